/*
 * npturn.c - The Weimar Republic: the Non-player turn (§8.5) and the
 * Non-player's answers to every question the engine asks an NP seat (§8.6).
 *
 * An NP seat's decisions are rules, not advice: wm__republic_advance asks
 * wm__republic_np_choose for the answer of every pending decision of an NP
 * seat and applies it itself.  What is left to the caller at an NP seat is
 * chance: the bot card reveal (D_BOTCARD), the Event revealed from the
 * stack (D_REVEAL), the Special Action and Stance dice (D_ROLL), and the
 * random pick among options §8.6 leaves tied (the NP's own question,
 * narrowed to the tied options and handed to WM_CHANCE: np_chance).  With
 * internal dice all of them are drawn from the state's generator.
 *
 * The turn itself (P_NP, pushed by the Action Step in place of its menu):
 * reveal the bot card; with "Event + 2 Bot Actions": a Parliamentary
 * Control card (§8.7), Reichstag Seats (§8.7), the Event revealed from the
 * stack (the final-year check of §8.7 first), then two Bot Actions
 * continuing down the card's list; else one Bot Action; the Reshuffle at
 * the end.  A Special Action rolls its category and performs the steps of
 * the first item that can have an effect (bots.c, special.c), each a §6
 * Action run by actions.c, or an NP-only operation.
 */
#include "republic.h"
#include "rplog.h"

#include <string.h>

#define A(x) WM_REPUBLIC_A_##x
#define NP_NOSTEP 0xFF

/* ------------------------------------------------------------------ */
/* Chance helpers                                                       */
/* ------------------------------------------------------------------ */

static int pick_bit(rp_state *st, uint32_t m)
{
    uint32_t k = wm__rng_below(&st->rng, (uint32_t)wm__popcount32(m));
    while (k--)
        m &= m - 1;
    return __builtin_ctz(m);
}

int wm__republic_np_ask_botcard(rp_state *st, int f)
{
    if (!(st->np_deck[f] & 0x1FFu))
        st->np_deck[f] = 0x1FF; /* an empty deck: all nine cards (§8.5 Reshuffle reading) */
    if (st->flags & WM_OPT_EXTERNAL_DICE) {
        wm__republic_ask(st, D_BOTCARD, f, st->np_deck[f], 0);
        return 1;
    }
    st->choice = (uint16_t)(WM_REPUBLIC_NUM + rp_botcard_of(f, pick_bit(st, st->np_deck[f])));
    return 0;
}

/* The bot card of choice (a D_BOTCARD answer) leaves f's deck. */
static int take_botcard(rp_state *st, int f)
{
    int first = wm__republic_botcard_first[f];
    int n = rp_arg(st, WM_REPUBLIC_NUM, 64);
    if (n < first || n >= first + RP_BOTCARDS_PER_FACTION)
        n = first;
    st->np_deck[f] = (uint16_t)(st->np_deck[f] & ~(1u << (n - first)));
    st->np_card[f] = (uint8_t)n;
    return n;
}

/* ------------------------------------------------------------------ */
/* §8.6 the NP's answers                                                */
/* ------------------------------------------------------------------ */


int wm__republic_np_owns(const rp_state *st)
{
    if (st->over || st->dec == D_NONE || st->np_chance || rp_is_chance_dec(st->dec))
        return 0;
    return rp_is_np(st, st->dec_seat);
}

/* The Special Action step being performed by the active NP (0: none). */
static int cur_op(const rp_state *st, int f)
{
    if (f != st->active || rp_frame_of(st, P_NP) < 0 || st->np_step >= RP_NP_MAX_STEPS)
        return RP_NPOP_NONE;
    const rp_np_table *t = &wm__republic_np_special[f];
    if (st->np_cat >= t->ncategories || st->np_item >= t->cat[st->np_cat].nitems)
        return RP_NPOP_NONE;
    return t->cat[st->np_cat].item[st->np_item].step[st->np_step].op;
}

static uint16_t cur_cond(const rp_state *st, int f)
{
    if (!cur_op(st, f))
        return 0;
    const rp_np_item *it = &wm__republic_np_special[f].cat[st->np_cat].item[st->np_item];
    return (uint16_t)(it->cond | it->step[st->np_step].cond);
}

/* One of m at random: at once with internal dice; with external dice the
 * pending decision is narrowed to m and handed to WM_CHANCE (returns
 * WM_REPUBLIC_ACTIONS: nothing to apply).  An empty m (the guidelines left
 * no candidate) is no answer either: WM_REPUBLIC_ACTIONS, and the caller
 * falls back to the first legal option. */
static wm_move random_of(rp_state *st, uint32_t m, wm_move base)
{
    if (!m)
        return WM_REPUBLIC_ACTIONS;
    if (wm__popcount32(m) <= 1 || !(st->flags & WM_OPT_EXTERNAL_DICE))
        return base + (wm_move)(wm__popcount32(m) <= 1 ? __builtin_ctz(m) : pick_bit(st, m));
    st->dec_mask = m;
    st->dec_done = 0;
    st->np_chance = 1;
    return WM_REPUBLIC_ACTIONS;
}

/* Step E then the random pick among the spaces left. */
static wm_move space_e(rp_state *st, int card, uint32_t m)
{
    uint32_t e = wm__republic_np_step_e(st, card, m);
    return random_of(st, e ? e : m, WM_REPUBLIC_SPACE);
}

/* The Event instruction an NP answers at its Event's op stage (NULL at
 * the Article 48 question). */
static const rp_fx_op *event_op(const rp_state *st, const rp_fx_op **prog, int *at)
{
    int ev = st->nfr ? st->nfr - 1 : -1;
    if (ev < 0 || st->fr_proc[ev] != P_EVENT || st->st_card < 1 || st->st_card > RP_NCARDS || !CARD(st->st_card)->fx)
        return NULL;
    int stage = st->fr_stage[ev];
    if (stage < RP_STAGE_EVENT_OPS)
        return NULL;
    const rp_fx_op *p = CARD(st->st_card)->fx;
    int i = (stage - RP_STAGE_EVENT_OPS) / 2, len = 0;
    while (p[len].op != RP_OP_END)
        len++;
    if (i >= len)
        return NULL;
    *prog = p;
    *at = i;
    return &p[i];
}

/* An Event's space question: Step B when the instruction (or the chosen
 * space's instructions) place or remove Influence, then Step E. */
static wm_move event_space(rp_state *st, int f, int card, uint32_t m)
{
    int ev = rp_frame_of(st, P_EVENT);
    if (ev >= 0 && st->st_card >= 1 && st->st_card <= RP_NCARDS && CARD(st->st_card)->fx) {
        const rp_fx_op *p = CARD(st->st_card)->fx;
        int stage = st->fr_stage[ev];
        int i = (stage - RP_STAGE_EVENT_OPS) / 2;
        if (stage >= RP_STAGE_EVENT_OPS) {
            int len = 0;
            while (p[len].op != RP_OP_END)
                len++;
            for (int k = i; k < len && k >= 0; k++) {
                if (k > i && !(p[k].flags & RP_FXF_CHOSEN))
                    break;
                if (p[k].op == RP_OP_PLACE_CUBES || p[k].op == RP_OP_REMOVE_CUBES || p[k].op == RP_OP_REPLACE_CUBES) {
                    /* §8.6 Step B "places, removes, or replaces Influence": a
                     * replacement read as its removal of the other faction's cube */
                    int whose = wm__republic_fx_who(st, p[k].who);
                    int n = p[k].n ? p[k].n : 1;
                    uint32_t b = wm__republic_np_step_b(st, f, whose, p[k].op == RP_OP_PLACE_CUBES ? n : -n, m);
                    if (b)
                        m = b;
                    break;
                }
            }
        }
    }
    return space_e(st, card, m);
}

/* §8.6 Step B for the space of f's Place Influence (removing = 0) or
 * Remove Influence Action among m, with the cubes the Action really
 * places or removes (the Economy or Reaction track's number, the
 * Coalition's one; a placement at most the cubes Available, and Step B
 * stops it at the space's Population); the NP performs it to the maximum
 * extent possible (§8.6 Section 1), its removals taking opposing cubes in
 * the card's Faction Order (Section 2, D_CUBE below). */
static uint32_t influence_step_b(const rp_state *st, int f, int card, int removing, uint32_t m)
{
    int n = wm__republic_influence_count(st, f, removing);
    if (removing)
        return wm__republic_np_step_b_remove(st, f, card, n, m);
    int av = wm__republic_cubes_avail(st, f);
    return wm__republic_np_step_b(st, f, f, n < av ? n : av, m);
}

static wm_move action_space(rp_state *st, int f, int card, uint32_t m)
{
    int stage = STAGE(st);
    uint16_t cond = cur_cond(st, f);
    switch (st->act) {
    case A(PLACE_INFLUENCE):
    case A(REMOVE_INFLUENCE): {
        uint32_t b = influence_step_b(st, f, card, st->act == A(REMOVE_INFLUENCE), m);
        return space_e(st, card, b ? b : m);
    }
    case A(PLACE_UNIT): { /* Step C with the SV of the unit placed (§1.4; the kind chosen first, Section 3) */
        uint32_t c = wm__republic_np_step_c(st, f, wm__republic_kind_sv(st->a_k), m);
        return space_e(st, card, c ? c : m);
    }
    case A(ASSAULT): {
        if (stage == 1 && cur_op(st, f) == RP_NPOP_ASSAULT && bit(m, st->np_space))
            return (wm_move)(WM_REPUBLIC_SPACE + st->np_space); /* chosen by the Special Action */
        /* an Assault an Event grants: where the NP's Potential Assault
         * Strength is greater (§8.1), else Step E */
        uint32_t a = wm__republic_np_assault_spaces(st, f, card, NULL) & m;
        return space_e(st, card, a ? a : m);
    }
    case A(MOVE_UNITS):
        if (st->dec_done)
            return WM_REPUBLIC_DONE; /* §8.1: NP factions do not perform Move Units */
        break;
    case A(PLACE_REFORM): {
        uint32_t r = m & wm__republic_np_no_reform_area(st);
        return space_e(st, card, r ? r : m);
    }
    case A(ASSASSINATIONS): {
        uint32_t r = m & wm__republic_np_no_ass_area(st);
        return space_e(st, card, r ? r : m);
    }
    case A(PLACE_CLIQUE): {
        uint32_t r = wm__republic_np_clique_spaces(st, card) & m;
        return space_e(st, card, r ? r : m);
    }
    default: break;
    }
    if (cond & (RP_NPC_STRIKE_SPACE_FIRST | RP_NPC_ROGUE_SPACE_FIRST))
        m = wm__republic_np_step_a(st, cond, m);
    return space_e(st, card, m);
}

/* The Economy track side (marker's side first, §8.9) among `sides` whose
 * Leverage removed next has `colour` (1 yellow, 2 black); -1 for none. */
static int econ_side_with(const rp_state *st, uint32_t sides, int colour)
{
    int first = wm__republic_np_econ_side(st, 3u);
    for (int k = 0; k < 2; k++) {
        int side = k == 0 ? first : 1 - first;
        int b = bit(sides, side) ? wm__republic_econ_remove_box(st, side) : -1;
        if (b >= 0 && st->econ_lev[b] == colour)
            return side;
    }
    return -1;
}

/* §8.6 Step D for a Leverage removal (D_LEVREM's tracks, bit t): the
 * opposing colour (§8.6 Section 1: the Coalition removes black, the RC
 * yellow); the Special Action step's own track first; then the
 * Progress/Reaction track, then the Economy track (the marker's side
 * first).  -1: none of the tracks (a space on the map then). */
static int levrem_track(const rp_state *st, int f, uint32_t m, int op)
{
    int colour = f == RP_COALITION ? 2 : 1;
    if (op == RP_NPOP_REMOVE_YELLOW_PROGRESS_HIGHEST && bit(m, WM_REPUBLIC_T_PROGRESS))
        return WM_REPUBLIC_T_PROGRESS;
    if (op == RP_NPOP_REMOVE_YELLOW_ECON || op == RP_NPOP_REMOVE_BLACK_ECON)
        return econ_side_with(st, m & 3u, op == RP_NPOP_REMOVE_YELLOW_ECON ? 1 : 2);
    int pr = colour == 2 ? WM_REPUBLIC_T_REACTION : WM_REPUBLIC_T_PROGRESS;
    if (bit(m, pr))
        return pr;
    return econ_side_with(st, m & 3u, colour);
}

/* §8.6 Step D for a track question (D_TRACK): the Special Action step's
 * own track, else the Progress/Reaction track, then the Economy track
 * (the marker's side first), then the Deals tracks (U.S. first). */
static int track_for(const rp_state *st, int f, uint32_t m, int op)
{
    if (op == RP_NPOP_US_DEALS && bit(m, WM_REPUBLIC_T_US))
        return WM_REPUBLIC_T_US;
    if (op == RP_NPOP_USSR_DEALS && bit(m, WM_REPUBLIC_T_USSR))
        return WM_REPUBLIC_T_USSR;
    if (op == RP_NPOP_PLACE_YELLOW_ECON) {
        int s = wm__republic_np_econ_side(st, m & 3u);
        if (s >= 0)
            return s;
    }
    if (op == RP_NPOP_PLACE_BLACK_ECON) {
        int s = rp_year_era(RP_FIRST_YEAR + st->year) == RP_ERA_CRISIS ? WM_REPUBLIC_T_ECON_LEFT : WM_REPUBLIC_T_ECON_RIGHT;
        if (bit(m, s))
            return s;
    }
    int pr = (f == RP_COALITION || f == RP_KPD) ? WM_REPUBLIC_T_PROGRESS : WM_REPUBLIC_T_REACTION;
    if (bit(m, pr))
        return pr;
    int s = wm__republic_np_econ_side(st, m & 3u);
    if (s >= 0)
        return s;
    for (int t = WM_REPUBLIC_T_PROGRESS; t < 8; t++)
        if (bit(m, t))
            return t;
    return -1;
}

/* The §8.6 Section 1 direction of a Stance or similar two-way shift. */
static wm_move stance_dir(rp_state *st, int f, uint32_t m)
{
    if (cur_op(st, f) == RP_NPOP_STANCE_DIE) {
        int t = st->np_die ? WM_REPUBLIC_T_REVOLUTIONARY : WM_REPUBLIC_T_DEMOCRATIC;
        if (bit(m, t))
            return (wm_move)(WM_REPUBLIC_TRACK + t);
    }
    return random_of(st, m, WM_REPUBLIC_TRACK); /* §8.1 "When in Doubt, Randomize" */
}

/* The faction a piece (WM_REPUBLIC_P_*) belongs to. */
static int piece_owner(int p)
{
    static const uint8_t owner[5] = {RP_COALITION, RP_KPD, RP_NSDAP, RP_COALITION, RP_RC};
    return p >= 0 && p < 5 ? owner[p] : -1;
}

/* Opposing pieces first (§8.6 Section 1 "Remove opposing units and
 * pieces"), in the Section 3 order. */
static int piece_for(int f, uint32_t m)
{
    static const uint8_t order[5] = {WM_REPUBLIC_P_REFORM, WM_REPUBLIC_P_YELLOW, WM_REPUBLIC_P_BLACK,
                                     WM_REPUBLIC_P_KPD_CADRE, WM_REPUBLIC_P_NSDAP_CADRE};
    for (int pass = 0; pass < 2; pass++)
        for (int i = 0; i < 5; i++)
            if (bit(m, order[i]) && (pass || piece_owner(order[i]) != f))
                return order[i];
    return -1;
}

/* A decision an NP seat answers (§8.6): the seat, its bot card, the
 * procedure that asked, the Special Action step being performed (cur_op)
 * and the options.  An answer procedure below returns its answer, or sets
 * check to have it checked like every answer of wm__republic_np_choose
 * (WM_REPUBLIC_ACTIONS: §8.6 decides nothing). */
typedef struct np_question {
    int f, card, top, op;
    const rp_botcard *b;
    uint32_t m;
    int check;
} np_question;

static wm_move checked(np_question *q, wm_move r)
{
    q->check = 1;
    return r;
}

/* The first faction of m in the card's Faction Order, else -1. */
static int first_in_order(const rp_botcard *b, uint32_t m)
{
    for (int i = 0; i < NF - 1; i++)
        if (bit(m, b->order[i]))
            return b->order[i];
    return -1;
}

/* §8.6 Section 2 for a cube of another faction the round removes (the
 * Held Card Penalty, Hyperinflation): Step B, else Step E; its own cubes
 * where no Dominance is lost, else anywhere. */
static wm_move round_cube_space(rp_state *st, const np_question *q)
{
    int f = q->f;
    uint32_t m = q->m;
    int whose = st->fr_stage[0] == R_HYPER_GOT ? RP_COALITION : st->order[st->r_i < NF ? st->r_i : 0];
    uint32_t bb = whose != f ? wm__republic_np_step_b(st, f, whose, -1, m) : 0;
    if (whose == f) {
        uint32_t keep = 0;
        for (int s = 0; s < NSP; s++)
            if (bit(m, s) && wm__republic_dominant(st, s) != f)
                keep |= SPB(s);
        bb = keep;
    }
    return space_e(st, q->card, bb ? bb : m);
}

/* §8.6 Section 4 Select One Eligible Space. */
static wm_move answer_space(rp_state *st, np_question *q)
{
    int f = q->f, card = q->card, top = q->top;
    uint32_t m = q->m;
    if (top == P_ACTION)
        return checked(q, action_space(st, f, card, m));
    if (top == P_EVENT) {
        /* §8.6 Section 1: an "up to" the NP's list does not name is skipped */
        const rp_fx_op *prog = NULL;
        int at = 0;
        const rp_fx_op *o = event_op(st, &prog, &at);
        if (o && (o->flags & RP_FXF_UPTO) && st->dec_done && !st->a_k && wm__republic_np_option_rank(st, f, o) < 0)
            return WM_REPUBLIC_DONE;
        return checked(q, event_space(st, f, card, m));
    }
    if (top == P_PCBONUS) /* remove a Coalition Reform */
        return checked(q, f == RP_COALITION ? WM_REPUBLIC_DONE : space_e(st, card, m));
    if (top == P_ROUND && st->fr_stage[0] == R_ADV_GOT)
        return checked(q, WM_REPUBLIC_DONE); /* reading: an NP KPD removes no Strike or Uprising */
    if (top == P_ROUND)
        return checked(q, round_cube_space(st, q));
    return checked(q, space_e(st, card, m));
}

/* §8.6 Section 2 Select a Target: the card's Faction Order. */
static wm_move answer_faction(rp_state *st, np_question *q)
{
    uint32_t m = q->m;
    if (q->top == P_ACTION && st->act == A(ASSAULT) && cur_op(st, q->f) == RP_NPOP_ASSAULT && bit(m, st->np_target))
        return (wm_move)(WM_REPUBLIC_FACTION + st->np_target);
    if (q->top == P_ELECTION)
        return WM_REPUBLIC_DONE; /* no PV transferred (reading) */
    /* §8.1 "will always accept the loan of any units offered": at an
     * Assault the NP asks every faction that may lend, in the card's
     * Faction Order, and takes what each lends (reading) */
    int g = first_in_order(q->b, m);
    if (g >= 0)
        return (wm_move)(WM_REPUBLIC_FACTION + g);
    if (q->top == P_ASSAULT)
        return WM_REPUBLIC_DONE;
    return checked(q, random_of(st, m & 0xFu, WM_REPUBLIC_FACTION));
}

/* §8.6 Section 3 Select Affected Units and Pieces: an opposing piece
 * (Reform 1, Leverage 7, Cadre 8) before any Influence cube (10); then the
 * cubes of the opposing factions in the card's Faction Order (Section 2);
 * the NP's own piece only when nothing else is offered. */
static wm_move answer_cube(rp_state *st, np_question *q)
{
    (void)st;
    uint32_t m = q->m, pieces = (m >> 8) & 0x1Fu;
    int p = pieces ? piece_for(q->f, pieces) : -1;
    if (p >= 0 && (!(m & 0xFu) || piece_owner(p) != q->f))
        return (wm_move)(WM_REPUBLIC_PIECE + p);
    int g = first_in_order(q->b, m);
    if (g >= 0)
        return (wm_move)(WM_REPUBLIC_CUBE + g);
    if (m & 0xFu)
        return (wm_move)(WM_REPUBLIC_CUBE + __builtin_ctz(m & 0xFu));
    return WM_REPUBLIC_ACTIONS;
}

/* §8.6 Section 3 item 9: "Units loaned to a faction before their own". */
static wm_move answer_kind(rp_state *st, np_question *q)
{
    uint32_t loaned = 0;
    if (q->top == P_ASSAULT) {
        for (int i = 0; i < 6; i++)
            if (st->as_lend[i])
                loaned |= 1u << i;
        if (st->as_fk)
            loaned |= (1u << WM_REPUBLIC_K_FREIKORPS) | (1u << WM_REPUBLIC_K_LOYAL) | (1u << WM_REPUBLIC_K_ROGUE);
    }
    int k = wm__republic_np_unit_kind(q->m, loaned);
    return k >= 0 ? (wm_move)(WM_REPUBLIC_KIND + k) : WM_REPUBLIC_ACTIONS;
}

/* §8.6 Section 4 (the tracks), or the direction of a Change Stance. */
static wm_move answer_track(rp_state *st, np_question *q)
{
    if (q->top == P_ACTION && st->act == A(CHANGE_STANCE))
        return checked(q, stance_dir(st, q->f, q->m));
    int t = track_for(st, q->f, q->m, q->op);
    return t >= 0 ? (wm_move)(WM_REPUBLIC_TRACK + t) : WM_REPUBLIC_ACTIONS;
}

/* §8.6: a Leverage to remove, from a track or the map (the other colour's
 * spaces first). */
static wm_move answer_levrem(rp_state *st, np_question *q)
{
    uint32_t m = q->m;
    int t = levrem_track(st, q->f, (m >> 26) & 0xFu, q->op);
    if (t >= 0 && bit(m >> 26, t))
        return (wm_move)(WM_REPUBLIC_TRACK + t);
    uint32_t sp = m & RP_ALL_SPACES, want = 0;
    for (int s = 0; s < NSP; s++)
        if (bit(sp, s) && st->lev[s][q->f == RP_COALITION ? 1 : 0])
            want |= SPB(s);
    return checked(q, space_e(st, q->card, want ? want : sp));
}

static wm_move answer_pawn(rp_state *st, np_question *q)
{
    (void)st;
    int p = wm__republic_np_pawn(q->card, q->m);
    return p >= 0 ? (wm_move)(WM_REPUBLIC_PAWN + p) : WM_REPUBLIC_ACTIONS;
}

static wm_move answer_piece(rp_state *st, np_question *q)
{
    (void)st;
    int p = piece_for(q->f, q->m);
    return p >= 0 ? (wm_move)(WM_REPUBLIC_PIECE + p) : WM_REPUBLIC_ACTIONS;
}

/* §8.1 never loans units; §8.6 "to the maximum extent possible". */
static wm_move answer_num(rp_state *st, np_question *q)
{
    if (q->top == P_ASSAULT)
        return (wm_move)(WM_REPUBLIC_NUM + st->dec_lo);
    return (wm_move)(WM_REPUBLIC_NUM + st->dec_hi);
}

/* §8.7 Article 48 for an NP Coalition; §8.1 never spends Middle Class
 * Sympathies pawns. */
/* §8.6 Section 1 for an Event's "may" and "either ... or" (effects.c):
 * "NP factions will only implement those [options] that match their NP
 * faction-specific guidelines ... choose the one closest to the top of
 * each list first.  If an Event ever grants an NP faction an option that
 * is not on their list first, just skip it."  A "may": yes when what it
 * governs has an instruction on the list; an "either": the branch whose
 * best instruction stands higher (the first on a tie); neither on the
 * list: the first (reading: an "either" cannot be skipped, §6.1 "Event
 * instructions must be performed", and §8.1 implements instructions
 * literally, in the order printed). */
static wm_move np_choice(rp_state *st, int f, const rp_fx_op *p, int i)
{
    const rp_fx_op *o = &p[i];
    int span = o->n ? o->n : 1;
    if (o->op == RP_OP_MAY)
        return wm__republic_np_branch_rank(st, f, p, i + 1, span) >= 0 ? WM_REPUBLIC_YES : WM_REPUBLIC_NO;
    int a = wm__republic_np_branch_rank(st, f, p, i + 1, span);
    int bn = p[i + span].op == RP_OP_SKIP ? p[i + span].n : 1;
    int b = wm__republic_np_branch_rank(st, f, p, i + 1 + span, bn);
    if (a >= 0 && (b < 0 || a <= b))
        return WM_REPUBLIC_YES;
    return b >= 0 ? WM_REPUBLIC_NO : WM_REPUBLIC_YES;
}

static wm_move answer_yesno(rp_state *st, np_question *q)
{
    const rp_fx_op *prog = NULL;
    int at = 0;
    if (q->top == P_EVENT && event_op(st, &prog, &at) && (prog[at].op == RP_OP_MAY || prog[at].op == RP_OP_EITHER))
        return np_choice(st, q->f, prog, at);
    if ((q->top == P_EVENT || q->top == P_NP) && q->f == RP_COALITION)
        return wm__republic_np_article48(st, st->bots, st->st_card) ? WM_REPUBLIC_YES : WM_REPUBLIC_NO;
    return WM_REPUBLIC_NO;
}

/* §8.7 a Parliamentary Control card's bonus Action: the Bot Action it was
 * played for; else a random one (never Move Units). */
static wm_move answer_action(rp_state *st, np_question *q)
{
    uint32_t m = q->m;
    if (rp_frame_of(st, P_NP) >= 0 && q->f == st->active) {
        if (st->np_pcact == 0xFF)
            return WM_REPUBLIC_DONE; /* the card is played to remove a Reform */
        const rp_botcard *b = q->b;
        int ba = st->np_pcact < b->npriorities ? b->priority[st->np_pcact] : -1;
        int a = ba == RP_BA_PLACE_INFLUENCE ? A(PLACE_INFLUENCE)
                : ba == RP_BA_REMOVE_INFLUENCE ? A(REMOVE_INFLUENCE)
                : ba == RP_BA_PLACE_CLIQUE ? A(PLACE_CLIQUE) : -1;
        if (a >= 0 && bit(m, a))
            return (wm_move)(WM_REPUBLIC_ACTION + a);
    }
    m &= ~(1u << A(MOVE_UNITS));
    if (!m)
        return WM_REPUBLIC_DONE;
    return checked(q, random_of(st, m, WM_REPUBLIC_ACTION));
}

/* §8.6 Section 3 Step D: a holding box (§5.2); §8.8 the Clique with the
 * card's letter. */
static wm_move answer_box(rp_state *st, np_question *q)
{
    uint32_t m = q->m;
    int letter = st->dec == D_BOX && q->f == st->active ? wm__republic_np_clique_letter(st) : -1;
    if (letter >= 0) {
        int loc = st->cq_loc[letter];
        if (loc == CQ_REACTION && bit(m, BOX_REACTION))
            return (wm_move)(WM_REPUBLIC_BOX + BOX_REACTION);
        if (loc >= CQ_MAT && loc < CQ_TRANSIT && bit(m, BOX_RC))
            return (wm_move)(WM_REPUBLIC_BOX + BOX_RC);
    }
    int bx = wm__republic_np_step_d(q->card, m);
    return bx >= 0 ? (wm_move)(WM_REPUBLIC_BOX + bx) : WM_REPUBLIC_ACTIONS;
}

/* §8.5: the Action Step menu of an NP (its turn ends). */
static wm_move answer_step(rp_state *st, np_question *q)
{
    (void)q;
    return wm__republic_step_is_legal(st, WM_REPUBLIC_END) ? WM_REPUBLIC_END : WM_REPUBLIC_PASS;
}

/* One answer procedure per decision kind (D_*); none for chance. */
typedef wm_move (*rp_answer_fn)(rp_state *st, np_question *q);
static const rp_answer_fn answer_of[D_KINDS] = {
    [D_STEP] = answer_step,
    [D_SPACE] = answer_space,
    [D_FACTION] = answer_faction,
    [D_CUBE] = answer_cube,
    [D_KIND] = answer_kind,
    [D_TRACK] = answer_track,
    [D_PAWN] = answer_pawn,
    [D_PIECE] = answer_piece,
    [D_NUM] = answer_num,
    [D_YESNO] = answer_yesno,
    [D_ACTION] = answer_action,
    [D_LEVREM] = answer_levrem,
    [D_BOX] = answer_box,
    [D_SOURCE] = answer_box,
};
_Static_assert(D_CARDDRAW == D_KINDS - 1, "answer_of: indexed by the decision kinds (D_CARD: never an NP's, effects.c picks its card at random, §8.1)");

/* The NP's answer to the pending decision (§8.6), or WM_REPUBLIC_ACTIONS
 * when it was handed to chance (np_chance). */
wm_move wm__republic_np_choose(rp_state *st)
{
    np_question q;
    q.f = st->dec_seat;
    q.card = rp_np_card_of(st, q.f);
    q.top = st->nfr ? st->fr_proc[st->nfr - 1] : P_ROUND;
    q.b = &wm__republic_botcards[q.card];
    q.m = st->dec_mask;
    q.op = cur_op(st, q.f);
    q.check = 0;
    wm_move r = st->dec < D_KINDS && answer_of[st->dec] ? answer_of[st->dec](st, &q) : WM_REPUBLIC_ACTIONS;
    if (!q.check && r != WM_REPUBLIC_ACTIONS)
        return r;
    if (r != WM_REPUBLIC_ACTIONS && (st->np_chance || wm__republic_is_legal(st, r)))
        return r;
    if (st->np_chance)
        return WM_REPUBLIC_ACTIONS;
    /* nothing §8.6 decides: the first option that is not "done" */
    wm_move buf[256];
    size_t n = wm__republic_legal(st, buf, 256);
    for (size_t i = 0; i < n; i++)
        if (buf[i] != WM_REPUBLIC_DONE)
            return buf[i];
    return n ? buf[0] : WM_REPUBLIC_DONE;
}

/* ------------------------------------------------------------------ */
/* §8.5 the NP turn                                                     */
/* ------------------------------------------------------------------ */


int wm__republic_np_revealed(const rp_state *st)
{
    int i = rp_frame_of(st, P_NP);
    if (i < 0 || !(st->st_flags & SF_EVENT) || (st->st_flags & SF_NP_CANCELLED) || !st->st_card)
        return 0;
    switch (st->fr_stage[i]) {
    case N_A48_GOT:
    case N_SEATS:
    case N_PC:
    case N_PC_DONE:
    case N_PLAY: return st->st_card;
    default: return 0;
    }
}

static const char *const ba_names[RP_BA_KINDS] = {"Special Action", "Place Influence", "Remove Influence",
                                                   "Place Conservative Clique"};

/* §8.7 "Once a space and an Action have been selected, play the matching
 * Parliamentary Control card": among the cards u the NP may play, the one
 * whose area holds the space the guidelines select (Step B for Influence,
 * then Step E; for a Reform removal Step E among the Reform spaces); the
 * lowest such card when several hold the spaces left. */
static int pick_pc(const rp_state *st, int f, int card, uint32_t u, int act)
{
    const rp_botcard *b = &wm__republic_botcards[card];
    int ba = act >= 0 && act < b->npriorities ? b->priority[act] : -1;
    uint32_t el = 0;
    for (uint32_t r = u; r; r &= r - 1u) {
        uint32_t area = wm__republic_pc_mask[__builtin_ctz(r)];
        if (act < 0) {
            for (int s = 0; s < NSP; s++)
                if (bit(area, s) && st->reform[s])
                    el |= SPB(s);
        } else if (ba == RP_BA_PLACE_INFLUENCE) {
            el |= wm__republic_action_spaces(st, f, A(PLACE_INFLUENCE), area);
        } else if (ba == RP_BA_REMOVE_INFLUENCE) {
            el |= wm__republic_action_spaces(st, f, A(REMOVE_INFLUENCE), area);
        } else if (ba == RP_BA_PLACE_CLIQUE) {
            el |= wm__republic_np_clique_spaces(st, card) & area;
        }
    }
    if (ba == RP_BA_PLACE_INFLUENCE || ba == RP_BA_REMOVE_INFLUENCE) {
        uint32_t bb = influence_step_b(st, f, card, ba == RP_BA_REMOVE_INFLUENCE, el);
        if (bb)
            el = bb;
    }
    uint32_t e = wm__republic_np_step_e(st, card, el);
    if (e)
        el = e;
    for (uint32_t r = u; r; r &= r - 1u)
        if (wm__republic_pc_mask[__builtin_ctz(r)] & el)
            return __builtin_ctz(r);
    return __builtin_ctz(u);
}

static void push_action(rp_state *st, int a)
{
    wm__republic_push_action(st, a, st->active, RP_ALL_SPACES);
}

/* The §6 Action of a Special Action step (-1: an NP-only operation). */
static int step_action(int op)
{
    switch (op) {
    case RP_NPOP_PLACE_SUDDEN_VICTORY: return A(PLACE_SV);
    case RP_NPOP_PLACE_REFORM: return A(PLACE_REFORM);
    case RP_NPOP_ADVANCE_PROGRESS: return A(ADVANCE_PROGRESS);
    case RP_NPOP_PLACE_LEV_TRACK:
    case RP_NPOP_PLACE_YELLOW_ECON:
    case RP_NPOP_PLACE_BLACK_ECON: return A(LEVERAGE_TRACK);
    case RP_NPOP_REMOVE_LEV:
    case RP_NPOP_REMOVE_BLACK_ECON:
    case RP_NPOP_REMOVE_YELLOW_PROGRESS_HIGHEST:
    case RP_NPOP_REMOVE_YELLOW_ECON: return A(REMOVE_LEVERAGE);
    case RP_NPOP_US_DEALS:
    case RP_NPOP_USSR_DEALS: return A(INCREASE_DEALS);
    case RP_NPOP_MOVE_MCS: return A(MOVE_MCS);
    case RP_NPOP_PLACE_UNIT: return A(PLACE_UNIT);
    case RP_NPOP_ASSAULT: return A(ASSAULT);
    case RP_NPOP_TEST_LOYALTY: return A(TEST_LOYALTY);
    case RP_NPOP_PLACE_LEV_MAP: return A(LEVERAGE_MAP);
    case RP_NPOP_FLIP_STRIKE: return A(FLIP_STRIKE);
    case RP_NPOP_PLACE_STRIKE: return A(PLACE_STRIKE);
    case RP_NPOP_PLACE_CADRE: return A(PLACE_CADRE);
    case RP_NPOP_PLACE_ASSASSINATIONS: return A(ASSASSINATIONS);
    case RP_NPOP_ADVANCE_REACTION: return A(ADVANCE_REACTION);
    default: return -1;
    }
}

static void log_np(const rp_state *st, int f, const char *what, const char *detail)
{
    if (!wm__logging())
        return;
    wm__log_begin(f, WM_LOG_PUBLIC, "np");
    wm__log_str("faction", rpl_f(f));
    wm__log_str("what", what);
    wm__log_int("bot_card", st->np_card[f]);
    wm__log_text("Non-player %s: %s%s%s", rpl_f(f), what, detail ? " " : "", detail ? detail : "");
    wm__log_end();
}

/* The Event the NP reveals (§8.7): in the last year of an Era a Mandatory
 * or Election card of its stack first (one at random), else a random card
 * of the stack ("the top card").  0: no card to reveal. */
static int event_cands(rp_state *st, int f)
{
    memset(st->np_cands, 0, sizeof st->np_cands);
    if (card_empty(st->hand[f]))
        return 0;
    if (wm__republic_np_final_year(st) && wm__republic_np_forced_cards(st, f, st->np_cands) > 0)
        return 1;
    memcpy(st->np_cands, st->hand[f], sizeof st->np_cands);
    return 1;
}

static int ask_reveal(rp_state *st, int f)
{
    if (st->flags & WM_OPT_EXTERNAL_DICE) {
        wm__republic_ask(st, D_REVEAL, f, 0, 0);
        return 1;
    }
    uint32_t k = wm__rng_below(&st->rng, (uint32_t)card_count(st->np_cands));
    for (int id = 1; id <= RP_NCARDS; id++)
        if (card_has(st->np_cands, id) && k-- == 0) {
            st->choice = (uint16_t)(WM_REPUBLIC_DRAW + id - 1);
            break;
        }
    return 0;
}

/* What a stage of the NP turn returns besides 1 (the turn is over) and 0
 * (it waits for a decision or a procedure it pushed): it moved to another
 * stage, which runs at once. */
#define N_AGAIN 2

/* §8.5 Reveal the Top Bot Deck Card. */
static int np_start(rp_state *st, int f)
{
    st->np_step = NP_NOSTEP;
    st->np_pcact = 0;
    STAGE(st) = N_CARD;
    return wm__republic_np_ask_botcard(st, f) ? 0 : N_AGAIN;
}

/* §8.5: the revealed bot card's Action Step Summary: an Event and two Bot
 * Actions, or one Bot Action. */
static int np_card(rp_state *st, int f)
{
    int card = take_botcard(st, f);
    const rp_botcard *b = &wm__republic_botcards[card];
    if (wm__logging()) {
        wm__log_begin(f, WM_LOG_PUBLIC, "np");
        wm__log_str("faction", rpl_f(f));
        wm__log_int("bot_card", card);
        wm__log_text("Non-player %s reveals bot card #%d (%s; Faction Order %s, %s, %s)", rpl_f(f), card,
                     b->event ? "Event + 2 Bot Actions" : "1 Bot Action", rpl_f(b->order[0]), rpl_f(b->order[1]),
                     rpl_f(b->order[2]));
        wm__log_end();
    }
    st->np_from = 0;
    st->np_left = (uint8_t)(b->event ? 2 : 1);
    STAGE(st) = b->event ? N_EVENT : N_BA;
    return N_AGAIN;
}

/* §8.7 Parliamentary Control cards, before the Event and Actions. */
static int np_pc(rp_state *st, int f)
{
    int act = -1, card = st->np_card[f];
    uint32_t u = wm__republic_np_pc_cards(st, card, &act);
    STAGE(st) = N_PLAY;
    if (!u || (st->st_flags & SF_PC))
        return N_AGAIN;
    int unit = pick_pc(st, f, card, u, act);
    st->pc_up = (uint8_t)(st->pc_up & ~(1u << unit));
    st->st_flags |= SF_PC;
    st->st_pc = (uint8_t)unit;
    st->np_pcact = (uint8_t)(act < 0 ? 0xFF : act);
    log_np(st, f, "plays Parliamentary Control card", wm__republic_pc_names[unit]);
    STAGE(st) = N_PC_DONE;
    wm__republic_push(st, P_PCBONUS);
    return 0;
}

static int np_pc_done(rp_state *st, int f)
{
    (void)f;
    st->np_pcact = 0;
    STAGE(st) = N_PLAY;
    return N_AGAIN;
}

/* §8.7 Drawing Non-player Events: the Event card revealed first (the
 * final-year check). */
static int np_event(rp_state *st, int f)
{
    if (!event_cands(st, f)) {
        log_np(st, f, "has no Event card to reveal", NULL);
        STAGE(st) = N_SEATS;
        return N_AGAIN;
    }
    STAGE(st) = N_EVENT_GOT;
    return ask_reveal(st, f) ? 0 : N_AGAIN;
}

/* §8.7: the revealed card, skipped when it cannot be played (§8.1); then
 * Article 48, asked of the Coalition (§6.0: before any instruction of the
 * Event). */
static int np_event_got(rp_state *st, int f)
{
    int id = rp_arg(st, WM_REPUBLIC_DRAW, RP_NCARDS) + 1;
    const rp_card_info *c = CARD(id);
    memset(st->np_cands, 0, sizeof st->np_cands);
    STAGE(st) = N_SEATS;
    if (!wm__republic_card_playable(st, f, id)) { /* §8.1: skip what cannot be done legally */
        log_np(st, f, "reveals a card it may not play now", c->name);
        return N_AGAIN;
    }
    st->st_flags |= SF_EVENT;
    st->st_card = (uint8_t)id;
    card_del(st->hand[f], id); /* revealed: face-up, out of the stack until performed */
    if (wm__logging()) {
        wm__log_begin(f, WM_LOG_PUBLIC, "event");
        wm__log_int("card", id);
        wm__log_str("name", c->name ? c->name : "");
        wm__log_text("Non-player %s reveals ", rpl_f(f));
        rpl_card(st, "card", id);
        if (c->text)
            wm__log_text(": %s", c->text);
        wm__log_end();
    }
    if (wm__republic_a48_playable(st) && c->kind != RP_CARD_ELECTION && !(c->flags & RP_CF_MANDATORY)) {
        STAGE(st) = N_A48_GOT;
        wm__republic_ask(st, D_YESNO, RP_COALITION, 0, 0);
        return 0;
    }
    return N_AGAIN;
}

static int np_a48_got(rp_state *st, int f)
{
    (void)f;
    STAGE(st) = N_SEATS;
    if (st->choice == WM_REPUBLIC_YES) {
        st->st_flags |= SF_NP_CANCELLED;
        wm__republic_a48_cancel(st, st->st_card);
    }
    return N_AGAIN;
}

/* §8.7 Reichstag Seats: when not the Momentum faction; after Article 48
 * and before a Parliamentary Control card, so that the NP conducts that
 * card's Clean Slate (§5.11). */
static int np_seats(rp_state *st, int f)
{
    if (wm__republic_np_plays_seats(st, f)) {
        st->rs_up = 0;
        if (st->unity > RP_UNITY_FRAGILE)
            st->unity--;
        st->momentum = (uint8_t)f;
        wm__republic_clean_slate(st, RP_ALL_SPACES);
        log_np(st, f, "plays Reichstag Seats", "(becomes the Momentum faction)");
    }
    STAGE(st) = N_PC;
    return N_AGAIN;
}

/* §8.7 Perform the Revealed Event Card (Article 48 was asked above). */
static int np_play(rp_state *st, int f)
{
    int id = wm__republic_np_revealed(st);
    st->st_flags &= (uint8_t)~SF_NP_CANCELLED;
    STAGE(st) = N_BA;
    if (!id)
        return N_AGAIN;
    if (wm__logging()) {
        wm__log_begin(f, WM_LOG_PUBLIC, "event");
        wm__log_text("Non-player %s performs ", rpl_f(f));
        rpl_card(st, "card", id);
        wm__log_end();
    }
    STAGE(st) = N_EVENT_DONE;
    wm__republic_push(st, P_EVENT);
    STAGE(st) = RP_STAGE_EVENT_A48; /* Article 48 was asked above */
    st->choice = WM_REPUBLIC_NO;
    return 0;
}

static int np_event_done(rp_state *st, int f)
{
    (void)f;
    STAGE(st) = N_BA;
    return N_AGAIN;
}

/* §8.5 Perform Bot Actions: the next Bot Action of the card's list that
 * will have some effect; a Special Action rolls its category (§8.8). */
static int np_bot_action(rp_state *st, int f)
{
    int card = st->np_card[f];
    if (!st->np_left) {
        STAGE(st) = N_END;
        return N_AGAIN;
    }
    int i = wm__republic_np_next_bot_action(st, card, st->np_from);
    if (i < 0) {
        log_np(st, f, "has no further Bot Action with an effect", NULL);
        STAGE(st) = N_END;
        return N_AGAIN;
    }
    st->np_from = (uint8_t)(i + 1);
    st->np_left--;
    int ba = wm__republic_botcards[card].priority[i];
    log_np(st, f, "Bot Action:", ba_names[ba]);
    STAGE(st) = N_BA_DONE;
    st->np_step = NP_NOSTEP;
    switch (ba) {
    case RP_BA_PLACE_INFLUENCE: push_action(st, A(PLACE_INFLUENCE)); return 0;
    case RP_BA_REMOVE_INFLUENCE: push_action(st, A(REMOVE_INFLUENCE)); return 0;
    case RP_BA_PLACE_CLIQUE: push_action(st, A(PLACE_CLIQUE)); return 0;
    default:
        STAGE(st) = N_SPECIAL_GOT;
        return wm__republic_ask_roll(st) ? 0 : N_AGAIN;
    }
}

static int np_bot_action_done(rp_state *st, int f)
{
    (void)f;
    st->np_step = NP_NOSTEP;
    STAGE(st) = N_BA;
    return N_AGAIN;
}

/* §8.8 Performing Non-player Bot Actions: the die selects the Special
 * Action's category (the next listed one when nothing there can be
 * performed). */
static int np_special_got(rp_state *st, int f)
{
    int die = rp_arg(st, WM_REPUBLIC_ROLL, 6) + 1, cat = 0, item = 0;
    if (!wm__republic_np_special_pick(st, f, st->np_card[f], die, &cat, &item)) {
        STAGE(st) = N_BA_DONE;
        return N_AGAIN;
    }
    st->np_cat = (uint8_t)cat;
    st->np_item = (uint8_t)item;
    st->np_step = 0;
    st->np_done = 0;
    st->np_as = (uint8_t)wm__republic_np_assaults(st, f);
    if (wm__logging()) {
        const rp_np_category *c = &wm__republic_np_special[f].cat[cat];
        wm__log_begin(f, WM_LOG_PUBLIC, "np");
        wm__log_str("faction", rpl_f(f));
        wm__log_int("die", die);
        int rolled = wm__republic_np_category(f, die);
        wm__log_text("Non-player %s Special Action: die %d, %s: %s", rpl_f(f), die, c->name, c->item[item].name);
        if (rolled >= 0 && rolled != cat) /* §8.8: "move on to the next listed category" */
            wm__log_text(" (fell through from %s: nothing there could be performed)",
                         wm__republic_np_special[f].cat[rolled].name);
        wm__log_end();
    }
    STAGE(st) = N_STEP;
    return N_AGAIN;
}

/* §8.9-§8.12 "Place Unit & Assault": the Assault in the first eligible
 * space where the NP's Potential Assault Strength is greater than the
 * target's (§8.2); the step is over when there is none. */
static int np_step_assault(rp_state *st, int f)
{
    int card = st->np_card[f], target = -1;
    uint32_t m = wm__republic_np_assault_spaces(st, f, card, &target) & ~st->assaulted;
    if (!m || !st->np_as || target < 0) {
        st->np_step++;
        return N_AGAIN;
    }
    uint32_t e = wm__republic_np_step_e(st, card, m);
    st->np_space = (uint8_t)__builtin_ctz(e ? e : m);
    st->np_target = (uint8_t)target;
    st->np_as--;
    STAGE(st) = N_STEP_DONE;
    push_action(st, A(ASSAULT));
    return 0;
}

/* §8.9-§8.12: the Special Action item's next step that is possible: a §6
 * Action, or an NP-only operation. */
static int np_step(rp_state *st, int f)
{
    const rp_np_item *it = &wm__republic_np_special[f].cat[st->np_cat].item[st->np_item];
    if (st->np_step >= it->nsteps) {
        STAGE(st) = N_BA_DONE;
        return N_AGAIN;
    }
    const rp_np_step *p = &it->step[st->np_step];
    /* §8.12 "Perform one Place Unit Action first. If there are no
     * available RC Freikorps, instead perform a Test Coalition Loyalty
     * Action": instead of the step before, so only when that one was not
     * performed */
    int instead = (p->cond & RP_NPC_NO_RC_FREIKORPS) && st->np_step > 0 && bit(st->np_done, st->np_step - 1);
    if (instead || !wm__republic_np_step_possible(st, f, st->np_card[f], p)) {
        st->np_step++;
        return N_AGAIN;
    }
    if (p->op == RP_NPOP_UNITY_RIGHT) { /* NP only: without a pawn */
        if (st->unity < RP_UNITY_STRONG)
            st->unity++;
        log_np(st, f, "shifts Unity one box to the right", NULL);
        st->np_done = (uint8_t)(st->np_done | 1u << st->np_step);
        st->np_step++;
        return N_AGAIN;
    }
    if (p->op == RP_NPOP_STANCE_DIE) {
        STAGE(st) = N_STANCE_GOT;
        return wm__republic_ask_roll(st) ? 0 : N_AGAIN;
    }
    if (p->op == RP_NPOP_ASSAULT)
        return np_step_assault(st, f);
    int a = step_action(p->op);
    if (a < 0) {
        st->np_step++;
        return N_AGAIN;
    }
    STAGE(st) = N_STEP_DONE;
    push_action(st, a);
    return 0;
}

static int np_step_done(rp_state *st, int f)
{
    const rp_np_item *it = &wm__republic_np_special[f].cat[st->np_cat].item[st->np_item];
    st->np_space = st->np_target = 0;
    if (st->np_step < RP_NP_MAX_STEPS)
        st->np_done = (uint8_t)(st->np_done | 1u << st->np_step);
    if (st->np_step < it->nsteps && it->step[st->np_step].op == RP_NPOP_ASSAULT && st->np_as) {
        STAGE(st) = N_STEP; /* #16: another Assault in another space */
        return N_AGAIN;
    }
    st->np_step++;
    STAGE(st) = N_STEP;
    return N_AGAIN;
}

/* §8.10-§8.11 Change Stance: die + own Cadres on the map, 4+ towards
 * Revolutionary. */
static int np_stance_got(rp_state *st, int f)
{
    int die = rp_arg(st, WM_REPUBLIC_ROLL, 6) + 1;
    int n = die + wm__republic_count_map(st, st->cadre, f);
    st->np_die = (uint8_t)(n >= 4);
    STAGE(st) = N_STEP_DONE;
    push_action(st, A(CHANGE_STANCE));
    return 0;
}

/* §8.5 Additional Instructions: the end of the turn, the Reshuffle Bot
 * Deck instruction. */
static int np_end(rp_state *st, int f)
{
    int card = st->np_card[f];
    if (card && wm__republic_botcards[card].reshuffle) {
        st->np_deck[f] = 0x1FF;
        log_np(st, f, "reshuffles its bot deck", NULL);
    }
    st->np_from = st->np_left = st->np_cat = st->np_item = st->np_as = 0;
    st->np_space = st->np_target = st->np_pcact = st->np_die = st->np_done = 0;
    st->np_step = 0;
    return 1;
}

/* One procedure per stage of the NP turn, by enum rp_np_stage. */
typedef int (*rp_np_fn)(rp_state *st, int f);
static const rp_np_fn np_of[N_NSTAGES] = {
    [N_START] = np_start,
    [N_CARD] = np_card,
    [N_PC] = np_pc,
    [N_PC_DONE] = np_pc_done,
    [N_EVENT] = np_event,
    [N_EVENT_GOT] = np_event_got,
    [N_EVENT_DONE] = np_event_done,
    [N_BA] = np_bot_action,
    [N_BA_DONE] = np_bot_action_done,
    [N_SPECIAL_GOT] = np_special_got,
    [N_STEP] = np_step,
    [N_STEP_DONE] = np_step_done,
    [N_STANCE_GOT] = np_stance_got,
    [N_END] = np_end,
    [N_A48_GOT] = np_a48_got,
    [N_SEATS] = np_seats,
    [N_PLAY] = np_play,
};
_Static_assert(N_PLAY == N_NSTAGES - 1, "np_of: one entry per enum rp_np_stage");

/* §8.5 Non-player Sequence of Play: runs the NP turn's stages until one
 * waits (0) or the turn is over (1); a stage past the last reads as the
 * end. */
int wm__republic_run_np(rp_state *st)
{
    int f = st->active;
    for (;;) {
        int stage = STAGE(st);
        int r = stage < N_NSTAGES ? np_of[stage](st, f) : np_end(st, f);
        if (r != N_AGAIN)
            return r;
    }
}

/* ------------------------------------------------------------------ */
/* wm_bot_move: what §8 would choose at a player seat                    */
/* ------------------------------------------------------------------ */

/*
 * At a player seat's question the answer an NP faction would give (§8.6),
 * computed on a copy of the state with that seat made Non-player and the
 * dice internal (a random pick of §8.6 Step E comes from the copy's
 * generator, so the answer is a function of the state).  Advisory only
 * where §8 decides nothing a player is asked: the Action Step menu (§8.5
 * runs a whole turn from a bot card instead of choosing a menu entry) and
 * chance questions get a legal move chosen from the state's hash, as the
 * core does for titles without Non-player rules.
 */
wm_status wm__republic_np_bot(const void *vg, wm_move *out)
{
    const rp_state *st = vg;
    wm_move buf[256];
    size_t n = wm__republic_legal(st, buf, 256);
    if (!n)
        return WM_EILLEGAL;
    if (st->dec != D_STEP && !rp_is_chance_dec(st->dec) && !st->np_chance && st->dec_seat < NF) {
        rp_state c = *st;
        c.bots = (uint8_t)(c.bots | 1u << c.dec_seat);
        c.flags &= ~(uint32_t)WM_OPT_EXTERNAL_DICE;
        wm_move m = wm__republic_np_choose(&c);
        if (!c.np_chance && wm__republic_is_legal(st, m)) {
            *out = m;
            return WM_OK;
        }
    }
    uint64_t h = st->rng ^ ((uint64_t)st->dec << 32) ^ st->dec_mask ^ ((uint64_t)st->year << 48) ^
                 ((uint64_t)st->active << 56) ^ (uint64_t)card_count(st->deck) << 40;
    *out = buf[wm__rng_below(&h, (uint32_t)(n < 256 ? n : 256))];
    return WM_OK;
}
