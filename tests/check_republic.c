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
#include "testutil.h"

#include <check.h>
#include <stdarg.h>
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

static wm_game *game(int scenario)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = scenario;
    o.flags = WM_OPT_EXTERNAL_DICE;
    o.seed = 1933;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_OK);
    return g;
}

static void play(wm_game *g, const char *name)
{
    wm_move m;
    ck_assert_msg(wm_move_parse(g, name, &m) == WM_OK, "no move named '%s'", name);
    wm_status st = wm_apply(g, m);
    ck_assert_msg(st == WM_OK, "'%s' rejected (%s) at prompt '%s' of seat %d", name, wm_strerror(st),
                  wm_prompt(g), wm_to_move(g));
    ck_assert_int_eq(wm_check(g), WM_OK);
}

static void playv(wm_game *g, ...)
{
    va_list ap;
    va_start(ap, g);
    for (const char *n = va_arg(ap, const char *); n; n = va_arg(ap, const char *))
        play(g, n);
    va_end(ap);
}

static const char *legal(wm_game *g)
{
    static char out[8192];
    wm_move buf[512];
    size_t n = wm_legal_moves(g, buf, 512);
    out[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        char name[WM_MOVE_NAME_MAX];
        ck_assert_int_eq(wm_move_name(g, buf[i], name, sizeof name, NULL), WM_OK);
        if (i)
            strcat(out, "|");
        strcat(out, name);
    }
    return out;
}

static void expect_legal(wm_game *g, const char *want)
{
    const char *got = legal(g);
    ck_assert_msg(strcmp(got, want) == 0, "legal moves at '%s':\n  got  %s\n  want %s", wm_prompt(g), got, want);
}

static int is_legal_name(wm_game *g, const char *name)
{
    wm_move m;
    ck_assert_msg(wm_move_parse(g, name, &m) == WM_OK, "no move named '%s'", name);
    return wm_is_legal(g, m);
}

static void poked(wm_game *g)
{
    ck_assert_msg(wm_check(g) == WM_OK, "arranged position violates the invariants");
}

/* Every piece off the map, back to its holding box. */
static void clear_map(rp_state *st)
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
}

static int low_bit(uint32_t m) { return m ? __builtin_ctz(m) : -1; }

static void put_yellow(rp_state *st, int s)
{
    int b = low_bit(st->us_yellow);
    if (b >= 0)
        st->us_yellow = (uint8_t)(st->us_yellow & ~(1u << b));
    else {
        b = low_bit(st->ussr_yellow);
        ck_assert_int_ge(b, 0);
        st->ussr_yellow = (uint8_t)(st->ussr_yellow & ~(1u << b));
    }
    st->lev[s][0]++;
}

static void put_black(rp_state *st, int s)
{
    int b = low_bit(st->rc_lev);
    if (b >= 0)
        st->rc_lev = (uint8_t)(st->rc_lev & ~(1u << b));
    else {
        b = low_bit(st->ussr_black);
        ck_assert_int_ge(b, 0);
        st->ussr_black = (uint8_t)(st->ussr_black & ~(1u << b));
    }
    st->lev[s][1]++;
}

/* Takes a yellow/black Leverage from its holding box (for placing on a
 * track by hand). */
static void take_yellow_any(rp_state *st)
{
    int b = low_bit(st->us_yellow);
    if (b >= 0)
        st->us_yellow = (uint8_t)(st->us_yellow & ~(1u << b));
    else
        st->ussr_yellow = (uint8_t)(st->ussr_yellow & ~(1u << low_bit(st->ussr_yellow)));
}

static void take_black_any(rp_state *st)
{
    int b = low_bit(st->rc_lev);
    if (b >= 0)
        st->rc_lev = (uint8_t)(st->rc_lev & ~(1u << b));
    else
        st->ussr_black = (uint8_t)(st->ussr_black & ~(1u << low_bit(st->ussr_black)));
}

/* Progress and Reaction levels, with the Leverage they need (§5.7). */
static void set_levels(rp_state *st, int prog, int react)
{
    while (wm__republic_pr_top(st->prog_lev) < prog) {
        take_yellow_any(st);
        st->prog_lev = (uint8_t)(st->prog_lev | (1u << wm__republic_pr_free_level(st->prog_lev)));
    }
    while (wm__republic_pr_top(st->react_lev) < react) {
        take_black_any(st);
        st->react_lev = (uint8_t)(st->react_lev | (1u << wm__republic_pr_free_level(st->react_lev)));
    }
    st->prog = (uint8_t)prog;
    st->react = (uint8_t)react;
}

static void put_rw(rp_state *st, int s)
{
    int b = low_bit(st->ussr_rw);
    ck_assert_int_ge(b, 0);
    st->ussr_rw = (uint8_t)(st->ussr_rw & ~(1u << b));
    st->rw[s]++;
}

/* A Freikorps counter from a mat: state fkst, hidden side rogue (-1 any). */
static void put_fk(rp_state *st, int s, int fkst, int rogue)
{
    for (int i = 0; i < NFK; i++)
        if ((st->fk_loc[i] == FK_COAL_MAT || st->fk_loc[i] == FK_RC_MAT) && st->fk_st[i] == fkst &&
            (rogue < 0 || st->fk_rogue[i] == rogue)) {
            st->fk_loc[i] = (uint8_t)s;
            return;
        }
    ck_abort_msg("no such Freikorps counter");
}

static void put_reform(rp_state *st, int s)
{
    int b = low_bit(st->prog_reform);
    ck_assert_int_ge(b, 0);
    st->prog_reform = (uint8_t)(st->prog_reform & ~(1u << b));
    st->reform[s]++;
}

static void put_clique(rp_state *st, int s)
{
    int b = low_bit(st->react_clique);
    if (b >= 0)
        st->react_clique = (uint8_t)(st->react_clique & ~(1u << b));
    else {
        uint8_t m = 0;
        for (int i = 0; i < RP_RC_MAT_BOXES; i++)
            if (wm__republic_rc_mat_below[i] == RP_PIECE_CLIQUE)
                m = (uint8_t)(m | (1u << i));
        b = low_bit(st->rc_below & m);
        ck_assert_int_ge(b, 0);
        st->rc_below = (uint8_t)(st->rc_below & ~(1u << b));
    }
    st->clique[s]++;
}

static void put_strike(rp_state *st, int s, int side)
{
    uint8_t m = 0;
    for (int i = 0; i < RP_KPD_MAT_SLOTS; i++)
        if (wm__republic_kpd_mat[i].piece == RP_PIECE_STRIKE)
            m = (uint8_t)(m | (1u << i));
    int b = 31 - __builtin_clz((uint32_t)(st->kpd_mat & m)); /* keep the Available ones */
    st->kpd_mat = (uint8_t)(st->kpd_mat & ~(1u << b));
    st->strike[s] = (uint8_t)side;
}

static void put_cadre(rp_state *st, int s, int f)
{
    if (f == RP_KPD && st->ussr_cadre)
        st->ussr_cadre = (uint8_t)(st->ussr_cadre & ~(1u << low_bit(st->ussr_cadre)));
    else if (f == RP_NSDAP && st->react_cadre)
        st->react_cadre = (uint8_t)(st->react_cadre & ~(1u << low_bit(st->react_cadre)));
    else
        ck_abort_msg("no Cadre left on the track");
    st->cadre[s] = (uint8_t)f;
}

/* Moves a card into a faction's hand from wherever it is. */
static void give_card(rp_state *st, int f, int id)
{
    for (int g = 0; g < NF; g++)
        card_del(st->hand[g], id);
    card_del(st->deck, id);
    card_del(st->discard, id);
    card_del(st->linger, id);
    card_del(st->aside, id);
    card_add(st->hand[f], id);
}

/* A game whose first Action Step belongs to `first`: the Coalition (the
 * Momentum faction, §2 Note) sets the turn order first, the others after. */
static wm_game *game_at(int scenario, int first)
{
    static const char *const names[4] = {"faction Coalition", "faction KPD", "faction NSDAP", "faction RC"};
    wm_game *g = game(scenario);
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    play(g, names[first]);
    for (int f = 0, n = 1; f < NF && n < NF - 1; f++)
        if (f != first) {
            play(g, names[f]);
            n++;
        }
    ck_assert_int_eq(wm_to_move(g), first);
    ck_assert_int_eq(ST(g)->dec, D_STEP);
    return g;
}

/* Ends the current Action Step and passes every following one of the round. */
static void pass_all(wm_game *g)
{
    while (!wm_is_over(g) && ST(g)->dec == D_STEP) {
        if (is_legal_name(g, "end turn"))
            play(g, "end turn");
        else if (is_legal_name(g, "pass"))
            play(g, "pass");
        else
            break;
    }
}

/* ------------------------------------------------------------------ */
/* §2 Setup                                                             */
/* ------------------------------------------------------------------ */

START_TEST(test_setup_every_scenario)
{
    static const int hand[6] = {0, 5, 7, 9, 3, 7};
    static const int year[6] = {0, 1921, 1919, 1924, 1928, 1919};
    for (int sc = 1; sc <= 5; sc++) {
        wm_game *g = game(sc);
        rp_state *s = ST(g);
        ck_assert_int_eq(wm_seat_count(g), 4);
        ck_assert_int_eq(wm_check(g), WM_OK);
        ck_assert_int_eq(RP_FIRST_YEAR + s->year, year[sc]);
        ck_assert_int_eq(s->momentum, RP_COALITION);
        /* §2 Note: the Coalition sets the turn order first */
        ck_assert_int_eq(wm_to_move(g), RP_COALITION);
        expect_legal(g, "faction Coalition|faction KPD|faction NSDAP|faction RC");
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
    o.bots = 1;
    ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_EINVAL);
}
END_TEST

/* Facts §2.4: A New Hope reveals every Freikorps, 3 loyal and 3 Rogue out. */
START_TEST(test_setup_freikorps_revealed)
{
    wm_game *g = game(RP_SC_NEW_HOPE);
    rp_state *s = ST(g);
    int out = 0, unrevealed = 0;
    for (int i = 0; i < NFK; i++) {
        out += s->fk_loc[i] == FK_OUT;
        unrevealed += s->fk_st[i] == FK_UNREVEALED;
    }
    ck_assert_int_eq(out, 6);
    ck_assert_int_eq(unrevealed, 0);
    wm_free(g);
    g = game(RP_SC_FATE);
    s = ST(g);
    ck_assert_int_eq(wm__republic_fk_count(s, RP_BERLIN, FK_ROGUE), 1);
    ck_assert_int_eq(wm__republic_fk_count(s, RP_BERLIN, FK_UNREVEALED), 2);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §5.4 Leverage                                                        */
/* ------------------------------------------------------------------ */

/* The §5.4 example, 1928 then 1929/1930. */
START_TEST(test_5_4_leverage_economy_example)
{
    wm_game *g = game_at(RP_SC_NEW_HOPE, RP_COALITION);
    rp_state *s = ST(g);
    s->year = 1928 - RP_FIRST_YEAR;
    /* two yellow on the Hyperinflation side, one yellow and one black on
     * the Mass Unemployment side; the marker one box left of Leverage 3 */
    for (int i = 0; i < 3; i++)
        take_yellow_any(s);
    take_black_any(s);
    s->econ_lev[RP_ELEV_L1] = 1;
    s->econ_lev[RP_ELEV_L2] = 1;
    s->econ_lev[RP_ELEV_R1] = 1;
    s->econ_lev[RP_ELEV_R2] = 2;
    s->econ = RP_ECON_LEFT2;
    poked(g);
    /* the Coalition may not place Influence here */
    ck_assert_int_eq(wm__republic_econ_cubes[RP_COALITION][s->econ], 0);
    play(g, "action Leverage Track");
    /* black blocks the Mass Unemployment side: only Hyperinflation (and Progress) */
    ck_assert(is_legal_name(g, "track Hyperinflation side"));
    ck_assert(!is_legal_name(g, "track Mass Unemployment side"));
    play(g, "track Hyperinflation side");
    ck_assert_int_eq(s->econ_lev[RP_ELEV_L3], 1);
    ck_assert_int_eq(s->econ, RP_ECON_LEFT1); /* pulled one box right */
    wm_free(g);

    /* 1929: the marker on the Mass Unemployment side, three Dollar
     * Dependence markers on the track. */
    for (int decline = 0; decline < 2; decline++) {
        g = game_at(RP_SC_NEW_HOPE, RP_COALITION);
        s = ST(g);
        s->year = (uint8_t)((decline ? 1930 : 1929) - RP_FIRST_YEAR);
        for (int i = 0; i < 3; i++)
            take_yellow_any(s);
        take_black_any(s);
        s->econ_lev[RP_ELEV_L1] = 1;
        s->econ_lev[RP_ELEV_L2] = 1;
        s->econ_lev[RP_ELEV_R1] = 1;
        s->econ_lev[RP_ELEV_R2] = 2;
        s->us_dd = 0;
        s->econ_dd = 7;
        s->econ = RP_ECON_RIGHT3;
        poked(g);
        /* first Remove Leverage: the highest-occupied box of the side */
        playv(g, "action Remove Leverage", "track Mass Unemployment side", NULL);
        ck_assert_int_eq(s->econ_lev[RP_ELEV_R2], 0);
        ck_assert_int_eq(s->econ, RP_ECON_RIGHT3); /* removing never moves it */
        /* then Place Leverage on a Track: the "Leverage 2" box */
        playv(g, "action Leverage Track", "track Mass Unemployment side", NULL);
        ck_assert_int_eq(s->econ_lev[RP_ELEV_R2], 1);
        ck_assert_int_eq(s->econ, decline ? RP_ECON_RIGHT3 : RP_ECON_RIGHT2);
        wm_free(g);
    }
}
END_TEST

/* §5.4 example (1925): Progress at the highest yellow Leverage. */
START_TEST(test_5_4_progress_example)
{
    wm_game *g = game_at(RP_SC_NEW_HOPE, RP_COALITION);
    rp_state *s = ST(g);
    s->year = 1925 - RP_FIRST_YEAR;
    s->prog = 3; /* yellow Leverage at 2 and 3 (set-up) */
    s->react = 3;
    poked(g);
    ck_assert_int_eq(s->prog_lev, 0x0C);
    int reforms = wm__republic_reform_avail(s);
    (void)reforms;
    playv(g, "action Advance Progress", "action Leverage Track", NULL);
    ck_assert_int_eq(s->prog, 3); /* not eligible */
    /* the second Action was Place Leverage on a Track: choose Progress */
    play(g, "track Progress");
    ck_assert_int_eq(s->prog_lev, 0x1C);
    wm_free(g);
    g = game_at(RP_SC_NEW_HOPE, RP_COALITION);
    s = ST(g);
    s->prog = 3;
    take_yellow_any(s);
    s->prog_lev = 0x1C;
    poked(g);
    play(g, "action Advance Progress");
    ck_assert_int_eq(s->prog, 4);
    /* another Reform is Available: box 4 */
    ck_assert(s->prog_reform & (1u << 4));
    wm_free(g);
}
END_TEST

/* §5.7 example (1928): RC advances Reaction from 2 to 3. */
START_TEST(test_5_7_reaction_example)
{
    wm_game *g = game_at(RP_SC_NEW_HOPE, RP_RC);
    rp_state *s = ST(g);
    s->year = 1928 - RP_FIRST_YEAR;
    s->prog = 3;
    s->react = 2;
    s->cadre[RP_MUENCHEN] = 0; /* its Cadre back to Reaction box 3 */
    s->react_cadre = 0x18;
    /* a pawn at level 3, taken from the RC mat to keep all 7 */
    s->pr_mcs = (uint8_t)(s->pr_mcs | 0x08);
    s->mcs_mat[RP_RC]--;
    poked(g);
    ck_assert_int_eq(s->react_lev, 0x0C); /* black Leverage at 2 and 3 */
    ck_assert(!(wm__republic_pawn_sources(s, RP_RC) & (1u << 3)));
    ck_assert(wm__republic_pawn_sources(s, RP_COALITION) & (1u << 3));
    play(g, "action Advance Reaction");
    ck_assert_int_eq(s->react, 3);
    ck_assert(wm__republic_pawn_sources(s, RP_RC) & (1u << 3));
    ck_assert(wm__republic_pawn_sources(s, RP_NSDAP) & (1u << 3));
    ck_assert(s->react_cadre & (1u << 3)); /* now Available to the NSDAP */
    /* Reaction may not pass the highest black Leverage */
    play(g, "end turn");
    wm_free(g);
}
END_TEST


/* §5.1 example: the U.S.S.R. Deals track at level 2. */
START_TEST(test_5_1_ussr_deals_example)
{
    wm_game *g = game(RP_SC_FATE);
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
    wm_game *g = game_at(RP_SC_FATE, RP_NSDAP);
    rp_state *s = ST(g);
    clear_map(s);
    s->rs_holder = RP_NSDAP;
    s->rs_up = 1;
    put_strike(s, RP_SACHSEN, RP_STRIKE_STRIKE);      /* KPD Cadre: stays */
    put_cadre(s, RP_SACHSEN, RP_KPD);
    put_strike(s, RP_THUERINGEN, RP_STRIKE_STRIKE);   /* KPD Dominance: stays */
    s->cubes[RP_THUERINGEN][RP_KPD] = 1;
    put_strike(s, RP_BADEN, RP_STRIKE_STRIKE);        /* goes */
    put_strike(s, RP_HESSEN, RP_STRIKE_UPRISING);     /* Uprisings stay */
    put_yellow(s, RP_POMMERN);                        /* Coalition Dominance: stays */
    s->cubes[RP_POMMERN][RP_COALITION] = 1;
    put_yellow(s, RP_MECKLENBURG);                    /* Coalition controls the Region? no: Preußen only */
    s->pc_holder[RP_PC_NORTHERN_STATES] = RP_KPD;
    put_black(s, RP_BAYERN);                          /* goes */
    put_black(s, RP_OSTPREUSSEN);                     /* RC Dominance: stays */
    s->cubes[RP_OSTPREUSSEN][RP_RC] = 1;
    wm__republic_place_ass(s, ASS_REACTION, RP_BERLIN, SIDE_YR); /* goes */
    poked(g);
    play(g, "play Reichstag Seats");
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
    wm_game *g = game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    clear_map(s);
    s->econ = RP_ECON_LEFT1; /* "just barely" */
    s->cubes[RP_HESSENPROVINZ][RP_COALITION] = 2;
    wm__republic_place_ass(s, ASS_REACTION, RP_HESSENPROVINZ, SIDE_YR);
    s->react_ass = 0;
    poked(g);
    play(g, "action Place Influence");
    ck_assert(is_legal_name(g, "space Hessen"));
    ck_assert(!is_legal_name(g, "space Hessenprovinz")); /* yellow/red Assassinations */
    ck_assert(is_legal_name(g, "space Berlin"));          /* Berlin or adjacent */
    if (!(wm__republic_adj[RP_THUERINGEN] & (SPB(RP_HESSENPROVINZ) | SPB(RP_BERLIN))))
        ck_assert(!is_legal_name(g, "space Thueringen"));
    play(g, "space Hessen");
    ck_assert_int_eq(s->cubes[RP_HESSEN][RP_COALITION], 1);
    wm_free(g);
}
END_TEST

/* §6.4 KPD Place Strike example (Rheinprovinz, General Strike). */
START_TEST(test_6_4_kpd_place_strike_example)
{
    wm_game *g = game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    clear_map(s);
    s->stance[0] = RP_STANCE_REVOLUTIONARY_LEANING;
    s->cubes[RP_RHEINPROVINZ][RP_KPD] = 3;
    s->cubes[RP_RHEINPROVINZ][RP_COALITION] = 2;
    put_yellow(s, RP_RHEINPROVINZ);
    put_reform(s, RP_RHEINPROVINZ);
    put_strike(s, RP_SACHSEN, RP_STRIKE_STRIKE);
    put_strike(s, RP_THUERINGEN, RP_STRIKE_STRIKE);
    put_yellow(s, RP_BERLIN);
    put_black(s, RP_BAYERN);
    take_yellow_any(s);
    s->econ_lev[RP_ELEV_L1] = 1;
    take_black_any(s);
    s->econ_lev[RP_ELEV_R1] = 2;
    take_yellow_any(s);
    s->prog_lev = (uint8_t)(s->prog_lev | 0x04);
    poked(g);
    ck_assert(wm__republic_strike_avail(s));
    playv(g, "action Place Strike", "space Rheinprovinz", NULL);
    ck_assert_int_eq(s->strike[RP_RHEINPROVINZ], RP_STRIKE_STRIKE);
    ck_assert_int_eq(s->gs, 1);
    /* the KPD chooses the Reform to remove */
    expect_legal(g, "space Rheinprovinz");
    play(g, "space Rheinprovinz");
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
    wm_game *g = game_at(RP_SC_FATE, RP_NSDAP);
    rp_state *s = ST(g);
    clear_map(s);
    s->stance[1] = RP_STANCE_REVOLUTIONARY_LEANING; /* NSDAP mat's marker Available */
    s->react = 2;
    s->cubes[RP_POMMERN][RP_COALITION] = 1;
    s->cubes[RP_POMMERN][RP_KPD] = 1;
    s->cubes[RP_POMMERN][RP_NSDAP] = 1;
    put_clique(s, RP_POSEN_WESTPREUSSEN);
    put_clique(s, RP_BAYERN);
    s->cubes[RP_BAYERN][RP_RC] = 1;
    poked(g);
    playv(g, "action Place Assassinations", "faction Coalition", "space Pommern", "cube Coalition", "cube KPD", NULL);
    ck_assert_int_eq(wm__republic_dominant(s, RP_POMMERN), RP_NSDAP);
    ck_assert_int_eq(wm__republic_ass_count(s, RP_POMMERN, SIDE_YR), 1);
    /* two Cliques on the map and another marker: the Clique clause */
    ck_assert(is_legal_name(g, "space PosenWestpreussen"));
    play(g, "space PosenWestpreussen");
    ck_assert_int_eq(s->clique[RP_POSEN_WESTPREUSSEN], 0);
    ck_assert_int_eq(wm__republic_ass_count(s, RP_POSEN_WESTPREUSSEN, SIDE_BB), 1);
    wm_free(g);
}
END_TEST

/* §6.6 RC Remove Influence example (Berlin, 2 spaces from the Clique). */
START_TEST(test_6_6_rc_remove_influence_example)
{
    wm_game *g = game_at(RP_SC_FATE, RP_RC);
    rp_state *s = ST(g);
    clear_map(s);
    set_levels(s, 2, 3);
    put_clique(s, RP_POSEN_WESTPREUSSEN);
    s->cubes[RP_BERLIN][RP_COALITION] = 2;
    /* RC holds two pawns */
    s->pr_mcs = (uint8_t)(s->pr_mcs & ~0x0Cu);
    s->mcs_mat[RP_RC] = 2;
    poked(g);
    ck_assert_int_eq(wm__republic_dist[RP_BERLIN][RP_POSEN_WESTPREUSSEN], 2);
    ck_assert_int_eq(wm__republic_rc_cubes[3], 1);
    play(g, "action Remove Influence");
    ck_assert(is_legal_name(g, "space Berlin"));
    playv(g, "space Berlin", "cube Coalition", NULL);
    ck_assert_int_eq(s->cubes[RP_BERLIN][RP_COALITION], 1); /* one cube at Reaction 3 */
    ck_assert_int_eq(s->dec, D_STEP);
    wm_free(g);
}
END_TEST

/* §6.2 the Assault example in Bayern, dice fixed. */
START_TEST(test_6_2_assault_example_bayern)
{
    wm_game *g = game_at(RP_SC_FATE, RP_RC);
    rp_state *s = ST(g);
    clear_map(s);
    set_levels(s, 2, 3);
    put_fk(s, RP_BAYERN, FK_ROGUE, 1);
    put_fk(s, RP_BAYERN, FK_ROGUE, 1);
    put_rw(s, RP_BAYERN);
    put_fk(s, RP_BAYERN, FK_UNREVEALED, 0);
    put_fk(s, RP_BAYERN, FK_UNREVEALED, 1);
    s->mil[RP_BAYERN] = 1;
    s->cubes[RP_BAYERN][RP_COALITION] = 2;
    s->cubes[RP_BAYERN][RP_RC] = 1;
    put_yellow(s, RP_BAYERN);
    s->pc_holder[RP_PC_BAYERN] = RP_COALITION;
    for (int f = 0; f < NF; f++) /* no pawns to spend */
        s->mcs_mat[f] = 0;
    s->pr_mcs = RP_PR_MCS_LEVELS;
    s->econ_mcs = 3;
    s->mcs_mat[RP_KPD] = 1;
    poked(g);
    playv(g, "action Assault", "space Bayern", NULL);
    expect_legal(g, "faction Coalition|faction KPD");
    play(g, "faction Coalition");
    /* RC asks the KPD for its Worker Militia; the KPD decides */
    expect_legal(g, "done|faction KPD");
    play(g, "faction KPD");
    ck_assert_int_eq(wm_to_move(g), RP_KPD);
    play(g, "yes");
    /* Loyalty Check fails (Progress 2 < Reaction 3): both Freikorps flip */
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    ck_assert_int_eq(wm__republic_fk_count(s, RP_BAYERN, FK_ROGUE), 3);
    ck_assert_int_eq(wm__republic_fk_count(s, RP_BAYERN, FK_LOYAL), 1);
    playv(g, "roll 3", "roll 2", NULL);
    ck_assert_int_eq(s->as_str[0], 7);
    ck_assert_int_eq(s->as_str[1], 5);
    /* RC's 4 hits: the loyal Freikorps (2), then both cubes; the
     * Coalition's 3: it picks the Rogue Freikorps, then must take the
     * Militia */
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    expect_legal(g, "unit Rogue Freikorps|unit Worker Militia");
    playv(g, "unit Rogue Freikorps", "unit Worker Militia", NULL);
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
    wm_game *g = game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    clear_map(s);
    s->year = 1933 - RP_FIRST_YEAR;
    s->half = RP_LATE_YEAR;
    s->econ = RP_ECON_STABLE;
    s->cubes[RP_RHEINPROVINZ][RP_KPD] = 1;
    s->cubes[RP_BAYERN][RP_KPD] = 1;
    s->cubes[RP_BAYERN][RP_NSDAP] = 1;
    give_card(s, RP_KPD, 124);
    s->rs_holder = RP_KPD;
    s->rs_up = 1;
    s->unity = RP_UNITY_SOUND;
    poked(g);
    playv(g, "action Place Influence", "space Rheinprovinz", NULL);
    ck_assert_int_eq(s->cubes[RP_RHEINPROVINZ][RP_KPD], 2);
    /* the second Action must come at once; no Event or bonus card now? the
     * second Action may follow the first */
    play(g, "action Remove Influence");
    ck_assert(!is_legal_name(g, "space Rheinprovinz")); /* placed there this Action Step */
    playv(g, "space Bayern", "cube NSDAP", NULL);
    /* two Actions taken: now the Event (or a bonus card) */
    ck_assert(!is_legal_name(g, "end turn"));
    play(g, "event 124");
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    play(g, "yes"); /* Article 48 */
    ck_assert(card_has(s->discard, 124));
    ck_assert(!card_has(s->linger, 124));
    ck_assert_int_eq(s->momentum, RP_COALITION);
    ck_assert_int_eq(s->a48_up, 0);
    ck_assert_int_eq(wm_to_move(g), RP_KPD);
    play(g, "play Reichstag Seats");
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

START_TEST(test_6_0_limit_population)
{
    wm_game *g = game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    clear_map(s);
    s->econ = RP_ECON_RIGHT2; /* 2 cubes for the KPD */
    s->cubes[RP_KOELN][RP_KPD] = 2;       /* Population 3: room for 1 */
    s->cubes[RP_HAMBURG][RP_COALITION] = 4; /* Population 4: full */
    s->cubes[RP_HAMBURG][RP_KPD] = 0;
    poked(g);
    play(g, "action Place Influence");
    ck_assert(!is_legal_name(g, "space Hamburg"));
    play(g, "space Koeln"); /* no number asked: only 1 fits */
    ck_assert_int_eq(s->cubes[RP_KOELN][RP_KPD], 3);
    ck_assert_int_eq(wm__republic_total_cubes(s, RP_KOELN), wm__republic_spaces[RP_KOELN].population);
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_limit_place_and_remove_same_space)
{
    /* removed first, then placing is barred there */
    wm_game *g = game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    clear_map(s);
    s->econ = RP_ECON_STABLE;
    s->cubes[RP_SACHSEN][RP_KPD] = 1;
    s->cubes[RP_SACHSEN][RP_NSDAP] = 1;
    poked(g);
    playv(g, "action Remove Influence", "space Sachsen", "cube NSDAP", "action Place Influence", NULL);
    ck_assert(!is_legal_name(g, "space Sachsen"));
    ck_assert(is_legal_name(g, "space Thueringen") || is_legal_name(g, "space Berlin"));
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_limit_assassinations_colour)
{
    wm_game *g = game_at(RP_SC_FATE, RP_NSDAP);
    rp_state *s = ST(g);
    clear_map(s);
    s->econ = RP_ECON_STABLE;
    s->cubes[RP_MUENCHEN][RP_NSDAP] = 1;
    wm__republic_place_ass(s, ASS_REACTION, RP_BAYERN, SIDE_BB);
    wm__republic_place_ass(s, ASS_RC, RP_MUENCHEN, SIDE_YR);
    poked(g);
    play(g, "action Place Influence");
    ck_assert(!is_legal_name(g, "space Bayern"));  /* brown/black blocks the NSDAP */
    ck_assert(is_legal_name(g, "space Muenchen")); /* yellow/red does not */
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_limit_two_assaults_two_spaces)
{
    wm_game *g = game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    clear_map(s);
    s->mil[RP_BERLIN] = 1;
    s->sa[RP_BERLIN] = 1;
    s->mil[RP_HAMBURG] = 1;
    s->sa[RP_HAMBURG] = 1;
    for (int f = 0; f < NF; f++)
        s->mcs_mat[f] = 0;
    s->pr_mcs = RP_PR_MCS_LEVELS;
    s->econ_mcs = 3;
    s->mcs_mat[RP_RC] = 1;
    poked(g);
    playv(g, "action Assault", "space Berlin", "roll 1", "roll 6", NULL);
    play(g, "action Assault");
    ck_assert(!is_legal_name(g, "space Berlin"));
    ck_assert(is_legal_name(g, "space Hamburg"));
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_limit_coalition_influence_economy)
{
    for (int e = 0; e < RP_ECON_BOXES; e++) {
        wm_game *g = game_at(RP_SC_FATE, RP_COALITION);
        rp_state *s = ST(g);
        s->econ = (uint8_t)e;
        poked(g);
        play(g, "action Place Influence");
        /* the three left-most boxes: no effect, no space to choose */
        ck_assert_int_eq(s->dec == D_SPACE, e >= RP_ECON_LEFT1);
        wm_free(g);
    }
}
END_TEST

START_TEST(test_6_0_limit_one_strike_per_space)
{
    wm_game *g = game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    clear_map(s);
    s->cubes[RP_SACHSEN][RP_KPD] = 2;
    s->cubes[RP_THUERINGEN][RP_KPD] = 2;
    s->cubes[RP_BADEN][RP_KPD] = 2;
    put_strike(s, RP_SACHSEN, RP_STRIKE_STRIKE);
    put_strike(s, RP_THUERINGEN, RP_STRIKE_UPRISING);
    poked(g);
    play(g, "action Place Strike");
    ck_assert(!is_legal_name(g, "space Sachsen"));
    ck_assert(!is_legal_name(g, "space Thueringen"));
    ck_assert(is_legal_name(g, "space Baden"));
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_limit_one_cadre_per_space)
{
    wm_game *g = game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    clear_map(s);
    s->stance[0] = RP_STANCE_DEMOCRATIC;
    s->cubes[RP_SACHSEN][RP_KPD] = 2;
    s->cubes[RP_BADEN][RP_KPD] = 2;
    put_cadre(s, RP_SACHSEN, RP_NSDAP);
    poked(g);
    play(g, "action Place Cadre");
    ck_assert(!is_legal_name(g, "space Sachsen"));
    ck_assert(is_legal_name(g, "space Baden"));
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_limit_economy_yellow_leverage)
{
    wm_game *g = game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    take_yellow_any(s);
    s->econ_lev[RP_ELEV_L2] = 1; /* below Left 2 */
    s->econ = RP_ECON_LEFT2;
    poked(g);
    wm__republic_econ_shift(s, -1); /* the New Year shift of 1920-1923 */
    ck_assert_int_eq(s->econ, RP_ECON_LEFT2);
    wm__republic_econ_shift(s, +1);
    ck_assert_int_eq(s->econ, RP_ECON_LEFT1);
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_limit_decline_dollar_dependence)
{
    wm_game *g = game_at(RP_SC_NEW_HOPE, RP_COALITION);
    rp_state *s = ST(g);
    s->year = 1931 - RP_FIRST_YEAR;
    s->us_dd = 0;
    s->econ_dd = 7; /* rightmost above Right 3 */
    s->econ = RP_ECON_MASS_UNEMPLOYMENT;
    poked(g);
    /* a yellow Leverage in Right 2 would pull the marker to Right 2; the
     * Dollar Dependence marker stops it at Right 3 */
    s->econ_lev[RP_ELEV_R1] = 2;
    take_black_any(s);
    playv(g, "action Remove Leverage", "track Mass Unemployment side", NULL);
    playv(g, "action Leverage Track", "track Mass Unemployment side", NULL);
    ck_assert_int_eq(s->econ_lev[RP_ELEV_R1], 1);
    ck_assert_int_eq(s->econ, RP_ECON_RIGHT3);
    wm__republic_econ_shift(s, -1);
    ck_assert_int_eq(s->econ, RP_ECON_RIGHT3);
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_limit_reaction_progress)
{
    wm_game *g = game_at(RP_SC_FATE, RP_RC); /* Reaction capped in Fate */
    rp_state *s = ST(g);
    s->prog = 1;
    s->react = 2;
    take_black_any(s);
    s->react_lev = 0x0C;
    poked(g);
    play(g, "action Advance Reaction");
    ck_assert_int_eq(s->react, 2);
    wm_free(g);
    g = game_at(RP_SC_REVOLUTION, RP_RC); /* uncapped in A Time for Revolution? */
    s = ST(g);
    s->prog = 1;
    s->react = 2;
    take_black_any(s);
    s->react_lev = 0x0C;
    poked(g);
    play(g, "action Advance Reaction");
    ck_assert_int_eq(s->react, 3);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §6.0/§6.1 operations                                                 */
/* ------------------------------------------------------------------ */

START_TEST(test_6_0_pass_discard_not_election_or_mandatory)
{
    wm_game *g = game_at(RP_SC_NEW_HOPE, RP_NSDAP);
    rp_state *s = ST(g);
    for (int w = 0; w < CW; w++)
        s->hand[RP_NSDAP][w] = 0;
    give_card(s, RP_NSDAP, 57);  /* Mandatory */
    give_card(s, RP_NSDAP, 154); /* Election */
    give_card(s, RP_NSDAP, 60);
    poked(g);
    ck_assert(is_legal_name(g, "discard 60"));
    ck_assert(!is_legal_name(g, "discard 57"));
    ck_assert(!is_legal_name(g, "discard 154"));
    play(g, "discard 60");
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE); /* draw the replacement */
    ck_assert(wm_is_secret(g));
    wm_free(g);
}
END_TEST

START_TEST(test_6_1_article48_not_on_election)
{
    wm_game *g = game_at(RP_SC_NEW_HOPE, RP_KPD);
    rp_state *s = ST(g);
    give_card(s, RP_KPD, 154);
    give_card(s, RP_NSDAP, 155);
    poked(g);
    play(g, "event 154");
    ck_assert_int_eq(s->dec, D_STEP); /* no Article 48 question */
    ck_assert(s->round_flags & RF_ELECTION);
    playv(g, "action Gain Momentum", "action Gain Momentum", NULL);
    /* only one Election card per round */
    ck_assert_int_eq(wm_to_move(g), s->order[1]);
    wm_free(g);
}
END_TEST

START_TEST(test_6_1_requires)
{
    /* #117 requires #124: without it, no Snap Election */
    wm_game *g = game_at(RP_SC_NEW_HOPE, RP_NSDAP);
    rp_state *s = ST(g);
    s->a48_up = 0;
    give_card(s, RP_NSDAP, 117);
    poked(g);
    play(g, "event 117");
    ck_assert_int_eq(s->dec, D_STEP);
    ck_assert(card_has(s->discard, 117));
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_sworn_enemies)
{
    wm_game *g = game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    clear_map(s);
    s->cubes[RP_SACHSEN][RP_KPD] = 2;
    put_cadre(s, RP_SACHSEN, RP_KPD); /* +1: 1 + 1 - 1 = 1 hit */
    s->sa[RP_SACHSEN] = 1;
    for (int f = 0; f < NF; f++)
        s->mcs_mat[f] = 0;
    s->pr_mcs = RP_PR_MCS_LEVELS;
    s->econ_mcs = 3;
    s->mcs_mat[RP_RC] = 1;
    poked(g);
    playv(g, "action Place Unit", "space Sachsen", NULL);
    /* a free Assault against the SA: straight to the dice */
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    ck_assert_int_eq(s->as_att, RP_KPD);
    ck_assert_int_eq(s->as_def, RP_NSDAP);
    playv(g, "roll 1", "roll 6", NULL);
    ck_assert_int_eq(s->sa[RP_SACHSEN], 0);
    ck_assert_int_eq(s->assaulted, 0); /* not an Action */
    wm_free(g);
}
END_TEST

START_TEST(test_6_0_parliamentary_control_bonus)
{
    wm_game *g = game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    clear_map(s);
    s->econ = RP_ECON_STABLE;
    s->cubes[RP_BAYERN][RP_COALITION] = 1;
    s->cubes[RP_BERLIN][RP_COALITION] = 1;
    put_yellow(s, RP_BAYERN);
    s->cubes[RP_BAYERN][RP_RC] = 2;
    poked(g);
    play(g, "play control Bayern");
    play(g, "action Place Influence");
    expect_legal(g, "space Bayern"); /* limited to the named space */
    play(g, "space Bayern");
    /* Clean Slate in Bayern: the RC dominates, the yellow Leverage goes */
    ck_assert_int_eq(s->lev[RP_BAYERN][0], 1); /* 2-2: nobody dominates, Coalition controls it */
    ck_assert(!(s->pc_up & (1u << RP_PC_BAYERN)));
    ck_assert(!is_legal_name(g, "play control Berlin")); /* one per Action Step */
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §3 Victory, §4 Sequence of Play, §7 Elections                         */
/* ------------------------------------------------------------------ */

START_TEST(test_3_1_sudden_victory_coalition)
{
    wm_game *g = game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    clear_map(s);
    put_reform(s, RP_BERLIN);
    put_reform(s, RP_HAMBURG);
    put_reform(s, RP_KOELN);
    s->unity = RP_UNITY_STRONG;
    poked(g);
    play(g, "action Place SV Marker");
    pass_all(g);
    ck_assert(wm_is_over(g));
    int32_t out[4];
    ck_assert_int_eq(wm_outcome(g, out, 4), WM_OK);
    ck_assert_int_eq(out[RP_COALITION], WM_WIN);
    wm_free(g);
}
END_TEST

START_TEST(test_3_1_sudden_victory_markers_return)
{
    wm_game *g = game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    play(g, "action Place SV Marker");
    ck_assert(s->sv_on & 1);
    pass_all(g);
    ck_assert(!wm_is_over(g));
    ck_assert_int_eq(s->sv_on, 0);
    wm_free(g);
}
END_TEST

START_TEST(test_7_elections_coalition_wins)
{
    wm_game *g = game_at(RP_SC_NEW_HOPE, RP_COALITION);
    rp_state *s = ST(g);
    give_card(s, RP_COALITION, 154);
    s->a48_up = 0;
    poked(g);
    playv(g, "event 154", "action Gain Momentum", "action Gain Momentum", NULL);
    pass_all(g);
    if (s->dec == D_SPACE) /* the KPD may remove Strikes... no: Elections come first */
        ck_abort_msg("unexpected space choice");
    /* §7.2: the Momentum faction may transfer PV */
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    play(g, "done");
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
    wm_game *g = game_at(RP_SC_NEW_HOPE, RP_RC);
    rp_state *s = ST(g);
    clear_map(s);
    s->cubes[RP_BAYERN][RP_RC] = 10;   /* Bayern: PV 5 */
    s->cubes[RP_BERLIN][RP_NSDAP] = 1; /* Berlin: PV 6 */
    give_card(s, RP_RC, 154);
    s->a48_up = 0;
    poked(g);
    playv(g, "event 154", "action Gain Momentum", "action Gain Momentum", NULL);
    pass_all(g);
    ck_assert_int_eq(wm_to_move(g), RP_RC);
    play(g, "faction NSDAP");
    int half = s->pv[RP_RC] / 2;
    char name[32];
    snprintf(name, sizeof name, "number %d", half);
    play(g, name);
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
    wm_free(g);
}
END_TEST

START_TEST(test_7_1_no_election_with_uprising)
{
    wm_game *g = game_at(RP_SC_NEW_HOPE, RP_KPD);
    rp_state *s = ST(g);
    put_strike(s, RP_MUENCHEN, RP_STRIKE_UPRISING);
    give_card(s, RP_KPD, 154);
    s->a48_up = 0;
    poked(g);
    playv(g, "event 154", "action Gain Momentum", "action Gain Momentum", NULL);
    pass_all(g);
    if (wm_to_move(g) == s->momentum && s->dec == D_FACTION)
        play(g, "done");
    if (!wm_is_over(g))
        ck_assert_int_eq(s->pc_holder[RP_PC_MUENCHEN], RP_NOBODY);
    wm_free(g);
}
END_TEST

START_TEST(test_4_advance_timeline_and_new_year)
{
    wm_game *g = game_at(RP_SC_TUTORIAL, RP_COALITION);
    rp_state *s = ST(g);
    int econ = s->econ;
    pass_all(g);
    /* Step 4: the KPD may remove Strikes (Sachsen has one) */
    ck_assert_int_eq(wm_to_move(g), RP_KPD);
    play(g, "done");
    ck_assert_int_eq(s->half, RP_LATE_YEAR);
    pass_all(g);
    play(g, "done");
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
    wm_game *g = game_at(RP_SC_TUTORIAL, RP_COALITION);
    tu_rng r;
    tu_rng_seed(&r, 5);
    size_t n = tu_play_random(g, &r, 100000);
    ck_assert(wm_is_over(g));
    ck_assert_int_gt((long)n, 0);
    wm_free(g);
}
END_TEST


/* §4.0 step 6 New Era: Held Card Penalty and the deal of 9. */
START_TEST(test_4_new_era_held_card_penalty)
{
    wm_game *g = game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    s->year = 1923 - RP_FIRST_YEAR;
    s->half = RP_LATE_YEAR;
    for (int f = 0; f < NF; f++)
        for (int w = 0; w < CW; w++) {
            s->deck[w] |= s->hand[f][w];
            s->hand[f][w] = 0;
        }
    give_card(s, RP_KPD, 152); /* an Election card: 2 */
    give_card(s, RP_KPD, 1);   /* another card: 1 */
    poked(g);
    pass_all(g);
    ck_assert_int_eq(RP_FIRST_YEAR + s->year, 1924);
    /* the Momentum faction sets the turn order */
    playv(g, "faction Coalition", "faction KPD", "faction NSDAP", NULL);
    /* the Momentum faction may remove up to 3 KPD cubes */
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    ck_assert_int_eq(s->dec, D_SPACE);
    ck_assert(is_legal_name(g, "done"));
    int kpd = 0;
    for (int t = 0; t < NSP; t++)
        kpd += s->cubes[t][RP_KPD];
    playv(g, "space Berlin", "space Berlin", NULL);
    play(g, "done");
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
    wm_game *g = game_at(RP_SC_REVOLUTION, RP_COALITION);
    rp_state *s = ST(g);
    ck_assert(is_legal_name(g, "call election with control Berlin"));
    play(g, "call election with control Berlin");
    ck_assert(s->round_flags & RF_EXTRA);
    ck_assert(!(s->pc_up & (1u << RP_PC_BERLIN)));
    ck_assert(!is_legal_name(g, "call election with control Hamburg")); /* once per game */
    pass_all(g);
    /* the Elections Step: the Momentum faction may transfer PV */
    ck_assert_int_eq(s->dec, D_FACTION);
    ck_assert_int_eq(wm_to_move(g), s->momentum);
    wm_free(g);
    g = game_at(RP_SC_FATE, RP_COALITION);
    ck_assert(!is_legal_name(g, "call election with control Berlin"));
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Views                                                                */
/* ------------------------------------------------------------------ */

START_TEST(test_view_hides_hands_and_freikorps)
{
    wm_game *g = game(RP_SC_FATE);
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
    wm_game *g = game(RP_SC_FATE);
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

static Suite *republic_suite(void)
{
    Suite *s = suite_create("republic");
    struct { const char *name; const TTest *t; } tests[] = {
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
        {"6.0 limits", test_6_0_limit_economy_yellow_leverage},
        {"6.0 limits", test_6_0_limit_decline_dollar_dependence},
        {"6.0 limits", test_6_0_limit_reaction_progress},
        {"6.0 action step", test_6_0_pass_discard_not_election_or_mandatory},
        {"6.0 action step", test_6_0_sworn_enemies},
        {"6.0 action step", test_6_0_parliamentary_control_bonus},
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
        {"views", test_view_hides_hands_and_freikorps},
        {"move names", test_move_names_round_trip},
    };
    TCase *tc = NULL;
    const char *last = NULL;
    for (size_t i = 0; i < sizeof tests / sizeof tests[0]; i++) {
        if (!last || strcmp(last, tests[i].name) != 0) {
            tc = tcase_create(tests[i].name);
            suite_add_tcase(s, tc);
            last = tests[i].name;
        }
        tcase_add_test(tc, tests[i].t);
    }
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(republic_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
