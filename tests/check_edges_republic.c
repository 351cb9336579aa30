/*
 * check_edges_republic.c - The Weimar Republic at both sides of the edges
 * its rulebook states (issue 24): the Regional Election's tie between
 * factions with PV (§7.1), the Momentum faction's transfer of "up to half
 * (round down)" at exactly its 3-PV bonus and just above (§7.2), and the
 * RC's steal of an NSDAP victory with half of its PV from the RC, or one
 * less (§3.2).  Each test asserts the outcome and the log line.
 *
 * The table "edge -> test" is in doc/rules-republic.md, "Edges and their
 * tests"; the mutants these tests kill are in tests/mutants/republic.txt.
 */
#include "rp_testutil.h"
#include "testutil.h"

#include <check.h>
#include <stdio.h>
#include <string.h>

static rp_state *ST(wm_game *g)
{
    return (rp_state *)(void *)g->state;
}

/* §7.1 "If there is a tie, no faction wins the election in the space or
 * Region ... leave the Parliamentary Control box empty"; "each faction adds
 * any PV gained ... regardless of the outcome": in the Northern States the
 * KPD dominates Mecklenburg (PV 1) and the NSDAP Oldenburg (PV 1) - a tie
 * of 1 against 1, nobody takes Control, both keep their PV; with the KPD in
 * Braunschweig and Anhalt too (2 against 1) the KPD takes Control. */
START_TEST(test_7_1_regional_tie_with_pv_no_control)
{
    for (int above = 0; above <= 1; above++) {
        wm_game *g = rpt_coalition_empty_map();
        rp_state *s = ST(g);
        s->cubes[RP_MECKLENBURG][RP_KPD] = 1;
        s->cubes[RP_OLDENBURG][RP_NSDAP] = 1;
        if (above)
            s->cubes[RP_BRAUNSCHWEIG_ANHALT][RP_KPD] = 1;
        s->pc_holder[RP_PC_NORTHERN_STATES] = RP_NSDAP; /* collected at §7.0 */
        rpt_pawns(s, 3, RP_RC, 1, -1); /* the RC: +2 in the General Election */
        wm_log *lg = NULL;
        ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
        rpt_elections_by_154(g, RP_COALITION);
        ck_assert_int_eq(wm__log_capture_end(), WM_OK);
        if (above) {
            tu_log_expect(lg, "election", "Regional Election in Northern States: KPD 2 PV, NSDAP 1 PV; KPD takes "
                                          "Parliamentary Control");
            ck_assert_int_eq(s->pc_holder[RP_PC_NORTHERN_STATES], RP_KPD);
        } else {
            tu_log_expect(lg, "election",
                          "Regional Election in Northern States: KPD 1 PV, NSDAP 1 PV (a tie); no Parliamentary Control");
            ck_assert_int_eq(s->pc_holder[RP_PC_NORTHERN_STATES], RP_NOBODY);
            ck_assert(!(s->pc_up & (1u << RP_PC_NORTHERN_STATES)));
        }
        /* the PV count either way (the Coalition: Momentum's 3) */
        tu_log_expect(lg, "election",
                      above ? "General Election: PV with the bonuses (pawns, Momentum, Berlin): Coalition 3, KPD 2, "
                              "NSDAP 1, RC 2"
                            : "General Election: PV with the bonuses (pawns, Momentum, Berlin): Coalition 3, KPD 1, "
                              "NSDAP 1, RC 2");
        ck_assert_int_eq(s->pv[RP_KPD], 1 + above);
        ck_assert_int_eq(s->pv[RP_NSDAP], 1);
        wm_log_free(lg);
        wm_free(g);
    }
}
END_TEST

/* §7.1 the same in a City with bonus PV: in Hamburg (PV 4) the KPD has
 * Dominance (4) and the Coalition a Reform and a yellow Leverage (3 + 1):
 * a tie of 4 against 4; a second yellow Leverage (5 against 4) wins it. */
START_TEST(test_7_1_regional_tie_with_bonus_pv)
{
    for (int above = 0; above <= 1; above++) {
        wm_game *g = rpt_coalition_empty_map();
        rp_state *s = ST(g);
        s->cubes[RP_HAMBURG][RP_KPD] = 2;
        int b = rpt_low_bit(s->prog_reform); /* a Reform from its holding box */
        ck_assert_int_ge(b, 0);
        s->prog_reform = (uint8_t)(s->prog_reform & ~(1u << b));
        s->reform[RP_HAMBURG] = 1;
        rpt_put_yellow(s, RP_HAMBURG);
        if (above)
            rpt_put_yellow(s, RP_HAMBURG);
        rpt_pawns(s, 3, RP_RC, 1, -1);
        wm_log *lg = NULL;
        ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
        rpt_elections_by_154(g, RP_COALITION);
        ck_assert_int_eq(wm__log_capture_end(), WM_OK);
        if (above) {
            tu_log_expect(lg, "election",
                          "Regional Election in Hamburg: Coalition 5 PV, KPD 4 PV; Coalition takes Parliamentary Control");
            ck_assert_int_eq(s->pc_holder[RP_PC_HAMBURG], RP_COALITION);
        } else {
            tu_log_expect(lg, "election",
                          "Regional Election in Hamburg: Coalition 4 PV, KPD 4 PV (a tie); no Parliamentary Control");
            ck_assert_int_eq(s->pc_holder[RP_PC_HAMBURG], RP_NOBODY);
        }
        ck_assert_int_eq(s->pv[RP_KPD], 4);
        ck_assert_int_eq(s->pv[RP_COALITION], 4 + above + 3);
        wm_log_free(lg);
        wm_free(g);
    }
}
END_TEST

/* §7.2 "the Momentum faction - optionally - may subtract up to half (round
 * down) of its total PV and transfer it to one other faction's total": the
 * KPD, Momentum with nothing on the map and no pawn, has exactly its +3: it
 * may transfer 1 (not 2); with 4 PV up to 2; with 5 still 2.  (The one
 * pawn off the tracks is the Coalition's: +2.) */
START_TEST(test_7_2_transfer_half_at_momentum_bonus)
{
    static const char *const want[3] = {"number 1", "number 1|number 2", "number 1|number 2"};
    static const int spaces[2] = {RP_MECKLENBURG, RP_OLDENBURG}; /* PV 1 each, Northern States */
    for (int extra = 0; extra <= 2; extra++) {
        wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
        rp_state *s = ST(g);
        rpt_clear_map(s);
        s->a48_up = 0;
        for (int k = 0; k < extra; k++)
            s->cubes[spaces[k]][RP_KPD] = 1;
        rpt_pawns(s, 3, RP_COALITION, 1, -1);
        wm_log *lg = NULL;
        ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
        rpt_elections_by_154(g, RP_KPD);
        ck_assert_int_eq(s->momentum, RP_KPD);
        ck_assert_int_eq(s->pv[RP_KPD], 3 + extra);
        ck_assert_int_eq(s->pv[RP_COALITION], 2);
        ck_assert_int_eq(wm_to_move(g), RP_KPD);
        tu_expect_legal(g, "done|faction Coalition|faction NSDAP|faction RC");
        tu_play(g, "faction NSDAP");
        tu_expect_legal(g, want[extra]);
        tu_play(g, "number 1");
        ck_assert_int_eq(wm__log_capture_end(), WM_OK);
        char line[96];
        snprintf(line, sizeof line, "KPD transfers 1 PV to NSDAP: Coalition 2, KPD %d, NSDAP 1, RC 0", 2 + extra);
        tu_log_expect(lg, "election", line);
        ck_assert_int_eq(s->pv[RP_KPD], 2 + extra);
        ck_assert_int_eq(s->pv[RP_NSDAP], 1);
        wm_log_free(lg);
        wm_free(g);
    }
}
END_TEST

/* §3.2 "If the NSDAP wins a General Election with at least half of its PV
 * transferred from the RC, the RC wins instead" (rulebook §3.2 and §7.2's
 * Gameplay Note): the RC (12 PV: Bayern 5, Momentum 3, two pawns 4) gives
 * the NSDAP (6, Berlin) 6 of its 12 - exactly half - and takes the
 * victory; with the NSDAP at 7 (a cube in Mecklenburg too), 6 of its 13
 * is less than half: the NSDAP's own victory. */
START_TEST(test_3_2_rc_steal_at_half_edge)
{
    for (int below = 0; below <= 1; below++) {
        wm_game *g = rpt_rc_steals_board();
        rp_state *s = ST(g);
        if (below)
            s->cubes[RP_MECKLENBURG][RP_NSDAP] = 1; /* +1: 7 */
        rpt_elections_by_154(g, RP_RC);
        ck_assert_int_eq(wm_to_move(g), RP_RC);
        ck_assert_int_eq(s->pv[RP_RC], 12);
        ck_assert_int_eq(s->pv[RP_NSDAP], 6 + below);
        wm_log *lg = NULL;
        ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
        tu_playv(g, "faction NSDAP", "number 6", NULL);
        ck_assert_int_eq(wm__log_capture_end(), WM_OK);
        ck_assert(wm_is_over(g));
        if (below) {
            tu_log_expect(lg, "election", "General Election winner: NSDAP with 13 PV; second: RC with 6 PV");
            ck_assert_int_eq(rpt_over_winner(g), RP_NSDAP);
        } else {
            tu_log_expect(lg, "election",
                          "General Election winner: NSDAP with 12 PV; second: RC with 6 PV; at least half of its PV "
                          "came from the RC, so the victory is the RC's (§3.2)");
            ck_assert_int_eq(rpt_over_winner(g), RP_RC);
        }
        wm_log_free(lg);
        wm_free(g);
    }
}
END_TEST

/* §6.2 Final Assault Outcomes: "The faction (if any) with the highest
 * modified Assault strength minus die roll becomes the Momentum faction":
 * the rulebook's Bayern Assault (RC 7 against the Coalition 5) with the
 * dice 4 and 2 - 3 against 3, nobody has the highest: the Momentum stays;
 * with 3 and 2 (4 against 3, the rulebook's) the RC takes it. */
START_TEST(test_6_2_assault_momentum_tie_edge)
{
    for (int tie = 0; tie <= 1; tie++) {
        wm_game *g = rpt_example_bayern_assault();
        rp_state *s = ST(g);
        int before = s->momentum;
        ck_assert_int_ne(before, RP_RC);
        wm_log *lg = NULL;
        ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
        tu_playv(g, "action Assault", "space Bayern", "faction Coalition", "faction KPD", "number 1",
                 tie ? "roll 4" : "roll 3", "roll 2", NULL);
        while (!wm_is_over(g) && s->nfr && s->fr_proc[s->nfr - 1] == P_ASSAULT && s->dec == D_KIND) {
            /* the hits: the first kind offered each time (the rulebook's choices) */
            wm_move m[64];
            size_t n = wm_legal_moves(g, m, 64);
            ck_assert_uint_gt(n, 0);
            ck_assert_int_eq(wm_apply(g, m[0]), WM_OK);
        }
        ck_assert_int_eq(wm__log_capture_end(), WM_OK);
        char want[128];
        if (tie) {
            tu_log_expect(lg, "assault", "Assault in Bayern: RC 7 (die 4) against Coalition 5 (die 2): RC 3 hits, "
                                         "Coalition 3 hits");
            ck_assert_int_eq(s->momentum, before);
            snprintf(want, sizeof want, "the Momentum stays with %s", before == RP_COALITION ? "Coalition"
                                                                      : before == RP_KPD    ? "KPD"
                                                                                            : "NSDAP");
        } else {
            ck_assert_int_eq(s->momentum, RP_RC);
            snprintf(want, sizeof want, "RC takes the Momentum");
        }
        int found = 0;
        for (size_t i = 0; i < wm_log_count(lg); i++)
            found |= strcmp(wm_log_kind(lg, i), "assault") == 0 &&
                     strncmp(wm_log_text(lg, i), "After the Assault in Bayern: ", 29) == 0 &&
                     strstr(wm_log_text(lg, i), want) != NULL;
        ck_assert_msg(found, "no \"After the Assault in Bayern: %s\" line", want);
        wm_log_free(lg);
        wm_free(g);
    }
}
END_TEST

/* §8.1 "NP factions perform a listed option to the maximum extent
 * possible": asked how many (1 to 3) in an Action, the NP answers 3; in an
 * Assault, where the number is the units it would loan, the least (§8.1:
 * NP factions never loan units). */
START_TEST(test_8_1_np_number_maximum_extent)
{
    wm_game *g = rpt_game(RP_SC_FATE);
    rp_state st = *ST(g);
    rpt_clear_map(&st);
    st.bots = 0xF;
    for (int f = 0; f < NF; f++) {
        st.np_deck[f] = 0x1FF;
        st.np_card[f] = 0;
    }
    memset(st.fr_proc, 0, sizeof st.fr_proc);
    memset(st.fr_stage, 0, sizeof st.fr_stage);
    static const int procs[2] = {P_ACTION, P_ASSAULT};
    for (int k = 0; k < 2; k++) {
        for (int hi = 1; hi <= 3; hi++) {
            rp_state c = st;
            c.nfr = 2;
            c.fr_proc[1] = (uint8_t)procs[k];
            c.dec = D_NUM;
            c.dec_seat = RP_KPD;
            c.dec_lo = 1;
            c.dec_hi = (uint8_t)hi;
            c.dec_done = 0;
            ck_assert_uint_eq(wm__republic_np_choose(&c), (wm_move)(WM_REPUBLIC_NUM + (k ? 1 : hi)));
        }
    }
    wm_free(g);
}
END_TEST

/* The seven Middle Class Sympathies pawns: nsdap and rc on those mats,
 * the rest in the Economy track's two boxes, then in the Progress and
 * Reaction holding boxes from the lowest level up. */
static void pawns_on_mats(rp_state *s, int nsdap, int rc)
{
    for (int f = 0; f < NF; f++)
        s->mcs_mat[f] = 0;
    s->mcs_mat[RP_NSDAP] = (uint8_t)nsdap;
    s->mcs_mat[RP_RC] = (uint8_t)rc;
    int rest = RP_MCS_COUNT - nsdap - rc;
    s->econ_mcs = (uint8_t)(rest >= 2 ? 3 : rest);
    rest -= rest >= 2 ? 2 : rest;
    s->pr_mcs = 0;
    for (int b = 0; b < 8 && rest; b++)
        if (RP_PR_MCS_LEVELS & (1u << b)) {
            s->pr_mcs = (uint8_t)(s->pr_mcs | (1u << b));
            rest--;
        }
}

/* The §3.1 positions: faction f, variant k (see the table in
 * test_3_1_sudden_victory_edges).  Uprisings and Reforms go to spaces
 * where nothing else is. */
static void sv_arrange(rp_state *s, int f, int k)
{
    static const int four[4] = {RP_SACHSEN, RP_THUERINGEN, RP_HESSEN, RP_BADEN};
    switch (f) {
    case RP_COALITION:
        for (int i = 0; i < 3 + (k == 2); i++)
            rpt_put_reform(s, four[i]);
        s->unity = (uint8_t)(k == 1 ? RP_UNITY_STRONG : RP_UNITY_SOUND);
        break;
    case RP_KPD:
        for (int i = 0; i < 3 + (k == 2); i++)
            rpt_put_strike(s, four[i], RP_STRIKE_UPRISING);
        if (k == 1)
            s->mil[RP_BERLIN] = 1; /* KPD Supremacy in Berlin (§5.9) */
        if (k == 3) {              /* a tie of units in Berlin: nobody's Supremacy */
            s->mil[RP_BERLIN] = 1;
            s->sa[RP_BERLIN] = 1;
        }
        break;
    case RP_NSDAP:
        pawns_on_mats(s, k == 0 ? 1 : 2, 1);
        if (k <= 1)
            s->sa[RP_BERLIN] = 1;
        else {
            s->sa[RP_HAMBURG] = 1;
            if (k == 3)
                s->sa[RP_MUENCHEN] = 1;
        }
        break;
    default:
        pawns_on_mats(s, 0, k == 2 ? 4 : 3);
        if (k == 1)
            rpt_put_fk(s, RP_BERLIN, FK_ROGUE, -1); /* a revealed Rogue Freikorps: RC Supremacy */
        break;
    }
}

/* §3.1 Sudden Victory, each faction's condition at both sides of its
 * edges, with its marker on the Timeline and the round passed out: the
 * Coalition "4 Reform markers on the map or ... 3 ... and Coalition Unity
 * is Strong" (3 at Sound: no; 3 at Strong, 4 at Sound: yes); the KPD "4
 * Uprising markers ... or 3 ... and KPD has Supremacy in Berlin" (3 without
 * it, 3 with a tie of units in Berlin: no; 3 with it, 4: yes); the NSDAP
 * "more Middle Class Sympathies pawns on its faction mat than the RC and
 * ... Supremacy in Berlin or ... in any 2 Cities" (as many as the RC: no;
 * one more with Berlin: yes; one more with 1 City: no, with 2: yes); the RC
 * "4 or more ... pawns ... or ... 3 ... and ... Supremacy in Berlin" (3
 * without: no; 3 with, 4: yes).  The winner's log line is asserted, and
 * its absence otherwise. */
START_TEST(test_3_1_sudden_victory_edges)
{
    static const struct {
        int f, k, wins;
    } cases[] = {
        {RP_COALITION, 0, 0}, {RP_COALITION, 1, 1}, {RP_COALITION, 2, 1}, {RP_KPD, 0, 0},
        {RP_KPD, 3, 0},       {RP_KPD, 1, 1},       {RP_KPD, 2, 1},       {RP_NSDAP, 0, 0},
        {RP_NSDAP, 1, 1},     {RP_NSDAP, 2, 0},     {RP_NSDAP, 3, 1},     {RP_RC, 0, 0},
        {RP_RC, 1, 1},        {RP_RC, 2, 1},
    };
    static const char *const fname[NF] = {"Coalition", "KPD", "NSDAP", "RC"};
    for (size_t c = 0; c < sizeof cases / sizeof cases[0]; c++) {
        int f = cases[c].f;
        wm_game *g = rpt_game_at(RP_SC_FATE, f);
        rp_state *s = ST(g);
        rpt_clear_map(s);
        sv_arrange(s, f, cases[c].k);
        wm__republic_sv_place(s, f); /* its marker on the Timeline (§3.1), placed earlier this round */
        rpt_poked(g);
        ck_assert_msg(wm__republic_sudden_victory(s, f) == cases[c].wins, "%s variant %d: condition %d, not %d",
                      fname[f], cases[c].k, !cases[c].wins, cases[c].wins);
        wm_log *lg = NULL;
        ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
        rpt_pass_all(g);
        ck_assert_int_eq(wm__log_capture_end(), WM_OK);
        char want[96];
        snprintf(want, sizeof want, "Sudden Victory (§3.1): %s meets its condition at the end of the round", fname[f]);
        if (cases[c].wins) {
            ck_assert_msg(rpt_over_winner(g) == f, "%s variant %d: winner %d", fname[f], cases[c].k, rpt_over_winner(g));
            tu_log_expect(lg, "victory", want);
        } else {
            ck_assert_msg(!wm_is_over(g), "%s variant %d: the game ended", fname[f], cases[c].k);
            tu_log_expect_none(lg, "victory", want);
            ck_assert_int_eq(s->sv_on, 0); /* the markers go back to the mats */
        }
        wm_log_free(lg);
        wm_free(g);
    }
}
END_TEST

/* §3.1 "Check each eligible faction in turn order. The first faction to
 * meet their requirements immediately wins (do not check any following
 * factions)": the Coalition (4 Reforms) and the KPD (4 Uprisings) both
 * meet theirs with both markers out; the one first in turn order wins. */
START_TEST(test_3_1_sudden_victory_first_in_turn_order)
{
    static const int first[2] = {RP_COALITION, RP_KPD};
    for (int k = 0; k < 2; k++) {
        wm_game *g = rpt_game_at(RP_SC_FATE, first[k]);
        rp_state *s = ST(g);
        rpt_clear_map(s);
        sv_arrange(s, RP_COALITION, 2);
        sv_arrange(s, RP_KPD, 2);
        wm__republic_sv_place(s, RP_COALITION);
        wm__republic_sv_place(s, RP_KPD);
        rpt_poked(g);
        rpt_pass_all(g);
        ck_assert_int_eq(rpt_over_winner(g), first[k]);
        wm_free(g);
    }
}
END_TEST

/* Fate, the RC at its Action Step menu: Progress prog with yellow Leverage
 * up to it, black Leverage up to level top, Reaction react; the RC
 * Advances Reaction; returns the level after it. */
static int advance_reaction(int prog, int top, int react)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_RC);
    rp_state *s = ST(g);
    rpt_set_levels(s, prog, top);
    s->react = (uint8_t)react;
    rpt_poked(g);
    wm_log *lg = NULL;
    ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
    tu_play(g, "action Advance Reaction");
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    int after = s->react;
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_log_free(lg);
    wm_free(g);
    return after;
}

/* §5.7 "The maximum level of each is determined by the number of Leverage
 * markers on each track ... black Leverage markers set the maximum level
 * for Reaction. In addition, Reaction may never be more than one level
 * higher than Progress" (§6.0 Limits): with Progress 4, Reaction 2 rises
 * to 3 under black Leverage up to 3, and stays at 3 when 3 is the highest
 * black Leverage; with black Leverage up to 4, Reaction 3 rises to 4 over
 * Progress 3 (one above) and stays at 3 over Progress 2 (it would be two
 * above). */
START_TEST(test_5_7_reaction_limits_edges)
{
    ck_assert_int_eq(advance_reaction(4, 3, 2), 3); /* below the highest black Leverage */
    ck_assert_int_eq(advance_reaction(4, 3, 3), 3); /* at it: no further */
    ck_assert_int_eq(advance_reaction(3, 4, 3), 4); /* one above Progress */
    ck_assert_int_eq(advance_reaction(2, 4, 3), 3); /* two above: barred */
}
END_TEST

/* §5.7 "When Leverage is removed from the Progress or Reaction track,
 * adjust the track ... so that the current Progress or Reaction level is
 * not higher than the highest Leverage marker on that side. If removing
 * Leverage from the Progress track results in Reaction being two or more
 * boxes above the new Progress level, decrease Reaction so that it is one
 * box above Progress": the RC removes the top yellow Leverage (Progress 4
 * with yellow Leverage up to 4): Progress 3; Reaction 4 stays (one above),
 * Reaction 5 would be two above: 4. */
START_TEST(test_5_7_leverage_removed_adjusts_tracks)
{
    for (int react = 4; react <= 5; react++) {
        wm_game *g = rpt_game_at(RP_SC_FATE, RP_RC);
        rp_state *s = ST(g);
        rpt_clear_map(s);
        rpt_set_levels(s, 4, react);
        rpt_poked(g);
        tu_playv(g, "action Remove Leverage", "track Progress", NULL);
        ck_assert_int_eq(s->prog, 3);
        ck_assert_int_eq(s->react, 4);
        ck_assert_int_eq(wm_check(g), WM_OK);
        wm_free(g);
    }
}
END_TEST

int main(void)
{
    const tu_test tests[] = {
        {"7 elections", test_7_1_regional_tie_with_pv_no_control},
        {"7 elections", test_7_1_regional_tie_with_bonus_pv},
        {"7 elections", test_7_2_transfer_half_at_momentum_bonus},
        {"3.1 victory", test_3_1_sudden_victory_edges},
        {"3.1 victory", test_3_1_sudden_victory_first_in_turn_order},
        {"3.2 victory", test_3_2_rc_steal_at_half_edge},
        {"5.7 tracks", test_5_7_reaction_limits_edges},
        {"5.7 tracks", test_5_7_leverage_removed_adjusts_tracks},
        {"6.2 assault", test_6_2_assault_momentum_tie_edge},
        {"8 non-player", test_8_1_np_number_maximum_extent},
    };
    return tu_run(tu_suite("edges_republic", tests, sizeof tests / sizeof tests[0]));
}
