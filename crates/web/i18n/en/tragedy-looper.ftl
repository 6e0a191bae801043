# tragedy-looper screens (en). Owned by the tragedy-looper screens module.

## Characters (character cards, shared/games/tragedy-looper-characters.md)
tl-char-boy_student = Boy Student
tl-char-girl_student = Girl Student
tl-char-rich_mans_daughter = Rich Man's Daughter
tl-char-class_rep = Class Rep
tl-char-mystery_boy = Mystery Boy
tl-char-shrine_maiden = Shrine Maiden
tl-char-alien = Alien
tl-char-godly_being = Godly Being
tl-char-police_officer = Police Officer
tl-char-office_worker = Office Worker
tl-char-informer = Informer
tl-char-pop_idol = Pop Idol
tl-char-journalist = Journalist
tl-char-boss = Boss
tl-char-doctor = Doctor
tl-char-patient = Patient
tl-char-nurse = Nurse
tl-char-henchman = Henchman

## Goodwill abilities (character cards)
tl-gw-boy_student-1 = remove 1 Paranoia from another Student here
tl-gw-girl_student-1 = remove 1 Paranoia from another Student here
tl-gw-rich_mans_daughter-1 = in School or City, put 1 Goodwill on a character here
tl-gw-class_rep-1 = the leader takes back one of their set-aside once-per-loop cards
tl-gw-mystery_boy-1 = reveal his own role (cannot be refused)
tl-gw-shrine_maiden-1 = at the Shrine, remove 1 Intrigue from the Shrine
tl-gw-shrine_maiden-2 = reveal the role of a character here
tl-gw-alien-1 = kill another character here
tl-gw-alien-2 = bring a corpse here back to life
tl-gw-godly_being-1 = reveal the culprit of a scheduled incident
tl-gw-godly_being-2 = remove 1 Intrigue from its location or a character here
tl-gw-police_officer-1 = reveal the culprit of an incident that occurred this loop
tl-gw-police_officer-2 = put a guard marker on another character here
tl-gw-office_worker-1 = reveal his own role
tl-gw-informer-1 = name a subplot; the Mastermind names another subplot of the script
tl-gw-pop_idol-1 = remove 1 Paranoia from another character here
tl-gw-pop_idol-2 = put 1 Goodwill on another character here
tl-gw-journalist-1 = put 1 Paranoia on any other character
tl-gw-journalist-2 = put 1 Intrigue on his location or a character here
tl-gw-boss-1 = reveal the role of a character in his turf
tl-gw-doctor-1 = put or remove 1 Paranoia on another character here
tl-gw-doctor-2 = the Patient may leave the Hospital this loop
tl-gw-nurse-1 = remove 1 Paranoia from a panicking character here (cannot be refused)
tl-gw-henchman-1 = he cannot cause incidents this loop

## Roles
tl-role-person = Person
tl-role-key_person = Key Person
tl-role-killer = Killer
tl-role-brain = Brain
tl-role-cultist = Cultist
tl-role-conspiracy_theorist = Conspiracy Theorist
tl-role-serial_killer = Serial Killer
tl-role-curmudgeon = Curmudgeon
tl-role-friend = Friend
tl-role-time_traveler = Time Traveler
tl-role-witch = Witch
tl-role-factor = Factor
tl-role-loved_one = Loved One
tl-role-lover = Lover

## Plots
tl-plot-murder_plan = Murder Plan
tl-plot-light_of_the_avenger = The Light of the Avenger
tl-plot-a_place_to_protect = A Place to Protect
tl-plot-sealed_item = The Sealed Item
tl-plot-sign_with_me = Sign with Me!
tl-plot-change_of_future = Change of Future
tl-plot-giant_time_bomb = Giant Time Bomb X
tl-plot-shadow_of_the_ripper = The Shadow of the Ripper
tl-plot-an_unsettling_rumor = An Unsettling Rumor
tl-plot-a_hideous_script = A Hideous Script
tl-plot-circle_of_friends = Circle of Friends
tl-plot-a_love_affair = A Love Affair
tl-plot-paranoia_virus = Paranoia Virus
tl-plot-hidden_monster = The Hidden Monster
tl-plot-threads_of_fate = Threads of Fate
tl-plot-unknown_factor = Unknown Factor X

## Incidents
tl-incident-murder = Murder
tl-incident-suicide = Suicide
tl-incident-distant_murder = Distant Murder
tl-incident-spreading = Spreading
tl-incident-increasing_unease = Increasing Unease
tl-incident-hospital_incident = Hospital Incident
tl-incident-missing_person = Missing Person
tl-incident-foul_evil = Foul Evil
tl-incident-butterfly_effect = Butterfly Effect

## Board, cards, tokens
tl-loc-hospital = Hospital
tl-loc-shrine = Shrine
tl-loc-city = City
tl-loc-school = School
tl-card-paranoia_plus1 = Paranoia +1
tl-card-paranoia_minus1 = Paranoia −1
tl-card-forbid_paranoia = Forbid Paranoia
tl-card-goodwill_plus1 = Goodwill +1
tl-card-goodwill_plus2 = Goodwill +2
tl-card-forbid_goodwill = Forbid Goodwill
tl-card-intrigue_plus1 = Intrigue +1
tl-card-intrigue_plus2 = Intrigue +2
tl-card-forbid_intrigue = Forbid Intrigue
tl-card-move_vertical = Movement ↕
tl-card-move_horizontal = Movement ↔
tl-card-move_diagonal = Movement ⤡
tl-card-forbid_movement = Forbid Movement
tl-token-goodwill = Goodwill
tl-token-paranoia = Paranoia
tl-token-intrigue = Intrigue
tl-set-first_steps = First Steps
tl-set-basic_tragedy = Basic Tragedy
tl-difficulty-easy = easy
tl-difficulty-normal = normal
tl-difficulty-hard = hard
tl-deck-mastermind = Mastermind
tl-deck-protagonist = Protagonist { $letter }
tl-target-incident = the incident of day { $day }
tl-target-paranoia-add = +1 Paranoia on { $character }
tl-target-paranoia-remove = −1 Paranoia on { $character }

## Steps of a day ("Transcurso de un bucle")
tl-phase-not-started = not started
tl-phase-henchman = loop start: the Mastermind places the Henchman
tl-phase-mastermind-cards = 2. the Mastermind places cards
tl-phase-protagonist-cards = 3. the Protagonists place cards
tl-phase-forbid-intrigue = 4. card resolution: a Cultist may ignore Forbid Intrigue
tl-phase-mastermind-abilities = 5. Mastermind abilities
tl-phase-goodwill = 6. goodwill abilities
tl-phase-goodwill-answer = 6. the Mastermind answers a goodwill ability
tl-phase-informer = 6. the Mastermind names a subplot (Informer)
tl-phase-incident = 7. incidents: the Mastermind's choices
tl-phase-day-end = 9. day end
tl-phase-time-spiral = time spiral
tl-phase-final-guess = Final Guess
tl-phase-game-over = game over

## Tracker and board
tl-tracker = Tracker
tl-loop = Loop
tl-day = Day
tl-day-n = Day { $day }
tl-losses = Loops lost
tl-leader = Leader
tl-step = Step
tl-winner-mastermind = The Mastermind wins.
tl-winner-protagonists = The Protagonists win.
tl-schedule = Scheduled incidents
tl-schedule-none = No incidents scheduled.
tl-culprit = culprit
tl-boss-turf = The Boss's turf
tl-turf = turf
tl-patient-free = The Patient may leave the Hospital this loop.
tl-henchman-calm = The Henchman cannot cause incidents this loop.
tl-named-subplots = Subplots named by the Mastermind
tl-special-rules = Special rules
tl-mastermind = Mastermind
tl-protagonists = Protagonists
tl-board = Board
tl-facedown = face down
tl-corpse = corpse
tl-guard = guard marker
tl-revealed-role = Role
tl-secret-role-title = Secret role (only you see it)
tl-nobody = Nobody here.
tl-not-on-board = Not on the board yet
tl-forbidden = Forbidden locations
tl-limit = / limit
tl-hands = Hands
tl-decks = The decks
tl-your-hand = Your hand
tl-once-per-loop = once per loop
tl-set-aside = used this loop
tl-on-board-now = on the board
tl-set-aside-all = Set aside this loop
tl-private = Your private card
tl-private-help = Only you, the Mastermind, see this panel.
tl-revealed = The script, turned over
tl-revealed-help = The game is over: the Mastermind's private card, for everyone.
tl-guessed-right = guessed in the Final Guess
tl-loops-title = How each loop went
tl-loops-lost = Loop { $loop }: lost
tl-loops-held = Loop { $loop }: the Protagonists held
tl-loops-unfinished = Loop { $loop }: not finished
tl-loops-incident-by = Day { $day }: { $incident } (culprit: { $who })
tl-loops-deaths = { $who } died.
tl-loops-cause = Behind it: { $why }
tl-loops-quiet = Nothing happened in this loop.
tl-main-plot = Main plot
tl-subplots = Subplots
tl-roles = Roles
tl-culprits = Culprits

## Actions
tl-actions = Your actions
tl-hint-mastermind-cards = Place your three cards face down, one at a time, each on a different target.
tl-hint-protagonist-cards = Place one card of the deck named below, face down.
tl-hint-goodwill = As leader you may use goodwill abilities of characters with enough Goodwill, then end the step.
tl-place-card = Place a card face down: { $deck }
tl-card = Card
tl-target = On
tl-locations = Locations
tl-characters = Characters
tl-card-on-target = Card and target
tl-card-help = Only cards still in your hand and free targets are offered; the others see where it lies, not what it is.
tl-place = Place
tl-henchman-where = Where does the Henchman start this loop?
tl-cultist-question = A Forbid Intrigue blocks an Intrigue card. Does a Cultist ignore it?
tl-cultist-ignore = Ignore it (Cultist)
tl-cultist-respect = Let it stand
tl-abilities = Abilities you may use
tl-use = Use
tl-end-abilities = No more abilities: go on
tl-end-day-abilities = No more abilities: end the day
tl-goodwill-abilities = Goodwill abilities
tl-gw-short = GW
tl-end-goodwill = No more goodwill abilities
tl-answer-question = The leader uses:
tl-answer-resolve = Resolve it
tl-answer-refuse = Refuse ("nothing happens")
tl-no-other-subplot = No other subplot
tl-name-subplot = Name a subplot
tl-informer-question = The leader named { $plot }. Name another subplot of the script:
tl-name = Name it
tl-incident-question = { $incident } occurs: choose its effect
tl-resolve = Resolve
tl-spiral-question = Time spiral: play another loop, or go to the Final Guess (no more loops after it).
tl-next-loop = Next loop
tl-start-final-guess = Final Guess
tl-final-guess = Final Guess
tl-final-guess-help = Name the role of each character; one wrong guess and the Mastermind wins.
tl-guess = Guess
tl-ab-brain = { $who } (Brain): 1 Intrigue on { $target }
tl-ab-theorist = { $who } (Conspiracy Theorist): 1 Paranoia on { $target }
tl-ab-rumor = An Unsettling Rumor: 1 Intrigue on { $target }
tl-ab-doctor-add = Doctor: 1 Paranoia on { $target }
tl-ab-doctor-remove = Doctor: remove 1 Paranoia from { $target }
tl-ab-kill-key-person = { $who } (Killer): kill the Key Person
tl-ab-kill-protagonists = { $who }: kill the Protagonists
tl-ab-declare-defeat = { $who } (Time Traveler): declare the Protagonists' defeat
tl-choice-victim = { $who } dies
tl-choice-spread = take 2 Goodwill from { $from }, give 2 to { $to }
tl-choice-unease = 2 Paranoia on { $paranoia }, 1 Intrigue on { $intrigue }
tl-choice-destination = the culprit goes to { $where }
tl-choice-butterfly = 1 { $token } on { $who }

## Set-up
tl-setup-intro = Choose a script: the Protagonists only ever see its public card. The table's creator is the Mastermind when they take seat 0.
tl-setup-script = Script
tl-setup-loops-days = { $loops } loops × { $days } days, { $characters } characters
tl-setup-custom = My own script (TOML or JSON)
tl-setup-custom-text = Paste your script
tl-setup-custom-help = The format is the one of the example in the box (TOML, or the same script as JSON); every writing rule is checked and each broken one is listed here.
tl-setup-upload = …or read it from a file
tl-setup-invalid = The script breaks these writing rules:
tl-setup-parse-error = The script cannot be read: { $message }
tl-setup-protagonists = Protagonist players
tl-setup-protagonists-1 = 1 (holds the three Protagonist decks)
tl-setup-protagonists-2 = 2 (the leader holds two decks)
tl-setup-protagonists-3 = 3 (one deck each)
tl-setup-seats = Seat 0 is the Mastermind; seats 1 to 3 are the Protagonists, seat 1 the first leader.

## Events (system posts)
tl-ev-game-started = The script “{ $title }” begins: { $protagonists ->
        [one] one Protagonist player
       *[other] { $protagonists } Protagonist players
    }, { $loops ->
        [one] one { -looper-loop }
       *[other] { $loops } { -looper-loop(count: "many") }
    }.
tl-ev-loop-started = Loop { $loop } begins.
tl-ev-board-reset = The board is reset: tokens removed, everybody alive, cards back in hand.
tl-ev-character-placed = { $who } is at the { $where }.
tl-ev-day-started = Day { $day } begins.
tl-ev-leader-changed = The leader card passes on.
tl-ev-card-placed = { $deck } places a card face down on { $target }.
tl-ev-card-placed-face = { $deck } places { $card } face down on { $target }.
tl-ev-cards-revealed = Cards revealed: { $cards }.
tl-ev-cards-resolved = The cards are resolved and go back to their hands.
tl-ev-card-returned = A set-aside card goes back to { $deck }.
tl-ev-tokens-added = { $target } gets { $count } { $token }.
tl-ev-tokens-removed = { $target } loses { $count } { $token }.
tl-ev-character-moved = { $who } moves to the { $where }.
tl-ev-character-died = { $who } dies.
tl-ev-character-revived = { $who } comes back to life.
tl-ev-guard-placed = { $who } gets a guard marker.
tl-ev-guard-spent = { $who }'s guard marker is spent instead of a death.
tl-ev-protagonists-died = The Protagonists die.
tl-ev-secretly = (only you see this) Because: { $why }.
tl-ev-goodwill-declared = The leader uses { $who }'s ability: { $ability } → { $target }.
tl-ev-goodwill-refused = { $who }'s ability: nothing happens.
tl-ev-role-revealed = { $who } is the { $role }.
tl-ev-culprit-revealed = The culprit of day { $day }'s incident is { $who }.
tl-ev-subplot-named = The Mastermind names a subplot of the script: { $plot }.
tl-ev-subplot-none = The Mastermind names no other subplot: there is none.
tl-ev-incident = Incident on day { $day }: { $incident }!
tl-ev-no-incident = No incident on day { $day }.
tl-ev-nothing = Nothing happened.
tl-ev-loop-ended-last-day = The loop ends after its last day.
tl-ev-loop-ended-died = The loop ends: the Protagonists died.
tl-ev-loop-ended-early = The loop ends early.
tl-ev-loop-lost = The Protagonists lost loop { $loop }.
tl-ev-loop-won = The Protagonists got through loop { $loop }.
tl-ev-phase = Step: { $step }.
tl-ev-final-guess = The Final Guess begins.
tl-ev-guess-right = { $who } is the { $role }: right.
tl-ev-guess-wrong = { $who } is not the { $role }.
tl-cause-key-person = { $who }, the Key Person, died
tl-cause-serial-killer = { $who } is the Serial Killer
tl-cause-heartbroken = { $who } lost their beloved
tl-cause-cultist = a Cultist ignored Forbid Intrigue
tl-cause-threads = Threads of Fate
tl-cause-plot-loss = the loss condition of { $plot }

## Help
tl-help-intro = One Mastermind, who knows the whole script, against one to three Protagonists, who see only its public card and must stop the tragedy across several loops of the same days. This page maps each part of the rulebook ("Regreso a la tragedia") to the screen.
tl-help-day-title = A loop, step by step
tl-help-rule = Rulebook
tl-help-screen = On the screen
tl-help-setup = Preparing the game and choosing a script ("Preparativos", "Qué nos muestra la carta de guión")
tl-help-setup-where = The new-table form: a shipped script or your own, and 1-3 Protagonist players.
tl-help-board = The board: locations, characters, tokens, Paranoia limits, corpses ("Componentes", "Fichas")
tl-help-board-where = The 2×2 board (Hospital, Shrine, City, School), each location's Intrigue, each character's Goodwill ♥, Paranoia ! over its limit and Intrigue ✦; the tracker above it.
tl-help-henchman = Loop start: the Henchman's location ("Preparar el bucle")
tl-help-henchman-where = The Mastermind's "Where does the Henchman start" form.
tl-help-step2 = Step 2: the Mastermind places three cards face down ("Transcurso de un bucle")
tl-help-step2-where = The Mastermind's card form; the others see a face-down card and whose it is.
tl-help-step3 = Step 3: each Protagonist deck places one card, from the leader's
tl-help-step3-where = The card form names the deck that plays now; only free targets are offered.
tl-help-step4 = Step 4: cards are revealed and resolved (Forbid Movement, movement, other Forbids, the rest)
tl-help-step4-where = Automatic; the story thread tells what changed. The Mastermind may be asked whether a Cultist ignores Forbid Intrigue.
tl-help-step5 = Step 5: Mastermind abilities
tl-help-step5-where = The Mastermind's ability list and "No more abilities".
tl-help-step6 = Step 6: goodwill abilities (the leader), refusals (the Mastermind)
tl-help-step6-where = The leader's goodwill list (only abilities with enough Goodwill and a legal target); the Mastermind's "Resolve" / "Refuse".
tl-help-step7 = Step 7: incidents (culprit at or over its Paranoia limit)
tl-help-step7-where = The Mastermind's incident form when the incident needs a choice; the story thread announces it.
tl-help-step8 = Step 8: the leader card passes
tl-help-step8-where = The ♛ in the tracker.
tl-help-step9 = Step 9: day-end abilities
tl-help-step9-where = The Mastermind's ability list ("end the day").
tl-help-spiral = The time spiral between loops ("espiral de tiempo")
tl-help-spiral-where = The leader's "Next loop" / "Final Guess" buttons.
tl-help-guess = The Final Guess ("Hipótesis final", p. 27)
tl-help-guess-where = The leader's Final Guess form: a role for each character.
tl-help-secrets-title = What each seat sees
tl-help-secrets = The Mastermind sees the private card (plots, roles, culprits) in a locked panel and every card's face. Protagonists and spectators see the public card, the board and where each face-down card lies and whose it is; a Protagonist also sees the faces of their own cards.
tl-help-scripts-title = Writing a script
tl-help-scripts = Scripts are TOML or JSON files with a public and a private card; the validator checks every rule of "Cómo crear un guión" and lists each broken one.

## Errors of the forms
err-form-tragedy-looper-card = That is not a card of your hand.
err-form-tragedy-looper-target = Choose a location or a living character on the board as the target.
err-form-tragedy-looper-location = Choose one of the four locations: Hospital, Shrine, City or School.
err-form-tragedy-looper-character = That character is not in the cast.
err-form-tragedy-looper-role = That role is not in the tragedy set.
err-form-tragedy-looper-form = Unknown form.
err-form-tragedy-looper-script-empty = Paste a script (TOML or JSON), or choose a shipped one.
err-form-tragedy-looper-script-parse = The script cannot be read; see the message next to it.
err-form-tragedy-looper-script-invalid = The script breaks writing rules; they are listed next to it.
err-form-tragedy-looper-script-unknown = That is not a shipped script: choose one of the list or your own.
err-form-tragedy-looper-protagonists = A table has 1, 2 or 3 Protagonist players.

## Errors of the rules (tragedy-looper crate)
err-tl-ability-step = { $step ->
    [9] This ability is used at the end of the day (step 9), not in step 5.
   *[other] This ability is used in step 5 (Mastermind abilities), not at the end of the day.
}
err-tl-ability-used-today = This ability was already used today (each once a day).
err-tl-ability-used-this-loop = An Unsettling Rumor was already used this loop (once per loop).
err-tl-ability-plot-missing = The plot that gives this ability is not in the script.
err-tl-ability-user-dead = A dead character has no abilities.
err-tl-ability-role = That character does not have the role that gives this ability.
err-tl-ability-target-dead = The target must be a living character.
err-tl-ability-not-here = The target must be at the user's location.
err-tl-ability-doctor-itself = The Doctor's ability targets another character.
err-tl-ability-doctor-unavailable = The Doctor's ability needs a living Doctor with 2 or more Goodwill, not used today, whose role does not always refuse.
err-tl-ability-no-key-person = The Key Person must be at the Killer's location with 2 or more Intrigue.
err-tl-ability-tokens = { $role ->
    [loved_one] The Loved One needs 3 or more Paranoia and 1 or more Intrigue.
   *[other] The Killer needs 4 or more Intrigue.
}
err-tl-ability-last-day = The Time Traveler declares a defeat at the end of the last day (day { $days }) only.
err-tl-ability-goodwill = The Time Traveler must have 2 or less Goodwill.
err-tl-card-not-in-hand = That card is not in the hand (played today or set aside this loop).
err-tl-card-target = Cards go on a location or on a living character on the board.
err-tl-card-target-taken = Your side already has a card on that target today.
err-tl-config-protagonists = A table has 1 to 3 Protagonist players, not { $protagonists }.
err-tl-cultist-absent = No living Cultist can ignore that Forbid Intrigue.
err-tl-game-not-started = The game has not started.
err-tl-goodwill-cannot-refuse = This ability cannot be refused.
err-tl-goodwill-character = That character cannot use a goodwill ability now.
err-tl-goodwill-must-refuse = This character's role must refuse goodwill abilities.
err-tl-goodwill-no-such-ability = That character has no such ability.
err-tl-goodwill-not-enough = Not enough Goodwill: the ability needs { $needed }.
err-tl-goodwill-not-yet = Goodwill abilities are used in step 6, by the leader.
err-tl-goodwill-target = That is not a legal target for the ability.
err-tl-goodwill-used = That ability was already used (today, or this loop).
err-tl-guess-already = That character was already guessed.
err-tl-guess-not-in-cast = That character is not in the cast.
err-tl-incident-choice = That choice is not allowed for { $incident }.
err-tl-informer-subplot = Name a subplot of the script other than the one the leader named.
err-tl-step-wrong-command = That is not what this step asks for ({ $step }).

## Errors of the script validator ("Cómo crear un guión")
err-tl-script-loops-range = { $loops } loops: a script has 1 to 8 loops.
err-tl-script-days-range = { $days } days: a loop has 1 to 8 days.
err-tl-script-plot-in-set = The plot { $plot } is not in the script's tragedy set.
err-tl-script-one-main-plot = { $plot } is a subplot: the main plot must be a main plot.
err-tl-script-subplot-kind = { $plot } is a main plot: subplots must be subplots.
err-tl-script-subplot-count = { $found } subplots: this tragedy set needs exactly { $expected }.
err-tl-script-plot-once = The plot { $plot } appears twice: each plot at most once.
err-tl-script-cast-not-empty = The cast is empty: a script needs characters.
err-tl-script-character-once = { $character } is in the cast twice.
err-tl-script-character-exists = { $character } is not in the cast: roles and culprits must be cast characters.
err-tl-script-one-role-per-character = { $character } has two roles: a character plays at most one.
err-tl-script-role-in-set = The role { $role } is not in the script's tragedy set.
err-tl-script-role-required = { $found } characters are { $role }, fewer than the plots require ({ $min } to { $max }): { $plots }.
err-tl-script-role-allowed = { $found } characters are { $role }, more than the plots allow ({ $min } to { $max }): { $plots }.
err-tl-script-role-from-plot = { $found } characters are { $role }, a role no plot of the script brings: give them another role.
err-tl-script-role-limit = { $found } characters are { $role }: its limit is { $limit }.
err-tl-script-sign-with-me-girl = { $character } is the Key Person of Sign with Me! but is not a girl.
err-tl-script-mystery-boy-role = The Mystery Boy is { $role }, a role the plots require: his role must be another.
err-tl-script-incident-in-set = The incident { $incident } is not in the tragedy set.
err-tl-script-incident-day-range = An incident on day { $day }: the days are 1 to { $days }.
err-tl-script-one-incident-per-day = Two incidents on day { $day }: at most one per day.
err-tl-script-culprit-for-incident = The incident of day { $day } has no culprit.
err-tl-script-culprit-has-incident = A culprit for day { $day }, which has no incident.
err-tl-script-one-incident-per-culprit = { $character } is the culprit of two incidents: at most one each.
err-tl-script-entry-range = { $character } enters outside the script's loops or days.
err-tl-script-boss-turf = The Boss's turf must be set exactly when the Boss is in the cast.
