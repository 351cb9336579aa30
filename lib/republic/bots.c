/*
 * bots.c - The Weimar Republic: the Non-player system (§8), the parts in
 * so far: a bot card's Impulse (§8.2) and the space and holding-box
 * selection guidelines of the Order of Operations (§8.6 Section 4 Steps B,
 * D and E).  They are pure functions of the state: nothing here moves a
 * piece.  The NP turn that uses them (§8.5, §8.7, §8.8) and the NP's
 * answers to the engine's questions are npturn.c (doc/rules-republic.md,
 * "The Non-player system (§8)").
 */
#include "republic.h"

#include <stddef.h>
#include <string.h>

uint32_t wm__republic_np_impulse(const rp_state *st, int card)
{
    if (card < 1 || card > RP_NBOTCARDS)
        return 0;
    const rp_botcard *b = &wm__republic_botcards[card];
    switch (b->impulse_kind) {
    case RP_IMPULSE_SPACE: return SPB(b->impulse);
    case RP_IMPULSE_REGION: return wm__republic_region_mask[b->impulse];
    default: { /* §8.2: the listed Clique's space, Berlin if it is off the map */
        int s = wm__republic_clique_space(st, b->impulse);
        return SPB(s >= 0 ? s : RP_BERLIN);
    }
    }
}

/* Distance from s to the nearest space of `to`. */
static int dist_to(int s, uint32_t to)
{
    int d = 255;
    for (uint32_t m = to; m; m &= m - 1u) {
        int t = __builtin_ctz(m);
        if (wm__republic_dist[s][t] < d)
            d = wm__republic_dist[s][t];
    }
    return d;
}

/* Keeps the spaces of m whose key is greatest (key: higher is better). */
static uint32_t keep_best(uint32_t m, int (*key)(int s, uint32_t arg), uint32_t arg)
{
    int best = -1000;
    uint32_t out = 0;
    for (uint32_t r = m; r; r &= r - 1u) {
        int s = __builtin_ctz(r), k = key(s, arg);
        if (k > best) {
            best = k;
            out = 0;
        }
        if (k == best)
            out |= SPB(s);
    }
    return out;
}

static int key_near(int s, uint32_t impulse) { return -dist_to(s, impulse); }
static int key_pv(int s, uint32_t arg)
{
    (void)arg;
    return wm__republic_spaces[s].pv;
}
static int key_pop(int s, uint32_t arg)
{
    (void)arg;
    return wm__republic_spaces[s].population;
}

/* §8.6 Section 4 Step E: "1. The Impulse Space or one space in the Impulse
 * Region, then 2. The space closest to the Impulse Space or any space in
 * the Impulse Region, then 3. The space with the most PV, then 4. The
 * space with the most Population, then 5. One eligible space at random."
 * Returns the spaces left after 1-4; more than one left is step 5's random
 * pick, a chance decision of the caller.  (1 is 2 at distance 0.) */
uint32_t wm__republic_np_step_e(const rp_state *st, int card, uint32_t eligible)
{
    eligible &= RP_ALL_SPACES;
    if (!eligible)
        return 0;
    uint32_t impulse = wm__republic_np_impulse(st, card);
    uint32_t m = impulse ? keep_best(eligible, key_near, impulse) : eligible;
    if (wm__popcount32(m) > 1)
        m = keep_best(m, key_pv, 0);
    if (wm__popcount32(m) > 1)
        m = keep_best(m, key_pop, 0);
    return m;
}

static int dominant_of(const uint8_t c[NF])
{
    int v[NF];
    for (int f = 0; f < NF; f++)
        v[f] = c[f];
    return rp_sole_most(v);
}

/* Step B's two guidelines for one space whose cubes go from `before` to
 * c: 1 (gains Dominance for f), 2 (removes an opposing Dominance), 0. */
static int step_b_class(int f, int before, const uint8_t c[NF])
{
    int after = dominant_of(c);
    if (after == f && before != f)
        return 1;
    if (before >= 0 && before != f && after != before)
        return 2;
    return 0;
}

static uint32_t step_b_keep(uint32_t gain, uint32_t unseat, uint32_t eligible)
{
    return gain ? gain : unseat ? unseat : eligible;
}

/* Space s's Step B class after the Action (cubes c, dominant `before`):
 * into the set of spaces that gain or that unseat. */
static void step_b_mark(int f, int s, int before, const uint8_t c[NF], uint32_t *gain, uint32_t *unseat)
{
    int k = step_b_class(f, before, c);
    if (k == 1)
        *gain |= SPB(s);
    else if (k == 2)
        *unseat |= SPB(s);
}

/* §8.6 Section 4 Step B for an Event or Action that places (n > 0) or
 * removes (n < 0) |n| Influence cubes of faction `whose` in one space, the
 * active NP faction being f: "1. Gain Dominance for the active NP faction,
 * then 2. Remove an opposing faction's Dominance."  n is the number the
 * Event or Action really places or removes (the Comprehensive Example:
 * "the addition of a single Coalition Influence").  Returns the eligible
 * spaces the first guideline that applies keeps (all of them when
 * neither applies: Step E decides).  A space's cubes stop at zero and at
 * its Population (§5.12). */
uint32_t wm__republic_np_step_b(const rp_state *st, int f, int whose, int n, uint32_t eligible)
{
    uint32_t gain = 0, unseat = 0;
    eligible &= RP_ALL_SPACES;
    if (f < 0 || f >= NF || whose < 0 || whose >= NF)
        return eligible;
    for (uint32_t r = eligible; r; r &= r - 1u) {
        int s = __builtin_ctz(r), total = 0;
        uint8_t c[NF];
        for (int g = 0; g < NF; g++) {
            c[g] = st->cubes[s][g];
            total += c[g];
        }
        int before = dominant_of(c);
        int v = c[whose] + n;
        if (n > 0 && total + n > wm__republic_spaces[s].population)
            v = c[whose] + (wm__republic_spaces[s].population - total);
        c[whose] = (uint8_t)(v < 0 ? 0 : v);
        step_b_mark(f, s, before, c, &gain, &unseat);
    }
    return step_b_keep(gain, unseat, eligible);
}

uint32_t wm__republic_np_step_b_remove(const rp_state *st, int f, int card, int n, uint32_t eligible)
{
    uint32_t gain = 0, unseat = 0;
    eligible &= RP_ALL_SPACES;
    if (f < 0 || f >= NF || card < 1 || card > RP_NBOTCARDS || n <= 0)
        return eligible;
    const rp_botcard *b = &wm__republic_botcards[card];
    for (uint32_t r = eligible; r; r &= r - 1u) {
        int s = __builtin_ctz(r), sup = wm__republic_supreme(st, s);
        uint8_t c[NF];
        for (int g = 0; g < NF; g++)
            c[g] = st->cubes[s][g];
        int before = dominant_of(c);
        for (int k = 0; k < n; k++) { /* as the NP answers each cube (npturn.c, D_CUBE) */
            int i = 0;
            while (i < NF - 1 && (b->order[i] == f || b->order[i] == sup || !c[b->order[i]]))
                i++;
            if (i == NF - 1)
                break;
            c[b->order[i]]--;
        }
        step_b_mark(f, s, before, c, &gain, &unseat);
    }
    return step_b_keep(gain, unseat, eligible);
}

/* The §8.6 Step D class of a holding box. */
static int box_class(int box)
{
    switch (box) {
    case BOX_RC:
    case BOX_KPD:
    case BOX_NSDAP: return RP_NPT_FACTION_MAT;
    case BOX_PAWNS:
    case BOX_REACTION: return RP_NPT_PROGRESS_REACTION;
    case BOX_HYPER:
    case BOX_MASS: return RP_NPT_ECONOMY;
    case BOX_US: return RP_NPT_US_DEALS;
    case BOX_USSR: return RP_NPT_USSR_DEALS;
    default: return RP_NPT_MAP;
    }
}

static int box_faction(int box)
{
    return box == BOX_RC ? RP_RC : box == BOX_KPD ? RP_KPD : box == BOX_NSDAP ? RP_NSDAP : -1;
}

/* §8.6 Section 4 Step D for the holding box a piece is taken from or
 * returned to (the Comprehensive Example applies it to the box the yellow
 * Leverage comes from): "1. A faction mat, opposing faction's in Faction
 * Order first, then 2. The Progress or Reaction track, then 3. The Economy
 * track, then 4. The U.S. Deals track, then 5. The U.S.S.R. Deals track."
 * The active NP faction is the card's; its own mat comes after the
 * opposing ones.  Returns the box (BOX_*), or -1 for an empty mask; two
 * boxes of one class (the Economy's two pawn boxes) are a tie the caller
 * breaks (the lowest here). */
int wm__republic_np_step_d(int card, uint32_t boxes)
{
    if (card < 1 || card > RP_NBOTCARDS || !(boxes & ((1u << NBOX) - 1u)))
        return -1;
    const rp_botcard *b = &wm__republic_botcards[card];
    for (int k = 0; k < RP_NPT_KINDS; k++) {
        int cls = wm__republic_np_track_order[k];
        if (cls == RP_NPT_FACTION_MAT) {
            for (int i = 0; i <= NF - 1; i++) {
                int want = i < NF - 1 ? b->order[i] : b->faction;
                for (int box = 0; box < NBOX; box++)
                    if (bit(boxes, box) && box_faction(box) == want)
                        return box;
            }
            continue;
        }
        for (int box = 0; box < NBOX; box++)
            if (bit(boxes, box) && box_class(box) == cls)
                return box;
    }
    return -1;
}

/* Unit SV per faction in space s, as Supremacy counts it (§5.9). */
static void units_sv(const rp_state *st, int s, int sv[NF])
{
    sv[RP_COALITION] = st->rw[s] * 3;
    sv[RP_KPD] = st->mil[s];
    sv[RP_NSDAP] = st->sa[s];
    sv[RP_RC] = 0;
    for (int i = 0; i < NFK; i++)
        if (st->fk_loc[i] == s)
            sv[st->fk_st[i] == FK_ROGUE ? RP_RC : RP_COALITION] += 2;
}


/* §1.4 the SV of a unit of kind k (WM_REPUBLIC_K_*), from the content table. */
int wm__republic_kind_sv(int k)
{
    static const uint8_t unit[6] = {RP_UNIT_REICHSWEHR, RP_UNIT_FREIKORPS, RP_UNIT_FREIKORPS,
                                    RP_UNIT_ROGUE, RP_UNIT_MILITIA, RP_UNIT_SA};
    return k >= 0 && k < 6 ? wm__republic_unit_sv[unit[k]] : 0;
}

/* §8.6 Section 4 Step C for one unit of faction f with Strength Value sv
 * placed in one space: "1. Gain Supremacy for the active NP faction in a
 * space with opposing units, then 2. Remove an opposing faction's
 * Supremacy, then 3. Gain Supremacy for the active NP faction in a space
 * without units."  "Without units" is read as without opposing units.
 * Returns the spaces the first guideline that applies keeps (all the
 * eligible ones when none applies). */
uint32_t wm__republic_np_step_c(const rp_state *st, int f, int sv, uint32_t eligible)
{
    uint32_t c1 = 0, c2 = 0, c3 = 0;
    eligible &= RP_ALL_SPACES;
    if (f < 0 || f >= NF || sv <= 0)
        return eligible;
    for (uint32_t r = eligible; r; r &= r - 1u) {
        int s = __builtin_ctz(r), v[NF], opp = 0;
        units_sv(st, s, v);
        for (int g = 0; g < NF; g++)
            opp |= g != f && v[g] > 0;
        int before = rp_sole_most(v);
        v[f] += sv;
        int after = rp_sole_most(v);
        if (after == f && before != f && opp)
            c1 |= SPB(s);
        else if (before >= 0 && before != f && after != before)
            c2 |= SPB(s);
        else if (after == f && before != f)
            c3 |= SPB(s);
    }
    return c1 ? c1 : c2 ? c2 : c3 ? c3 : eligible;
}

/* §8.1 Potential Assault Strength: "sum the SV of that faction's units in
 * that space. Do not include Coalition Reichswehr and unrevealed Freikorps
 * units if Coalition units would fail a Loyalty Check. Do include any
 * modifiers that may apply to an Assault in that space, but do not roll a
 * die."  For an Assault of f against g in s: f's potential, and g's in
 * *g_pas.  Readings: no Middle Class Sympathies pawn is counted (an NP
 * never spends one, §8.1) and no loan (none is offered before the
 * Assault); the Loyalty Check would be tested as §6.2 tests it (the
 * Coalition and the RC on opposite sides, Rogue Freikorps there, Progress
 * below Reaction plus any Lingering margin). */
int wm__republic_np_pas(const rp_state *st, int f, int g, int s, int *g_pas)
{
    if (f < 0 || f >= NF || g < 0 || g >= NF || f == g || s < 0 || s >= NSP) {
        if (g_pas)
            *g_pas = 0;
        return 0;
    }
    rp_state c = *st;
    c.as_space = (uint8_t)s;
    c.as_att = (uint8_t)f;
    c.as_def = (uint8_t)g;
    for (int h = 0; h < NF; h++)
        c.as_side[h] = 0;
    c.as_side[f] = 1;
    c.as_side[g] = 2;
    c.as_flags = 0;
    c.as_fk = 0;
    for (int k = 0; k < 6; k++)
        c.as_lend[k] = 0;
    int coal_rc = (f == RP_COALITION && g == RP_RC) || (f == RP_RC && g == RP_COALITION);
    if (coal_rc && wm__republic_fk_count(st, s, FK_ROGUE) > 0 &&
        st->prog < wm__republic_loyalty_needed(st)) {
        c.as_flags |= AF_FAILED; /* the Reichswehr is left out ... */
        for (int i = 0; i < NFK; i++) /* ... and so are the unrevealed Freikorps */
            if (c.fk_loc[i] == s && c.fk_st[i] == FK_UNREVEALED)
                c.fk_loc[i] = FK_OUT;
    }
    if (g_pas)
        *g_pas = wm__republic_assault_strength(&c, 2);
    return wm__republic_assault_strength(&c, 1);
}

/* §8.7: "if the current year is 1923, 1929, or 1933 (i.e., the last year
 * of each Era, either Early or Late Year round)". */
int wm__republic_np_final_year(const rp_state *st)
{
    int y = RP_FIRST_YEAR + st->year;
    return y == 1923 || y == 1929 || y == 1933;
}

/* §8.7 the final-year stack check: in the last year of an Era, the cards
 * of f's stack the NP plays first (one at random among them): its
 * Mandatory and Election cards.  "an Election card was revealed and an
 * Election card has already been played this round" is read per card: an
 * Election card is then not among them (§6.0 would not let it be played),
 * a Mandatory card still is (the Gameplay Note: the step makes sure
 * Mandatory and Election cards are played before the Era ends).  Returns
 * how many; none (or not the final year): the stack is reshuffled and its
 * top card revealed. */
int wm__republic_np_forced_cards(const rp_state *st, int f, uint64_t out[CW])
{
    int n = 0;
    for (int w = 0; w < CW; w++)
        out[w] = 0;
    if (f < 0 || f >= NF || !wm__republic_np_final_year(st))
        return 0;
    for (int w = 0; w < CW; w++)
        for (uint64_t b = st->hand[f][w]; b; b &= b - 1u) {
            int id = w * 64 + __builtin_ctzll(b);
            if (id < 1 || id > RP_NCARDS)
                continue;
            const rp_card_info *c = CARD(id);
            int forced = (c->flags & RP_CF_MANDATORY) || c->kind == RP_CARD_ELECTION;
            if (forced && wm__republic_card_playable(st, f, id)) {
                card_add(out, id);
                n++;
            }
        }
    return n;
}

/* §8.4: "Set Turn Order in the order listed, with that NP faction last":
 * the card's Faction Order, then the card's own faction.  Returns 0 for a
 * card number out of range (out untouched). */
int wm__republic_np_turn_order(int card, uint8_t out[NF])
{
    if (card < 1 || card > RP_NBOTCARDS)
        return 0;
    const rp_botcard *b = &wm__republic_botcards[card];
    for (int i = 0; i < NF - 1; i++)
        out[i] = b->order[i];
    out[NF - 1] = b->faction;
    return 1;
}

/* §8.3: "NP Coalition may not win a Sudden Victory [3.1] during the Crisis
 * Era (1919-1923)."  bots: the seat mask of the Non-player factions. */
int wm__republic_np_sudden_allowed(const rp_state *st, uint32_t bots)
{
    if (!bit(bots, RP_COALITION) || bit(bots, 4 + RP_COALITION)) /* a person's Coalition (RP_STANDIN) */
        return 1;
    return rp_year_era(RP_FIRST_YEAR + st->year) != RP_ERA_CRISIS;
}

/* §8.9-§8.12 "Then, check each opposing faction in turn, using the
 * current bot card's Faction Order. The bot will Assault in the first
 * eligible space where [its] Potential Assault Strength is greater than
 * the target's Potential Assault Strength in that space."  Returns the
 * spaces where f would Assault the first target that has any (the target
 * in *target, -1 and 0 when there is none); among several spaces the
 * caller applies Step E (reading: "the first eligible space" is the one
 * the space selection guidelines select). */
uint32_t wm__republic_np_assault_spaces(const rp_state *st, int f, int card, int *target)
{
    if (target)
        *target = -1;
    if (f < 0 || f >= NF || card < 1 || card > RP_NBOTCARDS)
        return 0;
    const rp_botcard *b = &wm__republic_botcards[card];
    uint32_t spaces = wm__republic_assault_spaces(st, f);
    for (int i = 0; i < NF - 1; i++) {
        int g = b->order[i];
        uint32_t m = 0;
        for (uint32_t r = spaces; r; r &= r - 1u) {
            int s = __builtin_ctz(r), gp = 0;
            if (!bit(wm__republic_assault_targets(st, f, s), g))
                continue;
            if (wm__republic_np_pas(st, f, g, s, &gp) > gp)
                m |= SPB(s);
        }
        if (m) {
            if (target)
                *target = g;
            return m;
        }
    }
    return 0;
}

/* Spaces in no Region or space that holds a Reform (§8.9 "Only in a space
 * or region that does not already contain a Reform marker"). */
uint32_t wm__republic_np_no_reform_area(const rp_state *st)
{
    uint32_t with = 0, area = 0;
    for (int s = 0; s < NSP; s++)
        if (st->reform[s])
            with |= SPB(s);
    for (int s = 0; s < NSP; s++) {
        int r = wm__republic_spaces[s].region;
        uint32_t unit = r < RP_NREGIONS ? wm__republic_region_mask[r] : SPB(s);
        if (!(unit & with))
            area |= SPB(s);
    }
    return area;
}

uint32_t wm__republic_np_no_ass_area(const rp_state *st)
{
    uint32_t area = 0;
    for (int s = 0; s < NSP; s++)
        if (!wm__republic_ass_count(st, s, 0))
            area |= SPB(s);
    return area;
}

static int econ_has(const rp_state *st, int colour)
{
    for (int i = 0; i < RP_ECON_LEV_BOXES; i++)
        if (st->econ_lev[i] == colour)
            return 1;
    return 0;
}

#define A(x) WM_REPUBLIC_A_##x

/* Whether one step of a Special Action item can be performed now. */
int wm__republic_np_step_possible(const rp_state *st, int f, int card, const rp_np_step *p)
{
    int crisis = rp_year_era(RP_FIRST_YEAR + st->year) == RP_ERA_CRISIS;
    switch (p->op) {
    case RP_NPOP_PLACE_SUDDEN_VICTORY: return wm__republic_action_has_effect(st, f, A(PLACE_SV));
    case RP_NPOP_PLACE_REFORM:
        return wm__republic_action_spaces(st, f, A(PLACE_REFORM),
                                          (p->cond & RP_NPC_NO_REFORM_THERE) ? wm__republic_np_no_reform_area(st) : RP_ALL_SPACES) != 0;
    case RP_NPOP_ADVANCE_PROGRESS: return wm__republic_action_has_effect(st, f, A(ADVANCE_PROGRESS));
    case RP_NPOP_PLACE_LEV_TRACK: return wm__republic_action_has_effect(st, f, A(LEVERAGE_TRACK));
    case RP_NPOP_REMOVE_LEV: return wm__republic_action_has_effect(st, f, A(REMOVE_LEVERAGE));
    case RP_NPOP_US_DEALS: return st->us < RP_DEALS_MAX;
    case RP_NPOP_USSR_DEALS: return st->ussr < RP_DEALS_MAX;
    case RP_NPOP_MOVE_MCS: return wm__republic_action_has_effect(st, f, A(MOVE_MCS));
    case RP_NPOP_UNITY_RIGHT: return st->unity < RP_UNITY_STRONG;
    case RP_NPOP_PLACE_UNIT:
        return wm__republic_action_spaces(st, f, A(PLACE_UNIT), RP_ALL_SPACES) != 0;
    case RP_NPOP_ASSAULT: return wm__republic_np_assault_spaces(st, f, card, NULL) != 0;
    case RP_NPOP_TEST_LOYALTY:
        if ((p->cond & RP_NPC_NO_RC_FREIKORPS) && wm__republic_fk_count(st, FK_RC_MAT, FK_ROGUE))
            return 0;
        return wm__republic_action_spaces(st, f, A(TEST_LOYALTY), RP_ALL_SPACES) != 0;
    case RP_NPOP_REMOVE_BLACK_ECON: return econ_has(st, 2);
    case RP_NPOP_PLACE_YELLOW_ECON:
        return wm__republic_yellow_avail(st) && (wm__republic_econ_yellow_ok(st, 0) || wm__republic_econ_yellow_ok(st, 1));
    case RP_NPOP_PLACE_LEV_MAP: return wm__republic_action_spaces(st, f, A(LEVERAGE_MAP), RP_ALL_SPACES) != 0;
    case RP_NPOP_STANCE_DIE: return wm__republic_stance_used(st);
    case RP_NPOP_FLIP_STRIKE: return wm__republic_action_has_effect(st, f, A(FLIP_STRIKE));
    case RP_NPOP_PLACE_STRIKE: return wm__republic_action_has_effect(st, f, A(PLACE_STRIKE));
    case RP_NPOP_PLACE_CADRE: return wm__republic_action_has_effect(st, f, A(PLACE_CADRE));
    case RP_NPOP_PLACE_ASSASSINATIONS:
        return wm__republic_action_spaces(st, f, A(ASSASSINATIONS),
                                          (p->cond & RP_NPC_NO_ASS_THERE) ? wm__republic_np_no_ass_area(st) : RP_ALL_SPACES) != 0;
    case RP_NPOP_REMOVE_YELLOW_PROGRESS_HIGHEST: return st->prog_lev != 0;
    case RP_NPOP_REMOVE_YELLOW_ECON: return econ_has(st, 1);
    case RP_NPOP_PLACE_BLACK_ECON: {
        int side = (p->cond & RP_NPC_CRISIS_HYPER) && !crisis ? WM_REPUBLIC_T_ECON_RIGHT : WM_REPUBLIC_T_ECON_LEFT;
        return wm__republic_black_avail(st) && wm__republic_econ_free_box(st, side) >= 0;
    }
    case RP_NPOP_ADVANCE_REACTION: return wm__republic_action_has_effect(st, f, A(ADVANCE_REACTION));
    default: return 0;
    }
}

/* An item's "Only if" conditions. */
static int item_allowed(const rp_state *st, int f, const rp_np_item *it)
{
    if ((it->cond & RP_NPC_GT_OR_DECLINE) && rp_year_era(RP_FIRST_YEAR + st->year) == RP_ERA_CRISIS)
        return 0;
    if ((it->cond & RP_NPC_SV_REQUIREMENTS) && !wm__republic_sudden_victory(st, f))
        return 0;
    if ((it->cond & RP_NPC_GENERAL_STRIKE) && !st->gs)
        return 0;
    if ((it->cond & RP_NPC_STANCE_USED) && !wm__republic_stance_used(st))
        return 0;
    if (it->cond & RP_NPC_ECON_TROUBLE) {
        int d = st->econ > RP_ECON_STABLE ? st->econ - RP_ECON_STABLE : RP_ECON_STABLE - st->econ;
        if (d < 2 && !econ_has(st, 2))
            return 0;
    }
    return 1;
}

/* §8.8 "If a Special Action includes more than one effect, perform all
 * listed effects (if possible) and perform that Special Action if any of
 * the listed effects can be performed."  RC Military: the Test Coalition
 * Loyalty step stands in for Place Unit only when no RC Freikorps is
 * Available (its condition). */
int wm__republic_np_item_possible(const rp_state *st, int f, int card, const rp_np_item *it)
{
    if (!item_allowed(st, f, it))
        return 0;
    for (int i = 0; i < it->nsteps; i++)
        if (wm__republic_np_step_possible(st, f, card, &it->step[i]))
            return 1;
    return 0;
}

/* §8.8: the die selects a category; its first item that will have an
 * effect is performed; none: the next category, 6 back to 1.  Returns 1
 * with the category and item, or 0 when no item of any category can be
 * performed (the Special Action is skipped, §8.1). */
int wm__republic_np_special_pick(const rp_state *st, int f, int card, int die, int *cat, int *item)
{
    int c = wm__republic_np_category(f, die);
    if (c < 0 || card < 1 || card > RP_NBOTCARDS)
        return 0;
    const rp_np_table *t = &wm__republic_np_special[f];
    for (int k = 0; k < t->ncategories; k++, c = wm__republic_np_next_category(f, c))
        for (int i = 0; i < t->cat[c].nitems; i++)
            if (wm__republic_np_item_possible(st, f, card, &t->cat[c].item[i])) {
                if (cat)
                    *cat = c;
                if (item)
                    *item = i;
                return 1;
            }
    return 0;
}

/* §8.8 "the matching Conservative Clique is available": the letter's
 * block is in a holding box it can be taken from now (the Reaction box
 * at or below the Reaction marker, an RC mat box without Leverage above). */
int wm__republic_np_clique_letter_avail(const rp_state *st, int letter)
{
    if (letter < 0 || letter >= RP_CLIQUE_COUNT)
        return 0;
    int c = st->cq_loc[letter];
    if (c == CQ_REACTION) {
        uint8_t upto = (uint8_t)(((1u << (st->react + 1)) - 1u) & ~1u); /* levels 1..react */
        return (st->react_clique & upto) != 0;
    }
    if (c >= CQ_MAT && c < CQ_MAT + RP_RC_MAT_BOXES)
        return !bit(st->rc_lev, c - CQ_MAT);
    return 0;
}

/* §8.8 "Performing Place Conservative Clique: Only if the RC Impulse
 * Clique letter on the current bot card is not currently on the map and
 * the matching Conservative Clique is available ... do not place a Clique
 * in a space that already contains one."  The spaces it may go to (Step E
 * picks one). */
uint32_t wm__republic_np_clique_spaces(const rp_state *st, int card)
{
    if (card < 1 || card > RP_NBOTCARDS)
        return 0;
    const rp_botcard *b = &wm__republic_botcards[card];
    if (b->impulse_kind != RP_IMPULSE_CLIQUE || wm__republic_clique_space(st, b->impulse) >= 0 ||
        !wm__republic_np_clique_letter_avail(st, b->impulse))
        return 0;
    uint32_t free_ = 0;
    for (int s = 0; s < NSP; s++)
        if (!st->clique[s])
            free_ |= SPB(s);
    return wm__republic_action_spaces(st, b->faction, A(PLACE_CLIQUE), free_);
}

/* Whether Bot Action ba (enum rp_bot_action) of card's faction would have
 * some effect now (§8.5). */
int wm__republic_np_bot_action_possible(const rp_state *st, int card, int ba)
{
    if (card < 1 || card > RP_NBOTCARDS)
        return 0;
    int f = wm__republic_botcards[card].faction;
    switch (ba) {
    case RP_BA_SPECIAL: return wm__republic_np_special_pick(st, f, card, 1, NULL, NULL);
    case RP_BA_PLACE_INFLUENCE: return wm__republic_action_has_effect(st, f, A(PLACE_INFLUENCE));
    case RP_BA_REMOVE_INFLUENCE: return wm__republic_action_has_effect(st, f, A(REMOVE_INFLUENCE));
    case RP_BA_PLACE_CLIQUE: return wm__republic_np_clique_spaces(st, card) != 0;
    default: return 0;
    }
}

/* §8.5 "Implement the first Bot Action listed on the current bot card
 * that will have some effect. If performing a second Bot Action, continue
 * from there ... (i.e., do not restart from the top of the current list)":
 * the index in the card's priority list of the first Bot Action from
 * `from` on that has an effect, -1 if none (reading: no wrap-around). */
int wm__republic_np_next_bot_action(const rp_state *st, int card, int from)
{
    if (card < 1 || card > RP_NBOTCARDS || from < 0)
        return -1;
    const rp_botcard *b = &wm__republic_botcards[card];
    for (int i = from; i < b->npriorities; i++)
        if (wm__republic_np_bot_action_possible(st, card, b->priority[i]))
            return i;
    return -1;
}

/* §8.8 Example: "Lingering Event #16 Bloodhound Doctrine is in effect. NP
 * Coalition would attempt to perform an Assault Action in two spaces
 * rather than one."  The number of spaces an NP faction's Military item
 * Assaults in (the card's RP_MOD_NP_ASSAULTS modifier, else 1). */
int wm__republic_np_assaults(const rp_state *st, int f)
{
    int n = wm__republic_mod(st, RP_MOD_NP_ASSAULTS, f);
    return n > 0 ? n : 1;
}

/* The game's board and cards of a trial's state, less everything a
 * procedure keeps while it runs (decision, frames, scratch, the dice) and
 * less card id itself (where the played card goes is no effect). */
static void trial_board(rp_state *x, int id)
{
    for (int f = 0; f < NF; f++)
        card_del(x->hand[f], id);
    card_del(x->deck, id);
    card_del(x->discard, id);
    card_del(x->linger, id);
    x->rng = 0;
    x->placed = x->removed = x->assaulted = x->sworn = x->dec_mask = x->limit = x->pq_mask = 0;
    x->choice = 0;
    x->dec = x->dec_seat = x->dec_lo = x->dec_hi = x->dec_done = 0;
    x->pq_dec = x->pq_seat = x->pq_lo = x->pq_hi = x->pq_done = 0;
    x->bx_n = 0;
    memset(x->bx_q, 0, sizeof x->bx_q);
    x->nfr = 0;
    memset(x->fr_proc, 0, sizeof x->fr_proc);
    memset(x->fr_stage, 0, sizeof x->fr_stage);
    x->st_flags = x->st_nact = x->st_card = 0;
    x->act = x->actor = 0;
    wm__republic_action_scratch_clear(x);
    x->as_fk = 0;
    /* the Assault scratch, as_space .. as_net */
    memset(&x->as_space, 0, offsetof(rp_state, el_kind) - offsetof(rp_state, as_space));
    x->np_chance = 0;
}

/* §8.7 "only if the Event would have some effect" (issue 32): Event id
 * performed on a scratch copy of st, on the stack (no allocation), its
 * questions answered with their first option that is not "done" (an
 * instruction offers only what it can do), the log set aside; whether its
 * board or cards end different (card id's own place aside).  A Lingering
 * Event with a modifier has its effect by lingering.  A trial that does
 * not end in 2,000 steps counts as an effect. */
static int event_has_effect(const rp_state *st, int id)
{
    const rp_card_info *c = CARD(id);
    if ((c->flags & RP_CF_LINGERING) && c->mods)
        return 1;
    rp_state t = *st;
    t.dec = D_NONE;
    t.dec_mask = 0;
    t.dec_seat = t.dec_lo = t.dec_hi = t.dec_done = 0;
    t.pq_dec = t.pq_seat = t.pq_lo = t.pq_hi = t.pq_done = 0;
    t.pq_mask = 0;
    t.np_chance = 0;
    /* the Event alone on the stack, past its Article 48 question (as the
     * NP turn performs it, npturn.c np_play) */
    memset(t.fr_proc, 0, sizeof t.fr_proc);
    memset(t.fr_stage, 0, sizeof t.fr_stage);
    t.nfr = 0;
    wm__republic_push(&t, P_EVENT);
    t.fr_stage[0] = RP_STAGE_EVENT_A48;
    t.st_card = (uint8_t)id;
    t.choice = WM_REPUBLIC_NO;
    for (int f = 0; f < NF; f++)
        card_del(t.hand[f], id);
    rp_state before = t;
    void *sink = wm__log_pause();
    int steps = 0;
    while (t.nfr > 0 && !t.over && steps++ < 2000) {
        if (t.dec != D_NONE) {
            wm_move buf[256];
            size_t n = wm__republic_legal(&t, buf, 256), k = 0;
            if (!n)
                break;
            while (k + 1 < n && buf[k] == WM_REPUBLIC_DONE)
                k++;
            wm__republic_answer(&t, buf[k]);
            continue;
        }
        if (t.bx_n && wm__republic_box_run(&t))
            continue;
        int done;
        switch (t.fr_proc[t.nfr - 1]) {
        case P_EVENT: done = wm__republic_run_event(&t); break;
        case P_ACTION: done = wm__republic_run_action(&t); break;
        case P_ASSAULT: done = wm__republic_run_assault(&t); break;
        case P_ELECTION: done = wm__republic_run_election(&t); break;
        default: done = 1; break;
        }
        if (done && !t.over)
            wm__republic_pop(&t);
    }
    wm__log_resume(sink);
    if (t.over || t.nfr > 0)
        return 1; /* a victory (§3.3), or a trial cut short */
    trial_board(&before, id);
    trial_board(&t, id);
    return memcmp(&before, &t, sizeof t) != 0;
}

/* §8.7 Article 48: "if the Article 48 symbol is present on the revealed
 * Event card ... and only if the Event would have some effect, NP
 * Coalition (even if not the active faction) will play the Article 48
 * card if it is Available."  bots: the NP seats.  Readings: an Event
 * "would have some effect" when performing it now would change the board
 * or the cards (event_has_effect: its "Requires" unmet, or a card whose
 * text is unpublished and plays with no instructions, §6.1, have none);
 * Election and Mandatory cards cannot be cancelled (§1.6). */
int wm__republic_np_article48(const rp_state *st, uint32_t bots, int id)
{
    if (!bit(bots, RP_COALITION) || id < 1 || id > RP_NCARDS || !wm__republic_a48_playable(st))
        return 0;
    const rp_card_info *c = CARD(id);
    if (c->kind != RP_CARD_EVENT || (c->flags & RP_CF_MANDATORY) || !(c->flags & RP_CF_A48_SYMBOL))
        return 0;
    if ((c->flags & RP_CF_REQUIRES) && !card_has(st->linger, c->requires) && !(st->rules & RP_SR_IGNORE_REQUIRES))
        return 0; /* §6.1: its requirement unmet, the Event is not resolved */
    if (!c->fx || c->fx[0].op == RP_OP_END)
        return 0;
    return event_has_effect(st, id);
}

/* §8.7 Reichstag Seats: "If the NP faction is not currently the Momentum
 * faction, they will play Reichstag Seats if it is Available." */
int wm__republic_np_plays_seats(const rp_state *st, int f)
{
    return f >= 0 && f < NF && st->rs_holder == f && st->rs_up && st->momentum != f;
}

/* The Available Parliamentary Control cards f holds (bit u = unit u). */
static uint32_t pc_held(const rp_state *st, int f)
{
    uint32_t m = 0;
    for (int u = 0; u < RP_NPC; u++)
        if (st->pc_holder[u] == f && bit(st->pc_up, u))
            m |= 1u << u;
    return m;
}

/* §8.7 Parliamentary Control cards.  "First, NP KPD, NP NSDAP, and NP RC
 * will play the Parliamentary Control card that allows them to remove a
 * Coalition Reform, if possible."  Otherwise "one Parliamentary Control
 * card to perform one extra Action ... in a space listed on one held
 * Parliamentary Control card ... Select the Action as outlined in [8.8],
 * but only select an Action that will affect at least one space listed on
 * any Parliamentary Control card held".
 *
 * Returns the Parliamentary Control cards (bit u) the NP may play: those
 * whose area holds a Reform (with *act = -1), else those whose area the
 * first Bot Action of the card's priority list that can affect one of them
 * can affect (that Bot Action's index in *act).  0: none is played.
 * Readings: several cards: the caller picks by the space (Step B/E); the
 * Special Action is no candidate (its Actions come from a die, while the
 * bonus Action must affect the named area, §6.0). */
uint32_t wm__republic_np_pc_cards(const rp_state *st, int card, int *act)
{
    if (act)
        *act = -1;
    if (card < 1 || card > RP_NBOTCARDS)
        return 0;
    const rp_botcard *b = &wm__republic_botcards[card];
    int f = b->faction;
    uint32_t held = pc_held(st, f), r = 0;
    if (!held)
        return 0;
    if (f != RP_COALITION)
        for (uint32_t h = held; h; h &= h - 1u) {
            int u = __builtin_ctz(h);
            for (int s = 0; s < NSP; s++)
                if (bit(wm__republic_pc_mask[u], s) && st->reform[s])
                    r |= 1u << u;
        }
    if (r)
        return r;
    for (int i = 0; i < b->npriorities; i++) {
        for (uint32_t h = held; h; h &= h - 1u) {
            int u = __builtin_ctz(h);
            uint32_t area = wm__republic_pc_mask[u], m = 0;
            switch (b->priority[i]) {
            case RP_BA_PLACE_INFLUENCE: m = wm__republic_action_spaces(st, f, A(PLACE_INFLUENCE), area); break;
            case RP_BA_REMOVE_INFLUENCE: m = wm__republic_action_spaces(st, f, A(REMOVE_INFLUENCE), area); break;
            case RP_BA_PLACE_CLIQUE: m = wm__republic_np_clique_spaces(st, card) & area; break;
            default: break;
            }
            if (m)
                r |= 1u << u;
        }
        if (r) {
            if (act)
                *act = i;
            return r;
        }
    }
    return 0;
}

/* §8.6 Section 3, "9. Unit (Reichswehr before Freikorps; revealed
 * Freikorps before unrevealed; Units loaned to a faction before their own
 * units)": the unit kind (WM_REPUBLIC_K_*) an NP places or removes among
 * `kinds` (bit k), `loaned` the kinds lent to the side being chosen from
 * (taken first).  Militia and SA, which the rule does not order against
 * the Freikorps, come after them (each faction has one kind of its own).
 * -1 for an empty mask. */
int wm__republic_np_unit_kind(uint32_t kinds, uint32_t loaned)
{
    static const uint8_t order[6] = {WM_REPUBLIC_K_REICHSWEHR, WM_REPUBLIC_K_LOYAL, WM_REPUBLIC_K_ROGUE,
                                     WM_REPUBLIC_K_FREIKORPS, WM_REPUBLIC_K_MILITIA, WM_REPUBLIC_K_SA};
    for (int pass = 0; pass < 2; pass++) {
        uint32_t m = kinds & (pass == 0 ? loaned : ~0u);
        for (int i = 0; i < 6; i++)
            if (bit(m, order[i]))
                return order[i];
    }
    return -1;
}

/* The Move Middle Class Sympathies pawn an NP takes, among the D_PAWN
 * options (bit p: p < 8 a pawn between Progress and Reaction, 8 and 9 the
 * Economy's, 10 + g one off g's mat, 14 the RC's to the NSDAP's mat).
 *   NP Coalition, §8.9 Step A: "Move a pawn to the Coalition faction mat
 *   first if possible, otherwise remove one from an opposing faction's
 *   mat."
 *   The others, §8.6 Section 3: "Middle Class Sympathies (from opposing
 *   faction's mat first)": the RC's pawn to the NSDAP's mat (it is both),
 *   then one off an opposing mat, then one to the own mat.
 * Opposing mats in the card's Faction Order; pawns to the own mat by Step
 * D (the Progress/Reaction pawns before the Economy's, the lowest level
 * first); a pawn off the own mat only when nothing else is possible.
 * -1 for no option. */
int wm__republic_np_pawn(int card, uint32_t options)
{
    if (card < 1 || card > RP_NBOTCARDS || !(options & 0x7FFFu))
        return -1;
    const rp_botcard *b = &wm__republic_botcards[card];
    int f = b->faction, to_own = -1, off_opp = -1;
    for (int p = 0; p < 10 && to_own < 0; p++)
        if (bit(options, p))
            to_own = p;
    for (int i = 0; i < NF - 1 && off_opp < 0; i++)
        if (bit(options, 10 + b->order[i]))
            off_opp = 10 + b->order[i];
    if (f == RP_COALITION) {
        if (to_own >= 0)
            return to_own;
        if (off_opp >= 0)
            return off_opp;
    } else {
        if (f == RP_NSDAP && bit(options, 14))
            return 14;
        if (off_opp >= 0)
            return off_opp;
        if (to_own >= 0)
            return to_own;
    }
    return bit(options, 10 + f) ? 10 + f : -1;
}

/* §8.9 Economic Actions: "For both placement and removal, choose the side
 * of the track with the Economy marker first" (WM_REPUBLIC_T_ECON_LEFT or
 * _RIGHT among `sides`, bit t).  Reading: with the marker at Stable, the
 * Hyperinflation side first (Step D has no further order; the left side
 * is the Crisis Era's). -1 for none. */
int wm__republic_np_econ_side(const rp_state *st, uint32_t sides)
{
    int first = st->econ > RP_ECON_STABLE ? WM_REPUBLIC_T_ECON_RIGHT : WM_REPUBLIC_T_ECON_LEFT;
    if (bit(sides, first))
        return first;
    int other = first == WM_REPUBLIC_T_ECON_LEFT ? WM_REPUBLIC_T_ECON_RIGHT : WM_REPUBLIC_T_ECON_LEFT;
    return bit(sides, other) ? other : -1;
}

/* §8.6 Step A, the space instructions of the Special Action items: "Select
 * a space with a Strike first" (Place Leverage on the Map, §8.9), "in
 * spaces with Rogue Freikorps first" (Test Coalition Loyalty, §8.12).
 * cond: the step's RP_NPC_* bits.  Returns the eligible spaces kept. */
uint32_t wm__republic_np_step_a(const rp_state *st, uint16_t cond, uint32_t eligible)
{
    uint32_t m = 0;
    eligible &= RP_ALL_SPACES;
    for (uint32_t r = eligible; r; r &= r - 1u) {
        int s = __builtin_ctz(r);
        if ((cond & RP_NPC_STRIKE_SPACE_FIRST) && st->strike[s] == RP_STRIKE_STRIKE)
            m |= SPB(s);
        if ((cond & RP_NPC_ROGUE_SPACE_FIRST) && wm__republic_fk_count(st, s, FK_ROGUE))
            m |= SPB(s);
    }
    return m ? m : eligible;
}

/* ------------------------------------------------------------------ */
/* §8.6 Section 1 Determine Which Options the Bot Will Implement         */
/* ------------------------------------------------------------------ */

/* The owner of an Event marker (§1.5): a Reform the Coalition's, a Cadre
 * its faction's, a Conservative Clique and Assassinations the RC's, a
 * Strike the KPD's. */
static int marker_owner(const rp_state *st, const rp_fx_op *o)
{
    switch (o->arg) {
    case RP_MK_REFORM: return RP_COALITION;
    case RP_MK_CADRE: return wm__republic_fx_who(st, o->who);
    case RP_MK_STRIKE: return RP_KPD;
    default: return RP_RC;
    }
}

/* The rank of one instruction on faction f's §8.6 Section 1 list (0 the
 * top), or -1 when the list does not name it ("If an Event ever grants an
 * NP faction an option that is not on their list first, just skip it").
 * The lists, in the rulebook's order:
 *   Coalition: remove opposing units and pieces, place Coalition units and
 *     pieces, gain Parliamentary Control, increase Progress, decrease
 *     Reaction, Unity to the right, Economy towards Stable, Middle Class
 *     Sympathies, place yellow Leverage, remove black Leverage;
 *   KPD: remove opposing, place KPD, Parliamentary Control, decrease
 *     Progress, decrease Reaction, Economy towards Mass Unemployment, MCS;
 *   NSDAP: remove opposing, MCS, place NSDAP, Parliamentary Control,
 *     increase Reaction, decrease Progress, Economy towards Mass
 *     Unemployment;
 *   RC: remove opposing, MCS, Parliamentary Control, place RC, increase
 *     Reaction, decrease Progress if Reaction is not greater than Progress,
 *     Economy towards Hyperinflation, place black Leverage, remove yellow.
 * Readings (doc/rules-republic.md): a replacement of an opposing cube
 * removes opposing pieces (rank 0); an Action an Event grants is
 * implemented ("Non-active NP factions implement any Action granted by an
 * Event card", §8.1), Move Units never (§8.1); a track the list does not
 * name (Stances, Deals, PV), cards (discard, give, take, inspect: on no
 * list, so an NP declines a "may" of them) and everything else are not on
 * it; a unit placed outside an Action is "Place <faction> units". */
int wm__republic_np_option_rank(const rp_state *st, int f, const rp_fx_op *o)
{
    static const int8_t place_rank[NF] = {1, 1, 2, 3};
    int who = wm__republic_fx_who(st, o->who);
    switch (o->op) {
    case RP_OP_REMOVE_CUBES: return who != f ? 0 : -1;
    case RP_OP_REPLACE_CUBES: return who != f && wm__republic_fx_who(st, o->arg) == f ? 0 : -1;
    case RP_OP_PLACE_CUBES: return who == f ? place_rank[f] : -1;
    case RP_OP_REMOVE_MARKER: return marker_owner(st, o) != f ? 0 : -1;
    case RP_OP_PLACE_MARKER: return marker_owner(st, o) == f ? place_rank[f] : -1;
    case RP_OP_PLACE_LEVERAGE:
        if (f == RP_COALITION && !o->arg)
            return 8;
        return f == RP_RC && o->arg ? 7 : -1;
    case RP_OP_REMOVE_LEVERAGE:
        if (f == RP_COALITION && o->arg)
            return 9;
        return f == RP_RC && !o->arg ? 8 : -1;
    case RP_OP_ACTION: return o->arg == WM_REPUBLIC_A_MOVE_UNITS ? -1 : 1;
    case RP_OP_PLACE_UNIT: return who == f ? place_rank[f] : -1; /* "Place <faction> units and pieces" */
    case RP_OP_SHIFT: {
        int up = o->dir > 0;
        switch (o->arg) {
        case RP_TRK_PROGRESS:
            if (f == RP_COALITION)
                return up ? 3 : -1;
            if (up)
                return -1;
            return f == RP_KPD ? 3 : f == RP_NSDAP ? 5 : st->react > st->prog ? -1 : 5;
        case RP_TRK_REACTION:
            if (f == RP_COALITION || f == RP_KPD)
                return up ? -1 : 4;
            return up ? 4 : -1;
        case RP_TRK_UNITY: return f == RP_COALITION && up ? 5 : -1;
        case RP_TRK_ECONOMY_STABLE: return f == RP_COALITION ? 6 : -1;
        case RP_TRK_ECONOMY: /* dir > 0 towards Mass Unemployment */
            if (f == RP_COALITION) /* towards Stable */
                return (up && st->econ < RP_ECON_STABLE) || (!up && st->econ > RP_ECON_STABLE) ? 6 : -1;
            if (f == RP_RC)
                return up ? -1 : 6;
            return up ? (f == RP_KPD ? 5 : 6) : -1;
        default: return -1;
        }
    }
    default: return -1;
    }
}

/* The best rank (least) of the instructions k .. k + n - 1 of p, -1 when
 * none is on f's list: a branch of an "either", what a "may" governs. */
int wm__republic_np_branch_rank(const rp_state *st, int f, const rp_fx_op *p, int k, int n)
{
    int best = -1;
    for (int j = k; j < k + n && p[j].op != RP_OP_END; j++) {
        if (p[j].op == RP_OP_SKIP)
            break;
        int r = wm__republic_np_option_rank(st, f, &p[j]);
        if (r >= 0 && (best < 0 || r < best))
            best = r;
    }
    return best;
}
