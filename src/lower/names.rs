//! The lowering's functions by name, without a copy of every name.
//!
//! Most functions are found under the hash of their name, and the name is
//! read from the function itself (`l::Func::name`): a module of many
//! functions does not keep (nor allocate, nor free) a second copy of each
//! name. A name that is not its function's own (`main` renamed by
//! `--main-name`) or whose hash is taken by another name is kept in full.

use crate::entity::{FxHashMap, FxHasher};
use crate::llvm::ir as l;
use std::collections::hash_map::Entry;
use std::hash::Hasher;

#[derive(Default, Debug)]
pub(super) struct Decls {
    /// By the hash of the name, when the name is the function's own.
    by_hash: FxHashMap<u64, l::FuncRef>,
    /// The others, by their name.
    named: FxHashMap<String, l::FuncRef>,
}

fn hash(name: &str) -> u64 {
    let mut h = FxHasher::default();
    h.write(name.as_bytes());
    h.finish()
}

impl Decls {
    /// The function named `name`.
    pub(super) fn get(&self, funcs: &[l::Func], name: &str) -> Option<l::FuncRef> {
        if !self.named.is_empty()
            && let Some(&r) = self.named.get(name)
        {
            return Some(r);
        }
        let r = *self.by_hash.get(&hash(name))?;
        (funcs[r.index()].name == name).then_some(r)
    }

    /// The hash of `name` when no function has that name nor its hash (the
    /// common case of a new function): then [`Decls::add_own`] names one.
    /// One hash of the name instead of [`Decls::get`]'s and
    /// [`Decls::insert`]'s.
    pub(super) fn free_hash(&self, name: &str) -> Option<u64> {
        if !self.named.is_empty() && self.named.contains_key(name) {
            return None;
        }
        let h = hash(name);
        (!self.by_hash.contains_key(&h)).then_some(h)
    }

    /// Makes the name whose [`Decls::free_hash`] was `h` mean function
    /// `r`, whose own name it is.
    pub(super) fn add_own(&mut self, h: u64, r: l::FuncRef) {
        self.by_hash.insert(h, r);
    }

    pub(super) fn contains(&self, funcs: &[l::Func], name: &str) -> bool {
        self.get(funcs, name).is_some()
    }

    /// Makes `name` mean function `r` (replacing what it meant).
    pub(super) fn insert(&mut self, funcs: &[l::Func], name: &str, r: l::FuncRef) {
        if let Some(v) = self.named.get_mut(name) {
            *v = r;
            return;
        }
        let own = funcs[r.index()].name == name;
        match self.by_hash.entry(hash(name)) {
            Entry::Vacant(e) if own => {
                e.insert(r);
            }
            Entry::Occupied(mut e) if own && funcs[e.get().index()].name == name => {
                e.insert(r);
            }
            _ => {
                self.named.insert(name.to_string(), r);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn func(name: &str) -> l::Func {
        l::Func {
            name: name.to_string(),
            ty: l::Ty::new(0),
            linkage: l::Linkage::External,
            body: None,
            attrs: Default::default(),
        }
    }

    #[test]
    fn own_renamed_and_replaced_names() {
        let funcs = vec![func("f"), func("renamed"), func("g"), func("f")];
        let r = l::FuncRef::new;
        let mut d = Decls::default();
        assert_eq!(d.get(&funcs, "f"), None);
        d.insert(&funcs, "f", r(0));
        d.insert(&funcs, "main", r(1));
        d.insert(&funcs, "g", r(2));
        assert_eq!(d.get(&funcs, "f"), Some(r(0)));
        assert_eq!(d.get(&funcs, "main"), Some(r(1)));
        assert_eq!(d.get(&funcs, "renamed"), None);
        assert_eq!(d.get(&funcs, "g"), Some(r(2)));
        assert!(!d.contains(&funcs, "h"));
        assert!(d.free_hash("f").is_none() && d.free_hash("main").is_none());
        let h = d.free_hash("h").expect("a new name");
        let funcs = [funcs.as_slice(), &[func("h")]].concat();
        d.add_own(h, r(4));
        assert_eq!(d.get(&funcs, "h"), Some(r(4)));
        // A later function of the same name replaces the first.
        d.insert(&funcs, "f", r(3));
        assert_eq!(d.get(&funcs, "f"), Some(r(3)));
        // A name kept in full is replaced there.
        d.insert(&funcs, "main", r(2));
        assert_eq!(d.get(&funcs, "main"), Some(r(2)));
    }
}
