//! A planted bug only (compiled with the `mutations` feature alone): the lowering [`Mutation::KeptDisabledLanes`] stands for. A masked gather
//! whose only use is `select %m, %g, %x` (same mask) is made into a copy of `%x`, and the
//! select becomes the gather's registers: correct only if the message leaves the registers of
//! its disabled lanes as they were. The IR promises nothing there (docs/SEMANTICS.md §5.2) and
//! the checker runs the message interpreter with `poison_disabled_lanes`, so the checker
//! catches it; without that option it would pass.
//!
//! [`Mutation::KeptDisabledLanes`]: crate::mutation::Mutation::KeptDisabledLanes

use super::repr::Place;
use super::Lowerer;
use crate::layout::chan_stride;
use crate::mir::{Purpose, Raw};
use memlower_ir::{InstKind, Value};

impl Lowerer<'_> {
    /// Under the mutation: the select result and `%x` of the `select %m, %g, %x` that is the only
    /// use of the masked gather `%g`, when `%x` is a parameter or computed earlier in `%g`'s
    /// block (so it is in registers when the gather is lowered).
    pub(super) fn kept_lanes_select(&self, g: Value) -> Option<(Value, Value)> {
        if !planted!(self.mutation, KeptDisabledLanes) {
            return None;
        }
        let gi = self.f.def_inst(g)?;
        let InstKind::Gather { mask: Some(m), .. } = &self.f.inst(gi).kind else {
            return None;
        };
        let order = self.f.inst_order();
        let mut users = order
            .iter()
            .filter(|&&(_, i)| self.f.inst(i).kind.operands().contains(&g));
        let (&(_, u), None) = (users.next()?, users.next()) else {
            return None;
        };
        let InstKind::Select {
            cond,
            on_true,
            on_false: x,
        } = self.f.inst(u).kind
        else {
            return None;
        };
        if cond != *m || on_true != g || x == g {
            return None;
        }
        let block_of = |i| order.iter().find(|&&(_, j)| j == i).map(|&(b, _)| b);
        let pos = |i| order.iter().position(|&(_, j)| j == i);
        let early = match self.f.def_inst(x) {
            None => self.f.params().contains(&x),
            Some(xi) => block_of(xi) == block_of(gi) && pos(xi) < pos(gi),
        };
        let s = self.f.result(u)?;
        early.then_some((s, x))
    }

    /// Under the mutation: `%x` copied into the payload the gather `%g` is about to fill.
    pub(super) fn prefill_kept_lanes(&mut self, g: Value, payload: Raw) {
        let (Some((_, x)), Some(var)) = (self.kept_lanes_select(g), payload.var) else {
            return;
        };
        let ty = self.f.ty(g);
        let dst = Place {
            var,
            off: payload.off,
            stride: chan_stride(ty, self.grf),
        };
        let xr = self.repr(x);
        self.copy_into(&xr, ty, dst, Purpose::Compute);
    }
}
