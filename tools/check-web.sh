#!/usr/bin/env bash
# tools/check-web.sh - make check-web: the WebAssembly build, the JS
# package's tests (node --test) and the browser test of examples/web
# (playwright-core driving Debian's chromium).
#
# Needs emcc (Debian's emscripten), Debian's node-acorn (emcc's JS
# optimizer), chromium, Node.js 18 or later with npm.  When one is
# missing and we run as root, it is installed from Debian's archive with
# apt-get; otherwise the exact command is printed and the script fails.
# playwright-core comes from the npm registry through `npm ci` (the
# committed bindings/js/package-lock.json); its own browser download is
# never used (CHROMIUM, default /usr/bin/chromium, is the browser).
set -euo pipefail
cd "$(dirname "$0")/.."

MAKE=${MAKE:-make}
missing=()
command -v emcc >/dev/null 2>&1 || missing+=(emscripten)
[ -f /usr/share/nodejs/acorn/package.json ] || missing+=(node-acorn)
command -v "${CHROMIUM:-chromium}" >/dev/null 2>&1 || missing+=(chromium)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)

if [ ${#missing[@]} -gt 0 ]; then
    cmd="apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}"
    if [ "$(id -u)" = 0 ]; then
        echo "check-web: installing ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
        echo "check-web: missing ${missing[*]}; as root run:" >&2
        echo "  $cmd" >&2
        exit 1
    fi
fi

node_major=$(node -p 'process.versions.node.split(".")[0]')
if [ "$node_major" -lt 18 ]; then
    echo "check-web: Node.js 18 or later is needed (found $(node --version))" >&2
    exit 1
fi

echo "check-web: make wasm"
$MAKE --no-print-directory -j2 wasm
ls -l bindings/js/dist/weimar-wasm.wasm bindings/js/dist/weimar-wasm.mjs
wasm_bytes=$(wc -c < bindings/js/dist/weimar-wasm.wasm)
if [ "$wasm_bytes" -ge $((512 * 1024)) ]; then
    echo "check-web: bindings/js/dist/weimar-wasm.wasm is $wasm_bytes bytes, over 512 KiB" >&2
    exit 1
fi
echo "check-web: the .wasm is $wasm_bytes bytes (limit 512 KiB)"

# Reproducible: a second build from scratch, in another directory, gives
# the same bytes.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
echo "check-web: a second wasm build from scratch, to compare the bytes (about a minute)"
$MAKE --no-print-directory -s -j2 wasm WASM_BUILD="$tmp/build" WASM_DIR="$tmp/dist" >/dev/null
cmp bindings/js/dist/weimar-wasm.wasm "$tmp/dist/weimar-wasm.wasm"
cmp bindings/js/dist/weimar-wasm.mjs "$tmp/dist/weimar-wasm.mjs"
echo "check-web: the wasm build is reproducible ($(sha256sum < bindings/js/dist/weimar-wasm.wasm | cut -c1-16)...)"

echo "check-web: npm ci (playwright-core)"
(cd bindings/js && npm ci --no-audit --no-fund --loglevel=error)

echo "check-web: node --test bindings/js/test/"
node --test bindings/js/test/

echo "check-web: browser test (examples/web in ${CHROMIUM:-/usr/bin/chromium})"
CHROMIUM="${CHROMIUM:-$(command -v chromium)}" node --test bindings/js/browser-test/

echo "check-web: OK (wasm build, JS package, browser page)"
