//! One app per data folder, also where the single-instance plugin cannot tell (it asks D-Bus,
//! which a desktop without a session bus does not have): a lock on `datapad.lock` in the
//! folder, held while the app runs and let go by the system when it ends, however it ends.

use std::fs::{File, OpenOptions, TryLockError};
use std::path::Path;
use std::sync::OnceLock;

/// The held lock, kept open for the life of the process.
static HELD: OnceLock<File> = OnceLock::new();

/// Takes the folder's lock; `false` when another app holds it. An app closing as this one
/// starts is given two seconds to let go. A folder where locks cannot be taken at all does not
/// stop the app: the plugin's guard still stands.
pub fn take(dir: &Path) -> bool {
    for _ in 0..20 {
        match try_lock(dir) {
            Ok(file) => {
                let _ = HELD.set(file);
                return true;
            }
            Err(false) => return true,
            Err(true) => std::thread::sleep(std::time::Duration::from_millis(100)),
        }
    }
    false
}

/// The locked file, or whether the failure was another holder.
fn try_lock(dir: &Path) -> Result<File, bool> {
    let file = OpenOptions::new()
        .create(true)
        .truncate(false)
        .write(true)
        .open(dir.join("datapad.lock"))
        .map_err(|_| false)?;
    match file.try_lock() {
        Ok(()) => Ok(file),
        Err(TryLockError::WouldBlock) => Err(true),
        Err(TryLockError::Error(_)) => Err(false),
    }
}

#[cfg(test)]
mod tests {
    use super::try_lock;

    #[test]
    fn a_second_holder_is_refused_until_the_first_lets_go() {
        let dir = tempfile::tempdir().expect("dir");
        let first = try_lock(dir.path()).expect("first");
        assert_eq!(try_lock(dir.path()).err(), Some(true), "held");
        drop(first);
        assert!(try_lock(dir.path()).is_ok(), "free again");
    }
}
