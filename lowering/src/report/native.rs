//! What the finalizer made of a kernel ([`Native`]): the figures `--finalize` adds to the
//! report, its JSON and the remarks, read from GenX_IR's native code by the caller (the
//! driver runs the finalizer; the report only holds and prints the figures).
//!
//! ```text
//!   native  sends 2 (data 2, spill 0, fill 0)  instructions 14  highest GRF r9  spill bytes 0
//! ```

use std::fmt;

/// Native figures of one kernel, as the finalizer compiled it.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Native {
    /// The finalizer's platform name (`DG2`).
    pub platform: &'static str,
    /// Native sends in the body, the end-of-thread send included.
    pub sends: u32,
    /// Sends that move kernel data (not spill, fill, fence or end of thread).
    pub data_sends: u32,
    /// Register spill stores the finalizer added.
    pub spill_sends: u32,
    /// Register fill loads the finalizer added.
    pub fill_sends: u32,
    /// Native instructions in the body, sends included.
    pub instructions: u32,
    /// Highest GRF number touched; `None` if none is.
    pub highest_grf: Option<u32>,
    /// Scratch bytes used for register spills.
    pub spill_bytes: u32,
}

impl fmt::Display for Native {
    /// `sends 2 (data 2, spill 0, fill 0)  instructions 14  highest GRF r9  spill bytes 0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "sends {} (data {}, spill {}, fill {})  instructions {}  highest GRF ",
            self.sends, self.data_sends, self.spill_sends, self.fill_sends, self.instructions
        )?;
        match self.highest_grf {
            Some(g) => write!(f, "r{g}")?,
            None => write!(f, "none")?,
        }
        write!(f, "  spill bytes {}", self.spill_bytes)
    }
}

#[cfg(test)]
mod tests {
    use super::Native;

    #[test]
    fn figures_print_in_one_line() {
        let n = Native {
            platform: "DG2",
            sends: 3,
            data_sends: 2,
            spill_sends: 0,
            fill_sends: 0,
            instructions: 14,
            highest_grf: Some(9),
            spill_bytes: 0,
        };
        assert_eq!(
            n.to_string(),
            "sends 3 (data 2, spill 0, fill 0)  instructions 14  highest GRF r9  spill bytes 0"
        );
        let none = Native {
            highest_grf: None,
            ..n
        };
        assert!(none.to_string().contains("highest GRF none"));
    }
}
