/*
 * winrate.c - how often each seat wins when every seat follows the same
 * policy: uniformly random legal moves, or wm_bot_move().
 *
 * For a cooperative title (all seats share one result) this is the win
 * rate of the table; for a competitive title it shows how balanced a
 * scenario is under each policy.  Chance decisions (WM_OPT_EXTERNAL_DICE)
 * are always taken at random.  Everything is seeded and reproducible.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "weimar.h"

#define PROG "winrate"
#define MOVE_CAP 1000000u
#define MAX_SEATS 8

static void usage(FILE *f)
{
    fprintf(f, "usage: " PROG " [--title march|ebert|republic|siege|N] [--scenario N]\n"
               "               [--flags N] [--games N] [--seed N] [--policy random|bot|both]\n"
               "\n"
               "Plays --games games per policy in which every seat follows the policy\n"
               "and prints, per seat, wins, draws and losses.\n"
               "\n"
               "  --title T     title (default march)\n"
               "  --scenario N  scenario id (default 0: every scenario of the title)\n"
               "  --flags N     wm_options flags (title flags included)\n"
               "  --games N     games per policy (default 1000)\n"
               "  --seed N      first seed (default 1)\n"
               "  --policy P    random, bot or both (default both)\n"
               "\n"
               "Exits 0, 1 on an error, 2 on a usage error.\n");
}

typedef struct tally {
    long games, moves;
    long win[MAX_SEATS], draw[MAX_SEATS], loss[MAX_SEATS];
} tally;

/* Plays one game; returns 0, or 1 on an error. */
static int play(wm_game *g, int use_bot, uint64_t *rng, wm_move *buf, uint32_t cap, tally *t)
{
    unsigned long n = 0;
    while (!wm_is_over(g)) {
        wm_move m;
        wm_status st;
        if (n++ >= MOVE_CAP) {
            fprintf(stderr, PROG ": a game did not end after %u moves\n", MOVE_CAP);
            return 1;
        }
        if (use_bot && wm_to_move(g) != WM_CHANCE) {
            st = wm_bot_move(g, &m);
            if (st != WM_OK) {
                ex_status_error(PROG, "wm_bot_move", st);
                return 1;
            }
        } else {
            size_t k = wm_legal_moves(g, buf, cap);
            if (k == 0 || k > cap) {
                fprintf(stderr, PROG ": wm_legal_moves returned %zu moves\n", k);
                return 1;
            }
            m = buf[ex_rng_below(rng, (uint32_t)k)];
        }
        st = wm_apply(g, m);
        if (st != WM_OK) {
            ex_status_error(PROG, "wm_apply", st);
            return 1;
        }
    }
    int32_t res[MAX_SEATS];
    wm_status st = wm_outcome(g, res, MAX_SEATS);
    if (st != WM_OK) {
        ex_status_error(PROG, "wm_outcome", st);
        return 1;
    }
    int seats = wm_seat_count(g);
    for (int s = 0; s < seats && s < MAX_SEATS; s++) {
        t->win[s] += res[s] == WM_WIN;
        t->draw[s] += res[s] == WM_DRAW;
        t->loss[s] += res[s] == WM_LOSS;
    }
    t->games++;
    t->moves += (long)n;
    return 0;
}

/* Runs one scenario and policy; returns 0, 1 on an error, -1 if the
 * scenario does not exist. */
static int run(wm_title title, int32_t scenario, uint32_t flags, long games, uint64_t seed,
               int use_bot)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = scenario;
    o.flags = flags | WM_OPT_NO_HISTORY;
    wm_game *g = NULL;
    wm_status st = wm_new(title, &o, &g);
    if (st == WM_EINVAL && scenario > 1)
        return -1;
    if (st != WM_OK) {
        ex_status_error(PROG, "wm_new", st);
        return 1;
    }
    uint32_t cap = wm_action_count(g);
    wm_move *buf = malloc((size_t)cap * sizeof *buf);
    if (!buf) {
        fprintf(stderr, PROG ": out of memory\n");
        wm_free(g);
        return 1;
    }
    tally t;
    memset(&t, 0, sizeof t);
    int rc = 0;
    for (long i = 0; i < games && rc == 0; i++) {
        o.seed = seed + (uint64_t)i;
        wm_game *next = NULL;
        st = wm_new(title, &o, &next);
        if (st != WM_OK) {
            ex_status_error(PROG, "wm_new", st);
            rc = 1;
            break;
        }
        wm_free(g);
        g = next;
        uint64_t rng = ex_rng_seed(o.seed ^ (use_bot ? 0x5eedu : 0));
        rc = play(g, use_bot, &rng, buf, cap, &t);
    }
    if (rc == 0) {
        printf("%-8s scenario %2d flags %#07x %-6s %6ld games, mean %6.1f moves:",
               ex_title_key(title), (int)scenario, (unsigned)flags, use_bot ? "bot" : "random",
               t.games, t.games ? (double)t.moves / (double)t.games : 0.0);
        int seats = wm_seat_count(g);
        for (int s = 0; s < seats && s < MAX_SEATS; s++)
            printf("  %s %.1f%% W/%.1f%% D", ex_seat_label(g, s),
                   100.0 * (double)t.win[s] / (double)t.games,
                   100.0 * (double)t.draw[s] / (double)t.games);
        printf("\n");
        fflush(stdout);
    }
    wm_free(g);
    free(buf);
    return rc;
}

int main(int argc, char **argv)
{
    wm_title title = WM_MARCH_OF_PROGRESS;
    int32_t scenario = 0;
    uint32_t flags = 0;
    uint64_t games = 1000, seed = 1, v;
    int policies = 3; /* bit 0 random, bit 1 bot */
    for (int i = 1; i < argc; i++) {
        int opt = i; /* the option, even once i has moved on to its value */
        const char *val = NULL;
        int r;
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        }
        if ((r = ex_opt_value(argc, argv, &i, "--title", &val)) != 0) {
            if (r < 0 || !ex_parse_title(val, &title))
                goto bad;
        } else if ((r = ex_opt_value(argc, argv, &i, "--scenario", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 0, INT32_MAX, &v))
                goto bad;
            scenario = (int32_t)v;
        } else if ((r = ex_opt_value(argc, argv, &i, "--flags", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 0, UINT32_MAX, &v))
                goto bad;
            flags = (uint32_t)v;
        } else if ((r = ex_opt_value(argc, argv, &i, "--games", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 1, 100000000, &games))
                goto bad;
        } else if ((r = ex_opt_value(argc, argv, &i, "--seed", &val)) != 0) {
            if (r < 0 || !ex_parse_u64(val, &seed))
                goto bad;
        } else if ((r = ex_opt_value(argc, argv, &i, "--policy", &val)) != 0) {
            if (r < 0)
                goto bad;
            if (strcmp(val, "random") == 0)
                policies = 1;
            else if (strcmp(val, "bot") == 0)
                policies = 2;
            else if (strcmp(val, "both") == 0)
                policies = 3;
            else
                goto bad;
        } else {
            return ex_usage_error(PROG, usage, "unknown argument", argv[i]);
        }
        continue;
    bad:
        return ex_usage_error(PROG, usage, "missing or invalid value for", argv[opt]);
    }
    if (!wm_title_available(title)) {
        fprintf(stderr, PROG ": title %d is not available in this build\n", (int)title);
        return 1;
    }
    int32_t first = scenario ? scenario : 1, last = scenario ? scenario : INT32_MAX;
    for (int32_t s = first; s <= last; s++) {
        for (int p = 0; p < 2; p++) {
            if (!(policies & (1 << p)))
                continue;
            int rc = run(title, s, flags, (long)games, seed, p);
            if (rc < 0)
                return 0;
            if (rc > 0)
                return 1;
        }
    }
    return 0;
}
