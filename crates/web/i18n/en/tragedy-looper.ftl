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
tl-gw-boy_student-1 = remove 1 { -looper-paranoia } from another Student here
tl-gw-girl_student-1 = remove 1 { -looper-paranoia } from another Student here
tl-gw-rich_mans_daughter-1 = in School or City, put 1 { -looper-goodwill } on a character here
tl-gw-class_rep-1 = the { -looper-leader } takes back one of their set-aside once-per-loop cards
tl-gw-mystery_boy-1 = reveal his own role (cannot be refused)
tl-gw-shrine_maiden-1 = at the Shrine, remove 1 { -looper-intrigue } from the Shrine
tl-gw-shrine_maiden-2 = reveal the role of a character here
tl-gw-alien-1 = kill another character here
tl-gw-alien-2 = bring a corpse here back to life
tl-gw-godly_being-1 = reveal the { -looper-culprit } of a scheduled { -looper-incident }
tl-gw-godly_being-2 = remove 1 { -looper-intrigue } from its location or a character here
tl-gw-police_officer-1 = reveal the { -looper-culprit } of an { -looper-incident } that occurred this { -looper-loop }
tl-gw-police_officer-2 = put a guard marker on another character here
tl-gw-office_worker-1 = reveal his own role
tl-gw-informer-1 = name a { -looper-subplot }; { -looper-the-mastermind } names another { -looper-subplot } of the { -looper-script }
tl-gw-pop_idol-1 = remove 1 { -looper-paranoia } from another character here
tl-gw-pop_idol-2 = put 1 { -looper-goodwill } on another character here
tl-gw-journalist-1 = put 1 { -looper-paranoia } on any other character
tl-gw-journalist-2 = put 1 { -looper-intrigue } on his location or a character here
tl-gw-boss-1 = reveal the role of a character in his turf
tl-gw-doctor-1 = put or remove 1 { -looper-paranoia } on another character here
tl-gw-doctor-2 = the Patient may leave the Hospital this { -looper-loop }
tl-gw-nurse-1 = remove 1 { -looper-paranoia } from a panicking character here (cannot be refused)
tl-gw-henchman-1 = he cannot cause { -looper-incident(count: "other") } this { -looper-loop }

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
tl-plot-a_hideous_script = A Hideous { -looper-script(cap: "yes") }
tl-plot-circle_of_friends = Circle of Friends
tl-plot-a_love_affair = A Love Affair
tl-plot-paranoia_virus = { -looper-paranoia } Virus
tl-plot-hidden_monster = The Hidden Monster
tl-plot-threads_of_fate = Threads of Fate
tl-plot-unknown_factor = Unknown Factor X

## Incidents
tl-incident-murder = Murder
tl-incident-suicide = Suicide
tl-incident-distant_murder = Distant Murder
tl-incident-spreading = Spreading
tl-incident-increasing_unease = Increasing Unease
tl-incident-hospital_incident = Hospital { -looper-incident(cap: "yes") }
tl-incident-missing_person = Missing Person
tl-incident-foul_evil = Foul Evil
tl-incident-butterfly_effect = Butterfly Effect

## Board, cards, tokens
tl-loc-hospital = Hospital
tl-loc-shrine = Shrine
tl-loc-city = City
tl-loc-school = School
# The locations inside a sentence, with their article ("on the Hospital", "moves to the City").
tl-loc-the-hospital = the Hospital
tl-loc-the-shrine = the Shrine
tl-loc-the-city = the City
tl-loc-the-school = the School
tl-card-paranoia_plus1 = { -looper-paranoia } +1
tl-card-paranoia_minus1 = { -looper-paranoia } −1
tl-card-forbid_paranoia = Forbid { -looper-paranoia }
tl-card-goodwill_plus1 = { -looper-goodwill } +1
tl-card-goodwill_plus2 = { -looper-goodwill } +2
tl-card-forbid_goodwill = Forbid { -looper-goodwill }
tl-card-intrigue_plus1 = { -looper-intrigue } +1
tl-card-intrigue_plus2 = { -looper-intrigue } +2
tl-card-forbid_intrigue = Forbid { -looper-intrigue }
tl-card-move_vertical = Movement ↕
tl-card-move_horizontal = Movement ↔
tl-card-move_diagonal = Movement ⤡
tl-card-forbid_movement = Forbid Movement
tl-token-goodwill = { -looper-goodwill }
tl-token-paranoia = { -looper-paranoia }
tl-token-intrigue = { -looper-intrigue }
tl-set-first_steps = First Steps
tl-set-basic_tragedy = Basic Tragedy
tl-difficulty-easy = easy
tl-difficulty-normal = normal
tl-difficulty-hard = hard
tl-deck-mastermind = { -looper-mastermind }
# The Mastermind's deck starting a sentence ("The Mastermind places…").
tl-deck-the-mastermind = { -looper-the-mastermind(cap: "yes") }
tl-deck-protagonist = { -looper-protagonist } { $letter }
tl-target-incident = the { -looper-incident } of day { $day }
tl-target-paranoia-add = +1 { -looper-paranoia } on { $character }
tl-target-paranoia-remove = −1 { -looper-paranoia } on { $character }

## Steps of a day ("Transcurso de un bucle")
tl-phase-not-started = not started
tl-phase-henchman = { -looper-loop } start: { -looper-the-mastermind } places the Henchman
tl-phase-mastermind-cards = 2. { -looper-the-mastermind } places cards
tl-phase-protagonist-cards = 3. { -looper-the-protagonists } place cards
tl-phase-forbid-intrigue = 4. card resolution: a Cultist may ignore Forbid { -looper-intrigue }
tl-phase-mastermind-abilities = 5. { -looper-mastermind } abilities
tl-phase-goodwill = 6. goodwill abilities
tl-phase-goodwill-answer = 6. { -looper-the-mastermind } answers a goodwill ability
tl-phase-informer = 6. { -looper-the-mastermind } names a { -looper-subplot } (Informer)
tl-phase-incident = 7. { -looper-incident(count: "other") }: { -looper-the-mastermind }'s choices
tl-phase-day-end = 9. day end
tl-phase-time-spiral = time spiral
tl-phase-final-guess = { -looper-final-guess }
tl-phase-game-over = game over

## Tracker and board
tl-tracker = Tracker
tl-loop = { -looper-loop(cap: "yes") }
tl-day = Day
tl-day-n = Day { $day }
tl-losses = { -looper-loop(count: "other", cap: "yes") } lost
tl-leader = { -looper-leader(cap: "yes") }
tl-step = Step
tl-winner-mastermind = { -looper-the-mastermind(cap: "yes") } wins.
tl-winner-protagonists = { -looper-the-protagonists(cap: "yes") } win.
tl-schedule = Scheduled { -looper-incident(count: "other") }
tl-schedule-none = No { -looper-incident(count: "other") } scheduled.
tl-culprit = { -looper-culprit }
tl-boss-turf = The Boss's turf
tl-turf = turf
tl-patient-free = The Patient may leave the Hospital this { -looper-loop }.
tl-henchman-calm = The Henchman cannot cause { -looper-incident(count: "other") } this { -looper-loop }.
tl-named-subplots = { -looper-subplot(count: "other", cap: "yes") } named by { -looper-the-mastermind }
tl-special-rules = Special rules
tl-mastermind = { -looper-mastermind }
tl-protagonists = { -looper-protagonist(count: "other") }
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
tl-once-per-loop = once per { -looper-loop }
tl-set-aside = used this { -looper-loop }
tl-on-board-now = on the board
tl-set-aside-all = Set aside this { -looper-loop }
tl-private = Your private card
tl-private-help = Only you, { -looper-the-mastermind }, see this panel.
tl-revealed = The { -looper-script }, turned over
tl-revealed-help = The game is over: { -looper-the-mastermind }'s private card, for everyone.
tl-guessed-right = guessed in the { -looper-final-guess }
tl-loops-title = How each { -looper-loop } went
tl-loops-lost = { -looper-loop(cap: "yes") } { $loop }: lost
tl-loops-held = { -looper-loop(cap: "yes") } { $loop }: { -looper-the-protagonists } held
tl-loops-unfinished = { -looper-loop(cap: "yes") } { $loop }: not finished
tl-loops-incident-by = Day { $day }: { $incident } ({ -looper-culprit }: { $who })
tl-loops-deaths = { $who } died.
tl-loops-cause = Behind it: { $why }
tl-loops-cause-times = Behind it: { $why } ({ $count } times)
tl-loops-quiet = Nothing happened in this { -looper-loop }.
tl-main-plot = { -looper-main-plot(cap: "yes") }
tl-subplots = { -looper-subplot(count: "other", cap: "yes") }
tl-roles = Roles
tl-culprits = { -looper-culprit(count: "other", cap: "yes") }

## Actions
tl-actions = Your actions
tl-hint-mastermind-cards = Place your three cards face down, one at a time, each on a different target.
tl-hint-protagonist-cards = Place one card of the deck named below, face down.
tl-hint-goodwill = As { -looper-leader } you may use goodwill abilities of characters with enough { -looper-goodwill }, then end the step.
tl-place-card = Place a card face down: { $deck }
tl-card = Card
tl-target = On
tl-locations = Locations
tl-characters = Characters
tl-card-on-target = Card and target
tl-card-help = Only cards still in your hand and free targets are offered; the others see where it lies, not what it is.
tl-place = Place
tl-henchman-where = Where does the Henchman start this { -looper-loop }?
tl-cultist-question = A Forbid { -looper-intrigue } blocks an { -looper-intrigue } card. Does a Cultist ignore it?
tl-cultist-ignore = Ignore it (Cultist)
tl-cultist-respect = Let it stand
tl-abilities = Abilities you may use
tl-use = Use
tl-end-abilities = No more abilities: go on
tl-end-day-abilities = No more abilities: end the day
tl-goodwill-abilities = { -looper-goodwill } abilities
tl-gw-short = GW
tl-end-goodwill = No more goodwill abilities
tl-answer-question = The { -looper-leader } uses:
tl-answer-resolve = Resolve it
tl-answer-refuse = Refuse ("nothing happens")
tl-no-other-subplot = No other { -looper-subplot }
tl-name-subplot = Name a { -looper-subplot }
tl-informer-question = The { -looper-leader } named { $plot }. Name another { -looper-subplot } of the { -looper-script }:
tl-name = Name it
tl-incident-question = { $incident } occurs: choose its effect
tl-resolve = Resolve
tl-spiral-question = Time spiral: play another { -looper-loop }, or go to the { -looper-final-guess } (no more { -looper-loop(count: "other") } after it).
tl-next-loop = Next { -looper-loop }
tl-start-final-guess = { -looper-final-guess }
tl-final-guess = { -looper-final-guess }
tl-final-guess-help = Name the role of each character; one wrong guess and { -looper-the-mastermind } wins.
tl-guess = Guess
tl-ab-brain = { $who } (Brain): 1 { -looper-intrigue } on { $target }
tl-ab-theorist = { $who } (Conspiracy Theorist): 1 { -looper-paranoia } on { $target }
tl-ab-rumor = An Unsettling Rumor: 1 { -looper-intrigue } on { $target }
tl-ab-doctor-add = Doctor: 1 { -looper-paranoia } on { $target }
tl-ab-doctor-remove = Doctor: remove 1 { -looper-paranoia } from { $target }
tl-ab-kill-key-person = { $who } (Killer): kill the Key Person
tl-ab-kill-protagonists = { $who }: kill { -looper-the-protagonists }
tl-ab-declare-defeat = { $who } (Time Traveler): declare { -looper-the-protagonists }' defeat
tl-choice-victim = { $who } dies
tl-choice-spread = take 2 { -looper-goodwill } from { $from }, give 2 to { $to }
tl-choice-unease = 2 { -looper-paranoia } on { $paranoia }, 1 { -looper-intrigue } on { $intrigue }
tl-choice-destination = the { -looper-culprit } goes to { $where }
tl-choice-butterfly = 1 { $token } on { $who }

## Set-up
tl-setup-intro = Choose a { -looper-script }: { -looper-the-protagonists } only ever see its public card. The table's creator is { -looper-the-mastermind } when they take seat 0.
tl-setup-script = { -looper-script(cap: "yes") }
tl-setup-loops-days = { $loops ->
        [one] 1 { -looper-loop }
       *[other] { $loops } { -looper-loop(count: "other") }
    } × { $days ->
        [one] 1 day
       *[other] { $days } days
    }, { $characters } characters
tl-setup-custom = My own { -looper-script } (TOML or JSON)
tl-setup-custom-text = Paste your { -looper-script }
tl-setup-custom-help = The format is the one of the example in the box (TOML, or the same { -looper-script } as JSON); every writing rule is checked and each broken one is listed here.
tl-setup-upload = …or read it from a file
tl-setup-invalid = The { -looper-script } breaks these writing rules:
tl-setup-parse-error = The { -looper-script } cannot be read: { $message }
tl-setup-protagonists = { -looper-protagonist } players
tl-setup-protagonists-1 = 1 (holds the three { -looper-protagonist } decks)
tl-setup-protagonists-2 = 2 (the { -looper-leader } holds two decks)
tl-setup-protagonists-3 = 3 (one deck each)
tl-setup-seats = Seat 0 is { -looper-the-mastermind }; seats 1 to 3 are { -looper-the-protagonists }, seat 1 the first { -looper-leader }.

## Events (system posts)
tl-ev-game-started = The { -looper-script } “{ $title }” begins: { $protagonists ->
        [one] one { -looper-protagonist } player
       *[other] { $protagonists } { -looper-protagonist } players
    }, { $loops ->
        [one] one { -looper-loop }
       *[other] { $loops } { -looper-loop(count: "other") }
    }.
tl-ev-loop-started = { -looper-loop(cap: "yes") } { $loop } begins.
tl-ev-board-reset = The board is reset: tokens removed, everybody alive, cards back in hand.
tl-ev-character-placed = { $who } is at { $where }.
tl-ev-day-started = Day { $day } begins.
tl-ev-leader-changed = The { -looper-leader } card passes on.
tl-ev-card-placed = { $deck } places a card face down on { $target }.
tl-ev-card-placed-face = { $deck } places { $card } face down on { $target }.
tl-ev-card-placed-by = { $who } ({ $deck }) places a card face down on { $target }.
tl-ev-card-placed-face-by = { $who } ({ $deck }) places { $card } face down on { $target }.
tl-ev-cards-revealed = Cards revealed: { $cards }.
tl-ev-cards-resolved = The cards are resolved and go back to their hands.
tl-ev-card-returned = A set-aside card goes back to { $deck }.
tl-ev-tokens-added = { $target } gets { $count } { $token }.
tl-ev-tokens-removed = { $target } loses { $count } { $token }.
tl-ev-character-moved = { $who } moves to { $where }.
tl-ev-character-died = { $who } dies.
tl-ev-character-revived = { $who } comes back to life.
tl-ev-guard-placed = { $who } gets a guard marker.
tl-ev-guard-spent = { $who }'s guard marker is spent instead of a death.
tl-ev-protagonists-died = { -looper-the-protagonists(cap: "yes") } die.
tl-ev-secretly = (only you see this) Because: { $why }.
tl-ev-goodwill-declared = The { -looper-leader } uses { $who }'s ability: { $ability } → { $target }.
tl-ev-goodwill-declared-untargeted = The { -looper-leader } uses { $who }'s ability: { $ability }.
tl-ev-goodwill-refused = { $who }'s ability: nothing happens.
tl-ev-role-revealed = { $who } is the { $role }.
tl-ev-culprit-revealed = The { -looper-culprit } of day { $day }'s { -looper-incident } is { $who }.
tl-ev-subplot-named = { -looper-the-mastermind(cap: "yes") } names a { -looper-subplot } of the { -looper-script }: { $plot }.
tl-ev-subplot-none = { -looper-the-mastermind(cap: "yes") } names no other { -looper-subplot }: there is none.
tl-ev-incident = { -looper-incident(cap: "yes") } on day { $day }: { $incident }!
tl-ev-no-incident = No { -looper-incident } on day { $day }.
tl-ev-nothing = Nothing happened.
tl-ev-loop-ended-last-day = The { -looper-loop } ends after its last day.
tl-ev-loop-ended-died = The { -looper-loop } ends: { -looper-the-protagonists } died.
tl-ev-loop-ended-early = The { -looper-loop } ends early.
tl-ev-loop-lost = { -looper-the-protagonists(cap: "yes") } lost { -looper-loop } { $loop }.
tl-ev-loop-won = { -looper-the-protagonists(cap: "yes") } got through { -looper-loop } { $loop }.
tl-ev-phase = Step: { $step }.
tl-ev-final-guess = The { -looper-final-guess } begins.
tl-ev-guess-right = { $who } is the { $role }: right.
tl-ev-guess-wrong = { $who } is not the { $role }.
tl-cause-key-person = { $who }, the Key Person, died
tl-cause-serial-killer = { $who } is the Serial Killer
tl-cause-heartbroken = { $who } lost their beloved
tl-cause-cultist = a Cultist ignored Forbid { -looper-intrigue }
tl-cause-threads = Threads of Fate
tl-cause-plot-loss = the loss condition of { $plot }

## Help
tl-help-intro = One { -looper-mastermind }, who knows the whole { -looper-script }, against one to three { -looper-protagonist(count: "other") }, who see only its public card and must stop the tragedy across several { -looper-loop(count: "other") } of the same days. This page maps each part of the rulebook ("Regreso a la tragedia") to the screen.
tl-help-day-title = A { -looper-loop }, step by step
tl-help-rule = Rulebook
tl-help-screen = On the screen
tl-help-setup = Preparing the game and choosing a { -looper-script } ("Preparativos", "Qué nos muestra la carta de guión")
tl-help-setup-where = The new-table form: a shipped { -looper-script } or your own, and 1-3 { -looper-protagonist } players.
tl-help-board = The board: locations, characters, tokens, { -looper-paranoia } limits, corpses ("Componentes", "Fichas")
tl-help-board-where = The 2×2 board (Hospital, Shrine, City, School), each location's { -looper-intrigue }, each character's { -looper-goodwill } ♥, { -looper-paranoia } ! over its limit and { -looper-intrigue } ✦; the tracker above it.
tl-help-henchman = { -looper-loop(cap: "yes") } start: the Henchman's location ("Preparar el bucle")
tl-help-henchman-where = { -looper-the-mastermind(cap: "yes") }'s "Where does the Henchman start" form.
tl-help-step2 = Step 2: { -looper-the-mastermind } places three cards face down ("Transcurso de un bucle")
tl-help-step2-where = { -looper-the-mastermind(cap: "yes") }'s card form; the others see a face-down card and whose it is.
tl-help-step3 = Step 3: each { -looper-protagonist } deck places one card, from the { -looper-leader }'s
tl-help-step3-where = The card form names the deck that plays now; only free targets are offered.
tl-help-step4 = Step 4: cards are revealed and resolved (Forbid Movement, movement, other Forbids, the rest)
tl-help-step4-where = Automatic; the story thread tells what changed. { -looper-the-mastermind(cap: "yes") } may be asked whether a Cultist ignores Forbid { -looper-intrigue }.
tl-help-step5 = Step 5: { -looper-mastermind } abilities
tl-help-step5-where = { -looper-the-mastermind(cap: "yes") }'s ability list and "No more abilities".
tl-help-step6 = Step 6: goodwill abilities (the { -looper-leader }), refusals ({ -looper-the-mastermind })
tl-help-step6-where = The { -looper-leader }'s goodwill list (only abilities with enough { -looper-goodwill } and a legal target); { -looper-the-mastermind }'s "Resolve" / "Refuse".
tl-help-step7 = Step 7: { -looper-incident(count: "other") } ({ -looper-culprit } at or over its { -looper-paranoia } limit)
tl-help-step7-where = { -looper-the-mastermind(cap: "yes") }'s { -looper-incident } form when the { -looper-incident } needs a choice; the story thread announces it.
tl-help-step8 = Step 8: the { -looper-leader } card passes
tl-help-step8-where = The ♛ in the tracker.
tl-help-step9 = Step 9: day-end abilities
tl-help-step9-where = { -looper-the-mastermind(cap: "yes") }'s ability list ("end the day").
tl-help-spiral = The time spiral between { -looper-loop(count: "other") } ("espiral de tiempo")
tl-help-spiral-where = The { -looper-leader }'s "Next { -looper-loop }" / "{ -looper-final-guess }" buttons.
tl-help-guess = The { -looper-final-guess } ("Hipótesis final", p. 27)
tl-help-guess-where = The { -looper-leader }'s { -looper-final-guess } form: a role for each character.
tl-help-secrets-title = What each seat sees
tl-help-secrets = { -looper-the-mastermind(cap: "yes") } sees the private card ({ -looper-plot(count: "other") }, roles, { -looper-culprit(count: "other") }) in a locked panel and every card's face. { -looper-protagonist(count: "other") } and spectators see the public card, the board and where each face-down card lies and whose it is; a { -looper-protagonist } also sees the faces of their own cards.
tl-help-scripts-title = Writing a { -looper-script }
tl-help-scripts = { -looper-script(count: "other", cap: "yes") } are TOML or JSON files with a public and a private card; the validator checks every rule of "Cómo crear un guión" and lists each broken one.

## Errors of the forms
err-form-tragedy-looper-card = That is not a card of your hand.
err-form-tragedy-looper-target = Choose a location or a living character on the board as the target.
err-form-tragedy-looper-location = Choose one of the four locations: Hospital, Shrine, City or School.
err-form-tragedy-looper-character = That character is not in the cast.
err-form-tragedy-looper-role = That role is not in the tragedy set.
err-form-tragedy-looper-form = Unknown form.
err-form-tragedy-looper-script-empty = Paste a { -looper-script } (TOML or JSON), or choose a shipped one.
err-form-tragedy-looper-script-parse = The { -looper-script } cannot be read; see the message next to it.
err-form-tragedy-looper-script-invalid = The { -looper-script } breaks writing rules; they are listed next to it.
err-form-tragedy-looper-script-unknown = That is not a shipped { -looper-script }: choose one of the list or your own.
err-form-tragedy-looper-protagonists = A table has 1, 2 or 3 { -looper-protagonist } players.

## Errors of the rules (tragedy-looper crate)
err-tl-ability-step = { $step ->
    [9] This ability is used at the end of the day (step 9), not in step 5.
   *[other] This ability is used in step 5 ({ -looper-mastermind } abilities), not at the end of the day.
}
err-tl-ability-used-today = This ability was already used today (each once a day).
err-tl-ability-used-this-loop = An Unsettling Rumor was already used this { -looper-loop } (once per { -looper-loop }).
err-tl-ability-plot-missing = The { -looper-plot } that gives this ability is not in the { -looper-script }.
err-tl-ability-user-dead = A dead character has no abilities.
err-tl-ability-role = That character does not have the role that gives this ability.
err-tl-ability-target-dead = The target must be a living character.
err-tl-ability-not-here = The target must be at the user's location.
err-tl-ability-doctor-itself = The Doctor's ability targets another character.
err-tl-ability-doctor-unavailable = The Doctor's ability needs a living Doctor with 2 or more { -looper-goodwill }, not used today, whose role does not always refuse.
err-tl-ability-no-key-person = The Key Person must be at the Killer's location with 2 or more { -looper-intrigue }.
err-tl-ability-tokens = { $role ->
    [loved_one] The Loved One needs 3 or more { -looper-paranoia } and 1 or more { -looper-intrigue }.
   *[other] The Killer needs 4 or more { -looper-intrigue }.
}
err-tl-ability-last-day = The Time Traveler declares a defeat at the end of the last day (day { $days }) only.
err-tl-ability-goodwill = The Time Traveler must have 2 or less { -looper-goodwill }.
err-tl-card-not-in-hand = That card is not in the hand (played today or set aside this { -looper-loop }).
err-tl-card-target = Cards go on a location or on a living character on the board.
err-tl-card-target-taken = Your side already has a card on that target today.
err-tl-config-protagonists = A table has 1 to 3 { -looper-protagonist } players, not { $protagonists }.
err-tl-cultist-absent = No living Cultist can ignore that Forbid { -looper-intrigue }.
err-tl-game-not-started = The game has not started.
err-tl-goodwill-cannot-refuse = This ability cannot be refused.
err-tl-goodwill-character = That character cannot use a goodwill ability now.
err-tl-goodwill-must-refuse = This character's role must refuse goodwill abilities.
err-tl-goodwill-no-such-ability = That character has no such ability.
err-tl-goodwill-not-enough = Not enough { -looper-goodwill }: the ability needs { $needed }.
err-tl-goodwill-not-yet = { -looper-goodwill } abilities are used in step 6, by the { -looper-leader }.
err-tl-goodwill-target = That is not a legal target for the ability.
err-tl-goodwill-used = That ability was already used (today, or this { -looper-loop }).
err-tl-guess-already = That character was already guessed.
err-tl-guess-not-in-cast = That character is not in the cast.
err-tl-incident-choice = That choice is not allowed for { $incident }.
err-tl-informer-subplot = Name a { -looper-subplot } of the { -looper-script } other than the one the { -looper-leader } named.
err-tl-step-wrong-command = That is not what this step asks for ({ $step }).

## Errors of the script validator ("Cómo crear un guión")
err-tl-script-loops-range = { $loops } { -looper-loop(count: "other") }: a { -looper-script } has 1 to 8 { -looper-loop(count: "other") }.
err-tl-script-days-range = { $days ->
        [one] 1 day
       *[other] { $days } days
    }: a { -looper-loop } has 1 to 8 days.
err-tl-script-plot-in-set = The { -looper-plot } { $plot } is not in the { -looper-script }'s tragedy set.
err-tl-script-one-main-plot = { $plot } is a { -looper-subplot }: the { -looper-main-plot } must be a { -looper-main-plot }.
err-tl-script-subplot-kind = { $plot } is a { -looper-main-plot }: { -looper-subplot(count: "other") } must be { -looper-subplot(count: "other") }.
err-tl-script-subplot-count = { $found } { -looper-subplot(count: "other") }: this tragedy set needs exactly { $expected }.
err-tl-script-plot-once = The { -looper-plot } { $plot } appears twice: each { -looper-plot } at most once.
err-tl-script-cast-not-empty = The cast is empty: a { -looper-script } needs characters.
err-tl-script-character-once = { $character } is in the cast twice.
err-tl-script-character-exists = { $character } is not in the cast: roles and { -looper-culprit(count: "other") } must be cast characters.
err-tl-script-one-role-per-character = { $character } has two roles: a character plays at most one.
err-tl-script-role-in-set = The role { $role } is not in the { -looper-script }'s tragedy set.
err-tl-script-role-required = { $found } characters are { $role }, fewer than the { -looper-plot(count: "other") } require ({ $min } to { $max }): { $plots }.
err-tl-script-role-allowed = { $found } characters are { $role }, more than the { -looper-plot(count: "other") } allow ({ $min } to { $max }): { $plots }.
err-tl-script-role-from-plot = { $found } characters are { $role }, a role no { -looper-plot } of the { -looper-script } brings: give them another role.
err-tl-script-role-limit = { $found } characters are { $role }: its limit is { $limit }.
err-tl-script-sign-with-me-girl = { $character } is the Key Person of Sign with Me! but is not a girl.
err-tl-script-mystery-boy-role = The Mystery Boy is { $role }, a role the { -looper-plot(count: "other") } require: his role must be another.
err-tl-script-incident-in-set = The { -looper-incident } { $incident } is not in the tragedy set.
err-tl-script-incident-day-range = An { -looper-incident } on day { $day }: the days are 1 to { $days }.
err-tl-script-one-incident-per-day = Two { -looper-incident(count: "other") } on day { $day }: at most one per day.
err-tl-script-culprit-for-incident = The { -looper-incident } of day { $day } has no { -looper-culprit }.
err-tl-script-culprit-has-incident = A { -looper-culprit } for day { $day }, which has no { -looper-incident }.
err-tl-script-one-incident-per-culprit = { $character } is the { -looper-culprit } of two { -looper-incident(count: "other") }: at most one each.
err-tl-script-entry-range = { $character } enters outside the { -looper-script }'s { -looper-loop(count: "other") } or days.
err-tl-script-boss-turf = The Boss's turf must be set exactly when the Boss is in the cast.
