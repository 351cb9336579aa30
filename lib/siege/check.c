/*
 * check.c - Democracy under Siege: the invariants of the state (the
 * checker of wm_title_ops.check, run on every load): each field within
 * its rules, the cards each in one place, the seats' memory, and the
 * decision frame one the flow can be at.  It reads every layer below it
 * and nothing calls it but view.c.
 */
#include "stage.h"

#include <string.h>

static int is_perm(const uint8_t o[SG_NIDEOLOGIES])
{
    int seen = 0;
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        if (o[i] >= SG_NIDEOLOGIES || ((seen >> o[i]) & 1))
            return 0;
        seen |= 1 << o[i];
    }
    return 1;
}

wm_status wm__siege_check(const siege_state *st)
{
    if (!st)
        return WM_EINVAL;
    if (st->seats != 2 && st->seats != 3)
        return WM_ECORRUPT;
    if (st->flags & ~SG_RULE_FLAGS)
        return WM_ECORRUPT;
    if ((st->flags & WM_SIEGE_PP_BONUS) && st->seats != 2)
        return WM_ECORRUPT;
    int rounds = (st->flags & WM_SIEGE_ADVANCED) ? SG_ROUNDS_ADVANCED : SG_ROUNDS_SHORT;
    if (st->turn < 1 || st->turn > SG_TURNS || st->round < 1 || st->round > rounds)
        return WM_ECORRUPT;
    if (st->phase > SG_PH_OVER || st->end_reason > SG_END_TURN8)
        return WM_ECORRUPT;
    if ((st->phase == SG_PH_OVER) != (st->end_reason != SG_END_NONE))
        return WM_ECORRUPT;
    if (!is_perm(st->order) || !is_perm(st->prev_order) || st->exhaust > 7)
        return WM_ECORRUPT;
    if (st->seats == 3) {
        if (st->comm_ctrl != SG_COMMUNISM || st->comm_turns[0] || st->comm_turns[1])
            return WM_ECORRUPT;
        if (st->flags & WM_SIEGE_PP_BONUS)
            return WM_ECORRUPT;
    } else {
        if (st->comm_ctrl != SG_NAZISM && st->comm_ctrl != SG_DEMOCRACY)
            return WM_ECORRUPT;
        int sum = st->comm_turns[0] + st->comm_turns[1];
        if (sum != st->turn && sum != st->turn - 1)
            return WM_ECORRUPT;
    }
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        if (st->prestige[i] > SG_PRESTIGE_MAX || st->pp[i] > SG_PP_MAX)
            return WM_ECORRUPT;
        if (st->vp_marker[i] > SG_VP_MAX || st->vp_token[i] > SG_VP_MAX)
            return WM_ECORRUPT;
        if (st->rerolls[i] > SG_REROLLS)
            return WM_ECORRUPT;
        if (wm__siege_tokens_used(st, i) > SG_CUBES)
            return WM_ECORRUPT; /* §1.6: "an absolute limit" */
        if (st->spanish[i] > 2 || st->permit[i] > 2 * SG_NWARS)
            return WM_ECORRUPT;
        if (st->coup_area[i] != SG_NOTHING && st->coup_area[i] >= SG_NCC_AREAS)
            return WM_ECORRUPT;
        if (st->coup_target[i] != SG_NOTHING) {
            int t = st->coup_target[i];
            if (t < SG_FIRST_MINOR || t >= SG_NNATIONS || st->coup_area[i] != SG_NOTHING)
                return WM_ECORRUPT;
        } else {
            for (int j = 0; j < SG_NIDEOLOGIES; j++)
                if (st->coup_cc[i][j])
                    return WM_ECORRUPT;
        }
    }
    if (st->china_marker > 3 || st->rules >= (1u << SG_NRULES))
        return WM_ECORRUPT;
    for (int n = 0; n < SG_NNATIONS; n++) {
        int b = st->regime[n];
        if (b == SG_REGIME_GONE) {
            if (n < SG_FIRST_MINOR || !st->vpbox[n])
                return WM_ECORRUPT; /* only a conquered Minor leaves the track */
        } else if (b >= SG_NREGIME_BOXES) {
            return WM_ECORRUPT;
        }
        if (st->civil[n] > 2)
            return WM_ECORRUPT;
        if (!st->civil[n])
            for (int s = 0; s < 2; s++)
                for (int i = 0; i < SG_NIDEOLOGIES; i++)
                    if (st->civil_mr[n][s][i])
                        return WM_ECORRUPT;
    }
    /* §3.6: China's Armaments token is on the Power Card of the Ideology
     * whose Control Area holds China, and only then. */
    int holder = wm__siege_china_holder(st);
    if ((holder == SG_NOBODY) != (st->armaments[SG_P_CHINA] == SG_ARM_NONE))
        return WM_ECORRUPT;
    for (int p = 0; p < SG_NPOWERS; p++)
        if (p != SG_P_CHINA && st->armaments[p] > 2)
            return WM_ECORRUPT;
    if (st->armaments[SG_P_CHINA] != SG_ARM_NONE && st->armaments[SG_P_CHINA] > 2)
        return WM_ECORRUPT;
    for (int b = 0; b < SG_NRBOXES; b++)
        if (st->rbox[b] > SG_NIDEOLOGIES)
            return WM_ECORRUPT;
    for (int k = 0; k < SG_NMAP_RBOXES; k++)
        if (st->map_rbox[k] > SG_NIDEOLOGIES || (st->map_rbox[k] && !wm__siege_map_box_open(st, k)))
            return WM_ECORRUPT; /* a Map Card's box exists only with the card on the map */
    for (int a = 0; a < SG_NAREAS; a++) {
        if (st->vpbox[a] > 7)
            return WM_ECORRUPT;
        int k = wm__siege_areas[a].kind;
        if (st->vpbox[a] && k != SG_KIND_MINOR && k != SG_KIND_TERRITORY)
            return WM_ECORRUPT;
    }
    for (int w = 0; w < SG_NWARS; w++) {
        if (st->war_box[w] == SG_WAR_OFF) {
            if (st->war_stall[w])
                return WM_ECORRUPT;
            for (int s = 0; s < 2; s++)
                for (int i = 0; i < SG_NIDEOLOGIES; i++)
                    if (st->war_mr[w][s][i])
                        return WM_ECORRUPT;
        } else {
            if (st->war_box[w] >= SG_WAR_BOXES || st->war_stall[w] > 1)
                return WM_ECORRUPT;
            if (st->card_loc[sg_wars()[w].card] != SG_LOC_ACTIVE)
                return WM_ECORRUPT; /* §3.3.1: War Cards stay aside until the War ends */
        }
    }
    /* Cards: each in one place; the deck arrays list exactly the cards in
     * their decks, each once; Reserves within their boxes. */
    int in_deck[SG_NIDEOLOGIES] = {0, 0, 0}, reserve[SG_NIDEOLOGIES] = {0, 0, 0};
    for (int c = 0; c < SG_CARDS; c++) {
        if (st->card_loc[c] > SG_LOC_REMOVED || st->card_flags[c] > SG_CF_ALL)
            return WM_ECORRUPT;
        int d = sg_cards()[c].deck;
        in_deck[d] += st->card_loc[c] == SG_LOC_DECK;
        reserve[d] += st->card_loc[c] == SG_LOC_RESERVE;
        if (st->card_loc[c] == SG_LOC_FUTURE && sg_entry(st, c) <= st->turn &&
            st->phase > SG_PH_CARDS)
            return WM_ECORRUPT;
    }
    uint8_t seen[SG_CARDS];
    memset(seen, 0, sizeof seen);
    for (int d = 0; d < SG_NIDEOLOGIES; d++) {
        if (st->ndeck[d] != in_deck[d] || reserve[d] > wm__siege_reserves[d])
            return WM_ECORRUPT;
        for (int k = 0; k < st->ndeck[d]; k++) {
            int c = st->deck[d][k];
            if (c >= SG_CARDS || sg_cards()[c].deck != d || st->card_loc[c] != SG_LOC_DECK || seen[c])
                return WM_ECORRUPT;
            seen[c] = 1;
        }
    }
    if (st->phase == SG_PH_OVER && st->winner != SG_NOBODY && st->winner >= SG_NIDEOLOGIES)
        return WM_ECORRUPT;
    if (!wm__siege_memory_consistent(st))
        return WM_ECORRUPT; /* the seats' memory (doc/ai.md) */
    return WM_OK;
}

/* The decision frame is one the flow can be at (wm_load of a hostile save
 * must not reach a state the rules cannot continue from). */
int wm__siege_frame_consistent(const siege_state *st)
{
    if (st->rank > SG_NIDEOLOGIES || st->next >= ST_COUNT)
        return 0;
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        if (st->signs[i] != 1 && st->signs[i] != -1)
            return 0;
        int c = st->chosen_pa[i];
        if (c != SG_NOTHING && (c >= SG_CARDS || sg_cards()[c].deck != i || !is_pa(c)))
            return 0;
        for (int e = 0; e < 2; e++) {
            int x = st->chosen_ev[i][e];
            if (x != SG_NOTHING && (x >= SG_CARDS || sg_cards()[x].deck != i || !is_event(x)))
                return 0;
        }
    }
    int ranked = st->rank < SG_NIDEOLOGIES && st->actor == st->order[st->rank];
    int ph = st->phase;
    /* after the Card Decks Preparation no card waits for an Entry Turn already reached */
    if (ph >= SG_PH_CARDS && ph != SG_PH_OVER && st->stage != ST_DISCARD)
        for (int c = 0; c < SG_CARDS; c++)
            if (st->card_loc[c] == SG_LOC_FUTURE && sg_entry(st, c) <= st->turn)
                return 0;
    /* a resolution is pending only in ST_JOB, or before its die */
    if (st->job != JOB_NONE && st->stage != ST_JOB && st->stage != ST_JOB_DIE &&
        !(st->stage == ST_DIE && (st->next == ST_FIGHT_ROLLED || st->next == ST_CW_ROLLED)))
        return 0;
    if (st->stage >= ST_COUNT)
        return 0;
    return wm__siege_stages[st->stage].frame(st, ph, ranked);
}
