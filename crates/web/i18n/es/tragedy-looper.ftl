# tragedy-looper screens (es). Owned by the tragedy-looper screens module.

## Personajes (cartas de personaje, shared/games/tragedy-looper-characters.md)
tl-char-boy_student = Estudiante (chico)
tl-char-girl_student = Estudiante (chica)
tl-char-rich_mans_daughter = Niña rica
tl-char-class_rep = Delegada de clase
tl-char-mystery_boy = Chico misterioso
tl-char-shrine_maiden = Novicia
tl-char-alien = Extraterrestre
tl-char-godly_being = Ser divino
tl-char-police_officer = Oficial de policía
tl-char-office_worker = Oficinista
tl-char-informer = Confidente
tl-char-pop_idol = Estrella del pop
tl-char-journalist = Periodista
tl-char-boss = Capo
tl-char-doctor = Médico
tl-char-patient = Paciente
tl-char-nurse = Enfermera
tl-char-henchman = Secuaz

## Habilidades de Cooperación
tl-gw-boy_student-1 = quita 1 Paranoia a otro estudiante de aquí
tl-gw-girl_student-1 = quita 1 Paranoia a otro estudiante de aquí
tl-gw-rich_mans_daughter-1 = en la escuela o el centro, pon 1 Cooperación a un personaje de aquí
tl-gw-class_rep-1 = el líder recupera una de sus cartas de «solo una vez por bucle» apartadas
tl-gw-mystery_boy-1 = revela su propio papel (no se puede negar)
tl-gw-shrine_maiden-1 = en la capilla, quita 1 Intriga de la capilla
tl-gw-shrine_maiden-2 = revela el papel de un personaje de aquí
tl-gw-alien-1 = mata a otro personaje de aquí
tl-gw-alien-2 = devuelve a la vida un cadáver de aquí
tl-gw-godly_being-1 = revela el culpable de un incidente programado
tl-gw-godly_being-2 = quita 1 Intriga de su localización o de un personaje de aquí
tl-gw-police_officer-1 = revela el culpable de un incidente ocurrido en este bucle
tl-gw-police_officer-2 = pon un marcador de protección a otro personaje de aquí
tl-gw-office_worker-1 = revela su propio papel
tl-gw-informer-1 = nombra una trama secundaria; la mente maestra nombra otra del guion
tl-gw-pop_idol-1 = quita 1 Paranoia a otro personaje de aquí
tl-gw-pop_idol-2 = pon 1 Cooperación a otro personaje de aquí
tl-gw-journalist-1 = pon 1 Paranoia a cualquier otro personaje
tl-gw-journalist-2 = pon 1 Intriga en su localización o en un personaje de aquí
tl-gw-boss-1 = revela el papel de un personaje de su territorio
tl-gw-doctor-1 = pon o quita 1 Paranoia a otro personaje de aquí
tl-gw-doctor-2 = el paciente puede salir del hospital en este bucle
tl-gw-nurse-1 = quita 1 Paranoia a un personaje de aquí en pánico (no se puede negar)
tl-gw-henchman-1 = no puede desencadenar incidentes en este bucle

## Papeles
tl-role-person = Figurante
tl-role-key_person = Persona clave
tl-role-killer = Asesino
tl-role-brain = Cerebro
tl-role-cultist = Cultista
tl-role-conspiracy_theorist = Conspiranoico
tl-role-serial_killer = Asesino en serie
tl-role-curmudgeon = Cascarrabias
tl-role-friend = Amigo
tl-role-time_traveler = Viajero del tiempo
tl-role-witch = Bruja
tl-role-factor = Factótum
tl-role-loved_one = Persona amada
tl-role-lover = Amante

## Tramas
tl-plot-murder_plan = Plan de asesinato
tl-plot-light_of_the_avenger = La luz del vengador
tl-plot-a_place_to_protect = Un lugar que proteger
tl-plot-sealed_item = El objeto sellado
tl-plot-sign_with_me = ¡Dime que sí!
tl-plot-change_of_future = Cambio de futuro
tl-plot-giant_time_bomb = Bombazo de relojería
tl-plot-shadow_of_the_ripper = La sombra del destripador
tl-plot-an_unsettling_rumor = Un rumor inquietante
tl-plot-a_hideous_script = Un guion terrible
tl-plot-circle_of_friends = Círculo de amigos
tl-plot-a_love_affair = Un asunto amoroso
tl-plot-paranoia_virus = Paranoia contagiosa
tl-plot-hidden_monster = El monstruo oculto
tl-plot-threads_of_fate = Hilos del destino
tl-plot-unknown_factor = Incógnita sin despejar

## Incidentes
tl-incident-murder = Asesinato
tl-incident-suicide = Suicidio
tl-incident-distant_murder = Asesinato remoto
tl-incident-spreading = Propagación
tl-incident-increasing_unease = Inquietud creciente
tl-incident-hospital_incident = Incidente hospitalario
tl-incident-missing_person = Persona desaparecida
tl-incident-foul_evil = Maldad perversa
tl-incident-butterfly_effect = Efecto mariposa

## Tablero, cartas, fichas
tl-loc-hospital = Hospital
tl-loc-shrine = Capilla
tl-loc-city = Centro
tl-loc-school = Escuela
tl-card-paranoia_plus1 = Paranoia +1
tl-card-paranoia_minus1 = Paranoia −1
tl-card-forbid_paranoia = Impedir Paranoia
tl-card-goodwill_plus1 = Cooperación +1
tl-card-goodwill_plus2 = Cooperación +2
tl-card-forbid_goodwill = Impedir Cooperación
tl-card-intrigue_plus1 = Intriga +1
tl-card-intrigue_plus2 = Intriga +2
tl-card-forbid_intrigue = Impedir Intriga
tl-card-move_vertical = Movimiento vertical
tl-card-move_horizontal = Movimiento horizontal
tl-card-move_diagonal = Movimiento diagonal
tl-card-forbid_movement = Impedir movimiento
tl-token-goodwill = Cooperación
tl-token-paranoia = Paranoia
tl-token-intrigue = Intriga
tl-set-first_steps = Primeros pasos
tl-set-basic_tragedy = Tragedia básica
tl-difficulty-easy = fácil
tl-difficulty-normal = normal
tl-difficulty-hard = difícil
tl-deck-mastermind = Mente maestra
tl-deck-protagonist = Protagonista { $letter }
tl-target-incident = el incidente del día { $day }
tl-target-paranoia-add = +1 Paranoia a { $character }
tl-target-paranoia-remove = −1 Paranoia a { $character }

## Pasos del día («Transcurso de un bucle»)
tl-phase-not-started = sin empezar
tl-phase-henchman = inicio del bucle: la mente maestra coloca al secuaz
tl-phase-mastermind-cards = 2. la mente maestra coloca cartas
tl-phase-protagonist-cards = 3. los protagonistas colocan cartas
tl-phase-forbid-intrigue = 4. resolución de cartas: un cultista puede ignorar «Impedir Intriga»
tl-phase-mastermind-abilities = 5. habilidades de la mente maestra
tl-phase-goodwill = 6. habilidades de Cooperación
tl-phase-goodwill-answer = 6. la mente maestra responde a una habilidad de Cooperación
tl-phase-informer = 6. la mente maestra nombra una trama secundaria (confidente)
tl-phase-incident = 7. incidentes: decisiones de la mente maestra
tl-phase-day-end = 9. final del día
tl-phase-time-spiral = espiral de tiempo
tl-phase-final-guess = Hipótesis final
tl-phase-game-over = partida terminada

## Registro y tablero
tl-tracker = Registro
tl-loop = Bucle
tl-day = Día
tl-day-n = Día { $day }
tl-losses = Bucles perdidos
tl-leader = Líder
tl-step = Paso
tl-winner-mastermind = Gana la mente maestra.
tl-winner-protagonists = Ganan los protagonistas.
tl-schedule = Incidentes programados
tl-schedule-none = No hay incidentes programados.
tl-culprit = culpable
tl-boss-turf = Territorio del capo
tl-turf = territorio
tl-patient-free = El paciente puede salir del hospital en este bucle.
tl-henchman-calm = El secuaz no puede desencadenar incidentes en este bucle.
tl-named-subplots = Tramas secundarias nombradas por la mente maestra
tl-special-rules = Reglas especiales
tl-mastermind = Mente maestra
tl-protagonists = Protagonistas
tl-board = Tablero
tl-facedown = boca abajo
tl-corpse = cadáver
tl-guard = marcador de protección
tl-revealed-role = Papel
tl-secret-role-title = Papel secreto (solo tú lo ves)
tl-nobody = Aquí no hay nadie.
tl-not-on-board = Aún fuera del tablero
tl-forbidden = Localizaciones prohibidas
tl-limit = / límite
tl-hands = Manos
tl-decks = Los mazos
tl-your-hand = Tu mano
tl-once-per-loop = solo una vez por bucle
tl-set-aside = usada en este bucle
tl-on-board-now = en el tablero
tl-set-aside-all = Apartadas en este bucle
tl-private = Tu carta privada
tl-private-help = Solo tú, la mente maestra, ves este panel.
tl-revealed = El guion, al descubierto
tl-revealed-help = La partida ha terminado: la carta privada de la mente maestra, para todos.
tl-guessed-right = acertado en la hipótesis final
tl-loops-title = Cómo fue cada bucle
tl-loops-lost = Bucle { $loop }: perdido
tl-loops-held = Bucle { $loop }: los protagonistas resistieron
tl-loops-unfinished = Bucle { $loop }: sin terminar
tl-loops-incident-by = Día { $day }: { $incident } (culpable: { $who })
tl-loops-deaths = { $count ->
    [one] Murió
   *[other] Murieron
} { $who }.
tl-loops-cause = Detrás: { $why }
tl-loops-quiet = En este bucle no pasó nada.
tl-main-plot = Trama principal
tl-subplots = Tramas secundarias
tl-roles = Papeles
tl-culprits = Culpables

## Acciones
tl-actions = Tus acciones
tl-hint-mastermind-cards = Coloca tus tres cartas boca abajo, de una en una, cada una en un objetivo distinto.
tl-hint-protagonist-cards = Coloca boca abajo una carta del mazo indicado abajo.
tl-hint-goodwill = Como líder puedes usar habilidades de Cooperación de los personajes que tengan suficiente, y luego terminar el paso.
tl-place-card = Coloca una carta boca abajo: { $deck }
tl-card = Carta
tl-target = Sobre
tl-locations = Localizaciones
tl-characters = Personajes
tl-card-on-target = Carta y objetivo
tl-card-help = Solo se ofrecen cartas que aún están en tu mano y objetivos libres; los demás ven dónde está, no qué es.
tl-place = Colocar
tl-henchman-where = ¿Dónde empieza el secuaz este bucle?
tl-cultist-question = Un «Impedir Intriga» bloquea una carta de Intriga. ¿Lo ignora un cultista?
tl-cultist-ignore = Ignorarlo (cultista)
tl-cultist-respect = Dejarlo
tl-abilities = Habilidades que puedes usar
tl-use = Usar
tl-end-abilities = No usar más habilidades: seguir
tl-end-day-abilities = No usar más habilidades: terminar el día
tl-goodwill-abilities = Habilidades de Cooperación
tl-gw-short = Coop.
tl-end-goodwill = No usar más habilidades de Cooperación
tl-answer-question = El líder usa:
tl-answer-resolve = Resolverla
tl-answer-refuse = Negarla («no pasa nada»)
tl-no-other-subplot = Ninguna otra trama secundaria
tl-name-subplot = Nombra una trama secundaria
tl-informer-question = El líder ha nombrado { $plot }. Nombra otra trama secundaria del guion:
tl-name = Nombrarla
tl-incident-question = Ocurre { $incident }: elige su efecto
tl-resolve = Resolver
tl-spiral-question = Espiral de tiempo: jugar otro bucle o pasar a la Hipótesis final (después no habrá más bucles).
tl-next-loop = Siguiente bucle
tl-start-final-guess = Hipótesis final
tl-final-guess = Hipótesis final
tl-final-guess-help = Nombra el papel de cada personaje; con un solo fallo gana la mente maestra.
tl-guess = Proponer
tl-ab-brain = { $who } (cerebro): 1 Intriga en { $target }
tl-ab-theorist = { $who } (conspiranoico): 1 Paranoia a { $target }
tl-ab-rumor = Un rumor inquietante: 1 Intriga en { $target }
tl-ab-doctor-add = Médico: 1 Paranoia a { $target }
tl-ab-doctor-remove = Médico: quitar 1 Paranoia a { $target }
tl-ab-kill-key-person = { $who } (asesino): matar a la persona clave
tl-ab-kill-protagonists = { $who }: matar a los protagonistas
tl-ab-declare-defeat = { $who } (viajero del tiempo): declarar la derrota de los protagonistas
tl-choice-victim = muere { $who }
tl-choice-spread = quitar 2 Cooperación a { $from } y dar 2 a { $to }
tl-choice-unease = 2 Paranoia a { $paranoia }, 1 Intriga a { $intrigue }
tl-choice-destination = el culpable va a { $where }
tl-choice-butterfly = 1 { $token } a { $who }

## Preparación
tl-setup-intro = Elige un guion: los protagonistas solo verán su carta pública. Quien crea la mesa es la mente maestra si ocupa el asiento 0.
tl-setup-script = Guion
tl-setup-loops-days = { $loops } bucles × { $days } días, { $characters } personajes
tl-setup-custom = Mi propio guion (TOML o JSON)
tl-setup-custom-text = Pega tu guion
tl-setup-custom-help = El formato es el del ejemplo del cuadro (TOML, o el mismo guion en JSON); se comprueban todas las reglas de escritura y aquí se listan las que no se cumplen.
tl-setup-upload = …o léelo de un archivo
tl-setup-invalid = El guion incumple estas reglas de escritura:
tl-setup-parse-error = No se puede leer el guion: { $message }
tl-setup-protagonists = Jugadores protagonistas
tl-setup-protagonists-1 = 1 (lleva los tres mazos de protagonista)
tl-setup-protagonists-2 = 2 (el líder lleva dos mazos)
tl-setup-protagonists-3 = 3 (un mazo cada uno)
tl-setup-seats = El asiento 0 es la mente maestra; los asientos 1 a 3, los protagonistas; el 1 es el primer líder.

## Sucesos (mensajes del sistema)
tl-ev-game-started = Empieza el guion «{ $title }»: { $protagonists ->
        [one] un jugador protagonista
       *[other] { $protagonists } jugadores protagonistas
    }, { $loops ->
        [one] un { -looper-loop }
       *[other] { $loops } { -looper-loop(count: "many") }
    }.
tl-ev-loop-started = Empieza el bucle { $loop }.
tl-ev-board-reset = Se prepara el tablero: fuera fichas, todos vivos, las cartas vuelven a la mano.
tl-ev-character-placed = { $who } está en { $where }.
tl-ev-day-started = Empieza el día { $day }.
tl-ev-leader-changed = La carta de líder pasa al siguiente.
tl-ev-card-placed = { $deck } coloca una carta boca abajo sobre { $target }.
tl-ev-card-placed-face = { $deck } coloca { $card } boca abajo sobre { $target }.
tl-ev-cards-revealed = Se revelan las cartas: { $cards }.
tl-ev-cards-resolved = Se resuelven las cartas y vuelven a sus manos.
tl-ev-card-returned = Una carta apartada vuelve a { $deck }.
tl-ev-tokens-added = { $target } recibe { $count } de { $token }.
tl-ev-tokens-removed = { $target } pierde { $count } de { $token }.
tl-ev-character-moved = { $who } se mueve a { $where }.
tl-ev-character-died = { $who } muere.
tl-ev-character-revived = { $who } vuelve a la vida.
tl-ev-guard-placed = { $who } recibe un marcador de protección.
tl-ev-guard-spent = Se retira el marcador de protección de { $who } en lugar de morir.
tl-ev-protagonists-died = Los protagonistas mueren.
tl-ev-secretly = (solo lo ves tú) Porque: { $why }.
tl-ev-goodwill-declared = El líder usa la habilidad de { $who }: { $ability } → { $target }.
tl-ev-goodwill-refused = Habilidad de { $who }: no pasa nada.
tl-ev-role-revealed = { $who } es { $role }.
tl-ev-culprit-revealed = El culpable del incidente del día { $day } es { $who }.
tl-ev-subplot-named = La mente maestra nombra una trama secundaria del guion: { $plot }.
tl-ev-subplot-none = La mente maestra no nombra otra trama secundaria: no la hay.
tl-ev-incident = Incidente el día { $day }: ¡{ $incident }!
tl-ev-no-incident = No hay incidentes el día { $day }.
tl-ev-nothing = No ha pasado nada.
tl-ev-loop-ended-last-day = El bucle termina tras su último día.
tl-ev-loop-ended-died = El bucle termina: los protagonistas han muerto.
tl-ev-loop-ended-early = El bucle termina antes de tiempo.
tl-ev-loop-lost = Los protagonistas pierden el bucle { $loop }.
tl-ev-loop-won = Los protagonistas superan el bucle { $loop }.
tl-ev-phase = Paso: { $step }.
tl-ev-final-guess = Empieza la Hipótesis final.
tl-ev-guess-right = { $who } es { $role }: acierto.
tl-ev-guess-wrong = { $who } no es { $role }.
tl-cause-key-person = ha muerto { $who }, la persona clave
tl-cause-serial-killer = { $who } es el asesino en serie
tl-cause-heartbroken = { $who } ha perdido a su amor
tl-cause-cultist = un cultista ha ignorado «Impedir Intriga»
tl-cause-threads = Hilos del destino
tl-cause-plot-loss = la condición de derrota de { $plot }

## Ayuda
tl-help-intro = Una mente maestra, que conoce todo el guion, contra uno a tres protagonistas, que solo ven su carta pública y deben impedir la tragedia a lo largo de varios bucles de los mismos días. Esta página relaciona cada parte del manual («Regreso a la tragedia») con la pantalla.
tl-help-day-title = Un bucle, paso a paso
tl-help-rule = Manual
tl-help-screen = En la pantalla
tl-help-setup = Preparar la partida y elegir guion («Preparativos», «Qué nos muestra la carta de guión»)
tl-help-setup-where = El formulario de mesa nueva: un guion incluido o el tuyo, y de 1 a 3 jugadores protagonistas.
tl-help-board = El tablero: localizaciones, personajes, fichas, límites de Paranoia, cadáveres («Componentes», «Fichas»)
tl-help-board-where = El tablero 2×2 (hospital, capilla, centro, escuela), la Intriga de cada localización, la Cooperación ♥, la Paranoia ! sobre su límite y la Intriga ✦ de cada personaje; encima, el registro.
tl-help-henchman = Inicio del bucle: dónde está el secuaz («Preparar el bucle»)
tl-help-henchman-where = El formulario de la mente maestra «¿Dónde empieza el secuaz?».
tl-help-step2 = Paso 2: la mente maestra coloca tres cartas boca abajo («Transcurso de un bucle»)
tl-help-step2-where = El formulario de cartas de la mente maestra; los demás ven una carta boca abajo y de quién es.
tl-help-step3 = Paso 3: cada mazo de protagonista coloca una carta, empezando por el del líder
tl-help-step3-where = El formulario de cartas indica qué mazo juega ahora; solo se ofrecen objetivos libres.
tl-help-step4 = Paso 4: se revelan y resuelven las cartas (Impedir movimiento, movimientos, otros impedimentos, el resto)
tl-help-step4-where = Automático; el hilo de la historia cuenta qué cambió. A la mente maestra se le puede preguntar si un cultista ignora «Impedir Intriga».
tl-help-step5 = Paso 5: habilidades de la mente maestra
tl-help-step5-where = La lista de habilidades de la mente maestra y «No usar más habilidades».
tl-help-step6 = Paso 6: habilidades de Cooperación (el líder) y negativas (la mente maestra)
tl-help-step6-where = La lista del líder (solo habilidades con Cooperación suficiente y objetivo válido); «Resolverla» / «Negarla» de la mente maestra.
tl-help-step7 = Paso 7: incidentes (culpable con Paranoia en su límite o más)
tl-help-step7-where = El formulario de incidente de la mente maestra cuando el incidente pide una elección; el hilo de la historia lo anuncia.
tl-help-step8 = Paso 8: la carta de líder pasa al siguiente
tl-help-step8-where = La ♛ del registro.
tl-help-step9 = Paso 9: habilidades de final del día
tl-help-step9-where = La lista de habilidades de la mente maestra («terminar el día»).
tl-help-spiral = La espiral de tiempo entre bucles
tl-help-spiral-where = Los botones del líder «Siguiente bucle» / «Hipótesis final».
tl-help-guess = La Hipótesis final (p. 27)
tl-help-guess-where = El formulario de Hipótesis final del líder: un papel para cada personaje.
tl-help-secrets-title = Qué ve cada asiento
tl-help-secrets = La mente maestra ve la carta privada (tramas, papeles, culpables) en un panel cerrado y la cara de todas las cartas. Protagonistas y espectadores ven la carta pública, el tablero y dónde está cada carta boca abajo y de quién es; cada protagonista ve además la cara de sus propias cartas.
tl-help-scripts-title = Escribir un guion
tl-help-scripts = Los guiones son archivos TOML o JSON con una carta pública y una privada; el validador comprueba cada regla de «Cómo crear un guión» y lista las que no se cumplen.

## Errores de los formularios
err-form-tragedy-looper-card = Esa carta no está en tu mano.
err-form-tragedy-looper-target = Elige como objetivo una localización o un personaje vivo del tablero.
err-form-tragedy-looper-location = Elige una de las cuatro localizaciones: hospital, capilla, centro o escuela.
err-form-tragedy-looper-character = Ese personaje no está en el reparto.
err-form-tragedy-looper-role = Ese papel no está en el escenario trágico.
err-form-tragedy-looper-form = Formulario desconocido.
err-form-tragedy-looper-script-empty = Pega un guion (TOML o JSON) o elige uno incluido.
err-form-tragedy-looper-script-parse = No se puede leer el guion; mira el mensaje junto a él.
err-form-tragedy-looper-script-invalid = El guion incumple reglas de escritura; están listadas junto a él.
err-form-tragedy-looper-script-unknown = Ese guion no está incluido: elige uno de la lista o el tuyo.
err-form-tragedy-looper-protagonists = Una mesa tiene 1, 2 o 3 jugadores protagonistas.

## Errores de las reglas (crate tragedy-looper)
err-tl-ability-step = { $step ->
    [9] Esta habilidad se usa al final del día (paso 9), no en el paso 5.
   *[other] Esta habilidad se usa en el paso 5 (habilidades de la mente maestra), no al final del día.
}
err-tl-ability-used-today = Esta habilidad ya se ha usado hoy (cada una, una vez al día).
err-tl-ability-used-this-loop = Un rumor inquietante ya se ha usado en este bucle (una vez por bucle).
err-tl-ability-plot-missing = La trama que da esta habilidad no está en el guion.
err-tl-ability-user-dead = Un personaje muerto no tiene habilidades.
err-tl-ability-role = Ese personaje no tiene el papel que da esta habilidad.
err-tl-ability-target-dead = El objetivo tiene que ser un personaje vivo.
err-tl-ability-not-here = El objetivo tiene que estar en la localización de quien usa la habilidad.
err-tl-ability-doctor-itself = La habilidad del Médico se usa sobre otro personaje.
err-tl-ability-doctor-unavailable = La habilidad del Médico necesita al Médico vivo, con 2 o más de Cooperación, sin usarla hoy y con un papel que no la niegue siempre.
err-tl-ability-no-key-person = La persona clave tiene que estar en la localización del Asesino con 2 o más de Intriga.
err-tl-ability-tokens = { $role ->
    [loved_one] La persona amada necesita 3 o más de Paranoia y 1 o más de Intriga.
   *[other] El Asesino necesita 4 o más de Intriga.
}
err-tl-ability-last-day = El Viajero del tiempo declara la derrota solo al final del último día (día { $days }).
err-tl-ability-goodwill = El Viajero del tiempo tiene que tener 2 o menos de Cooperación.
err-tl-card-not-in-hand = Esa carta no está en la mano (jugada hoy o apartada en este bucle).
err-tl-card-target = Las cartas van sobre una localización o un personaje vivo del tablero.
err-tl-card-target-taken = Tu bando ya tiene hoy una carta sobre ese objetivo.
err-tl-config-protagonists = Una mesa tiene de 1 a 3 jugadores protagonistas, no { $protagonists }.
err-tl-cultist-absent = Ningún cultista vivo puede ignorar ese «Impedir Intriga».
err-tl-game-not-started = La partida no ha empezado.
err-tl-goodwill-cannot-refuse = Esta habilidad no se puede negar.
err-tl-goodwill-character = Ese personaje no puede usar ahora una habilidad de Cooperación.
err-tl-goodwill-must-refuse = El papel de este personaje obliga a negar las habilidades de Cooperación.
err-tl-goodwill-no-such-ability = Ese personaje no tiene esa habilidad.
err-tl-goodwill-not-enough = No hay Cooperación suficiente: la habilidad necesita { $needed }.
err-tl-goodwill-not-yet = Las habilidades de Cooperación se usan en el paso 6, y las usa el líder.
err-tl-goodwill-target = Ese objetivo no vale para la habilidad.
err-tl-goodwill-used = Esa habilidad ya se ha usado (hoy o en este bucle).
err-tl-guess-already = Ese personaje ya se ha adivinado.
err-tl-guess-not-in-cast = Ese personaje no está en el reparto.
err-tl-incident-choice = Esa elección no vale para { $incident }.
err-tl-informer-subplot = Nombra una trama secundaria del guion distinta de la que nombró el líder.
err-tl-step-wrong-command = Eso no es lo que pide este paso ({ $step }).

## Errores del validador de guiones («Cómo crear un guión»)
err-tl-script-loops-range = { $loops } bucles: un guion tiene de 1 a 8 bucles.
err-tl-script-days-range = { $days } días: un bucle tiene de 1 a 8 días.
err-tl-script-plot-in-set = La trama { $plot } no está en el escenario trágico del guion.
err-tl-script-one-main-plot = { $plot } es una trama secundaria: la trama principal debe ser principal.
err-tl-script-subplot-kind = { $plot } es una trama principal: las secundarias deben ser secundarias.
err-tl-script-subplot-count = { $found } tramas secundarias: este escenario pide exactamente { $expected }.
err-tl-script-plot-once = La trama { $plot } aparece dos veces: cada trama una vez como mucho.
err-tl-script-cast-not-empty = El reparto está vacío: un guion necesita personajes.
err-tl-script-character-once = { $character } está dos veces en el reparto.
err-tl-script-character-exists = { $character } no está en el reparto: papeles y culpables deben ser del reparto.
err-tl-script-one-role-per-character = { $character } tiene dos papeles: un personaje no puede desempeñar dos papeles.
err-tl-script-role-in-set = El papel { $role } no está en el escenario trágico del guion.
err-tl-script-role-required = { $found } personajes son { $role }, menos de los que piden las tramas (de { $min } a { $max }): { $plots }.
err-tl-script-role-allowed = { $found } personajes son { $role }, más de los que permiten las tramas (de { $min } a { $max }): { $plots }.
err-tl-script-role-from-plot = { $found } personajes son { $role }, un papel que ninguna trama del guion trae: dales otro papel.
err-tl-script-role-limit = { $found } personajes son { $role }: su límite máximo es { $limit }.
err-tl-script-sign-with-me-girl = { $character } es la persona clave de ¡Dime que sí! pero no es una chica.
err-tl-script-mystery-boy-role = El chico misterioso es { $role }, un papel que piden las tramas: debe tener otro.
err-tl-script-incident-in-set = El incidente { $incident } no está en el escenario trágico.
err-tl-script-incident-day-range = Un incidente el día { $day }: los días van de 1 a { $days }.
err-tl-script-one-incident-per-day = Dos incidentes el día { $day }: como mucho uno por día.
err-tl-script-culprit-for-incident = El incidente del día { $day } no tiene culpable.
err-tl-script-culprit-has-incident = Un culpable para el día { $day }, que no tiene incidente.
err-tl-script-one-incident-per-culprit = { $character } es culpable de dos incidentes: ningún personaje puede ser culpable de dos.
err-tl-script-entry-range = { $character } entra fuera de los bucles o días del guion.
err-tl-script-boss-turf = El territorio del capo se indica si y solo si el capo está en el reparto.
