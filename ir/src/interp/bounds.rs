//! What an access of a few consecutive bytes does at the end of a buffer surface
//! (`docs/SEMANTICS.md` §5.2, §5.3): the rules both interpreters apply, the reference to each
//! element an op accesses and the message interpreter to each block a message moves.
//!
//! ```text
//!   a surface of len bytes, hi = len rounded up to a multiple of 4
//!
//!   [0, len) memory      [len, hi) padding: reads undefined, writes go nowhere this model sees
//!
//!   checked (untyped buffer):   an access below hi is performed, one wholly at or past hi
//!       reads 0 / is dropped, one straddling hi is Partial: its bytes read undefined, and the
//!       in-bounds bytes it writes become undefined
//!   unchecked (slm, stateless): an access reaching hi is undefined behaviour
//! ```
//!
//! Why: the messages' "Out-of-bound Access" properties say only that an out-of-bound read
//! returns zeros and an out-of-bound write is dropped. They do not say whether an access that
//! is partly out counts as in or out, so a straddling access is undefined. Intel's hardware is
//! believed to check buffer bounds per dword (docs/finalizer-facts.md §13), so a buffer is
//! bound in whole dwords (the kernel ABI, as drivers pad raw buffers): its bound is `hi`, and
//! the padding up to it exists but holds nothing the program was given. The execution-model
//! chapter says out-of-bound SLM accesses have undefined behaviour, and stateless memory has no
//! bounds at all; memory is allocated in whole dwords there too (hardware SLM in kilobytes,
//! buffers by allocators that align to at least 4).

use super::memory::{load_le, store_le};

/// How one access of consecutive bytes stands against a surface's end.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Reach {
    /// No byte lies past the end rounded up to a dword. Performed as addressed (padding
    /// bytes read undefined and are written nowhere).
    Inside,
    /// Checked only: every byte lies at or past the end rounded up to a dword. Reads 0,
    /// writes nothing.
    Outside,
    /// Checked only: the access straddles the end rounded up to a dword. Undefined bytes
    /// read; the in-bounds bytes written become undefined.
    Partial,
    /// Unchecked only: a byte lies at or past the end rounded up to a dword (this byte).
    /// Undefined behaviour.
    Beyond(u32),
}

/// Where the access of `n` bytes at `addr` stands on a surface of `len` bytes whose bounds
/// the hardware checks (`checked`: an untyped buffer) or does not (SLM, stateless memory).
/// The bytes are `addr .. addr + n` without wrapping (see [`overflows`]).
pub fn reach(len: usize, checked: bool, addr: u32, n: u32) -> Reach {
    let hi = (len as u64 + 3) & !3;
    let (first, end) = (u64::from(addr), u64::from(addr) + u64::from(n));
    match checked {
        _ if end <= hi => Reach::Inside,
        true if first >= hi => Reach::Outside,
        true => Reach::Partial,
        false => Reach::Beyond(first.max(hi).min(u64::from(u32::MAX)) as u32),
    }
}

/// True when the `n` bytes at `addr` pass the top of the 32-bit address space: an access that
/// would wrap inside itself (undefined behaviour in both interpreters, §5.1).
pub fn overflows(addr: u32, n: u32) -> bool {
    u64::from(addr) + u64::from(n) > 1 << 32
}

/// Reads the `n` (1..=8) bytes at `addr` by the rules of [`reach`], little-endian: the bits and
/// the undefined-byte mask. An access [`Reach::Beyond`] (undefined behaviour, which the caller
/// reports first) reads as undefined.
pub fn read_access(bytes: &[Option<u8>], checked: bool, addr: u32, n: u32) -> (u64, u8) {
    let all = ((1u16 << n.min(8)) - 1) as u8;
    match reach(bytes.len(), checked, addr, n) {
        Reach::Inside => {
            let (bits, mut undef) = load_le(bytes, addr, n);
            // The padding past the end holds nothing the program gave.
            for k in 0..n.min(8) {
                if (u64::from(addr) + u64::from(k)) as usize >= bytes.len() {
                    undef |= 1 << k;
                }
            }
            (bits, undef)
        }
        Reach::Outside => (0, 0),
        Reach::Partial | Reach::Beyond(_) => (0, all),
    }
}

/// Writes the low `n` (1..=8) bytes of `bits` (bit k of `undef`: byte k undefined) at `addr` by
/// the rules of [`reach`]: as addressed inside (bytes past the end go nowhere), nothing
/// outside, and the in-bounds bytes undefined for a partial access.
pub fn write_access(
    bytes: &mut [Option<u8>],
    checked: bool,
    addr: u32,
    n: u32,
    bits: u64,
    undef: u8,
) {
    match reach(bytes.len(), checked, addr, n) {
        Reach::Inside => store_le(bytes, addr, n, bits, undef),
        Reach::Outside => {}
        Reach::Partial | Reach::Beyond(_) => store_le(bytes, addr, n, 0, 0xFF),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn checked_surfaces_are_bound_in_whole_dwords() {
        // 10 bytes: bound at 12; bytes 10, 11 are padding.
        assert_eq!(reach(10, true, 4, 4), Reach::Inside);
        assert_eq!(reach(10, true, 8, 2), Reach::Inside);
        assert_eq!(reach(10, true, 8, 4), Reach::Inside); // bytes 10, 11 padding
        assert_eq!(reach(10, true, 12, 4), Reach::Outside);
        assert_eq!(reach(10, true, 10, 4), Reach::Partial); // straddles the bound at 12
        assert_eq!(reach(8, true, 6, 4), Reach::Partial);
        assert_eq!(reach(8, true, 8, 8), Reach::Outside);
    }

    #[test]
    fn unchecked_surfaces_allow_the_padding_and_nothing_past_it() {
        assert_eq!(reach(10, false, 8, 4), Reach::Inside); // bytes 10, 11 are padding
        assert_eq!(reach(10, false, 10, 4), Reach::Beyond(12));
        assert_eq!(reach(8, false, 16, 1), Reach::Beyond(16));
        let mem: Vec<Option<u8>> = (1..=10).map(Some).collect();
        // Padding reads undefined; memory reads as it is.
        assert_eq!(read_access(&mem, false, 8, 4), (0x0A09, 0b1100));
        assert_eq!(read_access(&mem, true, 8, 4), (0x0A09, 0b1100));
    }

    #[test]
    fn partial_accesses_read_undefined_and_leave_their_bytes_undefined() {
        let mut mem: Vec<Option<u8>> = (1..=10).map(Some).collect();
        assert_eq!(read_access(&mem, true, 10, 4), (0, 0b1111));
        assert_eq!(read_access(&mem, true, 12, 4), (0, 0)); // wholly out: zeros
        assert_eq!(read_access(&mem, true, 4, 4), (0x0807_0605, 0));
        write_access(&mut mem, true, 8, 4, 0xFFFF_FFFF, 0); // bytes 10, 11: padding
        assert_eq!(&mem[8..], &[Some(0xFF), Some(0xFF)]);
        write_access(&mut mem, true, 10, 4, 0, 0); // straddles the bound: nothing in bounds
        write_access(&mut mem, true, 12, 4, 0, 0); // dropped
        assert_eq!(&mem[8..], &[Some(0xFF), Some(0xFF)]);
        let mut mem: Vec<Option<u8>> = (1..=8).map(Some).collect();
        write_access(&mut mem, true, 6, 4, 0xFFFF_FFFF, 0);
        assert_eq!(&mem[4..], &[Some(5), Some(6), None, None]);
    }

    #[test]
    fn an_access_overflows_only_past_the_top_of_the_address_space() {
        assert!(!overflows(0xFFFF_FFFC, 4));
        assert!(overflows(0xFFFF_FFFC, 5));
        assert!(overflows(0xFFFF_FFFF, 2));
        assert!(!overflows(0, 8));
    }
}
