/*
 * check_ebert.c - Friedrich Ebert: Der Weg zur Demokratie, rule by rule.
 *
 * Each test is named after the phase of the rulebook it checks (test_setup_,
 * test_phase1_ ... test_phase5_, test_variant_, test_glossary_) and cites
 * the rule in comments.  Games are set up through the public API; some
 * positions are arranged by writing the flat state directly (the suite
 * links the static library), after which wm_check() must still accept the
 * state and every move goes through wm_apply().  Tests that depend on
 * RECONSTRUCTED content (lib/ebert/content.c) say so.
 */
#include "core.h"
#include "../lib/ebert/ebert.h"
#include "testutil.h"

#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Helpers                                                              */
/* ------------------------------------------------------------------ */

static ebert_state *ST(wm_game *g)
{
    return (ebert_state *)(void *)g->state;
}

static wm_game *game_with(int chapter, uint32_t flags, int seats, uint64_t seed)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = chapter;
    o.flags = flags;
    o.seats = seats;
    o.seed = seed;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_FRIEDRICH_EBERT, &o, &g), WM_OK);
    ck_assert_int_eq(wm_check(g), WM_OK);
    return g;
}

static wm_game *game(int chapter, uint32_t flags)
{
    return game_with(chapter, flags, 0, 7);
}

static void poked(wm_game *g)
{
    ck_assert_msg(wm_check(g) == WM_OK, "arranged position violates the invariants");
}

static uint8_t L(int id)
{
    return (uint8_t)(id + 1);
}

/* Every handed-out letter to the discard piles, rows and piles empty,
 * invitations on their stacks: a blank table to lay a position on. */
static void clear_table(ebert_state *s)
{
    memset(s->row, 0, sizeof s->row);
    memset(s->pile, 0, sizeof s->pile);
    memset(s->nrow, 0, sizeof s->nrow);
    memset(s->npile, 0, sizeof s->npile);
    for (int g = 0; g < s->ngroups; g++)
        s->inv[g] = EB_INVITATIONS;
    s->discard = (1u << s->dealt) - 1u;
    if (s->golden == G_PLAYED)
        s->golden = G_DECK;
}

static void put_row(ebert_state *s, int g, int id, int open)
{
    s->discard &= ~(1u << id);
    s->row[g][s->nrow[g]++] = (uint8_t)(L(id) | (open ? IT_OPEN : 0));
}

static void put_inv(ebert_state *s, int g, int open)
{
    s->inv[g]--;
    s->row[g][s->nrow[g]++] = (uint8_t)(IT_INV | (open ? IT_OPEN : 0));
}

static void put_pile(ebert_state *s, int g, int id)
{
    s->discard &= ~(1u << id);
    s->pile[g][s->npile[g]++] = L(id);
}

static void put_golden_row(ebert_state *s, int open)
{
    s->golden = G_PLAYED;
    s->row[0][s->nrow[0]++] = (uint8_t)((unsigned)(GOLDEN(s) + 1) | (open ? IT_OPEN : 0u));
}

/* The Phase 2 decision, with nothing opened yet. */
static void at_phase2(ebert_state *s)
{
    s->ret = 0;
    s->round = s->round ? s->round : 1;
    s->use_mode = U_NONE;
    s->use_turn = s->use_any = s->use_ret = 0;
    s->stage = S_OPEN;
    s->dec = D_OPEN;
    s->opened = 0;
}

/* A use of markers in Phase 4, turn t, with these markers just received. */
static void at_phase4(ebert_state *s, int t, const int held[4])
{
    s->ret = 0;
    s->round = s->round ? s->round : 1;
    s->use_any = 0;
    s->stage = S_PHASE4;
    s->use_mode = U_PHASE4;
    s->use_ret = S_MILESTONE;
    s->use_turn = (uint8_t)t;
    s->dec = D_USE;
    s->opened = 2;
    for (int k = 0; k < 4; k++) {
        s->supply[k] = (uint8_t)(s->supply[k] + s->held[k] - held[k]);
        s->held[k] = (uint8_t)held[k];
    }
}

static char *view(wm_game *g, int viewer)
{
    size_t len;
    return tu_json(g, viewer, &len);
}

/* ------------------------------------------------------------------ */
/* Set-up                                                               */
/* ------------------------------------------------------------------ */

/* Setup A-G for Chapter I: SPD 0 starting cards and tension 0; Monarchy 1
 * card and tension 1; then round 1's Phase 1 (+1 tension, 1 letter each)
 * and the EILT! letter it uncovers (RECONSTRUCTED content: letter 06 is an
 * event, card 9: +1 tension for each group). */
START_TEST(test_setup_chapter_I)
{
    wm_game *g = game(WM_EBERT_CHAPTER_I, 0);
    ebert_state *s = ST(g);
    ck_assert_int_eq(wm_seat_count(g), 4);
    ck_assert_int_eq(s->ngroups, 2);
    ck_assert_int_eq(s->lost, 10);            /* G: easy, space 10 */
    ck_assert_int_eq(s->round, 1);
    ck_assert_int_eq(s->dealt, 12);           /* D: until "Erster Mai" */
    ck_assert_str_eq(wm__ebert_cur_ms(s)->name, "Erster Mai");
    ck_assert_int_eq(s->nrow[0], 1);          /* 0 starting cards + 1 drawn */
    ck_assert_int_eq(s->row[0][0], L(0));     /* "Wahl in den Parteivorstand" */
    ck_assert_int_eq(s->nrow[1], 2);          /* 1 starting card + 1 drawn */
    ck_assert_int_eq(s->row[1][0], L(1));     /* front position: the first drawn */
    ck_assert_int_eq(s->row[1][1], L(3));
    ck_assert(s->discard & (1u << 6));        /* the EILT! letter, resolved */
    ck_assert_int_eq(s->tension[0], 0 + 1 + 1);
    ck_assert_int_eq(s->tension[1], 1 + 1 + 1);
    ck_assert_int_eq(s->inv[0], 5);
    ck_assert_int_eq(s->inv[1], 5);
    ck_assert_int_eq(s->supply[0], 12);
    ck_assert_int_eq(s->supply[1], 10);
    ck_assert_int_eq(s->supply[2], 0);        /* not in Chapter I */
    ck_assert_int_eq(s->supply[EB_JOKER], 10);
    ck_assert_int_eq(wm_to_move(g), WM_EBERT_EBERT);
    tu_expect_legal(g, "open SPD|open Monarchy");
    wm_free(g);
}
END_TEST

/* "Setup for the Further Chapters": groups and starting values per
 * chapter, transcribed. */
START_TEST(test_setup_further_chapters)
{
    static const uint8_t cards[5][3] = {{0}, {0, 1, 0}, {0, 0, 1}, {0, 0, 1}, {0, 0, 1}};
    static const uint8_t tension[5][3] = {{0}, {0, 1, 0}, {1, 1, 3}, {1, 1, 2}, {0, 1, 2}};
    static const char *const third[5] = {NULL, "none", "Military", "Revolutionaries", "Opponents"};
    for (int ch = 1; ch <= 4; ch++) {
        const eb_chapter *c = &wm__ebert_chapters[ch];
        ck_assert_int_eq(c->ngroups, ch == 1 ? 2 : 3);
        ck_assert_str_eq(c->group_names[2], third[ch]);
        ck_assert_str_eq(c->group_names[1], ch == 1 ? "Monarchy" : "Population");
        for (int k = 0; k < 3; k++) {
            ck_assert_int_eq(c->start_cards[k], cards[ch][k]);
            ck_assert_int_eq(c->start_tension[k], tension[ch][k]);
        }
        wm_game *g = game(ch, 0);
        ck_assert_int_eq(ST(g)->ngroups, c->ngroups);
        ck_assert_int_eq(ST(g)->dealt, c->ms_after[0]);
        ck_assert_int_eq(ST(g)->supply[2], ch == 1 ? 0 : 10);
        wm_free(g);
    }
    /* Material: 117 letters, 11 milestones as 2/3/3/3 */
    int letters = 0, ms = 0;
    for (int ch = 1; ch <= 4; ch++) {
        letters += wm__ebert_chapters[ch].nletters;
        ms += wm__ebert_chapters[ch].nms;
    }
    ck_assert_int_eq(letters, 117);
    ck_assert_int_eq(ms, 11);
    ck_assert_int_eq(wm__ebert_chapters[1].nms, 2);
    ck_assert_int_eq(wm__ebert_markers[0] + wm__ebert_markers[1] + wm__ebert_markers[2] + wm__ebert_markers[3], 42);
    /* resolution card 13 is "Wahl in den Parteivorstand"'s */
    ck_assert_str_eq(wm__ebert_rescards[13].title, "Wahl in den Parteivorstand");
    ck_assert_int_eq(wm__ebert_chapters[1].letters[0].res, 13);
    ck_assert_int_eq(wm_new(WM_FRIEDRICH_EBERT, &(wm_options){.size = sizeof(wm_options), .scenario = 5}, &(wm_game *){NULL}), WM_EINVAL);
}
END_TEST

/* B: the distribution tables; every decision belongs to the person
 * responsible.  Chapter I, 3 people: Ebert, SPD (2nd), Monarchy (3rd). */
START_TEST(test_setup_people_and_responsibility)
{
    static const int ch1[5][2] = {{0}, {0, 0}, {0, 1}, {1, 2}, {1, 2}};
    static const int ch2[5][3] = {{0}, {0, 0, 0}, {0, 1, 1}, {1, 2, 2}, {1, 2, 3}};
    for (int n = 1; n <= 4; n++) {
        wm_game *g = game_with(1, 0, n, 1);
        ck_assert_int_eq(wm_seat_count(g), n);
        for (int k = 0; k < 2; k++)
            ck_assert_int_eq(wm__ebert_holder(ST(g), k), ch1[n][k]);
        ck_assert_int_eq(wm__ebert_holder(ST(g), EB_JOKER), 0); /* "Ebert keeps Jokers" */
        wm_free(g);
        g = game_with(2, 0, n, 1);
        for (int k = 0; k < 3; k++)
            ck_assert_int_eq(wm__ebert_holder(ST(g), k), ch2[n][k]);
        wm_free(g);
    }
    wm_options o;
    wm_options_init(&o);
    o.seats = 5;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_FRIEDRICH_EBERT, &o, &g), WM_EINVAL);
    o.seats = 0;
    ck_assert_int_eq(wm_new(WM_FRIEDRICH_EBERT, &o, &g), WM_OK);
    ck_assert_int_eq(wm_seat_count(g), 4);
    ck_assert_str_eq(wm_seat_name(g, 0), "Ebert");
    wm_free(g);
    /* Phase 3 example: the SPD's marker goes to the person holding the SPD */
    g = game_with(1, 0, 3, 1);
    tu_playv(g, "open SPD", "open Monarchy", "resolve SPD", NULL); /* card 13: SPD + Joker */
    ck_assert_int_eq(wm_to_move(g), 1);
    tu_play(g, "done");
    ck_assert_int_eq(wm_to_move(g), 0); /* Ebert uses the Joker */
    wm_free(g);
}
END_TEST

/* G: difficulty; title flags. */
START_TEST(test_setup_difficulty_and_flags)
{
    static const uint32_t diff[3] = {0, WM_EBERT_MEDIUM, WM_EBERT_HARD};
    for (int d = 0; d < 3; d++) {
        wm_game *g = game(1, diff[d]);
        ck_assert_int_eq(ST(g)->lost, 10 - d);
        wm_free(g);
    }
    wm_options o;
    wm_options_init(&o);
    wm_game *g = NULL;
    o.flags = WM_EBERT_DIFFICULTY_MASK;
    ck_assert_int_eq(wm_new(WM_FRIEDRICH_EBERT, &o, &g), WM_EINVAL);
    o.flags = 1u << 20;
    ck_assert_int_eq(wm_new(WM_FRIEDRICH_EBERT, &o, &g), WM_EINVAL);
    o.flags = 0;
    o.bots = 1;
    ck_assert_int_eq(wm_new(WM_FRIEDRICH_EBERT, &o, &g), WM_EINVAL);
    o.bots = 0;
    o.flags = WM_EBERT_HARD | WM_EBERT_PERSONAL_EXPERIENCES | WM_EBERT_FLEXIBILITY | WM_OPT_EXTERNAL_DICE;
    ck_assert_int_eq(wm_new(WM_FRIEDRICH_EBERT, &o, &g), WM_OK);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Phase 1                                                              */
/* ------------------------------------------------------------------ */

/* Phase 1: +1 tension and a letter for every group; a full row of 5 gives
 * +1 tension instead; an empty draw pile gives an invitation. */
START_TEST(test_phase1_tension_letters_full_row_invitation)
{
    /* the round number only counts up; at its maximum it stays there (a
     * loaded game once wrapped to round 0, the set-up's; fuzz_load) */
    static const uint16_t from[2] = {1, UINT16_MAX}, to[2] = {2, UINT16_MAX};
    for (int t = 0; t < 2; t++) {
        wm_game *g = game(1, 0);
        ebert_state *s = ST(g);
        s->round = from[t];
        clear_table(s);
        for (int i = 0; i < 5; i++)
            put_inv(s, 0, 1);          /* SPD: a full row of open invitations */
        put_row(s, 1, 1, 1);           /* Monarchy: one open letter, empty pile */
        s->tension[0] = 3;
        s->tension[1] = 3;
        const int none[4] = {0, 0, 0, 0};
        at_phase4(s, EB_JOKER, none);
        s->use_mode = U_NONE;          /* end of the round: Phase 5 next */
        s->use_turn = 0;
        s->use_ret = 0;
        s->stage = S_RESOLVE;
        s->dec = D_RESOLVE;
        poked(g);
        tu_expect_legal(g, "resolve SPD|resolve Monarchy");
        tu_play(g, "resolve Monarchy");   /* card 1 (RECONSTRUCTED): 2 SPD markers */
        tu_playv(g, "reduce SPD", "reduce SPD", NULL); /* 3 -> 1 -> 0 */
        /* round 2, Phase 1: SPD +1 and +1 for the full row; Monarchy +1 and an
         * invitation (its draw pile is empty) */
        ck_assert_int_eq(s->round, to[t]);
        ck_assert_int_eq(wm_check(g), WM_OK);
        ck_assert_int_eq(s->tension[0], 2);
        ck_assert_int_eq(s->tension[1], 4);
        ck_assert_int_eq(s->nrow[0], 5);
        ck_assert_int_eq(s->nrow[1], 1);
        ck_assert_int_eq(s->row[1][0], IT_INV);
        ck_assert_int_eq(s->inv[1], 4);
        wm_free(g);
    }
}
END_TEST

/* Phase 1: "EILT!" letters on top of the draw piles are opened and
 * resolved at once, clockwise from the SPD, each completely (its markers
 * used) before the next; one uncovered later is resolved as soon as it is
 * noticed.  RECONSTRUCTED content: Chapter I letters 06 and 15 are events
 * (cards 9 and 10). */
START_TEST(test_phase1_eilt_clockwise_from_spd)
{
    wm_game *g = game(1, 0);
    ebert_state *s = ST(g);
    clear_table(s);
    put_row(s, 0, 0, 1);
    put_row(s, 1, 1, 1);
    put_pile(s, 0, 2);             /* drawn in Phase 1 */
    put_pile(s, 0, 15);            /* then on top: EILT! (card 10: Monarchy +1, 1 SPD marker) */
    put_pile(s, 1, 3);
    put_pile(s, 1, 6);             /* EILT! (card 9: +1 SPD, +1 Monarchy) */
    s->dealt = 22;                 /* as after "Erster Mai" */
    s->ms_done = 1;
    s->discard = ((1u << 22) - 1u) & ~((1u << 0) | (1u << 1) | (1u << 2) | (1u << 15) | (1u << 3) | (1u << 6));
    s->tension[0] = 0;
    s->tension[1] = 0;
    s->stage = S_RESOLVE;
    s->dec = D_RESOLVE;
    poked(g);
    tu_play(g, "resolve Monarchy");   /* card 1: 2 SPD markers */
    tu_playv(g, "done", NULL);        /* they lapse */
    /* Phase 1: +1 each, letters 2 and 3 drawn; then SPD's EILT! first:
     * Monarchy +1, an SPD marker to use at once */
    ck_assert_int_eq(s->round, 2);
    ck_assert(s->discard & (1u << 15));
    ck_assert(!(s->discard & (1u << 6)));   /* not yet: resolved after the SPD's */
    ck_assert_int_eq(s->tension[0], 1);
    ck_assert_int_eq(s->tension[1], 2);
    ck_assert_int_eq(s->held[0], 1);
    ck_assert_int_eq(wm_to_move(g), 1);
    ck_assert_str_eq(wm_prompt(g), "use this group's influence markers, or done");
    tu_play(g, "reduce SPD");
    /* then the Monarchy's EILT!: +1 SPD, +1 Monarchy */
    ck_assert(s->discard & (1u << 6));
    ck_assert_int_eq(s->tension[0], 1);
    ck_assert_int_eq(s->tension[1], 3);
    ck_assert_int_eq(s->dec, D_OPEN);
    wm_free(g);
}
END_TEST

/* Phase 1: losing the moment a tension marker reaches "Game Lost". */
START_TEST(test_phase1_loss_on_game_lost_space)
{
    wm_game *g = game(1, WM_EBERT_HARD);
    ebert_state *s = ST(g);
    s->tension[1] = 7;
    s->stage = S_RESOLVE;
    s->dec = D_RESOLVE;
    clear_table(s);
    put_row(s, 0, 0, 1);
    put_pile(s, 0, 2);
    poked(g);
    tu_play(g, "resolve SPD");
    tu_playv(g, "done", "done", NULL);
    ck_assert(wm_is_over(g));
    ck_assert_int_eq(s->tension[1], 8);
    int32_t res[4];
    ck_assert_int_eq(wm_outcome(g, res, 4), WM_OK);
    for (int k = 0; k < 4; k++)
        ck_assert_int_eq(res[k], WM_LOSS); /* "you win or lose together" */
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Phase 2                                                              */
/* ------------------------------------------------------------------ */

/* Phase 2: 2 letters, each the rightmost unopened one of the chosen row;
 * the golden target letter only in the front position; fewer when fewer
 * are unopened. */
START_TEST(test_phase2_open_rightmost_golden_front_only)
{
    wm_game *g = game(1, 0);
    ebert_state *s = ST(g);
    clear_table(s);
    s->ms_done = 2;
    s->dealt = 27;
    s->discard = (1u << 27) - 1u;
    put_row(s, 0, 2, 1);           /* open, front */
    put_row(s, 0, 4, 0);           /* rightmost unopened */
    put_row(s, 0, 5, 0);
    put_golden_row(s, 0);          /* golden, not in front */
    put_row(s, 1, 1, 0);
    at_phase2(s);
    poked(g);
    tu_expect_legal(g, "open SPD|open Monarchy");
    tu_play(g, "open SPD");
    ck_assert(s->row[0][1] & IT_OPEN);
    ck_assert(!(s->row[0][2] & IT_OPEN));
    ck_assert_int_eq(s->dec, D_OPEN);   /* "then decide which letter to open second" */
    tu_play(g, "open SPD");
    ck_assert(s->row[0][2] & IT_OPEN);
    ck_assert_int_eq(s->dec, D_RESOLVE); /* 2 opened */
    /* only the golden target letter is left unopened in the SPD row */
    wm_free(g);
    g = game(1, 0);
    s = ST(g);
    clear_table(s);
    s->ms_done = 2;
    s->dealt = 27;
    s->discard = (1u << 27) - 1u;
    put_row(s, 0, 2, 1);
    put_golden_row(s, 0);
    put_row(s, 1, 1, 1);
    at_phase2(s);
    s->dec = D_OPEN;
    put_row(s, 1, 3, 0);
    poked(g);
    tu_expect_legal(g, "open Monarchy"); /* the golden letter is not in front */
    tu_play(g, "open Monarchy");
    ck_assert_int_eq(s->dec, D_RESOLVE); /* "you open only 1 letter" */
    wm_free(g);
}
END_TEST

/* Phase 2 example "Risse in der Partei": locked by its padlock B until the
 * key B (the war credits) is among the lasting effects, then discarded once
 * the X C (the USPD) has been resolved.  Chapter II. */
START_TEST(test_phase2_example_risse_in_der_partei)
{
    wm_game *g = game(2, 0);
    ebert_state *s = ST(g);
    const eb_chapter *c = &wm__ebert_chapters[2];
    ck_assert_str_eq(c->letters[3].name, "Risse in der Partei");
    ck_assert_int_eq(c->letters[3].lock, 'B' - 'A' + 1);
    ck_assert_int_eq(c->letters[3].question, 'C' - 'A' + 1);
    s->ms_done = 2;
    s->dealt = 25;
    clear_table(s);
    put_row(s, 0, 3, 0);           /* Risse, unopened, front */
    put_pile(s, 0, 6);
    put_row(s, 1, 7, 0);
    at_phase2(s);
    poked(g);
    /* no key B: "turn it face down again and place it under the draw pile",
     * and a new letter closes the gap */
    tu_play(g, "open SPD");
    ck_assert_int_eq(s->nrow[0], 1);
    ck_assert_int_eq(s->row[0][0], L(6));
    ck_assert_int_eq(s->npile[0], 1);
    ck_assert_int_eq(s->pile[0][0], L(3)); /* unopened again */
    wm_free(g);

    /* with the key B (resolution card 20, "Bewilligung der Kriegskredite")
     * the letter stays */
    g = game(2, 0);
    s = ST(g);
    s->ms_done = 2;
    s->dealt = 25;
    clear_table(s);
    put_row(s, 0, 3, 0);
    put_row(s, 0, 12, 0); /* letter 12 behind it */
    put_row(s, 1, 7, 0);
    at_phase2(s);
    s->keys = 1u << 1;
    s->lasting_res = UINT64_C(1) << (20 - 1); /* letter 1 is discarded: it sent card 20 */
    poked(g);
    tu_play(g, "open SPD");
    ck_assert_int_eq(s->row[0][0], L(3) | IT_OPEN);
    /* the X C (card 25, "Gründung der USPD") removes the open letter */
    s->stage = S_RESOLVE;
    s->dec = D_RESOLVE;
    s->opened = 2;
    s->discard &= ~(1u << 20);
    s->row[1][0] = L(7);
    /* USPD's letter goes to the front of the Population? no: it is an SPD
     * letter; lay it in front of the SPD row */
    memmove(&s->row[0][1], &s->row[0][0], 2);
    s->row[0][0] = (uint8_t)(L(20) | IT_OPEN);
    s->nrow[0] = 3;
    put_pile(s, 0, 6);
    poked(g);
    tu_play(g, "resolve SPD");
    ck_assert(s->xs & (1u << 2));
    ck_assert(s->discard & (1u << 3));     /* Risse in der Partei: discarded */
    ck_assert(s->lasting_res & (UINT64_C(1) << 24));
    /* the gap closed and a new letter came in from the left */
    ck_assert_int_eq(s->nrow[0], 2);
    ck_assert_int_eq(s->row[0][0], L(12));
    ck_assert_int_eq(s->row[0][1], L(6));
    /* opened later, a "?" C letter goes straight to the discard pile */
    wm_free(g);
    g = game(2, 0);
    s = ST(g);
    s->ms_done = 2;
    s->dealt = 25;
    clear_table(s);
    put_row(s, 0, 3, 0);
    put_row(s, 1, 7, 0);
    at_phase2(s);
    s->xs = 1u << 2;
    s->lasting_res = UINT64_C(1) << (25 - 1);
    poked(g);
    tu_play(g, "open SPD");
    ck_assert(s->discard & (1u << 3));
    ck_assert_int_eq(s->nrow[0], 1);
    ck_assert_int_eq(s->row[0][0], IT_INV); /* empty pile: an invitation */
    wm_free(g);
}
END_TEST

/* Phase 3, the X symbol: "Ebert immediately checks whether a letter with
 * the letter given next to the symbol lies open in one of your rows": an
 * unopened letter with that "?" stays where it is (issue 38).  Chapter II:
 * "Gründung der USPD" (card 25, X C) is resolved while "Risse in der
 * Partei" ("?" C) lies unopened behind it. */
START_TEST(test_phase3_x_symbol_spares_an_unopened_letter)
{
    wm_game *g = game(2, 0);
    ebert_state *s = ST(g);
    ck_assert_int_eq(wm__ebert_chapters[2].letters[3].question, 'C' - 'A' + 1);
    s->ms_done = 2;
    s->dealt = 25;
    clear_table(s);
    put_row(s, 0, 20, 1); /* "Gründung der USPD", open, front */
    put_row(s, 0, 3, 0);  /* "Risse in der Partei", unopened */
    put_pile(s, 0, 6);
    put_row(s, 1, 7, 0);
    at_phase2(s);
    s->stage = S_RESOLVE;
    s->dec = D_RESOLVE;
    s->opened = 2;
    poked(g);
    tu_play(g, "resolve SPD");
    ck_assert(s->xs & (1u << 2));                        /* the X C lasts */
    ck_assert(s->lasting_res & (UINT64_C(1) << 24));
    ck_assert(!(s->discard & (1u << 3)));                /* Risse: not discarded */
    ck_assert_int_eq(s->row[0][0], L(3));                /* still there, unopened */
    ck_assert_int_eq(s->npile[0], 1);                    /* no letter drawn for it */
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Phase 3                                                              */
/* ------------------------------------------------------------------ */

/* Phase 3 example: "Wahl in den Parteivorstand" -> resolution card 13; the
 * markers go to the person responsible, Ebert keeps the Joker; only open
 * letters in the front position can be resolved. */
START_TEST(test_phase3_example_wahl_in_den_parteivorstand)
{
    wm_game *g = game_with(1, 0, 3, 1);
    ebert_state *s = ST(g);
    tu_play(g, "open SPD");
    tu_play(g, "open Monarchy");     /* the Monarchy's front letter */
    tu_expect_legal(g, "resolve SPD|resolve Monarchy");
    tu_play(g, "resolve SPD");
    ck_assert(s->discard & 1u);   /* onto the SPD's discard pile */
    /* RECONSTRUCTED instructions of card 13: 1 SPD marker and 1 Joker */
    ck_assert_int_eq(s->held[0], 1);
    ck_assert_int_eq(s->held[EB_JOKER], 1);
    ck_assert_int_eq(wm_to_move(g), 1);   /* Heike, the SPD */
    tu_play(g, "reduce SPD");
    ck_assert_int_eq(wm_to_move(g), 0);   /* Michael, Ebert, with the Joker */
    /* SPD tension is 0 now: nothing to reduce there */
    tu_expect_legal(g, "reduce Monarchy|bury Monarchy 1|bury Monarchy 2|milestone SPD|milestone Monarchy|done");
    wm_free(g);
}
END_TEST

/* Phase 3: an invitation gives 1 marker of its group and goes back to its
 * stack; a neutral invitation gives the marker of the group in whose row it
 * lies (Chapter I: the Monarchy). */
START_TEST(test_phase3_invitations)
{
    wm_game *g = game(1, 0);
    ebert_state *s = ST(g);
    clear_table(s);
    put_inv(s, 1, 1);
    put_row(s, 0, 0, 0);
    s->stage = S_RESOLVE;
    s->dec = D_RESOLVE;
    poked(g);
    tu_expect_legal(g, "resolve Monarchy"); /* unopened letters cannot be resolved */
    tu_play(g, "resolve Monarchy");
    ck_assert_int_eq(s->inv[1], 5);
    ck_assert_int_eq(s->held[1], 1);
    ck_assert_int_eq(wm_to_move(g), 2);
    wm_free(g);
}
END_TEST

/* Phase 3: losing in the middle of a resolution: the instructions stop
 * there (RECONSTRUCTED card 6: +2 SPD tension, then markers). */
START_TEST(test_phase3_loss_mid_resolution)
{
    wm_game *g = game(1, 0);
    ebert_state *s = ST(g);
    s->ms_done = 1;
    s->dealt = 22;
    clear_table(s);
    put_row(s, 0, 12, 1);
    s->tension[0] = 8;
    s->stage = S_RESOLVE;
    s->dec = D_RESOLVE;
    poked(g);
    tu_play(g, "resolve SPD");
    ck_assert(wm_is_over(g));
    ck_assert_int_eq(s->result, R_LOST);
    ck_assert_int_eq(s->tension[0], 10);
    ck_assert_int_eq(s->supply[0], 12);    /* the markers below were never given */
    ck_assert_int_eq(s->supply[EB_JOKER], 10);
    ck_assert_uint_eq(wm_legal_moves(g, NULL, 0), 0);
    wm_free(g);
}
END_TEST

/* Phase 5 and the Personal Experiences variant: the tension of a task
 * carried out while a milestone's markers are used reaches the "Game Lost"
 * space; the game is lost there, with the milestone's lasting effect
 * already in place.  Found by the property tests (Chapter IV, hard,
 * Personal Experiences, game 1822); replayed move by move. */
START_TEST(test_phase5_loss_during_milestone_task_tension)
{
    wm_game *g = game_with(4, WM_EBERT_HARD | WM_EBERT_PERSONAL_EXPERIENCES, 0,
                           UINT64_C(10028162269034886845));
    tu_playv(g, "done", "open SPD", "open Opponents", "resolve Opponents", "done", "support 0",
          "pay Joker", "pay Opponents", "milestone SPD", "task 3", "tension Opponents",
          "tension SPD", "tension Population", "tension Population", "tension SPD",
          "tension SPD", "reduce Population", "reduce Opponents", "done",
          "milestone Opponents", "done", "done", "open Opponents", "open Opponents",
          "resolve Opponents", "milestone Population", "done", "bury SPD 1", "experience 2",
          "done", "bury Population 2", "done", "done", "bury Population 1", "task 2",
          "tension Population", "tension Population", NULL);
    ck_assert(!wm_is_over(g));
    ck_assert_int_eq(ST(g)->stage, S_MILESTONE);
    ck_assert_int_eq(ST(g)->tension[1], 7);
    tu_play(g, "tension Population"); /* 8 = the "Game Lost" space when hard */
    ck_assert(wm_is_over(g));
    ck_assert_int_eq(ST(g)->result, R_LOST);
    ck_assert_int_eq(ST(g)->tension[1], 8);
    ck_assert_uint_ne(ST(g)->lasting_ms, 0);
    wm_free(g);
}
END_TEST

/* Winning: the golden target letter, opened in the front position, is
 * resolved in Phase 3 and the game is won at once, by every seat. */
START_TEST(test_phase3_win_by_golden_letter)
{
    wm_game *g = game(1, 0);
    ebert_state *s = ST(g);
    clear_table(s);
    s->ms_done = 2;
    s->dealt = 27;
    s->discard = (1u << 27) - 1u;
    put_golden_row(s, 0);
    put_row(s, 1, 1, 1);
    at_phase2(s);
    poked(g);
    tu_play(g, "open SPD");
    tu_expect_legal(g, "resolve SPD"); /* "resolve the golden target letter now" */
    tu_play(g, "resolve SPD");
    ck_assert(wm_is_over(g));
    int32_t res[4];
    ck_assert_int_eq(wm_outcome(g, res, 4), WM_OK);
    for (int k = 0; k < 4; k++)
        ck_assert_int_eq(res[k], WM_WIN);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Phase 4                                                              */
/* ------------------------------------------------------------------ */

/* Phase 4: SPD first, then clockwise, Ebert's Jokers last; a marker reduces
 * tension by up to 2, buries any letter of its group's row, or fills a
 * milestone space; a Joker stands for any group; unused markers lapse. */
START_TEST(test_phase4_order_uses_and_lapse)
{
    wm_game *g = game_with(2, 0, 4, 1);
    ebert_state *s = ST(g);
    clear_table(s);
    put_row(s, 0, 0, 1);
    put_row(s, 0, 6, 0);
    put_row(s, 1, 7, 0);
    put_row(s, 2, 2, 0);
    s->tension[0] = 1;
    s->tension[1] = 0;
    s->tension[2] = 5;
    const int held[4] = {2, 1, 0, 2};
    at_phase4(s, 0, held);
    poked(g);
    ck_assert_int_eq(wm_to_move(g), 1); /* SPD: the 2nd person */
    tu_expect_legal(g, "reduce SPD|bury SPD 1|bury SPD 2|milestone SPD|done");
    tu_play(g, "bury SPD 2");              /* "any letter, not only the letter in the front position" */
    ck_assert_int_eq(s->nrow[0], 1);
    ck_assert_int_eq(s->pile[0][s->npile[0] - 1], L(6));
    tu_play(g, "reduce SPD");              /* by up to 2 steps: 1 -> 0 */
    ck_assert_int_eq(s->tension[0], 0);
    ck_assert_int_eq(wm_to_move(g), 2); /* Population: no tension to reduce */
    tu_expect_legal(g, "bury Population 1|milestone Population|done");
    tu_play(g, "done");                    /* lapses */
    ck_assert_int_eq(s->held[1], 0);
    ck_assert_int_eq(s->supply[1], 10);
    ck_assert_int_eq(wm_to_move(g), 0); /* Military has none: Ebert's Jokers */
    tu_play(g, "milestone Military");      /* a Joker as a Military marker */
    ck_assert_int_eq(s->ms_fill[2], EB_JOKER + 1);
    ck_assert_int_eq(s->tension[2], 5);
    tu_play(g, "reduce Military");      /* 5 -> 3, then round 2 begins: +1 */
    ck_assert_int_eq(s->use_mode, U_NONE);
    ck_assert_int_eq(s->round, 2);
    ck_assert_int_eq(s->tension[2], 4);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Phase 5                                                              */
/* ------------------------------------------------------------------ */

/* Phase 5 example "First of May": the last space filled, the markers go
 * back, the invitations leave the rows, 1 marker each for the SPD and the
 * Monarchy (which may not go on the next milestone), then the letters up to
 * the next milestone go under the draw piles. */
START_TEST(test_phase5_example_first_of_may)
{
    wm_game *g = game(1, 0);
    ebert_state *s = ST(g);
    clear_table(s);
    put_row(s, 0, 0, 1);
    put_inv(s, 0, 0);
    put_row(s, 0, 2, 0);
    put_inv(s, 1, 1);
    put_pile(s, 0, 4);
    s->ms_fill[0] = 1;
    s->ms_fill[1] = EB_JOKER + 1;
    s->supply[0]--;
    s->supply[EB_JOKER]--;
    const int held[4] = {0, 1, 0, 0};
    at_phase4(s, 1, held);
    poked(g);
    tu_play(g, "milestone Monarchy");
    /* the milestone is fulfilled and resolved */
    ck_assert_int_eq(s->ms_done, 0);
    ck_assert_int_eq(s->use_mode, U_MILESTONE);
    ck_assert_int_eq(s->supply[EB_JOKER], 10);   /* markers from the milestone back */
    ck_assert_int_eq(s->nrow[0], 2);             /* 1. invitations removed */
    ck_assert_int_eq(s->row[0][1], L(2));
    ck_assert_int_eq(s->nrow[1], 0);
    ck_assert_int_eq(s->inv[0], 5);
    ck_assert_int_eq(s->held[0], 1);             /* 2. one marker each */
    ck_assert_int_eq(s->held[1], 1);
    ck_assert_int_eq(wm_to_move(g), 1);
    tu_expect_legal(g, "reduce SPD|bury SPD 1|bury SPD 2|done"); /* no milestone space */
    tu_play(g, "done");
    tu_play(g, "done");
    /* 3. new letters under the draw piles, until the next milestone */
    ck_assert_int_eq(s->ms_done, 1);
    ck_assert_int_eq(s->dealt, 22);
    /* the old pile stayed on top: round 2 drew its letter */
    ck_assert_int_eq(s->row[0][2], L(4));
    ck_assert_int_eq(s->pile[0][0], L(12));
    /* RECONSTRUCTED name (lib/ebert/content.c: before issue 33 it shared
     * the golden target letter's name) */
    ck_assert_str_eq(wm__ebert_cur_ms(s)->name, "Reichstagswahl 1912");
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Variants                                                             */
/* ------------------------------------------------------------------ */

/* I: Personal Experiences set-up: 3 tasks, 3 supports under them, 1 support
 * in the middle from the start; the golden target letter lies aside. */
START_TEST(test_variant_personal_experiences_setup)
{
    wm_game *g = game(1, WM_EBERT_PERSONAL_EXPERIENCES);
    ebert_state *s = ST(g);
    ck_assert_int_eq(s->golden, G_ASIDE);
    ck_assert_int_eq(s->pe_sup_state[0], 1);
    for (int k = 1; k < 4; k++)
        ck_assert_int_eq(s->pe_sup_state[k], 0);
    uint32_t seen = 0;
    for (int k = 0; k < 3; k++)
        seen |= 1u << s->pe_task[k];
    for (int k = 0; k < 4; k++)
        seen |= 1u << s->pe_sup[k];
    ck_assert_int_eq(__builtin_popcount(seen), 7);
    char *v = view(g, 1);
    ck_assert_ptr_nonnull(strstr(v, "\"personal_experiences\":{"));
    free(v);
    wm_free(g);
}
END_TEST

/* Set up the Personal Experiences display by hand: tasks t0..t2, supports
 * s0 (middle) and s1..s3. */
static void pe_display(ebert_state *s, int t0, int t1, int t2, int s0, int s1, int s2, int s3)
{
    s->pe_task[0] = (uint8_t)(t0 - 1);
    s->pe_task[1] = (uint8_t)(t1 - 1);
    s->pe_task[2] = (uint8_t)(t2 - 1);
    s->pe_sup[0] = (uint8_t)(s0 - 1);
    s->pe_sup[1] = (uint8_t)(s1 - 1);
    s->pe_sup[2] = (uint8_t)(s2 - 1);
    s->pe_sup[3] = (uint8_t)(s3 - 1);
}

/* Phase 4 example: the task "+5 tension" done at once (SPD 3 steps, the
 * Monarchy 2), "Annahme verweigern" available at once; Ebert pays a Joker
 * and returns the SPD row under the draw pile, front position first.
 * RECONSTRUCTED card 8 carries the "+5" task (see content.c). */
START_TEST(test_phase4_example_annahme_verweigern)
{
    wm_game *g = game(1, WM_EBERT_PERSONAL_EXPERIENCES);
    ebert_state *s = ST(g);
    pe_display(s, 8, 1, 3, 5, 2, 6, 7);
    clear_table(s);
    put_row(s, 0, 0, 1);
    put_inv(s, 0, 0);
    put_row(s, 0, 2, 0);
    put_pile(s, 0, 4);
    put_row(s, 1, 1, 0);
    s->tension[0] = 1;
    s->tension[1] = 1;
    const int held[4] = {0, 0, 0, 1};
    at_phase4(s, EB_JOKER, held);
    poked(g);
    tu_play(g, "task 1");
    ck_assert_int_eq(s->dec, D_STEP);
    tu_playv(g, "tension SPD", "tension SPD", "tension SPD", "tension Monarchy", "tension Monarchy", NULL);
    ck_assert_int_eq(s->tension[0], 4);
    ck_assert_int_eq(s->tension[1], 3);
    ck_assert_int_eq(s->pe_done, 1);
    ck_assert_int_eq(s->pe_sup_state[1], 1);     /* available at once */
    ck_assert_str_eq(wm__ebert_pe[s->pe_sup[1]].support_name, "Annahme verweigern");
    tu_play(g, "support 1");
    tu_expect_legal(g, "pay Joker");
    tu_play(g, "pay Joker");
    tu_expect_legal(g, "refuse SPD|refuse Monarchy");
    tu_play(g, "refuse SPD");
    ck_assert_int_eq(s->nrow[0], 0);
    ck_assert_int_eq(s->npile[0], 3);
    ck_assert_int_eq(s->pile[0][0], L(4));
    ck_assert_int_eq(s->pile[0][1], L(0) | IT_OPEN); /* the front letter first */
    ck_assert_int_eq(s->pile[0][2], L(2));
    ck_assert_int_eq(s->inv[0], 5);                  /* the invitation to its stack */
    ck_assert_int_eq(s->pe_sup_state[1], 2);         /* once only */
    wm_free(g);
}
END_TEST

/* Glossary: Geheime Absprache (3 markers for 4 Jokers), Entspannung (2
 * identical markers, a Joker standing in, for 6 steps), Gefallen einfordern
 * (markers kept for a later resolution, no Jokers, infinite). */
START_TEST(test_glossary_support_cards)
{
    wm_game *g = game(2, WM_EBERT_PERSONAL_EXPERIENCES);
    ebert_state *s = ST(g);
    pe_display(s, 5, 6, 7, 1, 3, 4, 2);
    s->pe_done = 3;                 /* tasks 1 and 2 done: Entspannung, Gefallen available */
    s->pe_sup_state[1] = 1;
    s->pe_sup_state[2] = 1;
    s->tension[0] = 4;
    s->tension[1] = 3;
    s->tension[2] = 2;
    const int held[4] = {2, 1, 1, 1};
    at_phase4(s, 0, held);
    poked(g);
    /* Gefallen einfordern: store the SPD marker */
    ck_assert_ptr_nonnull(strstr(tu_legal_names(g), "favour store"));
    tu_play(g, "favour store");
    ck_assert_int_eq(s->favour[0], 2);
    ck_assert_ptr_null(strstr(tu_legal_names(g), "favour take")); /* not the one just stored */
    tu_play(g, "done");
    tu_play(g, "done");                 /* Population passes, keeps its marker */
    tu_play(g, "done");                 /* Military passes */
    ck_assert_int_eq(wm_to_move(g), 0);
    ck_assert_ptr_null(strstr(tu_legal_names(g), "favour"));       /* "Jokers are not allowed" */
    /* Geheime Absprache: 3 markers of any kinds for 4 Jokers */
    tu_play(g, "support 0");
    tu_playv(g, "pay SPD", "pay Population", "pay Military", NULL);
    ck_assert_int_eq(s->held[EB_JOKER], 5);
    ck_assert_int_eq(s->pe_sup_state[0], 2);
    /* Entspannung: a Joker pays the first, then any marker (2 Jokers) */
    tu_play(g, "support 1");
    tu_expect_legal(g, "pay Joker");
    tu_play(g, "pay Joker");
    tu_play(g, "pay Joker");
    ck_assert_int_eq(s->dec, D_RELAX);
    tu_playv(g, "relax SPD", "relax SPD", "relax SPD", "relax SPD", "relax Population", "relax Military", NULL);
    ck_assert_int_eq(s->tension[0], 0);
    ck_assert_int_eq(s->tension[1], 2);
    ck_assert_int_eq(s->tension[2], 1);
    ck_assert_int_eq(s->dec, D_USE);
    /* the rest is used or lapses; the stored marker stays on the card */
    while (s->use_mode != U_NONE)
        tu_play(g, "done");
    ck_assert_int_eq(s->favour[0], 1);
    ck_assert_int_eq(s->pe_sup_state[2], 1); /* infinite */
    wm_free(g);
}
END_TEST

/* Personal Experiences: task 4 (glossary) draws 2 letters; all 3 tasks done
 * unlock the golden target letter: under the history deck, or, the deck
 * being empty, at the bottom of the SPD's draw pile. */
START_TEST(test_variant_personal_experiences_unlock_golden)
{
    wm_game *g = game(1, WM_EBERT_PERSONAL_EXPERIENCES);
    ebert_state *s = ST(g);
    pe_display(s, 4, 1, 3, 5, 2, 6, 7);
    s->pe_done = 6;
    s->pe_sup_state[2] = s->pe_sup_state[3] = 1;
    clear_table(s);
    s->ms_done = 2;
    s->dealt = 27;
    s->discard = (1u << 27) - 1u;
    put_row(s, 0, 0, 1);
    put_pile(s, 1, 1);
    put_pile(s, 1, 3);
    const int held[4] = {0, 0, 0, 1};
    at_phase4(s, EB_JOKER, held);
    poked(g);
    tu_play(g, "task 1");
    tu_playv(g, "tension SPD", "tension Monarchy", NULL);
    ck_assert_int_eq(s->dec, D_DRAW);
    tu_playv(g, "draw Monarchy", "draw Monarchy", NULL);
    ck_assert_int_eq(s->nrow[1], 2);
    ck_assert_int_eq(s->pe_done, 7);
    ck_assert_int_eq(s->golden, G_PLAYED); /* the deck is empty */
    ck_assert_int_eq(s->pile[0][s->npile[0] - 1], GOLDEN(s) + 1);
    wm_free(g);
}
END_TEST

/* Flexibility: at set-up, the first letter of each stack stays on top and
 * the rest is shuffled; at each milestone, with external dice, the order is
 * a chance decision. */
START_TEST(test_variant_flexibility_shuffles)
{
    wm_game *a = game_with(2, 0, 4, 11);
    wm_game *b = game_with(2, WM_EBERT_FLEXIBILITY, 4, 11);
    /* the first letter of each stack stayed on top: it is the first
     * drawn into the row */
    for (int gr = 0; gr < 3; gr++) {
        ck_assert_int_eq(ST(a)->npile[gr], ST(b)->npile[gr]);
        ck_assert_int_eq(ST(a)->row[gr][0], ST(b)->row[gr][0]);
    }
    wm_free(a);
    wm_free(b);
    wm_game *g = game(1, WM_EBERT_FLEXIBILITY | WM_OPT_EXTERNAL_DICE);
    ebert_state *s = ST(g);
    clear_table(s);
    put_row(s, 0, 0, 1);
    put_pile(s, 0, 2);
    put_pile(s, 0, 4);
    s->ms_fill[0] = 1;
    s->ms_fill[1] = 1;
    s->supply[0] = (uint8_t)(s->supply[0] - 2);
    const int held[4] = {0, 1, 0, 0};
    at_phase4(s, 1, held);
    poked(g);
    tu_play(g, "milestone Monarchy");
    while (s->dec == D_USE)
        tu_play(g, "done");
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    ck_assert_int_eq(s->shuf_g, 0);
    ck_assert_int_eq(s->pile[0][0], L(2)); /* the top letter is set aside */
    /* the SPD pile: 2 on top, then 4 and the new SPD letters 12-20 */
    tu_expect_legal(g, "next L04|next L12|next L14|next L15|next L17|next L20");
    tu_play(g, "next L20");
    ck_assert_int_eq(s->pile[0][1], L(20));
    while (wm_to_move(g) == WM_CHANCE) {
        wm_move m[32];
        ck_assert_uint_gt(wm_legal_moves(g, m, 32), 1);
        ck_assert_int_eq(wm_apply(g, m[0]), WM_OK);
    }
    /* the set-aside letter went back on top: round 2 drew it */
    ck_assert_int_eq(s->row[0][s->nrow[0] - 1], L(2));
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Views, bot                                                           */
/* ------------------------------------------------------------------ */

/* Views hide what is face down (unopened letters, draw piles, the history
 * deck) from every seat and the spectator; WM_OMNISCIENT sees all. */
START_TEST(test_views_hide_face_down_cards)
{
    wm_game *g = game(2, WM_EBERT_PERSONAL_EXPERIENCES);
    for (int v = -4; v < 4; v++) {
        if (v == -3 || v == -2 || v == -1)
            continue;
        char *j = view(g, v);
        ck_assert_ptr_null(strstr(j, "draw_pile_cards"));
        ck_assert_ptr_null(strstr(j, "letters_left"));
        ck_assert_ptr_null(strstr(j, "\"open\":false,\"id\""));
        ck_assert_ptr_nonnull(strstr(j, "\"open\":false,\"kind\":\"letter\""));
        free(j);
    }
    char *j = view(g, WM_OMNISCIENT);
    ck_assert_ptr_nonnull(strstr(j, "draw_pile_cards"));
    ck_assert_ptr_nonnull(strstr(j, "\"open\":false,\"id\""));
    free(j);
    /* an opened letter is public */
    while (ST(g)->dec == D_USE)
        tu_play(g, "done");
    wm_move m[8];
    ck_assert_uint_gt(wm_legal_moves(g, m, 8), 0);
    ck_assert_int_eq(wm_apply(g, m[0]), WM_OK);
    j = view(g, 1);
    ck_assert_ptr_nonnull(strstr(j, "\"open\":true,\"id\""));
    free(j);
    wm_free(g);
}
END_TEST

/* wm_bot_move: a cooperative policy that beats random play (measured on
 * RECONSTRUCTED content). */
START_TEST(test_bot_beats_random_play)
{
    int bot_wins = 0, random_wins = 0;
    for (int ch = 1; ch <= 4; ch++) {
        for (int i = 0; i < 10; i++) {
            wm_game *g = game_with(ch, WM_EBERT_FLEXIBILITY, 4, (uint64_t)(100 + i));
            while (!wm_is_over(g)) {
                wm_move m;
                ck_assert_int_eq(wm_bot_move(g, &m), WM_OK);
                ck_assert_int_eq(wm_apply(g, m), WM_OK);
            }
            bot_wins += ST(g)->result == R_WON;
            wm_free(g);
            g = game_with(ch, WM_EBERT_FLEXIBILITY, 4, (uint64_t)(100 + i));
            tu_rng r;
            tu_rng_seed(&r, (uint64_t)i);
            tu_play_random(g, &r, 100000);
            random_wins += ST(g)->result == R_WON;
            wm_free(g);
        }
    }
    ck_assert_int_gt(bot_wins, 20);
    ck_assert_int_lt(random_wins, bot_wins);
}
END_TEST

int main(void)
{
    Suite *s = suite_create("ebert");
    TCase *tc = tcase_create("rules");
    tcase_set_timeout(tc, 600); /* a hang guard, not a speed test */
    tcase_add_test(tc, test_setup_chapter_I);
    tcase_add_test(tc, test_setup_further_chapters);
    tcase_add_test(tc, test_setup_people_and_responsibility);
    tcase_add_test(tc, test_setup_difficulty_and_flags);
    tcase_add_test(tc, test_phase1_tension_letters_full_row_invitation);
    tcase_add_test(tc, test_phase1_eilt_clockwise_from_spd);
    tcase_add_test(tc, test_phase1_loss_on_game_lost_space);
    tcase_add_test(tc, test_phase2_open_rightmost_golden_front_only);
    tcase_add_test(tc, test_phase2_example_risse_in_der_partei);
    tcase_add_test(tc, test_phase3_x_symbol_spares_an_unopened_letter);
    tcase_add_test(tc, test_phase3_example_wahl_in_den_parteivorstand);
    tcase_add_test(tc, test_phase3_invitations);
    tcase_add_test(tc, test_phase3_loss_mid_resolution);
    tcase_add_test(tc, test_phase3_win_by_golden_letter);
    tcase_add_test(tc, test_phase4_order_uses_and_lapse);
    tcase_add_test(tc, test_phase4_example_annahme_verweigern);
    tcase_add_test(tc, test_phase5_example_first_of_may);
    tcase_add_test(tc, test_phase5_loss_during_milestone_task_tension);
    tcase_add_test(tc, test_variant_personal_experiences_setup);
    tcase_add_test(tc, test_variant_personal_experiences_unlock_golden);
    tcase_add_test(tc, test_variant_flexibility_shuffles);
    tcase_add_test(tc, test_glossary_support_cards);
    tcase_add_test(tc, test_views_hide_face_down_cards);
    tcase_add_test(tc, test_bot_beats_random_play);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
