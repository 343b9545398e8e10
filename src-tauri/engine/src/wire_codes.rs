//! Every error code the wire can carry (`AppError.code`): the framework's namespaces and each
//! registered game's own codes under its id. The UI types `AppError.code` with their union
//! ([`ErrorCode`]), so a screen or a test cannot name a code the engine never sends, and the
//! catalog test asks each of them for its sentence.

use crate::error::{own, FRAMEWORK};
use crate::games::registry::GAMES;

/// Every code on the wire, namespaced: the framework's, then each registered game's.
pub fn all() -> Vec<String> {
    let framework = FRAMEWORK
        .iter()
        .flat_map(|(ns, variants)| own(variants).into_iter().map(move |c| format!("{ns}.{c}")));
    let games = GAMES.iter().flat_map(|g| {
        (g.error_codes)()
            .into_iter()
            .map(move |c| format!("{}.{c}", g.id))
    });
    framework.chain(games).collect()
}

/// The TypeScript union of [`all`], exported as `ErrorCode.ts` and used as the type of
/// `AppError.code`. Written by hand because the codes come from the registry at export time.
pub struct ErrorCode;

impl ts_rs::TS for ErrorCode {
    type WithoutGenerics = ErrorCode;
    const DOCS: Option<&'static str> = Some(
        "/**\n * Every error code the engine sends (`AppError.code`): the framework's namespaces, then each\n * game's own codes under its id.\n */\n",
    );

    fn name() -> String {
        "ErrorCode".into()
    }

    fn decl() -> String {
        format!("type ErrorCode = {};", Self::inline())
    }

    fn decl_concrete() -> String {
        Self::decl()
    }

    fn inline() -> String {
        all()
            .iter()
            .map(|c| format!("\"{c}\""))
            .collect::<Vec<_>>()
            .join(" | ")
    }

    fn inline_flattened() -> String {
        Self::inline()
    }

    fn output_path() -> Option<&'static std::path::Path> {
        Some(std::path::Path::new("ErrorCode.ts"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_code_on_the_wire_has_a_sentence_in_both_languages() {
        let keys: Vec<String> = all().iter().map(|c| format!("error.{c}")).collect();
        let missing = crate::i18n::missing(&keys);
        assert!(missing.is_empty(), "no sentence for {missing:?}");
    }

    #[test]
    fn wrappers_of_shared_errors_are_not_codes_and_sp_attack_refusals_are() {
        let codes = all();
        let unique: std::collections::BTreeSet<&String> = codes.iter().collect();
        assert_eq!(unique.len(), codes.len(), "a code listed twice");
        for absent in [
            "settings.dice",
            "sp.dice",
            "sp.common",
            "sp.attack",
            "hoth.dice",
        ] {
            assert!(!codes.iter().any(|c| c == absent), "{absent} listed");
        }
        for present in [
            "game.game_over",
            "settings.player_count",
            "sp.ranged_while_engaged",
        ] {
            assert!(codes.iter().any(|c| c == present), "{present} missing");
        }
    }
}
