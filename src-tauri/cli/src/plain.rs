//! What went wrong, in the player's words: a file that cannot be read, a size, and what the
//! JSON reader (serde) found wrong with an action or a file, said without its Rust words
//! ("missing field", "expected u32", "internally tagged enum").

use serde_json::Value;
use std::path::Path;

/// Why a file cannot be read (or written), after its name: `x.json: no such file`.
pub fn file(path: &Path, e: &std::io::Error) -> String {
    use std::io::ErrorKind as K;
    let why = match e.kind() {
        K::NotFound => "no such file".to_string(),
        K::PermissionDenied => "not allowed to open it".to_string(),
        K::IsADirectory => "a folder, not a file".to_string(),
        K::NotADirectory => "a folder on its path is a file".to_string(),
        K::InvalidData => "not text (it is not UTF-8)".to_string(),
        K::StorageFull => "the disk is full".to_string(),
        K::ReadOnlyFilesystem => "the disk is read-only".to_string(),
        _ if path.is_dir() => "a folder, not a file".to_string(),
        // The system's own words, with what they are about.
        _ => format!("it cannot be used ({})", system_words(e)),
    };
    format!("{}: {why}", path.display())
}

/// The system's sentence without its "(os error N)".
fn system_words(e: &std::io::Error) -> String {
    let text = e.to_string();
    match text.find(" (os error") {
        Some(i) => text[..i].to_lowercase(),
        None => text.to_lowercase(),
    }
}

/// What serde found wrong, in words: `the field "unit" is missing`, `-1 is not a whole number
/// of 0 or more`. The place in the text (`at line 3 column 9`) is kept as words.
pub fn serde(detail: &str) -> String {
    let (detail, place) = match detail.rfind(" at line ") {
        Some(i) => (&detail[..i], place(&detail[i + 4..])),
        None => (detail, String::new()),
    };
    format!("{}{place}", words(detail, None))
}

/// `line 3 column 9` → ` (line 3, column 9)`.
fn place(at: &str) -> String {
    format!(" ({})", at.replacen(" column", ", column", 1))
}

/// serde's sentence in words; `field` names the field it is about, when it is known.
fn words(detail: &str, field: Option<&str>) -> String {
    let the = |f: Option<&str>| f.map_or(String::new(), |f| format!("the field \"{f}\": "));
    if let Some(name) = between(detail, "missing field `", "`") {
        return format!("the field \"{name}\" is missing");
    }
    if let Some(name) = between(detail, "unknown field `", "`") {
        return format!(
            "\"{name}\" is not a field here{}",
            expected_list(detail, "; the fields are: ")
        );
    }
    if let Some(name) = between(detail, "unknown variant `", "`") {
        return format!(
            "{}\"{name}\" is not one of{}",
            the(field),
            expected_list(detail, ": ")
        );
    }
    for lead in ["invalid type: ", "invalid value: "] {
        if let Some(rest) = detail.strip_prefix(lead) {
            let (got, wanted) = rest.split_once(", expected ").unwrap_or((rest, ""));
            return format!(
                "{}{} is not {}",
                the(field),
                got_words(got),
                wanted_words(wanted)
            );
        }
    }
    if let Some(rest) = detail.strip_prefix("invalid length ") {
        let (n, wanted) = rest.split_once(", expected ").unwrap_or((rest, ""));
        return format!(
            "{}a list of {n} is not {}",
            the(field),
            wanted_words(wanted)
        );
    }
    if detail.starts_with("data did not match any variant") {
        return format!("{}it matches none of the forms it may take", the(field));
    }
    if detail.contains("EOF while parsing") {
        return "the JSON ends too early".into();
    }
    if detail.starts_with("expected") || detail.contains("trailing") || detail.contains("key must")
    {
        return format!("this is not valid JSON ({})", detail.replace('`', "'"));
    }
    format!("{}{}", the(field), detail.replace('`', "\""))
}

fn between<'a>(text: &'a str, start: &str, end: &str) -> Option<&'a str> {
    let rest = &text[text.find(start)? + start.len()..];
    Some(&rest[..rest.find(end)?])
}

/// serde's "expected one of `a`, `b`" as `a, b` after `lead`; nothing when it lists none.
fn expected_list(detail: &str, lead: &str) -> String {
    let names: Vec<&str> = detail
        .split_once("expected ")
        .map(|(_, list)| list.split('`').skip(1).step_by(2).collect())
        .unwrap_or_default();
    if names.is_empty() {
        String::new()
    } else {
        format!("{lead}{}", names.join(", "))
    }
}

/// serde's "integer `-1`", "string \"x\"", "map" as the value.
fn got_words(got: &str) -> String {
    if let Some(v) = between(got, "`", "`") {
        return v.to_string();
    }
    if let Some(i) = got.find('"') {
        return got[i..].to_string();
    }
    match got {
        "map" => "an object".into(),
        "sequence" => "a list".into(),
        "null" | "unit value" => "null".into(),
        g => g.to_string(),
    }
}

/// serde's "u32", "a string", "struct X", "internally tagged enum X" as what is wanted.
fn wanted_words(wanted: &str) -> String {
    let w = wanted.trim();
    match w {
        "u8" | "u16" | "u32" | "u64" | "usize" => "a whole number of 0 or more".into(),
        "i8" | "i16" | "i32" | "i64" | "isize" => "a whole number".into(),
        "f32" | "f64" => "a number".into(),
        "a string" | "a borrowed string" | "a character" => "text".into(),
        "a boolean" => "true or false".into(),
        "a sequence" => "a list".into(),
        "" => "what it should be".into(),
        _ if w.starts_with("struct ")
            || w.contains("tagged enum")
            || w.starts_with("a map")
            || w == "map" =>
        {
            "an object".into()
        }
        _ if w.starts_with("enum ") => "one of the names it takes".into(),
        _ if w.starts_with("a tuple of size ") || w.starts_with("an array of length ") => {
            format!(
                "a list of {}",
                w.rsplit(' ').next().unwrap_or("the right length")
            )
        }
        _ if w.starts_with("one of ") => format!("one of: {}", expected_list(w, "")),
        _ => w.replace('`', "\""),
    }
}

/// A sentence that ends in serde's words (a stance field that is not its type), with those
/// words said plainly: `version: invalid type: string "1", expected u32` → `version: "1" is not
/// a whole number of 0 or more`.
pub fn scrub(text: &str) -> String {
    let leads = [
        "invalid type: ",
        "invalid value: ",
        "invalid length ",
        "missing field `",
        "unknown field `",
        "unknown variant `",
        "data did not match any variant",
    ];
    match leads.iter().filter_map(|l| text.find(l)).min() {
        Some(i) => format!("{}{}", &text[..i], serde(&text[i..])),
        None => text.to_string(),
    }
}

/// Why an action of a script is not one of the game's, in words, naming the field when the
/// JSON reader's sentence lets it be found in the action.
pub fn action(game: &str, action: &Value, detail: &str) -> String {
    let Some(fields) = action.as_object() else {
        return "an action is a JSON object with a \"type\", e.g. {\"type\": \"end_turn\"}".into();
    };
    match fields.get("type") {
        None => return "it has no \"type\"".into(),
        Some(Value::String(t)) if between(detail, "unknown variant `", "`") == Some(t) => {
            return format!("\"{t}\" is not an action of {game}; see datapad play {game} --actions")
        }
        Some(Value::String(_)) => {}
        Some(_) => return "its \"type\" must be text, the action's name".into(),
    }
    let detail = detail.split(" at line ").next().unwrap_or(detail);
    let sought = sought(detail);
    let field = sought.and_then(|s| find(action, &s, ""));
    words(detail, field.as_deref())
}

/// The value serde says is wrong, as JSON to look for in the action.
fn sought(detail: &str) -> Option<Value> {
    if let Some(v) = between(detail, "unknown variant `", "`") {
        return Some(Value::from(v));
    }
    let got = ["invalid type: ", "invalid value: "]
        .iter()
        .find_map(|lead| detail.strip_prefix(lead))?;
    let got = got.split(", expected ").next()?;
    if let Some(v) = between(got, "`", "`") {
        return serde_json::from_str(v).ok();
    }
    let i = got.find('"')?;
    serde_json::from_str(&got[i..]).ok()
}

/// The path (`card.zones[0]`) of the first place `sought` sits in `v`, its `type` aside.
fn find(v: &Value, sought: &Value, at: &str) -> Option<String> {
    match v {
        Value::Object(m) => m.iter().find_map(|(k, x)| {
            let here = if at.is_empty() {
                k.clone()
            } else {
                format!("{at}.{k}")
            };
            if here == "type" {
                return None;
            }
            if x == sought {
                return Some(here);
            }
            find(x, sought, &here)
        }),
        Value::Array(items) => items.iter().enumerate().find_map(|(i, x)| {
            let here = format!("{at}[{i}]");
            if x == sought {
                return Some(here);
            }
            find(x, sought, &here)
        }),
        _ => None,
    }
}
