/*
 * fuzz_content.c - libFuzzer target for content packs (issue 19 §3).
 *
 * Input: the text of a pack.  wm_content_new must refuse it with a status
 * and a NUL-terminated message, or accept it; an accepted pack must:
 *   - write a canonical text that reads back to a pack with the same hash
 *     and the same canonical text (the writer and the reader agree);
 *   - play: a seeded game of its title (seed and moves drawn from a hash of
 *     the input), up to 300 moves, wm_check after every move, a save/load
 *     round trip with the pack (and its refusal without it) every 64 moves,
 *     the views and the log of the end position.
 * Hostile packs that validate must never make the rules crash, read out of
 * bounds (ASan/UBSan) or break the invariants.
 */
#include "weimar.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static uint64_t next(uint64_t *s)
{
    uint64_t z = (*s += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

static char *canonical(const wm_content *c, size_t *len)
{
    wm_title t = wm_content_title(c);
    FUZZ_ASSERT(wm_content_write(t, c, NULL, 0, len) == WM_ERANGE);
    char *buf = malloc(*len + 1);
    FUZZ_ASSERT(buf != NULL);
    FUZZ_ASSERT(wm_content_write(t, c, buf, *len + 1, len) == WM_OK);
    return buf;
}

static void round_trip_save(const wm_game *g, const wm_content *c)
{
    size_t len = 0;
    FUZZ_ASSERT(wm_save(g, NULL, 0, &len) == WM_ERANGE);
    unsigned char *b = malloc(len);
    FUZZ_ASSERT(b != NULL && wm_save(g, b, len, &len) == WM_OK);
    wm_options o;
    const wm_content *oc = NULL;
    wm_options_init(&o);
    oc = c;
    wm_game *l = NULL;
    FUZZ_ASSERT(wm_load_with_content(b, len, &o, oc, &l) == WM_OK);
    FUZZ_ASSERT(wm_hash(l) == wm_hash(g));
    wm_free(l);
    FUZZ_ASSERT(wm_load(b, len, &l) == WM_ECONTENT && l == NULL);
    free(b);
}

static void play(const wm_content *c, uint64_t seed)
{
    wm_title t = wm_content_title(c);
    wm_options o;
    const wm_content *oc = NULL;
    wm_options_init(&o);
    oc = c;
    o.seed = seed;
    o.scenario = (int32_t)(next(&seed) % 6);
    if (t == WM_WEIMAR_REPUBLIC)
        o.bots = (uint32_t)(next(&seed) % 15u); /* never all four: then wm_new plays the whole game */
    if (t == WM_DEMOCRACY_UNDER_SIEGE)
        o.seats = next(&seed) & 1 ? 3 : 2;
    wm_game *g = NULL;
    if (wm_new_with_content(t, &o, oc, &g) != WM_OK) {
        o.scenario = 0;
        FUZZ_ASSERT(wm_new_with_content(t, &o, oc, &g) == WM_OK);
    }
    FUZZ_ASSERT(wm_check(g) == WM_OK);
    static wm_move legal[4096];
    for (int i = 0; i < 300 && !wm_is_over(g); i++) {
        size_t n = wm_legal_moves(g, legal, 4096);
        FUZZ_ASSERT(n > 0 && n <= 4096);
        wm_move m;
        if (next(&seed) & 1)
            FUZZ_ASSERT(wm_bot_move(g, &m) == WM_OK);
        else
            m = legal[next(&seed) % n];
        FUZZ_ASSERT(wm_apply(g, m) == WM_OK);
        FUZZ_ASSERT(wm_check(g) == WM_OK);
        if (i % 64 == 63)
            round_trip_save(g, c);
    }
    size_t len = 0;
    FUZZ_ASSERT(wm_to_json(g, WM_OMNISCIENT, NULL, 0, &len) == WM_ERANGE);
    wm_log *lg = NULL;
    FUZZ_ASSERT(wm_log_new(g, WM_OMNISCIENT, 0, &lg) == WM_OK);
    wm_log_free(lg);
    round_trip_save(g, c);
    wm_free(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    char msg[256];
    memset(msg, 'x', sizeof msg);
    wm_content *c = NULL;
    wm_status st = wm_content_new(data, size, NULL, &c, msg, sizeof msg);
    FUZZ_ASSERT(memchr(msg, '\0', sizeof msg) != NULL);
    if (st != WM_OK) {
        FUZZ_ASSERT(c == NULL);
        FUZZ_ASSERT(st == WM_ECONTENT || st == WM_ENOMEM);
        FUZZ_ASSERT(msg[0] != '\0');
        return 0;
    }
    FUZZ_ASSERT(c != NULL && msg[0] == '\0');
    /* the canonical text reads back to itself */
    size_t len = 0, len2 = 0;
    char *text = canonical(c, &len);
    wm_content *c2 = NULL;
    FUZZ_ASSERT(wm_content_new(text, len, NULL, &c2, msg, sizeof msg) == WM_OK);
    FUZZ_ASSERT(wm_content_hash(c2) == wm_content_hash(c));
    char *text2 = canonical(c2, &len2);
    FUZZ_ASSERT(len2 == len && memcmp(text, text2, len) == 0);
    free(text);
    free(text2);
    wm_content_free(c2);
    /* and plays */
    uint64_t seed = UINT64_C(0xcbf29ce484222325);
    for (size_t i = 0; i < size; i++)
        seed = (seed ^ data[i]) * UINT64_C(0x100000001b3);
    play(c, seed);
    wm_content_free(c);
    return 0;
}
