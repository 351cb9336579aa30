/*
 * turn.c - "Sequence of Play", "Initiative" and "Game End and Winning",
 * with each scenario's "Game end".
 *
 * The game advances as a plain state machine: wm__march_advance() runs until a
 * decision is pending (march_state.dec) or the game is over; with internal
 * dice, wm__march_run (moves.c) rolls the chance decisions and advances
 * again.
 */
#include "march.h"

#include <string.h>

void wm__march_advance(march_state *st)
{
    for (;;) {
        if (st->phase == PH_OVER) {
            st->dec = D_NONE;
            return;
        }
        if (st->dec != D_NONE)
            return; /* a decision (wm__march_run rolls internal dice) */
        switch (st->phase) {
        case PH_SETUP: wm__march_setup_next(st); break;
        case PH_CHOOSE: wm__march_choose_next(st); break;
        case PH_STEP: wm__march_step_next(st); break;
        case PH_END: wm__march_end_turn(st); break;
        default: return;
        }
    }
}

/* Sequence of Play 1: "Simultaneously and secretly, each player picks 1
 * action card".  Seats choose one after another; a view from one seat never
 * shows another seat's face-down card (view.c).  Sequence of Play 2:
 * "Reveal the played cards simultaneously" once all have chosen. */
void wm__march_choose_next(march_state *st)
{
    if (st->agree_from) {
        /* Sequence of Play: the game also ends "when both players agree to
         * end the game" (WM_MARCH_AGREEMENT).  Every other seat is asked in
         * turn; agree_next is the next one, and the proposer's own index
         * means everyone has accepted. */
        if (st->agree_next == st->agree_from - 1) {
            st->agree_from = st->agree_next = 0;
            wm__march_log_end(st, "the players agree to end the game");
            wm__march_finish(st, END_BY_VP);
            return;
        }
        wm__march_decide(st, D_ACCEPT, st->agree_next, 0);
        return;
    }
    for (int s = 0; s < st->nseats; s++) {
        if (!st->played[s]) {
            wm__march_decide(st, D_CHOOSE, s, 0);
            return;
        }
    }
    /* Reveal: the chosen cards leave the hands; revealed cards are no longer
     * secret (Vive: an Austrian regained card is seen when played). */
    for (int s = 0; s < st->nseats; s++) {
        uint16_t c = CARD(st->played[s] - 1);
        st->hand[s] = (uint16_t)(st->hand[s] & ~c);
        st->secret[s] = (uint16_t)(st->secret[s] & ~c);
    }
    st->tflags |= TF_REVEALED;
    if (wm__logging()) {
        /* Sequence of Play 2: the public reveal of the secret choices. */
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "reveal");
        wm__log_text("Cards revealed:");
        for (int s = 0; s < st->nseats; s++) {
            const char *card = wm__march_card_names[st->played[s] - 1];
            wm__log_str(SC(st)->seat_names[s], card);
            wm__log_text("%s %s %s", s ? "," : "", SC(st)->seat_names[s], card);
        }
        wm__log_end();
    }
    st->phase = PH_STEP;
    st->step = STEP_MOVE;
    st->sstage = SQ_ACTORS;
}

/* The seats (0 and 1 only; the Neutral player acts in STEP_NEUTRAL and
 * during combats) whose revealed card belongs to step. */
int wm__march_step_actors(const march_state *st, int step, uint8_t out[2])
{
    int n = 0;
    for (int s = 0; s < 2; s++)
        if (st->played[s] && wm__march_card_step(st->played[s] - 1) == step)
            out[n++] = (uint8_t)s;
    return n;
}

/*
 * Initiative: "If both players have played movement actions or both players
 * have played attack actions, the player with the initiative chooses which
 * player carries out their action first.  Then flip the initiative card."
 * Otherwise, "if either player considers the order of play to be
 * significant", the initiative holder chooses without flipping.  Within the
 * other steps the order can matter only for SCORE (the limited VP stock, and
 * World War 2's taking of VPs); RECRUIT, FORTIFY and STRENGTH act on each
 * player's own pieces and on countries only one player can control, so
 * their order changes nothing and the initiative holder simply goes first.
 * Vive l'Empereur: "The French have the initiative for the whole game. It
 * does not change."  World War 2: Germany "can optionally discard 1VP to
 * the VP stock to flip the initiative card at any time"; the only moment
 * that flip can change anything is before an order choice, so it is offered
 * then, when the Western Allies hold the card.
 */
int wm__march_needs_order_choice(int step)
{
    return step == STEP_MOVE || step == STEP_ATTACK || step == STEP_SCORE;
}

/* Moves on to the next step with clean bookkeeping, so that equal
 * positions are equal states (and hash alike). */
static void next_step(march_state *st)
{
    if (st->step == STEP_MOVE) { /* "No army can move more than once in the turn" */
        memset(st->moved, 0, sizeof st->moved);
        st->mcard = 0;
    }
    st->step++;
    st->sstage = SQ_ACTORS;
    st->nact = st->iact = 0;
    st->order[0] = st->order[1] = 0;
    st->astage = 0; /* AT_BEGIN, MV_BEGIN, AC_BEGIN */
}

void wm__march_step_next(march_state *st)
{
    for (;;) {
        if (st->step >= STEP_DONE) {
            st->phase = PH_END;
            return;
        }
        if (st->step == STEP_NEUTRAL) {
            if (st->nseats < 3 || wm__march_neutral_continue(st, st->played[WM_MARCH_NEUTRAL] - 1)) {
                next_step(st);
                continue;
            }
            return; /* a decision is pending */
        }
        switch (st->sstage) {
        case SQ_ACTORS: /* find the actors */
            st->nact = (uint8_t)wm__march_step_actors(st, st->step, st->order);
            st->iact = 0;
            st->astage = 0; /* the actor's action begins */
            if (st->nact == 0) {
                next_step(st);
                continue;
            }
            if (st->nact == 2 && wm__march_needs_order_choice(st->step)) {
                st->sstage = SQ_BUY_INIT;
                continue;
            }
            if (st->nact == 2 && st->order[0] != st->initiative) {
                st->order[0] = st->initiative;
                st->order[1] = (uint8_t)wm__march_enemy(st->initiative);
            }
            st->sstage = SQ_ACTIONS;
            continue;
        case SQ_BUY_INIT: /* World War 2: Germany may buy the initiative first */
            st->sstage = SQ_FIRST;
            if (st->scenario == SC_WW2 && st->initiative == 1 && st->vp[0] >= 1) {
                wm__march_decide(st, D_BUY_INIT, 0, 0);
                return;
            }
            continue;
        case SQ_FIRST:
            st->sstage = SQ_FIRST_ASKED;
            wm__march_decide(st, D_FIRST, st->initiative, 0);
            return;
        case SQ_FIRST_ASKED: /* set by the D_FIRST handler */
        case SQ_ACTIONS: { /* carry out the actors' actions in order */
            st->sstage = SQ_ACTIONS;
            if (st->iact >= st->nact) {
                next_step(st);
                continue;
            }
            int s = st->order[st->iact];
            int card = st->played[s] - 1;
            int done = st->step == STEP_ATTACK ? wm__march_attack_continue(st, s, card)
                                               : wm__march_action_continue(st, s, card);
            if (st->phase == PH_OVER)
                return;
            if (!done)
                return; /* a decision is pending */
            st->iact++;
            st->astage = 0; /* the next actor's action begins */
            continue;
        }
        default:
            st->sstage = SQ_ACTORS;
            continue;
        }
    }
}

void wm__march_set_first(march_state *st, int first)
{
    st->order[0] = (uint8_t)first;
    st->order[1] = (uint8_t)wm__march_enemy(first);
    if ((st->step == STEP_MOVE || st->step == STEP_ATTACK) && st->scenario != SC_VIVE) {
        st->initiative = (uint8_t)wm__march_enemy(st->initiative); /* "Then flip the initiative card" */
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "initiative");
            wm__log_str("initiative", SC(st)->seat_names[st->initiative]);
            wm__log_text("The initiative card flips to %s", SC(st)->seat_names[st->initiative]);
            wm__log_end();
        }
    }
    st->sstage = SQ_ACTIONS;
}

/* ------------------------------------------------------------------ */
/* Game end                                                             */
/* ------------------------------------------------------------------ */

/* World War 2: "Scenario Set-up - second part". */
static void start_part_two(march_state *st)
{
    int d = st->vp[0] - st->vp[1];
    int lead = d >= 0 ? 0 : 1;
    if (d < 0)
        d = -d;
    /* "The side with the most VPs starts part 2 with VPs equal to the
     * difference between the 2 totals. The other side starts with 0VPs."
     * The cubes given up go back to the stock. */
    st->stock = (int16_t)(st->stock + st->vp[0] + st->vp[1] - d);
    st->vp[lead] = (int16_t)d;
    st->vp[1 - lead] = 0;
    /* "Both players gather all their cards into their hands."  VWeapons:
     * "Replace the German MOVE 1 card with the VWEAPONS card."  Air Power
     * replaces the Western Allies' ATTACK+1 with its WW2 version (the same
     * card slot, with part 2's rules). */
    st->hand[0] = (uint16_t)((wm__march_scenarios[SC_WW2].cards[0] & ~CARD(WM_MARCH_CARD_MOVE1)) |
                             CARD(WM_MARCH_CARD_VWEAPONS));
    st->hand[1] = wm__march_scenarios[SC_WW2].cards[1];
    st->discard[0] = st->discard[1] = 0;
    st->part = 2;
}

/* Checked "at the end of a turn" (Sequence of Play; each scenario's "Game
 * end").  Returns 1 if the game ended. */
static int check_end(march_state *st)
{
    switch (st->scenario) {
    case SC_THIRTY:
        /* "at the end of any turn that 1 player has gained at least 18VPs" */
        if (st->vp[0] >= 18 || st->vp[1] >= 18) {
            wm__march_log_end(st, "a player has 18VP or more at the end of the turn");
            wm__march_finish(st, END_BY_VP);
            return 1;
        }
        return 0;
    case SC_MARL:
        /* "The first player to reach 18VPs at the end of any turn is the
         * winner. If both players reach 18VPs at the end of a turn, the game
         * is tied." */
        if (st->vp[0] >= 18 || st->vp[1] >= 18) {
            wm__march_log_end(st, "a player reached 18VP at the end of the turn");
            wm__march_finish(st, st->vp[0] < 18 ? 1 : st->vp[1] < 18 ? 0 : END_DRAW);
            return 1;
        }
        return 0;
    case SC_VIVE:
        /* "Either side reaches 20 or more VPs. The side with the most VPs
         * wins. In the case of a tie, the French win." */
        if (st->vp[0] >= 20 || st->vp[1] >= 20) {
            wm__march_log_end(st, "a side has 20VP or more");
            wm__march_finish(st, END_BY_VP);
            return 1;
        }
        return 0;
    case SC_WW1:
        /* "if, at the end of a turn, a player has no VPs (that side loses)" */
        if (st->vp[0] == 0 || st->vp[1] == 0) {
            wm__march_log_end(st, "a side has no VPs at the end of the turn");
            wm__march_finish(st, st->vp[0] ? 0 : st->vp[1] ? 1 : END_DRAW);
            return 1;
        }
        /* "all VPs have been claimed. The side with the most VPs wins. If VPs
         * are tied, the game is a draw." */
        if (st->stock == 0) {
            wm__march_log_end(st, "all VPs have been claimed");
            wm__march_finish(st, END_BY_VP);
            return 1;
        }
        return 0;
    case SC_WW2:
        /* "The Western Allies player wins the whole scenario if they occupy
         * the German capital at the end of any turn in part 1 or part 2."
         * Checked first: the introduction says they win "if at any time they
         * occupy the German capital". */
        if (st->capital[1]) {
            wm__march_log_end(st, "the Western Allies occupy the German capital");
            wm__march_finish(st, 1);
            return 1;
        }
        if (st->vp[0] >= 15) {
            if (st->part == 1) { /* Germany wins part 1: play part 2 */
                start_part_two(st);
                if (wm__logging()) {
                    wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "round");
                    wm__march_log_vp(st);
                    wm__log_text("Germany reaches 15VP: part 2 begins;");
                    wm__march_log_tally(st);
                    wm__log_end();
                }
                return 0;
            }
            wm__march_log_end(st, "Germany reaches 15VP in part 2");
            wm__march_finish(st, 0);
            return 1;
        }
        return 0;
    case SC_POLITICS:
        /* "at the end of a turn when there are no VP cubes left in the stock.
         * The player with most VPs wins." */
        if (st->stock == 0) {
            wm__march_log_end(st, "no VP cubes are left in the stock");
            wm__march_finish(st, END_BY_VP);
            return 1;
        }
        return 0;
    }
    return 0;
}

/* Sequence of Play 4: "Put the played action card into your discard pile."
 * (A SCORE card already returned everything to the hand; the Neutral player
 * "always returns their played card to their hand".)  Then the end-of-turn
 * checks. */
void wm__march_end_turn(march_state *st)
{
    for (int s = 0; s < st->nseats; s++) {
        if (st->played[s]) {
            uint16_t c = CARD(st->played[s] - 1);
            if (s == WM_MARCH_NEUTRAL)
                st->hand[s] |= c;
            else
                st->discard[s] |= c;
        }
        if (st->second[s])
            st->discard[s] |= CARD(st->second[s] - 1);
        st->played[s] = st->second[s] = 0;
    }
    /* MILITIA, second option: "If the combat was in the neutral country, and
     * there are no armies in the neutral country at the end of the turn,
     * score 1VP." */
    if ((st->tflags & TF_MILITIA_NEUTRAL) && wm__march_armies_in(st, 0, C_N1) == 0 &&
        wm__march_armies_in(st, 1, C_N1) == 0) {
        wm__march_gain(st, WM_MARCH_NEUTRAL, 1);
        if (wm__logging()) {
            wm__log_begin(WM_MARCH_NEUTRAL, WM_LOG_PUBLIC, "score");
            wm__march_log_vp(st);
            wm__log_text("MILITIA: no army is left in the neutral country: the Neutral player scores 1VP (now %dVP)",
                         st->vp[WM_MARCH_NEUTRAL]);
            wm__log_end();
        }
    }
    st->tflags = 0;
    st->proposed = 0;
    st->step = STEP_MOVE;
    st->sstage = SQ_ACTORS;
    st->astage = 0; /* AT_BEGIN, MV_BEGIN, AC_BEGIN */
    st->nact = st->iact = 0;
    st->order[0] = st->order[1] = 0;
    st->mcard = 0;
    st->turn++;
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "round");
        wm__log_int("turn", st->turn);
        wm__march_log_vp(st);
        wm__log_text("End of turn %u:", (unsigned)st->turn);
        wm__march_log_tally(st);
        wm__log_text("; stock %d", st->stock);
        wm__log_end();
    }
    if (!check_end(st))
        st->phase = PH_CHOOSE;
}
