# forty-four screens (en). Owned by the forty-four screens module.

## Board
f44-director = The Director
f44-section-44 = Section 44
f44-seat-n = seat { $n }
f44-countdown = Countdown
f44-resistance = Resistance dice
f44-menace = Menace dice
f44-step = Step
f44-order = Scene order
f44-scene-of = Scene of
f44-opponent = Opponent
f44-conflict = Conflict
f44-ready = ready
f44-no-quality-yet = no Quality chosen yet
f44-bond = Bond
f44-bonds = Bonds
f44-anxiety = Anxiety
f44-anxieties = Anxieties
f44-assist = Assists
f44-agent = Agent
f44-agents = Agents
f44-secret = Secret
f44-secrets = Secrets
f44-operative = Operative
f44-control = Control
f44-program = Program
f44-extra-dice = Extra dice
f44-dice = dice
f44-remove = highest removed:
f44-removed = Removed (highest dice)
f44-result = Result
f44-won-main = { $who } wins; Section 44 suffers { $stress } Stress.
f44-won-conspiracy = { $who } wins; the main side suffers { $stress } Stress.
f44-end-roll = End of the turn: Resistance against Menace
f44-last-roll = Zero Hour: the Last Roll
f44-end-won-resistance = Resistance wins: each main character gains a point.
f44-end-won-menace = Menace wins: Section 44 grows.
f44-reserve = Reserve
f44-ticker = Ticker
f44-ticker-who = Who was replaced?
f44-ticker-what = What happened?
f44-ticker-where = Where was your character?
f44-ticker-now = What will they do now?
f44-last-used = used in the last roll: not available for the next one
f44-hidden = hidden
f44-only-you-see = Only Section 44 sees what is marked hidden.
f44-no-secrets-known = no Secret revealed yet
f44-fates = Fates
f44-fate-survived = survived
f44-fate-replaced = replaced
f44-quality-resolve = Resolve
f44-quality-contact = Contact
f44-quality-material = Material

## Steps
f44-phase-not-started = not started
f44-phase-order = choosing the scene order
f44-phase-opponent = the Operative chooses an opponent
f44-phase-framing = framing the scene (three details)
f44-phase-preparing = conflict: gathering dice
f44-phase-improving = conflict: Reserve dice on the results
f44-phase-resolving = conflict: consequences
f44-phase-end-preparing = end of the turn: before the roll
f44-phase-end-improving = end of the turn: Reserve dice on the results
f44-phase-gains = points to gain
f44-phase-epilogue = Zero Hour: last Reserve dice
f44-phase-over = the game is over

## Actions
f44-actions = What you can do now
f44-set-order-help = You won the order roll: set the order of this Countdown's scenes.
f44-set-order = Set the order
f44-choose-opponent = Choose the main character your Operative faces:
f44-add-detail = Scene detail { $n } of 3
f44-detail-placeholder = e.g. it's night and pouring rain
f44-add = Add
f44-gather-help = Gather your dice for the conflict (each choice is declared at once):
f44-assist-with = Assist with
f44-enlist = Enlist
f44-trigger = Trigger
f44-activate = Activate
f44-reveal = Reveal
f44-join-operative = Assist the Operative with my Control
f44-pile-resistance-help = Give Resistance dice from the pile to a side.
f44-pile-menace-help = Give Menace dice from the pile to a side.
f44-how-many = How many
f44-add-dice = Add dice
f44-give-help = Give Reserve dice as extra dice to another player's roll (Reserve use 2).
f44-give = Give
f44-side = Side
f44-side-main = the main character's
f44-side-conspiracy = Section 44's
f44-ready-roll = Ready: roll when both sides are
f44-ready-decide = Done with Reserve dice: compare results
f44-done = Done
f44-improve-help = Reserve use 1: replace your side's result with a Reserve die, and/or add +1 per die equal to the result.
f44-replace-with = Replace the result with
f44-boost-with = Boost with
f44-improve = Improve the result
f44-none = none
f44-confirm = Confirm
f44-bond-order-help = { $stress } Stress: order the enlisted Bonds that take it first.
f44-become-operative-help = Your character is replaced and becomes an Operative: split { $sum } points between Control and Program.
f44-allocate-help = Section 44 suffers { $stress } Stress: order the activated Agents that take it, then what comes off Control and Program.
f44-off-control = Off Control
f44-off-program = Off Program
f44-take-help = Take removed dice into your Reserve (it holds { $limit }).
f44-take = Take
f44-discard = Give up from your Reserve
f44-helpers-order = Order in which your helpers choose next:
f44-grow-help = The conspiracy grows: add one point.
f44-gain-help = Add one point to your sheet.
f44-point-to = Point to
f44-new-agent = a new Agent (at 1)
f44-new-secret = a new Secret (at 1)
f44-new-bond = a new Bond (at 1)
f44-new-anxiety = a new Anxiety (at 1)
f44-new-name = Name (for something new)
f44-new-name-help = only if you chose something new
f44-to-resistance-help = Turn Reserve dice into Resistance dice before the roll (Reserve use 3).
f44-to-menace-help = Turn Reserve dice into Menace dice before the roll (Reserve use 3).
f44-to-pile = Add to the pile
f44-spend = Spend Reserve dice on a rating
f44-spend-help = Dice of one value, +1 per extra die: 4 or more for a Bond or an Agent point, 6 for a Quality, Control or Program point (p. 29).
f44-spend-button = Spend

## Odds composer
f44-composer = Odds before the roll
f44-composer-help = The dice declared so far; tick what you are thinking of adding to see the exact chance that the main character wins (ties go to Section 44).
f44-consider-quality = Quality to use
f44-consider-traits = Bonds and Anxieties
f44-consider-conspiracy = Agents and Secrets
f44-consider-extra-main = Extra dice, main side
f44-consider-extra-con = Extra dice, Section 44
f44-odds-loading = computing…
f44-odds-too-many = At most { $max } dice per side.
f44-odds-summary = Main side { $main } dice (highest { $mainRemove } removed) against { $con } (highest { $conRemove } removed). Bars: the difference, which is the loser's Stress; a tie ({ $tie } %) is a loss without Stress.

## Set-up
f44-setup-intro = Each player makes a main character following the rulebook (p. 7-9); leave the name empty for unused characters. The Director writes two Secrets (p. 11), which the players never see until revealed.
f44-setup-character = Main character { $n } (seat { $n })
f44-setup-name = Name
f44-setup-name-help = Seat 1 plays this character.
f44-setup-name-optional = Optional: leave empty if there is no such player.
f44-setup-concept = Step 1: concept
f44-setup-ticker = Step 2: the Ticker
f44-setup-ticker-help = The one who was replaced becomes one of the Director's first Agents.
f44-setup-qualities = Step 3: Qualities (6 points, each 1 to 4)
f44-setup-qualities-help = Resolve limits your Anxieties, Contact your Bonds and assistants, Material your Reserve.
f44-setup-bonds = Step 4: Bonds (3 points, at most Contact Bonds)
f44-setup-bonds-help = People your character cares about, each rated 1 or more.
f44-setup-bond-name = Bond
f44-setup-anxieties = Step 5: Anxieties (4 points, at most Resolve Anxieties)
f44-setup-anxieties-help = Fears and weaknesses, each rated 1 or more.
f44-setup-anxiety-name = Anxiety
f44-setup-rating = Rating
f44-setup-points = points assigned
f44-setup-director = The Director's Secrets
f44-setup-director-help = Two Secrets at rating 2 (p. 11). Only the Director (and later the Operatives) will see them.
f44-setup-secret = Secret { $n }

## Form errors
err-form-44-number = Write whole numbers (0 or more).
err-form-44-side = Choose a side: the main character's or Section 44's.
err-form-44-split = Choose how much goes to Control and how much to Program.
err-form-44-name = Write the name of the new Bond, Anxiety, Agent or Secret.
err-form-44-target = That is not something you can improve.
err-form-44-setup-number = Ratings are whole numbers.

## Rule errors
err-44-agent-already-active = That Agent is already activated.
err-44-agent-not-in-conflict = Only the Director (or the Operative whose scene it is) activates Agents.
err-44-agent-unknown = There is no such Agent on the roster.
err-44-anxiety-already-triggered = That Anxiety is already triggered.
err-44-anxiety-not-in-conflict = Only the main character in conflict and those assisting trigger Anxieties.
err-44-anxiety-unknown = Your character has no such Anxiety.
err-44-assist-already = You already assist this conflict.
err-44-assist-not-main = Only main characters assist main characters.
err-44-assist-quality-below-countdown = To assist, use a Quality at or over the Countdown; this one is { $rating }.
err-44-assist-self = You cannot assist your own conflict.
err-44-assist-too-many = The main character in conflict can have at most { $max } assistants (the Contact rating).
err-44-bond-already-enlisted = That Bond is already enlisted.
err-44-bond-not-in-conflict = Only the main character in conflict enlists Bonds (assistants cannot, p. 27).
err-44-bond-unknown = Your character has no such Bond.
err-44-conflict-already-ready = You already said you are ready.
err-44-game-not-started = The game has not been set up yet.
err-44-operative-assist-not-operative = Only another Operative may assist the Operative.
err-44-operative-assist-not-operative-scene = Operatives assist only in another Operative's scene.
err-44-operative-control-over-countdown = An assisting Operative's Control must be at or under the Countdown.
err-44-operative-opponent-not-main = An Operative's opponent must be a main character.
err-44-operative-program-limit = Activated Agents plus assisting Operatives cannot exceed your Program ({ $program }).
err-44-operative-split = Control and Program must add up to the sum of your Qualities ({ $sum }).
err-44-order-not-every-player = The scene order must list every player seat exactly once.
err-44-pile-not-enough = You can add 1 to { $available } dice from the pile.
err-44-quality-already-chosen = A Quality was already chosen for this conflict.
err-44-quality-missing = Choose a Quality before the roll.
err-44-quality-not-in-conflict = Only the main character in conflict chooses a Quality.
err-44-quality-twice-in-a-row = You may not use a Quality two times in a row (p. 15): choose another one.
err-44-reserve-boost-mismatch = Boosting dice must equal the value the result is read from ({ $face }).
err-44-reserve-give-to-self = Reserve dice are given to another player's roll, not your own.
err-44-reserve-helper-order = Dice remain: name every helper once, in the order they choose Reserve dice.
err-44-reserve-limit = Your Reserve holds at most { $limit } dice.
err-44-reserve-missing = Those dice are not in your Reserve.
err-44-reserve-mixed = Dice spent together must show the same value.
err-44-reserve-no-order = No one else chooses from these dice: leave the order empty.
err-44-reserve-none = Name at least one Reserve die.
err-44-reserve-not-removed = You can only take dice removed from your side's roll.
err-44-reserve-not-your-roll = Only those rolling on a side improve its result.
err-44-reserve-pile-only-at-end = Reserve dice become Resistance or Menace dice only at the end of a turn, before its roll.
err-44-reserve-too-low = That needs a value of { $need }; these dice are worth { $value }.
err-44-reserve-wrong-target = Main characters improve Qualities and Bonds; the Director and Operatives their own Control, Program and Agents.
err-44-secret-already-revealed = That Secret is already revealed in this conflict.
err-44-secret-not-in-conflict = Only the Director, or the Operative whose scene it is and those assisting, reveal Secrets.
err-44-secret-unknown = There is no such Secret.
err-44-setup-players = A game needs 1 to 12 main characters, one per player (p. 7), not { $count }: name at least one.
err-44-setup-points = { $character } assigns { $points } points to { $what ->
    [bond] Bonds: assign exactly 3 (step 4, p. 9).
   *[other] Anxieties: assign exactly 4 (step 5, p. 9).
}
err-44-setup-quality-below-one = { $character }: each Quality must be at least 1 (step 3, p. 8).
err-44-setup-quality-points = { $character } assigns { $points } points to Qualities: assign exactly 6 points, each at least 1 (step 3, p. 8).
err-44-setup-rating-below-one = Each { $what ->
    [bond] Bond
   *[other] Anxiety
} needs a rating of at least 1 (p. 9).
err-44-setup-secrets = The Director creates exactly 2 Secrets (p. 11), not { $count }.
err-44-setup-too-many = { $character } has { $count } { $what ->
    [bond] Bonds, but may have at most { $max }, the Contact rating (step 4, p. 9).
   *[other] Anxieties, but may have at most { $max }, the Resolve rating (step 5, p. 9).
}
err-44-step-already-done = You are already done with this step.
err-44-step-wrong = That is not possible now ({ $what }).
err-44-stress-agent-order = List every activated Agent once, in the order they take Stress.
err-44-stress-bond-order = List every enlisted Bond once, in the order they take Stress.
err-44-stress-must-take = { $left } Stress is left over while Control and Program are both above 0: take it off Control or Program.
err-44-stress-too-much = After the Agents, { $remaining } Stress remains: take no more than that off Control and Program.
err-44-text-empty = Write a few words: it is empty.
err-44-turn-not-yours = It is not your move here.
err-44-zero-hour-quality-only = At Zero Hour the point goes to a Quality.

## Words inside events
f44-word-quality-resolve = Resolve
f44-word-quality-contact = Contact
f44-word-quality-material = Material
f44-word-side-main = the main side
f44-word-side-conspiracy = Section 44
f44-word-winner-main = the main side
f44-word-winner-conspiracy = Section 44
f44-word-pile-resistance = Resistance
f44-word-pile-menace = Menace
f44-word-rating-control = Control
f44-word-rating-program = Program
f44-word-fate-survived = survived
f44-word-fate-replaced = replaced
f44-word-reason-set-up = set-up
f44-word-reason-used-in-conflict = used in a conflict
f44-word-reason-conflict-won = won with Anxieties or Secrets in play
f44-word-reason-stress = Stress
f44-word-reason-stress-overflow = Stress past Section 44's ratings
f44-word-reason-reserve = Reserve dice
f44-word-reason-end-roll = rolled at the end of the turn
f44-word-reason-end-roll-won = the difference won at the end of the turn
f44-word-phase-not-started = not started
f44-word-phase-choosing-order = choosing the scene order
f44-word-phase-choosing-opponent = choosing an opponent
f44-word-phase-framing = framing the scene
f44-word-phase-preparing = gathering dice
f44-word-phase-improving = Reserve dice on the results
f44-word-phase-resolving = consequences
f44-word-phase-end-preparing = end of the turn
f44-word-phase-end-improving = Reserve dice on the end-of-turn results
f44-word-phase-gains = points to gain
f44-word-phase-epilogue = epilogue
f44-word-phase-over = the end

## Events
f44-ev-game-started = The game begins: Countdown { $countdown }, the Director's Control { $control } and Program { $program }.
f44-ev-agent-added = Section 44 has a new Agent: { $name } ({ $rating }).
f44-ev-secret-added = Section 44 keeps a new Secret: { $text } ({ $rating }).
f44-ev-agent-rated = An Agent's rating is now { $rating }.
f44-ev-agent-deactivated = An Agent was eliminated.
f44-ev-secret-rated = A Secret's rating is now { $rating }.
f44-ev-conspiracy-shared = { $seat } now shares Section 44's Agents and Secrets.
f44-ev-pile-changed = { $pile } dice: { $to } ({ $reason }).
f44-ev-order-rolled = Countdown { $countdown }: order roll { $rolls }; { $chooser } sets the order.
f44-ev-scene-order-set = Scene order: { $seats }.
f44-ev-scene-began = The scene of { $seat } begins.
f44-ev-opponent-chosen = The Operative faces { $opponent }.
f44-ev-detail-added = { $by }: “{ $text }”.
f44-ev-conflict-began = Conflict: { $main } against { $conspirator }.
f44-ev-quality-chosen = { $seat } uses { $quality } ({ $dice } dice).
f44-ev-bond-enlisted = { $seat } enlists a Bond ({ $dice } dice).
f44-ev-anxiety-triggered = An Anxiety of { $seat } is triggered: the { $rating } highest dice are removed.
f44-ev-assist-joined = { $seat } assists with { $quality } ({ $dice } dice).
f44-ev-agent-activated = Section 44 activates { $name } ({ $rating } dice).
f44-ev-secret-revealed = A Secret is revealed: { $text } (removes the { $rating } highest dice).
f44-ev-operative-joined = { $seat } assists the Operative ({ $dice } dice).
f44-ev-extra-dice-added = { $by } adds { $count ->
        [one] one die
       *[other] { $count } dice
    } to { $side ->
        [main] the { -fortyfour-main-side }
       *[conspiracy] { -fortyfour-section-44 }
    }.
f44-ev-reserve-changed = Reserve of { $holder }: { $dice }.
f44-ev-side-ready = { $side ->
        [main] { -fortyfour-main-side(cap: "yes") }
       *[conspiracy] { -fortyfour-section-44(cap: "yes") }
    }: { $ready ->
    [yes] ready
   *[no] not ready
}.
f44-ev-conflict-rolled = The dice are thrown: main side { $main_kept } (removed { $main_removed }) = { $main_value }; Section 44 { $conspiracy_kept } (removed { $conspiracy_removed }) = { $conspiracy_value }.
f44-ev-result-improved = { $by } uses Reserve dice: the result of { $side ->
        [main] the { -fortyfour-main-side }
       *[conspiracy] { -fortyfour-section-44 }
    } is now { $result }.
f44-ev-conflict-decided = { $winner } wins, { $main } against { $conspiracy }: { $stress } Stress.
f44-ev-bond-rated = Bond “{ $name }” of { $seat } is now { $rating }.
f44-ev-bond-became-agent = The Bond “{ $name }” of { $seat } is lost: now an Agent of Section 44.
f44-ev-anxiety-rated = Anxiety “{ $name }” of { $seat } is now { $rating }.
f44-ev-quality-rated = { $quality } of { $seat } is now { $rating }.
f44-ev-conspiracy-rated = { $rating } of { $seat } is now { $value }.
f44-ev-character-replaced = { $seat } is replaced by Section 44; { $stress } Stress becomes Menace dice.
f44-ev-removed-dice-taken = Removed dice taken into Reserve: { $dice }.
f44-ev-operative-created = { $seat } becomes an Operative: Control { $control }, Program { $program }.
f44-ev-phase-entered = Now: { $phase }.
f44-ev-passed = { $seat } is done.
f44-ev-end-roll-began = { $zero_hour ->
    [yes] Zero Hour: the Last Roll.
   *[no] End of the turn: Resistance against Menace.
}
f44-ev-end-rolled = Resistance { $resistance_kept } = { $resistance_value }; Menace { $menace_kept } = { $menace_value }.
f44-ev-end-decided = { $winner } wins the end-of-turn roll, { $resistance } against { $menace }.
f44-ev-gain-owed = Points owed: { $seats }.
f44-ev-countdown-changed = The Countdown is now { $countdown }.
f44-ev-game-ended = The game ends: { $fates }.

## Help
f44-help-intro = The people narrate; the table keeps every number. Each step of the rulebook and where it is on the table's page:
f44-help-step = Rulebook step
f44-help-page = Page
f44-help-page-ref = p. { $pages }
f44-help-where = On screen
f44-help-setup = Main characters and Secrets
f44-help-setup-where = The “open a table” form: one block per main character (concept, Ticker, Qualities, Bonds, Anxieties with their budgets) and the Director's two Secrets.
f44-help-order = Scene order
f44-help-order-where = The winner of the order roll gets a form to set the order; the order bar shows whose scene it is.
f44-help-framing = Scene details
f44-help-framing-where = Three details, in turn: the form appears for whoever adds the next one.
f44-help-gather = Gathering dice
f44-help-gather-where = The conflict box shows both sides' dice; buttons declare Qualities, Bonds, Anxieties, assists, Agents and Secrets; forms add pile or Reserve dice; “Ready” rolls.
f44-help-odds = Odds before rolling
f44-help-odds-where = The composer under the conflict: tick what you could add and read the exact chance and the Stress bars.
f44-help-improve = Reserve dice on results
f44-help-improve-where = After the roll, replace or boost your side's result, then “Done”.
f44-help-stress = Stress
f44-help-stress-where = Forms to order Bonds, to allocate Stress to Agents, Control and Program, and to become an Operative.
f44-help-reserve = Reserve
f44-help-reserve-where = Take removed dice after a conflict; spend Reserve dice on ratings any time from your actions.
f44-help-end = End of the turn
f44-help-end-where = Reserve dice to the piles, “Done”, the roll of Resistance against Menace, then the points gained.
f44-help-zero = Zero Hour
f44-help-zero-where = The Last Roll and the fates at the top of the page.
f44-help-operative = Operatives
f44-help-operative-where = A replaced character's sheet shows Control and Program; its player then sees Section 44's side.
f44-help-secrets = What stays secret
f44-help-secrets-where = Secrets and Agents the Director creates appear only on the Director's (and Operatives') page until revealed or activated in a conflict.
f44-help-rulings = Where the rulebook is ambiguous, Tablón applies one reading and says so in the step's form or error message.

## Rolls, as the dice page and the copies name them
f44-roll-conflict-main = conflict against { $opponent }, { $quality }
f44-roll-conflict-main-plain = conflict against { $opponent }
f44-roll-conflict-conspiracy = conflict against { $main }
f44-roll-order = order roll
f44-roll-order-round = order roll, tie re-roll { $round }
f44-roll-resistance = Resistance dice at the end of the turn
f44-roll-menace = Menace dice at the end of the turn
f44-roll-reading = kept { $kept }, removed { $removed }: { $value }
f44-roll-reading-kept = kept { $kept }: { $value }
f44-roll-step = Countdown { $countdown }
