/*
 * actions.c - §6.3-§6.6: every faction's Actions with their conditions,
 * and the "Limits on Actions and Events" of §6.0.
 *
 * Every Action may be chosen even when it would have no effect (§6.0
 * "Performing Actions"); its sub-choices list only what the rules allow.
 * A Parliamentary Control bonus Action (§6.0) runs with st->limit set to
 * the named space or Region: the spaces it affects must lie there.
 */
#include "republic.h"

#define ACT(a) WM_REPUBLIC_A_##a

static uint32_t near(uint32_t m)
{
    uint32_t r = m;
    for (uint32_t b = m & RP_ALL_SPACES; b; b &= b - 1)
        r |= wm__republic_adj[__builtin_ctz(b)];
    return r;
}

/* The spaces with f's cubes: a word holds two spaces' four bytes, f's
 * byte of each shifted to the bottom of its 32-bit half; adding 255 to a
 * half carries into its bit 8 when the byte is not zero. */
_Static_assert(NF == 4 && NSP % 2 == 0 && RP_SPACE_BIT(1) == 2u, "presence reads the cubes two spaces a word");
static uint32_t presence(const rp_state *st, int f)
{
    const uint64_t lane = 0x000000FF000000FFull;
    const uint8_t *p = &st->cubes[0][0];
    uint32_t m = 0;
    for (int s = 0; s < NSP; s += 2) {
        uint64_t w;
        memcpy(&w, p + s * NF, 8);
        uint64_t t = ((w >> (8 * f)) & lane) + lane;
        m |= (uint32_t)((t >> 8) & 1u) << s | (uint32_t)((t >> 40) & 1u) << (s + 1);
    }
    return m;
}

static uint32_t cadres(const rp_state *st, int f)
{
    return rp_spaces_eq(st->cadre, f);
}

/* §6.0 Limits: the spaces with an Assassinations marker of the colour
 * that blocks f (blocking_side). */
static int blocking_side(int f);
static uint32_t ass_blocked(const rp_state *st, int f)
{
    int side = blocking_side(f);
    uint32_t m = 0;
    for (int i = 0; i < NASS; i++)
        if (st->ass_loc[i] < NSP && st->ass_side[i] == side)
            m |= SPB(st->ass_loc[i]);
    return m;
}

/* §6.6: spaces within N of a Conservative Clique, N = the RC's pawns
 * (minimum 1). */
static uint32_t clique_reach(const rp_state *st)
{
    int d = st->mcs_mat[RP_RC] < 1 ? 1 : st->mcs_mat[RP_RC];
    uint32_t m = 0;
    for (int c = 0; c < NSP; c++) {
        if (!st->clique[c])
            continue;
        for (int s = 0; s < NSP; s++)
            if (wm__republic_dist[c][s] <= d)
                m |= SPB(s);
    }
    return m;
}

/* §6.0 Limits: the Assassinations colour that blocks a faction. */
static int blocking_side(int f)
{
    return (f == RP_COALITION || f == RP_KPD) ? SIDE_YR : SIDE_BB;
}

/* Influence cubes per Place/Remove Influence (§5.5, §6.3-6.6). */
/* The number of cubes f's Place Influence (removing = 0) or Remove
 * Influence Action places or removes (§6.3-§6.6): the Economy track's for
 * the KPD and NSDAP (and whether the Coalition may place), the Reaction
 * track's for the RC, one for the Coalition. */
int wm__republic_influence_count(const rp_state *st, int f, int removing)
{
    if (f == RP_RC)
        return wm__republic_rc_cubes[st->react];
    if (f == RP_COALITION)
        return removing ? 1 : wm__republic_econ_cubes[f][st->econ];
    return wm__republic_econ_cubes[f][st->econ];
}

static uint32_t place_influence_spaces(const rp_state *st, int f, uint32_t limit)
{
    if (wm__republic_influence_count(st, f, 0) <= 0 || wm__republic_cubes_avail(st, f) <= 0)
        return 0;
    uint32_t reach;
    switch (f) {
    case RP_COALITION: reach = near(SPB(RP_BERLIN)) | near(presence(st, f)); break;
    case RP_KPD: reach = near(SPB(RP_BERLIN)) | near(presence(st, f)) | cadres(st, RP_KPD); break;
    case RP_NSDAP: {
        uint32_t rcdom = 0; /* asked only where reach counts, below */
        for (uint32_t b = limit & ~st->removed & RP_ALL_SPACES; b; b &= b - 1)
            if (wm__republic_dominant(st, __builtin_ctz(b)) == RP_RC)
                rcdom |= b & (0u - b);
        reach = SPB(RP_MUENCHEN) | SPB(RP_BAYERN) | near(presence(st, f)) | cadres(st, RP_NSDAP) | rcdom;
        break;
    }
    default: reach = near(SPB(RP_BERLIN)) | clique_reach(st); break;
    }
    reach &= limit & ~st->removed & ~ass_blocked(st, f) & RP_ALL_SPACES;
    uint32_t m = 0;
    for (; reach; reach &= reach - 1) {
        int s = __builtin_ctz(reach);
        if (wm__republic_total_cubes(st, s) < wm__republic_spaces[s].population)
            m |= SPB(s);
    }
    return m;
}

/* Opposing factions whose cubes may be removed in s (§5.9: not one with
 * Supremacy there). */
static uint32_t removable(const rp_state *st, int f, int s)
{
    uint32_t m = 0;
    for (int g = 0; g < NF; g++)
        if (g != f && st->cubes[s][g])
            m |= 1u << g;
    if (m) {
        int sup = wm__republic_supreme(st, s);
        if (sup >= 0)
            m &= ~(1u << sup);
    }
    return m;
}

static uint32_t remove_influence_spaces(const rp_state *st, int f, uint32_t limit)
{
    if (wm__republic_influence_count(st, f, 1) <= 0)
        return 0;
    uint32_t reach;
    switch (f) {
    case RP_COALITION: reach = near(presence(st, f)); break;
    case RP_KPD: reach = near(presence(st, f) | cadres(st, RP_KPD)); break;
    case RP_NSDAP: reach = near(presence(st, f) | cadres(st, RP_NSDAP)); break;
    default: reach = clique_reach(st); break;
    }
    reach &= limit & ~st->placed & ~ass_blocked(st, f) & RP_ALL_SPACES;
    uint32_t m = 0;
    for (; reach; reach &= reach - 1) {
        int s = __builtin_ctz(reach);
        if (removable(st, f, s))
            m |= SPB(s);
    }
    return m;
}

/* Unit kinds a faction may place now (§6.3-6.6 Place Unit). */
static uint32_t placeable_kinds(const rp_state *st, int f)
{
    uint32_t k = 0;
    switch (f) {
    case RP_COALITION:
        if (wm__republic_rw_avail(st))
            k |= 1u << WM_REPUBLIC_K_REICHSWEHR;
        if (wm__republic_fk_find(st, FK_COAL_MAT, FK_UNREVEALED) >= 0)
            k |= 1u << WM_REPUBLIC_K_FREIKORPS;
        if (wm__republic_fk_find(st, FK_COAL_MAT, FK_LOYAL) >= 0)
            k |= 1u << WM_REPUBLIC_K_LOYAL;
        break;
    case RP_KPD:
        if (wm__republic_militia_avail(st) > 0)
            k |= 1u << WM_REPUBLIC_K_MILITIA;
        break;
    case RP_NSDAP:
        if (wm__republic_sa_avail(st) > 0)
            k |= 1u << WM_REPUBLIC_K_SA;
        break;
    default:
        if (wm__republic_fk_find(st, FK_RC_MAT, FK_ROGUE) >= 0)
            k |= 1u << WM_REPUBLIC_K_ROGUE;
        break;
    }
    return k;
}

static uint32_t place_unit_spaces(const rp_state *st, int f, uint32_t limit)
{
    if (!placeable_kinds(st, f))
        return 0;
    if (st->a_t && st->act == WM_REPUBLIC_A_PLACE_UNIT && rp_frame_of(st, P_ACTION) > 0 &&
        st->fr_proc[rp_frame_of(st, P_ACTION) - 1] == P_EVENT)
        return limit & RP_ALL_SPACES; /* an Event's unit outside an Action (effects.c RP_OP_PLACE_UNIT): any space it names */
    uint32_t m = 0;
    for (uint32_t r = limit & RP_ALL_SPACES; r; r &= r - 1) {
        int s = __builtin_ctz(r);
        int ok = wm__republic_pc_of(st, s) == f || wm__republic_dominant(st, s) == f;
        if ((f == RP_KPD || f == RP_NSDAP) && st->cadre[s] == f)
            ok = 1;
        if (ok)
            m |= SPB(s);
    }
    return m;
}

/* Units of kind k at s that have not moved in this Move Units Action. */
static int kind_count(const rp_state *st, int s, int k)
{
    switch (k) {
    case WM_REPUBLIC_K_REICHSWEHR: return st->rw[s];
    case WM_REPUBLIC_K_FREIKORPS: return wm__republic_fk_count(st, s, FK_UNREVEALED);
    case WM_REPUBLIC_K_LOYAL: return wm__republic_fk_count(st, s, FK_LOYAL);
    case WM_REPUBLIC_K_ROGUE: return wm__republic_fk_count(st, s, FK_ROGUE);
    case WM_REPUBLIC_K_MILITIA: return st->mil[s];
    default: return st->sa[s];
    }
}

static uint32_t own_kinds(int f)
{
    switch (f) {
    case RP_COALITION:
        return (1u << WM_REPUBLIC_K_REICHSWEHR) | (1u << WM_REPUBLIC_K_FREIKORPS) | (1u << WM_REPUBLIC_K_LOYAL);
    case RP_KPD: return 1u << WM_REPUBLIC_K_MILITIA;
    case RP_NSDAP: return 1u << WM_REPUBLIC_K_SA;
    default: return 1u << WM_REPUBLIC_K_ROGUE;
    }
}

/* The units of f in s that may still move.  mv_* records the units moved
 * by the running Move Units Action ("units move independently", each once);
 * it is cleared at every anchor point (wm__republic_settle), so outside a
 * Move Units Action, e.g. for a Parliamentary Control bonus (§6.0), it is
 * empty. */
static uint32_t movable_kinds(const rp_state *st, int f, int s)
{
    uint32_t r = 0, ks = own_kinds(f);
    for (int k = 0; k < 6; k++) {
        if (!bit(ks, k))
            continue;
        int n = kind_count(st, s, k);
        for (int i = 0; i < st->mv_n; i++)
            n -= st->mv_dest[i] == s && st->mv_kind[i] == k;
        if (n > 0)
            r |= 1u << k;
    }
    return r;
}

static int move_range(const rp_state *st, int s)
{
    return (st->strike[s] || st->gs) ? 1 : RP_MOVE_RANGE;
}

/* Move Units (§6.3-6.6): units move up to RP_MOVE_RANGE spaces, or 1
 * from a space with a Strike or during the General Strike (move_range).
 * The spaces within 1 and within RP_MOVE_RANGE of each space (itself
 * excluded), from the distance table; built once (wm__once). */
static uint32_t within[2][NSP];
static _Atomic int within_state;

static uint32_t within_of(int s, int r)
{
    uint32_t m = 0;
    for (int t = 0; t < NSP; t++)
        if (t != s && wm__republic_dist[s][t] <= r)
            m |= SPB(t);
    return m;
}

static void build_within(void)
{
    for (int s = 0; s < NSP; s++) {
        within[0][s] = within_of(s, 1);
        within[1][s] = within_of(s, RP_MOVE_RANGE);
    }
}

static uint32_t move_dests(const rp_state *st, int s, uint32_t limit)
{
    int r = move_range(st, s);
    if ((r == 1 || r == RP_MOVE_RANGE) && wm__once(&within_state, build_within))
        return within[r != 1][s] & limit;
    return within_of(s, r) & limit;
}

/* The spaces holding a unit of f that may still move and reach `limit`:
 * movable_kinds(st, f, s) != 0 for every s, the units counted in one pass. */
static uint32_t move_origins(const rp_state *st, int f, uint32_t limit)
{
    uint32_t cand = wm__republic_unit_spaces(st, f); /* the spaces with f's units */
    /* a space whose units all moved already: the exact per-kind test */
    for (int i = 0; i < st->mv_n; i++)
        if (bit(cand, st->mv_dest[i]) && !movable_kinds(st, f, st->mv_dest[i]))
            cand &= ~SPB(st->mv_dest[i]);
    uint32_t m = 0;
    for (; cand; cand &= cand - 1) {
        int s = __builtin_ctz(cand);
        if (move_dests(st, s, limit))
            m |= SPB(s);
    }
    return m;
}

static void move_one(rp_state *st, int from, int to, int k)
{
    int i;
    switch (k) {
    case WM_REPUBLIC_K_REICHSWEHR: st->rw[from]--; st->rw[to]++; break;
    case WM_REPUBLIC_K_FREIKORPS:
    case WM_REPUBLIC_K_LOYAL:
    case WM_REPUBLIC_K_ROGUE:
        i = wm__republic_fk_find(st, from, k == WM_REPUBLIC_K_FREIKORPS ? FK_UNREVEALED : k == WM_REPUBLIC_K_LOYAL ? FK_LOYAL : FK_ROGUE);
        if (i >= 0)
            st->fk_loc[i] = (uint8_t)to;
        break;
    case WM_REPUBLIC_K_MILITIA: st->mil[from]--; st->mil[to]++; break;
    default: st->sa[from]--; st->sa[to]++; break;
    }
}

static uint32_t strike_spaces(const rp_state *st, int value)
{
    uint32_t m = 0;
    for (int s = 0; s < NSP; s++)
        if (st->strike[s] == value)
            m |= SPB(s);
    return m;
}

static uint32_t controlled_or_dominated(const rp_state *st, int f)
{
    uint32_t m = 0;
    for (int s = 0; s < NSP; s++)
        if (wm__republic_pc_of(st, s) == f || wm__republic_dominant(st, s) == f)
            m |= SPB(s);
    return m;
}

static uint32_t cadre_spaces(const rp_state *st, int f, uint32_t limit)
{
    if (!wm__republic_cadre_avail(st, f))
        return 0;
    uint32_t m = 0;
    for (int s = 0; s < NSP; s++)
        if (!st->cadre[s] && (wm__republic_dominant(st, s) == f || wm__republic_pc_of(st, s) == f))
            m |= SPB(s);
    return m & limit;
}

static uint32_t place_strike_spaces(const rp_state *st, uint32_t limit)
{
    if (!wm__republic_strike_avail(st))
        return 0;
    return controlled_or_dominated(st, RP_KPD) & ~strike_spaces(st, RP_STRIKE_STRIKE) &
           ~strike_spaces(st, RP_STRIKE_UPRISING) & limit;
}

static uint32_t reform_spaces(const rp_state *st, uint32_t limit)
{
    if (st->unity < RP_UNITY_REFORM_MIN || !wm__republic_reform_avail(st))
        return 0;
    uint32_t m = 0;
    for (int s = 0; s < NSP; s++)
        if (wm__republic_pc_of(st, s) == RP_COALITION && !st->strike[s] && !st->lev[s][1] &&
            !wm__republic_ass_count(st, s, 0) && !st->reform[s])
            m |= SPB(s);
    return m & limit;
}

static uint32_t clique_spaces(const rp_state *st, uint32_t limit)
{
    if (!wm__republic_clique_avail(st))
        return 0;
    uint32_t m = 0;
    for (int s = 0; s < NSP; s++)
        if (wm__republic_dominant(st, s) == RP_RC && !wm__republic_ass_count(st, s, SIDE_BB))
            m |= SPB(s);
    return m & limit;
}

static uint32_t lev_map_spaces(const rp_state *st, int f, uint32_t limit)
{
    if (st->gs)
        return 0;
    if (f == RP_COALITION ? !wm__republic_yellow_avail(st) : !wm__republic_black_avail(st))
        return 0;
    return presence(st, f) & limit;
}

static uint32_t lev_spaces(const rp_state *st, uint32_t limit)
{
    uint32_t m = 0;
    for (int s = 0; s < NSP; s++)
        if (st->lev[s][0] || st->lev[s][1])
            m |= SPB(s);
    return m & limit;
}

static uint32_t loyalty_spaces(const rp_state *st, uint32_t limit)
{
    uint32_t m = 0;
    for (int i = 0; i < NFK; i++)
        if (st->fk_loc[i] < NSP && st->fk_st[i] == FK_UNREVEALED)
            m |= SPB(st->fk_loc[i]);
    return m & limit;
}

/* Assassinations target groups: 0 = Coalition and KPD; else the faction. */
static uint32_t ass_group_spaces(const rp_state *st, int group, uint32_t limit)
{
    uint32_t m = group == 0 ? presence(st, RP_COALITION) | presence(st, RP_KPD) : presence(st, group);
    return m & limit;
}

static uint32_t ass_groups(const rp_state *st, int f, uint32_t limit)
{
    if (wm__republic_ass_avail(st, f) < 0)
        return 0;
    uint32_t g = 0;
    if (ass_group_spaces(st, 0, limit))
        g |= 1u << 0;
    int other = f == RP_NSDAP ? RP_RC : RP_NSDAP;
    if (ass_group_spaces(st, other, limit))
        g |= 1u << other;
    return g;
}

/* The spaces in `area` where Action a of f can add, move or remove a
 * piece (0 for an Action that works on no space). */
/* wm__republic_assault_spaces(st, f) & area, asking only area's spaces. */
static uint32_t assault_spaces_in(const rp_state *st, int f, uint32_t area)
{
    uint32_t m = 0;
    for (uint32_t u = wm__republic_unit_spaces(st, f) & ~st->assaulted & area; u; u &= u - 1) {
        int s = __builtin_ctz(u);
        if (wm__republic_assault_targets(st, f, s))
            m |= SPB(s);
    }
    return m;
}

/* wm__republic_action_spaces of an Action no Lingering Event blocks. */
static uint32_t spaces_of(const rp_state *st, int f, int a, uint32_t area)
{
    switch (a) {
    case ACT(ASSAULT): return assault_spaces_in(st, f, area);
    case ACT(MOVE_UNITS): return move_origins(st, f, area);
    case ACT(PLACE_INFLUENCE): return place_influence_spaces(st, f, area);
    case ACT(REMOVE_INFLUENCE): return remove_influence_spaces(st, f, area);
    case ACT(PLACE_UNIT): return place_unit_spaces(st, f, area);
    case ACT(LEVERAGE_MAP): return lev_map_spaces(st, f, area);
    case ACT(PLACE_REFORM): return reform_spaces(st, area);
    case ACT(REMOVE_LEVERAGE): return lev_spaces(st, area);
    case ACT(FLIP_STRIKE): return strike_spaces(st, RP_STRIKE_STRIKE) & area;
    case ACT(PLACE_CADRE): return cadre_spaces(st, f, area);
    case ACT(PLACE_STRIKE): return place_strike_spaces(st, area);
    case ACT(ASSASSINATIONS): return ass_groups(st, f, area);
    case ACT(PLACE_CLIQUE): return clique_spaces(st, area);
    case ACT(TEST_LOYALTY): return loyalty_spaces(st, area);
    default: return 0;
    }
}

uint32_t wm__republic_action_spaces(const rp_state *st, int f, int a, uint32_t area)
{
    if (wm__republic_action_banned(st, f, a)) /* §6.0: blocked by a Lingering Event */
        return 0;
    return spaces_of(st, f, a, area);
}

/* §6.0: the Actions a Parliamentary Control bonus Action may be: those
 * that can add, move or remove a piece in the named area. */
uint32_t wm__republic_pc_actions(const rp_state *st, int f, uint32_t area)
{
    uint32_t acts = wm__republic_faction_actions[f] & ~wm__republic_banned_actions(st, f), r = 0;
    for (; acts; acts &= acts - 1) /* none of them banned: spaces_of */
        if (spaces_of(st, f, __builtin_ctz(acts), area))
            r |= acts & (0u - acts);
    return r;
}

/* Whether Action a of f would have some effect now (§8.5 "the first Bot
 * Action ... that will have some effect"): the conditions under which
 * wm__republic_run_action changes the game, read off its first stage. */
int wm__republic_action_has_effect(const rp_state *st, int f, int a)
{
    if (f < 0 || f >= NF || a < 0 || a >= WM_REPUBLIC_NACTIONS || !bit(wm__republic_faction_actions[f], a) ||
        wm__republic_action_banned(st, f, a))
        return 0;
    switch (a) {
    case ACT(GAIN_MOMENTUM): return st->momentum != f;
    case ACT(PLACE_SV): return wm__republic_sv_avail(st, f);
    case ACT(ADVANCE_PROGRESS): return st->prog < RP_PR_MAX && bit(st->prog_lev, st->prog + 1);
    case ACT(ADVANCE_REACTION):
        return st->react < RP_PR_MAX && bit(st->react_lev, st->react + 1) &&
               (!wm__republic_reaction_cap(st) || st->react + 1 <= st->prog + 1);
    case ACT(INCREASE_UNITY): /* the pawn goes back even with Unity at Strong */
        return st->mcs_mat[RP_COALITION] && wm__republic_pawn_can_return(st);
    case ACT(INCREASE_DEALS): return st->us < RP_DEALS_MAX || st->ussr < RP_DEALS_MAX;
    case ACT(CHANGE_STANCE): return wm__republic_stance_used(st);
    case ACT(LEVERAGE_TRACK):
        if (f == RP_COALITION) {
            if (!wm__republic_yellow_avail(st))
                return 0;
            return wm__republic_pr_free_level(st->prog_lev) >= 0 || wm__republic_econ_yellow_ok(st, 0) ||
                   wm__republic_econ_yellow_ok(st, 1);
        }
        if (!wm__republic_black_avail(st))
            return 0;
        return wm__republic_pr_free_level(st->react_lev) >= 0 || wm__republic_econ_free_box(st, 0) >= 0 ||
               wm__republic_econ_free_box(st, 1) >= 0;
    case ACT(REMOVE_LEVERAGE):
        return lev_spaces(st, RP_ALL_SPACES) || wm__republic_econ_remove_box(st, 0) >= 0 ||
               wm__republic_econ_remove_box(st, 1) >= 0 || st->prog_lev || st->react_lev;
    case ACT(MOVE_MCS): {
        if (f == RP_NSDAP && !wm__republic_count_map(st, st->cadre, RP_NSDAP))
            return 0;
        if (wm__republic_pawn_sources(st, f))
            return 1;
        for (int g = 0; g < NF; g++)
            if (st->mcs_mat[g] && wm__republic_pawn_can_return(st))
                return 1;
        return f == RP_NSDAP && st->mcs_mat[RP_RC];
    }
    default: return wm__republic_action_spaces(st, f, a, RP_ALL_SPACES) != 0;
    }
}

/* The log's reason when an Action chosen has no effect (issue 37: "action
 * Place Cadre" with no Cadre Available did nothing and said nothing).
 * §6.0 "A faction may choose any Action from their faction-specific list
 * of Actions, even if the Action would have no effect", so it stays
 * legal; the log says why nothing happens. */
void wm__republic_log_no_effect(const rp_state *st, int f, int a)
{
    if (!wm__logging() || f < 0 || f >= NF || a < 0 || a >= WM_REPUBLIC_NACTIONS || st->limit != RP_ALL_SPACES ||
        wm__republic_action_has_effect(st, f, a))
        return;
    const char *fn = wm__republic_faction_names[f], *why = "it could change nothing now";
    if (a == ACT(PLACE_CADRE))
        why = !wm__republic_cadre_avail(st, f) ? "no Cadre is Available"
                                               : "no space with its Dominance or Parliamentary Control is without a Cadre";
    else if (a == ACT(PLACE_STRIKE))
        why = !wm__republic_strike_avail(st) ? "no Strike is Available" : "no space qualifies for a Strike";
    else if (a == ACT(PLACE_SV))
        why = "its Sudden Victory marker is not Available";
    else if (a == ACT(GAIN_MOMENTUM))
        why = "it is the Momentum faction already";
    wm__log_begin(f, WM_LOG_PUBLIC, "no_effect");
    wm__log_int("action", a);
    wm__log_text("%s's %s has no effect: %s (§6.0: an Action may be chosen even if it would have no effect)", fn,
                 wm__republic_action_names[a], why);
    wm__log_end();
}

/* ------------------------------------------------------------------ */
/* Running an Action                                                    */
/* ------------------------------------------------------------------ */

/* Shared last stages: Sworn Enemies free Assaults (§6.0) after Place Unit
 * and Move Units of the KPD and NSDAP. */
enum { A_SWORN = 200 };
/* A stage procedure's "run on at once" (see run_of). */
#define A_AGAIN 2

static int ask_space(rp_state *st, uint32_t m, int done, int next)
{
    STAGE(st) = (uint8_t)next;
    wm__republic_ask(st, D_SPACE, st->actor, m, done);
    return 0;
}

/* The Action's one space, among m, at stage 1; the Action is done (no
 * effect, §6.0) when there is none. */
static int ask_one_space(rp_state *st, uint32_t m)
{
    return m ? ask_space(st, m, 0, 1) : 1;
}

static int sp(const rp_state *st) { return rp_arg(st, WM_REPUBLIC_SPACE, 26); }

/* §6.0: a Parliamentary Control bonus Action (st->limit = the card's
 * space or Region) "must affect the select space in some way": its first
 * "up to" choice may not be none (§5.2 lets an ordinary Action choose
 * none). */
static int in_bonus(const rp_state *st) { return st->limit != RP_ALL_SPACES; }

/* The Assassinations marker whose holding box is BOX + b. */
static int marker_of(int move)
{
    int b = move - WM_REPUBLIC_BOX;
    return b == BOX_REACTION ? ASS_REACTION : b == BOX_NSDAP ? ASS_NSDAP : ASS_RC;
}

static void flip_freikorps(rp_state *st, int i)
{
    st->fk_st[i] = st->fk_rogue[i] ? FK_ROGUE : FK_LOYAL;
}

/* The Action Gain Momentum (WM_REPUBLIC_A_GAIN_MOMENTUM). */
static int run_gain_momentum(rp_state *st, int f, int stage)
{
    (void)stage;
    st->momentum = (uint8_t)f;
    return 1;
}

/* The Action Place SV (WM_REPUBLIC_A_PLACE_SV). */
static int run_place_sv(rp_state *st, int f, int stage)
{
    (void)stage;
    if (wm__republic_sv_avail(st, f))
        wm__republic_sv_place(st, f);
    return 1;
}

/* The Action Advance Progress (WM_REPUBLIC_A_ADVANCE_PROGRESS): §5.7: only below the highest yellow Leverage */
static int run_advance_progress(rp_state *st, int f, int stage)
{
    (void)f; (void)stage;
    if (st->prog < RP_PR_MAX && bit(st->prog_lev, st->prog + 1))
        st->prog++;
    return 1;
}

/* The Action Advance Reaction (WM_REPUBLIC_A_ADVANCE_REACTION). */
static int run_advance_reaction(rp_state *st, int f, int stage)
{
    (void)f; (void)stage;
    if (st->react < RP_PR_MAX && bit(st->react_lev, st->react + 1) &&
        (!wm__republic_reaction_cap(st) || st->react + 1 <= st->prog + 1))
        st->react++;
    return 1;
}

/* The Action Increase Unity (WM_REPUBLIC_A_INCREASE_UNITY). */
static int run_increase_unity(rp_state *st, int f, int stage)
{
    (void)f; (void)stage;
    if (st->mcs_mat[RP_COALITION] && wm__republic_pawn_can_return(st)) {
        st->mcs_mat[RP_COALITION]--;
        wm__republic_pawn_return(st);
        if (st->unity < RP_UNITY_STRONG)
            st->unity++;
    }
    return 1;
}

/* The Action Increase Deals (WM_REPUBLIC_A_INCREASE_DEALS). */
static int run_increase_deals(rp_state *st, int f, int stage)
{
    if (stage == 0) {
        uint32_t m = 0;
        if (st->us < RP_DEALS_MAX)
            m |= 1u << WM_REPUBLIC_T_US;
        if (st->ussr < RP_DEALS_MAX)
            m |= 1u << WM_REPUBLIC_T_USSR;
        if (!m)
            return 1;
        STAGE(st) = 1;
        wm__republic_ask(st, D_TRACK, f, m, 0);
        return 0;
    }
    wm__republic_deals_advance(st, rp_arg(st, WM_REPUBLIC_TRACK, 8) == WM_REPUBLIC_T_USSR);
    return 1;
}

/* The Action Change Stance (WM_REPUBLIC_A_CHANGE_STANCE). */
static int run_change_stance(rp_state *st, int f, int stage)
{
    int i = f == RP_KPD ? 0 : 1;
    if (stage == 0) {
        if (!wm__republic_stance_used(st))
            return 1;
        uint32_t m = 0;
        if (st->stance[i] > RP_STANCE_DEMOCRATIC)
            m |= 1u << WM_REPUBLIC_T_DEMOCRATIC;
        if (st->stance[i] < RP_STANCE_REVOLUTIONARY)
            m |= 1u << WM_REPUBLIC_T_REVOLUTIONARY;
        STAGE(st) = 1;
        wm__republic_ask(st, D_TRACK, f, m, 0);
        return 0;
    }
    if (rp_arg(st, WM_REPUBLIC_TRACK, 8) == WM_REPUBLIC_T_DEMOCRATIC)
        st->stance[i]--;
    else
        st->stance[i]++;
    return 1;
}

/* The Action Flip Strike (WM_REPUBLIC_A_FLIP_STRIKE). */
static int run_flip_strike(rp_state *st, int f, int stage)
{
    (void)f;
    if (stage == 0) {
        uint32_t m = strike_spaces(st, RP_STRIKE_STRIKE) & st->limit;
        return ask_one_space(st, m);
    }
    st->strike[sp(st)] = RP_STRIKE_UPRISING;
    return 1;
}

/* The Action Place Cadre (WM_REPUBLIC_A_PLACE_CADRE). */
static int run_place_cadre(rp_state *st, int f, int stage)
{
    if (stage == 0) {
        uint32_t m = cadre_spaces(st, f, st->limit);
        return ask_one_space(st, m);
    }
    wm__republic_take_cadre(st, f);
    st->cadre[sp(st)] = (uint8_t)f;
    return 1;
}

/* The Action Place Strike (WM_REPUBLIC_A_PLACE_STRIKE): §6.4 */
static int run_place_strike(rp_state *st, int f, int stage)
{
    (void)f;
    if (stage == 0) {
        uint32_t m = place_strike_spaces(st, st->limit);
        return ask_one_space(st, m);
    }
    if (stage == 1) {
        if (!wm__republic_place_strike(st, sp(st)))
            return 1;
        uint32_t m = wm__republic_map_mask(st->reform); /* the Reform the General Strike removes */
        return m ? ask_space(st, m, 0, 2) : 1;
    }
    st->reform[sp(st)]--;
    wm__republic_return_reform(st);
    return 1;
}

/* The Action Place Reform (WM_REPUBLIC_A_PLACE_REFORM). */
static int run_place_reform(rp_state *st, int f, int stage)
{
    (void)f;
    if (stage == 0) {
        uint32_t m = reform_spaces(st, st->limit);
        return ask_one_space(st, m);
    }
    wm__republic_take_reform(st);
    st->reform[sp(st)]++;
    return 1;
}

/* The Action Place Clique (WM_REPUBLIC_A_PLACE_CLIQUE). */
static int run_place_clique(rp_state *st, int f, int stage)
{
    (void)f;
    if (stage == 0) {
        uint32_t m = clique_spaces(st, st->limit);
        return ask_one_space(st, m);
    }
    wm__republic_place_clique(st, sp(st));
    return 1;
}

/* The Action Leverage Map (WM_REPUBLIC_A_LEVERAGE_MAP): §6.3, §6.6 */
static int run_leverage_map(rp_state *st, int f, int stage)
{
    if (stage == 0) {
        uint32_t m = lev_map_spaces(st, f, st->limit);
        return ask_one_space(st, m);
    } else {
        int s = sp(st);
        if (f == RP_COALITION) {
            wm__republic_take_yellow(st);
            st->lev[s][0]++;
            if (st->strike[s] == RP_STRIKE_STRIKE) {
                st->strike[s] = 0;
                wm__republic_return_strike(st);
            }
            if (st->cadre[s] == RP_KPD) {
                st->cadre[s] = 0;
                wm__republic_return_cadre(st, RP_KPD);
            }
        } else {
            wm__republic_take_black(st);
            st->lev[s][1]++;
            wm__republic_remove_ass_in(st, s, 0);
            if (st->cadre[s] == RP_NSDAP) {
                st->cadre[s] = 0;
                wm__republic_return_cadre(st, RP_NSDAP);
            }
        }
        return 1;
    }
}

/* The Action Leverage Track (WM_REPUBLIC_A_LEVERAGE_TRACK): §5.4, §6.3, §6.6 */
static int run_leverage_track(rp_state *st, int f, int stage)
{
    if (stage == 0) {
        uint32_t m = 0;
        if (f == RP_COALITION) {
            if (!wm__republic_yellow_avail(st))
                return 1;
            if (wm__republic_pr_free_level(st->prog_lev) >= 0)
                m |= 1u << WM_REPUBLIC_T_PROGRESS;
            for (int side = 0; side < 2; side++)
                if (wm__republic_econ_yellow_ok(st, side))
                    m |= 1u << side;
        } else {
            if (!wm__republic_black_avail(st))
                return 1;
            if (wm__republic_pr_free_level(st->react_lev) >= 0)
                m |= 1u << WM_REPUBLIC_T_REACTION;
            for (int side = 0; side < 2; side++)
                if (wm__republic_econ_free_box(st, side) >= 0)
                    m |= 1u << side;
        }
        if (!m)
            return 1;
        STAGE(st) = 1;
        wm__republic_ask(st, D_TRACK, f, m, 0);
        return 0;
    } else {
        int t = rp_arg(st, WM_REPUBLIC_TRACK, 8), colour = f == RP_COALITION ? 0 : 1;
        if (colour == 0)
            wm__republic_take_yellow(st);
        else
            wm__republic_take_black(st);
        if (t == WM_REPUBLIC_T_PROGRESS)
            st->prog_lev = (uint8_t)(st->prog_lev | (1u << wm__republic_pr_free_level(st->prog_lev)));
        else if (t == WM_REPUBLIC_T_REACTION)
            st->react_lev = (uint8_t)(st->react_lev | (1u << wm__republic_pr_free_level(st->react_lev)));
        else
            wm__republic_place_econ_lev(st, t, colour);
        return 1;
    }
}

/* The Action Remove Leverage (WM_REPUBLIC_A_REMOVE_LEVERAGE): §5.4 Removing Leverage */
static int run_remove_leverage(rp_state *st, int f, int stage)
{
    if (stage == 0) {
        uint32_t m = lev_spaces(st, st->limit);
        if (st->limit == RP_ALL_SPACES) {
            for (int side = 0; side < 2; side++)
                if (wm__republic_econ_remove_box(st, side) >= 0)
                    m |= 1u << (26 + side);
            if (st->prog_lev)
                m |= 1u << (26 + WM_REPUBLIC_T_PROGRESS);
            if (st->react_lev)
                m |= 1u << (26 + WM_REPUBLIC_T_REACTION);
        }
        if (!m)
            return 1;
        STAGE(st) = 1;
        wm__republic_ask(st, D_LEVREM, f, m, 0);
        return 0;
    }
    if (stage == 1) {
        int m = st->choice;
        if (m >= WM_REPUBLIC_SPACE) {
            int s = sp(st);
            st->a_space = (uint8_t)s;
            if (st->lev[s][0] && st->lev[s][1]) {
                STAGE(st) = 2;
                wm__republic_ask(st, D_CUBE, f, (1u << (8 + WM_REPUBLIC_P_YELLOW)) | (1u << (8 + WM_REPUBLIC_P_BLACK)), 0);
                return 0;
            }
            int c = st->lev[s][0] ? 0 : 1;
            st->lev[s][c]--;
            if (c == 0)
                wm__republic_return_yellow(st);
            else
                wm__republic_return_black(st);
            return 1;
        }
        int t = rp_arg(st, WM_REPUBLIC_TRACK, 8);
        if (t <= WM_REPUBLIC_T_ECON_RIGHT) {
            int b = wm__republic_econ_remove_box(st, t);
            if (st->econ_lev[b] == 1)
                wm__republic_return_yellow(st);
            else
                wm__republic_return_black(st);
            st->econ_lev[b] = 0;
        } else if (t == WM_REPUBLIC_T_PROGRESS) {
            st->prog_lev = (uint8_t)(st->prog_lev & ~(1u << (31 - __builtin_clz(st->prog_lev))));
            wm__republic_return_yellow(st);
        } else {
            st->react_lev = (uint8_t)(st->react_lev & ~(1u << (31 - __builtin_clz(st->react_lev))));
            wm__republic_return_black(st);
        }
        wm__republic_pr_adjust(st);
        return 1;
    } else {
        int s = st->a_space, c = rp_arg(st, WM_REPUBLIC_PIECE, 5) == WM_REPUBLIC_P_YELLOW ? 0 : 1;
        st->lev[s][c]--;
        if (c == 0)
            wm__republic_return_yellow(st);
        else
            wm__republic_return_black(st);
        return 1;
    }
}

/* The Action Move MCS (WM_REPUBLIC_A_MOVE_MCS): §6.3-6.6 */
static int run_move_mcs(rp_state *st, int f, int stage)
{
    if (stage == 0) {
        st->a_n = 1;
        if (f == RP_NSDAP) /* "For each NSDAP Cadre on the map" */
            st->a_n = (uint8_t)wm__republic_count_map(st, st->cadre, RP_NSDAP);
        STAGE(st) = 1;
        stage = 1;
    }
    if (stage == 1) {
        if (!st->a_n)
            return 1;
        uint32_t m = wm__republic_pawn_sources(st, f);
        for (int g = 0; g < NF; g++)
            if (st->mcs_mat[g] && wm__republic_pawn_can_return(st))
                m |= 1u << (10 + g);
        if (f == RP_NSDAP && st->mcs_mat[RP_RC])
            m |= 1u << 14;
        if (!m)
            return 1;
        STAGE(st) = 2;
        wm__republic_ask(st, D_PAWN, f, m, 0);
        return 0;
    }
    int p = rp_arg(st, WM_REPUBLIC_PAWN, 16);
    if (p == 14) {
        st->mcs_mat[RP_RC]--;
        st->mcs_mat[RP_NSDAP]++;
    } else if (p >= 10) {
        st->mcs_mat[p - 10]--;
        wm__republic_pawn_return(st);
    } else {
        wm__republic_pawn_take(st, p);
        st->mcs_mat[f]++;
    }
    st->a_n--;
    STAGE(st) = 1;
    if (st->bx_n) /* the returned pawn's box first: the next pawn may be it */
        return 0;
    return A_AGAIN;
}

/* The Action Place Influence (WM_REPUBLIC_A_PLACE_INFLUENCE). */
static int run_place_influence(rp_state *st, int f, int stage)
{
    if (stage == 0) {
        uint32_t m = place_influence_spaces(st, f, st->limit);
        return ask_one_space(st, m);
    } else {
        int s = stage == 1 ? sp(st) : st->a_space;
        int n = 1;
        if (stage == 1) {
            int max = wm__republic_influence_count(st, f, 0), room = wm__republic_spaces[s].population - wm__republic_total_cubes(st, s);
            int av = wm__republic_cubes_avail(st, f);
            if (room < max)
                max = room;
            if (av < max)
                max = av;
            st->a_space = (uint8_t)s;
            /* §5.2: KPD, NSDAP and RC place "up to" the number (none
             * too: done, but not in a bonus Action, §6.0); the
             * Coalition places "one" */
            int upto = f != RP_COALITION && !in_bonus(st);
            if (max > 1 || (upto && max == 1)) {
                STAGE(st) = 2;
                if (upto)
                    wm__republic_ask_num_done(st, f, 1, max);
                else
                    wm__republic_ask_num(st, f, 1, max);
                return 0;
            }
        } else {
            if (st->choice == WM_REPUBLIC_DONE)
                return 1;
            n = rp_arg(st, WM_REPUBLIC_NUM, 64);
        }
        st->cubes[s][f] = (uint8_t)(st->cubes[s][f] + n);
        st->placed |= SPB(s);
        return 1;
    }
}

/* The Action Remove Influence (WM_REPUBLIC_A_REMOVE_INFLUENCE). */
static int run_remove_influence(rp_state *st, int f, int stage)
{
    if (stage == 0) {
        uint32_t m = remove_influence_spaces(st, f, st->limit);
        st->a_n = (uint8_t)wm__republic_influence_count(st, f, 1);
        return ask_one_space(st, m);
    }
    if (stage == 1) {
        st->a_space = (uint8_t)sp(st);
    } else {
        if (st->choice == WM_REPUBLIC_DONE)
            return 1;
        st->cubes[st->a_space][rp_arg(st, WM_REPUBLIC_CUBE, 4)]--;
        st->removed |= SPB(st->a_space);
        st->a_n--;
    }
    {
        uint32_t m = removable(st, f, st->a_space);
        if (!st->a_n || !m)
            return 1;
        STAGE(st) = 2;
        /* §5.2 "up to" for KPD, NSDAP, RC (none at all too, but not
         * in a bonus Action, §6.0); the Coalition removes "one" */
        wm__republic_ask(st, D_CUBE, f, m, f != RP_COALITION && (stage != 1 || !in_bonus(st)));
        return 0;
    }
}

/* The Action Place Unit (WM_REPUBLIC_A_PLACE_UNIT). */
static int run_place_unit(rp_state *st, int f, int stage)
{
    if (stage == 0) {
        uint32_t m = place_unit_spaces(st, f, st->limit), k = placeable_kinds(st, f);
        if (!m)
            return 1;
        if (wm__popcount32(k) > 1) {
            STAGE(st) = 1;
            wm__republic_ask(st, D_KIND, f, k, 0);
            return 0;
        }
        st->a_k = (uint8_t)__builtin_ctz(k);
        return ask_space(st, m, 0, 2);
    }
    if (stage == 1) {
        st->a_k = (uint8_t)(rp_arg(st, WM_REPUBLIC_KIND, 6));
        return ask_space(st, place_unit_spaces(st, f, st->limit), 0, 2);
    } else {
        int s = sp(st), i;
        switch (st->a_k) {
        case WM_REPUBLIC_K_REICHSWEHR: wm__republic_take_rw(st); st->rw[s]++; break;
        case WM_REPUBLIC_K_FREIKORPS:
        case WM_REPUBLIC_K_LOYAL:
            i = wm__republic_fk_find(st, FK_COAL_MAT, st->a_k == WM_REPUBLIC_K_FREIKORPS ? FK_UNREVEALED : FK_LOYAL);
            st->fk_loc[i] = (uint8_t)s;
            break;
        case WM_REPUBLIC_K_ROGUE:
            i = wm__republic_fk_find(st, FK_RC_MAT, FK_ROGUE);
            st->fk_loc[i] = (uint8_t)s;
            break;
        case WM_REPUBLIC_K_MILITIA: st->mil[s]++; break;
        default: st->sa[s]++; break;
        }
        st->sworn = (f == RP_KPD || f == RP_NSDAP) ? SPB(s) : 0;
        STAGE(st) = A_SWORN;
        return A_AGAIN;
    }
}

/* The Action Move Units (WM_REPUBLIC_A_MOVE_UNITS): §6.3-6.6 Move Units */
static int run_move_units(rp_state *st, int f, int stage)
{
    if (stage == 0) {
        st->mv_n = 0;
        STAGE(st) = 1;
        stage = 1;
    }
    if (stage == 1) {
        uint32_t m = st->mv_n < RP_MOVE_UNITS_MAX ? move_origins(st, f, st->limit) : 0;
        if (!m) {
            st->sworn = 0;
            if (f == RP_KPD || f == RP_NSDAP)
                for (int i = 0; i < st->mv_n; i++)
                    st->sworn |= SPB(st->mv_dest[i]);
            STAGE(st) = A_SWORN;
            return A_AGAIN;
        }
        return ask_space(st, m, !(in_bonus(st) && st->mv_n == 0), 2);
    }
    if (stage == 2) {
        if (st->choice == WM_REPUBLIC_DONE) {
            st->sworn = 0;
            if (f == RP_KPD || f == RP_NSDAP)
                for (int i = 0; i < st->mv_n; i++)
                    st->sworn |= SPB(st->mv_dest[i]);
            STAGE(st) = A_SWORN;
            return A_AGAIN;
        }
        st->a_space = (uint8_t)sp(st);
        uint32_t k = movable_kinds(st, f, st->a_space);
        if (wm__popcount32(k) > 1) {
            STAGE(st) = 3;
            wm__republic_ask(st, D_KIND, f, k, 0);
            return 0;
        }
        st->a_k = (uint8_t)__builtin_ctz(k);
        return ask_space(st, move_dests(st, st->a_space, st->limit), 0, 4);
    }
    if (stage == 3) {
        st->a_k = (uint8_t)(rp_arg(st, WM_REPUBLIC_KIND, 6));
        return ask_space(st, move_dests(st, st->a_space, st->limit), 0, 4);
    }
    {
        int to = sp(st);
        move_one(st, st->a_space, to, st->a_k);
        st->mv_dest[st->mv_n] = (uint8_t)to;
        st->mv_kind[st->mv_n] = st->a_k;
        st->mv_n++;
        STAGE(st) = 1;
        return A_AGAIN;
    }
}

/* The Action Assault (WM_REPUBLIC_A_ASSAULT): §6.2 */
static int run_assault(rp_state *st, int f, int stage)
{
    if (stage == 0) {
        uint32_t m = wm__republic_assault_spaces(st, f) & st->limit;
        return ask_one_space(st, m);
    }
    if (stage == 1) {
        st->a_space = (uint8_t)sp(st);
        uint32_t t = wm__republic_assault_targets(st, f, st->a_space);
        if (wm__popcount32(t) > 1) {
            STAGE(st) = 2;
            wm__republic_ask(st, D_FACTION, f, t, 0);
            return 0;
        }
        st->choice = (uint16_t)(WM_REPUBLIC_FACTION + __builtin_ctz(t));
    }
    st->assaulted |= SPB(st->a_space);
    STAGE(st) = 3;
    if (stage == 3)
        return 1;
    wm__republic_start_assault(st, f, st->a_space, rp_arg(st, WM_REPUBLIC_FACTION, 4), 0);
    return 0;
}

/* The Action Assassinations (WM_REPUBLIC_A_ASSASSINATIONS): §6.5, §6.6 */
static int run_assassinations(rp_state *st, int f, int stage)
{
    if (stage == 0) {
        uint32_t g = ass_groups(st, f, st->limit);
        if (!g)
            return 1;
        STAGE(st) = 1;
        wm__republic_ask(st, D_FACTION, f, g, 0);
        return 0;
    }
    if (stage == 1) {
        st->a_t = (uint8_t)(rp_arg(st, WM_REPUBLIC_FACTION, 4));
        return ask_space(st, ass_group_spaces(st, st->a_t, st->limit), 0, 2);
    }
    if (stage == 2 || stage == 4) { /* the space; then which marker, if two (§5.1) */
        st->a_space = (uint8_t)sp(st);
        uint32_t mk = wm__republic_ass_markers(st, f);
        if (wm__popcount32(mk) > 1) {
            STAGE(st) = (uint8_t)(stage == 2 ? 5 : 6);
            wm__republic_ask(st, D_SOURCE, f, mk, 0);
            return 0;
        }
        st->choice = (uint16_t)(WM_REPUBLIC_BOX + __builtin_ctz(mk));
        stage = stage == 2 ? 5 : 6;
    }
    if (stage == 6) { /* §6.5: the Clique clause */
        int s = st->a_space;
        wm__republic_place_ass(st, marker_of(st->choice), s, SIDE_BB);
        wm__republic_remove_clique(st, s);
        return 1;
    }
    if (stage == 5) {
        st->a_n = 2;
        wm__republic_place_ass(st, marker_of(st->choice), st->a_space, st->a_t == 0 ? SIDE_YR : SIDE_BB);
    } else { /* stage 3: a cube or piece removed, or done */
        int s = st->a_space, m = st->choice;
        if (m == WM_REPUBLIC_DONE) {
            st->a_n = 0;
        } else if (m >= WM_REPUBLIC_PIECE) {
            int p = m - WM_REPUBLIC_PIECE;
            if (p == WM_REPUBLIC_P_REFORM) {
                st->reform[s]--;
                wm__republic_return_reform(st);
            } else {
                int g = p == WM_REPUBLIC_P_KPD_CADRE ? RP_KPD : RP_NSDAP;
                st->cadre[s] = 0;
                wm__republic_return_cadre(st, g);
            }
            st->a_n = 0;
        } else {
            st->cubes[s][rp_arg(st, WM_REPUBLIC_CUBE, 4)]--;
            st->removed |= SPB(s);
            st->a_n--;
        }
    }
    {
        int s = st->a_space;
        uint32_t m = 0;
        if (st->a_n) {
            if (st->a_t == 0) {
                if (st->cubes[s][RP_COALITION])
                    m |= 1u << RP_COALITION;
                if (st->cubes[s][RP_KPD])
                    m |= 1u << RP_KPD;
                if (st->a_n == 2 && st->reform[s])
                    m |= 1u << (8 + WM_REPUBLIC_P_REFORM);
                if (st->a_n == 2 && st->cadre[s] == RP_KPD)
                    m |= 1u << (8 + WM_REPUBLIC_P_KPD_CADRE);
            } else {
                if (st->cubes[s][st->a_t])
                    m |= 1u << st->a_t;
                if (st->a_t == RP_NSDAP && st->a_n == 2 && st->cadre[s] == RP_NSDAP)
                    m |= 1u << (8 + WM_REPUBLIC_P_NSDAP_CADRE);
            }
        }
        if (m) {
            STAGE(st) = 3;
            wm__republic_ask(st, D_CUBE, f, m, 1);
            return 0;
        }
        /* §6.5: NSDAP's Clique clause */
        if (f != RP_NSDAP || wm__republic_count_map(st, st->clique, -1) < 2 || wm__republic_ass_avail(st, f) < 0)
            return 1;
        uint32_t cm = 0;
        for (int t = 0; t < NSP; t++)
            if (st->clique[t] && wm__republic_supreme(st, t) != RP_RC)
                cm |= SPB(t);
        cm &= st->limit; /* §6.0: a bonus Action stays in the card's area */
        return cm ? ask_space(st, cm, 0, 4) : 1;
    }
}

/* The Action Test Loyalty (WM_REPUBLIC_A_TEST_LOYALTY): §6.6 */
static int run_test_loyalty(rp_state *st, int f, int stage)
{
    (void)f;
    if (stage == 0) {
        st->a_mask = 0;
        st->a_n = 3;
        stage = 1;
    } else {
        if (st->choice == WM_REPUBLIC_DONE)
            return 1;
        int s = sp(st);
        st->a_mask |= SPB(s);
        flip_freikorps(st, wm__republic_fk_find(st, s, FK_UNREVEALED));
        st->a_n--;
    }
    {
        uint32_t m = st->a_n ? loyalty_spaces(st, st->limit) & ~st->a_mask : 0;
        return m ? ask_space(st, m, !(in_bonus(st) && st->a_n == 3), 1) : 1;
    }
}

/* One procedure per Action (§6), by WM_REPUBLIC_A_*: each returns 1 when
 * the Action is done, 0 when it waits for a decision, A_AGAIN when it
 * moved to another of its stages and runs on at once. */
typedef int (*rp_action_fn)(rp_state *st, int f, int stage);
static const rp_action_fn run_of[WM_REPUBLIC_NACTIONS] = {
    [ACT(GAIN_MOMENTUM)] = run_gain_momentum,
    [ACT(PLACE_SV)] = run_place_sv,
    [ACT(ADVANCE_PROGRESS)] = run_advance_progress,
    [ACT(ADVANCE_REACTION)] = run_advance_reaction,
    [ACT(INCREASE_UNITY)] = run_increase_unity,
    [ACT(INCREASE_DEALS)] = run_increase_deals,
    [ACT(CHANGE_STANCE)] = run_change_stance,
    [ACT(FLIP_STRIKE)] = run_flip_strike,
    [ACT(PLACE_CADRE)] = run_place_cadre,
    [ACT(PLACE_STRIKE)] = run_place_strike,
    [ACT(PLACE_REFORM)] = run_place_reform,
    [ACT(PLACE_CLIQUE)] = run_place_clique,
    [ACT(LEVERAGE_MAP)] = run_leverage_map,
    [ACT(LEVERAGE_TRACK)] = run_leverage_track,
    [ACT(REMOVE_LEVERAGE)] = run_remove_leverage,
    [ACT(MOVE_MCS)] = run_move_mcs,
    [ACT(PLACE_INFLUENCE)] = run_place_influence,
    [ACT(REMOVE_INFLUENCE)] = run_remove_influence,
    [ACT(PLACE_UNIT)] = run_place_unit,
    [ACT(MOVE_UNITS)] = run_move_units,
    [ACT(ASSAULT)] = run_assault,
    [ACT(ASSASSINATIONS)] = run_assassinations,
    [ACT(TEST_LOYALTY)] = run_test_loyalty,
};

int wm__republic_run_action(rp_state *st)
{
    int f = st->actor;
    for (;;) {
        int stage = STAGE(st);
        if (stage == A_SWORN) {
            while (st->sworn) {
                int s = __builtin_ctz(st->sworn);
                st->sworn &= st->sworn - 1;
                if (st->mil[s] && st->sa[s]) {
                    wm__republic_start_assault(st, f, s, f == RP_KPD ? RP_NSDAP : RP_KPD, 1);
                    return 0;
                }
            }
            return 1;
        }
        if (st->act >= WM_REPUBLIC_NACTIONS || !run_of[st->act])
            return 1;
        int r = run_of[st->act](st, f, stage);
        if (r != A_AGAIN)
            return r;
    }
}
