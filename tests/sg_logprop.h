/*
 * sg_logprop.h - Democracy under Siege: the log property (issue 32 item 12).
 *
 * "Every change of a state field that a person sees in the view has a log
 * entry at its move": the view's fields are grouped (Prestige, VP, the
 * Regime Markers, claims, treaties, Armaments, ...); a move that changes
 * a group must have, among the log entries it caused, one of the kinds
 * that group accepts.  A decision's own line ("move") accounts only for
 * what that decision does itself (a commitment's MR, a Coup Cell moved);
 * everything that follows from rules or cards has its own line.
 *
 * Used by tests/check_siege.c (a few hundred games) and tests/sg_audit.c
 * (the measured sweep).  Reads the state (lib/siege/siege.h) directly.
 */
#ifndef SG_LOGPROP_H
#define SG_LOGPROP_H

#include "../lib/siege/stage.h"
#include "core.h"

#include <stdio.h>
#include <stdlib.h>
#include <string.h>

enum {
    LP_PRESTIGE, LP_VP_TOKEN, LP_VP_MARKER, LP_REGIME, LP_CLAIMS, LP_TREATIES, LP_ARMAMENTS, LP_CHINA,
    LP_RULES, LP_DESPOTIC, LP_CONQUEST, LP_WARS, LP_WAR_MR, LP_CIVIL, LP_CC, LP_PP, LP_NGROUPS
};

static const char *const lp_group_names[LP_NGROUPS] = {
    "Prestige", "VP Token", "VP Marker", "Regime Markers", "claims", "treaties", "Armaments levels",
    "China level", "rule changes", "Despotic markers", "conquest tokens", "wars begun, moved, ended",
    "MR on wars", "Civil Wars", "Coup Cells", "PP"};

/* The log kinds that account for a change of each group ('|' separated). */
static const char *const lp_kinds[LP_NGROUPS] = {
    "|prestige|",
    "|vp|score|",
    "|score|",
    "|regime|conquest|",
    "|claim|",
    "|treaty|",
    "|armaments|",
    "|armaments|",
    "|rule|",
    "|despotic|",
    "|conquest|",
    "|war|war_test|war_end|",
    "|mr|war_end|civil_war_test|war|attrition|civil_war|conquest|",
    "|civil_war|civil_war_test|war|coup|conquest|",
    "|cc|coup|",
    "|pp|",
};

/* Whether the decision m at stage `stage` itself does what changed group g. */
static int lp_move_does(int stage, wm_move m, int g)
{
    (void)stage;
    switch (g) {
    case LP_WAR_MR:
        return (m >= M_COMMIT && m < M_FIGHT);
    case LP_CC:
        return (m >= M_AREA && m < M_SWAP) || (m >= M_FORM && m < M_COMMIT);
    default:
        return 0;
    }
}

/* The groups whose fields differ between a and b (bit g). */
static uint32_t lp_changed(const siege_state *a, const siege_state *b)
{
    uint32_t c = 0;
#define LP_DIFF(g, f) \
    if (memcmp(&a->f, &b->f, sizeof a->f) != 0) c |= 1u << (g)
    LP_DIFF(LP_PRESTIGE, prestige);
    LP_DIFF(LP_VP_TOKEN, vp_token);
    LP_DIFF(LP_VP_MARKER, vp_marker);
    LP_DIFF(LP_REGIME, regime);
    LP_DIFF(LP_CLAIMS, rbox);
    LP_DIFF(LP_CLAIMS, map_rbox);
    LP_DIFF(LP_TREATIES, pact);
    LP_DIFF(LP_TREATIES, ally);
    LP_DIFF(LP_ARMAMENTS, armaments);
    LP_DIFF(LP_CHINA, china_marker);
    LP_DIFF(LP_RULES, rules);
    LP_DIFF(LP_DESPOTIC, despotic);
    LP_DIFF(LP_CONQUEST, vpbox);
    LP_DIFF(LP_WARS, war_box);
    LP_DIFF(LP_WARS, war_stall);
    LP_DIFF(LP_WAR_MR, war_mr);
    LP_DIFF(LP_WAR_MR, civil_mr);
    LP_DIFF(LP_CIVIL, civil);
    LP_DIFF(LP_CC, cc_map);
    LP_DIFF(LP_PP, pp);
#undef LP_DIFF
    return c;
}

/* One game's record: per history index, the groups changed and the move. */
typedef struct lp_game {
    uint32_t *changed;
    wm_move *move;
    uint8_t *stage;
    size_t n, cap;
} lp_game;

static void lp_record(lp_game *r, uint32_t changed, wm_move m, int stage)
{
    if (r->n == r->cap) {
        r->cap = r->cap ? r->cap * 2 : 4096;
        r->changed = realloc(r->changed, r->cap * sizeof *r->changed);
        r->move = realloc(r->move, r->cap * sizeof *r->move);
        r->stage = realloc(r->stage, r->cap);
    }
    r->changed[r->n] = changed;
    r->move[r->n] = m;
    r->stage[r->n] = (uint8_t)stage;
    r->n++;
}

static void lp_free(lp_game *r)
{
    free(r->changed);
    free(r->move);
    free(r->stage);
    memset(r, 0, sizeof *r);
}

static int lp_kind_in(const char *kinds, const char *kind)
{
    char k[40];
    snprintf(k, sizeof k, "|%s|", kind);
    return strstr(kinds, k) != NULL;
}

/* Counts, into missing[g], the moves of the game whose change of group g
 * has no accounting entry in the omniscient log lg. */
static void lp_check(const lp_game *r, const wm_log *lg, long missing[LP_NGROUPS], long seen[LP_NGROUPS])
{
    size_t k = 0, n = wm_log_count(lg);
    for (size_t i = 0; i < r->n; i++) {
        uint32_t ok = 0;
        while (k < n && wm_log_move(lg, k) < (int64_t)i)
            k++;
        for (size_t q = k; q < n && wm_log_move(lg, q) == (int64_t)i; q++)
            for (int g = 0; g < LP_NGROUPS; g++)
                if (lp_kind_in(lp_kinds[g], wm_log_kind(lg, q)))
                    ok |= 1u << g;
        for (int g = 0; g < LP_NGROUPS; g++) {
            if (!((r->changed[i] >> g) & 1u))
                continue;
            seen[g]++;
            if (!((ok >> g) & 1u) && !lp_move_does(r->stage[i], r->move[i], g)) {
                missing[g]++;
                if (getenv("SG_LP_DEBUG"))
                    fprintf(stderr, "lp: %s changed at move %zu (id %u, stage %d) with no entry\n",
                            lp_group_names[g], i, (unsigned)r->move[i], r->stage[i]);
            }
        }
    }
}

/* Plays one random game (public API) recording each move's changes;
 * returns the number of moves or -1. */
static inline long lp_play(int seats, uint32_t flags, uint64_t seed, lp_game *r, long missing[LP_NGROUPS],
                    long seen[LP_NGROUPS])
{
    wm_options o;
    wm_options_init(&o);
    o.seats = seats;
    o.flags = flags;
    o.seed = seed;
    wm_game *g = NULL;
    if (wm_new(WM_DEMOCRACY_UNDER_SIEGE, &o, &g) != WM_OK)
        return -1;
    uint64_t rng = seed * 0x9E3779B97F4A7C15ull + 1;
    static wm_move buf[M_ACTIONS];
    r->n = 0;
    while (!wm_is_over(g)) {
        size_t n = wm_legal_moves(g, buf, M_ACTIONS);
        if (n == 0)
            break;
        rng ^= rng << 13, rng ^= rng >> 7, rng ^= rng << 17;
        wm_move m = buf[rng % n];
        siege_state before = *(const siege_state *)g->state;
        if (wm_apply(g, m) != WM_OK)
            break;
        lp_record(r, lp_changed(&before, (const siege_state *)g->state), m, before.stage);
    }
    wm_log *lg = NULL;
    if (wm_log_new(g, WM_OMNISCIENT, 0, &lg) == WM_OK) {
        lp_check(r, lg, missing, seen);
        wm_log_free(lg);
    }
    long moves = (long)r->n;
    wm_free(g);
    return moves;
}

#endif /* SG_LOGPROP_H */
