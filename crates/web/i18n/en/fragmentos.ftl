# fragmentos screens (en). Owned by the fragmentos screens module.

## Board
frag-threat = { -fragmentos-threat(cap: "yes") }
frag-everything-dangerous = Danger level reached: every { -fragmentos-challenge } and { -fragmentos-conflict } is dangerous.
frag-danger-costs = Declaring a { -fragmentos-challenge } dangerous costs 1 { -fragmentos-threat } point.
frag-protection-on = { -fragmentos-script-protection(cap: "yes") } is on.
frag-protection-off = No { -fragmentos-script-protection }: the climax is near.
frag-scene = Scene
frag-scene-n = Scene { $n }
frag-round = Order of action
frag-round-ended = Everyone has acted this round.
frag-actions = What you can do now
frag-challenge = { -fragmentos-challenge(cap: "yes") }
frag-conflict = { -fragmentos-conflict(cap: "yes") }
frag-danger-safe = Not dangerous.
frag-danger-declared = Dangerous: { -fragmentos-the-director } declared it.
frag-danger-automatic = Dangerous: the { -fragmentos-threat } is at the danger level.
frag-danger-monster = Dangerous: a { -fragmentos-conflict } against the monster.
frag-difficulty = { -fragmentos-difficulty(cap: "yes") }
frag-difficulty-hidden = hidden until the roll
frag-side-dice = { $n ->
        [one] 1 die
       *[other] { $n } dice
    }
frag-traits-accepted = Accepted { -fragmentos-trait(count: "other") }
frag-objects-accepted = Accepted objects
frag-not-rolled = has not rolled yet
frag-value = Value
frag-omens = { $n ->
    [one] 1 { -fragmentos-omen }
   *[other] { $n } { -fragmentos-omen(count: "other") }
}
frag-success = Success.
frag-failure = Failure.
frag-reversed = (reversed by a { -fragmentos-quality })
frag-winner = { $who } wins.
frag-damage-pending = { $who } would lose { $n } { $ch }.
frag-kind-main = main character
frag-kind-secondary = secondary character
frag-kind-monster = monster
frag-incapacitated = incapacitated
frag-out = out of the story
frag-using-totals = uses total scores
frag-rested = has rested
frag-overcoming = { -fragmentos-overcoming(cap: "yes") }
frag-traits = { -fragmentos-trait(count: "other", cap: "yes") }
frag-qualities = { -fragmentos-quality(count: "other", cap: "yes") }
frag-objects = Objects
frag-exhausted = exhausted
frag-secret-qualities = Secret { -fragmentos-quality(count: "other") }
frag-notes = Notes
frag-only-director = { -fragmentos-director } only
frag-char-n = character { $n }
frag-nobody = nobody
frag-ch-action = Action
frag-ch-cognition = Cognition
frag-ch-interaction = Interaction
frag-q-concept = Concept
frag-q-milestone = Milestone
frag-q-complication = Complication
frag-q-weakness = Weakness
frag-q-other = { -fragmentos-quality(cap: "yes") }

## Actions
frag-roll-help = { $who } rolls { $ch }: { $n ->
        [one] 1 die
       *[other] { $n } dice
    }.
frag-object = Object
frag-no-object = none
frag-roll = Roll the dice
frag-conclude = The roll stands: conclude
frag-damage-help = Your character takes damage: ignore it by spending a point ({ -fragmentos-script-protection }) or accept it.
frag-damage-help-director = Your character takes damage: ignore it by spending { -fragmentos-threat } (monsters only) or accept it.
frag-protect = Spend a point and ignore the damage
frag-take-damage = Accept the damage
frag-end-story = End the story
frag-end-story-confirm = Yes, the story ends here
frag-start-scene-help = The scene's { -fragmentos-quality(count: "other") } (milestones), one per line
frag-scene-placeholder = e.g. The hotel lobby
frag-start-scene = Start a scene
frag-end-scene = End the scene
frag-call-challenge = Call a { -fragmentos-challenge }
frag-call-conflict = Call a { -fragmentos-conflict }
frag-who = Who
frag-characteristic = { -fragmentos-characteristic(cap: "yes") }
frag-declare-dangerous = Declare it dangerous (1 { -fragmentos-threat } point)
frag-accept-traits = { -fragmentos-trait(count: "other", cap: "yes") } and objects you accept
frag-call = Call
frag-side-n = Side { $n }
frag-start-round = Start a round of action
frag-reveal-quality = Reveal a secret { -fragmentos-quality }
frag-introduce = Introduce a character
frag-bring-in = Bring into the story
frag-offstage = Waiting off the story
frag-offstage-help = Only you know these characters: the players learn of them when you bring them in.
frag-name = Name
frag-kind = Kind
frag-secret-weakness = Secret { -fragmentos-quality } (e.g. its weakness)
frag-award = Award an { -fragmentos-overcoming } point
frag-retry-help = The { -fragmentos-challenge } failed: try again by spending an { -fragmentos-overcoming } point.
frag-retry = Try again (1 point)
frag-act-help = Your turn in the order of action.
frag-act = Act
frag-act-early = Hurry and act early (1 point)
frag-act-again = Hurry and act again (1 point)
frag-totals-help = Dig deep: total scores for the rest of this scene.
frag-use-totals = Use totals (1 point)
frag-rest = Rest
frag-rest-help = It was not as bad as it looked: a scene or an ellipsis of rest, 1 point.
frag-rest-one-each = One point in each { -fragmentos-characteristic }
frag-rest-two-in = Two points in { $ch }
frag-activate-quality = Activate a { -fragmentos-quality }
frag-quality-help = Costs an { -fragmentos-overcoming } point (without points, you may exhaust a { -fragmentos-quality } of your own character).
frag-quality-help-director = Costs a { -fragmentos-threat } point.
frag-quality = { -fragmentos-quality(cap: "yes") }
frag-effect = Effect
frag-effect-narrate = a narrative fact
frag-effect-reverse = turn the outcome around
frag-harms-owner = harms its owner
frag-note = What happens
frag-activate = Activate

## Odds
frag-composer = Odds before the roll
frag-consider-totals = Use totals (+{ $n ->
        [one] 1 die
       *[other] { $n } dice
    }, 1 point)
frag-against = Against { $who }: { $n ->
        [one] 1 die
       *[other] { $n } dice
    }, +{ $bonus }.
frag-guess-difficulty = { -fragmentos-difficulty(cap: "yes") } to consider (the real one is revealed after the roll)
frag-odds-loading = computing…
frag-odds-too-many = At most { $max } dice.
frag-odds-against = Against a { -fragmentos-difficulty } of { $d } (equal or beat it).
frag-odds-conflict = Tie { $tie } % ({ $rule }).
frag-tie-mine = the tie is yours
frag-tie-theirs = the tie is theirs
frag-tie-reroll = the tie is re-rolled
frag-odds-omen = At least one { -fragmentos-omen }: { $p } %.
frag-odds-threat = The { -fragmentos-threat } rises ({ -fragmentos-omen(count: "other") } ≥ half of { $threat }): { $p } %.

## Set-up
frag-setup-intro = Each player describes their main character (seat 1, 2…); the rulebook sets no point budget, so the form enforces the rules' ranges: { -fragmentos-characteristic(count: "other") } 1 to 10, { -fragmentos-trait(count: "other") } +1 to +10, objects 1 to 3 dice.
frag-setup-main = Main character { $n } (seat { $n })
frag-setup-name-help = Seat 1 plays this character.
frag-setup-name-optional = Optional: leave empty if there is no such player.
frag-setup-characteristics = { -fragmentos-characteristic(count: "other", cap: "yes") } (1 to 10)
frag-setup-characteristics-help = Action for the physical, cognition for the mind, interaction for dealing with others.
frag-setup-traits = { -fragmentos-trait(count: "other", cap: "yes") } (+1 to +10)
frag-setup-trait-name = { -fragmentos-trait(cap: "yes") }
frag-setup-bonus = Bonus
frag-setup-traits-help = When a { -fragmentos-trait } applies, its bonus is added to the result (only the best one).
frag-setup-qualities-help = Descriptive elements without numbers that can be activated during play.
frag-setup-object-name = Object
frag-setup-object-dice = Extra dice
frag-setup-objects-help = A fitting object adds 1 to 3 dice to the roll.
frag-setup-director = The { -fragmentos-director }'s part
frag-setup-director-help = Only the { -fragmentos-director } sees their notes and the secret { -fragmentos-quality(count: "other") } of their characters.
frag-setup-threat = Starting { -fragmentos-threat }
frag-setup-overcoming = Starting { -fragmentos-overcoming } per character
frag-setup-danger-level = Danger level
frag-setup-pools-help = The rulebook: much { -fragmentos-overcoming }, little { -fragmentos-threat } at the start; from level 8 everything is dangerous and { -fragmentos-script-protection } ends.
frag-setup-awards = The { -fragmentos-director } may award { -fragmentos-overcoming } points (optional ruling)
frag-setup-other = { -fragmentos-director }'s character { $n }
frag-setup-more-other = One more { -fragmentos-director }'s character
frag-setup-more-help = Adds an empty block below and keeps everything typed; the table is not opened yet.
frag-setup-in-story = In the story from the start (the players see it at once)
frag-setup-offstage-help = Each of your characters waits off the story, unknown to the players, until you bring it in during play; tick "in the story from the start" for one they already know.

## Form errors
err-form-fragmentos-number = Write whole numbers.
err-form-fragmentos-characteristic = Choose action, cognition or interaction.
err-form-fragmentos-pick = A chosen { -fragmentos-trait } or object is not valid.
err-form-fragmentos-name = Write the character's name.
err-form-fragmentos-quality = Choose a { -fragmentos-quality } in play.

## Rule errors
err-fragmentos-award-disabled = The rulings of this table do not let the { -fragmentos-director } award { -fragmentos-overcoming } points.
err-fragmentos-award-not-main = { -fragmentos-overcoming(cap: "yes") } points go only to main characters still in the story.
err-fragmentos-challenge-difficulty = A { -fragmentos-difficulty } is at most 100.
err-fragmentos-character-incapacitated = That character is incapacitated (a { -fragmentos-characteristic } at 0) and cannot take part.
err-fragmentos-character-not-yours = That character is not yours: players act only for their own character.
err-fragmentos-character-out = That character is out of the story.
err-fragmentos-character-unknown = That character does not exist in this story.
err-fragmentos-config-characteristic-range = { $character }: a { -fragmentos-characteristic } is between 1 and 10, not { $value }.
err-fragmentos-config-main-kind = A main character must be of kind main.
err-fragmentos-config-main-secrets = Only the { -fragmentos-director }'s characters have notes or secret { -fragmentos-quality(count: "other") }.
err-fragmentos-config-name-missing = Every character needs a name.
err-fragmentos-config-object-dice = { $character }: an object gives one to three dice.
err-fragmentos-config-other-kind = The { -fragmentos-director }'s characters are secondary characters or monsters.
err-fragmentos-config-players = A story has 1 to 12 main characters, not { $count }.
err-fragmentos-config-level = Starting pools and { -fragmentos-threat } levels are whole numbers from 0 to 100, not { $value }.
err-fragmentos-config-rerolls = At most 100 tied re-rolls may be allowed.
err-fragmentos-config-too-many = A story has at most 200 characters.
err-fragmentos-config-trait-range = { $character }: a { -fragmentos-trait } gives +1 to +10.
err-fragmentos-conflict-sides = A { -fragmentos-conflict } has exactly two sides, two different characters.
err-fragmentos-damage-none = No damage awaits a choice for that character.
err-fragmentos-director-only = Only the { -fragmentos-director } may do that.
err-fragmentos-hurry-act-again = A character may act again only once per round, after acting.
err-fragmentos-hurry-disabled = The rulings of this table do not allow that way of hurrying.
err-fragmentos-hurry-pointless = There is no need to hurry to act early.
err-fragmentos-not-started = The story has not been set up.
err-fragmentos-object-not-accepted = Object { $object } was not accepted by the { -fragmentos-director } for this roll.
err-fragmentos-object-unknown = That character has no object { $object }.
err-fragmentos-overcoming-none = No { -fragmentos-overcoming } points left to spend.
err-fragmentos-offstage-none = That character is not waiting off the story: it has already entered it, or was never prepared.
err-fragmentos-quality-already-reversed = This outcome has already been reversed once.
err-fragmentos-quality-exhausted = That { -fragmentos-quality } is exhausted for the rest of the story.
err-fragmentos-quality-harm-target = Only harming a main character with a { -fragmentos-quality } of their own gives them a point.
err-fragmentos-quality-no-overcoming = Without { -fragmentos-overcoming } points only a { -fragmentos-quality } of your own character can be activated, exhausting it.
err-fragmentos-quality-no-reverse = The rulings of this table do not let { -fragmentos-quality(count: "other") } reverse outcomes.
err-fragmentos-quality-no-secret = There is no secret { -fragmentos-quality } { $index }.
err-fragmentos-quality-no-winner = The { -fragmentos-conflict } has no winner to reverse.
err-fragmentos-quality-not-at-stake = A player activates a { -fragmentos-quality } only while a { -fragmentos-challenge } or { -fragmentos-conflict } in play affects their character.
err-fragmentos-quality-not-failed = A player reverses only their own failure.
err-fragmentos-quality-not-in-play = That character is out of the story: its { -fragmentos-quality(count: "other") } are no longer in play.
err-fragmentos-quality-nothing-to-reverse = A { -fragmentos-quality } reverses the outcome of a resolved roll: none is waiting.
err-fragmentos-quality-unknown = There is no { -fragmentos-quality } { $index }.
err-fragmentos-rest-already = Already rested in this scene or ellipsis.
err-fragmentos-rest-nothing = Nothing to recover that way: the scores are at their totals.
err-fragmentos-retry-nothing = There is no failed { -fragmentos-challenge } to try again.
err-fragmentos-roll-already = Already rolled.
err-fragmentos-roll-none = No { -fragmentos-challenge } or { -fragmentos-conflict } is waiting for dice.
err-fragmentos-roll-not-in-it = That character does not take part in this roll.
err-fragmentos-roll-not-resolved = No resolved { -fragmentos-challenge } or { -fragmentos-conflict } is waiting to be concluded.
err-fragmentos-roll-open = A { -fragmentos-challenge } or { -fragmentos-conflict } is in play: finish it first.
err-fragmentos-round-already-acted = Already acted this round: everyone acts before anyone acts again (or hurry).
err-fragmentos-round-duplicate = A character is listed twice.
err-fragmentos-round-empty = A round needs at least one character.
err-fragmentos-round-none = No round of the order of action is in play.
err-fragmentos-round-not-in-it = That character does not take part in this round.
err-fragmentos-round-not-yet = Wait: the monster acts first, then main characters, then secondary ones (or hurry).
err-fragmentos-scene-none = No scene is in play.
err-fragmentos-scene-open = A scene is already in play: end it first.
err-fragmentos-threat-none = The { -fragmentos-director } has no { -fragmentos-threat } points to spend.
err-fragmentos-totals-already = Already using total scores in this scene.
err-fragmentos-totals-no-scene = Total scores are used for a scene: no scene is in play.
err-fragmentos-trait-unknown = That character has no { -fragmentos-trait } { $trait }.

## Words inside events
frag-word-characteristic-action = action
frag-word-characteristic-cognition = cognition
frag-word-characteristic-interaction = interaction
frag-word-danger-safe = not dangerous
frag-word-danger-declared = dangerous (declared)
frag-word-danger-automatic = dangerous ({ -fragmentos-threat } level)
frag-word-danger-monster = dangerous (against the monster)
frag-word-reason-danger-declared = declaring danger
frag-word-reason-retry = trying again
frag-word-reason-totals = total scores
frag-word-reason-rest = rest
frag-word-reason-protection = protection
frag-word-reason-hurry = hurrying
frag-word-reason-quality = activating a { -fragmentos-quality }
frag-word-reason-character-left = a character left the story
frag-word-reason-award = the { -fragmentos-director }'s award
frag-word-kind-main = main character
frag-word-kind-secondary = secondary character
frag-word-kind-monster = monster
frag-word-effect-reverse = reverse the outcome
frag-word-effect-narrate = a narrative fact
frag-word-pool-threat = the { -fragmentos-threat }
frag-word-pool-overcoming = the { -fragmentos-overcoming } of { $who }

## Events
frag-ev-story-started = The story begins: { $names }; { -fragmentos-threat } { $threat }.
frag-ev-scene-started = Scene { $number } begins: { $qualities }.
frag-ev-scene-ended = Scene { $number } ends.
frag-ev-character-introduced = { $name } enters the story ({ $kind }).
frag-ev-quality-revealed = A { -fragmentos-quality } of { $character } is revealed: { $text }.
frag-ev-point-moved = A point moves from { $from } to { $to } ({ $reason }).
frag-ev-point-lost = A point leaves { $from } and is lost ({ $reason }).
frag-ev-point-new = A new point goes to { $to } ({ $reason }).
frag-ev-challenge-called = A { $characteristic } { -fragmentos-challenge } for { $character }, { $danger }; { -fragmentos-difficulty }: { $difficulty }.
frag-ev-conflict-called = { -fragmentos-conflict(cap: "yes") }: { $sides }, { $danger }.
frag-ev-rolled = { $character } rolls { $faces }: { $value } + { $bonus } = { $total }; { -fragmentos-omen(count: "other") }: { $omens }.
frag-ev-threat-rose = { $omens ->
    [one] One { -fragmentos-omen } raises the { -fragmentos-threat } to { $level }.
   *[other] { $omens } { -fragmentos-omen(count: "other") } raise the { -fragmentos-threat } to { $level }.
}
frag-ev-challenge-resolved = { -fragmentos-difficulty(cap: "yes") } { $difficulty } against { $total }: { $success ->
    [yes] success
   *[no] failure
}.
frag-ev-conflict-resolved = { $winner } wins.
frag-ev-quality-activated = A { -fragmentos-quality } is activated ({ $effect }){ $exhausted ->
    [yes] , exhausting it
   *[no] {""}
}: { $note }
frag-ev-outcome-reversed = A { -fragmentos-quality } turns the outcome around.
frag-ev-damage-pending = { $character } would lose { $amount } { $characteristic }.
frag-ev-damage-ignored = { $character } ignores the damage.
frag-ev-characteristic-lost = { $character } loses { $amount } { $characteristic } (now { $current }).
frag-ev-incapacitated = { $character } is incapacitated: { $meaning }.
frag-ev-left-the-story = { $character } leaves the story.
frag-ev-roll-closed = The roll is closed.
frag-ev-totals-used = { $character } uses total scores this scene.
frag-ev-rested = { $character } rests and recovers.
frag-ev-round-started = Round of action: { $characters }.
frag-ev-acted = { $character } acts.
frag-ev-round-ended = Everyone has acted.
frag-ev-story-ended = { $reason ->
        [director] The story ends: the { -fragmentos-director } closes it.
        [out] The story ends: every main character is out of it.
       *[other] The story ends.
    }

## Help
frag-help-intro = People tell the story; the table keeps every number. Each rule of the rulebook (Spanish) and where it is on the page:
frag-help-rule = Rule
frag-help-section = Rulebook section
frag-help-where = On screen
frag-help-setup = Characters
frag-help-setup-section = Características, rasgos, cualidades, objetos
frag-help-setup-where = The “open a table” form: one block per main character and the { -fragmentos-director }'s part (their characters with notes and secret { -fragmentos-quality(count: "other") }, starting { -fragmentos-threat } and { -fragmentos-overcoming }).
frag-help-scene = Scenes
frag-help-scene-section = Cualidades de los escenarios (hitos)
frag-help-scene-where = The { -fragmentos-director } starts and ends scenes with their { -fragmentos-quality(count: "other") }, shown above the roll.
frag-help-challenge = { -fragmentos-challenge(count: "other", cap: "yes") }
frag-help-challenge-section = Retos: dice = { -fragmentos-characteristic }, highest plus one per repeat, plus the best { -fragmentos-trait }
frag-help-challenge-where = The { -fragmentos-director } calls it (hidden { -fragmentos-difficulty }); the player rolls from their form; the { -fragmentos-difficulty } is revealed after the roll.
frag-help-odds = Odds
frag-help-odds-section = Retos y conflictos
frag-help-odds-where = Under the roll button: the exact chance of success (against the assumed or known { -fragmentos-difficulty }, or the opponent), the chart and the { -fragmentos-omen(count: "other") }' odds.
frag-help-omens = { -fragmentos-omen(count: "other", cap: "yes") }
frag-help-omens-section = Presagios: every 1; reaching half the { -fragmentos-threat } raises it by one
frag-help-omens-where = The 1s of every throw are marked; the { -fragmentos-threat } gauge at the top.
frag-help-danger = Danger
frag-help-danger-section = Retos y conflictos peligrosos; nivel 8
frag-help-danger-where = The { -fragmentos-director }'s “declare it dangerous” box; the roll box says whether and why it is dangerous.
frag-help-damage = Damage
frag-help-damage-section = Lose a point, plus one per { -fragmentos-omen }; 0 incapacitates, below 0 leaves the story
frag-help-damage-where = Buttons to ignore or accept damage; sheets show current/total.
frag-help-protection = { -fragmentos-script-protection(cap: "yes") }
frag-help-protection-section = Protección de guion
frag-help-protection-where = The flag next to the { -fragmentos-threat }.
frag-help-conflict = { -fragmentos-conflict(count: "other", cap: "yes") }
frag-help-conflict-section = Conflictos: ties go to the main character
frag-help-conflict-where = The { -fragmentos-director } picks both sides; each side rolls from its own page.
frag-help-qualities = { -fragmentos-quality(count: "other", cap: "yes") }
frag-help-qualities-section = Activar cualidades
frag-help-qualities-where = “Activate a { -fragmentos-quality }” in your actions, with its effect.
frag-help-points = { -fragmentos-overcoming(cap: "yes") } and { -fragmentos-threat }
frag-help-points-section = Puntos de superación y amenaza
frag-help-points-where = Retry, totals, rest: buttons in your actions; the points on each sheet.
frag-help-order = Order of action
frag-help-order-section = Orden de actuación; apresurarse
frag-help-order-where = The round box and the act buttons.
frag-help-secrets = What stays secret
frag-help-secrets-section = The { -fragmentos-difficulty }; the { -fragmentos-director }'s secrets
frag-help-secrets-where = The { -fragmentos-difficulty }, notes and secret { -fragmentos-quality(count: "other") } reach only the { -fragmentos-director }'s page until revealed.
frag-help-rulings = Where the rulebook text is cut off, Tablón applies one reading and says so in the step's form or error message.

## Rolls, as the dice page and the copies name them
frag-roll-challenge = { $characteristic } { -fragmentos-challenge }, { $danger }
frag-roll-challenge-of = { $character }'s { $characteristic } { -fragmentos-challenge }, { $danger }
frag-roll-conflict = { -fragmentos-conflict } against { $opponent }, with { $characteristic }, { $danger }
frag-roll-conflict-of = { $character } in a { -fragmentos-conflict } against { $opponent }, with { $characteristic }, { $danger }
frag-roll-throw = a throw
frag-roll-throw-of = { $character }'s throw
frag-roll-step = scene { $n }
frag-roll-reroll = { $what }, tie re-roll { $n }
frag-roll-reading = { $value } + { $bonus } = { $total }; { -fragmentos-omen(count: "other") }: { $omens }

## Players who own their characters (issue 17): writing one at the table, notes, the end.
frag-ev-creation-opened = The table opens: { $players ->
    [one] one player writes
   *[other] { $players } players write
} their main character for the { -fragmentos-director }'s approval{ $premade ->
    [0] .
    [1] , or { $players ->
        [one] takes
       *[other] take
    } the one the { -fragmentos-director } prepared.
   *[other] , or { $players ->
        [one] takes
       *[other] take
    } one of the { $premade } the { -fragmentos-director } prepared.
}
frag-ev-character-proposed = { $seat } { $premade ->
    [yes] takes the prepared character
   *[no] writes the character
} { $name }.
frag-ev-character-approved = The { -fragmentos-director } accepts the character of { $seat }.
frag-ev-character-returned = The { -fragmentos-director } sends the character of { $seat } back to be written again: { $reason }
frag-ev-character-renamed = { $character } is now called { $name }.
frag-setup-table = The table
frag-setup-players = Players who write their own characters at the table
frag-setup-players-help = 0: the main characters below are the players' (seat 1 plays the first). 1 to 12: each player writes their own from their seat, for the { -fragmentos-director } to approve, or takes one of those below, prepared to hand out.
frag-setup-notes-to-director = The { -fragmentos-director } reads the players' notes (everyone is shown this setting)
frag-creation = The main characters
frag-creation-how = How the main characters are made
frag-creation-help = Each player writes their main character or takes one the { -fragmentos-director } prepared; the { -fragmentos-director } has the last word on each sheet. The story begins once every character is accepted.
frag-creation-approved = accepted
frag-creation-pending = waiting for the { -fragmentos-director }
frag-creation-waiting = still writing a character
frag-approve = Accept { $character }, the character of { $seat }
frag-return-reason = Why it goes back
frag-return = Send { $character }, the character of { $seat }, back
frag-premade = Characters prepared by the { -fragmentos-director }
frag-premade-take = Play this character
frag-create = Write your own main character
frag-create-help = The rulebook sets no points to share out: { -fragmentos-characteristic(count: "other") } 1 to 10, { -fragmentos-trait(count: "other") } +1 to +10, objects 1 to 3 dice. The { -fragmentos-director } accepts it or sends it back.
frag-create-returned = The { -fragmentos-director } sent your character back to be written again: { $reason }
frag-create-send = Give it to the { -fragmentos-director }
frag-player-notes = My notes
frag-notes-director-reads = You and the { -fragmentos-director } read these notes.
frag-notes-only-you = Only you read these notes.
frag-notes-label = Notes
frag-notes-save = Save my notes
frag-notes-of = The player's notes
frag-rename = Rename my character
frag-rename-help = No rule reads a name; everything else on the sheet changes only by the rules.
frag-rename-send = Rename
frag-notes-setting-director = At this table the { -fragmentos-director } reads each player's notes.
frag-notes-setting-private = At this table each player's notes are theirs alone.
frag-end = The end of the story
frag-end-threat = The story ended at { -fragmentos-threat } { $threat }.
frag-end-standing = still standing
frag-end-incapacitated = incapacitated
frag-end-out = out of the story
frag-end-fallen = Out of the story too:
frag-end-sheets = The sheets below are as the story ended.
err-fragmentos-create-not-now = Characters are written before the story starts, not now.
err-fragmentos-create-director = The { -fragmentos-director } plays no main character.
err-fragmentos-create-already = This seat already has its character; the { -fragmentos-director } may send it back.
err-fragmentos-create-premade-gone = That prepared character has already been taken.
err-fragmentos-create-nothing-to-judge = That seat has no character waiting for approval.
err-fragmentos-create-first = Every player's character comes first: the story has not started.
err-fragmentos-notes-players-only = Notes are a player's; the { -fragmentos-director } keeps theirs on the sheets.
err-fragmentos-text-too-long = That is too long: at most { $max } characters.
err-fragmentos-rename-no-character = This seat has no character to rename yet.
err-form-frag-name = Write the character's name first.
frag-ev-notes-written = { $seat } writes new notes (only their readers see this line).
