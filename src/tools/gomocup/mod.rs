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

pub use answer::Answer;
pub use brain::Brain;
pub use command::{Command, Field, Info};

/// Answers `input` line by line until END or the end of the input,
/// flushing after each line's answers: the manager waits for them.
pub fn serve(brain: &mut Brain, input: impl BufRead, mut output: impl Write) -> io::Result<()> {
    for line in input.split(b'\n') {
        // Bytes, not `lines()`: a line that is not UTF-8 is a bad command,
        // not the end of the conversation.
        let line = line?;
        for answer in brain.handle(&String::from_utf8_lossy(&line)) {
            writeln!(output, "{answer}")?;
        }
        output.flush()?;
        if brain.has_ended() {
            break;
        }
    }
    Ok(())
}
