/*
 * moves.c - The Weimar Republic: legal moves of each decision, a move as
 * the answer to the pending question (wm__republic_answer), move names
 * and prompts.  Below the machine (turn.c), which applies a move (the
 * answer, then the procedures run on), and below the Non-player's turn
 * (npturn.c), which reads the legal moves and names its answers.
 */
#include "republic.h"

#include <stdio.h>
#include <string.h>


/* Bits 0..n-1 of mask as base + i, lowest first: only the set bits
 * visited. */
static size_t emit_bits(uint32_t mask, int n, wm_move base, wm_move *buf, size_t cap, size_t k)
{
    if (n < 32)
        mask &= (1u << n) - 1u;
    for (; mask; mask &= mask - 1)
        WM_EMIT(base + (wm_move)__builtin_ctz(mask));
    return k;
}

/* The cards of a card set, as DRAW + id - 1 (bits 1..169 of three words). */
static size_t emit_cards_at(const uint64_t *set, wm_move base, wm_move *buf, size_t cap, size_t k)
{
    for (int w = 0; w < CW; w++)
        for (uint64_t b = set[w]; b; b &= b - 1) {
            int id = w * 64 + __builtin_ctzll(b);
            if (id >= 1 && id <= RP_NCARDS)
                WM_EMIT(base + (wm_move)id - 1);
        }
    return k;
}

static size_t emit_cards(const uint64_t *set, wm_move *buf, size_t cap, size_t k)
{
    return emit_cards_at(set, WM_REPUBLIC_DRAW, buf, cap, k);
}

/* An Event's card instruction (effects.c): card id of the zone asked. */
static int zone_has(const rp_state *st, int id)
{
    uint64_t set[CW];
    wm__republic_card_zone(st, st->dec_mask, set);
    return id >= 1 && id <= RP_NCARDS && card_has(set, id);
}

size_t wm__republic_legal(const void *vst, wm_move *buf, size_t cap)
{
    const rp_state *st = vst;
    size_t k = 0;
    if (st->over)
        return 0;
    if (st->dec_done)
        WM_EMIT(WM_REPUBLIC_DONE);
    switch (st->dec) {
    case D_STEP: return wm__republic_step_legal(st, buf, cap);
    case D_SPACE: return emit_bits(st->dec_mask, NSP, WM_REPUBLIC_SPACE, buf, cap, k);
    case D_FACTION: return emit_bits(st->dec_mask, NF, WM_REPUBLIC_FACTION, buf, cap, k);
    case D_CUBE:
        k = emit_bits(st->dec_mask, NF, WM_REPUBLIC_CUBE, buf, cap, k);
        return emit_bits(st->dec_mask >> 8, 5, WM_REPUBLIC_PIECE, buf, cap, k);
    case D_KIND: return emit_bits(st->dec_mask, 6, WM_REPUBLIC_KIND, buf, cap, k);
    case D_TRACK: return emit_bits(st->dec_mask, 8, WM_REPUBLIC_TRACK, buf, cap, k);
    case D_PAWN: return emit_bits(st->dec_mask, 16, WM_REPUBLIC_PAWN, buf, cap, k);
    case D_PIECE: return emit_bits(st->dec_mask, 5, WM_REPUBLIC_PIECE, buf, cap, k);
    case D_NUM:
        for (int n = st->dec_lo; n <= st->dec_hi; n++)
            WM_EMIT(WM_REPUBLIC_NUM + n);
        return k;
    case D_YESNO:
        WM_EMIT(WM_REPUBLIC_YES);
        WM_EMIT(WM_REPUBLIC_NO);
        return k;
    case D_ROLL: return emit_bits(0x3F, 6, WM_REPUBLIC_ROLL, buf, cap, k);
    case D_DRAW: return emit_cards(st->deck, buf, cap, k); /* the deck's cards, by id */
    case D_TIE: return emit_bits(st->dec_mask, NF, WM_REPUBLIC_TIE, buf, cap, k);
    case D_BOTCARD: /* §8.2: the bot cards left in the seat's deck, by number */
        return emit_bits(st->dec_mask, RP_BOTCARDS_PER_FACTION,
                         WM_REPUBLIC_NUM + (wm_move)wm__republic_botcard_first[st->dec_seat & 3], buf, cap, k);
    case D_REVEAL: return emit_cards(st->np_cands, buf, cap, k); /* §8.1: the NP's stack it may reveal */
    case D_CARD:
    case D_CARDDRAW: { /* an Event's card instruction: the zone's cards */
        uint64_t set[CW];
        wm__republic_card_zone(st, st->dec_mask, set);
        return emit_cards_at(set, st->dec == D_CARD ? WM_REPUBLIC_DISCARD : WM_REPUBLIC_DRAW, buf, cap, k);
    }
    case D_ACTION: return emit_bits(st->dec_mask, WM_REPUBLIC_NACTIONS, WM_REPUBLIC_ACTION, buf, cap, k);
    case D_LEVREM:
        k = emit_bits(st->dec_mask >> 26, 4, WM_REPUBLIC_TRACK, buf, cap, k);
        return emit_bits(st->dec_mask, NSP, WM_REPUBLIC_SPACE, buf, cap, k);
    case D_BOX:
    case D_SOURCE: return emit_bits(st->dec_mask, NBOX, WM_REPUBLIC_BOX, buf, cap, k);
    default: return k;
    }
}

static int in_range(wm_move m, wm_move base, int n, uint32_t mask)
{
    return m >= base && m < base + (wm_move)n && bit(mask, (int)(m - base));
}

int wm__republic_is_legal(const void *vst, wm_move m)
{
    const rp_state *st = vst;
    if (st->over)
        return 0;
    if (m == WM_REPUBLIC_DONE && st->dec != D_STEP)
        return st->dec_done;
    switch (st->dec) {
    case D_SPACE: return in_range(m, WM_REPUBLIC_SPACE, NSP, st->dec_mask);
    case D_FACTION: return in_range(m, WM_REPUBLIC_FACTION, NF, st->dec_mask);
    case D_CUBE:
        return in_range(m, WM_REPUBLIC_CUBE, NF, st->dec_mask) || in_range(m, WM_REPUBLIC_PIECE, 5, st->dec_mask >> 8);
    case D_KIND: return in_range(m, WM_REPUBLIC_KIND, 6, st->dec_mask);
    case D_TRACK: return in_range(m, WM_REPUBLIC_TRACK, 8, st->dec_mask);
    case D_PAWN: return in_range(m, WM_REPUBLIC_PAWN, 16, st->dec_mask);
    case D_PIECE: return in_range(m, WM_REPUBLIC_PIECE, 5, st->dec_mask);
    case D_NUM: return m >= WM_REPUBLIC_NUM + (wm_move)st->dec_lo && m <= WM_REPUBLIC_NUM + (wm_move)st->dec_hi;
    case D_YESNO: return m == WM_REPUBLIC_YES || m == WM_REPUBLIC_NO;
    case D_ROLL: return m >= WM_REPUBLIC_ROLL && m < WM_REPUBLIC_ROLL + 6;
    case D_DRAW: return m >= WM_REPUBLIC_DRAW && m < WM_REPUBLIC_BOX && card_has(st->deck, (int)(m - WM_REPUBLIC_DRAW + 1));
    case D_BOX:
    case D_SOURCE: return in_range(m, WM_REPUBLIC_BOX, NBOX, st->dec_mask);
    case D_TIE: return in_range(m, WM_REPUBLIC_TIE, NF, st->dec_mask);
    case D_BOTCARD:
        return in_range(m, WM_REPUBLIC_NUM + (wm_move)wm__republic_botcard_first[st->dec_seat & 3],
                        RP_BOTCARDS_PER_FACTION, st->dec_mask);
    case D_REVEAL:
        return m >= WM_REPUBLIC_DRAW && m < WM_REPUBLIC_BOX && card_has(st->np_cands, (int)(m - WM_REPUBLIC_DRAW + 1));
    case D_CARD: return m >= WM_REPUBLIC_DISCARD && m < WM_REPUBLIC_DRAW && zone_has(st, (int)(m - WM_REPUBLIC_DISCARD + 1));
    case D_CARDDRAW: return m >= WM_REPUBLIC_DRAW && m < WM_REPUBLIC_BOX && zone_has(st, (int)(m - WM_REPUBLIC_DRAW + 1));
    case D_ACTION: return in_range(m, WM_REPUBLIC_ACTION, WM_REPUBLIC_NACTIONS, st->dec_mask);
    case D_LEVREM:
        return in_range(m, WM_REPUBLIC_TRACK, 4, st->dec_mask >> 26) || in_range(m, WM_REPUBLIC_SPACE, NSP, st->dec_mask & RP_ALL_SPACES);
    case D_STEP: return wm__republic_step_is_legal(st, m);
    default: return 0;
    }
}

int wm__republic_answer(rp_state *st, wm_move m)
{
    int box = st->dec == D_BOX;
    st->dec = D_NONE;
    st->dec_mask = 0;
    st->dec_done = 0;
    st->dec_lo = st->dec_hi = 0;
    st->dec_seat = 0;
    st->np_chance = 0; /* a narrowed NP question answered by chance */
    if (box) { /* §5.2: the holding box of a pending piece; then what waited */
        wm__republic_box_answer(st, (int)(m - WM_REPUBLIC_BOX));
        if (wm__republic_box_run(st))
            return 0;
    } else {
        st->choice = (uint16_t)m;
    }
    return 1;
}

/* ------------------------------------------------------------------ */
/* Names                                                                */
/* ------------------------------------------------------------------ */

static size_t put(char *buf, size_t cap, size_t at, const char *s)
{
    return wm__str_append(buf, cap, at, s);
}

static size_t put_int(char *buf, size_t cap, size_t at, int v)
{
    char t[12];
    int i = 11;
    t[i] = '\0';
    if (v == 0)
        t[--i] = '0';
    while (v > 0) {
        t[--i] = (char)('0' + v % 10);
        v /= 10;
    }
    return put(buf, cap, at, t + i);
}

static const char *const track_names[8] = {"Hyperinflation side", "Mass Unemployment side", "Progress", "Reaction",
                                           "US Deals", "USSR Deals", "Democratic", "Revolutionary"};
static const char *const kind_names[6] = {"Reichswehr", "Freikorps", "loyal Freikorps", "Rogue Freikorps",
                                          "Worker Militia", "SA"};
static const char *const box_names[NBOX] = {"US Deals", "USSR Deals", "RC mat", "KPD mat", "NSDAP mat",
                                            "pawn column", "Reaction track", "Hyperinflation",
                                            "Mass Unemployment"};
static const char *const piece_names[5] = {"Reform", "KPD Cadre", "NSDAP Cadre", "yellow Leverage", "black Leverage"};

/* "event 120 Osthilfe": the number, then the card's name where it is known
 * (its ASCII form, so that move names stay ASCII); "event 60" otherwise. */
static size_t card_name(const rp_state *st, char *buf, size_t cap, const char *verb, int id)
{
    size_t n = put_int(buf, cap, put(buf, cap, 0, verb), id);
    if (id >= 1 && id <= RP_NCARDS && CARD(id)->ascii)
        n = put(buf, cap, put(buf, cap, n, " "), CARD(id)->ascii);
    return n;
}

/* The Event card instruction a D_CARD answers (effects.c), NULL if none. */
static const rp_fx_op *card_op(const rp_state *st)
{
    if (!st->nfr || st->fr_proc[st->nfr - 1] != P_EVENT || STAGE(st) < RP_STAGE_EVENT_OPS || st->st_card < 1 ||
        st->st_card > RP_NCARDS || !CARD(st->st_card)->fx)
        return NULL;
    const rp_fx_op *p = CARD(st->st_card)->fx;
    int i = (STAGE(st) - RP_STAGE_EVENT_OPS) / 2, len = 0;
    while (p[len].op != RP_OP_END)
        len++;
    return i < len ? &p[i] : NULL;
}

/* "discard 60 Dawes Plan", "give 60 ...", "take 60 ...": the move names of
 * a D_CARD by the instruction it answers. */
static const char *card_verb(const rp_state *st)
{
    const rp_fx_op *o = card_op(st);
    if (o && o->op == RP_OP_GIVE)
        return "give ";
    if (o && o->op == RP_OP_TAKE)
        return "take ";
    return "discard ";
}

size_t wm__republic_move_name(const void *vst, wm_move m, char *buf, size_t cap)
{
    const rp_state *st = vst;
    if (st && st->dec == D_BOTCARD && m >= WM_REPUBLIC_NUM && m < WM_REPUBLIC_SPACE)
        return put_int(buf, cap, put(buf, cap, 0, "bot card "), (int)(m - WM_REPUBLIC_NUM));
    if (st && st->dec == D_REVEAL && m >= WM_REPUBLIC_DRAW && m < WM_REPUBLIC_BOX)
        return card_name(st, buf, cap, "reveal ", (int)(m - WM_REPUBLIC_DRAW + 1));
    if (st && st->dec == D_CARD && m >= WM_REPUBLIC_DISCARD && m < WM_REPUBLIC_DRAW) /* an Event's card instruction */
        return card_name(st, buf, cap, card_verb(st), (int)(m - WM_REPUBLIC_DISCARD + 1));
    if (st && st->dec == D_CARDDRAW && m >= WM_REPUBLIC_DRAW && m < WM_REPUBLIC_BOX)
        return card_name(st, buf, cap, "pick ", (int)(m - WM_REPUBLIC_DRAW + 1));
    static const char *const fixed[7] = {"done", "yes", "no", "pass", "end turn", "play Reichstag Seats",
                                         "call election with Reichstag Seats"};
    if (m < WM_REPUBLIC_ACTION)
        return put(buf, cap, 0, fixed[m]);
    if (m < WM_REPUBLIC_TRACK) {
        if (m - WM_REPUBLIC_ACTION >= WM_REPUBLIC_NACTIONS)
            return put_int(buf, cap, put(buf, cap, 0, "unused "), (int)m);
        return put(buf, cap, put(buf, cap, 0, "action "), wm__republic_action_names[m - WM_REPUBLIC_ACTION]);
    }
    if (m < WM_REPUBLIC_FACTION)
        return put(buf, cap, put(buf, cap, 0, "track "), track_names[m - WM_REPUBLIC_TRACK]);
    if (m < WM_REPUBLIC_CUBE)
        return put(buf, cap, put(buf, cap, 0, "faction "), wm__republic_faction_names[m - WM_REPUBLIC_FACTION]);
    if (m < WM_REPUBLIC_KIND)
        return put(buf, cap, put(buf, cap, 0, "cube "), wm__republic_faction_names[m - WM_REPUBLIC_CUBE]);
    if (m < WM_REPUBLIC_ROLL)
        return put(buf, cap, put(buf, cap, 0, "unit "), kind_names[m - WM_REPUBLIC_KIND]);
    if (m < WM_REPUBLIC_PAWN)
        return put_int(buf, cap, put(buf, cap, 0, "roll "), (int)(m - WM_REPUBLIC_ROLL + 1));
    if (m < WM_REPUBLIC_PIECE) {
        int p = (int)(m - WM_REPUBLIC_PAWN);
        size_t n = put(buf, cap, 0, "pawn ");
        if (p >= 2 && p <= 7)
            return put_int(buf, cap, put(buf, cap, n, "level "), p);
        if (p == 8)
            return put(buf, cap, n, "Hyperinflation");
        if (p == 9)
            return put(buf, cap, n, "Mass Unemployment");
        if (p >= 10 && p < 14)
            return put(buf, cap, put(buf, cap, n, "return from "), wm__republic_faction_names[p - 10]);
        if (p == 14)
            return put(buf, cap, n, "take from RC");
        return put_int(buf, cap, put(buf, cap, n, "slot "), p);
    }
    if (m < WM_REPUBLIC_PC)
        return put(buf, cap, put(buf, cap, 0, "piece "), piece_names[m - WM_REPUBLIC_PIECE]);
    if (m < WM_REPUBLIC_PC_EXTRA)
        return put(buf, cap, put(buf, cap, 0, "play control "), wm__republic_pc_ascii[m - WM_REPUBLIC_PC]);
    if (m < WM_REPUBLIC_NUM)
        return put(buf, cap, put(buf, cap, 0, "call election with control "), wm__republic_pc_ascii[m - WM_REPUBLIC_PC_EXTRA]);
    if (m < WM_REPUBLIC_SPACE)
        return put_int(buf, cap, put(buf, cap, 0, "number "), (int)(m - WM_REPUBLIC_NUM));
    if (m < WM_REPUBLIC_TIE)
        return put(buf, cap, put(buf, cap, 0, "space "), wm__republic_spaces[m - WM_REPUBLIC_SPACE].ascii);
    if (m < WM_REPUBLIC_CARD)
        return put(buf, cap, put(buf, cap, 0, "tie "), wm__republic_faction_names[m - WM_REPUBLIC_TIE]);
    if (m < WM_REPUBLIC_DISCARD)
        return card_name(st, buf, cap, "event ", (int)(m - WM_REPUBLIC_CARD + 1));
    if (m < WM_REPUBLIC_DRAW)
        return card_name(st, buf, cap, "discard ", (int)(m - WM_REPUBLIC_DISCARD + 1));
    if (m < WM_REPUBLIC_BOX)
        return card_name(st, buf, cap, "draw ", (int)(m - WM_REPUBLIC_DRAW + 1));
    return put(buf, cap, put(buf, cap, 0, "box "), box_names[m - WM_REPUBLIC_BOX]);
}

static const char *const lend_prompts[6] = {
    "lend how many Reichswehr for this Assault? (0: none)",
    "lend how many unrevealed Freikorps for this Assault? (0: none)",
    "lend how many loyal Freikorps for this Assault? (0: none)",
    "lend how many Rogue Freikorps for this Assault? (0: none)",
    "lend how many Worker Militia for this Assault? (0: none)",
    "lend how many SA for this Assault? (0: none)",
};

static const char *const box_prompts[BX_TYPES][2] = {
    {"return the yellow Leverage to which holding box?", "take the yellow Leverage from which holding box?"},
    {"return the black Leverage to which holding box?", "take the black Leverage from which holding box?"},
    {"return the KPD Cadre to which holding box?", "take the KPD Cadre from which holding box?"},
    {"return the NSDAP Cadre to which holding box?", "take the NSDAP Cadre from which holding box?"},
    {"return the Conservative Clique to which holding box?", "take the Conservative Clique from which holding box?"},
    {"return the Middle Class Sympathies pawn to which holding box?", "take the pawn from which holding box?"},
};

/* Prompts that name the card (every named card Article 48 can cancel; the
 * named cards whose programs ask for a space). */
#define A48P(n, name) [n] = "play Article 48 to cancel #" #n " " name "?"
static const char *const a48_prompts[RP_NCARDS + 1] = {
    A48P(5, "Kapp Putsch"),         A48P(16, "Bloodhound Doctrine"), A48P(20, "Militarism"),
    A48P(54, "Gustav Stresemann"),  A48P(55, "Schutzstaffel"),       A48P(82, "Referendum"),
    A48P(117, "Hitler Sworn In"),   A48P(118, "Enabling Act"),       A48P(120, "Osthilfe"),
    A48P(122, "Harzburg Front"),    A48P(124, "Hindenburg Runs Again"), A48P(132, "Blut und Boden"),
    A48P(146, "Erbgutpflege"),      A48P(147, "Altonaer Blutsonntag"),
};
static const char *const action_prompts[RP_NCARDS + 1] = {
    [147] = "#147 Altonaer Blutsonntag: choose a space for its Move Units Action",
};
static const char *const space_prompts[RP_NCARDS + 1] = {
    [120] = "#120 Osthilfe: choose the space for the yellow Leverage and the Coalition Influence",
    [147] = "#147 Altonaer Blutsonntag: remove 1 KPD Influence from Hamburg or Schleswig-Holstein",
};

/* The Event card in play's own prompt for its space (a48 0) or Article 48
 * (a48 1) question: this file's, else the card's, else dflt. */
static const char *event_prompt(const rp_state *st, int a48, const char *dflt)
{
    int id = st->st_card;
    const char *const *own = a48 ? a48_prompts : space_prompts;
    if (id <= RP_NCARDS && own[id])
        return own[id];
    if (id >= 1 && id <= RP_NCARDS) {
        const char *p = a48 ? CARD(id)->a48_prompt : CARD(id)->space_prompt;
        if (p)
            return p;
    }
    return dflt;
}

const char *wm__republic_prompt(const void *vst)
{
    const rp_state *st = vst;
    if (st->over)
        return "game over";
    if (st->np_chance)
        return "random pick for the Non-player (one of the options left)";
    int proc = st->nfr ? st->fr_proc[st->nfr - 1] : 0;
    switch (st->dec) {
    case D_STEP: return wm__republic_step_prompt(st);
    case D_SPACE:
        if (proc == P_ROUND && STAGE(st) == R_ADV_GOT)
            return "remove a Strike or Uprising (choose its space), or done"; /* §3 Step 4 */
        if (proc == P_ROUND)
            return "choose a space (Advance Timeline, New Era penalty or Hyperinflation)";
        if (proc == P_EVENT) /* "#93 Nuremberg Rally: choose a space" */
            return event_prompt(st, 0, "choose a space for the Event");
        if (proc == P_PCBONUS)
            return "remove a Coalition Reform from the controlled area?";
        if (st->a_t && st->act == WM_REPUBLIC_A_PLACE_UNIT && st->nfr >= 2 && st->fr_proc[st->nfr - 2] == P_EVENT)
            return "choose a space for the unit the Event places (not an Action)"; /* effects.c RP_OP_PLACE_UNIT */
        if (st->nfr >= 2 && st->fr_proc[st->nfr - 2] == P_EVENT && st->st_card <= RP_NCARDS &&
            action_prompts[st->st_card])
            return action_prompts[st->st_card]; /* an Action the Event contains */
        return "choose a space for the Action";
    case D_FACTION:
        if (proc == P_EVENT) /* effects.c RP_OP_INSPECT */
            return "the Event says \"inspect\": whose hand of cards do you look at?";
        if (proc == P_ROUND)
            return "choose the next faction in turn order";
        if (proc == P_ASSAULT)
            return "ask a faction to lend its units for this Assault?";
        if (proc == P_ELECTION)
            return "transfer PV to a faction?";
        return "choose the target faction";
    case D_CUBE: return "choose a cube or piece to remove";
    case D_KIND: return proc == P_ASSAULT ? "choose the unit kind that takes the next hit" : "choose a unit kind";
    case D_TRACK: return "choose a track or direction";
    case D_PAWN: return "choose a Middle Class Sympathies pawn";
    case D_PIECE: return "choose a piece";
    case D_NUM:
        if (proc == P_ELECTION)
            return "how much PV to transfer";
        if (proc == P_ASSAULT)
            return lend_prompts[st->as_lk < 6 ? st->as_lk : 0];
        return "how many cubes";
    case D_YESNO:
        if (proc == P_EVENT && STAGE(st) >= RP_STAGE_EVENT_OPS && st->st_card >= 1 && st->st_card <= RP_NCARDS &&
            CARD(st->st_card)->fx) { /* §6.1 "may", "either ... or" (effects.c fx_choice) */
            const rp_fx_op *p = CARD(st->st_card)->fx;
            int i = (STAGE(st) - RP_STAGE_EVENT_OPS) / 2, len = 0;
            while (p[len].op != RP_OP_END)
                len++;
            if (i < len && p[i].op == RP_OP_EITHER)
                return "the Event says \"either ... or\": yes for the first, no for the second (the card's text "
                       "names both)";
            if (i < len && p[i].op == RP_OP_MAY)
                return "the Event says \"may\": yes to do it, no to skip it (the card's text says what)";
        }
        if (proc == P_EVENT || proc == P_NP) /* §8.7: an NP's revealed Event, before it is performed */
            return event_prompt(st, 1, "play Article 48 to cancel this Event?"); /* "... cancel #60 Dawes Plan?" */
        if (proc == P_ASSAULT)
            return "spend a Middle Class Sympathies pawn for +2?";
        return "yes or no";
    case D_BOX: {
        int op = st->bx_q[0];
        return box_prompts[(op >> 1) & 7][op & 1];
    }
    case D_SOURCE: return "which Available Assassinations marker?";
    case D_ROLL: return "roll a die";
    case D_DRAW: return "draw a card";
    case D_TIE: return "break the election tie";
    case D_BOTCARD: return "reveal the Non-player's top bot card";
    case D_REVEAL: return "reveal the Non-player's Event card";
    case D_CARD: {
        const rp_fx_op *o = card_op(st);
        if (o && o->op == RP_OP_GIVE)
            return "the Event says \"give\": choose the card of your hand to give";
        if (o && o->op == RP_OP_TAKE)
            return "the Event says \"take\": choose the card to take from the discard pile";
        return o && (o->flags & RP_FXF_UPTO) ? "the Event says you may discard: choose a card, or done"
                                             : "the Event says \"discard\": choose the card to discard (not an Election or Mandatory card)";
    }
    case D_CARDDRAW: return "a card at random (the Event's instruction)";
    case D_ACTION: return "choose the Parliamentary Control bonus Action";
    case D_LEVREM: return "choose the Leverage to remove";
    default: return "";
    }
}

/* ------------------------------------------------------------------ */
/* Labels (wm_move_label): what a person reads                          */
/* ------------------------------------------------------------------ */

/* "#10 Treaty of Versailles": the card's printed number and name (UTF-8)
 * as the log names it; " [reconstructed]" after a wholly reconstructed
 * one (issue 32 item 5, CONTENT.md: the move's display name says which
 * kind each card is, as the log's lines do). */
static int card_label(const rp_state *st, char *buf, size_t cap, const char *head, int id, const char *tail)
{
    (void)st;
    if (id < 1 || id > RP_NCARDS)
        return snprintf(buf, cap, "%s card %d%s", head, id, tail);
    const rp_card_info *c = CARD(id);
    char num[40] = "";
    if (c->number)
        snprintf(num, sizeof num, "#%d", c->number);
    const char *name = c->name ? c->name : "";
    if (!num[0] && !name[0]) /* the Election cards are alike: their ids tell them apart */
        snprintf(num, sizeof num, "%s %d", c->kind == RP_CARD_ELECTION ? "Election card" : "card", id);
    return snprintf(buf, cap, "%s %s%s%s%s%s", head, num, num[0] && name[0] ? " " : "", name,
                    (c->flags & RP_CF_RECONSTRUCTED) && !(c->flags & (RP_CF_TEXT_PARTIAL | RP_CF_TEXT_FULL))
                        ? " [reconstructed]" : "",
                    tail);
}

size_t wm__republic_move_label(const void *vst, wm_move m, char *buf, size_t cap)
{
    const rp_state *st = vst;
    int n;
    if (st->dec == D_REVEAL && m >= WM_REPUBLIC_DRAW && m < WM_REPUBLIC_BOX)
        n = card_label(st, buf, cap, "reveal:", (int)(m - WM_REPUBLIC_DRAW + 1), "");
    else if (st->dec == D_CARD && m >= WM_REPUBLIC_DISCARD && m < WM_REPUBLIC_DRAW) {
        /* an Event's card instruction (§6.1): what happens to the card */
        const rp_fx_op *o = card_op(st);
        char tail[48] = "";
        const char *head = "discard:";
        if (o && o->op == RP_OP_GIVE) {
            head = "give:";
            snprintf(tail, sizeof tail, " (to the %s)", wm__republic_faction_names[wm__republic_fx_who(st, o->arg)]);
        } else if (o && o->op == RP_OP_TAKE) {
            head = "take from the discard pile:";
        }
        n = card_label(st, buf, cap, head, (int)(m - WM_REPUBLIC_DISCARD + 1), tail);
    } else if (st->dec == D_CARDDRAW && m >= WM_REPUBLIC_DRAW && m < WM_REPUBLIC_BOX)
        n = card_label(st, buf, cap, "at random:", (int)(m - WM_REPUBLIC_DRAW + 1), "");
    else if (st->dec == D_BOTCARD)
        n = (int)wm__republic_move_name(st, m, buf, cap);
    else if (m >= WM_REPUBLIC_ACTION && m < WM_REPUBLIC_TRACK && m - WM_REPUBLIC_ACTION < WM_REPUBLIC_NACTIONS)
        n = snprintf(buf, cap, "Action: %s", wm__republic_action_names[m - WM_REPUBLIC_ACTION]);
    else if (m >= WM_REPUBLIC_PC && m < WM_REPUBLIC_PC_EXTRA)
        n = snprintf(buf, cap, "play Parliamentary Control: %s", wm__republic_pc_names[m - WM_REPUBLIC_PC]);
    else if (m >= WM_REPUBLIC_PC_EXTRA && m < WM_REPUBLIC_NUM)
        n = snprintf(buf, cap, "call an Extra Election with Parliamentary Control: %s",
                     wm__republic_pc_names[m - WM_REPUBLIC_PC_EXTRA]);
    else if (m >= WM_REPUBLIC_SPACE && m < WM_REPUBLIC_TIE)
        n = snprintf(buf, cap, "space %s", wm__republic_spaces[m - WM_REPUBLIC_SPACE].name);
    else if (m >= WM_REPUBLIC_CARD && m < WM_REPUBLIC_DISCARD)
        /* §6.0: play one Event card (its instructions; two Actions too) */
        n = card_label(st, buf, cap, "Event:", (int)(m - WM_REPUBLIC_CARD + 1), "");
    else if (m >= WM_REPUBLIC_DISCARD && m < WM_REPUBLIC_DRAW)
        /* §6.0: "A faction that passes may discard an Event card from
         * their hand and draw a replacement" */
        n = card_label(st, buf, cap, "pass, discard and redraw:", (int)(m - WM_REPUBLIC_DISCARD + 1), "");
    else if (m >= WM_REPUBLIC_DRAW && m < WM_REPUBLIC_BOX)
        n = card_label(st, buf, cap, "draw:", (int)(m - WM_REPUBLIC_DRAW + 1), "");
    else
        n = (int)wm__republic_move_name(st, m, buf, cap);
    return n < 0 ? 0 : (size_t)n;
}
