# GenreFuzzion's glossary (en): the rulebook's own words, as Fluent terms the messages use; Spanish,
# term by term, in ../es/ (same file). Parameters: $cap = "yes" to start a sentence;
# $count = "other" for the plural.

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
            [yes] Relationships
           *[no] relationships
        }
       *[one] { $cap ->
            [yes] Relationship
           *[no] relationship
        }
    }
-genrefuzzion-trick = { $count ->
        [other] { $cap ->
            [yes] Tricks
           *[no] tricks
        }
       *[one] { $cap ->
            [yes] Trick
           *[no] trick
        }
    }
-genrefuzzion-flaw = { $count ->
        [other] { $cap ->
            [yes] Flaws
           *[no] flaws
        }
       *[one] { $cap ->
            [yes] Flaw
           *[no] flaw
        }
    }
-genrefuzzion-objective = { $count ->
        [other] { $cap ->
            [yes] Objectives
           *[no] objectives
        }
       *[one] { $cap ->
            [yes] Objective
           *[no] objective
        }
    }
-genrefuzzion-fumble = { $count ->
        [other] { $cap ->
            [yes] Fumbles
           *[no] fumbles
        }
       *[one] { $cap ->
            [yes] Fumble
           *[no] fumble
        }
    }
-genrefuzzion-interval = { $count ->
        [other] { $cap ->
            [yes] Intervals
           *[no] intervals
        }
       *[one] { $cap ->
            [yes] Interval
           *[no] interval
        }
    }
-genrefuzzion-grand-finale = Grand Finale
-genrefuzzion-victory-points = Victory points
-genrefuzzion-karma-points = Karma points
# Their abbreviations, as the sheets and costs print them.
-genrefuzzion-vp = VP
-genrefuzzion-kp = KP
# $gender: the person moderating ("feminine", "masculine", "neutral"); English has one word.
-genrefuzzion-moderator = Moderator
