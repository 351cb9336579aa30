#!/usr/bin/env bash
# tools/check-symbols.sh - check what libweimar.so exports.
#
#   tools/check-symbols.sh [LIBRARY]          (default lib/libweimar.so.1)
#
# Fails (exit 1) and says why when:
#   - the library exports a symbol that is not a public wm_* name
#     (internal wm__* names included);
#   - the public functions declared with WM_API in include/weimar.h and
#     include/weimar/*.h, the names listed in lib/weimar.map and the
#     symbols the library exports are not the same three sets;
#   - an exported wm_* symbol carries no WEIMAR_* symbol version;
#   - a symbol of the committed baseline abi/symbols.txt is no longer
#     exported (the exported list may only grow).
# Symbols exported but not yet in the baseline are reported, not fatal:
# run `make abi-baseline` when releasing.
#
# It also looks at the static library (lib/libweimar.a, or $STATIC_LIB):
# every global symbol it defines should be wm_* (public) or wm__*
# (internal), so that linking it statically cannot collide with a
# program's own names.  Any other global symbol fails the check.
set -euo pipefail

cd "$(dirname "$0")/.."
lib=${1:-lib/libweimar.so.1}
baseline=abi/symbols.txt
map=lib/weimar.map

fail=0
err() { echo "check-symbols: ERROR: $*" >&2; fail=1; }

[ -e "$lib" ] || { echo "check-symbols: ERROR: $lib does not exist (run make first)" >&2; exit 1; }
command -v nm >/dev/null || { echo "check-symbols: ERROR: nm (binutils) not found" >&2; exit 1; }

tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

# Exported (defined, dynamic) symbols, with their versions.  Lines look
# like "000000000001234 T wm_new@@WEIMAR_1.0"; version nodes themselves
# show up as absolute ("A") symbols and are skipped.
nm -D --defined-only "$lib" | awk '$2 != "A" { print $3 }' | sort -u > "$tmp/exported-versioned"
sed 's/@.*//' "$tmp/exported-versioned" | sort -u > "$tmp/exported"

# Public functions of the headers: lines "WM_API <type> wm_name(".
sed -n 's/^WM_API[^(]*[^a-zA-Z0-9_]\(wm_[a-zA-Z0-9_]*\)[[:space:]]*(.*/\1/p' \
    include/weimar.h include/weimar/*.h 2>/dev/null | sort -u > "$tmp/header"

# Names listed in the version script (comments stripped).
sed -e 's:/\*.*\*/::g' -e '/\/\*/,/\*\//d' -e 's/#.*//' "$map" \
    | grep -o '\bwm_[a-zA-Z0-9_]*[[:space:]]*;' | tr -d ' \t;' | sort -u > "$tmp/map"

# 1. Nothing but public wm_* names.
bad=$(grep -v '^wm_[a-zA-Z0-9][a-zA-Z0-9_]*$' "$tmp/exported" || true)
if [ -n "$bad" ]; then
    err "the library exports symbols that are not public wm_* functions:"
    printf '    %s\n' $bad >&2
fi

# 2. Every exported wm_ symbol is versioned.
unversioned=$(grep '^wm_' "$tmp/exported-versioned" | grep -v '@@\?WEIMAR_' || true)
if [ -n "$unversioned" ]; then
    err "exported symbols without a WEIMAR_* version (is lib/weimar.map used?):"
    printf '    %s\n' $unversioned >&2
fi

# 3. Header == map == exported.
if ! [ -s "$tmp/header" ]; then
    err "found no WM_API declarations in include/weimar.h"
fi
d=$(comm -23 "$tmp/header" "$tmp/map")
[ -z "$d" ] || { err "declared WM_API in the headers but missing from $map:"; printf '    %s\n' $d >&2; }
d=$(comm -13 "$tmp/header" "$tmp/map")
[ -z "$d" ] || { err "listed in $map but not declared WM_API in the headers:"; printf '    %s\n' $d >&2; }
d=$(comm -23 "$tmp/header" "$tmp/exported")
[ -z "$d" ] || { err "declared WM_API but not exported by $lib (not implemented, or missing WM_API on the definition?):"; printf '    %s\n' $d >&2; }
d=$(comm -13 "$tmp/header" "$tmp/exported" | grep '^wm_' || true)
[ -z "$d" ] || { err "exported by $lib but not declared WM_API in the headers:"; printf '    %s\n' $d >&2; }

# 4. The baseline only grows.
if [ -f "$baseline" ]; then
    grep -v '^[[:space:]]*\(#\|$\)' "$baseline" | sed 's/@.*//' | sort -u > "$tmp/baseline"
    d=$(comm -23 "$tmp/baseline" "$tmp/exported")
    [ -z "$d" ] || { err "symbols of the released ABI ($baseline) are no longer exported:"; printf '    %s\n' $d >&2; }
    d=$(comm -13 "$tmp/baseline" "$tmp/exported")
    if [ -n "$d" ]; then
        echo "check-symbols: note: new symbols, not yet in $baseline (add them to a new version node; make abi-baseline when releasing):"
        printf '    %s\n' $d
    fi
else
    echo "check-symbols: note: no baseline $baseline yet (make abi-baseline)"
fi

# 5. The static library's namespace.
static=${STATIC_LIB:-lib/libweimar.a}
if [ -f "$static" ]; then
    nm -g --defined-only "$static" 2>/dev/null | awk 'NF == 3 { print $3 }' | sort -u > "$tmp/static"
    d=$(grep -v '^wm_' "$tmp/static" || true)
    if [ -n "$d" ]; then
        err "$static defines global symbols outside the wm_/wm__ namespace (a program linking it statically could collide with them):"
        printf '    %s\n' $d >&2
    fi
fi

n=$(wc -l < "$tmp/exported")
if [ "$fail" -ne 0 ]; then
    echo "check-symbols: FAILED" >&2
    exit 1
fi
echo "check-symbols: OK: $n symbols exported, all public, versioned, and matching the headers and $map"
