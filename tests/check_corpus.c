/*
 * check_corpus.c - recorded games (issue 23): every title's rules give the
 * same games as when tests/corpus_games.h was recorded.
 *
 * For each configuration below, seeded games are played by a fixed
 * pseudo-random picker (xorshift64 from the game's seed: a uniformly drawn
 * legal move, chance decisions included) and four hashes are taken of
 * each game: of its move sequence, of every position's legal-move list
 * (FNV-1a over the ids, in order), of the observation tensor of every
 * position's seat to move (wm_observe, the floats' bits), and of its final
 * state (wm_hash).  The
 * header holds the hashes as recorded from an earlier build; a change to
 * the library that alters one legal-move list, one move or one final state
 * of these games fails here, naming the configuration and seed.  Speed work
 * and restructuring must leave them all equal; a rules fix that changes
 * games on purpose re-records the header (and says so in the commit):
 *
 *     tests/check_corpus --write > tests/corpus_games.h
 *
 * (run from the build that is to become the reference).
 */
#include "testutil.h"
#include "weimar.h"
#include "weimar/ebert.h"
#include "weimar/march.h"
#include "weimar/republic.h"
#include "weimar/siege.h"

#include <check.h>
#include <inttypes.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct corpus_config {
    const char *name;
    wm_title title;
    int scenario, seats;
    uint32_t flags, bots;
    int games;
} corpus_config;

/* Every title and scenario, each title's option flags, external dice,
 * 2- and 3-seat Siege, Republic Non-player seats.  Adding a row appends to
 * the recorded set (re-record); changing one changes what it means. */
static const corpus_config configs[] = {
    {"march-1", WM_MARCH_OF_PROGRESS, 1, 0, 0, 0, 200},
    {"march-2-dice", WM_MARCH_OF_PROGRESS, 2, 0, WM_OPT_EXTERNAL_DICE, 0, 200},
    {"march-3", WM_MARCH_OF_PROGRESS, 3, 0, 0, 0, 200},
    {"march-4-agreement", WM_MARCH_OF_PROGRESS, 4, 0, WM_MARCH_AGREEMENT, 0, 100},
    {"march-5", WM_MARCH_OF_PROGRESS, 5, 0, 0, 0, 100},
    {"march-6", WM_MARCH_OF_PROGRESS, 6, 0, 0, 0, 200},
    {"ebert-1", WM_FRIEDRICH_EBERT, 1, 0, 0, 0, 200},
    {"ebert-2-medium", WM_FRIEDRICH_EBERT, 2, 0, WM_EBERT_MEDIUM, 0, 200},
    {"ebert-3-hard-flex", WM_FRIEDRICH_EBERT, 3, 0, WM_EBERT_HARD | WM_EBERT_FLEXIBILITY, 0, 200},
    {"ebert-4-personal", WM_FRIEDRICH_EBERT, 4, 0, WM_EBERT_PERSONAL_EXPERIENCES, 0, 200},
    {"republic-1", WM_WEIMAR_REPUBLIC, 1, 0, 0, 0, 150},
    {"republic-2-dice", WM_WEIMAR_REPUBLIC, 2, 0, WM_OPT_EXTERNAL_DICE, 0, 100},
    {"republic-3-np-kpd-rc", WM_WEIMAR_REPUBLIC, 3, 0, 0, 0xA, 100},
    {"republic-4", WM_WEIMAR_REPUBLIC, 4, 0, 0, 0, 100},
    {"republic-5", WM_WEIMAR_REPUBLIC, 5, 0, 0, 0, 100},
    {"republic-5-published", WM_WEIMAR_REPUBLIC, 5, 0, WM_REPUBLIC_PUBLISHED_ONLY, 0, 50},
    {"republic-5-np3", WM_WEIMAR_REPUBLIC, 5, 0, 0, 0xE, 100},
    {"republic-1-np4", WM_WEIMAR_REPUBLIC, 1, 0, 0, 0xF, 100},
    {"siege-3", WM_DEMOCRACY_UNDER_SIEGE, 1, 3, 0, 0, 100},
    {"siege-2", WM_DEMOCRACY_UNDER_SIEGE, 1, 2, 0, 0, 100},
    {"siege-3-advanced", WM_DEMOCRACY_UNDER_SIEGE, 1, 3, WM_SIEGE_ADVANCED, 0, 50},
    {"siege-2-pp-bonus", WM_DEMOCRACY_UNDER_SIEGE, 1, 2, WM_SIEGE_PP_BONUS, 0, 50},
    {"siege-2-advanced-dice", WM_DEMOCRACY_UNDER_SIEGE, 1, 2, WM_SIEGE_ADVANCED | WM_OPT_EXTERNAL_DICE, 0, 50},
};
#define NCONFIGS ((int)(sizeof configs / sizeof configs[0]))

typedef struct corpus_game {
    const char *config;
    uint64_t seed;
    uint32_t moves;
    uint64_t move_hash, legal_hash, obs_hash, final_hash;
} corpus_game;

static const corpus_game recorded[] = {
#include "corpus_games.h"
};
#define NRECORDED ((int)(sizeof recorded / sizeof recorded[0]))

#define FNV_OFFSET 0xcbf29ce484222325ull
#define FNV_PRIME 0x100000001b3ull

static uint64_t fnv_u32(uint64_t h, uint32_t v)
{
    for (int i = 0; i < 4; i++) {
        h ^= (v >> (8 * i)) & 0xFFu;
        h *= FNV_PRIME;
    }
    return h;
}

/* Plays one game of c with the seed; fills g (config and seed left). */
static int play(const corpus_config *c, uint64_t seed, corpus_game *g, char *why, size_t whylen)
{
    wm_options o;
    wm_options_init(&o);
    o.seed = seed;
    o.scenario = c->scenario;
    o.seats = c->seats;
    o.flags = c->flags | WM_OPT_NO_HISTORY;
    o.bots = c->bots;
    wm_game *gm = NULL;
    wm_status st = wm_new(c->title, &o, &gm);
    if (st != WM_OK) {
        snprintf(why, whylen, "wm_new: %s", wm_strerror(st));
        return 0;
    }
    size_t cap = wm_action_count(gm), nobs = wm_observation_size(gm);
    wm_move *buf = malloc(cap * sizeof *buf);
    float *obs = malloc((nobs ? nobs : 1) * sizeof *obs);
    uint64_t x = seed * 0x9E3779B97F4A7C15ull + 1;
    g->moves = 0;
    g->move_hash = g->legal_hash = g->obs_hash = FNV_OFFSET;
    int ok = buf != NULL && obs != NULL;
    while (ok && !wm_is_over(gm)) {
        size_t n = wm_legal_moves(gm, buf, cap);
        if (n == 0 || n > cap) {
            snprintf(why, whylen, "move %u: %zu legal moves", g->moves, n);
            ok = 0;
            break;
        }
        g->legal_hash = fnv_u32(g->legal_hash, (uint32_t)n);
        for (size_t i = 0; i < n; i++)
            g->legal_hash = fnv_u32(g->legal_hash, buf[i]);
        int who = wm_to_move(gm);
        if (who >= 0 && wm_observe(gm, who, obs, nobs) == WM_OK)
            for (size_t i = 0; i < nobs; i++) {
                uint32_t bits;
                memcpy(&bits, &obs[i], sizeof bits);
                g->obs_hash = fnv_u32(g->obs_hash, bits);
            }
        x ^= x << 13;
        x ^= x >> 7;
        x ^= x << 17;
        wm_move m = buf[x % n];
        if ((st = wm_apply(gm, m)) != WM_OK) {
            snprintf(why, whylen, "move %u (%u): %s", g->moves, (unsigned)m, wm_strerror(st));
            ok = 0;
            break;
        }
        g->move_hash = fnv_u32(g->move_hash, m);
        if (++g->moves > 200000) {
            snprintf(why, whylen, "not over after 200000 moves");
            ok = 0;
        }
    }
    g->final_hash = wm_hash(gm);
    free(obs);
    free(buf);
    wm_free(gm);
    return ok;
}

static const corpus_config *config_named(const char *name)
{
    for (int i = 0; i < NCONFIGS; i++)
        if (strcmp(configs[i].name, name) == 0)
            return &configs[i];
    return NULL;
}

START_TEST(recorded_set_covers_every_config)
{
    /* every configuration is recorded in full, and nothing else */
    for (int c = 0; c < NCONFIGS; c++) {
        int n = 0;
        for (int i = 0; i < NRECORDED; i++)
            n += strcmp(recorded[i].config, configs[c].name) == 0;
        ck_assert_msg(n == configs[c].games, "%s: %d recorded games, %d configured (re-record)",
                      configs[c].name, n, configs[c].games);
    }
    for (int i = 0; i < NRECORDED; i++)
        ck_assert_msg(config_named(recorded[i].config) != NULL, "recorded config %s is not configured",
                      recorded[i].config);
}
END_TEST

START_TEST(games_equal_the_recorded_ones)
{
    const corpus_config *c = &configs[_i];
    int checked = 0;
    for (int i = 0; i < NRECORDED; i++) {
        const corpus_game *r = &recorded[i];
        if (strcmp(r->config, c->name) != 0)
            continue;
        corpus_game g;
        char why[128] = "";
        ck_assert_msg(play(c, r->seed, &g, why, sizeof why), "%s seed %" PRIu64 ": %s", c->name, r->seed, why);
        ck_assert_msg(g.legal_hash == r->legal_hash && g.moves == r->moves && g.move_hash == r->move_hash &&
                          g.obs_hash == r->obs_hash && g.final_hash == r->final_hash,
                      "%s seed %" PRIu64 ": %u moves, legal lists %016" PRIx64 ", moves %016" PRIx64
                      ", observations %016" PRIx64 ", final %016" PRIx64 "; recorded %u, %016" PRIx64
                      ", %016" PRIx64 ", %016" PRIx64 ", %016" PRIx64,
                      c->name, r->seed, g.moves, g.legal_hash, g.move_hash, g.obs_hash, g.final_hash, r->moves,
                      r->legal_hash, r->move_hash, r->obs_hash, r->final_hash);
        checked++;
    }
    ck_assert_int_eq(checked, c->games);
}
END_TEST

static int write_corpus(void)
{
    printf("/* tests/corpus_games.h - recorded by tests/check_corpus --write (libweimar %s):\n"
           " * config, seed, moves, hash of the moves, of the legal-move lists, of the\n"
           " * observations, of the final state.  Re-record only for a change of the rules' games. */\n",
           wm_version());
    for (int c = 0; c < NCONFIGS; c++)
        for (int k = 0; k < configs[c].games; k++) {
            uint64_t seed = 1000u * (uint64_t)(c + 1) + (uint64_t)k;
            corpus_game g;
            char why[128] = "";
            if (!play(&configs[c], seed, &g, why, sizeof why)) {
                fprintf(stderr, "check_corpus: %s seed %" PRIu64 ": %s\n", configs[c].name, seed, why);
                return 1;
            }
            printf("{\"%s\", %" PRIu64 "u, %uu, 0x%016" PRIx64 "u, 0x%016" PRIx64 "u, 0x%016" PRIx64
                   "u, 0x%016" PRIx64 "u},\n",
                   configs[c].name, seed, g.moves, g.move_hash, g.legal_hash, g.obs_hash, g.final_hash);
        }
    return 0;
}

static Suite *corpus_suite(void)
{
    Suite *s = suite_create("corpus");
    TCase *tc = tcase_create("recorded");
    tcase_set_timeout(tc, 600); /* a hang guard, not a speed test */
    tcase_add_test(tc, recorded_set_covers_every_config);
    tcase_add_loop_test(tc, games_equal_the_recorded_ones, 0, NCONFIGS);
    suite_add_tcase(s, tc);
    return s;
}

int main(int argc, char **argv)
{
    if (argc == 2 && strcmp(argv[1], "--write") == 0)
        return write_corpus();
    if (argc > 1) {
        fprintf(stderr, "usage: check_corpus [--write]\n");
        return 2;
    }
    return tu_run(corpus_suite());
}
