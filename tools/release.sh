#!/usr/bin/env bash
# tools/release.sh - prepare a release: set the version everywhere it is
# written down, regenerate the ABI baseline from the built library, and
# say what changed.  It commits nothing and tags nothing.
#
#   tools/release.sh VERSION          e.g. tools/release.sh 1.3.0
#   make release-prep VERSION=1.3.0   (the same)
#
# Where the version lives, and what this script does about it:
#   include/weimar.h      WM_VERSION_MAJOR/MINOR/PATCH: set here.  Everything
#                         below that is not "set here" reads it:
#   Makefile              VERSION, the shared library's file name
#                         lib/libweimar.so.MAJOR.MINOR.PATCH (the SONAME is
#                         libweimar.so.MAJOR: a minor release keeps it)
#   weimar.pc, CMake      weimar.pc.in and cmake/weimarConfigVersion.cmake.in
#                         get @VERSION@ at make install
#   man pages, HTML       make docs passes PROJECT_NUMBER = VERSION to doxygen
#   bindings/python       pyproject's version is dynamic (read from the header)
#   bindings/lua          weimar-scm-1.rockspec: "scm" on purpose, the rock
#                         builds the tree it sits in; weimar.version() reports
#                         the library's version
#   bindings/js           package.json and package-lock.json: set here
#   doc/*.md              the "now 1.2.0" of doc/testing.md and doc/using-c.md:
#                         set here
#   abi/                  symbols.txt and libweimar.abi: regenerated here
#                         (make abi-baseline) from a fresh build, after
#                         checking that, against the previous baseline, the
#                         library only added symbols (abidiff, ABI_STRICT=1)
#   CHANGELOG.md          checked (a "## VERSION" or "## [VERSION]" heading
#                         must exist), never written
#
# A new major version (a new SONAME) is refused: that needs a new version
# node scheme and more thought than a script.  Run it from a clean work
# tree at the top of the sources (it builds with make -j2).
set -euo pipefail

die() { echo "release: ERROR: $*" >&2; exit 1; }
note() { echo "release: $*"; }

[ $# -eq 1 ] || die "usage: tools/release.sh VERSION (MAJOR.MINOR.PATCH, e.g. 1.3.0)"
new=$1
[[ $new =~ ^([0-9]+)\.([0-9]+)\.([0-9]+)$ ]] || die "'$new' is not MAJOR.MINOR.PATCH"
nmaj=${BASH_REMATCH[1]} nmin=${BASH_REMATCH[2]} npat=${BASH_REMATCH[3]}

cd "$(dirname "$0")/.."
[ -f include/weimar.h ] && [ -f lib/weimar.map ] || die "run it in libweimar's source tree"
MAKE=${MAKE:-make}
# Called by make release-prep VERSION=...: that VERSION must not reach the
# makes run here (it would override the one read from the header).
unset MAKEFLAGS MFLAGS MAKELEVEL MAKEOVERRIDES VERSION

hdr() { sed -n "s/^#define WM_VERSION_$1[[:space:]]\{1,\}\([0-9]\{1,\}\).*/\1/p" include/weimar.h; }
omaj=$(hdr MAJOR) omin=$(hdr MINOR) opat=$(hdr PATCH)
old=$omaj.$omin.$opat
[ "$nmaj" = "$omaj" ] || die "the major version changes ($old -> $new): a new SONAME is not what this script does"
if [ "$nmin" -lt "$omin" ] || { [ "$nmin" -eq "$omin" ] && [ "$npat" -lt "$opat" ]; }; then
    die "$new is older than the header's $old"
fi

if [ -n "$(git status --porcelain --untracked-files=no 2>/dev/null)" ]; then
    note "WARNING: the work tree has uncommitted changes (they will be in the diff below)"
fi

# A minor release: its new functions must sit in the map's WEIMAR_MAJOR.MINOR
# node, and that node must be the newest one.
if [ "$nmin" != "$omin" ]; then
    last_node=$(sed -n 's/^\(WEIMAR_[0-9.]*\)[[:space:]]*{.*/\1/p' lib/weimar.map | tail -n 1)
    [ "$last_node" = "WEIMAR_$nmaj.$nmin" ] ||
        note "WARNING: lib/weimar.map's newest node is $last_node, not WEIMAR_$nmaj.$nmin"
fi
grep -Eq "^## \[?$new\]?( |$)" CHANGELOG.md ||
    note "WARNING: CHANGELOG.md has no '## $new - DATE' section yet"

changed=()
# subst FILE SED-EXPRESSION: edit FILE in place, remember it when it changed.
subst() {
    local f=$1; shift
    [ -f "$f" ] || { note "WARNING: $f not found, skipped"; return 0; }
    cp "$f" "$f.release~"
    sed -i "$@" "$f"
    if cmp -s "$f" "$f.release~"; then
        note "WARNING: $f: nothing to change (expected the version $old in it)"
    else
        changed+=("$f")
    fi
    rm -f "$f.release~"
}

if [ "$old" != "$new" ]; then
    subst include/weimar.h \
        -e "s/^\(#define WM_VERSION_MAJOR[[:space:]]\{1,\}\)[0-9]\{1,\}/\1$nmaj/" \
        -e "s/^\(#define WM_VERSION_MINOR[[:space:]]\{1,\}\)[0-9]\{1,\}/\1$nmin/" \
        -e "s/^\(#define WM_VERSION_PATCH[[:space:]]\{1,\}\)[0-9]\{1,\}/\1$npat/"
    # package.json: its one "version"; package-lock.json: the package's own
    # two (the top and packages[""]), in its first lines, not its dependencies'.
    subst bindings/js/package.json -e "0,/\"version\": \"$old\"/s//\"version\": \"$new\"/"
    if [ -f bindings/js/package-lock.json ]; then
        subst bindings/js/package-lock.json -e "1,12s/\"version\": \"$old\"/\"version\": \"$new\"/"
    fi
    oldre=${old//./\\.}
    subst doc/testing.md -e "s/(now $oldre;/(now $new;/"
    subst doc/using-c.md -e "s/now \`libweimar\.so\.$oldre\`/now \`libweimar.so.$new\`/"
fi

# The previous baseline, kept to compare against.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
cp abi/libweimar.abi "$tmp/prev.abi"
cp abi/symbols.txt "$tmp/prev-symbols.txt"
prev_version=$(sed -n '1s/.* \([0-9]*\.[0-9]*\.[0-9]*\) (make abi-baseline).*/\1/p' abi/symbols.txt)
prev_commit=$(git log -1 --format=%h -- abi/libweimar.abi 2>/dev/null || echo '?')

note "building the library ($MAKE -j2 lib)"
"$MAKE" -s -j2 lib >/dev/null
lib=lib/libweimar.so.$nmaj
[ -e "lib/libweimar.so.$new" ] || die "the build did not make lib/libweimar.so.$new"

note "abidiff: the previous baseline ($prev_version, commit $prev_commit) against the new library"
if ! ABI_STRICT=1 ABI_BASELINE="$tmp/prev.abi" bash tools/check-abi.sh "$lib" > "$tmp/abidiff.out" 2>&1; then
    cat "$tmp/abidiff.out" >&2
    die "the ABI is not a pure addition to $prev_version's: fix that before releasing"
fi
sed 's/^/    /' "$tmp/abidiff.out"

"$MAKE" -s abi-baseline >/dev/null
changed+=(abi/symbols.txt abi/libweimar.abi)

sed -n 's/@.*//p' "$tmp/prev-symbols.txt" | grep '^wm_' | sort > "$tmp/prev"
sed -n 's/@.*//p' abi/symbols.txt | grep '^wm_' | sort > "$tmp/now"
removed=$(comm -23 "$tmp/prev" "$tmp/now")
[ -z "$removed" ] || die "symbols of $prev_version are gone: $removed"
added=$(comm -13 "$tmp/prev" "$tmp/now")

echo
note "$old -> $new"
note "files changed:"
printf '    %s\n' "${changed[@]}"
git --no-pager diff --stat -- "${changed[@]}" 2>/dev/null | sed 's/^/    /' || true
echo
note "symbols added since $prev_version ($(printf '%s\n' "$added" | grep -c . || true)); check them against CHANGELOG.md's ABI list:"
printf '%s\n' "$added" | sed 's/^/    /'
echo
note "to see the ABI difference again (it must list additions only):"
echo "    make check-abi-release ABI_BASE=$prev_commit"
echo "    (= git show $prev_commit:abi/libweimar.abi > /tmp/prev.abi && abidiff --headers-dir2 include /tmp/prev.abi lib/libweimar.so.$nmaj)"
note "next: make check-abi check-symbols check-packages check-install, then commit and tag:"
echo "    git commit -am 'Release $new' && git tag v$new"
