/*
 * check_republic_np.c - The Weimar Republic: the Non-player system (§8).
 *
 * Content tests for the 36 bot cards (lib/republic/botcards.c), the
 * Special Action tables and the Order of Operations lists
 * (lib/republic/special.c), and the Clique identity the NP RC needs
 * (§8.4).  Test names cite the rulebook section; tests that depend on a
 * RECONSTRUCTED value (the Faction Order of every bot card but #5) say so
 * with "_recon" (../shared/CONTENT.md).
 */
#include "core.h"
#include "../lib/republic/republic.h"
#include "testutil.h"
#include "rp_testutil.h"
#include "rp_npaudit.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define BC(n) (&wm__republic_botcards[n])

/* ================================================================== */
/* §8.0, §8.2 the bot cards                                              */
/* ================================================================== */

START_TEST(s8_0_thirty_six_bot_cards_nine_per_faction)
{
    int per[RP_NFACTIONS] = {0};
    ck_assert_int_eq(RP_NBOTCARDS, 36);
    ck_assert_int_eq(RP_BOTCARDS_PER_FACTION, 9);
    for (int n = 1; n <= RP_NBOTCARDS; n++) {
        ck_assert_int_eq(BC(n)->number, n);
        ck_assert_int_lt(BC(n)->faction, RP_NFACTIONS);
        /* facts §5.1: Coalition 1-9, KPD 10-18, NSDAP 19-27, RC 28-36 */
        ck_assert_int_eq(BC(n)->faction, (n - 1) / 9);
        per[BC(n)->faction]++;
    }
    for (int f = 0; f < RP_NFACTIONS; f++) {
        ck_assert_int_eq(per[f], 9);
        ck_assert_int_eq(wm__republic_botcard_first[f], 1 + 9 * f);
    }
}
END_TEST

/* Every transcribed field of every card, as the facts file §5.1 lists it
 * (an independent restatement: Impulse as the printed name, summary E/1,
 * Reshuffle R/-). */
START_TEST(s8_2_bot_cards_transcribed)
{
    static const char *const rows[RP_NBOTCARDS + 1] = {
        NULL,
        "Berlin E -", "Berlin E R", "Northern States 1 -", "München E -", "München E -",
        "Southern States 1 -", "Köln E -", "Hamburg E -", "Preußen E -",
        "Berlin E -", "Berlin E R", "Northern States E -", "München E -", "Hamburg E -",
        "Hamburg 1 -", "Southern States E -", "Köln E -", "Köln 1 -",
        "München E -", "München E R", "München E -", "Berlin E -", "Hamburg E -",
        "Hamburg 1 -", "Berlin E -", "Köln E -", "Köln 1 -",
        "Clique A E -", "Clique A E R", "Clique A 1 -", "Clique C E -", "Clique B E -",
        "Clique B 1 -", "Clique B E -", "Clique C E -", "Clique C E -",
    };
    static const char *const regions[RP_NREGIONS] = {"Northern States", "Southern States", "Preußen"};
    for (int n = 1; n <= RP_NBOTCARDS; n++) {
        const rp_botcard *b = BC(n);
        char got[64];
        const char *imp = "?";
        char clique[16];
        switch (b->impulse_kind) {
        case RP_IMPULSE_SPACE:
            ck_assert_int_lt(b->impulse, RP_NSPACES);
            imp = wm__republic_spaces[b->impulse].name;
            break;
        case RP_IMPULSE_REGION:
            ck_assert_int_lt(b->impulse, RP_NREGIONS);
            imp = regions[b->impulse];
            break;
        case RP_IMPULSE_CLIQUE:
            ck_assert_int_lt(b->impulse, 3);
            snprintf(clique, sizeof clique, "Clique %c", 'A' + b->impulse);
            imp = clique;
            break;
        default: ck_abort_msg("card %d: impulse kind %d", n, b->impulse_kind);
        }
        snprintf(got, sizeof got, "%s %s %s", imp, b->event ? "E" : "1", b->reshuffle ? "R" : "-");
        ck_assert_msg(strcmp(got, rows[n]) == 0, "bot card %d: %s, facts %s", n, got, rows[n]);
        ck_assert(b->source & RP_BSRC_TRANSCRIBED);
        /* only the RC's cards name a Clique (§8.2) */
        ck_assert_int_eq(b->impulse_kind == RP_IMPULSE_CLIQUE, b->faction == RP_RC);
        /* §8.2: Impulse Regions on Coalition cards (the facts file adds KPD 12 and 16) */
        if (b->impulse_kind == RP_IMPULSE_REGION)
            ck_assert(b->faction == RP_COALITION || n == 12 || n == 16);
    }
}
END_TEST

START_TEST(s8_2_summary_and_reshuffle_counts)
{
    for (int f = 0; f < RP_NFACTIONS; f++) {
        int ev = 0, one = 0, re = 0;
        for (int k = 0; k < 9; k++) {
            const rp_botcard *b = BC(wm__republic_botcard_first[f] + k);
            ev += b->event == 1;
            one += b->event == 0;
            re += b->reshuffle;
        }
        ck_assert_int_eq(ev, 7);
        ck_assert_int_eq(one, 2);
        ck_assert_int_eq(re, 1);
    }
    ck_assert(BC(2)->reshuffle && BC(11)->reshuffle && BC(20)->reshuffle && BC(29)->reshuffle);
}
END_TEST

START_TEST(s8_8_priority_lists)
{
    static const uint8_t want[RP_NFACTIONS][5] = {
        {3, RP_BA_SPECIAL, RP_BA_PLACE_INFLUENCE, RP_BA_REMOVE_INFLUENCE},
        {3, RP_BA_PLACE_INFLUENCE, RP_BA_SPECIAL, RP_BA_REMOVE_INFLUENCE},
        {3, RP_BA_PLACE_INFLUENCE, RP_BA_SPECIAL, RP_BA_REMOVE_INFLUENCE},
        {4, RP_BA_PLACE_CLIQUE, RP_BA_PLACE_INFLUENCE, RP_BA_SPECIAL, RP_BA_REMOVE_INFLUENCE},
    };
    for (int n = 1; n <= RP_NBOTCARDS; n++) {
        const rp_botcard *b = BC(n);
        ck_assert_int_eq(b->npriorities, want[b->faction][0]);
        for (int i = 0; i < b->npriorities; i++)
            ck_assert_int_eq(b->priority[i], want[b->faction][1 + i]);
    }
}
END_TEST

/* The Comprehensive Non-player Example of Play: card #5 is the
 * Coalition's, Impulse München, Event + 2 Bot Actions, Faction Order KPD,
 * RC, NSDAP. */
START_TEST(s8_example_bot_card_5)
{
    const rp_botcard *b = BC(5);
    ck_assert_int_eq(b->faction, RP_COALITION);
    ck_assert_int_eq(b->impulse_kind, RP_IMPULSE_SPACE);
    ck_assert_int_eq(b->impulse, RP_MUENCHEN);
    ck_assert_int_eq(b->event, 1);
    ck_assert_int_eq(b->order[0], RP_KPD);
    ck_assert_int_eq(b->order[1], RP_RC);
    ck_assert_int_eq(b->order[2], RP_NSDAP);
    ck_assert(b->source & RP_BSRC_ORDER_RULEBOOK);
    ck_assert(!(b->source & RP_BSRC_ORDER_RECONSTRUCTED));
}
END_TEST

/* The Faction Orders other than #5's: each a permutation of the three
 * opponents, every opponent three times in every position of a faction's
 * deck, and exactly the method written at the top of botcards.c. */
START_TEST(s8_2_faction_order_recon_position_balanced)
{
    for (int f = 0; f < RP_NFACTIONS; f++) {
        int opp[3], k = 0;
        for (int g = 0; g < RP_NFACTIONS; g++)
            if (g != f)
                opp[k++] = g;
        /* P: six permutations in lexicographic order, then three rotations */
        int P[9][3], np = 0;
        for (int a = 0; a < 3; a++)
            for (int b = 0; b < 3; b++)
                for (int c = 0; c < 3; c++)
                    if (a != b && b != c && a != c) {
                        P[np][0] = opp[a];
                        P[np][1] = opp[b];
                        P[np][2] = opp[c];
                        np++;
                    }
        for (int r = 0; r < 3; r++, np++)
            for (int j = 0; j < 3; j++)
                P[np][j] = opp[(j + r) % 3];
        ck_assert_int_eq(np, 9);
        int seen[RP_NFACTIONS][3] = {{0}};
        for (k = 0; k < 9; k++) {
            int n = wm__republic_botcard_first[f] + k;
            const rp_botcard *b = BC(n);
            for (int j = 0; j < 3; j++) {
                ck_assert_int_ne(b->order[j], f);
                ck_assert_int_eq(b->order[j], P[(k + 6) % 9][j]);
                seen[b->order[j]][j]++;
            }
            ck_assert_int_ne(b->order[0], b->order[1]);
            ck_assert_int_ne(b->order[1], b->order[2]);
            ck_assert_int_ne(b->order[0], b->order[2]);
            if (n != 5)
                ck_assert(b->source & RP_BSRC_ORDER_RECONSTRUCTED);
        }
        for (int g = 0; g < RP_NFACTIONS; g++)
            for (int j = 0; j < 3; j++)
                ck_assert_int_eq(seen[g][j], g == f ? 0 : 3);
    }
}
END_TEST

/* ================================================================== */
/* §8.8-§8.12 the Special Action tables                                   */
/* ================================================================== */

/* A table as text: "lo-hi Name: item[op op]; item[...] | ..." built from
 * the data, compared with the rulebook's table restated. */
static void table_text(int f, char *out, size_t cap)
{
    static const char *const ops[RP_NPOP_KINDS] = {
        "-", "SV", "Reform", "Progress", "LevTrack", "RemoveLev", "US", "USSR", "MCS", "Unity", "Unit",
        "Assault", "Loyalty", "-BlackEcon", "+YellowEcon", "LevMap", "StanceDie", "Flip", "Strike", "Cadre",
        "Assassinations", "-YellowProgress", "-YellowEcon", "+BlackEcon", "Reaction",
    };
    const rp_np_table *t = &wm__republic_np_special[f];
    size_t n = 0;
    out[0] = 0;
    for (int c = 0; c < t->ncategories; c++) {
        const rp_np_category *k = &t->cat[c];
        n += (size_t)snprintf(out + n, cap - n, "%s%d-%d %s:", c ? " | " : "", k->die_lo, k->die_hi, k->name);
        for (int i = 0; i < k->nitems; i++) {
            n += (size_t)snprintf(out + n, cap - n, " %s[", k->item[i].name);
            for (int s = 0; s < k->item[i].nsteps; s++)
                n += (size_t)snprintf(out + n, cap - n, "%s%s", s ? " " : "", ops[k->item[i].step[s].op]);
            n += (size_t)snprintf(out + n, cap - n, "]");
        }
    }
}

START_TEST(s8_9_to_s8_12_special_action_tables)
{
    static const char *const want[RP_NFACTIONS] = {
        "1-2 Reform Actions: Place Sudden Victory Marker[SV] Place Reform[Reform] Advance Progress[Progress] "
        "Place Leverage & Remove Leverage[LevTrack RemoveLev] Increase Deals[US] | "
        "3-3 Political Actions: Move Middle Class Sympathies & Increase Unity[MCS Unity] | "
        "4-4 Military Actions: Place Unit & Assault[Unit Assault] Increase Deals[USSR] | "
        "5-6 Economic Actions: Remove Leverage & Place Leverage on a Track[-BlackEcon +YellowEcon] "
        "Place Leverage on the Map[LevMap] Increase Deals[US]",
        "1-1 Military Actions: Place Unit & Assault[Unit Assault] | 2-2 Stance Actions: Change Stance[StanceDie] | "
        "3-4 Strike Actions: Flip Strike[Flip] Place Strike[Strike] | 5-5 Cadre Actions: Place Cadre[Cadre] | "
        "6-6 Political Actions: Move Middle Class Sympathies[MCS]",
        "1-1 Military Actions: Place Unit & Assault[Unit Assault] | 2-2 Stance Actions: Change Stance[StanceDie] | "
        "3-4 Assassination Actions: Place Assassinations[Assassinations] | 5-5 Cadre Actions: Place Cadre[Cadre] | "
        "6-6 Political Actions: Move Middle Class Sympathies[MCS]",
        "1-1 Military Actions: Place Unit or Test Coalition Loyalty & Assault[Unit Loyalty Assault] | "
        "2-2 Cultural Leverage Actions: Place Leverage & Remove Leverage[LevTrack -YellowProgress] | "
        "3-3 Economic Leverage Actions: Remove Leverage & Place Leverage[-YellowEcon +BlackEcon] | "
        "4-4 Political Actions: Move Middle Class Sympathies[MCS] | "
        "5-6 Agitation Actions: Advance Reaction[Reaction] Place Assassinations[Assassinations]",
    };
    char got[1200];
    for (int f = 0; f < RP_NFACTIONS; f++) {
        table_text(f, got, sizeof got);
        ck_assert_msg(strcmp(got, want[f]) == 0, "faction %d:\n%s\nwant\n%s", f, got, want[f]);
    }
}
END_TEST

/* The "Only if" and selection instructions of the items. */
START_TEST(s8_9_to_s8_12_item_conditions)
{
    const rp_np_table *co = &wm__republic_np_special[RP_COALITION];
    ck_assert_uint_eq(co->cat[0].item[0].cond, RP_NPC_GT_OR_DECLINE | RP_NPC_SV_REQUIREMENTS);
    ck_assert(co->cat[0].item[1].step[0].cond & RP_NPC_NO_REFORM_THERE);
    ck_assert(co->cat[1].item[0].step[0].cond & RP_NPC_OWN_MAT_FIRST);
    ck_assert(co->cat[2].item[0].step[1].cond & RP_NPC_FACTION_ORDER);
    ck_assert(co->cat[3].item[0].cond & RP_NPC_ECON_TROUBLE);
    ck_assert(co->cat[3].item[0].step[0].cond & RP_NPC_MARKER_SIDE_FIRST);
    ck_assert(co->cat[3].item[0].step[1].cond & RP_NPC_MARKER_SIDE_FIRST);
    ck_assert(co->cat[3].item[1].step[0].cond & RP_NPC_STRIKE_SPACE_FIRST);
    for (int f = RP_KPD; f <= RP_NSDAP; f++) {
        const rp_np_table *t = &wm__republic_np_special[f];
        ck_assert(t->cat[0].item[0].step[1].cond & RP_NPC_FACTION_ORDER);
        ck_assert(t->cat[1].item[0].cond & RP_NPC_STANCE_USED);
    }
    ck_assert(wm__republic_np_special[RP_KPD].cat[2].item[0].cond & RP_NPC_GENERAL_STRIKE);
    ck_assert(wm__republic_np_special[RP_NSDAP].cat[2].item[0].step[0].cond & RP_NPC_NO_ASS_THERE);
    const rp_np_table *rc = &wm__republic_np_special[RP_RC];
    ck_assert_uint_eq(rc->cat[0].item[0].step[1].cond, RP_NPC_NO_RC_FREIKORPS | RP_NPC_ROGUE_SPACE_FIRST);
    ck_assert(rc->cat[0].item[0].step[2].cond & RP_NPC_FACTION_ORDER);
    ck_assert(rc->cat[2].item[0].step[1].cond & RP_NPC_CRISIS_HYPER);
    ck_assert(rc->cat[4].item[1].step[0].cond & RP_NPC_NO_ASS_THERE);
}
END_TEST

/* Every die roll selects exactly one category; out-of-range input is refused. */
START_TEST(s8_8_die_selects_category)
{
    static const int want[RP_NFACTIONS][7] = {
        {-1, 0, 0, 1, 2, 3, 3},
        {-1, 0, 1, 2, 2, 3, 4},
        {-1, 0, 1, 2, 2, 3, 4},
        {-1, 0, 1, 2, 3, 4, 4},
    };
    for (int f = 0; f < RP_NFACTIONS; f++)
        for (int d = 0; d <= 6; d++)
            ck_assert_int_eq(wm__republic_np_category(f, d), want[f][d]);
    ck_assert_int_eq(wm__republic_np_category(0, 7), -1);
    ck_assert_int_eq(wm__republic_np_category(-1, 3), -1);
    ck_assert_int_eq(wm__republic_np_category(4, 3), -1);
}
END_TEST

/* §8.8 "move on to the next listed category in order (loop back from 6 to 1)". */
START_TEST(s8_8_fall_through_loops_6_to_1)
{
    for (int f = 0; f < RP_NFACTIONS; f++) {
        int n = wm__republic_np_special[f].ncategories;
        int c = wm__republic_np_category(f, 6);
        ck_assert_int_eq(c, n - 1);
        ck_assert_int_eq(wm__republic_np_next_category(f, c), wm__republic_np_category(f, 1));
        /* from any start every category is tried once */
        for (int start = 0; start < n; start++) {
            unsigned seen = 0;
            c = start;
            for (int i = 0; i < n; i++) {
                seen |= 1u << c;
                c = wm__republic_np_next_category(f, c);
            }
            ck_assert_int_eq(c, start);
            ck_assert_uint_eq(seen, (1u << n) - 1u);
        }
        ck_assert_int_eq(wm__republic_np_next_category(f, n), -1);
        ck_assert_int_eq(wm__republic_np_next_category(f, -1), -1);
    }
}
END_TEST

/* ================================================================== */
/* §8.6 the Order of Operations lists                                     */
/* ================================================================== */

START_TEST(s8_6_section_1_option_lists)
{
    static const uint8_t want[RP_NFACTIONS][RP_NP_MAX_OPTIONS + 1] = {
        {RP_NPO_REMOVE_OPPOSING, RP_NPO_PLACE_OWN, RP_NPO_GAIN_PC, RP_NPO_PROGRESS_UP, RP_NPO_REACTION_DOWN,
         RP_NPO_UNITY_RIGHT, RP_NPO_ECON_STABLE, RP_NPO_MOVE_MCS, RP_NPO_PLACE_YELLOW, RP_NPO_REMOVE_BLACK,
         RP_NPO_KINDS},
        {RP_NPO_REMOVE_OPPOSING, RP_NPO_PLACE_OWN, RP_NPO_GAIN_PC, RP_NPO_PROGRESS_DOWN, RP_NPO_REACTION_DOWN,
         RP_NPO_ECON_MASS, RP_NPO_MOVE_MCS, RP_NPO_KINDS},
        {RP_NPO_REMOVE_OPPOSING, RP_NPO_MOVE_MCS, RP_NPO_PLACE_OWN, RP_NPO_GAIN_PC, RP_NPO_REACTION_UP,
         RP_NPO_PROGRESS_DOWN, RP_NPO_ECON_MASS, RP_NPO_KINDS},
        {RP_NPO_REMOVE_OPPOSING, RP_NPO_MOVE_MCS, RP_NPO_GAIN_PC, RP_NPO_PLACE_OWN, RP_NPO_REACTION_UP,
         RP_NPO_PROGRESS_DOWN_UNLESS_REACTION_ABOVE, RP_NPO_ECON_HYPER, RP_NPO_PLACE_BLACK, RP_NPO_REMOVE_YELLOW,
         RP_NPO_KINDS},
    };
    static const int len[RP_NFACTIONS] = {10, 7, 7, 9};
    for (int f = 0; f < RP_NFACTIONS; f++) {
        int i = 0;
        for (; i <= RP_NP_MAX_OPTIONS && wm__republic_np_options[f][i] != RP_NPO_KINDS; i++)
            ck_assert_int_eq(wm__republic_np_options[f][i], want[f][i]);
        ck_assert_int_eq(i, len[f]);
    }
}
END_TEST

START_TEST(s8_6_section_3_piece_order_and_step_d_tracks)
{
    for (int i = 0; i < RP_NPP_KINDS; i++)
        ck_assert_int_eq(wm__republic_np_piece_order[i], i); /* Reform ... Influence cube */
    ck_assert_int_eq(wm__republic_np_piece_order[0], RP_NPP_REFORM);
    ck_assert_int_eq(wm__republic_np_piece_order[8], RP_NPP_UNIT);
    ck_assert_int_eq(wm__republic_np_piece_order[9], RP_NPP_CUBE);
    static const uint8_t d[RP_NPT_KINDS] = {RP_NPT_FACTION_MAT, RP_NPT_PROGRESS_REACTION, RP_NPT_ECONOMY,
                                            RP_NPT_US_DEALS, RP_NPT_USSR_DEALS, RP_NPT_MAP};
    for (int i = 0; i < RP_NPT_KINDS; i++)
        ck_assert_int_eq(wm__republic_np_track_order[i], d[i]);
}
END_TEST


/* ================================================================== */
/* §8.4 Clique identity                                                   */
/* ================================================================== */

static rp_state *ST(wm_game *g)
{
    return (rp_state *)(void *)g->state;
}

/* No card in any hand: no Event, Article 48 or Election card of a hand
 * comes into an arranged turn. */
static void empty_hands(rp_state *st)
{
    for (int f = 0; f < NF; f++)
        memset(st->hand[f], 0, sizeof st->hand[f]);
}

/* Nobody holds a Parliamentary Control card (§5.10), so no §8.7 card play. */
static void no_pc_cards(rp_state *st)
{
    for (int u = 0; u < RP_NPC; u++)
        st->pc_holder[u] = RP_NOBODY;
}

/* The Clique tests raise Progress and Reaction to 5 with rpt_set_levels
 * (§5.7): its black Leverage comes off the RC mat first, so the mat's
 * Clique box 2 is Available too. */

START_TEST(s8_4_clique_letters_per_scenario)
{
    for (int sc = 1; sc < RP_NSCENARIOS; sc++) {
        wm_game *g = rpt_game_seed(sc, 7);
        const rp_state *st = ST(g);
        ck_assert_int_eq(st->cq_loc[RP_CLIQUE_A], RP_BAYERN);
        ck_assert_int_eq(wm__republic_clique_space(st, RP_CLIQUE_A), RP_BAYERN);
        if (sc == RP_SC_NEW_HOPE || sc == RP_SC_BLACK_SUN) {
            ck_assert_int_eq(st->cq_loc[RP_CLIQUE_B], RP_OSTPREUSSEN);
            ck_assert_int_eq(wm__republic_clique_space(st, RP_CLIQUE_B), RP_OSTPREUSSEN);
        } else {
            ck_assert_int_eq(st->cq_loc[RP_CLIQUE_B], CQ_MAT + 1); /* RC mat box 2 */
            ck_assert_int_eq(wm__republic_clique_space(st, RP_CLIQUE_B), -1);
        }
        ck_assert_int_eq(st->cq_loc[RP_CLIQUE_C], CQ_REACTION);
        ck_assert_int_eq(wm__republic_clique_space(st, RP_CLIQUE_C), -1);
        ck_assert_int_eq(wm__republic_clique_space(st, 3), -1);
        ck_assert_int_eq(wm__republic_clique_space(st, -1), -1);
        ck_assert_int_eq(wm_check(g), WM_OK);
        wm_free(g);
    }
}
END_TEST

/* The letters follow the blocks: placed from the box the seat chooses,
 * back to the box it chooses, out again from wherever it went. */
START_TEST(s8_4_clique_letters_follow_the_blocks)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state *st = ST(g);
    rpt_set_levels(st, 5, 5);
    ck_assert(wm__republic_clique_avail(st));
    ck_assert_int_eq(wm__republic_check_state(st), WM_OK);

    /* from the Reaction track: Clique C */
    wm__republic_place_clique(st, RP_POMMERN);
    ck_assert_int_eq(st->bx_n, 1); /* two boxes: the seat chooses */
    ck_assert_int_eq(st->cq_n, 1);
    ck_assert_int_eq(wm__republic_clique_space(st, RP_CLIQUE_C), -1); /* not yet */
    wm__republic_box_answer(st, BOX_REACTION);
    ck_assert_int_eq(wm__republic_clique_space(st, RP_CLIQUE_C), RP_POMMERN);
    ck_assert_int_eq(st->cq_loc[RP_CLIQUE_B], CQ_MAT + 1);
    ck_assert_int_eq(st->cq_n, 0);
    ck_assert_int_eq(wm__republic_check_state(st), WM_OK);

    /* back to the RC mat: the highest-numbered empty Clique box is box 1 */
    wm__republic_remove_clique(st, RP_POMMERN);
    ck_assert_int_eq(st->cq_loc[RP_CLIQUE_C], CQ_TRANSIT);
    ck_assert_int_eq(st->bx_n, 1);
    wm__republic_box_answer(st, BOX_RC);
    ck_assert_int_eq(st->cq_loc[RP_CLIQUE_C], CQ_MAT + 0);
    ck_assert_int_eq(st->clique[RP_POMMERN], 0);
    ck_assert_int_eq(wm__republic_check_state(st), WM_OK);

    /* the Reaction box is empty now: the mat's lowest Available box gives
     * its Clique, and that block's letter goes to the map */
    uint8_t before = st->rc_below;
    wm__republic_place_clique(st, RP_BRANDENBURG);
    ck_assert_int_eq(st->bx_n, 0);
    int box = __builtin_ctz((unsigned)(before ^ st->rc_below));
    int letter = box == 0 ? RP_CLIQUE_C : RP_CLIQUE_B;
    ck_assert_int_eq(wm__republic_clique_space(st, letter), RP_BRANDENBURG);
    ck_assert_int_eq(wm__republic_clique_space(st, RP_CLIQUE_A), RP_BAYERN);
    ck_assert_int_eq(wm__republic_check_state(st), WM_OK);

    /* Bayern's Clique is A; a second Clique there, then one removed: the
     * latest letter goes (the reading of doc/rules-republic.md) */
    wm__republic_remove_clique(st, RP_BRANDENBURG);
    wm__republic_box_flush(st);
    wm__republic_place_clique(st, RP_BAYERN);
    wm__republic_box_flush(st);
    ck_assert_int_eq(st->clique[RP_BAYERN], 2);
    int second = st->cq_loc[RP_CLIQUE_B] == RP_BAYERN ? RP_CLIQUE_B : RP_CLIQUE_C;
    ck_assert_int_eq(st->cq_loc[second], RP_BAYERN);
    wm__republic_remove_clique(st, RP_BAYERN);
    wm__republic_box_flush(st);
    ck_assert_int_eq(wm__republic_clique_space(st, RP_CLIQUE_A), RP_BAYERN);
    ck_assert_int_eq(wm__republic_clique_space(st, second), -1);
    ck_assert_int_eq(wm__republic_check_state(st), WM_OK);
    wm_free(g);
}
END_TEST

/* A Clique removed again before the box it came from was chosen: the
 * block that leaves the chosen box goes straight back, with its letter. */
START_TEST(s8_4_clique_removed_before_its_box_was_chosen)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state *st = ST(g);
    rpt_set_levels(st, 5, 5);
    wm__republic_place_clique(st, RP_SACHSEN);
    wm__republic_remove_clique(st, RP_SACHSEN);
    ck_assert_int_eq(st->cq_n, 2);
    ck_assert_int_eq(st->cq_q[0], CQ_BACK);
    ck_assert_int_eq(st->cq_q[1], CQ_FROM_BACK);
    ck_assert_int_eq(st->clique[RP_SACHSEN], 0);
    wm__republic_box_answer(st, BOX_RC); /* the take: Clique B leaves the mat */
    ck_assert_int_eq(st->cq_loc[RP_CLIQUE_B], CQ_TRANSIT);
    ck_assert_int_eq(st->cq_n, 1);
    ck_assert_int_eq(st->cq_q[0], CQ_RETURN | RP_CLIQUE_B);
    /* the return: the Reaction box still holds C, so only the mat, whose
     * highest-numbered empty Clique box is box 2 again */
    wm__republic_box_run(st);
    ck_assert_int_eq(st->bx_n, 0);
    ck_assert_int_eq(st->cq_n, 0);
    ck_assert_int_eq(st->cq_loc[RP_CLIQUE_B], CQ_MAT + 1);
    ck_assert_int_eq(st->cq_loc[RP_CLIQUE_C], CQ_REACTION);
    ck_assert_int_eq(st->cq_loc[RP_CLIQUE_A], RP_BAYERN);
    ck_assert_int_eq(wm__republic_check_state(st), WM_OK);
    wm_free(g);
}
END_TEST

/* The checker holds the letters to the counts. */
START_TEST(s8_4_checker_refuses_wrong_letters)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state *st = ST(g);
    rp_state keep = *st;
    ck_assert_int_eq(wm__republic_check_state(st), WM_OK);
    st->cq_loc[RP_CLIQUE_A] = RP_BERLIN; /* Berlin holds no Clique */
    ck_assert_int_eq(wm__republic_check_state(st), WM_ECORRUPT);
    *st = keep;
    st->cq_loc[RP_CLIQUE_B] = CQ_REACTION; /* two on the one Reaction box */
    ck_assert_int_eq(wm__republic_check_state(st), WM_ECORRUPT);
    *st = keep;
    st->cq_loc[RP_CLIQUE_B] = CQ_MAT + 2; /* RC mat box 3 holds no Clique */
    ck_assert_int_eq(wm__republic_check_state(st), WM_ECORRUPT);
    *st = keep;
    st->cq_loc[RP_CLIQUE_B] = CQ_TRANSIT; /* on its way back with nothing queued */
    ck_assert_int_eq(wm__republic_check_state(st), WM_ECORRUPT);
    *st = keep;
    st->cq_n = 1; /* a payload without a queued operation */
    st->cq_q[0] = RP_POMMERN;
    ck_assert_int_eq(wm__republic_check_state(st), WM_ECORRUPT);
    *st = keep;
    st->cq_q[3] = 1; /* scratch beyond the queue */
    ck_assert_int_eq(wm__republic_check_state(st), WM_ECORRUPT);
    *st = keep;
    ck_assert_int_eq(wm__republic_check_state(st), WM_OK);
    wm_free(g);
}
END_TEST

/* Through the public API: the RC places a Clique choosing its box, the
 * game is saved and loaded, the letter is where it went. */
START_TEST(s8_4_clique_letter_through_a_move_and_a_save)
{
    static const char *const names[4] = {"faction Coalition", "faction KPD", "faction NSDAP", "faction RC"};
    wm_game *g = rpt_game_seed(RP_SC_FATE, 1933);
    rp_state *st = ST(g);
    tu_play(g, names[RP_RC]);
    tu_play(g, names[RP_COALITION]);
    tu_play(g, names[RP_KPD]);
    ck_assert_int_eq(wm_to_move(g), RP_RC);
    rpt_set_levels(st, 5, 5);
    wm__republic_rebase((rp_game *)(void *)g->state);
    ck_assert_int_eq(wm_check(g), WM_OK);
    tu_playv(g, "action Place Clique", "space PosenWestpreussen", NULL);
    tu_expect_legal(g, "box RC mat|box Reaction track");
    tu_play(g, "box RC mat");
    ck_assert_int_eq(wm__republic_clique_space(st, RP_CLIQUE_B), RP_POSEN_WESTPREUSSEN);
    ck_assert_int_eq(st->cq_loc[RP_CLIQUE_C], CQ_REACTION);
    ck_assert_int_eq(wm_check(g), WM_OK);
    size_t len = 0;
    unsigned char *buf = tu_save(g, &len);
    wm_game *h = NULL;
    ck_assert_int_eq(wm_load(buf, len, &h), WM_OK);
    ck_assert_int_eq(wm__republic_clique_space(ST(h), RP_CLIQUE_B), RP_POSEN_WESTPREUSSEN);
    ck_assert_uint_eq(wm_hash(h), wm_hash(g));
    free(buf);
    wm_free(h);
    wm_free(g);
}
END_TEST


/* Seeded random games (external dice and not): the letters are checked
 * against the counts after every move, and the games do move Cliques
 * (placed, returned, placed again) so the check is not vacuous. */
START_TEST(s8_4_clique_letters_in_seeded_games)
{
    int moved = 0, back = 0;
    for (int sc = 1; sc < RP_NSCENARIOS; sc++)
        for (uint64_t seed = 1; seed <= 20; seed++) {
            wm_options o;
            wm_options_init(&o);
            o.scenario = sc;
            o.flags = seed & 1 ? WM_OPT_EXTERNAL_DICE : 0;
            o.seed = seed * 7919u + (uint64_t)sc;
            wm_game *g = NULL;
            ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_OK);
            tu_rng r;
            tu_rng_seed(&r, o.seed);
            uint8_t was[RP_CLIQUE_COUNT];
            memcpy(was, ST(g)->cq_loc, sizeof was);
            for (int n = 0; n < 4000 && !wm_is_over(g); n++) {
                tu_random_move(g, &r);
                const rp_state *st = ST(g);
                TU_REQUIRE(wm__republic_check_state(st) == WM_OK, "scenario %d seed %d move %d", sc, (int)seed, n);
                for (int l = 0; l < RP_CLIQUE_COUNT; l++)
                    if (st->cq_loc[l] != was[l]) {
                        moved += st->cq_loc[l] < NSP;
                        back += was[l] < NSP && st->cq_loc[l] >= NSP;
                        was[l] = st->cq_loc[l];
                    }
            }
            ck_assert(wm_is_over(g));
            wm_free(g);
        }
    ck_assert_int_gt(moved, 0);
    ck_assert_int_gt(back, 0);
}
END_TEST


/* ================================================================== */
/* §8.2 Impulse, §8.6 Section 4 selection guidelines (bots.c)             */
/* ================================================================== */

#define SB(s) RP_SPACE_BIT(s)

START_TEST(s8_2_impulse_space_region_and_rc_clique)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state *st = ST(g);
    ck_assert_uint_eq(wm__republic_np_impulse(st, 5), SB(RP_MUENCHEN));
    ck_assert_uint_eq(wm__republic_np_impulse(st, 1), SB(RP_BERLIN));
    ck_assert_uint_eq(wm__republic_np_impulse(st, 3), wm__republic_region_mask[RP_NORTHERN_STATES]);
    ck_assert_uint_eq(wm__republic_np_impulse(st, 9), wm__republic_region_mask[RP_PREUSSEN]);
    ck_assert_uint_eq(wm__republic_np_impulse(st, 16), wm__republic_region_mask[RP_SOUTHERN_STATES]);
    /* RC: the lettered Clique's space; off the map: Berlin */
    ck_assert_uint_eq(wm__republic_np_impulse(st, 28), SB(RP_BAYERN)); /* A */
    ck_assert_uint_eq(wm__republic_np_impulse(st, 32), SB(RP_BERLIN)); /* B on the RC mat */
    ck_assert_uint_eq(wm__republic_np_impulse(st, 31), SB(RP_BERLIN)); /* C on the Reaction track */
    rpt_set_levels(st, 5, 5);
    wm__republic_place_clique(st, RP_POMMERN);
    wm__republic_box_answer(st, BOX_REACTION); /* C */
    ck_assert_uint_eq(wm__republic_np_impulse(st, 31), SB(RP_POMMERN));
    ck_assert_uint_eq(wm__republic_np_impulse(st, 35), SB(RP_POMMERN));
    ck_assert_uint_eq(wm__republic_np_impulse(st, 0), 0);
    ck_assert_uint_eq(wm__republic_np_impulse(st, 37), 0);
    wm_free(g);
    g = rpt_game_seed(RP_SC_NEW_HOPE, 7);
    ck_assert_uint_eq(wm__republic_np_impulse(ST(g), 33), SB(RP_OSTPREUSSEN)); /* B */
    wm_free(g);
}
END_TEST

/* The Comprehensive Example's #120 Osthilfe spaces, arranged so that one
 * Coalition cube gains Dominance in Pommern and Ostpreussen only (§8.6
 * Step B); returns the five spaces. */
static uint32_t osthilfe_spaces(rp_state *st)
{
    static const int five[5] = {RP_OSTPREUSSEN, RP_POSEN_WESTPREUSSEN, RP_POMMERN, RP_NIEDERSCHLESIEN,
                                RP_OBERSCHLESIEN};
    uint32_t spaces = 0;
    for (int i = 0; i < 5; i++) {
        spaces |= SB(five[i]);
        for (int f = 0; f < NF; f++)
            st->cubes[five[i]][f] = 0;
    }
    st->cubes[RP_POMMERN][RP_COALITION] = 1; /* 1-1: one more gains it */
    st->cubes[RP_POMMERN][RP_RC] = 1;
    st->cubes[RP_POSEN_WESTPREUSSEN][RP_RC] = 2; /* 1 against 2: no */
    st->cubes[RP_NIEDERSCHLESIEN][RP_KPD] = 3;
    st->cubes[RP_OBERSCHLESIEN][RP_COALITION] = 2; /* already the Coalition's */
    st->cubes[RP_OBERSCHLESIEN][RP_KPD] = 1;
    /* Ostpreussen empty: one cube gains it */
    return spaces;
}

/* #120 Osthilfe's five spaces (with a Coalition cube against the KPD's 3
 * in Niederschlesien too): Step B keeps Pommern and Ostpreussen, Step E
 * takes Pommern, 4 from München against 5. */
START_TEST(s8_6_step_b_and_e_example_osthilfe_pommern)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    uint32_t eligible = osthilfe_spaces(&st);
    st.cubes[RP_NIEDERSCHLESIEN][RP_COALITION] = 1; /* one more: 2 against 3, no */
    uint32_t b = wm__republic_np_step_b(&st, RP_COALITION, RP_COALITION, 1, eligible);
    ck_assert_uint_eq(b, SB(RP_POMMERN) | SB(RP_OSTPREUSSEN));
    ck_assert_int_eq(wm__republic_dist[RP_MUENCHEN][RP_POMMERN], 4);
    ck_assert_int_eq(wm__republic_dist[RP_MUENCHEN][RP_OSTPREUSSEN], 5);
    ck_assert_uint_eq(wm__republic_np_step_e(&st, 5, b), SB(RP_POMMERN));
    wm_free(g);
}
END_TEST

/* Step B's second guideline, removal, and the Population cap. */
START_TEST(s8_6_step_b_remove_dominance_and_limits)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    for (int s = 0; s < NSP; s++)
        for (int f = 0; f < NF; f++)
            st.cubes[s][f] = 0;
    st.cubes[RP_SACHSEN][RP_NSDAP] = 2; /* KPD places 1: 1 against 2, no gain; not unseated */
    st.cubes[RP_HESSEN][RP_NSDAP] = 1;  /* KPD places 1: tie, NSDAP's Dominance removed */
    uint32_t el = SB(RP_SACHSEN) | SB(RP_HESSEN);
    ck_assert_uint_eq(wm__republic_np_step_b(&st, RP_KPD, RP_KPD, 1, el), SB(RP_HESSEN));
    /* placing 2 gains Hessen outright and ties Sachsen: gain first */
    ck_assert_uint_eq(wm__republic_np_step_b(&st, RP_KPD, RP_KPD, 2, el), SB(RP_HESSEN));
    /* neither guideline applies: every eligible space stays for Step E */
    st.cubes[RP_HESSEN][RP_NSDAP] = 4;
    ck_assert_uint_eq(wm__republic_np_step_b(&st, RP_KPD, RP_KPD, 1, el), el);
    /* removing opposing cubes: gain for the active faction first */
    st.cubes[RP_BADEN][RP_KPD] = 1;
    st.cubes[RP_BADEN][RP_RC] = 1;
    st.cubes[RP_HESSEN][RP_NSDAP] = 1;
    el = SB(RP_BADEN) | SB(RP_HESSEN) | SB(RP_SACHSEN);
    ck_assert_uint_eq(wm__republic_np_step_b(&st, RP_KPD, RP_RC, -1, el), SB(RP_BADEN));
    ck_assert_uint_eq(wm__republic_np_step_b(&st, RP_KPD, RP_NSDAP, -1, el), SB(RP_HESSEN));
    /* a full space takes no cube: no gain there */
    int pop = wm__republic_spaces[RP_WALDECK_LIPPE].population;
    st.cubes[RP_WALDECK_LIPPE][RP_RC] = (uint8_t)pop;
    st.cubes[RP_MECKLENBURG][RP_RC] = 0;
    el = SB(RP_WALDECK_LIPPE) | SB(RP_MECKLENBURG);
    ck_assert_uint_eq(wm__republic_np_step_b(&st, RP_KPD, RP_KPD, 1, el), SB(RP_MECKLENBURG));
    ck_assert_uint_eq(wm__republic_np_step_b(&st, RP_KPD, RP_KPD, 1, 0), 0);
    ck_assert_uint_eq(wm__republic_np_step_b(&st, 9, RP_KPD, 1, el), el);
    wm_free(g);
}
END_TEST

/* Step E over every pair and triple of spaces, for every card, against a
 * restatement of the guideline (distance to the nearest Impulse space,
 * then PV, then Population; what is left is the random pick). */
START_TEST(s8_6_step_e_guidelines_in_order)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    const rp_state *st = ST(g);
    int pv_decided = 0, pop_decided = 0, random_left = 0;
    for (int card = 1; card <= RP_NBOTCARDS; card++) {
        uint32_t imp = wm__republic_np_impulse(st, card);
        for (int a = 0; a < NSP; a++)
            for (int b = a + 1; b < NSP; b++) {
                uint32_t el = SB(a) | SB(b);
                int da = 99, db = 99;
                for (int t = 0; t < NSP; t++)
                    if (imp & SB(t)) {
                        da = wm__republic_dist[a][t] < da ? wm__republic_dist[a][t] : da;
                        db = wm__republic_dist[b][t] < db ? wm__republic_dist[b][t] : db;
                    }
                const rp_space_info *A = &wm__republic_spaces[a], *B = &wm__republic_spaces[b];
                uint32_t want;
                if (da != db)
                    want = da < db ? SB(a) : SB(b);
                else if (A->pv != B->pv) {
                    want = A->pv > B->pv ? SB(a) : SB(b);
                    pv_decided++;
                } else if (A->population != B->population) {
                    want = A->population > B->population ? SB(a) : SB(b);
                    pop_decided++;
                } else {
                    want = el;
                    random_left++;
                }
                ck_assert_uint_eq(wm__republic_np_step_e(st, card, el), want);
            }
    }
    ck_assert_int_gt(pv_decided, 0);
    ck_assert_int_gt(pop_decided, 0);
    ck_assert_int_gt(random_left, 0);
    ck_assert_uint_eq(wm__republic_np_step_e(st, 5, 0), 0);
    /* the Impulse space itself when eligible */
    ck_assert_uint_eq(wm__republic_np_step_e(st, 5, SB(RP_MUENCHEN) | SB(RP_BERLIN)), SB(RP_MUENCHEN));
    /* an Impulse Region: any of its spaces counts as the Impulse */
    uint32_t north = wm__republic_region_mask[RP_NORTHERN_STATES];
    uint32_t e = wm__republic_np_step_e(st, 3, north | SB(RP_BERLIN));
    ck_assert(e && !(e & ~north));
    wm_free(g);
}
END_TEST

/* The Comprehensive Example: "The guidelines in Non-player Order of
 * Operations [8.6, Section 4, Step D] specify to select the U.S. Deals
 * track first"; and the rest of Step D's order. */
START_TEST(s8_6_step_d_example_us_deals_first)
{
    ck_assert_int_eq(wm__republic_np_step_d(5, (1u << BOX_US) | (1u << BOX_USSR)), BOX_US);
    /* card #5's Faction Order KPD, RC, NSDAP: opposing mats in that order */
    ck_assert_int_eq(wm__republic_np_step_d(5, (1u << BOX_RC) | (1u << BOX_KPD)), BOX_KPD);
    ck_assert_int_eq(wm__republic_np_step_d(5, (1u << BOX_RC) | (1u << BOX_NSDAP)), BOX_RC);
    /* mats, then Progress/Reaction, then the Economy, then the Deals */
    ck_assert_int_eq(wm__republic_np_step_d(5, (1u << BOX_NSDAP) | (1u << BOX_REACTION)), BOX_NSDAP);
    ck_assert_int_eq(wm__republic_np_step_d(5, (1u << BOX_REACTION) | (1u << BOX_HYPER)), BOX_REACTION);
    ck_assert_int_eq(wm__republic_np_step_d(5, (1u << BOX_PAWNS) | (1u << BOX_MASS)), BOX_PAWNS);
    ck_assert_int_eq(wm__republic_np_step_d(5, (1u << BOX_MASS) | (1u << BOX_USSR)), BOX_MASS);
    /* the faction's own mat after the opposing ones (RC card #28) */
    ck_assert_int_eq(wm__republic_np_step_d(28, (1u << BOX_RC) | (1u << BOX_KPD)), BOX_KPD);
    ck_assert_int_eq(wm__republic_np_step_d(28, (1u << BOX_RC) | (1u << BOX_REACTION)), BOX_RC);
    ck_assert_int_eq(wm__republic_np_step_d(5, 0), -1);
    ck_assert_int_eq(wm__republic_np_step_d(0, 1u << BOX_US), -1);
}
END_TEST


/* The Comprehensive Example's Pommern: a loyal and an unrevealed Coalition
 * Freikorps, two Rogue Freikorps, an SA; the Coalition controls the
 * Prussian Provinces and a yellow Leverage is there; Progress 1, Reaction 2. */
static void example_pommern(rp_state *st)
{
    for (int s = 0; s < NSP; s++)
        st->rw[s] = st->mil[s] = st->sa[s] = 0;
    for (int i = 0; i < NFK; i++)
        if (st->fk_loc[i] < NSP)
            st->fk_loc[i] = FK_OUT;
    int k = 0;
    static const uint8_t want[4] = {FK_LOYAL, FK_UNREVEALED, FK_ROGUE, FK_ROGUE};
    for (int i = 0; i < NFK && k < 4; i++) {
        st->fk_loc[i] = RP_POMMERN;
        st->fk_st[i] = want[k];
        st->fk_rogue[i] = want[k] != FK_LOYAL; /* the unrevealed one is Rogue */
        k++;
    }
    ck_assert_int_eq(k, 4);
    st->sa[RP_POMMERN] = 1;
    no_pc_cards(st);
    st->pc_holder[RP_PC_PREUSSEN] = RP_COALITION;
    st->lev[RP_POMMERN][0] = 1;
    st->lev[RP_POMMERN][1] = 0;
    st->strike[RP_POMMERN] = 0;
    st->cadre[RP_POMMERN] = 0;
    st->prog = 1;
    st->react = 2;
    for (int w = 0; w < CW; w++)
        st->linger[w] = 0;
}

/* "The only space where this is possible is Pommern. NP Coalition places
 * the Reichswehr unit ... in Pommern and gains Supremacy there." */
START_TEST(s8_6_step_c_example_reichswehr_to_pommern)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    example_pommern(&st);
    st.mil[RP_SACHSEN] = 4; /* KPD SV 4: a Reichswehr (3) neither gains nor removes */
    st.sa[RP_BADEN] = 3;    /* NSDAP SV 3: a Reichswehr ties it, removing it (guideline 2) */
    uint32_t el = SB(RP_POMMERN) | SB(RP_SACHSEN) | SB(RP_BERLIN) | SB(RP_BADEN);
    ck_assert_int_eq(wm__republic_supreme(&st, RP_POMMERN), -1); /* 4 against 4 */
    ck_assert_uint_eq(wm__republic_np_step_c(&st, RP_COALITION, 3, el), SB(RP_POMMERN));
    /* without Pommern: remove an opposing Supremacy (Baden) */
    el &= ~SB(RP_POMMERN);
    ck_assert_uint_eq(wm__republic_np_step_c(&st, RP_COALITION, 3, el), SB(RP_BADEN));
    /* then gain Supremacy where no opposing units are */
    el &= ~SB(RP_BADEN);
    ck_assert_uint_eq(wm__republic_np_step_c(&st, RP_COALITION, 3, el), SB(RP_BERLIN));
    /* none applies: all stay */
    ck_assert_uint_eq(wm__republic_np_step_c(&st, RP_COALITION, 3, SB(RP_SACHSEN)), SB(RP_SACHSEN));
    ck_assert_uint_eq(wm__republic_np_step_c(&st, RP_COALITION, 0, el), el);
    wm_free(g);
}
END_TEST

/* "NP Coalition's Potential Assault Strength is +2 for the loyal
 * Freikorps, +2 for having Parliamentary Control in the Prussian
 * Provinces, and +1 for the yellow Leverage = 5. RC's Potential Assault
 * Strength is +2 for each Rogue Freikorps = 4." */
START_TEST(s8_1_potential_assault_strength_example)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    example_pommern(&st);
    st.rw[RP_POMMERN] = 1; /* the Reichswehr just placed */
    int rc = -1;
    ck_assert_int_eq(wm__republic_np_pas(&st, RP_COALITION, RP_RC, RP_POMMERN, &rc), 5);
    ck_assert_int_eq(rc, 4);
    /* the RC's view of the same Assault is the same pair */
    int co = -1;
    ck_assert_int_eq(wm__republic_np_pas(&st, RP_RC, RP_COALITION, RP_POMMERN, &co), 4);
    ck_assert_int_eq(co, 5);
    /* Progress not below Reaction: no failed check, every unit counts:
     * Reichswehr 3 + two Freikorps 4 + 2 + 1 */
    st.prog = 2;
    ck_assert_int_eq(wm__republic_np_pas(&st, RP_COALITION, RP_RC, RP_POMMERN, &rc), 10);
    /* against the NSDAP there is no Loyalty Check: all Coalition units;
     * the SA 1 */
    st.prog = 1;
    int ns = -1;
    ck_assert_int_eq(wm__republic_np_pas(&st, RP_COALITION, RP_NSDAP, RP_POMMERN, &ns), 10);
    ck_assert_int_eq(ns, 1);
    /* the pure function leaves the state as it was */
    ck_assert_int_eq(st.as_space, ST(g)->as_space);
    ck_assert_int_eq(wm__republic_np_pas(&st, RP_COALITION, RP_COALITION, RP_POMMERN, &ns), 0);
    ck_assert_int_eq(ns, 0);
    wm_free(g);
}
END_TEST


/* First card id with all of `flags`, of `kind` and era `era` (0: none). */
static int find_card(int kind, uint16_t flags, int era)
{
    for (int id = 1; id <= RP_NCARDS; id++) {
        const rp_card_info *c = &wm__republic_cards[id];
        if (c->kind == kind && (c->flags & flags) == flags && c->era == era)
            return id;
    }
    return 0;
}

/* §8.7: in 1923, 1929 and 1933 the NP plays a Mandatory or Election card
 * of its stack first; an Election card not when one was played this round. */
START_TEST(s8_7_final_year_stack_check)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    int mand = find_card(RP_CARD_EVENT, RP_CF_MANDATORY, RP_ERA_GOLDEN); /* #57 */
    int elec = find_card(RP_CARD_ELECTION, 0, RP_ERA_GOLDEN);
    int plain = 0;
    for (int id = 1; id <= RP_NCARDS && !plain; id++)
        if (wm__republic_cards[id].kind == RP_CARD_EVENT && !(wm__republic_cards[id].flags & RP_CF_MANDATORY) &&
            wm__republic_cards[id].era == RP_ERA_GOLDEN)
            plain = id;
    ck_assert(mand && elec && plain);
    for (int w = 0; w < CW; w++)
        st.hand[RP_KPD][w] = 0;
    uint64_t h[CW] = {0}, out[CW];
    card_add(h, mand);
    card_add(h, elec);
    card_add(h, plain);
    memcpy(st.hand[RP_KPD], h, sizeof h);
    st.round_flags = 0;
    for (int year = 1919; year <= 1933; year++) {
        st.year = (uint8_t)(year - RP_FIRST_YEAR);
        int final = year == 1923 || year == 1929 || year == 1933;
        ck_assert_int_eq(wm__republic_np_final_year(&st), final);
        ck_assert_int_eq(wm__republic_np_forced_cards(&st, RP_KPD, out), final ? 2 : 0);
        if (final) {
            ck_assert(card_has(out, mand) && card_has(out, elec) && !card_has(out, plain));
        }
    }
    st.year = 1929 - RP_FIRST_YEAR;
    st.round_flags = RF_ELECTION; /* an Election card was played this round */
    ck_assert_int_eq(wm__republic_np_forced_cards(&st, RP_KPD, out), 1);
    ck_assert(card_has(out, mand) && !card_has(out, elec));
    card_del(st.hand[RP_KPD], mand);
    ck_assert_int_eq(wm__republic_np_forced_cards(&st, RP_KPD, out), 0); /* reshuffle, reveal the top */
    ck_assert_int_eq(wm__republic_np_forced_cards(&st, 7, out), 0);
    wm_free(g);
}
END_TEST

/* §8.4: turn order from a bot card: its Faction Order, its faction last. */
START_TEST(s8_4_turn_order_from_bot_card)
{
    uint8_t o[RP_NFACTIONS];
    ck_assert(wm__republic_np_turn_order(5, o));
    ck_assert_int_eq(o[0], RP_KPD);
    ck_assert_int_eq(o[1], RP_RC);
    ck_assert_int_eq(o[2], RP_NSDAP);
    ck_assert_int_eq(o[3], RP_COALITION);
    for (int n = 1; n <= RP_NBOTCARDS; n++) {
        ck_assert(wm__republic_np_turn_order(n, o));
        unsigned seen = 0;
        for (int i = 0; i < RP_NFACTIONS; i++)
            seen |= 1u << o[i];
        ck_assert_uint_eq(seen, 15u);
        ck_assert_int_eq(o[3], wm__republic_botcards[n].faction);
    }
    o[0] = 9;
    ck_assert(!wm__republic_np_turn_order(0, o));
    ck_assert(!wm__republic_np_turn_order(37, o));
    ck_assert_int_eq(o[0], 9);
}
END_TEST

/* §8.3: no Sudden Victory for an NP Coalition in 1919-1923. */
START_TEST(s8_3_np_coalition_no_sudden_victory_in_crisis)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    for (int year = 1919; year <= 1933; year++) {
        st.year = (uint8_t)(year - RP_FIRST_YEAR);
        ck_assert_int_eq(wm__republic_np_sudden_allowed(&st, 1u << RP_COALITION), year >= 1924);
        ck_assert_int_eq(wm__republic_np_sudden_allowed(&st, 0xEu), 1); /* a player Coalition */
    }
    wm_free(g);
}
END_TEST


/* ================================================================== */
/* §8.8 performing Special Actions: which item a die roll performs        */
/* ================================================================== */

static const rp_np_item *ITEM(int f, int c, int i)
{
    return &wm__republic_np_special[f].cat[c].item[i];
}

/* The category and item §8.8 performs from category c on, walked here
 * item by item: the first possible item of c, else of c + 1, ... */
static int walk(const rp_state *st, int f, int card, int c, int *item)
{
    const rp_np_table *t = &wm__republic_np_special[f];
    for (int k = 0; k < t->ncategories; k++, c = (c + 1) % t->ncategories)
        for (int i = 0; i < t->cat[c].nitems; i++)
            if (wm__republic_np_item_possible(st, f, card, &t->cat[c].item[i])) {
                *item = i;
                return c;
            }
    return -1;
}

/* §8.8 Example: "NP Coalition rolls a 3: Political Actions. While there is
 * a Middle Class Sympathies pawn that they can move to their faction mat,
 * Unity is already Strong and thus may not be moved. NP Coalition still
 * performs this Special Action". */
START_TEST(s8_8_example_political_with_unity_strong)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    st.unity = RP_UNITY_STRONG;
    st.pr_mcs = 0x02; /* a pawn at level 1, Progress 1: the Coalition may take it */
    st.prog = 1;
    const rp_np_item *pol = ITEM(RP_COALITION, 1, 0);
    ck_assert(wm__republic_np_step_possible(&st, RP_COALITION, 5, &pol->step[0]));  /* the pawn */
    ck_assert(!wm__republic_np_step_possible(&st, RP_COALITION, 5, &pol->step[1])); /* Unity */
    int c = -1, i = -1;
    ck_assert(wm__republic_np_special_pick(&st, RP_COALITION, 5, 3, &c, &i));
    ck_assert_int_eq(c, 1);
    ck_assert_int_eq(i, 0);
    /* neither a pawn to move nor Unity to shift: the category passes on */
    st.pr_mcs = 0;
    st.econ_mcs = 0;
    for (int f = 0; f < NF; f++)
        st.mcs_mat[f] = 0;
    ck_assert(!wm__republic_np_item_possible(&st, RP_COALITION, 5, pol));
    ck_assert(wm__republic_np_special_pick(&st, RP_COALITION, 5, 3, &c, &i));
    ck_assert_int_ne(c, 1);
    wm_free(g);
}
END_TEST

/* §8.10-§8.11: the Stance Actions are skipped where the Stance is not used
 * (the Tutorial): the next category is tried. */
START_TEST(s8_10_stance_skipped_without_stance_tracks)
{
    wm_game *g = rpt_game_seed(RP_SC_TUTORIAL, 7);
    rp_state st = *ST(g);
    ck_assert(!wm__republic_stance_used(&st));
    ck_assert(!wm__republic_np_item_possible(&st, RP_KPD, 10, ITEM(RP_KPD, 1, 0)));
    int c = -1, i = -1, wi = -1;
    ck_assert(wm__republic_np_special_pick(&st, RP_KPD, 10, 2, &c, &i));
    ck_assert_int_ne(c, 1);
    ck_assert_int_eq(c, walk(&st, RP_KPD, 10, 2, &wi));
    ck_assert_int_eq(i, wi);
    /* Flip Strike only with the General Strike marker on the Timeline */
    st.gs = 0;
    st.strike[RP_SACHSEN] = RP_STRIKE_STRIKE;
    ck_assert(wm__republic_action_has_effect(&st, RP_KPD, WM_REPUBLIC_A_FLIP_STRIKE));
    ck_assert(!wm__republic_np_item_possible(&st, RP_KPD, 10, ITEM(RP_KPD, 2, 0)));
    st.gs = 1;
    ck_assert(wm__republic_np_item_possible(&st, RP_KPD, 10, ITEM(RP_KPD, 2, 0)));
    ck_assert(wm__republic_np_special_pick(&st, RP_KPD, 10, 3, &c, &i));
    ck_assert_int_eq(c, 2);
    ck_assert_int_eq(i, 0);
    wm_free(g);
    g = rpt_game_seed(RP_SC_FATE, 7);
    ck_assert(wm__republic_stance_used(ST(g)));
    ck_assert(wm__republic_np_special_pick(ST(g), RP_KPD, 10, 2, &c, &i));
    ck_assert_int_eq(c, 1);
    wm_free(g);
}
END_TEST

/* §8.10-§8.11 Change Stance: "Roll a die and add the number of KPD
 * [NSDAP] Cadres currently on the map.  If the result is 4 or greater,
 * shift ... Stance one box to the right, towards Revolutionary.
 * Otherwise, shift it to the left, towards Democratic."  In seeded games
 * with both as Non-players (external dice), the Stance die is answered so
 * that die + Cadres is exactly 4 (right) or 3 (left), where the Stance can
 * go either way; both edges are met.  Issue 38: only the recorded games
 * guarded this. */
START_TEST(s8_10_s8_11_np_change_stance_die_plus_cadres_4)
{
    int seen[2] = {0, 0}; /* [0] a 3 shifted left, [1] a 4 shifted right */
    for (uint64_t seed = 1; seed <= 60 && !(seen[0] >= 2 && seen[1] >= 2); seed++) {
        wm_options o;
        wm_options_init(&o);
        o.scenario = RP_SC_FATE;
        o.flags = WM_OPT_EXTERNAL_DICE;
        o.bots = (1u << RP_KPD) | (1u << RP_NSDAP);
        o.seed = seed;
        wm_game *g = NULL;
        ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_OK);
        tu_rng r;
        tu_rng_seed(&r, seed);
        for (int n = 0; n < 6000 && !wm_is_over(g); n++) {
            const rp_state *st = ST(g);
            if (st->dec == D_ROLL && st->nfr > 0 && st->fr_proc[st->nfr - 1] == P_NP && STAGE(st) == N_STANCE_GOT) {
                int f = st->active, i = f == RP_KPD ? 0 : 1;
                ck_assert(f == RP_KPD || f == RP_NSDAP);
                int cadres = wm__republic_count_map(st, st->cadre, f);
                int want = 3 + (int)((seed + (uint64_t)n) & 1); /* the sum: 3 or 4 */
                int die = want - cadres, was = st->stance[i];
                if (die >= 1 && die <= 6 && was > RP_STANCE_DEMOCRATIC && was < RP_STANCE_REVOLUTIONARY) {
                    ck_assert_int_eq(wm_apply(g, (wm_move)(WM_REPUBLIC_ROLL + die - 1)), WM_OK);
                    ck_assert_msg(ST(g)->stance[i] == was + (want >= 4 ? 1 : -1),
                                  "seed %d: die %d + %d Cadres: Stance %d -> %d", (int)seed, die, cadres, was,
                                  ST(g)->stance[i]);
                    seen[want - 3]++;
                    continue;
                }
            }
            tu_random_move(g, &r);
        }
        wm_free(g);
    }
    ck_assert_msg(seen[0] >= 2 && seen[1] >= 2, "sums of 3: %d, of 4: %d", seen[0], seen[1]);
}
END_TEST

/* §8.8 "loop back from 6 to 1": an NSDAP without Cadres on the map moves
 * no pawn (Political, 6) and passes to Military (1). */
START_TEST(s8_8_fall_through_6_to_1_nsdap)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    for (int s = 0; s < NSP; s++)
        if (st.cadre[s] == RP_NSDAP)
            st.cadre[s] = 0;
    ck_assert(!wm__republic_action_has_effect(&st, RP_NSDAP, WM_REPUBLIC_A_MOVE_MCS));
    /* an SA where the NSDAP dominates Sachsen makes Place Unit possible */
    for (int f = 0; f < NF; f++)
        st.cubes[RP_SACHSEN][f] = 0;
    st.cubes[RP_SACHSEN][RP_NSDAP] = 2;
    ck_assert(wm__republic_action_spaces(&st, RP_NSDAP, WM_REPUBLIC_A_PLACE_UNIT, RP_ALL_SPACES) & SB(RP_SACHSEN));
    int c = -1, i = -1;
    ck_assert(wm__republic_np_special_pick(&st, RP_NSDAP, 19, 6, &c, &i));
    ck_assert_int_eq(c, 0);
    ck_assert_int_eq(i, 0);
    ck_assert(!wm__republic_np_special_pick(&st, RP_NSDAP, 19, 7, &c, &i));
    ck_assert(!wm__republic_np_special_pick(&st, RP_NSDAP, 0, 1, &c, &i));
    wm_free(g);
}
END_TEST

/* §8.9 Reform Actions item 1 "Only if in the Golden Twenties or Decline Era
 * and the Coalition meets the requirements for a Sudden Victory"; the
 * Economic item 1 "Only ... if the Economy marker is at least two boxes
 * away from Stable or there is at least one black Leverage marker on the
 * Economy track". */
START_TEST(s8_9_only_if_conditions)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    const rp_np_item *sv = ITEM(RP_COALITION, 0, 0);
    int n = 0;
    for (int s = 0; s < NSP && n < 4; s++)
        if (!st.reform[s]) {
            st.reform[s] = 1;
            n++;
        }
    ck_assert(wm__republic_sudden_victory(&st, RP_COALITION));
    st.sv_on = 0;
    st.year = 1921 - RP_FIRST_YEAR;
    ck_assert(!wm__republic_np_item_possible(&st, RP_COALITION, 1, sv));
    st.year = 1925 - RP_FIRST_YEAR;
    ck_assert(wm__republic_np_item_possible(&st, RP_COALITION, 1, sv));
    for (int s = 0; s < NSP; s++)
        st.reform[s] = 0;
    ck_assert(!wm__republic_np_item_possible(&st, RP_COALITION, 1, sv)); /* requirements not met */

    const rp_np_item *eco = ITEM(RP_COALITION, 3, 0);
    for (int b = 0; b < RP_ECON_LEV_BOXES; b++)
        st.econ_lev[b] = 0;
    st.econ = RP_ECON_LEFT1; /* one box from Stable, no black Leverage */
    ck_assert(!wm__republic_np_item_possible(&st, RP_COALITION, 1, eco));
    st.econ = RP_ECON_LEFT2; /* two boxes: the item may be performed if a step can */
    ck_assert_int_eq(wm__republic_np_item_possible(&st, RP_COALITION, 1, eco),
                     wm__republic_np_step_possible(&st, RP_COALITION, 1, &eco->step[1]));
    st.econ = RP_ECON_STABLE;
    st.econ_lev[0] = 2; /* black Leverage on the track: its removal is possible */
    ck_assert(wm__republic_np_item_possible(&st, RP_COALITION, 1, eco));
    wm_free(g);
}
END_TEST

/* The Comprehensive Example's Assault: "The first listed opponent on the
 * current NP Coalition bot card is KPD, but there are no spaces with both
 * Coalition and KPD units on the map. The next listed faction is RC ...
 * Pommern."  (The NSDAP's SA there is weaker still, but comes last.) */
START_TEST(s8_9_example_assault_target_rc_in_pommern)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    example_pommern(&st);
    st.rw[RP_POMMERN] = 1;
    st.assaulted = 0;
    for (int s = 0; s < NSP; s++)
        st.strike[s] = 0;
    int target = -1;
    ck_assert_uint_eq(wm__republic_np_assault_spaces(&st, RP_COALITION, 5, &target), SB(RP_POMMERN));
    ck_assert_int_eq(target, RP_RC);
    /* a card whose Faction Order puts the NSDAP before the RC */
    int nsdap_first = 0;
    for (int n = 1; n <= 9 && !nsdap_first; n++)
        if (wm__republic_botcards[n].order[0] == RP_NSDAP)
            nsdap_first = n;
    ck_assert(nsdap_first);
    ck_assert_uint_eq(wm__republic_np_assault_spaces(&st, RP_COALITION, nsdap_first, &target), SB(RP_POMMERN));
    ck_assert_int_eq(target, RP_NSDAP);
    /* RC's PAS above the Coalition's: no Assault on the RC */
    st.lev[RP_POMMERN][0] = 0;
    st.pc_holder[RP_PC_PREUSSEN] = RP_NOBODY;
    st.sa[RP_POMMERN] = 0;
    ck_assert_uint_eq(wm__republic_np_assault_spaces(&st, RP_COALITION, 5, &target), 0);
    ck_assert_int_eq(target, -1);
    wm_free(g);
}
END_TEST


/* §8.8 Place Conservative Clique, and the §8.2 Gameplay Note: "If the
 * listed Clique marker is not yet on the map, NP RC will attempt to place
 * it as its first Action." */
START_TEST(s8_8_place_clique_only_off_map_and_available)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    /* A is in Bayern: nothing to place */
    ck_assert_uint_eq(wm__republic_np_clique_spaces(&st, 28), 0);
    ck_assert(!wm__republic_np_bot_action_possible(&st, 28, RP_BA_PLACE_CLIQUE));
    ck_assert_int_ne(wm__republic_np_next_bot_action(&st, 28, 0), 0);
    /* B on RC mat box 2: Available only without Leverage above it */
    st.rc_lev = (uint8_t)(st.rc_lev | 0x02);
    ck_assert(!wm__republic_np_clique_letter_avail(&st, RP_CLIQUE_B));
    ck_assert_uint_eq(wm__republic_np_clique_spaces(&st, 32), 0);
    st.rc_lev = (uint8_t)(st.rc_lev & ~0x02);
    ck_assert(wm__republic_np_clique_letter_avail(&st, RP_CLIQUE_B));
    uint32_t m = wm__republic_np_clique_spaces(&st, 32);
    ck_assert(m != 0);
    ck_assert(!(m & SB(RP_BAYERN))); /* never a space that already holds a Clique */
    ck_assert_uint_eq(m & ~wm__republic_action_spaces(&st, RP_RC, WM_REPUBLIC_A_PLACE_CLIQUE, RP_ALL_SPACES), 0);
    ck_assert_int_eq(wm__republic_np_next_bot_action(&st, 32, 0), 0); /* its first Bot Action */
    /* C on the Reaction track: Available from Reaction 5 */
    st.react = 4;
    ck_assert(!wm__republic_np_clique_letter_avail(&st, RP_CLIQUE_C));
    ck_assert_uint_eq(wm__republic_np_clique_spaces(&st, 31), 0);
    st.react = 5;
    ck_assert(wm__republic_np_clique_letter_avail(&st, RP_CLIQUE_C));
    ck_assert(wm__republic_np_clique_spaces(&st, 31) != 0);
    ck_assert(!wm__republic_np_clique_letter_avail(&st, RP_CLIQUE_A)); /* on the map */
    ck_assert(!wm__republic_np_clique_letter_avail(&st, 3));
    ck_assert_uint_eq(wm__republic_np_clique_spaces(&st, 5), 0); /* not an RC card */
    wm_free(g);
}
END_TEST

/* §8.5: the first Bot Action with an effect, the second continuing down
 * the list without restarting from the top. */
START_TEST(s8_5_bot_actions_continue_down_the_list)
{
    for (int sc = 1; sc < RP_NSCENARIOS; sc++) {
        wm_game *g = rpt_game_seed(sc, 11);
        const rp_state *st = ST(g);
        for (int card = 1; card <= RP_NBOTCARDS; card++) {
            const rp_botcard *b = &wm__republic_botcards[card];
            int first = wm__republic_np_next_bot_action(st, card, 0);
            for (int i = 0; i < (first < 0 ? b->npriorities : first); i++)
                ck_assert(!wm__republic_np_bot_action_possible(st, card, b->priority[i]));
            if (first < 0)
                continue;
            ck_assert(wm__republic_np_bot_action_possible(st, card, b->priority[first]));
            int second = wm__republic_np_next_bot_action(st, card, first + 1);
            ck_assert(second == -1 || second > first);
        }
        wm_free(g);
    }
    /* the RC card whose Clique must be placed: Place Clique, then Place
     * Influence or further down, never Place Clique again */
    wm_game *g = rpt_game_seed(RP_SC_FATE, 11);
    rp_state st = *ST(g);
    st.rc_lev = (uint8_t)(st.rc_lev & ~0x02);
    ck_assert_int_eq(wm__republic_np_next_bot_action(&st, 32, 0), 0);
    ck_assert_int_ge(wm__republic_np_next_bot_action(&st, 32, 1), 1);
    ck_assert_int_eq(wm__republic_np_next_bot_action(&st, 32, 4), -1);
    ck_assert_int_eq(wm__republic_np_next_bot_action(&st, 0, 0), -1);
    ck_assert_int_eq(wm__republic_np_next_bot_action(&st, 32, -1), -1);
    wm_free(g);
}
END_TEST


/* §8.7 and the §6.0 example's note: "Hindenburg Runs Again Event card
 * also has the symbol, which would trigger a Non-player Coalition to play
 * Article 48 to cancel it"; #120 Osthilfe has none (the Comprehensive
 * Example). */
START_TEST(s8_7_article48_on_the_symbol_124)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    st.a48_up = 1;
    for (int w = 0; w < CW; w++)
        st.linger[w] = 0;
    uint32_t np_coal = 1u << RP_COALITION;
    ck_assert(wm__republic_np_article48(&st, np_coal, 124));
    ck_assert(!wm__republic_np_article48(&st, np_coal, 120));
    ck_assert(!wm__republic_np_article48(&st, 0xEu, 124)); /* a player Coalition decides itself */
    st.a48_up = 0;                                          /* not Available */
    ck_assert(!wm__republic_np_article48(&st, np_coal, 124));
    st.a48_up = 1;
    for (int id = 1; id <= RP_NCARDS; id++) {
        const rp_card_info *c = &wm__republic_cards[id];
        if (c->kind != RP_CARD_EVENT || !(c->flags & RP_CF_A48_SYMBOL))
            ck_assert(!wm__republic_np_article48(&st, np_coal, id));
    }
    ck_assert(!wm__republic_np_article48(&st, np_coal, 0));
    wm_free(g);
}
END_TEST

/* §8.7 "and only if the Event would have some effect" (issue 32): #116
 * Collapse of the Grand Coalition ("Shift Coalition Unity 2 boxes towards
 * Fragile") has the symbol; at Unity Fragile it would do nothing and the
 * NP Coalition keeps Article 48, at Shaky it would and it cancels.  #110
 * (RECONSTRUCTED, issue 33 round 5: Cancels #54, 1 Coalition Influence off
 * Berlin) likewise, with no Coalition cube in Berlin and #54 not in play. */
START_TEST(s8_7_article48_only_with_some_effect_116_110)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    st.a48_up = 1;
    for (int w = 0; w < CW; w++)
        st.linger[w] = 0;
    uint32_t np_coal = 1u << RP_COALITION;
    st.unity = RP_UNITY_SHAKY;
    ck_assert(wm__republic_np_article48(&st, np_coal, 116));
    st.unity = RP_UNITY_FRAGILE;
    ck_assert(!wm__republic_np_article48(&st, np_coal, 116));
    st.cubes[RP_BERLIN][RP_COALITION] = 0; /* nothing for #110 to remove */
    ck_assert(!wm__republic_np_article48(&st, np_coal, 110));
    st.cubes[RP_BERLIN][RP_COALITION] = 1;
    ck_assert(wm__republic_np_article48(&st, np_coal, 110)); /* a cube to remove: some effect */
    st.cubes[RP_BERLIN][RP_COALITION] = 0;
    st.unity = RP_UNITY_SOUND;
    ck_assert(!wm__republic_np_article48(&st, np_coal, 110)); /* round 5: no Unity shift */
    rpt_linger(&st, 54);
    ck_assert(wm__republic_np_article48(&st, np_coal, 110)); /* #54 to cancel: some effect */
    /* the trial leaves the game as it was */
    ck_assert_int_eq(st.unity, RP_UNITY_SOUND);
    ck_assert(card_has(st.linger, 54));
    wm_free(g);
}
END_TEST

/* §8.7 "If the NP faction is not currently the Momentum faction, they will
 * play Reichstag Seats if it is Available"; the Comprehensive Example: "As
 * the Momentum faction, NP Coalition will not play Reichstag Seats." */
START_TEST(s8_7_reichstag_seats)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    st.rs_holder = RP_COALITION;
    st.rs_up = 1;
    st.momentum = RP_COALITION;
    ck_assert(!wm__republic_np_plays_seats(&st, RP_COALITION));
    st.momentum = RP_KPD;
    ck_assert(wm__republic_np_plays_seats(&st, RP_COALITION));
    ck_assert(!wm__republic_np_plays_seats(&st, RP_KPD)); /* not its card */
    st.rs_up = 0;
    ck_assert(!wm__republic_np_plays_seats(&st, RP_COALITION));
    wm_free(g);
}
END_TEST

/* §8.8 Example: with #16 Bloodhound Doctrine in effect the NP Coalition
 * Assaults in two spaces rather than one. */
START_TEST(s8_8_example_bloodhound_doctrine_two_assaults)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    for (int w = 0; w < CW; w++)
        st.linger[w] = 0;
    for (int f = 0; f < NF; f++)
        ck_assert_int_eq(wm__republic_np_assaults(&st, f), 1);
    card_add(st.linger, 16);
    ck_assert_int_eq(wm__republic_np_assaults(&st, RP_COALITION), 2);
    ck_assert_int_eq(wm__republic_np_assaults(&st, RP_KPD), 1);
    wm_free(g);
}
END_TEST

/* §8.7 Parliamentary Control cards: a Reform removal first (not for the
 * Coalition), else the first Bot Action that affects a held card's area. */
START_TEST(s8_7_pc_cards_reform_first)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    no_pc_cards(&st);
    st.pc_up = 0;
    for (int s = 0; s < NSP; s++)
        st.reform[s] = 0;
    int act = 5;
    ck_assert_uint_eq(wm__republic_np_pc_cards(&st, 10, &act), 0); /* holds none */
    ck_assert_int_eq(act, -1);
    st.pc_holder[RP_PC_BAYERN] = RP_KPD;
    st.pc_holder[RP_PC_BERLIN] = RP_KPD;
    st.pc_up = (uint8_t)((1u << RP_PC_BAYERN) | (1u << RP_PC_BERLIN));
    st.reform[RP_BAYERN] = 1;
    ck_assert_uint_eq(wm__republic_np_pc_cards(&st, 10, &act), 1u << RP_PC_BAYERN);
    ck_assert_int_eq(act, -1);
    /* face-down: not Available; the KPD's first Bot Action, Place
     * Influence, reaches Berlin (its cubes are there), so the Berlin card */
    st.pc_up = (uint8_t)(1u << RP_PC_BERLIN);
    ck_assert(wm__republic_action_spaces(&st, RP_KPD, WM_REPUBLIC_A_PLACE_INFLUENCE, SB(RP_BERLIN)));
    ck_assert_uint_eq(wm__republic_np_pc_cards(&st, 10, &act), 1u << RP_PC_BERLIN);
    ck_assert_int_eq(act, 0);
    /* Berlin full of Coalition cubes: neither Influence Action of the KPD
     * reaches it, and a Special Action is no candidate: no card is played */
    for (int f = 0; f < NF; f++)
        st.cubes[RP_BERLIN][f] = 0;
    st.cubes[RP_BERLIN][RP_COALITION] = (uint8_t)wm__republic_spaces[RP_BERLIN].population;
    ck_assert(!wm__republic_action_spaces(&st, RP_KPD, WM_REPUBLIC_A_PLACE_INFLUENCE, SB(RP_BERLIN)));
    ck_assert(!wm__republic_action_spaces(&st, RP_KPD, WM_REPUBLIC_A_REMOVE_INFLUENCE, SB(RP_BERLIN)));
    ck_assert_uint_eq(wm__republic_np_pc_cards(&st, 10, &act), 0);
    ck_assert_int_eq(act, -1);
    /* the Coalition never takes the Reform route */
    st.pc_holder[RP_PC_BAYERN] = RP_COALITION;
    st.pc_holder[RP_PC_BERLIN] = RP_NOBODY;
    st.pc_up = (uint8_t)(1u << RP_PC_BAYERN);
    uint32_t r = wm__republic_np_pc_cards(&st, 5, &act);
    ck_assert(r == 0 || act >= 0);
    wm_free(g);
}
END_TEST


/* The §8 functions over the positions of seeded random games (every
 * scenario, at every Action Step menu): each returns a subset of what it
 * was given, a picked Special Action item is possible and is the first
 * possible one from the die's category on, an Assault space is one the
 * faction may Assault, and nothing changes the state. */
START_TEST(s8_np_functions_over_seeded_positions)
{
    int picks = 0, assaults = 0, positions = 0;
    for (int sc = 1; sc < RP_NSCENARIOS; sc++)
        for (uint64_t seed = 1; seed <= 4; seed++) {
            wm_game *g = rpt_game_seed(sc, seed * 31u + (uint64_t)sc);
            tu_rng r;
            tu_rng_seed(&r, seed);
            for (int n = 0; n < 3000 && !wm_is_over(g); n++) {
                tu_random_move(g, &r);
                const rp_state *st = ST(g);
                if (st->dec != D_STEP || (n % 3))
                    continue;
                positions++;
                rp_state before = *st;
                for (int card = 1; card <= RP_NBOTCARDS; card++) {
                    int f = wm__republic_botcards[card].faction;
                    uint32_t el = (uint32_t)tu_rng_next(&r) & RP_ALL_SPACES;
                    uint32_t e = wm__republic_np_step_e(st, card, el);
                    TU_REQUIRE(!(e & ~el) && (e != 0) == (el != 0), "step E");
                    uint32_t b = wm__republic_np_step_b(st, f, f, 1, el);
                    TU_REQUIRE(!(b & ~el), "step B");
                    uint32_t c = wm__republic_np_step_c(st, f, 2, el);
                    TU_REQUIRE(!(c & ~el), "step C");
                    int die = 1 + (int)tu_rng_below(&r, 6), cat = -1, item = -1;
                    if (wm__republic_np_special_pick(st, f, card, die, &cat, &item)) {
                        picks++;
                        int wi = -1;
                        TU_REQUIRE(cat == walk(st, f, card, wm__republic_np_category(f, die), &wi) && item == wi,
                                   "special pick");
                    }
                    int tg = -1;
                    uint32_t as = wm__republic_np_assault_spaces(st, f, card, &tg);
                    TU_REQUIRE(!(as & ~wm__republic_assault_spaces(st, f)), "assault spaces");
                    TU_REQUIRE((as != 0) == (tg >= 0) && tg != f, "assault target");
                    if (as) {
                        assaults++;
                        for (uint32_t m = as; m; m &= m - 1u) {
                            int sp = __builtin_ctz(m), gp = 0;
                            TU_REQUIRE(wm__republic_np_pas(st, f, tg, sp, &gp) > gp, "PAS");
                        }
                    }
                    int k = wm__republic_np_next_bot_action(st, card, 0);
                    TU_REQUIRE(k >= -1 && k < wm__republic_botcards[card].npriorities, "bot action");
                    int act = 0;
                    uint32_t pcs = wm__republic_np_pc_cards(st, card, &act);
                    TU_REQUIRE(!(pcs & ~(uint32_t)st->pc_up), "pc cards");
                }
                TU_REQUIRE(memcmp(&before, st, sizeof before) == 0, "state unchanged");
            }
            wm_free(g);
        }
    ck_assert_int_gt(positions, 100);
    ck_assert_int_gt(picks, 100);
    ck_assert_int_gt(assaults, 0);
}
END_TEST


/* §8.6 Section 3 units, as the Comprehensive Example applies them: "we
 * are instructed to place Reichswehr units before Freikorps units"; "When
 * removing opposing faction's units, NP factions choose revealed Freikorps
 * before unrevealed". */
START_TEST(s8_6_section_3_unit_order_example)
{
#define K(x) (1u << WM_REPUBLIC_K_##x)
    ck_assert_int_eq(wm__republic_np_unit_kind(K(REICHSWEHR) | K(FREIKORPS), 0), WM_REPUBLIC_K_REICHSWEHR);
    ck_assert_int_eq(wm__republic_np_unit_kind(K(REICHSWEHR) | K(LOYAL) | K(FREIKORPS), 0), WM_REPUBLIC_K_REICHSWEHR);
    ck_assert_int_eq(wm__republic_np_unit_kind(K(ROGUE), 0), WM_REPUBLIC_K_ROGUE);
    ck_assert_int_eq(wm__republic_np_unit_kind(K(LOYAL) | K(FREIKORPS), 0), WM_REPUBLIC_K_LOYAL);
    /* loaned units before the faction's own */
    ck_assert_int_eq(wm__republic_np_unit_kind(K(REICHSWEHR) | K(SA), K(SA)), WM_REPUBLIC_K_SA);
    ck_assert_int_eq(wm__republic_np_unit_kind(K(MILITIA) | K(SA), 0), WM_REPUBLIC_K_MILITIA);
    ck_assert_int_eq(wm__republic_np_unit_kind(0, K(SA)), -1);
#undef K
}
END_TEST


/* The Comprehensive Non-player Example of Play, decision by decision, as
 * far as the §8 functions on this branch go (the NP turn that would
 * perform them is not yet written): Late Year 1931, NP Coalition, bot
 * card #5. */
START_TEST(s8_comprehensive_example_decisions)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    example_pommern(&st);
    st.year = 1931 - RP_FIRST_YEAR;
    st.momentum = RP_COALITION;
    st.rs_holder = RP_COALITION;
    st.rs_up = 1;
    st.a48_up = 1;
    st.assaulted = 0;
    for (int s = 0; s < NSP; s++)
        st.strike[s] = 0;
    uint32_t osthilfe = osthilfe_spaces(&st);
    uint32_t bots = 1u << RP_COALITION;

    /* "reveal the top card of the NP Coalition's bot deck: card #5 ...
     * the bot will first perform an Event and then take two Bot Actions" */
    ck_assert_int_eq(wm__republic_botcards[5].event, 1);
    /* "Since the Year is not 1933 ... we do not need to check first" */
    ck_assert(!wm__republic_np_final_year(&st));
    /* "#120 Osthilfe. As this card does not have the Article 48 symbol" */
    ck_assert(!wm__republic_np_article48(&st, bots, 120));
    /* "As the Momentum faction, NP Coalition will not play Reichstag Seats" */
    ck_assert(!wm__republic_np_plays_seats(&st, RP_COALITION));
    /* "select the U.S. Deals track first" */
    ck_assert_int_eq(wm__republic_np_step_d(5, (1u << BOX_US) | (1u << BOX_USSR)), BOX_US);
    /* "Pommern and Ostpreußen ... Pommern is closer" */
    uint32_t b = wm__republic_np_step_b(&st, RP_COALITION, RP_COALITION, 1, osthilfe);
    ck_assert_uint_eq(b, SB(RP_POMMERN) | SB(RP_OSTPREUSSEN));
    ck_assert_uint_eq(wm__republic_np_step_e(&st, 5, b), SB(RP_POMMERN));
    st.cubes[RP_POMMERN][RP_COALITION]++; /* the Event's cube (and Leverage, already there) */
    /* "NP Coalition will perform one Special Action and then one Place
     * Influence Action" */
    ck_assert_int_eq(wm__republic_np_next_bot_action(&st, 5, 0), 0);
    int second = wm__republic_np_next_bot_action(&st, 5, 1);
    ck_assert_int_eq(second, 1);
    ck_assert_int_eq(wm__republic_botcards[5].priority[second], RP_BA_PLACE_INFLUENCE);
    /* "We roll a die ...: a 4, Place Unit and Assault" */
    int cat = -1, item = -1;
    ck_assert(wm__republic_np_special_pick(&st, RP_COALITION, 5, 4, &cat, &item));
    ck_assert_str_eq(wm__republic_np_special[RP_COALITION].cat[cat].name, "Military Actions");
    ck_assert_int_eq(item, 0);
    /* "place Reichswehr units before Freikorps units" */
    ck_assert_int_eq(wm__republic_np_unit_kind((1u << WM_REPUBLIC_K_REICHSWEHR) | (1u << WM_REPUBLIC_K_FREIKORPS), 0),
                     WM_REPUBLIC_K_REICHSWEHR);
    /* "the only space where this is possible is Pommern" */
    uint32_t pu = wm__republic_action_spaces(&st, RP_COALITION, WM_REPUBLIC_A_PLACE_UNIT, RP_ALL_SPACES);
    ck_assert(pu & SB(RP_POMMERN));
    ck_assert_uint_eq(wm__republic_np_step_c(&st, RP_COALITION, 3, pu), SB(RP_POMMERN));
    st.rw[RP_POMMERN] = 1;
    /* "The first listed opponent ... is KPD, but there are no spaces with
     * both Coalition and KPD units ... The next listed faction is RC" */
    int target = -1;
    ck_assert_uint_eq(wm__republic_np_assault_spaces(&st, RP_COALITION, 5, &target), SB(RP_POMMERN));
    ck_assert_int_eq(target, RP_RC);
    int rc = 0;
    ck_assert_int_eq(wm__republic_np_pas(&st, RP_COALITION, RP_RC, RP_POMMERN, &rc), 5);
    ck_assert_int_eq(rc, 4);
    ck_assert_int_eq(wm__republic_np_assaults(&st, RP_COALITION), 1);
    wm_free(g);
}
END_TEST


/* §8.9 Political: "Move a pawn to the Coalition faction mat first if
 * possible, otherwise remove one from an opposing faction's mat"; the
 * others take from an opposing mat first (§8.6 Section 3). */
START_TEST(s8_9_step_a_pawn_choice)
{
    uint32_t to_own = (1u << 3) | (1u << 8); /* a Progress/Reaction pawn, the Hyperinflation pawn */
    uint32_t mats = (1u << (10 + RP_KPD)) | (1u << (10 + RP_RC)) | (1u << (10 + RP_NSDAP));
    /* Coalition card #5 (KPD, RC, NSDAP) */
    ck_assert_int_eq(wm__republic_np_pawn(5, to_own | mats), 3);
    ck_assert_int_eq(wm__republic_np_pawn(5, (1u << 8) | mats), 8);
    ck_assert_int_eq(wm__republic_np_pawn(5, mats), 10 + RP_KPD);
    ck_assert_int_eq(wm__republic_np_pawn(5, mats & ~(1u << (10 + RP_KPD))), 10 + RP_RC);
    ck_assert_int_eq(wm__republic_np_pawn(5, 1u << (10 + RP_COALITION)), 10 + RP_COALITION); /* nothing else */
    /* a KPD card: an opposing mat first, in its Faction Order */
    int k = wm__republic_botcard_first[RP_KPD];
    int first = wm__republic_botcards[k].order[0];
    ck_assert_int_eq(wm__republic_np_pawn(k, to_own | (1u << (10 + first)) | (1u << (10 + RP_KPD))), 10 + first);
    ck_assert_int_eq(wm__republic_np_pawn(k, to_own | (1u << (10 + RP_KPD))), 3);
    /* the NSDAP takes the RC's pawn to its own mat before anything */
    ck_assert_int_eq(wm__republic_np_pawn(19, to_own | mats | (1u << 14)), 14);
    ck_assert_int_eq(wm__republic_np_pawn(19, 0), -1);
    ck_assert_int_eq(wm__republic_np_pawn(0, to_own), -1);
}
END_TEST

/* §8.9 Economic: the Economy marker's side first; §8.9 "Select a space
 * with a Strike first"; §8.12 "in spaces with Rogue Freikorps first". */
START_TEST(s8_9_step_a_econ_side_strike_and_rogue_spaces)
{
    wm_game *g = rpt_game_seed(RP_SC_FATE, 7);
    rp_state st = *ST(g);
    uint32_t both = (1u << WM_REPUBLIC_T_ECON_LEFT) | (1u << WM_REPUBLIC_T_ECON_RIGHT);
    st.econ = RP_ECON_LEFT2;
    ck_assert_int_eq(wm__republic_np_econ_side(&st, both), WM_REPUBLIC_T_ECON_LEFT);
    st.econ = RP_ECON_RIGHT1;
    ck_assert_int_eq(wm__republic_np_econ_side(&st, both), WM_REPUBLIC_T_ECON_RIGHT);
    ck_assert_int_eq(wm__republic_np_econ_side(&st, 1u << WM_REPUBLIC_T_ECON_LEFT), WM_REPUBLIC_T_ECON_LEFT);
    ck_assert_int_eq(wm__republic_np_econ_side(&st, 0), -1);
    for (int s = 0; s < NSP; s++)
        st.strike[s] = 0;
    for (int i = 0; i < NFK; i++)
        if (st.fk_loc[i] < NSP)
            st.fk_loc[i] = FK_OUT;
    uint32_t el = SB(RP_SACHSEN) | SB(RP_BERLIN) | SB(RP_HAMBURG);
    ck_assert_uint_eq(wm__republic_np_step_a(&st, RP_NPC_STRIKE_SPACE_FIRST, el), el);
    st.strike[RP_HAMBURG] = RP_STRIKE_STRIKE;
    st.strike[RP_SACHSEN] = RP_STRIKE_UPRISING; /* an Uprising is no Strike */
    ck_assert_uint_eq(wm__republic_np_step_a(&st, RP_NPC_STRIKE_SPACE_FIRST, el), SB(RP_HAMBURG));
    st.fk_loc[0] = RP_SACHSEN;
    st.fk_st[0] = FK_ROGUE;
    ck_assert_uint_eq(wm__republic_np_step_a(&st, RP_NPC_ROGUE_SPACE_FIRST, el), SB(RP_SACHSEN));
    ck_assert_uint_eq(wm__republic_np_step_a(&st, 0, el), el);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */


/* ------------------------------------------------------------------ */
/* The NP turn performed by the engine (§8.5)                           */
/* ------------------------------------------------------------------ */

/* A Freikorps counter from a mat into s, revealed or not, its hidden side
 * Rogue or loyal. */
static void put_fk(rp_state *st, int s, int fkst, int rogue)
{
    for (int i = 0; i < NFK; i++)
        if ((st->fk_loc[i] == FK_COAL_MAT || st->fk_loc[i] == FK_RC_MAT) && st->fk_rogue[i] == rogue &&
            (fkst != FK_ROGUE || st->fk_loc[i] == FK_RC_MAT) && (fkst == FK_ROGUE || st->fk_loc[i] == FK_COAL_MAT)) {
            st->fk_loc[i] = (uint8_t)s;
            st->fk_st[i] = (uint8_t)fkst;
            return;
        }
    ck_abort_msg("no Freikorps counter for the arrangement");
}

/* Seats `bots` Non-player in an arranged game: fresh bot decks. */
static void make_np(rp_state *st, uint32_t bots)
{
    st->bots = (uint8_t)bots;
    for (int f = 0; f < NF; f++) {
        st->np_deck[f] = bit(bots, f) ? 0x1FF : 0;
        st->np_card[f] = 0;
    }
}

/* The RC (a player) at its Action Step menu, the NP Coalition next. */
static wm_game *rc_then_np_coalition(void)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_RC);
    rp_state *s = ST(g);
    static const uint8_t order[NF] = {RP_RC, RP_COALITION, RP_KPD, RP_NSDAP};
    memcpy(s->order, order, sizeof order);
    s->r_i = 0;
    s->active = RP_RC;
    s->dec_seat = RP_RC;
    make_np(s, 1u << RP_COALITION);
    return g;
}

/* The Coalition (a player) at its Action Step menu in Fate, the NP
 * faction `np` next, the other two after it in faction order. */
static wm_game *coalition_then_np(int np)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    uint8_t order[NF] = {RP_COALITION, (uint8_t)np, 0, 0};
    for (int f = RP_COALITION + 1, k = 2; f < NF; f++)
        if (f != np)
            order[k++] = (uint8_t)f;
    memcpy(s->order, order, sizeof order);
    make_np(s, 1u << np);
    return g;
}

/* Plays until the Action Step of `upto` begins or the game ends: the
 * player seats answer "done", "no" or their first move, chance "roll
 * <die>" (or its first outcome).  Returns the moves played. */
static int drive(wm_game *g, int upto, int die)
{
    rp_state *s = ST(g);
    int n = 0;
    char roll[16];
    snprintf(roll, sizeof roll, "roll %d", die);
    while (!wm_is_over(g) && n < 200) {
        if (s->dec == D_STEP && s->active == upto)
            break;
        ck_assert(!rp_is_np(s, wm_to_move(g))); /* NP seats never wait for the caller */
        if (wm_to_move(g) == WM_CHANCE && s->dec == D_ROLL)
            tu_play(g, roll);
        else if (tu_is_legal_name(g, "done"))
            tu_play(g, "done");
        else if (tu_is_legal_name(g, "no"))
            tu_play(g, "no");
        else if (tu_is_legal_name(g, "end turn"))
            tu_play(g, "end turn");
        else if (tu_is_legal_name(g, "pass"))
            tu_play(g, "pass");
        else {
            wm_move m[256];
            ck_assert_uint_gt(wm_legal_moves(g, m, 256), 0);
            ck_assert_int_eq(wm_apply(g, m[0]), WM_OK);
        }
        ck_assert_int_eq(wm_check(g), WM_OK);
        n++;
    }
    return n;
}

/* The Comprehensive Non-player Example of Play, performed by the engine
 * with the NP Coalition: bot card #5; #120 Osthilfe (no Article 48 symbol,
 * the Coalition the Momentum faction: no Reichstag Seats; no
 * Parliamentary Control card "solely for the purposes of this example");
 * the U.S. Deals Leverage and Pommern (4 from München against
 * Ostpreußen's 5); the die 4, Military; the Reichswehr from the U.S.S.R.
 * Deals track to Pommern; the Assault on the RC (KPD first in the Faction
 * Order has no units with the Coalition's); the Loyalty Check fails
 * (Progress 1, Reaction 2), the unrevealed Freikorps is Rogue; both dice 3;
 * 2 hits remove the revealed Rogue, 3 hits the loyal Freikorps and a cube;
 * the RC takes the Momentum and Supremacy; the Coalition loses its last
 * cube in Pommern; then the second Bot Action places a cube in Bayern. */
START_TEST(s8_comprehensive_example_performed)
{
    wm_game *g = rc_then_np_coalition();
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->year = 1931 - RP_FIRST_YEAR;
    s->half = RP_LATE_YEAR;
    s->momentum = RP_COALITION;
    s->econ = RP_ECON_STABLE;
    s->a48_up = 1;
    s->rs_holder = RP_NOBODY;
    s->rs_up = 0;
    rpt_set_levels(s, 1, 2);
    no_pc_cards(s);
    s->pc_holder[RP_PC_PREUSSEN] = RP_COALITION;
    s->pc_up = 0; /* "we will not have the NP Coalition play a Parliamentary Control card" */
    empty_hands(s);
    rpt_give_card(s, RP_COALITION, 120);
    (void)osthilfe_spaces(s);
    s->cubes[RP_MUENCHEN][RP_COALITION] = 2;
    s->cubes[RP_BAYERN][RP_COALITION] = 1;
    s->cubes[RP_BAYERN][RP_NSDAP] = 1;
    put_fk(s, RP_POMMERN, FK_LOYAL, 0);
    put_fk(s, RP_POMMERN, FK_UNREVEALED, 1);
    put_fk(s, RP_POMMERN, FK_ROGUE, 1);
    put_fk(s, RP_POMMERN, FK_ROGUE, 1);
    s->sa[RP_POMMERN] = 1;
    rpt_poked(g);
    ck_assert_int_eq(wm_check(g), WM_OK);
    tu_play(g, "pass");
    /* "First, reveal the top card of the NP Coalition's bot deck: card #5" */
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    ck_assert_str_eq(wm_prompt(g), "reveal the Non-player's top bot card");
    tu_play(g, "bot card 5");
    ck_assert_int_eq(s->np_card[RP_COALITION], 5);
    {   /* the view names the revealed card */
        size_t jl = 0;
        char *js = tu_json(g, RP_RC, &jl);
        ck_assert_ptr_nonnull(strstr(js, "\"non_player\":[{\"faction\":\"Coalition\",\"bot_card\":5,\"bot_deck_size\":8}]"));
        free(js);
    }
    {   /* saved and loaded in the middle of the NP turn: the same game */
        size_t len = 0;
        unsigned char *buf = tu_save(g, &len);
        wm_game *h = NULL;
        ck_assert_int_eq(wm_load(buf, len, &h), WM_OK);
        ck_assert_int_eq(wm_check(h), WM_OK);
        ck_assert_uint_eq(wm_hash(h), wm_hash(g));
        ck_assert_int_eq(ST(h)->fr_proc[ST(h)->nfr - 1], P_NP);
        tu_play(h, "reveal 120 Osthilfe");
        ck_assert_int_eq(ST(h)->cubes[RP_POMMERN][RP_COALITION], 2);
        wm_free(h);
        free(buf);
    }
    /* "we reveal the top Event card from their stack: Event card #120" */
    tu_expect_legal(g, "reveal 120 Osthilfe");
    tu_play(g, "reveal 120 Osthilfe");
    /* the Event: the U.S. Deals Leverage and one cube in Pommern */
    ck_assert_int_eq(s->lev[RP_POMMERN][0], 1);
    ck_assert_int_eq(s->cubes[RP_POMMERN][RP_COALITION], 2);
    ck_assert_int_eq(s->cubes[RP_OSTPREUSSEN][RP_COALITION], 0);
    ck_assert(card_has(s->discard, 120));
    ck_assert_int_eq(s->a48_up, 1); /* not played: #120 has no Article 48 symbol */
    ck_assert_int_eq(s->momentum, RP_COALITION);
    /* "We roll a die for the bot to select their Special Action: a 4" */
    ck_assert_str_eq(wm_prompt(g), "roll a die");
    int us = s->us_yellow, ussr_rw = s->ussr_rw;
    (void)us;
    tu_play(g, "roll 4");
    /* the Reichswehr from the U.S.S.R. Deals track, in Pommern; the Assault
     * on the RC there: its defender may ask for loans (a player) */
    ck_assert_int_eq(s->rw[RP_POMMERN], 1);
    ck_assert_int_eq(__builtin_popcount(s->ussr_rw), __builtin_popcount((unsigned)ussr_rw) - 1); /* its box */
    ck_assert_int_eq(s->as_space, RP_POMMERN);
    ck_assert_int_eq(s->as_def, RP_RC);
    /* §8.1 "always accept the loan of any units offered": the NP asks the
     * NSDAP (its SA is there), which lends none; then the RC may ask */
    ck_assert_int_eq(wm_to_move(g), RP_NSDAP);
    tu_play(g, "number 0");
    ck_assert_int_eq(wm_to_move(g), RP_RC);
    tu_play(g, "done");
    /* "NP Coalition subtracts a roll of 3 ... RC subtracts a roll of 3" */
    tu_play(g, "roll 3");
    tu_play(g, "roll 3");
    /* (the RC's 3 hits: the loyal Freikorps, the only unit it may hit,
     * then a cube: no choice is left to the RC) */
    /* "NP Coalition spends all of its 2 hits to remove the revealed Rogue
     * Freikorps. RC is forced to remove the loyal Coalition Freikorps ...
     * The remaining 1 hit is spent to remove 1 Coalition Influence." */
    ck_assert_int_eq(wm__republic_fk_count(s, RP_POMMERN, FK_ROGUE), 2);
    ck_assert_int_eq(wm__republic_fk_count(s, RP_POMMERN, FK_LOYAL), 0);
    ck_assert_int_eq(wm__republic_fk_count(s, RP_POMMERN, FK_UNREVEALED), 0);
    ck_assert_int_eq(s->rw[RP_POMMERN], 1);
    /* "RC becomes the Momentum faction. RC ... gains Supremacy in Pommern
     * ... the Coalition ... must lose one Influence cube, their last here" */
    ck_assert_int_eq(s->momentum, RP_RC);
    ck_assert_int_eq(wm__republic_supreme(s, RP_POMMERN), RP_RC);
    ck_assert_int_eq(s->cubes[RP_POMMERN][RP_COALITION], 0);
    /* "NP Coalition selects Bayern and places 1 Influence there" */
    ck_assert_int_eq(s->cubes[RP_BAYERN][RP_COALITION], 2);
    ck_assert_int_eq(wm__republic_dominant(s, RP_BAYERN), RP_COALITION);
    ck_assert_int_eq(s->active, RP_KPD);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST


/* §8.8 Example: "NP Coalition rolls a 3: Political Actions. While there is
 * a Middle Class Sympathies pawn that they can move to their faction mat,
 * Unity is already Strong and thus may not be moved. NP Coalition still
 * performs this Special Action, moving the Middle Class Sympathies pawn
 * but ignoring the 'shift Unity' instruction". */
START_TEST(s8_8_example_political_performed_with_unity_strong)
{
    wm_game *g = rc_then_np_coalition();
    rp_state *s = ST(g);
    s->unity = RP_UNITY_STRONG;
    rpt_set_levels(s, 5, 3);
    ck_assert_uint_ne(wm__republic_pawn_sources(s, RP_COALITION), 0);
    int pawns = s->mcs_mat[RP_COALITION];
    rpt_poked(g);
    tu_play(g, "pass");
    tu_play(g, "bot card 3"); /* 1 Bot Action: the Special Action first */
    ck_assert_int_eq(wm__republic_botcards[3].event, 0);
    tu_play(g, "roll 3");
    ck_assert_int_eq(s->mcs_mat[RP_COALITION], pawns + 1);
    ck_assert_int_eq(s->unity, RP_UNITY_STRONG);
    ck_assert_int_eq(s->active, RP_KPD); /* one Bot Action: the turn is over */
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST

/* §8.8 Bloodhound Doctrine example's two targets: the Coalition's 2 cubes
 * and a Reichswehr unit against the KPD's cube and Worker Militia in Sachsen
 * and against the NSDAP's cube and SA in Baden; no card in hand or
 * Parliamentary Control card to play. */
static void two_assault_targets(rp_state *s)
{
    s->cubes[RP_SACHSEN][RP_COALITION] = 2;
    s->cubes[RP_SACHSEN][RP_KPD] = 1;
    s->cubes[RP_BADEN][RP_COALITION] = 2;
    s->cubes[RP_BADEN][RP_NSDAP] = 1;
    rpt_put_rw(s, RP_SACHSEN);
    rpt_put_rw(s, RP_BADEN);
    s->mil[RP_SACHSEN] = 1;
    s->sa[RP_BADEN] = 1;
    empty_hands(s);
    no_pc_cards(s);
}

/* §8.8 Example: "Lingering Event #16 Bloodhound Doctrine is in effect. NP
 * Coalition would attempt to perform an Assault Action in two spaces
 * rather than one": the KPD in Sachsen (first in card #5's Faction Order),
 * then the NSDAP in Baden. */
START_TEST(s8_8_example_bloodhound_doctrine_16_two_assaults_performed)
{
    wm_game *g = rc_then_np_coalition();
    rp_state *s = ST(g);
    rpt_clear_map(s);
    rpt_linger(s, 16);
    two_assault_targets(s);
    rpt_poked(g);
    tu_play(g, "pass");
    tu_play(g, "bot card 3");
    tu_play(g, "roll 4"); /* Military Actions */
    drive(g, RP_KPD, 1); /* every die 1: the Coalition's 2 hits, none back */
    ck_assert_int_eq(s->mil[RP_SACHSEN], 0);
    ck_assert_int_eq(s->sa[RP_BADEN], 0);
    wm_free(g);
}
END_TEST

/* Without #16 the same turn Assaults once. */
START_TEST(s8_8_one_assault_without_bloodhound_doctrine)
{
    wm_game *g = rc_then_np_coalition();
    rp_state *s = ST(g);
    rpt_clear_map(s);
    two_assault_targets(s);
    rpt_poked(g);
    tu_play(g, "pass");
    tu_play(g, "bot card 3");
    tu_play(g, "roll 4");
    drive(g, RP_KPD, 1);
    /* card #3's Faction Order RC, KPD, NSDAP: the KPD in Sachsen only */
    ck_assert_int_eq(wm__republic_botcards[3].order[1], RP_KPD);
    ck_assert_int_eq(s->mil[RP_SACHSEN], 0);
    ck_assert_int_eq(s->sa[RP_BADEN], 1);
    wm_free(g);
}
END_TEST

/* §8.1 Gameplay Note: "if an NP faction performs Event card #147
 * Altonaer Blutsonntag, skip the indicated Move Units Action." */
START_TEST(s8_1_altonaer_blutsonntag_147_move_units_skipped)
{
    wm_game *g = coalition_then_np(RP_NSDAP);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->a48_up = 0;
    s->sa[RP_PROVINZ_HANNOVER] = 1;
    empty_hands(s);
    rpt_give_card(s, RP_NSDAP, 147);
    rpt_poked(g);
    tu_play(g, "pass");
    tu_play(g, "bot card 21"); /* Event + 2 Bot Actions */
    ck_assert_int_eq(wm__republic_botcards[21].event, 1);
    tu_play(g, "reveal 147 Altonaer Blutsonntag");
    drive(g, RP_KPD, 1);
    ck_assert(card_has(s->discard, 147));
    ck_assert_int_eq(s->sa[RP_PROVINZ_HANNOVER], 1); /* not moved */
    ck_assert_int_eq(s->sa[RP_HAMBURG], 0);
    wm_free(g);
}
END_TEST

/* §8.7 Reichstag Seats on an NP NSDAP turn (bot card #21, Event + 2 Bot
 * Actions; #147 revealed; the Coalition a player, the Momentum faction):
 * the NSDAP's Coalition Unity after the turn, with its Reichstag Seats
 * card face up (seats_up) or not, from Unity `unity`. */
static int np_nsdap_turn_unity(int seats_up, int unity)
{
    wm_game *g = coalition_then_np(RP_NSDAP);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->a48_up = 0;
    s->sa[RP_PROVINZ_HANNOVER] = 1;
    s->momentum = RP_COALITION;
    s->rs_holder = RP_NSDAP;
    s->rs_up = (uint8_t)seats_up;
    s->unity = (uint8_t)unity;
    no_pc_cards(s);
    empty_hands(s);
    rpt_give_card(s, RP_NSDAP, 147);
    rpt_poked(g);
    tu_play(g, "pass");
    tu_play(g, "bot card 21");
    tu_play(g, "reveal 147 Altonaer Blutsonntag");
    drive(g, RP_KPD, 1);
    ck_assert_int_eq(s->rs_up, 0);
    ck_assert_int_eq(s->momentum, seats_up ? RP_NSDAP : RP_COALITION);
    int u = s->unity;
    wm_free(g);
    return u;
}

/* §8.7 "If the NP faction is not currently the Momentum faction, they will
 * play Reichstag Seats if it is Available", and the card "allows a faction
 * to become the Momentum faction and shift Coalition Unity towards
 * fragile" (§2.0, the §6.0 example: "shift the Coalition Unity marker one
 * box towards Fragile"): one box, and none below Fragile.  Issue 38: only
 * the recorded games guarded this. */
START_TEST(s8_7_np_reichstag_seats_shift_unity_one_box)
{
    for (int u = RP_UNITY_FRAGILE; u <= RP_UNITY_STRONG; u++) {
        int without = np_nsdap_turn_unity(0, u), with = np_nsdap_turn_unity(1, u);
        ck_assert_int_eq(without, u); /* nothing else of this turn moves Unity */
        ck_assert_int_eq(with, u > RP_UNITY_FRAGILE ? u - 1 : u);
    }
}
END_TEST

/* §8.7 Article 48: a player KPD, the Momentum faction, at its Action Step
 * menu holding card `id`; the NP Coalition's Article 48 face-up. */
static wm_game *kpd_holds_before_np_article48(int id)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
    rp_state *s = ST(g);
    make_np(s, 1u << RP_COALITION);
    s->a48_up = 1;
    s->momentum = RP_KPD;
    rpt_give_card(s, RP_KPD, id);
    rpt_poked(g);
    return g;
}

/* §6.0 example note: "the Hindenburg Runs Again Event card also has the
 * symbol, which would trigger a Non-player Coalition to play Article 48
 * to cancel it": a player KPD plays #124, the NP Coalition cancels it. */
START_TEST(s8_7_article48_cancels_124_performed)
{
    wm_game *g = kpd_holds_before_np_article48(124);
    rp_state *s = ST(g);
    tu_play(g, "event 124 Hindenburg Runs Again");
    ck_assert_int_eq(s->a48_up, 0);
    ck_assert(card_has(s->discard, 124));
    ck_assert(!card_has(s->linger, 124));
    ck_assert_int_eq(s->momentum, RP_COALITION);
    ck_assert_int_eq(s->dec, D_STEP);
    ck_assert_int_eq(wm_to_move(g), RP_KPD);
    wm_free(g);
}
END_TEST

/* A card without the symbol (#120) is not cancelled. */
START_TEST(s8_7_article48_not_without_the_symbol)
{
    wm_game *g = kpd_holds_before_np_article48(120);
    rp_state *s = ST(g);
    tu_play(g, "event 120 Osthilfe");
    ck_assert_int_eq(s->a48_up, 1);
    wm_free(g);
}
END_TEST

/* §8.4: "If the Momentum faction is an NP faction, determine Turn Order
 * for the start of the scenario by revealing the top NP Coalition bot
 * card. Set Turn Order in the order listed, with NP Coalition last." */
START_TEST(s8_4_turn_order_from_bot_card_performed)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = RP_SC_FATE;
    o.flags = WM_OPT_EXTERNAL_DICE;
    o.bots = 1u << RP_COALITION;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_OK);
    rp_state *s = ST(g);
    ck_assert_int_eq(s->momentum, RP_COALITION);
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    tu_expect_legal(g, "bot card 1|bot card 2|bot card 3|bot card 4|bot card 5|bot card 6|bot card 7|bot card 8|"
                       "bot card 9");
    tu_play(g, "bot card 5");
    static const uint8_t want[NF] = {RP_KPD, RP_RC, RP_NSDAP, RP_COALITION};
    ck_assert_mem_eq(s->order, want, NF);
    ck_assert_int_eq(s->np_deck[RP_COALITION], 0x1FF & ~(1u << 4)); /* #5 revealed */
    wm_free(g);
}
END_TEST

/* §8.7: in 1923 the NP reveals its Mandatory or Election card first. */
START_TEST(s8_7_final_year_election_card_performed)
{
    wm_game *g = rc_then_np_coalition();
    rp_state *s = ST(g);
    s->year = 1923 - RP_FIRST_YEAR;
    s->round_flags = 0;
    empty_hands(s);
    int election = 0, other = 0;
    for (int id = 1; id <= RP_NCARDS && (!election || !other); id++) {
        if (!card_has(s->deck, id))
            continue;
        if (!election && CARD(id)->kind == RP_CARD_ELECTION)
            election = id;
        else if (!other && CARD(id)->kind == RP_CARD_EVENT && !(CARD(id)->flags & RP_CF_MANDATORY))
            other = id;
    }
    ck_assert(election && other);
    rpt_give_card(s, RP_COALITION, election);
    rpt_give_card(s, RP_COALITION, other);
    rpt_poked(g);
    tu_play(g, "pass");
    tu_play(g, "bot card 1"); /* Event + 2 Bot Actions */
    ck_assert_int_eq(s->dec, D_REVEAL);
    wm_move m[8];
    ck_assert_uint_eq(wm_legal_moves(g, m, 8), 1);
    ck_assert_uint_eq(m[0], WM_REPUBLIC_DRAW + (wm_move)election - 1);
    /* another year: the whole stack */
    wm_free(g);
    g = rc_then_np_coalition();
    s = ST(g);
    s->year = 1922 - RP_FIRST_YEAR;
    empty_hands(s);
    rpt_give_card(s, RP_COALITION, election);
    rpt_give_card(s, RP_COALITION, other);
    rpt_poked(g);
    tu_play(g, "pass");
    tu_play(g, "bot card 1");
    ck_assert_uint_eq(wm_legal_moves(g, m, 8), 2);
    wm_free(g);
}
END_TEST

/* §8.1: NP factions pay no Held Card Penalty (and so the deal invariant). */
START_TEST(s8_1_no_held_card_penalty_for_np)
{
    wm_game *g = rpt_game(RP_SC_FATE);
    rp_state *s = ST(g);
    rpt_give_card(s, RP_KPD, 60);
    ck_assert_int_gt(wm__republic_held_penalty(s, RP_KPD), 0);
    s->bots = 1u << RP_KPD;
    ck_assert_int_eq(wm__republic_held_penalty(s, RP_KPD), 0);
    wm_free(g);
}
END_TEST



/* The decisions §8 leaves open (doc/rules-republic.md "Readings of the
 * decisions §8 does not cover"), answered by the NP chooser. */
START_TEST(s8_readings_chooser)
{
    wm_game *g = rpt_game(RP_SC_FATE);
    rp_state st = *ST(g);
    rpt_clear_map(&st);
    make_np(&st, 0xF);
    memset(st.fr_proc, 0, sizeof st.fr_proc);
    memset(st.fr_stage, 0, sizeof st.fr_stage);
    /* PV transfer (§7.2): none */
    rp_state c = st;
    c.nfr = 2;
    c.fr_proc[1] = P_ELECTION;
    c.dec = D_FACTION;
    c.dec_seat = RP_KPD;
    c.dec_mask = 0xDu;
    c.dec_done = 1;
    ck_assert_uint_eq(wm__republic_np_choose(&c), WM_REPUBLIC_DONE);
    /* KPD Strike removal (§4 step 4): none */
    c = st;
    c.nfr = 1;
    c.fr_stage[0] = R_ADV_GOT;
    c.dec = D_SPACE;
    c.dec_seat = RP_KPD;
    c.dec_mask = SB(RP_SACHSEN);
    c.dec_done = 1;
    ck_assert_uint_eq(wm__republic_np_choose(&c), WM_REPUBLIC_DONE);
    /* the Hyperinflation cube: another faction's by Step B (remove the
     * Coalition's Dominance: Sachsen), the Coalition's own where it has
     * no Dominance (Baden) */
    st.cubes[RP_SACHSEN][RP_COALITION] = 2;
    st.cubes[RP_SACHSEN][RP_KPD] = 1;
    st.cubes[RP_BADEN][RP_COALITION] = 1;
    st.cubes[RP_BADEN][RP_NSDAP] = 2;
    c = st;
    c.nfr = 1;
    c.fr_stage[0] = R_HYPER_GOT;
    c.dec = D_SPACE;
    c.dec_mask = SB(RP_SACHSEN) | SB(RP_BADEN);
    c.momentum = RP_NSDAP;
    c.dec_seat = RP_NSDAP;
    ck_assert_uint_eq(wm__republic_np_choose(&c), WM_REPUBLIC_SPACE + RP_SACHSEN);
    c.momentum = RP_COALITION;
    c.dec_seat = RP_COALITION;
    ck_assert_uint_eq(wm__republic_np_choose(&c), WM_REPUBLIC_SPACE + RP_BADEN);
    /* §8.1: never lends, never spends a pawn */
    c = st;
    c.nfr = 4;
    c.fr_proc[3] = P_ASSAULT;
    c.dec = D_NUM;
    c.dec_seat = RP_NSDAP;
    c.dec_lo = 0;
    c.dec_hi = 3;
    ck_assert_uint_eq(wm__republic_np_choose(&c), WM_REPUBLIC_NUM);
    /* ... and asks for loans in its card's Faction Order (card #19: ...) */
    c.dec = D_FACTION;
    c.dec_mask = (1u << RP_KPD) | (1u << RP_RC);
    c.dec_done = 1;
    c.np_card[RP_NSDAP] = 19;
    int first = wm__republic_botcards[19].order[0] == RP_COALITION ? wm__republic_botcards[19].order[1]
                                                                     : wm__republic_botcards[19].order[0];
    ck_assert_uint_eq(wm__republic_np_choose(&c), WM_REPUBLIC_FACTION + (wm_move)first);
    c.dec_done = 0;
    c.dec = D_YESNO;
    c.dec_hi = 0;
    ck_assert_uint_eq(wm__republic_np_choose(&c), WM_REPUBLIC_NO);
    wm_free(g);
}
END_TEST

/* wm_bot_move at a player seat: the §8.6 answer where §8 decides (the
 * loan question: "done"), a legal move everywhere. */
START_TEST(s8_bot_move_at_a_player_seat)
{
    wm_game *g = rc_then_np_coalition();
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->cubes[RP_POMMERN][RP_COALITION] = 2;
    s->cubes[RP_POMMERN][RP_RC] = 1;
    no_pc_cards(s);
    empty_hands(s);
    rpt_put_rw(s, RP_POMMERN);
    put_fk(s, RP_POMMERN, FK_ROGUE, 1);
    s->sa[RP_POMMERN] = 1;
    rpt_set_levels(s, 3, 1);
    rpt_poked(g);
    wm_move m;
    ck_assert_int_eq(wm_bot_move(g, &m), WM_OK); /* the menu: advisory, legal */
    ck_assert(wm_is_legal(g, m));
    tu_play(g, "pass");
    tu_play(g, "bot card 5");
    tu_play(g, "roll 4");
    ck_assert_int_eq(wm_to_move(g), RP_NSDAP); /* asked by the NP Coalition to lend */
    ck_assert_int_eq(wm_bot_move(g, &m), WM_OK);
    ck_assert_uint_eq(m, WM_REPUBLIC_NUM); /* §8.1: an NP would lend none */
    tu_play(g, "number 0");
    ck_assert_int_eq(wm_to_move(g), RP_RC); /* may the RC ask the NSDAP to lend? */
    ck_assert_int_eq(wm_bot_move(g, &m), WM_OK);
    ck_assert_uint_eq(m, WM_REPUBLIC_FACTION + RP_NSDAP); /* as an NP would: ask */
    wm_free(g);
}
END_TEST


/* §8.8 "Performing Place Conservative Clique ... the Conservative Clique
 * with the Clique letter that matches the current NP RC bot card" and the
 * §8.2 note ("If the listed Clique marker is not yet on the map, NP RC
 * will attempt to place it as its first Action"): card #33 names B, which
 * starts on the RC mat (§8.4); the NP RC's turn puts B on the map. */
START_TEST(s8_8_np_rc_places_the_lettered_clique_performed)
{
    wm_game *g = coalition_then_np(RP_RC);
    rp_state *s = ST(g);
    rpt_set_levels(s, 5, 5);
    ck_assert_int_eq(s->cq_loc[RP_CLIQUE_B], CQ_MAT + 1);
    ck_assert(wm__republic_np_clique_letter_avail(s, RP_CLIQUE_B));
    rpt_poked(g);
    tu_play(g, "pass");
    tu_play(g, "bot card 33"); /* Clique B; 1 Bot Action: Place Conservative Clique first */
    ck_assert_int_eq(wm__republic_botcards[33].impulse, RP_CLIQUE_B);
    ck_assert_int_lt(s->cq_loc[RP_CLIQUE_B], NSP);
    ck_assert_int_eq(s->cq_loc[RP_CLIQUE_A], RP_BAYERN);
    ck_assert_int_eq(s->cq_loc[RP_CLIQUE_C], CQ_REACTION);
    ck_assert_int_eq(s->active, RP_KPD);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST

/* The same with card #31, letter C: C waits on the Reaction track while B
 * is Available on the RC mat; the NP RC takes C from the Reaction track
 * (Step D alone would take the mat's). */
START_TEST(s8_8_np_rc_places_clique_c_from_the_reaction_track)
{
    wm_game *g = coalition_then_np(RP_RC);
    rp_state *s = ST(g);
    rpt_set_levels(s, 5, 5);
    ck_assert_int_eq(s->cq_loc[RP_CLIQUE_C], CQ_REACTION);
    ck_assert(wm__republic_np_clique_letter_avail(s, RP_CLIQUE_C));
    ck_assert(wm__republic_np_clique_letter_avail(s, RP_CLIQUE_B));
    rpt_poked(g);
    tu_play(g, "pass");
    tu_play(g, "bot card 31"); /* Clique C; Event + 2 Bot Actions */
    if (s->dec == D_REVEAL) { /* its Event first: the first card of its stack */
        wm_move m[64];
        ck_assert_uint_gt(wm_legal_moves(g, m, 64), 0);
        ck_assert_int_eq(wm_apply(g, m[0]), WM_OK);
    }
    drive(g, RP_KPD, 1);
    ck_assert_int_lt(s->cq_loc[RP_CLIQUE_C], NSP);
    ck_assert_int_eq(s->cq_loc[RP_CLIQUE_A], RP_BAYERN);
    wm_free(g);
}
END_TEST

/* §8.9 Economic Actions: "Only perform this Special Action if the Economy
 * marker is at least two boxes away from Stable or there is at least one
 * black Leverage marker on the Economy track. First, perform a Remove
 * Leverage Action to remove black Leverage from the Economy track. Then
 * ... place an available yellow Leverage on the Economy track. For both
 * placement and removal, choose the side of the track with the Economy
 * marker first": the black Leverage off the Hyperinflation side (not the
 * Reaction track's, which Step D alone would take), a yellow one there. */
START_TEST(s8_9_economic_black_off_the_economy_performed)
{
    wm_game *g = rc_then_np_coalition();
    rp_state *s = ST(g);
    rpt_clear_map(s);
    wm__republic_remove_all_econ_lev(s);
    rpt_set_levels(s, 1, 2); /* black Leverage on the Reaction track too */
    s->econ = RP_ECON_STABLE - 2;
    rpt_take_black_any(s);
    wm__republic_place_econ_lev(s, RP_SIDE_LEFT, 1);
    int react_lev = s->react_lev;
    rpt_poked(g);
    ck_assert(wm__republic_yellow_avail(s));
    ck_assert(s->react_lev);
    tu_play(g, "pass");
    tu_play(g, "bot card 3");
    tu_play(g, "roll 5"); /* Economic Actions */
    int black = 0, yellow = 0;
    for (int b = 0; b < RP_ECON_LEV_BOXES; b++) {
        black += s->econ_lev[b] == 2;
        yellow += s->econ_lev[b] == 1;
    }
    ck_assert_int_eq(black, 0);
    ck_assert_int_eq(yellow, 1);
    ck_assert_int_eq(s->react_lev, react_lev);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST

/* §8.7 "Once a space and an Action have been selected, play the matching
 * Parliamentary Control card": the NP KPD holds Hamburg's and Berlin's;
 * a cube gains it Dominance in Berlin (1 against the NSDAP's 1), not in
 * Hamburg (room for one against the NSDAP's 2), so it plays Berlin's. */
START_TEST(s8_7_pc_card_matching_the_selected_space_performed)
{
    wm_game *g = coalition_then_np(RP_KPD);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    no_pc_cards(s);
    s->pc_holder[RP_PC_HAMBURG] = RP_KPD;
    s->pc_holder[RP_PC_BERLIN] = RP_KPD;
    s->pc_up = (uint8_t)((1u << RP_PC_HAMBURG) | (1u << RP_PC_BERLIN));
    s->cubes[RP_HAMBURG][RP_KPD] = 1;
    s->cubes[RP_HAMBURG][RP_NSDAP] = 2;
    s->cubes[RP_BERLIN][RP_KPD] = 1;
    s->cubes[RP_BERLIN][RP_NSDAP] = 1;
    empty_hands(s);
    rpt_poked(g);
    tu_play(g, "pass");
    tu_play(g, "bot card 11"); /* Event + 2 Bot Actions: a Parliamentary Control card may be played */
    ck_assert_int_eq(wm__republic_botcards[11].event, 1);
    drive(g, RP_NSDAP, 1);
    ck_assert(!(s->pc_up & (1u << RP_PC_BERLIN)));
    ck_assert(s->pc_up & (1u << RP_PC_HAMBURG));
    wm_free(g);
}
END_TEST

/* §8.3 "NP Coalition may not win a Sudden Victory [3.1] during the Crisis
 * Era": four Reforms and its marker on the Timeline at the end of a 1919
 * round; a player Coalition wins, the NP Coalition plays on. */
START_TEST(s8_3_np_coalition_no_sudden_victory_performed)
{
    for (int np = 0; np < 2; np++) {
        wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
        rp_state *s = ST(g);
        static const uint8_t order[NF] = {RP_COALITION, RP_KPD, RP_NSDAP, RP_RC};
        memcpy(s->order, order, sizeof order);
        s->r_i = NF - 1; /* the round's last Action Step: the RC's */
        s->active = RP_RC;
        s->dec_seat = RP_RC;
        static const int sp[4] = {RP_BERLIN, RP_HAMBURG, RP_SACHSEN, RP_BADEN};
        rpt_clear_map(s);
        rpt_set_levels(s, 5, 2);
        for (int k = 0; k < 4; k++) {
            ck_assert(wm__republic_reform_avail(s));
            wm__republic_take_reform(s);
            s->reform[sp[k]] = 1;
        }
        wm__republic_sv_place(s, RP_COALITION);
        ck_assert(wm__republic_sudden_victory(s, RP_COALITION));
        if (np)
            make_np(s, 1u << RP_COALITION);
        rpt_poked(g);
        tu_play(g, "pass");
        if (np) {
            ck_assert(!wm_is_over(g));
            ck_assert(!(s->sv_on & 1u)); /* the marker went back (§3.1) */
        } else {
            ck_assert_int_eq(rpt_over_winner(g), RP_COALITION);
            ck_assert_int_eq(s->victory, RP_VICTORY_SUDDEN);
        }
        wm_free(g);
    }
}
END_TEST


/* wm_resample with Non-player seats: every resampled game passes the
 * checker, at positions inside and between NP turns (external dice). */
START_TEST(s8_resample_with_np_seats)
{
    int tried = 0, ok = 0;
    for (uint32_t bots = 1; bots < 15; bots += 3)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            wm_options o;
            wm_options_init(&o);
            o.scenario = 1 + (int)(seed % 5);
            o.flags = WM_OPT_EXTERNAL_DICE;
            o.bots = bots;
            o.seed = seed;
            wm_game *g = NULL;
            ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_OK);
            tu_rng r;
            tu_rng_seed(&r, seed);
            for (int k = 0; k < 400 && !wm_is_over(g); k++) {
                if (k % 23 == 0) {
                    for (int seat = 0; seat < NF; seat++) {
                        wm_game *x = NULL;
                        tried++;
                        if (wm_resample(g, seat, seed * 31 + (uint64_t)k, &x) == WM_OK) {
                            ok++;
                            ck_assert_int_eq(wm_check(x), WM_OK);
                            wm_free(x);
                        }
                    }
                }
                tu_random_move(g, &r);
            }
            wm_free(g);
        }
    ck_assert_int_gt(ok, tried / 2);
    /* a game whose anchor is still the set-up (the NP seats played on to
     * a player's question inside a procedure): resampled too */
    int found = 0;
    for (uint64_t seed = 1; seed <= 3000 && !found; seed++) {
        wm_options o;
        wm_options_init(&o);
        /* a player asked mid-procedure before any anchor point is rare: a
         * search over scenarios, seeds and Non-player masks */
        o.scenario = 1 + (int)(seed % 5);
        o.bots = (uint32_t)(1 + (seed / 5) % 14);
        o.seed = seed;
        wm_game *g = NULL;
        ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_OK);
        const rp_game *rg = (const rp_game *)(const void *)g->state;
        if (!wm_is_over(g) && rg->anchor.nfr == 0) {
            found = 1;
            wm_game *x = NULL;
            ck_assert_int_eq(wm_resample(g, wm_to_move(g) >= 0 ? wm_to_move(g) : 0, 5, &x), WM_OK);
            ck_assert_int_eq(wm_check(x), WM_OK);
            wm_free(x);
        }
        wm_free(g);
    }
    ck_assert(found);
}
END_TEST

/* The §8.6 answer wm_bot_move gives at a player seat's question, by name. */
static void expect_bot_move(wm_game *g, const char *want, int equal)
{
    wm_move m;
    char name[64];
    ck_assert_int_eq(wm_bot_move(g, &m), WM_OK);
    ck_assert_int_eq(wm_move_name(g, m, name, sizeof name, NULL), WM_OK);
    if (equal)
        ck_assert_str_eq(name, want);
    else
        ck_assert_str_ne(name, want);
}

/* §8.6 Section 4 Step B with the Action's real amount (issue 18, item 7):
 * the Coalition's Place Influence places one cube ("the addition of a
 * single Coalition Influence", the Comprehensive Example), so Berlin,
 * where one cube only ties the KPD's one, gains no Dominance, while an
 * empty space next to Berlin does.  Step B keeps the spaces where one cube
 * gains Dominance and Step E picks among them; the Impulse space (Berlin,
 * bot card #1) is not one of them.  Scoring as if 16 cubes were placed
 * kept Berlin and Step E chose it.  The same for the KPD's Remove
 * Influence with the Economy's number: two NSDAP cubes against three in
 * Berlin, one NSDAP cube against one Coalition cube in Brandenburg; the
 * KPD's one cube removed (Economy at its set-up box) unseats the NSDAP in
 * Brandenburg only. */
START_TEST(test_8_6_step_b_real_amount)
{
    wm_game *g = rpt_coalition_empty_map();
    rp_state *s = ST(g);
    ck_assert_int_eq(wm__republic_econ_cubes[RP_COALITION][s->econ], 1);
    s->cubes[RP_BERLIN][RP_KPD] = 1;
    rpt_poked(g);
    tu_play(g, "action Place Influence");
    ck_assert_int_eq(s->dec, D_SPACE);
    ck_assert(bit(s->dec_mask, RP_BERLIN));
    expect_bot_move(g, "space Berlin", 0);
    wm_move m;
    ck_assert_int_eq(wm_bot_move(g, &m), WM_OK);
    int sp = (int)(m - WM_REPUBLIC_SPACE);
    ck_assert(sp >= 0 && sp < NSP && s->cubes[sp][RP_KPD] == 0 && s->cubes[sp][RP_COALITION] == 0);
    /* the guideline itself: one cube in Berlin ties, one elsewhere gains */
    ck_assert(!bit(wm__republic_np_step_b(s, RP_COALITION, RP_COALITION, 1, s->dec_mask), RP_BERLIN));
    wm_free(g);

    /* Remove Influence: the KPD (a player asking wm_bot_move) removes the
     * Economy's number of cubes, one here */
    g = rpt_game_at(RP_SC_FATE, RP_KPD);
    s = ST(g);
    rpt_clear_map(s);
    s->a48_up = 0;
    ck_assert_int_eq(wm__republic_econ_cubes[RP_KPD][s->econ], 1);
    s->cubes[RP_BERLIN][RP_KPD] = 1;
    s->cubes[RP_BERLIN][RP_NSDAP] = 3;       /* one removed: the NSDAP keeps Dominance */
    s->cubes[RP_BRANDENBURG][RP_KPD] = 1;
    s->cubes[RP_BRANDENBURG][RP_NSDAP] = 2;  /* one removed: a tie, the NSDAP's Dominance gone */
    rpt_poked(g);
    tu_play(g, "action Remove Influence");
    ck_assert_int_eq(s->dec, D_SPACE);
    ck_assert_uint_eq(s->dec_mask, SPB(RP_BERLIN) | SPB(RP_BRANDENBURG));
    expect_bot_move(g, "space Brandenburg", 1); /* as if 16 were removed: Berlin (the KPD would gain Dominance) */
    wm_free(g);
}
END_TEST

/* §8.6 Section 4 Step C with the placed unit's SV (issue 18, item 8): a
 * Coalition Freikorps is SV 2 (§1.4), so placed in Berlin against three
 * KPD Worker Militia it removes no Supremacy (3 against 2); a space
 * where it gains Supremacy without opposing units (C.3) is chosen.  Scoring it as a Reichswehr (SV 3) made Berlin a C.2 space
 * (3 against 3 removes the KPD's Supremacy) and Step C chose it. */
START_TEST(test_8_6_step_c_placed_unit_sv)
{
    wm_game *g = rpt_coalition_empty_map();
    rp_state *s = ST(g);
    s->cubes[RP_BERLIN][RP_COALITION] = 2; /* Coalition Dominance: eligible for Place Unit */
    s->mil[RP_BERLIN] = 3;
    s->cubes[RP_SACHSEN][RP_COALITION] = 1;
    rpt_poked(g);
    tu_play(g, "action Place Unit");
    if (s->dec == D_KIND)
        tu_play(g, "unit Freikorps");
    ck_assert_int_eq(s->dec, D_SPACE);
    ck_assert_int_eq(s->a_k, WM_REPUBLIC_K_FREIKORPS);
    ck_assert(bit(s->dec_mask, RP_BERLIN) && bit(s->dec_mask, RP_SACHSEN));
    expect_bot_move(g, "space Berlin", 0);
    wm_move m;
    ck_assert_int_eq(wm_bot_move(g, &m), WM_OK);
    int sp = (int)(m - WM_REPUBLIC_SPACE);
    ck_assert(sp >= 0 && sp < NSP && bit(wm__republic_np_step_c(s, RP_COALITION, 2, s->dec_mask), sp));
    /* a Reichswehr (SV 3) in the same position: Berlin (C.2) */
    ck_assert_uint_eq(wm__republic_np_step_c(s, RP_COALITION, 3, s->dec_mask), SPB(RP_BERLIN));
    ck_assert_uint_eq(wm__republic_np_step_c(s, RP_COALITION, 2, s->dec_mask) & SPB(RP_BERLIN), 0);
    wm_free(g);
}
END_TEST

/* §8.6 Section 3 at a removal that offers pieces and cubes (issue 18,
 * item 9): an NSDAP Place Assassinations targeting the Coalition and KPD
 * may remove two cubes or one Reform or one KPD Cadre (§6.5); Section 3
 * puts the Reform (1) first and the Cadre (8) ahead of Influence cubes
 * (10).  The NP took a cube. */
START_TEST(test_8_6_section_3_reform_and_cadre_before_cubes)
{
    wm_game *g = rpt_game(RP_SC_FATE);
    rp_state c = *ST(g);
    uint32_t cubes = (1u << RP_COALITION) | (1u << RP_KPD);
    c.dec = D_CUBE;
    c.dec_seat = RP_NSDAP;
    c.dec_mask = cubes | 1u << (8 + WM_REPUBLIC_P_REFORM) | 1u << (8 + WM_REPUBLIC_P_KPD_CADRE);
    rp_state k = c;
    ck_assert_uint_eq(wm__republic_np_choose(&k), WM_REPUBLIC_PIECE + WM_REPUBLIC_P_REFORM);
    c.dec_mask = cubes | 1u << (8 + WM_REPUBLIC_P_KPD_CADRE);
    k = c;
    ck_assert_uint_eq(wm__republic_np_choose(&k), WM_REPUBLIC_PIECE + WM_REPUBLIC_P_KPD_CADRE);
    c.dec_mask = cubes; /* cubes only: the Faction Order */
    k = c;
    wm_move m = wm__republic_np_choose(&k);
    ck_assert(m == WM_REPUBLIC_CUBE + RP_COALITION || m == WM_REPUBLIC_CUBE + RP_KPD);
    wm_free(g);
}
END_TEST

/* The index of the first log entry from `from` whose text holds `sub`, -1. */
static long log_find(const wm_log *lg, size_t from, const char *sub)
{
    for (size_t i = from; i < wm_log_count(lg); i++)
        if (wm_log_text(lg, i) && strstr(wm_log_text(lg, i), sub) && !strstr(wm_log_text(lg, i), "bot card"))
            return (long)i;
    return -1;
}

/* §8.7's order (issue 18, item 10): the Event card revealed, Article 48,
 * Reichstag Seats, the Parliamentary Control card, the Event performed.
 * The NP KPD holds Reichstag Seats (not the Momentum faction) and the
 * Berlin Parliamentary Control card, and one Event card: it reveals the
 * card, plays Reichstag Seats (so it is the Momentum faction that conducts
 * the card's Clean Slate, §5.11), then the Parliamentary Control card,
 * then performs the Event.  The code played the Parliamentary Control card
 * first and revealed the Event after both. */
START_TEST(test_8_7_order_reveal_seats_pc_card_event)
{
    wm_game *g = coalition_then_np(RP_KPD);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    no_pc_cards(s);
    empty_hands(s);
    s->a48_up = 0;
    s->pc_holder[RP_PC_BERLIN] = RP_KPD;
    s->pc_up = (uint8_t)(1u << RP_PC_BERLIN);
    s->cubes[RP_BERLIN][RP_KPD] = 1;
    s->rs_holder = RP_KPD;
    s->rs_up = 1;
    ck_assert_int_ne(s->momentum, RP_KPD);
    int id = 0; /* an Event card the KPD may play, with no instructions (published-only) */
    const rp_card_info *pub = wm__republic_cards_published;
    for (int c = 1; c <= RP_NCARDS && !id; c++)
        if (pub[c].kind == RP_CARD_EVENT && !(pub[c].flags & RP_CF_MANDATORY) &&
            (!pub[c].fx || pub[c].fx[0].op == RP_OP_END) && card_has(s->deck, c))
            id = c;
    ck_assert_int_gt(id, 0);
    rpt_give_card(s, RP_KPD, id);
    rpt_published(g);
    tu_play(g, "pass");
    wm_log *lg = NULL;
    ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
    tu_play(g, "bot card 11"); /* KPD, Event + 2 Bot Actions */
    drive(g, RP_NSDAP, 1);
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    long rev = log_find(lg, 0, "Non-player KPD reveals ");
    long seats = log_find(lg, 0, "Non-player KPD: plays Reichstag Seats");
    long pc = log_find(lg, 0, "Non-player KPD: plays Parliamentary Control card");
    long ev = log_find(lg, 0, "Non-player KPD performs ");
    ck_assert_int_ge(seats, 0);
    ck_assert_int_gt(pc, seats);
    ck_assert_int_ge(rev, 0);
    ck_assert_int_gt(seats, rev);
    ck_assert_int_gt(ev, pc);
    ck_assert(!s->rs_up && !(s->pc_up & (1u << RP_PC_BERLIN)));
    wm_log_free(lg);
    wm_free(g);
}
END_TEST

/* §8.6 and §8.7 over whole all-NP games (tests/rp_npaudit.c): every NP
 * Place Influence and Remove Influence space lies in the set Step B gives
 * with the cubes the Action really places or removes, every Place Unit
 * space in the set Step C gives with the placed unit's SV, Section 3's
 * piece order holds at every removal, and §8.7's order (the Event card
 * revealed, Article 48, Reichstag Seats, the Parliamentary Control card,
 * the Event) every turn.  WM_NP_AUDIT_GAMES games per scenario (default
 * 6); the counts go to stderr. */
START_TEST(s8_6_s8_7_audit_all_np_games)
{
    const char *e = getenv("WM_NP_AUDIT_GAMES");
    int games = e && atoi(e) > 0 ? atoi(e) : 6;
    rpa_counts all;
    memset(&all, 0, sizeof all);
    for (int sc = 1; sc <= 5; sc++) {
        rpa_counts c;
        memset(&c, 0, sizeof c);
        for (int seed = 1; seed <= games; seed++)
            ck_assert_int_eq(rpa_play(sc, (uint64_t)seed, &c), 0);
        char label[32];
        snprintf(label, sizeof label, "audit scenario %d", sc);
        rpa_print(label, &c);
        long *a = &all.games, *b = &c.games;
        for (size_t i = 0; i < sizeof all / sizeof all.games; i++)
            a[i] += b[i];
    }
    rpa_print("audit all", &all);
    ck_assert_int_gt(all.place, 0);
    ck_assert_int_gt(all.remove, 0);
    ck_assert_int_gt(all.unit, 0);
    ck_assert_int_gt(all.turns, 0);
    ck_assert_int_eq(all.place_bad, 0);
    ck_assert_int_eq(all.remove_bad, 0);
    ck_assert_int_eq(all.unit_bad, 0);
    ck_assert_int_eq(all.s3_bad, 0);
    ck_assert_int_eq(all.turns_bad, 0);
    ck_assert_int_eq(all.seats_pc_bad, 0);
    ck_assert_int_gt(all.ev_answers, 0);
    ck_assert_int_eq(all.ev_stale, 0);      /* issue 32 */
    ck_assert_int_eq(all.gs_reforms_bad, 0); /* issue 32 */
    ck_assert_int_eq(all.ev_overasked, 0);   /* issue 32: every question asked once */
    ck_assert_int_eq(all.ev_reform_fragile, 0); /* §5.3 */
    ck_assert_int_gt(all.a48, 0);
    ck_assert_int_eq(all.a48_noeffect, 0); /* §8.7 "only if the Event would have some effect" */
}
END_TEST

/* One TCase per test, named after it (CK_RUN_CASE=<test> runs one). */
static Suite *np_suite(void)
{
    const tu_test tests[] = {
#define T(x) {#x, x}
        T(s8_0_thirty_six_bot_cards_nine_per_faction),
        T(s8_2_bot_cards_transcribed),
        T(s8_2_summary_and_reshuffle_counts),
        T(s8_8_priority_lists),
        T(s8_example_bot_card_5),
        T(s8_2_faction_order_recon_position_balanced),
        T(s8_9_to_s8_12_special_action_tables),
        T(s8_9_to_s8_12_item_conditions),
        T(s8_8_die_selects_category),
        T(s8_8_fall_through_loops_6_to_1),
        T(s8_6_section_1_option_lists),
        T(s8_6_section_3_piece_order_and_step_d_tracks),
        T(s8_4_clique_letters_per_scenario),
        T(s8_4_clique_letters_follow_the_blocks),
        T(s8_4_clique_removed_before_its_box_was_chosen),
        T(s8_4_checker_refuses_wrong_letters),
        T(s8_4_clique_letter_through_a_move_and_a_save),
        T(s8_4_clique_letters_in_seeded_games),
        T(s8_2_impulse_space_region_and_rc_clique),
        T(s8_6_step_b_and_e_example_osthilfe_pommern),
        T(s8_6_step_b_remove_dominance_and_limits),
        T(s8_6_step_e_guidelines_in_order),
        T(s8_6_step_d_example_us_deals_first),
        T(s8_6_step_c_example_reichswehr_to_pommern),
        T(s8_1_potential_assault_strength_example),
        T(s8_7_final_year_stack_check),
        T(s8_4_turn_order_from_bot_card),
        T(s8_3_np_coalition_no_sudden_victory_in_crisis),
        T(s8_8_example_political_with_unity_strong),
        T(s8_10_stance_skipped_without_stance_tracks),
        T(s8_10_s8_11_np_change_stance_die_plus_cadres_4),
        T(s8_8_fall_through_6_to_1_nsdap),
        T(s8_9_only_if_conditions),
        T(s8_9_example_assault_target_rc_in_pommern),
        T(s8_8_place_clique_only_off_map_and_available),
        T(s8_5_bot_actions_continue_down_the_list),
        T(s8_7_article48_on_the_symbol_124),
        T(s8_7_article48_only_with_some_effect_116_110),
        T(s8_7_reichstag_seats),
        T(s8_7_np_reichstag_seats_shift_unity_one_box),
        T(s8_8_example_bloodhound_doctrine_two_assaults),
        T(s8_7_pc_cards_reform_first),
        T(s8_np_functions_over_seeded_positions),
        T(s8_6_section_3_unit_order_example),
        T(s8_comprehensive_example_decisions),
        T(s8_comprehensive_example_performed),
        T(s8_8_example_political_performed_with_unity_strong),
        T(s8_8_example_bloodhound_doctrine_16_two_assaults_performed),
        T(s8_8_one_assault_without_bloodhound_doctrine),
        T(s8_1_altonaer_blutsonntag_147_move_units_skipped),
        T(s8_7_article48_cancels_124_performed),
        T(s8_7_article48_not_without_the_symbol),
        T(s8_4_turn_order_from_bot_card_performed),
        T(s8_7_final_year_election_card_performed),
        T(s8_1_no_held_card_penalty_for_np),
        T(s8_readings_chooser),
        T(s8_resample_with_np_seats),
        T(s8_8_np_rc_places_the_lettered_clique_performed),
        T(s8_8_np_rc_places_clique_c_from_the_reaction_track),
        T(s8_9_economic_black_off_the_economy_performed),
        T(s8_7_pc_card_matching_the_selected_space_performed),
        T(s8_3_np_coalition_no_sudden_victory_performed),
        T(s8_bot_move_at_a_player_seat),
        T(s8_9_step_a_pawn_choice),
        T(s8_9_step_a_econ_side_strike_and_rogue_spaces),
        T(test_8_6_step_b_real_amount),
        T(test_8_6_step_c_placed_unit_sv),
        T(test_8_6_section_3_reform_and_cadre_before_cubes),
        T(test_8_7_order_reveal_seats_pc_card_event),
        T(s8_6_s8_7_audit_all_np_games),
#undef T
    };
    return tu_suite("republic_np", tests, sizeof tests / sizeof tests[0]);
}

int main(void)
{
    return tu_run(np_suite());
}
