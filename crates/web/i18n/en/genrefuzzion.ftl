# GenreFuzzion screens (en). Owned by the genrefuzzion screens module.

gf-phase = Phase
gf-phase-not-started = not started
gf-phase-cliche-pool = { -genrefuzzion-cliche } pool: each player suggests three
gf-phase-draft = draft: { $who } picks
gf-phase-concept = concept: own { -genrefuzzion-cliche(count: "other") }, dice and name
gf-phase-relationships = the chain of { -genrefuzzion-relationship(count: "other") }
gf-phase-finishing = finishing: { -genrefuzzion-relationship } dice, { -genrefuzzion-trick(count: "other") }, { -genrefuzzion-objective(count: "other") }
gf-phase-lull = between scenes
gf-phase-scene = a scene is being played
gf-phase-interval = { -genrefuzzion-interval }
gf-phase-epilogue = epilogue
gf-phase-over = the campaign is over
gf-scenes-played = { $n ->
        [one] 1 scene played
       *[other] { $n } scenes played
    }
gf-points = Victory and { -genrefuzzion-karma-points }
gf-player = Player
gf-character = Character
gf-pv = { -genrefuzzion-vp }
gf-pk = { -genrefuzzion-kp }
gf-pv-long = { -genrefuzzion-victory-points }
gf-pk-long = { -genrefuzzion-karma-points }
gf-moderator = { -genrefuzzion-moderator }
gf-absent = (absent)
gf-scene = Scene
gf-setting = Setting
gf-tone = Tone
gf-scene-framing = Setting, tone and sides
gf-scene-cliches = Scene { -genrefuzzion-cliche(count: "other") }
gf-scene-cliche = Scene { -genrefuzzion-cliche }
gf-scene-cliche-die = Die of scene { -genrefuzzion-cliche } { $n }
gf-scene-cliches-help = (up to three; as many d8 as d4)
gf-protagonist = Protagonist
gf-antagonist = Antagonist
gf-allies = Allies
gf-ally-cooperating = cooperating
gf-ally-refused = refused
gf-ally-vetoed = vetoed
gf-ally-fled = fled
gf-step = Step
gf-deadline = Deadline
gf-outcome = Outcome
gf-won-surrender = won: the other side surrendered
gf-won-roll = won the roll
gf-gifts = Gifted dice
gf-step-await-antagonist = the antagonist presents itself
gf-step-protagonist-pool = the protagonist builds and rolls a pool
gf-step-post-roll = { $side } may boost the roll or stand on it
gf-step-antagonist-choice = the antagonist surrenders or opposes
gf-step-protagonist-choice = the protagonist retries with more dice or surrenders
gf-step-victory = { $side } uses the effect die
gf-step-rating = waiting for the rating
gf-step-group-rating = everyone rates the { -genrefuzzion-grand-finale }
gf-result = Result
gf-fumbles = { $n ->
        [one] 1 { -genrefuzzion-fumble }
       *[other] { $n } { -genrefuzzion-fumble(count: "other") }
    }
gf-cliche-pool = { -genrefuzzion-cliche(cap: "yes") } pool
gf-pool-empty = The pool is empty.
gf-sheets = Character sheets
gf-unnamed = (no name yet)
gf-retired = retired
gf-cliches = { -genrefuzzion-cliche(count: "other", cap: "yes") }
gf-relationships = { -genrefuzzion-relationship(count: "other", cap: "yes") }
gf-advantages = Advantages
gf-problems = Problems
gf-tricks = { -genrefuzzion-trick(count: "other", cap: "yes") } and { -genrefuzzion-flaw(count: "other") }
gf-trick = { -genrefuzzion-trick(cap: "yes") }
gf-flaw = { -genrefuzzion-flaw(cap: "yes") }
gf-activation = Activation
gf-effect = Effect
gf-objectives = { -genrefuzzion-objective(count: "other", cap: "yes") }
gf-objective = { -genrefuzzion-objective(cap: "yes") }
gf-objective-open = open
gf-objective-analysing = being analysed
gf-objective-reached = reached
gf-objective-satisfied = satisfied
gf-objective-closed = closed
gf-only-against = only against
gf-temporary = until the end of the scene
gf-extras = Extras
gf-votes = Votes
gf-vote-closed = Closed.
gf-suspended = Suspended scenes
gf-finale = { -genrefuzzion-grand-finale }
gf-finale-agreed = Agreed
gf-map-title = { -genrefuzzion-relationship(cap: "yes") } map
gf-via-extra = through
gf-setup-intro = Write the players' names (three to twelve). Player 1 sits at seat 1, player 2 at seat 2, and so on; seat 0 is the { -genrefuzzion-moderator }'s. Characters are made at the table, together, step by step, as the rulebook's "Creación de Personajes" says.
gf-setup-wait = The table's maximum wait above is also the game's maximum wait: once it has passed after the { -genrefuzzion-moderator } contacted a late player, the { -genrefuzzion-moderator } may suspend the scene.
gf-setup-player = Player { $n }
gf-setup-players-help = Fill the rows in order; leave the rest empty. { -genrefuzzion-vp } and { -genrefuzzion-kp } are points carried from an earlier campaign (only with the box below).
gf-setup-moderator = Which player is the { -genrefuzzion-moderator } (number)
gf-setup-moderator-help = The { -genrefuzzion-moderator } also plays a character; their { -genrefuzzion-moderator } actions come from seat 0.
gf-setup-carry = Carry { -genrefuzzion-vp } and { -genrefuzzion-kp } from an earlier campaign
gf-help-intro = GenreFuzzion is played by post: the story is written in the story thread, and the program keeps every die, point and attribute. Each step of the rulebook is a form on the table page, shown only to whoever may act.
gf-help-rule = Rulebook
gf-help-where = On the screen
gf-help-setup = Players, { -genrefuzzion-moderator }, maximum wait ("El Moderador")
gf-help-setup-where = The "open a table" form
gf-help-pool = "Pozo de { -genrefuzzion-cliche(count: "other", cap: "yes") }": three { -genrefuzzion-cliche(count: "other") } each, then the draft
gf-help-pool-where = "Suggest a { -genrefuzzion-cliche }" (your own or one of the appendix's 100) and "Take a { -genrefuzzion-cliche }" on your turn
gf-help-concept = "Concepto": three own { -genrefuzzion-cliche(count: "other") }, 2×d8 2×d6 2×d4, a name
gf-help-concept-where = "Your own { -genrefuzzion-cliche(count: "other") }", "Dice of your { -genrefuzzion-cliche(count: "other") }", "Name your character"
gf-help-relationships = "Relaciones": the chain, each answered from the other side
gf-help-relationships-where = "Declare a { -genrefuzzion-relationship }" and "Close the chain"; the map draws them
gf-help-finishing = { -genrefuzzion-relationship(cap: "yes") } dice, "Trucos y Tretas", "Objetivos" (5-15)
gf-help-finishing-where = "Dice of your { -genrefuzzion-relationship(count: "other") }", "{ -genrefuzzion-trick(count: "other", cap: "yes") } and { -genrefuzzion-flaw }", "Set an { -genrefuzzion-objective }"
gf-help-scene = "Escenas": title, setting, tone, scene { -genrefuzzion-cliche(count: "other") }, antagonist, intention, allies
gf-help-scene-where = "Start a scene"; the antagonist's player (or anyone, for an extra) "Present"
gf-help-pool-roll = "Armando el Pozo", "Tirando el pozo", "Oponerse", retries
gf-help-pool-roll-where = "Build and roll your pool": tick the sources, see the exact odds and the cost before rolling; then boost, stand or surrender
gf-help-victory = "Ganando una Escena": the effect die
gf-help-victory-where = "Use the effect die"
gf-help-rating = "Valorando la escena": 0-5 for each side, with a reason
gf-help-rating-where = "Rate the scene" (anyone but its protagonist and antagonist)
gf-help-interval = "Intervalos": training, { -genrefuzzion-objective(count: "other") }, new attributes
gf-help-interval-where = "Train", "Ask to analyse", "Endorse", "Satisfy", "End the { -genrefuzzion-interval }"
gf-help-moderator = "El Moderador": third { -genrefuzzion-objective }, late players, votes
gf-help-moderator-where = The { -genrefuzzion-moderator }'s forms: { -genrefuzzion-objective(count: "other") }, "Contact the late player", "Suspend the scene", votes
gf-help-map = The { -genrefuzzion-relationship } map ("Relaciones")
gf-help-map-where = Drawn under the sheets: one arrow per { -genrefuzzion-relationship } with its die
gf-help-raw = Rare actions (custom { -genrefuzzion-trick(count: "other") }, new characters, { -genrefuzzion-trick } targets beyond the forms) can be sent as JSON in "Send a command as JSON".
gf-ev-campaign-started = The campaign begins with { $n } players.
gf-ev-phase-changed = Now: { $phase }.
gf-ev-points = { $who }: { $pv } { -genrefuzzion-vp }, { $pk } { -genrefuzzion-kp }.
gf-ev-points-vp = { $who }: { $pv } { -genrefuzzion-vp }.
gf-ev-points-kp = { $who }: { $pk } { -genrefuzzion-kp }.
gf-ev-cliche-proposed = { $who } suggests the { -genrefuzzion-cliche } "{ $text }".
gf-ev-cliche-drafted = { $who } takes a { -genrefuzzion-cliche } from the pool.
gf-ev-own-cliches = { $who } adds three own { -genrefuzzion-cliche(count: "other") }.
# Why a sheet or the scene changed: the event's stable code (its `reason`).
gf-reason = { $reason ->
        [ally_intention] an ally's intention
        [ally_refused] an ally refused
        [ally_vetoed] ally vetoed
        [antagonist_presented] antagonist presented
        [attribute_changed] attribute changed
        [attribute_gifted] attribute gifted
        [boost] die added to the result
        [cliche_added] { -genrefuzzion-cliche } added
        [cliche_dice] { -genrefuzzion-cliche } dice
        [custom_trick] custom { -genrefuzzion-trick }
        [flaw] { -genrefuzzion-flaw }
        [grand_finale_closed] { -genrefuzzion-grand-finale } closed
        [intention_reformulated] intention reformulated
        [named] named
        [new_character] new character
        [objective] { -genrefuzzion-objective }
        [objective_analysed] { -genrefuzzion-objective } analysed
        [objective_changed] { -genrefuzzion-objective } changed
        [objective_done] { -genrefuzzion-objective } done
        [objective_modified] { -genrefuzzion-objective } modified
        [objective_reached] { -genrefuzzion-objective } reached
        [pool_built] pool built
        [ready] ready
        [relationship] { -genrefuzzion-relationship }
        [relationship_added] { -genrefuzzion-relationship } added
        [relationship_cashed] { -genrefuzzion-relationship } cashed
        [relationship_dice] { -genrefuzzion-relationship } dice
        [relationship_redirected] { -genrefuzzion-relationship } redirected
        [relationship_suggested] { -genrefuzzion-relationship } suggested
        [retired] retired
        [retired_absent] retired while absent
        [scene_closed] scene closed
        [surrender] surrender
        [trained] training
        [trick] { -genrefuzzion-trick }
        [trick_gained] { -genrefuzzion-trick } gained
        [tricks] { -genrefuzzion-trick(count: "other") }
        [victory] victory
       *[other] changes
    }
gf-ev-character-updated = { $named ->
        [yes] { $name }'s sheet changes ({ $reason }).
       *[no] An unnamed character's sheet changes ({ $reason }).
    }
gf-ev-extra-updated = The extra { $name } changes.
gf-ev-character-assigned = { $who } changes character.
gf-ev-scene-started = Scene { $n } begins: { $title }.
gf-ev-scene-updated = The scene changes ({ $reason }).
gf-ev-pool-rolled = { $side } rolls { $faces }: result { $result }.
gf-ev-roll-adjusted = { $side }'s roll now reads { $faces }: result { $result }.
gf-ev-roll-trick = { -genrefuzzion-trick(cap: "yes") } “{ $name }”: the { $side }'s roll now reads { $faces }: result { $result }.
gf-ev-roll-flaw = { -genrefuzzion-flaw(cap: "yes") } “{ $name }”: the { $side }'s roll now reads { $faces }: result { $result }.
gf-ev-step = Next: { $step }.
gf-ev-scene-decided = The scene is decided: { $side } wins.
gf-ev-scene-rated = { $who } rates the scene { $p } / { $a }: { $why }
gf-ev-group-rating = { $who } rates the { -genrefuzzion-grand-finale }.
gf-ev-scene-closed = The scene ends.
gf-ev-scene-suspended = The scene is suspended.
gf-ev-scene-resumed = A suspended scene resumes.
gf-ev-scene-withdrawn = A suspended scene is withdrawn.
gf-ev-deadline = The late player was contacted; deadline { $secs }.
gf-ev-trained = A character trained.
gf-ev-scene-requested = { $who } asks to start the next scene.
gf-ev-player-admitted = { $name } joins the game.
gf-ev-player-left = { $who } left the game.
gf-ev-player-returned = { $who } is back.
gf-ev-cliche-contributed = { $who } contributes a { -genrefuzzion-cliche } for a new character.
gf-ev-handed-over = The { -genrefuzzion-moderator } role goes to { $who }.
gf-ev-vote-opened = Vote: { $q }
gf-ev-vote-cast = { $who } votes.
gf-ev-vote-closed = A vote closed.
gf-ev-finale-changed = The { -genrefuzzion-grand-finale } changed.
gf-odds-empty = Tick the dice of your pool to see the odds.
gf-odds-too-many = Too many dice for the odds.
gf-odds-beat = To win: more than { $n }
gf-odds-match = To win: { $n } or more
gf-odds-aim = Aim: { $n } or more
gf-odds-fumble = At least one { -genrefuzzion-fumble } (a 1): { $p } %
gf-odds-cost = This pool costs { $pv } { -genrefuzzion-vp } and { $pk } { -genrefuzzion-kp }.
gf-odds-pool = Pool
gf-your-actions = Your actions
gf-nothing-to-do = Nothing to do right now.
gf-send = Send
gf-left = ({ $n } left)
gf-form-propose = Suggest a { -genrefuzzion-cliche } for the pool
gf-from-table = From the appendix table
gf-write-own = — write my own —
gf-or-write = Or write it
gf-form-draft = Take a { -genrefuzzion-cliche } from the pool
gf-cliche = { -genrefuzzion-cliche(cap: "yes") }
gf-draft = Take it
gf-form-own = Your three own { -genrefuzzion-cliche(count: "other") }
gf-own-n = Own { -genrefuzzion-cliche } { $n }
gf-form-cliche-dice = Dice of your { -genrefuzzion-cliche(count: "other") }
gf-cliche-dice-help = Exactly two d8, two d6 and two d4.
gf-form-name = Name your character
gf-name = Name
gf-form-relationship = Declare a { -genrefuzzion-relationship }
gf-with = With
gf-an-extra = an extra…
gf-extra-name = The extra's name
gf-via-extra-label = Through an extra (optional)
gf-form-close-relationships = Everyone has two { -genrefuzzion-relationship(count: "other") }
gf-close-relationships = Close the chain
gf-form-rel-dice = Dice of your { -genrefuzzion-relationship(count: "other") }
gf-rel-dice-help = d8, d6 or d4, with as many d8 as d4.
gf-form-tricks = Two { -genrefuzzion-trick(count: "other") } and one { -genrefuzzion-flaw }
gf-tricks-help = Fill in the text for the { -genrefuzzion-trick }'s <PLACEHOLDER>, if it has one (for example your favourite weapon).
gf-fill = Its text
gf-form-objective = Set an { -genrefuzzion-objective }
gf-difficulty = Difficulty (5-15)
gf-form-start-scene = Start a scene
gf-title = Title
gf-new-extra = a new extra…
gf-intention = Intention
gf-start-scene = Start the scene
gf-form-call-interval = Or call an { -genrefuzzion-interval }
gf-call-interval = Call an { -genrefuzzion-interval }
gf-form-propose-finale = Propose the { -genrefuzzion-grand-finale }
gf-framing = Framing
gf-form-agree-finale = Agree to the { -genrefuzzion-grand-finale }
gf-agree = Agree
gf-resume = Resume
gf-withdraw = Withdraw
gf-form-reformulate = Reformulate your intention
gf-form-present = Present the antagonist: { $name }
gf-define-help = A new extra: five { -genrefuzzion-cliche(count: "other") }, one d10, three d6 and one d4, and one line about it.
gf-description = Who it is (one line)
gf-present = Present
gf-refuse-ally = Refuse the call
gf-veto-ally = Keep the extra out (1 { -genrefuzzion-kp })
gf-form-roll = Build and roll your pool
gf-roll-help = Two { -genrefuzzion-cliche(count: "other") } per pool (a third costs 1 { -genrefuzzion-vp }), one { -genrefuzzion-relationship } with your opponent, one advantage, one problem of your opponent, one scene { -genrefuzzion-cliche }, one die per ally, the Karma d6 for 1 { -genrefuzzion-kp }.
gf-retry-needs = To retry you need at least { $n ->
        [one] 1 die
       *[other] { $n } dice
    }.
gf-sources = Dice
gf-aim = Aim (result to reach)
gf-roll = Roll
gf-boost-pv = Add one more die to the result (1 { -genrefuzzion-vp })
gf-boost-pk = Add +3 to the result (1 { -genrefuzzion-kp })
gf-form-stand = Stand on the result
gf-stand = Stand
gf-surrender = Surrender
gf-form-victory = Use the effect die
gf-effect-die = Effect die
gf-no-effect = no effect
gf-effect-kind = It becomes
gf-effect-advantage = an advantage for you
gf-effect-problem = a problem for { $name }
gf-effect-escalate = a worse problem
gf-effect-annul = annul or degrade an attribute
gf-effect-name = Name of the advantage or problem
gf-only-against-help = The advantage works only against this opponent
gf-claim = Use it
gf-form-rate = Rate the scene
gf-rate-help = 0 to 5 for each side, and why.
gf-justification = Justification
gf-rate = Rate
gf-close-group-rating = Close the group rating
gf-form-gift = Give one of your attributes to your opponent (+2 { -genrefuzzion-vp })
gf-give = Give
gf-form-use-trick = Use a { -genrefuzzion-trick }
gf-target = Target (number, if the { -genrefuzzion-trick } needs one)
gf-use = Use
gf-form-activate-flaw = Activate a { -genrefuzzion-flaw }
gf-activate = Activate
gf-form-nudge = Contact the late player
gf-nudge-help = The maximum wait starts counting now (the server's clock).
gf-nudge = Contacted
gf-form-suspend = Suspend the scene
gf-next-starter = Who starts the next scene
gf-suspend = Suspend
gf-form-train = Train an attribute
gf-train = Train
gf-form-analyse = Ask to analyse an { -genrefuzzion-objective }
gf-form-satisfy = Satisfy an { -genrefuzzion-objective } (its difficulty in { -genrefuzzion-vp })
gf-form-close-objective = Close an { -genrefuzzion-objective } (its difficulty in { -genrefuzzion-kp })
gf-form-add-cliche = A new { -genrefuzzion-cliche } (3 { -genrefuzzion-kp }, at d4)
gf-form-retire = Retire your character
gf-retire = Retire
gf-form-endorse = Endorse an { -genrefuzzion-objective } as reached
gf-pay = Pay with
gf-endorse = Endorse
gf-request-next = Ask to start the next scene
gf-form-end-interval = End the { -genrefuzzion-interval }
gf-cede-to = Next scene
gf-start-myself = I start it
gf-end-interval = End the { -genrefuzzion-interval }
gf-form-end-campaign = End the campaign
gf-end-campaign = End it
gf-form-vote = Vote
gf-vote = Vote
gf-close-vote = Close the vote
gf-form-open-vote = Open a vote
gf-question = Question
gf-options = Options (one per line)
gf-form-learn-trick = Learn a new { -genrefuzzion-trick } (4 { -genrefuzzion-vp })
gf-form-take-flaw = Take a new { -genrefuzzion-flaw } (4 { -genrefuzzion-kp })
gf-form-admit = Admit a new player
gf-form-retire-absent = Retire an absent player's character
gf-form-welcome-back = Welcome back a player who left
gf-form-hand-over = Hand the { -genrefuzzion-moderator } role over
gf-form-cancel-finale = Cancel the { -genrefuzzion-grand-finale }
gf-src-problem = opponent's problem
gf-src-scene = scene
gf-src-ally = ally
gf-src-opponent = opponent's { -genrefuzzion-cliche }
gf-src-karma = Karma d6 (1 { -genrefuzzion-kp })
gf-src-gift = gift
gf-src-sacrifice = sacrificed

## Rule errors of the genrefuzzion crate (err- and the code).

err-gf-ally-duplicate = an ally appears once and is neither protagonist nor antagonist
err-gf-ally-gone = that ally is already out of the scene
err-gf-ally-intention = an ally's player states one non-empty intention for it
err-gf-ally-not-yours = only the ally's own player may refuse the call
err-gf-ally-too-late = allies refuse or are vetoed before their side builds its pool
err-gf-ally-unknown = no such character
err-gf-ally-veto-character = only an extra can be kept out for 1 { -genrefuzzion-kp }; characters refuse themselves
err-gf-antagonist-in-scene = an extra is played by a player not taking part in the scene: your character is an ally here
err-gf-antagonist-protagonist = the protagonist cannot also play the extra it opposes
err-gf-attr-target = only a { -genrefuzzion-relationship } changes its target
err-gf-attr-unknown = no such attribute
err-gf-boost-no-die = no die is left to add to the result
err-gf-boost-once = a roll takes one boost: a die for 1 { -genrefuzzion-vp } or +3 for 1 { -genrefuzzion-kp }
err-gf-character-none = you have no character in play
err-gf-character-unknown = no such character
err-gf-cliche-dice = the six { -genrefuzzion-cliche(count: "other") } take exactly 2×d8, 2×d6 and 2×d4
err-gf-command-unexpected = that command is not handled here
err-gf-concept-dice-done = your { -genrefuzzion-cliche(count: "other") } already have their dice
err-gf-concept-own-done = you already added your three own { -genrefuzzion-cliche(count: "other") }
err-gf-concept-own-first = add your three own { -genrefuzzion-cliche(count: "other") } before assigning dice
err-gf-concept-own-three = each player adds exactly three own { -genrefuzzion-cliche(count: "other") }
err-gf-config-moderator = the { -genrefuzzion-moderator } role goes to one of the players (1-based)
err-gf-config-name = every player needs a name
err-gf-config-players = a campaign has three to twelve players (there are { $players })
err-gf-config-points = starting points are given for every player or none
err-gf-die-max = d12 is the most training can reach
err-gf-effect-die = the effect die is an unused, non-fumbled die of your last pool, each die once
err-gf-effect-extra-kind = extra effects are an advantage (1 { -genrefuzzion-vp }) or a complication (1 { -genrefuzzion-kp })
err-gf-effect-first = extra effects come after the effect die
err-gf-extra-cliche = no such { -genrefuzzion-cliche } on the extra
err-gf-extra-defined = this extra was defined before; only raise it
err-gf-extra-description = an extra never mentioned before needs a one-line description
err-gf-extra-five = a new extra is defined with five { -genrefuzzion-cliche(count: "other") }: one d10, three d6 and one d4
err-gf-extra-keep-d4 = an extra always keeps at least one { -genrefuzzion-cliche } at d4
err-gf-extra-only = only an extra is defined or raised as it presents
err-gf-finale-agreed = you already agreed
err-gf-finale-no-surrender = in the { -genrefuzzion-grand-finale } no player can surrender: oppose
err-gf-finale-none = no { -genrefuzzion-grand-finale } was proposed
err-gf-finale-not-agreed = the { -genrefuzzion-grand-finale } needs every player's agreement first
err-gf-finale-only = allies state their own intentions only in the { -genrefuzzion-grand-finale }
err-gf-finale-propose = propose a framing between scenes
err-gf-flaw-extra = a retired character is an extra, and extras have no { -genrefuzzion-flaw(count: "other") }
err-gf-flaw-not-implemented = the program does not apply this { -genrefuzzion-flaw }; play it by post
err-gf-flaw-not-leading = a { -genrefuzzion-flaw } is activated on the protagonist or the antagonist
err-gf-flaw-once = each { -genrefuzzion-flaw } is activated once per scene
err-gf-flaw-target = this { -genrefuzzion-flaw } needs a target
err-gf-flaw-unknown = no such { -genrefuzzion-flaw } on that sheet
err-gf-gift-kind = give one of your { -genrefuzzion-cliche(count: "other") } or { -genrefuzzion-relationship(count: "other") }
err-gf-gift-unknown = no such gift for your side
err-gf-interval-cede = cede the next scene only to a player who asked for it
err-gf-interval-requested = you already asked
err-gf-moderator-hand-over = hand the role to another present player
err-gf-moderator-only = only the { -genrefuzzion-moderator }'s seat (seat 0) may do this
err-gf-name-taken = give a new, unused name
err-gf-new-draft = take different { -genrefuzzion-cliche(count: "other") } from the contributed list
err-gf-new-has-character = you already have a character in play
err-gf-new-not-needed = that player is not making a new character now
err-gf-new-objectives = a new character has two own { -genrefuzzion-objective(count: "other") } of difficulty 5-15
err-gf-new-one-each = each player contributes a single { -genrefuzzion-cliche }
err-gf-new-own = add own { -genrefuzzion-cliche(count: "other") } to make six
err-gf-new-relationships = a new character has exactly two { -genrefuzzion-relationship(count: "other") }
err-gf-objective-change = change an open { -genrefuzzion-objective } to a non-empty text
err-gf-objective-difficulty = an { -genrefuzzion-objective }'s difficulty goes from 5 to 15
err-gf-objective-not-reached = an { -genrefuzzion-objective } is satisfied once another player endorsed it as reached
err-gf-objective-self-endorse = another player endorses your { -genrefuzzion-objective }
err-gf-objective-slot-taken = that { -genrefuzzion-objective } is already set
err-gf-objective-status = only an open { -genrefuzzion-objective } is analysed
err-gf-objective-unknown = no such { -genrefuzzion-objective }
err-gf-objective-who = you set your own { -genrefuzzion-objective }, the next player's in the circle, and the { -genrefuzzion-moderator } sets the third
err-gf-phase-wrong = that happens in another phase of the game
err-gf-player-absent = that player already left
err-gf-player-admit = a new player needs a name (at most 20 players)
err-gf-player-present = that player has not left
err-gf-points-not-enough = it costs { $cost } { $currency ->
        [pv] { -genrefuzzion-vp }
       *[pk] { -genrefuzzion-kp }
    } and there are { $have }: points never go below zero
err-gf-pool-advantage-against = that advantage works only against another opponent
err-gf-pool-ally = only allies of your side taking part add dice
err-gf-pool-ally-attr = an ally adds a { -genrefuzzion-cliche } or { -genrefuzzion-relationship } die
err-gf-pool-barred = "Genre Savvy": that { -genrefuzzion-cliche } is barred from this pool
err-gf-pool-disabled = that { -genrefuzzion-cliche } is out of play until the end of the scene
err-gf-pool-duplicate = that { -genrefuzzion-cliche } is already in the pool
err-gf-pool-empty = a pool needs at least one die
err-gf-pool-index = no such { -genrefuzzion-cliche } in the pool
err-gf-pool-limit = a pool holds at most { $max } from that source
err-gf-pool-no-problems = "Gajes de oficio": you may not use its problems in this pool
err-gf-pool-opp-attr = use a { -genrefuzzion-cliche } or { -genrefuzzion-relationship } of your opponent
err-gf-pool-relationship = only the { -genrefuzzion-relationship } with your opponent adds a die
err-gf-pool-three-each = each player suggests exactly three { -genrefuzzion-cliche(count: "other") } for the pool
err-gf-pool-twice = each { -genrefuzzion-cliche } adds its die once
err-gf-rating-justify = a rating includes a short justification
err-gf-rating-moderator = the { -genrefuzzion-moderator }'s seat rates only when no player may
err-gf-rating-none = no player has rated the { -genrefuzzion-grand-finale } yet
err-gf-rating-once = you already gave your rating
err-gf-rating-participant = the protagonist and the antagonist cannot rate their own scene
err-gf-rating-range = a rating goes from 0 to 5
err-gf-relationship-answer = first describe the { -genrefuzzion-relationship } with the character who named you, from your point of view
err-gf-relationship-balance = { -genrefuzzion-relationship } dice are d4-d8 with as many d8 as d4
err-gf-relationship-cash = cashing gives exactly the die's maximum in points
err-gf-relationship-dice-count = give exactly one die per { -genrefuzzion-relationship } ({ $relationships })
err-gf-relationship-dice-done = your { -genrefuzzion-relationship(count: "other") } already have their dice
err-gf-relationship-die = { -genrefuzzion-relationship } dice are d8, d6 or d4
err-gf-relationship-extra = this { -genrefuzzion-relationship } names an extra: give via_extra
err-gf-relationship-not-retired = only a { -genrefuzzion-relationship } with a retired character is redirected or cashed
err-gf-relationship-pending = a { -genrefuzzion-relationship } still waits for its other point of view
err-gf-relationship-redirect = redirect to an extra or a character you have no { -genrefuzzion-relationship } with
err-gf-relationship-suggest = suggest a { -genrefuzzion-relationship } between two other characters
err-gf-relationship-target = a { -genrefuzzion-relationship } is with someone else
err-gf-relationship-two = someone has fewer than two { -genrefuzzion-relationship(count: "other") }
err-gf-retry-more-dice = to retry the pool needs { $need } dice or more; otherwise surrender
err-gf-scene-no-extra-player = An extra is played by a player not taking part in the scene, and every present player is in it: call fewer allies or choose a character as antagonist.
err-gf-scene-antagonist-self = the antagonist is someone else
err-gf-scene-antagonist-unknown = no such character
err-gf-scene-cliche-dice = scene { -genrefuzzion-cliche(count: "other") } take d4, d6 or d8, with as many d8 as d4
err-gf-scene-cliches = a scene has at most three scene { -genrefuzzion-cliche(count: "other") }
err-gf-scene-must-retire = a character with every { -genrefuzzion-objective } satisfied must be retired
err-gf-scene-no-character = a player without a character cannot start scenes ("no puede comenzar nuevas escenas")
err-gf-scene-none = there is no scene being played
err-gf-scene-not-leader = only the protagonist or antagonist gives attributes
err-gf-scene-step = that is not possible at this step of the scene
err-gf-seat-not-a-player = only players have characters
err-gf-sheet-none = no sheet
err-gf-sponsor-newcomer = sponsorship gives points to a new player
err-gf-sponsor-nothing = give at least one point
err-gf-suspend-no-deadline = contact the late player first (NudgeLatePlayer); the wait time runs from there
err-gf-suspend-nudged = the late player was already contacted; wait for the deadline
err-gf-suspend-resolved = the scene is resolved and canon: it only waits for its rating, which any other player gives
err-gf-suspend-resume-early = a suspended scene resumes after a new scene has been completed
err-gf-suspend-resume-gone = its protagonist is no longer in play; withdraw it
err-gf-suspend-starter = authorize a player with a character to start the next scene
err-gf-suspend-too-early = the maximum wait time has not passed: wait until Unix time { $deadline }
err-gf-suspend-unknown = no such suspended scene
err-gf-table-number = { -genrefuzzion-cliche } table numbers go from 1 to 100
err-gf-text-empty = the new text may not be empty
err-gf-train-kind = training improves a { -genrefuzzion-cliche } or a { -genrefuzzion-relationship }
err-gf-train-once = only one attribute improves per { -genrefuzzion-interval }
err-gf-trick-activation = "Fuera de control" needs exactly three other dice in the pool
err-gf-trick-custom-approval = a custom { -genrefuzzion-trick } needs a closed vote whose first option (approve) won
err-gf-trick-custom-row = a custom { -genrefuzzion-trick } has a name, activation, effect and a cost of 1 or 2
err-gf-trick-done = you already chose your { -genrefuzzion-trick(count: "other") } and { -genrefuzzion-flaw }
err-gf-trick-extra = extras have no { -genrefuzzion-trick(count: "other") }
err-gf-trick-in-pool = this { -genrefuzzion-trick } is used as a source of your pool
err-gf-trick-mi-tesoro = "Mi tesoro": you may not spend { -genrefuzzion-vp } until the end of the scene
err-gf-trick-not-implemented = the program does not apply this { -genrefuzzion-trick }; play it by post
err-gf-trick-not-leading = { -genrefuzzion-trick(count: "other") } are used by the protagonist or the antagonist of the scene
err-gf-trick-once = each { -genrefuzzion-trick } is used once per scene
err-gf-trick-owned = you already have it
err-gf-trick-placeholder = fill every placeholder of the { -genrefuzzion-trick }
err-gf-trick-target = "{ $name }" needs a target
err-gf-trick-two = two different { -genrefuzzion-trick(count: "other") } and one { -genrefuzzion-flaw }
err-gf-trick-unknown = it is not in the table
err-gf-vote-cast = one ballot per seat, for an existing option, while the vote is open
err-gf-vote-closed = that vote is closed
err-gf-vote-moderator-seat = the { -genrefuzzion-moderator } votes from seat 0, where the vote counts double
err-gf-vote-open = a vote has a question and two or more options
err-gf-vote-unknown = no such vote

## Form errors.

err-form-genrefuzzion-number = a number is missing or is not one of the form's choices
err-form-genrefuzzion-gap = fill the players' names in order, without empty rows between them
err-form-genrefuzzion-name-long = a player's name has at most 40 letters
err-form-genrefuzzion-name-twice = two players have the same name: give each a different name
err-form-genrefuzzion-players = GenreFuzzion needs three to twelve players: write at least three names
err-form-genrefuzzion-moderator = the { -genrefuzzion-moderator } is one of the players: write the number of a filled row
err-form-genrefuzzion-wait = the maximum wait is a whole number of hours
err-form-genrefuzzion-extra-name = write the name of the new extra
err-form-genrefuzzion-party = choose a character or an extra from the list
err-form-genrefuzzion-attr = choose an attribute from the list
err-form-genrefuzzion-empty = a text field is empty: write something in it
err-form-genrefuzzion-die = a die is d4, d6, d8, d10 or d12
err-form-genrefuzzion-trick = that is not in the tables of { -genrefuzzion-trick(count: "other") } and { -genrefuzzion-flaw(count: "other") }
err-form-genrefuzzion-source = that is not a source of dice of this form
err-form-genrefuzzion-currency = pay with { -genrefuzzion-vp } or { -genrefuzzion-kp }
err-form-genrefuzzion-effect = choose the effect die and what it becomes: an advantage, a problem, an escalated problem or an annulled attribute
err-form-genrefuzzion-flaw = choose a { -genrefuzzion-flaw } from the list
err-form-genrefuzzion-objective = choose an { -genrefuzzion-objective } from the list
err-form-genrefuzzion-unknown = that is not a GenreFuzzion form

## Rolls, as the dice page and the copies name them
gf-roll-pool = the { $side }'s pool
gf-roll-adjusted = the { $side }'s pool, adjusted
gf-roll-trick = the { -genrefuzzion-trick } “{ $name }” on the { $side }'s pool
gf-roll-flaw = the { -genrefuzzion-flaw } “{ $name }” on the { $side }'s pool
gf-roll-reading = result { $result }
gf-roll-step = scene { $n }: { $title }

## Forms of choices listed one by one (issue 17): suggestions, raises, extra effects, the Grand
## Finale's allies, the interval's changes, custom tricks, new characters and sponsorship.
gf-form-suggest-relationship = Suggest a { -genrefuzzion-relationship } between two other characters
gf-between = Between
gf-relationship-phrase = The { -genrefuzzion-relationship } (from the first one's point of view)
gf-suggest = Suggest
gf-raises = Raise the extra
gf-raises-help = ({ -genrefuzzion-vp } escalate a { -genrefuzzion-cliche }, up to d12; 1 { -genrefuzzion-kp } adds a new { -genrefuzzion-cliche } at d8; it always keeps a { -genrefuzzion-cliche } at d4)
gf-raise-escalate = Escalate { $name } from { $from } to { $to } ({ $pv } { -genrefuzzion-vp })
gf-raise-new = A new { -genrefuzzion-cliche } at d8 (1 { -genrefuzzion-kp })
gf-define-n = { -genrefuzzion-cliche } { $n }
gf-antagonist-allies = The antagonist's allies
gf-form-ally-intention = { -genrefuzzion-grand-finale }: an ally's own intention
gf-ally = Ally
gf-extra-effects = Extra effects
gf-extra-effects-help = (each with another unused die: an extra advantage for 1 { -genrefuzzion-vp }, an extra complication for 1 { -genrefuzzion-kp })
gf-no-extra = no extra effect
gf-extra-advantage = an extra advantage (1 { -genrefuzzion-vp })
gf-extra-problem = a new problem for { $name } (1 { -genrefuzzion-kp })
gf-extra-escalate = escalate the problem { $name } (1 { -genrefuzzion-kp })
gf-form-change-attribute = Change an attribute (3 { -genrefuzzion-kp }; the die stays)
gf-attribute = Attribute
gf-new-text = The new text
gf-new-target = Whom the { -genrefuzzion-relationship } points at
gf-same-target = the same as before
gf-form-change-objective = Change an { -genrefuzzion-objective } (3 { -genrefuzzion-kp }; the difficulty stays)
gf-form-modify-objective = Modify an { -genrefuzzion-objective } by paying its difficulty in { -genrefuzzion-kp }
gf-form-add-relationship = A new { -genrefuzzion-relationship } (3 { -genrefuzzion-kp }, at d4)
gf-form-redirect = Redirect a { -genrefuzzion-relationship } with a retired character
gf-relationship = { -genrefuzzion-relationship(cap: "yes") }
gf-redirect = Redirect
gf-form-cash = Turn a { -genrefuzzion-relationship } with a retired character into points
gf-cash-split = { $pv } { -genrefuzzion-vp } and { $pk } { -genrefuzzion-kp }
gf-cash = Cash in
gf-form-custom-trick = A made-up { -genrefuzzion-trick } or { -genrefuzzion-flaw } (approved by a vote)
gf-custom-help = It costs like one from the tables: 4 { -genrefuzzion-vp } a { -genrefuzzion-trick }, 4 { -genrefuzzion-kp } a { -genrefuzzion-flaw }.
gf-approved-by = Approved in the vote
gf-custom-kind = It is
gf-custom-trick = a { -genrefuzzion-trick }
gf-custom-flaw = a { -genrefuzzion-flaw }
gf-custom-currency = In which points ({ -genrefuzzion-vp } or { -genrefuzzion-kp })
gf-custom-cost = Its cost (a { -genrefuzzion-trick }) or what it pays (a { -genrefuzzion-flaw })
gf-form-create-character = Create a new character
gf-create-help = The shorter creation: the character appears formally in this { -genrefuzzion-interval }; post its first meeting with the other characters.
gf-create-draft = Choose { $n ->
        [one] the contributed { -genrefuzzion-cliche }
       *[other] { $n } of the contributed { -genrefuzzion-cliche(count: "other") }
    }
gf-create-own = { $n ->
        [one] Your own { -genrefuzzion-cliche }
       *[other] Your { $n } own { -genrefuzzion-cliche(count: "other") }
    }
gf-create-dice-help = (in the { -genrefuzzion-cliche(count: "other") }' order: the chosen ones first, then your own; 2×d8, 2×d6 and 2×d4)
gf-cliche-n = { -genrefuzzion-cliche(cap: "yes") } { $n }
gf-relationship-n = { -genrefuzzion-relationship(cap: "yes") } { $n }
gf-die = Die
gf-objective-n = { -genrefuzzion-objective(cap: "yes") } { $n }
gf-create = Create the character
gf-form-contribute = Contribute a { -genrefuzzion-cliche } to a player creating a new character
gf-for-player = For
gf-form-sponsor = Sponsor a new player
gf-sponsor-help = You give them some of your { -genrefuzzion-vp } and { -genrefuzzion-kp } (at least one point).
gf-sponsor = Sponsor
err-form-genrefuzzion-relationship = choose a { -genrefuzzion-relationship } from the list
# A cost in points, as a form's choice prints it: "(2 VP)".
gf-cost-vp = { $n } { -genrefuzzion-vp }
gf-cost-kp = { $n } { -genrefuzzion-kp }
# Where a pool's die came from, as the roll shows it; $name is the attribute, trick, ally or
# gift it names, in the reader's words (issue 18).
gf-pool-src-cliche = { -genrefuzzion-cliche }: { $name }
gf-pool-src-relationship = { -genrefuzzion-relationship }: { $name }
gf-pool-src-advantage = advantage: { $name }
gf-pool-src-opponent-problem = opponent's problem: { $name }
gf-pool-src-scene-cliche = scene { -genrefuzzion-cliche }: { $name }
gf-pool-src-ally = ally: { $name }
gf-pool-src-gift = gift: { $name }
gf-pool-src-trick = { -genrefuzzion-trick }: { $name }
gf-pool-src-opponent = opponent's { $name }
gf-pool-src-karma = 1 { -genrefuzzion-kp }: d6
# A problem named after a trick and the source of the die that fumbled: "Out of control (cliché: Hero)".
gf-named-source = { $name } ({ $source })
