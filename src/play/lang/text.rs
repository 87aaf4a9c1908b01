//! The texts of a language file, by key: what each one is, which
//! placeholders it may use, and how many items a list has.

/// Defines an enum of texts, one variant per key of a language file, and
/// its `Table`: the part it belongs to, each key, the placeholders the text
/// may use and, for a list, its length. Each part's texts are an enum of
/// their own, so that a module holds the keys of the parts it speaks alone.
macro_rules! texts {
    ($(#[$what:meta])* $texts:ident in $part:expr;
     $($(#[$doc:meta])* $text:ident = $key:literal $([$items:literal])? $({$($name:ident),*})?;)*) => {
        $(#[$what])*
        #[derive(Clone, Copy, Debug, PartialEq, Eq)]
        pub enum $texts {
            $($(#[$doc])* $text,)*
        }

        impl Texts for $texts {
            const TABLE: Table = Table {
                part: $part,
                keys: &[$($key,)*],
                items: &[$(1 $(- 1 + $items)?,)*],
            };
            const PLACEHOLDERS: &'static [&'static [&'static str]] =
                &[$(&[$($(stringify!($name)),*)?],)*];
            const ENGLISH: &'static str = super::english_of!($part);

            fn index(self) -> usize {
                self as usize
            }
        }
    };
}

/// One part's texts, in declaration order.
pub struct Table {
    /// The part whose module speaks them, which their keys' prefix names.
    pub part: Part,
    /// Each text's key in a language file.
    pub keys: &'static [&'static str],
    /// How many items each text lists, separated by `|`; 1 for a text that
    /// is no list.
    pub items: &'static [u8],
}

/// The texts of one part: what a language file says for it.
pub trait Texts: Copy + std::fmt::Debug + 'static {
    const TABLE: Table;
    /// The placeholders each text may use, in `TABLE`'s order: apart, for
    /// the tests' lint alone, out of the modules that read a file.
    const PLACEHOLDERS: &'static [&'static [&'static str]];
    /// English's lines of the page and of this part, which a module
    /// loaded later carries.
    const ENGLISH: &'static str;

    /// The place of the text in `TABLE`.
    fn index(self) -> usize;

    /// The key in a language file.
    fn key(self) -> &'static str {
        Self::TABLE.keys[self.index()]
    }

    /// How many items the text lists; 1 for a text that is no list.
    fn items(self) -> usize {
        usize::from(Self::TABLE.items[self.index()])
    }
}

/// A module of the site, as far as its words go: each module carries the
/// keys and the English words of the parts it speaks, so that the first
/// load carries none of those of modules loaded later.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Part {
    /// The first load: the frame and the classic game, whose words (those
    /// of the shell and of games in general) every module speaks.
    Page,
    /// Five in a row's module.
    Five,
    /// The notice of a new version of the site, www/update.js.
    Update,
    /// The minimax explorer's module.
    Explore,
}

impl Part {
    /// The parts loaded later, and the prefix of their texts' keys.
    const LATER: [(Part, &'static str); 3] = [
        (Part::Five, "five."),
        (Part::Update, "update."),
        (Part::Explore, "explore."),
    ];

    pub const ALL: [Part; 4] = [Part::Page, Part::Five, Part::Update, Part::Explore];

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
    /// The first load's texts, which every module speaks: the shell's, the
    /// games' in general and the classic game's.
    Text in Part::Page;

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
    /// The classic game's link to the minimax explorer.
    ExploreOpen = "classic.explore";

}

texts! {
    /// Five in a row's texts.
    FiveText in Part::Five;

    /// The ladder's levels, easiest first, then Two players: in five in a
    /// row's `Opponent::ALL` order.
    FiveOpponents = "five.opponents" [10];
    /// A line on each of them, in the same order, shown under the menu.
    OpponentsAbout = "five.opponents about" [10];
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
    Rule = "five.rule";
    Rules = "five.rules" [3];
    /// The board's menu and its boards, in `Size::ALL` order.
    Size = "five.size";
    Sizes = "five.sizes" [3];
    /// What a forbidden point holds, for screen readers, and why it is.
    Forbidden = "five.forbidden" {foul};
    /// Why a point is forbidden to black: double three, double four,
    /// overline.
    Fouls = "five.fouls" [3];
    /// A tap or a key on a forbidden point, refused.
    Refused = "five.refused" {point, foul};
    /// A cell for screen readers, by its coordinates (h8).
    Point = "five.point" {point, stone};
    /// A stone placed, for the live region.
    PointPlayed = "five.point played" {player, point};
    KeysTitle = "five.keys title";
    /// The keys, and what each does, in the same order.
    Keys = "five.keys" [7];
    KeysDo = "five.keys do" [7];
    /// Plays again a move that undo took back.
    Redo = "five.redo";
    /// The buttons that step back and forth through the moves.
    Back = "five.back";
    Forward = "five.forward";
    /// The numbered list of the game's moves.
    Moves = "five.moves";
    /// The status while the person looks back at an earlier position.
    Viewing = "five.viewing" {number, total};
    /// Whether the stones show their move numbers.
    Numbers = "five.numbers";
    /// Whether a tap shows the stone first and a second places it.
    Confirm = "five.confirm";
    /// Shows how the Hard bot found its last move.
    ShowThinking = "five.show thinking";
    /// How it found it: the depth it finished and the positions it made;
    /// with a forced win, how the win goes (one of `Wins`); or a forced
    /// loss it sees.
    Thought = "five.thought" {depth, nodes};
    ThoughtWin = "five.thought win" {depth, nodes, how};
    /// A forced win that the threat search found before any deeper search.
    ThoughtThreat = "five.thought threat" {how};
    ThoughtLoss = "five.thought loss" {depth, nodes};
    /// A move from the opening book, and the depth of the search that
    /// made it.
    ThoughtBook = "five.thought book" {depth};
    /// How a forced win goes, in `search::Win` order: VCF, VCT, or a line
    /// only the full search found.
    Wins = "five.wins" [3];
    /// A ghost stone of the Hard bot's expected line, for screen readers.
    LineMove = "five.line move" {number};
    /// A cell's label for screen readers: the Normal bot's weight, or the
    /// Hard bot's score of a move it did not play.
    CellWeight = "five.cell weight" {value};
    CellScore = "five.cell score" {value};
    /// The panel of game records: export, import, share.
    Records = "five.records";
    /// The text box of a record, and the forms it takes.
    Record = "five.record";
    WriteText = "five.write text";
    WritePsq = "five.write psq";
    Share = "five.share";
    Load = "five.load";
    /// A record that cannot be loaded, and why (in English).
    LoadFailed = "five.load failed" {error};
    /// A shared link whose game cannot be opened, and why (in English).
    LinkFailed = "five.link failed" {error};
    /// The game in play came from a link or a record part-played: its end
    /// does not count in the tally.
    Opened = "five.opened";
    /// The button that opens the settings (level, side, rule, board,
    /// switches), the dialog's title, and the button that closes it.
    Settings = "five.settings";
    Done = "five.done";
    /// The first tap of a two-tap move: the stone shows, a second places
    /// it.
    TapAgain = "five.tap again";
    /// The person's side in the one-line summary of the settings: black
    /// (X), white (O).
    YouPlayAs = "five.you play" [2];
    /// What the next game takes that differs from the game in play, after
    /// the summary: the opponent, rule and board, side, opening rule or
    /// clock picked meanwhile, listed.
    NextGame = "five.next game" {settings};
    /// A tap or a key on a point that holds a stone, refused.
    Taken = "five.taken" {point};
    /// "Share link" put the link on the clipboard (or in the phone's share
    /// sheet), or could not: the link is in the box to copy by hand.
    Copied = "five.copied";
    CopyFailed = "five.copy failed";
    /// The button that asks the Hard bot for the person's move, the status
    /// while it thinks, and what it found.
    Hint = "five.hint";
    HintThinking = "five.hint thinking";
    HintFound = "five.hint found" {point};
    /// What a cell holding the hint says to screen readers.
    HintCell = "five.hint cell";
    /// After the opponent and rule of a tally: games where hints were
    /// asked for, which count apart.
    WithHints = "five.with hints";
    /// The analysis board: the button that opens it, its title, the side
    /// to move (black, white), clearing it, Stop and Continue.
    Analyse = "five.analyse";
    AnalysisTitle = "five.analysis title";
    ToMove = "five.to move" [2];
    Clear = "five.clear";
    Run = "five.run" [2];
    /// Each side's chance to win, as percentages.
    Chances = "five.chances" {black, white};
    Stopped = "five.stopped";
    /// A best move: its point, its score and the mover's chance.
    AnalysisLine = "five.analysis line" {point, score, chance};
    AnalysisStats = "five.analysis stats" {depth, nodes, speed};
    /// The sides as players: black, white.
    Sides = "five.sides" [2];
    /// How a forced win goes: by fours (VCF), by threats (VCT), or as only
    /// the full search saw; and a forced win named, with the winner's moves
    /// to its five, or, where the side to move loses, without how.
    WinsBy = "five.wins by" [3];
    ForcedWin = "five.forced win" {player, how, moves};
    WinsIn = "five.wins in" {player, moves};
    /// The analysis board's copy buttons (its link, its record), and what
    /// came of a copy: the text copied, or the text to copy by hand.
    CopySetup = "five.copy setup" [2];
    SetupCopied = "five.setup copied" {text};
    SetupNotCopied = "five.setup not copied" {text};
    /// The review of a game: its button (to start, to stop, to go on),
    /// its chart and each bar of it, the marks from best to blunder, its
    /// progress, where the game turned, a note on a move, a missed win
    /// with its line, a missed defence, the same two said of a game
    /// already nearly won or lost (the move gave away little of the
    /// chance), and the best move otherwise.
    ReviewRun = "five.review run" [3];
    ReviewChart = "five.review chart";
    ReviewBar = "five.review bar" {number, point, mark, chance};
    Marks = "five.marks" [5];
    Reviewing = "five.reviewing" {done, total};
    SecondLook = "five.second look" {done, total};
    Turning = "five.turning" {number, point};
    ReviewMove = "five.review move" {number, point, mark};
    MissedWin = "five.missed win" {point, how, moves, line};
    MissedDefence = "five.missed defence" {point, line};
    StillWon = "five.still won" {point, how, moves, line};
    HeldOut = "five.held out" {point, line};
    BestWas = "five.best was" {point, score};
    /// A record's marks shown as its review's: each mark's count; a
    /// missed win or defence it notes, with the move that won or held.
    RecordMarks = "five.record marks" {counts};
    MissedWinAt = "five.missed win at" {point};
    MissedDefenceAt = "five.missed defence at" {point};
    StillWonAt = "five.still won at" {point};
    HeldOutAt = "five.held out at" {point};
    /// What a move of a shown line threatens, in `Threat::ALL` order: a
    /// five, an open four, a double four, renju's forbidden-point trap, a
    /// four-three, a four, a double three, an open three.
    Threats = "five.threats" [8];
    /// Puzzles: the button that opens them (and the dialog's title), the
    /// task, where the puzzle comes from (the person's game, or its number
    /// in the set), a move being checked, solved, a move that let the win
    /// go, the buttons (the solution, the next puzzle), the set loading or
    /// not loaded, and the person's progress.
    Puzzles = "five.puzzles";
    PuzzleTask = "five.puzzle task" {moves};
    PuzzleOwn = "five.puzzle own";
    PuzzleNumber = "five.puzzle number" {number};
    PuzzleChecking = "five.puzzle checking";
    PuzzleSolved = "five.puzzle solved";
    PuzzleFailed = "five.puzzle failed" {point};
    PuzzleButtons = "five.puzzle buttons" [2];
    PuzzleLoading = "five.puzzle loading";
    PuzzleNone = "five.puzzle none" {error};
    PuzzleProgress = "five.puzzle progress" {tried, solved};
    /// The opening rule's menu and its rules, in `OpeningRule::ALL` order.
    Opening = "five.opening";
    Openings = "five.openings" [6];
    /// The clock's menu and its time controls, in `TimeControl::ALL` order.
    Clock = "five.clock";
    Clocks = "five.clocks" [8];
    /// Who decides a step of the opening: the person, the bot, or the
    /// first or second of two people.
    Seats = "five.seats" [4];
    /// The opening's steps: the first three stones, the second's choice
    /// under Swap2, a choice of colour, two stones added, the fourth,
    /// the number of fifth moves, the pick of one, and Taraguchi's first
    /// stone and fifth; then the fifth moves offered; Taraguchi's stones
    /// 2 to 4, each within its central square; and a step with who takes
    /// it, in the status line.
    Steps = "five.steps" [9];
    Offer = "five.offer" {count};
    Central = "five.central" {number, side};
    Step = "five.step" {who, step};
    /// The buttons of a choice in the opening (`Choice::ALL`), and the
    /// label of the numbers of fifth moves black may offer.
    Choices = "five.choices" [4];
    Fifths = "five.fifths";
    /// A flag fell: the person's, the bot's, black's or white's.
    Flag = "five.flag" [4];
}

texts! {
    /// The notice of a new version of the site, shown by www/update.js,
    /// which reads these from the language's file: no module speaks them.
    UpdateText in Part::Update;

    /// A new version of the site is ready, and the button that reloads
    /// the page into it.
    UpdateReady = "update.ready";
    Reload = "update.reload";
}

texts! {
    /// The minimax explorer's texts.
    ExploreText in Part::Explore;

    Title = "explore.title";
    Close = "explore.close";
    /// The field where a position is typed, and its button.
    Position = "explore.position";
    Show = "explore.show";
    /// Whose turn it is on the board shown, and whether they maximise or
    /// minimise (one of `Turns`).
    ToMove = "explore.to move" {player, turn};
    Won = "explore.won" {player, line};
    Drawn = "explore.drawn";
    /// The board for screen readers: the caption, then each cell.
    Board = "explore.board" {caption, cells};
    /// The move that led to the board shown, for screen readers.
    LastMove = "explore.last move" {move};
    /// A cell's short name, as the board can show it: r3c2.
    CellName = "explore.cell" {row, column};
    ShowNames = "explore.show names";
    Tree = "explore.tree";
    /// The heads of the tree's columns.
    Heads = "explore.heads" [6];
    /// Whose choice a move is: the maximiser's, the minimiser's.
    Turns = "explore.turns" [2];
    Principal = "explore.principal";
    /// What the columns and marks mean: each term, then what it means.
    LegendTitle = "explore.legend title";
    LegendTerms = "explore.legend terms" [10];
    Legend = "explore.legend" [10];
    SearchesTitle = "explore.searches title";
    /// The table's heads: algorithm, positions, move, optimal.
    CompareHeads = "explore.compare heads" [4];
    /// Full minimax, negamax, alpha-beta in cell order, alpha-beta
    /// ordered, depth-limited, MCTS; then distinct positions, and those up
    /// to symmetry.
    Algorithms = "explore.algorithms" [8];
    /// Whether a move is one of minimax's best.
    YesNo = "explore.yes no" [2];
    Step = "explore.step";
    /// Not stepping, alpha-beta in cell order, alpha-beta ordered.
    Orders = "explore.orders" [3];
    StepButtons = "explore.step buttons" [4];
    /// Goes to the step where the search reaches the node in focus.
    StepHere = "explore.step here";
    /// The node in focus is one a cut-off skips.
    NotVisited = "explore.not visited";
    At = "explore.at" {step, steps};
    /// The window of a position, as α and β.
    Window = "explore.window" {alpha, beta};
    Returned = "explore.returned" {value};
    Searching = "explore.searching";
    Cut = "explore.cut" {moves};
    /// The depth-limited search: its title, its depth, how it rates a
    /// position it stops at, and its pick.
    HorizonTitle = "explore.horizon title";
    Depth = "explore.depth";
    HorizonAbout = "explore.horizon about";
    Picks = "explore.picks" {move};
    /// Monte Carlo tree search: its title, what it does, its buttons.
    MctsTitle = "explore.mcts title";
    MctsAbout = "explore.mcts about" {seed};
    MctsStep = "explore.mcts step";
    MctsRun = "explore.mcts run" {count};
    MctsReset = "explore.mcts reset";
    Iterations = "explore.iterations" {count};
    /// The heads of its children's table: move, visits, value.
    MctsHeads = "explore.mcts heads" [3];
    /// The four phases of an iteration, and what each did.
    Phases = "explore.phases" [4];
    SelectedRoot = "explore.selected root";
    NoExpansion = "explore.no expansion";
    PlayoutWon = "explore.playout won" {moves, player};
    PlayoutDrawn = "explore.playout drawn" {moves};
    Backed = "explore.backed" {count};
    /// The quiz: its switch, the question, and how a guess went.
    Quiz = "explore.quiz";
    QuizAsk = "explore.quiz ask";
    QuizRight = "explore.quiz right" {value};
    QuizWrong = "explore.quiz wrong" {guess, value};
    QuizScore = "explore.quiz score" {right, asked};
    Copy = "explore.copy";
    Copied = "explore.copied";
    /// A shared link that could not be read, at `part`.
    BadLink = "explore.bad link" {part};
    /// A typed position's faults.
    BadLength = "explore.bad length" {found};
    BadCharacter = "explore.bad character" {index, found};
    BadCounts = "explore.bad counts" {x, o};
    BothWin = "explore.both win";
    AfterWin = "explore.after win" {winner};
}
