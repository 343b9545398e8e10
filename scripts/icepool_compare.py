#!/usr/bin/env python3
"""Side-by-side timing of exact Shatterpoint success odds: icepool vs Datapad's engine.

Not part of `cargo xtask test`; `cargo xtask bench` runs it after the benches. Needs
`pip install icepool` and a finished `cargo bench -p datapad-engine --bench sp_attack_odds` (its
criterion estimates are read from the target directory, $CARGO_TARGET_DIR or target/). Both
sides compute the same distribution, in process: successes = crits + max(0, strikes - blocks),
attack die B A A A C C D D, defense die E E F F D D. Two comparisons:

- the kernel: icepool builds the distribution; Datapad's closed form (`raw_successes`) gives
  its integer weights;
- the table a player sees: icepool's distribution, then every outcome's exact probability, the
  chance of at least each, their floats and the exact mean; Datapad's `sp_odds`, the same rows
  (reduced fraction, float, at-least float) and the mean, exactly what the tray shows.

icepool's answers are checked against Datapad's CLI (exact fractions) before anything is timed.

usage: python3 scripts/icepool_compare.py [--runs N]
"""

import argparse
import glob
import json
import os
import subprocess
import sys
import tempfile
import timeit
from fractions import Fraction

import icepool

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
MATCHUPS = [(6, 4), (12, 8), (20, 12), (30, 14), (30, 30)]


def icepool_successes(n, b):
    # One attack die as 100*crit + strike, so a sum keeps both counts; a defense die as blocks.
    attack = n @ icepool.Die({100: 1, 1: 3, 0: 4})
    defense = b @ icepool.Die({1: 2, 0: 4})
    return icepool.map(lambda a, d: a // 100 + max(0, a % 100 - d), attack, defense)


def icepool_table(n, b):
    # What the tray shows: each value's exact chance and float, at least each, the mean.
    die = icepool_successes(n, b)
    exact = die.probabilities()
    at_least = die.probabilities(">=")
    rows = [(p, float(p), float(q)) for p, q in zip(exact, at_least)]
    mean = die.mean()
    return rows, mean, float(mean)


def chartless_stance(path):
    stance = {
        "format": "datapad-sp-stance", "version": 1, "id": "plain", "unit": None, "side": 0,
        "name": {"pl": "zwykly", "en": "plain"},
        "melee": {"attack": 1, "defense": 0, "weapon": None, "chart": []},
        "ranged": {"attack": None, "range": None, "defense": 0, "weapon": None, "chart": []},
        "defense_chart": [],
        "tree": {"options": [{"id": "a", "row": 0, "col": 0, "start": True,
                              "effects": [{"kind": "damage"}]}], "links": []},
        "verified": False, "missing": [], "source": "icepool comparison",
    }
    with open(path, "w") as f:
        json.dump(stance, f)


def datapad_exact(stance, n, b):
    # Only the exact fractions are read from the CLI (not its time), so any build will do.
    built = [os.path.join(target_dir(), p, "datapad") for p in ("release", "debug")]
    exe = next((e for e in built if os.path.exists(e)), None)
    cmd = [exe] if exe else ["cargo", "run", "-q", "-p", "datapad-engine", "--bin",
                             "datapad", "--"]
    out = subprocess.run(
        cmd + ["odds", "sp", "--attacker", stance, "--defender", stance, "--type", "melee",
               f"--extra-attack={n - 1}", f"--extra-defense={b}", "--json"],
        cwd=ROOT, check=True, capture_output=True, text=True).stdout
    return {int(k): Fraction(v) for k, v in json.loads(out)["successes_exact"].items()}


def target_dir():
    return os.environ.get("CARGO_TARGET_DIR") or os.path.join(ROOT, "target")


def criterion_mean_ns(prefix):
    pattern = os.path.join(target_dir(), "criterion", glob.escape(prefix) + "*", "new",
                           "estimates.json")
    hits = glob.glob(pattern)
    if not hits:
        return None
    with open(hits[0]) as f:
        return json.load(f)["mean"]["point_estimate"]


def best_of(runs, f):
    # icepool caches per expression; a fresh build each run, best of several.
    return min(timeit.repeat(f, number=1, repeat=runs))


def cells(seconds, ns):
    ours = f"{ns / 1e3:9.1f} µs" if ns else "   (no bench)"
    ratio = f"{seconds * 1e9 / ns:7.0f}×" if ns else "       -"
    return f"{seconds * 1e3:9.2f} ms {ours} {ratio}"


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--runs", type=int, default=5)
    args = ap.parse_args()
    print(f"icepool {icepool.__version__}, Python {sys.version.split()[0]}, best of {args.runs}")
    with tempfile.TemporaryDirectory() as tmp:
        stance = os.path.join(tmp, "plain.json")
        chartless_stance(stance)
        print(f"{'':7} {'kernel: icepool':>15} {'raw_successes':>14} {'ratio':>8}"
              f" {'table: icepool':>15} {'sp_odds':>12} {'ratio':>8}")
        for n, b in MATCHUPS:
            die = icepool_successes(n, b)
            mine = datapad_exact(stance, n, b)
            theirs = {k: Fraction(die.quantity(k), die.denominator()) for k in die.outcomes()}
            theirs = {k: v for k, v in theirs.items() if v}
            if {k: v for k, v in mine.items() if v} != theirs:
                sys.exit(f"{n}v{b}: icepool and datapad disagree")
            kernel = best_of(args.runs, lambda: icepool_successes(n, b).denominator())
            table = best_of(args.runs, lambda: icepool_table(n, b))
            print(f"{n:>3}v{b:<3} {cells(kernel, criterion_mean_ns(f'sp raw successes {n}v{b} '))}"
                  f" {cells(table, criterion_mean_ns(f'sp_odds {n}v{b} '))}")


if __name__ == "__main__":
    main()
