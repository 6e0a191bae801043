# forty-four screens (en). Owned by the forty-four screens module.

## Board
f44-director = The { -fortyfour-director }
# The person directing, named in a sentence by their part (lower case: the code capitalises a
# sentence's start).
f44-director-seat = the { -fortyfour-director }
f44-section-44 = { -fortyfour-the-section-44 }
f44-seat-n = seat { $n }
f44-countdown = { -fortyfour-countdown }
f44-resistance = { -fortyfour-resistance } dice
f44-menace = { -fortyfour-menace } dice
f44-step = Step
f44-order = Scene order
f44-scene-of = Scene of { $seat }
f44-opponent = Opponent
f44-conflict = Conflict
f44-last-conflict = The last conflict:
f44-ready = ready
f44-no-quality-yet = no { -fortyfour-quality } chosen yet
f44-bond = { -fortyfour-bond }
f44-bonds = { -fortyfour-bond(count: "other") }
f44-anxiety = { -fortyfour-anxiety }
f44-anxieties = { -fortyfour-anxiety(count: "other") }
f44-assist = Assists
f44-agent = { -fortyfour-agent }
f44-agents = { -fortyfour-agent(count: "other") }
f44-secret = { -fortyfour-secret }
f44-secrets = { -fortyfour-secret(count: "other") }
f44-operative = { -fortyfour-operative }
f44-control = Control
f44-program = { -fortyfour-program }
f44-extra-dice = Extra dice
f44-dice = { $n ->
        [one] 1 die
       *[other] { $n } dice
    }
# A side's pool in a conflict: how many dice, and how many of the highest its Anxieties remove.
f44-pool = { $n ->
        [one] 1 die
       *[other] { $n } dice
    }{ $remove ->
        [0] {""}
        [1] , the highest removed
       *[other] , the { $remove } highest removed
    }
f44-removed = Removed (highest dice)
f44-result = Result
f44-won-main = { $who } wins; { -fortyfour-the-section-44 } suffers { $stress } { -fortyfour-stress }.
f44-won-conspiracy = { $who } wins; the { -fortyfour-main-side } suffers { $stress } { -fortyfour-stress }.
f44-end-roll = End of the turn: { -fortyfour-resistance } against { -fortyfour-menace }
f44-last-roll = { -fortyfour-zero-hour }: the Last Roll
f44-end-won-resistance = { -fortyfour-resistance } wins: each main character gains a point.
f44-end-won-menace = { -fortyfour-menace } wins: { -fortyfour-the-section-44 } grows.
f44-reserve = { -fortyfour-reserve }
f44-ticker = { -fortyfour-ticker }
f44-ticker-who = Who was replaced?
f44-ticker-what = What happened?
f44-ticker-where = Where was your character?
f44-ticker-now = What will they do now?
f44-last-used = used in the last roll: not available for the next one
f44-hidden = hidden
f44-only-you-see = Only { -fortyfour-the-section-44 } sees what is marked hidden.
f44-no-secrets-known = no { -fortyfour-secret } revealed yet
f44-fates = Fates
f44-fate-survived = survived
f44-fate-replaced = replaced
f44-quality-resolve = Resolve
f44-quality-contact = Contact
f44-quality-material = Material

## Steps
f44-phase-not-started = not started
f44-phase-order = choosing the scene order
f44-phase-opponent = the { -fortyfour-operative } chooses an opponent
f44-phase-framing = framing the scene (three details)
f44-phase-preparing = conflict: gathering dice
f44-phase-improving = conflict: { -fortyfour-reserve } dice on the results
f44-phase-resolving = conflict: consequences
f44-phase-end-preparing = end of the turn: before the roll
f44-phase-end-improving = end of the turn: { -fortyfour-reserve } dice on the results
f44-phase-gains = points to gain
f44-phase-epilogue = { -fortyfour-zero-hour }: last { -fortyfour-reserve } dice
f44-phase-over = the game is over

## Actions
f44-actions = What you can do now
f44-set-order-help = You won the order roll: set the order of this { -fortyfour-countdown }'s scenes.
f44-set-order = Set the order
f44-choose-opponent = Choose the main character your { -fortyfour-operative } faces:
f44-add-detail = Scene detail { $n } of 3
f44-detail-placeholder = e.g. it's night and pouring rain
f44-add = Add
f44-gather-help = Gather your dice for the conflict (each choice is declared at once):
f44-assist-with = Assist with
f44-enlist = Enlist
f44-trigger = Trigger
f44-activate = Activate
f44-reveal = Reveal
f44-join-operative = Assist the { -fortyfour-operative } with my Control
f44-pile-resistance-help = Give { -fortyfour-resistance } dice from the pile to a side.
f44-pile-menace-help = Give { -fortyfour-menace } dice from the pile to a side.
f44-how-many = How many
f44-add-dice = Add dice
f44-give-help = Give { -fortyfour-reserve } dice as extra dice to another player's roll ({ -fortyfour-reserve } use 2).
f44-give = Give
f44-side = Side
f44-side-main = the main character's
f44-side-conspiracy = { -fortyfour-the-section-44 }'s
f44-ready-roll = Ready: roll when both sides are
f44-ready-decide = Done with { -fortyfour-reserve } dice: compare results
f44-done = Done
f44-improve-help = { -fortyfour-reserve } use 1: replace your side's result with a { -fortyfour-reserve } die, and/or add +1 per die equal to the result.
f44-replace-with = Replace the result with
f44-boost-with = Boost with
f44-improve = Improve the result
f44-none = none
f44-no-quality = none
f44-confirm = Confirm
f44-bond-order-help = { $stress } { -fortyfour-stress }: order the enlisted { -fortyfour-bond(count: "other") } that take it first.
f44-become-operative-help = Your character is replaced and becomes an { -fortyfour-operative }: split { $sum } points between Control and { -fortyfour-program }.
f44-allocate-help = { -fortyfour-the-section-44 } suffers { $stress } { -fortyfour-stress }: order the activated { -fortyfour-agent(count: "other") } that take it, then what comes off Control and { -fortyfour-program }.
f44-off-control = Off Control
f44-off-program = Off { -fortyfour-program }
f44-take-help = Take removed dice into your { -fortyfour-reserve } (it holds { $limit }).
f44-take = Take
f44-discard = Give up from your { -fortyfour-reserve }
f44-helpers-order = Order in which your helpers choose next:
f44-grow-help = The conspiracy grows: add one point.
f44-gain-help = Add one point to your sheet.
f44-point-to = Point to
f44-new-agent = a new { -fortyfour-agent } (at 1)
f44-new-secret = a new { -fortyfour-secret } (at 1)
f44-new-bond = a new { -fortyfour-bond } (at 1)
f44-new-anxiety = a new { -fortyfour-anxiety } (at 1)
f44-new-name = Name (for something new)
f44-new-name-help = only if you chose something new
f44-to-resistance-help = Turn { -fortyfour-reserve } dice into { -fortyfour-resistance } dice before the roll ({ -fortyfour-reserve } use 3).
f44-to-menace-help = Turn { -fortyfour-reserve } dice into { -fortyfour-menace } dice before the roll ({ -fortyfour-reserve } use 3).
f44-to-pile = Add to the pile
f44-spend = Spend { -fortyfour-reserve } dice on a rating
f44-spend-help = Dice of one value, +1 per extra die: 4 or more for a { -fortyfour-bond } or an { -fortyfour-agent } point, 6 for a { -fortyfour-quality }, Control or { -fortyfour-program } point (p. 29).
f44-spend-button = Spend

## Odds composer
f44-composer = Odds before the roll
f44-composer-help = The dice declared so far; tick what you are thinking of adding to see the exact chance that the main character wins (ties go to { -fortyfour-the-section-44 }).
f44-consider-quality = { -fortyfour-quality } to use
f44-consider-traits = { -fortyfour-bond(count: "other") } and { -fortyfour-anxiety(count: "other") }
f44-consider-conspiracy = { -fortyfour-agent(count: "other") } and { -fortyfour-secret(count: "other") }
f44-consider-extra-main = Extra dice, { -fortyfour-main-side }
f44-consider-extra-con = Extra dice, { -fortyfour-the-section-44 }
f44-odds-loading = computing…
f44-odds-too-many = At most { $max } dice per side.
f44-odds-summary = { -fortyfour-main-side(cap: "yes") }: { $main }. { -fortyfour-section-44 }: { $con }. Bars: the difference, which is the loser's { -fortyfour-stress }; a tie ({ $tie } %) is a loss without { -fortyfour-stress }.

## Set-up
f44-setup-intro = Each player makes a main character following the rulebook (p. 7-9); leave the name empty for unused characters. The { -fortyfour-director } writes two { -fortyfour-secret(count: "other") } (p. 11), which the players never see until revealed.
f44-setup-character = Main character { $n } (seat { $n })
f44-setup-name = Name
f44-setup-name-help = Seat 1 plays this character.
f44-setup-name-optional = Optional: leave empty if there is no such player.
f44-setup-concept = Step 1: concept
f44-setup-ticker = Step 2: the { -fortyfour-ticker }
f44-setup-ticker-help = The one who was replaced becomes one of the { -fortyfour-director }'s first { -fortyfour-agent(count: "other") }.
f44-setup-qualities = Step 3: { -fortyfour-quality(count: "other") } (6 points, each 1 to 4)
f44-setup-qualities-help = Resolve limits your { -fortyfour-anxiety(count: "other") }, Contact your { -fortyfour-bond(count: "other") } and assistants, Material your { -fortyfour-reserve }.
f44-setup-bonds = Step 4: { -fortyfour-bond(count: "other") } (3 points, at most Contact { -fortyfour-bond(count: "other") })
f44-setup-bonds-help = People your character cares about, each rated 1 or more.
f44-setup-bond-name = { -fortyfour-bond }
f44-setup-anxieties = Step 5: { -fortyfour-anxiety(count: "other") } (4 points, at most Resolve { -fortyfour-anxiety(count: "other") })
f44-setup-anxieties-help = Fears and weaknesses, each rated 1 or more.
f44-setup-anxiety-name = { -fortyfour-anxiety }
f44-setup-rating = Rating
f44-setup-points = points assigned
f44-setup-director = The { -fortyfour-director }'s { -fortyfour-secret(count: "other") }
f44-setup-director-help = Two { -fortyfour-secret(count: "other") } at rating 2 (p. 11). Only the { -fortyfour-director } (and later the { -fortyfour-operative(count: "other") }) will see them.
f44-setup-secret = { -fortyfour-secret } { $n }

## Form errors
err-form-44-number = Write whole numbers (0 or more).
err-form-44-side = Choose a side: the main character's or { -fortyfour-the-section-44 }'s.
err-form-44-split = Choose how much goes to Control and how much to { -fortyfour-program }.
err-form-44-name = Write the name of the new { -fortyfour-bond }, { -fortyfour-anxiety }, { -fortyfour-agent } or { -fortyfour-secret }.
err-form-44-target = That is not something you can improve.
err-form-44-setup-number = Ratings are whole numbers.

## Rule errors
err-44-agent-already-active = That { -fortyfour-agent } is already activated.
err-44-agent-not-in-conflict = Only the { -fortyfour-director } (or the { -fortyfour-operative } whose scene it is) activates { -fortyfour-agent(count: "other") }.
err-44-agent-unknown = There is no such { -fortyfour-agent } on the roster.
err-44-anxiety-already-triggered = That { -fortyfour-anxiety } is already triggered.
err-44-anxiety-not-in-conflict = Only the main character in conflict and those assisting trigger { -fortyfour-anxiety(count: "other") }.
err-44-anxiety-unknown = Your character has no such { -fortyfour-anxiety }.
err-44-assist-already = You already assist this conflict.
err-44-assist-not-main = Only main characters assist main characters.
err-44-assist-quality-below-countdown = To assist, use a { -fortyfour-quality } at or over the { -fortyfour-countdown }; this one is { $rating }.
err-44-assist-self = You cannot assist your own conflict.
err-44-assist-too-many = The main character in conflict can have at most { $max } assistants (the Contact rating).
err-44-bond-already-enlisted = That { -fortyfour-bond } is already enlisted.
err-44-bond-not-in-conflict = Only the main character in conflict enlists { -fortyfour-bond(count: "other") } (assistants cannot, p. 27).
err-44-bond-unknown = Your character has no such { -fortyfour-bond }.
err-44-conflict-already-ready = You already said you are ready.
err-44-game-not-started = The game has not been set up yet.
err-44-operative-assist-not-operative = Only another { -fortyfour-operative } may assist the { -fortyfour-operative }.
err-44-operative-assist-not-operative-scene = { -fortyfour-operative(count: "other") } assist only in another { -fortyfour-operative }'s scene.
err-44-operative-control-over-countdown = An assisting { -fortyfour-operative }'s Control must be at or under the { -fortyfour-countdown }.
err-44-operative-opponent-not-main = An { -fortyfour-operative }'s opponent must be a main character.
err-44-operative-program-limit = Activated { -fortyfour-agent(count: "other") } plus assisting { -fortyfour-operative(count: "other") } cannot exceed your { -fortyfour-program } ({ $program }).
err-44-operative-split = Control and { -fortyfour-program } must add up to the sum of your { -fortyfour-quality(count: "other") } ({ $sum }).
err-44-order-not-every-player = The scene order must list every player seat exactly once.
err-44-pile-not-enough = You can add 1 to { $available } dice from the pile.
err-44-quality-already-chosen = A { -fortyfour-quality } was already chosen for this conflict.
err-44-quality-missing = Choose a { -fortyfour-quality } before the roll.
err-44-quality-not-in-conflict = Only the main character in conflict chooses a { -fortyfour-quality }.
err-44-quality-twice-in-a-row = You may not use a { -fortyfour-quality } two times in a row (p. 15): choose another one.
err-44-reserve-boost-mismatch = Boosting dice must equal the value the result is read from ({ $face }).
err-44-reserve-give-to-self = { -fortyfour-reserve } dice are given to another player's roll, not your own.
err-44-reserve-helper-order = Dice remain: name every helper once, in the order they choose { -fortyfour-reserve } dice.
err-44-reserve-limit = Your { -fortyfour-reserve } holds at most { $limit } dice.
err-44-reserve-missing = Those dice are not in your { -fortyfour-reserve }.
err-44-reserve-mixed = Dice spent together must show the same value.
err-44-reserve-no-order = No one else chooses from these dice: leave the order empty.
err-44-reserve-none = Name at least one { -fortyfour-reserve } die.
err-44-reserve-not-removed = You can only take dice removed from your side's roll.
err-44-reserve-not-your-roll = Only those rolling on a side improve its result.
err-44-reserve-pile-only-at-end = { -fortyfour-reserve } dice become { -fortyfour-resistance } or { -fortyfour-menace } dice only at the end of a turn, before its roll.
err-44-reserve-too-low = That needs a value of { $need }; these dice are worth { $value }.
err-44-reserve-wrong-target = Main characters improve { -fortyfour-quality(count: "other") } and { -fortyfour-bond(count: "other") }; the { -fortyfour-director } and { -fortyfour-operative(count: "other") } their own Control, { -fortyfour-program } and { -fortyfour-agent(count: "other") }.
err-44-secret-already-revealed = That { -fortyfour-secret } is already revealed in this conflict.
err-44-secret-not-in-conflict = Only the { -fortyfour-director }, or the { -fortyfour-operative } whose scene it is and those assisting, reveal { -fortyfour-secret(count: "other") }.
err-44-secret-unknown = There is no such { -fortyfour-secret }.
err-44-setup-players = A game needs 1 to 12 main characters, one per player (p. 7), not { $count }: name at least one.
err-44-setup-points = { $character } assigns { $points } points to { $what ->
    [bond] { -fortyfour-bond(count: "other") }: assign exactly 3 (step 4, p. 9).
   *[other] { -fortyfour-anxiety(count: "other") }: assign exactly 4 (step 5, p. 9).
}
err-44-setup-quality-below-one = { $character }: each { -fortyfour-quality } must be at least 1 (step 3, p. 8).
err-44-setup-quality-points = { $character } assigns { $points } points to { -fortyfour-quality(count: "other") }: assign exactly 6 points, each at least 1 (step 3, p. 8).
err-44-setup-rating-below-one = Each { $what ->
    [bond] { -fortyfour-bond }
   *[other] { -fortyfour-anxiety }
} needs a rating of at least 1 (p. 9).
err-44-setup-secrets = The { -fortyfour-director } creates exactly 2 { -fortyfour-secret(count: "other") } (p. 11), not { $count }.
err-44-setup-too-many = { $character } has { $count } { $what ->
    [bond] { -fortyfour-bond(count: "other") }, but may have at most { $max }, the Contact rating (step 4, p. 9).
   *[other] { -fortyfour-anxiety(count: "other") }, but may have at most { $max }, the Resolve rating (step 5, p. 9).
}
err-44-step-already-done = You are already done with this step.
err-44-step-wrong = That is not possible now ({ $what }).
err-44-stress-agent-order = List every activated { -fortyfour-agent } once, in the order they take { -fortyfour-stress }.
err-44-stress-bond-order = List every enlisted { -fortyfour-bond } once, in the order they take { -fortyfour-stress }.
err-44-stress-must-take = { $left } { -fortyfour-stress } is left over while Control and { -fortyfour-program } are both above 0: take it off Control or { -fortyfour-program }.
err-44-stress-too-much = After the { -fortyfour-agent(count: "other") }, { $remaining } { -fortyfour-stress } remains: take no more than that off Control and { -fortyfour-program }.
err-44-text-empty = Write a few words: it is empty.
err-44-turn-not-yours = It is not your move here.
err-44-zero-hour-quality-only = At { -fortyfour-zero-hour } the point goes to a { -fortyfour-quality }.

## Words inside events
f44-word-quality-resolve = Resolve
f44-word-quality-contact = Contact
f44-word-quality-material = Material
f44-word-side-main = the { -fortyfour-main-side }
f44-word-side-conspiracy = { -fortyfour-the-section-44 }
f44-word-winner-main = the { -fortyfour-main-side }
f44-word-winner-conspiracy = { -fortyfour-the-section-44 }
f44-word-pile-resistance = { -fortyfour-resistance }
f44-word-pile-menace = { -fortyfour-menace }
f44-word-rating-control = Control
f44-word-rating-program = { -fortyfour-program }
f44-word-fate-survived = survived
f44-word-fate-replaced = replaced
f44-word-reason-set-up = set-up
f44-word-reason-used-in-conflict = used in a conflict
f44-word-reason-conflict-won = won with { -fortyfour-anxiety(count: "other") } or { -fortyfour-secret(count: "other") } in play
f44-word-reason-stress = { -fortyfour-stress }
f44-word-reason-stress-overflow = { -fortyfour-stress } past { -fortyfour-the-section-44 }'s ratings
f44-word-reason-reserve = { -fortyfour-reserve } dice
f44-word-reason-end-roll = rolled at the end of the turn
f44-word-reason-end-roll-won = the difference won at the end of the turn
f44-word-phase-not-started = not started
f44-word-phase-choosing-order = choosing the scene order
f44-word-phase-choosing-opponent = choosing an opponent
f44-word-phase-framing = framing the scene
f44-word-phase-preparing = gathering dice
f44-word-phase-improving = { -fortyfour-reserve } dice on the results
f44-word-phase-resolving = consequences
f44-word-phase-end-preparing = end of the turn
f44-word-phase-end-improving = { -fortyfour-reserve } dice on the end-of-turn results
f44-word-phase-gains = points to gain
f44-word-phase-epilogue = epilogue
f44-word-phase-over = the end

## Events
f44-ev-game-started = The game begins: { -fortyfour-countdown } { $countdown }, the { -fortyfour-director }'s Control { $control } and { -fortyfour-program } { $program }.
f44-ev-agent-added = { -fortyfour-the-section-44 } has a new { -fortyfour-agent }: { $name } ({ $rating }).
f44-ev-secret-added = { -fortyfour-the-section-44 } keeps a new { -fortyfour-secret }: { $text } ({ $rating }).
f44-ev-agent-rated = An { -fortyfour-agent }'s rating is now { $rating }.
f44-ev-agent-deactivated = An { -fortyfour-agent } was eliminated.
f44-ev-secret-rated = A { -fortyfour-secret }'s rating is now { $rating }.
f44-ev-conspiracy-shared = { $seat } now shares { -fortyfour-the-section-44 }'s { -fortyfour-agent(count: "other") } and { -fortyfour-secret(count: "other") }.
f44-ev-pile-changed = { $pile } dice: { $to } ({ $reason }).
f44-ev-order-rolled = { -fortyfour-countdown } { $countdown }: order roll ({ $rolls }); { $chooser } sets the order.
f44-ev-scene-order-set = Scene order: { $seats }.
f44-ev-scene-began = The scene of { $seat } begins.
f44-ev-opponent-chosen = The { -fortyfour-operative } faces { $opponent }.
f44-ev-detail-added = { $by }: “{ $text }”.
f44-ev-conflict-began = Conflict: { $main } against { $conspirator }.
f44-ev-quality-chosen = { $seat } uses { $quality } ({ $dice ->
        [one] 1 die
       *[other] { $dice } dice
    }).
f44-ev-bond-enlisted = { $seat } enlists a { -fortyfour-bond } ({ $dice ->
        [one] 1 die
       *[other] { $dice } dice
    }).
f44-ev-anxiety-triggered = An { -fortyfour-anxiety } of { $seat } is triggered: { $rating ->
        [one] the highest die is removed
       *[other] the { $rating } highest dice are removed
    }.
f44-ev-assist-joined = { $seat } assists with { $quality } ({ $dice ->
        [one] 1 die
       *[other] { $dice } dice
    }).
f44-ev-agent-activated = { -fortyfour-the-section-44 } activates { $name } ({ $rating ->
        [one] 1 die
       *[other] { $rating } dice
    }).
f44-ev-secret-revealed = A { -fortyfour-secret } is revealed: { $text } (removes { $rating ->
        [one] the highest die
       *[other] the { $rating } highest dice
    }).
f44-ev-operative-joined = { $seat } assists the { -fortyfour-operative } ({ $dice ->
        [one] 1 die
       *[other] { $dice } dice
    }).
f44-ev-extra-dice-added = { $by } adds { $count ->
        [one] one die
       *[other] { $count } dice
    } to { $side ->
        [main] the { -fortyfour-main-side }
       *[conspiracy] { -fortyfour-the-section-44 }
    }.
# $director: the gender of the person directing when the seat is theirs with no name chosen; "none" if not.
f44-ev-reserve-changed = { -fortyfour-reserve } { $director ->
        [none] of { $holder }
       *[other] of the { -fortyfour-director }
    }: { $dice }.
f44-ev-side-ready = { $side ->
        [main] { -fortyfour-main-side(cap: "yes") }
       *[conspiracy] { -fortyfour-the-section-44(cap: "yes") }
    }: { $ready ->
    [yes] ready
   *[no] not ready
}.
f44-ev-conflict-rolled = The dice are thrown: { -fortyfour-main-side } { $main_kept } (removed { $main_removed }) = { $main_value }; { -fortyfour-the-section-44 } { $conspiracy_kept } (removed { $conspiracy_removed }) = { $conspiracy_value }.
f44-ev-result-improved = { $by } uses { -fortyfour-reserve } dice: the result of { $side ->
        [main] the { -fortyfour-main-side }
       *[conspiracy] { -fortyfour-the-section-44 }
    } is now { $result }.
f44-ev-conflict-decided = { $winner } wins, { $main } against { $conspiracy }: { $stress } { -fortyfour-stress }.
f44-ev-bond-rated = { -fortyfour-bond } “{ $name }” of { $seat } is now { $rating }.
f44-ev-bond-became-agent = The { -fortyfour-bond } “{ $name }” of { $seat } is lost: now an { -fortyfour-agent } of { -fortyfour-the-section-44 }.
f44-ev-anxiety-rated = { -fortyfour-anxiety } “{ $name }” of { $seat } is now { $rating }.
# $which: resolve, contact or material (Spanish picks its article by it).
f44-ev-quality-rated = { $seat }'s { $quality } is now { $rating }.
f44-ev-conspiracy-rated = { $rating } { $director ->
        [none] of { $seat }
       *[other] of the { -fortyfour-director }
    } is now { $value }.
f44-ev-character-replaced = { $seat } is replaced by { -fortyfour-the-section-44 }; { $stress } { -fortyfour-stress } becomes { -fortyfour-menace } dice.
f44-ev-removed-dice-taken = Removed dice taken into { -fortyfour-reserve }: { $dice }.
f44-ev-operative-created = { $seat } becomes an { -fortyfour-operative }: Control { $control }, { -fortyfour-program } { $program }.
f44-ev-phase-entered = Now: { $phase }.
f44-ev-passed = { $seat } is done.
f44-ev-end-roll-began = { $zero_hour ->
    [yes] { -fortyfour-zero-hour }: the Last Roll.
   *[no] End of the turn: { -fortyfour-resistance } against { -fortyfour-menace }.
}
f44-ev-end-rolled = { -fortyfour-resistance } { $resistance_kept } = { $resistance_value }; { -fortyfour-menace } { $menace_kept } = { $menace_value }.
f44-ev-end-decided = { $winner } wins the end-of-turn roll, { $resistance } against { $menace }.
f44-ev-gain-owed = Points owed: { $seats }.
f44-ev-countdown-changed = The { -fortyfour-countdown } is now { $countdown }.
f44-ev-game-ended = The game ends: { $fates }.

## Help
f44-help-intro = The people narrate; the table keeps every number. Each step of the rulebook and where it is on the table's page:
f44-help-step = Rulebook step
f44-help-page = Page
f44-help-page-ref = p. { $pages }
f44-help-where = On screen
f44-help-setup = Main characters and { -fortyfour-secret(count: "other") }
f44-help-setup-where = The “open a table” form: one block per main character (concept, { -fortyfour-ticker }, { -fortyfour-quality(count: "other") }, { -fortyfour-bond(count: "other") }, { -fortyfour-anxiety(count: "other") } with their budgets) and the { -fortyfour-director }'s two { -fortyfour-secret(count: "other") }.
f44-help-order = Scene order
f44-help-order-where = The winner of the order roll gets a form to set the order; the order bar shows whose scene it is.
f44-help-framing = Scene details
f44-help-framing-where = Three details, in turn: the form appears for whoever adds the next one.
f44-help-gather = Gathering dice
f44-help-gather-where = The conflict box shows both sides' dice; buttons declare { -fortyfour-quality(count: "other") }, { -fortyfour-bond(count: "other") }, { -fortyfour-anxiety(count: "other") }, assists, { -fortyfour-agent(count: "other") } and { -fortyfour-secret(count: "other") }; forms add pile or { -fortyfour-reserve } dice; “Ready” rolls.
f44-help-odds = Odds before rolling
f44-help-odds-where = The composer under the conflict: tick what you could add and read the exact chance and the { -fortyfour-stress } bars.
f44-help-improve = { -fortyfour-reserve } dice on results
f44-help-improve-where = After the roll, replace or boost your side's result, then “Done”.
f44-help-stress = { -fortyfour-stress }
f44-help-stress-where = Forms to order { -fortyfour-bond(count: "other") }, to allocate { -fortyfour-stress } to { -fortyfour-agent(count: "other") }, Control and { -fortyfour-program }, and to become an { -fortyfour-operative }.
f44-help-reserve = { -fortyfour-reserve }
f44-help-reserve-where = Take removed dice after a conflict; spend { -fortyfour-reserve } dice on ratings any time from your actions.
f44-help-end = End of the turn
f44-help-end-where = { -fortyfour-reserve } dice to the piles, “Done”, the roll of { -fortyfour-resistance } against { -fortyfour-menace }, then the points gained.
f44-help-zero = { -fortyfour-zero-hour }
f44-help-zero-where = The Last Roll and the fates at the top of the page.
f44-help-operative = { -fortyfour-operative(count: "other") }
f44-help-operative-where = A replaced character's sheet shows Control and { -fortyfour-program }; its player then sees { -fortyfour-the-section-44 }'s side.
f44-help-secrets = What stays secret
f44-help-secrets-where = { -fortyfour-secret(count: "other") } and { -fortyfour-agent(count: "other") } the { -fortyfour-director } creates appear only on the { -fortyfour-director }'s (and { -fortyfour-operative(count: "other") }') page until revealed or activated in a conflict.
f44-help-rulings = Where the rulebook is ambiguous, Tablón applies one reading and says so in the step's form or error message.

## Rolls, as the dice page and the copies name them
f44-roll-conflict-main = conflict against { $opponent }, { $quality }
f44-roll-conflict-main-plain = conflict against { $opponent }
f44-roll-conflict-conspiracy = conflict against { $main }
f44-roll-order = order roll
f44-roll-order-round = order roll, tie re-roll { $round }
f44-roll-resistance = { -fortyfour-resistance } dice at the end of the turn
f44-roll-menace = { -fortyfour-menace } dice at the end of the turn
f44-roll-reading = kept { $kept }, removed { $removed }: { $value }
f44-roll-reading-kept = kept { $kept }: { $value }
f44-roll-step = { -fortyfour-countdown } { $countdown }

## Players who own their characters (issue 17): making one at the table, notes, the end.
f44-phase-creating = the players make their characters
f44-word-phase-creating = making characters
f44-ev-creation-opened = The table opens: { $players ->
    [one] one player makes
   *[other] { $players } players make
} their main characters (p. 7-9){ $premade ->
    [0] .
   *[other] , or take one of the { $premade } the { -fortyfour-director } prepared.
}
f44-ev-character-made = { $seat } { $premade ->
    [yes] takes the pre-made character
   *[no] makes the character
} { $name }.
# $gender: the one the seat's holder chose ("feminine", "masculine"; "neutral" for none).
f44-ev-character-edited = { $seat } rewrites { $gender ->
        [feminine] her
        [masculine] his
       *[other] their
    } character: { $name }, { $concept }.
f44-setup-table = The table
f44-setup-players = Players who make their own characters at the table
f44-setup-players-help = 0: the characters below are the players' (seat 1 plays the first). 1 to 12: each player makes their own character from their seat, or takes one of those below, prepared to hand out.
f44-setup-notes-to-director = The { -fortyfour-director } reads the players' notes (everyone is shown this setting)
f44-creation = Making the main characters
f44-creation-how = How the main characters are made
f44-creation-help = Each player makes a main character step by step (p. 7-9) or takes one the { -fortyfour-director } prepared. While they do, the { -fortyfour-director } completes { -fortyfour-the-section-44 } (p. 9): the { -fortyfour-countdown } begins once every player has a character.
f44-creation-waiting = still making a character
f44-creation-director = The rulebook gives the { -fortyfour-director } no say over the main characters: your { -fortyfour-secret(count: "other") } are written; wait for the players.
f44-premade = Characters prepared to hand out
f44-premade-take = Play this character
f44-create = Make your own main character
f44-create-send = This is my character
f44-notes = My notes
f44-notes-director-reads = You and the { -fortyfour-director } read these notes.
f44-notes-only-you = Only you read these notes.
f44-notes-label = Notes
f44-notes-save = Save my notes
f44-notes-of = The player's notes
f44-edit = Rewrite name and concept
f44-edit-help = No rule reads them (Ruling 23); ratings change only by the rules, and the { -fortyfour-ticker } stays as told.
f44-edit-send = Rewrite
f44-notes-setting-director = At this table the { -fortyfour-director } reads each player's notes.
f44-notes-setting-private = At this table each player's notes are theirs alone.
f44-end = The end of the story
f44-end-zero-hour = { -fortyfour-zero-hour }: { -fortyfour-resistance } { $resistance } against { -fortyfour-menace } { $menace }: { $won ->
    [resistance] the { -fortyfour-resistance } won, and each main character gained a point.
   *[menace] the { -fortyfour-menace } won, and the { -fortyfour-director }'s Control rose by 1.
}
f44-end-early = The game ended before { -fortyfour-zero-hour }: no main character was left (p. 26).
f44-end-control = { -fortyfour-the-section-44 }'s Control: { $control }. A main character survives when the sum of their { -fortyfour-quality(count: "other") } exceeds it (p. 26).
f44-end-sum = { -fortyfour-quality(count: "other") } { $sum } against Control { $control }
f44-end-sheets = The sheets below are as the story ended.
err-44-create-director = The { -fortyfour-director } makes no main character (p. 9).
err-44-create-already = This seat already has its main character.
err-44-create-premade-gone = That pre-made character has already been taken.
err-44-notes-players-only = Notes are a player's; the { -fortyfour-director } keeps none here.
err-44-notes-too-long = Notes take at most { $max } characters.
err-44-edit-no-character = This seat has no character to rewrite yet.
err-44-text-too-long = That is too long: at most { $max } characters.
err-form-44-character-name = Write the character's name first.
f44-consider-reserve-main = { -fortyfour-reserve } dice you could give the { -fortyfour-main-side } (use 2, p. 29)
f44-consider-reserve-con = { -fortyfour-reserve } dice you could give { -fortyfour-the-section-44 }'s side (use 2, p. 29)
