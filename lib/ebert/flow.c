/*
 * flow.c - "Game Flow": the round, phase by phase, as a plain state
 * machine: wm__ebert_advance() runs until a decision is pending
 * (ebert_state.dec) or the game is over.  The rules it runs are round.c's
 * (tension, rows, EILT!, the symbols, milestones) and markers.c's (Phase
 * 4); neither calls back into it (doc/design.md, "The layers").
 */
#include "ebert.h"

#include <string.h>

/* ------------------------------------------------------------------ */
/* The round                                                            */
/* ------------------------------------------------------------------ */

static void sweep_then(ebert_state *st, int ret)
{
    st->stage = S_SWEEP;
    st->ret = (uint8_t)ret;
}

/* Phase 1 */
static void phase1(ebert_state *st)
{
    /* The round number is shown, never used by the rules (round 0 is the
     * set-up): it stops at its field's maximum rather than wrap to 0 (a
     * loaded game at 65535 once did; found by fuzz_load). */
    if (st->round < UINT16_MAX)
        st->round++;
    st->opened = 0;
    for (int g = 0; g < st->ngroups && !st->result; g++)
        wm__ebert_tension(st, g, 1);
    if (wm__logging() && !st->result) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "round");
        wm__log_int("round", st->round);
        wm__log_text("Round %u, Phase 1: every tension rises one step: ", (unsigned)st->round);
        wm__ebert_log_tensions(st);
        wm__log_end();
    }
    for (int g = 0; g < st->ngroups && !st->result; g++)
        wm__ebert_draw(st, g, 1);
    if (!st->result)
        sweep_then(st, S_OPEN);
}

static int any_row(const ebert_state *st, int (*pred)(const ebert_state *, int))
{
    for (int g = 0; g < st->ngroups; g++)
        if (pred(st, g))
            return 1;
    return 0;
}

void wm__ebert_advance(ebert_state *st)
{
    for (;;) {
        if (st->result) {
            st->stage = S_OVER;
            st->dec = D_NONE;
            return;
        }
        if (st->dec != D_NONE) {
            if (st->dec == D_NEXT && !(st->flags & WM_OPT_EXTERNAL_DICE)) {
                int g = st->shuf_g, k = st->shuf_k;
                int r = k + (int)wm__rng_below(&st->rng, (uint32_t)(st->npile[g] - k));
                st->dec = D_NONE;
                wm__ebert_shuffle_next(st, IT_ID(st->pile[g][r]));
                st->stage = S_SHUFFLE;
                continue;
            }
            return;
        }
        if (st->use_mode != U_NONE) {
            wm__ebert_use_next(st);
            continue;
        }
        switch (st->stage) {
        case S_ROUND:
            phase1(st);
            break;
        case S_SWEEP: {
            int g = wm__ebert_eilt_group(st);
            if (g < 0) {
                st->stage = st->ret;
                st->ret = 0;
                break;
            }
            wm__ebert_eilt_resolve(st, g);
            if (!st->result)
                wm__ebert_use_begin(st, U_EVENT, S_SWEEP);
            break;
        }
        case S_OPEN:
            /* "You open a total of 2 letters ... fewer than 2 unopened
             * letters are available, you open only 1 letter, or none." */
            if (st->opened < 2 && any_row(st, wm__ebert_openable)) {
                st->dec = D_OPEN;
                return;
            }
            st->stage = S_RESOLVE;
            break;
        case S_RESOLVE:
            if (any_row(st, wm__ebert_resolvable)) {
                st->dec = D_RESOLVE;
                return;
            }
            st->stage = S_PHASE4;
            break;
        case S_PHASE4:
            wm__ebert_use_begin(st, U_PHASE4, S_MILESTONE);
            break;
        case S_MILESTONE:
            if (!wm__ebert_ms_full(st)) {
                st->stage = S_ROUND;
                break;
            }
            wm__ebert_ms_resolve(st);
            if (!st->result)
                wm__ebert_use_begin(st, U_MILESTONE, S_MS_DEAL);
            break;
        case S_MS_DEAL:
            wm__ebert_ms_deal(st);
            if (st->flags & WM_EBERT_FLEXIBILITY) {
                st->shuf_g = 0;
                st->shuf_k = 1;
                st->stage = S_SHUFFLE;
            } else {
                sweep_then(st, S_ROUND);
            }
            break;
        case S_SHUFFLE: {
            /* Flexibility: "take the top letter of the current draw pile and
             * set it aside. Then shuffle the rest ... Finally place the letter
             * you set aside back on top."  One position at a time, so that
             * with external dice each is a chance decision. */
            int g = st->shuf_g;
            if (g >= st->ngroups) {
                st->shuf_g = st->shuf_k = 0;
                sweep_then(st, S_ROUND);
                break;
            }
            if (st->npile[g] - st->shuf_k <= 1) {
                st->shuf_g++;
                st->shuf_k = 1;
                break;
            }
            st->dec = D_NEXT; /* the top of the loop rolls it with internal dice */
            break;
        }
        default:
            return;
        }
    }
}

/* The chance decision of a shuffle: letter id comes next. */
void wm__ebert_shuffle_next(ebert_state *st, int id)
{
    int g = st->shuf_g, k = st->shuf_k;
    for (int p = k; p < st->npile[g]; p++) {
        if (IT_ID(st->pile[g][p]) == id) {
            uint8_t t = st->pile[g][k];
            st->pile[g][k] = st->pile[g][p];
            st->pile[g][p] = t;
            break;
        }
    }
    st->shuf_k++;
}
