//! Running the tools each step needs: every command printed before it runs, in the folder and
//! with the environment given.

use std::path::Path;
use std::process::Command;

/// Runs a command, echoing its output as it comes, and returns whether it passed and the lines
/// it printed (the bench and the soak read their figures from them).
pub fn echoed(
    dir: &Path,
    program: &str,
    args: &[&str],
    env: &[(&str, &str)],
) -> Result<(bool, Vec<String>), String> {
    println!("xtask: $ {program} {}", args.join(" "));
    let mut child = Command::new(program)
        .args(args)
        .current_dir(dir)
        .envs(env.iter().copied())
        .stdout(std::process::Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {program}: {e}"))?;
    let mut lines = Vec::new();
    if let Some(out) = child.stdout.take() {
        use std::io::BufRead;
        for line in std::io::BufReader::new(out).lines().map_while(Result::ok) {
            println!("{line}");
            lines.push(line);
        }
    }
    let status = child.wait().map_err(|e| e.to_string())?;
    Ok((status.success(), lines))
}

/// Prints what runs, runs it in `dir`, fails with its exit status.
pub fn run(dir: &Path, program: &str, args: &[&str], env: &[(&str, &str)]) -> Result<(), String> {
    println!("xtask: $ {program} {}", args.join(" "));
    let status = Command::new(program)
        .args(args)
        .current_dir(dir)
        .envs(env.iter().copied())
        .status()
        .map_err(|e| format!("cannot start {program}: {e}"))?;
    if status.success() {
        Ok(())
    } else {
        Err(format!("`{program} {}` failed ({status})", args.join(" ")))
    }
}
