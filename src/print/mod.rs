//! Writers: one per output format.

pub mod c_header;
pub mod ll;
