//! The cost model: what a choice of the lowering costs in the finalizer's native code.
//!
//! What runs on the GPU is `GenX_IR`'s native code, so the lowering's choices (split a store
//! or not, build a payload once or per message) are judged in native instructions, per target:
//!
//! ```text
//!   CostModel::of(target) ── send, move, alu, typed_payload (native instructions each)
//!        │
//!        ├─ split-groups: a store of data kept as narrower lane groups, whole or per group
//!        │                (StoreShape::whole vs StoreShape::per_group)
//!        └─ narrow-channels: a lane window's messages and padding
//! ```
//!
//! The constants are not guessed: `cargo bench --bench calibrate` lowers small probe kernels
//! (pairs that differ by a known number of sends, moves, ALU ops or typed reads), runs
//! `GenX_IR` on both, and divides the difference in native instructions by the difference in
//! vISA instructions of each kind. `docs/COST-MODEL.md` holds the table it printed; a test
//! (`constants_match_the_calibration_table`) fails when [`COST_MODELS`] and that table differ.
//! Register use is not folded into the instruction count: where two choices cost the same
//! instructions, the one that holds fewer GRFs wins ([`Cost`] orders by instructions, then
//! GRFs).

use crate::target::Target;

/// Native-instruction costs of one target, as calibrated (docs/COST-MODEL.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CostModel {
    /// The target's name (`tgllp`, `dg2`, ...).
    pub target: &'static str,
    /// Native instructions per data message (one vISA memory message), surfaces as
    /// binding-table indices (the descriptor is an immediate).
    pub send: u32,
    /// Native instructions per vISA `mov` of one GRF of dwords (a payload or layout move).
    pub r#move: u32,
    /// Native instructions per 16-lane dword ALU instruction.
    pub alu: u32,
    /// Native instructions the finalizer adds for each GATHER4_TYPED after the first that reads the
    /// same V/R/LOD registers when they are not one contiguous block (it builds a fresh payload
    /// per message).
    pub typed_payload: u32,
}

/// The calibrated targets (docs/COST-MODEL.md). Targets not listed use [`DEFAULT`].
pub static COST_MODELS: &[CostModel] = &[
    CostModel {
        target: "tgllp",
        send: 1,
        r#move: 1,
        alu: 1,
        typed_payload: 3,
    },
    CostModel {
        target: "dg2",
        send: 1,
        r#move: 1,
        alu: 1,
        typed_payload: 3,
    },
];

/// The model of an uncalibrated target: the calibrated targets' common figures.
pub const DEFAULT: CostModel = CostModel {
    target: "default",
    send: 1,
    r#move: 1,
    alu: 1,
    typed_payload: 3,
};

impl CostModel {
    /// The model of `t` (by name; [`DEFAULT`] for a target not calibrated).
    pub fn of(t: &Target) -> &'static CostModel {
        Self::by_name(t.name)
    }

    /// The model of the target named `name` ([`DEFAULT`] if it is not calibrated).
    pub fn by_name(name: &str) -> &'static CostModel {
        COST_MODELS
            .iter()
            .find(|m| m.target == name)
            .unwrap_or(&DEFAULT)
    }
}

/// The cost of a choice: native instructions first, then GRFs held (the tie-breaker).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord)]
pub struct Cost {
    /// Native instructions.
    pub native: u32,
    /// GRFs the choice holds beyond what both choices hold.
    pub grfs: u32,
}

/// A store of `lanes` lanes of `chans` dword channels whose data or mask (or both) is kept
/// as lane groups of `group` lanes (the layout of the messages or compares that made it), on
/// a message whose widest exec size is `widest` (> `group`), with `grf_dwords` dwords per GRF.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct StoreShape {
    /// Lanes stored.
    pub lanes: u32,
    /// Dword channels per lane.
    pub chans: u32,
    /// Lanes of each group.
    pub group: u32,
    /// The store message's widest exec size.
    pub widest: u32,
    /// Dwords per GRF.
    pub grf_dwords: u32,
    /// The data is kept as groups.
    pub data_grouped: bool,
    /// The mask is kept as groups (one predicate per group).
    pub mask_grouped: bool,
}

impl StoreShape {
    /// One store per `widest` lanes. Grouped data of several channels is interleaved into the
    /// store's channel-major layout first (one move per channel and group and GRF; a single
    /// channel's groups are already adjacent, so none), and the assembled copy is held. A
    /// grouped mask is assembled into one predicate through a scalar: `mov` and `and` of the
    /// first group's bits, `mov`, `and`, `shl` and `or` of each further group's, one `setp`
    /// (`lower/masks.rs`): `4 * groups - 1` ALU instructions per store.
    pub fn whole(&self, m: &CostModel) -> Cost {
        let sends = self.lanes.div_ceil(self.widest);
        let groups = self.lanes.div_ceil(self.group);
        let interleave = self.data_grouped && self.chans > 1;
        let moves = if interleave {
            self.chans * groups * self.group.div_ceil(self.grf_dwords)
        } else {
            0
        };
        let grfs = if interleave {
            self.chans * self.lanes.div_ceil(self.grf_dwords)
        } else {
            0
        };
        let mask_alu = if self.mask_grouped {
            sends * (4 * (self.widest / self.group) - 1)
        } else {
            0
        };
        Cost {
            native: sends * m.send + moves * m.r#move + mask_alu * m.alu,
            grfs,
        }
    }

    /// One store per group, each reading its group's registers and predicate in place.
    pub fn per_group(&self, m: &CostModel) -> Cost {
        Cost {
            native: self.lanes.div_ceil(self.group) * m.send,
            grfs: 0,
        }
    }

    /// True if storing group by group costs less than storing whole.
    pub fn split_is_cheaper(&self, m: &CostModel) -> bool {
        self.per_group(m) < self.whole(m)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The rows `| target | constant | ... | value |` of the committed calibration table.
    fn table() -> Vec<(String, String, u32)> {
        let doc = include_str!("../../docs/COST-MODEL.md");
        let start = doc
            .find("<!-- calibration -->")
            .expect("docs/COST-MODEL.md has its calibration block");
        let end = doc
            .find("<!-- /calibration -->")
            .expect("the calibration block ends");
        doc[start..end]
            .lines()
            .filter(|l| l.starts_with('|') && !l.starts_with("|-") && !l.contains("constant"))
            .map(|l| {
                let cells: Vec<&str> = l.trim_matches('|').split('|').map(str::trim).collect();
                let value = cells
                    .last()
                    .and_then(|v| v.parse().ok())
                    .unwrap_or_else(|| panic!("no value in `{l}`"));
                (cells[0].to_string(), cells[1].to_string(), value)
            })
            .collect()
    }

    fn constant(m: &CostModel, name: &str) -> u32 {
        match name {
            "send" => m.send,
            "move" => m.r#move,
            "alu" => m.alu,
            "typed_payload" => m.typed_payload,
            other => panic!("the table names an unknown constant `{other}`"),
        }
    }

    #[test]
    fn constants_match_the_calibration_table() {
        let rows = table();
        for m in COST_MODELS {
            for name in ["send", "move", "alu", "typed_payload"] {
                let row = rows
                    .iter()
                    .find(|(t, c, _)| t == m.target && c == name)
                    .unwrap_or_else(|| panic!("no row for {} {name}", m.target));
                assert_eq!(
                    constant(m, name),
                    row.2,
                    "{} {name}: the code and docs/COST-MODEL.md differ (rerun `cargo bench \
                     --bench calibrate` and update passes/src/cost.rs)",
                    m.target
                );
            }
        }
        // And nothing in the table that the code lacks.
        for (t, c, _) in &rows {
            let m = COST_MODELS.iter().find(|m| m.target == t.as_str());
            let m = m.unwrap_or_else(|| panic!("the table calibrates {t}, the code does not"));
            constant(m, c);
        }
    }

    #[test]
    fn an_rgba_store_of_two_typed_halves_is_split() {
        // img2d_read_f: 16 lanes of 4 channels from two 8-lane typed reads, on 32-byte GRFs:
        // whole = 1 send + 4 channels x 2 groups of moves = 9; split = 2 sends.
        let s = StoreShape {
            lanes: 16,
            chans: 4,
            group: 8,
            widest: 16,
            grf_dwords: 8,
            data_grouped: true,
            mask_grouped: false,
        };
        let m = CostModel::by_name("tgllp");
        assert_eq!(s.whole(m).native, 9);
        assert_eq!(s.per_group(m).native, 2);
        assert!(s.split_is_cheaper(m));
    }

    #[test]
    fn a_one_channel_store_stays_whole() {
        // img1d_read_ui: the two 8-lane groups of one channel are adjacent already: one send
        // and no move beats two sends.
        let s = StoreShape {
            lanes: 16,
            chans: 1,
            group: 8,
            widest: 16,
            grf_dwords: 8,
            data_grouped: true,
            mask_grouped: false,
        };
        let m = CostModel::by_name("dg2");
        assert_eq!(s.whole(m).native, 1);
        assert!(!s.split_is_cheaper(m));
        // Under a mask kept as two 8-lane predicates it is split: assembling the predicate
        // costs mov, and | mov, and, shl, or | setp = 7, more than the second send.
        let masked = StoreShape {
            mask_grouped: true,
            ..s
        };
        assert_eq!(masked.whole(m).native, 1 + 7);
        assert!(masked.split_is_cheaper(m));
    }

    #[test]
    fn an_uncalibrated_target_gets_the_default() {
        assert_eq!(CostModel::by_name("pvc"), &DEFAULT);
        assert_eq!(CostModel::by_name("tgllp").target, "tgllp");
    }
}
