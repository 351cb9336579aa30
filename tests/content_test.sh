#!/usr/bin/env bash
# tests/content_test.sh - content packs from the command line (issue 19 §3):
# examples/content writes a title's built-in cards as a pack, a person
# edits a card by hand (here with sed), and examples/play --content plays a
# whole seeded game with it.
#
#   tests/content_test.sh [EXAMPLES-DIR [LOGPREFIX]]   (default ./examples, build/logs/content)
#
# Asserts, for each title with packs: the written pack validates and is its
# own canonical text; played through examples/play --content, the
# unedited pack gives exactly the transcript of the built-in game (but for
# the line naming the pack); a malformed edit is refused with the card and
# the field named; a hand-edited card shows in play (its new name in the
# transcript, Friedrich Ebert) and its save loads only with its pack.
set -u
EX=${1:-./examples}
LOG=${2:-build/logs/content}
mkdir -p "$(dirname "$LOG")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
failures=0
fail() { echo "content_test: FAIL: $*" >&2; failures=$((failures + 1)); }
expect() { grep -qF -- "$2" "$1" || fail "$(basename "$1"): no line with '$2'"; }
bots() { yes bot | head -n 30000; }

for t in ebert republic siege; do
    pack=$tmp/$t.json
    "$EX/content" --title "$t" --out "$pack" || fail "$t: content --title exited with $?"
    "$EX/content" --check "$pack" > "$tmp/$t.check" 2>&1 || fail "$t: its own pack does not validate"
    expect "$tmp/$t.check" "a pack for $t"
    "$EX/content" --canonical "$pack" | cmp -s - "$pack" || fail "$t: the written pack is not canonical"
    # the unedited pack plays the built-in game
    bots | "$EX/play" --title "$t" --seed 7 > "$LOG-$t-builtin.log" 2>&1 || fail "$t: play (built-in) exited with $?"
    bots | "$EX/play" --title "$t" --seed 7 --content "$pack" > "$LOG-$t-pack.log" 2>&1 ||
        fail "$t: play --content exited with $?"
    expect "$LOG-$t-pack.log" "Content pack: $pack"
    expect "$LOG-$t-pack.log" "=== Game over after "
    diff <(grep -v '^Content pack: ' "$LOG-$t-pack.log") "$LOG-$t-builtin.log" > /dev/null ||
        fail "$t: the built-in content as a pack plays a different game (diff $LOG-$t-pack.log $LOG-$t-builtin.log)"
done

# The page's Friedrich Ebert texts (examples/web/ebert-content.json: the
# .wasm leaves them out, issue 33) are the built-in content's canonical
# text; `make web-content` rewrites the file.
WEB=$(dirname "$0")/../examples/web/ebert-content.json
cmp -s "$tmp/ebert.json" "$WEB" || fail "examples/web/ebert-content.json is not the built-in Ebert content: run make web-content"
# Democracy under Siege's card texts too (examples/web/siege-content.json:
# the .wasm is built with WM_SIEGE_NO_TEXTS, doc/siege-content.md method 16).
WEB=$(dirname "$0")/../examples/web/siege-content.json
cmp -s "$tmp/siege.json" "$WEB" || fail "examples/web/siege-content.json is not the built-in Siege content: run make web-content"

# Malformed hand edits: refused, naming the card and the field.
sed 's/{"code":"N31",\("name":"[^"]*"\),\("text":"[^"]*"\),\("type":"[a-z]*"\),"pp":5,/{"code":"N31",\1,\2,\3,"pp":9,/' \
    "$tmp/siege.json" > "$tmp/bad.json"
cmp -s "$tmp/bad.json" "$tmp/siege.json" && fail "siege: the sed edit of N31 did not apply"
if "$EX/content" --check "$tmp/bad.json" > "$tmp/bad.out" 2>&1; then fail "siege: PP 9 accepted"; fi
expect "$tmp/bad.out" 'card N31: field "pp": 9 is out of range'
if "$EX/play" --title siege --content "$tmp/bad.json" < /dev/null > "$tmp/bad.play" 2>&1; then
    fail "siege: play accepted a bad pack"
fi
expect "$tmp/bad.play" 'card N31: field "pp"'
sed 's/"op":"peek"/"op":"peep"/' "$tmp/siege.json" > "$tmp/bad2.json"
"$EX/content" --check "$tmp/bad2.json" > "$tmp/bad2.out" 2>&1 && fail "siege: unknown opcode accepted"
expect "$tmp/bad2.out" 'card N1: field "effects[0]": unknown opcode "peep"'
"$EX/play" --title ebert --content "$tmp/siege.json" < /dev/null > "$tmp/wrong.out" 2>&1 && fail "a siege pack played as ebert"
expect "$tmp/wrong.out" "is a pack for Democracy under Siege"

# A hand-edited card: Friedrich Ebert's first letter renamed, its
# resolution card 13 giving three Jokers.
# (the built-in texts are RECONSTRUCTED, lib/ebert/texts.c: the edit
# replaces the letter's with a text of its own, which is shown unmarked)
sed -e 's/"name":"Wahl in den Parteivorstand","text":"[^"]*","reconstructed":true,"group"/"name":"Ein handgeschriebener Brief","text":"Von Hand.","group"/' \
    -e 's/{"number":13,"name":"Wahl in den Parteivorstand","text":"[^"]*","reconstructed":true,"instructions":\[[^]]*\]}/{"number":13,"name":"Wahl in den Parteivorstand","text":null,"instructions":[{"op":"gain","marker":"Joker","count":3}]}/' \
    "$tmp/ebert.json" > "$tmp/edited.json"
grep -qF '"name":"Ein handgeschriebener Brief","text":"Von Hand.","group"' "$tmp/edited.json" || fail "ebert: the sed edit of letter 0 did not apply"
grep -qF '"instructions":[{"op":"gain","marker":"Joker","count":3}]' "$tmp/edited.json" || fail "ebert: the sed edit of card 13 did not apply"
"$EX/content" --check "$tmp/edited.json" > "$tmp/edited.check" 2>&1 || fail "ebert: the edited pack is refused: $(cat "$tmp/edited.check")"
save=$tmp/edited.save
{ printf 'bot\nbot\nbot\nsave %s\n' "$save"; bots; } |
    "$EX/play" --title ebert --seed 3 --content "$tmp/edited.json" > "$LOG-ebert-edited.log" 2>&1 ||
    fail "ebert: play --content (edited) exited with $?"
expect "$LOG-ebert-edited.log" "Ein handgeschriebener Brief"
# the pack's own text is shown, at the board and in the log, without the mark
expect "$LOG-ebert-edited.log" 'The letter "Ein handgeschriebener Brief" reads: "Von Hand."'
grep -qF 'reads: "Von Hand." [reconstructed]' "$LOG-ebert-edited.log" && fail "ebert: the pack's text is marked reconstructed"
expect "$LOG-ebert-edited.log" "[reconstructed]"
expect "$LOG-ebert-edited.log" "=== Game over after "
grep -qF "Wahl in den Parteivorstand\" (resolution card 13)" "$LOG-ebert-edited.log" &&
    fail "ebert: the edited letter still shows its built-in name"
# the save loads with its pack, and is refused without it or with another
{ printf 'load %s\n' "$save"; bots; } | "$EX/play" --title ebert --content "$tmp/edited.json" > "$tmp/l1.log" 2>&1
expect "$tmp/l1.log" "Loaded $save: "
{ printf 'load %s\nquit\n' "$save"; } | "$EX/play" --title ebert > "$tmp/l2.log" 2>&1
expect "$tmp/l2.log" "was saved with a content pack"
{ printf 'load %s\nquit\n' "$save"; } | "$EX/play" --title ebert --content "$tmp/ebert.json" > "$tmp/l3.log" 2>&1
expect "$tmp/l3.log" "was saved with another content pack"

if [ "$failures" -ne 0 ]; then
    echo "content_test: $failures failure(s)"
    exit 1
fi
echo "content_test: OK (3 titles: packs written, validated, played as the built-in games; bad edits refused; a hand-edited card played, saved and loaded)"
