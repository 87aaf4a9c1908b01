//! Iterative deepening: the root's decision. A five is played at once;
//! facing two fives, one is blocked and the game is lost; facing one, the
//! block is played whatever the search finds time for. Otherwise the threat
//! search looks for a win first and for the other side's, then full-width
//! searches go one ply deeper each, each within an aspiration window around
//! the last score, for as long as the time control lets the next begin.

use super::grid::Side;
use super::pvs::{Search, MAX_PLY, WIN, WON};
use super::table::Bound;
use super::time::{Limits, Stop};

/// The share of the budget a forced block may use to find its score.
const FORCED_SHARE: f64 = 0.25;
/// The threat searches at the root: how many attacking moves deep, and
/// what share of the budget each may take.
const VCT_DEPTH: u32 = 10;
const VCT_SHARE: f64 = 0.1;
/// How many of the root's best moves are checked against the other
/// side's threats (its fours always are).
const DEFENCES_TRIED: usize = 40;

/// What the root search settled on.
pub(super) struct Decision {
    pub(super) cell: Option<usize>,
    pub(super) score: i32,
    pub(super) depth: u32,
    pub(super) pv: Vec<usize>,
    /// The root's moves and their scores.
    pub(super) scores: Vec<(usize, i32, Bound)>,
    /// Whether the threat search found the win.
    pub(super) by_threats: bool,
}

/// The cell to play, its score, the depth searched and the line expected:
/// a five at once; facing two fives, one block and the loss; facing one,
/// the block whatever the search finds time for; else the deepest search
/// the limits allow.
pub(super) fn decide(search: &mut Search, side: Side, stop: &Stop) -> Decision {
    let other = 1 - side;
    let at_once = |cell: usize, score: i32| Decision {
        cell: Some(cell),
        score,
        depth: 0,
        pv: vec![cell],
        scores: vec![(cell, score, Bound::Exact)],
        by_threats: false,
    };
    if let Some(&five) = search.fives(side, 1).first() {
        return at_once(five, WIN - 1);
    }
    let allowed = |search: &Search, cell: usize| search.allowed(cell, side);
    let blocks = search.fives(other, 2);
    // Two fives to stop, or one on a forbidden point: the game is lost;
    // a block that may be played, or any move, is all there is.
    if blocks.len() > 1 || blocks.first().is_some_and(|&block| !allowed(search, block)) {
        let block = blocks.iter().copied().find(|&cell| allowed(search, cell));
        let any = || search.grid.candidates().find(|&cell| allowed(search, cell));
        if let Some(cell) = block.or_else(any) {
            return at_once(cell, -(WIN - 2));
        }
    }
    let forced = blocks.first().copied();
    if forced.is_some() {
        search.set_deadline(stop.after(FORCED_SHARE));
    } else {
        search.set_deadline(stop.after(VCT_SHARE));
        if let Some(cell) = search.vct(side, VCT_DEPTH) {
            return Decision {
                pv: search.pv().to_vec(),
                by_threats: true,
                ..at_once(cell, WIN - 3)
            };
        }
        search.set_deadline(stop.after(2.0 * VCT_SHARE));
        search.root_only = search.stop_threats(side, VCT_DEPTH, DEFENCES_TRIED);
        search.set_deadline(stop.all());
    }
    let first = forced.or_else(|| search.grid.candidates().find(|&cell| allowed(search, cell)));
    deepen(search, side, stop, forced, first)
}

/// Ever deeper searches of the root, from `first`, the move played if
/// none finishes (`forced`, whatever they find), while the time control
/// lets the next begin.
fn deepen(
    search: &mut Search,
    side: Side,
    stop: &Stop,
    forced: Option<usize>,
    first: Option<usize>,
) -> Decision {
    let mut decision = Decision {
        cell: first,
        score: 0,
        depth: 0,
        pv: Vec::new(),
        scores: Vec::new(),
        by_threats: false,
    };
    let mut last_ms = 0.0;
    for depth in 1..=max_depth(stop.limits.depth) {
        let began = search.clock_ms();
        let score = aspiration(search, side, depth, decision.score);
        let pv = search.pv().to_vec();
        if search.stopped {
            // A move that beat the last best before time ran out counts.
            if let (Some(&cell), None) = (pv.first(), forced) {
                decision.cell = Some(cell);
            }
            break;
        }
        let unsettled = decision.pv.first() != pv.first();
        decision = Decision {
            cell: forced.or(pv.first().copied()).or(decision.cell),
            score,
            depth: depth as u32,
            pv,
            scores: search.root_scores.clone(),
            by_threats: false,
        };
        let now = search.clock_ms();
        last_ms = (now - began).max(last_ms * 0.5);
        if score.abs() > WON || !stop.go_deeper(now - stop.start, last_ms, unsettled) {
            break;
        }
    }
    decision
}

/// The root searched within a window around `guess`, widened until the
/// score falls inside it.
fn aspiration(search: &mut Search, side: Side, depth: i32, guess: i32) -> i32 {
    const FIRST: i32 = 80;
    if depth < 4 || guess.abs() > WON {
        return search.negamax(side, depth, -WIN, WIN, 0, true);
    }
    let mut width = FIRST;
    loop {
        let (alpha, beta) = (guess - width, guess + width);
        let score = search.negamax(side, depth, alpha, beta, 0, true);
        if search.stopped || (score > alpha && score < beta) || width > WIN {
            return score;
        }
        width *= 4;
        if width > 2_000 {
            return search.negamax(side, depth, -WIN, WIN, 0, true);
        }
    }
}

/// The deepest iteration: the limits' depth, within half the plies the
/// search can reach.
fn max_depth(limit: Option<u32>) -> i32 {
    limit.map_or(MAX_PLY as i32 / 2, |depth| {
        depth.min(MAX_PLY as u32 / 2) as i32
    })
}

/// The root's next best moves after `best`'s, `more` at most, best first:
/// each the deepest search, up to `best`'s depth (at least a ply), of the
/// root with the moves found before it set aside, within `stop`'s limits
/// counted afresh for each. Fewer when the root has no other move, or the
/// limits end a search before its first ply.
pub(super) fn other_lines(
    search: &mut Search,
    side: Side,
    stop: &Stop,
    best: &Decision,
    more: usize,
) -> Vec<(Decision, u64)> {
    let mut moves = Vec::new();
    search.root_moves(&mut moves, side);
    let mut rest: Vec<usize> = moves.into_iter().map(|(cell, _)| cell).collect();
    rest.retain(|&cell| Some(cell) != best.cell);
    let limits = Limits {
        depth: Some(best.depth.max(1)),
        ..stop.limits
    };
    let mut lines = Vec::new();
    while lines.len() < more && !rest.is_empty() {
        let stop = Stop {
            start: search.clock_ms(),
            limits,
        };
        // Each line counts its own positions against the limit.
        let spent = std::mem::take(&mut search.nodes);
        search.set_deadline(stop.all());
        search.root_only = Some(rest.clone());
        let line = deepen(search, side, &stop, None, None);
        let nodes = search.nodes;
        search.nodes += spent;
        let Some(cell) = line.cell.filter(|_| line.depth > 0) else {
            break;
        };
        rest.retain(|&other| other != cell);
        lines.push((line, nodes));
    }
    lines
}
