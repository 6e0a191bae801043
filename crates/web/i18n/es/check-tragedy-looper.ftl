# «Comprobar este guion» en el formulario de mesa nueva: el informe de equilibrio de un
# guion, jugado IA contra IA. Los términos son los del manual (ver glossary-tragedy-looper.ftl).

tl-check-help = Antes de abrir la mesa, el programa puede jugar este guion contra sí mismo —su { -looper-mastermind } IA contra { -looper-protagonist(count: 2) } IA, contra un equipo heurístico y contra un equipo que conoce el guion— y decir lo equilibrado que está. Como mucho { $max } partidas por equipo; ninguna partida empieza pasados { $seconds } segundos; una sola comprobación a la vez en este servidor.
tl-check-games = Partidas por equipo de la comprobación
tl-check-button = Comprobar este guion
tl-check-busy = Ya hay otra comprobación de guion en marcha en este servidor. Vuelve a intentarlo dentro de un minuto.
tl-check-title = Equilibrio de «{ $title }»
tl-check-intro = { $games ->
        [one] Una partida
       *[other] { $games } partidas
    } por equipo, { $players ->
        [one] un jugador { -looper-protagonist(count: 1) }
       *[other] { $players } jugadores { -looper-protagonist(count: 2) }
    }, la { -looper-mastermind } IA con su fuerza por defecto.
tl-check-cut-short = Solo se jugaron { $played } de las { $asked } partidas por equipo: ninguna partida empieza pasados { $seconds } segundos.
tl-check-difficulty = Dificultad: declarada { $declared }, medida { $measured }.
tl-check-bands = La dificultad medida lee dos porcentajes de victoria: el de los { -looper-protagonist(count: 2) } IA (fácil desde el 25 %, normal desde el 5 %) y el del equipo que conoce el guion (fácil desde el 90 %, normal desde el 50 %).
tl-check-team-ai = Contra { -looper-protagonist(count: 2) } IA (no conocen el guion)
tl-check-team-heuristic = Contra el equipo heurístico (no conoce el guion; flojo)
tl-check-team-cheating = Contra un equipo que conoce el guion
tl-check-won = { -looper-the-protagonists(cap: "yes") } ganaron { $wins } de { $games } { $games ->
        [one] partida
       *[other] partidas
    } ({ $rate } %; intervalo del 95 %: { $low }–{ $high } %).
tl-check-by-loop = Victorias por bucle:
tl-check-loop-wins = bucle { $loop }: { $wins }
tl-check-final-guess = Hipótesis finales hechas: { $made }; acertadas: { $right }.
tl-check-final-guess-never = Nunca se llegó a la Hipótesis final.
tl-check-lost-loops = Bucles perdidos: { $loops }. Por qué (basta una condición de derrota, y un bucle puede cumplir varias):
tl-check-count = { $what }: { $count }
tl-check-cause-role = { $name } (papel)
tl-check-cause-incident = { $name } (incidente)
tl-check-cause-plot = { $name } (trama)
tl-check-cause-unknown = causa no registrada
tl-check-incidents = Incidentes que ocurrieron:
tl-check-no-incidents = No ocurrió ningún incidente.
tl-check-warnings = Avisos
tl-check-no-warnings = Ningún aviso.
tl-check-warn-unwinnable = Ni el equipo que conoce el guion ganó ninguna de { $games } partidas: tal como lo juega la { -looper-mastermind } IA, el guion parece imposible de ganar.
tl-check-warn-won-on-loop-1 = { $team ->
        [ai] Los { -looper-protagonist(count: 2) } IA, que no conocen el guion, ganaron
       *[other] El equipo heurístico, que no conoce el guion, ganó
    } en el bucle 1 { $wins } de { $games } partidas: el primer bucle no deja nada que deducir.
tl-check-warn-role-never-matters = El papel { $role } ({ $character }) no usó ninguna habilidad, no rechazó ninguna habilidad de Cooperación ni cumplió ninguna condición de derrota en { $games } partidas: puede que el papel no importe.
tl-check-warn-label-disagrees = El guion se declara { $declared }, pero se mide { $measured }.
tl-check-warn-unfinished = { $games } partidas no terminaron. Es un fallo: por favor, avísanos.
tl-check-noisy = Con pocas partidas los porcentajes son aproximados: el intervalo del 95 % dice cuánto. La orden «tablon script balance» juega tantas partidas como quieras.
err-form-tragedy-looper-check-games = Una comprobación juega de 1 a 5 partidas por equipo.
