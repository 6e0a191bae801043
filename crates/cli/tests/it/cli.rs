//! The `tablon` command as a user runs it: exit codes, messages and JSON.

use std::process::{Command, Output};

use serde_json::Value;

fn tablon(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_tablon")).args(args).output().expect("tablon runs")
}

fn stdout(o: &Output) -> String {
    String::from_utf8_lossy(&o.stdout).into_owned()
}

fn stderr(o: &Output) -> String {
    String::from_utf8_lossy(&o.stderr).into_owned()
}

fn json(o: &Output) -> Value {
    serde_json::from_str(stdout(o).trim()).unwrap_or_else(|e| panic!("not JSON ({e}): {}", stdout(o)))
}

#[test]
fn roll_44_removes_the_highest_and_reads_matches() {
    let o = tablon(&["roll", "44", "--dice", "6", "--remove", "1", "--client-seed", "x", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v = json(&o);
    let roll = &v["reading"]["roll"];
    let mut faces: Vec<u64> = roll["faces"].as_array().unwrap().iter().map(|f| f.as_u64().unwrap()).collect();
    faces.sort_unstable_by(|a, b| b.cmp(a));
    assert_eq!(roll["removed"], serde_json::json!([faces[0]]));
    let kept = &faces[1..];
    let expected = kept[0] + kept.iter().filter(|&&f| f == kept[0]).count() as u64 - 1;
    assert_eq!(v["reading"]["result"], expected);
    assert_eq!(v["rolls"][0]["client_seed"], "x");
}

#[test]
fn every_roll_prints_a_record_that_verifies() {
    let dir = tempfile::tempdir().unwrap();
    for args in [
        vec!["roll", "3d6+2", "--json"],
        vec!["roll", "fragmentos", "--dice", "4", "--bonus", "2", "--json"],
        vec!["roll", "genrefuzzion", "d8", "d8", "d6", "d4", "--json"],
    ] {
        let o = tablon(&args);
        assert!(o.status.success(), "{args:?}: {}", stderr(&o));
        let path = dir.path().join("roll.json");
        std::fs::write(&path, stdout(&o)).unwrap();
        let v = tablon(&["verify", path.to_str().unwrap()]);
        assert!(v.status.success(), "{args:?}: {}", stdout(&v));
        assert!(stdout(&v).contains("1 of 1 rolls verified"));
    }
}

#[test]
fn verify_catches_a_forged_face() {
    let o = tablon(&["roll", "2d6", "--json"]);
    let mut v = json(&o);
    let face = v["rolls"][0]["faces"][0].as_u64().unwrap();
    v["rolls"][0]["faces"][0] = (face % 6 + 1).into();
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("forged.json");
    std::fs::write(&path, v.to_string()).unwrap();
    let out = tablon(&["verify", path.to_str().unwrap()]);
    assert_eq!(out.status.code(), Some(1));
    assert!(stdout(&out).contains("NOT verified"), "{}", stdout(&out));
}

#[test]
fn bad_input_exits_2_with_a_clear_message() {
    for (args, needle) in [
        (vec!["roll", "3x6"], "not dice notation"),
        (vec!["roll", "44"], "needs --dice"),
        (vec!["roll", "genrefuzzion", "d7"], "not a GenreFuzzion step die"),
        (vec!["roll", "fragmentos", "--dice", "3", "--remove", "1"], "removes no dice"),
        (vec!["schema", "chess"], "unknown game"),
        (vec!["replay", "/nonexistent.json"], "cannot read"),
        (vec!["verify", "/nonexistent/file.json"], "cannot read"),
        (vec!["odds", "highest"], "--dice"),
    ] {
        let o = tablon(&args);
        assert_eq!(o.status.code(), Some(2), "{args:?}");
        assert!(stderr(&o).contains(needle), "{args:?}: {}", stderr(&o));
    }
}

#[test]
fn help_is_worth_reading() {
    let o = tablon(&["roll", "--help"]);
    let text = stdout(&o);
    assert!(text.contains("tablon roll genrefuzzion d8 d8 d6 d4"), "{text}");
    assert!(text.contains("--client-seed"));
}

/// Every hand-written log shipped with a game replays without a refusal and ends with one view per
/// seat and the spectators'.
#[test]
fn every_shipped_log_replays() {
    let crates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut logs = Vec::new();
    for krate in std::fs::read_dir(crates).unwrap() {
        let dir = krate.unwrap().path().join("logs");
        if let Ok(entries) = std::fs::read_dir(&dir) {
            logs.extend(
                entries.map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "json")),
            );
        }
    }
    assert!(!logs.is_empty(), "no game ships a log");
    for log in logs {
        let o = tablon(&["replay", log.to_str().unwrap()]);
        assert!(o.status.success(), "{}: {}", log.display(), stderr(&o));
        let lines: Vec<Value> = stdout(&o).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
        assert!(lines.iter().all(|l| l.get("refused").is_none()), "{}: a command was refused", log.display());
        assert!(lines.iter().any(|l| l.get("event").is_some()));
        let last = lines.last().unwrap();
        assert_eq!(last["view"]["viewer"], "spectator", "{}", log.display());
    }
}

#[test]
fn schema_describes_config_commands_and_logs() {
    let o = tablon(&["schema", "fragmentos"]);
    assert!(o.status.success());
    let v: Value = serde_json::from_str(&stdout(&o)).unwrap();
    for part in ["config", "command", "log"] {
        assert!(v[part].is_object(), "{part}");
    }
}

#[test]
fn a_refused_command_is_printed_and_the_replay_goes_on() {
    let dir = tempfile::tempdir().unwrap();
    let crates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let mut log: Value =
        serde_json::from_str(&std::fs::read_to_string(crates.join("fragmentos/logs/hotel.json")).unwrap())
            .unwrap();
    // The Director's first command, sent again by a player's seat, must be refused.
    let first = log["commands"][0].clone();
    let mut bad = first.clone();
    bad["seat"] = 1.into();
    log["commands"].as_array_mut().unwrap().insert(0, bad);
    let path = dir.path().join("log.json");
    std::fs::write(&path, log.to_string()).unwrap();
    let o = tablon(&["replay", path.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stderr(&o));
    let lines: Vec<Value> = stdout(&o).lines().map(|l| serde_json::from_str(l).unwrap()).collect();
    let refused: Vec<&Value> = lines.iter().filter(|l| l.get("refused").is_some()).collect();
    assert_eq!(refused.len(), 1, "{lines:#?}");
    assert_eq!(refused[0]["refused"]["command"], 0);
    assert!(lines.iter().filter(|l| l.get("event").is_some()).count() > 3);
}

#[test]
fn script_check_names_the_broken_rule() {
    let crates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let good = crates.join("tragedy-looper/scripts/fs1_ashes_at_the_ward.toml");
    let o = tablon(&["script", "check", good.to_str().unwrap()]);
    assert!(o.status.success(), "{}", stdout(&o));
    // Break one writing rule: a script has 1 to 8 loops.
    let text = std::fs::read_to_string(&good).unwrap();
    let broken = text.replacen("loops = 3", "loops = 99", 1);
    assert_ne!(broken, text, "the fixture changed: update this test");
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.toml");
    std::fs::write(&path, broken).unwrap();
    let o = tablon(&["script", "check", path.to_str().unwrap(), "--json"]);
    assert_eq!(o.status.code(), Some(1));
    let v = json(&o);
    assert_eq!(v["valid"], false);
    assert!(v["errors"][0]["rule"].as_str().unwrap().starts_with("tl.script."), "{v}");
    let o = tablon(&["script", "check", "/nonexistent.toml"]);
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn script_balance_reports_a_shipped_script() {
    let crates = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let file = crates.join("tragedy-looper/scripts/fs1_ashes_at_the_ward.toml");
    let file = file.to_str().unwrap();
    // One game per team: the shape, not the numbers (a debug build plays slowly).
    let o = tablon(&["script", "balance", file, "--games", "1", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["title"], "Ashes at the Ward");
    assert!(["easy", "normal", "hard"].contains(&v["declared"].as_str().unwrap()), "{v}");
    assert_eq!(v["games"], 1);
    let teams: Vec<&str> =
        v["teams"].as_array().unwrap().iter().map(|t| t["team"].as_str().unwrap()).collect();
    assert_eq!(teams, ["ai", "heuristic", "cheating"]);
    for t in v["teams"].as_array().unwrap() {
        assert_eq!(t["games"], 1);
        assert_eq!(t["wins_by_loop"].as_array().unwrap().len(), 3, "{t}");
        let low = t["win_rate_low"].as_f64().unwrap();
        let high = t["win_rate_high"].as_f64().unwrap();
        assert!(0.0 <= low && low <= high && high <= 1.0, "{t}");
        assert!(t["loss_causes"].is_object() && t["incidents"].is_object(), "{t}");
    }
    assert!(v["warnings"].is_array());
    // Not a terminal: plain progress lines on standard error.
    assert!(stderr(&o).contains("balance: 3/3 games"), "{}", stderr(&o));

    // In words, by a shipped script's file name.
    let o = tablon(&["script", "balance", "fs1_ashes_at_the_ward.toml", "--games", "1"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let out = stdout(&o);
    assert!(out.contains("\"Ashes at the Ward\": 1 games per team"), "{out}");
    assert!(out.contains("Against the AI Protagonists:"), "{out}");
    assert!(out.contains("95% interval"), "{out}");

    // Bad input: exit 2, a clear message.
    let o = tablon(&["script", "balance", file, "--games", "0"]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("--games"), "{}", stderr(&o));
    let o = tablon(&["script", "balance", "/nonexistent.toml"]);
    assert_eq!(o.status.code(), Some(2));
    let dir = tempfile::tempdir().unwrap();
    let path = dir.path().join("bad.toml");
    let text = std::fs::read_to_string(file).unwrap().replacen("loops = 3", "loops = 99", 1);
    std::fs::write(&path, text).unwrap();
    let o = tablon(&["script", "balance", path.to_str().unwrap()]);
    assert_eq!(o.status.code(), Some(2));
    assert!(stderr(&o).contains("writing rules"), "{}", stderr(&o));
}

#[test]
fn bench_looper_prints_the_harness_line() {
    let o = tablon(&["bench", "looper", "--games", "3", "--json"]);
    assert!(o.status.success(), "{}", stderr(&o));
    let v = json(&o);
    assert_eq!(v["engine"], "tablon");
    assert_eq!(v["games"], 3);
    assert!(v["decisions"].as_u64().unwrap() > 3);
}

/// Exact odds small enough to check by hand.
#[test]
fn odds_are_exact_fractions_under_each_games_tie_rule() {
    let v = json(&tablon(&["odds", "44", "--main", "1", "--director", "1", "--json"]));
    // 15 of 36 pairs favour the main character, 6 tie (the Director's), 15 favour the Director:
    // win, tie and loss add up to 1, and the tie rule moves the tie to the Director's side.
    assert_eq!(
        (v["win"].as_str(), v["tie"].as_str(), v["loss"].as_str()),
        (Some("5/12"), Some("1/6"), Some("5/12"))
    );
    assert_eq!((v["tie_goes_to"].as_str(), v["main_loses"].as_str()), (Some("director"), Some("7/12")));
    assert_eq!(v["stress"]["5"], "1/18");
    let v = json(&tablon(&["odds", "fragmentos", "--dice", "1", "--difficulty", "4", "--json"]));
    assert_eq!(v["success"], "1/2", "equal or higher succeeds");
    assert_eq!(v["omens"]["1"], "1/6");
    let v = json(&tablon(&["odds", "fragmentos", "--dice", "1", "--against", "1", "--json"]));
    assert_eq!(v["main_wins"], "7/12", "ties go to the main character");
    assert_eq!(v["win"], "5/12", "a strictly higher total");
    let v = json(&tablon(&["odds", "genrefuzzion", "--pool", "d4", "--against", "d4", "--json"]));
    assert_eq!(v["distribution"]["0"], "1/4", "a fumbled lone die counts 0");
    assert_eq!(v["win"], "3/8", "the protagonist wins only when strictly greater");
    let v = json(&tablon(&["odds", "highest", "--dice", "3", "--json"]));
    assert_eq!(v["distribution"]["8"], "1/216", "6,6,6 reads 8");
    let keys: Vec<&String> = v["distribution"].as_object().unwrap().keys().collect();
    assert_eq!(keys, ["2", "3", "4", "5", "6", "7", "8"], "outcomes in numeric order");
}

#[test]
fn play_looper_against_the_ai_mastermind_to_the_end() {
    use std::io::Write;
    let mut child = Command::new(env!("CARGO_BIN_EXE_tablon"))
        .args(["play", "looper", "--rollouts", "0", "--lang", "en"])
        .stdin(std::process::Stdio::piped())
        .stdout(std::process::Stdio::piped())
        .stderr(std::process::Stdio::piped())
        .spawn()
        .unwrap();
    // A player who always takes the first legal move; a bad answer is refused and asked again.
    let mut answers = String::from("0\nnonsense\n");
    answers.push_str(&"1\n".repeat(3000));
    child.stdin.take().unwrap().write_all(answers.as_bytes()).unwrap();
    let o = child.wait_with_output().unwrap();
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(text.contains("“0” is not a move"), "{text}");
    assert!(text.contains("The game is over."), "{}", &text[text.len().saturating_sub(2000)..]);
    // The Protagonists' screen never shows the private card (roles only once revealed).
    for secret in ["Your private card", "Main plot", "culprit of day", "\"role\"", "main_plot"] {
        assert!(!text.contains(secret), "the player's screen shows {secret}");
    }
}
