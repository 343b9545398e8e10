//! `datapad play GAME --actions`: each action type of a game with its fields and one example,
//! read from the game's Rust action type through its TypeScript declaration (`ts.rs`), so the
//! list is the types' own. Text, or with `--json`:
//! `{"game": id, "actions": [{"type", "fields": [{"name", "type", "optional", "about"}], "example"}]}`.

use crate::ts::{Field, Ty, Types};
use datapad_engine::games::registry::Entry;
use serde_json::{json, Map, Value};

/// One action type of a game.
pub struct Action {
    pub name: String,
    /// Its fields besides `type`: name, the values it takes in words, whether it may be left
    /// out, and the Rust doc comment.
    pub fields: Vec<(String, String, bool, Option<String>)>,
    pub example: Value,
}

/// Every action type of `game`, in the order its Rust enum declares them.
pub fn of(game: &Entry) -> Vec<Action> {
    let at = (game.action_types)();
    let types = Types::read(&at.decls);
    let root = types.resolve(&Ty::Named(at.root, Vec::new()));
    let alts = match root {
        Ty::Union(alts) => alts,
        t => vec![t],
    };
    alts.iter()
        .filter_map(|alt| {
            let fields = flatten(&types, alt);
            let name = fields.iter().find_map(|f| match (&f.name[..], &f.ty) {
                ("type", Ty::Lit(name)) => Some(name.clone()),
                _ => None,
            })?;
            let mut example = Map::new();
            example.insert("type".into(), json!(name));
            let mut listed = Vec::new();
            for f in fields.iter().filter(|f| f.name != "type") {
                let (nullable, ty) = strip_null(&f.ty);
                let optional = f.optional || nullable;
                if !optional {
                    example.insert(f.name.clone(), sample(&types, &ty, &f.name, 0));
                }
                listed.push((
                    f.name.clone(),
                    words(&types, &ty, 0),
                    optional,
                    f.doc.clone(),
                ));
            }
            Some(Action {
                name,
                fields: listed,
                example: Value::Object(example),
            })
        })
        .collect()
}

/// The fields of an object type, an intersection's merged.
fn flatten(types: &Types, ty: &Ty) -> Vec<Field> {
    match types.resolve(ty) {
        Ty::Object(fields) => fields,
        Ty::And(parts) => parts.iter().flat_map(|p| flatten(types, p)).collect(),
        Ty::Union(alts) => alts.first().map_or(Vec::new(), |a| flatten(types, a)),
        _ => Vec::new(),
    }
}

/// Whether the type admits `null` (an `Option`, which may be left out), and the type without it.
fn strip_null(ty: &Ty) -> (bool, Ty) {
    match ty {
        Ty::Union(alts) if alts.contains(&Ty::Prim("null".into())) => {
            let mut rest: Vec<Ty> = alts
                .iter()
                .filter(|t| **t != Ty::Prim("null".into()))
                .cloned()
                .collect();
            let t = if rest.len() == 1 {
                rest.remove(0)
            } else {
                Ty::Union(rest)
            };
            (true, t)
        }
        t => (false, t.clone()),
    }
}

/// The values a type takes, in words: `text`, `number`, `open | ridge | …`, `list of …`.
fn words(types: &Types, ty: &Ty, depth: usize) -> String {
    match ty {
        Ty::Prim(p) => match p.as_str() {
            "string" => "text".into(),
            "number" | "bigint" => "number".into(),
            "boolean" => "true or false".into(),
            "unknown" => "a JSON value".into(),
            other => other.into(),
        },
        Ty::Lit(s) => format!("\"{s}\""),
        Ty::Named(..) => words(types, &types.resolve(ty), depth),
        Ty::Array(t) => match types.resolve(t) {
            t @ Ty::Union(_) => format!("list of ({})", words(types, &t, depth)),
            t => format!("list of {}", words(types, &t, depth)),
        },
        Ty::Record(t) => format!("object of {}", words(types, t, depth)),
        Ty::Tuple(ts) => format!(
            "[{}]",
            ts.iter()
                .map(|t| words(types, t, depth))
                .collect::<Vec<_>>()
                .join(", ")
        ),
        Ty::Union(alts) if alts.iter().all(|t| matches!(t, Ty::Lit(_))) => alts
            .iter()
            .filter_map(|t| match t {
                Ty::Lit(s) => Some(s.as_str()),
                _ => None,
            })
            .collect::<Vec<_>>()
            .join(" | "),
        Ty::Union(alts) => {
            let (nullable, t) = strip_null(ty);
            if nullable {
                return format!("{} or null", words(types, &t, depth));
            }
            alts.iter()
                .map(|t| words(types, t, depth))
                .collect::<Vec<_>>()
                .join(" | ")
        }
        Ty::Object(_) | Ty::And(_) => {
            let fields = flatten(types, ty)
                .into_iter()
                .map(|f| {
                    let (nullable, t) = strip_null(&f.ty);
                    let mark = if f.optional || nullable { "?" } else { "" };
                    match (&t, depth) {
                        (Ty::Lit(s), _) => format!("\"{}\": \"{s}\"", f.name),
                        (_, 0) => format!("{}{mark}: {}", f.name, words(types, &t, depth + 1)),
                        _ => format!("{}{mark}", f.name),
                    }
                })
                .collect::<Vec<_>>();
            format!("{{{}}}", fields.join(", "))
        }
    }
}

/// One value of the type: the first of a choice, 1 for a number, `"<field>"` for text, only the
/// fields that must be given.
fn sample(types: &Types, ty: &Ty, field: &str, depth: usize) -> Value {
    if depth > 8 {
        return Value::Null;
    }
    let next = depth + 1;
    match ty {
        Ty::Prim(p) => match p.as_str() {
            "string" => json!(format!("<{field}>")),
            "number" | "bigint" => json!(1),
            "boolean" => json!(false),
            "unknown" => json!({}),
            _ => Value::Null,
        },
        Ty::Lit(s) => json!(s),
        Ty::Named(..) => sample(types, &types.resolve(ty), field, next),
        Ty::Array(t) => json!([sample(types, t, field, next)]),
        Ty::Record(_) => json!({}),
        Ty::Tuple(ts) => Value::Array(ts.iter().map(|t| sample(types, t, field, next)).collect()),
        Ty::Union(alts) => alts
            .iter()
            .find(|t| **t != Ty::Prim("null".into()))
            .map_or(Value::Null, |t| sample(types, t, field, next)),
        Ty::Object(_) | Ty::And(_) => Value::Object(
            flatten(types, ty)
                .iter()
                .filter(|f| !f.optional && !strip_null(&f.ty).0)
                .map(|f| (f.name.clone(), sample(types, &f.ty, &f.name, next)))
                .collect(),
        ),
    }
}

/// The list as `datapad play GAME --actions` prints it.
pub fn text(game: &Entry) -> String {
    let mut out = format!(
        "The actions of {} (a script is a JSON array of them; a field marked ? may be left out):",
        game.id
    );
    for a in of(game) {
        out.push_str(&format!("\n\n{}", a.name));
        for (name, kind, optional, doc) in &a.fields {
            let mark = if *optional { "?" } else { "" };
            out.push_str(&format!("\n  {name}{mark}: {kind}"));
            if let Some(doc) = doc {
                out.push_str(&format!("\n      {doc}"));
            }
        }
        out.push_str(&format!("\n  e.g. {}", example_text(&a.example)));
    }
    out
}

/// The list as JSON.
pub fn json(game: &Entry) -> Value {
    let actions: Vec<Value> = of(game)
        .into_iter()
        .map(|a| {
            let fields: Vec<Value> = a
                .fields
                .into_iter()
                .map(|(name, kind, optional, about)| {
                    json!({"name": name, "type": kind, "optional": optional, "about": about})
                })
                .collect();
            json!({"type": a.name, "fields": fields, "example": a.example})
        })
        .collect();
    json!({"game": game.id, "actions": actions})
}

/// An example as one line of JSON, its `type` first as a person writes it.
pub fn example_text(example: &Value) -> String {
    let Value::Object(fields) = example else {
        return example.to_string();
    };
    let first = fields.get("type").map(|t| format!("\"type\":{t}"));
    let rest = fields
        .iter()
        .filter(|(k, _)| *k != "type")
        .map(|(k, v)| format!("{}:{v}", Value::from(k.as_str())));
    format!(
        "{{{}}}",
        first.into_iter().chain(rest).collect::<Vec<_>>().join(",")
    )
}
