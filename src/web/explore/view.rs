//! The explorer's DOM: its dialog (`explorer.html`), bound once, then
//! brought up to date from the explorer after every event.
//!
//! Words come from a language file, which is anyone's to serve, so they
//! reach the page as text, never as markup: each is an element's text,
//! and what holds them (the tree, the steps, the tables) is built element
//! by element (`cell`). Numbers are written with the file's separators, so
//! they are words too.

use wasm_bindgen::prelude::*;
use web_sys::{
    Document, Element, HtmlDialogElement, HtmlElement, HtmlInputElement, HtmlSelectElement,
};

use crate::engine::classic::alphabeta::Order;
use crate::engine::classic::mcts::Iteration;
use crate::engine::classic::{Board, Cell, Outcome, Player};
use crate::play::explore::{
    bound, signed, Explorer, Figures, Known, Path, Quiz, Row, Steps, Tree, Verdict, SEED,
};
use crate::play::lang::{Arg, ExploreText, ModuleWords, Text};
use crate::web::dom::{aria, first, set_flag};

const MARKUP: &str = include_str!("explorer.html");

/// What the view binds to, in the order of its fields.
const PARTS: [&str; 39] = [
    "#explorer-position",
    "#explorer-order",
    "#explorer-title",
    "#explorer-close",
    "#explorer-notice",
    "label",
    "#explorer-show",
    "#explorer-error",
    "#explorer-board",
    "#explorer-summary",
    "#explorer-names",
    "#explorer-legend",
    "#explorer-quiz",
    "#explorer-ask",
    "#explorer-verdict",
    ".explorer-heads",
    "#explorer-tree",
    "#explorer-searches",
    "#explorer-steps-title",
    "#explorer-step-board",
    "#explorer-at",
    "#explorer-now",
    "#explorer-skipped",
    "#explorer-trace",
    ".explorer-horizon",
    "#explorer-depth",
    "#explorer-rated",
    "#explorer-picks",
    ".explorer-mcts",
    ".explorer-mcts .explorer-buttons",
    "#explorer-iterations",
    "#explorer-phases",
    "#explorer-rollouts",
    "#explorer-copy",
    "#explorer-copied",
    "[data-step=\"back\"]",
    "[data-step=\"forward\"]",
    "[data-step=\"play\"]",
    "[data-step=\"here\"]",
];

pub struct View {
    pub dialog: HtmlDialogElement,
    pub position: HtmlInputElement,
    pub order: HtmlSelectElement,
    pub depth: HtmlSelectElement,
    title: Element,
    close: Element,
    notice: Element,
    label: Element,
    show: Element,
    error: Element,
    board: Element,
    summary: Element,
    names: HtmlInputElement,
    legend: Element,
    quiz: HtmlInputElement,
    ask: Element,
    verdict: Element,
    heads: Element,
    tree: Element,
    searches: Element,
    steps_title: Element,
    step_buttons: [Element; 4],
    step_board: Element,
    at: Element,
    now: Element,
    skipped: Element,
    trace: Element,
    horizon: Element,
    rated: Element,
    picks: Element,
    mcts: Element,
    mcts_buttons: Element,
    iterations: Element,
    phases: Element,
    rollouts: Element,
    copy: Element,
    copied: Element,
    /// The figures of the root shown.
    figures: Option<Figures>,
}

impl View {
    /// Writes the dialog at the end of `root` and binds it.
    pub fn build(document: &Document, root: &Element) -> Result<View, JsValue> {
        let holder = document.create_element("div")?;
        holder.set_inner_html(MARKUP);
        let dialog: HtmlDialogElement = first(&holder, "dialog")?;
        root.append_child(&dialog)?;
        // Looked up in a loop, not field by field: each `?` of a struct
        // literal drops the fields before it, which costs the module
        // kilobytes.
        let found = PARTS
            .iter()
            .map(|selector| first(&dialog, selector))
            .collect::<Result<Vec<Element>, JsValue>>()?;
        let Ok(
            [position, order, title, close, notice, label, show, error, board, summary, names, legend, quiz, ask, verdict, heads, tree, searches, steps_title, step_board, at, now, skipped, trace, horizon, depth, rated, picks, mcts, mcts_buttons, iterations, phases, rollouts, copy, copied, back, forward, play, here],
        ) = <[Element; 39]>::try_from(found)
        else {
            return Err("the explorer's markup".into());
        };
        Ok(View {
            position: position.unchecked_into(),
            order: order.unchecked_into(),
            title,
            close,
            notice,
            label,
            show,
            error,
            board,
            summary,
            names: names.unchecked_into(),
            legend,
            quiz: quiz.unchecked_into(),
            ask,
            verdict,
            heads,
            tree,
            searches,
            steps_title,
            step_board,
            at,
            now,
            skipped,
            trace,
            horizon,
            depth: depth.unchecked_into(),
            rated,
            picks,
            mcts,
            mcts_buttons,
            iterations,
            phases,
            rollouts,
            copy,
            copied,
            step_buttons: [back, forward, play, here],
            figures: None,
            dialog,
        })
    }

    /// What the dialog says above all: why a link could not be read.
    pub fn notice(&self, text: Option<&str>) -> Result<(), JsValue> {
        self.notice.set_text_content(text);
        set_flag(&self.notice, "hidden", text.is_none())
    }

    /// Why the position typed cannot be explored, or nothing.
    pub fn error(&self, text: Option<&str>) {
        self.error.set_text_content(text);
        let _ = self
            .position
            .set_attribute("aria-invalid", aria(text.is_some()));
    }

    pub fn copied(&self, text: &str) {
        self.copied.set_text_content(Some(text));
    }

    /// Scrolls the step's board, words and buttons back into view when the
    /// tree, growing or shrinking above them as the step moves, has pushed
    /// them off the screen: on a phone, Next stays under the finger.
    pub fn keep_steps_in_view(&self) -> Result<(), JsValue> {
        let bar = self.step_board.parent_element().ok_or("no bar")?;
        let (top, bottom) = {
            let rect = bar.get_bounding_client_rect();
            (rect.top(), rect.bottom())
        };
        let height = crate::web::dom::window()
            .inner_height()?
            .as_f64()
            .unwrap_or(0.0);
        if top < 0.0 || bottom > height {
            bar.scroll_into_view_with_bool(false);
        }
        Ok(())
    }

    /// Puts the keyboard focus on the tree's focused item.
    pub fn focus_tree(&self) -> Result<(), JsValue> {
        match self.tree.query_selector("[tabindex=\"0\"]")? {
            Some(item) => item.unchecked_into::<HtmlElement>().focus(),
            None => Ok(()),
        }
    }

    pub fn render(
        &mut self,
        explorer: &Explorer,
        words: &ModuleWords<ExploreText>,
        playing: bool,
    ) -> Result<(), JsValue> {
        let tree = &explorer.tree;
        let root = tree.root();
        match &mut self.figures {
            Some(figures) if figures.root() == root => figures.update(explorer),
            _ => {
                self.figures = Some(Figures::new(explorer));
                self.position.set_value(&root.to_string());
            }
        }
        let own = &words.own;
        self.render_words(words, playing)?;
        let shown = explorer.shown();
        let board = tree.board(&shown).unwrap_or(root);
        let caption = summary(board, shown.depth(), words);
        let names = explorer.names.then_some(words);
        mini_board(&self.board, board, shown.0.last(), names)?;
        self.board
            .set_attribute("aria-label", &board_label(board, &shown, &caption, words))?;
        self.summary.set_text_content(Some(&caption));
        self.names.set_checked(explorer.names);
        self.tree
            .set_attribute("aria-label", own.text(ExploreText::Tree))?;
        let marks = Marks {
            shown: &shown,
            skipped: explorer
                .steps
                .as_ref()
                .map_or_else(Vec::new, Steps::skipped),
            quiz: explorer.quiz.as_ref(),
        };
        items(emptied(&self.tree), tree, &Path::default(), &marks, words)?;
        self.render_quiz(explorer.quiz.as_ref(), words)?;
        self.render_steps(explorer, words, board)?;
        if let Some(figures) = &self.figures {
            self.render_horizon(figures, words)?;
            self.render_mcts(figures, words)?;
            self.render_table(figures, words)?;
        }
        Ok(())
    }

    fn render_words(&self, words: &ModuleWords<ExploreText>, playing: bool) -> Result<(), JsValue> {
        let own = &words.own;
        for (element, key) in [
            (&self.title, ExploreText::Title),
            (&self.close, ExploreText::Close),
            (&self.label, ExploreText::Position),
            (&self.show, ExploreText::Show),
            (&self.steps_title, ExploreText::Step),
            (&self.copy, ExploreText::Copy),
        ] {
            element.set_text_content(Some(own.text(key)));
        }
        let label = |input: &HtmlInputElement, key| -> Result<(), JsValue> {
            let span = input.next_element_sibling().ok_or("no label")?;
            span.set_text_content(Some(own.text(key)));
            Ok(())
        };
        label(&self.names, ExploreText::ShowNames)?;
        label(&self.quiz, ExploreText::Quiz)?;
        cells(&self.heads, "span", own.list(ExploreText::Heads))?;
        let names: Vec<&str> = own.list(ExploreText::StepButtons).collect();
        let here = own.text(ExploreText::StepHere);
        for (button, name) in self.step_buttons.iter().zip([
            names[0],
            names[1],
            names[2 + usize::from(playing)],
            here,
        ]) {
            button.set_text_content(Some(name));
        }
        first::<Element>(&self.legend, "summary")?
            .set_text_content(Some(own.text(ExploreText::LegendTitle)));
        let terms = own.list(ExploreText::LegendTerms);
        terms_and_meanings(
            &first(&self.legend, "dl")?,
            terms.zip(own.list(ExploreText::Legend)),
        )
    }

    fn render_quiz(
        &self,
        quiz: Option<&Quiz>,
        words: &ModuleWords<ExploreText>,
    ) -> Result<(), JsValue> {
        let own = &words.own;
        self.quiz.set_checked(quiz.is_some());
        set_flag(&self.ask, "hidden", quiz.is_none())?;
        let Some(quiz) = quiz else {
            return Ok(());
        };
        first::<Element>(&self.ask, "p")?.set_text_content(Some(own.text(ExploreText::QuizAsk)));
        let told = quiz.last.map(|(guess, value)| {
            let (guess, value) = (signed(guess), signed(value));
            let verdict = match guess == value {
                true => own.fill(ExploreText::QuizRight, &[("value", Arg::Text(&value))]),
                false => own.fill(
                    ExploreText::QuizWrong,
                    &[("guess", Arg::Text(&guess)), ("value", Arg::Text(&value))],
                ),
            };
            let score = own.fill(
                ExploreText::QuizScore,
                &[
                    ("right", Arg::Count(u64::from(quiz.right))),
                    ("asked", Arg::Count(u64::from(quiz.asked))),
                ],
            );
            [verdict, score].join(" ")
        });
        self.verdict.set_text_content(told.as_deref());
        Ok(())
    }

    fn render_steps(
        &self,
        explorer: &Explorer,
        words: &ModuleWords<ExploreText>,
        board: Board,
    ) -> Result<(), JsValue> {
        let own = &words.own;
        let steps = explorer.steps.as_ref();
        cells(&self.order, "option", own.list(ExploreText::Orders))?;
        let selected = steps.map_or(0, |steps| match steps.order() {
            Order::Cells => 1,
            Order::Rules => 2,
        });
        self.order.set_selected_index(selected);
        for button in &self.step_buttons {
            set_flag(button, "disabled", steps.is_none())?;
        }
        let shown = explorer.shown();
        let Some(steps) = steps else {
            for element in [&self.at, &self.now, &self.skipped] {
                element.set_text_content(None);
            }
            emptied(&self.step_board);
            emptied(&self.trace);
            return Ok(());
        };
        let args = [
            ("step", Arg::Count(steps.at() as u64 + 1)),
            ("steps", Arg::Count(steps.len() as u64)),
        ];
        self.at
            .set_text_content(Some(&own.fill(ExploreText::At, &args)));
        let names = explorer.names.then_some(words);
        mini_board(&self.step_board, board, shown.0.last(), names)?;
        let plies = steps.plies();
        let now = plies.last().map(|ply| ply_text(steps, ply.node, words));
        self.now.set_text_content(
            now.as_ref()
                .map(|(name, window, known)| [name.as_str(), window, known].join(" · "))
                .as_deref(),
        );
        let skipped = steps.find(explorer.tree.focus()).is_none();
        self.skipped
            .set_text_content(skipped.then(|| own.text(ExploreText::NotVisited)));
        trace(emptied(&self.trace), steps, words)
    }

    fn render_horizon(
        &self,
        figures: &Figures,
        words: &ModuleWords<ExploreText>,
    ) -> Result<(), JsValue> {
        let own = &words.own;
        titled(&self.horizon, own.text(ExploreText::HorizonTitle))?;
        first::<Element>(&self.horizon, ".about")?
            .set_text_content(Some(own.text(ExploreText::HorizonAbout)));
        first::<Element>(&self.horizon, "label > span")?
            .set_text_content(Some(own.text(ExploreText::Depth)));
        let (depth, horizon) = &figures.horizon;
        self.depth.set_selected_index(*depth as i32 - 1);
        emptied(&self.rated);
        for rated in &horizon.moves {
            let class = match Some(rated.cell) == horizon.best {
                true => "chip current",
                false => "chip",
            };
            let text = [cell_name(rated.cell, words), signed(rated.score)].join(" ");
            cell(&self.rated, "li", class, &text)?;
        }
        let picks = horizon.best.map(|best| {
            own.fill(
                ExploreText::Picks,
                &[("move", Arg::Text(&cell_name(best, words)))],
            )
        });
        self.picks.set_text_content(picks.as_deref());
        Ok(())
    }

    fn render_mcts(
        &self,
        figures: &Figures,
        words: &ModuleWords<ExploreText>,
    ) -> Result<(), JsValue> {
        let own = &words.own;
        let numbers = own.numbers();
        titled(&self.mcts, own.text(ExploreText::MctsTitle))?;
        let seed = SEED.to_string();
        first::<Element>(&self.mcts, ".about")?.set_text_content(Some(
            &own.fill(ExploreText::MctsAbout, &[("seed", Arg::Text(&seed))]),
        ));
        for count in [1, 10, 100, 1_000, 10_000, 0] {
            let name = match count {
                1 => own.text(ExploreText::MctsStep).to_string(),
                0 => own.text(ExploreText::MctsReset).to_string(),
                _ => {
                    let count = numbers.count(count);
                    own.fill(ExploreText::MctsRun, &[("count", Arg::Text(&count))])
                }
            };
            let selector = ["[data-mcts=\"", &count.to_string(), "\"]"].concat();
            first::<Element>(&self.mcts_buttons, &selector)?.set_text_content(Some(&name));
        }
        let (count, tree, last) = &figures.mcts;
        self.iterations.set_text_content(Some(&own.fill(
            ExploreText::Iterations,
            &[("count", Arg::Count(u64::from(*count)))],
        )));
        let what = last
            .as_ref()
            .map_or_else(Vec::new, |last| phases(last, words).into());
        let phases = own.list(ExploreText::Phases);
        terms_and_meanings(&self.phases, phases.zip(what.iter().map(String::as_str)))?;
        heads(&self.rollouts, own.list(ExploreText::MctsHeads))?;
        let best = tree.best();
        let body: Element = first(&self.rollouts, "tbody")?;
        emptied(&body);
        for child in tree.children() {
            let percent = (child.value * 100.0).round() as u64;
            let class = if Some(child.cell) == best { "pv" } else { "" };
            let row = cell(&body, "tr", class, "")?;
            cell(&row, "th", "", &cell_name(child.cell, words))?;
            cell(&row, "td", "", &numbers.count(u64::from(child.visits)))?;
            cell(
                &row,
                "td",
                "",
                &[numbers.count(percent), "%".into()].concat(),
            )?;
        }
        Ok(())
    }

    /// Each algorithm's positions, move and verdict, then the distinct
    /// positions.
    fn render_table(
        &self,
        figures: &Figures,
        words: &ModuleWords<ExploreText>,
    ) -> Result<(), JsValue> {
        let own = &words.own;
        let numbers = own.numbers();
        first::<Element>(&self.searches, "caption")?
            .set_text_content(Some(own.text(ExploreText::SearchesTitle)));
        heads(&self.searches, own.list(ExploreText::CompareHeads))?;
        let yes_no: Vec<&str> = own.list(ExploreText::YesNo).collect();
        let counts = &figures.counts;
        let verdicts = figures.verdicts().map(Some);
        let rows = verdicts.into_iter().chain([None, None]);
        let figures = verdicts
            .iter()
            .map(|verdict| verdict.map_or(0, |verdict| verdict.nodes))
            .chain([
                counts.positions as u64,
                counts.positions_up_to_symmetry as u64,
            ]);
        let keys = [
            "minimax",
            "negamax",
            "alphabeta",
            "alphabetaOrdered",
            "horizon",
            "mcts",
            "positions",
            "positionsUpToSymmetry",
        ];
        let body: Element = first(&self.searches, "tbody")?;
        emptied(&body);
        let names = own.list(ExploreText::Algorithms);
        for ((name, (verdict, figure)), key) in names.zip(rows.zip(figures)).zip(keys) {
            let (choice, optimal) = match verdict {
                Some(Verdict {
                    choice: Some(choice),
                    optimal,
                    ..
                }) => (
                    cell_name(choice, words),
                    yes_no[usize::from(!optimal)].to_string(),
                ),
                _ => Default::default(),
            };
            let row = cell(&body, "tr", "", "")?;
            row.set_attribute("data-count", key)?;
            cell(&row, "th", "", name)?.set_attribute("scope", "row")?;
            cell(&row, "td", "", &numbers.count(figure))?;
            cell(&row, "td", "move", &choice)?;
            cell(&row, "td", "best", &optimal)?;
        }
        Ok(())
    }
}

/// A section's title.
fn titled(section: &Element, title: &str) -> Result<(), JsValue> {
    first::<Element>(section, "h3")?.set_text_content(Some(title));
    Ok(())
}

/// A table's column heads.
fn heads<'a>(table: &Element, names: impl Iterator<Item = &'a str>) -> Result<(), JsValue> {
    cells(&first(table, "thead tr")?, "th", names)
}

/// A list's terms, each with its meaning, in place of what it held.
fn terms_and_meanings<'a>(
    list: &Element,
    pairs: impl Iterator<Item = (&'a str, &'a str)>,
) -> Result<(), JsValue> {
    emptied(list);
    for (term, meaning) in pairs {
        cell(list, "dt", "", term)?;
        cell(list, "dd", "", meaning)?;
    }
    Ok(())
}

/// What the tree marks besides the focus: the node the board shows, the
/// nodes the search's cut-offs skipped, and the values the quiz hides.
struct Marks<'a> {
    shown: &'a Path,
    skipped: Vec<Path>,
    quiz: Option<&'a Quiz>,
}

/// The moves of `path` as tree items at the end of `list`, each open one
/// with its own below.
fn items(
    list: &Element,
    tree: &Tree,
    path: &Path,
    marks: &Marks,
    words: &ModuleWords<ExploreText>,
) -> Result<(), JsValue> {
    for row in &tree.rows(path) {
        let classes: Vec<&str> = [
            (row.principal, "pv"),
            (marks.skipped.contains(&row.path), "skipped"),
            (marks.shown == &row.path, "shown"),
        ]
        .into_iter()
        .filter_map(|(on, class)| on.then_some(class))
        .collect();
        let item = cell(list, "li", &classes.join(" "), "")?;
        let focused = tree.focus() == &row.path;
        for (name, value) in [
            ("role", "treeitem"),
            ("aria-level", &row.path.depth().to_string()),
            ("data-path", &row.path.to_string()),
            ("tabindex", if focused { "0" } else { "-1" }),
        ] {
            item.set_attribute(name, value)?;
        }
        if let Some(open) = row.open {
            item.set_attribute("aria-expanded", aria(open))?;
        }
        if marks.shown == &row.path {
            item.set_attribute("aria-current", "true")?;
        }
        let hidden = marks.quiz.is_some_and(|quiz| quiz.hides(&row.path));
        let label = row_cells(&cell(&item, "span", "row", "")?, tree, row, hidden, words)?;
        item.set_attribute("aria-label", &label)?;
        if row.open == Some(true) {
            let group = cell(&item, "ul", "", "")?;
            group.set_attribute("role", "group")?;
            items(&group, tree, &row.path, marks, words)?;
        }
    }
    Ok(())
}

/// A row's cells, at the end of `shown`, and what a screen reader says of
/// it; its value, negamax and depth score as "?" while the quiz hides them.
fn row_cells(
    shown: &Element,
    tree: &Tree,
    row: &Row,
    hidden: bool,
    words: &ModuleWords<ExploreText>,
) -> Result<String, JsValue> {
    let turns: Vec<&str> = words.own.list(ExploreText::Turns).collect();
    let value = |text: String| if hidden { "?".to_string() } else { text };
    // Negamax's value is the mover's: at the minimiser's turns, the
    // maximiser's value with its sign flipped.
    let negamax = match row.maximising {
        true => signed(row.value),
        false => [
            signed(-row.value),
            " = \u{2212}(".into(),
            signed(row.value),
            ")".into(),
        ]
        .concat(),
    };
    let parts = [
        move_name(row.mover, row.cell, words),
        turns[usize::from(!row.maximising)].to_string(),
        value(signed(row.value)),
        value(negamax),
        value(signed(row.depth_score)),
        words.own.numbers().count(row.nodes),
    ];
    let classes = ["move", "turn", "value", "negamax", "depth", "nodes"];
    for (class, part) in classes.iter().zip(&parts) {
        cell(shown, "span", class, part)?;
    }
    let heads: Vec<&str> = words.own.list(ExploreText::Heads).collect();
    let mut label: Vec<String> = parts
        .iter()
        .zip(&heads)
        .enumerate()
        .map(|(n, (part, head))| match n {
            0 | 1 => part.clone(),
            _ => [*head, " ", part].concat(),
        })
        .collect();
    if let Some(end) = tree.board(&row.path).and_then(|board| ending(board, words)) {
        cell(shown, "span", "end", &end)?;
        label.push(end);
    }
    if row.principal {
        label.push(words.own.text(ExploreText::Principal).to_string());
    }
    Ok(label.join(", "))
}

/// A move as the game names it: "X: row 3, column 2".
fn move_name(player: Player, cell: Cell, words: &ModuleWords<ExploreText>) -> String {
    words
        .page
        .move_made(player, cell.row() + 1, cell.column() + 1)
}

/// A cell's short name, as the board shows it: "r3c2".
fn cell_name(cell: Cell, words: &ModuleWords<ExploreText>) -> String {
    words.own.fill(
        ExploreText::CellName,
        &[
            ("row", Arg::Count(cell.row() as u64 + 1)),
            ("column", Arg::Count(cell.column() as u64 + 1)),
        ],
    )
}

/// How a finished game ended: its winner and line, or a draw.
fn ending(board: Board, words: &ModuleWords<ExploreText>) -> Option<String> {
    match board.outcome() {
        Outcome::InProgress => None,
        Outcome::Draw => Some(words.own.text(ExploreText::Drawn).to_string()),
        Outcome::Won { winner, line } => {
            let name = words.page.line(Text::Lines, line);
            let args = [
                ("player", Arg::Text(winner.as_str())),
                ("line", Arg::Text(name)),
            ];
            Some(words.own.fill(ExploreText::Won, &args))
        }
    }
}

/// What the board shown is: whose turn, and whether they maximise (an even
/// number of plies below the root), or how the game ended.
fn summary(board: Board, depth: usize, words: &ModuleWords<ExploreText>) -> String {
    ending(board, words).unwrap_or_else(|| {
        let turn = words.own.list(ExploreText::Turns).nth(depth % 2);
        words.own.fill(
            ExploreText::ToMove,
            &[
                ("player", Arg::Text(board.to_move().as_str())),
                ("turn", Arg::Text(turn.unwrap_or_default())),
            ],
        )
    })
}

/// The board for screen readers: the caption, the move that led to it,
/// and each cell as the game names it.
fn board_label(
    board: Board,
    path: &Path,
    caption: &str,
    words: &ModuleWords<ExploreText>,
) -> String {
    let mut caption = caption.to_string();
    if let Some(&cell) = path.0.last() {
        let mover = board.get(cell).unwrap_or(Player::X);
        let name = move_name(mover, cell, words);
        let last = words
            .own
            .fill(ExploreText::LastMove, &[("move", Arg::Text(&name))]);
        caption = [caption, last].join(", ");
    }
    let cells: Vec<String> = Cell::ALL
        .iter()
        .map(|&cell| {
            words
                .page
                .cell(cell.row() + 1, cell.column() + 1, board.get(cell))
        })
        .collect();
    words.own.fill(
        ExploreText::Board,
        &[
            ("caption", Arg::Text(&caption)),
            ("cells", Arg::Text(&cells.join("; "))),
        ],
    )
}

/// A small picture of `board` in `picture`: its winning line and the move
/// that led to it marked, and, with `names`, each empty cell's name.
fn mini_board(
    picture: &Element,
    board: Board,
    last: Option<&Cell>,
    names: Option<&ModuleWords<ExploreText>>,
) -> Result<(), JsValue> {
    let line = match board.outcome() {
        Outcome::Won { line, .. } => line.set(),
        _ => Default::default(),
    };
    emptied(picture);
    for at in Cell::ALL {
        let mark = match (board.get(at), names) {
            (Some(player), _) => player.as_str().to_string(),
            (None, Some(words)) => cell_name(at, words),
            (None, None) => String::new(),
        };
        let class = match (
            line.contains(at),
            last == Some(&at),
            board.get(at).is_none(),
        ) {
            (true, _, _) => "win",
            (_, true, _) => "last",
            (_, _, true) => "name",
            _ => "",
        };
        cell(picture, "span", class, &mark)?;
    }
    Ok(())
}

/// A visit's move, window and how far the search is with it.
fn ply_text(
    steps: &Steps,
    node: usize,
    words: &ModuleWords<ExploreText>,
) -> (String, String, String) {
    let visit = steps.visit(node);
    let (alpha, beta) = steps.window(node);
    let window = words.own.fill(
        ExploreText::Window,
        &[
            ("alpha", Arg::Text(&bound(alpha))),
            ("beta", Arg::Text(&bound(beta))),
        ],
    );
    let name = match visit.cell {
        Some(cell) => cell_name(cell, words),
        None => "\u{2022}".to_string(),
    };
    (name, window, status(steps, node, words))
}

/// Each position on the way to the current step, at the end of `list`: its
/// move, its window, what it returned, the moves it has tried and those it
/// cut.
fn trace(list: &Element, steps: &Steps, words: &ModuleWords<ExploreText>) -> Result<(), JsValue> {
    for ply in steps.plies() {
        let (name, window, known) = ply_text(steps, ply.node, words);
        let class = match steps.known(ply.node) == Known::Current {
            true => "current",
            false => "",
        };
        let item = cell(list, "li", class, "")?;
        cell(&item, "span", "move", &name)?;
        cell(&item, "span", "window", &window)?;
        cell(&item, "span", "known", &known)?;
        for &child in &ply.tried {
            let name = steps
                .visit(child)
                .cell
                .map(|cell| cell_name(cell, words))
                .unwrap_or_default();
            let value = match steps.known(child) {
                Known::Returned(value) => [" ", &signed(value)].concat(),
                _ => String::new(),
            };
            let class = match steps.known(child) == Known::Current {
                true => "chip current",
                false => "chip",
            };
            cell(&item, "span", class, &[name, value].concat())?;
        }
        if !ply.cut.is_empty() {
            let moves: Vec<String> = ply.cut.iter().map(|cell| cell_name(cell, words)).collect();
            let args = [("moves", Arg::Text(&moves.join(", ")))];
            cell(
                &item,
                "span",
                "cut",
                &words.own.fill(ExploreText::Cut, &args),
            )?;
        }
    }
    Ok(())
}

fn status(steps: &Steps, node: usize, words: &ModuleWords<ExploreText>) -> String {
    match steps.known(node) {
        Known::Returned(value) => words.own.fill(
            ExploreText::Returned,
            &[("value", Arg::Text(&signed(value)))],
        ),
        Known::Current | Known::Searching => words.own.text(ExploreText::Searching).to_string(),
    }
}

/// What each phase of an MCTS iteration did, in order.
fn phases(last: &Iteration, words: &ModuleWords<ExploreText>) -> [String; 4] {
    let own = &words.own;
    let names = |cells: &[Cell]| -> String {
        let names: Vec<String> = cells.iter().map(|&cell| cell_name(cell, words)).collect();
        names.join(" \u{2192} ")
    };
    let selected = match last.selected.is_empty() {
        true => own.text(ExploreText::SelectedRoot).to_string(),
        false => names(&last.selected),
    };
    let expanded = match last.expanded {
        Some(cell) => cell_name(cell, words),
        None => own.text(ExploreText::NoExpansion).to_string(),
    };
    let played = match last.simulated.is_empty() {
        true => "\u{2014}".to_string(),
        false => names(&last.simulated),
    };
    let simulated = match last.winner {
        Some(winner) => own.fill(
            ExploreText::PlayoutWon,
            &[
                ("moves", Arg::Text(&played)),
                ("player", Arg::Text(winner.as_str())),
            ],
        ),
        None => own.fill(ExploreText::PlayoutDrawn, &[("moves", Arg::Text(&played))]),
    };
    let updated = last.selected.len() + usize::from(last.expanded.is_some()) + 1;
    let backed = own.fill(
        ExploreText::Backed,
        &[("count", Arg::Count(updated as u64))],
    );
    [selected, expanded, simulated, backed]
}

/// An element `tag` of `class` holding `text`, added at the end of
/// `parent`.
fn cell(parent: &Element, tag: &str, class: &str, text: &str) -> Result<Element, JsValue> {
    let document = parent.owner_document().ok_or("no document")?;
    let element = document.create_element(tag)?;
    if !class.is_empty() {
        element.set_class_name(class);
    }
    element.set_text_content(Some(text));
    parent.append_child(&element)?;
    Ok(element)
}

/// An element `tag` for each of `texts`, in place of what `parent` held.
fn cells<'a>(
    parent: &Element,
    tag: &str,
    texts: impl Iterator<Item = &'a str>,
) -> Result<(), JsValue> {
    emptied(parent);
    for text in texts {
        cell(parent, tag, "", text)?;
    }
    Ok(())
}

/// `parent` with what it held removed, to be filled anew.
fn emptied(parent: &Element) -> &Element {
    parent.set_text_content(None);
    parent
}
