/*
 * moves.c - The March of Progress: the legal moves of each decision, the
 * handler that applies a chosen move, move names and prompts.
 */
#include "march.h"

#include <stdio.h>
#include <string.h>


#define MOVE1_OR_2 (CARD(WM_MARCH_CARD_MOVE1) | CARD(WM_MARCH_CARD_MOVE2))

/* Appends m when there is room; counts it regardless. */
static void emit_cards(uint16_t mask, wm_move base, wm_move *buf, size_t cap, size_t *kp)
{
    size_t k = *kp;
    for (int c = 0; c < WM_MARCH_CARDS; c++)
        if (mask & CARD(c))
            WM_EMIT(base + (wm_move)c);
    *kp = k;
}

size_t wm__march_legal(const void *vst, wm_move *buf, size_t cap)
{
    const march_state *st = vst;
    int s = st->dec_seat;
    size_t k = 0;
    switch (st->dec) {
    case D_ROLL_INIT:
    case D_ROLL_NEUTRAL:
        for (int f = 0; f < 6; f++)
            WM_EMIT(WM_MARCH_ROLL + f);
        break;
    case D_PLACE: /* Vive 9: "1 army in one of the neutral countries" */
        WM_EMIT(WM_MARCH_PLACE + C_N1);
        WM_EMIT(WM_MARCH_PLACE + C_N2);
        break;
    case D_CHOOSE: {
        uint16_t playable = st->hand[s];
        /* SCORE: "You cannot play your SCORE card until your discard pile
         * has at least 1 card in it". */
        if (!st->discard[s])
            playable = (uint16_t)(playable & ~CARD(WM_MARCH_CARD_SCORE));
        emit_cards(playable, WM_MARCH_PLAY, buf, cap, &k);
        if ((st->flags & WM_MARCH_AGREEMENT) && !(st->proposed & (1u << s)))
            WM_EMIT(WM_MARCH_PROPOSE_END);
        break;
    }
    case D_ACCEPT:
        WM_EMIT(WM_MARCH_ACCEPT_END);
        WM_EMIT(WM_MARCH_REFUSE_END);
        break;
    case D_BUY_INIT:
        WM_EMIT(WM_MARCH_PASS);
        WM_EMIT(WM_MARCH_BUY_INITIATIVE);
        break;
    case D_FIRST:
        WM_EMIT(WM_MARCH_FIRST + 0);
        WM_EMIT(WM_MARCH_FIRST + 1);
        break;
    case D_MOVE:
        k = wm__march_move_options(st, s, st->mcard, buf, cap);
        break;
    case D_SECOND:
        for (int c = WM_MARCH_CARD_MOVE1; c <= WM_MARCH_CARD_MOVE2; c++)
            if ((st->hand[s] & CARD(c)) && wm__march_move_options(st, s, c, NULL, 0) > 0)
                WM_EMIT(WM_MARCH_SECOND + c);
        WM_EMIT(WM_MARCH_PASS);
        break;
    case D_FORTIFY:
        for (int c = 0; c < st->ncountries; c++)
            if (st->army_n[s][c])
                WM_EMIT(WM_MARCH_FORTIFY + c);
        if (st->capital[s] == 1)
            WM_EMIT(WM_MARCH_FORTIFY_CAPITAL);
        break;
    case D_ATTACK:
        k = wm__march_attack_targets(st, s, st->played[s] - 1, buf, cap);
        break;
    case D_STANDUP: {
        int c = st->atk_c, e = wm__march_enemy(s);
        /* at least one army must attack: if none stands and no fortified
         * army on the capital could still stand up, 0 is not allowed */
        int lo = (st->army_n[s][c] == 0 && !(st->capital[s] && c == e)) ? 1 : 0;
        for (int n = lo; n <= st->army_f[s][c]; n++)
            WM_EMIT(WM_MARCH_STANDUP + n);
        break;
    }
    case D_STANDUP_CAP:
        if (st->army_n[s][st->atk_c])
            WM_EMIT(WM_MARCH_STANDUP + 0);
        WM_EMIT(WM_MARCH_STANDUP + 1);
        break;
    case D_DISCARD: /* "you cannot discard the SCORE card" */
        emit_cards((uint16_t)(st->hand[s] & ~CARD(WM_MARCH_CARD_SCORE)), WM_MARCH_DISCARD, buf, cap, &k);
        break;
    case D_COUNTER: /* "discard either MOVE 1 or MOVE 2 (not both)" */
        emit_cards((uint16_t)(st->hand[s] & MOVE1_OR_2), WM_MARCH_DISCARD, buf, cap, &k);
        break;
    case D_AIR: {
        int max = st->atk_n < st->vp[s] ? st->atk_n : st->vp[s];
        if (max > 3)
            max = 3;
        for (int n = 0; n <= max; n++)
            WM_EMIT(WM_MARCH_AIR + n);
        break;
    }
    case D_DEFEND:
        emit_cards((uint16_t)(st->hand[s] & MOVE1_OR_2), WM_MARCH_DEFEND, buf, cap, &k);
        WM_EMIT(WM_MARCH_PASS);
        break;
    case D_MILITIA: /* "add +1 to either side (your choice)", or keep it */
        WM_EMIT(WM_MARCH_MILITIA_FOR + 0);
        WM_EMIT(WM_MARCH_MILITIA_FOR + 1);
        WM_EMIT(WM_MARCH_PASS);
        break;
    case D_LOSS: {
        int kinds = wm__march_loss_kinds(st, s, st->atk_c);
        for (int i = 0; i < 3; i++)
            if (kinds & (1 << i))
                WM_EMIT(WM_MARCH_LOSE + i);
        break;
    }
    case D_STRENGTH:
        for (int c = 0; c < st->ncountries; c++)
            if (wm__march_strength_can_reduce(st, s, c))
                WM_EMIT(WM_MARCH_REDUCE + c);
        if (st->scenario == SC_WW2 && st->vp[s] >= 5)
            WM_EMIT(WM_MARCH_PAY5);
        break;
    case D_REFORM:
        emit_cards(st->aside[s], WM_MARCH_REGAIN, buf, cap, &k);
        WM_EMIT(WM_MARCH_PASS);
        break;
    case D_MILITIA_END:
        WM_EMIT(WM_MARCH_PASS);
        WM_EMIT(WM_MARCH_MILITIA_CUBE);
        break;
    case D_PARTISANS: {
        wm_move tmp[3];
        int n = wm__march_neutral_partisan_options(st, tmp);
        for (int i = 0; i < n; i++)
            WM_EMIT(tmp[i]);
        break;
    }
    default:
        break;
    }
    return k;
}

int wm__march_is_legal(const void *vst, wm_move m)
{
    wm_move tmp[128];
    size_t n = wm__march_legal(vst, tmp, 128);
    if (n > 128)
        n = 128;
    for (size_t i = 0; i < n; i++)
        if (tmp[i] == m)
            return 1;
    return 0;
}

static int card_of(wm_move m, wm_move base)
{
    return (int)(m - base);
}

static void discard_from_hand(march_state *st, int s, int card)
{
    uint16_t c = CARD(card);
    st->hand[s] = (uint16_t)(st->hand[s] & ~c);
    st->secret[s] = (uint16_t)(st->secret[s] & ~c);
    st->discard[s] |= c;
}

/* ATTACK+1's discard and what it is worth. */
static void attack_discard(march_state *st, int s, int card)
{
    discard_from_hand(st, s, card);
    int bonus = 1; /* "your total strength is increased by +1" */
    if (st->scenario == SC_VIVE && s == 0 && card == WM_MARCH_CARD_ATTACK) {
        /* Napoleon: "+1 for each French army in the combat in addition to
         * the normal +1" */
        bonus = 1 + st->atk_n;
    } else if (st->scenario == SC_WW2 && s == 0 &&
               (card == WM_MARCH_CARD_MOVE1 || card == WM_MARCH_CARD_MOVE2)) {
        /* BLITZKRIEG: "+2 to their total strength instead of +1" */
        bonus = 2;
    } else if (st->scenario == SC_WW2 && st->part == 2 && s == 1 && card == WM_MARCH_CARD_ATTACK) {
        /* Air Power: "If the Western Allies player uses ATTACK for the
         * required discard when using ATTACK+1 WITH AIR POWER" */
        st->atk_air = 1;
    }
    st->atk_bonus = (uint8_t)bonus;
}

/* Set-up 6: one seat's roll-off die. */
static void roll_initiative(march_state *st, wm_move m)
{
    st->roll[st->ctx] = (uint8_t)(m - WM_MARCH_ROLL + 1);
    if (wm__logging()) {
        wm__log_begin(WM_CHANCE, WM_LOG_PUBLIC, "dice");
        wm__log_str("for", "initiative");
        wm__log_str("seat", SC(st)->seat_names[st->ctx]);
        wm__log_int("die", st->roll[st->ctx]);
        wm__log_text("%s rolls %d for the initiative", SC(st)->seat_names[st->ctx], st->roll[st->ctx]);
        wm__log_end();
    }
}

/* Marlborough set-up 7: "a roll of 1 or 2 as 1VP, 3 or 4 as 2VPs, and 5
 * or 6 as 3VPs". */
static void roll_neutral_die(march_state *st, wm_move m)
{
    st->vpdie[st->ctx] = (uint8_t)((m - WM_MARCH_ROLL) / 2 + 1);
    if (wm__logging()) {
        wm__log_begin(WM_CHANCE, WM_LOG_PUBLIC, "dice");
        wm__log_str("for", "vp die");
        wm__log_str("country", SC(st)->country_names[st->ctx]);
        wm__log_int("die", (int64_t)(m - WM_MARCH_ROLL + 1));
        wm__log_int("vp", st->vpdie[st->ctx]);
        wm__log_text("%s's VP die: a roll of %d sets it to %dVP", SC(st)->country_names[st->ctx],
                     (int)(m - WM_MARCH_ROLL + 1), st->vpdie[st->ctx]);
        wm__log_end();
    }
}

/* World War 2: the Western Allies' second MOVE card, "pay 2VPs ... Put
 * the cubes back in the stock". */
static void buy_second_move(march_state *st, int s, int card)
{
    wm__march_pay(st, s, 2);
    st->hand[s] = (uint16_t)(st->hand[s] & ~CARD(card));
    st->second[s] = (uint8_t)(card + 1);
    st->mcard = (uint8_t)card;
    st->astage = MV_SECOND_BOUGHT;
}

/* STRENGTH: reduce a VP die by 1, or pay 5VP; then the strength die. */
static void strength(march_state *st, int s, wm_move m)
{
    if (m == WM_MARCH_PAY5) {
        wm__march_pay(st, s, 5);
    } else {
        int c = (int)(m - WM_MARCH_REDUCE);
        st->vpdie[c]--;
        if (st->scenario == SC_POLITICS && c == C_N1)
            st->tflags |= TF_DEPLETED_NEUTRAL;
    }
    wm__march_strength_increase(st, s);
}

/* Vive's Austrian army reform: "pay 2VPs to return 1 of the previously
 * set aside ... cards to their hand, without revealing which card". */
static void reform(march_state *st, int s, wm_move m)
{
    uint16_t c = CARD(card_of(m, WM_MARCH_REGAIN));
    wm__march_pay(st, s, 2);
    st->aside[s] = (uint16_t)(st->aside[s] & ~c);
    st->hand[s] |= c;
    st->secret[s] |= c;
    st->tflags |= TF_REFORMED;
}

/* Applies a legal move to the pending decision, without advancing. */
void wm__march_resolve(march_state *st, wm_move m)
{
    int s = st->dec_seat;
    int dec = st->dec;
    st->dec = D_NONE;
    switch (dec) {
    case D_ROLL_INIT:
        roll_initiative(st, m);
        break;
    case D_ROLL_NEUTRAL:
        roll_neutral_die(st, m);
        break;
    case D_PLACE:
        st->army_n[1][m - WM_MARCH_PLACE]++;
        break;
    case D_CHOOSE:
        if (m == WM_MARCH_PROPOSE_END) {
            st->proposed |= (uint8_t)(1u << s);
            st->agree_from = (uint8_t)(s + 1);
            st->agree_next = (uint8_t)((s + 1) % st->nseats);
        } else {
            st->played[s] = (uint8_t)(card_of(m, WM_MARCH_PLAY) + 1);
        }
        break;
    case D_ACCEPT:
        if (m == WM_MARCH_ACCEPT_END)
            st->agree_next = (uint8_t)((st->agree_next + 1) % st->nseats);
        else
            st->agree_from = st->agree_next = 0;
        break;
    case D_BUY_INIT:
        if (m == WM_MARCH_BUY_INITIATIVE) {
            wm__march_pay(st, 0, 1);
            st->initiative = 0;
        }
        break;
    case D_FIRST:
        wm__march_set_first(st, (int)(m - WM_MARCH_FIRST));
        break;
    case D_MOVE:
        wm__march_do_move(st, s, m);
        break;
    case D_SECOND:
        if (m != WM_MARCH_PASS)
            buy_second_move(st, s, card_of(m, WM_MARCH_SECOND));
        break;
    case D_FORTIFY:
        if (m == WM_MARCH_FORTIFY_CAPITAL) {
            st->capital[s] = 2;
        } else {
            int c = (int)(m - WM_MARCH_FORTIFY);
            st->army_n[s][c]--;
            st->army_f[s][c]++;
        }
        break;
    case D_ATTACK:
        if (m == WM_MARCH_PASS) {
            st->astage = AT_PASSED;
        } else if (m == WM_MARCH_COUNTER) {
            st->astage = AT_COUNTER;
        } else {
            st->atk_c = (uint8_t)(m - WM_MARCH_ATTACK);
            st->astage = AT_STANDUP;
        }
        break;
    case D_STANDUP: {
        int n = (int)(m - WM_MARCH_STANDUP);
        st->army_f[s][st->atk_c] = (uint8_t)(st->army_f[s][st->atk_c] - n);
        st->army_n[s][st->atk_c] = (uint8_t)(st->army_n[s][st->atk_c] + n);
        break;
    }
    case D_STANDUP_CAP:
        if (m == WM_MARCH_STANDUP + 1)
            st->capital[s] = 1;
        break;
    case D_DISCARD:
        attack_discard(st, s, card_of(m, WM_MARCH_DISCARD));
        break;
    case D_COUNTER:
        discard_from_hand(st, s, card_of(m, WM_MARCH_DISCARD));
        st->cubes--; /* "remove 1VP cube ... Put it back in the stock" */
        st->stock++;
        break;
    case D_AIR: {
        int n = (int)(m - WM_MARCH_AIR);
        wm__march_pay(st, s, n);
        st->atk_bonus = (uint8_t)(st->atk_bonus + n);
        break;
    }
    case D_DEFEND:
        if (m != WM_MARCH_PASS) {
            discard_from_hand(st, s, card_of(m, WM_MARCH_DEFEND));
            st->def_bonus = 1;
        }
        break;
    case D_MILITIA:
        if (m != WM_MARCH_PASS) {
            st->militia_side = (uint8_t)(m - WM_MARCH_MILITIA_FOR + 1);
            st->tflags |= TF_MILITIA_USED;
            if (st->atk_c == C_N1)
                st->tflags |= TF_MILITIA_NEUTRAL;
        }
        break;
    case D_LOSS:
        wm__march_lose_one(st, s, st->atk_c, (int)(m - WM_MARCH_LOSE));
        break;
    case D_STRENGTH:
        strength(st, s, m);
        break;
    case D_REFORM:
        if (m != WM_MARCH_PASS)
            reform(st, s, m);
        break;
    case D_MILITIA_END:
        if (m == WM_MARCH_MILITIA_CUBE) {
            st->cubes++;
            st->stock--;
        }
        break;
    case D_PARTISANS:
        if (m == WM_MARCH_PARTISANS_CUBE) {
            st->cubes++;
            st->stock--;
        } else if (m == WM_MARCH_PARTISANS_TAKE) {
            st->vp[WM_MARCH_NEUTRAL] = (int16_t)(st->vp[WM_MARCH_NEUTRAL] + st->cubes);
            st->cubes = 0;
        }
        break;
    default:
        break;
    }
}

/* Advances the game to its next decision; with internal dice a chance
 * decision is rolled from the seeded generator and the game advances
 * again. */
void wm__march_run(march_state *st)
{
    for (;;) {
        wm__march_advance(st);
        if (st->phase == PH_OVER || !wm__march_is_chance(st->dec) || (st->flags & WM_OPT_EXTERNAL_DICE))
            return;
        uint32_t face = wm__rng_below(&st->rng, 6);
        wm__march_resolve(st, (wm_move)(WM_MARCH_ROLL + face));
    }
}

void wm__march_apply(void *vst, wm_move m)
{
    march_state *st = vst;
    wm__march_resolve(st, m);
    wm__march_run(st);
}

/* ------------------------------------------------------------------ */
/* Names and prompts                                                    */
/* ------------------------------------------------------------------ */

static const char *country_name(const march_state *st, int c)
{
    static const char *const fallback[MAX_COUNTRIES] = {"C0", "C1", "C2", "C3"};
    const char *n = c < st->ncountries ? SC(st)->country_names[c] : NULL;
    return n ? n : fallback[c];
}

static size_t name2(char *buf, size_t cap, const char *a, const char *b)
{
    return wm__str_append(buf, cap, wm__str_append(buf, cap, 0, a), b);
}

size_t wm__march_move_name(const void *vst, wm_move m, char *buf, size_t cap)
{
    static const char *const groups[8] = {"1", "1f", "1c", "2", "2f", "1+1f", "1+1c", "1f+1c"};
    static const char *const digits[7] = {"0", "1", "2", "3", "4", "5", "6"};
    static const char *const kinds[3] = {"normal", "fortified", "capital"};
    const march_state *st = vst;
    if (m < WM_MARCH_DISCARD)
        return name2(buf, cap, "play ", wm__march_card_names[m - WM_MARCH_PLAY]);
    if (m < WM_MARCH_REGAIN)
        return name2(buf, cap, "discard ", wm__march_card_names[m - WM_MARCH_DISCARD]);
    if (m < WM_MARCH_SECOND)
        return name2(buf, cap, "regain ", wm__march_card_names[m - WM_MARCH_REGAIN]);
    if (m < WM_MARCH_DEFEND)
        return name2(buf, cap, "second ", wm__march_card_names[m - WM_MARCH_SECOND]);
    if (m < WM_MARCH_FIRST)
        return name2(buf, cap, "defend ", wm__march_card_names[m - WM_MARCH_DEFEND]);
    if (m < WM_MARCH_ATTACK)
        return name2(buf, cap, "first ", m - WM_MARCH_FIRST == 2 ? "Neutral" : country_name(st, (int)(m - WM_MARCH_FIRST)));
    if (m < WM_MARCH_COUNTER)
        return name2(buf, cap, "attack ", country_name(st, (int)(m - WM_MARCH_ATTACK)));
    if (m == WM_MARCH_COUNTER)
        return name2(buf, cap, "counter-insurgency", "");
    if (m < WM_MARCH_REDUCE)
        return name2(buf, cap, "stand up ", digits[m - WM_MARCH_STANDUP]);
    if (m < WM_MARCH_PAY5)
        return name2(buf, cap, "reduce ", country_name(st, (int)(m - WM_MARCH_REDUCE)));
    if (m == WM_MARCH_PAY5)
        return name2(buf, cap, "pay 5VP", "");
    if (m < WM_MARCH_FORTIFY_CAPITAL)
        return name2(buf, cap, "fortify ", country_name(st, (int)(m - WM_MARCH_FORTIFY)));
    if (m == WM_MARCH_FORTIFY_CAPITAL)
        return name2(buf, cap, "fortify capital", "");
    if (m < WM_MARCH_MILITIA_FOR)
        return name2(buf, cap, "air power ", digits[m - WM_MARCH_AIR]);
    if (m < WM_MARCH_PASS)
        return name2(buf, cap, "militia ", country_name(st, (int)(m - WM_MARCH_MILITIA_FOR)));
    switch (m) {
    case WM_MARCH_PASS: return name2(buf, cap, "pass", "");
    case WM_MARCH_BUY_INITIATIVE: return name2(buf, cap, "buy initiative", "");
    case WM_MARCH_MILITIA_CUBE: return name2(buf, cap, "militia cube", "");
    case WM_MARCH_PARTISANS_CUBE: return name2(buf, cap, "partisans cube", "");
    case WM_MARCH_PARTISANS_TAKE: return name2(buf, cap, "partisans take", "");
    case WM_MARCH_PROPOSE_END: return name2(buf, cap, "propose end", "");
    case WM_MARCH_ACCEPT_END: return name2(buf, cap, "accept end", "");
    case WM_MARCH_REFUSE_END: return name2(buf, cap, "refuse end", "");
    default: break;
    }
    if (m < WM_MARCH_LOSE)
        return name2(buf, cap, "roll ", digits[m - WM_MARCH_ROLL + 1]);
    if (m < WM_MARCH_PLACE)
        return name2(buf, cap, "lose ", kinds[m - WM_MARCH_LOSE]);
    if (m < WM_MARCH_MOVE)
        return name2(buf, cap, "place ", country_name(st, (int)(m - WM_MARCH_PLACE)));
    int v = (int)(m - WM_MARCH_MOVE);
    size_t n = wm__str_append(buf, cap, 0, "move ");
    n = wm__str_append(buf, cap, n, groups[v % 8]);
    n = wm__str_append(buf, cap, n, " ");
    n = wm__str_append(buf, cap, n, country_name(st, v / 32));
    n = wm__str_append(buf, cap, n, ">");
    return wm__str_append(buf, cap, n, country_name(st, (v / 8) % 4));
}

const char *wm__march_prompt(const void *vst)
{
    static const char *const prompts[D_KINDS] = {
        [D_NONE] = "",
        [D_ROLL_INIT] = "roll a die for the initiative",
        [D_ROLL_NEUTRAL] = "roll a die for a neutral country's starting VPs",
        [D_PLACE] = "place the third Austrian army in a neutral country",
        [D_CHOOSE] = "choose an action card (face down)",
        [D_ACCEPT] = "accept or refuse ending the game by agreement",
        [D_BUY_INIT] = "pay 1VP to flip the initiative card?",
        [D_FIRST] = "choose who carries out the action first",
        [D_MOVE] = "move armies",
        [D_SECOND] = "pay 2VPs to play a second MOVE card?",
        [D_FORTIFY] = "choose an army to fortify",
        [D_ATTACK] = "choose the country to attack",
        [D_STANDUP] = "choose how many fortified armies stand up and attack",
        [D_STANDUP_CAP] = "does the fortified army on the capital stand up and attack?",
        [D_DISCARD] = "discard a card for ATTACK+1",
        [D_COUNTER] = "discard MOVE 1 or MOVE 2 to remove a partisan cube",
        [D_AIR] = "spend VPs on Air Power",
        [D_DEFEND] = "discard MOVE 1 or MOVE 2 for +1 in defence?",
        [D_MILITIA] = "add MILITIA's +1 to a side of this combat?",
        [D_LOSS] = "choose the army lost",
        [D_STRENGTH] = "choose the VP dice to reduce for STRENGTH",
        [D_REFORM] = "pay 2VPs to regain a set-aside card?",
        [D_MILITIA_END] = "place a militia cube in the neutral country?",
        [D_PARTISANS] = "choose the PARTISANS option",
    };
    const march_state *st = vst;
    /* issue 37: SCORE missing from the first turn's list said no reason.
     * "You cannot play your SCORE card until your discard pile has at
     * least 1 card in it" (Score action). */
    if (st->dec == D_CHOOSE && st->dec_seat < 2 && (st->hand[st->dec_seat] & CARD(WM_MARCH_CARD_SCORE)) &&
        !st->discard[st->dec_seat])
        return "choose an action card (face down; not SCORE yet: it needs a card in your discard pile)";
    return st->dec < D_KINDS ? prompts[st->dec] : "";
}

/* The label of a legal move (wm_move_label): the name, with a movement's
 * from and to spelled out and the VPs a move costs (§ "pay 2VPs to play
 * a second MOVE card", "pay 1VP to flip the initiative card", "pay 2VPs
 * to regain a set-aside card"). */
size_t wm__march_move_label(const void *vst, wm_move m, char *buf, size_t cap)
{
    const march_state *st = vst;
    char name[WM_MOVE_NAME_MAX];
    size_t n = wm__march_move_name(st, m, name, sizeof name);
    (void)n;
    const char *extra = "";
    if (m >= WM_MARCH_REGAIN && m < WM_MARCH_DEFEND)
        extra = " (2 VPs)";
    else if (m == WM_MARCH_BUY_INITIATIVE)
        extra = " (1 VP)";
    if (m >= WM_MARCH_MOVE && m < WM_MARCH_MOVE + 128) {
        static const char *const groups[8] = {"1 army",           "1 fortified army",        "1 capital army",
                                              "2 armies",         "2 fortified armies",      "1 army and 1 fortified army",
                                              "1 army and 1 capital army", "1 fortified army and 1 capital army"};
        int v = (int)(m - WM_MARCH_MOVE);
        int k = snprintf(buf, cap, "move %s from %s to %s", groups[v % 8], country_name(st, v / 32),
                         country_name(st, (v / 8) % 4));
        return k < 0 ? 0 : (size_t)k;
    }
    int k = snprintf(buf, cap, "%s%s", name, extra);
    return k < 0 ? 0 : (size_t)k;
}
