//! What a seat may do now: every command the rules accept from it, with the fields a person fills in
//! (a difficulty, the accepted traits and objects, a name, a note) described by an [`engine::Param`].
//!
//! The list is built from the state's shape and the rules' own functions, so no rule is written here
//! a second time: who may be called (`check_call`), which qualities are in play (`in_play`), which
//! rests recover something (`recovered`), who may act in the round without hurrying (`may_act`),
//! each a function in `rules/`. One candidate per closed choice (who, which characteristic,
//! dangerous or not, which effect); `decide`, asked with [`dice::Probe`] dice, stays the last judge
//! of each candidate for what depends on its cost and the moment (points left, the phase of a
//! roll). Open fields take their ranges from the rules' own limits.
//! An open field is named by [`Field`] (`Field::SheetName`, `Field::SideTraits(0)`); `Command`'s
//! `engine::Fields` impl says where each lives.

use dice::Probe;
use engine::{Legal, Param, SeatId};

use crate::command::{CharacterId, Command, Field, Hurry, QualityEffect, QualityRef, Recovery, SideCall};
use crate::rules::{
    DIRECTOR, MAX_DIFFICULTY, MAX_SCORE, OBJECT_DICE, PLAYER_NOTES_CHARS, check_call, controller, decide,
    in_play, may_act, recovered,
};
use crate::state::{CharacterKind, CharacterSheet, Characteristic};
use crate::state::{RollPhase, State};

/// Most characters of a name typed at the table.
pub const NAME_CHARS: u32 = 100;
/// Most characters of a note (an activation's, an award's reason).
pub const NOTE_CHARS: u32 = 300;
/// Most characters of the Director's notes on a character they introduce.
pub const NOTES_CHARS: u32 = 500;

/// Every command `seat` may send now, in a stable order.
pub fn legal_commands(state: &State, seat: SeatId) -> Vec<Legal<Command>> {
    if seat.0 > state.players {
        return Vec::new();
    }
    let mut out = Vec::new();
    if let (Some(c), false) = (&state.creation, state.started) {
        creating(c, seat, &mut out);
        own(state, seat, &mut out);
        return out;
    }
    if !state.started {
        return Vec::new();
    }
    if state.over {
        own(state, seat, &mut out);
        return out;
    }
    own(state, seat, &mut out);
    let mine = ids(state).filter(|&id| controller(state, id) == seat).collect::<Vec<_>>();
    match state.roll.as_ref().map(|r| r.phase) {
        Some(RollPhase::Rolling) => rolls(state, &mine, &mut out),
        Some(RollPhase::Outcome) => out.push(Legal::whole(Command::Conclude)),
        Some(RollPhase::Damage) => {
            for &character in &mine {
                out.push(Legal::whole(Command::Protect { character }));
                out.push(Legal::whole(Command::TakeDamage { character }));
            }
        }
        None => {
            if seat == DIRECTOR {
                scenes_and_rounds(state, &mut out);
                calls(state, &mut out);
            }
            for &character in &mine {
                points(state, character, &mut out);
            }
        }
    }
    if seat == DIRECTOR {
        story(state, &mut out);
    }
    for &character in &mine {
        out.push(Legal::whole(Command::UseTotals { character }));
    }
    qualities(state, &mut out);
    if seat == DIRECTOR {
        out.push(Legal::whole(Command::EndStory));
    }
    out.retain(|l| decide(state, seat, &l.command, &mut Probe::new()).is_ok());
    out
}

/// Ruling 28: a player without a character writes one (the form's numbers within ruling 26's
/// ranges, one row each of trait, concept and object to start from) or takes a pre-made one; the
/// Director approves or returns each written one.
fn creating(c: &crate::state::Creation, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    if seat == DIRECTOR {
        for (i, p) in c.seats.iter().enumerate() {
            if p.as_ref().is_some_and(|p| !p.approved) {
                let player = SeatId(i as u8 + 1);
                out.push(Legal::whole(Command::ApproveCharacter { seat: player }));
                let back = Command::ReturnCharacter { seat: player, reason: String::new() };
                out.push(Legal::open(back, Field::Reason, Param::Text { max_chars: NOTE_CHARS }));
            }
        }
        return;
    }
    let Some(None) = (seat.0 as usize).checked_sub(1).and_then(|i| c.seats.get(i)) else { return };
    for (i, p) in c.premade.iter().enumerate() {
        if p.is_some() {
            out.push(Legal::whole(Command::TakeCharacter { premade: i }));
        }
    }
    let sheet = CharacterSheet {
        name: "Name".into(),
        kind: CharacterKind::Main,
        action: 3,
        cognition: 3,
        interaction: 3,
        traits: vec![crate::state::Trait {
            name: "Trait".into(),
            characteristic: Characteristic::Action,
            bonus: 1,
        }],
        qualities: vec![crate::state::Quality {
            kind: crate::state::QualityKind::Concept,
            text: "Concept".into(),
        }],
        objects: vec![crate::state::Object { name: "Object".into(), dice: 1 }],
        notes: String::new(),
        secret_qualities: Vec::new(),
    };
    let score = Param::Number { min: 1, max: MAX_SCORE };
    let text = Param::Text { max_chars: NAME_CHARS };
    out.push(
        Legal::open(Command::CreateCharacter { sheet }, Field::SheetName, text.clone())
            .and(Field::Score(Characteristic::Action), score.clone())
            .and(Field::Score(Characteristic::Cognition), score.clone())
            .and(Field::Score(Characteristic::Interaction), score.clone())
            .and(Field::TraitName(0), text.clone())
            .and(Field::TraitBonus(0), score)
            .and(Field::QualityText(0), Param::Text { max_chars: NOTE_CHARS })
            .and(Field::ObjectName(0), text)
            .and(Field::ObjectDice(0), Param::Number { min: *OBJECT_DICE.start(), max: *OBJECT_DICE.end() }),
    );
}

/// A player's own, any time: their notes, and once the story started their character's name
/// (ruling 29; the form fills in the current name).
fn own(state: &State, seat: SeatId, out: &mut Vec<Legal<Command>>) {
    if seat == DIRECTOR {
        return;
    }
    let notes = Command::WriteNotes { text: String::new() };
    out.push(Legal::open(notes, Field::Text, Param::Text { max_chars: PLAYER_NOTES_CHARS }));
    if state.started {
        let rename = Command::RenameCharacter { name: "Name".into() };
        out.push(Legal::open(rename, Field::Name, Param::Text { max_chars: NAME_CHARS }));
    }
}

fn ids(state: &State) -> impl Iterator<Item = CharacterId> + '_ {
    (0..state.characters.len()).map(|i| CharacterId(i as u16))
}

/// The characters a challenge or conflict may call: those the rule for calls accepts.
fn able(state: &State) -> Vec<CharacterId> {
    let bare = |character| SideCall {
        character,
        characteristic: Characteristic::Action,
        traits: vec![],
        objects: vec![],
    };
    ids(state).filter(|&id| check_call(state, &bare(id)).is_ok()).collect()
}

/// "Retos": the roller throws, with no object or one of those the Director accepted.
fn rolls(state: &State, mine: &[CharacterId], out: &mut Vec<Legal<Command>>) {
    let Some(roll) = &state.roll else { return };
    for side in roll.sides.iter().filter(|s| mine.contains(&s.call.character)) {
        let character = side.call.character;
        out.push(Legal::whole(Command::Roll { character, object: None }));
        for &o in &side.call.objects {
            out.push(Legal::whole(Command::Roll { character, object: Some(o) }));
        }
    }
}

/// Between rolls, the Director's scenes and rounds of the order of action.
fn scenes_and_rounds(state: &State, out: &mut Vec<Legal<Command>>) {
    out.push(Legal::whole(Command::StartScene { qualities: Vec::new() }));
    out.push(Legal::whole(Command::EndScene));
    let able = able(state);
    if !able.is_empty() {
        let values = able.iter().map(|id| u32::from(id.0)).collect::<Vec<_>>();
        let max = values.len() as u32;
        out.push(Legal::open(
            Command::StartRound { characters: able },
            Field::Characters,
            Param::SubsetOf { values, min: 1, max },
        ));
    }
}

/// The Director's hold on the story at any moment, a roll in play included: secret qualities
/// revealed, new characters, awards.
fn story(state: &State, out: &mut Vec<Legal<Command>>) {
    for id in ids(state) {
        for index in 0..state.characters[id.0 as usize].sheet.secret_qualities.len() {
            out.push(Legal::whole(Command::RevealQuality { character: id, index }));
        }
    }
    for (offstage, _) in state.waiting_offstage() {
        out.push(Legal::whole(Command::BringIn { offstage }));
    }
    for kind in [CharacterKind::Secondary, CharacterKind::Monster] {
        let sheet = CharacterSheet {
            name: format!("#{}", state.characters.len() + 1),
            kind,
            action: 1,
            cognition: 1,
            interaction: 1,
            traits: Vec::new(),
            qualities: Vec::new(),
            objects: Vec::new(),
            notes: String::new(),
            secret_qualities: Vec::new(),
        };
        let score = Param::Number { min: 1, max: MAX_SCORE };
        out.push(
            Legal::open(
                Command::IntroduceCharacter { sheet },
                Field::SheetName,
                Param::Text { max_chars: NAME_CHARS },
            )
            .and(Field::Score(Characteristic::Action), score.clone())
            .and(Field::Score(Characteristic::Cognition), score.clone())
            .and(Field::Score(Characteristic::Interaction), score)
            .and(Field::SheetNotes, Param::Text { max_chars: NOTES_CHARS }),
        );
    }
    for id in ids(state) {
        out.push(Legal::open(
            Command::AwardOvercoming { character: id, reason: String::new() },
            Field::Reason,
            Param::Text { max_chars: NOTE_CHARS },
        ));
    }
}

/// Indices `0..n` as a subset parameter (the Director accepts any of them, or none).
fn any_of(n: usize) -> Param {
    Param::SubsetOf { values: (0..n as u32).collect(), min: 0, max: n as u32 }
}

fn traits_and_objects(state: &State, id: CharacterId) -> (Param, Param) {
    let sheet = &state.characters[id.0 as usize].sheet;
    (any_of(sheet.traits.len()), any_of(sheet.objects.len()))
}

/// "Retos" and "Conflictos": a challenge for any able character, a conflict between any two, with
/// each characteristic, declared dangerous or not.
fn calls(state: &State, out: &mut Vec<Legal<Command>>) {
    let able = able(state);
    for &character in &able {
        let (traits, objects) = traits_and_objects(state, character);
        for characteristic in Characteristic::ALL {
            for dangerous in [false, true] {
                let call = Command::CallChallenge {
                    character,
                    characteristic,
                    difficulty: 0,
                    dangerous,
                    traits: Vec::new(),
                    objects: Vec::new(),
                };
                out.push(
                    Legal::open(call, Field::Difficulty, Param::Number { min: 0, max: MAX_DIFFICULTY })
                        .and(Field::Traits, traits.clone())
                        .and(Field::Objects, objects.clone()),
                );
            }
        }
    }
    for (i, &a) in able.iter().enumerate() {
        for &b in &able[i + 1..] {
            let ((a_traits, a_objects), (b_traits, b_objects)) =
                (traits_and_objects(state, a), traits_and_objects(state, b));
            for (ca, cb) in Characteristic::ALL.into_iter().flat_map(|x| Characteristic::ALL.map(|y| (x, y)))
            {
                for dangerous in [false, true] {
                    let side = |character, characteristic| SideCall {
                        character,
                        characteristic,
                        traits: Vec::new(),
                        objects: Vec::new(),
                    };
                    let call = Command::CallConflict { sides: vec![side(a, ca), side(b, cb)], dangerous };
                    out.push(
                        Legal::open(call, Field::SideTraits(0), a_traits.clone())
                            .and(Field::SideObjects(0), a_objects.clone())
                            .and(Field::SideTraits(1), b_traits.clone())
                            .and(Field::SideObjects(1), b_objects.clone()),
                    );
                }
            }
        }
    }
}

/// What a character may pay or do between rolls: retry its failed challenge, rest where the rest
/// recovers something, act in the round (in its turn, or hurrying).
fn points(state: &State, character: CharacterId, out: &mut Vec<Legal<Command>>) {
    if state.retry.as_ref().is_some_and(|r| r.character == character) {
        out.push(Legal::whole(Command::Retry { character }));
    }
    let c = &state.characters[character.0 as usize];
    let recoveries = std::iter::once(Recovery::OneEach)
        .chain(Characteristic::ALL.map(|characteristic| Recovery::TwoIn { characteristic }));
    for recovery in recoveries.filter(|&r| recovered(c, r) != c.current) {
        out.push(Legal::whole(Command::Rest { character, recovery }));
    }
    if state.round.as_ref().is_some_and(|r| !r.ended && r.characters.contains(&character)) {
        if may_act(state).contains(&character) {
            out.push(Legal::whole(Command::Act { character, hurry: None }));
        }
        for hurry in [Hurry::ActEarly, Hurry::ActAgain] {
            out.push(Legal::whole(Command::Act { character, hurry: Some(hurry) }));
        }
    }
}

/// "Cualidades": every quality in play, with each effect, harming its owner or not, and a note.
fn qualities(state: &State, out: &mut Vec<Legal<Command>>) {
    let of_characters = ids(state).flat_map(|character| {
        (0..state.characters[character.0 as usize].sheet.qualities.len())
            .map(move |index| QualityRef::Character { character, index })
    });
    let of_scene =
        (0..state.scene.as_ref().map_or(0, |s| s.qualities.len())).map(|index| QualityRef::Scene { index });
    for quality in of_characters.chain(of_scene).filter(|&q| in_play(state, q).is_ok()) {
        for effect in [QualityEffect::Narrate, QualityEffect::Reverse] {
            for harms_owner in [false, true] {
                let command = Command::ActivateQuality { quality, effect, harms_owner, note: String::new() };
                out.push(Legal::open(command, Field::Note, Param::Text { max_chars: NOTE_CHARS }));
            }
        }
    }
}
