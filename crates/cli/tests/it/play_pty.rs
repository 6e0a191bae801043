//! `tablon play looper` in a pseudo-terminal (issue 20), read as a person reads the screen: the
//! board, the tokens and the cards in words, the moves as numbered sentences grouped by card and
//! target, each step explained, in Spanish or English; one game to the end from each side.

use std::process::Command;

use rexpect::ReadUntil;
use rexpect::session::{PtySession, spawn_command};

/// Seconds a screen may take to appear (a debug build; the AI Protagonists search every move).
const WAIT_MS: u64 = 120_000;

fn tablon(args: &[&str], lang_env: &str) -> PtySession {
    let mut cmd = Command::new(env!("CARGO_BIN_EXE_tablon"));
    cmd.args(args).env("LANG", lang_env).env_remove("LC_ALL").env_remove("LC_MESSAGES");
    spawn_command(cmd, Some(WAIT_MS)).expect("tablon starts in a pseudo-terminal")
}

/// rexpect reads the terminal a byte at a time, each byte as a `char`: the bytes of the screen
/// are put back together as UTF-8 here (and the prompts matched are plain ASCII).
fn utf8(read: &str) -> String {
    String::from_utf8_lossy(&read.chars().map(|c| c as u32 as u8).collect::<Vec<u8>>()).into_owned()
}

/// Plays by always answering the first move (after one slip, `bad_first`), until the game-over
/// line; returns every screen shown before a prompt, and the last one.
fn play_to_the_end(p: &mut PtySession, prompt: &str, over: &str, bad_first: &str) -> (Vec<String>, String) {
    let mut screens = vec![];
    let mut sent_bad = false;
    loop {
        let (screen, matched) = p
            .exp_any(vec![ReadUntil::String(prompt.into()), ReadUntil::String(over.into())])
            .expect("a prompt or the end");
        if matched.contains(over) {
            let rest = p.exp_eof().unwrap_or_default();
            return (screens, utf8(&format!("{screen}{matched}{rest}")));
        }
        screens.push(utf8(&screen));
        if !sent_bad {
            // A person's slip: not a move. The same turn is asked again.
            p.send_line(bad_first).unwrap();
            sent_bad = true;
            continue;
        }
        p.send_line("1").unwrap();
        assert!(screens.len() < 3000, "the game does not end");
    }
}

/// The Protagonists against the AI Mastermind, in Spanish by `--lang` (the locale says English).
#[test]
fn a_protagonist_plays_in_spanish_in_a_terminal_to_the_end() {
    let mut p = tablon(&["play", "looper", "--rollouts", "0", "--lang", "es"], "en_GB.UTF-8");
    let (screens, end) = play_to_the_end(&mut p, "Tu jugada (1", "La partida ha terminado.", "0");
    let all = screens.join("\n");
    assert!(all.contains("Tragedy Looper: «"), "the welcome names the script");
    assert!(all.contains("Juegas con los protagonistas"), "{}", &screens[0]);
    assert!(all.contains("«0» no es una jugada: escribe un número del 1 al"), "a slip is explained");
    // The board in words: locations with their Intrigue, characters with their tokens.
    assert!(all.contains("Hospital (Intriga "), "{}", &screens[1]);
    assert!(all.contains(": Cooperación 0, Paranoia 0 de "), "{}", &screens[1]);
    // Moves as sentences grouped by card: a card's heading, then one sentence per target.
    assert!(all.contains("Tus jugadas:"));
    assert!(all.contains("  «Paranoia +1»:"), "a group per card: {}", &screens[1]);
    assert!(all.contains("Colocar «Paranoia +1» boca abajo en "), "{}", &screens[1]);
    assert!(all.contains("Te toca. Coloca boca abajo una carta de Protagonista"), "the step is explained");
    assert!(all.contains("Qué ha pasado:"), "the events are told");
    assert!(!all.contains('{') && !all.contains("\"type\""), "no JSON on the screen");
    for secret in ["Tu carta privada", "Trama principal", "culpable del día"] {
        assert!(!all.contains(secret), "the Protagonists' screen shows {secret}");
    }
    assert!(end.contains("Gana la mente maestra.") || end.contains("Ganan los protagonistas."), "{end}");
}

/// The Mastermind against three AI Protagonists, in English by the locale (`LANG`).
#[test]
fn a_mastermind_plays_in_english_in_a_terminal_to_the_end() {
    let mut p = tablon(
        &["play", "looper", "--as", "mastermind", "--script", "fs2_the_silent_classroom.toml"],
        "en_US.UTF-8",
    );
    let (screens, end) = play_to_the_end(&mut p, "Your move (1", "The game is over.", "lots");
    let all = screens.join("\n");
    assert!(all.contains("You play the Mastermind; Tablón plays the 3 Protagonists."), "{}", &screens[0]);
    assert!(all.contains("“lots” is not a move"), "a slip is explained");
    // The Mastermind sees the private card, in words.
    assert!(all.contains("Your private card:") && all.contains("Main plot: "), "{}", &screens[0]);
    assert!(all.contains("culprit of day "), "{}", &screens[0]);
    assert!(!all.contains("Te toca"), "English throughout");
    assert!(all.contains("Your turn. Place your three cards face down"), "the step is explained");
    assert!(all.contains(" face down on "), "card moves are sentences");
    assert!(all.contains("Protagonists") && all.contains("What happened:"), "the AI's moves are told");
    assert!(!all.contains("\"type\""), "no JSON on the screen");
    assert!(end.contains("The Mastermind wins.") || end.contains("The Protagonists win."), "{end}");
}
