# Fragmentos's glossary (en): the rulebook's own words, as Fluent terms the messages use; Spanish,
# term by term, in ../es/ (same file). Parameters: $cap = "yes" to start a sentence;
# $count = "other" for the plural.

-fragmentos-threat = { $cap ->
        [yes] Threat
       *[no] threat
    }
-fragmentos-omen = { $count ->
        [other] { $cap ->
            [yes] Omens
           *[no] omens
        }
       *[one] { $cap ->
            [yes] Omen
           *[no] omen
        }
    }
-fragmentos-overcoming = { $cap ->
        [yes] Overcoming
       *[no] overcoming
    }
-fragmentos-trait = { $count ->
        [other] { $cap ->
            [yes] Traits
           *[no] traits
        }
       *[one] { $cap ->
            [yes] Trait
           *[no] trait
        }
    }
-fragmentos-quality = { $count ->
        [other] { $cap ->
            [yes] Qualities
           *[no] qualities
        }
       *[one] { $cap ->
            [yes] Quality
           *[no] quality
        }
    }
-fragmentos-challenge = { $count ->
        [other] { $cap ->
            [yes] Challenges
           *[no] challenges
        }
       *[one] { $cap ->
            [yes] Challenge
           *[no] challenge
        }
    }
-fragmentos-conflict = { $count ->
        [other] { $cap ->
            [yes] Conflicts
           *[no] conflicts
        }
       *[one] { $cap ->
            [yes] Conflict
           *[no] conflict
        }
    }
-fragmentos-difficulty = { $count ->
        [other] { $cap ->
            [yes] Difficulties
           *[no] difficulties
        }
       *[one] { $cap ->
            [yes] Difficulty
           *[no] difficulty
        }
    }
-fragmentos-characteristic = { $count ->
        [other] { $cap ->
            [yes] Characteristics
           *[no] characteristics
        }
       *[one] { $cap ->
            [yes] Characteristic
           *[no] characteristic
        }
    }
-fragmentos-script-protection = { $cap ->
        [yes] Script protection
       *[no] script protection
    }
# The person who directs the table (Spanish chooses the word by their gender; English has one).
-fragmentos-director-person = Director
# $gender: the person directing at the table ("feminine", "masculine", "neutral"); English has
# one word.
-fragmentos-the-director = { $cap ->
        [yes] The { -fragmentos-director-person }
       *[no] the { -fragmentos-director-person }
    }
-fragmentos-director = { $count ->
        [other] Directors
       *[one] Director
    }
