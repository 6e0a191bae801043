# fragmentos screens (es). Owned by the fragmentos screens module.

## Tablero
frag-threat = Amenaza
frag-everything-dangerous = Nivel de peligro alcanzado: todo reto y conflicto es peligroso.
frag-danger-costs = Declarar peligroso un reto cuesta 1 punto de amenaza.
frag-protection-on = Protección de guion activa.
frag-protection-off = Sin protección de guion: se acerca el clímax.
frag-scene = Escena
frag-scene-n = Escena { $n }
frag-round = Orden de actuación
frag-round-ended = Todos han actuado en esta ronda.
frag-story-over = La historia ha terminado.
frag-actions = Lo que puedes hacer ahora
frag-challenge = Reto
frag-conflict = Conflicto
frag-danger-safe = No es peligroso.
frag-danger-declared = Peligroso: el director lo declaró.
frag-danger-automatic = Peligroso: la amenaza está en el nivel de peligro.
frag-danger-monster = Peligroso: es un conflicto contra el monstruo.
frag-difficulty = Dificultad
frag-difficulty-hidden = oculta hasta la tirada
frag-side-dice = { $n } dados
frag-traits-accepted = Rasgos aceptados
frag-objects-accepted = Objetos aceptados
frag-not-rolled = aún no ha tirado
frag-value = Valor
frag-omens = { $n ->
    [one] 1 presagio
   *[other] { $n } presagios
}
frag-success = Éxito.
frag-failure = Fallo.
frag-reversed = (revertido por una cualidad)
frag-winner = Vence { $who }.
frag-damage-pending = { $who } perdería { $n } de { $ch }.
frag-kind-main = personaje principal
frag-kind-secondary = personaje secundario
frag-kind-monster = monstruo
frag-incapacitated = incapacitado
frag-out = fuera de la historia
frag-using-totals = usa puntuaciones totales
frag-rested = ha descansado
frag-overcoming = Superación
frag-traits = Rasgos
frag-qualities = Cualidades
frag-objects = Objetos
frag-exhausted = agotada
frag-secret-qualities = Cualidades secretas
frag-notes = Notas
frag-only-director = solo el director
frag-char-n = personaje { $n }
frag-nobody = nadie
frag-ch-action = Acción
frag-ch-cognition = Cognición
frag-ch-interaction = Interacción
frag-q-concept = Concepto
frag-q-milestone = Hito
frag-q-complication = Complicación
frag-q-weakness = Debilidad
frag-q-other = Cualidad

## Acciones
frag-roll-help = { $who } tira { $ch }: { $n } dados.
frag-object = Objeto
frag-no-object = ninguno
frag-roll = Tirar los dados
frag-conclude = La tirada se mantiene: concluir
frag-damage-help = Tu personaje sufre daño: puedes ignorarlo gastando un punto (protección de guion) o aceptarlo.
frag-damage-help-director = Tu personaje sufre daño: puedes ignorarlo gastando amenaza (solo monstruos) o aceptarlo.
frag-protect = Gastar un punto e ignorar el daño
frag-take-damage = Aceptar el daño
frag-end-story = Terminar la historia
frag-end-story-confirm = Sí, la historia termina aquí
frag-start-scene-help = Cualidades de la escena (hitos), una por línea
frag-scene-placeholder = p. ej. Vestíbulo del hotel
frag-start-scene = Empezar escena
frag-end-scene = Terminar la escena
frag-call-challenge = Pedir un reto
frag-call-conflict = Pedir un conflicto
frag-who = Quién
frag-characteristic = Característica
frag-declare-dangerous = Declararlo peligroso (1 punto de amenaza)
frag-accept-traits = Rasgos y objetos que aceptas
frag-call = Pedir
frag-side-n = Parte { $n }
frag-start-round = Empezar una ronda de actuación
frag-reveal-quality = Revelar una cualidad secreta
frag-introduce = Presentar un personaje
frag-name = Nombre
frag-kind = Tipo
frag-secret-weakness = Cualidad secreta (p. ej. su debilidad)
frag-award = Dar un punto de superación
frag-retry-help = Falló el reto: puede intentarlo de nuevo gastando un punto de superación.
frag-retry = Intentarlo de nuevo (1 punto)
frag-act-help = Es su turno en el orden de actuación.
frag-act = Actuar
frag-act-early = Apresurarse y actuar antes (1 punto)
frag-act-again = Apresurarse y actuar otra vez (1 punto)
frag-totals-help = Sacar fuerzas de flaqueza: puntuaciones totales durante esta escena.
frag-use-totals = Usar totales (1 punto)
frag-rest = Descansar
frag-rest-help = No es tan grave como parecía: una escena o elipsis de descanso, 1 punto.
frag-rest-one-each = Un punto en cada característica
frag-rest-two-in = Dos puntos en { $ch }
frag-activate-quality = Activar una cualidad
frag-quality-help = Cuesta un punto de superación (sin puntos, puedes agotar una cualidad de tu personaje).
frag-quality-help-director = Cuesta un punto de amenaza.
frag-quality = Cualidad
frag-effect = Efecto
frag-effect-narrate = un hecho narrativo
frag-effect-reverse = dar la vuelta al resultado
frag-harms-owner = perjudica a su dueño
frag-note = Qué ocurre
frag-activate = Activar

## Probabilidades
frag-composer = Probabilidades antes de tirar
frag-consider-totals = Usar totales (+{ $n } dados, 1 punto)
frag-against = Contra { $who }: { $n } dados, +{ $bonus }.
frag-guess-difficulty = Dificultad supuesta (la real se revela tras la tirada)
frag-odds-loading = calculando…
frag-odds-too-many = Como mucho { $max } dados.
frag-odds-against = Contra una dificultad de { $d } (igualar o superar).
frag-odds-conflict = Empate { $tie } % ({ $rule }).
frag-tie-mine = el empate es tuyo
frag-tie-theirs = el empate es suyo
frag-tie-reroll = el empate se repite
frag-odds-omen = Al menos un presagio: { $p } %.
frag-odds-threat = La amenaza sube (presagios ≥ la mitad de { $threat }): { $p } %.

## Preparación
frag-setup-intro = Cada jugador describe su personaje principal (asiento 1, 2…); el reglamento no fija un reparto de puntos, así que el formulario aplica los límites de las reglas: características de 1 a 10, rasgos de +1 a +10, objetos de 1 a 3 dados.
frag-setup-main = Personaje principal { $n } (asiento { $n })
frag-setup-name-help = El asiento 1 juega este personaje.
frag-setup-name-optional = Opcional: déjalo vacío si no hay ese jugador.
frag-setup-characteristics = Características (1 a 10)
frag-setup-characteristics-help = Acción para lo físico, cognición para lo mental, interacción para el trato con otros.
frag-setup-traits = Rasgos (+1 a +10)
frag-setup-trait-name = Rasgo
frag-setup-bonus = Bonificación
frag-setup-traits-help = Si un rasgo viene al caso, su bonificación se suma al resultado (solo el mayor).
frag-setup-qualities-help = Elementos descriptivos sin números que se pueden activar durante el juego.
frag-setup-object-name = Objeto
frag-setup-object-dice = Dados extra
frag-setup-objects-help = Un objeto adecuado añade de 1 a 3 dados a la tirada.
frag-setup-director = La parte del director
frag-setup-director-help = Solo el director ve sus notas y las cualidades secretas de sus personajes.
frag-setup-threat = Amenaza inicial
frag-setup-overcoming = Superación inicial por personaje
frag-setup-danger-level = Nivel de peligro
frag-setup-pools-help = El reglamento: mucha superación, poca amenaza al empezar; desde el nivel 8 todo es peligroso y acaba la protección de guion.
frag-setup-awards = El director puede dar puntos de superación (regla opcional)
frag-setup-other = Personaje del director { $n }

## Errores de formulario
err-form-fragmentos-number = Escribe números enteros.
err-form-fragmentos-characteristic = Elige acción, cognición o interacción.
err-form-fragmentos-pick = Un rasgo u objeto elegido no es válido.
err-form-fragmentos-name = Escribe el nombre del personaje.
err-form-fragmentos-quality = Elige una cualidad en juego.

## Errores de reglas
err-fragmentos-award-disabled = Las reglas de esta mesa no permiten al director dar puntos de superación.
err-fragmentos-award-not-main = Los puntos de superación son solo para personajes principales que siguen en la historia.
err-fragmentos-challenge-difficulty = La dificultad es como mucho 100.
err-fragmentos-character-incapacitated = Ese personaje está incapacitado (una característica a 0) y no puede participar.
err-fragmentos-character-not-yours = Ese personaje no es tuyo: cada jugador actúa solo por el suyo.
err-fragmentos-character-out = Ese personaje está fuera de la historia.
err-fragmentos-character-unknown = Ese personaje no existe en esta historia.
err-fragmentos-config-characteristic-range = { $character }: una característica vale de 1 a 10, no { $value }.
err-fragmentos-config-main-kind = Un personaje principal debe ser de tipo principal.
err-fragmentos-config-main-secrets = Solo los personajes del director tienen notas o cualidades secretas.
err-fragmentos-config-name-missing = Cada personaje necesita un nombre.
err-fragmentos-config-object-dice = { $character }: un objeto da de 1 a 3 dados.
err-fragmentos-config-other-kind = Los personajes del director son secundarios o monstruos.
err-fragmentos-config-players = Una historia tiene de 1 a 12 personajes principales, no { $count }.
err-fragmentos-config-level = Las reservas iniciales y los niveles de amenaza van de 0 a 100, no { $value }.
err-fragmentos-config-rerolls = Como mucho se permiten 100 repeticiones por empate.
err-fragmentos-config-too-many = Una historia tiene como mucho 200 personajes.
err-fragmentos-config-trait-range = { $character }: un rasgo da de +1 a +10.
err-fragmentos-conflict-sides = Un conflicto tiene exactamente dos partes, dos personajes distintos.
err-fragmentos-damage-none = No hay daño pendiente para ese personaje.
err-fragmentos-director-only = Solo el director puede hacer eso.
err-fragmentos-hurry-act-again = Solo se actúa otra vez una vez por ronda, después de haber actuado.
err-fragmentos-hurry-disabled = Las reglas de esta mesa no permiten esa forma de apresurarse.
err-fragmentos-hurry-pointless = No hace falta apresurarse para actuar antes.
err-fragmentos-not-started = La historia no está preparada.
err-fragmentos-object-not-accepted = El director no aceptó el objeto { $object } para esta tirada.
err-fragmentos-object-unknown = Ese personaje no tiene el objeto { $object }.
err-fragmentos-overcoming-none = No quedan puntos de superación que gastar.
err-fragmentos-quality-already-reversed = Este resultado ya se revirtió una vez.
err-fragmentos-quality-exhausted = Esa cualidad está agotada para el resto de la historia.
err-fragmentos-quality-harm-target = Solo perjudicar a un personaje principal con una cualidad suya le da un punto.
err-fragmentos-quality-no-overcoming = Sin puntos de superación solo puedes activar una cualidad de tu personaje, agotándola.
err-fragmentos-quality-no-reverse = Las reglas de esta mesa no permiten que las cualidades reviertan resultados.
err-fragmentos-quality-no-secret = No existe la cualidad secreta { $index }.
err-fragmentos-quality-no-winner = El conflicto no tiene un vencedor que revertir.
err-fragmentos-quality-not-at-stake = Un jugador activa cualidades solo mientras un reto o conflicto en juego afecta a su personaje.
err-fragmentos-quality-not-failed = Un jugador solo revierte su propio fallo.
err-fragmentos-quality-not-in-play = Ese personaje está fuera de la historia: sus cualidades ya no están en juego.
err-fragmentos-quality-nothing-to-reverse = Una cualidad revierte el resultado de una tirada resuelta: no hay ninguna esperando.
err-fragmentos-quality-unknown = No existe la cualidad { $index }.
err-fragmentos-rest-already = Ya descansó en esta escena o elipsis.
err-fragmentos-rest-nothing = No hay nada que recuperar así: las puntuaciones están en sus totales.
err-fragmentos-retry-nothing = No hay un reto fallido que intentar de nuevo.
err-fragmentos-roll-already = Ya ha tirado.
err-fragmentos-roll-none = Ningún reto o conflicto espera dados.
err-fragmentos-roll-not-in-it = Ese personaje no participa en esta tirada.
err-fragmentos-roll-not-resolved = Ningún reto o conflicto resuelto espera a concluirse.
err-fragmentos-roll-open = Hay un reto o conflicto en juego: termínalo primero.
err-fragmentos-round-already-acted = Ya actuó en esta ronda: todos actúan antes de que nadie repita (o apresúrate).
err-fragmentos-round-duplicate = Un personaje aparece dos veces.
err-fragmentos-round-empty = Una ronda necesita al menos un personaje.
err-fragmentos-round-none = No hay una ronda de actuación en juego.
err-fragmentos-round-not-in-it = Ese personaje no participa en esta ronda.
err-fragmentos-round-not-yet = Debe esperar: primero el monstruo, luego los principales y después los secundarios (o apresurarse).
err-fragmentos-scene-none = No hay ninguna escena en juego.
err-fragmentos-scene-open = Ya hay una escena en juego: termínala primero.
err-fragmentos-threat-none = El director no tiene puntos de amenaza que gastar.
err-fragmentos-totals-already = Ya usa puntuaciones totales en esta escena.
err-fragmentos-totals-no-scene = Las puntuaciones totales se usan durante una escena: no hay ninguna en juego.
err-fragmentos-trait-unknown = Ese personaje no tiene el rasgo { $trait }.

## Palabras de los sucesos
frag-word-characteristic-action = acción
frag-word-characteristic-cognition = cognición
frag-word-characteristic-interaction = interacción
frag-word-danger-safe = no peligroso
frag-word-danger-declared = peligroso (declarado)
frag-word-danger-automatic = peligroso (nivel de amenaza)
frag-word-danger-monster = peligroso (contra el monstruo)
frag-word-reason-danger-declared = declarar un peligro
frag-word-reason-retry = volver a intentarlo
frag-word-reason-totals = puntuaciones totales
frag-word-reason-rest = descanso
frag-word-reason-protection = protección
frag-word-reason-hurry = apresurarse
frag-word-reason-quality = activar una cualidad
frag-word-reason-character-left = un personaje salió de la historia
frag-word-reason-award = premio del director
frag-word-kind-main = personaje principal
frag-word-kind-secondary = personaje secundario
frag-word-kind-monster = monstruo
frag-word-effect-reverse = revertir el resultado
frag-word-effect-narrate = un hecho narrativo
frag-word-pool-threat = la amenaza
frag-word-pool-overcoming = la superación de { $who }
frag-word-pool-none = ninguna parte

## Sucesos
frag-ev-story-started = Empieza la historia: { $names }; amenaza { $threat }.
frag-ev-scene-started = Empieza la escena { $number }: { $qualities }.
frag-ev-scene-ended = Termina la escena { $number }.
frag-ev-character-introduced = Entra en la historia { $name } ({ $kind }).
frag-ev-quality-revealed = Se revela una cualidad de { $character }: { $text }.
frag-ev-point-moved = Un punto pasa de { $from } a { $to } ({ $reason }).
frag-ev-challenge-called = Reto de { $characteristic } para { $character }, { $danger }; dificultad: { $difficulty }.
frag-ev-conflict-called = Conflicto: { $sides }, { $danger }.
frag-ev-rolled = { $character } tira { $faces }: { $value } + { $bonus } = { $total }; presagios: { $omens }.
frag-ev-threat-rose = Los presagios ({ $omens }) hacen subir la amenaza a { $level }.
frag-ev-challenge-resolved = Dificultad { $difficulty } contra { $total }: { $success ->
    [yes] éxito
   *[no] fallo
}.
frag-ev-conflict-resolved = Vence { $winner }.
frag-ev-quality-activated = Se activa una cualidad ({ $effect }){ $exhausted ->
    [yes] , agotándola
   *[no] {""}
}: { $note }
frag-ev-outcome-reversed = Una cualidad da la vuelta al resultado.
frag-ev-damage-pending = { $character } perdería { $amount } de { $characteristic }.
frag-ev-damage-ignored = { $character } ignora el daño.
frag-ev-characteristic-lost = { $character } pierde { $amount } de { $characteristic } (queda en { $current }).
frag-ev-incapacitated = { $character } queda incapacitado: { $meaning }.
frag-ev-left-the-story = { $character } sale de la historia.
frag-ev-roll-closed = La tirada se cierra.
frag-ev-totals-used = { $character } usa sus puntuaciones totales esta escena.
frag-ev-rested = { $character } descansa y se recupera.
frag-ev-round-started = Ronda de actuación: { $characters }.
frag-ev-acted = Actúa { $character }.
frag-ev-round-ended = Todos han actuado.
frag-ev-story-ended = Termina la historia: { $reason }.

## Ayuda
frag-help-intro = Las personas cuentan la historia; la mesa lleva cada número. Cada regla del reglamento y dónde está en la página:
frag-help-rule = Regla
frag-help-section = Apartado del reglamento
frag-help-where = En pantalla
frag-help-setup = Personajes
frag-help-setup-section = Características, rasgos, cualidades, objetos
frag-help-setup-where = El formulario «abrir una mesa»: un bloque por personaje principal y la parte del director (sus personajes con notas y cualidades secretas, amenaza y superación iniciales).
frag-help-scene = Escenas
frag-help-scene-section = Cualidades de los escenarios (hitos)
frag-help-scene-where = El director empieza y termina escenas con sus cualidades; se muestran sobre la tirada.
frag-help-challenge = Retos
frag-help-challenge-section = Retos: dados = característica, el mayor más uno por repetición, más el mejor rasgo
frag-help-challenge-where = El director pide el reto (dificultad oculta); el jugador tira desde su formulario; la dificultad se revela tras la tirada.
frag-help-odds = Probabilidades
frag-help-odds-section = Retos y conflictos
frag-help-odds-where = Bajo el botón de tirar: probabilidad exacta de éxito (contra la dificultad supuesta o conocida, o contra el rival), la gráfica y la de presagios.
frag-help-omens = Presagios
frag-help-omens-section = Presagios: cada 1; si llegan a la mitad de la amenaza, sube un punto
frag-help-omens-where = Los unos de cada tirada van marcados; el indicador de amenaza arriba.
frag-help-danger = Peligro
frag-help-danger-section = Retos y conflictos peligrosos; nivel 8
frag-help-danger-where = Casilla «declararlo peligroso» del director; el recuadro de la tirada dice si es peligrosa y por qué.
frag-help-damage = Daño
frag-help-damage-section = Perder un punto, más uno por presagio; 0 incapacita, menos de 0 saca de la historia
frag-help-damage-where = Botones para ignorar o aceptar el daño; la hoja muestra actual/total.
frag-help-protection = Protección de guion
frag-help-protection-section = Protección de guion
frag-help-protection-where = Indicador junto a la amenaza.
frag-help-conflict = Conflictos
frag-help-conflict-section = Conflictos: empate a favor del principal
frag-help-conflict-where = El director elige las dos partes; cada una tira desde su página.
frag-help-qualities = Cualidades
frag-help-qualities-section = Activar cualidades
frag-help-qualities-where = «Activar una cualidad» en tus acciones, con su efecto.
frag-help-points = Superación y amenaza
frag-help-points-section = Puntos de superación y amenaza
frag-help-points-where = Volver a intentarlo, totales, descanso: botones en tus acciones; los puntos en cada hoja.
frag-help-order = Orden de actuación
frag-help-order-section = Orden de actuación; apresurarse
frag-help-order-where = El recuadro de la ronda y los botones de actuar.
frag-help-secrets = Lo que queda en secreto
frag-help-secrets-section = La dificultad; los secretos del director
frag-help-secrets-where = La dificultad, las notas y las cualidades secretas solo llegan a la página del director hasta revelarse.
frag-help-rulings = Donde el texto del reglamento está cortado, Tablón aplica una lectura y la dice en el formulario o en el mensaje de error del paso.

## Las tiradas, como las nombran la página de dados y las copias
frag-roll-challenge = desafío de { $characteristic } de { $character }
frag-roll-conflict = { $character } en un conflicto, con { $characteristic }
frag-roll-throw = tirada de { $character }
frag-roll-reroll = { $what }, desempate { $n }
frag-roll-reading = { $value } + { $bonus } = { $total }; presagios: { $omens }
