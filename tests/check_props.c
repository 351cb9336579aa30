/*
 * check_props.c - property tests over every available title, scenario and
 * option set: thousands of seeded random games, checking after every move
 * the invariants, hashing, save/load and clone round trips, the rejection
 * of every illegal move id with the game unchanged, move names, views and
 * determinism (doc/design.md, Testing).
 *
 * Configurations are discovered, not listed: titles through
 * wm_title_available(), scenarios by asking wm_new() for 1, 2, ... until
 * WM_EINVAL, and title option flags by probing bits 16..31 on scenario 1.
 * Each configuration is one Check loop test.  Option sets: 0,
 * WM_OPT_EXTERNAL_DICE (the chance seat's moves are chosen at random like
 * any other), WM_OPT_NO_HISTORY, and every combination of title flags that
 * wm_new() accepts (chapters x difficulties x variants, say).  Random play
 * loses a cooperative game early (Friedrich Ebert: within ~40 moves), so
 * flags 0 and each title-flag combination also run "guided" games, in
 * which 3 moves in 4 are wm_bot_move()'s (chance moves stay random): they
 * reach the late game (milestones, the golden letter, wins).
 *
 * Games per configuration: $WM_PROP_GAMES, or by default 2000 (1000 for
 * The Weimar Republic, whose games are long: see default_games) for flags 0
 * and for each title-flag combination, 300 (100 for The Weimar Republic)
 * for WM_OPT_EXTERNAL_DICE, WM_OPT_NO_HISTORY and the guided games (capped
 * by WM_PROP_GAMES when it is set).  Democracy under Siege: 1,000 games
 * for each of its twelve rule configurations ({2, 3} seats x {Short,
 * Advanced} x the 2-seat PP bonus, each with and without external dice:
 * issue 9), 100 for no history and the guided games; when WM_PROP_GAMES
 * is set (make check) it plays a quarter of that count (title_scale).
 * At the end of a configuration the games' end reasons (the outcome's
 * "reason" in the view) are tallied.
 *
 * WM_PROP_SHARD=i/n runs only configurations i, i+n, ... (make check runs
 * the shards side by side); WM_PROP_TITLE=t only the title t;
 * WM_PROP_BOTS=1 only the configurations with Non-player seats (The
 * Weimar Republic's §8: every scenario x every bot mask 1-15, internal and
 * external dice; 200 games each, 1,000 with all four seats Non-player;
 * with WM_PROP_GAMES=n, n / 50, at least one, as make check runs them).
 * WM_PROP_LONG_DIV=d divides the full counts of Siege's and the
 * Non-player configurations by d (CI's make check-long, see .ci/run).
 *
 * Cost: a passing ck_assert*() costs a write() in Check, so the per-move
 * checks use TU_REQUIRE (testutil.h), which calls Check only on failure.
 * By default every check runs on every move of every game (measured on the
 * development machine, 2 cores: 117 s for The March of Progress with 2000 /
 * 300 games, 24 configurations).  If titles make that too slow, set
 * WM_PROP_FULL_GAMES=K: the checks whose cost grows with the action space
 * (the sweep of every illegal id, the round trip of every legal move's
 * name, the views of every seat and their JSON validation) then run on
 * every move of the first K games of each configuration and on a seeded
 * random 1-in-8 sample of moves afterwards; on the other moves only the
 * deciding seat's view is rendered.  Everything else (invariants, hash,
 * save/load, clone, legal list, bot move, who is to move) always runs on
 * every move.  `make check` sets K (PROP_FULL_GAMES in the Makefile).
 *
 * WM_PROP_VIEW_DIR=dir: a sample of the views validated as JSON is also
 * written, one per line, to dir/props-N.jsonl (N: the configuration):
 * every WM_PROP_VIEW_EVERY-th (default 16), at most WM_PROP_VIEW_MAX
 * (default 40) per configuration, plus every view of a finished game;
 * tools/validate-views.py checks them against the JSON Schemas of
 * doc/schema/ (make check: run-view-schemas).
 */
#define _POSIX_C_SOURCE 200809L

#include "testutil.h"

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define MAX_MOVES 100000
#define SAMPLE 8
#define MAX_SEATS 16
#define MAX_CONFIGS 1024
#define MAX_REASONS 8

typedef struct config {
    wm_title title;
    int scenario;
    uint32_t flags;
    int games;
    int guided; /* 1: most moves by wm_bot_move (see above) */
    int seats;  /* wm_options.seats (0: the title's default) */
    uint32_t bots; /* wm_options.bots: the seats the title's Non-player rules run */
} config;

static config configs[MAX_CONFIGS];
static int nconfigs;
static int full_games = 1 << 30; /* see WM_PROP_FULL_GAMES above */

/* Per-configuration totals, printed as the summary. */
typedef struct stats {
    long games;
    long moves;
    long min_len, max_len;
    long chance_moves;
    long full_steps;
    int seats;
    long win[MAX_SEATS], draw[MAX_SEATS], loss[MAX_SEATS];
    /* the end reasons seen (the view's outcome "reason") and their counts */
    char reason[MAX_REASONS][96];
    long nreason[MAX_REASONS];
    int reasons;
} stats;

/* ------------------------------------------------------------------ */
/* Configuration discovery                                              */
/* ------------------------------------------------------------------ */

static int env_int(const char *name)
{
    const char *e = getenv(name);
    if (!e || !*e)
        return 0;
    long v = strtol(e, NULL, 10);
    return v > 0 ? (int)v : 0;
}

static wm_status probe(wm_title t, int scenario, uint32_t flags)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = scenario;
    o.flags = flags;
    wm_game *g = NULL;
    wm_status st = wm_new(t, &o, &g);
    wm_free(g);
    return st;
}

static void add_config(wm_title t, int s, uint32_t flags, int games, int guided)
{
    if (nconfigs < MAX_CONFIGS)
        configs[nconfigs++] = (config){t, s, flags, games, guided, 0, 0};
}

/* WM_PROP_SHARD=i/n keeps configurations i, i+n, i+2n, ... so that
 * `make check` can run n processes side by side. */
static void shard(void)
{
    const char *e = getenv("WM_PROP_SHARD");
    int i, n;
    if (!e || !*e)
        return;
    if (sscanf(e, "%d/%d", &i, &n) != 2 || n < 1 || i < 0 || i >= n) {
        fprintf(stderr, "check_props: WM_PROP_SHARD=%s: expected i/n with 0 <= i < n\n", e);
        exit(EXIT_FAILURE);
    }
    int k = 0;
    for (int c = 0; c < nconfigs; c++)
        if (c % n == i)
            configs[k++] = configs[c];
    nconfigs = k;
}

/* Default games per configuration with flags 0 or title flags: what each
 * title's issue asks of its property tests (The March of Progress and
 * Friedrich Ebert: 2,000 per configuration; The Weimar Republic: 1,000
 * full games per scenario, each several hundred moves long). */
static int default_games(wm_title t)
{
    switch (t) {
    case WM_MARCH_OF_PROGRESS:
    case WM_FRIEDRICH_EBERT:
        return 2000;
    default:
        return 1000;
    }
}

/* ... and for the other option sets (external dice, no history, guided):
 * 300, or 100 for a title with long games (The Weimar Republic). */
static int other_games(wm_title t)
{
    return default_games(t) >= 2000 ? 300 : 100;
}

/* Democracy under Siege: a game is some 500 moves and its action space
 * 961 ids, so a fully checked game costs about 0.1 s (measured on the
 * development machine, 2 cores) and a sampled one 0.04 s: make check
 * (WM_PROP_GAMES set) plays a quarter of the count for each of its
 * configurations, make check-long the full 1,000. */
static int title_scale(wm_title t)
{
    return t == WM_DEMOCRACY_UNDER_SIEGE && env_int("WM_PROP_GAMES") ? 4 : 1;
}

/* The move-name round trip: wm_move_parse names every id of the action
 * space, so for a title with a large one (Democracy under Siege: 961)
 * every legal move's name is produced but only one legal move, drawn from
 * the sampling generator, is parsed back at each fully checked step. */
static int parse_sampled(wm_title t)
{
    return t == WM_DEMOCRACY_UNDER_SIEGE;
}

/* A game of a configuration (its seat count included). */
static wm_game *prop_new(const config *cfg, uint64_t seed)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = cfg->scenario;
    o.flags = cfg->flags;
    o.seed = seed;
    o.seats = cfg->seats;
    o.bots = cfg->bots;
    wm_game *g = NULL;
    wm_status st = wm_new(cfg->title, &o, &g);
    TU_REQUIRE(st == WM_OK && g != NULL, "wm_new(title %d, scenario %d, flags %#x, seats %d, bots %#x) = %s",
               (int)cfg->title, cfg->scenario, cfg->flags, cfg->seats, cfg->bots, wm_strerror(st));
    return g;
}

/* Democracy under Siege plays with 2 or 3 seats; the 2-seat game has its
 * own rules (Communism's control, the optional PP bonus): its option sets
 * get configurations of their own. */
static void add_seat_configs(wm_title t, int base)
{
    if (t != WM_DEMOCRACY_UNDER_SIEGE)
        return;
    static const uint32_t two[] = {0, 1u << WM_OPT_TITLE_SHIFT, 2u << WM_OPT_TITLE_SHIFT,
                                   3u << WM_OPT_TITLE_SHIFT};
    for (size_t k = 0; k < sizeof two / sizeof two[0]; k++) {
        add_config(t, 1, two[k], base, 0);
        configs[nconfigs - 1].seats = 2;
    }
    for (size_t k = 0; k < sizeof two / sizeof two[0]; k++) {
        add_config(t, 1, WM_OPT_EXTERNAL_DICE | two[k], base, 0);
        configs[nconfigs - 1].seats = 2;
    }
    /* 3 seats, Advanced, external dice (Short is the scenario's own
     * WM_OPT_EXTERNAL_DICE configuration, given the base count above) */
    add_config(t, 1, WM_OPT_EXTERNAL_DICE | (1u << WM_OPT_TITLE_SHIFT), base, 0);
}

/* The Weimar Republic's Non-player system (§8): every scenario with each
 * of the 15 non-empty bot masks, internal and external dice.  Full counts
 * (make check-long): 200 games per mask and scenario, 1,000 with all four
 * seats Non-player; with WM_PROP_GAMES=n (make check) n / 50, at least 1;
 * with n < 10 (make check-quick) each mask in one scenario only. */
static void add_bot_configs(wm_title t, int n)
{
    if (t != WM_WEIMAR_REPUBLIC)
        return;
    int nscen = 0;
    while (nscen < 1000 && probe(t, nscen + 1, 0) == WM_OK)
        nscen++;
    for (int s = 1; s <= nscen; s++)
        for (uint32_t mask = 1; mask < 16; mask++) {
            if (n && n < 10 && s != 1 + (int)(mask - 1) % nscen)
                continue; /* make check-quick: each mask in one scenario */
            int games = mask == 15 ? 1000 : 200;
            if (n) /* make check: n / 50, at least one (2 games each at PROP_GAMES=100: 300 games, ~60 s CPU) */
                games = n / 50 > 0 ? n / 50 : 1;
            add_config(t, s, 0, games, 0);
            configs[nconfigs - 1].bots = mask;
            add_config(t, s, WM_OPT_EXTERNAL_DICE, games, 0); /* the same count with external dice */
            configs[nconfigs - 1].bots = mask;
        }
}

static void discover(void)
{
    int n = env_int("WM_PROP_GAMES");
    if (env_int("WM_PROP_FULL_GAMES"))
        full_games = env_int("WM_PROP_FULL_GAMES");

    int only = env_int("WM_PROP_TITLE");
    for (int t = 1; t <= TU_MAX_TITLE; t++) {
        if (!wm_title_available((wm_title)t) || (only && t != only))
            continue;
        int base = n ? n : default_games((wm_title)t);
        int other = other_games((wm_title)t);
        if (n && n < other)
            other = n;
        int scale = title_scale((wm_title)t);
        base = base / scale > 0 ? base / scale : 1;
        other = other / scale > 0 ? other / scale : 1;
        uint32_t title_flags[16];
        int nf = 0;
        for (int b = WM_OPT_TITLE_SHIFT; b < 32 && nf < 16; b++)
            if (probe((wm_title)t, 1, 1u << b) == WM_OK)
                title_flags[nf++] = 1u << b;
        /* Every combination of title flags the title accepts (a multi-bit
         * field such as a difficulty level shows as bits that are accepted
         * alone but not together), up to 6 flags; beyond that each alone. */
        uint32_t combos[64];
        int ncombos = 0;
        if (nf <= 6) {
            for (uint32_t m = 1; m < (1u << nf); m++) {
                uint32_t f = 0;
                for (int k = 0; k < nf; k++)
                    if (m & (1u << k))
                        f |= title_flags[k];
                combos[ncombos++] = f;
            }
        } else {
            for (int k = 0; k < nf && ncombos < 64; k++)
                combos[ncombos++] = title_flags[k];
        }
        for (int s = 1; s < 1000; s++) {
            wm_status st = probe((wm_title)t, s, 0);
            if (st != WM_OK)
                break;
            add_config((wm_title)t, s, 0, base, 0);
            /* Siege: external dice is one of the rule configurations the
             * issue counts (add_seat_configs) */
            add_config((wm_title)t, s, WM_OPT_EXTERNAL_DICE,
                       t == WM_DEMOCRACY_UNDER_SIEGE ? base : other, 0);
            add_config((wm_title)t, s, WM_OPT_NO_HISTORY, other, 0);
            add_config((wm_title)t, s, 0, other, 1);
            for (int f = 0; f < ncombos; f++)
                if (probe((wm_title)t, s, combos[f]) == WM_OK) {
                    add_config((wm_title)t, s, combos[f], base, 0);
                    add_config((wm_title)t, s, combos[f], other, 1);
                }
        }
        add_seat_configs((wm_title)t, base);
        add_bot_configs((wm_title)t, n);
    }
    /* WM_PROP_LONG_DIV=d (CI's make check-long): the full counts divided
     * by d, at least one game, for the two sets whose full counts take
     * longest (Democracy under Siege's configurations and the Republic's
     * Non-player ones); the other configurations keep their full counts. */
    int div = env_int("WM_PROP_LONG_DIV");
    if (div > 1 && !n)
        for (int c = 0; c < nconfigs; c++)
            if (configs[c].title == WM_DEMOCRACY_UNDER_SIEGE || configs[c].bots)
                configs[c].games = configs[c].games / div > 0 ? configs[c].games / div : 1;
    if (env_int("WM_PROP_BOTS")) { /* only the configurations with Non-player seats */
        int k = 0;
        for (int c = 0; c < nconfigs; c++)
            if (configs[c].bots)
                configs[k++] = configs[c];
        nconfigs = k;
    }
    shard();
}

/* ------------------------------------------------------------------ */
/* Checks                                                                */
/* ------------------------------------------------------------------ */

typedef struct ctx {
    const config *cfg;
    int game;
    size_t step;
    uint32_t ac;
    int seats;
    wm_move *legal;      /* ac entries */
    unsigned char *mark; /* ac entries */
    tu_rng *sample;      /* the game's sampling generator (parse_sampled) */
} ctx;

#define WHERE "title %d scenario %d flags %#x bots %#x%s game %d step %zu: "
#define AT(c)                                                                                  \
    (int)(c)->cfg->title, (c)->cfg->scenario, (c)->cfg->flags, (c)->cfg->bots,                  \
        (c)->cfg->guided ? " guided" : "", (c)->game, (c)->step

/* WM_PROP_VIEW_DIR: where the validated views go (see above). */
static FILE *view_dump;
static long view_seen, view_dumped, view_max = 40, view_every = 16;

static void check_view(const ctx *c, const wm_game *g, int viewer, int validate)
{
    size_t need = 0;
    wm_status st = wm_to_json(g, viewer, NULL, 0, &need);
    TU_REQUIRE(st == WM_ERANGE, WHERE "wm_to_json(%d) size query: %s", AT(c), viewer,
                  wm_strerror(st));
    char *buf = malloc(need + 1);
    TU_REQUIRE(buf != NULL, "out of memory");
    size_t len = 0;
    st = wm_to_json(g, viewer, buf, need + 1, &len);
    TU_REQUIRE(st == WM_OK, WHERE "wm_to_json(%d): %s", AT(c), viewer, wm_strerror(st));
    TU_REQUIRE(len == need, WHERE "wm_to_json(%d): length %zu, then %zu", AT(c), viewer, need, len);
    if (validate)
        TU_REQUIRE(tu_json_valid(buf, len), WHERE "view %d is not valid JSON: %s", AT(c),
                      viewer, buf);
    if (validate) {
        /* The common members come first, in order (doc/schema/view-common.json). */
        char want[256];
        int n = snprintf(want, sizeof want, "{\"title\":\"%s\",\"title_id\":%d,\"viewer\":%d,\"scenario\":%d,",
                         wm_title_name(c->cfg->title), (int)c->cfg->title, viewer, c->cfg->scenario);
        TU_REQUIRE(n > 0 && strncmp(buf, want, (size_t)n) == 0, WHERE "view %d does not start with %s: %.200s", AT(c),
                   viewer, want, buf);
        TU_REQUIRE(wm_is_over(g) ? strstr(buf, "\"over\":true,\"outcome\":{\"winners\":[") != NULL &&
                                       strstr(buf, "\"reason\":\"\"") == NULL
                                 : strstr(buf, "\"over\":false,\"outcome\":null") != NULL,
                   WHERE "view %d: over/outcome do not match wm_is_over: %.300s", AT(c), viewer, buf);
    }
    if (validate && view_dump && ((view_seen++ % view_every == 0 && view_dumped < view_max) || wm_is_over(g))) {
        fprintf(view_dump, "%s\n", buf);
        view_dumped++;
    }
    free(buf);
}

/* A sweep of rejected moves changed the game saved as sv: find which. */
static void find_culprit(const ctx *c, const unsigned char *sv, size_t slen, uint64_t h)
{
    wm_game *g = NULL;
    TU_REQUIRE(wm_load(sv, slen, &g) == WM_OK, "reload failed");
    for (wm_move m = 0; m < c->ac; m++) {
        if (c->mark[m])
            continue;
        (void)wm_apply(g, m);
        size_t n;
        unsigned char *b = tu_save(g, &n);
        int same = wm_hash(g) == h && n == slen && memcmp(b, sv, n) == 0;
        free(b);
        TU_REQUIRE(same, WHERE "rejected move %u changed the game", AT(c), m);
    }
    ck_abort_msg(WHERE "rejected moves changed the game (not reproducible move by move)", AT(c));
}

/* Everything that must hold in any state reached through the API.
 * Returns the number of legal moves (stored in c->legal). */
static size_t check_state(ctx *c, wm_game *g, int full)
{
    const config *cfg = c->cfg;
    wm_status st = wm_check(g);
    TU_REQUIRE(st == WM_OK, WHERE "wm_check: %s", AT(c), wm_strerror(st));
    uint64_t h = wm_hash(g);
    TU_REQUIRE(wm_hash(g) == h, WHERE "wm_hash is not stable", AT(c));
    TU_REQUIRE(wm_seat_count(g) == c->seats, WHERE "the seat count changed", AT(c));
    TU_REQUIRE(wm_action_count(g) == c->ac, WHERE "the action count changed", AT(c));

    /* Save, load: same hash, same bytes. */
    size_t slen;
    unsigned char *sv = tu_save(g, &slen);
    wm_game *l = NULL;
    st = wm_load(sv, slen, &l);
    TU_REQUIRE(st == WM_OK, WHERE "wm_load of a fresh save: %s", AT(c), wm_strerror(st));
    TU_REQUIRE(wm_hash(l) == h, WHERE "loaded game hashes differently", AT(c));
    {
        size_t l2;
        unsigned char *sv2 = tu_save(l, &l2);
        TU_REQUIRE(l2 == slen && memcmp(sv, sv2, slen) == 0,
                      WHERE "save of the loaded game differs", AT(c));
        free(sv2);
    }
    TU_REQUIRE(wm_to_move(l) == wm_to_move(g) && wm_is_over(l) == wm_is_over(g),
               WHERE "the loaded game has another player to move", AT(c));
    wm_free(l);

    /* Who moves. */
    int over = wm_is_over(g);
    int who = wm_to_move(g);
    if (over) {
        TU_REQUIRE(who == WM_NOBODY, WHERE "over but %d to move", AT(c), who);
    } else if (who == WM_CHANCE) {
        TU_REQUIRE(cfg->flags & WM_OPT_EXTERNAL_DICE,
                      WHERE "the chance seat moves with internal dice", AT(c));
    } else {
        TU_REQUIRE(who >= 0 && who < c->seats, WHERE "wm_to_move = %d", AT(c), who);
    }
    const char *prompt = wm_prompt(g);
    TU_REQUIRE(prompt != NULL && prompt[0] != '\0', WHERE "empty prompt", AT(c));

    /* The legal list: ascending, no duplicates, in range, each legal. */
    size_t n = wm_legal_moves(g, c->legal, c->ac);
    TU_REQUIRE(n <= c->ac, WHERE "%zu legal moves, action space %u", AT(c), n, c->ac);
    TU_REQUIRE(over ? n == 0 : n > 0, WHERE "%zu legal moves, over = %d", AT(c), n, over);
    TU_REQUIRE(wm_legal_moves(g, NULL, 0) == n, WHERE "the count of legal moves depends on the buffer", AT(c));
    memset(c->mark, 0, c->ac);
    for (size_t i = 0; i < n; i++) {
        TU_REQUIRE(c->legal[i] < c->ac, WHERE "legal id %u out of range", AT(c), c->legal[i]);
        if (i)
            TU_REQUIRE(c->legal[i - 1] < c->legal[i],
                          WHERE "legal list not strictly ascending at %zu (%u, %u)", AT(c), i,
                          c->legal[i - 1], c->legal[i]);
        TU_REQUIRE(wm_is_legal(g, c->legal[i]), WHERE "listed move %u is not wm_is_legal",
                      AT(c), c->legal[i]);
        c->mark[c->legal[i]] = 1;
    }

    if (full) {
        /* Every other id is rejected.  The state is compared once after
         * the sweep (hash and save bytes); only if it changed is the sweep
         * redone on a reloaded copy to name the move that changed it. */
        for (wm_move m = 0; m < c->ac; m++) {
            if (c->mark[m])
                continue;
            TU_REQUIRE(!wm_is_legal(g, m), WHERE "unlisted move %u is wm_is_legal", AT(c), m);
            st = wm_apply(g, m);
            TU_REQUIRE(st == (over ? WM_EOVER : WM_EILLEGAL),
                       WHERE "wm_apply(unlisted %u) = %s", AT(c), m, wm_strerror(st));
        }
        st = wm_apply(g, UINT32_MAX);
        TU_REQUIRE(st == (over ? WM_EOVER : WM_EILLEGAL), WHERE "wm_apply(UINT32_MAX) = %s",
                   AT(c), wm_strerror(st));
        size_t a2;
        unsigned char *after = tu_save(g, &a2);
        if (wm_hash(g) != h || a2 != slen || memcmp(sv, after, slen) != 0)
            find_culprit(c, sv, slen, h);
        free(after);
        /* Legal moves' names parse back (parse_sampled: every name is
         * made, one drawn at random parsed back). */
        size_t pick = parse_sampled(cfg->title) && n ? tu_rng_below(c->sample, (uint32_t)n) : SIZE_MAX;
        for (size_t i = 0; i < n; i++) {
            char name[WM_MOVE_NAME_MAX];
            size_t len;
            st = wm_move_name(g, c->legal[i], name, sizeof name, &len);
            TU_REQUIRE(st == WM_OK, WHERE "wm_move_name(%u): %s", AT(c), c->legal[i],
                          wm_strerror(st));
            TU_REQUIRE(len == strlen(name) && len > 0, WHERE "wm_move_name(%u): length %zu for '%s'", AT(c),
                       c->legal[i], len, name);
            if (pick != SIZE_MAX && i != pick)
                continue;
            wm_move back = UINT32_MAX;
            st = wm_move_parse(g, name, &back);
            TU_REQUIRE(st == WM_OK && back == c->legal[i],
                          WHERE "'%s' (%u) parses as %u: %s", AT(c), name, c->legal[i], back,
                          wm_strerror(st));
        }
    }
    free(sv);

    /* Views from every seat and the two special viewers; on a sampled-out
     * step only the deciding seat's (or the omniscient one). */
    if (full) {
        for (int v = 0; v < c->seats; v++)
            check_view(c, g, v, full);
        check_view(c, g, WM_SPECTATOR, full);
        check_view(c, g, WM_OMNISCIENT, full);
    } else {
        check_view(c, g, who >= 0 ? who : WM_OMNISCIENT, full);
    }

    /* The bot's move is legal, deterministic and changes nothing. */
    wm_move bm = UINT32_MAX, bm2 = UINT32_MAX;
    st = wm_bot_move(g, &bm);
    if (over) {
        TU_REQUIRE(st == WM_EOVER, WHERE "wm_bot_move after the end: %s", AT(c),
                      wm_strerror(st));
    } else {
        TU_REQUIRE(st == WM_OK, WHERE "wm_bot_move: %s", AT(c), wm_strerror(st));
        TU_REQUIRE(bm < c->ac && c->mark[bm], WHERE "bot move %u is not listed", AT(c), bm);
        TU_REQUIRE(wm_bot_move(g, &bm2) == WM_OK && bm == bm2, WHERE "wm_bot_move is not deterministic", AT(c));
    }
    TU_REQUIRE(wm_hash(g) == h, WHERE "a query changed the state", AT(c));
    return n;
}

static int cooperative(wm_title t)
{
    return t == WM_FRIEDRICH_EBERT;
}

/* Tallies the finished game's end reason: the outcome's "reason" member
 * of the omniscient view up to its first ": " (JSON escapes are kept as
 * written). */
static void tally_reason(const ctx *c, const wm_game *g, stats *s)
{
    size_t need = 0;
    TU_REQUIRE(wm_to_json(g, WM_OMNISCIENT, NULL, 0, &need) == WM_ERANGE, WHERE "view size", AT(c));
    char *buf = malloc(need + 1);
    TU_REQUIRE(buf != NULL, "out of memory");
    TU_REQUIRE(wm_to_json(g, WM_OMNISCIENT, buf, need + 1, &need) == WM_OK, WHERE "view", AT(c));
    const char *key = "\"reason\":\"";
    const char *r = strstr(buf, "\"outcome\":{");
    r = r ? strstr(r, key) : NULL;
    char why[96] = "?";
    if (r) {
        r += strlen(key);
        size_t k = 0;
        /* the cause only: up to the first ": " (Siege: "...: Nazism wins") */
        while (r[k] && r[k] != '"' && !(r[k] == ':' && r[k + 1] == ' ') && k + 1 < sizeof why) {
            why[k] = r[k];
            k++;
        }
        why[k] = '\0';
    }
    free(buf);
    int q = 0;
    while (q < s->reasons && strcmp(s->reason[q], why) != 0)
        q++;
    if (q == s->reasons) {
        if (q == MAX_REASONS)
            q = MAX_REASONS - 1; /* the last line counts the rest */
        else {
            s->reasons++;
            snprintf(s->reason[q], sizeof s->reason[q], "%s", why);
        }
    }
    s->nreason[q]++;
}

static void check_outcome(ctx *c, wm_game *g, stats *s)
{
    tally_reason(c, g, s);
    int32_t res[MAX_SEATS];
    wm_status st = wm_outcome(g, res, MAX_SEATS);
    TU_REQUIRE(st == WM_OK, WHERE "wm_outcome: %s", AT(c), wm_strerror(st));
    int wins = 0, draws = 0;
    for (int k = 0; k < c->seats; k++) {
        TU_REQUIRE(res[k] == WM_WIN || res[k] == WM_DRAW || res[k] == WM_LOSS,
                      WHERE "seat %d outcome %d", AT(c), k, (int)res[k]);
        wins += res[k] == WM_WIN;
        draws += res[k] == WM_DRAW;
        if (k < MAX_SEATS) {
            s->win[k] += res[k] == WM_WIN;
            s->draw[k] += res[k] == WM_DRAW;
            s->loss[k] += res[k] == WM_LOSS;
        }
    }
    if (!cooperative(c->cfg->title)) {
        /* WM_WIN is winning alone; WM_DRAW is sharing the best result. */
        TU_REQUIRE(wins <= 1, WHERE "%d seats won alone", AT(c), wins);
        TU_REQUIRE(!(wins == 1 && draws > 0), WHERE "a winner and %d draws", AT(c), draws);
        TU_REQUIRE(draws != 1, WHERE "one seat alone shares the best result", AT(c));
    }
}

/* One seeded random game with every check; returns its length and final
 * hash, and its moves in *log (malloc'd). */
static size_t play_game(ctx *c, stats *s, int game, uint64_t *final_hash, wm_move **log_out)
{
    const config *cfg = c->cfg;
    c->game = game;
    c->step = 0;
    uint64_t seed = tu_seed((uint64_t)cfg->title, (uint64_t)cfg->scenario, cfg->flags | (uint64_t)cfg->bots << 32,
                            (uint64_t)game);
    wm_game *g = prop_new(cfg, seed);
    c->seats = wm_seat_count(g);
    ck_assert_int_ge(c->seats, 1);
    ck_assert_int_le(c->seats, MAX_SEATS);
    c->ac = wm_action_count(g);
    tu_rng r, sample;
    tu_rng_seed(&r, seed ^ UINT64_C(0x1234567));
    tu_rng_seed(&sample, seed ^ UINT64_C(0x7654321));
    c->sample = &sample;
    int nohist = (cfg->flags & WM_OPT_NO_HISTORY) != 0;

    size_t cap = 256, len = 0;
    wm_move *log = malloc(cap * sizeof *log);
    for (;;) {
        int full = game < full_games || tu_rng_below(&sample, SAMPLE) == 0;
        s->full_steps += full;
        size_t n = check_state(c, g, full);
        TU_REQUIRE(wm_history(g, NULL, 0) == (nohist ? 0 : len), WHERE "history length %zu", AT(c), wm_history(g, NULL, 0));
        if (wm_is_over(g))
            break;
        TU_REQUIRE(len < MAX_MOVES, WHERE "no end after %d moves", AT(c), MAX_MOVES);
        if (wm_to_move(g) == WM_CHANCE)
            s->chance_moves++;
        wm_move m = c->legal[tu_rng_below(&r, (uint32_t)n)];
        if (cfg->guided && wm_to_move(g) != WM_CHANCE && tu_rng_below(&r, 4) != 0)
            TU_REQUIRE(wm_bot_move(g, &m) == WM_OK, WHERE "wm_bot_move failed", AT(c));

        /* A clone taken before the move is unaffected by it, and the same
         * move on the clone gives the same state. */
        uint64_t before = wm_hash(g);
        wm_game *cl = NULL;
        TU_REQUIRE(wm_clone(g, &cl) == WM_OK, WHERE "wm_clone failed", AT(c));
        TU_REQUIRE(wm_history(cl, NULL, 0) == wm_history(g, NULL, 0),
                   WHERE "the clone's history has %zu moves, the game's %zu", AT(c),
                   wm_history(cl, NULL, 0), wm_history(g, NULL, 0));
        wm_status st = wm_apply(g, m);
        TU_REQUIRE(st == WM_OK, WHERE "wm_apply(legal %u): %s", AT(c), m, wm_strerror(st));
        TU_REQUIRE(wm_hash(cl) == before, WHERE "the move changed a clone", AT(c));
        TU_REQUIRE(wm_apply(cl, m) == WM_OK, WHERE "the clone rejects move %u", AT(c), m);
        TU_REQUIRE(wm_hash(cl) == wm_hash(g), WHERE "clone diverges after move %u", AT(c), m);
        wm_free(cl);

        if (len == cap) {
            cap *= 2;
            log = realloc(log, cap * sizeof *log);
            TU_REQUIRE(log != NULL, "out of memory");
        }
        log[len++] = m;
        c->step = len;
    }
    check_outcome(c, g, s);

    /* The history is exactly the moves applied. */
    if (!nohist) {
        wm_move *h = malloc((len + 1) * sizeof *h);
        TU_REQUIRE(wm_history(g, h, len + 1) == len, WHERE "history length", AT(c));
        TU_REQUIRE(len == 0 || memcmp(h, log, len * sizeof *h) == 0,
                      WHERE "wm_history differs from the moves applied", AT(c));
        free(h);
    }
    *final_hash = wm_hash(g);
    wm_free(g);
    *log_out = log;
    return len;
}

/* Replaying the moves on a fresh game with the same options reproduces it. */
static void replay(ctx *c, const wm_move *log, size_t len, uint64_t final_hash)
{
    const config *cfg = c->cfg;
    uint64_t seed = tu_seed((uint64_t)cfg->title, (uint64_t)cfg->scenario, cfg->flags | (uint64_t)cfg->bots << 32,
                            (uint64_t)c->game);
    wm_game *g = prop_new(cfg, seed);
    for (size_t i = 0; i < len; i++) {
        wm_status st = wm_apply(g, log[i]);
        TU_REQUIRE(st == WM_OK, WHERE "replay of move %zu (%u): %s", AT(c), i, log[i],
                      wm_strerror(st));
    }
    TU_REQUIRE(wm_is_over(g), WHERE "replay does not end", AT(c));
    TU_REQUIRE(wm_hash(g) == final_hash, WHERE "replay ends in another state", AT(c));
    wm_free(g);
}

START_TEST(test_random_games)
{
    const config *cfg = &configs[_i];
    ctx c = {.cfg = cfg};
    stats s;
    memset(&s, 0, sizeof s);
    s.min_len = -1;
    {
        wm_game *g = prop_new(cfg, 1);
        c.ac = wm_action_count(g);
        s.seats = wm_seat_count(g);
        wm_free(g);
    }
    c.legal = malloc((size_t)c.ac * sizeof *c.legal);
    c.mark = malloc(c.ac);
    ck_assert(c.legal && c.mark);
    const char *dir = getenv("WM_PROP_VIEW_DIR");
    if (dir && *dir) {
        char path[4096];
        snprintf(path, sizeof path, "%s/props-%d.jsonl", dir, _i);
        view_dump = fopen(path, "w");
        ck_assert_msg(view_dump != NULL, "cannot write %s", path);
        view_seen = view_dumped = 0;
        if (env_int("WM_PROP_VIEW_MAX"))
            view_max = env_int("WM_PROP_VIEW_MAX");
        if (env_int("WM_PROP_VIEW_EVERY"))
            view_every = env_int("WM_PROP_VIEW_EVERY");
    }

    time_t last_line = time(NULL);
    for (int game = 0; game < cfg->games; game++) {
        uint64_t final_hash;
        wm_move *log;
        size_t len = play_game(&c, &s, game, &final_hash, &log);
        replay(&c, log, len, final_hash);
        if (game < 10) {
            /* The same seed twice gives the same game. */
            stats s2;
            memset(&s2, 0, sizeof s2);
            uint64_t h2;
            wm_move *log2;
            size_t len2 = play_game(&c, &s2, game, &h2, &log2);
            TU_REQUIRE(len2 == len && h2 == final_hash &&
                           (len == 0 || memcmp(log, log2, len * sizeof *log) == 0),
                       WHERE "the same seed gives another game", AT(&c));
            free(log2);
        }
        free(log);
        /* Progress of a long configuration: a line at each quarter of
         * make check-long's counts, and one whenever 20 s passed without
         * one (a loaded machine, The Weimar Republic's long games), so
         * that make shows the shard is alive: no step is silent for a
         * minute. */
        time_t now = time(NULL);
        if (game + 1 < cfg->games &&
            ((cfg->games >= 400 && (game + 1) % (cfg->games / 4) == 0) || now - last_line >= 20)) {
            last_line = now;
            printf("props: [%d/%d] title %d scenario %d flags %#06x%s: %d of %d games\n", _i + 1,
                   nconfigs, (int)cfg->title, cfg->scenario, cfg->flags,
                   cfg->guided ? " guided" : "", game + 1, cfg->games);
            fflush(stdout);
        }
        s.games++;
        s.moves += (long)len;
        if (s.min_len < 0 || (long)len < s.min_len)
            s.min_len = (long)len;
        if ((long)len > s.max_len)
            s.max_len = (long)len;
    }

    /* "[k/n]": this configuration's place in this shard (make check shows
     * these lines as the shards go). */
    printf("props: [%d/%d] title %d (%s) scenario %d flags %#06x%s%s bots %#x: %ld games, %ld moves "
           "(%ld..%ld, mean %.1f), %ld chance decisions, %ld fully checked steps\n",
           _i + 1, nconfigs, (int)cfg->title, wm_title_name(cfg->title), cfg->scenario, cfg->flags,
           cfg->guided ? " guided" : "", cfg->seats == 2 ? " 2 seats" : "", cfg->bots, s.games,
           s.moves, s.min_len, s.max_len, s.games ? (double)s.moves / (double)s.games : 0.0,
           s.chance_moves, s.full_steps);
    for (int k = 0; k < s.seats && k < MAX_SEATS; k++) {
        wm_game *g = prop_new(cfg, 1);
        printf("props:   seat %d (%s): %ld wins, %ld draws, %ld losses\n", k,
               wm_seat_name(g, k), s.win[k], s.draw[k], s.loss[k]);
        wm_free(g);
    }
    for (int q = 0; q < s.reasons; q++)
        printf("props:   ended by %s: %ld games\n", s.reason[q], s.nreason[q]);
    fflush(stdout);
    if (view_dump) {
        ck_assert_msg(fclose(view_dump) == 0, "writing the views failed");
        view_dump = NULL;
    }
    free(c.legal);
    free(c.mark);
}
END_TEST

int main(void)
{
    discover();
    Suite *s = suite_create("props");
    TCase *tc = tcase_create("random_games");
    tcase_set_timeout(tc, 3600);
    tcase_add_loop_test(tc, test_random_games, 0, nconfigs);
    suite_add_tcase(s, tc);
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    if (nconfigs == 0 && !getenv("WM_PROP_SHARD")) {
        fprintf(stderr, "check_props: no title is available\n");
        return EXIT_FAILURE;
    }
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}
