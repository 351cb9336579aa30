/*
 * moves.c - Democracy under Siege: the moves (wm_title_ops' init, legal,
 * is_legal, apply, to_move, is_secret).  Each is one lookup in the stage
 * table (stage.h, stages.c) at the pending decision's stage; apply
 * resolves the decision, then runs the flow (stages.c) to the next one.
 */
#include "stage.h"

/* The public move encoding (weimar/siege.h) is this one. */
_Static_assert(WM_SIEGE_DRAW == M_DRAW && WM_SIEGE_PASS == M_PASS && WM_SIEGE_CARD == M_CARD &&
                   WM_SIEGE_CHOICE == M_CHOICE && WM_SIEGE_AREA == M_AREA && WM_SIEGE_SWAP == M_SWAP &&
                   WM_SIEGE_INFLUENCE == M_INFL && WM_SIEGE_CLAIM == M_CLAIM && WM_SIEGE_FORM_CC == M_FORM &&
                   WM_SIEGE_DEPLOY_CC == M_DEPLOY && WM_SIEGE_MOVE_CC == M_MOVECC && WM_SIEGE_COUP == M_ATTEMPT &&
                   WM_SIEGE_REACT == M_REACT && WM_SIEGE_COMMIT == M_COMMIT && WM_SIEGE_COMMIT_CW == M_COMMIT_CW &&
                   WM_SIEGE_FIGHT == M_FIGHT && WM_SIEGE_FIGHT_CW == M_FIGHT_CW &&
                   WM_SIEGE_EXPLOIT_PP == M_EXPLOIT_PP && WM_SIEGE_PLUS == M_PLUS && WM_SIEGE_MINUS == M_MINUS &&
                   WM_SIEGE_ACTIONS == M_ACTIONS && WM_SIEGE_YES == M_YES && WM_SIEGE_NO == M_NO &&
                   WM_SIEGE_CLAIM_MAP == M_CLAIM_MAP,
               "weimar/siege.h and moves.c disagree on the move ids");

/* Legal moves in increasing id order (the contract of wm_title_ops):
 * every stage lists its moves family by family in increasing id. */
size_t wm__siege_legal(const void *vst, wm_move *buf, size_t cap)
{
    const siege_state *st = vst;
    if (st->stage >= ST_COUNT)
        return 0;
    return wm__siege_stages[st->stage].legal(st, buf, cap);
}

int wm__siege_is_legal(const void *vst, wm_move m)
{
    const siege_state *st = vst;
    if (m >= M_ACTIONS || st->stage >= ST_COUNT)
        return 0;
    return wm__siege_stages[st->stage].is_legal(st, m);
}

/* A move, then the seats' memory forgets what it made untrue (doc/ai.md). */
void wm__siege_apply(void *vst, wm_move m)
{
    siege_state *st = vst;
    if (st->stage < ST_COUNT && wm__siege_stages[st->stage].apply(st, m))
        wm__siege_flow(st);
    wm__siege_forget(st);
}

wm_status wm__siege_init(void *vst, const wm_options *o)
{
    siege_state *st = vst;
    if (o->bots) /* the rulebook has no Non-player rules */
        return wm__fail(WM_EINVAL, "options.bots: 0x%x, but Democracy under Siege has no Non-player rules",
                        (unsigned)o->bots);
    if (o->scenario < 0 || o->scenario > 1) /* one 1933 set-up */
        return wm__fail(WM_EINVAL, "options.scenario: %d is not 1 (or 0) for Democracy under Siege", (int)o->scenario);
    wm_status s = wm__siege_setup(st, (int)o->seats, o->flags & ~(uint32_t)WM_OPT_NO_HISTORY, o->seed);
    if (s != WM_OK)
        return s;
    st->strict = 1;
    st->stage = ST_FILL;
    st->rank = 0;
    st->actor = SG_NOBODY;
    st->job = JOB_NONE;
    for (int k = 0; k < SG_NIDEOLOGIES; k++) {
        st->chosen_pa[k] = SG_NOTHING;
        st->chosen_ev[k][0] = SG_NOTHING;
        st->chosen_ev[k][1] = SG_NOTHING;
        st->signs[k] = 1;
    }
    wm__siege_flow(st); /* turn 1: the Cards Draw step (ex. 4.0) */
    return WM_OK;
}

int wm__siege_to_move(const void *vst)
{
    const siege_state *st = vst;
    if (st->stage == ST_OVER)
        return WM_NOBODY;
    if (st->stage < ST_COUNT && (wm__siege_stages[st->stage].flags & SG_STAGE_CHANCE))
        return WM_CHANCE;
    return wm__siege_seat_of(st, wm__siege_decider(st)); /* §6.0 N27: a choice the rules give to another */
}

int wm__siege_is_secret(const void *vst)
{
    const siege_state *st = vst;
    /* §3.3.1 [1] the face-down choices; §3.2.2 the card put into a Reserve (face down, O15) */
    return st->stage < ST_COUNT && (wm__siege_stages[st->stage].flags & SG_STAGE_SECRET) != 0;
}
