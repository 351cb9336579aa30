/*
 * play.c - Democracy under Siege: the decision layer.  The Sequence of
 * Play (§3.0) as a small explicit state machine over the rules functions:
 * `stage` says what is decided and `actor` by whom; every decision is one
 * move; dice and card draws are WM_CHANCE decisions under
 * WM_OPT_EXTERNAL_DICE.  Choices inside a resolution (which nation of an
 * "or", the tied box of a shortest path, a Resource, a War Card side) are
 * gathered one move at a time on a tape that the rules functions read
 * (effects.c: -2 asks for one more choice).
 *
 * This file holds the machinery: the flow, dice and jobs, the dispatch of
 * legal(), is_legal(), apply() and the frame check through the stage table
 * (stage.h, stages.c), the stages every phase uses (a die, a job's choice,
 * the end) and creation.  The stages themselves are in phase32.c (§3.2),
 * phase33.c (§3.3) and phase34.c (§3.4).
 *
 * The title is registered (wm__siege_ops in view.c, WM_DEMOCRACY_UNDER_SIEGE);
 * see doc/rules-siege.md for what this layer covers.
 */
#include "stage.h"

#include <string.h>

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
               "weimar/siege.h and play.c disagree on the move ids");


/* ---------------------------------------------------------------- */
/* Dice and jobs                                                      */
/* ---------------------------------------------------------------- */

void wm__siege_log_die(const siege_state *st)
{
    if (wm__logging()) {
        wm__log_begin(WM_CHANCE, WM_LOG_PUBLIC, "dice");
        wm__log_int("die", st->die);
        wm__log_text("die: %d", st->die);
        wm__log_end();
    }
}

/* A die for the step `next`: a chance decision with external dice,
 * otherwise the seeded generator. */
void wm__siege_need_die(siege_state *st, int next)
{
    st->next = (uint8_t)next;
    if (ext_dice(st)) {
        st->stage = ST_DIE; /* `actor` is kept: the roll is for its decision */
        return;
    }
    st->die = (uint8_t)(1 + wm__rng_below(&st->rng, 6));
    wm__siege_log_die(st);
    st->stage = (uint8_t)next;
    wm__siege_flow(st);
}

/* Runs the pending job on st with the tape; >= 0 done, -1 refused, -2 more. */
static int job_run(siege_state *st, const uint8_t *tape, int n)
{
    switch (st->job) {
    case JOB_EFFECT: {
        const sg_card *c = &sg_cards()[st->job_a];
        return wm__siege_run(st, c->deck, c->ops, c->nops, st->job_b, tape, n);
    }
    case JOB_WAR: {
        int r = wm__siege_war_test(st, st->job_a, st->die, st->actor, tape, n);
        return r < 0 ? r : 0;
    }
    case JOB_CW: {
        int r = wm__siege_civil_war_test(st, st->job_a, st->die, st->actor, tape, n);
        return r < 0 ? r : 0;
    }
    case JOB_COUP: {
        int r = wm__siege_resolve_coup(st, st->job_a, st->die, st->signs, tape, n);
        return r < 0 ? r : 0;
    }
    case JOB_STANDBY:
        return wm__siege_standby_step(st, tape, n);
    default:
        return 0;
    }
}

/* Runs the pending job of `st` on `out`, a copy, with the tape: a trial
 * that writes nothing into a game log, since a job that asks for one more
 * choice is run again from its start by the move that answers it.  Only a
 * run that completes (>= 0), whose state the move keeps, is run once more
 * with the log in place, so that each of its results (a die, a coup, a
 * Regime Marker's move) is written once, by the move that made it. */
static int job_try(const siege_state *st, siege_state *out, const uint8_t *tape, int n)
{
    *out = *st;
    void *sink = wm__log_pause();
    int r = job_run(out, tape, n);
    wm__log_resume(sink);
    if (r >= 0 && wm__logging()) {
        *out = *st;
        r = job_run(out, tape, n);
    }
    return r;
}

/* Starts a job decided by `actor`; resumes at `then` when it is complete. */
void wm__siege_start_job(siege_state *st, int job, int a, int b, int actor, int then)
{
    st->job = (uint8_t)job;
    st->job_a = (uint8_t)a;
    st->job_b = (uint8_t)b;
    st->ntape = 0;
    st->actor = (uint8_t)actor;
    st->next = (uint8_t)then;
    siege_state copy;
    int r = job_try(st, &copy, st->tape, 0);
    if (r >= 0) {
        *st = copy;
        st->job = JOB_NONE;
        st->stage = (uint8_t)then;
        wm__siege_flow(st);
    } else if (r == -2) {
        st->stage = ST_JOB;
    } else {
        st->job = JOB_NONE; /* the effect cannot be carried out: nothing happens */
        st->stage = (uint8_t)then;
        wm__siege_flow(st);
    }
}

/* A card program with a coup rolls its die before it runs. */
static int needs_die(const sg_card *cd)
{
    for (int k = 0; k < cd->nops; k++)
        if (cd->ops[k].op == SG_OP_COUP)
            return 1;
    return 0;
}

void wm__siege_run_card(siege_state *st, int c, int actor, int rolled, int then)
{
    const sg_card *cd = &sg_cards()[c];
    st->job_a = (uint8_t)c;
    st->job_b = cd->ncond;
    st->actor = (uint8_t)actor;
    if (needs_die(cd)) {
        wm__siege_need_die(st, rolled);
        return;
    }
    wm__siege_start_job(st, JOB_EFFECT, c, cd->ncond, actor, then);
}

void wm__siege_resume_card(siege_state *st, int then)
{
    wm__siege_start_job(st, JOB_EFFECT, st->job_a, st->job_b, st->actor, then);
}

static int job_choice_ok(const siege_state *st, int v)
{
    if (st->ntape >= sizeof st->tape)
        return 0;
    siege_state copy = *st;
    copy.tape[copy.ntape++] = (uint8_t)v;
    void *sink = wm__log_pause(); /* a trial (job_try) */
    int r = job_run(&copy, copy.tape, copy.ntape);
    wm__log_resume(sink);
    return r != -1;
}

/* ---------------------------------------------------------------- */
/* The flow: automatic steps until a decision is pending              */
/* ---------------------------------------------------------------- */

/* Each stage's `advance` runs on arriving there (stage.h); a decision's
 * is wm__siege_advance_stop. */
void wm__siege_flow(siege_state *st)
{
    while (st->stage < ST_COUNT) {
        int i = st->rank < SG_NIDEOLOGIES ? st->order[st->rank] : 0;
        if (!wm__siege_stages[st->stage].advance(st, i))
            return;
    }
}

/* ---------------------------------------------------------------- */
/* The shared defaults of the stage table                             */
/* ---------------------------------------------------------------- */

size_t wm__siege_legal_none(const siege_state *st, wm_move *buf, size_t cap)
{
    (void)st;
    (void)buf;
    (void)cap;
    return 0;
}

int wm__siege_is_legal_none(const siege_state *st, wm_move m)
{
    (void)st;
    (void)m;
    return 0;
}

int wm__siege_apply_none(siege_state *st, wm_move m)
{
    (void)st;
    (void)m;
    return 0;
}

int wm__siege_advance_stop(siege_state *st, int i) /* a decision is pending */
{
    (void)st;
    (void)i;
    return 0;
}

int wm__siege_frame_never(const siege_state *st, int ph, int ranked) /* an automatic step never waits */
{
    (void)st;
    (void)ph;
    (void)ranked;
    return 0;
}

int wm__siege_listed(const siege_state *st, wm_move m)
{
    wm_move tmp[M_ACTIONS];
    size_t n = wm__siege_legal(st, tmp, M_ACTIONS);
    for (size_t q = 0; q < n && q < M_ACTIONS; q++)
        if (tmp[q] == m)
            return 1;
    return 0;
}

/* The families of moves a stage offers: anything else is refused at once. */
int wm__siege_is_legal_yes_no(const siege_state *st, wm_move m)
{
    (void)st;
    return m == M_YES || m == M_NO;
}

int wm__siege_is_legal_cards(const siege_state *st, wm_move m) /* pass or a card */
{
    return (m == M_PASS || (m >= M_CARD && m < M_CHOICE)) && wm__siege_listed(st, m);
}

int wm__siege_is_legal_areas(const siege_state *st, wm_move m) /* pass or a CC area */
{
    return (m == M_PASS || (m >= M_AREA && m < M_SWAP)) && wm__siege_listed(st, m);
}

/* ---------------------------------------------------------------- */
/* ST_DIE: a die for the step `next`, a chance decision with external dice */
/* ---------------------------------------------------------------- */

size_t wm__siege_legal_die(const siege_state *st, wm_move *buf, size_t cap)
{
    (void)st;
    size_t k = 0;
    for (int d = 0; d < 6; d++)
        WM_EMIT(M_DIE + d);
    return k;
}

int wm__siege_apply_die(siege_state *st, wm_move m)
{
    st->die = (uint8_t)(m - M_DIE + 1);
    wm__siege_log_die(st);
    st->stage = st->next;
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_JOB: one more choice for the resolution in progress */
/* ---------------------------------------------------------------- */

/* ST_JOB: the values of the pending choice point */
size_t wm__siege_legal_job(const siege_state *st, wm_move *buf, size_t cap)
{
    size_t k = 0;
    /* the values the pending choice point declares, each tried */
    uint64_t values = ~(uint64_t)0;
    if (st->ntape < sizeof st->tape) {
        siege_state copy = *st;
        void *sink = wm__log_pause(); /* a trial (job_try) */
        wm__siege_ask_begin();
        int r = job_run(&copy, copy.tape, copy.ntape);
        values = wm__siege_ask_end();
        wm__log_resume(sink);
        if (r != -2)
            values = ~(uint64_t)0; /* not waiting for a choice: try them all, as before */
    }
    for (int v = 0; v < M_NCHOICES; v++)
        if (((values >> v) & 1u) && job_choice_ok(st, v))
            WM_EMIT(M_CHOICE + v);
    return k;
}

int wm__siege_apply_job(siege_state *st, wm_move m)
{
    st->tape[st->ntape++] = (uint8_t)(m - M_CHOICE);
    siege_state copy;
    int r = job_try(st, &copy, st->tape, st->ntape);
    if (r >= 0) {
        *st = copy;
        st->job = JOB_NONE;
        st->stage = st->next;
    } else if (r == -1 || st->ntape >= sizeof st->tape) {
        st->job = JOB_NONE;
        st->stage = st->next;
    } else {
        return 0; /* one more choice */
    }
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_OVER: the game is over */
/* ---------------------------------------------------------------- */

int wm__siege_frame_over(const siege_state *st, int ph, int ranked)
{
    (void)st;
    (void)ranked;
    return ph == SG_PH_OVER;
}

size_t wm__siege_legal_yes_no(const siege_state *st, wm_move *buf, size_t cap)
{
    (void)st;
    size_t k = 0;
    WM_EMIT(M_YES);
    WM_EMIT(M_NO);
    return k;
}

int wm__siege_is_legal_die(const siege_state *st, wm_move m)
{
    return m < M_DIE + 6 && wm__siege_listed(st, m);
}

int wm__siege_is_legal_job(const siege_state *st, wm_move m)
{
    return m >= M_CHOICE && m < M_CHOICE + M_NCHOICES && job_choice_ok(st, (int)(m - M_CHOICE));
}

/* ---------------------------------------------------------------- */
/* Dispatch                                                           */
/* ---------------------------------------------------------------- */

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
    return wm__siege_seat_of(st, st->actor);
}

int wm__siege_is_secret(const void *vst)
{
    const siege_state *st = vst;
    /* §3.3.1 [1] the face-down choices; §3.2.2 the card put into a Reserve (face down, O15) */
    return st->stage < ST_COUNT && (wm__siege_stages[st->stage].flags & SG_STAGE_SECRET) != 0;
}

/* The decision frame is one the flow can be at (wm_load of a hostile save
 * must not reach a state the rules cannot continue from). */
int wm__siege_frame_consistent(const siege_state *st)
{
    if (st->rank > SG_NIDEOLOGIES || st->next >= ST_COUNT)
        return 0;
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        if (st->signs[i] != 1 && st->signs[i] != -1)
            return 0;
        int c = st->chosen_pa[i];
        if (c != SG_NOTHING && (c >= SG_CARDS || sg_cards()[c].deck != i || !is_pa(c)))
            return 0;
        for (int e = 0; e < 2; e++) {
            int x = st->chosen_ev[i][e];
            if (x != SG_NOTHING && (x >= SG_CARDS || sg_cards()[x].deck != i || !is_event(x)))
                return 0;
        }
    }
    int ranked = st->rank < SG_NIDEOLOGIES && st->actor == st->order[st->rank];
    int ph = st->phase;
    /* after the Card Decks Preparation no card waits for an Entry Turn already reached */
    if (ph >= SG_PH_CARDS && ph != SG_PH_OVER && st->stage != ST_DISCARD)
        for (int c = 0; c < SG_CARDS; c++)
            if (st->card_loc[c] == SG_LOC_FUTURE && sg_cards()[c].entry <= st->turn)
                return 0;
    /* a resolution is pending only in ST_JOB, or before its die */
    if (st->job != JOB_NONE && st->stage != ST_JOB &&
        !(st->stage == ST_DIE && (st->next == ST_FIGHT_ROLLED || st->next == ST_CW_ROLLED)))
        return 0;
    if (st->stage >= ST_COUNT)
        return 0;
    return wm__siege_stages[st->stage].frame(st, ph, ranked);
}

/* ST_DIE: the step the die is for says what must hold (its die_for). */
int wm__siege_frame_die(const siege_state *st, int ph, int ranked)
{
    return wm__siege_stages[st->next].die_for(st, ph, ranked);
}

/* ST_JOB: the pending resolution, and the step it resumes at. */
int wm__siege_frame_job(const siege_state *st, int ph, int ranked)
{
    if (!wm__siege_job_consistent(st))
        return 0;
    switch (st->job) {
    case JOB_EFFECT:
        if (st->next == ST_PERFORMED)
            return ph == SG_PH_POLITICAL && ranked && st->job_a == wm__siege_pa_of_rank(st);
        if (st->next == ST_MAND_Q)
            return ph == SG_PH_INTERPHASE && ranked && sg_cards()[st->job_a].deck == st->actor &&
                   (sg_cards()[st->job_a].flags & SG_F_MANDATORY);
        return st->next == ST_EVENTS_Q && ph == SG_PH_POLITICAL && ranked &&
               sg_cards()[st->job_a].deck == st->actor;
    case JOB_WAR: /* a Fight (§3.3.12-§3.3.13) or the Interphase's test (§3.4.1) */
    case JOB_CW:
        if (st->next == ST_IMPULSE_BACK)
            return ph == SG_PH_POLITICAL && ranked;
        return st->next == (st->job == JOB_WAR ? ST_WAR_DONE : ST_CW_Q) && ph == SG_PH_INTERPHASE;
    case JOB_COUP:
        return st->next == ST_COUP_Q && ph == SG_PH_POLITICAL && st->rank >= 1 &&
               st->order[st->rank - 1] == st->job_a && st->actor == st->job_a;
    case JOB_STANDBY:
        return st->next == ST_INTER && ph == SG_PH_POLITICAL;
    default:
        return 0;
    }
}

int wm__siege_job_consistent(const siege_state *st)
{
    if (st->actor >= SG_NIDEOLOGIES || st->ntape > sizeof st->tape)
        return 0;
    switch (st->job) {
    case JOB_EFFECT: {
        if (st->job_a >= SG_CARDS)
            return 0;
        const sg_card *cd = &sg_cards()[st->job_a];
        int from_ok = st->job_b == cd->ncond;
        for (int k = 0; k < cd->nops; k++)
            if (cd->ops[k].op == SG_OP_EACH_ROUND && st->job_b == k + 1)
                from_ok = 1;
        if (!cd->nops || !from_ok || st->next >= ST_COUNT)
            return 0;
        break;
    }
    case JOB_WAR:
        if (st->job_a >= SG_NWARS || st->war_box[st->job_a] == SG_WAR_OFF || st->die < 1)
            return 0;
        break;
    case JOB_CW:
        if (st->job_a >= SG_NNATIONS || !st->civil[st->job_a] || st->die < 1)
            return 0;
        break;
    case JOB_COUP:
        if (st->job_a >= SG_NIDEOLOGIES || st->coup_target[st->job_a] == SG_NOTHING || st->die < 1)
            return 0;
        break;
    case JOB_STANDBY:
        break;
    default:
        return 0;
    }
    siege_state copy = *st;
    void *sink = wm__log_pause(); /* a trial (job_try) */
    int r = job_run(&copy, st->tape, st->ntape);
    wm__log_resume(sink);
    return r == -2;
}
