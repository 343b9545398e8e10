//! TypeScript types for every DTO that crosses into the UI, generated from these Rust types and
//! checked in under `ui/src/lib/bindings`. A test fails when the checked-in files drift; run
//! `cargo xtask bindings` to regenerate them.

use std::path::Path;
use ts_rs::{ExportError, TS};

mod game_ids;

/// Writes every exported type (and the types they use) into `dir`: the framework's, the
/// registry's game ids, then each registered game's actions, events, state, view and the types
/// its screens use besides ([`crate::game::Game::extra_bindings`]).
pub fn export_all(dir: &Path) -> Result<(), ExportError> {
    use crate::error::{Error, JournalError};
    use crate::game::Message;
    use crate::journal::{LogPage, SessionView};
    use crate::kit::{Reading, RuleLink};
    use crate::settings::Settings;
    Error::export_all_to(dir)?;
    JournalError::export_all_to(dir)?;
    Message::export_all_to(dir)?;
    Reading::export_all_to(dir)?;
    RuleLink::export_all_to(dir)?;
    Settings::export_all_to(dir)?;
    SessionView::export_all_to(dir)?;
    LogPage::export_all_to(dir)?;
    crate::dice::Die::export_all_to(dir)?;
    crate::rules::Hit::export_all_to(dir)?;
    crate::rules::EntryView::export_all_to(dir)?;
    crate::app::backup::Restored::export_all_to(dir)?;
    game_ids::export(dir)?;
    for game in crate::games::registry::GAMES {
        (game.bindings)(dir)?;
    }
    crate::stored::kept::export_bindings(dir)?;
    crate::writer::export_bindings(dir)?;
    // Last, over the placeholder every type carrying an `AppError` writes: the union of codes.
    std::fs::write(dir.join("ErrorCode.ts"), crate::wire_codes::file())?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeMap;
    use std::path::PathBuf;

    fn read_dir(dir: &std::path::Path) -> BTreeMap<String, String> {
        std::fs::read_dir(dir)
            .map(|entries| {
                entries
                    .filter_map(Result::ok)
                    .filter(|e| e.path().extension().is_some_and(|x| x == "ts"))
                    .map(|e| {
                        (
                            e.file_name().to_string_lossy().into_owned(),
                            std::fs::read_to_string(e.path()).unwrap_or_default(),
                        )
                    })
                    .collect()
            })
            .unwrap_or_default()
    }

    #[test]
    fn checked_in_bindings_match_the_rust_types() {
        let checked_in =
            PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../../ui/src/lib/bindings");
        if std::env::var_os("DATAPAD_BLESS").is_some() {
            let _ = std::fs::remove_dir_all(&checked_in);
            super::export_all(&checked_in).expect("export bindings");
        }
        let fresh = tempfile::tempdir().expect("temp dir");
        super::export_all(fresh.path()).expect("export bindings");
        let (want, have) = (read_dir(fresh.path()), read_dir(&checked_in));
        assert!(
            want == have,
            "ui/src/lib/bindings drifted from the Rust types; run `cargo xtask bindings`. Differs: {:?}",
            want.keys().chain(have.keys()).filter(|k| want.get(*k) != have.get(*k)).collect::<std::collections::BTreeSet<_>>()
        );
    }
}
