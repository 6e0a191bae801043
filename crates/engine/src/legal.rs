//! What a seat may do now, as its game lists it: the one source that the forms, random play, the
//! property tests, the benchmarks and the AI all read. A screen renders these; it never decides
//! what is legal.
//!
//! A command's open fields are named by its game's own `Field` enum (the [`Fields`] trait), and the
//! game's [`Fields::slot`] says where each one lives in a command: a field that does not exist does
//! not compile, and the path to it is checked by the compiler like any other field access.

use std::fmt::Debug;

use schemars::JsonSchema;
use serde::Serialize;

/// A command type whose legal moves may leave fields open for the player to fill in.
///
/// ```
/// # use engine::{Fields, Input, Legal, Param, Slot};
/// #[derive(Clone, Debug, PartialEq)]
/// enum Command { Rename { name: String }, Pass }
///
/// #[derive(Clone, Copy, Debug, PartialEq, Eq, serde::Serialize, schemars::JsonSchema)]
/// enum Field { Name }
///
/// impl Fields for Command {
///     type Field = Field;
///     fn slot(&mut self, field: Field) -> Option<&mut dyn Slot> {
///         let slot: &mut dyn Slot = match (field, self) {
///             (Field::Name, Command::Rename { name }) => name,
///             _ => return None,
///         };
///         Some(slot)
///     }
/// }
///
/// let legal = Legal::open(Command::Rename { name: "Ann".into() }, Field::Name, Param::Text { max_chars: 20 });
/// let filled = legal.fill([(Field::Name, Input::Text("Bea".into()))]).unwrap();
/// assert_eq!(filled, Command::Rename { name: "Bea".into() });
/// ```
pub trait Fields {
    /// The fields a legal move may leave open: a closed enum per game ([`NoField`] for none).
    type Field: Copy + Debug + PartialEq + Eq + Serialize + JsonSchema;

    /// Where `field` lives in this command, or `None` when this command has no such field.
    fn slot(&mut self, field: Self::Field) -> Option<&mut dyn Slot>;
}

/// The field type of a game whose legal moves leave nothing open.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
pub enum NoField {}

/// What a player (or random play) puts in an open field, by the kind of its [`Param`].
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(untagged)]
pub enum Input {
    /// For a [`Param::Number`].
    Number(u32),
    /// For a [`Param::Text`].
    Text(String),
    /// For a [`Param::SubsetOf`] or [`Param::OrderOf`]: the chosen values, in order.
    Values(Vec<u32>),
}

/// Why an input could not be put in an open field (a game's bug or a caller's: `decide` never sees
/// it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FillError(String);

impl std::fmt::Display for FillError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl std::error::Error for FillError {}

/// A field of a command that an [`Input`] may be put in.
pub trait Slot {
    /// Puts `input` here, or says why it is not of this field's kind.
    fn put(&mut self, input: Input) -> Result<(), FillError>;

    /// The text this field holds, for a text field.
    fn text(&self) -> Option<&str> {
        None
    }
}

fn wrong_kind(input: &Input, want: &str) -> FillError {
    FillError(format!("{input:?} does not fit a field of {want}"))
}

impl Slot for u32 {
    fn put(&mut self, input: Input) -> Result<(), FillError> {
        match input {
            Input::Number(n) => {
                *self = n;
                Ok(())
            }
            other => Err(wrong_kind(&other, "a number")),
        }
    }
}

impl Slot for u64 {
    fn put(&mut self, input: Input) -> Result<(), FillError> {
        let mut n = 0u32;
        n.put(input)?;
        *self = u64::from(n);
        Ok(())
    }
}

impl Slot for String {
    fn put(&mut self, input: Input) -> Result<(), FillError> {
        match input {
            Input::Text(t) => {
                *self = t;
                Ok(())
            }
            other => Err(wrong_kind(&other, "text")),
        }
    }

    fn text(&self) -> Option<&str> {
        Some(self)
    }
}

/// An optional text: an input sets it.
impl Slot for Option<String> {
    fn put(&mut self, input: Input) -> Result<(), FillError> {
        let mut text = String::new();
        text.put(input)?;
        *self = Some(text);
        Ok(())
    }

    fn text(&self) -> Option<&str> {
        self.as_deref()
    }
}

/// A list of values named by numbers (dice faces, seats, ids).
impl<T: FromNumber> Slot for Vec<T> {
    fn put(&mut self, input: Input) -> Result<(), FillError> {
        match input {
            Input::Values(values) => {
                let items = values.iter().map(|&v| {
                    T::from_number(v).ok_or_else(|| FillError(format!("{v} names no item of this list")))
                });
                *self = items.collect::<Result<_, _>>()?;
                Ok(())
            }
            other => Err(wrong_kind(&other, "a list")),
        }
    }
}

/// An item of a list field, named by a number in a [`Param::SubsetOf`] or [`Param::OrderOf`].
pub trait FromNumber: Sized {
    /// The item `n` names, if any.
    fn from_number(n: u32) -> Option<Self>;
}

impl FromNumber for u32 {
    fn from_number(n: u32) -> Option<u32> {
        Some(n)
    }
}

impl FromNumber for usize {
    fn from_number(n: u32) -> Option<usize> {
        usize::try_from(n).ok()
    }
}

impl FromNumber for crate::SeatId {
    fn from_number(n: u32) -> Option<crate::SeatId> {
        u8::try_from(n).ok().map(crate::SeatId)
    }
}

/// A command a seat may send now.
///
/// `command` is legal as it stands. Where one of its fields has more legal values than are worth
/// listing (a number of dice, free text, an order), [`Legal::open`] names that field and the values
/// it may take, so a form can offer them; `decide` stays the judge of every combination.
#[derive(Clone, Debug, PartialEq, Serialize, JsonSchema)]
pub struct Legal<C: Fields> {
    /// A legal command (its open fields hold a legal value).
    pub command: C,
    /// The fields of `command` a player fills in, and what each may hold.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub open: Vec<OpenField<C::Field>>,
}

impl<C: Fields> Legal<C> {
    /// A command with nothing left to choose.
    pub fn whole(command: C) -> Legal<C> {
        Legal { command, open: Vec::new() }
    }

    /// A command whose `field` the player chooses within `param`.
    pub fn open(command: C, field: C::Field, param: Param) -> Legal<C> {
        Legal { command, open: vec![OpenField { field, param }] }
    }

    /// The same, with one more open field.
    pub fn and(mut self, field: C::Field, param: Param) -> Legal<C> {
        self.open.push(OpenField { field, param });
        self
    }

    /// What the open `field` may hold, if it is open here.
    pub fn param(&self, field: C::Field) -> Option<&Param> {
        self.open.iter().find(|o| o.field == field).map(|o| &o.param)
    }
}

impl<C: Fields + Clone + Debug> Legal<C> {
    /// The command with these inputs put in its fields (open ones, or others a caller blanks), or
    /// why one does not fit. Whether the result is legal is `decide`'s to say.
    pub fn fill(&self, inputs: impl IntoIterator<Item = (C::Field, Input)>) -> Result<C, FillError> {
        let mut command = self.command.clone();
        for (field, input) in inputs {
            let slot = command
                .slot(field)
                .ok_or_else(|| FillError(format!("this command has no field {field:?}")))?;
            slot.put(input)?;
        }
        Ok(command)
    }

    /// The command once for each open field at each end of what its param allows, the other fields
    /// as listed: the least and the most number, the longest text, the fewest and the most values
    /// of a subset (the first ones), an order reversed. Property tests ask `decide` to accept each;
    /// an error means the game lists a field its command does not have.
    pub fn at_the_ends(&self) -> Result<Vec<C>, FillError> {
        let mut out = Vec::new();
        for OpenField { field, param } in &self.open {
            let ends = match param {
                Param::Number { min, max } => vec![Input::Number(*min), Input::Number(*max)],
                Param::Text { max_chars } => vec![Input::Text("x".repeat(*max_chars as usize))],
                Param::SubsetOf { values, min, max } => [min, max]
                    .map(|n| Input::Values(values.iter().copied().take(*n as usize).collect()))
                    .to_vec(),
                Param::OrderOf { values } => vec![Input::Values(values.iter().rev().copied().collect())],
            };
            for input in ends {
                out.push(self.fill([(*field, input)])?);
            }
        }
        Ok(out)
    }

    /// The command with each open field given a random value its param allows (random play and
    /// property tests); `pick(n)` answers a number below `n`. A text keeps the legal text with a
    /// random tail, so it stays unique where the game made it so (new names).
    pub fn fill_randomly(&self, pick: &mut dyn FnMut(usize) -> usize) -> C {
        let mut command = self.command.clone();
        for OpenField { field, param } in &self.open {
            let slot = command
                .slot(*field)
                .unwrap_or_else(|| panic!("{field:?} is not a field of {:?}", self.command));
            let input = random_input(param, slot.text(), pick);
            slot.put(input).unwrap_or_else(|e| panic!("{field:?} of {:?}: {e}", self.command));
        }
        command
    }
}

fn random_input(param: &Param, text: Option<&str>, pick: &mut dyn FnMut(usize) -> usize) -> Input {
    let mut below = |n: usize| pick(n.max(1)) % n.max(1);
    match param {
        Param::Number { min, max } => Input::Number(min + below((max - min) as usize + 1) as u32),
        Param::Text { .. } => Input::Text(format!("{} {}", text.unwrap_or("text"), below(100))),
        Param::SubsetOf { values, min, max } => {
            let n = *min as usize + below((max - min) as usize + 1);
            Input::Values(shuffled(values.clone(), &mut below).into_iter().take(n).collect())
        }
        Param::OrderOf { values } => Input::Values(shuffled(values.clone(), &mut below)),
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
pub struct OpenField<F> {
    /// The field, by its game's name for it.
    pub field: F,
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

    #[derive(Clone, Debug, PartialEq)]
    struct Row {
        name: String,
        rating: u32,
    }

    #[derive(Clone, Debug, PartialEq)]
    struct Sheet {
        rows: Vec<Row>,
        order: Vec<crate::SeatId>,
    }

    #[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, JsonSchema)]
    enum Field {
        SecondName,
        FirstRating,
        Order,
    }

    impl Fields for Sheet {
        type Field = Field;
        fn slot(&mut self, field: Field) -> Option<&mut dyn Slot> {
            Some(match field {
                Field::SecondName => &mut self.rows.get_mut(1)?.name,
                Field::FirstRating => &mut self.rows.first_mut()?.rating,
                Field::Order => &mut self.order,
            })
        }
    }

    fn sheet() -> Sheet {
        Sheet {
            rows: vec![Row { name: "a".into(), rating: 1 }, Row { name: "b".into(), rating: 1 }],
            order: vec![crate::SeatId(1), crate::SeatId(2)],
        }
    }

    /// Random play fills each open field within its param, and a text keeps the legal text.
    #[test]
    fn random_filling_puts_a_value_of_each_param_in_its_field() {
        let legal = Legal::open(sheet(), Field::SecondName, Param::Text { max_chars: 20 })
            .and(Field::FirstRating, Param::Number { min: 3, max: 3 })
            .and(Field::Order, Param::OrderOf { values: vec![1, 2] });
        let filled = legal.fill_randomly(&mut |_| 0);
        assert_eq!(filled.rows[0], Row { name: "a".into(), rating: 3 });
        assert!(filled.rows[1].name.starts_with("b "), "{:?}", filled.rows[1]);
        assert_eq!(legal.param(Field::FirstRating), Some(&Param::Number { min: 3, max: 3 }));
    }

    /// An input of the wrong kind, or a field the command lacks, is an error and no command.
    #[test]
    fn an_input_that_does_not_fit_is_refused() {
        let legal = Legal::whole(Sheet { rows: vec![], order: vec![] });
        assert!(legal.fill([(Field::SecondName, Input::Text("x".into()))]).is_err(), "no second row");
        assert!(legal.fill([(Field::Order, Input::Number(1))]).is_err(), "a number for a list");
        assert!(legal.fill([(Field::Order, Input::Values(vec![300]))]).is_err(), "no seat 300");
        let filled = legal.fill([(Field::Order, Input::Values(vec![2, 1]))]).unwrap();
        assert_eq!(filled.order, [crate::SeatId(2), crate::SeatId(1)]);
    }
}
