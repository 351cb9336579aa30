/*
 * rp_testutil.c - arranged positions of The Weimar Republic for the Check
 * suites (rp_testutil.h).
 */
#include "rp_testutil.h"
#include "testutil.h"

#include <check.h>
#include <stdarg.h>

void rpt_poked(wm_game *g)
{
    wm__republic_rebase((rp_game *)(void *)g->state);
    ck_assert_msg(wm_check(g) == WM_OK, "arranged position violates the invariants: %s", wm_last_error());
}

void rpt_clear_map(rp_state *st)
{
    for (int s = 0; s < NSP; s++) {
        for (int f = 0; f < NF; f++)
            st->cubes[s][f] = 0;
        while (st->rw[s]) {
            st->rw[s]--;
            wm__republic_return_rw(st);
        }
        st->mil[s] = st->sa[s] = 0;
        wm__republic_remove_lev_in(st, s, 0);
        wm__republic_remove_lev_in(st, s, 1);
        if (st->strike[s]) {
            st->strike[s] = 0;
            wm__republic_return_strike(st);
        }
        if (st->cadre[s]) {
            wm__republic_return_cadre(st, st->cadre[s]);
            st->cadre[s] = 0;
        }
        while (st->reform[s]) {
            st->reform[s]--;
            wm__republic_return_reform(st);
        }
        while (st->clique[s]) {
            st->clique[s]--;
            wm__republic_return_clique(st);
        }
        wm__republic_remove_ass_in(st, s, 0);
    }
    for (int i = 0; i < NFK; i++)
        if (st->fk_loc[i] < NSP)
            st->fk_loc[i] = st->fk_st[i] == FK_ROGUE ? FK_RC_MAT : FK_COAL_MAT;
    if (st->gs) {
        st->gs = 0;
        st->kpd_mat = (uint8_t)(st->kpd_mat | (1u << wm__republic_gs_slot()));
    }
    wm__republic_box_flush(st); /* the returns whose box is a choice: the first box */
}

wm_game *rpt_game_seed(int scenario, uint64_t seed)
{
    return tu_new(WM_WEIMAR_REPUBLIC, scenario, WM_OPT_EXTERNAL_DICE, seed);
}

void rpt_published(wm_game *g)
{
    ((rp_state *)(void *)g->state)->flags |= WM_REPUBLIC_PUBLISHED_ONLY;
    rpt_poked(g);
}

wm_game *rpt_game(int scenario)
{
    return rpt_game_seed(scenario, 1933);
}

int rpt_low_bit(uint32_t m)
{
    return m ? __builtin_ctz(m) : -1;
}

/* Takes a yellow/black Leverage from its holding box (for placing on a
 * track by hand). */
void rpt_take_yellow_any(rp_state *st)
{
    int b = rpt_low_bit(st->us_yellow);
    if (b >= 0)
        st->us_yellow = (uint8_t)(st->us_yellow & ~(1u << b));
    else
        st->ussr_yellow = (uint8_t)(st->ussr_yellow & ~(1u << rpt_low_bit(st->ussr_yellow)));
}

void rpt_take_black_any(rp_state *st)
{
    int b = rpt_low_bit(st->rc_lev);
    if (b >= 0)
        st->rc_lev = (uint8_t)(st->rc_lev & ~(1u << b));
    else
        st->ussr_black = (uint8_t)(st->ussr_black & ~(1u << rpt_low_bit(st->ussr_black)));
}

/* Progress and Reaction levels, with the Leverage they need (§5.7). */
void rpt_set_levels(rp_state *st, int prog, int react)
{
    while (wm__republic_pr_top(st->prog_lev) < prog) {
        rpt_take_yellow_any(st);
        st->prog_lev = (uint8_t)(st->prog_lev | (1u << wm__republic_pr_free_level(st->prog_lev)));
    }
    while (wm__republic_pr_top(st->react_lev) < react) {
        rpt_take_black_any(st);
        st->react_lev = (uint8_t)(st->react_lev | (1u << wm__republic_pr_free_level(st->react_lev)));
    }
    st->prog = (uint8_t)prog;
    st->react = (uint8_t)react;
}

void rpt_put_yellow(rp_state *st, int s)
{
    int b = rpt_low_bit(st->us_yellow);
    if (b >= 0)
        st->us_yellow = (uint8_t)(st->us_yellow & ~(1u << b));
    else {
        b = rpt_low_bit(st->ussr_yellow);
        ck_assert_int_ge(b, 0);
        st->ussr_yellow = (uint8_t)(st->ussr_yellow & ~(1u << b));
    }
    st->lev[s][0]++;
}

void rpt_put_rw(rp_state *st, int s)
{
    int b = rpt_low_bit(st->ussr_rw);
    ck_assert_int_ge(b, 0);
    st->ussr_rw = (uint8_t)(st->ussr_rw & ~(1u << b));
    st->rw[s]++;
}

/* A Freikorps counter from a mat: state fkst, hidden side rogue (-1 any). */
void rpt_put_fk(rp_state *st, int s, int fkst, int rogue)
{
    for (int i = 0; i < NFK; i++)
        if ((st->fk_loc[i] == FK_COAL_MAT || st->fk_loc[i] == FK_RC_MAT) && st->fk_st[i] == fkst &&
            (rogue < 0 || st->fk_rogue[i] == rogue)) {
            st->fk_loc[i] = (uint8_t)s;
            return;
        }
    ck_abort_msg("no such Freikorps counter");
}

/* Moves a card into a faction's hand from wherever it is. */
void rpt_give_card(rp_state *st, int f, int id)
{
    for (int g = 0; g < NF; g++)
        card_del(st->hand[g], id);
    card_del(st->deck, id);
    card_del(st->discard, id);
    card_del(st->linger, id);
    card_del(st->aside, id);
    card_add(st->hand[f], id);
}

void rpt_linger(rp_state *st, int id)
{
    rpt_give_card(st, RP_COALITION, id);
    card_del(st->hand[RP_COALITION], id);
    card_add(st->linger, id);
}

void rpt_hands_to_deck(rp_state *st)
{
    for (int f = 0; f < NF; f++)
        for (int w = 0; w < CW; w++) {
            st->deck[w] |= st->hand[f][w];
            st->hand[f][w] = 0;
        }
}

int rpt_over_winner(wm_game *g)
{
    int32_t out[4];
    if (!wm_is_over(g))
        return -1;
    ck_assert_int_eq(wm_outcome(g, out, 4), WM_OK);
    for (int f = 0; f < NF; f++)
        if (out[f] == WM_WIN)
            return f;
    return -2;
}

/* A game whose first Action Step belongs to `first`: the Coalition (the
 * Momentum faction, §2 Note) sets the turn order first, the others after. */
wm_game *rpt_game_at(int scenario, int first)
{
    static const char *const names[4] = {"faction Coalition", "faction KPD", "faction NSDAP", "faction RC"};
    wm_game *g = rpt_game(scenario);
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    tu_play(g, names[first]);
    for (int f = 0, n = 1; f < NF && n < NF - 1; f++)
        if (f != first) {
            tu_play(g, names[f]);
            n++;
        }
    ck_assert_int_eq(wm_to_move(g), first);
    ck_assert_int_eq(((rp_state *)(void *)g->state)->dec, D_STEP);
    return g;
}

void rpt_put_reform(rp_state *st, int s)
{
    int b = rpt_low_bit(st->prog_reform);
    ck_assert_int_ge(b, 0);
    st->prog_reform = (uint8_t)(st->prog_reform & ~(1u << b));
    st->reform[s]++;
}

void rpt_put_strike(rp_state *st, int s, int side)
{
    uint8_t m = 0;
    for (int i = 0; i < RP_KPD_MAT_SLOTS; i++)
        if (wm__republic_kpd_mat[i].piece == RP_PIECE_STRIKE)
            m = (uint8_t)(m | (1u << i));
    ck_assert_msg(st->kpd_mat & m, "no Strike marker left on the KPD mat");
    int b = 31 - __builtin_clz((uint32_t)(st->kpd_mat & m));
    st->kpd_mat = (uint8_t)(st->kpd_mat & ~(1u << b));
    st->strike[s] = (uint8_t)side;
}

void rpt_pawns(rp_state *st, int econ_mcs, ...)
{
    va_list ap;
    for (int f = 0; f < NF; f++)
        st->mcs_mat[f] = 0;
    st->pr_mcs = RP_PR_MCS_LEVELS;
    st->econ_mcs = (uint8_t)econ_mcs;
    va_start(ap, econ_mcs);
    for (int f = va_arg(ap, int); f >= 0; f = va_arg(ap, int))
        st->mcs_mat[f] = (uint8_t)(st->mcs_mat[f] + va_arg(ap, int));
    va_end(ap);
}

void rpt_pass_all(wm_game *g)
{
    while (!wm_is_over(g) && ((rp_state *)(void *)g->state)->dec == D_STEP) {
        if (tu_is_legal_name(g, "end turn"))
            tu_play(g, "end turn");
        else if (tu_is_legal_name(g, "pass"))
            tu_play(g, "pass");
        else
            break;
    }
}

void rpt_elections_by_154(wm_game *g, int f)
{
    rpt_give_card((rp_state *)(void *)g->state, f, 154);
    rpt_poked(g);
    tu_playv(g, "event 154", "action Gain Momentum", "action Gain Momentum", NULL);
    rpt_pass_all(g);
}

wm_game *rpt_example_bayern_assault(void)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_RC);
    rp_state *s = (rp_state *)(void *)g->state;
    rpt_clear_map(s);
    rpt_set_levels(s, 2, 3);
    rpt_put_fk(s, RP_BAYERN, FK_ROGUE, 1);
    rpt_put_fk(s, RP_BAYERN, FK_ROGUE, 1);
    rpt_put_rw(s, RP_BAYERN);
    rpt_put_fk(s, RP_BAYERN, FK_UNREVEALED, 0);
    rpt_put_fk(s, RP_BAYERN, FK_UNREVEALED, 1);
    s->mil[RP_BAYERN] = 1;
    s->cubes[RP_BAYERN][RP_COALITION] = 2;
    s->cubes[RP_BAYERN][RP_RC] = 1;
    rpt_put_yellow(s, RP_BAYERN);
    s->pc_holder[RP_PC_BAYERN] = RP_COALITION;
    rpt_pawns(s, 3, RP_KPD, 1, -1); /* no pawns to spend */
    rpt_poked(g);
    return g;
}

wm_game *rpt_example_1933(int with_117)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = (rp_state *)(void *)g->state;
    rpt_clear_map(s);
    s->year = 1933 - RP_FIRST_YEAR;
    s->half = RP_LATE_YEAR;
    s->econ = RP_ECON_STABLE;
    s->cubes[RP_RHEINPROVINZ][RP_KPD] = 1;
    s->cubes[RP_BAYERN][RP_KPD] = 1;
    s->cubes[RP_BAYERN][RP_NSDAP] = 1;
    rpt_give_card(s, RP_KPD, 124);
    if (with_117)
        rpt_give_card(s, RP_NSDAP, 117);
    s->rs_holder = RP_KPD;
    s->rs_up = 1;
    s->unity = RP_UNITY_SOUND;
    rpt_poked(g);
    return g;
}

wm_game *rpt_coalition_empty_map(void)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = (rp_state *)(void *)g->state;
    rpt_clear_map(s);
    s->a48_up = 0;
    return g;
}

wm_game *rpt_holding_card(int scenario, int f, int id)
{
    wm_game *g = rpt_game_at(scenario, f);
    rp_state *s = (rp_state *)(void *)g->state;
    s->a48_up = 0;
    rpt_give_card(s, f, id);
    rpt_poked(g);
    return g;
}

wm_game *rpt_rc_steals_board(void)
{
    wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_RC);
    rp_state *s = (rp_state *)(void *)g->state;
    rpt_clear_map(s);
    s->cubes[RP_BAYERN][RP_RC] = 10;   /* Bayern: PV 5 */
    s->cubes[RP_BERLIN][RP_NSDAP] = 1; /* Berlin: PV 6 */
    s->a48_up = 0;
    return g;
}
