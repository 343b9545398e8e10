//! The game kit: what every game needs and none should write again. A game uses it from its own
//! folder; the kit imports no game.
//!
//! - [`changes!`](crate::changes) and [`Event`]: one exhaustive dispatch of every change to the
//!   rule file that owns it, and the fold, log sentence and touched counters of an event, once.
//! - [`Tx`]: decide applies each change to a scratch state as it records it, so cascades
//!   (damage → destroyed → victory pile → win) are computed once, in decide.
//! - [`Reading`] and [`RuleLink`]: the reading a game applies where the rules are unclear, and
//!   the rules entry each board term opens.
//! - [`adjust`]: setting a counter by hand, with a reason, inside its bounds.
//! - [`switch`]: readings the table may switch, the recommended choice first.
//! - [`spec`]: given / when / then tests over any game, which check with [`said`] that every
//!   event an accepted action produces has its sentence in both languages.
//! - [`read`]: a game's reads besides a session (its plain odds), their arguments and answer.
//! - [`game_error!`](crate::game_error): a game's error enum with the shared refusals inside.
//!
//! "Why did this counter last change" is kept by the journal from each game's
//! [`Game::touched`](crate::game::Game::touched); the log sentence is a
//! [`Message`](crate::game::Message) whose words are in the catalogs.

pub mod adjust;
mod changes;
pub mod read;
mod reading;
pub mod said;
pub mod spec;
pub mod switch;
mod tx;

pub use changes::Event;
pub use reading::{Reading, RuleLink};
pub use tx::{Apply, Tx};

/// Makes `$t` (an enum deriving `Serialize` with `#[serde(tag = "code", content = "data",
/// rename_all = "snake_case")]` whose last variant is
/// `#[serde(untagged)] Common(crate::error::Common)`) a game error of namespace `$ns`: its
/// `Display` is the English sentence of its catalog, `From<Common>` wraps shared refusals.
/// Further untagged variants named after `$ns` wrap other shared errors (`Dice(DiceError)`),
/// which keep their own namespace on the wire.
#[macro_export]
macro_rules! game_error {
    ($t:ty, $ns:expr $(, $shared:ident)*) => {
        impl std::fmt::Display for $t {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                use $crate::game::GameError as _;
                let e = self
                    .shared()
                    .unwrap_or_else(|| $crate::Error::coded($ns, &RawCode(self)));
                f.write_str(&e.message)
            }
        }

        /// Serializes like the error without going through its `Display` (which needs it).
        struct RawCode<'a>(&'a $t);
        impl serde::Serialize for RawCode<'_> {
            fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
                self.0.serialize(s)
            }
        }
        impl std::fmt::Display for RawCode<'_> {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                let v = serde_json::to_value(self.0).unwrap_or_default();
                write!(f, "{}", v.get("code").and_then(|c| c.as_str()).unwrap_or("error"))
            }
        }

        impl std::error::Error for $t {}

        impl From<$crate::error::Common> for $t {
            fn from(c: $crate::error::Common) -> Self {
                Self::Common(c)
            }
        }

        impl $crate::game::GameError for $t {
            fn shared(&self) -> Option<$crate::Error> {
                match self {
                    Self::Common(c) => Some(c.clone().into()),
                    $(Self::$shared(e) => Some(e.clone().into()),)*
                    _ => None,
                }
            }
        }
    };
}
