#!/usr/bin/env bash
# Proof that the LLVM front end's tests reach every import rule with inputs that tell its
# alternatives apart (issue 25, item 6): each mutation below plants the wrong alternative of one
# rule of llvm/src/import/ (sign versus zero extension at each use, `i1` conversions, predicate
# twins, signed versus unsigned min/max and reductions, ...) as an exact text edit, rebuilds, runs
# the front end's differential tests (tests/rules.rs and tests/differential.rs, the latter with
# MEMLOWER_DIFF_TRIALS trials per function, 100 unless set), and requires them to FAIL (a build
# error does not count). The source is restored after each mutation, also on error or Ctrl-C.
# The rules' own planted-bug switches (`planted!`, tests/mutations.rs) are a second, faster net
# for the group, shuffle and reduction rules; these edits are the plain wrong alternatives.
#
#   bash scripts/import-mutations.sh            # every mutation (slow: one rebuild each)
#   bash scripts/import-mutations.sh SEXT ICMP-SLT   # only these
#   bash scripts/import-mutations.sh --check    # fast, no build: every edit still applies once
#                                               # (scripts/test.sh runs this)
#
# Prints one line per mutation (caught / NOT CAUGHT / edit no longer applies) and a count, and
# exits non-zero unless every selected mutation was caught.
set -uo pipefail
cd "$(dirname "$0")/.."

CHECK=0
if [ "${1:-}" = --check ]; then
    CHECK=1
    shift
fi
if [ $CHECK = 0 ] && [ -n "$(git status --porcelain -- llvm/src)" ]; then
    echo "import-mutations: commit or stash your changes to llvm/src/ first" >&2
    exit 2
fi
export MEMLOWER_DIFF_TRIALS="${MEMLOWER_DIFF_TRIALS:-100}"

ONLY=("$@")
LOG=target/import-mutations
# shellcheck source=scripts/mutate-lib.sh
source scripts/mutate-lib.sh

# run_test ID TEST -> 0 if the test built and failed, 1 if it passed, 2 if it did not run.
run_test() {
    local out="$LOG/$1.$2.txt"
    cargo test -q -p memlower-llvm --test "$2" >"$out" 2>&1
    if grep -q "^test result: FAILED" "$out"; then return 0; fi
    if grep -q "^test result: ok" "$out"; then return 1; fi
    return 2
}

# run_tests ID -> 0 if caught (the rule tests fail, or else the differential does), 1 if both
# pass, 2 if one did not run. The rule tests take seconds, so they go first.
run_tests() {
    local r
    run_test "$1" rules
    r=$?
    if [ $r != 1 ]; then return $r; fi
    run_test "$1" differential
}

FAILED=0
CAUGHT=0
TOTAL=0
# mutation ID "WHAT" FILE OLD NEW
mutation() {
    if [ ${#ONLY[@]} -gt 0 ] && [[ ! " ${ONLY[*]} " == *" $1 "* ]]; then return; fi
    local id=$1 what=$2 file=$3 old=$4 new=$5 n
    TOTAL=$((TOTAL + 1))
    if [ $CHECK = 1 ]; then
        n=$(OLD="$old" perl -0ne 'my $n = () = /\Q$ENV{OLD}\E/g; print $n' "$file" 2>/dev/null || echo 0)
        if [ "$n" != 1 ]; then
            echo "$id  STALE: edit of $file matches ${n:-0} times"
            FAILED=1
        fi
        return
    fi
    if ! edit "$file" "$old" "$new" 2>"$LOG/$id.edit.txt"; then
        echo "$id  EDIT NO LONGER APPLIES ($file: $(cat "$LOG/$id.edit.txt"))  $what"
        FAILED=1
        restore
        return
    fi
    local verdict
    run_tests "$id"
    case $? in
        0) verdict="caught"; CAUGHT=$((CAUGHT + 1)) ;;
        1) verdict="NOT CAUGHT"; FAILED=1 ;;
        *) verdict="DID NOT RUN (see $LOG/$id.*.txt)"; FAILED=1 ;;
    esac
    restore
    echo "$id  $verdict  $what"
}

A=llvm/src/import/arith.rs
P=llvm/src/import/pointers.rs
R=llvm/src/import/reduce.rs

# Sign versus zero extension, at each use.
mutation SEXT "sext of data as zext" \
    $A '            _ if sext => CastOp::SExt,' '            _ if false && sext => CastOp::SExt,'
mutation SEXT-INDEX "sext of an 8- to 16-bit index as zext" \
    $P '                Opcode::LLVMSExt if !planted!(SextAsZext) => CastOp::SExt,' \
    '                Opcode::LLVMSExt if false => CastOp::SExt,'
mutation NARROW-INDEX "an i8/i16 index used as is, zero-extended instead of sign-extended" \
    $P '            Some(Kind::Int(8 | 16)) => Ok(self.emit(
                InstKind::Cast {
                    op: CastOp::SExt,' \
    '            Some(Kind::Int(8 | 16)) => Ok(self.emit(
                InstKind::Cast {
                    op: CastOp::ZExt,'
mutation ZEXT "zext of data as sext" \
    $A '            _ => CastOp::ZExt,
        };
        Ok(self.cast(cop, x, to))' \
    '            _ => CastOp::SExt,
        };
        Ok(self.cast(cop, x, to))'

# i1 in every conversion.
mutation SEXT-I1 "sext of i1 gives 1, not -1" \
    $A '            let one = self.iconst(to, &[if sext { -1 } else { 1 }]);' \
    '            let one = self.iconst(to, &[if sext { 1 } else { 1 }]);'
mutation ZEXT-I1 "zext of i1 gives -1, not 1" \
    $A '            let one = self.iconst(to, &[if sext { -1 } else { 1 }]);' \
    '            let one = self.iconst(to, &[if sext { -1 } else { -1 }]);'
mutation TRUNC-I1 "trunc to i1 tests the whole value, not its low bit" \
    $A '            return Ok(self.cmp(CmpPred::Ne, low, zero));' \
    '            let _ = low;
            return Ok(self.cmp(CmpPred::Ne, x, zero));'
mutation SITOFP-I1 "sitofp of i1 gives 1.0, not -1.0" \
    $A '            let one = if cop == CastOp::SIToFP { -1.0 } else { 1.0 };' \
    '            let one = if cop == CastOp::SIToFP { 1.0 } else { 1.0 };'

# Signed versus unsigned conversions of floats.
mutation SITOFP "sitofp as uitofp" \
    $A '            Opcode::LLVMSIToFP => CastOp::SIToFP,' '            Opcode::LLVMSIToFP => CastOp::UIToFP,'
mutation UITOFP "uitofp as sitofp" \
    $A '            Opcode::LLVMUIToFP => CastOp::UIToFP,' '            Opcode::LLVMUIToFP => CastOp::SIToFP,'
mutation FPTOSI "fptosi as fptoui" \
    $A '            Opcode::LLVMFPToSI => CastOp::FPToSI,' '            Opcode::LLVMFPToSI => CastOp::FPToUI,'

# Predicate twins.
mutation ICMP-SLT "icmp slt as ult" \
    $A '            IP::LLVMIntSLT => CmpPred::Slt,' '            IP::LLVMIntSLT => CmpPred::Ult,'
mutation ICMP-SGT "icmp sgt as sge" \
    $A '            IP::LLVMIntSGT => CmpPred::Sgt,' '            IP::LLVMIntSGT => CmpPred::Sge,'
mutation ICMP-ULT "icmp ult as slt" \
    $A '            IP::LLVMIntULT => CmpPred::Ult,' '            IP::LLVMIntULT => CmpPred::Slt,'
mutation ICMP-UGT "icmp ugt as sgt" \
    $A '            IP::LLVMIntUGT => CmpPred::Ugt,' '            IP::LLVMIntUGT => CmpPred::Sgt,'
mutation ICMP-SLE "icmp sle as slt" \
    $A '            IP::LLVMIntSLE => CmpPred::Sle,' '            IP::LLVMIntSLE => CmpPred::Slt,'
mutation FCMP-OLT "fcmp olt as ult (NaN)" \
    $A '            RP::LLVMRealOLT => FCmpPred::Olt,' '            RP::LLVMRealOLT => FCmpPred::Ult,'
mutation FCMP-OGT "fcmp ogt as oge (equal values)" \
    $A '            RP::LLVMRealOGT => FCmpPred::Ogt,' '            RP::LLVMRealOGT => FCmpPred::Oge,'
mutation FCMP-UNE "fcmp une as one (NaN)" \
    $A '            RP::LLVMRealUNE => FCmpPred::Une,' '            RP::LLVMRealUNE => FCmpPred::One,'

# Shifts, min/max, reductions.
mutation ASHR "ashr as lshr" \
    $A '            Opcode::LLVMAShr => BinOp::AShr,' '            Opcode::LLVMAShr => BinOp::LShr,'
mutation SMAX "llvm.smax as umax" \
    $A '            "llvm.smax" => Some(BinOp::SMax),' '            "llvm.smax" => Some(BinOp::UMax),'
mutation SMIN "llvm.smin as umin" \
    $A '            "llvm.smin" => Some(BinOp::SMin),' '            "llvm.smin" => Some(BinOp::UMin),'
mutation UMIN "llvm.umin as smin" \
    $A '            "llvm.umin" => Some(BinOp::UMin),' '            "llvm.umin" => Some(BinOp::SMin),'
mutation REDUCE-SMAX "reduce.smax as umax" \
    $R '            "smax" => BinOp::SMax,' '            "smax" => BinOp::UMax,'
mutation REDUCE-UMIN "reduce.umin as smin" \
    $R '            "umin" => BinOp::UMin,' '            "umin" => BinOp::SMin,'
mutation FMAX "llvm.maxnum as minnum" \
    $A '            "llvm.maxnum" => Some(BinOp::MaxNum),' '            "llvm.maxnum" => Some(BinOp::MinNum),'
# Stream compaction (compress.rs): the prefix count, the pass-through, the mask bitcasts.
C=llvm/src/import/compress.rs
mutation COMPRESS-PREFIX "compress/expand at the inclusive prefix count (one element too far)" \
    $C '        self.bin(BinOp::Sub, scan, own)' '        let _ = own;
        scan'
mutation COMPRESS-SCAN "the prefix scan skips every other step (shifts 1, 4, 16)" \
    $C '            k *= 2;' '            k *= 4;'
mutation EXPAND-PASS "expandload keeps the gathered value in its disabled lanes" \
    $C '        if pass.is_undef() || planted!(ExpandDropsPassThrough) {' \
    '        if true || pass.is_undef() || planted!(ExpandDropsPassThrough) {'
mutation MASK-TO-INT "bitcast of a mask to an integer with its bits reversed" \
    $C '                let b = 1i128 << k;' '                let b = 1i128 << (n - 1 - k);'
mutation INT-TO-MASK "bitcast of an integer to a mask sets the lanes of the clear bits" \
    $C '            self.cmp(CmpPred::Ne, set, zero)' '            self.cmp(CmpPred::Eq, set, zero)'

if [ $CHECK = 1 ]; then
    if [ $FAILED = 0 ]; then echo "import-mutations --check: all $TOTAL edits apply"; fi
else
    echo "import-mutations: $CAUGHT of $TOTAL caught"
fi
exit $FAILED
