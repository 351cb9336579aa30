/*
 * check_edges_ebert.c - Friedrich Ebert at both sides of the edges its
 * rulebook states (issue 24): the row of at most 5 letters (4: a letter is
 * added; 5: none, one further tension step, Phase 1), the milestone
 * fulfilled only when every space is occupied (one space free: not yet,
 * Phase 5), and wm_bot_move's care for the distance to the Game Lost
 * marker (doc/rules-ebert.md: the cooperative assistant).  Each test
 * plays the rule and asserts the outcome and, where the rule writes one,
 * the log line.
 *
 * The table "edge -> test" is in doc/rules-ebert.md, "Edges and their
 * tests"; the mutants these tests kill are in tests/mutants/ebert.txt.
 */
#include "../lib/ebert/ebert.h"
#include "core.h"
#include "testutil.h"

#include <check.h>
#include <stdio.h>
#include <string.h>

static ebert_state *ST(wm_game *g)
{
    return (ebert_state *)(void *)g->state;
}

static wm_game *game(int chapter)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = chapter;
    o.seed = 7;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_FRIEDRICH_EBERT, &o, &g), WM_OK);
    ck_assert_int_eq(wm_check(g), WM_OK);
    return g;
}

static void poked(wm_game *g)
{
    ck_assert_msg(wm_check(g) == WM_OK, "arranged position violates the invariants");
}

/* As check_ebert.c: a blank table to lay a position on. */
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
    s->row[g][s->nrow[g]++] = (uint8_t)((unsigned)(id + 1) | (open ? IT_OPEN : 0u));
}

static void put_inv(ebert_state *s, int g, int open)
{
    s->inv[g]--;
    s->row[g][s->nrow[g]++] = (uint8_t)(IT_INV | (open ? IT_OPEN : 0));
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

/* Phase 1 special case: "Each row can hold at most 5 letters ... If a
 * group's row already holds 5 letters, you do not add a new letter.
 * Instead, raise that group's tension by one further step": an SPD row of
 * 4 invitations takes one more (tension 0 -> 1); a row of 5 takes none and
 * its tension rises twice (0 -> 2), with the log line. */
START_TEST(test_phase1_row_of_5_edge)
{
    for (int n = 4; n <= 5; n++) {
        wm_game *g = game(1);
        ebert_state *s = ST(g);
        s->round = 1;
        clear_table(s);
        for (int i = 0; i < n; i++)
            put_inv(s, 0, 1);
        put_row(s, 1, 1, 1); /* Monarchy: one open letter, empty pile */
        s->tension[0] = 3;
        s->tension[1] = 3;
        const int none[4] = {0, 0, 0, 0};
        at_phase4(s, EB_JOKER, none);
        s->use_mode = U_NONE; /* the end of the round: Phase 5 next */
        s->use_turn = 0;
        s->use_ret = 0;
        s->stage = S_RESOLVE;
        s->dec = D_RESOLVE;
        poked(g);
        wm_log *lg = NULL;
        ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
        tu_play(g, "resolve Monarchy");                /* card 1: 2 SPD markers */
        tu_playv(g, "reduce SPD", "reduce SPD", NULL); /* 3 -> 1 -> 0 */
        ck_assert_int_eq(wm__log_capture_end(), WM_OK);
        ck_assert_int_eq(s->round, 2);
        ck_assert_int_eq(s->nrow[0], 5);
        if (n == 4) {
            ck_assert_int_eq(s->tension[0], 1);
            ck_assert_int_eq(s->inv[0], EB_INVITATIONS - 5); /* the empty pile: an invitation */
            tu_log_expect_none(lg, "tension", "The SPD row is full: its tension rises one further step to 2");
        } else {
            ck_assert_int_eq(s->tension[0], 2);
            ck_assert_int_eq(s->inv[0], EB_INVITATIONS - 5);
            tu_log_expect(lg, "tension", "The SPD row is full: its tension rises one further step to 2");
        }
        wm_log_free(lg);
        wm_free(g);
    }
}
END_TEST

/* Phase 5: "the current milestone is fulfilled ... when each depicted space
 * carries a matching influence marker. If at least 1 free space remains,
 * begin the next round with Phase 1": "Erster Mai" has the spaces SPD,
 * SPD, Monarchy.  An SPD marker on the second SPD space with the Monarchy
 * space free: round 2 begins, the markers stay; with the Monarchy space
 * occupied: the milestone is resolved. */
START_TEST(test_phase5_milestone_last_space_edge)
{
    for (int full = 0; full <= 1; full++) {
        wm_game *g = game(1);
        ebert_state *s = ST(g);
        clear_table(s);
        put_row(s, 0, 0, 1);
        ck_assert_str_eq(wm__ebert_cur_ms(s)->name, "Erster Mai");
        s->ms_fill[0] = 1; /* an SPD marker */
        s->supply[0]--;
        if (full) {
            s->ms_fill[2] = 2; /* a Monarchy marker */
            s->supply[1]--;
        }
        const int held[4] = {1, 0, 0, 0};
        at_phase4(s, 0, held);
        poked(g);
        tu_play(g, "milestone SPD");
        if (full) {
            ck_assert_int_eq(s->use_mode, U_MILESTONE); /* fulfilled: being resolved */
            ck_assert_int_eq(s->ms_fill[0], 0);         /* its markers back to the supply */
        } else {
            ck_assert_int_ne(s->use_mode, U_MILESTONE);
            ck_assert_int_eq(s->ms_done, 0);
            ck_assert_int_eq(s->round, 2);
            ck_assert_int_eq(s->ms_fill[0], 1);
            ck_assert_int_eq(s->ms_fill[1], 1);
            ck_assert_int_eq(s->ms_fill[2], 0);
            ck_assert_str_eq(wm__ebert_cur_ms(s)->name, "Erster Mai");
        }
        wm_free(g);
    }
}
END_TEST

static const char *bot_choice(wm_game *g)
{
    static char name[64];
    wm_move m;
    size_t len = 0;
    ck_assert_int_eq(wm_bot_move(g, &m), WM_OK);
    ck_assert_int_eq(wm_move_name(g, m, name, sizeof name, &len), WM_OK);
    return name;
}

/* wm_bot_move, the cooperative assistant (doc/rules-ebert.md): "keep every
 * group's tension away from the 'Game Lost' marker": one SPD marker in
 * Phase 4 goes on the milestone while the SPD is far from the marker
 * (tension 2, Game Lost at 10), and reduces the tension when it is close
 * (7: 8 after the next Phase 1, two steps from the marker). */
START_TEST(test_bot_tension_margin)
{
    static const int tension[2] = {2, 7};
    static const char *const want[2] = {"milestone SPD", "reduce SPD"};
    for (int k = 0; k < 2; k++) {
        wm_game *g = game(1);
        ebert_state *s = ST(g);
        clear_table(s);
        put_row(s, 0, 0, 1);
        s->tension[0] = (uint8_t)tension[k];
        s->tension[1] = 1;
        ck_assert_int_eq(s->lost, 10);
        const int held[4] = {1, 0, 0, 0};
        at_phase4(s, 0, held);
        poked(g);
        tu_expect_legal(g, "reduce SPD|bury SPD 1|milestone SPD|done");
        ck_assert_str_eq(bot_choice(g), want[k]);
        wm_free(g);
    }
}
END_TEST

/* The Personal Experiences variant, Chapter II (SPD, Population,
 * Military): tasks 5-7 (the first two done), supports 1 Geheime Absprache
 * in the middle, 3 Entspannung and 2 Annahme verweigern available, 4
 * Gefallen einfordern still locked; tension 4 / 3 / 2, and these markers
 * in Phase 4, after the three groups' turns. */
static wm_game *pe_game_with(const int task[3], const int sup[4], int done, const int held[4])
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = 2;
    o.seed = 7;
    o.flags = WM_EBERT_PERSONAL_EXPERIENCES;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_FRIEDRICH_EBERT, &o, &g), WM_OK);
    ebert_state *s = ST(g);
    for (int i = 0; i < 3; i++)
        s->pe_task[i] = (uint8_t)(task[i] - 1);
    for (int i = 0; i < 4; i++)
        s->pe_sup[i] = (uint8_t)(sup[i] - 1);
    s->pe_done = (uint8_t)done; /* a task done makes the support below it available */
    for (int k = 0; k < 3; k++)
        s->pe_sup_state[k + 1] = (uint8_t)((done >> k) & 1);
    s->tension[0] = 4;
    s->tension[1] = 3;
    s->tension[2] = 2;
    at_phase4(s, 0, held);
    poked(g);
    /* the groups' turns pass, keeping their markers: the supports are
     * offered in the Joker turn that follows, if one is usable (otherwise
     * the use ends) */
    for (int i = 0; i < 3 && s->dec == D_USE && s->use_turn != EB_JOKER; i++)
        tu_play(g, "done");
    return g;
}

static wm_game *pe_game(const int held[4])
{
    static const int task[3] = {5, 6, 7}, sup[4] = {1, 3, 2, 4};
    return pe_game_with(task, sup, 3, held); /* tasks 5 and 6 done */
}

/* 1 if the legal moves include one named name. */
static int offered(wm_game *g, const char *name)
{
    const char *names = tu_legal_names(g);
    size_t n = strlen(name);
    for (const char *p = names; (p = strstr(p, name)) != NULL; p += n)
        if ((p == names || p[-1] == '|') && (p[n] == '|' || p[n] == '\0'))
            return 1;
    return 0;
}

/* Glossary, the supports' costs: Geheime Absprache "exchange 3 identical or
 * different influence markers for 4 Jokers" (2 markers: not offered; 3: 4
 * Jokers); Entspannung "For 2 identical influence markers" (SPD +
 * Population: not offered; 2 SPD, or SPD + a Joker: offered, and after an
 * SPD the second must be SPD or a Joker), "reset the tension markers by a
 * total of 6 steps" (5 steps leave the choice open, the 6th ends it);
 * Annahme verweigern "For one Joker" (an SPD marker alone: not offered). */
START_TEST(test_glossary_support_cost_edges)
{
    /* Geheime Absprache: 2 markers, then 3 */
    static const int two[4] = {1, 1, 0, 0}, three[4] = {1, 1, 1, 0};
    wm_game *g = pe_game(two);
    ck_assert_msg(!offered(g, "support 0"), "Geheime Absprache offered for 2 markers: %s", tu_legal_names(g));
    wm_free(g);
    g = pe_game(three);
    ebert_state *s = ST(g);
    ck_assert_msg(offered(g, "support 0"), "Geheime Absprache not offered for 3 markers: %s", tu_legal_names(g));
    tu_playv(g, "support 0", "pay SPD", "pay Population", "pay Military", NULL);
    ck_assert_int_eq(s->held[EB_JOKER], 4);
    ck_assert_int_eq(s->held[0] + s->held[1] + s->held[2], 0);
    ck_assert_int_eq(s->pe_sup_state[0], 2); /* once only */
    wm_free(g);

    /* Entspannung: two different markers, then two identical */
    g = pe_game(two);
    ck_assert_msg(!offered(g, "support 1"), "Entspannung offered for SPD + Population: %s", tu_legal_names(g));
    wm_free(g);
    static const int spd2[4] = {2, 1, 0, 0}, spd_joker[4] = {1, 1, 0, 1};
    g = pe_game(spd_joker);
    ck_assert_msg(offered(g, "support 1"), "Entspannung not offered for SPD + Joker: %s", tu_legal_names(g));
    wm_free(g);
    g = pe_game(spd2);
    s = ST(g);
    ck_assert(offered(g, "support 1"));
    tu_playv(g, "support 1", "pay SPD", NULL);
    tu_expect_legal(g, "pay SPD"); /* not Population: "identical" */
    tu_play(g, "pay SPD");
    ck_assert_int_eq(s->dec, D_RELAX);
    tu_playv(g, "relax SPD", "relax SPD", "relax SPD", "relax SPD", "relax Population", NULL);
    ck_assert_int_eq(s->dec, D_RELAX); /* 5 of 6 steps */
    tu_play(g, "relax Population");
    ck_assert_int_eq(s->dec, D_USE); /* the 6th ends it */
    ck_assert_int_eq(s->tension[0], 0);
    ck_assert_int_eq(s->tension[1], 1);
    ck_assert_int_eq(s->tension[2], 2);
    wm_free(g);

    /* Annahme verweigern: no Joker, then one */
    static const int spd1[4] = {1, 0, 0, 0}, joker1[4] = {0, 0, 0, 1};
    g = pe_game(spd1);
    ck_assert_msg(!offered(g, "support 2"), "Annahme verweigern offered without a Joker: %s", tu_legal_names(g));
    wm_free(g);
    g = pe_game(joker1);
    ck_assert_msg(offered(g, "support 2"), "Annahme verweigern not offered for a Joker: %s", tu_legal_names(g));
    wm_free(g);
}
END_TEST

/* Glossary, the tasks' counts: task 1 "Place 2 Jokers on this card" (one
 * Joker: not yet done; the second: done, its support available at once,
 * "even during the current resolution phase"); task 2 "Distribute a total
 * of +5 tension in any division across all groups" (4 steps: the task
 * still asks; the 5th: done). */
START_TEST(test_glossary_task_count_edges)
{
    static const int task[3] = {1, 2, 5}, sup[4] = {3, 4, 6, 7};
    static const int jokers[4] = {0, 0, 0, 2};
    wm_game *g = pe_game_with(task, sup, 0, jokers);
    ebert_state *s = ST(g);
    ck_assert_int_eq(s->use_turn, EB_JOKER);
    tu_play(g, "experience 1");
    ck_assert_int_eq(s->pe_done & 1, 0); /* one Joker of two */
    ck_assert_int_eq(s->pe_sup_state[1], 0);
    tu_play(g, "experience 1");
    ck_assert_int_eq(s->pe_done & 1, 1);
    ck_assert_int_eq(s->pe_sup_state[1], 1);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);

    static const int none[4] = {0, 0, 0, 1};
    g = pe_game_with(task, sup, 0, none);
    s = ST(g);
    tu_play(g, "task 2");
    static const char *const step[5] = {"tension SPD", "tension Population", "tension Military", "tension SPD",
                                        "tension Population"};
    for (int i = 0; i < 4; i++)
        tu_play(g, step[i]);
    ck_assert_int_eq(s->dec, D_STEP); /* 4 of 5 */
    ck_assert_int_eq(s->pe_done & 2, 0);
    tu_play(g, step[4]);
    ck_assert_int_eq(s->pe_done & 2, 2);
    ck_assert_int_eq(s->pe_sup_state[2], 1);
    ck_assert_int_eq(s->tension[0], 4 + 2);
    ck_assert_int_eq(s->tension[1], 3 + 2);
    ck_assert_int_eq(s->tension[2], 2 + 1);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST

int main(void)
{
    const tu_test tests[] = {
        {"phase 1", test_phase1_row_of_5_edge},
        {"phase 5", test_phase5_milestone_last_space_edge},
        {"bot", test_bot_tension_margin},
        {"personal experiences", test_glossary_support_cost_edges},
        {"personal experiences", test_glossary_task_count_edges},
    };
    return tu_run(tu_suite("edges_ebert", tests, sizeof tests / sizeof tests[0]));
}
