//! `tablon odds bench`: the icepool benchmark's workloads (`bench/dice` in the shared harness,
//! `workloads.py`) and their canonical JSON: `{KEY: {"den": "<int>", "counts": [[outcome, "<int>"],
//! ...]}}`, with the keys, order and number format of the harness's `bench.py`. The counts come from
//! `dice::odds::counts` (exact, in `u64`); this module only lays them out, fast.

use std::fmt;

use dice::Die;
use dice::odds::Highest;
use dice::odds::counts::{self, PoolCounts};

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

/// Appends the decimal digits of `v`.
fn write_u64(v: u64, out: &mut Vec<u8>) {
    out.extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
}

/// Appends the decimal digits of a signed number.
fn write_i64(v: i64, out: &mut Vec<u8>) {
    out.extend_from_slice(itoa::Buffer::new().format(v).as_bytes());
}

/// `RULE_A_GRID`: (N, K) for N = 1..=20, K = 0..=3.
fn rule_a_grid() -> Vec<(u32, u32)> {
    (1..=20).flat_map(|n| (0..=3).map(move |k| (n, k))).collect()
}

/// `CONFLICT_GRID`: (N1, K1, N2, K2), the order `write_conflicts` follows.
#[cfg(test)]
fn conflict_grid() -> Vec<(u32, u32, u32, u32)> {
    let side: Vec<(u32, u32)> = (1..=12).flat_map(|n| (0..=3).map(move |k| (n, k))).collect();
    side.iter().flat_map(|&(n1, k1)| side.iter().map(move |&(n2, k2)| (n1, k1, n2, k2))).collect()
}

/// The step dice of GenreFuzzion, ascending (`SIZES`).
const SIZES: [u32; 5] = [4, 6, 8, 10, 12];
/// The same dice as [`Die`]s.
const STEP_DICE: [Die; 5] = [Die::D4, Die::D6, Die::D8, Die::D10, Die::D12];

/// `GF_POOLS`: the representative pools, then every homogeneous pool of 1..=10 dice.
fn gf_pools() -> Vec<Vec<u32>> {
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
fn gf_all() -> Vec<Vec<u32>> {
    fn rec(m: usize, first: usize, cur: &mut Vec<u32>, out: &mut Vec<Vec<u32>>) {
        if cur.len() == m {
            out.push(cur.iter().rev().copied().collect());
            return;
        }
        for (j, &size) in SIZES.iter().enumerate().skip(first) {
            cur.push(size);
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
fn pool_key(sizes: &[u32]) -> String {
    sizes.iter().map(|s| format!("d{s}")).collect::<Vec<_>>().join("+")
}

fn write_key(key: &str, den: u64, out: &mut Vec<u8>) {
    out.push(b'"');
    out.extend_from_slice(key.as_bytes());
    out.extend_from_slice(b"\":{\"den\":\"");
    write_u64(den, out);
    out.extend_from_slice(b"\",\"counts\":[");
}

fn write_counts(counts: &[(i64, u64)], out: &mut Vec<u8>) {
    for (i, (o, c)) in counts.iter().enumerate() {
        if i > 0 {
            out.push(b',');
        }
        out.push(b'[');
        write_i64(*o, out);
        out.extend_from_slice(b",\"");
        write_u64(*c, out);
        out.extend_from_slice(b"\"]");
    }
    out.extend_from_slice(b"]}");
}

fn write_joint(counts: impl Iterator<Item = ((i64, u32), u64)>, out: &mut Vec<u8>) {
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
        write_u64(c, out);
        out.extend_from_slice(b"\"]");
    }
    out.extend_from_slice(b"]}");
}

/// The counts of `n` d6 with the `k` highest removed (6^20 at most here: they fit in `u64`).
fn highest_counts(n: u32, k: u32) -> Vec<(i64, u64)> {
    counts::highest(&Highest::d6(n).remove(k)).expect("6^20 fits in u64")
}

/// The step dice of sizes `sizes`.
fn step_dice(sizes: &[u32]) -> Vec<Die> {
    sizes.iter().map(|&s| Die::new(s).expect("a step die")).collect()
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
                write_counts(&highest_counts(n, k), out);
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
                let joint = counts::highest_with_omens(&Highest::d6(n).remove(k)).expect("6^20 fits in u64");
                write_joint(joint.into_iter(), out);
            }
            grid.len()
        }
        Workload::Conflict44 => write_conflicts(out),
        Workload::Genrefuzzion => {
            let pools = gf_pools();
            for (i, p) in pools.iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                write_key(&pool_key(p), p.iter().map(|&s| s as u64).product(), out);
                let joint = counts::genrefuzzion(&step_dice(p)).expect("12^10 fits in u64");
                write_joint(joint.into_iter(), out);
            }
            pools.len()
        }
        Workload::GenrefuzzionAll => write_gf_all(out),
        Workload::Single { n, k } => {
            let d = Highest::d6(n).remove(k).distribution();
            out.push(b'"');
            out.extend_from_slice(
                format!("N={n},K={k}\":{{\"den\":\"{}\",\"counts\":[", d.denominator()).as_bytes(),
            );
            for (i, (o, c)) in d.counts().iter().enumerate() {
                if i > 0 {
                    out.push(b',');
                }
                out.push(b'[');
                write_i64(*o, out);
                out.extend_from_slice(format!(",\"{c}\"]").as_bytes());
            }
            out.extend_from_slice(b"]}");
            1
        }
    };
    out.push(b'}');
    items
}

/// Output pieces written by several threads, reassembled in the workload's order.
struct Pieces {
    body: Vec<u8>,
    /// (item index, start, end) in `body`.
    spans: Vec<(usize, usize, usize)>,
}

impl Pieces {
    fn new(capacity: usize) -> Pieces {
        Pieces { body: Vec::with_capacity(capacity), spans: Vec::new() }
    }

    fn item(&mut self, index: usize, write: impl FnOnce(&mut Vec<u8>)) {
        let start = self.body.len();
        write(&mut self.body);
        self.spans.push((index, start, self.body.len()));
    }
}

/// Appends every item of `parts` in item order, separated by commas.
fn assemble(parts: &[Pieces], items: usize, out: &mut Vec<u8>) {
    let mut at: Vec<(usize, usize, usize)> = vec![(usize::MAX, 0, 0); items];
    for (p, part) in parts.iter().enumerate() {
        for &(i, lo, hi) in &part.spans {
            at[i] = (p, lo, hi);
        }
    }
    out.reserve(parts.iter().map(|p| p.body.len()).sum::<usize>() + items);
    for (i, &(p, lo, hi)) in at.iter().enumerate() {
        assert!(p != usize::MAX, "bench item {i} was never written");
        if i > 0 {
            out.push(b',');
        }
        out.extend_from_slice(&parts[p].body[lo..hi]);
    }
}

/// Runs `task(t, pieces)` for `t` in `0..tasks` on the threads, and returns every thread's pieces.
fn on_threads(
    tasks: &[Vec<usize>],
    task: impl Fn(usize, &mut Pieces) + Sync,
    capacity: usize,
) -> Vec<Pieces> {
    let run = |list: &Vec<usize>| {
        let mut pieces = Pieces::new(capacity);
        for &t in list {
            task(t, &mut pieces);
        }
        pieces
    };
    if tasks.len() == 1 {
        return vec![run(&tasks[0])];
    }
    std::thread::scope(|s| {
        let handles: Vec<_> = tasks.iter().map(|list| s.spawn(|| run(list))).collect();
        handles.into_iter().map(|h| h.join().expect("a bench thread panicked")).collect()
    })
}

/// Deals tasks of the given sizes to `threads` lists, largest first to the lightest list.
fn deal(sizes: &[usize], threads: usize) -> Vec<Vec<usize>> {
    let mut order: Vec<usize> = (0..sizes.len()).collect();
    order.sort_by_key(|&t| std::cmp::Reverse(sizes[t]));
    let mut lists: Vec<(usize, Vec<usize>)> = vec![(0, Vec::new()); threads.max(1)];
    for t in order {
        let lightest = lists.iter_mut().min_by_key(|(load, _)| *load).expect("a list");
        lightest.0 += sizes[t];
        lightest.1.push(t);
    }
    lists.into_iter().map(|(_, l)| l).filter(|l| !l.is_empty()).collect()
}

/// 44's conflict grid. The difference of pools (b, a) mirrors that of (a, b), so each unordered
/// pair is convolved and its counts formatted once, then written twice.
fn write_conflicts(out: &mut Vec<u8>) -> usize {
    let side: Vec<(u32, u32)> = (1..=12).flat_map(|n| (0..=3).map(move |k| (n, k))).collect();
    let marginals: Vec<Vec<(i64, u64)>> = side.iter().map(|&(n, k)| highest_counts(n, k)).collect();
    let m = side.len();
    // Task i: the pairs (i, j) for j >= i.
    let sizes: Vec<usize> = (0..m).map(|i| m - i).collect();
    // A few milliseconds of work: a second thread costs more than it saves on a busy machine.
    let tasks = deal(&sizes, 1);
    let write_item = |buf: &mut Vec<u8>,
                      a: usize,
                      b: usize,
                      counts: &[u8],
                      spans: &[(i64, usize, usize)],
                      mirror: bool| {
        let ((n1, k1), (n2, k2)) = (side[a], side[b]);
        buf.extend_from_slice(b"\"N1=");
        write_u64(n1 as u64, buf);
        buf.extend_from_slice(b",K1=");
        write_u64(k1 as u64, buf);
        buf.extend_from_slice(b",N2=");
        write_u64(n2 as u64, buf);
        buf.extend_from_slice(b",K2=");
        write_u64(k2 as u64, buf);
        buf.extend_from_slice(b"\":{\"den\":\"");
        write_u64(6u64.pow(n1 + n2), buf);
        buf.extend_from_slice(b"\",\"counts\":[");
        let mut first = true;
        let mut one = |&(o, lo, hi): &(i64, usize, usize), buf: &mut Vec<u8>| {
            if !first {
                buf.push(b',');
            }
            first = false;
            buf.push(b'[');
            write_i64(if mirror { -o } else { o }, buf);
            buf.extend_from_slice(b",\"");
            buf.extend_from_slice(&counts[lo..hi]);
            buf.extend_from_slice(b"\"]");
        };
        if mirror {
            spans.iter().rev().for_each(|s| one(s, buf));
        } else {
            spans.iter().for_each(|s| one(s, buf));
        }
        buf.extend_from_slice(b"]}");
    };
    let parts = on_threads(
        &tasks,
        |i, pieces| {
            let mut digits = Vec::with_capacity(1024);
            let mut spans: Vec<(i64, usize, usize)> = Vec::with_capacity(64);
            for j in i..m {
                let d = counts::difference(&marginals[i], &marginals[j]).expect("6^24 fits in u64");
                digits.clear();
                spans.clear();
                for (o, c) in &d {
                    let lo = digits.len();
                    write_u64(*c, &mut digits);
                    spans.push((*o, lo, digits.len()));
                }
                pieces.item(i * m + j, |buf| write_item(buf, i, j, &digits, &spans, false));
                if j != i {
                    pieces.item(j * m + i, |buf| write_item(buf, j, i, &digits, &spans, true));
                }
            }
        },
        1 << 20,
    );
    assemble(&parts, m * m, out);
    m * m
}

/// Appends `,[[r,f],"c"]` (no comma for the first entry) for `r, f < 100`, writing the bytes in
/// place: the hot loop of the largest workload.
fn put_joint_entry(buf: &mut Vec<u8>, first: bool, r: usize, f: usize, c: u64) {
    const PAIRS: &[u8; 200] = b"0001020304050607080910111213141516171819\
        2021222324252627282930313233343536373839\
        4041424344454647484950515253545556575859\
        6061626364656667686970717273747576777879\
        8081828384858687888990919293949596979899";
    let start = buf.len();
    buf.resize(start + 48, 0);
    let e = &mut buf[start..start + 48];
    let mut i = 0;
    if !first {
        e[0] = b',';
        i = 1;
    }
    e[i] = b'[';
    e[i + 1] = b'[';
    i += 2;
    for (v, sep) in [(r, b','), (f, b']')] {
        if v >= 10 {
            e[i] = PAIRS[v * 2];
            i += 1;
        }
        e[i] = PAIRS[v * 2 + 1];
        e[i + 1] = sep;
        i += 2;
    }
    e[i] = b',';
    e[i + 1] = b'"';
    i += 2;
    let digits = c.checked_ilog10().unwrap_or(0) as usize + 1;
    let mut end = i + digits;
    let mut n = c;
    while n >= 100 {
        let d = (n % 100) as usize * 2;
        n /= 100;
        e[end - 2] = PAIRS[d];
        e[end - 1] = PAIRS[d + 1];
        end -= 2;
    }
    if n >= 10 {
        e[end - 2] = PAIRS[n as usize * 2];
        e[end - 1] = PAIRS[n as usize * 2 + 1];
    } else {
        e[end - 1] = b'0' + n as u8;
    }
    i += digits;
    e[i] = b'"';
    e[i + 1] = b']';
    buf.truncate(start + i + 2);
}

/// Every multiset at once: a depth-first walk shares the pool state between pools; the walks of
/// pools with 0, 1, 2, ... d4s are dealt to the threads.
fn write_gf_all(out: &mut Vec<u8>) -> usize {
    const MAX_DICE: usize = 10;
    let pools = gf_all();
    let index_of = |mult: &[usize]| mult.iter().fold(0usize, |acc, &m| acc * (MAX_DICE + 1) + m);
    let mut item_of = vec![usize::MAX; (MAX_DICE + 1).pow(SIZES.len() as u32)];
    for (i, p) in pools.iter().enumerate() {
        let mut mult = [0usize; SIZES.len()];
        for s in p {
            mult[SIZES.iter().position(|x| x == s).expect("a step die")] += 1;
        }
        item_of[index_of(&mult)] = i;
    }
    // Task t: every pool with exactly t d4s, walking the other sizes from t d4s.
    let task_sizes: Vec<usize> = (0..=MAX_DICE).map(|t| binomial(MAX_DICE - t + 4, 4)).collect();
    let tasks = deal(&task_sizes, threads());
    let parts = on_threads(
        &tasks,
        |t, pieces| {
            let mut dense: Vec<u64> = Vec::new();
            let mut write = |mult: &[usize], dp: &PoolCounts| {
                let item = item_of[index_of(mult)];
                pieces.item(item, |buf| {
                    let p = &pools[item];
                    buf.push(b'"');
                    for (i, s) in p.iter().enumerate() {
                        buf.extend_from_slice(if i == 0 { b"d" } else { b"+d" });
                        write_u64(*s as u64, buf);
                    }
                    buf.extend_from_slice(b"\":{\"den\":\"");
                    write_u64(p.iter().map(|&s| s as u64).product(), buf);
                    buf.extend_from_slice(b"\",\"counts\":[");
                    dp.dense_joint(&mut dense);
                    let width = dp.len() + 1;
                    let mut first = true;
                    for (i, c) in dense.iter().enumerate() {
                        if *c != 0 {
                            put_joint_entry(buf, first, i / width, i % width, *c);
                            first = false;
                        }
                    }
                    buf.extend_from_slice(b"]}");
                });
            };
            let mut prefix = PoolCounts::new(Die::D12, MAX_DICE).expect("12^10 fits in u64");
            let mut mult = [0usize; SIZES.len()];
            for _ in 0..t {
                prefix.push(Die::D4);
            }
            mult[0] = t;
            if t > 0 {
                write(&mult, &prefix);
            }
            prefix.extensions(&mult, &STEP_DICE, 1, &mut write);
        },
        4 << 20,
    );
    assemble(&parts, pools.len(), out);
    pools.len()
}

fn binomial(n: usize, k: usize) -> usize {
    (0..k).fold(1, |acc, i| acc * (n - i) / (i + 1))
}

#[cfg(test)]
mod tests {
    use dice::odds::{BigUint, conflict_44, genrefuzzion};

    use super::*;

    /// The keys of a canonical results object, in the order written.
    fn keys_in_order(json: &str) -> Vec<String> {
        json.match_indices("\":{\"den\"")
            .map(|(at, _)| {
                let start = json[..at].rfind('"').expect("a key's opening quote") + 1;
                json[start..at].to_owned()
            })
            .collect()
    }

    fn results_of(w: Workload) -> (Vec<String>, serde_json::Value) {
        let mut out = Vec::new();
        let items = write_results(&w, &mut out);
        let text = String::from_utf8(out).expect("UTF-8");
        let keys = keys_in_order(&text);
        assert_eq!(keys.len(), items, "{w}");
        (keys, serde_json::from_str(&text).expect("valid JSON"))
    }

    fn check_counts(v: &serde_json::Value, den: &BigUint, expect: Vec<(serde_json::Value, BigUint)>) {
        assert_eq!(v["den"], serde_json::Value::String(den.to_string()));
        let got: Vec<(serde_json::Value, BigUint)> = v["counts"]
            .as_array()
            .unwrap()
            .iter()
            .map(|p| (p[0].clone(), p[1].as_str().unwrap().parse().unwrap()))
            .collect();
        assert_eq!(got, expect);
    }

    #[test]
    fn bench_rule_a_and_fragmentos_match_the_api() {
        let (keys, v) = results_of(Workload::RuleA);
        let grid = rule_a_grid();
        assert_eq!(keys, grid.iter().map(|(n, k)| format!("N={n},K={k}")).collect::<Vec<_>>());
        for (n, k) in grid {
            let d = Highest::d6(n).remove(k).distribution();
            let expect = d.counts().iter().map(|(o, c)| (serde_json::json!(o), c.clone())).collect();
            check_counts(&v[format!("N={n},K={k}")], d.denominator(), expect);
        }
        let (_, v) = results_of(Workload::Fragmentos);
        for (n, k) in [(1, 0), (7, 2), (20, 3)] {
            let d = Highest::d6(n).remove(k).with_omens();
            let expect =
                d.counts().iter().map(|((r, o), c)| (serde_json::json!([r, o]), c.clone())).collect();
            check_counts(&v[format!("N={n},K={k}")], d.denominator(), expect);
        }
    }

    #[test]
    fn bench_conflicts_match_the_api() {
        let (keys, v) = results_of(Workload::Conflict44);
        let grid = conflict_grid();
        let names: Vec<String> =
            grid.iter().map(|(a, b, c, d)| format!("N1={a},K1={b},N2={c},K2={d}")).collect();
        assert_eq!(keys, names);
        for (n1, k1, n2, k2) in [(1, 0, 1, 0), (3, 1, 12, 3), (12, 3, 3, 1), (12, 0, 12, 0), (2, 3, 9, 0)] {
            let c = conflict_44(&Highest::d6(n1).remove(k1), &Highest::d6(n2).remove(k2));
            let d = c.difference();
            let expect = d.counts().iter().map(|(o, c)| (serde_json::json!(o), c.clone())).collect();
            check_counts(&v[format!("N1={n1},K1={k1},N2={n2},K2={k2}")], d.denominator(), expect);
        }
    }

    #[test]
    fn bench_pools_match_the_api() {
        for (w, pools) in [(Workload::Genrefuzzion, gf_pools()), (Workload::GenrefuzzionAll, gf_all())] {
            let (keys, v) = results_of(w);
            assert_eq!(keys, pools.iter().map(|p| pool_key(p)).collect::<Vec<_>>());
            for p in pools.iter().step_by(97) {
                let dice: Vec<Die> = p.iter().map(|&s| Die::new(s).unwrap()).collect();
                let d = genrefuzzion(&dice);
                let expect =
                    d.counts().iter().map(|((r, o), c)| (serde_json::json!([r, o]), c.clone())).collect();
                check_counts(&v[pool_key(p)], d.denominator(), expect);
            }
        }
        assert_eq!(gf_all().len(), 3002);
        assert_eq!(gf_all()[5], vec![4, 4]);
        assert_eq!(pool_key(&[8, 8, 6, 4]), "d8+d8+d6+d4");
    }

    #[test]
    fn bench_single_matches_the_api() {
        let (keys, v) = results_of(Workload::Single { n: 60, k: 3 });
        assert_eq!(keys, vec!["N=60,K=3"]);
        let d = Highest::d6(60).remove(3).distribution();
        let expect = d.counts().iter().map(|(o, c)| (serde_json::json!(o), c.clone())).collect();
        check_counts(&v["N=60,K=3"], d.denominator(), expect);
        assert!(Workload::parse("single", None, 3).is_err());
        assert!(Workload::parse("chess", None, 3).is_err());
    }
}
