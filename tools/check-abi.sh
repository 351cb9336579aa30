#!/usr/bin/env bash
# tools/check-abi.sh - compare the built library with the committed ABI
# baseline abi/libweimar.abi (an abidw dump of the released library).
#
#   tools/check-abi.sh [LIBRARY]              (default lib/libweimar.so.1)
#
# Only the types of the public headers (include/) are compared, so the
# private layout of the opaque wm_game may change freely.
#
# abidiff's exit status is a bit mask: 1 error, 2 usage error, 4 the ABI
# changed (compatibly, e.g. a function was added), 8 an incompatible change.
# This script fails on 1, 2 and 8 and only reports 4.  Note that abidiff
# counts a changed signature of an existing function (or a change to a
# public struct it uses) as 4, not 8: with ABI_STRICT=1 the script also
# fails when any existing function or variable changed, leaving only
# additions allowed.  ABI_BASELINE=FILE compares against another dump
# (make check-abi-release: the previous release's).  It is skipped, with
# a note, when abidiff (abigail-tools) is not installed or no baseline has
# been committed yet.
set -uo pipefail

cd "$(dirname "$0")/.."
lib=${1:-lib/libweimar.so.1}
baseline=${ABI_BASELINE:-abi/libweimar.abi}

if ! command -v abidiff >/dev/null 2>&1; then
    echo "check-abi: SKIPPED: abidiff not found (apt-get install abigail-tools)"
    exit 0
fi
if [ ! -f "$baseline" ]; then
    echo "check-abi: SKIPPED: no baseline $baseline (make abi-baseline)"
    exit 0
fi
[ -e "$lib" ] || { echo "check-abi: ERROR: $lib does not exist (run make first)" >&2; exit 1; }

abidiff --headers-dir2 include "$baseline" "$lib" > "${TMPDIR:-/tmp}/wm-abidiff.$$" 2>&1
status=$?
out=$(cat "${TMPDIR:-/tmp}/wm-abidiff.$$"); rm -f "${TMPDIR:-/tmp}/wm-abidiff.$$"

if [ $((status & 11)) -ne 0 ]; then
    [ -n "$out" ] && printf '%s\n' "$out" >&2
    if [ $((status & 3)) -ne 0 ]; then
        echo "check-abi: ERROR: abidiff failed (status $status)" >&2
    else
        echo "check-abi: ERROR: incompatible ABI change against $baseline (abidiff status $status)" >&2
    fi
    exit 1
fi
if [ $((status & 4)) -ne 0 ]; then
    [ -n "$out" ] && printf '%s\n' "$out"
    if [ "${ABI_STRICT:-0}" = 1 ] &&
       grep -Eq '(Functions|Variables) changes summary: [0-9]+ Removed(\s*\([^)]*\))?, [1-9][0-9]* Changed' <<< "$out"; then
        echo "check-abi: ERROR: ABI_STRICT=1 and existing functions or variables changed against $baseline" >&2
        exit 1
    fi
    echo "check-abi: WARNING: review the changes above: abidiff calls them compatible, but a changed signature of a released function is not" >&2
    echo "check-abi: OK: compatible ABI changes against $baseline (see above)"
else
    echo "check-abi: OK: ABI identical to $baseline"
fi
exit 0
