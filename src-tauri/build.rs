//! Tauri's build step, with the app's own commands listed: each gets an `allow-…` permission, and
//! the main window's capability (capabilities/default.json) grants exactly these, instead of every
//! command being open to every window. A test in src/acl_tests.rs keeps the three lists equal.

const COMMANDS: &[&str] = &[
    "device_frame",
    "session_resume",
    "session_new",
    "session_open",
    "session_list",
    "session_export",
    "session_import",
    "session_export_file",
    "session_import_file",
    "file_save",
    "awake_update",
    "awake_available",
    "settings_get",
    "settings_set",
    "kept_save",
    "kept_delete",
    "kept_export_file",
    "kept_import_file",
    "backup_export_file",
    "backup_import_file",
    "sp_stance_check",
    "sp_stance_open_file",
    "startup_notices",
    "draft_get",
    "draft_set",
    "share_start",
    "share_stop",
    "share_status",
    "share_anyone",
    "table_join",
    "table_send",
    "table_leave",
];

fn main() {
    tauri_build::try_build(
        tauri_build::Attributes::new()
            .app_manifest(tauri_build::AppManifest::new().commands(COMMANDS)),
    )
    .expect("tauri build");
}
