/*
 * check_core.c - the contract of the generic API (include/weimar.h) and of
 * the core's internal services (lib/core/internal.h): status strings,
 * options, argument checking, buffer sizes, the save format, the allocator
 * hook, the JSON writer, the generator and the titles' field tables.
 *
 * Nothing here knows a title's rules: every title that wm_title_available()
 * reports, and every scenario wm_new() accepts, is covered.
 *
 * `check_core --write-corpus DIR` writes a few valid saves into DIR (the
 * seed corpus of tests/fuzz/fuzz_load.c) and exits.
 */
#define _POSIX_C_SOURCE 200809L

#include "core.h"
#include "saves_1_2_0.h"
#include "testutil.h"

#include <check.h>
#include <limits.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#if defined(__has_include)
#if __has_include("weimar/march.h")
#include "weimar/march.h"
#define HAVE_MARCH_H 1
#endif
#endif

/* Offsets in the save format (lib/core/save.c). */
#define SV_MAGIC 0
#define SV_FORMAT 4
#define SV_TITLE 6
#define SV_LAYOUT 8
#define SV_RESERVED 10
#define SV_FLAGS 12
#define SV_NFIELDS 16
#define SV_PAYLOAD 20
#define SV_NHIST 24
#define SV_HEADER 28
#define SV_ORIGIN 28 /* format 2: the origin block between the history and the CRC */

static const wm_status all_status[] = {WM_OK,      WM_EINVAL,   WM_EILLEGAL, WM_ENOMEM,
                                       WM_ECORRUPT, WM_EVERSION, WM_ERANGE,   WM_EOVER, WM_ECONTENT};
#define NSTATUS (sizeof all_status / sizeof all_status[0])

/* A sentinel stored into out-parameters to see that failures reset them. */
static int sentinel_obj;
#define SENTINEL ((wm_game *)(void *)&sentinel_obj)

/* ------------------------------------------------------------------ */
/* Helpers                                                               */
/* ------------------------------------------------------------------ */

static int available_titles(wm_title *t)
{
    int n = tu_titles(t, TU_MAX_TITLE);
    ck_assert_msg(n >= 1, "no title is available");
    return n;
}

/* A game of title/scenario after k random moves (or fewer if it ends). */
static wm_game *game_after(wm_title t, int scenario, uint32_t flags, uint64_t seed, size_t k)
{
    wm_game *g = tu_new(t, scenario, flags, seed);
    tu_rng r;
    tu_rng_seed(&r, seed ^ 0x5151);
    tu_play_random(g, &r, k);
    return g;
}

/* A finished game. */
static wm_game *finished_game(wm_title t, int scenario, uint32_t flags, uint64_t seed)
{
    wm_game *g = game_after(t, scenario, flags, seed, 100000);
    ck_assert_msg(wm_is_over(g), "a random game of title %d did not end in 100000 moves",
                  (int)t);
    return g;
}

static void put_le(unsigned char *p, uint64_t v, unsigned size)
{
    for (unsigned i = 0; i < size; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get_le(const unsigned char *p, unsigned size)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < size; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

/* Recomputes the CRC-32 at the end of an edited save. */
static void reseal(unsigned char *buf, size_t len)
{
    put_le(buf + len - 4, tu_crc32(buf, len - 4), 4);
}

static wm_status load_status(const unsigned char *buf, size_t len)
{
    wm_game *g = SENTINEL;
    wm_status st = wm_load(buf, len, &g);
    if (st == WM_OK) {
        ck_assert_ptr_nonnull(g);
        wm_free(g);
    } else {
        ck_assert_msg(g == NULL, "wm_load failed (%s) but did not clear *out", wm_strerror(st));
    }
    return st;
}

/* The save bytes of g equal ref[0..len). */
static int save_equals(const wm_game *g, const unsigned char *ref, size_t len)
{
    size_t n;
    unsigned char *b = tu_save(g, &n);
    int eq = n == len && memcmp(b, ref, n) == 0;
    free(b);
    return eq;
}

/* ------------------------------------------------------------------ */
/* Status strings, version, titles, options                             */
/* ------------------------------------------------------------------ */

START_TEST(test_strerror)
{
    const char *generic = wm_strerror((wm_status)1);
    ck_assert_ptr_nonnull(generic);
    ck_assert_uint_gt(strlen(generic), 0);
    for (size_t i = 0; i < NSTATUS; i++) {
        const char *s = wm_strerror(all_status[i]);
        ck_assert_ptr_nonnull(s);
        ck_assert_uint_gt(strlen(s), 0);
        /* Each status has its own text, distinct from the generic one. */
        ck_assert_str_ne(s, generic);
        for (size_t k = 0; k < i; k++)
            ck_assert_str_ne(s, wm_strerror(all_status[k]));
    }
    const int unknown[] = {1, 7, -9, -10, -100, 1000, INT_MIN, INT_MAX};
    for (size_t i = 0; i < sizeof unknown / sizeof unknown[0]; i++) {
        const char *s = wm_strerror((wm_status)unknown[i]);
        ck_assert_ptr_nonnull(s);
        ck_assert_str_eq(s, generic);
    }
}
END_TEST

START_TEST(test_version)
{
    char want[64];
    snprintf(want, sizeof want, "%d.%d.%d", WM_VERSION_MAJOR, WM_VERSION_MINOR,
             WM_VERSION_PATCH);
    ck_assert_ptr_nonnull(wm_version());
    ck_assert_str_eq(wm_version(), want);
}
END_TEST

START_TEST(test_titles)
{
    ck_assert_int_eq(wm_title_available(WM_MARCH_OF_PROGRESS), 1);
    const int bad[] = {0, -1, 5, 99, INT_MIN, INT_MAX};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ck_assert_int_eq(wm_title_available((wm_title)bad[i]), 0);
        ck_assert_ptr_null(wm_title_name((wm_title)bad[i]));
    }
    ck_assert_str_eq(wm_title_name(WM_MARCH_OF_PROGRESS), "The March of Progress");
    ck_assert_str_eq(wm_title_name(WM_FRIEDRICH_EBERT), "Friedrich Ebert: Der Weg zur Demokratie");
    ck_assert_str_eq(wm_title_name(WM_WEIMAR_REPUBLIC), "The Weimar Republic");
    ck_assert_str_eq(wm_title_name(WM_DEMOCRACY_UNDER_SIEGE), "Democracy under Siege");
    /* Every available title is known and playable; wm_game_title agrees. */
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        ck_assert_ptr_nonnull(wm_title_name(t[i]));
        wm_game *g = NULL;
        ck_assert_int_eq(wm_new(t[i], NULL, &g), WM_OK);
        ck_assert_int_eq(wm_game_title(g), t[i]);
        ck_assert_int_ge(wm_seat_count(g), 1);
        ck_assert_uint_gt(wm_action_count(g), 0);
        ck_assert_uint_gt(wm_state_size(g), 0);
        wm_free(g);
    }
}
END_TEST

START_TEST(test_options_init)
{
    wm_options o;
    memset(&o, 0xab, sizeof o);
    wm_options_init(&o);
    ck_assert_uint_eq(o.size, sizeof(wm_options));
    ck_assert_uint_eq(o.flags, 0);
    ck_assert_uint_eq(o.seed, 0);
    ck_assert_int_eq(o.scenario, 0);
    ck_assert_int_eq(o.seats, 0);
    ck_assert_uint_eq(o.bots, 0);
    ck_assert_uint_eq(o.reserved, 0);
    ck_assert_ptr_null((void *)(uintptr_t)o.alloc);
    ck_assert_ptr_null(o.alloc_ud);
    wm_options_init(NULL); /* ignored */
}
END_TEST

/* ------------------------------------------------------------------ */
/* wm_new argument checking                                             */
/* ------------------------------------------------------------------ */

static wm_status try_new(wm_title t, const wm_options *o)
{
    wm_game *g = SENTINEL;
    wm_status st = wm_new(t, o, &g);
    if (st == WM_OK)
        ck_assert_ptr_nonnull(g);
    else
        ck_assert_msg(g == NULL, "wm_new failed (%s) but did not clear *out", wm_strerror(st));
    wm_free(st == WM_OK ? g : NULL);
    return st;
}

START_TEST(test_new_null_out)
{
    wm_options o;
    wm_options_init(&o);
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, &o, NULL), WM_EINVAL);
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, NULL, NULL), WM_EINVAL);
    ck_assert_int_eq(wm_new((wm_title)0, NULL, NULL), WM_EINVAL);
    /* NULL options are the defaults. */
    ck_assert_int_eq(try_new(WM_MARCH_OF_PROGRESS, NULL), WM_OK);
}
END_TEST

START_TEST(test_new_bad_title)
{
    const int bad[] = {0, 5, -1, 99, INT_MIN, INT_MAX};
    wm_options o;
    wm_options_init(&o);
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        ck_assert_int_eq(try_new((wm_title)bad[i], &o), WM_EINVAL);
        ck_assert_int_eq(try_new((wm_title)bad[i], NULL), WM_EINVAL);
    }
    for (int t = 1; t <= TU_MAX_TITLE; t++)
        if (!wm_title_available((wm_title)t))
            ck_assert_int_eq(try_new((wm_title)t, &o), WM_EINVAL);
}
END_TEST

START_TEST(test_new_scenarios)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        int ns = tu_scenario_count(t[i]);
        ck_assert_int_ge(ns, 1);
        wm_options o;
        wm_options_init(&o);
        o.scenario = 0; /* default */
        ck_assert_int_eq(try_new(t[i], &o), WM_OK);
        const int bad[] = {-1, -2, ns + 1, ns + 2, ns + 100, INT_MIN, INT_MAX};
        for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
            o.scenario = bad[k];
            ck_assert_msg(try_new(t[i], &o) == WM_EINVAL, "title %d accepts scenario %d",
                          (int)t[i], bad[k]);
        }
    }
    /* The March of Progress has six scenarios; the sixth has three seats. */
    ck_assert_int_eq(tu_scenario_count(WM_MARCH_OF_PROGRESS), 6);
    for (int s = 1; s <= 6; s++) {
        wm_game *g = tu_new(WM_MARCH_OF_PROGRESS, s, 0, 1);
        ck_assert_int_eq(wm_seat_count(g), s == 6 ? 3 : 2);
        wm_free(g);
    }
}
END_TEST

START_TEST(test_new_bad_seats)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        int ns = tu_scenario_count(t[i]);
        for (int s = 1; s <= ns; s++) {
            wm_game *g = tu_new(t[i], s, 0, 1);
            int seats = wm_seat_count(g);
            wm_free(g);
            wm_options o;
            wm_options_init(&o);
            o.scenario = s;
            o.seats = seats; /* the default, stated explicitly */
            ck_assert_msg(try_new(t[i], &o) == WM_OK, "title %d scenario %d rejects %d seats",
                          (int)t[i], s, seats);
            const int bad[] = {-1, -2, 1000, INT_MIN, INT_MAX};
            for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
                o.seats = bad[k];
                ck_assert_msg(try_new(t[i], &o) == WM_EINVAL,
                              "title %d scenario %d accepts %d seats", (int)t[i], s, bad[k]);
            }
            if (t[i] == WM_MARCH_OF_PROGRESS) {
                /* Seat counts are fixed by the scenario. */
                for (int k = 1; k <= 8; k++) {
                    if (k == seats)
                        continue;
                    o.seats = k;
                    ck_assert_msg(try_new(t[i], &o) == WM_EINVAL,
                                  "March scenario %d accepts %d seats", s, k);
                }
            }
        }
    }
}
END_TEST

START_TEST(test_new_bad_flags)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        wm_options o;
        wm_options_init(&o);
        /* Core bits 2..15 are not defined in 1.0. */
        for (int b = 2; b < WM_OPT_TITLE_SHIFT; b++) {
            o.flags = 1u << b;
            ck_assert_msg(try_new(t[i], &o) == WM_EINVAL, "title %d accepts flag bit %d",
                          (int)t[i], b);
            o.flags = WM_OPT_EXTERNAL_DICE | (1u << b);
            ck_assert_int_eq(try_new(t[i], &o), WM_EINVAL);
        }
        o.flags = WM_OPT_EXTERNAL_DICE | WM_OPT_NO_HISTORY;
        ck_assert_int_eq(try_new(t[i], &o), WM_OK);
        /* The top bit is no title's flag. */
        o.flags = 1u << 31;
        ck_assert_int_eq(try_new(t[i], &o), WM_EINVAL);
    }
#ifdef HAVE_MARCH_H
    /* Only the documented March flags are accepted. */
    {
        uint32_t known = 0;
#ifdef WM_MARCH_AGREEMENT
        known |= WM_MARCH_AGREEMENT;
#endif
        wm_options o;
        wm_options_init(&o);
        for (int b = WM_OPT_TITLE_SHIFT; b < 32; b++) {
            o.flags = 1u << b;
            wm_status st = try_new(WM_MARCH_OF_PROGRESS, &o);
            if (known & (1u << b))
                ck_assert_msg(st == WM_OK, "March rejects its flag bit %d", b);
            else
                ck_assert_msg(st == WM_EINVAL, "March accepts undocumented flag bit %d", b);
        }
    }
#endif
}
END_TEST

START_TEST(test_new_bad_size)
{
    wm_options o;
    wm_options_init(&o);
    const uint32_t bad[] = {0, 1, 4, 8, 16, (uint32_t)offsetof(wm_options, alloc),
                            (uint32_t)sizeof(wm_options) - 1};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        o.size = bad[i];
        ck_assert_msg(try_new(WM_MARCH_OF_PROGRESS, &o) == WM_EINVAL, "size %u accepted",
                      bad[i]);
        wm_game *g = tu_new(WM_MARCH_OF_PROGRESS, 1, 0, 1);
        size_t len;
        unsigned char *sv = tu_save(g, &len);
        wm_game *h = SENTINEL;
        ck_assert_int_eq(wm_load_with(sv, len, &o, &h), WM_EINVAL);
        ck_assert_ptr_null(h);
        free(sv);
        wm_free(g);
    }
}
END_TEST

START_TEST(test_new_reserved)
{
    wm_options o;
    wm_options_init(&o);
    o.reserved = 1;
    ck_assert_int_eq(try_new(WM_MARCH_OF_PROGRESS, &o), WM_EINVAL);
    o.reserved = 0x80000000u;
    ck_assert_int_eq(try_new(WM_MARCH_OF_PROGRESS, &o), WM_EINVAL);
}
END_TEST

/* A caller compiled against a newer header with more fields. */
typedef struct big_options {
    wm_options o;
    unsigned char extra[24];
} big_options;

START_TEST(test_new_bigger_struct)
{
    big_options b;
    memset(&b, 0, sizeof b);
    wm_options_init(&b.o);
    size_t extra = sizeof b - sizeof b.o;
    b.o.size = (uint32_t)sizeof b;
    b.o.seed = 7;
    ck_assert_int_eq(try_new(WM_MARCH_OF_PROGRESS, &b.o), WM_OK);
    /* The same game as with the 1.0 struct. */
    wm_game *g1 = NULL, *g2 = NULL;
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, &b.o, &g1), WM_OK);
    g2 = tu_new(WM_MARCH_OF_PROGRESS, 0, 0, 7);
    ck_assert_uint_eq(wm_hash(g1), wm_hash(g2));
    wm_free(g1);
    wm_free(g2);
    for (size_t i = 0; i < extra; i++) {
        b.extra[i] = 1;
        ck_assert_msg(try_new(WM_MARCH_OF_PROGRESS, &b.o) == WM_EINVAL,
                      "non-zero unknown byte %zu accepted", i);
        b.extra[i] = 0x80;
        ck_assert_int_eq(try_new(WM_MARCH_OF_PROGRESS, &b.o), WM_EINVAL);
        b.extra[i] = 0;
    }
    /* Bytes beyond the stated size are not the library's business. */
    b.o.size = (uint32_t)sizeof b.o + 8;
    b.extra[8] = 0xff;
    ck_assert_int_eq(try_new(WM_MARCH_OF_PROGRESS, &b.o), WM_OK);
}
END_TEST

/* ------------------------------------------------------------------ */
/* NULL handling                                                         */
/* ------------------------------------------------------------------ */

START_TEST(test_null_game)
{
    wm_game *out = SENTINEL;
    wm_move m = 0;
    char buf[64];
    size_t len = 0;
    int32_t res[8];
    wm_move moves[8];

    ck_assert_int_eq(wm_clone(NULL, &out), WM_EINVAL);
    ck_assert_ptr_null(out);
    wm_free(NULL);
    ck_assert_int_eq(wm_game_title(NULL), 0);
    ck_assert_int_eq(wm_seat_count(NULL), 0);
    ck_assert_ptr_null(wm_seat_name(NULL, 0));
    ck_assert_ptr_null(wm_seat_name(NULL, WM_CHANCE));
    ck_assert_uint_eq(wm_action_count(NULL), 0);
    ck_assert_int_eq(wm_to_move(NULL), WM_NOBODY);
    ck_assert_uint_eq(wm_legal_moves(NULL, moves, 8), 0);
    ck_assert_uint_eq(wm_legal_moves(NULL, NULL, 0), 0);
    ck_assert_int_eq(wm_is_legal(NULL, 0), 0);
    ck_assert_int_eq(wm_apply(NULL, 0), WM_EINVAL);
    ck_assert_int_eq(wm_move_name(NULL, 0, buf, sizeof buf, &len), WM_EINVAL);
    ck_assert_int_eq(wm_move_parse(NULL, "#0", &m), WM_EINVAL);
    ck_assert_ptr_nonnull(wm_prompt(NULL));
    ck_assert_str_eq(wm_prompt(NULL), "");
    ck_assert_int_eq(wm_is_over(NULL), 0);
    ck_assert_int_eq(wm_outcome(NULL, res, 8), WM_EINVAL);
    ck_assert_uint_eq(wm_history(NULL, moves, 8), 0);
    ck_assert_uint_eq(wm_history(NULL, NULL, 0), 0);
    ck_assert_int_eq(wm_save(NULL, buf, sizeof buf, &len), WM_EINVAL);
    ck_assert_int_eq(wm_to_json(NULL, WM_SPECTATOR, buf, sizeof buf, &len), WM_EINVAL);
    ck_assert_uint_eq(wm_hash(NULL), 0);
    ck_assert_uint_eq(wm_state_size(NULL), 0);
    ck_assert_int_eq(wm_check(NULL), WM_EINVAL);
    ck_assert_int_eq(wm_bot_move(NULL, &m), WM_EINVAL);
    ck_assert_int_eq(wm_copy(NULL, NULL), WM_EINVAL);
}
END_TEST

START_TEST(test_null_args)
{
    wm_game *g = game_after(WM_MARCH_OF_PROGRESS, 1, 0, 3, 5);
    wm_game *out = SENTINEL;
    wm_move m;
    size_t len;
    char buf[64];
    ck_assert_int_eq(wm_clone(g, NULL), WM_EINVAL);
    ck_assert_int_eq(wm_copy(g, NULL), WM_EINVAL);
    ck_assert_int_eq(wm_copy(NULL, g), WM_EINVAL);
    ck_assert_int_eq(wm_move_parse(g, NULL, &m), WM_EINVAL);
    ck_assert_int_eq(wm_move_parse(g, "#0", NULL), WM_EINVAL);
    ck_assert_int_eq(wm_save(g, buf, sizeof buf, NULL), WM_EINVAL);
    ck_assert_int_eq(wm_to_json(g, WM_SPECTATOR, buf, sizeof buf, NULL), WM_EINVAL);
    ck_assert_int_eq(wm_bot_move(g, NULL), WM_EINVAL);
    ck_assert_int_eq(wm_load(NULL, 100, &out), WM_EINVAL);
    ck_assert_ptr_null(out);
    size_t slen;
    unsigned char *sv = tu_save(g, &slen);
    ck_assert_int_eq(wm_load(sv, slen, NULL), WM_EINVAL);
    ck_assert_int_eq(wm_load_with(sv, slen, NULL, NULL), WM_EINVAL);
    out = SENTINEL;
    ck_assert_int_eq(wm_load_with(NULL, slen, NULL, &out), WM_EINVAL);
    ck_assert_ptr_null(out);
    /* Unknown viewers. */
    const int viewers[] = {wm_seat_count(g), wm_seat_count(g) + 1, WM_CHANCE, WM_NOBODY, -5,
                           INT_MIN, INT_MAX};
    for (size_t i = 0; i < sizeof viewers / sizeof viewers[0]; i++)
        ck_assert_msg(wm_to_json(g, viewers[i], NULL, 0, &len) == WM_EINVAL,
                      "viewer %d accepted", viewers[i]);
    /* Unknown seats have no name; the chance seat has one. */
    ck_assert_ptr_null(wm_seat_name(g, wm_seat_count(g)));
    ck_assert_ptr_null(wm_seat_name(g, -1));
    ck_assert_ptr_null(wm_seat_name(g, WM_OMNISCIENT));
    ck_assert_ptr_nonnull(wm_seat_name(g, WM_CHANCE));
    for (int s = 0; s < wm_seat_count(g); s++) {
        ck_assert_ptr_nonnull(wm_seat_name(g, s));
        ck_assert_uint_gt(strlen(wm_seat_name(g, s)), 0);
    }
    /* A finished game with NULL per_seat. */
    wm_game *f = finished_game(WM_MARCH_OF_PROGRESS, 1, 0, 4);
    ck_assert_int_eq(wm_outcome(f, NULL, 8), WM_EINVAL);
    wm_free(f);
    free(sv);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Illegal ids and buffer sizes                                          */
/* ------------------------------------------------------------------ */

START_TEST(test_apply_out_of_range)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        for (uint32_t flags = 0; flags <= WM_OPT_EXTERNAL_DICE; flags++) {
            wm_game *g = game_after(t[i], 1, flags, 9, 7);
            size_t len;
            unsigned char *sv = tu_save(g, &len);
            uint64_t h = wm_hash(g);
            uint32_t ac = wm_action_count(g);
            const wm_move bad[] = {ac, ac + 1, ac * 2, 0x7fffffffu, 0x80000000u, UINT32_MAX};
            for (size_t k = 0; k < sizeof bad / sizeof bad[0]; k++) {
                ck_assert_int_eq(wm_is_legal(g, bad[k]), 0);
                ck_assert_int_eq(wm_apply(g, bad[k]), WM_EILLEGAL);
                ck_assert_uint_eq(wm_hash(g), h);
                ck_assert(save_equals(g, sv, len));
                char name[WM_MOVE_NAME_MAX];
                size_t nl;
                ck_assert_int_eq(wm_move_name(g, bad[k], name, sizeof name, &nl), WM_EINVAL);
            }
            /* In-range ids that are not listed are rejected too. */
            wm_move legal[1024];
            size_t nl = wm_legal_moves(g, legal, 1024);
            ck_assert_uint_le(nl, 1024);
            size_t k = 0, rejected = 0;
            for (wm_move m = 0; m < ac; m++) {
                if (k < nl && legal[k] == m) {
                    k++;
                    continue;
                }
                TU_REQUIRE(wm_apply(g, m) == WM_EILLEGAL, "unlisted move %u accepted", m);
                rejected++;
            }
            ck_assert_uint_gt(rejected, 0);
            ck_assert_uint_eq(wm_hash(g), h);
            ck_assert(save_equals(g, sv, len));
            free(sv);
            wm_free(g);
        }
    }
}
END_TEST

START_TEST(test_save_erange)
{
    wm_game *g = game_after(WM_MARCH_OF_PROGRESS, 1, 0, 11, 20);
    size_t need = 0;
    ck_assert_int_eq(wm_save(g, NULL, 0, &need), WM_ERANGE);
    ck_assert_uint_gt(need, SV_HEADER + 4);
    unsigned char *buf = malloc(need + 16);
    size_t len = 0;
    ck_assert_int_eq(wm_save(g, buf, need - 1, &len), WM_ERANGE);
    ck_assert_uint_eq(len, need);
    ck_assert_int_eq(wm_save(g, buf, 1, &len), WM_ERANGE);
    ck_assert_uint_eq(len, need);
    ck_assert_int_eq(wm_save(g, NULL, need, &len), WM_ERANGE);
    memset(buf, 0xcd, need + 16);
    len = 0;
    ck_assert_int_eq(wm_save(g, buf, need, &len), WM_OK);
    ck_assert_uint_eq(len, need);
    for (size_t i = need; i < need + 16; i++)
        ck_assert_uint_eq(buf[i], 0xcd);
    /* A bigger buffer gives the same bytes. */
    unsigned char *buf2 = malloc(need + 100);
    ck_assert_int_eq(wm_save(g, buf2, need + 100, &len), WM_OK);
    ck_assert_uint_eq(len, need);
    ck_assert_mem_eq(buf, buf2, need);
    free(buf2);
    free(buf);
    wm_free(g);
}
END_TEST

START_TEST(test_json_erange)
{
    wm_game *g = game_after(WM_MARCH_OF_PROGRESS, 1, 0, 12, 20);
    int viewers[16];
    int nv = 0;
    viewers[nv++] = WM_SPECTATOR;
    viewers[nv++] = WM_OMNISCIENT;
    for (int s = 0; s < wm_seat_count(g) && nv < 16; s++)
        viewers[nv++] = s;
    for (int v = 0; v < nv; v++) {
        size_t need = 0;
        ck_assert_int_eq(wm_to_json(g, viewers[v], NULL, 0, &need), WM_ERANGE);
        ck_assert_uint_gt(need, 2);
        char *buf = malloc(need + 17);
        size_t len = 0;
        /* len bytes are not enough: the NUL needs one more. */
        memset(buf, 0x7f, need + 17);
        ck_assert_int_eq(wm_to_json(g, viewers[v], buf, need, &len), WM_ERANGE);
        ck_assert_uint_eq(len, need);
        for (size_t i = need; i < need + 17; i++)
            ck_assert_uint_eq((unsigned char)buf[i], 0x7f);
        ck_assert_int_eq(wm_to_json(g, viewers[v], buf, 1, &len), WM_ERANGE);
        ck_assert_uint_eq(len, need);
        memset(buf, 0x7f, need + 17);
        ck_assert_int_eq(wm_to_json(g, viewers[v], buf, need + 1, &len), WM_OK);
        ck_assert_uint_eq(len, need);
        ck_assert_uint_eq(strlen(buf), need);
        for (size_t i = need + 1; i < need + 17; i++)
            ck_assert_uint_eq((unsigned char)buf[i], 0x7f);
        ck_assert_msg(tu_json_valid(buf, need), "invalid JSON for viewer %d: %s", viewers[v],
                      buf);
        free(buf);
    }
    wm_free(g);
}
END_TEST

START_TEST(test_move_name_erange)
{
    wm_game *g = tu_new(WM_MARCH_OF_PROGRESS, 1, 0, 1);
    uint32_t ac = wm_action_count(g);
    for (wm_move m = 0; m < ac; m++) {
        size_t need = 12345;
        ck_assert_int_eq(wm_move_name(g, m, NULL, 0, &need), WM_ERANGE);
        ck_assert_uint_gt(need, 0);
        ck_assert_uint_lt(need, WM_MOVE_NAME_MAX);
        char buf[WM_MOVE_NAME_MAX + 8];
        memset(buf, 0x7f, sizeof buf);
        size_t len = 0;
        ck_assert_int_eq(wm_move_name(g, m, buf, need, &len), WM_ERANGE);
        ck_assert_uint_eq(len, need);
        /* Nothing is written on WM_ERANGE. */
        for (size_t i = 0; i < sizeof buf; i++)
            ck_assert_uint_eq((unsigned char)buf[i], 0x7f);
        ck_assert_int_eq(wm_move_name(g, m, buf, need + 1, &len), WM_OK);
        ck_assert_uint_eq(len, need);
        ck_assert_uint_eq(strlen(buf), need);
        for (size_t i = need + 1; i < sizeof buf; i++)
            ck_assert_uint_eq((unsigned char)buf[i], 0x7f);
        /* len is optional. */
        ck_assert_int_eq(wm_move_name(g, m, buf, sizeof buf, NULL), WM_OK);
    }
    wm_free(g);
}
END_TEST

START_TEST(test_legal_cap)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        wm_game *g = tu_new(t[i], 1, WM_OPT_EXTERNAL_DICE, 21);
        tu_rng r;
        tu_rng_seed(&r, 21);
        int checked = 0;
        for (int step = 0; step < 400 && !wm_is_over(g); step++) {
            size_t full = wm_legal_moves(g, NULL, 0);
            ck_assert_uint_gt(full, 0);
            wm_move *all = malloc(full * sizeof *all);
            ck_assert_uint_eq(wm_legal_moves(g, all, full), full);
            if (full >= 2) {
                size_t cap = full / 2;
                wm_move *part = malloc((full + 4) * sizeof *part);
                for (size_t k = 0; k < full + 4; k++)
                    part[k] = 0xdeadbeefu;
                ck_assert_uint_eq(wm_legal_moves(g, part, cap), full);
                for (size_t k = 0; k < cap; k++)
                    ck_assert_uint_eq(part[k], all[k]);
                for (size_t k = cap; k < full + 4; k++)
                    ck_assert_uint_eq(part[k], 0xdeadbeefu);
                free(part);
                checked++;
            }
            /* cap 0 with a buffer writes nothing. */
            wm_move one = 0xdeadbeefu;
            ck_assert_uint_eq(wm_legal_moves(g, &one, 0), full);
            ck_assert_uint_eq(one, 0xdeadbeefu);
            free(all);
            tu_random_move(g, &r);
        }
        ck_assert_int_gt(checked, 0);
        wm_free(g);
    }
}
END_TEST

START_TEST(test_outcome_and_end)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        int ns = tu_scenario_count(t[i]);
        for (int s = 1; s <= ns; s++) {
            wm_game *g = tu_new(t[i], s, 0, 31);
            int seats = wm_seat_count(g);
            int32_t res[64];
            ck_assert_int_eq(wm_outcome(g, res, 64), WM_EILLEGAL);
            ck_assert_int_ne(wm_to_move(g), WM_NOBODY);
            tu_rng r;
            tu_rng_seed(&r, 31);
            tu_play_random(g, &r, 100000);
            ck_assert(wm_is_over(g));
            ck_assert_int_eq(wm_to_move(g), WM_NOBODY);
            ck_assert_uint_eq(wm_legal_moves(g, NULL, 0), 0);
            ck_assert_str_eq(wm_prompt(g), "game over");
            wm_move bm;
            ck_assert_int_eq(wm_bot_move(g, &bm), WM_EOVER);
            size_t len;
            unsigned char *sv = tu_save(g, &len);
            const wm_move ids[] = {0, 1, wm_action_count(g) - 1, wm_action_count(g), UINT32_MAX};
            for (size_t k = 0; k < sizeof ids / sizeof ids[0]; k++) {
                ck_assert_int_eq(wm_is_legal(g, ids[k]), 0);
                ck_assert_int_eq(wm_apply(g, ids[k]), WM_EOVER);
            }
            ck_assert(save_equals(g, sv, len));
            free(sv);
            /* n too small, then exactly enough. */
            ck_assert_int_eq(wm_outcome(g, res, (size_t)seats - 1), WM_ERANGE);
            ck_assert_int_eq(wm_outcome(g, res, 0), WM_ERANGE);
            for (int k = 0; k < 64; k++)
                res[k] = 77;
            ck_assert_int_eq(wm_outcome(g, res, (size_t)seats), WM_OK);
            for (int k = 0; k < seats; k++)
                ck_assert(res[k] == WM_WIN || res[k] == WM_DRAW || res[k] == WM_LOSS);
            for (int k = seats; k < 64; k++)
                ck_assert_int_eq(res[k], 77);
            wm_free(g);
        }
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* Loading                                                               */
/* ------------------------------------------------------------------ */

START_TEST(test_load_roundtrip)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    const uint32_t flagsets[] = {0, WM_OPT_EXTERNAL_DICE, WM_OPT_NO_HISTORY,
                                 WM_OPT_EXTERNAL_DICE | WM_OPT_NO_HISTORY};
    for (int i = 0; i < n; i++) {
        int ns = tu_scenario_count(t[i]);
        for (int s = 1; s <= ns; s++) {
            for (size_t f = 0; f < 4; f++) {
                wm_game *g = game_after(t[i], s, flagsets[f], 41, 50);
                size_t len;
                unsigned char *sv = tu_save(g, &len);
                wm_game *h = NULL;
                ck_assert_int_eq(wm_load(sv, len, &h), WM_OK);
                ck_assert_uint_eq(wm_hash(h), wm_hash(g));
                ck_assert(save_equals(h, sv, len));
                ck_assert_uint_eq(wm_history(h, NULL, 0), wm_history(g, NULL, 0));
                ck_assert_int_eq(wm_to_move(h), wm_to_move(g));
                ck_assert_int_eq(wm_game_title(h), t[i]);
                /* The loaded game plays on exactly like the original. */
                tu_rng r1, r2;
                tu_rng_seed(&r1, 5);
                tu_rng_seed(&r2, 5);
                tu_play_random(g, &r1, 100000);
                tu_play_random(h, &r2, 100000);
                ck_assert_uint_eq(wm_hash(h), wm_hash(g));
                wm_free(h);
                /* wm_load_with: a bigger options struct with zero tail. */
                big_options b;
                memset(&b, 0, sizeof b);
                wm_options_init(&b.o);
                b.o.size = (uint32_t)sizeof b;
                ck_assert_int_eq(wm_load_with(sv, len, &b.o, &h), WM_OK);
                wm_free(h);
                b.extra[3] = 1;
                h = SENTINEL;
                ck_assert_int_eq(wm_load_with(sv, len, &b.o, &h), WM_EINVAL);
                ck_assert_ptr_null(h);
                free(sv);
                wm_free(g);
            }
        }
    }
}
END_TEST

START_TEST(test_load_empty)
{
    unsigned char z[64] = {0};
    ck_assert_int_eq(load_status(z, 0), WM_ECORRUPT);
    ck_assert_int_eq(load_status(z, 1), WM_ECORRUPT);
    ck_assert_int_eq(load_status(z, sizeof z), WM_ECORRUPT);
    ck_assert_int_eq(load_status((const unsigned char *)"WMSV", 4), WM_ECORRUPT);
}
END_TEST

/* A save with history of every scenario of every title. */
typedef struct saves {
    int n;
    unsigned char *buf[64];
    size_t len[64];
} saves;

static void make_saves(saves *sv, size_t moves)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    sv->n = 0;
    for (int i = 0; i < n; i++) {
        int ns = tu_scenario_count(t[i]);
        for (int s = 1; s <= ns && sv->n < 64; s++) {
            wm_game *g = game_after(t[i], s, 0, 51 + (uint64_t)s, moves);
            sv->buf[sv->n] = tu_save(g, &sv->len[sv->n]);
            sv->n++;
            wm_free(g);
        }
    }
}

static void free_saves(saves *sv)
{
    for (int i = 0; i < sv->n; i++)
        free(sv->buf[i]);
}

START_TEST(test_load_truncated)
{
    saves sv;
    make_saves(&sv, 25);
    for (int i = 0; i < sv.n; i++) {
        ck_assert_int_eq(load_status(sv.buf[i], sv.len[i]), WM_OK);
        for (size_t k = 0; k < sv.len[i]; k++)
            ck_assert_msg(load_status(sv.buf[i], k) == WM_ECORRUPT,
                          "save %d truncated to %zu of %zu bytes not rejected", i, k, sv.len[i]);
        /* A byte too many is damage too. */
        unsigned char *longer = malloc(sv.len[i] + 1);
        memcpy(longer, sv.buf[i], sv.len[i]);
        longer[sv.len[i]] = 0;
        ck_assert_int_eq(load_status(longer, sv.len[i] + 1), WM_ECORRUPT);
        free(longer);
    }
    free_saves(&sv);
}
END_TEST

START_TEST(test_load_flips)
{
    saves sv;
    make_saves(&sv, 25);
    for (int i = 0; i < sv.n; i++) {
        unsigned char *b = sv.buf[i];
        for (size_t k = 0; k < sv.len[i]; k++) {
            for (int bit = 0; bit <= 8; bit++) {
                unsigned char x = (unsigned char)(bit == 8 ? 0xffu : 1u << bit);
                b[k] ^= x;
                wm_status st = load_status(b, sv.len[i]);
                ck_assert_msg(st == WM_ECORRUPT || st == WM_EVERSION,
                              "save %d with byte %zu ^ %#x loads: %s", i, k, x, wm_strerror(st));
                b[k] ^= x;
            }
        }
        ck_assert_int_eq(load_status(b, sv.len[i]), WM_OK);
    }
    free_saves(&sv);
}
END_TEST

START_TEST(test_load_header)
{
    saves sv;
    make_saves(&sv, 25);
    for (int i = 0; i < sv.n; i++) {
        size_t len = sv.len[i];
        unsigned char *b = malloc(len);
#define EDIT(off, size, value, want)                                                     \
    do {                                                                                 \
        memcpy(b, sv.buf[i], len);                                                       \
        put_le(b + (off), (value), (size));                                              \
        reseal(b, len);                                                                  \
        wm_status st_ = load_status(b, len);                                             \
        ck_assert_msg(st_ == (want), "save %d, field at %d set to %llu: %s, want %s", i, \
                      (int)(off), (unsigned long long)(value), wm_strerror(st_),         \
                      wm_strerror(want));                                                \
    } while (0)
        /* Only the version differs, with a valid checksum. */
        EDIT(SV_FORMAT, 2, 4, WM_EVERSION);
        /* format 3 (with a content pack's hash, 1.3) is known: a format-2
         * body read as format 3 lacks its content block */
        EDIT(SV_FORMAT, 2, 3, WM_ECORRUPT);
        EDIT(SV_FORMAT, 2, 0xffff, WM_EVERSION);
        EDIT(SV_FORMAT, 2, 0, WM_ECORRUPT);
        EDIT(SV_LAYOUT, 2, get_le(sv.buf[i] + SV_LAYOUT, 2) + 1, WM_EVERSION);
        /* Foreign or malformed headers. */
        EDIT(SV_MAGIC, 1, 'X', WM_ECORRUPT);
        EDIT(SV_MAGIC + 3, 1, 'v', WM_ECORRUPT);
        EDIT(SV_TITLE, 2, 0, WM_ECORRUPT);
        EDIT(SV_TITLE, 2, 99, WM_ECORRUPT);
        for (int tt = 1; tt <= TU_MAX_TITLE; tt++)
            if (!wm_title_available((wm_title)tt))
                EDIT(SV_TITLE, 2, (uint64_t)tt, WM_ECORRUPT);
        EDIT(SV_RESERVED, 2, 1, WM_ECORRUPT);
        EDIT(SV_FLAGS, 4, 0x4, WM_ECORRUPT);
        EDIT(SV_FLAGS, 4, 0x80000000u, WM_ECORRUPT);
        /* History present although the flags say there is none. */
        ck_assert_uint_gt(get_le(sv.buf[i] + SV_NHIST, 4), 0);
        EDIT(SV_FLAGS, 4, WM_OPT_NO_HISTORY, WM_ECORRUPT);
        EDIT(SV_NFIELDS, 4, get_le(sv.buf[i] + SV_NFIELDS, 4) + 1, WM_ECORRUPT);
        EDIT(SV_NFIELDS, 4, get_le(sv.buf[i] + SV_NFIELDS, 4) - 1, WM_ECORRUPT);
        EDIT(SV_PAYLOAD, 4, get_le(sv.buf[i] + SV_PAYLOAD, 4) + 4, WM_ECORRUPT);
        EDIT(SV_PAYLOAD, 4, get_le(sv.buf[i] + SV_PAYLOAD, 4) - 4, WM_ECORRUPT);
        EDIT(SV_PAYLOAD, 4, 0xffffffffu, WM_ECORRUPT);
        EDIT(SV_NHIST, 4, get_le(sv.buf[i] + SV_NHIST, 4) + 1, WM_ECORRUPT);
        EDIT(SV_NHIST, 4, get_le(sv.buf[i] + SV_NHIST, 4) - 1, WM_ECORRUPT);
        EDIT(SV_NHIST, 4, 0xffffffffu, WM_ECORRUPT);
        EDIT(SV_NHIST, 4, 0x40000000u, WM_ECORRUPT);
        /* A history move id out of range. */
        {
            wm_game *g = NULL;
            ck_assert_int_eq(wm_load(sv.buf[i], len, &g), WM_OK);
            uint32_t ac = wm_action_count(g);
            wm_free(g);
            EDIT(len - 8 - SV_ORIGIN, 4, ac, WM_ECORRUPT);
            EDIT(len - 8 - SV_ORIGIN, 4, 0xffffffffu, WM_ECORRUPT);
        }
        /* A wrong checksum. */
        memcpy(b, sv.buf[i], len);
        b[len - 1] ^= 1;
        ck_assert_int_eq(load_status(b, len), WM_ECORRUPT);
#undef EDIT
        free(b);
    }
    free_saves(&sv);
}
END_TEST

/* Saves of an older state layout (libweimar 1.2.0's Republic, layout 6,
 * and Siege, layout 1) are rebuilt by replaying their history from their
 * origin under today's rules: the Republic's game loads with its whole
 * history and the same seat to move; a Siege game whose moves are still
 * legal loads, one whose moves no longer are (Siege's content changed
 * after 1.2.0) is refused with WM_ECORRUPT; the replay path refuses a
 * damaged history or origin; an old layout without history cannot be
 * replayed. */
START_TEST(test_load_older_layout_by_replay)
{
    static const struct {
        const unsigned char *buf;
        size_t len;
        wm_title title;
        size_t moves;
        wm_status want;
    } old[] = {
        {save_120_republic_2, sizeof save_120_republic_2, WM_WEIMAR_REPUBLIC, 120, WM_OK},
        {save_120_siege_2, sizeof save_120_siege_2, WM_DEMOCRACY_UNDER_SIEGE, 120, WM_OK},
        {save_120_siege_3, sizeof save_120_siege_3, WM_DEMOCRACY_UNDER_SIEGE, 180, WM_ECORRUPT},
    };
    for (size_t i = 0; i < sizeof old / sizeof old[0]; i++) {
        if (!wm_title_available(old[i].title))
            continue;
        wm_game *g = NULL;
        wm_status st = wm_load(old[i].buf, old[i].len, &g);
        ck_assert_msg(st == old[i].want, "old save %zu: %s, want %s", i, wm_strerror(st),
                      wm_strerror(old[i].want));
        if (st != WM_OK) {
            ck_assert_ptr_null(g);
            continue;
        }
        ck_assert_uint_eq(wm_history(g, NULL, 0), old[i].moves);
        ck_assert_int_eq(wm_check(g), WM_OK);
        /* the rebuilt game saves in today's layout and loads back as itself */
        size_t n = 0;
        ck_assert_int_eq(wm_save(g, NULL, 0, &n), WM_ERANGE);
        unsigned char *b = malloc(n);
        ck_assert_int_eq(wm_save(g, b, n, &n), WM_OK);
        ck_assert_uint_ne(get_le(b + SV_LAYOUT, 2), get_le(old[i].buf + SV_LAYOUT, 2));
        wm_game *r = NULL;
        ck_assert_int_eq(wm_load(b, n, &r), WM_OK);
        ck_assert_uint_eq(wm_hash(r), wm_hash(g));
        wm_free(r);
        free(b);
        wm_free(g);
    }
    /* the Republic's save, damaged where only the replay path reads it */
    size_t len = sizeof save_120_republic_2;
    unsigned char *b = malloc(len);
    size_t nhist = (size_t)get_le(save_120_republic_2 + SV_NHIST, 4);
    const size_t hist = len - 4 - SV_ORIGIN - nhist * 4;
    static const struct {
        size_t off;
        unsigned size;
        uint64_t value;
    } edits[] = {
        {0, 4, 0xffffffffu},             /* first history move: out of range */
        {0, 4, 0},                       /* ... or (most likely) illegal there */
        {SV_NHIST, 4, 0x40000000u},      /* more moves than the payload holds */
        {SV_FLAGS, 4, WM_OPT_NO_HISTORY}, /* no history to replay */
        {SV_RESERVED, 2, 1},
    };
    for (size_t k = 0; k < sizeof edits / sizeof edits[0]; k++) {
        memcpy(b, save_120_republic_2, len);
        size_t off = edits[k].off ? edits[k].off : hist;
        put_le(b + off, edits[k].value, edits[k].size);
        reseal(b, len);
        ck_assert_msg(load_status(b, len) == WM_ECORRUPT, "edit %zu: %s", k, wm_strerror(load_status(b, len)));
    }
    /* the origin's marker, and its dice flag against the handle's */
    memcpy(b, save_120_republic_2, len);
    put_le(b + len - 4 - SV_ORIGIN, 2, 4);
    reseal(b, len);
    ck_assert_int_eq(load_status(b, len), WM_ECORRUPT);
    memcpy(b, save_120_republic_2, len);
    put_le(b + len - 4 - 4, WM_OPT_EXTERNAL_DICE, 4);
    reseal(b, len);
    ck_assert_int_eq(load_status(b, len), WM_ECORRUPT);
    /* the replay path reads a format-3 save's content hash too: one that
     * names a pack is refused with WM_ECONTENT (load it with that pack),
     * a hash of 0 with WM_ECORRUPT; both only after the checksum */
    memcpy(b, save_120_republic_2, len);
    put_le(b + SV_FORMAT, 3, 2);
    put_le(b + len - 4 - 8, 0x5eedf00dcafe1234ull, 8);
    reseal(b, len);
    ck_assert_int_eq(load_status(b, len), WM_ECONTENT);
    put_le(b + len - 4 - 8, 0, 8);
    reseal(b, len);
    ck_assert_int_eq(load_status(b, len), WM_ECORRUPT);
    /* a wrong checksum */
    memcpy(b, save_120_republic_2, len);
    b[len - 1] ^= 1;
    ck_assert_int_eq(load_status(b, len), WM_ECORRUPT);
    /* every truncation */
    for (size_t cut = 0; cut < len; cut += 97)
        ck_assert_int_eq(load_status(save_120_republic_2, cut), WM_ECORRUPT);
    free(b);
}
END_TEST

/* Out-of-range values of every field, with a valid checksum. */
START_TEST(test_load_field_ranges)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        const wm_title_ops *ops = wm__title_ops(t[i]);
        ck_assert_ptr_nonnull(ops);
        wm_game *g = game_after(t[i], 1, 0, 61, 30);
        size_t len;
        unsigned char *sv = tu_save(g, &len);
        unsigned char *b = malloc(len);
        size_t off = SV_HEADER;
        int tried = 0;
        for (size_t f = 0; f < ops->nfields; f++) {
            const wm_field *fd = &ops->fields[f];
            unsigned sz = fd->size;
            if (fd->min <= fd->max) {
                int64_t tmin = fd->is_signed ? (sz == 8 ? INT64_MIN : -((int64_t)1 << (8 * sz - 1))) : 0;
                int64_t tmax = fd->is_signed ? (sz == 8 ? INT64_MAX : ((int64_t)1 << (8 * sz - 1)) - 1)
                                             : (sz == 8 ? INT64_MAX : ((int64_t)1 << (8 * sz)) - 1);
                int64_t bad[2];
                int nb = 0;
                if (fd->max < tmax)
                    bad[nb++] = fd->max + 1;
                if (fd->min > tmin && fd->min > (fd->is_signed ? INT64_MIN : 0))
                    bad[nb++] = fd->min - 1;
                unsigned elems[2] = {0, (unsigned)fd->count - 1u};
                for (int e = 0; e < 2; e++) {
                    for (int k = 0; k < nb; k++) {
                        memcpy(b, sv, len);
                        put_le(b + off + (size_t)elems[e] * sz, (uint64_t)bad[k], sz);
                        reseal(b, len);
                        wm_status st = load_status(b, len);
                        ck_assert_msg(st == WM_ECORRUPT,
                                      "title %d field %s[%u] = %lld (range %lld..%lld) loads: %s",
                                      (int)t[i], fd->name, elems[e], (long long)bad[k],
                                      (long long)fd->min, (long long)fd->max, wm_strerror(st));
                        /* the reason names the field and the element */
                        char want[160];
                        snprintf(want, sizeof want, "field %s[%u] of ", fd->name, elems[e]);
                        ck_assert_msg(strstr(wm_last_error(), want) != NULL, "title %d: %s: the reason is \"%s\"",
                                      (int)t[i], want, wm_last_error());
                        tried++;
                    }
                }
            }
            off += (size_t)fd->size * fd->count;
        }
        ck_assert_uint_eq(off + 4 * wm_history(g, NULL, 0) + SV_ORIGIN + 4, len);
        ck_assert_int_gt(tried, 0);
        free(b);
        free(sv);
        wm_free(g);
    }
}
END_TEST

/*
 * "A game changed only through this API always passes wm_check()", and
 * wm_load() runs the same check: so a game that loads must stay valid
 * whatever legal moves follow.  These saves were found by
 * tests/fuzz/fuzz_load.c (one per distinct failure, with the checksum made
 * valid): each loads, then a few legal moves break an invariant, i.e. the
 * title's checker accepts states its rules cannot handle.  The moves are
 * fuzz_load's: first legal, last legal, the bot's, repeated.  A save that
 * no longer loads (a fixed checker, or a new state layout) passes.
 */
/* Generated from fuzz_load crash inputs (CRC-32 fixed up). */
static const struct fuzz_case {
    const char *what;
    size_t len;
    unsigned char bytes[400];
} fuzz_cases[] = {
    {"TF_REVEALED set while a card is being chosen (view.c:177 after 'play')", 168, {
        0x57, 0x4d, 0x53, 0x56, 0x01, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x34, 0x00, 0x00, 0x00, 0x88, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2b, 0xf8, 0xfc, 0xfe,
        0x72, 0xf3, 0x6e, 0x3c, 0x00, 0x3a, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x23, 0x00, 0x00, 0x00, 0x23, 0x00, 0xff, 0x00, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x07, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x01, 0x02, 0x03, 0x01, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x03, 0x03, 0x02, 0x00, 0x01, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x04, 0x05, 0x07, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x7b, 0x14, 0x29, 0x90,
    }},
    {"MILITIA turn flags outside Politics: the Neutral seat gains a VP (view.c:145)", 168, {
        0x57, 0x4d, 0x53, 0x56, 0x01, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00,
        0x34, 0x00, 0x00, 0x00, 0x88, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xfc, 0xff, 0xbf, 0xfa,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x11, 0x25, 0xa8, 0x00, 0x08, 0x00, 0x08, 0x00,
        0x00, 0x00, 0x1a, 0x00, 0x00, 0x00, 0x2a, 0x00, 0xa1, 0x00, 0xcb, 0x00, 0x00, 0x00, 0x5e, 0x00,
        0x30, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00,
        0x03, 0x02, 0x04, 0x01, 0x01, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x04, 0x01, 0x00,
        0x01, 0x06, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x05, 0x00, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00,
        0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x46, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x2f, 0xdf, 0x4a, 0xb8,
    }},
    {"ATTACK+1 context names an army the seat lacks: army_n underflows to 255 (view.c:148)", 328, {
        0x57, 0x4d, 0x53, 0x56, 0x01, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x34, 0x00, 0x00, 0x00, 0x28, 0x01, 0x00, 0x00, 0x28, 0x00, 0x00, 0x00, 0x2c, 0xf8, 0x94, 0xfe,
        0x72, 0xf3, 0x6e, 0x3c, 0x00, 0x00, 0x00, 0x00, 0x0b, 0x00, 0x00, 0x00, 0x07, 0x00, 0x03, 0x00,
        0x00, 0x00, 0x19, 0x00, 0x00, 0x00, 0x23, 0x00, 0xc2, 0x00, 0x40, 0x00, 0x00, 0x00, 0x1d, 0x00,
        0x3f, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x01, 0x02, 0x03, 0x01, 0x01, 0x02, 0x03, 0x04, 0x00, 0x00, 0x01, 0x00, 0x05, 0x0e, 0x00, 0x00,
        0x00, 0x06, 0x08, 0x00, 0x00, 0x00, 0x00, 0x02, 0x02, 0x02, 0x02, 0x02, 0x00, 0x00, 0x01, 0x00,
        0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x04, 0x05, 0x01, 0x00, 0x00, 0x00, 0x02,
        0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x9d, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x06, 0x00, 0x00, 0x00, 0x7d, 0x00, 0x00, 0x00, 0x49, 0x00, 0x00, 0x00,
        0x05, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0xad, 0x00, 0x00, 0x00, 0x3f, 0x00, 0x00, 0x00,
        0x10, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xad, 0x00, 0x00, 0x00,
        0x07, 0x00, 0x00, 0x00, 0x07, 0x00, 0x00, 0x00, 0x3d, 0x00, 0x00, 0x00, 0x06, 0x00, 0x00, 0x00,
        0x01, 0x00, 0x00, 0x00, 0x48, 0x00, 0x00, 0x00, 0x07, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x7d, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00,
        0x02, 0x00, 0x00, 0x00, 0x4f, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x9d, 0x00, 0x00, 0x00, 0x58, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x03, 0x00, 0x00, 0x00,
        0x4f, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x07, 0x00, 0x00, 0x00, 0x41, 0x00, 0x00, 0x00,
        0x45, 0x00, 0x00, 0x00, 0xdc, 0xcb, 0x76, 0x92,
    }},
    {"set-up roll for a country the scenario lacks: vpdie[3] written (view.c:153)", 168, {
        0x57, 0x4d, 0x53, 0x56, 0x01, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x34, 0x00, 0x00, 0x00, 0x88, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xff, 0xa8, 0x00, 0x00,
        0xfe, 0x00, 0x00, 0x00, 0x00, 0xc7, 0x00, 0x00, 0x00, 0xc1, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x23, 0x00, 0x23, 0x00, 0xff, 0x00, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0xf7, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x01, 0x02, 0x03, 0x01, 0x01, 0x00, 0x01, 0x04, 0x00, 0x01, 0x00, 0x01, 0x00, 0x02, 0x00, 0x02,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x03, 0x03, 0x02, 0x00, 0x01, 0x00, 0x00,
        0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x04, 0x05, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x02, 0x00, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x11, 0xf0, 0x71, 0xd8,
    }},
    {"moved armies exceed armies after a few moves (view.c:155)", 168, {
        0x57, 0x4d, 0x53, 0x56, 0x01, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00,
        0x34, 0x00, 0x00, 0x00, 0x88, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x05, 0x00, 0x00, 0x00,
        0x00, 0x2b, 0x25, 0x3b, 0xff, 0xfc, 0x00, 0x00, 0x00, 0xc5, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x23, 0x00, 0x23, 0x00, 0xff, 0x00, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x40, 0x00, 0x14, 0x00, 0x00, 0x00,
        0x01, 0x02, 0x03, 0x01, 0x01, 0x00, 0x01, 0x01, 0x01, 0x00, 0x00, 0x00, 0x04, 0x01, 0x00, 0x00,
        0x00, 0x00, 0x05, 0x00, 0x00, 0x00, 0x00, 0x01, 0x03, 0x03, 0x01, 0x02, 0x00, 0x01, 0x00, 0x00,
        0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x75, 0x01, 0x0a, 0x35,
    }},
    {"set-up stage/ctx advance to a decision decision_ok rejects (view.c:189)", 168, {
        0x57, 0x4d, 0x53, 0x56, 0x01, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x34, 0x00, 0x00, 0x00, 0x88, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x28, 0x5b, 0x94, 0xf2,
        0xa8, 0xff, 0xff, 0x00, 0xff, 0x00, 0x00, 0x00, 0x00, 0x80, 0x5d, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x23, 0x00, 0x23, 0x00, 0xff, 0x00, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x40, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x01, 0x02, 0x03, 0x01, 0x01, 0x00, 0x01, 0x04, 0x01, 0x00, 0x00, 0x00, 0x04, 0x02, 0x00, 0x02,
        0x00, 0x05, 0x05, 0x00, 0x00, 0x00, 0x00, 0x05, 0x01, 0x03, 0x03, 0x02, 0x00, 0x01, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x04, 0x05, 0x00, 0x00, 0x00, 0x07, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x95, 0xaf, 0x56, 0xfb,
    }},
    {"both seats' armies in one country: no legal move after 'play' (view.c:192)", 168, {
        0x57, 0x4d, 0x53, 0x56, 0x01, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x34, 0x00, 0x00, 0x00, 0x88, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2b, 0xf8, 0x94, 0x72,
        0xf3, 0xfe, 0x6e, 0x3c, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x23, 0x00, 0x00, 0x00, 0x23, 0x00, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x01, 0x02, 0x03, 0x01, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x03, 0x03, 0x02, 0x00, 0x00, 0x01, 0x00,
        0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x04, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0xb0, 0x50, 0x96, 0x96,
    }},
    {"SCORE in a discard pile: the next seat has no card to choose", 168, {
        0x57, 0x4d, 0x53, 0x56, 0x01, 0x00, 0x01, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x34, 0x00, 0x00, 0x00, 0x88, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x2b, 0xf8, 0x94, 0xfe,
        0x72, 0xf3, 0x6e, 0x3c, 0x00, 0x00, 0x00, 0x00, 0x02, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x23, 0x00, 0x00, 0x00, 0x23, 0x00, 0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0xff, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x01, 0x02, 0x03, 0x01, 0x01, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x03, 0x03, 0x02, 0x00, 0x01, 0x00, 0x00,
        0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
        0x00, 0x00, 0x00, 0x00, 0x06, 0x9d, 0xdb, 0xa9,
    }},
};

START_TEST(test_loaded_games_stay_valid)
{
    const struct fuzz_case *fc = &fuzz_cases[_i];
    ck_assert_uint_eq(tu_crc32(fc->bytes, fc->len - 4), (uint32_t)get_le(fc->bytes + fc->len - 4, 4));
    wm_game *g = NULL;
    wm_status st = wm_load(fc->bytes, fc->len, &g);
    if (st != WM_OK) {
        ck_assert_int_ne(st, WM_ENOMEM);
        return;
    }
    for (int k = 0; k < 6 && !wm_is_over(g); k++) {
        wm_move buf[1024];
        size_t n = wm_legal_moves(g, buf, 1024);
        ck_assert_uint_gt(n, 0);
        ck_assert_uint_le(n, 1024);
        wm_move m;
        if (k % 3 == 0)
            m = buf[0];
        else if (k % 3 == 1)
            m = buf[n - 1];
        else
            ck_assert_int_eq(wm_bot_move(g, &m), WM_OK);
        char name[WM_MOVE_NAME_MAX];
        ck_assert_int_eq(wm_move_name(g, m, name, sizeof name, NULL), WM_OK);
        ck_assert_int_eq(wm_apply(g, m), WM_OK);
        st = wm_check(g);
        ck_assert_msg(st == WM_OK, "%s: a loaded game fails wm_check after move %d '%s': %s",
                      fc->what, k, name, wm_strerror(st));
    }
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Allocator hook                                                        */
/* ------------------------------------------------------------------ */

static wm_options alloc_opts(tu_alloc *a, int scenario, uint32_t flags, uint64_t seed)
{
    wm_options o;
    wm_options_init(&o);
    o.alloc = tu_alloc_fn;
    o.alloc_ud = a;
    o.scenario = scenario;
    o.flags = flags;
    o.seed = seed;
    return o;
}

START_TEST(test_alloc_balanced)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        tu_alloc a;
        tu_alloc_init(&a);
        wm_options o = alloc_opts(&a, 1, 0, 71);
        wm_game *g = NULL;
        ck_assert_int_eq(wm_new(t[i], &o, &g), WM_OK);
        ck_assert_uint_gt(a.calls, 0);
        tu_rng r;
        tu_rng_seed(&r, 71);
        tu_play_random(g, &r, 100000); /* grows the history several times */
        wm_game *c = NULL;
        ck_assert_int_eq(wm_clone(g, &c), WM_OK);
        wm_game *d = NULL;
        ck_assert_int_eq(wm_new(t[i], &o, &d), WM_OK);
        ck_assert_int_eq(wm_copy(d, g), WM_OK);
        size_t len;
        unsigned char *sv = tu_save(g, &len);
        wm_game *l = NULL;
        ck_assert_int_eq(wm_load_with(sv, len, &o, &l), WM_OK);
        free(sv);
        size_t before = a.calls;
        wm_free(c);
        wm_free(d);
        wm_free(l);
        wm_free(g);
        ck_assert_uint_eq(a.calls, before); /* freeing allocates nothing */
        ck_assert_uint_eq(a.live_blocks, 0);
        ck_assert_uint_eq(a.live_bytes, 0);
        ck_assert_uint_eq(a.bad_osize, 0);
        ck_assert_uint_gt(a.frees, 0);
    }
}
END_TEST

START_TEST(test_alloc_fail_new)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        int flagsets[] = {0, WM_OPT_NO_HISTORY};
        for (int f = 0; f < 2; f++) {
            int failed = 0, ok = 0;
            for (long k = 0; k <= 20; k++) {
                tu_alloc a;
                tu_alloc_init(&a);
                a.fail_after = k;
                wm_options o = alloc_opts(&a, 1, (uint32_t)flagsets[f], 5);
                wm_game *g = SENTINEL;
                wm_status st = wm_new(t[i], &o, &g);
                if (st == WM_OK) {
                    ck_assert_ptr_nonnull(g);
                    ck_assert_int_eq(wm_check(g), WM_OK);
                    wm_free(g);
                    ok++;
                } else {
                    ck_assert_msg(st == WM_ENOMEM, "wm_new with %ld allocations: %s", k,
                                  wm_strerror(st));
                    ck_assert_ptr_null(g);
                    failed++;
                }
                ck_assert_uint_eq(a.live_blocks, 0);
                ck_assert_uint_eq(a.bad_osize, 0);
            }
            ck_assert_int_gt(failed, 0); /* k = 0 must fail */
            ck_assert_int_gt(ok, 0);
        }
    }
}
END_TEST

START_TEST(test_alloc_fail_clone_load)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        tu_alloc a;
        tu_alloc_init(&a);
        wm_options o = alloc_opts(&a, 1, 0, 81);
        wm_game *g = NULL;
        ck_assert_int_eq(wm_new(t[i], &o, &g), WM_OK);
        tu_rng r;
        tu_rng_seed(&r, 81);
        tu_play_random(g, &r, 300);
        size_t len;
        unsigned char *sv = tu_save(g, &len);
        size_t base_blocks = a.live_blocks;
        int clone_failed = 0, load_failed = 0;
        for (long k = 0; k <= 20; k++) {
            a.fail_after = (long)a.calls + k;
            wm_game *c = SENTINEL;
            wm_status st = wm_clone(g, &c);
            a.fail_after = -1;
            if (st == WM_OK) {
                ck_assert_uint_eq(wm_hash(c), wm_hash(g));
                ck_assert(save_equals(c, sv, len));
                wm_free(c);
            } else {
                ck_assert_int_eq(st, WM_ENOMEM);
                ck_assert_ptr_null(c);
                clone_failed++;
            }
            ck_assert_uint_eq(a.live_blocks, base_blocks);
            ck_assert(save_equals(g, sv, len));

            a.fail_after = (long)a.calls + k;
            wm_game *l = SENTINEL;
            st = wm_load_with(sv, len, &o, &l);
            a.fail_after = -1;
            if (st == WM_OK) {
                ck_assert(save_equals(l, sv, len));
                wm_free(l);
            } else {
                ck_assert_int_eq(st, WM_ENOMEM);
                ck_assert_ptr_null(l);
                load_failed++;
            }
            ck_assert_uint_eq(a.live_blocks, base_blocks);
        }
        ck_assert_int_gt(clone_failed, 0);
        ck_assert_int_gt(load_failed, 0);
        free(sv);
        wm_free(g);
        ck_assert_uint_eq(a.live_blocks, 0);
        ck_assert_uint_eq(a.bad_osize, 0);
    }
}
END_TEST

/*
 * wm_apply may allocate only to grow the history.  With every allocation
 * refused, each move either succeeds or fails with WM_ENOMEM and leaves the
 * game byte-for-byte unchanged; the same move then succeeds once memory is
 * back.  The core starts with a small history (64 moves), so a game longer
 * than that must meet at least one refusal.
 */
START_TEST(test_alloc_fail_apply)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        int refused = 0;
        size_t longest = 0;
        for (uint64_t seed = 1; seed <= 3; seed++) {
            tu_alloc a;
            tu_alloc_init(&a);
            wm_options o = alloc_opts(&a, 1, 0, seed);
            wm_game *g = NULL;
            ck_assert_int_eq(wm_new(t[i], &o, &g), WM_OK);
            tu_rng r;
            tu_rng_seed(&r, seed);
            size_t moves = 0;
            while (!wm_is_over(g)) {
                wm_move buf[4096];
                size_t nl = wm_legal_moves(g, buf, 4096);
                ck_assert_uint_gt(nl, 0);
                wm_move m = buf[tu_rng_below(&r, (uint32_t)nl)];
                size_t len;
                unsigned char *sv = tu_save(g, &len);
                a.fail_all = 1;
                wm_status st = wm_apply(g, m);
                a.fail_all = 0;
                if (st == WM_ENOMEM) {
                    refused++;
                    ck_assert(save_equals(g, sv, len));
                    ck_assert_uint_eq(wm_history(g, NULL, 0), moves);
                    st = wm_apply(g, m);
                }
                ck_assert_msg(st == WM_OK, "wm_apply = %s", wm_strerror(st));
                free(sv);
                moves++;
                ck_assert_uint_eq(wm_history(g, NULL, 0), moves);
                ck_assert_uint_le(moves, 100000);
            }
            if (moves > longest)
                longest = moves;
            wm_free(g);
            ck_assert_uint_eq(a.live_blocks, 0);
            ck_assert_uint_eq(a.bad_osize, 0);
        }
        if (longest > 64)
            ck_assert_int_gt(refused, 0);
    }
}
END_TEST

/* Without history, playing never allocates (the search hot path). */
START_TEST(test_alloc_no_history)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        for (uint32_t ext = 0; ext <= 1; ext++) {
            tu_alloc a;
            tu_alloc_init(&a);
            wm_options o = alloc_opts(&a, 1, WM_OPT_NO_HISTORY | ext, 91);
            wm_game *g = NULL, *scratch = NULL;
            ck_assert_int_eq(wm_new(t[i], &o, &g), WM_OK);
            ck_assert_int_eq(wm_new(t[i], &o, &scratch), WM_OK);
            a.fail_all = 1;
            tu_rng r;
            tu_rng_seed(&r, 91);
            while (!wm_is_over(g)) {
                ck_assert_int_eq(wm_copy(scratch, g), WM_OK);
                tu_random_move(g, &r);
            }
            ck_assert_uint_eq(a.failures, 0);
            a.fail_all = 0;
            wm_free(scratch);
            wm_free(g);
            ck_assert_uint_eq(a.live_blocks, 0);
        }
    }
}
END_TEST

START_TEST(test_alloc_fail_copy)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        wm_game *src = finished_game(t[i], 1, 0, 101);
        if (wm_history(src, NULL, 0) <= 64) {
            wm_free(src);
            continue;
        }
        tu_alloc a;
        tu_alloc_init(&a);
        wm_options o = alloc_opts(&a, 1, 0, 102);
        wm_game *dst = NULL;
        ck_assert_int_eq(wm_new(t[i], &o, &dst), WM_OK);
        size_t len;
        unsigned char *sv = tu_save(dst, &len);
        a.fail_all = 1;
        ck_assert_int_eq(wm_copy(dst, src), WM_ENOMEM);
        a.fail_all = 0;
        ck_assert(save_equals(dst, sv, len));
        ck_assert_int_eq(wm_copy(dst, src), WM_OK);
        ck_assert_uint_eq(wm_hash(dst), wm_hash(src));
        free(sv);
        wm_free(dst);
        wm_free(src);
        ck_assert_uint_eq(a.live_blocks, 0);
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* JSON writer                                                           */
/* ------------------------------------------------------------------ */

/* Removes white space outside strings (the writer may or may not indent). */
static void compact(const char *in, char *out)
{
    int in_str = 0;
    for (; *in; in++) {
        if (in_str) {
            *out++ = *in;
            if (*in == '\\' && in[1])
                *out++ = *++in;
            else if (*in == '"')
                in_str = 0;
        } else if (*in == '"') {
            in_str = 1;
            *out++ = *in;
        } else if (*in != ' ' && *in != '\n' && *in != '\t' && *in != '\r') {
            *out++ = *in;
        }
    }
    *out = '\0';
}

static const char *const tricky[] = {
    "",
    "plain",
    "quote\"inside",
    "back\\slash",
    "\\\"",
    "new\nline\ttab\rcr\bbs\ffeed",
    "\x01\x02\x1f end",
    "slash / and \x7f del",
    "utf-8: \xc3\xa4\xc3\xb6\xc3\xbc \xe2\x82\xac \xf0\x9f\x8e\xb2",
    "\"\"\"\\\\\\",
};

START_TEST(test_json_escape)
{
    for (size_t i = 0; i < sizeof tricky / sizeof tricky[0]; i++) {
        char buf[512];
        wm_json j;
        wm__json_init(&j, buf, sizeof buf);
        wm__json_str(&j, tricky[i]);
        size_t len = 0;
        ck_assert_int_eq(wm__json_finish(&j, &len), WM_OK);
        ck_assert_uint_eq(strlen(buf), len);
        ck_assert_msg(tu_json_valid(buf, len), "invalid JSON string: %s", buf);
        for (size_t k = 0; k < len; k++)
            ck_assert_msg((unsigned char)buf[k] >= 0x20, "raw control byte in %s", buf);
        char dec[512];
        const char *end;
        long dn = tu_json_string(buf, dec, sizeof dec, &end);
        ck_assert_int_ge(dn, 0);
        ck_assert_ptr_eq(end, buf + len);
        ck_assert_uint_eq((size_t)dn, strlen(tricky[i]));
        ck_assert_str_eq(dec, tricky[i]);
        /* As a key too. */
        wm__json_init(&j, buf, sizeof buf);
        wm__json_obj(&j);
        wm__json_kstr(&j, tricky[i], tricky[i]);
        wm__json_obj_end(&j);
        ck_assert_int_eq(wm__json_finish(&j, &len), WM_OK);
        ck_assert_msg(tu_json_valid(buf, len), "invalid JSON object: %s", buf);
    }
    /* The two escapes JSON requires for ASCII, in their short form. */
    char buf[64];
    wm_json j;
    wm__json_init(&j, buf, sizeof buf);
    wm__json_str(&j, "a\"b\\c");
    size_t len;
    ck_assert_int_eq(wm__json_finish(&j, &len), WM_OK);
    ck_assert_str_eq(buf, "\"a\\\"b\\\\c\"");
    /* NULL strings are written as empty ones. */
    wm__json_init(&j, buf, sizeof buf);
    wm__json_str(&j, NULL);
    ck_assert_int_eq(wm__json_finish(&j, &len), WM_OK);
    ck_assert_str_eq(buf, "\"\"");
}
END_TEST

/* Writes a fixed document exercising every writer call. */
static void sample_doc(wm_json *j)
{
    wm__json_obj(j);
    wm__json_kint(j, "a", 1);
    wm__json_kbool(j, "b", true);
    wm__json_kbool(j, "c", false);
    wm__json_key(j, "d");
    wm__json_null(j);
    wm__json_key(j, "e");
    wm__json_arr(j);
    wm__json_int(j, 0);
    wm__json_int(j, -2);
    wm__json_int(j, INT64_MIN);
    wm__json_int(j, INT64_MAX);
    wm__json_str(j, "x");
    wm__json_arr(j);
    wm__json_arr_end(j);
    wm__json_obj(j);
    wm__json_obj_end(j);
    wm__json_bool(j, false);
    wm__json_null(j);
    wm__json_arr_end(j);
    wm__json_key(j, "f");
    wm__json_obj(j);
    wm__json_kstr(j, "g", "h\"");
    wm__json_key(j, "i");
    wm__json_arr(j);
    wm__json_obj(j);
    wm__json_kint(j, "j", -1);
    wm__json_obj_end(j);
    wm__json_obj(j);
    wm__json_obj_end(j);
    wm__json_arr_end(j);
    wm__json_obj_end(j);
    wm__json_obj_end(j);
}

static const char sample_text[] =
    "{\"a\":1,\"b\":true,\"c\":false,\"d\":null,"
    "\"e\":[0,-2,-9223372036854775808,9223372036854775807,\"x\",[],{},false,null],"
    "\"f\":{\"g\":\"h\\\"\",\"i\":[{\"j\":-1},{}]}}";

START_TEST(test_json_structure)
{
    char buf[512], comp[512];
    wm_json j;
    wm__json_init(&j, buf, sizeof buf);
    sample_doc(&j);
    size_t len;
    ck_assert_int_eq(wm__json_finish(&j, &len), WM_OK);
    ck_assert_uint_eq(strlen(buf), len);
    ck_assert_msg(tu_json_valid(buf, len), "invalid: %s", buf);
    compact(buf, comp);
    ck_assert_str_eq(comp, sample_text);
    /* Nesting as deep as the writer allows. */
    wm__json_init(&j, buf, sizeof buf);
    for (int d = 0; d < WM_JSON_DEPTH - 1; d++) {
        wm__json_arr(&j);
        wm__json_int(&j, d);
    }
    for (int d = 0; d < WM_JSON_DEPTH - 1; d++)
        wm__json_arr_end(&j);
    ck_assert_int_eq(wm__json_finish(&j, &len), WM_OK);
    ck_assert_msg(tu_json_valid(buf, len), "invalid: %s", buf);
}
END_TEST

START_TEST(test_json_truncation)
{
    char full[512];
    wm_json j;
    wm__json_init(&j, full, sizeof full);
    sample_doc(&j);
    size_t need;
    ck_assert_int_eq(wm__json_finish(&j, &need), WM_OK);
    /* No buffer at all: only counts. */
    wm__json_init(&j, NULL, 0);
    sample_doc(&j);
    size_t len = 0;
    ck_assert_int_eq(wm__json_finish(&j, &len), WM_ERANGE);
    ck_assert_uint_eq(len, need);
    for (size_t cap = 0; cap <= need + 1; cap++) {
        char buf[600];
        memset(buf, 0x55, sizeof buf);
        wm__json_init(&j, buf, cap);
        sample_doc(&j);
        len = 0;
        wm_status st = wm__json_finish(&j, &len);
        ck_assert_uint_eq(len, need);
        if (cap <= need) {
            ck_assert_msg(st == WM_ERANGE, "cap %zu of %zu: %s", cap, need, wm_strerror(st));
        } else {
            ck_assert_int_eq(st, WM_OK);
            ck_assert_str_eq(buf, full);
        }
        /* Never a byte past cap. */
        for (size_t k = cap; k < sizeof buf; k++)
            ck_assert_msg((unsigned char)buf[k] == 0x55, "cap %zu: byte %zu written", cap, k);
        /* What was written is a prefix of the text. */
        size_t w = cap < need ? cap : need;
        ck_assert(memcmp(buf, full, w) == 0);
    }
}
END_TEST

/* Every view of every title is valid JSON naming its title. */
START_TEST(test_json_views)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        int ns = tu_scenario_count(t[i]);
        for (int s = 1; s <= ns; s++) {
            wm_game *g = tu_new(t[i], s, 0, 111);
            tu_rng r;
            tu_rng_seed(&r, 111);
            for (int step = 0;; step++) {
                int seats = wm_seat_count(g);
                for (int v = -4; v < seats; v++) {
                    if (v == WM_CHANCE || v == WM_NOBODY)
                        continue;
                    size_t len;
                    char *js = tu_json(g, v, &len);
                    ck_assert_msg(tu_json_valid(js, len), "title %d scenario %d viewer %d: %s",
                                  (int)t[i], s, v, js);
                    char want[128];
                    snprintf(want, sizeof want, "\"title\":\"%s\"", wm_title_name(t[i]));
                    char *comp = malloc(len + 1);
                    compact(js, comp);
                    ck_assert_msg(strstr(comp, want) != NULL, "no %s in %s", want, js);
                    free(comp);
                    free(js);
                }
                if (wm_is_over(g))
                    break;
                tu_play_random(g, &r, (size_t)(1 + step % 23));
            }
            wm_free(g);
        }
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* Generator                                                             */
/* ------------------------------------------------------------------ */

/* The reference SplitMix64 (Steele, Lea, Flood; Vigna's splitmix64.c). */
static uint64_t ref_splitmix(uint64_t *x)
{
    uint64_t z = (*x += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

START_TEST(test_rng_reference)
{
    /* Known answer: seed 0 starts with 0xe220a8397b1dcdaf. */
    uint64_t s = 0;
    ck_assert_uint_eq(wm__rng_next(&s), UINT64_C(0xe220a8397b1dcdaf));
    const uint64_t seeds[] = {0, 1, 42, UINT64_MAX, UINT64_C(0x123456789abcdef0)};
    for (size_t i = 0; i < sizeof seeds / sizeof seeds[0]; i++) {
        uint64_t a = seeds[i], b = seeds[i];
        for (int k = 0; k < 1000; k++)
            ck_assert_uint_eq(wm__rng_next(&a), ref_splitmix(&b));
        ck_assert_uint_eq(a, b);
    }
}
END_TEST

START_TEST(test_rng_range)
{
    const uint32_t ns[] = {1, 2, 3, 6, 7, 10, 1000, 65537, 0x80000000u, 0x80000001u,
                           UINT32_MAX - 1, UINT32_MAX};
    for (size_t i = 0; i < sizeof ns / sizeof ns[0]; i++) {
        uint64_t a = 12345 + i, b = 12345 + i;
        uint32_t maxseen = 0;
        for (int k = 0; k < 20000; k++) {
            uint32_t x = wm__rng_below(&a, ns[i]);
            ck_assert_uint_lt(x, ns[i]);
            ck_assert_uint_eq(x, wm__rng_below(&b, ns[i])); /* deterministic */
            if (x > maxseen)
                maxseen = x;
        }
        ck_assert_uint_eq(a, b);
        if (ns[i] <= 1000)
            ck_assert_uint_eq(maxseen, ns[i] - 1); /* the top value is reachable */
        if (ns[i] >= 0x80000000u)
            ck_assert_uint_ge(maxseen, ns[i] / 2); /* the upper half is reachable */
    }
    /* A fixed seed gives a fixed sequence, different seeds differ. */
    uint64_t a = 7, b = 8;
    int same = 0;
    for (int k = 0; k < 100; k++)
        same += wm__rng_below(&a, 1000000) == wm__rng_below(&b, 1000000);
    ck_assert_int_lt(same, 5);
    /* wm__mix64 is a bijection-like mixer: distinct inputs, distinct outputs. */
    ck_assert_uint_ne(wm__mix64(0), wm__mix64(1));
    ck_assert_uint_eq(wm__mix64(5), wm__mix64(5));
}
END_TEST

/* Chi-square with d.f. = n - 1; the bound is where a correct generator
 * fails with probability about 1e-9 (fixed seed, so it never flakes). */
static void chi_square(uint32_t n, int draws, double bound, uint64_t seed)
{
    long count[16] = {0};
    uint64_t s = seed;
    for (int k = 0; k < draws; k++)
        count[wm__rng_below(&s, n)]++;
    double e = (double)draws / n, chi = 0;
    for (uint32_t v = 0; v < n; v++)
        chi += ((double)count[v] - e) * ((double)count[v] - e) / e;
    ck_assert_msg(chi < bound, "chi-square %.2f over %u faces (bound %.1f)", chi, n, bound);
}

START_TEST(test_rng_uniform)
{
    chi_square(6, 60000, 51.0, 2024);  /* d.f. 5: P(chi2 > 51) ~ 9e-10 */
    chi_square(6, 60000, 51.0, 1);
    chi_square(2, 60000, 38.0, 99);    /* d.f. 1: P(chi2 > 38) ~ 7e-10 */
    chi_square(10, 60000, 60.0, 7);    /* d.f. 9: P(chi2 > 60) ~ 1.4e-9 */
    /* Consecutive pairs of a d6 are independent: 36 cells, d.f. 35. */
    long cell[36] = {0};
    uint64_t s = 3;
    for (int k = 0; k < 72000; k++) {
        uint32_t x = wm__rng_below(&s, 6), y = wm__rng_below(&s, 6);
        cell[x * 6 + y]++;
    }
    double e = 72000.0 / 36, chi = 0;
    for (int c = 0; c < 36; c++)
        chi += ((double)cell[c] - e) * ((double)cell[c] - e) / e;
    ck_assert_msg(chi < 105.0, "pairs chi-square %.2f", chi); /* d.f. 35: P ~ 1e-9 */
}
END_TEST

/* ------------------------------------------------------------------ */
/* Field tables                                                          */
/* ------------------------------------------------------------------ */

START_TEST(test_field_tables)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        const wm_title_ops *ops = wm__title_ops(t[i]);
        ck_assert_ptr_nonnull(ops);
        ck_assert_int_eq(ops->id, t[i]);
        ck_assert_str_eq(ops->name, wm_title_name(t[i]));
        ck_assert_uint_gt(ops->nfields, 0);
        wm_game *g = tu_new(t[i], 1, 0, 1);
        ck_assert_uint_eq(wm_state_size(g), ops->state_size);
        ck_assert_uint_eq(wm_action_count(g), ops->action_count);
        wm_free(g);
        ck_assert_uint_le(ops->max_legal, ops->action_count);
        uint32_t off = 0;
        for (size_t f = 0; f < ops->nfields; f++) {
            const wm_field *fd = &ops->fields[f];
            ck_assert_ptr_nonnull(fd->name);
            ck_assert_msg(fd->size == 1 || fd->size == 2 || fd->size == 4 || fd->size == 8,
                          "field %s has size %u", fd->name, fd->size);
            ck_assert_msg(fd->count >= 1, "field %s has count 0", fd->name);
            ck_assert_msg(fd->offset == off,
                          "title %d field %s at offset %u, expected %u (gap, overlap or order)",
                          (int)t[i], fd->name, fd->offset, off);
            ck_assert_msg(fd->offset % fd->size == 0, "field %s misaligned", fd->name);
            ck_assert_msg(fd->is_signed == 0 || fd->is_signed == 1, "field %s", fd->name);
            if (fd->min <= fd->max && !fd->is_signed)
                ck_assert_msg(fd->min >= 0, "unsigned field %s has min %lld", fd->name,
                              (long long)fd->min);
            for (size_t k = 0; k < f; k++)
                ck_assert_msg(strcmp(ops->fields[k].name, fd->name) != 0,
                              "field name %s repeated", fd->name);
            off += (uint32_t)fd->size * fd->count;
        }
        ck_assert_msg(off == ops->state_size, "title %d fields cover %u of %u bytes", (int)t[i],
                      off, ops->state_size);
    }
}
END_TEST

/* Every field of every reachable state is within its declared range (the
 * save codec enforces them on load, so an out-of-range value in play
 * would make a game unloadable). */
START_TEST(test_field_values_in_range)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        const wm_title_ops *ops = wm__title_ops(t[i]);
        int ns = tu_scenario_count(t[i]);
        for (int s = 1; s <= ns; s++) {
            for (uint64_t seed = 1; seed <= 4; seed++) {
                wm_game *g = tu_new(t[i], s, seed & 1 ? 0 : WM_OPT_EXTERNAL_DICE, seed);
                tu_rng r;
                tu_rng_seed(&r, seed);
                for (;;) {
                    const unsigned char *st = (const unsigned char *)g->state;
                    for (size_t f = 0; f < ops->nfields; f++) {
                        const wm_field *fd = &ops->fields[f];
                        if (fd->min > fd->max)
                            continue;
                        for (unsigned k = 0; k < fd->count; k++) {
                            const unsigned char *p = st + fd->offset + (size_t)k * fd->size;
                            int64_t v;
                            switch (fd->size) {
                            case 1: v = fd->is_signed ? *(const int8_t *)p : *(const uint8_t *)p; break;
                            case 2: { uint16_t x; memcpy(&x, p, 2); v = fd->is_signed ? (int16_t)x : x; break; }
                            case 4: { uint32_t x; memcpy(&x, p, 4); v = fd->is_signed ? (int32_t)x : (int64_t)x; break; }
                            default: { uint64_t x; memcpy(&x, p, 8); v = (int64_t)x; break; }
                            }
                            ck_assert_msg(v >= fd->min && v <= fd->max,
                                          "title %d scenario %d: %s[%u] = %lld outside %lld..%lld",
                                          (int)t[i], s, fd->name, k, (long long)v,
                                          (long long)fd->min, (long long)fd->max);
                        }
                    }
                    if (wm_is_over(g))
                        break;
                    tu_random_move(g, &r);
                }
                wm_free(g);
            }
        }
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* Move names                                                            */
/* ------------------------------------------------------------------ */

START_TEST(test_move_names)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        int ns = tu_scenario_count(t[i]);
        for (int s = 1; s <= ns; s++) {
            wm_game *g = tu_new(t[i], s, 0, 1);
            uint32_t ac = wm_action_count(g);
            for (wm_move m = 0; m < ac; m++) {
                char name[WM_MOVE_NAME_MAX];
                size_t len;
                ck_assert_int_eq(wm_move_name(g, m, name, sizeof name, &len), WM_OK);
                ck_assert_uint_gt(len, 0);
                ck_assert_msg(name[0] != ' ' && name[len - 1] != ' ',
                              "name of %u has outer spaces: '%s'", m, name);
                ck_assert_msg(name[0] != '#', "name of %u starts with #: '%s'", m, name);
                for (size_t k = 0; k < len; k++) {
                    ck_assert_msg((unsigned char)name[k] >= 0x20, "control char in name %u", m);
                    ck_assert_msg(!(name[k] == ' ' && name[k + 1] == ' '),
                                  "double space in '%s'", name);
                }
                wm_move back = UINT32_MAX;
                ck_assert_msg(wm_move_parse(g, name, &back) == WM_OK, "'%s' does not parse",
                              name);
                ck_assert_msg(back == m, "title %d scenario %d: '%s' is %u but parses as %u",
                              (int)t[i], s, name, m, back);
                /* Case and spacing do not matter. */
                char alt[3 * WM_MOVE_NAME_MAX + 8];
                size_t a = 0;
                alt[a++] = ' ';
                alt[a++] = '\t';
                for (size_t k = 0; k < len; k++) {
                    char c = name[k];
                    if (c == ' ') {
                        alt[a++] = ' ';
                        alt[a++] = '\t';
                        alt[a++] = ' ';
                    } else {
                        alt[a++] = (char)((k + m) % 2 ? (c >= 'a' && c <= 'z' ? c - 32 : c)
                                                       : (c >= 'A' && c <= 'Z' ? c + 32 : c));
                    }
                }
                alt[a++] = ' ';
                alt[a] = '\0';
                back = UINT32_MAX;
                ck_assert_msg(wm_move_parse(g, alt, &back) == WM_OK, "'%s' does not parse", alt);
                ck_assert_uint_eq(back, m);
                /* "#<id>". */
                char num[32];
                snprintf(num, sizeof num, "#%u", m);
                back = UINT32_MAX;
                ck_assert_int_eq(wm_move_parse(g, num, &back), WM_OK);
                ck_assert_uint_eq(back, m);
                snprintf(num, sizeof num, " #%u ", m);
                ck_assert_int_eq(wm_move_parse(g, num, &back), WM_OK);
                ck_assert_uint_eq(back, m);
                /* The name with junk after it names nothing. */
                if (len + 3 < sizeof alt) {
                    snprintf(alt, sizeof alt, "%s zq", name);
                    ck_assert_int_eq(wm_move_parse(g, alt, &back), WM_EINVAL);
                }
            }
            wm_free(g);
        }
    }
}
END_TEST

/* Issue 37: the board's spellings name the move whose token transliterates
 * them, in every binding (wm_move_parse is what they all call); a fold
 * that two moves share, or none, names nothing. */
START_TEST(test_move_parse_board_spellings)
{
    wm_game *g = tu_new(WM_WEIMAR_REPUBLIC, 1, 0, 1);
    static const char *const pairs[][2] = {
        {"space München", "space Muenchen"},
        {"SPACE münchen", "space Muenchen"},
        {"space munchen", "space Muenchen"},
        {"space Thüringen", "space Thueringen"},
        {"space thuringen", "space Thueringen"},
        {"space Braunschweig and Anhalt", "space BraunschweigAnhalt"},
        {"space Braunschweig-Anhalt", "space BraunschweigAnhalt"},
        {"space Posen-Westpreußen", "space PosenWestpreussen"},
        {"space Köln", "space Koeln"},
    };
    for (size_t i = 0; i < sizeof pairs / sizeof pairs[0]; i++) {
        wm_move a = UINT32_MAX, b = UINT32_MAX;
        ck_assert_msg(wm_move_parse(g, pairs[i][0], &a) == WM_OK, "'%s' does not parse", pairs[i][0]);
        ck_assert_int_eq(wm_move_parse(g, pairs[i][1], &b), WM_OK);
        ck_assert_msg(a == b, "'%s' parses as %u, '%s' as %u", pairs[i][0], a, pairs[i][1], b);
    }
    wm_move m = 7;
    ck_assert_int_eq(wm_move_parse(g, "space Münchhausen", &m), WM_EINVAL);
    ck_assert_int_eq(wm_move_parse(g, "space", &m), WM_EINVAL);
    ck_assert_int_eq(wm_move_parse(g, "-- &", &m), WM_EINVAL);
    ck_assert_uint_eq(m, 7);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Labels (wm_move_label, since 1.3; issue 37 items 4-5, issue 32 item 5) */
/* ------------------------------------------------------------------ */

/* Whether s is well-formed UTF-8 without control characters. */
static int utf8_clean(const char *s)
{
    const unsigned char *p = (const unsigned char *)s;
    while (*p) {
        if (*p < 0x20)
            return 0;
        int n = *p < 0x80 ? 0 : (*p & 0xE0) == 0xC0 ? 1 : (*p & 0xF0) == 0xE0 ? 2 : (*p & 0xF8) == 0xF0 ? 3 : -1;
        if (n < 0)
            return 0;
        p++;
        for (int k = 0; k < n; k++, p++)
            if ((*p & 0xC0) != 0x80)
                return 0;
    }
    return 1;
}

START_TEST(test_move_label_contract)
{
    char buf[WM_MOVE_LABEL_MAX];
    size_t len = 99;
    ck_assert_int_eq(wm_move_label(NULL, 0, buf, sizeof buf, &len), WM_EINVAL);
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        wm_game *g = tu_new(t[i], 1, 0, 3);
        uint32_t ac = wm_action_count(g);
        ck_assert_int_eq(wm_move_label(g, ac, buf, sizeof buf, &len), WM_EINVAL);
        ck_assert_int_eq(wm_move_label(g, UINT32_MAX, buf, sizeof buf, &len), WM_EINVAL);
        wm_move legal[4096];
        size_t k = wm_legal_moves(g, legal, 4096);
        ck_assert_uint_gt(k, 0);
        /* a move not legal now has no label; nothing is written */
        for (wm_move m = 0; m < ac; m++) {
            if (wm_is_legal(g, m))
                continue;
            memset(buf, 'x', sizeof buf);
            ck_assert_int_eq(wm_move_label(g, m, buf, sizeof buf, &len), WM_EILLEGAL);
            ck_assert_int_eq(buf[0], 'x');
            break;
        }
        /* the truncation rule of wm_move_name: ERANGE, the length needed, nothing written */
        for (size_t j = 0; j < k; j++) {
            size_t need = 0;
            ck_assert_int_eq(wm_move_label(g, legal[j], NULL, 0, &need), WM_ERANGE);
            ck_assert_uint_gt(need, 0);
            ck_assert_uint_lt(need, WM_MOVE_LABEL_MAX);
            memset(buf, 'x', sizeof buf);
            ck_assert_int_eq(wm_move_label(g, legal[j], buf, need, &len), WM_ERANGE);
            ck_assert_int_eq(buf[0], 'x');
            ck_assert_uint_eq(len, need);
            ck_assert_int_eq(wm_move_label(g, legal[j], buf, need + 1, &len), WM_OK);
            ck_assert_uint_eq(strlen(buf), need);
            ck_assert_int_eq(wm_move_label(g, legal[j], buf, sizeof buf, NULL), WM_OK);
        }
        wm_free(g);
        g = finished_game(t[i], 1, 0, 5);
        ck_assert_int_eq(wm_move_label(g, 0, buf, sizeof buf, &len), WM_EILLEGAL);
        wm_free(g);
    }
}
END_TEST

/* Every legal move of random games of every title has a label: clean
 * UTF-8 without outer or double spaces, shorter than WM_MOVE_LABEL_MAX,
 * and wm_move_parse() takes it back to its move when no other legal move
 * has the same label (and the token still parses). */
START_TEST(test_move_labels_every_title)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    static wm_move legal[4096];
    static char labels[4096][WM_MOVE_LABEL_MAX];
    for (int i = 0; i < n; i++) {
        for (uint64_t seed = 1; seed <= 2; seed++) {
            wm_game *g = tu_new(t[i], 1, 0, seed);
            tu_rng r;
            tu_rng_seed(&r, seed * 77);
            for (int step = 0; step < 400 && !wm_is_over(g); step++) {
                size_t k = wm_legal_moves(g, legal, 4096);
                ck_assert_uint_le(k, 4096);
                for (size_t j = 0; j < k; j++)
                    ck_assert_int_eq(wm_move_label(g, legal[j], labels[j], sizeof labels[j], NULL), WM_OK);
                for (size_t j = 0; j < k; j++) {
                    char *label = labels[j], name[WM_MOVE_NAME_MAX];
                    size_t len;
                    ck_assert_int_eq(wm_move_label(g, legal[j], label, sizeof labels[j], &len), WM_OK);
                    ck_assert_int_eq(wm_move_name(g, legal[j], name, sizeof name, NULL), WM_OK);
                    ck_assert_uint_gt(len, 0);
                    ck_assert_msg(utf8_clean(label), "title %d: label '%s' is not clean UTF-8", (int)t[i], label);
                    ck_assert_msg(label[0] != ' ' && label[len - 1] != ' ' && !strstr(label, "  "),
                                  "title %d: label '%s' has stray spaces", (int)t[i], label);
                    wm_move back = UINT32_MAX;
                    ck_assert_int_eq(wm_move_parse(g, name, &back), WM_OK);
                    ck_assert_uint_eq(back, legal[j]);
                    int twins = 0;
                    for (size_t o = 0; o < k; o++)
                        twins += o != j && strcmp(labels[o], label) == 0;
                    ck_assert_msg(twins == 0, "title %d: two legal moves are labelled '%s'", (int)t[i], label);
                    back = UINT32_MAX;
                    ck_assert_msg(wm_move_parse(g, label, &back) == WM_OK, "title %d: label '%s' does not parse",
                                  (int)t[i], label);
                    ck_assert_msg(back == legal[j], "title %d: label '%s' of %u parses as %u", (int)t[i], label,
                                  legal[j], back);
                }
                tu_play_random(g, &r, 1);
            }
            wm_free(g);
        }
    }
}
END_TEST

/* Plays seeded games of title t (bot moves, else random) until some legal
 * move's label contains want (and its name starts with token, when
 * given); that label into out.  0 if none in the games tried. */
static int find_label(wm_title t, int seats, const char *token, const char *want, char *out, size_t cap)
{
    static wm_move legal[4096];
    for (uint64_t seed = 1; seed <= 40; seed++) {
        wm_options o;
        wm_options_init(&o);
        o.seed = seed;
        o.seats = seats;
        wm_game *g = NULL;
        ck_assert_int_eq(wm_new(t, &o, &g), WM_OK);
        tu_rng r;
        tu_rng_seed(&r, seed);
        for (int step = 0; step < 3000 && !wm_is_over(g); step++) {
            size_t k = wm_legal_moves(g, legal, 4096);
            for (size_t j = 0; j < k; j++) {
                char label[WM_MOVE_LABEL_MAX], name[WM_MOVE_NAME_MAX];
                if (wm_move_label(g, legal[j], label, sizeof label, NULL) != WM_OK ||
                    wm_move_name(g, legal[j], name, sizeof name, NULL) != WM_OK)
                    continue;
                if ((!token || strncmp(name, token, strlen(token)) == 0) && strstr(label, want)) {
                    snprintf(out, cap, "%s", label);
                    wm_free(g);
                    return 1;
                }
            }
            wm_move m;
            if (wm_bot_move(g, &m) != WM_OK)
                tu_play_random(g, &r, 1);
            else
                ck_assert_int_eq(wm_apply(g, m), WM_OK);
        }
        wm_free(g);
    }
    return 0;
}

/* The board's names, in UTF-8 (issue 37 item 5): the token "space Koeln"
 * reads "space Köln", "space BraunschweigAnhalt" "space Braunschweig and
 * Anhalt"; the Republic's Event moves name the card by its printed number
 * and name ("Event: #10 ..." for the token "event 10 ..."), a wholly
 * reconstructed card with "[reconstructed]" (issue 32 item 5). */
START_TEST(test_move_label_republic)
{
    char label[WM_MOVE_LABEL_MAX];
    ck_assert(find_label(WM_WEIMAR_REPUBLIC, 0, "space Koeln", "space Köln", label, sizeof label));
    ck_assert(find_label(WM_WEIMAR_REPUBLIC, 0, "space BraunschweigAnhalt", "space Braunschweig and Anhalt", label,
                         sizeof label));
    ck_assert(find_label(WM_WEIMAR_REPUBLIC, 0, "event ", "Event: #", label, sizeof label));
    ck_assert(find_label(WM_WEIMAR_REPUBLIC, 0, "event ", " [reconstructed]", label, sizeof label));
    ck_assert(find_label(WM_WEIMAR_REPUBLIC, 0, "discard ", "pass, discard and redraw: #", label, sizeof label));
    ck_assert(find_label(WM_WEIMAR_REPUBLIC, 0, "action Place Cadre", "Action: Place Cadre", label, sizeof label));
    /* a published card is not marked */
    ck_assert(find_label(WM_WEIMAR_REPUBLIC, 0, "event 5 ", "Event: #5 Kapp Putsch", label, sizeof label));
    ck_assert_ptr_null(strstr(label, "reconstructed"));
}
END_TEST

/* Democracy under Siege: an influence placement says what it costs
 * (§3.3.6: 2 PP from a Neutral or Influence Area, 4 from a Control Area
 * but Anarchy's) and which box it leaves and enters; a card its name, PP
 * and difficulty (issue 37 item 4: "France NeutralNW" with no cost). */
START_TEST(test_move_label_siege)
{
    char label[WM_MOVE_LABEL_MAX];
    ck_assert(find_label(WM_DEMOCRACY_UNDER_SIEGE, 3, "influence France NeutralNW", "(2 PP)", label, sizeof label));
    ck_assert_ptr_nonnull(strstr(label, "-> Neutral Area NW"));
    ck_assert(find_label(WM_DEMOCRACY_UNDER_SIEGE, 3, "influence ", "Control Area of Democracy -> ", label,
                         sizeof label));
    ck_assert_ptr_nonnull(strstr(label, "(4 PP)"));
    ck_assert(find_label(WM_DEMOCRACY_UNDER_SIEGE, 3, "card C", ", difficulty ", label, sizeof label));
    ck_assert(find_label(WM_DEMOCRACY_UNDER_SIEGE, 3, "area IberianPeninsula", "area Iberian Peninsula", label,
                         sizeof label));
}
END_TEST

/* Friedrich Ebert: a burial names the letter it takes and its position
 * (issue 37 item 4: "bury SPD 1" did not say which letter), and a marker
 * on the milestone says which marker (a Joker read "milestone SPD"). */
START_TEST(test_move_label_ebert)
{
    char label[WM_MOVE_LABEL_MAX];
    ck_assert(find_label(WM_FRIEDRICH_EBERT, 0, "bury ", " 1: \"", label, sizeof label));
    ck_assert_ptr_nonnull(strstr(label, "\" (in front)"));
    ck_assert(find_label(WM_FRIEDRICH_EBERT, 0, "bury ", " 3: ", label, sizeof label));
    ck_assert(find_label(WM_FRIEDRICH_EBERT, 0, "milestone ", ": 1 Joker marker on its ", label, sizeof label));
}
END_TEST

START_TEST(test_move_parse_junk)
{
    wm_game *g = tu_new(WM_MARCH_OF_PROGRESS, 1, 0, 1);
    uint32_t ac = wm_action_count(g);
    char big[32];
    snprintf(big, sizeof big, "#%u", ac);
    char big2[32];
    snprintf(big2, sizeof big2, "#%u", UINT32_MAX);
    const char *junk[] = {"", " ", "\t\n", "#", "# 1", "#-1", "#+1", "#1x", "#1 2", "#abc",
                          "#99999999999999999999999999", "xyzzy", "\x01", "\xff\xfe",
                          big, big2};
    for (size_t i = 0; i < sizeof junk / sizeof junk[0]; i++) {
        wm_move m = 12345;
        ck_assert_msg(wm_move_parse(g, junk[i], &m) == WM_EINVAL, "'%s' parses as %u", junk[i],
                      m);
    }
    wm_move m;
    ck_assert_int_eq(wm_move_parse(g, "#0", &m), WM_OK);
    ck_assert_uint_eq(m, 0);
    ck_assert_int_eq(wm_move_parse(g, "#00", &m), WM_OK);
    ck_assert_uint_eq(m, 0);
    snprintf(big, sizeof big, "#%u", ac - 1);
    ck_assert_int_eq(wm_move_parse(g, big, &m), WM_OK);
    ck_assert_uint_eq(m, ac - 1);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* History, clone, copy, bot                                            */
/* ------------------------------------------------------------------ */

START_TEST(test_history)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    const uint32_t flagsets[] = {0, WM_OPT_EXTERNAL_DICE, WM_OPT_NO_HISTORY,
                                 WM_OPT_EXTERNAL_DICE | WM_OPT_NO_HISTORY};
    for (int i = 0; i < n; i++) {
        for (size_t f = 0; f < 4; f++) {
            int nohist = (flagsets[f] & WM_OPT_NO_HISTORY) != 0;
            wm_game *g = tu_new(t[i], 1, flagsets[f], 121);
            ck_assert_uint_eq(wm_history(g, NULL, 0), 0);
            tu_rng r;
            tu_rng_seed(&r, 121);
            size_t cap = 1024, k = 0;
            wm_move *played = malloc(cap * sizeof *played);
            while (!wm_is_over(g)) {
                if (k == cap) {
                    cap *= 2;
                    played = realloc(played, cap * sizeof *played);
                }
                played[k++] = tu_random_move(g, &r);
                ck_assert_uint_eq(wm_history(g, NULL, 0), nohist ? 0 : k);
                ck_assert_uint_le(k, 100000);
            }
            if (!nohist) {
                wm_move *h = malloc((k + 4) * sizeof *h);
                for (size_t x = 0; x < k + 4; x++)
                    h[x] = 0xdeadbeefu;
                ck_assert_uint_eq(wm_history(g, h, k / 2), k);
                for (size_t x = 0; x < k / 2; x++)
                    ck_assert_uint_eq(h[x], played[x]);
                for (size_t x = k / 2; x < k + 4; x++)
                    ck_assert_uint_eq(h[x], 0xdeadbeefu);
                ck_assert_uint_eq(wm_history(g, h, k + 4), k);
                ck_assert_mem_eq(h, played, k * sizeof *h);
                ck_assert_uint_eq(h[k], 0xdeadbeefu);
                free(h);
            } else {
                wm_move h[4] = {0xdeadbeefu, 0xdeadbeefu, 0xdeadbeefu, 0xdeadbeefu};
                ck_assert_uint_eq(wm_history(g, h, 4), 0);
                ck_assert_uint_eq(h[0], 0xdeadbeefu);
            }
            /* Replay gives the same game. */
            wm_game *re = tu_new(t[i], 1, flagsets[f], 121);
            for (size_t x = 0; x < k; x++)
                ck_assert_int_eq(wm_apply(re, played[x]), WM_OK);
            ck_assert_uint_eq(wm_hash(re), wm_hash(g));
            ck_assert(wm_is_over(re));
            wm_free(re);
            free(played);
            wm_free(g);
        }
    }
}
END_TEST

START_TEST(test_clone_copy)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        wm_game *a = game_after(t[i], 1, 0, 131, 80);
        wm_game *b = game_after(t[i], 1, 0, 132, 3);
        /* Clone: equal, then independent. */
        wm_game *c = NULL;
        ck_assert_int_eq(wm_clone(a, &c), WM_OK);
        ck_assert_uint_eq(wm_hash(c), wm_hash(a));
        ck_assert_uint_eq(wm_history(c, NULL, 0), wm_history(a, NULL, 0));
        size_t la;
        unsigned char *sa = tu_save(a, &la);
        ck_assert(save_equals(c, sa, la));
        tu_rng r;
        tu_rng_seed(&r, 1);
        tu_play_random(c, &r, 10);
        ck_assert(save_equals(a, sa, la));
        /* Copy: dst becomes src, history included. */
        ck_assert_int_eq(wm_copy(b, a), WM_OK);
        ck_assert(save_equals(b, sa, la));
        ck_assert_int_eq(wm_copy(b, b), WM_OK);
        ck_assert(save_equals(b, sa, la));
        /* Both continue identically. */
        tu_rng r1, r2;
        tu_rng_seed(&r1, 9);
        tu_rng_seed(&r2, 9);
        tu_play_random(a, &r1, 100000);
        tu_play_random(b, &r2, 100000);
        ck_assert_uint_eq(wm_hash(a), wm_hash(b));
        ck_assert_uint_eq(wm_history(a, NULL, 0), wm_history(b, NULL, 0));
        /* Copying a short game over a long one shrinks the history. */
        wm_game *s = tu_new(t[i], 1, 0, 133);
        ck_assert_int_eq(wm_copy(a, s), WM_OK);
        ck_assert_uint_eq(wm_history(a, NULL, 0), 0);
        ck_assert_uint_eq(wm_hash(a), wm_hash(s));
        /* Mismatched titles. */
        for (int k = 0; k < n; k++) {
            if (t[k] == t[i])
                continue;
            wm_game *o = tu_new(t[k], 1, 0, 1);
            size_t lo;
            unsigned char *so = tu_save(o, &lo);
            ck_assert_int_eq(wm_copy(o, a), WM_EINVAL);
            ck_assert(save_equals(o, so, lo));
            free(so);
            wm_free(o);
        }
        free(sa);
        wm_free(s);
        wm_free(c);
        wm_free(b);
        wm_free(a);
    }
}
END_TEST

START_TEST(test_bot_move)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        int ns = tu_scenario_count(t[i]);
        for (int s = 1; s <= ns; s++) {
            for (uint32_t ext = 0; ext <= 1; ext++) {
                wm_game *g = tu_new(t[i], s, ext, 141);
                int steps = 0;
                while (!wm_is_over(g)) {
                    uint64_t h = wm_hash(g);
                    wm_move m1, m2;
                    ck_assert_int_eq(wm_bot_move(g, &m1), WM_OK);
                    ck_assert_int_eq(wm_bot_move(g, &m2), WM_OK);
                    ck_assert_uint_eq(m1, m2);
                    ck_assert_uint_eq(wm_hash(g), h);
                    ck_assert_msg(wm_is_legal(g, m1), "bot move %u is illegal", m1);
                    ck_assert_int_eq(wm_apply(g, m1), WM_OK);
                    ck_assert_int_lt(++steps, 100000);
                }
                wm_free(g);
            }
        }
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* Threads                                                               */
/* ------------------------------------------------------------------ */

#define THREAD_GAMES 6

typedef struct thread_job {
    wm_title title;
    int scenarios;
    uint64_t hash[THREAD_GAMES];
    size_t moves[THREAD_GAMES];
    int err;
} thread_job;

static void *thread_play(void *arg)
{
    thread_job *job = arg;
    for (int k = 0; k < THREAD_GAMES; k++) {
        wm_options o;
        wm_options_init(&o);
        o.seed = 1000 + (uint64_t)k;
        o.scenario = 1 + k % job->scenarios;
        wm_game *g = NULL;
        if (wm_new(job->title, &o, &g) != WM_OK) {
            job->err = 1;
            return NULL;
        }
        tu_rng r;
        tu_rng_seed(&r, (uint64_t)k);
        size_t moves = 0;
        wm_move buf[4096];
        while (!wm_is_over(g) && moves < 100000) {
            size_t nl = wm_legal_moves(g, buf, 4096);
            if (nl == 0 || nl > 4096 || wm_apply(g, buf[tu_rng_below(&r, (uint32_t)nl)]) != WM_OK) {
                job->err = 1;
                break;
            }
            moves++;
        }
        job->hash[k] = wm_hash(g);
        job->moves[k] = moves;
        wm_free(g);
    }
    return NULL;
}

/* wm__count_bytes_eq / wm__count_bytes_bit (internal.h), the word-at-a-time
 * counters of the titles' token tallies, against a byte-by-byte count over
 * every length 0-40 and offset 0-7 (unaligned words and tails) of random
 * bytes biased towards the values counted. */
START_TEST(test_count_bytes)
{
    uint8_t buf[64];
    uint64_t x = 0x9E3779B97F4A7C15ull;
    for (int round = 0; round < 200; round++) {
        for (size_t i = 0; i < sizeof buf; i++) {
            x ^= x << 13;
            x ^= x >> 7;
            x ^= x << 17;
            buf[i] = (uint8_t)(round & 1 ? x % 5 : x >> 56);
        }
        for (size_t off = 0; off < 8; off++)
            for (size_t n = 0; n <= 40; n++) {
                for (int v = 0; v < 5; v++) {
                    int want = 0;
                    for (size_t i = 0; i < n; i++)
                        want += buf[off + i] == v;
                    ck_assert_int_eq(wm__count_bytes_eq(buf + off, n, (uint8_t)v), want);
                }
                for (int b = 0; b < 8; b++) {
                    int want = 0;
                    for (size_t i = 0; i < n; i++)
                        want += (buf[off + i] >> b) & 1;
                    ck_assert_int_eq(wm__count_bytes_bit(buf + off, n, b), want);
                }
                uint64_t nz = 0; /* wm__bytes_nonzero */
                for (size_t i = 0; i < n; i++)
                    nz |= (uint64_t)(buf[off + i] != 0) << i;
                ck_assert_uint_eq(wm__bytes_nonzero(buf + off, n), nz);
            }
    }
    memset(buf, 0xFF, sizeof buf);
    ck_assert_int_eq(wm__count_bytes_eq(buf, 64, 0xFF), 64);
    ck_assert_int_eq(wm__count_bytes_bit(buf, 64, 7), 64);
}
END_TEST

/* wm__popcount32 / wm__popcount64 (internal.h; SWAR where the target has
 * no popcount instruction) against a bit-by-bit count, random words and
 * the edges. */
START_TEST(test_popcount)
{
    uint64_t x = 0x2545F4914F6CDD1Dull;
    for (int round = 0; round < 20000; round++) {
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        uint64_t w = round % 3 == 0 ? x & (x >> 17) : round % 3 == 1 ? x | (x << 9) : x;
        int want = 0;
        for (int b = 0; b < 64; b++)
            want += (int)((w >> b) & 1u);
        ck_assert_int_eq(wm__popcount64(w), want);
        int want32 = 0;
        for (int b = 0; b < 32; b++)
            want32 += (int)((w >> b) & 1u);
        ck_assert_int_eq(wm__popcount32((uint32_t)w), want32);
    }
    ck_assert_int_eq(wm__popcount64(0), 0);
    ck_assert_int_eq(wm__popcount64(~(uint64_t)0), 64);
    ck_assert_int_eq(wm__popcount32(0), 0);
    ck_assert_int_eq(wm__popcount32(0xFFFFFFFFu), 32);
}
END_TEST

START_TEST(test_threads)
{
    wm_title t[TU_MAX_TITLE];
    int n = available_titles(t);
    for (int i = 0; i < n; i++) {
        /* The scenario count is looked up before the threads start, so
         * Check's assertions stay on the main thread. */
        int ns = tu_scenario_count(t[i]);
        thread_job a = {.title = t[i], .scenarios = ns}, b = {.title = t[i], .scenarios = ns};
        pthread_t ta, tb;
        ck_assert_int_eq(pthread_create(&ta, NULL, thread_play, &a), 0);
        ck_assert_int_eq(pthread_create(&tb, NULL, thread_play, &b), 0);
        pthread_join(ta, NULL);
        pthread_join(tb, NULL);
        ck_assert_int_eq(a.err, 0);
        ck_assert_int_eq(b.err, 0);
        thread_job c = {.title = t[i], .scenarios = ns};
        thread_play(&c);
        for (int k = 0; k < THREAD_GAMES; k++) {
            ck_assert_uint_eq(a.hash[k], b.hash[k]);
            ck_assert_uint_eq(a.moves[k], b.moves[k]);
            ck_assert_uint_eq(a.hash[k], c.hash[k]);
            ck_assert_uint_gt(a.moves[k], 0);
        }
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* Seed corpus for fuzz_load                                             */
/* ------------------------------------------------------------------ */

static int write_corpus(const char *dir)
{
    struct {
        const char *name;
        wm_title title;
        int scenario;
        uint32_t flags;
        size_t moves;
    } spec[] = {
        {"march-s1-start", WM_MARCH_OF_PROGRESS, 1, 0, 0},
        {"march-s1-40moves", WM_MARCH_OF_PROGRESS, 1, 0, 40},
        {"march-s6-extdice-25moves", WM_MARCH_OF_PROGRESS, 6, WM_OPT_EXTERNAL_DICE, 25},
        {"march-s3-nohistory-60moves", WM_MARCH_OF_PROGRESS, 3, WM_OPT_NO_HISTORY, 60},
        {"march-s2-end", WM_MARCH_OF_PROGRESS, 2, 0, 100000},
        {"ebert-c1-start", WM_FRIEDRICH_EBERT, 1, 0, 0},
        {"ebert-c2-pe-20moves", WM_FRIEDRICH_EBERT, 2, 1u << 18, 20},
        {"ebert-c4-flex-extdice-15moves", WM_FRIEDRICH_EBERT, 4, (1u << 19) | WM_OPT_EXTERNAL_DICE, 15},
        {"ebert-c3-end", WM_FRIEDRICH_EBERT, 3, 0, 100000},
        {"republic-s1-start", WM_WEIMAR_REPUBLIC, 1, 0, 0},
        {"republic-s2-60moves", WM_WEIMAR_REPUBLIC, 2, 0, 60},
        {"republic-s5-extdice-40moves", WM_WEIMAR_REPUBLIC, 5, WM_OPT_EXTERNAL_DICE, 40},
        /* mid-procedure positions: an anchor and a tail of moves (rp_game) */
        {"republic-s3-extdice-33moves", WM_WEIMAR_REPUBLIC, 3, WM_OPT_EXTERNAL_DICE, 33},
        {"republic-s4-nohistory-97moves", WM_WEIMAR_REPUBLIC, 4, WM_OPT_NO_HISTORY, 97},
        {"republic-s1-end", WM_WEIMAR_REPUBLIC, 1, 0, 100000},
    };
    for (size_t i = 0; i < sizeof spec / sizeof spec[0]; i++) {
        wm_options o;
        wm_options_init(&o);
        o.scenario = spec[i].scenario;
        o.flags = spec[i].flags;
        o.seed = 1 + i;
        wm_game *g = NULL;
        if (!wm_title_available(spec[i].title))
            continue;
        if (wm_new(spec[i].title, &o, &g) != WM_OK)
            return 1;
        tu_rng r;
        tu_rng_seed(&r, i);
        wm_move buf[4096];
        for (size_t k = 0; k < spec[i].moves && !wm_is_over(g); k++) {
            size_t nl = wm_legal_moves(g, buf, 4096);
            if (nl == 0 || nl > 4096 || wm_apply(g, buf[tu_rng_below(&r, (uint32_t)nl)]) != WM_OK)
                return 1;
        }
        size_t len = 0;
        wm_save(g, NULL, 0, &len);
        unsigned char *b = malloc(len);
        if (!b || wm_save(g, b, len, &len) != WM_OK)
            return 1;
        char path[4096];
        snprintf(path, sizeof path, "%s/%s.wmsv", dir, spec[i].name);
        FILE *f = fopen(path, "wb");
        if (!f || fwrite(b, 1, len, f) != len || fclose(f) != 0)
            return 1;
        printf("%s (%zu bytes)\n", path, len);
        free(b);
        wm_free(g);
    }
    return 0;
}

/* ------------------------------------------------------------------ */

static Suite *core_suite(void)
{
    Suite *s = suite_create("core");
    TCase *tc;

    tc = tcase_create("basics");
    tcase_set_timeout(tc, 600); /* a hang guard, not a speed test */
    tcase_add_test(tc, test_strerror);
    tcase_add_test(tc, test_move_label_contract);
    tcase_add_test(tc, test_move_labels_every_title);
    tcase_add_test(tc, test_move_label_republic);
    tcase_add_test(tc, test_move_label_siege);
    tcase_add_test(tc, test_move_label_ebert);
    tcase_add_test(tc, test_version);
    tcase_add_test(tc, test_titles);
    tcase_add_test(tc, test_options_init);
    suite_add_tcase(s, tc);

    tc = tcase_create("new");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_new_null_out);
    tcase_add_test(tc, test_new_bad_title);
    tcase_add_test(tc, test_new_scenarios);
    tcase_add_test(tc, test_new_bad_seats);
    tcase_add_test(tc, test_new_bad_flags);
    tcase_add_test(tc, test_new_bad_size);
    tcase_add_test(tc, test_new_reserved);
    tcase_add_test(tc, test_new_bigger_struct);
    suite_add_tcase(s, tc);

    tc = tcase_create("arguments");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_null_game);
    tcase_add_test(tc, test_null_args);
    tcase_add_test(tc, test_apply_out_of_range);
    tcase_add_test(tc, test_save_erange);
    tcase_add_test(tc, test_json_erange);
    tcase_add_test(tc, test_move_name_erange);
    tcase_add_test(tc, test_legal_cap);
    tcase_add_test(tc, test_outcome_and_end);
    suite_add_tcase(s, tc);

    tc = tcase_create("load");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_load_roundtrip);
    tcase_add_test(tc, test_load_empty);
    tcase_add_test(tc, test_load_truncated);
    tcase_add_test(tc, test_load_flips);
    tcase_add_test(tc, test_load_header);
    tcase_add_test(tc, test_load_field_ranges);
    tcase_add_test(tc, test_load_older_layout_by_replay);
    tcase_add_loop_test(tc, test_loaded_games_stay_valid, 0,
                        (int)(sizeof fuzz_cases / sizeof fuzz_cases[0]));
    suite_add_tcase(s, tc);

    tc = tcase_create("alloc");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_alloc_balanced);
    tcase_add_test(tc, test_alloc_fail_new);
    tcase_add_test(tc, test_alloc_fail_clone_load);
    tcase_add_test(tc, test_alloc_fail_apply);
    tcase_add_test(tc, test_alloc_no_history);
    tcase_add_test(tc, test_alloc_fail_copy);
    suite_add_tcase(s, tc);

    tc = tcase_create("json");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_json_escape);
    tcase_add_test(tc, test_json_structure);
    tcase_add_test(tc, test_json_truncation);
    tcase_add_test(tc, test_json_views);
    suite_add_tcase(s, tc);

    tc = tcase_create("rng");
    tcase_set_timeout(tc, 600); /* a hang guard, not a speed test */
    tcase_add_test(tc, test_rng_reference);
    tcase_add_test(tc, test_rng_range);
    tcase_add_test(tc, test_rng_uniform);
    tcase_add_test(tc, test_count_bytes);
    tcase_add_test(tc, test_popcount);
    suite_add_tcase(s, tc);

    tc = tcase_create("fields");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_field_tables);
    tcase_add_test(tc, test_field_values_in_range);
    suite_add_tcase(s, tc);

    tc = tcase_create("names");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_move_names);
    tcase_add_test(tc, test_move_parse_junk);
    tcase_add_test(tc, test_move_parse_board_spellings);
    suite_add_tcase(s, tc);

    tc = tcase_create("history");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_history);
    tcase_add_test(tc, test_clone_copy);
    tcase_add_test(tc, test_bot_move);
    suite_add_tcase(s, tc);

    tc = tcase_create("threads");
    tcase_set_timeout(tc, 600);
    tcase_add_test(tc, test_threads);
    suite_add_tcase(s, tc);

    return s;
}

int main(int argc, char **argv)
{
    if (argc == 3 && strcmp(argv[1], "--write-corpus") == 0)
        return write_corpus(argv[2]);
    SRunner *sr = srunner_create(core_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
