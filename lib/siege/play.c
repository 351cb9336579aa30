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
 * This file holds the machinery the phases stand on: dice and jobs (a
 * step that rolls or resolves returns 1 when the flow goes on from the
 * stage it set, 0 when a decision is pending, and never runs the flow
 * itself), the shared defaults of the stage table and the stages every
 * phase uses (a die, a job's choice, the end).  The stages themselves are
 * in phase32.c (§3.2), phase33.c (§3.3) and phase34.c (§3.4), above this
 * file; the table and the flow in stages.c, the dispatch in moves.c.
 *
 * The title is registered (wm__siege_ops in view.c, WM_DEMOCRACY_UNDER_SIEGE);
 * see doc/rules-siege.md for what this layer covers.
 */
#include "stage.h"

#include <string.h>

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

/* A die for the step `next`: a chance decision with external dice (0:
 * the flow stops at ST_DIE), otherwise the seeded generator (1: the flow
 * goes on at `next`). */
int wm__siege_need_die(siege_state *st, int next)
{
    st->next = (uint8_t)next;
    if (ext_dice(st)) {
        st->stage = ST_DIE; /* `actor` is kept: the roll is for its decision */
        return 0;
    }
    st->die = (uint8_t)(1 + wm__rng_below(&st->rng, 6));
    wm__siege_log_die(st);
    st->stage = (uint8_t)next;
    return 1;
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

/* Goes on with the pending job after its tape grew: complete (1: the
 * flow goes on at `next`), waiting at ST_JOB for a choice (0), or at a
 * die its resolution needs after a choice (SG_RUN_NEEDS_DIE: §6.0 D30
 * chooses the nation, then rolls): the seeded generator's die goes on the
 * tape at once, an external die is asked at ST_JOB_DIE (0).  A job that
 * cannot be carried out (-1) does nothing. */
static int job_continue(siege_state *st)
{
    for (;;) {
        siege_state copy;
        int r = job_try(st, &copy, st->tape, st->ntape);
        if (r >= 0) {
            *st = copy;
            st->job = JOB_NONE;
            st->stage = st->next;
            return 1;
        }
        if (r == -2 && st->ntape < sizeof st->tape) {
            st->stage = ST_JOB;
            return 0;
        }
        if (r == SG_RUN_NEEDS_DIE && st->ntape < sizeof st->tape) {
            if (ext_dice(st)) {
                st->stage = ST_JOB_DIE;
                return 0;
            }
            st->die = (uint8_t)(1 + wm__rng_below(&st->rng, 6));
            wm__siege_log_die(st);
            st->tape[st->ntape++] = st->die;
            continue;
        }
        st->job = JOB_NONE; /* the effect cannot be carried out: nothing happens */
        st->stage = st->next;
        return 1;
    }
}

/* Starts a job decided by `actor`; resumes at `then` when it is complete
 * (1: the flow goes on there), or waits at ST_JOB for a choice (0). */
int wm__siege_start_job(siege_state *st, int job, int a, int b, int actor, int then)
{
    st->job = (uint8_t)job;
    st->job_a = (uint8_t)a;
    st->job_b = (uint8_t)b;
    st->ntape = 0;
    st->actor = (uint8_t)actor;
    st->next = (uint8_t)then;
    return job_continue(st);
}

/* A card program with a coup rolls its die before it runs. */
static int needs_die(const sg_card *cd)
{
    for (int k = 0; k < cd->nops; k++)
        if (cd->ops[k].op == SG_OP_COUP && cd->ops[k].a != SG_NAREAS)
            return 1; /* a coup on a nation to choose rolls after the choice (job_continue) */
    return 0;
}

/* The nations of an op's set, "A, B or C" ("and" for all of them). */
static void log_nations(uint32_t set, const char *last)
{
    int total = wm__popcount32(set), k = 0;
    for (int n = 0; n < SG_NNATIONS; n++)
        if ((set >> n) & 1u) {
            wm__log_text("%s%s", k == 0 ? "" : k == total - 1 ? last : ", ", wm__siege_areas[n].name);
            k++;
        }
}

/* A RECONSTRUCTED card's effect (doc/siege-content.md, method 14) says
 * what it does in one readable line before it runs: the card is no printed
 * one, so the log gives its RECONSTRUCTED text (method 15), or without one
 * (a content pack's card marked "reconstructed" with no text) names its
 * program (the state changes follow, each in its own entry). */
static void log_reconstructed(const siege_state *st, int c, int actor)
{
    const sg_card *cd = &sg_cards()[c];
    if (!wm__logging())
        return;
    if (!(cd->flags & SG_F_RECONSTRUCTED)) {
        /* a card the rulebook gives: its text (ours, method 16, or a
         * content pack's printed one) before the state changes it makes */
        if (!cd->text)
            return;
        wm__log_begin(wm__siege_seat_of(st, actor), WM_LOG_PUBLIC, "card_text");
        wm__log_str("card", cd->code);
        wm__log_str("content", (cd->flags & SG_F_TEXT_OURS) ? "text-ours" : "published");
        wm__log_text("%s %s%s%s%s: %s", wm__siege_ideology_name(actor), cd->code, cd->name ? " " : "",
                     cd->name ? cd->name : "", (cd->flags & SG_F_TEXT_OURS) ? " [our text, not the printed card]" : "",
                     cd->text);
        wm__log_end();
        return;
    }
    wm__log_begin(wm__siege_seat_of(st, actor), WM_LOG_PUBLIC, "card_effect");
    wm__log_str("card", cd->code);
    wm__log_str("content", "reconstructed");
    if (cd->text) { /* its RECONSTRUCTED text (method 15), which says what the program does */
        wm__log_text("%s %s%s%s [RECONSTRUCTED text, not the printed card]: %s", wm__siege_ideology_name(actor),
                     cd->code, cd->name ? " " : "", cd->name ? cd->name : "", cd->text);
        wm__log_end();
        return;
    }
    wm__log_text("%s %s%s%s (a RECONSTRUCTED effect, no printed text):", wm__siege_ideology_name(actor), cd->code,
                 cd->name ? " " : "", cd->name ? cd->name : "");
    for (int k = cd->ncond, first = 1; k < cd->nops; k++, first = 0) {
        const sg_op *op = &cd->ops[k];
        int ideo = op->a == SG_NOBODY ? actor : op->a;
        wm__log_text("%s", first ? " " : "; ");
        switch (op->op) {
        case SG_OP_REGIME:
            if (op->c && (int)op->c < wm__popcount32(op->set))
                wm__log_text("%d of ", op->c);
            log_nations(op->set, op->c && (int)op->c < wm__popcount32(op->set) ? " or " : " and ");
            wm__log_text(" %d box%s towards %s", op->b, op->b == 1 ? "" : "es", wm__siege_ideology_name(ideo));
            break;
        case SG_OP_PRESTIGE:
            wm__log_text("%s %+d Prestige", wm__siege_ideology_name(ideo), op->b);
            break;
        case SG_OP_PP:
            wm__log_text("%+d PP", op->b);
            break;
        case SG_OP_VP:
            wm__log_text("%s %+d VP", wm__siege_ideology_name(ideo), op->b);
            break;
        case SG_OP_CLAIM:
            wm__log_text("a Resource of ");
            if (op->a == SG_NAREAS)
                log_nations(op->set, " or ");
            else
                wm__log_text("%s", wm__siege_areas[op->a].name);
            wm__log_text(" claimed");
            break;
        case SG_OP_ARMAMENTS:
            wm__log_text("%s's Armaments one level up", wm__siege_areas[wm__siege_power_area[op->a]].name);
            break;
        case SG_OP_TREATY:
            wm__log_text("%s %s-%s", op->a ? "Alliance" : "Pact", wm__siege_areas[wm__siege_power_area[op->b]].name,
                         wm__siege_areas[op->c].name);
            break;
        case SG_OP_FREE_CC:
            wm__log_text("%d CC onto %s", op->b, op->a < SG_NCC_AREAS ? wm__siege_cc[op->a].name : "an area");
            break;
        default:
            wm__log_text("effect %d", op->op);
            break;
        }
    }
    wm__log_end();
}

int wm__siege_run_card(siege_state *st, int c, int actor, int rolled, int then)
{
    const sg_card *cd = &sg_cards()[c];
    log_reconstructed(st, c, actor);
    st->job_a = (uint8_t)c;
    st->job_b = cd->ncond;
    st->actor = (uint8_t)actor;
    if (needs_die(cd))
        return wm__siege_need_die(st, rolled);
    return wm__siege_start_job(st, JOB_EFFECT, c, cd->ncond, actor, then);
}

int wm__siege_resume_card(siege_state *st, int then)
{
    return wm__siege_start_job(st, JOB_EFFECT, st->job_a, st->job_b, st->actor, then);
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

/* The families of moves a stage offers: anything else is refused at once. */
int wm__siege_is_legal_yes_no(const siege_state *st, wm_move m)
{
    (void)st;
    return m == M_YES || m == M_NO;
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
/* The values the pending choice point declares (one trial run that stops
 * at it; *declared 1), or every value when the run does not wait for a
 * choice or its choice point declares nothing (*declared 0). */
static uint64_t job_values(const siege_state *st, int *declared)
{
    uint64_t values = ~(uint64_t)0;
    *declared = 0;
    if (st->ntape < sizeof st->tape) {
        siege_state copy = *st;
        void *sink = wm__log_pause(); /* a trial (job_try) */
        wm__siege_ask_begin();
        int r = job_run(&copy, copy.tape, copy.ntape);
        *declared = wm__siege_ask_declared();
        values = wm__siege_ask_end();
        wm__log_resume(sink);
        if (r != -2) {
            values = ~(uint64_t)0; /* not waiting for a choice: try them all, as before */
            *declared = 0;
        }
    }
    return values;
}

/* The values of the pending choice: those its choice point declares, each
 * of which it accepts (wm__siege_ask, siege.h), with no trial run of its
 * own; or, when it declares none, every value whose trial run is not
 * refused. */
static uint64_t job_choices(const siege_state *st)
{
    int declared;
    uint64_t values = job_values(st, &declared), ok = 0;
    if (declared)
        return values;
    for (int v = 0; v < M_NCHOICES; v++)
        if (job_choice_ok(st, v))
            ok |= (uint64_t)1 << v;
    return ok;
}

size_t wm__siege_legal_job(const siege_state *st, wm_move *buf, size_t cap)
{
    size_t k = 0;
    uint64_t values = job_choices(st);
    for (int v = 0; v < M_NCHOICES; v++)
        if ((values >> v) & 1u)
            WM_EMIT(M_CHOICE + v);
    return k;
}

/* The list as it was made before the choice points' declarations were
 * trusted: every declared value tried by its own run (a test compares the
 * two, tests/check_siege.c). */
size_t wm__siege_legal_job_tried(const siege_state *st, wm_move *buf, size_t cap)
{
    size_t k = 0;
    int declared;
    uint64_t values = job_values(st, &declared);
    for (int v = 0; v < M_NCHOICES; v++)
        if (((values >> v) & 1u) && job_choice_ok(st, v))
            WM_EMIT(M_CHOICE + v);
    return k;
}

int wm__siege_apply_job(siege_state *st, wm_move m)
{
    st->tape[st->ntape++] = (uint8_t)(m - M_CHOICE);
    return job_continue(st);
}

/* ST_JOB_DIE: the die a resolution needs after a choice (external dice). */
int wm__siege_is_legal_job_die(const siege_state *st, wm_move m)
{
    (void)st;
    return m < M_DIE + 6;
}

int wm__siege_apply_job_die(siege_state *st, wm_move m)
{
    st->die = (uint8_t)(m - M_DIE + 1);
    wm__siege_log_die(st);
    st->tape[st->ntape++] = st->die;
    return job_continue(st);
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
    return m < M_DIE + 6 && sg_listed(wm__siege_legal_die, st, m);
}

int wm__siege_is_legal_job(const siege_state *st, wm_move m)
{
    /* the values the choice point declares, as listed (a value outside them
     * may run on without a refusal: C3's War Card with no side in
     * Communism's interest, issue 32) */
    /* wm__siege_legal_job lists v exactly when v is declared (one trial
     * run to the choice point), or, when nothing is declared, when its own
     * trial runs: the same tests for this one v */
    if (m < M_CHOICE || m >= M_CHOICE + M_NCHOICES)
        return 0;
    int v = (int)(m - M_CHOICE);
    int declared;
    uint64_t values = job_values(st, &declared);
    if (declared)
        return (int)((values >> v) & 1u);
    return job_choice_ok(st, v);
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
    return r == (st->stage == ST_JOB_DIE ? SG_RUN_NEEDS_DIE : -2);
}

int wm__siege_job_asks(const siege_state *st, int *ctx)
{
    *ctx = 0;
    if (st->stage != ST_JOB || st->job == JOB_NONE || st->ntape >= sizeof st->tape)
        return SG_ASK_NONE;
    siege_state copy = *st;
    void *sink = wm__log_pause(); /* a trial (job_try) */
    wm__siege_ask_begin();
    int r = job_run(&copy, copy.tape, copy.ntape);
    (void)wm__siege_ask_end();
    int kind = wm__siege_asked_kind(ctx);
    wm__log_resume(sink);
    return r == -2 ? kind : SG_ASK_NONE;
}

int wm__siege_decider(const siege_state *st)
{
    if (st->stage != ST_JOB || st->job == JOB_NONE || st->ntape >= sizeof st->tape)
        return st->actor;
    siege_state copy = *st;
    void *sink = wm__log_pause(); /* a trial (job_try) */
    wm__siege_ask_begin();
    int r = job_run(&copy, copy.tape, copy.ntape);
    (void)wm__siege_ask_end();
    int by = wm__siege_asked_by();
    wm__log_resume(sink);
    return r == -2 && by >= 0 && by < SG_NIDEOLOGIES ? by : st->actor;
}

/* The Political Action chosen by order[rank] (§3.3.1), or -1. */
int wm__siege_pa_of_rank(const siege_state *st)
{
    if (st->rank >= SG_NIDEOLOGIES)
        return -1;
    int i = st->order[st->rank], c = st->chosen_pa[i];
    if (c >= SG_CARDS || sg_cards()[c].deck != i || !is_pa(c))
        return -1;
    return c;
}
