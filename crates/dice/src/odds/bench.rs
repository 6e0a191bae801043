//! The icepool benchmark's workloads (`bench/dice` in the shared harness, `workloads.py`) and their
//! canonical JSON: `{KEY: {"den": "<int>", "counts": [[outcome, "<int>"], ...]}}`, with the keys,
//! order and number format of the harness's `bench.py`.

use std::fmt;

use super::weight::{Weight, write_i64, write_u64};
use super::{difference, highest, pool};

/// One benchmark workload.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Workload {
    /// Highest with matches, N = 1..=20 d6, K = 0..=3 removed (80 distributions).
    RuleA,
    /// (result, omens), same grid.
    Fragmentos,
    /// 44's difference main − Director for N1, N2 = 1..=12 and K1, K2 = 0..=3 (2304).
    Conflict44,
    /// (result, fumbles) of 62 GenreFuzzion pools.
    Genrefuzzion,
    /// (result, fumbles) of every multiset of 1 to 10 dice from d4, d6, d8, d10, d12 (3002).
    GenrefuzzionAll,
    /// One highest-with-matches distribution of `n` d6 with `k` removed.
    Single {
        /// Dice thrown.
        n: u32,
        /// Highest dice removed.
        k: u32,
    },
}

impl Workload {
    /// The workload called `name`; `single` needs `n`.
    pub fn parse(name: &str, n: Option<u32>, k: u32) -> Result<Workload, String> {
        Ok(match name {
            "rule_a" => Workload::RuleA,
            "fragmentos" => Workload::Fragmentos,
            "conflict_44" => Workload::Conflict44,
            "genrefuzzion" => Workload::Genrefuzzion,
            "genrefuzzion_all" => Workload::GenrefuzzionAll,
            "single" => Workload::Single {
                n: n.ok_or("the workload `single` needs --n N (and optionally --k K)")?,
                k,
            },
            other => {
                return Err(format!(
                    "unknown workload \"{other}\": use rule_a, fragmentos, conflict_44, genrefuzzion, \
                     genrefuzzion_all or single"
                ));
            }
        })
    }

    /// The harness's name of the workload.
    pub fn name(&self) -> &'static str {
        match self {
            Workload::RuleA => "rule_a",
            Workload::Fragmentos => "fragmentos",
            Workload::Conflict44 => "conflict_44",
            Workload::Genrefuzzion => "genrefuzzion",
            Workload::GenrefuzzionAll => "genrefuzzion_all",
            Workload::Single { .. } => "single",
        }
    }
}

impl fmt::Display for Workload {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// `RULE_A_GRID`: (N, K) for N = 1..=20, K = 0..=3.
pub(crate) fn rule_a_grid() -> Vec<(u32, u32)> {
    (1..=20).flat_map(|n| (0..=3).map(move |k| (n, k))).collect()
}

/// `CONFLICT_GRID`: (N1, K1, N2, K2).
pub(crate) fn conflict_grid() -> Vec<(u32, u32, u32, u32)> {
    let side: Vec<(u32, u32)> = (1..=12).flat_map(|n| (0..=3).map(move |k| (n, k))).collect();
    side.iter().flat_map(|&(n1, k1)| side.iter().map(move |&(n2, k2)| (n1, k1, n2, k2))).collect()
}

/// The step dice of GenreFuzzion, ascending (`SIZES`).
pub(crate) const SIZES: [u32; 5] = [4, 6, 8, 10, 12];

/// `GF_POOLS`: the representative pools, then every homogeneous pool of 1..=10 dice.
pub(crate) fn gf_pools() -> Vec<Vec<u32>> {
    let mut pools: Vec<Vec<u32>> = vec![
        vec![8, 8, 6, 4],
        vec![8, 8, 6, 4, 10],
        vec![10, 6, 4, 4],
        vec![4, 6, 8, 10, 12],
        vec![12, 12, 10, 10, 8, 8, 6, 6, 4, 4],
        vec![10, 10, 10, 8, 8, 8, 6, 6, 6, 4],
        vec![12, 10, 8, 8, 6, 6, 6, 4, 4, 4],
        vec![8, 8, 8, 8, 8, 6, 6, 6, 6, 6],
        vec![12, 12, 12, 12, 12, 10, 10, 10, 10, 10],
        vec![12, 4],
        vec![10, 8, 6],
        vec![12, 12, 8, 6, 6, 4, 4],
    ];
    for s in SIZES {
        for n in 1..=10 {
            pools.push(vec![s; n]);
        }
    }
    pools
}

/// `GF_ALL`: every multiset of 1..=10 step dice, in `combinations_with_replacement` order, each
/// written largest die first.
pub(crate) fn gf_all() -> Vec<Vec<u32>> {
    fn rec(m: usize, first: usize, cur: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        if cur.len() == m {
            out.push(cur.iter().rev().copied().collect());
            return;
        }
        for j in first..SIZES.len() {
            cur.push(SIZES[j]);
            rec(m, j, cur, out);
            cur.pop();
        }
    }
    let mut out = Vec::new();
    for m in 1..=10 {
        rec(m, 0, &mut Vec::new(), &mut out);
    }
    out
}

/// `pool_key`: `d8+d8+d6+d4`.
pub(crate) fn pool_key(sizes: &[u32]) -> String {
    sizes.iter().map(|s| format!("d{s}")).collect::<Vec<_>>().join("+")
}

fn write_key(key: &str, den: u64, out: &mut Vec<u8>) {
    out.push(b'"');
    out.extend_from_slice(key.as_bytes());
    out.extend_from_slice(b"\":{\"den\":\"");
    write_u64(den, out);
    out.extend_from_slice(b"\",\"counts\":[");
}

fn write_counts<W: Weight>(counts: &[(i64, W)], out: &mut Vec<u8>) {
    for (i, (o, c)) in counts.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.push(b'[');
        write_i64(*o, out);
        out.extend_from_slice(b",\"");
        c.write_decimal(out);
        out.extend_from_slice(b"\"]");
    }
    out.extend_from_slice(b"]}");
}

fn write_joint<W: Weight>(counts: impl Iterator<Item = ((i64, u32), W)>, out: &mut Vec<u8>) {
    let mut first = true;
    for ((r, o), c) in counts {
        if !first {
            out.push(b',');
        }
        first = false;
        out.extend_from_slice(b"[[");
        write_i64(r, out);
        out.push(b',');
        write_u64(o as u64, out);
        out.extend_from_slice(b"],\"");
        c.write_decimal(out);
        out.extend_from_slice(b"\"]");
    }
    out.extend_from_slice(b"]}");
}

/// Runs `item(i, buffer)` for every `i` in `0..len` on up to `threads` threads and joins the
/// buffers with commas, in order (so the output does not depend on the threads).
fn parallel(len: usize, threads: usize, item: impl Fn(usize, &mut Vec<u8>) + Sync) -> Vec<u8> {
    let threads = threads.clamp(1, len.max(1));
    let chunk = len.div_ceil(threads);
    let run = |lo: usize, hi: usize| {
        let mut buf = Vec::with_capacity((hi - lo) * 512);
        for i in lo..hi {
            if i > lo {
                buf.push(b',');
            }
            item(i, &mut buf);
        }
        buf
    };
    let parts: Vec<Vec<u8>> = if threads == 1 {
        vec![run(0, len)]
    } else {
        std::thread::scope(|s| {
            let handles: Vec<_> = (0..threads)
                .map(|t| {
                    let (lo, hi) = (t * chunk, ((t + 1) * chunk).min(len));
                    let run = &run;
                    s.spawn(move || run(lo, hi.max(lo)))
                })
                .collect();
            handles.into_iter().map(|h| h.join().expect("a bench thread panicked")).collect()
        })
    };
    let mut out = Vec::with_capacity(parts.iter().map(Vec::len).sum::<usize>() + threads);
    for part in parts.into_iter().filter(|p| !p.is_empty()) {
        if !out.is_empty() {
            out.push(b',');
        }
        out.extend_from_slice(&part);
    }
    out
}

fn threads() -> usize {
    std::thread::available_parallelism().map(|n| n.get()).unwrap_or(1).min(4)
}

/// Appends the workload's `"results"` object (`{KEY: dist, ...}`) to `out` and returns the number
/// of distributions written.
pub fn write_results(workload: &Workload, out: &mut Vec<u8>) -> usize {
    out.push(b'{');
    let items = match *workload {
        Workload::RuleA => {
            let grid = rule_a_grid();
            for (i, &(n, k)) in grid.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                write_key(&format!("N={n},K={k}"), 6u64.pow(n), out);
                write_counts(&highest::counts::<u64>(n, k, 6), out);
            }
            grid.len()
        }
        Workload::Fragmentos => {
            let grid = rule_a_grid();
            for (i, &(n, k)) in grid.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                write_key(&format!("N={n},K={k}"), 6u64.pow(n), out);
                write_joint(highest::counts_with_omens::<u64>(n, k, 6).into_iter(), out);
            }
            grid.len()
        }
        Workload::Conflict44 => {
            let sides: Vec<Vec<Vec<(i64, u64)>>> =
                (0..=12).map(|n| (0..=3).map(|k| highest::counts::<u64>(n, k, 6)).collect()).collect();
            let grid = conflict_grid();
            let buf = parallel(grid.len(), threads(), |i, buf| {
                let (n1, k1, n2, k2) = grid[i];
                let key = format!("N1={n1},K1={k1},N2={n2},K2={k2}");
                write_key(&key, 6u64.pow(n1 + n2), buf);
                let d = difference(&sides[n1 as usize][k1 as usize], &sides[n2 as usize][k2 as usize]);
                write_counts(&d, buf);
            });
            out.extend_from_slice(&buf);
            grid.len()
        }
        Workload::Genrefuzzion => {
            let pools = gf_pools();
            for (i, p) in pools.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                write_key(&pool_key(p), p.iter().map(|&s| s as u64).product(), out);
                write_joint(pool::counts::<u64>(p).into_iter(), out);
            }
            pools.len()
        }
        Workload::GenrefuzzionAll => write_gf_all(out),
        Workload::Single { n, k } => {
            let den = super::Highest::d6(n).sample_space();
            out.push(b'"');
            out.extend_from_slice(format!("N={n},K={k}\":{{\"den\":\"{den}\",\"counts\":[").as_bytes());
            in_width_counts(n, k, out);
            1
        }
    };
    out.push(b'}');
    items
}

fn in_width_counts(n: u32, k: u32, out: &mut Vec<u8>) {
    let width = super::Highest::d6(n).width();
    super::weight::in_width!(width, W => write_counts(&highest::counts::<W>(n, k, 6), out));
}

/// Every multiset at once: one depth-first walk shares the pool state between pools.
fn write_gf_all(out: &mut Vec<u8>) -> usize {
    let pools = gf_all();
    // Index a multiset by its multiplicities in base 11.
    let code = |mult: &[usize]| mult.iter().fold(0usize, |acc, &m| acc * 11 + m);
    let mut body: Vec<u8> = Vec::with_capacity(8 << 20);
    let mut at: Vec<(u32, u32)> = vec![(0, 0); 11usize.pow(5)];
    let mut dense: Vec<u64> = Vec::new();
    pool::all_multisets::<u64>(&SIZES, 10, |mult, dp| {
        let start = body.len();
        dp.dense_joint(&mut dense);
        let width = dp.len() + 1;
        write_joint(
            dense
                .iter()
                .enumerate()
                .filter(|(_, c)| **c != 0)
                .map(|(i, &c)| (((i / width) as i64, (i % width) as u32), c)),
            &mut body,
        );
        at[code(mult)] = (start as u32, body.len() as u32);
    });
    for (i, p) in pools.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        let mut mult = [0usize; 5];
        for s in p {
            mult[SIZES.iter().position(|x| x == s).expect("a step die")] += 1;
        }
        write_key(&pool_key(p), p.iter().map(|&s| s as u64).product(), out);
        let (lo, hi) = at[code(&mult)];
        out.extend_from_slice(&body[lo as usize..hi as usize]);
    }
    pools.len()
}
