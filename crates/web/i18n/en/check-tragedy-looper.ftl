# "Check this script" on the new-table form: the balance report of a script, played
# AI against AI. The terms are the rulebook's (see glossary-tragedy-looper.ftl).

tl-check-help = Before opening the table, the program can play this script against itself — its AI { -looper-mastermind } against AI { -looper-protagonist(count: 2, cap: "yes") }, against a heuristic team and against a team that knows the script — and tell how balanced it is. At most { $max } games per team; no game starts after { $seconds } seconds; one check at a time on this server.
tl-check-games = Games per team for the check
tl-check-button = Check this script
tl-check-busy = Another script check is running on this server. Try again in a minute.
tl-check-title = Balance of “{ $title }”
tl-check-intro = { $games ->
        [one] One game
       *[other] { $games } games
    } per team, { $players ->
        [one] one { -looper-protagonist(count: 1, cap: "yes") } player
       *[other] { $players } { -looper-protagonist(count: 1, cap: "yes") } players
    }, the AI { -looper-mastermind } at its default strength.
tl-check-cut-short = Only { $played } of the { $asked } games per team were played: no game starts after { $seconds } seconds.
tl-check-difficulty = Difficulty: labelled { $declared }, measured { $measured }.
tl-check-bands = The measured difficulty reads two win rates: the AI { -looper-protagonist(count: 2, cap: "yes") }' (easy from 25 %, normal from 5 %) and that of the team that knows the script (easy from 90 %, normal from 50 %).
tl-check-team-ai = Against AI { -looper-protagonist(count: 2, cap: "yes") } (they do not know the script)
tl-check-team-heuristic = Against the heuristic team (it does not know the script; weak)
tl-check-team-cheating = Against a team that knows the script
tl-check-won = { -looper-the-protagonists(cap: "yes") } won { $wins } of { $games } { $games ->
        [one] game
       *[other] games
    } ({ $rate } %; 95 % interval { $low }–{ $high } %).
tl-check-by-loop = Wins by loop:
tl-check-loop-wins = loop { $loop }: { $wins }
tl-check-final-guess = Final Guesses made: { $made }; right: { $right }.
tl-check-final-guess-never = The Final Guess was never reached.
tl-check-lost-loops = Lost loops: { $loops }. Why (one loss condition is enough, and a loop can meet several):
tl-check-count = { $what }: { $count }
tl-check-cause-role = { $name } (role)
tl-check-cause-incident = { $name } (incident)
tl-check-cause-plot = { $name } (plot)
tl-check-cause-unknown = cause not recorded
tl-check-incidents = Incidents that occurred:
tl-check-no-incidents = No incident occurred.
tl-check-warnings = Warnings
tl-check-no-warnings = No warnings.
tl-check-warn-unwinnable = Even the team that knows the script won none of { $games } games: as the AI { -looper-mastermind } plays it, the script looks unwinnable.
tl-check-warn-won-on-loop-1 = { $team ->
        [ai] The AI { -looper-protagonist(count: 2, cap: "yes") }, who do not know the script,
       *[other] The heuristic team, which does not know the script,
    } won on loop 1 in { $wins } of { $games } games: the first loop leaves nothing to deduce.
tl-check-warn-role-never-matters = The { $role } ({ $character }) never used an ability, refused a Goodwill ability or met a loss condition in { $games } games: the role may not matter.
tl-check-warn-label-disagrees = The script is labelled { $declared } but measures as { $measured }.
tl-check-warn-unfinished = { $games } games did not finish. That is a bug: please report it.
tl-check-noisy = With few games the rates are rough: the 95 % interval says how rough. The command “tablon script balance” plays as many games as you like.
err-form-tragedy-looper-check-games = A check plays from 1 to 5 games per team.
