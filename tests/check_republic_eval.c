/*
 * check_republic_eval.c - The Weimar Republic: the search's evaluation of
 * a position at the end of a playout, and its Non-player rollouts
 * (lib/republic/evaluate.c, doc/ai.md "The Weimar Republic: Non-player
 * rollouts and an evaluation"), on positions of the rulebook's §3 victory
 * conditions and §7 elections.
 *
 * Each test compares one faction's standing with another's, or one
 * position's with another's, so that an evaluation that scores the wrong
 * faction (factions swapped), the wrong sign or values out of [0, 1]
 * fails.
 */
#include "core.h"
#include "../lib/republic/republic.h"
#include "rp_testutil.h"
#include "testutil.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ST(g) ((rp_state *)(void *)(g)->state)

static void evaluate(wm_game *g, double v[NF])
{
    wm__republic_evaluate(g->state, v);
    for (int f = 0; f < NF; f++) {
        ck_assert_msg(v[f] >= 0.0 && v[f] <= 1.0, "value %g of faction %d out of [0, 1]", v[f], f);
    }
}

/* The faction with the highest value (-1 on a tie for it). */
static int top(const double v[NF])
{
    int t = 0, tie = 0;
    for (int f = 1; f < NF; f++) {
        if (v[f] > v[t]) {
            t = f;
            tie = 0;
        } else if (v[f] == v[t]) {
            tie = 1;
        }
    }
    return tie ? -1 : t;
}

/* §3.1: the Coalition with 3 Reform markers on the map and Coalition
 * Unity Strong (the test_3_1_sudden_victory_coalition position, Fate)
 * meets its Sudden Victory requirement; with none and Unity not Strong it
 * is far from it.  The first evaluates higher for the Coalition, and not
 * higher for any other faction. */
START_TEST(test_3_1_eval_coalition_sudden_victory_threshold)
{
    wm_game *near = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rpt_clear_map(ST(near));
    rpt_put_reform(ST(near), RP_BERLIN);
    rpt_put_reform(ST(near), RP_HAMBURG);
    rpt_put_reform(ST(near), RP_KOELN);
    ST(near)->unity = RP_UNITY_STRONG;
    rpt_poked(near);
    ck_assert(wm__republic_sudden_victory(ST(near), RP_COALITION));

    wm_game *far = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rpt_clear_map(ST(far));
    ST(far)->unity = RP_UNITY_STRONG - 1;
    rpt_poked(far);
    ck_assert(!wm__republic_sudden_victory(ST(far), RP_COALITION));

    double vn[NF], vf[NF];
    evaluate(near, vn);
    evaluate(far, vf);
    ck_assert(vn[RP_COALITION] > vf[RP_COALITION]);
    for (int f = 1; f < NF; f++)
        ck_assert(vn[f] <= vf[f]);
    /* placing the marker (one Action) brings the win nearer still */
    double before = vn[RP_COALITION];
    tu_play(near, "action Place SV Marker");
    ck_assert(ST(near)->sv_on & (1u << RP_COALITION));
    evaluate(near, vn);
    ck_assert(vn[RP_COALITION] > before);
    ck_assert_int_eq(top(vn), RP_COALITION);
    wm_free(near);
    wm_free(far);
}
END_TEST

/* §3.1: the KPD wins a Sudden Victory with 3 Uprising markers on the map
 * and Supremacy in Berlin.  One, two, then three Uprisings (Sachsen,
 * Hamburg, the Rheinprovinz) with KPD Militia in Berlin evaluate ever
 * higher for the KPD (the first two short of the requirement: progress
 * counts), lower for the NSDAP, and with the requirement met the KPD has
 * the highest value of the four. */
START_TEST(test_3_1_eval_kpd_uprisings)
{
    int spaces[3] = {RP_SACHSEN, RP_HAMBURG, RP_RHEINPROVINZ};
    double v[3][NF];
    for (int k = 0; k < 3; k++) {
        wm_game *g = rpt_game_at(RP_SC_FATE, RP_KPD);
        rp_state *s = ST(g);
        rpt_clear_map(s);
        for (int i = 0; i <= k; i++)
            rpt_put_strike(s, spaces[i], RP_STRIKE_UPRISING);
        if (k == 2) {
            s->mil[RP_BERLIN] = 2; /* Supremacy: the most units' SV (§5.9) */
            ck_assert_int_eq(wm__republic_supreme(s, RP_BERLIN), RP_KPD);
        }
        ck_assert_int_eq(wm__republic_sudden_victory(s, RP_KPD), k == 2);
        evaluate(g, v[k]);
        wm_free(g);
    }
    ck_assert(v[1][RP_KPD] > v[0][RP_KPD]);
    ck_assert(v[2][RP_KPD] > v[1][RP_KPD]);
    ck_assert(v[2][RP_NSDAP] < v[0][RP_NSDAP]);
    ck_assert_int_eq(top(v[2]), RP_KPD);
}
END_TEST

/* §3.1: the RC wins a Sudden Victory with 4 Middle Class Sympathies pawns
 * on its mat; the NSDAP's requirement needs more pawns than the RC's.  The
 * pawns on the RC's mat evaluate for the RC, not for the NSDAP. */
START_TEST(test_3_1_eval_rc_pawns)
{
    double v[2][NF];
    for (int k = 0; k < 2; k++) {
        wm_game *g = rpt_game_at(RP_SC_FATE, RP_RC);
        rp_state *s = ST(g);
        rpt_clear_map(s);
        if (k)
            rpt_pawns(s, 0, RP_RC, 4, -1);
        else
            rpt_pawns(s, 0, RP_NSDAP, 1, -1);
        ck_assert_int_eq(wm__republic_sudden_victory(s, RP_RC), k);
        evaluate(g, v[k]);
        wm_free(g);
    }
    ck_assert(v[1][RP_RC] > v[0][RP_RC]);
    ck_assert(v[1][RP_NSDAP] < v[0][RP_NSDAP]);
    ck_assert_int_eq(top(v[1]), RP_RC);
}
END_TEST

/* §3.2, §7.1-§7.2: the position of the rulebook's RC-steals example
 * (rpt_rc_steals_board: the RC Dominant in Bayern, the NSDAP in Berlin, the
 * RC the Momentum faction) ranks the factions by their PV at the next
 * General Election; giving the KPD Dominance in more PV than both moves the
 * KPD to the top and the others down. */
START_TEST(test_3_2_eval_pv_lead_ranks_factions)
{
    wm_game *g = rpt_rc_steals_board();
    rp_state *s = ST(g);
    int pv[NF];
    wm__republic_current_pv_all(s, pv);
    for (int f = 0; f < NF; f++)
        ck_assert_int_eq(pv[f], wm__republic_current_pv(s, f));
    ck_assert_int_gt(pv[RP_RC], pv[RP_NSDAP]);
    ck_assert_int_gt(pv[RP_NSDAP], pv[RP_KPD]);
    double v[NF];
    evaluate(g, v);
    ck_assert_int_eq(top(v), RP_RC);
    ck_assert(v[RP_RC] > 0.5);
    ck_assert(v[RP_NSDAP] > v[RP_KPD]);
    ck_assert(v[RP_NSDAP] < 0.5);

    /* the KPD Dominant in the four Cities and Bayern, the RC left with its
     * Momentum and pawn bonuses (§7.2) */
    for (int c = 0; c < RP_NCITIES; c++) {
        s->cubes[c][RP_NSDAP] = 0;
        s->cubes[c][RP_KPD] = 3;
    }
    s->cubes[RP_BAYERN][RP_RC] = 0;
    s->cubes[RP_BAYERN][RP_KPD] = 3;
    wm__republic_current_pv_all(s, pv);
    ck_assert_int_gt(pv[RP_KPD], pv[RP_RC] + 10);
    double w[NF];
    evaluate(g, w);
    ck_assert_int_eq(top(w), RP_KPD);
    ck_assert(w[RP_KPD] > v[RP_KPD]);
    ck_assert(w[RP_RC] < v[RP_RC]);
    ck_assert(w[RP_NSDAP] < v[RP_NSDAP]);
    wm_free(g);
}
END_TEST

/* §3.3 #118 Enabling Act: in the NSDAP's hand with the NSDAP the Momentum
 * faction, holding the Reichstag Seats card and 15 or more PV, a victory
 * within reach; the same position with the card in the KPD's hand is worth
 * less to the NSDAP (and nothing more to the KPD). */
START_TEST(test_3_3_eval_enabling_act_within_reach)
{
    double v[2][NF];
    for (int k = 0; k < 2; k++) {
        wm_game *g = rpt_game_at(RP_SC_FATE, RP_NSDAP);
        rp_state *s = ST(g);
        rpt_clear_map(s);
        for (int c = 0; c < RP_NCITIES; c++)
            s->cubes[c][RP_NSDAP] = 2;
        rpt_give_card(s, k ? RP_KPD : RP_NSDAP, 118);
        s->momentum = RP_NSDAP;
        s->rs_holder = RP_NSDAP;
        ck_assert_int_ge(wm__republic_current_pv(s, RP_NSDAP), RP_ENABLING_ACT_PV);
        evaluate(g, v[k]);
        wm_free(g);
    }
    ck_assert(v[0][RP_NSDAP] > v[1][RP_NSDAP]);
    ck_assert(v[0][RP_KPD] <= v[1][RP_KPD]);
}
END_TEST

/* §3.3 #82 Referendum: in the RC's hand while the RC is the Momentum
 * faction, a Special Election (§7.4) the RC may win is one card away; the
 * same position with the card in the KPD's hand is worth less to the RC. */
START_TEST(test_3_3_eval_referendum_within_reach)
{
    double v[2][NF];
    for (int k = 0; k < 2; k++) {
        wm_game *g = rpt_rc_steals_board();
        rp_state *s = ST(g);
        s->momentum = RP_RC;
        rpt_give_card(s, k ? RP_KPD : RP_RC, 82);
        evaluate(g, v[k]);
        wm_free(g);
    }
    ck_assert(v[0][RP_RC] > v[1][RP_RC]);
    ck_assert(v[0][RP_KPD] <= v[1][RP_KPD]);
}
END_TEST

/* §3.4: in The Fate of the Republic the Coalition wins at the scenario's
 * end unless it held cards; the same board evaluates higher for it later
 * in the scenario. */
START_TEST(test_3_4_eval_coalition_scenario_end_nears)
{
    wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
    rp_state *s = ST(g);
    double early[NF], late[NF];
    evaluate(g, early);
    s->year = (uint8_t)(1932 - RP_FIRST_YEAR);
    evaluate(g, late);
    ck_assert(late[RP_COALITION] > early[RP_COALITION]);
    for (int f = 1; f < NF; f++)
        ck_assert(late[f] < early[f]);
    wm_free(g);
}
END_TEST

/* §3.4: A Time for Revolution? ends in a final Election with the
 * scenario's PV modifiers (Coalition -3, KPD +6, NSDAP +4, RC +3,
 * RECONSTRUCTED; none in the published-only game): the evaluation's PV
 * lead is the final Election's, so the same board's points differ by
 * exactly the modifiers between the default and the published-only game,
 * and in no other scenario. */
START_TEST(test_3_4_eval_final_election_modifiers_recon)
{
    for (int sc = 1; sc <= 5; sc++) {
        wm_game *g = rpt_game_at(sc, RP_COALITION);
        rp_state *s = ST(g);
        double with[NF], without[NF];
        wm__republic_eval_points(s, with);
        rp_state p = *s;
        p.flags |= WM_REPUBLIC_PUBLISHED_ONLY;
        wm__republic_eval_points(&p, without);
        for (int f = 0; f < NF; f++) {
            double want = sc == RP_SC_REVOLUTION ? wm__republic_final_pv_mod(s, f) : 0.0;
            ck_assert_msg(with[f] - without[f] == want, "scenario %d, faction %d: %g points from the modifiers, want %g",
                          sc, f, with[f] - without[f], want);
        }
        if (sc == RP_SC_REVOLUTION)
            ck_assert_int_eq(wm__republic_final_pv_mod(s, RP_KPD), 6);
        wm_free(g);
    }
}
END_TEST

/* Every position of seeded random games in every scenario: values in
 * [0, 1], the faction with the most points the one with the highest value,
 * and the values follow the points (a faction with more points than
 * another never has a lower value). */
START_TEST(test_eval_range_and_order_random_games)
{
    long positions = 0;
    for (int scn = 1; scn <= 5; scn++)
        for (uint64_t seed = 1; seed <= 3; seed++) {
            wm_game *g = tu_new(WM_WEIMAR_REPUBLIC, scn, 0, seed);
            tu_rng r;
            tu_rng_seed(&r, seed * 31u + (uint64_t)scn);
            for (int k = 0; k < 400 && !wm_is_over(g); k++) {
                double v[NF], pts[NF];
                evaluate(g, v);
                wm__republic_eval_points(ST(g), pts);
                for (int a = 0; a < NF; a++)
                    for (int b = 0; b < NF; b++)
                        if (pts[a] > pts[b])
                            ck_assert_msg(v[a] > v[b], "scenario %d seed %llu move %d: %d over %d", scn,
                                          (unsigned long long)seed, k, a, b);
                positions++;
                tu_random_move(g, &r); /* plays it */
            }
            wm_free(g);
        }
    ck_assert_int_gt(positions, 1000);
}
END_TEST

/* The search's rollout (wm_title_ops.rollout): from positions of seeded
 * random games in every scenario, with the seats played by people (the
 * search's case) or some by the Non-player rules, every faction plays on
 * by §8 to the start of the next round (§4.0: a round is a half-year) or
 * to the game's end, never past it; the seat mask is the game's again
 * afterwards (the evaluation reads it, §8.3), the game itself is not
 * touched, and the same generator gives the same rollout. */
START_TEST(test_rollout_plays_one_round_by_section_8)
{
    long rolled = 0, ended = 0;
    for (int scn = 1; scn <= 5; scn++)
        for (uint64_t seed = 1; seed <= 2; seed++) {
            wm_options o;
            wm_options_init(&o);
            o.scenario = scn;
            o.seed = seed;
            o.bots = seed == 2 ? 0x6u : 0u;
            wm_game *g = NULL;
            ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_OK);
            size_t sz = g->ops->state_size;
            unsigned char *a = malloc(sz), *b = malloc(sz), *before = malloc(sz);
            ck_assert(a && b && before);
            tu_rng r;
            tu_rng_seed(&r, seed * 131u + (uint64_t)scn);
            for (int k = 0; k < 300 && !wm_is_over(g); k++) {
                if (k % 7 == 0) {
                    const rp_state *now = ST(g);
                    int start = 2 * now->year + now->half;
                    memcpy(before, g->state, sz);
                    memcpy(a, g->state, sz);
                    memcpy(b, g->state, sz);
                    uint64_t ra = seed * 1000u + (uint64_t)k, rb = ra;
                    wm__republic_rollout(a, &ra);
                    wm__republic_rollout(b, &rb);
                    ck_assert_msg(memcmp(g->state, before, sz) == 0, "the game was touched");
                    const rp_state *x = (const rp_state *)(const void *)a;
                    ck_assert_msg(memcmp(a, b, sz) == 0 && ra == rb, "scenario %d seed %llu move %d: not repeatable",
                                  scn, (unsigned long long)seed, k);
                    ck_assert_int_eq(x->bots, now->bots);
                    if (x->over) {
                        ended++;
                        ck_assert_int_le(2 * x->year + x->half, start + 1);
                    } else {
                        ck_assert_msg(2 * x->year + x->half == start + 1,
                                      "scenario %d seed %llu move %d: round %d -> %d", scn,
                                      (unsigned long long)seed, k, start, 2 * x->year + x->half);
                    }
                    rolled++;
                }
                tu_random_move(g, &r);
            }
            free(a);
            free(b);
            free(before);
            wm_free(g);
        }
    ck_assert_int_gt(rolled, 200);
    ck_assert_int_gt(ended, 0);
}
END_TEST

/* The search uses the evaluation (wm_title_ops.evaluate) after its
 * Non-player rollouts (wm_title_ops.rollout), and
 * with it finds the §3.1 win of the rulebook's requirement: the Coalition
 * with 3 Reform markers on the map and Coalition Unity Strong
 * (test_3_1_sudden_victory_coalition's position), its decisions of the
 * Action Step made by the search, places its Sudden Victory marker in that
 * Action Step. */
START_TEST(test_eval_search_places_sudden_victory_marker)
{
    ck_assert(wm__republic_ops.evaluate == wm__republic_evaluate);
    ck_assert(wm__republic_ops.rollout == wm__republic_rollout);
    for (uint64_t seed = 1; seed <= 3; seed++) {
        wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
        rp_state *s = ST(g);
        rpt_clear_map(s);
        rpt_put_reform(s, RP_BERLIN);
        rpt_put_reform(s, RP_HAMBURG);
        rpt_put_reform(s, RP_KOELN);
        s->unity = RP_UNITY_STRONG;
        rpt_poked(g);
        ck_assert(wm__republic_sudden_victory(s, RP_COALITION));
        ck_assert_int_eq(wm_to_move(g), RP_COALITION);
        for (int k = 0; k < 40 && !wm_is_over(g) && s->active == RP_COALITION && wm_to_move(g) == RP_COALITION; k++) {
            wm_move m = 0;
            ck_assert_int_eq(wm_search_move(g, 400, seed * 100u + (uint64_t)k, &m), WM_OK);
            ck_assert_int_eq(wm_apply(g, m), WM_OK);
            if (s->sv_on & (1u << RP_COALITION))
                break;
        }
        ck_assert_msg(s->sv_on & (1u << RP_COALITION), "seed %llu: no Sudden Victory marker", (unsigned long long)seed);
        wm_free(g);
    }
}
END_TEST

/* §8.3 "NP Coalition may not win a Sudden Victory [3.1] during the Crisis
 * Era": the same position (the Coalition's requirement met, with and
 * without its marker on the Timeline) evaluates lower for a Non-player
 * Coalition than for a person's in 1919, and the same in 1924 (the Golden
 * Era, where the Non-player may win so).  Issue 38. */
START_TEST(test_8_3_eval_np_coalition_crisis_sudden_victory)
{
    for (int era = 0; era < 2; era++) {
        for (int on = 0; on < 2; on++) {
            double pts[2][NF], val[2][NF];
            for (int np = 0; np < 2; np++) {
                wm_game *g = rpt_game_at(RP_SC_FATE, RP_COALITION);
                rp_state *s = ST(g);
                rpt_clear_map(s);
                rpt_put_reform(s, RP_BERLIN);
                rpt_put_reform(s, RP_HAMBURG);
                rpt_put_reform(s, RP_KOELN);
                s->unity = RP_UNITY_STRONG;
                if (era)
                    s->year = 1924 - RP_FIRST_YEAR;
                if (on)
                    wm__republic_sv_place(s, RP_COALITION);
                ck_assert(wm__republic_sudden_victory(s, RP_COALITION));
                if (np) {
                    s->bots = 1u << RP_COALITION;
                    s->np_deck[RP_COALITION] = 0x1FF;
                    s->np_card[RP_COALITION] = 0;
                }
                ck_assert_int_eq(rp_year_era(RP_FIRST_YEAR + s->year), era ? RP_ERA_GOLDEN : RP_ERA_CRISIS);
                ck_assert_int_eq(wm__republic_np_sudden_allowed(s, s->bots), !np || era);
                wm__republic_eval_points(s, pts[np]);
                evaluate(g, val[np]);
                wm_free(g);
            }
            if (era) {
                ck_assert(pts[1][RP_COALITION] == pts[0][RP_COALITION]);
            } else {
                ck_assert_msg(pts[1][RP_COALITION] < pts[0][RP_COALITION], "marker %d: NP %g, person %g", on,
                              pts[1][RP_COALITION], pts[0][RP_COALITION]);
                ck_assert(val[1][RP_COALITION] < val[0][RP_COALITION]);
            }
            for (int f = 1; f < NF; f++)
                ck_assert(pts[1][f] == pts[0][f]);
        }
    }
}
END_TEST

static Suite *eval_suite(void)
{
    const tu_test tests[] = {
        {"3.1 sudden victory", test_3_1_eval_coalition_sudden_victory_threshold},
        {"3.1 sudden victory", test_3_1_eval_kpd_uprisings},
        {"3.1 sudden victory", test_3_1_eval_rc_pawns},
        {"3.2 general election", test_3_2_eval_pv_lead_ranks_factions},
        {"3.3 event card victory", test_3_3_eval_enabling_act_within_reach},
        {"3.3 event card victory", test_3_3_eval_referendum_within_reach},
        {"3.4 scenario end", test_3_4_eval_coalition_scenario_end_nears},
        {"3.4 final modifiers", test_3_4_eval_final_election_modifiers_recon},
        {"range", test_eval_range_and_order_random_games},
        {"rollout", test_rollout_plays_one_round_by_section_8},
        {"8.3 np sudden victory", test_8_3_eval_np_coalition_crisis_sudden_victory},
        {"search", test_eval_search_places_sudden_victory_marker},
    };
    return tu_suite("republic_eval", tests, sizeof tests / sizeof tests[0]);
}

int main(void)
{
    return tu_run(eval_suite());
}
