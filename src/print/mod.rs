//! Writers: one per output format.

pub mod ll;
