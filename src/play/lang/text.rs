//! The texts of a language file, by key: what each one is, which
//! placeholders it may use, and how many items a list has.

/// Defines `Text`, one variant per key of a language file, with the key,
/// the placeholders the text may use and, for a list, its length.
macro_rules! texts {
    ($($(#[$doc:meta])* $text:ident = $key:literal $([$items:literal])? $({$($name:ident),*})?;)*) => {
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum Text {
            $($(#[$doc])* $text,)*
        }

        impl Text {
            pub const ALL: &'static [Text] = &[$(Text::$text,)*];

            /// The key in a language file.
            pub const fn key(self) -> &'static str {
                match self {
                    $(Text::$text => $key,)*
                }
            }

            /// The placeholders the text may use.
            pub const fn placeholders(self) -> &'static [&'static str] {
                match self {
                    $(Text::$text => &[$($(stringify!($name)),*)?],)*
                }
            }

            /// Which module of the site speaks the text.
            pub const fn part(self) -> Part {
                Part::of(self.key())
            }

            /// How many items the text lists, separated by `|`; 1 for a
            /// text that is no list.
            pub const fn items(self) -> usize {
                match self {
                    $(Text::$text => 1 $(- 1 + $items)?,)*
                }
            }
        }
    };
}

/// A module of the site, as far as its words go: each module carries the
/// English words it speaks, so that the first load carries none of the
/// words of modules loaded later.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The first load: the frame and the classic game, whose words (those
    /// of the shell and of games in general) every module speaks.
    Page,
    /// Five in a row's module.
    Five,
    /// The notice of a new version of the site, www/update.js.
    Update,
}

impl Part {
    /// The parts loaded later, and the prefix of their texts' keys.
    const LATER: [(Part, &'static str); 2] = [(Part::Five, "five."), (Part::Update, "update.")];

    pub const ALL: [Part; 3] = [Part::Page, Part::Five, Part::Update];

    /// The part whose words a file's line of `key` holds.
    pub const fn of(key: &str) -> Part {
        let mut later = 0;
        while later < Part::LATER.len() {
            let (part, prefix) = Part::LATER[later];
            if starts_with(key.as_bytes(), prefix.as_bytes()) {
                return part;
            }
            later += 1;
        }
        Part::Page
    }

    /// Whether the module of `self` speaks the words of `part`.
    pub fn speaks(self, part: Part) -> bool {
        part == Part::Page || part == self
    }
}

/// Whether `bytes` starts with `prefix`, in a `const fn`.
const fn starts_with(bytes: &[u8], prefix: &[u8]) -> bool {
    let mut i = 0;
    while i < prefix.len() {
        if i >= bytes.len() || bytes[i] != prefix[i] {
            return false;
        }
        i += 1;
    }
    true
}

texts! {
    /// How the language counts: `en`, `ru`, `pl` or `none`.
    Plural = "plural";
    /// Groups the digits of large numbers: "59,705".
    Thousands = "thousands";
    Decimal = "decimal";

    Language = "shell.language";
    Title = "shell.title";
    Tagline = "shell.tagline";
    /// The tabs: the classic game, five in a row.
    Modes = "shell.modes" [2];
    LoadingFive = "shell.loading five";
    /// Five in a row's module failed to load, and why (in English).
    FiveFailed = "shell.five failed" {error};
    /// A language's words failed to load, and why (in English).
    LanguageFailed = "shell.language failed" {language, error};
    /// A new version of the site is ready, and the button that reloads
    /// the page into it: shown by www/update.js, which reads them from the
    /// language's file.
    UpdateReady = "update.ready";
    Reload = "update.reload";

    Opponent = "game.opponent";
    YouPlay = "game.you play";
    Undo = "game.undo";
    Restart = "game.restart";
    YourMove = "game.your move";
    ToMove = "game.to move" {player};
    /// For the live region when a game starts or a move is undone.
    NewGame = "game.new game";
    TakenBack = "game.taken back";
    /// An opponent or side chosen during a game: when it applies.
    NextGame = "game.next game";
    YouWin = "game.you win";
    YouLose = "game.you lose";
    Draw = "game.draw";
    PlayerWins = "game.player wins" {player};
    /// What an empty cell holds, for screen readers.
    Empty = "game.empty";

    /// Easy, Medium, Hard, Impossible, Two players: in `Opponent::ALL`
    /// order.
    ClassicOpponents = "classic.opponents" [5];
    ShowMinimax = "classic.show minimax";
    Board = "classic.board";
    /// A cell for screen readers: rows and columns counted from 1.
    Cell = "classic.cell" {row, column, mark};
    /// A free cell's minimax value for screen readers.
    CellValue = "classic.cell value" {value};
    /// A move, for the live region.
    MoveMade = "classic.move made" {player, row, column};
    /// The lines in `LINES` order, as what is completed or blocked.
    Lines = "classic.lines" [8];
    /// The lines as the place of a threat, in languages that say it with a
    /// form of their own and a preposition; elsewhere, as `Lines`.
    InLines = "classic.in lines" [8];
    Win = "classic.win" {line};
    Block = "classic.block" {line};
    /// Easy plays elsewhere while the person has two in `line`.
    Overlooks = "classic.overlooks" {line, in_line};
    Fork = "classic.fork" {a, b, in_a, in_b};
    ForcesBlock = "classic.forces block" {line, in_line};
    BlocksFork = "classic.blocks fork" {a, b, in_a, in_b};
    Centre = "classic.centre";
    OppositeCorner = "classic.opposite corner";
    EmptyCorner = "classic.empty corner";
    EmptySide = "classic.empty side";
    /// Impossible's reason: its verdict on the move.
    Minimax = "classic.minimax" {verdict};
    WinsNow = "classic.wins now";
    WinsIn = "classic.wins in" {moves};
    OnlyDraw = "classic.only draw";
    AllDraw = "classic.all draw";
    Draws = "classic.draws" {losing};
    DelaysLoss = "classic.delays loss";
    /// With perfect play from here, the winner moves once more.
    PerfectNext = "classic.perfect next" {winner};
    PerfectWins = "classic.perfect wins" {winner, moves};
    PerfectDraw = "classic.perfect draw";
    /// Positions the full minimax visits, and the bot's time.
    Search = "classic.search" {positions, micros};
    Score = "classic.score";
    /// The heads of the score's columns.
    ScoreWins = "classic.score wins";
    ScoreDraws = "classic.score draws";
    ScoreLosses = "classic.score losses";
    ResetScore = "classic.reset score";
    /// Reset score, pressed once: what a second press does.
    ConfirmReset = "classic.confirm reset";
    KeysHelp = "classic.keys help";

    /// Normal, Hard, Two players: in five in a row's `Opponent::ALL` order.
    FiveOpponents = "five.opponents" [3];
    /// The status while the Hard bot thinks over its move.
    Thinking = "five.thinking";
    MoveTime = "five.move time";
    /// A time per move, its seconds written as a number.
    Seconds = "five.seconds" {seconds};
    /// The bot could not move, and the engine's reason, in English.
    BotFailed = "five.bot failed" {error};
    ShowWeights = "five.show weights";
    /// Re-centres the view on the stones.
    CentreView = "five.centre";
    /// The board for screen readers, with the rule and board of its game.
    FiveBoard = "five.board" {rule, size};
    /// The rule's menu and its rules, in `Rule::ALL` order.
    FiveRule = "five.rule";
    FiveRules = "five.rules" [3];
    /// The board's menu and its boards, in `Size::ALL` order.
    FiveSize = "five.size";
    FiveSizes = "five.sizes" [3];
    /// What a forbidden point holds, for screen readers, and why it is.
    FiveForbidden = "five.forbidden" {foul};
    /// Why a point is forbidden to black: double three, double four,
    /// overline.
    FiveFouls = "five.fouls" [3];
    /// A tap or a key on a forbidden point, refused.
    FiveRefused = "five.refused" {point, foul};
    /// A cell for screen readers, by its coordinates (h8).
    Point = "five.point" {point, stone};
    /// A stone placed, for the live region.
    PointPlayed = "five.point played" {player, point};
    KeysTitle = "five.keys title";
    /// The keys, and what each does, in the same order.
    Keys = "five.keys" [7];
    KeysDo = "five.keys do" [7];
    /// Plays again a move that undo took back.
    FiveRedo = "five.redo";
    /// The buttons that step back and forth through the moves.
    FiveBack = "five.back";
    FiveForward = "five.forward";
    /// The numbered list of the game's moves.
    FiveMoves = "five.moves";
    /// The status while the person looks back at an earlier position.
    FiveViewing = "five.viewing" {number, total};
    /// Whether the stones show their move numbers.
    FiveNumbers = "five.numbers";
    /// Whether a tap shows the stone first and a second places it.
    FiveConfirm = "five.confirm";
    /// The panel of game records: export, import, share.
    FiveRecords = "five.records";
    /// The text box of a record, and the forms it takes.
    FiveRecord = "five.record";
    FiveWriteText = "five.write text";
    FiveWritePsq = "five.write psq";
    FiveShare = "five.share";
    FiveLoad = "five.load";
    /// A record that cannot be loaded, and why (in English).
    FiveLoadFailed = "five.load failed" {error};
    /// A shared link whose game cannot be opened, and why (in English).
    FiveLinkFailed = "five.link failed" {error};
}
