//! Keeps `grammar/mlir.ebnf` true: every example in it, written between a
//! line `(* example:` and a line `*)`, must parse and verify. Examples that
//! use features this version does not lower yet must fail only with the
//! "not supported yet" diagnostic of the lowering stage.

use mlir2ll::diag::Phase;

fn examples() -> Vec<(usize, String)> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/grammar/mlir.ebnf");
    let text = std::fs::read_to_string(path).expect("cannot read grammar/mlir.ebnf");
    let mut out = Vec::new();
    let mut cur: Option<(usize, String)> = None;
    for (i, line) in text.lines().enumerate() {
        match &mut cur {
            None if line.trim() == "(* example:" => cur = Some((i + 1, String::new())),
            None => {}
            Some(_) if line.trim() == "*)" => out.extend(cur.take()),
            Some((_, s)) => {
                s.push_str(line);
                s.push('\n');
            }
        }
    }
    assert!(cur.is_none(), "an example is not closed with `*)`");
    out
}

#[test]
fn grammar_examples_parse() {
    let ex = examples();
    assert!(
        ex.len() >= 25,
        "expected at least 25 examples, found {}",
        ex.len()
    );
    let mut compiled = 0;
    for (line, src) in &ex {
        match mlir2ll::check(src) {
            Ok(_) => compiled += 1,
            Err(e) if e.phase == Phase::Lower => {}
            Err(e) => panic!(
                "the grammar example at line {line} does not parse:\n{}",
                mlir2ll::render(&e, "example.mlir", src)
            ),
        }
    }
    assert!(
        compiled * 2 >= ex.len(),
        "only {compiled} of {} examples compile",
        ex.len()
    );
}
