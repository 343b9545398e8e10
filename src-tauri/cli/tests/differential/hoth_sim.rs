//! Seeded Battle of Hoth attacks played through the tracker: a battle set up for the case by
//! the game's own actions (scenario, leader, readings, units, sheet dice, the card, the order,
//! the figures lost), then `decide` / `evolve` of the attack with the faces rolled by the app's
//! battle die (`dice::roll`), an AT-AT's confirmation rolled and played after it, and the
//! outcome read off the board.
//!
//! The tracker reads a roll by its faces, so each distinct roll is played once and remembered:
//! the same samples as playing every one, in a fraction of the time.

use crate::hoth_gen::{side, Card, Case, Target};
use datapad_engine::dice::{rng_from, roll, Catalog, Die, Symbol};
use datapad_engine::game::{decide, evolve, wire_error, Ctx};
use datapad_engine::games::hoth::types::{Kind, Side};
use datapad_engine::games::hoth::{Action, Hoth, Pending, State};
use serde_json::{json, Value};
use std::collections::hash_map::{Entry, HashMap};

/// What one attack did to the board.
#[derive(Debug, Clone, Copy, Default)]
pub struct Outcome {
    /// Figures removed (a structure destroyed counts 1).
    pub removed: u32,
    pub eliminated: bool,
    /// Hexes the surviving target owes in retreat (the players then say how many are free).
    pub retreats: u32,
    /// Hexes it must move even after ignoring one where the tracker lets it (infantry in
    /// trenches): a forced retreat.
    pub forced: u32,
    /// The attacker's side gained a medal.
    pub medal: bool,
}

/// A battle ready for the case's attack.
pub struct Battle {
    pub state: State,
    side: Side,
    target: String,
    /// The target's figures, full and now.
    pub full: u32,
    attack: Value,
}

const TARGET: &str = "t";
const STRUCTURE: &str = "gen";

fn act(state: State, action: Value, ctx: &mut Ctx) -> Result<State, String> {
    let shown = action.to_string();
    let a: Action = serde_json::from_value(action).map_err(|e| format!("{shown}: {e}"))?;
    let events = decide::<Hoth>(&state, &a, ctx).map_err(|e| format!("{shown} refused: {e:?}"))?;
    Ok(events.iter().fold(state, evolve::<Hoth>))
}

fn name<T: serde::Serialize>(x: T) -> Value {
    serde_json::to_value(x).unwrap_or_default()
}

/// A roll by its faces' counts: the tracker reads no more of it.
type Key = [u8; Symbol::COUNT];

/// A roll played: its outcome, or the board awaiting an AT-AT's confirmation of `n` dice.
enum Stage {
    Done(Outcome),
    Confirm(Box<State>, u32),
}

fn counts(faces: &[Symbol]) -> Key {
    let mut c = [0u8; Symbol::COUNT];
    for f in faces {
        c[f.index()] += 1;
    }
    c
}

impl Battle {
    pub fn set_up(case: &Case, cat: &Catalog) -> Result<Battle, String> {
        let side = side(case.attacker);
        let mut rng = rng_from(Some(0));
        let mut ctx = Ctx {
            rng: &mut rng,
            dice: cat,
        };
        let mut script = vec![json!({
            "type": "set_scenario", "starts": side, "hand": {"empire": 4, "rebels": 4},
            "victory": {"empire": null, "rebels": null},
            "structures": [{"id": STRUCTURE, "kind": "shield_generator", "terrain": "open"}],
            "objectives": []})];
        match case.card {
            Card::PowerOfTheForce => {
                script.push(json!({"type": "choose_leader", "side": "empire", "leader": "vader"}))
            }
            Card::OrdersFromThePrincess => {
                script.push(json!({"type": "choose_leader", "side": "rebels", "leader": "leia"}))
            }
            Card::Plain => {}
        }
        for (on, key, choice) in [
            (case.clamp_then_bonus, "dice_clamp", "clamp_then_bonus"),
            (case.scouts_stacking, "scouts_stacking", "stacking"),
        ] {
            if on {
                script.push(json!({"type": "set_reading", "key": key, "choice": choice}));
            }
        }
        script.push(json!({"type": "add_unit", "kind": case.attacker, "id": "a"}));
        if let Target::Unit { kind, badge, .. } = &case.target {
            script.push(json!({"type": "add_unit", "kind": kind, "id": TARGET, "badge": badge}));
        }
        let scout = match side {
            Side::Empire => Kind::Snowtrooper,
            Side::Rebels => Kind::EchoTrooper,
        };
        let scouts: Vec<String> = (1..=case.scouts).map(|i| format!("s{i}")).collect();
        for id in &scouts {
            script.push(json!({"type": "add_unit", "kind": scout, "id": id, "badge": "scouts"}));
        }
        if let Some(dice) = &case.unit_dice {
            script.push(json!({"type": "set_unit_dice", "kind": case.attacker, "dice": dice}));
        }
        script.push(json!({"type": "start_game"}));
        script.push(match case.card {
            Card::Plain => json!({"type": "play_card", "card": {"units": 1, "fallback": true}}),
            Card::PowerOfTheForce => {
                json!({"type": "play_card", "card": {"units": 2, "id": "power_of_the_force"}})
            }
            Card::OrdersFromThePrincess => {
                json!({"type": "play_card", "card": {"units": 2, "id": "orders_from_the_princess"}})
            }
        });
        script.push(json!({"type": "order", "units": ["a"]}));
        let mut state = State::default();
        for a in script {
            state = act(state, a, &mut ctx)?;
        }
        let (target, full) = match &case.target {
            Target::Unit { lost, .. } => {
                let full = state.unit(TARGET).map_or(1, |u| u.max_figures);
                let left = full.saturating_sub(*lost).max(1);
                if left < full {
                    let adjust = json!({"type": "adjust", "reason": "differential board",
                        "target": {"kind": "figures", "unit": TARGET, "figures": left}});
                    state = act(state, adjust, &mut ctx)?;
                }
                (TARGET, full)
            }
            Target::Structure => (STRUCTURE, 1),
        };
        let attack = json!({
            "attacker": "a", "target": target, "range": case.range,
            "terrain": name(case.terrain), "attacker_terrain": name(case.attacker_terrain),
            "scouts": scouts, "roll": {"mode": "virtual"}});
        Ok(Battle {
            state,
            side,
            target: target.into(),
            full,
            attack,
        })
    }

    /// The adjudicator's question before the roll (its roll is not read).
    pub fn ask(&self) -> Value {
        let mut q = self.attack.clone();
        q["type"] = json!("attack_odds");
        q
    }

    /// The figures the target has now.
    pub fn figures(&self) -> u32 {
        self.state.unit(&self.target).map_or(1, |u| u.figures)
    }

    fn attack(&self, roll: Value, ctx: &mut Ctx) -> Result<State, String> {
        let mut a = self.attack.clone();
        a["roll"] = roll;
        a["type"] = json!("attack");
        act(self.state.clone(), a, ctx)
    }

    /// The code the tracker refuses the attack with (the app rolling the dice), if it does.
    pub fn refusal(&self, cat: &Catalog, seed: u64) -> Option<String> {
        let mut rng = rng_from(Some(seed));
        let mut ctx = Ctx {
            rng: &mut rng,
            dice: cat,
        };
        let mut a = self.attack.clone();
        a["type"] = json!("attack");
        let a: Action = serde_json::from_value(a).ok()?;
        decide::<Hoth>(&self.state, &a, &mut ctx)
            .err()
            .map(|e| wire_error::<Hoth>(&e).code)
    }

    fn outcome(&self, after: &State) -> Outcome {
        let (removed, eliminated) = match after.unit(&self.target) {
            Some(u) => (self.figures().saturating_sub(u.figures), u.figures == 0),
            None => {
                let gone = after
                    .structures
                    .iter()
                    .any(|s| s.id == self.target && s.destroyed);
                (u32::from(gone), gone)
            }
        };
        let (retreats, forced) = match &after.pending {
            Some(Pending::Retreat {
                owed, may_ignore, ..
            }) => (*owed, owed.saturating_sub(u32::from(*may_ignore))),
            _ => (0, 0),
        };
        Outcome {
            removed,
            eliminated,
            retreats,
            forced,
            medal: after.medals.get(self.side) > self.state.medals.get(self.side),
        }
    }

    /// `attacks` attacks of `dice` dice rolled with `rolling`'s battle die from `seed`, played
    /// with the app's catalog `cat` in effect; an AT-AT's confirmation is rolled and played too.
    pub fn sample(
        &self,
        cat: &Catalog,
        rolling: &Catalog,
        seed: u64,
        dice: u32,
        attacks: usize,
    ) -> Result<Vec<Outcome>, String> {
        let die = rolling.get("hoth").map_err(|e| e.to_string())?;
        let mut rng = rng_from(Some(seed));
        let mut quiet = rng_from(Some(0));
        let mut ctx = Ctx {
            rng: &mut quiet,
            dice: cat,
        };
        let mut first: HashMap<Key, Stage> = HashMap::new();
        let mut confirmed: HashMap<(Key, Key), Outcome> = HashMap::new();
        let mut out = Vec::with_capacity(attacks);
        for _ in 0..attacks {
            let faces = rolled(die, &mut rng, dice);
            let key = counts(&faces);
            let stage = match first.entry(key) {
                Entry::Occupied(e) => e.into_mut(),
                Entry::Vacant(e) => {
                    let after =
                        self.attack(json!({"mode": "physical", "faces": faces}), &mut ctx)?;
                    e.insert(match after.pending {
                        Some(Pending::Confirm { dice, .. }) => {
                            Stage::Confirm(Box::new(after), dice)
                        }
                        _ => Stage::Done(self.outcome(&after)),
                    })
                }
            };
            let o = match stage {
                Stage::Done(o) => *o,
                Stage::Confirm(after, n) => {
                    let again = rolled(die, &mut rng, *n);
                    match confirmed.entry((key, counts(&again))) {
                        Entry::Occupied(e) => *e.get(),
                        Entry::Vacant(e) => {
                            let roll = json!({"type": "confirm",
                                "roll": {"mode": "physical", "faces": again}});
                            let done = act((**after).clone(), roll, &mut ctx)?;
                            *e.insert(self.outcome(&done))
                        }
                    }
                }
            };
            out.push(o);
        }
        Ok(out)
    }
}

fn rolled(die: &Die, rng: &mut dyn rand::RngCore, n: u32) -> Vec<Symbol> {
    (0..n).map(|_| roll(die, rng)).collect()
}
