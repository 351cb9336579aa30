/*
 * winrate.c - how often each seat wins when every seat follows the same
 * policy: uniformly random legal moves, wm_bot_move(), or "guided" (a
 * one-move lookahead through the public API takes a move that wins the
 * game for the mover at once; else mostly a move of the title's plan,
 * e.g. The Weimar Republic's §3.1 Sudden Victory Actions; else
 * wm_bot_move()).
 *
 * When a finished game's JSON view names how it was won (a "victory"
 * member, e.g. The Weimar Republic's §3 conditions), the wins of each seat
 * are also counted by that condition and printed as a table.
 *
 * For a cooperative title (all seats share one result) this is the win
 * rate of the table; for a competitive title it shows how balanced a
 * scenario is under each policy.  Chance decisions (WM_OPT_EXTERNAL_DICE)
 * are always taken at random.  Everything is seeded and reproducible.
 */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "common.h"
#include "weimar.h"

#define PROG "winrate"
#define MOVE_CAP 1000000u
#define MAX_SEATS 8
#define MAX_HOW 8     /* distinct "victory" names counted */
#define HOW_LEN 80
#define LOOK_CAP 4096 /* legal moves looked at by the guided policy */

static void usage(FILE *f)
{
    fprintf(f, "usage: " PROG " [--title march|ebert|republic|siege|N] [--scenario N]\n"
               "               [--flags N] [--seats N] [--games N] [--seed N] [--bots MASK]\n"
               "               [--policy random|bot|guided|both|all] [--economy]\n"
               "\n"
               "Plays --games games per policy in which every seat follows the policy\n"
               "and prints, per seat, wins, draws and losses; where the title's view\n"
               "names how a game was won (\"victory\"), also the wins by condition;\n"
               "where its outcome gives more than one reason, the games by end reason.\n"
               "\n"
               "  --title T     title (default march)\n"
               "  --scenario N  scenario id (default 0: every scenario of the title)\n"
               "  --flags N     wm_options flags (title flags included)\n"
               "  --seats N     wm_options.seats where the title lets it vary (default 0)\n"
               "  --games N     games per policy (default 1000)\n"
               "  --seed N      first seed (default 1)\n"
               "  --bots MASK   seats run by the title's own Non-player rules (The Weimar\n"
               "                Republic: 15 = all four; the policy plays the other seats)\n"
               "  --economy     The Weimar Republic: also count, from each game's log,\n"
               "                the Golden Twenties New Year steps (1924-1929) by the\n"
               "                Economy box after the step, and the Deals track moves\n"
               "                made by Events per era (slower: the games keep a history)\n"
               "  --policy P    random, bot, guided (a move that wins at once, else the\n"
               "                title's plan moves or the bot),\n"
               "                both (random and bot, the default) or all three\n"
               "\n"
               "Exits 0, 1 on an error, 2 on a usage error.\n");
}

typedef struct tally {
    long games, moves;
    long win[MAX_SEATS], draw[MAX_SEATS], loss[MAX_SEATS];
    int nhow;                          /* distinct victory names seen */
    char how[MAX_HOW][HOW_LEN];
    long by[MAX_SEATS][MAX_HOW];       /* wins of a seat by victory name */
    long how_unnamed;                  /* won games whose view names no victory */
    int nend;                          /* distinct end reasons seen */
    char end[MAX_HOW][HOW_LEN];        /* the outcome's reason, up to its ':' */
    long endn[MAX_HOW];
    long all_lost;                     /* games no seat won or drew */
    /* --economy (The Weimar Republic, from the game log) */
    long gt_new_year;                  /* Golden Twenties New Year steps seen */
    long gt_box[9];                    /* ... by the Economy box after the step */
    long deals_by_event[3][2];         /* U.S. / U.S.S.R. Deals shifts by Events, per era */
} tally;

enum { POL_RANDOM = 0, POL_BOT = 1, POL_GUIDED = 2, POL_N };
static const char *const policy_names[POL_N] = {"random", "bot", "guided"};

/* The string value of the JSON member "key" at the view's top level or
 * anywhere (the first occurrence), copied to out; 0 if absent. */
static int json_str_member(const char *json, const char *key, char *out, size_t cap)
{
    char pat[64];
    snprintf(pat, sizeof pat, "\"%s\":\"", key);
    const char *p = strstr(json, pat);
    if (!p)
        return 0;
    p += strlen(pat);
    size_t n = 0;
    while (p[n] && p[n] != '"' && n + 1 < cap) {
        out[n] = p[n];
        n++;
    }
    out[n] = '\0';
    return 1;
}

/* How the game ended: the view's outcome "reason" up to its ':' (e.g.
 * "Total War ended the game (§3.3.15)" of "...: Nazism wins"). */
static int end_reason(const char *json, char *out, size_t cap)
{
    const char *o = strstr(json, "\"outcome\":{");
    if (!o || !json_str_member(o, "reason", out, cap))
        return 0;
    char *colon = strchr(out, ':');
    if (colon)
        *colon = '\0';
    return out[0] != '\0';
}

/* The Weimar Republic's §3.1 plans for the guided policy, by move name
 * (prefixes): what brings each faction's Sudden Victory closer. */
static const char *const republic_plan[4][16] = {
    /* Coalition: 4 Reforms, or 3 and Strong Unity */
    {"action Place Reform", "action Increase Unity", "action Place SV Marker", "action Advance Progress",
     "action Leverage Track", NULL},
    /* KPD: 4 Uprisings, or 3 and Supremacy in Berlin */
    {"action Place Strike", "action Flip Strike", "action Place SV Marker", "action Change Stance",
     "track Revolutionary", "action Place Cadre", "action Place Unit", "action Move Units", "space Berlin", NULL},
    /* NSDAP: more pawns than the RC, Supremacy in Berlin or two Cities */
    {"action Move MCS", "action Place SV Marker", "action Place Cadre", "action Change Stance",
     "track Revolutionary", "pawn level", "pawn take from RC", "pawn return from RC", "action Place Unit",
     "action Move Units", "space Berlin", "space Muenchen", "space Hamburg", "space Koeln", NULL},
    /* RC: 4 pawns, or 3 and Supremacy in Berlin */
    {"action Move MCS", "action Place SV Marker", "action Leverage Track", "action Leverage Map", "pawn level",
     "pawn return from NSDAP", NULL},
};

static int in_plan(const wm_game *g, int seat, wm_move m)
{
    char name[128];
    size_t len = 0;
    if (wm_game_title(g) != WM_WEIMAR_REPUBLIC || seat < 0 || seat >= 4)
        return 0;
    if (wm_move_name(g, m, name, sizeof name, &len) != WM_OK)
        return 0;
    /* §4 step 4: the KPD keeps its Strikes and Uprisings on the map */
    const char *prompt = wm_prompt(g);
    if (seat == 1 && prompt && strncmp(prompt, "choose a space (Advance Timeline", 32) == 0)
        return strcmp(name, "done") == 0;
    for (int i = 0; republic_plan[seat][i]; i++)
        if (strncmp(name, republic_plan[seat][i], strlen(republic_plan[seat][i])) == 0)
            return 1;
    return 0;
}

/* The guided policy: a move that wins the game for the mover at once, if
 * there is one (each legal move is tried on a scratch copy); else, three
 * times in four, one of the title's plan moves (if any, see
 * republic_plan); else wm_bot_move()'s move.  (Avoiding moves that lose
 * at once was tried too: it mostly keeps the Coalition from losing the
 * General Election transfer and makes it win nearly every game.) */
static wm_status guided_move(const wm_game *g, wm_game *scratch, uint64_t *rng, wm_move *buf, uint32_t cap,
                             wm_move *out)
{
    int me = wm_to_move(g);
    size_t k = wm_legal_moves(g, buf, cap);
    if (k == 0 || k > cap)
        return WM_EILLEGAL;
    int32_t res[MAX_SEATS];
    for (size_t i = 0; i < k && i < LOOK_CAP; i++) {
        wm_status st = wm_copy(scratch, g);
        if (st == WM_OK)
            st = wm_apply(scratch, buf[i]);
        if (st != WM_OK)
            return st;
        if (wm_is_over(scratch) && me >= 0 && me < MAX_SEATS && wm_outcome(scratch, res, MAX_SEATS) == WM_OK &&
            res[me] == WM_WIN) {
            *out = buf[i];
            return WM_OK;
        }
    }
    if (ex_rng_below(rng, 4) != 0) {
        size_t plan = 0;
        for (size_t i = 0; i < k; i++)
            if (in_plan(g, me, buf[i]))
                buf[plan++] = buf[i];
        if (plan) {
            *out = buf[ex_rng_below(rng, (uint32_t)plan)];
            return WM_OK;
        }
    }
    return wm_bot_move(g, out);
}

/* --economy: The Weimar Republic's Economy boxes as the log names them
 * (lib/republic/content.c wm__republic_econ_names), Hyperinflation first. */
static int econ_box(const char *fields)
{
    static const char *const names[9] = {"\"Hyperinflation\"", "\"Left 3\"", "\"Left 2\"", "\"Left 1\"",
                                         "\"Stable\"", "\"Right 1\"", "\"Right 2\"", "\"Right 3\"",
                                         "\"Mass Unemployment\""};
    const char *e = strstr(fields, "\"economy\":");
    if (!e)
        return -1;
    e += strlen("\"economy\":");
    for (int b = 0; b < 9; b++)
        if (strncmp(e, names[b], strlen(names[b])) == 0)
            return b;
    return -1;
}

/* The integer member "key" of a log entry's fields; def if absent. */
static long field_int(const char *fields, const char *key, long def)
{
    char pat[48];
    snprintf(pat, sizeof pat, "\"%s\":", key);
    const char *p = strstr(fields, pat);
    return p ? strtol(p + strlen(pat), NULL, 10) : def;
}

/* --economy: reads the game's log.  Each "round" entry with a "year" and
 * an "economy" is a New Year step (§4 step 5); those of 1924-1929 are the
 * Golden Twenties ones.  Each "event" entry that moved a Deals track
 * ("primitive":"shift a track" naming U.S. or U.S.S.R. Deals, its "from"
 * and "to" different) counts for the era of the last New Year seen. */
static int scan_log(const wm_game *g, tally *t)
{
    wm_log *lg = NULL;
    wm_status st = wm_log_new(g, WM_SPECTATOR, 0, &lg);
    if (st != WM_OK) {
        ex_status_error(PROG, "wm_log_new", st);
        return 1;
    }
    long year = 0;
    for (size_t i = 0; i < wm_log_count(lg); i++) {
        const char *kind = wm_log_kind(lg, i), *f = wm_log_fields(lg, i), *text = wm_log_text(lg, i);
        if (!kind || !f || !text)
            continue;
        if (strcmp(kind, "round") == 0 && field_int(f, "year", 0) > 0) {
            year = field_int(f, "year", 0);
            int b = econ_box(f);
            if (year >= 1924 && year <= 1929 && b >= 0) {
                t->gt_new_year++;
                t->gt_box[b]++;
            }
        } else if (strcmp(kind, "event") == 0 && strstr(f, "\"primitive\":\"shift a track\"") &&
                   field_int(f, "from", 0) != field_int(f, "to", 0)) {
            int era = year >= 1930 ? 2 : year >= 1924 ? 1 : 0;
            if (strstr(text, "U.S.S.R. Deals"))
                t->deals_by_event[era][1]++;
            else if (strstr(text, "U.S. Deals"))
                t->deals_by_event[era][0]++;
        }
    }
    wm_log_free(lg);
    return 0;
}
static int opt_economy; /* --economy */

/* Plays one game; returns 0, or 1 on an error. */
static int play(wm_game *g, int policy, wm_game *scratch, uint64_t *rng, wm_move *buf, uint32_t cap, tally *t)
{
    unsigned long n = 0;
    while (!wm_is_over(g)) {
        wm_move m;
        wm_status st;
        if (n++ >= MOVE_CAP) {
            fprintf(stderr, PROG ": a game did not end after %u moves\n", MOVE_CAP);
            return 1;
        }
        if (policy == POL_GUIDED && wm_to_move(g) != WM_CHANCE) {
            st = guided_move(g, scratch, rng, buf, cap, &m);
            if (st != WM_OK) {
                ex_status_error(PROG, "guided move", st);
                return 1;
            }
        } else if (policy == POL_BOT && wm_to_move(g) != WM_CHANCE) {
            st = wm_bot_move(g, &m);
            if (st != WM_OK) {
                ex_status_error(PROG, "wm_bot_move", st);
                return 1;
            }
        } else {
            size_t k = wm_legal_moves(g, buf, cap);
            if (k == 0 || k > cap) {
                fprintf(stderr, PROG ": wm_legal_moves returned %zu moves\n", k);
                return 1;
            }
            m = buf[ex_rng_below(rng, (uint32_t)k)];
        }
        st = wm_apply(g, m);
        if (st != WM_OK) {
            ex_status_error(PROG, "wm_apply", st);
            return 1;
        }
    }
    int32_t res[MAX_SEATS];
    wm_status st = wm_outcome(g, res, MAX_SEATS);
    if (st != WM_OK) {
        ex_status_error(PROG, "wm_outcome", st);
        return 1;
    }
    if (opt_economy && wm_game_title(g) == WM_WEIMAR_REPUBLIC && scan_log(g, t) != 0)
        return 1;
    int seats = wm_seat_count(g);
    char how[HOW_LEN];
    int named = 0, hi = -1;
    char *view = ex_json_view(g, WM_SPECTATOR, &st);
    if (!view) {
        ex_status_error(PROG, "wm_to_json", st);
        return 1;
    }
    named = json_str_member(view, "victory", how, sizeof how) && how[0];
    char why[HOW_LEN];
    if (end_reason(view, why, sizeof why)) {
        int ei = -1;
        for (int i = 0; i < t->nend; i++)
            if (strcmp(t->end[i], why) == 0)
                ei = i;
        if (ei < 0 && t->nend < MAX_HOW) {
            ei = t->nend++;
            snprintf(t->end[ei], HOW_LEN, "%s", why);
        }
        if (ei >= 0)
            t->endn[ei]++;
    }
    free(view);
    if (named) {
        for (int i = 0; i < t->nhow; i++)
            if (strcmp(t->how[i], how) == 0)
                hi = i;
        if (hi < 0 && t->nhow < MAX_HOW) {
            hi = t->nhow++;
            snprintf(t->how[hi], HOW_LEN, "%s", how);
        }
    }
    int won = 0, lost = 1;
    for (int s = 0; s < seats && s < MAX_SEATS; s++) {
        lost &= res[s] == WM_LOSS;
        t->win[s] += res[s] == WM_WIN;
        t->draw[s] += res[s] == WM_DRAW;
        t->loss[s] += res[s] == WM_LOSS;
        if (res[s] == WM_WIN) {
            won = 1;
            if (hi >= 0)
                t->by[s][hi]++;
        }
    }
    if (won && hi < 0)
        t->how_unnamed++;
    t->all_lost += lost;
    t->games++;
    t->moves += (long)n;
    return 0;
}

/* Runs one scenario and policy; returns 0, 1 on an error, -1 if the
 * scenario does not exist. */
static uint32_t bots; /* --bots */
static int32_t opt_seats; /* --seats: wm_options.seats (0: the default) */

static int run(wm_title title, int32_t scenario, uint32_t flags, long games, uint64_t seed,
               int policy)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = scenario;
    o.bots = bots;
    o.seats = opt_seats;
    o.flags = flags | (opt_economy ? 0 : WM_OPT_NO_HISTORY);
    wm_game *g = NULL;
    wm_status st = wm_new(title, &o, &g);
    if (st == WM_EINVAL && scenario > 1)
        return -1;
    if (st != WM_OK) {
        ex_status_error(PROG, "wm_new", st);
        return 1;
    }
    uint32_t cap = wm_action_count(g);
    wm_move *buf = malloc((size_t)cap * sizeof *buf);
    if (!buf) {
        fprintf(stderr, PROG ": out of memory\n");
        wm_free(g);
        return 1;
    }
    tally t;
    memset(&t, 0, sizeof t);
    int rc = 0;
    wm_game *scratch = NULL;
    if (policy == POL_GUIDED && (st = wm_clone(g, &scratch)) != WM_OK) {
        ex_status_error(PROG, "wm_clone", st);
        wm_free(g);
        free(buf);
        return 1;
    }
    for (long i = 0; i < games && rc == 0; i++) {
        o.seed = seed + (uint64_t)i;
        wm_game *next = NULL;
        st = wm_new(title, &o, &next);
        if (st != WM_OK) {
            ex_status_error(PROG, "wm_new", st);
            rc = 1;
            break;
        }
        wm_free(g);
        g = next;
        uint64_t rng = ex_rng_seed(o.seed ^ (policy == POL_BOT ? 0x5eedu : policy == POL_GUIDED ? 0x9d1dedu : 0));
        rc = play(g, policy, scratch, &rng, buf, cap, &t);
    }
    if (rc == 0) {
        printf("%-8s scenario %2d flags %#07x%s%.0u %-6s %6ld games, ",
               ex_title_key(title), (int)scenario, (unsigned)flags, bots ? " bots " : "", bots, policy_names[policy],
               t.games);
        /* With every seat Non-player the library plays every move inside
           wm_new(): there is no move of ours to count. */
        if (t.moves == 0 && bots != 0)
            printf("every move by the Non-player rules:");
        else
            printf("mean %6.1f moves:", t.games ? (double)t.moves / (double)t.games : 0.0);
        int seats = wm_seat_count(g);
        for (int s = 0; s < seats && s < MAX_SEATS; s++)
            printf("  %s %.1f%% W/%.1f%% D", ex_seat_label(g, s),
                   100.0 * (double)t.win[s] / (double)t.games,
                   100.0 * (double)t.draw[s] / (double)t.games);
        printf("\n");
        if (t.nhow > 0) { /* wins by the view's "victory" */
            printf("  %-26s", "wins by victory condition");
            for (int s = 0; s < seats && s < MAX_SEATS; s++)
                printf(" %10.10s", ex_seat_label(g, s));
            printf(" %10s\n", "all");
            for (int i = 0; i < t.nhow; i++) {
                long all = 0;
                printf("  %-26s", t.how[i]);
                for (int s = 0; s < seats && s < MAX_SEATS; s++) {
                    printf(" %10ld", t.by[s][i]);
                    all += t.by[s][i];
                }
                printf(" %10ld\n", all);
            }
            if (t.how_unnamed)
                printf("  %-26s %ld games\n", "(no victory named)", t.how_unnamed);
        }
        if (opt_economy && t.gt_new_year) {
            static const char *const box[9] = {"Hyper", "L3", "L2", "L1", "Stable", "R1", "R2", "R3", "Mass"};
            long bad = t.gt_box[0] + t.gt_box[1] + t.gt_box[2];
            printf("  Golden Twenties New Year steps %ld: Economy in Hyperinflation/Left 3/Left 2 %ld (%.1f%%);",
                   t.gt_new_year, bad, 100.0 * (double)bad / (double)t.gt_new_year);
            for (int b = 0; b < 9; b++)
                printf(" %s %.1f%%", box[b], 100.0 * (double)t.gt_box[b] / (double)t.gt_new_year);
            printf("\n  Deals shifts by Events per game (U.S./U.S.S.R.): Crisis %.2f/%.2f, Golden Twenties "
                   "%.2f/%.2f, Decline %.2f/%.2f\n",
                   (double)t.deals_by_event[0][0] / (double)t.games, (double)t.deals_by_event[0][1] / (double)t.games,
                   (double)t.deals_by_event[1][0] / (double)t.games, (double)t.deals_by_event[1][1] / (double)t.games,
                   (double)t.deals_by_event[2][0] / (double)t.games, (double)t.deals_by_event[2][1] / (double)t.games);
        }
        if (t.nend > 1 || t.all_lost) { /* how the games ended, where the title says */
            printf("  games by end:");
            for (int i = 0; i < t.nend; i++)
                printf("%s %s %ld", i ? ";" : "", t.end[i], t.endn[i]);
            printf("; every seat lost %ld\n", t.all_lost);
        }
        fflush(stdout);
    }
    wm_free(scratch);
    wm_free(g);
    free(buf);
    return rc;
}

int main(int argc, char **argv)
{
    wm_title title = WM_MARCH_OF_PROGRESS;
    int32_t scenario = 0;
    uint32_t flags = 0;
    uint64_t games = 1000, seed = 1, v;
    int policies = 3; /* bit 0 random, bit 1 bot, bit 2 guided */
    for (int i = 1; i < argc; i++) {
        int opt = i; /* the option, even once i has moved on to its value */
        const char *val = NULL;
        int r;
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        }
        if ((r = ex_opt_value(argc, argv, &i, "--title", &val)) != 0) {
            if (r < 0 || !ex_parse_title(val, &title))
                goto bad;
        } else if ((r = ex_opt_value(argc, argv, &i, "--scenario", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 0, INT32_MAX, &v))
                goto bad;
            scenario = (int32_t)v;
        } else if ((r = ex_opt_value(argc, argv, &i, "--flags", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 0, UINT32_MAX, &v))
                goto bad;
            flags = (uint32_t)v;
        } else if ((r = ex_opt_value(argc, argv, &i, "--seats", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 0, 16, &v))
                goto bad;
            opt_seats = (int32_t)v;
        } else if ((r = ex_opt_value(argc, argv, &i, "--games", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 1, 100000000, &games))
                goto bad;
        } else if ((r = ex_opt_value(argc, argv, &i, "--bots", &val)) != 0) {
            if (r < 0 || !ex_parse_range(val, 0, UINT32_MAX, &v))
                goto bad;
            bots = (uint32_t)v;
        } else if ((r = ex_opt_value(argc, argv, &i, "--seed", &val)) != 0) {
            if (r < 0 || !ex_parse_u64(val, &seed))
                goto bad;
        } else if (strcmp(argv[i], "--economy") == 0) {
            opt_economy = 1;
        } else if ((r = ex_opt_value(argc, argv, &i, "--policy", &val)) != 0) {
            if (r < 0)
                goto bad;
            if (strcmp(val, "random") == 0)
                policies = 1;
            else if (strcmp(val, "bot") == 0)
                policies = 2;
            else if (strcmp(val, "guided") == 0)
                policies = 4;
            else if (strcmp(val, "both") == 0)
                policies = 3;
            else if (strcmp(val, "all") == 0)
                policies = 7;
            else
                goto bad;
        } else {
            return ex_usage_error(PROG, usage, "unknown argument", argv[i]);
        }
        continue;
    bad:
        return ex_usage_error(PROG, usage, "missing or invalid value for", argv[opt]);
    }
    if (!wm_title_available(title)) {
        fprintf(stderr, PROG ": title %d is not available in this build\n", (int)title);
        return 1;
    }
    int32_t first = scenario ? scenario : 1, last = scenario ? scenario : INT32_MAX;
    for (int32_t s = first; s <= last; s++) {
        for (int p = 0; p < POL_N; p++) {
            if (!(policies & (1 << p)))
                continue;
            int rc = run(title, s, flags, (long)games, seed, p);
            if (rc < 0)
                return 0;
            if (rc > 0)
                return 1;
        }
    }
    return 0;
}
