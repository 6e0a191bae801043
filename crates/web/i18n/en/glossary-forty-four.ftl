# 44's glossary (en): the rulebook's own words, as Fluent terms the messages use; Spanish,
# term by term, in ../es/ (same file). Parameters: $cap = "yes" to start a sentence;
# $count = "other" for the plural.

-fortyfour-main-side = { $cap ->
        [yes] Main side
       *[no] main side
    }
-fortyfour-the-section-44 = Section 44
-fortyfour-section-44 = Section 44
-fortyfour-countdown = Countdown
-fortyfour-zero-hour = Zero Hour
-fortyfour-quality = { $count ->
        [other] Qualities
       *[one] Quality
    }
-fortyfour-bond = { $count ->
        [other] Bonds
       *[one] Bond
    }
-fortyfour-anxiety = { $count ->
        [other] Anxieties
       *[one] Anxiety
    }
-fortyfour-agent = { $count ->
        [other] Agents
       *[one] Agent
    }
-fortyfour-secret = { $count ->
        [other] Secrets
       *[one] Secret
    }
-fortyfour-operative = { $count ->
        [other] Operatives
       *[one] Operative
    }
-fortyfour-program = Program
-fortyfour-reserve = Reserve
-fortyfour-stress = Stress
-fortyfour-resistance = Resistance
-fortyfour-menace = Menace
-fortyfour-ticker = Ticker
# $gender: the person directing at the table ("feminine", "masculine", "neutral"); English has
# one word.
-fortyfour-director = Director
