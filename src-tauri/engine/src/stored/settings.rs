//! Stored settings read value by value and validated exactly as a save is: a value that does not
//! parse or does not validate falls back to its default alone, and the rest are kept.

use crate::game::Message;
use crate::settings::Settings;
use serde::de::DeserializeOwned;
use serde_json::{Map, Value};

/// The settings to use, and the names of the values that fell back (`theme`, `players.2.colour`).
pub fn load(stored: Option<Value>) -> (Settings, Vec<String>) {
    let mut fell = Vec::new();
    let map = match stored {
        None | Some(Value::Null) => return (Settings::default(), fell),
        Some(Value::Object(map)) => map,
        Some(_) => {
            fell.push("settings".to_string());
            return (Settings::default(), fell);
        }
    };
    let d = Settings::default();
    let mut s = Settings {
        language: field(&map, "language", d.language, &mut fell),
        theme: field(&map, "theme", d.theme, &mut fell),
        keep_awake: field(&map, "keep_awake", d.keep_awake, &mut fell),
        dice_mode: field(&map, "dice_mode", d.dice_mode, &mut fell),
        ..Settings::default()
    };
    // Each checked value joins settings already known valid, so `validate` names nothing else.
    // A player's name and colour are read apart: one that is wrong falls back alone.
    let players: Vec<Value> = field(&map, "players", Vec::new(), &mut fell);
    if players.len() != d.players.len() && map.contains_key("players") {
        fell.push("players".to_string());
    }
    for (i, p) in players.iter().take(d.players.len()).enumerate() {
        let stored = p.as_object().cloned().unwrap_or_default();
        for part in ["name", "colour"] {
            let Some(value) = stored.get(part) else {
                continue;
            };
            let mut trial = s.clone();
            let player = &mut trial.players[i];
            let slot = if part == "name" {
                &mut player.name
            } else {
                &mut player.colour
            };
            match value.as_str() {
                Some(text) => *slot = text.to_string(),
                None => {
                    fell.push(format!("players.{}.{part}", i + 1));
                    continue;
                }
            }
            if trial.validate().is_ok() {
                s = trial;
            } else {
                fell.push(format!("players.{}.{part}", i + 1));
            }
        }
    }
    let faces = field(&map, "hoth_faces", None, &mut fell);
    let trial = Settings {
        hoth_faces: faces,
        ..s.clone()
    };
    if trial.validate().is_ok() {
        s = trial;
    } else {
        fell.push("hoth_faces".to_string());
    }
    let trial = Settings {
        hoth_unit_dice: field(&map, "hoth_unit_dice", Default::default(), &mut fell),
        ..s.clone()
    };
    if trial.validate().is_ok() {
        s = trial;
    } else {
        fell.push("hoth_unit_dice".to_string());
    }
    (s, fell)
}

/// A notice naming the values that fell back, when any did.
pub fn notice(fell: &[String]) -> Option<Message> {
    (!fell.is_empty()).then(|| {
        let fields = fell.join(", ");
        Message::new("notice.settings_fell_back").arg("fields", fields)
    })
}

/// One value, or its default when it is absent (a setting added later) or does not parse.
fn field<T: DeserializeOwned>(
    map: &Map<String, Value>,
    name: &str,
    default: T,
    fell: &mut Vec<String>,
) -> T {
    match map.get(name) {
        None => default,
        Some(v) => serde_json::from_value(v.clone()).unwrap_or_else(|_| {
            fell.push(name.to_string());
            default
        }),
    }
}
