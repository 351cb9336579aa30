/*
 * stage.h - Democracy under Siege: the decision layer's stage table.
 *
 * Internal interface between the dispatch (moves.c, check.c), the table
 * and the flow (stages.c), the stages of the Sequence of Play (§3.0),
 * split by the rulebook: phase32.c the Cards Phase (§3.1's Initiative and
 * §3.2), phase33.c the Political Phase (§3.3: the Strategy Cards Play
 * step, the Game Actions step, the Coup Attempts Resolution), phase34.c
 * the Interphase (§3.4), and what they share (play.c: dice, jobs, the
 * shared stages).  The layers, top down: moves.c and check.c, stages.c,
 * phase32.c phase33.c phase34.c (which never call each other: a phase
 * hands over to the next by the stage it sets, ST_ROUND_BEGIN,
 * ST_INTER, ST_TURN_BEGIN), play.c; the rows of the table are the only
 * link from the table down to the stages' functions.
 *
 * Every ST_* stage (siege.h) has one row of wm__siege_stages: what the
 * flow does on arriving there, the moves it offers, how one is checked and
 * applied, what a saved frame at it must satisfy, and its prompt.  Every
 * entry of every row is set (stages.c names the shared defaults: an
 * automatic step offers no move, a decision does not advance by itself);
 * wm__siege_stages_complete() checks it.  The small predicates the three
 * phases share are `static inline` here: they sit on the hot path of
 * wm__siege_legal.
 */
#ifndef WM_SIEGE_STAGE_H
#define WM_SIEGE_STAGE_H

#include "siege.h"

/* ---- one row per stage ---- */

/* Writes the legal moves in increasing id (the contract of legal()). */
typedef size_t (*sg_legal_fn)(const siege_state *st, wm_move *buf, size_t cap);
/* Whether move m (< M_ACTIONS) is legal now. */
typedef int (*sg_is_legal_fn)(const siege_state *st, wm_move m);
/* Applies the legal move m: 1 when the flow goes on from the new stage,
 * 0 when the next decision is already pending. */
typedef int (*sg_apply_fn)(siege_state *st, wm_move m);
/* What the flow does on arriving at the stage (i: order[rank], or 0):
 * 1 when it goes on from the new stage, 0 when a decision is pending. */
typedef int (*sg_advance_fn)(siege_state *st, int i);
/* A saved frame waiting at the stage is one the flow can be at (ph: the
 * phase, ranked: the actor is order[rank]). */
typedef int (*sg_frame_fn)(const siege_state *st, int ph, int ranked);

enum {
    SG_STAGE_CHANCE = 1, /* WM_CHANCE decides (a die, a card drawn) */
    SG_STAGE_SECRET = 2  /* the decision is secret (wm_title_ops.is_secret) */
};

typedef struct sg_stage {
    const char *prompt;       /* siege_prompt (view.c); "" for an automatic step */
    sg_legal_fn legal;
    sg_is_legal_fn is_legal;
    sg_apply_fn apply;
    sg_advance_fn advance;
    sg_frame_fn frame;        /* a frame waiting here (ST_DIE and ST_JOB: by `next`) */
    sg_frame_fn die_for;      /* a frame at ST_DIE with `next` this stage */
    uint8_t flags;            /* SG_STAGE_* */
} sg_stage;

/* Whether m is among the moves `legal` (a row's) lists now: the check
 * of a stage whose moves are not told apart more cheaply. */
static inline int sg_listed(sg_legal_fn legal, const siege_state *st, wm_move m)
{
    wm_move tmp[M_ACTIONS];
    size_t n = legal(st, tmp, M_ACTIONS);
    for (size_t q = 0; q < n && q < M_ACTIONS; q++)
        if (tmp[q] == m)
            return 1;
    return 0;
}

/* ---- stages.c: the table and the flow ---- */

extern const sg_stage wm__siege_stages[ST_COUNT];
/* 1 when no entry of any row is NULL (check_siege). */
int wm__siege_stages_complete(void);
/* Runs each stage's `advance` from the current stage until a decision is
 * pending (moves.c: after init and after each move). */
void wm__siege_flow(siege_state *st);

/* ---- play.c: the pieces every phase uses ----
 * A step that rolls a die or resolves a job returns what an `advance` or
 * `apply` returns: 1 when the flow goes on from the stage it set (the die
 * rolled by the generator, the job complete), 0 when a decision is
 * pending (ST_DIE with external dice, ST_JOB).  Its caller returns it. */

int wm__siege_need_die(siege_state *st, int next);
int wm__siege_start_job(siege_state *st, int job, int a, int b, int actor, int then);
void wm__siege_log_die(const siege_state *st);
/* Card c's program (after its conditions) for Ideology `actor`, resuming
 * at `then`; a program with a coup rolls its die first (at `rolled`,
 * which resumes it with wm__siege_resume_card). */
int wm__siege_run_card(siege_state *st, int c, int actor, int rolled, int then);
int wm__siege_resume_card(siege_state *st, int then);
/* The Political Action chosen by order[rank] (§3.3.1), or -1. */
int wm__siege_pa_of_rank(const siege_state *st);

/* the shared defaults */
size_t wm__siege_legal_none(const siege_state *st, wm_move *buf, size_t cap);
size_t wm__siege_legal_yes_no(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_is_legal_none(const siege_state *st, wm_move m);
int wm__siege_is_legal_yes_no(const siege_state *st, wm_move m);
int wm__siege_is_legal_cards(const siege_state *st, wm_move m);
int wm__siege_is_legal_areas(const siege_state *st, wm_move m);
int wm__siege_apply_none(siege_state *st, wm_move m);
int wm__siege_advance_stop(siege_state *st, int i);
int wm__siege_frame_never(const siege_state *st, int ph, int ranked);

/* generic stages */
size_t wm__siege_legal_die(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_is_legal_die(const siege_state *st, wm_move m);
int wm__siege_apply_die(siege_state *st, wm_move m);
int wm__siege_frame_die(const siege_state *st, int ph, int ranked);
size_t wm__siege_legal_job(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_is_legal_job(const siege_state *st, wm_move m);
/* ST_JOB's list made by a trial run for each declared value (the list
 * before issue 34's round 4 trusted the declarations): tests compare. */
size_t wm__siege_legal_job_tried(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_apply_job(siege_state *st, wm_move m);
int wm__siege_frame_job(const siege_state *st, int ph, int ranked);
int wm__siege_is_legal_job_die(const siege_state *st, wm_move m);
int wm__siege_apply_job_die(siege_state *st, wm_move m);
int wm__siege_frame_over(const siege_state *st, int ph, int ranked);

/* ---- the Initiative Order walk (§3.1) ---- */

/* Most steps of the Sequence of Play go round the Ideologies "in
 * Initiative Order" (§3.1): each that has something to decide is asked in
 * turn, the others are passed over.  `able` says whether Ideology i has a
 * decision at this step; `skip` (or NULL) is what passing over it does
 * (the 1 PP of §3.3.1 for no Political Action, say). */
typedef int (*sg_able)(const siege_state *st, int ideo);
typedef void (*sg_skip)(siege_state *st, int ideo);

/* From position *pos of the Initiative Order, passes over the Ideologies
 * that cannot act and returns the first that can, or -1 (with *pos at
 * SG_NIDEOLOGIES) when the order is done. */
static inline int next_in_order(siege_state *st, uint8_t *pos, sg_able able, sg_skip skip)
{
    for (; *pos < SG_NIDEOLOGIES; (*pos)++) {
        int i = st->order[*pos];
        if (able(st, i))
            return i;
        if (skip)
            skip(st, i);
    }
    return -1;
}

/* The common case over `rank`: the first Ideology that can act becomes
 * the actor of `stage` (returns 1); when the order is done, `rank` goes
 * back to 0 and the flow continues at `then` (returns 0). */
static inline int ask_in_order(siege_state *st, sg_able able, sg_skip skip, int stage, int then)
{
    int i = next_in_order(st, &st->rank, able, skip);
    if (i < 0) {
        st->rank = 0;
        st->stage = (uint8_t)then;
        return 0;
    }
    st->stage = (uint8_t)stage;
    st->actor = (uint8_t)i;
    return 1;
}

/* order[rank] is done with this step: the walk `walk` goes on with the
 * next Ideology in the Initiative Order. */
static inline void done_in_order(siege_state *st, int walk)
{
    st->rank++;
    st->stage = (uint8_t)walk;
}

/* ---- small predicates ---- */

static inline int ext_dice(const siege_state *st)
{
    return (st->flags & WM_OPT_EXTERNAL_DICE) != 0;
}

static inline int in_hand(const siege_state *st, int c)
{
    return st->card_loc[c] == SG_LOC_HAND;
}

static inline int is_pa(int c)
{
    return sg_cards()[c].type == SG_CT_ACTION;
}

static inline int is_event(int c)
{
    return sg_cards()[c].type != SG_CT_ACTION;
}

/* The op after which a lapsing Event's each-round part starts (§6.0 C21),
 * or 0. */
static inline int each_round_from(const sg_card *cd)
{
    int from = 0;
    for (int k = 0; k < cd->nops; k++)
        if (cd->ops[k].op == SG_OP_EACH_ROUND)
            from = k + 1;
    return from;
}

/* "Pass" then each card of the actor's deck that `ok` allows, in
 * increasing id (the Discard, Reserve and CAN REPLACE decisions). */
static inline size_t pass_or_cards(const siege_state *st, wm_move *buf, size_t cap,
                                   int (*ok)(const siege_state *st, int c))
{
    int i = st->actor;
    size_t k = 0;
    WM_EMIT(M_PASS);
    for (int q = 0; q < wm__siege_deck_size[i]; q++) {
        int c = wm__siege_deck_first[i] + q;
        if (ok(st, c))
            WM_EMIT(M_CARD + c);
    }
    return k;
}

/* ---- the stages (phase32.c, phase33.c, phase34.c) ---- */

/* phase32.c: the Cards Phase */
int wm__siege_advance_turn_begin(siege_state *st, int i);
size_t wm__siege_legal_draw(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_is_legal_draw(const siege_state *st, wm_move m);
int wm__siege_apply_draw(siege_state *st, wm_move m);
int wm__siege_apply_mdraw(siege_state *st, wm_move m);
int wm__siege_advance_fill(siege_state *st, int i);
size_t wm__siege_legal_discard(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_apply_discard(siege_state *st, wm_move m);
int wm__siege_advance_mulligan_q(siege_state *st, int i);
int wm__siege_apply_mulligan(siege_state *st, wm_move m);
int wm__siege_advance_reserve_q(siege_state *st, int i);
size_t wm__siege_legal_reserve(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_apply_reserve(siege_state *st, wm_move m);
int wm__siege_frame_cards(const siege_state *st, int ph, int ranked);

/* phase33.c: the Political Phase */
int wm__siege_advance_round_begin(siege_state *st, int i);
int wm__siege_advance_choose_q(siege_state *st, int i);
size_t wm__siege_legal_choose_pa(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_is_legal_choose_pa(const siege_state *st, wm_move m);
int wm__siege_apply_choose_pa(siege_state *st, wm_move m);
size_t wm__siege_legal_choose_ev(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_is_legal_choose_ev(const siege_state *st, wm_move m);
int wm__siege_apply_choose_ev(siege_state *st, wm_move m);
int wm__siege_advance_events_q(siege_state *st, int i);
int wm__siege_advance_ev_rolled(siege_state *st, int i);
int wm__siege_die_for_ev_rolled(const siege_state *st, int ph, int ranked);
int wm__siege_advance_replace_q(siege_state *st, int i);
size_t wm__siege_legal_replace(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_apply_replace(siege_state *st, wm_move m);
int wm__siege_advance_swap_q(siege_state *st, int i);
size_t wm__siege_legal_swap(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_is_legal_swap(const siege_state *st, wm_move m);
int wm__siege_apply_swap(siege_state *st, wm_move m);
int wm__siege_advance_pa_q(siege_state *st, int i);
int wm__siege_apply_exploit(siege_state *st, wm_move m);
int wm__siege_frame_exploit(const siege_state *st, int ph, int ranked);
int wm__siege_advance_roll(siege_state *st, int i);
int wm__siege_advance_rolled(siege_state *st, int i);
int wm__siege_die_for_rolled(const siege_state *st, int ph, int ranked);
int wm__siege_apply_reroll(siege_state *st, wm_move m);
int wm__siege_frame_reroll(const siege_state *st, int ph, int ranked);
int wm__siege_advance_perform(siege_state *st, int i);
int wm__siege_advance_pa_effect_rolled(siege_state *st, int i);
int wm__siege_advance_performed(siege_state *st, int i);
int wm__siege_advance_dispose_fail(siege_state *st, int i);
int wm__siege_apply_keep(siege_state *st, wm_move m);
int wm__siege_frame_keep(const siege_state *st, int ph, int ranked);
size_t wm__siege_legal_poland(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_is_legal_poland(const siege_state *st, wm_move m);
int wm__siege_apply_poland(siege_state *st, wm_move m);
int wm__siege_frame_poland(const siege_state *st, int ph, int ranked);
int wm__siege_advance_poland_rolled(siege_state *st, int i);
int wm__siege_advance_coup_decl_q(siege_state *st, int i);
size_t wm__siege_legal_coup_decl(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_apply_coup_decl(siege_state *st, wm_move m);
int wm__siege_advance_impulse_q(siege_state *st, int i);
size_t wm__siege_legal_impulse(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_is_legal_impulse(const siege_state *st, wm_move m);
int wm__siege_apply_impulse(siege_state *st, wm_move m);
int wm__siege_frame_impulse(const siege_state *st, int ph, int ranked);
int wm__siege_advance_impulse_back(siege_state *st, int i);
int wm__siege_advance_react_q(siege_state *st, int i);
size_t wm__siege_legal_react(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_is_legal_react(const siege_state *st, wm_move m);
int wm__siege_apply_react(siege_state *st, wm_move m);
int wm__siege_frame_react(const siege_state *st, int ph, int ranked);
int wm__siege_advance_fight_rolled(siege_state *st, int i);
int wm__siege_die_for_fight_rolled(const siege_state *st, int ph, int ranked);
int wm__siege_advance_coup_q(siege_state *st, int i);
int wm__siege_advance_sign_q(siege_state *st, int i);
size_t wm__siege_legal_sign(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_is_legal_sign(const siege_state *st, wm_move m);
int wm__siege_apply_sign(siege_state *st, wm_move m);
int wm__siege_frame_sign(const siege_state *st, int ph, int ranked);
int wm__siege_advance_coup_rolled(siege_state *st, int i);
int wm__siege_die_for_coup_rolled(const siege_state *st, int ph, int ranked);
int wm__siege_apply_coup_reroll(siege_state *st, wm_move m);
int wm__siege_frame_coup_reroll(const siege_state *st, int ph, int ranked);
int wm__siege_advance_coup_go(siege_state *st, int i);
int wm__siege_advance_round_end(siege_state *st, int i);
int wm__siege_apply_nullify(siege_state *st, wm_move m);
int wm__siege_frame_nullify(const siege_state *st, int ph, int ranked);
int wm__siege_frame_political(const siege_state *st, int ph, int ranked);

/* phase34.c: the Interphase */
int wm__siege_advance_inter(siege_state *st, int i);
int wm__siege_advance_training_q(siege_state *st, int i);
size_t wm__siege_legal_training(const siege_state *st, wm_move *buf, size_t cap);
int wm__siege_apply_training(siege_state *st, wm_move m);
int wm__siege_frame_training(const siege_state *st, int ph, int ranked);
int wm__siege_advance_cw_q(siege_state *st, int i);
int wm__siege_advance_cw_rolled(siege_state *st, int i);
int wm__siege_die_for_cw_rolled(const siege_state *st, int ph, int ranked);
int wm__siege_advance_war_q(siege_state *st, int i);
int wm__siege_advance_war_rolled(siege_state *st, int i);
int wm__siege_die_for_war_rolled(const siege_state *st, int ph, int ranked);
int wm__siege_advance_war_done(siege_state *st, int i);
int wm__siege_advance_mand_q(siege_state *st, int i);
int wm__siege_advance_mand_rolled(siege_state *st, int i);
int wm__siege_die_for_mand_rolled(const siege_state *st, int ph, int ranked);
int wm__siege_advance_turn_end(siege_state *st, int i);

#endif
