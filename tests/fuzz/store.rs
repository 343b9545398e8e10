//! The store writer under arbitrary saves: values of any shape and size (past the file's limit
//! too), deletions, and the file damaged between saves. After each step the file reads back as
//! exactly what was saved and not refused; a refused save changes nothing; no temporary file
//! stays; a damaged file is moved aside at the next start, and saving goes on from empty.

use crate::runner::fuzz;
use crate::strategies::value;
use datapad_engine::limits::MAX_STORE_BYTES;
use datapad_engine::stored::file::{read, Object, Stores};
use datapad_engine::stored::guard_json_file;
use proptest::collection::vec;
use proptest::prelude::*;
use serde_json::Value;

#[derive(Debug, Clone)]
enum Step {
    Save(u8, Value),
    /// A string of this many bytes: around the file's limit.
    SaveLarge(u8, usize),
    Delete(u8),
    Damage(Vec<u8>),
}

fn step() -> impl Strategy<Value = Step> {
    let near = MAX_STORE_BYTES as usize;
    prop_oneof![
        30 => (0u8..4, value()).prop_map(|(k, v)| Step::Save(k, v)),
        1 => (0u8..4, near - 64..near + 64).prop_map(|(k, n)| Step::SaveLarge(k, n)),
        4 => (0u8..4).prop_map(Step::Delete),
        2 => vec(any::<u8>(), 0..64).prop_map(Step::Damage),
    ]
}

const FILE: &str = "units.json";

fn save(stores: &Stores, model: &mut Object, key: String, v: Option<Value>) -> Result<(), String> {
    let mut next = model.clone();
    match &v {
        Some(v) => next.insert(key.clone(), v.clone()),
        None => next.remove(&key),
    };
    let fits =
        serde_json::to_vec(&next).map_err(|e| e.to_string())?.len() as u64 <= MAX_STORE_BYTES;
    let result = stores.update(FILE, |o| {
        match v {
            Some(v) => o.insert(key, v),
            None => o.remove(&key),
        };
        Ok(())
    });
    match (result, fits) {
        // As the file's text reads back: serde_json may read a float one unit off in its last
        // place, so the model follows the text, as the file does.
        (Ok(()), true) => {
            *model = serde_json::to_vec(&next)
                .and_then(|b| serde_json::from_slice(&b))
                .map_err(|e| e.to_string())?
        }
        (Err(e), false) if e.code == "limit.too_large" => {}
        (r, fits) => return Err(format!("saved {:?} though it fits: {fits}", r.err())),
    }
    Ok(())
}

#[test]
fn fuzz_saves_into_the_store_writer() {
    let dir = tempfile::tempdir().expect("temp dir");
    fuzz("store", vec(step(), 1..8), |steps| {
        for e in std::fs::read_dir(dir.path()).map_err(|e| e.to_string())? {
            let _ = std::fs::remove_file(e.map_err(|e| e.to_string())?.path());
        }
        let stores = Stores::at(dir.path().to_path_buf());
        let path = dir.path().join(FILE);
        let mut model = Object::new();
        for step in steps {
            match step {
                Step::Save(k, v) => save(&stores, &mut model, format!("k{k}"), Some(v))?,
                Step::SaveLarge(k, n) => {
                    let v = Value::String("x".repeat(n));
                    save(&stores, &mut model, format!("k{k}"), Some(v))?
                }
                Step::Delete(k) => save(&stores, &mut model, format!("k{k}"), None)?,
                Step::Damage(bytes) => {
                    std::fs::write(&path, &bytes).map_err(|e| e.to_string())?;
                    let object = serde_json::from_slice::<Object>(&bytes).ok();
                    match (guard_json_file(&path), object) {
                        (None, Some(o)) => model = o,
                        (Some(_), None) if !path.exists() => model = Object::new(),
                        (notice, _) => return Err(format!("guard said {notice:?}")),
                    }
                }
            }
            if read(&path).map_err(|e| e.to_string())? != model {
                return Err("the file does not hold what was saved".into());
            }
            if dir.path().join(format!(".{FILE}.saving")).exists() {
                return Err("a temporary file stayed".into());
            }
        }
        Ok(())
    });
}
