/*
 * bench.c - measure libweimar: random playouts and the cost of the basic
 * operations, for every available title and scenario.
 *
 * Each measurement runs for a fixed wall-clock time (CLOCK_MONOTONIC):
 * about 0.5 s by default, 0.05 s with --quick.  Results are printed as two
 * tables, then one machine-readable "BENCH" line per title and scenario.
 */
#define _POSIX_C_SOURCE 200809L

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

#include "common.h"
#include "weimar.h"

#define PROG "bench"
#define MOVE_CAP 1000000ul  /* a playout longer than this is a library bug */
#define NPOS 64             /* positions sampled for legal-move and hash timing */
#define BATCH 64            /* calls between two clock readings */
#define ALLOC_GAMES 4       /* playouts run under the counting allocator */
#define MAX_SCENARIOS 1000  /* safety stop for the scenario scan */

static void usage(FILE *f)
{
    fprintf(f, "usage: " PROG " [--seconds S] [--quick] [--title T] [--models]\n"
               "\n"
               "Measures every available title and scenario: random playouts (moves/s,\n"
               "games/s, moves per game, heap allocations per move) with a new game per\n"
               "playout, with WM_OPT_NO_HISTORY, and with a scratch game reset by\n"
                "wm_copy; ns per call of wm_clone+wm_free, wm_copy, wm_save,\n"
                "wm_load, wm_legal_moves, wm_hash and wm_observe; and the time to derive\n"
                "the game log of one whole random game (wm_log_new); with the shipped\n"
                "models (models/), us per leaf evaluation and per search iteration.\n"
               "\n"
               "  --seconds S  time per measurement in seconds (default 0.5)\n"
               "  --quick      0.05 s per measurement (for make check)\n"
               "  --title T    only this title (march|ebert|republic|siege|N)\n"
               "  --models     only the shipped models' section\n"
               "  --help       show this text\n");
}

static volatile uint64_t sink; /* keeps measured results alive */

static double now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

/* The random policy's generator: SplitMix64 and a multiply-shift range
 * reduction (bias below 2^-32, irrelevant here). */
static inline uint32_t fast_below(uint64_t *rng, size_t n)
{
    return (uint32_t)(((ex_rng_next(rng) >> 32) * (uint64_t)n) >> 32);
}

/* ------------------------------------------------------------------ */
/* Counting allocator (wm_options.alloc).                                */
/* ------------------------------------------------------------------ */

typedef struct alloc_count {
    uint64_t calls;  /* allocations and resizes (nsize > 0) */
    uint64_t frees;
    int64_t live;    /* bytes outstanding, from the sizes the library reports */
    int bad_osize;   /* a free or resize of a NULL block claimed osize > 0 */
} alloc_count;

static void *counting_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    alloc_count *c = ud;
    void *p;
    if (ptr == NULL && osize != 0)
        c->bad_osize = 1;
    if (nsize == 0) {
        if (ptr != NULL) {
            c->frees++;
            c->live -= (int64_t)osize;
        }
        free(ptr);
        return NULL;
    }
    p = realloc(ptr, nsize);
    if (p != NULL) {
        c->calls++;
        c->live += (int64_t)nsize - (int64_t)osize;
    }
    return p;
}

/* ------------------------------------------------------------------ */
/* Random playouts.                                                      */
/* ------------------------------------------------------------------ */

typedef struct ctx {
    wm_title title;
    int32_t scenario;
    wm_move *buf;  /* wm_action_count() moves, allocated once per scenario */
    size_t cap;
    double seconds;
    uint64_t rng;
    int failed;
} ctx;

static void fail_status(ctx *c, const char *what, wm_status st)
{
    fprintf(stderr, PROG ": %s scenario %d: %s: %s (%d)\n", ex_title_key(c->title), (int)c->scenario,
            what, wm_strerror(st), (int)st);
    c->failed = 1;
}

static void fail_text(ctx *c, const char *what)
{
    fprintf(stderr, PROG ": %s scenario %d: %s\n", ex_title_key(c->title), (int)c->scenario, what);
    c->failed = 1;
}

/* Plays g to its end with uniformly random legal moves.  Returns the number
 * of moves, with c->failed set on an error. */
static unsigned long playout(ctx *c, wm_game *g)
{
    unsigned long n = 0;
    for (;;) {
        size_t k = wm_legal_moves(g, c->buf, c->cap);
        wm_status st;
        if (k == 0)
            break;
        if (k > c->cap) {
            fail_text(c, "library bug: wm_legal_moves() lists more moves than wm_action_count()");
            return n;
        }
        st = wm_apply(g, c->buf[fast_below(&c->rng, k)]);
        if (st != WM_OK) {
            fail_status(c, "library bug: wm_apply of a listed legal move", st);
            return n;
        }
        if (++n >= MOVE_CAP) {
            fail_text(c, "a random game did not end within 1000000 moves");
            return n;
        }
    }
    if (!wm_is_over(g))
        fail_text(c, "library bug: no legal moves but wm_is_over() = 0");
    return n;
}

enum { V_NEW, V_NEW_NOHIST, V_COPY_NOHIST, NVARIANTS };
static const char *const variant_name[NVARIANTS] = {"new", "new+nohist", "copy+nohist"};
static const char *const variant_key[NVARIANTS] = {"", "_nohist", "_copy"};

typedef struct playout_result {
    double moves_per_sec, games_per_sec, mean_moves, allocs_per_move;
} playout_result;

static void make_opts(const ctx *c, wm_options *o, uint32_t flags, uint64_t seed, alloc_count *ac)
{
    wm_options_init(o);
    o->scenario = c->scenario;
    o->flags = flags;
    o->seed = seed;
    if (ac != NULL) {
        o->alloc = counting_alloc;
        o->alloc_ud = ac;
    }
}

/* Runs playouts of one variant for @p games games (0: for c->seconds). */
static void run_playouts(ctx *c, int variant, unsigned long games, alloc_count *ac, unsigned long *out_games,
                         unsigned long *out_moves, double *out_secs)
{
    uint32_t flags = variant == V_NEW ? 0u : WM_OPT_NO_HISTORY;
    wm_options o;
    wm_game *start = NULL, *scratch = NULL;
    unsigned long ngames = 0, nmoves = 0;
    uint64_t seed = 1;
    double t0, t = 0.0;
    wm_status st;

    if (variant == V_COPY_NOHIST) {
        make_opts(c, &o, flags, seed, ac);
        st = wm_new(c->title, &o, &start);
        if (st == WM_OK)
            st = wm_clone(start, &scratch);
        if (st != WM_OK) {
            fail_status(c, "wm_new/wm_clone", st);
            goto done;
        }
        if (ac != NULL) {
            /* Warm up (one playout), then count only the steady state. */
            st = wm_copy(scratch, start);
            if (st != WM_OK) {
                fail_status(c, "wm_copy", st);
                goto done;
            }
            (void)playout(c, scratch);
            ac->calls = 0;
        }
    }

    t0 = now();
    while (!c->failed) {
        if (variant == V_COPY_NOHIST) {
            st = wm_copy(scratch, start);
            if (st != WM_OK) {
                fail_status(c, "wm_copy", st);
                break;
            }
            nmoves += playout(c, scratch);
        } else {
            wm_game *g = NULL;
            make_opts(c, &o, flags, seed++, ac);
            st = wm_new(c->title, &o, &g);
            if (st != WM_OK) {
                fail_status(c, "wm_new", st);
                break;
            }
            nmoves += playout(c, g);
            wm_free(g);
        }
        ngames++;
        if (games > 0) {
            if (ngames >= games)
                break;
        } else if ((t = now() - t0) >= c->seconds) {
            break;
        }
    }
    if (games > 0)
        t = now() - t0;
done:
    wm_free(scratch);
    wm_free(start);
    *out_games = ngames;
    *out_moves = nmoves;
    *out_secs = t;
}

static void measure_playouts(ctx *c, int variant, playout_result *r)
{
    unsigned long games = 0, moves = 0;
    double secs = 0.0;
    alloc_count ac;

    run_playouts(c, variant, 0, NULL, &games, &moves, &secs);
    if (c->failed)
        return;
    r->moves_per_sec = secs > 0.0 ? (double)moves / secs : 0.0;
    r->games_per_sec = secs > 0.0 ? (double)games / secs : 0.0;
    r->mean_moves = games > 0 ? (double)moves / (double)games : 0.0;

    memset(&ac, 0, sizeof ac);
    run_playouts(c, variant, ALLOC_GAMES, &ac, &games, &moves, &secs);
    if (c->failed)
        return;
    r->allocs_per_move = moves > 0 ? (double)ac.calls / (double)moves : 0.0;
    if (ac.live != 0 || ac.bad_osize) {
        fprintf(stderr,
                PROG ": %s scenario %d: library bug: allocator hook accounting is off after freeing every "
                     "game (%lld bytes outstanding%s)\n",
                ex_title_key(c->title), (int)c->scenario, (long long)ac.live,
                ac.bad_osize ? ", osize > 0 with a NULL block" : "");
        c->failed = 1;
    }
}

/* All seats run by the title's Non-player rules (wm_options.bots, where
 * the title accepts it: The Weimar Republic's §8): wm_new plays the whole
 * game.  Games per second and allocations per game (the handle's own
 * allocation; the Non-player turns allocate nothing).  0 when the title
 * has no Non-player rules. */
typedef struct np_result {
    double games_per_sec, allocs_per_game;
    unsigned long games;
} np_result;

static void measure_np(ctx *c, int seats, np_result *r)
{
    wm_options o;
    alloc_count ac;
    uint64_t seed = 1;
    unsigned long n = 0;
    double t0, t = 0.0;
    memset(r, 0, sizeof *r);
    make_opts(c, &o, WM_OPT_NO_HISTORY, seed, NULL);
    o.bots = seats >= 1 && seats < 32 ? (1u << seats) - 1u : 0u;
    wm_game *g = NULL;
    if (!o.bots || wm_new(c->title, &o, &g) != WM_OK)
        return; /* no Non-player rules */
    wm_free(g);
    t0 = now();
    do {
        o.seed = seed++;
        if (wm_new(c->title, &o, &g) != WM_OK) {
            fail_text(c, "wm_new with every seat Non-player failed");
            return;
        }
        if (!wm_is_over(g)) {
            wm_free(g);
            fail_text(c, "library bug: a game with every seat Non-player did not end inside wm_new");
            return;
        }
        wm_free(g);
        n++;
    } while ((t = now() - t0) < c->seconds);
    r->games = n;
    r->games_per_sec = t > 0.0 ? (double)n / t : 0.0;
    memset(&ac, 0, sizeof ac);
    uint32_t bots = o.bots;
    for (unsigned long i = 0; i < ALLOC_GAMES; i++) {
        make_opts(c, &o, WM_OPT_NO_HISTORY, seed++, &ac);
        o.bots = bots;
        if (wm_new(c->title, &o, &g) != WM_OK) {
            fail_text(c, "wm_new with every seat Non-player failed");
            return;
        }
        wm_free(g);
    }
    r->allocs_per_game = (double)ac.calls / (double)ALLOC_GAMES;
}

/* ------------------------------------------------------------------ */
/* Operations on fixed positions.                                       */
/* ------------------------------------------------------------------ */

typedef struct op_result {
    double clone_ns, copy_ns, save_ns, load_ns, legal_ns, hash_ns;
    double observe_ns; /* wm_observe (1.2), seat 0; 0 when the title has none */
    size_t save_bytes, state_bytes;
    int npos;
    double log_us;            /* wm_log_new + wm_log_free of a whole game (omniscient) */
    size_t log_moves, log_entries, log_bytes;
} op_result;

/* A game with history, played randomly for @p moves moves (or to its end). */
static wm_game *midgame(ctx *c, unsigned long moves)
{
    wm_options o;
    wm_game *g = NULL;
    unsigned long i;
    wm_status st;
    make_opts(c, &o, 0, 12345, NULL);
    st = wm_new(c->title, &o, &g);
    if (st != WM_OK) {
        fail_status(c, "wm_new", st);
        return NULL;
    }
    for (i = 0; i < moves; i++) {
        size_t k = wm_legal_moves(g, c->buf, c->cap);
        if (k == 0 || k > c->cap)
            break;
        st = wm_apply(g, c->buf[fast_below(&c->rng, k)]);
        if (st != WM_OK) {
            fail_status(c, "library bug: wm_apply of a listed legal move", st);
            wm_free(g);
            return NULL;
        }
    }
    return g;
}

/* Reservoir-samples up to NPOS positions where a decision is pending, from a
 * few random games.  Returns how many were sampled into pos[]. */
static int sample_positions(ctx *c, wm_game **pos)
{
    wm_options o;
    wm_game *start = NULL, *walk = NULL;
    unsigned long seen = 0;
    int npos = 0, game;
    wm_status st;

    make_opts(c, &o, WM_OPT_NO_HISTORY, 777, NULL);
    st = wm_new(c->title, &o, &start);
    if (st == WM_OK)
        st = wm_clone(start, &walk);
    if (st != WM_OK) {
        fail_status(c, "wm_new/wm_clone", st);
        goto done;
    }
    for (game = 0; game < 4 && !c->failed; game++) {
        unsigned long n = 0;
        st = wm_copy(walk, start);
        if (st != WM_OK) {
            fail_status(c, "wm_copy", st);
            break;
        }
        for (;;) {
            size_t k = wm_legal_moves(walk, c->buf, c->cap);
            unsigned long slot;
            if (k == 0 || k > c->cap || n++ >= MOVE_CAP)
                break;
            slot = seen < NPOS ? seen : (unsigned long)ex_rng_below(&c->rng, (uint32_t)(seen < UINT32_MAX ? seen + 1 : UINT32_MAX));
            seen++;
            if (slot < NPOS) {
                if (pos[slot] == NULL) {
                    st = wm_clone(walk, &pos[slot]);
                    npos++;
                } else {
                    st = wm_copy(pos[slot], walk);
                }
                if (st != WM_OK) {
                    fail_status(c, "wm_clone/wm_copy", st);
                    break;
                }
            }
            st = wm_apply(walk, c->buf[fast_below(&c->rng, k)]);
            if (st != WM_OK) {
                fail_status(c, "library bug: wm_apply of a listed legal move", st);
                break;
            }
        }
    }
done:
    wm_free(walk);
    wm_free(start);
    return npos;
}

static void measure_ops(ctx *c, double mean_moves, op_result *r)
{
    wm_game *g = NULL, *dst = NULL;
    wm_game *pos[NPOS];
    wm_game *loaded[BATCH];
    unsigned char *save = NULL;
    size_t len = 0, len2 = 0;
    double t0, t, busy;
    unsigned long n;
    int i, j;
    wm_status st;

    memset(pos, 0, sizeof pos);
    memset(loaded, 0, sizeof loaded);

    g = midgame(c, (unsigned long)(mean_moves / 2.0));
    if (g == NULL)
        return;
    r->state_bytes = wm_state_size(g);

    /* wm_clone + wm_free */
    t0 = now();
    n = 0;
    do {
        for (i = 0; i < BATCH; i++) {
            wm_game *k = NULL;
            st = wm_clone(g, &k);
            if (st != WM_OK) {
                fail_status(c, "wm_clone", st);
                goto done;
            }
            sink += (uint64_t)(uintptr_t)k;
            wm_free(k);
        }
        n += BATCH;
    } while ((t = now() - t0) < c->seconds);
    r->clone_ns = t * 1e9 / (double)n;

    /* wm_copy */
    st = wm_clone(g, &dst);
    if (st != WM_OK) {
        fail_status(c, "wm_clone", st);
        goto done;
    }
    t0 = now();
    n = 0;
    do {
        for (i = 0; i < BATCH; i++) {
            st = wm_copy(dst, g);
            if (st != WM_OK) {
                fail_status(c, "wm_copy", st);
                goto done;
            }
        }
        n += BATCH;
    } while ((t = now() - t0) < c->seconds);
    r->copy_ns = t * 1e9 / (double)n;
    if (wm_hash(dst) != wm_hash(g))
        fail_text(c, "library bug: wm_hash differs after wm_copy");

    /* wm_save */
    st = wm_save(g, NULL, 0, &len);
    if (st != WM_ERANGE && st != WM_OK) {
        fail_status(c, "wm_save (size query)", st);
        goto done;
    }
    save = malloc(len > 0 ? len : 1);
    if (save == NULL) {
        fail_text(c, "out of memory");
        goto done;
    }
    r->save_bytes = len;
    t0 = now();
    n = 0;
    do {
        for (i = 0; i < BATCH; i++) {
            st = wm_save(g, save, len, &len2);
            if (st != WM_OK || len2 != len) {
                fail_status(c, st != WM_OK ? "wm_save" : "library bug: wm_save size changed", st);
                goto done;
            }
        }
        n += BATCH;
    } while ((t = now() - t0) < c->seconds);
    r->save_ns = t * 1e9 / (double)n;

    /* wm_load: the batch's frees are not timed */
    t0 = now();
    busy = 0.0;
    n = 0;
    do {
        double b0 = now();
        for (i = 0; i < BATCH; i++) {
            st = wm_load(save, len, &loaded[i]);
            if (st != WM_OK) {
                fail_status(c, "library bug: wm_load of a wm_save", st);
                goto done;
            }
        }
        busy += now() - b0;
        if (wm_hash(loaded[0]) != wm_hash(g)) {
            fail_text(c, "library bug: wm_hash differs after a wm_save/wm_load round trip");
            goto done;
        }
        for (i = 0; i < BATCH; i++) {
            wm_free(loaded[i]);
            loaded[i] = NULL;
        }
        n += BATCH;
    } while (now() - t0 < c->seconds);
    r->load_ns = busy * 1e9 / (double)n;

    /* The game log: derived by replaying a whole random game's history. */
    {
        wm_game *whole = midgame(c, MOVE_CAP);
        wm_log *lg = NULL;
        if (whole == NULL)
            goto done;
        st = wm_log_new(whole, WM_OMNISCIENT, 0, &lg);
        if (st != WM_OK) {
            fail_status(c, "wm_log_new", st);
            wm_free(whole);
            goto done;
        }
        r->log_moves = wm_history(whole, NULL, 0);
        r->log_entries = wm_log_count(lg);
        wm_log_to_json(lg, NULL, 0, &r->log_bytes);
        wm_log_free(lg);
        t0 = now();
        n = 0;
        do {
            st = wm_log_new(whole, WM_OMNISCIENT, 0, &lg);
            if (st != WM_OK) {
                fail_status(c, "wm_log_new", st);
                break;
            }
            sink += wm_log_count(lg);
            wm_log_free(lg);
            n++;
        } while ((t = now() - t0) < c->seconds);
        r->log_us = n ? t * 1e6 / (double)n : 0.0;
        wm_free(whole);
        if (c->failed)
            goto done;
    }

    /* wm_legal_moves and wm_hash over sampled positions */
    r->npos = sample_positions(c, pos);
    if (c->failed)
        goto done;
    if (r->npos == 0) {
        fail_text(c, "no position with a pending decision to sample");
        goto done;
    }
    j = 0;
    t0 = now();
    n = 0;
    do {
        for (i = 0; i < BATCH; i++) {
            sink += wm_legal_moves(pos[j], c->buf, c->cap);
            if (++j == r->npos)
                j = 0;
        }
        n += BATCH;
    } while ((t = now() - t0) < c->seconds);
    r->legal_ns = t * 1e9 / (double)n;

    j = 0;
    t0 = now();
    n = 0;
    do {
        for (i = 0; i < BATCH; i++) {
            sink += wm_hash(pos[j]);
            if (++j == r->npos)
                j = 0;
        }
        n += BATCH;
    } while ((t = now() - t0) < c->seconds);
    r->hash_ns = t * 1e9 / (double)n;

    /* wm_observe into a caller buffer (doc/ai.md), seat 0 */
    {
        size_t on = wm_observation_size(pos[0]);
        float *obs = on ? malloc(on * sizeof *obs) : NULL;
        r->observe_ns = 0;
        if (obs) {
            j = 0;
            t0 = now();
            n = 0;
            do {
                for (i = 0; i < BATCH; i++) {
                    if (wm_observe(pos[j], 0, obs, on) != WM_OK)
                        fail_text(c, "wm_observe failed");
                    sink += (uint64_t)obs[(size_t)j % on];
                    if (++j == r->npos)
                        j = 0;
                }
                n += BATCH;
            } while ((t = now() - t0) < c->seconds);
            r->observe_ns = t * 1e9 / (double)n;
            free(obs);
        }
    }

done:
    for (i = 0; i < BATCH; i++)
        wm_free(loaded[i]);
    for (i = 0; i < NPOS; i++)
        wm_free(pos[i]);
    free(save);
    wm_free(dst);
    wm_free(g);
}

/* ------------------------------------------------------------------ */
/* Driver.                                                              */
/* ------------------------------------------------------------------ */

typedef struct result {
    wm_title title;
    int32_t scenario;
    int seats;
    uint32_t actions;
    playout_result p[NVARIANTS];
    np_result np;
    op_result op;
    double batch_mps[2]; /* wm_batch_step on 1 and 2 threads: moves per second (wall clock) */
} result;

typedef struct results {
    result *v;
    size_t n, cap;
} results;

static result *add_result(results *rs)
{
    if (rs->n == rs->cap) {
        size_t cap = rs->cap > 0 ? rs->cap * 2 : 16;
        result *v = realloc(rs->v, cap * sizeof *v);
        if (v == NULL)
            return NULL;
        rs->v = v;
        rs->cap = cap;
    }
    memset(&rs->v[rs->n], 0, sizeof rs->v[rs->n]);
    return &rs->v[rs->n++];
}

/* Batches (wm_batch_*): BATCH_GAMES games of the scenario stepped together
 * for c->seconds, each step a random legal move per game picked from the
 * legal-move mask, with the observations of the seats to move written
 * (what a learning loop reads).  Moves per second of wall-clock time on
 * `threads` threads. */
#define BATCH_GAMES 256
static double measure_batch(ctx *c, unsigned threads)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = c->scenario;
    o.seed = 1;
    wm_batch *b = NULL;
    wm_status st = wm_batch_new(c->title, &o, BATCH_GAMES, &b);
    if (st != WM_OK) {
        fail_status(c, "wm_batch_new", st);
        return 0.0;
    }
    if ((st = wm_batch_set_threads(b, threads)) != WM_OK) {
        wm_batch_free(b);
        return 0.0; /* a build without threads: no figure */
    }
    const wm_game *g = wm_batch_game(b, 0);
    size_t a = wm_action_count(g), osz = wm_observation_size(g), seats = (size_t)wm_seat_count(g);
    int32_t *to_move = malloc(BATCH_GAMES * sizeof *to_move), *outcome = malloc(BATCH_GAMES * seats * sizeof *outcome);
    uint8_t *mask = malloc(BATCH_GAMES * a), *done = malloc(BATCH_GAMES);
    float *obs = malloc(BATCH_GAMES * (osz ? osz : 1) * sizeof *obs);
    wm_move *moves = malloc(BATCH_GAMES * sizeof *moves);
    double rate = 0.0;
    if (!to_move || !outcome || !mask || !done || !obs || !moves) {
        fail_text(c, "out of memory");
        goto out;
    }
    wm_batch_bind(b, to_move, mask, obs, outcome, done);
    unsigned long steps = 0;
    double t0 = now(), t = 0.0;
    do {
        for (size_t i = 0; i < BATCH_GAMES; i++) {
            const uint8_t *m = mask + i * a;
            size_t k = 0;
            for (size_t j = 0; j < a; j++)
                k += m[j];
            size_t want = k ? fast_below(&c->rng, k) : 0;
            moves[i] = 0;
            for (size_t j = 0; j < a; j++)
                if (m[j] && want-- == 0) {
                    moves[i] = (wm_move)j;
                    break;
                }
        }
        if ((st = wm_batch_step(b, moves, BATCH_GAMES, NULL)) != WM_OK) {
            fail_status(c, "wm_batch_step", st);
            goto out;
        }
        steps++;
        t = now() - t0;
    } while (t < c->seconds);
    rate = t > 0.0 ? (double)steps * BATCH_GAMES / t : 0.0;
out:
    free(to_move);
    free(outcome);
    free(mask);
    free(done);
    free(obs);
    free(moves);
    wm_batch_free(b);
    return rate;
}

/* Measures one scenario; returns 0, or 1 on a failure. */
static int bench_scenario(ctx *c, const wm_game *probe, result *r)
{
    int v;
    r->title = c->title;
    r->scenario = c->scenario;
    r->seats = wm_seat_count(probe);
    r->actions = wm_action_count(probe);
    c->cap = r->actions;
    c->buf = malloc((c->cap > 0 ? c->cap : 1) * sizeof *c->buf);
    if (c->buf == NULL) {
        fail_text(c, "out of memory");
        return 1;
    }
    if (c->cap == 0)
        fail_text(c, "library bug: wm_action_count() = 0");
    for (v = 0; v < NVARIANTS && !c->failed; v++)
        measure_playouts(c, v, &r->p[v]);
    if (!c->failed)
        measure_np(c, r->seats, &r->np);
    if (!c->failed)
        measure_ops(c, r->p[V_NEW].mean_moves, &r->op);
    for (unsigned t = 1; t <= 2 && !c->failed; t++)
        r->batch_mps[t - 1] = measure_batch(c, t);
    free(c->buf);
    c->buf = NULL;
    return c->failed;
}

static void print_results(const results *rs)
{
    size_t i;
    int v, nonzero = 0;

    printf("\nRandom playouts\n");
    printf("%-8s %4s %-12s %14s %12s %11s %12s\n", "title", "scn", "variant", "moves/s", "games/s",
           "moves/game", "allocs/move");
    for (i = 0; i < rs->n; i++) {
        const result *r = &rs->v[i];
        for (v = 0; v < NVARIANTS; v++)
            printf("%-8s %4d %-12s %14.0f %12.1f %11.1f %12.4f\n", ex_title_key(r->title), (int)r->scenario,
                   variant_name[v], r->p[v].moves_per_sec, r->p[v].games_per_sec, r->p[v].mean_moves,
                   r->p[v].allocs_per_move);
    }

    int any_np = 0;
    for (i = 0; i < rs->n; i++)
        any_np |= rs->v[i].np.games > 0;
    if (any_np) {
        printf("\nNon-player playouts (every seat run by the title's Non-player rules: wm_new plays the game;\n"
               "WM_OPT_NO_HISTORY)\n");
        printf("%-8s %4s %12s %14s\n", "title", "scn", "games/s", "allocs/game");
        for (i = 0; i < rs->n; i++)
            if (rs->v[i].np.games > 0)
                printf("%-8s %4d %12.1f %14.2f\n", ex_title_key(rs->v[i].title), (int)rs->v[i].scenario,
                       rs->v[i].np.games_per_sec, rs->v[i].np.allocs_per_game);
    }

    printf("\nOperations (ns per call; clone includes wm_free; legal/hash/observe over sampled positions)\n");
    printf("%-8s %4s %5s %7s %7s %7s %8s %8s %8s %8s %8s %8s %8s\n", "title", "scn", "seats", "actions", "state B",
           "save B", "clone", "copy", "save", "load", "legal", "hash", "observe");
    for (i = 0; i < rs->n; i++) {
        const result *r = &rs->v[i];
        printf("%-8s %4d %5d %7u %7zu %7zu %8.0f %8.1f %8.0f %8.0f %8.1f %8.1f %8.1f\n", ex_title_key(r->title),
               (int)r->scenario, r->seats, (unsigned)r->actions, r->op.state_bytes, r->op.save_bytes,
               r->op.clone_ns, r->op.copy_ns, r->op.save_ns, r->op.load_ns, r->op.legal_ns, r->op.hash_ns,
               r->op.observe_ns);
    }

    printf("\nBatches (wm_batch_step of %d games, a random legal move a game picked from the legal-move mask,\n"
           "observations of the seats to move written; moves per second of wall-clock time)\n",
           BATCH_GAMES);
    printf("%-8s %4s %14s %14s\n", "title", "scn", "1 thread", "2 threads");
    for (i = 0; i < rs->n; i++)
        printf("%-8s %4d %14.0f %14.0f\n", ex_title_key(rs->v[i].title), (int)rs->v[i].scenario, rs->v[i].batch_mps[0],
               rs->v[i].batch_mps[1]);
    printf("\nGame log (wm_log_new + wm_log_free of one whole random game, omniscient viewer: a replay of\n"
           "its history with the log's sink set; nothing is recorded while a game is played)\n");
    printf("%-8s %4s %8s %8s %10s %12s %10s\n", "title", "scn", "moves", "entries", "JSON B", "us/log", "ns/move");
    for (i = 0; i < rs->n; i++) {
        const result *r = &rs->v[i];
        printf("%-8s %4d %8zu %8zu %10zu %12.1f %10.0f\n", ex_title_key(r->title), (int)r->scenario,
               r->op.log_moves, r->op.log_entries, r->op.log_bytes, r->op.log_us,
               r->op.log_moves ? r->op.log_us * 1e3 / (double)r->op.log_moves : 0.0);
    }
    printf("\n");

    for (i = 0; i < rs->n; i++) {
        const result *r = &rs->v[i];
        printf("BENCH %s scenario=%d", ex_title_key(r->title), (int)r->scenario);
        for (v = 0; v < NVARIANTS; v++)
            printf(" moves_per_sec%s=%.0f games_per_sec%s=%.2f", variant_key[v], r->p[v].moves_per_sec,
                   variant_key[v], r->p[v].games_per_sec);
        printf(" mean_moves=%.1f", r->p[V_NEW].mean_moves);
        if (r->np.games > 0)
            printf(" np_games_per_sec=%.1f np_allocs_per_game=%.2f", r->np.games_per_sec, r->np.allocs_per_game);
        for (v = 0; v < NVARIANTS; v++)
            printf(" allocs_per_move%s=%.4f", variant_key[v], r->p[v].allocs_per_move);
        printf(" clone_ns=%.0f copy_ns=%.1f save_ns=%.0f load_ns=%.0f save_bytes=%zu state_bytes=%zu"
               " legal_ns=%.1f hash_ns=%.1f observe_ns=%.1f log_us=%.1f log_moves=%zu log_entries=%zu\n",
               r->op.clone_ns, r->op.copy_ns, r->op.save_ns, r->op.load_ns, r->op.save_bytes, r->op.state_bytes,
               r->op.legal_ns, r->op.hash_ns, r->op.observe_ns, r->op.log_us, r->op.log_moves, r->op.log_entries);
        printf("BENCH %s scenario=%d batch_moves_per_sec=%.0f batch2_moves_per_sec=%.0f\n", ex_title_key(r->title),
               (int)r->scenario, r->batch_mps[0], r->batch_mps[1]);
        if (r->p[V_COPY_NOHIST].allocs_per_move != 0.0)
            nonzero = 1;
    }
    if (rs->n > 0) {
        if (!nonzero)
            printf("\nSteady state (wm_copy reset, WM_OPT_NO_HISTORY): 0 heap allocations per move"
                   " in every scenario.\n");
        else
            printf("\nSteady state (wm_copy reset, WM_OPT_NO_HISTORY): some scenarios allocate on the"
                   " heap per move (see allocs/move).\n");
    }
}

/* ------------------------------------------------------------------ */
/* Learned evaluations (issue 35): the shipped models                   */
/* ------------------------------------------------------------------ */

#define MODEL_POS 48          /* positions: observations and legal masks */
#define MODEL_SEARCH_ITERS 200 /* iterations of the timed searches */

/* Process CPU time: this section is measured in it, not wall-clock,
 * so that a shared machine's load does not inflate it (the searches'
 * "equal time a move" of doc/ai.md is CPU time too). */
static double cpu_now(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec * 1e-9;
}

static double seconds_of(double (*clock_fn)(void), double t0)
{
    return clock_fn() - t0;
}

/* For each title with a shipped model (models/TITLE.wmml): microseconds
 * per leaf evaluation (wm_model_evaluate: the hidden layers, the values,
 * the priors over the legal moves), and per search iteration of
 * wm_search_move_with with the model and of wm_search_move (playouts), at
 * MODEL_SEARCH_ITERS iterations on the same positions.  Positions: every
 * 7th decision of seeded random games. */
static int bench_models(double seconds, int only, wm_title only_title)
{
    static const wm_title ts[2] = {WM_MARCH_OF_PROGRESS, WM_DEMOCRACY_UNDER_SIEGE};
    int printed = 0;
    for (int ti = 0; ti < 2; ti++) {
        wm_title t = ts[ti];
        char buf[1024];
        const char *path = ex_default_model(t, buf, sizeof buf);
        wm_model *m = NULL;
        if (only && t != only_title)
            continue;
        if (!wm_title_available(t))
            continue;
        FILE *probe = fopen(path, "rb");
        if (!probe) {
            printf("\nLearned evaluation of %s: no model at %s (skipped)\n", ex_title_key(t), path);
            continue;
        }
        fclose(probe);
        if (ex_load_model(PROG, path, &m) != WM_OK)
            return 1;
        wm_options o;
        wm_options_init(&o);
        o.seed = 77;
        wm_game *g = NULL;
        if (wm_new(t, &o, &g) != WM_OK) {
            wm_model_free(m);
            return 1;
        }
        size_t nobs = wm_observation_size(g);
        uint32_t na = wm_action_count(g);
        float *obs = malloc(sizeof(float) * nobs * MODEL_POS), *pol = malloc(sizeof(float) * na);
        uint8_t *mask = calloc((size_t)na * MODEL_POS, 1);
        wm_move *legal = malloc(sizeof(wm_move) * na);
        wm_game *pos[MODEL_POS];
        int np = 0, step = 0;
        uint64_t rng = ex_rng_seed(99);
        while (np < MODEL_POS && obs && pol && mask && legal) {
            if (wm_is_over(g)) {
                wm_free(g);
                o.seed++;
                if (wm_new(t, &o, &g) != WM_OK)
                    break;
            }
            size_t n = wm_legal_moves(g, legal, na);
            int who = wm_to_move(g);
            if (n == 0 || n > na)
                break;
            if (who >= 0 && n > 1 && step++ % 7 == 3) {
                wm_observe(g, who, obs + (size_t)np * nobs, nobs);
                for (size_t k = 0; k < n; k++)
                    mask[(size_t)np * na + legal[k]] = 1;
                if (wm_clone(g, &pos[np]) != WM_OK)
                    break;
                np++;
            }
            wm_apply(g, legal[fast_below(&rng, n)]);
        }
        wm_free(g);
        /* leaves */
        float v[4];
        unsigned long calls = 0;
        double t0 = cpu_now();
        do {
            for (int i = 0; i < np; i++)
                wm_model_evaluate(m, obs + (size_t)i * nobs, nobs, mask + (size_t)i * na, v, 2, pol, na);
            calls += (unsigned long)np;
        } while (seconds_of(cpu_now, t0) < seconds);
        double leaf_us = seconds_of(cpu_now, t0) / (double)calls * 1e6;
        /* searches */
        double iter_us[2];
        for (int withm = 0; withm < 2; withm++) {
            unsigned long its = 0;
            t0 = cpu_now();
            do {
                for (int i = 0; i < np; i++) {
                    wm_search_options so;
                    wm_move mv;
                    wm_search_options_init(&so);
                    so.iterations = MODEL_SEARCH_ITERS;
                    so.seed = (uint64_t)i;
                    so.model = withm ? m : NULL;
                    wm_search_move_with(pos[i], &so, &mv);
                    sink += mv;
                }
                its += (unsigned long)np * MODEL_SEARCH_ITERS;
            } while (seconds_of(cpu_now, t0) < seconds);
            iter_us[withm] = seconds_of(cpu_now, t0) / (double)its * 1e6;
        }
        sink += (uint64_t)(v[0] * 1000.0f);
        if (!printed) {
            printf("\nLearned evaluation (the shipped models, %d positions; process CPU time: us per leaf =\n"
                   "wm_model_evaluate with the legal mask; us per search iteration at %d iterations, with\n"
                   "the model and with playouts)\n",
                   MODEL_POS, MODEL_SEARCH_ITERS);
            printf("%-8s %8s %12s %14s %14s\n", "title", "KiB", "us/leaf", "us/it model", "us/it playout");
            printed = 1;
        }
        FILE *f = fopen(path, "rb");
        long kib = 0;
        if (f) {
            fseek(f, 0, SEEK_END);
            kib = ftell(f) / 1024;
            fclose(f);
        }
        printf("%-8s %8ld %12.2f %14.2f %14.2f\n", ex_title_key(t), kib, leaf_us, iter_us[1], iter_us[0]);
        printf("BENCH model %s leaf_us=%.3f search_iter_us=%.3f playout_iter_us=%.3f\n", ex_title_key(t), leaf_us,
               iter_us[1], iter_us[0]);
        for (int i = 0; i < np; i++)
            wm_free(pos[i]);
        free(obs);
        free(pol);
        free(mask);
        free(legal);
        wm_model_free(m);
    }
    return 0;
}

int main(int argc, char **argv)
{
    double seconds = 0.5;
    int have_seconds = 0, quick = 0, only = 0, models_only = 0, t, failed = 0, progress;
    wm_title only_title = WM_MARCH_OF_PROGRESS;
    results rs;
    int i;

    for (i = 1; i < argc; i++) {
        int opt = i; /* the option, even once i has moved on to its value */
        const char *val = NULL;
        int r;
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        }
        if (strcmp(argv[i], "--quick") == 0) {
            quick = 1;
            continue;
        }
        if (strcmp(argv[i], "--models") == 0) {
            models_only = 1;
            continue;
        }
        if ((r = ex_opt_value(argc, argv, &i, "--seconds", &val)) != 0) {
            if (r < 0 || !ex_parse_seconds(val, &seconds))
                goto bad;
            have_seconds = 1;
        } else if ((r = ex_opt_value(argc, argv, &i, "--title", &val)) != 0) {
            if (r < 0 || !ex_parse_title(val, &only_title))
                goto bad;
            only = 1;
        } else {
            return ex_usage_error(PROG, usage, "unknown argument", argv[i]);
        }
        continue;
    bad:
        return ex_usage_error(PROG, usage, "missing or invalid value for", argv[opt]);
    }
    if (quick && !have_seconds)
        seconds = 0.05;
    if (only && !wm_title_available(only_title)) {
        fprintf(stderr, PROG ": title %d is not available in this build\n", (int)only_title);
        return 2;
    }
    progress = isatty(STDERR_FILENO);

    printf("libweimar %s bench: %.3g s per measurement\n", wm_version(), seconds);
    memset(&rs, 0, sizeof rs);
    for (t = 1; t <= 4 && !failed && !models_only; t++) {
        wm_title title = (wm_title)t;
        int32_t s;
        if (!wm_title_available(title) || (only && title != only_title))
            continue;
        for (s = 1; s <= MAX_SCENARIOS && !failed; s++) {
            ctx c;
            wm_options o;
            wm_game *probe = NULL;
            result *r;
            wm_status st;

            memset(&c, 0, sizeof c);
            c.title = title;
            c.scenario = s;
            c.seconds = seconds;
            c.rng = ex_rng_seed((uint64_t)t << 32 | (uint64_t)s);
            make_opts(&c, &o, 0, 0, NULL);
            st = wm_new(title, &o, &probe);
            if (st == WM_EINVAL)
                break;
            if (st != WM_OK) {
                fail_status(&c, "wm_new", st);
                failed = 1;
                break;
            }
            if (progress)
                fprintf(stderr, "measuring %s scenario %d...\n", ex_title_key(title), (int)s);
            r = add_result(&rs);
            if (r == NULL) {
                fprintf(stderr, PROG ": out of memory\n");
                failed = 1;
            } else if (bench_scenario(&c, probe, r) != 0) {
                rs.n--; /* drop the incomplete row */
                failed = 1;
            }
            wm_free(probe);
        }
    }
    if (!models_only)
        print_results(&rs);
    if (!failed && bench_models(seconds, only, only_title) != 0)
        failed = 1;
    if (rs.n == 0 && !failed && !models_only)
        printf("no title or scenario available to measure\n");
    free(rs.v);
    return failed ? 1 : 0;
}
