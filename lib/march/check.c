/*
 * check.c - The March of Progress: the invariants of a game.
 *
 * wm_check() and wm_load() call wm__march_check().  It accepts exactly the
 * states the rules can reach: every component accounted for (cards, armies,
 * VP cubes), values within what the scenario allows, and a decision
 * machine (phase, step, actors, action stage, combat in progress) that
 * matches a point where the rules code really stops to ask.  A game that
 * passes keeps passing after any legal move; the fuzz targets and the
 * property tests check both halves of that promise.
 */
#include "march.h"

/* Every card a seat owns in this scenario and part. */
uint16_t wm__march_deck_of(const march_state *st, int s)
{
    uint16_t d = SC(st)->cards[s];
    if (st->scenario == SC_WW2 && st->part == 2 && s == 0)
        d = (uint16_t)((d & ~CARD(WM_MARCH_CARD_MOVE1)) | CARD(WM_MARCH_CARD_VWEAPONS));
    return d;
}

#define FAIL() return 0

/* ------------------------------------------------------------------ */
/* Components                                                           */
/* ------------------------------------------------------------------ */

static int components_ok(const march_state *st)
{
    const march_scenario *sc = SC(st);
    if (st->nseats != sc->seats || st->ncountries != sc->countries || st->total != sc->total)
        FAIL();
    if (st->part == 2 && st->scenario != SC_WW2)
        FAIL();
    if (st->flags & ~MARCH_RULE_FLAGS)
        FAIL();
    /* every VP is in a seat's pile, the stock, the neutral card or out of
     * the game; only The War to End War and World War 2 remove VPs */
    if (st->vp[0] + st->vp[1] + st->vp[2] + st->stock + st->removed + st->cubes != st->total)
        FAIL();
    if (st->removed && st->scenario != SC_WW1 && st->scenario != SC_WW2)
        FAIL();
    if (st->scenario != SC_POLITICS && (st->vp[2] || st->cubes || st->propaganda != 1))
        FAIL();
    /* Politics: the Propaganda level die starts at 1 and rises to "maximum 6" */
    if (st->propaganda < 1 || st->propaganda > 6)
        FAIL();
    for (int s = 0; s < 2; s++) {
        /* 3 armies a player; army strength only grows, up to its maximum */
        if (wm__march_armies_in_play(st, s) > ARMIES_PER_SEAT)
            FAIL();
        if (st->strength[s] < sc->strength[s] || st->strength[s] > sc->max_strength[s])
            FAIL();
        for (int c = 0; c < MAX_COUNTRIES; c++) {
            if (c >= st->ncountries && (st->army_n[s][c] || st->army_f[s][c] || st->moved[s][c]))
                FAIL();
            if (st->moved[s][c] > st->army_n[s][c])
                FAIL();
        }
    }
    /* VP dice only go down (Marlborough's rolled dice start at 3 at most) */
    for (int c = 0; c < MAX_COUNTRIES; c++) {
        int start = c < st->ncountries ? (sc->vpdie[c] ? sc->vpdie[c] : 3) : 0;
        if (st->vpdie[c] > start)
            FAIL();
    }
    int revealed = (st->tflags & TF_REVEALED) != 0;
    for (int s = 0; s < MAX_SEATS; s++) {
        if (s >= st->nseats) {
            if (st->hand[s] || st->discard[s] || st->aside[s] || st->secret[s] || st->played[s] ||
                st->second[s])
                FAIL();
            continue;
        }
        uint16_t h = st->hand[s], d = st->discard[s], a = st->aside[s];
        uint16_t deck = wm__march_deck_of(st, s);
        uint16_t inplay = (uint16_t)(st->second[s] ? CARD(st->second[s] - 1) : 0);
        if (st->played[s]) {
            uint16_t p = CARD(st->played[s] - 1);
            if (!(deck & p))
                FAIL();
            if (revealed)
                inplay |= p;
            else if (!(h & p))
                FAIL(); /* a face-down card is still in the hand */
        }
        /* every card in exactly one place */
        if ((h & d) || (h & a) || (d & a) || (inplay & (h | d | a)))
            FAIL();
        if ((h | d | a | inplay) != deck)
            FAIL();
        /* only the Austrians set cards aside and regain them unseen */
        if ((a & ~sc->start_aside[s]) || (st->secret[s] & ~(h & sc->start_aside[s])))
            FAIL();
        /* only the Western Allies play a second MOVE card, MOVE 1 or 2 */
        if (st->second[s] && (st->scenario != SC_WW2 || s != 1))
            FAIL();
        /* SCORE never lies in the discard pile: playing it returns every
         * card to the hand, and ATTACK+1 "cannot discard the SCORE card".
         * So a player always has a card to choose: SCORE once anything is
         * discarded, any other card before. */
        if (d & CARD(WM_MARCH_CARD_SCORE))
            FAIL();
        /* the Neutral player's card always comes back to its hand */
        if (s == WM_MARCH_NEUTRAL && d)
            FAIL();
    }
    return 1;
}

/* ------------------------------------------------------------------ */
/* The decision machine                                                 */
/* ------------------------------------------------------------------ */

static int combat_clear(const march_state *st)
{
    return !st->atk_c && !st->atk_n && !st->atk_garrison && !st->atk_bonus && !st->atk_air &&
           !st->def_bonus && !st->militia_side && !st->loss_side;
}

static int moved_clear(const march_state *st)
{
    for (int s = 0; s < 2; s++)
        for (int c = 0; c < MAX_COUNTRIES; c++)
            if (st->moved[s][c])
                return 0;
    return 1;
}

static int step_bookkeeping_clear(const march_state *st)
{
    return !st->nact && !st->iact && !st->order[0] && !st->order[1] && !st->astage && !st->mcard;
}

/* Set-up: the roll-off, Marlborough's neutral dice, Vive's placement. */
static int setup_ok(const march_state *st)
{
    if (st->turn || st->tflags || st->step || !step_bookkeeping_clear(st) || !combat_clear(st) ||
        !moved_clear(st) || st->agree_from || st->agree_next || st->proposed || st->part != 1)
        FAIL();
    for (int s = 0; s < MAX_SEATS; s++)
        if (st->played[s] || st->second[s])
            FAIL();
    const march_scenario *sc = SC(st);
    switch (st->sstage) {
    case SU_ROLL_SECOND:
    case SU_ROLLED:
        return sc->initiative < 0 && st->dec == D_ROLL_INIT && st->ctx == st->sstage - SU_ROLL_SECOND &&
               st->dec_seat == st->ctx && (st->sstage == SU_ROLL_SECOND || st->roll[0] != 0);
    case SU_MARL_SECOND:
    case SU_PLACE:
        return st->scenario == SC_MARL && st->dec == D_ROLL_NEUTRAL && st->dec_seat == 0 &&
               st->ctx == (st->sstage == SU_MARL_SECOND ? C_N1 : C_N2);
    case SU_DONE:
        return st->scenario == SC_VIVE && st->dec == D_PLACE && st->dec_seat == 1 && st->ctx == 0 &&
               wm__march_armies_in_play(st, 1) < ARMIES_PER_SEAT;
    default:
        FAIL();
    }
}

/* Choosing cards: seats choose in seat order, one may propose the end. */
static int choose_ok(const march_state *st)
{
    if (st->tflags || st->step || st->sstage || !step_bookkeeping_clear(st) || !combat_clear(st) ||
        !moved_clear(st) || st->ctx || st->roll[0] || st->roll[1])
        FAIL();
    int first = 0;
    while (first < st->nseats && st->played[first])
        first++;
    if (first >= st->nseats)
        FAIL();
    for (int s = first; s < MAX_SEATS; s++)
        if (st->played[s])
            FAIL();
    if (st->proposed & ~((2u << first) - 1))
        FAIL(); /* only seats that have come to choose can have proposed */
    if (st->agree_from) {
        return st->dec == D_ACCEPT && st->agree_from == first + 1 && (st->proposed & (1u << first)) &&
               st->agree_next < st->nseats && st->agree_next != first && st->dec_seat == st->agree_next &&
               (st->flags & WM_MARCH_AGREEMENT);
    }
    return st->dec == D_CHOOSE && st->dec_seat == first && !st->agree_next &&
           (!st->proposed || (st->flags & WM_MARCH_AGREEMENT));
}

/* An attack in progress (combat.c's stages). */
static int attack_ok(const march_state *st, int s, int card)
{
    int e = wm__march_enemy(s), c = st->atk_c, d = st->dec;
    int who = d == D_DEFEND || d == D_LOSS ? e : d == D_MILITIA ? WM_MARCH_NEUTRAL : s;
    if (st->dec_seat != who || st->militia_side)
        FAIL(); /* MILITIA's +1 is only ever pending inside resolve() */
    if (d == D_ATTACK)
        return st->astage == AT_TARGET && combat_clear(st);
    if (d == D_COUNTER) /* chosen at D_ATTACK, and nothing has changed since */
        return st->astage == AT_COUNTER_ASKED && card == WM_MARCH_CARD_ATTACK1 && combat_clear(st) &&
               wm__march_counter_possible(st, s, card);
    if (c >= st->ncountries)
        FAIL();
    /* before the declaration: standing up */
    if (d == D_STANDUP || d == D_STANDUP_CAP) {
        if (st->atk_n || st->atk_garrison || st->atk_bonus || st->atk_air || st->def_bonus || st->loss_side)
            FAIL();
        if (d == D_STANDUP)
            return st->astage == AT_STANDUP_CAP && st->army_f[s][c] > 0;
        return st->astage == AT_DECLARE && st->capital[s] == 2 && c == e;
    }
    /* declared: every normal army there attacks */
    if (st->atk_n < 1 || (st->atk_garrison && (c != e || st->capital[s])))
        FAIL();
    if (st->atk_bonus > 1 + st->atk_n)
        FAIL();
    int after_loss = st->loss_side == 2 ? 1 : 0;
    if (st->army_n[s][c] != st->atk_n - (d == D_LOSS ? after_loss : 0))
        FAIL();
    if (st->atk_air && d != D_AIR)
        FAIL();
    if (st->def_bonus && d != D_LOSS)
        FAIL();
    if (st->loss_side && d != D_LOSS)
        FAIL();
    switch (d) {
    case D_DISCARD:
        return st->astage == AT_AIR && card == WM_MARCH_CARD_ATTACK1 && !st->atk_bonus;
    case D_AIR:
        return st->astage == AT_DEFEND && st->scenario == SC_WW2 && st->part == 2 && s == 1 && st->atk_air &&
               st->atk_bonus == 1 && card == WM_MARCH_CARD_ATTACK1;
    case D_DEFEND:
        return st->astage == AT_MILITIA && st->scenario == SC_WW1 && !st->def_bonus;
    case D_MILITIA:
        return st->astage == AT_RESOLVE && st->scenario == SC_POLITICS && st->cubes > 0 &&
               st->played[WM_MARCH_NEUTRAL] == WM_MARCH_CARD_MILITIA + 1 && !(st->tflags & TF_MILITIA_USED);
    case D_LOSS: {
        int kinds = wm__march_loss_kinds(st, e, c);
        return st->astage == AT_OCCUPY && st->scenario == SC_WW1 && (st->loss_side == 1 || st->loss_side == 2) &&
               (kinds & (kinds - 1)) != 0;
    }
    default:
        FAIL();
    }
}

/* The actions of the step's current actor. */
static int action_ok(const march_state *st, int s, int card)
{
    int d = st->dec;
    if (st->step == STEP_ATTACK)
        return attack_ok(st, s, card);
    if (!combat_clear(st) || st->dec_seat != s)
        FAIL();
    switch (st->step) {
    case STEP_MOVE:
        if (d == D_MOVE && st->astage == MV_MOVING)
            return st->mcard == card && !st->second[s];
        if (d == D_SECOND)
            return st->astage == MV_SECOND_ASKED && st->mcard == card && !st->second[s] && s == 1 &&
                   st->scenario == SC_WW2 && st->vp[1] >= 2;
        if (d == D_MOVE && st->astage == MV_SECOND_MOVING)
            return st->second[s] && st->mcard == st->second[s] - 1;
        FAIL();
    case STEP_FORTIFY:
        return d == D_FORTIFY && st->astage == AC_ASKED;
    case STEP_STRENGTH:
        return d == D_STRENGTH && st->astage == AC_ASKED;
    case STEP_SCORE:
        return d == D_REFORM && st->astage == AC_ASKED && st->scenario == SC_VIVE && s == 1 && st->vp[1] >= 2 &&
               st->aside[1] && !(st->tflags & TF_REFORMED);
    default:
        FAIL(); /* RECRUIT never stops to ask */
    }
}

static int step_ok(const march_state *st)
{
    uint8_t allowed = TF_REVEALED;
    if (st->scenario == SC_POLITICS)
        allowed |= TF_MILITIA_USED | TF_MILITIA_NEUTRAL | TF_SCORED_NEUTRAL | TF_DEPLETED_NEUTRAL;
    if (st->scenario == SC_VIVE)
        allowed |= TF_REFORMED;
    if (!(st->tflags & TF_REVEALED) || (st->tflags & ~allowed) ||
        ((st->tflags & TF_MILITIA_NEUTRAL) && !(st->tflags & TF_MILITIA_USED)))
        FAIL();
    if (st->agree_from || st->agree_next || st->ctx || st->roll[0] || st->roll[1] || st->step >= STEP_DONE)
        FAIL();
    if (st->step != STEP_MOVE && (!moved_clear(st) || st->mcard))
        FAIL();
    /* every seat has a card in play; a SCORE returns it to the hand */
    for (int s = 0; s < st->nseats; s++)
        if (!st->played[s] && !(s < 2 && st->step >= STEP_SCORE))
            FAIL();
    if (st->step == STEP_NEUTRAL) {
        int card = st->played[WM_MARCH_NEUTRAL] - 1;
        if (st->nseats != 3 || st->sstage || st->nact || st->iact || st->order[0] || st->order[1] ||
            st->mcard || st->astage != AC_ASKED || !combat_clear(st) || st->dec_seat != WM_MARCH_NEUTRAL)
            FAIL();
        if (st->dec == D_MILITIA_END)
            return card == WM_MARCH_CARD_MILITIA && !(st->tflags & TF_MILITIA_USED) && st->stock > 0;
        return st->dec == D_PARTISANS && card == WM_MARCH_CARD_PARTISANS;
    }
    /* the actors: every seat whose card belongs to the step, in order */
    uint8_t act[2];
    int n = wm__march_step_actors(st, st->step, act);
    if (st->nact < 1 || st->nact > 2 || st->iact >= st->nact || (st->nact == 2 && st->order[0] == st->order[1]))
        FAIL();
    for (int i = 0; i < n; i++)
        if (act[i] != st->order[0] && !(st->nact == 2 && act[i] == st->order[1]))
            FAIL();
    for (int i = 0; i < st->nact; i++) {
        int s = st->order[i];
        int here = st->played[s] && wm__march_card_step(st->played[s] - 1) == st->step;
        int scored = i < st->iact && st->step == STEP_SCORE && !st->played[s];
        if (!here && !scored)
            FAIL();
    }
    if (st->dec == D_BUY_INIT || st->dec == D_FIRST) {
        if (st->nact != 2 || st->iact || st->astage || !wm__march_needs_order_choice(st->step) || !combat_clear(st))
            FAIL();
        if (st->dec == D_BUY_INIT)
            return st->sstage == SQ_FIRST && st->scenario == SC_WW2 && st->initiative == 1 && st->dec_seat == 0 &&
                   st->vp[0] >= 1;
        return st->sstage == SQ_FIRST_ASKED && st->dec_seat == st->initiative;
    }
    if (st->sstage != SQ_ACTIONS)
        FAIL();
    /* outside the order-choosing steps the initiative holder goes first */
    if (st->nact == 2 && !wm__march_needs_order_choice(st->step) && st->order[0] != st->initiative)
        FAIL();
    int s = st->order[st->iact];
    return action_ok(st, s, st->played[s] - 1);
}

wm_status wm__march_check(const void *vst)
{
    const march_state *st = vst;
    if (!components_ok(st))
        return WM_ECORRUPT;
    if (st->phase == PH_OVER) {
        if (st->dec != D_NONE)
            return WM_ECORRUPT;
        for (int s = 0; s < st->nseats; s++)
            if (st->result[s] < WM_LOSS || st->result[s] > WM_WIN)
                return WM_ECORRUPT;
        return WM_OK;
    }
    for (int s = 0; s < MAX_SEATS; s++)
        if (st->result[s])
            return WM_ECORRUPT;
    int ok;
    switch (st->phase) {
    case PH_SETUP: ok = setup_ok(st); break;
    case PH_CHOOSE: ok = choose_ok(st); break;
    case PH_STEP: ok = step_ok(st); break;
    default: ok = 0; break; /* PH_END never waits for a decision */
    }
    /* a game that is not over always has a move to make */
    if (!ok || wm__march_legal(st, NULL, 0) == 0)
        return WM_ECORRUPT;
    return WM_OK;
}
