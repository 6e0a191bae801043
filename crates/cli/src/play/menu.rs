//! Choosing one move among many, a few choices at a time.
//!
//! Each move is reached by steps, broad to narrow (a card, then where, then the target; an
//! incident, then the first character, then the second). While more than [`MOST`] moves remain,
//! the person chooses the next step; once at most [`MOST`] remain they are listed whole. A step
//! every remaining move shares is taken without asking. Pure: no I/O, the caller draws it.

/// The most choices one prompt lists.
pub const MOST: usize = 15;

/// A move as the person reaches it: the steps that lead to it, broad to narrow, and its sentence.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry {
    pub path: Vec<String>,
    pub sentence: String,
}

/// What a prompt lists.
#[derive(Debug, PartialEq, Eq)]
pub enum Shown {
    /// The next steps, each with how many moves it leads to.
    Steps(Vec<(String, usize)>),
    /// The moves left, as indexes into the entries.
    Moves(Vec<usize>),
}

impl Shown {
    /// How many choices it lists.
    pub fn len(&self) -> usize {
        match self {
            Shown::Steps(s) => s.len(),
            Shown::Moves(m) => m.len(),
        }
    }
}

/// What the person chose at a prompt.
#[derive(Debug, PartialEq, Eq)]
pub enum Picked {
    /// A step: the menu narrowed.
    Step,
    /// A move: the index of its entry.
    Move(usize),
}

/// The steps chosen so far among `entries`.
pub struct Menu<'a> {
    entries: &'a [Entry],
    /// Each step chosen: at which depth of the path, and its label.
    chosen: Vec<(usize, String)>,
}

impl<'a> Menu<'a> {
    pub fn new(entries: &'a [Entry]) -> Menu<'a> {
        Menu { entries, chosen: Vec::new() }
    }

    /// The labels of the steps chosen so far, in order.
    pub fn trail(&self) -> Vec<&str> {
        self.chosen.iter().map(|(_, label)| label.as_str()).collect()
    }

    /// Whether a step was chosen (so there is one to go back from).
    pub fn can_go_back(&self) -> bool {
        !self.chosen.is_empty()
    }

    /// Forgets the last step chosen.
    pub fn back(&mut self) {
        self.chosen.pop();
    }

    fn left(&self) -> Vec<usize> {
        (0..self.entries.len())
            .filter(|&i| {
                let path = &self.entries[i].path;
                self.chosen.iter().all(|(depth, label)| path.get(*depth) == Some(label))
            })
            .collect()
    }

    /// The next prompt's choices, and the depth its steps are at.
    fn next(&self) -> (Shown, usize) {
        let left = self.left();
        let mut depth = self.chosen.last().map_or(0, |(d, _)| d + 1);
        loop {
            if left.len() <= MOST {
                return (Shown::Moves(left), depth);
            }
            let mut steps: Vec<(String, usize)> = Vec::new();
            for &i in &left {
                let Some(label) = self.entries[i].path.get(depth) else { continue };
                match steps.iter_mut().find(|(l, _)| l == label) {
                    Some((_, n)) => *n += 1,
                    None => steps.push((label.clone(), 1)),
                }
            }
            match steps.len() {
                // No narrower step: the moves, however many.
                0 => return (Shown::Moves(left), depth),
                // A step every move left shares: taken without asking.
                1 => depth += 1,
                _ => return (Shown::Steps(steps), depth),
            }
        }
    }

    /// What the next prompt lists.
    pub fn shown(&self) -> Shown {
        self.next().0
    }

    /// Chooses the `n`th choice (from 1) of [`Menu::shown`]; `None` when there is no such choice.
    pub fn pick(&mut self, n: usize) -> Option<Picked> {
        let (shown, depth) = self.next();
        let i = n.checked_sub(1)?;
        match shown {
            Shown::Moves(moves) => moves.get(i).map(|&m| Picked::Move(m)),
            Shown::Steps(steps) => {
                let (label, _) = steps.into_iter().nth(i)?;
                self.chosen.push((depth, label));
                Some(Picked::Step)
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(path: &[&str]) -> Entry {
        Entry { path: path.iter().map(|s| s.to_string()).collect(), sentence: path.join(" ") }
    }

    /// Ten cards on twelve targets at four locations: 120 moves.
    fn cards() -> Vec<Entry> {
        let mut out = vec![];
        for card in 0..10 {
            for target in 0..12 {
                out.push(entry(&[
                    &format!("card {card}"),
                    &format!("at {}", target % 4),
                    &format!("t{target}"),
                ]));
            }
        }
        out
    }

    #[test]
    fn few_moves_are_listed_whole() {
        let few: Vec<Entry> = (0..MOST).map(|i| entry(&["g", &i.to_string()])).collect();
        let mut menu = Menu::new(&few);
        assert_eq!(menu.shown(), Shown::Moves((0..MOST).collect()));
        assert_eq!(menu.pick(3), Some(Picked::Move(2)));
        assert_eq!(menu.pick(0), None);
        assert_eq!(menu.pick(MOST + 1), None);
    }

    #[test]
    fn many_moves_are_reached_by_steps_of_at_most_fifteen_choices() {
        let all = cards();
        let mut menu = Menu::new(&all);
        let Shown::Steps(steps) = menu.shown() else { panic!("steps first") };
        assert_eq!(steps.len(), 10);
        assert_eq!(steps[0], ("card 0".to_string(), 12));
        // Twelve targets left: listed whole.
        assert_eq!(menu.pick(2), Some(Picked::Step));
        assert_eq!(menu.trail(), ["card 1"]);
        let Shown::Moves(moves) = menu.shown() else { panic!("twelve moves are listed") };
        assert_eq!(moves.len(), 12);
        assert_eq!(menu.pick(5), Some(Picked::Move(12 + 4)));
        menu.back();
        assert!(!menu.can_go_back());
        assert_eq!(menu.shown().len(), 10);
    }

    #[test]
    fn a_step_every_move_shares_is_not_asked() {
        // One card on forty targets at four locations: the card is not asked, the location is.
        let all: Vec<Entry> =
            (0..40).map(|t| entry(&["the card", &format!("at {}", t % 4), &format!("t{t}")])).collect();
        let mut menu = Menu::new(&all);
        let Shown::Steps(steps) = menu.shown() else { panic!("locations") };
        assert_eq!(steps.iter().map(|(_, n)| *n).collect::<Vec<_>>(), [10, 10, 10, 10]);
        assert_eq!(menu.pick(4), Some(Picked::Step));
        assert_eq!(menu.trail(), ["at 3"]);
        assert_eq!(menu.shown(), Shown::Moves((0..10).map(|k| 3 + 4 * k).collect()));
    }

    #[test]
    fn every_move_is_reachable_and_no_prompt_lists_more_than_fifteen() {
        let all = cards();
        let mut reached = vec![false; all.len()];
        fn walk(menu: &mut Menu, reached: &mut [bool]) {
            let shown = menu.shown();
            assert!(shown.len() <= MOST, "{shown:?}");
            for n in 1..=shown.len() {
                match menu.pick(n) {
                    Some(Picked::Move(m)) => reached[m] = true,
                    Some(Picked::Step) => {
                        walk(menu, reached);
                        menu.back();
                    }
                    None => panic!("choice {n} of {} is missing", shown.len()),
                }
            }
        }
        walk(&mut Menu::new(&all), &mut reached);
        assert!(reached.iter().all(|r| *r));
    }
}
