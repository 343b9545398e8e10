//! The installable Linux package: `cargo xtask bundle` builds a `.deb` with Tauri's bundler (npm's
//! `@tauri-apps/cli` ships it prebuilt, so nothing has to be compiled for it), and the test lane
//! checks one the way a distribution would: what `dpkg-deb` lists, `appstreamcli validate` on
//! the metainfo, `desktop-file-validate` on the desktop entry, and the unpacked binary started
//! by an end-to-end test.

use std::path::{Path, PathBuf};
use std::process::Command;

/// What the package check adds to the system: the AppStream and desktop-entry validators.
pub const PACKAGES: &[&str] = &["appstream", "desktop-file-utils"];

pub const TEMPLATE: &str = "src-tauri/packaging/org.datapad.companion.metainfo.xml.in";
const METAINFO: &str = "org.datapad.companion.metainfo.xml";
/// Where tauri.conf.json's `bundle.linux.deb.files` takes the rendered metainfo from.
const RENDERED: &str = "target/bundle-input";
/// The app binary inside the package.
pub const APP: &str = "usr/bin/datapad-app";
/// The command line tool beside it, so a laptop at the table can `datapad serve`.
const CLI: &str = "usr/bin/datapad";
/// Where the test unpacks the package, as `dpkg -i` would lay it out under `/`.
pub const UNPACKED: &str = "target/deb-root";

/// Every path the package must hold (the icons at every size tauri.conf.json lists).
const CONTENTS: &[&str] = &[
    APP,
    CLI,
    "usr/share/applications/Datapad.desktop",
    "usr/share/metainfo/org.datapad.companion.metainfo.xml",
    "usr/share/icons/hicolor/16x16/apps/datapad-app.png",
    "usr/share/icons/hicolor/24x24/apps/datapad-app.png",
    "usr/share/icons/hicolor/32x32/apps/datapad-app.png",
    "usr/share/icons/hicolor/48x48/apps/datapad-app.png",
    "usr/share/icons/hicolor/64x64/apps/datapad-app.png",
    "usr/share/icons/hicolor/128x128/apps/datapad-app.png",
    "usr/share/icons/hicolor/256x256/apps/datapad-app.png",
    "usr/share/icons/hicolor/512x512/apps/datapad-app.png",
];

/// The metainfo for a site at `site`, or without the parts that need one. AppStream accepts
/// only web addresses for screenshots and the homepage, and Datapad has no published site of
/// its own, so they are filled in only when the builder names where `docs/screenshots/` is
/// served (`--site URL`); a package without them is still valid.
pub fn metainfo(template: &str, site: Option<&str>) -> String {
    if let Some(site) = site {
        return template.replace("@SITE@", site.trim_end_matches('/'));
    }
    let mut out = String::new();
    let mut skipping = false;
    for line in template.lines() {
        skipping |= line.trim() == "<screenshots>";
        if !skipping && !line.contains("@SITE@") {
            out.push_str(line);
            out.push('\n');
        }
        skipping &= line.trim() != "</screenshots>";
    }
    out
}

/// Writes the metainfo for `site` as `name` into `RENDERED`.
fn render(root: &Path, site: Option<&str>, name: &str) -> Result<PathBuf, String> {
    let template = std::fs::read_to_string(root.join(TEMPLATE))
        .map_err(|e| format!("cannot read {TEMPLATE}: {e}"))?;
    let dir = root.join(RENDERED);
    std::fs::create_dir_all(&dir).map_err(|e| format!("cannot create {RENDERED}: {e}"))?;
    let path = dir.join(name);
    std::fs::write(&path, metainfo(&template, site))
        .map_err(|e| format!("cannot write {}: {e}", path.display()))?;
    Ok(path)
}

/// Builds the package with the bundler; `debug` reuses the test lanes' debug build (a release
/// build would add a quarter of an hour to a cold CI run for no more certainty about the
/// package). Returns the `.deb`.
fn build(root: &Path, path: &str, site: Option<&str>, debug: bool) -> Result<PathBuf, String> {
    render(root, site, METAINFO)?;
    stage_cli(root, path, debug)?;
    let tauri = root.join("ui/node_modules/.bin/tauri");
    let mut args = vec!["build", "--bundles", "deb", "--ci"];
    if debug {
        args.push("--debug");
    }
    println!("xtask: building the .deb with Tauri's bundler");
    super::run(
        &root.join("src-tauri"),
        tauri.to_str().unwrap_or("tauri"),
        &args,
        &[("PATH", path)],
    )?;
    let dir = root.join(if debug {
        "target/debug"
    } else {
        "target/release"
    });
    newest_deb(&dir.join("bundle/deb"))
}

/// Builds the CLI in the package's profile and puts it where tauri.conf.json's
/// `bundle.linux.deb.files` takes it from (the bundler builds only the app).
fn stage_cli(root: &Path, path: &str, debug: bool) -> Result<(), String> {
    let mut args = vec!["build", "-p", "datapad-cli", "--bin", "datapad"];
    if !debug {
        args.push("--release");
    }
    println!("xtask: building the command line tool for the package");
    super::run(root, "cargo", &args, &[("PATH", path)])?;
    let built = root
        .join(if debug {
            "target/debug"
        } else {
            "target/release"
        })
        .join("datapad");
    let staged = root.join(RENDERED).join("datapad");
    std::fs::copy(&built, &staged).map_err(|e| {
        format!(
            "cannot copy {} to {}: {e}",
            built.display(),
            staged.display()
        )
    })?;
    Ok(())
}

fn newest_deb(dir: &Path) -> Result<PathBuf, String> {
    std::fs::read_dir(dir)
        .map_err(|e| format!("no bundle folder {}: {e}", dir.display()))?
        .filter_map(Result::ok)
        .map(|e| e.path())
        .filter(|p| p.extension().is_some_and(|x| x == "deb"))
        .max_by_key(|p| std::fs::metadata(p).and_then(|m| m.modified()).ok())
        .ok_or_else(|| format!("the bundler left no .deb in {}", dir.display()))
}

/// Runs `program args` and returns what it printed, or why it failed.
fn output(program: &str, args: &[&str]) -> Result<String, String> {
    println!("xtask: $ {program} {}", args.join(" "));
    let out = Command::new(program)
        .args(args)
        .output()
        .map_err(|e| format!("cannot start {program}: {e}"))?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    if out.status.success() {
        Ok(text)
    } else {
        Err(format!(
            "`{program} {}` failed ({}): {text}{}",
            args.join(" "),
            out.status,
            String::from_utf8_lossy(&out.stderr)
        ))
    }
}

/// What a distribution would check: the control data, every expected path, the metainfo (and
/// its rendering with a site, so the screenshots' form is checked too) and the desktop entry.
/// Unpacks the package into `UNPACKED` for the end-to-end start.
fn check(root: &Path, deb: &Path) -> Result<(), String> {
    let deb_s = deb.to_str().ok_or("the .deb path is not UTF-8")?;
    let info = output("dpkg-deb", &["--info", deb_s])?;
    for field in ["Package: datapad", "Depends: libwebkit2gtk-4.1-0"] {
        if !info.contains(field) {
            return Err(format!("dpkg-deb --info lacks `{field}`:\n{info}"));
        }
    }
    let contents = output("dpkg-deb", &["--contents", deb_s])?;
    let missing: Vec<&str> = CONTENTS
        .iter()
        .copied()
        .filter(|p| !contents.lines().any(|l| l.ends_with(p)))
        .collect();
    if !missing.is_empty() {
        return Err(format!("the package lacks {}", missing.join(", ")));
    }
    println!(
        "xtask: the package holds all {} expected paths",
        CONTENTS.len()
    );
    let unpacked = root.join(UNPACKED);
    let _ = std::fs::remove_dir_all(&unpacked);
    let unpacked_s = unpacked.to_str().ok_or("the target path is not UTF-8")?;
    output("dpkg-deb", &["-x", deb_s, unpacked_s])?;
    let installed = unpacked.join("usr/share/metainfo").join(METAINFO);
    let with_site = render(root, Some("https://example.org/datapad"), "with-site.xml")?;
    for metainfo in [installed, with_site] {
        let m = metainfo.to_str().ok_or("the metainfo path is not UTF-8")?;
        print!("{}", output("appstreamcli", &["validate", "--no-net", m])?);
    }
    let desktop = unpacked.join("usr/share/applications/Datapad.desktop");
    output(
        "desktop-file-validate",
        &[desktop.to_str().ok_or("the desktop path is not UTF-8")?],
    )?;
    let cli = unpacked.join(CLI);
    let version = output(
        cli.to_str().ok_or("the CLI path is not UTF-8")?,
        &["--version"],
    )?;
    if !version.starts_with("datapad ") {
        return Err(format!("the packaged `datapad --version` said: {version}"));
    }
    println!(
        "xtask: the package, its metainfo and its desktop entry are valid; {}",
        version.trim()
    );
    Ok(())
}

/// The test lane: the debug package, checked and unpacked into `UNPACKED`.
pub fn test(root: &Path, path: &str) -> Result<(), String> {
    let deb = build(root, path, None, true)?;
    check(root, &deb)
}

/// `cargo xtask bundle [--site URL]`: the release package, checked, and how to install it.
pub fn cmd(root: &Path, path: &str, site: Option<&str>) -> Result<(), String> {
    let deb = build(root, path, site, false)?;
    check(root, &deb)?;
    let shown = deb.strip_prefix(root).unwrap_or(&deb).display();
    println!("xtask: the package is {shown}\nxtask: install it with: sudo apt install ./{shown}");
    Ok(())
}
