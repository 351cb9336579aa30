/*
 * evaluate.c - The Weimar Republic: the search's evaluation of a position
 * at the end of a playout (wm_title_ops.evaluate) and the Non-player
 * rollout that reaches it (wm_title_ops.rollout; lib/core/ai.c, doc/ai.md "The
 * Weimar Republic: Non-player rollouts and an evaluation").
 *
 * Each faction's standing towards its own victory conditions (§3.0), in
 * PV-like points:
 *   - §3.2 the General Election: the PV the faction would have if the
 *     Election Cycle came now (§7.6, wm__republic_current_pv: Regional
 *     Elections §7.1 with their bonuses, and the §7.2 bonuses);
 *   - §3.1 Sudden Victory: how far its requirements are met (Reform,
 *     Uprising, Middle Class Sympathies pawns, Supremacy in Berlin and
 *     the Cities), more when they are met (one Place Sudden Victory
 *     Marker Action away), most when its marker is on the Timeline;
 *   - §3.3 the Event Card Victories within reach: #82 Referendum in the
 *     RC's hand, #118 Enabling Act in the NSDAP's (its three conditions),
 *     #117 Hitler Sworn In in any hand of a faction that leads the PV;
 *   - §3.4 the Coalition's Scenario End Victory: in the scenarios the
 *     Coalition wins at their end (unless it held cards), its share grows
 *     with the rounds played.
 * A faction's value is its points against the best other faction's,
 * squashed into [0, 1]: 0.5 + 0.5 d / (|d| + RP_EVAL_SCALE).
 */
#include "republic.h"

/* A Sudden Victory requirement met in full is worth this many points;
 * partial progress its share (tenths). */
#define SV_FULL 12
/* ...met: one Action (Place Sudden Victory Marker) from winning. */
#define SV_MET 10
/* ...met with the marker on the Timeline: the Sudden Victory Step wins. */
#define SV_ON 30

/* The share of a Sudden Victory requirement met, in [0, 1] (§3.1). */
static double sv_progress(const rp_state *st, int f)
{
    switch (f) {
    case RP_COALITION: {
        /* 4 Reform, or 3 with Coalition Unity Strong */
        int n = wm__republic_count_map(st, st->reform, -1);
        double p = (n + (st->unity == RP_UNITY_STRONG ? 1.0 : 0.0)) / 4.0;
        return p > 1.0 ? 1.0 : p;
    }
    case RP_KPD: {
        /* 4 Uprising markers, or 3 and KPD Supremacy in Berlin */
        int n = wm__republic_count_map(st, st->strike, RP_STRIKE_UPRISING);
        double p = (n + (wm__republic_supreme(st, RP_BERLIN) == RP_KPD ? 1.0 : 0.0)) / 4.0;
        return p > 1.0 ? 1.0 : p;
    }
    case RP_NSDAP: {
        /* more pawns than the RC, and Supremacy in Berlin or 2 Cities */
        int cities = 0;
        for (int s = 0; s < RP_NCITIES; s++)
            cities += wm__republic_supreme(st, s) == RP_NSDAP;
        double where = wm__republic_supreme(st, RP_BERLIN) == RP_NSDAP || cities >= 2 ? 1.0 : cities * 0.5;
        int lead = st->mcs_mat[RP_NSDAP] - st->mcs_mat[RP_RC];
        double pawns = lead > 0 ? 1.0 : lead == 0 ? 0.5 : 0.0;
        return 0.5 * where + 0.5 * pawns;
    }
    default: {
        /* 4 pawns on the RC's mat, or 3 and RC Supremacy in Berlin */
        double p = (st->mcs_mat[RP_RC] + (wm__republic_supreme(st, RP_BERLIN) == RP_RC ? 1.0 : 0.0)) / 4.0;
        return p > 1.0 ? 1.0 : p;
    }
    }
}

/* Whether f's hand holds a card of effect fx (the content's table, so a
 * pack's cards count by what they do). */
static int holds_effect(const rp_state *st, int f, int fx)
{
    for (int w = 0; w < CW; w++)
        for (uint64_t b = st->hand[f][w]; b; b &= b - 1) {
            int id = w * 64 + __builtin_ctzll(b);
            if (id >= 1 && id <= RP_NCARDS && CARD(id)->effect == fx)
                return 1;
        }
    return 0;
}

/* The rounds of the scenario played, as a share in [0, 1]. */
static double elapsed(const rp_state *st)
{
    const rp_scenario_info *sc = &wm__republic_scenarios[st->scenario];
    int first = 2 * (sc->first_year - RP_FIRST_YEAR) + sc->first_half;
    int last = 2 * (sc->last_year - RP_FIRST_YEAR) + RP_LATE_YEAR;
    int now = 2 * st->year + st->half;
    double e = last > first ? (double)(now - first) / (last - first + 1) : 0.0;
    return e < 0.0 ? 0.0 : e > 1.0 ? 1.0 : e;
}

void wm__republic_eval_points(const rp_state *st, double pts[NF])
{
    int pv[NF], lead = 0;
    wm__republic_current_pv_all(st, pv);
    for (int f = 1; f < NF; f++)
        if (pv[f] > pv[lead])
            lead = f;
    for (int f = 0; f < NF; f++) {
        /* §3.2 the PV at the next General Election */
        double p = pv[f];
        /* §3.1 Sudden Victory */
        p += SV_FULL * sv_progress(st, f);
        if (wm__republic_sudden_victory(st, f) && (f != RP_COALITION || wm__republic_np_sudden_allowed(st, st->bots)))
            p += bit(st->sv_on, f) ? SV_ON : SV_MET;
        pts[f] = p;
    }
    /* §3.3 Event Card Victories within reach */
    if (holds_effect(st, RP_RC, RP_FX_REFERENDUM))
        pts[RP_RC] += st->momentum == RP_RC ? 6.0 : 2.0;
    if (holds_effect(st, RP_NSDAP, RP_FX_ENABLING_ACT)) {
        int met = (st->momentum == RP_NSDAP) + (st->rs_holder == RP_NSDAP) + (pv[RP_NSDAP] >= RP_ENABLING_ACT_PV);
        pts[RP_NSDAP] += met == 3 ? 20.0 : 2.0 * met;
    }
    for (int f = 0; f < NF; f++)
        if (f != RP_COALITION && f == lead && holds_effect(st, f, RP_FX_HITLER_SWORN_IN))
            pts[f] += 3.0;
    /* §3.4 the Coalition wins at the scenario's end (unless it held cards) */
    const rp_scenario_info *sc = &wm__republic_scenarios[st->scenario];
    if (sc->end_rule == RP_END_COALITION_UNLESS_HELD)
        pts[RP_COALITION] += RP_EVAL_END_WEIGHT * elapsed(st);
    /* §3.4 A Time for Revolution?'s final Election adds the scenario's PV
     * modifiers (RECONSTRUCTED, doc/republic-content.md; 0 in the
     * published-only game).  That Election decides about 95 % of the
     * scenario's games (doc/rules-republic.md, the victory table), so the
     * PV lead above is read as the final Election's, modifiers included:
     * without them the search took the Coalition's 3-point handicap and
     * the KPD's 6-point lead for a level race (doc/ai.md). */
    if (sc->end_rule == RP_END_FINAL_ELECTION_MODIFIED)
        for (int f = 0; f < NF; f++)
            pts[f] += wm__republic_final_pv_mod(st, f);
}

static double squash(double d)
{
    return 0.5 + 0.5 * d / ((d < 0 ? -d : d) + RP_EVAL_SCALE);
}

void wm__republic_evaluate(const void *vg, double *value)
{
    const rp_state *st = &((const rp_game *)vg)->cur;
    double pts[NF];
    wm__republic_eval_points(st, pts);
    for (int f = 0; f < NF; f++) {
        double best = -1e9;
        for (int g = 0; g < NF; g++)
            if (g != f && pts[g] > best)
                best = pts[g];
        value[f] = squash(pts[f] - best);
    }
}

/*
 * The search's rollout (wm_title_ops.rollout): from a playout's cut every
 * faction plays on as a Non-player faction (§8: the bot cards, the §8.6
 * answers) until the next round begins (RP_ROLLOUT_ROUNDS) or the game
 * ends, and the position reached is scored by the evaluation above (or by
 * the outcome, when the rollout ended the game).  So a search move is
 * judged by how the round goes on if, from there, the searching faction
 * too plays as the rulebook's own bot would: the other factions' replies,
 * the Elections and the round's end are played out rather than guessed,
 * and the search improves on the Non-player system rather than on random
 * moves (doc/ai.md, "The Weimar Republic: Non-player rollouts").
 *
 * Chance is made external for the rollout (WM_OPT_EXTERNAL_DICE on the
 * scratch copy), so that the rollout sees each die and can stop at the
 * horizon; each is drawn uniformly among its legal outcomes, as every
 * internal die of the title is (doc/ai.md, "Chance probabilities").  A
 * question pending at the cut is answered as the Non-player would answer
 * it (at an Action Step menu: end the Action Step, for §8.5 has no menu).
 * A person's faction is played as a stand-in (RP_STANDIN), which wins and
 * pays as a person's (§8.3, §8.1's Held Card Penalty), and the seat mask
 * is put back before the evaluation, which reads it (§8.3).
 * Only the game's present (cur) is played: the scratch copy's anchor and
 * tail are left behind, as nothing reads them before the next iteration
 * copies the root again.
 */
void wm__republic_rollout(void *vg, uint64_t *rng)
{
    rp_state *st = &((rp_game *)vg)->cur;
    uint8_t bots = st->bots;
    int end = 2 * st->year + st->half + RP_ROLLOUT_ROUNDS;
    wm_move buf[256];
    st->bots = (uint8_t)(((1u << NF) - 1) | (~bots & ((1u << NF) - 1)) << 4); /* the persons' stand-ins */
    st->flags |= WM_OPT_EXTERNAL_DICE;
    /* a round is a few hundred decisions at most; the bound only guards
     * against a rules bug looping */
    for (int guard = 0; guard < 100000 && !st->over && 2 * st->year + st->half < end; guard++) {
        wm_move m;
        if (rp_is_chance_dec(st->dec) || st->np_chance) {
            size_t n = wm__republic_legal(st, buf, 256);
            if (!n)
                break;
            m = buf[wm__rng_below(rng, (uint32_t)(n < 256 ? n : 256))];
        } else {
            m = wm__republic_np_choose(st);
            if (st->np_chance) /* §8.1 "When in Doubt, Randomize": now a die */
                continue;
        }
        wm__republic_apply(st, m);
    }
    st->bots = bots;
}
