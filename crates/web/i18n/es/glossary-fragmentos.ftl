# Glosario de Fragmentos (es): las palabras del reglamento de la edición en español, como términos
# de Fluent que usan los mensajes; el inglés, término a término, en ../en/ (mismo archivo).
# Parámetros: $cap = "yes" para empezar frase; $count = "other" para el plural.

-fragmentos-threat = { $cap ->
        [yes] Amenaza
       *[no] amenaza
    }
-fragmentos-omen = { $count ->
        [other] { $cap ->
            [yes] Presagios
           *[no] presagios
        }
       *[one] { $cap ->
            [yes] Presagio
           *[no] presagio
        }
    }
-fragmentos-overcoming = { $cap ->
        [yes] Superación
       *[no] superación
    }
-fragmentos-trait = { $count ->
        [other] { $cap ->
            [yes] Rasgos
           *[no] rasgos
        }
       *[one] { $cap ->
            [yes] Rasgo
           *[no] rasgo
        }
    }
-fragmentos-quality = { $count ->
        [other] { $cap ->
            [yes] Cualidades
           *[no] cualidades
        }
       *[one] { $cap ->
            [yes] Cualidad
           *[no] cualidad
        }
    }
-fragmentos-challenge = { $count ->
        [other] { $cap ->
            [yes] Retos
           *[no] retos
        }
       *[one] { $cap ->
            [yes] Reto
           *[no] reto
        }
    }
-fragmentos-conflict = { $count ->
        [other] { $cap ->
            [yes] Conflictos
           *[no] conflictos
        }
       *[one] { $cap ->
            [yes] Conflicto
           *[no] conflicto
        }
    }
-fragmentos-difficulty = { $count ->
        [other] { $cap ->
            [yes] Dificultades
           *[no] dificultades
        }
       *[one] { $cap ->
            [yes] Dificultad
           *[no] dificultad
        }
    }
-fragmentos-characteristic = { $count ->
        [other] { $cap ->
            [yes] Características
           *[no] características
        }
       *[one] { $cap ->
            [yes] Característica
           *[no] característica
        }
    }
-fragmentos-script-protection = { $cap ->
        [yes] Protección de guion
       *[no] protección de guion
    }
# La persona que dirige la mesa, en el género que eligió ("feminine", "masculine", "neutral"), con
# mayúscula como en la lista de asientos («Esperando a la Dirección»); el texto de las reglas usa
# la palabra del reglamento, -fragmentos-director, en minúscula.
-fragmentos-director-person = { $gender ->
        [feminine] Directora
        [neutral] Dirección
       *[masculine] Director
    }
-fragmentos-the-director = { $gender ->
        [feminine] { $cap ->
            [yes] La { -fragmentos-director-person(gender: "feminine") }
           *[no] la { -fragmentos-director-person(gender: "feminine") }
        }
        [neutral] { $cap ->
            [yes] La { -fragmentos-director-person(gender: "neutral") }
           *[no] la { -fragmentos-director-person(gender: "neutral") }
        }
       *[masculine] { $cap ->
            [yes] El { -fragmentos-director-person(gender: "masculine") }
           *[no] el { -fragmentos-director-person(gender: "masculine") }
        }
    }
-fragmentos-director = { $count ->
        [other] { $cap ->
            [yes] Directores
           *[no] directores
        }
       *[one] { $cap ->
            [yes] Director
           *[no] director
        }
    }
