/*
 * actions.c - MOVE 1 and MOVE 2, RECRUIT, FORTIFY, STRENGTH and SCORE
 * ("Actions"), "Controlling a country", and the limited VP stock.
 *
 * Each action is a small state machine driven by march_state.astage: a
 * stage either finishes the action (returns 1), or records the stage to
 * resume at and opens a decision (returns 0).  The decision's handler in
 * moves.c applies the choice; the machine then resumes.
 */
#include "march.h"


int wm__march_enemy(int seat)
{
    return seat ^ 1;
}

/* Armies of seat in country c, the one on the enemy capital included. */
int wm__march_armies_in(const march_state *st, int seat, int c)
{
    return st->army_n[seat][c] + st->army_f[seat][c] + (st->capital[seat] && c == wm__march_enemy(seat));
}

int wm__march_armies_in_play(const march_state *st, int seat)
{
    int n = st->capital[seat] ? 1 : 0;
    for (int c = 0; c < MAX_COUNTRIES; c++)
        n += st->army_n[seat][c] + st->army_f[seat][c];
    return n;
}

int wm__march_fortified_in(const march_state *st, int seat, int c)
{
    return st->army_f[seat][c] + (st->capital[seat] == 2 && c == wm__march_enemy(seat));
}

/* "Controlling a country": your home country while the enemy has no army
 * on your capital; the neutral country with 1 or more armies there and
 * none of the opponent's; the enemy's home country while you occupy its
 * capital.  The Neutral player controls no country. */
int wm__march_controls(const march_state *st, int seat, int c)
{
    if (seat > 1 || c >= st->ncountries)
        return 0;
    int e = wm__march_enemy(seat);
    if (c == seat)
        return !st->capital[e];
    if (c == e)
        return st->capital[seat] != 0;
    return wm__march_armies_in(st, seat, c) > 0 && wm__march_armies_in(st, e, c) == 0;
}

/* "The VP cubes are limited. If they run out, players cannot earn any more
 * VPs."  World War 2: "If the stock of VPs runs out, then Germany (only)
 * can take them from the Western Allies instead of the stock." */
void wm__march_gain(march_state *st, int seat, int n)
{
    int take = n < st->stock ? n : st->stock;
    st->stock = (int16_t)(st->stock - take);
    st->vp[seat] = (int16_t)(st->vp[seat] + take);
    n -= take;
    if (n > 0 && st->scenario == SC_WW2 && seat == 0) {
        int t = n < st->vp[1] ? n : st->vp[1];
        st->vp[1] = (int16_t)(st->vp[1] - t);
        st->vp[0] = (int16_t)(st->vp[0] + t);
    }
}

/* VPs paid "back to the stock" (army reform, second MOVE, 5VP STRENGTH,
 * buying the initiative, Air Power). */
void wm__march_pay(march_state *st, int seat, int n)
{
    st->vp[seat] = (int16_t)(st->vp[seat] - n);
    st->stock = (int16_t)(st->stock + n);
}

/* VPs "removed from the game" (The War to End War's SCORE, VWEAPONS). */
void wm__march_remove_vp(march_state *st, int seat, int n)
{
    int k = n < st->vp[seat] ? n : st->vp[seat];
    st->vp[seat] = (int16_t)(st->vp[seat] - k);
    st->removed = (int16_t)(st->removed + k);
    if (wm__logging() && k > 0) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "score");
        wm__log_int("removed", k);
        wm__march_log_vp(st);
        wm__log_text("%s loses %dVP, removed from the game (now %dVP)", SC(st)->seat_names[seat], k, st->vp[seat]);
        wm__log_end();
    }
}

/* ------------------------------------------------------------------ */
/* MOVE 1 and MOVE 2                                                    */
/* ------------------------------------------------------------------ */

/* Move groups (weimar/march.h): normal, fortified and capital armies. */
int wm__march_move_group(int g, int *n, int *f, int *c)
{
    static const int8_t tab[8][3] = {
        {1, 0, 0}, {0, 1, 0}, {0, 0, 1}, {2, 0, 0}, {0, 2, 0}, {1, 1, 0}, {1, 0, 1}, {0, 1, 1},
    };
    *n = tab[g][0];
    *f = tab[g][1];
    *c = tab[g][2];
    return *n + *f + *c;
}

/* Position along the line Germany - Belgium - Western Allies. */
static int ww1_pos(int c)
{
    return c == C_HOME0 ? 0 : c == C_N1 ? 1 : 2;
}

/* The War to End War: "If the enemy has a fortified army in a country in
 * which you start your move, your armies may not move past it onto an
 * adjacent country card."  Entering armies stand on their own home's side
 * of a card and the enemy's on the other, so "past it" means towards the
 * enemy's home: the rulebook's example (a German fortified army in Belgium
 * stops the Western Allies going from Belgium to Germany but not back to
 * their home country) is the case of a destination closer to the enemy
 * home than the starting country. */
static int ww1_blocked(const march_state *st, int seat, int from, int to)
{
    if (st->scenario != SC_WW1)
        return 0;
    int e = wm__march_enemy(seat);
    if (wm__march_fortified_in(st, e, from) == 0)
        return 0;
    int pe = ww1_pos(e);
    int dfrom = ww1_pos(from) - pe, dto = ww1_pos(to) - pe;
    if (dfrom < 0)
        dfrom = -dfrom;
    if (dto < 0)
        dto = -dto;
    return dto < dfrom;
}

/*
 * MOVE 1: "Move 1 of your armies ... to an adjacent country card."
 * MOVE 2: "Move 1 of your armies or a group of 2 of your armies from a
 * single country card they both occupy to a single adjacent country card."
 * Armies that already moved this turn (World War 2's second MOVE: "No army
 * can move more than once in the turn") are not available.
 */
size_t wm__march_move_options(const march_state *st, int seat, int card, wm_move *buf, size_t cap)
{
    const march_scenario *s = SC(st);
    int ngroups = card == WM_MARCH_CARD_MOVE2 ? 8 : 3;
    int e = wm__march_enemy(seat);
    size_t k = 0;
    for (int from = 0; from < st->ncountries; from++) {
        int an = st->army_n[seat][from] - st->moved[seat][from];
        int af = st->army_f[seat][from];
        int ac = st->capital[seat] && from == e;
        if (an + af + ac == 0)
            continue;
        for (int to = 0; to < st->ncountries; to++) {
            if (!(s->adj[from] & (1u << to)) || ww1_blocked(st, seat, from, to))
                continue;
            for (int g = 0; g < ngroups; g++) {
                int gn, gf, gc;
                wm__march_move_group(g, &gn, &gf, &gc);
                if (gn > an || gf > af || gc > ac)
                    continue;
                if (k < cap)
                    buf[k] = (wm_move)(WM_MARCH_MOVE + from * 32 + to * 8 + g);
                k++;
            }
        }
    }
    return k;
}

/* "If you move a fortified army ..., it becomes a normal army"; an army
 * leaving the enemy capital ends the occupation ("as long as that army ...
 * does not move"). */
void wm__march_do_move(march_state *st, int seat, wm_move m)
{
    int v = (int)(m - WM_MARCH_MOVE);
    int from = v / 32, to = (v / 8) % 4, g = v % 8;
    int gn, gf, gc;
    int total = wm__march_move_group(g, &gn, &gf, &gc);
    st->army_n[seat][from] = (uint8_t)(st->army_n[seat][from] - gn);
    st->army_f[seat][from] = (uint8_t)(st->army_f[seat][from] - gf);
    if (gc)
        st->capital[seat] = 0;
    st->army_n[seat][to] = (uint8_t)(st->army_n[seat][to] + total);
    st->moved[seat][to] = (uint8_t)(st->moved[seat][to] + total);
}

/* World War 2: "The Western Allies (only) can pay 2VPs to play a second
 * MOVE card from hand immediately after an initial MOVE card's action has
 * been completed."  Offered only when the second card could move an army. */
static int second_move_possible(const march_state *st, int seat)
{
    if (st->scenario != SC_WW2 || seat != 1 || st->vp[seat] < 2 || st->second[seat])
        return 0;
    for (int k = WM_MARCH_CARD_MOVE1; k <= WM_MARCH_CARD_MOVE2; k++)
        if ((st->hand[seat] & CARD(k)) && wm__march_move_options(st, seat, k, NULL, 0) > 0)
            return 1;
    return 0;
}

static int move_continue(march_state *st, int seat, int card)
{
    switch (st->astage) {
    case MV_BEGIN:
        /* VWeapons (World War 2, part 2): "When used, if at least 1 German
         * army is on the Minor States country card, remove 1 Western Allies
         * VP from the game."  The card "counts as a MOVE action": it also
         * moves like the MOVE 1 card it replaces (our reading; the card is
         * a MOVE card in the sequence and for the initiative). */
        if (card == WM_MARCH_CARD_VWEAPONS && wm__march_armies_in(st, 0, C_N1) > 0)
            wm__march_remove_vp(st, 1, 1);
        st->mcard = (uint8_t)card;
        /* "If you have 1 or more armies in play, and you play a movement
         * action, you must move at least 1 army. If you have no armies in
         * play, then your movement actions do nothing." */
        if (wm__march_move_options(st, seat, card, NULL, 0) == 0)
            return 1;
        st->astage = MV_MOVING;
        wm__march_decide(st, D_MOVE, seat, 0);
        return 0;
    case MV_MOVING:
        if (!second_move_possible(st, seat))
            return 1;
        st->astage = MV_SECOND_ASKED;
        wm__march_decide(st, D_SECOND, seat, 0);
        return 0;
    case MV_SECOND_BOUGHT: /* set by moves.c's D_SECOND handler */
        st->astage = MV_SECOND_MOVING;
        wm__march_decide(st, D_MOVE, seat, 0);
        return 0;
    default: /* MV_SECOND_ASKED after "pass", MV_SECOND_MOVING after the second move */
        return 1;
    }
}

/* ------------------------------------------------------------------ */
/* RECRUIT, FORTIFY                                                     */
/* ------------------------------------------------------------------ */

/* RECRUIT: "Put 1 of your armies from the stock onto your home country
 * card. If you have no armies in the stock, or the enemy currently occupies
 * your capital, your RECRUIT action does nothing." */
static void recruit(march_state *st, int seat)
{
    if (wm__march_armies_in_play(st, seat) < ARMIES_PER_SEAT && !st->capital[wm__march_enemy(seat)])
        st->army_n[seat][seat]++;
}

/* FORTIFY: "Choose 1 of your armies in play and place it on its side." An
 * army already on its side cannot be chosen again; with none standing the
 * action does nothing. */
static int fortify_possible(const march_state *st, int seat)
{
    if (st->capital[seat] == 1)
        return 1;
    for (int c = 0; c < st->ncountries; c++)
        if (st->army_n[seat][c])
            return 1;
    return 0;
}

/* ------------------------------------------------------------------ */
/* STRENGTH                                                             */
/* ------------------------------------------------------------------ */

/* STRENGTH: "Choose any country card that you control. Reduce that country
 * card's VP dice by 1" - a die at 0 has been removed.  Marlborough: "You
 * cannot reduce your home country's VP dice to less than 2."  World War 2:
 * "Both sides can optionally discard 5VPs when playing the STRENGTH action,
 * instead of reducing a VP dice." */
int wm__march_strength_can_reduce(const march_state *st, int seat, int c)
{
    int floor = (st->scenario == SC_MARL && c == seat) ? 2 : 0;
    return wm__march_controls(st, seat, c) && st->vpdie[c] > floor;
}

static int strength_possible(const march_state *st, int seat)
{
    if (st->scenario == SC_WW2 && st->vp[seat] >= 5)
        return 1;
    for (int c = 0; c < st->ncountries; c++)
        if (wm__march_strength_can_reduce(st, seat, c))
            return 1;
    return 0;
}

/* "Then increase the army strength dice on your home country card by 1
 * (maximum 6)."  World War 2: "Germany cannot increase army strength above
 * 5 at any time in the scenario." */
void wm__march_strength_increase(march_state *st, int seat)
{
    if (st->strength[seat] < SC(st)->max_strength[seat])
        st->strength[seat]++;
    if (wm__logging()) {
        wm__log_begin(seat, WM_LOG_PUBLIC, "strength");
        wm__log_int("strength", st->strength[seat]);
        wm__log_text("%s's army strength is %d", SC(st)->seat_names[seat], st->strength[seat]);
        wm__log_end();
    }
}

/* ------------------------------------------------------------------ */
/* SCORE                                                                */
/* ------------------------------------------------------------------ */

static void score(march_state *st, int seat)
{
    int e = wm__march_enemy(seat);
    int pts = 0;
    /* "If your capital is occupied by the enemy when you carry out a SCORE
     * action, you do not score any VPs." */
    if (!st->capital[e]) {
        /* "Score 1VP plus the VPs shown on the current VP dice of country
         * cards that you control."  The War to End War: "you do not gain 1VP
         * automatically". */
        pts = st->scenario == SC_WW1 ? 0 : 1;
        for (int c = 0; c < st->ncountries; c++) {
            if (!wm__march_controls(st, seat, c))
                continue;
            /* Marlborough: "If at least 1 enemy army is anywhere in your home
             * country, you cannot score VPs for your home country." */
            if (st->scenario == SC_MARL && c == seat && wm__march_armies_in(st, e, c) > 0)
                continue;
            pts += st->vpdie[c];
        }
        /* Vive: "British support for the Austrians: ... if they control
         * Austria and there is at least 1 Austrian army outside Austria, then
         * the Austrian player gains 1VP." */
        if (st->scenario == SC_VIVE && seat == 1 && wm__march_controls(st, 1, 1) &&
            wm__march_armies_in_play(st, 1) > wm__march_armies_in(st, 1, 1))
            pts++;
    }
    /* Politics, PROPAGANDA condition 1: a SCORE "while controlling the
     * neutral country this turn". */
    if (st->scenario == SC_POLITICS && wm__march_controls(st, seat, C_N1))
        st->tflags |= TF_SCORED_NEUTRAL;
    int before = st->vp[seat];
    wm__march_gain(st, seat, pts);
    if (wm__logging()) {
        wm__log_begin(seat, WM_LOG_PUBLIC, "score");
        wm__log_int("points", pts);
        wm__log_int("gain", st->vp[seat] - before);
        if (st->capital[e]) {
            wm__log_text("%s scores nothing: its capital is occupied", SC(st)->seat_names[seat]);
        } else {
            wm__log_text("%s scores %dVP (", SC(st)->seat_names[seat], pts);
            const char *sep = "";
            if (st->scenario != SC_WW1) {
                wm__log_text("1");
                sep = " + ";
            }
            for (int c = 0; c < st->ncountries; c++) {
                if (!wm__march_controls(st, seat, c) ||
                    (st->scenario == SC_MARL && c == seat && wm__march_armies_in(st, e, c) > 0))
                    continue;
                wm__log_text("%s%s %d", sep, SC(st)->country_names[c], st->vpdie[c]);
                sep = " + ";
            }
            if (st->scenario == SC_VIVE && seat == 1 && wm__march_controls(st, 1, 1) &&
                wm__march_armies_in_play(st, 1) > wm__march_armies_in(st, 1, 1))
                wm__log_text("%sBritish support 1", sep);
            wm__log_text(")");
            if (st->vp[seat] - before < pts)
                wm__log_text(", gains %d (the stock runs out)", st->vp[seat] - before);
        }
        wm__log_text("; now %dVP", st->vp[seat]);
        wm__march_log_vp(st);
        wm__log_end();
    }
    /* The War to End War: "If you play your SCORE action card and do not
     * pick up ATTACK or ATTACK+1 from your discard pile, you gain VPs as
     * described above, then you lose 1VP. Remove that VP from the game." */
    if (st->scenario == SC_WW1 &&
        !(st->discard[seat] & (CARD(WM_MARCH_CARD_ATTACK) | CARD(WM_MARCH_CARD_ATTACK1))))
        wm__march_remove_vp(st, seat, 1);
    /* "Then return all your action cards to your hand, including the SCORE
     * card." */
    st->hand[seat] = (uint16_t)(st->hand[seat] | st->discard[seat] | CARD(WM_MARCH_CARD_SCORE));
    st->discard[seat] = 0;
    st->played[seat] = 0;
    /* Vive game end 1: the French control 3 countries and complete a SCORE. */
    if (st->scenario == SC_VIVE && seat == 0)
        wm__march_check_french_control(st);
}

/* ------------------------------------------------------------------ */
/* Dispatch of the non-combat actions                                   */
/* ------------------------------------------------------------------ */

int wm__march_action_continue(march_state *st, int seat, int card)
{
    switch (card) {
    case WM_MARCH_CARD_MOVE1:
    case WM_MARCH_CARD_MOVE2:
    case WM_MARCH_CARD_VWEAPONS:
        return move_continue(st, seat, card);
    case WM_MARCH_CARD_RECRUIT:
        recruit(st, seat);
        return 1;
    case WM_MARCH_CARD_FORTIFY:
        if (st->astage == AC_BEGIN && fortify_possible(st, seat)) {
            st->astage = AC_ASKED;
            wm__march_decide(st, D_FORTIFY, seat, 0);
            return 0;
        }
        return 1;
    case WM_MARCH_CARD_STRENGTH:
        /* "If this is not possible ... then your STRENGTH action does
         * nothing." */
        if (st->astage == AC_BEGIN && strength_possible(st, seat)) {
            st->astage = AC_ASKED;
            wm__march_decide(st, D_STRENGTH, seat, 0);
            return 0;
        }
        return 1;
    case WM_MARCH_CARD_SCORE:
        /* Vive: "Austrian Army reform: Before the Austrian player scores VPs
         * or gains a VP for British support, they may choose to pay 2VPs to
         * return 1 of the previously set aside ... cards to their hand".
         * "only 1 card per turn". */
        if (st->astage == AC_BEGIN && st->scenario == SC_VIVE && seat == 1 && st->aside[1] &&
            st->vp[1] >= 2 && !(st->tflags & TF_REFORMED)) {
            st->astage = AC_ASKED;
            wm__march_decide(st, D_REFORM, seat, 0);
            return 0;
        }
        score(st, seat);
        return 1;
    default:
        return 1;
    }
}

/* Vive l'Empereur game end 1: "The French control 3 countries and complete
 * a SCORE action. They win" - checked as the French SCORE completes. */
void wm__march_check_french_control(march_state *st)
{
    int n = 0;
    for (int c = 0; c < st->ncountries; c++)
        n += wm__march_controls(st, 0, c);
    if (n >= 3) {
        wm__march_log_end(st, "the French control 3 countries and complete a SCORE");
        wm__march_finish(st, 0);
    }
}
