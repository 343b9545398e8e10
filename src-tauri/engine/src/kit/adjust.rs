//! Setting a counter by hand: a table dispute or a missed effect never blocks a game. Every
//! adjustment needs a reason and keeps the counter's bounds; the refusals are the shared ones.

use crate::error::Common;

/// The longest reason kept.
pub const MAX_REASON: usize = 200;

/// The reason, trimmed: not empty and at most [`MAX_REASON`] characters.
pub fn reason(reason: &str) -> Result<&str, Common> {
    let r = reason.trim();
    if r.is_empty() || r.chars().count() > MAX_REASON {
        Err(Common::ReasonMissing)
    } else {
        Ok(r)
    }
}

/// `value` within `min..=max`, or `adjust_range`.
pub fn range(value: i64, min: i64, max: i64) -> Result<i64, Common> {
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(Common::AdjustRange { min, max })
    }
}

/// An amount an action names, within `min..=max`, or `amount`.
pub fn amount(value: i64, min: i64, max: i64) -> Result<i64, Common> {
    if (min..=max).contains(&value) {
        Ok(value)
    } else {
        Err(Common::Amount { min, max })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_reason_is_needed_and_bounded() {
        assert_eq!(reason("  "), Err(Common::ReasonMissing));
        assert_eq!(reason(&"x".repeat(201)), Err(Common::ReasonMissing));
        assert_eq!(reason(" missed a card "), Ok("missed a card"));
        assert_eq!(range(9, 0, 8), Err(Common::AdjustRange { min: 0, max: 8 }));
        assert_eq!(amount(-1, 0, 9), Err(Common::Amount { min: 0, max: 9 }));
    }
}
