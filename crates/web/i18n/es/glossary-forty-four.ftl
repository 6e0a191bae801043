# Glosario de 44 (es): las palabras del reglamento como términos de Fluent; el inglés, término a
# término, en ../en/ (mismo archivo). $cap: "yes" para empezar frase.
-fortyfour-main-side = { $cap ->
        [yes] Bando principal
       *[no] bando principal
    }
-fortyfour-section-44 = { $cap ->
        [yes] La Sección 44
       *[no] la Sección 44
    }
