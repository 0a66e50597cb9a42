//! The incoming edges of each block, for the phis of the `.ll` writer.

use crate::entity::List;
use crate::llvm::ir::{Block, Body, InstKind};

/// For each block, the branches into it (predecessor, arguments passed):
/// those of block `b` are `inc[start[b]..start[b + 1]]`, in print order so
/// that the phis' entries read in layout order. One pass over the branches
/// (counted and listed in `tmp`), then a counting sort, into buffers
/// reused from function to function.
pub(super) fn incoming_edges(
    body: &Body,
    start: &mut Vec<u32>,
    inc: &mut Vec<(Block, List)>,
    tmp: &mut Vec<(u32, Block, List)>,
) {
    let n = body.blocks.len();
    start.clear();
    start.resize(n + 1, 0);
    if body.blocks.iter().all(|b| b.args.is_empty()) {
        // No phis to write (a function of one block, the common small
        // function): the edges are not read.
        inc.clear();
        return;
    }
    tmp.clear();
    let mut edge = |pred: Block, to: Block, args: List| {
        if let Some(c) = start.get_mut(to.index() + 1) {
            *c += 1;
            tmp.push((to.index() as u32, pred, args));
        }
    };
    for blk in body.layout().iter() {
        let b = &body.blocks[blk.index()];
        let Some(last) = body.block_insts(b).last() else {
            continue;
        };
        let pred = *blk;
        match &last.kind {
            InstKind::Br(s) if !s.args.is_empty() => edge(pred, s.block, s.args),
            InstKind::CondBr(_, t, e) => {
                for s in [t, e] {
                    if !s.args.is_empty() {
                        edge(pred, s.block, s.args);
                    }
                }
            }
            InstKind::Switch { default, cases, .. } => {
                let all =
                    std::iter::once(default).chain(cases.get(&body.cases).iter().map(|(_, s)| s));
                for s in all {
                    if !s.args.is_empty() {
                        edge(pred, s.block, s.args);
                    }
                }
            }
            _ => {}
        }
    }
    for i in 0..n {
        start[i + 1] += start[i];
    }
    inc.clear();
    inc.resize(tmp.len(), (Block::new(0), List::default()));
    // `next[b]` is where block b's next edge goes: start[b], moved along.
    let mut next = std::mem::take(start);
    for &(to, pred, args) in tmp.iter() {
        let at = &mut next[to as usize];
        inc[*at as usize] = (pred, args);
        *at += 1;
    }
    // Now next[b] == old start[b + 1]: shift back to get the starts.
    next.rotate_right(1);
    next[0] = 0;
    *start = next;
}
