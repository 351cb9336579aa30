/*
 * check_siege_content.c - Democracy under Siege: the content tables.
 *
 * One test per value the rulebook states (named after its section), the
 * exact component counts, the structural properties of the map and of the
 * Political Regimes Track, and the reconstructions that replay the
 * rulebook's examples.  Tests that rest on a RECONSTRUCTED value say so in
 * their name ("_recon"), so they can be updated when the printed value is
 * known (../shared/CONTENT.md).
 */
#include "../lib/siege/siege.h"
#include "testutil.h"

#include <check.h>
#include <stdio.h>
#include <string.h>

static int land(int a, int b)
{
    return (int)((wm__siege_land[a] >> b) & 1u);
}

static const sg_card *card(const char *code)
{
    int i = wm__siege_card_index(code);
    ck_assert_msg(i >= 0, "card %s missing", code);
    return &wm__siege_cards[i];
}

static int box_of(int nation)
{
    return wm__siege_regime_start[nation];
}

static int popcount(uint32_t x)
{
    int n = 0;
    while (x) {
        x &= x - 1u;
        n++;
    }
    return n;
}

/* ================================================================== */
/* §1.0 Parts Inventory, §1.6, §1.7: component counts                   */
/* ================================================================== */

START_TEST(s1_0_parts_inventory_110_cards_153_cubes)
{
    ck_assert_int_eq(SG_CARDS, 110);
    ck_assert_int_eq(SG_CUBES * SG_NIDEOLOGIES, SG_CUBES_TOTAL);
    ck_assert_int_eq(SG_CUBES_TOTAL, 153);
    int per_deck[SG_NIDEOLOGIES] = {0, 0, 0};
    for (int i = 0; i < SG_CARDS; i++) {
        const sg_card *c = &wm__siege_cards[i];
        ck_assert_ptr_nonnull(c->code);
        ck_assert_int_lt(c->deck, SG_NIDEOLOGIES);
        ck_assert_int_eq(c->code[0], "NDC"[c->deck]);
        per_deck[c->deck]++;
        for (int j = 0; j < i; j++)
            ck_assert_str_ne(c->code, wm__siege_cards[j].code);
        ck_assert_int_eq(wm__siege_card_index(c->code), i);
    }
    ck_assert_int_eq(per_deck[0] + per_deck[1] + per_deck[2], 110);
    for (int d = 0; d < SG_NIDEOLOGIES; d++)
        ck_assert_int_eq(per_deck[d], wm__siege_deck_size[d]);
    ck_assert_int_eq(wm__siege_card_index("X1"), -1);
    ck_assert_int_eq(wm__siege_card_index(NULL), -1);
}
END_TEST

/* RECONSTRUCTED split: N1-N37, D1-D36, C1-C37, numbered in order. */
START_TEST(s1_8_deck_split_recon)
{
    ck_assert_int_eq(wm__siege_deck_size[SG_NAZISM], 37);
    ck_assert_int_eq(wm__siege_deck_size[SG_DEMOCRACY], 36);
    ck_assert_int_eq(wm__siege_deck_size[SG_COMMUNISM], 37);
    for (int d = 0; d < SG_NIDEOLOGIES; d++)
        for (int k = 0; k < wm__siege_deck_size[d]; k++) {
            char code[16];
            snprintf(code, sizeof code, "%c%d", "NDC"[d], k + 1);
            ck_assert_str_eq(wm__siege_cards[wm__siege_deck_first[d] + k].code, code);
        }
}
END_TEST

/* Every code the rulebook cites exists (61, plus C37 for the misprint). */
START_TEST(s1_8_every_cited_code_exists)
{
    static const char *const cited[] = {
        "C3", "C9", "C12", "C13", "C14", "C15", "C19", "C20", "C21", "C23", "C24", "C25", "C26",
        "C27", "C29", "C30", "C33", "C36",
        "D4", "D7", "D8", "D9", "D11", "D13", "D15", "D16", "D19", "D20", "D22", "D24", "D25",
        "D28", "D30", "D35", "D36",
        "N1", "N2", "N9", "N11", "N12", "N14", "N15", "N16", "N17", "N18", "N19", "N20", "N21",
        "N22", "N25", "N26", "N27", "N29", "N30", "N31", "N32", "N33", "N34", "N35", "N36", "N37",
    };
    ck_assert_int_eq((int)(sizeof cited / sizeof cited[0]), 61);
    for (size_t i = 0; i < sizeof cited / sizeof cited[0]; i++)
        ck_assert_msg(card(cited[i])->source & SG_CS_CODE, "%s not marked as cited", cited[i]);
    /* §6.0: "Soviets support Republicans", printed N11, kept as C37. */
    ck_assert_str_eq(card("C37")->name, "Soviets support Republicans");
    ck_assert_str_eq(card("N11")->name, "Support to Nationalists");
}
END_TEST

/* §1.8 MANDATORY (method 11 of doc/siege-content.md): N17, N34 and D30
 * only; never a card of the ex. 4.0 hands (the example plays and keeps
 * them freely; "Players have no Mandatory Events in hand"); a Mandatory
 * Political Action has no conditions (§1.8.1, Designer's Note). */
START_TEST(s1_8_mandatory_cards_recon)
{
    int n = 0;
    for (int c = 0; c < SG_CARDS; c++) {
        const sg_card *x = &wm__siege_cards[c];
        if (!(x->flags & SG_F_MANDATORY))
            continue;
        n++;
        ck_assert_msg(!((x->source & SG_CS_ENTRY) && x->entry == 0), "%s is an ex. 4.0 hand card", x->code);
        ck_assert_msg(!(x->source & SG_CS_FLAGS), "%s: its flags are stated and say nothing of MANDATORY",
                      x->code);
        ck_assert_msg(!(x->flags & SG_F_UNPUBLISHED), "%s: no effect to play", x->code);
        if (x->type == SG_CT_ACTION)
            ck_assert_msg(x->ncond == 0, "%s: a Mandatory Political Action with conditions", x->code);
    }
    ck_assert_int_eq(n, 3);
    ck_assert(card("N17")->flags & SG_F_MANDATORY);
    ck_assert(card("N34")->flags & SG_F_MANDATORY);
    ck_assert(card("D30")->flags & SG_F_MANDATORY);
}
END_TEST

/* §1.3: D16 and D20 "introduce additional Resource Exploitation Boxes for
 * Great Britain and France" (method 12: one box each, GB's Oil, France's
 * Raw Materials); the table names the two Map Cards. */
START_TEST(s1_3_map_card_boxes_recon)
{
    ck_assert_int_eq(SG_NMAP_RBOXES, 2);
    static const char *const code[SG_NMAP_RBOXES] = {"D16", "D20"};
    static const int area[SG_NMAP_RBOXES] = {SG_GREAT_BRITAIN, SG_FRANCE};
    for (int k = 0; k < SG_NMAP_RBOXES; k++) {
        ck_assert_str_eq(wm__siege_map_rbox_card[k], code[k]);
        ck_assert_int_eq(wm__siege_map_rbox_cardix[k], wm__siege_card_index(code[k]));
        ck_assert_int_eq(card(code[k])->type, SG_CT_MAP);
        ck_assert_int_eq(wm__siege_map_rboxes[k].area, area[k]);
        ck_assert_int_eq(wm__siege_map_rboxes[k].asterisk, 0);
        ck_assert_int_eq(wm__siege_map_rboxes[k].rulebook, 0); /* RECONSTRUCTED */
    }
    ck_assert_int_eq(card("D16")->entry, 4);
    ck_assert_int_eq(card("D20")->entry, 6);
}
END_TEST

START_TEST(s1_7_eight_powers_reserves)
{
    ck_assert_int_eq(SG_NPOWERS, 8);
    static const int expect[SG_NPOWERS] = {SG_GREAT_BRITAIN, SG_USA, SG_FRANCE, SG_USSR, SG_CHINA,
                                           SG_GERMANY, SG_ITALY, SG_JAPAN};
    for (int a = 0; a < SG_NAREAS; a++) { /* the inverse table */
        int p = wm__siege_area_power1[a] - 1;
        ck_assert(p < 0 || wm__siege_power_area[p] == a);
    }
    for (int p = 0; p < SG_NPOWERS; p++) {
        ck_assert_int_eq(wm__siege_area_power1[wm__siege_power_area[p]], p + 1);
        ck_assert_int_eq(wm__siege_power_area[p], expect[p]);
        int k = wm__siege_areas[expect[p]].kind;
        ck_assert(k == SG_KIND_MAJOR || k == SG_KIND_INFLUENCEABLE);
    }
    /* §1.7 Designer's Note: Democracy two Reserves, the others one. */
    ck_assert_int_eq(wm__siege_reserves[SG_NAZISM], 1);
    ck_assert_int_eq(wm__siege_reserves[SG_DEMOCRACY], 2);
    ck_assert_int_eq(wm__siege_reserves[SG_COMMUNISM], 1);
}
END_TEST

/* §1.2: Major Powers and Influenceable Powers by Ideology; China nobody's. */
START_TEST(s1_2_powers_by_ideology)
{
    ck_assert_int_eq(wm__siege_areas[SG_GERMANY].ideology, SG_NAZISM);
    ck_assert_int_eq(wm__siege_areas[SG_GREAT_BRITAIN].ideology, SG_DEMOCRACY);
    ck_assert_int_eq(wm__siege_areas[SG_USA].ideology, SG_DEMOCRACY);
    ck_assert_int_eq(wm__siege_areas[SG_USSR].ideology, SG_COMMUNISM);
    ck_assert_int_eq(wm__siege_areas[SG_ITALY].ideology, SG_NAZISM);
    ck_assert_int_eq(wm__siege_areas[SG_JAPAN].ideology, SG_NAZISM);
    ck_assert_int_eq(wm__siege_areas[SG_FRANCE].ideology, SG_DEMOCRACY);
    ck_assert_int_eq(wm__siege_areas[SG_CHINA].ideology, SG_NOBODY);
    for (int a = 0; a < SG_NAREAS; a++) {
        int k = wm__siege_areas[a].kind;
        ck_assert_int_eq(k == SG_KIND_INFLUENCEABLE, a < SG_FIRST_MINOR);
        ck_assert_int_eq(k == SG_KIND_MINOR, a >= SG_FIRST_MINOR && a < SG_NNATIONS);
        ck_assert_int_eq(k == SG_KIND_MAJOR, a >= SG_FIRST_MAJOR && a < SG_FIRST_TERRITORY);
        ck_assert_int_eq(k == SG_KIND_TERRITORY, a >= SG_FIRST_TERRITORY);
    }
    ck_assert_int_eq(SG_NNATIONS - SG_FIRST_MINOR, SG_NMINORS);
}
END_TEST

/* §2.0 */
START_TEST(s2_0_setup_values)
{
    ck_assert_int_eq(wm__siege_start_prestige[SG_NAZISM], 6);
    ck_assert_int_eq(wm__siege_start_prestige[SG_DEMOCRACY], 5);
    ck_assert_int_eq(wm__siege_start_prestige[SG_COMMUNISM], 4);
    ck_assert_int_eq(SG_START_MR, 3);
    ck_assert_int_eq(SG_REROLLS, 2);
    ck_assert_int_eq(SG_TURNS, 8);
    ck_assert_int_eq(SG_FIRST_YEAR, 1933);
}
END_TEST

/* ================================================================== */
/* §1.3 The map                                                          */
/* ================================================================== */

START_TEST(s1_3_vp_stated)
{
    ck_assert_int_eq(wm__siege_areas[SG_FRANCE].vp, 10);   /* §1.3 example */
    ck_assert_int_eq(wm__siege_areas[SG_BULGARIA].vp, 3);  /* §1.3 example */
    ck_assert_int_eq(wm__siege_areas[SG_BULGARIA].vp_shape, SG_VP_ROUND);
    ck_assert_int_eq(wm__siege_areas[SG_CHINA].vp, 10);    /* ex. 4.0 Victory step */
    ck_assert_int_eq(wm__siege_areas[SG_TUNISIA].vp, 3);   /* §6.0 D25 / N22 */
    ck_assert_int_eq(wm__siege_areas[SG_SUDETEN].vp, 3);   /* §6.0 N36 */
    ck_assert_int_eq(wm__siege_areas[SG_TESCHEN].vp, 2);   /* §6.0 N36 */
    ck_assert_int_eq(wm__siege_areas[SG_DANZIG_MEMEL].vp, 2); /* §6.0 N35, N37 */
    ck_assert_int_eq(wm__siege_areas[SG_MANCHUQUO].vp, 5); /* §6.0 N27 */
    for (int a = SG_FIRST_TERRITORY; a < SG_NAREAS; a++)
        ck_assert_int_eq(wm__siege_areas[a].vp_shape, SG_VP_SQUARE);
    for (int a = SG_FIRST_MAJOR; a < SG_FIRST_TERRITORY; a++)
        ck_assert_int_eq(wm__siege_areas[a].vp, 0); /* Major Powers: never influenced */
}
END_TEST

/* ex. 4.0 Victory step: "10 VP for the political control of Spain and
 * Rumania", "25 VP for ... Austria, Finland, Portugal, Yugoslavia and
 * Poland".  The split inside each sum is RECONSTRUCTED. */
START_TEST(ex4_0_vp_sums)
{
    const sg_area_info *A = wm__siege_areas;
    ck_assert_int_eq(A[SG_SPAIN].vp + A[SG_RUMANIA].vp, 10);
    ck_assert_int_eq(A[SG_AUSTRIA].vp + A[SG_FINLAND].vp + A[SG_PORTUGAL].vp + A[SG_YUGOSLAVIA].vp +
                         A[SG_POLAND].vp,
                     25);
    for (int a = SG_FIRST_MINOR; a < SG_NNATIONS; a++)
        ck_assert_int_ge(A[a].vp, 1);
}
END_TEST

START_TEST(s1_3_territory_owners)
{
    ck_assert_int_eq(wm__siege_areas[SG_FRENCH_NORTH_AFRICA].owner, SG_FRANCE); /* §1.2 */
    ck_assert_int_eq(wm__siege_areas[SG_TUNISIA].owner, SG_FRANCE);
    ck_assert_int_eq(wm__siege_areas[SG_SUDETEN].owner, SG_CZECHOSLOVAKIA);
    ck_assert_int_eq(wm__siege_areas[SG_TESCHEN].owner, SG_CZECHOSLOVAKIA);
    ck_assert_int_eq(wm__siege_areas[SG_VENEZUELA].owner, SG_NAREAS);
    ck_assert_int_eq(wm__siege_areas[SG_ETHIOPIA].owner, SG_NAREAS);
    /* §6.0 D19: Turkey always in Europe; Italy's LOC to Ethiopia crosses to Asia. */
    ck_assert_int_eq(wm__siege_areas[SG_TURKEY].map, SG_EUROPE);
    ck_assert_int_eq(wm__siege_areas[SG_ETHIOPIA].map, SG_ASIA);
    ck_assert_int_eq(wm__siege_areas[SG_ITALY].map, SG_EUROPE);
}
END_TEST

START_TEST(s1_3_land_connections_stated)
{
    static const int stated[][2] = {
        {SG_BULGARIA, SG_POLAND}, {SG_BULGARIA, SG_CZECHOSLOVAKIA}, {SG_BULGARIA, SG_YUGOSLAVIA},
        {SG_BULGARIA, SG_RUMANIA}, {SG_BULGARIA, SG_TURKEY}, {SG_BULGARIA, SG_HUNGARY},
        {SG_RUMANIA, SG_CZECHOSLOVAKIA}, {SG_GREECE, SG_ALBANIA}, {SG_GREECE, SG_TURKEY},
        {SG_AUSTRIA, SG_GERMANY}, {SG_AUSTRIA, SG_ITALY}, {SG_AUSTRIA, SG_FRANCE},
        {SG_AUSTRIA, SG_HUNGARY}, {SG_GERMANY, SG_POLAND}, {SG_POLAND, SG_HUNGARY},
        {SG_GREAT_BRITAIN, SG_FRANCE},
    };
    for (size_t i = 0; i < sizeof stated / sizeof stated[0]; i++)
        ck_assert_msg(land(stated[i][0], stated[i][1]), "%s-%s", wm__siege_areas[stated[i][0]].name,
                      wm__siege_areas[stated[i][1]].name);
    /* ex. 4.0: the only land LOCs to Hungary run through Austria or Poland. */
    ck_assert(!land(SG_HUNGARY, SG_GERMANY));
    ck_assert(!land(SG_HUNGARY, SG_ITALY));
    ck_assert(!land(SG_HUNGARY, SG_YUGOSLAVIA));
    /* §3.3.3: Great Britain reaches Austria only through France. */
    ck_assert(!land(SG_GREAT_BRITAIN, SG_AUSTRIA));
    ck_assert_int_eq(popcount((uint32_t)wm__siege_land[SG_GREAT_BRITAIN]), 1);
}
END_TEST

START_TEST(s1_3_land_table_symmetric_matches_edges)
{
    uint64_t built[SG_NAREAS];
    memset(built, 0, sizeof built);
    for (unsigned i = 0; i < wm__siege_nland_links; i++) {
        int a = wm__siege_land_links[i][0], b = wm__siege_land_links[i][1];
        ck_assert_int_ne(a, b);
        ck_assert_msg(!((built[a] >> b) & 1u), "duplicate link %d-%d", a, b);
        built[a] |= SG_AREA_BIT(b);
        built[b] |= SG_AREA_BIT(a);
    }
    for (int a = 0; a < SG_NAREAS; a++) {
        ck_assert_msg(built[a] == wm__siege_land[a], "area %s", wm__siege_areas[a].name);
        ck_assert(!land(a, a));
        for (int b = 0; b < SG_NAREAS; b++)
            ck_assert_int_eq(land(a, b), land(b, a));
    }
}
END_TEST

START_TEST(s1_3_naval_stated)
{
    static const int naval[] = {SG_GREECE, SG_GERMANY, SG_ITALY, SG_JAPAN, SG_FRANCE, SG_GREAT_BRITAIN, SG_USA};
    for (size_t i = 0; i < sizeof naval / sizeof naval[0]; i++)
        ck_assert(wm__siege_areas[naval[i]].naval);
    ck_assert(!wm__siege_areas[SG_USSR].naval);    /* §3.3.3 */
    ck_assert(!wm__siege_areas[SG_AUSTRIA].naval); /* §3.3.3 */
}
END_TEST

/* §1.3 USSR example; ex. 4.0 China; the stated Resource boxes. */
START_TEST(s1_3_resources_stated)
{
    const uint8_t *u = wm__siege_power_resources[SG_P_USSR];
    ck_assert_int_eq(u[SG_RM], 6);
    ck_assert_int_eq(u[SG_FACTORY], 4);
    ck_assert_int_eq(u[SG_OIL], 1);
    const uint8_t *c = wm__siege_power_resources[SG_P_CHINA];
    ck_assert_int_eq(c[SG_RM], 2);
    ck_assert_int_eq(c[SG_FACTORY], 1);
    ck_assert_int_eq(c[SG_OIL], 0);
    int n_ast_ussr = 0, dei_oil = 0, nl_oil = 0;
    int found_ven = 0, found_rum = 0, found_swe_f = 0, found_por_rm = 0;
    for (int i = 0; i < SG_NRBOXES; i++) {
        const sg_rbox *b = &wm__siege_rboxes[i];
        ck_assert_int_lt(b->area, SG_NAREAS);
        ck_assert_int_lt(b->type, SG_NRESOURCES);
        if (b->asterisk) {
            ck_assert_int_eq(b->area, SG_USSR);
            ck_assert_int_eq(b->type, SG_RM);
            n_ast_ussr++;
        }
        dei_oil += b->area == SG_DUTCH_EAST_INDIES && b->type == SG_OIL;
        nl_oil += b->area == SG_NETHERLANDS && b->type == SG_OIL;
        found_ven += b->area == SG_VENEZUELA && b->type == SG_OIL;
        found_rum += b->area == SG_RUMANIA && b->type == SG_OIL;
        found_swe_f += b->area == SG_SWEDEN && b->type == SG_FACTORY;
        found_por_rm += b->area == SG_PORTUGAL && b->type == SG_RM;
    }
    ck_assert_int_eq(n_ast_ussr, 2); /* to Germany (C9) and Japan (N25/C25) */
    ck_assert_int_eq(dei_oil, 2);    /* ex. 4.0: "the two Oil Resource of Netherlands in DEI" */
    ck_assert_int_eq(nl_oil, 1);     /* "in the home area of Netherlands" */
    ck_assert_int_eq(found_ven, 1);
    ck_assert_int_eq(found_rum, 1);
    ck_assert_int_eq(found_swe_f, 1);
    ck_assert_int_eq(found_por_rm, 1);
}
END_TEST

/* §1.3 Iberian Peninsula; ex. 4.0 East Europe, Benelux Countries. */
START_TEST(s1_3_coup_cells_track_stated)
{
    const sg_cc_info *ib = &wm__siege_cc[SG_CC_IBERIA];
    ck_assert_str_eq(ib->name, "Iberian Peninsula");
    ck_assert_int_eq(ib->target[0].nation, SG_PORTUGAL);
    ck_assert_int_eq(ib->target[0].attempt, 2);
    ck_assert_int_eq(ib->target[0].react, 1);
    ck_assert_int_eq(ib->target[1].nation, SG_SPAIN);
    ck_assert_int_eq(ib->target[1].attempt, 4);
    ck_assert_int_eq(ib->target[1].react, 3);
    ck_assert_int_eq(ib->anarchy_attempt, -1);
    ck_assert_int_eq(ib->anarchy_react, 0);
    const sg_cc_info *ee = &wm__siege_cc[SG_CC_EAST_EUROPE];
    ck_assert_str_eq(ee->name, "East Europe");
    ck_assert_int_eq(ee->target[0].nation, SG_HUNGARY);
    ck_assert_int_eq(ee->target[0].attempt, 2);
    const sg_cc_info *bx = &wm__siege_cc[SG_CC_BENELUX];
    ck_assert_int_eq(bx->target[0].nation, SG_NETHERLANDS);
    ck_assert_int_eq(bx->target[0].attempt, 3);
    ck_assert_int_eq(bx->target[0].react, 3);
    ck_assert_int_eq(bx->target[1].nation, SG_BELGIUM);
    ck_assert_int_eq(bx->target[1].react, 3);
    /* Every Minor can be targeted from exactly one area (RECONSTRUCTED
     * areas); the area links are symmetric. */
    int seen[SG_NAREAS] = {0};
    for (int a = 0; a < SG_NCC_AREAS; a++) {
        for (int t = 0; t < SG_CC_MAX_TARGETS; t++) {
            int n = wm__siege_cc[a].target[t].nation;
            if (n == SG_NAREAS)
                continue;
            ck_assert_int_eq(wm__siege_areas[n].kind, SG_KIND_MINOR);
            ck_assert_int_ge(wm__siege_cc[a].target[t].attempt, 1);
            ck_assert_int_ge(wm__siege_cc[a].target[t].react, 1);
            seen[n]++;
        }
        for (int b = 0; b < SG_NCC_AREAS; b++)
            ck_assert_int_eq((wm__siege_cc[a].links >> b) & 1, (wm__siege_cc[b].links >> a) & 1);
        ck_assert(!((wm__siege_cc[a].links >> a) & 1));
    }
    for (int n = SG_FIRST_MINOR; n < SG_NNATIONS; n++)
        ck_assert_msg(seen[n] == 1, "%s in %d CC areas", wm__siege_areas[n].name, seen[n]);
}
END_TEST

/* ================================================================== */
/* §1.4 Tracks                                                           */
/* ================================================================== */

START_TEST(s1_4_1_prestige_sectors_ex4_0)
{
    ck_assert_int_eq(SG_PRESTIGE_MAX, 9);
    ck_assert_int_eq(wm__siege_prestige_modifier(0), -1);
    ck_assert_int_eq(wm__siege_prestige_modifier(2), -1); /* Nazism "entered the red sector" at 2 */
    ck_assert_int_eq(wm__siege_prestige_modifier(3), 0);  /* "leaving the red sector" at 3 */
    ck_assert_int_eq(wm__siege_prestige_modifier(4), 0);  /* C26 rolled at 4 with no modifier */
    ck_assert_int_eq(wm__siege_prestige_modifier(5), 0);  /* D7 at 5: 4 + 1 (exploit) = 5 */
    ck_assert_int_eq(wm__siege_prestige_modifier(6), 0);  /* Democracy "exits the green sector" at 6 */
    ck_assert_int_eq(wm__siege_prestige_modifier(7), 1);  /* "enter the green sector" at 7 */
    ck_assert_int_eq(wm__siege_prestige_modifier(9), 1);
}
END_TEST

START_TEST(s1_4_counts)
{
    ck_assert_int_eq(SG_PP_MAX, 7);     /* §1.4.4 */
    ck_assert_int_eq(SG_VP_TRACK, 40);  /* §1.4.5 */
    ck_assert_int_eq(SG_VP_MAX, 80);    /* §3.4.3 */
    ck_assert_int_eq(SG_ROUNDS_SHORT, 3);
    ck_assert_int_eq(SG_ROUNDS_ADVANCED, 4);
    ck_assert_int_eq(SG_HAND_SHORT, 5);
    ck_assert_int_eq(SG_HAND_ADVANCED, 6);
}
END_TEST

/* §1.4.4 example: N15 and Event N2 give Germany 6 + 1 = 7 PP. */
START_TEST(s1_4_4_pp_n15_n2)
{
    const sg_card *n15 = card("N15"), *n2 = card("N2");
    ck_assert_int_eq(n15->type, SG_CT_ACTION);
    ck_assert_int_eq(n15->pp, 6);
    ck_assert_int_eq(n2->type, SG_CT_EVENT);
    ck_assert_int_eq(n2->nops, 1);
    ck_assert_int_eq(n2->ops[0].op, SG_OP_PP);
    ck_assert_int_eq(n15->pp + n2->ops[0].b, 7);
    ck_assert_int_le(n15->pp + n2->ops[0].b, SG_PP_MAX);
}
END_TEST

/* §1.4.6, §3.3.15, §3.4.3 */
START_TEST(s1_4_6_turn_track)
{
    for (int t = 1; t <= 4; t++)
        ck_assert_int_eq(wm__siege_turns[t].total_war, 0);
    ck_assert_int_eq(wm__siege_turns[7].total_war, 3);
    ck_assert_int_eq(wm__siege_turns[1].auto_vp, 40);
    ck_assert_int_eq(wm__siege_turns[2].auto_vp, 40);
    for (int t = 3; t <= 7; t++)
        ck_assert_int_eq(wm__siege_turns[t].auto_vp, 80);
    ck_assert_int_eq(wm__siege_turns[8].auto_vp, 0);
    for (int t = 1; t <= 8; t++)
        ck_assert_int_eq(wm__siege_turns[t].year, 1932 + t);
}
END_TEST

/* RECONSTRUCTED thresholds for turns 5, 6 and 8. */
START_TEST(s1_4_6_total_war_thresholds_recon)
{
    ck_assert_int_eq(wm__siege_turns[5].total_war, 5);
    ck_assert_int_eq(wm__siege_turns[6].total_war, 4);
    ck_assert_int_eq(wm__siege_turns[8].total_war, 2);
}
END_TEST

/* ================================================================== */
/* §1.4.3 Political Regimes Track                                        */
/* ================================================================== */

START_TEST(s1_4_3_network_structure)
{
    int control = 0, neutral = 0, inst = 0;
    for (int b = 0; b < SG_NREGIME_BOXES; b++) {
        const sg_regime_box *x = &wm__siege_regime_boxes[b];
        control += x->area == SG_RA_CONTROL;
        neutral += x->area == SG_RA_NEUTRAL;
        inst += x->area == SG_RA_INSTABILITY;
        if (x->area == SG_RA_INFLUENCE)
            ck_assert_int_eq(popcount(x->friendly), 2); /* "any two Ideologies each" */
        ck_assert(!((wm__siege_regime_adj[b] >> b) & 1u));
        for (int c = 0; c < SG_NREGIME_BOXES; c++)
            ck_assert_int_eq((wm__siege_regime_adj[b] >> c) & 1u, (wm__siege_regime_adj[c] >> b) & 1u);
    }
    ck_assert_int_eq(control, 4);
    ck_assert_int_eq(neutral, 4);
    ck_assert_int_eq(inst, 1);
    for (int i = 0; i <= SG_ANARCHY; i++) {
        ck_assert_int_eq(wm__siege_regime_boxes[SG_CONTROL_BOX(i)].area, SG_RA_CONTROL);
        ck_assert_int_eq(wm__siege_regime_boxes[SG_CONTROL_BOX(i)].ideology, i);
    }
    uint8_t d[SG_NREGIME_BOXES];
    wm__siege_regime_dist(0, 0, d);
    for (int b = 0; b < SG_NREGIME_BOXES; b++)
        ck_assert_int_ne(d[b], SG_DIST_NONE); /* connected */
}
END_TEST

/* §1.4.3 and ex. 4.0: which Ideologies each named Influence Area favours. */
START_TEST(s1_4_3_influence_areas_friendly)
{
    const uint8_t D = 1u << SG_DEMOCRACY, N = 1u << SG_NAZISM, C = 1u << SG_COMMUNISM;
    for (int b = 0; b < SG_NREGIME_BOXES; b++) {
        const sg_regime_box *x = &wm__siege_regime_boxes[b];
        if (strcmp(x->name, "Social-Democracy") == 0 || strcmp(x->name, "Oligarchy") == 0)
            ck_assert_int_eq(x->friendly, D | C);
        if (strcmp(x->name, "Military Dictatorship") == 0)
            ck_assert_int_eq(x->friendly, N | C);
        if (strcmp(x->name, "Autocracy") == 0)
            ck_assert(x->friendly & N);
    }
}
END_TEST

START_TEST(s1_4_3_starting_positions_stated)
{
    ck_assert_str_eq(wm__siege_regime_boxes[box_of(SG_POLAND)].name, "Autocracy");   /* §2.0 note */
    ck_assert_str_eq(wm__siege_regime_boxes[box_of(SG_AUSTRIA)].name, "Autocracy");  /* ex. 4.0 */
    ck_assert_str_eq(wm__siege_regime_boxes[box_of(SG_FRANCE)].name, "Social-Democracy");
    ck_assert_str_eq(wm__siege_regime_boxes[box_of(SG_SPAIN)].name, "Social-Democracy");
    ck_assert_str_eq(wm__siege_regime_boxes[box_of(SG_PORTUGAL)].name, "Military Dictatorship");
    /* No nation starts in a Control Area (China "starts under the control
     * of no player", §3.6; Italy's War stall in ex. 4.0 costs no Prestige). */
    for (int n = 0; n < SG_NNATIONS; n++)
        ck_assert_int_ne(wm__siege_regime_boxes[box_of(n)].area, SG_RA_CONTROL);
}
END_TEST

/* §3.3.1 paths A-F, on the RECONSTRUCTED network.
 * Card #1 (Nazism) "[2 Democracy] for Austria": path B only (A, through
 * the Neutral Area, moves towards Democracy but is not shortest).
 * Card #2 (Communism) "[2 Democracy] for Portugal": only path D; path C
 * crosses the Control Area of Nazism.
 * Card #3 (Democracy) "[2 Anarchy] for Persia": both E and F. */
START_TEST(s3_3_1_paths_A_to_F_recon)
{
    /* A / B */
    uint32_t s1 = wm__siege_regime_next(box_of(SG_AUSTRIA), SG_DEMOCRACY, SG_NAZISM);
    ck_assert_uint_eq(s1, 1u << SG_R_SOCDEM_TOP); /* path B */
    ck_assert(((wm__siege_regime_adj[box_of(SG_AUSTRIA)] >> SG_R_NEUTRAL_NW) & 1u)); /* path A exists */
    ck_assert_uint_eq(wm__siege_regime_next(SG_R_SOCDEM_TOP, SG_DEMOCRACY, SG_NAZISM), 1u << SG_R_DEMOCRACY);
    /* C / D */
    uint32_t s2 = wm__siege_regime_next(box_of(SG_PORTUGAL), SG_DEMOCRACY, SG_COMMUNISM);
    ck_assert_uint_eq(s2, 1u << SG_R_NEUTRAL_NE); /* path D */
    /* Path C is a shortest path when nothing is barred: it goes through
     * Nazism's Control Area. */
    uint8_t d[SG_NREGIME_BOXES];
    wm__siege_regime_dist(SG_R_DEMOCRACY, 0, d);
    ck_assert_int_eq(d[SG_R_NAZISM], d[box_of(SG_PORTUGAL)] - 1);
    ck_assert_int_eq(d[SG_R_NEUTRAL_NE], d[box_of(SG_PORTUGAL)] - 1);
    ck_assert(((wm__siege_regime_adj[box_of(SG_PORTUGAL)] >> SG_R_NAZISM) & 1u));
    /* E / F */
    uint32_t s3 = wm__siege_regime_next(box_of(SG_PERSIA), SG_ANARCHY, SG_DEMOCRACY);
    ck_assert_int_eq(popcount(s3), 2);
    for (int b = 0; b < SG_NREGIME_BOXES; b++)
        if ((s3 >> b) & 1u)
            ck_assert_uint_eq(wm__siege_regime_next(b, SG_ANARCHY, SG_DEMOCRACY), 1u << SG_R_ANARCHY);
}
END_TEST

/* Follows `n` steps of a Political Effect, always taking the box `pick`
 * when it is offered, otherwise the lowest offered box. */
static int walk(int from, int target, int actor, int n, int pick)
{
    for (int i = 0; i < n && from != SG_CONTROL_BOX(target); i++) {
        uint32_t s = wm__siege_regime_next(from, target, actor);
        ck_assert_uint_ne(s, 0);
        if (pick >= 0 && ((s >> pick) & 1u))
            from = pick;
        else
            from = __builtin_ctz(s);
    }
    return from;
}

/* ex. 4.0: every Regime Marker trajectory the example states, replayed on
 * the RECONSTRUCTED network from the RECONSTRUCTED starting boxes. */
START_TEST(ex4_0_regime_trajectories_recon)
{
    const sg_regime_box *R = wm__siege_regime_boxes;
    /* Round 1.  C21: Bulgaria 2 towards Anarchy (ends in Oligarchy). */
    int bul = walk(box_of(SG_BULGARIA), SG_ANARCHY, SG_COMMUNISM, 2, SG_R_OLIGARCHY_LEFT);
    ck_assert_str_eq(R[bul].name, "Oligarchy");
    /* Yugoslavia 1 towards Communism: the only move lands in Military
     * Dictatorship ("provide an advantage to Nazism"). */
    uint32_t yu = wm__siege_regime_next(box_of(SG_YUGOSLAVIA), SG_COMMUNISM, SG_COMMUNISM);
    ck_assert_int_eq(popcount(yu), 1);
    ck_assert_str_eq(R[__builtin_ctz(yu)].name, "Military Dictatorship");
    /* N30: Turkey 1 towards Democracy; D7 (round 2): 2 more enter Democracy. */
    int tur = walk(box_of(SG_TURKEY), SG_DEMOCRACY, SG_NAZISM, 1, -1);
    ck_assert_int_eq(walk(tur, SG_DEMOCRACY, SG_DEMOCRACY, 2, -1), SG_R_DEMOCRACY);
    /* D4: Rumania 1 towards Democracy enters its Control Area; Iraq,
     * Persia, Netherlands move one box; Netherlands lands in Social-Democracy. */
    ck_assert_int_eq(walk(box_of(SG_RUMANIA), SG_DEMOCRACY, SG_DEMOCRACY, 1, -1), SG_R_DEMOCRACY);
    int nl = walk(box_of(SG_NETHERLANDS), SG_DEMOCRACY, SG_DEMOCRACY, 1, -1);
    ck_assert_str_eq(R[nl].name, "Social-Democracy");
    ck_assert_int_ne(R[walk(box_of(SG_IRAQ), SG_DEMOCRACY, SG_DEMOCRACY, 1, -1)].area, SG_RA_CONTROL);
    ck_assert_int_ne(R[walk(box_of(SG_PERSIA), SG_DEMOCRACY, SG_DEMOCRACY, 1, -1)].area, SG_RA_CONTROL);
    /* Czechoslovakia: 1 towards Communism, 1 towards Democracy, then one
     * Influence step into Democracy's Control Area. */
    int cz = walk(box_of(SG_CZECHOSLOVAKIA), SG_COMMUNISM, SG_COMMUNISM, 1, SG_R_NEUTRAL_NW);
    cz = walk(cz, SG_DEMOCRACY, SG_DEMOCRACY, 1, -1);
    ck_assert((wm__siege_regime_adj[cz] >> SG_R_DEMOCRACY) & 1u);
    /* China: two Influence steps towards Communism reach Oligarchy; Mao
     * (round 2) brings it into Communism's Control Area. */
    int ch = walk(box_of(SG_CHINA), SG_COMMUNISM, SG_COMMUNISM, 2, SG_R_OLIGARCHY_LOW);
    ck_assert_str_eq(R[ch].name, "Oligarchy");
    ck_assert_int_eq(walk(ch, SG_COMMUNISM, SG_COMMUNISM, 2, -1), SG_R_COMMUNISM);
    /* Hungary: the failed coup moves it 2 towards Anarchy (not into it). */
    int hu = walk(box_of(SG_HUNGARY), SG_ANARCHY, SG_NAZISM, 2, SG_R_INSTABILITY);
    ck_assert_int_eq(hu, SG_R_INSTABILITY);
    /* Round 2.  N21: Austria's coup (4 towards Nazism) enters its Control Area. */
    ck_assert_int_eq(walk(box_of(SG_AUSTRIA), SG_NAZISM, SG_NAZISM, 4, -1), SG_R_NAZISM);
    /* C21: Czechoslovakia and Rumania leave Democracy's Control Area into
     * Social-Democracy. */
    ck_assert_str_eq(R[walk(SG_R_DEMOCRACY, SG_COMMUNISM, SG_COMMUNISM, 1, -1)].name, "Social-Democracy");
    /* N31: Finland 2 towards Nazism enters its Control Area. */
    ck_assert_int_eq(walk(box_of(SG_FINLAND), SG_NAZISM, SG_NAZISM, 2, -1), SG_R_NAZISM);
    /* Portugal: one Influence step from Military Dictatorship into Nazism. */
    ck_assert((wm__siege_regime_adj[box_of(SG_PORTUGAL)] >> SG_R_NAZISM) & 1u);
    /* War stall: Greece from Democracy's Control Area 1 towards Anarchy
     * lands in Social-Democracy; Italy moves without entering or leaving a
     * Control Area. */
    ck_assert_str_eq(R[walk(SG_R_DEMOCRACY, SG_ANARCHY, SG_DEMOCRACY, 1, -1)].name, "Social-Democracy");
    ck_assert_int_ne(R[walk(box_of(SG_ITALY), SG_ANARCHY, SG_DEMOCRACY, 1, -1)].area, SG_RA_CONTROL);
    /* Communism moves Poland out of Autocracy towards itself: Military
     * Dictatorship, next to Nazism's Control Area (round 3: into it). */
    uint32_t pl = wm__siege_regime_next(box_of(SG_POLAND), SG_COMMUNISM, SG_COMMUNISM);
    ck_assert_int_eq(popcount(pl), 1);
    ck_assert_str_eq(R[__builtin_ctz(pl)].name, "Military Dictatorship");
    ck_assert((wm__siege_regime_adj[__builtin_ctz(pl)] >> SG_R_NAZISM) & 1u);
    ck_assert(wm__siege_regime_closer(box_of(SG_POLAND), __builtin_ctz(pl), SG_COMMUNISM));
    /* Round 3.  C21: Czechoslovakia from Social-Democracy into the Neutral
     * Area; Turkey leaves Democracy's Control Area. */
    ck_assert_int_ne(wm__siege_regime_next(SG_R_SOCDEM_TOP, SG_COMMUNISM, SG_COMMUNISM) &
                         (1u << SG_R_NEUTRAL_NW), 0);
    /* The Netherlands coup: 4 boxes towards Communism from
     * Social-Democracy end in Military Dictatorship, short of Communism. */
    int nl4 = walk(nl, SG_COMMUNISM, SG_COMMUNISM, 4, SG_R_MILDICT_LOW);
    ck_assert_str_eq(R[nl4].name, "Military Dictatorship");
    /* Round 4.  Communism moves Turkey from Social-Democracy into the
     * Neutral Area, towards itself. */
    ck_assert(wm__siege_regime_closer(SG_R_SOCDEM_TOP, SG_R_NEUTRAL_NW, SG_COMMUNISM));
    /* Hungary: C21 moves it 1 towards Communism (out of Instability), the
     * Calming result 1 towards Anarchy (back to a box that scores nothing). */
    int hu2 = walk(hu, SG_COMMUNISM, SG_COMMUNISM, 1, SG_R_NEUTRAL_SW);
    ck_assert_int_eq(hu2, SG_R_NEUTRAL_SW);
    ck_assert_int_eq(walk(hu2, SG_ANARCHY, SG_NAZISM, 1, SG_R_INSTABILITY), SG_R_INSTABILITY);
}
END_TEST

/* ================================================================== */
/* §1.7 Armaments, §3.4.2 Production                                     */
/* ================================================================== */

START_TEST(s1_7_germany_l1)
{
    const sg_armaments *g = &wm__siege_armaments[SG_P_GERMANY];
    ck_assert_int_eq(g->rm[0], 6);
    ck_assert_int_eq(g->f[0], 4);
    ck_assert_int_eq(g->oil[0], 4);
    const sg_armaments *i = &wm__siege_armaments[SG_P_ITALY];
    ck_assert_int_eq(i->rm[0], 6);
    ck_assert_int_eq(i->f[0], 4);
    ck_assert_int_eq(i->oil[0], 5);
    ck_assert_int_eq(wm__siege_armaments[SG_P_GB].upgrade[0], 2);    /* ex. 4.0 D8 */
    ck_assert_int_eq(wm__siege_armaments[SG_P_CHINA].upgrade[0], 2); /* ex. 4.0 C26 */
}
END_TEST

/* §3.4.2 example: Nazism 6 RM, 5 F, 2 Oil: Germany, Italy and Japan 1 MR each. */
START_TEST(s3_4_2_production_example)
{
    const uint8_t pool[SG_NRESOURCES] = {6, 5, 2};
    ck_assert_int_eq(wm__siege_production(SG_P_GERMANY, 0, pool), 1);
    ck_assert_int_eq(wm__siege_production(SG_P_ITALY, 0, pool), 1);
    ck_assert_int_eq(wm__siege_production(SG_P_JAPAN, 0, pool), 1);
    const uint8_t oil4[SG_NRESOURCES] = {6, 5, 4};
    ck_assert_int_eq(wm__siege_production(SG_P_GERMANY, 0, oil4), 2); /* 1 MR for each 4 Oils */
    ck_assert_int_eq(wm__siege_production(SG_P_ITALY, 0, oil4), 1);   /* Italy needs 5 */
    ck_assert_int_eq(wm__siege_production(-1, 0, pool), 0);
    ck_assert_int_eq(wm__siege_production(0, 3, pool), 0);
}
END_TEST

/* ex. 4.0 Interphase with the RECONSTRUCTED starting resources and
 * Armaments values.  Democracy: 8 RM, 5 F and 3 Oil (1 + Venezuela +
 * Rumania + 2 DEI, less the 2 lost in the Netherlands coup); Nazism: start +
 * Portugal RM + Sweden F + 3 Dutch Oil; Communism: USSR + China. */
START_TEST(ex4_0_production_recon)
{
    uint8_t d[SG_NRESOURCES] = {0, 0, 0}, n[SG_NRESOURCES] = {0, 0, 0}, c[SG_NRESOURCES] = {0, 0, 0};
    for (int r = 0; r < SG_NRESOURCES; r++) {
        d[r] = (uint8_t)(wm__siege_power_resources[SG_P_GB][r] + wm__siege_power_resources[SG_P_USA][r] +
                         wm__siege_power_resources[SG_P_FRANCE][r]);
        n[r] = (uint8_t)(wm__siege_power_resources[SG_P_GERMANY][r] + wm__siege_power_resources[SG_P_ITALY][r] +
                         wm__siege_power_resources[SG_P_JAPAN][r]);
        c[r] = (uint8_t)(wm__siege_power_resources[SG_P_USSR][r] + wm__siege_power_resources[SG_P_CHINA][r]);
    }
    ck_assert_int_eq(d[SG_OIL], 1); /* ex. 4.0: three claims bring Democracy's Oil to 4 */
    ck_assert_int_eq(n[SG_OIL], 0);
    d[SG_OIL] = 3;
    n[SG_RM]++;
    n[SG_FACTORY]++;
    n[SG_OIL] = 3;
    ck_assert_int_eq(n[SG_RM], 6); /* the pool of §3.4.2's example */
    ck_assert_int_eq(n[SG_FACTORY], 5);
    ck_assert_int_eq(wm__siege_production(SG_P_USA, 0, d), 0);
    ck_assert_int_eq(wm__siege_production(SG_P_GB, 1, d), 1); /* at level 2 after D8 */
    ck_assert_int_eq(wm__siege_production(SG_P_FRANCE, 0, d), 1);
    ck_assert_int_eq(wm__siege_production(SG_P_GERMANY, 0, n), 1);
    ck_assert_int_eq(wm__siege_production(SG_P_ITALY, 1, n), 1); /* at level 2 after N18 */
    ck_assert_int_eq(wm__siege_production(SG_P_JAPAN, 0, n), 1);
    ck_assert_int_eq(wm__siege_production(SG_P_USSR, 0, c), 1);
    ck_assert_int_eq(wm__siege_production(SG_P_CHINA, 1, c), 1); /* at level 2 after C26 */
}
END_TEST

/* ================================================================== */
/* §1.8 Strategy Cards: the stated values                                */
/* ================================================================== */

START_TEST(s1_8_pp_and_difficulty_stated)
{
    ck_assert_int_eq(card("D4")->pp, 4);
    ck_assert_int_eq(card("D4")->difficulty, 4);
    ck_assert_int_eq(card("D7")->pp, 3);
    ck_assert_int_eq(card("D7")->difficulty, 5);
    ck_assert_int_eq(card("N30")->pp, 4);
    ck_assert_int_eq(card("N30")->difficulty, 5);
    ck_assert_int_eq(card("N18")->pp, 5);
    ck_assert_int_eq(card("N18")->difficulty, 5);
    ck_assert_int_eq(card("N31")->pp, 5);
    ck_assert_int_ge(card("N31")->difficulty, 4); /* ex. 4.0: 3 fails, 6 succeeds */
    ck_assert_int_le(card("N31")->difficulty, 6);
    ck_assert_int_eq(card("C26")->pp, 4);
    ck_assert_int_le(card("C26")->difficulty, 6);
    ck_assert_int_eq(card("C3")->pp, 4);
    ck_assert_int_gt(card("C3")->difficulty, 1);
    ck_assert_int_eq(card("D28")->pp, 3);
    ck_assert_int_ge(card("D28")->difficulty, 4); /* ex. 4.0: 2 and 3 fail */
    ck_assert_int_eq(card("D8")->pp, 3);
    ck_assert_int_le(card("D8")->difficulty, 6);
    ck_assert_int_eq(card("C36")->pp, 3);
    ck_assert_int_eq(card("C33")->pp, 2);
    ck_assert_int_eq(card("N15")->pp, 6);
    ck_assert_int_le(card("N18")->difficulty, 5); /* rolled 5 in round 4: success */
}
END_TEST

START_TEST(s1_8_flags_stated)
{
    ck_assert(card("D7")->flags & SG_F_MULTIPLE);
    ck_assert(card("C3")->flags & SG_F_MULTIPLE);
    ck_assert(card("N18")->flags & SG_F_TWICE);
    ck_assert(card("D8")->flags & SG_F_TWICE);
    ck_assert(card("N33")->flags & SG_F_STANDBY);
    ck_assert(card("N36")->flags & SG_F_STANDBY);
    ck_assert(card("N37")->flags & SG_F_STANDBY);
    ck_assert(card("D36")->flags & SG_F_REPLACE);
    /* Event Markers placed in ex. 4.0: C21, N21, C26/D24, N18, D8. */
    static const char *const marked[] = {"C21", "N21", "C26", "D24", "N18", "D8"};
    for (size_t i = 0; i < sizeof marked / sizeof marked[0]; i++)
        ck_assert_msg(card(marked[i])->flags & SG_F_MARKER, "%s", marked[i]);
    /* Lapsing Events (§6.0). */
    ck_assert(card("C21")->flags & SG_F_LAPSING);
    ck_assert(card("N16")->flags & SG_F_LAPSING);
    /* Modifier icons (ex. 4.0): N31 and C3 non-Despotic; C26 and D8 Despotic. */
    ck_assert_int_eq(card("N31")->icon, SG_ICON_NOT_DESPOTIC);
    ck_assert_int_eq(card("C3")->icon, SG_ICON_NOT_DESPOTIC);
    ck_assert_int_eq(card("C26")->icon, SG_ICON_DESPOTIC);
    ck_assert_int_eq(card("D8")->icon, SG_ICON_DESPOTIC);
    ck_assert_int_eq(card("D7")->icon, SG_ICON_NONE); /* 4 + 1 (exploit) was "just enough" */
    ck_assert_int_eq(card("N18")->icon, SG_ICON_NONE); /* 5 with no modifier */
}
END_TEST

START_TEST(s1_8_types_stated)
{
    static const char *const events[] = {"N1", "N2", "N16", "N17", "N20", "N21", "N34", "C12", "C20", "C21"};
    for (size_t i = 0; i < sizeof events / sizeof events[0]; i++)
        ck_assert_msg(card(events[i])->type == SG_CT_EVENT, "%s", events[i]);
    ck_assert_int_eq(card("N12")->type, SG_CT_WAR_EVENT); /* §1.8.2 Special Events */
    ck_assert_int_eq(card("D16")->type, SG_CT_MAP);
    ck_assert_int_eq(card("D20")->type, SG_CT_MAP);
    static const char *const wars[] = {"N12", "N19", "N22", "N25", "N27", "N29", "N30", "N35",
                                       "C19", "C25", "C27", "C29", "C30", "D25"};
    ck_assert_int_eq((int)(sizeof wars / sizeof wars[0]), SG_NWARS);
    for (size_t i = 0; i < sizeof wars / sizeof wars[0]; i++) {
        const sg_card *c = card(wars[i]);
        ck_assert_msg(c->flags & SG_F_WAR, "%s", wars[i]);
        ck_assert_int_lt(c->war, SG_NWARS);
        ck_assert_int_eq(wm__siege_wars[c->war].card, wm__siege_card_index(wars[i]));
    }
    for (int i = 0; i < SG_CARDS; i++) {
        const sg_card *c = &wm__siege_cards[i];
        ck_assert_int_eq((c->flags & SG_F_WAR) != 0, c->war != 0xFF);
        if (c->type != SG_CT_ACTION) {
            ck_assert_int_eq(c->pp, 0);
            ck_assert_int_eq(c->difficulty, 0);
        } else {
            ck_assert_int_ge(c->pp, 1);
            ck_assert_int_le(c->pp, SG_PP_MAX);
            ck_assert_int_ge(c->difficulty, 1);
            ck_assert_int_le(c->difficulty, 6);
        }
    }
}
END_TEST

START_TEST(s1_8_entry_turns_stated)
{
    ck_assert_int_eq(card("D16")->entry, 4); /* §1.3 */
    ck_assert_int_eq(card("D20")->entry, 6);
    ck_assert_int_eq(card("D35")->entry, 6); /* §1.8 example */
    ck_assert_str_eq(card("D35")->name, "Defend Poland!");
    /* The 18 cards of the ex. 4.0 hands are in the decks at set-up. */
    static const char *const hands[] = {"N26", "N18", "N1", "N21", "N30", "N31", "C26", "C21", "C20",
                                        "C36", "C33", "C3", "D22", "D24", "D7", "D8", "D28", "D4"};
    for (size_t i = 0; i < sizeof hands / sizeof hands[0]; i++)
        ck_assert_msg(card(hands[i])->entry == 0, "%s", hands[i]);
    /* §3.3.1 example (turn 5): N33, C15, D15, D36 in play; §3.3.15 (turn 7). */
    static const char *const t5[] = {"N33", "C15", "D15", "D36"};
    for (size_t i = 0; i < sizeof t5 / sizeof t5[0]; i++)
        ck_assert_int_le(card(t5[i])->entry, 5);
    static const char *const t7[] = {"D13", "C13", "C14", "D9", "N9", "N14", "N35"};
    for (size_t i = 0; i < sizeof t7 / sizeof t7[0]; i++)
        ck_assert_int_le(card(t7[i])->entry, 7);
    for (int i = 0; i < SG_CARDS; i++)
        ck_assert_int_le(wm__siege_cards[i].entry, SG_TURNS);
}
END_TEST

START_TEST(s1_8_names_stated)
{
    static const char *const names[][2] = {
        {"N1", "Gestapo"}, {"N12", "Spanish Civil War"}, {"N15", "Pact with Czechoslovakia"},
        {"N16", "Balkan Pact"}, {"N17", "Metaxas"}, {"N18", "Italian Armaments"},
        {"N19", "War with Ethiopia"}, {"N20", "Italy leaves League of Nations"}, {"N21", "Dollfuss"},
        {"N22", "War with France"}, {"N25", "War on Soviet Union"}, {"N26", "Japanese Armaments"},
        {"N27", "War on China"}, {"N29", "War with Yugoslavia"}, {"N30", "War with Greece"},
        {"N31", "Economic Agreement with Baltic Countries"}, {"N32", "Anschluss"},
        {"N33", "Occupation of Sudeten"}, {"N34", "Pats and Ulmanis"}, {"N35", "War on Poland"},
        {"N36", "Annexation of Czechoslovakia"}, {"N37", "Occupation of Danzig and Memel"},
        {"D4", "Oil Agreement"}, {"D7", "Fight for Freedom"}, {"D8", "British Armaments"},
        {"D11", "Britain intervenes the Spanish Civil War"}, {"D15", "Alliance with Czechoslovakia"},
        {"D19", "Embargo of Suez & Gibraltar Canals"}, {"D22", "Pact with Japan"},
        {"D24", "Chinese Armaments"}, {"D25", "War with Italy"}, {"D28", "Alliance with Great Britain"},
        {"D30", "Appeasement Policy Abandoned"},
        {"C3", "Comintern Army"}, {"C15", "Alliance with Czechoslovakia"}, {"C19", "The Long March"},
        {"C20", "Mao Tze-Tung"}, {"C21", "Balkan Federation"}, {"C24", "Baltics Invaded"},
        {"C25", "War on Japan"}, {"C26", "Chinese Armaments"}, {"C27", "War on Poland"},
        {"C29", "War on Rumania"}, {"C30", "Soviet-Finnish War"}, {"C33", "Red Army"}, {"C36", "Looting"},
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        const sg_card *c = card(names[i][0]);
        ck_assert_ptr_nonnull(c->name);
        ck_assert_str_eq(c->name, names[i][1]);
        ck_assert(c->source & SG_CS_NAME);
    }
}
END_TEST

/* §6.0: the factions the clarifications state. */
START_TEST(s6_0_war_factions_stated)
{
    const sg_war *W = wm__siege_wars;
    ck_assert_int_eq(W[card("C25")->war].faction_a[0], SG_USSR);
    ck_assert_int_eq(W[card("C29")->war].faction_a[0], SG_USSR);
    ck_assert_int_eq(W[card("C30")->war].faction_a[0], SG_USSR);
    ck_assert_int_eq(W[card("N25")->war].faction_b[0], SG_USSR);
    ck_assert_int_eq(W[card("N27")->war].faction_b[0], SG_CHINA);
    ck_assert_int_eq(W[card("D25")->war].faction_b[0], SG_ITALY);
    ck_assert_int_eq(W[card("N30")->war].faction_a[0], SG_ITALY); /* ex. 4.0 */
    ck_assert_int_eq(W[card("N30")->war].faction_b[0], SG_GREECE);
    ck_assert_int_eq(W[card("N30")->war].cost, 2);
    ck_assert_int_eq(W[card("N30")->war].box_mod[W[card("N30")->war].start], 0);
    ck_assert_int_eq(W[card("N30")->war].start, 1); /* moved "one box down" without ending */
    ck_assert_int_eq(W[card("N12")->war].civil, 2);
    ck_assert_int_eq(W[card("C19")->war].civil, 1);
    /* N27: China wins -> Nazism -2 Prestige, Manchuquo and 5 VP to China's controller. */
    const sg_war *n27 = &W[card("N27")->war];
    ck_assert_int_eq(n27->end_b[0].op, SG_OP_PRESTIGE);
    ck_assert_int_eq(n27->end_b[0].b, -2);
    ck_assert_int_eq(n27->end_b[1].op, SG_OP_CONQUER);
    ck_assert_int_eq(n27->end_b[1].a, SG_MANCHUQUO);
    ck_assert_int_eq(n27->end_b[1].b, 5);
    /* D25: Italy wins -> Democracy -1 Prestige, Tunisia to Nazism, no VP. */
    const sg_war *d25 = &W[card("D25")->war];
    ck_assert_int_eq(d25->end_b[0].b, -1);
    ck_assert_int_eq(d25->end_b[1].a, SG_TUNISIA);
    ck_assert_int_eq(d25->end_b[1].b, 0);
    /* N22: Italy wins -> 3 VP for Tunisia. */
    const sg_war *n22 = &W[card("N22")->war];
    ck_assert_int_eq(n22->end_a[0].a, SG_TUNISIA);
    ck_assert_int_eq(n22->end_a[0].b, 3);
    /* N35: 10 VP (+2 for Danzig & Memel). */
    const sg_war *n35 = &W[card("N35")->war];
    ck_assert_int_eq(n35->end_a[0].b, 10);
    ck_assert_int_eq(n35->end_a[1].a, SG_DANZIG_MEMEL);
    ck_assert_int_eq(n35->end_a[1].b, 2);
    /* N12: the Republicans (A) win -> Communism 15 VP (Designer's Note). */
    const sg_war *n12 = &W[card("N12")->war];
    ck_assert_int_eq(n12->end_a[0].op, SG_OP_VP);
    ck_assert_int_eq(n12->end_a[0].a, SG_COMMUNISM);
    ck_assert_int_eq(n12->end_a[0].b, 15);
    /* C33's Soviet War Cards. */
    const sg_op *c33 = card("C33")->ops;
    ck_assert_int_eq(c33[0].op, SG_OP_IF_WAR_ACTIVE);
    uint32_t want = (1u << card("C25")->war) | (1u << card("C29")->war) | (1u << card("C30")->war) |
                    (1u << card("N25")->war);
    ck_assert_uint_eq(c33[0].set, want);
    ck_assert_int_eq(c33[1].a, 3); /* "up to three communist MR Tokens" */
}
END_TEST

/* Every program is well formed; unpublished cards carry none (the
 * built-in table has none left: method 14 reconstructed them). */
START_TEST(s1_8_effect_programs_well_formed)
{
    int unpublished = 0, recon = 0;
    for (int i = 0; i < SG_CARDS; i++) {
        const sg_card *c = &wm__siege_cards[i];
        if (c->flags & SG_F_UNPUBLISHED) {
            unpublished++;
            ck_assert_ptr_null(c->ops);
            ck_assert_int_eq(c->nops, 0);
        }
        if (c->flags & SG_F_RECONSTRUCTED) {
            recon++;
            ck_assert_int_gt(c->nops, c->ncond);
        }
        ck_assert_int_le(c->ncond, c->nops);
        for (int k = 0; k < c->nops; k++) {
            int op = c->ops[k].op;
            ck_assert_int_gt(op, SG_OP_END);
            ck_assert_int_lt(op, SG_NOPCODES);
            int is_cond = op <= SG_OP_IF_EXISTS;
            ck_assert_msg(is_cond == (k < c->ncond), "%s op %d", c->code, k);
            if (op == SG_OP_WAR)
                ck_assert_int_eq(c->ops[k].a, c->war);
            if (op == SG_OP_IF_CARD_ACTIVE || op == SG_OP_NULLIFY)
                ck_assert_int_lt(c->ops[k].a, SG_CARDS);
        }
    }
    ck_assert_int_eq(unpublished, 0);
    ck_assert_int_eq(recon, 49);
    /* The cross-references by index name the intended cards. */
    ck_assert_int_eq(card("N11")->ops[0].a, wm__siege_card_index("N12"));
    ck_assert_int_eq(card("N12")->ops[0].a, wm__siege_card_index("C12"));
    ck_assert_int_eq(card("N32")->ops[0].a, wm__siege_card_index("N21"));
    ck_assert_int_eq(card("D36")->ops[1].a, wm__siege_card_index("N33"));
}
END_TEST

static Suite *siege_content_suite(void)
{
    Suite *s = suite_create("siege_content");
    TCase *t = tcase_create("components");
    tcase_add_test(t, s1_0_parts_inventory_110_cards_153_cubes);
    tcase_add_test(t, s1_8_deck_split_recon);
    tcase_add_test(t, s1_8_every_cited_code_exists);
    tcase_add_test(t, s1_8_mandatory_cards_recon);
    tcase_add_test(t, s1_3_map_card_boxes_recon);
    tcase_add_test(t, s1_7_eight_powers_reserves);
    tcase_add_test(t, s1_2_powers_by_ideology);
    tcase_add_test(t, s2_0_setup_values);
    suite_add_tcase(s, t);
    t = tcase_create("map");
    tcase_add_test(t, s1_3_vp_stated);
    tcase_add_test(t, ex4_0_vp_sums);
    tcase_add_test(t, s1_3_territory_owners);
    tcase_add_test(t, s1_3_land_connections_stated);
    tcase_add_test(t, s1_3_land_table_symmetric_matches_edges);
    tcase_add_test(t, s1_3_naval_stated);
    tcase_add_test(t, s1_3_resources_stated);
    tcase_add_test(t, s1_3_coup_cells_track_stated);
    suite_add_tcase(s, t);
    t = tcase_create("tracks");
    tcase_add_test(t, s1_4_1_prestige_sectors_ex4_0);
    tcase_add_test(t, s1_4_counts);
    tcase_add_test(t, s1_4_4_pp_n15_n2);
    tcase_add_test(t, s1_4_6_turn_track);
    tcase_add_test(t, s1_4_6_total_war_thresholds_recon);
    suite_add_tcase(s, t);
    t = tcase_create("regimes");
    tcase_add_test(t, s1_4_3_network_structure);
    tcase_add_test(t, s1_4_3_influence_areas_friendly);
    tcase_add_test(t, s1_4_3_starting_positions_stated);
    tcase_add_test(t, s3_3_1_paths_A_to_F_recon);
    tcase_add_test(t, ex4_0_regime_trajectories_recon);
    suite_add_tcase(s, t);
    t = tcase_create("armaments");
    tcase_add_test(t, s1_7_germany_l1);
    tcase_add_test(t, s3_4_2_production_example);
    tcase_add_test(t, ex4_0_production_recon);
    suite_add_tcase(s, t);
    t = tcase_create("cards");
    tcase_add_test(t, s1_8_pp_and_difficulty_stated);
    tcase_add_test(t, s1_8_flags_stated);
    tcase_add_test(t, s1_8_types_stated);
    tcase_add_test(t, s1_8_entry_turns_stated);
    tcase_add_test(t, s1_8_names_stated);
    tcase_add_test(t, s6_0_war_factions_stated);
    tcase_add_test(t, s1_8_effect_programs_well_formed);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *r = srunner_create(siege_content_suite());
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? 1 : 0;
}
