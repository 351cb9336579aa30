#!/usr/bin/env bash
# tools/run-step.sh - run one step of make check with its output in a log,
# and say PASS or FAIL (with the log's tail) when it ends.
#
#   tools/run-step.sh [--progress RE [--progress-sed EXPR]] [--summary RE] [--fail-if RE] NAME -- CMD [ARG...]
#
# The whole output of CMD (stdout and stderr) goes to $WM_LOG_DIR/NAME.log
# (default build/logs; a / in NAME becomes -).  Lines matching --progress
# are also printed as they come, prefixed with "[NAME]" and shortened by
# the sed expression --progress-sed (the property shards' one line per
# configuration).  At the end one line:
#   PASS NAME (12 s): <last line matching --summary, or the last line>
# or, when CMD fails or a line matches --fail-if, FAIL NAME with the last
# 40 lines of the log, and the exit status 1.  Steps run side by side
# under make -j therefore never interleave their output.
set -uo pipefail

progress= progress_sed= summary= failif=
while [ $# -gt 0 ]; do
    case $1 in
        --progress) progress=$2; shift 2 ;;
        --progress-sed) progress_sed=$2; shift 2 ;;
        --summary) summary=$2; shift 2 ;;
        --fail-if) failif=$2; shift 2 ;;
        --) shift; break ;;
        -*) echo "run-step: unknown option $1" >&2; exit 2 ;;
        *) if [ -z "${name:-}" ]; then name=$1; shift; else break; fi ;;
    esac
done
[ -n "${name:-}" ] && [ $# -gt 0 ] || { echo "usage: $0 [--progress RE] [--summary RE] [--fail-if RE] NAME -- CMD..." >&2; exit 2; }

dir=${WM_LOG_DIR:-build/logs}
mkdir -p "$dir"
log=$dir/${name//\//-}.log
start=$SECONDS

if [ -n "$progress" ]; then
    "$@" 2>&1 | tee "$log" | { grep --line-buffered -E -- "$progress" | sed -u -e "${progress_sed:-p;d}" -e "s|^|[$name] |"; true; }
    status=${PIPESTATUS[0]}
else
    "$@" > "$log" 2>&1
    status=$?
fi
secs=$((SECONDS - start))

if [ -n "$failif" ] && grep -qE -- "$failif" "$log"; then
    echo "run-step: $name: a line of its output matches '$failif'" >> "$log"
    status=1
fi
if [ "$status" -eq 0 ]; then
    if [ -n "$summary" ]; then
        line=$(grep -E -- "$summary" "$log" | tail -n 1)
    else
        line=$(grep -v '^[[:space:]]*$' "$log" | tail -n 1)
    fi
    echo "PASS $name (${secs} s): ${line}"
    exit 0
fi
echo "----- $name: last lines of $log -----" >&2
tail -n 40 "$log" >&2
echo "FAIL $name (${secs} s, exit status $status; whole output: $log)" >&2
exit 1
