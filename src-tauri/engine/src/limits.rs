//! The limits inputs share, in one place, with the same numbers when saving, loading, pasting
//! and importing: what could not be read back is never saved. A game's own kinds (a stance, a
//! unit, a card) keep their limits in the game's folder.

use crate::error::LimitError;
use std::io::Read;
use std::path::Path;

/// A store file (the settings, one kept list, the drafts). Past it a file is not read, so
/// nothing that would make it larger is saved.
pub const MAX_STORE_BYTES: u64 = 4 * 1024 * 1024;

/// One draft of a form (an attack rolled but not applied): far above any the screens write.
pub const MAX_DRAFT_BYTES: u64 = 256 * 1024;

/// A session file, imported, replayed or read as a `play` script.
pub const MAX_SESSION_BYTES: u64 = 16 * 1024 * 1024;

/// Refuses `bytes` past `max`, naming `at`.
pub fn check_bytes(at: &str, bytes: u64, max: u64) -> Result<(), LimitError> {
    if bytes <= max {
        return Ok(());
    }
    Err(LimitError::TooLarge {
        at: at.to_string(),
        bytes,
        max_bytes: max,
        size: size(bytes),
        max_size: size(max),
    })
}

/// A size as people read it, in KiB or MiB, never in bytes: `16 MiB`, `1.5 KiB`.
pub fn size(bytes: u64) -> String {
    if bytes < 1024 {
        return "under 1 KiB".into();
    }
    let (n, unit) = if bytes >= 1 << 20 {
        (bytes as f64 / f64::from(1 << 20), "MiB")
    } else {
        (bytes as f64 / 1024.0, "KiB")
    };
    let n = format!("{n:.1}");
    format!("{} {unit}", n.trim_end_matches(".0"))
}

/// A file's bytes up to one past `max` (so a file past it is seen to be, without reading it
/// whole); `None` when there is no file.
pub fn read_capped(path: &Path, max: u64) -> std::io::Result<Option<Vec<u8>>> {
    let file = match std::fs::File::open(path) {
        Ok(f) => f,
        Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(e) => return Err(e),
    };
    let mut bytes = Vec::new();
    file.take(max + 1).read_to_end(&mut bytes)?;
    Ok(Some(bytes))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_size_at_the_limit_passes_and_one_past_it_is_named() {
        assert_eq!(check_bytes("x", 10, 10), Ok(()));
        assert_eq!(
            check_bytes("units.json", 11, 10),
            Err(LimitError::TooLarge {
                at: "units.json".into(),
                bytes: 11,
                max_bytes: 10,
                size: "under 1 KiB".into(),
                max_size: "under 1 KiB".into(),
            })
        );
    }

    #[test]
    fn sizes_are_said_in_kib_or_mib() {
        assert_eq!(size(16 * 1024 * 1024), "16 MiB");
        assert_eq!(size(1536), "1.5 KiB");
        assert_eq!(size(17_000_000), "16.2 MiB");
    }

    #[test]
    fn a_file_is_read_only_to_one_past_the_limit() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("big");
        std::fs::write(&path, vec![b'x'; 100]).expect("write");
        let read = read_capped(&path, 10).expect("read").expect("present");
        assert_eq!(read.len(), 11);
        assert_eq!(read_capped(&dir.path().join("none"), 10).expect("ok"), None);
    }
}
