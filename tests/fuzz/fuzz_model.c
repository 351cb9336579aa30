/*
 * fuzz_model.c - libFuzzer target for wm_model_load() (doc/model-format.md).
 *
 * Any input may be fed to wm_model_load(); it must never crash, leak or
 * read out of bounds, and a refusal must come with a reason
 * (wm_last_error).  When an input loads, the model must evaluate a real
 * observation of its title (values in [0, 1], a policy that sums to 1
 * over the legal moves and is 0 elsewhere) and, for The March of
 * Progress, steer a short search to a legal move.
 *
 * A model file ends with a CRC-32, so nearly every mutation would stop at
 * the checksum; each input is therefore loaded twice: as it is, and with
 * its last four bytes replaced by the CRC-32 of the rest.
 *
 *   make fuzz && ./build-fuzz/fuzz_model tests/fuzz/corpus_model
 */
#include "weimar.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz.h"

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

static void exercise(wm_model *m)
{
    wm_title t = wm_model_title(m);
    wm_game *g = NULL;
    wm_options o;
    wm_options_init(&o);
    o.seed = 1;
    FUZZ_ASSERT(wm_new(t, &o, &g) == WM_OK);
    size_t nobs = wm_observation_size(g);
    uint32_t nact = wm_action_count(g);
    float *obs = calloc(nobs, sizeof(float));
    float *pol = calloc(nact, sizeof(float));
    uint8_t *mask = calloc(nact, 1);
    wm_move *legal = calloc(nact, sizeof(wm_move));
    FUZZ_ASSERT(obs && pol && mask && legal);
    int seat = wm_to_move(g);
    if (seat >= 0) {
        FUZZ_ASSERT(wm_observe(g, seat, obs, nobs) == WM_OK);
        size_t n = wm_legal_moves(g, legal, nact);
        for (size_t i = 0; i < n && i < nact; i++)
            mask[legal[i]] = 1;
        float v = -1.0f;
        if (n && wm_model_evaluate(m, obs, nobs, mask, &v, 1, pol, nact) == WM_OK) {
            FUZZ_ASSERT(v >= 0.0f && v <= 1.0f);
            double sum = 0;
            for (uint32_t a = 0; a < nact; a++) {
                FUZZ_ASSERT(pol[a] >= 0.0f && pol[a] <= 1.0f);
                FUZZ_ASSERT(mask[a] || pol[a] == 0.0f);
                sum += pol[a];
            }
            FUZZ_ASSERT(fabs(sum - 1.0) < 1e-3);
        }
        if (t == WM_MARCH_OF_PROGRESS) {
            wm_search_options so;
            wm_search_options_init(&so);
            so.iterations = 8;
            so.model = m;
            wm_move mv = 0;
            wm_status st = wm_search_move_with(g, &so, &mv);
            FUZZ_ASSERT(st == WM_OK || st == WM_EINVAL); /* EINVAL: fewer values than seats */
            if (st == WM_OK)
                FUZZ_ASSERT(wm_apply(g, mv) == WM_OK);
        }
    }
    free(obs);
    free(pol);
    free(mask);
    free(legal);
    wm_free(g);
}

static void one(const uint8_t *data, size_t size)
{
    wm_model *m = NULL;
    wm_clear_error();
    wm_status st = wm_model_load(data, size, &m);
    if (st != WM_OK) {
        FUZZ_ASSERT(m == NULL);
        FUZZ_ASSERT(st == WM_ECORRUPT || st == WM_EVERSION || st == WM_ENOMEM);
        const char *e = wm_last_error();
        FUZZ_ASSERT(e && *e);
        return;
    }
    FUZZ_ASSERT(m != NULL);
    exercise(m);
    wm_model_free(m);
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    one(data, size);
    if (size >= 8) {
        uint8_t *fixed = malloc(size);
        FUZZ_ASSERT(fixed != NULL);
        memcpy(fixed, data, size);
        uint32_t c = crc32(fixed, size - 4);
        fixed[size - 4] = (uint8_t)c;
        fixed[size - 3] = (uint8_t)(c >> 8);
        fixed[size - 2] = (uint8_t)(c >> 16);
        fixed[size - 1] = (uint8_t)(c >> 24);
        one(fixed, size);
        free(fixed);
    }
    return 0;
}
