//! Lexical leaves of MLIR text, as nom parsers over `&str`. The parser in
//! `parse.rs` drives them through a cursor that turns failures into spanned
//! diagnostics.

use nom::IResult;
use nom::bytes::complete::{take_while, take_while1};
use nom::character::complete::char;
use nom::combinator::recognize;
use nom::sequence::pair;

fn is_id_start(c: char) -> bool {
    c.is_ascii_alphabetic() || c == '_'
}

fn is_id_char(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_' || c == '$' || c == '.'
}

/// Skips white space and `//` comments.
pub fn trivia(i: &str) -> &str {
    // `trivia_len` stops on an ASCII byte or the end: a char boundary.
    &i[trivia_len(i.as_bytes())..]
}

/// The length of the white space and `//` comments at the start of `b`.
/// Runs of spaces (indentation) are skipped 8 bytes at a time: the common
/// trivia, a newline and indentation, is one byte test and one word.
#[inline]
pub fn trivia_len(b: &[u8]) -> usize {
    const SPACES: u64 = u64::from_le_bytes([b' '; 8]);
    let mut k = 0;
    loop {
        match b.get(k) {
            Some(b' ' | b'\t' | b'\n' | b'\r') => {
                k += 1;
                // The spaces after it, 8 at a time where 8 remain.
                while let Some(w) = b.get(k..k + 8) {
                    let x = u64::from_le_bytes(w.try_into().unwrap_or([0; 8])) ^ SPACES;
                    if x != 0 {
                        // (The spaces before the first other byte.)
                        k += (x.trailing_zeros() / 8) as usize;
                        break;
                    }
                    k += 8;
                }
            }
            Some(b'/') if b.get(k + 1) == Some(&b'/') => {
                k += 2;
                while k < b.len() && b[k] != b'\n' {
                    k += 1;
                }
            }
            _ => return k,
        }
    }
}

/// Byte classes of the identifier leaves, by table lookup.
pub(crate) const ID: u8 = 1;
pub(crate) const SUFFIX: u8 = 2;
const DIGIT: u8 = 4;
const HEX: u8 = 8;
pub(crate) static CLASS: [u8; 256] = {
    let mut t = [0u8; 256];
    let mut b = 0;
    while b < 256 {
        let c = b as u8;
        let alnum = c.is_ascii_alphanumeric();
        if alnum || c == b'_' || c == b'$' || c == b'.' {
            t[b] |= ID | SUFFIX;
        }
        if c == b'-' {
            t[b] |= SUFFIX;
        }
        if c.is_ascii_digit() {
            t[b] |= DIGIT;
        }
        if c.is_ascii_hexdigit() {
            t[b] |= HEX;
        }
        b += 1;
    }
    t
};

/// Splits off the longest prefix of ASCII bytes of class `class` (at least
/// one): the byte-level equivalent of nom's `take_while1` for the hot leaves.
#[inline]
fn take_class1(i: &str, class: u8) -> IResult<&str, &str> {
    let n = i
        .bytes()
        .take_while(|&b| CLASS[b as usize] & class != 0)
        .count();
    if n == 0 {
        return Err(nom::Err::Error(nom::error::Error::new(
            i,
            nom::error::ErrorKind::TakeWhile1,
        )));
    }
    // The prefix is ASCII, so `n` is a char boundary.
    Ok((&i[n..], &i[..n]))
}

/// `bare-id ::= (letter|[_]) (letter|digit|[_$.])*`
pub fn bare_id(i: &str) -> IResult<&str, &str> {
    match i.as_bytes().first() {
        Some(&b) if is_id_start(b as char) => take_class1(i, ID),
        _ => recognize(pair(take_while1(is_id_start), take_while(is_id_char)))(i),
    }
}

/// The length of the bare-id at the start of `b` (0 if none): the hot
/// path of op names and keywords (as [`bare_id`], without nom).
#[inline]
pub fn bare_id_len(b: &[u8]) -> usize {
    match b.first() {
        Some(&c) if is_id_start(c as char) => {
            1 + b[1..]
                .iter()
                .take_while(|&&c| CLASS[c as usize] & ID != 0)
                .count()
        }
        _ => 0,
    }
}

/// The number of identifier bytes (`[A-Za-z0-9_$.]`) at the start of `b`,
/// 8 at a time where 8 remain (fixed-size chunks: no bounds check per
/// byte).
#[inline(always)]
pub fn id_run(b: &[u8]) -> usize {
    let mut k = 0;
    while let Some(w) = b.get(k..k + 8) {
        let w: &[u8; 8] = w.try_into().unwrap_or(&[0; 8]);
        for (n, &c) in w.iter().enumerate() {
            if CLASS[c as usize] & ID == 0 {
                return k + n;
            }
        }
        k += 8;
    }
    k + b[k..]
        .iter()
        .take_while(|&&c| CLASS[c as usize] & ID != 0)
        .count()
}

/// The length of the suffix-id at the start of `b` (0 if none): the hot
/// path of value and block names.
#[inline]
pub fn suffix_len(b: &[u8]) -> usize {
    b.iter()
        .take_while(|&&c| CLASS[c as usize] & SUFFIX != 0)
        .count()
}

/// `suffix-id ::= digit+ | (letter|[$._-]) (letter|digit|[$._-])*`, the part
/// after `%` or `^`.
pub fn suffix_id(i: &str) -> IResult<&str, &str> {
    take_class1(i, SUFFIX)
}

/// Decimal digits.
pub fn digits(i: &str) -> IResult<&str, &str> {
    take_class1(i, DIGIT)
}

/// Hex digits after `0x`.
pub fn hex_digits(i: &str) -> IResult<&str, &str> {
    take_class1(i, HEX)
}

/// A string literal body up to (and including) the closing quote, with the
/// escapes `\\`, `\"`, `\n`, `\t` and `\XX` (two hex digits) decoded.
pub fn string_lit(i: &str) -> IResult<&str, String> {
    let (mut i, _) = char('"')(i)?;
    let mut out = String::new();
    loop {
        let mut chars = i.char_indices();
        match chars.next() {
            None | Some((_, '\n')) => {
                return Err(nom::Err::Error(nom::error::Error::new(
                    i,
                    nom::error::ErrorKind::Char,
                )));
            }
            Some((_, '"')) => return Ok((&i[1..], out)),
            Some((_, '\\')) => {
                let rest = &i[1..];
                let b = rest.as_bytes();
                if b.len() >= 2 && b[0].is_ascii_hexdigit() && b[1].is_ascii_hexdigit() {
                    let v = u8::from_str_radix(&rest[..2], 16).unwrap_or(0);
                    out.push(v as char);
                    i = &rest[2..];
                } else {
                    let (c, n) = match b.first() {
                        Some(b'n') => ('\n', 1),
                        Some(b't') => ('\t', 1),
                        Some(b'\\') => ('\\', 1),
                        Some(b'"') => ('"', 1),
                        _ => {
                            return Err(nom::Err::Error(nom::error::Error::new(
                                i,
                                nom::error::ErrorKind::Escaped,
                            )));
                        }
                    };
                    out.push(c);
                    i = &rest[n..];
                }
            }
            Some((_, c)) => {
                out.push(c);
                i = &i[c.len_utf8()..];
            }
        }
    }
}

/// The bytes a string literal (with its quotes) stands for: its UTF-8
/// text, with `\XX` escapes as single bytes.
pub fn string_bytes(lit: &str) -> Option<Vec<u8>> {
    let b = lit.strip_prefix('"')?.strip_suffix('"')?.as_bytes();
    let mut out = Vec::with_capacity(b.len());
    let mut i = 0;
    while i < b.len() {
        if b[i] == b'\\' {
            let hex = |c: u8| (c as char).to_digit(16);
            match (b.get(i + 1), b.get(i + 2)) {
                (Some(&h), Some(&l)) if hex(h).is_some() && hex(l).is_some() => {
                    out.push((hex(h)? * 16 + hex(l)?) as u8);
                    i += 3;
                }
                (Some(&c), _) => {
                    out.push(match c {
                        b'n' => b'\n',
                        b't' => b'\t',
                        other => other,
                    });
                    i += 2;
                }
                _ => return None,
            }
        } else {
            out.push(b[i]);
            i += 1;
        }
    }
    Some(out)
}

/// A numeric literal token: optional `-`, then hex (`0x..`), or decimal with
/// an optional fraction and exponent. Returns the text and whether it is a
/// float (has `.` or exponent).
pub fn number(i: &str) -> IResult<&str, (&str, bool)> {
    let start = i;
    let rest = i.strip_prefix(['-', '+']).unwrap_or(i);
    if let Some(h) = rest.strip_prefix("0x") {
        let (r, _) = hex_digits(h)?;
        return Ok((r, (&start[..start.len() - r.len()], false)));
    }
    let (mut r, _) = digits(rest)?;
    let mut is_float = false;
    if let Some(f) = r.strip_prefix('.') {
        is_float = true;
        r = f.trim_start_matches(|c: char| c.is_ascii_digit());
    }
    if let Some(e) = r.strip_prefix(['e', 'E']) {
        let e2 = e.strip_prefix(['-', '+']).unwrap_or(e);
        if let Ok((after, _)) = digits(e2) {
            is_float = true;
            r = after;
        }
    }
    Ok((r, (&start[..start.len() - r.len()], is_float)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn leaves() {
        assert_eq!(bare_id("std.addi %x"), Ok((" %x", "std.addi")));
        assert_eq!(bare_id_len(b"std.addi %x"), 8);
        assert_eq!(bare_id_len(b"_a$1.b-"), 6);
        assert_eq!(bare_id_len(b"1a"), 0);
        assert_eq!(id_run(b"remi_signed %1"), 11);
        assert_eq!(id_run(b"affine.store"), 12);
        assert_eq!(id_run(b"abcdefgh"), 8);
        assert_eq!(id_run(b"abcdefg "), 7);
        assert_eq!(id_run(b""), 0);
        assert_eq!(id_run(b"%x"), 0);
        assert_eq!(bare_id_len("é".as_bytes()), 0);
        assert_eq!(suffix_id("arg0: i32"), Ok((": i32", "arg0")));
        assert_eq!(number("-12 x"), Ok((" x", ("-12", false))));
        assert_eq!(number("0x7FC00000 :"), Ok((" :", ("0x7FC00000", false))));
        assert_eq!(number("1.5e3:"), Ok((":", ("1.5e3", true))));
        assert_eq!(number("2.0"), Ok(("", ("2.0", true))));
        assert_eq!(string_lit("\"a\\22b\" x"), Ok((" x", "a\"b".to_string())));
        assert!(string_lit("\"abc").is_err());
        assert_eq!(trivia("  // c\n  x"), "x");
        assert_eq!(
            trivia("\n            \t  // c\n                 x  "),
            "x  "
        );
        assert_eq!(trivia("                "), "");
        assert_eq!(trivia("  /x"), "/x");
    }
}
