# Glosario de GenreFuzzion (es): las palabras del reglamento de la edición en español, como términos
# de Fluent que usan los mensajes; el inglés, término a término, en ../en/ (mismo archivo).
# Parámetros: $cap = "yes" para empezar frase; $count = "other" para el plural.

-genrefuzzion-cliche = { $count ->
        [other] { $cap ->
            [yes] Clichés
           *[no] clichés
        }
       *[one] { $cap ->
            [yes] Cliché
           *[no] cliché
        }
    }
-genrefuzzion-relationship = { $count ->
        [other] { $cap ->
            [yes] Relaciones
           *[no] relaciones
        }
       *[one] { $cap ->
            [yes] Relación
           *[no] relación
        }
    }
-genrefuzzion-trick = { $count ->
        [other] { $cap ->
            [yes] Trucos
           *[no] trucos
        }
       *[one] { $cap ->
            [yes] Truco
           *[no] truco
        }
    }
-genrefuzzion-flaw = { $count ->
        [other] { $cap ->
            [yes] Tretas
           *[no] tretas
        }
       *[one] { $cap ->
            [yes] Treta
           *[no] treta
        }
    }
-genrefuzzion-objective = { $count ->
        [other] { $cap ->
            [yes] Objetivos
           *[no] objetivos
        }
       *[one] { $cap ->
            [yes] Objetivo
           *[no] objetivo
        }
    }
-genrefuzzion-fumble = { $count ->
        [other] { $cap ->
            [yes] Pifias
           *[no] pifias
        }
       *[one] { $cap ->
            [yes] Pifia
           *[no] pifia
        }
    }
-genrefuzzion-interval = { $count ->
        [other] { $cap ->
            [yes] Intervalos
           *[no] intervalos
        }
       *[one] { $cap ->
            [yes] Intervalo
           *[no] intervalo
        }
    }
-genrefuzzion-grand-finale = Gran Final
-genrefuzzion-victory-points = puntos de Victoria
-genrefuzzion-karma-points = puntos de Karma
# Sus abreviaturas, como las imprimen las hojas y los costes.
-genrefuzzion-vp = PV
-genrefuzzion-kp = PK
# $gender: la persona que modera ("feminine", "masculine", "neutral"); sin él, la palabra del
# reglamento (para el texto de las reglas).
-genrefuzzion-moderator = { $gender ->
        [feminine] Moderadora
        [neutral] Moderación
       *[masculine] Moderador
    }
