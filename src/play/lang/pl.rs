use super::{line_index, ClassicWords, FiveWords, GameWords, Numbers, ShellWords};
use crate::engine::classic::{Line, Reason, Verdict};
use crate::engine::Player;

pub const SHELL: ShellWords = ShellWords {
    name: "Polski",
    language: "Język",
    title: "Kółko i krzyżyk",
    tagline: "Zagraj z botem na swoim poziomie albo ze znajomym na tym urządzeniu.",
    modes: ["Klasyczne 3×3", "Pięć w rzędzie"],
    loading_five: "Wczytywanie gry Pięć w rzędzie…",
    five_failed: |error| format!("Nie udało się wczytać gry Pięć w rzędzie: {error}"),
};

pub const GAME: GameWords = GameWords {
    opponent: "Przeciwnik",
    you_play: "Grasz jako",
    undo: "Cofnij ruch",
    restart: "Od nowa",
    your_move: "Twój ruch",
    to_move: |player| format!("Kolej na {player}"),
    new_game: "Nowa gra",
    taken_back: "Cofnięto ruch",
    you_win: "Wygrywasz!",
    you_lose: "Przegrywasz.",
    draw: "Remis!",
    player_wins: |player| format!("Wygrywa {player}!"),
    numbers: NUMBERS,
};

const NUMBERS: Numbers = Numbers {
    thousands: "\u{a0}",
    decimal: ",",
};

pub const CLASSIC: ClassicWords = ClassicWords {
    opponents: ["Łatwy", "Średni", "Trudny", "Niepokonany", "Dwóch graczy"],
    show_minimax: "Pokaż minimax",
    board: "Plansza",
    cell: |row, column, mark| format!("Wiersz {row}, kolumna {column}: {}", content(mark)),
    cell_value: |value| format!("minimax {value}"),
    move_made: |player, row, column| format!("{player}: wiersz {row}, kolumna {column}"),
    reason,
    prediction,
    search,
    score: "Wynik",
    wins: "Wygrane",
    draws: "Remisy",
    losses: "Przegrane",
    reset_score: "Wyzeruj wynik",
    keys_help: "Klawisze: strzałki przesuwają, Enter lub spacja stawia znak, 1–9 stawia znak \
                w polu jak na klawiaturze numerycznej, R zaczyna od nowa, U cofa ruch.",
};

pub const FIVE: FiveWords = FiveWords {
    opponents: ["Normalny", "Trudny", "Dwóch graczy"],
    thinking: "Bot myśli…",
    move_time: "Czas na ruch",
    seconds: |seconds| format!("{seconds} s"),
    bot_failed: |error| format!("Bot nie mógł wykonać ruchu: {error}"),
    show_weights: "Pokaż wagi",
    centre: "Wyśrodkuj",
    board: "Pięć w rzędzie: plansza rośnie w trakcie gry",
    point: |x, y, stone| format!("x {x}, y {y}: {}", content(stone)),
    point_played: |player, x, y| format!("{player}: x {x}, y {y}"),
    keys_title: "Klawisze",
    keys: &[
        ("Strzałki", "przesuń kursor"),
        ("Enter, spacja", "postaw znak"),
        (
            "Shift + strzałki, kółko myszy, przeciąganie",
            "przesuń widok",
        ),
        ("C", "wyśrodkuj widok na znakach"),
        ("W", "pokaż lub ukryj wagi bota"),
        ("U", "cofnij ruch"),
        ("R", "zacznij od nowa"),
    ],
};

fn content(mark: Option<Player>) -> String {
    mark.map_or("puste".to_string(), |player| player.to_string())
}

/// The form of a counted noun phrase for `n`: 1 pozycja, 2 pozycje,
/// 5 pozycji; 21 pozycji, 22 pozycje, 12 pozycji.
fn plural(n: u64, [one, few, many]: [&'static str; 3]) -> &'static str {
    if n == 1 {
        one
    } else if matches!(n % 10, 2..=4) && !matches!(n % 100, 12..=14) {
        few
    } else {
        many
    }
}

/// "w 1 ruchu", "w 2 ruchach", "w 5 ruchach".
const IN_MOVES: [&str; 3] = ["ruchu", "ruchach", "ruchach"];

fn prediction(result: Option<(Player, usize)>) -> String {
    match result {
        Some((winner, 1)) => format!("Idealna gra: {winner} wygrywa następnym ruchem"),
        Some((winner, moves)) => format!(
            "Idealna gra: {winner} wygrywa w {moves} {}",
            plural(moves as u64, IN_MOVES)
        ),
        None => "Idealna gra: remis".to_string(),
    }
}

fn search(positions: u64, micros: f64) -> String {
    let noun = plural(positions, ["pozycja", "pozycje", "pozycji"]);
    let (positions, micros) = (NUMBERS.count(positions), NUMBERS.decimal(micros));
    format!("pełny minimax: {positions} {noun} · ten bot: {micros} µs")
}

/// The lines in `LINES` order: as what is completed or blocked (accusative),
/// and as the place of a threat (locative, with its preposition).
const LINES: [(&str, &str); 8] = [
    ("górny wiersz", "w górnym wierszu"),
    ("środkowy wiersz", "w środkowym wierszu"),
    ("dolny wiersz", "w dolnym wierszu"),
    ("lewą kolumnę", "w lewej kolumnie"),
    ("środkową kolumnę", "w środkowej kolumnie"),
    ("prawą kolumnę", "w prawej kolumnie"),
    (
        "przekątną od lewego górnego rogu",
        "na przekątnej od lewego górnego rogu",
    ),
    (
        "przekątną od lewego dolnego rogu",
        "na przekątnej od lewego dolnego rogu",
    ),
];

fn line(line: Line) -> &'static str {
    LINES[line_index(line)].0
}

fn on(line: Line) -> &'static str {
    LINES[line_index(line)].1
}

fn reason(reason: Reason) -> String {
    match reason {
        Reason::Win(l) => format!("Kończy {} i wygrywa", line(l)),
        Reason::Block(l) => format!("Blokuje ci {}", line(l)),
        Reason::Fork(a, b) => format!("Widełki: grozi {} i {}", on(a), on(b)),
        Reason::ForcesBlock(l) => format!(
            "Grozi {}, więc musisz blokować zamiast robić widełki",
            on(l)
        ),
        Reason::BlocksFork(a, b) => format!("Blokuje twoje widełki {} i {}", on(a), on(b)),
        Reason::Centre => "Zajmuje środek".to_string(),
        Reason::OppositeCorner => "Zajmuje narożnik naprzeciw twojego".to_string(),
        Reason::EmptyCorner => "Zajmuje pusty narożnik".to_string(),
        Reason::EmptySide => "Zajmuje pusty bok".to_string(),
        Reason::Minimax(verdict) => format!(
            "Minimax: {}",
            match verdict {
                Verdict::Wins { moves: 1 } => "wygrywa tym ruchem".to_string(),
                Verdict::Wins { moves } => {
                    format!("wygrywa w {moves} {}", plural(moves as u64, IN_MOVES))
                }
                Verdict::OnlyDraw => "każdy inny ruch przegrywa".to_string(),
                Verdict::AllDraw => "każdy ruch prowadzi do remisu".to_string(),
                Verdict::Draws { losing } => format!(
                    "remis, a {losing} {}",
                    plural(
                        losing as u64,
                        [
                            "inny ruch przegrywa",
                            "inne ruchy przegrywają",
                            "innych ruchów przegrywa",
                        ]
                    )
                ),
                Verdict::DelaysLoss => {
                    "każdy ruch przegrywa; ten najdłużej odwleka porażkę".to_string()
                }
            }
        ),
    }
}
