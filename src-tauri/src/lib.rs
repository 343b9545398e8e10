//! Datapad's app shell: wires the engine, the journal file and the settings store to the UI.

#[cfg(test)]
mod acl_tests;
mod commands;
mod state;

use datapad_engine::journal::{in_memory, open_or_recover, Opened};
use datapad_engine::JournalError;
use state::{AppState, Inner};
use std::sync::Mutex;
use tauri::Manager;

/// Opens the journal in the platform's app data folder. A folder that cannot be found or made
/// is not an error: the app then runs on a journal in memory and says so.
fn open_journal(app: &tauri::App) -> Result<Opened, JournalError> {
    let dir = match app.path().app_data_dir() {
        Ok(dir) => dir,
        Err(e) => return in_memory(&e.to_string()),
    };
    if let Err(e) = std::fs::create_dir_all(&dir) {
        return in_memory(&format!("{}: {e}", dir.display()));
    }
    open_or_recover(&dir.join("datapad.sqlite"))
}

#[cfg_attr(mobile, tauri::mobile_entry_point)]
pub fn run() {
    let builder = tauri::Builder::default();
    // Registered first, as the plugin asks: a second start on the desktop brings the open window
    // forward instead of running a second app that would undo the first one's taps.
    #[cfg(desktop)]
    let builder = builder.plugin(tauri_plugin_single_instance::init(|app, _args, _cwd| {
        if let Some(window) = app.get_webview_window("main") {
            let _ = window.unminimize();
            let _ = window.set_focus();
        }
    }));
    let result = builder
        .plugin(tauri_plugin_store::Builder::default().build())
        .setup(|app| {
            // Whatever the files hold, the app opens; what went wrong is told on the first screen.
            let opened = open_journal(app)?;
            let (settings, mut notices) = commands::settings::load(app.handle());
            notices.extend(opened.notice);
            notices.extend(commands::kept::check(app.handle()));
            // Built from the embedded content at every start: measured in the README, fast enough
            // that a cache would only add a way to be stale.
            let rules = datapad_engine::rules::Index::builtin()?;
            let mut inner = Inner::new(opened.journal, settings);
            inner.notices = notices;
            app.manage(AppState(Mutex::new(inner), Mutex::new(rules)));
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
            commands::session::session_query,
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
            commands::kept::kept_list,
            commands::kept::kept_save,
            commands::kept::kept_delete,
            commands::stances::sp_stance_check,
            commands::notices::startup_notices,
            commands::drafts::draft_get,
            commands::drafts::draft_set,
        ])
        .run(tauri::generate_context!());
    if let Err(e) = result {
        eprintln!("Datapad could not start: {e}");
        std::process::exit(1);
    }
}
