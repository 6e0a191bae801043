# GenreFuzzion screens (es). Owned by the genrefuzzion screens module.

gf-phase = Fase
gf-phase-not-started = sin empezar
gf-phase-cliche-pool = pozo de { -genrefuzzion-cliche(count: "other") }: cada jugador propone tres
gf-phase-draft = reparto: elige { $who }
gf-phase-concept = concepto: { -genrefuzzion-cliche(count: "other") } propios, dados y nombre
gf-phase-relationships = la cadena de { -genrefuzzion-relationship(count: "other") }
gf-phase-finishing = terminación: dados de { -genrefuzzion-relationship(count: "other") }, { -genrefuzzion-trick(count: "other") }, { -genrefuzzion-objective(count: "other") }
gf-phase-lull = entre escenas
gf-phase-scene = se juega una escena
gf-phase-interval = { -genrefuzzion-interval }
gf-phase-epilogue = epílogo
gf-phase-over = la campaña terminó
gf-scenes-played = { $n ->
        [one] 1 escena jugada
       *[other] { $n } escenas jugadas
    }
gf-points = Puntos de Victoria y de Karma
gf-player = Jugador
gf-character = Personaje
gf-pv = { -genrefuzzion-vp }
gf-pk = { -genrefuzzion-kp }
gf-pv-long = Puntos de Victoria
gf-pk-long = Puntos de Karma
# $gender: the holder's choice ("feminine", "masculine", "neutral"); without it, the rulebook's word.
gf-moderator = { $gender ->
        [feminine] { -genrefuzzion-moderator(gender: "feminine") }
        [neutral] { -genrefuzzion-moderator(gender: "neutral") }
       *[masculine] { -genrefuzzion-moderator(gender: "masculine") }
    }
gf-absent = (ausente)
gf-scene = Escena
gf-setting = Ambientación
gf-tone = Tono
gf-scene-framing = Ambientación, tono y partes
gf-scene-cliches = { -genrefuzzion-cliche(count: "other", cap: "yes") } de escena
gf-scene-cliche = { -genrefuzzion-cliche(cap: "yes") } de escena
gf-scene-cliche-die = Dado del { -genrefuzzion-cliche } de escena { $n }
gf-scene-cliches-help = (hasta tres; tantos d8 como d4)
gf-protagonist = Protagonista
gf-antagonist = Antagonista
gf-allies = Aliados
gf-ally-cooperating = coopera
gf-ally-refused = se negó
gf-ally-vetoed = vetado
gf-ally-fled = huyó
gf-step = Paso
gf-deadline = Plazo
gf-outcome = Resultado
gf-won-surrender = ganó: el otro bando se rindió
gf-won-roll = ganó la tirada
gf-gifts = Dados regalados
gf-step-await-antagonist = el antagonista se presenta
gf-step-protagonist-pool = el protagonista arma y tira su pozo
gf-step-post-roll = { $side } puede mejorar la tirada o quedarse con ella
gf-step-antagonist-choice = el antagonista se rinde o se opone
gf-step-protagonist-choice = el protagonista reintenta con más dados o se rinde
gf-step-victory = { $side } usa el dado de efecto
gf-step-rating = esperando la valoración
gf-step-group-rating = todos valoran el { -genrefuzzion-grand-finale }
gf-result = Resultado
gf-fumbles = { $n ->
        [one] 1 { -genrefuzzion-fumble }
       *[other] { $n } { -genrefuzzion-fumble(count: "other") }
    }
gf-cliche-pool = Pozo de { -genrefuzzion-cliche(count: "other") }
gf-pool-empty = El pozo está vacío.
gf-sheets = Hojas de personaje
gf-unnamed = (sin nombre aún)
gf-retired = retirado
gf-cliches = { -genrefuzzion-cliche(count: "other", cap: "yes") }
gf-relationships = { -genrefuzzion-relationship(count: "other", cap: "yes") }
gf-advantages = Ventajas
gf-problems = Problemas
gf-tricks = { -genrefuzzion-trick(count: "other", cap: "yes") } y { -genrefuzzion-flaw(count: "other") }
gf-trick = { -genrefuzzion-trick(cap: "yes") }
gf-flaw = { -genrefuzzion-flaw(cap: "yes") }
gf-activation = Activación
gf-effect = Efecto
gf-objectives = { -genrefuzzion-objective(count: "other", cap: "yes") }
gf-objective = { -genrefuzzion-objective(cap: "yes") }
gf-objective-open = abierto
gf-objective-analysing = en análisis
gf-objective-reached = alcanzado
gf-objective-satisfied = satisfecho
gf-objective-closed = cerrado
gf-only-against = solo contra
gf-temporary = hasta el fin de la escena
gf-extras = Extras
gf-votes = Votaciones
gf-vote-closed = Cerrada.
gf-suspended = Escenas suspendidas
gf-finale = { -genrefuzzion-grand-finale }
gf-finale-agreed = De acuerdo
gf-map-title = Mapa de { -genrefuzzion-relationship(count: "other") }
gf-via-extra = a través de
gf-setup-intro = Escribe los nombres de los jugadores (de tres a doce). El jugador 1 ocupa el asiento 1, el 2 el asiento 2, y así; el asiento 0 es el del { -genrefuzzion-moderator }. Los personajes se crean en la mesa, juntos y paso a paso, como dice "Creación de Personajes".
gf-setup-wait = La espera máxima de la mesa (arriba) es también el límite de tiempo del juego: pasado ese plazo desde que el { -genrefuzzion-moderator } contactó al jugador demorado, el { -genrefuzzion-moderator } puede suspender la escena.
gf-setup-player = Jugador { $n }
gf-setup-players-help = Completa las filas en orden y deja vacías las demás. { -genrefuzzion-vp } y { -genrefuzzion-kp } son puntos traídos de una campaña anterior (solo con la casilla de abajo).
gf-setup-moderator = Qué jugador es el { -genrefuzzion-moderator } (número)
gf-setup-moderator-help = El { -genrefuzzion-moderator } también juega un personaje; sus acciones de { -genrefuzzion-moderator } se hacen desde el asiento 0.
gf-setup-carry = Traer { -genrefuzzion-vp } y { -genrefuzzion-kp } de una campaña anterior
gf-help-intro = GenreFuzzion se juega por foro: la historia se escribe en el hilo de la historia y el programa lleva cada dado, punto y atributo. Cada paso del reglamento es un formulario de la mesa, que solo ve quien puede actuar.
gf-help-rule = Reglamento
gf-help-where = En la pantalla
gf-help-setup = Jugadores, { -genrefuzzion-moderator }, límite de tiempo ("El { -genrefuzzion-moderator }")
gf-help-setup-where = El formulario para abrir una mesa
gf-help-pool = "Pozo de { -genrefuzzion-cliche(count: "other", cap: "yes") }": tres { -genrefuzzion-cliche(count: "other") } cada uno, luego el reparto
gf-help-pool-where = "Proponer un { -genrefuzzion-cliche }" (propio o uno de los 100 del apéndice) y "Elegir un { -genrefuzzion-cliche }" en tu turno
gf-help-concept = "Concepto": tres { -genrefuzzion-cliche(count: "other") } propios, 2×d8 2×d6 2×d4, un nombre
gf-help-concept-where = "Tus { -genrefuzzion-cliche(count: "other") } propios", "Dados de tus { -genrefuzzion-cliche(count: "other") }", "Nombra a tu personaje"
gf-help-relationships = "{ -genrefuzzion-relationship(count: "other", cap: "yes") }": la cadena, cada una respondida desde el otro lado
gf-help-relationships-where = "Declarar una { -genrefuzzion-relationship }" y "Cerrar la cadena"; el mapa las dibuja
gf-help-finishing = Dados de { -genrefuzzion-relationship(count: "other") }, "{ -genrefuzzion-trick(count: "other", cap: "yes") } y { -genrefuzzion-flaw(count: "other", cap: "yes") }", "{ -genrefuzzion-objective(count: "other", cap: "yes") }" (5-15)
gf-help-finishing-where = "Dados de tus { -genrefuzzion-relationship(count: "other") }", "{ -genrefuzzion-trick(count: "other", cap: "yes") } y { -genrefuzzion-flaw }", "Fijar un { -genrefuzzion-objective }"
gf-help-scene = "Escenas": título, ambientación, tono, { -genrefuzzion-cliche(count: "other") } de escena, antagonista, intención, aliados
gf-help-scene-where = "Empezar una escena"; el jugador del antagonista (o cualquiera, para un extra) "Presentar"
gf-help-pool-roll = "Armando el Pozo", "Tirando el pozo", "Oponerse", reintentos
gf-help-pool-roll-where = "Arma y tira tu pozo": marca las fuentes, mira las probabilidades exactas y el costo antes de tirar; luego mejora, quédate o ríndete
gf-help-victory = "Ganando una Escena": el dado de efecto
gf-help-victory-where = "Usar el dado de efecto"
gf-help-rating = "Valorando la escena": 0-5 para cada bando, con una justificación
gf-help-rating-where = "Valorar la escena" (cualquiera salvo su protagonista y antagonista)
gf-help-interval = "{ -genrefuzzion-interval(count: "other", cap: "yes") }": entrenar, { -genrefuzzion-objective(count: "other") }, atributos nuevos
gf-help-interval-where = "Entrenar", "Pedir análisis", "Avalar", "Satisfacer", "Terminar el { -genrefuzzion-interval }"
gf-help-moderator = "El { -genrefuzzion-moderator }": tercer { -genrefuzzion-objective }, jugadores demorados, votaciones
gf-help-moderator-where = Los formularios de la { -genrefuzzion-moderator(gender: "neutral") }: { -genrefuzzion-objective(count: "other") }, "Contactar al jugador demorado", "Suspender la escena", votaciones
gf-help-map = El mapa de { -genrefuzzion-relationship(count: "other") } ("{ -genrefuzzion-relationship(count: "other", cap: "yes") }")
gf-help-map-where = Dibujado bajo las hojas: una flecha por { -genrefuzzion-relationship } con su dado
gf-help-raw = Las acciones raras ({ -genrefuzzion-trick(count: "other") } propios, personajes nuevos, { -genrefuzzion-objective(count: "other") } de { -genrefuzzion-trick(count: "other") } fuera de los formularios) se pueden enviar como JSON en "Enviar un comando como JSON".
gf-ev-campaign-started = Empieza la campaña con { $n } jugadores.
gf-ev-phase-changed = Ahora: { $phase }.
gf-ev-points = { $who }: { $pv } { -genrefuzzion-vp }, { $pk } { -genrefuzzion-kp }.
gf-ev-points-vp = { $who }: { $pv } { -genrefuzzion-vp }.
gf-ev-points-kp = { $who }: { $pk } { -genrefuzzion-kp }.
gf-ev-cliche-proposed = { $who } propone el { -genrefuzzion-cliche } "{ $text }".
gf-ev-cliche-drafted = { $who } toma un { -genrefuzzion-cliche } del pozo.
gf-ev-own-cliches = { $who } agrega tres { -genrefuzzion-cliche(count: "other") } propios.
# Por qué cambió una hoja o la escena: el código estable del evento (su `reason`).
gf-reason = { $reason ->
        [ally_intention] intención de un aliado
        [ally_refused] un aliado se niega
        [ally_vetoed] aliado vetado
        [antagonist_presented] antagonista presentado
        [attribute_changed] atributo cambiado
        [attribute_gifted] atributo regalado
        [boost] dado añadido al resultado
        [cliche_added] { -genrefuzzion-cliche } añadido
        [cliche_dice] dados de { -genrefuzzion-cliche }
        [custom_trick] { -genrefuzzion-trick } propio
        [flaw] { -genrefuzzion-flaw }
        [grand_finale_closed] { -genrefuzzion-grand-finale } cerrado
        [intention_reformulated] intención reformulada
        [named] nombre puesto
        [new_character] personaje nuevo
        [objective] { -genrefuzzion-objective }
        [objective_analysed] { -genrefuzzion-objective } analizado
        [objective_changed] { -genrefuzzion-objective } cambiado
        [objective_done] { -genrefuzzion-objective } cumplido
        [objective_modified] { -genrefuzzion-objective } modificado
        [objective_reached] { -genrefuzzion-objective } alcanzado
        [pool_built] pozo formado
        [ready] preparado
        [relationship] { -genrefuzzion-relationship }
        [relationship_added] { -genrefuzzion-relationship } añadida
        [relationship_cashed] { -genrefuzzion-relationship } cobrada
        [relationship_dice] dados de { -genrefuzzion-relationship }
        [relationship_redirected] { -genrefuzzion-relationship } redirigida
        [relationship_suggested] { -genrefuzzion-relationship } sugerida
        [retired] retirado
        [retired_absent] retirado por ausencia
        [scene_closed] escena cerrada
        [surrender] rendición
        [trained] entrenamiento
        [trick] { -genrefuzzion-trick }
        [trick_gained] { -genrefuzzion-trick } ganado
        [tricks] { -genrefuzzion-trick(count: "other") }
        [victory] victoria
       *[other] cambios
    }
gf-ev-character-updated = { $named ->
        [yes] Cambia la hoja de { $name } ({ $reason }).
       *[no] Cambia la hoja de un personaje sin nombre ({ $reason }).
    }
gf-ev-extra-updated = Cambia el extra { $name }.
gf-ev-character-assigned = { $who } cambia de personaje.
gf-ev-scene-started = Empieza la escena { $n }: { $title }.
gf-ev-scene-updated = La escena cambia ({ $reason }).
gf-ev-pool-rolled = { $side } tira { $faces }: resultado { $result }.
gf-ev-roll-adjusted = La tirada de { $side } queda { $faces }: resultado { $result }.
gf-ev-roll-trick = { -genrefuzzion-trick(cap: "yes") } «{ $name }»: la tirada del { $side } queda { $faces }: resultado { $result }.
gf-ev-roll-flaw = { -genrefuzzion-flaw(cap: "yes") } «{ $name }»: la tirada del { $side } queda { $faces }: resultado { $result }.
gf-ev-step = Ahora: { $step }.
gf-ev-scene-decided = La escena se decide: gana { $side }.
gf-ev-scene-rated = { $who } valora la escena { $p } / { $a }: { $why }
gf-ev-group-rating = { $who } valora el { -genrefuzzion-grand-finale }.
gf-ev-scene-closed = La escena termina.
gf-ev-scene-suspended = La escena queda suspendida.
gf-ev-scene-resumed = Se retoma una escena suspendida.
gf-ev-scene-withdrawn = Se retira una escena suspendida.
gf-ev-deadline = Se contactó al jugador demorado; plazo hasta { $secs }.
gf-ev-trained = Un personaje entrenó.
gf-ev-scene-requested = { $who } pide empezar la próxima escena.
gf-ev-player-admitted = { $name } se une al juego.
gf-ev-player-left = { $who } dejó el juego.
gf-ev-player-returned = { $who } volvió.
gf-ev-cliche-contributed = { $who } aporta un { -genrefuzzion-cliche } para un personaje nuevo.
gf-ev-handed-over = La { -genrefuzzion-moderator(gender: "neutral") } pasa a { $who }.
gf-ev-vote-opened = Votación: { $q }
gf-ev-vote-cast = { $who } vota.
gf-ev-vote-closed = Se cerró una votación.
gf-ev-finale-changed = El { -genrefuzzion-grand-finale } cambió.
gf-odds-empty = Marca los dados de tu pozo para ver las probabilidades.
gf-odds-too-many = Demasiados dados para calcular.
gf-odds-beat = Para ganar: más de { $n }
gf-odds-match = Para ganar: { $n } o más
gf-odds-aim = Meta: { $n } o más
gf-odds-fumble = Al menos una { -genrefuzzion-fumble } (un 1): { $p } %
gf-odds-cost = Este pozo cuesta { $pv } { -genrefuzzion-vp } y { $pk } { -genrefuzzion-kp }.
gf-odds-pool = Pozo
gf-your-actions = Tus acciones
gf-nothing-to-do = Nada que hacer por ahora.
gf-send = Enviar
gf-left = (quedan { $n })
gf-form-propose = Proponer un { -genrefuzzion-cliche } para el pozo
gf-from-table = De la tabla del apéndice
gf-write-own = — escribir el mío —
gf-or-write = O escríbelo
gf-form-draft = Elegir un { -genrefuzzion-cliche } del pozo
gf-cliche = { -genrefuzzion-cliche(cap: "yes") }
gf-draft = Tomarlo
gf-form-own = Tus tres { -genrefuzzion-cliche(count: "other") } propios
gf-own-n = { -genrefuzzion-cliche(cap: "yes") } propio { $n }
gf-form-cliche-dice = Dados de tus { -genrefuzzion-cliche(count: "other") }
gf-cliche-dice-help = Exactamente dos d8, dos d6 y dos d4.
gf-form-name = Nombra a tu personaje
gf-name = Nombre
gf-form-relationship = Declarar una { -genrefuzzion-relationship }
gf-with = Con
gf-an-extra = un extra…
gf-extra-name = Nombre del extra
gf-via-extra-label = A través de un extra (opcional)
gf-form-close-relationships = Todos tienen dos { -genrefuzzion-relationship(count: "other") }
gf-close-relationships = Cerrar la cadena
gf-form-rel-dice = Dados de tus { -genrefuzzion-relationship(count: "other") }
gf-rel-dice-help = d8, d6 o d4, con tantos d8 como d4.
gf-form-tricks = Dos { -genrefuzzion-trick(count: "other") } y una { -genrefuzzion-flaw }
gf-tricks-help = Completa el texto del <MARCADOR> del { -genrefuzzion-trick }, si tiene (por ejemplo tu arma predilecta).
gf-fill = Su texto
gf-form-objective = Fijar un { -genrefuzzion-objective }
gf-difficulty = Dificultad (5-15)
gf-form-start-scene = Empezar una escena
gf-title = Título
gf-new-extra = un extra nuevo…
gf-intention = Intención
gf-start-scene = Empezar la escena
gf-form-call-interval = O pedir un { -genrefuzzion-interval }
gf-call-interval = Pedir un { -genrefuzzion-interval }
gf-form-propose-finale = Proponer el { -genrefuzzion-grand-finale }
gf-framing = Planteo
gf-form-agree-finale = Aceptar el { -genrefuzzion-grand-finale }
gf-agree = Acepto
gf-resume = Retomar
gf-withdraw = Retirar
gf-form-reformulate = Reformular tu intención
gf-form-present = Presentar al antagonista: { $name }
gf-define-help = Un extra nuevo: cinco { -genrefuzzion-cliche(count: "other") }, un d10, tres d6 y un d4, y una línea sobre él.
gf-description = Quién es (una línea)
gf-present = Presentar
gf-refuse-ally = Rechazar el llamado
gf-veto-ally = Dejar fuera al extra (1 { -genrefuzzion-kp })
gf-form-roll = Arma y tira tu pozo
gf-roll-help = Dos { -genrefuzzion-cliche(count: "other") } por pozo (un tercero cuesta 1 { -genrefuzzion-vp }), una { -genrefuzzion-relationship } con tu oponente, una ventaja, un problema del oponente, un { -genrefuzzion-cliche } de escena, un dado por aliado, el d6 de Karma por 1 { -genrefuzzion-kp }.
gf-retry-needs = Para reintentar necesitas al menos { $n ->
        [one] 1 dado
       *[other] { $n } dados
    }.
gf-sources = Dados
gf-aim = Meta (resultado a alcanzar)
gf-roll = Tirar
gf-boost-pv = Sumar un dado más al resultado (1 { -genrefuzzion-vp })
gf-boost-pk = Sumar +3 al resultado (1 { -genrefuzzion-kp })
gf-form-stand = Quedarse con el resultado
gf-stand = Me quedo
gf-surrender = Rendirse
gf-form-victory = Usar el dado de efecto
gf-effect-die = Dado de efecto
gf-no-effect = sin efecto
gf-effect-kind = Se convierte en
gf-effect-advantage = una ventaja para ti
gf-effect-problem = un problema para { $name }
gf-effect-escalate = un problema peor
gf-effect-annul = anular o degradar un atributo
gf-effect-name = Nombre de la ventaja o del problema
gf-only-against-help = La ventaja sirve solo contra este oponente
gf-claim = Usarlo
gf-form-rate = Valorar la escena
gf-rate-help = De 0 a 5 para cada bando, y por qué.
gf-justification = Justificación
gf-rate = Valorar
gf-close-group-rating = Cerrar la valoración grupal
gf-form-gift = Dar uno de tus atributos al oponente (+2 { -genrefuzzion-vp })
gf-give = Dar
gf-form-use-trick = Usar un { -genrefuzzion-trick }
gf-target = { -genrefuzzion-objective(cap: "yes") } (número, si el { -genrefuzzion-trick } lo pide)
gf-use = Usar
gf-form-activate-flaw = Activar una { -genrefuzzion-flaw }
gf-activate = Activar
gf-form-nudge = Contactar al jugador demorado
gf-nudge-help = El límite de tiempo empieza a contar ahora (reloj del servidor).
gf-nudge = Contactado
gf-form-suspend = Suspender la escena
gf-next-starter = Quién empieza la próxima escena
gf-suspend = Suspender
gf-form-train = Entrenar un atributo
gf-train = Entrenar
gf-form-analyse = Pedir el análisis de un { -genrefuzzion-objective }
gf-form-satisfy = Satisfacer un { -genrefuzzion-objective } (su dificultad en { -genrefuzzion-vp })
gf-form-close-objective = Cerrar un { -genrefuzzion-objective } (su dificultad en { -genrefuzzion-kp })
gf-form-add-cliche = Un { -genrefuzzion-cliche } nuevo (3 { -genrefuzzion-kp }, en d4)
gf-form-retire = Retirar a tu personaje
gf-retire = Retirar
gf-form-endorse = Avalar un { -genrefuzzion-objective } como alcanzado
gf-pay = Pagar con
gf-endorse = Avalar
gf-request-next = Pedir empezar la próxima escena
gf-form-end-interval = Terminar el { -genrefuzzion-interval }
gf-cede-to = Próxima escena
gf-start-myself = La empiezo yo
gf-end-interval = Terminar el { -genrefuzzion-interval }
gf-form-end-campaign = Terminar la campaña
gf-end-campaign = Terminarla
gf-form-vote = Votar
gf-vote = Votar
gf-close-vote = Cerrar la votación
gf-form-open-vote = Abrir una votación
gf-question = Pregunta
gf-options = Opciones (una por línea)
gf-form-learn-trick = Aprender un { -genrefuzzion-trick } nuevo (4 { -genrefuzzion-vp })
gf-form-take-flaw = Tomar una { -genrefuzzion-flaw } nueva (4 { -genrefuzzion-kp })
gf-form-admit = Admitir a un jugador nuevo
gf-form-retire-absent = Retirar el personaje de un jugador ausente
gf-form-welcome-back = Recibir de vuelta a un jugador que se fue
gf-form-hand-over = Entregar la { -genrefuzzion-moderator(gender: "neutral") }
gf-form-cancel-finale = Cancelar el { -genrefuzzion-grand-finale }
gf-src-problem = problema del oponente
gf-src-scene = escena
gf-src-ally = aliado
gf-src-opponent = { -genrefuzzion-cliche } del oponente
gf-src-karma = d6 de Karma (1 { -genrefuzzion-kp })
gf-src-gift = regalo
gf-src-sacrifice = sacrificada

## Rule errors of the genrefuzzion crate (err- and the code).

err-gf-ally-duplicate = un aliado aparece una vez y no es protagonista ni antagonista
err-gf-ally-gone = ese aliado ya está fuera de la escena
err-gf-ally-intention = el jugador de un aliado declara una única intención no vacía para él
err-gf-ally-not-yours = solo el jugador del aliado puede rechazar el llamado
err-gf-ally-too-late = los aliados se niegan o se vetan antes de que su bando arme su pozo
err-gf-ally-unknown = no existe ese personaje
err-gf-ally-veto-character = solo un extra puede quedar fuera por 1 { -genrefuzzion-kp }; los personajes se niegan solos
err-gf-antagonist-in-scene = un extra lo maneja un jugador que no participa en la escena: tu personaje es aliado aquí
err-gf-antagonist-protagonist = el protagonista no puede manejar también al extra que se le opone
err-gf-attr-target = solo una { -genrefuzzion-relationship } cambia de destinatario
err-gf-attr-unknown = no existe ese atributo
err-gf-boost-no-die = no queda ningún dado para sumar al resultado
err-gf-boost-once = una tirada admite una sola mejora: un dado por 1 { -genrefuzzion-vp } o +3 por 1 { -genrefuzzion-kp }
err-gf-character-none = no tienes un personaje en juego
err-gf-character-unknown = no existe ese personaje
err-gf-cliche-dice = los seis { -genrefuzzion-cliche(count: "other") } llevan exactamente 2×d8, 2×d6 y 2×d4
err-gf-command-unexpected = ese comando no se maneja aquí
err-gf-concept-dice-done = tus { -genrefuzzion-cliche(count: "other") } ya tienen sus dados
err-gf-concept-own-done = ya agregaste tus tres { -genrefuzzion-cliche(count: "other") } propios
err-gf-concept-own-first = agrega tus tres { -genrefuzzion-cliche(count: "other") } propios antes de asignar los dados
err-gf-concept-own-three = cada jugador agrega exactamente tres { -genrefuzzion-cliche(count: "other") } propios
err-gf-config-moderator = el rol de { -genrefuzzion-moderator } es de uno de los jugadores (contando desde 1)
err-gf-config-name = cada jugador necesita un nombre
err-gf-config-players = una campaña tiene de tres a doce jugadores (hay { $players })
err-gf-config-points = los puntos iniciales se dan para todos los jugadores o para ninguno
err-gf-die-max = d12 es lo máximo que alcanza el entrenamiento
err-gf-effect-die = el dado de efecto es un dado no usado ni pifiado de tu último pozo, cada dado una vez
err-gf-effect-extra-kind = los efectos extra son una ventaja (1 { -genrefuzzion-vp }) o una complicación (1 { -genrefuzzion-kp })
err-gf-effect-first = los efectos extra vienen después del dado de efecto
err-gf-extra-cliche = el extra no tiene ese { -genrefuzzion-cliche }
err-gf-extra-defined = este extra ya fue definido; solo se lo puede escalar
err-gf-extra-description = un extra nunca mencionado necesita una línea de descripción
err-gf-extra-five = un extra nuevo se define con cinco { -genrefuzzion-cliche(count: "other") }: un d10, tres d6 y un d4
err-gf-extra-keep-d4 = un extra conserva siempre al menos un { -genrefuzzion-cliche } en d4
err-gf-extra-only = solo un extra se define o se escala al presentarse
err-gf-finale-agreed = ya aceptaste
err-gf-finale-no-surrender = en el { -genrefuzzion-grand-finale } nadie puede rendirse: oponte
err-gf-finale-none = no se propuso un { -genrefuzzion-grand-finale }
err-gf-finale-not-agreed = el { -genrefuzzion-grand-finale } necesita antes el acuerdo de todos los jugadores
err-gf-finale-only = los aliados declaran su propia intención solo en el { -genrefuzzion-grand-finale }
err-gf-finale-propose = propone un planteo entre escenas
err-gf-flaw-extra = un personaje retirado es un extra, y los extras no tienen { -genrefuzzion-flaw(count: "other") }
err-gf-flaw-not-implemented = el programa no aplica esta { -genrefuzzion-flaw }; juégala en el foro
err-gf-flaw-not-leading = una { -genrefuzzion-flaw } se activa sobre el protagonista o el antagonista
err-gf-flaw-once = cada { -genrefuzzion-flaw } se activa una vez por escena
err-gf-flaw-target = esta { -genrefuzzion-flaw } necesita un { -genrefuzzion-objective }
err-gf-flaw-unknown = esa hoja no tiene esa { -genrefuzzion-flaw }
err-gf-gift-kind = da uno de tus { -genrefuzzion-cliche(count: "other") } o { -genrefuzzion-relationship(count: "other") }
err-gf-gift-unknown = tu bando no tiene ese regalo
err-gf-interval-cede = cede la próxima escena solo a un jugador que la pidió
err-gf-interval-requested = ya la pediste
err-gf-moderator-hand-over = entrega el rol a otro jugador presente
err-gf-moderator-only = solo el asiento del { -genrefuzzion-moderator } (asiento 0) puede hacer esto
err-gf-name-taken = elige un nombre nuevo, que nadie use
err-gf-new-draft = toma { -genrefuzzion-cliche(count: "other") } distintos de la lista aportada
err-gf-new-has-character = ya tienes un personaje en juego
err-gf-new-not-needed = ese jugador no está creando un personaje nuevo ahora
err-gf-new-objectives = un personaje nuevo tiene dos { -genrefuzzion-objective(count: "other") } propios de dificultad 5-15
err-gf-new-one-each = cada jugador aporta un solo { -genrefuzzion-cliche }
err-gf-new-own = agrega { -genrefuzzion-cliche(count: "other") } propios hasta tener seis
err-gf-new-relationships = un personaje nuevo tiene exactamente dos { -genrefuzzion-relationship(count: "other") }
err-gf-objective-change = cambia un { -genrefuzzion-objective } abierto por un texto no vacío
err-gf-objective-difficulty = la dificultad de un { -genrefuzzion-objective } va de 5 a 15
err-gf-objective-not-reached = un { -genrefuzzion-objective } se satisface cuando otro jugador lo avaló como alcanzado
err-gf-objective-self-endorse = otro jugador avala tu { -genrefuzzion-objective }
err-gf-objective-slot-taken = ese { -genrefuzzion-objective } ya está fijado
err-gf-objective-status = solo se analiza un { -genrefuzzion-objective } abierto
err-gf-objective-unknown = no existe ese { -genrefuzzion-objective }
err-gf-objective-who = fijas tu propio { -genrefuzzion-objective } y el del siguiente jugador del círculo; el { -genrefuzzion-moderator } fija el tercero
err-gf-phase-wrong = eso ocurre en otra fase del juego
err-gf-player-absent = ese jugador ya se fue
err-gf-player-admit = un jugador nuevo necesita un nombre (a lo sumo 20 jugadores)
err-gf-player-present = ese jugador no se fue
err-gf-points-not-enough = cuesta { $cost } { $currency ->
        [pv] { -genrefuzzion-vp }
       *[pk] { -genrefuzzion-kp }
    } y hay { $have }: los puntos nunca bajan de cero
err-gf-pool-advantage-against = esa ventaja sirve solo contra otro oponente
err-gf-pool-ally = solo suman dados los aliados de tu bando que participan
err-gf-pool-ally-attr = un aliado suma un dado de { -genrefuzzion-cliche } o de { -genrefuzzion-relationship }
err-gf-pool-barred = "Genre Savvy": ese { -genrefuzzion-cliche } no puede usarse en este pozo
err-gf-pool-disabled = ese { -genrefuzzion-cliche } está fuera de juego hasta el fin de la escena
err-gf-pool-duplicate = ese { -genrefuzzion-cliche } ya está en el pozo
err-gf-pool-empty = un pozo necesita al menos un dado
err-gf-pool-index = no existe ese { -genrefuzzion-cliche } en el pozo
err-gf-pool-limit = un pozo admite a lo sumo { $max } de esa fuente
err-gf-pool-no-problems = "Gajes de oficio": no puedes usar sus problemas en este pozo
err-gf-pool-opp-attr = usa un { -genrefuzzion-cliche } o una { -genrefuzzion-relationship } de tu oponente
err-gf-pool-relationship = solo suma un dado la { -genrefuzzion-relationship } con tu oponente
err-gf-pool-three-each = cada jugador propone exactamente tres { -genrefuzzion-cliche(count: "other") } para el pozo
err-gf-pool-twice = cada { -genrefuzzion-cliche } suma su dado una sola vez
err-gf-rating-justify = una valoración incluye una breve justificación
err-gf-rating-moderator = el asiento del { -genrefuzzion-moderator } valora solo cuando ningún jugador puede
err-gf-rating-none = ningún jugador valoró todavía el { -genrefuzzion-grand-finale }
err-gf-rating-once = ya diste tu valoración
err-gf-rating-participant = el protagonista y el antagonista no pueden valorar su propia escena
err-gf-rating-range = una valoración va de 0 a 5
err-gf-relationship-answer = primero describe, desde tu punto de vista, la { -genrefuzzion-relationship } con el personaje que te nombró
err-gf-relationship-balance = los dados de { -genrefuzzion-relationship } van de d4 a d8, con tantos d8 como d4
err-gf-relationship-cash = cobrar da exactamente el máximo del dado en puntos
err-gf-relationship-dice-count = da exactamente un dado por { -genrefuzzion-relationship } ({ $relationships })
err-gf-relationship-dice-done = tus { -genrefuzzion-relationship(count: "other") } ya tienen sus dados
err-gf-relationship-die = los dados de { -genrefuzzion-relationship } son d8, d6 o d4
err-gf-relationship-extra = esta { -genrefuzzion-relationship } nombra a un extra: indica a través de quién
err-gf-relationship-not-retired = solo se redirige o cobra una { -genrefuzzion-relationship } con un personaje retirado
err-gf-relationship-pending = una { -genrefuzzion-relationship } todavía espera su otro punto de vista
err-gf-relationship-redirect = redirige a un extra o a un personaje con quien no tengas { -genrefuzzion-relationship }
err-gf-relationship-suggest = sugiere una { -genrefuzzion-relationship } entre otros dos personajes
err-gf-relationship-target = una { -genrefuzzion-relationship } es con otra persona
err-gf-relationship-two = alguien tiene menos de dos { -genrefuzzion-relationship(count: "other") }
err-gf-retry-more-dice = para reintentar el pozo necesita { $need } dados o más; si no, ríndete
err-gf-scene-no-extra-player = Un extra lo maneja otro jugador que no forme parte de la escena, y todos los jugadores presentes están en ella: llama a menos aliados o elige un personaje como antagonista.
err-gf-scene-antagonist-self = el antagonista es otro
err-gf-scene-antagonist-unknown = no existe ese personaje
err-gf-scene-cliche-dice = los { -genrefuzzion-cliche(count: "other") } de escena llevan d4, d6 o d8, con tantos d8 como d4
err-gf-scene-cliches = una escena tiene a lo sumo tres { -genrefuzzion-cliche(count: "other") } de escena
err-gf-scene-must-retire = un personaje con todos sus { -genrefuzzion-objective(count: "other") } satisfechos debe retirarse
err-gf-scene-no-character = un jugador sin personaje no puede comenzar nuevas escenas
err-gf-scene-none = no se está jugando ninguna escena
err-gf-scene-not-leader = solo el protagonista o el antagonista dan atributos
err-gf-scene-step = eso no es posible en este paso de la escena
err-gf-seat-not-a-player = solo los jugadores tienen personajes
err-gf-sheet-none = no hay hoja
err-gf-sponsor-newcomer = el padrinazgo da puntos a un jugador nuevo
err-gf-sponsor-nothing = da al menos un punto
err-gf-suspend-no-deadline = contacta primero al jugador demorado; el límite de tiempo corre desde ahí
err-gf-suspend-nudged = ya se contactó al jugador demorado; espera el plazo
err-gf-suspend-resolved = la escena está resuelta y es canon: solo espera su valoración, que da cualquier otro jugador
err-gf-suspend-resume-early = una escena suspendida se retoma después de completar una escena nueva
err-gf-suspend-resume-gone = su protagonista ya no está en juego; retírala
err-gf-suspend-starter = autoriza a un jugador con personaje a empezar la próxima escena
err-gf-suspend-too-early = el límite de tiempo no pasó: espera hasta la hora Unix { $deadline }
err-gf-suspend-unknown = no existe esa escena suspendida
err-gf-table-number = los números de la tabla van de 1 a 100
err-gf-text-empty = el texto nuevo no puede estar vacío
err-gf-train-kind = el entrenamiento mejora un { -genrefuzzion-cliche } o una { -genrefuzzion-relationship }
err-gf-train-once = solo un atributo mejora por { -genrefuzzion-interval }
err-gf-trick-activation = "Fuera de control" necesita exactamente otros tres dados en el pozo
err-gf-trick-custom-approval = un { -genrefuzzion-trick } propio necesita una votación cerrada ganada por la primera opción (aprobar)
err-gf-trick-custom-row = un { -genrefuzzion-trick } propio tiene nombre, activación, efecto y un costo de 1 o 2
err-gf-trick-done = ya elegiste tus { -genrefuzzion-trick(count: "other") } y tu { -genrefuzzion-flaw }
err-gf-trick-extra = los extras no tienen { -genrefuzzion-trick(count: "other") }
err-gf-trick-in-pool = este { -genrefuzzion-trick } se usa como fuente de tu pozo
err-gf-trick-mi-tesoro = "Mi tesoro": no puedes gastar { -genrefuzzion-vp } hasta el fin de la escena
err-gf-trick-not-implemented = el programa no aplica este { -genrefuzzion-trick }; juégalo en el foro
err-gf-trick-not-leading = los { -genrefuzzion-trick(count: "other") } los usan el protagonista o el antagonista de la escena
err-gf-trick-once = cada { -genrefuzzion-trick } se usa una vez por escena
err-gf-trick-owned = ya lo tienes
err-gf-trick-placeholder = completa cada marcador del { -genrefuzzion-trick }
err-gf-trick-target = "{ $name }" necesita un { -genrefuzzion-objective }
err-gf-trick-two = dos { -genrefuzzion-trick(count: "other") } distintos y una { -genrefuzzion-flaw }
err-gf-trick-unknown = no está en la tabla
err-gf-vote-cast = un voto por asiento, por una opción existente, mientras la votación está abierta
err-gf-vote-closed = esa votación está cerrada
err-gf-vote-moderator-seat = el { -genrefuzzion-moderator } vota desde el asiento 0, donde su voto vale doble
err-gf-vote-open = una votación tiene una pregunta y dos o más opciones
err-gf-vote-unknown = no existe esa votación

## Form errors.

err-form-genrefuzzion-number = falta un número o no es una de las opciones del formulario
err-form-genrefuzzion-gap = completa los nombres de los jugadores en orden, sin filas vacías entre ellos
err-form-genrefuzzion-name-long = el nombre de un jugador tiene a lo sumo 40 letras
err-form-genrefuzzion-name-twice = dos jugadores tienen el mismo nombre: da a cada uno un nombre distinto
err-form-genrefuzzion-players = GenreFuzzion necesita de tres a doce jugadores: escribe al menos tres nombres
err-form-genrefuzzion-moderator = el { -genrefuzzion-moderator } es uno de los jugadores: escribe el número de una fila completa
err-form-genrefuzzion-wait = la espera máxima es un número entero de horas
err-form-genrefuzzion-extra-name = escribe el nombre del extra nuevo
err-form-genrefuzzion-party = elige un personaje o un extra de la lista
err-form-genrefuzzion-attr = elige un atributo de la lista
err-form-genrefuzzion-empty = un campo de texto está vacío: escribe algo
err-form-genrefuzzion-die = un dado es d4, d6, d8, d10 o d12
err-form-genrefuzzion-trick = eso no está en las tablas de { -genrefuzzion-trick(count: "other") } y { -genrefuzzion-flaw(count: "other") }
err-form-genrefuzzion-source = eso no es una fuente de dados de este formulario
err-form-genrefuzzion-currency = paga con { -genrefuzzion-vp } o { -genrefuzzion-kp }
err-form-genrefuzzion-effect = elige el dado de efecto y en qué se convierte: una ventaja, un problema, un problema peor o un atributo anulado
err-form-genrefuzzion-flaw = elige una { -genrefuzzion-flaw } de la lista
err-form-genrefuzzion-objective = elige un { -genrefuzzion-objective } de la lista
err-form-genrefuzzion-unknown = ese no es un formulario de GenreFuzzion

## Las tiradas, como las nombran la página de dados y las copias
gf-roll-pool = el pozo del { $side }
gf-roll-adjusted = el pozo del { $side }, ajustado
gf-roll-trick = el { -genrefuzzion-trick } «{ $name }» sobre el pozo del { $side }
gf-roll-flaw = la { -genrefuzzion-flaw } «{ $name }» sobre el pozo del { $side }
gf-roll-reading = resultado { $result }
gf-roll-step = escena { $n }: { $title }

## Forms of choices listed one by one (issue 17): suggestions, raises, extra effects, the Grand
## Finale's allies, the interval's changes, custom tricks, new characters and sponsorship.
gf-form-suggest-relationship = Sugerir una { -genrefuzzion-relationship } entre otros dos personajes
gf-between = Entre
gf-relationship-phrase = La { -genrefuzzion-relationship } (desde el punto de vista del primero)
gf-suggest = Sugerir
gf-raises = Escalar al extra
gf-raises-help = (con { -genrefuzzion-vp } se escala un { -genrefuzzion-cliche }, hasta d12; con 1 { -genrefuzzion-kp } se le agrega un { -genrefuzzion-cliche } nuevo en d8; siempre le queda un { -genrefuzzion-cliche } con d4)
gf-raise-escalate = Escalar { $name } de { $from } a { $to } ({ $pv } { -genrefuzzion-vp })
gf-raise-new = Un { -genrefuzzion-cliche } nuevo en d8 (1 { -genrefuzzion-kp })
gf-define-n = el { -genrefuzzion-cliche } { $n }
gf-antagonist-allies = Aliados del antagonista
gf-form-ally-intention = { -genrefuzzion-grand-finale }: la intención propia de un aliado
gf-ally = Aliado
gf-extra-effects = Efectos adicionales
gf-extra-effects-help = (cada uno con otro dado sin usar: una ventaja adicional por 1 { -genrefuzzion-vp }, una complicación adicional por 1 { -genrefuzzion-kp })
gf-no-extra = ningún efecto adicional
gf-extra-advantage = una ventaja adicional (1 { -genrefuzzion-vp })
gf-extra-problem = un problema nuevo para { $name } (1 { -genrefuzzion-kp })
gf-extra-escalate = escalar el problema { $name } (1 { -genrefuzzion-kp })
gf-form-change-attribute = Cambiar un atributo (3 { -genrefuzzion-kp }; el dado no cambia)
gf-attribute = Atributo
gf-new-text = El texto nuevo
gf-new-target = Hacia quién apunta la { -genrefuzzion-relationship }
gf-same-target = el mismo de antes
gf-form-change-objective = Cambiar un { -genrefuzzion-objective } (3 { -genrefuzzion-kp }; la dificultad no cambia)
gf-form-modify-objective = Modificar un { -genrefuzzion-objective } pagando su dificultad en { -genrefuzzion-kp }
gf-form-add-relationship = Una { -genrefuzzion-relationship } nueva (3 { -genrefuzzion-kp }, en d4)
gf-form-redirect = Redirigir una { -genrefuzzion-relationship } con un personaje retirado
gf-relationship = { -genrefuzzion-relationship(cap: "yes") }
gf-redirect = Redirigir
gf-form-cash = Convertir en puntos una { -genrefuzzion-relationship } con un personaje retirado
gf-cash-split = { $pv } { -genrefuzzion-vp } y { $pk } { -genrefuzzion-kp }
gf-cash = Convertir
gf-form-custom-trick = Un { -genrefuzzion-trick } o una { -genrefuzzion-flaw } inventados (aprobados por votación)
gf-custom-help = Cuesta como uno de las tablas: 4 { -genrefuzzion-vp } un { -genrefuzzion-trick }, 4 { -genrefuzzion-kp } una { -genrefuzzion-flaw }.
gf-approved-by = Aprobado en la votación
gf-custom-kind = Es
gf-custom-trick = un { -genrefuzzion-trick }
gf-custom-flaw = una { -genrefuzzion-flaw }
gf-custom-currency = En qué puntos ({ -genrefuzzion-vp } o { -genrefuzzion-kp })
gf-custom-cost = Su costo (un { -genrefuzzion-trick }) o lo que paga (una { -genrefuzzion-flaw })
gf-form-create-character = Crear un nuevo personaje
gf-create-help = La versión corta de la creación: aparece formalmente en este { -genrefuzzion-interval }; conviene postear su primer encuentro con los otros personajes.
gf-create-draft = Elige { $n ->
        [one] el { -genrefuzzion-cliche } aportado
       *[other] { $n } de los { -genrefuzzion-cliche(count: "other") } aportados
    }
gf-create-own = { $n ->
        [one] Tu { -genrefuzzion-cliche } propio
       *[other] Tus { $n } { -genrefuzzion-cliche(count: "other") } propios
    }
gf-create-dice-help = (en el orden de los { -genrefuzzion-cliche(count: "other") }: primero los elegidos, luego los propios; 2×d8, 2×d6 y 2×d4)
gf-cliche-n = { -genrefuzzion-cliche(cap: "yes") } { $n }
gf-relationship-n = { -genrefuzzion-relationship(cap: "yes") } { $n }
gf-die = Dado
gf-objective-n = { -genrefuzzion-objective(cap: "yes") } { $n }
gf-create = Crear el personaje
gf-form-contribute = Aportar un { -genrefuzzion-cliche } a quien crea un nuevo personaje
gf-for-player = Para
gf-form-sponsor = Apadrinar a un jugador nuevo
gf-sponsor-help = Le regalas de tus { -genrefuzzion-vp } y { -genrefuzzion-kp } (al menos un punto).
gf-sponsor = Apadrinar
err-form-genrefuzzion-relationship = elige una { -genrefuzzion-relationship } de la lista
# Un coste en puntos, como lo imprime la opción de un formulario: "(2 PV)".
gf-cost-vp = { $n } { -genrefuzzion-vp }
gf-cost-kp = { $n } { -genrefuzzion-kp }
# Where a pool's die came from, as the roll shows it; $name is the attribute, trick, ally or
# gift it names, in the reader's words (issue 18).
gf-pool-src-cliche = { -genrefuzzion-cliche }: { $name }
gf-pool-src-relationship = { -genrefuzzion-relationship }: { $name }
gf-pool-src-advantage = ventaja: { $name }
gf-pool-src-opponent-problem = problema del oponente: { $name }
gf-pool-src-scene-cliche = { -genrefuzzion-cliche } de escena: { $name }
gf-pool-src-ally = aliado: { $name }
gf-pool-src-gift = regalo: { $name }
gf-pool-src-trick = { -genrefuzzion-trick }: { $name }
gf-pool-src-opponent = { $name } del oponente
gf-pool-src-karma = 1 { -genrefuzzion-kp }: d6
# A problem named after a trick and the source of the die that fumbled: "Fuera de control (cliché: Héroe)".
gf-named-source = { $name } ({ $source })
