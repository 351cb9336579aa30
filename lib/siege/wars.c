/*
 * wars.c - Democracy under Siege: the tests that end Wars and Civil Wars
 * (§3.3.12 Civil War Test, §3.3.13 War Test) and a War's end, whose War
 * end programs the effect interpreter runs (effects.c, the layer below),
 * and Poland's additional roll (§6.0 N35/C27).  The decision layer calls
 * them (play.c's jobs, phase33.c).
 */
#include "siege.h"

#include <string.h>

static int in_anarchy_or_instability(const siege_state *st, int area)
{
    if (area >= SG_NNATIONS)
        return 0;
    int b = st->regime[area];
    return b == SG_R_ANARCHY || b == SG_R_INSTABILITY;
}

static int end_war(siege_state *st, int war, int winner_side, const uint8_t *tape, int ntape)
{
    const sg_war *w = &sg_wars()[war];
    memset(st->war_mr[war], 0, sizeof st->war_mr[war]);
    st->war_box[war] = SG_WAR_OFF;
    st->war_stall[war] = 0;
    st->card_loc[w->card] = SG_LOC_REMOVED;
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "war_end");
        wm__log_str("card", sg_cards()[w->card].code);
        wm__log_int("winner", winner_side);
        wm__log_text("%s ends: faction %c wins", sg_cards()[w->card].code, winner_side ? 'B' : 'A');
        wm__log_end();
    }
    const sg_op *ops = winner_side ? w->end_b : w->end_a;
    int n = winner_side ? w->nend_b : w->nend_a;
    int owner = sg_cards()[w->card].deck;
    int used = wm__siege_run(st, owner, ops, n, 0, tape, ntape);
    /* War! off for the factions' Powers not at war in another War Card
     * between Powers. */
    for (int side = 0; side < 2; side++)
        for (int k = 0; k < 3; k++) {
            int a = side ? w->faction_b[k] : w->faction_a[k];
            int p = a < SG_NAREAS ? sg_area_power(a) : -1;
            if (p < 0)
                continue;
            int other = 0;
            for (int v = 0; v < SG_NWARS; v++)
                if (st->war_box[v] != SG_WAR_OFF &&
                    (sg_faction_has(&sg_wars()[v], 0, a) || sg_faction_has(&sg_wars()[v], 1, a)))
                    other = 1;
            if (!other)
                st->at_war = (uint8_t)(st->at_war & ~(1u << p));
        }
    return used;
}

int wm__siege_end_war(siege_state *st, int war, int side, const uint8_t *tape, int ntape)
{
    if (war < 0 || war >= SG_NWARS || st->war_box[war] == SG_WAR_OFF || side < 0 || side > 1)
        return -1;
    siege_state save = *st;
    int used = end_war(st, war, side, tape, ntape);
    if (used < 0)
        *st = save;
    return used;
}

/* §3.3.13 War Test.  `active` chooses the Regime Marker paths. */
int wm__siege_war_test(siege_state *st, int war, int die, int active, const uint8_t *path, int npath)
{
    if (war < 0 || war >= SG_NWARS || st->war_box[war] == SG_WAR_OFF || die < 1 || die > 6)
        return -1;
    const sg_war *w = &sg_wars()[war];
    int net = 0;
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        net += st->war_mr[war][0][i] - st->war_mr[war][1][i];
    int shift = st->war_stall[war];
    for (int k = 0; k < 3; k++)
        shift |= in_anarchy_or_instability(st, w->faction_a[k]) | in_anarchy_or_instability(st, w->faction_b[k]);
    int r = wm__siege_shift34(die + w->box_mod[st->war_box[war]] + net, shift);
    if (wm__logging()) {
        wm__log_begin(WM_CHANCE, WM_LOG_PUBLIC, "war_test");
        wm__log_str("card", sg_cards()[w->card].code);
        wm__log_int("die", die);
        wm__log_int("result", r);
        wm__log_text("War Test on %s: %d %+d %+d -> %d", sg_cards()[w->card].code, die,
                     w->box_mod[st->war_box[war]], net, r);
        wm__log_end();
    }
    siege_state save = *st;
    if (r <= 2) {
        st->war_stall[war] = 0;
        if (st->war_box[war] + 1 >= SG_WAR_BOXES) {
            int e = end_war(st, war, 1, path, npath);
            if (e < 0) {
                *st = save;
                return e;
            }
        } else
            st->war_box[war]++;
    } else if (r >= 5) {
        st->war_stall[war] = 0;
        if (st->war_box[war] == 0) {
            int e = end_war(st, war, 0, path, npath);
            if (e < 0) {
                *st = save;
                return e;
            }
        } else
            st->war_box[war]--;
    } else {
        st->war_stall[war] = 1;
        int used = 0;
        for (int side = 0; side < 2; side++)
            for (int k = 0; k < 3; k++) {
                int a = side ? w->faction_b[k] : w->faction_a[k];
                if (a >= SG_NNATIONS || (side == 1 && a == w->faction_a[k]))
                    continue;
                int u = 0;
                int e = wm__siege_regime_effect(st, a, SG_ANARCHY, 1, active, path ? path + used : NULL,
                                                npath - used, &u);
                if (e < 0) {
                    *st = save;
                    return e;
                }
                used += u;
            }
    }
    return r <= 2 ? 2 : r >= 5 ? 5 : 3;
}

/* §3.3.12 Civil War Test. */
int wm__siege_civil_war_test(siege_state *st, int nation, int die, int active, const uint8_t *path, int npath)
{
    if (nation < 0 || nation >= SG_NNATIONS || !st->civil[nation] || die < 1 || die > 6)
        return -1;
    int rebels = 0, govt = 0, top = SG_ANARCHY, topn = 0, tie = 0;
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        govt += st->civil_mr[nation][0][i];
        rebels += st->civil_mr[nation][1][i];
        int r = st->civil_mr[nation][1][i];
        if (r > topn) {
            topn = r;
            top = i;
            tie = 0;
        } else if (r && r == topn) {
            tie = 1;
        }
    }
    if (tie || !topn)
        top = SG_ANARCHY; /* "If no MR is committed or in case of ties, the winning Ideology is Anarchy" */
    int r = wm__siege_shift34(die + rebels - govt, in_anarchy_or_instability(st, nation));
    if (wm__logging()) {
        wm__log_begin(WM_CHANCE, WM_LOG_PUBLIC, "civil_war_test");
        wm__log_str("nation", wm__siege_areas[nation].ascii);
        wm__log_int("die", die);
        wm__log_int("result", r);
        wm__log_text("Civil War Test in %s: %d %+d -> %d", wm__siege_areas[nation].name, die, rebels - govt, r);
        wm__log_end();
    }
    siege_state save = *st;
    int ended = 0, rebels_won = 0;
    if (r <= 2) {
        if (st->civil[nation] == 1)
            ended = 1; /* Victory of Government */
        else
            st->civil[nation] = 1;
    } else if (r >= 5) {
        if (st->civil[nation] == 2)
            ended = rebels_won = 1;
        else
            st->civil[nation] = 2;
    }
    int ok = 0;
    if (ended) {
        memset(st->civil_mr[nation], 0, sizeof st->civil_mr[nation]);
        st->civil[nation] = 0;
        if (rebels_won) {
            ok = wm__siege_regime_effect(st, nation, top, 3, active, path, npath, NULL);
            for (int b = 0; b < SG_NRBOXES; b++)
                if (wm__siege_rboxes[b].area == nation)
                    wm__siege_set_rbox(st, b, 0, "the Rebels won the Civil War"); /* "even those belonging to the winning Ideology!" */
        }
    } else {
        ok = wm__siege_regime_effect(st, nation, SG_ANARCHY, st->civil[nation] == 1 ? 2 : 1, active, path, npath,
                                     NULL);
    }
    if (ok < 0) {
        *st = save;
        return ok;
    }
    return r <= 2 ? 2 : r >= 5 ? 5 : 3;
}

/* §6.0: "Both Political Actions N35 War on Poland and C27 War on Poland
 * require an additional die roll to determine if Poland is defeated.  The
 * die roll can be modified by expending MR Tokens ... declare how many MR
 * Tokens are expended before the die is rolled."  RECONSTRUCTED: +1 per MR
 * expended (returned to the Token Reserve), defeated on 5 or more, as on the
 * War Table; otherwise the war goes on. */
int wm__siege_poland_roll(siege_state *st, int ideo, int war, int mr, int die)
{
    if (war < 0 || war >= SG_NWARS || st->war_box[war] == SG_WAR_OFF || die < 1 || die > 6 || mr < 0)
        return -1;
    const sg_war *w = &sg_wars()[war];
    if (w->faction_b[0] != SG_POLAND || mr > st->force_pool[ideo])
        return -1;
    st->force_pool[ideo] = (uint8_t)(st->force_pool[ideo] - mr);
    int defeated = die + mr >= 5;
    if (wm__logging()) {
        wm__log_begin(WM_CHANCE, WM_LOG_PUBLIC, "poland");
        wm__log_int("die", die);
        wm__log_int("mr", mr);
        wm__log_text("Poland: %d + %d MR: %s", die, mr, defeated ? "defeated" : "resists");
        wm__log_end();
    }
    if (defeated && wm__siege_end_war(st, war, 0, NULL, 0) < 0)
        return -1;
    return defeated;
}
