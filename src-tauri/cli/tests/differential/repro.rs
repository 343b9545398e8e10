//! What a mismatch prints: what disagreed, both stances as files (written to the temp folder
//! and printed in full), the facts, and the `datapad` command that prints the exact side.

use crate::hoth_gen;
use crate::sp::Case;
use datapad_engine::games::hoth::odds::Question;
use datapad_engine::games::shatterpoint::attack::policy::Policy;
use datapad_engine::games::shatterpoint::combat::Table;
use datapad_engine::games::shatterpoint::stance::{AttackType, Stance};
use datapad_engine::games::shatterpoint::Condition;
use std::path::PathBuf;

/// Where a failing case's stance files go.
pub fn folder() -> PathBuf {
    std::env::temp_dir().join("datapad-differential")
}

fn names(list: &[Condition]) -> String {
    list.iter().map(|c| c.name()).collect::<Vec<_>>().join(",")
}

/// The arguments of `datapad odds sp …` for this case, the stance files given, and the facts
/// the CLI has no flag for (left out of the command).
pub fn sp_args(att: &str, def: &str, t: &Table, policy: &Policy) -> (Vec<String>, Vec<String>) {
    let mut a: Vec<String> = ["odds", "sp", "--attacker", att, "--defender", def, "--type"]
        .map(String::from)
        .into();
    a.push(t.kind.name().into());
    let mut flag = |on: bool, name: &str, value: Option<String>| {
        if on {
            a.push(format!("--{name}"));
            a.extend(value);
        }
    };
    flag(t.focus, "focus", None);
    flag(t.impact > 0, "impact", Some(t.impact.to_string()));
    flag(
        t.sharpshooter > 0,
        "sharpshooter",
        Some(t.sharpshooter.to_string()),
    );
    flag(t.cover > 0, "cover", Some(t.cover.to_string()));
    flag(t.protection, "protection", None);
    let (c_att, c_def) = (names(&t.attacker_conditions), names(&t.defender_conditions));
    flag(!c_att.is_empty(), "attacker-conditions", Some(c_att));
    flag(!c_def.is_empty(), "defender-conditions", Some(c_def));
    if t.extra_attack != 0 {
        a.push(format!("--extra-attack={}", t.extra_attack));
    }
    if t.extra_defense != 0 {
        a.push(format!("--extra-defense={}", t.extra_defense));
    }
    let mut left_out = Vec::new();
    if let Some((d, s)) = t.damage {
        a.extend([
            "--damage".into(),
            d.to_string(),
            "--stamina".into(),
            s.to_string(),
        ]);
        if d >= s {
            left_out.push(format!(
                "the defender is already Wounded ({d} damage, stamina {s}): the CLI refuses \
                 that board, the tracker's attack screen does not"
            ));
        }
    }
    match policy {
        Policy::Path(ids) => left_out.push(format!("the fixed walk {ids:?} (policy path)")),
        p => a.extend(["--policy".into(), p.name().into()]),
    }
    a.push("--json".into());
    for (on, what) in [
        (t.split, "a split pool (Too Fast For You)"),
        (t.steadfast, "Steadfast"),
        (t.ignore_cover, "ignore cover"),
        (t.hunker > 0, "hunker tokens as cover"),
    ] {
        if on {
            left_out.push(what.into());
        }
    }
    if !t.defender_immune.is_empty() {
        left_out.push(format!(
            "the defender's immunities: {}",
            names(&t.defender_immune)
        ));
    }
    (a, left_out)
}

fn write(name: &str, s: &Stance) -> (String, String) {
    let text = serde_json::to_string_pretty(s).unwrap_or_else(|e| format!("<{e}>"));
    let dir = folder();
    let path = dir.join(name);
    let saved = std::fs::create_dir_all(&dir).and_then(|()| std::fs::write(&path, &text));
    let shown = match saved {
        Ok(()) => path.display().to_string(),
        Err(e) => format!("<not written: {e}; save the JSON below as {name}>"),
    };
    (shown, text)
}

fn quoted(args: &[String]) -> String {
    args.iter()
        .map(|a| {
            if a.contains(' ') || a.contains('<') {
                format!("'{a}'")
            } else {
                a.clone()
            }
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// What disagreed (the first dozen).
fn heading(simulated: &str, seed: u64, failures: &[String]) -> String {
    let mut out = format!("the exact odds and {simulated} disagree (simulation seed {seed}):\n");
    for f in failures.iter().take(12) {
        out.push_str(&format!("  - {f}\n"));
    }
    if failures.len() > 12 {
        out.push_str(&format!("  … and {} more\n", failures.len() - 12));
    }
    out
}

/// The report of a Shatterpoint case whose exact numbers and samples disagree.
pub fn shatterpoint(case: &Case, failures: &[String]) -> String {
    let stem = format!("sp-{:016x}", case.seed);
    let (att_path, att_json) = write(&format!("{stem}-attacker.json"), &case.att);
    let (def_path, def_json) = write(&format!("{stem}-defender.json"), &case.def);
    let (args, left_out) = sp_args(&att_path, &def_path, &case.table, &case.policy);
    let mut out = heading(
        &format!(
            "{} seeded attacks through combat::resolve",
            crate::sp::ATTACKS
        ),
        case.seed,
        failures,
    );
    out.push_str(&format!(
        "\nattack type {}, policy {}\nfacts: {:?}\n",
        match case.table.kind {
            AttackType::Melee => "melee",
            AttackType::Ranged => "ranged",
        },
        case.policy.name(),
        case.table
    ));
    out.push_str(&format!(
        "\nthe exact side (from src-tauri; `cargo run -q -p datapad-cli --bin datapad --` for \
         `datapad`):\n  datapad {}\n",
        quoted(&args)
    ));
    if !left_out.is_empty() {
        out.push_str(&format!(
            "  not a CLI flag, so not in the command (the odds above include it): {}\n",
            left_out.join("; ")
        ));
    }
    out.push_str(&format!(
        "\nattacker stance ({att_path}):\n{att_json}\n\ndefender stance ({def_path}):\n{def_json}\n"
    ));
    out.push_str(
        "\nthe simulation: cargo test -p datapad-engine --test differential -- --nocapture \
         (fixed seeds: the same cases every run)\n",
    );
    out
}

fn word<T: serde::Serialize>(x: T) -> String {
    serde_json::to_value(x)
        .ok()
        .and_then(|v| v.as_str().map(String::from))
        .unwrap_or_default()
}

/// The arguments of `datapad odds hoth-attack …` for a question.
pub fn hoth_args(q: &Question) -> Vec<String> {
    let mut a: Vec<String> = vec!["odds".into(), "hoth-attack".into(), "--attacker".into()];
    a.push(word(q.attacker));
    if let Some(t) = q.target {
        a.extend(["--target".into(), word(t)]);
    }
    a.extend([
        "--range".into(),
        q.range.to_string(),
        "--terrain".into(),
        word(q.terrain),
        "--attacker-terrain".into(),
        word(q.attacker_terrain),
    ]);
    if let Some(f) = q.figures {
        a.extend(["--figures".into(), f.to_string()]);
    }
    if let Some(d) = &q.unit_dice {
        let d: Vec<String> = d.iter().map(u32::to_string).collect();
        a.extend(["--unit-dice".into(), d.join(",")]);
    }
    a.push("--json".into());
    a
}

/// The report of a Battle of Hoth case whose exact numbers and samples disagree.
pub fn hoth(case: &hoth_gen::Case, q: Option<&Question>, failures: &[String]) -> String {
    let mut out = heading(
        &format!(
            "{} seeded attacks played through the tracker",
            crate::hoth::ATTACKS
        ),
        case.seed,
        failures,
    );
    out.push_str(&format!("\nthe battle: {case:#?}\n"));
    match q {
        Some(q) => out.push_str(&format!(
            "\nthe exact side (`cargo run -q -p datapad-cli --bin datapad --` for \
             `datapad`):\n  datapad {}\n",
            quoted(&hoth_args(q))
        )),
        None => out.push_str(
            "\nthe CLI has no flag for this board (a structure, a leader's card, scouts, a \
             reading, an elite squadron's extra figure): the exact side is the adjudicator's \
             attack odds in a battle set up as above\n",
        ),
    }
    out.push_str(
        "\nthe simulation: cargo test -p datapad-engine --test differential -- --nocapture \
         (fixed seeds: the same cases every run)\n",
    );
    out
}
