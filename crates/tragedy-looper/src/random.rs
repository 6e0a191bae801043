//! Legal commands of a seat, and a random legal command for playouts, tests and benchmarks.

use engine::SeatId;

use crate::data::*;
use crate::game::{
    Command, GoodwillTarget, MastermindAbility, Phase, State, Target, goodwill_target_ok, incident_options,
    mastermind_ability_ok, waiting_seat,
};

fn targets(s: &State) -> impl Iterator<Item = Target> + '_ {
    Location::ALL
        .into_iter()
        .map(Target::Location)
        .chain(s.setup().cast().filter(|c| s.is_alive(*c)).map(Target::Character))
}

fn hand(s: &State, deck: Deck, out: &mut Vec<CardKind>) {
    for (i, spec) in deck.cards().iter().enumerate() {
        let i = i as u8;
        if !s.is_spent(deck, i)
            && !s.placed().any(|p| p.deck == deck && p.slot == i)
            && !out.contains(&spec.kind)
        {
            out.push(spec.kind);
        }
    }
}

fn card_commands(s: &State, deck: Deck, out: &mut Vec<Command>) {
    let mut kinds = Vec::with_capacity(10);
    hand(s, deck, &mut kinds);
    let mm = deck == Deck::Mastermind;
    for t in targets(s) {
        if s.placed().any(|p| p.target == t && (p.deck == Deck::Mastermind) == mm) {
            continue;
        }
        for &card in &kinds {
            out.push(Command::PlayCard { card, target: t });
        }
    }
}

fn mastermind_abilities(s: &State, day_end: bool, out: &mut Vec<Command>) {
    let cast: Vec<Character> = s.setup().cast().collect();
    let mut push = |a: MastermindAbility| {
        if mastermind_ability_ok(s, a, day_end) {
            out.push(Command::UseAbility { ability: a });
        }
    };
    if day_end {
        for &c in &cast {
            push(MastermindAbility::KillKeyPerson { killer: c });
            push(MastermindAbility::KillProtagonists { by: c });
            push(MastermindAbility::DeclareDefeat { traveler: c });
        }
    } else {
        for &c in &cast {
            if !s.is_alive(c) {
                continue;
            }
            for l in Location::ALL {
                push(MastermindAbility::Brain { brain: c, target: Target::Location(l) });
            }
            for &t in &cast {
                push(MastermindAbility::Brain { brain: c, target: Target::Character(t) });
                push(MastermindAbility::Theorist { theorist: c, target: t });
            }
        }
        for l in Location::ALL {
            push(MastermindAbility::Rumor { location: l });
        }
        for &t in &cast {
            push(MastermindAbility::Doctor { target: t, add: true });
            push(MastermindAbility::Doctor { target: t, add: false });
        }
    }
    out.push(Command::EndAbilities);
}

fn goodwill_commands(s: &State, out: &mut Vec<Command>) {
    let cast: Vec<Character> = s.setup().cast().collect();
    for &c in &cast {
        if !s.is_alive(c) {
            continue;
        }
        for (i, spec) in c.abilities().iter().enumerate() {
            let i = i as u8;
            if s.character(c).goodwill < spec.goodwill {
                continue;
            }
            let mut cands: Vec<GoodwillTarget> = vec![GoodwillTarget::None];
            for &t in &cast {
                cands.push(GoodwillTarget::Character { character: t });
                cands.push(GoodwillTarget::Paranoia { character: t, add: true });
                cands.push(GoodwillTarget::Paranoia { character: t, add: false });
            }
            for l in Location::ALL {
                cands.push(GoodwillTarget::Location { location: l });
            }
            for d in 0..3 {
                for card in [CardKind::ParanoiaMinus1, CardKind::GoodwillPlus2, CardKind::ForbidMovement] {
                    cands.push(GoodwillTarget::Card { deck: Deck::Protagonist(d), card });
                }
            }
            for day in 1..=s.setup().public.days {
                cands.push(GoodwillTarget::Incident { day });
            }
            for &plot in s.setup().public.tragedy_set.plots() {
                cands.push(GoodwillTarget::Plot { plot });
            }
            for target in cands {
                let cmd = Command::UseGoodwill { character: c, ability: i, target };
                if goodwill_target_ok(s, c, i, target) && goodwill_allowed(s, c, i) {
                    out.push(cmd);
                }
            }
        }
    }
    out.push(Command::EndGoodwill);
}

fn goodwill_allowed(s: &State, c: Character, ability: u8) -> bool {
    // Mirrors check_goodwill's non-target conditions.
    let spec = c.abilities()[ability as usize];
    s.character(c).goodwill >= spec.goodwill
        && !crate::game::goodwill_used(s, c, ability)
        && !(c == Character::MysteryBoy && s.loop_no() < s.setup().options.mystery_boy_from_loop.unwrap_or(1))
}

/// Every legal command of `seat` now (empty when it has nothing to do).
pub fn legal_commands(s: &State, seat: SeatId) -> Vec<Command> {
    let mut out = Vec::new();
    if s.setup.is_none() || waiting_seat(s) != Some(seat) {
        return out;
    }
    match s.phase() {
        Phase::NotStarted | Phase::GameOver => {}
        Phase::HenchmanPlacement => {
            for location in Location::ALL {
                out.push(Command::PlaceHenchman { location });
            }
        }
        Phase::MastermindCards => card_commands(s, Deck::Mastermind, &mut out),
        Phase::ProtagonistCards => card_commands(s, Deck::Protagonist(s.next_protagonist_deck()), &mut out),
        Phase::ForbidIntrigueChoice => {
            out.push(Command::ForbidIntrigue { ignore: false });
            if crate::game::cultist_can_ignore(s) {
                out.push(Command::ForbidIntrigue { ignore: true });
            }
        }
        Phase::MastermindAbilities => mastermind_abilities(s, false, &mut out),
        Phase::DayEnd => mastermind_abilities(s, true, &mut out),
        Phase::Goodwill => goodwill_commands(s, &mut out),
        Phase::GoodwillAnswer { character, ability, .. } => {
            let (may, must) = crate::game::refusal_of(s, character, ability);
            if !must {
                out.push(Command::AnswerGoodwill { refuse: false });
            }
            if may {
                out.push(Command::AnswerGoodwill { refuse: true });
            }
        }
        Phase::InformerAnswer { named } => {
            let others: Vec<Plot> = s
                .setup()
                .private
                .as_ref()
                .map_or(vec![], |p| p.subplots.iter().copied().filter(|p| *p != named).collect());
            if others.is_empty() {
                out.push(Command::NameSubplot { plot: None });
            }
            for p in others {
                out.push(Command::NameSubplot { plot: Some(p) });
            }
        }
        Phase::IncidentChoice { incident } => {
            if let Some(culprit) = crate::game::culprit_today(s) {
                for choice in incident_options(s, incident, culprit) {
                    out.push(Command::ResolveIncident { choice });
                }
            }
        }
        Phase::TimeSpiral => {
            out.push(Command::NextLoop);
            out.push(Command::StartFinalGuess);
        }
        Phase::FinalGuess => {
            for c in s.setup().cast() {
                if !s.guessed(c) {
                    for &role in s.setup().public.tragedy_set.roles() {
                        out.push(Command::Guess { character: c, role });
                    }
                    out.push(Command::Guess { character: c, role: Role::Person });
                    break;
                }
            }
        }
    }
    out
}

/// A legal command for `seat` chosen with `pick(n)` (an index in `0..n`), or `None` when the seat
/// has nothing to do. In steps 2 and 3 it picks a card uniformly, then a target.
pub fn random_command(state: &State, seat: SeatId, pick: &mut dyn FnMut(usize) -> usize) -> Option<Command> {
    if state.setup.is_none() || waiting_seat(state) != Some(seat) {
        return None;
    }
    if matches!(state.phase(), Phase::MastermindCards | Phase::ProtagonistCards) {
        let deck = if state.phase() == Phase::MastermindCards {
            Deck::Mastermind
        } else {
            Deck::Protagonist(state.next_protagonist_deck())
        };
        let mut kinds = Vec::with_capacity(10);
        hand(state, deck, &mut kinds);
        let card = kinds[pick(kinds.len())];
        let mm = deck == Deck::Mastermind;
        let free: Vec<Target> = targets(state)
            .filter(|t| !state.placed().any(|p| p.target == *t && (p.deck == Deck::Mastermind) == mm))
            .collect();
        let target = free[pick(free.len())];
        return Some(Command::PlayCard { card, target });
    }
    let all = legal_commands(state, seat);
    if all.is_empty() {
        return None;
    }
    let i = pick(all.len());
    all.into_iter().nth(i)
}
