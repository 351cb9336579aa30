/*
 * check_march.c - The March of Progress, rule by rule.
 *
 * Each test is named after the rulebook section it checks.  Games are set
 * up through the public API; a few positions are arranged by writing the
 * flat state directly (the suite links the static library), after which
 * wm_check() must still accept the state and every move goes through
 * wm_apply().  Dice are fixed with WM_OPT_EXTERNAL_DICE.
 */
#include "core.h"
#include "../lib/march/march.h"
#include "testutil.h"

#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Helpers                                                              */
/* ------------------------------------------------------------------ */

static march_state *ST(wm_game *g)
{
    return (march_state *)(void *)g->state;
}

static wm_game *game(int scenario, uint32_t flags)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = scenario;
    o.flags = flags | WM_OPT_EXTERNAL_DICE;
    o.seed = 99;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, &o, &g), WM_OK);
    return g;
}

/* Re-validates a state written by a test. */
static void poked(wm_game *g)
{
    ck_assert_msg(wm_check(g) == WM_OK, "arranged position violates the invariants");
}

/* Between turns: every card back in hand (set-aside cards stay aside), so a
 * test can play any card it needs. */
static void fresh_hands(wm_game *g)
{
    march_state *s = ST(g);
    ck_assert_int_eq(s->phase, PH_CHOOSE);
    for (int p = 0; p < s->nseats; p++) {
        s->hand[p] = (uint16_t)(wm__march_scenarios[s->scenario].cards[p] & ~s->aside[p]);
        s->discard[p] = 0;
    }
    poked(g);
}

/* Initiative roll-off won by seat 0 (Blue rolls 6, Orange rolls 1). */
static wm_game *blue_initiative(int scenario, uint32_t flags)
{
    wm_game *g = game(scenario, flags);
    tu_playv(g, "roll 6", "roll 1", NULL);
    return g;
}

static char *view(wm_game *g, int viewer)
{
    size_t len;
    return tu_json(g, viewer, &len);
}

static int hand_has(wm_game *g, int seat, int card)
{
    return (ST(g)->hand[seat] & CARD(card)) != 0;
}

/* ------------------------------------------------------------------ */
/* Game Set-up (The Thirty Years War)                                   */
/* ------------------------------------------------------------------ */

START_TEST(test_setup_thirty_years_war)
{
    wm_game *g = game(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    ck_assert_int_eq(wm_seat_count(g), 2);
    ck_assert_int_eq(s->stock, 35);                 /* 5: a stock of 35 VPs */
    ck_assert_int_eq(s->vpdie[C_HOME0], 3);         /* 7 */
    ck_assert_int_eq(s->vpdie[C_HOME1], 3);
    ck_assert_int_eq(s->vpdie[C_N1], 2);
    ck_assert_int_eq(s->strength[0], 1);            /* 8 */
    ck_assert_int_eq(s->strength[1], 1);
    ck_assert_int_eq(s->army_n[0][C_HOME0], 1);     /* 9 */
    ck_assert_int_eq(s->army_n[1][C_HOME1], 1);
    ck_assert_int_eq(wm__march_armies_in_play(s, 0), 1); /* 10: 2 in stock */
    ck_assert_int_eq(__builtin_popcount(s->hand[0]), 8); /* 3 */
    ck_assert_int_eq(__builtin_popcount(s->hand[1]), 8);
    /* 6: "Roll 1 dice each ... re-rolling any ties" */
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    tu_playv(g, "roll 4", "roll 4", NULL);
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE); /* tie: roll again */
    tu_playv(g, "roll 2", "roll 5", NULL);
    ck_assert_int_eq(ST(g)->initiative, 1);
    ck_assert_int_eq(wm_to_move(g), 0);
    /* SCORE needs a discard pile: the prompt says why it is missing (issue 37) */
    ck_assert_str_eq(wm_prompt(g), "choose an action card (face down; not SCORE yet: it needs a card in your discard pile)");
    tu_expect_legal(g, "play MOVE1|play MOVE2|play RECRUIT|play FORTIFY|play ATTACK|play ATTACK+1|play STRENGTH");
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* An Example of Play                                                   */
/* ------------------------------------------------------------------ */

START_TEST(test_example_of_play)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    /* "Blue moved straight into the neutral country on turn 1, while
     * Orange recruited." */
    tu_playv(g, "play MOVE1", "play RECRUIT", NULL);
    tu_expect_legal(g, "move 1 Blue>Neutral");
    tu_play(g, "move 1 Blue>Neutral");
    ck_assert_int_eq(s->army_n[0][C_N1], 1);
    ck_assert_int_eq(s->army_n[1][C_HOME1], 2);
    ck_assert_int_eq(wm__march_controls(s, 0, C_N1), 1);
    /* "Then, Blue increased army strength, hoping to use the neutral
     * country VP dice, but Orange advanced 2 armies into the neutral
     * country." */
    tu_playv(g, "play STRENGTH", "play MOVE2", NULL);
    tu_play(g, "move 2 Orange>Neutral");
    /* "So, no longer controlling the neutral country, Blue was forced to
     * use their own home country's VP dice." */
    tu_expect_legal(g, "reduce Blue");
    tu_play(g, "reduce Blue");
    ck_assert_int_eq(s->vpdie[C_HOME0], 2);
    ck_assert_int_eq(s->strength[0], 2);
    ck_assert_int_eq(s->vpdie[C_N1], 2);
    /* "both players decide to attack, using the ATTACK+1 action ... Blue
     * has the initiative, so chooses who attacks first." */
    tu_playv(g, "play ATTACK+1", "play ATTACK+1", NULL);
    ck_assert_int_eq(wm_to_move(g), 0);
    tu_expect_legal(g, "first Blue|first Orange");
    tu_play(g, "first Blue");
    ck_assert_int_eq(s->initiative, 1); /* flipped */
    tu_expect_legal(g, "attack Neutral"); /* must attack: no pass */
    tu_play(g, "attack Neutral");
    /* "discards their MOVE 2 card (it could have been any card from hand,
     * except the SCORE card)" */
    tu_expect_legal(g, "discard MOVE2|discard RECRUIT|discard FORTIFY|discard ATTACK");
    tu_play(g, "discard MOVE2");
    /* "Blue wins 3 vs 2. Both Orange's armies are removed, and Orange's
     * ATTACK+1 action fizzles ... Orange doesn't have to discard a card" */
    ck_assert_int_eq(wm__march_armies_in_play(s, 1), 0);
    ck_assert_int_eq(s->army_n[0][C_N1], 1);
    ck_assert_int_eq(s->turn, 3);
    ck_assert_int_eq(wm_to_move(g), 0); /* next turn's choice */
    ck_assert_uint_eq(s->discard[0], CARD(WM_MARCH_CARD_MOVE1) | CARD(WM_MARCH_CARD_STRENGTH) |
                                         CARD(WM_MARCH_CARD_MOVE2) | CARD(WM_MARCH_CARD_ATTACK1));
    ck_assert_uint_eq(s->discard[1], CARD(WM_MARCH_CARD_RECRUIT) | CARD(WM_MARCH_CARD_MOVE2) |
                                         CARD(WM_MARCH_CARD_ATTACK1));
    ck_assert_int_eq(__builtin_popcount(s->hand[1]), 5);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Sequence of Play and Initiative                                      */
/* ------------------------------------------------------------------ */

START_TEST(test_sequence_of_play_secret_choice)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    ck_assert_int_eq(wm_is_secret(g), 1); /* "Simultaneously and secretly" */
    tu_play(g, "play FORTIFY");
    ck_assert_int_eq(wm_is_secret(g), 1);
    char *orange = view(g, 1), *blue = view(g, 0), *spect = view(g, WM_SPECTATOR), *all = view(g, WM_OMNISCIENT);
    ck_assert_ptr_nonnull(strstr(orange, "\"played\":\"face down\""));
    ck_assert_ptr_null(strstr(orange, "\"played\":\"FORTIFY\""));
    ck_assert_ptr_null(strstr(spect, "\"played\":\"FORTIFY\""));
    ck_assert_ptr_nonnull(strstr(blue, "\"played\":\"FORTIFY\""));
    ck_assert_ptr_nonnull(strstr(all, "\"played\":\"FORTIFY\""));
    /* the owner sees a face-down card once, under "played"; the others see
     * the whole hand, which gives nothing away */
    ck_assert_ptr_nonnull(strstr(blue, "\"hand\":[\"MOVE1\",\"MOVE2\",\"RECRUIT\",\"ATTACK\","));
    ck_assert_ptr_nonnull(strstr(orange, "\"hand\":[\"MOVE1\",\"MOVE2\",\"RECRUIT\",\"FORTIFY\",\"ATTACK\","));
    /* the face-down card stays in the hand shown to others */
    ck_assert_int_eq(hand_has(g, 0, WM_MARCH_CARD_FORTIFY), 1);
    free(orange);
    free(blue);
    free(spect);
    free(all);
    /* once both chose, the cards are revealed */
    tu_play(g, "play RECRUIT");
    char *after = view(g, 1);
    ck_assert_ptr_nonnull(strstr(after, "\"played\":\"FORTIFY\""));
    ck_assert_int_eq(wm_is_secret(g), 0); /* choosing the army to fortify is public */
    free(after);
    wm_free(g);
}
END_TEST

START_TEST(test_initiative_flip_when_both_move)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    tu_playv(g, "play MOVE1", "play MOVE2", NULL);
    ck_assert_int_eq(wm_to_move(g), 0);
    tu_play(g, "first Orange"); /* the holder may let the other go first */
    ck_assert_int_eq(ST(g)->initiative, 1);
    ck_assert_int_eq(wm_to_move(g), 1);
    tu_play(g, "move 1 Orange>Neutral");
    tu_play(g, "move 1 Blue>Neutral");
    /* both attack: the new holder (Orange) chooses, then it flips back */
    tu_playv(g, "play ATTACK", "play ATTACK", NULL);
    ck_assert_int_eq(wm_to_move(g), 1);
    tu_play(g, "first Orange");
    ck_assert_int_eq(ST(g)->initiative, 0);
    wm_free(g);
}
END_TEST

START_TEST(test_initiative_other_steps_no_flip)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    /* both RECRUIT: order cannot matter, no decision, no flip */
    tu_playv(g, "play RECRUIT", "play RECRUIT", NULL);
    ck_assert_int_eq(ST(g)->initiative, 0);
    ck_assert_int_eq(ST(g)->army_n[0][0], 2);
    ck_assert_int_eq(ST(g)->army_n[1][1], 2);
    /* both SCORE: the holder chooses who scores first, without flipping */
    tu_playv(g, "play SCORE", "play SCORE", NULL);
    tu_expect_legal(g, "first Blue|first Orange");
    tu_play(g, "first Orange");
    ck_assert_int_eq(ST(g)->initiative, 0);
    ck_assert_int_eq(ST(g)->vp[0], 1 + 3 + 0);
    ck_assert_int_eq(ST(g)->vp[1], 4);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Actions                                                              */
/* ------------------------------------------------------------------ */

START_TEST(test_move_actions)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    /* arrange: Blue has 1 normal and 1 fortified army at home */
    s->army_f[0][C_HOME0] = 1;
    poked(g);
    tu_playv(g, "play MOVE2", "play RECRUIT", NULL);
    /* MOVE 2: one army or a group of 2 from one country to one adjacent
     * country; the home countries are not adjacent */
    tu_expect_legal(g, "move 1 Blue>Neutral|move 1f Blue>Neutral|move 1+1f Blue>Neutral");
    tu_play(g, "move 1+1f Blue>Neutral");
    /* "If you move a fortified army ..., it becomes a normal army" */
    ck_assert_int_eq(s->army_n[0][C_N1], 2);
    ck_assert_int_eq(s->army_f[0][C_N1], 0);
    ck_assert_int_eq(s->army_n[0][C_HOME0], 0);
    /* "If you have no armies in play, then your movement actions do
     * nothing": Orange has no armies after this arrangement */
    s->army_n[1][C_HOME1] = 0;
    poked(g);
    tu_playv(g, "play MOVE1", "play MOVE1", NULL);
    ck_assert_int_eq(wm_to_move(g), 0);
    tu_play(g, "first Blue");
    /* Blue must move; MOVE 1 moves a single army; enemy armies never block */
    tu_expect_legal(g, "move 1 Neutral>Blue|move 1 Neutral>Orange");
    tu_play(g, "move 1 Neutral>Orange");
    /* Orange's MOVE 1 did nothing: straight to the next turn */
    ck_assert_int_eq(s->phase, PH_CHOOSE);
    ck_assert_int_eq(wm_to_move(g), 0);
    wm_free(g);
}
END_TEST

START_TEST(test_recruit_action)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    tu_playv(g, "play RECRUIT", "play FORTIFY", "fortify Orange", NULL);
    ck_assert_int_eq(s->army_n[0][C_HOME0], 2);
    /* "limit: 3 armies in play at any one time" */
    s->army_n[0][C_N1] = 1;
    poked(g);
    fresh_hands(g);
    tu_playv(g, "play RECRUIT", "play RECRUIT", NULL);
    ck_assert_int_eq(wm__march_armies_in_play(s, 0), 3);
    ck_assert_int_eq(s->army_n[0][C_HOME0], 2);
    ck_assert_int_eq(wm__march_armies_in_play(s, 1), 2); /* its first army is fortified */
    wm_free(g);
}
END_TEST

START_TEST(test_recruit_blocked_by_occupied_capital)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    s->army_n[1][C_HOME1] = 0;
    s->capital[1] = 1;
    poked(g);
    tu_playv(g, "play RECRUIT", "play FORTIFY", NULL);
    ck_assert_int_eq(s->army_n[0][C_HOME0], 1); /* nothing recruited */
    ck_assert_int_eq(wm__march_controls(s, 0, C_HOME0), 0);
    ck_assert_int_eq(wm__march_controls(s, 1, C_HOME0), 1);
    wm_free(g);
}
END_TEST

START_TEST(test_fortify_action)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    tu_playv(g, "play FORTIFY", "play FORTIFY", NULL);
    tu_expect_legal(g, "fortify Blue");
    tu_play(g, "fortify Blue");
    tu_play(g, "fortify Orange");
    ck_assert_int_eq(s->army_f[0][C_HOME0], 1);
    ck_assert_int_eq(s->army_n[0][C_HOME0], 0);
    /* "If you have no armies in play, your FORTIFY action does nothing";
     * likewise when every army is already on its side */
    fresh_hands(g);
    tu_playv(g, "play FORTIFY", "play RECRUIT", NULL);
    ck_assert_int_eq(s->army_f[0][C_HOME0], 1);
    ck_assert_int_eq(s->phase, PH_CHOOSE);
    wm_free(g);
}
END_TEST

START_TEST(test_attack_must_attack_and_fortified_optional)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    /* Blue: only a fortified army in the neutral country, next to Orange's */
    s->army_n[0][C_HOME0] = 0;
    s->army_f[0][C_N1] = 1;
    s->army_n[1][C_N1] = 1;
    poked(g);
    tu_playv(g, "play ATTACK", "play RECRUIT", NULL);
    /* standing up is optional, so Blue may pass */
    tu_expect_legal(g, "attack Neutral|pass");
    tu_play(g, "attack Neutral");
    tu_expect_legal(g, "stand up 1"); /* at least one army must attack */
    tu_play(g, "stand up 1");
    /* 1 vs 1: a tie destroys all armies in the country */
    ck_assert_int_eq(wm__march_armies_in(s, 0, C_N1), 0);
    ck_assert_int_eq(wm__march_armies_in(s, 1, C_N1), 0);
    wm_free(g);
}
END_TEST

START_TEST(test_attack_plus1_discard_rules)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    s->army_n[0][C_HOME0] = 0;
    s->army_n[0][C_N1] = 1;
    s->army_n[1][C_N1] = 1;
    /* "If you have only the SCORE card in hand, treat ATTACK+1 as if it was
     * ATTACK." */
    s->hand[0] = CARD(WM_MARCH_CARD_ATTACK1) | CARD(WM_MARCH_CARD_SCORE);
    s->discard[0] = (uint16_t)(wm__march_scenarios[SC_THIRTY].cards[0] & ~s->hand[0]);
    poked(g);
    tu_playv(g, "play ATTACK+1", "play RECRUIT", "attack Neutral", NULL);
    /* no discard decision, no bonus: 1 vs 1 is a tie */
    ck_assert_int_eq(wm__march_armies_in(s, 0, C_N1), 0);
    ck_assert_int_eq(wm__march_armies_in(s, 1, C_N1), 0);
    ck_assert_int_eq(hand_has(g, 0, WM_MARCH_CARD_SCORE), 1);
    wm_free(g);
}
END_TEST

START_TEST(test_attack_does_nothing_without_target)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    /* Blue's only army is at home; Orange has none there and Blue's own
     * home holds no enemy: no combat, and ATTACK+1 discards nothing */
    tu_playv(g, "play ATTACK+1", "play RECRUIT", NULL);
    ck_assert_int_eq(ST(g)->phase, PH_CHOOSE);
    ck_assert_int_eq(__builtin_popcount(ST(g)->hand[0]), 7);
    wm_free(g);
}
END_TEST

START_TEST(test_combat_garrison_and_capital)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    /* Blue, strength 2, one army in Orange's home where Orange has none:
     * the garrison (2) defends */
    s->army_n[0][C_HOME0] = 0;
    s->army_n[0][C_HOME1] = 1;
    s->army_n[1][C_HOME1] = 0;
    s->army_n[1][C_N1] = 1;
    s->strength[0] = 2;
    poked(g);
    tu_playv(g, "play ATTACK", "play RECRUIT", NULL);
    /* Orange recruits first (RECRUIT precedes ATTACK): one Orange army */
    tu_expect_legal(g, "attack Orange");
    tu_play(g, "attack Orange");
    /* 2 vs 1 + garrison 2 = 3: Blue loses */
    ck_assert_int_eq(wm__march_armies_in_play(s, 0), 0);
    ck_assert_int_eq(s->army_n[1][C_HOME1], 1);

    /* now at strength 4 with 1 army against army (1) + garrison (2) */
    s->army_n[0][C_HOME1] = 1;
    s->strength[0] = 4;
    poked(g);
    fresh_hands(g);
    tu_playv(g, "play ATTACK", "play FORTIFY", NULL);
    tu_play(g, "fortify Orange"); /* fortified: worth 2 in defence */
    tu_play(g, "attack Orange");
    /* 4 vs 2 + 2 = 4: a tie destroys every army there; the garrison stays */
    ck_assert_int_eq(wm__march_armies_in_play(s, 0), 0);
    ck_assert_int_eq(wm__march_armies_in(s, 1, C_HOME1), 0);

    /* strength 4 against the bare garrison: Blue wins and occupies */
    s->army_n[0][C_HOME1] = 1;
    poked(g);
    fresh_hands(g);
    tu_playv(g, "play STRENGTH", "play MOVE2", NULL);
    tu_play(g, "move 1 Neutral>Orange"); /* Orange must move its last army */
    tu_play(g, "reduce Blue"); /* Blue strength 5 */
    tu_playv(g, "play ATTACK+1", "play FORTIFY", "fortify Orange", NULL);
    tu_play(g, "attack Orange");
    tu_play(g, "discard MOVE2"); /* 5 + 1 against a fortified army (2) + 2 */
    ck_assert_int_eq(s->capital[0], 1);
    ck_assert_int_eq(wm__march_armies_in(s, 1, C_HOME1), 0);
    ck_assert_int_eq(wm__march_controls(s, 0, C_HOME1), 1);
    ck_assert_int_eq(wm__march_controls(s, 1, C_HOME1), 0);
    /* "If your capital is occupied by the enemy when you carry out a SCORE
     * action, you do not score any VPs." */
    int vp = s->vp[1];
    fresh_hands(g);
    s->discard[1] = CARD(WM_MARCH_CARD_MOVE1);
    s->hand[1] = (uint16_t)(s->hand[1] & ~CARD(WM_MARCH_CARD_MOVE1));
    poked(g);
    tu_playv(g, "play FORTIFY", "play SCORE", NULL);
    tu_play(g, "fortify capital");
    ck_assert_int_eq(s->vp[1], vp);
    ck_assert_int_eq(s->capital[0], 2);
    /* the occupier leaves the capital when it moves */
    tu_playv(g, "play MOVE1", "play FORTIFY", NULL);
    tu_expect_legal(g, "move 1c Orange>Neutral");
    tu_play(g, "move 1c Orange>Neutral");
    ck_assert_int_eq(s->capital[0], 0);
    ck_assert_int_eq(wm__march_controls(s, 1, C_HOME1), 1);
    wm_free(g);
}
END_TEST

START_TEST(test_combat_occupied_home_not_attackable_without_armies)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    /* Blue occupies Orange's capital and Orange has no army there: the
     * garrison cannot be used, so there is nothing to attack */
    s->army_n[0][C_HOME0] = 0;
    s->capital[0] = 1;
    s->army_n[1][C_HOME1] = 0;
    s->army_n[1][C_N1] = 1;
    poked(g);
    tu_playv(g, "play ATTACK", "play FORTIFY", NULL);
    tu_play(g, "fortify Neutral");
    ck_assert_int_eq(s->capital[0], 1); /* no forced attack */
    ck_assert_int_eq(s->phase, PH_CHOOSE);
    wm_free(g);
}
END_TEST

START_TEST(test_strength_action)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    s->army_n[0][C_N1] = 1;
    poked(g);
    tu_playv(g, "play STRENGTH", "play RECRUIT", NULL);
    tu_expect_legal(g, "reduce Blue|reduce Neutral");
    tu_play(g, "reduce Neutral");
    ck_assert_int_eq(s->vpdie[C_N1], 1);
    ck_assert_int_eq(s->strength[0], 2);
    /* "(maximum 6)" yet "You must reduce a VP dice ... if possible" */
    s->strength[0] = 6;
    s->vpdie[C_HOME0] = 0;
    s->vpdie[C_N1] = 0;
    poked(g);
    fresh_hands(g);
    tu_playv(g, "play STRENGTH", "play RECRUIT", NULL);
    /* no VP dice left on countries Blue controls: does nothing */
    ck_assert_int_eq(s->phase, PH_CHOOSE);
    ck_assert_int_eq(s->strength[0], 6);
    s->vpdie[C_HOME0] = 1;
    poked(g);
    fresh_hands(g);
    tu_playv(g, "play STRENGTH", "play MOVE1", "move 1 Orange>Neutral", NULL);
    tu_expect_legal(g, "reduce Blue");
    tu_play(g, "reduce Blue");
    ck_assert_int_eq(s->vpdie[C_HOME0], 0);
    ck_assert_int_eq(s->strength[0], 6);
    wm_free(g);
}
END_TEST

START_TEST(test_score_action)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    ck_assert_int_eq(tu_is_legal_name(g, "play SCORE"), 0);
    tu_playv(g, "play MOVE1", "play FORTIFY", "move 1 Blue>Neutral", "fortify Orange", NULL);
    /* SCORE: 1 + home 3 + neutral 2 */
    tu_playv(g, "play SCORE", "play RECRUIT", NULL);
    ck_assert_int_eq(s->vp[0], 6);
    /* "return all your action cards to your hand, including the SCORE card" */
    ck_assert_uint_eq(s->hand[0], wm__march_scenarios[SC_THIRTY].cards[0]);
    ck_assert_uint_eq(s->discard[0], 0);
    /* "you cannot play your SCORE card on 2 consecutive turns" */
    ck_assert_int_eq(tu_is_legal_name(g, "play SCORE"), 0);
    wm_free(g);
}
END_TEST

START_TEST(test_vp_stock_is_limited)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    s->stock = 1;
    s->vp[0] = 17;
    s->vp[1] = 17;
    poked(g);
    tu_playv(g, "play MOVE1", "play FORTIFY", "move 1 Blue>Neutral", "fortify Orange", NULL);
    tu_playv(g, "play SCORE", "play RECRUIT", NULL);
    ck_assert_int_eq(s->vp[0], 18); /* 6 earned, 1 in the stock */
    ck_assert_int_eq(s->stock, 0);
    ck_assert_int_eq(wm_is_over(g), 1);
    wm_free(g);
}
END_TEST

START_TEST(test_game_end_18_vp)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    s->vp[0] = 14;
    s->vp[1] = 17;
    s->stock = 4;
    poked(g);
    tu_playv(g, "play MOVE1", "play FORTIFY", "move 1 Blue>Neutral", "fortify Orange", NULL);
    tu_playv(g, "play SCORE", "play RECRUIT", NULL);
    /* Blue reaches 18 (4 left in the stock): game over, Blue has more */
    ck_assert_int_eq(wm_is_over(g), 1);
    int32_t out[2];
    ck_assert_int_eq(wm_outcome(g, out, 2), WM_OK);
    ck_assert_int_eq(out[0], WM_WIN);
    ck_assert_int_eq(out[1], WM_LOSS);
    ck_assert_int_eq(wm_apply(g, WM_MARCH_PLAY), WM_EOVER);
    wm_free(g);
}
END_TEST

/* With 35 VPs in the game two players cannot both hold 18, so in The Thirty
 * Years War a tie comes only by agreement (test_end_by_agreement).  What a
 * limited stock does decide is who scores first: "If either player considers
 * the order of play to be significant ..., the player with the initiative
 * chooses who goes first". */
START_TEST(test_score_order_with_limited_stock)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    march_state *s = ST(g);
    s->vp[0] = 14;
    s->vp[1] = 14;
    s->stock = 7;
    for (int p = 0; p < 2; p++) {
        s->hand[p] = (uint16_t)(s->hand[p] & ~CARD(WM_MARCH_CARD_MOVE1));
        s->discard[p] = CARD(WM_MARCH_CARD_MOVE1);
    }
    poked(g);
    tu_playv(g, "play SCORE", "play SCORE", NULL);
    ck_assert_int_eq(wm_to_move(g), 0);
    tu_play(g, "first Orange");
    /* each earns 1 + 3; Orange takes 4, Blue the last 3 */
    ck_assert_int_eq(s->vp[1], 18);
    ck_assert_int_eq(s->vp[0], 17);
    ck_assert_int_eq(s->stock, 0);
    ck_assert_int_eq(s->initiative, 0); /* no flip outside MOVE/ATTACK */
    ck_assert_int_eq(wm_is_over(g), 1);
    int32_t out[2];
    wm_outcome(g, out, 2);
    ck_assert_int_eq(out[0], WM_LOSS);
    ck_assert_int_eq(out[1], WM_WIN);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The Age of Marlborough                                               */
/* ------------------------------------------------------------------ */

START_TEST(test_marlborough_setup)
{
    wm_game *g = game(WM_MARCH_MARLBOROUGH, 0);
    march_state *s = ST(g);
    tu_playv(g, "roll 5", "roll 2", NULL); /* France takes the initiative */
    /* 7: "Roll 2 dice, counting a roll of 1 or 2 as 1VP, 3 or 4 as 2VPs,
     * and 5 or 6 as 3VPs" */
    tu_playv(g, "roll 4", "roll 6", NULL);
    ck_assert_int_eq(s->vpdie[C_N1], 2);
    ck_assert_int_eq(s->vpdie[C_N2], 3);
    ck_assert_int_eq(s->stock, 36);
    ck_assert_int_eq(s->initiative, 0);
    /* 3: no ATTACK+1; 7 cards */
    ck_assert_int_eq(__builtin_popcount(s->hand[0]), 7);
    ck_assert_int_eq(hand_has(g, 0, WM_MARCH_CARD_ATTACK1), 0);
    /* 2: both neutrals between the homes and adjacent to each other */
    s->army_n[0][C_N1] = 1;
    poked(g);
    tu_playv(g, "play MOVE1", "play RECRUIT", NULL);
    tu_expect_legal(g, "move 1 France>SpanishNetherlands|move 1 France>Bavaria|"
                    "move 1 SpanishNetherlands>France|move 1 SpanishNetherlands>DutchRepublic|"
                    "move 1 SpanishNetherlands>Bavaria");
    wm_free(g);
}
END_TEST

START_TEST(test_marlborough_rule_changes)
{
    wm_game *g = game(WM_MARCH_MARLBOROUGH, 0);
    march_state *s = ST(g);
    tu_playv(g, "roll 5", "roll 2", "roll 1", "roll 1", NULL);
    /* STRENGTH: "You cannot reduce your home country's VP dice to less
     * than 2." */
    s->vpdie[C_HOME0] = 2;
    poked(g);
    tu_playv(g, "play STRENGTH", "play MOVE1", NULL);
    tu_play(g, "move 1 DutchRepublic>SpanishNetherlands");
    ck_assert_int_eq(s->phase, PH_CHOOSE); /* nothing to reduce: no decision */
    ck_assert_int_eq(s->strength[0], 1);
    /* SCORE: "If at least 1 enemy army is anywhere in your home country,
     * you cannot score VPs for your home country." */
    s->army_n[1][C_N1] = 0;
    s->army_n[1][C_HOME0] = 1;
    poked(g);
    tu_playv(g, "play SCORE", "play RECRUIT", NULL);
    ck_assert_int_eq(s->vp[0], 1);
    wm_free(g);
}
END_TEST

START_TEST(test_marlborough_both_18_is_tie)
{
    wm_game *g = game(WM_MARCH_MARLBOROUGH, 0);
    march_state *s = ST(g);
    tu_playv(g, "roll 5", "roll 2", "roll 1", "roll 1", NULL);
    s->vp[0] = 16;
    s->vp[1] = 14;
    s->stock = 6;
    for (int p = 0; p < 2; p++) {
        s->hand[p] = (uint16_t)(s->hand[p] & ~CARD(WM_MARCH_CARD_MOVE1));
        s->discard[p] = CARD(WM_MARCH_CARD_MOVE1);
    }
    poked(g);
    tu_playv(g, "play SCORE", "play SCORE", "first France", NULL);
    /* France 16 + 4 = 20, the Dutch 14 + 2 (the stock runs dry) = 16? no:
     * stock 6 gives France 4 and the Dutch 2 */
    ck_assert_int_eq(s->vp[0], 20);
    ck_assert_int_eq(s->vp[1], 16);
    int32_t out[2];
    ck_assert_int_eq(wm_outcome(g, out, 2), WM_OK);
    ck_assert_int_eq(out[0], WM_WIN);
    wm_free(g);

    g = game(WM_MARCH_MARLBOROUGH, 0);
    s = ST(g);
    tu_playv(g, "roll 5", "roll 2", "roll 1", "roll 1", NULL);
    s->vp[0] = 14;
    s->vp[1] = 14;
    s->stock = 8;
    for (int p = 0; p < 2; p++) {
        s->hand[p] = (uint16_t)(s->hand[p] & ~CARD(WM_MARCH_CARD_MOVE1));
        s->discard[p] = CARD(WM_MARCH_CARD_MOVE1);
    }
    poked(g);
    tu_playv(g, "play SCORE", "play SCORE", "first France", NULL);
    /* 18 and 18: "If both players reach 18VPs at the end of a turn, the
     * game is tied." */
    ck_assert_int_eq(s->vp[0], 18);
    ck_assert_int_eq(s->vp[1], 18);
    wm_outcome(g, out, 2);
    ck_assert_int_eq(out[0], WM_DRAW);
    ck_assert_int_eq(out[1], WM_DRAW);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Vive l'Empereur                                                      */
/* ------------------------------------------------------------------ */

START_TEST(test_vive_setup)
{
    wm_game *g = game(WM_MARCH_VIVE_L_EMPEREUR, 0);
    march_state *s = ST(g);
    /* 9: "1 army in one of the neutral countries, chosen by the Austrian
     * player"; 6: no roll, the French have the initiative */
    ck_assert_int_eq(wm_to_move(g), 1);
    tu_expect_legal(g, "place ItalianStates|place GermanStates");
    tu_play(g, "place GermanStates");
    ck_assert_int_eq(s->army_n[0][C_HOME0], 2);
    ck_assert_int_eq(s->army_n[1][C_HOME1], 2);
    ck_assert_int_eq(s->army_n[1][C_N2], 1);
    ck_assert_int_eq(s->strength[0], 2);
    ck_assert_int_eq(s->vpdie[C_N1], 1);
    ck_assert_int_eq(s->stock, 42);
    ck_assert_int_eq(__builtin_popcount(s->hand[0]), 8);
    ck_assert_int_eq(__builtin_popcount(s->hand[1]), 5);
    ck_assert_uint_eq(s->aside[1], CARD(WM_MARCH_CARD_MOVE2) | CARD(WM_MARCH_CARD_ATTACK1) | CARD(WM_MARCH_CARD_RECRUIT));
    /* Italian and German states have a gap between them */
    tu_playv(g, "play FORTIFY", "play MOVE1", NULL);
    tu_expect_legal(g, "move 1 Austria>ItalianStates|move 1 Austria>GermanStates|"
                    "move 1 GermanStates>France|move 1 GermanStates>Austria");
    tu_play(g, "move 1 Austria>ItalianStates");
    tu_play(g, "fortify France");
    /* "The French have the initiative for the whole game. It does not
     * change." */
    fresh_hands(g);
    tu_playv(g, "play MOVE1", "play MOVE1", "first Austria", NULL);
    ck_assert_int_eq(s->initiative, 0);
    wm_free(g);
}
END_TEST

START_TEST(test_vive_napoleon_and_destroyed_austrians)
{
    wm_game *g = game(WM_MARCH_VIVE_L_EMPEREUR, 0);
    march_state *s = ST(g);
    tu_play(g, "place GermanStates");
    /* "if Napoleon is used with 2 French armies at army strength 2, then
     * French strength would be 7": against 3 Austrian armies (6) it wins */
    s->army_n[0][C_HOME0] = 0;
    s->army_n[0][C_N2] = 2;
    s->army_n[1][C_HOME1] = 0;
    s->army_n[1][C_N2] = 3;
    poked(g);
    tu_playv(g, "play ATTACK+1", "play FORTIFY", NULL);
    tu_play(g, "fortify GermanStates"); /* one Austrian fortified: 2 + 2 + 3 = 7 */
    tu_play(g, "attack GermanStates");
    tu_play(g, "discard ATTACK");
    /* 7 vs 7: a tie */
    ck_assert_int_eq(wm__march_armies_in_play(s, 0), 0);
    ck_assert_int_eq(wm__march_armies_in_play(s, 1), 0);
    /* "The French score 1VP immediately for each Austrian army destroyed." */
    ck_assert_int_eq(s->vp[0], 3);

    s->army_n[0][C_N2] = 2;
    s->army_n[1][C_N2] = 3;
    poked(g);
    tu_playv(g, "play SCORE", "play MOVE1", NULL);
    tu_play(g, "move 1 GermanStates>Austria");
    /* France scored 1 + France 3 = 4 (GermanStates is contested) */
    ck_assert_int_eq(s->vp[0], 7);
    tu_playv(g, "play ATTACK+1", "play SCORE", "attack GermanStates", "discard ATTACK", NULL);
    /* 7 vs 4: France wins, 2 Austrians destroyed, 2 more VPs */
    ck_assert_int_eq(wm__march_armies_in(s, 1, C_N2), 0);
    ck_assert_int_eq(wm__march_armies_in(s, 0, C_N2), 2);
    wm_free(g);
}
END_TEST

START_TEST(test_vive_army_reform_and_british_support)
{
    wm_game *g = game(WM_MARCH_VIVE_L_EMPEREUR, 0);
    march_state *s = ST(g);
    tu_play(g, "place ItalianStates");
    s->vp[1] = 5;
    s->stock = 37;
    s->hand[1] = (uint16_t)(s->hand[1] & ~CARD(WM_MARCH_CARD_MOVE1));
    s->discard[1] = CARD(WM_MARCH_CARD_MOVE1);
    poked(g);
    tu_playv(g, "play RECRUIT", "play SCORE", NULL);
    /* "they may choose to pay 2VPs to return 1 of the previously set aside
     * MOVE 2 or ATTACK+1 or RECRUIT cards to their hand" */
    tu_expect_legal(g, "regain MOVE2|regain RECRUIT|regain ATTACK+1|pass");
    ck_assert_int_eq(wm_is_secret(g), 1);
    tu_play(g, "regain ATTACK+1");
    /* 5 - 2 + (1 + Austria 3 + ItalianStates 1) + British support 1 */
    ck_assert_int_eq(s->vp[1], 9);
    ck_assert_int_eq(hand_has(g, 1, WM_MARCH_CARD_ATTACK1), 1);
    /* "without revealing which card to the French player" */
    char *french = view(g, 0), *austrian = view(g, 1);
    ck_assert_ptr_nonnull(strstr(french, "\"hand_hidden\":1"));
    ck_assert_ptr_null(strstr(french, "ATTACK+1\",\"SCORE"));
    ck_assert_ptr_nonnull(strstr(austrian, "\"ATTACK\",\"ATTACK+1\""));
    free(french);
    free(austrian);
    wm_free(g);
}
END_TEST

/* Vive l'Empereur, "British support for the Austrians: ... if they
 * control Austria and there is at least 1 Austrian army outside Austria,
 * then the Austrian player gains 1VP": with every Austrian army in
 * Austria the SCORE gains no such VP (issue 38: only the recorded games
 * guarded this). */
START_TEST(test_vive_no_british_support_with_every_army_in_austria)
{
    wm_game *g = game(WM_MARCH_VIVE_L_EMPEREUR, 0);
    march_state *s = ST(g);
    tu_play(g, "place ItalianStates");
    s->army_n[1][C_N1] = 0;
    s->army_n[1][C_HOME1] = 3; /* every Austrian army at home */
    s->vp[1] = 5;
    s->stock = 37;
    s->hand[1] = (uint16_t)(s->hand[1] & ~CARD(WM_MARCH_CARD_MOVE1));
    s->discard[1] = CARD(WM_MARCH_CARD_MOVE1);
    poked(g);
    ck_assert(wm__march_controls(s, 1, C_HOME1));
    ck_assert_int_eq(wm__march_armies_in_play(s, 1), wm__march_armies_in(s, 1, C_HOME1));
    tu_playv(g, "play RECRUIT", "play SCORE", NULL);
    tu_play(g, "pass"); /* no Army reform */
    /* 5 + (1 + Austria 3), no British support */
    ck_assert_int_eq(s->vp[1], 9);
    wm_free(g);
}
END_TEST

START_TEST(test_vive_french_control_win_and_20)
{
    wm_game *g = game(WM_MARCH_VIVE_L_EMPEREUR, 0);
    march_state *s = ST(g);
    tu_play(g, "place ItalianStates");
    /* France controls France, both neutral states: 3 countries */
    s->army_n[1][C_N1] = 0;
    s->army_n[0][C_HOME0] = 0;
    s->army_n[0][C_N1] = 1;
    s->army_n[0][C_N2] = 1;
    s->hand[0] = (uint16_t)(s->hand[0] & ~CARD(WM_MARCH_CARD_MOVE1));
    s->discard[0] = CARD(WM_MARCH_CARD_MOVE1);
    poked(g);
    tu_playv(g, "play SCORE", "play FORTIFY", "fortify Austria", NULL);
    /* "The French control 3 countries and complete a SCORE action. They
     * win" */
    ck_assert_int_eq(wm_is_over(g), 1);
    int32_t out[2];
    wm_outcome(g, out, 2);
    ck_assert_int_eq(out[0], WM_WIN);
    ck_assert_int_eq(out[1], WM_LOSS);
    wm_free(g);

    /* "Either side reaches 20 or more VPs ... In the case of a tie, the
     * French win." */
    g = game(WM_MARCH_VIVE_L_EMPEREUR, 0);
    s = ST(g);
    tu_play(g, "place ItalianStates");
    s->vp[0] = 20;
    s->vp[1] = 20;
    s->stock = 2;
    poked(g);
    tu_playv(g, "play FORTIFY", "play FORTIFY", "fortify France", "fortify Austria", NULL);
    ck_assert_int_eq(wm_is_over(g), 1);
    wm_outcome(g, out, 2);
    ck_assert_int_eq(out[0], WM_WIN);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The War to End War                                                   */
/* ------------------------------------------------------------------ */

START_TEST(test_ww1_setup_and_score)
{
    wm_game *g = blue_initiative(WM_MARCH_WAR_TO_END_WAR, 0);
    march_state *s = ST(g);
    ck_assert_int_eq(s->vp[0], 3);   /* 5: "give each side 3VPs" of 32 */
    ck_assert_int_eq(s->stock, 26);
    ck_assert_int_eq(s->vpdie[C_N1], 2);
    /* SCORE: "you do not gain 1VP automatically" and "if you ... do not pick
     * up ATTACK or ATTACK+1 from your discard pile ... you lose 1VP. Remove
     * that VP from the game." */
    tu_playv(g, "play FORTIFY", "play ATTACK", "fortify Germany", NULL);
    tu_playv(g, "play SCORE", "play SCORE", "first Germany", NULL);
    ck_assert_int_eq(s->vp[0], 3 + 3 - 1);
    ck_assert_int_eq(s->vp[1], 3 + 3);
    ck_assert_int_eq(s->removed, 1);
    wm_free(g);
}
END_TEST

START_TEST(test_ww1_fortified_blocks_movement)
{
    wm_game *g = blue_initiative(WM_MARCH_WAR_TO_END_WAR, 0);
    march_state *s = ST(g);
    /* "if the German player has a fortified army in Belgium, Western Allies
     * armies cannot move from Belgium to Germany. They can still move to
     * the Western Allies home country." */
    s->army_n[0][C_HOME0] = 0;
    s->army_f[0][C_N1] = 1;
    s->army_n[1][C_HOME1] = 0;
    s->army_n[1][C_N1] = 1;
    poked(g);
    tu_playv(g, "play FORTIFY", "play MOVE1", NULL);
    tu_expect_legal(g, "move 1 Belgium>WesternAllies");
    tu_play(g, "move 1 Belgium>WesternAllies");
    wm_free(g);
}
END_TEST

START_TEST(test_ww1_defender_discard_and_single_losses)
{
    wm_game *g = blue_initiative(WM_MARCH_WAR_TO_END_WAR, 0);
    march_state *s = ST(g);
    /* Germany attacks Belgium with 2 armies (2) against 1 normal and 1
     * fortified Allied army (1 + 2 = 3) */
    s->army_n[0][C_HOME0] = 0;
    s->army_n[0][C_N1] = 2;
    s->army_n[1][C_HOME1] = 0;
    s->army_n[1][C_N1] = 1;
    s->army_f[1][C_N1] = 1;
    s->strength[0] = 2;
    poked(g);
    tu_playv(g, "play ATTACK+1", "play FORTIFY", NULL);
    tu_play(g, "fortify Belgium"); /* now 2 fortified: 4 */
    tu_play(g, "attack Belgium");
    tu_play(g, "discard MOVE2"); /* 2*2 + 1 = 5 */
    /* "The defender (only) may optionally discard either the MOVE 1 or
     * MOVE 2 action card (not both) to gain an extra +1" */
    ck_assert_int_eq(wm_to_move(g), 1);
    tu_expect_legal(g, "defend MOVE1|defend MOVE2|pass");
    tu_play(g, "defend MOVE1"); /* 5 vs 5: a tie */
    /* "Tied combats destroy 1 army on each side, not all of them." */
    ck_assert_int_eq(s->army_n[0][C_N1], 1);
    ck_assert_int_eq(s->army_f[1][C_N1], 1);
    ck_assert_int_eq(hand_has(g, 1, WM_MARCH_CARD_MOVE1), 0);
    /* a win destroys only 1 army; with two kinds the owner chooses */
    s->army_n[1][C_N1] = 1;
    s->strength[0] = 5;
    poked(g);
    tu_playv(g, "play ATTACK", "play RECRUIT", "attack Belgium", "pass", NULL);
    tu_expect_legal(g, "lose normal|lose fortified");
    tu_play(g, "lose fortified");
    ck_assert_int_eq(s->army_n[1][C_N1], 1);
    ck_assert_int_eq(s->army_f[1][C_N1], 0);
    wm_free(g);
}
END_TEST

START_TEST(test_ww1_game_end)
{
    wm_game *g = blue_initiative(WM_MARCH_WAR_TO_END_WAR, 0);
    march_state *s = ST(g);
    /* "if, at the end of a turn, a player has no VPs (that side loses)" */
    s->vp[1] = 1;
    s->stock = 28;
    s->army_n[1][C_HOME1] = 0;
    s->capital[0] = 1;
    s->army_n[0][C_HOME0] = 0;
    s->hand[1] = (uint16_t)(s->hand[1] & ~CARD(WM_MARCH_CARD_MOVE1));
    s->discard[1] = CARD(WM_MARCH_CARD_MOVE1);
    poked(g);
    tu_playv(g, "play FORTIFY", "play SCORE", "fortify capital", NULL);
    /* occupied capital: no VPs, and no ATTACK picked up: -1 */
    ck_assert_int_eq(wm_is_over(g), 1);
    int32_t out[2];
    wm_outcome(g, out, 2);
    ck_assert_int_eq(out[0], WM_WIN);
    ck_assert_int_eq(out[1], WM_LOSS);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* World War 2 in the West                                              */
/* ------------------------------------------------------------------ */

START_TEST(test_ww2_setup)
{
    wm_game *g = game(WM_MARCH_WW2_IN_THE_WEST, 0);
    march_state *s = ST(g);
    ck_assert_int_eq(wm_to_move(g), 0); /* no roll: Germany has the initiative */
    ck_assert_int_eq(s->initiative, 0);
    ck_assert_int_eq(s->vp[0], 2);
    ck_assert_int_eq(s->vp[1], 1);
    ck_assert_int_eq(s->stock, 39);
    ck_assert_int_eq(s->vpdie[C_HOME0], 2);
    ck_assert_int_eq(s->vpdie[C_HOME1], 4);
    ck_assert_int_eq(s->vpdie[C_N1], 2);
    ck_assert_int_eq(s->strength[0], 2);
    ck_assert_int_eq(s->strength[1], 1);
    ck_assert_int_eq(s->army_n[0][C_HOME0], 1);
    ck_assert_int_eq(s->army_f[1][C_N1], 1);
    ck_assert_int_eq(wm__march_armies_in_play(s, 1), 1);
    ck_assert_uint_eq(s->discard[1], CARD(WM_MARCH_CARD_MOVE1) | CARD(WM_MARCH_CARD_MOVE2) | CARD(WM_MARCH_CARD_FORTIFY));
    ck_assert_int_eq(__builtin_popcount(s->hand[0]), 8);
    wm_free(g);
}
END_TEST

START_TEST(test_ww2_initiative_purchase)
{
    wm_game *g = game(WM_MARCH_WW2_IN_THE_WEST, 0);
    march_state *s = ST(g);
    s->initiative = 1;
    poked(g);
    s->hand[1] |= CARD(WM_MARCH_CARD_MOVE1);
    s->discard[1] = (uint16_t)(s->discard[1] & ~CARD(WM_MARCH_CARD_MOVE1));
    poked(g);
    tu_playv(g, "play MOVE1", "play MOVE1", NULL);
    /* "Germany (only) can optionally discard 1VP to the VP stock to flip the
     * initiative card at any time." */
    ck_assert_int_eq(wm_to_move(g), 0);
    tu_expect_legal(g, "pass|buy initiative");
    tu_play(g, "buy initiative");
    ck_assert_int_eq(s->vp[0], 1);
    ck_assert_int_eq(s->stock, 40);
    ck_assert_int_eq(wm_to_move(g), 0); /* Germany now chooses the order */
    tu_play(g, "first Germany");
    ck_assert_int_eq(s->initiative, 1); /* and it flips */
    wm_free(g);
}
END_TEST

START_TEST(test_ww2_second_move)
{
    wm_game *g = game(WM_MARCH_WW2_IN_THE_WEST, 0);
    march_state *s = ST(g);
    s->hand[1] |= CARD(WM_MARCH_CARD_MOVE1) | CARD(WM_MARCH_CARD_MOVE2);
    s->discard[1] = CARD(WM_MARCH_CARD_FORTIFY);
    s->vp[1] = 3;
    s->stock = 37;
    s->army_n[1][C_HOME1] = 1;
    poked(g);
    tu_playv(g, "play FORTIFY", "play MOVE1", NULL);
    tu_play(g, "move 1 WesternAllies>MinorStates");
    /* "can pay 2VPs to play a second MOVE card from hand immediately" */
    tu_expect_legal(g, "second MOVE2|pass");
    tu_play(g, "second MOVE2");
    ck_assert_int_eq(s->vp[1], 1);
    /* "No army can move more than once in the turn": only the fortified
     * army that started in the Minor States may go */
    tu_expect_legal(g, "move 1f MinorStates>Germany|move 1f MinorStates>WesternAllies");
    tu_play(g, "move 1f MinorStates>Germany");
    tu_play(g, "fortify Germany");
    ck_assert_uint_eq(s->discard[1], CARD(WM_MARCH_CARD_FORTIFY) | CARD(WM_MARCH_CARD_MOVE1) | CARD(WM_MARCH_CARD_MOVE2));
    wm_free(g);
}
END_TEST

START_TEST(test_ww2_strength_and_blitzkrieg)
{
    wm_game *g = game(WM_MARCH_WW2_IN_THE_WEST, 0);
    march_state *s = ST(g);
    /* "Germany cannot increase army strength above 5"; "Both sides can
     * optionally discard 5VPs ... instead of reducing a VP dice." */
    s->strength[0] = 5;
    s->vp[0] = 6;
    s->stock = 35;
    poked(g);
    tu_playv(g, "play STRENGTH", "play ATTACK", NULL);
    tu_expect_legal(g, "reduce Germany|pay 5VP");
    tu_play(g, "pay 5VP");
    ck_assert_int_eq(s->vp[0], 1);
    ck_assert_int_eq(s->stock, 40);
    ck_assert_int_eq(s->strength[0], 5);
    /* BLITZKRIEG: discarding MOVE 1 or MOVE 2 gives +2 instead of +1:
     * 1 army at 5 + 2 = 7 against the fortified army (1 + 1) */
    s->army_n[0][C_HOME0] = 0;
    s->army_n[0][C_N1] = 1;
    s->strength[1] = 6; /* 7 in defence: a tie with Blitzkrieg, a loss without */
    poked(g);
    tu_playv(g, "play ATTACK+1", "play RECRUIT", "attack MinorStates", "discard MOVE1", NULL);
    ck_assert_int_eq(wm__march_armies_in(s, 0, C_N1), 0);
    ck_assert_int_eq(wm__march_armies_in(s, 1, C_N1), 0);
    wm_free(g);
}
END_TEST

START_TEST(test_ww2_germany_takes_vps)
{
    wm_game *g = game(WM_MARCH_WW2_IN_THE_WEST, 0);
    march_state *s = ST(g);
    /* "If the stock of VPs runs out, then Germany (only) can take them from
     * the Western Allies instead of the stock." */
    s->vp[0] = 10;
    s->vp[1] = 31;
    s->stock = 1;
    s->hand[0] = (uint16_t)(s->hand[0] & ~CARD(WM_MARCH_CARD_MOVE1));
    s->discard[0] = CARD(WM_MARCH_CARD_MOVE1);
    poked(g);
    tu_playv(g, "play SCORE", "play RECRUIT", NULL);
    /* 1 + Germany 2 = 3: 1 from the stock, 2 from the Western Allies */
    ck_assert_int_eq(s->vp[0], 13);
    ck_assert_int_eq(s->vp[1], 29);
    ck_assert_int_eq(s->stock, 0);
    wm_free(g);
}
END_TEST

START_TEST(test_ww2_part_two)
{
    wm_game *g = game(WM_MARCH_WW2_IN_THE_WEST, 0);
    march_state *s = ST(g);
    /* "Germany won part 1 with 15VPs, but the Western Allies scored 18VPs;
     * at the start of part 2, Germany's VPs are set to 0, the Western
     * Allies' to 3." */
    s->vp[0] = 12;
    s->vp[1] = 18;
    s->stock = 12;
    s->hand[0] = (uint16_t)(s->hand[0] & ~CARD(WM_MARCH_CARD_MOVE1));
    s->discard[0] = CARD(WM_MARCH_CARD_MOVE1);
    poked(g);
    tu_playv(g, "play SCORE", "play RECRUIT", NULL); /* Germany 12 + 3 = 15 */
    ck_assert_int_eq(s->part, 2);
    ck_assert_int_eq(s->vp[0], 0);
    ck_assert_int_eq(s->vp[1], 3);
    ck_assert_int_eq(s->stock, 39);
    ck_assert_int_eq(wm_is_over(g), 0);
    /* cards gathered; VWEAPONS replaces the German MOVE 1 */
    ck_assert_int_eq(hand_has(g, 0, WM_MARCH_CARD_VWEAPONS), 1);
    ck_assert_int_eq(hand_has(g, 0, WM_MARCH_CARD_MOVE1), 0);
    ck_assert_uint_eq(s->hand[1], wm__march_scenarios[SC_WW2].cards[1]);
    ck_assert_uint_eq(s->discard[0] | s->discard[1], 0);
    /* armies and dice stay where they were */
    ck_assert_int_eq(s->army_n[0][C_HOME0], 1);
    /* VWEAPONS: "if at least 1 German army is on the Minor States country
     * card, remove 1 Western Allies VP from the game" */
    s->army_n[0][C_HOME0] = 0;
    s->army_n[0][C_N1] = 1;
    poked(g);
    tu_playv(g, "play VWEAPONS", "play RECRUIT", NULL);
    ck_assert_int_eq(s->vp[1], 2);
    ck_assert_int_eq(s->removed, 1);
    tu_play(g, "move 1 MinorStates>Germany");
    wm_free(g);
}
END_TEST

START_TEST(test_ww2_air_power)
{
    wm_game *g = game(WM_MARCH_WW2_IN_THE_WEST, 0);
    march_state *s = ST(g);
    s->part = 2;
    s->hand[0] = (uint16_t)((s->hand[0] & ~CARD(WM_MARCH_CARD_MOVE1)) | CARD(WM_MARCH_CARD_VWEAPONS));
    s->hand[1] = wm__march_scenarios[SC_WW2].cards[1];
    s->discard[1] = 0;
    /* "the Western Allies player uses ATTACK+1 WITH AIR POWER in an attack
     * with 3 armies each worth 4 combat strength; the player decides to use
     * 2 VPs to increase their total combat strength to 15" */
    s->strength[1] = 4;
    s->army_f[1][C_N1] = 0;
    s->army_n[1][C_N1] = 3;
    s->vp[1] = 5;
    s->stock = 35;
    /* Germany: 3 fortified armies at strength 4 = 15 in defence */
    s->strength[0] = 4;
    s->army_n[0][C_HOME0] = 0;
    s->army_f[0][C_N1] = 3;
    poked(g);
    tu_playv(g, "play RECRUIT", "play ATTACK+1", "attack MinorStates", "discard ATTACK", NULL);
    tu_expect_legal(g, "air power 0|air power 1|air power 2|air power 3");
    tu_play(g, "air power 2");
    ck_assert_int_eq(s->vp[1], 3);
    /* 15 vs 15: every army in the Minor States is destroyed */
    ck_assert_int_eq(wm__march_armies_in(s, 0, C_N1), 0);
    ck_assert_int_eq(wm__march_armies_in(s, 1, C_N1), 0);
    wm_free(g);
}
END_TEST

START_TEST(test_ww2_allies_win_by_capital)
{
    wm_game *g = game(WM_MARCH_WW2_IN_THE_WEST, 0);
    march_state *s = ST(g);
    s->army_n[0][C_HOME0] = 0;
    s->army_f[1][C_N1] = 0;
    s->army_n[1][C_HOME0] = 1;
    poked(g);
    /* Western Allies (1 at strength 1 + 1) against the garrison 2... plus
     * ATTACK+1: 2 vs 2 ties; with strength 2 it wins */
    s->strength[1] = 2;
    poked(g);
    tu_playv(g, "play FORTIFY", "play ATTACK+1", "attack Germany", "discard RECRUIT", NULL);
    ck_assert_int_eq(s->capital[1], 1);
    /* "The Western Allies player wins the whole scenario if they occupy the
     * German capital at the end of any turn" */
    ck_assert_int_eq(wm_is_over(g), 1);
    int32_t out[2];
    wm_outcome(g, out, 2);
    ck_assert_int_eq(out[1], WM_WIN);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Politics By Other Means                                              */
/* ------------------------------------------------------------------ */

START_TEST(test_politics_setup)
{
    wm_game *g = blue_initiative(WM_MARCH_POLITICS, 0);
    march_state *s = ST(g);
    ck_assert_int_eq(wm_seat_count(g), 3);
    ck_assert_str_eq(wm_seat_name(g, 2), "Neutral");
    ck_assert_int_eq(s->stock, 37);
    ck_assert_int_eq(s->propaganda, 1);
    ck_assert_uint_eq(s->hand[2], CARD(WM_MARCH_CARD_PROPAGANDA) | CARD(WM_MARCH_CARD_PARTISANS) | CARD(WM_MARCH_CARD_MILITIA));
    tu_playv(g, "play RECRUIT", "play RECRUIT", NULL);
    ck_assert_int_eq(wm_to_move(g), 2);
    tu_expect_legal(g, "play PROPAGANDA|play PARTISANS|play MILITIA");
    tu_play(g, "play PROPAGANDA");
    /* "The Neutral player always returns their played card to their hand" */
    ck_assert_uint_eq(s->hand[2], CARD(WM_MARCH_CARD_PROPAGANDA) | CARD(WM_MARCH_CARD_PARTISANS) | CARD(WM_MARCH_CARD_MILITIA));
    ck_assert_int_eq(s->propaganda, 1); /* neither condition met */
    wm_free(g);
}
END_TEST

START_TEST(test_politics_militia_and_partisans)
{
    wm_game *g = blue_initiative(WM_MARCH_POLITICS, 0);
    march_state *s = ST(g);
    /* MILITIA, EITHER: no armies in the neutral country: a cube */
    tu_playv(g, "play RECRUIT", "play RECRUIT", "play MILITIA", NULL);
    tu_expect_legal(g, "pass|militia cube");
    tu_play(g, "militia cube");
    ck_assert_int_eq(s->cubes, 1);
    ck_assert_int_eq(s->stock, 36);
    /* PARTISANS with an army in the neutral country: both options work */
    tu_playv(g, "play MOVE1", "play FORTIFY", "play PARTISANS", "move 1 Blue>Neutral", "fortify Orange", NULL);
    tu_expect_legal(g, "partisans cube|partisans take");
    tu_play(g, "partisans cube");
    ck_assert_int_eq(s->cubes, 2);
    fresh_hands(g);
    tu_playv(g, "play FORTIFY", "play FORTIFY", "play PARTISANS", "fortify Neutral", "fortify Orange", NULL);
    tu_play(g, "partisans take");
    ck_assert_int_eq(s->cubes, 0);
    ck_assert_int_eq(s->vp[2], 2);
    /* no cube to take: choosing the option that does nothing is allowed */
    fresh_hands(g);
    tu_playv(g, "play RECRUIT", "play RECRUIT", "play PARTISANS", NULL);
    tu_expect_legal(g, "pass|partisans cube");
    tu_play(g, "pass");
    ck_assert_int_eq(s->cubes, 0);
    wm_free(g);
}
END_TEST

START_TEST(test_politics_propaganda)
{
    wm_game *g = blue_initiative(WM_MARCH_POLITICS, 0);
    march_state *s = ST(g);
    s->army_n[0][C_N1] = 1;
    poked(g);
    /* "Either of the other players has played their STRENGTH card this turn
     * and depletes the neutral country's VP dice" */
    tu_playv(g, "play STRENGTH", "play RECRUIT", "play PROPAGANDA", "reduce Neutral", NULL);
    ck_assert_int_eq(s->propaganda, 2);
    /* "played the SCORE action while controlling the neutral country" */
    tu_playv(g, "play SCORE", "play FORTIFY", "play PROPAGANDA", "fortify Orange", NULL);
    ck_assert_int_eq(s->propaganda, 3);
    /* adjusted tally: VP x Propaganda level */
    char *v = view(g, WM_SPECTATOR);
    ck_assert_ptr_nonnull(strstr(v, "\"propaganda\":3"));
    free(v);
    wm_free(g);
}
END_TEST

START_TEST(test_politics_militia_combat_and_counter_insurgency)
{
    wm_game *g = blue_initiative(WM_MARCH_POLITICS, 0);
    march_state *s = ST(g);
    s->army_n[0][C_HOME0] = 0;
    s->army_n[0][C_N1] = 1;
    s->army_n[1][C_HOME1] = 0;
    s->army_n[1][C_N1] = 1;
    s->cubes = 1;
    s->stock = 36;
    poked(g);
    /* MILITIA, OR: "+1 to either side (your choice) after any other attack
     * choices have been made" */
    tu_playv(g, "play ATTACK", "play FORTIFY", "play MILITIA", NULL);
    tu_play(g, "fortify Neutral"); /* Orange: 2 in defence */
    tu_play(g, "attack Neutral");
    ck_assert_int_eq(wm_to_move(g), 2);
    tu_expect_legal(g, "militia Blue|militia Orange|pass");
    tu_play(g, "militia Blue"); /* 1 + 1 vs 2: a tie, all destroyed */
    ck_assert_int_eq(wm__march_armies_in(s, 0, C_N1) + wm__march_armies_in(s, 1, C_N1), 0);
    /* "If the combat was in the neutral country, and there are no armies in
     * the neutral country at the end of the turn, score 1VP." */
    ck_assert_int_eq(s->vp[2], 1);
    /* counter-insurgency: ATTACK+1 against the cubes, discarding a MOVE */
    s->army_n[0][C_N1] = 1;
    s->cubes = 1; /* MILITIA's +1 did not use the cube */
    s->stock = 35;
    poked(g);
    tu_playv(g, "play ATTACK+1", "play RECRUIT", "play PROPAGANDA", NULL);
    tu_expect_legal(g, "counter-insurgency|pass"); /* "may use": optional */
    tu_play(g, "counter-insurgency");
    tu_expect_legal(g, "discard MOVE1|discard MOVE2");
    /* a saved game cannot ask for the discard with no cube left to remove
     * (found by fuzz_load: the cube count underflowed) */
    s->cubes = 0;
    s->stock = 36;
    ck_assert_int_eq(wm_check(g), WM_ECORRUPT);
    s->cubes = 1;
    s->stock = 35;
    ck_assert_int_eq(wm_check(g), WM_OK);
    tu_play(g, "discard MOVE2");
    ck_assert_int_eq(s->cubes, 0);
    ck_assert_int_eq(s->stock, 36); /* the cube goes back to the stock */
    wm_free(g);
}
END_TEST

START_TEST(test_politics_game_end_adjusted_tally)
{
    wm_game *g = blue_initiative(WM_MARCH_POLITICS, 0);
    march_state *s = ST(g);
    /* "at the end of a turn when there are no VP cubes left in the stock.
     * The player with most VPs wins." with the adjusted tally */
    s->vp[0] = 15;
    s->vp[1] = 14;
    s->vp[2] = 4;
    s->propaganda = 4;
    s->stock = 4;
    for (int p = 0; p < 2; p++) {
        s->hand[p] = (uint16_t)(s->hand[p] & ~CARD(WM_MARCH_CARD_MOVE1));
        s->discard[p] = CARD(WM_MARCH_CARD_MOVE1);
    }
    poked(g);
    tu_playv(g, "play SCORE", "play FORTIFY", "play PROPAGANDA", "fortify Orange", NULL);
    ck_assert_int_eq(s->stock, 0);
    ck_assert_int_eq(wm_is_over(g), 1);
    int32_t out[3];
    ck_assert_int_eq(wm_outcome(g, out, 2), WM_ERANGE);
    ck_assert_int_eq(wm_outcome(g, out, 3), WM_OK);
    /* Blue 19, Orange 14, Neutral 4 x 4 = 16 */
    ck_assert_int_eq(out[0], WM_WIN);
    ck_assert_int_eq(out[1], WM_LOSS);
    ck_assert_int_eq(out[2], WM_LOSS);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Ending by agreement; chance                                          */
/* ------------------------------------------------------------------ */

START_TEST(test_end_by_agreement)
{
    wm_game *g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, WM_MARCH_AGREEMENT);
    ck_assert_int_eq(tu_is_legal_name(g, "propose end"), 1);
    tu_play(g, "propose end");
    ck_assert_int_eq(wm_to_move(g), 1);
    tu_play(g, "refuse end");
    ck_assert_int_eq(wm_to_move(g), 0);
    ck_assert_int_eq(tu_is_legal_name(g, "propose end"), 0); /* once a turn */
    tu_play(g, "play RECRUIT");
    tu_play(g, "propose end");
    ck_assert_int_eq(wm_to_move(g), 0);
    tu_play(g, "accept end");
    ck_assert_int_eq(wm_is_over(g), 1);
    int32_t out[2];
    wm_outcome(g, out, 2);
    ck_assert_int_eq(out[0], WM_DRAW); /* 0 - 0 */
    wm_free(g);
    /* off by default */
    g = blue_initiative(WM_MARCH_THIRTY_YEARS_WAR, 0);
    ck_assert_int_eq(tu_is_legal_name(g, "propose end"), 0);
    wm_free(g);
}
END_TEST

START_TEST(test_internal_dice_resolve_setup)
{
    wm_options o;
    wm_options_init(&o);
    o.seed = 5;
    o.scenario = WM_MARCH_MARLBOROUGH;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, &o, &g), WM_OK);
    ck_assert_int_eq(wm_to_move(g), 0);
    ck_assert_int_ge(ST(g)->vpdie[C_N1], 1);
    ck_assert_int_le(ST(g)->vpdie[C_N1], 3);
    ck_assert_uint_eq(wm_history(g, NULL, 0), 0);
    wm_free(g);
    o.bots = 1; /* no Non-player rules in this title */
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, &o, &g), WM_EINVAL);
    o.bots = 0;
    o.seats = 3;
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, &o, &g), WM_EINVAL);
    o.seats = 0;
    o.scenario = 7;
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, &o, &g), WM_EINVAL);
}
END_TEST

START_TEST(test_move_names_unique_per_scenario)
{
    for (int sc = 1; sc <= 6; sc++) {
        wm_game *g = game(sc, 0);
        for (wm_move a = 0; a < WM_MARCH_ACTIONS; a++) {
            char na[WM_MOVE_NAME_MAX];
            wm_move back;
            ck_assert_int_eq(wm_move_name(g, a, na, sizeof na, NULL), WM_OK);
            ck_assert_int_eq(wm_move_parse(g, na, &back), WM_OK);
            ck_assert_msg(back == a, "scenario %d: '%s' names %u and %u", sc, na, a, back);
        }
        wm_free(g);
    }
}
END_TEST

static Suite *march_suite(void)
{
    const tu_test tests[] = {
        {"game set-up", test_setup_thirty_years_war},
        {"an example of play", test_example_of_play},
        {"sequence of play", test_sequence_of_play_secret_choice},
        {"initiative", test_initiative_flip_when_both_move},
        {"initiative", test_initiative_other_steps_no_flip},
        {"movement actions", test_move_actions},
        {"recruit action", test_recruit_action},
        {"recruit action", test_recruit_blocked_by_occupied_capital},
        {"fortify action", test_fortify_action},
        {"attack actions", test_attack_must_attack_and_fortified_optional},
        {"attack actions", test_attack_plus1_discard_rules},
        {"attack actions", test_attack_does_nothing_without_target},
        {"combat", test_combat_garrison_and_capital},
        {"combat", test_combat_occupied_home_not_attackable_without_armies},
        {"strength action", test_strength_action},
        {"score action", test_score_action},
        {"victory points", test_vp_stock_is_limited},
        {"game end and winning", test_game_end_18_vp},
        {"game end and winning", test_score_order_with_limited_stock},
        {"marlborough", test_marlborough_setup},
        {"marlborough", test_marlborough_rule_changes},
        {"marlborough", test_marlborough_both_18_is_tie},
        {"vive l'empereur", test_vive_setup},
        {"vive l'empereur", test_vive_napoleon_and_destroyed_austrians},
        {"vive l'empereur", test_vive_army_reform_and_british_support},
        {"vive l'empereur", test_vive_no_british_support_with_every_army_in_austria},
        {"vive l'empereur", test_vive_french_control_win_and_20},
        {"war to end war", test_ww1_setup_and_score},
        {"war to end war", test_ww1_fortified_blocks_movement},
        {"war to end war", test_ww1_defender_discard_and_single_losses},
        {"war to end war", test_ww1_game_end},
        {"world war 2", test_ww2_setup},
        {"world war 2", test_ww2_initiative_purchase},
        {"world war 2", test_ww2_second_move},
        {"world war 2", test_ww2_strength_and_blitzkrieg},
        {"world war 2", test_ww2_germany_takes_vps},
        {"world war 2", test_ww2_part_two},
        {"world war 2", test_ww2_air_power},
        {"world war 2", test_ww2_allies_win_by_capital},
        {"politics by other means", test_politics_setup},
        {"politics by other means", test_politics_militia_and_partisans},
        {"politics by other means", test_politics_propaganda},
        {"politics by other means", test_politics_militia_combat_and_counter_insurgency},
        {"politics by other means", test_politics_game_end_adjusted_tally},
        {"agreement", test_end_by_agreement},
        {"chance and options", test_internal_dice_resolve_setup},
        {"move names", test_move_names_unique_per_scenario},
    };
    return tu_suite("march", tests, sizeof tests / sizeof tests[0]);
}

int main(void)
{
    return tu_run(march_suite());
}
