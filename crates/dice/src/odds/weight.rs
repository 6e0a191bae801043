//! Exact non-negative integer counts in three widths: `u64`, `u128` and [`BigUint`].
//!
//! Every count the odds compute is bounded by the size of its sample space (a product of die sizes),
//! and so is every intermediate value of the algorithms (each is itself a count of some set of rolls).
//! The callers pick the narrowest width whose range holds that size ([`Width::for_bits`]) and run the
//! same generic code; big integers are used only when the sample space outgrows `u128`.

use num_bigint::BigUint;
use num_traits::{ToPrimitive, Zero};

/// An exact count: the arithmetic the odds need, nothing more. Never floating point.
pub(crate) trait Weight: Clone + Send + Sync + std::fmt::Debug + 'static {
    fn zero() -> Self;
    fn from_u64(v: u64) -> Self;
    /// From a value known to fit.
    fn from_u128(v: u128) -> Self;
    fn is_zero(&self) -> bool;
    fn add_assign(&mut self, other: &Self);
    /// `self -= other`; callers guarantee `other <= self`.
    fn sub_assign(&mut self, other: &Self);
    fn mul(&self, other: &Self) -> Self;
    fn mul_u64(&self, k: u64) -> Self;
    /// `self += a * b`.
    fn add_mul(&mut self, a: &Self, b: &Self) {
        if !a.is_zero() && !b.is_zero() {
            self.add_assign(&a.mul(b));
        }
    }
    fn to_big(&self) -> BigUint;
    /// From a big integer known to fit.
    fn from_big(v: &BigUint) -> Self;
}

impl Weight for u64 {
    fn zero() -> Self {
        0
    }
    fn from_u64(v: u64) -> Self {
        v
    }
    fn from_u128(v: u128) -> Self {
        u64::try_from(v).expect("count fits its width")
    }
    fn is_zero(&self) -> bool {
        *self == 0
    }
    fn add_assign(&mut self, other: &Self) {
        *self += *other;
    }
    fn sub_assign(&mut self, other: &Self) {
        *self -= *other;
    }
    fn mul(&self, other: &Self) -> Self {
        *self * *other
    }
    fn mul_u64(&self, k: u64) -> Self {
        *self * k
    }
    fn add_mul(&mut self, a: &Self, b: &Self) {
        *self += *a * *b;
    }
    fn to_big(&self) -> BigUint {
        BigUint::from(*self)
    }
    fn from_big(v: &BigUint) -> Self {
        v.to_u64().expect("count fits its width")
    }
}

impl Weight for u128 {
    fn zero() -> Self {
        0
    }
    fn from_u64(v: u64) -> Self {
        v as u128
    }
    fn from_u128(v: u128) -> Self {
        v
    }
    fn is_zero(&self) -> bool {
        *self == 0
    }
    fn add_assign(&mut self, other: &Self) {
        *self += *other;
    }
    fn sub_assign(&mut self, other: &Self) {
        *self -= *other;
    }
    fn mul(&self, other: &Self) -> Self {
        *self * *other
    }
    fn mul_u64(&self, k: u64) -> Self {
        *self * k as u128
    }
    fn add_mul(&mut self, a: &Self, b: &Self) {
        *self += *a * *b;
    }
    fn to_big(&self) -> BigUint {
        BigUint::from(*self)
    }
    fn from_big(v: &BigUint) -> Self {
        v.to_u128().expect("count fits its width")
    }
}

impl Weight for BigUint {
    fn zero() -> Self {
        <BigUint as Zero>::zero()
    }
    fn from_u64(v: u64) -> Self {
        BigUint::from(v)
    }
    fn from_u128(v: u128) -> Self {
        BigUint::from(v)
    }
    fn is_zero(&self) -> bool {
        Zero::is_zero(self)
    }
    fn add_assign(&mut self, other: &Self) {
        *self += other;
    }
    fn sub_assign(&mut self, other: &Self) {
        *self -= other;
    }
    fn mul(&self, other: &Self) -> Self {
        self * other
    }
    fn mul_u64(&self, k: u64) -> Self {
        self * k
    }
    fn to_big(&self) -> BigUint {
        self.clone()
    }
    fn from_big(v: &BigUint) -> Self {
        v.clone()
    }
}

/// Which integer width holds a sample space.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Width {
    U64,
    U128,
    Big,
}

impl Width {
    /// The narrowest width that holds every number below `2^bits`.
    pub(crate) fn for_bits(bits: u64) -> Width {
        if bits <= 63 {
            Width::U64
        } else if bits <= 127 {
            Width::U128
        } else {
            Width::Big
        }
    }

    /// The narrowest width for a sample space of `size` outcomes.
    pub(crate) fn for_size(size: &BigUint) -> Width {
        Width::for_bits(size.bits())
    }
}

/// Runs `$body` with `$W` naming the count type of `$width` (a [`Width`]).
macro_rules! in_width {
    ($width:expr, $W:ident => $body:expr) => {
        match $width {
            $crate::odds::weight::Width::U64 => {
                type $W = u64;
                $body
            }
            $crate::odds::weight::Width::U128 => {
                type $W = u128;
                $body
            }
            $crate::odds::weight::Width::Big => {
                type $W = num_bigint::BigUint;
                $body
            }
        }
    };
}
pub(crate) use in_width;

/// The binomial coefficients C(n, t) for t in 0..=n.
pub(crate) fn binomial_row<W: Weight>(n: u32) -> Vec<W> {
    if n <= 120 {
        // C(n, t-1) * (n-t+1) < 2^127 for n <= 120, so u128 holds every step.
        let mut c: u128 = 1;
        let mut row = Vec::with_capacity(n as usize + 1);
        row.push(W::from_u128(1));
        for t in 1..=n as u128 {
            c = c * (n as u128 - t + 1) / t;
            row.push(W::from_u128(c));
        }
        row
    } else {
        let mut c = BigUint::from(1u32);
        let mut row = Vec::with_capacity(n as usize + 1);
        row.push(W::from_u64(1));
        for t in 1..=n {
            c = c * (n - t + 1) / t;
            row.push(W::from_big(&c));
        }
        row
    }
}

/// The binomial coefficients C(t, k) for t in 0..=n (zero for t < k).
pub(crate) fn binomial_column<W: Weight>(n: u32, k: u32) -> Vec<W> {
    let mut col: Vec<W> = (0..k.min(n + 1)).map(|_| W::zero()).collect();
    if k > n {
        return col;
    }
    let mut c = BigUint::from(1u32);
    let mut small: u128 = 1;
    for t in k..=n {
        if t > k {
            if t <= 120 {
                small = small * t as u128 / (t - k) as u128;
            } else {
                c = c * t / (t - k);
            }
        }
        if t == 120 {
            c = BigUint::from(small);
        }
        col.push(if t <= 120 { W::from_u128(small) } else { W::from_big(&c) });
    }
    col
}

/// `base^e` for e in 0..=n.
pub(crate) fn powers<W: Weight>(base: u64, n: u32) -> Vec<W> {
    let mut out = Vec::with_capacity(n as usize + 1);
    let mut p = W::from_u64(1);
    for _ in 0..n {
        let next = p.mul_u64(base);
        out.push(p);
        p = next;
    }
    out.push(p);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn binomials_agree_across_the_u128_boundary() {
        // Pascal's rule across the switch from u128 to big-integer steps (n = 120).
        for n in [119u32, 120, 121, 130] {
            let (row, prev): (Vec<BigUint>, Vec<BigUint>) = (binomial_row(n), binomial_row(n - 1));
            for t in 1..n as usize {
                assert_eq!(row[t], &prev[t] + &prev[t - 1], "C({n}, {t})");
            }
        }
        let col: Vec<BigUint> = binomial_column(130, 7);
        for (t, c) in col.iter().enumerate() {
            let expect =
                if t < 7 { BigUint::default() } else { binomial_row::<BigUint>(t as u32)[7].clone() };
            assert_eq!(c, &expect, "C({t}, 7)");
        }
        assert_eq!(binomial_row::<u64>(10), vec![1, 10, 45, 120, 210, 252, 210, 120, 45, 10, 1]);
        assert_eq!(powers::<u64>(3, 3), vec![1, 3, 9, 27]);
    }

    #[test]
    fn widths_follow_the_bits() {
        assert_eq!(Width::for_bits(63), Width::U64);
        assert_eq!(Width::for_bits(64), Width::U128);
        assert_eq!(Width::for_bits(128), Width::Big);
    }
}
