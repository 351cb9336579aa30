/*
 * state.c - Democracy under Siege: §2.0 Game Setup, seats, the Token
 * Reserve (§1.6), and the record of a resolution's choice point
 * (wm__siege_ask, which the rules functions below the decision layer
 * declare into).  The invariants of the state are in check.c.
 */
#include "siege.h"

#include <string.h>

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
            if (sg_entry(st, c) <= 1) {
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

/* The Powers of each Ideology but China (§1.2: fixed), bit p for Power p:
 * built once (wm__once) from the area table. */
static uint8_t power_set[SG_NIDEOLOGIES];
static _Atomic int power_set_state;

static void build_power_set(void)
{
    for (int p = 0; p < SG_NPOWERS; p++) {
        int ideo = wm__siege_areas[wm__siege_power_area[p]].ideology;
        if (p != SG_P_CHINA && ideo >= 0 && ideo < SG_NIDEOLOGIES)
            power_set[ideo] = (uint8_t)(power_set[ideo] | (1u << p));
    }
}

/* Armaments tokens: one per controlled Power (§1.6). */
static int armament_tokens(const siege_state *st, int ideo)
{
    int n = 0;
    if (ideo >= 0 && ideo < SG_NIDEOLOGIES && wm__once(&power_set_state, build_power_set)) {
        for (uint32_t m = power_set[ideo]; m; m &= m - 1)
            n += st->armaments[__builtin_ctz(m)] != SG_ARM_NONE;
        if (st->armaments[SG_P_CHINA] != SG_ARM_NONE && wm__siege_china_holder(st) == ideo)
            n++;
        return n;
    }
    /* wm__siege_controls_power spelled out: a Power's Ideology is fixed
     * (§1.2) but China's, the holder of its Control Area (§3.6) */
    for (int p = 0; p < SG_NPOWERS; p++)
        if (p != SG_P_CHINA && wm__siege_areas[wm__siege_power_area[p]].ideology == ideo &&
            st->armaments[p] != SG_ARM_NONE)
            n++;
    if (st->armaments[SG_P_CHINA] != SG_ARM_NONE && wm__siege_china_holder(st) == ideo)
        n++;
    return n;
}

int wm__siege_tokens_used(const siege_state *st, int ideo)
{
    int n = st->force_pool[ideo] + st->cc_pool[ideo];
    /* the eight CC areas' bytes summed as one word: pairs into 16-bit
     * lanes, the lanes by one multiplication (exact for any bytes, so the
     * checker's test of a damaged state stays exact) */
    _Static_assert(SG_NCC_AREAS == 8, "cc_map[ideo] read as one word");
    uint64_t ccw;
    memcpy(&ccw, st->cc_map[ideo], 8);
    ccw = (ccw & 0x00FF00FF00FF00FFull) + ((ccw >> 8) & 0x00FF00FF00FF00FFull);
    n += (int)((ccw * 0x0001000100010001ull) >> 48);
    for (int o = 0; o < SG_NIDEOLOGIES; o++)
        n += st->coup_cc[o][ideo];
    n += wm__count_bytes_eq(st->rbox, SG_NRBOXES, (uint8_t)(ideo + 1));
    for (int k = 0; k < SG_NMAP_RBOXES; k++)
        n += st->map_rbox[k] == ideo + 1;
    n += wm__count_bytes_bit(st->vpbox, SG_NAREAS, ideo);
    /* MR lie only on the Civil Wars and Wars being fought (the checker's
     * invariants, check.c): the others are skipped */
    _Static_assert(SG_NNATIONS % 8 == 0, "civil[] read eight bytes at a time");
    for (int x0 = 0; x0 < SG_NNATIONS; x0 += 8) {
        uint64_t w;
        memcpy(&w, st->civil + x0, 8);
        /* the high bit of each non-zero byte: the nations at Civil War */
        uint64_t nz = (((w & 0x7F7F7F7F7F7F7F7Full) + 0x7F7F7F7F7F7F7F7Full) | w) & 0x8080808080808080ull;
        for (; nz; nz &= nz - 1) {
            int x = x0 + __builtin_ctzll(nz) / 8;
            n += st->civil_mr[x][0][ideo] + st->civil_mr[x][1][ideo];
        }
    }
    /* Wars: when every War Marker is off (all bytes SG_WAR_OFF, read as
     * two overlapping words) there are none */
    _Static_assert(SG_NWARS > 8 && SG_NWARS <= 16 && SG_WAR_OFF == 0xFF, "war_box[] read as two words");
    uint64_t w0, w1;
    memcpy(&w0, st->war_box, 8);
    memcpy(&w1, st->war_box + SG_NWARS - 8, 8);
    if ((w0 & w1) != ~(uint64_t)0)
        for (int w = 0; w < SG_NWARS; w++)
            if (st->war_box[w] != SG_WAR_OFF)
                n += st->war_mr[w][0][ideo] + st->war_mr[w][1][ideo];
    n += armament_tokens(st, ideo);
    n += st->vp_token[ideo] > SG_VP_TRACK ? 2 : 1; /* §1.4.5: two VP Tokens past 40 */
    return n;
}

int wm__siege_token_reserve(const siege_state *st, int ideo)
{
    return SG_CUBES - wm__siege_tokens_used(st, ideo);
}

/* The record of wm__siege_ask (siege.h): thread-local, as the log's sink. */
static _Thread_local struct {
    int armed, declared, by, kind, ctx;
    uint64_t values;
} asked;

void wm__siege_ask_kind(int kind, int ctx)
{
    if (asked.armed && asked.kind == SG_ASK_NONE) {
        asked.kind = kind;
        asked.ctx = ctx;
    }
}

int wm__siege_asked_kind(int *ctx)
{
    if (ctx)
        *ctx = asked.ctx;
    return asked.kind;
}

void wm__siege_ask(uint64_t values)
{
    wm__siege_ask_by(-1, values);
}

void wm__siege_ask_by(int ideo, uint64_t values)
{
    if (asked.armed && !asked.declared) {
        asked.declared = 1;
        asked.values = values;
        asked.by = ideo;
    }
}

int wm__siege_asked_by(void)
{
    return asked.by;
}

void wm__siege_ask_begin(void)
{
    asked.armed = 1;
    asked.declared = 0;
    asked.values = 0;
    asked.by = -1;
    asked.kind = SG_ASK_NONE;
    asked.ctx = 0;
}

int wm__siege_ask_declared(void)
{
    return asked.declared;
}

uint64_t wm__siege_ask_end(void)
{
    uint64_t v = asked.declared ? asked.values : ~(uint64_t)0;
    asked.armed = 0;
    asked.declared = 0;
    return v;
}
