/*
 * check_republic.c - The Weimar Republic, rule by rule (§1-§7).
 *
 * Each test is named after the rulebook section it checks.  Games are set
 * up through the public API with WM_OPT_EXTERNAL_DICE; positions are
 * arranged by writing the flat state directly (the suite links the static
 * library) with the engine's own holding-box helpers, so that every piece
 * stays accounted for; wm_check() must accept the arranged state and every
 * move then goes through wm_apply().
 */
#include "core.h"
#include "../lib/republic/republic.h"
#include "rp_testutil.h"
#include "testutil.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Helpers                                                              */
/* ------------------------------------------------------------------ */

static rp_state *ST(wm_game *g)
{
    return (rp_state *)(void *)g->state;
}

static void put_black(rp_state *st, int s)
{
    int b = rpt_low_bit(st->rc_lev);
    if (b >= 0)
        st->rc_lev = (uint8_t)(st->rc_lev & ~(1u << b));
    else {
        b = rpt_low_bit(st->ussr_black);
        ck_assert_int_ge(b, 0);
        st->ussr_black = (uint8_t)(st->ussr_black & ~(1u << b));
    }
    st->lev[s][1]++;
}

static void put_clique(rp_state *st, int s)
{
    int b = rpt_low_bit(st->react_clique), from = CQ_REACTION;
    if (b >= 0)
        st->react_clique = (uint8_t)(st->react_clique & ~(1u << b));
    else {
        uint8_t m = 0;
        for (int i = 0; i < RP_RC_MAT_BOXES; i++)
            if (wm__republic_rc_mat_below[i] == RP_PIECE_CLIQUE)
                m = (uint8_t)(m | (1u << i));
        b = rpt_low_bit(st->rc_below & m);
        ck_assert_int_ge(b, 0);
        st->rc_below = (uint8_t)(st->rc_below & ~(1u << b));
        from = CQ_MAT + b;
    }
    for (int l = 0; l < RP_CLIQUE_COUNT; l++) /* §8.4: the letter goes with its block */
        if (st->cq_loc[l] == from) {
            st->cq_loc[l] = (uint8_t)s;
            break;
        }
    st->clique[s]++;
}

static void put_cadre(rp_state *st, int s, int f)
{
    if (f == RP_KPD && st->ussr_cadre)
        st->ussr_cadre = (uint8_t)(st->ussr_cadre & ~(1u << rpt_low_bit(st->ussr_cadre)));
    else if (f == RP_NSDAP && st->react_cadre)
        st->react_cadre = (uint8_t)(st->react_cadre & ~(1u << rpt_low_bit(st->react_cadre)));
    else
        ck_abort_msg("no Cadre left on the track");
    st->cadre[s] = (uint8_t)f;
}

/* Freikorps counter i (on a mat) to space s. */
static void fk_to(rp_state *st, int i, int s)
{
    ck_assert(st->fk_loc[i] == FK_COAL_MAT || st->fk_loc[i] == FK_RC_MAT);
    st->fk_loc[i] = (uint8_t)s;
}

/* Two unrevealed counters on the Coalition mat, i < j, i hiding a Rogue
 * and j a loyal side (the counters are shuffled at set-up). */
static int fk_pair(const rp_state *st, int *i, int *j)
{
    for (int a = 0; a < NFK; a++)
        for (int b = a + 1; b < NFK; b++)
            if (st->fk_loc[a] == FK_COAL_MAT && st->fk_loc[b] == FK_COAL_MAT && st->fk_st[a] == FK_UNREVEALED &&
                st->fk_st[b] == FK_UNREVEALED && st->fk_rogue[a] && !st->fk_rogue[b]) {
                *i = a;
                *j = b;
                return 1;
            }
    return 0;
}

/* The §3.0 way the game was won, as the view's "victory" member shows it. */
static void expect_victory(wm_game *g, const char *how)
{
    static char buf[1 << 16];
    size_t len = 0;
    char want[64];
    ck_assert_int_eq(wm_to_json(g, WM_SPECTATOR, buf, sizeof buf, &len), WM_OK);
    snprintf(want, sizeof want, "\"victory\":\"%s\"", how);
    ck_assert_msg(strstr(buf, want) != NULL, "view lacks %s", want);
}

/* ------------------------------------------------------------------ */
/* §2 Setup                                                             */
/* ------------------------------------------------------------------ */

START_TEST(test_setup_every_scenario)
{
    static const int hand[6] = {0, 5, 7, 9, 3, 7};
    static const int year[6] = {0, 1921, 1919, 1924, 1928, 1919};
    for (int sc = 1; sc <= 5; sc++) {
        wm_game *g = rpt_game(sc);
        rp_state *s = ST(g);
        ck_assert_int_eq(wm_seat_count(g), 4);
        ck_assert_int_eq(wm_check(g), WM_OK);
        ck_assert_int_eq(RP_FIRST_YEAR + s->year, year[sc]);
        ck_assert_int_eq(s->momentum, RP_COALITION);
        /* §2 Note: the Coalition sets the turn order first */
        ck_assert_int_eq(wm_to_move(g), RP_COALITION);
        tu_expect_legal(g, "faction Coalition|faction KPD|faction NSDAP|faction RC");
        for (int f = 0; f < NF; f++)
            ck_assert_int_eq(card_count(s->hand[f]), hand[sc]);
        ck_assert_int_eq(s->a48_up, 1);
        wm_free(g);
    }
    /* the default scenario is The Fate of the Republic; 6 is no scenario */
    wm_options o;
    wm_options_init(&o);
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_OK);
    ck_assert_int_eq(ST(g)->scenario, RP_SC_FATE);
    wm_free(g);
    o.scenario = 6;
    ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_EINVAL);
    o.scenario = 1;
    o.bots = 16; /* §8: a mask of the four seats */
    ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_EINVAL);
    o.bots = 1;
    ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_OK);
    ck_assert_int_eq(ST(g)->bots, 1);
    wm_free(g);
}
END_TEST

/* Facts §2.4: A New Hope reveals every Freikorps, 3 loyal and 3 Rogue out. */
START_TEST(test_setup_freikorps_revealed)
{
    wm_game *g = rpt_game(RP_SC_NEW_HOPE);
    rp_state *s = ST(g);
    int out = 0, unrevealed = 0;
    for (int i = 0; i < NFK; i++) {
        out += s->fk_loc[i] == FK_OUT;
        unrevealed += s->fk_st[i] == FK_UNREVEALED;
    }
    ck_assert_int_eq(out, 6);
    ck_assert_int_eq(unrevealed, 0);
    wm_free(g);
    g = rpt_game(RP_SC_FATE);
    s = ST(g);
    ck_assert_int_eq(wm__republic_fk_count(s, RP_BERLIN, FK_ROGUE), 1);
    ck_assert_int_eq(wm__republic_fk_count(s, RP_BERLIN, FK_UNREVEALED), 2);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §5.4 Leverage                                                        */
/* ------------------------------------------------------------------ */

/* The §5.4 example's Economy track: two yellow Leverage on the
 * Hyperinflation side, one yellow and one black on the Mass Unemployment
 * side, each from its holding box. */
static void example_economy_leverage(rp_state *s)
{
    for (int i = 0; i < 3; i++)
        rpt_take_yellow_any(s);
    rpt_take_black_any(s);
    s->econ_lev[RP_ELEV_L1] = 1;
    s->econ_lev[RP_ELEV_L2] = 1;
    s->econ_lev[RP_ELEV_R1] = 1;
    s->econ_lev[RP_ELEV_R2] = 2;
}

/* The §5.4 example, 1928 then 1929/1930. */
START_TEST(test_5_4_leverage_economy_example)
{
    wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_COALITION);
    rp_state *s = ST(g);
    s->year = 1928 - RP_FIRST_YEAR;
    example_economy_leverage(s);
    /* the marker one box left of Leverage 3 */
    s->econ = RP_ECON_LEFT2;
    rpt_poked(g);
    /* the Coalition may not place Influence here */
    ck_assert_int_eq(wm__republic_econ_cubes[RP_COALITION][s->econ], 0);
    tu_play(g, "action Leverage Track");
    /* black blocks the Mass Unemployment side: only Hyperinflation (and Progress) */
    ck_assert(tu_is_legal_name(g, "track Hyperinflation side"));
    ck_assert(!tu_is_legal_name(g, "track Mass Unemployment side"));
    tu_play(g, "track Hyperinflation side");
    ck_assert_int_eq(s->econ_lev[RP_ELEV_L3], 1);
    ck_assert_int_eq(s->econ, RP_ECON_LEFT1); /* pulled one box right */
    wm_free(g);

    /* 1929: the marker on the Mass Unemployment side, three Dollar
     * Dependence markers on the track. */
    for (int decline = 0; decline < 2; decline++) {
        g = rpt_game_at(RP_SC_NEW_HOPE, RP_COALITION);
        s = ST(g);
        s->year = (uint8_t)((decline ? 1930 : 1929) - RP_FIRST_YEAR);
        example_economy_leverage(s);
        s->us_dd = 0;
        s->econ_dd = 7;
        s->econ = RP_ECON_RIGHT3;
        rpt_poked(g);
        /* first Remove Leverage: the highest-occupied box of the side,
         * "returning it to an empty black Leverage holding box" (§5.2: the
         * active faction chooses which) */
        tu_playv(g, "action Remove Leverage", "track Mass Unemployment side", NULL);
        tu_expect_legal(g, "box USSR Deals|box RC mat");
        tu_play(g, "box USSR Deals");
        ck_assert_int_eq(s->econ_lev[RP_ELEV_R2], 0);
        ck_assert_int_eq(s->econ, RP_ECON_RIGHT3); /* removing never moves it */
        /* then Place Leverage on a Track: the "Leverage 2" box */
        tu_playv(g, "action Leverage Track", "track Mass Unemployment side", NULL);
        ck_assert_int_eq(s->econ_lev[RP_ELEV_R2], 1);
        ck_assert_int_eq(s->econ, decline ? RP_ECON_RIGHT3 : RP_ECON_RIGHT2);
        wm_free(g);
    }
}
END_TEST

/* §5.4 example (1925): Progress at the highest yellow Leverage. */
START_TEST(test_5_4_progress_example)
{
    wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_COALITION);
    rp_state *s = ST(g);
    s->year = 1925 - RP_FIRST_YEAR;
    s->prog = 3; /* yellow Leverage at 2 and 3 (set-up) */
    s->react = 3;
    rpt_poked(g);
    ck_assert_int_eq(s->prog_lev, 0x0C);
    int reforms = wm__republic_reform_avail(s);
    (void)reforms;
    tu_playv(g, "action Advance Progress", "action Leverage Track", NULL);
    ck_assert_int_eq(s->prog, 3); /* not eligible */
    /* the second Action was Place Leverage on a Track: choose Progress */
    tu_play(g, "track Progress");
    ck_assert_int_eq(s->prog_lev, 0x1C);
    wm_free(g);
    g = rpt_game_at(RP_SC_NEW_HOPE, RP_COALITION);
    s = ST(g);
    s->prog = 3;
    rpt_take_yellow_any(s);
    s->prog_lev = 0x1C;
    rpt_poked(g);
    tu_play(g, "action Advance Progress");
    ck_assert_int_eq(s->prog, 4);
    /* another Reform is Available: box 4 */
    ck_assert(s->prog_reform & (1u << 4));
    wm_free(g);
}
END_TEST

/* §5.7 example (1928): RC advances Reaction from 2 to 3. */
START_TEST(test_5_7_reaction_example)
{
    wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_RC);
    rp_state *s = ST(g);
    s->year = 1928 - RP_FIRST_YEAR;
    s->prog = 3;
    s->react = 2;
    s->cadre[RP_MUENCHEN] = 0; /* its Cadre back to Reaction box 3 */
    s->react_cadre = 0x18;
    /* a pawn at level 3, taken from the RC mat to keep all 7 */
    s->pr_mcs = (uint8_t)(s->pr_mcs | 0x08);
    s->mcs_mat[RP_RC]--;
    rpt_poked(g);
    ck_assert_int_eq(s->react_lev, 0x0C); /* black Leverage at 2 and 3 */
    ck_assert(!(wm__republic_pawn_sources(s, RP_RC) & (1u << 3)));
    ck_assert(wm__republic_pawn_sources(s, RP_COALITION) & (1u << 3));
    tu_play(g, "action Advance Reaction");
    ck_assert_int_eq(s->react, 3);
    ck_assert(wm__republic_pawn_sources(s, RP_RC) & (1u << 3));
    ck_assert(wm__republic_pawn_sources(s, RP_NSDAP) & (1u << 3));
    ck_assert(s->react_cadre & (1u << 3)); /* now Available to the NSDAP */
    /* Reaction may not pass the highest black Leverage */
    tu_play(g, "end turn");
    wm_free(g);
}
END_TEST


/* §5.1 example: the U.S.S.R. Deals track at level 2. */
START_TEST(test_5_1_ussr_deals_example)
{
    wm_game *g = rpt_game(RP_SC_FATE);
    rp_state *s = ST(g);
    ck_assert_int_eq(s->ussr, 1);
    ck_assert(wm__republic_rw_avail(s));          /* Reichswehr of box 1 */
    s->rc_lev = 0;                                 /* look at the track only */
    ck_assert(wm__republic_black_avail(s));       /* black Leverage of box 1 */
    s->us_yellow = 0;
    ck_assert(!wm__republic_yellow_avail(s));     /* yellow of box 2: not yet */
    s->ussr = 2;
    ck_assert(wm__republic_yellow_avail(s));
    s->kpd_mat = 0;
    ck_assert(wm__republic_cadre_avail(s, RP_KPD)); /* KPD Cadre of box 2 */
    wm_free(g);
}
END_TEST

/* §5.11 Clean Slate and its exceptions (after Reichstag Seats, §6.0). */
START_TEST(test_5_11_clean_slate_exceptions)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_NSDAP);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->rs_holder = RP_NSDAP;
    s->rs_up = 1;
    rpt_put_strike(s, RP_SACHSEN, RP_STRIKE_STRIKE);      /* KPD Cadre: stays */
    put_cadre(s, RP_SACHSEN, RP_KPD);
    rpt_put_strike(s, RP_THUERINGEN, RP_STRIKE_STRIKE);   /* KPD Dominance: stays */
    s->cubes[RP_THUERINGEN][RP_KPD] = 1;
    rpt_put_strike(s, RP_BADEN, RP_STRIKE_STRIKE);        /* goes */
    rpt_put_strike(s, RP_HESSEN, RP_STRIKE_UPRISING);     /* Uprisings stay */
    rpt_put_yellow(s, RP_POMMERN);                        /* Coalition Dominance: stays */
    s->cubes[RP_POMMERN][RP_COALITION] = 1;
    rpt_put_yellow(s, RP_MECKLENBURG);                    /* Coalition controls the Region? no: Preußen only */
    s->pc_holder[RP_PC_NORTHERN_STATES] = RP_KPD;
    put_black(s, RP_BAYERN);                          /* goes */
    put_black(s, RP_OSTPREUSSEN);                     /* RC Dominance: stays */
    s->cubes[RP_OSTPREUSSEN][RP_RC] = 1;
    wm__republic_place_ass(s, ASS_REACTION, RP_BERLIN, SIDE_YR); /* goes */
    rpt_poked(g);
    tu_play(g, "play Reichstag Seats");
    ck_assert_int_eq(s->strike[RP_SACHSEN], RP_STRIKE_STRIKE);
    ck_assert_int_eq(s->strike[RP_THUERINGEN], RP_STRIKE_STRIKE);
    ck_assert_int_eq(s->strike[RP_BADEN], 0);
    ck_assert_int_eq(s->strike[RP_HESSEN], RP_STRIKE_UPRISING);
    ck_assert_int_eq(s->lev[RP_POMMERN][0], 1);
    ck_assert_int_eq(s->lev[RP_MECKLENBURG][0], 0);
    ck_assert_int_eq(s->lev[RP_BAYERN][1], 0);
    ck_assert_int_eq(s->lev[RP_OSTPREUSSEN][1], 1);
    ck_assert_int_eq(wm__republic_ass_count(s, RP_BERLIN, 0), 0);
    ck_assert_int_eq(s->momentum, RP_NSDAP);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §6.3-§6.6 worked examples                                             */
/* ------------------------------------------------------------------ */

/* §6.3 Coalition Place Influence example (Hessen). */
START_TEST(test_6_3_coalition_place_influence_example)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->econ = RP_ECON_LEFT1; /* "just barely" */
    s->cubes[RP_HESSENPROVINZ][RP_COALITION] = 2;
    wm__republic_place_ass(s, ASS_REACTION, RP_HESSENPROVINZ, SIDE_YR);
    s->react_ass = 0;
    rpt_poked(g);
    tu_play(g, "action Place Influence");
    ck_assert(tu_is_legal_name(g, "space Hessen"));
    ck_assert(!tu_is_legal_name(g, "space Hessenprovinz")); /* yellow/red Assassinations */
    ck_assert(tu_is_legal_name(g, "space Berlin"));          /* Berlin or adjacent */
    if (!(wm__republic_adj[RP_THUERINGEN] & (SPB(RP_HESSENPROVINZ) | SPB(RP_BERLIN))))
        ck_assert(!tu_is_legal_name(g, "space Thueringen"));
    tu_play(g, "space Hessen");
    ck_assert_int_eq(s->cubes[RP_HESSEN][RP_COALITION], 1);
    wm_free(g);
}
END_TEST

/* §6.4 KPD Place Strike example (Rheinprovinz, General Strike). */
START_TEST(test_6_4_kpd_place_strike_example)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->stance[0] = RP_STANCE_REVOLUTIONARY_LEANING;
    s->cubes[RP_RHEINPROVINZ][RP_KPD] = 3;
    s->cubes[RP_RHEINPROVINZ][RP_COALITION] = 2;
    rpt_put_yellow(s, RP_RHEINPROVINZ);
    rpt_put_reform(s, RP_RHEINPROVINZ);
    rpt_put_strike(s, RP_SACHSEN, RP_STRIKE_STRIKE);
    rpt_put_strike(s, RP_THUERINGEN, RP_STRIKE_STRIKE);
    rpt_put_yellow(s, RP_BERLIN);
    put_black(s, RP_BAYERN);
    rpt_take_yellow_any(s);
    s->econ_lev[RP_ELEV_L1] = 1;
    rpt_take_black_any(s);
    s->econ_lev[RP_ELEV_R1] = 2;
    rpt_take_yellow_any(s);
    s->prog_lev = (uint8_t)(s->prog_lev | 0x04);
    rpt_poked(g);
    ck_assert(wm__republic_strike_avail(s));
    tu_playv(g, "action Place Strike", "space Rheinprovinz", NULL);
    ck_assert_int_eq(s->strike[RP_RHEINPROVINZ], RP_STRIKE_STRIKE);
    ck_assert_int_eq(s->gs, 1);
    /* the KPD chooses the Reform to remove */
    tu_expect_legal(g, "space Rheinprovinz");
    tu_play(g, "space Rheinprovinz");
    ck_assert_int_eq(s->reform[RP_RHEINPROVINZ], 0);
    for (int t = 0; t < NSP; t++)
        ck_assert(!s->lev[t][0] && !s->lev[t][1]);
    for (int b = 0; b < RP_ECON_LEV_BOXES; b++)
        ck_assert_int_eq(s->econ_lev[b], 0);
    ck_assert_int_eq(s->prog_lev, 0x04); /* not the Progress/Reaction tracks */
    wm_free(g);
}
END_TEST

/* §6.5 NSDAP Place Assassinations example (Pommern, Posen-Westpreußen). */
START_TEST(test_6_5_nsdap_assassinations_example)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_NSDAP);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->stance[1] = RP_STANCE_REVOLUTIONARY_LEANING; /* NSDAP mat's marker Available */
    s->react = 2;
    s->cubes[RP_POMMERN][RP_COALITION] = 1;
    s->cubes[RP_POMMERN][RP_KPD] = 1;
    s->cubes[RP_POMMERN][RP_NSDAP] = 1;
    put_clique(s, RP_POSEN_WESTPREUSSEN);
    put_clique(s, RP_BAYERN);
    s->cubes[RP_BAYERN][RP_RC] = 1;
    rpt_poked(g);
    tu_playv(g, "action Place Assassinations", "faction Coalition", "space Pommern", NULL);
    /* two Available markers (Reaction track, NSDAP mat): NSDAP picks one */
    tu_expect_legal(g, "box NSDAP mat|box Reaction track");
    tu_playv(g, "box Reaction track", "cube Coalition", "cube KPD", NULL);
    ck_assert_int_eq(s->ass_loc[ASS_REACTION], RP_POMMERN);
    ck_assert_int_eq(wm__republic_dominant(s, RP_POMMERN), RP_NSDAP);
    ck_assert_int_eq(wm__republic_ass_count(s, RP_POMMERN, SIDE_YR), 1);
    /* two Cliques on the map and another marker: the Clique clause */
    ck_assert(tu_is_legal_name(g, "space PosenWestpreussen"));
    tu_play(g, "space PosenWestpreussen");
    ck_assert_int_eq(s->clique[RP_POSEN_WESTPREUSSEN], 0);
    ck_assert_int_eq(wm__republic_ass_count(s, RP_POSEN_WESTPREUSSEN, SIDE_BB), 1);
    ck_assert_int_eq(s->ass_loc[ASS_NSDAP], RP_POSEN_WESTPREUSSEN); /* the other marker */
    wm_free(g);
}
END_TEST

/* §6.6 RC Remove Influence example (Berlin, 2 spaces from the Clique). */
START_TEST(test_6_6_rc_remove_influence_example)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_RC);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    rpt_set_levels(s, 2, 3);
    put_clique(s, RP_POSEN_WESTPREUSSEN);
    s->cubes[RP_BERLIN][RP_COALITION] = 2;
    /* RC holds two pawns */
    s->pr_mcs = (uint8_t)(s->pr_mcs & ~0x0Cu);
    s->mcs_mat[RP_RC] = 2;
    rpt_poked(g);
    ck_assert_int_eq(wm__republic_dist[RP_BERLIN][RP_POSEN_WESTPREUSSEN], 2);
    ck_assert_int_eq(wm__republic_rc_cubes[3], 1);
    tu_play(g, "action Remove Influence");
    ck_assert(tu_is_legal_name(g, "space Berlin"));
    tu_playv(g, "space Berlin", "cube Coalition", NULL);
    ck_assert_int_eq(s->cubes[RP_BERLIN][RP_COALITION], 1); /* one cube at Reaction 3 */
    ck_assert_int_eq(s->dec, D_STEP);
    wm_free(g);
}
END_TEST

/* §6.2 the Assault example in Bayern, dice fixed. */
START_TEST(test_6_2_assault_example_bayern)
{
    wm_game *g = rpt_example_bayern_assault();
    rp_state *s = ST(g);
    tu_playv(g, "action Assault", "space Bayern", NULL);
    tu_expect_legal(g, "faction Coalition|faction KPD");
    tu_play(g, "faction Coalition");
    /* RC asks the KPD for its Worker Militia; the KPD decides how many of
     * its units to lend ("some or all", 0 refusing) */
    tu_expect_legal(g, "done|faction KPD");
    tu_play(g, "faction KPD");
    ck_assert_int_eq(wm_to_move(g), RP_KPD);
    tu_expect_legal(g, "number 0|number 1");
    tu_play(g, "number 1");
    /* Loyalty Check fails (Progress 2 < Reaction 3): both Freikorps flip */
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    ck_assert_int_eq(wm__republic_fk_count(s, RP_BAYERN, FK_ROGUE), 3);
    ck_assert_int_eq(wm__republic_fk_count(s, RP_BAYERN, FK_LOYAL), 1);
    tu_playv(g, "roll 3", "roll 2", NULL);
    ck_assert_int_eq(s->as_str[0], 7);
    ck_assert_int_eq(s->as_str[1], 5);
    /* RC's 4 hits: the loyal Freikorps (2), then both cubes; the
     * Coalition's 3: it picks the Rogue Freikorps, then must take the
     * Militia */
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    tu_expect_legal(g, "unit Rogue Freikorps|unit Worker Militia");
    tu_playv(g, "unit Rogue Freikorps", "unit Worker Militia", NULL);
    ck_assert_int_eq(s->cubes[RP_BAYERN][RP_COALITION], 0);
    ck_assert_int_eq(s->mil[RP_BAYERN], 0);
    ck_assert_int_eq(wm__republic_fk_count(s, RP_BAYERN, FK_ROGUE), 2);
    ck_assert_int_eq(s->rw[RP_BAYERN], 1);
    ck_assert_int_eq(wm__republic_supreme(s, RP_BAYERN), RP_RC);
    ck_assert_int_eq(s->cubes[RP_BAYERN][RP_RC], 1); /* Supremacy: no cube lost */
    ck_assert_int_eq(s->momentum, RP_RC);
    ck_assert_int_eq(s->dec, D_STEP);
    wm_free(g);
}
END_TEST

/* §6.0 the 1933 Action Step example: Article 48, then Reichstag Seats. */
START_TEST(test_6_0_action_step_example_1933)
{
    wm_game *g = rpt_example_1933(0);
    rp_state *s = ST(g);
    tu_playv(g, "action Place Influence", "space Rheinprovinz", NULL);
    /* §6.4 "up to" the Economy's number (here 1), or none (§5.2) */
    tu_expect_legal(g, "done|number 1");
    tu_play(g, "number 1");
    ck_assert_int_eq(s->cubes[RP_RHEINPROVINZ][RP_KPD], 2);
    /* the second Action must come at once; no Event or bonus card now? the
     * second Action may follow the first */
    tu_play(g, "action Remove Influence");
    ck_assert(!tu_is_legal_name(g, "space Rheinprovinz")); /* placed there this Action Step */
    tu_playv(g, "space Bayern", "cube NSDAP", NULL);
    /* two Actions taken: now the Event (or a bonus card) */
    ck_assert(!tu_is_legal_name(g, "end turn"));
    tu_play(g, "event 124 Hindenburg Runs Again");
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    tu_play(g, "yes"); /* Article 48 */
    ck_assert(card_has(s->discard, 124));
    ck_assert(!card_has(s->linger, 124));
    ck_assert_int_eq(s->momentum, RP_COALITION);
    ck_assert_int_eq(s->a48_up, 0);
    ck_assert_int_eq(wm_to_move(g), RP_KPD);
    tu_play(g, "play Reichstag Seats");
    ck_assert_int_eq(s->momentum, RP_KPD);
    ck_assert_int_eq(s->unity, RP_UNITY_SHAKY);
    ck_assert_int_eq(s->rs_up, 0);
    /* nothing is left for the KPD: the next faction acts */
    ck_assert_int_ne(s->active, RP_KPD);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §6.0 Limits on Actions and Events (one test per line)               */
/* ------------------------------------------------------------------ */

/* "A space may never hold more Influence cubes than its Population
 * Number": Hamburg (Population 4, within the KPD's reach by its own cube)
 * is offered with 3 cubes and not with 4; Koeln (3) with 2 takes only 1. */
START_TEST(test_6_0_limit_population)
{
    for (int full = 0; full <= 1; full++) {
        wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
        rp_state *s = ST(g);
        rpt_clear_map(s);
        s->econ = RP_ECON_RIGHT2;
        s->cubes[RP_HAMBURG][RP_KPD] = 1;
        s->cubes[RP_HAMBURG][RP_COALITION] = (uint8_t)(2 + full);
        rpt_poked(g);
        tu_play(g, "action Place Influence");
        ck_assert_int_eq(tu_is_legal_name(g, "space Hamburg"), !full);
        wm_free(g);
    }
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->econ = RP_ECON_RIGHT2; /* 2 cubes for the KPD */
    s->cubes[RP_KOELN][RP_KPD] = 2;       /* Population 3: room for 1 */
    rpt_poked(g);
    tu_play(g, "action Place Influence");
    tu_play(g, "space Koeln");
    tu_expect_legal(g, "done|number 1"); /* only 1 fits (or none, §5.2) */
    tu_play(g, "number 1");
    ck_assert_int_eq(s->cubes[RP_KOELN][RP_KPD], 3);
    ck_assert_int_eq(wm__republic_total_cubes(s, RP_KOELN), wm__republic_spaces[RP_KOELN].population);
    wm_free(g);
}
END_TEST

/* Fate, faction f at its Action Step menu, the Economy Stable, the map
 * empty but f's cube and the NSDAP's in Sachsen: Remove then Place
 * Influence there (§6.0 Limits, §5.2 "up to").  Not yet the anchor. */
static wm_game *sachsen_board(int f)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, f);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->econ = RP_ECON_STABLE;
    s->cubes[RP_SACHSEN][f] = 1;
    s->cubes[RP_SACHSEN][RP_NSDAP] = 1;
    return g;
}

START_TEST(test_6_0_limit_place_and_remove_same_space)
{
    /* removed first, then placing is barred there */
    wm_game *g = sachsen_board(RP_KPD);
    rpt_poked(g);
    tu_playv(g, "action Remove Influence", "space Sachsen", "cube NSDAP", "action Place Influence", NULL);
    ck_assert(!tu_is_legal_name(g, "space Sachsen"));
    ck_assert(tu_is_legal_name(g, "space Thueringen") || tu_is_legal_name(g, "space Berlin"));
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_limit_assassinations_colour)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_NSDAP);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->econ = RP_ECON_STABLE;
    s->cubes[RP_MUENCHEN][RP_NSDAP] = 1;
    wm__republic_place_ass(s, ASS_REACTION, RP_BAYERN, SIDE_BB);
    wm__republic_place_ass(s, ASS_RC, RP_MUENCHEN, SIDE_YR);
    rpt_poked(g);
    tu_play(g, "action Place Influence");
    ck_assert(!tu_is_legal_name(g, "space Bayern"));  /* brown/black blocks the NSDAP */
    ck_assert(tu_is_legal_name(g, "space Muenchen")); /* yellow/red does not */
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_limit_two_assaults_two_spaces)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->mil[RP_BERLIN] = 1;
    s->sa[RP_BERLIN] = 1;
    s->mil[RP_HAMBURG] = 1;
    s->sa[RP_HAMBURG] = 1;
    rpt_pawns(s, 3, RP_RC, 1, -1);
    rpt_poked(g);
    tu_playv(g, "action Assault", "space Berlin", "roll 1", "roll 6", NULL);
    tu_play(g, "action Assault");
    ck_assert(!tu_is_legal_name(g, "space Berlin"));
    ck_assert(tu_is_legal_name(g, "space Hamburg"));
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_limit_coalition_influence_economy)
{
    for (int e = 0; e < RP_ECON_BOXES; e++) {
        wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
        rp_state *s = ST(g);
        s->econ = (uint8_t)e;
        rpt_poked(g);
        tu_play(g, "action Place Influence");
        /* the three left-most boxes: no effect, no space to choose */
        ck_assert_int_eq(s->dec == D_SPACE, e >= RP_ECON_LEFT1);
        wm_free(g);
    }
}
END_TEST

START_TEST(test_6_0_limit_one_strike_per_space)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->cubes[RP_SACHSEN][RP_KPD] = 2;
    s->cubes[RP_THUERINGEN][RP_KPD] = 2;
    s->cubes[RP_BADEN][RP_KPD] = 2;
    rpt_put_strike(s, RP_SACHSEN, RP_STRIKE_STRIKE);
    rpt_put_strike(s, RP_THUERINGEN, RP_STRIKE_UPRISING);
    rpt_poked(g);
    tu_play(g, "action Place Strike");
    ck_assert(!tu_is_legal_name(g, "space Sachsen"));
    ck_assert(!tu_is_legal_name(g, "space Thueringen"));
    ck_assert(tu_is_legal_name(g, "space Baden"));
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_limit_one_cadre_per_space)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->stance[0] = RP_STANCE_DEMOCRATIC;
    s->cubes[RP_SACHSEN][RP_KPD] = 2;
    s->cubes[RP_BADEN][RP_KPD] = 2;
    put_cadre(s, RP_SACHSEN, RP_NSDAP);
    rpt_poked(g);
    tu_play(g, "action Place Cadre");
    ck_assert(!tu_is_legal_name(g, "space Sachsen"));
    ck_assert(tu_is_legal_name(g, "space Baden"));
    wm_free(g);
}
END_TEST

/* §6.0 "A faction may choose any Action ... even if the Action would have
 * no effect": Place Cadre with no Cadre Available stays legal, and the
 * log says why nothing happens (issue 37: it did nothing and said
 * nothing).  And the Action Step's prompt names only what its menu
 * offers: the second Action after one, no Action after two (issue 37:
 * "take an Action" after two). */
START_TEST(test_6_0_action_without_effect_says_why)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    rpt_clear_map(s); /* no KPD Dominance anywhere: nowhere for a Cadre */
    rpt_poked(g);
    ck_assert_msg(strstr(wm_prompt(g), "take an Action") != NULL, "%s", wm_prompt(g));
    ck_assert(tu_is_legal_name(g, "action Place Cadre"));
    wm_log *lg = NULL;
    ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
    tu_play(g, "action Place Cadre");
    ck_assert_msg(strstr(wm_prompt(g), "Action Step: take the second Action") != NULL, "%s", wm_prompt(g));
    tu_play(g, "action Place Cadre"); /* "even the same Action twice" */
    ck_assert_msg(strstr(wm_prompt(g), "Action Step: ") == wm_prompt(g), "%s", wm_prompt(g));
    ck_assert_msg(strstr(wm_prompt(g), "Action,") == NULL && strstr(wm_prompt(g), "Action or") == NULL &&
                      strstr(wm_prompt(g), "take") == NULL,
                  "after two Actions: %s", wm_prompt(g));
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    int said = 0;
    for (size_t i = 0; i < wm_log_count(lg); i++)
        if (!strcmp(wm_log_kind(lg, i), "no_effect") &&
            !strcmp(wm_log_text(lg, i), "KPD's Place Cadre has no effect: no Cadre is Available (§6.0: an Action "
                                        "may be chosen even if it would have no effect)"))
            said++;
    for (size_t i = 0; said != 2 && i < wm_log_count(lg); i++)
        fprintf(stderr, "log %zu [%s] %s\n", i, wm_log_kind(lg, i), wm_log_text(lg, i));
    ck_assert_int_eq(said, 2);
    wm_log_free(lg);
    wm_free(g);
}
END_TEST

/* The same with a KPD Cadre Available but no space for it: the reason
 * says so. */
START_TEST(test_6_0_place_cadre_no_space_says_why)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->stance[0] = RP_STANCE_DEMOCRATIC; /* a Cadre Available (as test_6_0_limit_one_cadre_per_space) */
    rpt_poked(g);
    ck_assert(wm__republic_cadre_avail(s, RP_KPD));
    wm_log *lg = NULL;
    ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
    tu_play(g, "action Place Cadre");
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    ck_assert_str_eq(wm_log_text(lg, wm_log_count(lg) - 1),
                     "KPD's Place Cadre has no effect: no space with its Dominance or Parliamentary Control is "
                     "without a Cadre (§6.0: an Action may be chosen even if it would have no effect)");
    wm_log_free(lg);
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_limit_economy_yellow_leverage)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    rpt_take_yellow_any(s);
    s->econ_lev[RP_ELEV_L2] = 1; /* below Left 2 */
    s->econ = RP_ECON_LEFT2;
    rpt_poked(g);
    wm__republic_econ_shift(s, -1); /* the New Year shift of 1920-1923 */
    ck_assert_int_eq(s->econ, RP_ECON_LEFT2);
    wm__republic_econ_shift(s, +1);
    ck_assert_int_eq(s->econ, RP_ECON_LEFT1);
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_limit_decline_dollar_dependence)
{
    wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_COALITION);
    rp_state *s = ST(g);
    s->year = 1931 - RP_FIRST_YEAR;
    s->us_dd = 0;
    s->econ_dd = 7; /* rightmost above Right 3 */
    s->econ = RP_ECON_MASS_UNEMPLOYMENT;
    /* a yellow Leverage in Right 2 would pull the marker to Right 2; the
     * Dollar Dependence marker stops it at Right 3 */
    s->econ_lev[RP_ELEV_R1] = 2;
    rpt_take_black_any(s);
    rpt_poked(g);
    tu_playv(g, "action Remove Leverage", "track Mass Unemployment side", NULL);
    /* §5.2: the Coalition returns the black Leverage to a holding box */
    tu_expect_legal(g, "box USSR Deals|box RC mat");
    tu_play(g, "box RC mat");
    tu_playv(g, "action Leverage Track", "track Mass Unemployment side", NULL);
    ck_assert_int_eq(s->econ_lev[RP_ELEV_R1], 1);
    ck_assert_int_eq(s->econ, RP_ECON_RIGHT3);
    wm__republic_econ_shift(s, -1);
    ck_assert_int_eq(s->econ, RP_ECON_RIGHT3);
    wm_free(g);
}
END_TEST

/* Progress 1, Reaction 2, black Leverage at levels 2 and 3: the RC's
 * Advance Reaction in `scenario` (§5.7, §6.0 Limits: "Reaction can never
 * shift more than one box higher than Progress"); returns the Reaction
 * level after it. */
static int advance_reaction_from_2(int scenario)
{
    wm_game *g = rpt_game_at(scenario, RP_RC);
    rp_state *s = ST(g);
    s->prog = 1;
    s->react = 2;
    rpt_take_black_any(s);
    s->react_lev = 0x0C;
    rpt_poked(g);
    tu_play(g, "action Advance Reaction");
    int react = s->react;
    wm_free(g);
    return react;
}

START_TEST(test_6_0_limit_reaction_progress)
{
    ck_assert_int_eq(advance_reaction_from_2(RP_SC_FATE), 2);       /* Reaction capped in Fate */
    ck_assert_int_eq(advance_reaction_from_2(RP_SC_REVOLUTION), 3); /* uncapped in A Time for Revolution? */
}
END_TEST

/* ------------------------------------------------------------------ */
/* §6.0/§6.1 operations                                                 */
/* ------------------------------------------------------------------ */

START_TEST(test_6_0_pass_discard_not_election_or_mandatory)
{
    wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_NSDAP);
    rp_state *s = ST(g);
    for (int w = 0; w < CW; w++)
        s->hand[RP_NSDAP][w] = 0;
    rpt_give_card(s, RP_NSDAP, 57);  /* Mandatory */
    rpt_give_card(s, RP_NSDAP, 154); /* Election */
    rpt_give_card(s, RP_NSDAP, 60);
    rpt_poked(g);
    ck_assert(tu_is_legal_name(g, "discard 60 Dawes Plan"));
    ck_assert(!tu_is_legal_name(g, "discard 57 Paul von Hindenburg"));
    ck_assert(!tu_is_legal_name(g, "discard 154"));
    tu_play(g, "discard 60 Dawes Plan");
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE); /* draw the replacement */
    ck_assert(wm_is_secret(g));
    wm_free(g);
}
END_TEST

START_TEST(test_6_1_article48_not_on_election)
{
    wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_KPD);
    rp_state *s = ST(g);
    rpt_give_card(s, RP_KPD, 154);
    rpt_give_card(s, RP_NSDAP, 155);
    rpt_poked(g);
    tu_play(g, "event 154");
    ck_assert_int_eq(s->dec, D_STEP); /* no Article 48 question */
    ck_assert(s->round_flags & RF_ELECTION);
    tu_playv(g, "action Gain Momentum", "action Gain Momentum", NULL);
    /* only one Election card per round */
    ck_assert_int_eq(wm_to_move(g), s->order[1]);
    wm_free(g);
}
END_TEST

START_TEST(test_6_1_requires)
{
    /* #117 requires #124: without it, no Snap Election */
    wm_game *g = rpt_holding_card(RP_SC_NEW_HOPE, RP_NSDAP, 117);
    rp_state *s = ST(g);
    tu_play(g, "event 117 Hitler Sworn In");
    ck_assert_int_eq(s->dec, D_STEP);
    ck_assert(card_has(s->discard, 117));
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_sworn_enemies)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->cubes[RP_SACHSEN][RP_KPD] = 2;
    put_cadre(s, RP_SACHSEN, RP_KPD); /* +1: 1 + 1 - 1 = 1 hit */
    s->sa[RP_SACHSEN] = 1;
    rpt_pawns(s, 3, RP_RC, 1, -1);
    rpt_poked(g);
    tu_playv(g, "action Place Unit", "space Sachsen", NULL);
    /* a free Assault against the SA: straight to the dice */
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    ck_assert_int_eq(s->as_att, RP_KPD);
    ck_assert_int_eq(s->as_def, RP_NSDAP);
    tu_playv(g, "roll 1", "roll 6", NULL);
    ck_assert_int_eq(s->sa[RP_SACHSEN], 0);
    ck_assert_int_eq(s->assaulted, 0); /* not an Action */
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_parliamentary_control_bonus)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->econ = RP_ECON_STABLE;
    s->cubes[RP_BAYERN][RP_COALITION] = 1;
    s->cubes[RP_BERLIN][RP_COALITION] = 1;
    rpt_put_yellow(s, RP_BAYERN);
    s->cubes[RP_BAYERN][RP_RC] = 2;
    rpt_poked(g);
    tu_play(g, "play control Bayern");
    tu_play(g, "action Place Influence");
    tu_expect_legal(g, "space Bayern"); /* limited to the named space */
    tu_play(g, "space Bayern");
    /* Clean Slate in Bayern: the RC dominates, the yellow Leverage goes */
    ck_assert_int_eq(s->lev[RP_BAYERN][0], 1); /* 2-2: nobody dominates, Coalition controls it */
    ck_assert(!(s->pc_up & (1u << RP_PC_BAYERN)));
    ck_assert(!tu_is_legal_name(g, "play control Berlin")); /* one per Action Step */
    wm_free(g);
}
END_TEST

/* §6.0 Parliamentary Control: "If performing a Move Units Action, units
 * may originate outside those spaces but must end their movement within
 * the named space(s)."  A unit moved by an earlier Move Units Action of
 * the same Action Step may move again in the bonus Action (the record of
 * units already moved belongs to one Action; it was once left behind and
 * hid Move Units from the bonus). */
START_TEST(test_6_0_pc_bonus_move_units_after_move_units)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->econ = RP_ECON_STABLE;
    s->cubes[RP_BAYERN][RP_COALITION] = 1;
    rpt_put_rw(s, RP_BERLIN);
    rpt_poked(g);
    tu_playv(g, "action Move Units", "space Berlin", "space Sachsen", NULL); /* its only unit: the Action ends */
    ck_assert_int_eq(s->rw[RP_SACHSEN], 1);
    ck_assert_int_eq(s->dec, D_STEP);
    tu_play(g, "play control Bayern");
    ck_assert(tu_is_legal_name(g, "action Move Units"));
    tu_play(g, "action Move Units");
    /* "up to three" units, but the bonus Action must affect Bayern: no
     * done before the first unit (§6.0) */
    ck_assert(!tu_is_legal_name(g, "done"));
    tu_play(g, "space Sachsen");
    tu_expect_legal(g, "space Bayern"); /* must end in the named space */
    tu_play(g, "space Bayern");
    ck_assert_int_eq(s->rw[RP_BAYERN], 1);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §3 Victory, §4 Sequence of Play, §7 Elections                         */
/* ------------------------------------------------------------------ */

START_TEST(test_3_1_sudden_victory_coalition)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    rpt_put_reform(s, RP_BERLIN);
    rpt_put_reform(s, RP_HAMBURG);
    rpt_put_reform(s, RP_KOELN);
    s->unity = RP_UNITY_STRONG;
    rpt_poked(g);
    tu_play(g, "action Place SV Marker");
    rpt_pass_all(g);
    ck_assert(wm_is_over(g));
    int32_t out[4];
    ck_assert_int_eq(wm_outcome(g, out, 4), WM_OK);
    ck_assert_int_eq(out[RP_COALITION], WM_WIN);
    expect_victory(g, "Sudden Victory");
    wm_free(g);
}
END_TEST

START_TEST(test_3_1_sudden_victory_markers_return)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    tu_play(g, "action Place SV Marker");
    ck_assert(s->sv_on & 1);
    rpt_pass_all(g);
    ck_assert(!wm_is_over(g));
    ck_assert_int_eq(s->sv_on, 0);
    wm_free(g);
}
END_TEST

START_TEST(test_7_elections_coalition_wins)
{
    wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_COALITION);
    rp_state *s = ST(g);
    s->a48_up = 0;
    rpt_elections_by_154(g, RP_COALITION);
    if (s->dec == D_SPACE) /* the KPD may remove Strikes... no: Elections come first */
        ck_abort_msg("unexpected space choice");
    /* §7.2: the Momentum faction may transfer PV */
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    tu_play(g, "done");
    ck_assert(!wm_is_over(g));
    ck_assert_int_eq(s->a48_up, 1);
    ck_assert_int_ne(s->rs_holder, RP_NOBODY);
    ck_assert_int_ne(s->rs_holder, RP_COALITION);
    ck_assert_int_gt(s->pv[RP_COALITION], s->pv[s->rs_holder] - 1);
    wm_free(g);
}
END_TEST

START_TEST(test_3_2_rc_steals_nsdap_victory)
{
    wm_game *g = rpt_rc_steals_board();
    rp_state *s = ST(g);
    rpt_elections_by_154(g, RP_RC);
    ck_assert_int_eq(wm_to_move(g), RP_RC);
    tu_play(g, "faction NSDAP");
    int half = s->pv[RP_RC] / 2;
    char name[32];
    snprintf(name, sizeof name, "number %d", half);
    tu_play(g, name);
    ck_assert(wm_is_over(g));
    int32_t out[4];
    ck_assert_int_eq(wm_outcome(g, out, 4), WM_OK);
    /* RC: 5 (Bayern) + 3 (Momentum) + 4 (two pawns) = 12, half to the
     * NSDAP: NSDAP 6 + 6 = 12 wins the General Election with half its PV
     * from the RC, so the RC steals it (§3.2) */
    ck_assert_int_eq(s->pv[RP_NSDAP], 12);
    ck_assert_int_eq(s->xfer, 6);
    ck_assert_int_eq(out[RP_RC], WM_WIN);
    ck_assert_int_eq(out[RP_NSDAP], WM_LOSS);
    expect_victory(g, "General Election Victory");
    wm_free(g);
}
END_TEST

START_TEST(test_7_1_no_election_with_uprising)
{
    wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_KPD);
    rp_state *s = ST(g);
    rpt_put_strike(s, RP_MUENCHEN, RP_STRIKE_UPRISING);
    s->a48_up = 0;
    rpt_elections_by_154(g, RP_KPD);
    if (wm_to_move(g) == s->momentum && s->dec == D_FACTION)
        tu_play(g, "done");
    if (!wm_is_over(g))
        ck_assert_int_eq(s->pc_holder[RP_PC_MUENCHEN], RP_NOBODY);
    wm_free(g);
}
END_TEST

START_TEST(test_4_advance_timeline_and_new_year)
{
    wm_game *g = rpt_game_at(RP_SC_TUTORIAL, RP_COALITION);
    rp_state *s = ST(g);
    int econ = s->econ;
    rpt_pass_all(g);
    /* Step 4: the KPD may remove Strikes (Sachsen has one); the prompt
     * says so (issue 20: it asked for "a space (Advance Timeline, ...)") */
    ck_assert_int_eq(wm_to_move(g), RP_KPD);
    ck_assert_str_eq(wm_prompt(g), "remove a Strike or Uprising (choose its space), or done");
    tu_play(g, "done");
    ck_assert_int_eq(s->half, RP_LATE_YEAR);
    rpt_pass_all(g);
    tu_play(g, "done");
    /* New Year 1922: the Economy shifts left; the Momentum faction sets the turn order */
    ck_assert_int_eq(RP_FIRST_YEAR + s->year, 1922);
    ck_assert_int_eq(s->econ, econ - 1);
    ck_assert_int_eq(wm_to_move(g), s->momentum);
    ck_assert_int_eq(s->dec, D_FACTION);
    wm_free(g);
}
END_TEST

START_TEST(test_3_4_tutorial_final_election)
{
    wm_game *g = rpt_game_at(RP_SC_TUTORIAL, RP_COALITION);
    tu_rng r;
    tu_rng_seed(&r, 5);
    size_t n = tu_play_random(g, &r, 100000);
    ck_assert(wm_is_over(g));
    ck_assert_int_gt((long)n, 0);
    ck_assert_int_ne(ST(g)->victory, RP_VICTORY_NONE);
    expect_victory(g, wm__republic_victory_names[ST(g)->victory]);
    wm_free(g);
}
END_TEST


/* §4.0 step 6 New Era: Held Card Penalty and the deal of 9. */
START_TEST(test_4_new_era_held_card_penalty)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    s->year = 1923 - RP_FIRST_YEAR;
    s->half = RP_LATE_YEAR;
    rpt_hands_to_deck(s);
    rpt_give_card(s, RP_KPD, 152); /* an Election card: 2 */
    rpt_give_card(s, RP_KPD, 1);   /* another card: 1 */
    rpt_poked(g);
    rpt_pass_all(g);
    ck_assert_int_eq(RP_FIRST_YEAR + s->year, 1924);
    /* the Momentum faction sets the turn order */
    tu_playv(g, "faction Coalition", "faction KPD", "faction NSDAP", NULL);
    /* the Momentum faction may remove up to 3 KPD cubes */
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    ck_assert_int_eq(s->dec, D_SPACE);
    ck_assert(tu_is_legal_name(g, "done"));
    int kpd = 0;
    for (int t = 0; t < NSP; t++)
        kpd += s->cubes[t][RP_KPD];
    tu_playv(g, "space Berlin", "space Berlin", NULL);
    tu_play(g, "done");
    int kpd2 = 0;
    for (int t = 0; t < NSP; t++)
        kpd2 += s->cubes[t][RP_KPD];
    ck_assert_int_eq(kpd2, kpd - 2);
    /* the deal: chance draws */
    while (wm_to_move(g) == WM_CHANCE) {
        wm_move m;
        ck_assert_int_eq(wm_legal_moves(g, &m, 1) > 0, 1);
        ck_assert_int_eq(wm_apply(g, m), WM_OK);
    }
    ck_assert_int_eq(card_count(s->hand[RP_COALITION]), 9);
    ck_assert_int_eq(card_count(s->hand[RP_KPD]), 6);
    ck_assert_int_eq(card_count(s->hand[RP_NSDAP]), 9);
    ck_assert_int_eq(card_count(s->hand[RP_RC]), 9);
    for (int id = 1; id <= RP_NCARDS; id++)
        if (card_has(s->hand[RP_RC], id))
            ck_assert_int_eq(CARD(id)->era, RP_ERA_GOLDEN);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST

/* §7.7 Extra Election (A Time for Revolution?). */
START_TEST(test_7_7_extra_election)
{
    wm_game *g = rpt_game_at(RP_SC_REVOLUTION, RP_COALITION);
    rp_state *s = ST(g);
    ck_assert(tu_is_legal_name(g, "call election with control Berlin"));
    tu_play(g, "call election with control Berlin");
    ck_assert(s->round_flags & RF_EXTRA);
    ck_assert(!(s->pc_up & (1u << RP_PC_BERLIN)));
    ck_assert(!tu_is_legal_name(g, "call election with control Hamburg")); /* once per game */
    rpt_pass_all(g);
    /* the Elections Step: the Momentum faction may transfer PV */
    ck_assert_int_eq(s->dec, D_FACTION);
    ck_assert_int_eq(wm_to_move(g), s->momentum);
    wm_free(g);
    g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    ck_assert(!tu_is_legal_name(g, "call election with control Berlin"));
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §6.2 loans: some or all, decided by the lending seat                  */
/* ------------------------------------------------------------------ */

/* The Coalition lends the NSDAP its Reichswehr and one of its two
 * unrevealed Freikorps, not its loyal Freikorps: only the lent units
 * fight and take hits; its cubes and the other units stay out of it. */
START_TEST(test_6_2_loan_some_units)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_NSDAP);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    card_del(s->linger, 55);
    int sac = RP_SACHSEN;
    s->sa[sac] = 2;
    s->cubes[sac][RP_NSDAP] = 1;
    s->mil[sac] = 1;
    s->cubes[sac][RP_KPD] = 2;
    put_cadre(s, sac, RP_KPD);                   /* +1 */
    rpt_put_strike(s, sac, RP_STRIKE_UPRISING);      /* +2 */
    rpt_put_rw(s, sac);
    rpt_put_fk(s, sac, FK_UNREVEALED, -1);
    rpt_put_fk(s, sac, FK_UNREVEALED, -1);
    int loyal = wm__republic_fk_find(s, FK_COAL_MAT, FK_UNREVEALED);
    while (s->fk_rogue[loyal])
        loyal = (loyal + 1) % NFK;
    ck_assert_int_eq(s->fk_loc[loyal], FK_COAL_MAT);
    s->fk_st[loyal] = FK_LOYAL;
    fk_to(s, loyal, sac);
    s->cubes[sac][RP_COALITION] = 1;
    rpt_pawns(s, 3, RP_RC, 1, -1);
    s->pc_holder[RP_PC_SOUTHERN_STATES] = RP_RC;
    rpt_poked(g);
    tu_playv(g, "action Assault", "space Sachsen", NULL);
    tu_expect_legal(g, "faction Coalition|faction KPD");
    tu_play(g, "faction KPD");
    /* the NSDAP asks the Coalition; the Coalition decides, kind by kind */
    tu_expect_legal(g, "done|faction Coalition");
    tu_play(g, "faction Coalition");
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    tu_expect_legal(g, "number 0|number 1"); /* Reichswehr */
    tu_play(g, "number 1");
    tu_expect_legal(g, "number 0|number 1|number 2"); /* unrevealed Freikorps */
    tu_play(g, "number 1");
    tu_expect_legal(g, "number 0|number 1"); /* loyal Freikorps */
    tu_play(g, "number 0");
    ck_assert_int_eq(s->as_side[RP_COALITION], 1);
    /* nobody left to ask: no Loyalty Check (no RC units), straight to the dice */
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    tu_playv(g, "roll 6", "roll 1", NULL);
    ck_assert_int_eq(s->as_str[0], 7); /* 2 SA + Reichswehr 3 + one Freikorps 2 */
    ck_assert_int_eq(s->as_str[1], 4); /* Militia 1 + Cadre 1 + Uprising 2 */
    /* the NSDAP's one hit took the Militia; the KPD's three hits: the lent
     * units are the NSDAP's for this Assault, the loyal Freikorps is not */
    ck_assert_int_eq(s->mil[sac], 0);
    ck_assert_int_eq(wm_to_move(g), RP_KPD);
    tu_expect_legal(g, "unit Reichswehr|unit Freikorps|unit SA");
    tu_play(g, "unit Reichswehr");
    /* the Reichswehr goes back to the U.S.S.R. track by itself (one home) */
    ck_assert_int_eq(s->rw[sac], 0);
    ck_assert_int_eq(s->ussr_rw, RP_USSR_REICHSWEHR_BOXES);
    ck_assert_int_eq(wm__republic_fk_count(s, sac, FK_UNREVEALED), 2);
    ck_assert_int_eq(wm__republic_fk_count(s, sac, FK_LOYAL), 1);
    ck_assert_int_eq(s->cubes[sac][RP_COALITION], 1); /* a lender's cubes are never hit */
    ck_assert_int_eq(s->sa[sac], 2);
    ck_assert_int_eq(s->momentum, RP_KPD); /* 4 - 1 = 3 beats 7 - 6 = 1 */
    ck_assert_int_eq(s->cubes[sac][RP_NSDAP], 0); /* the Coalition (6 SV) has Supremacy */
    ck_assert_int_eq(s->dec, D_STEP);
    wm_free(g);
}
END_TEST

/* Lending nothing is refusing; each side asks each faction once, the
 * attacker first.  Only the lent unrevealed Freikorps takes the Loyalty
 * Check; revealed Rogue, it fights for the RC. */
START_TEST(test_6_2_loan_refused_and_loyalty_of_lent_units)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    int t = RP_THUERINGEN, i, j;
    ck_assert(fk_pair(s, &i, &j));
    s->mil[t] = 1;
    s->sa[t] = 1;
    rpt_put_fk(s, t, FK_ROGUE, 1);
    fk_to(s, i, t);
    fk_to(s, j, t);
    s->cubes[t][RP_KPD] = 1;
    rpt_pawns(s, 3, RP_COALITION, 1, -1);
    ck_assert_int_lt(s->prog, s->react);
    rpt_poked(g);
    tu_playv(g, "action Assault", "space Thueringen", NULL);
    tu_expect_legal(g, "faction Coalition|faction NSDAP|faction RC");
    tu_play(g, "faction RC");
    tu_expect_legal(g, "done|faction Coalition|faction NSDAP");
    tu_play(g, "faction NSDAP");
    ck_assert_int_eq(wm_to_move(g), RP_NSDAP);
    tu_play(g, "number 0"); /* refuses */
    ck_assert_int_eq(s->as_side[RP_NSDAP], 0);
    tu_expect_legal(g, "done|faction Coalition");
    tu_play(g, "faction Coalition");
    tu_expect_legal(g, "number 0|number 1|number 2");
    tu_play(g, "number 1");
    /* the RC (defender) may still ask the NSDAP, not the lending Coalition */
    ck_assert_int_eq(wm_to_move(g), RP_RC);
    tu_expect_legal(g, "done|faction NSDAP");
    tu_play(g, "done");
    /* Loyalty Check failed: the lent counter (the first one) flips, the
     * other stays unrevealed; the lent one was Rogue */
    ck_assert_int_eq(s->fk_st[i], FK_ROGUE);
    ck_assert_int_eq(s->fk_st[j], FK_UNREVEALED);
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    /* the strengths, taken while the Assault still runs (its scratch is
     * cleared once the Action Step menu is back) */
    tu_play(g, "roll 1");
    ck_assert_int_eq(wm__republic_assault_strength(s, 1), 1); /* the KPD's Militia only */
    ck_assert_int_eq(wm__republic_assault_strength(s, 2), 4); /* two Rogue Freikorps */
    tu_play(g, "roll 1");
    ck_assert_int_eq(s->mil[t], 0);
    ck_assert_int_eq(s->cubes[t][RP_KPD], 0);
    ck_assert_int_eq(s->momentum, RP_RC);
    ck_assert_int_eq(s->sa[t], 1);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §5.2 choosing holding boxes                                          */
/* ------------------------------------------------------------------ */

/* A yellow Leverage removed from the map may go back to either Deals
 * track: the active faction chooses; the piece fills the highest-numbered
 * empty box of that track. */
START_TEST(test_5_2_return_yellow_leverage_choice)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->ussr = 2;
    s->us_yellow = (uint8_t)(s->us_yellow & ~0x02u);   /* U.S. box 1 */
    s->ussr_yellow = (uint8_t)(s->ussr_yellow & ~0x04u); /* U.S.S.R. box 2 */
    s->lev[RP_BERLIN][0] = 2;
    rpt_poked(g);
    tu_playv(g, "action Remove Leverage", "space Berlin", NULL);
    ck_assert_int_eq(s->dec, D_BOX);
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    tu_expect_legal(g, "box US Deals|box USSR Deals");
    size_t len;
    char *v = tu_json(g, RP_KPD, &len);
    ck_assert(strstr(v, "\"pending_boxes\":[{\"piece\":\"yellow Leverage\",\"move\":\"return\",\"chooser\":\"Coalition\"}]"));
    free(v);
    tu_play(g, "box USSR Deals");
    ck_assert_int_eq(s->ussr_yellow, 0x14);
    ck_assert_int_eq(s->us_yellow, 0x3C);
    ck_assert_int_eq(s->lev[RP_BERLIN][0], 1);
    ck_assert_int_eq(s->dec, D_STEP);
    /* the second one: only the U.S. track has an empty box now */
    tu_playv(g, "action Remove Leverage", "space Berlin", NULL);
    ck_assert_int_eq(s->us_yellow, 0x3E);
    ck_assert_int_eq(s->dec, D_STEP);
    wm_free(g);
}
END_TEST

/* Placing black Leverage: the RC picks which Available one, the RC mat's
 * leftmost (releasing the Clique below it) or the U.S.S.R. track's. */
START_TEST(test_5_2_take_black_leverage_choice)
{
    for (int mat = 0; mat < 2; mat++) {
        wm_game *g = rpt_game_at(RP_SC_FATE, RP_RC);
        rp_state *s = ST(g);
        ck_assert_int_eq(s->rc_lev, 0x1E);
        ck_assert_int_eq(s->ussr_black & 0x02, 0x02);
        uint8_t react_lev = s->react_lev;
        rpt_poked(g);
        ck_assert(!(wm__republic_box_options(s, BX_CLIQUE, 1) & (1u << BOX_RC)));
        tu_playv(g, "action Leverage Track", "track Reaction", NULL);
        tu_expect_legal(g, "box USSR Deals|box RC mat");
        tu_play(g, mat ? "box RC mat" : "box USSR Deals");
        ck_assert_int_eq(s->rc_lev, mat ? 0x1C : 0x1E);
        ck_assert_int_eq(s->ussr_black & 0x02, mat ? 0x02 : 0);
        ck_assert_int_eq(__builtin_popcount(s->react_lev), __builtin_popcount(react_lev) + 1);
        /* the Clique below RC box 2 is Available once its Leverage is gone */
        ck_assert_int_eq(!!(wm__republic_box_options(s, BX_CLIQUE, 1) & (1u << BOX_RC)), mat);
        ck_assert_int_eq(s->dec, D_STEP);
        wm_free(g);
    }
}
END_TEST

/* A pawn returned from a mat goes to any empty pawn box: the column
 * between Progress and Reaction or either end of the Economy track. */
START_TEST(test_5_2_return_pawn_choice)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    rpt_pawns(s, 2, RP_COALITION, 1, RP_RC, 2, -1);
    s->pr_mcs = (uint8_t)(s->pr_mcs & ~0x04u);
    rpt_poked(g);
    tu_play(g, "action Move MCS");
    tu_expect_legal(g, "pawn return from Coalition|pawn return from RC");
    tu_play(g, "pawn return from RC");
    tu_expect_legal(g, "box pawn column|box Hyperinflation");
    tu_play(g, "box Hyperinflation");
    ck_assert_int_eq(s->econ_mcs, 3);
    ck_assert_int_eq(s->pr_mcs, 0x38);
    ck_assert_int_eq(s->mcs_mat[RP_RC], 1);
    ck_assert_int_eq(s->dec, D_STEP);
    wm_free(g);
}
END_TEST

/* A KPD Cadre removed by the Coalition's Leverage goes to the KPD mat's
 * highest-numbered empty Available Cadre box or to the U.S.S.R. track:
 * the Coalition (active) chooses. */
START_TEST(test_5_2_return_cadre_choice)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->stance[0] = RP_STANCE_DEMOCRATIC; /* both mat Cadre boxes Available */
    s->kpd_mat = (uint8_t)(s->kpd_mat & ~0x80u);
    s->cadre[RP_HAMBURG] = RP_KPD;
    put_cadre(s, RP_SACHSEN, RP_KPD); /* from U.S.S.R. box 2 */
    s->cubes[RP_SACHSEN][RP_COALITION] = 1;
    rpt_poked(g);
    tu_playv(g, "action Leverage Map", "space Sachsen", NULL);
    ck_assert_int_eq(s->lev[RP_SACHSEN][0], 1);
    tu_expect_legal(g, "box USSR Deals|box KPD mat");
    tu_play(g, "box KPD mat");
    ck_assert_int_eq(s->kpd_mat & 0x80, 0x80);
    ck_assert_int_eq(s->ussr_cadre & 0x04, 0);
    ck_assert_int_eq(s->cadre[RP_SACHSEN], 0);
    ck_assert_int_eq(s->dec, D_STEP);
    wm_free(g);
}
END_TEST

/* Conservative Cliques: placed from the Reaction track or the RC mat,
 * returned to either (the NSDAP's Clique clause: the NSDAP chooses). */
START_TEST(test_5_2_clique_choices)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_RC);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    rpt_set_levels(s, 5, 5); /* takes the RC mat's Leverage first: box 2 empties */
    ck_assert(!(s->rc_lev & 0x02));
    s->cubes[RP_POMMERN][RP_RC] = 1;
    rpt_poked(g);
    tu_playv(g, "action Place Clique", "space Pommern", NULL);
    tu_expect_legal(g, "box RC mat|box Reaction track");
    tu_play(g, "box Reaction track");
    ck_assert_int_eq(s->react_clique, 0);
    ck_assert_int_eq(s->clique[RP_POMMERN], 1);
    ck_assert_int_eq(s->dec, D_STEP);
    wm_free(g);

    g = rpt_game_at(RP_SC_FATE, RP_NSDAP);
    s = ST(g);
    rpt_clear_map(s);
    rpt_set_levels(s, 5, 5);
    s->stance[1] = RP_STANCE_REVOLUTIONARY_LEANING;
    put_clique(s, RP_POMMERN); /* from the Reaction track */
    put_clique(s, RP_BAYERN);  /* RC mat box 1 */
    s->cubes[RP_SACHSEN][RP_KPD] = 1;
    rpt_poked(g);
    tu_playv(g, "action Place Assassinations", "faction Coalition", "space Sachsen", NULL);
    tu_expect_legal(g, "box NSDAP mat|box Reaction track");
    tu_playv(g, "box NSDAP mat", "cube KPD", NULL);
    /* the Clique clause: the other marker, the Clique back to a box of the
     * NSDAP's choice */
    tu_playv(g, "space Pommern", NULL);
    tu_expect_legal(g, "box RC mat|box Reaction track");
    ck_assert_int_eq(wm_to_move(g), RP_NSDAP);
    tu_play(g, "box RC mat");
    ck_assert_int_eq(s->react_clique, 0);
    ck_assert_int_eq(s->rc_below & 0x01, 0x01);
    ck_assert_int_eq(s->ass_loc[ASS_REACTION], RP_POMMERN);
    ck_assert_int_eq(s->dec, D_STEP);
    wm_free(g);
}
END_TEST

/* Outside an Action Step the Momentum faction, who conducts the step,
 * chooses: the 1930 reset of the Economy track's Leverage (§4 step 5). */
START_TEST(test_5_2_momentum_chooses_in_new_year)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->year = 1929 - RP_FIRST_YEAR;
    s->half = RP_LATE_YEAR;
    s->momentum = RP_RC;
    s->ussr = 2;
    s->us_yellow = (uint8_t)(s->us_yellow & ~0x02u);
    s->econ_lev[RP_ELEV_L1] = 1;
    s->ussr_yellow = (uint8_t)(s->ussr_yellow & ~0x04u);
    s->econ_lev[RP_ELEV_R1] = 1;
    rpt_poked(g);
    rpt_pass_all(g);
    ck_assert_int_eq(RP_FIRST_YEAR + s->year, 1930);
    ck_assert_int_eq(s->dec, D_BOX);
    ck_assert_int_eq(wm_to_move(g), RP_RC);
    tu_expect_legal(g, "box US Deals|box USSR Deals");
    tu_play(g, "box US Deals");
    /* the second one has one box left; then the turn order question */
    for (int b = 0; b < RP_ECON_LEV_BOXES; b++)
        ck_assert_int_eq(s->econ_lev[b], 0);
    ck_assert_int_eq(s->us_yellow, 0x3E);
    ck_assert_int_eq(s->ussr_yellow, 0x14);
    ck_assert_int_eq(s->dec, D_FACTION);
    ck_assert_int_eq(wm_to_move(g), RP_RC);
    wm_free(g);
}
END_TEST

/* The Assault pawn: the pawn's box is chosen (by the active faction)
 * before the defender decides whether to spend one. */
START_TEST(test_5_2_assault_pawn_box)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->cubes[RP_SACHSEN][RP_KPD] = 2;
    s->sa[RP_SACHSEN] = 1;
    rpt_pawns(s, 0, RP_KPD, 1, RP_NSDAP, 1, RP_RC, 1, -1);
    rpt_poked(g);
    tu_playv(g, "action Place Unit", "space Sachsen", NULL);
    ck_assert_int_eq(wm_to_move(g), RP_KPD);
    tu_play(g, "yes"); /* +2 */
    tu_expect_legal(g, "box Hyperinflation|box Mass Unemployment");
    tu_play(g, "box Mass Unemployment");
    ck_assert_int_eq(s->econ_mcs, 2);
    /* now the defender's question, which waited */
    ck_assert_int_eq(wm_to_move(g), RP_NSDAP);
    ck_assert_int_eq(s->dec, D_YESNO);
    tu_play(g, "yes");
    ck_assert_int_eq(s->econ_mcs, 3); /* one empty box left: no choice */
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    tu_play(g, "roll 1");
    ck_assert_int_eq(wm__republic_assault_strength(s, 1), 3);
    ck_assert_int_eq(wm__republic_assault_strength(s, 2), 3);
    tu_play(g, "roll 1");
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Saved games: the anchor and the moves since (rp_game)                */
/* ------------------------------------------------------------------ */

static rp_game *GAME(wm_game *g)
{
    return (rp_game *)(void *)g->state;
}

/* Saves g and loads it back: the status of wm_load(). */
static wm_status reload(const wm_game *g)
{
    static unsigned char buf[16384];
    size_t len = 0;
    ck_assert_int_eq(wm_save(g, buf, sizeof buf, &len), WM_OK);
    wm_game *h = NULL;
    wm_status st = wm_load(buf, len, &h);
    if (st == WM_OK) {
        ck_assert_uint_eq(wm_hash(h), wm_hash(g));
        wm_free(h);
    }
    return st;
}

/* Mid-Action, the game is its last anchor (the Action Step menu) and the
 * moves since; a save whose half-finished procedure the engine did not
 * produce itself is refused, whichever part was forged. */
START_TEST(test_save_mid_action_replays_from_anchor)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_game *G = GAME(g);
    ck_assert_int_eq(G->ntail, 0);
    ck_assert(memcmp(&G->anchor, &G->cur, sizeof G->cur) == 0);
    tu_play(g, "action Place Influence");
    ck_assert_int_eq(G->ntail, 1);
    ck_assert_int_eq(G->anchor.dec, D_STEP);
    ck_assert_int_eq(G->cur.dec, D_SPACE);
    ck_assert_int_eq(reload(g), WM_OK);

    rp_game saved = *G;
    /* a forged option of the pending question (a space it never offered) */
    uint32_t off = RP_ALL_SPACES & ~G->cur.dec_mask;
    ck_assert_uint_ne(off, 0);
    G->cur.dec_mask |= off & -off;
    ck_assert_int_eq(wm_check(g), WM_ECORRUPT);
    ck_assert_int_eq(reload(g), WM_ECORRUPT);
    *G = saved;
    /* forged Action scratch */
    G->cur.a_n = (uint8_t)(G->cur.a_n + 3);
    ck_assert_int_eq(wm_check(g), WM_ECORRUPT);
    *G = saved;
    /* an anchor with live-looking scratch: not an anchor in canonical form */
    G->anchor.a_space = RP_BERLIN + 1;
    ck_assert_int_eq(wm_check(g), WM_ECORRUPT);
    *G = saved;
    G->anchor.sworn = SPB(RP_BERLIN);
    ck_assert_int_eq(wm_check(g), WM_ECORRUPT);
    *G = saved;
    /* a different move in the tail, or one too many */
    G->tail[0] = WM_REPUBLIC_ACTION + WM_REPUBLIC_A_PLACE_UNIT;
    ck_assert_int_eq(wm_check(g), WM_ECORRUPT);
    *G = saved;
    G->ntail = 0;
    ck_assert_int_eq(wm_check(g), WM_ECORRUPT);
    *G = saved;
    G->ntail = RP_TAIL_LOST;
    ck_assert_int_eq(wm_check(g), WM_ECORRUPT);
    *G = saved;
    ck_assert_int_eq(wm_check(g), WM_OK);

    /* back at the menu, the state is its own anchor again */
    while (G->cur.dec != D_STEP && !wm_is_over(g)) {
        wm_move m;
        ck_assert_uint_gt(wm_legal_moves(g, &m, 1), 0);
        ck_assert_int_eq(wm_apply(g, m), WM_OK);
        ck_assert_int_eq(wm_check(g), WM_OK);
    }
    ck_assert_int_eq(G->ntail, 0);
    ck_assert(memcmp(&G->anchor, &G->cur, sizeof G->cur) == 0);
    ck_assert_int_eq(G->cur.mv_n, 0);
    wm_free(g);
}
END_TEST

/* At an anchor point the whole question is checked against the board:
 * the turn order offers the factions not placed yet, and no "done". */
START_TEST(test_save_forged_turn_order_question)
{
    wm_game *g = rpt_game(RP_SC_FATE);
    rp_game *G = GAME(g);
    ck_assert_int_eq(G->cur.dec, D_FACTION);
    ck_assert_int_eq(wm_check(g), WM_OK);
    rp_game saved = *G;
    G->cur.dec_done = G->anchor.dec_done = 1; /* "done" would place the Coalition twice */
    ck_assert_int_eq(wm_check(g), WM_ECORRUPT);
    ck_assert_int_eq(reload(g), WM_ECORRUPT);
    *G = saved;
    G->cur.dec_mask = G->anchor.dec_mask = 0x7; /* the RC left out */
    ck_assert_int_eq(wm_check(g), WM_ECORRUPT);
    *G = saved;
    G->cur.dec_seat = G->anchor.dec_seat = RP_KPD; /* not the Momentum faction */
    ck_assert_int_eq(wm_check(g), WM_ECORRUPT);
    *G = saved;
    G->cur.r_j = G->anchor.r_j = R_ADV; /* where the round goes on */
    ck_assert_int_eq(wm_check(g), WM_ECORRUPT);
    *G = saved;
    ck_assert_int_eq(reload(g), WM_OK);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The Events this part implements (§6.1, §3.3, §7.4-§7.6)               */
/* ------------------------------------------------------------------ */

#define OSTHILFE_SPACES "space Ostpreussen|space PosenWestpreussen|space Pommern|space Niederschlesien|space Oberschlesien"

/* #120 Osthilfe: "Place both 1 Available yellow Leverage and 1 Coalition
 * Influence in any 1 of these spaces: Ostpreußen, Posen-Westpreußen,
 * Pommern, Niederschlesien, or Oberschlesien (up to Population)." */
START_TEST(test_6_1_osthilfe_120)
{
    /* both pieces; which Available Leverage is the player's choice (the
     * comprehensive example of play: "which available yellow Leverage") */
    wm_game *g = rpt_coalition_empty_map();
    rp_state *s = ST(g);
    s->ussr = 2;
    rpt_give_card(s, RP_COALITION, 120);
    rpt_poked(g);
    tu_play(g, "event 120 Osthilfe");
    tu_expect_legal(g, OSTHILFE_SPACES);
    tu_play(g, "space Pommern");
    tu_expect_legal(g, "box US Deals|box USSR Deals");
    tu_play(g, "box USSR Deals");
    ck_assert_int_eq(s->ussr_yellow, 0x10);
    ck_assert_int_eq(s->us_yellow, 0x3E);
    ck_assert_int_eq(s->lev[RP_POMMERN][0], 1);
    ck_assert_int_eq(s->cubes[RP_POMMERN][RP_COALITION], 1);
    ck_assert(card_has(s->discard, 120));
    ck_assert_int_eq(s->dec, D_STEP); /* then its two Actions */
    ck_assert(tu_is_legal_name(g, "action Gain Momentum"));
    ck_assert(!tu_is_legal_name(g, "end turn"));
    wm_free(g);

    /* up to Population: a full space gets the Leverage only */
    g = rpt_coalition_empty_map();
    s = ST(g);
    s->cubes[RP_OSTPREUSSEN][RP_RC] = 5;
    rpt_give_card(s, RP_COALITION, 120);
    rpt_poked(g);
    tu_playv(g, "event 120 Osthilfe", "space Ostpreussen", NULL); /* one Available Leverage: no choice */
    ck_assert_int_eq(s->lev[RP_OSTPREUSSEN][0], 1);
    ck_assert_int_eq(s->cubes[RP_OSTPREUSSEN][RP_COALITION], 0);
    ck_assert_int_eq(s->us_yellow, 0x3C);
    wm_free(g);

    /* the Limits apply to Events: no Coalition cube with the Economy in the
     * three left-most boxes */
    g = rpt_coalition_empty_map();
    s = ST(g);
    s->econ = RP_ECON_LEFT2;
    rpt_give_card(s, RP_COALITION, 120);
    rpt_poked(g);
    tu_playv(g, "event 120 Osthilfe", "space Niederschlesien", NULL);
    ck_assert_int_eq(s->lev[RP_NIEDERSCHLESIEN][0], 1);
    ck_assert_int_eq(s->cubes[RP_NIEDERSCHLESIEN][RP_COALITION], 0);
    wm_free(g);

    /* no Available yellow Leverage: only the spaces that can take the cube
     * (not under yellow/red Assassinations, not full) */
    g = rpt_coalition_empty_map();
    s = ST(g);
    for (int k = 0; k < RP_YELLOW_LEVERAGE_COUNT; k++)
        rpt_put_yellow(s, RP_BERLIN);
    wm__republic_place_ass(s, ASS_REACTION, RP_OSTPREUSSEN, SIDE_YR);
    s->cubes[RP_POSEN_WESTPREUSSEN][RP_RC] = 2;
    rpt_give_card(s, RP_COALITION, 120);
    rpt_poked(g);
    tu_play(g, "event 120 Osthilfe");
    tu_expect_legal(g, "space Pommern|space Niederschlesien|space Oberschlesien");
    tu_play(g, "space Oberschlesien");
    ck_assert_int_eq(s->cubes[RP_OBERSCHLESIEN][RP_COALITION], 1);
    ck_assert_int_eq(s->lev[RP_OBERSCHLESIEN][0], 0);
    wm_free(g);

    /* played by the KPD: the KPD makes the choices (§6.1), after the
     * Coalition declined Article 48; no cube where the KPD removed cubes
     * in this Action Step */
    g = rpt_game_at(RP_SC_FATE, RP_KPD);
    s = ST(g);
    rpt_clear_map(s);
    s->ussr = 2;
    s->econ = RP_ECON_STABLE;
    s->cubes[RP_POMMERN][RP_KPD] = 1;
    s->cubes[RP_POMMERN][RP_RC] = 1;
    rpt_give_card(s, RP_KPD, 120);
    rpt_poked(g);
    tu_playv(g, "action Remove Influence", "space Pommern", "cube RC", NULL);
    tu_play(g, "action Gain Momentum");
    tu_play(g, "event 120 Osthilfe");
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    tu_play(g, "no");
    ck_assert_int_eq(wm_to_move(g), RP_KPD);
    tu_play(g, "space Pommern");
    ck_assert_int_eq(wm_to_move(g), RP_KPD);
    tu_play(g, "box US Deals");
    ck_assert_int_eq(s->us_yellow, 0x3C);
    ck_assert_int_eq(s->lev[RP_POMMERN][0], 1);
    ck_assert_int_eq(s->cubes[RP_POMMERN][RP_COALITION], 0);
    wm_free(g);
}
END_TEST

/* #82 Referendum (§3.3, §7.4): a Special Election only with the RC as the
 * Momentum faction; Dominance PV of spaces free of Assassinations and
 * Uprisings (and not in a Region with one), no bonus PV of Regional
 * Elections, the General Election bonuses; no change of control. */
static wm_game *referendum(int momentum)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_RC);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->a48_up = 0;
    s->momentum = (uint8_t)momentum;
    s->cubes[RP_BAYERN][RP_RC] = 2;            /* 5 */
    put_black(s, RP_BAYERN);                     /* no bonus in a Special Election */
    s->cubes[RP_POMMERN][RP_RC] = 1;           /* Preußen: excluded */
    wm__republic_place_ass(s, ASS_REACTION, RP_RHEINPROVINZ, SIDE_BB);
    s->cubes[RP_MUENCHEN][RP_NSDAP] = 1;       /* 4 */
    s->cubes[RP_HAMBURG][RP_COALITION] = 1;    /* 4 */
    s->cubes[RP_SACHSEN][RP_COALITION] = 1;    /* 2 */
    s->cubes[RP_KOELN][RP_KPD] = 1;            /* 3 */
    rpt_pawns(s, 3, RP_RC, 1, -1);              /* RC +2 */
    s->pc_up = (uint8_t)(s->pc_up & ~(1u << RP_PC_BERLIN)); /* a used card stays face-down */
    rpt_give_card(s, RP_RC, 82);
    return g;
}

START_TEST(test_7_4_special_election_82)
{
    /* the RC is not the Momentum faction: nothing happens */
    wm_game *g = referendum(RP_COALITION);
    rp_state *s = ST(g);
    s->pv[RP_RC] = 5; /* the last election's */
    rpt_poked(g);
    tu_play(g, "event 82 Referendum");
    ck_assert(!wm_is_over(g));
    ck_assert_int_eq(s->pv[RP_RC], 5);
    ck_assert(card_has(s->discard, 82));
    ck_assert_int_eq(s->dec, D_STEP);
    wm_free(g);

    /* RC 5 + 3 (Momentum) + 2 (pawn) = 10 beats Coalition 6: the RC wins */
    g = referendum(RP_RC);
    s = ST(g);
    rpt_poked(g);
    tu_play(g, "event 82 Referendum");
    ck_assert_int_eq(s->pv[RP_RC], 10);
    ck_assert_int_eq(s->pv[RP_COALITION], 6);
    ck_assert_int_eq(s->pv[RP_NSDAP], 4);
    ck_assert_int_eq(s->pv[RP_KPD], 3);
    ck_assert_int_eq(rpt_over_winner(g), RP_RC);
    wm_free(g);

    /* another winner: the game goes on, control untouched */
    g = referendum(RP_RC);
    s = ST(g);
    s->cubes[RP_BERLIN][RP_NSDAP] = 1;
    s->cubes[RP_HAMBURG][RP_COALITION] = 0;
    s->cubes[RP_HAMBURG][RP_NSDAP] = 1;
    uint8_t holders[RP_NPC], up = s->pc_up;
    memcpy(holders, s->pc_holder, sizeof holders);
    rpt_poked(g);
    tu_play(g, "event 82 Referendum");
    ck_assert_int_eq(s->pv[RP_NSDAP], 14);
    ck_assert_int_eq(s->pv[RP_RC], 10);
    ck_assert(!wm_is_over(g));
    ck_assert_int_eq(memcmp(holders, s->pc_holder, sizeof holders), 0);
    ck_assert_int_eq(s->pc_up, up);
    ck_assert_int_eq(s->dec, D_STEP);
    ck_assert_int_eq(wm_to_move(g), RP_RC);
    wm_free(g);

    /* a tie: the most pawns wins; still tied, chance decides */
    g = referendum(RP_RC);
    s = ST(g);
    s->cubes[RP_BERLIN][RP_NSDAP] = 1; /* NSDAP 6 + 4 = 10 */
    rpt_poked(g);
    tu_play(g, "event 82 Referendum");
    ck_assert_int_eq(s->pv[RP_NSDAP], 10);
    ck_assert_int_eq(rpt_over_winner(g), RP_RC); /* one pawn to none */
    wm_free(g);
    g = referendum(RP_RC);
    s = ST(g);
    s->cubes[RP_BERLIN][RP_NSDAP] = 1;
    s->cubes[RP_MUENCHEN][RP_NSDAP] = 0; /* NSDAP 6 + 2 (pawn) + 2 (Region) = 10 */
    s->cubes[RP_MECKLENBURG][RP_NSDAP] = 1;
    s->cubes[RP_OLDENBURG][RP_NSDAP] = 1;
    s->econ_mcs = 2;
    s->mcs_mat[RP_NSDAP] = 1;
    rpt_poked(g);
    tu_play(g, "event 82 Referendum");
    ck_assert_int_eq(s->pv[RP_NSDAP], 10);
    ck_assert_int_eq(s->pv[RP_RC], 10);
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    tu_expect_legal(g, "tie NSDAP|tie RC");
    tu_play(g, "tie NSDAP");
    ck_assert(!wm_is_over(g));
    wm_free(g);
}
END_TEST

/* #117 Hitler Sworn In (§3.3, §7.5): a full Election Cycle at once, with
 * its outcomes; it does not use up the round's Election card. */
START_TEST(test_7_5_snap_election_117)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_NSDAP);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->a48_up = 0;
    rpt_give_card(s, RP_RC, 124); /* #117 requires #124 in play */
    card_del(s->hand[RP_RC], 124);
    card_add(s->linger, 124);
    s->cubes[RP_BERLIN][RP_COALITION] = 2;  /* 6 */
    s->cubes[RP_MUENCHEN][RP_NSDAP] = 1;    /* 4 */
    s->cubes[RP_HAMBURG][RP_KPD] = 1;       /* 4 */
    s->cubes[RP_KOELN][RP_RC] = 1;          /* 3 */
    rpt_give_card(s, RP_NSDAP, 117);
    rpt_give_card(s, RP_KPD, 154);
    rpt_poked(g);
    tu_play(g, "event 117 Hitler Sworn In");
    /* Coalition 6 + 3 (Momentum) + 2 (pawn) = 11 */
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    tu_expect_legal(g, "done|faction KPD|faction NSDAP|faction RC");
    tu_play(g, "done");
    ck_assert_int_eq(s->pv[RP_COALITION], 11);
    ck_assert_int_eq(s->pv[RP_KPD], 4);
    ck_assert_int_eq(s->pv[RP_NSDAP], 4);
    /* runner-up tie, no pawns either: chance */
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    tu_expect_legal(g, "tie KPD|tie NSDAP");
    tu_play(g, "tie KPD");
    ck_assert(!wm_is_over(g));
    ck_assert_int_eq(s->a48_up, 1);
    ck_assert_int_eq(s->rs_holder, RP_KPD);
    ck_assert_int_eq(s->rs_up, 1);
    ck_assert_int_eq(s->pc_holder[RP_PC_BERLIN], RP_COALITION);
    ck_assert_int_eq(s->pc_holder[RP_PC_MUENCHEN], RP_NSDAP);
    ck_assert_int_eq(s->pc_holder[RP_PC_HAMBURG], RP_KPD);
    ck_assert_int_eq(s->pc_holder[RP_PC_KOELN], RP_RC);
    ck_assert_int_eq(s->pc_holder[RP_PC_BAYERN], RP_NOBODY);
    /* the NSDAP's two Actions follow; the round's Election card is still free */
    ck_assert_int_eq(s->dec, D_STEP);
    ck_assert_int_eq(wm_to_move(g), RP_NSDAP);
    ck_assert(!(s->round_flags & RF_ELECTION));
    ck_assert(wm__republic_card_playable(s, RP_KPD, 154));
    wm_free(g);

    /* the NSDAP wins it: the game ends */
    g = rpt_game_at(RP_SC_FATE, RP_NSDAP);
    s = ST(g);
    rpt_clear_map(s);
    s->a48_up = 0;
    s->momentum = RP_NSDAP;
    rpt_give_card(s, RP_RC, 124); /* #117 requires #124 in play */
    card_del(s->hand[RP_RC], 124);
    card_add(s->linger, 124);
    s->cubes[RP_BERLIN][RP_NSDAP] = 2;
    rpt_give_card(s, RP_NSDAP, 117);
    rpt_poked(g);
    tu_play(g, "event 117 Hitler Sworn In");
    ck_assert_int_eq(wm_to_move(g), RP_NSDAP); /* the transfer */
    tu_play(g, "done");
    ck_assert_int_eq(s->pv[RP_NSDAP], 9);
    ck_assert_int_eq(rpt_over_winner(g), RP_NSDAP);
    wm_free(g);
}
END_TEST

/* #118 Enabling Act (§3.3, §7.6): NSDAP wins if it is the Momentum
 * faction, holds the Reichstag Seats card and has 15 or more current PV. */
static wm_game *enabling(int berlin_ass, int koeln_not_muenchen)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_NSDAP);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->a48_up = 0;
    s->momentum = RP_NSDAP;
    s->rs_holder = RP_NSDAP;
    s->rs_up = 0; /* held, even face-down */
    s->cubes[RP_BERLIN][RP_NSDAP] = 1; /* 6 */
    if (koeln_not_muenchen)
        s->cubes[RP_KOELN][RP_NSDAP] = 1; /* 3 */
    else
        s->cubes[RP_MUENCHEN][RP_NSDAP] = 1; /* 4 */
    if (berlin_ass)
        wm__republic_place_ass(s, ASS_REACTION, RP_BERLIN, SIDE_YR);
    rpt_pawns(s, 3, RP_NSDAP, 1, -1); /* +2 */
    rpt_give_card(s, RP_NSDAP, 118);
    return g;
}

START_TEST(test_7_6_enabling_act_118)
{
    wm_game *g = enabling(0, 0); /* 6 + 4 + 3 + 2 = 15 */
    rpt_poked(g);
    tu_play(g, "event 118 Enabling Act");
    ck_assert_int_eq(ST(g)->pv[RP_NSDAP], 15);
    ck_assert_int_eq(rpt_over_winner(g), RP_NSDAP);
    expect_victory(g, "Event Card Victory");
    wm_free(g);

    g = enabling(0, 1); /* 14 */
    rpt_poked(g);
    tu_play(g, "event 118 Enabling Act");
    ck_assert_int_eq(ST(g)->pv[RP_NSDAP], 14);
    ck_assert(!wm_is_over(g));
    ck_assert_int_eq(ST(g)->dec, D_STEP);
    wm_free(g);

    g = enabling(1, 0); /* Assassinations in Berlin: no PV there, 9 */
    rpt_poked(g);
    tu_play(g, "event 118 Enabling Act");
    ck_assert_int_eq(ST(g)->pv[RP_NSDAP], 9);
    ck_assert(!wm_is_over(g));
    wm_free(g);

    g = enabling(0, 0); /* without the Reichstag Seats card */
    ST(g)->rs_holder = RP_KPD;
    rpt_poked(g);
    tu_play(g, "event 118 Enabling Act");
    ck_assert_int_eq(ST(g)->pv[RP_NSDAP], 15);
    ck_assert(!wm_is_over(g));
    wm_free(g);

    g = enabling(0, 0); /* not the Momentum faction: 16 without its +3 */
    ST(g)->momentum = RP_RC;
    ST(g)->cubes[RP_HAMBURG][RP_NSDAP] = 1; /* 6 + 4 + 4 + 2 */
    rpt_poked(g);
    tu_play(g, "event 118 Enabling Act");
    ck_assert_int_eq(ST(g)->pv[RP_NSDAP], 16);
    ck_assert(!wm_is_over(g));
    wm_free(g);
}
END_TEST

/* #122 Harzburg Front, #132 Blut und Boden, #146 Erbgutpflege (§7.6): the
 * current PV of the NSDAP and the RC, a full Election Cycle's count
 * (Regional PV with its exclusions and bonuses, General Election bonuses)
 * recorded on the PV track; no change of control, no outcome, the round's
 * Election card still free.  The rest of their text is unpublished. */
START_TEST(test_7_6_current_pv_122_132_146)
{
    static const int ids[3] = {122, 132, 146};
    for (int c = 0; c < 3; c++) {
        wm_game *g = rpt_game_at(RP_SC_FATE, RP_RC);
        rp_state *s = ST(g);
        rpt_clear_map(s);
        s->a48_up = 0;
        s->momentum = RP_RC;
        s->cubes[RP_BERLIN][RP_NSDAP] = 1;     /* 6 */
        put_cadre(s, RP_MUENCHEN, RP_NSDAP);   /* +2 */
        s->cubes[RP_SACHSEN][RP_NSDAP] = 1;    /* Southern States: excluded */
        rpt_put_strike(s, RP_THUERINGEN, RP_STRIKE_UPRISING);
        s->cubes[RP_BAYERN][RP_RC] = 1;        /* 5 */
        put_black(s, RP_BAYERN);               /* +1 */
        s->cubes[RP_HAMBURG][RP_COALITION] = 1;
        rpt_pawns(s, 3, RP_RC, 1, -1);         /* +2, Momentum +3 */
        s->pv[RP_COALITION] = 7;
        uint8_t holders[RP_NPC], up = s->pc_up;
        memcpy(holders, s->pc_holder, sizeof holders);
        rpt_give_card(s, RP_RC, ids[c]);
        rpt_give_card(s, RP_KPD, 154);
        rpt_published(g); /* the rulebook's part (§7.6); the reconstructed rest: check_republic_events */
        ck_assert_int_eq(wm__republic_current_pv(s, RP_NSDAP), 8);
        ck_assert_int_eq(wm__republic_current_pv(s, RP_RC), 11);
        char name[48];
        snprintf(name, sizeof name, "event %d %s", ids[c], wm__republic_cards[ids[c]].ascii);
        tu_play(g, name);
        ck_assert_int_eq(s->pv[RP_NSDAP], 8);
        ck_assert_int_eq(s->pv[RP_RC], 11);
        ck_assert_int_eq(s->pv[RP_COALITION], 0);
        ck_assert_int_eq(s->pv[RP_KPD], 0);
        ck_assert(!wm_is_over(g));
        ck_assert_int_eq(memcmp(holders, s->pc_holder, sizeof holders), 0);
        ck_assert_int_eq(s->pc_up, up);
        ck_assert_int_eq(s->dec, D_STEP);
        ck_assert(!(s->round_flags & RF_ELECTION));
        ck_assert(wm__republic_card_playable(s, RP_KPD, 154));
        wm_free(g);
    }
}
END_TEST

/* §7.2 the General Election: +3 Momentum, +2 per pawn, +0..+3 per
 * Coalition cube in Berlin by Progress; then the optional transfer of up
 * to half the Momentum faction's PV to one other faction. */
START_TEST(test_7_2_general_election_bonuses_and_transfer)
{
    wm_game *g = rpt_coalition_empty_map();
    rp_state *s = ST(g);
    rpt_set_levels(s, 6, 2);
    ck_assert_int_eq(wm__republic_berlin_bonus[6], 3);
    s->cubes[RP_BERLIN][RP_COALITION] = 3;  /* 6 + 3 x 3 */
    s->cubes[RP_MUENCHEN][RP_NSDAP] = 2;    /* 4 */
    put_cadre(s, RP_MUENCHEN, RP_NSDAP);    /* +2 */
    s->cubes[RP_HAMBURG][RP_KPD] = 1;       /* 4 */
    s->cubes[RP_BAYERN][RP_RC] = 1;         /* 5 */
    rpt_pawns(s, 0, RP_KPD, 1, RP_RC, 2, -1);   /* KPD +2, RC +4 */
    rpt_elections_by_154(g, RP_COALITION);
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    ck_assert_int_eq(s->dec, D_FACTION);
    ck_assert_int_eq(s->pv[RP_COALITION], 18); /* 6 + 9 + 3 */
    ck_assert_int_eq(s->pv[RP_KPD], 6);
    ck_assert_int_eq(s->pv[RP_NSDAP], 6);
    ck_assert_int_eq(s->pv[RP_RC], 9);
    tu_expect_legal(g, "done|faction KPD|faction NSDAP|faction RC");
    tu_play(g, "faction KPD");
    /* up to half, rounded down */
    tu_expect_legal(g, "number 1|number 2|number 3|number 4|number 5|number 6|number 7|number 8|number 9");
    tu_play(g, "number 4");
    ck_assert_int_eq(s->pv[RP_COALITION], 14);
    ck_assert_int_eq(s->pv[RP_KPD], 10);
    ck_assert(!wm_is_over(g));
    ck_assert_int_eq(s->rs_holder, RP_KPD); /* the runner-up, thanks to the transfer */
    ck_assert_int_eq(s->a48_up, 1);
    wm_free(g);
}
END_TEST

/* §7.2 ties: the most pawns; still tied, chance (WM_OPT_EXTERNAL_DICE). */
START_TEST(test_7_2_general_election_ties)
{
    /* winner tie, broken by pawns: the NSDAP wins the game (§3.2) */
    wm_game *g = rpt_coalition_empty_map();
    rp_state *s = ST(g);
    s->cubes[RP_BERLIN][RP_COALITION] = 2;  /* 6 + 3 */
    s->cubes[RP_MUENCHEN][RP_NSDAP] = 1;    /* 4 */
    s->cubes[RP_KOELN][RP_NSDAP] = 1;       /* 3 */
    rpt_pawns(s, 3, RP_NSDAP, 1, -1);       /* +2 */
    rpt_elections_by_154(g, RP_COALITION);
    tu_play(g, "done"); /* no transfer */
    ck_assert_int_eq(s->pv[RP_COALITION], 9);
    ck_assert_int_eq(s->pv[RP_NSDAP], 9);
    ck_assert_int_eq(rpt_over_winner(g), RP_NSDAP);
    wm_free(g);

    /* winner tie, same pawns: chance */
    g = rpt_coalition_empty_map();
    s = ST(g);
    s->cubes[RP_BERLIN][RP_COALITION] = 2;  /* 6 + 3 */
    s->cubes[RP_HAMBURG][RP_KPD] = 1;       /* 4 */
    s->cubes[RP_KOELN][RP_KPD] = 1;         /* 3 */
    put_cadre(s, RP_KOELN, RP_KPD);         /* +2 */
    rpt_pawns(s, 3, RP_RC, 1, -1);
    rpt_elections_by_154(g, RP_COALITION);
    tu_play(g, "done");
    ck_assert_int_eq(s->pv[RP_COALITION], 9);
    ck_assert_int_eq(s->pv[RP_KPD], 9);
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    tu_expect_legal(g, "tie Coalition|tie KPD");
    tu_play(g, "tie KPD");
    ck_assert_int_eq(rpt_over_winner(g), RP_KPD);
    wm_free(g);

    /* runner-up tie broken by pawns */
    g = rpt_coalition_empty_map();
    s = ST(g);
    s->cubes[RP_BERLIN][RP_COALITION] = 2;  /* 6 + 3 */
    s->cubes[RP_HAMBURG][RP_KPD] = 1;       /* 4 */
    s->cubes[RP_SACHSEN][RP_KPD] = 1;       /* + 2 (Southern States) = 6 */
    s->cubes[RP_KOELN][RP_RC] = 1;          /* 3 */
    s->cubes[RP_MECKLENBURG][RP_RC] = 1;    /* + 1 (Northern States) */
    rpt_pawns(s, 3, RP_RC, 1, -1);          /* + 2 = 6, and one pawn to none */
    rpt_elections_by_154(g, RP_COALITION);
    tu_play(g, "done");
    ck_assert_int_eq(s->pv[RP_KPD], 6);
    ck_assert_int_eq(s->pv[RP_RC], 6);
    ck_assert(!wm_is_over(g));
    ck_assert_int_eq(s->rs_holder, RP_RC);
    wm_free(g);
}
END_TEST

/* The JSON view draws the holding boxes as named box lists. */
START_TEST(test_view_boxes_readable)
{
    wm_game *g = rpt_game(RP_SC_FATE);
    size_t len;
    char *v = tu_json(g, RP_KPD, &len);
    ck_assert(tu_json_valid(v, len));
    ck_assert(strstr(v, "\"us_deals\":[{\"box\":1,\"piece\":\"yellow Leverage\",\"full\":true,\"available\":true},"
                        "{\"box\":2,\"piece\":\"yellow Leverage\",\"full\":true,\"available\":false}"));
    ck_assert(strstr(v, "\"rc_mat\":[{\"box\":1,\"piece\":\"black Leverage\",\"full\":false,\"available\":false},"
                        "{\"box\":1,\"piece\":\"Conservative Clique\",\"full\":false,\"available\":false},"
                        "{\"box\":2,\"piece\":\"black Leverage\",\"full\":true,\"available\":true}"));
    ck_assert(strstr(v, "\"kpd_mat\":[{\"box\":1,\"stance\":\"Pragmatic\",\"side\":\"above\",\"piece\":\"Strike\""));
    ck_assert(strstr(v, "\"pawns\":[{\"box\":2,\"piece\":\"Middle Class Sympathies\",\"full\":true,"
                        "\"available_coalition_kpd\":false,\"available_nsdap_rc\":true}"));
    /* no raw bit masks left */
    ck_assert(!strstr(v, "_mat\":2") && !strstr(v, "\"rc_leverage\"") && !strstr(v, "\"pawns_economy\""));
    ck_assert(strstr(v, "\"pending_boxes\":[]"));
    free(v);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Views                                                                */
/* ------------------------------------------------------------------ */

START_TEST(test_view_hides_hands_and_freikorps)
{
    wm_game *g = rpt_game(RP_SC_FATE);
    size_t len;
    char *v1 = tu_json(g, RP_KPD, &len);
    char *v0 = tu_json(g, WM_OMNISCIENT, &len);
    char *vs = tu_json(g, WM_SPECTATOR, &len);
    /* one "hand" list for the viewer, four for the omniscient view */
    int n1 = 0, n0 = 0, ns = 0;
    for (char *p = v1; (p = strstr(p, "\"hand\":")); p++)
        n1++;
    for (char *p = v0; (p = strstr(p, "\"hand\":")); p++)
        n0++;
    for (char *p = vs; (p = strstr(p, "\"hand\":")); p++)
        ns++;
    ck_assert_int_eq(n1, 1);
    ck_assert_int_eq(n0, 4);
    ck_assert_int_eq(ns, 0);
    ck_assert(!strstr(v1, "hidden_rogue") && !strstr(v1, "\"deck\":"));
    ck_assert(strstr(v0, "hidden_rogue") && strstr(v0, "\"deck\":"));
    free(v1);
    free(v0);
    free(vs);
    wm_free(g);
}
END_TEST

START_TEST(test_move_names_round_trip)
{
    wm_game *g = rpt_game(RP_SC_FATE);
    for (wm_move m = 0; m < WM_REPUBLIC_ACTIONS; m++) {
        char name[WM_MOVE_NAME_MAX];
        ck_assert_int_eq(wm_move_name(g, m, name, sizeof name, NULL), WM_OK);
        wm_move back;
        ck_assert_int_eq(wm_move_parse(g, name, &back), WM_OK);
        ck_assert_msg(back == m, "%s parses to %u, not %u", name, back, m);
    }
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Issue 7: the rules review                                            */
/* ------------------------------------------------------------------ */

/* Answers "done" until the Action Step menu is back (a bonus Action
 * declined, no Reform removed). */
static void done_to_menu(wm_game *g)
{
    while (!wm_is_over(g) && ST(g)->dec != D_STEP)
        tu_play(g, "done");
}

/* §6.0 "If performing an Action, that Action is limited to the space or
 * spaces in the Region named on the Parliamentary Control card": the
 * NSDAP's Clique clause (§6.5) of a bonus Place Assassinations too.  The
 * review's position: the Bayern card, Cliques in Bayern and Ostpreußen. */
/* The review's position for §6.0 and §6.5: Fate, the NSDAP at its
 * Action Step menu with two Assassination markers Available, the map
 * empty but a Coalition cube in Bayern and Cliques in Bayern and
 * Ostpreußen.  Not yet the anchor. */
static wm_game *cliques_bayern_ostpreussen(void)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_NSDAP);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->stance[1] = RP_STANCE_REVOLUTIONARY_LEANING; /* the NSDAP mat's marker Available */
    s->react = 2;                                   /* and the Reaction track's */
    s->cubes[RP_BAYERN][RP_COALITION] = 1;
    put_clique(s, RP_BAYERN);
    put_clique(s, RP_OSTPREUSSEN);
    return g;
}

START_TEST(test_6_0_pc_bonus_assassinations_stays_in_region)
{
    wm_game *g = cliques_bayern_ostpreussen();
    rp_state *s = ST(g);
    s->pc_holder[RP_PC_BAYERN] = RP_NSDAP;
    s->pc_up = (uint8_t)(s->pc_up | (1u << RP_PC_BAYERN));
    rpt_poked(g);
    tu_playv(g, "play control Bayern", "action Place Assassinations", NULL);
    tu_expect_legal(g, "faction Coalition");
    tu_playv(g, "faction Coalition", NULL);
    tu_expect_legal(g, "space Bayern");
    tu_playv(g, "space Bayern", "box Reaction track", "done", NULL);
    /* the Clique clause: only the Clique inside the card's area */
    tu_expect_legal(g, "space Bayern");
    tu_play(g, "space Bayern");
    ck_assert_int_eq(s->clique[RP_BAYERN], 0);
    ck_assert_int_eq(s->clique[RP_OSTPREUSSEN], 1);
    ck_assert_int_eq(s->ass_loc[ASS_NSDAP], RP_BAYERN);
    /* outside a bonus the clause reaches the whole map */
    wm_free(g);
    g = cliques_bayern_ostpreussen();
    rpt_poked(g);
    tu_playv(g, "action Place Assassinations", "faction Coalition", "space Bayern", "box Reaction track", "done",
             NULL);
    tu_expect_legal(g, "space Bayern|space Ostpreussen");
    wm_free(g);
}
END_TEST

/* §6.0 "Each faction may only play one Parliamentary Control card during
 * each Action Step", also when it calls the Extra Election of §7.7 with
 * one (A Time for Revolution?: the Coalition holds Berlin and Hamburg). */
START_TEST(test_6_0_one_pc_card_per_step_extra_election)
{
    wm_game *g = rpt_game_at(RP_SC_REVOLUTION, RP_COALITION);
    rp_state *s = ST(g);
    ck_assert(tu_is_legal_name(g, "call election with control Berlin"));
    tu_play(g, "play control Hamburg");
    done_to_menu(g);
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    ck_assert(!tu_is_legal_name(g, "call election with control Berlin"));
    ck_assert(!tu_is_legal_name(g, "play control Berlin"));
    ck_assert(!(s->round_flags & RF_EXTRA));
    wm_free(g);
    /* the other way round: the call spends this Action Step's card */
    g = rpt_game_at(RP_SC_REVOLUTION, RP_COALITION);
    s = ST(g);
    tu_play(g, "call election with control Berlin");
    ck_assert(s->round_flags & RF_EXTRA);
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    ck_assert(!tu_is_legal_name(g, "play control Hamburg"));
    ck_assert(tu_is_legal_name(g, "action Gain Momentum")); /* the step goes on */
    wm_free(g);
}
END_TEST

/* §5.2 "When instructions specify to remove 'up to' a certain number, a
 * faction may choose to remove none": KPD Remove and Place Influence
 * (§6.4 "up to the number ... indicated by the Economy track") offer done
 * before the first cube; choosing none leaves the space unmarked (§6.0
 * Limits).  The Coalition removes and places "one"; a Parliamentary
 * Control bonus Action "must affect the select space" (§6.0). */
START_TEST(test_5_2_up_to_means_none_influence)
{
    wm_game *g = sachsen_board(RP_KPD);
    rp_state *s = ST(g);
    rpt_poked(g);
    tu_playv(g, "action Remove Influence", "space Sachsen", NULL);
    tu_expect_legal(g, "done|cube NSDAP");
    tu_play(g, "done");
    ck_assert_int_eq(s->cubes[RP_SACHSEN][RP_NSDAP], 1);
    ck_assert(!bit(s->removed, RP_SACHSEN));
    ck_assert_int_eq(s->dec, D_STEP);
    tu_playv(g, "action Place Influence", "space Sachsen", NULL); /* nothing removed there */
    tu_expect_legal(g, "done|number 1");
    tu_play(g, "done");
    ck_assert_int_eq(s->cubes[RP_SACHSEN][RP_KPD], 1);
    ck_assert(!bit(s->placed, RP_SACHSEN));
    wm_free(g);

    /* the Coalition: "Remove one opposing faction's Influence cube" */
    g = sachsen_board(RP_COALITION);
    rpt_poked(g);
    tu_playv(g, "action Remove Influence", "space Sachsen", NULL);
    tu_expect_legal(g, "cube NSDAP");
    wm_free(g);

    /* a bonus Action must do something: no done before the first cube */
    g = sachsen_board(RP_KPD);
    s = ST(g);
    s->pc_holder[RP_PC_SOUTHERN_STATES] = RP_KPD;
    s->pc_up = (uint8_t)(s->pc_up | (1u << RP_PC_SOUTHERN_STATES));
    rpt_poked(g);
    tu_playv(g, "play control SouthernStates", "action Remove Influence", "space Sachsen", NULL);
    tu_expect_legal(g, "cube NSDAP");
    wm_free(g);
}
END_TEST

/* §1.5, §6.4 example: "KPD Stance is one box to the left of
 * Revolutionary, making both a Strike and the General Strike markers
 * Available".  At Pragmatic the General Strike box is not Available: a
 * third Strike (the two on the map came from boxes the KPD had when more
 * Revolutionary) does not start a General Strike. */
START_TEST(test_6_4_general_strike_only_when_available)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->stance[0] = RP_STANCE_PRAGMATIC;
    s->cubes[RP_RHEINPROVINZ][RP_KPD] = 3;
    rpt_put_yellow(s, RP_BERLIN);
    rpt_put_strike(s, RP_SACHSEN, RP_STRIKE_STRIKE);    /* from the Revolutionary box */
    rpt_put_strike(s, RP_THUERINGEN, RP_STRIKE_STRIKE); /* from the one left of it */
    rpt_poked(g);
    ck_assert(wm__republic_strike_avail(s)); /* the Pragmatic box's Strikes */
    tu_playv(g, "action Place Strike", "space Rheinprovinz", NULL);
    ck_assert_int_eq(wm__republic_strikes_on_map(s), 3);
    ck_assert_int_eq(s->gs, 0);
    ck_assert_int_eq(s->lev[RP_BERLIN][0], 1); /* no General Strike: the Leverage stays */
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST

/* §7.1 "Any bonus PV a faction may otherwise have gained for that space
 * or Region is also lost": with Assassinations in Berlin there is no
 * Regional Election there, and the Coalition's Progress bonus for its
 * Berlin Influence (§7.2) goes too. */
START_TEST(test_7_1_berlin_bonus_lost_without_election)
{
    wm_game *g = rpt_coalition_empty_map();
    rp_state *s = ST(g);
    rpt_set_levels(s, 6, 2);
    ck_assert_int_eq(wm__republic_berlin_bonus[6], 3);
    s->cubes[RP_BERLIN][RP_COALITION] = 3;  /* 6 + 3 x 3, were Berlin to vote */
    s->cubes[RP_HAMBURG][RP_COALITION] = 1; /* 4 */
    wm__republic_place_ass(s, ASS_REACTION, RP_BERLIN, SIDE_YR);
    s->cubes[RP_MUENCHEN][RP_NSDAP] = 2; /* 4 */
    rpt_elections_by_154(g, RP_COALITION);
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    ck_assert_int_eq(s->dec, D_FACTION);
    /* Hamburg, Momentum, pawns; nothing for Berlin */
    ck_assert_int_eq(s->pv[RP_COALITION], 4 + 3 + 2 * s->mcs_mat[RP_COALITION]);
    ck_assert_int_eq(s->pc_holder[RP_PC_BERLIN], RP_NOBODY);
    ck_assert_int_eq(s->pv[RP_NSDAP], 4);
    wm_free(g);
}
END_TEST

/* The reading for the scenarios without Stance tracks (doc/rules-
 * republic.md "Stance"): nothing on the KPD and NSDAP mats waits for a
 * Stance marker, so every §3.1 condition can be met.  In the Tutorial and
 * Black Sun Rising the KPD places its Revolution marker and a third Strike
 * starts the General Strike (a fourth Strike is Available for the
 * Uprisings of §3.1), the NSDAP its Brown Putsch marker, with the mat's
 * Assassinations marker Available. */
START_TEST(test_5_3_no_stance_track_every_mat_piece_available)
{
    static const int scen[2] = {RP_SC_TUTORIAL, RP_SC_BLACK_SUN};
    for (int i = 0; i < 2; i++) {
        wm_game *g = rpt_game_at(scen[i], RP_KPD);
        rp_state *s = ST(g);
        ck_assert(!wm__republic_stance_used(s));
        rpt_clear_map(s);
        s->cubes[RP_RHEINPROVINZ][RP_KPD] = 3;
        s->cubes[RP_SACHSEN][RP_KPD] = 3;
        s->cubes[RP_HAMBURG][RP_KPD] = 3;
        rpt_poked(g);
        tu_play(g, "action Place SV Marker");
        ck_assert(bit(s->sv_on, RP_KPD));
        done_to_menu(g);
        tu_playv(g, "action Place Strike", "space Rheinprovinz", NULL);
        ck_assert_int_eq(wm_check(g), WM_OK);
        wm_free(g);

        /* two Strikes on the map from the Pragmatic box's two holding
         * boxes: the third comes from the next box, then the General
         * Strike marker; the fourth is still Available */
        g = rpt_game_at(scen[i], RP_KPD);
        s = ST(g);
        rpt_clear_map(s);
        ck_assert_int_eq(wm__republic_kpd_mat[0].piece, RP_PIECE_STRIKE);
        ck_assert_int_eq(wm__republic_kpd_mat[1].piece, RP_PIECE_STRIKE);
        ck_assert_int_eq(wm__republic_kpd_mat[0].box, RP_STANCE_PRAGMATIC);
        ck_assert_int_eq(wm__republic_kpd_mat[1].box, RP_STANCE_PRAGMATIC);
        s->kpd_mat = (uint8_t)(s->kpd_mat & ~3u);
        s->strike[RP_SACHSEN] = RP_STRIKE_STRIKE;
        s->strike[RP_HAMBURG] = RP_STRIKE_STRIKE;
        s->cubes[RP_RHEINPROVINZ][RP_KPD] = 3;
        rpt_put_yellow(s, RP_BERLIN);
        rpt_poked(g);
        tu_playv(g, "action Place Strike", "space Rheinprovinz", NULL);
        ck_assert_int_eq(s->strike[RP_RHEINPROVINZ], RP_STRIKE_STRIKE);
        ck_assert_int_eq(s->gs, 1);
        ck_assert_int_eq(s->lev[RP_BERLIN][0], 0);
        ck_assert(wm__republic_strike_avail(s)); /* the fourth, for four Uprisings (§3.1) */
        ck_assert_int_eq(wm_check(g), WM_OK);
        wm_free(g);

        g = rpt_game_at(scen[i], RP_NSDAP);
        s = ST(g);
        rpt_poked(g);
        ck_assert(wm__republic_ass_markers(s, RP_NSDAP) & (1u << BOX_NSDAP));
        tu_play(g, "action Place SV Marker");
        ck_assert(bit(s->sv_on, RP_NSDAP));
        wm_free(g);
    }
}
END_TEST

static Suite *republic_suite(void)
{
    const tu_test tests[] = {
        {"2 setup", test_setup_every_scenario},
        {"2 setup", test_setup_freikorps_revealed},
        {"5.4 leverage", test_5_4_leverage_economy_example},
        {"5.4 leverage", test_5_4_progress_example},
        {"5.7 progress and reaction", test_5_7_reaction_example},
        {"5.1 availability", test_5_1_ussr_deals_example},
        {"5.11 clean slate", test_5_11_clean_slate_exceptions},
        {"6.3 coalition actions", test_6_3_coalition_place_influence_example},
        {"6.4 kpd actions", test_6_4_kpd_place_strike_example},
        {"6.5 nsdap actions", test_6_5_nsdap_assassinations_example},
        {"6.6 rc actions", test_6_6_rc_remove_influence_example},
        {"6.2 assault", test_6_2_assault_example_bayern},
        {"6.0 action step", test_6_0_action_step_example_1933},
        {"6.0 limits", test_6_0_limit_population},
        {"6.0 limits", test_6_0_limit_place_and_remove_same_space},
        {"6.0 limits", test_6_0_limit_assassinations_colour},
        {"6.0 limits", test_6_0_limit_two_assaults_two_spaces},
        {"6.0 limits", test_6_0_limit_coalition_influence_economy},
        {"6.0 limits", test_6_0_limit_one_strike_per_space},
        {"6.0 limits", test_6_0_limit_one_cadre_per_space},
        {"6.0 no effect", test_6_0_action_without_effect_says_why},
        {"6.0 no effect", test_6_0_place_cadre_no_space_says_why},
        {"6.0 limits", test_6_0_limit_economy_yellow_leverage},
        {"6.0 limits", test_6_0_limit_decline_dollar_dependence},
        {"6.0 limits", test_6_0_limit_reaction_progress},
        {"6.0 action step", test_6_0_pass_discard_not_election_or_mandatory},
        {"6.0 action step", test_6_0_sworn_enemies},
        {"6.0 action step", test_6_0_parliamentary_control_bonus},
        {"6.0 action step", test_6_0_pc_bonus_move_units_after_move_units},
        {"6.1 events", test_6_1_article48_not_on_election},
        {"6.1 events", test_6_1_requires},
        {"3 victory", test_3_1_sudden_victory_coalition},
        {"3 victory", test_3_1_sudden_victory_markers_return},
        {"3 victory", test_3_2_rc_steals_nsdap_victory},
        {"3 victory", test_3_4_tutorial_final_election},
        {"7 elections", test_7_elections_coalition_wins},
        {"7 elections", test_7_1_no_election_with_uprising},
        {"4 sequence of play", test_4_advance_timeline_and_new_year},
        {"4 sequence of play", test_4_new_era_held_card_penalty},
        {"7 elections", test_7_7_extra_election},
        {"6.2 assault", test_6_2_loan_some_units},
        {"6.2 assault", test_6_2_loan_refused_and_loyalty_of_lent_units},
        {"5.2 holding boxes", test_5_2_return_yellow_leverage_choice},
        {"5.2 holding boxes", test_5_2_take_black_leverage_choice},
        {"5.2 holding boxes", test_5_2_return_pawn_choice},
        {"5.2 holding boxes", test_5_2_return_cadre_choice},
        {"5.2 holding boxes", test_5_2_clique_choices},
        {"5.2 holding boxes", test_5_2_momentum_chooses_in_new_year},
        {"5.2 holding boxes", test_5_2_assault_pawn_box},
        {"saved games", test_save_mid_action_replays_from_anchor},
        {"saved games", test_save_forged_turn_order_question},
        {"6.1 events", test_6_1_osthilfe_120},
        {"7 elections", test_7_4_special_election_82},
        {"7 elections", test_7_5_snap_election_117},
        {"7 elections", test_7_6_enabling_act_118},
        {"7 elections", test_7_6_current_pv_122_132_146},
        {"7 elections", test_7_2_general_election_bonuses_and_transfer},
        {"7 elections", test_7_2_general_election_ties},
        {"views", test_view_hides_hands_and_freikorps},
        {"views", test_view_boxes_readable},
        {"move names", test_move_names_round_trip},
        {"6.0 action step", test_6_0_pc_bonus_assassinations_stays_in_region},
        {"6.0 action step", test_6_0_one_pc_card_per_step_extra_election},
        {"5.2 holding boxes", test_5_2_up_to_means_none_influence},
        {"6.4 kpd actions", test_6_4_general_strike_only_when_available},
        {"7 elections", test_7_1_berlin_bonus_lost_without_election},
        {"5.3 faction mats", test_5_3_no_stance_track_every_mat_piece_available},
    };
    return tu_suite("republic", tests, sizeof tests / sizeof tests[0]);
}

int main(void)
{
    return tu_run(republic_suite());
}
