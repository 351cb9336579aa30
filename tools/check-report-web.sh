#!/usr/bin/env bash
# tools/check-report-web.sh REPORT_DIR SCREENSHOT - make check-report-web:
# a weimar.balance report opened in headless Chromium (Debian's chromium
# driven by playwright-core from bindings/js/node_modules, as for the web
# page: tools/check-web.sh) at 1280 px; tools/report-web.test.mjs checks
# that every image loads, every plot and table is there and nothing is
# wider than the window, and saves a full-page screenshot.
set -euo pipefail
report=$1 shot=$2
root=$(cd "$(dirname "$0")/.." && pwd)
missing=()
command -v "${CHROMIUM:-chromium}" >/dev/null 2>&1 || missing+=(chromium)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
        echo "check-report-web: installing ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
        echo "check-report-web: missing ${missing[*]}; as root: apt-get install ${missing[*]}" >&2
        exit 1
    fi
fi
if [ ! -d "$root/bindings/js/node_modules/playwright-core" ]; then
    echo "check-report-web: npm ci (playwright-core)"
    (cd "$root/bindings/js" && npm ci --no-audit --no-fund --loglevel=error)
fi
REPORT_DIR=$report SCREENSHOT=$shot CHROMIUM="${CHROMIUM:-$(command -v chromium)}" \
    node --test "$root/tools/report-web.test.mjs"
echo "check-report-web: OK ($report/index.html; screenshot $shot)"
