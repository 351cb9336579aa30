/*
 * check_edges_march.c - The March of Progress at both sides of the edges
 * its rulebook states (issue 24): the 18VP end of The Thirty Years War
 * (17 / 18 / 19), The Age of Marlborough's "first to 18VPs" (17, 18, both
 * at 18: a tie), and the Neutral player's
 * adjusted tally in Politics By Other Means (VPs x Propaganda: below, tied
 * with and above the best other tally).  Each test plays the end of a turn
 * and asserts the outcome and the log's "end" line.
 *
 * The table "edge -> test" is in doc/rules-march.md, "Edges and their
 * tests"; the mutants these tests kill are in tests/mutants/march.txt.
 */
#include "../lib/march/march.h"
#include "core.h"
#include "testutil.h"

#include <check.h>
#include <stdio.h>
#include <string.h>

static march_state *ST(wm_game *g)
{
    return (march_state *)(void *)g->state;
}

static wm_game *game(int scenario)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = scenario;
    o.flags = WM_OPT_EXTERNAL_DICE;
    o.seed = 99;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, &o, &g), WM_OK);
    return g;
}

/* Sets the VPs (the rest in the stock) and plays one turn in which
 * nothing scores (both sides FORTIFY their home army; the Neutral player,
 * if any, PROPAGANDA without effect), recording the log. */
static wm_log *quiet_turn(wm_game *g, const int *vp, int stock)
{
    march_state *s = ST(g);
    for (int i = 0; i < s->nseats; i++)
        s->vp[i] = (int16_t)vp[i];
    s->stock = (int16_t)stock;
    ck_assert_msg(wm_check(g) == WM_OK, "arranged position violates the invariants");
    wm_log *lg = NULL;
    ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
    const char *home0 = wm__march_scenarios[s->scenario].country_names[0];
    const char *home1 = wm__march_scenarios[s->scenario].country_names[1];
    char f0[48], f1[48];
    snprintf(f0, sizeof f0, "fortify %s", home0);
    snprintf(f1, sizeof f1, "fortify %s", home1);
    if (s->nseats == 3)
        tu_playv(g, "play FORTIFY", "play FORTIFY", "play PROPAGANDA", f0, f1, NULL);
    else
        tu_playv(g, "play FORTIFY", "play FORTIFY", f0, f1, NULL);
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    for (int i = 0; i < s->nseats; i++)
        ck_assert_int_eq(s->vp[i], vp[i]);
    return lg;
}

static void outcome_is(wm_game *g, int a, int b, int c)
{
    int32_t out[3];
    ck_assert_int_eq(wm_outcome(g, out, (size_t)wm_seat_count(g)), WM_OK);
    ck_assert_int_eq(out[0], a);
    ck_assert_int_eq(out[1], b);
    if (wm_seat_count(g) == 3)
        ck_assert_int_eq(out[2], c);
}

/* "The game ends at the end of any turn that 1 player has gained at least
 * 18VPs ... The winner is the player with most VPs. If VPs are equal, the
 * game is tied": 17 goes on; 18 against 16 ends, Blue wins; so does 19.
 * (Equal VPs at 18 or more cannot happen: the stock holds 35.) */
START_TEST(test_thirty_18vp_edge)
{
    static const int below[2] = {17, 16}, at[2] = {18, 16};
    wm_game *g = game(WM_MARCH_THIRTY_YEARS_WAR);
    tu_playv(g, "roll 6", "roll 1", NULL);
    wm_log *lg = quiet_turn(g, below, 35 - 33);
    ck_assert_int_eq(wm_is_over(g), 0);
    for (size_t i = 0; i < wm_log_count(lg); i++)
        ck_assert_str_ne(wm_log_kind(lg, i), "end");
    wm_log_free(lg);
    wm_free(g);

    g = game(WM_MARCH_THIRTY_YEARS_WAR);
    tu_playv(g, "roll 6", "roll 1", NULL);
    lg = quiet_turn(g, at, 35 - 34);
    ck_assert_int_eq(wm_is_over(g), 1);
    tu_log_expect(lg, "end", "Game over after turn 1: a player has 18VP or more at the end of the turn. Final tally: "
                             "Blue 18VP, Orange 16VP");
    outcome_is(g, WM_WIN, WM_LOSS, 0);
    wm_log_free(lg);
    wm_free(g);

    /* 19 against 16 ends too (one past the edge) */
    static const int above[2] = {19, 16};
    g = game(WM_MARCH_THIRTY_YEARS_WAR);
    tu_playv(g, "roll 6", "roll 1", NULL);
    lg = quiet_turn(g, above, 0);
    ck_assert_int_eq(wm_is_over(g), 1);
    outcome_is(g, WM_WIN, WM_LOSS, 0);
    wm_log_free(lg);
    wm_free(g);
}
END_TEST

/* The Age of Marlborough: "The first player to reach 18VPs at the end of
 * any turn is the winner. If both players reach 18VPs at the end of a
 * turn, the game is tied": 17 / 17 goes on; 18 / 17: France wins; 18 / 18:
 * a tie.  (The stock holds 36, so both at 18 or more are both at 18.) */
START_TEST(test_marlborough_first_to_18_edge)
{
    static const int vp[3][2] = {{17, 17}, {18, 17}, {18, 18}};
    static const int res[3][2] = {{0, 0}, {WM_WIN, WM_LOSS}, {WM_DRAW, WM_DRAW}};
    for (int k = 0; k < 3; k++) {
        wm_game *g = game(WM_MARCH_MARLBOROUGH);
        tu_playv(g, "roll 5", "roll 2", "roll 1", "roll 1", NULL);
        int v[2] = {vp[k][0], vp[k][1]};
        wm_log *lg = quiet_turn(g, v, 36 - v[0] - v[1]);
        ck_assert_int_eq(wm_is_over(g), k > 0);
        if (k) {
            char want[160];
            snprintf(want, sizeof want,
                     "Game over after turn 1: a player reached 18VP at the end of the turn. Final tally: France %dVP, "
                     "The Dutch Republic %dVP",
                     v[0], v[1]);
            tu_log_expect(lg, "end", want);
            outcome_is(g, res[k][0], res[k][1], 0);
        }
        wm_log_free(lg);
        wm_free(g);
    }
}
END_TEST

/* Politics By Other Means: "Multiply the Neutral player's VP total by the
 * Propaganda level ... Use the Neutral player's adjusted VP tally in
 * comparison with the Blue and Orange players' VP scores": Blue 18,
 * Orange 10, Neutral 9 with the stock empty - Propaganda 1: 9, Blue wins;
 * 2: 18, Blue and the Neutral player tie; 3: 27, the Neutral player wins. */
START_TEST(test_politics_adjusted_tally_edge)
{
    static const int vp[3] = {18, 10, 9};
    static const int res[3][3] = {{WM_WIN, WM_LOSS, WM_LOSS}, {WM_DRAW, WM_LOSS, WM_DRAW}, {WM_LOSS, WM_LOSS, WM_WIN}};
    for (int p = 1; p <= 3; p++) {
        wm_game *g = game(WM_MARCH_POLITICS);
        tu_playv(g, "roll 6", "roll 1", NULL);
        ST(g)->propaganda = (uint8_t)p;
        wm_log *lg = quiet_turn(g, vp, 0);
        ck_assert_int_eq(wm_is_over(g), 1);
        char want[200];
        snprintf(want, sizeof want,
                 "Game over after turn 1: no VP cubes are left in the stock. Final tally: Blue 18VP, Orange 10VP, "
                 "Neutral 9VP x Propaganda %d = %d",
                 p, 9 * p);
        tu_log_expect(lg, "end", want);
        outcome_is(g, res[p - 1][0], res[p - 1][1], res[p - 1][2]);
        wm_log_free(lg);
        wm_free(g);
    }
}
END_TEST

/* The Age of Marlborough, set-up 7: "Roll 2 dice, counting a roll of 1
 * or 2 as 1VP, 3 or 4 as 2VPs, and 5 or 6 as 3VPs": every face, so both
 * sides of the edges 2/3 and 4/5 are played, with the log's "dice" line. */
START_TEST(test_marlborough_neutral_vp_roll_edges)
{
    static const int want[7] = {0, 1, 1, 2, 2, 3, 3};
    for (int r = 1; r <= 6; r++) {
        wm_game *g = game(WM_MARCH_MARLBOROUGH);
        tu_playv(g, "roll 5", "roll 2", NULL); /* France takes the initiative */
        wm_log *lg = NULL;
        ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
        char m1[16], m2[16];
        snprintf(m1, sizeof m1, "roll %d", r);
        snprintf(m2, sizeof m2, "roll %d", 7 - r);
        tu_playv(g, m1, m2, NULL);
        ck_assert_int_eq(wm__log_capture_end(), WM_OK);
        march_state *s = ST(g);
        ck_assert_msg(s->vpdie[C_N1] == want[r], "roll %d: the Spanish Netherlands get %d VP, not %d", r,
                      s->vpdie[C_N1], want[r]);
        ck_assert_msg(s->vpdie[C_N2] == want[7 - r], "roll %d: Bavaria gets %d VP, not %d", 7 - r, s->vpdie[C_N2],
                      want[7 - r]);
        char text[96];
        snprintf(text, sizeof text, "%s's VP die: a roll of %d sets it to %dVP",
                 wm__march_scenarios[s->scenario].country_names[C_N1], r, want[r]);
        tu_log_expect(lg, "dice", text);
        int seen = 0;
        for (size_t i = 0; i < wm_log_count(lg); i++)
            if (strcmp(wm_log_kind(lg, i), "dice") == 0 && strstr(wm_log_text(lg, i), "VP die"))
                seen++;
        ck_assert_msg(seen == 2, "rolls %d and %d: two VP die entries, %d seen", r, 7 - r, seen);
        ck_assert_int_eq(wm_check(g), WM_OK);
        wm_log_free(lg);
        wm_free(g);
    }
}
END_TEST

/* Politics By Other Means, PROPAGANDA: "Increase the Propaganda level
 * dice by 1 (maximum 6)": with the condition met (a STRENGTH reduced the
 * neutral VP dice), 5 rises to 6, and 6 stays at 6. */
START_TEST(test_politics_propaganda_maximum_6)
{
    for (int p = 5; p <= 6; p++) {
        wm_game *g = game(WM_MARCH_POLITICS);
        tu_playv(g, "roll 6", "roll 1", NULL); /* Blue takes the initiative */
        march_state *s = ST(g);
        s->propaganda = (uint8_t)p;
        s->army_n[0][C_N1] = 1; /* Blue in the neutral country: its VP dice can be reduced */
        ck_assert_int_eq(wm_check(g), WM_OK);
        wm_log *lg = NULL;
        ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
        tu_playv(g, "play STRENGTH", "play RECRUIT", "play PROPAGANDA", "reduce Neutral", NULL);
        ck_assert_int_eq(wm__log_capture_end(), WM_OK);
        ck_assert_int_eq(s->propaganda, 6);
        if (p == 5)
            tu_log_expect(lg, "propaganda",
                          "PROPAGANDA: the Propaganda level rises to 6 (a STRENGTH reduced the neutral VP dice this turn)");
        else
            tu_log_expect(lg, "propaganda", "PROPAGANDA: the Propaganda level stays at 6");
        ck_assert_int_eq(wm_check(g), WM_OK);
        wm_log_free(lg);
        wm_free(g);
    }
}
END_TEST

int main(void)
{
    const tu_test tests[] = {
        {"game end", test_thirty_18vp_edge},
        {"game end", test_marlborough_first_to_18_edge},
        {"politics", test_politics_adjusted_tally_edge},
        {"politics", test_politics_propaganda_maximum_6},
        {"set-up", test_marlborough_neutral_vp_roll_edges},
    };
    return tu_run(tu_suite("edges_march", tests, sizeof tests / sizeof tests[0]));
}
