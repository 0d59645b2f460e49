//! Text cut to the width of a panel (the choices, the keys, the log).

/// Splits text into lines of at most `width` characters at spaces.
pub fn wrap_words(s: &str, width: usize) -> Vec<String> {
    let mut out = Vec::new();
    let mut line = String::new();
    for word in s.split(' ') {
        let w = word.chars().count();
        let l = line.chars().count();
        if l > 0 && l + 1 + w > width {
            out.push(std::mem::take(&mut line));
        }
        if !line.is_empty() {
            line.push(' ');
        }
        line.push_str(word);
        while line.chars().count() > width {
            let head: String = line.chars().take(width).collect();
            let tail: String = line.chars().skip(width).collect();
            out.push(head);
            line = tail;
        }
    }
    if !line.is_empty() || out.is_empty() {
        out.push(line);
    }
    out
}
