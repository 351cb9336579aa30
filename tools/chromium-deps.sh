# tools/chromium-deps.sh - sourced by the scripts that drive headless
# Chromium (check-report-web.sh, check-docs-web.sh): installs Debian's
# chromium, node and npm as root when missing (else says what to install
# and exits 1), and playwright-core into bindings/js/node_modules from the
# committed lock file.  Needs $root (the source tree) and $me (the
# caller's name, for its messages).
missing=()
command -v "${CHROMIUM:-chromium}" >/dev/null 2>&1 || missing+=(chromium)
command -v node >/dev/null 2>&1 || missing+=(nodejs)
command -v npm >/dev/null 2>&1 || missing+=(npm)
if [ ${#missing[@]} -gt 0 ]; then
    if [ "$(id -u)" = 0 ]; then
        echo "$me: installing ${missing[*]}"
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
    else
        echo "$me: missing ${missing[*]}; as root: apt-get install ${missing[*]}" >&2
        exit 1
    fi
fi
if [ ! -d "$root/bindings/js/node_modules/playwright-core" ]; then
    echo "$me: npm ci (playwright-core)"
    (cd "$root/bindings/js" && npm ci --no-audit --no-fund --loglevel=error)
fi
