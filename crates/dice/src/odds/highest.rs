//! Exact odds of "highest with matches" (44 and Fragmentos) by direct counting.
//!
//! Let `v` be the highest value left after removing the `K` highest dice and `t` the number of dice
//! showing `v` or more. The removed dice are the dice above `v` plus some dice showing `v`, so a die
//! showing `v` is left exactly when `t > K` and at most `K` dice are above `v`; the result is then
//! `v + (t - K) - 1`. Counting the ordered rolls of `N` dice with `F` faces:
//!
//! ```text
//! count(v, t) = C(N, t) · (v - 1)^(N - t) · S(v, t),   S(v, t) = Σ_{a=0..K} C(t, a) · (F - v)^a
//! ```
//!
//! where `a` is the number of dice above `v` (each of `F - v` faces) among the `t`. The partial
//! binomial sum obeys `S(v, t + 1) = (F - v + 1) · S(v, t) - C(t, K) · (F - v)^(K + 1)`, so a whole
//! distribution is `F · N` terms whatever `K` is: polynomial, no enumeration of rolls. The omens (1s
//! among all dice, removed ones included) split the `N - t` dice below `v` by how many show 1.

use super::weight::{Weight, binomial_column, binomial_row, powers};

/// Counts of the result (no bonus) of `n` dice with `faces` faces, the `k` highest removed;
/// outcomes ascending, zero counts left out.
pub(crate) fn counts<W: Weight>(n: u32, k: u32, faces: u32) -> Vec<(i64, W)> {
    if n <= k {
        return vec![(0, powers::<W>(faces as u64, n).pop().expect("one power"))];
    }
    let f = faces as u64;
    let top = (faces + n - k - 1) as usize; // the largest result: v = F, t = N
    let mut out: Vec<W> = vec![W::zero(); top + 1];
    let row: Vec<W> = binomial_row(n);
    let col: Vec<W> = binomial_column(n, k);
    for v in 1..=f {
        let x = f - v;
        let pow_low: Vec<W> = powers(v - 1, n - k - 1);
        let x_k1 = powers::<W>(x, k + 1).pop().expect("one power");
        // S(v, K + 1) = (x + 1)^(K + 1) - x^(K + 1).
        let mut s = powers::<W>(x + 1, k + 1).pop().expect("one power");
        s.sub_assign(&x_k1);
        for t in k + 1..=n {
            let low = &pow_low[(n - t) as usize];
            if !low.is_zero() {
                let term = row[t as usize].mul(low);
                out[(v as u32 + t - k - 1) as usize].add_mul(&term, &s);
            }
            if t < n {
                // S(v, t + 1) = (x + 1) S(v, t) - C(t, K) x^(K + 1)
                let mut next = s.mul_u64(x + 1);
                next.sub_assign(&col[t as usize].mul(&x_k1));
                s = next;
            }
        }
    }
    out.into_iter().enumerate().filter(|(_, c)| !c.is_zero()).map(|(r, c)| (r as i64, c)).collect()
}

/// Counts of (result, omens): omens are the 1s among all `n` dice, removed ones included.
pub(crate) fn counts_with_omens<W: Weight>(n: u32, k: u32, faces: u32) -> Vec<((i64, u32), W)> {
    let f = faces as u64;
    let row: Vec<W> = binomial_row(n);
    if n <= k {
        // Everything removed: result 0, and j ones among n dice in C(n, j) (F - 1)^(n - j) ways.
        let pw: Vec<W> = powers(f - 1, n);
        return (0..=n).map(|j| ((0, j), row[j as usize].mul(&pw[(n - j) as usize]))).collect();
    }
    let results = (faces + n - k) as usize;
    let width = n as usize + 1;
    let mut out: Vec<W> = vec![W::zero(); results * width];
    // v = 1: every die is a 1 or was removed; a dice above 1 (a <= K, a < N) were removed.
    {
        let pw: Vec<W> = powers(f - 1, k.min(n - 1));
        for a in 0..=k.min(n - 1) {
            let w = row[a as usize].mul(&pw[a as usize]);
            out[(n - k) as usize * width + (n - a) as usize].add_assign(&w);
        }
    }
    if f >= 2 {
        let col: Vec<W> = binomial_column(n, k);
        // Pascal's triangle rows C(r, j), r = N - t from 0 up to N - K - 1, built as t falls.
        let tri: Vec<Vec<W>> = (0..n - k).map(binomial_row).collect();
        for v in 2..=f {
            let x = f - v;
            let pw_low: Vec<W> = powers(v - 2, n - k - 1);
            let x_k1 = powers::<W>(x, k + 1).pop().expect("one power");
            let mut s = powers::<W>(x + 1, k + 1).pop().expect("one power");
            s.sub_assign(&x_k1);
            for t in k + 1..=n {
                let r = n - t;
                let base = row[t as usize].mul(&s);
                let result = (v as u32 + t - k - 1) as usize;
                for j in 0..=r {
                    let low = &pw_low[(r - j) as usize];
                    if !low.is_zero() {
                        let w = base.mul(&tri[r as usize][j as usize]);
                        out[result * width + j as usize].add_mul(&w, low);
                    }
                }
                if t < n {
                    let mut next = s.mul_u64(x + 1);
                    next.sub_assign(&col[t as usize].mul(&x_k1));
                    s = next;
                }
            }
        }
    }
    out.into_iter()
        .enumerate()
        .filter(|(_, c)| !c.is_zero())
        .map(|(i, c)| (((i / width) as i64, (i % width) as u32), c))
        .collect()
}
