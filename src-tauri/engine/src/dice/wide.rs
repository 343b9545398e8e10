//! A 256-bit unsigned integer and an exact fraction over it, for odds whose outcome counts pass
//! 128 bits: 30 attack against 30 defense dice have 8^30·6^30 ≈ 2^168 equally likely outcomes.
//!
//! Written here rather than taken from a crate because the odds need only a handful of
//! operations (add, multiply by a small number, a widening 128×128 product, shifts, division for
//! display), all on a fixed width; each is short and tested against `u128` below. Every
//! operation that could overflow is checked and says so instead of wrapping.

use super::smooth::Over;
use std::cmp::Ordering;
use std::fmt;

/// Little-endian 64-bit limbs: `0[0]` is the lowest.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct U256(pub [u64; 4]);

impl U256 {
    pub const ZERO: U256 = U256([0; 4]);
    pub const ONE: U256 = U256([1, 0, 0, 0]);

    pub const fn from_u128(v: u128) -> U256 {
        U256([v as u64, (v >> 64) as u64, 0, 0])
    }

    pub const fn from_u64(v: u64) -> U256 {
        U256([v, 0, 0, 0])
    }

    /// The value when it fits in 128 bits.
    pub fn to_u128(self) -> Option<u128> {
        (self.0[2] == 0 && self.0[3] == 0)
            .then(|| u128::from(self.0[0]) | (u128::from(self.0[1]) << 64))
    }

    pub fn is_zero(self) -> bool {
        self.0 == [0; 4]
    }

    /// The number of significant bits (0 for zero).
    pub fn bits(self) -> u32 {
        for i in (0..4).rev() {
            if self.0[i] != 0 {
                return 64 * i as u32 + (64 - self.0[i].leading_zeros());
            }
        }
        0
    }

    pub fn trailing_zeros(self) -> u32 {
        for i in 0..4 {
            if self.0[i] != 0 {
                return 64 * i as u32 + self.0[i].trailing_zeros();
            }
        }
        256
    }

    pub fn checked_add(self, o: U256) -> Option<U256> {
        let mut out = [0u64; 4];
        let mut carry = false;
        for (i, limb) in out.iter_mut().enumerate() {
            let (s1, c1) = self.0[i].overflowing_add(o.0[i]);
            let (s2, c2) = s1.overflowing_add(u64::from(carry));
            *limb = s2;
            carry = c1 || c2;
        }
        (!carry).then_some(U256(out))
    }

    /// `self − o`, or `None` when `o` is larger.
    pub fn checked_sub(self, o: U256) -> Option<U256> {
        let mut out = [0u64; 4];
        let mut borrow = false;
        for (i, limb) in out.iter_mut().enumerate() {
            let (d1, b1) = self.0[i].overflowing_sub(o.0[i]);
            let (d2, b2) = d1.overflowing_sub(u64::from(borrow));
            *limb = d2;
            borrow = b1 || b2;
        }
        (!borrow).then_some(U256(out))
    }

    pub fn checked_mul_u64(self, m: u64) -> Option<U256> {
        let mut out = [0u64; 4];
        let mut carry: u128 = 0;
        for (i, limb) in out.iter_mut().enumerate() {
            let p = u128::from(self.0[i]) * u128::from(m) + carry;
            *limb = p as u64;
            carry = p >> 64;
        }
        (carry == 0).then_some(U256(out))
    }

    /// The full product of two 128-bit numbers; it always fits.
    pub fn widening_mul(a: u128, b: u128) -> U256 {
        let (a0, a1) = (a as u64 as u128, a >> 64);
        let (b0, b1) = (b as u64 as u128, b >> 64);
        let mut out = [0u64; 4];
        // Schoolbook over 64-bit halves; each partial product fits u128.
        let p00 = a0 * b0;
        let p01 = a0 * b1;
        let p10 = a1 * b0;
        let p11 = a1 * b1;
        out[0] = p00 as u64;
        let mid = (p00 >> 64) + (p01 as u64 as u128) + (p10 as u64 as u128);
        out[1] = mid as u64;
        let high = (mid >> 64) + (p01 >> 64) + (p10 >> 64) + (p11 as u64 as u128);
        out[2] = high as u64;
        out[3] = ((high >> 64) + (p11 >> 64)) as u64;
        U256(out)
    }

    /// `self << n`, or `None` if a set bit would be shifted out.
    pub fn checked_shl(self, n: u32) -> Option<U256> {
        if self.is_zero() {
            return Some(self);
        }
        if self.bits() + n > 256 {
            return None;
        }
        Some(self.shl(n))
    }

    fn shl(self, n: u32) -> U256 {
        let (limbs, bits) = ((n / 64) as usize, n % 64);
        let mut out = [0u64; 4];
        for i in (limbs..4).rev() {
            let src = i - limbs;
            out[i] = self.0[src] << bits;
            if bits > 0 && src > 0 {
                out[i] |= self.0[src - 1] >> (64 - bits);
            }
        }
        U256(out)
    }

    pub fn shr_bits(self, n: u32) -> U256 {
        if n >= 256 {
            return U256::ZERO;
        }
        let (limbs, bits) = ((n / 64) as usize, n % 64);
        let mut out = [0u64; 4];
        for (i, limb) in out.iter_mut().enumerate().take(4 - limbs) {
            let src = i + limbs;
            *limb = self.0[src] >> bits;
            if bits > 0 && src + 1 < 4 {
                *limb |= self.0[src + 1] << (64 - bits);
            }
        }
        U256(out)
    }

    /// Quotient and remainder by a small divisor (decimal printing).
    pub fn divrem_u64(self, d: u64) -> Option<(U256, u64)> {
        if d == 0 {
            return None;
        }
        let mut out = [0u64; 4];
        let mut rem: u128 = 0;
        for i in (0..4).rev() {
            let cur = (rem << 64) | u128::from(self.0[i]);
            out[i] = (cur / u128::from(d)) as u64;
            rem = cur % u128::from(d);
        }
        Some((U256(out), rem as u64))
    }

    /// Quotient and remainder, by shift and subtract: slow, used only to display results.
    pub fn divrem(self, d: U256) -> Option<(U256, U256)> {
        if d.is_zero() {
            return None;
        }
        if self < d {
            return Some((U256::ZERO, self));
        }
        let shift = self.bits() - d.bits();
        let mut rem = self;
        let mut q = U256::ZERO;
        for i in (0..=shift).rev() {
            let part = d.shl(i);
            if let Some(r) = rem.checked_sub(part) {
                rem = r;
                q.0[(i / 64) as usize] |= 1 << (i % 64);
            }
        }
        Some((q, rem))
    }

    pub fn gcd(mut a: U256, mut b: U256) -> U256 {
        if a.is_zero() {
            return b;
        }
        if b.is_zero() {
            return a;
        }
        // Binary gcd: only shifts and subtractions, no division.
        let common = a.trailing_zeros().min(b.trailing_zeros());
        a = a.shr_bits(a.trailing_zeros());
        loop {
            b = b.shr_bits(b.trailing_zeros());
            if a > b {
                std::mem::swap(&mut a, &mut b);
            }
            b = b.checked_sub(a).unwrap_or(U256::ZERO);
            if b.is_zero() {
                return a.shl(common);
            }
        }
    }
}

impl Ord for U256 {
    fn cmp(&self, o: &U256) -> Ordering {
        for i in (0..4).rev() {
            match self.0[i].cmp(&o.0[i]) {
                Ordering::Equal => continue,
                other => return other,
            }
        }
        Ordering::Equal
    }
}

impl PartialOrd for U256 {
    fn partial_cmp(&self, o: &U256) -> Option<Ordering> {
        Some(self.cmp(o))
    }
}

impl From<u128> for U256 {
    fn from(v: u128) -> U256 {
        U256::from_u128(v)
    }
}

impl fmt::Display for U256 {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        const CHUNK: u64 = 10_000_000_000_000_000_000; // 10^19, the largest power of ten in u64
        let mut parts = Vec::new();
        let mut v = *self;
        loop {
            let Some((q, r)) = v.divrem_u64(CHUNK) else {
                return Err(fmt::Error);
            };
            parts.push(r);
            v = q;
            if v.is_zero() {
                break;
            }
        }
        let mut out = String::new();
        for (i, p) in parts.iter().rev().enumerate() {
            if i == 0 {
                out.push_str(&p.to_string());
            } else {
                out.push_str(&format!("{p:019}"));
            }
        }
        f.pad(&out)
    }
}

/// An exact non-negative fraction, kept reduced.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct WideRatio {
    pub num: U256,
    pub den: U256,
}

impl WideRatio {
    /// `num / den` reduced; zero is `0/1`. `None` for a zero denominator. A denominator of
    /// 2s and 3s (every outcome count here) reduces without a gcd (see [`Over`]).
    pub fn new(num: U256, den: U256) -> Option<WideRatio> {
        Over::new(den).ratio(num)
    }

    /// `num / den` reduced through the binary gcd, for any denominator: what [`Over`]
    /// falls back on, and the reference its tests hold it to.
    pub fn by_gcd(num: U256, den: U256) -> Option<WideRatio> {
        if den.is_zero() {
            return None;
        }
        if num.is_zero() {
            return Some(WideRatio {
                num,
                den: U256::ONE,
            });
        }
        let g = U256::gcd(num, den);
        Some(WideRatio {
            num: num.divrem(g)?.0,
            den: den.divrem(g)?.0,
        })
    }

    /// The f64 nearest to the exact fraction (ties to even), as IEEE division would give if it
    /// could hold both numbers.
    pub fn to_f64(self) -> f64 {
        correctly_rounded(self.num, self.den)
    }
}

impl fmt::Display for WideRatio {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.num, self.den)
    }
}

/// 2^e as an f64, exactly, for exponents in the normal range.
fn pow2(e: i32) -> f64 {
    let e = e.clamp(-1022, 1023);
    f64::from_bits(((1023 + e) as u64) << 52)
}

fn correctly_rounded(num: U256, den: U256) -> f64 {
    if num.is_zero() || den.is_zero() {
        return 0.0;
    }
    // Scale so the quotient has 55 or 56 bits: 53 for the mantissa, the rest and the remainder
    // decide the rounding. The shifted operand has at most bits(den) + 56 bits, which fits for
    // every denominator the odds produce (≤ 2^176); a larger one loses low bits first.
    let (mut num, mut den) = (num, den);
    let excess = den.bits().max(num.bits()).saturating_sub(199);
    let lost = excess > 0;
    if lost {
        num = num.shr_bits(excess);
        den = den.shr_bits(excess).max(U256::ONE);
    }
    let narrow = if lost {
        None
    } else {
        quotient_narrow(num, den)
    };
    let Some((q, rest, k)) = narrow.or_else(|| quotient(num, den)) else {
        return 0.0;
    };
    let extra = (128 - q.leading_zeros()).saturating_sub(53);
    let mut mantissa = q >> extra;
    let tail = q & ((1u128 << extra) - 1);
    let half = 1u128 << extra.saturating_sub(1);
    let sticky = rest || lost;
    if extra > 0 && (tail > half || (tail == half && (sticky || mantissa & 1 == 1))) {
        mantissa += 1;
    }
    mantissa as f64 * pow2(extra as i32 - k)
}

/// ⌊num·2^k / den⌋ for the k that gives it 55 or 56 bits, whether a remainder was left, and k;
/// by shift and subtract.
fn quotient(num: U256, den: U256) -> Option<(u128, bool, i32)> {
    let k: i32 = 55 - (num.bits() as i32 - den.bits() as i32);
    let (n, d) = if k >= 0 {
        (num.shl(k as u32), den)
    } else {
        (num, den.shl((-k) as u32))
    };
    let (q, r) = n.divrem(d)?;
    Some((q.to_u128().unwrap_or(u128::MAX), !r.is_zero(), k))
}

/// The same when `den` is 2^t times an odd number below 2^64 (a reduced fraction of dice
/// outcomes: 2^t · 3^b): ⌊num·2^k / den⌋ = ⌊num·2^(k−t) / odd⌋, whose dividend has at most
/// 55 + 64 bits, so one native 128-bit division gives the quotient and the remainder.
fn quotient_narrow(num: U256, den: U256) -> Option<(u128, bool, i32)> {
    let t = den.trailing_zeros();
    let d = den.shr_bits(t).to_u128().filter(|d| d >> 64 == 0)?;
    let k = 55 - (num.bits() as i32 - (128 - d.leading_zeros()) as i32);
    let (n, low) = if k >= 0 {
        (num.checked_shl(k as u32)?.to_u128()?, false)
    } else {
        let m = k.unsigned_abs();
        (num.shr_bits(m).to_u128()?, num.trailing_zeros() < m)
    };
    let q = n / d;
    Some((q, n - q * d != 0 || low, k + t as i32))
}

#[cfg(test)]
#[path = "wide_tests.rs"]
mod tests;
