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
tl-gw-boy_student-1 = quita 1 { -looper-paranoia } a otro estudiante de aquí
tl-gw-girl_student-1 = quita 1 { -looper-paranoia } a otro estudiante de aquí
tl-gw-rich_mans_daughter-1 = en la escuela o el centro, pon 1 { -looper-goodwill } a un personaje de aquí
tl-gw-class_rep-1 = el { -looper-leader } recupera una de sus cartas de «solo una vez por { -looper-loop }» apartadas
tl-gw-mystery_boy-1 = revela su propio papel (no se puede negar)
tl-gw-shrine_maiden-1 = en la capilla, quita 1 { -looper-intrigue } de la capilla
tl-gw-shrine_maiden-2 = revela el papel de un personaje de aquí
tl-gw-alien-1 = mata a otro personaje de aquí
tl-gw-alien-2 = devuelve a la vida un cadáver de aquí
tl-gw-godly_being-1 = revela el { -looper-culprit } de un { -looper-incident } programado
tl-gw-godly_being-2 = quita 1 { -looper-intrigue } de su localización o de un personaje de aquí
tl-gw-police_officer-1 = revela el { -looper-culprit } de un { -looper-incident } ocurrido en este { -looper-loop }
tl-gw-police_officer-2 = pon un marcador de protección a otro personaje de aquí
tl-gw-office_worker-1 = revela su propio papel
tl-gw-informer-1 = nombra una { -looper-subplot }; { -looper-the-mastermind } nombra otra del { -looper-script }
tl-gw-pop_idol-1 = quita 1 { -looper-paranoia } a otro personaje de aquí
tl-gw-pop_idol-2 = pon 1 { -looper-goodwill } a otro personaje de aquí
tl-gw-journalist-1 = pon 1 { -looper-paranoia } a cualquier otro personaje
tl-gw-journalist-2 = pon 1 { -looper-intrigue } en su localización o en un personaje de aquí
tl-gw-boss-1 = revela el papel de un personaje de su territorio
tl-gw-doctor-1 = pon o quita 1 { -looper-paranoia } a otro personaje de aquí
tl-gw-doctor-2 = el paciente puede salir del hospital en este { -looper-loop }
tl-gw-nurse-1 = quita 1 { -looper-paranoia } a un personaje de aquí en pánico (no se puede negar)
tl-gw-henchman-1 = no puede desencadenar { -looper-incident(count: "other") } en este { -looper-loop }

## Papeles
tl-role-person = { -looper-extra(cap: "yes") }
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
tl-plot-a_hideous_script = Un { -looper-script } terrible
tl-plot-circle_of_friends = Círculo de amigos
tl-plot-a_love_affair = Un asunto amoroso
tl-plot-paranoia_virus = { -looper-paranoia } contagiosa
tl-plot-hidden_monster = El monstruo oculto
tl-plot-threads_of_fate = Hilos del destino
tl-plot-unknown_factor = Incógnita sin despejar

## Incidentes
tl-incident-murder = Asesinato
tl-incident-suicide = Suicidio
tl-incident-distant_murder = Asesinato remoto
tl-incident-spreading = Propagación
tl-incident-increasing_unease = Inquietud creciente
tl-incident-hospital_incident = { -looper-incident(cap: "yes") } hospitalario
tl-incident-missing_person = Persona desaparecida
tl-incident-foul_evil = Maldad perversa
tl-incident-butterfly_effect = Efecto mariposa

## Tablero, cartas, fichas
tl-loc-hospital = Hospital
tl-loc-shrine = Capilla
tl-loc-city = Centro
tl-loc-school = Escuela
# Las localizaciones dentro de una frase, con su artículo («sobre el Hospital», «se mueve al Centro»).
tl-loc-the-hospital = el Hospital
tl-loc-the-shrine = la Capilla
tl-loc-the-city = el Centro
tl-loc-the-school = la Escuela
tl-card-paranoia_plus1 = { -looper-paranoia } +1
tl-card-paranoia_minus1 = { -looper-paranoia } −1
tl-card-forbid_paranoia = Impedir { -looper-paranoia }
tl-card-goodwill_plus1 = { -looper-goodwill } +1
tl-card-goodwill_plus2 = { -looper-goodwill } +2
tl-card-forbid_goodwill = Impedir { -looper-goodwill }
tl-card-intrigue_plus1 = { -looper-intrigue } +1
tl-card-intrigue_plus2 = { -looper-intrigue } +2
tl-card-forbid_intrigue = Impedir { -looper-intrigue }
tl-card-move_vertical = Movimiento vertical
tl-card-move_horizontal = Movimiento horizontal
tl-card-move_diagonal = Movimiento diagonal
tl-card-forbid_movement = Impedir movimiento
tl-token-goodwill = { -looper-goodwill }
tl-token-paranoia = { -looper-paranoia }
tl-token-intrigue = { -looper-intrigue }
tl-set-first_steps = Primeros pasos
tl-set-basic_tragedy = Tragedia básica
tl-difficulty-easy = fácil
tl-difficulty-normal = normal
tl-difficulty-hard = difícil
tl-deck-mastermind = { -looper-mastermind(cap: "yes") }
# El mazo de la mente maestra al empezar una frase («La mente maestra coloca…»).
tl-deck-the-mastermind = { -looper-the-mastermind(cap: "yes") }
tl-deck-protagonist = { -looper-protagonist(cap: "yes") } { $letter }
tl-target-incident = el { -looper-incident } del día { $day }
tl-target-paranoia-add = +1 { -looper-paranoia } a { $character }
tl-target-paranoia-remove = −1 { -looper-paranoia } a { $character }

## Pasos del día («Transcurso de un bucle»)
tl-phase-not-started = sin empezar
tl-phase-henchman = inicio del { -looper-loop }: { -looper-the-mastermind } coloca al secuaz
tl-phase-mastermind-cards = 2. { -looper-the-mastermind } coloca cartas
tl-phase-protagonist-cards = 3. { -looper-the-protagonists } colocan cartas
tl-phase-forbid-intrigue = 4. resolución de cartas: un cultista puede ignorar «Impedir { -looper-intrigue }»
tl-phase-mastermind-abilities = 5. habilidades de { -looper-the-mastermind }
tl-phase-goodwill = 6. habilidades de { -looper-goodwill }
tl-phase-goodwill-answer = 6. { -looper-the-mastermind } responde a una habilidad de { -looper-goodwill }
tl-phase-informer = 6. { -looper-the-mastermind } nombra una { -looper-subplot } (confidente)
tl-phase-incident = 7. { -looper-incident(count: "other") }: decisiones de { -looper-the-mastermind }
tl-phase-day-end = 9. final del día
tl-phase-time-spiral = { -looper-time-spiral }
tl-phase-final-guess = { -looper-final-guess }
tl-phase-game-over = partida terminada

## Registro y tablero
tl-tracker = Registro
tl-loop = { -looper-loop(cap: "yes") }
tl-day = Día
tl-day-n = Día { $day }
tl-losses = { -looper-loop(count: "other", cap: "yes") } perdidos
tl-leader = { -looper-leader(cap: "yes") }
tl-step = Paso
tl-winner-mastermind = Gana { -looper-the-mastermind }.
tl-winner-protagonists = Ganan { -looper-the-protagonists }.
tl-schedule = { -looper-incident(count: "other", cap: "yes") } programados
tl-schedule-none = No hay { -looper-incident(count: "other") } programados.
tl-culprit = { -looper-culprit }
tl-boss-turf = Territorio del capo
tl-turf = territorio
tl-patient-free = El paciente puede salir del hospital en este { -looper-loop }.
tl-henchman-calm = El secuaz no puede desencadenar { -looper-incident(count: "other") } en este { -looper-loop }.
tl-named-subplots = { -looper-subplot(count: "other", cap: "yes") } nombradas por { -looper-the-mastermind }
tl-special-rules = Reglas especiales
tl-mastermind = { -looper-mastermind(cap: "yes") }
tl-protagonists = { -looper-protagonist(count: "other", cap: "yes") }
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
tl-once-per-loop = solo una vez por { -looper-loop }
tl-set-aside = usada en este { -looper-loop }
tl-on-board-now = en el tablero
tl-set-aside-all = Apartadas en este { -looper-loop }
tl-private = Tu carta privada
tl-private-help = Solo tú, { -looper-the-mastermind }, ves este panel.
tl-revealed = El { -looper-script }, al descubierto
tl-revealed-help = La partida ha terminado: la carta privada de { -looper-the-mastermind }, para todos.
tl-guessed-right = acertado en la hipótesis final
tl-loops-title = Cómo fue cada { -looper-loop }
tl-loops-lost = { -looper-loop(cap: "yes") } { $loop }: perdido
tl-loops-held = { -looper-loop(cap: "yes") } { $loop }: { -looper-the-protagonists } resistieron
tl-loops-unfinished = { -looper-loop(cap: "yes") } { $loop }: sin terminar
tl-loops-incident-by = Día { $day }: { $incident } ({ -looper-culprit }: { $who })
tl-loops-deaths = { $count ->
    [one] Murió
   *[other] Murieron
} { $who }.
tl-loops-cause = Detrás: { $why }
tl-loops-cause-times = Detrás: { $why } ({ $count } veces)
tl-loops-quiet = En este { -looper-loop } no pasó nada.
tl-main-plot = { -looper-main-plot(cap: "yes") }
tl-subplots = { -looper-subplot(count: "other", cap: "yes") }
tl-roles = Papeles
tl-culprits = { -looper-culprit(count: "other", cap: "yes") }

## Acciones
tl-actions = Tus acciones
tl-hint-mastermind-cards = Coloca tus tres cartas boca abajo, de una en una, cada una en un objetivo distinto.
tl-hint-protagonist-cards = Coloca boca abajo una carta del mazo indicado abajo.
tl-hint-goodwill = Como { -looper-leader } puedes usar habilidades de { -looper-goodwill } de los personajes que tengan suficiente, y luego terminar el paso.
tl-place-card = Coloca una carta boca abajo: { $deck }
tl-card = Carta
tl-target = Sobre
tl-locations = Localizaciones
tl-characters = Personajes
tl-card-on-target = Carta y objetivo
tl-card-help = Solo se ofrecen cartas que aún están en tu mano y objetivos libres; los demás ven dónde está, no qué es.
tl-place = Colocar
tl-henchman-where = ¿Dónde empieza el secuaz este { -looper-loop }?
tl-cultist-question = Un «Impedir { -looper-intrigue }» bloquea una carta de { -looper-intrigue }. ¿Lo ignora un cultista?
tl-cultist-ignore = Ignorarlo (cultista)
tl-cultist-respect = Dejarlo
tl-abilities = Habilidades que puedes usar
tl-use = Usar
tl-end-abilities = No usar más habilidades: seguir
tl-end-day-abilities = No usar más habilidades: terminar el día
tl-goodwill-abilities = Habilidades de { -looper-goodwill }
tl-gw-short = Coop.
tl-end-goodwill = No usar más habilidades de { -looper-goodwill }
tl-answer-question = El { -looper-leader } usa:
tl-answer-resolve = Resolverla
tl-answer-refuse = Negarla («no pasa nada»)
tl-no-other-subplot = Ninguna otra { -looper-subplot }
tl-name-subplot = Nombra una { -looper-subplot }
tl-informer-question = El { -looper-leader } ha nombrado { $plot }. Nombra otra { -looper-subplot } del { -looper-script }:
tl-name = Nombrarla
tl-incident-question = Ocurre { $incident }: elige su efecto
tl-resolve = Resolver
tl-spiral-question = { -looper-time-spiral(cap: "yes") }: jugar otro { -looper-loop } o pasar a la { -looper-final-guess } (después no habrá más { -looper-loop(count: "other") }).
tl-next-loop = Siguiente { -looper-loop }
tl-start-final-guess = { -looper-final-guess }
tl-final-guess = { -looper-final-guess }
tl-final-guess-help = Nombra el papel de cada personaje; con un solo fallo gana { -looper-the-mastermind }.
tl-guess = Proponer
tl-ab-brain = { $who } (cerebro): 1 { -looper-intrigue } en { $target }
tl-ab-theorist = { $who } (conspiranoico): 1 { -looper-paranoia } a { $target }
tl-ab-rumor = Un rumor inquietante: 1 { -looper-intrigue } en { $target }
tl-ab-doctor-add = Médico: 1 { -looper-paranoia } a { $target }
tl-ab-doctor-remove = Médico: quitar 1 { -looper-paranoia } a { $target }
tl-ab-kill-key-person = { $who } (asesino): matar a la persona clave
tl-ab-kill-protagonists = { $who }: matar a { -looper-the-protagonists }
tl-ab-declare-defeat = { $who } (viajero del tiempo): declarar la derrota de { -looper-the-protagonists }
tl-choice-victim = muere { $who }
tl-choice-spread = quitar 2 { -looper-goodwill } a { $from } y dar 2 a { $to }
tl-choice-unease = 2 { -looper-paranoia } a { $paranoia }, 1 { -looper-intrigue } a { $intrigue }
tl-choice-destination = el { -looper-culprit } va a { $where }
tl-choice-butterfly = 1 { $token } a { $who }

## Preparación
tl-setup-intro = Elige un { -looper-script }: { -looper-the-protagonists } solo verán su carta pública. Quien crea la mesa es { -looper-the-mastermind } si ocupa el asiento 0.
tl-setup-script = { -looper-script(cap: "yes") }
tl-setup-loops-days = { $loops ->
        [one] 1 { -looper-loop }
       *[other] { $loops } { -looper-loop(count: "other") }
    } × { $days ->
        [one] 1 día
       *[other] { $days } días
    }, { $characters } personajes
tl-setup-custom = Mi propio { -looper-script } (TOML o JSON)
tl-setup-custom-text = Pega tu { -looper-script }
tl-setup-custom-help = El formato es el del ejemplo del cuadro (TOML, o el mismo { -looper-script } en JSON); se comprueban todas las reglas de escritura y aquí se listan las que no se cumplen.
tl-setup-upload = …o léelo de un archivo
tl-setup-invalid = El { -looper-script } incumple estas reglas de escritura:
tl-setup-parse-error = No se puede leer el { -looper-script }: { $message }
tl-setup-protagonists = Jugadores { -looper-protagonist(count: "other") }
tl-setup-protagonists-1 = 1 (lleva los tres mazos de { -looper-protagonist })
tl-setup-protagonists-2 = 2 (el { -looper-leader } lleva dos mazos)
tl-setup-protagonists-3 = 3 (un mazo cada uno)
tl-setup-seats = El asiento 0 es { -looper-the-mastermind }; los asientos 1 a 3, { -looper-the-protagonists }; el 1 es el primer { -looper-leader }.

## Sucesos (mensajes del sistema)
tl-ev-game-started = Empieza el { -looper-script } «{ $title }»: { $protagonists ->
        [one] un jugador { -looper-protagonist }
       *[other] { $protagonists } jugadores { -looper-protagonist(count: "other") }
    }, { $loops ->
        [one] un { -looper-loop }
       *[other] { $loops } { -looper-loop(count: "other") }
    }.
tl-ev-loop-started = Empieza el { -looper-loop } { $loop }.
tl-ev-board-reset = Se prepara el tablero: fuera fichas, todos vivos, las cartas vuelven a la mano.
tl-ev-character-placed = { $who } está en { $where }.
tl-ev-day-started = Empieza el día { $day }.
tl-ev-leader-changed = La carta de { -looper-leader } pasa al siguiente.
tl-ev-card-placed = { $deck } coloca una carta boca abajo sobre { $target }.
tl-ev-card-placed-face = { $deck } coloca { $card } boca abajo sobre { $target }.
tl-ev-card-placed-by = { $who } ({ $deck }) coloca una carta boca abajo sobre { $target }.
tl-ev-card-placed-face-by = { $who } ({ $deck }) coloca { $card } boca abajo sobre { $target }.
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
tl-ev-protagonists-died = { -looper-the-protagonists(cap: "yes") } mueren.
tl-ev-secretly = (solo lo ves tú) Motivo: { $why }.
tl-ev-goodwill-declared = El { -looper-leader } usa la habilidad de { $who }: { $ability } → { $target }.
tl-ev-goodwill-declared-untargeted = El { -looper-leader } usa la habilidad de { $who }: { $ability }.
tl-ev-goodwill-refused = Habilidad de { $who }: no pasa nada.
tl-ev-role-revealed = { $who } es { $role }.
tl-ev-culprit-revealed = El { -looper-culprit } del { -looper-incident } del día { $day } es { $who }.
tl-ev-subplot-named = { -looper-the-mastermind(cap: "yes") } nombra una { -looper-subplot } del { -looper-script }: { $plot }.
tl-ev-subplot-none = { -looper-the-mastermind(cap: "yes") } no nombra otra { -looper-subplot }: no la hay.
tl-ev-incident = { -looper-incident(cap: "yes") } el día { $day }: ¡{ $incident }!
tl-ev-no-incident = No hay { -looper-incident(count: "other") } el día { $day }.
tl-ev-nothing = No ha pasado nada.
tl-ev-loop-ended-last-day = El { -looper-loop } termina tras su último día.
tl-ev-loop-ended-died = El { -looper-loop } termina: { -looper-the-protagonists } han muerto.
tl-ev-loop-ended-early = El { -looper-loop } termina antes de tiempo.
tl-ev-loop-lost = { -looper-the-protagonists(cap: "yes") } pierden el { -looper-loop } { $loop }.
tl-ev-loop-won = { -looper-the-protagonists(cap: "yes") } superan el { -looper-loop } { $loop }.
tl-ev-phase = Paso: { $step }.
tl-ev-final-guess = Empieza la { -looper-final-guess }.
tl-ev-guess-right = { $who } es { $role }: acierto.
tl-ev-guess-wrong = { $who } no es { $role }.
tl-cause-key-person = ha muerto { $who }, la persona clave
tl-cause-serial-killer = { $who } es el asesino en serie
tl-cause-heartbroken = { $who } ha perdido a su amor
tl-cause-cultist = un cultista ha ignorado «Impedir { -looper-intrigue }»
tl-cause-threads = Hilos del destino
tl-cause-plot-loss = la condición de derrota de { $plot }

## Ayuda
tl-help-intro = Una { -looper-mastermind }, que conoce todo el { -looper-script }, contra uno a tres { -looper-protagonist(count: "other") }, que solo ven su carta pública y deben impedir la tragedia a lo largo de varios { -looper-loop(count: "other") } de los mismos días. Esta página relaciona cada parte del manual («Regreso a la tragedia») con la pantalla.
tl-help-day-title = Un { -looper-loop }, paso a paso
tl-help-rule = Manual
tl-help-screen = En la pantalla
tl-help-setup = Preparar la partida y elegir { -looper-script } («Preparativos», «Qué nos muestra la carta de guión»)
tl-help-setup-where = El formulario de mesa nueva: un { -looper-script } incluido o el tuyo, y de 1 a 3 jugadores { -looper-protagonist(count: "other") }.
tl-help-board = El tablero: localizaciones, personajes, fichas, límites de { -looper-paranoia }, cadáveres («Componentes», «Fichas»)
tl-help-board-where = El tablero 2×2 (hospital, capilla, centro, escuela), la { -looper-intrigue } de cada localización, la { -looper-goodwill } ♥, la { -looper-paranoia } ! sobre su límite y la { -looper-intrigue } ✦ de cada personaje; encima, el registro.
tl-help-henchman = Inicio del { -looper-loop }: dónde está el secuaz («Preparar el { -looper-loop }»)
tl-help-henchman-where = El formulario de { -looper-the-mastermind } «¿Dónde empieza el secuaz?».
tl-help-step2 = Paso 2: { -looper-the-mastermind } coloca tres cartas boca abajo («Transcurso de un { -looper-loop }»)
tl-help-step2-where = El formulario de cartas de { -looper-the-mastermind }; los demás ven una carta boca abajo y de quién es.
tl-help-step3 = Paso 3: cada mazo de { -looper-protagonist } coloca una carta, empezando por el del { -looper-leader }
tl-help-step3-where = El formulario de cartas indica qué mazo juega ahora; solo se ofrecen objetivos libres.
tl-help-step4 = Paso 4: se revelan y resuelven las cartas (Impedir movimiento, movimientos, otros impedimentos, el resto)
tl-help-step4-where = Automático; el hilo de la historia cuenta qué cambió. A { -looper-the-mastermind } se le puede preguntar si un cultista ignora «Impedir { -looper-intrigue }».
tl-help-step5 = Paso 5: habilidades de { -looper-the-mastermind }
tl-help-step5-where = La lista de habilidades de { -looper-the-mastermind } y «No usar más habilidades».
tl-help-step6 = Paso 6: habilidades de { -looper-goodwill } (el { -looper-leader }) y negativas ({ -looper-the-mastermind })
tl-help-step6-where = La lista del { -looper-leader } (solo habilidades con { -looper-goodwill } suficiente y objetivo válido); «Resolverla» / «Negarla» de { -looper-the-mastermind }.
tl-help-step7 = Paso 7: { -looper-incident(count: "other") } ({ -looper-culprit } con { -looper-paranoia } en su límite o más)
tl-help-step7-where = El formulario de { -looper-incident } de { -looper-the-mastermind } cuando el { -looper-incident } pide una elección; el hilo de la historia lo anuncia.
tl-help-step8 = Paso 8: la carta de { -looper-leader } pasa al siguiente
tl-help-step8-where = La ♛ del registro.
tl-help-step9 = Paso 9: habilidades de final del día
tl-help-step9-where = La lista de habilidades de { -looper-the-mastermind } («terminar el día»).
tl-help-spiral = La { -looper-time-spiral } entre { -looper-loop(count: "other") }
tl-help-spiral-where = Los botones del { -looper-leader } «Siguiente { -looper-loop }» / «{ -looper-final-guess }».
tl-help-guess = La { -looper-final-guess } (p. 27)
tl-help-guess-where = El formulario de { -looper-final-guess } del { -looper-leader }: un papel para cada personaje.
tl-help-secrets-title = Qué ve cada asiento
tl-help-secrets = { -looper-the-mastermind(cap: "yes") } ve la carta privada ({ -looper-plot(count: "other") }, papeles, { -looper-culprit(count: "other") }) en un panel cerrado y la cara de todas las cartas. { -looper-protagonist(count: "other", cap: "yes") } y espectadores ven la carta pública, el tablero y dónde está cada carta boca abajo y de quién es; cada { -looper-protagonist } ve además la cara de sus propias cartas.
tl-help-scripts-title = Escribir un { -looper-script }
tl-help-scripts = Los { -looper-script(count: "other") } son archivos TOML o JSON con una carta pública y una privada; el validador comprueba cada regla de «Cómo crear un guión» y lista las que no se cumplen.

## Errores de los formularios
err-form-tragedy-looper-card = Esa carta no está en tu mano.
err-form-tragedy-looper-target = Elige como objetivo una localización o un personaje vivo del tablero.
err-form-tragedy-looper-location = Elige una de las cuatro localizaciones: hospital, capilla, centro o escuela.
err-form-tragedy-looper-character = Ese personaje no está en el reparto.
err-form-tragedy-looper-role = Ese papel no está en el escenario trágico.
err-form-tragedy-looper-form = Formulario desconocido.
err-form-tragedy-looper-script-empty = Pega un { -looper-script } (TOML o JSON) o elige uno incluido.
err-form-tragedy-looper-script-parse = No se puede leer el { -looper-script }; mira el mensaje junto a él.
err-form-tragedy-looper-script-invalid = El { -looper-script } incumple reglas de escritura; están listadas junto a él.
err-form-tragedy-looper-script-unknown = Ese { -looper-script } no está incluido: elige uno de la lista o el tuyo.
err-form-tragedy-looper-protagonists = Una mesa tiene 1, 2 o 3 jugadores { -looper-protagonist(count: "other") }.

## Errores de las reglas (crate tragedy-looper)
err-tl-ability-step = { $step ->
    [9] Esta habilidad se usa al final del día (paso 9), no en el paso 5.
   *[other] Esta habilidad se usa en el paso 5 (habilidades de { -looper-the-mastermind }), no al final del día.
}
err-tl-ability-used-today = Esta habilidad ya se ha usado hoy (cada una, una vez al día).
err-tl-ability-used-this-loop = Un rumor inquietante ya se ha usado en este { -looper-loop } (una vez por { -looper-loop }).
err-tl-ability-plot-missing = La { -looper-plot } que da esta habilidad no está en el { -looper-script }.
err-tl-ability-user-dead = Un personaje muerto no tiene habilidades.
err-tl-ability-role = Ese personaje no tiene el papel que da esta habilidad.
err-tl-ability-target-dead = El objetivo tiene que ser un personaje vivo.
err-tl-ability-not-here = El objetivo tiene que estar en la localización de quien usa la habilidad.
err-tl-ability-doctor-itself = La habilidad del Médico se usa sobre otro personaje.
err-tl-ability-doctor-unavailable = La habilidad del Médico necesita al Médico vivo, con 2 o más de { -looper-goodwill }, sin usarla hoy y con un papel que no la niegue siempre.
err-tl-ability-no-key-person = La persona clave tiene que estar en la localización del Asesino con 2 o más de { -looper-intrigue }.
err-tl-ability-tokens = { $role ->
    [loved_one] La persona amada necesita 3 o más de { -looper-paranoia } y 1 o más de { -looper-intrigue }.
   *[other] El Asesino necesita 4 o más de { -looper-intrigue }.
}
err-tl-ability-last-day = El Viajero del tiempo declara la derrota solo al final del último día (día { $days }).
err-tl-ability-goodwill = El Viajero del tiempo tiene que tener 2 o menos de { -looper-goodwill }.
err-tl-card-not-in-hand = Esa carta no está en la mano (jugada hoy o apartada en este { -looper-loop }).
err-tl-card-target = Las cartas van sobre una localización o un personaje vivo del tablero.
err-tl-card-target-taken = Tu bando ya tiene hoy una carta sobre ese objetivo.
err-tl-config-protagonists = Una mesa tiene de 1 a 3 jugadores { -looper-protagonist(count: "other") }, no { $protagonists }.
err-tl-cultist-absent = Ningún cultista vivo puede ignorar ese «Impedir { -looper-intrigue }».
err-tl-game-not-started = La partida no ha empezado.
err-tl-goodwill-cannot-refuse = Esta habilidad no se puede negar.
err-tl-goodwill-character = Ese personaje no puede usar ahora una habilidad de { -looper-goodwill }.
err-tl-goodwill-must-refuse = El papel de este personaje obliga a negar las habilidades de { -looper-goodwill }.
err-tl-goodwill-no-such-ability = Ese personaje no tiene esa habilidad.
err-tl-goodwill-not-enough = No hay { -looper-goodwill } suficiente: la habilidad necesita { $needed }.
err-tl-goodwill-not-yet = Las habilidades de { -looper-goodwill } se usan en el paso 6, y las usa el { -looper-leader }.
err-tl-goodwill-target = Ese objetivo no vale para la habilidad.
err-tl-goodwill-used = Esa habilidad ya se ha usado (hoy o en este { -looper-loop }).
err-tl-guess-already = Ese personaje ya se ha adivinado.
err-tl-guess-not-in-cast = Ese personaje no está en el reparto.
err-tl-incident-choice = Esa elección no vale para { $incident }.
err-tl-informer-subplot = Nombra una { -looper-subplot } del { -looper-script } distinta de la que nombró el { -looper-leader }.
err-tl-step-wrong-command = Eso no es lo que pide este paso ({ $step }).

## Errores del validador de guiones («Cómo crear un guión»)
err-tl-script-loops-range = { $loops } { -looper-loop(count: "other") }: un { -looper-script } tiene de 1 a 8 { -looper-loop(count: "other") }.
err-tl-script-days-range = { $days ->
        [one] 1 día
       *[other] { $days } días
    }: un { -looper-loop } tiene de 1 a 8 días.
err-tl-script-plot-in-set = La { -looper-plot } { $plot } no está en el escenario trágico del { -looper-script }.
err-tl-script-one-main-plot = { $plot } es una { -looper-subplot }: la { -looper-main-plot } debe ser principal.
err-tl-script-subplot-kind = { $plot } es una { -looper-main-plot }: las secundarias deben ser secundarias.
err-tl-script-subplot-count = { $found } { -looper-subplot(count: "other") }: este escenario pide exactamente { $expected }.
err-tl-script-plot-once = La { -looper-plot } { $plot } aparece dos veces: cada { -looper-plot } una vez como mucho.
err-tl-script-cast-not-empty = El reparto está vacío: un { -looper-script } necesita personajes.
err-tl-script-character-once = { $character } está dos veces en el reparto.
err-tl-script-character-exists = { $character } no está en el reparto: papeles y { -looper-culprit(count: "other") } deben ser del reparto.
err-tl-script-one-role-per-character = { $character } tiene dos papeles: un personaje no puede desempeñar dos papeles.
err-tl-script-role-in-set = El papel { $role } no está en el escenario trágico del { -looper-script }.
err-tl-script-role-required = { $found } personajes son { $role }, menos de los que piden las { -looper-plot(count: "other") } (de { $min } a { $max }): { $plots }.
err-tl-script-role-allowed = { $found } personajes son { $role }, más de los que permiten las { -looper-plot(count: "other") } (de { $min } a { $max }): { $plots }.
err-tl-script-role-from-plot = { $found } personajes son { $role }, un papel que ninguna { -looper-plot } del { -looper-script } trae: dales otro papel.
err-tl-script-role-limit = { $found } personajes son { $role }: su límite máximo es { $limit }.
err-tl-script-sign-with-me-girl = { $character } es la persona clave de ¡Dime que sí! pero no es una chica.
err-tl-script-mystery-boy-role = El chico misterioso es { $role }, un papel que piden las { -looper-plot(count: "other") }: debe tener otro.
err-tl-script-incident-in-set = El { -looper-incident } { $incident } no está en el escenario trágico.
err-tl-script-incident-day-range = Un { -looper-incident } el día { $day }: los días van de 1 a { $days }.
err-tl-script-one-incident-per-day = Dos { -looper-incident(count: "other") } el día { $day }: como mucho uno por día.
err-tl-script-culprit-for-incident = El { -looper-incident } del día { $day } no tiene { -looper-culprit }.
err-tl-script-culprit-has-incident = Un { -looper-culprit } para el día { $day }, que no tiene { -looper-incident }.
err-tl-script-one-incident-per-culprit = { $character } es { -looper-culprit } de dos { -looper-incident(count: "other") }: ningún personaje puede ser { -looper-culprit } de dos.
err-tl-script-entry-range = { $character } entra fuera de los { -looper-loop(count: "other") } o días del { -looper-script }.
err-tl-script-boss-turf = El territorio del capo se indica si y solo si el capo está en el reparto.
