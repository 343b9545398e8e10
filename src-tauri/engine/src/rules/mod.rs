//! The rules reference: entries in both languages for all four games, errata attached to what
//! they change, and full-text search.

pub mod cite;
mod entry;
mod fold;
mod index;
mod library;
#[cfg(test)]
mod tests;
mod view;

pub use entry::{games, Entry, Text};
pub use fold::fold;
pub use index::{query_clipped, Index, MAX_QUERY_CHARS, MAX_QUERY_WORDS};
pub use library::{Library, CONTENT_VERSION};
pub use view::{Amendment, EntryLink, EntryView, Hit};
