//! What the explorer shows, checked against the reference minimax over
//! every position where the game goes on.
#![cfg(not(target_arch = "wasm32"))]

use std::collections::{HashMap, HashSet};

mod common;
use common::{positions_in_play, reference_children};
use inarow::engine::classic::alphabeta::{alphabeta, trace, Order, Pruned};
use inarow::engine::classic::explore::{
    children, principal_variation, search_counts, Child, SearchCounts,
};
use inarow::engine::classic::{perfect, reference, Board, Cell, Outcome, Symmetry};
use inarow::play::explore::{Explorer, LinkError, Path, MAX_OPEN};

fn board(text: &str) -> Board {
    text.parse().unwrap()
}

#[test]
fn alpha_beta_finds_the_minimax_value_in_fewer_nodes() {
    for board in positions_in_play() {
        let reference = reference::minimax(board).unwrap();
        for order in [Order::Cells, Order::Rules] {
            let pruned = alphabeta(board, order);
            assert_eq!(pruned.score, reference.score, "{board} {order:?}");
            assert!(pruned.nodes <= reference.nodes, "{board} {order:?}");
        }
    }
    let empty = [Order::Cells, Order::Rules].map(|order| alphabeta(Board::EMPTY, order));
    assert_eq!(
        empty,
        [
            Pruned {
                score: 0,
                nodes: 18_297
            },
            Pruned {
                score: 0,
                nodes: 1_652
            }
        ]
    );
}

#[test]
fn a_finished_game_is_one_node() {
    for (text, score) in [
        ("XXXOO....", reference::LOSS),
        ("XOXXOOOXX", reference::DRAW),
    ] {
        for order in [Order::Cells, Order::Rules] {
            assert_eq!(alphabeta(board(text), order), Pruned { score, nodes: 1 });
        }
    }
}

#[test]
fn the_empty_board_gives_the_articles_counts() {
    let counts = search_counts(Board::EMPTY);
    assert_eq!(
        counts,
        SearchCounts {
            minimax: 549_946,
            alphabeta: 18_297,
            alphabeta_ordered: 1_652,
            positions: 5_478,
            positions_up_to_symmetry: 765,
        }
    );
    assert!(counts.alphabeta_ordered <= counts.alphabeta);
}

#[test]
fn seed_002s_position_has_the_articles_three_moves() {
    // X to move: 1 and 6 let O win at once, 4 wins. The article's nine
    // calls are the root and these subtrees of 3, 1 and 4.
    let child = |index, score, depth_score, nodes| Child {
        cell: Cell::new(index).unwrap(),
        score,
        depth_score,
        nodes,
    };
    let board = board("O.XX.X.OO");
    assert_eq!(
        children(board),
        [
            child(1, -10, -8, 3),
            child(4, 10, 9, 1),
            child(6, -10, -8, 4)
        ]
    );
    assert_eq!(search_counts(board).minimax, 9);
}

#[test]
fn every_moves_values_and_tree_agree_with_the_reference() {
    let positions = positions_in_play();
    assert_eq!(positions.len(), 4_520);
    let mut memo = HashMap::new();
    for board in positions {
        let children = children(board);
        assert_eq!(children, reference_children(board, &mut memo), "{board}");
        let below: u64 = children.iter().map(|child| child.nodes).sum();
        let counts = search_counts(board);
        // The reference counts the board, then each move's tree.
        assert_eq!(counts.minimax, 1 + below, "{board}");
        assert!(counts.alphabeta <= counts.minimax && counts.alphabeta_ordered <= counts.minimax);
        assert!(counts.positions_up_to_symmetry <= counts.positions);
        assert!(counts.positions as u64 <= counts.minimax, "{board}");
    }
}

#[test]
fn a_finished_game_has_no_moves_and_counts_itself_once() {
    for text in ["XXXOO....", "XOXXOOOXX"] {
        let board = board(text);
        assert_eq!(children(board), []);
        assert_eq!(
            search_counts(board),
            SearchCounts {
                minimax: 1,
                alphabeta: 1,
                alphabeta_ordered: 1,
                positions: 1,
                positions_up_to_symmetry: 1,
            }
        );
    }
}

#[test]
fn a_board_and_its_images_count_once() {
    let corner = board("X........");
    let images: HashSet<Board> = Symmetry::ALL
        .map(|symmetry| corner.transformed(symmetry))
        .into_iter()
        .collect();
    assert_eq!(images.len(), 4, "X in each corner");
    // O wins at 6 or at 8, mirror images of each other.
    let counts = search_counts(board("OXOXOX.X."));
    assert_eq!(
        (
            counts.minimax,
            counts.positions,
            counts.positions_up_to_symmetry
        ),
        (3, 3, 2)
    );
}

#[test]
fn the_trace_visits_what_alpha_beta_counts_in_the_same_tree() {
    for board in positions_in_play() {
        for order in [Order::Cells, Order::Rules] {
            let visits = trace(board, order);
            let pruned = alphabeta(board, order);
            assert_eq!(visits.len() as u64, pruned.nodes, "{board} {order:?}");
            assert_eq!(visits[0].score, pruned.score, "{board} {order:?}");
            assert_eq!(visits[0].last, visits.len() - 1);
            for (index, visit) in visits.iter().enumerate().skip(1) {
                let parent = &visits[visit.parent.unwrap()];
                // A child's window is its parent's, seen from the other side,
                // narrowed by what the parent's earlier moves found.
                assert_eq!(visit.depth, parent.depth + 1);
                assert!(visit.beta <= -parent.alpha && visit.alpha == -parent.beta);
                assert!(visit.parent.unwrap() < index && visit.last <= parent.last);
                assert!(visit.alpha < visit.beta, "{board} {order:?} {index}");
                assert!(!parent.cut.contains(visit.cell.unwrap()));
                // A finished game scores itself, whatever the window.
                let leaf = visit.last == index;
                assert!(leaf || (visit.alpha..=visit.beta).contains(&visit.score));
            }
        }
    }
}

#[test]
fn seed_002s_position_is_searched_in_visiting_order() {
    // X tries 1 (O wins at 4 or 6), 4 (X wins), then 6: O's reply at 1
    // lets X win at 4, which is as bad for O as its window's bound, so O
    // cuts its other reply, 4. Eight visits where the full minimax makes 9.
    let visits = trace(board("O.XX.X.OO"), Order::Cells);
    // Parent, move, alpha, beta, score.
    type Step = (Option<usize>, Option<usize>, i8, i8, i8);
    let moves: Vec<Step> = visits
        .iter()
        .map(|visit| {
            let cell = visit.cell.map(Cell::index);
            (visit.parent, cell, visit.alpha, visit.beta, visit.score)
        })
        .collect();
    assert_eq!(
        moves,
        [
            (None, None, -11, 11, 10),
            (Some(0), Some(1), -11, 11, 10),
            (Some(1), Some(4), -11, 11, -10),
            (Some(1), Some(6), -11, -10, -10),
            (Some(0), Some(4), -11, 10, -10),
            (Some(0), Some(6), -11, -10, -10),
            (Some(5), Some(1), 10, 11, 10),
            (Some(6), Some(4), -11, -10, -10),
        ]
    );
    let cuts: Vec<Vec<usize>> = visits
        .iter()
        .map(|visit| visit.cut.iter().map(Cell::index).collect())
        .collect();
    assert_eq!(cuts[5], [4]);
    assert_eq!(cuts.concat(), [4]);
    assert_eq!(
        visits.iter().map(|visit| visit.last).collect::<Vec<_>>(),
        [7, 3, 2, 3, 4, 7, 7, 7]
    );
}

#[test]
fn the_principal_variation_plays_out_the_value() {
    for board in positions_in_play() {
        let line = principal_variation(board);
        let mut end = board;
        for &cell in &line {
            end = end.play(cell).unwrap();
        }
        let score = perfect::score(board);
        let expected = match score.minimax() {
            0 => Outcome::Draw,
            value => {
                let mover = if value > 0 {
                    board.to_move()
                } else {
                    board.to_move().opponent()
                };
                assert_eq!(
                    line.len() as i8,
                    10 - score.depth_adjusted().abs(),
                    "{board}"
                );
                Outcome::Won {
                    winner: mover,
                    line: end.winning_lines(mover).next().unwrap(),
                }
            }
        };
        assert_eq!(end.outcome(), expected, "{board}");
    }
    assert_eq!(
        principal_variation(board("O.XX.X.OO"))
            .iter()
            .map(|c| c.index())
            .collect::<Vec<_>>(),
        [4]
    );
}

/// Every node with moves down to `depth` plies below `board`'s, reached by
/// `path`, in the order the explorer's link lists them.
fn nodes_with_moves(board: Board, path: &Path, depth: usize, nodes: &mut Vec<Path>) {
    if path.depth() == depth {
        return;
    }
    for cell in board.legal_moves() {
        let child = path.child(cell);
        let next = board.play(cell).unwrap();
        if !next.legal_moves().is_empty() {
            nodes.push(child.clone());
            nodes_with_moves(next, &child, depth, nodes);
        }
    }
}

/// The link of the empty board with `nodes` open.
fn opening(nodes: &[Path]) -> String {
    let open: Vec<String> = nodes.iter().map(Path::to_string).collect();
    format!("#explore=.........&open={}", open.join(","))
}

#[test]
fn a_link_opens_at_most_max_open_nodes() {
    let mut nodes = Vec::new();
    nodes_with_moves(Board::EMPTY, &Path::default(), 5, &mut nodes);
    let everything = opening(&nodes);
    assert!(everything.len() > 90_000, "{}", everything.len());
    // Refused at its list of open nodes, quoted from its start.
    let refused = Explorer::from_link(&everything).unwrap_err();
    assert_eq!(refused.part, "open=0,01,012,0123,01234...");
    // As many as the tree holds read back, and write the same link.
    let explorer = Explorer::from_link(&opening(&nodes[..MAX_OPEN])).unwrap();
    assert_eq!(explorer.tree.opened().count(), MAX_OPEN);
    assert!(explorer.tree.visible().len() <= 9 + MAX_OPEN * 8);
    assert_eq!(
        Explorer::from_link(&format!("#{}", explorer.link())),
        Ok(explorer.clone())
    );
    // One more is refused, and so is a focus whose nodes above would be one more.
    let over = opening(&nodes[..=MAX_OPEN]);
    let part = over.split('&').nth(1).unwrap();
    assert_eq!(
        Explorer::from_link(&over),
        Err(LinkError {
            part: inarow::engine::excerpt(part)
        })
    );
    let at = format!("{}&at=8765", opening(&nodes[..MAX_OPEN]));
    let refused = Explorer::from_link(&at).unwrap_err();
    assert_eq!(refused.part, "at=8765");
    // Nor does opening one more by hand change the tree.
    let mut tree = explorer.tree.clone();
    let beyond = nodes[MAX_OPEN].clone();
    assert!(!tree.open(&beyond));
    tree.toggle(&beyond);
    assert_eq!(tree, explorer.tree);
}
