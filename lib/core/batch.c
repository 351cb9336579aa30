/*
 * batch.c - games of one title stepped together (wm_batch_*), and
 * playouts from a position (wm_playouts): issue 21's interface for
 * learning and search code that lives outside C.
 *
 * A batch owns n handles of one title made with one wm_options.  Game i's
 * e-th episode (e = 0, 1, ...) is the game wm_new() makes with seed
 * base + i + e * n, where base is the seed of wm_batch_new() or of the
 * last wm_batch_reset(): a game that ends is set up again at once, in
 * place, with its next seed, so a batch is exactly the games a caller
 * would play one by one with those seeds (tests/check_batch.c plays both
 * side by side).  The games keep no history (WM_OPT_NO_HISTORY is implied)
 * so that a step never allocates.
 *
 * The caller binds its own buffers once (wm_batch_bind: NumPy arrays,
 * typed arrays) and each step writes into them: the seat to move, a byte
 * per move id that is 1 where the move is legal, the observation of the
 * seat to move (wm_observe), and for the games that ended in the step
 * their outcome and a done flag.  With threads (wm_batch_set_threads) the
 * games are cut into contiguous runs, one a thread; each game is touched
 * by one thread only and its results do not depend on the others', so the
 * buffers are the same whatever the number of threads.
 */
#include "core.h"

#include <string.h>

#if !defined(WM_NO_THREADS) && defined(__unix__) && (!defined(__EMSCRIPTEN__) || defined(__EMSCRIPTEN_PTHREADS__))
#define WM_BATCH_THREADS 1
#include <pthread.h>
#endif

/* The most threads a batch uses (wm_batch_set_threads). */
#define WM_BATCH_MAX_THREADS 64

enum { JOB_NONE, JOB_CHECK, JOB_STEP, JOB_WRITE, JOB_QUIT };

/* One thread's run of games and its scratch list of legal moves. */
typedef struct batch_part {
    size_t lo, hi;   /* games [lo, hi) */
    size_t bad;      /* JOB_CHECK: the first illegal move's game, or SIZE_MAX */
    wm_move *legal;  /* ops->action_count moves */
    struct wm_batch *b;
} batch_part;

struct wm_batch {
    const wm_title_ops *ops;
    wm_options opts;      /* as given (seed: the base of the current episodes) */
    size_t n;
    uint32_t actions;     /* wm_action_count() */
    size_t obs;           /* wm_observation_size() */
    int seats;            /* the seats of game 0 (every game: same options) */
    wm_game **games;
    uint64_t *episode;    /* per game: its episodes so far (the current one's number) */
    /* the caller's buffers (any may be NULL) */
    int32_t *to_move;
    uint8_t *mask;
    float *observation;
    int32_t *outcome;
    uint8_t *done;
    const wm_move *moves; /* the current step's moves */
    unsigned nparts;      /* threads in use: parts[0] is the caller's */
    batch_part parts[WM_BATCH_MAX_THREADS];
    wm_move *legal_mem;   /* WM_BATCH_MAX_THREADS * actions */
#ifdef WM_BATCH_THREADS
    pthread_t tid[WM_BATCH_MAX_THREADS];
    unsigned nthreads_started; /* workers running: parts 1 .. nthreads_started */
    pthread_mutex_t mu;
    pthread_cond_t go, fin;
    int job;
    uint64_t gen;         /* bumped for every job */
    unsigned pending;     /* workers still on the current job */
#endif
};

/* The options of game i's current episode: seed base + i + e * n. */
static void game_seed(const wm_batch *b, size_t i, wm_options *o)
{
    *o = b->opts;
    o->seed = b->opts.seed + (uint64_t)i + b->episode[i] * (uint64_t)b->n;
}

/* The current position of game i into the bound buffers. */
static void write_game(wm_batch *b, size_t i, wm_move *legal)
{
    const wm_game *g = b->games[i];
    int who = wm_to_move(g);
    if (b->to_move)
        b->to_move[i] = who;
    if (b->mask) {
        uint8_t *m = b->mask + i * b->actions;
        memset(m, 0, b->actions);
        size_t k = wm_legal_moves(g, legal, b->actions);
        for (size_t j = 0; j < k && j < b->actions; j++)
            m[legal[j]] = 1;
    }
    if (b->observation && b->obs) {
        float *o = b->observation + i * b->obs;
        if (who >= 0)
            (void)wm_observe(g, who, o, b->obs);
        else
            memset(o, 0, b->obs * sizeof *o);
    }
}

/* Game i's move of this step; a game that ends is scored and set up again
 * with its next seed (no allocation: the handle is reused). */
static void step_game(wm_batch *b, size_t i, wm_move *legal)
{
    wm_game *g = b->games[i];
    int ended = 0;
    if (wm_apply(g, b->moves[i]) == WM_OK && wm_is_over(g)) {
        ended = 1;
        if (b->outcome)
            (void)wm_outcome(g, b->outcome + i * (size_t)b->seats, (size_t)b->seats);
        b->episode[i]++;
        wm_options o;
        game_seed(b, i, &o);
        (void)wm__game_reinit(g, &o); /* the options were accepted by wm_new: it cannot fail */
    } else if (b->outcome) {
        memset(b->outcome + i * (size_t)b->seats, 0, (size_t)b->seats * sizeof *b->outcome);
    }
    if (b->done)
        b->done[i] = (uint8_t)ended;
    write_game(b, i, legal);
}

static void run_part(batch_part *p, int job)
{
    wm_batch *b = p->b;
    switch (job) {
    case JOB_CHECK:
        p->bad = SIZE_MAX;
        for (size_t i = p->lo; i < p->hi; i++)
            if (!wm_is_legal(b->games[i], b->moves[i])) {
                p->bad = i;
                break;
            }
        break;
    case JOB_STEP:
        for (size_t i = p->lo; i < p->hi; i++)
            step_game(b, i, p->legal);
        break;
    case JOB_WRITE:
        for (size_t i = p->lo; i < p->hi; i++) {
            if (b->done)
                b->done[i] = 0;
            if (b->outcome)
                memset(b->outcome + i * (size_t)b->seats, 0, (size_t)b->seats * sizeof *b->outcome);
            write_game(b, i, p->legal);
        }
        break;
    default:
        break;
    }
}

#ifdef WM_BATCH_THREADS
static void *worker(void *arg)
{
    batch_part *p = arg;
    wm_batch *b = p->b;
    uint64_t seen = 0;
    pthread_mutex_lock(&b->mu);
    for (;;) {
        while (b->gen == seen)
            pthread_cond_wait(&b->go, &b->mu);
        seen = b->gen;
        int job = b->job;
        if (job == JOB_QUIT)
            break;
        pthread_mutex_unlock(&b->mu);
        run_part(p, job);
        pthread_mutex_lock(&b->mu);
        if (--b->pending == 0)
            pthread_cond_signal(&b->fin);
    }
    pthread_mutex_unlock(&b->mu);
    return NULL;
}

static void stop_workers(wm_batch *b)
{
    if (!b->nthreads_started)
        return;
    pthread_mutex_lock(&b->mu);
    b->job = JOB_QUIT;
    b->gen++;
    pthread_cond_broadcast(&b->go);
    pthread_mutex_unlock(&b->mu);
    for (unsigned t = 1; t <= b->nthreads_started; t++)
        pthread_join(b->tid[t], NULL);
    b->nthreads_started = 0;
}
#endif

/* Runs job over every part (the caller's thread takes part 0). */
static void run_job(wm_batch *b, int job)
{
#ifdef WM_BATCH_THREADS
    if (b->nparts > 1) {
        pthread_mutex_lock(&b->mu);
        b->job = job;
        b->pending = b->nparts - 1;
        b->gen++;
        pthread_cond_broadcast(&b->go);
        pthread_mutex_unlock(&b->mu);
        run_part(&b->parts[0], job);
        pthread_mutex_lock(&b->mu);
        while (b->pending)
            pthread_cond_wait(&b->fin, &b->mu);
        pthread_mutex_unlock(&b->mu);
        return;
    }
#endif
    run_part(&b->parts[0], job);
}

/* Cuts the games into t contiguous runs. */
static void cut_parts(wm_batch *b, unsigned t)
{
    b->nparts = t;
    for (unsigned k = 0; k < t; k++) {
        b->parts[k].b = b;
        b->parts[k].lo = b->n * k / t;
        b->parts[k].hi = b->n * (k + 1) / t;
        b->parts[k].legal = b->legal_mem + (size_t)k * b->actions;
    }
}

wm_status wm_batch_new(wm_title title, const wm_options *opts, size_t n, wm_batch **out)
{
    return wm_batch_new_with_content(title, opts, NULL, n, out);
}

wm_status wm_batch_new_with_content(wm_title title, const wm_options *opts, const wm_content *content, size_t n,
                                    wm_batch **out)
{
    if (!out)
        return wm__fail(WM_EINVAL, "out is NULL");
    *out = NULL;
    wm_options o;
    const wm_title_ops *ops;
    wm_status st = wm__new_args(title, opts, content, &o, &ops);
    if (st != WM_OK)
        return st;
    if (n == 0 || n > SIZE_MAX / 2 / sizeof(wm_game *))
        return wm__fail(WM_EINVAL, "n: %zu is not a number of games (at least 1)", n);
    o.flags |= WM_OPT_NO_HISTORY;
    wm_batch *b = wm__alloc(o.alloc, o.alloc_ud, NULL, 0, sizeof *b);
    if (!b)
        return wm__fail(WM_ENOMEM, "out of memory: the allocator refused the batch");
    memset(b, 0, sizeof *b);
    b->ops = ops;
    b->opts = o;
    b->n = n;
    b->actions = ops->action_count;
    b->games = wm__alloc(o.alloc, o.alloc_ud, NULL, 0, n * sizeof *b->games);
    b->episode = wm__alloc(o.alloc, o.alloc_ud, NULL, 0, n * sizeof *b->episode);
    b->legal_mem = wm__alloc(o.alloc, o.alloc_ud, NULL, 0, (size_t)WM_BATCH_MAX_THREADS * b->actions * sizeof(wm_move));
    if (!b->games || !b->episode || !b->legal_mem) {
        wm__alloc(o.alloc, o.alloc_ud, b->games, n * sizeof *b->games, 0);
        wm__alloc(o.alloc, o.alloc_ud, b->episode, n * sizeof *b->episode, 0);
        wm__alloc(o.alloc, o.alloc_ud, b->legal_mem, (size_t)WM_BATCH_MAX_THREADS * b->actions * sizeof(wm_move), 0);
        wm__alloc(o.alloc, o.alloc_ud, b, sizeof *b, 0);
        return wm__fail(WM_ENOMEM, "out of memory: the allocator refused the batch's tables for %zu games", n);
    }
    memset(b->games, 0, n * sizeof *b->games);
    memset(b->episode, 0, n * sizeof *b->episode);
    for (size_t i = 0; i < n && st == WM_OK; i++) {
        wm_options gi;
        game_seed(b, i, &gi);
        st = wm_new_with_content(title, &gi, content, &b->games[i]); /* each game holds the pack */
    }
    if (st != WM_OK) {
        wm_batch_free(b);
        return st;
    }
    b->seats = wm_seat_count(b->games[0]);
    b->obs = wm_observation_size(b->games[0]);
#ifdef WM_BATCH_THREADS
    pthread_mutex_init(&b->mu, NULL);
    pthread_cond_init(&b->go, NULL);
    pthread_cond_init(&b->fin, NULL);
#endif
    cut_parts(b, 1);
    *out = b;
    return WM_OK;
}

void wm_batch_free(wm_batch *b)
{
    if (!b)
        return;
    wm_alloc_fn fn = b->opts.alloc;
    void *ud = b->opts.alloc_ud;
#ifdef WM_BATCH_THREADS
    if (b->seats) { /* fully made: the pool's objects exist */
        stop_workers(b);
        pthread_cond_destroy(&b->fin);
        pthread_cond_destroy(&b->go);
        pthread_mutex_destroy(&b->mu);
    }
#endif
    for (size_t i = 0; i < b->n; i++)
        wm_free(b->games[i]);
    wm__alloc(fn, ud, b->games, b->n * sizeof *b->games, 0);
    wm__alloc(fn, ud, b->episode, b->n * sizeof *b->episode, 0);
    wm__alloc(fn, ud, b->legal_mem, (size_t)WM_BATCH_MAX_THREADS * b->actions * sizeof(wm_move), 0);
    wm__alloc(fn, ud, b, sizeof *b, 0);
}

size_t wm_batch_size(const wm_batch *b)
{
    return b ? b->n : 0;
}

const wm_game *wm_batch_game(const wm_batch *b, size_t i)
{
    if (!b || i >= b->n) {
        if (!b)
            wm__fail(WM_EINVAL, "batch is NULL");
        else
            wm__fail(WM_ERANGE, "i: %zu is not a game of this batch (0-%zu)", i, b->n - 1);
        return NULL;
    }
    return b->games[i];
}

uint64_t wm_batch_episodes(const wm_batch *b, size_t i)
{
    return b && i < b->n ? b->episode[i] : 0;
}

wm_status wm_batch_set_threads(wm_batch *b, unsigned threads)
{
    if (!b)
        return wm__fail(WM_EINVAL, "batch is NULL");
    if (threads == 0 || threads > WM_BATCH_MAX_THREADS)
        return wm__fail(WM_EINVAL, "threads: %u is not 1-%u", threads, (unsigned)WM_BATCH_MAX_THREADS);
    if (threads > b->n)
        threads = (unsigned)b->n; /* a thread with no game would only wait */
#ifdef WM_BATCH_THREADS
    stop_workers(b);
    cut_parts(b, threads);
    for (unsigned t = 1; t < threads; t++) {
        if (pthread_create(&b->tid[t], NULL, worker, &b->parts[t]) != 0) {
            b->nthreads_started = t - 1;
            stop_workers(b);
            cut_parts(b, 1);
            return wm__fail(WM_ENOMEM, "threads: thread %u of %u could not be started", t + 1, threads);
        }
        b->nthreads_started = t;
    }
    return WM_OK;
#else
    if (threads > 1)
        return wm__fail(WM_EINVAL, "threads: %u, but this build has no threads (1 only)",
                        threads); /* WebAssembly without pthreads */
    return WM_OK;
#endif
}

unsigned wm_batch_threads(const wm_batch *b)
{
    return b ? b->nparts : 0;
}

wm_status wm_batch_bind(wm_batch *b, int32_t *to_move, uint8_t *legal_mask, float *observations, int32_t *outcomes,
                        uint8_t *done)
{
    if (!b)
        return wm__fail(WM_EINVAL, "batch is NULL");
    b->to_move = to_move;
    b->mask = legal_mask;
    b->observation = observations;
    b->outcome = outcomes;
    b->done = done;
    run_job(b, JOB_WRITE);
    return WM_OK;
}

wm_status wm_batch_reset(wm_batch *b, uint64_t seed)
{
    if (!b)
        return wm__fail(WM_EINVAL, "batch is NULL");
    b->opts.seed = seed;
    for (size_t i = 0; i < b->n; i++) {
        b->episode[i] = 0;
        wm_options o;
        game_seed(b, i, &o);
        wm_status st = wm__game_reinit(b->games[i], &o);
        if (st != WM_OK)
            return st; /* the options were accepted once: not reached */
    }
    run_job(b, JOB_WRITE);
    return WM_OK;
}

wm_status wm_batch_step(wm_batch *b, const wm_move *moves, size_t n, size_t *bad)
{
    if (bad)
        *bad = SIZE_MAX;
    if (!b || !moves)
        return wm__fail(WM_EINVAL, "%s is NULL", !b ? "batch" : "moves");
    if (n != b->n)
        return wm__fail(WM_EINVAL, "n: %zu moves for a batch of %zu games", n, b->n);
    b->moves = moves;
    run_job(b, JOB_CHECK);
    size_t first = SIZE_MAX;
    for (unsigned k = 0; k < b->nparts; k++)
        if (b->parts[k].bad < first)
            first = b->parts[k].bad;
    if (first != SIZE_MAX) {
        if (bad)
            *bad = first;
        b->moves = NULL;
        return wm__fail(WM_EILLEGAL, "moves[%zu]: move %u is not legal in game %zu (%s)", first, (unsigned)moves[first],
                        first, wm_prompt(b->games[first]));
    }
    run_job(b, JOB_STEP);
    b->moves = NULL;
    return WM_OK;
}

/* ------------------------------------------------------------------ */
/* Playouts                                                             */
/* ------------------------------------------------------------------ */

/* A chance decision drawn by its probabilities (WM_OPT_EXTERNAL_DICE). */
static wm_move draw_chance(const wm_game *g, uint64_t *rng, wm_move *moves, double *probs, size_t cap)
{
    size_t k = wm_chance_outcomes(g, moves, probs, cap);
    if (k == 0 || k > cap)
        return moves[0];
    return moves[wm__rng_pick(rng, probs, k)];
}

wm_status wm_playouts(const wm_game *game, size_t k, uint64_t seed, int policy, int32_t *outcomes, size_t n)
{
    if (!game || (k && !outcomes))
        return wm__fail(WM_EINVAL, "%s is NULL", !game ? "game" : "outcomes");
    if (policy != WM_PLAYOUT_RANDOM && policy != WM_PLAYOUT_BOT)
        return wm__fail(WM_EINVAL, "policy: %d is not WM_PLAYOUT_RANDOM (0) or WM_PLAYOUT_BOT (1)", policy);
    size_t seats = (size_t)wm_seat_count(game);
    if (k > SIZE_MAX / (seats ? seats : 1) || n < k * seats)
        return wm__fail(WM_ERANGE, "n: %zu values, %zu playouts of %zu seats need %zu", n, k, seats, k * seats);
    if (k == 0)
        return WM_OK;
    const wm_title_ops *ops = game->ops;
    size_t actions = ops->action_count;
    wm_game *g = wm__game_alloc(ops, game->alloc, game->alloc_ud, game->flags | WM_OPT_NO_HISTORY);
    wm_move *moves = wm__alloc(game->alloc, game->alloc_ud, NULL, 0, actions * sizeof *moves);
    double *probs = wm__alloc(game->alloc, game->alloc_ud, NULL, 0, actions * sizeof *probs);
    wm_status st = g && moves && probs ? WM_OK : wm__fail(WM_ENOMEM, "out of memory: the playouts' game and move lists");
    for (size_t j = 0; j < k && st == WM_OK; j++) {
        /* the position without its history: a playout needs none */
        memcpy(g->state, game->state, ops->state_size);
        g->origin = game->origin;
        if (j == 0)
            wm__game_set_content(g, game->content); /* the position's cards */
        uint64_t rng = wm__mix64(seed ^ wm__mix64((uint64_t)j + 1));
        while (!wm_is_over(g)) {
            wm_move m;
            if (wm_to_move(g) == WM_CHANCE) {
                m = draw_chance(g, &rng, moves, probs, actions);
            } else if (policy == WM_PLAYOUT_BOT && wm_bot_move(g, &m) == WM_OK) {
                /* the title's own Non-player rules, or its random bot */
            } else {
                size_t c = wm_legal_moves(g, moves, actions);
                if (c == 0 || c > actions) {
                    /* a position with no move that is not over: a title's bug */
                    st = wm__fail(WM_EILLEGAL, "playout %zu: no legal move in a game not over (%s)", j, wm_prompt(g));
                    break;
                }
                m = moves[wm__rng_below(&rng, (uint32_t)c)];
            }
            if ((st = wm_apply(g, m)) != WM_OK)
                break;
        }
        if (st == WM_OK)
            st = wm_outcome(g, outcomes + j * seats, seats);
    }
    wm__alloc(game->alloc, game->alloc_ud, probs, probs ? actions * sizeof *probs : 0, 0);
    wm__alloc(game->alloc, game->alloc_ud, moves, moves ? actions * sizeof *moves : 0, 0);
    wm_free(g);
    return st;
}
