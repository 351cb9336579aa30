/*
 * combat.c - ATTACK and ATTACK+1 ("Attack actions") and "Combat", with
 * each scenario's changes: Napoleon (Vive), single losses and the
 * defender's discard (The War to End War), Blitzkrieg and Air Power (World
 * War 2), MILITIA and counter-insurgency (Politics By Other Means).
 *
 * An attack is a sequence of decisions kept in astage, the stage it
 * resumes at (enum march_attack_stage in march.h): AT_BEGIN asks for the
 * country (D_ATTACK), AT_STANDUP and AT_STANDUP_CAP stand fortified armies
 * up, AT_DECLARE declares (ATTACK+1's discard), AT_AIR, AT_DEFEND and
 * AT_MILITIA offer Air Power, the defender's discard and MILITIA,
 * AT_RESOLVE resolves the combat (and asks for a single loss in WW1),
 * AT_OCCUPY ends it; AT_COUNTER asks counter-insurgency's discard.
 */
#include "march.h"

enum { RES_ATTACKER = 1, RES_TIE = 2, RES_DEFENDER = 3 };

/* "If you don't have any armies in a country that contains at least 1
 * enemy army or garrison, then your attack actions do nothing."
 * A garrison can be attacked only while it can fight: "If the enemy
 * controls your home country, neither side can use your country's garrison
 * strength", so an enemy home whose capital you occupy and which holds no
 * enemy army offers nothing to attack (otherwise the occupying army would
 * be forced to attack a garrison that cannot defend). */
static int attackable(const march_state *st, int seat, int c)
{
    int e = wm__march_enemy(seat);
    if (wm__march_armies_in(st, seat, c) == 0)
        return 0;
    return wm__march_armies_in(st, e, c) > 0 || (c == e && !st->capital[seat]);
}

static int standing_in(const march_state *st, int seat, int c)
{
    return st->army_n[seat][c] + (st->capital[seat] == 1 && c == wm__march_enemy(seat));
}

/* Counter-insurgency (Politics By Other Means): "Instead of attacking enemy
 * armies in the neutral country, or if there are no enemy armies there, the
 * Blue and Orange players may use the ATTACK+1 action to attack the
 * partisans and militia. When playing the action, discard either MOVE 1 or
 * MOVE 2 (not both) to remove 1VP cube from the neutral country card."
 * It needs an army of the attacker in the neutral country. */
int wm__march_counter_possible(const march_state *st, int seat, int card)
{
    return card == WM_MARCH_CARD_ATTACK1 && st->scenario == SC_POLITICS && st->cubes > 0 &&
           wm__march_armies_in(st, seat, C_N1) > 0 &&
           (st->hand[seat] & (CARD(WM_MARCH_CARD_MOVE1) | CARD(WM_MARCH_CARD_MOVE2)));
}

/* The options of D_ATTACK.  "If you have at least 1 non-fortified army that
 * could attack, you must do so": "pass" is offered only when every army
 * that could attack is fortified (standing up is optional). */
size_t wm__march_attack_targets(const march_state *st, int seat, int card, wm_move *buf, size_t cap)
{
    size_t k = 0;
    int must = 0;
    for (int c = 0; c < st->ncountries; c++) {
        if (!attackable(st, seat, c))
            continue;
        if (standing_in(st, seat, c))
            must = 1;
        if (k < cap)
            buf[k] = (wm_move)(WM_MARCH_ATTACK + c);
        k++;
    }
    if (wm__march_counter_possible(st, seat, card)) {
        if (k < cap)
            buf[k] = WM_MARCH_COUNTER;
        k++;
    }
    if (k && !must) {
        if (k < cap)
            buf[k] = WM_MARCH_PASS;
        k++;
    }
    return k;
}

/* Removes every army of seat in country c ("Put them back in each player's
 * stock"); returns how many. */
static int destroy_all(march_state *st, int seat, int c)
{
    int n = wm__march_armies_in(st, seat, c);
    st->army_n[seat][c] = 0;
    st->army_f[seat][c] = 0;
    if (c == wm__march_enemy(seat))
        st->capital[seat] = 0;
    return n;
}

/* Vive: "The French score 1VP immediately for each Austrian army
 * destroyed." */
static void armies_destroyed(march_state *st, int seat, int n)
{
    if (st->scenario == SC_VIVE && seat == 1 && n > 0) {
        wm__march_gain(st, 0, n);
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "score");
            wm__log_int("gain", n);
            wm__march_log_vp(st);
            wm__log_text("The French score %dVP for %d Austrian %s destroyed (now %dVP)", n, n,
                         n == 1 ? "army" : "armies", st->vp[0]);
            wm__log_end();
        }
    }
}

/* The kinds of army a single loss can take from seat in c (bit 0 normal,
 * bit 1 fortified, bit 2 the army on the enemy capital). */
int wm__march_loss_kinds(const march_state *st, int seat, int c)
{
    int k = 0;
    if (st->army_n[seat][c])
        k |= 1;
    if (st->army_f[seat][c])
        k |= 2;
    if (st->capital[seat] && c == wm__march_enemy(seat))
        k |= 4;
    return k;
}

void wm__march_lose_one(march_state *st, int seat, int c, int kind)
{
    if (kind == 0)
        st->army_n[seat][c]--;
    else if (kind == 1)
        st->army_f[seat][c]--;
    else
        st->capital[seat] = 0;
    armies_destroyed(st, seat, 1);
}

static int defence_strength(const march_state *st, int e, int c)
{
    int s = st->strength[e];
    int d = st->army_n[e][c] * s + st->army_f[e][c] * (s + 1);
    if (c == wm__march_enemy(e) && st->capital[e])
        d += st->capital[e] == 2 ? s + 1 : s;
    return d;
}

/* "Combat": compare the totals. */
static void resolve(march_state *st, int seat)
{
    int e = wm__march_enemy(seat), c = st->atk_c;
    /* "Each normal army has a strength denoted by its home country's
     * current army strength"; ATTACK+1, Napoleon, Blitzkrieg and Air Power
     * bonuses are in atk_bonus; MILITIA adds +1 to the side it chose. */
    int att = st->atk_n * st->strength[seat] + st->atk_bonus + (st->militia_side == seat + 1);
    /* "Each fortified army adds +1 ... only in defence"; the capital's
     * garrison of 2 defends unless the enemy controlled the country when the
     * attack was declared; The War to End War's defender discard. */
    int def = defence_strength(st, e, c) + (st->atk_garrison ? 2 : 0) + st->def_bonus +
              (st->militia_side == e + 1);
    st->loss_side = (uint8_t)(att > def ? RES_ATTACKER : att == def ? RES_TIE : RES_DEFENDER);
    int lost_att = 0, lost_def = 0;
    if (wm__logging()) {
        /* What each side loses, read before the armies are removed. */
        if (st->scenario == SC_WW1) {
            lost_att = st->loss_side != RES_ATTACKER;
            lost_def = st->loss_side != RES_DEFENDER && wm__march_loss_kinds(st, e, c) != 0;
        } else {
            lost_att = st->loss_side == RES_ATTACKER ? 0 : st->loss_side == RES_TIE ? wm__march_armies_in(st, seat, c) : st->atk_n;
            lost_def = st->loss_side == RES_DEFENDER ? 0 : wm__march_armies_in(st, e, c);
        }
        const char *sa = SC(st)->seat_names[seat], *sd = SC(st)->seat_names[e];
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "combat");
        wm__log_str("country", SC(st)->country_names[c]);
        wm__log_str("attacker", sa);
        wm__log_str("defender", sd);
        wm__log_int("attacker_armies", st->atk_n);
        wm__log_int("attacker_strength", att);
        wm__log_int("defender_strength", def);
        wm__log_int("attacker_losses", lost_att);
        wm__log_int("defender_losses", lost_def);
        wm__log_str("result", st->loss_side == RES_ATTACKER ? "attacker" : st->loss_side == RES_TIE ? "tie" : "defender");
        wm__log_text("Combat in %s: %s %d (%d %s x %d", SC(st)->country_names[c], sa, att, st->atk_n,
                     st->atk_n == 1 ? "army" : "armies", st->strength[seat]);
        if (st->atk_bonus)
            wm__log_text(" + %d bonus", st->atk_bonus);
        if (st->militia_side == seat + 1)
            wm__log_text(" + 1 MILITIA");
        wm__log_text(") against %s %d", sd, def);
        if (st->atk_garrison || st->def_bonus || st->militia_side == e + 1) {
            wm__log_text(" (");
            const char *sep = "";
            if (st->atk_garrison) {
                wm__log_text("garrison 2");
                sep = ", ";
            }
            if (st->def_bonus) {
                wm__log_text("%sdiscard +%d", sep, st->def_bonus);
                sep = ", ";
            }
            if (st->militia_side == e + 1)
                wm__log_text("%sMILITIA +1", sep);
            wm__log_text(")");
        }
        if (st->loss_side == RES_ATTACKER)
            wm__log_text(": %s wins", sa);
        else if (st->loss_side == RES_TIE)
            wm__log_text(": a tie");
        else
            wm__log_text(": %s wins", sd);
        if (lost_att)
            wm__log_text("; %s loses %d %s", sa, lost_att, lost_att == 1 ? "army" : "armies");
        if (lost_def)
            wm__log_text("; %s loses %d %s", sd, lost_def, lost_def == 1 ? "army" : "armies");
        if (st->scenario == SC_WW1 && lost_def && wm__march_loss_kinds(st, e, c) & (wm__march_loss_kinds(st, e, c) - 1))
            wm__log_text(" (of its choice)");
        wm__log_end();
    }

    if (st->scenario == SC_WW1) {
        /* "Successful combats only destroy 1 enemy army, not all of them.
         * Tied combats destroy 1 army on each side, not all of them."  The
         * attacking armies all stand, so the attacker's loss is one of them;
         * a defender with armies of several kinds chooses which it loses. */
        if (st->loss_side != RES_ATTACKER) {
            st->army_n[seat][c]--;
            armies_destroyed(st, seat, 1);
        }
        return;
    }
    if (st->loss_side == RES_TIE) {
        /* "all armies in the country from both sides are destroyed" */
        armies_destroyed(st, seat, destroy_all(st, seat, c));
        armies_destroyed(st, e, destroy_all(st, e, c));
    } else if (st->loss_side == RES_ATTACKER) {
        /* "all armies on the side with the lower total are destroyed" */
        armies_destroyed(st, e, destroy_all(st, e, c));
    } else {
        /* the attacking side: the armies that attacked */
        st->army_n[seat][c] = (uint8_t)(st->army_n[seat][c] - st->atk_n);
        armies_destroyed(st, seat, st->atk_n);
    }
}

/* "If the combat is taking place in the defender's home country and the
 * attacker wins, place 1 of the attacker's armies on the pre-printed
 * capital". */
static void occupy(march_state *st, int seat)
{
    int e = wm__march_enemy(seat), c = st->atk_c;
    if (st->loss_side == RES_ATTACKER && c == e && !st->capital[seat] && st->army_n[seat][c]) {
        st->army_n[seat][c]--;
        st->capital[seat] = 1;
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "capital");
            wm__log_str("country", SC(st)->country_names[c]);
            wm__log_text("%s occupies the capital of %s", SC(st)->seat_names[seat], SC(st)->country_names[c]);
            wm__log_end();
        }
    }
}

static void clear_combat(march_state *st)
{
    st->atk_c = st->atk_n = st->atk_garrison = st->atk_bonus = st->atk_air = 0;
    st->def_bonus = st->militia_side = st->loss_side = 0;
}

int wm__march_attack_continue(march_state *st, int seat, int card)
{
    int e = wm__march_enemy(seat);
    for (;;) {
        switch (st->astage) {
        case AT_BEGIN:
            clear_combat(st);
            if (wm__march_attack_targets(st, seat, card, NULL, 0) == 0) {
                if (wm__logging()) {
                    wm__log_begin(seat, WM_LOG_PUBLIC, "fizzle");
                    wm__log_str("card", wm__march_card_names[card]);
                    wm__log_text("%s's %s does nothing: no army of %s faces an enemy", SC(st)->seat_names[seat],
                                 wm__march_card_names[card], SC(st)->seat_names[seat]);
                    wm__log_end();
                }
                return 1; /* the attack action does nothing */
            }
            st->astage = AT_TARGET;
            wm__march_decide(st, D_ATTACK, seat, 0);
            return 0;
        case AT_STANDUP: /* "you may optionally change any of your fortified armies
                 * that are in the country of the combat into normal armies
                 * and include them in the attack" */
            st->astage = AT_STANDUP_CAP;
            if (st->army_f[seat][st->atk_c]) {
                wm__march_decide(st, D_STANDUP, seat, 0);
                return 0;
            }
            break;
        case AT_STANDUP_CAP:
            st->astage = AT_DECLARE;
            if (st->capital[seat] == 2 && st->atk_c == e) {
                wm__march_decide(st, D_STANDUP_CAP, seat, 0);
                return 0;
            }
            break;
        case AT_DECLARE: {
            /* Declaration.  The garrison defends unless the attacker occupies
             * the capital now; an occupying army that attacks leaves the
             * capital ("remain occupied as long as that army ... does not
             * move or attack"). */
            int c = st->atk_c;
            st->atk_garrison = (uint8_t)(c == e && !st->capital[seat]);
            if (c == e && st->capital[seat] == 1) {
                st->capital[seat] = 0;
                st->army_n[seat][c]++;
            }
            /* "Carry out a combat between all your non-fortified armies on 1
             * country card and all enemy forces on that country card." */
            st->atk_n = st->army_n[seat][c];
            st->astage = AT_AIR;
            /* ATTACK+1: "If you have any cards in hand in addition to the
             * SCORE card, you must choose and discard 1 of them ... If you
             * have only the SCORE card in hand, treat ATTACK+1 as if it was
             * ATTACK." */
            if (card == WM_MARCH_CARD_ATTACK1 && (st->hand[seat] & ~CARD(WM_MARCH_CARD_SCORE))) {
                wm__march_decide(st, D_DISCARD, seat, 0);
                return 0;
            }
            break;
        }
        case AT_AIR: /* Air Power: "they may spend up to 1VP per Western Allies
                 * army in the force" */
            st->astage = AT_DEFEND;
            if (st->atk_air && st->vp[seat] > 0) {
                wm__march_decide(st, D_AIR, seat, 0);
                return 0;
            }
            break;
        case AT_DEFEND: /* The War to End War: "The defender (only) may optionally
                 * discard either the MOVE 1 or MOVE 2 action card (not both)
                 * to gain an extra +1 to their combat strength." */
            st->astage = AT_MILITIA;
            if (st->scenario == SC_WW1 &&
                (st->hand[e] & (CARD(WM_MARCH_CARD_MOVE1) | CARD(WM_MARCH_CARD_MOVE2)))) {
                wm__march_decide(st, D_DEFEND, e, 0);
                return 0;
            }
            break;
        case AT_MILITIA: /* MILITIA's second option, "after any other attack choices
                 * have been made": needs at least 1 cube in the neutral
                 * country. */
            st->astage = AT_RESOLVE;
            if (st->scenario == SC_POLITICS && st->played[WM_MARCH_NEUTRAL] == WM_MARCH_CARD_MILITIA + 1 &&
                !(st->tflags & TF_MILITIA_USED) && st->cubes > 0) {
                wm__march_decide(st, D_MILITIA, WM_MARCH_NEUTRAL, 0);
                return 0;
            }
            break;
        case AT_RESOLVE:
            resolve(st, seat);
            st->astage = AT_OCCUPY;
            if (st->scenario == SC_WW1 && st->loss_side != RES_DEFENDER) {
                int kinds = wm__march_loss_kinds(st, e, st->atk_c);
                if (kinds & (kinds - 1)) { /* more than one kind: the owner chooses */
                    wm__march_decide(st, D_LOSS, e, 0);
                    return 0;
                }
                if (kinds)
                    wm__march_lose_one(st, e, st->atk_c, kinds == 1 ? 0 : kinds == 2 ? 1 : 2);
            }
            break;
        case AT_OCCUPY:
            occupy(st, seat);
            clear_combat(st);
            return 1;
        case AT_COUNTER: /* counter-insurgency: the MOVE discard */
            st->astage = AT_COUNTER_ASKED;
            wm__march_decide(st, D_COUNTER, seat, 0);
            return 0;
        default: /* AT_TARGET while D_ATTACK is open; AT_COUNTER_ASKED and AT_PASSED: done */
            clear_combat(st);
            return 1;
        }
    }
}
