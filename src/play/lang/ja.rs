use super::{line_index, ClassicWords, FiveWords, GameWords, Numbers, ShellWords};
use crate::engine::classic::{Line, Reason, Verdict};
use crate::engine::Player;

pub const SHELL: ShellWords = ShellWords {
    name: "日本語",
    language: "言語",
    title: "三目並べ",
    tagline: "レベルに合ったボットと対戦するか、この端末で友だちと遊ぼう。",
    modes: ["クラシック 3×3", "五目並べ"],
    loading_five: "五目並べを読み込み中…",
    five_failed: |error| format!("五目並べを読み込めませんでした: {error}"),
};

pub const GAME: GameWords = GameWords {
    opponent: "対戦相手",
    you_play: "あなたのマーク",
    undo: "一手戻す",
    restart: "最初から",
    your_move: "あなたの番です",
    to_move: |player| format!("{player}の番です"),
    new_game: "新しい対局",
    taken_back: "一手戻しました",
    you_win: "あなたの勝ち！",
    you_lose: "あなたの負け。",
    draw: "引き分け！",
    player_wins: |player| format!("{player}の勝ち！"),
    numbers: NUMBERS,
};

const NUMBERS: Numbers = Numbers {
    thousands: ",",
    decimal: ".",
};

pub const CLASSIC: ClassicWords = ClassicWords {
    opponents: ["かんたん", "ふつう", "むずかしい", "最強", "2人で対戦"],
    show_minimax: "ミニマックス値を表示",
    board: "盤面",
    cell: |row, column, mark| format!("{row}行目、{column}列目：{}", content(mark)),
    cell_value: |value| format!("ミニマックス値 {value}"),
    move_made: |player, row, column| format!("{player}：{row}行目、{column}列目"),
    reason,
    prediction,
    search,
    score: "成績",
    wins: "勝ち",
    draws: "引き分け",
    losses: "負け",
    reset_score: "成績をリセット",
    keys_help: "キー操作：矢印キーで移動、Enter かスペースで打つ、1〜9 でテンキーと同じ\
                配置のマスに打つ、R で最初から、U で一手戻す。",
};

pub const FIVE: FiveWords = FiveWords {
    opponents: ["ふつう", "むずかしい", "2人で対戦"],
    thinking: "考え中…",
    move_time: "1手の持ち時間",
    seconds: |seconds| format!("{seconds}秒"),
    bot_failed: |error| format!("ボットが石を置けませんでした：{error}"),
    show_weights: "重みを表示",
    centre: "中央に戻す",
    board: "五目並べ：打つほど盤が広がります",
    point: |x, y, stone| format!("x {x}、y {y}：{}", content(stone)),
    point_played: |player, x, y| format!("{player}：x {x}、y {y}"),
    keys_title: "キー操作",
    keys: &[
        ("矢印キー", "カーソルを動かす"),
        ("Enter、スペース", "石を置く"),
        ("Shift + 矢印キー、ホイール、ドラッグ", "表示範囲を動かす"),
        ("C", "石が中央に来るよう表示を戻す"),
        ("W", "ボットの重みを表示／非表示"),
        ("U", "一手戻す"),
        ("R", "最初から"),
    ],
};

fn content(mark: Option<Player>) -> String {
    mark.map_or("空き".to_string(), |player| player.to_string())
}

fn prediction(result: Option<(Player, usize)>) -> String {
    match result {
        Some((winner, 1)) => format!("双方最善：{winner}が次の手で勝ち"),
        Some((winner, moves)) => format!("双方最善：{winner}が{moves}手で勝ち"),
        None => "双方最善：引き分け".to_string(),
    }
}

/// The lines in `LINES` order.
const LINES: [&str; 8] = [
    "上の行",
    "真ん中の行",
    "下の行",
    "左の列",
    "真ん中の列",
    "右の列",
    "左上からの斜め",
    "左下からの斜め",
];

fn line(line: Line) -> &'static str {
    LINES[line_index(line)]
}

fn reason(reason: Reason) -> String {
    match reason {
        Reason::Win(l) => format!("{}をそろえて勝ち", line(l)),
        Reason::Block(l) => format!("あなたの{}をふさぐ", line(l)),
        Reason::Fork(a, b) => format!("ダブルリーチ：{}と{}を同時に狙う", line(a), line(b)),
        Reason::ForcesBlock(l) => format!(
            "{}でリーチ。あなたはダブルリーチを作る前にふさぐしかない",
            line(l)
        ),
        Reason::BlocksFork(a, b) => {
            format!("{}と{}でのあなたのダブルリーチを防ぐ", line(a), line(b))
        }
        Reason::Centre => "中央を取る".to_string(),
        Reason::OppositeCorner => "あなたの角の対角を取る".to_string(),
        Reason::EmptyCorner => "空いている角を取る".to_string(),
        Reason::EmptySide => "空いている辺のマスを取る".to_string(),
        Reason::Minimax(verdict) => format!(
            "ミニマックス：{}",
            match verdict {
                Verdict::Wins { moves: 1 } => "この手で勝ち".to_string(),
                Verdict::Wins { moves } => format!("{moves}手で勝ち"),
                Verdict::OnlyDraw => "ほかの手はすべて負け".to_string(),
                Verdict::AllDraw => "どの手でも引き分け".to_string(),
                Verdict::Draws { losing } => format!("引き分け。ほかの{losing}手は負け"),
                Verdict::DelaysLoss => "どの手でも負け。この手がいちばん長く粘る".to_string(),
            }
        ),
    }
}

fn search(positions: u64, micros: f64) -> String {
    let (positions, micros) = (NUMBERS.count(positions), NUMBERS.decimal(micros));
    format!("完全なミニマックス：{positions}局面 · このボット：{micros} µs")
}
