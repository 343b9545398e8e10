//! A table to play scenarios on: it keeps every event so each test can check that replaying
//! the journal rebuilds the very same state.

use datapad_engine::game::replay;
use datapad_engine::games::shatterpoint::SpError;
use datapad_engine::games::shatterpoint::{
    Action, AdjustTarget, Event, OrderCard, RollCounts, RollInput, Shatterpoint, State, TeamPick,
    TeamUnit, UnitRef, UnitType,
};
use datapad_engine::kit::spec::given;

// The fuzz lane includes this file too and uses less of it.
#[allow(unused_imports)]
pub use UnitType::{Primary, Secondary, Support};

pub const P1: u8 = 0;
pub const P2: u8 = 1;
/// The standard team's slots.
pub const MAUL: u8 = 0;
pub const GAR: u8 = 1;
pub const MAGNA: u8 = 2;
pub const ANAKIN: u8 = 3;
pub const PADAWAN: u8 = 4;
pub const CLONES: u8 = 5;

/// The example team (slots above): the same one the engine's own tests and docs use.
#[allow(unused_imports)]
pub use datapad_engine::games::shatterpoint::example::{pick, squad, standard_team};

pub fn u(player: u8, slot: u8) -> UnitRef {
    UnitRef { player, slot }
}

pub fn card(slot: u8) -> Option<OrderCard> {
    Some(OrderCard::Unit { slot })
}

pub fn counts(crit: u8, strike: u8, expertise: u8) -> RollCounts {
    RollCounts {
        crit,
        strike,
        expertise,
        failure: 5 - crit - strike - expertise,
    }
}

pub struct Table {
    pub state: State,
    pub events: Vec<Event>,
    seed: u64,
}

impl Table {
    pub fn new() -> Table {
        Table {
            state: State::default(),
            events: Vec::new(),
            seed: 1,
        }
    }

    /// Both players field the standard team; a mission with these objectives; player 1 first.
    pub fn with(teams: [TeamPick; 2], mission: &str, objectives: u8) -> Table {
        let mut t = Table::new();
        for (player, team) in teams.into_iter().enumerate() {
            t.ok(Action::SetTeam {
                player: player as u8,
                team,
                casual: false,
            });
        }
        t.ok(Action::ChooseMission {
            mission: mission.into(),
            objectives: Some(objectives),
        });
        t.ok(Action::RollOff {
            roll: RollInput::Physical {
                counts: vec![counts(1, 0, 0), counts(0, 0, 0)],
            },
        });
        t.ok(Action::StartGame);
        t
    }

    /// The standard game at turn 1, player 1 to reveal, objectives 1–3 active.
    pub fn started() -> Table {
        let mut t = Table::with([standard_team(), standard_team()], "generic", 3);
        t.ok(Action::SetActiveObjectives {
            active: vec![0, 1, 2],
            map: None,
            card: None,
        });
        t
    }

    /// Changes where the random draws of the following actions come from.
    pub fn reseed(&mut self, seed: u64) {
        self.seed = seed;
    }

    /// One action through the game kit's given / when, as every game's tests do; the table
    /// keeps the event for the replay check.
    pub fn act(&mut self, a: Action) -> Result<&Event, SpError> {
        self.seed = self.seed.wrapping_add(1);
        let mut given = given::<Shatterpoint>().seed(self.seed);
        given.state = self.state.clone();
        let then = given.when(&a);
        let mut events = then.result?;
        assert_eq!(events.len(), 1, "one action, one event");
        self.state = then.after;
        let e = events.remove(0);
        self.events.push(e);
        Ok(self.events.last().expect("just pushed"))
    }

    /// Acts and expects success; returns the log sentence.
    pub fn ok(&mut self, a: Action) -> String {
        match self.act(a.clone()) {
            Ok(e) => datapad_engine::i18n::message(
                datapad_engine::settings::Lang::En,
                &datapad_engine::game::describe::<Shatterpoint>(e),
            ),
            Err(e) => panic!("{a:?} refused: {e}"),
        }
    }

    /// Expects a refusal with this error, and no change at all.
    pub fn refused(&mut self, a: Action, want: SpError) {
        let before = self.state.clone();
        let n = self.events.len();
        assert_eq!(self.act(a.clone()).err(), Some(want), "{a:?}");
        assert_eq!(self.state, before, "a refused action changes nothing");
        assert_eq!(self.events.len(), n);
    }

    pub fn unit(&self, player: u8, slot: u8) -> &TeamUnit {
        self.state.unit(u(player, slot)).expect("unit exists")
    }

    /// Reveals this unit's card (as turned over by hand) and activates it.
    pub fn activate(&mut self, slot: u8) {
        self.ok(Action::Reveal { card: card(slot) });
        self.ok(Action::Activate);
    }

    /// Ends the activation (if one runs) and the turn, objectives keeping their controllers.
    pub fn end_turn(&mut self) -> String {
        if self.state.activating().is_some()
            && self.state.turn.step == datapad_engine::games::shatterpoint::Step::Actions
        {
            self.ok(Action::EndActivation);
        }
        self.ok(Action::EndTurn { control: vec![] })
    }

    /// A whole turn of the active player with this unit.
    pub fn turn_with(&mut self, slot: u8) -> String {
        self.activate(slot);
        self.end_turn()
    }

    pub fn adjust(&mut self, target: AdjustTarget) {
        self.ok(Action::Adjust {
            target,
            reason: "scenario setup".into(),
        });
    }

    pub fn damage(&mut self, player: u8, slot: u8, amount: u32) -> String {
        self.ok(Action::Damage {
            unit: u(player, slot),
            amount,
        })
    }

    /// Replaying the journal rebuilds exactly this state.
    pub fn check_replay(&self) {
        assert_eq!(replay::<Shatterpoint>(&self.events), self.state);
    }
}

impl Drop for Table {
    fn drop(&mut self) {
        if !std::thread::panicking() {
            self.check_replay();
        }
    }
}
