//! Every option and argument of every subcommand says what it is in `--help`.

use super::Cli;
use clap::CommandFactory;

/// `(command path, argument id)` of each argument without a help line.
fn without_help(cmd: &clap::Command, path: &str, out: &mut Vec<String>) {
    for arg in cmd.get_arguments() {
        let id = arg.get_id().as_str();
        if matches!(id, "help" | "version") {
            continue;
        }
        if arg.get_help().is_none() && arg.get_long_help().is_none() {
            out.push(format!("{path} {id}"));
        }
    }
    for sub in cmd.get_subcommands() {
        if sub.get_name() != "help" {
            without_help(sub, &format!("{path} {}", sub.get_name()), out);
        }
    }
}

#[test]
fn every_argument_of_every_subcommand_has_a_help_line() {
    let mut cmd = Cli::command();
    cmd.build();
    let mut missing = Vec::new();
    without_help(&cmd, "datapad", &mut missing);
    assert!(missing.is_empty(), "no help line: {missing:#?}");
}

#[test]
fn the_help_states_the_exit_codes() {
    let help = Cli::command().render_long_help().to_string();
    assert!(help.contains("Exit codes:"), "{help}");
    for code in ["0  done", "1  refused or unusable", "2  usage error"] {
        assert!(help.contains(code), "{code}: {help}");
    }
}

#[test]
fn clap_is_consistent() {
    Cli::command().debug_assert();
}
