//! Five in a row's opening rules: each rule's steps walked, legal and
//! illegal, and the bots' decisions on fixed positions.
#![cfg(not(target_arch = "wasm32"))]

use inarow::engine::five::opening::judge::Judge;
use inarow::engine::five::opening::{
    Action, Choice, Opening, OpeningError, OpeningRule, Seat, Step,
};
use inarow::engine::five::{Board, MoveError, Origin, Player, Point, Rule, Rules};
use inarow::engine::rng::Rng;

fn at(x: i32, y: i32) -> Point {
    Point::new(x, y).unwrap()
}

fn board(rules: &str) -> Board {
    rules.parse::<Rules>().unwrap().board(Origin::Centre)
}

/// Takes `actions` in turn, each accepted.
fn take(opening: &mut Opening, board: &mut Board, actions: &[Action]) {
    for &action in actions {
        let taken = opening.act(board, action);
        assert_eq!(taken, Ok(()), "{action:?} at {:?}", opening.step());
    }
}

/// `action` is refused with `error`, and nothing changes.
fn refused(opening: &mut Opening, board: &mut Board, action: Action, error: OpeningError) {
    let (before, stones) = (opening.clone(), board.clone());
    assert_eq!(opening.act(board, action), Err(error), "{action:?}");
    assert_eq!(*opening, before);
    assert_eq!(*board, stones);
}

/// Three stones that make one of renju's 26 openings.
fn three() -> [Action; 3] {
    [(0, 0), (1, -1), (2, 0)].map(|(x, y)| Action::Place(at(x, y)))
}

#[test]
fn rules_read_back_and_fit_their_games() {
    for rule in OpeningRule::ALL {
        assert_eq!(rule.name().parse(), Ok(rule));
    }
    assert_eq!("swap".parse::<OpeningRule>(), Err(()));
    assert!(OpeningRule::Swap2.fits(Rule::Freestyle) && OpeningRule::Swap2.fits(Rule::Standard));
    assert!(!OpeningRule::Swap2.fits(Rule::Renju) && !OpeningRule::Rif.fits(Rule::Freestyle));
    assert!(OpeningRule::Soosorv8.fits(Rule::Renju) && OpeningRule::None.fits(Rule::Renju));
}

#[test]
fn without_an_opening_rule_the_game_is_in_play_at_once() {
    let (mut opening, mut board) = (Opening::new(OpeningRule::None), Board::new());
    assert_eq!(opening.step(), Step::Play);
    assert_eq!(opening.seat_of(Player::X), Seat::First);
    let error = OpeningError::NotNow { step: Step::Play };
    refused(
        &mut opening,
        &mut board,
        Action::Place(Point::ORIGIN),
        error,
    );
}

#[test]
fn swap1_three_stones_then_the_second_chooses_a_colour() {
    for (choice, black) in [(Choice::Black, Seat::Second), (Choice::White, Seat::First)] {
        let (mut opening, mut board) = (Opening::new(OpeningRule::Swap1), Board::new());
        let place = Step::Place {
            seat: Seat::First,
            until: 3,
        };
        assert_eq!(opening.step(), place);
        // Anywhere the board allows: swap1 has no central squares.
        take(&mut opening, &mut board, &[Action::Place(at(5, 5))]);
        let taken = MoveError::Taken {
            point: at(5, 5),
            by: Player::X,
            number: 1,
        };
        refused(
            &mut opening,
            &mut board,
            Action::Place(at(5, 5)),
            OpeningError::Move(taken),
        );
        let early = Action::Choose(Choice::Black);
        let error = OpeningError::NotNow { step: place };
        refused(&mut opening, &mut board, early, error);
        take(&mut opening, &mut board, &three()[1..]);
        let choose = Step::Choose {
            seat: Seat::Second,
            add: false,
        };
        assert_eq!(opening.step(), choose);
        let error = OpeningError::NotNow { step: choose };
        refused(&mut opening, &mut board, Action::Place(at(3, 3)), error);
        let add = Action::Choose(Choice::AddTwo);
        refused(&mut opening, &mut board, add, OpeningError::NoAddTwo);
        take(&mut opening, &mut board, &[Action::Choose(choice)]);
        assert_eq!(opening.step(), Step::Play);
        assert_eq!(opening.black(), black);
        assert_eq!(opening.seat_of(Player::O), black.other());
        assert_eq!(board.to_move(), Player::O);
        assert_eq!(board.moves().len(), 3);
    }
}

#[test]
fn swap2_the_second_may_add_two_stones_and_pass_the_choice() {
    let (mut opening, mut board) = (Opening::new(OpeningRule::Swap2), Board::new());
    take(&mut opening, &mut board, &three());
    assert_eq!(
        opening.step(),
        Step::Choose {
            seat: Seat::Second,
            add: true
        }
    );
    take(&mut opening, &mut board, &[Action::Choose(Choice::AddTwo)]);
    let add = Step::Place {
        seat: Seat::Second,
        until: 5,
    };
    assert_eq!(opening.step(), add);
    take(&mut opening, &mut board, &[Action::Place(at(-1, 1))]);
    assert_eq!(opening.step(), add);
    take(&mut opening, &mut board, &[Action::Place(at(0, 2))]);
    assert_eq!(board.get(at(-1, 1)), Some(Player::O));
    assert_eq!(board.get(at(0, 2)), Some(Player::X));
    let colour = Step::Choose {
        seat: Seat::First,
        add: false,
    };
    assert_eq!(opening.step(), colour);
    let again = Action::Choose(Choice::AddTwo);
    refused(&mut opening, &mut board, again, OpeningError::NoAddTwo);
    take(&mut opening, &mut board, &[Action::Choose(Choice::White)]);
    assert_eq!(
        (opening.step(), opening.black()),
        (Step::Play, Seat::Second)
    );
    // The replay of its actions is the same opening on the same board.
    let replayed = Opening::replay(OpeningRule::Swap2, Board::new(), opening.actions());
    assert_eq!(replayed, Ok((opening, board)));
}

#[test]
fn swap2_choosing_a_colour_at_once_starts_the_game() {
    let (mut opening, mut board) = (Opening::new(OpeningRule::Swap2), Board::new());
    take(&mut opening, &mut board, &three());
    take(&mut opening, &mut board, &[Action::Choose(Choice::Black)]);
    assert_eq!(
        (opening.step(), opening.black()),
        (Step::Play, Seat::Second)
    );
    let late = Action::Choose(Choice::White);
    let error = OpeningError::NotNow { step: Step::Play };
    refused(&mut opening, &mut board, late, error);
}

#[test]
fn rif_three_central_stones_a_swap_the_fourth_and_two_fifths_offered() {
    let (mut opening, mut board) = (Opening::new(OpeningRule::Rif), board("renju,15"));
    let off = |point, number, side| OpeningError::OffCentre {
        point,
        number,
        side,
    };
    refused(
        &mut opening,
        &mut board,
        Action::Place(at(1, 0)),
        off(at(1, 0), 1, 1),
    );
    take(&mut opening, &mut board, &[Action::Place(Point::ORIGIN)]);
    refused(
        &mut opening,
        &mut board,
        Action::Place(at(2, 0)),
        off(at(2, 0), 2, 3),
    );
    take(&mut opening, &mut board, &[Action::Place(at(1, -1))]);
    refused(
        &mut opening,
        &mut board,
        Action::Place(at(3, 0)),
        off(at(3, 0), 3, 5),
    );
    take(&mut opening, &mut board, &[Action::Place(at(2, 0))]);
    // The second takes black: the first, white now, plays the fourth.
    take(&mut opening, &mut board, &[Action::Choose(Choice::Black)]);
    let fourth = Step::Place {
        seat: Seat::First,
        until: 4,
    };
    assert_eq!(opening.step(), fourth);
    // The fourth goes anywhere.
    take(&mut opening, &mut board, &[Action::Place(at(-5, 5))]);
    let offer = Step::Offer {
        seat: Seat::Second,
        count: 2,
    };
    assert_eq!(opening.step(), offer);
    take(&mut opening, &mut board, &[Action::Offer(at(0, 1))]);
    let like = OpeningError::AlikeOffer {
        point: at(0, 1),
        like: at(0, 1),
    };
    refused(&mut opening, &mut board, Action::Offer(at(0, 1)), like);
    let taken = MoveError::Taken {
        point: at(2, 0),
        by: Player::X,
        number: 3,
    };
    let on_stone = Action::Offer(at(2, 0));
    refused(
        &mut opening,
        &mut board,
        on_stone,
        OpeningError::Move(taken),
    );
    take(&mut opening, &mut board, &[Action::Offer(at(3, 0))]);
    assert_eq!(opening.offers(), [at(0, 1), at(3, 0)]);
    assert_eq!(opening.step(), Step::Pick { seat: Seat::First });
    let not = OpeningError::NotOffered { point: at(4, 0) };
    refused(&mut opening, &mut board, Action::Pick(at(4, 0)), not);
    take(&mut opening, &mut board, &[Action::Pick(at(3, 0))]);
    assert_eq!(opening.step(), Step::Play);
    assert_eq!(board.moves().len(), 5);
    assert_eq!(board.to_move(), Player::O);
    assert_eq!(opening.seat_of(Player::O), Seat::First);
    assert!(opening.offers().is_empty());
}

#[test]
fn fifth_moves_alike_by_a_symmetry_of_the_stones_are_refused() {
    // Black 0,0 and 0,-2, white 0,-1 and 0,1: mirrored across x = 0.
    let mut opening = Opening::new(OpeningRule::Rif);
    let mut board = board("renju,15");
    let stones = [(0, 0), (0, -1), (0, -2)].map(|(x, y)| Action::Place(at(x, y)));
    take(&mut opening, &mut board, &stones);
    take(&mut opening, &mut board, &[Action::Choose(Choice::White)]);
    take(&mut opening, &mut board, &[Action::Place(at(0, 1))]);
    take(&mut opening, &mut board, &[Action::Offer(at(1, 0))]);
    let like = OpeningError::AlikeOffer {
        point: at(-1, 0),
        like: at(1, 0),
    };
    refused(&mut opening, &mut board, Action::Offer(at(-1, 0)), like);
    // Not alike: 1,1 is no image of 1,0 on these stones.
    take(&mut opening, &mut board, &[Action::Offer(at(1, 1))]);
}

#[test]
fn a_fifth_move_off_the_board_is_refused() {
    let mut opening = Opening::new(OpeningRule::Rif);
    let mut board = board("renju,15");
    take(&mut opening, &mut board, &three());
    take(&mut opening, &mut board, &[Action::Choose(Choice::White)]);
    take(&mut opening, &mut board, &[Action::Place(at(7, 7))]);
    let off = Action::Offer(at(8, 0));
    let error = opening.act(&mut board, off);
    assert!(
        matches!(error, Err(OpeningError::Move(MoveError::Outside { .. }))),
        "{error:?}"
    );
}

#[test]
fn soosorv8_white_declares_the_fifth_moves_and_black_may_swap() {
    let (mut opening, mut board) = (Opening::new(OpeningRule::Soosorv8), board("renju,15"));
    take(&mut opening, &mut board, &three());
    take(&mut opening, &mut board, &[Action::Choose(Choice::White)]);
    // The second stays white and plays the fourth.
    take(&mut opening, &mut board, &[Action::Place(at(1, 1))]);
    let declare = Step::Declare {
        seat: Seat::Second,
        most: 8,
    };
    assert_eq!(opening.step(), declare);
    for count in [0, 9] {
        let error = OpeningError::Declared { count, most: 8 };
        refused(&mut opening, &mut board, Action::Declare(count), error);
    }
    take(&mut opening, &mut board, &[Action::Declare(3)]);
    let swap = Step::Choose {
        seat: Seat::First,
        add: false,
    };
    assert_eq!(opening.step(), swap);
    // The first, black, swaps: the second offers as black now.
    take(&mut opening, &mut board, &[Action::Choose(Choice::White)]);
    let offer = Step::Offer {
        seat: Seat::Second,
        count: 3,
    };
    assert_eq!(opening.step(), offer);
    let offers = [(0, 2), (-1, 0), (3, -2)].map(|(x, y)| Action::Offer(at(x, y)));
    take(&mut opening, &mut board, &offers);
    assert_eq!(opening.step(), Step::Pick { seat: Seat::First });
    take(&mut opening, &mut board, &[Action::Pick(at(-1, 0))]);
    assert_eq!(opening.step(), Step::Play);
    assert_eq!(opening.seat_of(Player::X), Seat::Second);
    // A replay's first refused action is named, by its index.
    let mut actions = opening.actions().to_vec();
    actions[5] = Action::Declare(9);
    let wrong = Opening::replay(OpeningRule::Soosorv8, self::board("renju,15"), &actions);
    let declared = OpeningError::Declared { count: 9, most: 8 };
    assert_eq!(wrong, Err((5, declared)));
}

/// Plays the opening to the end with `judge` for both seats.
fn judged(rule: OpeningRule, rules: &str, judge: Judge, seed: u64) -> (Opening, Board) {
    let (mut opening, mut board) = (Opening::new(rule), board(rules));
    let mut rng = Rng::new(seed);
    while opening.step() != Step::Play {
        let actions = judge.actions(&opening, &board, &mut rng);
        assert!(!actions.is_empty(), "{:?}", opening.step());
        take(&mut opening, &mut board, &actions);
    }
    (opening, board)
}

#[test]
fn bots_play_every_opening_rule_through() {
    let judge = Judge::new(400);
    for (rule, rules) in [
        (OpeningRule::Swap1, "freestyle"),
        (OpeningRule::Swap2, "standard,15"),
        (OpeningRule::Rif, "renju,15"),
        (OpeningRule::Soosorv8, "renju,15"),
        (OpeningRule::Taraguchi10, "renju,15"),
    ] {
        let (opening, board) = judged(rule, rules, judge, 7);
        assert!(board.moves().len() >= 3, "{rule}");
        // Seeded: the same opening again.
        assert_eq!(judged(rule, rules, judge, 7), (opening, board), "{rule}");
    }
}

#[test]
fn a_bot_takes_the_colour_that_stands_better() {
    // Black has an open three on its move: black is far better.
    let mut board = Board::new();
    for point in [(0, 0), (5, 5), (1, 0), (5, 7), (2, 0)] {
        board.play(at(point.0, point.1)).unwrap();
    }
    // As if Swap2's first chose after two stones added: the five stones.
    let mut opening = Opening::new(OpeningRule::Swap2);
    let mut played = Board::new();
    let stones: Vec<Action> = board.moves().iter().map(|&p| Action::Place(p)).collect();
    take(&mut opening, &mut played, &stones[..3]);
    take(&mut opening, &mut played, &[Action::Choose(Choice::AddTwo)]);
    take(&mut opening, &mut played, &stones[3..]);
    // White to move faces an open three with a stone of its own far off:
    // it blocks, and black keeps the initiative; either way the bot reads
    // white as worse and takes black.
    let mut rng = Rng::new(1);
    let choice = Judge::new(4_000).actions(&opening, &played, &mut rng);
    assert_eq!(choice, [Action::Choose(Choice::Black)]);
}

#[test]
fn white_picks_the_fifth_move_best_for_it() {
    // Black offers a fifth that makes an open four-to-be and one far off:
    // white picks the far one.
    let mut opening = Opening::new(OpeningRule::Rif);
    let mut board = board("renju,15");
    let stones = [(0, 0), (1, -1), (1, 0)].map(|(x, y)| Action::Place(at(x, y)));
    take(&mut opening, &mut board, &stones);
    take(&mut opening, &mut board, &[Action::Choose(Choice::White)]);
    take(&mut opening, &mut board, &[Action::Place(at(6, 6))]);
    take(
        &mut opening,
        &mut board,
        &[Action::Offer(at(2, 0)), Action::Offer(at(-6, 6))],
    );
    let mut rng = Rng::new(1);
    let pick = Judge::new(4_000).actions(&opening, &board, &mut rng);
    assert_eq!(pick, [Action::Pick(at(-6, 6))]);
}

#[test]
fn black_offers_its_best_fifth_moves_none_alike() {
    let mut opening = Opening::new(OpeningRule::Soosorv8);
    let mut board = board("renju,15");
    take(&mut opening, &mut board, &three());
    take(&mut opening, &mut board, &[Action::Choose(Choice::White)]);
    take(
        &mut opening,
        &mut board,
        &[Action::Place(at(1, 1)), Action::Declare(8)],
    );
    take(&mut opening, &mut board, &[Action::Choose(Choice::Black)]);
    let mut rng = Rng::new(1);
    let offers = Judge::new(2_000).actions(&opening, &board, &mut rng);
    assert_eq!(offers.len(), 8);
    // Every one accepted in turn: legal and none alike.
    take(&mut opening, &mut board, &offers);
    assert_eq!(opening.step(), Step::Pick { seat: Seat::Second });
}

#[test]
fn a_bot_opens_with_an_even_shape_from_the_centre() {
    let judge = Judge::new(2_000);
    let mut rng = Rng::new(3);
    let opening = Opening::new(OpeningRule::Rif);
    let board = board("renju,15");
    let stones = judge.actions(&opening, &board, &mut rng);
    assert_eq!(stones.len(), 3);
    assert_eq!(stones[0], Action::Place(Point::ORIGIN));
    // Every one accepted: within the central squares.
    let (mut opening, mut board) = (opening, board);
    take(&mut opening, &mut board, &stones);
}

#[test]
fn taraguchi10_four_central_stones_each_with_a_swap_then_a_fifth_and_a_swap() {
    let (mut opening, mut board) = (Opening::new(OpeningRule::Taraguchi10), board("renju,15"));
    let off = |point, number, side| OpeningError::OffCentre {
        point,
        number,
        side,
    };
    let first = Step::Place {
        seat: Seat::First,
        until: 1,
    };
    assert_eq!(opening.step(), first);
    let early = Action::Choose(Choice::Black);
    let error = OpeningError::NotNow { step: first };
    refused(&mut opening, &mut board, early, error);
    refused(
        &mut opening,
        &mut board,
        Action::Place(at(0, 1)),
        off(at(0, 1), 1, 1),
    );
    take(&mut opening, &mut board, &[Action::Place(Point::ORIGIN)]);
    // The second may swap: it takes black, so the first places stone 2.
    let swap = Step::Choose {
        seat: Seat::Second,
        add: false,
    };
    assert_eq!(opening.step(), swap);
    let offer = Action::Choose(Choice::Offer);
    let error = OpeningError::NotNow { step: swap };
    refused(&mut opening, &mut board, offer, error);
    refused(
        &mut opening,
        &mut board,
        Action::Choose(Choice::AddTwo),
        OpeningError::NoAddTwo,
    );
    take(&mut opening, &mut board, &[Action::Choose(Choice::Black)]);
    assert_eq!(opening.black(), Seat::Second);
    let second = Step::Place {
        seat: Seat::First,
        until: 2,
    };
    assert_eq!(opening.step(), second);
    refused(
        &mut opening,
        &mut board,
        Action::Place(at(2, 0)),
        off(at(2, 0), 2, 3),
    );
    take(&mut opening, &mut board, &[Action::Place(at(1, -1))]);
    // Black, the second, may swap back; it stays black and places stone 3.
    let swap = Step::Choose {
        seat: Seat::Second,
        add: false,
    };
    assert_eq!(opening.step(), swap);
    take(&mut opening, &mut board, &[Action::Choose(Choice::Black)]);
    assert_eq!(
        opening.step(),
        Step::Place {
            seat: Seat::Second,
            until: 3
        }
    );
    refused(
        &mut opening,
        &mut board,
        Action::Place(at(0, 3)),
        off(at(0, 3), 3, 5),
    );
    take(&mut opening, &mut board, &[Action::Place(at(2, 0))]);
    // White, the first, takes black: the second places stone 4 as white.
    take(&mut opening, &mut board, &[Action::Choose(Choice::Black)]);
    assert_eq!(opening.black(), Seat::First);
    assert_eq!(
        opening.step(),
        Step::Place {
            seat: Seat::Second,
            until: 4
        }
    );
    refused(
        &mut opening,
        &mut board,
        Action::Place(at(-4, 0)),
        off(at(-4, 0), 4, 7),
    );
    take(&mut opening, &mut board, &[Action::Place(at(-3, 3))]);
    take(&mut opening, &mut board, &[Action::Choose(Choice::Black)]);
    assert_eq!(board.get(at(-3, 3)), Some(Player::O));
    // Black places the fifth within the central 9 × 9, or offers.
    let fifth = Step::Fifth {
        seat: Seat::First,
        count: 10,
    };
    assert_eq!(opening.step(), fifth);
    let error = OpeningError::NotNow { step: fifth };
    refused(
        &mut opening,
        &mut board,
        Action::Choose(Choice::White),
        error,
    );
    refused(
        &mut opening,
        &mut board,
        Action::Place(at(5, 0)),
        off(at(5, 0), 5, 9),
    );
    take(&mut opening, &mut board, &[Action::Place(at(4, -4))]);
    // White, the second, may swap once more: it takes black.
    let swap = Step::Choose {
        seat: Seat::Second,
        add: false,
    };
    assert_eq!(opening.step(), swap);
    take(&mut opening, &mut board, &[Action::Choose(Choice::Black)]);
    assert_eq!(opening.step(), Step::Play);
    assert_eq!(opening.seat_of(Player::X), Seat::Second);
    assert_eq!((board.moves().len(), board.to_move()), (5, Player::O));
    assert_eq!(opening.stones(), 5);
    let replayed = Opening::replay(
        OpeningRule::Taraguchi10,
        self::board("renju,15"),
        opening.actions(),
    );
    assert_eq!(replayed, Ok((opening, board)));
}

#[test]
fn taraguchi10_black_may_offer_ten_fifth_moves_anywhere_instead() {
    let (mut opening, mut board) = (Opening::new(OpeningRule::Taraguchi10), board("renju,15"));
    // Nobody swaps: black is the first throughout.
    for (x, y) in [(0, 0), (0, -1), (0, -2), (0, 1)] {
        take(&mut opening, &mut board, &[Action::Place(at(x, y))]);
        let stays = match board.to_move() {
            Player::X => Choice::White,
            Player::O => Choice::Black,
        };
        take(&mut opening, &mut board, &[Action::Choose(stays)]);
    }
    assert_eq!(opening.black(), Seat::First);
    take(&mut opening, &mut board, &[Action::Choose(Choice::Offer)]);
    let offer = Step::Offer {
        seat: Seat::First,
        count: 10,
    };
    assert_eq!(opening.step(), offer);
    // Mirrored across x = 0, as the stones are.
    take(&mut opening, &mut board, &[Action::Offer(at(1, 0))]);
    let like = OpeningError::AlikeOffer {
        point: at(-1, 0),
        like: at(1, 0),
    };
    refused(&mut opening, &mut board, Action::Offer(at(-1, 0)), like);
    // Anywhere: well outside the central 9 × 9.
    let far = [
        (7, 7),
        (6, 6),
        (7, 0),
        (1, 1),
        (2, 2),
        (1, 5),
        (3, 0),
        (2, -5),
        (6, -1),
    ];
    take(
        &mut opening,
        &mut board,
        &far.map(|(x, y)| Action::Offer(at(x, y))),
    );
    assert_eq!(opening.offers().len(), 10);
    assert_eq!(opening.step(), Step::Pick { seat: Seat::Second });
    take(&mut opening, &mut board, &[Action::Pick(at(7, 7))]);
    assert_eq!(opening.step(), Step::Play);
    assert_eq!((board.moves().len(), board.to_move()), (5, Player::O));
    assert_eq!(board.get(at(7, 7)), Some(Player::X));
}

#[test]
fn a_bot_places_taraguchis_stones_within_their_central_squares() {
    let judge = Judge::new(2_000);
    let (mut opening, mut board) = (Opening::new(OpeningRule::Taraguchi10), board("renju,15"));
    let mut rng = Rng::new(5);
    let first = judge.actions(&opening, &board, &mut rng);
    assert_eq!(first, [Action::Place(Point::ORIGIN)]);
    take(&mut opening, &mut board, &first);
    for until in 2..=4 {
        take(&mut opening, &mut board, &[Action::Choose(Choice::White)]);
        let stone = judge.actions(&opening, &board, &mut rng);
        assert_eq!(stone.len(), 1, "one stone at a time");
        // Accepted: within the central square of its number.
        take(&mut opening, &mut board, &stone);
        assert_eq!(board.moves().len(), until);
    }
}

/// Taraguchi-10's opening with `stones` placed, none swapped, at black's
/// fifth.
fn at_the_fifth(stones: [(i32, i32); 4]) -> (Opening, Board) {
    let (mut opening, mut board) = (Opening::new(OpeningRule::Taraguchi10), board("renju,15"));
    for (x, y) in stones {
        take(&mut opening, &mut board, &[Action::Place(at(x, y))]);
        let stays = match board.to_move() {
            Player::X => Choice::White,
            Player::O => Choice::Black,
        };
        take(&mut opening, &mut board, &[Action::Choose(stays)]);
    }
    (opening, board)
}

#[test]
fn taraguchis_black_offers_ten_fifth_moves_only_while_it_stands_better_after_whites_pick() {
    let judge = Judge::new(4_000);
    // Black's two stones side by side, white's two apart: black stands
    // better whichever fifth white picks.
    let (mut opening, mut board) = at_the_fifth([(0, 0), (1, -1), (1, 0), (-3, 3)]);
    let mut rng = Rng::new(1);
    let actions = judge.actions(&opening, &board, &mut rng);
    assert_eq!(actions.len(), 11, "{actions:?}");
    assert_eq!(actions[0], Action::Choose(Choice::Offer));
    // Every one accepted in turn: legal and none alike.
    take(&mut opening, &mut board, &actions);
    assert_eq!(opening.step(), Step::Pick { seat: Seat::Second });
    let pick = judge.actions(&opening, &board, &mut rng);
    assert!(matches!(pick[..], [Action::Pick(point)] if opening.offers().contains(&point)));
    // An even position: black places one fifth, within the central 9 × 9,
    // as even as it reads, since white may swap after it.
    let (mut opening, mut board) = at_the_fifth([(0, 0), (1, -1), (2, 0), (0, 1)]);
    let actions = judge.actions(&opening, &board, &mut rng);
    assert!(matches!(actions[..], [Action::Place(_)]), "{actions:?}");
    take(&mut opening, &mut board, &actions);
    let swap = Step::Choose {
        seat: Seat::Second,
        add: false,
    };
    assert_eq!(opening.step(), swap);
}
