/*
 * fuzz_load.c - libFuzzer target for wm_load().
 *
 * Any input may be fed to wm_load(); it must never crash, leak or read out
 * of bounds.  When an input loads, the game must pass wm_check(), render
 * every view, derive its game log (replaying the history from the saved
 * origin) or refuse with a status, save back to exactly the input bytes
 * (the format has one encoding per game), and play a few legal moves with
 * its invariants intact.
 *
 * A save ends with a CRC-32, so nearly every mutation would stop at the
 * checksum and the field and invariant checks behind it would go untested.
 * Each input is therefore loaded twice: as it is, and with its last four
 * bytes replaced by the CRC-32 of the rest (what lib/core/save.c expects).
 *
 *   make fuzz && ./build-fuzz/fuzz_load tests/fuzz/corpus_load
 */
#include "weimar.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

static void view(const wm_game *g, int viewer)
{
    size_t need = 0;
    FUZZ_ASSERT(wm_to_json(g, viewer, NULL, 0, &need) == WM_ERANGE);
    char *buf = malloc(need + 1);
    FUZZ_ASSERT(buf != NULL);
    size_t len = 0;
    FUZZ_ASSERT(wm_to_json(g, viewer, buf, need + 1, &len) == WM_OK);
    FUZZ_ASSERT(len == need && strlen(buf) == len);
    free(buf);
}

static unsigned char *save(const wm_game *g, size_t *len)
{
    size_t need = 0;
    FUZZ_ASSERT(wm_save(g, NULL, 0, &need) == WM_ERANGE);
    unsigned char *buf = malloc(need);
    FUZZ_ASSERT(buf != NULL);
    FUZZ_ASSERT(wm_save(g, buf, need, len) == WM_OK);
    FUZZ_ASSERT(*len == need);
    return buf;
}

static uint32_t crc32(const unsigned char *p, size_t n)
{
    uint32_t crc = 0xffffffffu;
    while (n--) {
        crc ^= *p++;
        for (int k = 0; k < 8; k++)
            crc = (crc & 1u) ? (crc >> 1) ^ 0xedb88320u : crc >> 1;
    }
    return ~crc;
}

static void one(const uint8_t *data, size_t size)
{
    wm_game *g = NULL;
    wm_status st = wm_load(data, size, &g);
    if (st != WM_OK) {
        /* wm_load's refusals: damaged or foreign data, a newer format,
         * a save that names a content pack (format 3 with a pack's hash:
         * it loads only with that pack), or memory. */
        FUZZ_ASSERT(g == NULL);
        FUZZ_ASSERT(st == WM_ECORRUPT || st == WM_EVERSION || st == WM_ECONTENT || st == WM_ENOMEM);
        return;
    }
    FUZZ_ASSERT(g != NULL);
    FUZZ_ASSERT(wm_check(g) == WM_OK);
    FUZZ_ASSERT(wm_title_available(wm_game_title(g)));

    int seats = wm_seat_count(g);
    FUZZ_ASSERT(seats >= 1);
    for (int v = 0; v < seats; v++)
        view(g, v);
    view(g, WM_SPECTATOR);
    view(g, WM_OMNISCIENT);
    (void)wm_prompt(g);
    (void)wm_hash(g);

    /* The game log replays the history from the saved origin through the
     * checked apply path: any status but a crash, and a log only on
     * success. */
    {
        wm_log *lg = NULL;
        wm_status ls = wm_log_new(g, WM_OMNISCIENT, 0, &lg);
        FUZZ_ASSERT(ls == WM_OK || ls == WM_ECORRUPT || ls == WM_EILLEGAL || ls == WM_ENOMEM);
        FUZZ_ASSERT((ls == WM_OK) == (lg != NULL));
        if (lg) {
            size_t need = 0;
            FUZZ_ASSERT(wm_log_to_json(lg, NULL, 0, &need) == WM_ERANGE);
        }
        wm_log_free(lg);
    }

    /* One encoding per game: saving reproduces the input.  A save of an
     * older state layout of its title is rebuilt by replaying its history
     * (wm_load) and saves in today's layout: then that save is the
     * game's one encoding (it loads, and saves to the same bytes). */
    size_t len;
    unsigned char *sv = save(g, &len);
    unsigned old_layout = (unsigned)data[8] | (unsigned)data[9] << 8;
    unsigned new_layout = len >= 10 ? ((unsigned)sv[8] | (unsigned)sv[9] << 8) : 0;
    if (old_layout < new_layout) {
        wm_game *r = NULL;
        FUZZ_ASSERT(wm_load(sv, len, &r) == WM_OK);
        size_t len2;
        unsigned char *sv2 = save(r, &len2);
        FUZZ_ASSERT(len2 == len && memcmp(sv2, sv, len) == 0);
        FUZZ_ASSERT(wm_hash(r) == wm_hash(g));
        free(sv2);
        wm_free(r);
    } else {
        FUZZ_ASSERT(len == size && memcmp(sv, data, size) == 0);
    }
    free(sv);

    /* History and legal moves agree with the rest of the API. */
    size_t nh = wm_history(g, NULL, 0);
    wm_move *hist = malloc((nh + 1) * sizeof *hist);
    FUZZ_ASSERT(hist && wm_history(g, hist, nh + 1) == nh);
    for (size_t i = 0; i < nh; i++)
        FUZZ_ASSERT(hist[i] < wm_action_count(g));
    free(hist);
    int over = wm_is_over(g);
    if (over) {
        int32_t res[64];
        if (seats <= 64)
            FUZZ_ASSERT(wm_outcome(g, res, 64) == WM_OK);
        FUZZ_ASSERT(wm_to_move(g) == WM_NOBODY);
        FUZZ_ASSERT(wm_legal_moves(g, NULL, 0) == 0);
    }

    /* Play a few moves: the first legal, the last legal, the bot's. */
    for (int k = 0; k < 6 && !wm_is_over(g); k++) {
        wm_move buf[1024];
        size_t n = wm_legal_moves(g, buf, 1024);
        FUZZ_ASSERT(n > 0 && n <= 1024);
        for (size_t i = 1; i < n; i++)
            FUZZ_ASSERT(buf[i - 1] < buf[i]);
        wm_move m;
        if (k % 3 == 0)
            m = buf[0];
        else if (k % 3 == 1)
            m = buf[n - 1];
        else
            FUZZ_ASSERT(wm_bot_move(g, &m) == WM_OK);
        FUZZ_ASSERT(wm_is_legal(g, m));
        FUZZ_ASSERT(wm_apply(g, m) == WM_OK);
        FUZZ_ASSERT(wm_check(g) == WM_OK);
    }
    /* And the result still round-trips. */
    sv = save(g, &len);
    wm_game *h = NULL;
    FUZZ_ASSERT(wm_load(sv, len, &h) == WM_OK);
    FUZZ_ASSERT(wm_hash(h) == wm_hash(g));
    wm_free(h);
    free(sv);
    wm_free(g);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    if (!data)
        return 0;
    one(data, size);
    if (size >= 8) {
        unsigned char *fixed = malloc(size);
        FUZZ_ASSERT(fixed != NULL);
        memcpy(fixed, data, size);
        uint32_t crc = crc32(fixed, size - 4);
        for (int i = 0; i < 4; i++)
            fixed[size - 4 + (size_t)i] = (unsigned char)(crc >> (8 * i));
        if (memcmp(fixed, data, size) != 0)
            one(fixed, size);
        free(fixed);
    }
    return 0;
}
