# Glosario de Tragedy Looper (es): las palabras del reglamento de la edición en español, como términos
# de Fluent que usan los mensajes; el inglés, término a término, en ../en/ (mismo archivo).
# Parámetros: $cap = "yes" para empezar frase; $count = "other" para el plural.

-looper-the-mastermind = { $cap ->
        [yes] La mente maestra
       *[no] la mente maestra
    }
-looper-mastermind = { $count ->
        [other] { $cap ->
            [yes] Mentes maestras
           *[no] mentes maestras
        }
       *[one] { $cap ->
            [yes] Mente maestra
           *[no] mente maestra
        }
    }
-looper-the-protagonists = { $cap ->
        [yes] Los protagonistas
       *[no] los protagonistas
    }
-looper-protagonist = { $count ->
        [other] { $cap ->
            [yes] Protagonistas
           *[no] protagonistas
        }
       *[one] { $cap ->
            [yes] Protagonista
           *[no] protagonista
        }
    }
-looper-loop = { $count ->
        [other] { $cap ->
            [yes] Bucles
           *[no] bucles
        }
       *[one] { $cap ->
            [yes] Bucle
           *[no] bucle
        }
    }
-looper-extra = { $count ->
        [other] { $cap ->
            [yes] Figurantes
           *[no] figurantes
        }
       *[one] { $cap ->
            [yes] Figurante
           *[no] figurante
        }
    }
-looper-time-spiral = { $cap ->
        [yes] Espiral de tiempo
       *[no] espiral de tiempo
    }
-looper-goodwill = Cooperación
-looper-paranoia = Paranoia
-looper-intrigue = Intriga
-looper-leader = { $count ->
        [other] { $cap ->
            [yes] Líderes
           *[no] líderes
        }
       *[one] { $cap ->
            [yes] Líder
           *[no] líder
        }
    }
-looper-incident = { $count ->
        [other] { $cap ->
            [yes] Incidentes
           *[no] incidentes
        }
       *[one] { $cap ->
            [yes] Incidente
           *[no] incidente
        }
    }
-looper-subplot = { $count ->
        [other] { $cap ->
            [yes] Tramas secundarias
           *[no] tramas secundarias
        }
       *[one] { $cap ->
            [yes] Trama secundaria
           *[no] trama secundaria
        }
    }
-looper-main-plot = { $count ->
        [other] { $cap ->
            [yes] Tramas principales
           *[no] tramas principales
        }
       *[one] { $cap ->
            [yes] Trama principal
           *[no] trama principal
        }
    }
-looper-plot = { $count ->
        [other] { $cap ->
            [yes] Tramas
           *[no] tramas
        }
       *[one] { $cap ->
            [yes] Trama
           *[no] trama
        }
    }
-looper-culprit = { $count ->
        [other] { $cap ->
            [yes] Culpables
           *[no] culpables
        }
       *[one] { $cap ->
            [yes] Culpable
           *[no] culpable
        }
    }
-looper-final-guess = Hipótesis final
-looper-script = { $count ->
        [other] { $cap ->
            [yes] Guiones
           *[no] guiones
        }
       *[one] { $cap ->
            [yes] Guion
           *[no] guion
        }
    }
