//! How undefined bytes move through integer arithmetic and shifts (SEMANTICS.md §4, the
//! *partial* rules): one function per rule, each on the byte mask of one element.

/// The byte mask "byte k undefined if any byte <= k of `u` is" (for carries: add, sub, mul, shl).
pub(super) fn undef_upward(u: u8) -> u8 {
    if u == 0 {
        0
    } else {
        !((u & u.wrapping_neg()) - 1)
    }
}

/// Undefined bytes of `x << s` (left) or `x >> s` (right) for an element of `bytes` bytes whose
/// undefined bytes are `u`: a result byte is undefined if any source bit shifted into it is.
pub(super) fn shift_undef(u: u8, s: u32, bytes: u32, left: bool) -> u8 {
    let width = 8 * bytes as i64;
    let mut out = 0u8;
    for k in 0..bytes as i64 {
        let (lo, hi) = if left {
            (8 * k - i64::from(s), 8 * k + 7 - i64::from(s))
        } else {
            (8 * k + i64::from(s), 8 * k + 7 + i64::from(s))
        };
        let (lo, hi) = (lo.max(0), hi.min(width - 1));
        if lo <= hi && (lo / 8..=hi / 8).any(|b| u & (1 << b) != 0) {
            out |= 1 << k;
        }
    }
    out
}

/// Undefined bytes of `ashr x, s` for an element of `bytes` bytes whose undefined bytes are
/// `u`: a result byte is undefined if a source bit shifted into it is, and the bits shifted in
/// at the top are copies of the sign bit, so they are undefined with the top byte.
pub(super) fn ashr_undef(u: u8, s: u32, bytes: u32) -> u8 {
    let mut out = shift_undef(u, s, bytes, false);
    if u & (1 << (bytes - 1)) != 0 {
        let width = 8 * bytes;
        for k in 0..bytes {
            // Byte k takes source bits 8k + s ..= 8k + 7 + s; those at or past the width are
            // sign copies.
            if 8 * k + 7 + s >= width {
                out |= 1 << k;
            }
        }
    }
    out
}

#[cfg(test)]
mod tests {
    use super::ashr_undef;

    #[test]
    fn ashr_spreads_an_undefined_sign_byte_into_the_fill() {
        // i32, top byte undefined, shift by 8: byte 2 gets the old top byte, byte 3 the fill.
        assert_eq!(ashr_undef(0b1000, 8, 4), 0b1100);
        // Shift by 1: byte 2 takes a bit of the undefined top byte, byte 3 it and the fill.
        assert_eq!(ashr_undef(0b1000, 1, 4), 0b1100);
        // Defined top byte: as a logical shift.
        assert_eq!(ashr_undef(0b0010, 8, 4), 0b0001);
        // Shift by 0 keeps the bytes.
        assert_eq!(ashr_undef(0b0101, 0, 4), 0b0101);
        // i8: one byte.
        assert_eq!(ashr_undef(0b1, 3, 1), 0b1);
    }
}
