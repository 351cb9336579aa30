#!/usr/bin/env bash
# tools/deps.sh - make sure the tools a make target needs are installed.
#
#   tools/deps.sh [check|asan|valgrind]       (default: check)
#
#   check     Check (libcheck), pkg-config, lua5.4 and its headers,
#             doxygen, python3, python3-jsonschema; abigail-tools if it can be had.
#   asan      check's tools plus clang with its sanitizer/libFuzzer runtimes.
#   valgrind  check's tools plus valgrind.
#   check also needs, for the packaging tests (check-install,
#   check-packages): cmake, man-db and groff-base (man -l), luarocks,
#   python3-venv and python3-pip (pip install into fresh venvs, offline:
#   the package's own build backend needs no setuptools or wheel).
#
# When something is missing and we run as root, it is installed from
# Debian's archive with apt-get; otherwise the exact command is printed
# and the script fails.  Nothing is installed when everything is present.
set -euo pipefail

mode=${1:-check}
CC=${CC:-cc}

missing=()       # required packages that are missing
optional=()      # nice-to-have packages that are missing
need() { missing+=("$@"); }

# --- what the check target needs ------------------------------------
command -v pkg-config >/dev/null 2>&1 || need pkg-config
if command -v pkg-config >/dev/null 2>&1; then
    pkg-config --exists check || need check
    pkg-config --exists lua5.4 || need liblua5.4-dev
else
    need check liblua5.4-dev
fi
command -v lua5.4 >/dev/null 2>&1 || need lua5.4
command -v doxygen >/dev/null 2>&1 || need doxygen
command -v python3 >/dev/null 2>&1 || need python3
python3 -c 'import jsonschema' >/dev/null 2>&1 || need python3-jsonschema  # view schemas
command -v abidiff >/dev/null 2>&1 || optional+=(abigail-tools)

# --- the packaging tests (check-install, check-packages) -------------
command -v cmake >/dev/null 2>&1 || need cmake
command -v man >/dev/null 2>&1 || need man-db
command -v groff >/dev/null 2>&1 || command -v nroff >/dev/null 2>&1 || need groff-base
command -v luarocks >/dev/null 2>&1 || need luarocks
# Debian's python3 (the one apt installs: /usr/bin/python3) with what
# `pip install` into a fresh venv needs offline.
if [ -x /usr/bin/python3 ]; then
    /usr/bin/python3 -c 'import ensurepip, venv' >/dev/null 2>&1 || need python3-venv
    /usr/bin/python3 -m pip --version >/dev/null 2>&1 || need python3-pip
fi

# --- extra tools of other targets -----------------------------------
fuzzer_works() {
    command -v clang >/dev/null 2>&1 || return 1
    local t
    t=$(mktemp -d) || return 1
    printf '%s\n' '#include <stddef.h>' '#include <stdint.h>' \
        'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n);' \
        'int LLVMFuzzerTestOneInput(const uint8_t *d, size_t n) { (void)d; (void)n; return 0; }' > "$t/f.c"
    if clang -fsanitize=fuzzer,address,undefined "$t/f.c" -o "$t/f" >/dev/null 2>&1; then
        rm -rf "$t"; return 0
    fi
    rm -rf "$t"; return 1
}
case $mode in
    check) ;;
    asan)
        if ! fuzzer_works; then
            command -v clang >/dev/null 2>&1 || need clang
            # libFuzzer and the sanitizer runtimes of Debian's default clang.
            need libclang-rt-dev
        fi
        ;;
    valgrind)
        command -v valgrind >/dev/null 2>&1 || need valgrind
        ;;
    *)
        echo "usage: $0 [check|asan|valgrind]" >&2
        exit 2
        ;;
esac

if [ ${#missing[@]} -eq 0 ]; then
    if [ ${#optional[@]} -ne 0 ]; then
        if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
            echo "deps: installing optional ${optional[*]} (ABI check)"
            if ! { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "${optional[@]}" >/dev/null; }; then
                echo "deps: note: could not install ${optional[*]}; the ABI check will be skipped"
            fi
        else
            echo "deps: note: ${optional[*]} not installed; the ABI check will be skipped"
            echo "deps:       to run it: sudo apt-get install ${optional[*]}"
        fi
    fi
    echo "deps: OK ($mode)"
    exit 0
fi

# A missing tool: install everything check needs at once (cheap when most
# of it is present), plus the extras of this mode.
pkgs=(check pkg-config lua5.4 liblua5.4-dev doxygen abigail-tools python3 python3-jsonschema python3-numpy python3-matplotlib python3-distributed)
for p in "${missing[@]}"; do
    case " ${pkgs[*]} " in *" $p "*) ;; *) pkgs+=("$p") ;; esac
done

# ... and the packaging tests' tools
for p in cmake man-db groff-base luarocks python3-venv python3-pip; do
    case " ${pkgs[*]} " in *" $p "*) ;; *) pkgs+=("$p") ;; esac
done
cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y ${pkgs[*]}"

echo "deps: missing: ${missing[*]}"
if [ "$(id -u)" = 0 ] && command -v apt-get >/dev/null 2>&1; then
    echo "deps: running as root: $cmd"
    apt-get update
    DEBIAN_FRONTEND=noninteractive apt-get install -y "${pkgs[@]}"
    echo "deps: OK ($mode, installed ${pkgs[*]})"
    exit 0
fi

case $mode in check) target=check ;; *) target=check-$mode ;; esac
echo "deps: ERROR: 'make $target' needs packages that are not installed." >&2
echo "deps: install them as root with:" >&2
echo "" >&2
echo "    sudo sh -c '$cmd'" >&2
echo "" >&2
exit 1
