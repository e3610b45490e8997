//! The lane-id input ([`LaneIdAbi::Input`], docs/ABI.md "Lane and thread ids"): the host
//! passes lanes 0, 1, ..., W-1 as words in one per-thread input, `lane_id`, as the hardware's
//! local-id payload holds them; every lane index reads it as a region instead of building it.
//!
//! ```text
//!   lane.index : vec<16 x i32>          no instruction: reads lane_id(0,0)<1;1,0>:uw
//!   lane.index + 16 (a lane group)      no instruction: reads lanes 16.. of the input
//!   base + lane.index                   add (16) gid:ud base<0;1,0>:ud lane_id<1;1,0>:uw
//! ```
//!
//! A lane index with other uses, or of another element type, is copied out of the input (one
//! `mov` per 16 lanes, [`Lowerer::write_lane_index`]).

use super::Lowerer;
use crate::mir::*;
use memlower_ir::Value;

impl Lowerer<'_> {
    /// Declares the lane-id input when the ABI asks for it and the function reads lane
    /// indices: W words, W the lanes the function reads ([`super::facts::Facts::lane_width`])
    /// rounded up to 8, 16 or 32.
    pub(super) fn declare_lane_ids(&mut self) {
        let need = self.ir_facts.lane_width;
        if self.lane_abi != LaneIdAbi::Input || need == 0 {
            return;
        }
        let w = need.next_power_of_two().clamp(8, LANE_ID_MAX);
        let var = self.new_var(LANE_ID_NAME, LANE_ID_TYPE, w * LANE_ID_TYPE.bytes());
        self.lane_var = Some(var);
    }

    /// Places the lane-id input at `off` (the GRF boundary after every other input) and makes
    /// it the kernel's [`Kernel::lane_ids`]; returns the end of the inputs.
    pub(super) fn place_lane_ids(&mut self, off: u32) -> u32 {
        let Some(var) = self.lane_var else {
            return off;
        };
        let size = self.k.var(var).map_or(0, |d| d.bytes());
        self.k.inputs.push(Input {
            kind: InputKind::Var(var),
            offset: off,
            size,
        });
        self.k.lane_ids = Some(var);
        off + size.div_ceil(self.grf) * self.grf
    }

    /// The lanes the lane-id input holds (0: there is none).
    pub(super) fn lane_input_width(&self) -> u32 {
        self.lane_var
            .and_then(|v| self.k.var(v))
            .map_or(0, |d| d.num_elts)
    }

    /// Lanes `lane..` of the lane-id input, as a source region (words: an instruction of
    /// another type converts them, exactly, as the values are below 2^16).
    pub(super) fn lane_src(&self, lane: u32) -> Src {
        let var = self.lane_var.unwrap_or(VarId(0));
        Src::reg(Region::strided(var, lane * LANE_ID_TYPE.bytes(), 1))
    }

    /// Makes `r` lanes of the lane-id input when it is one of the function's input lane runs
    /// (a `lane.index`, or one plus a constant: [`super::facts::Facts::input_lanes`]) and has
    /// no storage of its own to fill; true if it did.
    pub(super) fn lane_run(&mut self, r: Value) -> bool {
        let Some(&k) = self.ir_facts.input_lanes.get(&r) else {
            return false;
        };
        if self.lane_var.is_none() || self.plan.homes.has(r) {
            return false;
        }
        // The bug the checker must catch: a lane group at offset k reads the input one lane
        // early.
        let k = if k > 0 && planted!(self.mutation, LaneIdOffByOne) {
            k - 1
        } else {
            k
        };
        self.set(r, super::repr::Repr::LaneIds(k));
        true
    }
}
