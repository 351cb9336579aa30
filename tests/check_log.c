/*
 * check_log.c - the game log (wm_log_*): specific lines for the rulebook
 * examples the title suites reproduce, hidden information, and the API.
 *
 * Logs of games played through the API are derived by replaying their
 * history (wm_log_new).  The Republic's examples arrange their board by
 * writing the state (as tests/check_republic.c does), which no history
 * replays; their moves are recorded as they are played with the core's
 * internal capture hook (wm__log_capture_begin), which runs the same title
 * emission code.
 *
 * Environment: WM_LOG_GAMES sets the number of random games per title of
 * the hidden-information property (default 20) and, halved, per rule
 * configuration of the entries property; WM_LOG_ENTRIES_GAMES sets the
 * entries property's alone and WM_LOG_TITLE limits it to one title (4 with
 * WM_LOG_ENTRIES_GAMES=4000: 2,000 games of each Siege configuration).
 */
#define _POSIX_C_SOURCE 200809L /* pthreads */
#include "core.h"
#include "../lib/republic/republic.h"
#include "weimar/siege.h"
#include "rp_testutil.h"
#include "testutil.h"

#include <check.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Helpers                                                              */
/* ------------------------------------------------------------------ */

static wm_log *get_log(const wm_game *g, int viewer, size_t since)
{
    wm_log *lg = NULL;
    wm_status st = wm_log_new(g, viewer, since, &lg);
    ck_assert_msg(st == WM_OK, "wm_log_new(viewer %d, since %zu): %s", viewer, since, wm_strerror(st));
    return lg;
}

/* Index of the first entry with exactly this text (and kind, if given), or -1. */
static long find_text(const wm_log *lg, const char *kind, const char *text)
{
    for (size_t i = 0; i < wm_log_count(lg); i++)
        if (strcmp(wm_log_text(lg, i), text) == 0 && (!kind || strcmp(wm_log_kind(lg, i), kind) == 0))
            return (long)i;
    return -1;
}

static void dump(const wm_log *lg)
{
    for (size_t i = 0; i < wm_log_count(lg); i++)
        fprintf(stderr, "  [%lld] %s: %s %s\n", (long long)wm_log_move(lg, i), wm_log_kind(lg, i),
                wm_log_text(lg, i), wm_log_fields(lg, i));
}

static void expect_line(const wm_log *lg, const char *kind, const char *text)
{
    if (find_text(lg, kind, text) < 0) {
        dump(lg);
        ck_abort_msg("no %s entry \"%s\" in the log", kind ? kind : "", text);
    }
}
#define EXPECT_LINE(lg, kind, text) expect_line((lg), (kind), (text))

static char *log_json(const wm_log *lg)
{
    size_t len = 0;
    ck_assert_int_eq(wm_log_to_json(lg, NULL, 0, &len), WM_ERANGE);
    char *buf = malloc(len + 1);
    ck_assert_ptr_nonnull(buf);
    size_t len2 = 0;
    ck_assert_int_eq(wm_log_to_json(lg, buf, len + 1, &len2), WM_OK);
    ck_assert_uint_eq(len, len2);
    ck_assert_uint_eq(strlen(buf), len);
    ck_assert_msg(tu_json_valid(buf, len), "log JSON is not valid: %s", buf);
    return buf;
}

/* A whole game's log as JSON, for comparisons. */
static char *whole_log(const wm_game *g, int viewer)
{
    wm_log *lg = get_log(g, viewer, 0);
    char *s = log_json(lg);
    wm_log_free(lg);
    return s;
}

/* Plays the bot's move (or a random one, one time in rnd) until over or
 * max moves. */
static void play_mixed(wm_game *g, tu_rng *r, int rnd, size_t max)
{
    for (size_t i = 0; i < max && !wm_is_over(g); i++) {
        wm_move m;
        if (rnd && tu_rng_below(r, (uint32_t)rnd) == 0) {
            tu_random_move(g, r); /* applies it */
            continue;
        }
        ck_assert_int_eq(wm_bot_move(g, &m), WM_OK);
        ck_assert_int_eq(wm_apply(g, m), WM_OK);
    }
}

/* ------------------------------------------------------------------ */
/* The March of Progress: An Example of Play                            */
/* ------------------------------------------------------------------ */

/* The rulebook's Example of Play (The Thirty Years War), played as
 * tests/check_march.c plays it, with the lines a person at the table would
 * say: the initiative roll, the reveals, the ATTACK+1 combat "Blue wins 3
 * vs 2" (Blue's army at strength 2, +1 for ATTACK+1, against Orange's two
 * armies at strength 1) and Orange's ATTACK+1 that fizzles. */
START_TEST(test_march_example_of_play)
{
    wm_game *g = tu_new(WM_MARCH_OF_PROGRESS, 1, WM_OPT_EXTERNAL_DICE, 1);
    tu_playv(g, "roll 6", "roll 1", "play MOVE1", "play RECRUIT", "move 1 Blue>Neutral", "play STRENGTH",
             "play MOVE2", "move 2 Orange>Neutral", "reduce Blue", "play ATTACK+1", "play ATTACK+1", "first Blue",
             "attack Neutral", "discard MOVE2", NULL);
    wm_log *lg = get_log(g, WM_OMNISCIENT, 0);
    EXPECT_LINE(lg, "dice", "Blue rolls 6 for the initiative");
    EXPECT_LINE(lg, "dice", "Orange rolls 1 for the initiative");
    EXPECT_LINE(lg, "initiative", "Blue wins the roll-off (6 against 1) and takes the initiative");
    EXPECT_LINE(lg, "move", "Blue: play MOVE1 (secret)");
    EXPECT_LINE(lg, "reveal", "Cards revealed: Blue MOVE1, Orange RECRUIT");
    EXPECT_LINE(lg, "move", "Blue: move 1 army from Blue to Neutral"); /* the move's label (wm_move_label) */
    EXPECT_LINE(lg, "reveal", "Cards revealed: Blue STRENGTH, Orange MOVE2");
    EXPECT_LINE(lg, "strength", "Blue's army strength is 2");
    EXPECT_LINE(lg, "reveal", "Cards revealed: Blue ATTACK+1, Orange ATTACK+1");
    EXPECT_LINE(lg, "initiative", "The initiative card flips to Orange");
    EXPECT_LINE(lg, "combat",
                "Combat in Neutral: Blue 3 (1 army x 2 + 1 bonus) against Orange 2: Blue wins; Orange loses 2 armies");
    EXPECT_LINE(lg, "fizzle", "Orange's ATTACK+1 does nothing: no army of Orange faces an enemy");
    EXPECT_LINE(lg, "round", "End of turn 3: Blue 0VP, Orange 0VP; stock 35");
    /* the combat's fields, for frontends */
    long c = find_text(lg, "combat", "Combat in Neutral: Blue 3 (1 army x 2 + 1 bonus) against Orange 2: Blue wins; "
                                     "Orange loses 2 armies");
    ck_assert_str_eq(wm_log_fields(lg, (size_t)c),
                     "{\"country\":\"Neutral\",\"attacker\":\"Blue\",\"defender\":\"Orange\",\"attacker_armies\":1,"
                     "\"attacker_strength\":3,\"defender_strength\":2,\"attacker_losses\":0,\"defender_losses\":2,"
                     "\"result\":\"attacker\"}");
    ck_assert_int_eq(wm_log_seat(lg, (size_t)c), WM_NOBODY);
    /* entries follow the history: the combat came from "discard MOVE2" */
    ck_assert_int_eq(wm_log_move(lg, (size_t)c), (int64_t)wm_history(g, NULL, 0) - 1);
    /* set-up entries (the rolls with internal dice) or the rolls of the
     * chance seat: chance moves get no "move" entry of their own */
    long r = find_text(lg, "dice", "Blue rolls 6 for the initiative");
    ck_assert_int_eq(wm_log_seat(lg, (size_t)r), WM_CHANCE);
    ck_assert_int_eq(find_text(lg, "move", "chance: roll 6"), -1);
    wm_log_free(lg);

    /* Orange, while Blue's first card is face down, sees only that Blue chose */
    lg = get_log(g, 1, 0);
    EXPECT_LINE(lg, "move", "Blue decides in secret (choose an action card (face down; not SCORE yet: it needs a card in your discard pile))");
    ck_assert_int_eq(find_text(lg, "move", "Blue: play MOVE1 (secret)"), -1);
    EXPECT_LINE(lg, "move", "Orange: play RECRUIT (secret)");
    EXPECT_LINE(lg, "reveal", "Cards revealed: Blue MOVE1, Orange RECRUIT");
    wm_log_free(lg);
    /* a spectator sees neither secret before the reveal */
    lg = get_log(g, WM_SPECTATOR, 0);
    EXPECT_LINE(lg, "move", "Orange decides in secret (choose an action card (face down; not SCORE yet: it needs a card in your discard pile))");
    ck_assert_int_eq(find_text(lg, "move", "Orange: play RECRUIT (secret)"), -1);
    ck_assert_int_eq(find_text(lg, "move", "Blue: play MOVE1 (secret)"), -1);
    wm_log_free(lg);
    wm_free(g);
}
END_TEST

/* A SCORE and the end of the game with its reason and the final tally. */
START_TEST(test_march_score_and_end)
{
    wm_game *g = tu_new(WM_MARCH_OF_PROGRESS, 1, 0, 5);
    tu_rng r;
    tu_rng_seed(&r, 5);
    play_mixed(g, &r, 0, 100000);
    ck_assert(wm_is_over(g));
    wm_log *lg = get_log(g, WM_SPECTATOR, 0);
    size_t n = wm_log_count(lg);
    ck_assert_uint_gt(n, 3);
    /* the last two entries: the title's end, then the core's result */
    ck_assert_str_eq(wm_log_kind(lg, n - 2), "end");
    ck_assert_ptr_nonnull(strstr(wm_log_text(lg, n - 2), "Game over after turn "));
    ck_assert_ptr_nonnull(strstr(wm_log_text(lg, n - 2), "Final tally: Blue "));
    ck_assert_str_eq(wm_log_kind(lg, n - 1), "result");
    int scores = 0;
    for (size_t i = 0; i < n; i++)
        if (strcmp(wm_log_kind(lg, i), "score") == 0) {
            ck_assert_msg(strstr(wm_log_text(lg, i), " scores ") != NULL, "%s", wm_log_text(lg, i));
            scores++;
        }
    ck_assert_int_gt(scores, 0);
    wm_log_free(lg);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Friedrich Ebert: a milestone                                         */
/* ------------------------------------------------------------------ */

/* Phase 5, the milestone "Erster Mai" (First of May, Chapter I): when its
 * last space is filled, the markers go back, the invitations leave the
 * SPD's and the Monarchy's rows, and you receive 1 marker each for the SPD
 * and the Monarchy (the rulebook's Phase 5 example, tests/check_ebert.c
 * test_phase5_example_first_of_may). */
START_TEST(test_ebert_milestone_erster_mai)
{
    int found = 0;
    for (uint64_t seed = 1; seed <= 20 && !found; seed++) {
        wm_game *g = tu_new(WM_FRIEDRICH_EBERT, 1, 0, seed);
        tu_rng r;
        tu_rng_seed(&r, seed);
        play_mixed(g, &r, 0, 100000);
        wm_log *lg = get_log(g, WM_SPECTATOR, 0);
        long i = find_text(lg, "milestone",
                           "Milestone \"Erster Mai\" is fulfilled: its markers go back to the supply; invitations "
                           "leave the rows of SPD, Monarchy");
        if (i >= 0) {
            found = 1;
            /* "Read its text aloud and carry out the instructions": the
             * RECONSTRUCTED text (lib/ebert/texts.c), marked, then the
             * instructions */
            ck_assert_str_eq(wm_log_kind(lg, (size_t)i + 1), "text");
            ck_assert(strncmp(wm_log_text(lg, (size_t)i + 1), "Milestone \"Erster Mai\" reads: \"1 May: ", 35) == 0);
            ck_assert(strstr(wm_log_text(lg, (size_t)i + 1), "\" [reconstructed]") != NULL);
            ck_assert_str_eq(wm_log_fields(lg, (size_t)i + 1), "{\"reconstructed\":1}");
            ck_assert_str_eq(wm_log_text(lg, (size_t)i + 2),
                             "Milestone \"Erster Mai\": you receive 1 SPD marker; you receive 1 Monarchy marker");
            ck_assert_str_eq(wm_log_fields(lg, (size_t)i), "{\"milestone\":0,\"name\":\"Erster Mai\"}");
            /* the milestone was filled by markers placed on it */
            int placed = 0;
            for (long k = 0; k < i; k++) {
                const char *t = wm_log_text(lg, (size_t)k);
                if (!strstr(t, ": milestone "))
                    continue;
                placed++;
                /* which marker on which space (the move's label; issue 37: a
                 * Joker on the milestone read "milestone SPD") */
                ck_assert_msg(strstr(t, ": milestone \"Erster Mai\": 1 ") && strstr(t, " marker on its "),
                              "the milestone line says no marker: %s", t);
            }
            ck_assert_int_gt(placed, 0);
            /* Phase 1 of every round, with the tension */
            EXPECT_LINE(lg, "round", "Round 1, Phase 1: every tension rises one step: SPD 1, Monarchy 2");
        }
        wm_log_free(lg);
        wm_free(g);
    }
    ck_assert_msg(found, "no bot game of Chapter I reached the first milestone");
}
END_TEST

/* ------------------------------------------------------------------ */
/* The Weimar Republic: arranged positions (as tests/check_republic.c)  */
/* ------------------------------------------------------------------ */

static rp_state *RST(wm_game *g)
{
    return (rp_state *)(void *)g->state;
}

/* §6.2 the Assault example in Bayern (rpt_example_bayern_assault, as in
 * check_republic.c test_6_2_assault_example_bayern): "the Coalition units
 * fail the Loyalty Check"; "the RC's three units have a total SV of 6 ... +1 for the loaned
 * KPD Worker Militia for an Assault strength of 7"; the Coalition "for an
 * Assault strength of 5"; with dice 3 and 2 the RC scores 4 hits and the
 * Coalition 3; "RC spends 2 hits to remove the loyal Coalition Freikorps
 * unit and uses their remaining 2 hits to remove both of the Coalition
 * Influence cubes"; "The Coalition uses 2 of their hits to remove one Rogue
 * Freikorps ... and must use their last hit to remove the KPD Worker
 * Militia"; "RC does not need to remove one of their Influence cubes";
 * "RC becomes the Momentum faction". */
START_TEST(test_republic_assault_example_bayern)
{
    wm_game *g = rpt_example_bayern_assault();
    wm_log *lg = NULL;
    ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
    tu_playv(g, "action Assault", "space Bayern", "faction Coalition", "faction KPD", "number 1", "roll 3", "roll 2",
             "unit Rogue Freikorps", "unit Worker Militia", NULL);
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    EXPECT_LINE(lg, "assault", "RC Assaults Coalition in Bayern");
    EXPECT_LINE(lg, "loyalty", "Loyalty Check in Bayern: Progress 2 < Reaction 3: the Coalition units fail");
    EXPECT_LINE(lg, "reveal", "The participating Freikorps are revealed: 3 Rogue, 1 loyal in Bayern");
    EXPECT_LINE(lg, "assault",
                "Assault in Bayern: RC 7 (die 3) against Coalition 5 (die 2): RC 4 hits, Coalition 3 hits");
    EXPECT_LINE(lg, "hits", "RC hits remove 1 Coalition loyal Freikorps (2 hits left)");
    EXPECT_LINE(lg, "hits", "Coalition loses 2 cubes in Bayern");
    EXPECT_LINE(lg, "hits", "Coalition hits remove 1 RC Rogue Freikorps (1 hit left)");
    EXPECT_LINE(lg, "hits", "Coalition hits remove 1 KPD Worker Militia (0 hits left)");
    EXPECT_LINE(lg, "assault", "After the Assault in Bayern: RC takes the Momentum; RC keeps its cubes (Supremacy)");
    long a = find_text(lg, "assault",
                       "Assault in Bayern: RC 7 (die 3) against Coalition 5 (die 2): RC 4 hits, Coalition 3 hits");
    ck_assert_str_eq(wm_log_fields(lg, (size_t)a),
                     "{\"space\":\"Bayern\",\"attacker\":\"RC\",\"defender\":\"Coalition\",\"attacker_strength\":7,"
                     "\"attacker_die\":3,\"defender_strength\":5,\"defender_die\":2,\"attacker_hits\":4,"
                     "\"defender_hits\":3}");
    wm_log_free(lg);
    wm_free(g);
}
END_TEST

/* §7.1-§7.2 and §3.2: a General Election with PV per faction
 * (rpt_rc_steals_board, as in check_republic.c
 * test_3_2_rc_steals_nsdap_victory): the RC holds
 * Bayern (PV 5) and the NSDAP Berlin (PV 6); the RC's 12 PV are 5 +
 * Momentum 3 + two pawns 4; it gives half to the NSDAP, whose 12 PV win the
 * General Election with half of them from the RC: the RC's victory. */
START_TEST(test_republic_general_election)
{
    wm_game *g = rpt_rc_steals_board();
    rpt_give_card(RST(g), RP_RC, 154);
    rpt_poked(g);
    wm_log *lg = NULL;
    ck_assert_int_eq(wm__log_capture_begin(g, 0, &lg), WM_OK);
    tu_playv(g, "event 154", "action Gain Momentum", "action Gain Momentum", NULL);
    rpt_pass_all(g);
    tu_playv(g, "faction NSDAP", "number 6", NULL);
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    ck_assert(wm_is_over(g));
    EXPECT_LINE(lg, "election", "Regional Election in Bayern: RC 5 PV; RC takes Parliamentary Control");
    EXPECT_LINE(lg, "election", "Regional Election in Berlin: NSDAP 6 PV; NSDAP takes Parliamentary Control");
    EXPECT_LINE(lg, "election", "Regional Election in Hamburg: no PV; no Parliamentary Control");
    EXPECT_LINE(lg, "election",
                "General Election: PV with the bonuses (pawns, Momentum, Berlin): Coalition 2, KPD 0, NSDAP 6, RC 12");
    EXPECT_LINE(lg, "election", "RC transfers 6 PV to NSDAP: Coalition 2, KPD 0, NSDAP 12, RC 6");
    EXPECT_LINE(lg, "election",
                "General Election winner: NSDAP with 12 PV; second: RC with 6 PV; at least half of its PV came from the "
                "RC, so the victory is the RC's (§3.2)");
    size_t n = wm_log_count(lg);
    ck_assert_str_eq(wm_log_kind(lg, n - 1), "end");
    ck_assert_ptr_nonnull(strstr(wm_log_text(lg, n - 1), ": RC wins"));
    long ge = find_text(lg, "election",
                        "General Election: PV with the bonuses (pawns, Momentum, Berlin): Coalition 2, KPD 0, NSDAP 6, "
                        "RC 12");
    ck_assert_str_eq(wm_log_fields(lg, (size_t)ge), "{\"election\":\"General Election\",\"pv_Coalition\":2,"
                                                    "\"pv_KPD\":0,\"pv_NSDAP\":6,\"pv_RC\":12}");
    wm_log_free(lg);
    wm_free(g);
}
END_TEST

/* A whole Republic game played through the API: the Elections, Assaults
 * and the end are there, and dealt cards are named to their faction only. */
START_TEST(test_republic_whole_game)
{
    wm_game *g = tu_new(WM_WEIMAR_REPUBLIC, 0, 0, 7);
    tu_rng r;
    tu_rng_seed(&r, 7);
    play_mixed(g, &r, 0, 100000);
    ck_assert(wm_is_over(g));
    wm_log *all = get_log(g, WM_OMNISCIENT, 0), *kpd = get_log(g, RP_KPD, 0), *sp = get_log(g, WM_SPECTATOR, 0);
    int ge = 0, draws_named = 0, draws_hidden = 0;
    for (size_t i = 0; i < wm_log_count(all); i++)
        if (strcmp(wm_log_kind(all, i), "election") == 0 && strstr(wm_log_text(all, i), "Election: PV with"))
            ge++;
    for (size_t i = 0; i < wm_log_count(kpd); i++)
        if (strcmp(wm_log_kind(kpd, i), "draw") == 0) {
            const char *t = wm_log_text(kpd, i);
            if (strncmp(t, "KPD draws ", 10) == 0 && strcmp(t, "KPD draws a card") != 0)
                draws_named++;
            else
                ck_assert_msg(strcmp(t + strlen(t) - 12, "draws a card") == 0, "%s", t);
            if (strcmp(t, "KPD draws a card") == 0)
                ck_abort_msg("the KPD sees its own draw redacted");
        }
    for (size_t i = 0; i < wm_log_count(sp); i++)
        if (strcmp(wm_log_kind(sp, i), "draw") == 0) {
            ck_assert_msg(strstr(wm_log_text(sp, i), "draws a card") != NULL, "%s", wm_log_text(sp, i));
            draws_hidden++;
        }
    ck_assert_int_gt(ge, 0);
    ck_assert_int_gt(draws_named, 0);
    ck_assert_int_gt(draws_hidden, draws_named);
    ck_assert_str_eq(wm_log_kind(all, wm_log_count(all) - 1), "result");
    ck_assert_str_eq(wm_log_kind(all, wm_log_count(all) - 2), "end");
    wm_log_free(all);
    wm_log_free(kpd);
    wm_log_free(sp);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Property: a seat's log names nothing hidden from it                  */
/* ------------------------------------------------------------------ */

static int env_games(void)
{
    const char *e = getenv("WM_LOG_GAMES");
    int n = e ? atoi(e) : 20;
    return n > 0 ? n : 20;
}

/* The entries of g's last move (history index i) as viewer v sees them
 * (with upto_reveal, those before its first public reveal). */
static char *last_entries(const wm_game *g, int v, size_t i, int upto_reveal)
{
    wm_log *lg = get_log(g, v, i);
    size_t cap = 1, len = 0;
    for (size_t k = 0; k < wm_log_count(lg); k++)
        cap += strlen(wm_log_kind(lg, k)) + strlen(wm_log_text(lg, k)) + strlen(wm_log_fields(lg, k)) + 32;
    char *s = malloc(cap);
    ck_assert_ptr_nonnull(s);
    s[0] = '\0';
    for (size_t k = 0; k < wm_log_count(lg); k++) {
        if (wm_log_move(lg, k) < (int64_t)i) /* the set-up, when i == 0 */
            continue;
        ck_assert_int_eq(wm_log_move(lg, k), (int64_t)i);
        if (upto_reveal && strcmp(wm_log_kind(lg, k), "reveal") == 0)
            break;
        len += (size_t)snprintf(s + len, cap - len, "%d %s: %s %s\n", wm_log_seat(lg, k), wm_log_kind(lg, k),
                                wm_log_text(lg, k), wm_log_fields(lg, k));
    }
    wm_log_free(lg);
    return s;
}

/*
 * For random games of every title (internal and external dice): at every
 * secret decision (wm_is_secret: a card chosen face down, a card drawn
 * unseen), the decision is also taken with up to two other legal moves.
 * For every other seat and the spectator whose view is the same after
 * either move, the log entries of that move must be the same too, up to
 * the move's first public reveal: a log may say no more than the seat's
 * view shows until the rules make the choice public.  (A reveal can be
 * public on the table and gone from the view by the end of the same move:
 * the March's Neutral player takes its played card back into its hand.)
 * Also: each seat sees its own secret move by name.
 */
START_TEST(test_property_hidden_information)
{
    static const wm_title titles[3] = {WM_MARCH_OF_PROGRESS, WM_FRIEDRICH_EBERT, WM_WEIMAR_REPUBLIC};
    int games = env_games();
    long compared = 0, secret_moves = 0;
    for (int ti = 0; ti < 3; ti++) {
        int nsc = tu_scenario_count(titles[ti]);
        for (int k = 0; k < games; k++) {
            int sc = 1 + k % (nsc > 0 ? nsc : 1);
            uint32_t flags = (k & 1) ? WM_OPT_EXTERNAL_DICE : 0;
            uint64_t seed = tu_seed(0x106, (uint64_t)ti, (uint64_t)k, 0);
            wm_game *g = tu_new(titles[ti], sc, flags, seed);
            tu_rng r;
            tu_rng_seed(&r, seed);
            play_mixed(g, &r, 4, titles[ti] == WM_WEIMAR_REPUBLIC ? 400 : 100000);
            size_t nh = wm_history(g, NULL, 0);
            wm_move *h = malloc((nh + 1) * sizeof *h);
            ck_assert_ptr_nonnull(h);
            wm_history(g, h, nh);
            wm_game *run = tu_new(titles[ti], sc, flags, seed);
            int nseats = wm_seat_count(g);
            for (size_t i = 0; i < nh; i++) {
                if (wm_is_secret(run)) {
                    secret_moves++;
                    int t = wm_to_move(run);
                    wm_move legal[1024];
                    size_t nl = wm_legal_moves(run, legal, 1024);
                    wm_game *a = NULL;
                    ck_assert_int_eq(wm_clone(run, &a), WM_OK);
                    ck_assert_int_eq(wm_apply(a, h[i]), WM_OK);
                    int alts = 0;
                    for (size_t j = 0; j < nl && j < 1024 && alts < 2; j++) {
                        if (legal[(j * 7 + i) % nl] == h[i])
                            continue;
                        wm_move alt = legal[(j * 7 + i) % nl];
                        alts++;
                        wm_game *b = NULL;
                        ck_assert_int_eq(wm_clone(run, &b), WM_OK);
                        ck_assert_int_eq(wm_apply(b, alt), WM_OK);
                        for (int v = -1; v < nseats; v++) {
                            int viewer = v < 0 ? WM_SPECTATOR : v;
                            if (viewer == t)
                                continue;
                            char *va = tu_json(a, viewer, NULL), *vb = tu_json(b, viewer, NULL);
                            if (strcmp(va, vb) == 0) {
                                char *la = last_entries(a, viewer, i, 1), *lb = last_entries(b, viewer, i, 1);
                                ck_assert_msg(strcmp(la, lb) == 0,
                                              "title %d seed %llu move %zu: viewer %d's view is the same after "
                                              "either secret move of seat %d, but the log differs:\n%s\n%s",
                                              (int)titles[ti], (unsigned long long)seed, i, viewer, t, la, lb);
                                compared++;
                                free(la);
                                free(lb);
                            }
                            free(va);
                            free(vb);
                        }
                        wm_free(b);
                    }
                    /* the seat itself sees its secret move by name */
                    if (t >= 0) {
                        char name[WM_MOVE_NAME_MAX];
                        ck_assert_int_eq(wm_move_name(run, h[i], name, sizeof name, NULL), WM_OK);
                        char *own = last_entries(a, t, i, 0);
                        ck_assert_msg(strstr(own, name) != NULL, "seat %d does not see its own %s: %s", t, name, own);
                        free(own);
                    }
                    wm_free(a);
                }
                ck_assert_int_eq(wm_apply(run, h[i]), WM_OK);
            }
            ck_assert_uint_eq(wm_hash(run), wm_hash(g));
            free(h);
            wm_free(run);
            wm_free(g);
        }
    }
    ck_assert_int_gt(secret_moves, 0);
    fprintf(stderr, "hidden-information property: %ld secret moves, %ld comparisons\n", secret_moves, compared);
    ck_assert_int_gt(compared, 0);
}
END_TEST

/*
 * Issue 18: nothing but the applied move writes into a log.  For random
 * games of every title and rule configuration (internal and external
 * dice, the Republic with and without its Non-player factions):
 *  - a query (wm_legal_moves, wm_is_legal on every legal move and one
 *    past the action space, wm_check, wm_to_json, wm_prompt) made while a
 *    log is being recorded writes nothing;
 *  - every entry of a move comes after that move's "move" entry;
 *  - no run of entries is written twice by one move (the same seat,
 *    kind, text and fields, in the same order) without a new step
 *    between: a die, or a Non-player's step (its bot card, a decision);
 *  - after a "dice" entry there is at most one result of chance (an entry
 *    of the chance seat: a Political Action test, a coup, a War or Civil
 *    War Test, an election roll) before the next die or the next move.
 * A trial run behind a legality check that wrote into the log broke all
 * four (Siege reported "Coup in Albania: 6, successful" ten times).
 */
typedef struct belong_cfg {
    wm_title title;
    int scenario, seats;
    uint32_t flags, bots;
    size_t max_moves;
} belong_cfg;

static wm_game *cfg_new(const belong_cfg *c, uint64_t seed)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = c->scenario;
    o.seats = c->seats;
    o.flags = c->flags;
    o.bots = c->bots;
    o.seed = seed;
    wm_game *g = NULL;
    wm_status st = wm_new(c->title, &o, &g);
    ck_assert_msg(st == WM_OK, "wm_new(title %d scenario %d): %s", (int)c->title, c->scenario, wm_strerror(st));
    return g;
}

/* The queries of one position, under a capture: they must write nothing. */
static void queries_write_nothing(wm_game *g, const char *where)
{
    static wm_move legal[4096];
    wm_log *lg = NULL;
    ck_assert_int_eq(wm__log_capture_begin(g, WM_OMNISCIENT, &lg), WM_OK);
    size_t n = wm_legal_moves(g, legal, 4096);
    for (size_t i = 0; i < n && i < 4096; i++)
        ck_assert(wm_is_legal(g, legal[i]));
    ck_assert(!wm_is_legal(g, wm_action_count(g)));
    ck_assert_int_eq(wm_check(g), WM_OK);
    size_t len = 0;
    ck_assert_int_eq(wm_to_json(g, WM_OMNISCIENT, NULL, 0, &len), WM_ERANGE);
    (void)wm_prompt(g);
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    if (wm_log_count(lg) != 0) {
        dump(lg);
        ck_abort_msg("%s: a query wrote %zu log entries", where, wm_log_count(lg));
    }
    wm_log_free(lg);
}

static int same_entry(const wm_log *lg, size_t a, size_t b)
{
    return wm_log_seat(lg, a) == wm_log_seat(lg, b) && strcmp(wm_log_kind(lg, a), wm_log_kind(lg, b)) == 0 &&
           strcmp(wm_log_text(lg, a), wm_log_text(lg, b)) == 0 &&
           strcmp(wm_log_fields(lg, a), wm_log_fields(lg, b)) == 0;
}

/* A new step inside a move: a die roll (a "dice" entry, or one that names
 * its "die"), or a Non-player's step (an "np" entry, or a decision that
 * names its "move"). */
static int is_step(const wm_log *lg, size_t i)
{
    const char *f = wm_log_fields(lg, i);
    return strcmp(wm_log_kind(lg, i), "dice") == 0 || strcmp(wm_log_kind(lg, i), "np") == 0 ||
           strstr(f, "\"die\":") != NULL || strstr(f, "\"move\":") != NULL;
}

/* The three properties of a finished game's log; returns its dice. */
static long log_belongs(const wm_game *g, const char *where)
{
    wm_log *lg = get_log(g, WM_OMNISCIENT, 0);
    size_t n = wm_log_count(lg), start = 0;
    long dice = 0;
    int64_t cur = -1;
    int seen_move = 0, results = -1;
    long before = -1; /* the first entry of the move before its "move" entry */
    for (size_t i = 0; i < n; i++) {
        int64_t mv = wm_log_move(lg, i);
        const char *kind = wm_log_kind(lg, i);
        if (mv != cur) {
            cur = mv;
            start = i;
            seen_move = 0;
            results = -1;
            before = -1;
        }
        if (strcmp(kind, "move") == 0) {
            ck_assert_msg(!seen_move, "%s: move %lld has two move entries", where, (long long)mv);
            if (before >= 0) {
                dump(lg);
                ck_abort_msg("%s: entry %ld (\"%s\") comes before the entry of its move %lld", where, before,
                             wm_log_text(lg, (size_t)before), (long long)mv);
            }
            seen_move = 1;
            results = -1;
            continue;
        }
        if (strcmp(kind, "result") == 0)
            continue; /* the core's closing entry */
        if (!seen_move && before < 0)
            before = (long)i; /* fine for a chance move, which has no "move" entry */
        /* A run repeated: two consecutive entries written again in the
         * same order, with no new step between (a die: a re-roll can give
         * the same number, "Orange rolls 4" twice; a Non-player's step
         * inside the move: a bot card revealed, a decision taken, as a
         * second cube removed).  One line alone may come back (two
         * nations leave Nazism's Control Area: "Nazism Prestige 0 -> 0"
         * after each). */
        size_t from = start;
        for (size_t j = start; j < i; j++)
            if (is_step(lg, j))
                from = j + 1;
        for (size_t j = from + 1; j < i && !is_step(lg, i); j++)
            if (same_entry(lg, i, j) && same_entry(lg, i - 1, j - 1)) {
                dump(lg);
                ck_abort_msg("%s: move %lld writes \"%s\" / \"%s\" twice (entries %zu and %zu)", where,
                             (long long)mv, wm_log_text(lg, i - 1), wm_log_text(lg, i), j, i);
            }
        if (strcmp(kind, "dice") == 0) {
            dice++;
            results = 0;
        } else if (wm_log_seat(lg, i) == WM_CHANCE && results >= 0 && ++results > 1) {
            dump(lg);
            ck_abort_msg("%s: move %lld: a second result of one die: \"%s\"", where, (long long)mv,
                         wm_log_text(lg, i));
        }
    }
    wm_log_free(lg);
    return dice;
}

START_TEST(test_property_entries_once_by_their_move)
{
    static const belong_cfg cfg[] = {
        {WM_MARCH_OF_PROGRESS, 1, 0, 0, 0, 100000},
        {WM_MARCH_OF_PROGRESS, 4, 0, WM_OPT_EXTERNAL_DICE, 0, 100000},
        {WM_MARCH_OF_PROGRESS, 6, 0, 0, 0, 100000},
        {WM_FRIEDRICH_EBERT, 1, 1, 0, 0, 100000},
        {WM_FRIEDRICH_EBERT, 3, 4, WM_OPT_EXTERNAL_DICE, 0, 100000},
        {WM_WEIMAR_REPUBLIC, 1, 0, 0, 0, 400},
        {WM_WEIMAR_REPUBLIC, 5, 0, WM_OPT_EXTERNAL_DICE, 0x6, 400},
        {WM_WEIMAR_REPUBLIC, 3, 0, 0, 0xB, 100000},
        {WM_DEMOCRACY_UNDER_SIEGE, 1, 3, 0, 0, 100000},
        {WM_DEMOCRACY_UNDER_SIEGE, 1, 3, WM_SIEGE_ADVANCED | WM_OPT_EXTERNAL_DICE, 0, 100000},
        {WM_DEMOCRACY_UNDER_SIEGE, 1, 2, WM_SIEGE_ADVANCED, 0, 100000},
        {WM_DEMOCRACY_UNDER_SIEGE, 1, 2, WM_OPT_EXTERNAL_DICE, 0, 100000},
    };
    const char *eg = getenv("WM_LOG_ENTRIES_GAMES");
    int games = eg && atoi(eg) > 0 ? atoi(eg) : env_games();
    const char *only = getenv("WM_LOG_TITLE"); /* one title's configurations (a long run) */
    long dice = 0, moves = 0;
    for (size_t c = 0; c < sizeof cfg / sizeof cfg[0]; c++)
        for (int k = 0; k < (games + 1) / 2 && (!only || atoi(only) == (int)cfg[c].title); k++) {
            uint64_t seed = tu_seed(0x118, (uint64_t)c, (uint64_t)k, 0);
            char where[96];
            snprintf(where, sizeof where, "title %d scenario %d seats %d flags %#x bots %#x seed %llu",
                     (int)cfg[c].title, cfg[c].scenario, cfg[c].seats, cfg[c].flags, cfg[c].bots,
                     (unsigned long long)seed);
            wm_game *g = cfg_new(&cfg[c], seed);
            tu_rng r;
            tu_rng_seed(&r, seed);
            for (size_t i = 0; i < cfg[c].max_moves && !wm_is_over(g); i++) {
                queries_write_nothing(g, where);
                if (tu_rng_below(&r, 3) == 0) {
                    tu_random_move(g, &r);
                } else {
                    wm_move m;
                    ck_assert_int_eq(wm_bot_move(g, &m), WM_OK);
                    ck_assert_int_eq(wm_apply(g, m), WM_OK);
                }
                moves++;
            }
            dice += log_belongs(g, where);
            wm_free(g);
        }
    fprintf(stderr, "log entries property: %ld moves, %ld dice\n", moves, dice);
    ck_assert_int_gt(dice, 0);
}
END_TEST

/* ------------------------------------------------------------------ */
/* API                                                                  */
/* ------------------------------------------------------------------ */

START_TEST(test_api_arguments)
{
    wm_game *g = tu_new(WM_MARCH_OF_PROGRESS, 1, 0, 3);
    tu_rng r;
    tu_rng_seed(&r, 3);
    play_mixed(g, &r, 0, 20);
    size_t nh = wm_history(g, NULL, 0);
    wm_log *lg = (wm_log *)(void *)&r;
    ck_assert_int_eq(wm_log_new(NULL, 0, 0, &lg), WM_EINVAL);
    ck_assert_ptr_null(lg);
    ck_assert_int_eq(wm_log_new(g, 0, 0, NULL), WM_EINVAL);
    ck_assert_int_eq(wm_log_new(g, 2, 0, &lg), WM_EINVAL); /* two seats */
    ck_assert_int_eq(wm_log_new(g, -1, 0, &lg), WM_EINVAL);
    ck_assert_int_eq(wm_log_new(g, WM_CHANCE, 0, &lg), WM_EINVAL);
    ck_assert_int_eq(wm_log_new(g, 99, 0, &lg), WM_EINVAL);
    ck_assert_int_eq(wm_log_new(g, 0, nh + 1, &lg), WM_ERANGE);
    ck_assert_ptr_null(lg);
    /* since == the history's length: nothing yet */
    ck_assert_int_eq(wm_log_new(g, 0, nh, &lg), WM_OK);
    ck_assert_uint_eq(wm_log_count(lg), 0);
    wm_log_free(lg);
    /* since: only entries of later moves */
    lg = get_log(g, WM_OMNISCIENT, 5);
    ck_assert_uint_gt(wm_log_count(lg), 0);
    for (size_t i = 0; i < wm_log_count(lg); i++)
        ck_assert_int_ge(wm_log_move(lg, i), 5);
    wm_log *whole = get_log(g, WM_OMNISCIENT, 0);
    ck_assert_uint_gt(wm_log_count(whole), wm_log_count(lg));
    ck_assert_int_eq(wm_log_move(whole, 0), -1); /* the set-up's initiative roll */
    /* the tail of the whole log is the log since 5 */
    size_t off = wm_log_count(whole) - wm_log_count(lg);
    for (size_t i = 0; i < wm_log_count(lg); i++)
        ck_assert_str_eq(wm_log_text(whole, off + i), wm_log_text(lg, i));
    /* accessors: NULL and out of range */
    size_t n = wm_log_count(lg);
    ck_assert_uint_eq(wm_log_count(NULL), 0);
    ck_assert_int_eq(wm_log_move(NULL, 0), -2);
    ck_assert_int_eq(wm_log_move(lg, n), -2);
    ck_assert_int_eq(wm_log_seat(NULL, 0), WM_NOBODY);
    ck_assert_int_eq(wm_log_seat(lg, n), WM_NOBODY);
    ck_assert_ptr_null(wm_log_kind(lg, n));
    ck_assert_ptr_null(wm_log_text(NULL, 0));
    ck_assert_ptr_null(wm_log_text(lg, n));
    ck_assert_ptr_null(wm_log_fields(lg, (size_t)-1));
    /* JSON: sizes and truncated buffers */
    size_t len = 0, len2 = 0;
    ck_assert_int_eq(wm_log_to_json(NULL, NULL, 0, &len), WM_EINVAL);
    ck_assert_int_eq(wm_log_to_json(lg, NULL, 0, NULL), WM_EINVAL);
    ck_assert_int_eq(wm_log_to_json(lg, NULL, 0, &len), WM_ERANGE);
    char *buf = malloc(len + 1);
    memset(buf, 'x', len + 1);
    ck_assert_int_eq(wm_log_to_json(lg, buf, len, &len2), WM_ERANGE); /* no room for the NUL */
    ck_assert_uint_eq(len2, len);
    ck_assert_int_eq(wm_log_to_json(lg, buf, 10, &len2), WM_ERANGE);
    ck_assert_int_eq(wm_log_to_json(lg, buf, len + 1, &len2), WM_OK);
    ck_assert(tu_json_valid(buf, len));
    ck_assert_ptr_nonnull(strstr(buf, "\"viewer\":-3,\"since\":5,\"entries\":[{\"move\":5,"));
    free(buf);
    for (size_t i = 0; i < n; i++)
        ck_assert(tu_json_valid(wm_log_fields(lg, i), strlen(wm_log_fields(lg, i))));
    wm_log_free(lg);
    wm_log_free(whole);
    wm_log_free(NULL);
    wm_free(g);
}
END_TEST

/* WM_OPT_NO_HISTORY: no log; a game that was never moved has its set-up. */
START_TEST(test_api_no_history)
{
    wm_game *g = tu_new(WM_MARCH_OF_PROGRESS, 1, WM_OPT_NO_HISTORY, 3);
    tu_rng r;
    tu_rng_seed(&r, 3);
    play_mixed(g, &r, 0, 20);
    wm_log *lg = NULL;
    ck_assert_int_eq(wm_log_new(g, 0, 0, &lg), WM_EILLEGAL);
    ck_assert_ptr_null(lg);
    /* a clone, a copy: still none */
    wm_game *c = NULL;
    ck_assert_int_eq(wm_clone(g, &c), WM_OK);
    ck_assert_int_eq(wm_log_new(c, 0, 0, &lg), WM_EILLEGAL);
    wm_free(c);
    wm_free(g);
    g = tu_new(WM_MARCH_OF_PROGRESS, 1, 0, 3);
    lg = get_log(g, WM_SPECTATOR, 0);
    ck_assert_uint_eq(wm_log_count(lg), 3); /* two initiative rolls and who won */
    wm_log_free(lg);
    wm_free(g);
}
END_TEST

/* Clone, copy, save and load keep the log identical, for every viewer. */
START_TEST(test_api_clone_copy_save_load)
{
    static const wm_title titles[3] = {WM_MARCH_OF_PROGRESS, WM_FRIEDRICH_EBERT, WM_WEIMAR_REPUBLIC};
    for (int ti = 0; ti < 3; ti++) {
        for (uint32_t flags = 0; flags <= WM_OPT_EXTERNAL_DICE; flags += WM_OPT_EXTERNAL_DICE) {
            wm_game *g = tu_new(titles[ti], 2, flags, 11);
            tu_rng r;
            tu_rng_seed(&r, 11);
            play_mixed(g, &r, 3, 150);
            wm_game *c = NULL, *l = NULL, *d = tu_new(titles[ti], 1, flags, 99);
            ck_assert_int_eq(wm_clone(g, &c), WM_OK);
            ck_assert_int_eq(wm_copy(d, g), WM_OK);
            size_t len;
            unsigned char *sv = tu_save(g, &len);
            ck_assert_int_eq(wm_load(sv, len, &l), WM_OK);
            for (int v = -1; v < wm_seat_count(g); v++) {
                int viewer = v < 0 ? WM_OMNISCIENT : v;
                char *a = whole_log(g, viewer), *b = whole_log(c, viewer), *e = whole_log(d, viewer),
                     *f = whole_log(l, viewer);
                ck_assert_str_eq(a, b);
                ck_assert_str_eq(a, e);
                ck_assert_str_eq(a, f);
                free(a);
                free(b);
                free(e);
                free(f);
            }
            /* saving the loaded game gives the same bytes */
            size_t len2;
            unsigned char *sv2 = tu_save(l, &len2);
            ck_assert_uint_eq(len, len2);
            ck_assert(memcmp(sv, sv2, len) == 0);
            free(sv);
            free(sv2);
            wm_free(g);
            wm_free(c);
            wm_free(d);
            wm_free(l);
        }
    }
}
END_TEST

static void put_le(unsigned char *p, uint64_t v, unsigned size)
{
    for (unsigned i = 0; i < size; i++)
        p[i] = (unsigned char)(v >> (8 * i));
}

static uint64_t get_le(const unsigned char *p, unsigned size)
{
    uint64_t v = 0;
    for (unsigned i = 0; i < size; i++)
        v |= (uint64_t)p[i] << (8 * i);
    return v;
}

static void reseal(unsigned char *b, size_t len)
{
    put_le(b + len - 4, tu_crc32(b, len - 4), 4);
}

#define SV_ORIGIN 28

/* Saves of format 1 (libweimar 1.0/1.1) still load, without a log, and
 * save as format 1 again; hostile origins and histories give a status,
 * never a crash or a wrong log. */
START_TEST(test_api_old_and_hostile_saves)
{
    wm_game *g = tu_new(WM_MARCH_OF_PROGRESS, 1, 0, 21);
    tu_rng r;
    tu_rng_seed(&r, 21);
    play_mixed(g, &r, 0, 30);
    size_t len;
    unsigned char *sv = tu_save(g, &len);
    ck_assert_uint_eq(get_le(sv + 4, 2), 2);
    /* format 1: drop the origin block */
    size_t len1 = len - SV_ORIGIN;
    unsigned char *v1 = malloc(len);
    memcpy(v1, sv, len1 - 4);
    put_le(v1 + 4, 1, 2);
    put_le(v1 + 20, get_le(sv + 20, 4) - SV_ORIGIN, 4);
    reseal(v1, len1);
    wm_game *l = NULL;
    ck_assert_int_eq(wm_load(v1, len1, &l), WM_OK);
    ck_assert_uint_eq(wm_hash(l), wm_hash(g));
    wm_log *lg = NULL;
    ck_assert_int_eq(wm_log_new(l, 0, 0, &lg), WM_EILLEGAL);
    size_t len2;
    unsigned char *again = tu_save(l, &len2);
    ck_assert_uint_eq(len2, len1);
    ck_assert(memcmp(again, v1, len1) == 0);
    free(again);
    wm_free(l);

    unsigned char *b = malloc(len);
    size_t origin = len - 4 - SV_ORIGIN;
    /* the origin's marker must be 1; no NO_HISTORY; the same dice flag */
    static const struct { size_t off; unsigned size; uint64_t value; } bad[] = {
        {0, 4, 0}, {0, 4, 2}, {24, 4, WM_OPT_NO_HISTORY}, {24, 4, WM_OPT_EXTERNAL_DICE}};
    for (size_t i = 0; i < sizeof bad / sizeof bad[0]; i++) {
        memcpy(b, sv, len);
        put_le(b + origin + bad[i].off, bad[i].value, bad[i].size);
        reseal(b, len);
        l = (wm_game *)(void *)b;
        ck_assert_int_eq(wm_load(b, len, &l), WM_ECORRUPT);
        ck_assert_ptr_null(l);
    }
    /* an origin that loads but leads elsewhere: another seed, an unknown
     * scenario, a bad seat count */
    static const struct { size_t off; unsigned size; uint64_t value; } odd[] = {
        {4, 8, 22}, {12, 4, 99}, {16, 4, 7}, {12, 4, 0xffffffffu}, {20, 4, 0xffffffffu}};
    for (size_t i = 0; i < sizeof odd / sizeof odd[0]; i++) {
        memcpy(b, sv, len);
        put_le(b + origin + odd[i].off, odd[i].value, odd[i].size);
        reseal(b, len);
        ck_assert_int_eq(wm_load(b, len, &l), WM_OK);
        lg = (wm_log *)(void *)b;
        ck_assert_int_eq(wm_log_new(l, 0, 0, &lg), WM_ECORRUPT);
        ck_assert_ptr_null(lg);
        wm_free(l);
    }
    /* a history whose moves are in range but not what was played */
    size_t nh = wm_history(g, NULL, 0);
    int corrupt = 0, tried = 0;
    for (size_t i = 0; i < nh; i++) {
        for (uint32_t m = 0; m < 3; m++) {
            memcpy(b, sv, len);
            size_t at = origin - 4 * (nh - i);
            if (get_le(b + at, 4) == m)
                continue;
            put_le(b + at, m, 4);
            reseal(b, len);
            ck_assert_int_eq(wm_load(b, len, &l), WM_OK);
            /* Mostly the forged history is illegal or leads elsewhere; it
             * may also be another game that ends in the same state (a SCORE
             * takes every card back), and then its log is that game's. */
            wm_status st = wm_log_new(l, WM_OMNISCIENT, 0, &lg);
            ck_assert_msg(st == WM_ECORRUPT || st == WM_OK, "history move %zu forged as %u: %s", i, m,
                          wm_strerror(st));
            if (st == WM_OK)
                wm_log_free(lg);
            else
                corrupt++;
            tried++;
            wm_free(l);
        }
    }
    ck_assert_int_gt(corrupt, tried / 2);
    free(b);
    free(v1);
    free(sv);
    wm_free(g);
}
END_TEST

/* The allocator hook serves the log; every failure is WM_ENOMEM and
 * leaks nothing. */
START_TEST(test_api_allocation_failures)
{
    tu_alloc a;
    tu_alloc_init(&a);
    wm_options o;
    wm_options_init(&o);
    o.seed = 4;
    o.alloc = tu_alloc_fn;
    o.alloc_ud = &a;
    wm_game *g = NULL;
    ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_OK);
    tu_rng r;
    tu_rng_seed(&r, 4);
    play_mixed(g, &r, 0, 200);
    size_t live = a.live_blocks;
    wm_log *lg = NULL;
    int ok = 0;
    for (long fail = 0; fail < 200 && !ok; fail++) {
        a.fail_after = (long)a.calls + fail;
        wm_status st = wm_log_new(g, 1, 0, &lg);
        a.fail_after = -1;
        ck_assert_msg(st == WM_OK || st == WM_ENOMEM, "%s", wm_strerror(st));
        if (st == WM_OK) {
            ok = 1;
            wm_log_free(lg);
        } else {
            ck_assert_ptr_null(lg);
        }
        ck_assert_uint_eq(a.live_blocks, live);
    }
    ck_assert(ok);
    ck_assert_uint_eq(a.bad_osize, 0);
    wm_free(g);
    ck_assert_uint_eq(a.live_blocks, 0);
}
END_TEST

/* Nothing is recorded while a game is played: no allocation per move
 * beyond the history's doubling, and the sink is NULL on the move path. */
START_TEST(test_no_cost_while_playing)
{
    tu_alloc a;
    tu_alloc_init(&a);
    wm_options o;
    wm_options_init(&o);
    o.seed = 8;
    o.flags = WM_OPT_NO_HISTORY;
    o.alloc = tu_alloc_fn;
    o.alloc_ud = &a;
    wm_game *g = NULL, *scratch = NULL;
    ck_assert_int_eq(wm_new(WM_WEIMAR_REPUBLIC, &o, &g), WM_OK);
    ck_assert_int_eq(wm_clone(g, &scratch), WM_OK);
    size_t calls = a.calls;
    tu_rng r;
    tu_rng_seed(&r, 8);
    for (int k = 0; k < 3; k++) {
        ck_assert_int_eq(wm_copy(scratch, g), WM_OK);
        ck_assert_int_eq(wm__logging(), 0);
        tu_play_random(scratch, &r, 100000);
    }
    ck_assert_uint_eq(a.calls, calls);
    wm_free(scratch);
    wm_free(g);
}
END_TEST

/* The sink is thread-local: logs derived on several threads at once are
 * the logs derived alone. */
typedef struct thr_arg {
    const wm_game *g;
    int viewer;
    const char *want;
    int ok;
} thr_arg;

static void *thr_logs(void *p)
{
    thr_arg *a = p;
    a->ok = 1;
    for (int i = 0; i < 100 && a->ok; i++) {
        wm_log *lg = NULL;
        size_t len = 0;
        if (wm_log_new(a->g, a->viewer, 0, &lg) != WM_OK) {
            a->ok = 0;
            break;
        }
        char *buf = NULL;
        if (wm_log_to_json(lg, NULL, 0, &len) != WM_ERANGE || !(buf = malloc(len + 1)) ||
            wm_log_to_json(lg, buf, len + 1, &len) != WM_OK || strcmp(buf, a->want) != 0)
            a->ok = 0;
        free(buf);
        wm_log_free(lg);
    }
    return NULL;
}

START_TEST(test_api_threads)
{
    static const wm_title titles[3] = {WM_MARCH_OF_PROGRESS, WM_FRIEDRICH_EBERT, WM_WEIMAR_REPUBLIC};
    wm_game *g[3];
    char *want[3];
    for (int i = 0; i < 3; i++) {
        g[i] = tu_new(titles[i], 1, 0, 40 + (uint64_t)i);
        tu_rng r;
        tu_rng_seed(&r, 40 + (uint64_t)i);
        play_mixed(g[i], &r, 3, 300);
        want[i] = whole_log(g[i], i == 2 ? 1 : 0);
    }
    pthread_t th[6];
    thr_arg arg[6];
    for (int k = 0; k < 6; k++) {
        arg[k] = (thr_arg){g[k % 3], k % 3 == 2 ? 1 : 0, want[k % 3], 0};
        ck_assert_int_eq(pthread_create(&th[k], NULL, thr_logs, &arg[k]), 0);
    }
    for (int k = 0; k < 6; k++) {
        ck_assert_int_eq(pthread_join(th[k], NULL), 0);
        ck_assert_msg(arg[k].ok, "thread %d derived another log", k);
    }
    for (int i = 0; i < 3; i++) {
        free(want[i]);
        wm_free(g[i]);
    }
}
END_TEST

int main(void)
{
    const tu_test tests[] = {
        {"march", test_march_example_of_play},
        {"march", test_march_score_and_end},
        {"ebert", test_ebert_milestone_erster_mai},
        {"republic", test_republic_assault_example_bayern},
        {"republic", test_republic_general_election},
        {"republic", test_republic_whole_game},
        {"property", test_property_hidden_information},
        {"property", test_property_entries_once_by_their_move},
        {"api", test_api_arguments},
        {"api", test_api_no_history},
        {"api", test_api_clone_copy_save_load},
        {"api", test_api_old_and_hostile_saves},
        {"api", test_api_allocation_failures},
        {"api", test_no_cost_while_playing},
        {"api", test_api_threads},
    };
    return tu_run(tu_suite("log", tests, sizeof tests / sizeof tests[0]));
}
