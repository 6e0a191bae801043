# fragmentos screens (es). Owned by the fragmentos screens module.

## Tablero
frag-threat = { -fragmentos-threat(cap: "yes") }
frag-everything-dangerous = Nivel de peligro alcanzado: todo { -fragmentos-challenge } y { -fragmentos-conflict } es peligroso.
frag-danger-costs = Declarar peligroso un { -fragmentos-challenge } cuesta 1 punto de { -fragmentos-threat }.
frag-protection-on = { -fragmentos-script-protection(cap: "yes") } activa.
frag-protection-off = Sin { -fragmentos-script-protection }: se acerca el clímax.
frag-scene = Escena
frag-scene-n = Escena { $n }
frag-round = Orden de actuación
frag-round-ended = Todos han actuado en esta ronda.
frag-actions = Lo que puedes hacer ahora
frag-challenge = { -fragmentos-challenge(cap: "yes") }
frag-conflict = { -fragmentos-conflict(cap: "yes") }
frag-danger-safe = No es peligroso.
frag-danger-declared = Peligroso: { $gender ->
        [feminine] { -fragmentos-the-director(gender: "feminine") }
        [masculine] { -fragmentos-the-director(gender: "masculine") }
       *[other] { -fragmentos-the-director(gender: "neutral") }
    } lo declaró.
frag-danger-automatic = Peligroso: la { -fragmentos-threat } está en el nivel de peligro.
frag-danger-monster = Peligroso: es un { -fragmentos-conflict } contra el monstruo.
frag-difficulty = { -fragmentos-difficulty(cap: "yes") }
frag-difficulty-hidden = oculta hasta la tirada
frag-side-dice = { $n ->
        [one] 1 dado
       *[other] { $n } dados
    }
frag-traits-accepted = { -fragmentos-trait(count: "other", cap: "yes") } aceptados
frag-objects-accepted = Objetos aceptados
frag-not-rolled = aún no ha tirado
frag-value = Valor
frag-omens = { $n ->
    [one] 1 { -fragmentos-omen }
   *[other] { $n } { -fragmentos-omen(count: "other") }
}
frag-success = Éxito.
frag-failure = Fallo.
frag-reversed = (revertido por una { -fragmentos-quality })
frag-winner = Vence { $who }.
frag-damage-pending = { $who } perdería { $n } de { $ch }.
frag-kind-main = personaje principal
frag-kind-secondary = personaje secundario
frag-kind-monster = monstruo
# $gender: el de quien ocupa el asiento del personaje principal ("feminine", "masculine"); "neutral"
# si ninguno o si es un personaje del director.
frag-incapacitated = { $gender ->
        [feminine] incapacitada
        [masculine] incapacitado
       *[other] sin poder actuar
    }
frag-out = fuera de la historia
frag-using-totals = usa puntuaciones totales
frag-rested = ha descansado
frag-overcoming = { -fragmentos-overcoming(cap: "yes") }
frag-traits = { -fragmentos-trait(count: "other", cap: "yes") }
frag-qualities = { -fragmentos-quality(count: "other", cap: "yes") }
frag-objects = Objetos
frag-exhausted = agotada
frag-secret-qualities = { -fragmentos-quality(count: "other", cap: "yes") } secretas
frag-notes = Notas
frag-only-director = solo { $gender ->
        [feminine] { -fragmentos-the-director(gender: "feminine") }
        [masculine] { -fragmentos-the-director(gender: "masculine") }
       *[other] { -fragmentos-the-director(gender: "neutral") }
    }
frag-char-n = personaje { $n }
frag-nobody = nadie
frag-ch-action = Acción
frag-ch-cognition = Cognición
frag-ch-interaction = Interacción
frag-q-concept = Concepto
frag-q-milestone = Hito
frag-q-complication = Complicación
frag-q-weakness = Debilidad
frag-q-other = { -fragmentos-quality(cap: "yes") }

## Acciones
frag-roll-help = { $who } tira { $ch }: { $n ->
        [one] 1 dado
       *[other] { $n } dados
    }.
frag-object = Objeto
frag-no-object = ninguno
frag-roll = Tirar los dados
frag-conclude = La tirada se mantiene: concluir
frag-damage-help = Tu personaje sufre daño: puedes ignorarlo gastando un punto ({ -fragmentos-script-protection }) o aceptarlo.
frag-damage-help-director = Tu personaje sufre daño: puedes ignorarlo gastando { -fragmentos-threat } (solo monstruos) o aceptarlo.
frag-protect = Gastar un punto e ignorar el daño
frag-take-damage = Aceptar el daño
frag-end-story = Terminar la historia
frag-end-story-confirm = Sí, la historia termina aquí
frag-start-scene-help = { -fragmentos-quality(count: "other", cap: "yes") } de la escena (hitos), una por línea
frag-scene-placeholder = p. ej. Vestíbulo del hotel
frag-start-scene = Empezar escena
frag-end-scene = Terminar la escena
frag-call-challenge = Pedir un { -fragmentos-challenge }
frag-call-conflict = Pedir un { -fragmentos-conflict }
frag-who = Quién
frag-characteristic = { -fragmentos-characteristic(cap: "yes") }
frag-declare-dangerous = Declararlo peligroso (1 punto de { -fragmentos-threat })
frag-accept-traits = { -fragmentos-trait(count: "other", cap: "yes") } y objetos que aceptas
frag-call = Pedir
frag-side-n = Parte { $n }
frag-start-round = Empezar una ronda de actuación
frag-reveal-quality = Revelar una { -fragmentos-quality } secreta
frag-introduce = Presentar un personaje
frag-bring-in = Hacer entrar en la historia
frag-offstage = Esperando fuera de la historia
frag-offstage-help = Solo tú conoces a estos personajes: los jugadores sabrán de ellos cuando los hagas entrar.
frag-name = Nombre
frag-kind = Tipo
frag-secret-weakness = { -fragmentos-quality(cap: "yes") } secreta (p. ej. su debilidad)
frag-award = Dar un punto de { -fragmentos-overcoming }
frag-retry-help = Falló el { -fragmentos-challenge }: puede intentarlo de nuevo gastando un punto de { -fragmentos-overcoming }.
frag-retry = Intentarlo de nuevo (1 punto)
frag-act-help = Es su turno en el orden de actuación.
frag-act = Actuar
frag-act-early = Apresurarse y actuar antes (1 punto)
frag-act-again = Apresurarse y actuar otra vez (1 punto)
frag-totals-help = Sacar fuerzas de flaqueza: puntuaciones totales durante esta escena.
frag-use-totals = Usar totales (1 punto)
frag-rest = Descansar
frag-rest-help = No es tan grave como parecía: una escena o elipsis de descanso, 1 punto.
frag-rest-one-each = Un punto en cada { -fragmentos-characteristic }
frag-rest-two-in = Dos puntos en { $ch }
frag-activate-quality = Activar una { -fragmentos-quality }
frag-quality-help = Cuesta un punto de { -fragmentos-overcoming } (sin puntos, puedes agotar una { -fragmentos-quality } de tu personaje).
frag-quality-help-director = Cuesta un punto de { -fragmentos-threat }.
frag-quality = { -fragmentos-quality(cap: "yes") }
frag-effect = Efecto
frag-effect-narrate = un hecho narrativo
frag-effect-reverse = dar la vuelta al resultado
frag-harms-owner = perjudica a su dueño
frag-note = Qué ocurre
frag-activate = Activar

## Probabilidades
frag-composer = Probabilidades antes de tirar
frag-consider-totals = Usar totales (+{ $n ->
        [one] 1 dado
       *[other] { $n } dados
    }, 1 punto)
frag-against = Contra { $who }: { $n ->
        [one] 1 dado
       *[other] { $n } dados
    }, +{ $bonus }.
frag-guess-difficulty = { -fragmentos-difficulty(cap: "yes") } supuesta (la real se revela tras la tirada)
frag-odds-loading = calculando…
frag-odds-too-many = Como mucho { $max } dados.
frag-odds-against = Contra una { -fragmentos-difficulty } de { $d } (igualar o superar).
frag-odds-conflict = Empate { $tie } % ({ $rule }).
frag-tie-mine = el empate es tuyo
frag-tie-theirs = el empate es suyo
frag-tie-reroll = el empate se repite
frag-odds-omen = Al menos un { -fragmentos-omen }: { $p } %.
frag-odds-threat = La { -fragmentos-threat } sube ({ -fragmentos-omen(count: "other") } ≥ la mitad de { $threat }): { $p } %.

## Preparación
frag-setup-intro = Cada jugador describe su personaje principal (asiento 1, 2…); el reglamento no fija un reparto de puntos, así que el formulario aplica los límites de las reglas: { -fragmentos-characteristic(count: "other") } de 1 a 10, { -fragmentos-trait(count: "other") } de +1 a +10, objetos de 1 a 3 dados.
frag-setup-main = Personaje principal { $n } (asiento { $n })
frag-setup-name-help = El asiento 1 juega este personaje.
frag-setup-name-optional = Opcional: déjalo vacío si no hay ese jugador.
frag-setup-characteristics = { -fragmentos-characteristic(count: "other", cap: "yes") } (1 a 10)
frag-setup-characteristics-help = Acción para lo físico, cognición para lo mental, interacción para el trato con otros.
frag-setup-traits = { -fragmentos-trait(count: "other", cap: "yes") } (+1 a +10)
frag-setup-trait-name = { -fragmentos-trait(cap: "yes") }
frag-setup-bonus = Bonificación
frag-setup-traits-help = Si un { -fragmentos-trait } viene al caso, su bonificación se suma al resultado (solo el mayor).
frag-setup-qualities-help = Elementos descriptivos sin números que se pueden activar durante el juego.
frag-setup-object-name = Objeto
frag-setup-object-dice = Dados extra
frag-setup-objects-help = Un objeto adecuado añade de 1 a 3 dados a la tirada.
frag-setup-director = La parte del { -fragmentos-director }
frag-setup-director-help = Solo el { -fragmentos-director } ve sus notas y las { -fragmentos-quality(count: "other") } secretas de sus personajes.
frag-setup-threat = { -fragmentos-threat(cap: "yes") } inicial
frag-setup-overcoming = { -fragmentos-overcoming(cap: "yes") } inicial por personaje
frag-setup-danger-level = Nivel de peligro
frag-setup-pools-help = El reglamento: mucha { -fragmentos-overcoming }, poca { -fragmentos-threat } al empezar; desde el nivel 8 todo es peligroso y acaba la { -fragmentos-script-protection }.
frag-setup-awards = El { -fragmentos-director } puede dar puntos de { -fragmentos-overcoming } (regla opcional)
frag-setup-other = Personaje del { -fragmentos-director } { $n }
frag-setup-more-other = Otro personaje del { -fragmentos-director }
frag-setup-more-help = Añade un bloque vacío más abajo y conserva todo lo escrito; la mesa aún no se abre.
frag-setup-in-story = En la historia desde el principio (los jugadores lo ven ya)
frag-setup-offstage-help = Cada uno de tus personajes espera fuera de la historia, sin que los jugadores sepan de él, hasta que lo hagas entrar durante la partida; marca «en la historia desde el principio» para uno que ya conocen.

## Errores de formulario
err-form-fragmentos-number = Escribe números enteros.
err-form-fragmentos-characteristic = Elige acción, cognición o interacción.
err-form-fragmentos-pick = Un { -fragmentos-trait } u objeto elegido no es válido.
err-form-fragmentos-name = Escribe el nombre del personaje.
err-form-fragmentos-quality = Elige una { -fragmentos-quality } en juego.

## Errores de reglas
err-fragmentos-award-disabled = Las reglas de esta mesa no permiten al { -fragmentos-director } dar puntos de { -fragmentos-overcoming }.
err-fragmentos-award-not-main = Los puntos de { -fragmentos-overcoming } son solo para personajes principales que siguen en la historia.
err-fragmentos-challenge-difficulty = La { -fragmentos-difficulty } es como mucho 100.
err-fragmentos-character-incapacitated = Ese personaje está incapacitado (una { -fragmentos-characteristic } a 0) y no puede participar.
err-fragmentos-character-not-yours = Ese personaje no es tuyo: cada jugador actúa solo por el suyo.
err-fragmentos-character-out = Ese personaje está fuera de la historia.
err-fragmentos-character-unknown = Ese personaje no existe en esta historia.
err-fragmentos-config-characteristic-range = { $character }: una { -fragmentos-characteristic } vale de 1 a 10, no { $value }.
err-fragmentos-config-main-kind = Un personaje principal debe ser de tipo principal.
err-fragmentos-config-main-secrets = Solo los personajes del { -fragmentos-director } tienen notas o { -fragmentos-quality(count: "other") } secretas.
err-fragmentos-config-name-missing = Cada personaje necesita un nombre.
err-fragmentos-config-object-dice = { $character }: un objeto da de 1 a 3 dados.
err-fragmentos-config-other-kind = Los personajes del { -fragmentos-director } son secundarios o monstruos.
err-fragmentos-config-players = Una historia tiene de 1 a 12 personajes principales, no { $count }.
err-fragmentos-config-level = Las reservas iniciales y los niveles de { -fragmentos-threat } van de 0 a 100, no { $value }.
err-fragmentos-config-rerolls = Como mucho se permiten 100 repeticiones por empate.
err-fragmentos-config-too-many = Una historia tiene como mucho 200 personajes.
err-fragmentos-config-trait-range = { $character }: un { -fragmentos-trait } da de +1 a +10.
err-fragmentos-conflict-sides = Un { -fragmentos-conflict } tiene exactamente dos partes, dos personajes distintos.
err-fragmentos-damage-none = No hay daño pendiente para ese personaje.
err-fragmentos-director-only = Solo el { -fragmentos-director } puede hacer eso.
err-fragmentos-hurry-act-again = Solo se actúa otra vez una vez por ronda, después de haber actuado.
err-fragmentos-hurry-disabled = Las reglas de esta mesa no permiten esa forma de apresurarse.
err-fragmentos-hurry-pointless = No hace falta apresurarse para actuar antes.
err-fragmentos-not-started = La historia no está preparada.
err-fragmentos-object-not-accepted = El { -fragmentos-director } no aceptó el objeto { $object } para esta tirada.
err-fragmentos-object-unknown = Ese personaje no tiene el objeto { $object }.
err-fragmentos-overcoming-none = No quedan puntos de { -fragmentos-overcoming } que gastar.
err-fragmentos-offstage-none = Ese personaje no está esperando fuera de la historia: ya ha entrado en ella o nunca se preparó.
err-fragmentos-quality-already-reversed = Este resultado ya se revirtió una vez.
err-fragmentos-quality-exhausted = Esa { -fragmentos-quality } está agotada para el resto de la historia.
err-fragmentos-quality-harm-target = Solo perjudicar a un personaje principal con una { -fragmentos-quality } suya le da un punto.
err-fragmentos-quality-no-overcoming = Sin puntos de { -fragmentos-overcoming } solo puedes activar una { -fragmentos-quality } de tu personaje, agotándola.
err-fragmentos-quality-no-reverse = Las reglas de esta mesa no permiten que las { -fragmentos-quality(count: "other") } reviertan resultados.
err-fragmentos-quality-no-secret = No existe la { -fragmentos-quality } secreta { $index }.
err-fragmentos-quality-no-winner = El { -fragmentos-conflict } no tiene un vencedor que revertir.
err-fragmentos-quality-not-at-stake = Un jugador activa { -fragmentos-quality(count: "other") } solo mientras un { -fragmentos-challenge } o { -fragmentos-conflict } en juego afecta a su personaje.
err-fragmentos-quality-not-failed = Un jugador solo revierte su propio fallo.
err-fragmentos-quality-not-in-play = Ese personaje está fuera de la historia: sus { -fragmentos-quality(count: "other") } ya no están en juego.
err-fragmentos-quality-nothing-to-reverse = Una { -fragmentos-quality } revierte el resultado de una tirada resuelta: no hay ninguna esperando.
err-fragmentos-quality-unknown = No existe la { -fragmentos-quality } { $index }.
err-fragmentos-rest-already = Ya descansó en esta escena o elipsis.
err-fragmentos-rest-nothing = No hay nada que recuperar así: las puntuaciones están en sus totales.
err-fragmentos-retry-nothing = No hay un { -fragmentos-challenge } fallido que intentar de nuevo.
err-fragmentos-roll-already = Ya ha tirado.
err-fragmentos-roll-none = Ningún { -fragmentos-challenge } o { -fragmentos-conflict } espera dados.
err-fragmentos-roll-not-in-it = Ese personaje no participa en esta tirada.
err-fragmentos-roll-not-resolved = Ningún { -fragmentos-challenge } o { -fragmentos-conflict } resuelto espera a concluirse.
err-fragmentos-roll-open = Hay un { -fragmentos-challenge } o { -fragmentos-conflict } en juego: termínalo primero.
err-fragmentos-round-already-acted = Ya actuó en esta ronda: todos actúan antes de que nadie repita (o apresúrate).
err-fragmentos-round-duplicate = Un personaje aparece dos veces.
err-fragmentos-round-empty = Una ronda necesita al menos un personaje.
err-fragmentos-round-none = No hay una ronda de actuación en juego.
err-fragmentos-round-not-in-it = Ese personaje no participa en esta ronda.
err-fragmentos-round-not-yet = Debe esperar: primero el monstruo, luego los principales y después los secundarios (o apresurarse).
err-fragmentos-scene-none = No hay ninguna escena en juego.
err-fragmentos-scene-open = Ya hay una escena en juego: termínala primero.
err-fragmentos-threat-none = El { -fragmentos-director } no tiene puntos de { -fragmentos-threat } que gastar.
err-fragmentos-totals-already = Ya usa puntuaciones totales en esta escena.
err-fragmentos-totals-no-scene = Las puntuaciones totales se usan durante una escena: no hay ninguna en juego.
err-fragmentos-trait-unknown = Ese personaje no tiene el { -fragmentos-trait } { $trait }.

## Palabras de los sucesos
frag-word-characteristic-action = acción
frag-word-characteristic-cognition = cognición
frag-word-characteristic-interaction = interacción
frag-word-danger-safe = no peligroso
frag-word-danger-declared = peligroso (declarado)
frag-word-danger-automatic = peligroso (nivel de { -fragmentos-threat })
frag-word-danger-monster = peligroso (contra el monstruo)
frag-word-reason-danger-declared = declarar un peligro
frag-word-reason-retry = volver a intentarlo
frag-word-reason-totals = puntuaciones totales
frag-word-reason-rest = descanso
frag-word-reason-protection = protección
frag-word-reason-hurry = apresurarse
frag-word-reason-quality = activar una { -fragmentos-quality }
frag-word-reason-character-left = un personaje salió de la historia
frag-word-reason-award = premio { $gender ->
        [feminine] de { -fragmentos-the-director(gender: "feminine") }
        [masculine] del { -fragmentos-director-person(gender: "masculine") }
       *[other] de { -fragmentos-the-director(gender: "neutral") }
    }
frag-word-kind-main = personaje principal
frag-word-kind-secondary = personaje secundario
frag-word-kind-monster = monstruo
frag-word-effect-reverse = revertir el resultado
frag-word-effect-narrate = un hecho narrativo
frag-word-pool-threat = la { -fragmentos-threat }
frag-word-pool-overcoming = la { -fragmentos-overcoming } de { $who }

## Sucesos
frag-ev-story-started = Empieza la historia: { $names }; { -fragmentos-threat } { $threat }.
frag-ev-scene-started = Empieza la escena { $number }: { $qualities }.
frag-ev-scene-ended = Termina la escena { $number }.
frag-ev-character-introduced = Entra en la historia { $name } ({ $kind }).
frag-ev-quality-revealed = Se revela una { -fragmentos-quality } de { $character }: { $text }.
frag-ev-point-moved = Un punto pasa de { $from } a { $to } ({ $reason }).
frag-ev-point-lost = Un punto sale de { $from } y se pierde ({ $reason }).
frag-ev-point-new = Un punto nuevo va a { $to } ({ $reason }).
frag-ev-challenge-called = { -fragmentos-challenge(cap: "yes") } de { $characteristic } para { $character }, { $danger }; { -fragmentos-difficulty }: { $difficulty }.
frag-ev-conflict-called = { -fragmentos-conflict(cap: "yes") }: { $sides }, { $danger }.
frag-ev-rolled = { $character } tira { $faces }: { $value } + { $bonus } = { $total }; { -fragmentos-omen(count: "other") }: { $omens }.
frag-ev-threat-rose = { $omens ->
    [one] Un { -fragmentos-omen } hace subir la { -fragmentos-threat } a { $level }.
   *[other] { $omens } { -fragmentos-omen(count: "other") } hacen subir la { -fragmentos-threat } a { $level }.
}
frag-ev-challenge-resolved = { -fragmentos-difficulty(cap: "yes") } { $difficulty } contra { $total }: { $success ->
    [yes] éxito
   *[no] fallo
}.
frag-ev-conflict-resolved = Vence { $winner }.
frag-ev-quality-activated = Se activa una { -fragmentos-quality } ({ $effect }){ $exhausted ->
    [yes] , agotándola
   *[no] {""}
}: { $note }
frag-ev-outcome-reversed = Una { -fragmentos-quality } da la vuelta al resultado.
frag-ev-damage-pending = { $character } perdería { $amount } de { $characteristic }.
frag-ev-damage-ignored = { $character } ignora el daño.
frag-ev-characteristic-lost = { $character } pierde { $amount } de { $characteristic } (queda en { $current }).
frag-ev-incapacitated = { $character } queda { $gender ->
        [feminine] incapacitada
        [masculine] incapacitado
       *[other] sin poder actuar
    }: { $meaning }.
frag-ev-left-the-story = { $character } sale de la historia.
frag-ev-roll-closed = La tirada se cierra.
frag-ev-totals-used = { $character } usa sus puntuaciones totales esta escena.
frag-ev-rested = { $character } descansa y se recupera.
frag-ev-round-started = Ronda de actuación: { $characters }.
frag-ev-acted = Actúa { $character }.
frag-ev-round-ended = Todos han actuado.
frag-ev-story-ended = { $reason ->
        [director] Termina la historia: la cierra quien dirige.
        [out] Termina la historia: todos los personajes principales están fuera de ella.
       *[other] Termina la historia.
    }

## Ayuda
frag-help-intro = Las personas cuentan la historia; la mesa lleva cada número. Cada regla del reglamento y dónde está en la página:
frag-help-rule = Regla
frag-help-section = Apartado del reglamento
frag-help-where = En pantalla
frag-help-setup = Personajes
frag-help-setup-section = { -fragmentos-characteristic(count: "other", cap: "yes") }, { -fragmentos-trait(count: "other") }, { -fragmentos-quality(count: "other") }, objetos
frag-help-setup-where = El formulario «abrir una mesa»: un bloque por personaje principal y la parte del { -fragmentos-director } (sus personajes con notas y { -fragmentos-quality(count: "other") } secretas, { -fragmentos-threat } y { -fragmentos-overcoming } iniciales).
frag-help-scene = Escenas
frag-help-scene-section = { -fragmentos-quality(count: "other", cap: "yes") } de los escenarios (hitos)
frag-help-scene-where = El { -fragmentos-director } empieza y termina escenas con sus { -fragmentos-quality(count: "other") }; se muestran sobre la tirada.
frag-help-challenge = { -fragmentos-challenge(count: "other", cap: "yes") }
frag-help-challenge-section = { -fragmentos-challenge(count: "other", cap: "yes") }: dados = { -fragmentos-characteristic }, el mayor más uno por repetición, más el mejor { -fragmentos-trait }
frag-help-challenge-where = El { -fragmentos-director } pide el { -fragmentos-challenge } ({ -fragmentos-difficulty } oculta); el jugador tira desde su formulario; la { -fragmentos-difficulty } se revela tras la tirada.
frag-help-odds = Probabilidades
frag-help-odds-section = { -fragmentos-challenge(count: "other", cap: "yes") } y { -fragmentos-conflict(count: "other") }
frag-help-odds-where = Bajo el botón de tirar: probabilidad exacta de éxito (contra la { -fragmentos-difficulty } supuesta o conocida, o contra el rival), la gráfica y la de { -fragmentos-omen(count: "other") }.
frag-help-omens = { -fragmentos-omen(count: "other", cap: "yes") }
frag-help-omens-section = { -fragmentos-omen(count: "other", cap: "yes") }: cada 1; si llegan a la mitad de la { -fragmentos-threat }, sube un punto
frag-help-omens-where = Los unos de cada tirada van marcados; el indicador de { -fragmentos-threat } arriba.
frag-help-danger = Peligro
frag-help-danger-section = { -fragmentos-challenge(count: "other", cap: "yes") } y { -fragmentos-conflict(count: "other") } peligrosos; nivel 8
frag-help-danger-where = Casilla «declararlo peligroso» del { -fragmentos-director }; el recuadro de la tirada dice si es peligrosa y por qué.
frag-help-damage = Daño
frag-help-damage-section = Perder un punto, más uno por { -fragmentos-omen }; 0 incapacita, menos de 0 saca de la historia
frag-help-damage-where = Botones para ignorar o aceptar el daño; la hoja muestra actual/total.
frag-help-protection = { -fragmentos-script-protection(cap: "yes") }
frag-help-protection-section = { -fragmentos-script-protection(cap: "yes") }
frag-help-protection-where = Indicador junto a la { -fragmentos-threat }.
frag-help-conflict = { -fragmentos-conflict(count: "other", cap: "yes") }
frag-help-conflict-section = { -fragmentos-conflict(count: "other", cap: "yes") }: empate a favor del principal
frag-help-conflict-where = El { -fragmentos-director } elige las dos partes; cada una tira desde su página.
frag-help-qualities = { -fragmentos-quality(count: "other", cap: "yes") }
frag-help-qualities-section = Activar { -fragmentos-quality(count: "other") }
frag-help-qualities-where = «Activar una { -fragmentos-quality }» en tus acciones, con su efecto.
frag-help-points = { -fragmentos-overcoming(cap: "yes") } y { -fragmentos-threat }
frag-help-points-section = Puntos de { -fragmentos-overcoming } y { -fragmentos-threat }
frag-help-points-where = Volver a intentarlo, totales, descanso: botones en tus acciones; los puntos en cada hoja.
frag-help-order = Orden de actuación
frag-help-order-section = Orden de actuación; apresurarse
frag-help-order-where = El recuadro de la ronda y los botones de actuar.
frag-help-secrets = Lo que queda en secreto
frag-help-secrets-section = La { -fragmentos-difficulty }; los secretos del { -fragmentos-director }
frag-help-secrets-where = La { -fragmentos-difficulty }, las notas y las { -fragmentos-quality(count: "other") } secretas solo llegan a la página del { -fragmentos-director } hasta revelarse.
frag-help-rulings = Donde el texto del reglamento está cortado, Tablón aplica una lectura y la dice en el formulario o en el mensaje de error del paso.

## Las tiradas, como las nombran la página de dados y las copias
frag-roll-challenge = { -fragmentos-challenge } de { $characteristic }, { $danger }
frag-roll-challenge-of = { -fragmentos-challenge } de { $characteristic } de { $character }, { $danger }
frag-roll-conflict = { -fragmentos-conflict } contra { $opponent }, con { $characteristic }, { $danger }
frag-roll-conflict-of = { $character } en un { -fragmentos-conflict } contra { $opponent }, con { $characteristic }, { $danger }
frag-roll-throw = una tirada
frag-roll-throw-of = tirada de { $character }
frag-roll-step = escena { $n }
frag-roll-reroll = { $what }, desempate { $n }
frag-roll-reading = { $value } + { $bonus } = { $total }; { -fragmentos-omen(count: "other") }: { $omens }

## Jugadores dueños de sus personajes (issue 17): escribirlo en la mesa, notas, el final.
frag-ev-creation-opened = Se abre la mesa: { $players ->
    [one] un jugador escribe
   *[other] { $players } jugadores escriben
} su personaje principal para que lo apruebe { $gender ->
        [feminine] { -fragmentos-the-director(gender: "feminine") }
        [masculine] { -fragmentos-the-director(gender: "masculine") }
       *[other] { -fragmentos-the-director(gender: "neutral") }
    }{ $premade ->
    [0] .
    [1] , o { $players ->
        [one] toma
       *[other] toman
    } el que preparó { $gender ->
        [feminine] { -fragmentos-the-director(gender: "feminine") }
        [masculine] { -fragmentos-the-director(gender: "masculine") }
       *[other] { -fragmentos-the-director(gender: "neutral") }
    }.
   *[other] , o { $players ->
        [one] toma
       *[other] toman
    } uno de los { $premade } que preparó { $gender ->
        [feminine] { -fragmentos-the-director(gender: "feminine") }
        [masculine] { -fragmentos-the-director(gender: "masculine") }
       *[other] { -fragmentos-the-director(gender: "neutral") }
    }.
}
frag-ev-character-proposed = { $seat } { $premade ->
    [yes] toma el personaje preparado
   *[no] escribe el personaje
} { $name }.
frag-ev-character-approved = { $gender ->
        [feminine] { -fragmentos-the-director(gender: "feminine", cap: "yes") }
        [masculine] { -fragmentos-the-director(gender: "masculine", cap: "yes") }
       *[other] { -fragmentos-the-director(gender: "neutral", cap: "yes") }
    } acepta el personaje de { $seat }.
frag-ev-character-returned = { $gender ->
        [feminine] { -fragmentos-the-director(gender: "feminine", cap: "yes") }
        [masculine] { -fragmentos-the-director(gender: "masculine", cap: "yes") }
       *[other] { -fragmentos-the-director(gender: "neutral", cap: "yes") }
    } devuelve el personaje de { $seat } para que lo escriba de nuevo: { $reason }
frag-ev-character-renamed = { $character } se llama ahora { $name }.
frag-setup-table = La mesa
frag-setup-players = Jugadores que escriben su propio personaje en la mesa
frag-setup-players-help = 0: los personajes principales de abajo son los de los jugadores (el asiento 1 juega el primero). De 1 a 12: cada jugador escribe el suyo desde su asiento, para que lo apruebe el { -fragmentos-director }, o toma uno de los de abajo, preparados para repartir.
frag-setup-notes-to-director = El { -fragmentos-director } lee las notas de los jugadores (todos ven este ajuste)
frag-creation = Los personajes principales
frag-creation-how = Cómo se crean los personajes principales
frag-creation-help = Cada jugador escribe su personaje principal o toma uno que preparó { $gender ->
        [feminine] { -fragmentos-the-director(gender: "feminine") }
        [masculine] { -fragmentos-the-director(gender: "masculine") }
       *[other] { -fragmentos-the-director(gender: "neutral") }
    }; { $gender ->
        [feminine] { -fragmentos-the-director(gender: "feminine") }
        [masculine] { -fragmentos-the-director(gender: "masculine") }
       *[other] { -fragmentos-the-director(gender: "neutral") }
    } tiene la última palabra sobre cada hoja. La historia empieza cuando todos los personajes están aceptados.
frag-creation-approved = aceptado
frag-creation-pending = a la espera { $gender ->
        [feminine] de { -fragmentos-the-director(gender: "feminine") }
        [masculine] del { -fragmentos-director-person(gender: "masculine") }
       *[other] de { -fragmentos-the-director(gender: "neutral") }
    }
frag-creation-waiting = aún escribe su personaje
frag-approve = Aceptar a { $character }, el personaje de { $seat }
frag-return-reason = Por qué se devuelve
frag-return = Devolver a { $character }, el personaje de { $seat }
frag-premade = Personajes preparados por { $gender ->
        [feminine] { -fragmentos-the-director(gender: "feminine") }
        [masculine] { -fragmentos-the-director(gender: "masculine") }
       *[other] { -fragmentos-the-director(gender: "neutral") }
    }
frag-premade-take = Jugar este personaje
frag-create = Escribe tu propio personaje principal
frag-create-help = El reglamento no fija un reparto de puntos: { -fragmentos-characteristic(count: "other") } de 1 a 10, { -fragmentos-trait(count: "other") } de +1 a +10, objetos de 1 a 3 dados. { $gender ->
        [feminine] { -fragmentos-the-director(gender: "feminine", cap: "yes") }
        [masculine] { -fragmentos-the-director(gender: "masculine", cap: "yes") }
       *[other] { -fragmentos-the-director(gender: "neutral", cap: "yes") }
    } lo acepta o lo devuelve.
frag-create-returned = { $gender ->
        [feminine] { -fragmentos-the-director(gender: "feminine", cap: "yes") }
        [masculine] { -fragmentos-the-director(gender: "masculine", cap: "yes") }
       *[other] { -fragmentos-the-director(gender: "neutral", cap: "yes") }
    } te ha devuelto el personaje para que lo escribas de nuevo: { $reason }
frag-create-send = Dárselo { $gender ->
        [feminine] a { -fragmentos-the-director(gender: "feminine") }
        [masculine] al { -fragmentos-director-person(gender: "masculine") }
       *[other] a { -fragmentos-the-director(gender: "neutral") }
    }
frag-player-notes = Mis notas
frag-notes-director-reads = Estas notas las lees tú y { $gender ->
        [feminine] { -fragmentos-the-director(gender: "feminine") }
        [masculine] { -fragmentos-the-director(gender: "masculine") }
       *[other] { -fragmentos-the-director(gender: "neutral") }
    }.
frag-notes-only-you = Solo tú lees estas notas.
frag-notes-label = Notas
frag-notes-save = Guardar mis notas
# $gender: el de quien ocupa el asiento de la hoja ("feminine", "masculine"; "neutral" si ninguno).
frag-notes-of = { $gender ->
        [feminine] Las notas de la jugadora
        [masculine] Las notas del jugador
       *[other] Las notas de quien juega
    }
frag-rename = Cambiar el nombre de mi personaje
frag-rename-help = Ninguna regla lee un nombre; todo lo demás de la hoja cambia solo por las reglas.
frag-rename-send = Cambiar el nombre
frag-notes-setting-director = En esta mesa { $gender ->
        [feminine] { -fragmentos-the-director(gender: "feminine") }
        [masculine] { -fragmentos-the-director(gender: "masculine") }
       *[other] { -fragmentos-the-director(gender: "neutral") }
    } lee las notas de cada jugador.
frag-notes-setting-private = En esta mesa las notas de cada jugador son solo suyas.
frag-end = El final de la historia
frag-end-threat = La historia terminó con la { -fragmentos-threat } en { $threat }.
frag-end-standing = sigue en pie
frag-end-incapacitated = { $gender ->
        [feminine] incapacitada
        [masculine] incapacitado
       *[other] sin poder actuar
    }
frag-end-out = fuera de la historia
frag-end-fallen = También fuera de la historia:
frag-end-sheets = Las hojas de abajo están como terminó la historia.
err-fragmentos-create-not-now = Los personajes se escriben antes de que empiece la historia, no ahora.
err-fragmentos-create-director = El { -fragmentos-director } no juega ningún personaje principal.
err-fragmentos-create-already = Este asiento ya tiene su personaje; el { -fragmentos-director } puede devolverlo.
err-fragmentos-create-premade-gone = Ese personaje preparado ya lo ha tomado otro jugador.
err-fragmentos-create-nothing-to-judge = Ese asiento no tiene ningún personaje a la espera de aprobación.
err-fragmentos-create-first = Primero van los personajes de todos los jugadores: la historia no ha empezado.
err-fragmentos-notes-players-only = Las notas son de los jugadores; el { -fragmentos-director } lleva las suyas en las hojas.
err-fragmentos-text-too-long = Es demasiado largo: como mucho { $max } caracteres.
err-fragmentos-rename-no-character = Este asiento aún no tiene personaje al que cambiar el nombre.
err-form-frag-name = Escribe primero el nombre del personaje.
frag-ev-notes-written = { $seat } escribe notas nuevas (solo quien las lee ve esta línea).
