/*
 * check_siege.c - Democracy under Siege: the rules primitives.
 *
 * The title is not registered yet (doc/rules-siege.md), so these tests
 * drive the rules through lib/siege's internal entry points: set-up and the
 * state's invariants (§2.0, §1.6), Initiative (§3.1), Regime Markers
 * entering and leaving Control Areas with Prestige, Enemy Control and China
 * (§3.3.1, §3.3.6, §3.6), Logistic (§3.3.3), war escalation (§3.3.15),
 * Production, upkeep and Victory (§3.4), the Winner (§3.5), and the
 * Extended Example of Play's figures (§4.0) that these rules produce.
 * Names cite sections; "_recon" marks a test that rests on a
 * RECONSTRUCTED content value (doc/siege-content.md).
 */
#include "../lib/siege/stage.h"
#include "core.h"
#include "testutil.h"

#include <check.h>
#include <regex.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static siege_state fresh(int seats, uint32_t flags)
{
    siege_state st;
    ck_assert_int_eq(wm__siege_setup(&st, seats, flags, 12345u), WM_OK);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    return st;
}

static void set_order(siege_state *st, int a, int b, int c)
{
    st->order[0] = (uint8_t)a;
    st->order[1] = (uint8_t)b;
    st->order[2] = (uint8_t)c;
}

/* Both directions of a treaty between two Powers; one for a Minor. */
static void treaty(uint64_t *tab, int power, int area)
{
    tab[power] |= SG_AREA_BIT(area);
    for (int q = 0; q < SG_NPOWERS; q++)
        if (wm__siege_power_area[q] == area)
            tab[q] |= SG_AREA_BIT(wm__siege_power_area[power]);
}

/* ================================================================== */
/* §2.0 Game Setup                                                       */
/* ================================================================== */

START_TEST(s2_0_setup_three_seats)
{
    siege_state st = fresh(3, 0);
    ck_assert_int_eq(st.seats, 3);
    ck_assert_int_eq(st.turn, 1);
    ck_assert_int_eq(st.round, 1);
    ck_assert_int_eq(st.phase, SG_PH_CARDS); /* ex. 4.0: turn 1 starts at the Cards Draw step */
    ck_assert_int_eq(st.order[0], SG_NAZISM);
    ck_assert_int_eq(st.order[1], SG_DEMOCRACY);
    ck_assert_int_eq(st.order[2], SG_COMMUNISM);
    ck_assert_int_eq(st.prestige[SG_NAZISM], 6);
    ck_assert_int_eq(st.prestige[SG_DEMOCRACY], 5);
    ck_assert_int_eq(st.prestige[SG_COMMUNISM], 4);
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        ck_assert_int_eq(st.force_pool[i], 3);
        ck_assert_int_eq(st.vp_marker[i], 0);
        ck_assert_int_eq(st.vp_token[i], 0);
        ck_assert_int_eq(wm__siege_seat_of(&st, i), i);
    }
    ck_assert_int_eq(st.comm_ctrl, SG_COMMUNISM);
    /* Tokens in use: 3 MR, one Armaments token per Power, the VP Token. */
    ck_assert_int_eq(wm__siege_tokens_used(&st, SG_NAZISM), 3 + 3 + 1);
    ck_assert_int_eq(wm__siege_tokens_used(&st, SG_DEMOCRACY), 3 + 3 + 1);
    ck_assert_int_eq(wm__siege_tokens_used(&st, SG_COMMUNISM), 3 + 1 + 1);
    ck_assert_int_eq(wm__siege_token_reserve(&st, SG_COMMUNISM), 51 - 5);
    ck_assert_int_eq(st.armaments[SG_P_CHINA], SG_ARM_NONE);
    /* Decks: every card with no Entry Turn, shuffled. */
    int total = 0;
    for (int d = 0; d < SG_NIDEOLOGIES; d++)
        total += st.ndeck[d];
    int expect = 0;
    for (int c = 0; c < SG_CARDS; c++)
        expect += wm__siege_cards[c].entry <= 1;
    ck_assert_int_eq(total, expect);
    ck_assert_int_eq(st.card_loc[wm__siege_card_index("D35")], SG_LOC_FUTURE);
    ck_assert_int_eq(st.card_loc[wm__siege_card_index("N30")], SG_LOC_DECK);
}
END_TEST

START_TEST(s2_0_setup_two_seats_communism_to_nazism)
{
    siege_state st = fresh(2, WM_SIEGE_ADVANCED | WM_SIEGE_PP_BONUS);
    ck_assert_int_eq(st.comm_ctrl, SG_NAZISM);
    ck_assert_int_eq(st.comm_turns[0], 1);
    ck_assert_int_eq(st.comm_turns[1], 0);
    ck_assert_int_eq(wm__siege_seat_of(&st, SG_COMMUNISM), SG_NAZISM);
    ck_assert_int_eq(wm__siege_seat_of(&st, SG_DEMOCRACY), SG_DEMOCRACY);
}
END_TEST

START_TEST(s2_0_setup_rejects_bad_options)
{
    siege_state st;
    ck_assert_int_eq(wm__siege_setup(&st, 1, 0, 1), WM_EINVAL);
    ck_assert_int_eq(wm__siege_setup(&st, 4, 0, 1), WM_EINVAL);
    ck_assert_int_eq(wm__siege_setup(&st, 3, WM_SIEGE_PP_BONUS, 1), WM_EINVAL); /* 2 seats only */
    ck_assert_int_eq(wm__siege_setup(&st, 3, 1u << (WM_OPT_TITLE_SHIFT + 5), 1), WM_EINVAL);
    ck_assert_int_eq(wm__siege_setup(NULL, 3, 0, 1), WM_EINVAL);
    ck_assert_int_eq(wm__siege_setup(&st, 0, 0, 1), WM_OK); /* 0 selects 3 */
    ck_assert_int_eq(st.seats, 3);
}
END_TEST

START_TEST(s2_0_setup_deterministic)
{
    siege_state a = fresh(3, 0), b = fresh(3, 0);
    ck_assert_int_eq(memcmp(&a, &b, sizeof a), 0);
    siege_state c;
    ck_assert_int_eq(wm__siege_setup(&c, 3, 0, 999u), WM_OK);
    ck_assert_int_ne(memcmp(a.deck, c.deck, sizeof a.deck), 0);
}
END_TEST

/* The checker rejects states no game can reach. */
START_TEST(s1_6_checker_rejects_corruption)
{
    siege_state base = fresh(3, WM_SIEGE_ADVANCED), st;
    st = base;
    st.prestige[0] = 10;
    ck_assert_int_eq(wm__siege_check(&st), WM_ECORRUPT);
    st = base;
    st.order[1] = st.order[0];
    ck_assert_int_eq(wm__siege_check(&st), WM_ECORRUPT);
    st = base;
    st.force_pool[SG_COMMUNISM] = 47; /* 47 + 2 > 48: over the 51 cubes */
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    st.force_pool[SG_COMMUNISM] = 50;
    ck_assert_int_eq(wm__siege_check(&st), WM_ECORRUPT);
    st = base;
    st.armaments[SG_P_CHINA] = 0; /* a token for a China nobody holds */
    ck_assert_int_eq(wm__siege_check(&st), WM_ECORRUPT);
    st = base;
    st.regime[SG_FRANCE] = SG_REGIME_GONE; /* Powers are never conquered */
    ck_assert_int_eq(wm__siege_check(&st), WM_ECORRUPT);
    st = base;
    st.card_loc[st.deck[0][0]] = SG_LOC_HAND; /* listed in the deck but in a hand */
    ck_assert_int_eq(wm__siege_check(&st), WM_ECORRUPT);
    st = base;
    st.war_mr[3][0][0] = 1; /* MR on a War Card not in play */
    ck_assert_int_eq(wm__siege_check(&st), WM_ECORRUPT);
    st = base;
    st.comm_turns[0] = 1; /* 3 seats: no control markers */
    ck_assert_int_eq(wm__siege_check(&st), WM_ECORRUPT);
    st = base;
    st.round = 5;
    ck_assert_int_eq(wm__siege_check(&st), WM_ECORRUPT);
    st = fresh(3, 0);
    st.round = 4; /* Short: 3 rounds */
    ck_assert_int_eq(wm__siege_check(&st), WM_ECORRUPT);
}
END_TEST

/* ================================================================== */
/* §3.1 Initiative Order Phase                                           */
/* ================================================================== */

START_TEST(s3_1_1_order_by_prestige_ties_natural)
{
    uint8_t p[3] = {5, 6, 6}, o[3]; /* ex. 4.0, end of turn 1: N 5, D 6, C 6 */
    wm__siege_initiative_order(p, o);
    ck_assert_int_eq(o[0], SG_DEMOCRACY);
    ck_assert_int_eq(o[1], SG_COMMUNISM);
    ck_assert_int_eq(o[2], SG_NAZISM);
    uint8_t q[3] = {4, 4, 4};
    wm__siege_initiative_order(q, o);
    ck_assert_int_eq(o[0], SG_NAZISM);
    ck_assert_int_eq(o[1], SG_DEMOCRACY);
    ck_assert_int_eq(o[2], SG_COMMUNISM);
}
END_TEST

/* §3.1.2 example: Communism (exhaust), Democracy, Nazism -> Democracy,
 * Communism, Nazism. */
START_TEST(s3_1_2_exhaustion_example)
{
    uint8_t o[3] = {SG_COMMUNISM, SG_DEMOCRACY, SG_NAZISM};
    wm__siege_exhaustion(o, 1u << SG_COMMUNISM);
    ck_assert_int_eq(o[0], SG_DEMOCRACY);
    ck_assert_int_eq(o[1], SG_COMMUNISM);
    ck_assert_int_eq(o[2], SG_NAZISM);
    /* II and III both exhausted: one swap flips both markers. */
    uint8_t b[3] = {SG_NAZISM, SG_DEMOCRACY, SG_COMMUNISM};
    wm__siege_exhaustion(b, (1u << SG_DEMOCRACY) | (1u << SG_COMMUNISM));
    ck_assert_int_eq(b[0], SG_NAZISM);
    ck_assert_int_eq(b[1], SG_COMMUNISM);
    ck_assert_int_eq(b[2], SG_DEMOCRACY);
}
END_TEST

/* §3.1.3 example: Democracy, Nazism, Communism -> Democracy controls. */
START_TEST(s3_1_3_control_example)
{
    siege_state st = fresh(2, WM_SIEGE_ADVANCED);
    set_order(&st, SG_DEMOCRACY, SG_NAZISM, SG_COMMUNISM);
    ck_assert_int_eq(wm__siege_control_check(&st), SG_DEMOCRACY);
    set_order(&st, SG_COMMUNISM, SG_DEMOCRACY, SG_NAZISM);
    ck_assert_int_eq(wm__siege_control_check(&st), SG_NAZISM);
    /* rank II: stays with the previous controller */
    set_order(&st, SG_DEMOCRACY, SG_COMMUNISM, SG_NAZISM);
    st.comm_ctrl = SG_DEMOCRACY;
    ck_assert_int_eq(wm__siege_control_check(&st), SG_DEMOCRACY);
    st.comm_ctrl = SG_NAZISM;
    ck_assert_int_eq(wm__siege_control_check(&st), SG_NAZISM);
}
END_TEST

/* §1.9, §3.1.3 Short: the lower marker, ties to Nazism: one turn each. */
START_TEST(s3_1_3_short_alternates)
{
    siege_state st = fresh(2, 0);
    static const int expect[] = {SG_DEMOCRACY, SG_NAZISM, SG_DEMOCRACY, SG_NAZISM, SG_DEMOCRACY,
                                 SG_NAZISM, SG_DEMOCRACY};
    for (int t = 2; t <= 8; t++) {
        st.turn = (uint8_t)t;
        wm__siege_initiative_phase(&st);
        ck_assert_int_eq(st.comm_ctrl, expect[t - 2]);
        ck_assert_int_eq(st.comm_turns[0] + st.comm_turns[1], t);
        ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    }
    ck_assert_int_eq(st.comm_turns[0], 4);
    ck_assert_int_eq(st.comm_turns[1], 4);
}
END_TEST

/* ex. 4.0, turn 2: the order at the Interphase was Communism, Democracy,
 * Nazism (after Nazism's swap call); Prestige D 6, C 6, N 5.  Determination
 * gives Democracy, Communism, Nazism; only Nazism kept its rank; III
 * exhausted swaps with I: Nazism, Communism, Democracy; Communism in rank II
 * stays with Nazism, whose marker goes to box 2. */
START_TEST(ex4_0_turn2_initiative_and_control)
{
    siege_state st = fresh(2, WM_SIEGE_ADVANCED);
    set_order(&st, SG_COMMUNISM, SG_DEMOCRACY, SG_NAZISM);
    st.prestige[SG_NAZISM] = 5;
    st.prestige[SG_DEMOCRACY] = 6;
    st.prestige[SG_COMMUNISM] = 6;
    st.turn = 2;
    wm__siege_initiative_phase(&st);
    ck_assert_int_eq(st.order[0], SG_NAZISM);
    ck_assert_int_eq(st.order[1], SG_COMMUNISM);
    ck_assert_int_eq(st.order[2], SG_DEMOCRACY);
    ck_assert_int_eq(st.comm_ctrl, SG_NAZISM);
    ck_assert_int_eq(st.comm_turns[0], 2);
    ck_assert_int_eq(st.comm_turns[1], 0);
    /* Without the swap call the order would have been Communism, Nazism,
     * Democracy: no exhaustion and Democracy would take Communism (the
     * Nazi player's reasoning in round 4). */
    siege_state alt = fresh(2, WM_SIEGE_ADVANCED);
    set_order(&alt, SG_NAZISM, SG_DEMOCRACY, SG_COMMUNISM);
    alt.prestige[SG_NAZISM] = 5;
    alt.prestige[SG_DEMOCRACY] = 4;
    alt.prestige[SG_COMMUNISM] = 6;
    alt.turn = 2;
    wm__siege_initiative_phase(&alt);
    ck_assert_int_eq(alt.order[0], SG_COMMUNISM);
    ck_assert_int_eq(alt.order[1], SG_NAZISM);
    ck_assert_int_eq(alt.order[2], SG_DEMOCRACY);
    ck_assert_int_eq(alt.comm_ctrl, SG_DEMOCRACY);
}
END_TEST

/* §1.9: no Exhaustion in Short mode. */
START_TEST(s3_1_2_no_exhaustion_short)
{
    siege_state st = fresh(3, 0);
    st.turn = 2;
    wm__siege_initiative_phase(&st); /* N 6, D 5, C 4: the same order again */
    ck_assert_int_eq(st.order[0], SG_NAZISM);
    ck_assert_int_eq(st.order[1], SG_DEMOCRACY);
    ck_assert_int_eq(st.order[2], SG_COMMUNISM);
    siege_state adv = fresh(3, WM_SIEGE_ADVANCED);
    adv.turn = 2;
    wm__siege_initiative_phase(&adv);
    /* all three kept their ranks: II (D) <-> III (C), both flipped; III is
     * now D, not exhausted; I (N) exhausted <-> II: C, N, D */
    ck_assert_int_eq(adv.order[0], SG_COMMUNISM);
    ck_assert_int_eq(adv.order[1], SG_NAZISM);
    ck_assert_int_eq(adv.order[2], SG_DEMOCRACY);
}
END_TEST

/* ================================================================== */
/* §3.3.1 / §3.3.6 Entering and leaving Control Areas; §3.6 China        */
/* ================================================================== */

START_TEST(s3_3_1_prestige_on_entering_and_leaving)
{
    siege_state st = fresh(2, WM_SIEGE_ADVANCED);
    /* ex. 4.0 round 1: Rumania enters Democracy's Control Area: +1. */
    wm__siege_move_regime(&st, SG_RUMANIA, SG_R_DEMOCRACY);
    ck_assert_int_eq(st.prestige[SG_DEMOCRACY], 6);
    /* round 2: C21 takes it out again: -1. */
    wm__siege_move_regime(&st, SG_RUMANIA, SG_R_SOCDEM_TOP);
    ck_assert_int_eq(st.prestige[SG_DEMOCRACY], 5);
    /* round 3: France, an Influenceable Power: +2. */
    wm__siege_move_regime(&st, SG_FRANCE, SG_R_DEMOCRACY);
    ck_assert_int_eq(st.prestige[SG_DEMOCRACY], 7);
    /* Austria into Nazism's: +1; Anarchy gives and takes nothing. */
    wm__siege_move_regime(&st, SG_AUSTRIA, SG_R_NAZISM);
    ck_assert_int_eq(st.prestige[SG_NAZISM], 7);
    wm__siege_move_regime(&st, SG_HUNGARY, SG_R_INSTABILITY);
    wm__siege_move_regime(&st, SG_HUNGARY, SG_R_ANARCHY);
    ck_assert_int_eq(st.prestige[SG_NAZISM], 7);
    /* the track's bounds */
    st.prestige[SG_NAZISM] = 9;
    wm__siege_move_regime(&st, SG_POLAND, SG_R_NAZISM);
    ck_assert_int_eq(st.prestige[SG_NAZISM], 9);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

START_TEST(s3_3_6_enemy_control_markers)
{
    siege_state st = fresh(3, 0);
    ck_assert(!wm__siege_enemy_control(&st, SG_P_FRANCE, SG_DEMOCRACY));
    /* France enters Nazism's Control Area: Enemy Control; it exits: removed. */
    st.regime[SG_FRANCE] = SG_R_AUTOCRACY;
    wm__siege_move_regime(&st, SG_FRANCE, SG_R_NAZISM);
    ck_assert(wm__siege_enemy_control(&st, SG_P_FRANCE, SG_DEMOCRACY));
    wm__siege_move_regime(&st, SG_FRANCE, SG_R_AUTOCRACY);
    ck_assert(!wm__siege_enemy_control(&st, SG_P_FRANCE, SG_DEMOCRACY));
    /* Italy into Anarchy, Democracy or Communism: Nazism's marker. */
    st.regime[SG_ITALY] = SG_R_ANARCHY;
    ck_assert(wm__siege_enemy_control(&st, SG_P_ITALY, SG_NAZISM));
    st.regime[SG_ITALY] = SG_R_NAZISM;
    ck_assert(!wm__siege_enemy_control(&st, SG_P_ITALY, SG_NAZISM));
    /* Major Powers never. */
    ck_assert(!wm__siege_enemy_control(&st, SG_P_GERMANY, SG_NAZISM));
}
END_TEST

/* ex. 4.0 round 2, Mao Tze-Tung: China enters Communism's Control Area:
 * +2 Prestige, a green token on China's Armaments Track at level 2 (the
 * C26/D24 marker), Enemy Control on Democracy's China box, China's 2 RM +
 * 1 F to Communism's Resource Track; Democracy's China produces nothing. */
START_TEST(s3_6_china_enters_communism_mao)
{
    siege_state st = fresh(2, WM_SIEGE_ADVANCED);
    st.china_marker = 2;
    st.regime[SG_CHINA] = SG_R_OLIGARCHY_LOW;
    int before = wm__siege_tokens_used(&st, SG_COMMUNISM);
    uint8_t pool[3];
    wm__siege_pool(&st, SG_COMMUNISM, pool);
    ck_assert_int_eq(pool[SG_RM], 6);
    wm__siege_move_regime(&st, SG_CHINA, SG_R_COMMUNISM);
    ck_assert_int_eq(st.prestige[SG_COMMUNISM], 6);
    ck_assert_int_eq(wm__siege_china_holder(&st), SG_COMMUNISM);
    ck_assert_int_eq(st.armaments[SG_P_CHINA], 1); /* level 2 */
    ck_assert_int_eq(wm__siege_tokens_used(&st, SG_COMMUNISM), before + 1);
    ck_assert(wm__siege_enemy_control(&st, SG_P_CHINA, SG_DEMOCRACY));
    ck_assert(!wm__siege_enemy_control(&st, SG_P_CHINA, SG_COMMUNISM));
    wm__siege_pool(&st, SG_COMMUNISM, pool);
    ck_assert_int_eq(pool[SG_RM], 8);
    ck_assert_int_eq(pool[SG_FACTORY], 5);
    wm__siege_pool(&st, SG_DEMOCRACY, pool);
    ck_assert_int_eq(pool[SG_RM], 8); /* no China in Democracy's pool */
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    /* §3.6 B: China leaves; the token goes, Enemy Control goes. */
    wm__siege_move_regime(&st, SG_CHINA, SG_R_OLIGARCHY_LOW);
    ck_assert_int_eq(st.armaments[SG_P_CHINA], SG_ARM_NONE);
    ck_assert_int_eq(st.prestige[SG_COMMUNISM], 4);
    ck_assert(!wm__siege_enemy_control(&st, SG_P_CHINA, SG_DEMOCRACY));
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* §3.6 A footnote: level 1 without the C26/D24 marker; §3.6 C: China in
 * Nazism's Control Area puts Enemy Control on both cards. */
START_TEST(s3_6_china_level1_and_nazism)
{
    siege_state st = fresh(3, 0);
    st.regime[SG_CHINA] = SG_R_SOCDEM_TOP;
    wm__siege_move_regime(&st, SG_CHINA, SG_R_DEMOCRACY);
    ck_assert_int_eq(st.armaments[SG_P_CHINA], 0);
    ck_assert_int_eq(wm__siege_china_holder(&st), SG_DEMOCRACY);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    st.regime[SG_CHINA] = SG_R_AUTOCRACY;
    st.armaments[SG_P_CHINA] = SG_ARM_NONE;
    wm__siege_move_regime(&st, SG_CHINA, SG_R_NAZISM);
    ck_assert(wm__siege_enemy_control(&st, SG_P_CHINA, SG_DEMOCRACY));
    ck_assert(wm__siege_enemy_control(&st, SG_P_CHINA, SG_COMMUNISM));
    ck_assert_int_eq(wm__siege_china_holder(&st), SG_NOBODY);
    ck_assert_int_eq(wm__siege_power_production(&st, SG_P_CHINA), 0);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* §3.6 A footnote *: no token free -> one of the Ideology's tokens is
 * taken (the choice is not offered yet: an uncommitted MR first). */
START_TEST(s3_6_china_token_when_reserve_empty)
{
    siege_state st = fresh(3, 0);
    st.force_pool[SG_COMMUNISM] = (uint8_t)(SG_CUBES - 2); /* + USSR token + VP token = 51 */
    ck_assert_int_eq(wm__siege_token_reserve(&st, SG_COMMUNISM), 0);
    st.regime[SG_CHINA] = SG_R_OLIGARCHY_LOW;
    wm__siege_move_regime(&st, SG_CHINA, SG_R_COMMUNISM);
    ck_assert_int_eq(st.force_pool[SG_COMMUNISM], SG_CUBES - 3);
    ck_assert_int_eq(wm__siege_token_reserve(&st, SG_COMMUNISM), 0);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* ================================================================== */
/* §3.3.1 Political Action modifiers (ex. 4.0 rolls)                     */
/* ================================================================== */

START_TEST(s3_3_1_pa_modifiers_ex4_0)
{
    siege_state st = fresh(2, WM_SIEGE_ADVANCED);
    int n31 = wm__siege_card_index("N31"), c3 = wm__siege_card_index("C3");
    int c26 = wm__siege_card_index("C26"), d8 = wm__siege_card_index("D8"), d7 = wm__siege_card_index("D7");
    /* Round 1, C26 at Prestige 4, Mao not in play: no modifier. */
    ck_assert_int_eq(wm__siege_pa_modifier(&st, SG_COMMUNISM, c26), 0);
    /* Round 2, N31 at Prestige 4: +1, no Nazi Power is Despotic. */
    st.prestige[SG_NAZISM] = 4;
    ck_assert_int_eq(wm__siege_pa_modifier(&st, SG_NAZISM, n31), 1);
    /* Mao: China Despotic in Communism's Control Area; C3 loses its +1. */
    st.china_marker = 2;
    st.regime[SG_CHINA] = SG_R_OLIGARCHY_LOW;
    wm__siege_move_regime(&st, SG_CHINA, SG_R_COMMUNISM);
    st.despotic = (uint8_t)(1u << SG_P_CHINA);
    ck_assert_int_eq(st.prestige[SG_COMMUNISM], 6);
    ck_assert_int_eq(wm__siege_pa_modifier(&st, SG_COMMUNISM, c3), 0);
    ck_assert_int_eq(wm__siege_pa_modifier(&st, SG_COMMUNISM, c26), 1);
    /* Round 4, D8 at Prestige 5: China is Despotic but not Democracy's. */
    st.prestige[SG_DEMOCRACY] = 5;
    ck_assert_int_eq(wm__siege_pa_modifier(&st, SG_DEMOCRACY, d8), 0);
    /* "If China was in the Control Area of Democracy ... +1". */
    siege_state alt = st;
    alt.regime[SG_CHINA] = SG_R_DEMOCRACY;
    ck_assert_int_eq(wm__siege_pa_modifier(&alt, SG_DEMOCRACY, d8), 1);
    /* D7 (no icon) at 5; the green sector adds 1, the red takes 1. */
    ck_assert_int_eq(wm__siege_pa_modifier(&st, SG_DEMOCRACY, d7), 0);
    st.prestige[SG_DEMOCRACY] = 7;
    ck_assert_int_eq(wm__siege_pa_modifier(&st, SG_DEMOCRACY, d7), 1);
    st.prestige[SG_DEMOCRACY] = 2;
    ck_assert_int_eq(wm__siege_pa_modifier(&st, SG_DEMOCRACY, d7), -1);
    /* §3.3.1 "Democracy adds +3 when France, Great Britain and China are
     * Despotic"; a Power under Enemy Control is not counted. */
    alt.despotic = (uint8_t)((1u << SG_P_CHINA) | (1u << SG_P_FRANCE) | (1u << SG_P_GB));
    ck_assert_int_eq(wm__siege_pa_modifier(&alt, SG_DEMOCRACY, d8), 3);
    alt.regime[SG_FRANCE] = SG_R_NAZISM;
    ck_assert_int_eq(wm__siege_pa_modifier(&alt, SG_DEMOCRACY, d8), 2);
}
END_TEST

/* ================================================================== */
/* §3.3.3 Logistic                                                       */
/* ================================================================== */

/* Examples A-D: a Civil War in Austria, Great Britain Allied with France. */
START_TEST(s3_3_3_loc_examples_A_to_D)
{
    siege_state st = fresh(3, 0);
    treaty(st.ally, SG_P_GB, SG_FRANCE);
    ck_assert(wm__siege_loc_from(&st, SG_DEMOCRACY, SG_P_GB, SG_AUSTRIA));      /* A: through France */
    ck_assert(wm__siege_loc_from(&st, SG_DEMOCRACY, SG_P_FRANCE, SG_AUSTRIA));  /* B */
    ck_assert(wm__siege_loc_from(&st, SG_NAZISM, SG_P_GERMANY, SG_AUSTRIA));    /* C */
    ck_assert(wm__siege_loc_from(&st, SG_NAZISM, SG_P_ITALY, SG_AUSTRIA));      /* D */
    ck_assert(!wm__siege_loc(&st, SG_COMMUNISM, SG_AUSTRIA));                   /* USSR cannot */
    /* Without the Alliance, Great Britain has no way. */
    siege_state na = fresh(3, 0);
    ck_assert(!wm__siege_loc_from(&na, SG_DEMOCRACY, SG_P_GB, SG_AUSTRIA));
    /* "If France was under Enemy Control, both Great Britain and France
     * could not trace any LOC to Austria." */
    st.regime[SG_FRANCE] = SG_R_NAZISM;
    ck_assert(!wm__siege_loc_from(&st, SG_DEMOCRACY, SG_P_GB, SG_AUSTRIA));
    ck_assert(!wm__siege_loc_from(&st, SG_DEMOCRACY, SG_P_FRANCE, SG_AUSTRIA));
    /* a Power of another Ideology is never the source */
    ck_assert(!wm__siege_loc_from(&st, SG_DEMOCRACY, SG_P_GERMANY, SG_AUSTRIA));
}
END_TEST

/* ex. 4.0 round 2: Germany and Italy reach Hungary by land through Austria
 * (Nazism's Control Area) or, for Germany, Poland (Autocracy); Greece by
 * sea from Germany, Italy, Japan, France, GB, USA; no LOC from China under
 * Enemy Control. */
START_TEST(ex4_0_loc_hungary_greece)
{
    siege_state st = fresh(2, WM_SIEGE_ADVANCED);
    st.regime[SG_AUSTRIA] = SG_R_NAZISM;
    ck_assert(wm__siege_loc_from(&st, SG_NAZISM, SG_P_GERMANY, SG_HUNGARY));
    ck_assert(wm__siege_loc_from(&st, SG_NAZISM, SG_P_ITALY, SG_HUNGARY));
    st.regime[SG_AUSTRIA] = SG_R_DEMOCRACY; /* Austria closed: Germany still by Poland */
    ck_assert(wm__siege_loc_from(&st, SG_NAZISM, SG_P_GERMANY, SG_HUNGARY));
    ck_assert(!wm__siege_loc_from(&st, SG_NAZISM, SG_P_ITALY, SG_HUNGARY));
    for (int p = 0; p < SG_NPOWERS; p++) {
        int owner = wm__siege_areas[wm__siege_power_area[p]].ideology;
        if (owner == SG_NAZISM || owner == SG_DEMOCRACY)
            ck_assert(wm__siege_loc_from(&st, owner, p, SG_GREECE));
    }
    st.china_marker = 2;
    st.regime[SG_CHINA] = SG_R_OLIGARCHY_LOW;
    wm__siege_move_regime(&st, SG_CHINA, SG_R_COMMUNISM);
    ck_assert(!wm__siege_loc_from(&st, SG_DEMOCRACY, SG_P_CHINA, SG_GREECE));
}
END_TEST

/* §6.0 D19: Italy no longer reaches Ethiopia; Germany no longer Japan's
 * wars in Asia; Turkey counts as Europe. */
START_TEST(s6_0_d19_embargo_cuts_europe_asia)
{
    siege_state st = fresh(3, 0);
    ck_assert(wm__siege_loc_from(&st, SG_NAZISM, SG_P_ITALY, SG_ETHIOPIA));
    ck_assert(wm__siege_loc_from(&st, SG_NAZISM, SG_P_GERMANY, SG_CHINA - 0 + 0) ==
              wm__siege_areas[SG_CHINA].naval);
    st.rules = (uint8_t)(1u << SG_RULE_D19_EMBARGO);
    ck_assert(!wm__siege_loc_from(&st, SG_NAZISM, SG_P_ITALY, SG_ETHIOPIA));
    ck_assert(!wm__siege_loc_from(&st, SG_NAZISM, SG_P_GERMANY, SG_CHINA));
    ck_assert(wm__siege_loc_from(&st, SG_NAZISM, SG_P_JAPAN, SG_CHINA)); /* Japan is in Asia */
    ck_assert(wm__siege_loc_from(&st, SG_NAZISM, SG_P_ITALY, SG_TURKEY)); /* by sea, within Europe */
    ck_assert(wm__siege_loc_from(&st, SG_DEMOCRACY, SG_P_GB, SG_CHINA)); /* only Nazi Powers */
}
END_TEST

/* ================================================================== */
/* §3.3.15 Total War                                                     */
/* ================================================================== */

/* The example: turn 7; France-Poland (D13), USSR-Poland (C13), USSR-France
 * (C14), GB-France (D9) Alliances, USSR-Germany Pact (N9), Italy-Germany
 * Alliance (N14).  Germany declares war on Poland (N35): Germany, France,
 * Italy, Great Britain and USSR end at War. */
static void example_treaties(siege_state *st)
{
    treaty(st->ally, SG_P_FRANCE, SG_POLAND);
    treaty(st->ally, SG_P_USSR, SG_POLAND);
    treaty(st->ally, SG_P_USSR, SG_FRANCE);
    treaty(st->ally, SG_P_GB, SG_FRANCE);
    treaty(st->pact, SG_P_USSR, SG_GERMANY);
    treaty(st->ally, SG_P_ITALY, SG_GERMANY);
}

START_TEST(s3_3_15_total_war_example)
{
    siege_state st = fresh(3, WM_SIEGE_ADVANCED);
    st.turn = 7;
    example_treaties(&st);
    int n = wm__siege_declare_war(&st, SG_GERMANY, SG_POLAND);
    ck_assert_int_eq(n, 5);
    uint8_t want = (uint8_t)((1u << SG_P_GERMANY) | (1u << SG_P_FRANCE) | (1u << SG_P_ITALY) |
                             (1u << SG_P_GB) | (1u << SG_P_USSR));
    ck_assert_uint_eq(st.at_war, want);
    ck_assert_int_ge(n, wm__siege_turns[7].total_war);
    /* Without the Italy-Germany Alliance the cascade stops at France. */
    siege_state s2 = fresh(3, 0);
    treaty(s2.ally, SG_P_FRANCE, SG_POLAND);
    treaty(s2.ally, SG_P_USSR, SG_POLAND);
    treaty(s2.pact, SG_P_USSR, SG_GERMANY);
    ck_assert_int_eq(wm__siege_declare_war(&s2, SG_GERMANY, SG_POLAND), 2);
    /* War on a Power: both at War, no ally. */
    siege_state s3 = fresh(3, 0);
    ck_assert_int_eq(wm__siege_declare_war(&s3, SG_FRANCE, SG_ITALY), 2);
}
END_TEST

/* §3.3.12-3.3.14: the shift towards 3-4 (ex. 4.0's Interphase War Test:
 * 2 - 1 = 1, STALLING -> 2, still a win for faction B). */
START_TEST(s3_3_13_shift_towards_3_4)
{
    ck_assert_int_eq(wm__siege_shift34(1, 1), 2);
    ck_assert_int_eq(wm__siege_shift34(2, 1), 3);
    ck_assert_int_eq(wm__siege_shift34(5, 1), 4);
    ck_assert_int_eq(wm__siege_shift34(7, 1), 6); /* ex. 4.0 Hungary: 7 stays >= 5 */
    ck_assert_int_eq(wm__siege_shift34(3, 1), 3);
    ck_assert_int_eq(wm__siege_shift34(4, 1), 4);
    ck_assert_int_eq(wm__siege_shift34(1, 0), 1);
    ck_assert_int_le(wm__siege_shift34(2 - 1, 1), 2);
}
END_TEST

/* ================================================================== */
/* §3.4 Interphase                                                        */
/* ================================================================== */

START_TEST(s3_4_3_mr_bands)
{
    static const int mr[] = {0, 1, 3, 4, 8, 9, 20, 21, 40};
    static const int vp[] = {0, 1, 1, 2, 2, 4, 4, 8, 8};
    for (size_t i = 0; i < sizeof mr / sizeof mr[0]; i++)
        ck_assert_int_eq(wm__siege_mr_vp(mr[i]), vp[i]);
}
END_TEST

/* The end of ex. 4.0's turn 1, built from the example's final positions
 * (RECONSTRUCTED boxes for the Neutral and Influence Areas). */
static siege_state ex4_0_end_of_turn1(void)
{
    siege_state st = fresh(2, WM_SIEGE_ADVANCED);
    static const struct {
        int n, box;
    } pos[] = {
        {SG_RUMANIA, SG_R_DEMOCRACY}, {SG_SPAIN, SG_R_DEMOCRACY}, {SG_FRANCE, SG_R_DEMOCRACY},
        {SG_AUSTRIA, SG_R_NAZISM}, {SG_FINLAND, SG_R_NAZISM}, {SG_PORTUGAL, SG_R_NAZISM},
        {SG_YUGOSLAVIA, SG_R_NAZISM}, {SG_POLAND, SG_R_NAZISM},
        {SG_BALTIC_STATES, SG_R_MILDICT_EDGE}, {SG_NETHERLANDS, SG_R_MILDICT_LOW},
        {SG_GREECE, SG_R_SOCDEM_LEFT}, {SG_SWEDEN, SG_R_SOCDEM_LEFT}, {SG_NORWAY, SG_R_SOCDEM_LEFT},
        {SG_BULGARIA, SG_R_OLIGARCHY_LEFT}, {SG_CZECHOSLOVAKIA, SG_R_NEUTRAL_NE},
        {SG_TURKEY, SG_R_NEUTRAL_NW}, {SG_ALBANIA, SG_R_NEUTRAL_NW}, {SG_IRAQ, SG_R_NEUTRAL_NE},
        {SG_PERSIA, SG_R_NEUTRAL_NW}, {SG_HUNGARY, SG_R_INSTABILITY}, {SG_ITALY, SG_R_NEUTRAL_SE},
    };
    for (size_t i = 0; i < sizeof pos / sizeof pos[0]; i++)
        st.regime[pos[i].n] = (uint8_t)pos[i].box;
    st.china_marker = 2;
    st.regime[SG_CHINA] = SG_R_OLIGARCHY_LOW;
    wm__siege_move_regime(&st, SG_CHINA, SG_R_COMMUNISM);
    st.despotic = (uint8_t)(1u << SG_P_CHINA);
    st.armaments[SG_P_GB] = 1;    /* D8 */
    st.armaments[SG_P_ITALY] = 1; /* N18 */
    /* Claims: Democracy Venezuela and Rumania Oil (the Dutch Oil was lost
     * in the coup); Nazism Portugal RM, Sweden Factory, the three Dutch Oil. */
    for (int b = 0; b < SG_NRBOXES; b++) {
        const sg_rbox *x = &wm__siege_rboxes[b];
        if ((x->area == SG_VENEZUELA || x->area == SG_RUMANIA) && x->type == SG_OIL)
            st.rbox[b] = SG_DEMOCRACY + 1;
        if ((x->area == SG_PORTUGAL && x->type == SG_RM) || (x->area == SG_SWEDEN && x->type == SG_FACTORY) ||
            ((x->area == SG_NETHERLANDS || x->area == SG_DUTCH_EAST_INDIES) && x->type == SG_OIL))
            st.rbox[b] = SG_NAZISM + 1;
    }
    st.force_pool[SG_NAZISM] = 0;
    st.force_pool[SG_DEMOCRACY] = 0;
    st.force_pool[SG_COMMUNISM] = 1;
    st.prestige[SG_NAZISM] = 5;
    st.prestige[SG_DEMOCRACY] = 6;
    st.prestige[SG_COMMUNISM] = 6;
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    return st;
}

/* ex. 4.0 Production step: Democracy GB 1, France 1 (USA none, China under
 * Enemy Control); Nazism Germany, Italy, Japan 1 each; Communism USSR 1,
 * China 1.  No upkeep in turn 1. */
START_TEST(ex4_0_production_step_recon)
{
    siege_state st = ex4_0_end_of_turn1();
    ck_assert_int_eq(wm__siege_power_production(&st, SG_P_USA), 0);
    ck_assert_int_eq(wm__siege_power_production(&st, SG_P_GB), 1);
    ck_assert_int_eq(wm__siege_power_production(&st, SG_P_FRANCE), 1);
    ck_assert_int_eq(wm__siege_power_production(&st, SG_P_GERMANY), 1);
    ck_assert_int_eq(wm__siege_power_production(&st, SG_P_ITALY), 1);
    ck_assert_int_eq(wm__siege_power_production(&st, SG_P_JAPAN), 1);
    ck_assert_int_eq(wm__siege_power_production(&st, SG_P_USSR), 1);
    ck_assert_int_eq(wm__siege_power_production(&st, SG_P_CHINA), 1);
    uint8_t pool[3];
    wm__siege_pool(&st, SG_DEMOCRACY, pool);
    ck_assert_int_eq(pool[SG_OIL], 3); /* 1 + Venezuela + Rumania */
    wm__siege_production_step(&st);
    ck_assert_int_eq(st.force_pool[SG_DEMOCRACY], 2); /* the text's "(3)": erratum E4 */
    ck_assert_int_eq(st.force_pool[SG_NAZISM], 3);
    ck_assert_int_eq(st.force_pool[SG_COMMUNISM], 3);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* ex. 4.0 Victory step: Nazism 28, Communism 17, Democracy 15.  Nazism's
 * list also prints Communism's Social-Democracy and Oligarchy lines (4 VP),
 * which its total leaves out (erratum E3); France scores nothing for
 * Democracy (E7). */
START_TEST(ex4_0_victory_step_tally)
{
    siege_state st = ex4_0_end_of_turn1();
    wm__siege_production_step(&st);
    ck_assert_int_eq(wm__siege_political_vp(&st, SG_NAZISM), 25 + 2);
    ck_assert_int_eq(wm__siege_political_vp(&st, SG_COMMUNISM), 10 + 2 + 3 + 1);
    ck_assert_int_eq(wm__siege_political_vp(&st, SG_DEMOCRACY), 10 + 3 + 1);
    ck_assert_int_eq(wm__siege_victory_step(&st), SG_NOBODY);
    ck_assert_int_eq(st.vp_marker[SG_NAZISM], 28);
    ck_assert_int_eq(st.vp_marker[SG_COMMUNISM], 17);
    ck_assert_int_eq(st.vp_marker[SG_DEMOCRACY], 15);
    ck_assert_int_eq(st.vp_token[SG_NAZISM], 1);
    ck_assert_int_eq(st.vp_token[SG_DEMOCRACY], 1);
    ck_assert_int_eq(st.vp_token[SG_COMMUNISM], 1);
    /* Short mode: no Influence VP. */
    siege_state sh = ex4_0_end_of_turn1();
    sh.flags &= ~WM_SIEGE_ADVANCED;
    ck_assert_int_eq(wm__siege_political_vp(&sh, SG_NAZISM), 25);
    ck_assert_int_eq(wm__siege_political_vp(&sh, SG_DEMOCRACY), 10);
    ck_assert_int_eq(wm__siege_political_vp(&sh, SG_COMMUNISM), 10);
}
END_TEST

/* §3.4.3: each nation in Anarchy's Control Area gives Nazism 1 VP. */
START_TEST(s3_4_3_anarchy_vp_to_nazism)
{
    siege_state st = fresh(3, 0);
    st.regime[SG_HUNGARY] = SG_R_ANARCHY;
    st.regime[SG_ITALY] = SG_R_ANARCHY;
    ck_assert_int_eq(wm__siege_political_vp(&st, SG_NAZISM), 2);
    ck_assert_int_eq(wm__siege_political_vp(&st, SG_DEMOCRACY), 0);
    /* Italy in Democracy's Control Area scores for Democracy. */
    st.regime[SG_ITALY] = SG_R_DEMOCRACY;
    ck_assert_int_eq(wm__siege_political_vp(&st, SG_DEMOCRACY), 10);
}
END_TEST

/* §3.4.2 upkeep: from turn 2, 1 MR per two controlled Minors, odd ignored,
 * up to the Force Pool. */
START_TEST(s3_4_2_upkeep)
{
    siege_state st = fresh(3, 0);
    st.turn = 2;
    st.regime[SG_AUSTRIA] = SG_R_NAZISM;
    st.regime[SG_POLAND] = SG_R_NAZISM;
    st.regime[SG_FINLAND] = SG_R_NAZISM;
    st.regime[SG_PORTUGAL] = SG_R_NAZISM;
    st.regime[SG_YUGOSLAVIA] = SG_R_NAZISM;
    st.regime[SG_ITALY] = SG_R_NAZISM; /* a Power: not counted */
    int before = st.force_pool[SG_NAZISM] + wm__siege_power_production(&st, SG_P_GERMANY) +
                 wm__siege_power_production(&st, SG_P_ITALY) + wm__siege_power_production(&st, SG_P_JAPAN);
    wm__siege_production_step(&st);
    ck_assert_int_eq(st.force_pool[SG_NAZISM], before - 2);
    siege_state s1 = fresh(3, 0);
    s1.turn = 1;
    s1.regime[SG_AUSTRIA] = SG_R_NAZISM;
    s1.regime[SG_POLAND] = SG_R_NAZISM;
    int b1 = s1.force_pool[SG_NAZISM];
    wm__siege_production_step(&s1);
    ck_assert_int_ge(s1.force_pool[SG_NAZISM], b1); /* "not during turn 1" */
    siege_state s2 = fresh(3, 0);
    s2.turn = 2;
    for (int n = SG_FIRST_MINOR; n < SG_FIRST_MINOR + 8; n++)
        s2.regime[n] = SG_R_DEMOCRACY;
    s2.force_pool[SG_DEMOCRACY] = 0;
    s2.armaments[SG_P_GB] = 0;
    wm__siege_production_step(&s2);
    ck_assert_int_eq(s2.force_pool[SG_DEMOCRACY], 0); /* paid only up to the pool */
}
END_TEST

/* §1.6, §3.4.2: no token, no MR. */
START_TEST(s1_6_token_limit_stops_production)
{
    siege_state st = fresh(3, 0);
    st.force_pool[SG_COMMUNISM] = (uint8_t)(SG_CUBES - 2);
    ck_assert_int_eq(wm__siege_token_reserve(&st, SG_COMMUNISM), 0);
    wm__siege_production_step(&st);
    ck_assert_int_eq(st.force_pool[SG_COMMUNISM], SG_CUBES - 2);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* §3.4.3 Automatic Victory. */
START_TEST(s3_4_3_automatic_victory)
{
    siege_state st = fresh(3, 0);
    for (int i = 0; i < 3; i++)
        st.force_pool[i] = 0;
    st.vp_token[SG_DEMOCRACY] = 40;
    ck_assert_int_eq(wm__siege_victory_step(&st), SG_DEMOCRACY); /* 40+ in turn 1 */
    st.vp_token[SG_NAZISM] = 41;
    ck_assert_int_eq(wm__siege_victory_step(&st), SG_NAZISM); /* two at 40+: the most */
    st.vp_token[SG_DEMOCRACY] = 41;
    ck_assert_int_eq(wm__siege_victory_step(&st), SG_NOBODY); /* tied: nobody */
    st.turn = 3;
    ck_assert_int_eq(wm__siege_victory_step(&st), SG_NOBODY); /* 80 needed from turn 3 */
    st.vp_token[SG_COMMUNISM] = 79;
    st.force_pool[SG_COMMUNISM] = 5; /* +2 -> capped at 80 */
    ck_assert_int_eq(wm__siege_victory_step(&st), SG_COMMUNISM);
    ck_assert_int_eq(st.vp_token[SG_COMMUNISM], 80);
    st.vp_token[SG_NAZISM] = 80;
    ck_assert_int_eq(wm__siege_victory_step(&st), SG_NOBODY); /* two at 80 */
    st.turn = 8;
    st.vp_token[SG_NAZISM] = 10;
    ck_assert_int_eq(wm__siege_victory_step(&st), SG_NOBODY); /* never in turn 8 */
}
END_TEST

/* §3.5 The Winner. */
START_TEST(s3_5_winner)
{
    siege_state st = fresh(3, 0);
    st.vp_marker[0] = 20;
    st.vp_marker[1] = 20;
    st.vp_marker[2] = 19;
    ck_assert_int_eq(wm__siege_winner(&st), SG_NAZISM); /* tie: Natural Order */
    st.vp_marker[2] = 30;
    ck_assert_int_eq(wm__siege_winner(&st), SG_COMMUNISM);
    siege_state two = fresh(2, 0);
    two.vp_marker[SG_COMMUNISM] = 30;
    ck_assert_int_eq(wm__siege_winner(&two), SG_NOBODY); /* Short: a draw */
    two.flags |= WM_SIEGE_ADVANCED;
    two.comm_turns[0] = 5;
    two.comm_turns[1] = 3;
    ck_assert_int_eq(wm__siege_winner(&two), SG_NAZISM); /* difference >= 2 */
    two.comm_turns[0] = 4;
    two.comm_turns[1] = 4;
    ck_assert_int_eq(wm__siege_winner(&two), SG_NOBODY);
    two.comm_turns[0] = 3;
    two.comm_turns[1] = 5;
    ck_assert_int_eq(wm__siege_winner(&two), SG_DEMOCRACY);
    two.comm_turns[1] = 4;
    ck_assert_int_eq(wm__siege_winner(&two), SG_NOBODY); /* difference 1 */
}
END_TEST


/* ================================================================== */
/* §4.0 The Extended Example of Play, round by round                     */
/* ================================================================== */

static int idx(const char *code)
{
    int i = wm__siege_card_index(code);
    ck_assert_int_ge(i, 0);
    return i;
}

/* §3.2.2: a named card is dealt from its deck into its Ideology's hand. */
static void to_hand(siege_state *st, const char *code)
{
    int c = idx(code), d = wm__siege_cards[c].deck;
    for (int k = 0; k < st->ndeck[d]; k++)
        if (st->deck[d][k] == c) {
            memmove(&st->deck[d][k], &st->deck[d][k + 1], (size_t)(st->ndeck[d] - k - 1));
            st->ndeck[d]--;
            st->card_loc[c] = SG_LOC_HAND;
            return;
        }
    ck_abort_msg("%s not in its deck", code);
}

/* Runs a card's effect program for `owner` from its first effect (or from
 * the op after SG_OP_EACH_ROUND when `each` is set) with a choice tape. */
static void effects(siege_state *st, int owner, const char *code, int each, const uint8_t *tape, int ntape)
{
    const sg_card *c = &wm__siege_cards[idx(code)];
    if (st->card_loc[idx(code)] == SG_LOC_DECK)
        to_hand(st, code);
    int from = c->ncond;
    if (each) {
        from = -1;
        for (int k = 0; k < c->nops; k++)
            if (c->ops[k].op == SG_OP_EACH_ROUND)
                from = k + 1;
        ck_assert_int_ge(from, 0);
    }
    int used = wm__siege_run(st, owner, c->ops, c->nops, from, tape, ntape);
    ck_assert_msg(used == ntape, "%s used %d of %d choices", code, used, ntape);
    ck_assert_int_eq(wm__siege_check(st), WM_OK);
}

/* §3.3.1 [3]: a Political Action test with `exploit` Prestige exploited
 * and the dice of the first roll and the re-rolls; returns success. */
static int pa_test(siege_state *st, int ideo, const char *code, int exploit, const int *dice, int ndice)
{
    int card = idx(code);
    ck_assert(wm__siege_conditions_met(st, ideo, card));
    for (int k = 0; k < exploit; k++)
        ck_assert_int_eq(wm__siege_exploit(st, ideo), 0);
    int mod = wm__siege_pa_modifier(st, ideo, card) + exploit;
    for (int k = 0; k < ndice; k++) {
        if (k > 0)
            ck_assert_int_eq(wm__siege_reroll(st, ideo), 0); /* same modifiers as the first roll */
        if (dice[k] + mod >= wm__siege_cards[card].difficulty)
            return 1;
    }
    return 0;
}

static int rbox_of(int area, int type, int nth)
{
    for (int b = 0; b < SG_NRBOXES; b++)
        if (wm__siege_rboxes[b].area == area && wm__siege_rboxes[b].type == type && nth-- == 0)
            return b;
    ck_abort_msg("no resource box");
    return -1;
}

static void prestige_is(const siege_state *st, int n, int d, int c)
{
    ck_assert_int_eq(st->prestige[SG_NAZISM], n);
    ck_assert_int_eq(st->prestige[SG_DEMOCRACY], d);
    ck_assert_int_eq(st->prestige[SG_COMMUNISM], c);
}

static void mr_is(const siege_state *st, int n, int d, int c)
{
    ck_assert_int_eq(st->force_pool[SG_NAZISM], n);
    ck_assert_int_eq(st->force_pool[SG_DEMOCRACY], d);
    ck_assert_int_eq(st->force_pool[SG_COMMUNISM], c);
}

static void new_round(siege_state *st)
{
    st->round++;
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        st->pp[i] = 0;
        st->permit[i] = 0;
    }
}

/* The whole of §4.0 (2 seats, Advanced, no optional rule) with the dice it
 * states.  Regime Marker paths follow the example's words; where it leaves
 * a tie open the tape picks a box that the later narration supports.
 * Documented decisions (doc/rules-siege.md): the Hungary coup's CC is
 * counted with the owner's sign -1 (E5, same die, same Civil War); the
 * Netherlands coup needs a 4 for "modified into a 5" with +1 (E8);
 * round 4's Political Actions resolve in the swapped order (E9, same
 * results); Democracy ends with 2 MR, not "(3)" (E4). */
START_TEST(ex4_0_extended_example_turn1)
{
    siege_state st = fresh(2, WM_SIEGE_ADVANCED);
    const uint8_t C = SG_COMMUNISM, N = SG_NAZISM, D = SG_DEMOCRACY;
    int war = wm__siege_cards[idx("N30")].war;
    uint8_t pool[3];
    /* The hands of the example (no Mulligan, no Reserve). */
    static const char *const hands[] = {"N26", "N18", "N1", "N21", "N30", "N31", "C26", "C21", "C20",
                                        "C36", "C33", "C3", "D22", "D24", "D7", "D8", "D28", "D4"};
    for (size_t k = 0; k < sizeof hands / sizeof hands[0]; k++)
        to_hand(&st, hands[k]);
    st.phase = SG_PH_POLITICAL;
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);

    /* ---------------- Round 1 ---------------- */
    /* Events in Initiative Order: N1 (a CC to East Europe), then C21. */
    { const uint8_t t[] = {SG_CC_EAST_EUROPE}; effects(&st, N, "N1", 0, t, 1); }
    ck_assert_int_eq(st.cc_map[N][SG_CC_EAST_EUROPE], 1);
    st.card_loc[idx("C21")] = SG_LOC_ACTIVE;
    { const uint8_t t[] = {SG_R_OLIGARCHY_LOW}; effects(&st, C, "C21", 0, t, 1); }
    ck_assert_int_eq(st.regime[SG_BULGARIA], SG_R_OLIGARCHY_LEFT);
    { const uint8_t t[] = {SG_CZECHOSLOVAKIA, SG_R_NEUTRAL_NW, SG_YUGOSLAVIA}; effects(&st, C, "C21", 1, t, 3); }
    ck_assert_int_eq(st.regime[SG_YUGOSLAVIA], SG_R_MILDICT_INNER);
    /* N30: exploit, 3 + 1 fails, re-roll, 6 + 1: Italy declares war on
     * Greece; -1 Prestige; Albania and Turkey towards Democracy. */
    { const int dice[] = {3, 6}; ck_assert(pa_test(&st, N, "N30", 1, dice, 2)); }
    prestige_is(&st, 4, 5, 4);
    { const uint8_t t[] = {SG_ALBANIA, SG_R_NEUTRAL_NW, SG_TURKEY}; effects(&st, N, "N30", 0, t, 3); }
    prestige_is(&st, 3, 5, 4);
    ck_assert_int_eq(st.war_box[war], 1);
    ck_assert(st.at_war & (1u << SG_P_ITALY));
    st.pp[N] = 4;
    /* D4: 5, success: +1 Prestige, Venezuela's Oil, Iraq, Persia,
     * Netherlands, Rumania (which enters Democracy's Control Area: +1, the
     * green sector) and Czechoslovakia towards Democracy. */
    { const int dice[] = {5}; ck_assert(pa_test(&st, D, "D4", 0, dice, 1)); }
    { const uint8_t t[] = {SG_R_SOCDEM_TOP, SG_R_NEUTRAL_NE, SG_R_NEUTRAL_NW, SG_CZECHOSLOVAKIA, SG_R_SOCDEM_TOP};
      effects(&st, D, "D4", 0, t, 5); }
    prestige_is(&st, 3, 7, 4);
    ck_assert_int_eq(wm__siege_prestige_modifier(st.prestige[D]), 1);
    ck_assert_int_eq(st.regime[SG_RUMANIA], SG_R_DEMOCRACY);
    st.pp[D] = 4;
    /* C26: 6, success: China's Armaments to level 2, Communism pays 2 MR. */
    { const int dice[] = {6}; ck_assert(pa_test(&st, C, "C26", 0, dice, 1)); }
    effects(&st, C, "C26", 0, NULL, 0);
    ck_assert_int_eq(st.china_marker, 2);
    mr_is(&st, 3, 3, 1);
    st.pp[C] = 4;
    /* Game Actions.  Nazism declares a Coup in East Europe. */
    ck_assert_int_eq(wm__siege_declare_coup(&st, D, SG_CC_EAST_EUROPE), -1); /* no CC there */
    ck_assert_int_eq(wm__siege_declare_coup(&st, N, SG_CC_EAST_EUROPE), 0);
    ck_assert_int_eq(wm__siege_commit_war(&st, N, war, 0), 0);                 /* 2 PP, by sea */
    ck_assert_int_eq(wm__siege_attempt_coup(&st, N, SG_HUNGARY), 0);           /* 2 PP */
    ck_assert_int_eq(st.pp[N], 0);
    ck_assert_int_eq(wm__siege_influence(&st, D, SG_CZECHOSLOVAKIA, SG_R_DEMOCRACY), 0);
    ck_assert_int_eq(wm__siege_claim(&st, D, rbox_of(SG_RUMANIA, SG_OIL, 0)), 0);
    ck_assert_int_eq(wm__siege_claim(&st, D, rbox_of(SG_DUTCH_EAST_INDIES, SG_OIL, 0)), 0);
    wm__siege_pool(&st, D, pool);
    ck_assert_int_eq(pool[SG_OIL], 4); /* "thus reaching level 4" */
    prestige_is(&st, 3, 8, 4);
    /* Communism (the Nazi player) moves China two boxes towards itself. */
    ck_assert_int_eq(wm__siege_influence(&st, C, SG_CHINA, SG_R_NEUTRAL_NW), -1); /* not towards Communism */
    ck_assert_int_eq(wm__siege_influence(&st, C, SG_CHINA, SG_R_OLIGARCHY_LEFT), 0);
    ck_assert_int_eq(wm__siege_influence(&st, C, SG_CHINA, SG_R_OLIGARCHY_LOW), 0);
    ck_assert_str_eq(wm__siege_regime_boxes[st.regime[SG_CHINA]].name, "Oligarchy");
    ck_assert_int_eq(st.pp[C], 0);
    /* Coup resolution in Hungary: a 2: Civil War, 2 towards Anarchy. */
    { const int8_t sign[3] = {-1, 1, 1}; const uint8_t t[] = {SG_R_NEUTRAL_SW, SG_R_INSTABILITY};
      ck_assert_int_eq(wm__siege_resolve_coup(&st, N, 2, sign, t, 2), 2); }
    ck_assert_int_eq(st.civil[SG_HUNGARY], 1);
    ck_assert_int_eq(st.regime[SG_HUNGARY], SG_R_INSTABILITY);
    ck_assert_int_eq(st.coup_target[N], SG_NOTHING);
    mr_is(&st, 2, 3, 1);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);

    /* ---------------- Round 2 ---------------- */
    new_round(&st);
    /* N21: an immediate coup in Austria, 4 + 2: Austria into Nazism. */
    { const uint8_t t[] = {4}; effects(&st, N, "N21", 0, t, 1); }
    ck_assert_int_eq(st.regime[SG_AUSTRIA], SG_R_NAZISM);
    st.card_flags[idx("N21")] |= SG_CF_PERFORMED;
    prestige_is(&st, 4, 8, 4);
    /* C21 again: Czechoslovakia and Rumania leave Democracy (-2). */
    { const uint8_t t[] = {SG_CZECHOSLOVAKIA, SG_R_SOCDEM_TOP, SG_RUMANIA, SG_R_SOCDEM_TOP};
      effects(&st, C, "C21", 1, t, 4); }
    prestige_is(&st, 4, 6, 4);
    ck_assert_int_eq(wm__siege_prestige_modifier(st.prestige[D]), 0);
    /* C20 Mao: Despotic China enters Communism's Control Area: +2. */
    effects(&st, C, "C20", 0, NULL, 0);
    prestige_is(&st, 4, 6, 6);
    ck_assert_int_eq(st.armaments[SG_P_CHINA], 1);
    ck_assert(wm__siege_enemy_control(&st, SG_P_CHINA, D));
    wm__siege_pool(&st, C, pool);
    ck_assert_int_eq(pool[SG_RM], 8);
    /* N31: +1 (no Despotic Nazi Power), exploit: 1 + 2 fails; re-roll
     * (the red sector): 4 + 2 = 6; +1 Prestige, Sweden's Factory,
     * Finland into Nazism (+1). */
    { const int dice[] = {1, 4}; ck_assert(pa_test(&st, N, "N31", 1, dice, 2)); }
    prestige_is(&st, 2, 6, 6);
    ck_assert_int_eq(wm__siege_prestige_modifier(st.prestige[N]), -1);
    { const uint8_t t[] = {(uint8_t)rbox_of(SG_SWEDEN, SG_FACTORY, 0), SG_FINLAND}; effects(&st, N, "N31", 0, t, 2); }
    prestige_is(&st, 4, 6, 6);
    ck_assert_int_eq(st.regime[SG_FINLAND], SG_R_NAZISM);
    st.pp[N] = 5;
    /* D7: exploit, 4 + 1 = 5: two MR from the Reserve to Greece's side of
     * N30; Greece and Turkey into Democracy (+2, green again). */
    { const int dice[] = {4}; ck_assert(pa_test(&st, D, "D7", 1, dice, 1)); }
    { const uint8_t t[] = {(uint8_t)war, 1, 2, SG_R_SOCDEM_TOP, SG_TURKEY, SG_R_SOCDEM_TOP};
      effects(&st, D, "D7", 0, t, 6); }
    ck_assert_int_eq(st.war_mr[war][1][D], 2);
    prestige_is(&st, 4, 7, 6);
    mr_is(&st, 2, 3, 1); /* from the Token Reserve, not the Force Pool */
    st.pp[D] = 3;
    /* C3: no modifier (China is Despotic), a 1: failed. */
    { const int dice[] = {1}; ck_assert(!pa_test(&st, C, "C3", 0, dice, 1)); }
    st.pp[C] = 4;
    /* Game Actions: no CC on the map, no coup. */
    ck_assert_int_eq(wm__siege_commit_civil(&st, N, SG_HUNGARY, 1), 0); /* 2 PP, through Austria */
    ck_assert_int_eq(wm__siege_influence(&st, N, SG_PORTUGAL, SG_R_NAZISM), 0);
    ck_assert_int_eq(wm__siege_claim(&st, N, rbox_of(SG_PORTUGAL, SG_RM, 0)), 0);
    ck_assert_int_eq(st.pp[N], 0);
    prestige_is(&st, 5, 7, 6);
    ck_assert_int_eq(wm__siege_commit_war(&st, D, war, 1), 0); /* allowed by D7 */
    ck_assert_int_eq(wm__siege_pay_pp(&st, D, 1), 0);          /* Fight a War */
    { ck_assert_int_eq(wm__siege_war_test(&st, war, 5, D, NULL, 0), 3); } /* 5 - 2 = 3: a Stall */
    ck_assert_int_eq(st.war_stall[war], 1);
    ck_assert_int_eq(st.regime[SG_GREECE], SG_R_SOCDEM_LEFT);
    prestige_is(&st, 5, 6, 6);
    ck_assert_int_eq(wm__siege_form_cc(&st, C), 0);
    ck_assert_int_eq(wm__siege_deploy_cc(&st, C, SG_CC_BENELUX), 0);
    ck_assert_int_eq(wm__siege_influence(&st, C, SG_POLAND, SG_R_MILDICT_INNER), 0);
    ck_assert_int_eq(st.pp[C], 0);
    mr_is(&st, 1, 2, 1);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);

    /* ---------------- Round 3 ---------------- */
    new_round(&st);
    st.card_loc[idx("D7")] = SG_LOC_RESERVE;
    { const uint8_t t[] = {SG_CZECHOSLOVAKIA, SG_R_NEUTRAL_NW, SG_TURKEY, SG_R_SOCDEM_TOP};
      effects(&st, C, "C21", 1, t, 4); }
    prestige_is(&st, 5, 5, 6);
    /* N18: exploit, 1 + 1: failed, no re-roll left. */
    { const int dice[] = {1}; ck_assert(!pa_test(&st, N, "N18", 1, dice, 1)); }
    ck_assert_int_eq(wm__siege_reroll(&st, N), -1);
    st.pp[N] = 5;
    /* D28: exploit, 1 + 1; re-roll, 2 + 1: failed. */
    { const int dice[] = {1, 2}; ck_assert(!pa_test(&st, D, "D28", 1, dice, 2)); }
    prestige_is(&st, 4, 3, 6);
    st.pp[D] = 3;
    /* C36: the conditions are not met. */
    ck_assert(!wm__siege_conditions_met(&st, C, idx("C36")));
    st.pp[C] = 3;
    ck_assert_int_eq(wm__siege_declare_coup(&st, C, SG_CC_BENELUX), 0);
    ck_assert_int_eq(wm__siege_commit_war(&st, N, war, 0), 0); /* 2 + 1 for STALLING */
    ck_assert_int_eq(st.pp[N], 2);
    ck_assert_int_eq(wm__siege_influence(&st, N, SG_POLAND, SG_R_NAZISM), 0);
    ck_assert_int_eq(wm__siege_influence(&st, D, SG_FRANCE, SG_R_DEMOCRACY), 0);
    prestige_is(&st, 5, 5, 6);
    ck_assert_int_eq(wm__siege_claim(&st, D, rbox_of(SG_DUTCH_EAST_INDIES, SG_OIL, 1)), 0);
    ck_assert_int_eq(wm__siege_attempt_coup(&st, C, SG_NETHERLANDS), 0); /* 3 PP */
    { const int8_t sign[3] = {1, 1, 1}; const uint8_t t[] = {SG_R_NEUTRAL_NW, SG_R_NEUTRAL_NE, SG_R_MILDICT_EDGE};
      ck_assert_int_eq(wm__siege_resolve_coup(&st, C, 4, sign, t, 3), 5); }
    ck_assert_str_eq(wm__siege_regime_boxes[st.regime[SG_NETHERLANDS]].name, "Military Dictatorship");
    wm__siege_pool(&st, D, pool);
    ck_assert_int_eq(pool[SG_OIL], 3); /* "Democracy loses two Oil Resource Points" */
    mr_is(&st, 0, 2, 1);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);

    /* ---------------- Round 4 ---------------- */
    new_round(&st);
    st.card_loc[idx("N18")] = SG_LOC_RESERVE;
    st.card_loc[idx("D28")] = SG_LOC_RESERVE;
    { const uint8_t t[] = {SG_CZECHOSLOVAKIA, SG_R_NEUTRAL_NE, SG_HUNGARY, SG_R_NEUTRAL_SW};
      effects(&st, C, "C21", 1, t, 4); }
    /* The swap call: Nazism exploits its Prestige and trades places with
     * Communism: Communism, Democracy, Nazism. */
    ck_assert_int_eq(wm__siege_exploit(&st, N), 0);
    set_order(&st, C, D, N);
    prestige_is(&st, 4, 5, 6);
    ck_assert(!wm__siege_conditions_met(&st, C, idx("C33")));
    st.pp[C] = 2;
    { const int dice[] = {6}; ck_assert(pa_test(&st, D, "D8", 0, dice, 1)); }
    effects(&st, D, "D8", 0, NULL, 0);
    ck_assert_int_eq(st.armaments[SG_P_GB], 1);
    st.pp[D] = 3;
    { const int dice[] = {5}; ck_assert(pa_test(&st, N, "N18", 0, dice, 1)); }
    effects(&st, N, "N18", 0, NULL, 0);
    ck_assert_int_eq(st.armaments[SG_P_ITALY], 1);
    mr_is(&st, 0, 0, 1); /* Nazism paid nothing; Democracy its last 2 MR */
    st.pp[N] = 5;
    ck_assert_int_eq(wm__siege_influence(&st, C, SG_TURKEY, SG_R_NEUTRAL_NW), 0);
    ck_assert_int_eq(wm__siege_exploit(&st, D), 0);
    st.pp[D]++;
    ck_assert_int_eq(wm__siege_influence(&st, D, SG_RUMANIA, SG_R_DEMOCRACY), 0);
    ck_assert_int_eq(wm__siege_influence(&st, D, SG_SPAIN, SG_R_DEMOCRACY), 0);
    ck_assert_int_eq(wm__siege_influence(&st, N, SG_YUGOSLAVIA, SG_R_NAZISM), 0);
    ck_assert_int_eq(wm__siege_claim(&st, N, rbox_of(SG_DUTCH_EAST_INDIES, SG_OIL, 0)), 0);
    ck_assert_int_eq(wm__siege_claim(&st, N, rbox_of(SG_DUTCH_EAST_INDIES, SG_OIL, 1)), 0);
    ck_assert_int_eq(wm__siege_claim(&st, N, rbox_of(SG_NETHERLANDS, SG_OIL, 0)), 0);
    ck_assert_int_eq(st.pp[N] + st.pp[D] + st.pp[C], 0);
    prestige_is(&st, 5, 6, 6); /* the example's final Prestige */
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);

    /* ---------------- Interphase ---------------- */
    for (int i = 0; i < 3; i++)
        st.rerolls[i] = 0;
    /* Hungary: 6 + 1 = 7: CALMING, 1 towards Anarchy. */
    { const uint8_t t[] = {SG_R_INSTABILITY}; ck_assert_int_eq(wm__siege_civil_war_test(&st, SG_HUNGARY, 6, C, t, 1), 5); }
    ck_assert_int_eq(st.civil[SG_HUNGARY], 2);
    ck_assert_int_eq(st.regime[SG_HUNGARY], SG_R_INSTABILITY);
    /* N30: 2 - 1 (and the STALLING shift): faction B's campaign, one box. */
    ck_assert_int_eq(wm__siege_war_test(&st, war, 2, C, NULL, 0), 2);
    ck_assert_int_eq(st.war_box[war], 2);
    ck_assert_int_eq(st.war_stall[war], 0);
    /* Advanced: one own MR off each rolled War Card. */
    st.war_mr[war][0][N]--;
    st.war_mr[war][1][D]--;
    st.card_loc[idx("C21")] = SG_LOC_REMOVED;
    wm__siege_production_step(&st);
    mr_is(&st, 3, 2, 3);
    ck_assert_int_eq(wm__siege_victory_step(&st), SG_NOBODY);
    ck_assert_int_eq(st.vp_marker[N], 28);
    ck_assert_int_eq(st.vp_marker[C], 17);
    ck_assert_int_eq(st.vp_marker[D], 15);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);

    /* ---------------- Turn 2: Initiative ---------------- */
    st.turn = 2;
    st.round = 1;
    st.phase = SG_PH_INITIATIVE; /* the turn-2 cards enter at §3.2.1, next */
    wm__siege_initiative_phase(&st);
    ck_assert_int_eq(st.order[0], N);
    ck_assert_int_eq(st.order[1], C);
    ck_assert_int_eq(st.order[2], D);
    ck_assert_int_eq(st.comm_ctrl, N);
    ck_assert_int_eq(st.comm_turns[0], 2);
    ck_assert_int_eq(st.comm_turns[1], 0);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* ================================================================== */
/* §3.3.11 examples, §3.3.5, §6.0 card clarifications                    */
/* ================================================================== */

static int war_of(const char *code)
{
    return wm__siege_cards[idx(code)].war;
}

static void give_pp(siege_state *st)
{
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        st->pp[i] = 7;
}

/* "France has declared war on Italy by performing D25, so Democracy and
 * Nazism can commit MR ... Communism cannot intervene with Card C3 ...
 * nor with Card C33". */
START_TEST(s3_3_11_example_d25)
{
    siege_state st = fresh(3, 0);
    int w = war_of("D25");
    ck_assert_int_eq(wm__siege_start_war(&st, SG_DEMOCRACY, w), 0);
    ck_assert(st.at_war & (1u << SG_P_FRANCE));
    ck_assert(st.at_war & (1u << SG_P_ITALY));
    give_pp(&st);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_DEMOCRACY, w, 0), 0);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_NAZISM, w, 1), 0);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_COMMUNISM, w, 0), -1);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_COMMUNISM, w, 1), -1);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_DEMOCRACY, w, 1), -1); /* not Democracy's faction */
    const sg_card *c3 = &wm__siege_cards[idx("C3")], *c33 = &wm__siege_cards[idx("C33")];
    const uint8_t t[] = {(uint8_t)w, 0, 2};
    ck_assert(wm__siege_conditions_met(&st, SG_COMMUNISM, idx("C3")) == 0); /* no Minor at war, no civil war */
    ck_assert_int_eq(wm__siege_run(&st, SG_COMMUNISM, c3->ops, c3->nops, c3->ncond, t, 3), -1);
    ck_assert(!wm__siege_conditions_met(&st, SG_COMMUNISM, idx("C33")));
    const uint8_t t2[] = {(uint8_t)w, 3};
    ck_assert_int_eq(wm__siege_run(&st, SG_COMMUNISM, c33->ops, c33->nops, c33->ncond, t2, 2), -1);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* "Italy has declared war on Ethiopia (not a Minor Nation) by performing
 * N19, so Nazism only can commit MR". */
START_TEST(s3_3_11_example_n19)
{
    siege_state st = fresh(3, 0);
    int w = war_of("N19");
    ck_assert_int_eq(wm__siege_start_war(&st, SG_NAZISM, w), 0);
    give_pp(&st);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_NAZISM, w, 0), 0);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_DEMOCRACY, w, 1), -1);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_COMMUNISM, w, 1), -1);
    const sg_card *d7 = &wm__siege_cards[idx("D7")];
    const uint8_t t[] = {(uint8_t)w, 1, 2};
    ck_assert_int_eq(wm__siege_run(&st, SG_DEMOCRACY, d7->ops, d7->nops, d7->ncond, t, 3), -1);
}
END_TEST

/* §3.3.5: declaring war on a treaty partner: -1 Prestige, the Pact goes. */
START_TEST(s3_3_5_war_on_treaty_partner)
{
    siege_state st = fresh(3, 0);
    st.pact[SG_P_GERMANY] |= SG_AREA_BIT(SG_POLAND);
    int p = st.prestige[SG_NAZISM];
    ck_assert_int_eq(wm__siege_start_war(&st, SG_NAZISM, war_of("N35")), 0);
    ck_assert_int_eq(st.prestige[SG_NAZISM], p - 1);
    ck_assert(!((st.pact[SG_P_GERMANY] >> SG_POLAND) & 1u));
    ck_assert(st.at_war & (1u << SG_P_GERMANY));
}
END_TEST

/* §6.0 N12: entering play while Spain is in Civil War moves the MR to the
 * War Card (Government -> A, Rebels -> B) and removes the marker; N11,
 * C37 and D11 open a side "thereafter". */
START_TEST(s6_0_n12_spanish_civil_war)
{
    siege_state st = fresh(3, 0);
    st.civil[SG_SPAIN] = 1;
    st.civil_mr[SG_SPAIN][0][SG_DEMOCRACY] = 1;
    st.civil_mr[SG_SPAIN][1][SG_NAZISM] = 2;
    ck_assert(!wm__siege_conditions_met(&st, SG_NAZISM, idx("N12"))); /* C12 not in play */
    st.card_loc[idx("C12")] = SG_LOC_ACTIVE;
    ck_assert(wm__siege_conditions_met(&st, SG_NAZISM, idx("N12")));
    int w = war_of("N12");
    effects(&st, SG_NAZISM, "N12", 0, NULL, 0);
    ck_assert_int_eq(st.civil[SG_SPAIN], 0);
    ck_assert_int_eq(st.war_mr[w][0][SG_DEMOCRACY], 1);
    ck_assert_int_eq(st.war_mr[w][1][SG_NAZISM], 2);
    ck_assert_int_eq(st.at_war, 0); /* no Power declared war */
    give_pp(&st);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_NAZISM, w, 1), -1); /* not before N11 */
    effects(&st, SG_NAZISM, "N11", 0, NULL, 0); /* 1 Nazi MR from the Token Reserve to B */
    ck_assert_int_eq(st.war_mr[w][1][SG_NAZISM], 3);
    ck_assert_int_eq(st.force_pool[SG_NAZISM], 3);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_NAZISM, w, 1), 0);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_NAZISM, w, 0), -1); /* "to support faction B only" */
    effects(&st, SG_COMMUNISM, "C37", 0, NULL, 0); /* Soviets support Republicans: A */
    ck_assert_int_eq(st.war_mr[w][0][SG_COMMUNISM], 1);
    { const uint8_t t[] = {0}; effects(&st, SG_DEMOCRACY, "D11", 0, t, 1); } /* D11 on A */
    ck_assert_int_eq(st.war_mr[w][0][SG_DEMOCRACY], 2);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_DEMOCRACY, w, 1), -1);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* §6.0 N20: Italy's wars N19, N29, N30 cost Nazism no Prestige and move
 * no Minor towards Democracy. */
START_TEST(s6_0_n20_italian_wars)
{
    siege_state st = fresh(3, 0), ref = st;
    st.rules = (uint8_t)(1u << SG_RULE_N20_NO_ITALIAN_WAR_PENALTY);
    effects(&st, SG_NAZISM, "N30", 0, NULL, 0);
    ck_assert_int_eq(st.prestige[SG_NAZISM], ref.prestige[SG_NAZISM]);
    ck_assert_int_eq(memcmp(st.regime, ref.regime, sizeof st.regime), 0);
    ck_assert_int_eq(st.war_box[war_of("N30")], 1);
    siege_state no = fresh(3, 0);
    { const uint8_t t[] = {SG_ALBANIA, SG_R_NEUTRAL_NW, SG_TURKEY}; effects(&no, SG_NAZISM, "N30", 0, t, 3); }
    ck_assert_int_eq(no.prestige[SG_NAZISM], ref.prestige[SG_NAZISM] - 1);
}
END_TEST

/* §6.0 N27: China wins; nobody controls China: the Nazi player gives
 * Manchuquo and 5 VP to Democracy or Communism; otherwise its controller. */
START_TEST(s6_0_n27_war_on_china)
{
    siege_state st = fresh(3, 0);
    int w = war_of("N27");
    ck_assert_int_eq(wm__siege_start_war(&st, SG_NAZISM, w), 0);
    siege_state a = st;
    ck_assert_int_eq(wm__siege_end_war(&a, w, 1, NULL, 0), -2); /* the choice is needed */
    ck_assert_int_eq(memcmp(&a, &st, sizeof a), 0);
    const uint8_t bad[] = {SG_NAZISM};
    ck_assert_int_eq(wm__siege_end_war(&a, w, 1, bad, 1), -1);
    const uint8_t t[] = {SG_COMMUNISM};
    ck_assert_int_eq(wm__siege_end_war(&a, w, 1, t, 1), 1);
    ck_assert_int_eq(a.prestige[SG_NAZISM], st.prestige[SG_NAZISM] - 2);
    ck_assert_int_eq(a.vp_token[SG_COMMUNISM], 5);
    ck_assert(a.vpbox[SG_MANCHUQUO] & (1u << SG_COMMUNISM));
    ck_assert_int_eq(a.war_box[w], SG_WAR_OFF);
    ck_assert_int_eq(a.at_war, 0);
    ck_assert_int_eq(a.card_loc[idx("N27")], SG_LOC_REMOVED);
    /* China in Democracy's Control Area: Democracy, no choice. */
    siege_state b = st;
    b.regime[SG_CHINA] = SG_R_SOCDEM_TOP;
    wm__siege_move_regime(&b, SG_CHINA, SG_R_DEMOCRACY);
    ck_assert_int_eq(wm__siege_end_war(&b, w, 1, NULL, 0), 0);
    ck_assert_int_eq(b.vp_token[SG_DEMOCRACY], 5);
    ck_assert_int_eq(wm__siege_check(&b), WM_OK);
}
END_TEST

/* §6.0 N33, N35, N36, N37 and the annexation principle: VP only for
 * areas not already taken; claims there are reset. */
START_TEST(s6_0_annexations_vp_and_claims)
{
    siege_state st = fresh(3, 0);
    int sud = rbox_of(SG_SUDETEN, SG_FACTORY, 0);
    st.rbox[sud] = SG_DEMOCRACY + 1;
    effects(&st, SG_NAZISM, "N33", 0, NULL, 0); /* Sudeten 3 VP; Teschen, no VP */
    ck_assert_int_eq(st.vp_token[SG_NAZISM], 3);
    ck_assert_int_eq(st.rbox[sud], 0);
    ck_assert(st.vpbox[SG_TESCHEN] & 1u);
    effects(&st, SG_NAZISM, "N36", 0, NULL, 0); /* 10 only: Sudeten and Teschen already taken */
    ck_assert_int_eq(st.vp_token[SG_NAZISM], 13);
    ck_assert_int_eq(st.regime[SG_CZECHOSLOVAKIA], SG_REGIME_GONE);
    /* §6.0: no Political Effect on a nation no more in existence */
    ck_assert_int_eq(wm__siege_regime_effect(&st, SG_CZECHOSLOVAKIA, SG_DEMOCRACY, 1, SG_DEMOCRACY, NULL, 0, NULL), -1);
    siege_state f = fresh(3, 0);
    effects(&f, SG_NAZISM, "N36", 0, NULL, 0); /* N33 not performed: 10 + 2 + 3 */
    ck_assert_int_eq(f.vp_token[SG_NAZISM], 15);
    /* N37 then N35: Danzig & Memel counted once. */
    siege_state g = fresh(3, 0);
    effects(&g, SG_NAZISM, "N37", 0, NULL, 0);
    ck_assert_int_eq(g.vp_token[SG_NAZISM], 2);
    ck_assert_int_eq(wm__siege_start_war(&g, SG_NAZISM, war_of("N35")), 0);
    ck_assert_int_eq(wm__siege_end_war(&g, war_of("N35"), 0, NULL, 0), 0);
    ck_assert_int_eq(g.vp_token[SG_NAZISM], 12);
    ck_assert_int_ne(g.regime[SG_POLAND], SG_REGIME_GONE); /* joint conquest needs C27 too */
    ck_assert_int_eq(wm__siege_start_war(&g, SG_COMMUNISM, war_of("C27")), 0);
    ck_assert_int_eq(wm__siege_end_war(&g, war_of("C27"), 0, NULL, 0), 0);
    ck_assert_int_eq(g.regime[SG_POLAND], SG_REGIME_GONE);
    ck_assert_int_eq(g.vpbox[SG_POLAND], (1u << SG_NAZISM) | (1u << SG_COMMUNISM));
    ck_assert_int_eq(wm__siege_check(&g), WM_OK);
    /* N35 with Danzig not yet taken: 10 + 2. */
    siege_state h = fresh(3, 0);
    ck_assert_int_eq(wm__siege_start_war(&h, SG_NAZISM, war_of("N35")), 0);
    ck_assert_int_eq(wm__siege_end_war(&h, war_of("N35"), 0, NULL, 0), 0);
    ck_assert_int_eq(h.vp_token[SG_NAZISM], 12);
}
END_TEST

/* §6.0 Nazi Coup Events and D30: no coup where the nation no longer
 * exists; N21's coup is always checked. */
START_TEST(s6_0_coup_events_need_the_nation)
{
    siege_state st = fresh(3, 0);
    ck_assert(wm__siege_conditions_met(&st, SG_NAZISM, idx("N17")));
    st.vpbox[SG_GREECE] = 1u << SG_NAZISM;
    st.regime[SG_GREECE] = SG_REGIME_GONE; /* conquered by Italy after N30 */
    ck_assert(!wm__siege_conditions_met(&st, SG_NAZISM, idx("N17")));
    ck_assert(wm__siege_conditions_met(&st, SG_NAZISM, idx("N21")));
    const sg_card *d30 = &wm__siege_cards[idx("D30")];
    const uint8_t t[] = {SG_GREECE, 6};
    /* "no Minor Nation can be designated ... if no more in existence" (issue 32: refused, not offered) */
    ck_assert_int_eq(wm__siege_run(&st, SG_DEMOCRACY, d30->ops, d30->nops, 0, t, 2), -1);
    ck_assert(!(wm__siege_coup_minors(&st) & (1u << SG_GREECE)));
    ck_assert_int_eq(st.regime[SG_GREECE], SG_REGIME_GONE);
    const uint8_t t2[] = {SG_TURKEY, 6}; /* a free coup: 6 succeeds, 4 boxes towards Democracy */
    ck_assert_int_eq(wm__siege_run(&st, SG_DEMOCRACY, d30->ops, d30->nops, 0, t2, 2), 2);
    ck_assert_int_eq(st.regime[SG_TURKEY], SG_R_DEMOCRACY);
}
END_TEST

/* §6.0 C19: committed as a Civil War (any Ideology with a LOC to China,
 * either side), fought as a War; C3 and D7 lock a side for the round. */
START_TEST(s6_0_c19_long_march_and_side_locks)
{
    siege_state st = fresh(3, 0);
    int w = war_of("C19");
    ck_assert_int_eq(wm__siege_start_war(&st, SG_COMMUNISM, w), 0);
    ck_assert_int_eq(st.at_war, 0);
    give_pp(&st);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_NAZISM, w, 1), 0);    /* Japan, by sea */
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_COMMUNISM, w, 0), 0); /* USSR by land */
    /* D7 on the pro-Communist side: then Democracy cannot back B this round. */
    ck_assert(wm__siege_conditions_met(&st, SG_DEMOCRACY, idx("D7")));
    { const uint8_t t[] = {(uint8_t)w, 0, 2, SG_R_SOCDEM_TOP}; effects(&st, SG_DEMOCRACY, "D7", 0, t, 3); }
    ck_assert_int_eq(st.war_mr[w][0][SG_DEMOCRACY], 2);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_DEMOCRACY, w, 1), -1);
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_DEMOCRACY, w, 0), 0);
    st.permit[SG_DEMOCRACY] = 0; /* the next Game Round */
    ck_assert_int_eq(wm__siege_commit_war(&st, SG_DEMOCRACY, w, 1), 0);
    /* fought on the War Table: 6 + (A 1+2+1 - B 1+1) = 8: A gains a box */
    ck_assert_int_eq(wm__siege_war_test(&st, w, 6, SG_COMMUNISM, NULL, 0), 5);
    ck_assert_int_eq(st.war_box[w], 0);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* §6.0 C33: up to three MR on the pro-Soviet side of C25, C29, C30 (A) or
 * N25 (B). */
START_TEST(s6_0_c33_red_army)
{
    siege_state st = fresh(3, 0);
    int w = war_of("N25");
    ck_assert_int_eq(wm__siege_start_war(&st, SG_NAZISM, w), 0);
    ck_assert(wm__siege_conditions_met(&st, SG_COMMUNISM, idx("C33")));
    { const uint8_t t[] = {(uint8_t)w, 3}; effects(&st, SG_COMMUNISM, "C33", 0, t, 2); }
    ck_assert_int_eq(st.war_mr[w][1][SG_COMMUNISM], 3);
    int w2 = war_of("C29");
    ck_assert_int_eq(wm__siege_start_war(&st, SG_COMMUNISM, w2), 0);
    { const uint8_t t[] = {(uint8_t)w2, 2}; effects(&st, SG_COMMUNISM, "C33", 0, t, 2); }
    ck_assert_int_eq(st.war_mr[w2][0][SG_COMMUNISM], 2);
    const sg_card *c33 = &wm__siege_cards[idx("C33")];
    const uint8_t bad[] = {(uint8_t)w2, 4}; /* "up to three" */
    ck_assert_int_eq(wm__siege_run(&st, SG_COMMUNISM, c33->ops, c33->nops, c33->ncond, bad, 2), -1);
}
END_TEST

/* §6.0 C21 / N16: the immediate effect on Bulgaria, then two Minors land
 * connected to Bulgaria in every Game Round, the first included. */
START_TEST(s6_0_n16_balkan_pact_lapsing)
{
    siege_state st = fresh(3, 0);
    effects(&st, SG_NAZISM, "N16", 0, NULL, 0);
    uint8_t d[SG_NREGIME_BOXES];
    wm__siege_regime_dist(SG_R_NAZISM, 0, d);
    ck_assert_int_eq(d[st.regime[SG_BULGARIA]], d[wm__siege_regime_start[SG_BULGARIA]] - 2);
    { const uint8_t t[] = {SG_RUMANIA, SG_HUNGARY}; effects(&st, SG_NAZISM, "N16", 1, t, 2); }
    ck_assert_int_ne(st.regime[SG_RUMANIA], wm__siege_regime_start[SG_RUMANIA]);
    ck_assert_int_ne(st.regime[SG_HUNGARY], wm__siege_regime_start[SG_HUNGARY]);
}
END_TEST

/* §6.0 Generic principles: "or" designates a nation at most once per
 * effect; a nation already in the target Control Area may be designated
 * (voiding the effect); Albania is not land connected to Bulgaria. */
START_TEST(s6_0_generic_or_targets)
{
    siege_state st = fresh(3, 0);
    const sg_card *c21 = &wm__siege_cards[idx("C21")];
    const uint8_t twice[] = {SG_RUMANIA, SG_R_NEUTRAL_NW, SG_RUMANIA};
    siege_state a = st;
    ck_assert_int_eq(wm__siege_run(&a, SG_COMMUNISM, c21->ops, c21->nops, 2, twice, 3), -1);
    const uint8_t far[] = {SG_ALBANIA};
    a = st;
    ck_assert_int_eq(wm__siege_run(&a, SG_COMMUNISM, c21->ops, c21->nops, 2, far, 1), -1);
    /* A nation already where the effect points stays put. */
    a = st;
    a.regime[SG_POLAND] = SG_R_COMMUNISM;
    const uint8_t ok[] = {SG_POLAND, SG_TURKEY};
    ck_assert_int_eq(wm__siege_run(&a, SG_COMMUNISM, c21->ops, c21->nops, 2, ok, 2), 2);
    ck_assert_int_eq(a.regime[SG_POLAND], SG_R_COMMUNISM);
}
END_TEST

/* ================================================================== */
/* §1.8.3, §3.2 Cards; §3.3.1 disposal and PP                            */
/* ================================================================== */

static int hand_total(const siege_state *st)
{
    return wm__siege_hand_count(st, 0) + wm__siege_hand_count(st, 1) + wm__siege_hand_count(st, 2);
}

START_TEST(s3_2_2_deal_five_or_six)
{
    siege_state st = fresh(3, 0);
    wm__siege_deal(&st);
    for (int i = 0; i < 3; i++)
        ck_assert_int_eq(wm__siege_hand_count(&st, i), 5);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    siege_state adv = fresh(2, WM_SIEGE_ADVANCED);
    wm__siege_deal(&adv);
    ck_assert_int_eq(hand_total(&adv), 18); /* ex. 4.0: six each, Communism's too */
    ck_assert_int_eq(wm__siege_check(&adv), WM_OK);
}
END_TEST

START_TEST(s3_2_2_mulligan_once_reserves_kept)
{
    siege_state st = fresh(3, WM_SIEGE_ADVANCED);
    wm__siege_deal(&st);
    int res = -1;
    for (int c = wm__siege_deck_first[SG_DEMOCRACY]; c < wm__siege_deck_first[SG_DEMOCRACY] + 36; c++)
        if (st.card_loc[c] == SG_LOC_HAND && wm__siege_cards[c].type == SG_CT_ACTION) {
            res = c;
            break;
        }
    ck_assert_int_ge(res, 0);
    ck_assert_int_eq(wm__siege_to_reserve(&st, res), 0);
    wm__siege_deal(&st); /* back to six in hand */
    uint8_t before[SG_CARDS];
    memcpy(before, st.card_loc, sizeof before);
    int in_deck = st.ndeck[SG_DEMOCRACY]; /* turn 1's deck is small (progressive entry, §3.2.1) */
    ck_assert_int_eq(wm__siege_mulligan(&st, SG_DEMOCRACY), 0);
    ck_assert_int_eq(wm__siege_hand_count(&st, SG_DEMOCRACY), 6);
    ck_assert_int_eq(st.card_loc[res], SG_LOC_RESERVE); /* "Reserve Cards are never discarded" */
    int fresh_cards = 0;
    for (int c = wm__siege_deck_first[SG_DEMOCRACY]; c < wm__siege_deck_first[SG_DEMOCRACY] + 36; c++)
        fresh_cards += st.card_loc[c] == SG_LOC_HAND && before[c] != SG_LOC_HAND;
    /* six new cards, or every card the deck still held (then the
     * discarded hand is reshuffled in) */
    ck_assert_int_eq(fresh_cards, in_deck < 6 ? in_deck : 6);
    ck_assert_int_eq(wm__siege_mulligan(&st, SG_DEMOCRACY), -1); /* "only once per turn" */
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

START_TEST(s3_2_2_reserves_capacity_no_events)
{
    siege_state st = fresh(3, 0);
    to_hand(&st, "N1");
    to_hand(&st, "N30");
    to_hand(&st, "N31");
    ck_assert_int_eq(wm__siege_to_reserve(&st, idx("N1")), -1); /* an Event */
    ck_assert_int_eq(wm__siege_to_reserve(&st, idx("N30")), 0);
    ck_assert_int_eq(wm__siege_to_reserve(&st, idx("N31")), -1); /* one box for Nazism */
    to_hand(&st, "D4");
    to_hand(&st, "D7");
    to_hand(&st, "D8");
    ck_assert_int_eq(wm__siege_to_reserve(&st, idx("D4")), 0);
    ck_assert_int_eq(wm__siege_to_reserve(&st, idx("D7")), 0); /* Democracy has two */
    ck_assert_int_eq(wm__siege_to_reserve(&st, idx("D8")), -1);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* §3.2.1: the turn's cards enter; 2 seats: Communism's hand is discarded,
 * its Reserve kept; everything reshuffled. */
START_TEST(s3_2_1_preparation)
{
    siege_state st = fresh(2, 0);
    wm__siege_deal(&st);
    to_hand(&st, "C3");
    ck_assert_int_eq(wm__siege_to_reserve(&st, idx("C3")), 0);
    st.turn = 4;
    st.comm_turns[0] = 2;
    st.comm_turns[1] = 2;
    st.phase = SG_PH_CARDS;
    wm__siege_cards_preparation(&st);
    ck_assert_int_eq(wm__siege_hand_count(&st, SG_COMMUNISM), 0);
    ck_assert_int_eq(st.card_loc[idx("C3")], SG_LOC_RESERVE);
    ck_assert_int_eq(wm__siege_hand_count(&st, SG_NAZISM), 5); /* kept "as many as they wish" */
    ck_assert_int_eq(st.card_loc[idx("D16")], SG_LOC_DECK);    /* Entry Turn 4 */
    ck_assert_int_eq(st.card_loc[idx("D20")], SG_LOC_FUTURE);  /* Entry Turn 6 */
    st.phase = SG_PH_POLITICAL;
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* §1.8.3: the deck is rebuilt from the discards when its last card is given. */
START_TEST(s1_8_3_deck_rebuilt_when_empty)
{
    siege_state st = fresh(3, 0);
    int n = st.ndeck[SG_NAZISM];
    for (int k = 0; k < n - 1; k++)
        ck_assert_int_ge(wm__siege_draw(&st, SG_NAZISM), 0);
    ck_assert_int_eq(st.ndeck[SG_NAZISM], 1);
    int c = -1;
    for (int x = 0; x < 37; x++)
        if (st.card_loc[x] == SG_LOC_HAND) {
            c = x;
            break;
        }
    ck_assert_int_eq(wm__siege_discard(&st, c), 0);
    ck_assert_int_ge(wm__siege_draw(&st, SG_NAZISM), 0); /* the last card: rebuilt at once */
    ck_assert_int_eq(st.ndeck[SG_NAZISM], 1);
    ck_assert_int_eq(st.deck[SG_NAZISM][0], c);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* §3.3.1 disposal, with ex. 4.0's cases (E2 for Multiple Play). */
START_TEST(s3_3_1_disposal)
{
    siege_state st = fresh(2, WM_SIEGE_ADVANCED);
    static const char *const cs[] = {"D4", "D7", "D8", "D28", "C3", "N18", "N33", "N30"};
    for (size_t k = 0; k < sizeof cs / sizeof cs[0]; k++) {
        if (st.card_loc[idx(cs[k])] == SG_LOC_DECK)
            to_hand(&st, cs[k]);
        st.card_loc[idx(cs[k])] = SG_LOC_PLAYED;
    }
    ck_assert_int_eq(wm__siege_dispose(&st, idx("D4"), 1, 1), 0);
    ck_assert_int_eq(st.card_loc[idx("D4")], SG_LOC_REMOVED); /* performed: removed, no Reserve */
    ck_assert_int_eq(wm__siege_dispose(&st, idx("D7"), 1, 1), 0);
    ck_assert_int_eq(st.card_loc[idx("D7")], SG_LOC_RESERVE); /* Multiple Play kept */
    ck_assert_int_eq(wm__siege_dispose(&st, idx("C3"), 0, 0), 0);
    ck_assert_int_eq(st.card_loc[idx("C3")], SG_LOC_DISCARD);
    ck_assert_int_eq(wm__siege_dispose(&st, idx("D28"), 0, 1), 0);
    ck_assert_int_eq(st.card_loc[idx("D28")], SG_LOC_RESERVE); /* failed, saved */
    ck_assert_int_eq(wm__siege_dispose(&st, idx("D8"), 1, 1), 0);
    ck_assert_int_eq(st.card_loc[idx("D8")], SG_LOC_DISCARD); /* "his Reserves are full" */
    ck_assert(st.card_flags[idx("D8")] & SG_CF_DONE_ONCE);
    ck_assert_int_eq(wm__siege_dispose(&st, idx("N18"), 1, 1), 0);
    ck_assert_int_eq(st.card_loc[idx("N18")], SG_LOC_RESERVE); /* "it can be performed twice" */
    st.card_loc[idx("N18")] = SG_LOC_PLAYED;
    ck_assert_int_eq(wm__siege_dispose(&st, idx("N18"), 1, 1), 0);
    ck_assert_int_eq(st.card_loc[idx("N18")], SG_LOC_REMOVED); /* the second time */
    ck_assert_int_eq(wm__siege_dispose(&st, idx("N33"), 1, 0), 0);
    ck_assert_int_eq(st.card_loc[idx("N33")], SG_LOC_ACTIVE); /* Stand-by */
    ck_assert_int_eq(wm__siege_dispose(&st, idx("N1"), 1, 0), -1); /* an Event */
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

START_TEST(s1_8_2_event_disposal_and_lapse)
{
    siege_state st = fresh(3, 0);
    static const char *const cs[] = {"N1", "C21", "N17", "C20"};
    for (size_t k = 0; k < sizeof cs / sizeof cs[0]; k++) {
        if (st.card_loc[idx(cs[k])] == SG_LOC_DECK)
            to_hand(&st, cs[k]);
        st.card_loc[idx(cs[k])] = SG_LOC_PLAYED; /* N17 (turn 4) included */
    }
    wm__siege_dispose_event(&st, idx("N1"));
    ck_assert_int_eq(st.card_loc[idx("N1")], SG_LOC_DISCARD);
    wm__siege_dispose_event(&st, idx("C21"));
    ck_assert_int_eq(st.card_loc[idx("C21")], SG_LOC_ACTIVE);
    wm__siege_dispose_event(&st, idx("N17"));
    ck_assert_int_eq(st.card_loc[idx("N17")], SG_LOC_REMOVED);
    wm__siege_dispose_event(&st, idx("C20"));
    ck_assert_int_eq(st.card_loc[idx("C20")], SG_LOC_ACTIVE);
    st.rerolls[0] = 2;
    wm__siege_end_of_turn(&st);
    ck_assert_int_eq(st.card_loc[idx("C21")], SG_LOC_REMOVED); /* lapsed */
    ck_assert_int_eq(st.card_loc[idx("C20")], SG_LOC_ACTIVE);
    ck_assert_int_eq(st.rerolls[0], 0);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* §3.3.1 PP and the 2-seat Optional Rule. */
START_TEST(s3_3_1_pp_and_optional_bonus)
{
    siege_state st = fresh(2, WM_SIEGE_PP_BONUS);
    wm__siege_award_pp(&st, SG_NAZISM, idx("N30"));   /* controls Communism: 4 */
    wm__siege_award_pp(&st, SG_DEMOCRACY, idx("D4")); /* 4 + 1 */
    wm__siege_award_pp(&st, SG_COMMUNISM, -1);        /* no Political Action: 1 */
    ck_assert_int_eq(st.pp[SG_NAZISM], 4);
    ck_assert_int_eq(st.pp[SG_DEMOCRACY], 5);
    ck_assert_int_eq(st.pp[SG_COMMUNISM], 1);
    siege_state m = fresh(2, WM_SIEGE_PP_BONUS);
    wm__siege_award_pp(&m, SG_DEMOCRACY, idx("N15") - idx("N15") + idx("D7")); /* 3 + 1 */
    ck_assert_int_eq(m.pp[SG_DEMOCRACY], 4);
    m.pp[SG_DEMOCRACY] = 0;
    m.comm_ctrl = SG_DEMOCRACY;
    m.comm_turns[0] = 0;
    m.comm_turns[1] = 1;
    wm__siege_award_pp(&m, SG_NAZISM, idx("N15")); /* 6 + 1 = 7, the maximum */
    ck_assert_int_eq(m.pp[SG_NAZISM], 7);
    siege_state three = fresh(3, 0);
    wm__siege_award_pp(&three, SG_NAZISM, idx("N15"));
    ck_assert_int_eq(three.pp[SG_NAZISM], 6);
}
END_TEST

/* §3.3.15 requirements and §3.4.1 attrition. */
START_TEST(s3_3_15_total_war_requirements)
{
    siege_state st = fresh(3, WM_SIEGE_ADVANCED);
    st.at_war = 0x1F; /* five Powers */
    st.turn = 4;
    ck_assert(!wm__siege_total_war(&st)); /* "only from Game Turn 5 onwards" */
    st.turn = 7;
    st.at_war = 0x07;
    ck_assert(wm__siege_total_war(&st)); /* 3+ in turn 7 */
    st.at_war = 0x03;
    ck_assert(!wm__siege_total_war(&st));
}
END_TEST

START_TEST(s3_4_1_war_attrition_advanced)
{
    siege_state st = fresh(3, WM_SIEGE_ADVANCED);
    int w = war_of("D25");
    ck_assert_int_eq(wm__siege_start_war(&st, SG_DEMOCRACY, w), 0);
    st.war_mr[w][0][SG_DEMOCRACY] = 2;
    st.war_mr[w][1][SG_NAZISM] = 1;
    wm__siege_war_attrition(&st, w);
    ck_assert_int_eq(st.war_mr[w][0][SG_DEMOCRACY], 1);
    ck_assert_int_eq(st.war_mr[w][1][SG_NAZISM], 0);
    siege_state sh = fresh(3, 0);
    ck_assert_int_eq(wm__siege_start_war(&sh, SG_DEMOCRACY, w), 0);
    sh.war_mr[w][0][SG_DEMOCRACY] = 2;
    wm__siege_war_attrition(&sh, w);
    ck_assert_int_eq(sh.war_mr[w][0][SG_DEMOCRACY], 2); /* Advanced only */
}
END_TEST

/* §3.3.1 CAN REPLACE example (turn 5, last round; order N, C, D): N33 is
 * performed; Democracy replaces D15 by D36, which nullifies N33's Stand-by
 * effect; at the end of the Political Phase nothing happens to Sudeten.
 * Without D36, Sudeten goes to Nazism (3 VP). */
START_TEST(s3_3_1_can_replace_example)
{
    siege_state st = fresh(3, WM_SIEGE_ADVANCED);
    st.turn = 5;
    st.round = 4;
    set_order(&st, SG_NAZISM, SG_COMMUNISM, SG_DEMOCRACY);
    st.phase = SG_PH_CARDS;
    wm__siege_cards_preparation(&st);
    st.phase = SG_PH_POLITICAL;
    static const char *const hand[] = {"N33", "C15", "D15", "D36"};
    for (size_t k = 0; k < sizeof hand / sizeof hand[0]; k++)
        to_hand(&st, hand[k]);
    ck_assert(wm__siege_cards[idx("D36")].flags & SG_F_REPLACE);
    /* [2]: D15 was revealed; D36 replaces it. */
    st.card_loc[idx("N33")] = SG_LOC_PLAYED;
    st.card_loc[idx("C15")] = SG_LOC_PLAYED;
    st.card_loc[idx("D36")] = SG_LOC_PLAYED;
    ck_assert_int_eq(st.card_loc[idx("D15")], SG_LOC_HAND);
    siege_state ref = st;
    /* [3]: N33 performed (Stand-by: aside), C15, then D36. */
    ck_assert_int_eq(wm__siege_dispose(&st, idx("N33"), 1, 0), 0);
    ck_assert_int_eq(st.card_loc[idx("N33")], SG_LOC_ACTIVE);
    ck_assert(wm__siege_conditions_met(&st, SG_DEMOCRACY, idx("D36")));
    effects(&st, SG_DEMOCRACY, "D36", 0, NULL, 0);
    ck_assert_int_eq(wm__siege_dispose(&st, idx("D36"), 1, 0), 0);
    ck_assert_int_eq(wm__siege_standby_step(&st, NULL, 0), 0);
    ck_assert_int_eq(st.card_loc[idx("N33")], SG_LOC_REMOVED);
    ck_assert_int_eq(st.vpbox[SG_SUDETEN], 0);
    ck_assert_int_eq(st.vp_token[SG_NAZISM], 0);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    /* Without the replacement. */
    ck_assert_int_eq(wm__siege_dispose(&ref, idx("N33"), 1, 0), 0);
    ck_assert_int_eq(wm__siege_standby_step(&ref, NULL, 0), 0);
    ck_assert_int_eq(ref.vp_token[SG_NAZISM], 3);
    ck_assert(ref.vpbox[SG_SUDETEN] & (1u << SG_NAZISM));
    ck_assert_int_eq(ref.card_loc[idx("N33")], SG_LOC_REMOVED);
}
END_TEST

/* The field table describes every byte of the state, in order, and a
 * fresh state of every configuration lies within its ranges. */
START_TEST(fields_cover_the_state)
{
    uint32_t off = 0;
    for (size_t f = 0; f < wm__siege_nfields; f++) {
        const wm_field *fd = &wm__siege_fields[f];
        ck_assert_msg(fd->offset == off, "field %s at %u, expected %u", fd->name, fd->offset, off);
        off += (uint32_t)fd->size * fd->count;
    }
    ck_assert_uint_eq(off, sizeof(siege_state));
    static const struct {
        int seats;
        uint32_t flags;
    } cfg[] = {{2, 0}, {2, WM_SIEGE_ADVANCED}, {2, WM_SIEGE_ADVANCED | WM_SIEGE_PP_BONUS}, {3, 0},
               {3, WM_SIEGE_ADVANCED | WM_OPT_EXTERNAL_DICE}};
    for (size_t c = 0; c < sizeof cfg / sizeof cfg[0]; c++) {
        siege_state st = fresh(cfg[c].seats, cfg[c].flags);
        wm__siege_deal(&st);
        const uint8_t *base = (const uint8_t *)&st;
        for (size_t f = 0; f < wm__siege_nfields; f++) {
            const wm_field *fd = &wm__siege_fields[f];
            if (fd->min > fd->max)
                continue;
            for (int k = 0; k < fd->count; k++) {
                const uint8_t *p = base + fd->offset + (size_t)k * fd->size;
                int64_t v = 0;
                if (fd->size == 1)
                    v = *p;
                else if (fd->size == 4)
                    v = *(const uint32_t *)(const void *)p;
                else if (fd->size == 8)
                    v = (int64_t)*(const uint64_t *)(const void *)p;
                ck_assert_msg(v >= fd->min && v <= fd->max, "%s[%d] = %lld", fd->name, k, (long long)v);
            }
        }
    }
}
END_TEST

/* ================================================================== */
/* Random whole games through the rules primitives                      */
/* ================================================================== */
/*
 * Until the decision layer exists, this harness plays whole games by
 * calling the rules functions in the order of the Sequence of Play (§3.0)
 * with random choices, and runs the invariant checker after every step:
 * the primitives must compose into games that always end (Automatic
 * Victory, Total War, or the end of turn 8) without breaking the token,
 * card or marker invariants.  The choices are random, not always wise, and
 * cover only what the primitives offer (no reactions, no CAN REPLACE).
 */

typedef struct rgame {
    siege_state st;
    tu_rng rng;
    int steps;
} rgame;

static void rcheck(rgame *g, const char *where)
{
    g->steps++;
    wm_status s = wm__siege_check(&g->st);
    ck_assert_msg(s == WM_OK, "invariants broken after %s (turn %d round %d)", where, g->st.turn, g->st.round);
}

static int rnd(rgame *g, int n)
{
    return (int)tu_rng_below(&g->rng, (uint32_t)n);
}

/* Runs a program with random choices, extending the tape until it is
 * accepted (or giving up: then nothing happens). */
static void rrun(rgame *g, int owner, const sg_op *ops, int n, int from)
{
    uint8_t tape[32];
    for (int attempt = 0; attempt < 40; attempt++) {
        int len = 0;
        for (;;) {
            siege_state copy = g->st;
            int r = wm__siege_run(&copy, owner, ops, n, from, tape, len);
            if (r >= 0) {
                g->st = copy;
                return;
            }
            if (r == -1 || len >= 32)
                break;
            int k = rnd(g, 4);
            tape[len++] = (uint8_t)(k == 0 ? rnd(g, 7) : k == 1 ? rnd(g, SG_NREGIME_BOXES) : k == 2 ? rnd(g, SG_NNATIONS)
                                                                                                   : rnd(g, 56));
        }
    }
}

static int random_card(rgame *g, int ideo, int want_action, int from_reserve_too)
{
    int pick = -1, seen = 0;
    for (int k = 0; k < wm__siege_deck_size[ideo]; k++) {
        int c = wm__siege_deck_first[ideo] + k;
        int loc = g->st.card_loc[c];
        if (!(loc == SG_LOC_HAND || (from_reserve_too && loc == SG_LOC_RESERVE)))
            continue;
        if ((wm__siege_cards[c].type == SG_CT_ACTION) != want_action)
            continue;
        if (rnd(g, ++seen) == 0)
            pick = c;
    }
    return pick;
}

static void random_game_actions(rgame *g)
{
    siege_state *st = &g->st;
    for (int r = 0; r < 3; r++) {
        int i = st->order[r];
        if (rnd(g, 2)) {
            int a = rnd(g, SG_NCC_AREAS);
            (void)wm__siege_declare_coup(st, i, a);
        }
    }
    for (int cycle = 0; cycle < 8; cycle++) {
        int any = 0;
        for (int r = 0; r < 3; r++) {
            int i = st->order[r];
            if (st->coup_area[i] != SG_NOTHING) {
                const sg_cc_info *cc = &wm__siege_cc[st->coup_area[i]];
                for (int t = 0; t < SG_CC_MAX_TARGETS && st->coup_area[i] != SG_NOTHING; t++)
                    if (cc->target[t].nation != SG_NAREAS)
                        (void)wm__siege_attempt_coup(st, i, cc->target[t].nation);
                st->coup_area[i] = SG_NOTHING; /* no eligible target left */
                if (st->coup_target[i] != SG_NOTHING)
                    for (int j = 0; j < 3; j++)
                        if (rnd(g, 2))
                            (void)wm__siege_react_coup(st, j, i); /* §3.3.9 reactions */
            }
            for (int tries = 0; tries < 12 && st->pp[i]; tries++) {
                int ok = -1;
                switch (rnd(g, 9)) {
                case 0: {
                    int n = rnd(g, SG_NNATIONS), b = rnd(g, SG_NREGIME_BOXES);
                    ok = wm__siege_influence(st, i, n, b);
                    break;
                }
                case 1:
                    ok = wm__siege_claim(st, i, rnd(g, SG_NRBOXES));
                    break;
                case 2:
                    ok = wm__siege_form_cc(st, i);
                    break;
                case 3:
                    ok = wm__siege_deploy_cc(st, i, rnd(g, SG_NCC_AREAS));
                    break;
                case 4:
                    ok = wm__siege_move_cc(st, i, rnd(g, SG_NCC_AREAS), rnd(g, SG_NCC_AREAS));
                    break;
                case 5:
                    ok = wm__siege_commit_war(st, i, rnd(g, SG_NWARS), rnd(g, 2));
                    break;
                case 6:
                    ok = wm__siege_commit_civil(st, i, rnd(g, SG_NNATIONS), rnd(g, 2));
                    break;
                case 7: {
                    int w = rnd(g, SG_NWARS);
                    if (st->war_box[w] != SG_WAR_OFF &&
                        st->war_mr[w][0][i] + st->war_mr[w][1][i] > 0 && wm__siege_pay_pp(st, i, 1) == 0) {
                        siege_state save = *st;
                        if (wm__siege_war_test(st, w, 1 + rnd(g, 6), i, NULL, 0) < 0)
                            *st = save; /* an end effect needing a choice: not taken here */
                        ok = 0;
                    }
                    break;
                }
                default: {
                    int n = rnd(g, SG_NNATIONS);
                    if (st->civil[n] && st->civil_mr[n][0][i] + st->civil_mr[n][1][i] > 0 &&
                        wm__siege_pay_pp(st, i, 1) == 0) {
                        (void)wm__siege_civil_war_test(st, n, 1 + rnd(g, 6), i, NULL, 0);
                        ok = 0;
                    }
                    break;
                }
                }
                if (ok == 0) {
                    any = 1;
                    rcheck(g, "a Game Action");
                }
            }
        }
        if (!any)
            break;
    }
    /* §3.3.14 */
    for (int r = 0; r < 3; r++) {
        int i = st->order[r];
        if (st->coup_target[i] != SG_NOTHING) {
            int8_t sign[3];
            for (int k = 0; k < 3; k++)
                sign[k] = rnd(g, 2) ? 1 : -1;
            ck_assert_int_ge(wm__siege_resolve_coup(st, i, 1 + rnd(g, 6), sign, NULL, 0), 2);
            rcheck(g, "a coup");
        }
    }
    for (int i = 0; i < 3; i++) {
        st->pp[i] = 0;
        st->permit[i] = 0;
    }
}

/* One Game Round's Strategy Cards Play step; returns 1 if Total War broke out. */
static int random_cards_play(rgame *g)
{
    siege_state *st = &g->st;
    int pa[3], ev[3];
    for (int r = 0; r < 3; r++) {
        int i = st->order[r];
        pa[i] = random_card(g, i, 1, 1);
        ev[i] = rnd(g, 2) ? random_card(g, i, 0, 0) : -1;
        if (pa[i] >= 0)
            st->card_loc[pa[i]] = SG_LOC_PLAYED;
        if (ev[i] >= 0)
            st->card_loc[ev[i]] = SG_LOC_PLAYED;
    }
    rcheck(g, "the choice of cards");
    /* [2] Events in Initiative Order, then the lapsing ones. */
    for (int r = 0; r < 3; r++) {
        int i = st->order[r];
        if (ev[i] < 0)
            continue;
        const sg_card *c = &wm__siege_cards[ev[i]];
        if (wm__siege_conditions_met(st, i, ev[i]))
            rrun(g, i, c->ops, c->nops, c->ncond);
        if (c->type == SG_CT_WAR_EVENT && st->war_box[c->war] == SG_WAR_OFF)
            st->card_loc[ev[i]] = SG_LOC_DISCARD;
        else
            wm__siege_dispose_event(st, ev[i]);
        rcheck(g, "an Event");
    }
    /* [3] Political Action Resolution. */
    int total_war = 0;
    for (int r = 0; r < 3; r++) {
        int i = st->order[r];
        int c = pa[i];
        if (c < 0 || total_war) {
            if (c >= 0)
                wm__siege_dispose(st, c, 0, rnd(g, 2));
            wm__siege_award_pp(st, i, c);
            continue;
        }
        int ok = 0;
        if (wm__siege_conditions_met(st, i, c)) {
            if (st->prestige[i] && rnd(g, 3) == 0)
                (void)wm__siege_exploit(st, i);
            int mod = wm__siege_pa_modifier(st, i, c);
            int die = 1 + rnd(g, 6);
            while (!wm__siege_pa_result(st, i, c, die, mod) && rnd(g, 2) && wm__siege_reroll(st, i) == 0)
                die = 1 + rnd(g, 6);
            ok = wm__siege_pa_result(st, i, c, die, mod);
        }
        if (ok) {
            const sg_card *cd = &wm__siege_cards[c];
            if (!(cd->flags & SG_F_STANDBY))
                rrun(g, i, cd->ops, cd->nops, cd->ncond);
            if ((cd->flags & SG_F_WAR) && st->war_box[cd->war] == SG_WAR_OFF)
                ok = 0; /* the war could not be declared: the card goes back */
        }
        if ((wm__siege_cards[c].flags & SG_F_WAR) && ok)
            ; /* a War Card stays aside (already placed) */
        else
            wm__siege_dispose(st, c, ok, rnd(g, 2));
        wm__siege_award_pp(st, i, c);
        rcheck(g, "a Political Action");
        if (ok && wm__siege_declares_war(c) && wm__siege_total_war(st))
            total_war = 1; /* §3.3.15: the resolution is interrupted */
    }
    return total_war;
}

static void random_interphase(rgame *g)
{
    siege_state *st = &g->st;
    for (int i = 0; i < 3; i++)
        while (st->cc_pool[i])
            ck_assert_int_eq(wm__siege_deploy_training(st, i, rnd(g, SG_NCC_AREAS)), 0);
    int first = st->order[0];
    for (int n = 0; n < SG_NNATIONS; n++)
        if (st->civil[n])
            ck_assert_int_ge(wm__siege_civil_war_test(st, n, 1 + rnd(g, 6), first, NULL, 0), 2);
    for (int w = 0; w < SG_NWARS; w++)
        if (st->war_box[w] != SG_WAR_OFF) {
            siege_state save = *st;
            if (wm__siege_war_test(st, w, 1 + rnd(g, 6), first, NULL, 0) < 0) {
                *st = save;
                const uint8_t pick[] = {SG_DEMOCRACY};
                ck_assert_int_ge(wm__siege_end_war(st, w, 1, pick, 1), 0); /* N27's choice */
            }
            wm__siege_war_attrition(st, w);
        }
    rcheck(g, "the Markers Adjustment step");
    wm__siege_production_step(st);
    rcheck(g, "the Production step");
}

/* Plays one game; returns its end reason. */
static int random_game(int seats, uint32_t flags, uint64_t seed)
{
    rgame g;
    memset(&g, 0, sizeof g);
    ck_assert_int_eq(wm__siege_setup(&g.st, seats, flags, seed), WM_OK);
    tu_rng_seed(&g.rng, seed ^ 0x5eed);
    siege_state *st = &g.st;
    int rounds = (flags & WM_SIEGE_ADVANCED) ? SG_ROUNDS_ADVANCED : SG_ROUNDS_SHORT;
    for (;;) {
        if (st->turn > 1) {
            st->phase = SG_PH_INITIATIVE;
            wm__siege_initiative_phase(st);
            rcheck(&g, "the Initiative Order Phase");
            st->phase = SG_PH_CARDS;
            wm__siege_cards_preparation(st);
        }
        wm__siege_deal(st);
        for (int i = 0; i < 3; i++)
            if (rnd(&g, 8) == 0)
                (void)wm__siege_mulligan(st, i);
        for (int i = 0; i < 3; i++) {
            int c = random_card(&g, i, 1, 0);
            if (c >= 0 && rnd(&g, 2))
                (void)wm__siege_to_reserve(st, c);
        }
        st->phase = SG_PH_POLITICAL;
        rcheck(&g, "the Cards Phase");
        int total_war = 0;
        for (st->round = 1; st->round <= rounds; st->round++) {
            total_war = random_cards_play(&g);
            random_game_actions(&g);
            rcheck(&g, "the Game Actions step");
            if (total_war)
                break;
        }
        if (st->round > rounds)
            st->round = (uint8_t)rounds;
        ck_assert_int_ge(wm__siege_standby_step(st, NULL, 0) >= 0 ? 0 : 0, 0);
        rcheck(&g, "the Stand-by effects");
        st->phase = SG_PH_INTERPHASE;
        random_interphase(&g);
        int automatic = wm__siege_victory_step(st);
        wm__siege_end_of_turn(st);
        int reason = SG_END_NONE;
        if (automatic != SG_NOBODY)
            reason = SG_END_AUTOMATIC;
        else if (total_war)
            reason = SG_END_TOTAL_WAR;
        else if (st->turn == SG_TURNS)
            reason = SG_END_TURN8;
        if (reason != SG_END_NONE) {
            wm__siege_finish(st, reason, automatic);
            ck_assert_int_eq(st->end_reason, reason);
            rcheck(&g, "the end of the game");
            return reason;
        }
        st->turn++;
        st->round = 1;
        ck_assert_int_le(g.steps, 100000);
    }
}

START_TEST(random_games_through_the_primitives)
{
    static const struct {
        int seats;
        uint32_t flags;
    } cfg[] = {{2, 0}, {2, WM_SIEGE_ADVANCED}, {2, WM_SIEGE_ADVANCED | WM_SIEGE_PP_BONUS}, {2, WM_SIEGE_PP_BONUS},
               {3, 0}, {3, WM_SIEGE_ADVANCED}};
    int ends[4] = {0, 0, 0, 0};
    const char *env = getenv("WM_SIEGE_GAMES");
    int games = env ? atoi(env) : 40;
    for (size_t c = 0; c < sizeof cfg / sizeof cfg[0]; c++)
        for (int k = 0; k < games; k++)
            ends[random_game(cfg[c].seats, cfg[c].flags, tu_seed(7, c, (uint64_t)k, 0))]++;
    ck_assert_int_eq(ends[SG_END_NONE], 0);
    ck_assert_int_gt(ends[SG_END_TURN8] + ends[SG_END_AUTOMATIC] + ends[SG_END_TOTAL_WAR], 0);
    if (env)
        fprintf(stderr, "siege random games: %d automatic, %d total war, %d turn 8\n", ends[SG_END_AUTOMATIC],
                ends[SG_END_TOTAL_WAR], ends[SG_END_TURN8]);
}
END_TEST

/* §3.3.9 reactions: ex. 4.0 round 3, "Democrat player could save 3 PP
 * ... if he had one CC in Benelux Countries ... the PP reaction cost in
 * both Belgium and Netherlands is 3"; the reacting CC's sign is its
 * owner's (§3.3.14) and the most CCs win. */
START_TEST(s3_3_9_coup_reaction)
{
    siege_state st = fresh(2, WM_SIEGE_ADVANCED);
    st.cc_map[SG_COMMUNISM][SG_CC_BENELUX] = 1;
    st.pp[SG_COMMUNISM] = 3;
    ck_assert_int_eq(wm__siege_declare_coup(&st, SG_COMMUNISM, SG_CC_BENELUX), 0);
    ck_assert_int_eq(wm__siege_attempt_coup(&st, SG_COMMUNISM, SG_NETHERLANDS), 0);
    st.pp[SG_DEMOCRACY] = 3;
    ck_assert_int_eq(wm__siege_react_coup(&st, SG_DEMOCRACY, SG_COMMUNISM), -1); /* no CC in Benelux */
    st.cc_map[SG_DEMOCRACY][SG_CC_BENELUX] = 2;
    st.pp[SG_DEMOCRACY] = 2;
    ck_assert_int_eq(wm__siege_react_coup(&st, SG_DEMOCRACY, SG_COMMUNISM), -1); /* 3 PP needed */
    st.pp[SG_DEMOCRACY] = 6;
    ck_assert_int_eq(wm__siege_react_coup(&st, SG_DEMOCRACY, SG_COMMUNISM), 0);
    ck_assert_int_eq(wm__siege_react_coup(&st, SG_DEMOCRACY, SG_COMMUNISM), 0);
    ck_assert_int_eq(st.pp[SG_DEMOCRACY], 0);
    ck_assert_int_eq(st.coup_cc[SG_COMMUNISM][SG_DEMOCRACY], 2);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    /* Democracy's two CCs count -1 each, Communism's +1: 6 - 1 = 5, a
     * success for the Ideology with most CCs: Democracy. */
    const int8_t sign[3] = {1, -1, 1};
    int before = st.regime[SG_NETHERLANDS];
    ck_assert_int_eq(wm__siege_resolve_coup(&st, SG_COMMUNISM, 6, sign, NULL, 0), 5);
    uint8_t d[SG_NREGIME_BOXES];
    wm__siege_regime_dist(SG_R_DEMOCRACY, 0, d);
    ck_assert_int_lt(d[st.regime[SG_NETHERLANDS]], d[before]);
    ck_assert_int_eq(wm__siege_tokens_used(&st, SG_DEMOCRACY), 3 + 3 + 1); /* CCs back to the Reserve */
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* §1.3: USSR's asterisked Raw Materials are ceded, 1 to Germany by the Pact
 * of C9, 1 to Japan when USSR loses C25 (or N25); never claimed. */
START_TEST(s1_3_ussr_cessions)
{
    siege_state st = fresh(3, 0);
    uint8_t c[3], n[3];
    wm__siege_pool(&st, SG_COMMUNISM, c);
    wm__siege_pool(&st, SG_NAZISM, n);
    ck_assert_int_eq(c[SG_RM], 6);
    for (int b = 0; b < SG_NRBOXES; b++)
        if (wm__siege_rboxes[b].asterisk) {
            st.pp[SG_COMMUNISM] = 1;
            ck_assert(!wm__siege_can_claim(&st, SG_COMMUNISM, b));
        }
    st.card_loc[idx("C9")] = SG_LOC_HAND;
    effects(&st, SG_COMMUNISM, "C9", 0, NULL, 0);
    ck_assert((st.pact[SG_P_USSR] >> SG_GERMANY) & 1u);
    ck_assert((st.pact[SG_P_GERMANY] >> SG_USSR) & 1u);
    uint8_t c2[3], n2[3];
    wm__siege_pool(&st, SG_COMMUNISM, c2);
    wm__siege_pool(&st, SG_NAZISM, n2);
    ck_assert_int_eq(c2[SG_RM], 5);
    ck_assert_int_eq(n2[SG_RM], n[SG_RM] + 1);
    int w = war_of("C25");
    ck_assert_int_eq(wm__siege_start_war(&st, SG_COMMUNISM, w), 0);
    ck_assert_int_eq(wm__siege_end_war(&st, w, 1, NULL, 0), 0); /* Japan wins */
    wm__siege_pool(&st, SG_COMMUNISM, c2);
    ck_assert_int_eq(c2[SG_RM], 4);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* §6.0 N35/C27: the MR are declared before Poland's roll. */
START_TEST(s6_0_poland_roll)
{
    siege_state st = fresh(3, 0);
    int w = war_of("N35");
    ck_assert_int_eq(wm__siege_start_war(&st, SG_NAZISM, w), 0);
    ck_assert_int_eq(wm__siege_poland_roll(&st, SG_NAZISM, w, 4, 1), -1); /* only 3 MR */
    ck_assert_int_eq(wm__siege_poland_roll(&st, SG_NAZISM, w, 1, 3), 0);  /* 3 + 1: resists */
    ck_assert_int_eq(st.force_pool[SG_NAZISM], 2);
    ck_assert_int_eq(st.war_box[w], 1);
    ck_assert_int_eq(wm__siege_poland_roll(&st, SG_NAZISM, w, 2, 3), 1);  /* 3 + 2: defeated */
    ck_assert_int_eq(st.war_box[w], SG_WAR_OFF);
    ck_assert_int_eq(st.vp_token[SG_NAZISM], 12);
    ck_assert_int_eq(wm__siege_poland_roll(&st, SG_NAZISM, w, 0, 6), -1); /* no war any more */
    ck_assert_int_eq(wm__siege_poland_roll(&st, SG_NAZISM, war_of("D25"), 0, 6), -1);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* ================================================================== */
/* Random whole games through the decision layer (play.c)              */
/* ================================================================== */

static int play_random(int seats, uint32_t flags, uint64_t seed, int *moves_out)
{
    static siege_state st;
    wm_options o;
    memset(&o, 0, sizeof o);
    o.seats = seats;
    o.flags = flags;
    o.seed = seed;
    memset(&st, 0, sizeof st);
    ck_assert_int_eq(wm__siege_init(&st, &o), WM_OK);
    tu_rng r;
    tu_rng_seed(&r, seed * 31u + 7u);
    static wm_move buf[M_ACTIONS];
    int moves = 0;
    uint8_t was_tw = 0;
    while (st.stage != ST_OVER) {
        size_t n = wm__siege_legal(&st, buf, M_ACTIONS);
        TU_REQUIRE(n > 0 && n <= M_ACTIONS, "no legal move at stage %d (turn %d round %d) job %d a %d b %d ntape %d",
                   st.stage, st.turn, st.round, st.job, st.job_a, st.job_b, st.ntape);
        int who = wm__siege_to_move(&st);
        TU_REQUIRE(who == WM_CHANCE || (who >= 0 && who < seats), "bad seat %d at stage %d", who, st.stage);
        wm_move m = buf[tu_rng_below(&r, (uint32_t)n)];
        wm__siege_apply(&st, m);
        moves++;
        TU_REQUIRE(wm__siege_check(&st) == WM_OK, "invariants broken after move %u at stage %d (turn %d)",
                   (unsigned)m, st.stage, st.turn);
        TU_REQUIRE(moves < 200000, "game too long");
        if (st.tw && !was_tw) {
            /* §3.3.15: set off by a Political Action of this round that
             * declared a war, performed and standing aside */
            int by_war = 0;
            for (int i = 0; i < SG_NIDEOLOGIES; i++) {
                int c = st.chosen_pa[i];
                by_war |= c != SG_NOTHING && wm__siege_declares_war(c) && (st.card_flags[c] & SG_CF_PERFORMED) &&
                          st.card_loc[c] == SG_LOC_ACTIVE;
            }
            TU_REQUIRE(by_war, "seed %llu: Total War in turn %d set off by no war declaration",
                       (unsigned long long)seed, st.turn);
            TU_REQUIRE(st.turn >= 5, "Total War in turn %d", st.turn);
        }
        was_tw = st.tw;
    }
    /* §3.5: with two seats Communism on top is a draw or goes to a seat */
    TU_REQUIRE(seats == 3 || st.winner != SG_COMMUNISM, "seed %llu: a 2-seat game won by Communism",
               (unsigned long long)seed);
    if (moves_out)
        *moves_out = moves;
    return st.end_reason;
}

START_TEST(random_games_through_the_decision_layer)
{
    static const struct {
        int seats;
        uint32_t flags;
    } cfg[] = {{2, 0}, {2, WM_SIEGE_ADVANCED}, {2, WM_SIEGE_ADVANCED | WM_SIEGE_PP_BONUS}, {3, 0},
               {3, WM_SIEGE_ADVANCED}, {3, WM_SIEGE_ADVANCED | WM_OPT_EXTERNAL_DICE}, {2, WM_OPT_EXTERNAL_DICE}};
    const char *env = getenv("WM_SIEGE_GAMES");
    int games = env ? atoi(env) / 10 + 1 : 3;
    const char *dl = getenv("WM_SIEGE_DL_GAMES"); /* this test's games per configuration alone */
    if (dl && atoi(dl) > 0)
        games = atoi(dl);
    int ends[4] = {0, 0, 0, 0};
    long total = 0;
    for (size_t c = 0; c < sizeof cfg / sizeof cfg[0]; c++)
        for (int k = 0; k < games; k++) {
            int mv = 0;
            ends[play_random(cfg[c].seats, cfg[c].flags, tu_seed(11, c, (uint64_t)k, 0), &mv)]++;
            total += mv;
        }
    ck_assert_int_eq(ends[SG_END_NONE], 0);
    if (env || dl)
        fprintf(stderr, "siege decision layer: %d automatic, %d total war, %d turn 8; %ld moves\n",
                ends[SG_END_AUTOMATIC], ends[SG_END_TOTAL_WAR], ends[SG_END_TURN8], total);
}
END_TEST


/* ================================================================== */
/* Issue 9's rules gaps: MANDATORY, Map Cards, N1, 2-seat Communism,    */
/* C23, E2 (the decision layer driven through its internal entry points) */
/* ================================================================== */

static wm_move cm(int card)
{
    return (wm_move)(M_CARD + card);
}

static size_t legal_of(const siege_state *st, wm_move *buf)
{
    size_t n = wm__siege_legal(st, buf, M_ACTIONS);
    for (size_t k = 0; k < n; k++)
        ck_assert(wm__siege_is_legal(st, buf[k]));
    return n;
}

static int legal_has(const siege_state *st, wm_move m)
{
    static wm_move buf[M_ACTIONS];
    size_t n = legal_of(st, buf);
    for (size_t k = 0; k < n; k++)
        if (buf[k] == m)
            return 1;
    ck_assert(!wm__siege_is_legal(st, m));
    return 0;
}

/* A state of the Political Phase, round `round` of turn `turn`, with
 * `ideo` to choose its cards (ST_CHOOSE_PA / ST_CHOOSE_EV). */
static siege_state choosing(int seats, uint32_t flags, int turn, int round, int ideo, int stage)
{
    siege_state st = fresh(seats, flags);
    st.turn = (uint8_t)turn;
    st.round = (uint8_t)round;
    st.phase = SG_PH_CARDS;
    wm__siege_cards_preparation(&st);
    st.phase = SG_PH_POLITICAL;
    st.strict = 1;
    for (int k = 0; k < SG_NIDEOLOGIES; k++) {
        st.chosen_pa[k] = SG_NOTHING;
        st.chosen_ev[k][0] = SG_NOTHING;
        st.chosen_ev[k][1] = SG_NOTHING;
        st.signs[k] = 1;
        st.coup_area[k] = SG_NOTHING;
        st.coup_target[k] = SG_NOTHING;
        if (st.order[k] == ideo)
            st.rank = (uint8_t)k;
    }
    st.stage = (uint8_t)stage;
    st.actor = (uint8_t)ideo;
    return st;
}

/* §1.8, §3.3.1 [1] (MANDATORY, reconstructed on D30): a Mandatory
 * Political Action dealt this turn is the only card its owner may choose
 * in the first Game Round - not another card in hand, not one of its
 * Reserves; from the second round, or kept from an earlier turn, or once
 * Total War broke out, it is a card like any other. */
START_TEST(s1_8_mandatory_pa_first_round_recon)
{
    ck_assert(wm__siege_cards[idx("D30")].flags & SG_F_MANDATORY);
    ck_assert_int_eq(wm__siege_cards[idx("D30")].ncond, 0); /* "Mandatory ... have no conditions" */
    siege_state st = choosing(3, WM_SIEGE_ADVANCED, 7, 1, SG_DEMOCRACY, ST_CHOOSE_PA);
    /* dealt by the deal of this turn: D30 on top of the deck, then drawn */
    int d30 = idx("D30"), d4 = idx("D4"), d7 = idx("D7");
    for (int k = 0; k < st.ndeck[SG_DEMOCRACY]; k++)
        if (st.deck[SG_DEMOCRACY][k] == d30) {
            st.deck[SG_DEMOCRACY][k] = st.deck[SG_DEMOCRACY][0];
            st.deck[SG_DEMOCRACY][0] = (uint8_t)d30;
        }
    ck_assert_int_eq(wm__siege_draw(&st, SG_DEMOCRACY), d30);
    ck_assert(st.card_flags[d30] & SG_CF_DEALT);
    to_hand(&st, "D4");
    to_hand(&st, "D7");
    st.card_loc[d7] = SG_LOC_RESERVE;
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    ck_assert(wm__siege_mandatory_pa_due(&st, d30));
    wm_move buf[M_ACTIONS];
    ck_assert_int_eq((int)legal_of(&st, buf), 1);
    ck_assert_uint_eq(buf[0], cm(d30));
    ck_assert(!legal_has(&st, cm(d4)));
    ck_assert(!legal_has(&st, cm(d7))); /* a Reserve card is no way out */
    /* the second round: free */
    st.round = 2;
    ck_assert(legal_has(&st, cm(d30)) && legal_has(&st, cm(d4)) && legal_has(&st, cm(d7)));
    /* Total War: "no more forced" */
    st.round = 1;
    st.tw = 1;
    ck_assert(legal_has(&st, cm(d4)));
    st.tw = 0;
    /* kept from the last turn: not dealt this turn */
    wm__siege_end_of_turn(&st);
    ck_assert(!(st.card_flags[d30] & SG_CF_DEALT));
    ck_assert(legal_has(&st, cm(d4)));
    /* chosen, it goes down; then it cannot be replaced (CAN REPLACE) */
    st.card_flags[d30] |= SG_CF_DEALT;
    wm__siege_apply(&st, cm(d30));
    ck_assert_int_eq(st.chosen_pa[SG_DEMOCRACY], d30);
    ck_assert_int_eq(st.card_loc[d30], SG_LOC_PLAYED);
}
END_TEST

/* §1.8 / §3.2.2: the Mandatory card dealt this turn cannot be saved into
 * a Reserve before the first round (it "must be played as soon as
 * possible"); a Political Action saved after its play is never forced. */
START_TEST(s3_2_2_mandatory_not_into_reserve_recon)
{
    siege_state st = choosing(3, 0, 7, 1, SG_DEMOCRACY, ST_RESERVE);
    st.phase = SG_PH_CARDS;
    int d30 = idx("D30"), d4 = idx("D4");
    st.card_loc[d30] = SG_LOC_HAND;
    for (int k = 0; k < st.ndeck[SG_DEMOCRACY]; k++)
        if (st.deck[SG_DEMOCRACY][k] == d30) {
            memmove(&st.deck[SG_DEMOCRACY][k], &st.deck[SG_DEMOCRACY][k + 1],
                    (size_t)(st.ndeck[SG_DEMOCRACY] - k - 1));
            st.ndeck[SG_DEMOCRACY]--;
        }
    st.card_flags[d30] |= SG_CF_DEALT;
    to_hand(&st, "D4");
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    ck_assert(legal_has(&st, (wm_move)M_PASS));
    ck_assert(legal_has(&st, cm(d4)));
    ck_assert(!legal_has(&st, cm(d30)));
    /* only D30 in hand: nothing to save, the step passes over Democracy */
    st.card_loc[d4] = SG_LOC_DISCARD;
    st.stage = ST_RESERVE_Q;
    ck_assert(!legal_has(&st, cm(d30)));
    /* saved in a Reserve after its play: not forced next turn */
    st.card_loc[d30] = SG_LOC_RESERVE;
    st.card_flags[d30] &= (uint8_t)~SG_CF_DEALT;
    ck_assert(!wm__siege_mandatory_pa_due(&st, d30));
}
END_TEST

/* §1.8.2 (MANDATORY EVENT, reconstructed on N17 and N34): in every round
 * a Mandatory Event whose conditions are met must be the Event chosen
 * (no pass, no other Event); once its nation is gone it is free. */
START_TEST(s1_8_2_mandatory_event_chosen_recon)
{
    siege_state st = choosing(3, 0, 4, 2, SG_NAZISM, ST_CHOOSE_EV);
    int n17 = idx("N17"), n1 = idx("N1");
    ck_assert(wm__siege_cards[n17].flags & SG_F_MANDATORY);
    ck_assert(wm__siege_cards[idx("N34")].flags & SG_F_MANDATORY);
    to_hand(&st, "N17");
    to_hand(&st, "N1");
    ck_assert(wm__siege_mandatory_event_due(&st, n17));
    wm_move buf[M_ACTIONS];
    ck_assert_int_eq((int)legal_of(&st, buf), 1);
    ck_assert_uint_eq(buf[0], cm(n17));
    ck_assert(!legal_has(&st, (wm_move)M_PASS));
    ck_assert(!legal_has(&st, cm(n1)));
    /* Greece conquered: "no Coup Attempt takes place" - the condition fails */
    st.regime[SG_GREECE] = SG_REGIME_GONE;
    st.vpbox[SG_GREECE] = 1u << SG_NAZISM;
    ck_assert(!wm__siege_mandatory_event_due(&st, n17));
    ck_assert(legal_has(&st, (wm_move)M_PASS) && legal_has(&st, cm(n1)));
    ck_assert(!legal_has(&st, cm(n17))); /* §1.8.2: its conditions "dictate when [it] can be played" */
}
END_TEST

/* §3.4.1: "Any Mandatory Event Cards in player's hand must be played
 * immediately" - after the War Tests of the Markers Adjustment step, in
 * Initiative Order: N34 held through the turn is revealed and played (its
 * immediate coup on the Baltic States), then removed. */
START_TEST(s3_4_1_mandatory_event_in_interphase_recon)
{
    siege_state st = choosing(3, 0, 2, 3, SG_NAZISM, ST_TRAINING);
    st.phase = SG_PH_INTERPHASE;
    to_hand(&st, "N34");
    int n34 = idx("N34");
    st.cc_pool[SG_NAZISM] = 1;
    st.rank = 0;
    st.actor = st.order[0];
    st.cc_pool[st.actor] = 1;
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    ck_assert(wm__siege_frame_consistent(&st));
    wm__siege_apply(&st, (wm_move)M_AREA); /* the last training CC: the Interphase goes on */
    ck_assert_int_eq(st.card_loc[n34], SG_LOC_REMOVED);
    ck_assert(st.card_flags[n34] & SG_CF_PERFORMED);
    ck_assert_int_ge(st.turn, 3); /* then the turn ended */
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    /* with external dice the coup's die is a chance decision of that step */
    siege_state ex = choosing(3, WM_OPT_EXTERNAL_DICE, 2, 3, SG_NAZISM, ST_TRAINING);
    ex.phase = SG_PH_INTERPHASE;
    to_hand(&ex, "N34");
    ex.rank = 0;
    ex.actor = ex.order[0];
    ex.cc_pool[ex.actor] = 1;
    wm__siege_apply(&ex, (wm_move)M_AREA);
    ck_assert_int_eq(ex.stage, ST_DIE);
    ck_assert_int_eq(ex.next, ST_MAND_ROLLED);
    ck_assert_int_eq(ex.card_loc[n34], SG_LOC_REMOVED);
    ck_assert(wm__siege_frame_consistent(&ex));
    int before = ex.regime[SG_BALTIC_STATES];
    wm__siege_apply(&ex, (wm_move)(M_DIE + 5)); /* a 6: + 2, a success */
    ck_assert_int_ne(ex.regime[SG_BALTIC_STATES], before);
    ck_assert_int_eq(wm__siege_check(&ex), WM_OK);
}
END_TEST


/* Drives the decision layer from a Political Action test of `ideo`'s
 * chosen card with external dice: no exploitation, the die `die`, then
 * the first legal choice of each resolution step, until another decision
 * is asked. */
static void perform_with_die(siege_state *st, int die)
{
    ck_assert_int_eq(st->stage, ST_EXPLOIT);
    wm__siege_apply(st, (wm_move)M_NO);
    ck_assert_int_eq(st->stage, ST_DIE);
    wm__siege_apply(st, (wm_move)(M_DIE + die - 1));
    wm_move buf[M_ACTIONS];
    while (st->stage == ST_JOB) {
        ck_assert_int_gt((int)legal_of(st, buf), 0);
        wm__siege_apply(st, buf[0]);
    }
    ck_assert_int_eq(wm__siege_check(st), WM_OK);
}

/* ================================================================== */
/* The second rules review (issue 18)                                    */
/* ================================================================== */

/* A Political Action of Nazism chosen and revealed in round 1 of `turn`,
 * its test about to start (ST_EXPLOIT), with external dice. */
static siege_state pa_chosen(int seats, uint32_t flags, int turn, const char *code)
{
    siege_state st = choosing(seats, flags | WM_OPT_EXTERNAL_DICE, turn, 1, SG_NAZISM, ST_EXPLOIT);
    int c = idx(code);
    to_hand(&st, code);
    st.card_loc[c] = SG_LOC_PLAYED;
    st.chosen_pa[SG_NAZISM] = (uint8_t)c;
    st.prestige[SG_NAZISM] = 2;
    ck_assert(wm__siege_conditions_met(&st, SG_NAZISM, c));
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    ck_assert(wm__siege_frame_consistent(&st));
    return st;
}

/* §3.3.15: "When a successfully performed Political Action determines a
 * war declaration, players must perform the war escalation procedure ...
 * If the requirements are met, the Total War breaks out."  War! Markers
 * left on three Powers by earlier wars do not end the game in turn 7 when
 * a treaty card (N14, the example's Italy-Germany Alliance) succeeds; the
 * same markers plus a war declared by N35 (the §3.3.15 example) do. */
START_TEST(s3_3_15_total_war_only_after_a_war_declaration)
{
    int n14 = idx("N14"), n35 = idx("N35");
    ck_assert(!wm__siege_declares_war(n14));
    ck_assert(wm__siege_declares_war(n35));
    ck_assert(!wm__siege_declares_war(idx("N12"))); /* fought as a civil war */
    ck_assert(!wm__siege_declares_war(idx("C19")));
    siege_state st = pa_chosen(3, WM_SIEGE_ADVANCED, 7, "N14");
    st.at_war = (uint8_t)((1u << SG_P_FRANCE) | (1u << SG_P_ITALY) | (1u << SG_P_GB));
    ck_assert(wm__siege_total_war(&st)); /* turn 7 needs 3: the count alone is met */
    perform_with_die(&st, 6);
    ck_assert(st.card_flags[n14] & SG_CF_PERFORMED);
    ck_assert(st.ally[SG_P_ITALY] & SG_AREA_BIT(SG_GERMANY));
    ck_assert_int_eq(st.tw, 0);
    ck_assert_int_ne(st.phase, SG_PH_OVER);
    ck_assert_int_eq(st.at_war, (1u << SG_P_FRANCE) | (1u << SG_P_ITALY) | (1u << SG_P_GB));

    /* the other side of the edge: the §3.3.15 example's declaration */
    siege_state ex = pa_chosen(3, WM_SIEGE_ADVANCED, 7, "N35");
    example_treaties(&ex);
    perform_with_die(&ex, 6);
    ck_assert(ex.card_flags[n35] & SG_CF_PERFORMED);
    ck_assert_int_eq(wm__siege_powers_at_war(&ex), 5);
    ck_assert_int_eq(ex.tw, 1);
    /* and in turn 4 the same declaration sets off nothing ("only from
     * Game Turn 5 onwards") */
    siege_state t4 = pa_chosen(3, WM_SIEGE_ADVANCED, 7, "N35");
    t4.turn = 4;
    example_treaties(&t4);
    perform_with_die(&t4, 6);
    ck_assert_int_eq(wm__siege_powers_at_war(&t4), 5);
    ck_assert_int_eq(t4.tw, 0);
}
END_TEST

/* §3.5 with 2 seats: "if Communism tallied the highest VP Score, the game
 * ends with a draw"; in Advanced the Communism Control Turns decide.  An
 * Automatic Victory of Communism (§3.4.3) is Communism on top too: never
 * a loss for both seats. */
START_TEST(s3_5_two_seat_communism_automatic_victory)
{
    int32_t res[3];
    siege_state st = fresh(2, 0);
    st.vp_marker[SG_COMMUNISM] = 41;
    wm__siege_finish(&st, SG_END_AUTOMATIC, SG_COMMUNISM);
    ck_assert_int_eq(st.winner, SG_NOBODY);
    wm__siege_ops.outcome(&st, res);
    ck_assert_int_eq(res[0], WM_DRAW);
    ck_assert_int_eq(res[1], WM_DRAW);
    char text[WM_VIEW_TEXT_MAX];
    wm__siege_ops.end_reason(&st, text, sizeof text);
    ck_assert_str_eq(text, "Automatic Victory of Communism with two seats (§3.4.3, §3.5): a draw");
    /* Advanced: the seat that controlled Communism two turns more wins */
    siege_state adv = fresh(2, WM_SIEGE_ADVANCED);
    adv.vp_marker[SG_COMMUNISM] = 42;
    adv.comm_turns[SG_NAZISM] = 1;
    adv.comm_turns[SG_DEMOCRACY] = 3;
    wm__siege_finish(&adv, SG_END_AUTOMATIC, SG_COMMUNISM);
    ck_assert_int_eq(adv.winner, SG_DEMOCRACY);
    wm__siege_ops.outcome(&adv, res);
    ck_assert_int_eq(res[SG_NAZISM], WM_LOSS);
    ck_assert_int_eq(res[SG_DEMOCRACY], WM_WIN);
    wm__siege_ops.end_reason(&adv, text, sizeof text);
    ck_assert_str_eq(text, "Automatic Victory of Communism with two seats (§3.4.3, §3.5): Democracy wins");
    adv.comm_turns[SG_NAZISM] = 2; /* a difference of 1: a draw */
    wm__siege_finish(&adv, SG_END_AUTOMATIC, SG_COMMUNISM);
    ck_assert_int_eq(adv.winner, SG_NOBODY);
    /* three seats: Communism is a seat and wins */
    siege_state three = fresh(3, 0);
    three.vp_marker[SG_COMMUNISM] = 40;
    wm__siege_finish(&three, SG_END_AUTOMATIC, SG_COMMUNISM);
    ck_assert_int_eq(three.winner, SG_COMMUNISM);
    /* two seats, an Automatic Victory of a seat's Ideology stands */
    siege_state nz = fresh(2, 0);
    nz.vp_marker[SG_NAZISM] = 40;
    wm__siege_finish(&nz, SG_END_AUTOMATIC, SG_NAZISM);
    ck_assert_int_eq(nz.winner, SG_NAZISM);
}
END_TEST

/* §3.3.2 (Advanced): "Players must announce they are going to exploit the
 * Prestige Level before starting to perform Game Actions"; a declared
 * coup is "always mandatory", so it is the first Game Action, and the +1
 * PP is offered beside it - not once the attempt has been made. */
START_TEST(s3_3_2_exploit_pp_before_a_declared_coup)
{
    siege_state st = choosing(3, WM_SIEGE_ADVANCED, 2, 1, SG_DEMOCRACY, ST_IMPULSE);
    st.cc_map[SG_DEMOCRACY][SG_CC_BENELUX] = 1;
    st.pp[SG_DEMOCRACY] = 3;
    st.prestige[SG_DEMOCRACY] = 2;
    st.acted = 0;
    st.exploits = 0;
    ck_assert_int_eq(wm__siege_declare_coup(&st, SG_DEMOCRACY, SG_CC_BENELUX), 0);
    ck_assert(legal_has(&st, (wm_move)M_EXPLOIT_PP));
    ck_assert(legal_has(&st, (wm_move)(M_ATTEMPT + SG_BELGIUM)));
    ck_assert(!legal_has(&st, (wm_move)M_PASS)); /* "declared Coups are always mandatory" */
    wm__siege_apply(&st, (wm_move)M_EXPLOIT_PP);
    ck_assert_int_eq(st.stage, ST_IMPULSE);
    ck_assert_int_eq(st.actor, SG_DEMOCRACY);
    ck_assert_int_eq(st.pp[SG_DEMOCRACY], 4);
    ck_assert_int_eq(st.prestige[SG_DEMOCRACY], 1);
    ck_assert(!legal_has(&st, (wm_move)M_EXPLOIT_PP)); /* "only once per Game Impulse" */
    ck_assert(legal_has(&st, (wm_move)(M_ATTEMPT + SG_BELGIUM)));
    /* Short Play Mode: no exchange at all */
    siege_state sh = choosing(3, 0, 2, 1, SG_DEMOCRACY, ST_IMPULSE);
    sh.cc_map[SG_DEMOCRACY][SG_CC_BENELUX] = 1;
    sh.pp[SG_DEMOCRACY] = 3;
    sh.prestige[SG_DEMOCRACY] = 2;
    ck_assert_int_eq(wm__siege_declare_coup(&sh, SG_DEMOCRACY, SG_CC_BENELUX), 0);
    ck_assert(!legal_has(&sh, (wm_move)M_EXPLOIT_PP));
    /* after a Game Action of the impulse it is too late */
    siege_state late = st;
    late.exploits = 0;
    late.acted = (uint8_t)(1u << SG_DEMOCRACY);
    ck_assert(!legal_has(&late, (wm_move)M_EXPLOIT_PP));
}
END_TEST

/* §3.3.9: "no Coup Attempt can be performed if a Civil War is currently
 * being fought in the target Minor Nation" - an Event's coup (N21
 * Dollfuss, D30's free coup) no more than a Game Action's. */
START_TEST(s3_3_9_event_coup_not_in_civil_war)
{
    siege_state st = fresh(3, 0);
    st.civil[SG_AUSTRIA] = 1;
    int before = st.regime[SG_AUSTRIA];
    const sg_card *n21 = &wm__siege_cards[idx("N21")];
    ck_assert(wm__siege_conditions_met(&st, SG_NAZISM, idx("N21")));
    const uint8_t six[] = {6};
    ck_assert_int_eq(wm__siege_run(&st, SG_NAZISM, n21->ops, n21->nops, n21->ncond, six, 1), 0); /* no die */
    ck_assert_int_eq(st.regime[SG_AUSTRIA], before);
    ck_assert_int_eq(st.civil[SG_AUSTRIA], 1);
    ck_assert_int_eq(wm__siege_event_coup(&st, SG_NAZISM, SG_AUSTRIA, 2, 6, NULL, 0, NULL), -1);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    /* D30 chosen on a nation at Civil War: no coup; elsewhere it goes on */
    const sg_card *d30 = &wm__siege_cards[idx("D30")];
    st.civil[SG_TURKEY] = 1;
    int turkey = st.regime[SG_TURKEY];
    const uint8_t t[] = {SG_TURKEY, 6};
    /* not designated at all (issue 32: the choice is among the nations a coup may target) */
    ck_assert_int_eq(wm__siege_run(&st, SG_DEMOCRACY, d30->ops, d30->nops, 0, t, 2), -1);
    ck_assert(!(wm__siege_coup_minors(&st) & (1u << SG_TURKEY)));
    ck_assert_int_eq(st.regime[SG_TURKEY], turkey);
    st.civil[SG_TURKEY] = 0;
    ck_assert_int_eq(wm__siege_run(&st, SG_DEMOCRACY, d30->ops, d30->nops, 0, t, 2), 2);
    ck_assert_int_eq(st.regime[SG_TURKEY], SG_R_DEMOCRACY);
    /* without the Civil War, N21 succeeds on the 6 (+2) */
    siege_state ok = fresh(3, 0);
    ck_assert_int_eq(wm__siege_run(&ok, SG_NAZISM, n21->ops, n21->nops, n21->ncond, six, 1), 1);
    ck_assert_int_ne(ok.regime[SG_AUSTRIA], before);
}
END_TEST

/* §1.8.2: "Event Cards can have conditions for play, that dictate when the
 * Event Card can be played exactly" - unlike a Political Action's (§3.3.1
 * Important Note).  N12 Spanish Civil War needs C12 in play: it is not
 * offered without it, neither as the round's Event nor in lieu of a
 * Political Action; with C12 in play it is. */
START_TEST(s1_8_2_event_conditions_dictate_play)
{
    int n12 = idx("N12"), n1 = idx("N1"), c12 = idx("C12");
    siege_state st = choosing(3, 0, 4, 2, SG_NAZISM, ST_CHOOSE_EV);
    to_hand(&st, "N12");
    to_hand(&st, "N1");
    ck_assert(!wm__siege_conditions_met(&st, SG_NAZISM, n12));
    ck_assert(legal_has(&st, (wm_move)M_PASS) && legal_has(&st, cm(n1)));
    ck_assert(!legal_has(&st, cm(n12)));
    /* in lieu of a Political Action (no PA in hand) */
    siege_state pa = st;
    pa.stage = ST_CHOOSE_PA;
    ck_assert(legal_has(&pa, cm(n1)));
    ck_assert(!legal_has(&pa, cm(n12)));
    /* C12 in play: N12 may be played */
    to_hand(&st, "C12");
    st.card_loc[c12] = SG_LOC_ACTIVE;
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    ck_assert(wm__siege_conditions_met(&st, SG_NAZISM, n12));
    ck_assert(legal_has(&st, cm(n12)));
    pa = st;
    pa.stage = ST_CHOOSE_PA;
    ck_assert(legal_has(&pa, cm(n12)));
}
END_TEST

/* The set-up against §3.4.2's example ("at the end of Game Turn 1, Nazism
 * controls 6 Raw Materials, 5 Factories and 2 Oils"; "Germany, at Rearming
 * Level 1, displays 6 Raw Materials plus 4 Factories") and §4.0, where
 * Nazism claims Portugal's Raw Material and Sweden's Factory in turn 1:
 * Nazism starts with 5 Raw Materials and 4 Factories, one Raw Material
 * short of Germany's first MR - so a Nazism that claims no Raw Material
 * builds nothing (the second review's finding; doc/rules-siege.md, O27). */
START_TEST(s2_0_nazism_start_resources_ex4_0)
{
    siege_state st = fresh(2, WM_SIEGE_ADVANCED);
    uint8_t pool[3];
    wm__siege_pool(&st, SG_NAZISM, pool);
    ck_assert_int_eq(pool[SG_RM], 5);
    ck_assert_int_eq(pool[SG_FACTORY], 4);
    ck_assert_int_eq(wm__siege_power_production(&st, SG_P_GERMANY), 0);
    for (int b = 0; b < SG_NRBOXES; b++)
        if (wm__siege_rboxes[b].area == SG_PORTUGAL && wm__siege_rboxes[b].type == SG_RM)
            st.rbox[b] = SG_NAZISM + 1;
    wm__siege_pool(&st, SG_NAZISM, pool);
    ck_assert_int_eq(pool[SG_RM], 6);
    ck_assert_int_eq(wm__siege_power_production(&st, SG_P_GERMANY), 1);
}
END_TEST

static siege_state d7_played(int reserves_full)
{
    siege_state st = choosing(3, WM_SIEGE_ADVANCED | WM_OPT_EXTERNAL_DICE, 2, 1, SG_DEMOCRACY, ST_EXPLOIT);
    int d7 = idx("D7");
    to_hand(&st, "D7");
    st.card_loc[d7] = SG_LOC_PLAYED;
    st.chosen_pa[SG_DEMOCRACY] = (uint8_t)d7;
    st.civil[SG_AUSTRIA] = 1; /* D7: "a Civil War" to send MR to */
    if (reserves_full) {
        to_hand(&st, "D4");
        to_hand(&st, "D8");
        st.card_loc[idx("D4")] = SG_LOC_RESERVE;
        st.card_loc[idx("D8")] = SG_LOC_RESERVE;
    }
    ck_assert(wm__siege_conditions_met(&st, SG_DEMOCRACY, d7));
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    ck_assert(wm__siege_frame_consistent(&st));
    return st;
}

/* E2 (§3.3.1 Multiple Play disposal vs ex. 4.0): a performed MULTIPLE PLAY
 * card is never removed; its owner keeps it in an empty Reserve (as ex.
 * 4.0 does with D7) or discards it (as with C3); with full Reserves it is
 * discarded without asking. */
START_TEST(e2_s3_3_1_multiple_play_kept_or_discarded)
{
    int d7 = idx("D7");
    ck_assert(wm__siege_cards[d7].flags & SG_F_MULTIPLE);
    for (int keep = 0; keep < 2; keep++) {
        siege_state st = d7_played(0);
        perform_with_die(&st, 6); /* 6 + 1 (Prestige 5 is no sector) >= 5 */
        ck_assert(st.card_flags[d7] & SG_CF_PERFORMED);
        ck_assert_int_eq(st.stage, ST_KEEP);
        ck_assert_int_eq(st.actor, SG_DEMOCRACY);
        wm_move buf[M_ACTIONS];
        ck_assert_int_eq((int)legal_of(&st, buf), 2);
        ck_assert_uint_eq(buf[0], (wm_move)M_YES);
        ck_assert_uint_eq(buf[1], (wm_move)M_NO);
        int pp = st.pp[SG_DEMOCRACY];
        wm__siege_apply(&st, keep ? (wm_move)M_YES : (wm_move)M_NO);
        ck_assert_int_eq(st.card_loc[d7], keep ? SG_LOC_RESERVE : SG_LOC_DISCARD);
        ck_assert_int_eq(st.pp[SG_DEMOCRACY], pp + wm__siege_cards[d7].pp); /* its PP either way */
        ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    }
    siege_state full = d7_played(1);
    perform_with_die(&full, 6);
    ck_assert_int_ne(full.stage, ST_KEEP);
    ck_assert_int_eq(full.card_loc[d7], SG_LOC_DISCARD);
    /* failed: kept or discarded the same way, never removed */
    siege_state failed = d7_played(0);
    perform_with_die(&failed, 1);
    ck_assert_int_eq(failed.stage, ST_REROLL);
    wm__siege_apply(&failed, (wm_move)M_NO); /* no re-roll */
    ck_assert_int_eq(failed.stage, ST_KEEP);
    wm__siege_apply(&failed, (wm_move)M_NO);
    ck_assert_int_eq(failed.card_loc[d7], SG_LOC_DISCARD);
}
END_TEST


/* A game handle holding an arranged state (the views and the log are the
 * public API's). */
static wm_game *game_of(const siege_state *st)
{
    wm_options o;
    wm_options_init(&o);
    o.seats = st->seats;
    o.flags = st->flags;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &g), WM_OK);
    memcpy(g->state, st, sizeof *st);
    ck_assert_int_eq(wm_check(g), WM_OK);
    return g;
}

static int log_has(const wm_log *lg, const char *text)
{
    for (size_t k = 0; k < wm_log_count(lg); k++)
        if (strstr(wm_log_text(lg, k), text))
            return 1;
    return 0;
}

static int count_str(const char *hay, const char *needle);
static const char *view_of(wm_game *g, int viewer);

/* ex. 4.0 / N1 Gestapo: "Nazi player inspects the hand of his opponent
 * (Democracy)": while N1 is resolved (its CC still to be placed) the
 * Nazism seat's view lists Democracy's hand, no other seat's does, and the
 * log gives the cards to Nazism's seat alone. */
START_TEST(ex4_0_n1_inspection_seen_by_nazism)
{
    siege_state st = choosing(3, 0, 1, 1, SG_COMMUNISM, ST_CHOOSE_EV);
    int n1 = idx("N1"), d4 = idx("D4");
    to_hand(&st, "N1");
    to_hand(&st, "D4");
    to_hand(&st, "D7");
    st.card_loc[n1] = SG_LOC_PLAYED;
    st.chosen_ev[SG_NAZISM][0] = (uint8_t)n1;
    st.card_loc[d4] = SG_LOC_PLAYED;
    st.chosen_pa[SG_DEMOCRACY] = (uint8_t)d4;
    ck_assert(wm__siege_frame_consistent(&st));
    wm_game *start = game_of(&st), *g = NULL;
    wm_log *seen[3] = {NULL, NULL, NULL};
    for (int v = 0; v < 3; v++) {
        wm_game *c = NULL;
        ck_assert_int_eq(wm_clone(start, &c), WM_OK);
        ck_assert_int_eq(wm__log_capture_begin(c, v, &seen[v]), WM_OK);
        ck_assert_int_eq(wm_apply(c, (wm_move)M_PASS), WM_OK); /* Communism: no Event; reveal; N1 */
        ck_assert_int_eq(wm__log_capture_end(), WM_OK);
        if (v == 0)
            g = c;
        else
            wm_free(c);
    }
    wm_free(start);
    const siege_state *now = (const siege_state *)(const void *)g->state;
    ck_assert_int_eq(now->stage, ST_JOB); /* the CC's area is asked */
    ck_assert_int_eq(now->job_a, n1);
    ck_assert_int_eq(count_str(view_of(g, 0), "\"hand\":"), 2); /* its own and Democracy's */
    ck_assert_int_eq(count_str(view_of(g, 0), "\"D7\""), 2); /* in the hand and the "cards" table */
    ck_assert_int_eq(count_str(view_of(g, 0), "\"D7\":{\"name\":\"Fight for Freedom\""), 1);
    ck_assert_int_eq(count_str(view_of(g, 1), "\"hand\":"), 1);
    ck_assert_int_eq(count_str(view_of(g, 2), "\"hand\":"), 1);
    ck_assert_int_eq(count_str(view_of(g, 2), "\"D7\""), 0);
    ck_assert(log_has(seen[0], "Nazism inspects Democracy's hand (N1): D7"));
    ck_assert(log_has(seen[2], "Nazism inspects Democracy's hand (N1)"));
    ck_assert(!log_has(seen[2], "D7"));
    ck_assert(!log_has(seen[1], "(N1): D7"));
    /* the CC placed, the inspection is over */
    ck_assert_int_eq(wm_apply(g, (wm_move)M_CHOICE + SG_CC_EAST_EUROPE), WM_OK);
    ck_assert_int_eq(count_str(view_of(g, 0), "\"hand\":"), 1);
    for (int v = 0; v < 3; v++)
        wm_log_free(seen[v]);
    wm_free(g);
}
END_TEST


/* §1.3, §1.8.2 (Map Cards, reconstructed boxes): D16 and D20 "introduce
 * additional Resource Exploitation Boxes for Great Britain and France":
 * once the card is on the map its box is claimed by the Ideology holding
 * the Power (1 PP, a token) and adds to that Ideology's Resource Track;
 * before that it does not exist. */
START_TEST(s1_3_map_cards_add_resource_boxes_recon)
{
    siege_state st = choosing(3, 0, 6, 1, SG_DEMOCRACY, ST_IMPULSE);
    int d16 = idx("D16"), d20 = idx("D20");
    st.pp[SG_DEMOCRACY] = 3;
    st.pp[SG_NAZISM] = 3;
    ck_assert(!legal_has(&st, (wm_move)M_CLAIM_MAP));
    ck_assert_int_eq(wm__siege_claim_map(&st, SG_DEMOCRACY, 0), -1); /* D16 not on the map */
    uint8_t before[SG_NRESOURCES], after[SG_NRESOURCES];
    wm__siege_pool(&st, SG_DEMOCRACY, before);
    int tokens = wm__siege_tokens_used(&st, SG_DEMOCRACY);
    /* D16 played: an Active Card placed on the map (§1.8.2) */
    to_hand(&st, "D16");
    st.card_loc[d16] = SG_LOC_PLAYED;
    wm__siege_dispose_event(&st, d16);
    ck_assert_int_eq(st.card_loc[d16], SG_LOC_ACTIVE);
    ck_assert(wm__siege_map_box_open(&st, 0));
    ck_assert(!wm__siege_map_box_open(&st, 1));
    ck_assert(legal_has(&st, (wm_move)M_CLAIM_MAP));
    ck_assert(!legal_has(&st, (wm_move)(M_CLAIM_MAP + 1)));
    ck_assert(!wm__siege_can_claim_map(&st, SG_NAZISM, 0)); /* not Nazism's Power */
    wm__siege_apply(&st, (wm_move)M_CLAIM_MAP);
    ck_assert_int_eq(st.map_rbox[0], SG_DEMOCRACY + 1);
    ck_assert_int_eq(st.pp[SG_DEMOCRACY], 2);
    ck_assert_int_eq(wm__siege_tokens_used(&st, SG_DEMOCRACY), tokens + 1);
    wm__siege_pool(&st, SG_DEMOCRACY, after);
    ck_assert_int_eq(after[wm__siege_map_rboxes[0].type], before[wm__siege_map_rboxes[0].type] + 1);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    ck_assert(!wm__siege_can_claim_map(&st, SG_DEMOCRACY, 0)); /* taken */
    /* D20 for France */
    to_hand(&st, "D20");
    st.card_loc[d20] = SG_LOC_ACTIVE;
    ck_assert(wm__siege_can_claim_map(&st, SG_DEMOCRACY, 1));
    ck_assert_int_eq(wm__siege_claim_map(&st, SG_DEMOCRACY, 1), 0);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    /* a box with no card on the map is a corrupt state */
    siege_state bad = st;
    bad.card_loc[d20] = SG_LOC_DISCARD;
    ck_assert_int_eq(wm__siege_check(&bad), WM_ECORRUPT);
    /* the view lists the boxes on the map */
    wm_game *g = game_of(&st);
    ck_assert_int_eq(count_str(view_of(g, WM_SPECTATOR), "\"map_claims\":{\"D16\":1,\"D20\":1}"), 1);
    char name[WM_MOVE_NAME_MAX];
    size_t len;
    ck_assert_int_eq(wm_move_name(g, (wm_move)M_CLAIM_MAP + 1, name, sizeof name, &len), WM_OK);
    ck_assert_str_eq(name, "claim map D20");
    wm_free(g);
}
END_TEST


/* §3.3.2 (2 seats): Communism's PP are spent only "on things that directly
 * affect the Communism Ideology": MR to Wars and Civil Wars "that have
 * beneficial consequences for Communism" (decision O16): a Civil War's
 * Rebels, its Government only while the nation counts for Communism; a
 * War Card's side with a Communist Power or whose War end effects are
 * worth more to Communism.  With 3 seats Communism commits freely. */
START_TEST(s3_3_2_two_seat_communism_beneficial_commitments)
{
    siege_state st = choosing(2, WM_SIEGE_ADVANCED, 3, 1, SG_COMMUNISM, ST_IMPULSE);
    st.comm_turns[0] = 2; /* Nazism controlled Communism in turns 1 and 3, Democracy in 2 */
    st.comm_turns[1] = 1;
    st.pp[SG_COMMUNISM] = 5;
    st.civil[SG_POLAND] = 1;
    st.regime[SG_POLAND] = SG_R_NAZISM; /* in Nazism's Control Area */
    ck_assert(wm__siege_loc(&st, SG_COMMUNISM, SG_POLAND));
    ck_assert(wm__siege_can_commit_civil(&st, SG_COMMUNISM, SG_POLAND, 1));  /* Rebels */
    ck_assert(!wm__siege_can_commit_civil(&st, SG_COMMUNISM, SG_POLAND, 0)); /* Government */
    ck_assert(legal_has(&st, (wm_move)(M_COMMIT_CW + SG_POLAND * 2 + 1)));
    ck_assert(!legal_has(&st, (wm_move)(M_COMMIT_CW + SG_POLAND * 2)));
    ck_assert_int_eq(wm__siege_commit_civil(&st, SG_COMMUNISM, SG_POLAND, 0), -1);
    /* Nazism's own MR: no such limit */
    st.pp[SG_NAZISM] = 5;
    ck_assert(wm__siege_can_commit_civil(&st, SG_NAZISM, SG_POLAND, 0) ==
              wm__siege_can_commit_civil(&st, SG_NAZISM, SG_POLAND, 1));
    /* Poland in Communism's Control Area: its Government is worth defending */
    st.regime[SG_POLAND] = SG_R_COMMUNISM;
    ck_assert(wm__siege_can_commit_civil(&st, SG_COMMUNISM, SG_POLAND, 0));
    /* 3 seats: Communism commits to either side */
    siege_state three = choosing(3, WM_SIEGE_ADVANCED, 3, 1, SG_COMMUNISM, ST_IMPULSE);
    three.pp[SG_COMMUNISM] = 5;
    three.civil[SG_POLAND] = 1;
    three.regime[SG_POLAND] = SG_R_NAZISM;
    ck_assert(wm__siege_can_commit_civil(&three, SG_COMMUNISM, SG_POLAND, 0));
    /* War Cards, judged from their War end effects (N12: Republicans A win
     * 15 VP to Communism; Nationalists B put Spain in Nazism's Control
     * Area) and factions (C25: USSR is faction A) */
    int n12 = war_of("N12"), c25 = war_of("C25");
    ck_assert(wm__siege_good_for_communism(&st, 0, n12, 0));
    ck_assert(!wm__siege_good_for_communism(&st, 0, n12, 1));
    ck_assert(wm__siege_good_for_communism(&st, 0, c25, 0));
    ck_assert(!wm__siege_good_for_communism(&st, 0, c25, 1));
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST


/* §3.3.2 / §3.3.14, 2 seats (decision O20): the controller declares the
 * sign of Communism's CCs over a Coup Marker for Communism's benefit: +
 * when Communism would win the Coup (most CCs; a tie goes to the marker's
 * owner), - when a success would move the nation towards an enemy.  The
 * owner's own sign and the 3-seat game stay free. */
START_TEST(s3_3_14_two_seat_communism_coup_sign)
{
    siege_state st = choosing(2, 0, 1, 1, SG_NAZISM, ST_SIGN); /* Nazism's Coup Marker */
    st.coup_target[SG_NAZISM] = (uint8_t)SG_POLAND;
    st.coup_cc[SG_NAZISM][SG_NAZISM] = 2;
    st.coup_cc[SG_NAZISM][SG_COMMUNISM] = 1;
    st.actor = SG_COMMUNISM;
    ck_assert(legal_has(&st, M_MINUS));
    ck_assert(!legal_has(&st, M_PLUS)); /* success would move Poland towards Nazism */
    st.coup_cc[SG_NAZISM][SG_COMMUNISM] = 2; /* a tie: the marker's owner wins */
    ck_assert(legal_has(&st, M_MINUS));
    ck_assert(!legal_has(&st, M_PLUS));
    st.coup_cc[SG_NAZISM][SG_COMMUNISM] = 3; /* Communism would win the Coup */
    ck_assert(legal_has(&st, M_PLUS));
    ck_assert(!legal_has(&st, M_MINUS));
    st.actor = SG_NAZISM; /* the owner's own CCs: its choice */
    ck_assert(legal_has(&st, M_PLUS) && legal_has(&st, M_MINUS));
    siege_state three = choosing(3, 0, 1, 1, SG_NAZISM, ST_SIGN);
    three.coup_target[SG_NAZISM] = (uint8_t)SG_POLAND;
    three.coup_cc[SG_NAZISM][SG_NAZISM] = 2;
    three.coup_cc[SG_NAZISM][SG_COMMUNISM] = 1;
    three.actor = SG_COMMUNISM; /* 3 seats: Communism's own player decides */
    ck_assert(legal_has(&three, M_PLUS) && legal_has(&three, M_MINUS));
}
END_TEST

static siege_state c23_played(int democracy_prestige)
{
    siege_state st = choosing(3, WM_OPT_EXTERNAL_DICE, 1, 1, SG_COMMUNISM, ST_EXPLOIT);
    int c23 = idx("C23");
    to_hand(&st, "C23");
    st.card_loc[c23] = SG_LOC_PLAYED;
    st.chosen_pa[SG_COMMUNISM] = (uint8_t)c23;
    st.prestige[SG_DEMOCRACY] = (uint8_t)democracy_prestige;
    ck_assert(wm__siege_frame_consistent(&st));
    return st;
}

/* §3.3.4 Reactions (C23; its effects reconstructed): "effects of
 * Communism Political Action C23 can be nullified by Democracy player by
 * paying a 1 Prestige Level loss": once C23 is performed, Democracy's seat
 * decides; yes costs it 1 Prestige and C23 does nothing more; no lets its
 * effects (+1 Prestige, 2 VP to Communism) apply; without Prestige to lose
 * Democracy is not asked. */
START_TEST(s3_3_4_c23_reaction_recon)
{
    int c23 = idx("C23");
    ck_assert(!(wm__siege_cards[c23].flags & SG_F_UNPUBLISHED));
    for (int nullify = 0; nullify < 2; nullify++) {
        siege_state st = c23_played(5);
        int cp = st.prestige[SG_COMMUNISM], cv = st.vp_token[SG_COMMUNISM];
        perform_with_die(&st, 6);
        ck_assert_int_eq(st.stage, ST_NULLIFY);
        ck_assert_int_eq(st.actor, SG_DEMOCRACY);
        ck_assert_int_eq(wm__siege_to_move(&st), SG_DEMOCRACY);
        ck_assert(wm__siege_frame_consistent(&st));
        wm_move buf[M_ACTIONS];
        ck_assert_int_eq((int)legal_of(&st, buf), 2);
        wm__siege_apply(&st, nullify ? (wm_move)M_YES : (wm_move)M_NO);
        ck_assert_int_eq(st.prestige[SG_DEMOCRACY], nullify ? 4 : 5);
        ck_assert_int_eq(st.prestige[SG_COMMUNISM], nullify ? cp : cp + 1);
        ck_assert_int_eq(st.vp_token[SG_COMMUNISM], nullify ? cv : cv + 2);
        ck_assert(st.card_flags[c23] & SG_CF_PERFORMED);
        ck_assert_int_ne(st.stage, ST_NULLIFY);
        ck_assert_int_eq(wm__siege_check(&st), WM_OK);
    }
    siege_state poor = c23_played(0);
    int cp = poor.prestige[SG_COMMUNISM];
    perform_with_die(&poor, 6);
    ck_assert_int_ne(poor.stage, ST_NULLIFY);
    ck_assert_int_eq(poor.prestige[SG_COMMUNISM], cp + 1);
}
END_TEST

/* ================================================================== */
/* Views through the public API                                        */
/* ================================================================== */

static int count_str(const char *hay, const char *needle)
{
    int n = 0;
    for (const char *p = strstr(hay, needle); p; p = strstr(p + 1, needle))
        n++;
    return n;
}

static char view_buf[1 << 17];

static const char *view_of(wm_game *g, int viewer)
{
    size_t len = 0;
    ck_assert_int_eq(wm_to_json(g, viewer, view_buf, sizeof view_buf, &len), WM_OK);
    return view_buf;
}

/* Methods 14-15 (doc/siege-content.md): the view's "cards" table gives
 * what a person reads on each card it names - name, type, PP, Difficulty,
 * the RECONSTRUCTED text marked "reconstructed" - for the viewer's own
 * hand, never a card of a hand it does not see; under
 * WM_SIEGE_PUBLISHED_ONLY a reconstructed card plays for its PP only and
 * shows no text ("unpublished"). */
START_TEST(view_cards_table_texts_marked_recon)
{
    for (int pub = 0; pub < 2; pub++) {
        wm_game *g = NULL;
        int mine = -1, theirs = -1; /* a reconstructed card in Nazism's hand, one in Democracy's */
        for (uint64_t seed = 1; seed < 50 && (mine < 0 || theirs < 0); seed++) {
            wm_free(g);
            wm_options o;
            wm_options_init(&o);
            o.seed = seed;
            o.flags = pub ? WM_SIEGE_PUBLISHED_ONLY : 0;
            ck_assert_int_eq(wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &g), WM_OK); /* the hands dealt (§3.2.2) */
            const siege_state *st = (const siege_state *)(const void *)g->state;
            mine = theirs = -1;
            for (int c = 0; c < SG_CARDS; c++)
                if (st->card_loc[c] == SG_LOC_HAND && (wm__siege_cards[c].flags & SG_F_RECONSTRUCTED)) {
                    if (wm__siege_cards[c].deck == SG_NAZISM && mine < 0)
                        mine = c;
                    if (wm__siege_cards[c].deck == SG_DEMOCRACY && theirs < 0)
                        theirs = c;
                }
        }
        ck_assert(mine >= 0 && theirs >= 0);
        const sg_card *m = &wm__siege_cards[mine], *t = &wm__siege_cards[theirs];
        const char *v = view_of(g, SG_NAZISM);
        char want[512], code[16];
        snprintf(want, sizeof want, "\"%s\":{\"name\":\"%s\",\"type\":\"action\",\"pp\":%d,\"difficulty\":%d,"
                 "\"text\":%s%s%s,\"source\":\"%s\"}", m->code, m->name, m->pp, m->difficulty, pub ? "" : "\"",
                 pub ? "null" : m->text, pub ? "" : "\"", pub ? "unpublished" : "reconstructed");
        ck_assert_msg(strstr(v, want) != NULL, "%s not in %s", want, v);
        snprintf(code, sizeof code, "\"%s\":{", t->code);
        ck_assert_ptr_null(strstr(v, code)); /* Democracy's hand is hidden from Nazism */
        ck_assert_ptr_null(strstr(v, t->name));
        v = view_of(g, SG_DEMOCRACY);
        ck_assert_ptr_nonnull(strstr(v, code));
        if (!pub)
            ck_assert_ptr_nonnull(strstr(v, t->text));
        snprintf(code, sizeof code, "\"%s\":{", m->code);
        ck_assert_ptr_null(strstr(v, code));
        wm_free(g);
    }
}
END_TEST

/* The view names whose decision it is (issue 20): in the 2-seat game the
 * seat controlling Communism decides for it, and "deciding" then says
 * Communism, not the seat's own Ideology; no member for chance. */
START_TEST(view_names_the_deciding_ideology)
{
    wm_options o;
    wm_options_init(&o);
    o.seats = 2;
    o.flags = WM_SIEGE_ADVANCED | WM_OPT_EXTERNAL_DICE;
    o.seed = 3;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &g), WM_OK);
    tu_rng r;
    tu_rng_seed(&r, 11);
    int communism = 0, own = 0, chance = 0;
    for (int i = 0; i < 400 && !wm_is_over(g); i++) {
        int who = wm_to_move(g);
        const char *v = view_of(g, WM_SPECTATOR);
        if (who == WM_CHANCE) {
            ck_assert_ptr_null(strstr(v, "\"deciding\""));
            chance++;
        } else if (strstr(v, "\"deciding\":\"Communism\"")) {
            ck_assert(strstr(v, who == 0 ? "\"communism_controller\":\"Nazism\"" : "\"communism_controller\":\"Democracy\"") != NULL);
            communism++;
        } else {
            ck_assert(strstr(v, who == 0 ? "\"deciding\":\"Nazism\"" : "\"deciding\":\"Democracy\"") != NULL);
            own++;
        }
        (void)tu_random_move(g, &r);
    }
    ck_assert_int_gt(communism, 0);
    ck_assert_int_gt(own, 0);
    ck_assert_int_gt(chance, 0);
    wm_free(g);
}
END_TEST

/* Hands are seen only by the seat playing their Ideology; in the 2-seat
 * game Communism's by the seat controlling it (Nazism in turn 1, §2.0);
 * face-down choices stay hidden until revealed (§3.3.1). */
START_TEST(views_hide_hands_and_choices)
{
    wm_options o;
    wm_options_init(&o);
    o.seats = 2;
    o.flags = WM_SIEGE_ADVANCED;
    o.seed = 9;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &g), WM_OK);
    ck_assert_int_eq(wm_seat_count(g), 2);
    ck_assert_int_eq(count_str(view_of(g, WM_OMNISCIENT), "\"hand\":"), 3);
    ck_assert_int_eq(count_str(view_of(g, 0), "\"hand\":"), 2); /* Nazism and Communism */
    ck_assert_int_eq(count_str(view_of(g, 1), "\"hand\":"), 1); /* Democracy only */
    ck_assert_int_eq(count_str(view_of(g, WM_SPECTATOR), "\"hand\":"), 0);
    /* Play to the first secret choice and make it. */
    tu_rng r;
    tu_rng_seed(&r, 5);
    while (!wm_is_secret(g) || strstr(wm_prompt(g), "Reserve")) /* the card choice, not the Reserve (§3.2.2) */
        (void)tu_random_move(g, &r);
    int who = wm_to_move(g);
    (void)tu_random_move(g, &r);
    /* the chooser's view lists the card, the other's shows a count */
    const char *mine = view_of(g, who);
    ck_assert_int_ge(count_str(mine, "\"played\":[\""), 1);
    const char *theirs = view_of(g, 1 - who);
    ck_assert_int_eq(count_str(theirs, "\"played\":[\""), 0);
    ck_assert_int_ge(count_str(theirs, "\"played\":1"), 1);
    /* bots are refused: no Non-player rules */
    wm_game *b = NULL;
    o.bots = 1;
    ck_assert_int_eq(wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &b), WM_EINVAL);
    o.bots = 0;
    o.seats = 4;
    ck_assert_int_eq(wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &b), WM_EINVAL);
    o.seats = 3;
    o.flags = WM_SIEGE_PP_BONUS;
    ck_assert_int_eq(wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &b), WM_EINVAL);
    /* wm_bot_move plays a legal move */
    wm_move m;
    ck_assert_int_eq(wm_bot_move(g, &m), WM_OK);
    ck_assert(wm_is_legal(g, m));
    wm_free(g);
}
END_TEST

/* §3.0: the stage table (lib/siege/stages.c) has a row for every ST_*
 * stage with every entry set; a decision stage has a prompt and does not
 * advance by itself, an automatic step offers no move. */
START_TEST(s3_0_stage_table_complete)
{
    ck_assert(wm__siege_stages_complete());
    for (int s = 0; s < ST_COUNT; s++) {
        const sg_stage *r = &wm__siege_stages[s];
        if (r->advance != wm__siege_advance_stop)
            ck_assert_msg(r->legal == wm__siege_legal_none && r->prompt[0] == 0, "stage %d", s);
        if (r->legal != wm__siege_legal_none)
            ck_assert_msg(r->prompt[0] != 0 && r->frame != wm__siege_frame_never, "stage %d", s);
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* issue 38: rules that only the recorded games (check_corpus) guarded,  */
/* and the gaps a mutation run found                                    */
/* ------------------------------------------------------------------ */

/* Plays random moves of game g (seed) until its stage is `stage` with a
 * card among the legal moves; returns that card move, or 0. */
static wm_move play_to_card_choice(wm_game *g, int stage, uint64_t seed)
{
    tu_rng r;
    tu_rng_seed(&r, seed);
    for (int k = 0; k < 20000 && !wm_is_over(g); k++) {
        const siege_state *s = (const siege_state *)(const void *)g->state;
        if (s->stage == stage) {
            wm_move legal[256];
            size_t n = wm_legal_moves(g, legal, 256);
            for (size_t j = 0; j < n && j < 256; j++)
                if (legal[j] >= (wm_move)M_CARD && legal[j] < (wm_move)M_CARD + SG_CARDS)
                    return legal[j];
        }
        (void)tu_random_move(g, &r);
    }
    return 0;
}

/* §3.3.1 [1] "Each player secretly chooses ... an Event Card" and §3.2.2
 * the Reserve ("face down"): at those decisions wm_is_secret holds; the
 * chooser's log names the card, every other seat's says only that the seat
 * decided in secret. */
START_TEST(s3_3_1_s3_2_2_event_choice_and_reserve_are_secret)
{
    static const int stages[2] = {ST_CHOOSE_EV, ST_RESERVE};
    for (int si = 0; si < 2; si++) {
        int found = 0;
        for (uint64_t seed = 1; seed <= 40 && !found; seed++) {
            wm_game *g = tu_new(WM_DEMOCRACY_UNDER_SIEGE, 0, 0, seed);
            wm_move m = play_to_card_choice(g, stages[si], seed);
            if (!m) {
                wm_free(g);
                continue;
            }
            found = 1;
            ck_assert_msg(wm_is_secret(g), "stage %d: %s", stages[si], wm_prompt(g));
            int who = wm_to_move(g);
            size_t at = wm_history(g, NULL, 0);
            char name[WM_MOVE_NAME_MAX];
            ck_assert_int_eq(wm_move_name(g, m, name, sizeof name, NULL), WM_OK);
            const char *code = sg_cards()[m - M_CARD].code;
            ck_assert_int_eq(wm_apply(g, m), WM_OK);
            for (int v = 0; v < wm_seat_count(g); v++) {
                wm_log *lg = NULL;
                ck_assert_int_eq(wm_log_new(g, v, 0, &lg), WM_OK);
                int moves = 0;
                for (size_t k = 0; k < wm_log_count(lg); k++) {
                    if (wm_log_move(lg, k) != (int64_t)at || strcmp(wm_log_kind(lg, k), "move") != 0 ||
                        wm_log_seat(lg, k) != who)
                        continue;
                    moves++;
                    const char *text = wm_log_text(lg, k), *fields = wm_log_fields(lg, k);
                    if (v == who) {
                        ck_assert_msg(strstr(text, name) && strstr(text, "(secret)"), "own entry: %s", text);
                    } else {
                        ck_assert_msg(strstr(text, "decides in secret"), "seat %d reads: %s", v, text);
                        ck_assert_msg(!strstr(text, code) && !strstr(fields, code), "seat %d reads: %s %s", v, text,
                                      fields);
                    }
                }
                ck_assert_int_eq(moves, 1);
                wm_log_free(lg);
            }
            wm_free(g);
        }
        ck_assert_msg(found, "no card choice at stage %d", stages[si]);
    }
}
END_TEST

/* Plays a seeded 3-seat game (external dice, flags) through
 * wm__siege_apply, calling watch(before, after, move) after every move;
 * the dice and choices uniformly at random. */
typedef void (*sg_watch)(const siege_state *before, const siege_state *after, void *ctx);
static void play_watched(uint32_t flags, uint64_t seed, sg_watch watch, void *ctx)
{
    static siege_state st, was;
    wm_options o;
    memset(&o, 0, sizeof o);
    o.seats = 3;
    o.flags = flags | WM_OPT_EXTERNAL_DICE;
    o.seed = seed;
    memset(&st, 0, sizeof st);
    ck_assert_int_eq(wm__siege_init(&st, &o), WM_OK);
    tu_rng r;
    tu_rng_seed(&r, seed * 131u + 3u);
    static wm_move buf[M_ACTIONS];
    for (int moves = 0; st.stage != ST_OVER && moves < 200000; moves++) {
        size_t n = wm__siege_legal(&st, buf, M_ACTIONS);
        ck_assert(n > 0 && n <= M_ACTIONS);
        was = st;
        wm__siege_apply(&st, buf[tu_rng_below(&r, (uint32_t)n)]);
        watch(&was, &st, ctx);
    }
    ck_assert_int_eq(st.stage, ST_OVER);
}

typedef struct {
    int tw_turn, tw_round;     /* where Total War broke out (0: not yet) */
    int broke, skipped, early; /* games with it; later PAs waiting; in a round before the last */
    int end_reason;
} tw_seen;

static void watch_total_war(const siege_state *b, const siege_state *a, void *ctx)
{
    tw_seen *w = ctx;
    if (a->tw && !b->tw) {
        w->tw_turn = a->turn;
        w->tw_round = a->round;
        w->broke++;
        int rounds = (a->flags & WM_SIEGE_ADVANCED) ? SG_ROUNDS_ADVANCED : SG_ROUNDS_SHORT;
        w->early += a->round < rounds;
        for (int j = 0; j < SG_NIDEOLOGIES; j++) {
            int c = b->chosen_pa[j];
            w->skipped += j != a->actor && c != SG_NOTHING && b->card_loc[c] == SG_LOC_PLAYED;
        }
    }
    if (!w->tw_turn || a->stage == ST_OVER) {
        if (a->stage == ST_OVER)
            w->end_reason = a->end_reason;
        return;
    }
    /* "the Political Action Card that caused the Total War break out is the
     * last one ... to be performed": no later card is tested */
    ck_assert_msg(!(a->stage == ST_DIE && a->next == ST_ROLLED) && a->stage != ST_EXPLOIT,
                  "turn %d round %d: a Political Action tested after Total War", a->turn, a->round);
    /* no further Game Round, and the game ends with this turn */
    ck_assert_int_eq(a->turn, w->tw_turn);
    ck_assert_int_eq(a->round, w->tw_round);
}

/* §3.3.15 Game End procedure: "the Political Action Card that caused the
 * Total War break out is the last one (in Initiative Order) to be
 * performed ... the Political Action Resolution is interrupted", and the
 * game ends after the round's Game Actions (no further Game Round, the
 * Interphase of the same turn).  Seeded random games of both modes.
 * Issue 38: only the recorded games guarded this. */
START_TEST(s3_3_15_total_war_interrupts_the_round)
{
    int broke = 0, skipped = 0, early = 0;
    for (uint64_t seed = 1; seed <= 400 && (broke < 6 || !skipped || !early); seed++) {
        tw_seen w;
        memset(&w, 0, sizeof w);
        play_watched(seed & 1 ? WM_SIEGE_ADVANCED : 0, seed, watch_total_war, &w);
        if (w.tw_turn) {
            ck_assert(w.end_reason == SG_END_TOTAL_WAR || w.end_reason == SG_END_AUTOMATIC);
            ck_assert_int_ge(w.tw_turn, 5);
        }
        broke += w.broke;
        skipped += w.skipped;
        early += w.early;
    }
    ck_assert_int_ge(broke, 6);
    ck_assert_int_gt(skipped, 0); /* a later Political Action was waiting */
    ck_assert_int_gt(early, 0);   /* a Game Round was still to come */
}
END_TEST

typedef struct {
    int checked, advanced;
    int war;              /* the war whose Interphase War Test is under way, -1: none */
    uint8_t had[SG_NIDEOLOGIES];
} att_seen;

static void watch_attrition(const siege_state *b, const siege_state *a, void *ctx)
{
    att_seen *w = ctx;
    /* the die of a pending war's War Test in the Interphase (§3.4.1) */
    if (b->stage == ST_DIE && b->next == ST_WAR_ROLLED && b->phase == SG_PH_INTERPHASE) {
        w->war = b->job_a;
        for (int i = 0; i < SG_NIDEOLOGIES; i++)
            w->had[i] = (uint8_t)(b->war_mr[w->war][0][i] + b->war_mr[w->war][1][i]);
    }
    if (w->war < 0 || a->job != JOB_NONE)
        return; /* the test's choices are still being made */
    int war = w->war;
    w->war = -1;
    if (a->war_box[war] == SG_WAR_OFF)
        return; /* the war ended: its MR went home anyway */
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        int had = w->had[i], has = a->war_mr[war][0][i] + a->war_mr[war][1][i];
        int want = (a->flags & WM_SIEGE_ADVANCED) && had > 0 ? had - 1 : had;
        ck_assert_msg(has == want, "turn %d, war %d, Ideology %d: %d MR -> %d (want %d)", a->turn, war, i, had, has,
                      want);
        w->checked++;
        w->advanced += (a->flags & WM_SIEGE_ADVANCED) && had > 0;
    }
}

/* §3.4.1 "When playing in Advanced Play Mode, after the resolution of
 * pending Wars, players must remove one own MR Token per each rolled War
 * Card ... only during the Interphase and only for War Cards": in seeded
 * games, each War Test of the Interphase that does not end its war leaves
 * every Ideology with MR on that card one fewer (Advanced), none fewer
 * (Short).  Issue 38: only the recorded games guarded the step. */
START_TEST(s3_4_1_advanced_war_attrition_after_each_war_test)
{
    att_seen w = {0, 0, -1, {0}};
    for (uint64_t seed = 1; seed <= 200 && w.advanced < 10; seed++)
        play_watched(seed & 1 ? WM_SIEGE_ADVANCED : 0, seed, watch_attrition, &w);
    ck_assert_int_ge(w.advanced, 10);
    ck_assert_int_gt(w.checked, w.advanced);
}
END_TEST

/* §3.3.9 "no Coup Attempt can be performed if a Civil War is currently
 * being fought in the target Minor Nation", and so none declared (§3.3.2)
 * on a CC area whose only targets it can pay for are at Civil War.
 * Democracy with a CC in Benelux and 3 PP (Netherlands costs 3, Belgium
 * 3).  Issue 38: only the recorded games guarded the Game Action. */
START_TEST(s3_3_2_s3_3_9_no_coup_in_a_nation_at_civil_war)
{
    siege_state st = choosing(3, 0, 2, 1, SG_DEMOCRACY, ST_IMPULSE);
    st.cc_map[SG_DEMOCRACY][SG_CC_BENELUX] = 1;
    st.pp[SG_DEMOCRACY] = 3;
    siege_state both = st;
    both.civil[SG_NETHERLANDS] = 1;
    both.civil[SG_BELGIUM] = 2;
    ck_assert(!wm__siege_can_declare_coup(&both, SG_DEMOCRACY, SG_CC_BENELUX));
    ck_assert_int_eq(wm__siege_declare_coup(&both, SG_DEMOCRACY, SG_CC_BENELUX), -1);
    /* one at Civil War: the other is a target, the first is not */
    siege_state one = st;
    one.civil[SG_BELGIUM] = 1;
    ck_assert_int_eq(wm__siege_declare_coup(&one, SG_DEMOCRACY, SG_CC_BENELUX), 0);
    ck_assert(!wm__siege_can_attempt_coup(&one, SG_DEMOCRACY, SG_BELGIUM));
    ck_assert(!legal_has(&one, (wm_move)(M_ATTEMPT + SG_BELGIUM)));
    ck_assert(legal_has(&one, (wm_move)(M_ATTEMPT + SG_NETHERLANDS)));
    ck_assert_int_eq(wm__siege_attempt_coup(&one, SG_DEMOCRACY, SG_BELGIUM), -1);
    /* without the Civil War Belgium is a target */
    ck_assert_int_eq(wm__siege_declare_coup(&st, SG_DEMOCRACY, SG_CC_BENELUX), 0);
    ck_assert(legal_has(&st, (wm_move)(M_ATTEMPT + SG_BELGIUM)));
}
END_TEST

/* §3.3.12 Victory of Rebels: "all Control Tokens ... placed over the
 * Resource Exploitation Boxes of the target nation are removed from the
 * map (even those belonging to the winning Ideology!)": the winner's box
 * and another Ideology's both empty, another nation's box stays.
 * Issue 38: only the recorded games guarded this. */
START_TEST(s3_3_12_rebel_win_empties_every_resource_box)
{
    int nation = -1, boxes[SG_NRBOXES], nb = 0;
    for (int n = SG_FIRST_MINOR; n < SG_NNATIONS && nation < 0; n++) {
        nb = 0;
        for (int b = 0; b < SG_NRBOXES; b++)
            if (wm__siege_rboxes[b].area == n && !wm__siege_rboxes[b].asterisk)
                boxes[nb++] = b;
        if (nb >= 2)
            nation = n;
    }
    ck_assert_int_ge(nation, 0);
    int other = -1;
    for (int b = 0; b < SG_NRBOXES && other < 0; b++)
        if (wm__siege_rboxes[b].area != nation && !wm__siege_rboxes[b].asterisk)
            other = b;
    for (int v = 0; v < 2; v++) { /* the winner's box first or second */
        siege_state st = fresh(3, 0);
        st.civil[nation] = 2; /* CALMING */
        st.civil_mr[nation][1][SG_NAZISM] = 2;
        st.rbox[boxes[v]] = SG_NAZISM + 1;          /* the winner's */
        st.rbox[boxes[1 - v]] = SG_DEMOCRACY + 1;   /* another Ideology's */
        st.rbox[other] = SG_COMMUNISM + 1;
        int r = wm__siege_civil_war_test(&st, nation, 6, SG_NAZISM, NULL, 0);
        ck_assert_int_eq(r, 5);
        ck_assert_int_eq(st.civil[nation], 0); /* ended: Victory of Rebels */
        for (int k = 0; k < nb; k++)
            ck_assert_msg(st.rbox[boxes[k]] == 0, "%s box %d still held by %d", wm__siege_areas[nation].name, k,
                          st.rbox[boxes[k]]);
        ck_assert_int_eq(st.rbox[other], SG_COMMUNISM + 1);
    }
}
END_TEST

/* ================================================================== */
/* The third rules review (issue 32)                                     */
/* ================================================================== */

/* §3.3.14 with §3.3.1 ("when spaces are tied, he is allowed to choose one
 * space"): N17 Metaxas with a 6 while Greece sits in Anarchy succeeds
 * (6 + 2 - 1) and moves Greece 4 boxes towards Nazism along a path with a
 * tie; the tie is offered as a choice, not the effect voided. */
START_TEST(s3_3_14_event_coup_tied_path_is_a_choice)
{
    siege_state st = choosing(3, 0, 1, 1, SG_NAZISM, ST_CHOOSE_PA);
    int n17 = idx("N17");
    st.regime[SG_GREECE] = SG_R_ANARCHY;
    st.die = 6;
    ck_assert(wm__siege_conditions_met(&st, SG_NAZISM, n17));
    const sg_card *cd = &wm__siege_cards[n17];
    /* the program asks for the tied box (-2), it does not refuse (-1) */
    siege_state t = st;
    ck_assert_int_eq(wm__siege_run(&t, SG_NAZISM, cd->ops, cd->nops, cd->ncond, t.tape, 0), -2);
    ck_assert_int_eq(wm__siege_start_job(&st, JOB_EFFECT, n17, cd->ncond, SG_NAZISM, ST_EVENTS_Q), 0);
    ck_assert_int_eq(st.stage, ST_JOB);
    wm_move buf[M_ACTIONS];
    int steps = 0;
    while (st.stage == ST_JOB) {
        size_t n = legal_of(&st, buf);
        ck_assert_int_ge((int)n, 2); /* a tie: two boxes or more */
        wm__siege_apply(&st, buf[n - 1]);
        steps++;
    }
    ck_assert_int_ge(steps, 1);
    ck_assert_int_eq(st.job, JOB_NONE);
    uint8_t dist[SG_NREGIME_BOXES];
    wm__siege_regime_dist(SG_NAZISM, wm__siege_forbidden(SG_NAZISM, SG_GREECE), dist);
    ck_assert_int_ne(st.regime[SG_GREECE], SG_R_ANARCHY);
    ck_assert_int_eq(dist[st.regime[SG_GREECE]] + 4, dist[SG_R_ANARCHY]); /* 4 boxes closer */
}
END_TEST

/* §6.0 D30 "a free Coup Attempt (with no CC) in any one Minor Nation ...
 * no Minor Nation can be designated ... if no more in existence", §3.3.9
 * none at Civil War: the nation is chosen first, among every Minor in
 * existence and not at Civil War (also those whose coup path ties), and
 * then the die is rolled (external dice: a chance decision after the
 * choice). */
START_TEST(s6_0_d30_nation_first_then_the_die)
{
    siege_state d = choosing(3, WM_OPT_EXTERNAL_DICE, 7, 1, SG_DEMOCRACY, ST_EXPLOIT);
    int d30 = idx("D30");
    to_hand(&d, "D30");
    d.card_loc[d30] = SG_LOC_PLAYED;
    d.chosen_pa[SG_DEMOCRACY] = (uint8_t)d30;
    d.prestige[SG_DEMOCRACY] = 2;
    d.regime[SG_GREECE] = SG_R_ANARCHY;   /* a tied path towards Democracy from here */
    d.regime[SG_AUSTRIA] = SG_REGIME_GONE; /* conquered (N32) */
    d.vpbox[SG_AUSTRIA] = 1u << SG_NAZISM;
    d.civil[SG_TURKEY] = 1;                /* at Civil War */
    ck_assert_int_eq(wm__siege_check(&d), WM_OK);
    ck_assert(wm__siege_frame_consistent(&d));
    ck_assert_int_eq(d.stage, ST_EXPLOIT);
    wm__siege_apply(&d, (wm_move)M_NO);
    ck_assert_int_eq(d.stage, ST_DIE);
    wm__siege_apply(&d, (wm_move)(M_DIE + 5)); /* the test succeeds */
    ck_assert_int_eq(d.stage, ST_JOB);        /* the nation first, no die yet */
    wm_move buf[M_ACTIONS];
    size_t n = legal_of(&d, buf);
    uint32_t offered = 0;
    for (size_t k = 0; k < n; k++) {
        ck_assert(buf[k] >= M_CHOICE && buf[k] < M_CHOICE + SG_NNATIONS);
        offered |= 1u << (buf[k] - M_CHOICE);
    }
    uint32_t want = 0;
    for (int m = SG_FIRST_MINOR; m < SG_NNATIONS; m++)
        if (m != SG_AUSTRIA && m != SG_TURKEY && d.regime[m] != SG_REGIME_GONE)
            want |= 1u << m;
    ck_assert_uint_eq(offered, want); /* every one, Greece too; not Austria nor Turkey */
    wm__siege_apply(&d, (wm_move)(M_CHOICE + SG_GREECE));
    ck_assert_int_eq(d.stage, ST_JOB_DIE); /* then the die */
    ck_assert_int_eq(wm__siege_to_move(&d), WM_CHANCE);
    ck_assert_int_eq(wm__siege_check(&d), WM_OK);
    ck_assert(wm__siege_frame_consistent(&d));
    ck_assert_int_eq((int)legal_of(&d, buf), 6);
    wm__siege_apply(&d, (wm_move)(M_DIE + 5)); /* 6 - 1 (Anarchy): success */
    while (d.stage == ST_JOB) {
        ck_assert_int_gt((int)legal_of(&d, buf), 0);
        wm__siege_apply(&d, buf[0]);
    }
    ck_assert_int_eq(d.job, JOB_NONE);
    ck_assert_int_ne(d.regime[SG_GREECE], SG_R_ANARCHY);
    ck_assert_int_eq(wm__siege_check(&d), WM_OK);
}
END_TEST

/* §6.0 N27: "Card N27 says nothing for the (not so) particular case when
 * China is not controlled by any Ideology.  In such an instance, Nazi
 * player has two options": the Manchuquo choice is Nazism's, whoever
 * resolves the War Test (here Democracy, first in the Initiative Order at
 * the Interphase). */
START_TEST(s6_0_n27_manchuquo_choice_is_nazisms)
{
    siege_state st = choosing(3, 0, 5, 4, SG_DEMOCRACY, ST_CHOOSE_PA);
    set_order(&st, SG_DEMOCRACY, SG_NAZISM, SG_COMMUNISM);
    int w = war_of("N27");
    ck_assert_int_eq(wm__siege_start_war(&st, SG_NAZISM, w), 0);
    ck_assert_int_eq(wm__siege_china_holder(&st), SG_NOBODY);
    st.war_box[w] = SG_WAR_BOXES - 1; /* a 1 wins it for China (B) */
    st.phase = SG_PH_INTERPHASE;
    st.die = 1;
    ck_assert_int_eq(wm__siege_start_job(&st, JOB_WAR, w, 0, SG_DEMOCRACY, ST_WAR_DONE), 0);
    ck_assert_int_eq(st.stage, ST_JOB);
    ck_assert_int_eq(wm__siege_to_move(&st), SG_NAZISM); /* was Democracy's seat */
    ck_assert_int_eq(wm__siege_decider(&st), SG_NAZISM);
    ck_assert(wm__siege_frame_consistent(&st));
    wm_move buf[M_ACTIONS];
    ck_assert_int_eq((int)legal_of(&st, buf), 2);
    ck_assert_int_eq(buf[0], M_CHOICE + SG_DEMOCRACY);
    ck_assert_int_eq(buf[1], M_CHOICE + SG_COMMUNISM);
    int vp = st.vp_token[SG_COMMUNISM];
    st.stage = ST_JOB;
    wm__siege_apply(&st, buf[1]);
    ck_assert_int_gt(st.vp_token[SG_COMMUNISM], vp);
    ck_assert(st.vpbox[SG_MANCHUQUO] & (1u << SG_COMMUNISM));
}
END_TEST

/* §3.3.2 and §6.0 C3 with 2 seats: "such gamey actions are not allowed:
 * Communism must play actions in its own interest".  C3's MR go to a side
 * O16 finds beneficial (a Civil War's Rebels; its Government only in a
 * nation friendly to Communism); with 3 seats either side. */
START_TEST(s3_3_2_two_seat_c3_obeys_o16)
{
    const sg_card *c3 = &wm__siege_cards[idx("C3")];
    for (int seats = 2; seats <= 3; seats++) {
        siege_state st = fresh(seats, 0);
        st.civil[SG_HUNGARY] = 1;
        st.regime[SG_HUNGARY] = SG_R_NAZISM;
        ck_assert(!wm__siege_good_for_communism(&st, 1, SG_HUNGARY, 0));
        const uint8_t govt[] = {32 + SG_HUNGARY, 0, 2}, rebels[] = {32 + SG_HUNGARY, 1, 2};
        siege_state t = st;
        ck_assert_int_eq(wm__siege_run(&t, SG_COMMUNISM, c3->ops, c3->nops, c3->ncond, govt, 3), seats == 2 ? -1 : 3);
        t = st;
        ck_assert_int_eq(wm__siege_run(&t, SG_COMMUNISM, c3->ops, c3->nops, c3->ncond, rebels, 3), 3);
        ck_assert_int_eq(t.civil_mr[SG_HUNGARY][1][SG_COMMUNISM], 2);
    }
    /* D7 (Democracy's, "works exactly like C3") is free */
    siege_state st = fresh(2, 0);
    st.civil[SG_HUNGARY] = 1;
    st.regime[SG_HUNGARY] = SG_R_NAZISM;
    const sg_card *d7 = &wm__siege_cards[idx("D7")];
    const uint8_t govt[] = {32 + SG_HUNGARY, 0, 1};
    ck_assert_int_ne(wm__siege_run(&st, SG_DEMOCRACY, d7->ops, d7->nops, d7->ncond, govt, 3), -1);
}
END_TEST

/* §3.6 A ** with ex. 4.0 (C26: "the Level of Chinese Armaments is now two.
 * Communism pays 2 MR ... The Event Marker C26/D24 is then placed ... on
 * the Level 2 side"): D24 is the same card for Democracy.  It raises the
 * level (and the token of the Ideology holding China), also when the
 * marker is already in play. */
START_TEST(s3_6_d24_raises_china_armaments)
{
    siege_state st = fresh(3, 0);
    wm__siege_move_regime(&st, SG_CHINA, SG_R_DEMOCRACY);
    ck_assert_int_eq(wm__siege_china_holder(&st), SG_DEMOCRACY);
    ck_assert_int_eq(st.armaments[SG_P_CHINA], 0);
    st.force_pool[SG_DEMOCRACY] = 9;
    effects(&st, SG_DEMOCRACY, "D24", 0, NULL, 0);
    ck_assert_int_eq(st.china_marker, 2);
    ck_assert_int_eq(st.armaments[SG_P_CHINA], 1); /* the token on level 2, with the marker */
    ck_assert_int_lt(st.force_pool[SG_DEMOCRACY], 9);  /* paid */
    effects(&st, SG_DEMOCRACY, "D24", 0, NULL, 0);  /* the marker set: one more level */
    ck_assert_int_eq(st.china_marker, 3);
    ck_assert_int_eq(st.armaments[SG_P_CHINA], 2);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* §3.1.3, 2 seats: "the Nazi player ... controls Communism": over random
 * 2-seat games, every decision of Communism's says who takes it, in the
 * prompt and in the log's move line ("Nazism for Communism: ...", never
 * "Nazism: pass" for it); a regime line between boxes that share a
 * printed name names them ("Neutral Area (NeutralNW)"); a game that ends
 * with a winner says "wins". */
START_TEST(two_seat_lines_name_who_decides_and_the_box)
{
    int comm = 0, shared = 0, wins = 0;
    for (uint64_t seed = 1; seed <= 12 && (!comm || !shared || !wins); seed++) {
        wm_options o;
        wm_options_init(&o);
        o.seats = 2;
        o.seed = seed;
        wm_game *g = NULL;
        ck_assert_int_eq(wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &g), WM_OK);
        tu_rng r;
        tu_rng_seed(&r, seed);
        wm_move buf[M_ACTIONS];
        while (!wm_is_over(g)) {
            const siege_state *st = (const siege_state *)g->state;
            int ours = wm_to_move(g) >= 0 && wm__siege_decider(st) == SG_COMMUNISM;
            if (ours) {
                const char *want = st->comm_ctrl == SG_NAZISM ? "Nazism for Communism: " : "Democracy for Communism: ";
                ck_assert_msg(strncmp(wm_prompt(g), want, strlen(want)) == 0, "prompt %s", wm_prompt(g));
                comm++;
            }
            size_t n = wm_legal_moves(g, buf, M_ACTIONS);
            ck_assert_int_gt((int)n, 0);
            ck_assert_int_eq(wm_apply(g, buf[tu_rng_below(&r, (uint32_t)n)]), WM_OK);
        }
        wm_log *lg = NULL;
        ck_assert_int_eq(wm_log_new(g, WM_SPECTATOR, 0, &lg), WM_OK);
        int moves_for = 0;
        for (size_t k = 0; k < wm_log_count(lg); k++) {
            const char *t = wm_log_text(lg, k);
            ck_assert_msg(!strstr(t, "Neutral Area -> Neutral Area"), "%s", t);
            ck_assert_msg(!strstr(t, "Military Dictatorship -> Military Dictatorship"), "%s", t);
            shared += strstr(t, "Neutral Area (Neutral") != NULL;
            if (strcmp(wm_log_kind(lg, k), "move") == 0)
                moves_for += strstr(t, " for Communism: ") != NULL;
            if (strcmp(wm_log_kind(lg, k), "end") == 0 && !strstr(t, "a draw"))
                ck_assert_msg(strstr(t, " wins"), "%s", t), wins++;
        }
        ck_assert_int_ge(moves_for, 1);
        wm_log_free(lg);
        wm_free(g);
    }
    ck_assert_int_gt(comm, 0);
    ck_assert_int_gt(shared, 0);
    ck_assert_int_gt(wins, 0);
}
END_TEST

/* ================================================================== */
/* The 49 cards no source describes: RECONSTRUCTED effects (method 14  */
/* of doc/siege-content.md), progressive entry, WM_SIEGE_PUBLISHED_ONLY */
/* ================================================================== */

/* Runs card c's effects for `owner`, each choice the first one the rules
 * allow (as the decision layer's trials find them: -1 refuses a value,
 * -2 asks for one more). Returns the choices used. */
static int run_first_choices(siege_state *st, int owner, int c)
{
    const sg_card *cd = &wm__siege_cards[c];
    uint8_t tape[32];
    int n = 0;
    for (;;) {
        siege_state copy = *st;
        int r = wm__siege_run(&copy, owner, cd->ops, cd->nops, cd->ncond, tape, n);
        if (r >= 0) {
            *st = copy;
            return n;
        }
        ck_assert_msg(r == -2 && n < (int)sizeof tape, "%s refused its choices", cd->code);
        int v = 0;
        for (; v < 64; v++) {
            siege_state trial = *st;
            tape[n] = (uint8_t)v;
            if (wm__siege_run(&trial, owner, cd->ops, cd->nops, cd->ncond, tape, n + 1) != -1)
                break;
        }
        ck_assert_msg(v < 64, "%s: no allowed choice", cd->code);
        n++;
    }
}

static int recon_count(void)
{
    int n = 0;
    for (int c = 0; c < SG_CARDS; c++)
        n += (wm__siege_cards[c].flags & SG_F_RECONSTRUCTED) != 0;
    return n;
}

/* Method 14: the 49 cards are Political Actions with a name, a program and
 * an Entry Turn in the year of their event (C36 keeps the rulebook's 0);
 * no condition but C36's; each one changes the board when it is performed
 * on the set-up position (a card that can act when it is dealt). */
START_TEST(s1_8_reconstructed_cards_act_recon)
{
    ck_assert_int_eq(recon_count(), 49);
    for (int c = 0; c < SG_CARDS; c++) {
        const sg_card *cd = &wm__siege_cards[c];
        if (!(cd->flags & SG_F_RECONSTRUCTED))
            continue;
        ck_assert_msg(cd->type == SG_CT_ACTION && cd->name && cd->nops > cd->ncond, "%s", cd->code);
        ck_assert_msg(!(cd->flags & SG_F_UNPUBLISHED), "%s", cd->code);
        if (c == idx("C36"))
            ck_assert_int_eq(cd->entry, 0); /* ex. 4.0 hand */
        else
            ck_assert_msg(cd->entry >= 1 && cd->entry <= SG_TURNS && cd->ncond == 0, "%s", cd->code);
        siege_state st = fresh(3, 0);
        if (c == idx("C36")) { /* a Soviet War Card being fought */
            int w = wm__siege_cards[idx("C29")].war;
            st.war_box[w] = sg_wars()[w].start;
        }
        ck_assert_msg(wm__siege_conditions_met(&st, cd->deck, c), "%s", cd->code);
        siege_state before = st;
        run_first_choices(&st, cd->deck, c);
        ck_assert_msg(memcmp(&st, &before, sizeof st) != 0, "%s does nothing on the set-up board", cd->code);
    }
}
END_TEST

/* A few programs by their effect (method 14's table in doc/siege-content.md). */
START_TEST(s1_8_reconstructed_effects_recon)
{
    siege_state st = fresh(3, 0);
    run_first_choices(&st, SG_NAZISM, idx("N8")); /* Four Year Plan */
    ck_assert_int_eq(st.armaments[SG_P_GERMANY], 1);
    run_first_choices(&st, SG_COMMUNISM, idx("C1")); /* Second Five-Year Plan */
    ck_assert_int_eq(st.armaments[SG_P_USSR], 1);
    run_first_choices(&st, SG_NAZISM, idx("N13")); /* Anti-Comintern Pact: both ways */
    ck_assert(st.pact[SG_P_GERMANY] & SG_AREA_BIT(SG_JAPAN));
    ck_assert(st.pact[SG_P_JAPAN] & SG_AREA_BIT(SG_GERMANY));
    int pc = st.prestige[SG_COMMUNISM];
    run_first_choices(&st, SG_NAZISM, idx("N3"));
    ck_assert_int_eq(st.prestige[SG_COMMUNISM], pc - 1);
    int vp = st.vp_token[SG_DEMOCRACY];
    run_first_choices(&st, SG_DEMOCRACY, idx("D2")); /* Good Neighbor Policy */
    ck_assert_int_eq(st.rbox[rbox_of(SG_VENEZUELA, SG_OIL, 0)], SG_DEMOCRACY + 1);
    ck_assert_int_eq(st.vp_token[SG_DEMOCRACY], vp + 1);
    int cc = st.cc_map[SG_COMMUNISM][SG_CC_WEST_EUROPE];
    run_first_choices(&st, SG_COMMUNISM, idx("C2"));
    ck_assert_int_eq(st.cc_map[SG_COMMUNISM][SG_CC_WEST_EUROPE], cc + 1);
    int tr = st.regime[SG_TURKEY];
    run_first_choices(&st, SG_DEMOCRACY, idx("D10")); /* Montreux: Turkey 2 boxes towards Democracy */
    ck_assert_int_ne(st.regime[SG_TURKEY], tr);
    ck_assert_int_eq(wm__siege_check(&st), WM_OK);
}
END_TEST

/* C36 Looting: the rulebook's 3 PP and "the conditions ... are not met"
 * in turn 1 of ex. 4.0 (Italy and Greece the only war); met while a Soviet
 * War Card is fought, then a claim where the Red Army is and 1 VP. */
START_TEST(ex4_0_c36_looting_conditions_recon)
{
    int c = idx("C36");
    ck_assert_int_eq(wm__siege_cards[c].pp, 3);
    ck_assert_str_eq(wm__siege_cards[c].name, "Looting");
    siege_state st = fresh(2, WM_SIEGE_ADVANCED);
    int n30 = wm__siege_cards[idx("N30")].war;
    st.war_box[n30] = 1; /* ex. 4.0 round 1: Italy declares war on Greece */
    ck_assert(!wm__siege_conditions_met(&st, SG_COMMUNISM, c));
    int w = wm__siege_cards[idx("C30")].war; /* Soviet-Finnish War */
    st.war_box[w] = 1;
    ck_assert(wm__siege_conditions_met(&st, SG_COMMUNISM, c));
    int vp = st.vp_token[SG_COMMUNISM];
    run_first_choices(&st, SG_COMMUNISM, c);
    ck_assert_int_eq(st.vp_token[SG_COMMUNISM], vp + 1);
    int claimed = 0;
    for (int b = 0; b < SG_NRBOXES; b++)
        if (st.rbox[b] == SG_COMMUNISM + 1) {
            int a = wm__siege_rboxes[b].area;
            ck_assert(a == SG_POLAND || a == SG_RUMANIA || a == SG_FINLAND || a == SG_BALTIC_STATES);
            claimed++;
        }
    ck_assert_int_eq(claimed, 1);
}
END_TEST

/* §3.2.1 progressive entry: the reconstructed cards enter in their year;
 * fewer cards are in the decks at set-up than the 76 of the PP-only game. */
START_TEST(s3_2_1_reconstructed_entry_turns_recon)
{
    siege_state st = fresh(3, 0);
    int at_start = 0, per_turn[SG_TURNS + 1] = {0};
    for (int c = 0; c < SG_CARDS; c++) {
        at_start += st.card_loc[c] != SG_LOC_FUTURE;
        if (wm__siege_cards[c].flags & SG_F_RECONSTRUCTED)
            per_turn[wm__siege_cards[c].entry]++;
    }
    ck_assert_int_lt(at_start, 76);
    ck_assert_int_eq(at_start, 76 - 49 + per_turn[0] + per_turn[1]);
    for (int t = 2; t <= SG_TURNS; t++)
        ck_assert_msg(per_turn[t] > 0, "no reconstructed card enters in turn %d", t);
    ck_assert_int_eq(st.card_loc[idx("N8")], SG_LOC_FUTURE);  /* 1936 */
    ck_assert_int_eq(st.card_loc[idx("C32")], SG_LOC_FUTURE); /* 1940 */
    ck_assert_int_ne(st.card_loc[idx("D1")], SG_LOC_FUTURE);  /* 1933 */
    /* the turn's cards enter at its Card Decks Preparation */
    st.turn = 4;
    wm__siege_cards_preparation(&st);
    ck_assert_int_eq(st.card_loc[idx("N8")], SG_LOC_DECK);
    ck_assert_int_eq(st.card_loc[idx("C32")], SG_LOC_FUTURE);
}
END_TEST

/* WM_SIEGE_PUBLISHED_ONLY: the 49 play for their PP only (never attempted,
 * as C36 in ex. 4.0) and are in the decks from the start. */
START_TEST(s1_8_published_only_pp_only)
{
    siege_state p = fresh(3, WM_SIEGE_PUBLISHED_ONLY), d = fresh(3, 0);
    ck_assert(p.flags & WM_SIEGE_PUBLISHED_ONLY);
    int at_start = 0;
    for (int c = 0; c < SG_CARDS; c++) {
        at_start += p.card_loc[c] != SG_LOC_FUTURE;
        if (wm__siege_cards[c].flags & SG_F_RECONSTRUCTED) {
            ck_assert_int_ne(p.card_loc[c], SG_LOC_FUTURE);
            ck_assert_msg(!wm__siege_conditions_met(&p, wm__siege_cards[c].deck, c), "%s", wm__siege_cards[c].code);
            if (wm__siege_cards[c].ncond == 0)
                ck_assert(wm__siege_conditions_met(&d, wm__siege_cards[c].deck, c));
        }
    }
    ck_assert_int_eq(at_start, 76); /* the issue-33 count of the PP-only game */
    ck_assert(wm__siege_conditions_met(&p, SG_DEMOCRACY, idx("D4"))); /* the published cards play */
    /* through the public API, with a game's option flags */
    wm_options o;
    wm_options_init(&o);
    o.flags = WM_SIEGE_PUBLISHED_ONLY | WM_SIEGE_ADVANCED;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &g), WM_OK);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST

/* Every reconstructed effect writes one readable log line naming the card
 * and giving its RECONSTRUCTED text, marked (the state changes follow in
 * their own entries); the
 * published-only game writes none. */
START_TEST(s1_8_reconstructed_effect_logged)
{
    int found = 0, found_ours = 0;
    for (int pub = 0; pub < 2; pub++)
        for (uint64_t seed = 1; seed <= 6; seed++) {
            wm_options o;
            wm_options_init(&o);
            o.seed = seed;
            o.flags = pub ? WM_SIEGE_PUBLISHED_ONLY : 0;
            wm_game *g = NULL;
            ck_assert_int_eq(wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &g), WM_OK);
            uint64_t r = seed;
            wm_move moves[1024];
            while (!wm_is_over(g)) {
                size_t n = wm_legal_moves(g, moves, 1024);
                ck_assert_uint_gt(n, 0);
                r = r * 6364136223846793005ull + 1442695040888963407ull;
                ck_assert_int_eq(wm_apply(g, moves[(r >> 33) % n]), WM_OK);
            }
            wm_log *log = NULL;
            ck_assert_int_eq(wm_log_new(g, WM_SPECTATOR, 0, &log), WM_OK);
            for (size_t i = 0; i < wm_log_count(log); i++)
                if (strcmp(wm_log_kind(log, i), "card_effect") == 0) {
                    ck_assert_msg(!pub, "a reconstructed effect in the published-only game");
                    const char *t = wm_log_text(log, i);
                    ck_assert_ptr_nonnull(strstr(t, "RECONSTRUCTED"));
                    ck_assert_ptr_nonnull(strstr(wm_log_fields(log, i), "reconstructed"));
                    /* its text (method 15), marked: "Nazism N3 Reichstag Fire Decree
                     * [RECONSTRUCTED text, not the printed card]: Nazism gains 1 Prestige. ..." */
                    const char *mark = strstr(t, " [RECONSTRUCTED text, not the printed card]: ");
                    ck_assert_ptr_nonnull(mark);
                    int known = 0;
                    for (int c = 0; c < SG_CARDS; c++)
                        known |= wm__siege_cards[c].text && !strcmp(mark + 45, wm__siege_cards[c].text) &&
                                 strstr(t, wm__siege_cards[c].code) == t + strlen(wm__siege_ideology_name(wm__siege_cards[c].deck)) + 1;
                    ck_assert_msg(known, "'%s' gives no card's text", t);
                    found++;
                } else if (strcmp(wm_log_kind(log, i), "card_text") == 0) {
                    /* method 16: a card the rulebook gives, its text ours:
                     * "Nazism N19 War with Ethiopia [our text, not the printed
                     * card]: War Card: Italy (A) against Ethiopia (B). ..." */
                    const char *t = wm_log_text(log, i), *mark = strstr(t, " [our text, not the printed card]: ");
                    ck_assert_ptr_nonnull(mark);
                    ck_assert_ptr_nonnull(strstr(wm_log_fields(log, i), "text-ours"));
                    int known = 0;
                    for (int c = 0; c < SG_CARDS; c++)
                        known |= (wm__siege_cards[c].flags & SG_F_TEXT_OURS) && !strcmp(mark + 35, wm__siege_cards[c].text) &&
                                 strstr(t, wm__siege_cards[c].code) == t + strlen(wm__siege_ideology_name(wm__siege_cards[c].deck)) + 1;
                    ck_assert_msg(known, "'%s' gives no card's text", t);
                    found_ours++;
                }
            wm_log_free(log);
            wm_free(g);
        }
    ck_assert_int_gt(found, 0);
    ck_assert_int_gt(found_ours, 0);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Method 15: the texts of the 49 cards say what their programs do       */
/* ------------------------------------------------------------------ */

/* The test reads a text with its own small grammar (the sentences
 * method 15 writes), never the program: an area, an Ideology or a Power by
 * the name a person reads; -1 for none. */
static int tx_area(const char *s, size_t n)
{
    if (n > 4 && strncmp(s, "the ", 4) == 0)
        s += 4, n -= 4;
    for (int a = 0; a < SG_NAREAS; a++)
        if (strlen(wm__siege_areas[a].name) == n && strncmp(wm__siege_areas[a].name, s, n) == 0)
            return a;
    return -1;
}

static int tx_ideology(const char *s, size_t n)
{
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        if (strlen(wm__siege_ideology_names[i]) == n && strncmp(wm__siege_ideology_names[i], s, n) == 0)
            return i;
    return -1;
}

static int tx_power(int area)
{
    for (int p = 0; p < SG_NPOWERS; p++)
        if (wm__siege_power_area[p] == area)
            return p;
    return -1;
}

static int tx_cc_area(const char *s, size_t n)
{
    for (int a = 0; a < SG_NCC_AREAS; a++)
        if (strlen(wm__siege_cc[a].name) == n && strncmp(wm__siege_cc[a].name, s, n) == 0)
            return a;
    return -1;
}

/* "A", "A and B", "A, B or C", "2 of A, B or C": the areas (a bit set) and
 * how many of them the text picks (0: all). */
static uint64_t tx_list(const char *s, size_t n, int *pick, const char *code)
{
    uint64_t set = 0;
    *pick = 0;
    if (n > 5 && s[0] >= '1' && s[0] <= '9' && strncmp(s + 1, " of ", 4) == 0) {
        *pick = s[0] - '0';
        s += 5, n -= 5;
    }
    int anyof = 0;
    while (n) {
        size_t k = 0, skip = 0;
        for (; k < n; k++) {
            if (s[k] == ',') {
                skip = 2;
                break;
            }
            if (k + 5 <= n && strncmp(s + k, " and ", 5) == 0) {
                skip = 5;
                break;
            }
            if (k + 4 <= n && strncmp(s + k, " or ", 4) == 0) {
                skip = 4;
                anyof = 1;
                break;
            }
        }
        int a = tx_area(s, k);
        ck_assert_msg(a >= 0, "%s: no area '%.*s' in its text", code, (int)k, s);
        set |= SG_AREA_BIT(a);
        s += k, n -= k;
        if (n)
            s += skip, n -= skip;
    }
    if (anyof && !*pick)
        *pick = 1; /* "A, B or C": one of them */
    return set;
}

typedef struct tx_want {
    int prestige[SG_NIDEOLOGIES], vp[SG_NIDEOLOGIES], pp[SG_NIDEOLOGIES];
    int cc[SG_NIDEOLOGIES][SG_NCC_AREAS];
    int armaments[SG_NPOWERS], payer[SG_NPOWERS];
    int npacts, pact_p[4], pact_a[4];
    int nclaims, claim_by[4];
    uint64_t claim_in[4];
    int nmoves, move_to[4], move_boxes[4], move_pick[4];
    uint64_t move_set[4];
    int condition;
} tx_want;

/* One sentence of a text (without its full stop) into what it wants. */
static void tx_sentence(const char *s, size_t n, tx_want *w, const char *code)
{
    char buf[256];
    ck_assert_uint_lt(n, sizeof buf);
    memcpy(buf, s, n);
    buf[n] = 0;
    const char *sp = strchr(buf, ' ');
    int who = sp ? tx_ideology(buf, (size_t)(sp - buf)) : -1;
    int k = 0, used = 0;
    char what[32];
    const char *p;
    if (strncmp(buf, "Only while ", 11) == 0) {
        w->condition = 1;
        return;
    }
    if (who >= 0 && sscanf(sp, " %31s %d %n", what, &k, &used) == 2 && (!strcmp(what, "gains") || !strcmp(what, "loses"))) {
        int d = strcmp(what, "gains") ? -k : k;
        const char *unit = sp + used;
        if (!strcmp(unit, "Prestige"))
            w->prestige[who] += d;
        else if (!strcmp(unit, "VP"))
            w->vp[who] += d;
        else if (!strcmp(unit, "PP"))
            w->pp[who] += d;
        else
            ck_abort_msg("%s: '%s' is not a track", code, unit);
        return;
    }
    if (who >= 0 && strncmp(sp, " claims a Resource Exploitation Box of ", 39) == 0) {
        int pick;
        ck_assert_int_lt(w->nclaims, 4);
        w->claim_by[w->nclaims] = who;
        w->claim_in[w->nclaims++] = tx_list(sp + 39, strlen(sp + 39), &pick, code);
        return;
    }
    if (who >= 0 && sscanf(sp, " places %d Coup Cell from its Token Reserve onto %n", &k, &used) == 1 && used) {
        int a = tx_cc_area(sp + used, strlen(sp + used));
        ck_assert_msg(a >= 0, "%s: no Coup Cells area '%s'", code, sp + used);
        w->cc[who][a] += k;
        return;
    }
    if (strncmp(buf, "Raise ", 6) == 0 && (p = strstr(buf, "'s Armaments one level; ")) != NULL) {
        int pw = tx_power(tx_area(buf + 6, (size_t)(p - buf - 6)));
        const char *payer = p + 24, *e = strchr(payer, ' ');
        ck_assert_msg(pw >= 0 && e && !strcmp(e, " pays its cost in MR from its Force Pool as far as it can"), "%s: '%s'",
                      code, buf);
        w->armaments[pw]++;
        w->payer[pw] = tx_ideology(payer, (size_t)(e - payer));
        ck_assert_int_ge(w->payer[pw], 0);
        return;
    }
    if ((p = strstr(buf, " sign a Pact")) != NULL && !p[12] && (sp = strstr(buf, " and ")) != NULL) {
        ck_assert_int_lt(w->npacts, 4);
        w->pact_p[w->npacts] = tx_power(tx_area(buf, (size_t)(sp - buf)));
        w->pact_a[w->npacts] = tx_area(sp + 5, (size_t)(p - sp - 5));
        ck_assert_msg(w->pact_p[w->npacts] >= 0 && w->pact_a[w->npacts] >= 0, "%s: '%s'", code, buf);
        w->npacts++;
        return;
    }
    if (strncmp(buf, "Move the Regime Marker", 22) == 0) {
        const char *list = strstr(buf, " of "), *tw = strstr(buf, " towards ");
        ck_assert_msg(list && tw, "%s: '%s'", code, buf);
        list += 4;
        /* "... <list> N box(es) towards I": the count is the last number before " box" */
        const char *bx = strstr(list, " box");
        while (bx && strstr(bx + 1, " box") && strstr(bx + 1, " box") < tw)
            bx = strstr(bx + 1, " box");
        ck_assert_msg(bx && bx > list + 2, "%s: '%s'", code, buf);
        const char *num = bx - 1;
        while (num > list && num[-1] != ' ')
            num--;
        ck_assert_int_lt(w->nmoves, 4);
        int m = w->nmoves++;
        w->move_boxes[m] = atoi(num);
        w->move_to[m] = tx_ideology(tw + 9, strlen(tw + 9));
        ck_assert_msg(w->move_boxes[m] > 0 && w->move_to[m] >= 0, "%s: '%s'", code, buf);
        w->move_set[m] = tx_list(list, (size_t)(num - 1 - list), &w->move_pick[m], code);
        return;
    }
    ck_abort_msg("%s: its text says '%s', which no instruction of the vocabulary reads", code, buf);
}

static void tx_read(const char *text, tx_want *w, const char *code)
{
    memset(w, 0, sizeof *w);
    for (int p = 0; p < SG_NPOWERS; p++)
        w->payer[p] = -1;
    const char *s = text;
    while (*s) {
        const char *e = strstr(s, ". ");
        size_t n = e ? (size_t)(e - s) : strlen(s);
        if (!e) {
            ck_assert_msg(n > 0 && s[n - 1] == '.', "%s: a text ends with a full stop", code);
            n--;
        }
        tx_sentence(s, n, w, code);
        s += n + (e ? 2 : 1);
    }
}

/* Distance (in boxes) of a Regime Marker from `target`'s Control Area along
 * the paths an Ideology `actor` may take (§3.3.1). */
static int tx_dist(const siege_state *st, int nation, int target, int actor)
{
    uint8_t d[SG_NREGIME_BOXES];
    wm__siege_regime_dist(SG_CONTROL_BOX(target), wm__siege_forbidden(actor, target), d);
    return st->regime[nation] == SG_REGIME_GONE ? -1 : d[st->regime[nation]];
}

/* §6.0 (the card texts) and method 15 of doc/siege-content.md: every card
 * with a text (the 49 RECONSTRUCTED ones: no printed Siege text survives),
 * played from a position where each of its instructions can act (each
 * nation it moves more boxes from the target than it moves, so that none
 * enters a Control Area and takes the §1.4.3 Prestige bonus, which is the
 * rules' and not the text's; Prestige and PP mid-track; C36's Soviet war
 * being fought), changes the state its
 * text says and nothing its text does not name: each Ideology's Prestige,
 * VP and PP by the text's amounts, exactly the nations named (all of them,
 * or as many of them as "k of" picks) by the boxes named towards the
 * Ideology named, one Resource box claimed in a named area per claim, the
 * named Power's Armaments a level up with its cost paid from the named
 * Pool, the Pact, the Coup Cells.  Every choice is the first the rules
 * allow. */
START_TEST(s6_0_texts_say_what_programs_do_recon)
{
    int checked = 0;
    for (int c = 0; c < SG_CARDS; c++) {
        const sg_card *cd = &wm__siege_cards[c];
        if (cd->flags & SG_F_RECONSTRUCTED)
            ck_assert_msg(cd->text != NULL, "%s has no text", cd->code);
        if (!cd->text || !(cd->flags & SG_F_RECONSTRUCTED)) { /* the 61 others: read back below (method 16) */
            ck_assert_msg(!cd->text || (cd->flags & SG_F_TEXT_OURS), "%s: a built-in text no source prints is marked",
                          cd->code);
            continue;
        }
        tx_want w;
        tx_read(cd->text, &w, cd->code);
        int me = cd->deck;
        siege_state st = fresh(3, 0);
        ck_assert_int_eq(w.condition, cd->ncond > 0);
        if (w.condition) { /* C36's, the one condition: unmet at set-up, met with a Soviet war */
            ck_assert(!wm__siege_conditions_met(&st, me, c));
            int war = wm__siege_cards[idx("C29")].war; /* War on Rumania, aside while fought (§3.3.1) */
            ck_assert_int_eq(st.card_loc[idx("C29")], SG_LOC_FUTURE); /* 1940: in no deck at set-up */
            st.card_loc[idx("C29")] = SG_LOC_ACTIVE;
            st.war_box[war] = sg_wars()[war].start;
        }
        ck_assert_msg(wm__siege_conditions_met(&st, me, c), "%s", cd->code);
        for (int i = 0; i < SG_NIDEOLOGIES; i++) {
            st.prestige[i] = 5;
            st.pp[i] = 3;
        }
        for (int m = 0; m < w.nmoves; m++) /* room to move: a box far enough */
            for (int n = 0; n < SG_NNATIONS; n++) {
                if (!((w.move_set[m] >> n) & 1u) || tx_dist(&st, n, w.move_to[m], me) > w.move_boxes[m])
                    continue;
                uint8_t d[SG_NREGIME_BOXES];
                wm__siege_regime_dist(SG_CONTROL_BOX(w.move_to[m]), wm__siege_forbidden(me, w.move_to[m]), d);
                for (int b = SG_NIDEOLOGIES + 1; b < SG_NREGIME_BOXES; b++)
                    if (d[b] != SG_DIST_NONE && d[b] > w.move_boxes[m]) {
                        st.regime[n] = (uint8_t)b;
                        break;
                    }
                ck_assert_int_gt(tx_dist(&st, n, w.move_to[m], me), w.move_boxes[m]);
            }
        ck_assert_msg(wm__siege_check(&st) == WM_OK, "%s: the arranged position", cd->code);
        siege_state before = st;
        run_first_choices(&st, me, c);
        ck_assert_int_eq(wm__siege_check(&st), WM_OK);
        for (int i = 0; i < SG_NIDEOLOGIES; i++) {
            ck_assert_msg(st.prestige[i] - before.prestige[i] == w.prestige[i], "%s: %s's Prestige", cd->code,
                          wm__siege_ideology_names[i]);
            ck_assert_msg(st.vp_token[i] - before.vp_token[i] == w.vp[i], "%s: %s's VP", cd->code,
                          wm__siege_ideology_names[i]);
            ck_assert_msg(st.pp[i] - before.pp[i] == w.pp[i], "%s: %s's PP", cd->code, wm__siege_ideology_names[i]);
            for (int a = 0; a < SG_NCC_AREAS; a++)
                ck_assert_msg(st.cc_map[i][a] - before.cc_map[i][a] == w.cc[i][a], "%s: Coup Cells", cd->code);
        }
        /* the Regime Markers: the named ones by the named boxes, no other */
        uint64_t named = 0;
        for (int m = 0; m < w.nmoves; m++) {
            ck_assert_msg(!(w.move_set[m] >> SG_NNATIONS), "%s moves a Regime Marker of no nation", cd->code);
            int moved = 0;
            for (int n = 0; n < SG_NNATIONS; n++) {
                if (!((w.move_set[m] >> n) & 1u))
                    continue;
                int gain = tx_dist(&before, n, w.move_to[m], me) - tx_dist(&st, n, w.move_to[m], me);
                ck_assert_msg(gain == 0 || gain == w.move_boxes[m], "%s: %s moved %d boxes", cd->code,
                              wm__siege_areas[n].name, gain);
                moved += gain != 0;
            }
            int want = w.move_pick[m] ? w.move_pick[m] : __builtin_popcountll(w.move_set[m]);
            ck_assert_msg(moved == want, "%s: %d Regime Markers moved, its text says %d", cd->code, moved, want);
            named |= w.move_set[m];
        }
        for (int n = 0; n < SG_NNATIONS; n++)
            if (!((named >> n) & 1u))
                ck_assert_msg(st.regime[n] == before.regime[n], "%s moved %s", cd->code, wm__siege_areas[n].name);
        /* the claims: one box in a named area per claim, no other */
        int claims = 0;
        for (int b = 0; b < SG_NRBOXES; b++)
            if (st.rbox[b] != before.rbox[b]) {
                int a = wm__siege_rboxes[b].area, ok = 0;
                for (int k = 0; k < w.nclaims; k++)
                    ok |= st.rbox[b] == w.claim_by[k] + 1 && ((w.claim_in[k] >> a) & 1u);
                ck_assert_msg(ok, "%s claimed a box its text does not name", cd->code);
                claims++;
            }
        ck_assert_int_eq(claims, w.nclaims);
        /* the Armaments, each cost from the named Force Pool */
        int paid[SG_NIDEOLOGIES] = {0};
        for (int p = 0; p < SG_NPOWERS; p++) {
            ck_assert_msg(st.armaments[p] - before.armaments[p] == w.armaments[p], "%s: Armaments", cd->code);
            if (w.armaments[p]) {
                int cost = wm__siege_armaments[p].upgrade[before.armaments[p]], pool = before.force_pool[w.payer[p]];
                paid[w.payer[p]] += cost < pool ? cost : pool;
            }
        }
        for (int i = 0; i < SG_NIDEOLOGIES; i++)
            ck_assert_msg(before.force_pool[i] - st.force_pool[i] == paid[i], "%s: %s's Force Pool", cd->code,
                          wm__siege_ideology_names[i]);
        /* the Pacts, both ways between two Powers */
        int bits = 0;
        for (int p = 0; p < SG_NPOWERS; p++)
            bits += __builtin_popcountll(st.pact[p] ^ before.pact[p]);
        int want_bits = 0;
        for (int k = 0; k < w.npacts; k++) {
            ck_assert_msg(st.pact[w.pact_p[k]] & SG_AREA_BIT(w.pact_a[k]), "%s: its Pact", cd->code);
            int other = tx_power(w.pact_a[k]);
            want_bits += other >= 0 ? 2 : 1;
            if (other >= 0)
                ck_assert(st.pact[other] & SG_AREA_BIT(wm__siege_power_area[w.pact_p[k]]));
        }
        ck_assert_int_eq(bits, want_bits);
        checked++;
    }
    ck_assert_int_eq(checked, 49);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Method 16: every card's text reads back into the card's program       */
/* ------------------------------------------------------------------ */

/* The test reads a text with its own grammar (one POSIX regular expression
 * per instruction the texts of methods 15 and 16 write), builds the
 * program the text describes and compares it, instruction by instruction
 * and in order, with the card's program (and, for a War Card, the War's
 * end effects with the "If X (A) wins, ..." sentences).  A text that says
 * more, less or other than its program fails, naming the sentence. */
#define RD_IDEO "(Nazism|Democracy|Communism)"
static regmatch_t rd_m[10];
static const char *rd_s;

static int rd_rx(const char *s, const char *re)
{
    regex_t r;
    ck_assert_int_eq(regcomp(&r, re, REG_EXTENDED), 0);
    int ok = regexec(&r, s, 10, rd_m, 0) == 0;
    regfree(&r);
    rd_s = s;
    return ok;
}

/* Capture k of the last match (an empty string when it did not take part). */
static const char *rd_cap(int k, char *buf, size_t cap)
{
    if (rd_m[k].rm_so < 0) {
        buf[0] = 0;
        return buf;
    }
    size_t n = (size_t)(rd_m[k].rm_eo - rd_m[k].rm_so);
    ck_assert_uint_lt(n, cap);
    memcpy(buf, rd_s + rd_m[k].rm_so, n);
    buf[n] = 0;
    return buf;
}

static int rd_ideo(const char *s)
{
    if (!strcmp(s, "Anarchy"))
        return SG_ANARCHY;
    return tx_ideology(s, strlen(s));
}

static int rd_area(const char *s)
{
    return tx_area(s, strlen(s));
}

static uint64_t rd_list(const char *s, int *pick, const char *code)
{
    return tx_list(s, strlen(s), pick, code);
}

/* "Dollfuss (N21)" or "C12": the card a text names. */
static int rd_card(const char *s)
{
    const char *p = strrchr(s, '(');
    char code[8];
    if (p) {
        size_t n = strcspn(p + 1, ")");
        ck_assert_uint_lt(n, sizeof code);
        memcpy(code, p + 1, n);
        code[n] = 0;
        int c = idx(code);
        /* the name, when given, is the card's */
        ck_assert_msg(wm__siege_cards[c].name && strncmp(s, wm__siege_cards[c].name, (size_t)(p - s - 1)) == 0 &&
                          strlen(wm__siege_cards[c].name) == (size_t)(p - s - 1),
                      "'%s' is not the card's name", s);
        return c;
    }
    return idx(s);
}

static int rd_res(const char *s)
{
    if (!strcmp(s, "Raw Materials"))
        return SG_RM;
    if (!strcmp(s, "Factory"))
        return SG_FACTORY;
    if (!strcmp(s, "Oil"))
        return SG_OIL;
    return -1;
}

/* The MR_TO_WAR scopes as a text names the faction (SG_MRS_* order). */
static const char *const rd_scope[] = {
    "either faction of a Civil War or of a War of a Minor Nation against a Power",
    "the USSR's faction of a Soviet War Card",
    "the Nationalists (B) of the Spanish Civil War",
    "the Republicans (A) of the Spanish Civil War",
    "either faction of the Spanish Civil War",
};
/* The lasting rules (SG_RULE_* order), §6.0 N20 and D19 in its words. */
static const char *const rd_rule[] = {
    "While this card is in play, Nazism loses no Prestige when Italy declares a War (N19, N29, N30), and N29 and "
    "N30 move no Regime Marker towards Democracy",
    "While this card is in play, Nazism's Powers may trace no LOC from the Europe Map to the Asia box or from the "
    "Asia box to the Europe Map",
};

/* A program's instruction with what it does resolved (the owner for
 * SG_NOBODY, a conquest's receiver) and its unused fields zeroed, so that
 * two programs that do the same compare equal. */
static sg_op rd_norm(const sg_op *o, int owner)
{
    sg_op x = {o->op, 0, 0, 0, 0};
    switch (o->op) {
    case SG_OP_PRESTIGE:
    case SG_OP_VP:
        x.a = (uint8_t)(o->a == SG_NOBODY ? owner : o->a);
        x.b = o->b;
        break;
    case SG_OP_PP:
        x.a = (uint8_t)owner;
        x.b = o->b;
        break;
    case SG_OP_REGIME:
    case SG_OP_REGIME_LINKED:
        x.a = (uint8_t)(o->a == SG_NOBODY ? owner : o->a);
        x.b = o->b;
        x.c = o->c;
        x.set = o->set;
        break;
    case SG_OP_CLAIM:
        x.a = o->a;
        x.b = o->b;
        x.c = o->c;
        x.set = o->a == SG_NAREAS ? o->set : 0;
        break;
    case SG_OP_TREATY:
    case SG_OP_COUP:
    case SG_OP_CEDE:
        x.a = o->a;
        x.b = o->b;
        x.c = o->c;
        break;
    case SG_OP_CONQUER:
        x.a = o->a;
        x.b = o->b;
        x.c = (uint8_t)(o->c == 0 ? 2 + owner : o->c);
        break;
    case SG_OP_MR_TO_WAR:
    case SG_OP_FREE_CC:
    case SG_OP_PLACE_REGIME:
    case SG_OP_NULLIFIABLE:
    case SG_OP_IF_REGIME:
        x.a = o->a;
        x.b = o->b;
        break;
    case SG_OP_IF_WAR_ACTIVE:
        x.set = o->set;
        break;
    case SG_OP_IF_CIVIL_WAR:
    case SG_OP_EACH_ROUND:
        break;
    default: /* ARMAMENTS, CHINA_LEVEL, WAR, DESPOTIC, RULE, PEEK, NULLIFY, IF_CARD_*, IF_EXISTS */
        x.a = o->a;
        break;
    }
    return x;
}

#define RD_OP(o_, a_, b_, c_, s_) (sg_op){(uint8_t)(o_), (uint8_t)(a_), (int8_t)(b_), (uint8_t)(c_), (uint32_t)(s_)}

/* One instruction of a text (a sentence, or a clause of an "If X wins, ..."
 * or "In every Game Round ..." sentence) into the instruction it says. */
static sg_op rd_clause(const char *s, int owner, const char *code)
{
    char a[256], b[256], c[256], d[256];
    if (rd_rx(s, "^Only if (.+) is in play or has been played$"))
        return RD_OP(SG_OP_IF_CARD_ACTIVE, rd_card(rd_cap(1, a, sizeof a)), 0, 0, 0);
    if (rd_rx(s, "^Only while .*\\(([^)]*)\\) is being fought$")) {
        uint32_t set = 0;
        char *list = (char *)rd_cap(1, a, sizeof a), *save = NULL;
        for (char *w = strtok_r(list, ", ", &save); w; w = strtok_r(NULL, ", ", &save)) {
            if (!strcmp(w, "or"))
                continue;
            int k = wm__siege_cards[idx(w)].war;
            ck_assert_msg(k < SG_NWARS, "%s: %s is no War Card", code, w);
            set |= 1u << k;
        }
        return RD_OP(SG_OP_IF_WAR_ACTIVE, 0, 0, 0, set);
    }
    if (!strcmp(s, "Only while a Civil War, or a War of a Minor Nation against a Power, is being fought"))
        return RD_OP(SG_OP_IF_CIVIL_WAR, 0, 0, 0, 0);
    if (rd_rx(s, "^Only if (.+) still exists$")) {
        int n = rd_area(rd_cap(1, a, sizeof a));
        ck_assert_msg(n >= 0, "%s: '%s'", code, s);
        return RD_OP(SG_OP_IF_EXISTS, n, 0, 0, 0);
    }
    if (rd_rx(s, "^" RD_IDEO " (gains|loses) ([0-9]+) (Prestige|VP|PP)$")) {
        int k = atoi(rd_cap(3, c, sizeof c)) * (strcmp(rd_cap(2, b, sizeof b), "loses") ? 1 : -1);
        rd_cap(4, d, sizeof d);
        int i = rd_ideo(rd_cap(1, a, sizeof a));
        if (!strcmp(d, "PP"))
            ck_assert_msg(i == owner, "%s: PP go to the card's owner", code);
        return RD_OP(!strcmp(d, "Prestige") ? SG_OP_PRESTIGE : !strcmp(d, "VP") ? SG_OP_VP : SG_OP_PP, i, k, 0, 0);
    }
    if (rd_rx(s, "^Move the Regime Markers? of (.+) ([0-9]+) box(es)? towards (Nazism|Democracy|Communism|Anarchy)$")) {
        int boxes = atoi(rd_cap(2, b, sizeof b)), to = rd_ideo(rd_cap(4, d, sizeof d));
        rd_cap(1, a, sizeof a);
        if (rd_rx(a, "^the war's Minor Nation and of ([0-9]+) Minor Nations? land connected to it$"))
            return RD_OP(SG_OP_REGIME_LINKED, to, boxes, atoi(rd_cap(1, c, sizeof c)), SG_NAREAS);
        if (rd_rx(a, "^([0-9]+) Minor Nations? land connected to (.+)$")) {
            int k = atoi(rd_cap(1, c, sizeof c)), n = rd_area(rd_cap(2, d, sizeof d));
            ck_assert_msg(n >= 0, "%s: '%s'", code, s);
            return RD_OP(SG_OP_REGIME_LINKED, to, boxes, k, n);
        }
        int pick;
        uint64_t set = tx_list(a, strlen(a), &pick, code);
        return RD_OP(SG_OP_REGIME, to, boxes, pick, set);
    }
    if (rd_rx(s, "^" RD_IDEO " claims (a|an Oil|a Raw Materials|a Factory) Resource Exploitation Box of (.+)$")) {
        ck_assert_msg(rd_ideo(rd_cap(1, a, sizeof a)) == owner, "%s: the card's owner claims", code);
        rd_cap(2, b, sizeof b);
        int res = strchr(b, ' ') ? rd_res(strchr(b, ' ') + 1) : -1, pick;
        uint64_t set = rd_list(rd_cap(3, c, sizeof c), &pick, code);
        if (__builtin_popcountll(set) == 1)
            return RD_OP(SG_OP_CLAIM, __builtin_ctzll(set), res, 1, 0);
        return RD_OP(SG_OP_CLAIM, SG_NAREAS, res, 1, set);
    }
    if (rd_rx(s, "^Raise (.+)'s Armaments one level; " RD_IDEO " pays its cost in MR from its Force Pool as far as it can$")) {
        int p = tx_power(rd_area(rd_cap(1, a, sizeof a)));
        ck_assert_msg(p >= 0, "%s: '%s'", code, s);
        /* who pays: the Power's Ideology (actions.c), China's the card's owner (§3.6) */
        int payer = p == SG_P_CHINA ? owner : wm__siege_areas[wm__siege_power_area[p]].ideology;
        ck_assert_msg(rd_ideo(rd_cap(2, b, sizeof b)) == payer, "%s: %s does not pay", code, b);
        return RD_OP(SG_OP_ARMAMENTS, p, 0, 0, 0);
    }
    if (rd_rx(s, "^If the C26/D24 Event Marker is not on the board, place it on China's production level ([0-9])$"))
        return RD_OP(SG_OP_CHINA_LEVEL, atoi(rd_cap(1, a, sizeof a)) - 1, 0, 0, 0);
    if (rd_rx(s, "^(.+) and (.+) sign (a Pact|an Alliance)$")) {
        int p = tx_power(rd_area(rd_cap(1, a, sizeof a))), n = rd_area(rd_cap(2, b, sizeof b));
        ck_assert_msg(p >= 0 && n >= 0, "%s: '%s'", code, s);
        return RD_OP(SG_OP_TREATY, strcmp(rd_cap(3, c, sizeof c), "a Pact") != 0, p, n, 0);
    }
    if (rd_rx(s, "^War Card: (.+) \\(A\\) against (.+) \\(B\\)$")) {
        /* each faction by the area its words begin with ("Spain's Government") */
        int fa = -1, fb = -1;
        rd_cap(1, a, sizeof a);
        rd_cap(2, b, sizeof b);
        for (int n = 0; n < SG_NAREAS; n++) {
            size_t l = strlen(wm__siege_areas[n].name);
            if (!strncmp(a, wm__siege_areas[n].name, l) && (!a[l] || a[l] == '\''))
                fa = n;
            if (!strncmp(b, wm__siege_areas[n].name, l) && (!b[l] || b[l] == '\''))
                fb = n;
        }
        int war = -1;
        for (int w = 0; w < SG_NWARS; w++)
            if (sg_wars()[w].faction_a[0] == fa && sg_wars()[w].faction_b[0] == fb &&
                !strcmp(wm__siege_cards[sg_wars()[w].card].code, code))
                war = w;
        ck_assert_msg(war >= 0, "%s: no War Card of its own has the factions '%s'", code, s);
        return RD_OP(SG_OP_WAR, war, 0, 0, 0);
    }
    if (rd_rx(s, "^" RD_IDEO " commits (1 MR Token|up to ([0-9]+) MR Tokens) from its Token Reserve to (.+)$")) {
        ck_assert_msg(rd_ideo(rd_cap(1, a, sizeof a)) == owner, "%s: the card's owner commits", code);
        int k = rd_m[3].rm_so >= 0 ? atoi(rd_cap(3, b, sizeof b)) : 1;
        rd_cap(4, c, sizeof c);
        char *then = strstr(c, "; thereafter it may send MR from its Force Pool to that faction only");
        if (then && !then[68])
            *then = 0;
        for (int sc = 0; sc < (int)(sizeof rd_scope / sizeof rd_scope[0]); sc++)
            if (!strcmp(c, rd_scope[sc]))
                return RD_OP(SG_OP_MR_TO_WAR, k, sc, 0, 0);
        ck_abort_msg("%s: no faction '%s'", code, c);
    }
    if (rd_rx(s, "^" RD_IDEO " makes a Coup Attempt in (.+)$")) {
        ck_assert_msg(rd_ideo(rd_cap(1, a, sizeof a)) == owner, "%s: the card's owner attempts", code);
        rd_cap(2, b, sizeof b);
        int flags = 0, mod = 0;
        char *p;
        if ((p = strstr(b, ", and no opponent may react")) && !p[27])
            *p = 0, flags |= SG_COUP_NO_REACTION;
        if ((p = strstr(b, ", resolved at once")) && !p[18])
            *p = 0, flags |= SG_COUP_IMMEDIATE;
        if ((p = strstr(b, ", using no Coup Cells")) && !p[21])
            *p = 0, flags |= SG_COUP_FREE;
        if ((p = strstr(b, " with +")) && strcmp(p + 8 + (p[8] != ' '), " to the die roll") == 0)
            mod = p[7] - '0', *p = 0;
        int n = !strcmp(b, "any one Minor Nation") ? SG_NAREAS : tx_area(b, strlen(b));
        ck_assert_msg(n >= 0, "%s: '%s'", code, s);
        return RD_OP(SG_OP_COUP, n, mod, flags, 0);
    }
    if (rd_rx(s, "^Place a Despotic Policy Marker on (.+)$")) {
        int p = tx_power(rd_area(rd_cap(1, a, sizeof a)));
        ck_assert_msg(p >= 0, "%s: '%s'", code, s);
        return RD_OP(SG_OP_DESPOTIC, p, 0, 0, 0);
    }
    for (int r = 0; r < SG_NRULES; r++)
        if (!strcmp(s, rd_rule[r]))
            return RD_OP(SG_OP_RULE, r, 0, 0, 0);
    if (rd_rx(s, "^(Nazism|Democracy|Communism|The Ideology that controls China) places a Control token on (.+)$")) {
        rd_cap(1, a, sizeof a);
        int who = a[0] == 'T' ? 1 : 2 + rd_ideo(a);
        rd_cap(2, b, sizeof b);
        char *p;
        if ((p = strstr(b, ", unless it holds it already")) && !p[28])
            *p = 0; /* what the conquest does anyway (actions.c, §6.0 N37) */
        int vp = 0;
        if ((p = strstr(b, " and gains ")) != NULL) {
            ck_assert_msg(strcmp(p + 11 + strspn(p + 11, "0123456789"), " VP") == 0, "%s: '%s'", code, s);
            vp = atoi(p + 11);
            *p = 0;
        }
        int n = tx_area(b, strlen(b));
        ck_assert_msg(n >= 0, "%s: '%s'", code, s);
        return RD_OP(SG_OP_CONQUER, n, vp, who, 0);
    }
    if (rd_rx(s, "^" RD_IDEO " inspects " RD_IDEO "'s hand$")) {
        ck_assert_msg(rd_ideo(rd_cap(1, a, sizeof a)) == owner, "%s: the card's owner inspects", code);
        return RD_OP(SG_OP_PEEK, rd_ideo(rd_cap(2, b, sizeof b)), 0, 0, 0);
    }
    if (rd_rx(s, "^" RD_IDEO " places ([0-9]+) Coup Cells? from its Token Reserve onto (.+)$")) {
        ck_assert_msg(rd_ideo(rd_cap(1, a, sizeof a)) == owner, "%s: the card's owner places", code);
        rd_cap(3, c, sizeof c);
        int area = !strcmp(c, "any area of the Coup Cells Track") ? 0xFF : tx_cc_area(c, strlen(c));
        ck_assert_msg(area >= 0, "%s: '%s'", code, s);
        return RD_OP(SG_OP_FREE_CC, area, atoi(rd_cap(2, b, sizeof b)), 0, 0);
    }
    if (rd_rx(s, "^Place the Regime Marker of (.+) in the Control Area of " RD_IDEO "$")) {
        int n = rd_area(rd_cap(1, a, sizeof a));
        ck_assert_msg(n >= 0, "%s: '%s'", code, s);
        return RD_OP(SG_OP_PLACE_REGIME, n, rd_ideo(rd_cap(2, b, sizeof b)), 0, 0);
    }
    if (rd_rx(s, "^" RD_IDEO " may nullify the effects that follow by losing ([0-9]+) Prestige$"))
        return RD_OP(SG_OP_NULLIFIABLE, rd_ideo(rd_cap(1, a, sizeof a)), atoi(rd_cap(2, b, sizeof b)), 0, 0);
    if (rd_rx(s, "^Cancel the Stand-by effects of (.+)$"))
        return RD_OP(SG_OP_NULLIFY, rd_card(rd_cap(1, a, sizeof a)), 0, 0, 0);
    if (rd_rx(s, "^(.+) cedes an asterisked (Raw Materials|Factory|Oil) Resource Exploitation Box to " RD_IDEO "$")) {
        int n = rd_area(rd_cap(1, a, sizeof a));
        ck_assert_msg(n >= 0, "%s: '%s'", code, s);
        return RD_OP(SG_OP_CEDE, n, rd_res(rd_cap(2, b, sizeof b)), rd_ideo(rd_cap(3, c, sizeof c)), 0);
    }
    ck_abort_msg("%s: its text says '%s', which no instruction of the vocabulary reads", code, s);
    return RD_OP(SG_OP_END, 0, 0, 0, 0);
}

typedef struct rd_prog {
    sg_op ops[3][24]; /* the card's program, the War's end effects when A wins, when B wins */
    int n[3];
    int map_rbox;     /* a Map Card's "Once in play, it adds ...": its box, or -1 */
    int enables;      /* "X can enter play once this card is in play ...": X, or -1 */
} rd_prog;

static void rd_add(rd_prog *p, int list, const char *clause, int owner, const char *code)
{
    char buf[256];
    ck_assert_uint_lt(strlen(clause), sizeof buf);
    strcpy(buf, clause);
    if (buf[0] >= 'a' && buf[0] <= 'z') /* a clause after "..., " */
        buf[0] = (char)(buf[0] - 'a' + 'A');
    ck_assert_int_lt(p->n[list], 24);
    p->ops[list][p->n[list]++] = rd_clause(buf, owner, code);
}

/* The clauses of "If X (A) wins, I1, and I2" or "In every Game Round ...,
 * I1": split at ", and " (no instruction has it inside). */
static void rd_clauses(rd_prog *p, int list, const char *s, int owner, const char *code)
{
    char buf[512];
    ck_assert_uint_lt(strlen(s), sizeof buf);
    strcpy(buf, s);
    char *at = buf, *e;
    while ((e = strstr(at, ", and ")) != NULL) {
        *e = 0;
        rd_add(p, list, at, owner, code);
        at = e + 6;
    }
    rd_add(p, list, at, owner, code);
}

static void rd_text(const char *text, int owner, const char *code, rd_prog *p)
{
    memset(p, 0, sizeof *p);
    p->map_rbox = p->enables = -1;
    const char *s = text;
    while (*s) {
        const char *e = strstr(s, ". ");
        size_t n = e ? (size_t)(e - s) : strlen(s);
        if (!e) {
            ck_assert_msg(n > 0 && s[n - 1] == '.', "%s: a text ends with a full stop", code);
            n--;
        }
        char buf[512], a[256], b[256];
        ck_assert_uint_lt(n, sizeof buf);
        memcpy(buf, s, n);
        buf[n] = 0;
        s += n + (e ? 2 : 1);
        if (rd_rx(buf, "^If .+ \\((A|B)\\) wins?, (.+)$")) {
            rd_cap(1, a, sizeof a);
            rd_clauses(p, a[0] == 'A' ? 1 : 2, rd_cap(2, b, sizeof b), owner, code);
        } else if (rd_rx(buf, "^In every Game Round while this card is in play, this one included, (.+)$")) {
            ck_assert_int_lt(p->n[0], 24);
            p->ops[0][p->n[0]++] = RD_OP(SG_OP_EACH_ROUND, 0, 0, 0, 0);
            rd_clauses(p, 0, rd_cap(1, a, sizeof a), owner, code);
        } else if (rd_rx(buf, "^Once in play, it adds (an Oil|a Raw Materials|a Factory) Resource Exploitation Box for (.+)$")) {
            rd_cap(1, a, sizeof a);
            int res = rd_res(strchr(a, ' ') + 1), area = rd_area(rd_cap(2, b, sizeof b));
            for (int k = 0; k < SG_NMAP_RBOXES; k++)
                if (wm__siege_map_rboxes[k].area == area && wm__siege_map_rboxes[k].type == res &&
                    !strcmp(wm__siege_map_rbox_card[k], code))
                    p->map_rbox = k;
            ck_assert_msg(p->map_rbox >= 0, "%s adds no such box: '%s'", code, buf);
        } else if (rd_rx(buf, "^(.+) can enter play once this card is in play or has been played$")) {
            p->enables = rd_card(rd_cap(1, a, sizeof a));
        } else {
            rd_add(p, 0, buf, owner, code);
        }
    }
}

static void rd_same(const sg_op *prog, int n, const sg_op *text, int tn, int owner, const char *code, const char *what)
{
    ck_assert_msg(tn == n, "%s: its text says %d instructions of %s, the program has %d", code, tn, what, n);
    for (int k = 0; k < n; k++) {
        sg_op x = rd_norm(&prog[k], owner), y = rd_norm(&text[k], owner);
        ck_assert_msg(x.op == y.op && x.a == y.a && x.b == y.b && x.c == y.c && x.set == y.set,
                      "%s: instruction %d of %s: the program has op %d (%d, %d, %d, 0x%x), its text says op %d "
                      "(%d, %d, %d, 0x%x)",
                      code, k + 1, what, x.op, x.a, x.b, x.c, (unsigned)x.set, y.op, y.a, y.b, y.c, (unsigned)y.set);
    }
}

/* §6.0 and methods 15 and 16 of doc/siege-content.md: every one of the 110
 * cards has a text (no printed Siege text survives, so every one is ours:
 * the 49 RECONSTRUCTED cards' and the 61 the rulebook gives, each marked),
 * and each text, read back with the grammar above, is exactly the card's
 * program - its conditions, each instruction in order with its nations,
 * boxes, Ideology, amounts, Powers, faction and choices - and, for a War
 * Card, the War's end effects; a Map Card's text names its box (§1.3), and
 * C12's the card it lets enter play (§6.0 N12). */
START_TEST(s6_0_every_text_reads_its_program_recon)
{
    int checked = 0;
    for (int c = 0; c < SG_CARDS; c++) {
        const sg_card *cd = &wm__siege_cards[c];
        ck_assert_msg(cd->text != NULL, "%s has no text", cd->code);
        ck_assert_msg(((cd->flags & SG_F_RECONSTRUCTED) != 0) != ((cd->flags & SG_F_TEXT_OURS) != 0),
                      "%s: its text is marked ours exactly once (reconstructed, or text-ours)", cd->code);
        rd_prog p;
        rd_text(cd->text, cd->deck, cd->code, &p);
        rd_same(cd->ops, cd->nops, p.ops[0], p.n[0], cd->deck, cd->code, "the card");
        int war = -1;
        for (int k = 0; k < cd->nops; k++)
            if (cd->ops[k].op == SG_OP_WAR)
                war = cd->ops[k].a;
        if (war >= 0) {
            const sg_war *w = &sg_wars()[war];
            rd_same(w->end_a, w->nend_a, p.ops[1], p.n[1], cd->deck, cd->code, "faction A's win");
            rd_same(w->end_b, w->nend_b, p.ops[2], p.n[2], cd->deck, cd->code, "faction B's win");
        } else {
            ck_assert_msg(p.n[1] + p.n[2] == 0, "%s: its text ends a war it does not start", cd->code);
        }
        ck_assert_int_eq(p.map_rbox >= 0, cd->type == SG_CT_MAP);
        if (p.enables >= 0) {
            const sg_card *x = &wm__siege_cards[p.enables];
            int found = 0;
            for (int k = 0; k < x->ncond; k++)
                found |= x->ops[k].op == SG_OP_IF_CARD_ACTIVE && x->ops[k].a == c;
            ck_assert_msg(found, "%s: %s does not wait for it", cd->code, x->code);
        }
        /* a card with no program says what it is for */
        ck_assert_msg(cd->nops > 0 || p.map_rbox >= 0 || p.enables >= 0, "%s: a text with nothing to do", cd->code);
        checked++;
    }
    ck_assert_int_eq(checked, 110);
}
END_TEST

/* Issue 37 item 4 (labels a person reads): no legal move of Siege is
 * labelled with the bare "choice N" its move name gives - every choice a
 * resolution asks for (a nation, a tied Regime box, a War and its side,
 * MR Tokens, Manchuquo's receiver, a Coup Cells area, a Resource box) and
 * the MR of Poland's roll (§6.0 N35) says what it chooses: each label is
 * one of the forms below, every form is seen, a nation's label names that
 * nation and an MR count is the choice's number.  Seeded random
 * games of 2 and 3 seats, Basic and Advanced, both decks
 * (WM_SIEGE_GAMES_LABELS games per configuration, 300 by default: 2,400
 * games, about 300,000 choice moves, 2-3 s). */
START_TEST(s6_0_choice_moves_say_what_they_choose)
{
    static const uint32_t cfg[] = {0, WM_SIEGE_ADVANCED, WM_SIEGE_PUBLISHED_ONLY, WM_SIEGE_ADVANCED | WM_SIEGE_PUBLISHED_ONLY};
    const char *env = getenv("WM_SIEGE_GAMES_LABELS");
    int games = env ? atoi(env) : 300, choices = 0;
    /* the forms a choice's label takes, each seen in these games */
    static const char *const form[] = {"Target: ",
                                       "Coup Attempt in: ",
                                       "Path of ",
                                       "War: ",
                                       "Side: ",
                                       "Side in the Civil War in ",
                                       "MR Tokens to commit: ",
                                       "Manchuquo to: ",
                                       "Coup Cell onto: ",
                                       "Claim: ",
                                       "MR to expend on Poland's roll: "};
    enum { NFORMS = sizeof form / sizeof form[0] };
    int seen[NFORMS] = {0};
    for (int seats = 2; seats <= 3; seats++)
        for (size_t c = 0; c < sizeof cfg / sizeof cfg[0]; c++)
            for (int k = 0; k < games; k++) {
                wm_options o;
                wm_options_init(&o);
                o.seats = seats;
                o.flags = cfg[c];
                o.seed = tu_seed(37, (uint64_t)(seats * 8 + (int)c), (uint64_t)k, 0);
                wm_game *g = NULL;
                ck_assert_int_eq(wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &g), WM_OK);
                uint64_t r = o.seed | 1;
                wm_move moves[1024];
                while (!wm_is_over(g)) {
                    size_t n = wm_legal_moves(g, moves, 1024);
                    ck_assert_uint_gt(n, 0);
                    for (size_t j = 0; j < n; j++) {
                        if (moves[j] < WM_SIEGE_CHOICE || moves[j] >= WM_SIEGE_AREA)
                            continue;
                        char label[160];
                        ck_assert_int_eq(wm_move_label(g, moves[j], label, sizeof label, NULL), WM_OK);
                        char name[WM_MOVE_NAME_MAX];
                        ck_assert_int_eq(wm_move_name(g, moves[j], name, sizeof name, NULL), WM_OK);
                        ck_assert_msg(strncmp(label, "choice", 6) != 0 && strcmp(label, name) != 0 && strchr(label, ':'),
                                      "seed %llu: %s labelled '%s'", (unsigned long long)o.seed, name, label);
                        unsigned v = (unsigned)(moves[j] - WM_SIEGE_CHOICE);
                        size_t f = 0;
                        while (f < NFORMS && strncmp(label, form[f], strlen(form[f])) != 0)
                            f++;
                        ck_assert_msg(f < NFORMS, "seed %llu: %s labelled '%s', none of the forms",
                                      (unsigned long long)o.seed, name, label);
                        seen[f]++;
                        const char *tail = label + strlen(form[f]);
                        if (f <= 1) /* a nation: its name */
                            ck_assert_msg(v < SG_NNATIONS && strcmp(tail, wm__siege_areas[v].name) == 0,
                                          "seed %llu: %s labelled '%s'", (unsigned long long)o.seed, name, label);
                        if (f == 6 || f == 10) /* a number of MR: the choice's */
                            ck_assert_uint_eq(strtoul(tail, NULL, 10), v);
                        choices++;
                    }
                    r = r * 6364136223846793005ull + 1442695040888963407ull;
                    ck_assert_int_eq(wm_apply(g, moves[(r >> 33) % n]), WM_OK);
                }
                wm_free(g);
            }
    ck_assert_int_gt(choices, 0);
    for (size_t f = 0; f < NFORMS && games >= 300; f++)
        ck_assert_msg(seen[f] > 0, "no choice labelled '%s...' in %d games", form[f], 8 * games);
    if (env)
        for (size_t f = 0; f < NFORMS; f++)
            fprintf(stderr, "siege labels: %6d '%s...'\n", seen[f], form[f]);
}
END_TEST

/* Issue 37 item 4, §3.3.1 [3]: the questions of a Political Action's
 * resolution name their card and test - "Exploit Prestige (6 now) for +1
 * to the test of N3 Reichstag Fire Decree (Difficulty 3, modifier +0 so
 * far)?", "Re-roll the failed test of N3 ... (rolled 2 +0 against
 * Difficulty 3) for 1 Prestige (5 now)?", "Keep N3 ... in a Reserve (not
 * performed; otherwise discarded)?" - the log's answer repeats the
 * question ("Nazism: yes - Keep N3 ..."), and PP spent on an action say
 * what they bought ("Democracy PP 3 -> 1 (spent on influence in France,
 * §3.3.6)", §3.3.6-§3.3.13). */
START_TEST(s3_3_1_prompts_and_log_lines_name_their_card)
{
    int asked[3] = {0, 0, 0}, answered[3] = {0, 0, 0}, spent = 0, influence = 0;
    static const char *const head[3] = {"Exploit Prestige (", "Re-roll the failed test of ", "Keep "};
    for (uint64_t seed = 1; seed <= 8; seed++) {
        wm_options o;
        wm_options_init(&o);
        o.seed = seed;
        o.seats = seed % 2 ? 3 : 2;
        wm_game *g = NULL;
        ck_assert_int_eq(wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &g), WM_OK);
        const siege_state *st = (const siege_state *)(const void *)g->state;
        uint64_t r = seed;
        wm_move moves[1024];
        while (!wm_is_over(g)) {
            int q = st->stage == ST_EXPLOIT ? 0 : st->stage == ST_REROLL ? 1 : st->stage == ST_KEEP ? 2 : -1;
            if (q >= 0) {
                const sg_card *cd = &wm__siege_cards[st->chosen_pa[st->actor]];
                const char *p = wm_prompt(g), *at = strstr(p, head[q]);
                ck_assert_msg(at && strstr(at, cd->code) && p[strlen(p) - 1] == '?', "'%s'", p);
                if (cd->name)
                    ck_assert_msg(strstr(p, cd->name) != NULL, "'%s'", p);
                if (q < 2) {
                    char d[32];
                    snprintf(d, sizeof d, "Difficulty %d", cd->difficulty);
                    ck_assert_msg(strstr(p, d) != NULL, "'%s'", p);
                }
                asked[q]++;
            }
            size_t n = wm_legal_moves(g, moves, 1024);
            ck_assert_uint_gt(n, 0);
            r = r * 6364136223846793005ull + 1442695040888963407ull;
            ck_assert_int_eq(wm_apply(g, moves[(r >> 33) % n]), WM_OK);
        }
        wm_log *log = NULL;
        ck_assert_int_eq(wm_log_new(g, WM_SPECTATOR, 0, &log), WM_OK);
        for (size_t i = 0; i < wm_log_count(log); i++) {
            const char *t = wm_log_text(log, i), *k = wm_log_kind(log, i);
            if (!strcmp(k, "move") && (strstr(t, ": yes") || strstr(t, ": no"))) {
                ck_assert_msg(strstr(t, ": yes - ") || strstr(t, ": no - "), "'%s' without its question", t);
                for (int q = 0; q < 3; q++)
                    answered[q] += strstr(t, head[q]) != NULL;
            }
            if (!strcmp(k, "pp") && strstr(t, " (spent")) {
                ck_assert_msg(strstr(t, " (spent on ") && strstr(t, "§3.3."), "'%s' says not what the PP bought", t);
                spent++;
                influence += strstr(t, "spent on influence in ") != NULL;
            }
        }
        wm_log_free(log);
        wm_free(g);
    }
    for (int q = 0; q < 3; q++) {
        ck_assert_msg(asked[q] > 0, "question %d never asked", q);
        ck_assert_msg(answered[q] > 0, "question %d never answered in the log", q);
    }
    ck_assert_int_gt(influence, 0);
    ck_assert_int_gt(spent, influence);
}
END_TEST


/* Issue 34 (speed, round 4): a resolution's choice (ST_JOB, §3.3.1
 * Political Effects, §3.3.7 a Resource box, §3.3.11 sides and MR, §6.0
 * D30's nation, N27's receiver) lists the values its choice point
 * declares without a trial run for each: the list equals the one of a
 * trial a value (wm__siege_legal_job_tried), and wm_is_legal agrees with
 * it for every value, in random games of 2 and 3 seats, Short and
 * Advanced, with the seeded dice and with external dice (whose ties of
 * shortest paths are asked, st->strict). */
START_TEST(i34_job_choices_equal_their_trial_runs)
{
    long compared = 0, listed = 0;
    for (uint64_t seed = 1; seed <= 48; seed++) {
        wm_options o;
        wm_options_init(&o);
        o.seed = seed;
        o.seats = seed % 2 ? 3 : 2;
        o.flags = (seed % 4 >= 2 ? WM_SIEGE_ADVANCED : 0) | (seed % 3 == 0 ? WM_OPT_EXTERNAL_DICE : 0) |
                  WM_OPT_NO_HISTORY;
        wm_game *g = NULL;
        ck_assert_int_eq(wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &g), WM_OK);
        const siege_state *st = (const siege_state *)(const void *)g->state;
        uint64_t r = seed;
        wm_move moves[1024], tried[M_NCHOICES];
        while (!wm_is_over(g)) {
            size_t n = wm_legal_moves(g, moves, 1024);
            ck_assert_uint_gt(n, 0);
            if (st->stage == ST_JOB) {
                size_t t = wm__siege_legal_job_tried(st, tried, M_NCHOICES);
                ck_assert_uint_eq(n, t);
                for (size_t k = 0; k < n; k++)
                    ck_assert_uint_eq(moves[k], tried[k]);
                size_t in = 0;
                for (int v = 0; v < M_NCHOICES; v++) {
                    int ok = wm_is_legal(g, (wm_move)(M_CHOICE + v));
                    ck_assert_int_eq(ok, in < n && moves[in] == (wm_move)(M_CHOICE + v));
                    in += (size_t)ok;
                }
                compared++;
                listed += (long)n;
            }
            r = r * 6364136223846793005ull + 1442695040888963407ull;
            ck_assert_int_eq(wm_apply(g, moves[(r >> 33) % n]), WM_OK);
        }
        wm_free(g);
    }
    ck_assert_int_gt(compared, 500);
    ck_assert_int_gt(listed, 2 * compared);
}
END_TEST

static Suite *siege_suite(void)
{
    Suite *s = suite_create("siege");
    TCase *t = tcase_create("setup");
    tcase_add_test(t, s2_0_setup_three_seats);
    tcase_add_test(t, s2_0_setup_two_seats_communism_to_nazism);
    tcase_add_test(t, s2_0_setup_rejects_bad_options);
    tcase_add_test(t, s2_0_setup_deterministic);
    tcase_add_test(t, s1_6_checker_rejects_corruption);
    tcase_add_test(t, s3_0_stage_table_complete);
    suite_add_tcase(s, t);
    t = tcase_create("reconstructed");
    tcase_add_test(t, s1_8_reconstructed_cards_act_recon);
    tcase_add_test(t, s1_8_reconstructed_effects_recon);
    tcase_add_test(t, ex4_0_c36_looting_conditions_recon);
    tcase_add_test(t, s3_2_1_reconstructed_entry_turns_recon);
    tcase_add_test(t, s1_8_published_only_pp_only);
    tcase_add_test(t, s1_8_reconstructed_effect_logged);
    tcase_add_test(t, s6_0_texts_say_what_programs_do_recon);
    tcase_add_test(t, s6_0_every_text_reads_its_program_recon);
    suite_add_tcase(s, t);
    /* 2,400 whole games (2-3 s): a timeout of their own, which make
     * check-mutants' CK_TIMEOUT_MULTIPLIER=0.1 leaves at 12 s (with the
     * default 4 s it expired at 0.4 s there and "killed" every mutant) */
    t = tcase_create("labels");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, s6_0_choice_moves_say_what_they_choose);
    suite_add_tcase(s, t);
    t = tcase_create("initiative");
    tcase_add_test(t, s3_1_1_order_by_prestige_ties_natural);
    tcase_add_test(t, s3_1_2_exhaustion_example);
    tcase_add_test(t, s3_1_3_control_example);
    tcase_add_test(t, s3_1_3_short_alternates);
    tcase_add_test(t, ex4_0_turn2_initiative_and_control);
    tcase_add_test(t, s3_1_2_no_exhaustion_short);
    suite_add_tcase(s, t);
    t = tcase_create("regimes");
    tcase_add_test(t, s3_3_1_prestige_on_entering_and_leaving);
    tcase_add_test(t, s3_3_6_enemy_control_markers);
    tcase_add_test(t, s3_6_china_enters_communism_mao);
    tcase_add_test(t, s3_6_china_level1_and_nazism);
    tcase_add_test(t, s3_6_china_token_when_reserve_empty);
    tcase_add_test(t, s3_3_1_pa_modifiers_ex4_0);
    suite_add_tcase(s, t);
    t = tcase_create("war");
    tcase_add_test(t, s3_3_3_loc_examples_A_to_D);
    tcase_add_test(t, ex4_0_loc_hungary_greece);
    tcase_add_test(t, s6_0_d19_embargo_cuts_europe_asia);
    tcase_add_test(t, s3_3_15_total_war_example);
    tcase_add_test(t, s3_3_13_shift_towards_3_4);
    suite_add_tcase(s, t);
    t = tcase_create("interphase");
    tcase_add_test(t, s3_4_3_mr_bands);
    tcase_add_test(t, ex4_0_production_step_recon);
    tcase_add_test(t, ex4_0_victory_step_tally);
    tcase_add_test(t, s3_4_3_anarchy_vp_to_nazism);
    tcase_add_test(t, s3_4_2_upkeep);
    tcase_add_test(t, s1_6_token_limit_stops_production);
    tcase_add_test(t, s3_4_3_automatic_victory);
    tcase_add_test(t, s3_5_winner);
    suite_add_tcase(s, t);
    t = tcase_create("cards");
    tcase_add_test(t, s3_2_2_deal_five_or_six);
    tcase_add_test(t, s3_2_2_mulligan_once_reserves_kept);
    tcase_add_test(t, s3_2_2_reserves_capacity_no_events);
    tcase_add_test(t, s3_2_1_preparation);
    tcase_add_test(t, s1_8_3_deck_rebuilt_when_empty);
    tcase_add_test(t, s3_3_1_disposal);
    tcase_add_test(t, s1_8_2_event_disposal_and_lapse);
    tcase_add_test(t, s3_3_1_pp_and_optional_bonus);
    tcase_add_test(t, s3_3_15_total_war_requirements);
    tcase_add_test(t, s3_4_1_war_attrition_advanced);
    tcase_add_test(t, s3_3_1_can_replace_example);
    tcase_add_test(t, s3_3_9_coup_reaction);
    tcase_add_test(t, s1_3_ussr_cessions);
    tcase_add_test(t, fields_cover_the_state);
    suite_add_tcase(s, t);
    t = tcase_create("clarifications");
    tcase_add_test(t, s3_3_11_example_d25);
    tcase_add_test(t, s3_3_11_example_n19);
    tcase_add_test(t, s3_3_5_war_on_treaty_partner);
    tcase_add_test(t, s6_0_n12_spanish_civil_war);
    tcase_add_test(t, s6_0_n20_italian_wars);
    tcase_add_test(t, s6_0_n27_war_on_china);
    tcase_add_test(t, s6_0_annexations_vp_and_claims);
    tcase_add_test(t, s6_0_coup_events_need_the_nation);
    tcase_add_test(t, s6_0_c19_long_march_and_side_locks);
    tcase_add_test(t, s6_0_c33_red_army);
    tcase_add_test(t, s6_0_n16_balkan_pact_lapsing);
    tcase_add_test(t, s6_0_generic_or_targets);
    tcase_add_test(t, s6_0_poland_roll);
    suite_add_tcase(s, t);
    t = tcase_create("random");
    tcase_set_timeout(t, 120);
    tcase_add_test(t, random_games_through_the_primitives);
    tcase_add_test(t, random_games_through_the_decision_layer);
    tcase_add_test(t, i34_job_choices_equal_their_trial_runs);
    suite_add_tcase(s, t);
    t = tcase_create("gaps");
    tcase_add_test(t, s1_8_mandatory_pa_first_round_recon);
    tcase_add_test(t, s3_2_2_mandatory_not_into_reserve_recon);
    tcase_add_test(t, s1_8_2_mandatory_event_chosen_recon);
    tcase_add_test(t, s3_4_1_mandatory_event_in_interphase_recon);
    tcase_add_test(t, e2_s3_3_1_multiple_play_kept_or_discarded);
    tcase_add_test(t, ex4_0_n1_inspection_seen_by_nazism);
    tcase_add_test(t, s1_3_map_cards_add_resource_boxes_recon);
    tcase_add_test(t, s3_3_2_two_seat_communism_beneficial_commitments);
    tcase_add_test(t, s3_3_14_two_seat_communism_coup_sign);
    tcase_add_test(t, s3_3_4_c23_reaction_recon);
    suite_add_tcase(s, t);
    t = tcase_create("review2");
    tcase_add_test(t, s3_3_15_total_war_only_after_a_war_declaration);
    tcase_add_test(t, s3_5_two_seat_communism_automatic_victory);
    tcase_add_test(t, s3_3_2_exploit_pp_before_a_declared_coup);
    tcase_add_test(t, s3_3_9_event_coup_not_in_civil_war);
    tcase_add_test(t, s1_8_2_event_conditions_dictate_play);
    tcase_add_test(t, s2_0_nazism_start_resources_ex4_0);
    suite_add_tcase(s, t);
    t = tcase_create("review3");
    tcase_add_test(t, s3_3_14_event_coup_tied_path_is_a_choice);
    tcase_add_test(t, s6_0_d30_nation_first_then_the_die);
    tcase_add_test(t, s6_0_n27_manchuquo_choice_is_nazisms);
    tcase_add_test(t, s3_3_2_two_seat_c3_obeys_o16);
    tcase_add_test(t, s3_6_d24_raises_china_armaments);
    tcase_add_test(t, two_seat_lines_name_who_decides_and_the_box);
    suite_add_tcase(s, t);
    t = tcase_create("views");
    tcase_add_test(t, views_hide_hands_and_choices);
    tcase_add_test(t, view_names_the_deciding_ideology);
    tcase_add_test(t, view_cards_table_texts_marked_recon);
    tcase_add_test(t, s3_3_1_prompts_and_log_lines_name_their_card);
    suite_add_tcase(s, t);
    t = tcase_create("example");
    tcase_add_test(t, ex4_0_extended_example_turn1);
    suite_add_tcase(s, t);
    t = tcase_create("issue38");
    tcase_add_test(t, s3_3_1_s3_2_2_event_choice_and_reserve_are_secret);
    tcase_add_test(t, s3_3_15_total_war_interrupts_the_round);
    tcase_add_test(t, s3_4_1_advanced_war_attrition_after_each_war_test);
    tcase_add_test(t, s3_3_2_s3_3_9_no_coup_in_a_nation_at_civil_war);
    tcase_add_test(t, s3_3_12_rebel_win_empties_every_resource_box);
    suite_add_tcase(s, t);
    return s;
}

int main(void)
{
    SRunner *r = srunner_create(siege_suite());
    srunner_run_all(r, CK_NORMAL);
    int failed = srunner_ntests_failed(r);
    srunner_free(r);
    return failed ? 1 : 0;
}
