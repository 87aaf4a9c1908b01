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

use crate::engine::classic::explore::{search_counts, SearchCounts};
use crate::engine::classic::{Board, Cell, Outcome, Player};
use crate::play::explore::{bound, signed, Explorer, Known, Path, Row, Steps, Tree};
use crate::play::lang::{Arg, ExploreText, ModuleWords, Text};
use crate::web::dom::{aria, by_id, first, set_flag};

const MARKUP: &str = include_str!("explorer.html");

pub struct View {
    pub dialog: HtmlDialogElement,
    pub position: HtmlInputElement,
    pub order: HtmlSelectElement,
    title: Element,
    close: Element,
    notice: Element,
    label: Element,
    show: Element,
    error: Element,
    board: Element,
    summary: Element,
    heads: Element,
    tree: Element,
    searches: Element,
    steps_title: Element,
    step_buttons: [Element; 3],
    at: Element,
    trace: Element,
    copy: Element,
    copied: Element,
    /// The root shown, and the searches' counts from it.
    counts: Option<(Board, SearchCounts)>,
}

impl View {
    /// Writes the dialog at the end of `root` and binds it.
    pub fn build(document: &Document, root: &Element) -> Result<View, JsValue> {
        let holder = document.create_element("div")?;
        holder.set_inner_html(MARKUP);
        let dialog: HtmlDialogElement = first(&holder, "dialog")?;
        root.append_child(&dialog)?;
        let button = |step: &str| first(&dialog, &["[data-step=\"", step, "\"]"].concat());
        Ok(View {
            position: by_id(&dialog, "explorer-position")?,
            order: by_id(&dialog, "explorer-order")?,
            title: by_id(&dialog, "explorer-title")?,
            close: by_id(&dialog, "explorer-close")?,
            notice: by_id(&dialog, "explorer-notice")?,
            label: first(&dialog, "label")?,
            show: by_id(&dialog, "explorer-show")?,
            error: by_id(&dialog, "explorer-error")?,
            board: by_id(&dialog, "explorer-board")?,
            summary: by_id(&dialog, "explorer-summary")?,
            heads: first(&dialog, ".explorer-heads")?,
            tree: by_id(&dialog, "explorer-tree")?,
            searches: by_id(&dialog, "explorer-searches")?,
            steps_title: by_id(&dialog, "explorer-steps-title")?,
            step_buttons: [button("back")?, button("forward")?, button("play")?],
            at: by_id(&dialog, "explorer-at")?,
            trace: by_id(&dialog, "explorer-trace")?,
            copy: by_id(&dialog, "explorer-copy")?,
            copied: by_id(&dialog, "explorer-copied")?,
            counts: None,
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
        if self.counts.is_none_or(|(shown, _)| shown != root) {
            self.counts = Some((root, search_counts(root)));
            self.position.set_value(&root.to_string());
        }
        self.render_words(words, playing);
        let focused = tree.board(tree.focus()).unwrap_or(root);
        self.board.set_inner_html(&mini_board(focused));
        self.summary.set_text_content(Some(&summary(root, words)));
        self.tree
            .set_attribute("aria-label", words.own.text(ExploreText::Tree))?;
        self.tree
            .set_inner_html(&items(tree, &Path::default(), words));
        if let Some((_, counts)) = &self.counts {
            self.render_counts(counts, words)?;
        }
        self.render_steps(explorer.steps.as_ref(), words)
    }

    fn render_words(&self, words: &ModuleWords<ExploreText>, playing: bool) {
        self.title
            .set_text_content(Some(words.own.text(ExploreText::Title)));
        self.close
            .set_text_content(Some(words.own.text(ExploreText::Close)));
        self.label
            .set_text_content(Some(words.own.text(ExploreText::Position)));
        self.show
            .set_text_content(Some(words.own.text(ExploreText::Show)));
        let heads: String = words
            .own
            .list(ExploreText::Heads)
            .map(|head| cell("span", "", head))
            .collect();
        self.heads.set_inner_html(&heads);
        self.steps_title
            .set_text_content(Some(words.own.text(ExploreText::Step)));
        let mut buttons = words.own.list(ExploreText::StepButtons);
        let names: Vec<&str> = buttons.by_ref().collect();
        for (button, name) in
            self.step_buttons
                .iter()
                .zip([names[0], names[1], names[2 + usize::from(playing)]])
        {
            button.set_text_content(Some(name));
        }
        self.copy
            .set_text_content(Some(words.own.text(ExploreText::Copy)));
    }

    fn render_counts(
        &self,
        counts: &SearchCounts,
        words: &ModuleWords<ExploreText>,
    ) -> Result<(), JsValue> {
        let figures = [
            counts.minimax,
            counts.alphabeta,
            counts.alphabeta_ordered,
            counts.positions as u64,
            counts.positions_up_to_symmetry as u64,
        ];
        let keys = [
            "minimax",
            "alphabeta",
            "alphabetaOrdered",
            "positions",
            "positionsUpToSymmetry",
        ];
        let document = self.searches.owner_document().ok_or("no document")?;
        let body: Element = first(&self.searches, "tbody")?;
        body.set_text_content(None);
        let names = words.own.list(ExploreText::Searches);
        for ((name, figure), key) in names.zip(figures).zip(keys) {
            let row = document.create_element("tr")?;
            row.set_attribute("data-count", key)?;
            let head = document.create_element("th")?;
            head.set_attribute("scope", "row")?;
            head.set_text_content(Some(name));
            let count = document.create_element("td")?;
            count.set_text_content(Some(&words.own.numbers().count(figure)));
            row.append_child(&head)?;
            row.append_child(&count)?;
            body.append_child(&row)?;
        }
        first::<Element>(&self.searches, "caption")?
            .set_text_content(Some(words.own.text(ExploreText::SearchesTitle)));
        Ok(())
    }

    fn render_steps(
        &self,
        steps: Option<&Steps>,
        words: &ModuleWords<ExploreText>,
    ) -> Result<(), JsValue> {
        let orders: String = words
            .own
            .list(ExploreText::Orders)
            .map(|name| cell("option", "", name))
            .collect();
        self.order.set_inner_html(&orders);
        let selected = steps.map_or(0, |steps| match steps.order() {
            crate::engine::classic::alphabeta::Order::Cells => 1,
            crate::engine::classic::alphabeta::Order::Rules => 2,
        });
        self.order.set_selected_index(selected);
        for button in &self.step_buttons {
            set_flag(button, "disabled", steps.is_none())?;
        }
        let Some(steps) = steps else {
            self.at.set_text_content(None);
            self.trace.set_inner_html("");
            return Ok(());
        };
        let args = [
            ("step", Arg::Count(steps.at() as u64 + 1)),
            ("steps", Arg::Count(steps.len() as u64)),
        ];
        self.at
            .set_text_content(Some(&words.own.fill(ExploreText::At, &args)));
        self.trace.set_inner_html(&trace(steps, words));
        Ok(())
    }
}

/// The moves of `path` as tree items, each open one with its own below.
fn items(tree: &Tree, path: &Path, words: &ModuleWords<ExploreText>) -> String {
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
            if row.principal {
                attributes += " class=\"pv\"";
            }
            let (shown, label) = row_cells(tree, row, words);
            attributes += &[" aria-label=\"", &escape(&label), "\""].concat();
            let below = match row.open {
                Some(true) => [
                    "<ul role=\"group\">",
                    &items(tree, &row.path, words),
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

/// A row's cells, and what a screen reader says of it.
fn row_cells(tree: &Tree, row: &Row, words: &ModuleWords<ExploreText>) -> (String, String) {
    let index = row.cell.index().to_string();
    let args = [
        ("player", Arg::Text(row.mover.as_str())),
        ("cell", Arg::Text(&index)),
    ];
    let turns: Vec<&str> = words.own.list(ExploreText::Turns).collect();
    let parts = [
        words.own.fill(ExploreText::Move, &args),
        turns[usize::from(!row.maximising)].to_string(),
        signed(row.value),
        signed(row.depth_score),
        words.own.numbers().count(row.nodes),
    ];
    let classes = ["move", "turn", "value", "depth", "nodes"];
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

/// What the explorer explores: whose turn at the root, or how it ended.
fn summary(root: Board, words: &ModuleWords<ExploreText>) -> String {
    ending(root, words).unwrap_or_else(|| {
        words.own.fill(
            ExploreText::ToMove,
            &[("player", Arg::Text(root.to_move().as_str()))],
        )
    })
}

/// A small picture of `board`, its winning line marked.
fn mini_board(board: Board) -> String {
    let line = match board.outcome() {
        Outcome::Won { line, .. } => line.set(),
        _ => Default::default(),
    };
    Cell::ALL
        .iter()
        .map(|&cell| {
            let mark = board.get(cell).map_or("", Player::as_str);
            let class = if line.contains(cell) { "win" } else { "" };
            self::cell("span", class, mark)
        })
        .collect()
}

/// Each position on the way to the current step: its move, its window, what
/// it returned, the moves it has tried and those it cut.
fn trace(steps: &Steps, words: &ModuleWords<ExploreText>) -> String {
    steps
        .levels()
        .iter()
        .map(|level| {
            let visit = steps.visit(level.node);
            let (alpha, beta) = steps.window(level.node);
            let window = words.own.fill(
                ExploreText::Window,
                &[
                    ("alpha", Arg::Text(&bound(alpha))),
                    ("beta", Arg::Text(&bound(beta))),
                ],
            );
            let name = match visit.cell {
                Some(cell) => cell.index().to_string(),
                None => "\u{2022}".to_string(),
            };
            let known = status(steps, level.node, words);
            let tried: String = level
                .tried
                .iter()
                .map(|&child| {
                    let cell = steps.visit(child).cell.map_or(0, Cell::index).to_string();
                    let value = match steps.known(child) {
                        Known::Returned(value) => [" ", &signed(value)].concat(),
                        _ => String::new(),
                    };
                    let class = if steps.known(child) == Known::Current {
                        "chip current"
                    } else {
                        "chip"
                    };
                    self::cell("span", class, &[cell, value].concat())
                })
                .collect();
            let cut = match level.cut.is_empty() {
                true => String::new(),
                false => {
                    let moves: Vec<String> = level
                        .cut
                        .iter()
                        .map(|cell| cell.index().to_string())
                        .collect();
                    cell(
                        "span",
                        "cut",
                        &words
                            .own
                            .fill(ExploreText::Cut, &[("moves", Arg::Text(&moves.join(", ")))]),
                    )
                }
            };
            let class = if steps.known(level.node) == Known::Current {
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
