# Tragedy Looper's glossary (en): the rulebook's own words, as Fluent terms the messages use; Spanish,
# term by term, in ../es/ (same file). Parameters: $cap = "yes" to start a sentence;
# $count = "other" for the plural.

-looper-the-mastermind = { $cap ->
        [yes] The Mastermind
       *[no] the Mastermind
    }
-looper-mastermind = { $count ->
        [other] Masterminds
       *[one] Mastermind
    }
-looper-the-protagonists = { $cap ->
        [yes] The Protagonists
       *[no] the Protagonists
    }
-looper-protagonist = { $count ->
        [other] Protagonists
       *[one] Protagonist
    }
-looper-loop = { $count ->
        [other] { $cap ->
            [yes] Loops
           *[no] loops
        }
       *[one] { $cap ->
            [yes] Loop
           *[no] loop
        }
    }
-looper-extra = { $count ->
        [other] { $cap ->
            [yes] Extras
           *[no] extras
        }
       *[one] { $cap ->
            [yes] Extra
           *[no] extra
        }
    }
-looper-time-spiral = Time Spiral
-looper-goodwill = Goodwill
-looper-paranoia = Paranoia
-looper-intrigue = Intrigue
-looper-leader = { $count ->
        [other] { $cap ->
            [yes] Leaders
           *[no] leaders
        }
       *[one] { $cap ->
            [yes] Leader
           *[no] leader
        }
    }
-looper-incident = { $count ->
        [other] { $cap ->
            [yes] Incidents
           *[no] incidents
        }
       *[one] { $cap ->
            [yes] Incident
           *[no] incident
        }
    }
-looper-subplot = { $count ->
        [other] { $cap ->
            [yes] Subplots
           *[no] subplots
        }
       *[one] { $cap ->
            [yes] Subplot
           *[no] subplot
        }
    }
-looper-main-plot = { $count ->
        [other] { $cap ->
            [yes] Main plots
           *[no] main plots
        }
       *[one] { $cap ->
            [yes] Main plot
           *[no] main plot
        }
    }
-looper-plot = { $count ->
        [other] { $cap ->
            [yes] Plots
           *[no] plots
        }
       *[one] { $cap ->
            [yes] Plot
           *[no] plot
        }
    }
-looper-culprit = { $count ->
        [other] { $cap ->
            [yes] Culprits
           *[no] culprits
        }
       *[one] { $cap ->
            [yes] Culprit
           *[no] culprit
        }
    }
-looper-final-guess = Final Guess
-looper-script = { $count ->
        [other] { $cap ->
            [yes] Scripts
           *[no] scripts
        }
       *[one] { $cap ->
            [yes] Script
           *[no] script
        }
    }
