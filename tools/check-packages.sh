#!/usr/bin/env bash
# tools/check-packages.sh - build and use libweimar the way each ecosystem
# does, from a copy of the sources, and check the tree is never written.
#
#   MAKE=make SRCDIR=. BUILDDIR=. PYTHON=python3 LUA=lua5.4 tools/check-packages.sh
#
# 1. Out-of-tree builds of a read-only copy of the sources: `make -f
#    SRC/Makefile` from another directory and `make O=DIR`; nothing may be
#    written into the copy.  The first one also installs into a temporary
#    prefix (used by 3b).
# 2. Python: `pip install ./bindings/python` into fresh venvs, offline
#    (the package's own build backend, bindings/python/_backend, needs
#    nothing from an index):
#    a. as the README says, with build isolation, in a fresh venv of
#       $PYTHON (no setuptools or wheel in it needed);
#    b. --no-build-isolation in a venv of Debian's python3;
#    c. from an sdist (_backend/weimar_build.py sdist), away from the tree.
#    Each time the package's tests run from outside the source tree, with
#    no WEIMAR_LIBRARY and no PYTHONPATH, on the library inside the
#    package; then WEIMAR_LIBRARY is checked to win.
# 3. Lua: `luarocks make` of bindings/lua/weimar-scm-1.rockspec into a
#    local tree, a. bundled, b. against the library installed in 1
#    (WEIMAR_DIR); each time bindings/lua/test.lua runs on the rock's
#    module from outside the tree.
set -euo pipefail

here=$(cd "$(dirname "$0")/.." && pwd)
SRCDIR=$(cd "${SRCDIR:-$here}" && pwd)
BUILDDIR=$(cd "${BUILDDIR:-$SRCDIR}" && pwd)
MAKE=${MAKE:-make}
PYTHON=${PYTHON:-python3}
LUA=${LUA:-lua5.4}
LUAROCKS=${LUAROCKS:-luarocks}
JOBS=${JOBS:-2}

fail() { echo "check-packages: ERROR: $*" >&2; exit 1; }
say() { echo "check-packages: $*"; }

tmp=$(mktemp -d "${TMPDIR:-/tmp}/wm-packages.XXXXXX")
cleanup() { chmod -R u+w "$tmp" 2>/dev/null || true; rm -rf "$tmp"; }
trap cleanup EXIT

# --- a copy of the sources, without anything built ------------------
src=$tmp/src
mkdir -p "$src"
if git -C "$SRCDIR" rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    # the files of the work tree that git knows (committed or not)
    (cd "$SRCDIR" && git ls-files -z --cached --others --exclude-standard \
        | xargs -0 cp --parents -t "$src" 2>/dev/null) || fail "cannot copy the sources"
else
    cp -R "$SRCDIR"/. "$src"/
    (cd "$src" && rm -rf build build-asan build-fuzz lib/libweimar.* doc/html doc/man)
fi
[ -f "$src/Makefile" ] && [ -f "$src/include/weimar.h" ] || fail "the copy of $SRCDIR lacks Makefile or include/weimar.h"

# --- 1. out-of-tree builds of a read-only tree -----------------------
chmod -R a-w "$src"
touch "$tmp/stamp"
sleep 1
obj=$tmp/obj
mkdir -p "$obj"
say "make -f <read-only copy>/Makefile in $obj"
$MAKE --no-print-directory -s -C "$obj" -f "$src/Makefile" -j"$JOBS" lib examples > "$tmp/oot.log" 2>&1 \
    || { tail -30 "$tmp/oot.log" >&2; fail "the out-of-tree build failed"; }
[ -x "$obj/examples/playout" ] && [ -f "$obj/lib/libweimar.a" ] || fail "the out-of-tree build left no lib/libweimar.a or examples/playout in $obj"
"$obj/examples/playout" --title march --scenario 1 --seed 1 > "$tmp/playout.log" || fail "the out-of-tree examples/playout failed"
prefix=$tmp/prefix
$MAKE --no-print-directory -s -C "$obj" -f "$src/Makefile" install PREFIX="$prefix" WITH_DOCS=no > "$tmp/oot-install.log" 2>&1 \
    || { tail -30 "$tmp/oot-install.log" >&2; fail "make install from the out-of-tree build failed"; }
[ -f "$prefix/lib/libweimar.so.1" ] || fail "the out-of-tree make install installed no lib/libweimar.so.1"
say "make O=$tmp/obj2 in the read-only copy"
$MAKE --no-print-directory -s -C "$src" O="$tmp/obj2" -j"$JOBS" lib > "$tmp/o.log" 2>&1 \
    || { tail -30 "$tmp/o.log" >&2; fail "make O= failed"; }
[ -f "$tmp/obj2/lib/libweimar.a" ] || fail "make O=$tmp/obj2 left no lib/libweimar.a there"
written=$(find "$src" -newer "$tmp/stamp" | head -n 20)
[ -z "$written" ] || { printf '    %s\n' $written >&2; fail "the out-of-tree builds wrote into the source tree (above)"; }
chmod -R u+w "$src"
say "out-of-tree builds (make -f, make O=) of a read-only tree: OK"

# --- 2. Python --------------------------------------------------------
version=$(sed -n 's/^.define WM_VERSION_\(MAJOR\|MINOR\|PATCH\)[[:space:]]*\([0-9]*\).*/\2/p' "$src/include/weimar.h" | paste -sd.)
# Debian's own python3 for the offline builds with its packages.
debpy=$PYTHON
[ -x /usr/bin/python3 ] && debpy=/usr/bin/python3
outside=$tmp/outside
mkdir -p "$outside"

py_tests() {  # venv what
    local py=$1/bin/python
    say "$2: installed; running the Python tests from outside the tree"
    (cd "$outside" && env -u WEIMAR_LIBRARY -u PYTHONPATH PYTHONDONTWRITEBYTECODE=1 "$py" -c '
import sys, os, weimar
venv = os.path.realpath(sys.argv[1])
for path in (weimar.__file__, weimar.library_path):
    assert os.path.realpath(path).startswith(venv + os.sep), (path, venv)
assert os.path.basename(weimar.library_path) == "_libweimar.so", weimar.library_path
assert weimar.__version__ == sys.argv[2] == weimar.version(), (weimar.__version__, sys.argv[2], weimar.version())
from importlib import metadata
assert metadata.version("weimar") == sys.argv[2], metadata.version("weimar")
' "$1" "$version") || fail "$2: the installed package is not the one used, or has another version"
    (cd "$outside" && env -u WEIMAR_LIBRARY -u PYTHONPATH PYTHONDONTWRITEBYTECODE=1 \
        "$py" -m unittest discover -s "$SRCDIR/bindings/python/tests" > "$tmp/py.log" 2>&1) \
        || { tail -30 "$tmp/py.log" >&2; fail "$2: the Python tests failed on the installed package"; }
    grep -q '^Ran [1-9][0-9]* tests' "$tmp/py.log" || fail "$2: no Python test ran"
    (cd "$outside" && env -u PYTHONPATH WEIMAR_LIBRARY="$prefix/lib/libweimar.so.1" "$py" -c '
import sys, weimar
assert weimar.library_path == sys.argv[1], weimar.library_path
weimar.Game("march").close()' "$prefix/lib/libweimar.so.1") || fail "$2: WEIMAR_LIBRARY is not honoured"
    say "$2: $(grep '^Ran ' "$tmp/py.log"), from $outside, library inside the package"
}

for py in "$PYTHON" "$debpy"; do
    "$py" -c 'import venv, ensurepip' >/dev/null 2>&1 || fail "$py has no venv/ensurepip (apt-get install python3-venv)"
done
say "pip install --no-index ./bindings/python ($PYTHON, fresh venv, build isolation: the README's route)"
"$PYTHON" -m venv "$tmp/venv-a"
(cd "$src" && "$tmp/venv-a/bin/python" -m pip install -v --no-index ./bindings/python) \
    > "$tmp/pip-a.log" 2>&1 || { tail -30 "$tmp/pip-a.log" >&2; fail "pip install ./bindings/python failed"; }
py_tests "$tmp/venv-a" "pip (build isolation)"
# the library inside the package exports the public wm_* functions only
bundled=$(ls "$tmp"/venv-a/lib/python3*/site-packages/weimar/_libweimar.so)
others=$(nm -D --defined-only "$bundled" | awk '$2 != "A" && $3 !~ /^wm_[a-z]/ { print $3 }')
[ -z "$others" ] || fail "the package's _libweimar.so exports more than wm_*: $others"
case " $(nm -D --defined-only "$bundled" | awk '{ print $3 }' | tr '\n' ' ') " in
    *" wm_new@@WEIMAR_1.0 "*) ;;
    *) fail "the package's _libweimar.so lacks the versioned wm_new@@WEIMAR_1.0" ;;
esac
# pip -v shows the build's progress, one line a C file
grep -q 'weimar-build: \[ *1/[0-9]*\]' "$tmp/pip-a.log" \
    || fail "pip install -v shows no progress of the build (weimar-build: [ 1/N] ...)"

say "pip install --no-build-isolation --no-index ./bindings/python ($debpy, fresh venv)"
"$debpy" -m venv "$tmp/venv-b"
(cd "$src" && "$tmp/venv-b/bin/python" -m pip install -q --no-build-isolation --no-index ./bindings/python) \
    > "$tmp/pip-b.log" 2>&1 || { tail -30 "$tmp/pip-b.log" >&2; fail "pip install --no-build-isolation failed"; }
py_tests "$tmp/venv-b" "pip --no-build-isolation"

say "an sdist (_backend/weimar_build.py sdist), then pip install of it away from the tree"
(cd "$src/bindings/python" && "$debpy" _backend/weimar_build.py sdist "$tmp/dist") > "$tmp/sdist.log" 2>&1 \
    || { tail -30 "$tmp/sdist.log" >&2; fail "the sdist failed"; }
sdist=$(ls "$tmp"/dist/weimar-"$version".tar.gz) || fail "no weimar-$version.tar.gz"
tar -tzf "$sdist" > "$tmp/sdist.list"
grep -q '/csrc/lib/core/game.c$' "$tmp/sdist.list" || fail "the sdist does not carry the C sources"
"$debpy" -m venv "$tmp/venv-c"
(cd "$outside" && "$tmp/venv-c/bin/python" -m pip install -q --no-index "$sdist") \
    > "$tmp/pip-c.log" 2>&1 || { tail -30 "$tmp/pip-c.log" >&2; fail "pip install of the sdist failed"; }
py_tests "$tmp/venv-c" "pip (sdist)"

# --- 3. Lua -----------------------------------------------------------
command -v "$LUAROCKS" >/dev/null || fail "luarocks not found (apt-get install luarocks)"
rock() {  # tree what [VAR=value]
    local tree=$1 what=$2
    shift 2
    # luarocks make runs `make -f Makefile` in the current directory: a
    # stub that includes the real Makefile makes that an out-of-tree build.
    local dir=$tmp/rock-$what
    say "luarocks make ($what) into $tree ..."
    mkdir -p "$dir"
    printf 'include %s/Makefile\n' "$src" > "$dir/Makefile"
    (cd "$dir" && env "$@" "$LUAROCKS" --lua-version 5.4 --tree "$tree" make \
        "$src/bindings/lua/weimar-scm-1.rockspec") > "$tmp/rock-$what.log" 2>&1 \
        || { tail -30 "$tmp/rock-$what.log" >&2; fail "luarocks make ($what) failed"; }
    local mod=$tree/lib/lua/5.4/weimar.so
    [ -f "$mod" ] || fail "luarocks make ($what) installed no $mod"
    (cd "$outside" && eval "$("$LUAROCKS" --lua-version 5.4 --tree "$tree" path)" && \
        WM_MOD=$mod "$LUA" -e 'require "weimar"; local p = package.searchpath("weimar", package.cpath); assert(p == os.getenv("WM_MOD"), p)' && \
        "$LUA" "$SRCDIR/bindings/lua/test.lua") > "$tmp/lua-$what.log" 2>&1 \
        || { tail -30 "$tmp/lua-$what.log" >&2; fail "the Lua tests failed on the rock's module ($what)"; }
    say "luarocks make ($what) into $tree: $(tail -n 1 "$tmp/lua-$what.log")"
}
rock "$tmp/rocks-bundled" bundled
case $(ldd "$tmp/rocks-bundled/lib/lua/5.4/weimar.so") in *libweimar*) fail "the bundled rock links libweimar.so" ;; esac
rock "$tmp/rocks-installed" installed WEIMAR_DIR="$prefix"
case $(ldd "$tmp/rocks-installed/lib/lua/5.4/weimar.so") in
    *"$prefix/lib/libweimar.so.1"*) ;;
    *) fail "the rock built with WEIMAR_DIR does not load $prefix/lib/libweimar.so.1" ;;
esac

say "OK (out-of-tree and read-only builds; pip: build isolation, no build isolation, sdist; luarocks: bundled, installed)"
