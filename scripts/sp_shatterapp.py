#!/usr/bin/env python3
"""Regenerates content/shatterpoint/shatterapp.json from ShatterApp's unit facts.

The facts (139 units: card backs, and each stance's dice counts and range) are ShatterApp's data
(Redrazor/ShatterApp, MIT; the licence is content/shatterpoint/shatterapp-LICENSE.txt), kept in
the repository as tests/data/sp-units-facts.json, a copy of ../shared/data/sp-units-facts.json.
This script turns them into the catalog's own formats, nothing more:

- `units`: one unit definition a unit (the shape of content/shatterpoint/units.json), its id the
  seed's where content/shatterpoint/units.json already has a unit of that name, else a slug of
  the name; its `source` names ShatterApp and the card's SPT code;
- `stances`: one "dice only" stance a stance side (the `datapad-sp-stance` v1 format): its name,
  attack and defense dice and range, empty charts, no tree, and a `missing` list.

The engine merges this file with the seed files when it loads (the seed stands where both give a
value; `catalog_merge.rs`, `stance/shipped.rs`) and a test writes content/shatterpoint/
DISAGREEMENTS.md. Run from the repository root, then `cargo test -p datapad-engine --lib
shatterpoint` (with DATAPAD_BLESS=1 to rewrite DISAGREEMENTS.md):

    python3 scripts/sp_shatterapp.py [--facts tests/data/sp-units-facts.json]
"""

import argparse
import json
import re
import sys
import unicodedata

SEED_UNITS = "content/shatterpoint/units.json"
OUT = "content/shatterpoint/shatterapp.json"

# The seed's names for the units ShatterApp names otherwise.
ALIASES = {"501st Clone Troopers": "501st Legion Clone Troopers"}

# ShatterApp's era names, and the rulebook's (the catalog's `Era`), in the same chronological order.
ERAS = {
    "Clone Wars": "fall_of_the_jedi",
    "Empire": "reign_of_the_empire",
    "Civil War": "age_of_rebellion",
    "New Republic": "new_republic",
}
ERA_ORDER = list(ERAS.values())

UNIT_TYPES = {"Primary": "primary", "Secondary": "secondary", "Support": "support"}

# Polish names of the tags that are words; proper names (Endor, Weequay, Spectre…) stay as they
# are. The English keeps ShatterApp's spelling, typos included, so the catalog is its data.
TAGS_PL = {
    "Scoundrel": "łajdak",
    "Galactic Republic": "Republika Galaktyczna",
    "Galactic Empire": "Imperium Galaktyczne",
    "Galatic Empire": "Imperium Galaktyczne",
    "Force User": "użytkownik Mocy",
    "Trooper": "żołnierz",
    "Rebel Alliance": "Sojusz Rebeliantów",
    "Mercenary": "najemnik",
    "Clone Trooper": "żołnierz-klon",
    "Droid": "droid",
    "Spy": "szpieg",
    "Separatist Alliance": "Sojusz Separatystów",
    "Separatists Alliance": "Sojusz Separatystów",
    "Bounty Hunter": "łowca nagród",
    "Scout": "zwiadowca",
    "Stormtrooper": "szturmowiec",
    "Mandalorian": "Mandalorianin",
    "Clone Commando": "komandos-klon",
    "Warrior": "wojownik",
    "Battle Droid": "droid bojowy",
    "Dathomirian": "Dathomirianin",
    "Inquisitorius": "Inkwizytorium",
    "Aquatic": "wodny",
    "Padawan": "padawan",
    "Bad Batch": "Parszywa Zgraja",
    "Delta Squad": "oddział Delta",
    "212th": "212.",
    "501st": "501.",
    "Nightsister": "Siostra Nocy",
    "Nighsister": "Siostra Nocy",
    "Death Trooper": "szturmowiec śmierci",
    "Officer": "oficer",
    "Shadow Collective": "Kolektyw Cienia",
    "Wolfpack": "Wilcze Stado",
    "Clan Kryze": "klan Kryze",
    "Clan Wren": "klan Wren",
    "Death Watch": "Straż Śmierci",
    "Fil's Squad": "oddział Fila",
    "Night Trooper": "nocny szturmowiec",
    "Super Commando": "superkomandos",
    "Handmaiden": "służka",
    "Nite Owls": "Nocne Sowy",
    "Chief": "wódz",
    "Shaman": "szaman",
}

NO_CHARTS = "no public source gives the expertise charts or the combat tree"


def slug(name):
    ascii_name = unicodedata.normalize("NFKD", name).encode("ascii", "ignore").decode()
    return re.sub(r"[^a-z0-9]+", "-", ascii_name.lower()).strip("-")


def text(en, pl=None):
    return {"pl": pl or en, "en": en}


def eras(field):
    got = sorted({ERAS[e.strip()] for e in field.split(";")}, key=ERA_ORDER.index)
    span = ERA_ORDER[ERA_ORDER.index(got[0]) : ERA_ORDER.index(got[-1]) + 1]
    if span != got:
        sys.exit(f"era list {field!r} skips an era: the catalog keeps only a span")
    return [got[0]] if len(got) == 1 else [got[0], got[-1]]


def source(u):
    """Where a unit's values come from: ShatterApp (the file's head says which commit) and the card."""
    return f"ShatterApp data (MIT, shatterapp-LICENSE.txt): SPT {u['spt']}, product {u['product']}"


def unit(u, uid):
    primary = u["unit_type"] == "Primary"
    return {
        "id": uid,
        "name": text(u["name"]),
        "unique_name": u["character_type"],
        "unit_type": UNIT_TYPES[u["unit_type"]],
        "traits": [text(t, TAGS_PL.get(t)) for t in u["tags"]],
        "stamina": u["stamina"],
        "durability": u["durability"],
        "force": u["force"],
        "points": u["squad_points"] if primary else u["point_cost"],
        "characters": u["model_count"],
        "eras": eras(u["era"]),
        "stances": [text(s["name"]) for s in sorted(u["stances"], key=lambda s: s["number"])],
        "abilities": [],
        "rule": None,
        "verified": False,
        "unverified": ["abilities"],
        "source": source(u),
    }


def stance(u, uid, s):
    melee, ranged = s["melee"], s["ranged"] or {"attack": None, "defense": None, "range": None}
    missing = ["melee.weapon", "melee.chart"]
    if ranged["defense"] is None:
        missing.append("ranged.defense")
    if ranged["attack"] is not None:
        missing += ["ranged.weapon", "ranged.chart"]
    missing += ["defense_chart", "tree"]
    return {
        "format": "datapad-sp-stance",
        "version": 1,
        "id": f"{uid}-{s['number']}",
        "unit": uid,
        "side": s["number"] - 1,
        "name": text(s["name"]),
        "melee": {"attack": melee["attack"], "defense": melee["defense"], "weapon": None, "chart": []},
        "ranged": {
            "attack": ranged["attack"],
            "range": ranged["range"],
            "defense": ranged["defense"],
            "weapon": None,
            "chart": [],
        },
        "defense_chart": [],
        "tree": {"options": [], "links": []},
        "verified": False,
        "missing": missing,
        "source": f"{source(u)}; stance {s['number']}: the dice and the range only, {NO_CHARTS}",
    }


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--facts", default="tests/data/sp-units-facts.json", help="the facts file")
    args = ap.parse_args()
    with open(args.facts, encoding="utf-8") as f:
        facts = json.load(f)
    with open(SEED_UNITS, encoding="utf-8") as f:
        seed_ids = {u["name"]["en"]: u["id"] for u in json.load(f)}
    units, stances, ids, matched = [], [], set(), set()
    for u in facts["units"]:
        seed_name = ALIASES.get(u["name"], u["name"])
        uid = seed_ids.get(seed_name) or slug(u["name"])
        if seed_name in seed_ids:
            matched.add(seed_name)
        if uid in ids:
            sys.exit(f"two units would take the id {uid}")
        ids.add(uid)
        units.append(unit(u, uid))
        stances += [stance(u, uid, s) for s in u["stances"]]
    unmatched = sorted(set(seed_ids) - matched)
    if unmatched:
        sys.exit(f"seed units ShatterApp does not name (add an alias): {unmatched}")
    head = {
        "generated_by": "scripts/sp_shatterapp.py from tests/data/sp-units-facts.json; do not edit by hand",
        "source": facts["source"],
        "fields": facts["fields"],
        "eras": "ShatterApp's Clone Wars, Empire, Civil War and New Republic are the rulebook's Fall of "
        "the Jedi, Reign of the Empire, Age of Rebellion and New Republic",
        "licence": "shatterapp-LICENSE.txt",
    }
    lines = ["{"]
    lines += [f"  {json.dumps(k)}: {json.dumps(v, ensure_ascii=False)}," for k, v in head.items()]
    for key, items, last in (("units", units, False), ("stances", stances, True)):
        lines.append(f'  "{key}": [')
        body = [f"    {json.dumps(x, ensure_ascii=False)}" for x in items]
        lines.append(",\n".join(body))
        lines.append("  ]" + ("" if last else ","))
    lines.append("}")
    with open(OUT, "w", encoding="utf-8") as f:
        f.write("\n".join(lines) + "\n")
    print(f"{OUT}: {len(units)} units, {len(stances)} stances")


if __name__ == "__main__":
    main()
