# forty-four screens (es). Owned by the forty-four screens module.

## Tablero
f44-director = El Director
f44-section-44 = Sección 44
f44-seat-n = asiento { $n }
f44-countdown = Cuenta atrás
f44-resistance = Dados de Resistencia
f44-menace = Dados de Amenaza
f44-step = Paso
f44-order = Orden de escenas
f44-scene-of = Escena de
f44-opponent = Oponente
f44-conflict = Conflicto
f44-ready = listo
f44-no-quality-yet = aún no ha elegido Cualidad
f44-bond = Vínculo
f44-bonds = Vínculos
f44-anxiety = Ansiedad
f44-anxieties = Ansiedades
f44-assist = Ayuda
f44-agent = Agente
f44-agents = Agentes
f44-secret = Secreto
f44-secrets = Secretos
f44-operative = Operativo
f44-control = Control
f44-program = Programa
f44-extra-dice = Dados extra
f44-dice = dados
f44-remove = se quitan los más altos:
f44-removed = Quitados (los dados más altos)
f44-result = Resultado
f44-won-main = Gana { $who }; la Sección 44 sufre { $stress } de Estrés.
f44-won-conspiracy = Gana { $who }; el bando principal sufre { $stress } de Estrés.
f44-end-roll = Fin del turno: Resistencia contra Amenaza
f44-last-roll = Hora Cero: la Última Tirada
f44-end-won-resistance = Gana la Resistencia: cada personaje principal gana un punto.
f44-end-won-menace = Gana la Amenaza: la Sección 44 crece.
f44-reserve = Reserva
f44-ticker = Teletipo
f44-ticker-who = ¿A quién reemplazaron?
f44-ticker-what = ¿Qué pasó?
f44-ticker-where = ¿Dónde estaba tu personaje?
f44-ticker-now = ¿Qué hará ahora?
f44-last-used = usada en la última tirada: no disponible en la siguiente
f44-hidden = oculto
f44-only-you-see = Solo la Sección 44 ve lo marcado como oculto.
f44-no-secrets-known = aún no se ha revelado ningún Secreto
f44-fates = Destinos
f44-fate-survived = sobrevive
f44-fate-replaced = reemplazado
f44-quality-resolve = Determinación
f44-quality-contact = Contactos
f44-quality-material = Material

## Pasos
f44-phase-not-started = sin empezar
f44-phase-order = eligiendo el orden de escenas
f44-phase-opponent = el Operativo elige oponente
f44-phase-framing = encuadre de la escena (tres detalles)
f44-phase-preparing = conflicto: reuniendo dados
f44-phase-improving = conflicto: dados de Reserva sobre los resultados
f44-phase-resolving = conflicto: consecuencias
f44-phase-end-preparing = fin del turno: antes de la tirada
f44-phase-end-improving = fin del turno: dados de Reserva sobre los resultados
f44-phase-gains = puntos por ganar
f44-phase-epilogue = Hora Cero: últimos dados de Reserva
f44-phase-over = la partida ha terminado

## Acciones
f44-actions = Lo que puedes hacer ahora
f44-set-order-help = Ganaste la tirada de orden: fija el orden de las escenas de esta Cuenta atrás.
f44-set-order = Fijar el orden
f44-choose-opponent = Elige el personaje principal al que se enfrenta tu Operativo:
f44-add-detail = Detalle { $n } de 3 de la escena
f44-detail-placeholder = p. ej. es de noche y llueve a cántaros
f44-add = Añadir
f44-gather-help = Reúne tus dados para el conflicto (cada elección se declara al momento):
f44-assist-with = Ayudar con
f44-enlist = Implicar
f44-trigger = Activar
f44-activate = Activar
f44-reveal = Revelar
f44-join-operative = Ayudar al Operativo con mi Control
f44-pile-resistance-help = Da dados de Resistencia del montón a un bando.
f44-pile-menace-help = Da dados de Amenaza del montón a un bando.
f44-how-many = Cuántos
f44-add-dice = Añadir dados
f44-give-help = Da dados de Reserva como dados extra a la tirada de otro jugador (uso 2 de la Reserva).
f44-give = Dar
f44-side = Bando
f44-side-main = el del personaje principal
f44-side-conspiracy = el de la Sección 44
f44-ready-roll = Listo: se tira cuando ambos bandos lo estén
f44-ready-decide = Terminé con la Reserva: comparar resultados
f44-done = Hecho
f44-improve-help = Uso 1 de la Reserva: sustituye el resultado de tu bando por un dado de Reserva y/o suma +1 por cada dado igual al resultado.
f44-replace-with = Sustituir el resultado por
f44-boost-with = Mejorar con
f44-improve = Mejorar el resultado
f44-none = ninguno
f44-confirm = Confirmar
f44-bond-order-help = { $stress } de Estrés: ordena los Vínculos implicados que lo reciben primero.
f44-become-operative-help = Tu personaje es reemplazado y pasa a ser un Operativo: reparte { $sum } puntos entre Control y Programa.
f44-allocate-help = La Sección 44 sufre { $stress } de Estrés: ordena los Agentes activados que lo reciben y luego lo que se resta de Control y Programa.
f44-off-control = Restar de Control
f44-off-program = Restar de Programa
f44-take-help = Toma dados quitados para tu Reserva (caben { $limit }).
f44-take = Tomar
f44-discard = Descartar de tu Reserva
f44-helpers-order = Orden en que eligen después quienes te ayudaron:
f44-grow-help = La conspiración crece: añade un punto.
f44-gain-help = Añade un punto a tu hoja.
f44-point-to = Punto para
f44-new-agent = un Agente nuevo (a 1)
f44-new-secret = un Secreto nuevo (a 1)
f44-new-bond = un Vínculo nuevo (a 1)
f44-new-anxiety = una Ansiedad nueva (a 1)
f44-new-name = Nombre (si es algo nuevo)
f44-new-name-help = solo si elegiste algo nuevo
f44-to-resistance-help = Convierte dados de Reserva en dados de Resistencia antes de la tirada (uso 3 de la Reserva).
f44-to-menace-help = Convierte dados de Reserva en dados de Amenaza antes de la tirada (uso 3 de la Reserva).
f44-to-pile = Añadir al montón
f44-spend = Gastar dados de Reserva en una puntuación
f44-spend-help = Dados de un mismo valor, +1 por cada dado extra: 4 o más para un punto de Vínculo o de Agente, 6 para un punto de Cualidad, Control o Programa (p. 29).
f44-spend-button = Gastar

## Probabilidades
f44-composer = Probabilidades antes de tirar
f44-composer-help = Los dados declarados hasta ahora; marca lo que piensas añadir para ver la probabilidad exacta de que gane el personaje principal (los empates son de la Sección 44).
f44-consider-quality = Cualidad a usar
f44-consider-traits = Vínculos y Ansiedades
f44-consider-conspiracy = Agentes y Secretos
f44-consider-extra-main = Dados extra, bando principal
f44-consider-extra-con = Dados extra, Sección 44
f44-odds-loading = calculando…
f44-odds-too-many = Como mucho { $max } dados por bando.
f44-odds-summary = Bando principal { $main } dados (se quitan los { $mainRemove } más altos) contra { $con } (se quitan los { $conRemove } más altos). Barras: la diferencia, que es el Estrés de quien pierde; un empate ({ $tie } %) es derrota sin Estrés.

## Preparación
f44-setup-intro = Cada jugador crea un personaje principal siguiendo el reglamento (p. 7-9); deja vacío el nombre de los que no se usen. El Director escribe dos Secretos (p. 11), que los jugadores no verán hasta que se revelen.
f44-setup-character = Personaje principal { $n } (asiento { $n })
f44-setup-name = Nombre
f44-setup-name-help = El asiento 1 juega este personaje.
f44-setup-name-optional = Opcional: déjalo vacío si no hay ese jugador.
f44-setup-concept = Paso 1: concepto
f44-setup-ticker = Paso 2: el Teletipo
f44-setup-ticker-help = Quien fue reemplazado pasa a ser uno de los primeros Agentes del Director.
f44-setup-qualities = Paso 3: Cualidades (6 puntos, cada una de 1 a 4)
f44-setup-qualities-help = Determinación limita tus Ansiedades, Contactos tus Vínculos y ayudantes, Material tu Reserva.
f44-setup-bonds = Paso 4: Vínculos (3 puntos, como mucho tantos Vínculos como Contactos)
f44-setup-bonds-help = Personas que le importan a tu personaje, cada una con 1 o más.
f44-setup-bond-name = Vínculo
f44-setup-anxieties = Paso 5: Ansiedades (4 puntos, como mucho tantas como Determinación)
f44-setup-anxieties-help = Miedos y debilidades, cada una con 1 o más.
f44-setup-anxiety-name = Ansiedad
f44-setup-rating = Puntuación
f44-setup-points = puntos asignados
f44-setup-director = Los Secretos del Director
f44-setup-director-help = Dos Secretos a 2 (p. 11). Solo el Director (y luego los Operativos) los verán.
f44-setup-secret = Secreto { $n }

## Errores de formulario
err-form-44-number = Escribe números enteros (0 o más).
err-form-44-side = Elige un bando: el del personaje principal o el de la Sección 44.
err-form-44-split = Elige cuánto va al Control y cuánto al Programa.
err-form-44-name = Escribe el nombre del nuevo Vínculo, Ansiedad, Agente o Secreto.
err-form-44-target = Eso no es algo que puedas mejorar.
err-form-44-setup-number = Las puntuaciones son números enteros.

## Errores de reglas
err-44-agent-already-active = Ese Agente ya está activado.
err-44-agent-not-in-conflict = Solo el Director (o el Operativo cuya escena es) activa Agentes.
err-44-agent-unknown = No hay tal Agente en la lista.
err-44-anxiety-already-triggered = Esa Ansiedad ya está activada.
err-44-anxiety-not-in-conflict = Solo el personaje principal en conflicto y quienes le ayudan activan Ansiedades.
err-44-anxiety-unknown = Tu personaje no tiene esa Ansiedad.
err-44-assist-already = Ya ayudas en este conflicto.
err-44-assist-not-main = Solo los personajes principales ayudan a los personajes principales.
err-44-assist-quality-below-countdown = Para ayudar, usa una Cualidad igual o mayor que la Cuenta atrás; esta vale { $rating }.
err-44-assist-self = No puedes ayudar en tu propio conflicto.
err-44-assist-too-many = El personaje principal en conflicto puede tener como mucho { $max } ayudantes (su puntuación de Contactos).
err-44-bond-already-enlisted = Ese Vínculo ya está implicado.
err-44-bond-not-in-conflict = Solo el personaje principal en conflicto implica Vínculos (los ayudantes no, p. 27).
err-44-bond-unknown = Tu personaje no tiene ese Vínculo.
err-44-conflict-already-ready = Ya dijiste que estás listo.
err-44-game-not-started = La partida aún no está preparada.
err-44-operative-assist-not-operative = Solo otro Operativo puede ayudar al Operativo.
err-44-operative-assist-not-operative-scene = Los Operativos solo ayudan en la escena de otro Operativo.
err-44-operative-control-over-countdown = El Control de un Operativo que ayuda debe ser igual o menor que la Cuenta atrás.
err-44-operative-opponent-not-main = El oponente de un Operativo debe ser un personaje principal.
err-44-operative-program-limit = Agentes activados más Operativos que ayudan no pueden superar tu Programa ({ $program }).
err-44-operative-split = Control y Programa deben sumar lo que suman tus Cualidades ({ $sum }).
err-44-order-not-every-player = El orden de escenas debe incluir cada asiento de jugador exactamente una vez.
err-44-pile-not-enough = Puedes añadir de 1 a { $available } dados del montón.
err-44-quality-already-chosen = Ya se eligió una Cualidad para este conflicto.
err-44-quality-missing = Elige una Cualidad antes de tirar.
err-44-quality-not-in-conflict = Solo el personaje principal en conflicto elige Cualidad.
err-44-quality-twice-in-a-row = No puedes usar una Cualidad dos veces seguidas (p. 15): elige otra.
err-44-reserve-boost-mismatch = Los dados que mejoran deben ser iguales al valor del que se lee el resultado ({ $face }).
err-44-reserve-give-to-self = Los dados de Reserva se dan a la tirada de otro jugador, no a la tuya.
err-44-reserve-helper-order = Quedan dados: nombra a cada ayudante una vez, en el orden en que eligen dados de Reserva.
err-44-reserve-limit = Tu Reserva admite como mucho { $limit } dados.
err-44-reserve-missing = Esos dados no están en tu Reserva.
err-44-reserve-mixed = Los dados que se gastan juntos deben mostrar el mismo valor.
err-44-reserve-no-order = Nadie más elige entre estos dados: deja el orden vacío.
err-44-reserve-none = Indica al menos un dado de Reserva.
err-44-reserve-not-removed = Solo puedes tomar dados quitados de la tirada de tu bando.
err-44-reserve-not-your-roll = Solo quienes tiran en un bando mejoran su resultado.
err-44-reserve-pile-only-at-end = Los dados de Reserva pasan a ser de Resistencia o Amenaza solo al final de un turno, antes de su tirada.
err-44-reserve-too-low = Eso necesita un valor de { $need }; estos dados valen { $value }.
err-44-reserve-wrong-target = Los personajes principales mejoran Cualidades y Vínculos; el Director y los Operativos su propio Control, Programa y Agentes.
err-44-secret-already-revealed = Ese Secreto ya está revelado en este conflicto.
err-44-secret-not-in-conflict = Solo el Director, o el Operativo cuya escena es y quienes le ayudan, revelan Secretos.
err-44-secret-unknown = No existe ese Secreto.
err-44-setup-players = Una partida necesita de 1 a 12 personajes principales, uno por jugador (p. 7), no { $count }: pon nombre al menos a uno.
err-44-setup-points = { $character } reparte { $points } puntos entre { $what ->
    [bond] los Vínculos: reparte exactamente 3 (paso 4, p. 9).
   *[other] las Ansiedades: reparte exactamente 4 (paso 5, p. 9).
}
err-44-setup-quality-below-one = { $character }: cada Cualidad debe valer al menos 1 (paso 3, p. 8).
err-44-setup-quality-points = { $character } reparte { $points } puntos entre las Cualidades: reparte exactamente 6 puntos, cada una al menos 1 (paso 3, p. 8).
err-44-setup-rating-below-one = Cada { $what ->
    [bond] Vínculo
   *[other] Ansiedad
} necesita una puntuación de al menos 1 (p. 9).
err-44-setup-secrets = El Director crea exactamente 2 Secretos (p. 11), no { $count }.
err-44-setup-too-many = { $character } tiene { $count } { $what ->
    [bond] Vínculos, pero puede tener como mucho { $max }, su puntuación de Contactos (paso 4, p. 9).
   *[other] Ansiedades, pero puede tener como mucho { $max }, su puntuación de Determinación (paso 5, p. 9).
}
err-44-step-already-done = Ya terminaste este paso.
err-44-step-wrong = Eso no es posible ahora.
err-44-stress-agent-order = Indica cada Agente activado una vez, en el orden en que reciben el Estrés.
err-44-stress-bond-order = Indica cada Vínculo implicado una vez, en el orden en que reciben el Estrés.
err-44-stress-must-take = Sobran { $left } de Estrés con Control y Programa por encima de 0: réstalo de Control o de Programa.
err-44-stress-too-much = Tras los Agentes quedan { $remaining } de Estrés: no restes más que eso de Control y Programa.
err-44-text-empty = Escribe unas palabras: está vacío.
err-44-turn-not-yours = Aquí no es tu turno.
err-44-zero-hour-quality-only = En la Hora Cero el punto va a una Cualidad.

## Palabras dentro de los sucesos
f44-word-quality-resolve = Determinación
f44-word-quality-contact = Contactos
f44-word-quality-material = Material
f44-word-side-main = el bando principal
f44-word-side-conspiracy = la Sección 44
f44-word-winner-main = el bando principal
f44-word-winner-conspiracy = la Sección 44
f44-word-pile-resistance = Resistencia
f44-word-pile-menace = Amenaza
f44-word-rating-control = Control
f44-word-rating-program = Programa
f44-word-fate-survived = sobrevive
f44-word-fate-replaced = reemplazado
f44-word-reason-set-up = preparación
f44-word-reason-used-in-conflict = usados en un conflicto
f44-word-reason-conflict-won = ganado con Ansiedades o Secretos en juego
f44-word-reason-stress = Estrés
f44-word-reason-stress-overflow = Estrés más allá de las puntuaciones de la Sección 44
f44-word-reason-reserve = dados de Reserva
f44-word-reason-end-roll = tirados al final del turno
f44-word-reason-end-roll-won = la diferencia ganada al final del turno
f44-word-phase-not-started = sin empezar
f44-word-phase-choosing-order = eligiendo el orden de escenas
f44-word-phase-choosing-opponent = eligiendo oponente
f44-word-phase-framing = encuadre de la escena
f44-word-phase-preparing = reuniendo dados
f44-word-phase-improving = dados de Reserva sobre los resultados
f44-word-phase-resolving = consecuencias
f44-word-phase-end-preparing = fin del turno
f44-word-phase-end-improving = dados de Reserva sobre los resultados del fin de turno
f44-word-phase-gains = puntos por ganar
f44-word-phase-epilogue = epílogo
f44-word-phase-over = el final

## Sucesos
f44-ev-game-started = Empieza la partida: Cuenta atrás { $countdown }, Control { $control } y Programa { $program } del Director.
f44-ev-agent-added = La Sección 44 tiene un Agente nuevo: { $name } ({ $rating }).
f44-ev-secret-added = La Sección 44 guarda un Secreto nuevo: { $text } ({ $rating }).
f44-ev-agent-rated = La puntuación de un Agente es ahora { $rating }.
f44-ev-agent-deactivated = Un Agente ha sido eliminado.
f44-ev-secret-rated = La puntuación de un Secreto es ahora { $rating }.
f44-ev-conspiracy-shared = { $seat } comparte ahora los Agentes y Secretos de la Sección 44.
f44-ev-pile-changed = Dados de { $pile }: { $to } ({ $reason }).
f44-ev-order-rolled = Cuenta atrás { $countdown }: tirada de orden { $rolls }; { $chooser } fija el orden.
f44-ev-scene-order-set = Orden de escenas: { $seats }.
f44-ev-scene-began = Empieza la escena de { $seat }.
f44-ev-opponent-chosen = El Operativo se enfrenta a { $opponent }.
f44-ev-detail-added = { $by }: «{ $text }».
f44-ev-conflict-began = Conflicto: { $main } contra { $conspirator }.
f44-ev-quality-chosen = { $seat } usa { $quality } ({ $dice } dados).
f44-ev-bond-enlisted = { $seat } implica un Vínculo ({ $dice } dados).
f44-ev-anxiety-triggered = Se activa una Ansiedad de { $seat }: se quitan los { $rating } dados más altos.
f44-ev-assist-joined = { $seat } ayuda con { $quality } ({ $dice } dados).
f44-ev-agent-activated = La Sección 44 activa a { $name } ({ $rating } dados).
f44-ev-secret-revealed = Se revela un Secreto: { $text } (quita los { $rating } dados más altos).
f44-ev-operative-joined = { $seat } ayuda al Operativo ({ $dice } dados).
f44-ev-extra-dice-added = { $by } añade { $count ->
        [one] un dado
       *[other] { $count } dados
    } { $side ->
        [main] al { -fortyfour-main-side }
       *[conspiracy] a { -fortyfour-section-44 }
    }.
f44-ev-reserve-changed = Reserva de { $holder }: { $dice }.
f44-ev-side-ready = { $side ->
        [main] { -fortyfour-main-side(cap: "yes") }
       *[conspiracy] { -fortyfour-section-44(cap: "yes") }
    }: { $ready ->
    [yes] listo
   *[no] no listo
}.
f44-ev-conflict-rolled = Se tiran los dados: bando principal { $main_kept } (quitados { $main_removed }) = { $main_value }; Sección 44 { $conspiracy_kept } (quitados { $conspiracy_removed }) = { $conspiracy_value }.
f44-ev-result-improved = { $by } usa dados de Reserva: el resultado { $side ->
        [main] del { -fortyfour-main-side }
       *[conspiracy] de { -fortyfour-section-44 }
    } es ahora { $result }.
f44-ev-conflict-decided = Gana { $winner }, { $main } contra { $conspiracy }: { $stress } de Estrés.
f44-ev-bond-rated = El Vínculo «{ $name }» de { $seat } vale ahora { $rating }.
f44-ev-bond-became-agent = Se pierde el Vínculo «{ $name }» de { $seat }: ahora es un Agente de la Sección 44.
f44-ev-anxiety-rated = La Ansiedad «{ $name }» de { $seat } vale ahora { $rating }.
f44-ev-quality-rated = { $quality } de { $seat } vale ahora { $rating }.
f44-ev-conspiracy-rated = { $rating } de { $seat } vale ahora { $value }.
f44-ev-character-replaced = { $seat } es reemplazado por la Sección 44; { $stress } de Estrés pasa a dados de Amenaza.
f44-ev-removed-dice-taken = Dados quitados que pasan a la Reserva: { $dice }.
f44-ev-operative-created = { $seat } pasa a ser un Operativo: Control { $control }, Programa { $program }.
f44-ev-phase-entered = Ahora: { $phase }.
f44-ev-passed = { $seat } ha terminado.
f44-ev-end-roll-began = { $zero_hour ->
    [yes] Hora Cero: la Última Tirada.
   *[no] Fin del turno: Resistencia contra Amenaza.
}
f44-ev-end-rolled = Resistencia { $resistance_kept } = { $resistance_value }; Amenaza { $menace_kept } = { $menace_value }.
f44-ev-end-decided = Gana { $winner } la tirada de fin de turno, { $resistance } contra { $menace }.
f44-ev-gain-owed = Puntos pendientes: { $seats }.
f44-ev-countdown-changed = La Cuenta atrás está ahora en { $countdown }.
f44-ev-game-ended = Termina la partida: { $fates }.

## Ayuda
f44-help-intro = Las personas narran; la mesa lleva cada número. Cada paso del reglamento y dónde está en la página de la mesa:
f44-help-step = Paso del reglamento
f44-help-page = Página
f44-help-page-ref = pág. { $pages }
f44-help-where = En pantalla
f44-help-setup = Personajes principales y Secretos
f44-help-setup-where = El formulario «abrir una mesa»: un bloque por personaje principal (concepto, Teletipo, Cualidades, Vínculos, Ansiedades con sus presupuestos) y los dos Secretos del Director.
f44-help-order = Orden de escenas
f44-help-order-where = Quien gana la tirada de orden recibe un formulario para fijarlo; la barra de orden muestra de quién es la escena.
f44-help-framing = Detalles de la escena
f44-help-framing-where = Tres detalles por turnos: el formulario aparece a quien añade el siguiente.
f44-help-gather = Reunir dados
f44-help-gather-where = El recuadro del conflicto muestra los dados de ambos bandos; los botones declaran Cualidades, Vínculos, Ansiedades, ayudas, Agentes y Secretos; los formularios añaden dados del montón o de Reserva; «Listo» tira.
f44-help-odds = Probabilidades antes de tirar
f44-help-odds-where = El compositor bajo el conflicto: marca lo que podrías añadir y lee la probabilidad exacta y las barras de Estrés.
f44-help-improve = Dados de Reserva sobre los resultados
f44-help-improve-where = Tras la tirada, sustituye o mejora el resultado de tu bando y luego «Hecho».
f44-help-stress = Estrés
f44-help-stress-where = Formularios para ordenar Vínculos, repartir Estrés entre Agentes, Control y Programa, y pasar a ser Operativo.
f44-help-reserve = Reserva
f44-help-reserve-where = Toma dados quitados tras un conflicto; gasta dados de Reserva en puntuaciones en cualquier momento desde tus acciones.
f44-help-end = Fin del turno
f44-help-end-where = Dados de Reserva a los montones, «Hecho», la tirada de Resistencia contra Amenaza y los puntos ganados.
f44-help-zero = Hora Cero
f44-help-zero-where = La Última Tirada y los destinos arriba de la página.
f44-help-operative = Operativos
f44-help-operative-where = La hoja de un personaje reemplazado muestra Control y Programa; su jugador pasa a ver el lado de la Sección 44.
f44-help-secrets = Lo que queda en secreto
f44-help-secrets-where = Los Secretos y los Agentes que crea el Director solo aparecen en la página del Director (y de los Operativos) hasta que se revelan o activan en un conflicto.
f44-help-rulings = Donde el reglamento es ambiguo, Tablón aplica una lectura y la dice en el formulario o en el mensaje de error del paso.

## Las tiradas, como las nombran la página de dados y las copias
f44-roll-conflict-main = conflicto contra { $opponent }, { $quality }
f44-roll-conflict-main-plain = conflicto contra { $opponent }
f44-roll-conflict-conspiracy = conflicto contra { $main }
f44-roll-order = tirada de orden
f44-roll-order-round = tirada de orden, desempate { $round }
f44-roll-resistance = dados de Resistencia al final del turno
f44-roll-menace = dados de Amenaza al final del turno
f44-roll-reading = quedan { $kept }, quitados { $removed }: { $value }
f44-roll-reading-kept = quedan { $kept }: { $value }
f44-roll-step = Cuenta atrás { $countdown }
