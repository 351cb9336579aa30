/*
 * actions.c - Democracy under Siege: the Political Action test (§3.3.1)
 * and the Game Actions (§3.3.6-§3.3.14), one function per rule.
 *
 * Each function checks its rule and returns -1 leaving the state
 * unchanged when the rule forbids the action; the decision layer decides
 * who may call it and when (impulses, reactions).  The War and Civil
 * War Tests and a War's end, which run War end programs through the
 * effect interpreter (itself above this file: its ops call these
 * actions), are in wars.c.
 */
#include "siege.h"

#include <stdarg.h>
#include <stdio.h>

#include <string.h>


/* §3.3.1 Political Effects (and the moves of §3.3.12-§3.3.14, which follow
 * the same network): up to `boxes` steps towards `target`, each to a box on
 * a shortest permitted path; ties broken by `path`. */
int wm__siege_regime_effect(siege_state *st, int nation, int target, int boxes, int actor,
                            const uint8_t *path, int npath, int *used)
{
    int k = 0;
    if (used)
        *used = 0;
    if (nation < 0 || nation >= SG_NNATIONS || st->regime[nation] == SG_REGIME_GONE)
        return -1; /* §6.0: a nation no more in existence cannot be targeted */
    /* Validate the whole walk first so that a bad path changes nothing. */
    int box = st->regime[nation];
    uint8_t steps[8];
    int n = 0;
    for (int s = 0; s < boxes && s < 8; s++) {
        uint32_t next = wm__siege_regime_next(box, target, actor);
        if (!next)
            break;
        int to;
        if (wm__popcount32(next) == 1) {
            to = __builtin_ctz(next);
        } else if (path && k < npath) {
            to = path[k++];
            if (to >= SG_NREGIME_BOXES || !((next >> to) & 1u))
                return -1;
        } else if (st->strict) {
            wm__siege_ask(next); /* one of the tied boxes */
            wm__siege_ask_kind(SG_ASK_BOX, nation);
            return -2; /* the decision layer asks for the tied box */
        } else {
            to = __builtin_ctz(next);
        }
        steps[n++] = (uint8_t)to;
        box = to;
    }
    for (int s = 0; s < n; s++)
        wm__siege_move_regime(st, nation, steps[s]);
    if (used)
        *used = k;
    return 0;
}

/* §3.3.1 (*): "a +1 bonus modifier is added to the die roll, then the
 * Prestige Level ... is decreased by 1"; never below 0.  The same cost buys
 * +1 PP in a Game Impulse (§3.3.2) or the swap call (§3.3.1 [2]). */
int wm__siege_exploit(siege_state *st, int ideo)
{
    if (st->prestige[ideo] == 0)
        return -1;
    wm__siege_add_prestige(st, ideo, -1);
    return 0;
}

/* §3.3.1 Re-Roll: Prestige above 0, at most two a turn; -1 Prestige. */
int wm__siege_reroll(siege_state *st, int ideo)
{
    if (st->prestige[ideo] == 0 || st->rerolls[ideo] >= SG_REROLLS)
        return -1;
    st->rerolls[ideo]++;
    wm__siege_add_prestige(st, ideo, -1);
    return 0;
}

int wm__siege_pay_pp(siege_state *st, int ideo, int pp)
{
    return wm__siege_pay_pp_for(st, ideo, pp, "spent");
}

/* PP spent, logged with what they bought (issue 37 item 4: "France took
 * PP 3 -> 1 silently"): "Democracy PP 3 -> 1 (spent on influence in
 * France, §3.3.6)".  The reason is formatted only while a log is kept. */
int wm__siege_pay_pp_for(siege_state *st, int ideo, int pp, const char *fmt, ...)
{
    if (pp < 0 || st->pp[ideo] < pp)
        return -1;
    char why[128] = "spent";
    if (wm__logging() && pp > 0) {
        va_list ap;
        va_start(ap, fmt);
        vsnprintf(why, sizeof why, fmt, ap);
        va_end(ap);
    }
    wm__siege_set_pp(st, ideo, st->pp[ideo] - pp, why);
    return 0;
}

/* §3.3.6: 2 PP, +1 to leave Anarchy, +2 to leave an Ideology's Control
 * Area (sg_influence_cost, siege.h, for the move lists). */
int wm__siege_influence_cost(const siege_state *st, int nation)
{
    return sg_influence_cost(st, nation);
}

/* §3.3.6 Influence Regime Ideology: one box to any connected box, for a
 * Minor Nation or an Influenceable Power.  Exception: in the 2-seat game,
 * for Communism, towards Communism's Control Area. */
int wm__siege_influence(siege_state *st, int ideo, int nation, int to)
{
    if (nation < 0 || nation >= SG_NNATIONS || to < 0 || to >= SG_NREGIME_BOXES)
        return -1;
    int from = st->regime[nation];
    if (from == SG_REGIME_GONE || !((wm__siege_regime_adj[from] >> to) & 1u))
        return -1;
    if (st->seats == 2 && ideo == SG_COMMUNISM && !wm__siege_regime_closer(from, to, SG_COMMUNISM))
        return -1;
    int cost = wm__siege_influence_cost(st, nation);
    if (wm__siege_pay_pp_for(st, ideo, cost, "spent on influence in %s, §3.3.6", wm__siege_areas[nation].name) < 0)
        return -1;
    wm__siege_move_regime(st, nation, to);
    return 0;
}

/* §3.3.7: the box is empty and lies in a Power of the Ideology (not an
 * asterisked box), in an area it conquered, or in a Minor Nation in its
 * Control Area or a friendly Influence Area.  A Territory follows its
 * owner Minor's regime (the Dutch East Indies are claimed "of Netherlands",
 * ex. 4.0). */
/* The area part of the test: whether a box of `area` (not asterisked) is
 * claimable by ideo when empty. */
static int claimable_area(const siege_state *st, int ideo, int area)
{
    if ((st->vpbox[area] >> ideo) & 1u)
        return 1;
    int p = sg_area_power(area);
    if (p >= 0)
        return wm__siege_controls_power(st, ideo, p);
    int nation = area;
    if (wm__siege_areas[area].kind == SG_KIND_TERRITORY) {
        nation = wm__siege_areas[area].owner;
        if (nation >= SG_NNATIONS || wm__siege_areas[nation].kind != SG_KIND_MINOR)
            return 0; /* unowned or a Power's Territory: only by conquest or cession */
    }
    if (wm__siege_areas[nation].kind != SG_KIND_MINOR || st->regime[nation] == SG_REGIME_GONE)
        return 0;
    const sg_regime_box *b = &wm__siege_regime_boxes[st->regime[nation]];
    if (b->area == SG_RA_CONTROL)
        return b->ideology == ideo;
    return b->area == SG_RA_INFLUENCE && ((b->friendly >> ideo) & 1u);
}

int wm__siege_claimable(const siege_state *st, int ideo, int rbox)
{
    if (rbox < 0 || rbox >= SG_NRBOXES || st->rbox[rbox])
        return 0;
    const sg_rbox *x = &wm__siege_rboxes[rbox];
    if (x->asterisk)
        return 0;
    return claimable_area(st, ideo, x->area);
}

/* What claimable_area asks of each box, from the area table alone (built
 * once, wm__once): RB_NEVER an asterisked box; RB_VP a box only conquest
 * (its VP box) opens; RB_POWER a Power's box (`who`: the Power's fixed
 * Ideology, §1.2); RB_CHINA China's (its holder changes, §3.6);
 * RB_NATION a Minor Nation's box (`who`: the nation whose regime
 * decides). */
enum { RB_NEVER, RB_VP, RB_POWER, RB_CHINA, RB_NATION };
static struct {
    uint8_t kind[SG_NRBOXES], who[SG_NRBOXES];
    uint32_t open;                   /* the boxes not asterisked */
    uint32_t power[SG_NIDEOLOGIES];  /* RB_POWER boxes of each Ideology's Powers */
    uint32_t china, nation;          /* the RB_CHINA and the RB_NATION boxes */
    uint8_t regime_ok[SG_NREGIME_BOXES]; /* bit i: a Minor Nation's box claimable by i in this regime box */
} rbt;
static _Atomic int rbt_state;

static void build_rbt(void)
{
    for (int r = 0; r < SG_NREGIME_BOXES; r++) {
        const sg_regime_box *x = &wm__siege_regime_boxes[r];
        for (int i = 0; i < SG_NIDEOLOGIES; i++)
            if (x->area == SG_RA_CONTROL ? x->ideology == i : x->area == SG_RA_INFLUENCE && ((x->friendly >> i) & 1u))
                rbt.regime_ok[r] = (uint8_t)(rbt.regime_ok[r] | (1u << i));
    }
    for (int b = 0; b < SG_NRBOXES; b++) {
        const sg_rbox *x = &wm__siege_rboxes[b];
        int area = x->area, p = sg_area_power(area);
        rbt.kind[b] = RB_VP;
        if (x->asterisk) {
            rbt.kind[b] = RB_NEVER;
        } else if (p >= 0) {
            rbt.kind[b] = p == SG_P_CHINA ? RB_CHINA : RB_POWER;
            rbt.who[b] = wm__siege_areas[wm__siege_power_area[p]].ideology;
        } else {
            int nation = area;
            if (wm__siege_areas[area].kind == SG_KIND_TERRITORY) {
                nation = wm__siege_areas[area].owner;
                if (nation >= SG_NNATIONS || wm__siege_areas[nation].kind != SG_KIND_MINOR)
                    nation = -1; /* RB_VP */
            }
            if (nation >= 0 && wm__siege_areas[nation].kind == SG_KIND_MINOR) {
                rbt.kind[b] = RB_NATION;
                rbt.who[b] = (uint8_t)nation;
            }
        }
        uint32_t bit = 1u << b;
        if (rbt.kind[b] != RB_NEVER)
            rbt.open |= bit;
        if (rbt.kind[b] == RB_POWER && rbt.who[b] < SG_NIDEOLOGIES)
            rbt.power[rbt.who[b]] |= bit;
        if (rbt.kind[b] == RB_CHINA)
            rbt.china |= bit;
        if (rbt.kind[b] == RB_NATION)
            rbt.nation |= bit;
    }
}

/* Every box wm__siege_claimable allows ideo, bit b for box b (the same
 * tests, as sets: the empty boxes not asterisked; of them, those on an
 * area whose VP box holds ideo's token, those of its Powers (China's by
 * its holder), those of a Minor Nation whose regime is ideo's). */
uint32_t wm__siege_claimable_set(const siege_state *st, int ideo)
{
    _Static_assert(SG_NRBOXES <= 32, "a box a bit");
    uint32_t set = 0;
    if (ideo < 0 || ideo >= SG_NIDEOLOGIES || !wm__once(&rbt_state, build_rbt)) {
        for (int b = 0; b < SG_NRBOXES; b++)
            if (wm__siege_claimable(st, ideo, b))
                set |= 1u << b;
        return set;
    }
    /* the empty boxes, eight bytes a step */
    uint32_t empty = ~sg_bytes_ne(st->rbox, SG_NRBOXES, 0) & rbt.open;
    set = rbt.power[ideo];
    if (wm__siege_china_holder(st) == ideo)
        set |= rbt.china;
    set &= empty;
    for (uint32_t m = empty & rbt.nation & ~set; m; m &= m - 1) {
        int b = __builtin_ctz(m);
        int box = st->regime[rbt.who[b]];
        if (box < SG_NREGIME_BOXES && ((rbt.regime_ok[box] >> ideo) & 1u))
            set |= 1u << b;
    }
    if (wm__count_bytes_bit(st->vpbox, SG_NAREAS, ideo)) /* a conquest: rare */
        for (uint32_t m = empty & ~set; m; m &= m - 1) {
            int b = __builtin_ctz(m);
            if ((st->vpbox[wm__siege_rboxes[b].area] >> ideo) & 1u)
                set |= 1u << b;
        }
    return set;
}

int wm__siege_can_claim(const siege_state *st, int ideo, int rbox)
{
    /* §1.6: no unused token, no claim (the dearer test last) */
    return wm__siege_claimable(st, ideo, rbox) && wm__siege_token_reserve(st, ideo) > 0;
}

int wm__siege_map_box_open(const siege_state *st, int k)
{
    if (k < 0 || k >= SG_NMAP_RBOXES)
        return 0;
    return st->card_loc[wm__siege_map_rbox_cardix[k]] == SG_LOC_ACTIVE;
}

int wm__siege_map_claimable(const siege_state *st, int ideo, int k)
{
    if (!wm__siege_map_box_open(st, k) || st->map_rbox[k])
        return 0;
    int p = sg_area_power(wm__siege_map_rboxes[k].area);
    return p >= 0 && wm__siege_controls_power(st, ideo, p);
}

int wm__siege_can_claim_map(const siege_state *st, int ideo, int k)
{
    return wm__siege_map_claimable(st, ideo, k) && wm__siege_token_reserve(st, ideo) > 0;
}

/* §3.3.7: a claim the rules allow (`can`) costs 1 PP and puts the
 * Ideology's token in the box. */
static int pay_claim(siege_state *st, int ideo, int can, uint8_t *box)
{
    if (!can || wm__siege_pay_pp_for(st, ideo, 1, "spent on a Resource claim, §3.3.7") < 0)
        return -1;
    *box = (uint8_t)(ideo + 1);
    return 0;
}

int wm__siege_claim_map(siege_state *st, int ideo, int k)
{
    if (pay_claim(st, ideo, wm__siege_can_claim_map(st, ideo, k), &st->map_rbox[k]) < 0)
        return -1;
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "claim");
        wm__log_str("ideology", wm__siege_ideology_names[ideo]);
        wm__log_str("card", wm__siege_map_rbox_card[k]);
        wm__log_text("%s claims the Resource of Map Card %s (%s)", wm__siege_ideology_names[ideo], wm__siege_map_rbox_card[k],
                     wm__siege_areas[wm__siege_map_rboxes[k].area].name);
        wm__log_end();
    }
    return 0;
}

int wm__siege_claim(siege_state *st, int ideo, int rbox)
{
    if (pay_claim(st, ideo, wm__siege_can_claim(st, ideo, rbox), &st->rbox[rbox]) < 0)
        return -1;
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "claim");
        wm__log_str("ideology", wm__siege_ideology_names[ideo]);
        wm__log_str("area", wm__siege_areas[wm__siege_rboxes[rbox].area].ascii);
        wm__log_text("%s claims a Resource in %s", wm__siege_ideology_names[ideo], wm__siege_areas[wm__siege_rboxes[rbox].area].name);
        wm__log_end();
    }
    return 0;
}

/* §3.3.8 Form or Move a Coup Cell: 1 PP each. */
int wm__siege_form_cc(siege_state *st, int ideo)
{
    if (wm__siege_token_reserve(st, ideo) <= 0 || wm__siege_pay_pp_for(st, ideo, 1, "spent on forming a Coup Cell, §3.3.8") < 0)
        return -1;
    st->cc_pool[ideo]++;
    return 0;
}

int wm__siege_deploy_cc(siege_state *st, int ideo, int area)
{
    if (area < 0 || area >= SG_NCC_AREAS || !st->cc_pool[ideo] ||
        wm__siege_pay_pp_for(st, ideo, 1, "spent on a Coup Cell onto %s, §3.3.8", wm__siege_cc[area].name) < 0)
        return -1;
    st->cc_pool[ideo]--;
    st->cc_map[ideo][area]++;
    return 0;
}

int wm__siege_move_cc(siege_state *st, int ideo, int from, int to)
{
    if (from < 0 || from >= SG_NCC_AREAS || to < 0 || to >= SG_NCC_AREAS || !st->cc_map[ideo][from])
        return -1;
    if (!((wm__siege_cc[from].links >> to) & 1u) ||
        wm__siege_pay_pp_for(st, ideo, 1, "spent on moving a Coup Cell from %s to %s, §3.3.8", wm__siege_cc[from].name,
                             wm__siege_cc[to].name) < 0)
        return -1;
    st->cc_map[ideo][from]--;
    st->cc_map[ideo][to]++;
    return 0;
}

/* The printed Activation Cost of a target in a CC area, with the Anarchy
 * modifier when the nation is in Anarchy's Control Area; -1 if the area
 * does not list the nation. */
int wm__siege_coup_cost(const siege_state *st, int area, int nation, int react)
{
    const sg_cc_info *c = &wm__siege_cc[area];
    for (int t = 0; t < SG_CC_MAX_TARGETS; t++) {
        if (c->target[t].nation != nation)
            continue;
        int cost = react ? c->target[t].react : c->target[t].attempt;
        if (st && st->regime[nation] == SG_R_ANARCHY)
            cost += react ? c->anarchy_react : c->anarchy_attempt;
        return cost < 0 ? 0 : cost;
    }
    return -1;
}

static int coup_target_free(const siege_state *st, int nation)
{
    if (st->regime[nation] == SG_REGIME_GONE || st->civil[nation])
        return 0; /* "no Coup Attempt ... if a Civil War is currently being fought" */
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        if (st->coup_target[i] == nation)
            return 0; /* "If a Coup Marker is already placed on the target Nation" */
    return 1;
}

/* §3.3.2 Coups: before the first impulse, a Coup Marker on a CC area where
 * the Ideology has a CC and an eligible target it can pay for "(do not
 * include any discount due to Anarchy)". */
int wm__siege_can_declare_coup(const siege_state *st, int ideo, int area)
{
    if (area < 0 || area >= SG_NCC_AREAS || !st->cc_map[ideo][area] || st->coup_area[ideo] != SG_NOTHING ||
        st->coup_target[ideo] != SG_NOTHING)
        return 0;
    const sg_cc_info *c = &wm__siege_cc[area];
    for (int t = 0; t < SG_CC_MAX_TARGETS; t++) {
        int n = c->target[t].nation;
        if (n != SG_NAREAS && coup_target_free(st, n) && c->target[t].attempt <= st->pp[ideo])
            return 1;
    }
    return 0;
}

int wm__siege_declare_coup(siege_state *st, int ideo, int area)
{
    if (!wm__siege_can_declare_coup(st, ideo, area))
        return -1;
    st->coup_area[ideo] = (uint8_t)area;
    return 0;
}

/* §3.3.9 Activate a Coup Cell for a Coup Attempt. */
int wm__siege_can_attempt_coup(const siege_state *st, int ideo, int nation)
{
    int area = st->coup_area[ideo];
    if (area == SG_NOTHING || nation < SG_FIRST_MINOR || nation >= SG_NNATIONS || !st->cc_map[ideo][area])
        return 0;
    int cost = wm__siege_coup_cost(st, area, nation, 0);
    return cost >= 0 && coup_target_free(st, nation) && st->pp[ideo] >= cost;
}

int wm__siege_attempt_coup(siege_state *st, int ideo, int nation)
{
    if (!wm__siege_can_attempt_coup(st, ideo, nation))
        return -1;
    int area = st->coup_area[ideo];
    (void)wm__siege_pay_pp_for(st, ideo, wm__siege_coup_cost(st, area, nation, 0), "spent on a Coup Attempt in %s, §3.3.9",
                               wm__siege_areas[nation].name);
    st->cc_map[ideo][area]--;
    st->coup_cc[ideo][ideo]++;
    st->coup_area[ideo] = SG_NOTHING;
    st->coup_target[ideo] = (uint8_t)nation;
    return 0;
}

/* The CC area a reaction of Ideology i to `owner`'s coup takes its CC
 * from: the first listing the target that it can pay for; -1 if none. */
static int react_area(const siege_state *st, int ideo, int owner)
{
    if (ideo < 0 || ideo >= SG_NIDEOLOGIES || owner < 0 || owner >= SG_NIDEOLOGIES)
        return -1;
    int nation = st->coup_target[owner];
    if (nation == SG_NOTHING)
        return -1;
    for (int a = 0; a < SG_NCC_AREAS; a++) {
        if (!st->cc_map[ideo][a])
            continue;
        int cost = wm__siege_coup_cost(st, a, nation, 1);
        if (cost >= 0 && st->pp[ideo] >= cost)
            return a;
    }
    return -1;
}

int wm__siege_can_react_coup(const siege_state *st, int ideo, int owner)
{
    return react_area(st, ideo, owner) >= 0;
}

int wm__siege_react_coup(siege_state *st, int ideo, int owner)
{
    int a = react_area(st, ideo, owner);
    if (a < 0)
        return -1;
    (void)wm__siege_pay_pp_for(st, ideo, wm__siege_coup_cost(st, a, st->coup_target[owner], 1),
                               "spent on reacting to the Coup Attempt in %s, §3.3.9",
                               wm__siege_areas[st->coup_target[owner]].name);
    st->cc_map[ideo][a]--;
    st->coup_cc[owner][ideo]++;
    return 0;
}

int wm__siege_deploy_training(siege_state *st, int ideo, int area)
{
    if (area < 0 || area >= SG_NCC_AREAS || !st->cc_pool[ideo])
        return -1;
    st->cc_pool[ideo]--;
    st->cc_map[ideo][area]++;
    return 0;
}

int wm__siege_pa_result(const siege_state *st, int ideo, int card, int die, int modifiers)
{
    int ok = die + modifiers >= sg_cards()[card].difficulty;
    (void)st;
    if (wm__logging()) {
        wm__log_begin(WM_CHANCE, WM_LOG_PUBLIC, "political_action");
        wm__log_str("ideology", wm__siege_ideology_names[ideo]);
        wm__log_str("card", sg_cards()[card].code);
        wm__log_int("die", die);
        wm__log_int("modifiers", modifiers);
        wm__log_int("difficulty", sg_cards()[card].difficulty);
        wm__log_text("%s attempts %s: %d %+d against %d: %s", wm__siege_ideology_names[ideo], sg_cards()[card].code, die,
                     modifiers, sg_cards()[card].difficulty, ok ? "success" : "failure");
        wm__log_end();
    }
    return ok;
}

/* The end of a coup: the marker goes aside, every CC on it back to the
 * Token Reserve (ex. 4.0's counts; the text says "Force Pool": E6). */
static void clear_coup(siege_state *st, int owner)
{
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        st->coup_cc[owner][i] = 0;
    st->coup_target[owner] = SG_NOTHING;
}

static int coup_outcome(siege_state *st, int owner, int nation, int modified, int winner, const uint8_t *path,
                        int npath, int *used)
{
    int band = modified <= 2 ? 2 : modified <= 4 ? 3 : 5;
    if (wm__logging()) {
        wm__log_begin(WM_CHANCE, WM_LOG_PUBLIC, "coup");
        wm__log_str("nation", wm__siege_areas[nation].ascii);
        wm__log_int("result", modified);
        wm__log_text("Coup in %s: %d, %s", wm__siege_areas[nation].name, modified,
                     band == 5 ? "successful" : band == 2 ? "Civil War" : "not successful");
        wm__log_end();
    }
    if (band == 5) {
        int boxes = winner == SG_ANARCHY ? 2 : 4;
        int r = wm__siege_regime_effect(st, nation, winner, boxes, owner, path, npath, used);
        if (r < 0)
            return r;
        /* A coup overthrows the regime: the claims there are lost too
         * (ex. 4.0: "All Resource Exploitation Boxes of Netherlands are
         * emptied out"). */
        for (int b = 0; b < SG_NRBOXES; b++) {
            int a = wm__siege_rboxes[b].area;
            if (a == nation || (wm__siege_areas[a].kind == SG_KIND_TERRITORY && wm__siege_areas[a].owner == nation))
                wm__siege_set_rbox(st, b, 0, "the coup overthrew the regime");
        }
    } else if (band == 2) {
        st->civil[nation] = 1; /* front side: ERUPTING */
        int r = wm__siege_regime_effect(st, nation, SG_ANARCHY, 2, owner, path, npath, used);
        if (r < 0)
            return r;
    }
    (void)owner;
    return band;
}

/* §3.3.14: "the Ideology who activated the most number of CC ... In case
 * of tie, the winning Ideology is identified by the Coup Marker". */
int wm__siege_coup_winner(const siege_state *st, int owner)
{
    int most = -1, winner = owner, ties = 0;
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        if (st->coup_cc[owner][i] > most) {
            most = st->coup_cc[owner][i];
            winner = i;
        }
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        ties += st->coup_cc[owner][i] == most;
    return ties > 1 ? owner : winner;
}

/* §3.3.14 Coup Attempts Resolution. */
int wm__siege_resolve_coup(siege_state *st, int owner, int die, const int8_t sign[SG_NIDEOLOGIES],
                           const uint8_t *path, int npath)
{
    int nation = st->coup_target[owner];
    if (nation == SG_NOTHING || die < 1 || die > 6)
        return -1;
    int mod = 0;
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        int s = sign ? sign[i] : 1;
        if (s != 1 && s != -1)
            return -1;
        mod += s * st->coup_cc[owner][i];
    }
    int winner = wm__siege_coup_winner(st, owner);
    int rb = st->regime[nation];
    if (rb == SG_R_ANARCHY || rb == SG_R_INSTABILITY)
        mod -= 1;
    siege_state save = *st;
    int band = coup_outcome(st, owner, nation, die + mod, winner, path, npath, NULL);
    if (band < 0) {
        *st = save;
        return band;
    }
    clear_coup(st, owner);
    return band;
}

int wm__siege_event_coup(siege_state *st, int owner, int nation, int modifier, int die, const uint8_t *path,
                         int npath, int *used)
{
    if (used)
        *used = 0;
    if (nation < SG_FIRST_MINOR || nation >= SG_NNATIONS || st->regime[nation] == SG_REGIME_GONE || die < 1 ||
        die > 6)
        return -1; /* §6.0: no coup in a nation no more in existence */
    if (st->civil[nation])
        return -1; /* §3.3.9: none in a nation at Civil War (op_coup logs it) */
    int rb = st->regime[nation];
    int mod = modifier - ((rb == SG_R_ANARCHY || rb == SG_R_INSTABILITY) ? 1 : 0);
    siege_state save = *st;
    int band = coup_outcome(st, owner, nation, die + mod, owner, path, npath, used);
    if (band < 0)
        *st = save;
    return band;
}

/* ------------------------------------------------------------------ */
/* Wars                                                                 */
/* ------------------------------------------------------------------ */

/* Whether Ideology i "matches with" a faction: one of its Powers is in it. */
static int ideo_in_faction(const siege_state *st, int ideo, const sg_war *w, int side)
{
    for (int p = 0; p < SG_NPOWERS; p++)
        if (wm__siege_controls_power(st, ideo, p) && sg_faction_has(w, side, wm__siege_power_area[p]))
            return 1;
    return 0;
}

/* §1.8.1: the war is declared: the War Card stays aside with its War
 * Marker on the start box; War! Markers on the Powers of both factions and
 * the escalation (§3.3.15); attacking a treaty partner costs 1 Prestige
 * and breaks the Pact (§3.3.5). */
int wm__siege_start_war(siege_state *st, int owner, int war)
{
    if (war < 0 || war >= SG_NWARS || st->war_box[war] != SG_WAR_OFF)
        return -1;
    const sg_war *w = &sg_wars()[war];
    st->war_box[war] = w->start;
    st->war_stall[war] = 0;
    st->card_loc[w->card] = SG_LOC_ACTIVE;
    int aggressor = w->faction_a[0], target = w->faction_b[0];
    int pa = sg_area_power(aggressor);
    wm__siege_note("war", owner, "%s %s begins: its War Marker on box %d (§1.8.1)", sg_cards()[w->card].code,
                   sg_cards()[w->card].name ? sg_cards()[w->card].name : "", w->start + 1);
    if (w->civil == 2 && st->civil[aggressor]) {
        wm__siege_note("war", -1, "Spain's Civil War becomes %s: the Government's MR to faction A, the Rebels' to B (§6.0 N12)",
                       sg_cards()[w->card].code);
        /* §6.0 N12: Spain already in Civil War: the Government's MR go to
         * faction A, the Rebels' to B; the Civil War Marker is removed. */
        for (int i = 0; i < SG_NIDEOLOGIES; i++) {
            st->war_mr[war][0][i] = st->civil_mr[aggressor][0][i];
            st->war_mr[war][1][i] = st->civil_mr[aggressor][1][i];
        }
        memset(st->civil_mr[aggressor], 0, sizeof st->civil_mr[aggressor]);
        st->civil[aggressor] = 0;
    }
    if (w->civil || pa < 0)
        return 0; /* N12, C19: fought as civil wars; no declaration between Powers */
    if ((st->pact[pa] | st->ally[pa]) >> target & 1u) {
        wm__siege_note("treaty", owner, "%s attacks %s, its treaty partner: the treaty is broken (§3.3.5)",
                       wm__siege_areas[aggressor].name, wm__siege_areas[target].name);
        wm__siege_add_prestige(st, owner, -1);
        st->pact[pa] &= ~SG_AREA_BIT(target);
        st->ally[pa] &= ~SG_AREA_BIT(target);
        int pt = sg_area_power(target);
        if (pt >= 0) {
            st->pact[pt] &= ~SG_AREA_BIT(aggressor);
            st->ally[pt] &= ~SG_AREA_BIT(aggressor);
        }
    }
    wm__siege_declare_war(st, aggressor, target);
    return 0;
}

/* §3.3.11 Commit a MR to War: the printed cost, +1 while STALLING; the
 * Ideology matches the faction (or holds a C3/D7 permit for it this Game
 * Round) and traces a LOC to the other faction's area. */
/* How the end of War Card w with `side` winning bears on Ideology i, read
 * from its War end program: its VP and Prestige, a Regime Marker placed in
 * its Control Area (+1) or another's (-1), a conquest or a ceded Resource
 * for it (+1) or from it (-1). */
static int war_end_value(const sg_war *w, int side, int ideo)
{
    const sg_op *ops = side ? w->end_b : w->end_a;
    int n = side ? w->nend_b : w->nend_a, owner = sg_cards()[w->card].deck, v = 0;
    for (int k = 0; k < n; k++) {
        const sg_op *op = &ops[k];
        int who = op->a == SG_NOBODY ? owner : op->a;
        switch (op->op) {
        case SG_OP_VP:
        case SG_OP_PRESTIGE:
            v += who == ideo ? op->b : 0;
            break;
        case SG_OP_PLACE_REGIME:
            v += op->b == ideo ? 1 : -1;
            break;
        case SG_OP_CONQUER:
            v += (op->c == 0 ? owner : op->c >= 2 ? op->c - 2 : SG_NOBODY) == ideo;
            break;
        case SG_OP_CEDE:
            v += (op->c == ideo) - (op->a < SG_NAREAS && wm__siege_areas[op->a].ideology == ideo);
            break;
        default:
            break;
        }
    }
    return v;
}

/* §3.3.2 (2 seats): "committing MR to Wars and Civil Wars ... that have
 * beneficial consequences for Communism".  Decision (O16): a War Card's
 * side is beneficial when Communism has a Power in that faction or when
 * that side's win is worth more to Communism than the other's by the War
 * end effects; a Civil War's Rebels always (their win moves the regime
 * towards the Ideology with most MR among them), its Government only while
 * the nation is in Communism's Control Area or an Influence Area friendly
 * to Communism. */
int wm__siege_good_for_communism(const siege_state *st, int civil, int what, int side)
{
    if (civil) {
        if (side)
            return 1;
        int b = st->regime[what];
        if (b == SG_REGIME_GONE)
            return 0;
        const sg_regime_box *x = &wm__siege_regime_boxes[b];
        return (x->area == SG_RA_CONTROL && x->ideology == SG_COMMUNISM) ||
               (x->area == SG_RA_INFLUENCE && ((x->friendly >> SG_COMMUNISM) & 1u));
    }
    const sg_war *w = &sg_wars()[what];
    if (ideo_in_faction(st, SG_COMMUNISM, w, side))
        return 1;
    return war_end_value(w, side, SG_COMMUNISM) > war_end_value(w, !side, SG_COMMUNISM);
}

int wm__siege_can_commit_war(const siege_state *st, int ideo, int war, int side)
{
    if (war < 0 || war >= SG_NWARS || st->war_box[war] == SG_WAR_OFF || side < 0 || side > 1)
        return 0;
    const sg_war *w = &sg_wars()[war];
    if (!st->force_pool[ideo] || st->pp[ideo] < w->cost + (st->war_stall[war] ? 1 : 0))
        return 0;
    if (st->seats == 2 && ideo == SG_COMMUNISM && !wm__siege_good_for_communism(st, 0, war, side))
        return 0;
    int permitted = st->permit[ideo] == war * 2 + side + 1;
    /* C3, D7 (§6.0): "for the entire Game Round" the designated side only */
    if (st->permit[ideo] && (st->permit[ideo] - 1) / 2 == war && !permitted)
        return 0;
    if (w->civil == 1) {
        /* C19 (§3.3.10, §6.0): committed as a Civil War: any Ideology, a
         * LOC to China, either side */
        return wm__siege_loc(st, ideo, w->faction_a[0]);
    }
    if (w->civil == 2)
        permitted |= st->spanish[ideo] == side + 1; /* N11, C37, D11 "thereafter" */
    if (!permitted && !ideo_in_faction(st, ideo, w, side))
        return 0;
    const uint8_t *other = side ? w->faction_a : w->faction_b;
    return wm__siege_loc(st, ideo, other[0]);
}

int wm__siege_commit_war(siege_state *st, int ideo, int war, int side)
{
    if (!wm__siege_can_commit_war(st, ideo, war, side))
        return -1;
    (void)wm__siege_pay_pp_for(st, ideo, sg_wars()[war].cost + (st->war_stall[war] ? 1 : 0),
                               "spent on committing an MR to War Card %s, §3.3.11", sg_cards()[sg_wars()[war].card].code);
    st->force_pool[ideo]--;
    st->war_mr[war][side][ideo]++;
    return 0;
}

/* §3.3.10 Commit a MR to Civil War: 2 PP ERUPTING, 1 PP CALMING, a LOC to
 * the nation; either side. */
/* §3.3.10 Commit MR to a Civil War, all but the Line of Communication (the
 * same for either side: wm__siege_can_commit_civil adds it). */
int wm__siege_can_commit_civil_side(const siege_state *st, int ideo, int nation, int rebels)
{
    if (nation < 0 || nation >= SG_NNATIONS || !st->civil[nation] || !st->force_pool[ideo])
        return 0;
    if (st->seats == 2 && ideo == SG_COMMUNISM && !wm__siege_good_for_communism(st, 1, nation, rebels != 0))
        return 0;
    return st->pp[ideo] >= (st->civil[nation] == 1 ? 2 : 1);
}

int wm__siege_can_commit_civil(const siege_state *st, int ideo, int nation, int rebels)
{
    return wm__siege_can_commit_civil_side(st, ideo, nation, rebels) && wm__siege_loc(st, ideo, nation);
}

int wm__siege_commit_civil(siege_state *st, int ideo, int nation, int rebels)
{
    if (!wm__siege_can_commit_civil(st, ideo, nation, rebels))
        return -1;
    (void)wm__siege_pay_pp_for(st, ideo, st->civil[nation] == 1 ? 2 : 1,
                               "spent on committing an MR to the Civil War in %s, §3.3.10", wm__siege_areas[nation].name);
    st->force_pool[ideo]--;
    st->civil_mr[nation][rebels ? 1 : 0][ideo]++;
    return 0;
}

/* Armaments upgrade: +1 level, paying the printed MR cost from the Force
 * Pool "as far as possible" (ex. 4.0: N18 raises Italy to level 2 and "no
 * MR cost is paid by Nazism because no MR Token is left in its Force Pool";
 * open reading O5).  Returns the MR paid, -1 at the top level. */
int wm__siege_armaments_up(siege_state *st, int power)
{
    int level = st->armaments[power];
    if (level == SG_ARM_NONE || level >= 2)
        return -1;
    int owner = power == SG_P_CHINA ? wm__siege_china_holder(st)
                                    : wm__siege_areas[wm__siege_power_area[power]].ideology;
    int cost = wm__siege_armaments[power].upgrade[level];
    int paid = owner == SG_NOBODY ? 0 : (cost < st->force_pool[owner] ? cost : st->force_pool[owner]);
    if (owner != SG_NOBODY)
        st->force_pool[owner] = (uint8_t)(st->force_pool[owner] - paid);
    st->armaments[power] = (uint8_t)(level + 1);
    wm__siege_log_armaments(st, power, level, paid ? "MR paid" : "no MR paid");
    return paid;
}

/* §3.3.13 Important: a conquered Territory or Minor gets the winner's
 * Control Token on its VP box; every claim there, coup, CC, Civil War and
 * MR goes back; a Minor's Regime Marker leaves play.  Poland needs both
 * N35 and C27 (two boxes); an area already held by the Ideology gives
 * nothing (§6.0 N37). */
void wm__siege_conquer(siege_state *st, int ideo, int area, int vp)
{
    if ((st->vpbox[area] >> ideo) & 1u)
        return;
    if (wm__siege_token_reserve(st, ideo) <= 0)
        return; /* §1.6 */
    st->vpbox[area] = (uint8_t)(st->vpbox[area] | (1u << ideo));
    wm__siege_note("conquest", ideo, "%s's Control Token on %s's VP box (§3.3.13)", wm__siege_ideology_names[ideo],
                   wm__siege_areas[area].name);
    wm__siege_gain_vp(st, ideo, vp, "conquest");
    int full = area != SG_POLAND || (((st->vpbox[area] >> SG_NAZISM) & 1u) && ((st->vpbox[area] >> SG_COMMUNISM) & 1u));
    if (!full)
        return;
    for (int b = 0; b < SG_NRBOXES; b++)
        if (wm__siege_rboxes[b].area == area)
            wm__siege_set_rbox(st, b, 0, "conquered");
    if (area < SG_NNATIONS && wm__siege_areas[area].kind == SG_KIND_MINOR) {
        for (int i = 0; i < SG_NIDEOLOGIES; i++)
            if (st->coup_target[i] == area)
                clear_coup(st, i);
        memset(st->civil_mr[area], 0, sizeof st->civil_mr[area]);
        st->civil[area] = 0;
        st->regime[area] = SG_REGIME_GONE;
        wm__siege_note("conquest", ideo, "%s is conquered: its Regime Marker, Civil War and MR leave play (§3.3.13)",
                       wm__siege_areas[area].name);
    }
}
