//! `tablon play looper` in a pseudo-terminal, read as a person reads the screen: the board, the
//! tokens and the cards in words, redrawn at each prompt; a card first, then its target (no prompt
//! lists more than 15 choices); each step explained, its rules at `?`, in Spanish or English; one
//! game to the end from each side.

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

/// Plays by answering `first` (a slip, `?`, …) and then always the first choice, until the
/// game-over line; returns every screen shown before a prompt, and the last one. No prompt lists
/// more than 15 choices.
fn play_to_the_end(p: &mut PtySession, prompt: &str, over: &str, first: &[&str]) -> (Vec<String>, String) {
    let mut screens: Vec<String> = vec![];
    let mut answers = first.iter();
    loop {
        let (screen, matched) = p
            .exp_any(vec![ReadUntil::String(prompt.into()), ReadUntil::String(over.into())])
            .expect("a prompt or the end");
        let screen = utf8(&screen);
        // The prompt's count ("–8, …") opens the text read after it.
        if let Some(rest) = screen.strip_prefix('–') {
            let count: usize = rest.split(',').next().unwrap().parse().expect("a prompt's count");
            assert!(count <= 15, "a prompt lists {count} choices: {}", screens.last().unwrap());
        }
        if matched.contains(over) {
            let rest = p.exp_eof().unwrap_or_default();
            return (screens, format!("{screen}{matched}{}", utf8(&rest)));
        }
        screens.push(screen);
        p.send_line(answers.next().copied().unwrap_or("1")).unwrap();
        assert!(screens.len() < 3000, "the game does not end");
    }
}

/// The Protagonists against the AI Mastermind, in Spanish by `--lang` (the locale says English).
#[test]
fn a_protagonist_plays_in_spanish_in_a_terminal_to_the_end() {
    let mut p = tablon(&["play", "looper", "--rollouts", "0", "--lang", "es"], "en_GB.UTF-8");
    // A slip, the step's rules, a card chosen and gone back from, then the first choice always.
    let first = ["0", "?", "1", "0"];
    let (screens, end) = play_to_the_end(&mut p, "Tu jugada (1", "La partida ha terminado.", &first);
    let all = screens.join("\n");
    assert!(all.contains("Tragedy Looper: «"), "the welcome names the script");
    assert!(all.contains("Juegas con los protagonistas"), "{}", &screens[0]);
    assert!(all.contains("«0» no es una jugada: escribe un número del 1 al"), "a slip is explained");
    assert!(screens[2].contains("Paso 3 (reglamento 4-3): empezando por el líder"), "{}", &screens[2]);
    // The board in words: locations with their Intrigue, characters with their tokens.
    assert!(all.contains("Hospital (Intriga "), "{}", &screens[1]);
    assert!(all.contains(": Cooperación 0, Paranoia 0 de "), "{}", &screens[1]);
    // A card first, then its target: the cards with how many moves each, then one sentence per
    // target, with a way back; the board redrawn above each.
    assert!(
        screens[0].contains("Elige primero:") && screens[0].contains("«Paranoia +1» ("),
        "{}",
        &screens[0]
    );
    assert!(screens[3].contains("Colocar «Paranoia +1» boca abajo en "), "{}", &screens[3]);
    assert!(screens[3].contains("Hospital (Intriga "), "the board stays in view: {}", &screens[3]);
    // The prompt's tail opens the next screen: it offered the way back, taken.
    assert!(screens[4].contains("0 para volver"), "{}", &screens[4]);
    assert!(screens[4].contains("Elige primero:"), "back to the cards: {}", &screens[4]);
    assert!(all.contains("Tus jugadas:"));
    assert!(all.contains("\x1b[2J"), "a terminal's screen is redrawn, not scrolled");
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
    let (screens, end) = play_to_the_end(&mut p, "Your move (1", "The game is over.", &["lots", "?"]);
    let all = screens.join("\n");
    assert!(all.contains("You play the Mastermind; Tablón plays the 3 Protagonists."), "{}", &screens[0]);
    assert!(all.contains("“lots” is not a move"), "a slip is explained");
    assert!(screens[2].contains("Step 2 (rulebook 4-2): the Mastermind places three"), "{}", &screens[2]);
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
