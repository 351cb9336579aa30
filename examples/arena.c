/*
 * arena.c - the search opponent (wm_search_move) against the random
 * policy or wm_bot_move(), per title and scenario: win rate of the
 * search's seat and the search's speed.
 *
 * Game g puts the search at seat g % seats and the opponent policy at
 * every other seat; chance decisions (external dice) are drawn by
 * wm_chance_outcomes().  Everything is seeded and reproducible.
 */
#define _POSIX_C_SOURCE 200809L
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "common.h"
#include "weimar.h"

#define PROG "arena"
#define MOVE_CAP 200000u

static void usage(FILE *f)
{
    fprintf(f, "usage: " PROG " [--title march|ebert|republic|siege|N] [--scenario N] [--games N]\n"
               "             [--budget N] [--seed N] [--vs random|bot] [--seats N] [--flags N]\n"
               "             [--progress N] [--seat N] [--bots MASK|others] [--per-move K]\n"
               "\n"
               "Plays --games games of the search (--budget playouts per move) against\n"
               "--vs at the other seats and prints the search seat's wins, draws and\n"
               "losses, and the search's decisions and playouts per second.\n"
               "--seats and --flags are wm_options.seats and .flags (title flags included);\n"
               "--progress N prints the tally so far to stderr every N games.\n"
               "--seat N pins the search to seat N in every game (default: seat g %% seats\n"
               "of game g).  --bots is wm_options.bots, the seats run by the title's own\n"
               "Non-player rules (The Weimar Republic's §8): a mask, or 'others' for every\n"
               "seat but the search's; the search's seat is never one of them.\n"
               "--per-move K gives a decision K playouts per legal move, at most --budget\n"
               "(default 0: --budget at every decision).\n"
               "Exits 0, 1 on an error, 2 on a usage error.\n");
}

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

int main(int argc, char **argv)
{
    wm_title title = WM_MARCH_OF_PROGRESS;
    uint64_t scenario = 0, games = 20, budget = 200, seed = 1, seats = 0, flags = 0, progress = 0, per_move = 0;
    int vs_bot = 0, bots_others = 0;
    long pin = -1;
    uint64_t bots = 0;
    for (int i = 1; i < argc; i++) {
        const char *v = NULL;
        if (!strcmp(argv[i], "--help")) {
            usage(stdout);
            return 0;
        } else if (ex_opt_value(argc, argv, &i, "--title", &v)) {
            if (!v || !ex_parse_title(v, &title))
                return ex_usage_error(PROG, usage, "bad --title", v);
        } else if (ex_opt_value(argc, argv, &i, "--scenario", &v)) {
            if (!v || !ex_parse_range(v, 0, 1000, &scenario))
                return ex_usage_error(PROG, usage, "bad --scenario", v);
        } else if (ex_opt_value(argc, argv, &i, "--games", &v)) {
            if (!v || !ex_parse_range(v, 1, 1000000, &games))
                return ex_usage_error(PROG, usage, "bad --games", v);
        } else if (ex_opt_value(argc, argv, &i, "--budget", &v)) {
            if (!v || !ex_parse_range(v, 1, 10000000, &budget))
                return ex_usage_error(PROG, usage, "bad --budget", v);
        } else if (ex_opt_value(argc, argv, &i, "--seed", &v)) {
            if (!v || !ex_parse_u64(v, &seed))
                return ex_usage_error(PROG, usage, "bad --seed", v);
        } else if (ex_opt_value(argc, argv, &i, "--seats", &v)) {
            if (!v || !ex_parse_range(v, 0, 16, &seats))
                return ex_usage_error(PROG, usage, "bad --seats", v);
        } else if (ex_opt_value(argc, argv, &i, "--progress", &v)) {
            if (!v || !ex_parse_range(v, 1, 1000000, &progress))
                return ex_usage_error(PROG, usage, "bad --progress", v);
        } else if (ex_opt_value(argc, argv, &i, "--flags", &v)) {
            if (!v || !ex_parse_range(v, 0, 0xffffffffu, &flags))
                return ex_usage_error(PROG, usage, "bad --flags", v);
        } else if (ex_opt_value(argc, argv, &i, "--per-move", &v)) {
            if (!v || !ex_parse_range(v, 0, 1000000, &per_move))
                return ex_usage_error(PROG, usage, "bad --per-move", v);
        } else if (ex_opt_value(argc, argv, &i, "--seat", &v)) {
            uint64_t sv = 0;
            if (!v || !ex_parse_range(v, 0, 15, &sv))
                return ex_usage_error(PROG, usage, "bad --seat", v);
            pin = (long)sv;
        } else if (ex_opt_value(argc, argv, &i, "--bots", &v)) {
            if (v && !strcmp(v, "others"))
                bots_others = 1;
            else if (!v || !ex_parse_range(v, 0, 0xffffu, &bots))
                return ex_usage_error(PROG, usage, "bad --bots", v);
        } else if (ex_opt_value(argc, argv, &i, "--vs", &v)) {
            if (!v || (strcmp(v, "random") && strcmp(v, "bot")))
                return ex_usage_error(PROG, usage, "bad --vs", v);
            vs_bot = !strcmp(v, "bot");
        } else {
            return ex_usage_error(PROG, usage, "unknown argument", argv[i]);
        }
    }
    long win = 0, draw = 0, loss = 0, searches = 0;
    double playouts = 0;
    long seat_games[8] = {0}, seat_wins[8] = {0};
    int nseats = 0;
    double tsearch = 0;
    uint64_t rng = ex_rng_seed(seed);
    for (uint64_t gi = 0; gi < games; gi++) {
        wm_options o;
        wm_options_init(&o);
        o.seed = seed + gi;
        o.scenario = (int32_t)scenario;
        o.seats = (int32_t)seats;
        o.flags = (uint32_t)flags;
        wm_game *g = NULL;
        wm_status st = wm_new(title, &o, &g);
        if (st != WM_OK) {
            ex_status_error(PROG, "wm_new", st);
            return 1;
        }
        int n = wm_seat_count(g);
        if (pin >= n) {
            fprintf(stderr, PROG ": --seat %ld: the game has %d seats\n", pin, n);
            return 2;
        }
        int me = pin >= 0 ? (int)pin : (int)(gi % (uint64_t)n);
        if (bots || bots_others) {
            /* the same game with the Non-player seats (the seat count and
             * the search's seat do not depend on them) */
            uint32_t all = n >= 32 ? 0xffffffffu : (1u << n) - 1u;
            o.bots = (bots_others ? all : (uint32_t)bots & all) & ~(1u << me);
            wm_free(g);
            g = NULL;
            st = wm_new(title, &o, &g);
            if (st != WM_OK) {
                ex_status_error(PROG, "wm_new (--bots)", st);
                return 1;
            }
        }
        nseats = n < 8 ? n : 8;
        for (unsigned k = 0; k < MOVE_CAP && !wm_is_over(g); k++) {
            int who = wm_to_move(g);
            wm_move m = 0;
            if (who == me) {
                uint64_t b = budget;
                if (per_move) {
                    size_t nl = wm_legal_moves(g, NULL, 0);
                    if (per_move * nl < b)
                        b = per_move * nl;
                }
                double t0 = now();
                st = wm_search_move(g, (uint32_t)b, seed * 1000003u + gi * 7919u + k, &m);
                tsearch += now() - t0;
                searches++;
                playouts += (double)b;
            } else if (vs_bot && who >= 0) {
                st = wm_bot_move(g, &m);
            } else {
                wm_move buf[4096];
                size_t nl = wm_legal_moves(g, buf, 4096);
                if (nl > 4096)
                    nl = 4096;
                m = buf[ex_rng_below(&rng, (uint32_t)nl)];
                st = nl ? WM_OK : WM_EILLEGAL;
            }
            if (st == WM_OK)
                st = wm_apply(g, m);
            if (st != WM_OK) {
                ex_status_error(PROG, "move", st);
                return 1;
            }
        }
        int32_t res[8] = {0};
        wm_outcome(g, res, 8);
        if (me < 8) {
            seat_games[me]++;
            seat_wins[me] += res[me] == WM_WIN;
        }
        if (res[me] == WM_WIN)
            win++;
        else if (res[me] == WM_DRAW)
            draw++;
        else
            loss++;
        wm_free(g);
        if (progress && (gi + 1) % progress == 0)
            fprintf(stderr, "after %llu games: %ld wins, %ld draws, %ld losses; %.1f ms a search\n",
                    (unsigned long long)(gi + 1), win, draw, loss,
                    searches ? 1000.0 * tsearch / (double)searches : 0.0);
    }
    char vsname[48];
    if (bots_others)
        snprintf(vsname, sizeof vsname, "Non-player (--bots others)");
    else if (bots)
        snprintf(vsname, sizeof vsname, "%s, Non-player %#llx", vs_bot ? "bot" : "random", (unsigned long long)bots);
    else
        snprintf(vsname, sizeof vsname, "%s", vs_bot ? "bot" : "random");
    printf("%s scenario %d seats %d flags %#x: search(%llu, %llu a legal move) vs %s: %lu games: %ld wins, %ld draws, %ld losses (%.1f%% wins); "
           "%.0f searches/s, %.0f playouts/s, %.2f ms a search\n",
           ex_title_key(title), (int)scenario, nseats, (unsigned)flags, (unsigned long long)budget,
           (unsigned long long)per_move, vsname,
           (unsigned long)games, win, draw, loss, 100.0 * (double)win / (double)games,
           tsearch > 0 ? (double)searches / tsearch : 0.0,
           tsearch > 0 ? playouts / tsearch : 0.0,
           searches ? 1000.0 * tsearch / (double)searches : 0.0);
    if (nseats > 1) {
        printf("  wins by the search's seat:");
        for (int s = 0; s < nseats; s++)
            printf(" seat %d %ld/%ld", s, seat_wins[s], seat_games[s]);
        printf("\n");
    }
    return 0;
}
