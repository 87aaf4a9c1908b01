//! A Gomocup brain: the Hard bot behind the Piskvork protocol, one command
//! a line on standard input and the answers on standard output. Native
//! only: the page has no use for it.
//!
//! - `command`: the manager's lines, read and written.
//! - `answer`: the brain's lines, written and read.
//! - `brain`: the state between commands, which turns a line into answers.
//! - `timing`: the time a move may take.

pub mod answer;
pub mod brain;
pub mod command;
pub mod timing;

use std::io::{self, BufRead, Write};
use std::sync::atomic::Ordering;
use std::sync::mpsc;
use std::thread;

pub use answer::Answer;
pub use brain::Brain;
pub use command::{Command, Field, Info};

/// Answers `input` line by line until END or the end of the input,
/// flushing after each line's answers: the manager waits for them. A thread
/// reads the lines as they come, so that an END sent while the brain thinks
/// stops the search at once rather than after the move.
pub fn serve(
    brain: &mut Brain,
    input: impl BufRead + Send + 'static,
    mut output: impl Write,
) -> io::Result<()> {
    let end_requested = brain.end_requested();
    let (send, lines) = mpsc::channel();
    thread::spawn(move || {
        // Bytes, not `lines()`: a line that is not UTF-8 is a bad command,
        // not the end of the conversation.
        for line in input.split(b'\n') {
            let Ok(line) = line else { break };
            let line = String::from_utf8_lossy(&line).into_owned();
            if line.parse() == Ok(Command::End) {
                end_requested.store(true, Ordering::Relaxed);
            }
            if send.send(line).is_err() {
                break;
            }
        }
    });
    for line in lines {
        for answer in brain.handle(&line) {
            writeln!(output, "{answer}")?;
        }
        output.flush()?;
        if brain.has_ended() {
            break;
        }
    }
    Ok(())
}
