/*
 * frame.c - what every procedure of The Weimar Republic stands on: the
 * frame stack (doc/design.md, "Frames and stages"), the questions a
 * procedure asks (with §5.2's holding-box choices first), the chance
 * draws made inside with internal dice, and the game's end (§3.0).
 * Nothing here calls a procedure; the holding boxes are board.c's.
 */
#include "republic.h"
#include "rplog.h"

#include <string.h>

/* ------------------------------------------------------------------ */
/* Frames and decisions                                                 */
/* ------------------------------------------------------------------ */

void wm__republic_push(rp_state *st, int proc)
{
    st->fr_proc[st->nfr] = (uint8_t)proc;
    st->fr_stage[st->nfr] = 0;
    st->nfr++;
}

/*
 * The Action procedure's scratch (actions.c): every field an Action's
 * resume reads to know what an answer means (the space chosen, the unit
 * kind, the target faction, the units moved, the spaces picked, the count
 * left).  It belongs to the Action's frame (issue 32: an Event's space
 * answer read a unit kind a finished Place Unit left in a_k as the General
 * Strike's Reform question, §1.5): fresh when an Action starts, cleared
 * when its frame ends, so no other procedure ever reads it (checked:
 * view.c, check_scratch).  act, actor and limit are the Action's inputs,
 * set by whoever starts it.
 */
void wm__republic_action_scratch_clear(rp_state *st)
{
    st->a_mask = 0;
    st->a_space = st->a_n = st->a_k = st->a_t = 0;
    st->mv_n = 0;
    memset(st->mv_dest, 0, sizeof st->mv_dest);
    memset(st->mv_kind, 0, sizeof st->mv_kind);
}

void wm__republic_push_action(rp_state *st, int a, int f, uint32_t limit)
{
    wm__republic_action_scratch_clear(st);
    st->act = (uint8_t)a;
    st->actor = (uint8_t)f;
    st->limit = limit;
    wm__republic_push(st, P_ACTION);
}

/* The top frame ends: its procedure's own scratch goes with it. */
void wm__republic_pop(rp_state *st)
{
    if (!st->nfr)
        return;
    st->nfr--;
    if (st->fr_proc[st->nfr] == P_ACTION)
        wm__republic_action_scratch_clear(st);
    st->fr_proc[st->nfr] = 0; /* an empty frame is all zero (checked) */
    st->fr_stage[st->nfr] = 0;
}

/* Asks a question; when holding-box choices are pending (§5.2), they are
 * asked first and the question waits in pq_*. */
static void ask_full(rp_state *st, int dec, int seat, uint32_t mask, int done, int lo, int hi)
{
    st->dec = (uint8_t)dec;
    st->dec_seat = (uint8_t)seat;
    st->dec_mask = mask;
    st->dec_done = (uint8_t)(done != 0);
    st->dec_lo = (uint8_t)lo;
    st->dec_hi = (uint8_t)hi;
    if (st->bx_n) {
        st->pq_dec = st->dec;
        st->pq_seat = st->dec_seat;
        st->pq_mask = st->dec_mask;
        st->pq_done = st->dec_done;
        st->pq_lo = st->dec_lo;
        st->pq_hi = st->dec_hi;
        st->dec = D_NONE;
        st->dec_seat = st->dec_done = st->dec_lo = st->dec_hi = 0;
        st->dec_mask = 0;
        wm__republic_box_run(st);
    }
}

void wm__republic_ask(rp_state *st, int dec, int seat, uint32_t mask, int done)
{
    ask_full(st, dec, seat, mask, done, 0, 0);
}

void wm__republic_ask_num(rp_state *st, int seat, int lo, int hi)
{
    ask_full(st, D_NUM, seat, 0, 0, lo, hi);
}

/* An amount lo..hi, or done (none, §5.2 "up to"). */
void wm__republic_ask_num_done(rp_state *st, int seat, int lo, int hi)
{
    ask_full(st, D_NUM, seat, 0, 1, lo, hi);
}

int wm__republic_ask_roll(rp_state *st)
{
    if (st->flags & WM_OPT_EXTERNAL_DICE) {
        wm__republic_ask(st, D_ROLL, 0, 0x3F, 0);
        return 1;
    }
    st->choice = (uint16_t)(WM_REPUBLIC_ROLL + wm__rng_below(&st->rng, 6));
    return 0;
}

int wm__republic_ask_draw(rp_state *st)
{
    if (st->flags & WM_OPT_EXTERNAL_DICE) {
        wm__republic_ask(st, D_DRAW, 0, 0, 0);
        return 1;
    }
    uint32_t k = wm__rng_below(&st->rng, (uint32_t)card_count(st->deck));
    for (int w = 0; w < CW; w++) {
        uint64_t x = st->deck[w];
        int n = wm__popcount64(x);
        if ((uint32_t)n <= k) {
            k -= (uint32_t)n;
            continue;
        }
        while (k--)
            x &= x - 1;
        st->choice = (uint16_t)(WM_REPUBLIC_DRAW + w * 64 + __builtin_ctzll(x) - 1);
        return 0;
    }
    return 0;
}

int wm__republic_ask_tie(rp_state *st, uint32_t mask)
{
    if (st->flags & WM_OPT_EXTERNAL_DICE) {
        wm__republic_ask(st, D_TIE, 0, mask, 0);
        return 1;
    }
    uint32_t k = wm__rng_below(&st->rng, (uint32_t)wm__popcount32(mask));
    while (k--)
        mask &= mask - 1;
    st->choice = (uint16_t)(WM_REPUBLIC_TIE + __builtin_ctz(mask));
    return 0;
}

const char *const wm__republic_victory_names[RP_VICTORY_KINDS] = {
    "", "Sudden Victory", "General Election Victory", "Event Card Victory", "Scenario End Victory",
};

void wm__republic_finish(rp_state *st, int winner, int victory)
{
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "end");
        wm__log_str("winner", rpl_f(winner));
        wm__log_str("victory", wm__republic_victory_names[victory]);
        wm__log_int("year", RP_FIRST_YEAR + st->year);
        wm__log_text("Game over in %d: %s wins (%s; PV track: ", RP_FIRST_YEAR + st->year, rpl_f(winner),
                     wm__republic_victory_names[victory]);
        rpl_pv(st);
        wm__log_text(")");
        wm__log_end();
    }
    wm__republic_box_flush(st);
    st->over = 1;
    st->winner = (uint8_t)winner;
    st->victory = (uint8_t)victory;
    for (int f = 0; f < NF; f++)
        st->result[f] = (int8_t)(f == winner ? WM_WIN : WM_LOSS);
    st->dec = D_NONE;
    st->dec_mask = 0;
    st->dec_done = 0;
    st->dec_seat = 0;
    st->nfr = 0;
    memset(st->fr_proc, 0, sizeof st->fr_proc);
    memset(st->fr_stage, 0, sizeof st->fr_stage);
}
