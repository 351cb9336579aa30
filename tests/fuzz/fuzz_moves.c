/*
 * fuzz_moves.c - libFuzzer target for move sequences.
 *
 * Input layout:
 *   byte 0      title (index into the available titles)
 *   byte 1      low nibble: scenario (modulo the title's scenario count,
 *               from 1); high nibble: wm_options.bots (the seats run by
 *               the title's Non-player rules; 0 where the title refuses)
 *   byte 2      option flags: bit 0 WM_OPT_EXTERNAL_DICE, bit 1
 *               WM_OPT_NO_HISTORY, bits 2-7 title flag bits 16-21
 *               (wm_new may reject them: then the input is skipped)
 *   bytes 3-10  seed
 *   then moves: a byte b < 0xf0 picks legal move b % count; 0xf0-0xfe
 *   pick with the next byte too (legal move (hi << 8 | lo) % count);
 *   0xff is followed by a raw 16-bit id that wm_apply must accept exactly
 *   when wm_is_legal says so, and otherwise reject leaving the game
 *   unchanged.
 *
 * After every move: wm_check, the legal list's order, and every 8th move a
 * save/load and clone round trip.
 */
#include "weimar.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

#define MAX_TITLES 32

static wm_title titles[MAX_TITLES];
static int scenarios[MAX_TITLES];
static int ntitles = -1;

static void discover(void)
{
    ntitles = 0;
    for (int t = 1; t <= MAX_TITLES && ntitles < MAX_TITLES; t++) {
        if (!wm_title_available((wm_title)t))
            continue;
        int s = 1;
        for (;; s++) {
            wm_options o;
            wm_options_init(&o);
            o.scenario = s;
            wm_game *g = NULL;
            wm_status st = wm_new((wm_title)t, &o, &g);
            wm_free(g);
            if (st != WM_OK || s > 999)
                break;
        }
        titles[ntitles] = (wm_title)t;
        scenarios[ntitles] = s - 1;
        ntitles++;
    }
}

static unsigned char *save(const wm_game *g, size_t *len)
{
    size_t need = 0;
    FUZZ_ASSERT(wm_save(g, NULL, 0, &need) == WM_ERANGE);
    unsigned char *buf = malloc(need);
    FUZZ_ASSERT(buf != NULL);
    FUZZ_ASSERT(wm_save(g, buf, need, len) == WM_OK && *len == need);
    return buf;
}

static void round_trip(const wm_game *g)
{
    size_t len, len2;
    unsigned char *a = save(g, &len);
    wm_game *l = NULL;
    FUZZ_ASSERT(wm_load(a, len, &l) == WM_OK);
    FUZZ_ASSERT(wm_hash(l) == wm_hash(g));
    unsigned char *b = save(l, &len2);
    FUZZ_ASSERT(len == len2 && memcmp(a, b, len) == 0);
    wm_game *c = NULL;
    FUZZ_ASSERT(wm_clone(g, &c) == WM_OK);
    FUZZ_ASSERT(wm_hash(c) == wm_hash(g));
    FUZZ_ASSERT(wm_copy(l, c) == WM_OK);
    FUZZ_ASSERT(wm_hash(l) == wm_hash(g));
    wm_free(c);
    wm_free(l);
    free(b);
    free(a);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (ntitles < 0)
        discover();
    if (ntitles == 0 || size < 11)
        return 0;
    int ti = data[0] % ntitles;
    if (scenarios[ti] < 1)
        return 0;
    wm_options o;
    wm_options_init(&o);
    o.scenario = 1 + (data[1] & 0x0F) % scenarios[ti];
    o.bots = (uint32_t)(data[1] >> 4);
    o.flags = (data[2] & 3u) | (uint32_t)(data[2] >> 2) << 16;
    uint64_t seed = 0;
    for (int i = 0; i < 8; i++)
        seed |= (uint64_t)data[3 + i] << (8 * i);
    o.seed = seed;
    wm_game *g = NULL;
    wm_status st = wm_new(titles[ti], &o, &g);
    if (st == WM_EINVAL && o.bots) { /* a title without Non-player rules */
        FUZZ_ASSERT(g == NULL);
        o.bots = 0;
        st = wm_new(titles[ti], &o, &g);
    }
    if (st != WM_OK) {
        FUZZ_ASSERT(st == WM_EINVAL && g == NULL);
        return 0;
    }
    FUZZ_ASSERT(wm_check(g) == WM_OK);
    uint32_t ac = wm_action_count(g);
    wm_move *legal = malloc((size_t)ac * sizeof *legal);
    FUZZ_ASSERT(legal != NULL);
    size_t applied = 0;
    size_t pos = 11;
    while (pos < size && !wm_is_over(g)) {
        size_t n = wm_legal_moves(g, legal, ac);
        FUZZ_ASSERT(n > 0 && n <= ac);
        for (size_t i = 1; i < n; i++)
            FUZZ_ASSERT(legal[i - 1] < legal[i]);
        int who = wm_to_move(g);
        FUZZ_ASSERT(who == WM_CHANCE ? (o.flags & WM_OPT_EXTERNAL_DICE) != 0
                                     : who >= 0 && who < wm_seat_count(g));
        uint8_t b = data[pos++];
        if (b == 0xff) {
            if (size - pos < 2)
                break;
            wm_move m = (wm_move)(data[pos] | data[pos + 1] << 8);
            pos += 2;
            uint64_t h = wm_hash(g);
            size_t nh = wm_history(g, NULL, 0);
            int legal_now = wm_is_legal(g, m);
            st = wm_apply(g, m);
            if (legal_now) {
                FUZZ_ASSERT(st == WM_OK);
                applied++;
            } else {
                FUZZ_ASSERT(st == WM_EILLEGAL);
                FUZZ_ASSERT(wm_hash(g) == h && wm_history(g, NULL, 0) == nh);
                continue;
            }
        } else {
            unsigned idx = b;
            if (b >= 0xf0 && pos < size)
                idx = (unsigned)(b - 0xf0) << 8 | data[pos++];
            wm_move m = legal[idx % n];
            FUZZ_ASSERT(wm_apply(g, m) == WM_OK);
            applied++;
        }
        FUZZ_ASSERT(wm_check(g) == WM_OK);
        if (applied % 8 == 0)
            round_trip(g);
    }
    round_trip(g);
    wm_move *hist = malloc((applied + 1) * sizeof *hist);
    FUZZ_ASSERT(hist != NULL);
    FUZZ_ASSERT(wm_history(g, hist, applied + 1) ==
                ((o.flags & WM_OPT_NO_HISTORY) ? 0 : applied));
    free(hist);
    if (wm_is_over(g)) {
        int32_t res[64];
        FUZZ_ASSERT(wm_outcome(g, res, 64) == WM_OK);
        FUZZ_ASSERT(wm_apply(g, 0) == WM_EOVER);
    }
    free(legal);
    wm_free(g);
    return 0;
}
