//! Datapad's app shell: wires the engine, the journal file and the settings store to the UI.

mod commands;
mod state;

use datapad_engine::journal::Journal;
use state::{AppState, Inner};
use std::sync::Mutex;
use tauri::Manager;

/// Where the journal lives: the platform's app data folder.
fn journal_path(app: &tauri::App) -> Result<std::path::PathBuf, Box<dyn std::error::Error>> {
    let dir = app.path().app_data_dir()?;
    std::fs::create_dir_all(&dir)?;
    Ok(dir.join("datapad.sqlite"))
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    let result = tauri::Builder::default()
        .plugin(tauri_plugin_store::Builder::default().build())
        .setup(|app| {
            let journal = Journal::open(&journal_path(app)?)?;
            let settings = commands::settings::load(app.handle());
            // Built from the embedded content at every start: measured in the README, fast enough
            // that a cache would only add a way to be stale.
            let rules = datapad_engine::rules::Index::builtin()?;
            app.manage(AppState(
                Mutex::new(Inner::new(journal, settings)),
                Mutex::new(rules),
            ));
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            commands::session::session_resume,
            commands::session::session_new,
            commands::session::session_open,
            commands::session::session_list,
            commands::session::session_apply,
            commands::session::session_undo,
            commands::session::session_redo,
            commands::session::session_export,
            commands::session::session_import,
            commands::session::session_log,
            commands::dice::odds_sp,
            commands::dice::odds_hoth,
            commands::dice::dice_list,
            commands::settings::settings_get,
            commands::settings::settings_set,
            commands::rules::rules_search,
            commands::rules::rules_show,
            commands::units::sp_units,
            commands::units::sp_unit_save,
            commands::units::sp_unit_delete,
        ])
        .run(tauri::generate_context!());
    if let Err(e) = result {
        eprintln!("Datapad could not start: {e}");
        std::process::exit(1);
    }
}
