//! What a seat may do now, as its game lists it: the one source that the forms, random play, the
//! property tests, the benchmarks and the AI all read. A screen renders these; it never decides
//! what is legal.

use schemars::JsonSchema;
use serde::Serialize;
use serde::de::DeserializeOwned;
use serde_json::Value;

/// A command a seat may send now.
///
/// `command` is legal as it stands. Where one of its fields has more legal values than are worth
/// listing (a number of dice, free text, an order), [`Legal::open`] names that field and the values
/// it may take, so a form can offer them; `decide` stays the judge of every combination.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Legal<C> {
    /// A legal command (its open fields hold a legal value).
    pub command: C,
    /// The fields of `command` a player fills in, and what each may hold.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub open: Vec<OpenField>,
}

impl<C> Legal<C> {
    /// A command with nothing left to choose.
    pub fn whole(command: C) -> Legal<C> {
        Legal { command, open: Vec::new() }
    }

    /// A command whose `field` the player chooses within `param`.
    pub fn open(command: C, field: &'static str, param: Param) -> Legal<C> {
        Legal { command, open: vec![OpenField { field, param }] }
    }

    /// The same, with one more open field.
    pub fn and(mut self, field: &'static str, param: Param) -> Legal<C> {
        self.open.push(OpenField { field, param });
        self
    }
}

impl<C: Clone + Serialize + DeserializeOwned> Legal<C> {
    /// The command with each open field given a random value its param allows (random play and
    /// property tests); `pick(n)` answers a number below `n`. A text keeps the legal text with a
    /// random tail, so it stays unique where the game made it so (new names).
    pub fn fill_randomly(&self, pick: &mut dyn FnMut(usize) -> usize) -> C {
        if self.open.is_empty() {
            return self.command.clone();
        }
        let mut json = serde_json::to_value(&self.command).expect("commands serialize");
        for OpenField { field, param } in &self.open {
            // A number names an element of a list (`character.bonds.0.name`).
            let slot = field.split('.').fold(&mut json, |v, key| match key.parse::<usize>() {
                Ok(i) if v.is_array() => &mut v[i],
                _ => &mut v[key],
            });
            *slot = random_value(param, slot, pick);
        }
        serde_json::from_value(json).expect("open fields hold values of their type")
    }
}

fn random_value(param: &Param, current: &Value, pick: &mut dyn FnMut(usize) -> usize) -> Value {
    let mut below = |n: usize| pick(n.max(1)) % n.max(1);
    match param {
        Param::Number { min, max } => Value::from(min + below((max - min) as usize + 1) as u32),
        Param::Text { .. } => Value::from(format!("{} {}", current.as_str().unwrap_or("text"), below(100))),
        Param::SubsetOf { values, min, max } => {
            let n = *min as usize + below((max - min) as usize + 1);
            Value::from(shuffled(values.clone(), &mut below).into_iter().take(n).collect::<Vec<_>>())
        }
        Param::OrderOf { values } => Value::from(shuffled(values.clone(), &mut below)),
    }
}

fn shuffled(mut values: Vec<u32>, below: &mut dyn FnMut(usize) -> usize) -> Vec<u32> {
    let mut out = Vec::with_capacity(values.len());
    while !values.is_empty() {
        out.push(values.remove(below(values.len())));
    }
    out
}

/// A field of a command that the player fills in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub struct OpenField {
    /// The field's name in the command's JSON form.
    pub field: &'static str,
    /// The values it may hold.
    pub param: Param,
}

/// The values an open field may hold.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, JsonSchema)]
#[serde(tag = "kind", rename_all = "snake_case")]
pub enum Param {
    /// A whole number from `min` to `max`, both included.
    Number {
        /// The least.
        min: u32,
        /// The most.
        max: u32,
    },
    /// Free text of 1 to `max_chars` characters.
    Text {
        /// The most characters allowed.
        max_chars: u32,
    },
    /// Any selection of these values (dice faces, ids), each at most once, of `min` to `max` items.
    SubsetOf {
        /// The values to choose from.
        values: Vec<u32>,
        /// The fewest that may be chosen.
        min: u32,
        /// The most that may be chosen.
        max: u32,
    },
    /// These values, every one of them, in an order the player chooses.
    OrderOf {
        /// The values to order.
        values: Vec<u32>,
    },
}

#[cfg(test)]
mod tests {
    use super::*;

    #[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Row {
        name: String,
        rating: u32,
    }

    #[derive(Clone, Debug, PartialEq, serde::Serialize, serde::Deserialize)]
    struct Sheet {
        rows: Vec<Row>,
    }

    /// A number in a field's path names an element of a list (`rows.1.name`).
    #[test]
    fn an_open_field_names_a_list_element_by_its_position() {
        let sheet =
            Sheet { rows: vec![Row { name: "a".into(), rating: 1 }, Row { name: "b".into(), rating: 1 }] };
        let legal = Legal::open(sheet, "rows.1.name", Param::Text { max_chars: 20 })
            .and("rows.0.rating", Param::Number { min: 3, max: 3 });
        let filled = legal.fill_randomly(&mut |_| 0);
        assert_eq!(filled.rows[0], Row { name: "a".into(), rating: 3 });
        assert!(filled.rows[1].name.starts_with("b "), "{:?}", filled.rows[1]);
    }
}
