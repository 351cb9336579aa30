/*
 * check_batch.c - batches of games and playouts (issue 21): a batch is
 * exactly the games played one by one with the documented seeds
 * (base + i + e * n), whatever its number of threads; a step is all or
 * nothing and allocates nothing; bad arguments get a status; playouts are
 * deterministic and leave the position alone.
 */
#define _POSIX_C_SOURCE 200809L /* alarm, nanosleep */
#include "core.h"
#include "testutil.h"

#include <check.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include <unistd.h>

/* A configuration of a batch: title, options, games. */
typedef struct cfg {
    wm_title title;
    int scenario, seats;
    uint32_t flags, bots;
    size_t n;
} cfg;

static const cfg configs[] = {
    {WM_MARCH_OF_PROGRESS, 1, 0, 0, 0, 6},
    {WM_MARCH_OF_PROGRESS, 6, 0, WM_OPT_EXTERNAL_DICE, 0, 4},
    {WM_FRIEDRICH_EBERT, 1, 2, 0, 0, 5},
    {WM_WEIMAR_REPUBLIC, 5, 0, 0, 0, 3},
    {WM_WEIMAR_REPUBLIC, 5, 0, 0, 0xE, 4}, /* three Non-player factions (§8) */
    {WM_DEMOCRACY_UNDER_SIEGE, 1, 2, 0, 0, 3},
    {WM_DEMOCRACY_UNDER_SIEGE, 1, 3, WM_OPT_EXTERNAL_DICE, 0, 3},
};

static wm_options options_of(const cfg *c, uint64_t seed)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = c->scenario;
    o.seats = c->seats;
    o.flags = c->flags;
    o.bots = c->bots;
    o.seed = seed;
    return o;
}

static wm_game *reference(const cfg *c, uint64_t seed)
{
    wm_options o = options_of(c, seed);
    o.flags |= WM_OPT_NO_HISTORY;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(c->title, &o, &g), WM_OK);
    return g;
}

/* The buffers of a batch. */
typedef struct bufs {
    int32_t *to_move, *outcome;
    uint8_t *mask, *done;
    float *obs;
    size_t n, a, o;
    int s;
} bufs;

static void bufs_make(bufs *b, wm_batch *batch)
{
    const wm_game *g = wm_batch_game(batch, 0);
    b->n = wm_batch_size(batch);
    b->a = wm_action_count(g);
    b->o = wm_observation_size(g);
    b->s = wm_seat_count(g);
    b->to_move = calloc(b->n, sizeof *b->to_move);
    b->outcome = calloc(b->n * (size_t)b->s, sizeof *b->outcome);
    b->mask = calloc(b->n * b->a, 1);
    b->done = calloc(b->n, 1);
    b->obs = calloc(b->n * (b->o ? b->o : 1), sizeof *b->obs);
    ck_assert(b->to_move && b->outcome && b->mask && b->done && b->obs);
    ck_assert_int_eq(wm_batch_bind(batch, b->to_move, b->mask, b->obs, b->outcome, b->done), WM_OK);
}

static void bufs_free(bufs *b)
{
    free(b->to_move);
    free(b->outcome);
    free(b->mask);
    free(b->done);
    free(b->obs);
}

/* Game i's buffers against what the one-by-one game r gives. */
static void expect_position(const bufs *b, size_t i, const wm_game *r, const char *where)
{
    int who = wm_to_move(r);
    ck_assert_msg(b->to_move[i] == who, "%s game %zu: to move %d, not %d", where, i, b->to_move[i], who);
    wm_move *legal = malloc(b->a * sizeof *legal);
    ck_assert_ptr_nonnull(legal);
    size_t k = wm_legal_moves(r, legal, b->a);
    uint8_t *want = calloc(b->a, 1);
    ck_assert_ptr_nonnull(want);
    for (size_t j = 0; j < k; j++)
        want[legal[j]] = 1;
    ck_assert_msg(memcmp(want, b->mask + i * b->a, b->a) == 0, "%s game %zu: the legal-move mask differs", where, i);
    free(want);
    free(legal);
    if (b->o) {
        float *o = calloc(b->o, sizeof *o);
        ck_assert_ptr_nonnull(o);
        if (who >= 0)
            ck_assert_int_eq(wm_observe(r, who, o, b->o), WM_OK);
        ck_assert_msg(memcmp(o, b->obs + i * b->o, b->o * sizeof *o) == 0, "%s game %zu: the observation differs",
                      where, i);
        free(o);
    }
}

/* A legal move of game i chosen from its mask. */
static wm_move pick(const bufs *b, size_t i, tu_rng *r)
{
    size_t k = 0;
    for (size_t m = 0; m < b->a; m++)
        k += b->mask[i * b->a + m];
    ck_assert_msg(k > 0, "game %zu: no legal move in the mask", i);
    size_t want = tu_rng_below(r, (uint32_t)k);
    for (size_t m = 0; m < b->a; m++)
        if (b->mask[i * b->a + m] && want-- == 0)
            return (wm_move)m;
    return 0;
}

/* steps of the batch, each a random legal move a game from its mask */
static void step_random(wm_batch *batch, const bufs *b, tu_rng *r, int steps)
{
    wm_move moves[8];
    ck_assert_uint_le(b->n, 8);
    for (int s = 0; s < steps; s++) {
        for (size_t i = 0; i < b->n; i++)
            moves[i] = pick(b, i, r);
        ck_assert_int_eq(wm_batch_step(batch, moves, b->n, NULL), WM_OK);
    }
}

/* Property: for every configuration, a batch stepped with random legal
 * moves equals its games played one by one - the same positions (hashes),
 * seats to move, masks and observations after every step, the same
 * outcomes and done flags when a game ends, and each next episode set up
 * with the seed base + i + e * n.  WM_BATCH_STEPS steps (default 600). */
START_TEST(test_batch_equals_one_by_one)
{
    const char *e = getenv("WM_BATCH_STEPS");
    int steps = e && atoi(e) > 0 ? atoi(e) : 600;
    long episodes = 0;
    for (size_t c = 0; c < sizeof configs / sizeof configs[0]; c++) {
        const cfg *cf = &configs[c];
        const uint64_t base = tu_seed(21, c, 0, 0);
        wm_options o = options_of(cf, base);
        wm_batch *batch = NULL;
        ck_assert_int_eq(wm_batch_new(cf->title, &o, cf->n, &batch), WM_OK);
        bufs b;
        bufs_make(&b, batch);
        wm_game *ref[8];
        uint64_t ep[8] = {0};
        for (size_t i = 0; i < cf->n; i++) {
            ref[i] = reference(cf, base + i);
            ck_assert_uint_eq(wm_hash(wm_batch_game(batch, i)), wm_hash(ref[i]));
        }
        char where[64];
        tu_rng r;
        tu_rng_seed(&r, base);
        wm_move moves[8];
        for (int s = 0; s < steps; s++) {
            snprintf(where, sizeof where, "config %zu step %d", c, s);
            for (size_t i = 0; i < cf->n; i++) {
                expect_position(&b, i, ref[i], where);
                moves[i] = pick(&b, i, &r);
            }
            size_t bad = 0;
            ck_assert_int_eq(wm_batch_step(batch, moves, cf->n, &bad), WM_OK);
            ck_assert_uint_eq(bad, SIZE_MAX);
            for (size_t i = 0; i < cf->n; i++) {
                ck_assert_int_eq(wm_apply(ref[i], moves[i]), WM_OK);
                int ended = wm_is_over(ref[i]);
                ck_assert_msg(b.done[i] == ended, "%s game %zu: done %d, not %d", where, i, b.done[i], ended);
                int32_t out[4] = {0, 0, 0, 0};
                if (ended) {
                    ck_assert_int_eq(wm_outcome(ref[i], out, 4), WM_OK);
                    wm_free(ref[i]);
                    ep[i]++;
                    episodes++;
                    ref[i] = reference(cf, base + i + ep[i] * cf->n);
                }
                ck_assert_msg(memcmp(out, b.outcome + i * (size_t)b.s, (size_t)b.s * sizeof *out) == 0,
                              "%s game %zu: the outcome differs", where, i);
                ck_assert_uint_eq(wm_batch_episodes(batch, i), ep[i]);
                ck_assert_msg(wm_hash(wm_batch_game(batch, i)) == wm_hash(ref[i]), "%s game %zu: the position differs",
                              where, i);
            }
        }
        for (size_t i = 0; i < cf->n; i++) {
            ck_assert_int_eq(wm_check(wm_batch_game(batch, i)), WM_OK);
            wm_free(ref[i]);
        }
        bufs_free(&b);
        wm_batch_free(batch);
    }
    ck_assert_int_gt(episodes, 10); /* games did end and start again */
    if (e)
        fprintf(stderr, "batch: %d steps of %zu configurations, %ld episodes ended\n", steps,
                sizeof configs / sizeof configs[0], episodes);
}
END_TEST

/* The same games on 1, 2 and 5 threads: the buffers are byte-identical
 * after every step (the threads' runs of games 0-1 / 2-3 / ... differ). */
START_TEST(test_batch_threads_same_results)
{
    static const unsigned threads[3] = {1, 2, 5};
    for (size_t c = 0; c < sizeof configs / sizeof configs[0]; c++) {
        const cfg *cf = &configs[c];
        wm_batch *batch[3];
        bufs b[3];
        for (int t = 0; t < 3; t++) {
            wm_options o = options_of(cf, tu_seed(22, c, 0, 0));
            ck_assert_int_eq(wm_batch_new(cf->title, &o, cf->n, &batch[t]), WM_OK);
            ck_assert_int_eq(wm_batch_set_threads(batch[t], threads[t]), WM_OK);
            ck_assert_uint_eq(wm_batch_threads(batch[t]), threads[t] < cf->n ? threads[t] : cf->n);
            bufs_make(&b[t], batch[t]);
        }
        tu_rng r;
        tu_rng_seed(&r, c);
        wm_move moves[8];
        for (int s = 0; s < 300; s++) {
            for (size_t i = 0; i < cf->n; i++)
                moves[i] = pick(&b[0], i, &r);
            for (int t = 0; t < 3; t++)
                ck_assert_int_eq(wm_batch_step(batch[t], moves, cf->n, NULL), WM_OK);
            for (int t = 1; t < 3; t++) {
                ck_assert(memcmp(b[0].to_move, b[t].to_move, cf->n * sizeof *b[0].to_move) == 0);
                ck_assert(memcmp(b[0].mask, b[t].mask, cf->n * b[0].a) == 0);
                ck_assert(memcmp(b[0].obs, b[t].obs, cf->n * b[0].o * sizeof *b[0].obs) == 0);
                ck_assert(memcmp(b[0].outcome, b[t].outcome, cf->n * (size_t)b[0].s * sizeof *b[0].outcome) == 0);
                ck_assert(memcmp(b[0].done, b[t].done, cf->n) == 0);
            }
        }
        /* back to one thread and on again */
        ck_assert_int_eq(wm_batch_set_threads(batch[2], 1), WM_OK);
        for (size_t i = 0; i < cf->n; i++)
            moves[i] = pick(&b[0], i, &r);
        ck_assert_int_eq(wm_batch_step(batch[0], moves, cf->n, NULL), WM_OK);
        ck_assert_int_eq(wm_batch_step(batch[2], moves, cf->n, NULL), WM_OK);
        ck_assert(memcmp(b[0].mask, b[2].mask, cf->n * b[0].a) == 0);
        for (int t = 0; t < 3; t++) {
            bufs_free(&b[t]);
            wm_batch_free(batch[t]);
        }
    }
}
END_TEST

/* Issue 34: wm_batch_set_threads() called again and again (2, 3, 1, 2
 * threads) and a step after each.  Before the fix the second call with
 * more than one thread started workers that read the previous stop's quit
 * order and left at once, and the next wm_batch_step() waited for them for
 * ever (when they got there before the step: hence the pause); the alarm turns such a hang into a failure (SIGALRM ends the test)
 * instead of a stuck suite.  Each step's buffers equal a one-thread batch's
 * given the same moves. */
START_TEST(test_batch_set_threads_again)
{
    static const unsigned counts[] = {2, 3, 1, 2, 2, 4, 1};
    const cfg *cf = &configs[0]; /* March, 6 games */
    wm_options o = options_of(cf, 34);
    wm_batch *one = NULL, *many = NULL;
    ck_assert_int_eq(wm_batch_new(cf->title, &o, cf->n, &one), WM_OK);
    ck_assert_int_eq(wm_batch_new(cf->title, &o, cf->n, &many), WM_OK);
    bufs b1, bm;
    bufs_make(&b1, one);
    bufs_make(&bm, many);
    tu_rng r;
    tu_rng_seed(&r, 34);
    wm_move moves[8];
    alarm(60); /* a generous bound: the steps take milliseconds */
    for (size_t k = 0; k < sizeof counts / sizeof counts[0]; k++) {
        ck_assert_int_eq(wm_batch_set_threads(many, counts[k]), WM_OK);
        ck_assert_uint_eq(wm_batch_threads(many), counts[k]);
        nanosleep(&(struct timespec){0, 20000000}, NULL); /* the new workers reach their wait before the step (the hang needed that) */
        for (int s = 0; s < 40; s++) {
            for (size_t i = 0; i < cf->n; i++)
                moves[i] = pick(&b1, i, &r);
            ck_assert_int_eq(wm_batch_step(one, moves, cf->n, NULL), WM_OK);
            ck_assert_msg(wm_batch_step(many, moves, cf->n, NULL) == WM_OK, "set_threads(%u), step %d", counts[k], s);
            ck_assert(memcmp(b1.mask, bm.mask, cf->n * b1.a) == 0);
            ck_assert(memcmp(b1.to_move, bm.to_move, cf->n * sizeof *b1.to_move) == 0);
            ck_assert(memcmp(b1.obs, bm.obs, cf->n * b1.o * sizeof *b1.obs) == 0);
            ck_assert(memcmp(b1.done, bm.done, cf->n) == 0);
        }
        /* an illegal move is still refused, whatever the threads */
        for (size_t i = 0; i < cf->n; i++)
            moves[i] = pick(&b1, i, &r);
        size_t m = 0;
        while (bm.mask[1 * bm.a + m])
            m++;
        moves[1] = (wm_move)m;
        size_t bad = 0;
        ck_assert_int_eq(wm_batch_step(many, moves, cf->n, &bad), WM_EILLEGAL);
        ck_assert_uint_eq(bad, 1);
        ck_assert_int_eq(wm_batch_reset(many, 34 + k), WM_OK);
        ck_assert_int_eq(wm_batch_reset(one, 34 + k), WM_OK);
    }
    alarm(0);
    bufs_free(&b1);
    bufs_free(&bm);
    wm_batch_free(one);
    wm_batch_free(many);
}
END_TEST

/* All or nothing: one illegal move among legal ones changes no game and no
 * buffer, and names its game. */
START_TEST(test_batch_illegal_move_changes_nothing)
{
    const cfg *cf = &configs[3]; /* the Republic */
    wm_options o = options_of(cf, 5);
    wm_batch *batch = NULL;
    ck_assert_int_eq(wm_batch_new(cf->title, &o, cf->n, &batch), WM_OK);
    bufs b;
    bufs_make(&b, batch);
    tu_rng r;
    tu_rng_seed(&r, 1);
    wm_move moves[8];
    for (size_t i = 0; i < cf->n; i++)
        moves[i] = pick(&b, i, &r);
    size_t m = 0;
    while (b.mask[2 * b.a + m]) /* an illegal move for game 2 */
        m++;
    moves[2] = (wm_move)m;
    uint64_t h[8];
    for (size_t i = 0; i < cf->n; i++)
        h[i] = wm_hash(wm_batch_game(batch, i));
    uint8_t *mask = malloc(cf->n * b.a);
    ck_assert_ptr_nonnull(mask);
    memcpy(mask, b.mask, cf->n * b.a);
    size_t bad = 0;
    ck_assert_int_eq(wm_batch_step(batch, moves, cf->n, &bad), WM_EILLEGAL);
    ck_assert_uint_eq(bad, 2);
    for (size_t i = 0; i < cf->n; i++)
        ck_assert_uint_eq(wm_hash(wm_batch_game(batch, i)), h[i]);
    ck_assert(memcmp(mask, b.mask, cf->n * b.a) == 0);
    moves[2] = (wm_move)wm_action_count(wm_batch_game(batch, 0)); /* out of range */
    ck_assert_int_eq(wm_batch_step(batch, moves, cf->n, &bad), WM_EILLEGAL);
    ck_assert_uint_eq(bad, 2);
    free(mask);
    bufs_free(&b);
    wm_batch_free(batch);
}
END_TEST

/* "No allocation per call": after the batch is made and its threads
 * started, 2,000 steps (games ending and starting again among them) and
 * a reset call the allocator not once; freeing returns every block. */
START_TEST(test_batch_steps_allocate_nothing)
{
    for (unsigned threads = 1; threads <= 2; threads++) {
        tu_alloc a;
        tu_alloc_init(&a);
        const cfg *cf = &configs[0]; /* March: short games, many episodes */
        wm_options o = options_of(cf, 9);
        o.alloc = tu_alloc_fn;
        o.alloc_ud = &a;
        wm_batch *batch = NULL;
        ck_assert_int_eq(wm_batch_new(cf->title, &o, cf->n, &batch), WM_OK);
        ck_assert_int_eq(wm_batch_set_threads(batch, threads), WM_OK);
        bufs b;
        bufs_make(&b, batch);
        size_t calls = a.calls;
        tu_rng r;
        tu_rng_seed(&r, threads);
        step_random(batch, &b, &r, 2000);
        ck_assert_uint_gt(wm_batch_episodes(batch, 0), 0); /* games ended and started again */
        ck_assert_int_eq(wm_batch_reset(batch, 77), WM_OK);
        ck_assert_uint_eq(wm_batch_episodes(batch, 0), 0);
        ck_assert_uint_eq(a.calls, calls);
        bufs_free(&b);
        wm_batch_free(batch);
        ck_assert_uint_eq(a.live_blocks, 0);
        ck_assert_uint_eq(a.bad_osize, 0);
    }
}
END_TEST

/* wm_batch_reset(seed): game i is wm_new()'s game with seed + i, episode
 * counts 0, no done flags or outcomes in the buffers. */
START_TEST(test_batch_reset)
{
    const cfg *cf = &configs[5]; /* Siege, 2 seats */
    wm_options o = options_of(cf, 1);
    wm_batch *batch = NULL;
    ck_assert_int_eq(wm_batch_new(cf->title, &o, cf->n, &batch), WM_OK);
    bufs b;
    bufs_make(&b, batch);
    tu_rng r;
    tu_rng_seed(&r, 3);
    step_random(batch, &b, &r, 50);
    ck_assert_int_eq(wm_batch_reset(batch, 1000), WM_OK);
    for (size_t i = 0; i < cf->n; i++) {
        wm_game *g = reference(cf, 1000 + i);
        ck_assert_uint_eq(wm_hash(wm_batch_game(batch, i)), wm_hash(g));
        ck_assert_uint_eq(wm_batch_episodes(batch, i), 0);
        ck_assert_int_eq(b.done[i], 0);
        expect_position(&b, i, g, "after reset");
        wm_free(g);
    }
    bufs_free(&b);
    wm_batch_free(batch);
}
END_TEST

START_TEST(test_batch_arguments)
{
    wm_batch *batch = (wm_batch *)1;
    ck_assert_int_eq(wm_batch_new(WM_MARCH_OF_PROGRESS, NULL, 0, &batch), WM_EINVAL);
    ck_assert_ptr_null(batch);
    ck_assert_int_eq(wm_batch_new(WM_MARCH_OF_PROGRESS, NULL, 1, NULL), WM_EINVAL);
    ck_assert_int_eq(wm_batch_new((wm_title)99, NULL, 1, &batch), WM_EINVAL);
    wm_options o;
    wm_options_init(&o);
    o.scenario = 99;
    ck_assert_int_eq(wm_batch_new(WM_MARCH_OF_PROGRESS, &o, 2, &batch), WM_EINVAL);
    ck_assert_ptr_null(batch);
    o.scenario = 0;
    o.reserved = 1;
    ck_assert_int_eq(wm_batch_new(WM_MARCH_OF_PROGRESS, &o, 2, &batch), WM_EINVAL);
    ck_assert_uint_eq(wm_batch_size(NULL), 0);
    ck_assert_ptr_null(wm_batch_game(NULL, 0));
    ck_assert_uint_eq(wm_batch_episodes(NULL, 0), 0);
    ck_assert_uint_eq(wm_batch_threads(NULL), 0);
    ck_assert_int_eq(wm_batch_set_threads(NULL, 1), WM_EINVAL);
    ck_assert_int_eq(wm_batch_bind(NULL, NULL, NULL, NULL, NULL, NULL), WM_EINVAL);
    ck_assert_int_eq(wm_batch_reset(NULL, 0), WM_EINVAL);
    wm_move m[2] = {0, 0};
    size_t bad = 0;
    ck_assert_int_eq(wm_batch_step(NULL, m, 2, &bad), WM_EINVAL);
    ck_assert_uint_eq(bad, SIZE_MAX);
    wm_batch_free(NULL);

    ck_assert_int_eq(wm_batch_new(WM_MARCH_OF_PROGRESS, NULL, 2, &batch), WM_OK);
    ck_assert_uint_eq(wm_batch_size(batch), 2);
    ck_assert_ptr_null(wm_batch_game(batch, 2));
    ck_assert_int_eq(wm_batch_set_threads(batch, 0), WM_EINVAL);
    ck_assert_int_eq(wm_batch_set_threads(batch, 65), WM_EINVAL);
    ck_assert_uint_eq(wm_batch_threads(batch), 1);
    ck_assert_int_eq(wm_batch_step(batch, NULL, 2, NULL), WM_EINVAL);
    ck_assert_int_eq(wm_batch_step(batch, m, 3, NULL), WM_EINVAL);
    /* nothing bound: a step still plays */
    uint64_t h = wm_hash(wm_batch_game(batch, 0));
    wm_move legal[64];
    ck_assert_uint_gt(wm_legal_moves(wm_batch_game(batch, 0), legal, 64), 0);
    m[0] = legal[0];
    ck_assert_uint_gt(wm_legal_moves(wm_batch_game(batch, 1), legal, 64), 0);
    m[1] = legal[0];
    ck_assert_int_eq(wm_batch_step(batch, m, 2, NULL), WM_OK);
    ck_assert_uint_ne(wm_hash(wm_batch_game(batch, 0)), h);
    wm_batch_free(batch);
}
END_TEST

/* wm_playouts: k outcomes, deterministic by seed, the position unchanged,
 * the Non-player policy for the Republic; bad arguments. */
START_TEST(test_playouts)
{
    wm_title titles[8];
    int nt = tu_titles(titles, 8);
    for (int t = 0; t < nt; t++) {
        wm_game *g = tu_new(titles[t], 0, t % 2 ? WM_OPT_EXTERNAL_DICE : 0, 40 + (uint64_t)t);
        tu_rng r;
        tu_rng_seed(&r, (uint64_t)t);
        tu_play_random(g, &r, 15);
        if (wm_is_over(g)) {
            wm_free(g);
            continue;
        }
        uint64_t h = wm_hash(g);
        size_t seats = (size_t)wm_seat_count(g);
        enum { K = 12 };
        int32_t a[K * 4], b[K * 4];
        for (int policy = WM_PLAYOUT_RANDOM; policy <= WM_PLAYOUT_BOT; policy++) {
            ck_assert_int_eq(wm_playouts(g, K, 5, policy, a, K * seats), WM_OK);
            ck_assert_int_eq(wm_playouts(g, K, 5, policy, b, K * seats), WM_OK);
            ck_assert(memcmp(a, b, K * seats * sizeof *a) == 0);
            ck_assert_uint_eq(wm_hash(g), h);
            int distinct = 0;
            for (size_t j = 0; j < K; j++) {
                for (size_t s = 0; s < seats; s++) {
                    int32_t v = a[j * seats + s];
                    ck_assert(v == WM_WIN || v == WM_DRAW || v == WM_LOSS);
                }
                distinct |= memcmp(a, a + j * seats, seats * sizeof *a) != 0;
            }
            (void)distinct; /* playouts may agree: no assertion on variety */
        }
        ck_assert_int_eq(wm_playouts(g, K, 5, 7, a, K * seats), WM_EINVAL);
        ck_assert_int_eq(wm_playouts(g, K, 5, WM_PLAYOUT_RANDOM, a, K * seats - 1), WM_ERANGE);
        ck_assert_int_eq(wm_playouts(g, K, 5, WM_PLAYOUT_RANDOM, NULL, K * seats), WM_EINVAL);
        ck_assert_int_eq(wm_playouts(g, 0, 5, WM_PLAYOUT_RANDOM, NULL, 0), WM_OK);
        wm_free(g);
    }
    ck_assert_int_eq(wm_playouts(NULL, 1, 0, WM_PLAYOUT_RANDOM, NULL, 0), WM_EINVAL);

    /* the Republic with every faction Non-player: the bot policy is §8's
     * and a playout of it is the game wm_bot_move plays */
    wm_options o;
    wm_options_init(&o);
    o.scenario = 5;
    o.seed = 8;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_OK);
    int32_t out[4 * 3];
    ck_assert_int_eq(wm_playouts(g, 3, 1, WM_PLAYOUT_BOT, out, 12), WM_OK);
    for (int j = 0; j < 3; j++) {
        int wins = 0;
        for (int s = 0; s < 4; s++)
            wins += out[j * 4 + s] == WM_WIN;
        ck_assert_int_le(wins, 1);
    }
    wm_free(g);
}
END_TEST

/* wm_batch_new_with_content: every game of the batch plays with the pack,
 * through set-ups again, and equals the games wm_new_with_content makes
 * with the same seeds; a pack of another title is refused. */
START_TEST(test_batch_with_content)
{
    const char *text = "{\"format\":\"libweimar-content\",\"version\":1,\"title\":\"republic\","
                       "\"cards\":[{\"number\":1,\"name\":\"Versailles\",\"ascii\":\"Versailles\","
                       "\"text\":\"Gain Momentum.\",\"flags\":[],\"program\":[{\"op\":\"momentum\","
                       "\"who\":\"active\"},{\"op\":\"shift\",\"track\":\"economy\",\"boxes\":-1}]}]}";
    wm_content *pack = NULL;
    char msg[200];
    ck_assert_int_eq(wm_content_new(text, strlen(text), NULL, &pack, msg, sizeof msg), WM_OK);
    const size_t n = 3;
    wm_options o;
    wm_options_init(&o);
    o.scenario = 2;
    o.bots = 0xE; /* the Coalition plays; three Non-player factions */
    o.seed = 70;
    wm_batch *b = NULL;
    wm_batch *wrong = (wm_batch *)1;
    ck_assert_int_eq(wm_batch_new_with_content(WM_MARCH_OF_PROGRESS, &o, pack, n, &wrong), WM_EINVAL);
    ck_assert_ptr_null(wrong);
    ck_assert_int_eq(wm_batch_new_with_content(WM_WEIMAR_REPUBLIC, &o, pack, n, &b), WM_OK);
    uint64_t hash = wm_game_content_hash(wm_batch_game(b, 0));
    ck_assert_uint_ne(hash, 0);
    wm_content_free(pack); /* the games keep their references */
    size_t a = wm_action_count(wm_batch_game(b, 0));
    int32_t *to_move = calloc(n, sizeof *to_move);
    uint8_t *mask = calloc(n * a, 1), *done = calloc(n, 1);
    wm_move *moves = calloc(n, sizeof *moves), *legal = calloc(a, sizeof *legal);
    ck_assert_int_eq(wm_batch_bind(b, to_move, mask, NULL, NULL, done), WM_OK);
    ck_assert_int_eq(wm_content_new(text, strlen(text), NULL, &pack, msg, sizeof msg), WM_OK);
    wm_game *ref[3];
    uint64_t ep[3] = {0, 0, 0};
    for (size_t i = 0; i < n; i++) {
        wm_options r = o;
        r.seed = o.seed + i;
        r.flags |= WM_OPT_NO_HISTORY;
        ck_assert_int_eq(wm_new_with_content(WM_WEIMAR_REPUBLIC, &r, pack, &ref[i]), WM_OK);
    }
    uint64_t x = 5;
    int ended = 0;
    for (int step = 0; step < 3000; step++) {
        for (size_t i = 0; i < n; i++) {
            ck_assert_uint_eq(wm_hash(wm_batch_game(b, i)), wm_hash(ref[i]));
            ck_assert_uint_eq(wm_game_content_hash(wm_batch_game(b, i)), hash);
            size_t k = wm_legal_moves(ref[i], legal, a);
            ck_assert_uint_gt(k, 0);
            x = x * 6364136223846793005ull + 1442695040888963407ull;
            moves[i] = legal[(x >> 33) % k];
        }
        ck_assert_int_eq(wm_batch_step(b, moves, n, NULL), WM_OK);
        for (size_t i = 0; i < n; i++) {
            ck_assert_int_eq(wm_apply(ref[i], moves[i]), WM_OK);
            ck_assert_int_eq(done[i], wm_is_over(ref[i]));
            if (wm_is_over(ref[i])) {
                ended++;
                wm_free(ref[i]);
                ep[i]++;
                wm_options r = o;
                r.seed = o.seed + i + ep[i] * n;
                r.flags |= WM_OPT_NO_HISTORY;
                ck_assert_int_eq(wm_new_with_content(WM_WEIMAR_REPUBLIC, &r, pack, &ref[i]), WM_OK);
            }
        }
    }
    ck_assert_int_gt(ended, 0); /* set-ups again keep the pack too */
    for (size_t i = 0; i < n; i++)
        wm_free(ref[i]);
    wm_content_free(pack);
    wm_batch_free(b);
    free(to_move);
    free(mask);
    free(done);
    free(moves);
    free(legal);
}
END_TEST

/* Issue 34: a step writes only the elements of an observation row that
 * changed (wm_batch_bind's contract), and a bind writes every row whole:
 * rows a caller overwrote are right again after a bind of the same
 * pointers, and stay right over the steps after it (seats to move
 * changing, games ending and set up again). */
START_TEST(test_batch_rebind_rewrites_observations)
{
    static const size_t pick_cfg[] = {0, 2, 3, 5, 6};
    for (size_t x = 0; x < sizeof pick_cfg / sizeof pick_cfg[0]; x++) {
        const cfg *cf = &configs[pick_cfg[x]];
        wm_options o = options_of(cf, tu_seed(34, x, 0, 0));
        wm_batch *batch = NULL;
        ck_assert_int_eq(wm_batch_new(cf->title, &o, cf->n, &batch), WM_OK);
        bufs b;
        bufs_make(&b, batch);
        tu_rng r;
        tu_rng_seed(&r, o.seed);
        float *want = malloc(b.o * sizeof *want);
        ck_assert_ptr_nonnull(want);
        for (int round = 0; round < 6; round++) {
            step_random(batch, &b, &r, 150);
            if (round % 2 == 0) {
                for (size_t j = 0; j < b.n * b.o; j++)
                    b.obs[j] = (float)(j % 7) - 3.0f; /* the caller wrote into its rows */
                ck_assert_int_eq(wm_batch_bind(batch, b.to_move, b.mask, b.obs, b.outcome, b.done), WM_OK);
            }
            for (size_t i = 0; i < b.n; i++) {
                const wm_game *g = wm_batch_game(batch, i);
                int who = wm_to_move(g);
                memset(want, 0, b.o * sizeof *want);
                if (who >= 0)
                    ck_assert_int_eq(wm_observe(g, who, want, b.o), WM_OK);
                ck_assert_msg(memcmp(want, b.obs + i * b.o, b.o * sizeof *want) == 0,
                              "config %zu round %d game %zu: the observation row differs", pick_cfg[x], round, i);
            }
        }
        free(want);
        bufs_free(&b);
        wm_batch_free(batch);
    }
}
END_TEST

/* wm_batch_bind_legal: after the bind, every step, a reset and on two
 * threads, game i's row holds exactly wm_legal_moves() of wm_batch_game(i)
 * in its order and counts[i] their number; the list and the mask agree; a
 * move picked from the list plays; bad arguments are refused and leave
 * the bound rows as they were; unbinding stops the writes. */
START_TEST(test_batch_bind_legal_lists)
{
    for (size_t x = 0; x < sizeof configs / sizeof configs[0]; x++) {
        const cfg *cf = &configs[x];
        wm_options o = options_of(cf, tu_seed(34, x, 7, 0));
        wm_batch *batch = NULL;
        ck_assert_int_eq(wm_batch_new(cf->title, &o, cf->n, &batch), WM_OK);
        bufs b;
        bufs_make(&b, batch);
        size_t cap = b.a + 3; /* any room of at least the action count */
        wm_move *rows = malloc(b.n * cap * sizeof *rows), *want = malloc(b.a * sizeof *want);
        uint32_t *counts = calloc(b.n, sizeof *counts);
        ck_assert(rows && want && counts);
        ck_assert_int_eq(wm_batch_bind_legal(batch, rows, counts, b.a - 1), WM_EINVAL);
        ck_assert_int_eq(wm_batch_bind_legal(batch, rows, NULL, cap), WM_EINVAL);
        ck_assert_int_eq(wm_batch_bind_legal(batch, NULL, counts, cap), WM_EINVAL);
        ck_assert_int_eq(wm_batch_bind_legal(NULL, rows, counts, cap), WM_EINVAL);
        ck_assert_uint_eq(counts[0], 0); /* a refused bind wrote nothing */
        ck_assert_int_eq(wm_batch_bind_legal(batch, rows, counts, cap), WM_OK);
        tu_rng r;
        tu_rng_seed(&r, o.seed);
        wm_move moves[8];
        for (int s = 0; s < 400; s++) {
            if (s == 150)
                ck_assert_int_eq(wm_batch_reset(batch, o.seed + 99), WM_OK);
            if (s == 250 && cf->n > 1)
                ck_assert_int_eq(wm_batch_set_threads(batch, 2), WM_OK);
            for (size_t i = 0; i < b.n; i++) {
                size_t k = wm_legal_moves(wm_batch_game(batch, i), want, b.a);
                ck_assert_msg(counts[i] == k, "config %zu step %d game %zu: count %u, not %zu", x, s, i,
                              (unsigned)counts[i], k);
                ck_assert_msg(memcmp(rows + i * cap, want, k * sizeof *want) == 0,
                              "config %zu step %d game %zu: the list is not wm_legal_moves()'s", x, s, i);
                size_t in_mask = 0;
                for (size_t m = 0; m < b.a; m++)
                    in_mask += b.mask[i * b.a + m];
                ck_assert_uint_eq(in_mask, k);
                for (size_t j = 0; j < k; j++)
                    ck_assert(b.mask[i * b.a + rows[i * cap + j]] == 1);
                moves[i] = rows[i * cap + tu_rng_below(&r, counts[i])];
            }
            ck_assert_int_eq(wm_batch_step(batch, moves, b.n, NULL), WM_OK);
        }
        ck_assert_int_eq(wm_batch_bind_legal(batch, NULL, NULL, 0), WM_OK);
        memset(counts, 0xAB, b.n * sizeof *counts);
        for (size_t i = 0; i < b.n; i++)
            moves[i] = pick(&b, i, &r);
        ck_assert_int_eq(wm_batch_step(batch, moves, b.n, NULL), WM_OK);
        ck_assert_uint_eq(counts[0], 0xABABABABu); /* unbound: not written */
        free(rows);
        free(want);
        free(counts);
        bufs_free(&b);
        wm_batch_free(batch);
    }
}
END_TEST

/* wm_batch_run()'s driver for the tests: game i's moves from its own
 * generator (so the games do not depend on the threads), every episode's
 * end recorded, and optionally a game that gets an index out of its list
 * at its stop-th choice. */
typedef struct run_ctx {
    tu_rng rng[8];
    int32_t last_outcome[8][8];
    uint64_t ends[8], last_episode[8], calls[8];
    size_t stop_game;
    uint64_t stop_at;
} run_ctx;

static uint32_t run_choose(void *ctx, size_t game, const wm_game *g, int32_t to_move, const wm_move *legal,
                           uint32_t count)
{
    run_ctx *c = ctx;
    (void)legal;
    /* the game as the callback documents it: its seat to move */
    if (wm_to_move(g) != to_move || count == 0)
        return UINT32_MAX;
    if (game == c->stop_game && c->calls[game] == c->stop_at)
        return count; /* out of the list */
    c->calls[game]++;
    return tu_rng_below(&c->rng[game], count);
}

static void run_ended(void *ctx, size_t game, uint64_t episode, const int32_t *outcome, unsigned seats)
{
    run_ctx *c = ctx;
    c->ends[game]++;
    c->last_episode[game] = episode;
    for (unsigned s = 0; s < seats && s < 8; s++)
        c->last_outcome[game][s] = outcome[s];
}

static void run_ctx_init(run_ctx *c, uint64_t seed)
{
    memset(c, 0, sizeof *c);
    for (size_t i = 0; i < 8; i++)
        tu_rng_seed(&c->rng[i], tu_seed(34, seed, i, 1));
    c->stop_game = SIZE_MAX;
}

/* Issue 34: wm_batch_run(K) on 1, 2 and 5 threads equals K wm_batch_step()
 * calls with the same choices (each game's moves from its generator, by
 * index in its legal list): the same positions (hashes), episodes,
 * buffers, done flags and outcomes of the last step, and every episode's
 * end reported once, with its outcome.  Runs of 1, 7 and 250 moves, so
 * that games end inside a run and on its last move. */
START_TEST(test_batch_run_equals_steps)
{
    static const unsigned threads[3] = {1, 2, 5};
    static const size_t runs[] = {1, 7, 250, 3, 250, 1500};
    for (size_t x = 0; x < sizeof configs / sizeof configs[0]; x++) {
        const cfg *cf = &configs[x];
        wm_options o = options_of(cf, tu_seed(34, x, 8, 0));
        wm_batch *ref = NULL, *batch[3];
        ck_assert_int_eq(wm_batch_new(cf->title, &o, cf->n, &ref), WM_OK);
        bufs rb, b[3];
        bufs_make(&rb, ref);
        size_t cap = rb.a;
        wm_move *rows = malloc(rb.n * cap * sizeof *rows);
        uint32_t *counts = calloc(rb.n, sizeof *counts);
        ck_assert(rows && counts);
        ck_assert_int_eq(wm_batch_bind_legal(ref, rows, counts, cap), WM_OK);
        run_ctx want, got[3];
        run_ctx_init(&want, x);
        wm_batch_driver d[3];
        for (int t = 0; t < 3; t++) {
            ck_assert_int_eq(wm_batch_new(cf->title, &o, cf->n, &batch[t]), WM_OK);
            ck_assert_int_eq(wm_batch_set_threads(batch[t], threads[t]), WM_OK);
            bufs_make(&b[t], batch[t]);
            run_ctx_init(&got[t], x);
            memset(&d[t], 0, sizeof d[t]);
            d[t].size = sizeof d[t];
            d[t].choose = run_choose;
            d[t].ended = run_ended;
            d[t].ctx = &got[t];
        }
        uint64_t total_ends = 0;
        for (size_t r = 0; r < sizeof runs / sizeof runs[0]; r++) {
            wm_move moves[8];
            for (size_t s = 0; s < runs[r]; s++) {
                for (size_t i = 0; i < rb.n; i++)
                    moves[i] = rows[i * cap + tu_rng_below(&want.rng[i], counts[i])];
                ck_assert_int_eq(wm_batch_step(ref, moves, rb.n, NULL), WM_OK);
                for (size_t i = 0; i < rb.n; i++)
                    if (rb.done[i]) {
                        want.ends[i]++;
                        memcpy(want.last_outcome[i], rb.outcome + i * (size_t)rb.s, (size_t)rb.s * sizeof(int32_t));
                    }
            }
            for (int t = 0; t < 3; t++) {
                size_t bad = 0;
                ck_assert_int_eq(wm_batch_run(batch[t], runs[r], &d[t], &bad), WM_OK);
                ck_assert_uint_eq(bad, SIZE_MAX);
                for (size_t i = 0; i < rb.n; i++) {
                    ck_assert_msg(wm_hash(wm_batch_game(batch[t], i)) == wm_hash(wm_batch_game(ref, i)),
                                  "config %zu run %zu threads %u game %zu: another position", x, r, threads[t], i);
                    ck_assert_uint_eq(wm_batch_episodes(batch[t], i), wm_batch_episodes(ref, i));
                    ck_assert_uint_eq(got[t].ends[i], want.ends[i]);
                    if (want.ends[i]) {
                        ck_assert(memcmp(got[t].last_outcome[i], want.last_outcome[i],
                                         (size_t)rb.s * sizeof(int32_t)) == 0);
                        ck_assert_uint_eq(got[t].last_episode[i] + 1, wm_batch_episodes(ref, i));
                    }
                }
                ck_assert(memcmp(b[t].to_move, rb.to_move, rb.n * sizeof *rb.to_move) == 0);
                ck_assert(memcmp(b[t].mask, rb.mask, rb.n * rb.a) == 0);
                ck_assert(memcmp(b[t].obs, rb.obs, rb.n * rb.o * sizeof *rb.obs) == 0);
                ck_assert(memcmp(b[t].outcome, rb.outcome, rb.n * (size_t)rb.s * sizeof *rb.outcome) == 0);
                ck_assert(memcmp(b[t].done, rb.done, rb.n) == 0);
            }
        }
        for (size_t i = 0; i < rb.n; i++)
            total_ends += want.ends[i];
        ck_assert_msg(total_ends > 0, "config %zu: no episode ended in the runs (the test would not see ends)", x);
        for (int t = 0; t < 3; t++) {
            bufs_free(&b[t]);
            wm_batch_free(batch[t]);
        }
        free(rows);
        free(counts);
        bufs_free(&rb);
        wm_batch_free(ref);
    }
}
END_TEST

/* wm_batch_run()'s bad arguments, and a choice out of the list: that game
 * stops before the move (its position and buffers those of its last move),
 * the others play all theirs, and *bad names the lowest such game. */
START_TEST(test_batch_run_bad_choice)
{
    const cfg *cf = &configs[0];
    wm_options o = options_of(cf, 77);
    wm_batch *batch = NULL, *ref = NULL;
    ck_assert_int_eq(wm_batch_new(cf->title, &o, cf->n, &batch), WM_OK);
    ck_assert_int_eq(wm_batch_new(cf->title, &o, cf->n, &ref), WM_OK);
    ck_assert_int_eq(wm_batch_set_threads(batch, 2), WM_OK);
    bufs b, rb;
    bufs_make(&b, batch);
    bufs_make(&rb, ref);
    run_ctx c;
    run_ctx_init(&c, 5);
    wm_batch_driver d;
    memset(&d, 0, sizeof d);
    size_t bad = 0;
    ck_assert_int_eq(wm_batch_run(NULL, 3, &d, &bad), WM_EINVAL);
    ck_assert_uint_eq(bad, SIZE_MAX);
    ck_assert_int_eq(wm_batch_run(batch, 3, NULL, NULL), WM_EINVAL);
    d.choose = run_choose;
    ck_assert_int_eq(wm_batch_run(batch, 3, &d, NULL), WM_EINVAL); /* size not set */
    d.size = sizeof d;
    d.choose = NULL;
    ck_assert_int_eq(wm_batch_run(batch, 3, &d, NULL), WM_EINVAL);
    d.choose = run_choose;
    d.ctx = &c;
    ck_assert_int_eq(wm_batch_run(batch, 0, &d, &bad), WM_OK);
    for (size_t i = 0; i < cf->n; i++)
        ck_assert_uint_eq(wm_hash(wm_batch_game(batch, i)), wm_hash(wm_batch_game(ref, i)));
    /* game 4 refuses at its 9th choice */
    c.stop_game = 4;
    c.stop_at = 8;
    ck_assert_int_eq(wm_batch_run(batch, 20, &d, &bad), WM_EILLEGAL);
    ck_assert_uint_eq(bad, 4);
    ck_assert_uint_eq(c.calls[4], 8);
    for (size_t i = 0; i < cf->n; i++)
        ck_assert_uint_eq(c.calls[i], i == 4 ? 8 : 20);
    /* the reference: game 4 played alone with the same 8 choices */
    run_ctx w;
    run_ctx_init(&w, 5);
    wm_game *g4 = NULL;
    wm_options o4 = options_of(cf, o.seed + 4);
    o4.flags |= WM_OPT_NO_HISTORY;
    ck_assert_int_eq(wm_new(cf->title, &o4, &g4), WM_OK);
    wm_move legal[512];
    ck_assert_uint_le(b.a, 512);
    for (int s = 0; s < 8; s++) {
        size_t k = wm_legal_moves(g4, legal, b.a);
        ck_assert_int_eq(wm_apply(g4, legal[tu_rng_below(&w.rng[4], (uint32_t)k)]), WM_OK);
        ck_assert(!wm_is_over(g4));
    }
    ck_assert_uint_eq(wm_hash(wm_batch_game(batch, 4)), wm_hash(g4));
    ck_assert_int_eq(b.to_move[4], wm_to_move(g4));
    size_t k = wm_legal_moves(g4, legal, b.a);
    size_t in_mask = 0;
    for (size_t m = 0; m < b.a; m++)
        in_mask += b.mask[4 * b.a + m];
    ck_assert_uint_eq(in_mask, k);
    ck_assert_uint_eq(b.done[4], 0);
    wm_free(g4);
    bufs_free(&b);
    bufs_free(&rb);
    wm_batch_free(batch);
    wm_batch_free(ref);
}
END_TEST

int main(void)
{
    const tu_test tests[] = {
        {"batch", test_batch_arguments},
        {"batch", test_batch_equals_one_by_one},
        {"batch", test_batch_threads_same_results},
        {"batch", test_batch_set_threads_again},
        {"batch", test_batch_illegal_move_changes_nothing},
        {"batch", test_batch_steps_allocate_nothing},
        {"batch", test_batch_reset},
        {"batch", test_batch_with_content},
        {"batch", test_batch_rebind_rewrites_observations},
        {"batch", test_batch_bind_legal_lists},
        {"batch", test_batch_run_equals_steps},
        {"batch", test_batch_run_bad_choice},
        {"playouts", test_playouts},
    };
    return tu_run(tu_suite("batch", tests, sizeof tests / sizeof tests[0]));
}
