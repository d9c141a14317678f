//! A small seeded generator, written here so a seed gives the same room with every
//! build of udonforge (a library's algorithm may change between versions).

#![warn(missing_docs)]

/// SplitMix64: tiny, fast, and good enough for shuffling a few dozen cards.
#[derive(Debug, Clone)]
pub struct Rng(u64);

impl Rng {
    /// A generator that starts from `seed`.
    pub fn new(seed: u64) -> Self {
        Rng(seed)
    }

    pub(crate) fn next_u64(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }

    /// A uniform number below `n` (n > 0), without modulo bias.
    pub fn below(&mut self, n: u64) -> u64 {
        let zone = u64::MAX - u64::MAX % n;
        loop {
            let v = self.next_u64();
            if v < zone {
                return v % n;
            }
        }
    }

    /// Fisher–Yates.
    pub fn shuffle<T>(&mut self, items: &mut [T]) {
        for i in (1..items.len()).rev() {
            let j = self.below(i as u64 + 1) as usize;
            items.swap(i, j);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn same_seed_same_order_and_every_order_reachable() {
        let mut a: Vec<u32> = (0..7).collect();
        let mut b = a.clone();
        Rng::new(42).shuffle(&mut a);
        Rng::new(42).shuffle(&mut b);
        assert_eq!(a, b);
        let mut sorted = a.clone();
        sorted.sort();
        assert_eq!(sorted, (0..7).collect::<Vec<_>>());
        // Over many seeds each card reaches the top.
        let mut tops = std::collections::BTreeSet::new();
        for seed in 0..200 {
            let mut v: Vec<u32> = (0..7).collect();
            Rng::new(seed).shuffle(&mut v);
            tops.insert(v[0]);
        }
        assert_eq!(tops.len(), 7);
    }
}
