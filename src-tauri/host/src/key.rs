//! The table's key: what a joining device must show. A new one is 128 random bits in 26 base32
//! letters (no padding), short enough to type from the share panel; one given by hand is 16 to
//! 64 letters and digits. The key is compared in constant time, so timing says nothing of it.

use rand::RngCore;
use subtle::ConstantTimeEq;

const BASE32: &[u8; 32] = b"ABCDEFGHIJKLMNOPQRSTUVWXYZ234567";

/// A new random key.
pub fn random() -> String {
    let mut bytes = [0u8; 16];
    rand::rng().fill_bytes(&mut bytes);
    let bits = u128::from_be_bytes(bytes);
    // 26 letters of 5 bits carry 130 bits: the first letter holds the top 3 bits only.
    (0..26)
        .rev()
        .map(|i| BASE32[((bits >> (i * 5)) & 31) as usize] as char)
        .collect()
}

/// Why a key given by hand cannot be used, in one sentence; `None` when it can.
pub fn refusal(key: &str) -> Option<String> {
    let n = key.chars().count();
    if !(16..=64).contains(&n) {
        return Some(format!("the key must be 16 to 64 characters, not {n}"));
    }
    key.chars()
        .find(|c| !c.is_ascii_alphanumeric())
        .map(|c| format!("the key may hold only A–Z, a–z and 0–9, not '{c}'"))
}

/// Whether `given` is the key, compared in constant time.
pub fn matches(key: &str, given: &str) -> bool {
    key.as_bytes().ct_eq(given.as_bytes()).into()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_new_key_is_26_base32_letters_and_never_the_same() {
        let (a, b) = (random(), random());
        assert_eq!(a.len(), 26);
        assert!(a.bytes().all(|c| BASE32.contains(&c)), "{a}");
        assert!(refusal(&a).is_none());
        assert_ne!(a, b);
    }

    #[test]
    fn a_key_by_hand_is_16_to_64_letters_and_digits() {
        assert!(refusal("abcdEFGH12345678").is_none());
        assert!(refusal(&"a".repeat(64)).is_none());
        assert!(refusal("short").unwrap().contains("16 to 64"));
        assert!(refusal(&"a".repeat(65)).is_some());
        assert!(refusal("abcdEFGH1234567-").unwrap().contains("'-'"));
    }

    #[test]
    fn only_the_key_matches() {
        assert!(matches("abcdEFGH12345678", "abcdEFGH12345678"));
        assert!(!matches("abcdEFGH12345678", "abcdEFGH12345679"));
        assert!(!matches("abcdEFGH12345678", "abcd"));
        assert!(!matches("abcdEFGH12345678", ""));
    }
}
