/*
 * regime.c - Democracy under Siege: the Political Regimes Track (§1.4.3)
 * and the shortest-path rule of Political Effects (§3.3.1).
 *
 * State-free helpers over the network of content.c; the rules code and the
 * content tests share them, so a test of paths A-F exercises exactly what a
 * game does.
 */
#include "siege.h"

#include <stdio.h>
#include <string.h>

/* Breadth-first distances (in boxes) from every box to `target`, never
 * through a box of `forbidden` (bit per box); unreachable boxes get
 * SG_DIST_NONE.  The target itself is never forbidden. */
void wm__siege_regime_dist(int target, uint32_t forbidden, uint8_t out[SG_NREGIME_BOXES])
{
    for (int i = 0; i < SG_NREGIME_BOXES; i++)
        out[i] = SG_DIST_NONE;
    if (target < 0 || target >= SG_NREGIME_BOXES)
        return;
    /* level by level over bit sets: the boxes first reached at distance d */
    uint32_t reached = 1u << target, frontier = reached;
    out[target] = 0;
    for (uint8_t d = 1; frontier; d++) {
        uint32_t next = 0;
        for (uint32_t f = frontier; f; f &= f - 1)
            next |= wm__siege_regime_adj[__builtin_ctz(f)];
        next &= ~forbidden & ~reached;
        for (uint32_t f = next; f; f &= f - 1)
            out[__builtin_ctz(f)] = d;
        reached |= next;
        frontier = next;
    }
}

/* §3.3.1: "they are not allowed to enter the Control Area of an enemy
 * Ideology (Anarchy excluded)".  Enemy of the acting Ideology; the target
 * Ideology's own Control Area is where the marker is going and is never
 * barred (an Ideology moving a marker towards an enemy, as Nazism's card
 * #1 of the paths example does towards Democracy, may end there). */
uint32_t wm__siege_forbidden(int actor, int target)
{
    uint32_t f = 0;
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        if (i != actor && i != target)
            f |= 1u << SG_CONTROL_BOX(i);
    return f;
}

/* The boxes a Regime Marker in `from` may enter as the next step of a
 * Political Effect towards `target` (an Ideology or SG_ANARCHY) performed
 * by `actor`: the permitted neighbours from which the shortest permitted
 * path to the target's Control Area is shortest ("when spaces are tied, he
 * is allowed to choose one space").  0 when the marker is already there or
 * cannot get closer.  Computed from the network by breadth-first search;
 * next_of() below serves the same answers from a table. */
static uint32_t next_by_search(int from, int target, int actor)
{
    int tbox = SG_CONTROL_BOX(target);
    if (from == tbox)
        return 0;
    uint32_t forbidden = wm__siege_forbidden(actor, target);
    uint8_t d[SG_NREGIME_BOXES];
    wm__siege_regime_dist(tbox, forbidden, d);
    uint32_t nb = wm__siege_regime_adj[from] & ~forbidden;
    int best = SG_DIST_NONE;
    for (int v = 0; v < SG_NREGIME_BOXES; v++)
        if (((nb >> v) & 1u) && d[v] < best)
            best = d[v];
    if (best == SG_DIST_NONE)
        return 0;
    uint32_t out = 0;
    for (int v = 0; v < SG_NREGIME_BOXES; v++)
        if (((nb >> v) & 1u) && d[v] == best)
            out |= 1u << v;
    return out;
}

/*
 * The answers of the two path rules depend only on the network (content.c)
 * and their arguments, and they are asked on every Impulse (the Influence
 * moves of the 2-seat game, every Political Effect): a table of them is
 * built once, by the searches above, the first time one is asked.  The
 * forbidden set depends on the actor only through whether it is one of
 * the three Ideologies, so actors index 0-2 and any other actor 3.
 *
 * Built once (wm__once); a caller that finds it being built by another
 * thread answers by searching, as before the table.
 */
/* The neighbours of `from` strictly closer than it by the distances
 * `dist` (wm__siege_regime_closer_set). */
static uint32_t closer_by_dist(int from, const uint8_t dist[SG_NREGIME_BOXES])
{
    uint32_t out = 0;
    for (uint32_t m = wm__siege_regime_adj[from]; m; m &= m - 1) {
        int b = __builtin_ctz(m);
        if (dist[b] < dist[from])
            out |= 1u << b;
    }
    return out;
}

#define SG_ACTORS (SG_NIDEOLOGIES + 1)
typedef struct regime_tables {
    uint32_t next[SG_NREGIME_BOXES][SG_ANARCHY + 1][SG_ACTORS];
    uint8_t dist[SG_ANARCHY + 1][SG_NREGIME_BOXES]; /* plain network distance to a Control Area */
    uint32_t closer[SG_ANARCHY + 1][SG_NREGIME_BOXES]; /* wm__siege_regime_closer_set's answers */
} regime_tables;

static regime_tables tables;
static _Atomic int tables_state;

static void build_tables(void)
{
    for (int from = 0; from < SG_NREGIME_BOXES; from++)
        for (int t = 0; t <= SG_ANARCHY; t++)
            for (int a = 0; a < SG_ACTORS; a++)
                tables.next[from][t][a] = next_by_search(from, t, a < SG_NIDEOLOGIES ? a : -1);
    for (int t = 0; t <= SG_ANARCHY; t++) {
        wm__siege_regime_dist(SG_CONTROL_BOX(t), 0, tables.dist[t]);
        for (int from = 0; from < SG_NREGIME_BOXES; from++)
            tables.closer[t][from] = closer_by_dist(from, tables.dist[t]);
    }
}

static const regime_tables *get_tables(void)
{
    return wm__once(&tables_state, build_tables) ? &tables : NULL;
}

uint32_t wm__siege_regime_next(int from, int target, int actor)
{
    if (from < 0 || from >= SG_NREGIME_BOXES || target < 0 || target > SG_ANARCHY)
        return 0;
    const regime_tables *t = get_tables();
    if (!t)
        return next_by_search(from, target, actor);
    return t->next[from][target][actor >= 0 && actor < SG_NIDEOLOGIES ? actor : SG_NIDEOLOGIES];
}

/* §3.3.6 Exception: in the 2-seat game an Influence move for Communism
 * "must move the Regime Marker towards the Control Area of Communism": to a
 * connected box strictly closer to it (plain network distance). */
int wm__siege_regime_closer(int from, int to, int target)
{
    if (from < 0 || from >= SG_NREGIME_BOXES || to < 0 || to >= SG_NREGIME_BOXES)
        return 0;
    if (!((wm__siege_regime_adj[from] >> to) & 1u))
        return 0;
    const regime_tables *t = target >= 0 && target <= SG_ANARCHY ? get_tables() : NULL;
    if (t)
        return t->dist[target][to] < t->dist[target][from];
    uint8_t d[SG_NREGIME_BOXES];
    wm__siege_regime_dist(SG_CONTROL_BOX(target), 0, d);
    return d[to] < d[from];
}

/* The boxes an Influence move may enter from `from` towards `target`'s
 * Control Area (the 2-seat Communism rule of §3.3.6): the neighbours
 * strictly closer, as a bit set. */
uint32_t wm__siege_regime_closer_set(int from, int target)
{
    if (from < 0 || from >= SG_NREGIME_BOXES || target < 0 || target > SG_ANARCHY)
        return 0;
    const regime_tables *t = get_tables();
    if (t)
        return t->closer[target][from];
    uint8_t d[SG_NREGIME_BOXES];
    wm__siege_regime_dist(SG_CONTROL_BOX(target), 0, d);
    return closer_by_dist(from, d);
}

const uint32_t *wm__siege_regime_closer_table(int target)
{
    const regime_tables *t = target >= 0 && target <= SG_ANARCHY ? get_tables() : NULL;
    return t ? t->closer[target] : NULL;
}

/* A box's name as a log line prints it: the printed name, and where
 * several boxes share it (the four Neutral Area boxes, the two of
 * Social-Democracy ...) its own name too, "Neutral Area (NeutralSW)". */
const char *wm__siege_box_label(int box, char *buf, size_t cap)
{
    if (box < 0 || box >= SG_NREGIME_BOXES)
        return "?";
    const sg_regime_box *x = &wm__siege_regime_boxes[box];
    int shared = 0;
    for (int b = 0; b < SG_NREGIME_BOXES; b++)
        shared |= b != box && strcmp(wm__siege_regime_boxes[b].name, x->name) == 0;
    if (!shared)
        return x->name;
    snprintf(buf, cap, "%s (%s)", x->name, x->ascii);
    return buf;
}
