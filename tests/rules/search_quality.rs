//! Real queries players type, in both languages, with and without Polish diacritics: each must
//! put its expected entry first.

use datapad_engine::rules::Index;
use datapad_engine::settings::Lang;
use serde::Deserialize;

#[derive(Deserialize)]
struct Query {
    query: String,
    lang: String,
    game: String,
    expect: String,
}

fn queries() -> Vec<Query> {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("data");
    // Every game with rules entries, from the registry: each brings its own query file.
    datapad_engine::rules::games()
        .flat_map(|g| {
            let file = dir.join(format!("search-queries-{}.json", g.id));
            let text = std::fs::read_to_string(&file)
                .unwrap_or_else(|e| panic!("{}: {e}", file.display()));
            serde_json::from_str::<Vec<Query>>(&text).expect("query json")
        })
        .collect()
}

#[test]
fn every_query_finds_its_entry_first() {
    let index = Index::builtin().expect("index");
    let qs = queries();
    assert!(qs.len() >= 60, "at least 60 queries, have {}", qs.len());
    assert!(qs.iter().filter(|q| q.lang == "pl").count() >= 20);
    assert!(qs.iter().filter(|q| q.lang == "en").count() >= 20);
    let mut misses = Vec::new();
    for q in &qs {
        let lang = if q.lang == "pl" { Lang::Pl } else { Lang::En };
        assert!(
            index.library().get(&q.expect).is_some(),
            "{}: expects missing {}",
            q.query,
            q.expect
        );
        let hits = index.search(&q.query, Some(&q.game), lang).expect("search");
        let top = hits.first().map(|h| h.id.as_str()).unwrap_or("(nothing)");
        if top != q.expect {
            misses.push(format!(
                "{:?} ({}, {}): got {top}, want {}",
                q.query, q.lang, q.game, q.expect
            ));
        }
    }
    assert!(
        misses.is_empty(),
        "{} of {} queries missed:\n{}",
        misses.len(),
        qs.len(),
        misses.join("\n")
    );
}

#[test]
fn queries_across_games_still_rank_well() {
    // Without a game filter the game's own words still lead.
    let index = Index::builtin().expect("index");
    assert_eq!(
        index
            .search("gwiazda smierci", None, Lang::Pl)
            .expect("search")[0]
            .game,
        "lcg"
    );
    assert_eq!(
        index.search("AT-AT", None, Lang::En).expect("search")[0].game,
        "hoth"
    );
}
