# forty-four screens (es). Owned by the forty-four screens module.

## Tablero
f44-director = { $gender ->
        [feminine] La { -fortyfour-director(gender: "feminine") }
        [masculine] El { -fortyfour-director(gender: "masculine") }
       *[other] La { -fortyfour-director(gender: "neutral") }
    }
# Quien dirige, nombrado en una frase por su papel, con su artículo en minúscula («contra la
# Directora»; el código pone la mayúscula al empezar frase y contrae «de el» en «del»).
f44-director-seat = { $gender ->
        [feminine] la { -fortyfour-director(gender: "feminine") }
        [masculine] el { -fortyfour-director(gender: "masculine") }
       *[other] la { -fortyfour-director(gender: "neutral") }
    }
f44-section-44 = { -fortyfour-section-44 }
f44-seat-n = asiento { $n }
f44-countdown = { -fortyfour-countdown }
f44-resistance = Dados de { -fortyfour-resistance }
f44-menace = Dados de { -fortyfour-menace }
f44-step = Paso
f44-order = Orden de escenas
f44-scene-of = Escena de { $seat }
f44-opponent = Oponente
f44-conflict = Conflicto
f44-last-conflict = El último conflicto:
# $gender: el de quien ocupa el asiento nombrado al lado ("feminine", "masculine"; "neutral" si ninguno).
f44-ready = { $gender ->
        [feminine] lista
        [masculine] listo
       *[other] a punto
    }
f44-no-quality-yet = aún no ha elegido { -fortyfour-quality }
f44-bond = { -fortyfour-bond }
f44-bonds = { -fortyfour-bond(count: "other") }
f44-anxiety = { -fortyfour-anxiety }
f44-anxieties = { -fortyfour-anxiety(count: "other") }
f44-assist = Ayuda
f44-agent = { -fortyfour-agent }
f44-agents = { -fortyfour-agent(count: "other") }
f44-secret = { -fortyfour-secret }
f44-secrets = { -fortyfour-secret(count: "other") }
f44-operative = { -fortyfour-operative }
f44-control = Control
f44-program = { -fortyfour-program }
f44-extra-dice = Dados extra
f44-dice = { $n ->
        [one] 1 dado
       *[other] { $n } dados
    }
# A side's pool in a conflict: how many dice, and how many of the highest its Anxieties remove.
f44-pool = { $n ->
        [one] 1 dado
       *[other] { $n } dados
    }{ $remove ->
        [0] {""}
        [1] , se quita el más alto
       *[other] , se quitan los { $remove } más altos
    }
f44-removed = Quitados (los dados más altos)
f44-result = Resultado
f44-won-main = Gana { $who }; { -fortyfour-the-section-44 } sufre { $stress } de { -fortyfour-stress }.
f44-won-conspiracy = Gana { $who }; el { -fortyfour-main-side } sufre { $stress } de { -fortyfour-stress }.
f44-end-roll = Fin del turno: { -fortyfour-resistance } contra { -fortyfour-menace }
f44-last-roll = { -fortyfour-zero-hour }: la Última Tirada
f44-end-won-resistance = Gana la { -fortyfour-resistance }: cada personaje principal gana un punto.
f44-end-won-menace = Gana la { -fortyfour-menace }: { -fortyfour-the-section-44 } crece.
f44-reserve = { -fortyfour-reserve }
f44-ticker = { -fortyfour-ticker }
f44-ticker-who = ¿A quién reemplazaron?
f44-ticker-what = ¿Qué pasó?
f44-ticker-where = ¿Dónde estaba tu personaje?
f44-ticker-now = ¿Qué hará ahora?
f44-last-used = usada en la última tirada: no disponible en la siguiente
f44-hidden = oculto
f44-only-you-see = Solo { -fortyfour-the-section-44 } ve lo marcado como oculto.
f44-no-secrets-known = aún no se ha revelado ningún { -fortyfour-secret }
f44-fates = Destinos
f44-fate-survived = sobrevive
# $gender: el de quien ocupa el asiento del personaje ("feminine", "masculine"; "neutral" si ninguno).
f44-fate-replaced = { $gender ->
        [feminine] reemplazada
        [masculine] reemplazado
       *[other] { -fortyfour-the-section-44 } ocupa su lugar
    }
f44-quality-resolve = Determinación
f44-quality-contact = Contactos
f44-quality-material = Material

## Pasos
f44-phase-not-started = sin empezar
f44-phase-order = eligiendo el orden de escenas
f44-phase-opponent = el { -fortyfour-operative } elige oponente
f44-phase-framing = encuadre de la escena (tres detalles)
f44-phase-preparing = conflicto: reuniendo dados
f44-phase-improving = conflicto: dados de { -fortyfour-reserve } sobre los resultados
f44-phase-resolving = conflicto: consecuencias
f44-phase-end-preparing = fin del turno: antes de la tirada
f44-phase-end-improving = fin del turno: dados de { -fortyfour-reserve } sobre los resultados
f44-phase-gains = puntos por ganar
f44-phase-epilogue = { -fortyfour-zero-hour }: últimos dados de { -fortyfour-reserve }
f44-phase-over = la partida ha terminado

## Acciones
f44-actions = Lo que puedes hacer ahora
f44-set-order-help = Ganaste la tirada de orden: fija el orden de las escenas de esta { -fortyfour-countdown }.
f44-set-order = Fijar el orden
f44-choose-opponent = Elige el personaje principal al que se enfrenta tu { -fortyfour-operative }:
f44-add-detail = Detalle { $n } de 3 de la escena
f44-detail-placeholder = p. ej. es de noche y llueve a cántaros
f44-add = Añadir
f44-gather-help = Reúne tus dados para el conflicto (cada elección se declara al momento):
f44-assist-with = Ayudar con
f44-enlist = Implicar
f44-trigger = Activar
f44-activate = Activar
f44-reveal = Revelar
f44-join-operative = Ayudar al { -fortyfour-operative } con mi Control
f44-pile-resistance-help = Da dados de { -fortyfour-resistance } del montón a un bando.
f44-pile-menace-help = Da dados de { -fortyfour-menace } del montón a un bando.
f44-how-many = Cuántos
f44-add-dice = Añadir dados
f44-give-help = Da dados de { -fortyfour-reserve } como dados extra a la tirada de otro jugador (uso 2 de la { -fortyfour-reserve }).
f44-give = Dar
f44-side = Bando
f44-side-main = el del personaje principal
f44-side-conspiracy = el de { -fortyfour-the-section-44 }
f44-ready-roll = Listo: se tira cuando ambos bandos lo estén
f44-ready-decide = Terminé con la { -fortyfour-reserve }: comparar resultados
f44-done = Hecho
f44-improve-help = Uso 1 de la { -fortyfour-reserve }: sustituye el resultado de tu bando por un dado de { -fortyfour-reserve } y/o suma +1 por cada dado igual al resultado.
f44-replace-with = Sustituir el resultado por
f44-boost-with = Mejorar con
f44-improve = Mejorar el resultado
f44-none = ninguno
f44-no-quality = ninguna
f44-confirm = Confirmar
f44-bond-order-help = { $stress } de { -fortyfour-stress }: ordena los { -fortyfour-bond(count: "other") } implicados que lo reciben primero.
f44-become-operative-help = Tu personaje es reemplazado y pasa a ser un { -fortyfour-operative }: reparte { $sum } puntos entre Control y { -fortyfour-program }.
f44-allocate-help = { -fortyfour-the-section-44(cap: "yes") } sufre { $stress } de { -fortyfour-stress }: ordena los { -fortyfour-agent(count: "other") } activados que lo reciben y luego lo que se resta de Control y { -fortyfour-program }.
f44-off-control = Restar de Control
f44-off-program = Restar de { -fortyfour-program }
f44-take-help = Toma dados quitados para tu { -fortyfour-reserve } (caben { $limit }).
f44-take = Tomar
f44-discard = Descartar de tu { -fortyfour-reserve }
f44-helpers-order = Orden en que eligen después quienes te ayudaron:
f44-grow-help = La conspiración crece: añade un punto.
f44-gain-help = Añade un punto a tu hoja.
f44-point-to = Punto para
f44-new-agent = un { -fortyfour-agent } nuevo (a 1)
f44-new-secret = un { -fortyfour-secret } nuevo (a 1)
f44-new-bond = un { -fortyfour-bond } nuevo (a 1)
f44-new-anxiety = una { -fortyfour-anxiety } nueva (a 1)
f44-new-name = Nombre (si es algo nuevo)
f44-new-name-help = solo si elegiste algo nuevo
f44-to-resistance-help = Convierte dados de { -fortyfour-reserve } en dados de { -fortyfour-resistance } antes de la tirada (uso 3 de la { -fortyfour-reserve }).
f44-to-menace-help = Convierte dados de { -fortyfour-reserve } en dados de { -fortyfour-menace } antes de la tirada (uso 3 de la { -fortyfour-reserve }).
f44-to-pile = Añadir al montón
f44-spend = Gastar dados de { -fortyfour-reserve } en una puntuación
f44-spend-help = Dados de un mismo valor, +1 por cada dado extra: 4 o más para un punto de { -fortyfour-bond } o de { -fortyfour-agent }, 6 para un punto de { -fortyfour-quality }, Control o { -fortyfour-program } (p. 29).
f44-spend-button = Gastar

## Probabilidades
f44-composer = Probabilidades antes de tirar
f44-composer-help = Los dados declarados hasta ahora; marca lo que piensas añadir para ver la probabilidad exacta de que gane el personaje principal (los empates son de { -fortyfour-the-section-44 }).
f44-consider-quality = { -fortyfour-quality } a usar
f44-consider-traits = { -fortyfour-bond(count: "other") } y { -fortyfour-anxiety(count: "other") }
f44-consider-conspiracy = { -fortyfour-agent(count: "other") } y { -fortyfour-secret(count: "other") }
f44-consider-extra-main = Dados extra, { -fortyfour-main-side }
f44-consider-extra-con = Dados extra, { -fortyfour-section-44 }
f44-odds-loading = calculando…
f44-odds-too-many = Como mucho { $max } dados por bando.
f44-odds-summary = { -fortyfour-main-side(cap: "yes") }: { $main }. { -fortyfour-section-44 }: { $con }. Barras: la diferencia, que es el { -fortyfour-stress } de quien pierde; un empate ({ $tie } %) es derrota sin { -fortyfour-stress }.

## Preparación
f44-setup-intro = Cada jugador crea un personaje principal siguiendo el reglamento (p. 7-9); deja vacío el nombre de los que no se usen. El { -fortyfour-director } escribe dos { -fortyfour-secret(count: "other") } (p. 11), que los jugadores no verán hasta que se revelen.
f44-setup-character = Personaje principal { $n } (asiento { $n })
f44-setup-name = Nombre
f44-setup-name-help = El asiento 1 juega este personaje.
f44-setup-name-optional = Opcional: déjalo vacío si no hay ese jugador.
f44-setup-concept = Paso 1: concepto
f44-setup-ticker = Paso 2: el { -fortyfour-ticker }
f44-setup-ticker-help = Quien fue reemplazado pasa a ser uno de los primeros { -fortyfour-agent(count: "other") } del { -fortyfour-director }.
f44-setup-qualities = Paso 3: { -fortyfour-quality(count: "other") } (6 puntos, cada una de 1 a 4)
f44-setup-qualities-help = Determinación limita tus { -fortyfour-anxiety(count: "other") }, Contactos tus { -fortyfour-bond(count: "other") } y ayudantes, Material tu { -fortyfour-reserve }.
f44-setup-bonds = Paso 4: { -fortyfour-bond(count: "other") } (3 puntos, como mucho tantos { -fortyfour-bond(count: "other") } como Contactos)
f44-setup-bonds-help = Personas que le importan a tu personaje, cada una con 1 o más.
f44-setup-bond-name = { -fortyfour-bond }
f44-setup-anxieties = Paso 5: { -fortyfour-anxiety(count: "other") } (4 puntos, como mucho tantas como Determinación)
f44-setup-anxieties-help = Miedos y debilidades, cada una con 1 o más.
f44-setup-anxiety-name = { -fortyfour-anxiety }
f44-setup-rating = Puntuación
f44-setup-points = puntos asignados
f44-setup-director = Los { -fortyfour-secret(count: "other") } del { -fortyfour-director }
f44-setup-director-help = Dos { -fortyfour-secret(count: "other") } a 2 (p. 11). Solo el { -fortyfour-director } (y luego los { -fortyfour-operative(count: "other") }) los verán.
f44-setup-secret = { -fortyfour-secret } { $n }

## Errores de formulario
err-form-44-number = Escribe números enteros (0 o más).
err-form-44-side = Elige un bando: el del personaje principal o el de { -fortyfour-the-section-44 }.
err-form-44-split = Elige cuánto va al Control y cuánto al { -fortyfour-program }.
err-form-44-name = Escribe el nombre del nuevo { -fortyfour-bond }, { -fortyfour-anxiety }, { -fortyfour-agent } o { -fortyfour-secret }.
err-form-44-target = Eso no es algo que puedas mejorar.
err-form-44-setup-number = Las puntuaciones son números enteros.

## Errores de reglas
err-44-agent-already-active = Ese { -fortyfour-agent } ya está activado.
err-44-agent-not-in-conflict = Solo el { -fortyfour-director } (o el { -fortyfour-operative } cuya escena es) activa { -fortyfour-agent(count: "other") }.
err-44-agent-unknown = No hay tal { -fortyfour-agent } en la lista.
err-44-anxiety-already-triggered = Esa { -fortyfour-anxiety } ya está activada.
err-44-anxiety-not-in-conflict = Solo el personaje principal en conflicto y quienes le ayudan activan { -fortyfour-anxiety(count: "other") }.
err-44-anxiety-unknown = Tu personaje no tiene esa { -fortyfour-anxiety }.
err-44-assist-already = Ya ayudas en este conflicto.
err-44-assist-not-main = Solo los personajes principales ayudan a los personajes principales.
err-44-assist-quality-below-countdown = Para ayudar, usa una { -fortyfour-quality } igual o mayor que la { -fortyfour-countdown }; esta vale { $rating }.
err-44-assist-self = No puedes ayudar en tu propio conflicto.
err-44-assist-too-many = El personaje principal en conflicto puede tener como mucho { $max } ayudantes (su puntuación de Contactos).
err-44-bond-already-enlisted = Ese { -fortyfour-bond } ya está implicado.
err-44-bond-not-in-conflict = Solo el personaje principal en conflicto implica { -fortyfour-bond(count: "other") } (los ayudantes no, p. 27).
err-44-bond-unknown = Tu personaje no tiene ese { -fortyfour-bond }.
err-44-conflict-already-ready = Ya dijiste que tu bando está listo.
err-44-game-not-started = La partida aún no está preparada.
err-44-operative-assist-not-operative = Solo otro { -fortyfour-operative } puede ayudar al { -fortyfour-operative }.
err-44-operative-assist-not-operative-scene = Los { -fortyfour-operative(count: "other") } solo ayudan en la escena de otro { -fortyfour-operative }.
err-44-operative-control-over-countdown = El Control de un { -fortyfour-operative } que ayuda debe ser igual o menor que la { -fortyfour-countdown }.
err-44-operative-opponent-not-main = El oponente de un { -fortyfour-operative } debe ser un personaje principal.
err-44-operative-program-limit = { -fortyfour-agent(count: "other") } activados más { -fortyfour-operative(count: "other") } que ayudan no pueden superar tu { -fortyfour-program } ({ $program }).
err-44-operative-split = Control y { -fortyfour-program } deben sumar lo que suman tus { -fortyfour-quality(count: "other") } ({ $sum }).
err-44-order-not-every-player = El orden de escenas debe incluir cada asiento de jugador exactamente una vez.
err-44-pile-not-enough = Puedes añadir de 1 a { $available } dados del montón.
err-44-quality-already-chosen = Ya se eligió una { -fortyfour-quality } para este conflicto.
err-44-quality-missing = Elige una { -fortyfour-quality } antes de tirar.
err-44-quality-not-in-conflict = Solo el personaje principal en conflicto elige { -fortyfour-quality }.
err-44-quality-twice-in-a-row = No puedes usar una { -fortyfour-quality } dos veces seguidas (p. 15): elige otra.
err-44-reserve-boost-mismatch = Los dados que mejoran deben ser iguales al valor del que se lee el resultado ({ $face }).
err-44-reserve-give-to-self = Los dados de { -fortyfour-reserve } se dan a la tirada de otro jugador, no a la tuya.
err-44-reserve-helper-order = Quedan dados: nombra a cada ayudante una vez, en el orden en que eligen dados de { -fortyfour-reserve }.
err-44-reserve-limit = Tu { -fortyfour-reserve } admite como mucho { $limit } dados.
err-44-reserve-missing = Esos dados no están en tu { -fortyfour-reserve }.
err-44-reserve-mixed = Los dados que se gastan juntos deben mostrar el mismo valor.
err-44-reserve-no-order = Nadie más elige entre estos dados: deja el orden vacío.
err-44-reserve-none = Indica al menos un dado de { -fortyfour-reserve }.
err-44-reserve-not-removed = Solo puedes tomar dados quitados de la tirada de tu bando.
err-44-reserve-not-your-roll = Solo quienes tiran en un bando mejoran su resultado.
err-44-reserve-pile-only-at-end = Los dados de { -fortyfour-reserve } pasan a ser de { -fortyfour-resistance } o { -fortyfour-menace } solo al final de un turno, antes de su tirada.
err-44-reserve-too-low = Eso necesita un valor de { $need }; estos dados valen { $value }.
err-44-reserve-wrong-target = Los personajes principales mejoran { -fortyfour-quality(count: "other") } y { -fortyfour-bond(count: "other") }; el { -fortyfour-director } y los { -fortyfour-operative(count: "other") } su propio Control, { -fortyfour-program } y { -fortyfour-agent(count: "other") }.
err-44-secret-already-revealed = Ese { -fortyfour-secret } ya está revelado en este conflicto.
err-44-secret-not-in-conflict = Solo el { -fortyfour-director }, o el { -fortyfour-operative } cuya escena es y quienes le ayudan, revelan { -fortyfour-secret(count: "other") }.
err-44-secret-unknown = No existe ese { -fortyfour-secret }.
err-44-setup-players = Una partida necesita de 1 a 12 personajes principales, uno por jugador (p. 7), no { $count }: pon nombre al menos a uno.
err-44-setup-points = { $character } reparte { $points } puntos entre { $what ->
    [bond] los { -fortyfour-bond(count: "other") }: reparte exactamente 3 (paso 4, p. 9).
   *[other] las { -fortyfour-anxiety(count: "other") }: reparte exactamente 4 (paso 5, p. 9).
}
err-44-setup-quality-below-one = { $character }: cada { -fortyfour-quality } debe valer al menos 1 (paso 3, p. 8).
err-44-setup-quality-points = { $character } reparte { $points } puntos entre las { -fortyfour-quality(count: "other") }: reparte exactamente 6 puntos, cada una al menos 1 (paso 3, p. 8).
err-44-setup-rating-below-one = Cada { $what ->
    [bond] { -fortyfour-bond }
   *[other] { -fortyfour-anxiety }
} necesita una puntuación de al menos 1 (p. 9).
err-44-setup-secrets = El { -fortyfour-director } crea exactamente 2 { -fortyfour-secret(count: "other") } (p. 11), no { $count }.
err-44-setup-too-many = { $character } tiene { $count } { $what ->
    [bond] { -fortyfour-bond(count: "other") }, pero puede tener como mucho { $max }, su puntuación de Contactos (paso 4, p. 9).
   *[other] { -fortyfour-anxiety(count: "other") }, pero puede tener como mucho { $max }, su puntuación de Determinación (paso 5, p. 9).
}
err-44-step-already-done = Ya terminaste este paso.
err-44-step-wrong = Eso no es posible ahora.
err-44-stress-agent-order = Indica cada { -fortyfour-agent } activado una vez, en el orden en que reciben el { -fortyfour-stress }.
err-44-stress-bond-order = Indica cada { -fortyfour-bond } implicado una vez, en el orden en que reciben el { -fortyfour-stress }.
err-44-stress-must-take = Sobran { $left } de { -fortyfour-stress } con Control y { -fortyfour-program } por encima de 0: réstalo de Control o de { -fortyfour-program }.
err-44-stress-too-much = Tras los { -fortyfour-agent(count: "other") } quedan { $remaining } de { -fortyfour-stress }: no restes más que eso de Control y { -fortyfour-program }.
err-44-text-empty = Escribe unas palabras: está vacío.
err-44-turn-not-yours = Aquí no es tu turno.
err-44-zero-hour-quality-only = En la { -fortyfour-zero-hour } el punto va a una { -fortyfour-quality }.

## Palabras dentro de los sucesos
f44-word-quality-resolve = Determinación
f44-word-quality-contact = Contactos
f44-word-quality-material = Material
f44-word-side-main = el { -fortyfour-main-side }
f44-word-side-conspiracy = { -fortyfour-the-section-44 }
f44-word-winner-main = el { -fortyfour-main-side }
f44-word-winner-conspiracy = { -fortyfour-the-section-44 }
f44-word-pile-resistance = { -fortyfour-resistance }
f44-word-pile-menace = { -fortyfour-menace }
f44-word-rating-control = Control
f44-word-rating-program = { -fortyfour-program }
f44-word-fate-survived = sobrevive
f44-word-fate-replaced = { $gender ->
        [feminine] reemplazada
        [masculine] reemplazado
       *[other] { -fortyfour-the-section-44 } ocupa su lugar
    }
f44-word-reason-set-up = preparación
f44-word-reason-used-in-conflict = usados en un conflicto
f44-word-reason-conflict-won = ganados con { -fortyfour-anxiety(count: "other") } o { -fortyfour-secret(count: "other") } en juego
f44-word-reason-stress = { -fortyfour-stress }
f44-word-reason-stress-overflow = { -fortyfour-stress } más allá de las puntuaciones de { -fortyfour-the-section-44 }
f44-word-reason-reserve = dados de { -fortyfour-reserve }
f44-word-reason-end-roll = tirados al final del turno
f44-word-reason-end-roll-won = la diferencia ganada al final del turno
f44-word-phase-not-started = sin empezar
f44-word-phase-choosing-order = eligiendo el orden de escenas
f44-word-phase-choosing-opponent = eligiendo oponente
f44-word-phase-framing = encuadre de la escena
f44-word-phase-preparing = reuniendo dados
f44-word-phase-improving = dados de { -fortyfour-reserve } sobre los resultados
f44-word-phase-resolving = consecuencias
f44-word-phase-end-preparing = fin del turno
f44-word-phase-end-improving = dados de { -fortyfour-reserve } sobre los resultados del fin de turno
f44-word-phase-gains = puntos por ganar
f44-word-phase-epilogue = epílogo
f44-word-phase-over = el final

## Sucesos
f44-ev-game-started = Empieza la partida: { -fortyfour-countdown } { $countdown }, Control { $control } y { -fortyfour-program } { $program } { $gender ->
        [feminine] de la { -fortyfour-director(gender: "feminine") }
        [masculine] del { -fortyfour-director(gender: "masculine") }
       *[other] de la { -fortyfour-director(gender: "neutral") }
    }.
f44-ev-agent-added = { -fortyfour-the-section-44(cap: "yes") } tiene un { -fortyfour-agent } nuevo: { $name } ({ $rating }).
f44-ev-secret-added = { -fortyfour-the-section-44(cap: "yes") } guarda un { -fortyfour-secret } nuevo: { $text } ({ $rating }).
f44-ev-agent-rated = La puntuación de un { -fortyfour-agent } es ahora { $rating }.
f44-ev-agent-deactivated = Un { -fortyfour-agent } ha sido eliminado.
f44-ev-secret-rated = La puntuación de un { -fortyfour-secret } es ahora { $rating }.
f44-ev-conspiracy-shared = { $seat } comparte ahora los { -fortyfour-agent(count: "other") } y { -fortyfour-secret(count: "other") } de { -fortyfour-the-section-44 }.
f44-ev-pile-changed = Dados de { $pile }: { $to } ({ $reason }).
f44-ev-order-rolled = { -fortyfour-countdown } { $countdown }: tirada de orden ({ $rolls }); { $chooser } fija el orden.
f44-ev-scene-order-set = Orden de escenas: { $seats }.
f44-ev-scene-began = Empieza la escena de { $seat }.
f44-ev-opponent-chosen = El { -fortyfour-operative } se enfrenta a { $opponent }.
f44-ev-detail-added = { $by }: «{ $text }».
f44-ev-conflict-began = Conflicto: { $main } contra { $conspirator }.
f44-ev-quality-chosen = { $seat } usa { $quality } ({ $dice ->
        [one] 1 dado
       *[other] { $dice } dados
    }).
f44-ev-bond-enlisted = { $seat } implica un { -fortyfour-bond } ({ $dice ->
        [one] 1 dado
       *[other] { $dice } dados
    }).
f44-ev-anxiety-triggered = Se activa una { -fortyfour-anxiety } de { $seat }: { $rating ->
        [one] se quita el dado más alto
       *[other] se quitan los { $rating } dados más altos
    }.
f44-ev-assist-joined = { $seat } ayuda con { $quality } ({ $dice ->
        [one] 1 dado
       *[other] { $dice } dados
    }).
f44-ev-agent-activated = { -fortyfour-the-section-44(cap: "yes") } activa a { $name } ({ $rating ->
        [one] 1 dado
       *[other] { $rating } dados
    }).
f44-ev-secret-revealed = Se revela un { -fortyfour-secret }: { $text } (quita { $rating ->
        [one] el dado más alto
       *[other] los { $rating } dados más altos
    }).
f44-ev-operative-joined = { $seat } ayuda al { -fortyfour-operative } ({ $dice ->
        [one] 1 dado
       *[other] { $dice } dados
    }).
f44-ev-extra-dice-added = { $by } añade { $count ->
        [one] un dado
       *[other] { $count } dados
    } { $side ->
        [main] al { -fortyfour-main-side }
       *[conspiracy] a { -fortyfour-the-section-44 }
    }.
# $director: el género de quien dirige cuando el asiento es el suyo sin nombre elegido; "none" si no.
f44-ev-reserve-changed = { -fortyfour-reserve } { $director ->
        [feminine] de la { -fortyfour-director(gender: "feminine") }
        [masculine] del { -fortyfour-director(gender: "masculine") }
        [neutral] de la { -fortyfour-director(gender: "neutral") }
       *[none] de { $holder }
    }: { $dice }.
f44-ev-side-ready = { $side ->
        [main] { -fortyfour-main-side(cap: "yes") }
       *[conspiracy] { -fortyfour-the-section-44(cap: "yes") }
    }: { $side ->
        [main] { $ready ->
            [yes] listo
           *[no] no listo
        }
       *[conspiracy] { $ready ->
            [yes] lista
           *[no] no lista
        }
    }.
f44-ev-conflict-rolled = Se tiran los dados: { -fortyfour-main-side } { $main_kept } (quitados { $main_removed }) = { $main_value }; { -fortyfour-section-44 } { $conspiracy_kept } (quitados { $conspiracy_removed }) = { $conspiracy_value }.
f44-ev-result-improved = { $by } usa dados de { -fortyfour-reserve }: el resultado { $side ->
        [main] del { -fortyfour-main-side }
       *[conspiracy] de { -fortyfour-the-section-44 }
    } es ahora { $result }.
f44-ev-conflict-decided = Gana { $winner }, { $main } contra { $conspiracy }: { $stress } de { -fortyfour-stress }.
f44-ev-bond-rated = El { -fortyfour-bond } «{ $name }» de { $seat } vale ahora { $rating }.
f44-ev-bond-became-agent = Se pierde el { -fortyfour-bond } «{ $name }» de { $seat }: ahora es un { -fortyfour-agent } de { -fortyfour-the-section-44 }.
f44-ev-anxiety-rated = La { -fortyfour-anxiety } «{ $name }» de { $seat } vale ahora { $rating }.
# $which: resolve, contact or material (the article and the verb agree with the Quality's name).
f44-ev-quality-rated = { $which ->
        [contact] Los { $quality } de { $seat } valen ahora { $rating }.
        [material] El { $quality } de { $seat } vale ahora { $rating }.
       *[resolve] La { $quality } de { $seat } vale ahora { $rating }.
    }
# $rating: «Control» o «Programa» (masculinos: «El Control…»).
f44-ev-conspiracy-rated = El { $rating } { $director ->
        [feminine] de la { -fortyfour-director(gender: "feminine") }
        [masculine] del { -fortyfour-director(gender: "masculine") }
        [neutral] de la { -fortyfour-director(gender: "neutral") }
       *[none] de { $seat }
    } vale ahora { $value }.
# $gender: el de quien ocupa el asiento ("feminine", "masculine"; "neutral" si ninguno).
f44-ev-character-replaced = { $gender ->
        [feminine] { $seat } es reemplazada por { -fortyfour-the-section-44 }
        [masculine] { $seat } es reemplazado por { -fortyfour-the-section-44 }
       *[other] { -fortyfour-the-section-44(cap: "yes") } reemplaza a { $seat }
    }; { $stress } de { -fortyfour-stress } pasa a dados de { -fortyfour-menace }.
f44-ev-removed-dice-taken = Dados quitados que pasan a la { -fortyfour-reserve }: { $dice }.
f44-ev-operative-created = { $seat } pasa a ser un { -fortyfour-operative }: Control { $control }, { -fortyfour-program } { $program }.
f44-ev-phase-entered = Ahora: { $phase }.
f44-ev-passed = { $seat } ha terminado.
f44-ev-end-roll-began = { $zero_hour ->
    [yes] { -fortyfour-zero-hour }: la Última Tirada.
   *[no] Fin del turno: { -fortyfour-resistance } contra { -fortyfour-menace }.
}
f44-ev-end-rolled = { -fortyfour-resistance } { $resistance_kept } = { $resistance_value }; { -fortyfour-menace } { $menace_kept } = { $menace_value }.
f44-ev-end-decided = Gana { $winner } la tirada de fin de turno, { $resistance } contra { $menace }.
f44-ev-gain-owed = Puntos pendientes: { $seats }.
f44-ev-countdown-changed = La { -fortyfour-countdown } está ahora en { $countdown }.
f44-ev-game-ended = Termina la partida: { $fates }.

## Ayuda
f44-help-intro = Las personas narran; la mesa lleva cada número. Cada paso del reglamento y dónde está en la página de la mesa:
f44-help-step = Paso del reglamento
f44-help-page = Página
f44-help-page-ref = pág. { $pages }
f44-help-where = En pantalla
f44-help-setup = Personajes principales y { -fortyfour-secret(count: "other") }
f44-help-setup-where = El formulario «abrir una mesa»: un bloque por personaje principal (concepto, { -fortyfour-ticker }, { -fortyfour-quality(count: "other") }, { -fortyfour-bond(count: "other") }, { -fortyfour-anxiety(count: "other") } con sus presupuestos) y los dos { -fortyfour-secret(count: "other") } del { -fortyfour-director }.
f44-help-order = Orden de escenas
f44-help-order-where = Quien gana la tirada de orden recibe un formulario para fijarlo; la barra de orden muestra de quién es la escena.
f44-help-framing = Detalles de la escena
f44-help-framing-where = Tres detalles por turnos: el formulario aparece a quien añade el siguiente.
f44-help-gather = Reunir dados
f44-help-gather-where = El recuadro del conflicto muestra los dados de ambos bandos; los botones declaran { -fortyfour-quality(count: "other") }, { -fortyfour-bond(count: "other") }, { -fortyfour-anxiety(count: "other") }, ayudas, { -fortyfour-agent(count: "other") } y { -fortyfour-secret(count: "other") }; los formularios añaden dados del montón o de { -fortyfour-reserve }; «Listo» tira.
f44-help-odds = Probabilidades antes de tirar
f44-help-odds-where = El compositor bajo el conflicto: marca lo que podrías añadir y lee la probabilidad exacta y las barras de { -fortyfour-stress }.
f44-help-improve = Dados de { -fortyfour-reserve } sobre los resultados
f44-help-improve-where = Tras la tirada, sustituye o mejora el resultado de tu bando y luego «Hecho».
f44-help-stress = { -fortyfour-stress }
f44-help-stress-where = Formularios para ordenar { -fortyfour-bond(count: "other") }, repartir { -fortyfour-stress } entre { -fortyfour-agent(count: "other") }, Control y { -fortyfour-program }, y pasar a ser { -fortyfour-operative }.
f44-help-reserve = { -fortyfour-reserve }
f44-help-reserve-where = Toma dados quitados tras un conflicto; gasta dados de { -fortyfour-reserve } en puntuaciones en cualquier momento desde tus acciones.
f44-help-end = Fin del turno
f44-help-end-where = Dados de { -fortyfour-reserve } a los montones, «Hecho», la tirada de { -fortyfour-resistance } contra { -fortyfour-menace } y los puntos ganados.
f44-help-zero = { -fortyfour-zero-hour }
f44-help-zero-where = La Última Tirada y los destinos arriba de la página.
f44-help-operative = { -fortyfour-operative(count: "other") }
f44-help-operative-where = La hoja de un personaje reemplazado muestra Control y { -fortyfour-program }; su jugador pasa a ver el lado de { -fortyfour-the-section-44 }.
f44-help-secrets = Lo que queda en secreto
f44-help-secrets-where = Los { -fortyfour-secret(count: "other") } y los { -fortyfour-agent(count: "other") } que crea el { -fortyfour-director } solo aparecen en la página del { -fortyfour-director } (y de los { -fortyfour-operative(count: "other") }) hasta que se revelan o activan en un conflicto.
f44-help-rulings = Donde el reglamento es ambiguo, Tablón aplica una lectura y la dice en el formulario o en el mensaje de error del paso.

## Las tiradas, como las nombran la página de dados y las copias
f44-roll-conflict-main = conflicto contra { $opponent }, { $quality }
f44-roll-conflict-main-plain = conflicto contra { $opponent }
f44-roll-conflict-conspiracy = conflicto contra { $main }
f44-roll-order = tirada de orden
f44-roll-order-round = tirada de orden, desempate { $round }
f44-roll-resistance = dados de { -fortyfour-resistance } al final del turno
f44-roll-menace = dados de { -fortyfour-menace } al final del turno
f44-roll-reading = quedan { $kept }, quitados { $removed }: { $value }
f44-roll-reading-kept = quedan { $kept }: { $value }
f44-roll-step = { -fortyfour-countdown } { $countdown }

## Jugadores dueños de sus personajes (issue 17): crearlo en la mesa, notas, el final.
f44-phase-creating = los jugadores crean sus personajes
f44-word-phase-creating = creación de personajes
f44-ev-creation-opened = Se abre la mesa: { $players ->
    [one] un jugador crea
   *[other] { $players } jugadores crean
} su personaje principal (p. 7-9){ $premade ->
    [0] .
   *[other] , o toman uno de los { $premade } que preparó { $gender ->
        [feminine] la { -fortyfour-director(gender: "feminine") }
        [masculine] el { -fortyfour-director(gender: "masculine") }
       *[other] la { -fortyfour-director(gender: "neutral") }
    }.
}
f44-ev-character-made = { $seat } { $premade ->
    [yes] toma el personaje preparado
   *[no] crea el personaje
} { $name }.
f44-ev-character-edited = { $seat } reescribe su personaje: { $name }, { $concept }.
f44-setup-table = La mesa
f44-setup-players = Jugadores que crean su propio personaje en la mesa
f44-setup-players-help = 0: los personajes de abajo son los de los jugadores (el asiento 1 juega el primero). De 1 a 12: cada jugador crea su personaje desde su asiento, o toma uno de los de abajo, preparados para repartir.
f44-setup-notes-to-director = El { -fortyfour-director } lee las notas de los jugadores (todos ven este ajuste)
f44-creation = Creación de los personajes principales
f44-creation-how = Cómo se crean los personajes principales
f44-creation-help = Cada jugador crea un personaje principal paso a paso (p. 7-9) o toma uno que preparó { $gender ->
        [feminine] la { -fortyfour-director(gender: "feminine") }
        [masculine] el { -fortyfour-director(gender: "masculine") }
       *[other] la { -fortyfour-director(gender: "neutral") }
    }. Mientras, { $gender ->
        [feminine] la { -fortyfour-director(gender: "feminine") }
        [masculine] el { -fortyfour-director(gender: "masculine") }
       *[other] la { -fortyfour-director(gender: "neutral") }
    } completa { -fortyfour-the-section-44 } (p. 9): la { -fortyfour-countdown } empieza cuando todos tienen personaje.
f44-creation-waiting = aún crea su personaje
f44-creation-director = El reglamento no da { $gender ->
        [feminine] a la { -fortyfour-director(gender: "feminine") }
        [masculine] al { -fortyfour-director(gender: "masculine") }
       *[other] a la { -fortyfour-director(gender: "neutral") }
    } voz sobre los personajes principales: tus { -fortyfour-secret(count: "other") } ya están escritos; espera a los jugadores.
f44-premade = Personajes preparados para repartir
f44-premade-take = Jugar este personaje
f44-create = Crea tu propio personaje principal
f44-create-send = Este es mi personaje
f44-notes = Mis notas
f44-notes-director-reads = Estas notas las lees tú y { $gender ->
        [feminine] la { -fortyfour-director(gender: "feminine") }
        [masculine] el { -fortyfour-director(gender: "masculine") }
       *[other] la { -fortyfour-director(gender: "neutral") }
    }.
f44-notes-only-you = Solo tú lees estas notas.
f44-notes-label = Notas
f44-notes-save = Guardar mis notas
# $gender: el de quien ocupa el asiento de la hoja ("feminine", "masculine"; "neutral" si ninguno).
f44-notes-of = { $gender ->
        [feminine] Las notas de la jugadora
        [masculine] Las notas del jugador
       *[other] Las notas de quien juega
    }
f44-edit = Reescribir nombre y concepto
f44-edit-help = Ninguna regla los lee (Regla 23); las puntuaciones cambian solo por las reglas, y el { -fortyfour-ticker } queda como se contó.
f44-edit-send = Reescribir
f44-notes-setting-director = En esta mesa { $gender ->
        [feminine] la { -fortyfour-director(gender: "feminine") }
        [masculine] el { -fortyfour-director(gender: "masculine") }
       *[other] la { -fortyfour-director(gender: "neutral") }
    } lee las notas de cada jugador.
f44-notes-setting-private = En esta mesa las notas de cada jugador son solo suyas.
f44-end = El final de la historia
f44-end-zero-hour = { -fortyfour-zero-hour }: { -fortyfour-resistance } { $resistance } contra { -fortyfour-menace } { $menace }: { $won ->
    [resistance] ganó la { -fortyfour-resistance }, y cada personaje principal ganó un punto.
   *[menace] ganó la { -fortyfour-menace }, y el Control { $gender ->
        [feminine] de la { -fortyfour-director(gender: "feminine") }
        [masculine] del { -fortyfour-director(gender: "masculine") }
       *[other] de la { -fortyfour-director(gender: "neutral") }
    } subió 1.
}
f44-end-early = La partida terminó antes de la { -fortyfour-zero-hour }: no quedaba ningún personaje principal (p. 26).
f44-end-control = Control de { -fortyfour-the-section-44 }: { $control }. Un personaje principal sobrevive si la suma de sus { -fortyfour-quality(count: "other") } lo supera (p. 26).
f44-end-sum = { -fortyfour-quality(count: "other") } { $sum } contra Control { $control }
f44-end-sheets = Las hojas de abajo están como terminó la historia.
err-44-create-director = El { -fortyfour-director } no crea ningún personaje principal (p. 9).
err-44-create-already = Este asiento ya tiene su personaje principal.
err-44-create-premade-gone = Ese personaje preparado ya lo ha tomado otro jugador.
err-44-notes-players-only = Las notas son de los jugadores; el { -fortyfour-director } no lleva aquí.
err-44-notes-too-long = Las notas admiten como mucho { $max } caracteres.
err-44-edit-no-character = Este asiento aún no tiene personaje que reescribir.
err-44-text-too-long = Es demasiado largo: como mucho { $max } caracteres.
err-form-44-character-name = Escribe primero el nombre del personaje.
f44-consider-reserve-main = Dados de { -fortyfour-reserve } que podrías dar al { -fortyfour-main-side } (uso 2, p. 29)
f44-consider-reserve-con = Dados de { -fortyfour-reserve } que podrías dar al bando de { -fortyfour-the-section-44 } (uso 2, p. 29)
