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
 * threads take the games in runs of WM_BATCH_CHUNK, each from its own
 * range of runs first and then from the others' (see struct wm_batch);
 * in a step each game is touched by one thread only and its results do
 * not depend on the others', so the buffers are the same whatever the
 * number of threads.  A step lists each game's legal moves once (for its
 * mask and its legal set) and checks the next step's moves against that
 * set, on the caller's thread, before any game moves.
 */
#if defined(__unix__) && !defined(_POSIX_C_SOURCE)
#define _POSIX_C_SOURCE 200809L /* clock_gettime (the hand-off's spins) */
#endif
#include "core.h"

#include <stddef.h>
#include <string.h>

#if !defined(WM_NO_THREADS) && defined(__unix__) && (!defined(__EMSCRIPTEN__) || defined(__EMSCRIPTEN_PTHREADS__))
#define WM_BATCH_THREADS 1
#include <pthread.h>
#include <time.h>
#include <stdatomic.h>
#endif

/* The most threads a batch uses (wm_batch_set_threads). */
#define WM_BATCH_MAX_THREADS 64

/* Games a thread takes at a time from a job's queue (threads > 1). */
#define WM_BATCH_CHUNK 8

/* How long a thread busy-waits for the other side of a hand-off before
 * it sleeps on a condition variable, in nanoseconds: about what a sleep
 * and its wake-up cost in CPU time on both sides (the caller's futex
 * wake-up and the worker's return; 2026-12-07, KVM guest, 2 cores: 1.6 +
 * 1.8 us).  A worker spins only while its waits between jobs have been
 * shorter than this (an average of the last few), else it sleeps at once:
 * a wait that would outlast the spin costs the spin and the sleep. */
#ifndef WM_BATCH_SPIN_NS
#define WM_BATCH_SPIN_NS 4000
#endif

enum { JOB_NONE, JOB_STEP, JOB_WRITE, JOB_RUN };

/* One thread's part of a job: its scratch list of legal moves and (with
 * threads) its runs of games.  Padded to two cache lines so that the
 * ranges two threads take runs from never share a line (false sharing),
 * wherever the allocator put the batch. */
typedef union batch_part {
    struct {
#ifdef WM_BATCH_THREADS
        /* The part's runs not yet taken, lo | hi << 32 (run numbers):
         * its own thread takes them from lo up, a thread done with its
         * own part takes them from hi down (work stealing). */
        _Atomic uint64_t range;
#endif
        wm_move *legal;  /* ops->action_count moves */
        struct wm_batch *b;
        uint32_t seen;   /* a worker: the job generation it last took part in */
        size_t bad;      /* JOB_RUN: the lowest game whose driver gave no move (SIZE_MAX: none) */
    };
    unsigned char line_[128];
} batch_part;

struct wm_batch {
    const wm_title_ops *ops;
    wm_options opts;      /* as given (seed: the base of the current episodes) */
    size_t n;
    uint32_t actions;     /* wm_action_count() */
    size_t words;         /* 64-bit words of one game's legal set */
    size_t obs;           /* wm_observation_size() */
    int seats;            /* the seats of game 0 (every game: same options) */
    wm_game **games;
    uint64_t *episode;    /* per game: its episodes so far (the current one's number) */
    /* Per game, its legal moves as a bit set, written with the mask: a
     * step checks the caller's moves against it (the caller may write in
     * its own mask) and applies them with no second legality test. */
    uint64_t *legal_set;
    /* Per game, the title's observation cache (ops->observe_delta; stride
     * obs_stride bytes) and whether it and the game's observation row are
     * what the last write left (0: the next write is whole). */
    unsigned char *obs_cache;
    size_t obs_stride;
    uint8_t *obs_valid;
    /* the caller's buffers (any may be NULL) */
    int32_t *to_move;
    uint8_t *mask;
    float *observation;
    int32_t *outcome;
    uint8_t *done;
    /* wm_batch_bind_legal's rows (legal_cap moves a game) and counts */
    wm_move *legal_rows;
    uint32_t *legal_counts;
    size_t legal_cap;
    const wm_move *moves; /* the current step's moves */
    const wm_batch_driver *driver; /* the current wm_batch_run()'s */
    size_t run_steps;     /* ... and its moves a game */
    unsigned nparts;      /* threads in use: parts[0] is the caller's */
    size_t nchunks;       /* the games in runs of WM_BATCH_CHUNK (threads > 1) */
    batch_part parts[WM_BATCH_MAX_THREADS];
    wm_move *legal_mem;   /* WM_BATCH_MAX_THREADS * legal_stride */
    size_t legal_stride;  /* moves between two threads' scratch lists: actions and 64 bytes, no line shared */
#ifdef WM_BATCH_THREADS
    /*
     * The hand-off (issue 34).  A job's games are cut into runs of
     * WM_BATCH_CHUNK, and the runs into one contiguous range a thread
     * (parts[k].range): each thread, the caller's too, takes the runs of
     * its own range from the front, then the others' from the back (work
     * stealing), so that a thread steps the same games step after step
     * (their states stay in its core's caches) and a thread that comes
     * late leaves its runs to the others.  runs_done counts the runs
     * finished (each thread adds its count once, at the end of its
     * share); the caller returns when it reaches nchunks, so the job's
     * fields (job, moves) stay put while any run is in progress.  The
     * caller publishes a job by its number (gen), after the ranges.  A
     * worker waits for the next number, spinning up to WM_BATCH_SPIN_NS
     * when its recent waits were shorter, then sleeping on go; the caller
     * waits for the runs in progress spinning (they are at most one run a
     * thread), then on fin.  sleepers and caller_asleep say whether the
     * other side must be woken.  The groups of fields written by
     * different threads are 64 bytes apart (no false sharing).
     */
    pthread_t tid[WM_BATCH_MAX_THREADS];
    unsigned nthreads_started; /* workers running: parts 1 .. nthreads_started */
    pthread_mutex_t mu;
    pthread_cond_t go, fin;
    int job;
    unsigned char pad0_[64];
    _Atomic uint32_t gen;      /* the latest job's number */
    _Atomic unsigned sleepers; /* workers asleep on go (or about to be) */
    _Atomic int caller_asleep; /* the caller asleep on fin (or about to be) */
    _Atomic int quit;          /* set with a new gen: the workers leave */
    unsigned char pad1_[64];
    _Atomic size_t runs_done;  /* runs of the current job finished */
    unsigned char pad2_[64];
#endif
};

/* The options of game i's current episode: seed base + i + e * n. */
static void game_seed(const wm_batch *b, size_t i, wm_options *o)
{
    *o = b->opts;
    o->seed = b->opts.seed + (uint64_t)i + b->episode[i] * (uint64_t)b->n;
}

/* Game i's episode has ended: it is set up again, in place, with its
 * next seed (no allocation: the handle is reused). */
static void next_episode(wm_batch *b, size_t i)
{
    b->episode[i]++;
    wm_options o;
    game_seed(b, i, &o);
    (void)wm__game_reinit(b->games[i], &o); /* the options were accepted by wm_new: it cannot fail */
}

/* The current position of game i into its legal set and the bound
 * buffers: the legal moves listed once, for the set and the mask. */
static void write_game(wm_batch *b, size_t i, wm_move *legal)
{
    const wm_game *g = b->games[i];
    const wm_title_ops *ops = b->ops;
    const void *pk = wm__pack_enter(g);
    int over = ops->is_over(g->state) != 0;
    int who = over ? WM_NOBODY : ops->to_move(g->state);
    size_t k = 0;
    if (b->legal_rows) /* listed straight into the caller's row (legal_cap >= actions) */
        legal = b->legal_rows + i * b->legal_cap;
    if (!over) {
        k = ops->legal(g->state, legal, b->actions);
        if (k > b->actions)
            k = b->actions; /* a title's bound: never */
    }
    if (b->legal_counts)
        b->legal_counts[i] = (uint32_t)k;
    uint64_t *set = b->legal_set + i * b->words;
    memset(set, 0, b->words * sizeof *set);
    for (size_t j = 0; j < k; j++)
        if (legal[j] < b->actions)
            set[legal[j] >> 6] |= (uint64_t)1 << (legal[j] & 63);
    if (b->to_move)
        b->to_move[i] = who;
    if (b->mask) {
        uint8_t *m = b->mask + i * b->actions;
        memset(m, 0, b->actions);
        for (size_t j = 0; j < k; j++)
            if (legal[j] < b->actions)
                m[legal[j]] = 1;
    }
    if (b->observation && b->obs) {
        float *o = b->observation + i * b->obs;
        if (who >= 0 && b->obs_cache) {
            /* in place: only what changed since the last step (issue 34) */
            ops->observe_delta(g->state, who, o, b->obs_cache + i * b->obs_stride, b->obs_valid[i]);
            b->obs_valid[i] = 1;
        } else if (who >= 0) {
            ops->observe(g->state, who, o);
        } else {
            memset(o, 0, b->obs * sizeof *o);
            if (b->obs_valid)
                b->obs_valid[i] = 0;
        }
    }
    wm__pack_leave(pk);
}

/* Whether m is in game i's legal set. */
static int in_legal_set(const wm_batch *b, size_t i, wm_move m)
{
    return m < b->actions && (b->legal_set[i * b->words + (m >> 6)] >> (m & 63) & 1) != 0;
}

/* Game i's move of this step, already found in its legal set (no second
 * test); a game that ends is scored and set up again with its next seed
 * (no allocation: the handle is reused). */
static void step_game(wm_batch *b, size_t i, wm_move *legal)
{
    wm_game *g = b->games[i];
    const wm_title_ops *ops = b->ops;
    const void *pk = wm__pack_enter(g);
    ops->apply(g->state, b->moves[i]); /* the batch's games keep no history */
    int ended = ops->is_over(g->state) != 0;
    if (ended && b->outcome)
        ops->outcome(g->state, b->outcome + i * (size_t)b->seats);
    wm__pack_leave(pk);
    if (ended) {
        next_episode(b, i);
    } else if (b->outcome) {
        memset(b->outcome + i * (size_t)b->seats, 0, (size_t)b->seats * sizeof *b->outcome);
    }
    if (b->done)
        b->done[i] = (uint8_t)ended;
    write_game(b, i, legal);
}

/* Asks the caches for game i's state and observation cache while the
 * game before it is stepped (issue 34): 256 games' states do not fit in
 * the caches one game lives in, and a step of a game that waits for its
 * state line by line runs at a fraction of a single game's rate. */
static void prefetch_game(const wm_batch *b, size_t i)
{
    const char *g = (const char *)b->games[i];
    size_t len = offsetof(wm_game, state) + b->ops->state_size;
    for (size_t x = 0; x < len; x += 64)
        __builtin_prefetch(g + x, 1, 3);
    if (b->obs_cache && b->observation)
        for (size_t x = 0; x < b->obs_stride; x += 64)
            __builtin_prefetch(b->obs_cache + i * b->obs_stride + x, 1, 3);
}

/* The most seats of a title (wm_batch_run()'s outcome row on the stack). */
#define RUN_SEATS 16

/* wm_batch_run()'s moves of game i: run_steps times its legal list to
 * the driver's choose() and the move chosen applied; an episode that
 * ends goes to the driver's ended() and the game is set up again with its
 * next seed; the last step ends as wm_batch_step()'s does (done,
 * outcomes and the bound buffers written).  A choice out of the list
 * stops the game where it is (*bad: the thread's lowest such game; its
 * buffers show that position). */
static void run_game(wm_batch *b, size_t i, wm_move *legal, size_t *bad)
{
    wm_game *g = b->games[i];
    const wm_title_ops *ops = b->ops;
    const wm_batch_driver *d = b->driver;
    int32_t res[RUN_SEATS];
    int ended = 0;
    for (size_t s = 0; s < b->run_steps; s++) {
        const void *pk = wm__pack_enter(g);
        size_t k = ops->legal(g->state, legal, b->actions);
        int who = ops->to_move(g->state);
        wm__pack_leave(pk);
        if (k > b->actions)
            k = b->actions; /* a title's bound: never */
        uint32_t c = k ? d->choose(d->ctx, i, g, who, legal, (uint32_t)k) : UINT32_MAX;
        if (c >= k) {
            if (i < *bad)
                *bad = i;
            ended = 0;
            break;
        }
        pk = wm__pack_enter(g);
        ops->apply(g->state, legal[c]); /* the batch's games keep no history */
        ended = ops->is_over(g->state) != 0;
        if (ended) {
            memset(res, 0, sizeof res);
            ops->outcome(g->state, res);
        }
        wm__pack_leave(pk);
        if (ended) {
            if (d->ended)
                d->ended(d->ctx, i, b->episode[i], res, (unsigned)b->seats);
            if (s + 1 == b->run_steps && b->outcome)
                memcpy(b->outcome + i * (size_t)b->seats, res, (size_t)b->seats * sizeof *res);
            next_episode(b, i);
        }
    }
    if (b->outcome && !ended)
        memset(b->outcome + i * (size_t)b->seats, 0, (size_t)b->seats * sizeof *b->outcome);
    if (b->done)
        b->done[i] = (uint8_t)ended;
    write_game(b, i, legal);
}

/* The job over games [lo, hi) by the thread whose part is me (its
 * scratch list; JOB_RUN: its lowest game with no move). */
static void run_games(wm_batch *b, int job, size_t lo, size_t hi, batch_part *me)
{
    wm_move *legal = me->legal;
    switch (job) {
    case JOB_STEP:
        for (size_t i = lo; i < hi; i++) {
            if (i + 1 < hi)
                prefetch_game(b, i + 1);
            step_game(b, i, legal);
        }
        break;
    case JOB_RUN:
        for (size_t i = lo; i < hi; i++)
            run_game(b, i, legal, &me->bad);
        break;
    case JOB_WRITE:
        for (size_t i = lo; i < hi; i++) {
            if (b->done)
                b->done[i] = 0;
            if (b->outcome)
                memset(b->outcome + i * (size_t)b->seats, 0, (size_t)b->seats * sizeof *b->outcome);
            write_game(b, i, legal);
        }
        break;
    default:
        break;
    }
}

#ifdef WM_BATCH_THREADS
static inline void cpu_relax(void)
{
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#elif defined(__aarch64__)
    __asm__ __volatile__("yield");
#endif
}

static uint64_t now_ns(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (uint64_t)ts.tv_sec * 1000000000u + (uint64_t)ts.tv_nsec;
}

/* Takes the runs left in part p's range, from the front (p is the
 * thread's own part) or from the back (another's); the number done. */
static size_t take_part(wm_batch *b, batch_part *p, int back, batch_part *me)
{
    size_t done = 0;
    uint64_t r = atomic_load_explicit(&p->range, memory_order_acquire);
    for (;;) {
        uint32_t lo = (uint32_t)r, hi = (uint32_t)(r >> 32);
        if (lo >= hi)
            return done;
        uint64_t want = back ? r - ((uint64_t)1 << 32) : r + 1;
        if (!atomic_compare_exchange_weak_explicit(&p->range, &r, want, memory_order_acq_rel, memory_order_acquire))
            continue; /* r holds the range's new value */
        size_t c = back ? hi - 1 : lo;
        size_t g0 = c * WM_BATCH_CHUNK, g1 = g0 + WM_BATCH_CHUNK < b->n ? g0 + WM_BATCH_CHUNK : b->n;
        run_games(b, b->job, g0, g1, me);
        done++;
        r = atomic_load_explicit(&p->range, memory_order_acquire);
    }
}

/* Thread k's share of the current job: its own runs, then what is left
 * of the others'; the number of runs done. */
static size_t take_runs(wm_batch *b, unsigned k)
{
    batch_part *me = &b->parts[k];
    size_t done = take_part(b, me, 0, me);
    for (unsigned j = 1; j < b->nparts; j++)
        done += take_part(b, &b->parts[(k + j) % b->nparts], 1, me);
    return done;
}

static void *worker(void *arg)
{
    batch_part *p = arg;
    wm_batch *b = p->b;
    unsigned k = (unsigned)(p - b->parts);
    uint32_t seen = p->seen; /* the generation when the worker was made */
    uint64_t wait = WM_BATCH_SPIN_NS; /* its recent waits between jobs (ns, an average) */
    for (;;) {
        uint64_t t0 = now_ns();
        uint32_t gen = atomic_load(&b->gen);
        if (gen == seen && wait < WM_BATCH_SPIN_NS)
            for (unsigned s = 1; (gen = atomic_load(&b->gen)) == seen; s++) {
                cpu_relax();
                if (s % 8 == 0 && now_ns() - t0 >= WM_BATCH_SPIN_NS)
                    break;
            }
        if (gen == seen) {
            pthread_mutex_lock(&b->mu);
            atomic_fetch_add(&b->sleepers, 1);
            while ((gen = atomic_load(&b->gen)) == seen)
                pthread_cond_wait(&b->go, &b->mu);
            atomic_fetch_sub(&b->sleepers, 1);
            pthread_mutex_unlock(&b->mu);
        }
        wait = (wait * 3 + (now_ns() - t0)) / 4;
        seen = gen;
        if (atomic_load(&b->quit))
            break;
        size_t done = take_runs(b, k);
        if (done && atomic_fetch_add(&b->runs_done, done) + done == b->nchunks && atomic_load(&b->caller_asleep)) {
            pthread_mutex_lock(&b->mu); /* as in next_gen: signalled after the unlock */
            pthread_mutex_unlock(&b->mu);
            pthread_cond_signal(&b->fin);
        }
    }
    return NULL;
}

/* A new job number, published to the workers (woken if asleep). */
static void next_gen(wm_batch *b)
{
    atomic_store(&b->gen, atomic_load(&b->gen) + 1);
    if (atomic_load(&b->sleepers)) {
        /* A sleeper checks gen under mu: once mu is taken and released
         * here, every sleeper that saw the old gen waits on go.  Woken
         * after the unlock, it does not block again on mu (half the
         * cost of a wake-up: 1.8 us of CPU for both sides, not 3.3). */
        pthread_mutex_lock(&b->mu);
        pthread_mutex_unlock(&b->mu);
        pthread_cond_broadcast(&b->go);
    }
}

static void stop_workers(wm_batch *b)
{
    if (!b->nthreads_started)
        return;
    atomic_store(&b->quit, 1);
    next_gen(b);
    for (unsigned t = 1; t <= b->nthreads_started; t++)
        pthread_join(b->tid[t], NULL);
    b->nthreads_started = 0;
    atomic_store(&b->quit, 0); /* the next workers start from the current gen (p->seen) */
}
#endif

/* Runs job over every game (the caller's thread takes its share). */
static void run_job(wm_batch *b, int job)
{
    void *sink = wm__log_pause(); /* the batch's games write into no log of the caller's */
#ifdef WM_BATCH_THREADS
    if (b->nparts > 1) {
        b->job = job;
        atomic_store_explicit(&b->runs_done, 0, memory_order_relaxed);
        size_t n = b->nchunks;
        for (unsigned k = 0; k < b->nparts; k++) {
            uint64_t lo = n * k / b->nparts, hi = n * (k + 1) / b->nparts;
            atomic_store_explicit(&b->parts[k].range, lo | hi << 32, memory_order_release);
        }
        next_gen(b);
        uint64_t t0 = now_ns();
        size_t mine = take_runs(b, 0);
        uint64_t t1 = now_ns();
        if (atomic_fetch_add(&b->runs_done, mine) + mine < n) {
            /* The workers' runs in progress: at most one each, so a spin
             * of about a run's time (the caller's own, twice) unless a
             * worker was preempted. */
            uint64_t spin = (mine ? (t1 - t0) / mine * 2 : 0) + WM_BATCH_SPIN_NS;
            for (unsigned s = 1; atomic_load(&b->runs_done) < n; s++) {
                cpu_relax();
                if (s % 8 == 0 && now_ns() - t1 >= spin)
                    break;
            }
        }
        if (atomic_load(&b->runs_done) < n) {
            pthread_mutex_lock(&b->mu);
            atomic_store(&b->caller_asleep, 1);
            while (atomic_load(&b->runs_done) < n)
                pthread_cond_wait(&b->fin, &b->mu);
            atomic_store(&b->caller_asleep, 0);
            pthread_mutex_unlock(&b->mu);
        }
        wm__log_resume(sink);
        return;
    }
#endif
    run_games(b, job, 0, b->n, &b->parts[0]);
    wm__log_resume(sink);
}

/* t threads, each with its scratch list. */
static void cut_parts(wm_batch *b, unsigned t)
{
    b->nparts = t;
    b->nchunks = (b->n + WM_BATCH_CHUNK - 1) / WM_BATCH_CHUNK;
    for (unsigned k = 0; k < t; k++) {
        b->parts[k].b = b;
        b->parts[k].legal = b->legal_mem + (size_t)k * b->legal_stride;
#ifdef WM_BATCH_THREADS
        b->parts[k].seen = atomic_load(&b->gen);
        atomic_init(&b->parts[k].range, 0);
#endif
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
    b->words = (b->actions + 63) / 64;
    b->legal_stride = b->actions + 64 / sizeof(wm_move);
    b->games = wm__alloc(o.alloc, o.alloc_ud, NULL, 0, n * sizeof *b->games);
    b->episode = wm__alloc(o.alloc, o.alloc_ud, NULL, 0, n * sizeof *b->episode);
    b->legal_mem = wm__alloc(o.alloc, o.alloc_ud, NULL, 0, (size_t)WM_BATCH_MAX_THREADS * b->legal_stride * sizeof(wm_move));
    b->legal_set = n <= SIZE_MAX / 8 / (b->words ? b->words : 1)
                       ? wm__alloc(o.alloc, o.alloc_ud, NULL, 0, n * b->words * sizeof *b->legal_set)
                       : NULL;
    if (ops->observe_delta && ops->obs_cache_size && n <= SIZE_MAX / 2 / (ops->obs_cache_size + 8)) {
        b->obs_stride = (ops->obs_cache_size + 7) / 8 * 8; /* the caches' uint64_t fields stay aligned */
        b->obs_cache = wm__alloc(o.alloc, o.alloc_ud, NULL, 0, n * b->obs_stride);
        b->obs_valid = wm__alloc(o.alloc, o.alloc_ud, NULL, 0, n);
    }
    if (!b->games || !b->episode || !b->legal_mem || !b->legal_set || (b->obs_stride && (!b->obs_cache || !b->obs_valid))) {
        wm__alloc(o.alloc, o.alloc_ud, b->obs_cache, b->obs_cache ? n * b->obs_stride : 0, 0);
        wm__alloc(o.alloc, o.alloc_ud, b->obs_valid, b->obs_valid ? n : 0, 0);
        wm__alloc(o.alloc, o.alloc_ud, b->legal_set, b->legal_set ? n * b->words * sizeof *b->legal_set : 0, 0);
        wm__alloc(o.alloc, o.alloc_ud, b->games, n * sizeof *b->games, 0);
        wm__alloc(o.alloc, o.alloc_ud, b->episode, n * sizeof *b->episode, 0);
        wm__alloc(o.alloc, o.alloc_ud, b->legal_mem, (size_t)WM_BATCH_MAX_THREADS * b->legal_stride * sizeof(wm_move), 0);
        wm__alloc(o.alloc, o.alloc_ud, b, sizeof *b, 0);
        return wm__fail(WM_ENOMEM, "out of memory: the allocator refused the batch's tables for %zu games", n);
    }
    memset(b->games, 0, n * sizeof *b->games);
    if (b->obs_valid)
        memset(b->obs_valid, 0, n);
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
    atomic_init(&b->gen, 0);
    atomic_init(&b->runs_done, 0);
    atomic_init(&b->sleepers, 0);
    atomic_init(&b->caller_asleep, 0);
    atomic_init(&b->quit, 0);
#endif
    cut_parts(b, 1);
    run_job(b, JOB_WRITE); /* the legal sets, before any buffer is bound */
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
    wm__alloc(fn, ud, b->legal_mem, (size_t)WM_BATCH_MAX_THREADS * b->legal_stride * sizeof(wm_move), 0);
    wm__alloc(fn, ud, b->legal_set, b->legal_set ? b->n * b->words * sizeof *b->legal_set : 0, 0);
    wm__alloc(fn, ud, b->obs_cache, b->obs_cache ? b->n * b->obs_stride : 0, 0);
    wm__alloc(fn, ud, b->obs_valid, b->obs_valid ? b->n : 0, 0);
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
    if (b->nchunks > UINT32_MAX)
        threads = 1; /* the ranges' run numbers are 32-bit: 2^35 games, never */
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
    if (b->obs_valid)
        memset(b->obs_valid, 0, b->n); /* new rows: written whole */
    run_job(b, JOB_WRITE);
    return WM_OK;
}

wm_status wm_batch_bind_legal(wm_batch *b, wm_move *legal, uint32_t *counts, size_t cap)
{
    if (!b)
        return wm__fail(WM_EINVAL, "batch is NULL");
    if ((legal == NULL) != (counts == NULL))
        return wm__fail(WM_EINVAL, "legal and counts: both or neither (%s is NULL)", legal ? "counts" : "legal");
    if (legal && cap < b->actions)
        return wm__fail(WM_EINVAL, "cap: %zu moves a game, below the title's wm_action_count() of %u", cap,
                        (unsigned)b->actions);
    if (legal && cap > SIZE_MAX / sizeof *legal / b->n)
        return wm__fail(WM_EINVAL, "cap: %zu moves a game for %zu games overflows", cap, b->n);
    b->legal_rows = legal;
    b->legal_counts = counts;
    b->legal_cap = legal ? cap : 0;
    if (legal)
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
    /* All or nothing: every move is checked, on the caller's thread,
     * against its game's legal set before any game moves. */
    size_t first = SIZE_MAX;
    for (size_t i = 0; i < n; i++)
        if (!in_legal_set(b, i, moves[i])) {
            first = i;
            break;
        }
    if (first != SIZE_MAX) {
        if (bad)
            *bad = first;
        return wm__fail(WM_EILLEGAL, "moves[%zu]: move %u is not legal in game %zu (%s)", first, (unsigned)moves[first],
                        first, wm_prompt(b->games[first]));
    }
    b->moves = moves;
    run_job(b, JOB_STEP);
    b->moves = NULL;
    return WM_OK;
}

wm_status wm_batch_run(wm_batch *b, size_t steps, const wm_batch_driver *driver, size_t *bad)
{
    if (bad)
        *bad = SIZE_MAX;
    if (!b || !driver)
        return wm__fail(WM_EINVAL, "%s is NULL", !b ? "batch" : "driver");
    if (driver->size < sizeof(wm_batch_driver))
        return wm__fail(WM_EINVAL, "driver: size %u, not sizeof(wm_batch_driver) (%zu): set it before the fields",
                        (unsigned)driver->size, sizeof(wm_batch_driver));
    if (!driver->choose)
        return wm__fail(WM_EINVAL, "driver: choose is NULL");
    if (b->seats > RUN_SEATS)
        return wm__fail(WM_EINVAL, "batch: %d seats, more than wm_batch_run() reports (%d)", b->seats, RUN_SEATS);
    if (steps == 0)
        return WM_OK;
    b->driver = driver;
    b->run_steps = steps;
    for (unsigned k = 0; k < b->nparts; k++)
        b->parts[k].bad = SIZE_MAX;
    run_job(b, JOB_RUN);
    b->driver = NULL;
    b->run_steps = 0;
    size_t first = SIZE_MAX;
    for (unsigned k = 0; k < b->nparts; k++)
        if (b->parts[k].bad < first)
            first = b->parts[k].bad;
    if (first != SIZE_MAX) {
        if (bad)
            *bad = first;
        return wm__fail(WM_EILLEGAL, "driver: choose() gave no move of game %zu's legal list (%s); it stopped there",
                        first, wm_prompt(b->games[first]));
    }
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
                /* a move of the list just made: applied with no second
                 * legality test (issue 34) */
                const void *pk = wm__pack_enter(g);
                ops->apply(g->state, m);
                wm__pack_leave(pk);
                continue;
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
