//! Setup (§2, §7): names, decks (a core ready deck or custom by objective-set numbers), the
//! balance token LS up, the dial at 0, three objectives each (their capacity read off the
//! card), hands of 6, 3 Force cards each; DS takes the first turn.

use super::action::{DeckChoice, ObjectiveInput, SideSetup};
use super::change::Change;
use super::error::{count, LcgError};
use super::state::{Objective, Phase, Player, PlayerCounters, Side, State};
use crate::game::Message;
use crate::kit::Tx;

pub const HAND: i64 = 6;
/// Cards in an objective set: one objective and five others (§7.1).
pub const SET_SIZE: i64 = 6;
pub const MIN_CUSTOM_SETS: usize = 10;

/// The core set's ready decks: their side and objective-set numbers (§2 step 2). The same
/// lists are in `content/lcg/cards.json`; a test keeps them equal.
pub const READY_DECKS: &[(&str, Side, [i64; 8])] = &[
    ("jedi", Side::Ls, [1, 2, 3, 4, 5, 6, 7, 18]),
    ("rebel_alliance", Side::Ls, [8, 9, 10, 11, 12, 13, 14, 18]),
    ("sith", Side::Ds, [19, 20, 21, 22, 23, 24, 25, 36]),
    ("imperial_navy", Side::Ds, [26, 27, 28, 29, 30, 31, 32, 36]),
];

/// The side of a core objective set: 1–18 are Light Side, 19–36 Dark Side.
pub fn set_side(set: i64) -> Option<Side> {
    match set {
        1..=18 => Some(Side::Ls),
        19..=36 => Some(Side::Ds),
        _ => None,
    }
}

fn illegal(reason: &str) -> LcgError {
    LcgError::DeckIllegal {
        reason: reason.into(),
    }
}

/// The deck's id and its number of objective sets, if legal for `side`.
pub fn deck_sets(side: Side, deck: &DeckChoice) -> Result<(String, i64), LcgError> {
    match deck {
        DeckChoice::Ready(name) => {
            let (id, s, sets) = READY_DECKS
                .iter()
                .find(|(id, _, _)| id == name)
                .ok_or_else(|| illegal("unknown_deck"))?;
            if *s != side {
                return Err(illegal("other_side"));
            }
            Ok((id.to_string(), sets.len() as i64))
        }
        DeckChoice::Custom { sets } => {
            if sets.len() < MIN_CUSTOM_SETS {
                return Err(illegal("too_few_sets"));
            }
            if sets.len() > 100 {
                return Err(illegal("too_many_sets"));
            }
            for s in sets {
                match set_side(*s) {
                    None => return Err(illegal("unknown_set")),
                    Some(x) if x != side => return Err(illegal("other_side")),
                    _ => {}
                }
                // Two copies of a set at most (the English rules' cap; the seed allows pairs).
                if sets.iter().filter(|t| *t == s).count() > 2 {
                    return Err(illegal("too_many_copies"));
                }
            }
            Ok(("custom".into(), sets.len() as i64))
        }
    }
}

/// The core set's affiliations, and `neutral`.
pub const AFFILIATIONS: &[&str] = &[
    "jedi",
    "rebel_alliance",
    "smugglers_and_spies",
    "sith",
    "imperial_navy",
    "scum_and_villainy",
    "neutral",
];

/// An affiliation as typed: one of [`AFFILIATIONS`], or none said.
pub fn affiliation(a: &Option<String>) -> Result<Option<String>, LcgError> {
    match a.as_deref().map(str::trim).filter(|a| !a.is_empty()) {
        None => Ok(None),
        Some(a) if AFFILIATIONS.contains(&a) => Ok(Some(a.to_string())),
        Some(a) => Err(LcgError::UnknownAffiliation {
            affiliation: a.into(),
        }),
    }
}

pub fn title(t: &Option<String>) -> Option<String> {
    t.as_ref()
        .map(|t| t.trim().chars().take(60).collect::<String>())
        .filter(|t| !t.is_empty())
}

pub fn objective(side: Side, n: u32, input: &ObjectiveInput) -> Result<Objective, LcgError> {
    Ok(Objective {
        id: format!("{}-o{n}", side.id()),
        title: title(&input.title),
        capacity: count("capacity", input.capacity, 1, 20)?,
        resources: count("resources", input.resources.unwrap_or(0), 0, 9)?,
        affiliation: affiliation(&input.affiliation)?,
        ..Objective::default()
    })
}

fn player(side: Side, s: &SideSetup) -> Result<Player, LcgError> {
    let (deck, sets) = deck_sets(side, &s.deck)?;
    count("objectives", s.objectives.len() as i64, 3, 3)?;
    let mut objectives = Vec::new();
    for (i, o) in s.objectives.iter().enumerate() {
        objectives.push(objective(side, i as u32 + 1, o)?);
    }
    let affiliation = match &s.deck {
        DeckChoice::Ready(id) => Some(id.clone()),
        DeckChoice::Custom { .. } => affiliation(&s.affiliation)?,
    };
    Ok(Player {
        name: title(&s.name),
        deck,
        affiliation,
        counters: PlayerCounters {
            hand: HAND,
            reserve: HAND,
            command_deck: sets * (SET_SIZE - 1) - HAND,
            objective_deck: sets - 3,
            force_cards: 3,
            affiliation_focus: 0,
        },
        objectives,
        objectives_entered: 3,
        ..Player::default()
    })
}

/// `swap` (drawn by decide when the sides are drawn) exchanges the two players' names.
pub fn setup(
    tx: &mut Tx<State>,
    ds: &SideSetup,
    ls: &SideSetup,
    drawn: Option<bool>,
    mulligan: bool,
) -> Result<(), LcgError> {
    let mut ds = player(Side::Ds, ds)?;
    let mut ls = player(Side::Ls, ls)?;
    if drawn == Some(true) {
        std::mem::swap(&mut ds.name, &mut ls.name);
    }
    tx.push(Change::SetUp {
        ds: Box::new(ds),
        ls: Box::new(ls),
        sides_drawn: drawn.is_some(),
        mulligan,
    });
    Ok(())
}

/// `mulligan {side}` (§6.4): with the rule in use, each player once, before the first turn's
/// Balance phase is resolved (the setup hand is still the one dealt). Only the log changes: the
/// hand is 6 again and the deck as large.
pub fn mulligan(tx: &mut Tx<State>, side: Side) -> Result<(), LcgError> {
    let s = &tx.state;
    if s.phase != Phase::Balance || s.turn != 1 || s.flags.balance_done {
        return Err(super::turn::wrong_phase(s));
    }
    if !s.mulligan_rule {
        return Err(LcgError::NoMulligan);
    }
    if s.player(side).mulliganed {
        return Err(LcgError::MulliganDone);
    }
    tx.push(Change::Mulligan { side });
    Ok(())
}

pub fn describe(change: &Change) -> Option<Message> {
    match change {
        Change::SetUp {
            ds,
            ls,
            sides_drawn,
            ..
        } => Some(
            Message::new(if *sides_drawn {
                "lcg.set_up_drawn"
            } else {
                "lcg.set_up"
            })
            .arg("ds_deck", ds.deck.clone())
            .arg("ls_deck", ls.deck.clone()),
        ),
        Change::Mulligan { side } => Some(Message::new("lcg.mulligan").arg("side", side.id())),
        _ => None,
    }
}

pub fn apply(s: &mut State, c: &Change) {
    match c {
        Change::SetUp {
            ds, ls, mulligan, ..
        } => {
            s.ds = (**ds).clone();
            s.ls = (**ls).clone();
            s.mulligan_rule = *mulligan;
            s.turn = 1;
            s.active = Side::Ds;
            s.balance = Side::Ls;
            s.phase = Phase::Balance;
        }
        Change::Mulligan { side } => s.player_mut(*side).mulliganed = true,
        _ => {}
    }
}

pub fn touched(c: &Change) -> Vec<String> {
    match c {
        Change::SetUp { .. } => ["phase", "turn", "dial", "balance"]
            .iter()
            .map(|k| k.to_string())
            .collect(),
        // The count stays, but the hand is a new one.
        Change::Mulligan { side } => vec![side.key("hand")],
        _ => vec![],
    }
}
