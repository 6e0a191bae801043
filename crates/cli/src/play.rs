//! `tablon play`: play a game in the terminal against the program, in words.
//!
//! Tragedy Looper: the board, the tokens and the cards are told in sentences, the legal
//! moves are numbered sentences grouped by card (or character, or question), reached a few at a
//! time ([`menu`]: a card, then where), and every event since the last move is told as the pages
//! tell it in the story thread. On a terminal each prompt redraws the screen; `?` tells the step's
//! rules. The words are the
//! pages' own Fluent messages (`crates/web/i18n/{es,en}`, the CLI's in `cli-tragedy-looper.ftl`),
//! in Spanish or English by `--lang` or the locale variables (`LC_ALL`, `LC_MESSAGES`, `LANG`).
//!
//! A seat is shown only its own view: the person's screen is built from `Table::view` and the log
//! redacted for the person's seat, and the AI Protagonists read their own seat's redacted log
//! (`looper_ai::SeatLog`), never the state.

mod menu;

use std::io::{BufRead, IsTerminal, Write};
use std::process::ExitCode;

use clap::{Parser, Subcommand, ValueEnum};
use dice::{ServerSeed, VerifiableRoller};
use engine::{Game, SeatId, Table, Viewer};
use tragedy_looper::{Command, Config, IncidentChoice, Phase, Side, TragedyLooper, View, legal_commands};
use web::i18n::{Arg, Lang};
use web::screens::tragedy_looper::{event_text, names};

use crate::{read_input, usage};

/// Play in the terminal against Tablón.
#[derive(Parser, Debug)]
pub struct Args {
    #[command(subcommand)]
    what: What,
}

/// Which side the person plays.
#[derive(Clone, Copy, Debug, PartialEq, Eq, ValueEnum)]
enum Playing {
    /// The Protagonists (one player holding the three decks, the 2-player rules); the AI is the
    /// Mastermind.
    Protagonists,
    /// The Mastermind; the AI plays three Protagonists, each from its own seat's view.
    Mastermind,
}

#[derive(Subcommand, Debug)]
enum What {
    /// Tragedy Looper, in words. Each turn shows the board and lists your legal moves as numbered
    /// sentences; type a number (or `q` to quit).
    Looper {
        /// A shipped script's file name (see `tablon script list`) or a script file
        #[arg(long, default_value = "fs1_ashes_at_the_ward.toml")]
        script: String,
        /// Which side you play
        #[arg(long = "as", value_enum, default_value = "protagonists")]
        side: Playing,
        /// The language: es or en (default: from LC_ALL, LC_MESSAGES or LANG; Spanish otherwise)
        #[arg(long)]
        lang: Option<String>,
        /// The AI Mastermind's search budget: rollouts per decision (0 plays by its rules of thumb alone)
        #[arg(long, default_value_t = 160)]
        rollouts: u32,
        /// Seed of the dice and of the AIs' searches
        #[arg(long, default_value_t = 1)]
        seed: u64,
    },
}

const MASTERMIND: SeatId = SeatId(0);

/// The language of `--lang`, else of the locale variables (the first one set, as POSIX orders
/// them), else Spanish, the pages' default.
fn language(flag: Option<&str>) -> anyhow::Result<Lang> {
    if let Some(tag) = flag {
        return match Lang::from_tag(tag) {
            Some(l @ (Lang::Es | Lang::En)) => Ok(l),
            _ => Err(usage(format!("--lang {tag}: Tablón speaks es (Spanish) and en (English)"))),
        };
    }
    for var in ["LC_ALL", "LC_MESSAGES", "LANG"] {
        if let Ok(v) = std::env::var(var)
            && !v.is_empty()
        {
            // "C" and "POSIX" say nothing about the language: keep looking, then Spanish.
            if let Some(l @ (Lang::Es | Lang::En)) = Lang::from_tag(&v) {
                return Ok(l);
            }
        }
    }
    Ok(Lang::Es)
}

pub fn run(args: Args) -> anyhow::Result<ExitCode> {
    let What::Looper { script, side, lang, rollouts, seed } = args.what;
    let lang = language(lang.as_deref())?;
    let text = match tragedy_looper::SCRIPTS.iter().find(|(name, _)| *name == script) {
        Some((_, text)) => (*text).to_owned(),
        None => read_input(std::path::Path::new(&script))?,
    };
    let script_value = tragedy_looper::parse_script(&text).map_err(|e| usage(format!("{script}: {e}")))?;
    // The person as Protagonists holds the three decks (1 player); as Mastermind, against three
    // AI Protagonists, one deck each.
    let protagonists = if side == Playing::Mastermind { 3 } else { 1 };
    let config = Config { script: script_value, protagonists, options: Default::default() };
    let mut dice = VerifiableRoller::new(ServerSeed::from_phrase(&format!("play {seed}")), "player", 0);
    let mut table = Table::<TragedyLooper>::start(&config, &mut dice).map_err(|e| usage(e.to_string()))?;
    let budget = looper_ai::Budget { rollouts, seed, ..looper_ai::Budget::default() };
    let player_budget = looper_ai::PlayerBudget { seed, ..looper_ai::PlayerBudget::default() };
    let me = if side == Playing::Mastermind { MASTERMIND } else { SeatId(1) };
    let tty = std::io::stdout().is_terminal();
    let mut screen = Screen { lang, me, seen: 0, told: Vec::new(), tty };
    let mut input = std::io::stdin().lock().lines();
    screen.welcome(&table.view(Viewer::Seat(me)), side);
    while let Some(seat) = table.waiting_on().first().copied() {
        let mine = if side == Playing::Mastermind { seat == MASTERMIND } else { seat != MASTERMIND };
        if !mine {
            let command = if seat == MASTERMIND {
                looper_ai::choose_with(table.state(), MASTERMIND, budget)
            } else {
                // The AI Protagonist reads its own seat's log, redacted by SeatLog itself.
                let events: Vec<_> = table.log().iter().map(|e| e.event.clone()).collect();
                let log = looper_ai::SeatLog::new(seat, &events);
                looper_ai::choose_protagonist(&log, &legal_commands(table.state(), seat), player_budget)
            };
            let command =
                command.ok_or_else(|| anyhow::anyhow!("the AI had no move although the game waits on it"))?;
            table
                .act(seat, &command, &mut dice)
                .map_err(|e| anyhow::anyhow!("the AI's move was refused: {e}"))?;
            continue;
        }
        // What happened since the person's last move (the AI's moves among it), then the board.
        screen.take_events(&table);
        let view = table.view(Viewer::Seat(me));
        let moves = legal_commands(table.state(), seat);
        // Public: the Protagonist decks place in order from the leader's (as the pages say).
        let deck =
            names::deck(lang, tragedy_looper::Deck::Protagonist(table.state().next_protagonist_deck()));
        let entries: Vec<menu::Entry> = moves.iter().map(|m| screen.entry(&view, m)).collect();
        let mut menu = menu::Menu::new(&entries);
        // On a terminal each prompt redraws the screen (what happened, the board, the choices), so
        // the board never scrolls away; a note (a slip, the rules) stays until the next choice.
        let mut redraw = true;
        let chosen = loop {
            if redraw {
                screen.turn(&view, &deck);
            }
            let shown = menu.shown();
            screen.choices(&shown, &entries, &menu.trail());
            let back = menu.can_go_back();
            let count = Arg::from(shown.len());
            prompt(&lang.t_args(if back { "tlc-prompt-back" } else { "tlc-prompt" }, &[("count", count)]));
            let Some(line) = input.next() else {
                outln!("{}", lang.t("tlc-no-input"));
                return Ok(ExitCode::SUCCESS);
            };
            let line = line?;
            let line = line.trim();
            redraw = screen.tty;
            match line {
                "q" => return Ok(ExitCode::SUCCESS),
                "?" => {
                    screen.rules(view.phase);
                    redraw = false;
                    continue;
                }
                "0" if back => {
                    menu.back();
                    continue;
                }
                _ => {}
            }
            match line.parse::<usize>().ok().and_then(|n| menu.pick(n)) {
                Some(menu::Picked::Move(i)) => break &moves[i],
                Some(menu::Picked::Step) => {}
                None => {
                    outln!(
                        "{}",
                        lang.t_args(
                            "tlc-not-a-move",
                            &[("input", line.into()), ("count", Arg::from(shown.len()))]
                        )
                    );
                    redraw = false;
                }
            }
        };
        if let Err(e) = table.act(seat, chosen, &mut dice) {
            // The moves listed are the legal ones, so this is rare (a rule the list cannot see).
            outln!("{}", lang.t_args("tlc-refused", &[("reason", e.message.into())]));
        }
    }
    screen.take_events(&table);
    screen.tell_events();
    let view = table.view(Viewer::Seat(me));
    let winner = match view.winner {
        Some(Side::Mastermind) => lang.t("tl-winner-mastermind"),
        Some(Side::Protagonists) => lang.t("tl-winner-protagonists"),
        None => String::new(),
    };
    outln!("\n{}", lang.t_args("tlc-game-over", &[("winner", winner.into())]));
    Ok(ExitCode::SUCCESS)
}

/// The prompt, without a newline, flushed so the terminal shows it before the person types.
fn prompt(text: &str) {
    let mut out = std::io::stdout().lock();
    let _ = write!(out, "{text} ");
    let _ = out.flush();
}

/// The message that says what a step asks of the person.
fn explain_id(phase: Phase) -> &'static str {
    match phase {
        Phase::HenchmanPlacement => "tlc-explain-henchman",
        Phase::MastermindCards => "tlc-explain-mastermind-cards",
        Phase::ProtagonistCards => "tlc-explain-protagonist-cards",
        Phase::ForbidIntrigueChoice => "tlc-explain-forbid-intrigue",
        Phase::MastermindAbilities => "tlc-explain-mastermind-abilities",
        Phase::Goodwill => "tlc-explain-goodwill",
        Phase::GoodwillAnswer { .. } => "tlc-explain-goodwill-answer",
        Phase::InformerAnswer { .. } => "tlc-explain-informer",
        Phase::IncidentChoice { .. } => "tlc-explain-incident",
        Phase::DayEnd => "tlc-explain-day-end",
        Phase::TimeSpiral => "tlc-explain-time-spiral",
        Phase::FinalGuess => "tlc-explain-final-guess",
        Phase::NotStarted | Phase::GameOver => "tlc-explain-other",
    }
}

/// The message that tells a step's rules in short (`?`), citing the rulebook's section.
fn rules_id(phase: Phase) -> &'static str {
    match phase {
        Phase::HenchmanPlacement => "tlc-rules-henchman",
        Phase::MastermindCards => "tlc-rules-mastermind-cards",
        Phase::ProtagonistCards => "tlc-rules-protagonist-cards",
        Phase::ForbidIntrigueChoice => "tlc-rules-forbid-intrigue",
        Phase::MastermindAbilities => "tlc-rules-mastermind-abilities",
        Phase::Goodwill | Phase::GoodwillAnswer { .. } | Phase::InformerAnswer { .. } => "tlc-rules-goodwill",
        Phase::IncidentChoice { .. } => "tlc-rules-incident",
        Phase::DayEnd => "tlc-rules-day-end",
        Phase::TimeSpiral => "tlc-rules-time-spiral",
        Phase::FinalGuess => "tlc-rules-final-guess",
        Phase::NotStarted | Phase::GameOver => "tlc-rules-day",
    }
}

/// What the person's terminal has been told so far.
struct Screen {
    lang: Lang,
    me: SeatId,
    /// Log entries already told.
    seen: usize,
    /// What happened since the person's last move, told at each redraw until they move.
    told: Vec<String>,
    /// Standard output is a terminal: each prompt redraws the screen instead of scrolling.
    tty: bool,
}

/// Text of a rendered message: the pages' event texts are HTML paragraphs.
fn plain(html: &str) -> String {
    let mut out = String::new();
    let mut in_tag = false;
    for c in html.chars() {
        match c {
            '<' => in_tag = true,
            '>' => in_tag = false,
            c if !in_tag => out.push(c),
            _ => {}
        }
    }
    out.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&amp;", "&")
}

impl Screen {
    fn t(&self, id: &str) -> String {
        self.lang.t(id)
    }

    fn ta(&self, id: &str, args: &[(&str, Arg)]) -> String {
        self.lang.t_args(id, args)
    }

    fn welcome(&self, v: &View, side: Playing) {
        let lang = self.lang;
        let s = &v.script;
        outln!(
            "{}",
            self.ta(
                "tlc-welcome",
                &[
                    ("title", names::script_title(lang, &s.title).into()),
                    ("set", names::tragedy_set(lang, s.tragedy_set).into()),
                    ("loops", Arg::from(s.loops)),
                    ("days", Arg::from(s.days)),
                ],
            )
        );
        match side {
            Playing::Protagonists => outln!("{}", self.t("tlc-you-protagonists")),
            Playing::Mastermind => {
                outln!("{}", self.ta("tlc-you-mastermind", &[("players", Arg::from(v.protagonists))]))
            }
        }
        let cast: Vec<String> = s
            .characters
            .iter()
            .map(|c| match c.entry_loop {
                Some(l) => self.ta(
                    "tlc-cast-entry",
                    &[("who", names::character(lang, c.character).into()), ("loop", Arg::from(l))],
                ),
                None => names::character(lang, c.character),
            })
            .collect();
        outln!("{} {}", self.t("tlc-cast"), cast.join(", "));
        let schedule: Vec<String> = s
            .incidents
            .iter()
            .map(|i| {
                self.ta(
                    "tlc-schedule-day",
                    &[("day", Arg::from(i.day)), ("incident", names::incident(lang, i.incident).into())],
                )
            })
            .collect();
        let schedule = if schedule.is_empty() { self.t("tlc-no-incidents") } else { schedule.join("; ") };
        outln!("{} {schedule}", self.t("tlc-schedule"));
        if let Some(p) = &v.private {
            outln!("\n{}", self.t("tlc-private"));
            let subs: Vec<String> = p.subplots.iter().map(|x| names::plot(lang, *x)).collect();
            let subs = if subs.is_empty() { self.t("tlc-private-none") } else { subs.join(", ") };
            outln!(
                "  {}",
                self.ta(
                    "tlc-private-plots",
                    &[("main", names::plot(lang, p.main_plot).into()), ("subs", subs.into())]
                )
            );
            for r in &p.roles {
                outln!(
                    "  {}",
                    self.ta(
                        "tlc-private-role",
                        &[
                            ("who", names::character(lang, r.character).into()),
                            ("role", names::role(lang, r.role).into()),
                        ],
                    )
                );
            }
            for c in &p.culprits {
                outln!(
                    "  {}",
                    self.ta(
                        "tlc-private-culprit",
                        &[("day", Arg::from(c.day)), ("who", names::character(lang, c.culprit).into())],
                    )
                );
            }
        }
    }

    /// Takes the events since the last call, as the person's seat may see them, to be told.
    fn take_events(&mut self, table: &Table<TragedyLooper>) {
        let names_ = server::names::Names::default();
        self.told.clear();
        for envelope in table.log().iter().skip(self.seen) {
            if let Some(event) = <TragedyLooper as Game>::redact(&envelope.event, Viewer::Seat(self.me))
                && let Some(text) = event_text(self.lang, &names_, &event)
            {
                self.told.push(plain(&text.into_string()));
            }
        }
        self.seen = table.log().len();
    }

    /// Tells what happened since the person's last move.
    fn tell_events(&self) {
        if !self.told.is_empty() {
            outln!("\n{}", self.t("tlc-what-happened"));
            for t in &self.told {
                outln!("  · {t}");
            }
        }
    }

    /// The screen of a decision: cleared first on a terminal, then what happened, the board and
    /// what the step asks.
    fn turn(&self, v: &View, deck: &str) {
        if self.tty {
            // ANSI: cursor home, clear the screen.
            let _ = write!(std::io::stdout().lock(), "\x1b[H\x1b[2J");
        }
        self.tell_events();
        self.board(v);
        let explain = self.ta(explain_id(v.phase), &[("deck", deck.into())]);
        outln!("\n{}", self.ta("tlc-your-turn", &[("explain", explain.into())]));
    }

    /// The rules of the current step, in short, with where the rulebook tells them.
    fn rules(&self, phase: Phase) {
        outln!("\n{}\n", self.t(rules_id(phase)));
    }

    /// A prompt's choices, numbered: the next steps with how many moves each leads to, or the
    /// moves left as sentences under their headings.
    fn choices(&self, shown: &menu::Shown, entries: &[menu::Entry], trail: &[&str]) {
        if !trail.is_empty() {
            outln!("{}", trail.join(" › "));
        }
        match shown {
            menu::Shown::Steps(steps) => {
                outln!("{}", self.t("tlc-steps"));
                for (n, (label, count)) in steps.iter().enumerate() {
                    let line = self
                        .ta("tlc-step", &[("label", label.as_str().into()), ("count", Arg::from(*count))]);
                    outln!("  {:>3}. {line}", n + 1);
                }
            }
            menu::Shown::Moves(moves) => {
                outln!("{}", self.t("tlc-moves"));
                let mut heading: Option<&str> = None;
                for (n, &i) in moves.iter().enumerate() {
                    let group = entries[i].path.first().map(String::as_str).unwrap_or_default();
                    if heading != Some(group) && trail.is_empty() {
                        outln!("  {group}:");
                        heading = Some(group);
                    }
                    outln!("    {:>3}. {}", n + 1, entries[i].sentence);
                }
            }
        }
    }

    /// A move as the person reaches it: its group (card, character or question), then, for the
    /// large families, where or on whom, and its sentence.
    fn entry(&self, v: &View, m: &Command) -> menu::Entry {
        let lang = self.lang;
        let (group, sentence) = self.sentence(v, m);
        let who = |c| names::character(lang, c);
        let narrower = match m {
            // A card, then where: the location itself or a character there.
            Command::PlayCard { target, .. } => {
                let at = match target {
                    tragedy_looper::Target::Location(l) => Some(*l),
                    tragedy_looper::Target::Character(c) => {
                        v.characters.iter().find(|x| x.character == *c).map(|x| x.location)
                    }
                };
                at.map(|l| names::location(lang, l))
            }
            Command::UseGoodwill { character, ability, .. } => {
                Some(names::goodwill_ability(lang, *character, *ability))
            }
            Command::ResolveIncident { choice } => match *choice {
                IncidentChoice::Spread { from, .. } => {
                    Some(self.ta("tlc-step-from", &[("who", who(from).into())]))
                }
                IncidentChoice::Unease { paranoia, .. } => {
                    Some(self.ta("tlc-step-paranoia-on", &[("who", who(paranoia).into())]))
                }
                IncidentChoice::Butterfly { character, .. } => Some(who(character)),
                IncidentChoice::Victim { .. } | IncidentChoice::Destination { .. } => None,
            },
            _ => None,
        };
        menu::Entry { path: std::iter::once(group).chain(narrower).collect(), sentence }
    }

    /// The board in words: where each character is, their tokens, the cards on the board, the hands.
    fn board(&self, v: &View) {
        let lang = self.lang;
        outln!(
            "\n{}",
            self.ta(
                "tlc-status",
                &[
                    ("loop", Arg::from(v.loop_no)),
                    ("loops", Arg::from(v.script.loops)),
                    ("day", Arg::from(v.day)),
                    ("days", Arg::from(v.script.days)),
                    ("step", names::phase(lang, v.phase).into()),
                    ("lost", Arg::from(v.losses)),
                ],
            )
        );
        for (i, location) in tragedy_looper::Location::ALL.iter().enumerate() {
            outln!(
                "  {}",
                self.ta(
                    "tlc-location",
                    &[
                        ("where", names::location(lang, *location).into()),
                        ("intrigue", Arg::from(v.location_intrigue[i])),
                    ],
                )
            );
            let here: Vec<_> = v.characters.iter().filter(|c| c.present && c.location == *location).collect();
            if here.is_empty() {
                outln!("      {}", self.t("tlc-nobody"));
            }
            for c in here {
                let who = names::character(lang, c.character);
                let who = if c.alive { who } else { self.ta("tlc-corpse", &[("who", who.into())]) };
                let mut line = self.ta(
                    "tlc-character",
                    &[
                        ("who", who.into()),
                        ("goodwill", Arg::from(c.goodwill)),
                        ("paranoia", Arg::from(c.paranoia)),
                        ("limit", Arg::from(c.paranoia_limit)),
                        ("intrigue", Arg::from(c.intrigue)),
                    ],
                );
                if let Some(r) = c.revealed_role {
                    line = format!(
                        "{line}; {}",
                        self.ta("tlc-role-known", &[("role", names::role(lang, r).into())])
                    );
                }
                outln!("      {line}");
            }
        }
        for card in &v.board_cards {
            let (target, deck) = (names::target(lang, card.target), names::deck(lang, card.deck));
            let line = match card.card {
                Some(k) => self.ta(
                    "tlc-board-card-face",
                    &[
                        ("target", target.into()),
                        ("card", names::card(lang, k).into()),
                        ("deck", deck.into()),
                    ],
                ),
                None => self.ta("tlc-board-card-down", &[("target", target.into()), ("deck", deck.into())]),
            };
            outln!("  {line}");
        }
        for hand in &v.hands {
            let cards: Vec<String> = hand
                .cards
                .iter()
                .map(|c| {
                    let name = names::card(lang, c.card);
                    if c.placed {
                        self.ta("tlc-hand-card-placed", &[("card", name.into())])
                    } else if c.set_aside {
                        self.ta("tlc-hand-card-aside", &[("card", name.into())])
                    } else {
                        name
                    }
                })
                .collect();
            outln!(
                "  {}",
                self.ta(
                    "tlc-hand",
                    &[("deck", names::deck(lang, hand.deck).into()), ("cards", cards.join(", ").into())]
                )
            );
        }
    }

    /// A move's group (its card, character or question) and its sentence.
    fn sentence(&self, v: &View, m: &Command) -> (String, String) {
        let lang = self.lang;
        let ch = |c| Arg::from(names::character(lang, c));
        match m {
            Command::PlaceHenchman { location } => (
                self.t("tlc-group-henchman"),
                self.ta("tlc-move-henchman", &[("where", names::location(lang, *location).into())]),
            ),
            Command::PlayCard { card, target } => {
                let card_name = names::card(lang, *card);
                (
                    self.ta("tlc-group-card", &[("card", card_name.clone().into())]),
                    self.ta(
                        "tlc-move-card",
                        &[("card", card_name.into()), ("target", names::target(lang, *target).into())],
                    ),
                )
            }
            Command::ForbidIntrigue { ignore } => (
                self.t("tlc-group-cultist"),
                self.ta(
                    "tlc-move-plain",
                    &[(
                        "text",
                        self.t(if *ignore { "tl-cultist-ignore" } else { "tl-cultist-respect" }).into(),
                    )],
                ),
            ),
            Command::UseAbility { ability } => (
                self.t("tlc-group-abilities"),
                self.ta("tlc-move-ability", &[("ability", names::ability(lang, *ability).into())]),
            ),
            Command::EndAbilities => {
                let id = if v.phase == Phase::DayEnd { "tl-end-day-abilities" } else { "tl-end-abilities" };
                (self.t("tlc-group-other"), self.ta("tlc-move-plain", &[("text", self.t(id).into())]))
            }
            Command::UseGoodwill { character, ability, target } => {
                let text = names::goodwill_ability(lang, *character, *ability);
                let target = names::goodwill_target(lang, *target);
                let sentence = if target.is_empty() {
                    self.ta("tlc-move-goodwill-untargeted", &[("ability", text.into())])
                } else {
                    self.ta("tlc-move-goodwill", &[("ability", text.into()), ("target", target.into())])
                };
                (self.ta("tlc-group-goodwill", &[("who", ch(*character))]), sentence)
            }
            Command::EndGoodwill => (
                self.t("tlc-group-other"),
                self.ta("tlc-move-plain", &[("text", self.t("tl-end-goodwill").into())]),
            ),
            Command::AnswerGoodwill { refuse } => (
                self.t("tlc-group-answer"),
                self.ta(
                    "tlc-move-plain",
                    &[(
                        "text",
                        self.t(if *refuse { "tl-answer-refuse" } else { "tl-answer-resolve" }).into(),
                    )],
                ),
            ),
            Command::NameSubplot { plot } => (
                self.t("tlc-group-informer"),
                match plot {
                    Some(p) => self.ta("tlc-move-name-subplot", &[("plot", names::plot(lang, *p).into())]),
                    None => self.ta("tlc-move-plain", &[("text", self.t("tl-no-other-subplot").into())]),
                },
            ),
            Command::ResolveIncident { choice } => {
                let group = match v.phase {
                    Phase::IncidentChoice { incident } => {
                        self.ta("tlc-group-incident", &[("incident", names::incident(lang, incident).into())])
                    }
                    _ => self.t("tlc-group-other"),
                };
                let choice = match *choice {
                    IncidentChoice::Victim { character } => {
                        self.ta("tl-choice-victim", &[("who", ch(character))])
                    }
                    IncidentChoice::Spread { from, to } => {
                        self.ta("tl-choice-spread", &[("from", ch(from)), ("to", ch(to))])
                    }
                    IncidentChoice::Unease { paranoia, intrigue } => {
                        self.ta("tl-choice-unease", &[("paranoia", ch(paranoia)), ("intrigue", ch(intrigue))])
                    }
                    IncidentChoice::Destination { location } => {
                        self.ta("tl-choice-destination", &[("where", names::location(lang, location).into())])
                    }
                    IncidentChoice::Butterfly { character, token } => self.ta(
                        "tl-choice-butterfly",
                        &[("token", names::token(lang, token).into()), ("who", ch(character))],
                    ),
                };
                (group, self.ta("tlc-move-choice", &[("choice", choice.into())]))
            }
            Command::NextLoop => (
                self.t("tlc-group-spiral"),
                self.ta("tlc-move-plain", &[("text", self.t("tl-next-loop").into())]),
            ),
            Command::StartFinalGuess => (
                self.t("tlc-group-spiral"),
                self.ta("tlc-move-plain", &[("text", self.t("tl-start-final-guess").into())]),
            ),
            Command::Guess { character, role } => (
                self.ta("tlc-group-guess", &[("who", ch(*character))]),
                self.ta(
                    "tlc-move-guess",
                    &[("who", ch(*character)), ("role", names::role(lang, *role).into())],
                ),
            ),
        }
    }
}
