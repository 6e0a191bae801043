//! Benchmarks: AI decisions per second and the deduction assistant on full games.
fn main() {}
