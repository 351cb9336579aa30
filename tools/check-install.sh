#!/usr/bin/env bash
# tools/check-install.sh - install libweimar into temporary places, use it
# the way a user would, uninstall it and check nothing is left.
#
#   MAKE=make CC=cc tools/check-install.sh
#
# 1. make install PREFIX=$tmp/prefix; build tools/install-test.c with
#    nothing but `pkg-config --cflags --libs weimar`; run it with
#    LD_LIBRARY_PATH on the installed lib; check the versions agree.
# 2. make install DESTDIR=$tmp/stage PREFIX=/usr/local: a staged install
#    must not write DESTDIR into any installed file.
# 3. make uninstall (both): no file or link may be left.
set -euo pipefail

cd "$(dirname "$0")/.."
MAKE=${MAKE:-make}
CC=${CC:-cc}
command -v pkg-config >/dev/null || { echo "check-install: ERROR: pkg-config not found" >&2; exit 1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/wm-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
mk() { $MAKE --no-print-directory -s "$@"; }
leftovers() { (cd "$1" && find . \( -type f -o -type l \) | sort); }

version=$(sed -n 's/^.define WM_VERSION_MAJOR[[:space:]]*\([0-9]*\).*/\1/p' include/weimar.h).$(sed -n 's/^.define WM_VERSION_MINOR[[:space:]]*\([0-9]*\).*/\1/p' include/weimar.h).$(sed -n 's/^.define WM_VERSION_PATCH[[:space:]]*\([0-9]*\).*/\1/p' include/weimar.h)

echo "check-install: make install PREFIX=$prefix"
mk install PREFIX="$prefix"
for f in include/weimar.h lib/libweimar.so."$version" lib/libweimar.so.1 lib/libweimar.so \
         lib/libweimar.a lib/pkgconfig/weimar.pc share/doc/libweimar/README.md; do
    [ -e "$prefix/$f" ] || { echo "check-install: ERROR: $prefix/$f was not installed" >&2; exit 1; }
done
[ "$(readlink "$prefix/lib/libweimar.so.1")" = "libweimar.so.$version" ] \
    || { echo "check-install: ERROR: lib/libweimar.so.1 does not point at libweimar.so.$version" >&2; exit 1; }

export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
pcver=$(pkg-config --modversion weimar)
[ "$pcver" = "$version" ] || { echo "check-install: ERROR: pkg-config says $pcver, weimar.h says $version" >&2; exit 1; }
flags=$(pkg-config --cflags --libs weimar)
echo "check-install: pkg-config --cflags --libs weimar: $flags"
# shellcheck disable=SC2086
$CC -std=c11 -Wall -Wextra -Werror -o "$tmp/install-test" tools/install-test.c $flags
LD_LIBRARY_PATH=$prefix/lib "$tmp/install-test" "$version"
# the program must have used the installed library, not the build tree's
deps=$(LD_LIBRARY_PATH=$prefix/lib ldd "$tmp/install-test")
case $deps in
    *"$prefix/lib/libweimar.so.1"*) ;;
    *) echo "check-install: ERROR: install-test did not load $prefix/lib/libweimar.so.1:" >&2
       printf '%s\n' "$deps" >&2; exit 1 ;;
esac

echo "check-install: make uninstall PREFIX=$prefix"
mk uninstall PREFIX="$prefix"
left=$(leftovers "$prefix")
[ -z "$left" ] || { echo "check-install: ERROR: left after uninstall:" >&2; printf '    %s\n' $left >&2; exit 1; }

stage=$tmp/stage
echo "check-install: make install DESTDIR=$stage PREFIX=/usr/local"
mk install DESTDIR="$stage" PREFIX=/usr/local
grep -q '^prefix=/usr/local$' "$stage/usr/local/lib/pkgconfig/weimar.pc" \
    || { echo "check-install: ERROR: weimar.pc does not say prefix=/usr/local:" >&2; cat "$stage/usr/local/lib/pkgconfig/weimar.pc" >&2; exit 1; }
if grep -rlI -- "$stage" "$stage" >/dev/null 2>&1; then
    echo "check-install: ERROR: DESTDIR was written into installed files:" >&2
    grep -rlI -- "$stage" "$stage" >&2
    exit 1
fi
mk uninstall DESTDIR="$stage" PREFIX=/usr/local
left=$(leftovers "$stage")
[ -z "$left" ] || { echo "check-install: ERROR: left after uninstall:" >&2; printf '    %s\n' $left >&2; exit 1; }

echo "check-install: OK (libweimar $version installed, found by pkg-config, used, uninstalled)"
