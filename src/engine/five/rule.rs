use std::fmt;
use std::str::FromStr;

use super::Player;

/// Which rows win, and which moves black (X, the side that opens) may not
/// play.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Rule {
    /// Five or more in a row wins.
    #[default]
    Freestyle,
    /// Exactly five wins; six or more does not.
    Standard,
    /// Exactly five wins for black, who may not make a double three, a
    /// double four or an overline; five or more wins for white.
    Renju,
}

impl Rule {
    pub const ALL: [Rule; 3] = [Rule::Freestyle, Rule::Standard, Rule::Renju];

    /// The name the API and the page use.
    pub const fn name(self) -> &'static str {
        match self {
            Rule::Freestyle => "freestyle",
            Rule::Standard => "standard",
            Rule::Renju => "renju",
        }
    }

    /// Whether a row of `len` stones of `player` wins.
    pub const fn wins(self, player: Player, len: usize) -> bool {
        match self {
            Rule::Freestyle => len >= 5,
            Rule::Standard => len == 5,
            Rule::Renju => len == 5 || (len > 5 && !self.restricts(player)),
        }
    }

    /// Whether `player`'s overline wins.
    pub const fn overline_wins(self, player: Player) -> bool {
        self.wins(player, 6)
    }

    /// Whether `player` has forbidden points: black, under renju.
    pub const fn restricts(self, player: Player) -> bool {
        matches!((self, player), (Rule::Renju, Player::X))
    }
}

impl fmt::Display for Rule {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

impl FromStr for Rule {
    type Err = ();

    /// A rule by its `name`.
    fn from_str(name: &str) -> Result<Rule, ()> {
        Rule::ALL
            .into_iter()
            .find(|rule| rule.name() == name)
            .ok_or(())
    }
}

/// Why a point is forbidden to black under renju.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Foul {
    /// Two threes or more at once, each able to become a straight four by
    /// an allowed move.
    DoubleThree,
    /// Two fours or more at once, two on one line included.
    DoubleFour,
    /// Six or more in a row.
    Overline,
}

impl Foul {
    pub const fn name(self) -> &'static str {
        match self {
            Foul::DoubleThree => "double three",
            Foul::DoubleFour => "double four",
            Foul::Overline => "overline",
        }
    }
}

impl fmt::Display for Foul {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rows_win_by_rule() {
        let table = [
            (Rule::Freestyle, [false, true, true, true, true]),
            (Rule::Standard, [false, true, false, true, false]),
            (Rule::Renju, [false, true, false, true, true]),
        ];
        for (rule, expected) in table {
            let got = [
                rule.wins(Player::X, 4),
                rule.wins(Player::X, 5),
                rule.wins(Player::X, 6),
                rule.wins(Player::O, 5),
                rule.wins(Player::O, 6),
            ];
            assert_eq!(got, expected, "{rule}");
        }
        for rule in Rule::ALL {
            assert_eq!(rule.name().parse(), Ok(rule));
        }
        assert_eq!("gomoku".parse::<Rule>(), Err(()));
    }
}
