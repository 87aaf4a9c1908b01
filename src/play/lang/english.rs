//! Each module's English, picked out of `en.txt` as the crate compiles:
//! the first load's, and each later module's with its own part's.

use super::text::Part;

/// Copies into `out` the lines of `file` that hold the page's texts and
/// `part`'s, without comments or blank lines, and returns their length; an
/// `out` too short (`&mut []`) only counts.
pub const fn lines(file: &[u8], part: Part, out: &mut [u8]) -> usize {
    let (mut start, mut length) = (0, 0);
    while start < file.len() {
        let mut end = start;
        while end < file.len() && file[end] != b'\n' {
            end += 1;
        }
        // The line with its end, which the last line may lack.
        let next = if end < file.len() { end + 1 } else { end };
        if is_text_of(file, start, end, part) {
            let mut i = start;
            while i < next {
                if length < out.len() {
                    out[length] = file[i];
                }
                length += 1;
                i += 1;
            }
        }
        start = next;
    }
    length
}

/// Whether `file[start..end]` is a line of a text of the page or `part`.
const fn is_text_of(file: &[u8], start: usize, end: usize, part: Part) -> bool {
    let mut first = start;
    while first < end && file[first].is_ascii_whitespace() {
        first += 1;
    }
    if first == end || file[first] == b'#' {
        return false;
    }
    let (line, _) = file.split_at(end);
    let (_, line) = line.split_at(first);
    match std::str::from_utf8(line) {
        Ok(line) => {
            let of = Part::of(line) as usize;
            of == Part::Page as usize || of == part as usize
        }
        Err(_) => false,
    }
}
