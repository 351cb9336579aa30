#!/usr/bin/env bash
# tools/check-server.sh - make check-server (issue 36): the play-by-web
# server's tests, all on 127.0.0.1:
#   1. tests/server/test_server.py: hostile input (malformed JSON, huge
#      messages, unknown tokens, replayed and out-of-order moves, another
#      seat's token, illegal moves), undo by agreement, downloads, limits;
#   2. tests/server/fault.py: 20 games, 10 SIGKILLs, no acknowledged move lost;
#   3. tests/server/load.py: 200 games at once, moves/s, p99 latency, RSS < 200 MiB;
#   4. bindings/js/server-test: the page as the client, one browser
#      context per seat (playwright-core and Debian's chromium, as make
#      check-web), a Siege and a Republic game to the end.
# Needs Debian's python3-aiohttp (for /usr/bin/python3, SERVER_PYTHON),
# chromium, Node.js 18+ with npm, and the WebAssembly build (make wasm:
# emscripten, node-acorn); as root the missing ones are installed with
# apt-get, otherwise the command is printed and the script fails.
set -euo pipefail
cd "$(dirname "$0")/.."

MAKE=${MAKE:-make}
PY=${SERVER_PYTHON:-/usr/bin/python3}
missing=()
"$PY" -c 'import aiohttp' >/dev/null 2>&1 || missing+=(python3-aiohttp)
command -v "${CHROMIUM:-chromium}" >/dev/null 2>&1 || missing+=(chromium)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
command -v emcc >/dev/null 2>&1 || missing+=(emscripten)
[ -f /usr/share/nodejs/acorn/package.json ] || missing+=(node-acorn)
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
        echo "check-server: installing ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
        echo "check-server: missing ${missing[*]}; as root run:" >&2
        echo "  apt-get update && DEBIAN_FRONTEND=noninteractive apt-get install -y --no-install-recommends ${missing[*]}" >&2
        exit 1
    fi
fi

$MAKE --no-print-directory -s -j2 lib/libweimar.so.1 wasm >/dev/null
[ -d bindings/js/node_modules/playwright-core ] || (cd bindings/js && npm ci --no-audit --no-fund --loglevel=error)
export WEIMAR_LIBRARY=$PWD/lib/libweimar.so.1 PYTHONDONTWRITEBYTECODE=1

step() { local t=$SECONDS; echo "check-server: $1"; shift; "$@"; echo "check-server: ... $((SECONDS - t)) s"; }
step "protocol and hostile-input tests" bash -c "cd tests/server && '$PY' -m unittest -v test_server 2>&1"
step "fault test (SIGKILL)" "$PY" tests/server/fault.py
step "load test (200 games on 127.0.0.1)" "$PY" tests/server/load.py --time "${LOAD_TIME:-30}"
step "browser test (the page as each seat's client)" \
    env CHROMIUM="${CHROMIUM:-$(command -v chromium)}" SERVER_PYTHON="$PY" node --test bindings/js/server-test/
echo "check-server: OK (protocol, hostile input, fault, load, browser)"
