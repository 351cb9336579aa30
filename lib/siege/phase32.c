/*
 * phase32.c - Democracy under Siege: the Cards Phase (§3.2) and the
 * start of a turn (§3.1 Initiative Phase): the voluntary discards and the
 * Card Decks Preparation (§3.2.1), the deal, the Mulligan and the Reserve
 * (§3.2.2).  The stages' rows are in stages.c (stage.h says what each
 * entry does).
 */
#include "stage.h"

static int reservable(const siege_state *st, int c)
{
    return in_hand(st, c) && is_pa(c) && !(is_mandatory(c) && wm__siege_mandatory_pa_due(st, c));
}

static int can_draw(const siege_state *st, int d)
{
    if (st->ndeck[d])
        return 1;
    for (int k = 0; k < wm__siege_deck_size[d]; k++)
        if (st->card_loc[wm__siege_deck_first[d] + k] == SG_LOC_DISCARD)
            return 1;
    return 0;
}

/* Who has something to decide at each step. */
static int wants_card(const siege_state *st, int i) /* §3.2.2 the deal */
{
    return wm__siege_hand_count(st, i) < wm__siege_hand_size(st) && can_draw(st, i);
}

static int mulligan_open(const siege_state *st, int i) /* §3.2.2: once a turn */
{
    return !((st->mulligan >> i) & 1u);
}

static int reserve_open(const siege_state *st, int i) /* §1.7 an empty Reserve box, a PA in hand */
{
    if (wm__siege_reserve_count(st, i) >= wm__siege_reserves[i])
        return 0;
    for (int k = 0; k < wm__siege_deck_size[i]; k++)
        if (reservable(st, wm__siege_deck_first[i] + k))
            return 1;
    return 0;
}

static int has_cards(const siege_state *st, int i) /* §3.2.1 voluntary discards */
{
    return wm__siege_hand_count(st, i) + wm__siege_reserve_count(st, i) > 0;
}

/* ST_TURN_BEGIN, a new turn: from turn 2 the Initiative Phase (§3.1)
 * and the voluntary discards before the Card Decks Preparation (§3.2.1),
 * then the deal (§3.2.2). */
int wm__siege_advance_turn_begin(siege_state *st, int i)
{
    (void)i;
    st->no_pa = 0; /* a new deal (§3.2.2) */
    if (st->turn > 1) {
        int was = st->comm_ctrl;
        st->phase = SG_PH_INITIATIVE;
        wm__siege_initiative_phase(st);
        /* §3.1.3, §3.2.1: control of Communism passes; the seat that
         * controlled it saw its hand and its Reserve (§3.2.2), which stay
         * (the hand until the Card Decks Preparation discards it) */
        if (st->seats == 2 && st->comm_ctrl != was) {
            wm__siege_learn(st, was, SG_COMMUNISM, SG_KNOW_HAND);
            wm__siege_learn(st, was, SG_COMMUNISM, SG_KNOW_RESERVE);
        }
        st->phase = SG_PH_CARDS;
        st->rank = 0;
        st->stage = ST_DISCARD_Q;
        /* §3.2.1 voluntary discards come first */
        if (ask_in_order(st, has_cards, NULL, ST_DISCARD, ST_DISCARD_Q))
            return 0;
        wm__siege_cards_preparation(st);
    }
    st->phase = SG_PH_CARDS;
    st->rank = 0;
    st->stage = ST_FILL;
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_DRAW: a card of the deal drawn, a chance decision with external dice (§3.2.2) */
/* ---------------------------------------------------------------- */

size_t wm__siege_legal_draw(const siege_state *st, wm_move *buf, size_t cap)
{
    int i = st->actor;
    size_t k = 0;
    uint8_t sorted[SG_CARDS];
    memset(sorted, 0, sizeof sorted);
    for (int q = 0; q < st->ndeck[i]; q++)
        sorted[st->deck[i][q]] = 1;
    for (int c = 0; c < SG_CARDS; c++)
        if (sorted[c])
            WM_EMIT(M_DRAW + c);
    return k;
}

/* a card of the deck drawn (a chance decision) */
int wm__siege_is_legal_draw(const siege_state *st, wm_move m)
{
    return m >= M_DRAW && m < M_PASS && sg_listed(wm__siege_legal_draw, st, m);
}

/* The chance move drew card c: it goes to the top of the deck, then is
 * drawn (§3.2.2). */
static void draw_card(siege_state *st, int i, int c)
{
    for (int q = 0; q < st->ndeck[i]; q++)
        if (st->deck[i][q] == c) {
            st->deck[i][q] = st->deck[i][0];
            st->deck[i][0] = (uint8_t)c;
            break;
        }
    (void)wm__siege_draw(st, i);
}

int wm__siege_apply_draw(siege_state *st, wm_move m)
{
    int i = st->actor;
    draw_card(st, i, (int)(m - M_DRAW));
    st->stage = ST_FILL;
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_MDRAW: a card of a Mulligan's redraw, a chance decision (§3.2.2) */
/* ---------------------------------------------------------------- */

int wm__siege_apply_mdraw(siege_state *st, wm_move m)
{
    int i = st->actor;
    draw_card(st, i, (int)(m - M_DRAW));
    if (wm__siege_hand_count(st, i) < wm__siege_hand_size(st) && can_draw(st, i))
        return 0;
    done_in_order(st, ST_MULLIGAN_Q);
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_FILL: the deal, in Initiative Order, up to the hand size (§3.2.2) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_fill(siege_state *st, int i)
{
    (void)i;
    int d = next_in_order(st, &st->rank, wants_card, NULL);
    if (d < 0) {
        st->rank = 0;
        st->stage = ST_MULLIGAN_Q;
        return 1;
    }
    if (ext_dice(st)) {
        if (!st->ndeck[d])
            wm__siege_reshuffle(st, d);
        st->stage = ST_DRAW;
        st->actor = (uint8_t)d;
        return 0;
    }
    (void)wm__siege_draw(st, d);
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_DISCARD: the voluntary discards before the Card Decks Preparation (§3.2.1) */
/* ---------------------------------------------------------------- */

static int discardable(const siege_state *st, int c) /* kept in the hand or a Reserve */
{
    return st->card_loc[c] == SG_LOC_HAND || st->card_loc[c] == SG_LOC_RESERVE;
}

size_t wm__siege_legal_discard(const siege_state *st, wm_move *buf, size_t cap)
{
    return pass_or_cards(st, buf, cap, discardable);
}

int wm__siege_apply_discard(siege_state *st, wm_move m)
{
    int i = st->actor;
    if (m == M_PASS) {
        /* the next Ideology with cards, then the preparation */
        st->rank++;
        if (ask_in_order(st, has_cards, NULL, ST_DISCARD, ST_DISCARD))
            return 0;
        wm__siege_cards_preparation(st);
        st->rank = 0;
        st->stage = ST_FILL;
    } else {
        (void)wm__siege_discard(st, (int)(m - M_CARD));
        if (!(wm__siege_hand_count(st, i) + wm__siege_reserve_count(st, i)))
            return wm__siege_apply_discard(st, M_PASS);
        return 0;
    }
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_MULLIGAN_Q, ST_MULLIGAN: a Mulligan once a turn (§3.2.2) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_mulligan_q(siege_state *st, int i)
{
    (void)i;
    return !ask_in_order(st, mulligan_open, NULL, ST_MULLIGAN, ST_RESERVE_Q);
}

int wm__siege_apply_mulligan(siege_state *st, wm_move m)
{
    int i = st->actor;
    if (m == M_YES) {
        /* discard, then redraw with the deal machinery for this rank */
        st->mulligan = (uint8_t)(st->mulligan | (1u << i));
        for (int q = 0; q < wm__siege_deck_size[i]; q++) {
            int c = wm__siege_deck_first[i] + q;
            if (st->card_loc[c] == SG_LOC_HAND)
                st->card_loc[c] = SG_LOC_DISCARD;
        }
        /* deal to this Ideology only, then continue the Mulligan round */
        while (wm__siege_hand_count(st, i) < wm__siege_hand_size(st) && can_draw(st, i)) {
            if (ext_dice(st)) {
                st->stage = ST_MDRAW;
                return 0;
            }
            (void)wm__siege_draw(st, i);
        }
    } else {
        st->mulligan = (uint8_t)(st->mulligan | (1u << i)); /* decided: no more Mulligan this turn */
    }
    done_in_order(st, ST_MULLIGAN_Q);
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_RESERVE_Q, ST_RESERVE: a Political Action into an empty Reserve box (§1.7, §3.2.2) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_reserve_q(siege_state *st, int i)
{
    (void)i;
    if (ask_in_order(st, reserve_open, NULL, ST_RESERVE, ST_RESERVE_Q))
        return 0;
    st->phase = SG_PH_POLITICAL;
    st->stage = ST_ROUND_BEGIN; /* phase33.c */
    return 1;
}

size_t wm__siege_legal_reserve(const siege_state *st, wm_move *buf, size_t cap)
{
    return pass_or_cards(st, buf, cap, reservable);
}

int wm__siege_apply_reserve(siege_state *st, wm_move m)
{
    int i = st->actor;
    if (m != M_PASS) {
        (void)wm__siege_to_reserve(st, (int)(m - M_CARD));
        /* §3.2.2, O15: which card went into the Reserve is secret, so
         * a seat remembering cards of this hand no longer knows which
         * of them are still there (forgetting only the moved card
         * would tell it which one it was) */
        for (int s = 0; s < SG_NIDEOLOGIES; s++)
            st->known[SG_KNOW_HAND][s][i] = 0;
    }
    done_in_order(st, ST_RESERVE_Q);
    return 1;
}

int wm__siege_frame_cards(const siege_state *st, int ph, int ranked)
{
    (void)st;
    return ph == SG_PH_CARDS && ranked;
}
