use super::{line_index, ClassicWords, FiveWords, GameWords, Numbers, ShellWords};
use crate::engine::classic::{Line, Reason, Verdict};
use crate::engine::Player;

pub const SHELL: ShellWords = ShellWords {
    name: "Tiếng Việt",
    language: "Ngôn ngữ",
    title: "Cờ caro",
    tagline: "Đấu với máy hợp trình độ của bạn, hoặc với bạn bè trên cùng thiết bị này.",
    modes: ["Cổ điển 3×3", "Năm quân liên tiếp"],
    loading_five: "Đang tải Năm quân liên tiếp…",
    five_failed: |error| format!("Không tải được Năm quân liên tiếp: {error}"),
};

pub const GAME: GameWords = GameWords {
    opponent: "Đối thủ",
    you_play: "Bạn cầm quân",
    undo: "Đi lại",
    restart: "Chơi lại",
    your_move: "Đến lượt bạn",
    to_move: |player| format!("Đến lượt {player}"),
    new_game: "Ván mới",
    taken_back: "Đã đi lại một nước",
    you_win: "Bạn thắng!",
    you_lose: "Bạn thua.",
    draw: "Hòa!",
    player_wins: |player| format!("{player} thắng!"),
    numbers: NUMBERS,
};

const NUMBERS: Numbers = Numbers {
    thousands: ".",
    decimal: ",",
};

pub const CLASSIC: ClassicWords = ClassicWords {
    opponents: ["Dễ", "Trung bình", "Khó", "Bất bại", "Hai người chơi"],
    show_minimax: "Hiện minimax",
    board: "Bàn cờ",
    cell: |row, column, mark| format!("Hàng {row}, cột {column}: {}", content(mark)),
    cell_value: |value| format!("minimax {value}"),
    move_made: |player, row, column| format!("{player}: hàng {row}, cột {column}"),
    reason,
    prediction,
    search,
    score: "Tỉ số",
    wins: "Thắng",
    draws: "Hòa",
    losses: "Thua",
    reset_score: "Đặt lại tỉ số",
    keys_help: "Phím: mũi tên để di chuyển, Enter hoặc phím cách để đánh, 1–9 để đánh vào ô \
                theo bố cục bàn phím số, R để chơi lại, U để đi lại.",
};

pub const FIVE: FiveWords = FiveWords {
    opponents: ["Bình thường", "Khó", "Hai người chơi"],
    thinking: "Đang suy nghĩ…",
    move_time: "Thời gian mỗi nước",
    seconds: |seconds| format!("{seconds} giây"),
    bot_failed: |error| format!("Máy không đi được: {error}"),
    show_weights: "Hiện trọng số",
    centre: "Căn giữa",
    board: "Năm quân liên tiếp: bàn cờ mở rộng khi bạn chơi",
    point: |x, y, stone| format!("x {x}, y {y}: {}", content(stone)),
    point_played: |player, x, y| format!("{player}: x {x}, y {y}"),
    keys_title: "Phím tắt",
    keys: &[
        ("Mũi tên", "di chuyển con trỏ"),
        ("Enter, phím cách", "đặt quân"),
        (
            "Shift + mũi tên, con lăn chuột, kéo",
            "di chuyển khung nhìn",
        ),
        ("C", "đưa các quân vào giữa khung nhìn"),
        ("W", "hiện hoặc ẩn trọng số của máy"),
        ("U", "đi lại"),
        ("R", "chơi lại"),
    ],
};

fn content(mark: Option<Player>) -> String {
    mark.map_or("trống".to_string(), |player| player.to_string())
}

fn prediction(result: Option<(Player, usize)>) -> String {
    match result {
        Some((winner, 1)) => format!("Nếu chơi hoàn hảo: {winner} thắng ở nước tiếp theo"),
        Some((winner, moves)) => format!("Nếu chơi hoàn hảo: {winner} thắng trong {moves} nước"),
        None => "Nếu chơi hoàn hảo: hòa".to_string(),
    }
}

/// The lines in `LINES` order.
const LINES: [&str; 8] = [
    "hàng trên",
    "hàng giữa",
    "hàng dưới",
    "cột trái",
    "cột giữa",
    "cột phải",
    "đường chéo từ góc trên bên trái",
    "đường chéo từ góc dưới bên trái",
];

fn line(line: Line) -> &'static str {
    LINES[line_index(line)]
}

fn reason(reason: Reason) -> String {
    match reason {
        Reason::Win(l) => format!("Hoàn thành {} và thắng", line(l)),
        Reason::Block(l) => format!("Chặn {} của bạn", line(l)),
        Reason::Fork(a, b) => format!("Tạo thế đôi: đe dọa cả {} lẫn {}", line(a), line(b)),
        Reason::ForcesBlock(l) => {
            format!("Đe dọa {}, buộc bạn phải chặn thay vì tạo thế đôi", line(l))
        }
        Reason::BlocksFork(a, b) => {
            format!("Chặn thế đôi của bạn ở {} và {}", line(a), line(b))
        }
        Reason::Centre => "Chiếm ô trung tâm".to_string(),
        Reason::OppositeCorner => "Chiếm góc đối diện với góc của bạn".to_string(),
        Reason::EmptyCorner => "Chiếm một góc trống".to_string(),
        Reason::EmptySide => "Chiếm một ô cạnh trống".to_string(),
        Reason::Minimax(verdict) => format!(
            "Minimax: {}",
            match verdict {
                Verdict::Wins { moves: 1 } => "thắng ngay nước này".to_string(),
                Verdict::Wins { moves } => format!("thắng trong {moves} nước"),
                Verdict::OnlyDraw => "mọi nước khác đều thua".to_string(),
                Verdict::AllDraw => "mọi nước đều hòa".to_string(),
                Verdict::Draws { losing } => format!("hòa, còn {losing} nước khác thì thua"),
                Verdict::DelaysLoss => "nước nào cũng thua; nước này cầm cự lâu nhất".to_string(),
            }
        ),
    }
}

fn search(positions: u64, micros: f64) -> String {
    let (positions, micros) = (NUMBERS.count(positions), NUMBERS.decimal(micros));
    format!("minimax đầy đủ: {positions} thế cờ · máy này: {micros} µs")
}
