//! The explorer's DOM: its dialog (`explorer.html`), bound once, then
//! brought up to date from the explorer after every event.
//!
//! Words come from a language file, which is anyone's to serve, so they
//! reach the page as text, never as markup: set as an element's text, or,
//! in the tree and the steps, which are written as markup for speed,
//! through `cell` and `escape` alone. Numbers are written with the file's
//! separators, so they are words too.

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
        self.board
            .set_inner_html(&mini_board(board, shown.0.last(), names));
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
        self.tree
            .set_inner_html(&items(tree, &Path::default(), &marks, words));
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
        let heads: String = own
            .list(ExploreText::Heads)
            .map(|head| cell("span", "", head))
            .collect();
        self.heads.set_inner_html(&heads);
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
        let legend: String = own
            .list(ExploreText::LegendTerms)
            .zip(own.list(ExploreText::Legend))
            .map(|(term, meaning)| [cell("dt", "", term), cell("dd", "", meaning)].concat())
            .collect();
        first::<Element>(&self.legend, "dl")?.set_inner_html(&legend);
        Ok(())
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
        let orders: String = own
            .list(ExploreText::Orders)
            .map(|name| cell("option", "", name))
            .collect();
        self.order.set_inner_html(&orders);
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
            self.step_board.set_inner_html("");
            self.trace.set_inner_html("");
            return Ok(());
        };
        let args = [
            ("step", Arg::Count(steps.at() as u64 + 1)),
            ("steps", Arg::Count(steps.len() as u64)),
        ];
        self.at
            .set_text_content(Some(&own.fill(ExploreText::At, &args)));
        let names = explorer.names.then_some(words);
        self.step_board
            .set_inner_html(&mini_board(board, shown.0.last(), names));
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
        self.trace.set_inner_html(&trace(steps, words));
        Ok(())
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
        let chips: String = horizon
            .moves
            .iter()
            .map(|rated| {
                let class = match Some(rated.cell) == horizon.best {
                    true => "chip current",
                    false => "chip",
                };
                let text = [cell_name(rated.cell, words), signed(rated.score)].join(" ");
                cell("li", class, &text)
            })
            .collect();
        self.rated.set_inner_html(&chips);
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
        let phases: String = match last {
            None => String::new(),
            Some(last) => own
                .list(ExploreText::Phases)
                .zip(phases(last, words))
                .map(|(phase, what)| [cell("dt", "", phase), cell("dd", "", &what)].concat())
                .collect(),
        };
        self.phases.set_inner_html(&phases);
        heads(&self.rollouts, own.list(ExploreText::MctsHeads))?;
        let best = tree.best();
        let rows: String = tree
            .children()
            .iter()
            .map(|child| {
                let percent = (child.value * 100.0).round() as u64;
                let cells = [
                    cell("th", "", &cell_name(child.cell, words)),
                    cell("td", "", &numbers.count(u64::from(child.visits))),
                    cell("td", "", &[numbers.count(percent), "%".into()].concat()),
                ]
                .concat();
                let class = if Some(child.cell) == best {
                    " class=\"pv\""
                } else {
                    ""
                };
                ["<tr", class, ">", &cells, "</tr>"].concat()
            })
            .collect();
        first::<Element>(&self.rollouts, "tbody")?.set_inner_html(&rows);
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
        let body: String = own
            .list(ExploreText::Algorithms)
            .zip(rows.zip(figures))
            .zip(keys)
            .map(|((name, (verdict, figure)), key)| {
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
                [
                    "<tr data-count=\"",
                    key,
                    "\"><th scope=\"row\">",
                    &escape(name),
                    "</th>",
                    &cell("td", "", &numbers.count(figure)),
                    &cell("td", "move", &choice),
                    &cell("td", "best", &optimal),
                    "</tr>",
                ]
                .concat()
            })
            .collect();
        first::<Element>(&self.searches, "tbody")?.set_inner_html(&body);
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
    let heads: String = names.map(|head| cell("th", "", head)).collect();
    first::<Element>(table, "thead tr")?.set_inner_html(&heads);
    Ok(())
}

/// What the tree marks besides the focus: the node the board shows, the
/// nodes the search's cut-offs skipped, and the values the quiz hides.
struct Marks<'a> {
    shown: &'a Path,
    skipped: Vec<Path>,
    quiz: Option<&'a Quiz>,
}

/// The moves of `path` as tree items, each open one with its own below.
fn items(tree: &Tree, path: &Path, marks: &Marks, words: &ModuleWords<ExploreText>) -> String {
    tree.rows(path)
        .iter()
        .map(|row| {
            let focused = tree.focus() == &row.path;
            let mut attributes = [
                " role=\"treeitem\" aria-level=\"",
                &row.path.depth().to_string(),
                "\" data-path=\"",
                &row.path.to_string(),
                "\" tabindex=\"",
                if focused { "0" } else { "-1" },
                "\"",
            ]
            .concat();
            if let Some(open) = row.open {
                attributes += if open {
                    " aria-expanded=\"true\""
                } else {
                    " aria-expanded=\"false\""
                };
            }
            let classes: Vec<&str> = [
                (row.principal, "pv"),
                (marks.skipped.contains(&row.path), "skipped"),
                (marks.shown == &row.path, "shown"),
            ]
            .into_iter()
            .filter_map(|(on, class)| on.then_some(class))
            .collect();
            if !classes.is_empty() {
                attributes += &[" class=\"", &classes.join(" "), "\""].concat();
            }
            if marks.shown == &row.path {
                attributes += " aria-current=\"true\"";
            }
            let hidden = marks.quiz.is_some_and(|quiz| quiz.hides(&row.path));
            let (shown, label) = row_cells(tree, row, hidden, words);
            attributes += &[" aria-label=\"", &escape(&label), "\""].concat();
            let below = match row.open {
                Some(true) => [
                    "<ul role=\"group\">",
                    &items(tree, &row.path, marks, words),
                    "</ul>",
                ]
                .concat(),
                _ => String::new(),
            };
            [
                "<li",
                &attributes,
                "><span class=\"row\">",
                &shown,
                "</span>",
                &below,
                "</li>",
            ]
            .concat()
        })
        .collect()
}

/// A row's cells, and what a screen reader says of it; its value, negamax
/// and depth score as "?" while the quiz hides them.
fn row_cells(
    tree: &Tree,
    row: &Row,
    hidden: bool,
    words: &ModuleWords<ExploreText>,
) -> (String, String) {
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
    let mut shown: String = classes
        .iter()
        .zip(&parts)
        .map(|(class, part)| cell("span", class, part))
        .collect();
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
        shown += &cell("span", "end", &end);
        label.push(end);
    }
    if row.principal {
        label.push(words.own.text(ExploreText::Principal).to_string());
    }
    (shown, label.join(", "))
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

/// A small picture of `board`: its winning line and the move that led to
/// it marked, and, with `names`, each empty cell's name.
fn mini_board(
    board: Board,
    last: Option<&Cell>,
    names: Option<&ModuleWords<ExploreText>>,
) -> String {
    let line = match board.outcome() {
        Outcome::Won { line, .. } => line.set(),
        _ => Default::default(),
    };
    Cell::ALL
        .iter()
        .map(|&at| {
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
            cell("span", class, &mark)
        })
        .collect()
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

/// Each position on the way to the current step: its move, its window, what
/// it returned, the moves it has tried and those it cut.
fn trace(steps: &Steps, words: &ModuleWords<ExploreText>) -> String {
    steps
        .plies()
        .iter()
        .map(|ply| {
            let (name, window, known) = ply_text(steps, ply.node, words);
            let tried: String = ply
                .tried
                .iter()
                .map(|&child| {
                    let name = steps
                        .visit(child)
                        .cell
                        .map(|cell| cell_name(cell, words))
                        .unwrap_or_default();
                    let value = match steps.known(child) {
                        Known::Returned(value) => [" ", &signed(value)].concat(),
                        _ => String::new(),
                    };
                    let class = if steps.known(child) == Known::Current {
                        "chip current"
                    } else {
                        "chip"
                    };
                    self::cell("span", class, &[name, value].concat())
                })
                .collect();
            let cut = match ply.cut.is_empty() {
                true => String::new(),
                false => {
                    let moves: Vec<String> =
                        ply.cut.iter().map(|cell| cell_name(cell, words)).collect();
                    cell(
                        "span",
                        "cut",
                        &words
                            .own
                            .fill(ExploreText::Cut, &[("moves", Arg::Text(&moves.join(", ")))]),
                    )
                }
            };
            let class = if steps.known(ply.node) == Known::Current {
                " class=\"current\""
            } else {
                ""
            };
            [
                "<li",
                class,
                ">",
                &cell("span", "move", &name),
                &cell("span", "window", &window),
                &cell("span", "known", &known),
                &tried,
                &cut,
                "</li>",
            ]
            .concat()
        })
        .collect()
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

/// An element `tag` of `class` holding `text`, escaped.
fn cell(tag: &str, class: &str, text: &str) -> String {
    let class = if class.is_empty() {
        String::new()
    } else {
        [" class=\"", class, "\""].concat()
    };
    ["<", tag, &class, ">", &escape(text), "</", tag, ">"].concat()
}

fn escape(text: &str) -> String {
    text.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}
