/*
 * model.c - learned evaluations (doc/model-format.md): the model file's
 * loader and validator, the network's float32 inference, and the PUCT
 * search over the information-set tree that uses it
 * (wm_search_move_with).
 *
 * The file (all integers uint32 little-endian, weights IEEE float32
 * little-endian):
 *
 *   offset   size
 *   0        8     magic "WMMODEL\0"
 *   8        4     format version (WM_MODEL_FORMAT)
 *   12       4     title id (wm_title)
 *   16       4     observation size (wm_observation_size of the title)
 *   20       4     observation layout hash: CRC-32 of the text
 *                  "name:d0xd1xd2;" for every slice in order (names and
 *                  shapes of wm_observation_layout, not the doc strings)
 *   24       4     action count (wm_action_count of the title)
 *   28       4     value count V (1-16): one estimate per seat index
 *   32       4     hidden layer count L (1-8)
 *   36       4*L   the hidden layers' widths (1-4096 each)
 *   36+4L    ...   weights: for each hidden layer l (input width: the
 *                  observation size, then the previous layer's), W_l
 *                  (out x in, row-major) then b_l (out); then the policy
 *                  head W_p (actions x H) and b_p; then the value head
 *                  W_v (V x H) and b_v (H: the last hidden width)
 *   end-4    4     CRC-32 (IEEE 802.3, as zlib) of every byte before it
 *
 * The network: h_0 = obs; h_l = relu(W_l h_(l-1) + b_l); the policy's
 * logits W_p h_L + b_p, a softmax over the legal moves; the values
 * sigmoid(W_v h_L + b_v), each a seat's expected result in [0, 1].
 *
 * Determinism: every dot product is summed in float32 in increasing
 * index order, starting from the bias, with no contraction into fused
 * multiply-adds (the pragma below for clang; GCC does not contract in
 * the ISO C modes -std=c11 builds with); the softmax and the sigmoid are
 * computed in double with the library's own exponential (basic
 * arithmetic only, no libm).  On a platform with IEEE binary32/64
 * arithmetic and FLT_EVAL_METHOD 0 (x86-64 SSE2, AArch64, WebAssembly)
 * the outputs are bit-identical, so the search chooses the same move.
 */
#include "core.h"

#include <float.h>
#include <string.h>

#ifdef __clang__
#pragma STDC FP_CONTRACT OFF
#endif

#define WM_MODEL_FORMAT 2u
#define MODEL_RESIDUAL 1u /* format 2 flags: the value head corrects the title's evaluation */
#define MODEL_PLAYOUT 2u  /* ... evaluated after wm_search_move's cut playout (with MODEL_RESIDUAL) */
#define MODEL_MAGIC "WMMODEL"  /* 8 bytes with its NUL */
#define MODEL_MAX_LAYERS 8u
#define MODEL_MAX_WIDTH 4096u
#define MODEL_MAX_VALUES 16u
#define MODEL_MAX_FLOATS (64u * 1024u * 1024u) /* 256 MiB of weights */

struct wm_model {
    wm_title title;
    const wm_title_ops *ops;
    uint32_t nobs, nact, nval, nlayers, maxw, flags;
    uint32_t width[MODEL_MAX_LAYERS];
    const float *w[MODEL_MAX_LAYERS], *b[MODEL_MAX_LAYERS]; /* w: transposed (in x out) */
    const float *pw, *pb, *vw, *vb;
    float *scratch;       /* wm_model_evaluate's: 2 * maxw + nact floats */
    double *dscratch;     /* nact doubles */
    size_t bytes;         /* the whole allocation */
};

/* ------------------------------------------------------------------ */
/* Arithmetic                                                           */
/* ------------------------------------------------------------------ */

/* e^x from basic operations alone, the same on every IEEE platform:
 * x = k ln 2 + r, |r| <= ln 2 / 2, e^r by its Taylor polynomial (below),
 * 2^k from its bit pattern. */
static double model_exp(double x)
{
    if (x != x)
        return 0.0;
    if (x < -700.0)
        return 0.0;
    if (x > 700.0)
        x = 700.0;
    const double ln2_hi = 6.93147180369123816490e-01, ln2_lo = 1.90821492927058770002e-10;
    double kd = x * 1.44269504088896338700;
    int k = (int)(kd < 0 ? kd - 0.5 : kd + 0.5);
    double r = (x - k * ln2_hi) - k * ln2_lo;
    /* e^r by its Taylor polynomial of degree 13 in Horner's form (the
     * first omitted term is below 2e-17 for |r| <= ln 2 / 2), with the
     * coefficients 1/i! as constants: multiplications and additions only,
     * no division (this runs once a legal move at every leaf) */
    static const double inv_fact[14] = {1.0,
                                        1.0,
                                        0.5,
                                        1.66666666666666666667e-01,
                                        4.16666666666666666667e-02,
                                        8.33333333333333333333e-03,
                                        1.38888888888888888889e-03,
                                        1.98412698412698412698e-04,
                                        2.48015873015873015873e-05,
                                        2.75573192239858906526e-06,
                                        2.75573192239858906526e-07,
                                        2.50521083854417187751e-08,
                                        2.08767569878680989792e-09,
                                        1.60590438368216145994e-10};
    double sum = inv_fact[13];
    for (int i = 12; i >= 0; i--)
        sum = sum * r + inv_fact[i];
    union {
        double d;
        uint64_t u;
    } p;
    p.u = (uint64_t)(k + 1023) << 52;
    return sum * p.d;
}

static double model_sigmoid(double z)
{
    if (z >= 0)
        return 1.0 / (1.0 + model_exp(-z));
    double e = model_exp(z);
    return e / (1.0 + e);
}

static double model_sqrt(double x) /* x >= 0; Newton from above */
{
    if (x <= 0.0)
        return 0.0;
    double r = x > 1.0 ? x : 1.0;
    for (int i = 0; i < 200; i++) {
        double n = 0.5 * (r + x / r);
        if (n >= r)
            break;
        r = n;
    }
    return r;
}

/* A sum of finite weights can still overflow (a hostile model: weights of
 * 3e38): +inf, -inf, or NaN from inf - inf.  Every sum is made finite
 * (NaN as 0, an infinity as the largest float of its sign), so that the
 * softmax and the sigmoid always give probabilities (fuzz_model found a
 * NaN prior); a finite sum is returned unchanged. */
static float finite_sum(float x)
{
    if (x != x)
        return 0.0f;
    if (x > FLT_MAX)
        return FLT_MAX;
    if (x < -FLT_MAX)
        return -FLT_MAX;
    return x;
}

/* The heads' dot products: eight partial sums, lane k summing the
 * products of the indices i = k (mod 8) in increasing order (lane 0 from
 * the bias), then combined as ((l0 + l1) + (l2 + l3)) + ((l4 + l5) + (l6 +
 * l7)).  A fixed order, the same on every platform, that does not wait
 * on one long chain of additions (the lanes are independent, so the
 * compiler may keep them in one vector register). */
static float dot(const float *w, const float *x, uint32_t n, float acc)
{
    float l[8] = {acc, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    uint32_t i = 0;
    for (; i + 8 <= n; i += 8)
        for (uint32_t k = 0; k < 8; k++) {
            float p = w[i + k] * x[i + k];
            l[k] = l[k] + p;
        }
    for (uint32_t k = 0; i < n; i++, k++) {
        float p = w[i] * x[i];
        l[k] = l[k] + p;
    }
    float a = (l[0] + l[1]) + (l[2] + l[3]);
    float b = (l[4] + l[5]) + (l[6] + l[7]);
    return finite_sum(a + b);
}

/* y[j] += col[j] * xi for j < n, each element's own product and sum (so
 * the grouping does not change a result): with GCC's and clang's vector
 * extension four at a time (element-wise IEEE operations, no
 * contraction: -std=c11 for GCC, the pragma above for clang). */
#if defined(__GNUC__)
typedef float model_v4 __attribute__((vector_size(16)));
#endif

static void axpy(float *restrict y, const float *restrict col, float xi, uint32_t n)
{
    uint32_t j = 0;
#if defined(__GNUC__)
    for (; j + 4 <= n; j += 4) {
        model_v4 c, a;
        memcpy(&c, col + j, sizeof c);
        memcpy(&a, y + j, sizeof a);
        model_v4 p = c * xi;
        a = a + p;
        memcpy(y + j, &a, sizeof a);
    }
#endif
    for (; j < n; j++) {
        float p = col[j] * xi;
        y[j] = y[j] + p;
    }
}

/* The hidden layers from obs; returns the last layer's activations (in
 * scratch: 2 * maxw floats). */
static const float *hidden(const wm_model *m, const float *obs, float *scratch)
{
    /* Every hidden layer from its transpose (in x out, m->w[l]): only the
     * non-zero inputs cost anything (the observations are mostly zeros,
     * and so are the ReLU's outputs), and the inner loop runs over the
     * outputs, so the compiler may vectorize it.  Each output is still
     * summed from its bias in increasing input order; a zero input's
     * term is a zero, which does not change a sum (a -0 bias that would
     * become +0 is a zero either way after the ReLU), so the result is
     * the row-major dot product's exactly (doc/model-format.md). */
    float *bufs[2] = {scratch, scratch + m->maxw};
    const float *x = obs;
    uint32_t in = m->nobs;
    for (uint32_t l = 0; l < m->nlayers; l++) {
        float *y = bufs[l & 1];
        uint32_t out = m->width[l];
        const float *b = m->b[l];
        for (uint32_t j = 0; j < out; j++)
            y[j] = b[j];
        for (uint32_t i = 0; i < in; i++) {
            if ((i & 7u) == 0 && i + 8 <= in) {
                /* a block of eight +0.0 inputs (all bits zero) skipped at
                 * once: the observations are long runs of zeros */
                uint64_t q[4];
                memcpy(q, x + i, sizeof q);
                if ((q[0] | q[1] | q[2] | q[3]) == 0) {
                    i += 7;
                    continue;
                }
            }
            float xi = x[i];
            if (xi == 0.0f)
                continue;
            axpy(y, m->w[l] + (size_t)i * out, xi, out);
        }
        for (uint32_t j = 0; j < out; j++) {
            float v = finite_sum(y[j]);
            y[j] = v > 0.0f ? v : 0.0f;
        }
        x = y;
        in = out;
    }
    return x;
}

static void values(const wm_model *m, const float *h, double *v, uint32_t nv)
{
    uint32_t hw = m->width[m->nlayers - 1];
    for (uint32_t k = 0; k < nv && k < m->nval; k++)
        v[k] = model_sigmoid((double)dot(m->vw + (size_t)k * hw, h, hw, m->vb[k]));
}

/* The policy's softmax over the n moves in moves[] (each < nact): p[i]. */
static void priors(const wm_model *m, const float *h, const wm_move *moves, size_t n, double *p)
{
    uint32_t hw = m->width[m->nlayers - 1];
    double mx = 0.0;
    for (size_t i = 0; i < n; i++) {
        p[i] = (double)dot(m->pw + (size_t)moves[i] * hw, h, hw, m->pb[moves[i]]);
        if (i == 0 || p[i] > mx)
            mx = p[i];
    }
    double sum = 0.0;
    for (size_t i = 0; i < n; i++) {
        p[i] = model_exp(p[i] - mx);
        sum += p[i];
    }
    for (size_t i = 0; i < n; i++)
        p[i] = p[i] / sum;
}

/* ------------------------------------------------------------------ */
/* Loading                                                              */
/* ------------------------------------------------------------------ */

static uint32_t rd32(const unsigned char *p)
{
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static float rdf(const unsigned char *p)
{
    uint32_t u = rd32(p);
    float f;
    memcpy(&f, &u, sizeof f);
    return f;
}

static int is_finite(uint32_t u)
{
    return (u & 0x7f800000u) != 0x7f800000u;
}

/* The observation layout hash of a title (the file's offset 20). */
uint32_t wm__model_layout_hash(const wm_title_ops *ops, uint32_t *size)
{
    char buf[256];
    size_t n = 0;
    static const char digits[] = "0123456789";
    /* the layouts' texts are short (under 2 KiB; check_model checks 8 KiB
     * is enough for every title) */
    char text[8192];
    size_t len = 0;
    for (size_t i = 0; i < ops->nobs_slices; i++) {
        const wm_obs_slice *s = &ops->obs_slices[i];
        n += wm__obs_slice_size(s);
        size_t k = 0;
        for (const char *c = s->name; *c && k < 200; c++)
            buf[k++] = *c;
        buf[k++] = ':';
        for (int d = 0; d < 3 && s->dim[d]; d++) {
            if (d)
                buf[k++] = 'x';
            char tmp[8];
            int t = 0;
            unsigned v = s->dim[d];
            do {
                tmp[t++] = digits[v % 10];
                v /= 10;
            } while (v);
            while (t)
                buf[k++] = tmp[--t];
        }
        buf[k++] = ';';
        if (len + k > sizeof text)
            break; /* not reached by any title (checked by check_model) */
        memcpy(text + len, buf, k);
        len += k;
    }
    *size = (uint32_t)n;
    return wm__crc32(text, len);
}

static wm_status load_(const unsigned char *p, size_t len, wm_model **out)
{
    if (len < 40)
        return wm__fail(WM_ECORRUPT, "model: %zu bytes, shorter than any model file", len);
    if (memcmp(p, MODEL_MAGIC, 8) != 0)
        return wm__fail(WM_ECORRUPT, "model: not a model file (bad magic)");
    uint32_t fmt = rd32(p + 8);
    if (fmt > WM_MODEL_FORMAT)
        return wm__fail(WM_EVERSION, "model: format version %u, this library reads up to %u", (unsigned)fmt,
                        WM_MODEL_FORMAT);
    if (fmt == 0)
        return wm__fail(WM_ECORRUPT, "model: format version 0");
    uint32_t crc = rd32(p + len - 4);
    if (wm__crc32(p, len - 4) != crc)
        return wm__fail(WM_ECORRUPT, "model: checksum mismatch (damaged file)");
    uint32_t title = rd32(p + 12);
    const wm_title_ops *ops = title <= 0xffffu ? wm__title_ops((wm_title)title) : NULL;
    if (!ops)
        return wm__fail(WM_ECORRUPT, "model: title id %u is not a title of this library", (unsigned)title);
    if (!ops->observe || !ops->obs_slices)
        return wm__fail(WM_ECORRUPT, "model: title %s has no observation", ops->name);
    uint32_t nobs = rd32(p + 16), lh = rd32(p + 20), nact = rd32(p + 24), nval = rd32(p + 28);
    uint32_t nl = rd32(p + 32);
    uint32_t tsize = 0;
    uint32_t th = wm__model_layout_hash(ops, &tsize);
    if (nobs != tsize || lh != th)
        return wm__fail(WM_EVERSION,
                        "model: observation size %u, layout hash %08x; %s's are %u, %08x (trained on another layout)",
                        (unsigned)nobs, (unsigned)lh, ops->name, (unsigned)tsize, (unsigned)th);
    if (nact != ops->action_count)
        return wm__fail(WM_ECORRUPT, "model: %u actions, %s has %u", (unsigned)nact, ops->name,
                        (unsigned)ops->action_count);
    if (nval < 1 || nval > MODEL_MAX_VALUES)
        return wm__fail(WM_ECORRUPT, "model: value count %u, 1-%u", (unsigned)nval, MODEL_MAX_VALUES);
    if (nl < 1 || nl > MODEL_MAX_LAYERS)
        return wm__fail(WM_ECORRUPT, "model: %u hidden layers, 1-%u", (unsigned)nl, MODEL_MAX_LAYERS);
    /* format 2: a flags word before the widths (MODEL_RESIDUAL) */
    size_t wat = fmt >= 2 ? 40 : 36;
    uint32_t flags = fmt >= 2 ? rd32(p + 36) : 0;
    if (flags & ~(MODEL_RESIDUAL | MODEL_PLAYOUT))
        return wm__fail(WM_ECORRUPT, "model: unknown flags %08x", (unsigned)flags);
    if ((flags & MODEL_PLAYOUT) && !(flags & MODEL_RESIDUAL))
        return wm__fail(WM_ECORRUPT, "model: flags %08x: a cut playout needs the residual flag", (unsigned)flags);
    if ((flags & MODEL_RESIDUAL) && !ops->evaluate)
        return wm__fail(WM_ECORRUPT, "model: a residual value head, but %s has no evaluation", ops->name);
    size_t head = wat + 4 * (size_t)nl;
    if (len < head + 4)
        return wm__fail(WM_ECORRUPT, "model: truncated in the layer widths");
    uint64_t floats = 0;
    uint32_t in = nobs, maxw = 0, width[MODEL_MAX_LAYERS];
    for (uint32_t l = 0; l < nl; l++) {
        width[l] = rd32(p + wat + 4 * l);
        if (width[l] < 1 || width[l] > MODEL_MAX_WIDTH)
            return wm__fail(WM_ECORRUPT, "model: layer %u has width %u, 1-%u", (unsigned)l, (unsigned)width[l],
                            MODEL_MAX_WIDTH);
        floats += (uint64_t)width[l] * in + width[l];
        in = width[l];
        if (width[l] > maxw)
            maxw = width[l];
    }
    floats += (uint64_t)nact * in + nact + (uint64_t)nval * in + nval;
    if (floats > MODEL_MAX_FLOATS)
        return wm__fail(WM_ECORRUPT, "model: %llu weights, at most %u", (unsigned long long)floats,
                        MODEL_MAX_FLOATS);
    if ((uint64_t)len != head + floats * 4 + 4)
        return wm__fail(WM_ECORRUPT, "model: %zu bytes, the shapes need %llu", len,
                        (unsigned long long)(head + floats * 4 + 4));
    const unsigned char *wp = p + head;
    for (uint64_t i = 0; i < floats; i++)
        if (!is_finite(rd32(wp + 4 * i)))
            return wm__fail(WM_ECORRUPT, "model: weight %llu is not finite", (unsigned long long)i);

    /* one block: the struct, the weights, the scratch */
    size_t sz = (sizeof(wm_model) + 7) & ~(size_t)7;
    size_t scratch = (size_t)2 * maxw + nact;
    size_t bytes = sz + (size_t)floats * sizeof(float) + scratch * sizeof(float) + 8 + (size_t)nact * sizeof(double);
    unsigned char *mem = wm__alloc(NULL, NULL, NULL, 0, bytes);
    if (!mem)
        return wm__fail(WM_ENOMEM, "out of memory: a model of %llu weights", (unsigned long long)floats);
    wm_model *m = (wm_model *)(void *)mem;
    memset(m, 0, sizeof *m);
    m->title = (wm_title)title;
    m->ops = ops;
    m->nobs = nobs;
    m->nact = nact;
    m->nval = nval;
    m->nlayers = nl;
    m->maxw = maxw;
    m->flags = flags;
    m->bytes = bytes;
    float *wts = (float *)(void *)(mem + sz);
    /* the hidden layers are kept transposed (in x out; hidden()) */
    size_t at = 0;
    in = nobs;
    for (uint32_t l = 0; l < nl; l++) {
        for (uint32_t j = 0; j < width[l]; j++)
            for (uint32_t i = 0; i < in; i++)
                wts[at + (size_t)i * width[l] + j] = rdf(wp + 4 * (at + (size_t)j * in + i));
        at += (size_t)width[l] * in;
        for (uint32_t j = 0; j < width[l]; j++, at++)
            wts[at] = rdf(wp + 4 * at);
        in = width[l];
    }
    for (uint64_t i = at; i < floats; i++)
        wts[i] = rdf(wp + 4 * i);
    m->scratch = wts + floats;
    uintptr_t d = (uintptr_t)(m->scratch + scratch);
    d = (d + 7) & ~(uintptr_t)7;
    m->dscratch = (double *)d;
    const float *q = wts;
    in = nobs;
    for (uint32_t l = 0; l < nl; l++) {
        m->width[l] = width[l];
        m->w[l] = q;
        q += (size_t)width[l] * in;
        m->b[l] = q;
        q += width[l];
        in = width[l];
    }
    m->pw = q;
    q += (size_t)nact * in;
    m->pb = q;
    q += nact;
    m->vw = q;
    q += (size_t)nval * in;
    m->vb = q;
    *out = m;
    return WM_OK;
}

wm_status wm_model_load(const void *bytes, size_t len, wm_model **out)
{
    if (!out)
        return wm__fail(WM_EINVAL, "out is NULL");
    *out = NULL;
    if (!bytes && len)
        return wm__fail(WM_EINVAL, "bytes is NULL");
    if (!bytes)
        return wm__fail(WM_ECORRUPT, "model: 0 bytes, shorter than any model file");
    return load_((const unsigned char *)bytes, len, out);
}

void wm_model_free(wm_model *m)
{
    if (m)
        wm__alloc(NULL, NULL, m, m->bytes, 0);
}

wm_title wm_model_title(const wm_model *m)
{
    return m ? m->title : (wm_title)0;
}

wm_status wm_model_evaluate(wm_model *m, const float *obs, size_t nobs, const uint8_t *mask, float *value,
                            size_t nvalue, float *policy, size_t npolicy)
{
    if (!m || !obs)
        return wm__fail(WM_EINVAL, "%s is NULL", !m ? "model" : "obs");
    if (nobs != m->nobs)
        return wm__fail(WM_EINVAL, "nobs: %zu floats, the model reads %u", nobs, (unsigned)m->nobs);
    if ((!value && nvalue) || nvalue > m->nval)
        return wm__fail(WM_EINVAL, "value: %zu floats, the model has %u values", nvalue, (unsigned)m->nval);
    if ((!policy && npolicy) || (npolicy && npolicy < m->nact))
        return wm__fail(WM_EINVAL, "policy: %zu floats, the model has %u actions", npolicy, (unsigned)m->nact);
    const float *h = hidden(m, obs, m->scratch);
    double v[MODEL_MAX_VALUES];
    values(m, h, v, (uint32_t)nvalue);
    for (size_t k = 0; k < nvalue; k++)
        value[k] = (float)v[k];
    if (policy && npolicy) {
        /* the legal ids, in increasing order, in the scratch after the
         * hidden buffers (as wm_move) */
        wm_move *ids = (wm_move *)(void *)(m->scratch + 2 * (size_t)m->maxw);
        size_t n = 0;
        for (uint32_t a = 0; a < m->nact; a++)
            if (!mask || mask[a])
                ids[n++] = a;
        if (n == 0)
            return wm__fail(WM_EINVAL, "mask: no legal move");
        priors(m, h, ids, n, m->dscratch);
        for (uint32_t a = 0; a < m->nact; a++)
            policy[a] = 0.0f;
        for (size_t i = 0; i < n; i++)
            policy[ids[i]] = (float)m->dscratch[i];
    }
    return WM_OK;
}

/* ------------------------------------------------------------------ */
/* Search with a model: PUCT over the information-set tree               */
/* ------------------------------------------------------------------ */

void wm_search_options_init(wm_search_options *o)
{
    if (!o)
        return;
    memset(o, 0, sizeof *o);
    o->size = (uint32_t)sizeof *o;
    o->iterations = 1000;
    o->c_puct = 1.5f;
}

typedef struct m_node {
    int32_t child, sibling, parent, seat; /* seat: who made move */
    uint32_t visits, avail, expanded;
    float prior;
    double reward; /* sum of results in [0, 1] for seat */
    wm_move move;
} m_node;

typedef struct m_search {
    const wm_title_ops *ops;
    const wm_model *model;
    wm_alloc_fn alloc;
    void *alloc_ud;
    m_node *nodes;
    uint32_t nnodes, cap;
    int full;
    wm_move *legal;
    double *probs;
    size_t lcap;
    float *obs, *scratch;
    int32_t *slot;   /* per move id: its child under the node being walked */
    uint32_t *stamp; /* per move id: slot[] is valid when it equals token */
    uint32_t token, nact;
    double c;
    uint64_t rng;
} m_search;

#define M_DEPTH_MAX 20000
#define M_SEATS 16

static uint64_t m_attempt_seed(uint64_t seed, uint64_t k) /* as ai.c's attempt_seed */
{
    return wm__mix64(seed ^ wm__mix64(k + 0x5eed5eedULL));
}

static size_t m_legal(m_search *s, const void *st)
{
    size_t n = s->ops->legal(st, s->legal, s->lcap);
    return n < s->lcap ? n : s->lcap;
}

static wm_move m_chance(m_search *s, const void *st)
{
    const wm_title_ops *ops = s->ops;
    size_t n;
    if (ops->chance) {
        n = ops->chance(st, s->legal, s->probs, s->lcap);
        if (n > s->lcap)
            n = s->lcap;
    } else {
        n = m_legal(s, st);
        for (size_t i = 0; i < n; i++)
            s->probs[i] = 1.0 / (double)n;
    }
    return s->legal[wm__rng_pick(&s->rng, s->probs, n)];
}

/* Room for k more nodes (the array doubles through the game's
 * allocator); 0 when it cannot grow (the tree then stops growing). */
static int m_room(m_search *s, size_t k)
{
    if (s->full)
        return 0;
    if ((size_t)s->nnodes + k <= s->cap)
        return 1;
    size_t ncap = s->cap;
    while (ncap < (size_t)s->nnodes + k)
        ncap *= 2;
    if (ncap > 0x7ffffff0u) {
        s->full = 1;
        return 0;
    }
    m_node *nn = wm__alloc(s->alloc, s->alloc_ud, s->nodes, s->cap * sizeof(m_node), ncap * sizeof(m_node));
    if (!nn) {
        s->full = 1;
        return 0;
    }
    s->nodes = nn;
    s->cap = (uint32_t)ncap;
    return 1;
}

static int32_t m_add(m_search *s, int32_t parent, wm_move mv, int seat, float prior)
{
    int32_t c = (int32_t)s->nnodes++;
    s->nodes[c] = (m_node){-1, s->nodes[parent].child, parent, seat, 0, 0, 0, prior, 0.0, mv};
    s->nodes[parent].child = c;
    return c;
}

/* MODEL_PLAYOUT: the title's eval_depth moves past the leaf, chance by
 * its probabilities and the seats' moves uniformly at random, as
 * wm_search_move's cut playouts (lib/core/ai.c) */
static void m_cut_playout(m_search *s, void *st)
{
    const wm_title_ops *ops = s->ops;
    for (uint32_t k = 0; k < ops->eval_depth && !ops->is_over(st); k++) {
        if (ops->to_move(st) == WM_CHANCE) {
            ops->apply(st, m_chance(s, st));
            continue;
        }
        size_t n = m_legal(s, st);
        if (n == 0)
            break;
        ops->apply(st, s->legal[wm__rng_below(&s->rng, (uint32_t)n)]);
    }
}

static void m_iterate(m_search *s, void *st, int nseats)
{
    const wm_title_ops *ops = s->ops;
    const wm_model *m = s->model;
    double value[M_SEATS];
    for (int i = 0; i < M_SEATS; i++)
        value[i] = 0.5;
    int32_t node = 0;
    for (uint32_t depth = 0;; depth++) {
        if (ops->is_over(st)) {
            int32_t res[M_SEATS] = {0};
            ops->outcome(st, res);
            for (int i = 0; i < nseats && i < M_SEATS; i++)
                value[i] = res[i] > 0 ? 1.0 : res[i] < 0 ? 0.0 : 0.5;
            break;
        }
        if (depth >= M_DEPTH_MAX)
            break; /* a draw's 0.5 (no title comes near it) */
        int who = ops->to_move(st);
        if (who == WM_CHANCE) {
            ops->apply(st, m_chance(s, st));
            continue;
        }
        size_t n = m_legal(s, st);
        if (n == 0)
            break;
        if (!s->nodes[node].expanded) {
            /* a leaf: the model's values for every seat, its priors for
             * the moves legal here */
            ops->observe(st, who, s->obs);
            const float *h = hidden(m, s->obs, s->scratch);
            values(m, h, value, (uint32_t)nseats);
            if (m->flags & MODEL_RESIDUAL) {
                /* the title's evaluation of the leaf, corrected by the
                 * value head: e + sigmoid(z) - 0.5 in [0, 1]
                 * (doc/model-format.md) */
                double e[M_SEATS];
                for (int i = 0; i < M_SEATS; i++)
                    e[i] = 0.5;
                if (m->flags & MODEL_PLAYOUT)
                    m_cut_playout(s, st);
                if (ops->is_over(st)) {
                    int32_t res[M_SEATS] = {0};
                    ops->outcome(st, res);
                    for (int i = 0; i < nseats && i < M_SEATS; i++)
                        e[i] = res[i] > 0 ? 1.0 : res[i] < 0 ? 0.0 : 0.5;
                } else {
                    ops->evaluate(st, e);
                }
                for (int i = 0; i < nseats && i < M_SEATS; i++) {
                    double v = e[i] + value[i] - 0.5;
                    value[i] = v < 0.0 ? 0.0 : v > 1.0 ? 1.0 : v;
                }
            }
            if (m_room(s, n)) {
                priors(m, h, s->legal, n, s->probs);
                for (size_t i = n; i-- > 0;) /* so the children run in id order */
                    m_add(s, node, s->legal[i], who, (float)s->probs[i]);
                s->nodes[node].expanded = 1;
            }
            break;
        }
        /* the node's children by move id (slot/stamp: one walk of the
         * list, not one per legal move) */
        if (++s->token == 0) {
            memset(s->stamp, 0, sizeof(uint32_t) * s->nact);
            s->token = 1;
        }
        for (int32_t c = s->nodes[node].child; c >= 0; c = s->nodes[c].sibling)
            if (s->nodes[c].move < s->nact) {
                s->stamp[s->nodes[c].move] = s->token;
                s->slot[s->nodes[c].move] = c;
            }
        /* availability; a move legal here that no earlier determinization
         * had gets a uniform prior */
        for (size_t i = 0; i < n; i++) {
            wm_move mv = s->legal[i];
            int32_t c = mv < s->nact && s->stamp[mv] == s->token ? s->slot[mv] : -1;
            if (c < 0 && mv < s->nact && m_room(s, 1)) {
                c = m_add(s, node, mv, who, (float)(1.0 / (double)n));
                s->stamp[mv] = s->token;
                s->slot[mv] = c;
            }
            if (c >= 0)
                s->nodes[c].avail++;
        }
        int32_t best = -1;
        double bestv = 0.0;
        for (size_t i = 0; i < n; i++) {
            wm_move mv = s->legal[i];
            int32_t c = mv < s->nact && s->stamp[mv] == s->token ? s->slot[mv] : -1;
            if (c < 0)
                continue;
            const m_node *nd = &s->nodes[c];
            double q = nd->visits ? nd->reward / nd->visits : 0.5;
            double u = s->c * (double)nd->prior * model_sqrt((double)nd->avail) / (1.0 + nd->visits);
            double v = q + u;
            if (best < 0 || v > bestv) {
                best = c;
                bestv = v;
            }
        }
        if (best < 0)
            break;
        ops->apply(st, s->nodes[best].move);
        node = best;
    }
    for (int32_t x = node; x > 0; x = s->nodes[x].parent) {
        s->nodes[x].visits++;
        int sv = s->nodes[x].seat;
        s->nodes[x].reward += (sv >= 0 && sv < nseats && sv < M_SEATS) ? value[sv] : 0.5;
    }
    s->nodes[0].visits++;
}

static wm_status search_with_(const wm_game *g, const wm_search_options *o, uint32_t *visits, wm_move *out)
{
    const wm_title_ops *ops = g->ops;
    const wm_model *m = o->model;
    if (!ops->resample)
        return wm__fail(WM_EINVAL, "game: this title cannot search (no resample)");
    if (m->title != ops->id || m->ops != ops)
        return wm__fail(WM_EINVAL, "model: a model of title %d, the game is %s", (int)m->title, ops->name);
    if (ops->is_over(g->state))
        return wm__fail(WM_EOVER, "search: the game is over");
    int nseats = ops->seat_count(g->state);
    if ((uint32_t)nseats > m->nval)
        return wm__fail(WM_EINVAL, "model: %u values, the game has %d seats", (unsigned)m->nval, nseats);
    size_t lcap = ops->max_legal ? ops->max_legal : 1024;
    size_t ssz = ((size_t)ops->state_size + 7) & ~(size_t)7;
    size_t nfl = (size_t)m->nobs + 2 * (size_t)m->maxw;
    size_t bytes = ssz + lcap * (sizeof(double) + sizeof(wm_move)) + nfl * sizeof(float) +
                   (size_t)ops->action_count * (sizeof(int32_t) + sizeof(uint32_t));
    unsigned char *mem = wm__alloc(g->alloc, g->alloc_ud, NULL, 0, bytes);
    if (!mem)
        return wm__fail(WM_ENOMEM, "out of memory: the search's buffers");
    m_search s;
    memset(&s, 0, sizeof s);
    s.ops = ops;
    s.model = m;
    s.alloc = g->alloc;
    s.alloc_ud = g->alloc_ud;
    void *st = mem;
    s.probs = (double *)(void *)(mem + ssz);
    s.legal = (wm_move *)(void *)(s.probs + lcap);
    s.lcap = lcap;
    s.obs = (float *)(void *)(s.legal + lcap);
    s.scratch = s.obs + m->nobs;
    s.slot = (int32_t *)(void *)(s.scratch + 2 * (size_t)m->maxw);
    s.stamp = (uint32_t *)(void *)(s.slot + ops->action_count);
    s.nact = ops->action_count;
    memset(s.stamp, 0, sizeof(uint32_t) * s.nact);
    s.c = (double)o->c_puct;
    s.rng = wm__mix64(o->seed ^ 0x9c75ULL);
    s.cap = 256;
    s.nodes = wm__alloc(g->alloc, g->alloc_ud, NULL, 0, s.cap * sizeof(m_node));
    if (!s.nodes) {
        wm__alloc(g->alloc, g->alloc_ud, mem, bytes, 0);
        return wm__fail(WM_ENOMEM, "out of memory: the search tree");
    }
    s.nnodes = 1;
    s.nodes[0] = (m_node){-1, -1, -1, WM_NOBODY, 0, 0, 0, 1.0f, 0.0, 0};

    wm_status res = WM_OK;
    int root = ops->to_move(g->state);
    if (root == WM_CHANCE) {
        *out = m_chance(&s, g->state);
        goto done;
    }
    size_t n = m_legal(&s, g->state);
    if (n == 0) {
        res = wm__fail(WM_EILLEGAL, "search: no legal move");
        goto done;
    }
    wm_move first = s.legal[0];
    if (n == 1) {
        *out = first;
        goto done;
    }
    for (uint32_t it = 0; it < o->iterations; it++) {
        memcpy(st, g->state, ops->state_size);
        uint64_t k = 0;
        while (k < 4 && ops->resample(st, root, m_attempt_seed(o->seed, (uint64_t)it * 4 + k)) != WM_OK) {
            memcpy(st, g->state, ops->state_size);
            k++;
        }
        m_iterate(&s, st, nseats);
    }
    uint32_t bestn = 0;
    int found = 0;
    for (int32_t c = s.nodes[0].child; c >= 0; c = s.nodes[c].sibling) {
        const m_node *nd = &s.nodes[c];
        if (visits && nd->move < ops->action_count)
            visits[nd->move] = nd->visits;
        if (!found || nd->visits > bestn || (nd->visits == bestn && nd->move < *out)) {
            bestn = nd->visits;
            *out = nd->move;
            found = 1;
        }
    }
    if (!found)
        *out = first;
done:
    wm__alloc(g->alloc, g->alloc_ud, s.nodes, s.cap * sizeof(m_node), 0);
    wm__alloc(g->alloc, g->alloc_ud, mem, bytes, 0);
    return res;
}

static wm_status search_opts_(const wm_game *g, const wm_search_options *o, uint32_t *visits, wm_move *out)
{
    if (!g || !o || !out)
        return wm__fail(WM_EINVAL, "%s is NULL", !g ? "game" : !o ? "opts" : "out");
    if (o->size != sizeof *o)
        return wm__fail(WM_EINVAL, "opts: size %u, this library's wm_search_options has %u (call wm_search_options_init)",
                        (unsigned)o->size, (unsigned)sizeof *o);
    for (int i = 0; i < 5; i++)
        if (o->reserved[i])
            return wm__fail(WM_EINVAL, "opts: reserved[%d] is not zero", i);
    if (o->iterations == 0)
        return wm__fail(WM_EINVAL, "iterations: 0, at least 1");
    if (!o->model) {
        if (!visits)
            return wm_search_move(g, o->iterations, o->seed, out);
        const void *pk = wm__pack_enter(g);
        wm_status st = wm__search_move_visits(g, o->iterations, o->seed, visits, out);
        wm__pack_leave(pk);
        if (st != WM_OK) /* the reason as wm_search_move gives it */
            return wm_search_move(g, o->iterations, o->seed, out);
        return st;
    }
    if (!(o->c_puct > 0.0f && o->c_puct <= 1e6f))
        return wm__fail(WM_EINVAL, "c_puct: must be in (0, 1e6]");
    const void *pk = wm__pack_enter(g);
    wm_status st = search_with_(g, o, visits, out);
    wm__pack_leave(pk);
    return st;
}

wm_status wm_search_move_with(const wm_game *g, const wm_search_options *o, wm_move *out)
{
    return search_opts_(g, o, NULL, out);
}

wm_status wm_search_visits(const wm_game *g, const wm_search_options *o, uint32_t *visits, size_t nvisits,
                           wm_move *out)
{
    if (!visits)
        return wm__fail(WM_EINVAL, "visits is NULL");
    if (!g)
        return wm__fail(WM_EINVAL, "game is NULL");
    if (nvisits != g->ops->action_count)
        return wm__fail(WM_EINVAL, "nvisits: %zu, the title has %u move ids (wm_action_count)", nvisits,
                        (unsigned)g->ops->action_count);
    memset(visits, 0, nvisits * sizeof *visits);
    wm_status st = search_opts_(g, o, visits, out);
    if (st != WM_OK)
        memset(visits, 0, nvisits * sizeof *visits);
    return st;
}

wm_status wm_evaluate(const wm_game *g, float *value, size_t nvalue)
{
    if (!g || (!value && nvalue))
        return wm__fail(WM_EINVAL, "%s is NULL", !g ? "game" : "value");
    if (nvalue > M_SEATS)
        return wm__fail(WM_EINVAL, "nvalue: %zu, at most %d", nvalue, M_SEATS);
    double v[M_SEATS];
    for (int i = 0; i < M_SEATS; i++)
        v[i] = 0.5;
    for (size_t i = 0; i < nvalue; i++)
        value[i] = 0.5f;
    if (!g->ops->evaluate)
        return wm__fail(WM_EINVAL, "evaluate: %s has no evaluation", g->ops->name);
    if (g->ops->is_over(g->state))
        return wm__fail(WM_EOVER, "evaluate: the game is over");
    const void *pk = wm__pack_enter(g);
    g->ops->evaluate(g->state, v);
    wm__pack_leave(pk);
    int nseats = g->ops->seat_count(g->state);
    for (size_t i = 0; i < nvalue && (int)i < nseats; i++)
        value[i] = (float)v[i];
    return WM_OK;
}
