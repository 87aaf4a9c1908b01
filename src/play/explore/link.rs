//! The explorer's shared link: the part of the address after `#`, such as
//! `explore=O.XX.X.OO&open=1,14&at=14&step=ordered.3`: the position, the
//! nodes open, the node with the focus, and the search stepped through with
//! its step. Only the position is required. A link is anyone's to edit, so
//! reading it is strict, and a refusal quotes the part it could not read.
//!
//! A link opens at most [`MAX_OPEN`](super::MAX_OPEN) nodes, counting
//! those above the ones it names and those above its focus: the tree never
//! holds more, so any link the explorer writes reads back. A longer list is
//! refused as soon as it goes over, at its `open=…` part, and the explorer
//! then opens the empty board and says the link cannot be read there: a
//! link of 99 KB that opens every node five plies deep costs no more than
//! one that opens 65.

use std::fmt;

use super::{Explorer, Path, Steps, DEFAULT_DEPTH, MAX_ITERATIONS};
use crate::engine::classic::alphabeta::Order;
use crate::engine::classic::negamax::FULL;
use crate::engine::classic::{Board, Cell};
use crate::engine::excerpt;

/// The part of a link that could not be read, quoted.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LinkError {
    pub part: String,
}

impl fmt::Display for LinkError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the link's \"{}\" cannot be read", self.part)
    }
}

const PREFIX: &str = "explore=";

impl Explorer {
    /// Whether `hash` (with or without its `#`) is an explorer's link, good
    /// or bad.
    pub fn is_link(hash: &str) -> bool {
        hash.trim_start_matches('#').starts_with("explore")
    }

    /// What `hash`, with or without its `#`, shows.
    pub fn from_link(hash: &str) -> Result<Explorer, LinkError> {
        let hash = hash.trim_start_matches('#');
        let refuse = |part: &str| LinkError {
            part: excerpt(part),
        };
        let mut parts = hash.split('&');
        let first = parts.next().unwrap_or_default();
        let board: Board = first
            .strip_prefix(PREFIX)
            .and_then(|board| board.parse().ok())
            .ok_or_else(|| refuse(first))?;
        let mut link = Explorer::new(board);
        for part in parts {
            if !link.read(part) {
                return Err(refuse(part));
            }
        }
        Ok(link)
    }

    /// Reads one `key=value` part into the link; false when it cannot.
    fn read(&mut self, part: &str) -> bool {
        let Some((key, value)) = part.split_once('=') else {
            return false;
        };
        match key {
            "open" => value
                .split(',')
                .all(|path| path_of(path).is_some_and(|path| self.tree.open(&path))),
            "at" => path_of(value).is_some_and(|path| self.tree.set_focus(&path)),
            "step" => self.read_step(value).is_some(),
            "depth" => number(value)
                .filter(|depth| (1..=FULL).contains(depth))
                .map(|depth| self.depth = depth)
                .is_some(),
            "mcts" => number(value)
                .and_then(|count| u32::try_from(count).ok())
                .filter(|&count| count <= MAX_ITERATIONS)
                .map(|count| self.iterations = count)
                .is_some(),
            _ => false,
        }
    }

    fn read_step(&mut self, value: &str) -> Option<()> {
        let (order, at) = value.split_once('.')?;
        let order = match order {
            "plain" => Order::Cells,
            "ordered" => Order::Rules,
            _ => return None,
        };
        let mut steps = Steps::new(self.tree.root(), order);
        steps.go(number(at)?).then_some(())?;
        self.steps = Some(steps);
        self.follow();
        Some(())
    }
}

impl Explorer {
    /// The link of what the explorer shows, as `from_link` reads it back.
    pub fn link(&self) -> String {
        let mut link = format!("{PREFIX}{}", self.tree.root());
        let open: Vec<String> = self.tree.opened().map(Path::to_string).collect();
        if !open.is_empty() {
            link += &format!("&open={}", open.join(","));
        }
        if self.tree.focus().depth() > 0 {
            link += &format!("&at={}", self.tree.focus());
        }
        if let Some(steps) = &self.steps {
            let order = match steps.order() {
                Order::Cells => "plain",
                Order::Rules => "ordered",
            };
            link += &format!("&step={order}.{}", steps.at());
        }
        if self.depth != DEFAULT_DEPTH {
            link += &format!("&depth={}", self.depth);
        }
        if self.iterations > 0 {
            link += &format!("&mcts={}", self.iterations);
        }
        link
    }
}

/// A path of digits, each a cell; the legality of its moves is the tree's
/// to check.
fn path_of(digits: &str) -> Option<Path> {
    if digits.is_empty() || digits.len() > Cell::COUNT {
        return None;
    }
    let cells = digits
        .chars()
        .map(|digit| Cell::new(digit.to_digit(10)? as usize).ok());
    cells.collect::<Option<_>>().map(Path)
}

/// A step: digits alone, no sign, no leading zero but for 0 itself.
fn number(digits: &str) -> Option<usize> {
    let plain = !digits.is_empty() && digits.bytes().all(|b| b.is_ascii_digit());
    let canonical = digits == "0" || !digits.starts_with('0');
    (plain && canonical && digits.len() <= 6).then(|| digits.parse().ok())?
}
