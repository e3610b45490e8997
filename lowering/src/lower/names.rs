//! The names given so far in one kernel, for `Lowerer::fresh_name`: every name in one string
//! and open-addressed tables of slots, each with the name's hash, its bytes in that string
//! and its number, so that taking a name allocates nothing of its own. (A table keyed by
//! `String` made a copy of every name, each its own allocation, and freed them one by one at
//! the end; a hash map of chains into a separate entry list cost three scattered reads per
//! look-up.) A slot is 16 bytes (the hash's high half, which is what picks the slot anyway).
//!
//! One table serves a small kernel. A large one (one function of 100k accesses takes about
//! 800k names) splits its names by number range: the first run of digits of a name (`v_1234`,
//! `v_1234_addr_2`, `t_88`, `L_b907`), read as a number and divided by [`RANGE`], with what
//! comes before it (`v_`, `t_`, `L_b`), picks the table; names without such a number share
//! one table of their own. The lowering takes names
//! in about the order of their numbers (values in layout order, temporaries counted up), so
//! the tables it reads at a time are a few small ones that stay in the caches, where one table
//! of every name (32 MB for 800k names) cost a cache and TLB miss per look-up: naming grew
//! faster than the function. The tables are found through a map from range to table, with the
//! last range looked up remembered (a name is read and then written).

use memlower_ir::fxhash::{FxHashMap, FxHasher};
use std::hash::{Hash, Hasher};

/// Numbers per range of a large kernel's tables: consecutive values' names share a table.
const RANGE: u32 = 64;

/// Names a kernel is expected to take before its names are split by number range: below it,
/// one table (4 MB at most) is about as fast to reach, and cheaper to look up in (a split
/// look-up reads the number and finds its range's table: it cost twice the instructions on
/// one function of 100k accesses, and made one of 10k accesses 8% slower to lower).
const SPLIT_FROM: usize = 1 << 18;

/// The range of names without a number of their own (see [`range_of`]).
const NO_RANGE: u64 = u64::MAX;

/// A map from names to a number (for a base name, the last suffix given to it).
pub(super) struct Names {
    /// Every name, one after the other.
    text: String,
    /// One table (a small kernel), or one per number range ([`Names::tables_by_range`]).
    tables: Vec<Table>,
    /// Table index by range, when names are split (`None`: every name is in table 0).
    tables_by_range: Option<FxHashMap<u64, u32>>,
    /// The range last looked up and its table.
    last: (u64, u32),
}

/// Linear probing over a power-of-two table at most 3/4 full; a slot with `len == EMPTY` is
/// free.
struct Table {
    slots: Vec<Slot>,
    /// Names held.
    count: usize,
}

/// `Slot::len` of a free slot (no name is this long: `text` would not fit in memory).
const EMPTY: u32 = u32::MAX;

#[derive(Clone, Copy)]
struct Slot {
    /// The high half of the name's hash.
    hash: u32,
    start: u32,
    len: u32,
    value: u32,
}

const FREE: Slot = Slot {
    hash: 0,
    start: 0,
    len: EMPTY,
    value: 0,
};

/// The range of `s`: its first run of ASCII digits as a number (when written as numbers are,
/// without leading zeros, and at most nine digits) divided by [`RANGE`], in the low half, and
/// the hash of what comes before the number in the high half (`v_N` and `t_N` count up at
/// their own pace: sharing tables, one would find the other's cold); else [`NO_RANGE`].
fn range_of(s: &str) -> u64 {
    let b = s.as_bytes();
    let Some(start) = b.iter().position(u8::is_ascii_digit) else {
        return NO_RANGE;
    };
    let digits = &b[start..];
    let len = digits
        .iter()
        .position(|c| !c.is_ascii_digit())
        .unwrap_or(digits.len());
    if len > 9 || (len > 1 && digits[0] == b'0') {
        return NO_RANGE;
    }
    let n = digits[..len]
        .iter()
        .fold(0u32, |n, &c| n * 10 + u32::from(c - b'0'));
    let prefix = s.get(..start).map_or(0, hash);
    (u64::from(prefix) << 32) | u64::from(n / RANGE)
}

/// The high half of the name's hash: FxHash's low bits are weak for short, similar strings.
fn hash(s: &str) -> u32 {
    let mut h = FxHasher::default();
    s.hash(&mut h);
    (h.finish() >> 32) as u32
}

impl Table {
    /// A table for about `n` names.
    fn with_capacity(n: usize) -> Table {
        Table {
            slots: vec![FREE; Self::size_for(n)],
            count: 0,
        }
    }

    /// A table size that holds `n` names at most 3/4 full.
    fn size_for(n: usize) -> usize {
        (n + n / 3 + 1).next_power_of_two().max(8)
    }

    /// The slot of `s` (whose hash is `h`), or the free slot where it would go.
    fn find(&self, text: &str, s: &str, h: u32) -> (usize, bool) {
        let mask = self.slots.len() - 1;
        let mut i = h as usize & mask;
        loop {
            let x = &self.slots[i];
            if x.len == EMPTY {
                return (i, false);
            }
            if x.hash == h {
                let (a, b) = (x.start as usize, x.start as usize + x.len as usize);
                if text.get(a..b) == Some(s) {
                    return (i, true);
                }
            }
            i = (i + 1) & mask;
        }
    }

    /// Fills the free slot `i` and grows the table when it is more than 3/4 full.
    fn fill(&mut self, i: usize, slot: Slot) {
        self.slots[i] = slot;
        self.count += 1;
        if self.count * 4 > self.slots.len() * 3 {
            self.grow();
        }
    }

    /// Doubles the table, every name moved to its slot in the new one.
    fn grow(&mut self) {
        let size = 2 * self.slots.len();
        let old = std::mem::replace(&mut self.slots, vec![FREE; size]);
        let mask = self.slots.len() - 1;
        for x in old.into_iter().filter(|x| x.len != EMPTY) {
            let mut i = x.hash as usize & mask;
            while self.slots[i].len != EMPTY {
                i = (i + 1) & mask;
            }
            self.slots[i] = x;
        }
    }
}

impl Names {
    /// Room for about `n` names (more are taken by growing).
    pub fn with_capacity(n: usize) -> Names {
        let split = n >= SPLIT_FROM;
        Names {
            text: String::with_capacity(12 * n),
            // Split: the tables come as their ranges do, each starting small.
            tables: if split {
                Vec::new()
            } else {
                vec![Table::with_capacity(n)]
            },
            tables_by_range: split.then(FxHashMap::default),
            last: (NO_RANGE, u32::MAX),
        }
    }

    /// The table of `s`'s range, or the range when it has no table yet.
    fn table_of(&mut self, s: &str) -> Result<usize, u64> {
        let Some(by_range) = &self.tables_by_range else {
            return Ok(0);
        };
        let r = range_of(s);
        if self.last.0 == r && self.last.1 != u32::MAX {
            return Ok(self.last.1 as usize);
        }
        let t = *by_range.get(&r).ok_or(r)?;
        self.last = (r, t);
        Ok(t as usize)
    }

    /// The table of `s`'s range, made if there is none yet.
    fn table_for(&mut self, s: &str) -> usize {
        let r = match self.table_of(s) {
            Ok(t) => return t,
            Err(r) => r,
        };
        let t = self.tables.len() as u32;
        self.tables.push(Table::with_capacity(0));
        if let Some(by_range) = &mut self.tables_by_range {
            by_range.insert(r, t);
        }
        self.last = (r, t);
        t as usize
    }

    /// The number of `s`, if it is a name.
    #[cfg(test)]
    pub fn get(&mut self, s: &str) -> Option<u32> {
        let t = self.table_of(s).ok()?;
        let table = &self.tables[t];
        match table.find(&self.text, s, hash(s)) {
            (i, true) => Some(table.slots[i].value),
            _ => None,
        }
    }

    /// Gives `s` the number `value` (adding it as a name if it is not one).
    pub fn set(&mut self, s: &str, value: u32) {
        if let Err((t, i)) = self.add(s, value) {
            self.tables[t].slots[i].value = value;
        }
    }

    /// Adds `s` as a name numbered `value` if it is not one yet (one look-up where `get` then
    /// `set` take two); else leaves it as it is and returns its number.
    pub fn add_new(&mut self, s: &str, value: u32) -> Result<(), u32> {
        self.add(s, value)
            .map_err(|(t, i)| self.tables[t].slots[i].value)
    }

    /// Adds `s` numbered `value`, or returns where it is (its table and slot).
    fn add(&mut self, s: &str, value: u32) -> Result<(), (usize, usize)> {
        let t = self.table_for(s);
        let h = hash(s);
        let table = &mut self.tables[t];
        let (i, found) = table.find(&self.text, s, h);
        if found {
            return Err((t, i));
        }
        let start = self.text.len() as u32;
        self.text.push_str(s);
        table.fill(
            i,
            Slot {
                hash: h,
                start,
                len: s.len() as u32,
                value,
            },
        );
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::{hash, range_of, Names, NO_RANGE, RANGE, SPLIT_FROM};
    use memlower_ir::rng::Rng;
    use std::collections::HashMap;

    /// The same answers as a `HashMap<String, u32>` over random names from a small alphabet
    /// (many repeats, many prefixes of each other, digit runs with and without leading zeros,
    /// of every length up to past what a range reads), random updates and additions, for a table sized
    /// small (one table) and large (split by range).
    #[test]
    fn names_answer_as_a_string_map_does() {
        for capacity in [4, SPLIT_FROM] {
            let mut rng = Rng::new(7);
            let mut names = Names::with_capacity(capacity);
            let mut oracle: HashMap<String, u32> = HashMap::new();
            for _ in 0..40_000 {
                let len = rng.below(12) as usize;
                let s: String = (0..len)
                    .map(|_| *rng.pick(&['a', 'b', '_', '0', '1', '7', '9', '9', '5']))
                    .collect();
                assert_eq!(names.get(&s), oracle.get(&s).copied(), "{s:?}");
                let v = rng.below(100) as u32;
                match rng.below(3) {
                    0 => {
                        names.set(&s, v);
                        oracle.insert(s, v);
                    }
                    1 => {
                        let want = match oracle.get(&s) {
                            Some(&old) => Err(old),
                            None => Ok(()),
                        };
                        assert_eq!(names.add_new(&s, v), want, "{s:?}");
                        oracle.entry(s).or_insert(v);
                    }
                    _ => {}
                }
            }
            for (s, v) in &oracle {
                assert_eq!(names.get(s), Some(*v), "{s:?}");
            }
        }
    }

    /// Ranges read the first run of digits as written numbers, and what comes before it:
    /// worked out by hand.
    #[test]
    fn a_range_is_the_first_number_over_the_range_size() {
        let at = |prefix: &str, r: u32| (u64::from(hash(prefix)) << 32) | u64::from(r);
        assert_eq!(range_of("v_"), NO_RANGE);
        assert_eq!(range_of("v_0"), at("v_", 0));
        assert_eq!(range_of("v_63_addr_9"), at("v_", 0));
        assert_eq!(range_of("v_64_addr_9"), at("v_", 1));
        assert_eq!(range_of("L_b1000_edge"), at("L_b", 1000 / RANGE));
        assert_eq!(range_of("lod0_5"), at("lod", 0));
        assert_eq!(range_of("7"), at("", 0));
        assert_ne!(range_of("t_5"), range_of("v_5"));
        // Leading zeros and numbers past nine digits are not numbers of their own.
        assert_eq!(range_of("v_007"), NO_RANGE);
        assert_eq!(range_of("v_999999999"), at("v_", 999_999_999 / RANGE));
        assert_eq!(range_of("v_1000000000"), NO_RANGE);
    }
}
