//! Where the Hard bot thinks: in a Web Worker (www/worker.js), so that the
//! page stays responsive for the whole budget, or, where no worker runs (a
//! page opened from a file, the browser tests), on the page's thread with a
//! budget short enough not to freeze it. Either way the reply comes back as
//! a `message` event to the page's one listener, so it takes the road of a
//! click: event, then state, then view.

use js_sys::{Function, Object, Reflect};
use wasm_bindgen::prelude::*;
use web_sys::{Event, MessageEvent, MessageEventInit, Worker, WorkerOptions, WorkerType};

use crate::api::{self, five::five_move};
use crate::engine::five::search::Budget;
use crate::engine::five::{Board, Point};

/// The budget on the page's thread: a task over 50 ms is a "long task",
/// which a person feels as a page that hangs.
const PAGE_BUDGET_MS: u32 = 40;

/// The bot's move, or why it could not move (the engine's English).
pub type Reply = Result<Point, String>;

enum Place {
    /// The worker at this URL, started on the first request.
    Unstarted(String),
    Worker(Worker),
    Page,
}

/// The request whose reply is awaited.
struct Request {
    id: u32,
    moves: String,
    budget: Budget,
}

pub struct Thinker {
    place: Place,
    /// Where the replies go: the page's listener.
    listener: Function,
    pending: Option<Request>,
    /// The last request's id; replies to earlier ones are stale.
    last_id: u32,
}

impl Thinker {
    /// A thinker that runs `worker`, the URL of worker.js, if there is one,
    /// and hands its replies to `listener`.
    pub fn new(worker: Option<String>, listener: Function) -> Thinker {
        Thinker {
            place: worker.map_or(Place::Page, Place::Unstarted),
            listener,
            pending: None,
            last_id: 0,
        }
    }

    /// Asks for the move of `board`'s side to move within `budget`. An
    /// earlier request is forgotten: its reply will be dropped.
    pub fn ask(&mut self, board: &Board, budget: Budget) {
        self.last_id = self.last_id.wrapping_add(1);
        let request = Request {
            id: self.last_id,
            moves: board.to_string(),
            budget,
        };
        if let Place::Unstarted(url) = &self.place {
            self.place = start(url, &self.listener);
        }
        self.send(&request);
        self.pending = Some(request);
    }

    /// Forgets the pending request: its reply will be dropped.
    pub fn cancel(&mut self) {
        self.pending = None;
    }

    /// The reply `event` brings to the pending request, if it brings one.
    /// A worker that fails to load fires `error`: the page then thinks on
    /// its own thread, from the pending request on.
    pub fn reply(&mut self, event: &Event) -> Option<Reply> {
        match event.type_().as_str() {
            "error" => {
                let Place::Worker(worker) = &self.place else {
                    return None;
                };
                if event.target().as_ref() != Some(worker.as_ref()) {
                    return None;
                }
                // Handled here: not an uncaught error for the console.
                event.prevent_default();
                worker.terminate();
                self.place = Place::Page;
                if let Some(request) = &self.pending {
                    self.send(request);
                }
                None
            }
            "message" => {
                let data = event.dyn_ref::<MessageEvent>()?.data();
                let id = Reflect::get(&data, &"id".into()).ok()?.as_f64()?;
                if self.pending.as_ref()?.id != id as u32 {
                    return None;
                }
                self.pending = None;
                Some(read(&data))
            }
            _ => None,
        }
    }

    fn send(&self, request: &Request) {
        match &self.place {
            Place::Worker(worker) => {
                let message = api::object(&[
                    ("id", request.id.into()),
                    ("moves", request.moves.as_str().into()),
                    ("budgetMs", request.budget.ms().into()),
                ]);
                // Posting a plain object of strings and numbers cannot fail.
                let _ = worker.post_message(&message);
            }
            // `ask` starts a worker before it sends.
            Place::Unstarted(_) | Place::Page => think_on_page(request, &self.listener),
        }
    }
}

/// Starts the module worker at `url`, whose messages and errors go to
/// `listener`; the page's thread when the browser refuses (a `file://`
/// page).
fn start(url: &str, listener: &Function) -> Place {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let Ok(worker) = Worker::new_with_options(url, &options) else {
        return Place::Page;
    };
    for kind in ["message", "error"] {
        if worker
            .add_event_listener_with_callback(kind, listener)
            .is_err()
        {
            worker.terminate();
            return Place::Page;
        }
    }
    Place::Worker(worker)
}

/// Thinks over `request` on the page's thread after the next paint, so
/// that the "thinking" state shows first, then hands `listener` the reply
/// that worker.js would post.
fn think_on_page(request: &Request, listener: &Function) {
    let Some(window) = web_sys::window() else {
        return;
    };
    let (id, moves) = (request.id, request.moves.clone());
    let ms = request.budget.ms().min(PAGE_BUDGET_MS);
    let listener = listener.clone();
    let think = Closure::once_into_js(move || {
        let init = MessageEventInit::new();
        init.set_data(&answer(id, &moves, ms));
        if let Ok(event) = MessageEvent::new_with_event_init_dict("message", &init) {
            let _ = listener.call1(&JsValue::UNDEFINED, &event);
        }
    });
    // An animation frame runs just before a paint, and a timeout set in
    // it runs after that paint.
    let timer = window.clone();
    let after_paint = Closure::once_into_js(move || {
        let _ =
            timer.set_timeout_with_callback_and_timeout_and_arguments_0(think.unchecked_ref(), 0);
    });
    let _ = window.request_animation_frame(after_paint.unchecked_ref());
}

/// What worker.js answers: `{id, x, y}` from `fiveMove(moves, "hard", ms)`,
/// or `{id, error}` with the message it threw.
fn answer(id: u32, moves: &str, ms: u32) -> Object {
    let reply = five_move(&moves.into(), &"hard".into(), &ms.into()).unwrap_or_else(|error| {
        let error: js_sys::Error = JsValue::from(error).unchecked_into();
        api::object(&[("error", error.message().into())])
    });
    let _ = Reflect::set(&reply, &"id".into(), &id.into());
    reply
}

/// The move or the error in a reply's data.
fn read(data: &JsValue) -> Reply {
    let get = |key: &str| Reflect::get(data, &key.into()).unwrap_or_default();
    if let Some(error) = get("error").as_string() {
        return Err(error);
    }
    match (get("x").as_f64(), get("y").as_f64()) {
        (Some(x), Some(y)) => Point::new(x as i32, y as i32).map_err(|error| error.to_string()),
        _ => Err("the reply holds no move".to_string()),
    }
}
