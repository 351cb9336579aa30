#!/usr/bin/env bash
# tools/check-readme.sh SRCDIR - every command block of README.md runs as
# written (issue 37).  Each ```sh block is run line by line from the top
# of the tree (a line ending in a backslash continues), as a person would
# paste it; the README's C example (the ```c block) is saved first as
# game.c, the file the blocks name.  Skipped, and said so: lines that
# install system-wide (sudo, apt-get) and `make check` itself (this script
# is one of its steps).  Fails on the first line that exits non-zero,
# with that line and its output.  game.c and game are removed afterwards.
set -uo pipefail
src=${1:-.}
cd "$src" || exit 2
readme=README.md
[ -f "$readme" ] || { echo "check-readme: no $readme in $src" >&2; exit 2; }
tmp=$(mktemp -d)
made=()
cleanup() { rm -rf "$tmp"; for f in "${made[@]}"; do rm -f "$f"; done; }
trap cleanup EXIT

# The C example, as game.c, unless the tree has a game.c of its own.
awk '/^```c$/ {on=1; next} on && /^```$/ {exit} on {print}' "$readme" > "$tmp/game.c"
if [ -s "$tmp/game.c" ]; then
    [ -e game.c ] && { echo "check-readme: the tree already has a game.c; not overwriting it" >&2; exit 2; }
    cp "$tmp/game.c" game.c
    made+=(game.c game)
fi

# The sh blocks, one command a line (continuations joined).
awk '/^```sh$/ {on=1; n++; next} on && /^```$/ {on=0; next}
     on { line = line $0; if (line ~ /\\$/) { sub(/\\$/, "", line); next } print n "\t" line; line = "" }' \
    "$readme" > "$tmp/commands"
ran=0 skipped=0 failed=0
while IFS=$'\t' read -r block cmd; do
    bare=${cmd%%#*}                       # without its comment
    bare=$(printf '%s' "$bare" | sed -e 's/[[:space:]]*$//')
    [ -n "$bare" ] || continue
    case $bare in
        sudo\ *|apt-get\ *|*"&& apt-get "*)
            echo "check-readme: block $block: skipped (installs system-wide): $bare"; skipped=$((skipped + 1)); continue ;;
        "make check")
            echo "check-readme: block $block: skipped (it is the run this check belongs to): $bare"; skipped=$((skipped + 1)); continue ;;
    esac
    if bash -c "$bare" < /dev/null > "$tmp/out" 2>&1; then
        echo "check-readme: block $block: ok: $bare ($(tail -n 1 "$tmp/out" | cut -c1-70))"
        ran=$((ran + 1))
    else
        rc=$?
        echo "check-readme: block $block: FAILED (exit $rc): $bare" >&2
        tail -n 15 "$tmp/out" >&2
        failed=$((failed + 1))
        break
    fi
done < "$tmp/commands"
[ "$ran" -gt 0 ] || { echo "check-readme: no command of README.md ran" >&2; exit 1; }
echo "check-readme: $ran commands of README.md ran as written, $skipped skipped, $failed failed"
[ "$failed" = 0 ]
