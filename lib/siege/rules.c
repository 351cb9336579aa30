/*
 * rules.c - Democracy under Siege: rules primitives over the state.
 *
 * One function per rule, named after it, with its section.  Each is a
 * complete statement of its rule; the decision layer (who chooses what,
 * in which order) calls them.  Choices the rulebook leaves to a player are
 * parameters, never taken here, except where a comment says so.
 */
#include "siege.h"

#include <stdio.h>


static int clamp(int v, int lo, int hi)
{
    return v < lo ? lo : v > hi ? hi : v;
}

/* ------------------------------------------------------------------ */
/* The log of what changes (issue 32): every change a person sees in the */
/* view has a line at the move that made it.  The helpers below change a */
/* field and write its line; rules and card effects alike use them.      */
/* ------------------------------------------------------------------ */

void wm__siege_note(const char *kind, int ideo, const char *fmt, ...)
{
    if (!wm__logging())
        return;
    char text[256];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(text, sizeof text, fmt, ap);
    va_end(ap);
    wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, kind);
    if (ideo >= 0 && ideo < SG_NIDEOLOGIES)
        wm__log_str("ideology", wm__siege_ideology_names[ideo]);
    wm__log_text("%s", text);
    wm__log_end();
}

void wm__siege_set_pp(siege_state *st, int ideo, int pp, const char *why)
{
    int before = st->pp[ideo];
    pp = clamp(pp, 0, SG_PP_MAX);
    if (pp == before)
        return;
    st->pp[ideo] = (uint8_t)pp;
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "pp");
        wm__log_str("ideology", wm__siege_ideology_names[ideo]);
        wm__log_int("from", before);
        wm__log_int("to", pp);
        wm__log_text("%s PP %d -> %d (%s)", wm__siege_ideology_names[ideo], before, pp, why);
        wm__log_end();
    }
}

void wm__siege_set_rbox(siege_state *st, int b, int holder, const char *why)
{
    int before = st->rbox[b];
    if (before == holder)
        return;
    st->rbox[b] = (uint8_t)holder;
    const char *area = wm__siege_areas[wm__siege_rboxes[b].area].name;
    if (holder)
        wm__siege_note("claim", holder - 1, "%s claims a Resource in %s (%s)", wm__siege_ideology_names[holder - 1],
                       area, why);
    else
        wm__siege_note("claim", before - 1, "%s loses its claim in %s (%s)", wm__siege_ideology_names[before - 1],
                       area, why);
}

void wm__siege_set_map_rbox(siege_state *st, int k, int holder, const char *why)
{
    int before = st->map_rbox[k];
    if (before == holder)
        return;
    st->map_rbox[k] = (uint8_t)holder;
    if (holder)
        wm__siege_note("claim", holder - 1, "%s claims the Resource of Map Card %s (%s)",
                       wm__siege_ideology_names[holder - 1], wm__siege_map_rbox_card[k], why);
    else
        wm__siege_note("claim", before - 1, "%s loses its claim on Map Card %s (%s)",
                       wm__siege_ideology_names[before - 1], wm__siege_map_rbox_card[k], why);
}

void wm__siege_gain_vp(siege_state *st, int ideo, int vp, const char *why)
{
    int before = st->vp_token[ideo];
    wm__siege_add_vp_token(st, ideo, vp);
    if (st->vp_token[ideo] != before)
        wm__siege_note("vp", ideo, "%s VP Token %d -> %d (%s)", wm__siege_ideology_names[ideo], before,
                       st->vp_token[ideo], why);
}

void wm__siege_log_armaments(const siege_state *st, int power, int before, const char *why)
{
    int after = st->armaments[power];
    if (after == before)
        return;
    const char *name = wm__siege_areas[wm__siege_power_area[power]].name;
    if (after == SG_ARM_NONE)
        wm__siege_note("armaments", -1, "%s's Armaments token leaves the track (%s)", name, why);
    else if (before == SG_ARM_NONE)
        wm__siege_note("armaments", -1, "%s's Armaments token placed at level %d (%s)", name, after + 1, why);
    else
        wm__siege_note("armaments", -1, "%s's Armaments level %d -> %d (%s)", name, before + 1, after + 1, why);
}

void wm__siege_add_prestige(siege_state *st, int ideo, int delta)
{
    if (ideo < 0 || ideo >= SG_NIDEOLOGIES || !delta)
        return;
    int before = st->prestige[ideo];
    st->prestige[ideo] = (uint8_t)clamp(before + delta, 0, SG_PRESTIGE_MAX);
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "prestige");
        wm__log_str("ideology", wm__siege_ideology_names[ideo]);
        wm__log_int("from", before);
        wm__log_int("to", st->prestige[ideo]);
        wm__log_text("%s Prestige %d -> %d", wm__siege_ideology_names[ideo], before, st->prestige[ideo]);
        wm__log_end();
    }
}

static int control_of(int box)
{
    if (box == SG_REGIME_GONE || wm__siege_regime_boxes[box].area != SG_RA_CONTROL)
        return SG_NOBODY;
    return wm__siege_regime_boxes[box].ideology;
}

/* §3.6 A, footnote *: "if no Token is available, the concerned player must
 * remove any MR or CC or Control Token at his choice".  The choice is not
 * offered yet: an uncommitted MR, else a training CC, else a deployed CC,
 * else a Resource Control Token is taken (doc/rules-siege.md). */
void wm__siege_free_a_token(siege_state *st, int ideo)
{
    if (wm__siege_token_reserve(st, ideo) > 0)
        return;
    const char *name = wm__siege_ideology_names[ideo];
    if (st->force_pool[ideo]) {
        st->force_pool[ideo]--;
        wm__siege_note("token", ideo, "%s takes back an MR of its Force Pool: no Token unused (§3.6 A)", name);
        return;
    }
    if (st->cc_pool[ideo]) {
        st->cc_pool[ideo]--;
        wm__siege_note("token", ideo, "%s takes back a training CC: no Token unused (§3.6 A)", name);
        return;
    }
    for (int a = 0; a < SG_NCC_AREAS; a++)
        if (st->cc_map[ideo][a]) {
            st->cc_map[ideo][a]--;
            wm__siege_note("cc", ideo, "%s takes back a CC from %s: no Token unused (§3.6 A)", name,
                           wm__siege_cc[a].ascii);
            return;
        }
    for (int b = 0; b < SG_NRBOXES; b++)
        if (st->rbox[b] == ideo + 1) {
            wm__siege_set_rbox(st, b, 0, "no Token unused, §3.6 A");
            return;
        }
    for (int k = 0; k < SG_NMAP_RBOXES; k++)
        if (st->map_rbox[k] == ideo + 1) {
            wm__siege_set_map_rbox(st, k, 0, "no Token unused, §3.6 A");
            return;
        }
    for (int w = 0; w < SG_NWARS; w++)
        for (int s = 0; s < 2; s++)
            if (st->war_mr[w][s][ideo]) {
                st->war_mr[w][s][ideo]--;
                wm__siege_note("mr", ideo, "%s takes back an MR from %s: no Token unused (§3.6 A)", name,
                               sg_cards()[sg_wars()[w].card].code);
                return;
            }
    for (int n = 0; n < SG_NNATIONS; n++)
        for (int s = 0; s < 2; s++)
            if (st->civil_mr[n][s][ideo]) {
                st->civil_mr[n][s][ideo]--;
                wm__siege_note("mr", ideo, "%s takes back an MR from the Civil War in %s: no Token unused (§3.6 A)",
                               name, wm__siege_areas[n].name);
                return;
            }
}

/* VP to the VP Token, up to 80.  Past 40 "always use two VP Tokens": with
 * no unused cube, one is taken back as for China (§3.6 A; open reading O12). */
void wm__siege_add_vp_token(siege_state *st, int ideo, int vp)
{
    int before = st->vp_token[ideo];
    int after = clamp(before + vp, 0, SG_VP_MAX);
    if (before <= SG_VP_TRACK && after > SG_VP_TRACK)
        wm__siege_free_a_token(st, ideo);
    st->vp_token[ideo] = (uint8_t)after;
}

void wm__siege_move_regime(siege_state *st, int nation, int to)
{
    int from = st->regime[nation];
    if (from == to || from == SG_REGIME_GONE)
        return;
    int power = wm__siege_areas[nation].kind == SG_KIND_INFLUENCEABLE;
    int left = control_of(from), entered = control_of(to);
    st->regime[nation] = (uint8_t)to;
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "regime");
        wm__log_str("nation", wm__siege_areas[nation].ascii);
        wm__log_str("from", wm__siege_regime_boxes[from].ascii);
        wm__log_str("to", wm__siege_regime_boxes[to].ascii);
        char a[64], b[64];
        wm__log_text("%s: %s -> %s", wm__siege_areas[nation].name, wm__siege_box_label(from, a, sizeof a),
                     wm__siege_box_label(to, b, sizeof b));
        wm__log_end();
    }
    /* "Every time a Regime Marker enters / exits from the Control Area of
     * an Ideology, that Ideology receives a +/-1 Prestige Level bonus /
     * penalty [+/-2 if an Influenceable Power]." */
    if (left != SG_NOBODY && left != SG_ANARCHY)
        wm__siege_add_prestige(st, left, power ? -2 : -1);
    if (entered != SG_NOBODY && entered != SG_ANARCHY)
        wm__siege_add_prestige(st, entered, power ? 2 : 1);
    if (nation == SG_CHINA) {
        int arm = st->armaments[SG_P_CHINA];
        /* §3.6 B: China leaves the Control Area of Democracy or Communism. */
        if (left == SG_DEMOCRACY || left == SG_COMMUNISM)
            st->armaments[SG_P_CHINA] = SG_ARM_NONE;
        /* §3.6 A: a Token on China's Armaments Track at the level the
         * C26/D24 Event Marker shows (level 1 when it is not in play). */
        if (entered == SG_DEMOCRACY || entered == SG_COMMUNISM) {
            st->armaments[SG_P_CHINA] = SG_ARM_NONE; /* not yet counted */
            wm__siege_free_a_token(st, entered);
            st->armaments[SG_P_CHINA] = (uint8_t)(st->china_marker ? st->china_marker - 1 : 0);
        }
        wm__siege_log_armaments(st, SG_P_CHINA, arm, "§3.6");
    }
}

/* §1.7: the Resource Track is shared by all the Ideology's Powers. */
void wm__siege_pool(const siege_state *st, int ideo, uint8_t out[SG_NRESOURCES])
{
    int sum[SG_NRESOURCES] = {0, 0, 0};
    for (int p = 0; p < SG_NPOWERS; p++)
        if (wm__siege_controls_power(st, ideo, p))
            for (int r = 0; r < SG_NRESOURCES; r++)
                sum[r] += wm__siege_power_resources[p][r];
    for (int b = 0; b < SG_NRBOXES; b++) {
        const sg_rbox *x = &wm__siege_rboxes[b];
        if (st->rbox[b] == ideo + 1)
            sum[x->type]++;
        /* An asterisked box is part of its Power's printed amount; ceding
         * it "decreases the number of available Resources" (§1.3). */
        if (x->asterisk && st->rbox[b] && wm__siege_areas[x->area].ideology == ideo)
            sum[x->type]--;
    }
    for (int k = 0; k < SG_NMAP_RBOXES; k++)
        if (st->map_rbox[k] == ideo + 1)
            sum[wm__siege_map_rboxes[k].type]++;
    for (int r = 0; r < SG_NRESOURCES; r++)
        out[r] = (uint8_t)clamp(sum[r], 0, 255);
}

/* The MR `power` produces; `pool` (may be NULL) is its owner's Resource
 * Track when the caller has it, *pool_of the Ideology it belongs to. */
static int production_with(const siege_state *st, int power, uint8_t pool[SG_NRESOURCES], int *pool_of)
{
    int owner = power == SG_P_CHINA ? wm__siege_china_holder(st)
                                    : wm__siege_areas[wm__siege_power_area[power]].ideology;
    if (owner == SG_NOBODY || st->armaments[power] == SG_ARM_NONE)
        return 0; /* §3.4.2 Exception: China only in a Control Area of D or C */
    if (wm__siege_enemy_control(st, power, owner))
        return 0; /* "Powers under Enemy Control ... never produce MR" */
    if (*pool_of != owner) {
        wm__siege_pool(st, owner, pool);
        *pool_of = owner;
    }
    return wm__siege_production(power, st->armaments[power], pool);
}

int wm__siege_power_production(const siege_state *st, int power)
{
    uint8_t pool[SG_NRESOURCES];
    int pool_of = -1;
    return production_with(st, power, pool, &pool_of);
}

/* §3.4.2 Production step, in Initiative Order, then the maintenance of
 * controlled Minor Nations from turn 2. */
void wm__siege_production_step(siege_state *st)
{
    for (int r = 0; r < SG_NIDEOLOGIES; r++) {
        int i = st->order[r];
        int made = 0;
        /* the unused tokens, counted once: an MR built uses one, and
         * nothing else here moves a token */
        int reserve = -1;
        /* the Resource Track, built once an Ideology: an MR built moves no
         * Resource */
        uint8_t pool[SG_NRESOURCES];
        int pool_of = -1;
        for (int p = 0; p < SG_NPOWERS; p++) {
            if (!wm__siege_controls_power(st, i, p))
                continue;
            int mr = production_with(st, p, pool, &pool_of);
            if (mr > 0 && reserve < 0)
                reserve = wm__siege_token_reserve(st, i);
            for (int k = 0; k < mr; k++) {
                if (reserve <= 0)
                    break; /* "If no Token is available ..., no MR is built." */
                st->force_pool[i]++;
                reserve--;
                made++;
            }
        }
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "production");
            wm__log_str("ideology", wm__siege_ideology_names[i]);
            wm__log_int("mr", made);
            wm__log_text("%s produces %d MR", wm__siege_ideology_names[i], made);
            wm__log_end();
        }
    }
    if (st->turn < 2)
        return;
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        int minors = 0;
        for (int n = SG_FIRST_MINOR; n < SG_NNATIONS; n++)
            minors += st->regime[n] == SG_CONTROL_BOX(i);
        int cost = minors / 2;
        if (cost > st->force_pool[i])
            cost = st->force_pool[i]; /* "paid up to the actual MR allowance" */
        st->force_pool[i] = (uint8_t)(st->force_pool[i] - cost);
        if (cost && wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "upkeep");
            wm__log_str("ideology", wm__siege_ideology_names[i]);
            wm__log_int("mr", cost);
            wm__log_text("%s pays %d MR for %d controlled Minor Nations", wm__siege_ideology_names[i], cost, minors);
            wm__log_end();
        }
    }
}

/* §3.4.3: 1 VP for 1-3 MR, 2 for 4-8, 4 for 9-20, 8 for 21 or more. */
int wm__siege_mr_vp(int mr)
{
    if (mr <= 0)
        return 0;
    if (mr <= 3)
        return 1;
    if (mr <= 8)
        return 2;
    if (mr <= 20)
        return 4;
    return 8;
}

/* §3.4.3 Political VP.  An Influenceable Power scores only for an Ideology
 * other than its own: ex. 4.0 has France in Democracy's Control Area and
 * says "France produces no VP to Democracy" (§1.3's "worth 10 VP for
 * Control" is for the Ideology that takes it; doc/rules-siege.md, E7). */
int wm__siege_political_vp(const siege_state *st, int ideo)
{
    int vp = 0;
    int adv = (st->flags & WM_SIEGE_ADVANCED) != 0;
    for (int n = 0; n < SG_NNATIONS; n++) {
        int b = st->regime[n];
        if (b == SG_REGIME_GONE)
            continue;
        const sg_regime_box *x = &wm__siege_regime_boxes[b];
        if (x->area == SG_RA_CONTROL) {
            if (x->ideology == ideo && wm__siege_areas[n].ideology != ideo)
                vp += wm__siege_areas[n].vp;
            if (x->ideology == SG_ANARCHY && ideo == SG_NAZISM)
                vp += 1; /* "each Nation ... in the Control Area of Anarchy, credits 1 VP Bonus to Nazism" */
        } else if (adv && x->area == SG_RA_INFLUENCE && n >= SG_FIRST_MINOR && ((x->friendly >> ideo) & 1)) {
            vp += 1; /* Advanced: Minor Nations in a friendly Influence Area */
        }
    }
    return vp;
}

/* §3.4.3 Victory step: MR VP to the Token, then the VP Marker under the
 * Token plus the Political VP; the 80 cap; Automatic Victory. */
int wm__siege_victory_step(siege_state *st)
{
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        int mr = wm__siege_mr_vp(st->force_pool[i]);
        wm__siege_add_vp_token(st, i, mr);
        int pol = wm__siege_political_vp(st, i);
        st->vp_marker[i] = (uint8_t)clamp(st->vp_token[i] + pol, 0, SG_VP_MAX);
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "score");
            wm__log_str("ideology", wm__siege_ideology_names[i]);
            wm__log_int("mr_vp", mr);
            wm__log_int("political_vp", pol);
            wm__log_int("token", st->vp_token[i]);
            wm__log_int("vp", st->vp_marker[i]);
            wm__log_text("%s: %d VP (%d for MR, %d political)", wm__siege_ideology_names[i], st->vp_marker[i], mr, pol);
            wm__log_end();
        }
    }
    return wm__siege_automatic(st);
}

/* §3.4.3 Automatic Victory on the VP Markers as they stand: the Ideology
 * that fulfils its conditions, or SG_NOBODY. */
int wm__siege_automatic(const siege_state *st)
{
    int need = wm__siege_turns[st->turn].auto_vp;
    if (!need)
        return SG_NOBODY; /* "The Automatic Victory is allowed only before Game Turn 8." */
    int best = -1, nbest = 0, reached = 0;
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        if (st->vp_marker[i] < need)
            continue;
        reached++;
        if (st->vp_marker[i] > best) {
            best = st->vp_marker[i];
            nbest = 1;
        } else if (st->vp_marker[i] == best) {
            nbest++;
        }
    }
    if (!reached)
        return SG_NOBODY;
    if (st->turn >= 3 && reached >= 2)
        return SG_NOBODY; /* turns 3-7: two or more at 80, no Automatic Victory */
    if (nbest != 1)
        return SG_NOBODY; /* turns 1-2: the highest tied, nobody */
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        if (st->vp_marker[i] == best)
            return i;
    return SG_NOBODY;
}

/* §3.5 with two seats, Communism on top: "the game ends with a draw"
 * (Short); Advanced: the seat that controlled Communism for at least two
 * turns more wins, else a draw.  Communism is nobody's seat, so this also
 * decides an Automatic Victory of Communism (§3.4.3): §3.5 is where the
 * rulebook says what Communism winning means with two players, and it
 * draws no line between the ways a game ends (doc/rules-siege.md,
 * "Communism on top with two seats"). */
static int two_seat_communism_top(const siege_state *st)
{
    if (!(st->flags & WM_SIEGE_ADVANCED))
        return SG_NOBODY;
    int diff = st->comm_turns[0] - st->comm_turns[1];
    if (diff >= 2)
        return SG_NAZISM;
    if (diff <= -2)
        return SG_DEMOCRACY;
    return SG_NOBODY;
}

/* §3.5 The Winner. */
int wm__siege_winner(const siege_state *st)
{
    int top = 0;
    for (int i = 1; i < SG_NIDEOLOGIES; i++)
        if (st->vp_marker[i] > st->vp_marker[top])
            top = i; /* ties stay with the earlier Ideology: Natural Order */
    if (st->seats == 3 || top != SG_COMMUNISM)
        return top;
    return two_seat_communism_top(st);
}

/* §3.1.1: highest Prestige first, ties by the Natural Order. */
void wm__siege_initiative_order(const uint8_t prestige[SG_NIDEOLOGIES], uint8_t out[SG_NIDEOLOGIES])
{
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        out[i] = (uint8_t)i;
    for (int i = 1; i < SG_NIDEOLOGIES; i++)
        for (int j = i; j > 0 && prestige[out[j]] > prestige[out[j - 1]]; j--) {
            uint8_t t = out[j];
            out[j] = out[j - 1];
            out[j - 1] = t;
        }
}

/* §3.1.2: II exhausted -> swap II and III; then III exhausted -> swap III
 * and I; then I exhausted -> swap I and II; each swap flips both markers
 * to their front side.  `exhaust` has a bit per Ideology. */
void wm__siege_exhaustion(uint8_t order[SG_NIDEOLOGIES], uint8_t exhaust)
{
    static const int steps[3][2] = {{1, 2}, {2, 0}, {0, 1}};
    for (int s = 0; s < 3; s++) {
        int a = steps[s][0], b = steps[s][1];
        if (!((exhaust >> order[a]) & 1u))
            continue;
        exhaust = (uint8_t)(exhaust & ~((1u << order[a]) | (1u << order[b])));
        uint8_t t = order[a];
        order[a] = order[b];
        order[b] = t;
    }
}

/* §3.1.3 Communism Control Check (2 seats). */
int wm__siege_control_check(const siege_state *st)
{
    if (!(st->flags & WM_SIEGE_ADVANCED)) {
        /* lower Communism Control Turns Marker; ties to Nazism */
        return st->comm_turns[1] < st->comm_turns[0] ? SG_DEMOCRACY : SG_NAZISM;
    }
    int rank = 0;
    while (st->order[rank] != SG_COMMUNISM)
        rank++;
    if (rank == 1)
        return st->comm_ctrl; /* stays with last turn's controller */
    return st->order[rank == 0 ? 2 : 0]; /* the rank not next to Communism */
}

/* §3.1 Initiative Order Phase (turns 2-8). */
void wm__siege_initiative_phase(siege_state *st)
{
    uint8_t prev[SG_NIDEOLOGIES], next[SG_NIDEOLOGIES];
    for (int r = 0; r < SG_NIDEOLOGIES; r++)
        prev[r] = st->order[r];
    wm__siege_initiative_order(st->prestige, next);
    st->exhaust = 0;
    if (st->flags & WM_SIEGE_ADVANCED) {
        for (int r = 0; r < SG_NIDEOLOGIES; r++)
            if (next[r] == prev[r])
                st->exhaust = (uint8_t)(st->exhaust | (1u << next[r]));
        wm__siege_exhaustion(next, st->exhaust);
        st->exhaust = 0;
    }
    for (int r = 0; r < SG_NIDEOLOGIES; r++) {
        st->prev_order[r] = prev[r];
        st->order[r] = next[r];
    }
    if (st->seats == 2) {
        st->comm_ctrl = (uint8_t)wm__siege_control_check(st);
        st->comm_turns[st->comm_ctrl == SG_NAZISM ? 0 : 1]++;
    }
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "initiative");
        wm__log_text("Initiative Order: %s, %s, %s", wm__siege_ideology_names[st->order[0]], wm__siege_ideology_names[st->order[1]],
                     wm__siege_ideology_names[st->order[2]]);
        if (st->seats == 2)
            wm__log_text("; %s controls Communism", wm__siege_ideology_names[st->comm_ctrl]);
        wm__log_end();
    }
}

/* ------------------------------------------------------------------ */
/* §3.3.3 Logistic                                                      */
/* ------------------------------------------------------------------ */

/* §6.0 D19: Nazi Powers trace no LOC between the Europe Map and Asia. */
static int embargo_cut(const siege_state *st, int ideo, int a, int b)
{
    if (ideo != SG_NAZISM || !((st->rules >> SG_RULE_D19_EMBARGO) & 1u))
        return 0;
    int ma = wm__siege_areas[a].map, mb = wm__siege_areas[b].map;
    return (ma == SG_EUROPE && mb == SG_ASIA) || (ma == SG_ASIA && mb == SG_EUROPE);
}

int wm__siege_loc_from(const siege_state *st, int ideo, int power, int target)
{
    if (power < 0 || power >= SG_NPOWERS || target < 0 || target >= SG_NAREAS)
        return 0;
    if (!wm__siege_controls_power(st, ideo, power) || wm__siege_enemy_control(st, power, ideo))
        return 0; /* "any one of his own Powers (not under Enemy Control)" */
    int src = wm__siege_power_area[power];
    if (src == target)
        return 1;
    /* "if the Area of the selected Power and the target Area both contain a
     * Naval Connection, the player can use such direct connection" */
    if (wm__siege_areas[src].naval && wm__siege_areas[target].naval && !embargo_cut(st, ideo, src, target))
        return 1;
    uint64_t seen = SG_AREA_BIT(src);
    uint8_t q[SG_NAREAS];
    int head = 0, tail = 0;
    q[tail++] = (uint8_t)src;
    while (head < tail) {
        int u = q[head++];
        for (uint64_t next = wm__siege_land[u] & ~seen; next; next &= next - 1) {
            int v = __builtin_ctzll(next); /* the unseen land neighbours, in area order */
            if (embargo_cut(st, ideo, u, v))
                continue;
            if (v == target)
                return 1;
            seen |= SG_AREA_BIT(v);
            int pass = 0;
            if (wm__siege_areas[v].kind == SG_KIND_MINOR) {
                int b = st->regime[v];
                if (b != SG_REGIME_GONE) {
                    const sg_regime_box *x = &wm__siege_regime_boxes[b];
                    pass = (x->area == SG_RA_CONTROL && x->ideology == ideo) ||
                           (x->area == SG_RA_INFLUENCE && ((x->friendly >> ideo) & 1u));
                }
            } else {
                int pv = sg_area_power(v);
                /* "another Power Allied with the designated Power" that is
                 * not under Enemy Control ("no LOC ... throughout Enemy
                 * Controlled Powers") */
                if (pv >= 0 && ((st->ally[power] >> v) & 1u)) {
                    int owner = pv == SG_P_CHINA ? wm__siege_china_holder(st) : wm__siege_areas[v].ideology;
                    pass = owner == SG_NOBODY || !wm__siege_enemy_control(st, pv, owner);
                }
            }
            if (pass)
                q[tail++] = (uint8_t)v;
        }
    }
    return 0;
}

int wm__siege_loc(const siege_state *st, int ideo, int target)
{
    for (int p = 0; p < SG_NPOWERS; p++)
        if (wm__siege_loc_from(st, ideo, p, target))
            return 1;
    return 0;
}

/* ------------------------------------------------------------------ */
/* §3.3.15 War escalation                                               */
/* ------------------------------------------------------------------ */

static int bound(const siege_state *st, int pa, int area)
{
    return (int)(((st->pact[pa] | st->ally[pa]) >> area) & 1u);
}

int wm__siege_powers_at_war(const siege_state *st)
{
    return wm__popcount32(st->at_war);
}

/* A declaration (attacker Power area, target area); the War! Markers go on
 * the Powers at war; every Power allied with the target must declare war
 * on the attacker unless a Pact or Alliance binds it to the attacker, and
 * so on until no new declaration is made. */
int wm__siege_declare_war(siege_state *st, int aggressor, int target)
{
    uint8_t qa[64], qt[64];
    uint64_t done[SG_NPOWERS];
    for (int p = 0; p < SG_NPOWERS; p++)
        done[p] = 0;
    int head = 0, tail = 0;
    qa[tail] = (uint8_t)aggressor;
    qt[tail++] = (uint8_t)target;
    while (head < tail) {
        int a = qa[head], t = qt[head];
        head++;
        int pa = sg_area_power(a), pt = sg_area_power(t);
        if (pa < 0)
            continue;
        if ((done[pa] >> t) & 1u)
            continue;
        done[pa] |= SG_AREA_BIT(t);
        st->at_war = (uint8_t)(st->at_war | (1u << pa));
        if (pt >= 0)
            st->at_war = (uint8_t)(st->at_war | (1u << pt));
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "war");
            wm__log_str("attacker", wm__siege_areas[a].ascii);
            wm__log_str("target", wm__siege_areas[t].ascii);
            wm__log_text("%s declares war on %s", wm__siege_areas[a].name, wm__siege_areas[t].name);
            wm__log_end();
        }
        for (int z = 0; z < SG_NPOWERS; z++) {
            int za = wm__siege_power_area[z];
            if (za == a || za == t || !((st->ally[z] >> t) & 1u))
                continue;
            if (bound(st, z, a))
                continue; /* "unless they are bound to that Power by a Pact or Alliance" */
            if (tail < 64) {
                qa[tail] = (uint8_t)za;
                qt[tail++] = (uint8_t)a;
            }
        }
    }
    return wm__siege_powers_at_war(st);
}

/* §3.3.12-3.3.14: "applied after die is rolled to shift the die roll 1 point
 * towards the 3-4 result". */
int wm__siege_shift34(int modified, int shift)
{
    if (!shift)
        return modified;
    if (modified <= 2)
        return modified + 1;
    if (modified >= 5)
        return modified - 1;
    return modified;
}

/* §3.3.1: the mandatory modifiers of a Political Action test.  The Prestige
 * sector modifier, and the Despotic / non-Despotic Policy modifier when the
 * card bears the icon, counting the Ideology's Powers not under Enemy
 * Control and China only in the roller's Control Area. */
int wm__siege_pa_modifier(const siege_state *st, int ideo, int card)
{
    int mod = wm__siege_prestige_modifier(st->prestige[ideo]);
    int icon = sg_cards()[card].icon;
    if (icon == SG_ICON_NONE)
        return mod;
    int desp = 0, counted = 0;
    for (int p = 0; p < SG_NPOWERS; p++) {
        if (!wm__siege_controls_power(st, ideo, p) || wm__siege_enemy_control(st, p, ideo))
            continue;
        counted++;
        desp += (st->despotic >> p) & 1;
    }
    if (icon == SG_ICON_DESPOTIC)
        return mod + desp;
    return mod + (counted && !desp ? 1 : 0);
}

void wm__siege_finish(siege_state *st, int reason, int automatic)
{
    st->phase = SG_PH_OVER;
    st->end_reason = (uint8_t)reason;
    int w = reason == SG_END_AUTOMATIC ? automatic : wm__siege_winner(st);
    if (reason == SG_END_AUTOMATIC && w == SG_COMMUNISM && st->seats == 2)
        w = two_seat_communism_top(st); /* §3.5: no seat plays Communism */
    st->winner = (uint8_t)w;
    if (wm__logging()) {
        static const char *const why[] = {"", "Automatic Victory", "Total War", "the end of turn 8"};
        int comm2 = reason == SG_END_AUTOMATIC && automatic == SG_COMMUNISM && st->seats == 2;
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "end");
        wm__log_str("reason", why[reason]);
        if (comm2)
            wm__log_str("automatic", "Communism");
        for (int i = 0; i < SG_NIDEOLOGIES; i++)
            wm__log_int(wm__siege_ideology_names[i], st->vp_marker[i]);
        wm__log_text("The game ends by %s%s: Nazism %d, Democracy %d, Communism %d VP; %s%s%s", why[reason],
                     comm2 ? " of Communism" : "", st->vp_marker[0], st->vp_marker[1], st->vp_marker[2],
                     comm2 ? "with two seats (§3.5) " : "", st->winner == SG_NOBODY ? "a draw" : wm__siege_ideology_names[st->winner],
                     st->winner == SG_NOBODY ? "" : " wins");
        wm__log_end();
    }
}
