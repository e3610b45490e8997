# Shared by scripts/spec-mutations.sh and scripts/import-mutations.sh (sourced, not run): the
# exact-text edit of a planted bug and the restore of every edited file, also on error or Ctrl-C.
# Each sets LOG (its log directory) before sourcing.

mkdir -p "$LOG"
TOUCHED=()
restore() {
    if [ ${#TOUCHED[@]} -gt 0 ]; then
        git checkout -q -- "${TOUCHED[@]}"
        TOUCHED=()
    fi
}
trap restore EXIT INT TERM

# edit FILE OLD NEW: replaces the one occurrence of OLD (exact text, may span lines).
edit() {
    TOUCHED+=("$1")
    OLD="$2" NEW="$3" perl -0pi -e '
        my $n = () = /\Q$ENV{OLD}\E/g;
        die "expected 1 match, found $n\n" unless $n == 1;
        s/\Q$ENV{OLD}\E/$ENV{NEW}/;' "$1"
}
