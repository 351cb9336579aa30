/*
 * check_republic_events.c - The Weimar Republic: the Events as data (§6.1,
 * lib/republic/effects.c), every card whose effect the rulebook states or
 * describes, the end of Lingering Events (§4 step 6), where every card is,
 * card names, and the Black Sun Rising Lingering draw (§9.5).
 *
 * Games go through the public API with WM_OPT_EXTERNAL_DICE; positions are
 * arranged by writing the flat state (the suite links the static library),
 * accepted by wm_check() before any move.  Tests of a RECONSTRUCTED reading
 * say so (doc/rules-republic.md "Events as data").
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

static rp_state *ST(wm_game *g) { return (rp_state *)(void *)g->state; }

/* A Freikorps counter of state fkst (revealed loyal or Rogue) to space s. */
static void put_fk(rp_state *st, int s, int fkst, int rogue)
{
    for (int i = 0; i < NFK; i++)
        if ((st->fk_loc[i] == FK_COAL_MAT || st->fk_loc[i] == FK_RC_MAT) && st->fk_rogue[i] == rogue) {
            st->fk_st[i] = (uint8_t)fkst;
            st->fk_loc[i] = (uint8_t)s;
            return;
        }
    ck_abort_msg("no such Freikorps counter");
}

static int top_proc(const rp_state *st) { return st->nfr ? st->fr_proc[st->nfr - 1] : -1; }

/* Plays the chance moves (dice and draws) with their first option. */
static void chance(wm_game *g)
{
    while (!wm_is_over(g) && wm_to_move(g) == WM_CHANCE) {
        wm_move m;
        ck_assert_int_gt((int)wm_legal_moves(g, &m, 1), 0);
        ck_assert_int_eq(wm_apply(g, m), WM_OK);
    }
}

/*
 * Where every card is, by era (the property the seeded games below check
 * at every state; the checker itself cannot, since positions arranged by
 * tests hold other eras' cards): a card of an era to come is set aside
 * (or out, if the scenario removed its deck); a card of the era in play is
 * in exactly one place unless the scenario removed it; a card of an era
 * that has ended is in no hand, deck or aside.
 */
static int era_now(const rp_state *st)
{
    int era = rp_year_era(RP_FIRST_YEAR + st->year), y = RP_FIRST_YEAR + st->year;
    int rst = st->nfr ? st->fr_stage[0] : 0;
    if ((y == 1924 || y == 1930) && !st->over && st->nfr && st->fr_proc[0] == P_ROUND &&
        (((rst == R_ORDER || rst == R_ORDER_GOT) && st->r_j == R_NEWERA) || rst == R_NEWERA || rst == R_PEN ||
         rst == R_PEN_ASK || rst == R_PEN_GOT || rst == R_NEWDECK))
        era--; /* the New Era step keeps the old era's cards until Draw New Cards */
    return era;
}

static void check_card_places(const rp_state *st)
{
    const rp_scenario_info *sc = &wm__republic_scenarios[st->scenario];
    int era = era_now(st), playing = 0;
    for (int i = 0; i < st->nfr; i++)
        if (st->fr_proc[i] == P_EVENT)
            playing = st->st_card;
    for (int id = 1; id <= RP_NCARDS; id++) {
        const rp_card_info *c = CARD(id);
        if (c->kind != RP_CARD_EVENT && c->kind != RP_CARD_ELECTION)
            continue;
        int places = card_has(st->deck, id) + card_has(st->discard, id) + card_has(st->linger, id) +
                     card_has(st->aside, id) + (id == playing);
        int held = card_has(st->deck, id) + card_has(st->aside, id);
        for (int f = 0; f < NF; f++) {
            places += card_has(st->hand[f], id);
            held += card_has(st->hand[f], id);
        }
        int out = sc->deck[c->era] == RP_DECK_REMOVED ||
                  (c->kind == RP_CARD_ELECTION && (sc->remove_elections & (1u << c->era)));
        ck_assert_msg(places <= 1, "card %d in %d places", id, places);
        if (places == 0 && (c->flags & RP_CF_LINGERING) && c->ends == RP_ENDS_ELECTION && c->era == era)
            continue; /* left the game with a General Election (RP_ENDS_ELECTION) */
        if (c->era > era)
            ck_assert_msg(card_has(st->aside, id) == !out && places == !out, "card %d of a later era", id);
        else if (c->era == era)
            ck_assert_msg(!card_has(st->aside, id) && (places == !out || card_has(st->linger, id)),
                          "card %d of the era in play (%d places)", id, places);
        else
            ck_assert_msg(!held, "card %d of an ended era still dealt", id);
    }
}

/* ------------------------------------------------------------------ */
/* #5 Kapp Putsch (§1.6, §5.10)                                         */
/* ------------------------------------------------------------------ */

/* "Parliamentary Control ... may be lost in Berlin as a result of Event
 * card #5 Kapp Putsch" (§5.10).  RECONSTRUCTED reading: the holder loses
 * the Berlin card, Berlin is uncontrolled until its next Regional
 * Election. */
START_TEST(test_5_10_kapp_putsch_5_loses_berlin_control)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    ck_assert_int_eq(s->pc_holder[RP_PC_BERLIN], RP_COALITION);
    ck_assert(s->pc_up & (1u << RP_PC_BERLIN));
    rpt_give_card(s, RP_KPD, 5);
    rpt_published(g); /* the rulebook's part (the default content's rest: test_default_known_cards_rest) */
    tu_play(g, "event 5 Kapp Putsch");
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    ck_assert_str_eq(wm_prompt(g), "play Article 48 to cancel #5 Kapp Putsch?");
    tu_play(g, "no");
    ck_assert_int_eq(s->pc_holder[RP_PC_BERLIN], RP_NOBODY);
    ck_assert(!(s->pc_up & (1u << RP_PC_BERLIN)));
    ck_assert_int_eq(s->pc_holder[RP_PC_HAMBURG], RP_COALITION); /* only Berlin */
    ck_assert(card_has(s->discard, 5));                           /* not Lingering */
    ck_assert_int_eq(s->dec, D_STEP);
    ck_assert(tu_is_legal_name(g, "action Gain Momentum")); /* then its two Actions */
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);

    /* cancelled by Article 48, the Coalition keeps Berlin */
    g = rpt_game_at(RP_SC_FATE, RP_KPD);
    s = ST(g);
    rpt_give_card(s, RP_KPD, 5);
    rpt_poked(g);
    tu_playv(g, "event 5 Kapp Putsch", "yes", NULL);
    ck_assert_int_eq(s->pc_holder[RP_PC_BERLIN], RP_COALITION);
    ck_assert(card_has(s->discard, 5));
    wm_free(g);

    /* Berlin's next Regional Election gives the card again (§7.1): the
     * Regional Election code treats it as uncontrolled, like Köln at the
     * start of Black Sun Rising */
    g = rpt_game_seed(RP_SC_BLACK_SUN, 1);
    ck_assert_int_eq(ST(g)->pc_holder[RP_PC_KOELN], RP_NOBODY);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Lingering Events the rules read                                      */
/* ------------------------------------------------------------------ */

/* #16 Bloodhound Doctrine: a Lingering Event; its Non-player effect ("NP
 * Coalition would attempt to perform an Assault Action in two spaces
 * rather than one", §8.8) is data for §8. */
START_TEST(test_6_1_bloodhound_doctrine_16_lingering)
{
    wm_game *g = rpt_holding_card(RP_SC_FATE, RP_COALITION, 16);
    rp_state *s = ST(g);
    rpt_published(g);
    ck_assert_int_eq(wm__republic_mod(s, RP_MOD_NP_ASSAULTS, RP_COALITION), 0);
    tu_play(g, "event 16 Bloodhound Doctrine");
    ck_assert(card_has(s->linger, 16));
    ck_assert(!card_has(s->discard, 16));
    ck_assert_int_eq(wm__republic_mod(s, RP_MOD_NP_ASSAULTS, RP_COALITION), 2);
    ck_assert_int_eq(wm__republic_mod(s, RP_MOD_NP_ASSAULTS, RP_KPD), 0);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST

/* The faction at its Action Step menu Assaults in `space` (a move name),
 * answers every loan question (§6.2) with "done" or "no" until the dice
 * are to be rolled, and frees the game; returns the attacker's Assault
 * strength then. */
static int assault_to_the_dice(wm_game *g, const char *space)
{
    tu_playv(g, "action Assault", space, NULL);
    while (wm_to_move(g) != WM_CHANCE && (tu_is_legal_name(g, "done") || tu_is_legal_name(g, "no")))
        tu_play(g, tu_is_legal_name(g, "done") ? "done" : "no");
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    int str = wm__republic_assault_strength(ST(g), 1);
    wm_free(g);
    return str;
}

/* A Coalition Assault on the RC in Pommern with a Reichswehr and a loyal
 * Freikorps against a Rogue Freikorps: the Coalition's strength after the
 * Loyalty Check (Reichswehr refuse when it fails). */
static int loyalty_assault(int prog, int react, int militarism)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    card_del(s->linger, 20);
    card_del(s->linger, 55);
    if (militarism)
        rpt_linger(s, 20);
    rpt_set_levels(s, prog, react);
    rpt_put_rw(s, RP_POMMERN);
    put_fk(s, RP_POMMERN, FK_LOYAL, 0);
    put_fk(s, RP_POMMERN, FK_ROGUE, 1);
    s->pc_holder[RP_PC_PREUSSEN] = RP_NSDAP; /* no Parliamentary Control bonus */
    rpt_poked(g);
    return assault_to_the_dice(g, "space Pommern"); /* the dice, after the Loyalty Check */
}

/* #20 Militarism (§6.2): "If Lingering Event #20 Militarism is in effect,
 * Progress must be 2 higher than Reaction for Coalition units to pass the
 * Loyalty Check." */
START_TEST(test_6_2_militarism_20_loyalty_check)
{
    ck_assert_int_eq(loyalty_assault(3, 2, 0), 5); /* passes: Reichswehr 3 + Freikorps 2 */
    ck_assert_int_eq(loyalty_assault(3, 2, 1), 2); /* Progress only 1 higher: fails, Reichswehr refuse */
    ck_assert_int_eq(loyalty_assault(4, 2, 1), 5); /* 2 higher: passes */
    /* played, it goes to the Lingering box and the modifier is its data */
    wm_game *g = rpt_holding_card(RP_SC_FATE, RP_RC, 20);
    rp_state *s = ST(g);
    tu_play(g, "event 20 Militarism");
    ck_assert(card_has(s->linger, 20));
    ck_assert_int_eq(wm__republic_mod(s, RP_MOD_LOYALTY_MARGIN, RP_COALITION), 2);
    wm_free(g);
}
END_TEST

/* NSDAP's Assault strength on the KPD in Sachsen: 2 SA. */
static int sa_assault(int schutzstaffel)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_NSDAP);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    card_del(s->linger, 55);
    if (schutzstaffel)
        rpt_linger(s, 55);
    s->sa[RP_SACHSEN] = 2;
    s->mil[RP_SACHSEN] = 1;
    s->pc_holder[RP_PC_SOUTHERN_STATES] = RP_RC;
    rpt_poked(g);
    return assault_to_the_dice(g, "space Sachsen");
}

/* #55 Schutzstaffel (§6.2): "+1 for Event #55 Schutzstaffel Lingering
 * Event (NSDAP only)". */
START_TEST(test_6_2_schutzstaffel_55_assault_bonus)
{
    ck_assert_int_eq(sa_assault(0), 2);
    ck_assert_int_eq(sa_assault(1), 3);
    wm_game *g = rpt_holding_card(RP_SC_NEW_HOPE, RP_NSDAP, 55);
    rp_state *s = ST(g);
    rpt_published(g);
    tu_play(g, "event 55 Schutzstaffel");
    ck_assert(card_has(s->linger, 55));
    ck_assert_int_eq(wm__republic_mod(s, RP_MOD_ASSAULT_BONUS, RP_NSDAP), 1);
    ck_assert_int_eq(wm__republic_mod(s, RP_MOD_ASSAULT_BONUS, RP_KPD), 0); /* NSDAP only */
    wm_free(g);
}
END_TEST

/* #57 Paul von Hindenburg: a Mandatory (so Lingering, §1.6 Note) Event:
 * never discarded, never cancelled by Article 48, +2 Held Card Penalty
 * (the §4 example). */
START_TEST(test_1_6_hindenburg_57_mandatory)
{
    wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_COALITION);
    rp_state *s = ST(g);
    rpt_give_card(s, RP_COALITION, 57);
    rpt_poked(g);
    ck_assert(s->a48_up);
    ck_assert(!tu_is_legal_name(g, "discard 57 Paul von Hindenburg"));
    ck_assert_int_eq(wm__republic_held_penalty(s, RP_COALITION),
                     RP_HELD_PENALTY_SPECIAL + (card_count(s->hand[RP_COALITION]) - 1) * RP_HELD_PENALTY_OTHER);
    tu_play(g, "event 57 Paul von Hindenburg");
    ck_assert_int_eq(s->dec, D_STEP); /* no Article 48 question */
    ck_assert(s->a48_up);
    ck_assert(card_has(s->linger, 57));
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §3.3 / §7.4-§7.6 the Election Events                                 */
/* ------------------------------------------------------------------ */

/* #82 Referendum: "as long as RC is the Momentum faction, immediately
 * conduct a Special Election". */
START_TEST(test_7_4_referendum_82)
{
    wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_RC);
    rp_state *s = ST(g);
    s->a48_up = 0;
    for (int f = 0; f < NF; f++)
        s->pv[f] = 99;
    rpt_give_card(s, RP_RC, 82);
    rpt_poked(g);
    ck_assert_int_ne(s->momentum, RP_RC);
    tu_play(g, "event 82 Referendum");
    ck_assert_int_eq(top_proc(s), P_STEP); /* no Election */
    ck_assert_int_eq(s->pv[RP_RC], 99);
    ck_assert(card_has(s->discard, 82));
    wm_free(g);

    /* with the RC as the Momentum faction: the Special Election's PV (the
     * rules of §7.4 are elect.c's, tested in check_republic.c) */
    g = rpt_game_at(RP_SC_NEW_HOPE, RP_RC);
    s = ST(g);
    s->a48_up = 0;
    s->momentum = RP_RC;
    for (int f = 0; f < NF; f++)
        s->pv[f] = 99;
    rpt_give_card(s, RP_RC, 82);
    rpt_poked(g);
    tu_play(g, "event 82 Referendum");
    ck_assert(wm_is_over(g) || s->pv[RP_RC] != 99);
    ck_assert(wm_is_over(g) || card_has(s->discard, 82));
    wm_free(g);
}
END_TEST

/* #117 Hitler Sworn In: a Snap Election, only with #124 in play ("allows
 * later play", §6.0 example; "Requires", §6.1). */
START_TEST(test_7_5_hitler_sworn_in_117_requires_124)
{
    wm_game *g = rpt_holding_card(RP_SC_NEW_HOPE, RP_NSDAP, 117);
    rp_state *s = ST(g);
    tu_play(g, "event 117 Hitler Sworn In");
    ck_assert_int_eq(top_proc(s), P_STEP);
    ck_assert(card_has(s->discard, 117));
    wm_free(g);

    g = rpt_game_at(RP_SC_NEW_HOPE, RP_NSDAP);
    s = ST(g);
    s->a48_up = 0;
    rpt_give_card(s, RP_NSDAP, 117);
    rpt_linger(s, 124);
    rpt_poked(g);
    tu_play(g, "event 117 Hitler Sworn In");
    ck_assert(wm_is_over(g) || top_proc(s) == P_ELECTION);
    if (!wm_is_over(g))
        ck_assert_int_eq(s->el_kind, EL_SNAP);
    wm_free(g);
}
END_TEST

/* #118 Enabling Act (§3.3): NSDAP's current PV; NSDAP wins if it is the
 * Momentum faction, holds the Reichstag Seats card and has 15 or more. */
static int enabling_act(int momentum, int seats, int cubes)
{
    wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_NSDAP);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->a48_up = 0;
    s->momentum = (uint8_t)momentum;
    s->rs_holder = (uint8_t)seats;
    s->rs_up = 0;
    /* Dominance in the big spaces: Berlin (PV per facts) and more */
    static const int sp[] = {RP_BERLIN, RP_HAMBURG, RP_MUENCHEN, RP_KOELN, RP_BAYERN, RP_SACHSEN,
                             RP_RHEINPROVINZ, RP_PROVINZ_WESTFALEN};
    for (int i = 0; i < cubes && i < 8; i++)
        s->cubes[sp[i]][RP_NSDAP] = 1;
    rpt_give_card(s, RP_NSDAP, 118);
    rpt_poked(g);
    tu_play(g, "event 118 Enabling Act");
    int w = rpt_over_winner(g);
    if (w < 0) {
        ck_assert(card_has(s->discard, 118));
        ck_assert_int_eq(s->pv[RP_NSDAP], wm__republic_current_pv(s, RP_NSDAP));
    }
    wm_free(g);
    return w;
}

START_TEST(test_3_3_enabling_act_118)
{
    ck_assert_int_eq(enabling_act(RP_NSDAP, RP_NSDAP, 8), RP_NSDAP);
    ck_assert_int_eq(enabling_act(RP_RC, RP_NSDAP, 8), -1);    /* not the Momentum faction */
    ck_assert_int_eq(enabling_act(RP_NSDAP, RP_KPD, 8), -1);   /* no Reichstag Seats */
    ck_assert_int_eq(enabling_act(RP_NSDAP, RP_NSDAP, 0), -1); /* fewer than 15 PV */
}
END_TEST

/* #122, #132, #146 (§7.6): the current NSDAP and RC PV, no change of
 * Parliamentary Control, no General Election outcome; then the card. */
START_TEST(test_7_6_current_pv_122_132_146)
{
    static const int ids[3] = {122, 132, 146};
    for (int c = 0; c < 3; c++) {
        wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_RC);
        rp_state *s = ST(g);
        s->a48_up = 0;
        for (int f = 0; f < NF; f++)
            s->pv[f] = 0;
        uint8_t holders[RP_NPC];
        memcpy(holders, s->pc_holder, sizeof holders);
        rpt_give_card(s, RP_RC, ids[c]);
        rpt_poked(g);
        int n = wm__republic_current_pv(s, RP_NSDAP), r = wm__republic_current_pv(s, RP_RC);
        char name[48];
        snprintf(name, sizeof name, "event %d %s", ids[c], CARD(ids[c])->ascii);
        tu_play(g, name);
        ck_assert_int_eq(s->pv[RP_NSDAP], n);
        ck_assert_int_eq(s->pv[RP_RC], r);
        ck_assert_int_eq(s->pv[RP_KPD], 0);
        ck_assert_int_eq(memcmp(holders, s->pc_holder, sizeof holders), 0);
        ck_assert(card_has(s->discard, ids[c]));
        ck_assert(!wm_is_over(g));
        ck_assert_int_eq(s->dec, D_STEP);
        wm_free(g);
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* #120 Osthilfe (full text) and #147 Altonaer Blutsonntag              */
/* ------------------------------------------------------------------ */

/* The comprehensive Non-player example, played by a player Coalition:
 * "Place both 1 Available yellow Leverage and 1 Coalition Influence in any
 * 1 of these spaces ..."; the Leverage from the U.S. Deals track, Pommern. */
START_TEST(test_8_example_osthilfe_120)
{
    wm_game *g = rpt_coalition_empty_map();
    rp_state *s = ST(g);
    s->econ = RP_ECON_STABLE;
    s->ussr = 2;
    rpt_give_card(s, RP_COALITION, 120);
    rpt_poked(g);
    tu_play(g, "event 120 Osthilfe");
    size_t len;
    char *js = tu_json(g, WM_OMNISCIENT, &len);
    ck_assert_ptr_nonnull(strstr(js, "\"event_in_play\":{\"card\":120,\"name\":\"Osthilfe\",\"text\":\"Place both 1 Available"));
    ck_assert_ptr_nonnull(strstr(js, "\"120\":{\"number\":120,\"name\":\"Osthilfe\",\"text\":\"Place both")); /* the card table */
    free(js);
    ck_assert_str_eq(wm_prompt(g), "#120 Osthilfe: choose the space for the yellow Leverage and the Coalition Influence");
    tu_expect_legal(g, "space Ostpreussen|space PosenWestpreussen|space Pommern|space Niederschlesien|space Oberschlesien");
    tu_play(g, "space Pommern");
    tu_play(g, "box US Deals");
    ck_assert_int_eq(s->lev[RP_POMMERN][0], 1);
    ck_assert_int_eq(s->cubes[RP_POMMERN][RP_COALITION], 1);
    ck_assert(card_has(s->discard, 120));
    ck_assert_int_eq(s->dec, D_STEP);
    wm_free(g);
}
END_TEST

/* #147 "contains a Move Units Action" (§8.1 Gameplay Note): the faction
 * playing it performs one, then the Event's two Actions. */
START_TEST(test_8_1_altonaer_blutsonntag_147_move_units)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_NSDAP);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->a48_up = 0;
    s->sa[RP_PROVINZ_HANNOVER] = 1;
    rpt_give_card(s, RP_NSDAP, 147);
    rpt_poked(g);
    tu_play(g, "event 147 Altonaer Blutsonntag");
    ck_assert_int_eq(top_proc(s), P_ACTION);
    ck_assert_int_eq(s->act, WM_REPUBLIC_A_MOVE_UNITS);
    ck_assert_int_eq(s->fr_proc[s->nfr - 2], P_EVENT);
    ck_assert_int_eq(wm_check(g), WM_OK);
    ck_assert(tu_is_legal_name(g, "space ProvinzHannover"));
    ck_assert_str_eq(wm_prompt(g), "#147 Altonaer Blutsonntag: choose a space for its Move Units Action");
    tu_play(g, "space ProvinzHannover");
    /* move the SA to Hamburg (Altona), then finish the Move Units Action */
    for (int k = 0; k < 8 && top_proc(s) != P_STEP; k++) {
        if (tu_is_legal_name(g, "unit SA"))
            tu_play(g, "unit SA");
        else if (tu_is_legal_name(g, "space Hamburg"))
            tu_play(g, "space Hamburg");
        else
            tu_play(g, "done");
    }
    ck_assert_int_eq(s->sa[RP_HAMBURG], 1);
    ck_assert_int_eq(s->sa[RP_PROVINZ_HANNOVER], 0);
    ck_assert(card_has(s->discard, 147));
    ck_assert_int_eq(s->dec, D_STEP);
    ck_assert_int_eq(s->st_nact, 0); /* the Event's own Action is not one of its two */
    ck_assert(tu_is_legal_name(g, "action Gain Momentum"));
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* issue 32: no scratch field outlives its procedure (§1.5, §6.1)        */
/* ------------------------------------------------------------------ */

/* How many times the pending question of g is answered with `answer`
 * before something else is asked (at most 4). */
static int asked_times(wm_game *g, const char *answer)
{
    int n = 0;
    while (n < 4 && tu_is_legal_name(g, answer)) {
        tu_play(g, answer);
        ck_assert_int_eq(wm_check(g), WM_OK);
        n++;
    }
    return n;
}

/* #33 Sturmabteilung: the NSDAP's Place Unit Action (an SA in München),
 * then "place 1 NSDAP Influence cube in München".  The Place Unit left
 * its unit kind in a_k, which the cube question's answer read as the
 * §1.5 General Strike's "which Reform" answer: the Coalition Reform in
 * München was removed and the cube question asked again.  One question,
 * one cube, the Reform stays. */
START_TEST(test_1_5_sturmabteilung_33_cube_asked_once_reform_stays)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_NSDAP);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->a48_up = 0;
    s->cubes[RP_MUENCHEN][RP_NSDAP] = 2; /* the NSDAP Dominates München: its Place Unit may go there */
    rpt_put_reform(s, RP_MUENCHEN);
    rpt_give_card(s, RP_NSDAP, 33);
    rpt_poked(g);
    tu_play(g, "event 33 Sturmabteilung");
    ck_assert_int_eq(top_proc(s), P_ACTION);
    tu_play(g, "space Muenchen"); /* the SA's space */
    ck_assert_int_eq(s->sa[RP_MUENCHEN], 1);
    ck_assert_int_eq(top_proc(s), P_EVENT);
    ck_assert_int_eq(asked_times(g, "space Muenchen"), 1); /* the cube's space, asked once */
    ck_assert_int_eq(s->cubes[RP_MUENCHEN][RP_NSDAP], 3);
    ck_assert_int_eq(s->reform[RP_MUENCHEN], 1); /* no General Strike: no Reform leaves */
    ck_assert_int_eq(s->a_k, 0); /* the Action's unit kind went with its frame */
    ck_assert(card_has(s->discard, 33));
    ck_assert_int_eq(s->dec, D_STEP);
    wm_free(g);
}
END_TEST

/* #31 Annaberg: the RC's Place Unit Action in Oberschlesien (a Rogue
 * Freikorps: a_k 3), then "place 1 RC Influence cube in Oberschlesien":
 * the same stale unit kind, the cube question asked once, the Reform
 * there stays. */
START_TEST(test_1_5_annaberg_31_cube_asked_once_reform_stays)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_RC);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->a48_up = 0;
    s->cubes[RP_OBERSCHLESIEN][RP_RC] = 1; /* the RC Dominates Oberschlesien */
    rpt_put_reform(s, RP_OBERSCHLESIEN);
    rpt_give_card(s, RP_RC, 31);
    rpt_poked(g);
    tu_play(g, "event 31 Annaberg");
    ck_assert_int_eq(top_proc(s), P_ACTION);
    for (int k = 0; k < 3 && top_proc(s) == P_ACTION && !tu_is_legal_name(g, "space Oberschlesien"); k++)
        tu_play(g, tu_is_legal_name(g, "unit Rogue Freikorps") ? "unit Rogue Freikorps" : "unit Freikorps");
    ck_assert_int_ne(s->a_k, 0); /* the Action's unit kind (a Freikorps) ... */
    tu_play(g, "space Oberschlesien"); /* the unit's space */
    ck_assert_int_eq(top_proc(s), P_EVENT);
    ck_assert_int_eq(asked_times(g, "space Oberschlesien"), 1); /* the cube's space, asked once */
    ck_assert_int_eq(s->cubes[RP_OBERSCHLESIEN][RP_RC], 2);
    ck_assert_int_eq(s->reform[RP_OBERSCHLESIEN], 1);
    ck_assert_int_eq(s->a_k, 0); /* ... went with the Action's frame */
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* #124 Hindenburg Runs Again: the §6.0 example, move by move             */
/* ------------------------------------------------------------------ */

/* The position: rpt_example_1933(1), #117 in the NSDAP's hand. */

START_TEST(test_6_0_example_hindenburg_runs_again_124)
{
    wm_game *g = rpt_example_1933(1);
    rp_state *s = ST(g);
    /* "First they choose the Place Influence Action, placing a KPD Influence
     * cube in Rheinprovinz." */
    tu_playv(g, "action Place Influence", "space Rheinprovinz", "number 1", NULL); /* §5.2 "up to": the count is chosen */
    ck_assert_int_eq(s->cubes[RP_RHEINPROVINZ][RP_KPD], 2);
    /* "They select the Remove Influence Action ... removing an NSDAP
     * Influence from Bayern." (not Rheinprovinz: placed there this turn) */
    tu_play(g, "action Remove Influence");
    ck_assert(!tu_is_legal_name(g, "space Rheinprovinz"));
    tu_play(g, "space Bayern");
    if (tu_is_legal_name(g, "cube NSDAP"))
        tu_play(g, "cube NSDAP");
    ck_assert_int_eq(s->cubes[RP_BAYERN][RP_NSDAP], 0);
    /* "Next, KPD plays Event card #124 Hindenburg Runs Again, but ... the
     * Coalition may interrupt to play Article 48." */
    tu_play(g, "event 124 Hindenburg Runs Again");
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    ck_assert_str_eq(wm_prompt(g), "play Article 48 to cancel #124 Hindenburg Runs Again?");
    ck_assert(CARD(124)->flags & RP_CF_A48_SYMBOL); /* "also has the symbol" */
    tu_play(g, "yes");
    /* "This card fully cancels the played Event and Hindenburg Runs Again is
     * placed in the discard pile without any effect.  Next, the Coalition
     * becomes the Momentum faction ... Finally, the Article 48 card is
     * flipped face down" */
    ck_assert(card_has(s->discard, 124));
    ck_assert(!card_has(s->linger, 124));
    ck_assert_int_eq(s->momentum, RP_COALITION);
    ck_assert_int_eq(s->a48_up, 0);
    ck_assert_int_eq(wm__republic_mod(s, RP_MOD_NO_ARTICLE48, RP_COALITION), 0); /* without any effect */
    /* "Now play returns to KPD. ... They decide to play their Reichstag
     * Seats card in order to become the Momentum faction.  They also shift
     * the Coalition Unity marker one box towards Fragile" */
    ck_assert_int_eq(wm_to_move(g), RP_KPD);
    tu_play(g, "play Reichstag Seats");
    ck_assert_int_eq(s->momentum, RP_KPD);
    ck_assert_int_eq(s->unity, RP_UNITY_SOUND - 1);
    ck_assert_int_eq(s->rs_up, 0); /* "flip the Reichstag Seats card face-down" */
    /* and #117 stays without effect: #124 never came into play */
    ck_assert(!card_has(s->linger, 124));
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST

/* What the example's Coalition feared, when it does not cancel: "it would
 * give KPD more opportunities to play its Reichstag Seats card, ... allows
 * later play of the dangerous Hitler Sworn In card, and the Coalition
 * would lose its powerful Article 48 card!"  (RECONSTRUCTED reading: the
 * KPD's Seats card is face-up at every round's start while #124 is in
 * effect; Article 48 flips face-down and may not be played meanwhile.) */
START_TEST(test_6_0_hindenburg_runs_again_124_in_effect)
{
    wm_game *g = rpt_example_1933(1);
    rp_state *s = ST(g);
    s->year = 1932 - RP_FIRST_YEAR;
    s->half = RP_EARLY_YEAR;
    rpt_give_card(s, RP_RC, 120);
    rpt_poked(g);
    tu_playv(g, "event 124 Hindenburg Runs Again", "no", NULL);
    ck_assert(card_has(s->linger, 124));
    ck_assert_int_eq(s->a48_up, 0); /* the Coalition lost Article 48 */
    ck_assert(!wm__republic_a48_playable(s));
    /* the view names it and says when it ends */
    size_t len;
    char *js = tu_json(g, WM_OMNISCIENT, &len);
    ck_assert_ptr_nonnull(strstr(js, "\"lingering_events\":[{\"card\":124,\"name\":\"Hindenburg Runs Again\",\"text\":\"Lingering Event: "));
    ck_assert_ptr_nonnull(strstr(js, "\"ends\":\"New Era\"}]"));
    ck_assert_ptr_nonnull(strstr(js, "\"article48_playable\":false"));
    free(js);
    tu_play(g, "play Reichstag Seats");
    ck_assert_int_eq(s->rs_up, 0);
    tu_playv(g, "action Gain Momentum", "action Gain Momentum", NULL);
    /* Article 48 face-up again (as after an Election) still may not be played */
    s->a48_up = 1;
    ck_assert(!wm__republic_a48_playable(s));
    s->a48_up = 0;
    /* the rest of the round passes; the next round the KPD's Seats card is
     * face-up again */
    while (!wm_is_over(g) && !(s->half == RP_LATE_YEAR && s->dec == D_STEP)) {
        if (wm_to_move(g) == WM_CHANCE) {
            chance(g);
            continue;
        }
        if (tu_is_legal_name(g, "end turn"))
            tu_play(g, "end turn");
        else if (tu_is_legal_name(g, "pass"))
            tu_play(g, "pass");
        else if (tu_is_legal_name(g, "done"))
            tu_play(g, "done");
        else if (tu_is_legal_name(g, "no"))
            tu_play(g, "no");
        else {
            wm_move m;
            ck_assert_int_gt((int)wm_legal_moves(g, &m, 1), 0);
            ck_assert_int_eq(wm_apply(g, m), WM_OK);
        }
    }
    ck_assert_int_eq(s->half, RP_LATE_YEAR);
    ck_assert_int_eq(s->rs_holder, RP_KPD);
    ck_assert_int_eq(s->rs_up, 1);
    /* "allows later play of the dangerous Hitler Sworn In card" */
    ck_assert(card_has(s->linger, 124));
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §4 step 6 Lingering Events end; where every card is                   */
/* ------------------------------------------------------------------ */

/* "Remove Lingering Events that are ending": a card whose text is
 * unpublished ends at the next New Era (its .ends), and leaves the game.
 * Black Sun Rising starts 1928 with five Golden Twenties Lingering Events:
 * after the 1930 New Era none of them is left but those never removed
 * (RECONSTRUCTED #57, whose Presidency the Decline's cards Require, issue
 * 33), and every card was in exactly one place all along. */
START_TEST(test_4_new_era_lingering_events_end)
{
    int reached = 0;
    for (uint64_t seed = 1; seed <= 6 && !reached; seed++) {
        wm_game *g = rpt_game_seed(RP_SC_BLACK_SUN, seed);
        rp_state *s = ST(g);
        uint64_t start[CW];
        memcpy(start, s->linger, sizeof start);
        ck_assert_int_eq(card_count(start), 5);
        tu_rng r;
        tu_rng_seed(&r, seed);
        for (int n = 0; n < 20000 && !wm_is_over(g); n++) {
            check_card_places(s);
            if (RP_FIRST_YEAR + s->year == 1930 && s->dec == D_STEP) {
                for (int id = RP_GOLDEN_FIRST; id <= RP_GOLDEN_LAST; id++)
                    if (card_has(start, id) && CARD(id)->ends == RP_ENDS_NEVER) /* #57 (issue 33), #100 */
                        ck_assert_msg(card_has(s->linger, id), "never-removed #%d left in 1930", id);
                    else if (card_has(start, id))
                        ck_assert_msg(!card_has(s->linger, id) && !card_has(s->discard, id) &&
                                          !card_has(s->deck, id),
                                      "Lingering #%d still in the game in 1930", id);
                reached = 1;
                break;
            }
            tu_random_move(g, &r);
        }
        wm_free(g);
    }
    ck_assert_msg(reached, "no seeded game reached the 1930 New Era");
}
END_TEST

/* §4 step 6 example: "the Coalition held one Election card and two other
 * Event cards. One of those Event cards was #57 Paul von Hindenburg, which
 * is a Mandatory card. Going into the Decline Era, the Coalition will draw
 * only 1 card (6 ... minus 2 for the Election card, minus 2 for the held
 * Mandatory card, and minus 1 for the other held card)." */
START_TEST(test_4_new_era_example_hindenburg_57_held)
{
    wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_COALITION);
    rp_state *s = ST(g);
    s->year = 1929 - RP_FIRST_YEAR;
    s->half = RP_LATE_YEAR;
    rpt_hands_to_deck(s);
    card_del(s->linger, 57);
    rpt_give_card(s, RP_COALITION, 154); /* an Election card */
    rpt_give_card(s, RP_COALITION, 57);  /* the Mandatory #57 */
    rpt_give_card(s, RP_COALITION, 60);  /* another card */
    rpt_poked(g);
    ck_assert_int_eq(wm__republic_held_penalty(s, RP_COALITION), 5);
    while (!wm_is_over(g) && s->dec == D_STEP)
        tu_play(g, tu_is_legal_name(g, "end turn") ? "end turn" : "pass");
    while (!wm_is_over(g) && !(RP_FIRST_YEAR + s->year == 1930 && s->dec == D_STEP)) {
        check_card_places(s);
        if (wm_to_move(g) == WM_CHANCE)
            chance(g);
        else if (tu_is_legal_name(g, "done"))
            tu_play(g, "done"); /* the Momentum faction removes no cubes */
        else {
            wm_move m;
            ck_assert_int_gt((int)wm_legal_moves(g, &m, 1), 0);
            ck_assert_int_eq(wm_apply(g, m), WM_OK);
        }
    }
    ck_assert_int_eq(RP_FIRST_YEAR + s->year, 1930);
    ck_assert_int_eq(card_count(s->hand[RP_COALITION]), 1);
    for (int f = RP_KPD; f < NF; f++)
        ck_assert_int_eq(card_count(s->hand[f]), 6);
    ck_assert(!card_has(s->hand[RP_COALITION], 57) && !card_has(s->linger, 57)); /* held, never played: gone */
    check_card_places(s);
    wm_free(g);
}
END_TEST

/* Every card in exactly one place, by era, over seeded random games of
 * every scenario (the Event being played is in none of the sets). */
START_TEST(test_cards_in_exactly_one_place)
{
    for (int sc = RP_SC_TUTORIAL; sc <= RP_SC_FATE; sc++)
        for (uint64_t seed = 1; seed <= 2; seed++) {
            wm_game *g = rpt_game_seed(sc, seed * 7 + (uint64_t)sc);
            tu_rng r;
            tu_rng_seed(&r, seed);
            for (int n = 0; n < 2000 && !wm_is_over(g); n++) {
                check_card_places(ST(g));
                tu_random_move(g, &r);
            }
            ck_assert_int_eq(wm_check(g), WM_OK);
            wm_free(g);
        }
}
END_TEST

/* The checker: a card in two places, or the card being played also in a
 * hand, is corrupt. */
START_TEST(test_check_card_in_two_places)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    int id = 0;
    for (int k = 1; k <= RP_NCARDS && !id; k++)
        if (card_has(s->hand[RP_KPD], k))
            id = k;
    card_add(s->discard, id);
    ck_assert_int_eq(wm__republic_check_state(s), WM_ECORRUPT);
    card_del(s->discard, id);
    ck_assert_int_eq(wm__republic_check_state(s), WM_OK);
    card_add(s->linger, 152); /* an Election card is never Lingering */
    ck_assert_int_eq(wm__republic_check_state(s), WM_ECORRUPT);
    card_del(s->linger, 152);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The vocabulary's primitives, one by one (programs run on a P_EVENT    */
/* frame through wm__republic_fx_run, as run_event runs a card's)        */
/* ------------------------------------------------------------------ */

static rp_state *fx_state(wm_game **gp, int active)
{
    *gp = rpt_game_at(RP_SC_FATE, active);
    rp_state *s = ST(*gp);
    rpt_clear_map(s);
    s->econ = RP_ECON_STABLE;
    wm__republic_push(s, P_EVENT);
    STAGE(s) = RP_STAGE_EVENT_OPS;
    return s;
}

static int fx_answer(rp_state *s, const rp_fx_op *p, int move)
{
    s->choice = (uint16_t)move;
    return wm__republic_fx_run(s, p);
}

START_TEST(test_fx_place_and_remove_influence_up_to)
{
    wm_game *g;
    rp_state *s = fx_state(&g, RP_KPD);
    s->cubes[RP_SACHSEN][RP_NSDAP] = 2;
    static const rp_fx_op p[] = {
        {.op = RP_OP_PLACE_CUBES, .who = RP_FX_ACTIVE, .n = 2, .flags = RP_FXF_UPTO,
         .spaces = RP_SPACE_BIT(RP_BERLIN) | RP_SPACE_BIT(RP_SACHSEN)},
        {.op = RP_OP_REMOVE_CUBES, .who = RP_NSDAP, .n = 2, .spaces = RP_SPACE_BIT(RP_SACHSEN)},
        {.op = RP_OP_END}};
    ck_assert_int_eq(wm__republic_fx_run(s, p), 0);
    ck_assert_int_eq(s->dec, D_SPACE);
    ck_assert_int_eq(s->dec_seat, RP_KPD);
    ck_assert_int_eq(s->dec_mask, RP_SPACE_BIT(RP_BERLIN) | RP_SPACE_BIT(RP_SACHSEN));
    ck_assert_int_eq(s->dec_done, 1); /* "up to": none is a choice */
    ck_assert_int_eq(fx_answer(s, p, WM_REPUBLIC_SPACE + RP_BERLIN), 0);
    ck_assert_int_eq(fx_answer(s, p, WM_REPUBLIC_DONE), 0); /* stops after one */
    ck_assert_int_eq(s->cubes[RP_BERLIN][RP_KPD], 1);
    ck_assert(s->placed & RP_SPACE_BIT(RP_BERLIN));
    /* the removal must be done (no "up to"): only Sachsen, twice */
    ck_assert_int_eq(s->dec_done, 0);
    ck_assert_int_eq(s->dec_mask, RP_SPACE_BIT(RP_SACHSEN));
    ck_assert_int_eq(fx_answer(s, p, WM_REPUBLIC_SPACE + RP_SACHSEN), 0);
    ck_assert_int_eq(fx_answer(s, p, WM_REPUBLIC_SPACE + RP_SACHSEN), 1);
    ck_assert_int_eq(s->cubes[RP_SACHSEN][RP_NSDAP], 0);
    ck_assert(s->removed & RP_SPACE_BIT(RP_SACHSEN));
    wm_free(g);
}
END_TEST

START_TEST(test_fx_limits_population_and_same_space)
{
    wm_game *g;
    rp_state *s = fx_state(&g, RP_KPD);
    int pop = wm__republic_spaces[RP_SACHSEN].population;
    s->cubes[RP_SACHSEN][RP_RC] = (uint8_t)pop; /* full */
    s->removed = RP_SPACE_BIT(RP_BERLIN);      /* removed there this Action Step */
    static const rp_fx_op p[] = {
        {.op = RP_OP_PLACE_CUBES, .who = RP_FX_ACTIVE, .n = 1,
         .spaces = RP_SPACE_BIT(RP_BERLIN) | RP_SPACE_BIT(RP_SACHSEN)},
        {.op = RP_OP_END}};
    ck_assert_int_eq(wm__republic_fx_run(s, p), 1); /* nowhere to place: nothing */
    ck_assert_int_eq(s->cubes[RP_BERLIN][RP_KPD], 0);
    wm_free(g);
}
END_TEST

START_TEST(test_fx_shift_tracks_within_limits)
{
    wm_game *g;
    rp_state *s = fx_state(&g, RP_COALITION);
    int unity = s->unity, us = s->us;
    s->pv[RP_RC] = 1;
    static const rp_fx_op p[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_ECONOMY, .dir = 9},
                                 {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1},
                                 {.op = RP_OP_SHIFT, .arg = RP_TRK_US_DEALS, .dir = 1},
                                 {.op = RP_OP_SHIFT, .arg = RP_TRK_PV, .who = RP_RC, .dir = -3},
                                 {.op = RP_OP_SHIFT, .arg = RP_TRK_PROGRESS, .dir = 5},
                                 {.op = RP_OP_MOMENTUM, .who = RP_RC},
                                 {.op = RP_OP_END}};
    ck_assert_int_eq(wm__republic_fx_run(s, p), 1);
    ck_assert_int_eq(s->econ, wm__republic_econ_max(s)); /* never past the yellow Leverage */
    ck_assert_int_eq(s->unity, unity > 0 ? unity - 1 : 0);
    ck_assert_int_eq(s->us, us < RP_DEALS_MAX ? us + 1 : us);
    ck_assert_int_eq(s->pv[RP_RC], 0);
    ck_assert_int_eq(s->prog, wm__republic_pr_top(s->prog_lev)); /* §5.7: up to the highest Leverage */
    ck_assert_int_eq(s->momentum, RP_RC);
    wm_free(g);
}
END_TEST

START_TEST(test_fx_conditions_and_cards)
{
    wm_game *g;
    rp_state *s = fx_state(&g, RP_KPD);
    int n = card_count(s->hand[RP_RC]), d = card_count(s->deck);
    s->momentum = RP_NSDAP;
    s->rs_holder = RP_KPD;
    s->rs_up = 0;
    static const rp_fx_op p[] = {{.op = RP_OP_DRAW, .who = RP_RC, .n = 2},
                                 {.op = RP_OP_SEATS_UP},
                                 {.op = RP_OP_IF_LINGERING, .n = 124},
                                 {.op = RP_OP_MOMENTUM, .who = RP_FX_ACTIVE},
                                 {.op = RP_OP_END}};
    /* draws are chance decisions (external dice) */
    ck_assert_int_eq(wm__republic_fx_run(s, p), 0);
    ck_assert_int_eq(s->dec, D_DRAW);
    int id = 0;
    for (int k = 1; k <= RP_NCARDS && !id; k++)
        if (card_has(s->deck, k))
            id = k;
    ck_assert_int_eq(fx_answer(s, p, WM_REPUBLIC_DRAW + id - 1), 0);
    ck_assert(card_has(s->hand[RP_RC], id));
    for (int k = 1; k <= RP_NCARDS; k++)
        if (card_has(s->deck, k)) {
            id = k;
            break;
        }
    ck_assert_int_eq(fx_answer(s, p, WM_REPUBLIC_DRAW + id - 1), 1);
    ck_assert_int_eq(card_count(s->hand[RP_RC]), n + 2);
    ck_assert_int_eq(card_count(s->deck), d - 2);
    ck_assert_int_eq(s->rs_up, 1);
    ck_assert_int_eq(s->momentum, RP_NSDAP); /* #124 not in play: the rest skipped */
    wm_free(g);
}
END_TEST

START_TEST(test_fx_markers_with_stacking)
{
    wm_game *g;
    rp_state *s = fx_state(&g, RP_NSDAP);
    /* a KPD Cadre in Sachsen: no second Cadre there (§5.12) */
    s->ussr_cadre = (uint8_t)(s->ussr_cadre & ~(1u << __builtin_ctz(s->ussr_cadre)));
    s->cadre[RP_SACHSEN] = RP_KPD;
    int strikes = 0;
    for (int i = 0; i < RP_KPD_MAT_SLOTS; i++)
        if (wm__republic_kpd_mat[i].piece == RP_PIECE_STRIKE && (s->kpd_mat & (1u << i)))
            strikes++;
    ck_assert_int_gt(strikes, 0);
    for (int i = RP_KPD_MAT_SLOTS - 1; i >= 0; i--)
        if (wm__republic_kpd_mat[i].piece == RP_PIECE_STRIKE && (s->kpd_mat & (1u << i))) {
            s->kpd_mat = (uint8_t)(s->kpd_mat & ~(1u << i));
            break;
        }
    s->strike[RP_HAMBURG] = RP_STRIKE_STRIKE;
    wm__republic_place_ass(s, ASS_REACTION, RP_BAYERN, SIDE_YR);
    static const rp_fx_op p[] = {
        {.op = RP_OP_PLACE_MARKER, .who = RP_FX_ACTIVE, .arg = RP_MK_CADRE, .n = 1,
         .spaces = RP_SPACE_BIT(RP_SACHSEN) | RP_SPACE_BIT(RP_THUERINGEN)},
        {.op = RP_OP_REMOVE_MARKER, .arg = RP_MK_STRIKE, .n = 1},
        {.op = RP_OP_REMOVE_MARKER, .arg = RP_MK_ASSASSINATIONS, .n = 1},
        {.op = RP_OP_END}};
    ck_assert_int_eq(wm__republic_fx_run(s, p), 0);
    ck_assert_int_eq(s->dec_mask, RP_SPACE_BIT(RP_THUERINGEN)); /* not Sachsen */
    ck_assert_int_eq(fx_answer(s, p, WM_REPUBLIC_SPACE + RP_THUERINGEN), 0);
    wm__republic_box_flush(s); /* the Cadre's holding box: the first */
    ck_assert_int_eq(s->cadre[RP_THUERINGEN], RP_NSDAP);
    ck_assert_int_eq(s->dec_mask, RP_SPACE_BIT(RP_HAMBURG));
    ck_assert_int_eq(fx_answer(s, p, WM_REPUBLIC_SPACE + RP_HAMBURG), 0);
    ck_assert_int_eq(s->strike[RP_HAMBURG], 0);
    ck_assert_int_eq(s->dec_mask, RP_SPACE_BIT(RP_BAYERN));
    ck_assert_int_eq(fx_answer(s, p, WM_REPUBLIC_SPACE + RP_BAYERN), 1);
    ck_assert_int_eq(wm__republic_ass_count(s, RP_BAYERN, 0), 0);
    /* pieces all accounted for: the finished program leaves a valid position */
    s->nfr--;
    s->fr_proc[s->nfr] = 0;
    s->fr_stage[s->nfr] = 0;
    s->dec = D_STEP;
    s->dec_mask = 0;
    s->dec_done = 0;
    s->dec_seat = RP_NSDAP;
    ck_assert_int_eq(wm__republic_check_state(s), WM_OK);
    wm_free(g);
}
END_TEST

START_TEST(test_fx_programs_fit)
{
    for (int id = 1; id <= RP_NCARDS; id++) {
        const rp_card_info *c = CARD(id);
        ck_assert(wm__republic_fx_fits(c->fx));
        for (const rp_fx_op *o = c->fx; o && o->op != RP_OP_END; o++)
            ck_assert_int_lt(o->op, RP_OP_COUNT);
        /* every card with a known name has its ASCII move-name form */
        if (c->kind == RP_CARD_EVENT && c->name)
            ck_assert_ptr_nonnull(c->ascii);
        /* the default content: every Event has a name, a text and a program */
        if (c->kind == RP_CARD_EVENT) {
            ck_assert_ptr_nonnull(c->name);
            ck_assert_ptr_nonnull(c->text);
            ck_assert_ptr_nonnull(c->fx);
        }
        if (c->kind == RP_CARD_ELECTION)
            ck_assert_int_eq(c->fx[0].op, RP_OP_ELECTION_CARD);
        /* the published-only content: every Event of unpublished text has no instructions */
        const rp_card_info *p = &wm__republic_cards_published[id];
        ck_assert(wm__republic_fx_fits(p->fx));
        if (p->kind == RP_CARD_EVENT && (p->flags & RP_CF_TEXT_UNPUBLISHED))
            ck_assert_ptr_null(p->fx);
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* Card names                                                           */
/* ------------------------------------------------------------------ */

START_TEST(test_names_event_moves_carry_card_names)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 1);
    char name[WM_MOVE_NAME_MAX];
    ck_assert_int_eq(wm_move_name(g, WM_REPUBLIC_CARD + 120 - 1, name, sizeof name, NULL), WM_OK);
    ck_assert_str_eq(name, "event 120 Osthilfe");
    ck_assert_int_eq(wm_move_name(g, WM_REPUBLIC_DISCARD + 57 - 1, name, sizeof name, NULL), WM_OK);
    ck_assert_str_eq(name, "discard 57 Paul von Hindenburg");
    ck_assert_int_eq(wm_move_name(g, WM_REPUBLIC_DRAW + 147 - 1, name, sizeof name, NULL), WM_OK);
    ck_assert_str_eq(name, "draw 147 Altonaer Blutsonntag");
    ck_assert_int_eq(wm_move_name(g, WM_REPUBLIC_CARD + 60 - 1, name, sizeof name, NULL), WM_OK);
    ck_assert_str_eq(name, "event 60 Dawes Plan"); /* RECONSTRUCTED name */
    ck_assert_int_eq(wm_move_name(g, WM_REPUBLIC_CARD + 26 - 1, name, sizeof name, NULL), WM_OK);
    ck_assert_str_eq(name, "event 26 Voelkischer Beobachter"); /* ASCII form of a UTF-8 name */
    {
        wm_game *p = rpt_game_seed(RP_SC_FATE, 1);
        rpt_published(p);
        ck_assert_int_eq(wm_move_name(p, WM_REPUBLIC_CARD + 60 - 1, name, sizeof name, NULL), WM_OK);
        ck_assert_str_eq(name, "event 60"); /* published-only: the name is unknown */
        wm_free(p);
    }
    wm_move m;
    ck_assert_int_eq(wm_move_parse(g, "event 124 hindenburg  runs again", &m), WM_OK);
    ck_assert_int_eq(m, WM_REPUBLIC_CARD + 124 - 1);
    for (int id = 1; id <= RP_NCARDS; id++)
        for (int k = 0; k < 3; k++) {
            wm_move mv = (wm_move)((k == 0 ? WM_REPUBLIC_CARD : k == 1 ? WM_REPUBLIC_DISCARD : WM_REPUBLIC_DRAW) + id - 1);
            wm_move back;
            ck_assert_int_eq(wm_move_name(g, mv, name, sizeof name, NULL), WM_OK);
            ck_assert_int_eq(wm_move_parse(g, name, &back), WM_OK);
            ck_assert_int_eq(back, mv);
        }
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* §9.5 Black Sun Rising: "#54, #57 plus 3 other Golden Twenties          */
/* Lingering Events at random"                                          */
/* ------------------------------------------------------------------ */

START_TEST(test_9_5_black_sun_rising_random_lingering_varies)
{
    uint64_t first[CW] = {0}, all[CW] = {0};
    int differ = 0;
    for (uint64_t seed = 1; seed <= 16; seed++) {
        wm_game *g = rpt_game_seed(RP_SC_BLACK_SUN, seed);
        rp_state *s = ST(g);
        ck_assert_int_eq(card_count(s->linger), 5);
        ck_assert(card_has(s->linger, 54));
        ck_assert(card_has(s->linger, 57));
        for (int id = 1; id <= RP_NCARDS; id++)
            if (card_has(s->linger, id)) {
                ck_assert_int_eq(CARD(id)->era, RP_ERA_GOLDEN);
                ck_assert_int_eq(CARD(id)->kind, RP_CARD_EVENT);
                ck_assert(wm__republic_may_linger(ST(g), id));
            }
        ck_assert(!card_has(s->linger, 82)); /* an immediate effect, not a Lingering Event */
        if (seed == 1)
            memcpy(first, s->linger, sizeof first);
        else if (memcmp(first, s->linger, sizeof first))
            differ = 1;
        for (int w = 0; w < CW; w++)
            all[w] |= s->linger[w];
        ck_assert_int_eq(wm_check(g), WM_OK);
        wm_free(g);
    }
    ck_assert_msg(differ, "every seed drew the same Lingering Events");
    ck_assert_int_gt(card_count(all), 8);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The game log: each primitive logs itself                             */
/* ------------------------------------------------------------------ */

static long log_find(const wm_log *lg, const char *kind, const char *text)
{
    for (size_t i = 0; i < wm_log_count(lg); i++)
        if (!strcmp(wm_log_kind(lg, i), kind) && !strcmp(wm_log_text(lg, i), text))
            return (long)i;
    return -1;
}

/* The KPD (Fate) plays #5 Kapp Putsch and the Coalition answers the
 * Article 48 question (§6.1) with `answer`; the play's log, captured for
 * the spectators, in *lg. */
static wm_game *kapp_putsch_logged(const char *answer, wm_log **lg)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rpt_give_card(ST(g), RP_KPD, 5);
    rpt_poked(g);
    ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, lg), WM_OK);
    tu_playv(g, "event 5 Kapp Putsch", answer, NULL);
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    return g;
}

/* CONTENT.md "Views, move names and the log say which kind each card
 * is" (issue 32): the play line of a wholly reconstructed Event (#38)
 * says "[reconstructed]"; a published one (#120, the Comprehensive
 * Example's) does not.  138 of the 151 Events are wholly reconstructed. */
START_TEST(test_log_marks_reconstructed_cards_38_120)
{
    int whole = 0;
    for (int id = 1; id <= RP_NEVENTS; id++) {
        const rp_card_info *c = CARD(id);
        whole += (c->flags & RP_CF_RECONSTRUCTED) && !(c->flags & (RP_CF_TEXT_PARTIAL | RP_CF_TEXT_FULL));
    }
    ck_assert_int_eq(whole, 138); /* (the view's "source": "reconstructed") */
    static const struct { int id; const char *move; int marked; } cases[] = {
        {38, "event 38 Deutscher Tag in Coburg", 1}, {120, "event 120 Osthilfe", 0}};
    for (size_t k = 0; k < 2; k++) {
        wm_game *g = rpt_game_at(cases[k].id == 38 ? RP_SC_FATE : RP_SC_NEW_HOPE, RP_NSDAP);
        rpt_clear_map(ST(g));
        rpt_give_card(ST(g), RP_NSDAP, cases[k].id);
        ST(g)->a48_up = 0;
        rpt_poked(g);
        wm_log *lg = NULL;
        ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
        tu_play(g, cases[k].move);
        ck_assert_int_eq(wm__log_capture_end(), WM_OK);
        int found = 0, marked = 0;
        for (size_t i = 0; i < wm_log_count(lg); i++)
            if (strstr(wm_log_text(lg, i), "NSDAP plays")) {
                found = 1;
                marked = strstr(wm_log_text(lg, i), "[reconstructed]") != NULL;
            }
        ck_assert_msg(found, "card %d: no play line", cases[k].id);
        ck_assert_int_eq(marked, cases[k].marked);
        wm_log_free(lg);
        wm_free(g);
    }
}
END_TEST

/* issue 32, small log fixes: Article 48's Clean Slate cites §5.11 (not
 * §5.10, Parliamentary Control); #147's first question (its KPD cube in
 * Hamburg or Schleswig-Holstein) names the card. */
START_TEST(test_log_clean_slate_5_11_and_147_prompt)
{
    wm_log *lg = NULL;
    wm_game *g = kapp_putsch_logged("yes", &lg);
    int found = 0;
    for (size_t i = 0; i < wm_log_count(lg); i++)
        found |= strstr(wm_log_text(lg, i), "Clean Slate everywhere (§5.11)") != NULL;
    ck_assert(found);
    wm_log_free(lg);
    wm_free(g);

    g = rpt_game_at(RP_SC_FATE, RP_NSDAP);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->a48_up = 0;
    s->cubes[RP_HAMBURG][RP_KPD] = 1;
    s->sa[RP_PROVINZ_HANNOVER] = 1;
    rpt_give_card(s, RP_NSDAP, 147);
    rpt_poked(g);
    tu_play(g, "event 147 Altonaer Blutsonntag");
    ck_assert_int_eq(top_proc(s), P_EVENT);
    ck_assert_str_eq(wm_prompt(g), "#147 Altonaer Blutsonntag: remove 1 KPD Influence from Hamburg or Schleswig-Holstein");
    wm_free(g);
}
END_TEST

START_TEST(test_log_event_primitives)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->econ = RP_ECON_STABLE;
    rpt_give_card(s, RP_KPD, 120);
    rpt_poked(g);
    wm_log *lg = NULL;
    ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
    tu_playv(g, "event 120 Osthilfe", "no", "space Pommern", NULL);
    if (tu_is_legal_name(g, "box US Deals"))
        tu_play(g, "box US Deals");
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    long a = log_find(lg, "event", "#120 Osthilfe: place Leverage (yellow) in Pommern");
    long b = log_find(lg, "event", "#120 Osthilfe: place Influence (Coalition) in Pommern");
    ck_assert_int_ge(a, 0);
    ck_assert_int_gt(b, a);
    ck_assert_str_eq(wm_log_fields(lg, (size_t)b), "{\"card\":120,\"primitive\":\"place Influence\",\"space\":16}");
    wm_log_free(lg);
    wm_free(g);

    g = kapp_putsch_logged("no", &lg);
    ck_assert_int_ge(log_find(lg, "event", "#5 Kapp Putsch: lose Parliamentary Control Berlin"), 0);
    wm_log_free(lg);
    wm_free(g);

    g = kapp_putsch_logged("yes", &lg);
    ck_assert_int_ge(log_find(lg, "event",
                              "the Coalition plays Article 48: #5 Kapp Putsch is cancelled and discarded; the "
                              "Coalition becomes the Momentum faction"),
                     0);
    ck_assert_int_lt(log_find(lg, "event", "#5 Kapp Putsch: lose Parliamentary Control Berlin"), 0);
    wm_log_free(lg);
    wm_free(g);
}
END_TEST

static Suite *events_suite(void)
{
    const tu_test tests[] = {
        {"5.10 parliamentary control", test_5_10_kapp_putsch_5_loses_berlin_control},
        {"6.1 lingering", test_6_1_bloodhound_doctrine_16_lingering},
        {"6.2 lingering", test_6_2_militarism_20_loyalty_check},
        {"6.2 lingering", test_6_2_schutzstaffel_55_assault_bonus},
        {"1.6 mandatory", test_1_6_hindenburg_57_mandatory},
        {"7 election events", test_7_4_referendum_82},
        {"7 election events", test_7_5_hitler_sworn_in_117_requires_124},
        {"7 election events", test_3_3_enabling_act_118},
        {"7 election events", test_7_6_current_pv_122_132_146},
        {"8 example", test_8_example_osthilfe_120},
        {"8.1 move units", test_8_1_altonaer_blutsonntag_147_move_units},
        {"1.5 scratch", test_1_5_sturmabteilung_33_cube_asked_once_reform_stays},
        {"1.5 scratch", test_1_5_annaberg_31_cube_asked_once_reform_stays},
        {"6.0 example", test_6_0_example_hindenburg_runs_again_124},
        {"6.0 example", test_6_0_hindenburg_runs_again_124_in_effect},
        {"4 new era", test_4_new_era_lingering_events_end},
        {"4 new era", test_4_new_era_example_hindenburg_57_held},
        {"cards", test_cards_in_exactly_one_place},
        {"cards", test_check_card_in_two_places},
        {"vocabulary", test_fx_place_and_remove_influence_up_to},
        {"vocabulary", test_fx_limits_population_and_same_space},
        {"vocabulary", test_fx_shift_tracks_within_limits},
        {"vocabulary", test_fx_conditions_and_cards},
        {"vocabulary", test_fx_markers_with_stacking},
        {"vocabulary", test_fx_programs_fit},
        {"names", test_names_event_moves_carry_card_names},
        {"9.5 black sun rising", test_9_5_black_sun_rising_random_lingering_varies},
        {"log", test_log_event_primitives},
        {"log", test_log_marks_reconstructed_cards_38_120},
        {"log", test_log_clean_slate_5_11_and_147_prompt},
    };
    return tu_suite("republic_events", tests, sizeof tests / sizeof tests[0]);
}

int main(void) { return tu_run(events_suite()); }
