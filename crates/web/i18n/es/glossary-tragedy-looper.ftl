# Glosario de Tragedy Looper (es): las palabras del manual de la edición española (Devir), como
# términos de Fluent que usan los mensajes. El inglés, término a término, en ../en/ (mismo archivo).
# $cap: "yes" para empezar frase; $count: número (singular o plural).

-looper-mastermind = { $cap ->
        [yes] Mente maestra
       *[no] mente maestra
    }
-looper-the-mastermind = { $cap ->
        [yes] La mente maestra
       *[no] la mente maestra
    }
-looper-protagonist = { $count ->
        [one] { $cap ->
            [yes] Protagonista
           *[no] protagonista
        }
       *[other] { $cap ->
            [yes] Protagonistas
           *[no] protagonistas
        }
    }
-looper-the-protagonists = { $cap ->
        [yes] Los protagonistas
       *[no] los protagonistas
    }
-looper-extras = figurantes
-looper-loop = { $count ->
        [many] bucles
       *[one] bucle
    }
-looper-time-spiral = espiral de tiempo
