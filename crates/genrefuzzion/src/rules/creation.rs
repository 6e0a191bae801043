//! Character creation ("Creación de Personajes"): the cliché pool and draft, names, the
//! relationships chain, tricks and flaws, objectives.

use super::*;

pub(super) fn propose(s: &State, seat: SeatId, text: &str) -> R<Vec<Event>> {
    is_player(s, seat)?;
    if s.phase != Phase::ClichePool {
        return Err(wrong_phase(s, "proposing a cliché for the pool"));
    }
    text_ok(text, "cliché")?;
    let n = s.proposed.get(&seat).copied().unwrap_or(0);
    if n >= 3 {
        return Err(RuleError::new(
            "gf.pool.three_each",
            "each player suggests exactly three clichés for the pool",
        ));
    }
    if s.cliche_pool.iter().any(|(_, t)| t == text) {
        return Err(
            RuleError::new("gf.pool.duplicate", "that cliché is already in the pool").with("text", text)
        );
    }
    let mut ev = vec![Event::ClicheProposed { player: seat, text: text.to_owned() }];
    let total: usize = s.proposed.values().sum::<usize>() + 1;
    if total == 3 * s.players.len() {
        ev.push(Event::PhaseChanged { phase: Phase::Draft { turn: SeatId(1) } });
    }
    Ok(ev)
}

pub(super) fn draft(s: &State, seat: SeatId, index: usize) -> R<Vec<Event>> {
    let Phase::Draft { turn } = s.phase else { return Err(wrong_phase(s, "drafting a cliché")) };
    if seat != turn {
        return Err(RuleError::not_your_turn(turn));
    }
    if index >= s.cliche_pool.len() {
        return Err(RuleError::new("gf.pool.index", "no such cliché in the pool").with("index", index));
    }
    let mut ev = vec![Event::ClicheDrafted { player: seat, index }];
    if s.cliche_pool.len() == 1 {
        ev.push(Event::PhaseChanged { phase: Phase::Concept });
    } else {
        ev.push(Event::PhaseChanged { phase: Phase::Draft { turn: next_seat(s, seat) } });
    }
    Ok(ev)
}

pub(super) fn own_cliches(s: &State, seat: SeatId, cliches: &[String]) -> R<Vec<Event>> {
    is_player(s, seat)?;
    if s.phase != Phase::Concept {
        return Err(wrong_phase(s, "adding own clichés"));
    }
    if s.own_cliches.contains_key(&seat) {
        return Err(RuleError::new("gf.concept.own_done", "you already added your three own clichés"));
    }
    if cliches.len() != 3 {
        return Err(RuleError::new("gf.concept.own_three", "each player adds exactly three own clichés"));
    }
    for c in cliches {
        text_ok(c, "cliché")?;
    }
    Ok(vec![Event::OwnClichesAdded { player: seat, cliches: cliches.to_vec() }])
}

pub(super) fn assign_cliche_dice(s: &State, seat: SeatId, dice: &[Die]) -> R<Vec<Event>> {
    is_player(s, seat)?;
    if s.phase != Phase::Concept {
        return Err(wrong_phase(s, "assigning cliché dice"));
    }
    let Some(own) = s.own_cliches.get(&seat) else {
        return Err(RuleError::new(
            "gf.concept.own_first",
            "add your three own clichés before assigning dice",
        ));
    };
    let id = own_char(s, seat)?;
    if !s.characters[id].sheet.cliches.is_empty() {
        return Err(RuleError::new("gf.concept.dice_done", "your clichés already have their dice"));
    }
    six_dice_ok(dice)?;
    let names: Vec<String> =
        s.drafted.get(&seat).cloned().unwrap_or_default().into_iter().chain(own.clone()).collect();
    let mut c = s.characters[id].clone();
    c.sheet.cliches = names.into_iter().zip(dice).map(|(name, &die)| Attr { name, die }).collect();
    let mut ev =
        vec![Event::CharacterUpdated { id, character: Box::new(c.clone()), reason: "cliche_dice".into() }];
    ev.extend(concept_done(s, id, &c));
    Ok(ev)
}

pub(super) fn concept_done(s: &State, id: usize, updated: &Character) -> Vec<Event> {
    let all = s.characters.iter().enumerate().all(|(i, c)| {
        let c = if i == id { updated } else { c };
        c.sheet.cliches.len() == 6 && !c.name.is_empty()
    });
    if all {
        vec![Event::PhaseChanged { phase: Phase::Relationships { holder: SeatId(1), pending: None } }]
    } else {
        vec![]
    }
}

pub(super) fn name_character(s: &State, seat: SeatId, name: &str) -> R<Vec<Event>> {
    is_player(s, seat)?;
    if s.phase != Phase::Concept {
        return Err(wrong_phase(s, "naming a character"));
    }
    text_ok(name, "name")?;
    let id = own_char(s, seat)?;
    if s.characters.iter().enumerate().any(|(i, c)| i != id && c.name == name) || s.extras.contains_key(name)
    {
        return Err(RuleError::new("gf.name.taken", "another character or extra already has that name")
            .with("name", name));
    }
    let mut c = s.characters[id].clone();
    c.name = name.to_owned();
    let mut ev = vec![Event::CharacterUpdated { id, character: Box::new(c.clone()), reason: "named".into() }];
    ev.extend(concept_done(s, id, &c));
    Ok(ev)
}

pub(super) fn declare_relationship(
    s: &State,
    seat: SeatId,
    to: &Party,
    via_extra: &Option<String>,
    text: &str,
) -> R<Vec<Event>> {
    let Phase::Relationships { holder, pending } = &s.phase else {
        return Err(wrong_phase(s, "setting a relationship in the chain"));
    };
    text_ok(text, "relationship")?;
    let me = own_char(s, seat)?;
    if !party_exists(s, to) || *to == (Party::Character { id: me }) {
        return Err(RuleError::new(
            "gf.relationship.target",
            "a relationship needs another character or a named extra",
        ));
    }
    if let Some((from, target)) = pending {
        if me != *target {
            return Err(RuleError::not_your_turn(s.characters[*target].player));
        }
        if *to != (Party::Character { id: *from }) {
            return Err(RuleError::new(
                "gf.relationship.answer",
                "first describe the relationship with the character who named you, from your point of view",
            ));
        }
    } else if seat != *holder {
        return Err(RuleError::not_your_turn(*holder));
    }
    let mut c = s.characters[me].clone();
    c.sheet.relationships.push(Relationship {
        text: text.to_owned(),
        target: to.clone(),
        via_extra: via_extra.clone(),
        die: None,
    });
    let mut ev =
        vec![Event::CharacterUpdated { id: me, character: Box::new(c), reason: "relationship".into() }];
    let phase = match (pending, to) {
        (Some(_), _) => Phase::Relationships { holder: seat, pending: None },
        (None, Party::Character { id }) => Phase::Relationships { holder: seat, pending: Some((me, *id)) },
        (None, Party::Extra { .. }) => Phase::Relationships { holder: seat, pending: None },
    };
    ev.push(Event::PhaseChanged { phase });
    Ok(ev)
}

pub(super) fn suggest_relationship(
    s: &State,
    seat: SeatId,
    from: usize,
    to: usize,
    text: &str,
) -> R<Vec<Event>> {
    let Phase::Relationships { holder, pending: None } = &s.phase else {
        return Err(wrong_phase(s, "suggesting a relationship"));
    };
    if seat != *holder {
        return Err(RuleError::not_your_turn(*holder));
    }
    text_ok(text, "relationship")?;
    let me = own_char(s, seat)?;
    if from == me || to == me || from == to || from >= s.characters.len() || to >= s.characters.len() {
        return Err(RuleError::new(
            "gf.relationship.suggest",
            "suggest a relationship between two other characters",
        ));
    }
    let mut c = s.characters[from].clone();
    c.sheet.relationships.push(Relationship {
        text: text.to_owned(),
        target: Party::Character { id: to },
        via_extra: None,
        die: None,
    });
    Ok(vec![
        Event::CharacterUpdated { id: from, character: Box::new(c), reason: "relationship_suggested".into() },
        Event::PhaseChanged { phase: Phase::Relationships { holder: seat, pending: Some((from, to)) } },
    ])
}

pub(super) fn close_relationships(s: &State, seat: SeatId) -> R<Vec<Event>> {
    let Phase::Relationships { holder, pending } = &s.phase else {
        return Err(wrong_phase(s, "closing the relationships"));
    };
    if seat != *holder && seat != MODERATOR {
        return Err(RuleError::not_your_turn(*holder));
    }
    if pending.is_some() {
        return Err(RuleError::new(
            "gf.relationship.pending",
            "a relationship still waits for its other point of view",
        ));
    }
    if let Some(c) = s.characters.iter().find(|c| c.sheet.relationships.len() < 2) {
        return Err(RuleError::new(
            "gf.relationship.two",
            format!("{} has fewer than two relationships", c.name),
        )
        .with("character", &c.name));
    }
    Ok(vec![Event::PhaseChanged { phase: Phase::Finishing }])
}

pub(super) fn finishing(s: &State, id: usize, updated: &Character) -> Vec<Event> {
    let all = s.characters.iter().enumerate().all(|(i, c)| character_done(if i == id { updated } else { c }));
    if all {
        let mut ev: Vec<Event> = s
            .characters
            .iter()
            .enumerate()
            .map(|(i, c)| {
                let mut c = if i == id { updated.clone() } else { c.clone() };
                c.ready = true;
                Event::CharacterUpdated { id: i, character: Box::new(c), reason: "ready".into() }
            })
            .collect();
        ev.push(Event::PhaseChanged { phase: Phase::Lull { starter: None } });
        ev
    } else {
        vec![]
    }
}

pub(super) fn assign_relationship_dice(s: &State, seat: SeatId, dice: &[Die]) -> R<Vec<Event>> {
    if s.phase != Phase::Finishing {
        return Err(wrong_phase(s, "assigning relationship dice"));
    }
    let id = own_char(s, seat)?;
    let mut c = s.characters[id].clone();
    if c.sheet.relationships.iter().any(|r| r.die.is_some()) {
        return Err(RuleError::new(
            "gf.relationship.dice_done",
            "your relationships already have their dice",
        ));
    }
    if dice.len() != c.sheet.relationships.len() {
        return Err(RuleError::new("gf.relationship.dice_count", "give exactly one die per relationship")
            .with("relationships", c.sheet.relationships.len()));
    }
    relationship_dice_ok(dice)?;
    for (r, d) in c.sheet.relationships.iter_mut().zip(dice) {
        r.die = Some(*d);
    }
    let mut ev = vec![Event::CharacterUpdated {
        id,
        character: Box::new(c.clone()),
        reason: "relationship_dice".into(),
    }];
    ev.extend(finishing(s, id, &c));
    Ok(ev)
}

pub(super) fn choose_tricks(
    s: &State,
    seat: SeatId,
    tricks: &[TrickChoice],
    flaw: &FlawChoice,
) -> R<Vec<Event>> {
    if s.phase != Phase::Finishing {
        return Err(wrong_phase(s, "choosing tricks and a flaw"));
    }
    let id = own_char(s, seat)?;
    let mut c = s.characters[id].clone();
    if !c.tricks.is_empty() {
        return Err(RuleError::new("gf.trick.done", "you already chose your tricks and flaw"));
    }
    if tricks.len() != 2 || tricks[0].key == tricks[1].key {
        return Err(RuleError::new("gf.trick.two", "each character has two different tricks and one flaw"));
    }
    for t in tricks {
        c.tricks.push(check_trick_choice(t)?);
    }
    c.tricks.push(check_trick_choice(flaw)?);
    let mut ev =
        vec![Event::CharacterUpdated { id, character: Box::new(c.clone()), reason: "tricks".into() }];
    ev.extend(finishing(s, id, &c));
    Ok(ev)
}

pub(super) fn set_objective(
    s: &State,
    seat: SeatId,
    character: usize,
    text: &str,
    difficulty: u32,
) -> R<Vec<Event>> {
    if s.phase != Phase::Finishing {
        return Err(wrong_phase(s, "setting objectives at creation"));
    }
    text_ok(text, "objective")?;
    difficulty_ok(difficulty)?;
    let Some(target) = s.characters.get(character) else {
        return Err(RuleError::new("gf.character.unknown", "no such character").with("character", character));
    };
    let slot = if seat == MODERATOR {
        ObjectiveSlot::Moderator
    } else if seat == target.player {
        ObjectiveSlot::Own
    } else if next_seat(s, seat) == target.player {
        ObjectiveSlot::Circle
    } else {
        return Err(RuleError::new(
            "gf.objective.who",
            "you set your own objective, the next player's in the circle, and the Moderator sets the third",
        ));
    };
    if target.objectives.iter().any(|o| o.slot == slot) {
        return Err(RuleError::new("gf.objective.slot_taken", "that objective is already set")
            .with("character", character));
    }
    let mut c = target.clone();
    c.objectives.push(Objective { text: text.to_owned(), difficulty, slot, status: ObjectiveStatus::Open });
    let mut ev = vec![Event::CharacterUpdated {
        id: character,
        character: Box::new(c.clone()),
        reason: "objective".into(),
    }];
    ev.extend(finishing(s, character, &c));
    Ok(ev)
}
