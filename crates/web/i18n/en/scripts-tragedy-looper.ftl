# The scripts Tablón ships (crates/tragedy-looper/scripts), in English: title, special rules and
# the Mastermind's notes. A script someone pasted is shown in its author's words.
tl-script-fs1_ashes_at_the_ward-title = Ashes at the Ward
tl-script-fs1_ashes_at_the_ward-notes = Put 2 { -looper-intrigue } on the Boy Student and bring him to the Doctor; the Rumor's { -looper-intrigue } on a location is the bluff.
tl-script-fs2_the_silent_classroom-title = The Silent Classroom
tl-script-bt1_seal_of_the_quiet_shrine-title = Seal of the Quiet Shrine
tl-script-bt2_promise_on_the_rooftop-title = Promise on the Rooftop
tl-script-bt3_a_future_unwritten-title = A Future Unwritten
tl-script-bt3_a_future_unwritten-rule-1 = The Mystery Boy holds a role no { -looper-plot } of this { -looper-script } requires.
tl-script-bt4_clockwork_hospital-title = Clockwork Hospital
