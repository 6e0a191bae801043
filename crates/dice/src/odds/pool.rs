//! Exact odds of a GenreFuzzion pool: (sum of the two highest non-fumble dice, fumbles).
//!
//! A die shows 1 (a fumble, marked by `z`), a face in `2..=y` ("low" for a threshold `y`), or a face
//! above `y`. For every threshold `y` the dynamic programme keeps two polynomials in `z`:
//!
//! - `A_y = Π_i (z + c_i(y))`, with `c_i(y)` the faces of die `i` in `2..=y`: rolls whose
//!   non-fumble dice all show at most `y`, by fumble count;
//! - `B_y[x] = Σ_j [die j shows x] Π_{i≠j} (z + c_i(y))` for `x > y`: rolls where exactly one die
//!   is above `y` and it shows `x`.
//!
//! Adding a die of size `s` multiplies both by `(z + c(y))` and adds `A_y` to `B_y[x]` for
//! `y < x <= s`, so a pool of `n` dice with at most `S` faces costs `O(n^2 S^2)`, independent of the
//! `Π s_i` rolls. The two highest non-fumbles are then read off by differences:
//!
//! - highest `x` and second `y` with `x > y >= 2`: `B_y[x] - B_{y-1}[x]` (result `x + y`);
//! - both highest equal to `y >= 2`: `A_y - A_{y-1} - B_{y-1}[y]` (result `2y`);
//! - a single non-fumble die showing `x`: `B_1[x]`; all fumbles: `A_1` (result 0).
//!
//! The state depends only on the multiset of dice, so [`PoolCounts::extensions`] shares it across
//! pools by a depth-first walk over multisets in size order: each pool costs one die's update.

use super::weight::Weight;
use crate::Die;

/// The dynamic programme's state for the dice added so far.
#[derive(Clone, Debug)]
pub(crate) struct PoolDp<W> {
    /// The largest face considered (thresholds run over 1..=smax).
    smax: usize,
    /// Room for this many dice (polynomial degree).
    cap: usize,
    /// Dice added so far.
    n: usize,
    /// The largest die added so far (1 for the empty pool). Entries for thresholds `y > top` are
    /// not kept: `A_y = A_top` there, and `B_y[x] = 0` for every `x > top`.
    top: usize,
    /// `A[y][f]` at `y * (cap + 1) + f`.
    a: Vec<W>,
    /// `B[y][x][f]` at `(start[y] + x - y - 1) * (cap + 1) + f`, for `x > y`.
    b: Vec<W>,
    start: Vec<usize>,
}

impl<W: Weight> PoolDp<W> {
    /// The empty pool, for dice of at most `smax` faces and at most `cap` dice.
    pub(crate) fn new(smax: usize, cap: usize) -> PoolDp<W> {
        let stride = cap + 1;
        let mut start = vec![0; smax + 1];
        let mut pairs = 0;
        for (y, s) in start.iter_mut().enumerate().skip(1) {
            *s = pairs;
            pairs += smax - y;
        }
        let mut a = vec![W::zero(); (smax + 1) * stride];
        for y in 1..=smax {
            a[y * stride] = W::from_u64(1);
        }
        PoolDp { smax, cap, n: 0, top: 1, a, b: vec![W::zero(); pairs * stride], start }
    }

    /// Dice added so far.
    pub(crate) fn len(&self) -> usize {
        self.n
    }

    /// Writes into `self` the state of `parent` plus one die of `size` faces (`2 <= size <= smax`).
    pub(crate) fn extend_from(&mut self, parent: &PoolDp<W>, size: usize) {
        debug_assert!(parent.n < parent.cap && size <= parent.smax && size >= 2);
        debug_assert!(self.smax == parent.smax && self.cap == parent.cap);
        let stride = self.cap + 1;
        let n = parent.n; // degree of the parent's polynomials
        let top = parent.top.max(size);
        for y in 1..=top {
            let c = (y.min(size) - 1) as u64;
            let ya = y.min(parent.top);
            let pa = &parent.a[ya * stride..ya * stride + n + 1];
            for x in y + 1..=top {
                let at = (self.start[y] + x - y - 1) * stride;
                let nb = &mut self.b[at..at + n + 2];
                if x <= parent.top {
                    // nb = pb * (z + c) + [x <= size] pa
                    mul_linear(&parent.b[at..at + n + 1], c, nb);
                    if x <= size {
                        add_into(nb, pa);
                    }
                } else {
                    // No die of the parent shows x: nb = [x <= size] pa.
                    nb[n + 1] = W::zero();
                    if x <= size {
                        nb[..n + 1].clone_from_slice(pa);
                    } else {
                        nb[..n + 1].iter_mut().for_each(|v| *v = W::zero());
                    }
                }
            }
            let na = &mut self.a[y * stride..y * stride + n + 2];
            mul_linear(pa, c, na);
        }
        self.n = n + 1;
        self.top = top;
    }

    /// Adds one die of `size` faces in place.
    pub(crate) fn push(&mut self, size: usize) {
        let parent = self.clone();
        self.extend_from(&parent, size);
    }

    /// The joint counts of (result, fumbles) as a dense table: entry `result * (n + 1) + fumbles`,
    /// results `0..=2 * smax`.
    pub(crate) fn dense_joint(&self, out: &mut Vec<W>) {
        let stride = self.cap + 1;
        let (s, w) = (self.top, self.n + 1);
        out.clear();
        out.resize((2 * self.smax + 1) * w, W::zero());
        let a = |y: usize| &self.a[y * stride..y * stride + w];
        let b = |y: usize, x: usize| {
            let at = (self.start[y] + x - y - 1) * stride;
            &self.b[at..at + w]
        };
        // All fumbles (result 0) and a single non-fumble die showing x.
        add_into(&mut out[..w], a(1));
        for x in 2..=s {
            add_into(&mut out[x * w..(x + 1) * w], b(1, x));
        }
        for y in 2..=s {
            // Highest x > second highest y: B_y[x] - B_{y-1}[x].
            for x in y + 1..=s {
                let (hi, lo) = (b(y, x), b(y - 1, x));
                for ((dst, h), l) in out[(x + y) * w..(x + y + 1) * w].iter_mut().zip(hi).zip(lo) {
                    let mut v = h.clone();
                    v.sub_assign(l);
                    dst.add_assign(&v);
                }
            }
            // Two highest equal to y: A_y - A_{y-1} - B_{y-1}[y].
            let (ay, ay1, by1) = (a(y), a(y - 1), b(y - 1, y));
            for (((dst, p), q), r) in out[2 * y * w..(2 * y + 1) * w].iter_mut().zip(ay).zip(ay1).zip(by1) {
                let mut v = p.clone();
                v.sub_assign(q);
                v.sub_assign(r);
                dst.add_assign(&v);
            }
        }
    }

    /// The joint counts of (result, fumbles), ascending, zero counts left out.
    pub(crate) fn joint(&self) -> Vec<((i64, u32), W)> {
        let mut dense = Vec::new();
        self.dense_joint(&mut dense);
        let width = self.n + 1;
        dense
            .into_iter()
            .enumerate()
            .filter(|(_, c)| !c.is_zero())
            .map(|(i, c)| (((i / width) as i64, (i % width) as u32), c))
            .collect()
    }
}

fn add_into<W: Weight>(dst: &mut [W], src: &[W]) {
    for (d, s) in dst.iter_mut().zip(src) {
        d.add_assign(s);
    }
}

/// `out = p * (z + c)`, where `out` has one more coefficient than `p`.
fn mul_linear<W: Weight>(p: &[W], c: u64, out: &mut [W]) {
    let d = p.len();
    out[d] = p[d - 1].clone();
    for f in (1..d).rev() {
        let mut v = p[f].mul_u64(c);
        v.add_assign(&p[f - 1]);
        out[f] = v;
    }
    out[0] = p[0].mul_u64(c);
}

/// The joint counts of (result, fumbles) of one pool given by its die sizes.
pub(crate) fn counts<W: Weight>(sizes: &[u32]) -> Vec<((i64, u32), W)> {
    let smax = sizes.iter().copied().max().unwrap_or(2) as usize;
    let mut dp = PoolDp::<W>::new(smax, sizes.len());
    for &s in sizes {
        dp.push(s as usize);
    }
    dp.joint()
}

/// The exact counts of a GenreFuzzion pool in `u64`, built one die at a time: the pool's joint
/// distribution of (result, fumbles) after each die, and every pool grown from it
/// ([`PoolCounts::extensions`]) for the price of one die each.
#[derive(Clone, Debug)]
pub struct PoolCounts(PoolDp<u64>);

impl PoolCounts {
    /// The empty pool, with room for `max_dice` dice of at most `largest`'s faces; `None` when such
    /// a pool's sample space does not fit in `u64`.
    pub fn new(largest: Die, max_dice: usize) -> Option<PoolCounts> {
        let space = u128::from(largest.sides()).checked_pow(u32::try_from(max_dice).ok()?)?;
        (space < 1 << 63).then(|| PoolCounts(PoolDp::new(largest.sides() as usize, max_dice)))
    }

    fn check(&self, die: Die) {
        let sides = die.sides() as usize;
        assert!(
            (2..=self.0.smax).contains(&sides),
            "{die} is not a die of this pool (2 to {} faces)",
            self.0.smax
        );
    }

    /// Adds one die. Panics when the pool is full or the die has more faces than `largest`.
    pub fn push(&mut self, die: Die) {
        self.check(die);
        assert!(self.0.n < self.0.cap, "the pool holds {} dice at most", self.0.cap);
        self.0.push(die.sides() as usize);
    }

    /// Dice in the pool.
    pub fn len(&self) -> usize {
        self.0.len()
    }

    /// Whether the pool has no dice.
    pub fn is_empty(&self) -> bool {
        self.0.len() == 0
    }

    /// The joint counts of (result, fumbles) as a dense table into `out`: entry
    /// `result * (len + 1) + fumbles`, results `0..=2 * largest`, zero counts included.
    pub fn dense_joint(&self, out: &mut Vec<u64>) {
        self.0.dense_joint(out);
    }

    /// The joint counts of (result, fumbles), ascending, zero counts left out.
    pub fn joint(&self) -> Vec<((i64, u32), u64)> {
        self.0.joint()
    }

    /// Visits every pool that adds at least one die of `dice[first..]` to this one, up to its room,
    /// calling `visit(multiplicities, pool)` once per pool: `multiplicities[i]` counts the dice of
    /// `dice[i]`, starting from `multiplicities` for this pool. `dice` ascend; each pool costs one
    /// die's update from its parent (a depth-first walk over multisets in size order).
    pub fn extensions(
        self,
        multiplicities: &[usize],
        dice: &[Die],
        first: usize,
        mut visit: impl FnMut(&[usize], &PoolCounts),
    ) {
        assert_eq!(multiplicities.len(), dice.len(), "one multiplicity per die");
        assert!(dice.windows(2).all(|w| w[0].sides() < w[1].sides()), "the dice ascend");
        dice.iter().for_each(|&d| self.check(d));
        let room = self.0.cap - self.0.n;
        let blank = PoolCounts(PoolDp::new(self.0.smax, self.0.cap));
        let mut levels = vec![self];
        levels.extend((0..room).map(|_| blank.clone()));
        let mut mult = multiplicities.to_vec();
        walk(dice, first, &mut levels, &mut mult, &mut visit);
    }
}

fn walk(
    dice: &[Die],
    first: usize,
    levels: &mut [PoolCounts],
    mult: &mut [usize],
    visit: &mut impl FnMut(&[usize], &PoolCounts),
) {
    let (parent, rest) = levels.split_first_mut().expect("a level for the parent");
    if rest.is_empty() {
        return;
    }
    for j in first..dice.len() {
        rest[0].0.extend_from(&parent.0, dice[j].sides() as usize);
        mult[j] += 1;
        visit(mult, &rest[0]);
        walk(dice, j, rest, mult, visit);
        mult[j] -= 1;
    }
}
