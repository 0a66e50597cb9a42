//! The incoming edges of each block, for the phis of the `.ll` writer.

use crate::entity::List;
use crate::llvm::ir::{Block, Body, InstKind};

/// For each block, the branches into it (predecessor, arguments passed):
/// those of block `b` are `inc[start[b]..start[b + 1]]`, in print order so
/// that the phis' entries read in layout order. Two passes (count, then
/// place) into buffers reused from function to function.
pub(super) fn incoming_edges(body: &Body, start: &mut Vec<u32>, inc: &mut Vec<(Block, List)>) {
    fn each_edge(body: &Body, mut f: impl FnMut(Block, Block, List)) {
        for blk in body.layout().iter() {
            let b = &body.blocks[blk.index()];
            let Some(last) = body.block_insts(b).last() else {
                continue;
            };
            let pred = *blk;
            match &last.kind {
                InstKind::Br(s) if !s.args.is_empty() => f(pred, s.block, s.args),
                InstKind::CondBr(_, t, e) => {
                    for s in [t, e] {
                        if !s.args.is_empty() {
                            f(pred, s.block, s.args);
                        }
                    }
                }
                InstKind::Switch { default, cases, .. } => {
                    let all = std::iter::once(default)
                        .chain(cases.get(&body.cases).iter().map(|(_, s)| s));
                    for s in all {
                        if !s.args.is_empty() {
                            f(pred, s.block, s.args);
                        }
                    }
                }
                _ => {}
            }
        }
    }
    let n = body.blocks.len();
    start.clear();
    start.resize(n + 1, 0);
    each_edge(body, |_, to, _| start[to.index() + 1] += 1);
    for i in 0..n {
        start[i + 1] += start[i];
    }
    inc.clear();
    inc.resize(start[n] as usize, (Block::new(0), List::default()));
    // `next[b]` is where block b's next edge goes: start[b], moved along.
    let mut next = std::mem::take(start);
    each_edge(body, |pred, to, args| {
        let at = &mut next[to.index()];
        inc[*at as usize] = (pred, args);
        *at += 1;
    });
    // Now next[b] == old start[b + 1]: shift back to get the starts.
    next.rotate_right(1);
    next[0] = 0;
    *start = next;
}
