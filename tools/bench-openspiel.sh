#!/bin/sh
# bench-openspiel.sh - libweimar side by side with OpenSpiel (issue 34).
#
#   tools/bench-openspiel.sh OPEN_SPIEL_DIR ABSEIL_DIR [JSON_DIR]
#
# OPEN_SPIEL_DIR is a checkout of github.com/google-deepmind/open_spiel
# (the directory holding open_spiel/spiel.h; issue 34 measured commit
# 112b7770), ABSEIL_DIR one of github.com/abseil/abseil-cpp (the LTS that
# OpenSpiel names in open_spiel/scripts/global_variables.sh, 20250814.1 for
# 112b7770), JSON_DIR one of github.com/nlohmann/json (the directory holding
# include/nlohmann/json.hpp; default OPEN_SPIEL_DIR/open_spiel/json, where
# OpenSpiel's install.sh puts it, else /usr/include of Debian's
# nlohmann-json3-dev).  Not part of make check: it needs those trees.
#
# Builds, in BENCH_BUILD (default build-openspiel/ of the libweimar tree
# being measured), with g++ -O2 -DNDEBUG: the Abseil libraries OpenSpiel's
# core links, OpenSpiel's core and the games connect_four, hearts and chess
# (nothing else of OpenSpiel), libweimar's static library (make
# lib/libweimar.a in WEIMAR_DIR, default this script's tree), and one
# harness, tools/bench-openspiel.cc, linking both.  Then runs it: random
# playouts, a new game each, in moves per second of CPU time, interleaved
# rounds, ratios against OpenSpiel's hearts with their spread; clone and
# save+load; the batch rows; wm_playouts; a minimal bitboard connect four.
#
# Environment: BENCH_SECONDS (CPU seconds per measurement, default 0.2),
# BENCH_ROUNDS (default 5), JOBS (parallel compiles, default 2), WEIMAR_DIR
# (the libweimar tree to measure, e.g. a checkout of an older commit: its
# own library and headers, this script's harness), BENCH_BUILD.  Compiles
# and the run are niced: the machine may be shared.
set -eu

if [ $# -lt 2 ]; then
    echo "usage: $0 OPEN_SPIEL_DIR ABSEIL_DIR [JSON_DIR]" >&2
    exit 2
fi
here=$(cd "$(dirname "$0")/.." && pwd)
os=$(cd "$1" && pwd)
absl=$(cd "$2" && pwd)
json=${3:-}
if [ -z "$json" ]; then
    if [ -f "$os/open_spiel/json/include/nlohmann/json.hpp" ]; then json=$os/open_spiel/json; else json=/usr; fi
fi
json=$(cd "$json" && pwd)
wm=$(cd "${WEIMAR_DIR:-$here}" && pwd)
build=${BENCH_BUILD:-$wm/build-openspiel}
jobs=${JOBS:-2}
seconds=${BENCH_SECONDS:-0.2}
rounds=${BENCH_ROUNDS:-5}
cxx=${CXX:-g++}
flags="-std=c++20 -O2 -DNDEBUG"

[ -f "$os/open_spiel/spiel.h" ] || { echo "$0: $os/open_spiel/spiel.h: not an OpenSpiel tree" >&2; exit 1; }
[ -f "$absl/absl/base/config.h" ] || { echo "$0: $absl/absl/base/config.h: not an Abseil tree" >&2; exit 1; }
[ -f "$json/include/nlohmann/json.hpp" ] || { echo "$0: $json/include/nlohmann/json.hpp: no nlohmann json (give JSON_DIR)" >&2; exit 1; }
mkdir -p "$build/inc/open_spiel" "$build/obj"

# OpenSpiel includes "open_spiel/abseil-cpp/absl/..." and
# "open_spiel/json/include/...": a tree of links puts the three checkouts
# where those names expect them, without writing into them.
for e in "$os"/open_spiel/*; do
    n=$(basename "$e")
    case $n in abseil-cpp | json) continue ;; esac
    ln -sfn "$e" "$build/inc/open_spiel/$n"
done
ln -sfn "$absl" "$build/inc/open_spiel/abseil-cpp"
ln -sfn "$json" "$build/inc/open_spiel/json"

# Abseil: only the libraries OpenSpiel's core links (CMake, Ninja when
# there is one).
absl_libs="absl/flags/libabsl_flags_parse.a absl/random/libabsl_random_distributions.a
absl/random/libabsl_random_seed_sequences.a absl/random/libabsl_random_internal_entropy_pool.a
absl/strings/libabsl_str_format_internal.a absl/strings/libabsl_strings.a absl/container/libabsl_raw_hash_set.a
absl/hash/libabsl_hash.a absl/time/libabsl_time.a absl/synchronization/libabsl_synchronization.a
absl/status/libabsl_statusor.a"
if [ ! -f "$build/absl/.built" ]; then
    gen=""
    command -v ninja >/dev/null 2>&1 && gen="-G Ninja"
    # shellcheck disable=SC2086
    nice cmake -S "$absl" -B "$build/absl" $gen -DCMAKE_BUILD_TYPE=Release -DCMAKE_CXX_COMPILER="$cxx" \
        -DCMAKE_CXX_STANDARD=20 -DCMAKE_CXX_FLAGS="-O2 -DNDEBUG" -DABSL_PROPAGATE_CXX_STD=ON \
        -DABSL_BUILD_TESTING=OFF >"$build/absl-cmake.log"
    # shellcheck disable=SC2086
    nice cmake --build "$build/absl" -j "$jobs" --target $(for l in $absl_libs; do basename "$l" .a | sed 's/^lib//'; done) \
        >"$build/absl-build.log"
    touch "$build/absl/.built"
fi

# OpenSpiel: the core files of its CMakeLists.txt (OPEN_SPIEL_CORE_FILES)
# and the three games.
srcs="action_view.cc canonical_game_strings.cc game_parameters.cc matrix_game.cc observer.cc policy.cc
simultaneous_move_game.cc spiel.cc spiel_bots.cc spiel_utils.cc tensor_game.cc utils/status.cc
utils/usage_logging.cc games/connect_four/connect_four.cc games/hearts/hearts.cc games/chess/chess.cc
games/chess/chess_board.cc games/chess/chess_common.cc games/chess/chess960_starting_positions.cc"
for s in $srcs; do
    o="$build/obj/$(echo "$s" | tr / _ | sed 's/\.cc$/.o/')"
    [ -f "$o" ] && [ "$o" -nt "$os/open_spiel/$s" ] || echo "$s $o"
done | xargs -r -n 2 -P "$jobs" sh -c \
    'nice '"$cxx"' '"$flags"' -I"'"$build"'/inc" -I"'"$absl"'" -I"'"$json"'/include" -c "'"$os"'/open_spiel/$0" -o "$1" || exit 255'

# libweimar and the harness.
nice make -C "$wm" -j "$jobs" lib/libweimar.a >"$build/weimar-build.log"
absl_a=$(find "$build/absl/" -name 'libabsl_*.a' | sort)
nice "$cxx" $flags -DWM_WITH_OPENSPIEL -I"$wm/include" -I"$build/inc" -I"$absl" -I"$json/include" \
    "$here/tools/bench-openspiel.cc" "$build"/obj/*.o "$wm/lib/libweimar.a" \
    -Wl,--start-group $absl_a -Wl,--end-group -pthread -o "$build/bench-openspiel"

commit() { git -C "$1" log -1 --format='%h %cs' 2>/dev/null || echo unknown; }
echo "libweimar $(commit "$wm") ($wm); OpenSpiel $(commit "$os"); Abseil $(commit "$absl"); $cxx -O2 -DNDEBUG"
echo "command: tools/bench-openspiel.sh (BENCH_SECONDS=$seconds BENCH_ROUNDS=$rounds); $(uname -m), $(nproc) CPUs"
nice "$build/bench-openspiel" "$seconds" "$rounds"
