/*
 * effects.c - §6.1 Event cards as data: the one interpreter of the effect
 * vocabulary (content.h, rp_fx_op), Article 48 (§6.0), "Requires" and
 * "Cancels" (§6.1), where a played card goes (§6.1).  The Lingering
 * modifiers other rules read and the end of Lingering Events (§4 step 6)
 * are in linger.c, below this file and elect.c.
 *
 * The Event procedure (P_EVENT) keeps its program counter in its frame's
 * stage: stage 2 + 2i runs instruction i, stage 3 + 2i resumes it with the
 * answer to the question it asked.  Between instructions the procedure
 * scratch holds only: a_mask, the space an RP_OP_CHOOSE_SPACE picked (0:
 * none could be picked), and a_n, the count an instruction still has to
 * do.  An RP_OP_ACTION hands both to the Action it starts, so a program
 * never uses the chosen space after an Action.  A Strike placement that
 * brings the General Strike (§1.5) asks which Reform leaves the map at its
 * instruction's resume stage with a_k = 1 (a_k is 0 otherwise: every
 * instruction starts with it 0, and the Action scratch an Event's own
 * Action used, a_k its unit kind among it, is cleared when the Action's
 * frame ends, frame.c; issue 32).
 */
#include "republic.h"

#include <stdio.h>

/* ------------------------------------------------------------------ */
/* The primitives                                                       */
/* ------------------------------------------------------------------ */

/* The faction an instruction's who names (RP_FX_ACTIVE, RP_FX_MOMENTUM,
 * else RP_*; the Non-player reads it too, npturn.c). */
int wm__republic_fx_who(const rp_state *st, int who)
{
    if (who == RP_FX_ACTIVE)
        return st->active;
    if (who == RP_FX_MOMENTUM)
        return st->momentum;
    return who < NF ? who : st->active;
}

/* §6.1: "Unless a specific faction is noted in the Event text, the active
 * faction makes all choices." */
static int chooser_of(const rp_state *st, const rp_fx_op *o)
{
    return o->by && o->by <= NF ? o->by - 1 : st->active;
}

/* The §6.0 Limits on one Influence cube of faction f placed in s by an
 * Event: Population; not where the active faction removed cubes in this
 * Action Step; no Assassinations marker of the faction's colour; the
 * Coalition not with the Economy in the three left-most boxes. */
static int cube_placeable(const rp_state *st, int f, int s)
{
    int side = (f == RP_COALITION || f == RP_KPD) ? SIDE_YR : SIDE_BB;
    if (f == RP_COALITION && st->econ < RP_ECON_COALITION_PLACE_MIN)
        return 0;
    return !bit(st->removed, s) && wm__republic_total_cubes(st, s) < wm__republic_spaces[s].population &&
           wm__republic_ass_count(st, s, side) == 0 && wm__republic_cubes_avail(st, f) > 0; /* the space's own first */
}

/* §6.0 Limits on one replacement in s of a cube of faction f by one of
 * faction g (RP_OP_REPLACE_CUBES): f has a cube there, g one Available, no
 * Assassinations marker of g's colour, the Coalition's Economy Limit for g;
 * the Population holds (the count is unchanged).  Reading (doc/rules-
 * republic.md, "The Event language"): a replacement is one instruction of
 * its own (§8.6 Section 4 B names "places, removes, or replaces Influence"
 * apart), so the Limit "may not be both removed from and placed in the same
 * space" forbids it only where Influence was already placed or removed in
 * this Action Step; afterwards the space counts as both. */
static int cube_replaceable(const rp_state *st, int f, int g, int s)
{
    int side = (g == RP_COALITION || g == RP_KPD) ? SIDE_YR : SIDE_BB;
    if (f == g || st->cubes[s][f] == 0 || bit(st->removed, s) || bit(st->placed, s))
        return 0;
    if (g == RP_COALITION && st->econ < RP_ECON_COALITION_PLACE_MIN)
        return 0;
    return wm__republic_ass_count(st, s, side) == 0 && wm__republic_cubes_avail(st, g) > 0;
}

/* Whether a placement/removal instruction can act in space s now. */
static int can_at(const rp_state *st, const rp_fx_op *o, int s)
{
    if (o->spaces && !bit(o->spaces, s))
        return 0;
    switch (o->op) {
    case RP_OP_PLACE_CUBES: return cube_placeable(st, wm__republic_fx_who(st, o->who), s);
    case RP_OP_REMOVE_CUBES: return st->cubes[s][wm__republic_fx_who(st, o->who)] > 0 && !bit(st->placed, s);
    case RP_OP_REPLACE_CUBES: return cube_replaceable(st, wm__republic_fx_who(st, o->who), wm__republic_fx_who(st, o->arg), s);
    case RP_OP_PLACE_LEVERAGE: return o->arg ? wm__republic_black_avail(st) : wm__republic_yellow_avail(st);
    case RP_OP_REMOVE_LEVERAGE: return st->lev[s][o->arg ? 1 : 0] > 0;
    case RP_OP_PLACE_MARKER: {
        int f = wm__republic_fx_who(st, o->who);
        switch (o->arg) {
        case RP_MK_REFORM: /* §5.3 "The Coalition may not place a Reform when Unity is Fragile" (the
                            * Action's reading: Sound or Strong, RP_UNITY_REFORM_MIN) */
            return st->unity >= RP_UNITY_REFORM_MIN && wm__republic_reform_avail(st) && !st->reform[s];
        case RP_MK_CADRE: return (f == RP_KPD || f == RP_NSDAP) && wm__republic_cadre_avail(st, f) && !st->cadre[s];
        case RP_MK_CLIQUE: return wm__republic_clique_avail(st) && st->clique[s] < RP_CLIQUE_COUNT;
        case RP_MK_STRIKE: return wm__republic_strike_avail(st) && st->strike[s] == RP_STRIKE_NONE; /* §5.12 */
        default: return 0; /* Assassinations: not yet (doc/rules-republic.md) */
        }
    }
    case RP_OP_REMOVE_MARKER:
        switch (o->arg) {
        case RP_MK_REFORM: return st->reform[s] > 0;
        case RP_MK_CADRE: return st->cadre[s] != 0 && st->cadre[s] == wm__republic_fx_who(st, o->who);
        case RP_MK_CLIQUE: return st->clique[s] > 0;
        case RP_MK_STRIKE: return st->strike[s] == RP_STRIKE_STRIKE;
        case RP_MK_ASSASSINATIONS: return wm__republic_ass_count(st, s, 0) > 0;
        default: return 0;
        }
    default: return 0;
    }
}

/* Performs one placement or removal in s; 1 when it was a Strike that
 * brought the General Strike with a Reform on the map to remove (§1.5). */
static int do_at(rp_state *st, const rp_fx_op *o, int s)
{
    int f = wm__republic_fx_who(st, o->who);
    switch (o->op) {
    case RP_OP_PLACE_CUBES:
        st->cubes[s][f]++;
        st->placed |= SPB(s);
        break;
    case RP_OP_REMOVE_CUBES:
        st->cubes[s][f]--;
        st->removed |= SPB(s);
        break;
    case RP_OP_REPLACE_CUBES:
        st->cubes[s][f]--;
        st->cubes[s][wm__republic_fx_who(st, o->arg)]++;
        st->removed |= SPB(s);
        st->placed |= SPB(s);
        break;
    case RP_OP_PLACE_LEVERAGE: /* which Available box: the seat's choice (§5.1) */
        if (o->arg)
            wm__republic_take_black(st);
        else
            wm__republic_take_yellow(st);
        st->lev[s][o->arg ? 1 : 0]++;
        break;
    case RP_OP_REMOVE_LEVERAGE:
        st->lev[s][o->arg ? 1 : 0]--;
        if (o->arg)
            wm__republic_return_black(st);
        else
            wm__republic_return_yellow(st);
        break;
    case RP_OP_PLACE_MARKER:
        if (o->arg == RP_MK_REFORM) {
            wm__republic_take_reform(st);
            st->reform[s]++;
        } else if (o->arg == RP_MK_CADRE) {
            wm__republic_take_cadre(st, f);
            st->cadre[s] = (uint8_t)f;
        } else if (o->arg == RP_MK_CLIQUE) {
            wm__republic_place_clique(st, s);
        } else if (o->arg == RP_MK_STRIKE) {
            /* as the Place Strike Action (§6.4): the Leverage in the space
             * leaves; the third Strike or Uprising on the map brings the
             * General Strike (§1.5, its marker only if Available, §6.4
             * example), which removes one Reform from the map */
            if (wm__republic_place_strike(st, s) && wm__republic_map_mask(st->reform))
                return 1;
        }
        break;
    case RP_OP_REMOVE_MARKER:
        if (o->arg == RP_MK_REFORM) {
            st->reform[s]--;
            wm__republic_return_reform(st);
        } else if (o->arg == RP_MK_CADRE) {
            st->cadre[s] = 0;
            wm__republic_return_cadre(st, f);
        } else if (o->arg == RP_MK_CLIQUE) {
            wm__republic_remove_clique(st, s);
        } else if (o->arg == RP_MK_STRIKE) {
            st->strike[s] = 0;
            wm__republic_return_strike(st);
        } else if (o->arg == RP_MK_ASSASSINATIONS) {
            wm__republic_remove_ass_in(st, s, 0);
        }
        break;
    default:
        break;
    }
    return 0;
}

static uint32_t options_of(const rp_state *st, const rp_fx_op *o)
{
    uint32_t m = 0;
    for (uint32_t r = o->spaces ? o->spaces & RP_ALL_SPACES : RP_ALL_SPACES; r; r &= r - 1) /* can_at's spaces */
        if (can_at(st, o, __builtin_ctz(r)))
            m |= r & -r;
    return m;
}

static void shift(rp_state *st, const rp_fx_op *o)
{
    int steps = o->dir < 0 ? -o->dir : o->dir, up = o->dir > 0;
    for (int k = 0; k < steps; k++)
        switch (o->arg) {
        case RP_TRK_ECONOMY: wm__republic_econ_shift(st, up ? 1 : -1); break;
        case RP_TRK_PROGRESS: /* §5.7: never above the highest yellow Leverage */
            if (up && st->prog < RP_PR_MAX && bit(st->prog_lev, st->prog + 1))
                st->prog++;
            else if (!up && st->prog > RP_PR_MIN && (!wm__republic_reaction_cap(st) || st->react <= st->prog))
                st->prog--; /* Reaction never more than one box above Progress */
            break;
        case RP_TRK_REACTION:
            if (up && st->react < RP_PR_MAX && bit(st->react_lev, st->react + 1) &&
                (!wm__republic_reaction_cap(st) || st->react + 1 <= st->prog + 1))
                st->react++;
            else if (!up && st->react > RP_PR_MIN)
                st->react--;
            break;
        case RP_TRK_UNITY:
            if (up && st->unity + 1 < RP_UNITY_BOXES)
                st->unity++;
            else if (!up && st->unity > 0)
                st->unity--;
            break;
        case RP_TRK_KPD_STANCE:
        case RP_TRK_NSDAP_STANCE: {
            int i = o->arg == RP_TRK_NSDAP_STANCE;
            if (!wm__republic_stance_used(st))
                break;
            if (up && st->stance[i] + 1 < RP_STANCE_BOXES)
                st->stance[i]++;
            else if (!up && st->stance[i] > 0)
                st->stance[i]--;
            break;
        }
        case RP_TRK_US_DEALS:
        case RP_TRK_USSR_DEALS:
            if (up)
                wm__republic_deals_advance(st, o->arg == RP_TRK_USSR_DEALS);
            break;
        case RP_TRK_ECONOMY_STABLE: /* towards Stable, stopping there */
            if (st->econ != RP_ECON_STABLE)
                wm__republic_econ_shift(st, st->econ < RP_ECON_STABLE ? 1 : -1);
            break;
        case RP_TRK_PV: {
            int f = wm__republic_fx_who(st, o->who), v = st->pv[f] + (up ? 1 : -1);
            st->pv[f] = (int16_t)(v < 0 ? 0 : v > 500 ? 500 : v);
            break;
        }
        default:
            break;
        }
}

/* Each primitive's name and how it describes itself in the game log. */
static void describe(const rp_state *st, const rp_fx_op *o, int s);
static const char *const prim_names[RP_OP_COUNT] = {
    [RP_OP_END] = "end",
    [RP_OP_IF_MOMENTUM] = "if Momentum",
    [RP_OP_IF_HOLDS_SEATS] = "if holds Reichstag Seats",
    [RP_OP_IF_PV_AT_LEAST] = "if PV at least",
    [RP_OP_IF_LINGERING] = "if Lingering",
    [RP_OP_CHOOSE_SPACE] = "choose a space",
    [RP_OP_PLACE_CUBES] = "place Influence",
    [RP_OP_REMOVE_CUBES] = "remove Influence",
    [RP_OP_PLACE_LEVERAGE] = "place Leverage",
    [RP_OP_REMOVE_LEVERAGE] = "remove Leverage",
    [RP_OP_PLACE_MARKER] = "place a marker",
    [RP_OP_REMOVE_MARKER] = "remove a marker",
    [RP_OP_SHIFT] = "shift a track",
    [RP_OP_MOMENTUM] = "gain Momentum",
    [RP_OP_DRAW] = "draw cards",
    [RP_OP_LOSE_PC] = "lose Parliamentary Control",
    [RP_OP_LOSE_ARTICLE48] = "lose Article 48",
    [RP_OP_SEATS_UP] = "Reichstag Seats face-up",
    [RP_OP_ELECTION_CARD] = "Election card",
    [RP_OP_ELECTION] = "Election now",
    [RP_OP_CURRENT_PV] = "current PV",
    [RP_OP_WIN] = "win",
    [RP_OP_ACTION] = "perform an Action",
    [RP_OP_MAY] = "may",
    [RP_OP_EITHER] = "either ... or",
    [RP_OP_SKIP] = "end of the first choice",
    [RP_OP_REPLACE_CUBES] = "replace Influence",
    [RP_OP_DISCARD] = "discard a card",
    [RP_OP_GIVE] = "give a card",
    [RP_OP_TAKE] = "take a card",
    [RP_OP_INSPECT] = "inspect a hand",
    [RP_OP_PLACE_UNIT] = "place a unit",
};
static const char *const track_log_names[RP_TRK_COUNT] = {
    "Economy",    "Progress",   "Reaction",       "Coalition Unity", "KPD Stance",
    "NSDAP Stance", "U.S. Deals", "U.S.S.R. Deals", "PV",              "Economy towards Stable"};
#define RP_IS_IF(op) ((op) == RP_OP_IF_MOMENTUM || (op) == RP_OP_IF_HOLDS_SEATS || (op) == RP_OP_IF_PV_AT_LEAST || \
                      (op) == RP_OP_IF_LINGERING)

/* An Event instruction's log entry of the given kind, begun: the card and
 * the primitive, and the text "#id Name: primitive" (describe,
 * describe_none; the caller ends it). */
static void log_event_head(const rp_state *st, const rp_fx_op *o, const char *kind)
{
    int id = st->st_card;
    const char *name = id >= 1 && id <= RP_NCARDS && CARD(id)->name ? CARD(id)->name : "";
    wm__log_begin(st->active, WM_LOG_PUBLIC, kind);
    wm__log_int("card", id);
    wm__log_str("primitive", prim_names[o->op]);
    wm__log_text("#%d%s%s: %s", id, *name ? " " : "", name, prim_names[o->op]);
}

/* The piece a placement or removal moves, for the log: " (NSDAP Cadre)",
 * " (Coalition by KPD)", " (black)", " (RC)". */
static void log_piece(const rp_state *st, const rp_fx_op *o, int f)
{
    static const char *const marker_names[RP_MK_COUNT] = {"Reform", "Cadre", "Conservative Clique", "Strike",
                                                          "Assassinations"};
    if (o->op == RP_OP_PLACE_MARKER || o->op == RP_OP_REMOVE_MARKER)
        wm__log_text(" (%s%s%s)", o->arg == RP_MK_CADRE ? wm__republic_faction_names[f] : "",
                     o->arg == RP_MK_CADRE ? " " : "", marker_names[o->arg % RP_MK_COUNT]);
    else if (o->op == RP_OP_REPLACE_CUBES)
        wm__log_text(" (%s by %s)", wm__republic_faction_names[f],
                     wm__republic_faction_names[wm__republic_fx_who(st, o->arg)]);
    else if (o->op == RP_OP_PLACE_LEVERAGE || o->op == RP_OP_REMOVE_LEVERAGE)
        wm__log_text(" (%s)", o->arg ? "black" : "yellow");
    else
        wm__log_text(" (%s)", wm__republic_faction_names[f]);
}

static void describe(const rp_state *st, const rp_fx_op *o, int s)
{
    int f = wm__republic_fx_who(st, o->who);
    log_event_head(st, o, "event");
    if (s >= 0) {
        wm__log_int("space", s);
        log_piece(st, o, f);
        wm__log_text(" in %s", wm__republic_spaces[s].name);
    } else if (o->op == RP_OP_ACTION && o->arg < WM_REPUBLIC_NACTIONS) {
        wm__log_str("action", wm__republic_action_names[o->arg]);
        wm__log_text(": the %s performs %s", wm__republic_faction_names[chooser_of(st, o)],
                     wm__republic_action_names[o->arg]);
    } else if (o->op == RP_OP_PLACE_UNIT) {
        wm__log_text(": the %s places 1 Available unit (not an Action)", wm__republic_faction_names[f]);
    } else if (o->op == RP_OP_DRAW) {
        wm__log_text(": the %s draws up to %d", wm__republic_faction_names[f], o->n);
    } else if (o->op == RP_OP_IF_PV_AT_LEAST) {
        wm__log_text(" %d: the %s has %d", o->n, wm__republic_faction_names[f], st->pv[f]);
    } else if (o->op == RP_OP_IF_MOMENTUM || o->op == RP_OP_IF_HOLDS_SEATS) {
        wm__log_text(": %s", wm__republic_faction_names[f]);
    } else if (o->op == RP_OP_IF_LINGERING) {
        wm__log_text(" #%d", o->n);
    } else if (o->op == RP_OP_SHIFT) {
        wm__log_int("dir", o->dir);
        wm__log_text(" %s by %d", track_log_names[o->arg % RP_TRK_COUNT], o->dir);
    } else if (o->op == RP_OP_LOSE_PC && o->arg < RP_NPC) {
        wm__log_text(" %s", wm__republic_pc_names[o->arg]);
    } else if (o->op == RP_OP_MOMENTUM || o->op == RP_OP_WIN) {
        wm__log_text(": %s", wm__republic_faction_names[f]);
    }
    wm__log_end();
}

/* Why no space the card names can take instruction o for faction f now
 * (describe_none): the Limit or the shortage that applies to all of them
 * when one does (§6.0), else what each space lacks. */
static const char *none_reason(const rp_state *st, const rp_fx_op *o, int f)
{
    switch (o->op) {
    case RP_OP_PLACE_CUBES:
        if (f == RP_COALITION && st->econ < RP_ECON_COALITION_PLACE_MIN)
            return "the Coalition may not place Influence while the Economy is in the three left-most boxes (§6.0, §5.5)";
        if (wm__republic_cubes_avail(st, f) <= 0)
            return "no cube of its is Available";
        return "each space the card names is full (its Population), had cubes removed in this Action Step, or holds "
               "an Assassinations marker of its colour (§6.0)";
    case RP_OP_REPLACE_CUBES:
        return "no space the card names has a cube to replace that the Limits allow replacing (§6.0)";
    case RP_OP_REMOVE_CUBES:
        return "no space the card names has a cube of its, or one that had cubes placed in this Action Step (§6.0)";
    case RP_OP_PLACE_LEVERAGE:
        return "no Leverage of that colour is Available";
    case RP_OP_REMOVE_LEVERAGE:
        return "no space the card names has Leverage of that colour";
    case RP_OP_PLACE_MARKER:
        switch (o->arg) {
        case RP_MK_REFORM:
            if (st->unity < RP_UNITY_REFORM_MIN)
                return "the Coalition may not place a Reform when Unity is Fragile (§5.3)";
            if (!wm__republic_reform_avail(st))
                return "no Reform is Available";
            return "each space the card names has a Reform";
        case RP_MK_CADRE:
            if ((f == RP_KPD || f == RP_NSDAP) && !wm__republic_cadre_avail(st, f))
                return "no Cadre of its is Available";
            return "each space the card names has a Cadre (at most one in a space, §6.0)";
        case RP_MK_CLIQUE:
            return !wm__republic_clique_avail(st) ? "no Conservative Clique is Available"
                                                  : "each space the card names has its Cliques";
        case RP_MK_STRIKE:
            return !wm__republic_strike_avail(st) ? "no Strike is Available"
                                                  : "each space the card names has a Strike or an Uprising (at most one, §6.0)";
        default:
            return "no space the card names can take it";
        }
    case RP_OP_REMOVE_MARKER:
        return "no space the card names has one to remove";
    default:
        return "no space the card names can take it";
    }
}

/* An instruction that can do nothing (more) now, logged with the reason
 * why, so that a person reading the log sees why the card did less than
 * its text (done of its `of` were done); f is the faction of its pieces. */
static void describe_skip(const rp_state *st, const rp_fx_op *o, int f, int done, int of, const char *why)
{
    log_event_head(st, o, "no_effect"); /* the kind of an Action's without effect (actions.c) */
    wm__log_int("done", done);
    wm__log_int("of", of);
    log_piece(st, o, f);
    if (done)
        wm__log_text(": %d of %d done; no more: %s", done, of, why);
    else
        wm__log_text(": nothing happens: %s", why);
    wm__log_end();
}

/* A placement or removal the card asks for that no space it names can
 * take now (§6.0: the Limits hold; no Available piece, or no piece to
 * remove). */
static void describe_none(const rp_state *st, const rp_fx_op *o, int done)
{
    int f = wm__republic_fx_who(st, o->who);
    describe_skip(st, o, f, done, o->n, none_reason(st, o, f));
}

/* The value of the track a shift moves (for the log). */
static int track_value(const rp_state *st, const rp_fx_op *o)
{
    switch (o->arg) {
    case RP_TRK_ECONOMY:
    case RP_TRK_ECONOMY_STABLE: return st->econ;
    case RP_TRK_PROGRESS: return st->prog;
    case RP_TRK_REACTION: return st->react;
    case RP_TRK_UNITY: return st->unity;
    case RP_TRK_KPD_STANCE: return st->stance[0];
    case RP_TRK_NSDAP_STANCE: return st->stance[1];
    case RP_TRK_US_DEALS: return st->us;
    case RP_TRK_USSR_DEALS: return st->ussr;
    case RP_TRK_PV: return st->pv[wm__republic_fx_who(st, o->who)];
    default: return 0;
    }
}

static const char *track_box_name(int trk, int v)
{
    static const char *const num[] = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
    switch (trk) {
    case RP_TRK_ECONOMY:
    case RP_TRK_ECONOMY_STABLE: return v >= 0 && v < RP_ECON_BOXES ? wm__republic_econ_names[v] : "?";
    case RP_TRK_UNITY: return v >= 0 && v < RP_UNITY_BOXES ? wm__republic_unity_names[v] : "?";
    case RP_TRK_KPD_STANCE:
    case RP_TRK_NSDAP_STANCE: return v >= 0 && v < RP_STANCE_BOXES ? wm__republic_stance_names[v] : "?";
    default: return v >= 0 && v < 10 ? num[v] : "";
    }
}

/* "#93 Dawes Plan: shift a track U.S. Deals by 2: 1 -> 3" */
static void describe_shift(const rp_state *st, const rp_fx_op *o, int before)
{
    int after = track_value(st, o), id = st->st_card, trk = o->arg % RP_TRK_COUNT;
    const char *name = id >= 1 && id <= RP_NCARDS && CARD(id)->name ? CARD(id)->name : "";
    wm__log_begin(st->active, WM_LOG_PUBLIC, "event");
    wm__log_int("card", id);
    wm__log_str("primitive", prim_names[RP_OP_SHIFT]);
    wm__log_str("track", track_log_names[trk]);
    wm__log_int("dir", o->dir);
    wm__log_int("from", before);
    wm__log_int("to", after);
    wm__log_text("#%d%s%s: %s %s by %d: ", id, *name ? " " : "", name, prim_names[RP_OP_SHIFT], track_log_names[trk],
                 o->dir);
    if (trk == RP_TRK_PV)
        wm__log_text("%d -> %d", before, after);
    else
        wm__log_text("%s -> %s", track_box_name(trk, before), track_box_name(trk, after));
    if (before == after)
        wm__log_text(" (no effect)");
    wm__log_end();
}

/* §1.5: the General Strike an Event's Strike brought removes one Reform
 * from the map; the active faction chooses which (§6.1). */
static int ask_gs_reform(rp_state *st, int i)
{
    uint32_t m = wm__republic_map_mask(st->reform);
    st->a_k = 1;
    STAGE(st) = (uint8_t)(RP_STAGE_EVENT_OPS + 2 * i + 1); /* OP_RESUME(i) */
    wm__republic_ask(st, D_SPACE, st->active, m, 0);
    return 0;
}

/* ------------------------------------------------------------------ */
/* §6.1 the Event procedure                                             */
/* ------------------------------------------------------------------ */

/* Stages: E_START, E_A48 (the Coalition's Article 48 question), then the
 * program.  (Numbered so that a 1.1.0 save waiting in #120's space
 * question, stage 3, or under #117's Snap Election, stage 4, replays to the
 * same stage.) */
enum { E_START = 0, E_A48, E_OPS };
_Static_assert(E_OPS == RP_STAGE_EVENT_OPS, "republic.h RP_STAGE_EVENT_OPS");
_Static_assert(E_A48 == RP_STAGE_EVENT_A48, "republic.h RP_STAGE_EVENT_A48");
#define OP_STAGE(i) ((uint8_t)(E_OPS + 2 * (i)))
#define OP_RESUME(i) ((uint8_t)(E_OPS + 2 * (i) + 1))

/* The card's final place (§6.1): the Lingering box or the discard pile. */
static void place_card(rp_state *st, int id)
{
    const rp_card_info *c = CARD(id);
    if ((c->flags & RP_CF_LINGERING) && c->kind == RP_CARD_EVENT)
        card_add(st->linger, id);
    else
        card_add(st->discard, id);
}

/* Index of the instruction after the run of RP_FXF_CHOSEN ones from i. */
static int skip_chosen(const rp_fx_op *p, int i)
{
    while (p[i].op != RP_OP_END && (p[i].flags & RP_FXF_CHOSEN))
        i++;
    return i;
}

static int prog_len(const rp_fx_op *p)
{
    int n = 0;
    while (p && p[n].op != RP_OP_END)
        n++;
    return n;
}

/* §6.1 "Requires" and "Cancels", then the program from its start; 0 when
 * the Event is not resolved (its card discarded). */
static int begin(rp_state *st, const rp_card_info *c, int id)
{
    /* Requires (ignored in the Tutorial): "the Event is not resolved (nor
     * will it become a Lingering Event) ... Simply discard the card." */
    if ((c->flags & RP_CF_REQUIRES) && c->requires && !card_has(st->linger, c->requires) &&
        !(st->rules & RP_SR_IGNORE_REQUIRES)) {
        card_add(st->discard, id);
        if (wm__logging()) {
            const rp_card_info *r = CARD(c->requires);
            wm__log_begin(st->active, WM_LOG_PUBLIC, "event");
            wm__log_int("card", id);
            wm__log_int("requires", c->requires);
            wm__log_text("#%d%s%s is not resolved (§6.1): it requires #%d%s%s, which is not in play; the card is "
                         "discarded",
                         id, c->name ? " " : "", c->name ? c->name : "", c->requires, r->name ? " " : "",
                         r->name ? r->name : "");
            wm__log_end();
        }
        return 0;
    }
    /* Cancels: "check to see if the specified canceled card has already
     * been played as a Lingering Event. If so, discard the canceled card." */
    if ((c->flags & RP_CF_CANCELS) && c->cancels && card_has(st->linger, c->cancels)) {
        card_del(st->linger, c->cancels);
        card_add(st->discard, c->cancels);
        if (wm__logging()) {
            const rp_card_info *x = CARD(c->cancels);
            wm__log_begin(st->active, WM_LOG_PUBLIC, "event");
            wm__log_int("card", id);
            wm__log_int("cancels", c->cancels);
            wm__log_text("#%d%s%s cancels #%d%s%s (§6.1): it leaves the Lingering Events for the discard pile", id,
                         c->name ? " " : "", c->name ? c->name : "", c->cancels, x->name ? " " : "",
                         x->name ? x->name : "");
            wm__log_end();
        }
    }
    st->a_mask = 0;
    st->a_n = 0;
    STAGE(st) = OP_STAGE(0);
    return 1;
}

void wm__republic_a48_cancel(rp_state *st, int id)
{
    const rp_card_info *c = CARD(id);
    /* "Cancel all effects of the played Event's text, including any
     * Cancels or Lingering Event instructions; discard the Event card." */
    st->a48_up = 0;
    card_add(st->discard, id);
    if (wm__logging()) {
        wm__log_begin(RP_COALITION, WM_LOG_PUBLIC, "event");
        wm__log_int("card", id);
        wm__log_str("primitive", "Article 48");
        wm__log_text("the Coalition plays Article 48: #%d%s%s is cancelled and discarded; the Coalition "
                     "becomes the Momentum faction",
                     id, c->name ? " " : "", c->name ? c->name : "");
        wm__log_end();
    }
    st->momentum = RP_COALITION;
    wm__republic_clean_slate(st, RP_ALL_SPACES);
}

int wm__republic_run_event(rp_state *st)
{
    int id = st->st_card;
    const rp_card_info *c = CARD(id);
    const rp_fx_op *p = c->fx;
    for (;;) {
        int stage = STAGE(st);
        if (stage == E_START) {
            card_del(st->hand[st->active], id); /* the play itself is logged by the Action Step (events.c) */
            /* §6.0 Article 48: before any instruction of a played Event */
            if (wm__republic_a48_playable(st) && c->kind != RP_CARD_ELECTION && !(c->flags & RP_CF_MANDATORY)) {
                STAGE(st) = E_A48;
                wm__republic_ask(st, D_YESNO, RP_COALITION, 0, 0);
                return 0;
            }
            if (!begin(st, c, id))
                return 1;
            continue;
        }
        if (stage == E_A48) {
            if (st->choice == WM_REPUBLIC_YES) {
                wm__republic_a48_cancel(st, id);
                return 1;
            }
            if (!begin(st, c, id))
                return 1;
            continue;
        }
        if (!wm__republic_fx_run(st, p))
            return 0;
        place_card(st, id);
        return 1;
    }
}

/* One instruction of a program being run (wm__republic_fx_run): the
 * program p, the instruction o = p[i], whether the stage is its resume
 * stage, the space an RP_OP_CHOOSE_SPACE picked (-1: none), and the
 * instruction that runs next (an instruction may change it). */
typedef struct fx_run {
    const rp_fx_op *p, *o;
    int i, len, resume, chosen, next;
} fx_run;

/* What an instruction's procedure returns: it asked a question or started
 * a procedure (FX_WAIT); it is done and the program goes on at run->next
 * (FX_NEXT); it set its own stage and runs on at once (FX_RERUN). */
enum { FX_WAIT = 0, FX_NEXT, FX_RERUN };

/* §6.1 conditions: the rest of the program applies only if true. */
static int fx_if(rp_state *st, fx_run *run)
{
    const rp_fx_op *o = run->o;
    int f = wm__republic_fx_who(st, o->who), ok;
    if (o->op == RP_OP_IF_MOMENTUM)
        ok = st->momentum == f;
    else if (o->op == RP_OP_IF_HOLDS_SEATS)
        ok = st->rs_holder == f;
    else if (o->op == RP_OP_IF_PV_AT_LEAST)
        ok = st->pv[f] >= o->n;
    else
        ok = o->n >= 1 && o->n <= RP_NCARDS && card_has(st->linger, o->n);
    if (!ok)
        run->next = run->len; /* the rest does not apply */
    if (wm__logging()) {
        describe(st, o, -1);
        wm__log_begin(st->active, WM_LOG_PUBLIC, "event");
        wm__log_int("card", st->st_card);
        wm__log_str("primitive", ok ? "condition holds" : "condition fails");
        wm__log_text("#%d: %s", st->st_card, ok ? "the condition holds" : "the condition fails: the rest does not apply");
        wm__log_end();
    }
    return FX_NEXT;
}

/* "in any 1 of these spaces": a space where a following RP_FXF_CHOSEN
 * instruction can act. */
static int fx_choose_space(rp_state *st, fx_run *run)
{
    const rp_fx_op *o = run->o, *p = run->p;
    if (run->resume) {
        st->a_mask = SPB(rp_arg(st, WM_REPUBLIC_SPACE, NSP));
        return FX_NEXT;
    }
    uint32_t m = 0;
    for (int s = 0; s < NSP; s++) {
        if (o->spaces && !bit(o->spaces, s))
            continue;
        for (int k = run->i + 1; p[k].op != RP_OP_END && (p[k].flags & RP_FXF_CHOSEN); k++)
            if (can_at(st, &p[k], s))
                m |= SPB(s);
    }
    st->a_mask = 0;
    if (!m)
        return FX_NEXT;
    STAGE(st) = OP_RESUME(run->i);
    wm__republic_ask(st, D_SPACE, chooser_of(st, o), m, 0);
    return FX_WAIT;
}

/* §1.5: the Reform the General Strike removes (the answer to
 * ask_gs_reform). */
static void gs_reform_got(rp_state *st)
{
    int s = rp_arg(st, WM_REPUBLIC_SPACE, NSP);
    st->a_k = 0;
    if (st->reform[s]) {
        st->reform[s]--;
        wm__republic_return_reform(st);
    }
    if (wm__logging()) {
        wm__log_begin(st->active, WM_LOG_PUBLIC, "event");
        wm__log_int("card", st->st_card);
        wm__log_str("primitive", "General Strike removes a Reform");
        wm__log_int("space", s);
        wm__log_text("the General Strike removes a Coalition Reform from %s", wm__republic_spaces[s].name);
        wm__log_end();
    }
}

/* Pieces on the map (§6.0 Limits hold): n of them in the chosen space, or
 * one space at a time (the chooser's, "up to" when the card says so). */
static int fx_pieces(rp_state *st, fx_run *run)
{
    const rp_fx_op *o = run->o;
    int i = run->i, resume = run->resume, chosen = run->chosen;
    if (o->flags & RP_FXF_CHOSEN) { /* "in any 1 of these spaces (up to Population)" */
        for (int k = 0; k < o->n && can_at(st, o, chosen); k++) {
            int gs = do_at(st, o, chosen);
            if (wm__logging())
                describe(st, o, chosen);
            if (gs) /* §1.5: the General Strike's Reform */
                return ask_gs_reform(st, i);
        }
        return FX_NEXT;
    }
    if (resume && st->a_k) { /* §1.5: the Reform the General Strike removes */
        gs_reform_got(st);
    } else if (!resume) {
        st->a_n = o->n;
    } else if (st->choice == WM_REPUBLIC_DONE) {
        st->a_n = 0;
        return FX_NEXT;
    } else {
        int s = rp_arg(st, WM_REPUBLIC_SPACE, NSP);
        int gs = do_at(st, o, s);
        if (wm__logging())
            describe(st, o, s);
        st->a_n--;
        if (gs)
            return ask_gs_reform(st, i);
    }
    if (st->a_n) {
        uint32_t m = options_of(st, o);
        if (m) {
            STAGE(st) = OP_RESUME(i);
            wm__republic_ask(st, D_SPACE, chooser_of(st, o), m, (o->flags & RP_FXF_UPTO) != 0);
            return FX_WAIT;
        }
        if (wm__logging())
            describe_none(st, o, o->n - st->a_n);
    }
    st->a_n = 0;
    return FX_NEXT;
}

static int fx_shift(rp_state *st, fx_run *run)
{
    int before = track_value(st, run->o);
    shift(st, run->o);
    if (wm__logging())
        describe_shift(st, run->o, before);
    return FX_NEXT;
}

static int fx_momentum(rp_state *st, fx_run *run)
{
    st->momentum = (uint8_t)wm__republic_fx_who(st, run->o->who);
    return FX_NEXT;
}

/* who draws n Event cards, one at a time (chance). */
static int fx_draw(rp_state *st, fx_run *run)
{
    const rp_fx_op *o = run->o;
    if (!run->resume) {
        st->a_n = o->n;
    } else {
        int d = rp_arg(st, WM_REPUBLIC_DRAW, RP_NCARDS) + 1;
        card_del(st->deck, d);
        card_add(st->hand[wm__republic_fx_who(st, o->who)], d);
        st->a_n--;
    }
    if (st->a_n && !card_empty(st->deck)) {
        STAGE(st) = OP_RESUME(run->i);
        return wm__republic_ask_draw(st) ? FX_WAIT : FX_RERUN; /* internal dice: choice holds the card */
    }
    st->a_n = 0;
    return FX_NEXT;
}

static int fx_lose_pc(rp_state *st, fx_run *run)
{
    int u = run->o->arg;
    if (u < RP_NPC) {
        st->pc_holder[u] = RP_NOBODY;
        st->pc_up = (uint8_t)(st->pc_up & ~(1u << u));
    }
    return FX_NEXT;
}

static int fx_lose_article48(rp_state *st, fx_run *run)
{
    (void)run;
    st->a48_up = 0;
    return FX_NEXT;
}

static int fx_seats_up(rp_state *st, fx_run *run)
{
    (void)run;
    if (st->rs_holder < NF)
        st->rs_up = 1;
    return FX_NEXT;
}

static int fx_election_card(rp_state *st, fx_run *run)
{
    (void)run;
    st->round_flags |= RF_ELECTION;
    return FX_NEXT;
}

/* §7.4 Special, §7.5 Snap Election: at once, above this procedure. */
static int fx_election(rp_state *st, fx_run *run)
{
    STAGE(st) = OP_STAGE(run->next);
    if (wm__logging())
        describe(st, run->o, -1);
    wm__republic_start_election(st, run->o->arg == RP_FX_EL_SPECIAL ? EL_SPECIAL : EL_SNAP);
    return FX_WAIT;
}

/* §7.6 Calculate Current Political Value. */
static int fx_current_pv(rp_state *st, fx_run *run)
{
    wm__republic_record_current_pv(st, run->o->n & 0xFu);
    return FX_NEXT;
}

/* §3.3 Event Card Victory. */
static int fx_win(rp_state *st, fx_run *run)
{
    if (wm__logging())
        describe(st, run->o, -1);
    wm__republic_finish(st, wm__republic_fx_who(st, run->o->who), RP_VICTORY_EVENT);
    return FX_WAIT;
}

/* The Event's own Action, performed like any other (§6.0 Limits; a
 * Lingering Event may ban it). */
static int fx_action(rp_state *st, fx_run *run)
{
    const rp_fx_op *o = run->o;
    int f = chooser_of(st, o); /* "by": the faction the card names, else the active one */
    if (o->arg >= WM_REPUBLIC_NACTIONS)
        return FX_NEXT;
    if (wm__republic_action_banned(st, f, o->arg)) { /* §6.0: a Lingering Event blocks it */
        if (wm__logging()) {
            wm__log_begin(st->active, WM_LOG_PUBLIC, "event");
            wm__log_int("card", st->st_card);
            wm__log_str("primitive", "Action banned");
            wm__log_text("#%d: the %s may not perform %s Actions (a Lingering Event)", st->st_card,
                         wm__republic_faction_names[f], wm__republic_action_names[o->arg]);
            wm__log_end();
        }
        return FX_NEXT;
    }
    STAGE(st) = OP_STAGE(run->next);
    if (wm__logging())
        describe(st, o, -1);
    wm__republic_push_action(st, o->arg, f, o->spaces ? o->spaces : RP_ALL_SPACES);
    return FX_WAIT;
}

/* Whether instruction k of p could act now (a "may" or "either" asks only
 * about what can be done): a piece instruction where it has a space, a
 * space choice where a following "chosen" instruction can act, an Action
 * no Lingering Event bans; a choice, a track or a card instruction always
 * (their own limits make them do nothing at worst). */
static uint32_t card_source(const rp_state *st, const rp_fx_op *o, int *random, int *other);
static int fx_can_act(const rp_state *st, const fx_run *run, int k)
{
    const rp_fx_op *p = run->p;
    if (k >= run->len)
        return 0;
    const rp_fx_op *o = &p[k];
    switch (o->op) {
    case RP_OP_PLACE_CUBES:
    case RP_OP_REMOVE_CUBES:
    case RP_OP_REPLACE_CUBES:
    case RP_OP_PLACE_LEVERAGE:
    case RP_OP_REMOVE_LEVERAGE:
    case RP_OP_PLACE_MARKER:
    case RP_OP_REMOVE_MARKER:
        if (o->flags & RP_FXF_CHOSEN)
            return run->chosen >= 0 && can_at(st, o, run->chosen);
        return options_of(st, o) != 0;
    case RP_OP_CHOOSE_SPACE:
        for (int s = 0; s < NSP; s++)
            if (!o->spaces || bit(o->spaces, s))
                for (int j = k + 1; p[j].op != RP_OP_END && (p[j].flags & RP_FXF_CHOSEN); j++)
                    if (can_at(st, &p[j], s))
                        return 1;
        return 0;
    case RP_OP_ACTION: return o->arg < WM_REPUBLIC_NACTIONS && !wm__republic_action_banned(st, chooser_of(st, o), o->arg);
    case RP_OP_DISCARD:
    case RP_OP_GIVE:
    case RP_OP_TAKE: { /* a card to move, to or from another faction */
        int random, other;
        uint64_t set[CW];
        wm__republic_card_zone(st, card_source(st, o, &random, &other), set);
        return !card_empty(set) && other != wm__republic_fx_who(st, o->who);
    }
    case RP_OP_PLACE_UNIT:
        if (o->flags & RP_FXF_CHOSEN)
            return run->chosen >= 0 && wm__republic_unit_avail(st, wm__republic_fx_who(st, o->who));
        return wm__republic_unit_avail(st, wm__republic_fx_who(st, o->who));
    default: return 1;
    }
}

static int clamp_next(const fx_run *run, int k) { return k > run->len ? run->len : k; }

/* The instructions a "may" governs (n, at least 1), an "either"'s first
 * branch (n, with its closing skip). */
static int choice_span(const rp_fx_op *o) { return o->n ? o->n : 1; }

static void log_choice(const rp_state *st, const rp_fx_op *o, int f, int yes, int asked)
{
    if (!wm__logging())
        return;
    wm__log_begin(st->active, WM_LOG_PUBLIC, "event");
    wm__log_int("card", st->st_card);
    wm__log_str("primitive", prim_names[o->op]);
    wm__log_int("chooser", f);
    wm__log_int("yes", yes);
    wm__log_int("asked", asked);
    if (o->op == RP_OP_MAY)
        wm__log_text("#%d: the %s %s", st->st_card, wm__republic_faction_names[f],
                     !asked ? "may not: it could do nothing now" : yes ? "does what it may" : "declines what it may");
    else
        wm__log_text("#%d: the %s %s the %s choice", st->st_card, wm__republic_faction_names[f],
                     asked ? "chooses" : "must take", yes ? "first" : "second");
    wm__log_end();
}

/* §6.1 "Where Events specify that an activity "may" be performed, the
 * faction performing that activity determines the extent to which it is
 * performed (including not at all)": RP_OP_MAY asks yes (perform the next
 * n instructions) or no (skip them); RP_OP_EITHER asks yes (the first
 * branch) or no (the second).  The answer only moves the program counter:
 * the frame's stage is the whole of the choice's state (issue 32 item 1).
 * An "either" one of whose branches cannot act takes the other (the Event's
 * instructions "must be performed", §6.1); a "may" whose instruction cannot
 * act is not asked. */
static int fx_choice(rp_state *st, fx_run *run)
{
    const rp_fx_op *o = run->o;
    int i = run->i, span = choice_span(o), f = chooser_of(st, o);
    int first = i + 1, second = i + 1 + span;
    if (run->resume) {
        int yes = st->choice == WM_REPUBLIC_YES;
        run->next = clamp_next(run, yes ? first : second);
        log_choice(st, o, f, yes, 1);
        return FX_NEXT;
    }
    int a = fx_can_act(st, run, first);
    int b = o->op == RP_OP_EITHER ? fx_can_act(st, run, second) : 0;
    if (o->op == RP_OP_MAY ? !a : !(a && b)) {
        run->next = clamp_next(run, a ? first : second); /* "may": skipped; "either": the branch that can */
        if (o->op == RP_OP_EITHER && !a && !b)
            run->next = clamp_next(run, second + (run->p[second - 1].op == RP_OP_SKIP ? run->p[second - 1].n : 0));
        log_choice(st, o, f, a, 0);
        return FX_NEXT;
    }
    STAGE(st) = OP_RESUME(i);
    wm__republic_ask(st, D_YESNO, f, 0, 0);
    return FX_WAIT;
}

/* The end of an "either"'s first branch: over the second. */
static int fx_skip(rp_state *st, fx_run *run)
{
    (void)st;
    run->next = clamp_next(run, run->i + 1 + run->o->n);
    return FX_NEXT;
}

/* ------------------------------------------------------------------ */
/* Cards between hands, the deck and the discard pile; units (issue 33)  */
/* ------------------------------------------------------------------ */

/* The cards of a zone (RP_CZ): a faction's hand, the part of it it may
 * discard (§6.0 "If an Event allows a card to be discarded, Election and
 * Mandatory cards may never be discarded"), the face-up discard pile
 * (§6.1; the Event being played is in no set while its program runs). */
void wm__republic_card_zone(const rp_state *st, uint32_t mask, uint64_t out[CW])
{
    int f = (int)(mask & 3u), z = (int)((mask >> 4) & 3u);
    for (int w = 0; w < CW; w++)
        out[w] = z == RP_CZ_PILE ? st->discard[w] : st->hand[f][w];
    if (z == RP_CZ_DISCARDABLE)
        for (int id = 1; id <= RP_NCARDS; id++)
            if (card_has(out, id) && (CARD(id)->kind == RP_CARD_ELECTION || (CARD(id)->flags & RP_CF_MANDATORY)))
                card_del(out, id);
}

/* A card at random of the zone: the chance question (external dice), or
 * the internal dice's pick left in choice (0). */
static int ask_card_chance(rp_state *st, uint32_t zone)
{
    uint64_t set[CW];
    wm__republic_card_zone(st, zone, set);
    if (st->flags & WM_OPT_EXTERNAL_DICE) {
        wm__republic_ask(st, D_CARDDRAW, 0, zone, 0);
        return 1;
    }
    uint32_t k = wm__rng_below(&st->rng, (uint32_t)card_count(set));
    for (int id = 1; id <= RP_NCARDS; id++)
        if (card_has(set, id) && k-- == 0) {
            st->choice = (uint16_t)(WM_REPUBLIC_DRAW + id - 1);
            break;
        }
    return 0;
}

static const char *card_title(const rp_state *st, int id)
{
    return id >= 1 && id <= RP_NCARDS && CARD(id)->name ? CARD(id)->name : "";
}

/* The log of one card moved: public what the table sees (a discard and a
 * card taken from the face-up pile name the card; a card given or taken
 * from a hand is named only to the two factions, §8.1 hands are hidden). */
static void log_card(const rp_state *st, const rp_fx_op *o, int f, int other, int id, int secret)
{
    static const char *const verbs[] = {"discards", "gives", "takes"};
    const char *verb = verbs[o->op == RP_OP_DISCARD ? 0 : o->op == RP_OP_GIVE ? 1 : 2];
    char where[64];
    if (o->op == RP_OP_GIVE)
        snprintf(where, sizeof where, " to the %s", wm__republic_faction_names[other]);
    else if (o->op == RP_OP_TAKE && secret)
        snprintf(where, sizeof where, " at random from the %s's hand", wm__republic_faction_names[other]);
    else if (o->op == RP_OP_TAKE)
        snprintf(where, sizeof where, " from the discard pile");
    else
        where[0] = '\0';
    for (int pass = 0; pass < 1 + secret; pass++) {
        uint32_t viewers = !secret ? WM_LOG_PUBLIC
                           : pass ? WM_LOG_ONLY(f) | WM_LOG_ONLY(other)
                                  : WM_LOG_PUBLIC & ~(WM_LOG_ONLY(f) | WM_LOG_ONLY(other));
        wm__log_begin(st->active, viewers, "event");
        wm__log_int("card", st->st_card);
        wm__log_str("primitive", prim_names[o->op]);
        wm__log_int("faction", f);
        if (!secret || pass)
            wm__log_int("moved", id);
        if (!secret || pass)
            wm__log_text("#%d: the %s %s #%d%s%s%s", st->st_card, wm__republic_faction_names[f], verb, id,
                         *card_title(st, id) ? " " : "", card_title(st, id), where);
        else
            wm__log_text("#%d: the %s %s a card%s", st->st_card, wm__republic_faction_names[f], verb, where);
        wm__log_end();
    }
}

/* The instruction's chooser of a card: `by`, else the faction it names. */
static int card_chooser(const rp_state *st, const rp_fx_op *o)
{
    return o->by && o->by <= NF ? o->by - 1 : wm__republic_fx_who(st, o->who);
}

/* The zone an instruction takes its cards from, whether they are picked at
 * random (a hidden hand taken from; a Non-player chooser: §8.1 "take the
 * top card off the stack", "When in Doubt, Randomize"), and the faction
 * on the other side (the receiver, the hand taken from; -1 none). */
static uint32_t card_source(const rp_state *st, const rp_fx_op *o, int *random, int *other)
{
    int f = wm__republic_fx_who(st, o->who), np = rp_is_np(st, card_chooser(st, o));
    *other = -1;
    *random = np;
    if (o->op == RP_OP_DISCARD)
        return RP_CZ(RP_CZ_DISCARDABLE, f);
    if (o->op == RP_OP_GIVE) {
        *other = wm__republic_fx_who(st, o->arg);
        return RP_CZ(RP_CZ_HAND, f);
    }
    if (o->arg == RP_FX_PILE)
        return RP_CZ(RP_CZ_PILE, 0);
    *other = wm__republic_fx_who(st, o->arg);
    *random = 1;
    return RP_CZ(RP_CZ_HAND, *other);
}

/* Why a card instruction finds no card to move (describe_skip). */
static const char *cards_none_reason(const rp_fx_op *o)
{
    if (o->op == RP_OP_DISCARD)
        return "no card in its hand may be discarded (never an Election or Mandatory card, §6.0)";
    if (o->op == RP_OP_GIVE)
        return "it holds no card to give";
    return o->arg == RP_FX_PILE ? "the discard pile holds no card" : "the faction it takes from holds no card";
}

/* RP_OP_DISCARD, RP_OP_GIVE, RP_OP_TAKE: n cards, one at a time (a_n the
 * count left), the chooser's pick (D_CARD, "up to": done) or one at random
 * (D_CARDDRAW).  A Non-player asked "up to" declines: moving cards is on
 * no §8.6 Section 1 list. */
static int fx_cards(rp_state *st, fx_run *run)
{
    const rp_fx_op *o = run->o;
    int f = wm__republic_fx_who(st, o->who), random, other, want = o->n ? o->n : 1;
    uint32_t zone = card_source(st, o, &random, &other);
    if (run->resume) {
        if (st->choice == WM_REPUBLIC_DONE) {
            st->a_n = 0;
            return FX_NEXT;
        }
        int id = (int)(st->choice >= WM_REPUBLIC_DRAW ? st->choice - WM_REPUBLIC_DRAW : st->choice - WM_REPUBLIC_DISCARD) + 1;
        uint64_t set[CW];
        wm__republic_card_zone(st, zone, set);
        if (id >= 1 && id <= RP_NCARDS && card_has(set, id)) {
            if (o->op == RP_OP_DISCARD) {
                card_del(st->hand[f], id);
                card_add(st->discard, id);
            } else if (o->op == RP_OP_GIVE) {
                card_del(st->hand[f], id);
                card_add(st->hand[other], id); /* an NP's stack: shuffled in (§8.1), a set */
            } else {
                if (o->arg == RP_FX_PILE)
                    card_del(st->discard, id);
                else
                    card_del(st->hand[other], id);
                card_add(st->hand[f], id);
            }
            if (wm__logging())
                log_card(st, o, f, other, id, o->op != RP_OP_DISCARD && !(o->op == RP_OP_TAKE && o->arg == RP_FX_PILE));
        }
        st->a_n--;
    } else {
        st->a_n = (uint8_t)want;
        if (other == f || (o->flags & RP_FXF_UPTO && rp_is_np(st, card_chooser(st, o)))) {
            st->a_n = 0; /* to or from itself: nothing moves; an NP's "up to": declined */
            if (wm__logging())
                describe_skip(st, o, f, 0, want,
                              other == f ? "the faction it names is the faction itself" :
                                           "a Non-player declines an \"up to\" that moves cards (on no §8.6 Section 1 list)");
        }
    }
    if (st->a_n) {
        uint64_t set[CW];
        wm__republic_card_zone(st, zone, set);
        if (!card_empty(set)) {
            STAGE(st) = OP_RESUME(run->i);
            if (random)
                return ask_card_chance(st, zone) ? FX_WAIT : FX_RERUN;
            wm__republic_ask(st, D_CARD, card_chooser(st, o), zone, (o->flags & RP_FXF_UPTO) != 0);
            return FX_WAIT;
        }
        if (wm__logging()) /* no card left to move (§6.0: never an Election or Mandatory card discarded) */
            describe_skip(st, o, f, want - st->a_n, want, cards_none_reason(o));
    }
    st->a_n = 0;
    return FX_NEXT;
}

/* RP_OP_INSPECT: who looks at a hand; what it sees is logged to it alone.
 * A Non-player ignores it (§8.1). */
static int fx_inspect(rp_state *st, fx_run *run)
{
    const rp_fx_op *o = run->o;
    int f = wm__republic_fx_who(st, o->who), t;
    if (rp_is_np(st, f)) {
        if (wm__logging()) {
            wm__log_begin(st->active, WM_LOG_PUBLIC, "event");
            wm__log_int("card", st->st_card);
            wm__log_str("primitive", "inspect ignored");
            wm__log_text("#%d: the Non-player %s ignores an instruction to inspect a hand (§8.1)", st->st_card,
                         wm__republic_faction_names[f]);
            wm__log_end();
        }
        return FX_NEXT;
    }
    if (o->arg == RP_FX_ANY) {
        if (!run->resume) {
            STAGE(st) = OP_RESUME(run->i);
            wm__republic_ask(st, D_FACTION, card_chooser(st, o), 0xFu & ~(1u << f), 0);
            return FX_WAIT;
        }
        t = rp_arg(st, WM_REPUBLIC_FACTION, NF);
    } else {
        t = wm__republic_fx_who(st, o->arg);
    }
    if (t == f || !wm__logging())
        return FX_NEXT;
    wm__log_begin(st->active, WM_LOG_PUBLIC, "event");
    wm__log_int("card", st->st_card);
    wm__log_str("primitive", prim_names[o->op]);
    wm__log_int("faction", f);
    wm__log_int("target", t);
    wm__log_text("#%d: the %s inspects the %s's hand (%d cards)", st->st_card, wm__republic_faction_names[f],
                 wm__republic_faction_names[t], card_count(st->hand[t]));
    wm__log_end();
    wm__log_begin(st->active, WM_LOG_ONLY(f), "event");
    wm__log_int("card", st->st_card);
    wm__log_str("primitive", "inspected");
    wm__log_int("target", t);
    wm__log_text("#%d: the %s's hand:", st->st_card, wm__republic_faction_names[t]);
    int any = 0;
    for (int id = 1; id <= RP_NCARDS; id++)
        if (card_has(st->hand[t], id)) {
            wm__log_text("%s #%d%s%s", any ? "," : "", id, *card_title(st, id) ? " " : "", card_title(st, id));
            any = 1;
        }
    if (!any)
        wm__log_text(" no cards");
    wm__log_end();
    return FX_NEXT;
}

/* RP_OP_PLACE_UNIT: one Available unit of who's placed outside an Action
 * (§1.4), by the Place Unit procedure with its Presence requirement lifted
 * (a_t 1, actions.c), so that the kind, the space, the holding box and
 * §6.0 Sworn Enemies' free Assault are the Action's own. */
static int fx_place_unit(rp_state *st, fx_run *run)
{
    const rp_fx_op *o = run->o;
    int f = wm__republic_fx_who(st, o->who);
    uint32_t lim = o->spaces ? o->spaces & RP_ALL_SPACES : RP_ALL_SPACES;
    if (o->flags & RP_FXF_CHOSEN)
        lim = run->chosen >= 0 ? SPB(run->chosen) : 0;
    if (!lim) /* no space on the map (a pack's table is validated: not reached) */
        return FX_NEXT;
    if (!wm__republic_unit_avail(st, f)) { /* §5.1 "If none are Available, skip that instruction" */
        if (wm__logging())
            describe_skip(st, o, f, 0, 1, "no unit of its is Available");
        return FX_NEXT;
    }
    STAGE(st) = OP_STAGE(run->next);
    if (wm__logging())
        describe(st, o, -1);
    wm__republic_push_action(st, WM_REPUBLIC_A_PLACE_UNIT, f, lim);
    st->a_t = 1; /* outside an Action: no Presence needed */
    return FX_WAIT;
}

/* One procedure per instruction of the effect vocabulary, by enum
 * rp_fx_opcode (RP_OP_END has none: it ends the program). */
typedef int (*rp_fx_fn)(rp_state *st, fx_run *run);
static const rp_fx_fn fx_of[RP_OP_COUNT] = {
    [RP_OP_IF_MOMENTUM] = fx_if,
    [RP_OP_IF_HOLDS_SEATS] = fx_if,
    [RP_OP_IF_PV_AT_LEAST] = fx_if,
    [RP_OP_IF_LINGERING] = fx_if,
    [RP_OP_CHOOSE_SPACE] = fx_choose_space,
    [RP_OP_PLACE_CUBES] = fx_pieces,
    [RP_OP_REMOVE_CUBES] = fx_pieces,
    [RP_OP_PLACE_LEVERAGE] = fx_pieces,
    [RP_OP_REMOVE_LEVERAGE] = fx_pieces,
    [RP_OP_PLACE_MARKER] = fx_pieces,
    [RP_OP_REMOVE_MARKER] = fx_pieces,
    [RP_OP_SHIFT] = fx_shift,
    [RP_OP_MOMENTUM] = fx_momentum,
    [RP_OP_DRAW] = fx_draw,
    [RP_OP_LOSE_PC] = fx_lose_pc,
    [RP_OP_LOSE_ARTICLE48] = fx_lose_article48,
    [RP_OP_SEATS_UP] = fx_seats_up,
    [RP_OP_ELECTION_CARD] = fx_election_card,
    [RP_OP_ELECTION] = fx_election,
    [RP_OP_CURRENT_PV] = fx_current_pv,
    [RP_OP_WIN] = fx_win,
    [RP_OP_ACTION] = fx_action,
    [RP_OP_MAY] = fx_choice,
    [RP_OP_EITHER] = fx_choice,
    [RP_OP_SKIP] = fx_skip,
    [RP_OP_REPLACE_CUBES] = fx_pieces,
    [RP_OP_DISCARD] = fx_cards,
    [RP_OP_GIVE] = fx_cards,
    [RP_OP_TAKE] = fx_cards,
    [RP_OP_INSPECT] = fx_inspect,
    [RP_OP_PLACE_UNIT] = fx_place_unit,
};
_Static_assert(RP_OP_PLACE_UNIT == RP_OP_COUNT - 1, "fx_of: one entry per enum rp_fx_opcode");

/* The instructions whose one log line follows them (the others log as
 * they go). */
static int fx_logs_after(int op)
{
    return op == RP_OP_LOSE_PC || op == RP_OP_LOSE_ARTICLE48 || op == RP_OP_SEATS_UP || op == RP_OP_MOMENTUM ||
           op == RP_OP_CURRENT_PV || op == RP_OP_ELECTION_CARD || op == RP_OP_DRAW;
}

/* Runs the program p from the instruction its frame's stage names, until
 * it asks a question or starts a procedure (0) or it is done (1). */
int wm__republic_fx_run(rp_state *st, const rp_fx_op *p)
{
    fx_run run;
    run.p = p;
    run.len = prog_len(p);
    for (;;) {
        int stage = STAGE(st);
        run.i = (stage - E_OPS) / 2;
        run.resume = (stage - E_OPS) & 1;
        if (stage < E_OPS || run.i >= run.len) {
            st->a_mask = 0;
            st->a_n = 0;
            return 1;
        }
        run.o = &p[run.i];
        run.next = run.i + 1;
        if (!run.resume) /* an instruction starts: no question of its own is pending yet (§1.5's flag) */
            st->a_k = 0;
        run.chosen = st->a_mask ? __builtin_ctz(st->a_mask) : -1;
        if ((run.o->flags & RP_FXF_CHOSEN) && run.chosen < 0) { /* nothing could be picked */
            STAGE(st) = OP_STAGE(skip_chosen(p, run.i));
            continue;
        }
        int r = run.o->op < RP_OP_COUNT && fx_of[run.o->op] ? fx_of[run.o->op](st, &run) : FX_NEXT;
        if (r == FX_WAIT)
            return 0;
        if (r == FX_RERUN)
            continue;
        if (wm__logging() && fx_logs_after(run.o->op))
            describe(st, run.o, -1);
        STAGE(st) = OP_STAGE(run.next);
    }
}

/* A program's length check for the content tests: every instruction must
 * fit the frame's stage counter. */
int wm__republic_fx_fits(const rp_fx_op *p)
{
    return E_OPS + 2 * prog_len(p) + 1 <= 255;
}
