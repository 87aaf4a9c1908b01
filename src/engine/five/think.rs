//! What the page and the Hard bot's worker say to each other: the one
//! definition of their messages, as text. The page (`web`) writes requests
//! and reads replies; the worker's entry (`api`) reads requests and writes
//! replies. It lives in the engine, which both stand on.
//!
//! - A request is `id ms rules moves`: `7 250 renju,15 0,0 1,1`, the time
//!   per move as the `Budget`'s milliseconds (followed by `*`, `7 1200*
//!   …`, to search on an emptied table: a review's second look), the
//!   game's rules as `Rules` writes them and its moves as `Board` writes
//!   them (nothing after the space that follows the rules for the empty
//!   board: `1 250 freestyle `; without that space the request is refused), a fixed board's cells
//!   numbered from its centre, as on the page (`Origin::Centre`).
//! - A reply is `id x,y score depth nodes win from pv candidates`, or
//!   `id ! why` when the bot could not move: `7 3,4 120 8 152340 - search
//!   3,4;4,4;2,2 3,4:120;2,2:<=80`, where `win` is `vcf`, `vct`, `search`
//!   or `-`, `from` is `book` for the opening book's move and `search`
//!   otherwise, the principal variation and the candidates are
//!   `;`-separated, and a candidate's `<=` says its score is a bound (see
//!   `search::Thought`).
//! - A study (the analysis board's) is `id ms rules lines:side black
//!   white`: `7 1000 renju,15 3:o 0,0;1,0 5,5`, a position set up freely,
//!   its black and white stones `;`-separated (`-` for none) and the side
//!   to move (`x` or `o`), searched for its `lines` best moves (1 to 5);
//!   its reply is `id` and each line as a reply writes its thought,
//!   separated by ` | `, or `id ! why`.
//! - A decision (a bot's, at its opening's step) is `id decide nodes seed
//!   rules opening actions`: `7 decide 40000 12 renju,15 taraguchi10
//!   0,0;1,-1;black`, the judge's positions a reading, the seed of its
//!   draws, and the opening's actions so far, `;`-separated (`-` for
//!   none): a stone `x,y`, an offer `ox,y`, a pick `px,y`, a choice by its
//!   name, a declaration `dn`. Its reply is `id seed actions`, the bot's
//!   actions in that form after the decision's seed, or `id ! why`.

use std::fmt;
use std::str::FromStr;

use super::opening::judge::Judge;
use super::opening::{Action, Choice, Opening, OpeningRule};
use super::search::{Budget, Candidate, Clock, Limits, Position, Searcher, Thought, Win};
use super::{Board, Origin, Player, Point, Rules};
use crate::engine::rng::Rng;

/// Asks for the move of a game's side to move within a time budget.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Request {
    /// Tells the reply to this request from those to earlier ones.
    pub id: u32,
    pub budget: Budget,
    /// The game's rule and board.
    pub rules: Rules,
    /// The game, its moves in play order.
    pub moves: String,
    /// Whether the search starts on an emptied table, as a new searcher's
    /// would.
    pub fresh: bool,
}

/// The bot's move and how it found it, or why it could not move (the
/// engine's English).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub id: u32,
    pub answer: Result<Thought, String>,
}

impl Request {
    /// The searcher's move for this request's game, found within its
    /// budget, or `longest` if that is shorter.
    pub fn answer(&self, searcher: &mut Searcher, clock: &dyn Clock, longest: Budget) -> Reply {
        let budget = self.budget.min(longest);
        if self.fresh {
            searcher.clear();
        }
        let (rule, area) = (self.rules.rule, self.rules.size.area(Origin::Centre));
        let answer = Board::read(&self.moves, rule, area)
            .map_err(|error| error.to_string())
            .and_then(|board| {
                let position = Position::from_board(&board);
                // As `Limits`, the one type the levels below Hard pass
                // too: a second copy of the search would weigh kilobytes.
                searcher
                    .play(&position, Limits::from(budget), clock)
                    .map_err(|error| error.to_string())
            });
        Reply {
            id: self.id,
            answer,
        }
    }
}

/// Asks for the best moves of a position set up freely, within a time
/// budget: the analysis board's request.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Study {
    pub id: u32,
    pub budget: Budget,
    pub rules: Rules,
    /// How many of the best moves, from 1 to `Study::MOST_LINES`.
    pub lines: usize,
    /// The stones, a fixed board's numbered from its centre, and the side
    /// to move.
    pub position: Position,
}

/// The best lines found for a study, best first, or why there are none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Lines {
    pub id: u32,
    pub answer: Result<Vec<Thought>, String>,
}

impl Study {
    pub const MOST_LINES: usize = 5;

    /// The searcher's best lines for the study's position, found within
    /// its budget (each line's), or `longest` if that is shorter.
    pub fn answer(&self, searcher: &mut Searcher, clock: &dyn Clock, longest: Budget) -> Lines {
        let limits = Limits::from(self.budget.min(longest));
        let answer = searcher
            .analyse(&self.position, limits, clock, self.lines)
            .map_err(|error| error.to_string());
        Lines {
            id: self.id,
            answer,
        }
    }
}

/// Asks for a bot's decision at the step its opening is at.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decision {
    pub id: u32,
    pub judge: Judge,
    /// Where the judge's draws start, so that a decision repeats.
    pub seed: u32,
    pub rules: Rules,
    /// The opening, its actions taken on the rules' empty board.
    pub opening: Opening,
}

/// The bot's actions at a decision's step, after the decision's seed, or
/// why there are none.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Decided {
    pub id: u32,
    pub answer: Result<(u32, Vec<Action>), String>,
}

impl Decision {
    const FORM: &'static str = "the decision is not \"id decide nodes seed rules opening actions\"";

    /// What the judge does at the opening's step.
    pub fn answer(&self) -> Decided {
        let empty = self.rules.board(Origin::Centre);
        let answer = Opening::replay(self.opening.rule(), empty, self.opening.actions())
            .map_err(|(_, error)| error.to_string())
            .map(|(opening, board)| {
                let mut rng = Rng::new(u64::from(self.seed));
                let actions = self.judge.actions(&opening, &board, &mut rng);
                (self.seed, actions)
            });
        Decided {
            id: self.id,
            answer,
        }
    }

    /// The decision `text` asks for, or why it cannot be answered; `None`
    /// when `text` is no decision (its second field is not `decide`).
    pub fn read(text: &str) -> Option<Result<Decision, Decided>> {
        let parts: Vec<&str> = text.split(' ').collect();
        if parts.get(1) != Some(&"decide") {
            return None;
        }
        let refuse = |why: String| Decided {
            id: parts[0].parse().unwrap_or_default(),
            answer: Err(why),
        };
        let [id, _, nodes, seed, rules, rule, actions] = parts[..] else {
            return Some(Err(refuse(Decision::FORM.to_string())));
        };
        let id = id.parse().ok();
        let judge = nodes.parse().ok().and_then(Judge::within);
        let (seed, rule) = (seed.parse().ok(), rule.parse::<OpeningRule>().ok());
        let rules = rules.parse::<Rules>().ok();
        let actions = read_list(actions, read_action);
        let (Some(id), Some(judge), Some(seed), Some(rules), Some(rule), Some(actions)) =
            (id, judge, seed, rules, rule, actions)
        else {
            return Some(Err(refuse(Decision::FORM.to_string())));
        };
        let opening = match Opening::replay(rule, rules.board(Origin::Centre), &actions) {
            Ok((opening, _)) => opening,
            Err((_, error)) => return Some(Err(refuse(error.to_string()))),
        };
        Some(Ok(Decision {
            id,
            judge,
            seed,
            rules,
            opening,
        }))
    }
}

impl fmt::Display for Decision {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (id, nodes, seed) = (self.id, self.judge.nodes(), self.seed);
        let actions = actions_list(self.opening.actions());
        let rule = self.opening.rule().name();
        write!(
            f,
            "{id} decide {nodes} {seed} {} {rule} {actions}",
            self.rules
        )
    }
}

impl fmt::Display for Decided {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.answer {
            Ok((seed, actions)) => write!(f, "{} {seed} {}", self.id, actions_list(actions)),
            Err(why) => write!(f, "{} ! {why}", self.id),
        }
    }
}

/// Reads what `Display` writes, whole and well formed, or refuses it.
impl FromStr for Decided {
    type Err = ();

    fn from_str(text: &str) -> Result<Decided, ()> {
        let (id, answer) = read_answer(text, |answer| {
            let (seed, actions) = answer.split_once(' ')?;
            Some((seed.parse().ok()?, read_list(actions, read_action)?))
        })?;
        Ok(Decided { id, answer })
    }
}

/// `actions` as a decision writes them.
fn actions_list(actions: &[Action]) -> String {
    let actions: Vec<String> = actions
        .iter()
        .map(|&action| match action {
            Action::Place(point) => point.to_string(),
            Action::Offer(point) => format!("o{point}"),
            Action::Pick(point) => format!("p{point}"),
            Action::Choose(choice) => choice.name().to_string(),
            Action::Declare(count) => format!("d{count}"),
        })
        .collect();
    list(&actions)
}

fn read_action(text: &str) -> Option<Action> {
    if let Ok(choice) = text.parse::<Choice>() {
        return Some(Action::Choose(choice));
    }
    if let Some(point) = text.strip_prefix('o') {
        return Point::parse(point).map(Action::Offer);
    }
    if let Some(point) = text.strip_prefix('p') {
        return Point::parse(point).map(Action::Pick);
    }
    if let Some(count) = text.strip_prefix('d') {
        return count.parse().ok().map(Action::Declare);
    }
    Point::parse(text).map(Action::Place)
}

/// The reply to a request's, a study's or a decision's text: what the
/// thinking side posts back.
pub fn answer(text: &str, searcher: &mut Searcher, clock: &dyn Clock, longest: Budget) -> String {
    if let Some(decision) = Decision::read(text) {
        return match decision {
            Ok(decision) => decision.answer().to_string(),
            Err(refusal) => refusal.to_string(),
        };
    }
    if let Some(study) = Study::read(text) {
        return match study {
            Ok(study) => study.answer(searcher, clock, longest).to_string(),
            Err(refusal) => refusal.to_string(),
        };
    }
    match text.parse::<Request>() {
        Ok(request) => request.answer(searcher, clock, longest),
        Err(refusal) => refusal,
    }
    .to_string()
}

impl Study {
    /// The study `text` asks for, or why it cannot be answered; `None`
    /// when `text` is no study (a study's fourth field has a colon, where
    /// a request's moves have none).
    pub fn read(text: &str) -> Option<Result<Study, Lines>> {
        let parts: Vec<&str> = text.split(' ').collect();
        let (lines, side) = parts.get(3)?.split_once(':')?;
        let refuse = |why: String| Lines {
            id: parts[0].parse().unwrap_or_default(),
            answer: Err(why),
        };
        let form = "the study is not \"id ms rules lines:side black white\"";
        let [id, ms, rules, _, black, white] = parts[..] else {
            return Some(Err(refuse(form.to_string())));
        };
        let id = id.parse().ok();
        let budget = ms.parse().ok().and_then(Budget::from_ms);
        let rules: Option<Rules> = rules.parse().ok();
        let lines = lines
            .parse()
            .ok()
            .filter(|lines| (1..=Study::MOST_LINES).contains(lines));
        let side = match side {
            "x" => Some(Player::X),
            "o" => Some(Player::O),
            _ => None,
        };
        let (Some(id), Some(budget), Some(rules), Some(lines), Some(side)) =
            (id, budget, rules, lines, side)
        else {
            return Some(Err(refuse(form.to_string())));
        };
        let area = rules.size.area(Origin::Centre);
        let mut position = Position::new(area, side).under(rules.rule);
        for (player, stones) in [(Player::X, black), (Player::O, white)] {
            let Some(points) = read_list(stones, Point::parse) else {
                return Some(Err(refuse(form.to_string())));
            };
            for point in points {
                if let Err(error) = position.place(point, player) {
                    return Some(Err(refuse(error.to_string())));
                }
            }
        }
        Some(Ok(Study {
            id,
            budget,
            rules,
            lines,
            position,
        }))
    }
}

impl fmt::Display for Study {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (id, ms, lines) = (self.id, self.budget.ms(), self.lines);
        let side = match self.position.to_move() {
            Player::X => "x",
            Player::O => "o",
        };
        let stones = |player| {
            let points = self.position.stones().filter(|&(_, p)| p == player);
            let points: Vec<String> = points.map(|(point, _)| point.to_string()).collect();
            list(&points)
        };
        let (black, white) = (stones(Player::X), stones(Player::O));
        write!(f, "{id} {ms} {} {lines}:{side} {black} {white}", self.rules)
    }
}

/// The lines, ` | `-separated, each as a reply writes its thought.
impl fmt::Display for Lines {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let lines = match &self.answer {
            Ok(lines) => lines,
            Err(why) => return write!(f, "{} ! {why}", self.id),
        };
        write!(f, "{}", self.id)?;
        for (index, thought) in lines.iter().enumerate() {
            let separator = if index == 0 { " " } else { " | " };
            write!(f, "{separator}{}", ThoughtText(thought))?;
        }
        Ok(())
    }
}

/// Reads what `Display` writes, whole and well formed, or refuses it.
impl FromStr for Lines {
    type Err = ();

    fn from_str(text: &str) -> Result<Lines, ()> {
        // A thought's fields hold no `|`: a char splits them apart, where a
        // string pattern would bring its searcher.
        let (id, answer) = read_answer(text, |answer| {
            answer
                .split('|')
                .map(|line| read_thought(line.trim_matches(' ')))
                .collect()
        })?;
        Ok(Lines { id, answer })
    }
}

impl fmt::Display for Request {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let (id, ms) = (self.id, self.budget.ms());
        let fresh = if self.fresh { "*" } else { "" };
        write!(f, "{id} {ms}{fresh} {} {}", self.rules, self.moves)
    }
}

impl FromStr for Request {
    /// What is wrong with the request, as a reply says it.
    type Err = Reply;

    fn from_str(text: &str) -> Result<Request, Reply> {
        let mut parts = text.splitn(4, ' ');
        let id = parts.next().and_then(|id| id.parse().ok());
        let ms = parts.next().unwrap_or_default();
        let (ms, fresh) = match ms.strip_suffix('*') {
            Some(ms) => (ms, true),
            None => (ms, false),
        };
        let budget = ms.parse().ok().and_then(Budget::from_ms);
        let rules = parts.next().and_then(|rules| rules.parse().ok());
        match (id, budget, rules, parts.next()) {
            (Some(id), Some(budget), Some(rules), Some(moves)) => Ok(Request {
                id,
                budget,
                rules,
                moves: moves.to_string(),
                fresh,
            }),
            _ => Err(Reply {
                id: id.unwrap_or_default(),
                answer: Err("the request is not \"id ms rules moves\"".to_string()),
            }),
        }
    }
}

impl fmt::Display for Reply {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match &self.answer {
            Ok(thought) => write!(f, "{} {}", self.id, ThoughtText(thought)),
            Err(why) => write!(f, "{} ! {why}", self.id),
        }
    }
}

/// A thought as a reply writes it: `x,y score depth nodes win from pv
/// candidates`.
struct ThoughtText<'a>(&'a Thought);

impl fmt::Display for ThoughtText<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let thought = self.0;
        let (point, score) = (thought.point, thought.score);
        let (depth, nodes) = (thought.depth, thought.nodes);
        let win = thought.win.map_or("-", Win::name);
        let from = if thought.book { BOOK } else { SEARCH };
        write!(f, "{point} {score} {depth} {nodes} {win} {from} ")?;
        let pv: Vec<String> = thought.pv.iter().map(Point::to_string).collect();
        let candidates: Vec<String> = thought
            .candidates
            .iter()
            .map(|c| {
                let bound = if c.exact { "" } else { "<=" };
                format!("{}:{bound}{}", c.point, c.score)
            })
            .collect();
        write!(f, "{} {}", list(&pv), list(&candidates))
    }
}

/// Where a reply's move came from.
const BOOK: &str = "book";
const SEARCH: &str = "search";

/// `items`, `;`-separated, or `-` for none.
fn list(items: &[String]) -> String {
    match items.join(";") {
        empty if empty.is_empty() => "-".to_string(),
        joined => joined,
    }
}

/// The items of what `list` wrote, each read by `read`; `None` if one does
/// not read.
fn read_list<T>(text: &str, read: impl Fn(&str) -> Option<T>) -> Option<Vec<T>> {
    match text {
        "-" => Some(Vec::new()),
        text => text.split(';').map(read).collect(),
    }
}

fn read_candidate(text: &str) -> Option<Candidate> {
    let (point, score) = text.split_once(':')?;
    let bound = score.strip_prefix("<=");
    Some(Candidate {
        point: Point::parse(point)?,
        score: bound.unwrap_or(score).parse().ok()?,
        exact: bound.is_none(),
    })
}

/// Reads what `Display` writes, whole and well formed, or refuses it.
impl FromStr for Reply {
    type Err = ();

    fn from_str(text: &str) -> Result<Reply, ()> {
        let (id, answer) = read_answer(text, read_thought)?;
        Ok(Reply { id, answer })
    }
}

/// A reply's id and its answer, as `read` reads it, or why there is none
/// (`id ! why`); `Err` when the text is not one.
fn read_answer<T>(
    text: &str,
    read: impl Fn(&str) -> Option<T>,
) -> Result<(u32, Result<T, String>), ()> {
    let (id, answer) = text.split_once(' ').ok_or(())?;
    let id = id.parse().map_err(drop)?;
    let answer = match answer.strip_prefix("! ") {
        Some(why) => Err(why.to_string()),
        None => Ok(read(answer).ok_or(())?),
    };
    Ok((id, answer))
}

fn read_thought(text: &str) -> Option<Thought> {
    let fields: Vec<&str> = text.split(' ').collect();
    let [point, score, depth, nodes, win, from, pv, candidates] = fields[..] else {
        return None;
    };
    let book = match from {
        BOOK => true,
        SEARCH => false,
        _ => return None,
    };
    let win = match win {
        "-" => None,
        name => Some(Win::ALL.into_iter().find(|win| win.name() == name)?),
    };
    Some(Thought {
        point: Point::parse(point)?,
        score: score.parse().ok()?,
        depth: depth.parse().ok()?,
        nodes: nodes.parse().ok()?,
        win,
        pv: read_list(pv, Point::parse)?,
        candidates: read_list(candidates, read_candidate)?,
        book,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn decisions_read_back_and_are_answered_alike_from_their_seed() {
        let rules: Rules = "renju,15".parse().unwrap();
        let at = |x, y| Point::new(x, y).unwrap();
        let actions = [
            Action::Place(at(0, 0)),
            Action::Place(at(1, -1)),
            Action::Place(at(2, 0)),
            Action::Choose(Choice::White),
            Action::Place(at(0, 2)),
            Action::Declare(3),
            Action::Choose(Choice::Black),
        ];
        let empty = rules.board(Origin::Centre);
        let (opening, _) = Opening::replay(OpeningRule::Soosorv8, empty, &actions).unwrap();
        let decision = Decision {
            id: 7,
            judge: Judge::within(200).unwrap(),
            seed: 12,
            rules,
            opening,
        };
        let text = "7 decide 200 12 renju,15 soosorv8 0,0;1,-1;2,0;white;0,2;d3;black";
        assert_eq!(decision.to_string(), text);
        assert_eq!(Decision::read(text), Some(Ok(decision.clone())));
        // Black offers three fifth moves, the same from the same seed.
        let decided = decision.answer();
        let Ok((12, offers)) = &decided.answer else {
            panic!("{decided:?}");
        };
        assert_eq!(offers.len(), 3);
        assert!(offers.iter().all(|a| matches!(a, Action::Offer(_))));
        assert_eq!(decision.answer(), decided);
        let reply = decided.to_string();
        assert_eq!(reply.parse(), Ok(decided));
        assert_eq!(
            reply,
            answer(text, &mut Searcher::new(1 << 16), &|| 0.0, Budget::MAX)
        );
        assert_eq!(
            "7 12 p1,1;black;d2;-3,4".parse(),
            Ok(Decided {
                id: 7,
                answer: Ok((
                    12,
                    vec![
                        Action::Pick(at(1, 1)),
                        Action::Choose(Choice::Black),
                        Action::Declare(2),
                        Action::Place(at(-3, 4)),
                    ]
                )),
            })
        );
    }

    #[test]
    fn bad_decisions_are_refused_with_their_reason() {
        let answer = |text| answer(text, &mut Searcher::new(1 << 16), &|| 0.0, Budget::MAX);
        let form = "the decision is not \"id decide nodes seed rules opening actions\"";
        for bad in [
            "3 decide 200 1 freestyle swap2",
            "3 decide 99999999 1 freestyle swap2 -",
            "3 decide 200 x freestyle swap2 -",
            "3 decide 200 1 freestyle swap3 -",
            "3 decide 200 1 freestyle swap2 0,0;q1,1",
        ] {
            assert_eq!(answer(bad), format!("3 ! {form}"), "{bad}");
        }
        let late = answer("4 decide 200 1 freestyle swap1 0,0;0,0");
        assert!(late.starts_with("4 ! ") && late.len() > 4, "{late}");
        for bad in ["7 x 0,0", "7 12 q1,1", "7 12", "x 12 -"] {
            assert_eq!(bad.parse::<Decided>(), Err(()), "{bad}");
        }
    }

    #[test]
    fn requests_read_back() {
        let request = Request {
            id: 7,
            budget: Budget::from_ms(250).unwrap(),
            rules: "renju,15".parse().unwrap(),
            moves: "0,0 1,-1".to_string(),
            fresh: false,
        };
        assert_eq!(request.to_string(), "7 250 renju,15 0,0 1,-1");
        assert_eq!(request.to_string().parse(), Ok(request.clone()));
        let fresh = Request {
            fresh: true,
            ..request
        };
        assert_eq!(fresh.to_string(), "7 250* renju,15 0,0 1,-1");
        assert_eq!(fresh.to_string().parse(), Ok(fresh));
        for bad in ["7 * freestyle ", "7 250** freestyle ", "7 *250 freestyle "] {
            assert!(bad.parse::<Request>().is_err(), "{bad}");
        }
        let empty: Request = "1 100 freestyle ".parse().unwrap();
        assert_eq!(empty.moves, "");
        assert_eq!(empty.rules, Rules::default());
    }

    fn thought(x: i32, y: i32) -> Thought {
        let point = Point::new(x, y).unwrap();
        Thought {
            point,
            score: 0,
            depth: 0,
            nodes: 0,
            pv: Vec::new(),
            candidates: Vec::new(),
            win: None,
            book: false,
        }
    }

    #[test]
    fn replies_read_back_moves_and_failures() {
        let at = |x, y| Point::new(x, y).unwrap();
        let line = Thought {
            score: 999_996,
            depth: 3,
            nodes: 152_340,
            pv: vec![at(-4, 12), at(0, 0), at(1, 1)],
            candidates: vec![
                Candidate {
                    point: at(-4, 12),
                    score: 999_996,
                    exact: true,
                },
                Candidate {
                    point: at(2, -3),
                    score: -40,
                    exact: false,
                },
            ],
            win: Some(Win::Threats),
            ..thought(-4, 12)
        };
        assert_eq!(
            Reply {
                id: 2,
                answer: Ok(line.clone())
            }
            .to_string(),
            "2 -4,12 999996 3 152340 vct search -4,12;0,0;1,1 -4,12:999996;2,-3:<=-40"
        );
        let book = Thought {
            book: true,
            depth: 14,
            ..thought(1, 1)
        };
        for reply in [
            Reply {
                id: 2,
                answer: Ok(line),
            },
            Reply {
                id: 3,
                answer: Ok(thought(-4, 12)),
            },
            Reply {
                id: 5,
                answer: Ok(book),
            },
            Reply {
                id: 4,
                answer: Err("the game is over: there is no move to play".to_string()),
            },
        ] {
            assert_eq!(reply.to_string().parse(), Ok(reply));
        }
        let read = "3 -4,12 0 0 0 - search - -".parse::<Reply>();
        assert_eq!(read.map(|r| r.answer), Ok(Ok(thought(-4, 12))));
    }

    /// A small searcher, the longest budget of the page's thread, and a
    /// clock that moves a tenth of a millisecond a reading: a search stops
    /// after as many readings whatever the machine.
    fn thinker() -> (Searcher, Budget, impl Fn() -> f64) {
        let ticks = std::cell::Cell::new(0.0);
        let clock = move || {
            ticks.set(ticks.get() + 0.1);
            ticks.get()
        };
        (Searcher::new(1 << 16), Budget::from_ms(40).unwrap(), clock)
    }

    #[test]
    fn a_fresh_request_is_answered_as_on_a_new_searcher() {
        let game = "0,0 1,1 2,0 1,0 1,-1 3,1 0,1 -1,2 2,2 3,3";
        let ask = |searcher: &mut Searcher, fresh: &str, moves: usize| {
            let moves: Vec<&str> = game.split(' ').take(moves).collect();
            // A fixed board: the grid, and so the table, stays.
            let request = format!("1 40{fresh} freestyle,15 {}", moves.join(" "));
            let (_, longest, clock) = thinker();
            answer(&request, searcher, &clock, longest)
        };
        let (mut used, _, _) = thinker();
        for moves in 6..=10 {
            ask(&mut used, "", moves);
        }
        let (mut new, _, _) = thinker();
        let on_new = ask(&mut new, "", 6);
        // What the later positions left in the table changes the answer,
        // unless the table is emptied first.
        assert_ne!(ask(&mut used, "", 6), on_new);
        assert_eq!(ask(&mut used, "*", 6), on_new);
    }

    #[test]
    fn a_request_is_answered_with_a_move_or_why_there_is_none() {
        let (mut searcher, longest, clock) = thinker();
        // X's four is closed at -1,0: one cell blocks it.
        let moves = "0,0 -1,0 1,0 5,5 2,0 5,7 3,0";
        let block = answer(
            &format!("5 100 freestyle {moves}"),
            &mut searcher,
            &clock,
            longest,
        );
        assert!(block.starts_with("5 4,0 "), "{block}");
        let over = answer(
            "6 100 freestyle 0,0 9,9 1,0 9,8 2,0 9,7 3,0 9,6 4,0",
            &mut searcher,
            &clock,
            longest,
        );
        assert_eq!(over, "6 ! the game is over: there is no move to play");
        // The first moves of a game come from the opening book.
        let opening = answer(
            "11 100 freestyle 0,0 1,1 2,0",
            &mut searcher,
            &clock,
            longest,
        );
        let reply: Reply = opening.parse().unwrap();
        assert!(reply.answer.is_ok_and(|thought| thought.book), "{opening}");
        let malformed = answer("7 100 freestyle 0,0 1;1", &mut searcher, &clock, longest);
        assert!(malformed.starts_with("7 ! move 2"), "{malformed}");
        assert!(answer("hello", &mut searcher, &clock, longest).starts_with("0 ! "));
        // Under renju on 15 × 15, black's forbidden point (the double three
        // at 0,0) and the board's edge hold.
        let renju = "8 100 renju,15 1,0 -7,7 2,0 -7,5 0,-1 -7,3 0,-2 -7,1 0,0";
        let forbidden = answer(renju, &mut searcher, &clock, longest);
        assert_eq!(
            forbidden,
            "8 ! move 9: 0,0 is forbidden to X under renju: a double three"
        );
        let outside = answer("9 100 renju,15 8,0", &mut searcher, &clock, longest);
        assert!(
            outside.starts_with("9 ! move 1: 8,0 is off the 15x15 board"),
            "{outside}"
        );
        let edge = answer(
            "10 100 standard,15 7,7 6,6 7,6 5,5 7,5 4,4 7,4",
            &mut searcher,
            &clock,
            longest,
        );
        assert!(
            edge.starts_with("10 7,3 "),
            "blocks the four at the edge: {edge}"
        );
    }

    #[test]
    fn a_study_of_a_position_set_up_freely_is_answered_with_its_best_lines() {
        let (mut searcher, longest, clock) = thinker();
        // Three black stones in a row and none of white's, white to move:
        // no game could reach it.
        let text = "4 100 freestyle 3:o 0,0;1,0;2,0 -";
        let study = Study::read(text).unwrap().unwrap();
        assert_eq!((study.id, study.lines), (4, 3));
        assert_eq!(study.position.to_move(), Player::O);
        assert_eq!(study.position.len(), 3);
        let again = Study::read(&study.to_string()).unwrap();
        assert_eq!(again, Ok(study));
        let reply = answer(text, &mut searcher, &clock, longest);
        let lines: Lines = reply.parse().unwrap();
        assert_eq!(lines.id, 4);
        let lines = lines.answer.unwrap();
        assert_eq!(
            reply.parse(),
            Ok(Lines {
                id: 4,
                answer: Ok(lines.clone())
            })
        );
        // Only the two ends of the open three stop it: two lines of three.
        let mut ends: Vec<(i32, i32)> = lines.iter().map(|l| (l.point.x(), l.point.y())).collect();
        ends.sort();
        assert_eq!(ends, [(-1, 0), (3, 0)], "{reply}");
        for (text, why) in [
            ("5 100 freestyle 3:o 0,0;0,0 -", "already taken"),
            ("6 100 freestyle 6:o 0,0 -", "is not"),
            ("7 100 freestyle 3:z 0,0 -", "is not"),
            ("8 100 renju,15 2:x 0,0;9,0 -", "outside"),
            ("9 100 freestyle 2:x 0,0 1;1", "is not"),
            ("10 100 freestyle 2:x", "is not"),
            (
                "11 100 freestyle 2:x 0,0;1,0;2,0;3,0;4,0 -",
                "the game is over",
            ),
        ] {
            let reply = answer(text, &mut searcher, &clock, longest);
            let refused: Lines = reply.parse().unwrap();
            assert!(refused.answer.is_err(), "{reply}");
            assert!(reply.contains(why), "{reply}");
            let id: u32 = text.split(' ').next().unwrap().parse().unwrap();
            assert_eq!(refused.id, id);
        }
        assert!("3 x".parse::<Lines>().is_err());
    }

    #[test]
    fn malformed_messages_are_refused_with_their_id_where_it_reads() {
        let refused = "9 0 0,0".parse::<Request>().unwrap_err();
        assert_eq!(refused.id, 9);
        assert!(refused.answer.is_err());
        assert_eq!("x 250 freestyle 0,0".parse::<Request>().unwrap_err().id, 0);
        for text in [
            "3 250 0,0",
            "3 250 gomoku 0,0",
            "3 250 renju,16 ",
            "3 250 renju",
        ] {
            let refused = text.parse::<Request>().unwrap_err();
            assert_eq!(refused.id, 3, "{text:?}");
            assert!(refused.answer.is_err(), "{text:?}");
        }
        assert!("250".parse::<Request>().is_err());
        let malformed = [
            "",
            "3",
            "3 1;1",
            "a 1,1",
            "3 !",
            "3 1,1",
            "3 1,1 0 0 0 vcx search - -",
            "3 1,1 0 0 0 - search 1,1;2 -",
            "3 1,1 0 0 0 - search - 1,1:<=x",
            "3 1,1 0 0 0 - search - - extra",
            "3 1,1 0 0 0 - - - -",
            "3 1,1 0 0 0 - books - -",
        ];
        for text in malformed {
            assert_eq!(text.parse::<Reply>(), Err(()), "{text:?}");
        }
    }
}
