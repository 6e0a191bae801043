# Tragedy Looper's glossary (en): the English edition's words, as Fluent terms the messages use.
# Spanish, term by term, in ../es/ (same file). $cap: "yes" to start a sentence; $count: a number.

-looper-mastermind = Mastermind
-looper-the-mastermind = { $cap ->
        [yes] The Mastermind
       *[no] the Mastermind
    }
-looper-protagonist = { $count ->
        [one] Protagonist
       *[other] Protagonists
    }
-looper-the-protagonists = { $cap ->
        [yes] The Protagonists
       *[no] the Protagonists
    }
-looper-extras = extras
-looper-loop = { $count ->
        [many] loops
       *[one] loop
    }
-looper-time-spiral = Time Spiral
