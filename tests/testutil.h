/*
 * testutil.h - helpers shared by the Check suites (tests/check_*.c).
 *
 * Linked into every test program.  Nothing here depends on a title: titles
 * are found with wm_title_available() and scenarios by asking wm_new() for
 * ids 1, 2, ... until it answers WM_EINVAL, so a new title or scenario is
 * covered by the generic suites without editing them.
 */
#ifndef WM_TESTUTIL_H
#define WM_TESTUTIL_H

#include "weimar.h"

#include <check.h>
#include <stddef.h>
#include <stdint.h>

/*
 * A passing ck_assert*() is not free: Check records the location of every
 * one through a write() to its log, which dominates tight loops (millions
 * of system calls in the property tests).  TU_REQUIRE only calls into
 * Check when the condition fails; use it in hot paths.
 */
#define TU_REQUIRE(cond, ...)             \
    do {                                  \
        if (!(cond))                      \
            ck_abort_msg(__VA_ARGS__);    \
    } while (0)

/* ------------------------------------------------------------------ */
/* Deterministic generator for tests (SplitMix64); never seeded from   */
/* the clock, so every failure reproduces.                               */
/* ------------------------------------------------------------------ */

typedef struct tu_rng {
    uint64_t s;
} tu_rng;

void tu_rng_seed(tu_rng *r, uint64_t seed);
uint64_t tu_rng_next(tu_rng *r);
/* Uniform in [0, n), n >= 1. */
uint32_t tu_rng_below(tu_rng *r, uint32_t n);
/* A well-mixed 64-bit value from a few integers (seeds per game). */
uint64_t tu_seed(uint64_t a, uint64_t b, uint64_t c, uint64_t d);

/* ------------------------------------------------------------------ */
/* Titles and scenarios                                                  */
/* ------------------------------------------------------------------ */

/* Titles are probed from 1 to this bound. */
#define TU_MAX_TITLE 32

/* Fills out (capacity cap) with the available titles; returns how many. */
int tu_titles(wm_title *out, int cap);
/* The number of scenarios of a title: ids 1..n are accepted by wm_new()
 * and n + 1 is rejected with WM_EINVAL. */
int tu_scenario_count(wm_title title);
/* wm_new() with a seed, scenario and flags; fails the test on error. */
wm_game *tu_new(wm_title title, int scenario, uint32_t flags, uint64_t seed);

/* ------------------------------------------------------------------ */
/* Play                                                                  */
/* ------------------------------------------------------------------ */

/* Applies one uniformly chosen legal move (chance moves included);
 * returns it.  Fails the test if there is none or wm_apply fails. */
wm_move tu_random_move(wm_game *g, tu_rng *r);
/* Plays random moves until the game is over or max moves were made;
 * returns the number made. */
size_t tu_play_random(wm_game *g, tu_rng *r, size_t max);

/* ------------------------------------------------------------------ */
/* Saves                                                                 */
/* ------------------------------------------------------------------ */

/* wm_save() into a malloc'd buffer (free() it); fails the test on error. */
/* Scripted play by move name, for the rulebook examples: applies the move
 * named `name` (failing the test if it is unknown or rejected) and checks
 * the invariants after it.  tu_playv takes a NULL-terminated list. */
void tu_play(wm_game *g, const char *name);
void tu_playv(wm_game *g, ...);
/* The legal moves' names joined with '|', in id order (a static buffer). */
const char *tu_legal_names(wm_game *g);
/* Fails the test unless the legal moves' names are exactly `want`. */
void tu_expect_legal(wm_game *g, const char *want);
/* Whether the move named `name` (which must exist) is legal now. */
int tu_is_legal_name(wm_game *g, const char *name);

unsigned char *tu_save(const wm_game *g, size_t *len);

/* A title suite: consecutive tests with the same tcase name form one
 * TCase (named after the rulebook section they test). */
typedef struct tu_test {
    const char *tcase;
    const TTest *test;
} tu_test;
Suite *tu_suite(const char *name, const tu_test *tests, size_t n);
/* Runs the suite; returns EXIT_SUCCESS or EXIT_FAILURE for main(). */
int tu_run(Suite *s);
/* wm_to_json() into a malloc'd NUL-terminated string; fails the test on
 * error. */
char *tu_json(const wm_game *g, int viewer, size_t *len);

/* ------------------------------------------------------------------ */
/* Allocator hook that counts, checks and can fail on demand             */
/* ------------------------------------------------------------------ */

typedef struct tu_alloc {
    size_t calls;        /* every call that allocates or resizes (nsize > 0) */
    size_t frees;        /* calls with nsize == 0 and ptr != NULL */
    size_t live_blocks;  /* blocks allocated and not yet freed */
    size_t live_bytes;
    size_t peak_bytes;
    size_t failures;     /* allocations refused */
    size_t bad_osize;    /* calls whose osize was not the block's size */
    long fail_after;     /* refuse once calls > fail_after; -1: never */
    int fail_all;        /* refuse every allocation while set */
} tu_alloc;

void tu_alloc_init(tu_alloc *a);
/* The hook; pass a tu_alloc as ud. */
void *tu_alloc_fn(void *ud, void *ptr, size_t osize, size_t nsize);

/* ------------------------------------------------------------------ */
/* JSON                                                                  */
/* ------------------------------------------------------------------ */

/* 1 if s[0..len) is exactly one valid JSON value (RFC 8259, UTF-8
 * checked), surrounded by optional white space. */
int tu_json_valid(const char *s, size_t len);
/* Decodes the JSON string literal at s (starting with '"') into out
 * (capacity cap, NUL-terminated, \u escapes as UTF-8).  Returns the
 * decoded length, or -1 if s is not a valid string literal or out is too
 * small.  *end receives the position after the closing quote. */
long tu_json_string(const char *s, char *out, size_t cap, const char **end);

/* ------------------------------------------------------------------ */
/* CRC-32 (IEEE, as zlib), to rebuild the checksum of edited saves      */
/* ------------------------------------------------------------------ */

uint32_t tu_crc32(const void *p, size_t n);

/* ------------------------------------------------------------------ */
/* Log lines (issue 24's edge tests)                                     */
/* ------------------------------------------------------------------ */

/* The index of the first entry of kind `kind` (NULL: any) whose English
 * line is exactly `text`, or -1. */
long tu_log_find(const wm_log *lg, const char *kind, const char *text);
/* Fails the test (after printing the log) unless such an entry exists. */
void tu_log_expect(const wm_log *lg, const char *kind, const char *text);
/* Fails the test (after printing the log) if such an entry exists. */
void tu_log_expect_none(const wm_log *lg, const char *kind, const char *text);

#endif /* WM_TESTUTIL_H */
