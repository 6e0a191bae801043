# fragmentos screens (en). Owned by the fragmentos screens module.

## Board
frag-threat = Threat
frag-everything-dangerous = Danger level reached: every challenge and conflict is dangerous.
frag-danger-costs = Declaring a challenge dangerous costs 1 threat point.
frag-protection-on = Script protection is on.
frag-protection-off = No script protection: the climax is near.
frag-scene = Scene
frag-scene-n = Scene { $n }
frag-round = Order of action
frag-round-ended = Everyone has acted this round.
frag-story-over = The story is over.
frag-actions = What you can do now
frag-challenge = Challenge
frag-conflict = Conflict
frag-danger-safe = Not dangerous.
frag-danger-declared = Dangerous: the Director declared it.
frag-danger-automatic = Dangerous: the threat is at the danger level.
frag-danger-monster = Dangerous: a conflict against the monster.
frag-difficulty = Difficulty
frag-difficulty-hidden = hidden until the roll
frag-side-dice = { $n } dice
frag-traits-accepted = Accepted traits
frag-objects-accepted = Accepted objects
frag-not-rolled = has not rolled yet
frag-value = Value
frag-omens = { $n ->
    [one] 1 omen
   *[other] { $n } omens
}
frag-success = Success.
frag-failure = Failure.
frag-reversed = (reversed by a quality)
frag-winner = { $who } wins.
frag-damage-pending = { $who } would lose { $n } { $ch }.
frag-kind-main = main character
frag-kind-secondary = secondary character
frag-kind-monster = monster
frag-incapacitated = incapacitated
frag-out = out of the story
frag-using-totals = uses total scores
frag-rested = has rested
frag-overcoming = Overcoming
frag-traits = Traits
frag-qualities = Qualities
frag-objects = Objects
frag-exhausted = exhausted
frag-secret-qualities = Secret qualities
frag-notes = Notes
frag-only-director = Director only
frag-char-n = character { $n }
frag-nobody = nobody
frag-ch-action = Action
frag-ch-cognition = Cognition
frag-ch-interaction = Interaction
frag-q-concept = Concept
frag-q-milestone = Milestone
frag-q-complication = Complication
frag-q-weakness = Weakness
frag-q-other = Quality

## Actions
frag-roll-help = { $who } rolls { $ch }: { $n } dice.
frag-object = Object
frag-no-object = none
frag-roll = Roll the dice
frag-conclude = The roll stands: conclude
frag-damage-help = Your character takes damage: ignore it by spending a point (script protection) or accept it.
frag-damage-help-director = Your character takes damage: ignore it by spending threat (monsters only) or accept it.
frag-protect = Spend a point and ignore the damage
frag-take-damage = Accept the damage
frag-end-story = End the story
frag-end-story-confirm = Yes, the story ends here
frag-start-scene-help = The scene's qualities (milestones), one per line
frag-scene-placeholder = e.g. The hotel lobby
frag-start-scene = Start a scene
frag-end-scene = End the scene
frag-call-challenge = Call a challenge
frag-call-conflict = Call a conflict
frag-who = Who
frag-characteristic = Characteristic
frag-declare-dangerous = Declare it dangerous (1 threat point)
frag-accept-traits = Traits and objects you accept
frag-call = Call
frag-side-n = Side { $n }
frag-start-round = Start a round of action
frag-reveal-quality = Reveal a secret quality
frag-introduce = Introduce a character
frag-name = Name
frag-kind = Kind
frag-secret-weakness = Secret quality (e.g. its weakness)
frag-award = Award an overcoming point
frag-retry-help = The challenge failed: try again by spending an overcoming point.
frag-retry = Try again (1 point)
frag-act-help = Your turn in the order of action.
frag-act = Act
frag-act-early = Hurry and act early (1 point)
frag-act-again = Hurry and act again (1 point)
frag-totals-help = Dig deep: total scores for the rest of this scene.
frag-use-totals = Use totals (1 point)
frag-rest = Rest
frag-rest-help = It was not as bad as it looked: a scene or an ellipsis of rest, 1 point.
frag-rest-one-each = One point in each characteristic
frag-rest-two-in = Two points in { $ch }
frag-activate-quality = Activate a quality
frag-quality-help = Costs an overcoming point (without points, you may exhaust a quality of your own character).
frag-quality-help-director = Costs a threat point.
frag-quality = Quality
frag-effect = Effect
frag-effect-narrate = a narrative fact
frag-effect-reverse = turn the outcome around
frag-harms-owner = harms its owner
frag-note = What happens
frag-activate = Activate

## Odds
frag-composer = Odds before the roll
frag-consider-totals = Use totals (+{ $n } dice, 1 point)
frag-against = Against { $who }: { $n } dice, +{ $bonus }.
frag-guess-difficulty = Difficulty to consider (the real one is revealed after the roll)
frag-odds-loading = computing…
frag-odds-too-many = At most { $max } dice.
frag-odds-against = Against a difficulty of { $d } (equal or beat it).
frag-odds-conflict = Tie { $tie } % ({ $rule }).
frag-tie-mine = the tie is yours
frag-tie-theirs = the tie is theirs
frag-tie-reroll = the tie is re-rolled
frag-odds-omen = At least one omen: { $p } %.
frag-odds-threat = The threat rises (omens ≥ half of { $threat }): { $p } %.

## Set-up
frag-setup-intro = Each player describes their main character (seat 1, 2…); the rulebook sets no point budget, so the form enforces the rules' ranges: characteristics 1 to 10, traits +1 to +10, objects 1 to 3 dice.
frag-setup-main = Main character { $n } (seat { $n })
frag-setup-name-help = Seat 1 plays this character.
frag-setup-name-optional = Optional: leave empty if there is no such player.
frag-setup-characteristics = Characteristics (1 to 10)
frag-setup-characteristics-help = Action for the physical, cognition for the mind, interaction for dealing with others.
frag-setup-traits = Traits (+1 to +10)
frag-setup-trait-name = Trait
frag-setup-bonus = Bonus
frag-setup-traits-help = When a trait applies, its bonus is added to the result (only the best one).
frag-setup-qualities-help = Descriptive elements without numbers that can be activated during play.
frag-setup-object-name = Object
frag-setup-object-dice = Extra dice
frag-setup-objects-help = A fitting object adds 1 to 3 dice to the roll.
frag-setup-director = The Director's part
frag-setup-director-help = Only the Director sees their notes and the secret qualities of their characters.
frag-setup-threat = Starting threat
frag-setup-overcoming = Starting overcoming per character
frag-setup-danger-level = Danger level
frag-setup-pools-help = The rulebook: much overcoming, little threat at the start; from level 8 everything is dangerous and script protection ends.
frag-setup-awards = The Director may award overcoming points (optional ruling)
frag-setup-other = Director's character { $n }

## Form errors
err-form-fragmentos-number = Write whole numbers.
err-form-fragmentos-characteristic = Choose action, cognition or interaction.
err-form-fragmentos-pick = A chosen trait or object is not valid.
err-form-fragmentos-name = Write the character's name.
err-form-fragmentos-quality = Choose a quality in play.

## Rule errors
err-fragmentos-award-disabled = The rulings of this table do not let the Director award overcoming points.
err-fragmentos-award-not-main = Overcoming points go only to main characters still in the story.
err-fragmentos-challenge-difficulty = A difficulty is at most 100.
err-fragmentos-character-incapacitated = That character is incapacitated (a characteristic at 0) and cannot take part.
err-fragmentos-character-not-yours = That character is not yours: players act only for their own character.
err-fragmentos-character-out = That character is out of the story.
err-fragmentos-character-unknown = That character does not exist in this story.
err-fragmentos-config-characteristic-range = { $character }: a characteristic is between 1 and 10, not { $value }.
err-fragmentos-config-main-kind = A main character must be of kind main.
err-fragmentos-config-main-secrets = Only the Director's characters have notes or secret qualities.
err-fragmentos-config-name-missing = Every character needs a name.
err-fragmentos-config-object-dice = { $character }: an object gives one to three dice.
err-fragmentos-config-other-kind = The Director's characters are secondary characters or monsters.
err-fragmentos-config-players = A story has 1 to 12 main characters, not { $count }.
err-fragmentos-config-level = Starting pools and threat levels are whole numbers from 0 to 100, not { $value }.
err-fragmentos-config-rerolls = At most 100 tied re-rolls may be allowed.
err-fragmentos-config-too-many = A story has at most 200 characters.
err-fragmentos-config-trait-range = { $character }: a trait gives +1 to +10.
err-fragmentos-conflict-sides = A conflict has exactly two sides, two different characters.
err-fragmentos-damage-none = No damage awaits a choice for that character.
err-fragmentos-director-only = Only the Director may do that.
err-fragmentos-hurry-act-again = A character may act again only once per round, after acting.
err-fragmentos-hurry-disabled = The rulings of this table do not allow that way of hurrying.
err-fragmentos-hurry-pointless = There is no need to hurry to act early.
err-fragmentos-not-started = The story has not been set up.
err-fragmentos-object-not-accepted = Object { $object } was not accepted by the Director for this roll.
err-fragmentos-object-unknown = That character has no object { $object }.
err-fragmentos-overcoming-none = No overcoming points left to spend.
err-fragmentos-quality-already-reversed = This outcome has already been reversed once.
err-fragmentos-quality-exhausted = That quality is exhausted for the rest of the story.
err-fragmentos-quality-harm-target = Only harming a main character with a quality of their own gives them a point.
err-fragmentos-quality-no-overcoming = Without overcoming points only a quality of your own character can be activated, exhausting it.
err-fragmentos-quality-no-reverse = The rulings of this table do not let qualities reverse outcomes.
err-fragmentos-quality-no-secret = There is no secret quality { $index }.
err-fragmentos-quality-no-winner = The conflict has no winner to reverse.
err-fragmentos-quality-not-at-stake = A player activates a quality only while a challenge or conflict in play affects their character.
err-fragmentos-quality-not-failed = A player reverses only their own failure.
err-fragmentos-quality-not-in-play = That character is out of the story: its qualities are no longer in play.
err-fragmentos-quality-nothing-to-reverse = A quality reverses the outcome of a resolved roll: none is waiting.
err-fragmentos-quality-unknown = There is no quality { $index }.
err-fragmentos-rest-already = Already rested in this scene or ellipsis.
err-fragmentos-rest-nothing = Nothing to recover that way: the scores are at their totals.
err-fragmentos-retry-nothing = There is no failed challenge to try again.
err-fragmentos-roll-already = Already rolled.
err-fragmentos-roll-none = No challenge or conflict is waiting for dice.
err-fragmentos-roll-not-in-it = That character does not take part in this roll.
err-fragmentos-roll-not-resolved = No resolved challenge or conflict is waiting to be concluded.
err-fragmentos-roll-open = A challenge or conflict is in play: finish it first.
err-fragmentos-round-already-acted = Already acted this round: everyone acts before anyone acts again (or hurry).
err-fragmentos-round-duplicate = A character is listed twice.
err-fragmentos-round-empty = A round needs at least one character.
err-fragmentos-round-none = No round of the order of action is in play.
err-fragmentos-round-not-in-it = That character does not take part in this round.
err-fragmentos-round-not-yet = Wait: the monster acts first, then main characters, then secondary ones (or hurry).
err-fragmentos-scene-none = No scene is in play.
err-fragmentos-scene-open = A scene is already in play: end it first.
err-fragmentos-threat-none = The Director has no threat points to spend.
err-fragmentos-totals-already = Already using total scores in this scene.
err-fragmentos-totals-no-scene = Total scores are used for a scene: no scene is in play.
err-fragmentos-trait-unknown = That character has no trait { $trait }.

## Words inside events
frag-word-characteristic-action = action
frag-word-characteristic-cognition = cognition
frag-word-characteristic-interaction = interaction
frag-word-danger-safe = not dangerous
frag-word-danger-declared = dangerous (declared)
frag-word-danger-automatic = dangerous (threat level)
frag-word-danger-monster = dangerous (against the monster)
frag-word-reason-danger-declared = declaring danger
frag-word-reason-retry = trying again
frag-word-reason-totals = total scores
frag-word-reason-rest = rest
frag-word-reason-protection = protection
frag-word-reason-hurry = hurrying
frag-word-reason-quality = activating a quality
frag-word-reason-character-left = a character left the story
frag-word-reason-award = the Director's award
frag-word-kind-main = main character
frag-word-kind-secondary = secondary character
frag-word-kind-monster = monster
frag-word-effect-reverse = reverse the outcome
frag-word-effect-narrate = a narrative fact
frag-word-pool-threat = the threat
frag-word-pool-overcoming = the overcoming of { $who }
frag-word-pool-none = nowhere

## Events
frag-ev-story-started = The story begins: { $names }; threat { $threat }.
frag-ev-scene-started = Scene { $number } begins: { $qualities }.
frag-ev-scene-ended = Scene { $number } ends.
frag-ev-character-introduced = { $name } enters the story ({ $kind }).
frag-ev-quality-revealed = A quality of { $character } is revealed: { $text }.
frag-ev-point-moved = A point moves from { $from } to { $to } ({ $reason }).
frag-ev-challenge-called = A { $characteristic } challenge for { $character }, { $danger }; difficulty: { $difficulty }.
frag-ev-conflict-called = Conflict: { $sides }, { $danger }.
frag-ev-rolled = { $character } rolls { $faces }: { $value } + { $bonus } = { $total }; omens: { $omens }.
frag-ev-threat-rose = The omens ({ $omens }) raise the threat to { $level }.
frag-ev-challenge-resolved = Difficulty { $difficulty } against { $total }: { $success ->
    [yes] success
   *[no] failure
}.
frag-ev-conflict-resolved = { $winner } wins.
frag-ev-quality-activated = A quality is activated ({ $effect }){ $exhausted ->
    [yes] , exhausting it
   *[no] {""}
}: { $note }
frag-ev-outcome-reversed = A quality turns the outcome around.
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
frag-ev-story-ended = The story ends: { $reason }.

## Help
frag-help-intro = People tell the story; the table keeps every number. Each rule of the rulebook (Spanish) and where it is on the page:
frag-help-rule = Rule
frag-help-section = Rulebook section
frag-help-where = On screen
frag-help-setup = Characters
frag-help-setup-section = Características, rasgos, cualidades, objetos
frag-help-setup-where = The “open a table” form: one block per main character and the Director's part (their characters with notes and secret qualities, starting threat and overcoming).
frag-help-scene = Scenes
frag-help-scene-section = Cualidades de los escenarios (hitos)
frag-help-scene-where = The Director starts and ends scenes with their qualities, shown above the roll.
frag-help-challenge = Challenges
frag-help-challenge-section = Retos: dice = characteristic, highest plus one per repeat, plus the best trait
frag-help-challenge-where = The Director calls it (hidden difficulty); the player rolls from their form; the difficulty is revealed after the roll.
frag-help-odds = Odds
frag-help-odds-section = Retos y conflictos
frag-help-odds-where = Under the roll button: the exact chance of success (against the assumed or known difficulty, or the opponent), the chart and the omens' odds.
frag-help-omens = Omens
frag-help-omens-section = Presagios: every 1; reaching half the threat raises it by one
frag-help-omens-where = The 1s of every throw are marked; the threat gauge at the top.
frag-help-danger = Danger
frag-help-danger-section = Retos y conflictos peligrosos; nivel 8
frag-help-danger-where = The Director's “declare it dangerous” box; the roll box says whether and why it is dangerous.
frag-help-damage = Damage
frag-help-damage-section = Lose a point, plus one per omen; 0 incapacitates, below 0 leaves the story
frag-help-damage-where = Buttons to ignore or accept damage; sheets show current/total.
frag-help-protection = Script protection
frag-help-protection-section = Protección de guion
frag-help-protection-where = The flag next to the threat.
frag-help-conflict = Conflicts
frag-help-conflict-section = Conflictos: ties go to the main character
frag-help-conflict-where = The Director picks both sides; each side rolls from its own page.
frag-help-qualities = Qualities
frag-help-qualities-section = Activar cualidades
frag-help-qualities-where = “Activate a quality” in your actions, with its effect.
frag-help-points = Overcoming and threat
frag-help-points-section = Puntos de superación y amenaza
frag-help-points-where = Retry, totals, rest: buttons in your actions; the points on each sheet.
frag-help-order = Order of action
frag-help-order-section = Orden de actuación; apresurarse
frag-help-order-where = The round box and the act buttons.
frag-help-secrets = What stays secret
frag-help-secrets-section = The difficulty; the Director's secrets
frag-help-secrets-where = The difficulty, notes and secret qualities reach only the Director's page until revealed.
frag-help-rulings = Where the rulebook text is cut off, Tablón applies one reading and says so in the step's form or error message.

## Rolls, as the dice page and the copies name them
frag-roll-challenge = { $character }'s { $characteristic } challenge
frag-roll-conflict = { $character } in a conflict, with { $characteristic }
frag-roll-throw = { $character }'s throw
frag-roll-reroll = { $what }, tie re-roll { $n }
frag-roll-reading = { $value } + { $bonus } = { $total }; omens: { $omens }
