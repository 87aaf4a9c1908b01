use super::{line_index, ClassicWords, FiveWords, GameWords, Numbers, ShellWords};
use crate::engine::classic::{Line, Reason, Verdict};
use crate::engine::Player;

pub const SHELL: ShellWords = ShellWords {
    name: "中文",
    language: "语言",
    title: "井字棋",
    tagline: "和水平相当的电脑对战，或在这台设备上和朋友一起玩。",
    modes: ["经典 3×3", "五子棋"],
    loading_five: "正在加载五子棋…",
    five_failed: |error| format!("五子棋加载失败：{error}"),
};

pub const GAME: GameWords = GameWords {
    opponent: "对手",
    you_play: "你的棋子",
    undo: "悔棋",
    restart: "重新开始",
    your_move: "轮到你了",
    to_move: |player| format!("轮到 {player}"),
    new_game: "新的一局",
    taken_back: "已悔棋",
    you_win: "你赢了！",
    you_lose: "你输了。",
    draw: "平局！",
    player_wins: |player| format!("{player} 获胜！"),
    numbers: NUMBERS,
};

const NUMBERS: Numbers = Numbers {
    thousands: ",",
    decimal: ".",
};

pub const CLASSIC: ClassicWords = ClassicWords {
    opponents: ["简单", "中等", "困难", "无敌", "双人对战"],
    show_minimax: "显示极大极小值",
    board: "棋盘",
    cell: |row, column, mark| format!("第 {row} 行第 {column} 列：{}", content(mark)),
    cell_value: |value| format!("极大极小值 {value}"),
    move_made: |player, row, column| format!("{player}：第 {row} 行第 {column} 列"),
    reason,
    prediction,
    search,
    score: "战绩",
    wins: "胜",
    draws: "平",
    losses: "负",
    reset_score: "重置战绩",
    keys_help: "快捷键：方向键移动，Enter 或空格键落子，1–9 按数字小键盘的布局落子，\
                R 重新开始，U 悔棋。",
};

pub const FIVE: FiveWords = FiveWords {
    opponents: ["普通", "困难", "双人对战"],
    thinking: "思考中…",
    move_time: "每步用时",
    seconds: |seconds| format!("{seconds} 秒"),
    bot_failed: |error| format!("机器人无法落子：{error}"),
    show_weights: "显示权重",
    centre: "居中",
    board: "五子棋：棋盘随对局扩展",
    point: |x, y, stone| format!("x {x}，y {y}：{}", content(stone)),
    point_played: |player, x, y| format!("{player}：x {x}，y {y}"),
    keys_title: "快捷键",
    keys: &[
        ("方向键", "移动光标"),
        ("Enter、空格键", "落子"),
        ("Shift + 方向键、滚轮、拖动", "移动视野"),
        ("C", "让视野以棋子为中心"),
        ("W", "显示或隐藏电脑的权重"),
        ("U", "悔棋"),
        ("R", "重新开始"),
    ],
};

fn content(mark: Option<Player>) -> String {
    mark.map_or("空".to_string(), |player| player.to_string())
}

fn prediction(result: Option<(Player, usize)>) -> String {
    match result {
        Some((winner, 1)) => format!("双方最优：{winner} 下一步获胜"),
        Some((winner, moves)) => format!("双方最优：{winner} 再走 {moves} 步获胜"),
        None => "双方最优：平局".to_string(),
    }
}

/// The lines in `LINES` order.
const LINES: [&str; 8] = [
    "上面一行",
    "中间一行",
    "下面一行",
    "左边一列",
    "中间一列",
    "右边一列",
    "左上到右下的斜线",
    "左下到右上的斜线",
];

fn line(line: Line) -> &'static str {
    LINES[line_index(line)]
}

fn reason(reason: Reason) -> String {
    match reason {
        Reason::Win(l) => format!("连成{}，获胜", line(l)),
        Reason::Block(l) => format!("堵住你的{}", line(l)),
        Reason::Fork(a, b) => format!("双重威胁：同时进攻{}和{}", line(a), line(b)),
        Reason::ForcesBlock(l) => {
            format!("威胁{}，你只能先防守，无法形成双重威胁", line(l))
        }
        Reason::BlocksFork(a, b) => {
            format!("化解你在{}和{}的双重威胁", line(a), line(b))
        }
        Reason::Centre => "占据中心".to_string(),
        Reason::OppositeCorner => "占据你所占角的对角".to_string(),
        Reason::EmptyCorner => "占据一个空角".to_string(),
        Reason::EmptySide => "占据一个空边".to_string(),
        Reason::Minimax(verdict) => format!(
            "极大极小：{}",
            match verdict {
                Verdict::Wins { moves: 1 } => "这步获胜".to_string(),
                Verdict::Wins { moves } => format!("{moves} 步获胜"),
                Verdict::OnlyDraw => "其他走法都会输".to_string(),
                Verdict::AllDraw => "所有走法都是平局".to_string(),
                Verdict::Draws { losing } => format!("平局，另有 {losing} 种走法会输"),
                Verdict::DelaysLoss => "所有走法都会输；这步坚持最久".to_string(),
            }
        ),
    }
}

fn search(positions: u64, micros: f64) -> String {
    let (positions, micros) = (NUMBERS.count(positions), NUMBERS.decimal(micros));
    format!("完整极大极小搜索：{positions} 个局面 · 当前电脑对手：{micros} 微秒")
}
