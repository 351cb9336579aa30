/*
 * cards.c - Democracy under Siege: the Strategy Card decks and hands
 * (§1.8.3, §3.2), the disposal of played cards (§3.3.1, §1.8.2), PP and a
 * few end-of-turn steps.
 */
#include "siege.h"

#include <string.h>

static int is_action(int card);

/* The cards of ideo's deck in place `loc`: its card_loc bytes, eight a step. */
static int deck_count(const siege_state *st, int ideo, uint8_t loc)
{
    return wm__count_bytes_eq(&st->card_loc[wm__siege_deck_first[ideo]], wm__siege_deck_size[ideo], loc);
}

int wm__siege_hand_count(const siege_state *st, int ideo)
{
    return deck_count(st, ideo, SG_LOC_HAND);
}

int wm__siege_reserve_count(const siege_state *st, int ideo)
{
    return deck_count(st, ideo, SG_LOC_RESERVE);
}

int wm__siege_hand_size(const siege_state *st)
{
    return (st->flags & WM_SIEGE_ADVANCED) ? SG_HAND_ADVANCED : SG_HAND_SHORT;
}

/* "All discards are shuffled to rebuild the deck.  Active Cards ... and
 * eliminated cards are not shuffled back" (§1.8.3, §3.2.1). */
void wm__siege_reshuffle(siege_state *st, int deck)
{
    int n = st->ndeck[deck];
    for (int k = 0; k < wm__siege_deck_size[deck]; k++) {
        int c = wm__siege_deck_first[deck] + k;
        if (st->card_loc[c] == SG_LOC_DISCARD) {
            st->card_loc[c] = SG_LOC_DECK;
            st->deck[deck][n++] = (uint8_t)c;
            /* back in the deck it is no more "dealt into a hand" this turn
             * (§1.8): dealt again, it is marked again (wm__siege_draw).  A
             * small deck (progressive entry) is rebuilt within a turn */
            st->card_flags[c] = (uint8_t)(st->card_flags[c] & ~SG_CF_DEALT);
            /* a card discarded and shuffled back within one move (a
             * Mulligan, §3.2.1's preparation) may be dealt again before
             * wm__siege_forget runs: nobody remembers it any more */
            for (int p = 0; p < 2; p++)
                for (int s = 0; s < SG_NIDEOLOGIES; s++)
                    st->known[p][s][deck] &= ~((uint64_t)1u << k);
        }
    }
    st->ndeck[deck] = (uint8_t)n;
    for (int i = n - 1; i > 0; i--) {
        int j = (int)wm__rng_below(&st->rng, (uint32_t)(i + 1));
        uint8_t t = st->deck[deck][i];
        st->deck[deck][i] = st->deck[deck][j];
        st->deck[deck][j] = t;
    }
}

/* §1.8.3: "When the last card from any of the two decks is given to a
 * player, the corresponding deck is rebuilt." */
int wm__siege_draw(siege_state *st, int deck)
{
    if (!st->ndeck[deck])
        wm__siege_reshuffle(st, deck);
    if (!st->ndeck[deck])
        return -1;
    int c = st->deck[deck][0];
    memmove(&st->deck[deck][0], &st->deck[deck][1], (size_t)(st->ndeck[deck] - 1));
    st->ndeck[deck]--;
    st->card_loc[c] = SG_LOC_HAND;
    st->card_flags[c] = (uint8_t)(st->card_flags[c] | SG_CF_DEALT);
    if (is_action(c))
        st->no_pa = (uint8_t)(st->no_pa & ~(1u << deck)); /* siege_state.no_pa: a Political Action entered */
    if (!st->ndeck[deck])
        wm__siege_reshuffle(st, deck);
    return c;
}

int wm__siege_mandatory_pa_due(const siege_state *st, int card)
{
    const sg_card *cd = &sg_cards()[card];
    if (!(cd->flags & SG_F_MANDATORY) || cd->type != SG_CT_ACTION || st->card_loc[card] != SG_LOC_HAND)
        return 0;
    /* "in the first Game Round of the Game Turn during which they were
     * dealt into a hand"; "no more forced" once Total War broke out */
    if (!(st->card_flags[card] & SG_CF_DEALT) || st->round != 1 || st->tw)
        return 0;
    return wm__siege_conditions_met(st, cd->deck, card);
}

int wm__siege_mandatory_event_due(const siege_state *st, int card)
{
    const sg_card *cd = &sg_cards()[card];
    if (!(cd->flags & SG_F_MANDATORY) || cd->type == SG_CT_ACTION || st->card_loc[card] != SG_LOC_HAND)
        return 0;
    return wm__siege_conditions_met(st, cd->deck, card);
}

/* §3.2.1 Card Decks Preparation: the turn's cards enter; in the 2-seat
 * game Communism's hand is discarded (its Reserve kept); the decks are
 * reshuffled with their discards.  (The voluntary discards come before,
 * through wm__siege_discard.) */
void wm__siege_cards_preparation(siege_state *st)
{
    for (int c = 0; c < SG_CARDS; c++)
        if (st->card_loc[c] == SG_LOC_FUTURE && sg_entry(st, c) <= st->turn)
            st->card_loc[c] = SG_LOC_DISCARD; /* shuffled in just below */
    if (st->seats == 2)
        for (int k = 0; k < wm__siege_deck_size[SG_COMMUNISM]; k++) {
            int c = wm__siege_deck_first[SG_COMMUNISM] + k;
            if (st->card_loc[c] == SG_LOC_HAND)
                st->card_loc[c] = SG_LOC_DISCARD;
        }
    for (int d = 0; d < SG_NIDEOLOGIES; d++)
        wm__siege_reshuffle(st, d);
    st->mulligan = 0;
}

/* §3.2.2: in Initiative Order, each hand is replenished to 5 (Short) or 6
 * (Advanced) cards. */
void wm__siege_deal(siege_state *st)
{
    int size = wm__siege_hand_size(st);
    for (int r = 0; r < SG_NIDEOLOGIES; r++) {
        int d = st->order[r];
        while (wm__siege_hand_count(st, d) < size)
            if (wm__siege_draw(st, d) < 0)
                break;
    }
}

/* §3.2.2 Mulligan: the whole hand (the cards saved from previous turns
 * included, the Reserves never) is discarded and a new hand drawn; once a
 * turn. */
int wm__siege_mulligan(siege_state *st, int ideo)
{
    if ((st->mulligan >> ideo) & 1u)
        return -1;
    st->mulligan = (uint8_t)(st->mulligan | (1u << ideo));
    for (int k = 0; k < wm__siege_deck_size[ideo]; k++) {
        int c = wm__siege_deck_first[ideo] + k;
        if (st->card_loc[c] == SG_LOC_HAND)
            st->card_loc[c] = SG_LOC_DISCARD;
    }
    int size = wm__siege_hand_size(st);
    while (wm__siege_hand_count(st, ideo) < size)
        if (wm__siege_draw(st, ideo) < 0)
            break;
    return 0;
}

int wm__siege_discard(siege_state *st, int card)
{
    if (card < 0 || card >= SG_CARDS)
        return -1;
    int loc = st->card_loc[card];
    if (loc != SG_LOC_HAND && loc != SG_LOC_RESERVE && loc != SG_LOC_PLAYED)
        return -1;
    st->card_loc[card] = SG_LOC_DISCARD;
    return 0;
}

static int is_action(int card)
{
    return sg_cards()[card].type == SG_CT_ACTION;
}

/* §3.2.2 Reserves, §3.3.1: one Political Action Card into an empty
 * Reserve box ("Event Cards cannot be saved in Reserves"). */
int wm__siege_to_reserve(siege_state *st, int card)
{
    if (card < 0 || card >= SG_CARDS || !is_action(card))
        return -1;
    int d = sg_cards()[card].deck;
    int loc = st->card_loc[card];
    if (loc != SG_LOC_HAND && loc != SG_LOC_PLAYED)
        return -1;
    if (wm__siege_reserve_count(st, d) >= wm__siege_reserves[d])
        return -1;
    st->card_loc[card] = SG_LOC_RESERVE;
    return 0;
}

/* §3.3.1, after the Political Action Resolution:
 *  - not performed (failed, or conditions not met): discarded, or saved in
 *    a Reserve;
 *  - MULTIPLE PLAY: never removed; kept in a Reserve or discarded (E2, as
 *    ex. 4.0 does with D7 and C3);
 *  - PLAYABLE TWICE: the first time it goes back like an unperformed card
 *    (its Event Marker notes the first time); the second time removed;
 *  - STAND-BY: aside until the end of the Political Phase;
 *  - War Cards: aside until the war ends (already placed by the war);
 *  - otherwise removed from play ("Cards to be removed from play cannot be
 *    placed in Reserve"). */
int wm__siege_dispose(siege_state *st, int card, int performed, int keep)
{
    if (card < 0 || card >= SG_CARDS || !is_action(card) || st->card_loc[card] != SG_LOC_PLAYED)
        return -1; /* only a card played this round is disposed of */
    uint16_t f = sg_cards()[card].flags;
    int back = !performed;
    if (performed) {
        st->card_flags[card] = (uint8_t)(st->card_flags[card] | SG_CF_PERFORMED);
        if (f & SG_F_MULTIPLE) {
            back = 1;
        } else if (f & SG_F_TWICE) {
            if (st->card_flags[card] & SG_CF_DONE_ONCE) {
                st->card_loc[card] = SG_LOC_REMOVED;
                return 0;
            }
            st->card_flags[card] = (uint8_t)(st->card_flags[card] | SG_CF_DONE_ONCE);
            back = 1;
        } else if (f & (SG_F_STANDBY | SG_F_WAR)) {
            st->card_loc[card] = SG_LOC_ACTIVE;
            return 0;
        } else {
            st->card_loc[card] = SG_LOC_REMOVED;
            return 0;
        }
    }
    if (back) {
        int d = sg_cards()[card].deck;
        st->card_loc[card] = SG_LOC_DISCARD; /* frees its box if it came from a Reserve */
        if (keep && wm__siege_reserve_count(st, d) < wm__siege_reserves[d])
            st->card_loc[card] = SG_LOC_RESERVE;
    }
    return 0;
}

/* §1.8.2: "removed after play, or reshuffled.  If nothing is dictated, the
 * Event Card is to be discarded"; lasting Events stay on the table. */
void wm__siege_dispose_event(siege_state *st, int card)
{
    int loc = st->card_loc[card];
    if (loc == SG_LOC_DECK || loc == SG_LOC_FUTURE || loc == SG_LOC_REMOVED)
        return; /* never a card that is not in play */
    uint16_t f = sg_cards()[card].flags;
    st->card_flags[card] = (uint8_t)(st->card_flags[card] | SG_CF_PERFORMED);
    if (f & SG_F_REMOVE) {
        st->card_loc[card] = SG_LOC_REMOVED;
    } else if (f & (SG_F_ACTIVE | SG_F_LAPSING | SG_F_WAR)) {
        st->card_loc[card] = SG_LOC_ACTIVE;
    } else if (f & SG_F_RESHUFFLE) {
        int d = sg_cards()[card].deck;
        int pos = (int)wm__rng_below(&st->rng, (uint32_t)(st->ndeck[d] + 1));
        memmove(&st->deck[d][pos + 1], &st->deck[d][pos], (size_t)(st->ndeck[d] - pos));
        st->deck[d][pos] = (uint8_t)card;
        st->ndeck[d]++;
        st->card_loc[card] = SG_LOC_DECK;
    } else {
        st->card_loc[card] = SG_LOC_DISCARD;
    }
}

void wm__siege_award_pp(siege_state *st, int ideo, int card)
{
    int pp = card >= 0 && is_action(card) ? sg_cards()[card].pp : 1;
    /* "Important Optional Rule: in 2-players mode (only) the player who
     * does not control Communism, receives a +1 PP bonus each Game Round,
     * up to a maximum of 7 PP." */
    if ((st->flags & WM_SIEGE_PP_BONUS) && st->seats == 2 && ideo != SG_COMMUNISM && ideo != st->comm_ctrl)
        pp++;
    wm__siege_set_pp(st, ideo, st->pp[ideo] + pp, card >= 0 ? sg_cards()[card].code : "no Political Action");
}

/* §3.3.15 "When a successfully performed Political Action determines a
 * war declaration": a War Card whose war is fought between a Power and
 * another nation (wm__siege_start_war places War! Markers and runs the
 * escalation).  N12 and C19 are fought as civil wars and declare no war
 * between Powers; no other card declares a war. */
int wm__siege_declares_war(int card)
{
    if (card < 0 || card >= SG_CARDS || !(sg_cards()[card].flags & SG_F_WAR))
        return 0;
    const sg_war *w = &sg_wars()[sg_cards()[card].war];
    return !w->civil;
}

int wm__siege_total_war(const siege_state *st)
{
    int need = wm__siege_turns[st->turn].total_war;
    return need && wm__siege_powers_at_war(st) >= need;
}

/* §3.4.1 (Advanced): "players must remove one own MR Token per each rolled
 * War Card" - from the card (ex. 4.0: "Nazism and Democracy remove one MR
 * Token from War Card N30"); from the side holding more of them. */
void wm__siege_war_attrition(siege_state *st, int war)
{
    if (!(st->flags & WM_SIEGE_ADVANCED) || war < 0 || war >= SG_NWARS || st->war_box[war] == SG_WAR_OFF)
        return;
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        int side = st->war_mr[war][1][i] > st->war_mr[war][0][i] ? 1 : 0;
        if (st->war_mr[war][side][i]) {
            st->war_mr[war][side][i]--;
            wm__siege_note("attrition", i, "%s loses an MR on %s (Advanced, §3.4.1)", wm__siege_ideology_names[i],
                           sg_cards()[sg_wars()[war].card].code);
        }
    }
}

void wm__siege_end_of_turn(siege_state *st)
{
    for (int c = 0; c < SG_CARDS; c++)
        if (st->card_loc[c] == SG_LOC_ACTIVE && (sg_cards()[c].flags & SG_F_LAPSING))
            st->card_loc[c] = SG_LOC_REMOVED; /* ex. 4.0: "C21 now can be removed from play (effects expired)" */
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        st->rerolls[i] = 0;
    for (int c = 0; c < SG_CARDS; c++)
        st->card_flags[c] = (uint8_t)(st->card_flags[c] & ~SG_CF_DEALT); /* next turn's deal is new */
}

int wm__siege_standby_step(siege_state *st, const uint8_t *tape, int ntape)
{
    siege_state save = *st;
    int used = 0;
    for (int r = 0; r < SG_NIDEOLOGIES; r++) {
        int d = st->order[r];
        for (int k = 0; k < wm__siege_deck_size[d]; k++) {
            int c = wm__siege_deck_first[d] + k;
            const sg_card *cd = &sg_cards()[c];
            if (st->card_loc[c] != SG_LOC_ACTIVE || !(cd->flags & SG_F_STANDBY))
                continue;
            if (!(st->card_flags[c] & SG_CF_NULLIFIED)) {
                int u = wm__siege_run(st, d, cd->ops, cd->nops, cd->ncond, tape ? tape + used : NULL, ntape - used);
                if (u < 0) {
                    *st = save;
                    return u; /* -2: one more choice (a tied path), not a refusal (issue 32) */
                }
                used += u;
            }
            st->card_loc[c] = SG_LOC_REMOVED;
        }
    }
    return used;
}

/* ------------------------------------------------------------------ */
/* The seats' memory of hidden cards (doc/ai.md, perfect recall)        */
/* ------------------------------------------------------------------ */

static int place_loc(int p)
{
    return p == SG_KNOW_HAND ? SG_LOC_HAND : SG_LOC_RESERVE;
}

/* §3.3.1 [1]: the Strategy Cards Play step, whose choices are face down. */
static int face_down(const siege_state *st)
{
    return st->stage == ST_CHOOSE_Q || st->stage == ST_CHOOSE_PA || st->stage == ST_CHOOSE_EV;
}

int wm__siege_memory_open(const siege_state *st, int d)
{
    if (!face_down(st))
        return 1;
    for (int k = 0; k < wm__siege_deck_size[d]; k++)
        if (st->card_loc[wm__siege_deck_first[d] + k] == SG_LOC_PLAYED)
            return 0;
    return 1;
}

int wm__siege_knows(const siege_state *st, int seat, int c)
{
    if (seat < 0 || seat >= SG_NIDEOLOGIES || c < 0 || c >= SG_CARDS)
        return 0;
    int d = sg_cards()[c].deck, k = c - wm__siege_deck_first[d];
    int p = st->card_loc[c] == SG_LOC_HAND ? SG_KNOW_HAND : st->card_loc[c] == SG_LOC_RESERVE ? SG_KNOW_RESERVE : -1;
    return p >= 0 && ((st->known[p][seat][d] >> k) & 1u) && wm__siege_memory_open(st, d);
}

void wm__siege_learn(siege_state *st, int seat, int d, int p)
{
    if (seat < 0 || seat >= st->seats || wm__siege_seat_of(st, d) == seat)
        return;
    int loc = place_loc(p);
    for (int k = 0; k < wm__siege_deck_size[d]; k++)
        if (st->card_loc[wm__siege_deck_first[d] + k] == loc)
            st->known[p][seat][d] |= (uint64_t)1u << k;
}

void wm__siege_learn_public(siege_state *st, int c)
{
    int d = sg_cards()[c].deck, k = c - wm__siege_deck_first[d];
    int p = st->card_loc[c] == SG_LOC_HAND ? SG_KNOW_HAND : st->card_loc[c] == SG_LOC_RESERVE ? SG_KNOW_RESERVE : -1;
    if (p < 0)
        return;
    for (int s = 0; s < st->seats; s++)
        if (wm__siege_seat_of(st, d) != s)
            st->known[p][s][d] |= (uint64_t)1u << k;
}

static int hand_holds_pa(const siege_state *st, int d)
{
    for (int k = 0; k < wm__siege_deck_size[d]; k++) {
        int c = wm__siege_deck_first[d] + k;
        if (st->card_loc[c] == SG_LOC_HAND && is_action(c))
            return 1;
    }
    return 0;
}

void wm__siege_forget(siege_state *st)
{
    /* the seat that sees each Ideology's cards now (wm__siege_seat_of) */
    int owner2 = st->seats == 2 ? st->comm_ctrl : SG_COMMUNISM;
    /* while the choices are face down a remembered card chosen stays
     * remembered (with the place it came from): which of them was chosen
     * is secret until [2] Reveal Cards, when it is forgotten */
    int fd = face_down(st);
    for (int p = 0; p < 2; p++) {
        int loc = place_loc(p);
        for (int d = 0; d < SG_NIDEOLOGIES; d++) {
            uint64_t u = st->known[p][0][d] | st->known[p][1][d] | st->known[p][2][d];
            if (!u)
                continue; /* most places: nothing remembered */
            int owner = d == SG_COMMUNISM ? owner2 : d;
            /* the remembered cards still in the place */
            const uint8_t *cl = &st->card_loc[wm__siege_deck_first[d]];
            uint64_t stay = 0;
            for (uint64_t b = u; b; b &= b - 1) {
                int k = __builtin_ctzll(b);
                if (cl[k] == loc || (fd && cl[k] == SG_LOC_PLAYED))
                    stay |= (uint64_t)1u << k;
            }
            for (int s = 0; s < SG_NIDEOLOGIES; s++)
                st->known[p][s][d] &= s >= st->seats || owner == s ? 0 : stay; /* it sees them now */
        }
    }
}

int wm__siege_memory_consistent(const siege_state *st)
{
    for (int p = 0; p < 2; p++) {
        int loc = place_loc(p);
        for (int s = 0; s < SG_NIDEOLOGIES; s++)
            for (int d = 0; d < SG_NIDEOLOGIES; d++) {
                uint64_t m = st->known[p][s][d];
                if (!m)
                    continue;
                if (s >= st->seats || wm__siege_seat_of(st, d) == s || (m >> wm__siege_deck_size[d]))
                    return 0;
                for (uint64_t b = m; b; b &= b - 1) {
                    int at = st->card_loc[wm__siege_deck_first[d] + __builtin_ctzll(b)];
                    if (at != loc && !(face_down(st) && at == SG_LOC_PLAYED))
                        return 0; /* a remembered card is where it is remembered (or chosen face down) */
                }
            }
    }
    if (st->no_pa >> SG_NIDEOLOGIES)
        return 0;
    if (st->no_pa && st->phase != SG_PH_POLITICAL && st->phase != SG_PH_INTERPHASE && st->phase != SG_PH_OVER)
        return 0; /* cleared at the turn's deal */
    for (int d = 0; d < SG_NIDEOLOGIES; d++)
        if (((st->no_pa >> d) & 1u) && hand_holds_pa(st, d))
            return 0;
    return 1;
}

/* The first Mandatory Event of Ideology i due now, or -1. */
int wm__siege_due_event(const siege_state *st, int i)
{
    if (i < 0 || i >= SG_NIDEOLOGIES)
        return -1;
    /* wm__siege_mandatory_event_due asks for a card in hand: only those,
     * in deck order */
    for (uint64_t h = deck_where(st, i, SG_LOC_HAND); h; h &= h - 1) {
        int c = wm__siege_deck_first[i] + __builtin_ctzll(h);
        if (is_mandatory(c) && wm__siege_mandatory_event_due(st, c))
            return c;
    }
    return -1;
}
