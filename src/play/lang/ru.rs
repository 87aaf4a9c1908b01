use super::{line_index, ClassicWords, FiveWords, GameWords, Numbers, ShellWords};
use crate::engine::classic::{Line, Reason, Verdict};
use crate::engine::Player;

pub const SHELL: ShellWords = ShellWords {
    name: "Русский",
    language: "Язык",
    title: "Крестики-нолики",
    tagline: "Играйте с ботом своего уровня или с другом на этом устройстве.",
    modes: ["Классика 3×3", "Пять в ряд"],
    loading_five: "Загрузка игры «Пять в ряд»…",
    five_failed: |error| format!("Не удалось загрузить игру «Пять в ряд»: {error}"),
};

pub const GAME: GameWords = GameWords {
    opponent: "Соперник",
    you_play: "Вы играете за",
    undo: "Отменить ход",
    restart: "Заново",
    your_move: "Ваш ход",
    to_move: |player| format!("Ходит {player}"),
    new_game: "Новая игра",
    taken_back: "Ход отменён",
    you_win: "Вы выиграли!",
    you_lose: "Вы проиграли.",
    draw: "Ничья!",
    player_wins: |player| format!("Победа {player}!"),
    numbers: NUMBERS,
};

const NUMBERS: Numbers = Numbers {
    thousands: "\u{a0}",
    decimal: ",",
};

pub const CLASSIC: ClassicWords = ClassicWords {
    opponents: ["Лёгкий", "Средний", "Сложный", "Непобедимый", "Два игрока"],
    show_minimax: "Показать минимакс",
    board: "Игровое поле",
    cell: |row, column, mark| format!("Ряд {row}, столбец {column}: {}", content(mark)),
    cell_value: |value| format!("минимакс {value}"),
    move_made: |player, row, column| format!("{player}: ряд {row}, столбец {column}"),
    reason,
    prediction,
    search,
    score: "Счёт",
    wins: "Победы",
    draws: "Ничьи",
    losses: "Поражения",
    reset_score: "Сбросить счёт",
    keys_help: "Клавиши: стрелки — перемещение, Enter или пробел — ход, 1–9 — ход в клетку \
                по раскладке цифрового блока, R — заново, U — отмена хода.",
};

pub const FIVE: FiveWords = FiveWords {
    opponents: ["Обычный", "Сложный", "Два игрока"],
    thinking: "Бот думает…",
    move_time: "Время на ход",
    seconds: |seconds| format!("{seconds} с"),
    bot_failed: |error| format!("Бот не смог сделать ход: {error}"),
    show_weights: "Показать веса",
    centre: "В центр",
    board: "Пять в ряд: поле растёт по ходу игры",
    point: |x, y, stone| format!("x {x}, y {y}: {}", content(stone)),
    point_played: |player, x, y| format!("{player}: x {x}, y {y}"),
    keys_title: "Клавиши",
    keys: &[
        ("Стрелки", "двигать курсор"),
        ("Enter, пробел", "поставить знак"),
        (
            "Shift + стрелки, колесо мыши, перетаскивание",
            "сдвинуть обзор",
        ),
        ("C", "вернуть обзор к знакам на поле"),
        ("W", "показать или скрыть веса бота"),
        ("U", "отменить ход"),
        ("R", "начать заново"),
    ],
};

fn content(mark: Option<Player>) -> String {
    mark.map_or("пусто".to_string(), |player| player.to_string())
}

/// The form of a counted noun phrase for `n`: 1 ход, 2 хода, 5 ходов; 21 ход,
/// 22 хода, 11 ходов.
fn plural(n: u64, [one, few, many]: [&'static str; 3]) -> &'static str {
    match (n % 10, n % 100) {
        (1, tens) if tens != 11 => one,
        (2..=4, tens) if !(12..=14).contains(&tens) => few,
        _ => many,
    }
}

const MOVES: [&str; 3] = ["ход", "хода", "ходов"];

fn prediction(result: Option<(Player, usize)>) -> String {
    match result {
        Some((winner, 1)) => format!("Идеальная игра: {winner} выигрывает следующим ходом"),
        Some((winner, moves)) => format!(
            "Идеальная игра: {winner} выигрывает за {moves} {}",
            plural(moves as u64, MOVES)
        ),
        None => "Идеальная игра: ничья".to_string(),
    }
}

fn search(positions: u64, micros: f64) -> String {
    let noun = plural(positions, ["позиция", "позиции", "позиций"]);
    let (positions, micros) = (NUMBERS.count(positions), NUMBERS.decimal(micros));
    format!("полный минимакс: {positions} {noun} · этот бот: {micros} мкс")
}

/// The lines in `LINES` order: as a whole (nominative, which is also the
/// accusative), and as the place of a threat (prepositional, with its
/// preposition).
const LINES: [(&str, &str); 8] = [
    ("верхний ряд", "в верхнем ряду"),
    ("средний ряд", "в среднем ряду"),
    ("нижний ряд", "в нижнем ряду"),
    ("левый столбец", "в левом столбце"),
    ("средний столбец", "в среднем столбце"),
    ("правый столбец", "в правом столбце"),
    (
        "диагональ из левого верхнего угла",
        "на диагонали из левого верхнего угла",
    ),
    (
        "диагональ из левого нижнего угла",
        "на диагонали из левого нижнего угла",
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
        Reason::Win(l) => format!("Завершает {} и выигрывает", line(l)),
        Reason::Block(l) => format!("Перекрывает вам {}", line(l)),
        Reason::Fork(a, b) => format!("Вилка: угрожает {} и {}", on(a), on(b)),
        Reason::ForcesBlock(l) => {
            format!("Угрожает {}: вам придётся защищаться вместо вилки", on(l))
        }
        Reason::BlocksFork(a, b) => format!("Не даёт вам поставить вилку {} и {}", on(a), on(b)),
        Reason::Centre => "Занимает центр".to_string(),
        Reason::OppositeCorner => "Занимает угол напротив вашего".to_string(),
        Reason::EmptyCorner => "Занимает свободный угол".to_string(),
        Reason::EmptySide => "Занимает свободную боковую клетку".to_string(),
        Reason::Minimax(verdict) => format!(
            "Минимакс: {}",
            match verdict {
                Verdict::Wins { moves: 1 } => "выигрывает этим ходом".to_string(),
                Verdict::Wins { moves } => {
                    format!("выигрывает за {moves} {}", plural(moves as u64, MOVES))
                }
                Verdict::OnlyDraw => "любой другой ход проигрывает".to_string(),
                Verdict::AllDraw => "любой ход ведёт к ничьей".to_string(),
                Verdict::Draws { losing } => format!(
                    "ничья, а {losing} {}",
                    plural(
                        losing as u64,
                        [
                            "другой ход проигрывает",
                            "других хода проигрывают",
                            "других ходов проигрывают",
                        ]
                    )
                ),
                Verdict::DelaysLoss => {
                    "проигрывает любой ход; этот держится дольше всех".to_string()
                }
            }
        ),
    }
}
