//! The stance a `--attacker`, `--defender` or `--targets` option names: a stance file, or a
//! shipped stance id. A file that cannot be read or used exits 1 and says why in words; a
//! name that is neither a file nor a shipped id is a usage error (exit 2).

use super::attack_error::AttackError;
use super::cli::CliError;
use super::limits::STANCE_TEXT_BYTES;
use super::stance::{builtin_stances, oversize, parse, Stance};
use std::path::Path;

/// A file's bytes, reading at most one past the stance limit: a longer file (or an endless
/// one) is refused by its size and never read whole.
fn read_bounded(path: &Path) -> std::io::Result<Vec<u8>> {
    use std::io::Read;
    let mut bytes = Vec::new();
    std::fs::File::open(path)?
        .take(STANCE_TEXT_BYTES as u64 + 1)
        .read_to_end(&mut bytes)?;
    Ok(bytes)
}

/// Why a file cannot be opened, without the system's error number.
fn io_words(e: &std::io::Error) -> String {
    match e.kind() {
        std::io::ErrorKind::NotFound => "no such file".into(),
        std::io::ErrorKind::PermissionDenied => "not allowed to open it".into(),
        _ => {
            let text = e.to_string();
            text.split(" (os error")
                .next()
                .unwrap_or(&text)
                .to_lowercase()
        }
    }
}

/// Whether the player meant a file: it has a folder in it or a `.json` ending.
fn looks_like_a_file(arg: &str) -> bool {
    arg.contains('/') || arg.contains('\\') || arg.to_ascii_lowercase().ends_with(".json")
}

/// A stance file if one exists at that path, else a shipped stance id.
pub fn load_stance(arg: &str, role: &str) -> Result<Stance, CliError> {
    let path = Path::new(arg);
    let unusable = |why: &str| CliError {
        code: 1,
        message: format!("the {role} stance file {arg}: {why}"),
    };
    if path.is_dir() {
        return Err(unusable("a folder, not a stance file"));
    }
    if path.exists() {
        let bytes = read_bounded(path).map_err(|e| unusable(&io_words(&e)))?;
        let invalid = |problem| -> CliError {
            AttackError::StanceInvalid {
                role: role.into(),
                problem,
            }
            .into()
        };
        if bytes.len() > STANCE_TEXT_BYTES {
            return Err(invalid(oversize()));
        }
        let text = String::from_utf8(bytes).map_err(|_| unusable("not text (not UTF-8)"))?;
        if text.trim().is_empty() {
            return Err(unusable("the file is empty"));
        }
        return parse(&text).map_err(invalid);
    }
    let shipped = builtin_stances().map_err(|problem| AttackError::StanceInvalid {
        role: role.into(),
        problem,
    })?;
    match shipped.into_iter().find(|s| s.id == arg) {
        Some(s) => Ok(s),
        None if looks_like_a_file(arg) => Err(unusable("no such file")),
        None => Err(AttackError::UnknownStance { id: arg.into() }.into()),
    }
}
