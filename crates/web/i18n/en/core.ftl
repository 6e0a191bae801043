# Tablón's pages, English. Ids are shared with es/core.ftl (a test keeps both complete).

nav-skip = Skip to the content
nav-label = Main
nav-my-tables = My tables
nav-new-table = Open a table
nav-help = Help
nav-sign-in = Sign in
nav-sign-up = Sign up
nav-sign-out = Sign out
signout-no-seats = This browser holds no seat by its link: signing out leaves nothing behind.
signout-seats-here = { $count ->
    [one] This browser also holds this seat by its link: whoever uses this browser can play it, signed in or not.
   *[other] This browser also holds these { $count } seats by their links: whoever uses this browser can play them, signed in or not.
}
signout-which-device = Whose device is this?
signout-own-device = { $count ->
    [one] My own: keep the seat in this browser
   *[other] My own: keep the seats in this browser
}
signout-shared-device = { $count ->
    [one] A shared one: forget the seat too (its link or your mail opens it again)
   *[other] A shared one: forget the seats too (their links or your mail open them again)
}
signout-done = You are signed out
signout-kept-none = This browser keeps no seat: nobody can play as you here.
signout-kept = { $count ->
    [one] This browser still holds this seat by its link: whoever uses it can play it.
   *[other] This browser still holds these { $count } seats by their links: whoever uses it can play them.
}
footer-text = Tablón — an honest referee for narrative games. Every roll can be <a href="/help">verified</a>.

error-title = Something went wrong
error-back-home = Back to the start

game-tragedy-looper = Tragedy Looper
game-44 = 44: A Game of Automatic Fear
game-fragmentos = Fragmentos
game-genrefuzzion = GenreFuzzion
game-tragedy-looper-blurb = Time-loop deduction: { -looper-the-protagonists } relive the same days to stop a tragedy { -looper-the-mastermind } has scripted in secret.
game-44-blurb = Automatic fear in a town that is no longer yours: main characters against the Director's Section 44, with d6 pools, Bonds and Stress.
game-fragmentos-blurb = d6 horror: dangerous challenges, omens in the dice and a threat that keeps growing.
game-genrefuzzion-blurb = Made for play by forum: step dice from d4 to d12, Victory and Karma points, scenes rated by the table.

home-title = A table for narrative games, live or by post
home-lead = Tablón keeps the rules, rolls dice anyone can verify and shows each seat only what it may know. Play in an evening or over weeks.
home-how-to-play = How to play here
home-open-table = Open a table
home-open-tables = Tables you can watch
home-promises-title = What the referee promises
home-promise-referee = It enforces each game's mechanics: only legal actions are offered, and a refused one says why.
home-promise-dice = Every roll is committed before it is made and can be checked afterwards by anyone.
home-promise-secrets = Hidden roles, hands and face-down cards never reach a seat that may not see them.
home-promise-post = Stories and table talk live in threads, with whispers and live updates.

account-username = Username
account-username-help = 3 to 32 letters, digits, - or _.
account-password = Password
account-have-one = Already have an account?
account-need-one = New here?

tables-none = You have no tables yet.
tables-your-move = Your move
tables-waiting-on = Waiting on { $seats }
tables-none-here = This browser holds no seat yet: open a seat's link to join a table, or sign in to see your account's tables.
tables-this-browser = In this browser only
tables-link-only = { $count ->
    [one] You hold one seat here by its link only: if this browser forgets it, only the link brings it back.
   *[other] You hold { $count } seats here by their links only: if this browser forgets them, only the links bring them back.
}
tables-attach = { $count ->
    [one] Keep it in my account
   *[other] Keep them in my account
}
home-waiting-on-you = { $count ->
    [one] A table is waiting on you
   *[other] { $count } tables are waiting on you
}
deadline-left = { $amount } left to move
deadline-overdue = Overdue by { $amount }

new-title = Open a table of { $game }
new-table-legend = The table
new-table-title = Title
new-spectators = Anyone with the address may watch (public view only)
new-max-wait = Maximum wait for a move, in hours (optional)
new-max-wait-help = Past it, a reminder goes to the webhook and the moderator may skip or suspend as the game allows.
new-webhook = Reminder webhook (a Discord-compatible URL, optional)
new-game-legend = The game
new-my-seat = Your seat
new-my-seat-label = Seat you take yourself (empty: none)
new-my-seat-help = Seat 0 is the Mastermind, the Director or the Moderator. The other seats get links to hand out.
new-open = Open the table
setup-config-json = Configuration (JSON)

opened-title = Table opened
opened-links-once = Send each player their seat's link. This is the only time the links are shown; a seat's link can be replaced from the table.
opened-link = Seat link
opened-go = Go to the table
links-shown = These links were shown once and are not kept. The table's page can replace a seat's link (the old one then stops working).
copy = Copy
copy-bbcode = BBCode
copy-markdown = Markdown
seat = seat

join-title = Take your seat
join-lead = Your seat's link brought you here. Take the seat to play; the link stays your key to it.
join-no-account = You can play without an account. Signed in, the seat is also kept in your account.
join-token = Seat key
join-take-seat = Take the seat

table-game-panel = Game panel
table-new-posts = New posts
table-you-are = you are { $seat }
table-spectator = a spectator
table-seats = Seats
table-waiting-badge = to move
table-seat-no-link = (no link)
table-new-link = New link
table-revoke-link = Revoke link
table-seat-held-by = held by
table-seat-link-only = link only
table-remove-holder = Remove player
table-new-link-help = A new link replaces this seat's link, which stops working at once; send the new one to the player.
table-first-link-help = A link for this seat: whoever opens it takes the seat.
table-revoke-help = The link stops working at once: whoever opened it loses the seat, and nobody can take it until you make a new link.
table-remove-help = This account loses the seat, and the link it joined by stops working; make a new link to hand the seat to someone else.
mod-title = Moderation
mod-suspended-since = Suspended by its moderator since
mod-suspend = Suspend the table
mod-suspend-help = No move is taken until you resume it; everyone at the table sees that it is suspended.
mod-resume = Resume the table
mod-skip = Skip a late player
mod-skip-help-genrefuzzion = By the rules, the Moderator suspends the scene in play (it can be resumed later); choose who may start the next one.
mod-next-starter = Who starts the next scene
table-nobody-waited = Nobody has to move.
table-stale = The table has moved on while you filled this form: send it and it is checked against the new state, or reload.

thread-story = Story
thread-talk = Table talk
thread-empty = Nothing here yet.
post-write = Write (Markdown)
post-whisper-to = Whisper to
post-everyone = Everyone
post-send = Post
post-whisper = whisper
post-reached = Reaches: { $names }
post-edited = (edited)
post-edit = Edit
post-save = Save
post-history = A post's history

action-raw-summary = Send a command as JSON
action-raw-label = Command (JSON)
action-send = Send

dice-title = Dice
dice-commitment = Commitment
dice-seed = Seed
dice-verify-all = Verify every roll
dice-verify-link = verify
dice-back = back to the table
dice-all-ok = Every revealed roll checks out.
dice-some-bad = Some roll does not match its revealed seed.
dice-not-revealed = Seed not revealed yet
dice-imported-not-revealed = Brought by an import before its seed was revealed: verify it on the server it came from
dice-verified = verified
dice-mismatch = does not match
dice-no-rolls = No rolls yet.
dice-client-seed = Client seed
dice-dice = Dice
dice-faces = Faces
dice-verdict = Check
dice-index = Index
dice-label = { $who } — { $what }
dice-label-step = { $who } — { $what } ({ $step })
dice-label-nobody-step = { $what } ({ $step })
dice-a-roll = a roll
dice-roll = Roll
dice-reading = Reading
dice-seen = Listed because
dice-seen-yours = your roll
dice-seen-table = thrown before the table
dice-seen-moderator = you run the table
dice-seen-post = thrown in a post you can read
dice-total = total { $total }
dice-box = 🎲 Roll dice with this post
dice-box-notation = Dice (2d6+1, d20, d6+d8…)
dice-box-label = What for
dice-box-help = Thrown by the table with its committed seed when you send, shown inside the post and verifiable like every roll.
dice-intro = Every roll your seat threw or may see: who threw it and what for, its faces and how the rules read them. Once the seed is revealed, each one is checked here.
dice-one-title = A roll
dice-reveal = Reveal the seed and start a new one
dice-reveal-help = Revealing lets everyone recompute every roll made with this seed; later rolls use a fresh committed seed.
dice-reveal-confirm = Once revealed, this seed is public for good; the next rolls use a new seed.
dice-how-title = How to check a roll yourself
dice-how-1 = Before any roll the table publishes the SHA-256 of a secret seed (the commitment). Each roll is HMAC-SHA256 of the seed, the client seed and the index, turned into faces by ChaCha20.
dice-how-2 = Once the seed is revealed, anyone can check that it hashes to the commitment and that it gives these faces, with the tablon command or the independent Python script in the repository:

odds-success = Chance of success:
odds-chart = Outcomes

help-title = Help
help-tables-title = Tables, seats and threads
help-tables-1 = Whoever opens a table chooses the game and its set-up, then sends each player the link of their seat. A link is a key: keep it, or sign in so the seat is kept in your account.
help-tables-2 = A table has a story thread, where the game's events appear as they happen, and a table-talk thread for everything else. Any seat may whisper to another; whoever opens the table decides whether the Mastermind, Director or Moderator also reads the whispers between players, and the table tells everyone.
help-tables-3 = To know when it is your move without checking: "My tables" lists the seats this browser holds, even without an account (and keeps them in one you make later); a table's mail page sets an address for its mails (your move, a deadline coming, posts for you, or one digest a day) and gives a secret feed link for a feed reader; and a table's tab shows in its title what arrived while you were away, with notifications if you allow them.
help-dice-title = Dice anyone can verify
help-dice-1 = The table commits to a secret seed before rolling. When the seed is revealed, every roll made with it can be recomputed on the table's dice page or with "tablon verify".
help-secrets-title = What each seat sees
help-secrets-1 = Each seat receives only what its role may know: no hidden role, face-down card or private note ever reaches another seat's page.

err-auth-wrong-credentials = Wrong username or password.
err-auth-required = Sign in, or open your seat's link, first.
err-input-malformed = The form was not understood: check its fields and send it again.
err-input-text = The text holds an invisible control character or a noncharacter (such as U+0000 or U+FFFF), which cannot be stored: write any other text; tabs and line breaks are fine.
err-duplicate = That already exists.
err-account-username = A username has 3 to 32 letters, digits, - or _.
err-account-password = A password has 8 to 256 characters.
err-user-taken = That username is taken: choose another.
err-csrf-missing-header = This request lacks its protection header.
err-csrf-form-token = This form is stale or came from another site: reload the page and send it again.
err-dice-client-seed = A client seed has 1 to 64 visible characters.
err-dice-commitment = A commitment is 64 hexadecimal digits.
err-dice-not-moderator = Only the table's owner or seat 0 may reveal the seed.
err-dice-not-seated = Only the table's seats may verify its rolls.
err-game-unknown = There is no such game here.
err-input-last-event-id = The last event id must be a number.
err-input-tables = List the tables as ids, each once with the sequence number its page shows (12:40,15:3), at most 32.
err-input-seat = The seat must be a number.
err-post-grace-over = Posts can be edited only during their first minutes.
err-post-length = A post can be neither empty nor longer than the table allows.
err-post-not-author = Only its author may edit a post.
err-post-not-seated = Only the table's seats and owner may post.
err-post-whisper = A whisper goes to another seat of the table, not your own.
err-post-thread = The thread is "story" or "talk".
err-seat-not-yours = You do not hold that seat.
err-seat-required = Only a seat of this table may do this: take your seat with its link.
err-table-busy = The table kept changing while your command was decided: try again.
err-table-max-wait = The maximum wait is between 1 minute and 60 days.
err-table-not-moderator = Only the table's owner or seat 0 may manage seat links.
err-table-seat = That seat does not exist in this game's set-up.
err-table-title = A title has 1 to 200 characters.
err-table-webhook = The webhook is an http(s) address of at most 500 characters.
err-table-not-found = There is no such table, or you may not look at it.
err-table-daily-cap = An account opens at most { $cap } tables a day on this server: play at the ones you have, or open this one tomorrow.
err-idempotency-reused = This form was already sent with other contents: reload the page and send it again.
err-idempotency-key = This form's sending key is damaged: reload the page and send it again.
err-idempotency-key-taken = This form was being sent twice at once: reload the page to see what was kept.
err-idempotency-key-short = This form's sending key is too short to keep its links safe: reload the page and send it again.
err-post-not-found = There is no such post.
err-invitation-not-found = This seat link is unknown or was replaced: ask for a new one.
err-game-not-found = There is no such game here.
err-page-not-found = There is no such page.
err-path-not-found = There is nothing at this address: check the link.
err-roll-not-found = There is no such roll.
err-seat-not-found = There is no such seat.
err-user-not-found = There is no such account.
err-commitment-not-found = There is no such dice commitment.
err-session-not-found = That sign-in has ended: sign in again.
err-delivery-not-found = There is no such delivery.
err-idempotency-key-not-found = There is no such sending key.
err-mail-address-not-found = There is no such mail address.
err-confirmation-link-not-found = This confirmation link is unknown or was used already: set the address again to get a new one.
err-unsubscribe-link-not-found = This unsubscribe link is unknown: use the one in your latest mail, or the mail settings page.
err-feed-not-found = There is no such feed, or its link was replaced.
err-rate-limited = Too many requests: slow down a little.
err-auth-throttled = Too many failed sign-ins: wait { $seconds } seconds and try again.
err-server-busy = The server is busy: try again in { $seconds } seconds.
err-request-too-large = What you sent is too long (at most { $limit } bytes).
err-request-timeout = What you sent took too long to arrive: send it again.
err-internal = Something broke on our side; it has been logged.
err-form-command-json = The command is not valid JSON.
err-form-config-json = The configuration is not valid JSON.
err-form-config-missing = The configuration is empty.
err-form-number = Fill that field with a whole number.
err-form-unknown = This form is not one of the game's.
err-import-incomplete = This export does not hold the table's whole log (it was made by a seat that does not see everything): only the owner's or the Mastermind's, Director's or Moderator's complete export can be imported.
err-import-invalid = This export is not a valid Tablón table: it was changed or cut.
err-import-roll = A post's roll in this export is not one its dice could show, or its revealed seed does not recompute it: it was changed.
err-skip-next-starter = To skip, name the seat that may start the next scene.
err-table-suspended = The table is suspended: the moderator must resume it before anyone acts.
err-table-no-skip = This game has no rule to skip a player: suspend the table instead, or wait.

# Seats the game names after their role (screens::seat_label).
seat-mastermind = { -looper-mastermind }
seat-protagonist = { -looper-protagonist(count: 1) } { $n }
# $gender: the one the seat's holder chose ("feminine", "masculine"), "neutral" for none; English
# has one word.
seat-director = { -fortyfour-director }
seat-moderator = { -genrefuzzion-moderator } ({ $player })
seat-character = Character { $n }
# The same seats named inside a sentence, with their article ("you are the Director", "against the
# Director"); lower case: the code capitalises a sentence's start (screens::seat_label_the).
seat-the-mastermind = { -looper-the-mastermind }
seat-the-protagonist = { -looper-protagonist(count: 1) } { $n }
seat-the-director = the { -fortyfour-director }
seat-the-moderator = the { -genrefuzzion-moderator } ({ $player })
seat-the-character = Character { $n }

# Threads people can read: names, times, replies, whispers between players (issue 16)
new-gm-reads-whispers = The game master reads the whispers between players
new-gm-reads-whispers-help = Whoever runs the game (the Mastermind, the Director or the Moderator) will also read the whispers players send each other. Chosen now, it cannot change later, and the table shows it to everyone.
table-gm-reads-whispers = { $gm } also reads the whispers between players.
table-whispers-private = A whisper is read only by its writer and its recipient.
table-switch-seat = Look as
table-your-name = Your name at this table
table-your-gender = Gender of the words about you
table-your-gender-help = How the pages name you and your character: in Spanish «la Directora», «el Director» or, neutrally, «la Dirección»; in English “her”, “his” or “their” character.
table-gender-neutral = Neutral
table-gender-feminine = Feminine
table-gender-masculine = Masculine
err-seat-gender = Choose feminine, masculine or neutral words for your seat.
table-your-name-help = A nickname or your character's name; shown beside your part in the game. Empty: the game's name.
table-name-save = Save the name
thread-only-people = Only what people write
thread-jump-newest = Go to the newest
thread-new-one = 1 new ↓
thread-new-many = { $count } new ↓
thread-load-earlier = Load earlier posts
thread-unread = New since your last visit
thread-system-lines = { $count ->
    [one] 1 game line
   *[other] { $count } game lines
}
post-reply = Reply
post-in-reply-to = in reply to
post-replying-to = Replying to
post-reply-cancel = Don't reply
post-mention-list = Names you can mention
post-mention-help = Write @ and a name to address someone: a list offers the names (arrows to choose, Enter to take one, Escape to close).
err-post-dice = Write dice notation like 2d6+1 or d20 (1 to 100 dice).
err-post-dice-label = Say what the roll is for, in 1 to 80 characters on one line.
post-whisper-group-help = Choose several to whisper to a group.
err-post-whisper-group = A group whisper goes to seats 0 to 62.
err-post-reply-to = You can only reply to a post of this table that you can read.
err-seat-name = A name has 1 to 40 characters on one line, without @.
err-seat-name-taken = Another seat of this table already has that name: choose another.
err-seat-name-not-yours = Only a seat's holder may name it.
tab-your-move = your move
tab-notify-your-move = { $table }: your move
tab-notify-addressed = { $table }: someone wrote to you
tab-notify = Notify me of my move and of posts for me while this tab is in the background
tab-sound = with a sound

# The colour theme switch in the top bar (it names the theme in use; each press moves to the next).
theme-system = Theme: the system's
theme-light = Theme: light
theme-dark = Theme: dark
theme-hint = Switches between the system's theme, light and dark

# The characters' sheets under a game's actions, folded on a phone (the summary that opens them).
fold-sheets = The characters' sheets
post-spoiler = Spoiler (open to read)
post-spoiler-hidden = spoiler
feed-whisper = Whisper to { $to }
feed-reply = In reply to { $author }: “{ $excerpt }”
feed-roll = 🎲 { $label }: { $dice } → { $faces } (total { $total })
feed-roll-no-total = 🎲 { $label }: { $dice } → { $faces }
dice-seen-your-move = thrown in your move

## Images in posts and whispers
post-images = Images
post-images-help = PNG, JPEG, WebP or GIF: up to { $most ->
    [one] one image
   *[other] { $most } images
  } of at most { $max_mb } MB each. Photos are sent without their hidden data (place, camera, date).
post-image-too-large = An image may be at most { $max_mb } MB: choose a smaller one.
post-image-alt = Image { $n } of { $count }, sent by { $author }
post-image-open = Open the full image
err-image-not-image = “{ $name }” is not an image Tablón takes: send a PNG, JPEG, WebP or GIF file.
err-image-too-large = “{ $name }” is { $size_mb } MB; an image may be at most { $max_mb } MB.
err-image-too-many = A post carries at most { $most ->
    [one] one image
   *[other] { $most } images
  }.
err-image-dimensions = “{ $name }” is { $width }×{ $height } pixels; an image may have at most { $megapixels } megapixels.
err-image-not-found = That image does not exist, or you may not see it.

## Handouts
handouts = Handouts
handouts-none = No handout has been given to you yet.
handouts-none-given = You have given no handout yet.
handout-new = Give a handout
handout-title = Title
handout-text = Text (Markdown)
handout-image = Image (optional)
handout-show-to = Show to
handout-give = Give
handout-show = Show to other seats
handout-save = Save
handout-shown-to = Shown to: { $names }
handout-shown-to-nobody = Shown to no one yet.
err-handout-title = A handout's title has 1 to 120 characters on one line.
err-handout-body = A handout has a text or an image (its text as long as a post at most).
err-handout-seats = Show a handout to the seats of this table.
err-handout-not-gm = Only the game master gives handouts.
err-handout-not-found = That handout does not exist.

## Portraits
table-portrait = Your portrait
table-portrait-save = Save the portrait
table-portrait-remove = Back to initials
table-portrait-help = A picture shown beside your name in the seats and your posts (PNG, JPEG, WebP or GIF); without one, your initials.
err-portrait-not-yours = Only a seat's holder chooses its portrait.
err-portrait-image = Choose a picture for your portrait.
err-input-multipart = A request with images sends its data in the field “{ $field }” and each image as an “image” file.
