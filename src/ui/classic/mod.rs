//! The classic game on the page: events become `Action`s, the controller
//! applies them to its `State` and saves what must last, and the `View`
//! redraws from the state. Data flows one way.

mod bot;
mod game;
mod keys;
mod opponent;
mod tally;
mod view;

use wasm_bindgen::prelude::*;
use web_sys::{Document, Element, Event, KeyboardEvent};

use crate::engine::classic::{reference, Board, Cell, Player};
use crate::random;
use crate::ui::clock;
use crate::ui::i18n::Strings;
use crate::ui::news::News;
use crate::ui::seats::Seats;
use crate::ui::settings::Settings;
use crate::ui::storage::Store;
pub use game::Game;
pub use keys::Command;
pub use opponent::Opponent;
use tally::Tally;
use view::View;

const SETTINGS_KEY: &str = "tictactoe/classic";
const TALLY_KEY: &str = "tictactoe/tally";

/// What a person can ask of the classic game.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Action {
    Play(Cell),
    Undo,
    Restart,
    Opponent(Opponent),
    Side(Player),
    Insight(bool),
    ResetScore,
}

/// The figures shown after a bot move.
#[derive(Clone, Copy, Debug)]
pub struct Search {
    /// Where the bot moved from.
    before: Board,
    /// Positions the reference minimax visits from there.
    positions: u64,
    /// The bot's mean time for the move.
    micros: f64,
}

pub struct State {
    game: Game,
    settings: Settings<Opponent>,
    tally: Tally,
    /// The cell that keyboard focus enters the grid on.
    cursor: Cell,
    search: Option<Search>,
}

pub struct Classic {
    state: State,
    view: View,
}

impl Classic {
    /// Builds the game at the end of `root` with the settings and tally
    /// saved in `store`, or fresh ones when none (or nothing readable) was.
    pub fn build(document: &Document, root: &Element, store: &Store) -> Result<Classic, JsValue> {
        let settings: Settings<Opponent> = store.load(SETTINGS_KEY).unwrap_or_default();
        let mut classic = Classic {
            state: State {
                game: Game::new(settings.opponent, settings.human, random::below),
                settings,
                tally: store.load(TALLY_KEY).unwrap_or_default(),
                cursor: Cell::ALL[4],
                search: None,
            },
            view: View::build(document, root)?,
        };
        classic.measure();
        Ok(classic)
    }

    /// The action a click or change event asks for.
    pub fn action(&self, event: &Event) -> Option<Action> {
        self.view.action(event)
    }

    /// Applies `action`; what cannot count (a taken cell, undo with nothing
    /// to undo) changes nothing.
    pub fn act(&mut self, action: Action, store: &Store, strings: &Strings) {
        let state = &mut self.state;
        let before = state.game.ending();
        let played = state.game.moves().len();
        let mut news = News::Moves(played);
        match action {
            Action::Play(cell) => {
                state.cursor = cell;
                state.game.play(cell);
            }
            Action::Undo => {
                if state.game.undo() {
                    news = News::TakenBack;
                    if let Some(ending) = before {
                        state.tally.take_back(state.game.opponent(), ending);
                    }
                }
            }
            Action::Restart => {
                news = News::NewGame;
                state.game.restart();
            }
            Action::Opponent(opponent) => {
                news = News::NewGame;
                state.settings.opponent = opponent;
                state.game = Game::new(opponent, state.settings.human, random::below);
            }
            Action::Side(human) => {
                news = News::NewGame;
                state.settings.human = human;
                state.game = Game::new(state.settings.opponent, human, random::below);
            }
            Action::Insight(on) => state.settings.overlay = on,
            Action::ResetScore => state.tally.reset(state.game.opponent()),
        }
        let after = state.game.ending();
        if before.is_none() {
            if let Some(ending) = after {
                state.tally.record(state.game.opponent(), ending);
            }
        }
        store.save(SETTINGS_KEY, &state.settings);
        store.save(TALLY_KEY, &state.tally);
        let moves = self.state.game.moves().iter().enumerate();
        let said = news.told(
            strings,
            moves.map(|(ply, cell)| {
                (strings.move_made)(Seats::mover(ply), cell.row() + 1, cell.column() + 1)
            }),
        );
        if let Some(text) = said {
            self.view.announce(&text);
        }
        self.measure();
    }

    /// A key pressed anywhere on the page: the command it gave the game,
    /// if any. Arrows count only while the focus is on the grid, so that
    /// they still scroll the page elsewhere.
    pub fn key(
        &mut self,
        event: &KeyboardEvent,
        document: &Document,
        store: &Store,
        strings: &Strings,
    ) -> Option<Command> {
        let focused = self.view.focused_cell(document);
        let command = keys::command(&event.key(), focused.unwrap_or(self.state.cursor))?;
        match command {
            Command::Focus(_) if focused.is_none() => return None,
            // The focus itself moves once the redraw has made the cell
            // tabbable: see `focus_cursor`.
            Command::Focus(cell) => self.state.cursor = cell,
            Command::Play(cell) => self.act(Action::Play(cell), store, strings),
            Command::Restart => self.act(Action::Restart, store, strings),
            Command::Undo => self.act(Action::Undo, store, strings),
        }
        Some(command)
    }

    pub fn render(&self, strings: &Strings) -> Result<(), JsValue> {
        self.view.render(&self.state, strings)
    }

    /// Puts the keyboard focus on the cursor's cell.
    pub fn focus_cursor(&self) -> Result<(), JsValue> {
        self.view.focus(self.state.cursor)
    }

    /// Works out the search figures for the bot's latest move when they are
    /// shown and not known yet: the reference search can take a few
    /// milliseconds, so it runs once per bot move.
    fn measure(&mut self) {
        let state = &mut self.state;
        let Some(reply) = state.game.last_bot().filter(|_| state.settings.overlay) else {
            return;
        };
        if state
            .search
            .is_some_and(|search| search.before == reply.before)
        {
            return;
        }
        let before = reply.before;
        let opponent = state.game.opponent();
        let positions = reference::minimax(before).map_or(0, |search| search.nodes);
        let micros = clock::mean_micros(|| {
            std::hint::black_box(bot::choose(before, opponent, |_| 0));
        });
        state.search = Some(Search {
            before,
            positions,
            micros,
        });
    }
}
