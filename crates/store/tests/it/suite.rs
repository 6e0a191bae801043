//! The store's test suite. Every test is one `async fn(Database)` run against both back ends by
//! the `suite!` macro: on SQLite always, on PostgreSQL when `TABLON_TEST_POSTGRES_URL` is set (each
//! run gets a fresh database). Tests that only make sense on one back end are at the end.

use crate::support;

use std::collections::BTreeSet;
use std::time::Duration;

use dice::{DiceSource, Die, ServerSeed, Verdict, VerifiableRoller};
use engine::SeatId;
use serde_json::json;
use store::*;

macro_rules! suite {
    ($($name:ident),* $(,)?) => {
        mod sqlite {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    crate::support::on_sqlite(super::$name).await;
                }
            )*
        }
        mod postgres {
            $(
                #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
                async fn $name() {
                    crate::support::on_postgres(stringify!($name), super::$name).await;
                }
            )*
        }
    };
}

suite!(
    users_have_unique_names,
    sessions_expire_and_end,
    tables_keep_config_options_and_seats,
    seats_are_numbered_once_per_table,
    invitations_are_hashed_reissued_and_revoked,
    a_new_link_frees_the_seat_from_whoever_joined_by_the_old,
    seat_and_session_changes_are_announced,
    append_then_read_back_in_order,
    stale_append_is_refused_and_changes_nothing,
    append_to_unknown_table_is_not_found,
    empty_append_only_checks_the_sequence,
    each_table_has_its_own_sequence,
    racing_appends_with_one_expectation_land_once,
    concurrent_appends_from_many_tasks_each_land_exactly_once,
    conflicts_in_a_batch_do_not_affect_the_others,
    appends_to_one_table_in_one_batch_follow_each_other,
    refusals_inside_a_batch_leave_the_others_intact,
    appends_of_one_batch_keep_their_own_events_and_rolls,
    posts_and_appends_interleave,
    import_keeps_events_and_times,
    subscribers_hear_committed_appends,
    posts_filter_whispers_by_reader,
    a_group_whisper_reaches_its_seats_only,
    a_post_keeps_its_images_in_order_with_their_thumbnails,
    a_handout_keeps_its_image_and_the_seats_shown_it,
    a_seat_has_one_portrait_at_most,
    a_post_roll_is_kept_with_its_post,
    an_imported_post_roll_is_kept_apart_with_its_seed,
    seats_keep_display_names_and_posts_their_replies,
    post_edits_keep_history,
    dice_commitment_rolls_and_reveal,
    a_refused_roll_refuses_its_events,
    outbox_claims_leases_retries_and_gives_up,
    tables_are_suspended_and_resumed,
    a_delivery_key_is_queued_once,
    a_table_opens_ready_to_play_or_not_at_all,
    a_table_opened_under_a_key_is_opened_once,
    mail_addresses_are_confirmed_once_and_keep_their_kinds,
    an_address_set_under_a_key_is_set_and_mailed_once,
    digests_are_made_once_a_day_and_feed_keys_are_replaced_and_removed,
    a_keyed_write_is_recorded_with_its_key_once,
    racing_keyed_appends_land_once_beside_the_group_commit,
    tables_opened_are_counted_per_account,
    rows_are_stamped_by_the_stores_clock,
);

fn table_spec(game: &str, seats: u8) -> NewTable {
    NewTable {
        game: game.into(),
        title: format!("a table of {game}"),
        config: json!({"players": seats, "script": {"name": "First Steps", "loops": 3}}),
        created_by: None,
        options: TableOptions {
            spectators: true,
            max_wait_secs: Some(86_400),
            webhook_url: None,
            ..TableOptions::default()
        },
        seats: (0..seats)
            .map(|n| NewSeat {
                seat: SeatId(n),
                role: if n == 0 { "mastermind" } else { "protagonist" }.into(),
                holder: None,
            })
            .collect(),
    }
}

async fn new_table(db: &Database, seats: u8) -> TableId {
    db.create_table(&table_spec("tragedy-looper", seats)).await.unwrap().id
}

/// An event's JSON text, as the server hands it to the store.
fn raw(event: serde_json::Value) -> Box<serde_json::value::RawValue> {
    serde_json::value::to_raw_value(&event).unwrap()
}

fn ev(n: u64) -> NewEvent {
    NewEvent { version: 1, seat: Some(SeatId((n % 3) as u8)), event: raw(json!({"type": "moved", "n": n})) }
}

// ------------------------------------------------------------------------------------------------
// the clock

/// A store given a clock stamps what it writes by that clock, not the system's: a user, a table,
/// an event (through the group commit), a post and its edit.
async fn rows_are_stamped_by_the_stores_clock(db: Database) {
    const AT: i64 = 1_500_000_000_000; // 2017, far from the system's now
    let db = db.with_clock(Clock::new(|| AT));
    assert_eq!(db.create_user("cleo", "hash").await.unwrap().created_at, AT);
    let table = db.create_table(&table_spec("tragedy-looper", 2)).await.unwrap();
    assert_eq!(table.created_at, AT);
    db.append(table.id, 0, vec![ev(1), ev(2)]).await.unwrap();
    let events = db.events_since(table.id, 0).await.unwrap();
    assert_eq!(events.iter().map(|e| e.created_at).collect::<Vec<_>>(), [AT, AT]);
    let post = NewPost {
        table: table.id,
        thread: Thread::Talk,
        author_user: None,
        author_seat: Some(SeatId(1)),
        whisper_to: None,
        whisper_also: Vec::new(),
        reply_to: None,
        body: "at the old time".into(),
        written_at: None,
        images: Vec::new(),
    };
    let post = db.add_post(&post).await.unwrap();
    assert_eq!(post.created_at, AT);
    assert_eq!(db.edit_post(post.id, "edited").await.unwrap().edited_at, Some(AT));
}

// ------------------------------------------------------------------------------------------------
// users and sessions

async fn users_have_unique_names(db: Database) {
    let ana = db.create_user("ana", "$argon2id$v=19$m=19456,t=2,p=1$c2FsdA$aGFzaA").await.unwrap();
    assert_eq!(ana.username, "ana");
    assert!(matches!(db.create_user("ana", "other").await, Err(StoreError::Duplicate(Entity::User))));
    assert_eq!(db.user_by_name("ana").await.unwrap(), ana);
    assert_eq!(db.user(ana.id).await.unwrap(), ana);
    assert!(matches!(db.user_by_name("bea").await, Err(StoreError::NotFound(Entity::User))));
    assert!(matches!(db.user(UserId(9999)).await, Err(StoreError::NotFound(Entity::User))));
    db.set_password_hash(ana.id, "new-hash").await.unwrap();
    assert_eq!(db.user(ana.id).await.unwrap().password_hash, "new-hash");
    assert!(!format!("{:?}", db.user(ana.id).await.unwrap()).contains("new-hash"), "Debug hides the hash");
}

async fn sessions_expire_and_end(db: Database) {
    let ana = db.create_user("ana", "h").await.unwrap();
    let token = new_token();
    let hash = TokenHash::of(&token);
    assert_ne!(hash.as_str(), token, "only the hash is stored");
    db.create_session(&hash, ana.id, 2_000).await.unwrap();
    assert_eq!(db.session(&hash, 1_000).await.unwrap().user, ana.id);
    assert!(matches!(db.session(&hash, 2_000).await, Err(StoreError::NotFound(Entity::Session))));
    let other = TokenHash::of(&new_token());
    db.create_session(&other, ana.id, 10_000).await.unwrap();
    assert_eq!(db.purge_sessions(5_000).await.unwrap(), 1);
    db.delete_session(&other).await.unwrap();
    assert!(matches!(db.session(&other, 0).await, Err(StoreError::NotFound(Entity::Session))));
    db.delete_session(&other).await.unwrap();
    assert!(matches!(
        db.create_session(&other, UserId(4242), 1).await,
        Err(StoreError::NotFound(Entity::User))
    ));
}

// ------------------------------------------------------------------------------------------------
// tables and seats

async fn tables_keep_config_options_and_seats(db: Database) {
    let ana = db.create_user("ana", "h").await.unwrap();
    let mut spec = table_spec("genrefuzzion", 3);
    spec.created_by = Some(ana.id);
    spec.options.webhook_url = Some("https://chat.example/hook".into());
    spec.options.ai_seats = vec![SeatId(0)];
    spec.options.assistant = true;
    spec.options.gm_reads_whispers = true;
    spec.seats[1].holder = Some(ana.id);
    let t = db.create_table(&spec).await.unwrap();
    assert_eq!(db.table(t.id).await.unwrap(), t);
    assert_eq!(t.config, spec.config);
    assert_eq!(t.options, spec.options);
    assert_eq!(t.created_by, Some(ana.id));
    let seats = db.seats(t.id).await.unwrap();
    assert_eq!(seats.iter().map(|s| s.seat).collect::<Vec<_>>(), vec![SeatId(0), SeatId(1), SeatId(2)]);
    assert_eq!(seats[0].role, "mastermind");
    assert_eq!(seats[1].holder, Some(ana.id));
    assert_eq!(db.seats_of_user(ana.id).await.unwrap(), vec![seats[1].clone()]);
    let freed = db.set_seat_holder(t.id, SeatId(1), None).await.unwrap();
    assert_eq!(freed.holder, None);
    assert!(db.seats_of_user(ana.id).await.unwrap().is_empty());
    assert!(matches!(db.table(TableId(t.id.0 + 100)).await, Err(StoreError::NotFound(Entity::Table))));

    let second = new_table(&db, 2).await;
    let plain = db.table(second).await.unwrap().options;
    assert!(
        plain.ai_seats.is_empty() && !plain.assistant && !plain.gm_reads_whispers,
        "options default to off"
    );
    let third = new_table(&db, 2).await;
    let all: Vec<TableId> = db.list_tables(None, 10).await.unwrap().iter().map(|t| t.id).collect();
    assert_eq!(all, vec![t.id, second, third]);
    let page: Vec<TableId> = db.list_tables(Some(t.id), 1).await.unwrap().iter().map(|t| t.id).collect();
    assert_eq!(page, vec![second]);
}

async fn seats_are_numbered_once_per_table(db: Database) {
    let t = new_table(&db, 2).await;
    let extra = NewSeat { seat: SeatId(2), role: "protagonist".into(), holder: None };
    assert_eq!(db.add_seat(t, &extra).await.unwrap().seat, SeatId(2));
    assert!(matches!(db.add_seat(t, &extra).await, Err(StoreError::Duplicate(Entity::Seat))));
    assert!(matches!(db.add_seat(TableId(t.0 + 7), &extra).await, Err(StoreError::NotFound(Entity::Table))));
    assert!(matches!(db.seat(t, SeatId(9)).await, Err(StoreError::NotFound(Entity::Seat))));
    assert!(matches!(db.set_seat_holder(t, SeatId(9), None).await, Err(StoreError::NotFound(Entity::Seat))));
    // A table created with two seats of one number is not created at all.
    let mut bad = table_spec("forty-four", 2);
    bad.seats[1].seat = SeatId(0);
    assert!(matches!(db.create_table(&bad).await, Err(StoreError::Duplicate(Entity::Seat))));
    assert_eq!(db.list_tables(None, 10).await.unwrap().len(), 1);
}

async fn invitations_are_hashed_reissued_and_revoked(db: Database) {
    let t = new_table(&db, 2).await;
    let first = new_token();
    let seat = db.issue_invitation(t, SeatId(1), &TokenHash::of(&first), None).await.unwrap();
    assert!(seat.invitation_issued_at.is_some());
    assert_eq!(db.seat_by_invitation(&TokenHash::of(&first)).await.unwrap().seat, SeatId(1));
    // Reissuing replaces the old link.
    let second = new_token();
    db.issue_invitation(t, SeatId(1), &TokenHash::of(&second), None).await.unwrap();
    assert!(matches!(
        db.seat_by_invitation(&TokenHash::of(&first)).await,
        Err(StoreError::NotFound(Entity::Invitation))
    ));
    assert_eq!(db.seat_by_invitation(&TokenHash::of(&second)).await.unwrap().seat, SeatId(1));
    // One link opens one seat.
    assert!(matches!(
        db.issue_invitation(t, SeatId(0), &TokenHash::of(&second), None).await,
        Err(StoreError::Duplicate(Entity::Invitation))
    ));
    let revoked = db.revoke_invitation(t, SeatId(1)).await.unwrap();
    assert_eq!(revoked.invitation_issued_at, None);
    assert!(matches!(
        db.seat_by_invitation(&TokenHash::of(&second)).await,
        Err(StoreError::NotFound(Entity::Invitation))
    ));
    assert!(matches!(
        db.issue_invitation(t, SeatId(7), &TokenHash::of(&new_token()), None).await,
        Err(StoreError::NotFound(Entity::Seat))
    ));
}

// ------------------------------------------------------------------------------------------------
// the event log

async fn a_new_link_frees_the_seat_from_whoever_joined_by_the_old(db: Database) {
    let t = new_table(&db, 3).await;
    let ana = db.create_user("ana", "h").await.unwrap();
    let bea = db.create_user("bea", "h").await.unwrap();
    let link = new_token();
    db.issue_invitation(t, SeatId(1), &TokenHash::of(&link), None).await.unwrap();
    let joined = db.join_by_invitation(&TokenHash::of(&link), ana.id).await.unwrap();
    assert_eq!((joined.seat, joined.holder, joined.held_by_link), (SeatId(1), Some(ana.id), true));
    // Reissuing frees the seat from the account that joined by the old link.
    let reissued = db.issue_invitation(t, SeatId(1), &TokenHash::of(&new_token()), None).await.unwrap();
    assert_eq!((reissued.holder, reissued.held_by_link), (None, false));
    assert!(db.seats_of_user(ana.id).await.unwrap().is_empty());
    assert!(matches!(
        db.join_by_invitation(&TokenHash::of(&link), ana.id).await,
        Err(StoreError::NotFound(Entity::Invitation))
    ));
    // Revoking does too; a holder given the seat otherwise keeps it.
    let again = new_token();
    db.issue_invitation(t, SeatId(1), &TokenHash::of(&again), None).await.unwrap();
    db.join_by_invitation(&TokenHash::of(&again), ana.id).await.unwrap();
    assert_eq!(db.revoke_invitation(t, SeatId(1)).await.unwrap().holder, None);
    db.set_seat_holder(t, SeatId(2), Some(bea.id)).await.unwrap();
    db.issue_invitation(t, SeatId(2), &TokenHash::of(&new_token()), None).await.unwrap();
    let kept = db.revoke_invitation(t, SeatId(2)).await.unwrap();
    assert_eq!((kept.holder, kept.held_by_link), (Some(bea.id), false));
}

async fn seat_and_session_changes_are_announced(db: Database) {
    let t = new_table(&db, 2).await;
    let ana = db.create_user("ana", "h").await.unwrap();
    let session = TokenHash::of("session");
    db.create_session(&session, ana.id, i64::MAX).await.unwrap();
    let mut sub = db.subscribe().await.unwrap();
    let link = TokenHash::of(&new_token());
    db.issue_invitation(t, SeatId(1), &link, None).await.unwrap();
    db.join_by_invitation(&link, ana.id).await.unwrap();
    db.revoke_invitation(t, SeatId(1)).await.unwrap();
    db.set_seat_holder(t, SeatId(0), Some(ana.id)).await.unwrap();
    db.delete_session(&session).await.unwrap();
    db.delete_session(&session).await.unwrap(); // already ended: no notice
    db.append(t, 0, vec![ev(1)]).await.unwrap();
    let seat = |n| Notice::SeatChanged { table: t, seat: SeatId(n) };
    let want = [seat(1), seat(1), seat(1), seat(0), Notice::SignedOut { user: ana.id }];
    let mut heard = Vec::new();
    for _ in 0..=want.len() {
        heard.push(next_notice(&mut sub).await);
    }
    // On PostgreSQL an append announces itself in its own transaction, so its notice may overtake
    // the others, which keep their order among themselves.
    let appended = Notice::Appended { table: t, seq: 1 };
    assert_eq!(heard.iter().filter(|n| **n == appended).count(), 1, "{heard:?}");
    heard.retain(|n| *n != appended);
    assert_eq!(heard, want);
}

async fn append_then_read_back_in_order(db: Database) {
    let t = new_table(&db, 3).await;
    assert_eq!(db.head(t).await.unwrap(), 0);
    let setup =
        NewEvent { version: 2, seat: None, event: raw(json!({"type": "started", "deck": [3, 1, 2]})) };
    assert_eq!(db.append(t, 0, vec![setup.clone(), ev(2)]).await.unwrap(), Appended { first: 1, last: 2 });
    assert_eq!(db.append(t, 2, vec![ev(3)]).await.unwrap(), Appended { first: 3, last: 3 });
    assert_eq!(db.head(t).await.unwrap(), 3);
    let all = db.events_since(t, 0).await.unwrap();
    assert_eq!(all.iter().map(|e| e.seq).collect::<Vec<_>>(), vec![1, 2, 3]);
    assert_eq!(all[0].version, 2);
    assert_eq!(all[0].seat, None);
    assert_eq!(all[0].event.get(), setup.event.get(), "read back as it was written");
    assert_eq!(all[1].seat, Some(SeatId(2)));
    let envelope = all[2].clone().into_envelope();
    assert_eq!((envelope.seq, envelope.event.get()), (3, r#"{"type":"moved","n":3}"#));
    let tail = db.events_since(t, 2).await.unwrap();
    assert_eq!(tail, all[2..].to_vec());
    assert!(db.events_since(t, 3).await.unwrap().is_empty());
}

async fn stale_append_is_refused_and_changes_nothing(db: Database) {
    let t = new_table(&db, 2).await;
    db.append(t, 0, vec![ev(1), ev(2)]).await.unwrap();
    let before = db.events_since(t, 0).await.unwrap();
    let stale = db.append(t, 0, vec![ev(99)]).await;
    assert!(matches!(stale, Err(StoreError::Conflict { expected: 0, actual: 2 })), "{stale:?}");
    let ahead = db.append(t, 5, vec![ev(99)]).await;
    assert!(matches!(ahead, Err(StoreError::Conflict { expected: 5, actual: 2 })), "{ahead:?}");
    assert_eq!(db.events_since(t, 0).await.unwrap(), before);
    // The same write retried with the same expectation is refused: nothing is applied twice.
    db.append(t, 2, vec![ev(3)]).await.unwrap();
    assert!(matches!(
        db.append(t, 2, vec![ev(3)]).await,
        Err(StoreError::Conflict { expected: 2, actual: 3 })
    ));
    assert_eq!(db.head(t).await.unwrap(), 3);
}

async fn append_to_unknown_table_is_not_found(db: Database) {
    let r = db.append(TableId(31337), 0, vec![ev(1)]).await;
    assert!(matches!(r, Err(StoreError::NotFound(Entity::Table))), "{r:?}");
    assert!(matches!(db.head(TableId(31337)).await, Err(StoreError::NotFound(Entity::Table))));
    assert!(db.events_since(TableId(31337), 0).await.unwrap().is_empty());
}

async fn empty_append_only_checks_the_sequence(db: Database) {
    let t = new_table(&db, 2).await;
    db.append(t, 0, vec![ev(1)]).await.unwrap();
    assert_eq!(db.append(t, 1, vec![]).await.unwrap(), Appended { first: 2, last: 1 });
    assert!(matches!(db.append(t, 0, vec![]).await, Err(StoreError::Conflict { expected: 0, actual: 1 })));
    assert_eq!(db.head(t).await.unwrap(), 1);
}

async fn each_table_has_its_own_sequence(db: Database) {
    let a = new_table(&db, 2).await;
    let b = new_table(&db, 2).await;
    db.append(a, 0, vec![ev(1), ev(2)]).await.unwrap();
    assert_eq!(db.append(b, 0, vec![ev(1)]).await.unwrap(), Appended { first: 1, last: 1 });
    assert_eq!(db.head(a).await.unwrap(), 2);
    assert_eq!(db.head(b).await.unwrap(), 1);
}

async fn racing_appends_with_one_expectation_land_once(db: Database) {
    let t = new_table(&db, 2).await;
    let tasks: Vec<_> = (0..24)
        .map(|i| {
            let db = db.clone();
            tokio::spawn(async move { db.append(t, 0, vec![ev(i), ev(i + 100)]).await })
        })
        .collect();
    let mut won = 0;
    for task in tasks {
        match task.await.unwrap() {
            Ok(a) => {
                won += 1;
                assert_eq!(a, Appended { first: 1, last: 2 });
            }
            Err(StoreError::Conflict { expected: 0, actual: 2 }) => {}
            Err(e) => panic!("unexpected {e:?}"),
        }
    }
    assert_eq!(won, 1);
    assert_eq!(db.events_since(t, 0).await.unwrap().len(), 2);
}

async fn concurrent_appends_from_many_tasks_each_land_exactly_once(db: Database) {
    const TASKS: u64 = 12;
    const EACH: u64 = 8;
    let t = new_table(&db, 3).await;
    let tasks: Vec<_> = (0..TASKS)
        .map(|task| {
            let db = db.clone();
            tokio::spawn(async move {
                let mut conflicts = 0u32;
                for n in 0..EACH {
                    // Read, decide, append; on conflict reload and decide again (as the server does).
                    loop {
                        let head = db.head(t).await.unwrap();
                        let e = NewEvent {
                            version: 1,
                            seat: None,
                            event: raw(json!({"task": task, "n": n, "after": head})),
                        };
                        match db.append(t, head, vec![e]).await {
                            Ok(a) => {
                                assert_eq!((a.first, a.last), (head + 1, head + 1));
                                break;
                            }
                            Err(StoreError::Conflict { expected, actual }) => {
                                assert_eq!(expected, head);
                                assert!(actual > head);
                                conflicts += 1;
                            }
                            Err(e) => panic!("unexpected {e:?}"),
                        }
                    }
                }
                conflicts
            })
        })
        .collect();
    for task in tasks {
        task.await.unwrap();
    }
    let log = db.events_since(t, 0).await.unwrap();
    assert_eq!(log.iter().map(|e| e.seq).collect::<Vec<_>>(), (1..=TASKS * EACH).collect::<Vec<_>>());
    let events: Vec<serde_json::Value> =
        log.iter().map(|e| serde_json::from_str(e.event.get()).unwrap()).collect();
    let landed: BTreeSet<(u64, u64)> =
        events.iter().map(|e| (e["task"].as_u64().unwrap(), e["n"].as_u64().unwrap())).collect();
    assert_eq!(landed.len() as u64, TASKS * EACH, "every append landed exactly once");
    for (e, event) in log.iter().zip(&events) {
        // Each event was decided on the state right before it: no lost update.
        assert_eq!(event["after"].as_u64().unwrap(), e.seq - 1);
    }
}

async fn conflicts_in_a_batch_do_not_affect_the_others(db: Database) {
    let mut tables = Vec::new();
    for _ in 0..8 {
        tables.push(new_table(&db, 2).await);
    }
    let mut tasks = Vec::new();
    for &t in &tables {
        for stale in [false, true] {
            let db = db.clone();
            tasks.push(tokio::spawn(async move {
                let expected = if stale { 7 } else { 0 };
                (t, stale, db.append(t, expected, vec![ev(1), ev(2), ev(3)]).await)
            }));
        }
    }
    for task in tasks {
        let (t, stale, result) = task.await.unwrap();
        if stale {
            let actual = match result {
                Err(StoreError::Conflict { expected: 7, actual }) => actual,
                other => panic!("stale append on {t}: {other:?}"),
            };
            assert!(actual == 0 || actual == 3);
        } else {
            assert_eq!(result.unwrap(), Appended { first: 1, last: 3 });
        }
    }
    for t in tables {
        assert_eq!(db.events_since(t, 0).await.unwrap().len(), 3);
    }
}

/// Two appends to one table sent together (so that they meet in one batch): the second, which
/// expects the end the first leaves, lands after it; a third that expects the old end is refused
/// with the end the first two left.
async fn appends_to_one_table_in_one_batch_follow_each_other(db: Database) {
    let t = new_table(&db, 2).await;
    let (first, second, stale) = tokio::join!(
        db.append(t, 0, vec![ev(1), ev(2)]),
        db.append(t, 2, vec![ev(3)]),
        db.append(t, 0, vec![ev(9)])
    );
    assert_eq!(first.unwrap(), Appended { first: 1, last: 2 });
    assert_eq!(second.unwrap(), Appended { first: 3, last: 3 });
    assert!(matches!(stale, Err(StoreError::Conflict { expected: 0, actual: 3 })), "{stale:?}");
    let log = db.events_since(t, 0).await.unwrap();
    let n: Vec<u64> = log
        .iter()
        .map(|e| serde_json::from_str::<serde_json::Value>(e.event.get()).unwrap()["n"].as_u64().unwrap())
        .collect();
    assert_eq!(n, [1, 2, 3]);
}

async fn posts_and_appends_interleave(db: Database) {
    let t = new_table(&db, 2).await;
    let appender = {
        let db = db.clone();
        tokio::spawn(async move {
            for n in 0..40 {
                db.append(t, n, vec![ev(n)]).await.unwrap();
            }
        })
    };
    let poster = {
        let db = db.clone();
        tokio::spawn(async move {
            for n in 0..40 {
                let post = NewPost {
                    table: t,
                    thread: Thread::Talk,
                    author_user: None,
                    author_seat: Some(SeatId(1)),
                    whisper_to: None,
                    whisper_also: Vec::new(),
                    reply_to: None,
                    body: format!("post {n}"),
                    written_at: None,
                    images: Vec::new(),
                };
                db.add_post(&post).await.unwrap();
            }
        })
    };
    appender.await.unwrap();
    poster.await.unwrap();
    assert_eq!(db.head(t).await.unwrap(), 40);
    let q = PostQuery { thread: None, reader: Reader::All, after: None, limit: 1000, newest: false };
    assert_eq!(db.posts(t, q).await.unwrap().len(), 40);
}

async fn import_keeps_events_and_times(db: Database) {
    let from = new_table(&db, 2).await;
    db.append(from, 0, vec![ev(1), ev(2)]).await.unwrap();
    db.append(from, 2, vec![ev(3)]).await.unwrap();
    let exported = db.events_since(from, 0).await.unwrap();
    let old_post = db
        .add_post(&NewPost {
            table: from,
            thread: Thread::Story,
            author_user: None,
            author_seat: Some(SeatId(0)),
            whisper_to: None,
            whisper_also: Vec::new(),
            reply_to: None,
            body: "long ago".into(),
            written_at: Some(1_000),
            images: Vec::new(),
        })
        .await
        .unwrap();
    assert_eq!(old_post.created_at, 1_000);
    assert_eq!(db.post_history(old_post.id).await.unwrap()[0].written_at, 1_000);

    let to = new_table(&db, 2).await;
    assert_eq!(db.import_events(to, exported.clone()).await.unwrap(), Appended { first: 1, last: 3 });
    assert_eq!(db.events_since(to, 0).await.unwrap(), exported);
    // Only into an empty log, and the log goes on from there.
    assert!(matches!(
        db.import_events(to, exported.clone()).await,
        Err(StoreError::Conflict { expected: 0, actual: 3 })
    ));
    assert!(matches!(
        db.import_events(TableId(to.0 + 9), vec![]).await,
        Err(StoreError::NotFound(Entity::Table))
    ));
    assert_eq!(db.append(to, 3, vec![ev(4)]).await.unwrap(), Appended { first: 4, last: 4 });
}

async fn subscribers_hear_committed_appends(db: Database) {
    let t = new_table(&db, 2).await;
    let mut sub = db.subscribe().await.unwrap();
    db.append(t, 0, vec![ev(1), ev(2)]).await.unwrap();
    let _ = db.append(t, 0, vec![ev(9)]).await.unwrap_err(); // refused: no notice
    db.append(t, 2, vec![ev(3)]).await.unwrap();
    let seen = notices_until(&mut sub, t, 3).await;
    assert!(seen.iter().all(|s| [2, 3].contains(s)), "only committed ends are announced: {seen:?}");
}

/// The seqs announced for `table` until one reaches `last` (notices may be merged, so some of the
/// intermediate ones may be missing).
async fn notices_until(sub: &mut Subscription, table: TableId, last: u64) -> Vec<u64> {
    let mut seen = Vec::new();
    loop {
        match next_notice(sub).await {
            Notice::Appended { table: t, seq } if t == table => {
                seen.push(seq);
                if seq >= last {
                    return seen;
                }
            }
            other => panic!("unexpected {other:?}"),
        }
    }
}

async fn next_notice(sub: &mut Subscription) -> Notice {
    tokio::time::timeout(Duration::from_secs(20), sub.recv())
        .await
        .expect("a notice within 20 s")
        .expect("a notice")
}

// ------------------------------------------------------------------------------------------------
// posts

async fn posts_filter_whispers_by_reader(db: Database) {
    let ana = db.create_user("ana", "h").await.unwrap();
    let t = new_table(&db, 3).await;
    let write = |thread, author: u8, whisper_to: Option<u8>, body: &str| NewPost {
        table: t,
        thread,
        author_user: Some(ana.id),
        author_seat: Some(SeatId(author)),
        whisper_to: whisper_to.map(SeatId),
        whisper_also: Vec::new(),
        reply_to: None,
        body: body.into(),
        written_at: None,
        images: Vec::new(),
    };
    let story = db.add_post(&write(Thread::Story, 1, None, "The *Nun* walks to the Shrine.")).await.unwrap();
    let talk = db.add_post(&write(Thread::Talk, 2, None, "brb")).await.unwrap();
    let whisper = db.add_post(&write(Thread::Talk, 1, Some(0), "is the Nun the Brain?")).await.unwrap();
    assert_eq!(db.post(story.id).await.unwrap(), story);
    assert_eq!(story.thread, Thread::Story);
    assert_eq!(whisper.whisper_to, Some(SeatId(0)));

    let ids = |posts: Vec<PostRecord>| posts.into_iter().map(|p| p.id).collect::<Vec<_>>();
    let q = |thread, reader| PostQuery { thread, reader, after: None, limit: 100, newest: false };
    assert_eq!(ids(db.posts(t, q(None, Reader::All)).await.unwrap()), vec![story.id, talk.id, whisper.id]);
    assert_eq!(ids(db.posts(t, q(None, Reader::Public)).await.unwrap()), vec![story.id, talk.id]);
    assert_eq!(
        ids(db.posts(t, q(None, Reader::Seat(SeatId(0)))).await.unwrap()),
        vec![story.id, talk.id, whisper.id]
    );
    assert_eq!(
        ids(db.posts(t, q(None, Reader::Seat(SeatId(1)))).await.unwrap()),
        vec![story.id, talk.id, whisper.id]
    );
    assert_eq!(ids(db.posts(t, q(None, Reader::Seat(SeatId(2)))).await.unwrap()), vec![story.id, talk.id]);
    assert_eq!(
        ids(db.posts(t, q(Some(Thread::Talk), Reader::All)).await.unwrap()),
        vec![talk.id, whisper.id]
    );
    assert_eq!(ids(db.posts(t, q(Some(Thread::Story), Reader::All)).await.unwrap()), vec![story.id]);
    let page =
        PostQuery { thread: None, reader: Reader::All, after: Some(story.id), limit: 1, newest: false };
    assert_eq!(ids(db.posts(t, page).await.unwrap()), vec![talk.id]);
    // A long thread opens at its end: the newest posts the reader may read, oldest first.
    let newest = |reader, limit| PostQuery { thread: None, reader, after: None, limit, newest: true };
    assert_eq!(ids(db.posts(t, newest(Reader::All, 2)).await.unwrap()), vec![talk.id, whisper.id]);
    assert_eq!(ids(db.posts(t, newest(Reader::Seat(SeatId(2)), 1)).await.unwrap()), vec![talk.id]);
    let other = new_table(&db, 2).await;
    assert!(db.posts(other, q(None, Reader::All)).await.unwrap().is_empty());
    let mut lost = write(Thread::Story, 0, None, "x");
    lost.table = TableId(t.0 + 50);
    assert!(matches!(db.add_post(&lost).await, Err(StoreError::NotFound(Entity::Table))));
}

async fn a_group_whisper_reaches_its_seats_only(db: Database) {
    let t = new_table(&db, 4).await;
    let post = NewPost {
        table: t,
        thread: Thread::Talk,
        author_user: None,
        author_seat: Some(SeatId(1)),
        whisper_to: Some(SeatId(2)),
        whisper_also: vec![SeatId(3)],
        reply_to: None,
        body: "the three of us".into(),
        written_at: None,
        images: Vec::new(),
    };
    let group = db.add_post(&post).await.unwrap();
    assert_eq!((group.whisper_to, group.whisper_also.clone()), (Some(SeatId(2)), vec![SeatId(3)]));
    assert_eq!(db.post(group.id).await.unwrap(), group);
    let q = |reader| PostQuery { thread: None, reader, after: None, limit: 100, newest: false };
    for (seat, reads) in [(0, false), (1, true), (2, true), (3, true)] {
        let got = db.posts(t, q(Reader::Seat(SeatId(seat)))).await.unwrap();
        assert_eq!(got.iter().any(|p| p.id == group.id), reads, "seat {seat}");
    }
    assert!(db.posts(t, q(Reader::Public)).await.unwrap().is_empty());
    assert_eq!(db.posts(t, q(Reader::All)).await.unwrap().len(), 1);
    assert_eq!(store::mask_seats(store::seat_mask([SeatId(0), SeatId(62)])), vec![SeatId(0), SeatId(62)]);
}

async fn a_post_keeps_its_images_in_order_with_their_thumbnails(db: Database) {
    let t = new_table(&db, 2).await;
    let image = |n: u8| NewImage {
        mime: "image/png".into(),
        width: 10 + u32::from(n),
        height: 20,
        // Every byte value, and a NUL, survive both back ends.
        data: (0..=255u8).chain([0, n]).collect(),
        thumb_width: 5,
        thumb_height: 10,
        thumb: vec![n, 0, 255],
    };
    let mut post = NewPost {
        table: t,
        thread: Thread::Talk,
        author_user: None,
        author_seat: Some(SeatId(1)),
        whisper_to: Some(SeatId(0)),
        whisper_also: Vec::new(),
        reply_to: None,
        body: "look".into(),
        written_at: None,
        images: vec![image(1), image(2)],
    };
    let written = db.add_post(&post).await.unwrap();
    post.images = Vec::new();
    let plain = db.add_post(&post).await.unwrap();
    let listed = db.post_images(t).await.unwrap();
    assert_eq!(listed.len(), 2, "{listed:?}");
    assert!(listed.iter().all(|i| i.post == Some(written.id) && i.table == t));
    assert_eq!(listed.iter().map(|i| (i.position, i.width)).collect::<Vec<_>>(), vec![(0, 11), (1, 12)]);
    assert_ne!(plain.id, written.id);
    let second = &listed[1];
    assert_eq!(db.image(second.id).await.unwrap(), *second);
    assert_eq!(db.image_bytes(second.id, false).await.unwrap(), image(2).data);
    assert_eq!(db.image_bytes(second.id, true).await.unwrap(), vec![2, 0, 255]);
    let missing = ImageId(second.id.0 + 100);
    assert!(matches!(db.image(missing).await, Err(StoreError::NotFound(Entity::Image))));
    assert!(matches!(db.image_bytes(missing, true).await, Err(StoreError::NotFound(Entity::Image))));
    assert!(db.post_images(new_table(&db, 2).await).await.unwrap().is_empty());
}

async fn a_handout_keeps_its_image_and_the_seats_shown_it(db: Database) {
    let t = new_table(&db, 4).await;
    let image = NewImage {
        mime: "image/jpeg".into(),
        width: 3,
        height: 2,
        data: vec![1, 2, 3],
        thumb_width: 3,
        thumb_height: 2,
        thumb: vec![4],
    };
    let new = NewHandout {
        table: t,
        title: "The clipping".into(),
        body: "Hotel fire: 3 dead".into(),
        seats: vec![SeatId(2), SeatId(1)],
        image: Some(image),
    };
    let h = db.add_handout(&new).await.unwrap();
    assert_eq!((h.title.as_str(), h.seats.clone()), ("The clipping", vec![SeatId(1), SeatId(2)]));
    let image = h.image.expect("its image");
    let record = db.image(image).await.unwrap();
    assert_eq!((record.handout, record.post), (Some(h.id), None));
    assert_eq!(db.image_bytes(image, false).await.unwrap(), vec![1, 2, 3]);
    assert!(db.post_images(t).await.unwrap().is_empty(), "a handout's image is no post's");
    let text = db.add_handout(&NewHandout { image: None, seats: vec![], ..new.clone() }).await.unwrap();
    assert_eq!((text.image, text.seats.clone()), (None, vec![]));
    assert_eq!(db.handouts(t).await.unwrap(), vec![h.clone(), text.clone()]);
    let shown = db.set_handout_seats(text.id, vec![SeatId(3)]).await.unwrap();
    assert_eq!(shown.seats, vec![SeatId(3)]);
    assert!(matches!(
        db.set_handout_seats(HandoutId(text.id.0 + 10), vec![]).await,
        Err(StoreError::NotFound(Entity::Handout))
    ));
    assert!(db.handouts(new_table(&db, 2).await).await.unwrap().is_empty());
}

async fn a_seat_has_one_portrait_at_most(db: Database) {
    let t = new_table(&db, 3).await;
    let image = |n: u8| NewImage {
        mime: "image/png".into(),
        width: u32::from(n),
        height: 1,
        data: vec![n],
        thumb_width: 1,
        thumb_height: 1,
        thumb: vec![n],
    };
    let first = db.set_portrait(t, SeatId(1), Some(&image(1))).await.unwrap().unwrap();
    db.set_portrait(t, SeatId(2), Some(&image(2))).await.unwrap();
    let second = db.set_portrait(t, SeatId(1), Some(&image(3))).await.unwrap().unwrap();
    let got = db.portraits(t).await.unwrap();
    assert_eq!(got.iter().map(|(s, i)| (s.0, i.width)).collect::<Vec<_>>(), vec![(1, 3), (2, 2)]);
    assert_eq!(got[0].1.id, second);
    assert!(matches!(db.image(first).await, Err(StoreError::NotFound(Entity::Image))), "the old one went");
    assert_eq!(db.set_portrait(t, SeatId(2), None).await.unwrap(), None);
    assert_eq!(db.portraits(t).await.unwrap().len(), 1);
    assert!(db.post_images(t).await.unwrap().is_empty());
}

async fn a_post_roll_is_kept_with_its_post(db: Database) {
    let t = new_table(&db, 2).await;
    let c = db.commit_seed(t, &ServerSeed::generate()).await.unwrap();
    let record = dice::RollRecord {
        commitment: c.commitment.clone(),
        client_seed: "s1:post-abc".into(),
        index: 0,
        dice: vec![dice::Die::D6, dice::Die::D6],
        faces: vec![3, 5],
    };
    let post = NewPost {
        table: t,
        thread: Thread::Talk,
        author_user: None,
        author_seat: Some(SeatId(1)),
        whisper_to: None,
        whisper_also: Vec::new(),
        reply_to: None,
        body: String::new(),
        written_at: None,
        images: Vec::new(),
    };
    let roll = store::PostRoll {
        record: record.clone(),
        label: "to open the lock".into(),
        notation: "2d6+1".into(),
    };
    let written = db.add_post_with_roll(&post, &roll).await.unwrap();
    let rolls = db.post_rolls(t).await.unwrap();
    assert_eq!(rolls.len(), 1);
    assert_eq!(
        (rolls[0].post, rolls[0].label.as_deref(), rolls[0].notation.as_deref()),
        (Some(written.id), Some("to open the lock"), Some("2d6+1"))
    );
    assert_eq!((rolls[0].record.clone(), rolls[0].seq), (record.clone(), None));
    assert_eq!(db.roll(&c.commitment, "s1:post-abc", 0).await.unwrap().post, Some(written.id));
    // The same roll again is refused, and its post with it.
    assert!(matches!(db.add_post_with_roll(&post, &roll).await, Err(StoreError::Duplicate(Entity::Roll))));
    assert_eq!(
        db.posts(t, PostQuery { thread: None, reader: Reader::All, after: None, limit: 10, newest: false })
            .await
            .unwrap()
            .len(),
        1
    );
}

/// A post's roll carried over by an import keeps the exporting server's commitment (here, one
/// this server already has, as when a table is imported where it was exported) and its seed,
/// listed with the table's post rolls and found by its address, apart from the original.
async fn an_imported_post_roll_is_kept_apart_with_its_seed(db: Database) {
    let original = new_table(&db, 2).await;
    let seed = ServerSeed::generate();
    let c = db.commit_seed(original, &seed).await.unwrap();
    let record = dice::RollRecord {
        commitment: c.commitment.clone(),
        client_seed: "s1:post-imp".into(),
        index: 0,
        dice: vec![dice::Die::D10],
        faces: vec![7],
    };
    let post = |table| NewPost {
        table,
        thread: Thread::Story,
        author_user: None,
        author_seat: Some(SeatId(1)),
        whisper_to: None,
        whisper_also: Vec::new(),
        reply_to: None,
        body: String::new(),
        written_at: Some(1_000),
        images: Vec::new(),
    };
    let thrown = store::PostRoll { record: record.clone(), label: "luck".into(), notation: "d10".into() };
    db.add_post_with_roll(&post(original), &thrown).await.unwrap();
    let copy = new_table(&db, 2).await;
    let imported = store::ImportedRoll {
        record: record.clone(),
        label: "luck".into(),
        notation: "d10".into(),
        seed: Some(seed.reveal()),
    };
    let written = db.add_imported_post(&post(copy), &imported).await.unwrap();
    let rolls = db.post_rolls(copy).await.unwrap();
    assert_eq!(rolls.len(), 1);
    assert_eq!((rolls[0].post, rolls[0].imported, &rolls[0].record), (Some(written.id), true, &record));
    assert_eq!(rolls[0].carried_seed.as_deref(), Some(seed.reveal().as_str()));
    let theirs = db.post_rolls(original).await.unwrap();
    assert_eq!((theirs.len(), theirs[0].imported, theirs[0].carried_seed.as_deref()), (1, false, None));
    // Its address finds the original first; an address only the import holds finds the import.
    assert_eq!(db.roll(&c.commitment, "s1:post-imp", 0).await.unwrap().table, original);
    let elsewhere = store::ImportedRoll {
        record: dice::RollRecord { client_seed: "s1:from-elsewhere".into(), ..record.clone() },
        seed: None,
        ..imported
    };
    let other = db.add_imported_post(&post(copy), &elsewhere).await.unwrap();
    let found = db.roll(&c.commitment, "s1:from-elsewhere", 0).await.unwrap();
    assert_eq!(
        (found.table, found.post, found.imported, found.carried_seed),
        (copy, Some(other.id), true, None)
    );
}

async fn seats_keep_display_names_and_posts_their_replies(db: Database) {
    let t = new_table(&db, 3).await;
    assert_eq!(db.seat(t, SeatId(1)).await.unwrap().display_name, None, "no name until one is chosen");
    let named = db.set_seat_name(t, SeatId(1), Some("Lucía")).await.unwrap();
    assert_eq!(named.display_name.as_deref(), Some("Lucía"));
    assert_eq!(db.seats(t).await.unwrap()[1], named);
    assert_eq!(db.seat(t, SeatId(2)).await.unwrap().display_name, None);
    assert_eq!(db.set_seat_name(t, SeatId(1), None).await.unwrap().display_name, None);
    assert!(matches!(
        db.set_seat_name(t, SeatId(9), Some("x")).await,
        Err(StoreError::NotFound(Entity::Seat))
    ));
    // The gender of the words about a seat (issue 18): none until chosen, kept apart from the name.
    assert_eq!(db.seat(t, SeatId(1)).await.unwrap().gender, None);
    let chosen = db.set_seat_gender(t, SeatId(1), Some("feminine")).await.unwrap();
    assert_eq!(chosen.gender.as_deref(), Some("feminine"));
    assert_eq!(db.seats(t).await.unwrap()[1], chosen);
    assert_eq!(
        db.set_seat_name(t, SeatId(1), Some("Lía")).await.unwrap().gender.as_deref(),
        Some("feminine")
    );
    assert_eq!(db.set_seat_gender(t, SeatId(1), None).await.unwrap().gender, None);
    assert!(matches!(db.set_seat_gender(t, SeatId(9), None).await, Err(StoreError::NotFound(Entity::Seat))));

    let write = |reply_to| NewPost {
        table: t,
        thread: Thread::Story,
        author_user: None,
        author_seat: Some(SeatId(1)),
        whisper_to: None,
        whisper_also: Vec::new(),
        reply_to,
        body: "text".into(),
        written_at: None,
        images: Vec::new(),
    };
    let first = db.add_post(&write(None)).await.unwrap();
    let answer = db.add_post(&write(Some(first.id))).await.unwrap();
    assert_eq!((first.reply_to, answer.reply_to), (None, Some(first.id)));
    assert_eq!(db.post(answer.id).await.unwrap(), answer);
}

async fn post_edits_keep_history(db: Database) {
    let t = new_table(&db, 2).await;
    let p = db
        .add_post(&NewPost {
            table: t,
            thread: Thread::Story,
            author_user: None,
            author_seat: Some(SeatId(0)),
            whisper_to: None,
            whisper_also: Vec::new(),
            reply_to: None,
            body: "first".into(),
            written_at: None,
            images: Vec::new(),
        })
        .await
        .unwrap();
    assert_eq!(p.edited_at, None);
    db.edit_post(p.id, "second").await.unwrap();
    let now = db.edit_post(p.id, "third").await.unwrap();
    assert_eq!(now.body, "third");
    assert!(now.edited_at.is_some());
    assert_eq!(db.post(p.id).await.unwrap(), now);
    let history = db.post_history(p.id).await.unwrap();
    let texts: Vec<(u32, &str)> = history.iter().map(|r| (r.rev, r.body.as_str())).collect();
    assert_eq!(texts, vec![(1, "first"), (2, "second"), (3, "third")]);
    assert_eq!(history[0].written_at, p.created_at);
    assert!(matches!(db.edit_post(PostId(p.id.0 + 9), "x").await, Err(StoreError::NotFound(Entity::Post))));
    assert!(matches!(db.post_history(PostId(p.id.0 + 9)).await, Err(StoreError::NotFound(Entity::Post))));
}

// ------------------------------------------------------------------------------------------------
// dice

async fn dice_commitment_rolls_and_reveal(db: Database) {
    let t = new_table(&db, 2).await;
    let seed = ServerSeed::from_phrase("dice test seed");
    let c = db.commit_seed(t, &seed).await.unwrap();
    assert_eq!(c.commitment, seed.commitment());
    assert_eq!(c.revealed_seed, None, "the seed stays secret until revealed");
    assert_eq!(db.current_commitment(t).await.unwrap(), c);
    assert_eq!(db.server_seed(c.id).await.unwrap(), seed);

    // The server rolls with the stored seed and the player's client seed, from the next index.
    let start = db.next_roll_index(&c.commitment, "ana's seed").await.unwrap();
    assert_eq!(start, 0);
    let mut roller = VerifiableRoller::new(db.server_seed(c.id).await.unwrap(), "ana's seed", start);
    let faces = roller.roll(&[Die::D6, Die::D6]);
    roller.roll(&[Die::D10]);
    let records = roller.take_records();
    let appended = db
        .append_with_rolls(
            t,
            0,
            vec![NewEvent { version: 1, seat: Some(SeatId(1)), event: raw(json!({"faces": faces})) }],
            records.clone(),
        )
        .await
        .unwrap();
    assert_eq!(db.next_roll_index(&c.commitment, "ana's seed").await.unwrap(), 2);
    assert_eq!(db.next_roll_index(&c.commitment, "bea's seed").await.unwrap(), 0);
    let stored = db.rolls(&c.commitment).await.unwrap();
    assert_eq!(stored.iter().map(|r| r.record.clone()).collect::<Vec<_>>(), records);
    assert!(stored.iter().all(|r| r.table == t && r.seq == Some(appended.last)));
    let one = db.roll(&c.commitment, "ana's seed", 1).await.unwrap();
    assert_eq!(one.record, records[1]);
    assert!(matches!(db.roll(&c.commitment, "ana's seed", 2).await, Err(StoreError::NotFound(Entity::Roll))));

    // A roll outside a game (to paste elsewhere).
    let mut free = VerifiableRoller::new(seed.clone(), "forum", 0);
    free.roll(&[Die::D8]);
    db.record_rolls(t, free.take_records()).await.unwrap();
    assert_eq!(db.roll(&c.commitment, "forum", 0).await.unwrap().seq, None);

    // Rotation: reveal, then commit anew.
    let revealed = db.reveal_seed(c.id, 5_000).await.unwrap();
    assert_eq!(revealed.revealed_seed, Some(seed.reveal()));
    assert_eq!(db.reveal_seed(c.id, 9_000).await.unwrap().revealed_at, Some(5_000), "the first reveal stays");
    assert!(matches!(db.current_commitment(t).await, Err(StoreError::NotFound(Entity::Commitment))));
    let verified = ServerSeed::from_hex(revealed.revealed_seed.as_deref().unwrap()).unwrap();
    for r in db.rolls(&c.commitment).await.unwrap() {
        assert_eq!(r.record.verify(&verified), Verdict::Verified);
    }
    let next = db.commit_seed(t, &ServerSeed::from_phrase("second seed")).await.unwrap();
    assert_eq!(db.current_commitment(t).await.unwrap().id, next.id);
    assert_eq!(db.commitments(t).await.unwrap().len(), 2);
    assert!(matches!(db.commit_seed(t, &seed).await, Err(StoreError::Duplicate(Entity::Commitment))));
}

async fn a_table_opens_ready_to_play_or_not_at_all(db: Database) {
    let seed = ServerSeed::from_phrase("opening seed");
    let mut roller = VerifiableRoller::new(seed.clone(), "setup", 0);
    roller.roll(&[Die::D6]);
    let opening = Opening {
        invitations: vec![(SeatId(1), TokenHash::of("link of seat 1"))],
        seed: seed.clone(),
        events: vec![ev(1), ev(2)],
        rolls: roller.take_records(),
        once: None,
    };
    let t = db.open_table(&table_spec("tragedy-looper", 2), &opening).await.unwrap().id;
    assert_eq!(db.seats(t).await.unwrap().len(), 2);
    assert_eq!(db.seat_by_invitation(&TokenHash::of("link of seat 1")).await.unwrap().seat, SeatId(1));
    let c = db.current_commitment(t).await.unwrap();
    assert_eq!(db.server_seed(c.id).await.unwrap(), seed);
    let events = db.events_since(t, 0).await.unwrap();
    assert_eq!(events.iter().map(|e| e.seq).collect::<Vec<_>>(), [1, 2]);
    assert_eq!(
        db.rolls(&c.commitment).await.unwrap()[0].seq,
        Some(2),
        "set-up rolls belong to its last event"
    );

    // An invitation for a seat the table does not have: nothing of the table is written.
    let before = db.list_tables(None, 100).await.unwrap().len();
    let bad = Opening {
        invitations: vec![(SeatId(9), TokenHash::of("no such seat"))],
        seed: ServerSeed::from_phrase("another seed"),
        ..opening
    };
    let refused = db.open_table(&table_spec("tragedy-looper", 2), &bad).await;
    assert!(matches!(refused, Err(StoreError::NotFound(Entity::Seat))), "{refused:?}");
    assert_eq!(db.list_tables(None, 100).await.unwrap().len(), before);
    assert!(matches!(
        db.seat_by_invitation(&TokenHash::of("no such seat")).await,
        Err(StoreError::NotFound(Entity::Invitation))
    ));
}

async fn a_refused_roll_refuses_its_events(db: Database) {
    let t = new_table(&db, 2).await;
    let seed = ServerSeed::from_phrase("refusal");
    let c = db.commit_seed(t, &seed).await.unwrap();
    let mut roller = VerifiableRoller::new(seed.clone(), "x", 0);
    roller.roll(&[Die::D6]);
    let records = roller.take_records();
    db.append_with_rolls(t, 0, vec![ev(1)], records.clone()).await.unwrap();
    // The same roll index again: the whole append is refused, its events too.
    let again = db.append_with_rolls(t, 1, vec![ev(2)], records.clone()).await;
    assert!(matches!(again, Err(StoreError::Duplicate(Entity::Roll))), "{again:?}");
    assert_eq!(db.head(t).await.unwrap(), 1);
    // A roll under a commitment the store does not know.
    let mut stranger = VerifiableRoller::new(ServerSeed::from_phrase("unknown"), "x", 0);
    stranger.roll(&[Die::D6]);
    let r = db.append_with_rolls(t, 1, vec![ev(2)], stranger.take_records()).await;
    assert!(matches!(r, Err(StoreError::NotFound(Entity::Commitment))), "{r:?}");
    assert_eq!(db.head(t).await.unwrap(), 1);
    assert_eq!(db.rolls(&c.commitment).await.unwrap().len(), 1);
}

// ------------------------------------------------------------------------------------------------
// outbox

async fn outbox_claims_leases_retries_and_gives_up(db: Database) {
    let t = new_table(&db, 2).await;
    let queue = |not_before| NewDelivery {
        table: Some(t),
        url: "https://chat.example/hook".into(),
        payload: json!({"content": "Ana, it is your move"}),
        not_before,
    };
    let now = 1_000_000;
    let due = db.enqueue_delivery(&queue(now - 1)).await.unwrap();
    let later = db.enqueue_delivery(&queue(now + 60_000)).await.unwrap();
    let claimed = db.claim_deliveries(now, 30_000, 10).await.unwrap();
    assert_eq!(claimed.iter().map(|d| d.id).collect::<Vec<_>>(), vec![due]);
    assert_eq!(claimed[0].payload, json!({"content": "Ana, it is your move"}));
    assert_eq!(claimed[0].status, DeliveryStatus::Pending);
    assert!(db.claim_deliveries(now + 1, 30_000, 10).await.unwrap().is_empty(), "leased");

    db.delivery_failed(due, "503 from the chat service", Some(now + 5_000), now).await.unwrap();
    let d = db.delivery(due).await.unwrap();
    assert_eq!(
        (d.attempts, d.last_error.as_deref(), d.status),
        (1, Some("503 from the chat service"), DeliveryStatus::Pending)
    );
    let retried = db.claim_deliveries(now + 5_000, 30_000, 10).await.unwrap();
    assert_eq!(retried.iter().map(|d| d.id).collect::<Vec<_>>(), vec![due]);
    db.delivery_succeeded(due, now + 5_001).await.unwrap();
    assert_eq!(db.delivery(due).await.unwrap().status, DeliveryStatus::Delivered(now + 5_001));

    let at_later = db.claim_deliveries(now + 60_000, 30_000, 10).await.unwrap();
    assert_eq!(at_later.iter().map(|d| d.id).collect::<Vec<_>>(), vec![later]);
    db.delivery_failed(later, "gone", None, now + 60_001).await.unwrap();
    assert_eq!(db.delivery(later).await.unwrap().status, DeliveryStatus::Abandoned(now + 60_001));
    assert!(db.claim_deliveries(i64::MAX / 2, 1, 10).await.unwrap().is_empty());
    assert!(matches!(
        db.delivery(DeliveryId(later.0 + 10)).await,
        Err(StoreError::NotFound(Entity::Delivery))
    ));
}

// ------------------------------------------------------------------------------------------------
// back-end specific

/// SQLite: an acknowledged append survives closing and reopening the file.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_appends_survive_reopening() {
    let file = support::SqliteFile::new();
    let t = {
        let db = file.open().await;
        let t = new_table(&db, 2).await;
        db.append(t, 0, vec![ev(1), ev(2)]).await.unwrap();
        if let Database::Sqlite(s) = &db {
            s.close().await.unwrap();
        }
        t
    };
    let db = file.open().await; // migrations run again and change nothing
    assert_eq!(db.head(t).await.unwrap(), 2);
    assert!(matches!(
        db.append(t, 0, vec![ev(3)]).await,
        Err(StoreError::Conflict { expected: 0, actual: 2 })
    ));
}

/// SQLite: closing writes what was sent, checkpoints the WAL and removes the `-wal` and `-shm`
/// files; the store then refuses appends, saying it is closed, and closing again does nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sqlite_close_checkpoints_and_removes_the_wal() {
    let file = support::SqliteFile::new();
    let side = |suffix: &str| {
        let mut p = file.0.clone().into_os_string();
        p.push(suffix);
        std::path::PathBuf::from(p)
    };
    let db = file.open().await;
    let t = new_table(&db, 2).await;
    db.append(t, 0, vec![ev(1), ev(2)]).await.unwrap();
    // A reader holds a pool connection while the writer appends: both are open now.
    assert_eq!(db.events_since(t, 0).await.unwrap().len(), 2);
    assert!(side("-wal").exists(), "a WAL file while the store is open");
    db.close().await.unwrap();
    assert!(!side("-wal").exists(), "no -wal file after close");
    assert!(!side("-shm").exists(), "no -shm file after close");
    let refused = db.append(t, 2, vec![ev(3)]).await.unwrap_err();
    let cause = std::error::Error::source(&refused).map(|c| c.to_string()).unwrap_or_default();
    assert!(cause.contains("closed"), "{refused}: {cause}");
    db.close().await.unwrap();
    let db = file.open().await;
    assert_eq!(db.head(t).await.unwrap(), 2, "the appends were checkpointed into the file");
    db.close().await.unwrap();
}

/// SQLite: the file is in WAL mode with `synchronous=FULL` on every connection.
#[tokio::test]
async fn sqlite_is_wal_with_full_sync() {
    let file = support::SqliteFile::new();
    let Database::Sqlite(s) = file.open().await else { unreachable!() };
    let (mode,): (String,) = sqlx::query_as("PRAGMA journal_mode").fetch_one(s.pool()).await.unwrap();
    let (sync,): (i64,) = sqlx::query_as("PRAGMA synchronous").fetch_one(s.pool()).await.unwrap();
    assert_eq!((mode.as_str(), sync), ("wal", 2), "2 is FULL");
    s.close().await.unwrap();
}

/// SQLite group commit: appends waiting together share one transaction, and each is still checked
/// on its own. On a single-threaded runtime the 64 tasks all queue their append before the writer
/// task runs, so they land in one transaction (a few at most).
#[tokio::test(flavor = "current_thread")]
async fn sqlite_group_commit_batches_waiting_appends() {
    let file = support::SqliteFile::new();
    let db = file.open().await;
    let Database::Sqlite(s) = &db else { unreachable!() };
    let mut tables = Vec::new();
    for _ in 0..32 {
        tables.push(new_table(&db, 2).await);
    }
    let before = s.writer_stats();
    let tasks: Vec<_> = tables
        .iter()
        .flat_map(|&t| [(t, 0), (t, 3)])
        .map(|(t, expected)| {
            let db = db.clone();
            tokio::spawn(async move { db.append(t, expected, vec![ev(1)]).await })
        })
        .collect();
    let mut accepted = 0;
    for task in tasks {
        match task.await.unwrap() {
            Ok(_) => accepted += 1,
            Err(StoreError::Conflict { expected: 3, .. }) => {}
            Err(e) => panic!("unexpected {e:?}"),
        }
    }
    assert_eq!(accepted, 32);
    let after = s.writer_stats();
    assert_eq!(after.appends - before.appends, 64);
    eprintln!(
        "group commit: {} appends in {} transactions",
        after.appends - before.appends,
        after.batches - before.batches
    );
    assert!(after.batches - before.batches <= 4, "too little batching: {before:?} -> {after:?}");
    for t in tables {
        assert_eq!(db.head(t).await.unwrap(), 1);
    }
}

/// Group commit: refusals of every kind inside one batch (a duplicate roll with events, which needs
/// a savepoint on SQLite; a duplicate roll alone; a conflict) leave the other appends of the batch
/// intact. On PostgreSQL the duplicate rolls fail the batch's statement, and the append task writes
/// each append again alone.
async fn refusals_inside_a_batch_leave_the_others_intact(db: Database) {
    let mut tables = Vec::new();
    for _ in 0..5 {
        tables.push(new_table(&db, 2).await);
    }
    let seed = ServerSeed::from_phrase(&format!("batch {}", tables[0]));
    db.commit_seed(tables[0], &seed).await.unwrap();
    let mut roller = VerifiableRoller::new(seed.clone(), "p", 0);
    roller.roll(&[Die::D6]);
    roller.roll(&[Die::D6]);
    let rolls = roller.take_records();
    db.record_rolls(tables[0], vec![rolls[0].clone()]).await.unwrap();

    let jobs = vec![
        (tables[0], 0, vec![ev(1), ev(2)], vec![rolls[0].clone()]), // duplicate roll: refused
        (tables[1], 0, vec![], vec![rolls[0].clone()]),             // duplicate roll alone: refused
        (tables[2], 0, vec![ev(1)], vec![rolls[1].clone()]),        // accepted
        (tables[3], 4, vec![ev(1)], vec![]),                        // stale: refused
        (tables[4], 0, vec![ev(1), ev(2), ev(3)], vec![]),          // accepted
    ];
    let tasks: Vec<_> = jobs
        .into_iter()
        .map(|(t, expected, events, rolls)| {
            let db = db.clone();
            tokio::spawn(async move { db.append_with_rolls(t, expected, events, rolls).await })
        })
        .collect();
    let mut results = Vec::new();
    for task in tasks {
        results.push(task.await.unwrap());
    }
    assert!(matches!(results[0], Err(StoreError::Duplicate(Entity::Roll))), "{:?}", results[0]);
    assert!(matches!(results[1], Err(StoreError::Duplicate(Entity::Roll))), "{:?}", results[1]);
    assert_eq!(results[2].as_ref().unwrap(), &Appended { first: 1, last: 1 });
    assert!(matches!(results[3], Err(StoreError::Conflict { expected: 4, actual: 0 })), "{:?}", results[3]);
    assert_eq!(results[4].as_ref().unwrap(), &Appended { first: 1, last: 3 });
    let heads = [0, 0, 1, 0, 3];
    for (t, head) in tables.iter().zip(heads) {
        assert_eq!(db.head(*t).await.unwrap(), head);
    }
    assert_eq!(db.rolls(&seed.commitment()).await.unwrap().len(), 2);
    assert_eq!(db.roll(&seed.commitment(), "p", 1).await.unwrap().seq, Some(1));
}

async fn appends_of_one_batch_keep_their_own_events_and_rolls(db: Database) {
    // Appends of 0 to 3 events and 0 to 2 rolls each, sent at once so that they share batches:
    // each must find exactly its own events and rolls, at its own sequence numbers.
    let mut tables = Vec::new();
    for _ in 0..8 {
        tables.push(new_table(&db, 2).await);
    }
    let mut jobs = Vec::new();
    for (i, t) in tables.iter().enumerate() {
        let seed = ServerSeed::from_phrase(&format!("slices {t}"));
        db.commit_seed(*t, &seed).await.unwrap();
        let mut roller = VerifiableRoller::new(seed.clone(), "slice", 0);
        for _ in 0..i % 3 {
            roller.roll(&[Die::D6, Die::D8]);
        }
        let events: Vec<NewEvent> = (0..(i % 4) as u64).map(|n| ev(100 * i as u64 + n)).collect();
        let rolls = if events.is_empty() { Vec::new() } else { roller.take_records() };
        jobs.push((*t, seed, events, rolls));
    }
    let tasks: Vec<_> = jobs
        .iter()
        .map(|(t, _, events, rolls)| {
            let (db, t, events, rolls) = (db.clone(), *t, events.clone(), rolls.clone());
            tokio::spawn(async move { db.append_with_rolls(t, 0, events, rolls).await })
        })
        .collect();
    for (task, (t, seed, events, rolls)) in tasks.into_iter().zip(&jobs) {
        let appended = task.await.unwrap().unwrap();
        assert_eq!(appended, Appended { first: 1, last: events.len() as u64 });
        let stored = db.events_since(*t, 0).await.unwrap();
        let texts: Vec<&str> = stored.iter().map(|e| e.event.get()).collect();
        let sent: Vec<&str> = events.iter().map(|e| e.event.get()).collect();
        assert_eq!(texts, sent, "table {t}");
        assert_eq!(
            stored.iter().map(|e| e.seq).collect::<Vec<_>>(),
            (1..=events.len() as u64).collect::<Vec<_>>()
        );
        let kept = db.rolls(&seed.commitment()).await.unwrap();
        assert_eq!(kept.len(), rolls.len(), "table {t}");
        for r in rolls {
            let k = db.roll(&seed.commitment(), "slice", r.index).await.unwrap();
            assert_eq!((k.seq, &k.record), (Some(events.len() as u64), r), "table {t}");
        }
    }
}

/// SQLite group commit: the refusals above take one or two transactions, not one each.
#[tokio::test(flavor = "current_thread")]
async fn sqlite_refusals_inside_a_batch_share_its_transaction() {
    let file = support::SqliteFile::new();
    let db = file.open().await;
    let Database::Sqlite(s) = &db else { unreachable!() };
    let before = s.writer_stats();
    refusals_inside_a_batch_leave_the_others_intact(db.clone()).await;
    let after = s.writer_stats();
    assert_eq!(after.appends - before.appends, 5);
    assert!(after.batches - before.batches <= 2, "{before:?} -> {after:?}");
}

/// PostgreSQL: an append through one pool reaches a listener on another connection (another
/// server process, in production).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_notify_reaches_another_pool() {
    let Some(pg) = support::PgDatabase::create("postgres_notify_reaches_another_pool").await else { return };
    let writer = pg.open().await;
    let reader = pg.open().await;
    let t = new_table(&writer, 2).await;
    let mut sub = reader.subscribe().await.unwrap();
    writer.append(t, 0, vec![ev(1)]).await.unwrap();
    writer.append(t, 1, vec![ev(2), ev(3)]).await.unwrap();
    let seen = notices_until(&mut sub, t, 3).await;
    assert!(seen.iter().all(|s| [1, 3].contains(s)), "{seen:?}");
    assert_eq!(reader.events_since(t, 1).await.unwrap().len(), 2);
    drop(sub); // a listener holds a pool connection: drop it before closing the pool
    for db in [writer, reader] {
        if let Database::Postgres(p) = db {
            p.close().await.unwrap();
        }
    }
    pg.drop_database().await;
}

/// PostgreSQL: a store on a replica (`Database::connect_replica`, what `tablon serve
/// --database-replica` opens) reads what the primary wrote and refuses every write, changing
/// nothing: its transactions are read-only even where a proxy sent it to the primary.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_a_replica_store_reads_the_log_and_never_writes() {
    let Some(pg) = support::PgDatabase::create("postgres_a_replica_store_reads").await else { return };
    let primary = pg.open().await;
    let table = new_table(&primary, 2).await;
    primary.append(table, 0, vec![ev(1), ev(2)]).await.unwrap();
    let replica = Database::connect_replica(&pg.url()).await.unwrap();
    let read = replica.events_since(table, 0).await.unwrap();
    assert_eq!(read.iter().map(|e| e.seq).collect::<Vec<_>>(), [1, 2]);
    assert_eq!(replica.table(table).await.unwrap().id, table);
    assert!(replica.append(table, 2, vec![ev(3)]).await.is_err(), "an append through the replica fails");
    assert_eq!(primary.events_since(table, 0).await.unwrap().len(), 2, "and writes nothing");
    assert!(Database::connect_replica("sqlite://replica.db").await.is_err(), "a replica is PostgreSQL's");
    replica.close().await.unwrap();
    primary.close().await.unwrap();
    pg.drop_database().await;
}

/// PostgreSQL: two stores (two server processes) appending at once, each batch announced after its
/// commit: listeners on both hear every table up to its last append, each table's notices in order.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn postgres_two_writers_are_heard_by_listeners_on_both_in_order() {
    let Some(pg) = support::PgDatabase::create("postgres_two_writers_are_heard").await else { return };
    let (a, b) = (pg.open().await, pg.open().await);
    let mut tables = Vec::new();
    for _ in 0..4 {
        tables.push(new_table(&a, 2).await);
    }
    let mut subs = [a.subscribe().await.unwrap(), b.subscribe().await.unwrap()];
    const APPENDS: u64 = 30;
    let write = |db: Database, mine: Vec<TableId>| async move {
        for n in 0..APPENDS {
            for t in &mine {
                db.append(*t, n, vec![ev(n + 1)]).await.unwrap();
            }
        }
    };
    let (wa, wb) = tokio::join!(
        tokio::spawn(write(a.clone(), tables[..2].to_vec())),
        tokio::spawn(write(b.clone(), tables[2..].to_vec()))
    );
    wa.unwrap();
    wb.unwrap();
    for sub in &mut subs {
        let mut heard: std::collections::BTreeMap<TableId, Vec<u64>> = Default::default();
        while tables.iter().any(|t| heard.get(t).and_then(|s| s.last()) != Some(&APPENDS)) {
            if let Notice::Appended { table, seq } = next_notice(sub).await {
                heard.entry(table).or_default().push(seq);
            }
        }
        for (table, seqs) in &heard {
            assert!(seqs.windows(2).all(|w| w[0] < w[1]), "table {table}: notices out of order: {seqs:?}");
        }
    }
    drop(subs);
    for db in [a, b] {
        if let Database::Postgres(p) = db {
            p.close().await.unwrap();
        }
    }
    pg.drop_database().await;
}

// ------------------------------------------------------------------------------------------------
// moderation

async fn tables_are_suspended_and_resumed(db: Database) {
    let t = db.create_table(&table_spec("tragedy-looper", 2)).await.unwrap();
    let other = db.create_table(&table_spec("tragedy-looper", 2)).await.unwrap();
    assert_eq!(db.suspended_since(t.id).await.unwrap(), None, "a new table is not suspended");
    db.set_suspended(t.id, Some(1_000)).await.unwrap();
    assert_eq!(db.suspended_since(t.id).await.unwrap(), Some(1_000));
    assert_eq!(db.suspended_since(other.id).await.unwrap(), None, "only that table");
    // The table's record and log are untouched.
    assert_eq!(db.table(t.id).await.unwrap(), t);
    db.set_suspended(t.id, None).await.unwrap();
    assert_eq!(db.suspended_since(t.id).await.unwrap(), None);
    assert!(matches!(
        db.set_suspended(TableId(999_999), Some(1)).await,
        Err(StoreError::NotFound(Entity::Table))
    ));
    assert!(matches!(db.suspended_since(TableId(999_999)).await, Err(StoreError::NotFound(Entity::Table))));
}

async fn a_delivery_key_is_queued_once(db: Database) {
    let t = db.create_table(&table_spec("tragedy-looper", 2)).await.unwrap();
    let d = NewDelivery {
        table: Some(t.id),
        url: "https://chat.example/hook".into(),
        payload: json!({"content": "late"}),
        not_before: 0,
    };
    let first = db.enqueue_delivery_once(&d, "remind:1:7").await.unwrap().expect("queued");
    assert_eq!(db.enqueue_delivery_once(&d, "remind:1:7").await.unwrap(), None, "the key was taken");
    // Even once delivered, the key stays taken; other keys and unkeyed items are independent.
    db.delivery_succeeded(first, 1).await.unwrap();
    assert_eq!(db.enqueue_delivery_once(&d, "remind:1:7").await.unwrap(), None);
    assert!(db.enqueue_delivery_once(&d, "remind:1:8").await.unwrap().is_some());
    db.enqueue_delivery(&d).await.unwrap();
    db.enqueue_delivery(&d).await.unwrap();
    let due = db.claim_deliveries(now_ms(), 1000, 10).await.unwrap();
    assert_eq!(due.len(), 3, "remind:1:8 and the two unkeyed ones");
    // Racing enqueuers: exactly one wins.
    let tasks: Vec<_> = (0..8)
        .map(|_| {
            let (db, d) = (db.clone(), d.clone());
            tokio::spawn(async move { db.enqueue_delivery_once(&d, "race").await.unwrap() })
        })
        .collect();
    let mut won = 0;
    for t in tasks {
        won += usize::from(t.await.unwrap().is_some());
    }
    assert_eq!(won, 1);
}

async fn mail_addresses_are_confirmed_once_and_keep_their_kinds(db: Database) {
    let ana = db.create_user("ana", "hash").await.unwrap();
    let table = new_table(&db, 2).await;
    let new = |owner, address: &str, token: &str, key: &str| NewMailAddress {
        owner,
        address: address.into(),
        lang: "es".into(),
        confirm: TokenHash::of(token),
        unsubscribe_key: key.into(),
        confirmation: None,
        once: None,
    };
    let set =
        db.set_mail_address(&new(MailOwner::User(ana.id), "ana@example.org", "t1", "k1")).await.unwrap();
    assert_eq!((set.confirmed_at, set.kinds.len()), (None, 0));
    let seat = MailOwner::Seat(table, SeatId(1));
    db.set_mail_address(&new(seat, "bea@example.org", "t2", "k2")).await.unwrap();
    assert_eq!(db.mail_address(seat).await.unwrap().address, "bea@example.org");
    // One address per owner: the account's and the seat's are apart.
    assert_eq!(db.mail_address(MailOwner::User(ana.id)).await.unwrap().address, "ana@example.org");
    assert!(matches!(
        db.mail_address(MailOwner::Seat(table, SeatId(2))).await,
        Err(StoreError::NotFound(Entity::MailAddress))
    ));
    // The confirmation link works once.
    let confirmed = db.confirm_mail_address(&TokenHash::of("t1"), 77).await.unwrap();
    assert_eq!((confirmed.id, confirmed.confirmed_at), (set.id, Some(77)));
    assert!(matches!(
        db.confirm_mail_address(&TokenHash::of("t1"), 78).await,
        Err(StoreError::NotFound(Entity::MailAddress))
    ));
    // Kinds, everywhere and per table; the table's own setting wins.
    db.set_mail_kind(set.id, None, "your-move", false).await.unwrap();
    db.set_mail_kind(set.id, Some(table), "your-move", true).await.unwrap();
    db.set_mail_kind(set.id, None, "your-move", false).await.unwrap();
    let by_key = db.mail_address_by_key("k1").await.unwrap();
    assert_eq!(by_key.kinds.len(), 2);
    assert!(by_key.wants("your-move", Some(table), false));
    assert!(!by_key.wants("your-move", None, true));
    assert!(by_key.wants("whisper", None, true));
    // The same address again keeps its confirmation and kinds; another one starts over.
    let again =
        db.set_mail_address(&new(MailOwner::User(ana.id), "ana@example.org", "t3", "k3")).await.unwrap();
    assert_eq!((again.confirmed_at, again.kinds.len(), again.unsubscribe_key.as_str()), (Some(77), 2, "k1"));
    let other =
        db.set_mail_address(&new(MailOwner::User(ana.id), "ana@example.net", "t4", "k4")).await.unwrap();
    assert_eq!((other.confirmed_at, other.kinds.len()), (None, 0));
    assert!(matches!(db.mail_address_by_key("k1").await, Err(StoreError::NotFound(Entity::MailAddress))));
    db.delete_mail_address(MailOwner::User(ana.id)).await.unwrap();
    db.delete_mail_address(MailOwner::User(ana.id)).await.unwrap();
    assert!(db.mail_address(MailOwner::User(ana.id)).await.is_err());
}

/// The address form sent twice (a double click, a dropped connection) under one key: the first
/// confirmation link keeps working and one confirmation mail is queued, in the setting's own
/// transaction; a confirmed address set again queues none.
async fn an_address_set_under_a_key_is_set_and_mailed_once(db: Database) {
    let ana = db.create_user("ana", "hash").await.unwrap();
    let owner = MailOwner::User(ana.id);
    let mail = |to: &str| NewDelivery {
        table: None,
        url: "smtp:".into(),
        payload: json!({ "to": to }),
        not_before: 0,
    };
    let new = |token: &str, once: Option<IdempotencyKey>| NewMailAddress {
        owner,
        address: "ana@example.org".into(),
        lang: "es".into(),
        confirm: TokenHash::of(token),
        unsubscribe_key: format!("u-{token}"),
        confirmation: Some(mail(token)),
        once,
    };
    let keyed = key("user:1", "form-1", "");
    db.set_mail_address(&new("t1", Some(keyed.clone()))).await.unwrap();
    let again = db.set_mail_address(&new("t2", Some(keyed))).await;
    assert!(matches!(again, Err(StoreError::Duplicate(Entity::IdempotencyKey))), "{again:?}");
    let queued = db.claim_deliveries(i64::MAX / 2, 1_000, 10).await.unwrap();
    assert_eq!(queued.iter().map(|d| d.payload["to"].clone()).collect::<Vec<_>>(), [json!("t1")]);
    db.confirm_mail_address(&TokenHash::of("t1"), 5).await.expect("the first link still works");
    // Confirmed: set again (another key, say another language), it is mailed nothing.
    let set = db.set_mail_address(&new("t3", Some(key("user:1", "form-2", "")))).await.unwrap();
    assert_eq!(set.confirmed_at, Some(5));
    assert!(db.claim_deliveries(i64::MAX / 2, 1_000, 10).await.unwrap().is_empty());
}

async fn digests_are_made_once_a_day_and_feed_keys_are_replaced_and_removed(db: Database) {
    let ana = db.create_user("ana", "hash").await.unwrap();
    let table = new_table(&db, 2).await;
    let new = |owner, address: &str, token: &str, key: &str| NewMailAddress {
        owner,
        address: address.into(),
        lang: "en".into(),
        confirm: TokenHash::of(token),
        unsubscribe_key: key.into(),
        confirmation: None,
        once: None,
    };
    let set =
        db.set_mail_address(&new(MailOwner::User(ana.id), "ana@example.org", "t1", "k1")).await.unwrap();
    let seat = db
        .set_mail_address(&new(MailOwner::Seat(table, SeatId(1)), "bea@example.org", "t2", "k2"))
        .await
        .unwrap();
    db.set_mail_kind(set.id, None, "digest", true).await.unwrap();
    db.set_mail_kind(seat.id, Some(table), "digest", true).await.unwrap();
    // Only confirmed addresses that chose the kind (everywhere or at a table).
    assert!(db.mail_addresses_wanting("digest").await.unwrap().is_empty());
    db.confirm_mail_address(&TokenHash::of("t1"), 1).await.unwrap();
    db.confirm_mail_address(&TokenHash::of("t2"), 1).await.unwrap();
    let wanting = db.mail_addresses_wanting("digest").await.unwrap();
    assert_eq!(wanting.iter().map(|a| a.id).collect::<Vec<_>>(), [set.id, seat.id]);
    assert_eq!(wanting[0].digest_at, None);
    db.set_mail_kind(seat.id, Some(table), "digest", false).await.unwrap();
    assert_eq!(db.mail_addresses_wanting("digest").await.unwrap().len(), 1);
    // The digest time moves once from what was read: a second process's write is refused.
    assert!(db.set_mail_digest_at(set.id, None, 1000).await.unwrap());
    assert!(!db.set_mail_digest_at(set.id, None, 1001).await.unwrap());
    assert!(db.set_mail_digest_at(set.id, Some(1000), 2000).await.unwrap());
    assert_eq!(db.mail_address(MailOwner::User(ana.id)).await.unwrap().digest_at, Some(2000));

    // Feed keys: one per seat, a new one replaces the old, revoking removes it.
    assert_eq!(db.feed_key_made(table, SeatId(1)).await.unwrap(), None);
    db.set_feed_key(table, SeatId(1), &TokenHash::of("f1"), "es", None).await.unwrap();
    assert_eq!(db.feed_by_key(&TokenHash::of("f1")).await.unwrap(), (table, SeatId(1), "es".to_owned()));
    assert!(db.feed_key_made(table, SeatId(1)).await.unwrap().is_some());
    db.set_feed_key(table, SeatId(1), &TokenHash::of("f2"), "en", None).await.unwrap();
    assert!(matches!(db.feed_by_key(&TokenHash::of("f1")).await, Err(StoreError::NotFound(_))));
    assert_eq!(db.feed_by_key(&TokenHash::of("f2")).await.unwrap().2, "en");
    db.set_feed_key(table, SeatId(2), &TokenHash::of("f3"), "es", None).await.unwrap();
    db.delete_feed_key(table, SeatId(1)).await.unwrap();
    db.delete_feed_key(table, SeatId(1)).await.unwrap();
    assert!(matches!(db.feed_by_key(&TokenHash::of("f2")).await, Err(StoreError::NotFound(_))));
    assert_eq!(db.feed_by_key(&TokenHash::of("f3")).await.unwrap().1, SeatId(2));
}

// ------------------------------------------------------------------------------------------------
// idempotency keys

fn key(caller: &str, key: &str, answer: &str) -> IdempotencyKey {
    IdempotencyKey {
        caller: caller.into(),
        key: key.into(),
        request: "r1".into(),
        answer: answer.into(),
        fresh_after: now_ms() - 60_000,
    }
}

async fn a_keyed_write_is_recorded_with_its_key_once(db: Database) {
    let t = new_table(&db, 2).await;
    assert_eq!(db.idempotent_answer("seat:1:1", "k", 0).await.unwrap(), None);
    let done =
        db.append_once(t, 0, vec![ev(1), ev(2)], vec![], &key("seat:1:1", "k", "{\"a\":1}")).await.unwrap();
    assert_eq!(done, Appended { first: 1, last: 2 });
    let found = db.idempotent_answer("seat:1:1", "k", 0).await.unwrap().unwrap();
    assert_eq!((found.request.as_str(), found.answer.as_str(), found.post), ("r1", "{\"a\":1}", None));
    // The same key again: refused, and its events are not written.
    let again = db.append_once(t, 2, vec![ev(3)], vec![], &key("seat:1:1", "k", "{}")).await;
    assert!(matches!(again, Err(StoreError::Duplicate(Entity::IdempotencyKey))), "{again:?}");
    assert_eq!(db.head(t).await.unwrap(), 2);
    // Another caller's key of the same name is its own; a stale expectation writes no key.
    let stale = db.append_once(t, 0, vec![ev(3)], vec![], &key("seat:1:2", "k", "{}")).await;
    assert!(matches!(stale, Err(StoreError::Conflict { expected: 0, actual: 2 })), "{stale:?}");
    assert_eq!(
        db.idempotent_answer("seat:1:2", "k", 0).await.unwrap(),
        None,
        "a refused append keeps no key"
    );
    db.append_once(t, 2, vec![ev(3)], vec![], &key("seat:1:2", "k", "{}")).await.unwrap();
    // A post and its edit, each answered by the post.
    let post = NewPost {
        table: t,
        thread: Thread::Talk,
        author_user: None,
        author_seat: Some(SeatId(1)),
        whisper_to: None,
        whisper_also: Vec::new(),
        reply_to: None,
        body: "once".into(),
        written_at: None,
        images: Vec::new(),
    };
    let written = db.add_post_once(&post, None, &key("seat:1:1", "p", "")).await.unwrap();
    assert_eq!(db.idempotent_answer("seat:1:1", "p", 0).await.unwrap().unwrap().post, Some(written.id));
    let twice = db.add_post_once(&post, None, &key("seat:1:1", "p", "")).await;
    assert!(matches!(twice, Err(StoreError::Duplicate(Entity::IdempotencyKey))));
    db.edit_post_once(written.id, "edited", &key("seat:1:1", "e", "")).await.unwrap();
    let twice = db.edit_post_once(written.id, "edited again", &key("seat:1:1", "e", "")).await;
    assert!(matches!(twice, Err(StoreError::Duplicate(Entity::IdempotencyKey))));
    assert_eq!(db.post(written.id).await.unwrap().body, "edited");
    let q = PostQuery { thread: None, reader: Reader::All, after: None, limit: 10, newest: false };
    assert_eq!(db.posts(t, q).await.unwrap().len(), 1);
    // An expired key is answered no more, and is replaced by its next use.
    assert_eq!(db.idempotent_answer("seat:1:1", "k", now_ms() + 60_000).await.unwrap(), None);
    let renewed = IdempotencyKey { fresh_after: now_ms() + 60_000, ..key("seat:1:1", "k", "{}") };
    db.append_once(t, 3, vec![ev(4)], vec![], &renewed).await.unwrap();
    assert_eq!(
        db.purge_idempotency_keys(now_ms() + 60_000).await.unwrap(),
        4,
        "the renewed key replaced the old"
    );
    assert_eq!(db.idempotent_answer("seat:1:1", "p", 0).await.unwrap(), None);
}

async fn a_table_opened_under_a_key_is_opened_once(db: Database) {
    let opening = |key: &str, link: &str| Opening {
        invitations: vec![(SeatId(1), TokenHash::of(link))],
        seed: ServerSeed::from_phrase(key),
        events: vec![ev(1)],
        rolls: Vec::new(),
        once: Some(self::key("user:1", key, "sealed links")),
    };
    let before = db.list_tables(None, 100).await.unwrap().len();
    let t = db.open_table(&table_spec("tragedy-looper", 2), &opening("o", "link under o")).await.unwrap().id;
    let found = db.idempotent_answer("user:1", "o", 0).await.unwrap().unwrap();
    assert_eq!((found.answer.as_str(), found.table, found.post), ("sealed links", Some(t), None));
    // The same key again: refused, and nothing of a second table is written.
    let twice = db.open_table(&table_spec("tragedy-looper", 2), &opening("o", "another link")).await;
    assert!(matches!(twice, Err(StoreError::Duplicate(Entity::IdempotencyKey))), "{twice:?}");
    assert_eq!(db.list_tables(None, 100).await.unwrap().len(), before + 1);
    assert!(matches!(
        db.seat_by_invitation(&TokenHash::of("link under o")).await,
        Ok(s) if s.table == t
    ));
    // A link reissued and a feed link made under a key: once each.
    let reissue = self::key("user:1", "r", "sealed link");
    db.issue_invitation(t, SeatId(1), &TokenHash::of("reissued"), Some(&reissue)).await.unwrap();
    let twice = db.issue_invitation(t, SeatId(1), &TokenHash::of("reissued twice"), Some(&reissue)).await;
    assert!(matches!(twice, Err(StoreError::Duplicate(Entity::IdempotencyKey))), "{twice:?}");
    assert!(db.seat_by_invitation(&TokenHash::of("reissued")).await.is_ok(), "the first reissue stands");
    let feed = self::key("seat:1:1", "f", "sealed feed");
    db.set_feed_key(t, SeatId(1), &TokenHash::of("feed"), "es", Some(&feed)).await.unwrap();
    let twice = db.set_feed_key(t, SeatId(1), &TokenHash::of("feed twice"), "es", Some(&feed)).await;
    assert!(matches!(twice, Err(StoreError::Duplicate(Entity::IdempotencyKey))), "{twice:?}");
    assert!(db.feed_by_key(&TokenHash::of("feed")).await.is_ok(), "the first feed link stands");
}

async fn racing_keyed_appends_land_once_beside_the_group_commit(db: Database) {
    let t = new_table(&db, 2).await;
    // Many tasks send the same keyed write while others append through the group commit.
    let mut tasks = Vec::new();
    for n in 0..8 {
        let db = db.clone();
        tasks.push(tokio::spawn(async move {
            loop {
                let head = db.head(t).await.unwrap();
                if n % 2 == 0 {
                    match db
                        .append_once(t, head, vec![ev(head + 1)], vec![], &key("seat:1:1", "race", "{}"))
                        .await
                    {
                        Ok(_) => return 1,
                        Err(StoreError::Duplicate(Entity::IdempotencyKey)) => return 0,
                        Err(StoreError::Conflict { .. }) => continue,
                        Err(e) => panic!("{e:?}"),
                    }
                } else {
                    match db.append(t, head, vec![ev(head + 1)]).await {
                        Ok(_) => return 0,
                        Err(StoreError::Conflict { .. }) => continue,
                        Err(e) => panic!("{e:?}"),
                    }
                }
            }
        }));
    }
    let mut keyed = 0;
    for task in tasks {
        keyed += task.await.unwrap();
    }
    assert_eq!(keyed, 1, "the keyed write landed once");
    assert_eq!(db.head(t).await.unwrap(), 5, "four plain appends and one keyed");
}

async fn tables_opened_are_counted_per_account(db: Database) {
    let ana = db.create_user("ana", "x").await.unwrap().id;
    let other = db.create_user("other", "x").await.unwrap().id;
    let before = now_ms() - 1;
    for _ in 0..3 {
        db.create_table(&NewTable { created_by: Some(ana), ..table_spec("tragedy-looper", 2) })
            .await
            .unwrap();
    }
    db.create_table(&NewTable { created_by: Some(other), ..table_spec("tragedy-looper", 2) }).await.unwrap();
    assert_eq!(db.tables_opened_since(ana, before).await.unwrap(), 3);
    assert_eq!(db.tables_opened_since(other, before).await.unwrap(), 1);
    assert_eq!(db.tables_opened_since(ana, now_ms() + 1000).await.unwrap(), 0);
}
