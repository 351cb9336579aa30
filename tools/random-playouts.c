/*
 * random-playouts.c - the driver of doc/design.md's instruction counts
 * (issue 34, round 3): G random games of one configuration through the
 * public API, seeds 1..G, WM_OPT_NO_HISTORY, a uniform pick by a fixed
 * xorshift; prints the moves played, a hash of them (equal hashes: the
 * same games, a quick check that a speed change kept them) and the rate.
 *
 *   cc -O2 -g -Iinclude tools/random-playouts.c lib/libweimar.a -lm -pthread -o build/random-playouts
 *   build/random-playouts TITLE SCENARIO SEATS ADVANCED GAMES
 *   valgrind --tool=callgrind --callgrind-out-file=/dev/null build/random-playouts 4 1 3 1 100
 *
 * TITLE is a wm_title number (4: Democracy under Siege), SEATS 0 for the
 * title's default, ADVANCED 1 for WM_SIEGE_ADVANCED.  Not part of make.
 */
#include "weimar.h"
#include "weimar/siege.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

static uint64_t s = 88172645463325252ull;

static uint32_t below(size_t n)
{
    s ^= s << 13;
    s ^= s >> 7;
    s ^= s << 17;
    return (uint32_t)(((s >> 32) * (uint64_t)n) >> 32);
}

int main(int argc, char **argv)
{
    if (argc != 6) {
        fprintf(stderr, "usage: %s TITLE SCENARIO SEATS ADVANCED GAMES\n", argv[0]);
        return 2;
    }
    int title = atoi(argv[1]), sc = atoi(argv[2]), seats = atoi(argv[3]), adv = atoi(argv[4]);
    int games = atoi(argv[5]);
    static wm_move buf[8192];
    uint64_t moves = 0;
    unsigned long long h = 0;
    struct timespec a, b;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &a);
    for (int gi = 0; gi < games; gi++) {
        wm_options o;
        wm_options_init(&o);
        o.scenario = sc;
        o.seats = seats;
        o.flags = (adv ? WM_SIEGE_ADVANCED : 0) | WM_OPT_NO_HISTORY;
        o.seed = (uint64_t)gi + 1;
        wm_game *g = NULL;
        if (wm_new((wm_title)title, &o, &g) != WM_OK) {
            fprintf(stderr, "wm_new: %s\n", wm_last_error());
            return 1;
        }
        while (!wm_is_over(g)) {
            size_t k = wm_legal_moves(g, buf, sizeof buf / sizeof buf[0]);
            wm_move m = buf[below(k)];
            h = h * 31 + m;
            (void)wm_apply(g, m);
            moves++;
        }
        wm_free(g);
    }
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &b);
    double t = (double)(b.tv_sec - a.tv_sec) + (double)(b.tv_nsec - a.tv_nsec) * 1e-9;
    printf("moves %llu hash %llx  %.3f M/s\n", (unsigned long long)moves, h, (double)moves / t / 1e6);
    return 0;
}
