/*
 * check_model.c - learned evaluations (doc/model-format.md): model files
 * load when well formed and are refused with a reason when not (every
 * truncation, every header field out of range, a non-finite weight, a
 * damaged checksum, another title's layout); inference matches a
 * reference computed here in double; the search with a model
 * (wm_search_move_with) plays legal moves, deterministically, applies the
 * policy's priors, and allocates per search, never per evaluation.
 */
#include "core.h"
#include "testutil.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* A model file built here                                              */
/* ------------------------------------------------------------------ */

typedef struct mfile {
    unsigned char *p;
    size_t len;
    uint32_t nobs, nact, nval, nl, width[8];
    size_t head;  /* offset of the weights */
    size_t nw;    /* number of weights */
} mfile;

static void put32(unsigned char *p, uint32_t v)
{
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
    p[2] = (unsigned char)(v >> 16);
    p[3] = (unsigned char)(v >> 24);
}

static void reseal(mfile *f)
{
    put32(f->p + f->len - 4, wm__crc32(f->p, f->len - 4));
}

static float weight_of(tu_rng *r, float scale)
{
    return scale * ((float)(tu_rng_next(r) >> 40) / (float)(1u << 24) - 0.5f);
}

/* A model of title t with hidden widths w[0..nl) and nval values, weights
 * drawn from seed (uniform in +-scale/2). */
static mfile build(wm_title t, uint32_t nl, const uint32_t *w, uint32_t nval, uint64_t seed, float scale)
{
    mfile f;
    memset(&f, 0, sizeof f);
    const wm_title_ops *ops = wm__title_ops(t);
    ck_assert_ptr_nonnull(ops);
    uint32_t hash = wm__model_layout_hash(ops, &f.nobs);
    f.nact = ops->action_count;
    f.nval = nval;
    f.nl = nl;
    size_t nw = 0;
    uint32_t in = f.nobs;
    for (uint32_t l = 0; l < nl; l++) {
        f.width[l] = w[l];
        nw += (size_t)w[l] * in + w[l];
        in = w[l];
    }
    nw += (size_t)f.nact * in + f.nact + (size_t)nval * in + nval;
    f.nw = nw;
    f.head = 36 + 4 * (size_t)nl;
    f.len = f.head + 4 * nw + 4;
    f.p = malloc(f.len);
    ck_assert_ptr_nonnull(f.p);
    memcpy(f.p, "WMMODEL", 8);
    put32(f.p + 8, 1);
    put32(f.p + 12, (uint32_t)t);
    put32(f.p + 16, f.nobs);
    put32(f.p + 20, hash);
    put32(f.p + 24, f.nact);
    put32(f.p + 28, nval);
    put32(f.p + 32, nl);
    for (uint32_t l = 0; l < nl; l++)
        put32(f.p + 36 + 4 * l, w[l]);
    tu_rng r;
    tu_rng_seed(&r, seed);
    for (size_t i = 0; i < nw; i++) {
        float x = weight_of(&r, scale);
        uint32_t u;
        memcpy(&u, &x, 4);
        put32(f.p + f.head + 4 * i, u);
    }
    reseal(&f);
    return f;
}

static float weight_at(const mfile *f, size_t i)
{
    const unsigned char *q = f->p + f->head + 4 * i;
    uint32_t u = (uint32_t)q[0] | (uint32_t)q[1] << 8 | (uint32_t)q[2] << 16 | (uint32_t)q[3] << 24;
    float x;
    memcpy(&x, &u, 4);
    return x;
}

static void set_weight(mfile *f, size_t i, float x)
{
    uint32_t u;
    memcpy(&u, &x, 4);
    put32(f->p + f->head + 4 * i, u);
}

/* The index of the policy head's bias of action a. */
static size_t policy_bias_index(const mfile *f, uint32_t a)
{
    size_t i = 0;
    uint32_t in = f->nobs;
    for (uint32_t l = 0; l < f->nl; l++) {
        i += (size_t)f->width[l] * in + f->width[l];
        in = f->width[l];
    }
    return i + (size_t)f->nact * in + a;
}

static const uint32_t W2[2] = {32, 16};

/* ------------------------------------------------------------------ */
/* Loading                                                              */
/* ------------------------------------------------------------------ */

START_TEST(test_model_loads_every_title)
{
    wm_title ts[TU_MAX_TITLE];
    int nt = tu_titles(ts, TU_MAX_TITLE);
    ck_assert_int_ge(nt, 4);
    for (int i = 0; i < nt; i++) {
        mfile f = build(ts[i], 2, W2, 4, 1, 0.2f);
        wm_model *m = NULL;
        ck_assert_int_eq(wm_model_load(f.p, f.len, &m), WM_OK);
        ck_assert_ptr_nonnull(m);
        ck_assert_int_eq(wm_model_title(m), ts[i]);
        wm_game *g = tu_new(ts[i], 1, 0, 3);
        ck_assert_uint_eq(f.nobs, wm_observation_size(g));
        wm_free(g);
        wm_model_free(m);
        free(f.p);
    }
    ck_assert_int_eq(wm_model_title(NULL), 0);
    wm_model_free(NULL);
}
END_TEST

/* The layout text fits wm__model_layout_hash's buffer for every title
 * (names, shapes): reckoned from wm_observation_layout's slices. */
START_TEST(test_model_layout_text_fits)
{
    wm_title ts[TU_MAX_TITLE];
    int nt = tu_titles(ts, TU_MAX_TITLE);
    for (int i = 0; i < nt; i++) {
        const wm_title_ops *ops = wm__title_ops(ts[i]);
        size_t len = 0;
        for (size_t k = 0; k < ops->nobs_slices; k++)
            len += strlen(ops->obs_slices[k].name) + 2 + 3 * 6;
        ck_assert_uint_lt(len, 8192);
    }
}
END_TEST

static void expect_refused(const unsigned char *p, size_t len, wm_status want, const char *needle)
{
    wm_model *m = (wm_model *)1;
    wm_clear_error();
    wm_status st = wm_model_load(p, len, &m);
    ck_assert_msg(st == want, "status %d, want %d (%s)", st, want, wm_last_error());
    ck_assert_ptr_null(m);
    const char *e = wm_last_error();
    ck_assert_msg(e && *e, "no reason given");
    if (needle)
        ck_assert_msg(strstr(e, needle) != NULL, "reason '%s' does not say '%s'", e, needle);
}

START_TEST(test_model_every_truncation_refused)
{
    mfile f = build(WM_MARCH_OF_PROGRESS, 1, W2, 3, 2, 0.2f);
    for (size_t n = 0; n < f.len; n++)
        expect_refused(f.p, n, WM_ECORRUPT, "model");
    /* one byte too many */
    unsigned char *q = malloc(f.len + 1);
    memcpy(q, f.p, f.len);
    q[f.len] = 0;
    expect_refused(q, f.len + 1, WM_ECORRUPT, NULL);
    free(q);
    free(f.p);
}
END_TEST

START_TEST(test_model_bad_arguments)
{
    mfile f = build(WM_MARCH_OF_PROGRESS, 1, W2, 3, 2, 0.2f);
    ck_assert_int_eq(wm_model_load(f.p, f.len, NULL), WM_EINVAL);
    wm_model *m = NULL;
    ck_assert_int_eq(wm_model_load(NULL, 10, &m), WM_EINVAL);
    ck_assert_ptr_null(m);
    ck_assert_int_eq(wm_model_load(NULL, 0, &m), WM_ECORRUPT);
    free(f.p);
}
END_TEST

/* Each header field out of range, resealed so the checksum passes. */
START_TEST(test_model_bad_headers_refused)
{
    struct {
        size_t off;
        uint32_t value;
        wm_status st;
        const char *needle;
    } cases[] = {
        {8, 3, WM_EVERSION, "format version"},
        {8, 2, WM_ECORRUPT, "flags"}, /* version 2 reads a flags word where version 1 has the first width */
        {8, 0, WM_ECORRUPT, "format version"},
        {12, 99, WM_ECORRUPT, "title id"},
        {12, 0, WM_ECORRUPT, "title id"},
        {12, (uint32_t)WM_DEMOCRACY_UNDER_SIEGE, WM_EVERSION, "layout"}, /* another title's layout */
        {16, 330, WM_EVERSION, "observation size"},
        {20, 0x12345678u, WM_EVERSION, "layout hash"},
        {24, 5, WM_ECORRUPT, "actions"},
        {28, 0, WM_ECORRUPT, "value count"},
        {28, 17, WM_ECORRUPT, "value count"},
        {32, 0, WM_ECORRUPT, "hidden layers"},
        {32, 9, WM_ECORRUPT, "hidden layers"},
        {32, 2, WM_ECORRUPT, "width"}, /* a second width read from the first weight's bits */
        {36, 0, WM_ECORRUPT, "width"},
        {36, 4097, WM_ECORRUPT, "width"},
        {36, 4096, WM_ECORRUPT, "bytes"},
        {36, 31, WM_ECORRUPT, "bytes"},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        mfile f = build(WM_MARCH_OF_PROGRESS, 1, W2, 3, 2, 0.2f);
        put32(f.p + cases[i].off, cases[i].value);
        reseal(&f);
        expect_refused(f.p, f.len, cases[i].st, cases[i].needle);
        free(f.p);
    }
    /* bad magic */
    mfile f = build(WM_MARCH_OF_PROGRESS, 1, W2, 3, 2, 0.2f);
    f.p[0] = 'X';
    reseal(&f);
    expect_refused(f.p, f.len, WM_ECORRUPT, "magic");
    free(f.p);
    /* a huge claimed shape (8 layers of 4096): refused by the weight
     * count before any allocation */
    f = build(WM_MARCH_OF_PROGRESS, 8, (const uint32_t[8]){1, 1, 1, 1, 1, 1, 1, 1}, 3, 2, 0.2f);
    for (int l = 0; l < 8; l++)
        put32(f.p + 36 + 4 * l, 4096);
    reseal(&f);
    expect_refused(f.p, f.len, WM_ECORRUPT, "weights");
    free(f.p);
}
END_TEST

START_TEST(test_model_damage_and_non_finite_refused)
{
    mfile f = build(WM_MARCH_OF_PROGRESS, 2, W2, 3, 4, 0.2f);
    /* a flipped bit anywhere: the checksum */
    for (size_t i = 0; i < f.len; i += 97) {
        f.p[i] ^= 0x10;
        expect_refused(f.p, f.len, WM_ECORRUPT, NULL);
        f.p[i] ^= 0x10;
    }
    wm_model *m = NULL;
    ck_assert_int_eq(wm_model_load(f.p, f.len, &m), WM_OK);
    wm_model_free(m);
    const float bad[3] = {NAN, INFINITY, -INFINITY};
    size_t at[3] = {0, f.nw / 2, f.nw - 1};
    for (int k = 0; k < 3; k++) {
        float keep = weight_at(&f, at[k]);
        set_weight(&f, at[k], bad[k]);
        reseal(&f);
        expect_refused(f.p, f.len, WM_ECORRUPT, "not finite");
        set_weight(&f, at[k], keep);
        reseal(&f);
    }
    free(f.p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Inference                                                            */
/* ------------------------------------------------------------------ */

/* The network in double, straight from the file's bytes. */
static void reference(const mfile *f, const float *obs, const uint8_t *mask, double *value, double *policy)
{
    double *x = malloc(sizeof(double) * (f->nobs > 4096 ? f->nobs : 4096));
    double *y = malloc(sizeof(double) * 4096);
    for (uint32_t i = 0; i < f->nobs; i++)
        x[i] = obs[i];
    size_t k = 0;
    uint32_t in = f->nobs;
    for (uint32_t l = 0; l < f->nl; l++) {
        uint32_t out = f->width[l];
        for (uint32_t j = 0; j < out; j++) {
            double a = weight_at(f, k + (size_t)out * in + j);
            for (uint32_t i = 0; i < in; i++)
                a += (double)weight_at(f, k + (size_t)j * in + i) * x[i];
            y[j] = a > 0 ? a : 0;
        }
        k += (size_t)out * in + out;
        memcpy(x, y, sizeof(double) * out);
        in = out;
    }
    double mx = -1e300, sum = 0;
    for (uint32_t a = 0; a < f->nact; a++) {
        double z = weight_at(f, k + (size_t)f->nact * in + a);
        for (uint32_t i = 0; i < in; i++)
            z += (double)weight_at(f, k + (size_t)a * in + i) * x[i];
        policy[a] = z;
        if (mask[a] && z > mx)
            mx = z;
    }
    for (uint32_t a = 0; a < f->nact; a++) {
        policy[a] = mask[a] ? exp(policy[a] - mx) : 0;
        sum += policy[a];
    }
    for (uint32_t a = 0; a < f->nact; a++)
        policy[a] /= sum;
    k += (size_t)f->nact * in + f->nact;
    for (uint32_t v = 0; v < f->nval; v++) {
        double z = weight_at(f, k + (size_t)f->nval * in + v);
        for (uint32_t i = 0; i < in; i++)
            z += (double)weight_at(f, k + (size_t)v * in + i) * x[i];
        value[v] = 1 / (1 + exp(-z));
    }
    free(x);
    free(y);
}

/* wm_model_evaluate agrees with the double reference to 1e-5 (float32
 * sums of a few hundred products of weights below 0.5) on positions of
 * seeded March and Siege games, and is bit-identical when repeated. */
START_TEST(test_model_evaluate_matches_reference)
{
    const wm_title ts[2] = {WM_MARCH_OF_PROGRESS, WM_DEMOCRACY_UNDER_SIEGE};
    for (int ti = 0; ti < 2; ti++) {
        mfile f = build(ts[ti], 2, W2, 3, 7, 0.3f);
        wm_model *m = NULL;
        ck_assert_int_eq(wm_model_load(f.p, f.len, &m), WM_OK);
        wm_game *g = tu_new(ts[ti], 1, 0, 11);
        float *obs = malloc(sizeof(float) * f.nobs);
        uint8_t *mask = calloc(f.nact, 1);
        float *pol = malloc(sizeof(float) * f.nact), *pol2 = malloc(sizeof(float) * f.nact);
        double *rp = malloc(sizeof(double) * f.nact);
        wm_move *legal = malloc(sizeof(wm_move) * f.nact);
        tu_rng r;
        tu_rng_seed(&r, 5);
        for (int step = 0; step < 30 && !wm_is_over(g); step++) {
            int seat = wm_to_move(g);
            size_t n = wm_legal_moves(g, legal, f.nact);
            if (seat >= 0) {
                ck_assert_int_eq(wm_observe(g, seat, obs, f.nobs), WM_OK);
                memset(mask, 0, f.nact);
                for (size_t i = 0; i < n; i++)
                    mask[legal[i]] = 1;
                float v[3], v2[3];
                double rv[3];
                ck_assert_int_eq(wm_model_evaluate(m, obs, f.nobs, mask, v, 3, pol, f.nact), WM_OK);
                ck_assert_int_eq(wm_model_evaluate(m, obs, f.nobs, mask, v2, 3, pol2, f.nact), WM_OK);
                ck_assert(memcmp(v, v2, sizeof v) == 0 && memcmp(pol, pol2, sizeof(float) * f.nact) == 0);
                reference(&f, obs, mask, rv, rp);
                for (int k = 0; k < 3; k++)
                    ck_assert_msg(fabs(v[k] - rv[k]) < 1e-5, "value %d: %g vs %g", k, v[k], rv[k]);
                double sum = 0;
                for (uint32_t a = 0; a < f.nact; a++) {
                    ck_assert_msg(fabs(pol[a] - rp[a]) < 1e-5, "policy %u: %g vs %g", a, pol[a], rp[a]);
                    ck_assert(mask[a] || pol[a] == 0.0f);
                    sum += pol[a];
                }
                ck_assert(fabs(sum - 1) < 1e-5);
            }
            ck_assert_int_eq(wm_apply(g, legal[tu_rng_below(&r, (uint32_t)n)]), WM_OK);
        }
        wm_free(g);
        wm_model_free(m);
        free(obs);
        free(mask);
        free(pol);
        free(pol2);
        free(rp);
        free(legal);
        free(f.p);
    }
}
END_TEST

START_TEST(test_model_evaluate_bad_arguments)
{
    mfile f = build(WM_MARCH_OF_PROGRESS, 1, W2, 3, 2, 0.2f);
    wm_model *m = NULL;
    ck_assert_int_eq(wm_model_load(f.p, f.len, &m), WM_OK);
    float *obs = calloc(f.nobs, sizeof(float));
    uint8_t *mask = calloc(f.nact, 1);
    float v[4], *pol = malloc(sizeof(float) * f.nact);
    ck_assert_int_eq(wm_model_evaluate(NULL, obs, f.nobs, NULL, v, 1, NULL, 0), WM_EINVAL);
    ck_assert_int_eq(wm_model_evaluate(m, NULL, f.nobs, NULL, v, 1, NULL, 0), WM_EINVAL);
    ck_assert_int_eq(wm_model_evaluate(m, obs, f.nobs - 1, NULL, v, 1, NULL, 0), WM_EINVAL);
    ck_assert_int_eq(wm_model_evaluate(m, obs, f.nobs, NULL, v, 4, NULL, 0), WM_EINVAL); /* 3 values */
    ck_assert_int_eq(wm_model_evaluate(m, obs, f.nobs, NULL, NULL, 1, NULL, 0), WM_EINVAL);
    ck_assert_int_eq(wm_model_evaluate(m, obs, f.nobs, NULL, v, 3, pol, f.nact - 1), WM_EINVAL);
    ck_assert_int_eq(wm_model_evaluate(m, obs, f.nobs, mask, v, 3, pol, f.nact), WM_EINVAL); /* nothing legal */
    ck_assert_int_eq(wm_model_evaluate(m, obs, f.nobs, NULL, v, 3, pol, f.nact), WM_OK);     /* all legal */
    wm_model_free(m);
    free(obs);
    free(mask);
    free(pol);
    free(f.p);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Search                                                               */
/* ------------------------------------------------------------------ */

static int is_legal(const wm_game *g, wm_move mv)
{
    wm_move buf[4096];
    size_t n = wm_legal_moves(g, buf, 4096);
    for (size_t i = 0; i < n && i < 4096; i++)
        if (buf[i] == mv)
            return 1;
    return 0;
}

/* A March game played to its end by the model's search at seat 0 and
 * random moves elsewhere: every move legal; the same seed, the same
 * moves. */
START_TEST(test_model_search_plays_legal_deterministic)
{
    mfile f = build(WM_MARCH_OF_PROGRESS, 2, W2, 3, 9, 0.3f);
    wm_model *m = NULL;
    ck_assert_int_eq(wm_model_load(f.p, f.len, &m), WM_OK);
    wm_move first[400];
    for (int pass = 0; pass < 2; pass++) {
        wm_game *g = tu_new(WM_MARCH_OF_PROGRESS, 1, 0, 21);
        tu_rng r;
        tu_rng_seed(&r, 3);
        int k = 0;
        while (!wm_is_over(g) && k < 400) {
            wm_move mv;
            if (wm_to_move(g) == 0) {
                wm_search_options o;
                wm_search_options_init(&o);
                o.iterations = 60;
                o.seed = (uint64_t)k;
                o.model = m;
                ck_assert_int_eq(wm_search_move_with(g, &o, &mv), WM_OK);
                ck_assert(is_legal(g, mv));
            } else {
                wm_move buf[512];
                size_t n = wm_legal_moves(g, buf, 512);
                mv = buf[tu_rng_below(&r, (uint32_t)n)];
            }
            if (pass == 0)
                first[k] = mv;
            else
                ck_assert_uint_eq(first[k], mv);
            ck_assert_int_eq(wm_apply(g, mv), WM_OK);
            k++;
        }
        ck_assert(wm_is_over(g));
        wm_free(g);
    }
    wm_model_free(m);
    free(f.p);
}
END_TEST

/* The policy's priors steer the search: with every weight 0 (all values
 * 0.5) but a large bias for one legal root move, the search picks it;
 * with the bias on another move, that one. */
START_TEST(test_model_search_applies_priors)
{
    wm_game *g = tu_new(WM_MARCH_OF_PROGRESS, 1, 0, 5);
    wm_move legal[512];
    size_t n = 0;
    tu_rng r;
    tu_rng_seed(&r, 1);
    while ((n = wm_legal_moves(g, legal, 512)) < 3 || wm_to_move(g) < 0)
        ck_assert_int_eq(wm_apply(g, legal[tu_rng_below(&r, (uint32_t)n)]), WM_OK);
    for (size_t pick = 1; pick < 3; pick++) {
        mfile f = build(WM_MARCH_OF_PROGRESS, 1, W2, 3, 1, 0.0f);
        set_weight(&f, policy_bias_index(&f, legal[pick]), 8.0f);
        reseal(&f);
        wm_model *m = NULL;
        ck_assert_int_eq(wm_model_load(f.p, f.len, &m), WM_OK);
        wm_search_options o;
        wm_search_options_init(&o);
        o.iterations = 200;
        o.model = m;
        wm_move mv = 0;
        ck_assert_int_eq(wm_search_move_with(g, &o, &mv), WM_OK);
        ck_assert_uint_eq(mv, legal[pick]);
        wm_model_free(m);
        free(f.p);
    }
    wm_free(g);
}
END_TEST

START_TEST(test_model_search_bad_arguments)
{
    mfile f = build(WM_MARCH_OF_PROGRESS, 1, W2, 3, 2, 0.2f);
    mfile f1 = build(WM_MARCH_OF_PROGRESS, 1, W2, 1, 2, 0.2f); /* 1 value, 2 seats */
    mfile fs = build(WM_DEMOCRACY_UNDER_SIEGE, 1, W2, 3, 2, 0.2f);
    wm_model *m = NULL, *m1 = NULL, *ms = NULL;
    ck_assert_int_eq(wm_model_load(f.p, f.len, &m), WM_OK);
    ck_assert_int_eq(wm_model_load(f1.p, f1.len, &m1), WM_OK);
    ck_assert_int_eq(wm_model_load(fs.p, fs.len, &ms), WM_OK);
    wm_game *g = tu_new(WM_MARCH_OF_PROGRESS, 1, 0, 5);
    wm_search_options o;
    wm_search_options_init(&o);
    ck_assert_uint_eq(o.size, sizeof o);
    ck_assert_uint_eq(o.iterations, 1000);
    ck_assert_ptr_null(o.model);
    wm_move mv;
    o.model = m;
    o.iterations = 20;
    ck_assert_int_eq(wm_search_move_with(NULL, &o, &mv), WM_EINVAL);
    ck_assert_int_eq(wm_search_move_with(g, NULL, &mv), WM_EINVAL);
    ck_assert_int_eq(wm_search_move_with(g, &o, NULL), WM_EINVAL);
    wm_search_options b = o;
    b.size = 8;
    ck_assert_int_eq(wm_search_move_with(g, &b, &mv), WM_EINVAL);
    b = o;
    b.reserved[4] = 1;
    ck_assert_int_eq(wm_search_move_with(g, &b, &mv), WM_EINVAL);
    b = o;
    b.iterations = 0;
    ck_assert_int_eq(wm_search_move_with(g, &b, &mv), WM_EINVAL);
    b = o;
    b.c_puct = 0.0f;
    ck_assert_int_eq(wm_search_move_with(g, &b, &mv), WM_EINVAL);
    b.c_puct = NAN;
    ck_assert_int_eq(wm_search_move_with(g, &b, &mv), WM_EINVAL);
    b = o;
    b.model = ms;
    ck_assert_int_eq(wm_search_move_with(g, &b, &mv), WM_EINVAL);
    ck_assert_ptr_nonnull(strstr(wm_last_error(), "model"));
    b.model = m1;
    ck_assert_int_eq(wm_search_move_with(g, &b, &mv), WM_EINVAL);
    ck_assert_ptr_nonnull(strstr(wm_last_error(), "seats"));
    /* without a model: wm_search_move's move */
    b = o;
    b.model = NULL;
    b.seed = 4;
    wm_move a1, a2;
    ck_assert_int_eq(wm_search_move_with(g, &b, &a1), WM_OK);
    ck_assert_int_eq(wm_search_move(g, 20, 4, &a2), WM_OK);
    ck_assert_uint_eq(a1, a2);
    wm_free(g);
    wm_model_free(m);
    wm_model_free(m1);
    wm_model_free(ms);
    free(f.p);
    free(f1.p);
    free(fs.p);
}
END_TEST

/* Allocation per search, not per evaluation: the game's allocator sees
 * the same few calls (buffers, the tree's doublings) for 50 and for 2,000
 * iterations to within the doublings, and every block is returned. */
START_TEST(test_model_search_allocations_bounded)
{
    mfile f = build(WM_MARCH_OF_PROGRESS, 2, W2, 3, 2, 0.2f);
    wm_model *m = NULL;
    ck_assert_int_eq(wm_model_load(f.p, f.len, &m), WM_OK);
    tu_alloc a;
    tu_alloc_init(&a);
    wm_options opt;
    wm_options_init(&opt);
    opt.scenario = 1;
    opt.seed = 8;
    opt.alloc = tu_alloc_fn;
    opt.alloc_ud = &a;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, &opt, &g), WM_OK);
    wm_search_options o;
    wm_search_options_init(&o);
    o.model = m;
    size_t calls[2];
    uint32_t iters[2] = {50, 2000};
    for (int k = 0; k < 2; k++) {
        size_t before = a.calls, live = a.live_blocks;
        o.iterations = iters[k];
        wm_move mv;
        ck_assert_int_eq(wm_search_move_with(g, &o, &mv), WM_OK);
        calls[k] = a.calls - before;
        ck_assert_uint_eq(a.live_blocks, live);
    }
    ck_assert_uint_le(calls[1], calls[0] + 12); /* at most log2(2000 * max_legal / 256) more doublings */
    ck_assert_uint_lt(calls[1], 30);
    ck_assert_uint_eq(a.bad_osize, 0);
    wm_free(g);
    wm_model_free(m);
    free(f.p);
}
END_TEST

/* wm_search_visits (the policy target of weimar.learn): with a model and
 * without one, the move is wm_search_move_with's / wm_search_move's for
 * the same options, it has the most visits (the lowest id on a tie),
 * only legal moves have visits, and they sum to the iterations (less the
 * model search's first, which only expands the root); bad arguments are
 * refused and leave every count 0. */
START_TEST(test_model_search_visits)
{
    mfile f = build(WM_MARCH_OF_PROGRESS, 2, W2, 3, 9, 0.3f);
    wm_model *m = NULL;
    ck_assert_int_eq(wm_model_load(f.p, f.len, &m), WM_OK);
    wm_game *g = tu_new(WM_MARCH_OF_PROGRESS, 1, 0, 13);
    uint32_t na = wm_action_count(g);
    uint32_t *v = malloc(sizeof(uint32_t) * na);
    tu_rng r;
    tu_rng_seed(&r, 8);
    int searched = 0;
    for (int step = 0; step < 60 && !wm_is_over(g); step++) {
        wm_move legal[512];
        size_t n = wm_legal_moves(g, legal, 512);
        if (wm_to_move(g) >= 0 && n > 1) {
            for (int withm = 0; withm < 2; withm++) {
                wm_search_options o;
                wm_search_options_init(&o);
                o.iterations = 80;
                o.seed = (uint64_t)step;
                o.model = withm ? m : NULL;
                wm_move mv, ref;
                ck_assert_int_eq(wm_search_visits(g, &o, v, na, &mv), WM_OK);
                ck_assert_int_eq(wm_search_move_with(g, &o, &ref), WM_OK);
                ck_assert_uint_eq(mv, ref);
                uint64_t sum = 0;
                for (uint32_t a = 0; a < na; a++) {
                    if (v[a])
                        ck_assert(is_legal(g, a));
                    ck_assert(v[a] < v[mv] || (v[a] == v[mv] && a >= mv));
                    sum += v[a];
                }
                ck_assert_uint_eq(sum, withm ? 79 : 80);
            }
            searched++;
        }
        ck_assert_int_eq(wm_apply(g, legal[tu_rng_below(&r, (uint32_t)n)]), WM_OK);
    }
    ck_assert_int_gt(searched, 10);
    wm_search_options o;
    wm_search_options_init(&o);
    o.iterations = 20;
    o.model = m;
    wm_move mv;
    for (uint32_t a = 0; a < na; a++)
        v[a] = 7;
    ck_assert_int_eq(wm_search_visits(g, &o, v, na - 1, &mv), WM_EINVAL);
    ck_assert_ptr_nonnull(strstr(wm_last_error(), "nvisits"));
    ck_assert_int_eq(wm_search_visits(g, &o, NULL, na, &mv), WM_EINVAL);
    ck_assert_int_eq(wm_search_visits(NULL, &o, v, na, &mv), WM_EINVAL);
    o.iterations = 0;
    ck_assert_int_eq(wm_search_visits(g, &o, v, na, &mv), WM_EINVAL);
    for (uint32_t a = 0; a < na; a++)
        ck_assert_uint_eq(v[a], 0);
    free(v);
    wm_free(g);
    wm_model_free(m);
    free(f.p);
}
END_TEST

/* The shipped models (models/, doc/ai.md): each loads, and on the fixed
 * positions stored beside it (models/TITLE.expected, written by
 * `python3 -m weimar.learn export --expected` from PyTorch's forward pass
 * in float32) the library's values and priors equal PyTorch's to 2e-5
 * absolute.  The file: a line "position SEAT NNZ NLEGAL", NNZ lines
 * "index value" of the observation's non-zero floats, a line of the
 * legal move ids, a line of the 4 values (one per seat index), a line of the
 * legal moves' probabilities, in the order of the ids. */
#ifndef WM_TEST_MODELS
#define WM_TEST_MODELS "models"
#endif

/* Format version 2 (doc/model-format.md): a flags word after the layer
 * count; f (a version 1 file) rewritten as one with flags. */
static mfile as_v2(const mfile *f, uint32_t flags)
{
    mfile g = *f;
    g.len = f->len + 4;
    g.head = f->head + 4;
    g.p = malloc(g.len);
    ck_assert_ptr_nonnull(g.p);
    memcpy(g.p, f->p, 36);
    put32(g.p + 8, 2);
    put32(g.p + 36, flags);
    memcpy(g.p + 40, f->p + 36, f->len - 36);
    reseal(&g);
    return g;
}

START_TEST(test_model_v2_flags)
{
    /* the residual flag loads for a title with an evaluation (Siege) */
    mfile f = build(WM_DEMOCRACY_UNDER_SIEGE, 1, W2, 3, 2, 0.2f);
    mfile g = as_v2(&f, 1);
    wm_model *m = NULL;
    ck_assert_msg(wm_model_load(g.p, g.len, &m) == WM_OK, "%s", wm_last_error());
    wm_model_free(m);
    free(g.p);
    /* version 2 without flags is version 1's network */
    g = as_v2(&f, 0);
    ck_assert_int_eq(wm_model_load(g.p, g.len, &m), WM_OK);
    wm_model_free(m);
    /* every truncation of a version 2 file is refused */
    for (size_t len = 0; len < g.len; len += len < 64 ? 1 : 997)
        ck_assert_int_ne(wm_model_load(g.p, len, &m), WM_OK);
    free(g.p);
    /* the cut playout with the residual flag */
    g = as_v2(&f, 3);
    ck_assert_msg(wm_model_load(g.p, g.len, &m) == WM_OK, "%s", wm_last_error());
    wm_model_free(m);
    free(g.p);
    /* ... and without it */
    g = as_v2(&f, 2);
    expect_refused(g.p, g.len, WM_ECORRUPT, "residual flag");
    free(g.p);
    /* an unknown flag */
    g = as_v2(&f, 5);
    expect_refused(g.p, g.len, WM_ECORRUPT, "unknown flags");
    free(g.p);
    free(f.p);
    /* residual for a title without an evaluation (March) */
    f = build(WM_MARCH_OF_PROGRESS, 1, W2, 3, 2, 0.2f);
    g = as_v2(&f, 1);
    expect_refused(g.p, g.len, WM_ECORRUPT, "no evaluation");
    free(g.p);
    free(f.p);
}
END_TEST

START_TEST(test_model_wm_evaluate)
{
    wm_game *g = tu_new(WM_DEMOCRACY_UNDER_SIEGE, 1, 0, 3);
    float v[4] = {-1, -1, -1, -1};
    ck_assert_int_eq(wm_evaluate(g, v, 4), WM_OK);
    int n = wm_seat_count(g);
    for (int i = 0; i < 4; i++) {
        ck_assert(v[i] >= 0.0f && v[i] <= 1.0f);
        if (i >= n)
            ck_assert(v[i] == 0.5f);
    }
    ck_assert_int_eq(wm_evaluate(g, v, 17), WM_EINVAL);
    ck_assert_int_eq(wm_evaluate(NULL, v, 2), WM_EINVAL);
    ck_assert_int_eq(wm_evaluate(g, NULL, 2), WM_EINVAL);
    ck_assert_int_eq(wm_evaluate(g, NULL, 0), WM_OK);
    wm_free(g);
    g = tu_new(WM_MARCH_OF_PROGRESS, 1, 0, 3);
    v[0] = -1;
    ck_assert_int_eq(wm_evaluate(g, v, 2), WM_EINVAL);
    ck_assert(v[0] == 0.5f);
    ck_assert_ptr_nonnull(strstr(wm_last_error(), "no evaluation"));
    wm_free(g);
}
END_TEST

/* A residual model of zero weights scores a leaf by the title's
 * evaluation alone (e + sigmoid(0) - 0.5 = e): its search's root visits
 * follow the evaluation, where the same network without the flag values
 * every leaf 0.5 and spreads the visits by its (uniform) priors alone. */
static void residual_search_case(uint32_t flags)
{
    wm_game *g = tu_new(WM_DEMOCRACY_UNDER_SIEGE, 1, 0, 2);
    wm_move legal[1024];
    size_t n = 0;
    tu_rng r;
    tu_rng_seed(&r, 3);
    int differ = 0, tried = 0;
    uint32_t na = wm_action_count(g);
    uint32_t *va = calloc(na, sizeof *va), *vb = calloc(na, sizeof *vb), *vc = calloc(na, sizeof *vc);
    mfile f = build(WM_DEMOCRACY_UNDER_SIEGE, 1, W2, 3, 2, 0.0f);
    mfile f2 = as_v2(&f, flags);
    wm_model *plain = NULL, *res = NULL;
    ck_assert_int_eq(wm_model_load(f.p, f.len, &plain), WM_OK);
    ck_assert_int_eq(wm_model_load(f2.p, f2.len, &res), WM_OK);
    for (int step = 0; step < 400 && !wm_is_over(g) && tried < 6; step++) {
        n = wm_legal_moves(g, legal, 1024);
        if (wm_to_move(g) >= 0 && n > 2 && step % 20 == 0) {
            wm_search_options o;
            wm_search_options_init(&o);
            o.iterations = 300;
            o.seed = 9;
            wm_move ma = 0, mb = 0, mc = 0;
            o.model = plain;
            ck_assert_int_eq(wm_search_visits(g, &o, va, na, &ma), WM_OK);
            o.model = res;
            ck_assert_int_eq(wm_search_visits(g, &o, vb, na, &mb), WM_OK);
            ck_assert_int_eq(wm_search_visits(g, &o, vc, na, &mc), WM_OK); /* deterministic */
            ck_assert_uint_eq(mb, mc);
            ck_assert_int_eq(memcmp(vb, vc, na * sizeof *vb), 0);
            differ += memcmp(va, vb, na * sizeof *va) != 0;
            tried++;
        }
        ck_assert_int_eq(wm_apply(g, legal[tu_rng_below(&r, (uint32_t)n)]), WM_OK);
    }
    ck_assert_int_ge(tried, 3);
    ck_assert_int_ge(differ, tried - 1); /* a position whose evaluation no move changes searches alike */
    wm_model_free(plain);
    wm_model_free(res);
    free(f.p);
    free(f2.p);
    free(va);
    free(vb);
    free(vc);
    wm_free(g);
}

START_TEST(test_model_residual_search_uses_evaluation)
{
    residual_search_case(1); /* MODEL_RESIDUAL */
    residual_search_case(3); /* ... after the cut playout */
}
END_TEST

static unsigned char *slurp(const char *path, size_t *len)
{
    FILE *fp = fopen(path, "rb");
    if (!fp)
        return NULL;
    fseek(fp, 0, SEEK_END);
    long n = ftell(fp);
    fseek(fp, 0, SEEK_SET);
    unsigned char *p = malloc((size_t)n + 1);
    *len = fread(p, 1, (size_t)n, fp);
    fclose(fp);
    return p;
}

static void check_shipped(const char *name, wm_title t)
{
    char path[1024];
    snprintf(path, sizeof path, "%s/%s.wmml", WM_TEST_MODELS, name);
    size_t len = 0;
    unsigned char *bytes = slurp(path, &len);
    ck_assert_msg(bytes != NULL, "cannot read %s", path);
    ck_assert_uint_le(len, 1024u * 1024u); /* <= 1 MiB (issue 35) */
    wm_model *m = NULL;
    ck_assert_msg(wm_model_load(bytes, len, &m) == WM_OK, "%s: %s", path, wm_last_error());
    ck_assert_int_eq(wm_model_title(m), t);
    snprintf(path, sizeof path, "%s/%s.expected", WM_TEST_MODELS, name);
    FILE *fp = fopen(path, "r");
    ck_assert_msg(fp != NULL, "cannot read %s", path);
    wm_game *g = tu_new(t, 1, 0, 1);
    size_t nobs = wm_observation_size(g);
    uint32_t na = wm_action_count(g);
    wm_free(g);
    float *obs = malloc(sizeof(float) * nobs), *pol = malloc(sizeof(float) * na);
    uint8_t *mask = malloc(na);
    wm_move *ids = malloc(sizeof(wm_move) * na);
    int seat, positions = 0; /* seat: the observer, for the reader */
    unsigned nnz, nl;
    double worst = 0;
    while (fscanf(fp, " position %d %u %u", &seat, &nnz, &nl) == 3) {
        memset(obs, 0, sizeof(float) * nobs);
        memset(mask, 0, na);
        for (unsigned k = 0; k < nnz; k++) {
            unsigned i;
            float x;
            ck_assert_int_eq(fscanf(fp, " %u %g", &i, &x), 2);
            ck_assert_uint_lt(i, nobs);
            obs[i] = x;
        }
        for (unsigned k = 0; k < nl; k++) {
            ck_assert_int_eq(fscanf(fp, " %u", &ids[k]), 1);
            ck_assert_uint_lt(ids[k], na);
            mask[ids[k]] = 1;
        }
        float v[4];
        ck_assert_int_eq(wm_model_evaluate(m, obs, nobs, mask, v, 4, pol, na), WM_OK);
        for (int k = 0; k < 4; k++) {
            double want;
            ck_assert_int_eq(fscanf(fp, " %lg", &want), 1);
            double d = fabs(v[k] - want);
            worst = d > worst ? d : worst;
            ck_assert_msg(d <= 2e-5, "%s position %d value %d: %.8g, PyTorch %.8g", name, positions, k, v[k], want);
        }
        for (unsigned k = 0; k < nl; k++) {
            double want;
            ck_assert_int_eq(fscanf(fp, " %lg", &want), 1);
            double d = fabs(pol[ids[k]] - want);
            worst = d > worst ? d : worst;
            ck_assert_msg(d <= 2e-5, "%s position %d prior of %u: %.8g, PyTorch %.8g", name, positions, ids[k],
                          pol[ids[k]], want);
        }
        positions++;
    }
    ck_assert_int_ge(positions, 8);
    fclose(fp);
    free(obs);
    free(pol);
    free(mask);
    free(ids);
    free(bytes);
    wm_model_free(m);
}

START_TEST(test_model_shipped_match_pytorch)
{
    check_shipped("march", WM_MARCH_OF_PROGRESS);
    check_shipped("siege", WM_DEMOCRACY_UNDER_SIEGE);
}
END_TEST

int main(void)
{
    const tu_test tests[] = {
        {"load", test_model_loads_every_title},
        {"load", test_model_layout_text_fits},
        {"load", test_model_every_truncation_refused},
        {"load", test_model_bad_arguments},
        {"load", test_model_bad_headers_refused},
        {"load", test_model_damage_and_non_finite_refused},
        {"evaluate", test_model_evaluate_matches_reference},
        {"evaluate", test_model_evaluate_bad_arguments},
        {"search", test_model_search_plays_legal_deterministic},
        {"search", test_model_search_applies_priors},
        {"search", test_model_search_bad_arguments},
        {"search", test_model_search_allocations_bounded},
        {"search", test_model_search_visits},
        {"load", test_model_v2_flags},
        {"evaluate", test_model_wm_evaluate},
        {"search", test_model_residual_search_uses_evaluation},
        {"shipped", test_model_shipped_match_pytorch},
    };
    return tu_run(tu_suite("model", tests, sizeof tests / sizeof tests[0]));
}
