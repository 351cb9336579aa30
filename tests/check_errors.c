/*
 * check_errors.c - wm_last_error() (issue 23, part 4): the message each
 * failing public call leaves, per argument and rule; that it is per
 * thread; wm_clear_error(); and wm_constants_json() (part 3).
 */
#include "weimar.h"
#include "weimar/ebert.h"
#include "weimar/march.h"
#include "weimar/republic.h"
#include "weimar/siege.h"

#include <check.h>
#include <pthread.h>
#include <stdlib.h>
#include <string.h>

/* wm_new(title, scenario, seats, flags, bots) fails with st and message msg. */
static void new_fails(wm_title title, int scenario, int seats, uint32_t flags, uint32_t bots, wm_status st,
                      const char *msg)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = scenario;
    o.seats = seats;
    o.flags = flags;
    o.bots = bots;
    wm_game *g = (wm_game *)1;
    wm_clear_error();
    ck_assert_int_eq(wm_new(title, &o, &g), st);
    ck_assert_ptr_null(g);
    ck_assert_str_eq(wm_last_error(), msg);
}

START_TEST(test_new_messages)
{
    new_fails(WM_DEMOCRACY_UNDER_SIEGE, 0, 5, 0, 0, WM_EINVAL, "options.seats: 5 is not 2 or 3 for Democracy under Siege");
    new_fails(WM_WEIMAR_REPUBLIC, 7, 0, 0, 0, WM_EINVAL, "options.scenario: 7 is not 1-5 for The Weimar Republic");
    new_fails(WM_WEIMAR_REPUBLIC, 0, 3, 0, 0, WM_EINVAL, "options.seats: 3 is not 4 (or 0) for The Weimar Republic");
    new_fails(WM_WEIMAR_REPUBLIC, 0, 0, 1u << 20, 0, WM_EINVAL,
              "options.flags: 0x100000 are not flags of The Weimar Republic");
    new_fails(WM_WEIMAR_REPUBLIC, 0, 0, 0, 0x10, WM_EINVAL,
              "options.bots: 0x10 names seats beyond the 4 factions (bits 0-3)");
    new_fails(WM_MARCH_OF_PROGRESS, 9, 0, 0, 0, WM_EINVAL, "options.scenario: 9 is not 1-6 for The March of Progress");
    new_fails(WM_MARCH_OF_PROGRESS, WM_MARCH_POLITICS, 2, 0, 0, WM_EINVAL,
              "options.seats: 2 is not 3 for scenario 6 of The March of Progress");
    new_fails(WM_MARCH_OF_PROGRESS, 0, 0, 1u << 17, 0, WM_EINVAL,
              "options.flags: 0x20000 are not flags of The March of Progress (WM_MARCH_AGREEMENT 0x10000)");
    new_fails(WM_MARCH_OF_PROGRESS, 0, 0, 0, 1, WM_EINVAL,
              "options.bots: 0x1, but The March of Progress has no Non-player rules");
    new_fails(WM_FRIEDRICH_EBERT, 5, 0, 0, 0, WM_EINVAL, "options.scenario: 5 is not a chapter (1-4) of Friedrich Ebert");
    new_fails(WM_FRIEDRICH_EBERT, 0, 5, 0, 0, WM_EINVAL, "options.seats: 5 is not 1-4 for Friedrich Ebert");
    new_fails(WM_FRIEDRICH_EBERT, 0, 0, WM_EBERT_MEDIUM | WM_EBERT_HARD, 0, WM_EINVAL,
              "options.flags: WM_EBERT_MEDIUM and WM_EBERT_HARD together are no difficulty");
    new_fails(WM_FRIEDRICH_EBERT, 0, 0, 0, 2, WM_EINVAL,
              "options.bots: 0x2, but Friedrich Ebert is cooperative, with no Non-player rules");
    new_fails(WM_DEMOCRACY_UNDER_SIEGE, 2, 0, 0, 0, WM_EINVAL,
              "options.scenario: 2 is not 1 (or 0) for Democracy under Siege");
    new_fails(WM_DEMOCRACY_UNDER_SIEGE, 0, 3, WM_SIEGE_PP_BONUS, 0, WM_EINVAL,
              "options.flags: WM_SIEGE_PP_BONUS is for 2 seats only (§3.3.1), not 3");
    new_fails(WM_DEMOCRACY_UNDER_SIEGE, 0, 0, 1u << 20, 0, WM_EINVAL,
              "options.flags: 0x100000 are not flags of Democracy under Siege");
    new_fails(WM_DEMOCRACY_UNDER_SIEGE, 0, 0, 0, 1, WM_EINVAL,
              "options.bots: 0x1, but Democracy under Siege has no Non-player rules");
    new_fails((wm_title)9, 0, 0, 0, 0, WM_EINVAL,
              "title: 9 is not a title (1 The March of Progress, 2 Friedrich Ebert, 3 The Weimar Republic, 4 Democracy "
              "under Siege)");
    new_fails(WM_MARCH_OF_PROGRESS, 0, 0, 0x4, 0, WM_EINVAL,
              "options.flags: 0x4 are no flags (WM_OPT_EXTERNAL_DICE 0x1, WM_OPT_NO_HISTORY 0x2, title flags from bit 16)");

    wm_options o;
    wm_options_init(&o);
    o.size = 8;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, &o, &g), WM_EINVAL);
    ck_assert_ptr_nonnull(strstr(wm_last_error(), "options.size: 8 is smaller than wm_options of 1.0"));
    wm_options_init(&o);
    o.reserved = 3;
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, &o, &g), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "options.reserved: 3 is not 0");
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, NULL, NULL), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "out is NULL");
    /* a newer caller's struct with bytes this library does not know */
    unsigned char big[sizeof(wm_options) + 8];
    memset(big, 0, sizeof big);
    wm_options_init((wm_options *)(void *)big);
    ((wm_options *)(void *)big)->size = (uint32_t)sizeof big;
    big[sizeof(wm_options) + 2] = 1;
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, (wm_options *)(void *)big, &g), WM_EINVAL);
    ck_assert_ptr_nonnull(strstr(wm_last_error(), "is not zero"));
}
END_TEST

START_TEST(test_clear_and_success)
{
    wm_clear_error();
    ck_assert_str_eq(wm_last_error(), "");
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, NULL, &g), WM_OK);
    ck_assert_str_eq(wm_last_error(), ""); /* a success sets nothing */
    ck_assert_int_eq(wm_apply(g, 100000), WM_EILLEGAL);
    ck_assert_str_eq(wm_last_error(), "move 100000 is not legal: The March of Progress has move ids 0-236");
    wm_move m[64];
    ck_assert_uint_gt(wm_legal_moves(g, m, 64), 0);
    ck_assert_int_eq(wm_apply(g, m[0]), WM_OK);
    /* the rule for successes: the last failure's message may stay */
    ck_assert_str_eq(wm_last_error(), "move 100000 is not legal: The March of Progress has move ids 0-236");
    wm_clear_error();
    ck_assert_str_eq(wm_last_error(), "");
    wm_free(g);
}
END_TEST

START_TEST(test_game_messages)
{
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, NULL, &g), WM_OK);
    /* a move id in range that is not legal names the move, the seat and the decision */
    wm_move legal[1024];
    size_t n = wm_legal_moves(g, legal, 1024);
    wm_move bad = 0;
    for (wm_move m = 0; m < wm_action_count(g); m++)
        if (!wm_is_legal(g, m)) {
            bad = m;
            break;
        }
    ck_assert_uint_gt(n, 0);
    ck_assert_int_eq(wm_apply(g, bad), WM_EILLEGAL);
    ck_assert_ptr_nonnull(strstr(wm_last_error(), "is not legal: \""));
    ck_assert_ptr_nonnull(strstr(wm_last_error(), wm_prompt(g)));

    ck_assert_int_eq(wm_apply(NULL, 0), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "game is NULL");
    size_t len = 0;
    char small[4];
    ck_assert_int_eq(wm_to_json(g, WM_SPECTATOR, small, sizeof small, &len), WM_ERANGE);
    ck_assert_ptr_nonnull(strstr(wm_last_error(), "buf: 4 bytes, the "));
    ck_assert_int_eq(wm_to_json(g, 7, NULL, 0, &len), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "viewer: 7 is not a seat of this game (0-3), WM_OMNISCIENT or WM_SPECTATOR");
    ck_assert_int_eq(wm_to_json(g, WM_SPECTATOR, NULL, 0, NULL), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "len is NULL");
    ck_assert_ptr_null(wm_seat_name(g, 4));
    ck_assert_str_eq(wm_last_error(), "seat: 4 is not a seat of this game of The Weimar Republic (0-3, or WM_CHANCE)");
    ck_assert_ptr_null(wm_title_name((wm_title)0));
    ck_assert_str_eq(wm_last_error(), "title: 0 is not a title (1-4)");
    char name[8];
    ck_assert_int_eq(wm_move_name(g, 100000, name, sizeof name, &len), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "move: 100000 is not a move id of The Weimar Republic (0-704)");
    wm_move mv;
    ck_assert_int_eq(wm_move_parse(g, "no such move", &mv), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "text: \"no such move\" is no move name of The Weimar Republic");
    ck_assert_int_eq(wm_move_parse(g, "#99999", &mv), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "text: \"#99999\" is not a move id of The Weimar Republic (#0-#704)");
    int32_t res[4];
    ck_assert_int_eq(wm_outcome(g, res, 4), WM_EILLEGAL);
    ck_assert_str_eq(wm_last_error(), "outcome: the game is not over");
    ck_assert_int_eq(wm_outcome(g, res, 2), WM_ERANGE);
    ck_assert_str_eq(wm_last_error(), "n: 2 is fewer than the game's 4 seats");

    /* observations */
    float obs[4];
    size_t need = wm_observation_size(g);
    ck_assert_uint_gt(need, 4);
    ck_assert_int_eq(wm_observe(g, 0, obs, 4), WM_ERANGE);
    ck_assert_ptr_nonnull(strstr(wm_last_error(), "n: 4 floats, the observation of The Weimar Republic needs "));
    ck_assert_int_eq(wm_observe(g, 9, obs, 4), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "seat: 9 is not a seat of this game (0-3)");

    /* saves */
    unsigned char buf[1 << 16];
    size_t slen = 0;
    ck_assert_int_eq(wm_save(g, buf, 8, &slen), WM_ERANGE);
    ck_assert_ptr_nonnull(strstr(wm_last_error(), "buf: 8 bytes, the save needs "));
    ck_assert_int_eq(wm_save(g, buf, sizeof buf, &slen), WM_OK);
    wm_game *h = NULL;
    buf[slen - 10] ^= 0x40;
    ck_assert_int_eq(wm_load(buf, slen, &h), WM_ECORRUPT);
    ck_assert_str_eq(wm_last_error(), "save: checksum mismatch");
    ck_assert_int_eq(wm_load(buf, 3, &h), WM_ECORRUPT);
    ck_assert_str_eq(wm_last_error(), "save: 3 bytes is too short for a save (at least 32)");
    memcpy(buf, "XXXX", 4);
    ck_assert_int_eq(wm_load(buf, slen, &h), WM_ECORRUPT);
    ck_assert_str_eq(wm_last_error(), "save: no \"WMSV\" magic: not a save of libweimar");
    ck_assert_int_eq(wm_load(NULL, slen, &h), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "buf is NULL");
    wm_free(g);
}
END_TEST

START_TEST(test_batch_messages)
{
    wm_batch *b = NULL;
    ck_assert_int_eq(wm_batch_new(WM_MARCH_OF_PROGRESS, NULL, 0, &b), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "n: 0 is not a number of games (at least 1)");
    wm_options o;
    wm_options_init(&o);
    o.seats = 5;
    ck_assert_int_eq(wm_batch_new(WM_DEMOCRACY_UNDER_SIEGE, &o, 2, &b), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "options.seats: 5 is not 2 or 3 for Democracy under Siege");
    ck_assert_int_eq(wm_batch_new(WM_MARCH_OF_PROGRESS, NULL, 2, &b), WM_OK);
    wm_move moves[2] = { 100000, 100000 };
    ck_assert_int_eq(wm_batch_step(b, moves, 1, NULL), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "n: 1 moves for a batch of 2 games");
    size_t bad = 0;
    ck_assert_int_eq(wm_batch_step(b, moves, 2, &bad), WM_EILLEGAL);
    ck_assert_ptr_nonnull(strstr(wm_last_error(), "moves[0]: move 100000 is not legal in game 0"));
    ck_assert_ptr_null(wm_batch_game(b, 2));
    ck_assert_str_eq(wm_last_error(), "i: 2 is not a game of this batch (0-1)");
    ck_assert_int_eq(wm_batch_set_threads(b, 0), WM_EINVAL);
    ck_assert_ptr_nonnull(strstr(wm_last_error(), "threads: 0 is not 1-"));
    wm_batch_free(b);
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_MARCH_OF_PROGRESS, NULL, &g), WM_OK);
    int32_t out[2];
    ck_assert_int_eq(wm_playouts(g, 1, 1, 7, out, 2), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "policy: 7 is not WM_PLAYOUT_RANDOM (0) or WM_PLAYOUT_BOT (1)");
    ck_assert_int_eq(wm_playouts(g, 2, 1, WM_PLAYOUT_RANDOM, out, 2), WM_ERANGE);
    ck_assert_str_eq(wm_last_error(), "n: 2 values, 2 playouts of 2 seats need 4");
    wm_free(g);
}
END_TEST

START_TEST(test_content_messages)
{
    wm_content *c = NULL;
    char msg[256];
    const char *text = "{\"format\": 1}";
    ck_assert_int_ne(wm_content_new(text, strlen(text), NULL, &c, msg, sizeof msg), WM_OK);
    ck_assert_ptr_nonnull(strstr(wm_last_error(), "content: "));
    ck_assert_ptr_nonnull(strstr(wm_last_error(), msg)); /* the same words as msg */
    ck_assert_int_eq(wm_content_new(NULL, 0, NULL, &c, NULL, 0), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "json is NULL");
    size_t len;
    ck_assert_int_eq(wm_content_write(WM_MARCH_OF_PROGRESS, NULL, NULL, 0, &len), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "title: The March of Progress has no content packs");
}
END_TEST

/* Each thread has its own message. */
static void *other_thread(void *arg)
{
    (void)arg;
    const char *before = wm_last_error();
    int empty = before[0] == '\0';
    wm_game *g;
    (void)wm_new((wm_title)77, NULL, &g);
    return (void *)(intptr_t)(empty && strstr(wm_last_error(), "title: 77") != NULL);
}

START_TEST(test_thread_local)
{
    wm_game *g;
    ck_assert_int_eq(wm_new((wm_title)55, NULL, &g), WM_EINVAL);
    pthread_t t;
    void *ok = NULL;
    ck_assert_int_eq(pthread_create(&t, NULL, other_thread, NULL), 0);
    ck_assert_int_eq(pthread_join(t, &ok), 0);
    ck_assert_ptr_nonnull(ok);
    ck_assert_ptr_nonnull(strstr(wm_last_error(), "title: 55 is not a title"));
}
END_TEST

START_TEST(test_constants_json)
{
    size_t len = 0;
    ck_assert_int_eq(wm_constants_json(NULL, 0, &len), WM_ERANGE);
    char *buf = malloc(len + 1);
    ck_assert_ptr_nonnull(buf);
    ck_assert_int_eq(wm_constants_json(buf, len + 1, &len), WM_OK);
    ck_assert_uint_eq(strlen(buf), len);
    ck_assert_ptr_nonnull(strstr(buf, "{\"name\":\"ADVANCED\",\"c\":\"WM_SIEGE_ADVANCED\",\"value\":65536,"));
    ck_assert_ptr_nonnull(strstr(buf, "\"short_name\":\"siege\""));
    ck_assert_ptr_nonnull(strstr(buf, "{\"name\":\"FATE\",\"c\":\"WM_REPUBLIC_FATE\",\"value\":5,"));
    ck_assert_int_eq(wm_constants_json(NULL, 0, NULL), WM_EINVAL);
    ck_assert_str_eq(wm_last_error(), "len is NULL");
    free(buf);
}
END_TEST

static Suite *errors_suite(void)
{
    Suite *s = suite_create("errors");
    TCase *tc = tcase_create("messages");
    tcase_add_test(tc, test_new_messages);
    tcase_add_test(tc, test_clear_and_success);
    tcase_add_test(tc, test_game_messages);
    tcase_add_test(tc, test_batch_messages);
    tcase_add_test(tc, test_content_messages);
    tcase_add_test(tc, test_thread_local);
    suite_add_tcase(s, tc);
    tc = tcase_create("constants");
    tcase_add_test(tc, test_constants_json);
    suite_add_tcase(s, tc);
    return s;
}

int main(void)
{
    SRunner *sr = srunner_create(errors_suite());
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
