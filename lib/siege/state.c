/*
 * state.c - Democracy under Siege: §2.0 Game Setup, seats, the Token
 * Reserve (§1.6) and the invariants of the state.
 */
#include "siege.h"

#include <string.h>

/* Flags the title accepts (the core's own flags are filtered before). */
#define SG_RULE_FLAGS ((uint32_t)(WM_OPT_EXTERNAL_DICE | WM_SIEGE_ADVANCED | WM_SIEGE_PP_BONUS))

/* The Ideologies' names (§1.1) and Anarchy's (§1.4.3), indexed by enum
 * sg_ideology: the one table of the title (logs, views, content packs). */
const char *const wm__siege_ideology_names[SG_NIDEOLOGIES + 1] = {"Nazism", "Democracy", "Communism", "Anarchy"};

const char *wm__siege_ideology_name(int i)
{
    return i >= 0 && i < SG_NIDEOLOGIES ? wm__siege_ideology_names[i] : "Anarchy";
}

void wm__siege_shuffle(uint8_t *a, int n, uint64_t *rng)
{
    for (int i = n - 1; i > 0; i--) {
        int j = (int)wm__rng_below(rng, (uint32_t)(i + 1));
        uint8_t t = a[i];
        a[i] = a[j];
        a[j] = t;
    }
}

/* §2.0 Game Setup, then turn 1's Cards Phase starts at the Cards Draw step
 * (ex. 4.0: "The Initiative Order Phase is skipped because on Turn 1,
 * similarly the Card Decks Preparation step"). */
wm_status wm__siege_setup(siege_state *st, int seats, uint32_t flags, uint64_t seed)
{
    if (!st)
        return WM_EINVAL;
    if (seats == 0)
        seats = 3;
    if (seats != 2 && seats != 3)
        return wm__fail(WM_EINVAL, "options.seats: %d is not 2 or 3 for Democracy under Siege", seats);
    uint32_t title_bits = flags & ~((1u << WM_OPT_TITLE_SHIFT) - 1u);
    if (title_bits & ~SG_RULE_FLAGS)
        return wm__fail(WM_EINVAL, "options.flags: 0x%x are not flags of Democracy under Siege",
                        (unsigned)(title_bits & ~SG_RULE_FLAGS));
    if ((flags & WM_SIEGE_PP_BONUS) && seats != 2) /* §3.3.1: "in 2-players mode (only)" */
        return wm__fail(WM_EINVAL, "options.flags: WM_SIEGE_PP_BONUS is for 2 seats only (§3.3.1), not %d", seats);
    memset(st, 0, sizeof *st);
    st->rng = seed;
    st->flags = flags & SG_RULE_FLAGS;
    st->seats = (uint8_t)seats;
    st->turn = 1;
    st->round = 1;
    st->phase = SG_PH_CARDS;
    st->winner = SG_NOBODY;
    for (int n = 0; n < SG_NNATIONS; n++)
        st->regime[n] = wm__siege_regime_start[n];
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        st->order[i] = (uint8_t)i; /* Natural Order of Play: N, D, C */
        st->prev_order[i] = (uint8_t)i;
        st->prestige[i] = wm__siege_start_prestige[i];
        st->force_pool[i] = SG_START_MR;
        st->coup_area[i] = SG_NOTHING;
        st->coup_target[i] = SG_NOTHING;
    }
    if (seats == 2) {
        /* "the control of Communism is assigned to Nazism at start"; its
         * Communism Control Turns Marker on box 1, Democracy's on 0. */
        st->comm_ctrl = SG_NAZISM;
        st->comm_turns[0] = 1;
        st->comm_turns[1] = 0;
    } else {
        st->comm_ctrl = SG_COMMUNISM;
    }
    for (int p = 0; p < SG_NPOWERS; p++)
        st->armaments[p] = 0; /* Armaments Level 1 (§1.7, ex. 4.0) */
    st->armaments[SG_P_CHINA] = SG_ARM_NONE; /* China: nobody's (§1.2) */
    for (int w = 0; w < SG_NWARS; w++)
        st->war_box[w] = SG_WAR_OFF;
    /* "Each player builds and shuffles his Strategy Cards deck by taking
     * all cards that are not marked by any Entry Turn." */
    for (int d = 0; d < SG_NIDEOLOGIES; d++) {
        int n = 0;
        for (int k = 0; k < wm__siege_deck_size[d]; k++) {
            int c = wm__siege_deck_first[d] + k;
            if (sg_cards()[c].entry <= 1) {
                st->card_loc[c] = SG_LOC_DECK;
                st->deck[d][n++] = (uint8_t)c;
            } else {
                st->card_loc[c] = SG_LOC_FUTURE;
            }
        }
        st->ndeck[d] = (uint8_t)n;
        wm__siege_shuffle(st->deck[d], n, &st->rng);
    }
    return WM_OK;
}

int wm__siege_seat_of(const siege_state *st, int ideo)
{
    if (ideo == SG_COMMUNISM && st->seats == 2)
        return st->comm_ctrl;
    return ideo;
}

int wm__siege_china_holder(const siege_state *st)
{
    int b = st->regime[SG_CHINA];
    if (b == SG_R_DEMOCRACY)
        return SG_DEMOCRACY;
    if (b == SG_R_COMMUNISM)
        return SG_COMMUNISM;
    return SG_NOBODY;
}

int wm__siege_controls_power(const siege_state *st, int ideo, int power)
{
    if (power == SG_P_CHINA)
        return wm__siege_china_holder(st) == ideo;
    return wm__siege_areas[wm__siege_power_area[power]].ideology == ideo;
}

/* §3.3.1, §3.3.6, §3.6: the Enemy Control Marker lies on `holder`'s box of
 * the Power while the Power is in the Control Area of an Ideology (or
 * Anarchy) other than `holder`.  Major Powers never. */
int wm__siege_enemy_control(const siege_state *st, int power, int holder)
{
    int area = wm__siege_power_area[power];
    if (wm__siege_areas[area].kind != SG_KIND_INFLUENCEABLE)
        return 0;
    int b = st->regime[area];
    if (b == SG_REGIME_GONE || wm__siege_regime_boxes[b].area != SG_RA_CONTROL)
        return 0;
    return wm__siege_regime_boxes[b].ideology != holder;
}

/* Armaments tokens: one per controlled Power (§1.6). */
static int armament_tokens(const siege_state *st, int ideo)
{
    int n = 0;
    for (int p = 0; p < SG_NPOWERS; p++)
        if (wm__siege_controls_power(st, ideo, p) && st->armaments[p] != SG_ARM_NONE)
            n++;
    return n;
}

int wm__siege_tokens_used(const siege_state *st, int ideo)
{
    int n = st->force_pool[ideo] + st->cc_pool[ideo];
    for (int a = 0; a < SG_NCC_AREAS; a++)
        n += st->cc_map[ideo][a];
    for (int o = 0; o < SG_NIDEOLOGIES; o++)
        n += st->coup_cc[o][ideo];
    n += wm__count_bytes_eq(st->rbox, SG_NRBOXES, (uint8_t)(ideo + 1));
    for (int k = 0; k < SG_NMAP_RBOXES; k++)
        n += st->map_rbox[k] == ideo + 1;
    n += wm__count_bytes_bit(st->vpbox, SG_NAREAS, ideo);
    for (int x = 0; x < SG_NNATIONS; x++)
        n += st->civil_mr[x][0][ideo] + st->civil_mr[x][1][ideo];
    for (int w = 0; w < SG_NWARS; w++)
        n += st->war_mr[w][0][ideo] + st->war_mr[w][1][ideo];
    n += armament_tokens(st, ideo);
    n += st->vp_token[ideo] > SG_VP_TRACK ? 2 : 1; /* §1.4.5: two VP Tokens past 40 */
    return n;
}

int wm__siege_token_reserve(const siege_state *st, int ideo)
{
    return SG_CUBES - wm__siege_tokens_used(st, ideo);
}

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
        if (st->card_loc[c] == SG_LOC_FUTURE && sg_cards()[c].entry <= st->turn &&
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
