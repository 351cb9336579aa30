#!/usr/bin/env bash
# tools/check-docs-web.sh HTML_DIR SCREENSHOT - make check-docs-web: the
# documentation site make docs writes (doc/html: the reference, the
# guides, the rules and content pages, the screenshots) opened in headless
# Chromium (Debian's chromium, playwright-core from bindings/js, as for
# the page's tests): tools/docs-web.test.mjs visits every page reachable
# from index.html and fails on a broken link, a broken image or a console
# error, and saves a screenshot of the main page.
set -euo pipefail
html=$1 shot=$2
root=$(cd "$(dirname "$0")/.." && pwd)
me=check-docs-web
. "$root/tools/chromium-deps.sh"
DOCS_DIR=$html SCREENSHOT=$shot CHROMIUM="${CHROMIUM:-$(command -v chromium)}" \
    node --test "$root/tools/docs-web.test.mjs"
echo "check-docs-web: OK ($html/index.html; screenshot $shot)"
