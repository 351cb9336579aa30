/*
 * ai.c - the interface for learning and search (doc/ai.md): observation
 * tensors, chance probabilities, resampling of hidden information, and
 * the information-set Monte Carlo tree search behind wm_search_move().
 *
 * Everything here is generic: a title takes part through the optional
 * hooks of wm_title_ops (obs_slices/observe, chance, resample).
 */
#include "core.h"

#include <string.h>

/* ------------------------------------------------------------------ */
/* Observation tensors                                                  */
/* ------------------------------------------------------------------ */

static size_t obs_size(const wm_title_ops *ops)
{
    size_t n = 0;
    for (size_t i = 0; i < ops->nobs_slices; i++)
        n += wm__obs_slice_size(&ops->obs_slices[i]);
    return n;
}

size_t wm_observation_size(const wm_game *g)
{
    if (!g || !g->ops->observe || !g->ops->obs_slices)
        return 0;
    return obs_size(g->ops);
}

static wm_status observe_(const wm_game *g, int seat, float *buf, size_t n)
{
    if (!buf)
        return wm__fail(WM_EINVAL, "buf is NULL");
    if (!g->ops->observe || !g->ops->obs_slices)
        return wm__fail(WM_EINVAL, "game: %s has no observation", g->ops->name);
    if (seat < 0 || seat >= g->ops->seat_count(g->state))
        return wm__fail(WM_EINVAL, "seat: %d is not a seat of this game (0-%d)", seat, g->ops->seat_count(g->state) - 1);
    if (n < obs_size(g->ops))
        return wm__fail(WM_ERANGE, "n: %zu floats, the observation of %s needs %zu", n, g->ops->name, obs_size(g->ops));
    g->ops->observe(g->state, seat, buf);
    return WM_OK;
}

wm_status wm_observe(const wm_game *g, int seat, float *buf, size_t n)
{
    if (!g)
        return wm__fail(WM_EINVAL, "game is NULL");
    const void *pk = wm__pack_enter(g);
    wm_status st = observe_(g, seat, buf, n);
    wm__pack_leave(pk);
    return st;
}

wm_status wm_observation_layout(const wm_game *g, char *buf, size_t cap, size_t *len)
{
    if (!g || !len)
        return wm__fail(WM_EINVAL, "%s is NULL", !g ? "game" : "len");
    if (!g->ops->observe || !g->ops->obs_slices)
        return wm__fail(WM_EINVAL, "game: %s has no observation", g->ops->name);
    const wm_title_ops *ops = g->ops;
    wm_json j;
    wm__json_init(&j, buf, buf ? cap : 0);
    wm__json_obj(&j);
    wm__json_kstr(&j, "title", ops->name);
    wm__json_kint(&j, "size", (int64_t)obs_size(ops));
    wm__json_key(&j, "slices");
    wm__json_arr(&j);
    size_t off = 0;
    for (size_t i = 0; i < ops->nobs_slices; i++) {
        const wm_obs_slice *s = &ops->obs_slices[i];
        wm__json_obj(&j);
        wm__json_kstr(&j, "name", s->name);
        wm__json_kint(&j, "offset", (int64_t)off);
        wm__json_key(&j, "shape");
        wm__json_arr(&j);
        for (int d = 0; d < 3 && s->dim[d]; d++)
            wm__json_int(&j, s->dim[d]);
        wm__json_arr_end(&j);
        wm__json_kstr(&j, "doc", s->doc ? s->doc : "");
        wm__json_obj_end(&j);
        off += wm__obs_slice_size(s);
    }
    wm__json_arr_end(&j);
    wm__json_obj_end(&j);
    return wm__json_finish(&j, len);
}

/* ------------------------------------------------------------------ */
/* Chance                                                               */
/* ------------------------------------------------------------------ */

#define AI_LEGAL_STACK 1024
#define WM_VIEW_SEATS_MAX 16

static size_t chance_of(const wm_title_ops *ops, const void *st, wm_move *moves, double *probs, size_t cap)
{
    if (ops->is_over(st) || ops->to_move(st) != WM_CHANCE)
        return 0;
    if (ops->chance)
        return ops->chance(st, moves, probs, cap);
    size_t n = ops->legal(st, moves, cap);
    size_t w = n < cap ? n : cap;
    for (size_t i = 0; i < w; i++)
        probs[i] = 1.0 / (double)n;
    return n;
}

static size_t chance_outcomes_(const wm_game *g, wm_move *moves, double *probs, size_t cap)
{
    if (!g || ((!moves || !probs) && cap))
        return 0;
    if (cap == 0) {
        wm_move m[AI_LEGAL_STACK];
        double p[AI_LEGAL_STACK];
        return chance_of(g->ops, g->state, m, p, AI_LEGAL_STACK);
    }
    return chance_of(g->ops, g->state, moves, probs, cap);
}

size_t wm_chance_outcomes(const wm_game *g, wm_move *moves, double *probs, size_t cap)
{
    if (!g)
        return 0;
    const void *pk = wm__pack_enter(g);
    size_t n = chance_outcomes_(g, moves, probs, cap);
    wm__pack_leave(pk);
    return n;
}

/* ------------------------------------------------------------------ */
/* Resampling                                                           */
/* ------------------------------------------------------------------ */

/* Distinct seeds for the attempts and for the search's iterations. */
static uint64_t attempt_seed(uint64_t seed, uint64_t k)
{
    return wm__mix64(seed ^ wm__mix64(k + 0x5eed5eedULL));
}

/* The view and the observation of seat in a and b are byte-identical. */
static int same_for_seat(const wm_game *a, const wm_game *b, int seat, char *va, char *vb, size_t vcap,
                         float *oa, float *ob, size_t on)
{
    size_t la = 0, lb = 0;
    if (wm_to_json(a, seat, va, vcap, &la) != WM_OK || wm_to_json(b, seat, vb, vcap, &lb) != WM_OK)
        return 0;
    if (la != lb || memcmp(va, vb, la) != 0)
        return 0;
    if (on) {
        a->ops->observe(a->state, seat, oa);
        b->ops->observe(b->state, seat, ob);
        if (memcmp(oa, ob, on * sizeof(float)) != 0)
            return 0;
    }
    return 1;
}

#define RESAMPLE_ATTEMPTS 16

static wm_status resample_(const wm_game *g, int seat, uint64_t seed, wm_game **out)
{
    if (!out)
        return WM_EINVAL;
    *out = NULL;
    if (!g || !g->ops->resample)
        return WM_EINVAL;
    const wm_title_ops *ops = g->ops;
    if (seat < 0 || seat >= ops->seat_count(g->state))
        return WM_EINVAL;
    wm_game *r = wm__game_alloc(ops, g->alloc, g->alloc_ud, g->flags);
    if (!r)
        return WM_ENOMEM;
    r->origin = g->origin;
    r->origin.known = 0; /* a determinization has no history to replay */
    wm__game_set_content(r, g->content);

    size_t vlen = 0;
    (void)wm_to_json(g, seat, NULL, 0, &vlen);
    size_t vcap = 2 * vlen + 256; /* the resampled view has the same length when it is equal */
    size_t on = wm_observation_size(g);
    size_t bytes = 2 * vcap + 2 * on * sizeof(float);
    char *mem = wm__alloc(g->alloc, g->alloc_ud, NULL, 0, bytes);
    if (!mem) {
        wm_free(r);
        return WM_ENOMEM;
    }
    float *oa = on ? (float *)(void *)mem : NULL;
    float *ob = on ? oa + on : NULL;
    char *va = mem + 2 * on * sizeof(float);
    char *vb = va + vcap;

    wm_status res = WM_EILLEGAL;
    for (uint64_t k = 0; k < RESAMPLE_ATTEMPTS; k++) {
        memcpy(r->state, g->state, ops->state_size);
        if (ops->resample(r->state, seat, attempt_seed(seed, k)) != WM_OK)
            continue;
        if (wm_check(r) != WM_OK)
            continue;
        if (!same_for_seat(g, r, seat, va, vb, vcap, oa, ob, on))
            continue;
        res = WM_OK;
        break;
    }
    wm__alloc(g->alloc, g->alloc_ud, mem, bytes, 0);
    if (res != WM_OK) {
        wm_free(r);
        return res;
    }
    *out = r;
    return WM_OK;
}

wm_status wm_resample(const wm_game *g, int seat, uint64_t seed, wm_game **out)
{
    if (!g) {
        if (out)
            *out = NULL;
        return wm__fail(WM_EINVAL, "game is NULL");
    }
    const void *pk = wm__pack_enter(g);
    wm_status st = resample_(g, seat, seed, out);
    wm__pack_leave(pk);
    if (st == WM_EINVAL)
        wm__fail(st, !out ? "out is NULL"
                     : !g->ops->resample ? "game: this title cannot resample"
                                         : "seat: not a seat of this game");
    else if (st == WM_ENOMEM)
        wm__fail(st, "out of memory: the resampled game");
    else if (st == WM_EILLEGAL)
        wm__fail(st, "resample: no consistent position found in %d attempts", RESAMPLE_ATTEMPTS);
    return st;
}

/* ------------------------------------------------------------------ */
/* Search: single-observer information-set MCTS                         */
/* ------------------------------------------------------------------ */

/*
 * One tree for the seat to move at the root (Cowling, Powley & Whitehouse,
 * "Information Set Monte Carlo Tree Search", 2012, SO-ISMCTS): a node is
 * a sequence of moves from the root, shared by every determinization in
 * which those moves are legal.  Each iteration redraws what the root seat
 * has not seen (the title's resample hook), descends by UCB1 over the
 * children legal in this determinization (counting their availability),
 * adds one node, plays the game out (by the title's Non-player rules where it
 * has them, else by uniformly random moves) and backs the
 * result up, each node scored for the seat that made its move.  Chance
 * decisions (external dice) are drawn by their probabilities, not branched.
 */
typedef struct ai_node {
    int32_t child, sibling; /* first child, next sibling; -1: none */
    uint32_t visits, avail;
    double reward;          /* sum of results in [0, 1] for `seat` */
    wm_move move;
    int32_t parent;
    int32_t seat;           /* who made `move` */
} ai_node;

/* Playouts end at this many moves (no title's game comes near it); a
 * playout cut there scores a draw. */
#define AI_PLAYOUT_MAX 20000

/* ln and sqrt without libm (the library links nothing but libc) and the
 * same on every platform, so a search is reproducible everywhere. */
static double ai_log(double x) /* x >= 1 */
{
    int e = 0;
    while (x >= 2.0) {
        x *= 0.5;
        e++;
    }
    /* x in [1, 2): ln x = 2 atanh((x - 1) / (x + 1)) */
    double t = (x - 1.0) / (x + 1.0), t2 = t * t, term = t, sum = 0.0;
    for (int k = 1; k < 40; k += 2) {
        sum += term / k;
        term *= t2;
    }
    return 2.0 * sum + e * 0.69314718055994530942;
}

/* ai_log of the small counts the UCB reads (a child's availability),
 * tabulated once (wm__once): the same values, at a lookup's cost. */
#define AI_LOG_TABLE 8192
static double ai_log_table[AI_LOG_TABLE];
static _Atomic int ai_log_state;

static void build_ai_log(void)
{
    for (int i = 1; i < AI_LOG_TABLE; i++)
        ai_log_table[i] = ai_log((double)i);
}

static double ai_log_count(uint32_t n) /* n >= 1 */
{
    if (n < AI_LOG_TABLE && wm__once(&ai_log_state, build_ai_log))
        return ai_log_table[n];
    return ai_log((double)n);
}

static double ai_sqrt(double x) /* x >= 0 */
{
    if (x <= 0.0)
        return 0.0;
    double r = x > 1.0 ? x : 1.0;
    for (int i = 0; i < 60; i++) {
        double n = 0.5 * (r + x / r);
        if (n >= r)
            break;
        r = n;
    }
    return r;
}
#define AI_UCB_C 0.7

typedef struct ai_search {
    const wm_title_ops *ops;
    ai_node *nodes;
    uint32_t nnodes, cap;
    wm_move *legal;
    double *probs;
    size_t nlegal_cap;
    uint64_t rng;
} ai_search;

/* Draws a chance outcome of st by its probabilities. */
static wm_move draw_chance(ai_search *s, const void *st)
{
    size_t n = chance_of(s->ops, st, s->legal, s->probs, s->nlegal_cap);
    if (n > s->nlegal_cap)
        n = s->nlegal_cap;
    return s->legal[wm__rng_pick(&s->rng, s->probs, n)];
}

static size_t legal_of(ai_search *s, const void *st)
{
    size_t n = s->ops->legal(st, s->legal, s->nlegal_cap);
    return n < s->nlegal_cap ? n : s->nlegal_cap;
}

static int32_t find_child(const ai_search *s, int32_t node, wm_move m)
{
    for (int32_t c = s->nodes[node].child; c >= 0; c = s->nodes[c].sibling)
        if (s->nodes[c].move == m)
            return c;
    return -1;
}

static void iterate(ai_search *s, void *st, int nseats)
{
    const wm_title_ops *ops = s->ops;
    int32_t node = 0;
    int expanded = 0;
    uint32_t steps = 0;
    /* selection and expansion */
    while (!ops->is_over(st) && steps < AI_PLAYOUT_MAX) {
        int who = ops->to_move(st);
        steps++;
        if (who == WM_CHANCE) {
            ops->apply(st, draw_chance(s, st));
            continue;
        }
        if (expanded)
            break;
        size_t n = legal_of(s, st);
        if (n == 0)
            break;
        /* availability, and the untried moves */
        size_t untried = 0;
        for (size_t i = 0; i < n; i++) {
            int32_t c = find_child(s, node, s->legal[i]);
            if (c >= 0)
                s->nodes[c].avail++;
            else
                s->legal[untried++] = s->legal[i]; /* compacts in place: i >= untried */
        }
        if (untried && s->nnodes < s->cap) {
            wm_move m = s->legal[wm__rng_below(&s->rng, (uint32_t)untried)];
            int32_t c = (int32_t)s->nnodes++;
            s->nodes[c] = (ai_node){-1, s->nodes[node].child, 0, 1, 0.0, m, node, who};
            s->nodes[node].child = c;
            ops->apply(st, m);
            node = c;
            expanded = 1;
            continue;
        }
        /* UCB1 over the children legal here (the ones counted above) */
        n = legal_of(s, st);
        int32_t best = -1;
        double bestv = -1.0;
        for (size_t i = 0; i < n; i++) {
            int32_t c = find_child(s, node, s->legal[i]);
            if (c < 0)
                continue; /* the tree is full: untried moves stay untried */
            const ai_node *nd = &s->nodes[c];
            double v = nd->visits ? nd->reward / nd->visits +
                                        AI_UCB_C * ai_sqrt(ai_log_count(nd->avail) / nd->visits)
                                  : 2.0;
            if (v > bestv) {
                bestv = v;
                best = c;
            }
        }
        if (best < 0) {
            ops->apply(st, s->legal[wm__rng_below(&s->rng, (uint32_t)n)]);
            break;
        }
        ops->apply(st, s->nodes[best].move);
        node = best;
    }
    /* playout: the title's own rollout where it has one, else move by
     * move (cut after eval_depth moves where the title evaluates) */
    uint32_t played = 0;
    if (ops->rollout && !ops->is_over(st)) {
        ops->rollout(st, &s->rng);
        steps = AI_PLAYOUT_MAX;
    }
    while (!ops->is_over(st) && steps < AI_PLAYOUT_MAX) {
        if (ops->evaluate && played >= ops->eval_depth)
            break;
        played++;
        steps++;
        if (ops->to_move(st) == WM_CHANCE) {
            ops->apply(st, draw_chance(s, st));
            continue;
        }
        /* the title's Non-player rules where it has them (a cooperative
         * title's random play nearly always loses: no signal), else a
         * uniformly random move */
        wm_move m;
        if (ops->bot && ops->bot(st, &m) == WM_OK) {
            ops->apply(st, m);
            continue;
        }
        size_t n = legal_of(s, st);
        if (n == 0)
            break;
        ops->apply(st, s->legal[wm__rng_below(&s->rng, (uint32_t)n)]);
    }
    double value[WM_VIEW_SEATS_MAX];
    int32_t res[WM_VIEW_SEATS_MAX] = {0};
    int over = ops->is_over(st) != 0;
    if (over)
        ops->outcome(st, res);
    for (int i = 0; i < nseats && i < WM_VIEW_SEATS_MAX; i++)
        value[i] = over ? (res[i] > 0 ? 1.0 : res[i] < 0 ? 0.0 : 0.5) : 0.5;
    if (!over && ops->evaluate)
        ops->evaluate(st, value); /* a cut playout: the title's estimate */
    /* backpropagation */
    for (int32_t x = node; x > 0; x = s->nodes[x].parent) {
        s->nodes[x].visits++;
        int sv = s->nodes[x].seat;
        s->nodes[x].reward += (sv >= 0 && sv < nseats && sv < WM_VIEW_SEATS_MAX) ? value[sv] : 0.5;
    }
    s->nodes[0].visits++;
}

static wm_status search_move_(const wm_game *g, uint32_t iterations, uint64_t seed, uint32_t *visits, wm_move *out)
{
    if (!g || !out || iterations == 0 || !g->ops->resample)
        return WM_EINVAL;
    const wm_title_ops *ops = g->ops;
    if (ops->is_over(g->state))
        return WM_EOVER;
    int nseats = ops->seat_count(g->state);
    size_t lcap = ops->max_legal ? ops->max_legal : AI_LEGAL_STACK;
    if (iterations > 0x7ffffffeu)
        iterations = 0x7ffffffeu;
    size_t ssz = ((size_t)ops->state_size + 7) & ~(size_t)7;
    size_t bytes = ssz + (size_t)(iterations + 1) * sizeof(ai_node) + lcap * (sizeof(wm_move) + sizeof(double));
    unsigned char *mem = wm__alloc(g->alloc, g->alloc_ud, NULL, 0, bytes);
    if (!mem)
        return WM_ENOMEM;
    ai_search s;
    s.ops = ops;
    void *st = mem; /* the allocator's alignment suits the state's uint64_t */
    s.nodes = (ai_node *)(void *)(mem + ssz);
    s.cap = iterations + 1;
    s.probs = (double *)(void *)(s.nodes + s.cap);
    s.legal = (wm_move *)(void *)(s.probs + lcap);
    s.nlegal_cap = lcap;
    s.rng = wm__mix64(seed ^ 0x15c75ULL);
    s.nnodes = 1;
    s.nodes[0] = (ai_node){-1, -1, 0, 0, 0.0, 0, -1, WM_NOBODY};

    wm_status res = WM_OK;
    int root = ops->to_move(g->state);
    if (root == WM_CHANCE) {
        *out = draw_chance(&s, g->state);
        goto done;
    }
    size_t n = legal_of(&s, g->state);
    if (n == 0) {
        res = WM_EILLEGAL;
        goto done;
    }
    wm_move first = s.legal[0];
    if (n == 1) {
        *out = first;
        goto done;
    }
    for (uint32_t it = 0; it < iterations; it++) {
        memcpy(st, g->state, ops->state_size);
        uint64_t k = 0;
        while (k < 4 && ops->resample(st, root, attempt_seed(seed, (uint64_t)it * 4 + k)) != WM_OK) {
            memcpy(st, g->state, ops->state_size);
            k++;
        }
        iterate(&s, st, nseats);
    }
    /* the most visited root move (the lowest id on a tie) */
    uint32_t bestn = 0;
    int found = 0;
    for (int32_t c = s.nodes[0].child; c >= 0; c = s.nodes[c].sibling) {
        const ai_node *nd = &s.nodes[c];
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
    wm__alloc(g->alloc, g->alloc_ud, mem, bytes, 0);
    return res;
}

wm_status wm__search_move_visits(const wm_game *g, uint32_t iterations, uint64_t seed, uint32_t *visits,
                                 wm_move *out)
{
    return search_move_(g, iterations, seed, visits, out);
}

wm_status wm_search_move(const wm_game *g, uint32_t iterations, uint64_t seed, wm_move *out)
{
    if (!g)
        return wm__fail(WM_EINVAL, "game is NULL");
    const void *pk = wm__pack_enter(g);
    wm_status st = search_move_(g, iterations, seed, NULL, out);
    wm__pack_leave(pk);
    if (st == WM_EINVAL)
        wm__fail(st, !out ? "out is NULL"
                     : iterations == 0 ? "iterations: 0, at least 1"
                                       : "game: this title cannot search (no resample)");
    else if (st == WM_EOVER)
        wm__fail(st, "search: the game is over");
    else if (st == WM_ENOMEM)
        wm__fail(st, "out of memory: the search tree of %u iterations", (unsigned)iterations);
    return st;
}
