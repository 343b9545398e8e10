//! How far a sampled number may stray from an exact one, from the sample size alone.
//!
//! Bernstein's inequality: for N independent samples of a quantity within a range R and of
//! variance σ², P(|mean − μ| ≥ t) ≤ 2·exp(−N·t² / (2σ² + 2Rt/3)). Solving for the t at which
//! that chance is [`ALPHA`], with L = ln(2 / ALPHA):
//!
//! ```text
//! t = R·L/(3N) + sqrt((R·L/(3N))² + 2σ²·L/N)
//! ```
//!
//! A probability p is the mean of a 0/1 quantity (R = 1, σ² = p(1 − p)). Unlike the normal
//! approximation `z·sqrt(p(1 − p)/N)`, the bound holds for rare events too (a p of 1/N, where
//! the normal tail is far too thin), so one [`ALPHA`] serves every comparison. The leading
//! term sqrt(2L) ≈ 6.9 is the `z`; the lane makes a few thousand comparisons, so by the union
//! bound a correct exact number fails the lane with a chance under 10⁻⁶ (and the seeds are
//! fixed, so it either passes every run or fails every run).

/// The chance that one correct number is reported as a mismatch.
pub const ALPHA: f64 = 1e-10;

fn log_term() -> f64 {
    (2.0 / ALPHA).ln()
}

/// The tolerance for a mean of `n` samples within a range `range`, of variance `var`.
pub fn tolerance(var: f64, range: f64, n: u64) -> f64 {
    let n = n.max(1) as f64;
    let l = log_term();
    let a = range * l / (3.0 * n);
    a + (a * a + 2.0 * var.max(0.0) * l / n).sqrt()
}

/// Every comparison of one case: how many were made, and the ones that failed, in words.
#[derive(Default)]
pub struct Checker {
    pub comparisons: u64,
    pub failures: Vec<String>,
}

impl Checker {
    /// An exact probability against the share of `n` samples where the event happened.
    pub fn p(&mut self, name: &str, exact: f64, hits: u64, n: u64) {
        self.comparisons += 1;
        let seen = hits as f64 / n.max(1) as f64;
        let tol = tolerance(exact * (1.0 - exact), 1.0, n);
        if !(exact.is_finite() && (seen - exact).abs() <= tol) {
            self.failures.push(format!(
                "{name}: exact {exact:.6}, sampled {seen:.6} ({hits} of {n}), tolerance {tol:.6}"
            ));
        }
    }

    /// An exact mean against the mean of the samples. The variance is the larger of the exact
    /// one (when the exact distribution is known) and the sample's.
    pub fn mean(&mut self, name: &str, exact: f64, exact_var: Option<f64>, samples: &[f64]) {
        self.comparisons += 1;
        let n = samples.len() as u64;
        let count = n.max(1) as f64;
        let seen = samples.iter().sum::<f64>() / count;
        let var = samples.iter().map(|x| (x - seen).powi(2)).sum::<f64>() / count;
        let var = var.max(exact_var.unwrap_or(0.0));
        let lo = samples.iter().copied().fold(exact, f64::min).min(0.0);
        let hi = samples.iter().copied().fold(exact, f64::max);
        let tol = tolerance(var, hi - lo, n);
        if !(exact.is_finite() && (seen - exact).abs() <= tol) {
            self.failures.push(format!(
                "{name}: exact {exact:.6}, sampled {seen:.6} over {n}, tolerance {tol:.6}"
            ));
        }
    }

    /// A number that must agree exactly (a best walk's damage, the dice count).
    pub fn same<T: PartialEq + std::fmt::Debug>(&mut self, name: &str, exact: T, seen: T) {
        self.comparisons += 1;
        if exact != seen {
            self.failures.push(format!(
                "{name}: the odds say {exact:?}, the attack {seen:?}"
            ));
        }
    }
}

/// Mean and variance of a distribution over 0, 1, 2, …
pub fn moments(p: &[f64]) -> (f64, f64) {
    let mean: f64 = p.iter().enumerate().map(|(k, p)| k as f64 * p).sum();
    let var = p
        .iter()
        .enumerate()
        .map(|(k, p)| (k as f64 - mean).powi(2) * p)
        .sum();
    (mean, var)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn differential_the_bound_is_about_seven_standard_errors_and_covers_rare_events() {
        // p = 1/2, N = 10 000: the normal z·sd would be z·0.005; the bound is ≈ 6.9·0.005.
        let t = tolerance(0.25, 1.0, 10_000);
        assert!((0.034..0.036).contains(&t), "{t}");
        // p = 1/N: a Poisson(1) count may reach ≈ 18 before the bound calls it a mismatch.
        let t = tolerance(1e-4, 1.0, 10_000) * 10_000.0;
        assert!((15.0..21.0).contains(&t), "{t}");
    }
}
