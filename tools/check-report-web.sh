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
me=check-report-web
. "$root/tools/chromium-deps.sh"
REPORT_DIR=$report SCREENSHOT=$shot CHROMIUM="${CHROMIUM:-$(command -v chromium)}" \
    node --test "$root/tools/report-web.test.mjs"
echo "check-report-web: OK ($report/index.html; screenshot $shot)"
