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
#include <stdint.h>

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
/* key + value shorthands */
void wm__json_kint(wm_json *j, const char *key, int64_t v);
void wm__json_kbool(wm_json *j, const char *key, bool v);
void wm__json_kstr(wm_json *j, const char *key, const char *s);
/* Terminates the text; returns WM_OK or WM_ERANGE. */
wm_status wm__json_finish(wm_json *j, size_t *len);

/* ------------------------------------------------------------------ */
/* Seeded generator (SplitMix64): same seed, same sequence everywhere.   */
/* ------------------------------------------------------------------ */

uint64_t wm__rng_next(uint64_t *state);
/* Uniform in [0, n), n >= 1, exact (rejection sampling). */
uint32_t wm__rng_below(uint64_t *state, uint32_t n);
/* Mixes a 64-bit value (used to derive seeds and bot choices). */
uint64_t wm__mix64(uint64_t x);

/* ------------------------------------------------------------------ */
/* A title's operations.                                                */
/* ------------------------------------------------------------------ */

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
} wm_title_ops;

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
static inline int wm__popcount32(uint32_t x)
{
    return __builtin_popcount(x);
}

#endif /* WM_INTERNAL_H */
