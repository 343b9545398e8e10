#!/usr/bin/env bash
# Remakes journal.sqlite: a journal written by Datapad with event schema 1 for every game, from
# the scripts beside it (the test plays the same scripts today and compares). Run it only when a game's events deliberately change shape AND an upgrade
# step exists for the old ones; otherwise the fixture is the proof that old journals still open.
#   bash tests/data/journal-v1/make.sh
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
cd "$here/../../.."
rm -f "$here/journal.sqlite" "$here"/journal.sqlite-*
cargo test -q -p datapad-tests --test journal print_sp_fixture_script -- --ignored --nocapture \
  | grep '^\[' > "$here/sp-script.json"
echo '[{"type":"roll","pool":[{"die":"sp-attack","count":5},{"die":"sp-defense","count":3}]},{"type":"lock","index":0,"locked":true},{"type":"reroll","indices":[]},{"type":"roll","pool":[{"die":"hoth","count":4}]}]' > "$here/tray-script.json"
for game in sp tray; do
  cargo run -q -p datapad-cli --bin datapad -- play "$game" --script "$here/$game-script.json" \
    --seed 7 --journal "$here/journal.sqlite" --json > /dev/null
done
# One file, no WAL beside it.
sqlite3 "$here/journal.sqlite" 'PRAGMA wal_checkpoint(TRUNCATE); PRAGMA journal_mode=DELETE;' >/dev/null 2>&1 || true
rm -f "$here"/journal.sqlite-*
