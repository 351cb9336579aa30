/*
 * internal.h - what the core offers titles, and what a title gives the core.
 *
 * Not installed; nothing here is exported from the shared library (the
 * library is built with -fvisibility=hidden and a version script).  Internal
 * functions are named wm__* so they cannot collide with an embedder's names
 * when the static library is linked.
 */
#ifndef WM_INTERNAL_H
#define WM_INTERNAL_H

#include "weimar.h"

#include <stdbool.h>
#include <stddef.h>
#include <stdatomic.h>
#include <stdint.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Field tables: one description of a title's state, used to save, to  */
/* validate on load, and to check that the struct has no padding.       */
/* ------------------------------------------------------------------ */

/** One field (an integer or an array of integers) of a title's state. */
typedef struct wm_field {
    const char *name;   /* for diagnostics and the coverage test */
    uint32_t offset;    /* offsetof(state, field) */
    uint8_t size;       /* element size: 1, 2, 4 or 8 bytes */
    uint8_t is_signed;  /* element is int8/16/32/64 */
    uint16_t count;     /* number of elements (1 for a scalar) */
    int64_t min, max;   /* inclusive range of every element; min > max: any value */
} wm_field;

#define WM_FIELD_U(type, member, lo, hi) \
    { #member, (uint32_t)offsetof(type, member), (uint8_t)sizeof(((type *)0)->member), 0, 1, (lo), (hi) }
#define WM_FIELD_I(type, member, lo, hi) \
    { #member, (uint32_t)offsetof(type, member), (uint8_t)sizeof(((type *)0)->member), 1, 1, (lo), (hi) }
/* Arrays of any shape: the element type is taken from elem (e.g. a[0][0]). */
#define WM_FIELD_UA(type, member, elem, lo, hi)                                 \
    { #member, (uint32_t)offsetof(type, member), (uint8_t)sizeof(((type *)0)->elem), 0, \
      (uint16_t)(sizeof(((type *)0)->member) / sizeof(((type *)0)->elem)), (lo), (hi) }
#define WM_FIELD_IA(type, member, elem, lo, hi)                                 \
    { #member, (uint32_t)offsetof(type, member), (uint8_t)sizeof(((type *)0)->elem), 1, \
      (uint16_t)(sizeof(((type *)0)->member) / sizeof(((type *)0)->elem)), (lo), (hi) }
#define WM_FIELD_ANY(type, member) \
    { #member, (uint32_t)offsetof(type, member), (uint8_t)sizeof(((type *)0)->member), 0, 1, 1, 0 }

/* ------------------------------------------------------------------ */
/* JSON writer: never overflows; counts what it would need.             */
/* ------------------------------------------------------------------ */

#define WM_JSON_DEPTH 32

typedef struct wm_json {
    char *buf;      /* may be NULL */
    size_t cap;     /* bytes available in buf, NUL included */
    size_t len;     /* bytes produced so far (may exceed cap) */
    int depth;
    bool first[WM_JSON_DEPTH]; /* no element written yet at this depth */
    bool after_key;
} wm_json;

void wm__json_init(wm_json *j, char *buf, size_t cap);
void wm__json_obj(wm_json *j);            /* { */
void wm__json_obj_end(wm_json *j);        /* } */
void wm__json_arr(wm_json *j);            /* [ */
void wm__json_arr_end(wm_json *j);        /* ] */
void wm__json_key(wm_json *j, const char *key);
void wm__json_int(wm_json *j, int64_t v);
void wm__json_bool(wm_json *j, bool v);
void wm__json_null(wm_json *j);
void wm__json_str(wm_json *j, const char *s);
/* An element given as JSON text the caller knows is well formed. */
void wm__json_raw(wm_json *j, const char *text);
/* key + value shorthands */
void wm__json_kint(wm_json *j, const char *key, int64_t v);
void wm__json_kbool(wm_json *j, const char *key, bool v);
void wm__json_kstr(wm_json *j, const char *key, const char *s);
/* key: the string, or null for NULL (a content pack's unknown text) */
void wm__json_kstr_or_null(wm_json *j, const char *key, const char *s);
/* A line break (for texts people edit: content packs).  With
 * element_follows, before the next element of the open container (its
 * comma comes first); without, before the container's end. */
void wm__json_newline(wm_json *j, bool element_follows);
/* Terminates the text; returns WM_OK or WM_ERANGE. */
wm_status wm__json_finish(wm_json *j, size_t *len);

/* ------------------------------------------------------------------ */
/* The thread's last error (error.c, wm_last_error()).                  */
/* ------------------------------------------------------------------ */

/* The size of the message buffer, NUL included (longer texts are cut). */
#define WM_ERROR_MAX 256
/* Sets the thread's message (printf format) and returns st, so that a
 * failing path reads `return wm__fail(WM_EINVAL, "seats: %d is ...", n);`.
 * Only failing paths call it: the move path of a success never formats. */
wm_status wm__fail(wm_status st, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* The same, keeping what an inner call said after ": " (the load of a
 * save whose options wm_new refuses: "save: its options are refused: ..."). */
wm_status wm__fail_prefix(wm_status st, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;
/* Sets the message only if it is empty: the core's fallback after calling
 * title code that may have said more. */
wm_status wm__fail_default(wm_status st, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 2, 3)))
#endif
    ;

/* ------------------------------------------------------------------ */
/* Seeded generator (SplitMix64): same seed, same sequence everywhere.   */
/* ------------------------------------------------------------------ */

uint64_t wm__rng_next(uint64_t *state);
/* Uniform in [0, n), n >= 1, exact (rejection sampling). */
uint32_t wm__rng_below(uint64_t *state, uint32_t n);
/* An index below n (>= 1) drawn by the weights probs[0..n) (summing to 1;
 * the last takes what rounding leaves). */
size_t wm__rng_pick(uint64_t *state, const double *probs, size_t n);
/* Mixes a 64-bit value (used to derive seeds and bot choices). */
uint64_t wm__mix64(uint64_t x);

/* wm_search_move's search (ai.c) that also writes the root's visit count
 * of every move id into visits[] (action_count entries, zeroed by the
 * caller; NULL: none); wm_search_visits' no-model case. */
wm_status wm__search_move_visits(const wm_game *g, uint32_t iterations, uint64_t seed, uint32_t *visits,
                                 wm_move *out);

/* ------------------------------------------------------------------ */
/* A title's operations.                                                */
/* ------------------------------------------------------------------ */

typedef struct wm_jv wm_jv;
typedef struct wm_pack_cx wm_pack_cx;

typedef struct wm_title_ops {
    wm_title id;
    const char *name;
    uint32_t state_size;      /* sizeof the title's state struct */
    uint32_t hash_size;       /* leading bytes wm_hash() reads; 0: state_size */
    uint32_t action_count;    /* size of the move id space */
    uint32_t max_legal;       /* bound on the number of legal moves at once */
    uint16_t layout_version;  /* bumped whenever the saved field list changes */
    const wm_field *fields;
    size_t nfields;

    /* Validates opts (scenario, seats, title flags) and sets up st, which
     * the core has zeroed.  Resolves set-up chance with internal dice. */
    wm_status (*init)(void *st, const wm_options *opts);
    /* seat_count and is_over read the state alone, never a content
     * table: the core calls them without the game's pack in place. */
    int (*seat_count)(const void *st);
    const char *(*seat_name)(const void *st, int seat);
    int (*to_move)(const void *st);
    int (*is_over)(const void *st);
    /* Legal moves in increasing id order; returns the count (may exceed cap). */
    size_t (*legal)(const void *st, wm_move *buf, size_t cap);
    /* Optional fast legality test; the core falls back to legal(). */
    int (*is_legal)(const void *st, wm_move m);
    /* Applies a move the core has checked is legal. */
    void (*apply)(void *st, wm_move m);
    /* Writes the NUL-terminated name of any id < action_count into buf
     * (cap >= WM_MOVE_NAME_MAX); returns its length. */
    size_t (*move_name)(const void *st, wm_move m, char *buf, size_t cap);
    const char *(*prompt)(const void *st);
    /* Optional: whether the pending decision is secret (NULL: never). */
    int (*is_secret)(const void *st);
    void (*outcome)(const void *st, int32_t *per_seat);
    /* Writes the view's members into an already opened JSON object. */
    void (*view)(const void *st, int viewer, wm_json *j);
    /* Cross-field invariants; field ranges are already checked. */
    wm_status (*check)(const void *st);
    /* Optional Non-player rules; NULL means a random legal move. */
    wm_status (*bot)(const void *st, wm_move *out);

    /* The members every title's view starts with (wm_to_json writes them;
     * doc/schema/view-common.json).  Each hook is optional: a NULL hook
     * gives 0, "" or no members. */
    /* The scenario or chapter id, as given in wm_options.scenario. */
    int (*scenario)(const void *st);
    /* Its name as printed ("Thirty Years War", "Das Kaiserreich"). */
    const char *(*scenario_name)(const void *st);
    /* The round or turn in the title's own words ("Turn 3", "1923, Early
     * Year"), NUL-terminated in buf (cap: WM_VIEW_TEXT_MAX), cut to fit;
     * returns the length it needed, as snprintf does. */
    size_t (*round_text)(const void *st, char *buf, size_t cap);
    /* Called only when the game is over: why it ended, in the rulebook's
     * words ("Blue has at least 18 VPs at the end of a turn; ..."), as
     * round_text writes its text. */
    size_t (*end_reason)(const void *st, char *buf, size_t cap);
    /* The title's own members of seat's object in "seats", after the
     * core's "seat", "name" (and "result" when over). */
    void (*seat_view)(const void *st, int seat, int viewer, wm_json *j);

    /* The interface for learning and search (lib/core/ai.c, doc/ai.md).
     * Every hook is optional. */
    /* The observation tensor's layout: named slices, in order, each a
     * row-major block of floats; the size is the sum of their sizes.
     * NULL: the title has no observation (wm_observation_size() is 0). */
    const struct wm_obs_slice *obs_slices;
    size_t nobs_slices;
    /* Fills out[0..size) with what seat observes (0 <= seat < seats), by
     * the same hidden-information rules as view(st, seat).  Every float is
     * written.  Never allocates. */
    void (*observe)(const void *st, int seat, float *out);
    /* Optional (the batch, issue 34): the same tensor as observe() written
     * in place over the one this game's last call wrote.  cache is the
     * title's obs_cache_size bytes kept with the tensor; when valid is 0
     * (a new tensor, or one the batch zeroed) every float is written and
     * the cache filled, else out and cache must be exactly what the last
     * call left, for any position and seat, and only the elements that
     * changed are written, so that a step touches a few cache lines of a
     * tensor rather than all of them.  Never allocates. */
    void (*observe_delta)(const void *st, int seat, float *out, void *cache, int valid);
    size_t obs_cache_size;
    /* At a chance decision: the legal outcomes in increasing id order with
     * their exact probabilities (summing to 1); returns the count (may
     * exceed cap, as legal() does).  NULL: every legal outcome is equally
     * likely, which is how every internal die of the first three titles is
     * drawn (a face of a d6, a card of a set, a letter of a pile). */
    size_t (*chance)(const void *st, wm_move *moves, double *probs, size_t cap);
    /* Replaces, in st, everything seat has not seen (other seats' secret
     * cards, face-down choices, the generator that decides future chance)
     * by a draw from seed that is consistent with what seat has seen; st
     * must stay a position wm_check() accepts and that seat's view must not
     * change (the core verifies both in wm_resample()).  WM_OK, or
     * WM_EILLEGAL when it cannot (st is then unspecified: the core works
     * on a copy).  NULL: the title cannot resample. */
    wm_status (*resample)(void *st, int seat, uint64_t seed);
    /* Optional: the value, per seat in [0, 1], of a position that is not
     * over, for the search's playouts, which such a title cuts after
     * eval_depth moves (a long game's playouts cost more than they tell;
     * doc/ai.md).  NULL: playouts run to the end. */
    void (*evaluate)(const void *st, double *per_seat);
    uint32_t eval_depth;
    /* Optional: the search's playout past its tree, played on st by the
     * title's own rules (a stronger policy than random moves) until a
     * horizon of the title's choosing or the game's end, chance drawn from
     * rng; the position reached is then scored by its
     * outcome, or by evaluate when not over.  NULL: the playout goes move
     * by move (bot, else random), cut after eval_depth moves. */
    void (*rollout)(void *st, uint64_t *rng);
    /* Optional: the title flags a save of the older state layout `layout`
     * was played under, added to its origin's flags when load_by_replay
     * rebuilds it (The Weimar Republic before layout 8 played the published
     * cards only).  NULL: none. */
    uint32_t (*replay_flags)(unsigned layout);

    /* Content packs (lib/core/content.c, doc/content-packs.md).  Every
     * hook is optional: a title without pack_read has no packs. */
    /* The title's name in a pack's "title" member ("siege"). */
    const char *pack_slug;
    /* Reads the title's members of a pack (root is the whole object;
     * wm__pack_known with WM_PACK_HEADER_KEYS checks its member names),
     * validates them and builds the title's tables in cx->arena: *data
     * receives them.  On any error it calls wm__pack_fail (which names
     * the card and the field) and returns WM_ECONTENT; the core then
     * frees everything. */
    wm_status (*pack_read)(const wm_jv *root, wm_pack_cx *cx, const void **data);
    /* Writes the title's members of the canonical pack of data (NULL:
     * the built-in content) into an open JSON object, every card with
     * every field, in a fixed order: the text wm_content_write() returns
     * and the content hash reads. */
    void (*pack_write)(const void *data, wm_json *j);

    /* Optional: who decides now, as the log's move line names it, when a
     * seat decides for someone else (Democracy under Siege with 2 seats:
     * "Nazism for Communism").  NULL, or NULL returned: seat_name. */
    const char *(*decider_name)(const void *st, int seat);

    /* Optional: the label of a legal move (wm_move_label, since 1.3): the
     * text a person reads, UTF-8, NUL-terminated in buf (cap:
     * WM_MOVE_LABEL_MAX), cut to fit; returns the length it needed, as
     * snprintf does.  NULL: the move's name. */
    size_t (*move_label)(const void *st, wm_move m, char *buf, size_t cap);
} wm_title_ops;

/** One named slice of an observation tensor: a row-major block of up to
 * three dimensions (unused dimensions are 0). */
typedef struct wm_obs_slice {
    const char *name;
    uint16_t dim[3];
    const char *doc; /* one line: what the floats mean */
} wm_obs_slice;

/* Number of floats of a slice. */
static inline size_t wm__obs_slice_size(const wm_obs_slice *s)
{
    size_t n = s->dim[0];
    if (s->dim[1])
        n *= s->dim[1];
    if (s->dim[2])
        n *= s->dim[2];
    return n;
}

/* The floats of n slices (their sizes summed), remembered in *known once
 * found: the same value whichever thread finds it, so a relaxed store is
 * enough.  For a title's observe(), which zeroes its tensor at once. */
static inline size_t wm__obs_floats(const wm_obs_slice *s, size_t n, _Atomic size_t *known)
{
    size_t f = atomic_load_explicit(known, memory_order_relaxed);
    if (f)
        return f;
    for (size_t i = 0; i < n; i++)
        f += wm__obs_slice_size(&s[i]);
    atomic_store_explicit(known, f, memory_order_relaxed);
    return f;
}

/* The size of the buffers the core gives round_text and end_reason. */
#define WM_VIEW_TEXT_MAX 256

extern const wm_title_ops wm__march_ops;
extern const wm_title_ops wm__ebert_ops;
extern const wm_title_ops wm__republic_ops;
extern const wm_title_ops wm__siege_ops;

/* Small helpers shared by titles. */

/* In a title's legal(): stores move m at buf[k] when k < cap and counts it
 * (legal() returns the full count even when it exceeds cap).  Expects the
 * locals `buf`, `cap` and `k` of legal()'s contract. */
#define WM_EMIT(m)                 \
    do {                           \
        if (k < cap)               \
            buf[k] = (wm_move)(m); \
        k++;                       \
    } while (0)

/* Appends s to the NUL-terminated text at buf + at, truncating to cap
 * (cap >= 1); returns the new length.  For move names and prompts. */
size_t wm__str_append(char *buf, size_t cap, size_t at, const char *s);
/* Bits set.  Where the target has no popcount instruction (the x86-64
 * baseline) GCC's builtin is a call into libgcc's table loop; the SWAR
 * sum inline is a dozen instructions and no call. */
static inline int wm__popcount64(uint64_t x)
{
#if defined(__POPCNT__) || defined(__wasm__) || defined(__aarch64__)
    return __builtin_popcountll(x);
#else
    x = x - ((x >> 1) & 0x5555555555555555ull);
    x = (x & 0x3333333333333333ull) + ((x >> 2) & 0x3333333333333333ull);
    x = (x + (x >> 4)) & 0x0F0F0F0F0F0F0F0Full;
    return (int)((x * 0x0101010101010101ull) >> 56);
#endif
}

static inline int wm__popcount32(uint32_t x)
{
#if defined(__POPCNT__) || defined(__wasm__) || defined(__aarch64__)
    return __builtin_popcount(x);
#else
    x = x - ((x >> 1) & 0x55555555u);
    x = (x & 0x33333333u) + ((x >> 2) & 0x33333333u);
    x = (x + (x >> 4)) & 0x0F0F0F0Fu;
    return (int)((x * 0x01010101u) >> 24);
#endif
}

/* Derived tables built once, without locks (the regime paths of Siege, the
 * Republic's movement ranges, the CRC's slices): the first caller claims
 * *state (0 -> 1), runs build() and publishes the table (1 -> 2, release).
 * Returns 1 when the table may be read; 0 while another thread is still
 * building it, and the caller then answers without the table. */
static inline int wm__once(_Atomic int *state, void (*build)(void))
{
    if (atomic_load_explicit(state, memory_order_acquire) == 2)
        return 1;
    int expected = 0;
    if (atomic_compare_exchange_strong_explicit(state, &expected, 1, memory_order_acq_rel, memory_order_acquire)) {
        build();
        atomic_store_explicit(state, 2, memory_order_release);
        return 1;
    }
    return expected == 2;
}

/* Observation writers (the titles' observe.c): n floats, 1 at i (none
 * when i is out of range), or bit k of mask as float k; each returns the
 * position after what it wrote. */
static inline float *wm__obs_onehot(float *o, int n, int i)
{
    memset(o, 0, (size_t)n * sizeof *o);
    if (i >= 0 && i < n)
        o[i] = 1.0f;
    return o + n;
}

static inline float *wm__obs_bits(float *o, uint64_t mask, int n)
{
    for (int i = 0; i < n; i++)
        o[i] = (float)((mask >> i) & 1u);
    return o + n;
}

/* The same writers for a tensor already zeroed as a whole (issue 34: an
 * observation is mostly zeros; one memset and the non-zero elements cost
 * a fraction of writing every element): the 1 at i, or a 1 at each set
 * bit k < n of mask; each returns the position after its n floats. */
static inline float *wm__obs_hot(float *o, int n, int i)
{
    if (i >= 0 && i < n)
        o[i] = 1.0f;
    return o + n;
}

static inline float *wm__obs_set(float *o, uint64_t mask, int n)
{
    if (n < 64)
        mask &= ((uint64_t)1 << n) - 1;
    while (mask) {
        o[__builtin_ctzll(mask)] = 1.0f;
        mask &= mask - 1;
    }
    return o + n;
}

/* How many of the n bytes at p equal v: eight bytes a step (a byte of
 * x = word ^ v..v is zero exactly where the byte equals v; the high bit of
 * each byte of ~(((x & 7f..) + 7f..) | x | 7f..) marks the zero bytes,
 * with no carry between bytes); the bytes are summed by one multiplication
 * (no popcount: the x86-64 baseline has no instruction for it).  For
 * counts over a state's arrays. */
static inline int wm__count_bytes_eq(const uint8_t *p, size_t n, uint8_t v)
{
    const uint64_t lo7 = 0x7F7F7F7F7F7F7F7Full, ones = 0x0101010101010101ull;
    int c = 0;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        uint64_t x = w ^ (ones * v);
        uint64_t y = ~(((x & lo7) + lo7) | x | lo7) >> 7; /* a 1 per matching byte */
        c += (int)((y * ones) >> 56);                       /* the sum of the bytes */
    }
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (i < n && n >= 8) {
        /* the tail as the last eight bytes, less the ones counted above
         * (the low bytes of the word on a little-endian host) */
        uint64_t w;
        memcpy(&w, p + n - 8, 8);
        uint64_t x = w ^ (ones * v);
        uint64_t y = ~(((x & lo7) + lo7) | x | lo7) >> 7;
        y &= ~(uint64_t)0 << (8 * (8 - (n - i)));
        return c + (int)((y * ones) >> 56);
    }
#endif
    for (; i < n; i++)
        c += p[i] == v;
    return c;
}

/* The bytes of p[0..n) that are not zero as a set, bit i for byte i
 * (n <= 64): eight bytes a step, the high bit of each non-zero byte
 * gathered into eight bits by one multiplication. */
static inline uint64_t wm__bytes_nonzero(const uint8_t *p, size_t n)
{
    const uint64_t lo7 = 0x7F7F7F7F7F7F7F7Full;
    uint64_t m = 0;
    size_t i = 0;
    if (n > 64)
        n = 64;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        uint64_t y = ((((w & lo7) + lo7) | w) >> 7) & 0x0101010101010101ull; /* 1 per non-zero byte */
        m |= ((y * 0x0102040810204080ull) >> 56) << i;
    }
    for (; i < n; i++)
        m |= (uint64_t)(p[i] != 0) << i;
    return m;
}

/* How many of the n bytes at p have bit b set. */
static inline int wm__count_bytes_bit(const uint8_t *p, size_t n, int b)
{
    const uint64_t ones = 0x0101010101010101ull, mask = ones << b;
    int c = 0;
    size_t i = 0;
    for (; i + 8 <= n; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        c += (int)((((w & mask) >> b) * ones) >> 56);
    }
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (i < n && n >= 8) { /* the tail, as in wm__count_bytes_eq */
        uint64_t w;
        memcpy(&w, p + n - 8, 8);
        uint64_t y = ((w & mask) >> b) & (~(uint64_t)0 << (8 * (8 - (n - i))));
        return c + (int)((y * ones) >> 56);
    }
#endif
    for (; i < n; i++)
        c += (p[i] >> b) & 1;
    return c;
}

/* ------------------------------------------------------------------ */
/* The game log (log.c): what title code emits while a log is recorded. */
/* ------------------------------------------------------------------ */

/* The recording sink of this thread, NULL when no log is being recorded.
 * A game's log is derived on demand (wm_log_new) by replaying its history
 * on a scratch game with this sink set; on the normal move path the sink is
 * NULL and every emission site costs one predictable branch. */
#if defined(__GNUC__) && !defined(__clang_analyzer__)
extern _Thread_local void *wm__log_sink __attribute__((tls_model("initial-exec")));
#else
extern _Thread_local void *wm__log_sink;
#endif

/* Nonzero while a game log is being recorded on this thread (the log is
 * derived on demand by replaying a game's history with a thread-local
 * sink; on the normal move path this is a single predictable branch). */
static inline int wm__logging(void)
{
    return __builtin_expect(wm__log_sink != NULL, 0) != 0;
}

/* Nothing but the applied move may emit (issue 18): a trial run - a
 * legality query, or a title's run of a procedure on a scratch copy of its
 * state to find whether it needs another decision - is made with the sink
 * set aside and put back afterwards:
 *
 *     void *sink = wm__log_pause();
 *     ... trial on a copy ...
 *     wm__log_resume(sink);
 *
 * A trial whose result is kept is run again with the sink in place, so
 * that its entries are written once, by the move that made them. */
static inline void *wm__log_pause(void)
{
    void *sink = wm__log_sink;
    wm__log_sink = NULL;
    return sink;
}
static inline void wm__log_resume(void *sink)
{
    wm__log_sink = sink;
}
/* One entry: the seat that acted (or WM_NOBODY for an automatic
 * consequence, WM_CHANCE for a die), the seats that may see it (bit i =
 * seat i; WM_LOG_PUBLIC = everyone), and a short kind token such as
 * "assault", "dice", "election", "score", "event", "reveal", "round".
 * An entry of a seat that this seat may not see (seat >= 0, its bit clear)
 * is the others' redacted form of a secret: the omniscient viewer skips it
 * and sees the seat's own form instead. */
void wm__log_begin(int seat, uint32_t viewers, const char *kind);
void wm__log_int(const char *key, int64_t value);   /* structured fields */
void wm__log_str(const char *key, const char *value);
void wm__log_text(const char *fmt, ...)              /* the English line (appends) */
#if defined(__GNUC__)
    __attribute__((format(printf, 1, 2)))
#endif
    ;
void wm__log_end(void);
#define WM_LOG_PUBLIC 0xFFFFFFFFu
/* Test support (tests/check_log.c): records, for one viewer, what the moves
 * played on this thread emit until wm__log_capture_end() (for positions
 * arranged by hand, which no history replays).  No core "move" entries. */
wm_status wm__log_capture_begin(const wm_game *g, int viewer, wm_log **out);
wm_status wm__log_capture_end(void);
/* Every seat but one, for the others' form of a secret entry. */
#define WM_LOG_ALL_BUT(seat) (WM_LOG_PUBLIC & ~((uint32_t)1 << (unsigned)(seat)))
#define WM_LOG_ONLY(seat) ((uint32_t)1 << (unsigned)(seat))

/* ------------------------------------------------------------------ */
/* Content packs: the arena, the JSON reader and the pack helpers      */
/* (lib/core/jsonp.c, lib/core/content.c; doc/content-packs.md).        */
/* ------------------------------------------------------------------ */

/* The tables of the content pack of the game being served on this thread
 * (a title's own struct, built by its pack_read), or NULL while the game
 * plays the built-in content.  The core sets it on entry to every public
 * function that runs title code and puts the previous value back on the
 * way out, as it does with the log's sink; title code reads it through
 * its own accessor (e.g. sg_cards() in lib/siege/siege.h), so a state
 * stays a flat value with no pointers and the built-in path costs one
 * predictable branch per table lookup. */
#if defined(__GNUC__) && !defined(__clang_analyzer__)
extern _Thread_local const void *wm__pack_data __attribute__((tls_model("initial-exec")));
#else
extern _Thread_local const void *wm__pack_data;
#endif

/* Limits of a pack: the input's size, the nesting depth, the members of
 * one object, the elements of one array, one string's bytes, and the
 * memory the reader and the tables may use. */
#define WM_PACK_MAX_BYTES ((size_t)1 << 20)
#define WM_PACK_DEPTH 12
#define WM_PACK_MEMBERS_MAX 64
#define WM_PACK_ITEMS_MAX 1024
#define WM_PACK_STRING_MAX 4096
#define WM_PACK_PARSE_MEM ((size_t)24 << 20)
#define WM_PACK_TABLE_MEM ((size_t)8 << 20)

/* A bump allocator over chunks taken from an allocator hook, with a
 * budget; everything is freed at once. */
typedef struct wm_arena {
    wm_alloc_fn alloc;
    void *alloc_ud;
    struct wm_arena_chunk *head;
    size_t total, budget;
    int over, nomem;
} wm_arena;
void wm__arena_init(wm_arena *a, wm_alloc_fn fn, void *ud, size_t budget);
/* n zeroed bytes, 8-byte aligned; NULL when the budget or the allocator fails. */
void *wm__arena_get(wm_arena *a, size_t n);
char *wm__arena_strdup(wm_arena *a, const char *s);
void wm__arena_free(wm_arena *a);

/* A JSON value. */
enum { WM_JV_NULL = 0, WM_JV_BOOL, WM_JV_INT, WM_JV_NUM, WM_JV_STR, WM_JV_ARR, WM_JV_OBJ };
struct wm_jv {
    uint8_t kind;       /* WM_JV_* (WM_JV_NUM: a number that is not an int64) */
    uint32_t n;         /* string bytes, or the number of elements / members */
    uint32_t line;      /* where it starts in the text */
    int64_t i;          /* WM_JV_INT, WM_JV_BOOL */
    const char *s;      /* WM_JV_STR: NUL-terminated UTF-8 */
    const char *key;    /* a member's name */
    const struct wm_jv *child, *next; /* elements / members in order */
};
/* Parses text (strict RFC 8259, the limits above) into nodes of a.
 * WM_OK; WM_ECONTENT with "JSON syntax: line L, column C: ..." in msg;
 * WM_ENOMEM. */
wm_status wm__json_parse(const void *text, size_t len, wm_arena *a, const wm_jv **out, char *msg, size_t cap);
/* The member named key of an object, or NULL. */
const wm_jv *wm__jv_get(const wm_jv *obj, const char *key);

/* What a title's pack_read works with. */
struct wm_pack_cx {
    wm_arena *arena;    /* the content's tables and strings */
    char *msg;
    size_t cap;
    char where[48];     /* what is being read: "card N12", "war N19" ("" at the top) */
    int failed;
};
/* The members every pack has (lib/core/content.c reads them). */
#define WM_PACK_HEADER_KEYS "format", "version", "title", "comment"

/* Records the first error: "<where>: field \"<field>\": <what>" (without
 * where at the top level, without the field when NULL).  Returns 0. */
int wm__pack_fail(wm_pack_cx *cx, const char *field, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
/* Fails unless v is an object whose every member name is in keys
 * (NULL-terminated). */
int wm__pack_object(wm_pack_cx *cx, const char *field, const wm_jv *v, const char *const *keys);
/* A member of obj, typed: 1 present and valid (*out set), 0 absent (and
 * required == 0), -1 invalid or required and absent (cx failed). */
int wm__pack_int(wm_pack_cx *cx, const wm_jv *obj, const char *key, int required, int64_t lo, int64_t hi,
                 int64_t *out);
int wm__pack_bool(wm_pack_cx *cx, const wm_jv *obj, const char *key, int *out);
/* A string of at most maxlen bytes (null allowed when nullable: *out =
 * NULL), copied into the arena. */
int wm__pack_str(wm_pack_cx *cx, const wm_jv *obj, const char *key, int required, int nullable, size_t maxlen,
                 const char **out);
/* A value given by name: names[i] (NULL entries are holes) is value i. */
int wm__pack_name(wm_pack_cx *cx, const wm_jv *obj, const char *key, int required, const char *const *names,
                  size_t n, int *out);
/* A set of names: an array of distinct names of the table; bit i of
 * *out for names[i]. */
int wm__pack_bits(wm_pack_cx *cx, const wm_jv *obj, const char *key, const char *const *names, size_t n,
                  uint64_t *out);
/* The index of name in names[0..n), or -1. */
int wm__pack_lookup(const char *const *names, size_t n, const char *name);

/*
 * Effect programs in packs: opcodes by name, each operand by name and
 * domain, described once per title by a table (one row per opcode), read
 * and written by one generic reader and writer.  A new opcode of a
 * title's vocabulary needs only its row.
 */
typedef struct wm_pack_dom {
    const char *what;           /* for messages: "an area" */
    const char *const *names;   /* value i is names[i] (NULL: a hole); NULL: an integer domain */
    int64_t n;                  /* names: their count; integers: lo */
    int64_t hi;                 /* integers: hi */
    const char *special;        /* a name for one value outside the table ("any", "owner"), or NULL */
    int64_t special_value;
    uint8_t set;                /* 1: the value is a bit set, written as an array of names */
} wm_pack_dom;
#define WM_PACK_SLOTS 8
typedef struct wm_pack_arg {
    const char *key;            /* the member's name in the op's object */
    const wm_pack_dom *dom;
    uint8_t slot;               /* which of the op's WM_PACK_SLOTS values it fills */
    uint8_t optional;           /* 1: may be left out, then dflt */
    int64_t dflt;
} wm_pack_arg;
#define WM_PACK_ARGS 8
typedef struct wm_pack_opdef {
    const char *name;           /* the opcode's name in packs */
    int code;                   /* the title's opcode */
    wm_pack_arg args[WM_PACK_ARGS]; /* a NULL key ends the list */
} wm_pack_opdef;
/* Reads one op object ({"op": name, operands...}) by the table:
 * *def receives its row and slots[] its operands (unlisted slots 0).
 * Returns 1, or 0 when cx failed. */
int wm__pack_op_read(wm_pack_cx *cx, const char *field, const wm_jv *v, const wm_pack_opdef *table, size_t n,
                     const wm_pack_opdef **def, int64_t slots[WM_PACK_SLOTS]);
/* Writes one op by its row (the op's code) and slot values. */
void wm__pack_op_write(wm_json *j, const wm_pack_opdef *def, const int64_t slots[WM_PACK_SLOTS]);
/* The row of an opcode, or NULL. */
const wm_pack_opdef *wm__pack_op_find(const wm_pack_opdef *table, size_t n, int code);
/* Writes a value of a domain (a name, a set of names, a number). */
void wm__pack_dom_write(wm_json *j, const wm_pack_dom *d, int64_t v);
/* Reads a value of a domain; 1 or 0 (cx failed). */
int wm__pack_dom_read(wm_pack_cx *cx, const char *field, const wm_jv *v, const wm_pack_dom *d, int64_t *out);

#endif /* WM_INTERNAL_H */
