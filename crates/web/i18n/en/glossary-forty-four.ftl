# 44's glossary (en): the rulebook's words as Fluent terms; Spanish, term by term, in ../es/
# (same file). $cap: "yes" to start a sentence.
-fortyfour-main-side = { $cap ->
        [yes] Main side
       *[no] main side
    }
-fortyfour-section-44 = { $cap ->
        [yes] Section 44
       *[no] Section 44
    }
