//! What a viewer sees, and the relationship map.

use engine::{SeatId, Viewer};
use serde::Serialize;

use crate::state::*;

/// What a viewer sees: everything. GenreFuzzion is played in public forum threads; sheets, points,
/// pools and rolls are posted for all to read, and the rulebook asks for a public relationship map.
#[derive(Clone, Debug, Serialize)]
pub struct View {
    /// Who looks.
    pub viewer: Viewer,
    /// Whose move it is.
    pub waiting_on: Vec<SeatId>,
    /// The relationship map ("armar un mapa con todas las relaciones, sus dados").
    pub relationship_map: Vec<MapEdge>,
    /// The whole campaign.
    pub state: State,
}

/// One arrow of the relationship map.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct MapEdge {
    /// The character holding the relationship.
    pub from: String,
    /// Whom it is with.
    pub to: String,
    /// The phrase.
    pub text: String,
    /// Its die.
    pub die: Option<dice::Die>,
    /// Through an extra.
    pub via_extra: Option<String>,
}

/// Every relationship of every character, as arrows.
pub fn relationship_map(s: &State) -> Vec<MapEdge> {
    s.characters
        .iter()
        .flat_map(|c| {
            c.sheet.relationships.iter().map(move |r| MapEdge {
                from: c.name.clone(),
                to: s.party_name(&r.target),
                text: r.text.clone(),
                die: r.die,
                via_extra: r.via_extra.clone(),
            })
        })
        .collect()
}
