//! Where the Hard bot thinks: in a Web Worker (www/worker.js), so that the
//! page stays responsive for the whole time per move, or, where no worker
//! runs (a page opened from a file, the browser tests), on the page's
//! thread after the next paint, in turns short enough not to freeze it.
//! Either way the request and the reply are the messages of
//! `engine::five::think`, and the reply comes to the screen's listener as a
//! `message` event: it takes the road of a click, event, session, view.

use std::cell::RefCell;
use std::rc::Rc;

use js_sys::Function;
use wasm_bindgen::prelude::*;
use web_sys::{
    Event, MessageChannel, MessageEvent, MessagePort, Worker, WorkerOptions, WorkerType,
};

use crate::engine::five::search::{Budget, Position, Searcher};
use crate::engine::five::think::{self, Decision, Request, Study};
use crate::engine::five::{Board, Rules};

/// The longest turn on the page's thread: a task over 50 ms is a "long
/// task", which a person feels as a page that hangs.
const PAGE_BUDGET: Budget = Budget::from_ms(40).expect("40 ms is a budget");

enum Place {
    /// The worker at this URL, started on the first request.
    Unstarted(String),
    Worker(Worker),
    Page(Channel),
}

/// A channel on the page's thread whose far end thinks.
struct Channel {
    /// Where requests go and replies come from.
    near: MessagePort,
    /// Kept while the channel is: it answers the requests.
    _far: MessagePort,
    _answer: Closure<dyn FnMut(MessageEvent)>,
}

pub struct Thinker {
    place: Place,
    /// Where the replies go: the screen's listener.
    listener: Function,
    /// The request (or study) whose reply is awaited: its id and text.
    pending: Option<(u32, String)>,
    /// The last request's id; replies to earlier ones are stale.
    last_id: u32,
}

impl Thinker {
    /// A thinker that runs `worker`, the URL of worker.js, if there is one,
    /// and hands its replies to `listener`.
    pub fn new(worker: Option<String>, listener: Function) -> Result<Thinker, JsValue> {
        let place = match worker {
            Some(url) => Place::Unstarted(url),
            None => Place::Page(Channel::open(&listener)?),
        };
        Ok(Thinker {
            place,
            listener,
            pending: None,
            last_id: 0,
        })
    }

    /// Asks for the move of `board`'s side to move within `budget`, on an
    /// emptied table if `fresh`. An earlier request is forgotten: its reply
    /// will be dropped.
    pub fn ask(&mut self, board: &Board, budget: Budget, fresh: bool) -> Result<(), JsValue> {
        self.post(|id| {
            let (rules, moves) = (Rules::of(board), board.to_string());
            Request {
                id,
                budget,
                rules,
                moves,
                fresh,
            }
            .to_string()
        })
    }

    /// Asks for the `lines` best moves of `position` within `budget`
    /// each, as `ask` does.
    pub fn study(
        &mut self,
        position: &Position,
        rules: Rules,
        budget: Budget,
        lines: usize,
    ) -> Result<(), JsValue> {
        self.post(|id| {
            let position = position.clone();
            Study {
                id,
                budget,
                rules,
                lines,
                position,
            }
            .to_string()
        })
    }

    /// Asks for the bot's opening decision `decision`, as `ask` does.
    pub fn decide(&mut self, decision: &Decision) -> Result<(), JsValue> {
        self.post(|id| {
            Decision {
                id,
                ..decision.clone()
            }
            .to_string()
        })
    }

    /// Sends the message `text` writes for a new id, starting the worker
    /// on the first.
    fn post(&mut self, text: impl FnOnce(u32) -> String) -> Result<(), JsValue> {
        self.last_id = self.last_id.wrapping_add(1);
        let request = (self.last_id, text(self.last_id));
        if let Place::Unstarted(url) = &self.place {
            self.place = match start(url, &self.listener) {
                Some(worker) => Place::Worker(worker),
                None => Place::Page(Channel::open(&self.listener)?),
            };
        }
        self.send(&request.1);
        self.pending = Some(request);
        Ok(())
    }

    /// Forgets the pending request: its reply will be dropped.
    pub fn cancel(&mut self) {
        self.pending = None;
    }

    /// The reply `event` brings to the pending request, if it brings one,
    /// as text (a `Reply`, a study's `Lines` or a decision's `Decided`). A worker that fails to
    /// load fires `error`: the page then thinks on its own thread, from the
    /// pending request on.
    pub fn reply(&mut self, event: &Event) -> Result<Option<String>, JsValue> {
        match event.type_().as_str() {
            "error" => {
                let Place::Worker(worker) = &self.place else {
                    return Ok(None);
                };
                if event.target().as_ref() != Some(worker.as_ref()) {
                    return Ok(None);
                }
                // Handled here: not an uncaught error for the console.
                event.prevent_default();
                worker.terminate();
                self.place = Place::Page(Channel::open(&self.listener)?);
                if let Some((_, request)) = &self.pending {
                    self.send(request);
                }
                Ok(None)
            }
            "message" => {
                let Some(text) = event
                    .dyn_ref::<MessageEvent>()
                    .and_then(|e| e.data().as_string())
                else {
                    return Ok(None);
                };
                let id = text.split(' ').next().and_then(|id| id.parse().ok());
                if id.is_none() || self.pending.as_ref().map(|&(id, _)| id) != id {
                    return Ok(None);
                }
                self.pending = None;
                Ok(Some(text))
            }
            _ => Ok(None),
        }
    }

    fn send(&self, request: &str) {
        let text = JsValue::from(request);
        // Posting a string cannot fail.
        let _ = match &self.place {
            Place::Worker(worker) => worker.post_message(&text),
            Place::Page(channel) => channel.near.post_message(&text),
            Place::Unstarted(_) => Ok(()),
        };
    }
}

/// Starts the module worker at `url`, whose messages and errors go to
/// `listener`; `None` when the browser refuses (a `file://` page).
fn start(url: &str, listener: &Function) -> Option<Worker> {
    let options = WorkerOptions::new();
    options.set_type(WorkerType::Module);
    let worker = Worker::new_with_options(url, &options).ok()?;
    for kind in ["message", "error"] {
        if worker
            .add_event_listener_with_callback(kind, listener)
            .is_err()
        {
            worker.terminate();
            return None;
        }
    }
    Some(worker)
}

impl Channel {
    /// A channel whose replies go to `listener`, and whose far end answers
    /// each request after the next paint, so that the "thinking" state
    /// shows first.
    fn open(listener: &Function) -> Result<Channel, JsValue> {
        let channel = MessageChannel::new()?;
        let (near, far) = (channel.port1(), channel.port2());
        near.add_event_listener_with_callback("message", listener)?;
        // Listening through `addEventListener` needs the port started.
        near.start();
        let searcher: Rc<RefCell<Option<Searcher>>> = Rc::default();
        let port = far.clone();
        let answer = Closure::<dyn FnMut(MessageEvent)>::new(move |event: MessageEvent| {
            let text = event.data().as_string().unwrap_or_default();
            let (port, searcher) = (port.clone(), Rc::clone(&searcher));
            after_paint(move || {
                let mut searcher = searcher.borrow_mut();
                let searcher =
                    searcher.get_or_insert_with(|| Searcher::new(Searcher::DEFAULT_TABLE_BYTES));
                let clock = js_sys::Date::now;
                let reply = think::answer(&text, searcher, &clock, PAGE_BUDGET);
                let _ = port.post_message(&reply.into());
            });
        });
        far.set_onmessage(Some(answer.as_ref().unchecked_ref()));
        Ok(Channel {
            near,
            _far: far,
            _answer: answer,
        })
    }
}

/// Runs `task` just after the next paint: an animation frame runs just
/// before a paint, and a timeout set in it runs after that paint.
fn after_paint(task: impl FnOnce() + 'static) {
    let window = crate::web::dom::window();
    let task = Closure::once_into_js(task);
    let timer = window.clone();
    let frame = Closure::once_into_js(move || {
        let _ =
            timer.set_timeout_with_callback_and_timeout_and_arguments_0(task.unchecked_ref(), 0);
    });
    let _ = window.request_animation_frame(frame.unchecked_ref());
}
