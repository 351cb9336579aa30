/*
 * stages.c - Democracy under Siege: the stage table and the flow through
 * it (the machine of the Sequence of Play).  One row per ST_* stage
 * (siege.h) of the Sequence of Play (§3.0): its prompt, the moves it
 * offers (legal), how one is checked (is_legal) and applied (apply), what
 * the flow does on arriving there (advance), what a saved frame waiting
 * there must satisfy (frame) and, for a step a die is rolled for, what a
 * frame waiting at that die must satisfy (die_for).  The functions are in
 * the files below: phase32.c (§3.2), phase33.c (§3.3), phase34.c (§3.4)
 * and play.c (the shared ones), but for the few here that read the table
 * themselves; the rows are the only link from this layer to those, and
 * moves.c and check.c above dispatch through it.
 *
 * An automatic step has the prompt "" and offers nothing (legal_none,
 * is_legal_none, apply_none, frame_never); a decision does not advance by
 * itself (advance_stop); only the steps a die is rolled for have a
 * die_for other than frame_never.
 */
#include "stage.h"

#define L(x) wm__siege_legal_##x
#define I(x) wm__siege_is_legal_##x
#define A(x) wm__siege_apply_##x
#define G(x) wm__siege_advance_##x
#define F(x) wm__siege_frame_##x
#define D(x) wm__siege_die_for_##x
#define wm__siege_die_for_never wm__siege_frame_never

/* clang-format off */
const sg_stage wm__siege_stages[ST_COUNT] = {
    [ST_NONE] = {"", L(none), I(none), A(none), G(stop), F(never), D(never), 0},
    [ST_DIE] = {"Roll the die", L(die), I(die), A(die), G(stop), F(die), D(never), SG_STAGE_CHANCE},
    [ST_DRAW] = {"Draw a card", L(draw), I(draw), A(draw), G(stop), F(cards), D(never), SG_STAGE_CHANCE},
    [ST_MDRAW] = {"Draw a card", L(draw), I(draw), A(mdraw), G(stop), F(cards), D(never), SG_STAGE_CHANCE},
    [ST_FILL] = {"", L(none), I(none), A(none), G(fill), F(never), D(never), 0},
    [ST_DISCARD_Q] = {"", L(none), I(none), A(none), G(stop), F(never), D(never), 0},
    [ST_DISCARD] = {"Discard cards kept from the last turn, or pass (§3.2.1)", L(discard), I(cards), A(discard), G(stop), F(cards), D(never), 0},
    [ST_MULLIGAN_Q] = {"", L(none), I(none), A(none), G(mulligan_q), F(never), D(never), 0},
    [ST_MULLIGAN] = {"Mulligan? (§3.2.2)", L(yes_no), I(yes_no), A(mulligan), G(stop), F(cards), D(never), 0},
    [ST_RESERVE_Q] = {"", L(none), I(none), A(none), G(reserve_q), F(never), D(never), 0},
    [ST_RESERVE] = {"Put a Political Action Card into an empty Reserve, or pass (§3.2.2)", L(reserve), I(cards), A(reserve), G(stop), F(cards), D(never), SG_STAGE_SECRET},
    [ST_CHOOSE_Q] = {"", L(none), I(none), A(none), G(choose_q), F(never), D(never), 0},
    [ST_CHOOSE_PA] = {"Choose a Political Action Card (secret, §3.3.1)", L(choose_pa), I(choose_pa), A(choose_pa), G(stop), F(political), D(never), SG_STAGE_SECRET},
    [ST_CHOOSE_EV] = {"Choose an Event Card, or pass (secret, §3.3.1)", L(choose_ev), I(choose_ev), A(choose_ev), G(stop), F(political), D(never), SG_STAGE_SECRET},
    [ST_EVENTS_Q] = {"", L(none), I(none), A(none), G(events_q), F(never), D(never), 0},
    [ST_EV_ROLLED] = {"", L(none), I(none), A(none), G(ev_rolled), F(never), D(ev_rolled), 0},
    [ST_JOB] = {"Choose for the resolution in progress", L(job), I(job), A(job), G(stop), F(job), D(never), 0},
    [ST_REPLACE_Q] = {"", L(none), I(none), A(none), G(replace_q), F(never), D(never), 0},
    [ST_REPLACE] = {"Replace the Political Action with a CAN REPLACE card, or pass", L(replace), I(cards), A(replace), G(stop), F(political), D(never), 0},
    [ST_SWAP_Q] = {"", L(none), I(none), A(none), G(swap_q), F(never), D(never), 0},
    [ST_SWAP] = {"Exploit Prestige to swap Initiative with another Ideology, or pass", L(swap), I(swap), A(swap), G(stop), F(political), D(never), 0},
    [ST_PA_Q] = {"", L(none), I(none), A(none), G(pa_q), F(never), D(never), 0},
    [ST_EXPLOIT] = {"Exploit Prestige for +1 to the test?", L(yes_no), I(yes_no), A(exploit), G(stop), F(exploit), D(never), 0},
    [ST_ROLL] = {"", L(none), I(none), A(none), G(roll), F(never), D(never), 0},
    [ST_ROLLED] = {"", L(none), I(none), A(none), G(rolled), F(never), D(rolled), 0},
    [ST_REROLL] = {"Re-roll the failed test?", L(yes_no), I(yes_no), A(reroll), G(stop), F(reroll), D(never), 0},
    [ST_PERFORM] = {"", L(none), I(none), A(none), G(perform), F(never), D(never), 0},
    [ST_PA_EFFECT_ROLLED] = {"", L(none), I(none), A(none), G(pa_effect_rolled), F(never), D(rolled), 0},
    [ST_PERFORMED] = {"", L(none), I(none), A(none), G(performed), F(never), D(never), 0},
    [ST_DISPOSE_FAIL] = {"", L(none), I(none), A(none), G(dispose_fail), F(never), D(never), 0},
    [ST_KEEP] = {"Keep the card in a Reserve?", L(yes_no), I(yes_no), A(keep), G(stop), F(keep), D(never), 0},
    [ST_POLAND] = {"How many MR to expend on Poland's roll?", L(poland), I(poland), A(poland), G(stop), F(poland), D(never), 0},
    [ST_POLAND_ROLLED] = {"", L(none), I(none), A(none), G(poland_rolled), F(never), D(rolled), 0},
    [ST_COUP_DECL_Q] = {"", L(none), I(none), A(none), G(coup_decl_q), F(never), D(never), 0},
    [ST_COUP_DECL] = {"Declare a Coup (place the Coup Marker), or pass", L(coup_decl), I(areas), A(coup_decl), G(stop), F(political), D(never), 0},
    [ST_IMPULSE_Q] = {"", L(none), I(none), A(none), G(impulse_q), F(never), D(never), 0},
    [ST_IMPULSE] = {"Game Impulse: a Game Action, or pass", L(impulse), I(impulse), A(impulse), G(stop), F(impulse), D(never), 0},
    [ST_IMPULSE_BACK] = {"", L(none), I(none), A(none), G(impulse_back), F(never), D(never), 0},
    [ST_REACT_Q] = {"", L(none), I(none), A(none), G(react_q), F(never), D(never), 0},
    [ST_REACT] = {"React to the Coup Attempt, or pass", L(react), I(react), A(react), G(stop), F(react), D(never), 0},
    [ST_FIGHT_ROLLED] = {"", L(none), I(none), A(none), G(fight_rolled), F(never), D(fight_rolled), 0},
    [ST_COUP_Q] = {"", L(none), I(none), A(none), G(coup_q), F(never), D(never), 0},
    [ST_SIGN_Q] = {"", L(none), I(none), A(none), G(sign_q), F(never), D(never), 0},
    [ST_SIGN] = {"The sign of your Coup Cells: plus or minus", L(sign), I(sign), A(sign), G(stop), F(sign), D(never), 0},
    [ST_COUP_ROLLED] = {"", L(none), I(none), A(none), G(coup_rolled), F(never), D(coup_rolled), 0},
    [ST_COUP_REROLL] = {"Re-roll the Coup Test?", L(yes_no), I(yes_no), A(coup_reroll), G(stop), F(coup_reroll), D(never), 0},
    [ST_COUP_GO] = {"", L(none), I(none), A(none), G(coup_go), F(never), D(never), 0},
    [ST_ROUND_END] = {"", L(none), I(none), A(none), G(round_end), F(never), D(never), 0},
    [ST_INTER] = {"", L(none), I(none), A(none), G(inter), F(never), D(never), 0},
    [ST_TRAINING_Q] = {"", L(none), I(none), A(none), G(training_q), F(never), D(never), 0},
    [ST_TRAINING] = {"Deploy a training Coup Cell", L(training), I(areas), A(training), G(stop), F(training), D(never), 0},
    [ST_CW_Q] = {"", L(none), I(none), A(none), G(cw_q), F(never), D(never), 0},
    [ST_CW_ROLLED] = {"", L(none), I(none), A(none), G(cw_rolled), F(never), D(cw_rolled), 0},
    [ST_WAR_Q] = {"", L(none), I(none), A(none), G(war_q), F(never), D(never), 0},
    [ST_WAR_ROLLED] = {"", L(none), I(none), A(none), G(war_rolled), F(never), D(war_rolled), 0},
    [ST_WAR_DONE] = {"", L(none), I(none), A(none), G(war_done), F(never), D(never), 0},
    [ST_TURN_END] = {"", L(none), I(none), A(none), G(turn_end), F(never), D(never), 0},
    [ST_OVER] = {"The game is over", L(none), I(none), A(none), G(stop), F(over), D(never), 0},
    [ST_MAND_Q] = {"", L(none), I(none), A(none), G(mand_q), F(never), D(never), 0},
    [ST_MAND_ROLLED] = {"", L(none), I(none), A(none), G(mand_rolled), F(never), D(mand_rolled), 0},
    [ST_NULLIFY] = {"Lose Prestige to nullify the effects of the Political Action (a Reaction, §3.3.4)?", L(yes_no), I(yes_no), A(nullify), G(stop), F(nullify), D(never), 0},
    [ST_TURN_BEGIN] = {"", L(none), I(none), A(none), G(turn_begin), F(never), D(never), 0},
    [ST_ROUND_BEGIN] = {"", L(none), I(none), A(none), G(round_begin), F(never), D(never), 0},
    [ST_JOB_DIE] = {"Roll the die", L(die), I(job_die), A(job_die), G(stop), F(job), D(never), SG_STAGE_CHANCE},
};
/* clang-format on */

_Static_assert(sizeof wm__siege_stages / sizeof wm__siege_stages[0] == ST_COUNT,
               "one row of wm__siege_stages per ST_* stage");

int wm__siege_stages_complete(void)
{
    for (int s = 0; s < ST_COUNT; s++) {
        const sg_stage *r = &wm__siege_stages[s];
        if (!r->prompt || !r->legal || !r->is_legal || !r->apply || !r->advance || !r->frame || !r->die_for)
            return 0;
    }
    return 1;
}

/* ---------------------------------------------------------------- */
/* The flow: automatic steps until a decision is pending              */
/* ---------------------------------------------------------------- */

/* Each stage's `advance` runs on arriving there (stage.h); a decision's
 * is wm__siege_advance_stop.  The one loop of the decision layer: an
 * `advance` or `apply` that moves to another stage returns 1 and this
 * loop goes on there (the phases hand over to each other so, by the
 * stage they set, never by calling each other). */
void wm__siege_flow(siege_state *st)
{
    while (st->stage < ST_COUNT) {
        int i = st->rank < SG_NIDEOLOGIES ? st->order[st->rank] : 0;
        if (!wm__siege_stages[st->stage].advance(st, i))
            return;
    }
}

/* ---------------------------------------------------------------- */
/* The entries of the rows that read the table                        */
/* ---------------------------------------------------------------- */

/* whether m is in the current stage's list of legal moves */
static int listed(const siege_state *st, wm_move m)
{
    return st->stage < ST_COUNT && sg_listed(wm__siege_stages[st->stage].legal, st, m);
}

/* The families of moves a stage offers: anything else is refused at once. */
int wm__siege_is_legal_cards(const siege_state *st, wm_move m) /* pass or a card */
{
    return (m == M_PASS || (m >= M_CARD && m < M_CHOICE)) && listed(st, m);
}

int wm__siege_is_legal_areas(const siege_state *st, wm_move m) /* pass or a CC area */
{
    return (m == M_PASS || (m >= M_AREA && m < M_SWAP)) && listed(st, m);
}

/* ST_DIE: the step the die is for says what must hold (its die_for). */
int wm__siege_frame_die(const siege_state *st, int ph, int ranked)
{
    return wm__siege_stages[st->next].die_for(st, ph, ranked);
}
