//! What a move threatens, named as players name it, for the moves of a line
//! the page shows: a five, an open four, a double four, a four-three, a
//! four, a double three or an open three; and under renju white's four
//! that black could block only on a forbidden point, a forbidden-point
//! trap. It reads renju's own definitions of a five, a four and a three
//! (see `renju`), for either side and by the rule's fives, on the stones
//! as they stand: a few checks along four lines a move, cheap enough for
//! every move shown, far too slow for the search (which reads its tables).

use super::renju::{self, Lines, Seen, Stones};
use super::search::Position;
use super::{Direction, Player, Point, Rect, Rule};

/// What a move makes, strongest first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub enum Threat {
    /// Five in a row, as the rule counts it: the game is won.
    Five,
    /// A straight four: two points complete five, and one move blocks
    /// only one.
    OpenFour,
    /// Two fours at once.
    DoubleFour,
    /// Under renju, white's four whose only point to block is forbidden
    /// to black, which has no five of its own: it cannot be stopped.
    Trap,
    /// A four and an open three: once the four is blocked, the three opens.
    FourThree,
    /// A four: one point completes five, which the other side must take.
    Four,
    /// Two open threes at once (forbidden to black under renju).
    DoubleThree,
    /// An open three: one more stone makes a straight four.
    Three,
}

impl Threat {
    pub const ALL: [Threat; 8] = [
        Threat::Five,
        Threat::OpenFour,
        Threat::DoubleFour,
        Threat::Trap,
        Threat::FourThree,
        Threat::Four,
        Threat::DoubleThree,
        Threat::Three,
    ];
}

/// `task` done on `position`'s stones as the renju check reads them for
/// `player`.
fn reading<T>(position: &Position, player: Player, task: impl FnOnce(&Stones) -> T) -> T {
    let around = Rect::around(position.stones().map(|(point, _)| point));
    let get = |point| position.get(point);
    task(&Stones {
        get: &get,
        player,
        within: position.area().reach(around),
    })
}

/// What `player`'s stone on the empty `point` makes, read by `stones`:
/// fives by `rule`'s, and threes, for renju's black, with allowed fourth
/// stones alone.
fn made(stones: &Stones, rule: Rule, point: Point) -> renju::Made {
    let player = stones.player;
    renju::made(
        stones,
        point,
        !rule.overline_wins(player),
        rule.restricts(player),
    )
}

/// What the side to move makes with a stone on the empty `point`, or
/// `None` for a quieter move.
pub fn threat(position: &Position, point: Point) -> Option<Threat> {
    let player = position.to_move();
    let made = reading(position, player, |stones| {
        made(stones, position.rule(), point)
    });
    let threat = match made {
        m if m.five => Threat::Five,
        m if m.straight_four => Threat::OpenFour,
        m if m.fours >= 2 => Threat::DoubleFour,
        m if m.fours == 1 && trap(position, point) => Threat::Trap,
        m if m.fours == 1 && m.threes > 0 => Threat::FourThree,
        m if m.fours == 1 => Threat::Four,
        m if m.threes >= 2 => Threat::DoubleThree,
        m if m.threes == 1 => Threat::Three,
        _ => return None,
    };
    Some(threat)
}

/// What each move of `line` makes, played from `position` by each side in
/// turn, the side to move first; `None` for a quiet move, and for the rest
/// of the line from a move that cannot be played.
pub fn threats(position: &Position, line: &[Point]) -> Vec<Option<Threat>> {
    let mut position = position.clone();
    let mut named = Vec::with_capacity(line.len());
    for &point in line {
        let player = position.to_move();
        let free = position.get(point).is_none() && !position.is_over();
        named.push(threat(&position, point).filter(|_| free));
        if !free || position.place(point, player).is_err() {
            named.resize(line.len(), None);
            break;
        }
        position.set_to_move(player.opponent());
    }
    named
}

/// Whether white's four on `point` under renju leaves black only forbidden
/// points to block it on, and black no five to make first.
fn trap(position: &Position, point: Point) -> bool {
    let (white, black) = (Player::O, Player::X);
    let rule = position.rule();
    let mut after = position.clone();
    if rule != Rule::Renju || position.to_move() != white || after.place(point, white).is_err() {
        return false;
    }
    // The points within four of `centre` along its lines where `stones`'
    // player completes five.
    let fives = |stones: &Stones, centre: Point| {
        let near = (0..4).flat_map(move |line| {
            (-4..=4).filter_map(move |k| centre.step(Direction::ALL[line], k))
        });
        near.filter(|&p| stones.seen(p) == Seen::Empty && made(stones, rule, p).five)
            .collect::<Vec<Point>>()
    };
    let blocks = reading(&after, white, |stones| fives(stones, point));
    reading(&after, black, |stones| {
        let forbidden = blocks.iter().all(|&p| renju::foul(stones, p).is_some());
        let mut own = after.stones().filter(|&(_, player)| player == black);
        forbidden && !blocks.is_empty() && !own.any(|(stone, _)| !fives(stones, stone).is_empty())
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::five::{Area, Board};

    /// The position after `moves` (`x,y` each, X first) under `rule` on
    /// the open board.
    fn after(moves: &str, rule: Rule) -> Position {
        Position::from_board(&Board::read(moves, rule, Area::Unbounded).unwrap())
    }

    fn point(x: i32, y: i32) -> Point {
        Point::new(x, y).unwrap()
    }

    /// Stones placed freely: X's and O's as `x,y` lists, `to_move` next.
    fn set_up(rule: Rule, x: &[(i32, i32)], o: &[(i32, i32)], to_move: Player) -> Position {
        let mut position = Position::new(Area::Unbounded, to_move).under(rule);
        for (stones, player) in [(x, Player::X), (o, Player::O)] {
            for &(px, py) in stones {
                position.place(point(px, py), player).unwrap();
            }
        }
        position.under(rule)
    }

    /// The table: stones along row 0 from column -5 (`x` for X's, `o` for
    /// O's, `.` empty; the middle one, 0,0, X's move), then what that
    /// move makes under each rule: freestyle, standard, renju.
    const ROWS: [(&str, [Option<Threat>; 3]); 11] = {
        use Threat::*;
        [
            // Five; six, an overline, wins only in freestyle (and is
            // forbidden to black under renju).
            ("...xx.xx...", [Some(Five); 3]),
            ("..xxx.xx...", [Some(Five), None, None]),
            // A straight four; a closed one; a broken one.
            ("....x.xx...", [Some(OpenFour); 3]),
            ("...ox.xx...", [Some(Four); 3]),
            ("...x..xx...", [Some(Four); 3]),
            ("..x.x.x....", [Some(Four); 3]),
            // Two fours on one line.
            ("..x.x.x.x..", [Some(DoubleFour); 3]),
            // An open three, a broken one, a closed one.
            ("...xx......", [Some(Three); 3]),
            ("....x.x....", [Some(Three); 3]),
            ("...ox.x....", [None; 3]),
            // Two stones: nothing yet.
            ("....x......", [None; 3]),
        ]
    };

    /// `row` as X's and O's stones.
    fn stones(row: &str) -> [Vec<(i32, i32)>; 2] {
        let mut stones = [Vec::new(), Vec::new()];
        for (index, cell) in row.chars().enumerate() {
            let at = (index as i32 - 5, 0);
            match cell {
                'x' => stones[0].push(at),
                'o' => stones[1].push(at),
                _ => {}
            }
        }
        stones
    }

    #[test]
    fn a_move_along_one_line_is_named_by_each_rule() {
        for (row, expected) in ROWS {
            assert_eq!(&row[5..6], ".", "{row}: the move's point is empty");
            let [x, o] = stones(row);
            for (rule, expected) in Rule::ALL.into_iter().zip(expected) {
                let position = set_up(rule, &x, &o, Player::X);
                assert_eq!(
                    threat(&position, point(0, 0)),
                    expected,
                    "{row} under {rule}"
                );
            }
            // O's move on the row with colours swapped reads as X's does
            // in freestyle and under standard, where fives are alike for
            // both; under renju as in freestyle: white's overline wins.
            for (rule, expected) in [
                (Rule::Freestyle, expected[0]),
                (Rule::Standard, expected[1]),
                (Rule::Renju, expected[0]),
            ] {
                let swapped = set_up(rule, &o, &x, Player::O);
                assert_eq!(
                    threat(&swapped, point(0, 0)),
                    expected,
                    "{row} as O under {rule}"
                );
            }
        }
    }

    #[test]
    fn moves_over_two_lines_combine() {
        use Threat::*;
        let named = |x: &[(i32, i32)], rule| threat(&set_up(rule, x, &[], Player::X), point(0, 0));
        // A broken four across and an open three down.
        let four_three = [(1, 0), (2, 0), (4, 0), (0, 1), (0, 2)];
        // Two open threes, across and diagonally.
        let double_three = [(1, 0), (2, 0), (1, 1), (2, 2)];
        // Two broken fours, across and down.
        let double_four = [(1, 0), (2, 0), (4, 0), (0, 1), (0, 2), (0, 4)];
        for rule in Rule::ALL {
            assert_eq!(named(&four_three, rule), Some(FourThree), "{rule}");
            assert_eq!(named(&double_three, rule), Some(DoubleThree), "{rule}");
            assert_eq!(named(&double_four, rule), Some(DoubleFour), "{rule}");
        }
        // A five with a four beside it is a five.
        let five = [(1, 0), (2, 0), (3, 0), (4, 0), (0, 1), (0, 2), (0, 3)];
        assert_eq!(named(&five, Rule::Renju), Some(Five));
    }

    /// Black's stones that make 5,0 a double three for black (down, and
    /// diagonally), and 0,0 at the left end of white's row; white's three
    /// stones on row 0, which 4,0 makes a four completed at 5,0 alone.
    const BLACK: [(i32, i32); 5] = [(0, 0), (5, 1), (5, 2), (6, 1), (7, 2)];
    const WHITE: [(i32, i32); 3] = [(1, 0), (2, 0), (3, 0)];

    #[test]
    fn a_white_four_blocked_only_on_a_forbidden_point_is_a_trap() {
        let renju = set_up(Rule::Renju, &BLACK, &WHITE, Player::O);
        let mut blocked = renju.clone();
        blocked.place(point(4, 0), Player::O).unwrap();
        blocked.set_to_move(Player::X);
        assert!(blocked.foul(point(5, 0)).is_some(), "5,0 is forbidden");
        assert_eq!(threat(&renju, point(4, 0)), Some(Threat::Trap));
        // Under standard black may block there: a four.
        let standard = set_up(Rule::Standard, &BLACK, &WHITE, Player::O);
        assert_eq!(threat(&standard, point(4, 0)), Some(Threat::Four));
        // With a five of black's to make first, no trap either.
        let mut black_four = BLACK.to_vec();
        black_four.extend([(-1, 5), (-2, 5), (-3, 5), (-4, 5)]);
        let escape = set_up(Rule::Renju, &black_four, &WHITE, Player::O);
        assert_eq!(threat(&escape, point(4, 0)), Some(Threat::Four));
        // Nor where black's point to block is allowed: without 7,2, 5,0
        // is a single three.
        let allowed = set_up(Rule::Renju, &BLACK[..4], &WHITE, Player::O);
        assert_eq!(threat(&allowed, point(4, 0)), Some(Threat::Four));
    }

    #[test]
    fn a_line_is_named_move_by_move_each_side_in_turn() {
        use Threat::*;
        // X's open three across row 0: X makes its straight four, O
        // blocks one end, X makes five at the other.
        let position = after("0,0 5,5 1,0 5,8 2,0 8,5", Rule::Freestyle);
        let line = [point(3, 0), point(4, 0), point(-1, 0), point(9, 9)];
        assert_eq!(
            threats(&position, &line),
            [Some(OpenFour), None, Some(Five), None]
        );
        // A taken point ends the naming.
        let line = [point(0, 0), point(3, 0)];
        assert_eq!(threats(&position, &line), [None, None]);
    }
}
