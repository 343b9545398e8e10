//! The commands the app registers, the commands the build step gives permissions to, and the
//! permissions the main window's capability grants are one list: a command missing from either
//! would be refused at run time, one missing from the handler would be a dead permission.

use std::collections::BTreeSet;

fn registered() -> BTreeSet<String> {
    include_str!("lib.rs")
        .lines()
        .filter_map(|l| l.trim().strip_prefix("commands::"))
        .filter_map(|l| {
            l.trim_end_matches(',')
                .rsplit("::")
                .next()
                .map(String::from)
        })
        .collect()
}

#[test]
fn every_command_is_permitted_to_the_main_window_and_nothing_else() {
    let commands = registered();
    assert!(commands.len() > 10, "{commands:?}");
    let build = include_str!("../build.rs");
    let in_build: BTreeSet<String> = build
        .lines()
        .filter_map(|l| {
            l.trim()
                .strip_prefix('"')?
                .strip_suffix("\",")
                .map(String::from)
        })
        .collect();
    assert_eq!(in_build, commands, "build.rs COMMANDS");
    let cap: serde_json::Value =
        serde_json::from_str(include_str!("../capabilities/default.json")).expect("json");
    let granted: BTreeSet<String> = cap["permissions"]
        .as_array()
        .expect("permissions")
        .iter()
        .filter_map(|p| {
            p.as_str()?
                .strip_prefix("allow-")
                .map(|c| c.replace('-', "_"))
        })
        .collect();
    assert_eq!(granted, commands, "capabilities/default.json");
}
