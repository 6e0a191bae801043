## Mail: what is mailed, and the pages that set it up.

mail-confirm-subject = Confirm your address for Tablón
mail-confirm-body = Someone (we hope you) asked Tablón to send mail about their tables to this address. To confirm it, open this link:
    
    { $link }
    
    If it was not you, ignore this mail: no other mail will come.
mail-your-tables-subject = Your tables at Tablón
mail-your-tables-body = { $count ->
    [one] Someone (we hope you) asked Tablón for the table this address gets mail about. Its link opens your seat on any device:
   *[other] Someone (we hope you) asked Tablón for the { $count } tables this address gets mail about. Each link opens your seat on any device:
}
mail-your-tables-note = Keep these links to yourself: whoever opens one plays your seat. If you did not ask, you can ignore this mail.
send-tables-title = Send me my tables
send-tables-intro = Lost your tables on this device? Write the address you confirmed at any of them: we mail it a link to every seat it gets mail for, which opens the seat on any device.
send-tables-button = Send me my tables
send-tables-sent = If { $address } is a confirmed address here, a mail with its tables is on its way (one an hour at most).
mail-your-move-subject = { $table }: your move
mail-your-move-body = The table “{ $table }” is waiting on you ({ $seat }).
mail-your-move-happened = What just happened:
mail-addressed-subject = { $table }: { $author } whispered to you
mail-addressed-body = { $author } whispered to you at the table “{ $table }”:
mail-gathered-subject = { $table }: { $count } messages for you
mail-gathered-body = At the table “{ $table }” people wrote to you { $count } times:
mail-gathered-whisper = { $author } whispered to you:
mail-gathered-wrote = { $author } wrote:
mail-open-table = Open the table: { $link }
mail-unsubscribe = To stop mails like this one: { $link }

mail-title = Mail
mail-off = This server sends no mail: whoever runs it has not configured one.
mail-address = Mail address
mail-address-help = We mail you a link to confirm it; nothing else is sent before.
mail-save = Save
mail-remove = Stop all mail
mail-pending = Waiting for confirmation: open the link we mailed to { $address }.
mail-confirmed = Mail goes to { $address }.
mail-kinds = Send me
mail-kind-your-move = a mail when a table starts waiting on me (one until I play)
mail-kind-addressed = a mail when someone whispers to me
mail-confirm-done = Your address is confirmed: mail about your tables will reach it.
mail-confirm-ask = Confirm that Tablón may send mail about your tables to the address this link was mailed to.
mail-confirm-button = Confirm the address
err-mail-too-many = This address was sent { $most } confirmation mails in the last day, the most we send to one address: try again in { $hours ->
    [one] an hour
   *[other] { $hours } hours
}.
err-mail-undeliverable = Mail cannot reach that address: write one whose domain is a name on the Internet, like ana@example.org (no IP addresses in brackets, no local names).
mail-confirm-gone = This confirmation link is unknown or was used already.
mail-unsubscribe-title = Stop these mails
mail-unsubscribe-ask = Stop the mails of this kind: { $kind }
mail-unsubscribe-button = Stop them
mail-unsubscribe-done = Done: no more mails of this kind. You can turn them on again on your mail page.
mail-unsubscribe-gone = This link is unknown: the address was removed or changed.
nav-mail = Mail
err-mail-address = That is not a mail address: write one like ana@example.org (at most 254 characters).
err-mail-off = This server sends no mail: whoever runs it has not configured one.
err-mail-no-address = Set a mail address first.
err-mail-lang = Mail is written in Spanish (es) or English (en).
err-mail-seat = Give both the table and the seat, or neither (for your account).
err-mail-kind = That is not a kind of mail: your-move, deadline, addressed or digest.
err-mail-not-your-seat = You do not hold that seat by its link.
mail-mentioned-subject = { $table }: { $author } wrote to you
mail-mentioned-body = { $author } wrote to you at the table “{ $table }”:
mail-deadline-subject = { $table }: your move, { $when }
mail-deadline-body = The table “{ $table }” is still waiting on you ({ $seat }): { $when }.
mail-digest-subject = { $count ->
    [0] Tablón: what changed at your tables
    [one] Tablón: a table is waiting on you
   *[other] Tablón: { $count } tables are waiting on you
}
mail-digest-intro = Your tables today:
mail-digest-your-move = Your move.
mail-digest-not-your-move = Not your move.
mail-digest-posts = { $count ->
    [one] one new post
   *[other] { $count } new posts
}
mail-kind-deadline = a mail before a table's maximum wait runs out while it waits on me
mail-kind-digest = instead of these, one mail a day with every table waiting on me and what changed
mail-table-title = Mail about “{ $table }”
mail-table-back = Back to the table
mail-table-link = Mail about this table
mail-table-seat-help = You hold this seat by its link only: mail about it goes to the address you set here.
mail-table-account = Your account's address gets the mail about this table; change it on your mail page.
mail-table-account-first = Set your account's mail address first, on your mail page.
mail-table-kinds = At this table, send me
mail-offer-title = Mail about “{ $table }” to your address?
mail-offer-lead = You hold this seat by its link only, as you do others in this browser. The address you confirmed at one of them can get the mail about this one too, with no new confirmation mail.
mail-offer-from = You confirmed { $address } at “{ $table }”.
mail-offer-use = Use { $address } here too
mail-offer-decline = No, thanks: go to the table
mail-offer-later = You can decide later on this table's mail page.
err-mail-no-offer = You hold no seat at that table by its link with a confirmed address: set this seat's address instead.
err-mail-account-seat = Your account holds this seat: its mail goes to your account's address, set on your mail page.
feed-title = Feed of this table
feed-help = A feed reader can follow this table's story as your seat sees it. Its link is secret: whoever has it reads what your seat reads.
feed-make = Make a feed link
feed-replace = Make a new link (the old one stops working)
feed-revoke = Stop the feed
feed-new = Your feed link (shown once: copy it into your feed reader now):
feed-exists = Your seat has a feed link.
feed-public = Public feed
mail-digest-earlier = { $count ->
    [one] (one earlier event)
   *[other] ({ $count } earlier events)
}
mail-post-images = [{ $count ->
    [one] an image
   *[other] { $count } images
  }: open the table to see { $count ->
    [one] it
   *[other] them
  }]
