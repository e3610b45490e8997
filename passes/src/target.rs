//! The target table: what each GPU generation's finalizer and hardware accept for the five
//! messages. The legaliser (`split-lanes`, `pick-blocks`, `pack-channels`), the legal-form
//! checker ([`crate::legal::verify_legal`]) and the lowering all read this one table, so a fact
//! is written once.
//!
//! ```text
//!             GRF   QW_SCATTER   typed exec   scaled exec       scatter4 exec   extensions offered
//!   skl       32B   no           8            1,2,4,8,16        8,16            null LOD, RGA/RBA
//!   icllp     32B   no           8            1,2,4,8,16        8,16            null LOD, RGA/RBA
//!   tgllp     32B   no           8            1,2,4,8,16        8,16            null LOD, RGA/RBA
//!   xehp      32B   yes          8            1,2,4,8,16        8,16            null LOD, RGA/RBA
//!   dg2       32B   yes          8            1,2,4,8,16        8,16            null LOD, RGA/RBA
//!   pvc       64B   yes          8 (16: ext)  1,2,4,8,16        8,16            + typed SIMD16
//! ```
//!
//! Sources, and how conflicts are resolved: the vISA specification of each message, Intel's
//! finalizer source (IGC `visa/`), and what the installed `GenX_IR` really encodes
//! (`docs/finalizer-facts.md`, measured). Where they differ, the table takes the **stricter**
//! rule and the comment beside the entry says why. The finalizer accepts almost anything (exit
//! code 0 does not mean legal, finalizer-facts §8), so this table, not the finalizer, is the
//! guard.
//!
//! **Spec-strict by default.** The default rules are inside the message specifications
//! (docs/SPEC-COVERAGE.md). Where Intel's finalizer takes something the specification does not
//! promise *and* encodes it right on a target, that is an [`Extension`]: listed per target in
//! [`Target::extensions`], off in every [`TARGETS`] entry, enabled only on request
//! ([`Target::with_extensions`], or `--target pvc+typed-simd16` on the command line), printed by
//! `memlower targets` and counted per message in the lowering report.

mod extension;
mod gpu;
mod listing;
mod rules;

pub use extension::{Extension, Extensions};
pub use gpu::{Target, TargetError, TARGETS};
pub use listing::targets_table;
pub use rules::{typed_mask_listed, ChannelRule, MessageRules, SurfaceRule};

#[cfg(test)]
mod tests {
    use super::*;
    use memlower_ir::{ChannelMask, Message};

    #[test]
    fn lookup_accepts_short_and_platform_names_in_any_case() {
        assert_eq!(Target::by_name("dg2").map(|t| t.platform), Some("DG2"));
        assert_eq!(Target::by_name("XeHP_SDV").map(|t| t.name), Some("xehp"));
        assert_eq!(Target::by_name("xehp_sdv").map(|t| t.name), Some("xehp"));
        assert_eq!(Target::by_name("TGLLP").map(|t| t.name), Some("tgllp"));
        assert_eq!(Target::by_name("Pvc").map(|t| t.grf_bytes), Some(64));
        assert!(Target::by_name("gen12").is_none());
        assert!(Target::by_name("").is_none());
    }

    #[test]
    fn table_has_the_required_facts() {
        let t = |n| Target::by_name(n).expect("known target");
        // Two flag registers of two 16-bit subregisters up to Xe-HPG, four on Xe-HPC.
        for n in ["skl", "icllp", "tgllp", "xehp", "dg2"] {
            assert_eq!(t(n).flag_subregs, 4, "{n}");
        }
        assert_eq!(t("pvc").flag_subregs, 8);
        assert_eq!(t("pvc").without_64bit_alu().flag_subregs, 8);
        for n in ["skl", "icllp", "tgllp"] {
            assert!(!t(n).has(Message::QwScatter), "{n}");
            assert_eq!(t(n).exec_sizes(Message::Gather4Typed), &[8]);
        }
        for n in ["xehp", "dg2", "pvc"] {
            assert!(t(n).has(Message::QwScatter), "{n}");
        }
        assert_eq!(t("dg2").exec_sizes(Message::Gather4Typed), &[8]);
        // Spec-strict by default: typed SIMD16 only with the extension.
        assert_eq!(t("pvc").exec_sizes(Message::Gather4Typed), &[8]);
        assert_eq!(t("pvc").large_grf_count, Some(256));
        for n in ["icllp", "tgllp", "dg2"] {
            assert!(!t(n).int64 && !t(n).fp64, "{n} has no 64-bit ALU");
        }
        for n in ["skl", "xehp", "pvc"] {
            assert!(t(n).int64 && t(n).fp64, "{n} has a 64-bit ALU");
        }
        // add3 from Xe-HP on; TGLLP's finalizer drops it.
        for n in ["skl", "icllp", "tgllp"] {
            assert!(!t(n).add3, "{n} has no add3");
        }
        for n in ["xehp", "dg2", "pvc"] {
            assert!(t(n).add3, "{n} has add3");
        }
        for tg in TARGETS {
            // The messages are in `Message::ALL` order (rules() relies on it for clarity).
            for (r, m) in tg.messages.iter().zip(Message::ALL) {
                assert_eq!(r.msg, m);
            }
            assert_eq!(tg.exec_sizes(Message::GatherScaled), &[1, 2, 4, 8, 16]);
            assert_eq!(tg.exec_sizes(Message::Scatter4Scaled), &[8, 16]);
            assert_eq!(tg.rules(Message::Scatter4Scaled).min_align, 4);
            for r in &tg.messages {
                assert!(r.exec_sizes.windows(2).all(|w| w[0] < w[1]));
                assert!(r.exec_sizes.iter().all(|&e| e.is_power_of_two() && e <= 16));
            }
        }
    }

    #[test]
    fn extensions_are_off_by_default_and_enabled_by_name() {
        for t in TARGETS {
            assert!(t.enabled.is_empty(), "{} enables {}", t.name, t.enabled);
            for e in Extension::ALL {
                assert!(!t.allows(e));
            }
        }
        let pvc = Target::parse("pvc+typed-simd16").expect("pvc offers typed-simd16");
        assert!(pvc.allows(Extension::TypedSimd16));
        assert_eq!(pvc.exec_sizes(Message::Gather4Typed), &[8, 16]);
        assert_eq!(pvc.spec(), "pvc+typed-simd16");
        assert_eq!(Target::parse(&pvc.spec()), Ok(pvc));
        let dg2 = Target::parse("dg2+typed-unlisted-masks+typed-null-lod").expect("offered");
        assert!(dg2.allows(Extension::TypedNullLod));
        assert!(dg2
            .rules(Message::Gather4Typed)
            .is_legal_mask(ChannelMask(0b1011)));
        assert_eq!(dg2.exec_sizes(Message::Gather4Typed), &[8]);
        assert!(matches!(
            Target::parse("dg2+typed-simd16"),
            Err(TargetError::NotOffered { .. })
        ));
        assert!(matches!(
            Target::parse("dg2+simd32"),
            Err(TargetError::UnknownExtension { .. })
        ));
        assert!(matches!(
            Target::parse("gen12"),
            Err(TargetError::UnknownTarget { .. })
        ));
    }

    #[test]
    fn the_variants_without_a_64_bit_alu_keep_everything_else() {
        for t in TARGETS {
            let v = t.without_64bit_alu();
            assert!(!v.int64 && !v.fp64, "{}", v.name);
            assert_eq!(
                (v.grf_bytes, v.platform, &v.messages),
                (t.grf_bytes, t.platform, &t.messages)
            );
            if t.int64 || t.fp64 {
                assert_eq!(v.name, format!("{}-no64", t.name));
                assert_eq!(Target::parse(v.name), Ok(v.clone()));
                assert!(Target::by_name(v.name).is_none(), "not in the table");
            } else {
                assert_eq!(&v, t, "a target without the ALU is its own variant");
            }
        }
        let pvc = Target::parse("PVC-no64+typed-simd16").expect("the variant takes extensions");
        assert_eq!((pvc.grf_bytes, pvc.int64), (64, false));
        assert_eq!(Target::parse(&pvc.spec()), Ok(pvc));
        assert!(matches!(
            Target::parse("dg2-no64"),
            Err(TargetError::UnknownTarget { .. })
        ));
    }

    #[test]
    fn typed_masks_the_spec_lists() {
        let listed: Vec<u8> = (1..16u8)
            .filter(|&b| typed_mask_listed(ChannelMask(b)))
            .collect();
        assert_eq!(listed.len(), 13);
        for name in ["rga", "rba"] {
            let m = ChannelMask::from_name(name).expect("mask");
            assert!(!typed_mask_listed(m), "{name}");
            let t = Target::by_name("dg2").expect("dg2");
            assert!(!t.rules(Message::Gather4Typed).is_legal_mask(m));
        }
    }

    #[test]
    fn channel_rules() {
        let r = Target::by_name("dg2")
            .expect("dg2")
            .rules(Message::Scatter4Scaled);
        assert!(r.is_legal_mask(ChannelMask::RG));
        assert!(!r.is_legal_mask(ChannelMask(0b0101)));
        assert!(!r.is_legal_mask(ChannelMask(0)));
    }

    #[test]
    fn table_printer_lists_every_target() {
        let s = targets_table();
        for t in TARGETS {
            assert!(s.contains(t.platform), "{s}");
        }
        assert!(s.contains("qw_scatter"));
        for e in Extension::ALL {
            assert!(s.contains(e.name()), "{s}");
        }
    }
}
