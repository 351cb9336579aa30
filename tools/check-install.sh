#!/usr/bin/env bash
# tools/check-install.sh - install libweimar into temporary places, use it
# the way a user would, uninstall it and check nothing is left.
#
#   MAKE=make CC=cc SRCDIR=. BUILDDIR=. tools/check-install.sh
#
# SRCDIR is the source tree (default: this script's ..), BUILDDIR the
# directory make builds in (default SRCDIR; see the Makefile's O=).
#
# 1. make install PREFIX=$tmp/prefix: every file there with its mode; the
#    README's C example ("Using it from C") and tools/install-test.c built
#    with nothing but `pkg-config --cflags --libs weimar`, and run with
#    LD_LIBRARY_PATH on the installed lib; the versions agree.
# 2. The README's example built by CMake with find_package(weimar) and the
#    imported targets weimar::weimar and weimar::weimar_static; a request
#    for a newer or another major version is refused.
# 3. The man pages: `man 3 weimar`, `man 3 wm_new` through MANPATH, and
#    `man -l` renders every installed page that is not a link.
# 4. The installed Lua module runs bindings/lua/test.lua from outside the
#    tree, finding the library through its own RUNPATH.
# 5. make install DESTDIR=$tmp/stage PREFIX=/usr/local: a staged install
#    writes DESTDIR into no installed file, and the staged tree still
#    works where it is (CMake's package is relocatable).
# 6. make uninstall (both): no file or link may be left.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
SRCDIR=$(cd "${SRCDIR:-$here}" && pwd)
BUILDDIR=$(cd "${BUILDDIR:-$SRCDIR}" && pwd)
MAKE=${MAKE:-make}
CC=${CC:-cc}
LUA=${LUA:-lua5.4}
command -v pkg-config >/dev/null || { echo "check-install: ERROR: pkg-config not found" >&2; exit 1; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/wm-install.XXXXXX")
trap 'rm -rf "$tmp"' EXIT
prefix=$tmp/prefix
mk() { $MAKE --no-print-directory -s -C "$BUILDDIR" -f "$SRCDIR/Makefile" "$@"; }
leftovers() { (cd "$1" && find . \( -type f -o -type l \) | sort); }
fail() { echo "check-install: ERROR: $*" >&2; exit 1; }

part() { sed -n "s/^.define WM_VERSION_$1[[:space:]]*\([0-9]*\).*/\1/p" "$SRCDIR/include/weimar.h"; }
major=$(part MAJOR)
version=$major.$(part MINOR).$(part PATCH)

# The README's C example: the first ```c block after "## Using it from C".
awk '/^## Using it from C/ { s = 1 } s && /^```c$/ { p = 1; next } p && /^```$/ { exit } p' \
    "$SRCDIR/README.md" > "$tmp/game.c"
grep -q 'wm_new' "$tmp/game.c" || fail "no C example found in README.md under '## Using it from C'"

have_lua=
if pkg-config --exists lua5.4 && command -v "$LUA" >/dev/null; then have_lua=1; fi

echo "check-install: make install PREFIX=$prefix"
mk install PREFIX="$prefix" > "$tmp/install.log" 2>&1 || { cat "$tmp/install.log" >&2; fail "make install failed"; }
grep -q 'ldconfig not run' "$tmp/install.log" || fail "make install did not say how programs find the library (ldconfig not run)"
check_mode() {  # file mode
    [ -e "$prefix/$1" ] || fail "$prefix/$1 was not installed"
    [ -L "$prefix/$1" ] && return 0
    m=$(stat -c %a "$prefix/$1")
    [ "$m" = "$2" ] || fail "$prefix/$1 has mode $m, expected $2"
}
check_mode lib/libweimar.so."$version" 755
check_mode lib/libweimar.so.1 -
check_mode lib/libweimar.so -
check_mode lib/libweimar.a 644
check_mode include/weimar.h 644
check_mode include/weimar/march.h 644
check_mode lib/pkgconfig/weimar.pc 644
check_mode lib/cmake/weimar/weimarConfig.cmake 644
check_mode lib/cmake/weimar/weimarConfigVersion.cmake 644
check_mode share/doc/libweimar/README.md 644
check_mode share/man/man3/weimar.3 644
check_mode share/man/man3/wm_new.3 644
check_mode share/weimar/models/march.wmml 644
check_mode share/weimar/models/siege.wmml 644
[ -z "$have_lua" ] || check_mode lib/lua/5.4/weimar.so 755
[ "$(readlink "$prefix/lib/libweimar.so.1")" = "libweimar.so.$version" ] \
    || fail "lib/libweimar.so.1 does not point at libweimar.so.$version"

# --- 1. pkg-config --------------------------------------------------
export PKG_CONFIG_PATH=$prefix/lib/pkgconfig
pcver=$(pkg-config --modversion weimar)
[ "$pcver" = "$version" ] || fail "pkg-config says $pcver, weimar.h says $version"
flags=$(pkg-config --cflags --libs weimar)
echo "check-install: pkg-config --cflags --libs weimar: $flags"
# shellcheck disable=SC2086
$CC -std=c11 -Wall -Wextra -Werror -o "$tmp/install-test" "$SRCDIR/tools/install-test.c" $flags
LD_LIBRARY_PATH=$prefix/lib "$tmp/install-test" "$version"
# the program must have used the installed library, not the build tree's
deps=$(LD_LIBRARY_PATH=$prefix/lib ldd "$tmp/install-test")
case $deps in
    *"$prefix/lib/libweimar.so.1"*) ;;
    *) printf '%s\n' "$deps" >&2; fail "install-test did not load $prefix/lib/libweimar.so.1" ;;
esac
# shellcheck disable=SC2086
$CC -std=c11 -Wall -Wextra -Werror "$tmp/game.c" $flags -o "$tmp/game"
LD_LIBRARY_PATH=$prefix/lib "$tmp/game" > "$tmp/game.out"
grep -Eq ': (won|drew|lost)$' "$tmp/game.out" || { tail -5 "$tmp/game.out" >&2; fail "the README's example printed no result"; }
echo "check-install: the README's C example, built with pkg-config: $(tail -n 2 "$tmp/game.out" | tr '\n' ' ')"

# --- 2. CMake -------------------------------------------------------
cmake_consumer() {  # dir prefix [version]
    mkdir -p "$1"
    cp "$tmp/game.c" "$1/game.c"
    cat > "$1/CMakeLists.txt" <<CMAKE
cmake_minimum_required(VERSION 3.13)
project(weimar_consumer C)
find_package(weimar $3 REQUIRED)
message(STATUS "weimar \${weimar_VERSION}: \${weimar_INCLUDE_DIRS}")
add_executable(game game.c)
set_property(TARGET game PROPERTY C_STANDARD 11)
target_link_libraries(game PRIVATE weimar::weimar)
add_executable(game_static game.c)
set_property(TARGET game_static PROPERTY C_STANDARD 11)
target_link_libraries(game_static PRIVATE weimar::weimar_static)
CMAKE
    cmake -S "$1" -B "$1/build" -DCMAKE_PREFIX_PATH="$2" -DCMAKE_C_COMPILER="$CC" > "$1/cmake.log" 2>&1
}
if command -v cmake >/dev/null; then
    cmake_consumer "$tmp/cmake" "$prefix" "$major.0" || { cat "$tmp/cmake/cmake.log" >&2; fail "cmake: find_package(weimar $major.0) failed"; }
    cmake --build "$tmp/cmake/build" > "$tmp/cmake/build.log" 2>&1 || { cat "$tmp/cmake/build.log" >&2; fail "cmake --build failed"; }
    # CMake links the build-tree program with an rpath to the imported library.
    "$tmp/cmake/build/game" > "$tmp/cmake/game.out"
    "$tmp/cmake/build/game_static" > "$tmp/cmake/game_static.out"
    cmp -s "$tmp/cmake/game.out" "$tmp/game.out" || fail "the CMake-built example plays another game than the pkg-config one"
    cmp -s "$tmp/cmake/game_static.out" "$tmp/game.out" || fail "the static CMake-built example plays another game"
    case $(ldd "$tmp/cmake/build/game") in
        *"$prefix/lib/libweimar.so.1"*) ;;
        *) fail "the CMake-built example does not load $prefix/lib/libweimar.so.1" ;;
    esac
    case $(ldd "$tmp/cmake/build/game_static") in *libweimar*) fail "game_static links libweimar.so" ;; esac
    for want in "$((major + 1)).0" "$version.1" "$((major + 1))"; do
        if cmake_consumer "$tmp/cmake-$want" "$prefix" "$want"; then
            fail "find_package(weimar $want) accepted libweimar $version"
        fi
    done
    echo "check-install: the README's C example, built by CMake with find_package(weimar $major.0): OK (weimar::weimar, weimar::weimar_static)"
else
    fail "cmake not found (apt-get install cmake; make check installs it as root)"
fi

# --- 3. man pages ---------------------------------------------------
command -v man >/dev/null || fail "man not found (apt-get install man-db groff-base)"
for page in weimar wm_new wm_apply WM_MARCH_MOVE; do
    out=$(MANPATH=$prefix/share/man MANWIDTH=80 man -P cat 3 "$page" 2>"$tmp/man.err") \
        || { cat "$tmp/man.err" >&2; fail "man 3 $page failed"; }
    [ -n "$out" ] || fail "man 3 $page is empty"
done
case $(MANPATH=$prefix/share/man MANWIDTH=80 man -P cat 3 wm_new) in
    *wm_new*) ;;
    *) fail "man 3 wm_new does not describe wm_new" ;;
esac
pages=0
for f in "$prefix"/share/man/man3/*.3; do
    grep -q '^\.so ' "$f" && continue
    out=$(MANWIDTH=80 man -l -P cat "$f" 2>"$tmp/man.err") || { cat "$tmp/man.err" >&2; fail "man -l $f failed"; }
    [ -n "$out" ] || fail "man -l $f rendered nothing"
    pages=$((pages + 1))
done
[ "$pages" -ge 2 ] || fail "only $pages man pages with content"
echo "check-install: man 3 weimar, man 3 wm_new: OK; man -l renders all $pages pages ($(ls "$prefix"/share/man/man3 | wc -l) files with the links)"

# --- 4. the Lua module ----------------------------------------------
if [ -n "$have_lua" ]; then
    found=$(ldd "$prefix/lib/lua/5.4/weimar.so" | sed -n 's/^[[:space:]]*libweimar\.so\.[0-9]* => \([^ ]*\) .*/\1/p')
    [ -n "$found" ] && [ "$(realpath "$found")" = "$(realpath "$prefix/lib/libweimar.so.1")" ] \
        || { ldd "$prefix/lib/lua/5.4/weimar.so" >&2; fail "the installed Lua module does not find $prefix/lib/libweimar.so.1 by itself"; }
    (cd "$tmp" && LUA_CPATH="$prefix/lib/lua/5.4/?.so" LUA_CPATH_5_4="$prefix/lib/lua/5.4/?.so" \
        "$LUA" "$SRCDIR/bindings/lua/test.lua" > "$tmp/lua.log" 2>&1) || { tail -20 "$tmp/lua.log" >&2; fail "the Lua tests failed on the installed module"; }
    echo "check-install: installed Lua module: $(tail -n 1 "$tmp/lua.log")"
else
    echo "check-install: note: Lua 5.4 headers or $LUA not found: the Lua module was not installed or tested"
fi

echo "check-install: make uninstall PREFIX=$prefix"
mk uninstall PREFIX="$prefix"
left=$(leftovers "$prefix")
[ -z "$left" ] || { printf '    %s\n' $left >&2; fail "left after uninstall (above)"; }

# --- ldconfig: as root, into a directory the dynamic linker searches ---
# (a stand-in ldconfig that reports the prefix as searched, so that the
# real system is not touched)
if [ "$(id -u)" = 0 ]; then
    cat > "$tmp/ldconfig" <<'STUB'
#!/bin/sh
if [ "$1" = -v ]; then echo "$WM_STUB_LIBDIR: (from the check-install stub)"; exit 0; fi
echo "ldconfig $*" >> "$WM_STUB_LOG"
STUB
    chmod +x "$tmp/ldconfig"
    WM_STUB_LIBDIR=$tmp/sys/lib WM_STUB_LOG=$tmp/ldconfig.log \
        mk install PREFIX="$tmp/sys" LDCONFIG="$tmp/ldconfig" WITH_LUA=no > "$tmp/install-sys.log" 2>&1 \
        || { cat "$tmp/install-sys.log" >&2; fail "make install with a searched LIBDIR failed"; }
    [ -s "$tmp/ldconfig.log" ] || fail "make install as root into a searched library directory did not run ldconfig"
    WM_STUB_LIBDIR=/nowhere WM_STUB_LOG=$tmp/ldconfig2.log \
        mk install PREFIX="$tmp/sys2" LDCONFIG="$tmp/ldconfig" WITH_LUA=no > /dev/null 2>&1
    [ ! -e "$tmp/ldconfig2.log" ] || fail "make install ran ldconfig for a directory the linker does not search"
    mk uninstall PREFIX="$tmp/sys" > /dev/null; mk uninstall PREFIX="$tmp/sys2" > /dev/null
    echo "check-install: as root, ldconfig runs for a searched LIBDIR only: OK"
fi

# --- 5. staged ------------------------------------------------------
stage=$tmp/stage
echo "check-install: make install DESTDIR=$stage PREFIX=/usr/local"
mk install DESTDIR="$stage" PREFIX=/usr/local > "$tmp/install.log" 2>&1 || { cat "$tmp/install.log" >&2; fail "staged make install failed"; }
grep -q 'ldconfig$' "$tmp/install.log" && fail "a staged install ran ldconfig"
grep -q '^prefix=/usr/local$' "$stage/usr/local/lib/pkgconfig/weimar.pc" \
    || { cat "$stage/usr/local/lib/pkgconfig/weimar.pc" >&2; fail "weimar.pc does not say prefix=/usr/local"; }
if grep -rlI -- "$stage" "$stage" >/dev/null 2>&1; then
    grep -rlI -- "$stage" "$stage" >&2
    fail "DESTDIR was written into installed files (above)"
fi
if ! cmake_consumer "$tmp/cmake-stage" "$stage/usr/local" "$major"; then
    cat "$tmp/cmake-stage/cmake.log" >&2; fail "find_package(weimar) in the staged tree failed"
fi
grep -q "weimar $version: $stage/usr/local/include" "$tmp/cmake-stage/cmake.log" \
    || { cat "$tmp/cmake-stage/cmake.log" >&2; fail "the staged CMake package does not point into the staged tree"; }
mk uninstall DESTDIR="$stage" PREFIX=/usr/local
left=$(leftovers "$stage")
[ -z "$left" ] || { printf '    %s\n' $left >&2; fail "left after uninstall (above)"; }

echo "check-install: OK (libweimar $version installed, used through pkg-config, CMake, man and Lua, uninstalled)"
