#!/usr/bin/env bash
# Proof that the tests docs/SPEC-COVERAGE.md cites really guard their rules: each mutation below
# breaks one rule in the code that enforces it (an exact text edit), runs the tests the document
# names for that rule, and requires every one of them to FAIL (a build error does not count).
# The source is restored after each mutation, also on error or Ctrl-C.
#
#   bash scripts/spec-mutations.sh            # every mutation (slow: one rebuild each)
#   bash scripts/spec-mutations.sh C5 G7      # only these
#   bash scripts/spec-mutations.sh --check    # fast, no build: every edit still applies once
#                                             # and every named test exists (scripts/test.sh
#                                             # runs this, so a moved rule fails CI, not the
#                                             # next person who runs the mutations)
#
# Prints one line per mutation (caught / NOT CAUGHT / edit no longer applies) and exits non-zero
# unless every selected mutation was caught. The full run is not part of scripts/test.sh (it
# rebuilds the workspace once per mutation; run it after changing a rule's code or its test);
# `--check` is.
set -uo pipefail
cd "$(dirname "$0")/.."

CHECK=0
if [ "${1:-}" = --check ]; then
    CHECK=1
    shift
fi
if [ $CHECK = 0 ] && [ -n "$(git status --porcelain -- ir passes lowering check src)" ]; then
    echo "spec-mutations: commit or stash your changes to ir/ passes/ lowering/ check/ src/ first" >&2
    exit 2
fi

ONLY=("$@")
LOG=target/spec-mutations
# shellcheck source=scripts/mutate-lib.sh
source scripts/mutate-lib.sh

# run_test PKG:TARGET:NAME -> 0 if the test ran and failed, 1 if it passed, 2 if it did not run.
run_test() {
    local pkg target name out
    IFS=: read -r pkg target name <<<"$1"
    out="$LOG/$ID.$name.txt"
    if [ "$target" = lib ]; then
        cargo test -q -p "$pkg" --lib -- --exact "$name" >"$out" 2>&1
    else
        cargo test -q -p "$pkg" --test "$target" -- --exact "$name" >"$out" 2>&1
    fi
    if grep -q "^test result: FAILED" "$out"; then return 0; fi
    if grep -q "^test result: ok. 1 passed" "$out"; then return 1; fi
    return 2
}

# test_exists PKG:TARGET:NAME -> 0 if a `fn NAME` is in the target's source.
test_exists() {
    local pkg target name dir
    IFS=: read -r pkg target name <<<"$1"
    case $pkg in
        memlower) dir=. ;;
        memlower-*) dir=${pkg#memlower-} ;;
    esac
    if [ "$target" = lib ]; then
        grep -rqE "fn ${name##*::}\(" "$dir/src"
    else
        grep -qE "fn $name\(" "$dir/tests/$target.rs" 2>/dev/null
    fi
}

# check_mutation ID "WHAT" "TEST..." FILE OLD NEW...: the --check verdict, nothing edited.
check_mutation() {
    local id=$1 tests=$3 bad="" t n
    shift 3
    while [ $# -gt 0 ]; do
        n=$(OLD="$2" perl -0ne 'my $n = () = /\Q$ENV{OLD}\E/g; print $n' "$1" 2>/dev/null || echo 0)
        [ "$n" = 1 ] || bad+=" edit of $1 matches ${n:-0} times;"
        shift 3
    done
    for t in $tests; do
        test_exists "$t" || bad+=" no test ${t##*:} in ${t%:*};"
    done
    if [ -n "$bad" ]; then
        echo "$id  STALE:$bad"
        FAILED=1
    fi
}

FAILED=0
# mutation ID "WHAT" "TEST TEST..." FILE OLD NEW [FILE OLD NEW...]
mutation() {
    if [ ${#ONLY[@]} -gt 0 ] && [[ ! " ${ONLY[*]} " == *" $1 "* ]]; then return; fi
    if [ $CHECK = 1 ]; then
        check_mutation "$@"
        return
    fi
    ID=$1
    local what=$2 tests=$3
    shift 3
    while [ $# -gt 0 ]; do
        if ! edit "$1" "$2" "$3" 2>"$LOG/$ID.edit.txt"; then
            echo "$ID  EDIT NO LONGER APPLIES ($1: $(cat "$LOG/$ID.edit.txt"))  $what"
            FAILED=1
            restore
            return
        fi
        shift 3
    done
    local verdict="caught" t
    for t in $tests; do
        run_test "$t"
        case $? in
            0) ;;
            1) verdict="NOT CAUGHT by ${t##*:}"; FAILED=1 ;;
            *) verdict="DID NOT RUN ${t##*:} (see $LOG/$ID.${t##*:}.txt)"; FAILED=1 ;;
        esac
    done
    restore
    echo "$ID  $verdict  $what  [$(for t in $tests; do printf '%s ' "${t##*:}"; done)]"
}

V=lowering/src/verify/msg.rs
VO=lowering/src/verify/operand.rs
R=memlower-check:spec_rules
X=memlower:spec_text

mutation TYPES "verify: the operand types of raw operands not checked (GS7, SS7, QW6, G6; GS9, SS8, QW7, G9)" \
    "$R:address_operands_are_ud $R:data_operand_types" \
    $V '    if !types.contains(&d.ty) {' '    if false && !types.contains(&d.ty) {'

mutation GOFF-TYPE "verify: a global offset of any type accepted (GS6)" \
    "$R:global_offsets" \
    $V 'if !matches!(t, Some(ElemType::Ud)) {' 'if false && !matches!(t, Some(ElemType::Ud)) {'

mutation GOFF-REGION "verify: a global offset that is a vector region accepted (GS6)" \
    "$R:global_offsets" \
    $V 'Src::Reg { region, neg: false } if region.vstride == 0 && region.hstride == 0 => {}' \
    'Src::Reg { .. } => {}'

mutation C5 "verify: the GRF alignment of raw operands not checked" \
    "$R:raw_operands_are_grf_aligned" \
    $V 'if !off.is_multiple_of(k.grf_bytes) {' 'if false && !off.is_multiple_of(k.grf_bytes) {'

mutation C6 "verify: raw operand footprints not checked" \
    "$R:raw_operands_stay_inside_their_variable" \
    $V 'if off + footprint > root_d.bytes() {' 'if false && off + footprint > root_d.bytes() {'

mutation G7 "verify: R without V accepted" \
    "$R:typed_r_needs_v" \
    $V 'if m.addrs[1].var.is_none() && m.addrs[2].var.is_some() {' 'if false {'

mutation EXT "verify: messages using an extension accepted on any target (G8, extensions)" \
    "$R:typed_null_lod_is_an_extension" \
    $V 'if !facts.allows(extension) {' 'if false && !facts.allows(extension) {'

mutation C4 "verify: the predicate's width not checked against the message" \
    "$R:the_predicate_covers_the_message" \
    $VO '        let pv = check_pred(k, loc, p.pred)?;
        if exec.offset + exec.size > pv.lanes.max(exec.size) {' \
    '        let pv = check_pred(k, loc, p.pred)?;
        if false && exec.offset + exec.size > pv.lanes.max(exec.size) {'

mutation GS5 "verify: untyped messages on a typed image accepted" \
    "$R:surfaces_per_message" \
    $V '(SurfaceRule::Buffers, Surface::User { typed: true, .. }) => {' \
    '(SurfaceRule::Buffers, Surface::User { typed: true, .. }) if false => {'

mutation G5 "verify: typed messages on %slm / %scratch accepted" \
    "$R:surfaces_per_message" \
    $V '        (SurfaceRule::Images, _) => {' \
    '        (SurfaceRule::Images, _) => {}
        #[allow(unreachable_patterns)]
        (SurfaceRule::Images, _) => {'

mutation C7-OFFSETS "verify: a %null offsets operand accepted" \
    "$R:required_operands" \
    $V '    if m.addrs[0].var.is_none() {' '    if false {'

mutation C7-DATA "verify: a %null data operand accepted" \
    "$R:required_operands" \
    $V 'if m.data.var.is_none() {' 'if false {'

mutation G4 "target: RGA and RBA counted as listed masks" \
    "memlower-passes:lib:target::tests::typed_masks_the_spec_lists $R:typed_unlisted_masks_are_an_extension memlower-passes:legalize_coverage:every_combination_legalises_or_is_a_documented_refusal" \
    passes/src/target/rules.rs 'm.is_valid() && m != ChannelMask(0b1011) && m != ChannelMask(0b1101)' 'm.is_valid()'

mutation G2 "target: GATHER4_TYPED exec 16 allowed by default on pvc" \
    "$R:typed_simd16_is_an_extension $X:every_emitted_message_has_its_spec_text_form" \
    passes/src/target/gpu.rs '        messages: XEHP_MESSAGES,
        extensions: PVC_EXTENSIONS,' \
    '        messages: {
            let mut m = XEHP_MESSAGES;
            m[4] = GATHER4_TYPED_SIMD16;
            m
        },
        extensions: PVC_EXTENSIONS,'

mutation G8 "lowering passes a %null LOD (and the verifier's extension check skipped)" \
    "$X:every_emitted_message_has_its_spec_text_form" \
    lowering/src/lower/memory.rs 'None if self.facts.allows(Extension::TypedNullLod) => addrs.push(Raw::NULL),' \
    'None if true || self.facts.allows(Extension::TypedNullLod) => addrs.push(Raw::NULL),' \
    $V 'if !facts.allows(extension) {' 'if false && !facts.allows(extension) {'

mutation S4-5 "emitter writes channel strings in lower case (S4-5, C1)" \
    "$X:every_emitted_message_has_its_spec_text_form" \
    lowering/src/mir/kernel.rs 'c.channels.name().to_uppercase()' 'c.channels.name().to_string()'

mutation C2 "emitter writes the mask control one lower (M0)" \
    "$X:every_emitted_message_has_its_spec_text_form" \
    lowering/src/mir/types.rs 'self.offset / 4 + 1,' 'self.offset / 4,'

mutation GOFF-TEXT "lowering writes the zero global offset as 0x0:d (and the verifier's type check skipped) (GS6)" \
    "$X:every_emitted_message_has_its_spec_text_form" \
    lowering/src/lower/memory.rs '            Src::Imm(Imm::ud(0)),
            self.address_sum(offsets, (base, goff), via, lanes),' \
    '            Src::Imm(Imm::Scalar { bits: 0, ty: crate::mir::ElemType::D }),
            self.address_sum(offsets, (base, goff), via, lanes),' \
    $V 'if !matches!(t, Some(ElemType::Ud)) {' 'if false && !matches!(t, Some(ElemType::Ud)) {'

mutation C9-REF "reference interpreter: stateless and SLM reads past the end give zeros again" \
    "memlower-ir:interp_memory:stateless_out_of_bounds_is_undefined_behaviour memlower-ir:interp_memory:slm_out_of_bounds_is_undefined_behaviour_and_its_padding_reads_undefined" \
    ir/src/interp/access.rs 'let checked = self.surface_kind(at, surface)? == SurfaceKind::Untyped;' \
    'let checked = self.surface_kind(at, surface)? != SurfaceKind::Untyped || true;'

mutation C9-MSG "message interpreter: %scratch and %slm past the end read zeros / drop writes" \
    "memlower-check:minterp_ub:stateless_messages_past_the_end_are_undefined_behaviour" \
    check/src/minterp/messages.rs '            Some(Surface::Scratch | Surface::Slm)' \
    '            None'

mutation C10 "both interpreters: bounds decided per byte again (the padding after a buffer reads zeros)" \
    "memlower-ir:interp_memory:buffers_are_bound_in_whole_dwords_and_a_straddling_element_is_undefined memlower-ir:lib:interp::bounds::tests::checked_surfaces_are_bound_in_whole_dwords" \
    ir/src/interp/bounds.rs '    let hi = (len as u64 + 3) & !3;' \
    '    let hi = len as u64;'

mutation C11 "message interpreter: a channel offset wraps at 32 bits instead of being undefined behaviour" \
    "memlower-check:minterp_ub:an_access_passing_the_top_of_the_address_space_is_undefined_behaviour" \
    check/src/minterp/messages.rs '        if bounds::overflows(address, skip + n) {' \
    '        if false && bounds::overflows(address, skip + n) {' \
    check/src/minterp/messages.rs '        Ok(address + skip)' \
    '        Ok(address.wrapping_add(skip))' \
    check/src/minterp/messages.rs '                addr: addr + k as u32,' \
    '                addr: addr.wrapping_add(k as u32),'

M=memlower-check:finalizer_matrix
I=memlower-ir:interp_memory
IC=memlower-ir:interp_images_control
MI=memlower-check:minterp_untyped
MT=memlower-check:minterp_typed

mutation C3 "verify: mask offsets need only be multiples of 4 (the finalizer resets the others to M1)" \
    "$M:misaligned_mask_offsets_are_refused" \
    $VO 'offset.is_multiple_of(4) && offset + exec <= 32 && offset.is_multiple_of(exec.max(8))' \
    'offset.is_multiple_of(4) && offset + exec <= 32'

mutation GS2 "target: GATHER_SCALED at exec 32" \
    "$M:every_combination_on_every_target" \
    passes/src/target/rules.rs '    exec_sizes: &[1, 2, 4, 8, 16],
    // num_blocks encodings 0/1/2 = 1/2/4 bytes;' \
    '    exec_sizes: &[1, 2, 4, 8, 16, 32],
    // num_blocks encodings 0/1/2 = 1/2/4 bytes;'

mutation GS4 "target: GATHER_SCALED with 8 blocks" \
    "$M:every_combination_on_every_target" \
    passes/src/target/rules.rs '    blocks: &[1, 2, 4],
    channels: ChannelRule::NoChannels,
    // The spec asks no alignment, and IGC itself' \
    '    blocks: &[1, 2, 4, 8],
    channels: ChannelRule::NoChannels,
    // The spec asks no alignment, and IGC itself'

mutation QW9 "target: QW_SCATTER before XeHP" \
    "$M:both_refuse_typed_on_slm_and_stateless_and_qw_before_xehp memlower-passes:lib:target::tests::table_has_the_required_facts" \
    passes/src/target/rules.rs '    QW_SCATTER_NONE,
    GATHER4_TYPED_SIMD8,
];' \
    '    QW_SCATTER,
    GATHER4_TYPED_SIMD8,
];'

mutation GS10 "both interpreters: bytes read past the end are undefined, not zero" \
    "$I:gather_reads_little_endian_with_zero_past_the_end_and_undefined_disabled_lanes $MI:gather_scaled_reads_1_2_4_bytes_into_the_low_bytes_and_zeros_out_of_bounds" \
    ir/src/interp/bounds.rs '        Reach::Outside => (0, 0),' \
    '        Reach::Outside => (0, all),'

mutation SS9 "both interpreters: bytes written past the end wrap around instead of being dropped" \
    "$I:scatter_writes_enabled_lanes_and_drops_bytes_past_the_end $MI:scatter_scaled_writes_only_the_low_bytes_and_drops_out_of_bounds_bytes" \
    ir/src/interp/bounds.rs '        Reach::Outside => {}' \
    '        Reach::Outside => store_le(bytes, addr % bytes.len().max(1) as u32, n, bits, undef),' \
    check/src/minterp/messages.rs '            Reach::Outside => return Ok(()),' \
    '            Reach::Outside => false,' \
    check/src/minterp/messages.rs '            store_le(bytes, w.addr, 1, bits, undef);' \
    '            store_le(bytes, w.addr % bytes.len().max(1) as u32, 1, bits, undef);'

mutation G10 "both interpreters: out-of-bounds typed reads return 0 in alpha" \
    "$IC:image_load_reads_pixels_and_returns_0001_out_of_bounds $MT:gather4_typed_2d_out_of_bounds_reads_zero_rgb_and_one_alpha" \
    ir/src/interp/memory.rs '                (3, true) => (u64::from(1.0f32.to_bits()), 0),
                (3, false) => (1, 0),' \
    '                (3, true) => (0, 0),
                (3, false) => (0, 0),'

MO=memlower-check:minterp_overlap

mutation C13-VERIFY "verify: a read message's destination over its own operands accepted" \
    "$MO:a_gather_into_its_own_offsets_reads_undefined_offsets $MO:a_typed_read_over_its_v_coordinate_reads_undefined memlower:mutations:an_address_span_ended_early_is_caught" \
    $V '        if root == d.0 && from < d.2 && d.1 < to {' '        if false && root == d.0 && from < d.2 && d.1 < to {'

mutation C13-MSG "message interpreter: a read message's operands read before its destination is undefined" \
    "$MO:a_gather_into_its_own_offsets_reads_undefined_offsets $MO:a_global_offset_register_inside_the_destination_reads_undefined" \
    check/src/minterp/messages.rs '        self.regs
            .write_raw(var, m.data.off, &vec![RegByte::UNDEF; n as usize])' \
    '        self.regs
            .write_raw(var, m.data.off, &before)'
RG=memlower-lowering:region_rules
VR=lowering/src/verify/region.rs
mutation R1 "verify: any source width accepted (vISA region rule 1)" \
    "$RG:widths_and_strides_are_the_legal_ones" \
    $VR '    if !WIDTHS.contains(&r.width) {' '    if false && !WIDTHS.contains(&r.width) {'
mutation R6 "verify: operands over more than two GRFs accepted (vISA region rule 6)" \
    "$RG:a_destination_over_four_grfs_is_refused_and_one_over_two_is_accepted $RG:a_source_over_three_grfs_is_refused_and_one_over_two_is_accepted $RG:compare_sources_are_checked" \
    $VR '    if s.grfs <= 2 {' '    if true || s.grfs <= 2 {'
mutation R6-SPLIT "lowering: every instruction appended whole, no split (vISA region rule 6)" \
    "memlower:region_rules:every_emitted_operand_keeps_the_region_rules" \
    lowering/src/lower/mod.rs '        self.push_legal(kind, purpose);' \
    '        self.k.push_from(kind, self.loc, self.origin, purpose);'

if [ $CHECK = 1 ] && [ $FAILED = 0 ]; then
    echo "spec-mutations --check: every edit applies and every test exists"
fi
exit $FAILED
