/*
 * bot.c - wm_bot_move for Friedrich Ebert: a cooperative assistant.
 *
 * Policy: keep every group's tension away from the "Game Lost" marker,
 * feed the milestone, the Personal Experiences tasks and the golden target
 * letter, and never let markers lapse when they can do something useful.
 * Each decision is scored by a one-step look-ahead: the move is applied to
 * a copy of the state (the rules run on until the next decision) and the
 * copy is evaluated.  A move that starts a task or a support is followed
 * through its sub-decisions with the same policy before it is scored.
 * Opening a letter is chosen without looking at the hidden letter (the
 * copy would reveal it): the bot prefers to open a letter in the front
 * position, the golden target letter first.  The bot does read the
 * resolution cards of open letters, as players who know the chapter do.
 * Deterministic: a function of the state alone; the state's generator is
 * advanced only in copies.
 */
#include "ebert.h"

#include <string.h>

static long danger(const ebert_state *st, int g)
{
    static const long cost[6] = {0, 600, 200, 60, 18, 5};
    int margin = st->lost - st->tension[g];
    return margin >= 6 ? 0 : cost[margin < 0 ? 0 : margin];
}

static long evaluate(const ebert_state *st)
{
    if (st->result == R_WON)
        return 10000000;
    if (st->result == R_LOST)
        return -10000000 + st->round * 100L;
    long v = 0;
    for (int g = 0; g < st->ngroups; g++) {
        v -= danger(st, g);
        v -= 3L * st->tension[g];
        if (st->nrow[g] == EB_ROW)
            v -= 8;
    }
    v += 300L * st->ms_done;
    if (wm__ebert_has_ms(st) && st->use_mode != U_MILESTONE)
        for (int i = 0; i < EB_MS_SPACES; i++)
            v += st->ms_fill[i] ? 40 : 0;
    for (int k = 0; k < EB_KINDS; k++)
        v += 10L * st->held[k];
    for (int g = 0; g < EB_MAX_GROUPS; g++)
        v += st->favour[g] ? 8 : 0;
    /* the golden target letter on its way to the front position */
    for (int p = 0; p < st->nrow[0]; p++)
        if (!(st->row[0][p] & IT_INV) && IT_ID(st->row[0][p]) == GOLDEN(st))
            v += 400 - 40L * p;
    for (int p = 0; p < st->npile[0]; p++)
        if (IT_ID(st->pile[0][p]) == GOLDEN(st))
            v += 200 - 8L * p;
    if (st->flags & WM_EBERT_PERSONAL_EXPERIENCES) {
        for (int k = 0; k < 3; k++) {
            if (st->pe_done & (1u << k)) {
                v += 150;
                continue;
            }
            for (int i = 0; i < EB_PE_SPACES; i++)
                v += st->pe_fill[k][i] ? 25 : 0;
            v += st->pe_tdone[k] ? 50 : 0;
        }
        for (int s = 0; s < 4; s++)
            v += st->pe_sup_state[s] == 1 ? 15 : 0;
    }
    return v;
}

static int in_sub(const ebert_state *st)
{
    return st->dec == D_STEP || st->dec == D_DRAW || st->dec == D_PAY || st->dec == D_RELAX || st->dec == D_ROW;
}

static wm_move choose(const ebert_state *st, int depth);

/* The state after m, followed through a task's or support's steps. */
static long score(const ebert_state *st, wm_move m, int depth)
{
    ebert_state c;
    memcpy(&c, st, sizeof c);
    int was_sub = in_sub(&c);
    wm__ebert_apply(&c, m);
    if (!was_sub && depth < 2) {
        for (int guard = 0; guard < 16 && !c.result && in_sub(&c); guard++)
            wm__ebert_apply(&c, choose(&c, depth + 1));
    }
    return evaluate(&c);
}

/* Phase 2 without peeking: open in the front position, the golden target
 * letter first; otherwise the letter nearest the front of the calmest
 * group. */
static wm_move choose_open(const ebert_state *st, const wm_move *legal, size_t n)
{
    wm_move best = legal[0];
    long bs = -1000000;
    for (size_t i = 0; i < n; i++) {
        int g = (int)(legal[i] - WM_EBERT_OPEN);
        int p = 0;
        while (p < st->nrow[g] && (st->row[g][p] & IT_OPEN))
            p++;
        long s = p == 0 ? 100 : 50 - 10L * p;
        uint8_t it = st->row[g][p];
        if (!(it & IT_INV) && IT_ID(it) == GOLDEN(st))
            s += 1000;
        if (st->nrow[g] && (st->row[g][0] & IT_OPEN))
            s -= 30; /* this row can already be resolved */
        s -= danger(st, g) / 10;
        if (s > bs) {
            bs = s;
            best = legal[i];
        }
    }
    return best;
}

static wm_move choose(const ebert_state *st, int depth)
{
    wm_move legal[WM_EBERT_ACTIONS];
    size_t n = wm__ebert_legal(st, legal, WM_EBERT_ACTIONS);
    if (n == 1)
        return legal[0];
    if (st->dec == D_NEXT) {
        uint64_t h = wm__mix64(st->rng ^ ((uint64_t)st->shuf_g << 8) ^ st->shuf_k);
        return legal[h % n];
    }
    if (st->dec == D_OPEN)
        return choose_open(st, legal, n);
    wm_move best = legal[0];
    long bs = 0;
    for (size_t i = 0; i < n; i++) {
        long s = score(st, legal[i], depth);
        if (i == 0 || s > bs) {
            bs = s;
            best = legal[i];
        }
    }
    return best;
}

wm_status wm__ebert_bot(const void *vst, wm_move *out)
{
    const ebert_state *st = vst;
    if (wm__ebert_legal(st, NULL, 0) == 0)
        return WM_EILLEGAL;
    *out = choose(st, 0);
    return WM_OK;
}
