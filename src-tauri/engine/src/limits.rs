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

/// A backup of everything (Settings' Backup): room for a few busy seasons of saved games.
pub const MAX_BACKUP_BYTES: u64 = 64 * 1024 * 1024;

/// Refuses `bytes` past `max`, naming `at`.
pub fn check_bytes(at: &str, bytes: u64, max: u64) -> Result<(), LimitError> {
    if bytes <= max {
        return Ok(());
    }
    Err(LimitError::TooLarge {
        at: at.to_string(),
        bytes,
        max_bytes: max,
        size: size_past(bytes, max),
        max_size: size(max),
    })
}

/// `bytes` as [`size`] says it, with as many more decimals as it takes not to read as `max`:
/// a file a few KiB past 16 MiB is `16.001 MiB`, not `16 MiB`.
fn size_past(bytes: u64, max: u64) -> String {
    let said = size(bytes);
    if said != size(max) || bytes < 1024 {
        return said;
    }
    let (unit, per) = if bytes >= 1 << 20 {
        ("MiB", f64::from(1 << 20))
    } else {
        ("KiB", 1024.0)
    };
    let (n, limit) = (bytes as f64 / per, max as f64 / per);
    (2..=6)
        .map(|places| (format!("{n:.places$}"), format!("{limit:.places$}")))
        .find(|(n, limit)| n != limit)
        .map_or(said, |(n, _)| format!("{n} {unit}"))
}

/// Refuses a file whose [`read_capped`] bytes (`read`) are past `max`, naming `at` and the size
/// of the whole file: the read stopped one byte past the limit, so its length is not the file's.
/// A file whose size the disk does not say (a pipe, a device) is said to be what was read.
pub fn check_read(at: &str, path: &Path, read: &[u8], max: u64) -> Result<(), LimitError> {
    let read = read.len() as u64;
    if read <= max {
        return Ok(());
    }
    let whole = std::fs::metadata(path).map_or(read, |m| m.len().max(read));
    check_bytes(at, whole, max)
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
    fn a_size_just_past_its_limit_is_said_apart_from_it() {
        let said = |bytes, max| match check_bytes("x", bytes, max) {
            Err(LimitError::TooLarge { size, max_size, .. }) => (size, max_size),
            Ok(()) => panic!("{bytes} passes {max}"),
        };
        let mib = 1 << 20;
        assert_eq!(
            said(16 * mib + 1536, 16 * mib),
            ("16.001 MiB".into(), "16 MiB".into())
        );
        assert_eq!(said(16 * mib + 1, 16 * mib).0, "16.000001 MiB");
        assert_eq!(said(17_000_000, 16 * mib).0, "16.2 MiB");
        assert_eq!(said(4097, 4096).0, "4.001 KiB");
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

    #[test]
    fn a_file_past_the_limit_is_refused_with_its_whole_size_not_what_was_read() {
        let dir = tempfile::tempdir().expect("dir");
        let path = dir.path().join("units.json");
        std::fs::File::create(&path)
            .and_then(|f| f.set_len(3 << 20))
            .expect("a 3 MiB file");
        let read = read_capped(&path, 1 << 20).expect("read").expect("present");
        let Err(LimitError::TooLarge { size, bytes, .. }) =
            check_read("units.json", &path, &read, 1 << 20)
        else {
            panic!("refused")
        };
        assert_eq!((size.as_str(), bytes), ("3 MiB", 3 << 20));
        assert_eq!(check_read("x", &path, &read[..10], 10), Ok(()));
    }
}
