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

int main(void)
{
    const tu_test tests[] = {
        {"7 elections", test_7_1_regional_tie_with_pv_no_control},
        {"7 elections", test_7_1_regional_tie_with_bonus_pv},
        {"7 elections", test_7_2_transfer_half_at_momentum_bonus},
        {"3.2 victory", test_3_2_rc_steal_at_half_edge},
        {"6.2 assault", test_6_2_assault_momentum_tie_edge},
        {"8 non-player", test_8_1_np_number_maximum_extent},
    };
    return tu_run(tu_suite("edges_republic", tests, sizeof tests / sizeof tests[0]));
}
