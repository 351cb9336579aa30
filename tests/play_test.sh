#!/usr/bin/env bash
# tests/play_test.sh - drives examples/play through a pipe (issue 10).
#
#   tests/play_test.sh [PLAY [LOGPREFIX]]    (default ./examples/play, build/logs/play)
#
# For each available title: a whole seeded game in which the person's
# seat always answers "bot" (game A); the same game with help, moves,
# board, log, view, an undo, a save, three moves, a load of that save and
# then "bot" to the end (game B); and the save continued in a fresh process
# (game C).  B and C must end exactly as A (same number of moves, same
# reason, same results): undo and load restore the position.  Asserts on
# the printed text: the board, the secret choices of other seats, the
# command replies, the end with its reason; and that bad options list the
# valid values.  Logs: LOGPREFIX-<title>-{a,b,c}.log.
set -u
PLAY=${1:-./examples/play}
LOG=${2:-build/logs/play}
mkdir -p "$(dirname "$LOG")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
printf 'not a save\n' > "$tmp/junk" # a file wm_load must refuse, with its reason
failures=0

fail() { echo "play_test: FAIL: $*" >&2; failures=$((failures + 1)); }
# expect FILE TEXT: FILE has a line containing TEXT (fixed string)
expect() { grep -qF -- "$2" "$1" || fail "$(basename "$1"): no line with '$2'"; }
# expect_any FILE TEXT1 TEXT2: a line with either (the library's game log
# words some things differently from play's own record of the moves)
expect_any() { grep -qF -e "$2" -e "$3" "$1" || fail "$(basename "$1"): no line with '$2' or '$3'"; }
expect_not() { ! grep -qF -- "$2" "$1" || fail "$(basename "$1"): unexpected '$2'"; }
ending() { sed -n '/^=== Game over after /,$p' "$1"; }
bots() { yes bot | head -n 30000; }
opt() { "$PLAY" "$@" < /dev/null > "$tmp/opt.log" 2>&1; echo $? > "$tmp/opt.rc"; }

# play_game KEY EXPECT-ON-BOARD... -- ARGS...
play_game() {
    local key=$1; shift
    local -a marks=()
    while [ "$1" != -- ]; do marks+=("$1"); shift; done
    shift
    local a=$LOG-$key-a.log b=$LOG-$key-b.log c=$LOG-$key-c.log save=$tmp/$key.save
    bots | "$PLAY" "$@" > "$a" 2>&1 || fail "$key: game A exited with $?"
    expect "$a" "=== Game over after "
    ending "$a" | head -n 1 | grep -qE '^=== Game over after [0-9]+ moves: .+ ===$' || fail "$key: no reason at the end"
    for m in "${marks[@]}"; do
        case $m in
            secret) expect_any "$a" "(a secret choice)" " in secret" ;;
            *) expect "$a" "$m" ;;
        esac
    done
    expect_not "$a" "library bug"

    {
        printf 'undo\nhelp\nmoves\nboard\nlog\nview\nfrobnicate\n999\n1\n'
        printf 'undo\n'                       # back to the first decision
        printf 'bot\nbot\nsave %s\nbot\nbot\nbot\nload %s\n' "$save" "$save"
        printf 'save\nload %s/missing\nload %s\n' "$tmp" "$tmp/junk"
        bots
    } | "$PLAY" "$@" > "$b" 2>&1 || fail "$key: game B exited with $?"
    expect "$b" "Nothing to undo: this is your first decision."
    expect "$b" "Commands:"
    expect "$b" "The game so far, as"
    expect "$b" '{"title":"'
    expect "$b" "'frobnicate' is not a move or a command."
    expect "$b" "There is no move numbered 999"
    expect "$b" "Undone: back to your previous decision"
    expect "$b" "Saved the game ("
    expect "$b" "Loaded $save: "
    expect "$b" "Usage: save FILE"
    expect "$b" "Could not open $tmp/missing."
    expect "$b" "$tmp/junk is not a game this library can load: saved game is truncated, damaged or invalid (save: "
    [ "$(ending "$a")" = "$(ending "$b")" ] || fail "$key: game B (undo, save, load) ends differently from game A"

    { printf 'load %s\nlog\n' "$save"; bots; } | "$PLAY" "$@" > "$c" 2>&1 || fail "$key: game C exited with $?"
    expect "$c" "Loaded $save: "
    expect "$c" "The game so far, as"
    [ "$(ending "$a")" = "$(ending "$c")" ] || fail "$key: game C (loaded in a new process) ends differently from game A"
    echo "play_test: $key: $(ending "$a" | head -n 1) ($(wc -l < "$a") lines)"
}

play_game march "VP stock" "hand: MOVE1" "controlled by" secret "Seats: Blue (you), Orange (search)" \
    -- --title march --scenario 1 --seed 4
play_game march-politics "Propaganda" "Neutral" -- --title march --scenario 6 --seed 2 --play Neutral
play_game ebert "tension" "markers supply:" "history deck:" "Seats: Ebert (bot), 2nd person (you)" \
    "Difficulty hard (Game Lost at 8), Personal Experiences" \
    -- --title ebert --chapter 2 --seats 2 --play 1 --flags hard,personal-experiences --seed 5
play_game republic "Momentum:" "hand of KPD:" "Berlin" "C/K/N/R" \
    "Seats: Coalition (Non-player), KPD (you), NSDAP (Non-player), RC (Non-player)" \
    -- --title republic --scenario 1 --seed 6 --play KPD
play_game republic-bot "Momentum:" "hand of KPD:" "Seats: Coalition (bot), KPD (you), NSDAP (bot), RC (bot)" \
    -- --title republic --scenario 1 --seed 6 --play KPD --ai bot

# Democracy under Siege, once this build has it: its board (examples/board_siege.h)
# with the seat's own hand only, 3 and 2 seats.
if "$PLAY" --title siege < /dev/null > "$tmp/siege.log" 2>&1 || ! grep -q "not available" "$tmp/siege.log"; then
    play_game siege "=== Democracy under Siege" "Short Play Mode, 3 players" "Initiative: Nazism > Democracy > Communism" \
        "Prestige PP VP (token) MR CC pool tokens RM/Fa/Oil hand/Res/deck" "Nazism hand:" \
        "Political Regimes (* Influenceable Power):" "Nazism controls:" \
        "Armaments: GreatBritain L1" "Resource claims:" secret -- --title siege --seed 1
    expect_not "$LOG-siege-a.log" "Democracy hand:"
    expect_not "$LOG-siege-a.log" "Communism hand:"
    play_game siege-2 "Advanced Play Mode, 2 players; Communism is played by Nazism" "Democracy hand:" \
        -- --title siege --seats 2 --flags 65536 --play Democracy --seed 3
    expect_not "$LOG-siege-2-a.log" "Nazism hand:"
fi

# Board modes (issue 20): --board phase (the default) draws the whole board
# when the round or phase changes and otherwise the lines that changed;
# always draws it before every decision; never only at the end (and on
# 'board').  Each title plays to its end in each mode.
# board headings ("=== The Weimar Republic: ..., 1919, ..."; at 80 columns
# a long one is printed without its closing "===")
boards() { grep '^=== ' "$1" | grep -vc '^=== Game over'; }
for t in march ebert republic siege; do
    for mode in always phase never; do
        f=$LOG-board-$t-$mode.log
        bots | "$PLAY" --title "$t" --seed 2 --board "$mode" > "$f" 2>&1 || fail "$t --board $mode exited with $?"
        expect "$f" "=== Game over after "
        expect_not "$f" "library bug"
    done
    a=$(boards "$LOG-board-$t-always.log") p=$(boards "$LOG-board-$t-phase.log") n=$(boards "$LOG-board-$t-never.log")
    [ "$n" -eq 1 ] || fail "$t --board never drew $n boards (only the final one expected)"
    [ "$p" -lt "$a" ] || fail "$t --board phase drew $p boards, always $a"
    [ "$p" -gt 1 ] || fail "$t --board phase drew $p boards"
    echo "play_test: $t boards drawn: always $a, phase $p, never $n"
done
expect "$LOG-board-republic-phase.log" "Changed ('board' draws it all): "
# 'board' draws the whole board at once in any mode
printf 'board\nquit\n' | "$PLAY" --title republic --board never > "$tmp/board.log" 2>&1
[ "$(boards "$tmp/board.log")" -eq 1 ] || fail "'board' with --board never did not draw the board"
opt --title march --board sometimes
expect "$tmp/opt.log" "invalid --board 'sometimes': phase, always or never"

# A Republic game of 20 decisions: about a fifth of the lines of 1.3's
# play (1,088 for this game: the board before every decision), unwrapped
# (215 before the menus showed labels; their "[reconstructed]" marks and
# the cards' names wrap 6 more lines: 221).
lines=$(bots | head -n 20 | "$PLAY" --title republic --width 0 | wc -l)
[ "$lines" -le 230 ] || fail "20 Republic decisions print $lines lines (at most 230 expected)"
echo "play_test: 20 Republic decisions: $lines lines (1,088 before --board phase)"

# Move names as the board spells them: umlauts, spaces, "and".
{ bots | head -n 17; printf 'space München\n'; } | "$PLAY" --title republic --seed 1 > "$tmp/umlaut.log" 2>&1
expect "$tmp/umlaut.log" "You (Coalition): space München" # shown as the board spells it (wm_move_label)
{ bots | head -n 17; printf 'space Braunschweig and Anhalt\n'; } | "$PLAY" --title republic --seed 1 > "$tmp/and.log" 2>&1
expect "$tmp/and.log" "You (Coalition): space Braunschweig and Anhalt"
{ bots | head -n 17; printf 'space Münchhausen\nspace Münch\n'; } | "$PLAY" --title republic --seed 1 > "$tmp/bad-umlaut.log" 2>&1
expect "$tmp/bad-umlaut.log" "'space Münchhausen' is not a move or a command."
expect "$tmp/bad-umlaut.log" "You (Coalition): space München" # a unique prefix, as the board spells it
# The Non-player's Bot Action decisions name the Action (one log line,
# unwrapped with --width 0)
bots | "$PLAY" --title republic --seed 2 --width 0 > "$tmp/unwrapped.log" 2>&1
expect "$tmp/unwrapped.log" ": Bot Action: Place Influence; choose a space for Place Influence: space "
expect_not "$tmp/unwrapped.log" "Non-player KPD: choose a space for the Action"

# The lines of a log that are the program's (not the prompts', nor the
# final line) with UTF-8 continuation bytes dropped, so that awk's length
# counts characters.
columns() { grep -v -e '> ' -e '^=== Game over' "$1" | LC_ALL=C sed 's/[\x80-\xbf]//g'; }
# The prompt lines (ending in "> " and the echoed answer), without the
# answer, counted the same way.
prompts() { grep -e '> ' "$1" | sed 's/\(.*>\) .*$/\1/' | LC_ALL=C sed 's/[\x80-\xbf]//g'; }
# A terminal of 80 columns (issue 37): by default the board, the log, the
# move list and the prompts (wrapped at words, issue 37 item 6: March's
# first card prompt was 99 columns, Ebert's 110) fit 80 columns in every
# title; --width widens it.
for t in march ebert republic siege; do
    for mode in always phase; do
        f=$LOG-board-$t-$mode.log
        wide=$(columns "$f" | awk '{ if (length($0) > 80) n++ } END { print n + 0 }')
        [ "$wide" -eq 0 ] || fail "$t --board $mode: $wide lines wider than 80 columns, e.g. $(columns "$f" | awk 'length($0) > 80' | head -n 1)"
        wide=$(prompts "$f" | awk '{ if (length($0) > 80) n++ } END { print n + 0 }')
        [ "$wide" -eq 0 ] || fail "$t --board $mode: $wide prompts wider than 80 columns, e.g. $(prompts "$f" | awk 'length($0) > 80' | head -n 1)"
    done
done
bots | head -n 5 | "$PLAY" --title republic --seed 2 --width 120 > "$tmp/w120.log" 2>&1
columns "$tmp/w120.log" | awk 'length($0) > 80 { w = 1 } length($0) > 120 { bad = 1 } END { exit !(w && !bad) }' ||
    fail "--width 120: no line between 81 and 120 columns, or one wider"
opt --title march --width 20
expect "$tmp/opt.log" "invalid --width '20': 0 (no wrapping) or 40 to 1000 columns"

# Democracy under Siege: hands with the cards' names, PP and Difficulty,
# one card a line with its text, a reconstructed text marked (issue 37
# items 3 and 6, doc/siege-content.md method 15); the lists of nations
# break between their items, never inside the label's column (at 80
# columns "Netherlands(NW)," used to leave "Belgium(NW)," alone on a line
# indented by play.c's wrapping); in the 2-seat game Communism's
# decisions are asked as Communism's.
expect "$LOG-siege-a.log" "N2 Political Support/Struggle (Event)"
grep -Eq '^    [NDC][0-9]+ [^(]*\([2-7] PP, difficulty [3-5]\)' "$LOG-siege-a.log" ||
    fail "siege: no card with its PP and Difficulty in a hand"
grep -Eq '^    [NDC][0-9]+ .*\[reconstructed\]: [A-Z]' "$LOG-siege-a.log" || fail "siege: no reconstructed text in a hand"
! grep -Eq '^ {28,}[A-Z][A-Za-z]*\*?(\([A-Z]+\))?,?$' "$LOG-siege-a.log" "$LOG-board-siege-always.log" ||
    fail "siege: a Political Regimes list broken inside its row"
bots | head -n 40 | "$PLAY" --title siege --seats 2 --flags 65536 --play Nazism --seed 3 > "$tmp/siege-comm.log" 2>&1
expect "$tmp/siege-comm.log" "Nazism for Communism: Mulligan? (§3.2.2)> "
expect "$tmp/siege-comm.log" "You (Communism (played by Nazism), chosen by the bot): "

# A move typed as listed (issue 37): the word under its heading, a unique
# prefix, a misspelling answered with the nearest move, an ambiguous
# prefix with the moves it could be, a listed word that is not legal now.
printf 'score\nscroe\natt\n1\nm\nscroe\nSCORE\nquit\n' | "$PLAY" --title march --scenario 1 --seed 3 > "$tmp/loose.log" 2>&1
expect "$tmp/loose.log" "'play SCORE' is not legal now."
expect "$tmp/loose.log" "'att' could be 2 moves: 5 play ATTACK, 6 play ATTACK+1."
expect "$tmp/loose.log" "You (Blue): move 1 army from Blue to Neutral"
expect "$tmp/loose.log" "'scroe' is not a move or a command. Did you mean 7 play SCORE?"
expect "$tmp/loose.log" "You (Blue): play SCORE"

# Menus and prompts read as the board does (issue 37 items 4-5,
# wm_move_label): the board's names, a card's number and name, a cost;
# the tokens stay accepted, and so does a listed label's item.
expect "$LOG-republic-a.log" "  Event:  "
expect_not "$LOG-republic-a.log" "  event: "
expect "$LOG-republic-a.log" "  Action:  "
expect "$LOG-siege-a.log" " PP)"
{ bots | head -n 17; printf 'space Muenchen\n'; } | "$PLAY" --title republic --seed 1 > "$tmp/token.log" 2>&1
expect "$tmp/token.log" "You (Coalition): space München" # the token typed, the label shown
{ bots | head -n 17; printf 'München\n'; } | "$PLAY" --title republic --seed 1 > "$tmp/item.log" 2>&1
expect "$tmp/item.log" "You (Coalition): space München" # the listed word under its heading

# Bad options list the valid values.
opt --title march --scenario 9
expect "$tmp/opt.log" "has no scenario 9; its scenarios are:"
expect "$tmp/opt.log" "6  Politics By Other Means"
[ "$(cat "$tmp/opt.rc")" = 2 ] || fail "--scenario 9: exit status $(cat "$tmp/opt.rc"), not 2"
opt --title ebert --flags hard,bogus
expect "$tmp/opt.log" "unknown flag 'bogus'"
expect "$tmp/opt.log" "personal-experiences"
opt --title ebert --seats 7
expect "$tmp/opt.log" "does not accept --seats 7; valid: 1 2 3 4"
opt --title republic --play Zentrum
expect "$tmp/opt.log" "this game's seats are: 0 (Coalition) 1 (KPD) 2 (NSDAP) 3 (RC)"
opt --title march --flags 0x40000000
expect "$tmp/opt.log" "agreement"
opt --title nowhere
expect "$tmp/opt.log" "invalid title 'nowhere'"

if [ "$failures" -ne 0 ]; then
    echo "play_test: $failures failure(s) (logs: $LOG-*.log)" >&2
    exit 1
fi
echo "play_test: OK"
