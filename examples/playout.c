/*
 * playout.c - play one seeded game with uniformly random legal moves and
 * print a readable log of it.
 *
 * The whole run is reproducible: the game's dice come from the library's
 * generator seeded with --seed, and the moves are chosen by this program's
 * own SplitMix64 generator seeded from the same value.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "weimar.h"

#define PROG "playout"
#define MOVE_CAP 1000000u

static void usage(FILE *f)
{
    fprintf(f,
            "usage: " PROG " [--title march|ebert|republic|siege|N] [--scenario N]\n"
            "               [--seed N] [--flags N] [--quiet]\n"
            "\n"
            "Plays one game with uniformly random legal moves and prints its log:\n"
            "a header, one line per move (number, deciding seat, prompt, move),\n"
            "the final omniscient view as JSON and, last, the outcome per seat.\n"
            "\n"
            "  --title T     title to play (default march)\n"
            "  --scenario N  scenario id (default 0: the title's default)\n"
            "  --seed N      seed of the game's dice and of the move choices (default 0)\n"
            "  --flags N     wm_options flags, e.g. 1 = external dice, 2 = no history\n"
            "  --quiet       print only the header and the outcome\n"
            "  --help        show this text\n"
            "\n"
            "Exits 0 when the game ends, 1 on an error or if it has not ended\n"
            "after %u moves, 2 on a usage error.\n",
            MOVE_CAP);
}

typedef struct args {
    wm_title title;
    int32_t scenario;
    uint64_t seed;
    uint32_t flags;
    int quiet;
} args;

/* Returns -1 to go on, else the exit status. */
static int parse_args(int argc, char **argv, args *a)
{
    int i;
    a->title = WM_MARCH_OF_PROGRESS;
    a->scenario = 0;
    a->seed = 0;
    a->flags = 0;
    a->quiet = 0;
    for (i = 1; i < argc; i++) {
        int opt = i; /* the option, even once i has moved on to its value */
        const char *val = NULL;
        uint64_t v;
        int r;
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        }
        if (strcmp(argv[i], "--quiet") == 0 || strcmp(argv[i], "-q") == 0) {
            a->quiet = 1;
            continue;
        }
        if ((r = ex_opt_value(argc, argv, &i, "--title", &val)) != 0) {
            if (r < 0 || !ex_parse_title(val, &a->title))
                goto bad;
        } else if ((r = ex_opt_value(argc, argv, &i, "--scenario", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 0, INT32_MAX, &v))
                goto bad;
            a->scenario = (int32_t)v;
        } else if ((r = ex_opt_value(argc, argv, &i, "--seed", &val)) != 0) {
            if (r < 0 || !ex_parse_u64(val, &a->seed))
                goto bad;
        } else if ((r = ex_opt_value(argc, argv, &i, "--flags", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 0, UINT32_MAX, &v))
                goto bad;
            a->flags = (uint32_t)v;
        } else {
            return ex_usage_error(PROG, usage, "unknown argument", argv[i]);
        }
        continue;
    bad:
        return ex_usage_error(PROG, usage, "missing or invalid value for", argv[opt]);
    }
    return -1;
}

static void print_header(const wm_game *g, const args *a)
{
    int seats = wm_seat_count(g), s;
    printf("title:    %s (%d)\n", wm_title_name(wm_game_title(g)), (int)wm_game_title(g));
    if (a->scenario == 0)
        printf("scenario: default\n");
    else
        printf("scenario: %d\n", (int)a->scenario);
    printf("seed:     %llu\n", (unsigned long long)a->seed);
    if (a->flags != 0)
        printf("flags:    0x%x\n", (unsigned)a->flags);
    printf("library:  %s\n", wm_version());
    printf("seats:   ");
    for (s = 0; s < seats; s++)
        printf(" %d=%s", s, ex_seat_label(g, s));
    printf("\n\n");
}

/* Plays the game out; returns 0 on success, 1 on an error. */
static int play_out(wm_game *g, const args *a, wm_move *moves, uint32_t nact, unsigned long *played)
{
    uint64_t rng = ex_rng_seed(a->seed);
    char name[WM_MOVE_NAME_MAX];
    unsigned long n = 0;
    int seats = wm_seat_count(g);

    while (!wm_is_over(g)) {
        int who = wm_to_move(g);
        const char *prompt = wm_prompt(g);
        size_t count;
        wm_move m;
        wm_status st;

        if (n >= MOVE_CAP) {
            fprintf(stderr, PROG ": the game has not ended after %lu moves\n", n);
            *played = n;
            return 1;
        }
        if (who != WM_CHANCE && (who < 0 || who >= seats)) {
            fprintf(stderr, PROG ": library bug: wm_to_move() = %d while the game is not over\n", who);
            *played = n;
            return 1;
        }
        count = wm_legal_moves(g, moves, nact);
        if (count == 0 || count > nact) {
            fprintf(stderr, PROG ": library bug: wm_legal_moves() = %zu (action count %u) at move %lu\n",
                    count, (unsigned)nact, n + 1);
            *played = n;
            return 1;
        }
        m = moves[ex_rng_below(&rng, (uint32_t)count)];
        if (!a->quiet) {
            st = wm_move_name(g, m, name, sizeof name, NULL);
            if (st != WM_OK) {
                ex_status_error(PROG, "wm_move_name", st);
                *played = n;
                return 1;
            }
            printf("%6lu  %-12s %s: %s\n", n + 1, ex_seat_label(g, who), prompt, name);
        }
        st = wm_apply(g, m);
        if (st != WM_OK) {
            fprintf(stderr, PROG ": library bug: wm_apply(%u), a listed legal move, failed at move %lu\n",
                    (unsigned)m, n + 1);
            ex_status_error(PROG, "wm_apply", st);
            *played = n;
            return 1;
        }
        n++;
    }
    *played = n;
    return 0;
}

static int print_end(const wm_game *g, const args *a, unsigned long played)
{
    int seats = wm_seat_count(g), s;
    int32_t *result;
    wm_status st;

    printf("%sgame over after %lu moves\n", a->quiet ? "" : "\n", played);
    st = wm_check(g);
    if (st != WM_OK) {
        ex_status_error(PROG, "library bug: wm_check on the final state", st);
        return 1;
    }
    result = malloc((size_t)(seats > 0 ? seats : 1) * sizeof *result);
    if (result == NULL) {
        fprintf(stderr, PROG ": out of memory\n");
        return 1;
    }
    st = wm_outcome(g, result, (size_t)seats);
    if (st != WM_OK) {
        ex_status_error(PROG, "wm_outcome", st);
        free(result);
        return 1;
    }
    if (!a->quiet) {
        char *json = ex_json_view(g, WM_OMNISCIENT, &st);
        if (json == NULL) {
            ex_status_error(PROG, "wm_to_json", st);
            free(result);
            return 1;
        }
        printf("final view (omniscient):\n%s\n", json);
        free(json);
    }
    /* The outcome comes last, on one line, so `tail -n 1` shows it. */
    printf("outcome after %lu moves:", played);
    for (s = 0; s < seats; s++)
        printf(" %s %s%s", ex_seat_label(g, s), ex_outcome_word(result[s]), s + 1 < seats ? "," : "\n");
    free(result);
    return 0;
}

int main(int argc, char **argv)
{
    args a;
    wm_options opts;
    wm_game *g = NULL;
    wm_move *moves = NULL;
    uint32_t nact;
    unsigned long played = 0;
    wm_status st;
    int rc;

    rc = parse_args(argc, argv, &a);
    if (rc >= 0)
        return rc;
    if (!wm_title_available(a.title)) {
        const char *name = wm_title_name(a.title);
        fprintf(stderr, PROG ": title %d (%s) is not available in this build\n", (int)a.title,
                name != NULL ? name : "unknown");
        return 2;
    }

    wm_options_init(&opts);
    opts.seed = a.seed;
    opts.scenario = a.scenario;
    opts.flags = a.flags;
    st = wm_new(a.title, &opts, &g);
    if (st != WM_OK) {
        ex_status_error(PROG, "wm_new", st);
        return st == WM_EINVAL ? 2 : 1;
    }

    nact = wm_action_count(g);
    moves = nact > 0 ? malloc((size_t)nact * sizeof *moves) : NULL;
    if (moves == NULL) {
        fprintf(stderr, PROG ": %s\n", nact > 0 ? "out of memory" : "library bug: wm_action_count() = 0");
        wm_free(g);
        return 1;
    }

    print_header(g, &a);
    rc = play_out(g, &a, moves, nact, &played);
    if (rc == 0)
        rc = print_end(g, &a, played);
    if (fflush(stdout) != 0 || ferror(stdout)) {
        fprintf(stderr, PROG ": error writing the log\n");
        rc = 1;
    }
    free(moves);
    wm_free(g);
    return rc;
}
