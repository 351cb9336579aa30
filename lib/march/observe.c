/*
 * observe.c - The March of Progress for learning and search (doc/ai.md):
 * the observation tensor and the resampling of what a seat has not seen.
 *
 * Hidden information (the same rules as view.c): Sequence of Play 1, a
 * chosen card is face down until every player has chosen; Vive
 * l'Empereur, an Austrian card regained by army reform returns to the hand
 * "without revealing which card to the French player", so while any is
 * secret the French see neither which hand cards those are nor which cards
 * are still set aside.  Everything else lies face up on the table.
 */
#include "march.h"

#include <stdatomic.h>
#include <string.h>

#define NC WM_MARCH_CARDS
#define PLAYED_W (NC + 2) /* none, each card, face down */

const wm_obs_slice wm__march_obs_slices[] = {
    {"observer", {MAX_SEATS, 0, 0}, "one-hot: the observing seat"},
    {"scenario", {SC_COUNT, 0, 0}, "one-hot: the scenario id"},
    {"to_move", {MAX_SEATS + 2, 0, 0}, "one-hot: seat 0..2, chance, nobody (over)"},
    {"decision", {D_KINDS, 0, 0}, "one-hot: the pending decision's kind (the view's decision.kind)"},
    {"phase", {PH_OVER + 1, 0, 0}, "one-hot: set-up, choose, step, end of turn, over"},
    {"step", {STEP_DONE + 1, 0, 0}, "one-hot: the Sequence of Actions step"},
    {"progress", {8, 0, 0}, "turn, part, step stage, action stage, actors, actor index, decision parameter, initiative seat"},
    {"order", {2, 0, 0}, "the step's actors in order (seat numbers)"},
    {"vp", {MAX_SEATS, 0, 0}, "each seat's VPs"},
    {"vp_track", {3, 0, 0}, "VPs in the stock, removed, in the game"},
    {"hand", {MAX_SEATS, NC, 0}, "1: the card is in the seat's hand as the observer sees it (the observer's own face-down card is under played)"},
    {"hand_hidden", {MAX_SEATS, 0, 0}, "cards in the seat's hand the observer cannot identify"},
    {"discard", {MAX_SEATS, NC, 0}, "1: the card is in the seat's discard pile"},
    {"set_aside", {MAX_SEATS, NC, 0}, "1: the card is set aside (Vive), when the observer may see it"},
    {"set_aside_count", {MAX_SEATS, 0, 0}, "cards set aside"},
    {"played", {MAX_SEATS, PLAYED_W, 0}, "one-hot: no card chosen, the card chosen, or face down"},
    {"second_move", {MAX_SEATS, NC + 1, 0}, "one-hot: no second MOVE card, or the card (World War 2)"},
    {"army_strength", {2, 0, 0}, "each army's strength die"},
    {"vp_dice", {MAX_COUNTRIES, 0, 0}, "each country's VP die (0: removed or no such country)"},
    {"armies_normal", {2, MAX_COUNTRIES, 0}, "normal armies of each side in each country"},
    {"armies_fortified", {2, MAX_COUNTRIES, 0}, "fortified armies of each side in each country"},
    {"on_capital", {2, 0, 0}, "army on the enemy capital: 0 none, 1 normal, 2 fortified"},
    {"moved", {2, MAX_COUNTRIES, 0}, "normal armies that moved this turn"},
    {"politics", {2, 0, 0}, "Propaganda level, VP cubes on the neutral country card"},
    {"initiative_roll", {2, 0, 0}, "the initiative roll-off's dice"},
    {"turn_flags", {6, 0, 0}, "revealed, MILITIA used, MILITIA in the neutral country, scored neutral, depleted neutral, reformed"},
    {"agreement", {3, 0, 0}, "proposer + 1, next seat asked, mask of seats that proposed"},
    {"combat", {8, 0, 0}, "country, attacking armies, garrison, attack bonus, air power, defence bonus, MILITIA side, loss side"},
    {"move_card", {NC, 0, 0}, "one-hot: the card whose movement is being made (during a MOVE)"},
    {"result", {MAX_SEATS, 0, 0}, "WM_WIN 1, WM_DRAW 0, WM_LOSS -1 once over"},
};
_Static_assert(sizeof wm__march_obs_slices / sizeof wm__march_obs_slices[0] == MARCH_OBS_SLICES,
               "MARCH_OBS_SLICES counts the slices");

/* The tensor's size in floats (wm__obs_floats: summed once). */
static size_t obs_floats(void)
{
    static _Atomic size_t known;
    return wm__obs_floats(wm__march_obs_slices, MARCH_OBS_SLICES, &known);
}

void wm__march_observe(const void *vst, int viewer, float *o)
{
    /* Issue 34: zeroed at once, then only the non-zero elements of the
     * one-hots and bit sets written (wm__obs_hot, wm__obs_set) */
    memset(o, 0, obs_floats() * sizeof *o);
    const march_state *st = vst;
    const march_scenario *sc = SC(st);
    int revealed = (st->tflags & TF_REVEALED) != 0;
    int over = st->phase == PH_OVER;
    int who = over ? MAX_SEATS + 1 : wm__march_is_chance(st->dec) ? MAX_SEATS : st->dec_seat;

    o = wm__obs_hot(o, MAX_SEATS, viewer);
    o = wm__obs_hot(o, SC_COUNT, st->scenario);
    o = wm__obs_hot(o, MAX_SEATS + 2, who);
    o = wm__obs_hot(o, D_KINDS, st->dec);
    o = wm__obs_hot(o, PH_OVER + 1, st->phase);
    o = wm__obs_hot(o, STEP_DONE + 1, st->step);
    *o++ = (float)st->turn;
    *o++ = (float)st->part;
    *o++ = (float)st->sstage;
    *o++ = (float)st->astage;
    *o++ = (float)st->nact;
    *o++ = (float)st->iact;
    *o++ = (float)st->ctx;
    *o++ = (float)st->initiative;
    *o++ = (float)st->order[0];
    *o++ = (float)st->order[1];
    for (int s = 0; s < MAX_SEATS; s++)
        *o++ = (float)st->vp[s];
    *o++ = (float)st->stock;
    *o++ = (float)st->removed;
    *o++ = (float)st->total;
    for (int s = 0; s < MAX_SEATS; s++) {
        uint16_t facedown = (uint16_t)((st->played[s] && !revealed) ? CARD(st->played[s] - 1) : 0);
        uint16_t h = viewer == s ? (uint16_t)(st->hand[s] & ~facedown) : (uint16_t)(st->hand[s] & ~st->secret[s]);
        o = wm__obs_set(o, h, NC);
    }
    for (int s = 0; s < MAX_SEATS; s++)
        *o++ = viewer == s ? 0.0f : (float)wm__popcount32(st->secret[s]);
    for (int s = 0; s < MAX_SEATS; s++)
        o = wm__obs_set(o, st->discard[s], NC);
    for (int s = 0; s < MAX_SEATS; s++)
        o = wm__obs_set(o, (viewer == s || !st->secret[s]) ? st->aside[s] : 0u, NC);
    for (int s = 0; s < MAX_SEATS; s++)
        *o++ = (float)wm__popcount32(st->aside[s]);
    for (int s = 0; s < MAX_SEATS; s++) {
        int i = !st->played[s] ? 0 : (revealed || viewer == s) ? st->played[s] : PLAYED_W - 1;
        o = wm__obs_hot(o, PLAYED_W, i);
    }
    for (int s = 0; s < MAX_SEATS; s++)
        o = wm__obs_hot(o, NC + 1, st->second[s]);
    *o++ = (float)st->strength[0];
    *o++ = (float)st->strength[1];
    for (int c = 0; c < MAX_COUNTRIES; c++)
        *o++ = (float)st->vpdie[c];
    for (int s = 0; s < 2; s++)
        for (int c = 0; c < MAX_COUNTRIES; c++)
            *o++ = (float)st->army_n[s][c];
    for (int s = 0; s < 2; s++)
        for (int c = 0; c < MAX_COUNTRIES; c++)
            *o++ = (float)st->army_f[s][c];
    *o++ = (float)st->capital[0];
    *o++ = (float)st->capital[1];
    for (int s = 0; s < 2; s++)
        for (int c = 0; c < MAX_COUNTRIES; c++)
            *o++ = (float)st->moved[s][c];
    *o++ = (float)st->propaganda;
    *o++ = (float)st->cubes;
    *o++ = (float)st->roll[0];
    *o++ = (float)st->roll[1];
    o = wm__obs_set(o, st->tflags, 6);
    *o++ = (float)st->agree_from;
    *o++ = (float)st->agree_next;
    *o++ = (float)st->proposed;
    *o++ = (float)st->atk_c;
    *o++ = (float)st->atk_n;
    *o++ = (float)st->atk_garrison;
    *o++ = (float)st->atk_bonus;
    *o++ = (float)st->atk_air;
    *o++ = (float)st->def_bonus;
    *o++ = (float)st->militia_side;
    *o++ = (float)st->loss_side;
    o = wm__obs_hot(o, NC, st->dec == D_MOVE || st->dec == D_SECOND ? st->mcard : -1);
    for (int s = 0; s < MAX_SEATS; s++)
        *o++ = over ? (float)st->result[s] : 0.0f;
    (void)sc;
}

/* k distinct cards of pool, uniformly (partial Fisher-Yates). */
static uint16_t draw_cards(uint64_t *rng, uint16_t pool, int k)
{
    int ids[NC], n = 0;
    for (int c = 0; c < NC; c++)
        if (pool & CARD(c))
            ids[n++] = c;
    uint16_t out = 0;
    for (int i = 0; i < k && i < n; i++) {
        int r = i + (int)wm__rng_below(rng, (uint32_t)(n - i));
        int t = ids[i];
        ids[i] = ids[r];
        ids[r] = t;
        out |= CARD(ids[i]);
    }
    return out;
}

wm_status wm__march_resample(void *vst, int seat, uint64_t seed)
{
    march_state *st = vst;
    uint64_t rng = seed;
    int revealed = (st->tflags & TF_REVEALED) != 0;
    for (int s = 0; s < st->nseats; s++) {
        if (s == seat)
            continue;
        /* Vive: which cards were regained unseen, and so which are still
         * aside, is the Austrians' secret. */
        if (st->secret[s]) {
            uint16_t pool = (uint16_t)(st->secret[s] | st->aside[s]);
            uint16_t ns = draw_cards(&rng, pool, wm__popcount32(st->secret[s]));
            st->hand[s] = (uint16_t)((st->hand[s] & ~st->secret[s]) | ns);
            st->aside[s] = (uint16_t)(pool & ~ns);
            st->secret[s] = ns;
        }
        /* A face-down choice: any card the seat could have chosen (the
         * choice's legal moves, Sequence of Play 1). */
        if (st->played[s] && !revealed) {
            uint16_t playable = st->hand[s];
            if (!st->discard[s])
                playable = (uint16_t)(playable & ~CARD(WM_MARCH_CARD_SCORE));
            if (!playable)
                return WM_EILLEGAL;
            uint16_t c = draw_cards(&rng, playable, 1);
            st->played[s] = (uint8_t)(__builtin_ctz(c) + 1);
        }
    }
    /* The dice still to come. */
    st->rng = wm__mix64(rng ^ 0x3a7c4u);
    return WM_OK;
}
