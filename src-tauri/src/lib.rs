//! Datapad's app shell: wires the engine, the journal file and the settings store to the UI.

#[cfg(test)]
mod acl_tests;
mod awake;
mod commands;
mod dialog;
mod dropped;
mod lock;
mod state;

use datapad_engine::journal::{in_memory, open_or_recover, Opened};
use datapad_engine::stored::file::Stores;
use datapad_engine::JournalError;
use std::path::PathBuf;
use tauri::Manager;

/// The platform's app data folder, made if missing; why not, when it cannot be.
fn data_dir(app: &tauri::App) -> Result<PathBuf, String> {
    let dir = app.path().app_data_dir().map_err(|e| e.to_string())?;
    std::fs::create_dir_all(&dir).map_err(|e| format!("{}: {e}", dir.display()))?;
    Ok(dir)
}

/// Opens the journal in the data folder. A folder that cannot be found or made is not an
/// error: the app then runs on a journal in memory and says so.
fn open_journal(dir: &Result<PathBuf, String>) -> Result<Opened, JournalError> {
    match dir {
        Ok(dir) => open_or_recover(&dir.join("datapad.sqlite")),
        Err(why) => in_memory(why),
    }
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
    // Its dialogs are shown from our own commands; the window is granted none of its commands.
    let builder = builder.plugin(tauri_plugin_dialog::init());
    let result = builder
        .on_window_event(dropped::on_window_event)
        .setup(|app| {
            let dir = data_dir(app);
            // Also without D-Bus (where the plugin above cannot see the first window), one app
            // per journal: a second one would undo the first one's taps.
            if let Ok(dir) = &dir {
                if !lock::take(dir) {
                    eprintln!("Datapad is already open on {}", dir.display());
                    std::process::exit(0);
                }
                // Held now, so no save of another app is under way: a `.saving` file left is
                // one a kill cut short, its store file whole beside it.
                datapad_engine::stored::file::remove_unfinished_saves(dir);
            }
            let stores = match &dir {
                Ok(dir) => Stores::at(dir.clone()),
                Err(why) => Stores::nowhere(why.clone()),
            };
            // Whatever the files hold, the app opens; what went wrong is told on the first screen.
            let opened = open_journal(&dir)?;
            // Built from the embedded content at every start: measured in the README, fast enough
            // that a cache would only add a way to be stale.
            let rules = datapad_engine::rules::Index::builtin()?;
            // The devices at a table this app shares read its kept lists through the writer.
            let shelf_stores = match &dir {
                Ok(dir) => Stores::at(dir.clone()),
                Err(why) => Stores::nowhere(why.clone()),
            };
            let state = state::start(opened, &stores, shelf_stores, rules);
            let keep_awake = datapad_engine::app::settings::current(&state.writer).keep_awake;
            app.manage(awake::AwakeState::new(keep_awake));
            app.manage(state);
            app.manage(stores);
            app.manage(commands::share::Sharing::default());
            app.manage(commands::table::Link::default());
            Ok(())
        })
        .invoke_handler(tauri::generate_handler![
            commands::device::device_frame,
            commands::session::session_resume,
            commands::session::session_new,
            commands::session::session_open,
            commands::session::session_list,
            commands::session::session_export,
            commands::session::session_import,
            commands::session_files::session_export_file,
            commands::session_files::session_import_file,
            commands::files::file_save,
            commands::awake::awake_update,
            commands::awake::awake_available,
            commands::settings::settings_get,
            commands::settings::settings_set,
            commands::kept::kept_save,
            commands::kept::kept_delete,
            commands::kept_files::kept_export_file,
            commands::kept_files::kept_import_file,
            commands::backup::backup_export_file,
            commands::backup::backup_import_file,
            commands::stances::sp_stance_check,
            commands::stances::sp_stance_open_file,
            commands::notices::startup_notices,
            commands::drafts::draft_get,
            commands::drafts::draft_set,
            commands::share::share_start,
            commands::share::share_stop,
            commands::share::share_status,
            commands::share::share_anyone,
            commands::table::table_join,
            commands::table::table_send,
            commands::table::table_leave,
        ])
        .run(tauri::generate_context!());
    if let Err(e) = result {
        eprintln!("Datapad could not start: {e}");
        std::process::exit(1);
    }
}
