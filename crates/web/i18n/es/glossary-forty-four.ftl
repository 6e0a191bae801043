# Glosario de 44 (es): las palabras del reglamento de la edición en español, como términos
# de Fluent que usan los mensajes; el inglés, término a término, en ../en/ (mismo archivo).
# Parámetros: $cap = "yes" para empezar frase; $count = "other" para el plural.

-fortyfour-main-side = { $cap ->
        [yes] Bando principal
       *[no] bando principal
    }
-fortyfour-the-section-44 = { $cap ->
        [yes] La Sección 44
       *[no] la Sección 44
    }
-fortyfour-section-44 = Sección 44
-fortyfour-countdown = Cuenta atrás
-fortyfour-zero-hour = Hora Cero
-fortyfour-quality = { $count ->
        [other] Cualidades
       *[one] Cualidad
    }
-fortyfour-bond = { $count ->
        [other] Vínculos
       *[one] Vínculo
    }
-fortyfour-anxiety = { $count ->
        [other] Ansiedades
       *[one] Ansiedad
    }
-fortyfour-agent = { $count ->
        [other] Agentes
       *[one] Agente
    }
-fortyfour-secret = { $count ->
        [other] Secretos
       *[one] Secreto
    }
-fortyfour-operative = { $count ->
        [other] Operativos
       *[one] Operativo
    }
-fortyfour-program = Programa
-fortyfour-reserve = Reserva
-fortyfour-stress = Estrés
-fortyfour-resistance = Resistencia
-fortyfour-menace = Amenaza
-fortyfour-ticker = Teletipo
# $gender: la persona que dirige la mesa ("feminine", "masculine", "neutral"); sin él, la palabra
# del reglamento (para el texto de las reglas).
-fortyfour-director = { $gender ->
        [feminine] Directora
        [neutral] Dirección
       *[masculine] Director
    }
