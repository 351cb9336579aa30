/*
 * phase34.c - Democracy under Siege: the Interphase (§3.4): the
 * Markers Adjustment step (§3.4.1: Re-Roll Markers, training Coup Cells,
 * pending Civil Wars and Wars, Mandatory Events), then the Production and
 * Victory steps and the end of the turn or of the game (§3.4.2, §3.4.3).
 * The stages' rows are in stages.c (stage.h says what each entry does).
 */
#include "stage.h"

static int has_due_event(const siege_state *st, int i) /* §3.4.1 Mandatory Events */
{
    return wm__siege_due_event(st, i) >= 0;
}

static int has_training(const siege_state *st, int i) /* §3.4.1 */
{
    return st->cc_pool[i] != 0;
}

static void finish(siege_state *st, int reason, int automatic)
{
    wm__siege_finish(st, reason, automatic);
    st->stage = ST_OVER;
    st->actor = SG_NOBODY;
}

/* ---------------------------------------------------------------- */
/* ST_INTER: Reset Re-Roll Markers (§3.4.1) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_inter(siege_state *st, int i)
{
    (void)i;
    st->phase = SG_PH_INTERPHASE;
    for (int k = 0; k < SG_NIDEOLOGIES; k++)
        st->rerolls[k] = 0;
    st->rank = 0;
    st->stage = ST_TRAINING_Q;
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_TRAINING_Q, ST_TRAINING: Update Training Coup Cells Boxes (§3.4.1) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_training_q(siege_state *st, int i)
{
    (void)i;
    int t = next_in_order(st, &st->rank, has_training, NULL);
    if (t >= 0) {
        st->stage = ST_TRAINING;
        st->actor = (uint8_t)t;
        return 0;
    }
    st->idx = 0;
    st->stage = ST_CW_Q;
    return 1;
}

size_t wm__siege_legal_training(const siege_state *st, wm_move *buf, size_t cap)
{
    (void)st;
    size_t k = 0;
    for (int a = 0; a < SG_NCC_AREAS; a++)
        WM_EMIT(M_AREA + a);
    return k;
}

int wm__siege_apply_training(siege_state *st, wm_move m)
{
    int i = st->actor;
    (void)wm__siege_deploy_training(st, i, (int)(m - M_AREA));
    if (!st->cc_pool[i])
        st->rank++; /* the next Ideology once its CCs are all placed */
    st->stage = ST_TRAINING_Q;
    return 1;
}

int wm__siege_frame_training(const siege_state *st, int ph, int ranked)
{
    return ph == SG_PH_INTERPHASE && ranked && st->cc_pool[st->actor];
}

/* ---------------------------------------------------------------- */
/* ST_CW_Q, ST_CW_ROLLED: Roll for pending Civil Wars (§3.4.1) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_cw_q(siege_state *st, int i)
{
    (void)i;
    while (st->idx < SG_NNATIONS && !st->civil[st->idx])
        st->idx++;
    if (st->idx >= SG_NNATIONS) {
        st->idx = 0;
        st->stage = ST_WAR_Q;
        return 1;
    }
    st->job = JOB_CW;
    st->job_a = st->idx;
    return wm__siege_need_die(st, ST_CW_ROLLED);
}

int wm__siege_advance_cw_rolled(siege_state *st, int i)
{
    (void)i;
    st->idx++;
    return wm__siege_start_job(st, JOB_CW, st->job_a, 0, st->order[0], ST_CW_Q);
}

int wm__siege_die_for_cw_rolled(const siege_state *st, int ph, int ranked)
{
    (void)ranked;
    return ph == SG_PH_INTERPHASE && st->job_a < SG_NNATIONS && st->civil[st->job_a];
}

/* ---------------------------------------------------------------- */
/* ST_WAR_Q ... ST_WAR_DONE: Roll for pending Wars, then the Advanced attrition (§3.4.1) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_war_q(siege_state *st, int i)
{
    (void)i;
    while (st->idx < SG_NWARS && st->war_box[st->idx] == SG_WAR_OFF)
        st->idx++;
    if (st->idx >= SG_NWARS) {
        st->rank = 0;
        st->stage = ST_MAND_Q;
        return 1;
    }
    st->job_a = st->idx;
    return wm__siege_need_die(st, ST_WAR_ROLLED);
}

int wm__siege_advance_war_rolled(siege_state *st, int i)
{
    (void)i;
    st->idx++;
    return wm__siege_start_job(st, JOB_WAR, st->job_a, 0, st->order[0], ST_WAR_DONE);
}

int wm__siege_die_for_war_rolled(const siege_state *st, int ph, int ranked)
{
    (void)ranked;
    return ph == SG_PH_INTERPHASE && st->job_a < SG_NWARS && st->war_box[st->job_a] != SG_WAR_OFF;
}

int wm__siege_advance_war_done(siege_state *st, int i)
{
    (void)i;
    wm__siege_war_attrition(st, st->job_a);
    st->stage = ST_WAR_Q;
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_MAND_Q, ST_MAND_ROLLED: the Mandatory Events in hand are played (§3.4.1) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_mand_q(siege_state *st, int i)
{
    (void)i;
    int k = next_in_order(st, &st->rank, has_due_event, NULL);
    if (k < 0) {
        st->stage = ST_TURN_END;
        return 1;
    }
    int e = wm__siege_due_event(st, k);
    const sg_card *cd = &sg_cards()[e];
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "mandatory");
        wm__log_str("ideology", wm__siege_ideology_name(k));
        wm__log_str("card", cd->code);
        wm__log_text("%s reveals and plays the Mandatory Event %s (§3.4.1)", wm__siege_ideology_name(k), cd->code);
        wm__log_end();
    }
    st->card_loc[e] = SG_LOC_PLAYED;
    wm__siege_dispose_event(st, e); /* played: performed, then discarded or removed */
    if (!cd->nops) {
        st->job_a = (uint8_t)e; /* as wm__siege_run_card leaves them */
        st->job_b = cd->ncond;
        st->actor = (uint8_t)k;
        return 1;
    }
    return wm__siege_run_card(st, e, k, ST_MAND_ROLLED, ST_MAND_Q);
}

int wm__siege_advance_mand_rolled(siege_state *st, int i)
{
    (void)i;
    return wm__siege_resume_card(st, ST_MAND_Q);
}

int wm__siege_die_for_mand_rolled(const siege_state *st, int ph, int ranked)
{
    return ph == SG_PH_INTERPHASE && ranked && st->job_a < SG_CARDS &&
           sg_cards()[st->job_a].deck == st->actor &&
           (sg_cards()[st->job_a].flags & SG_F_MANDATORY) &&
           st->job_b == sg_cards()[st->job_a].ncond && sg_cards()[st->job_a].nops;
}

/* ---------------------------------------------------------------- */
/* ST_TURN_END: the Production and Victory steps, the end of the turn or game (§3.4.2, §3.4.3) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_turn_end(siege_state *st, int i)
{
    (void)i;
    wm__siege_production_step(st);
    int automatic = wm__siege_victory_step(st);
    wm__siege_end_of_turn(st);
    if (automatic != SG_NOBODY) {
        finish(st, SG_END_AUTOMATIC, automatic);
        return 0;
    }
    if (st->tw) {
        finish(st, SG_END_TOTAL_WAR, SG_NOBODY);
        return 0;
    }
    if (st->turn >= SG_TURNS) {
        finish(st, SG_END_TURN8, SG_NOBODY); /* "Total War ... broken out anyway" */
        return 0;
    }
    st->turn++;
    st->round = 1;
    st->stage = ST_TURN_BEGIN; /* phase32.c */
    return 1;
}
