/*
 * phase33.c - Democracy under Siege: the Political Phase (§3.3): a Game
 * Round's Strategy Cards Play step (§3.3.1: the choice, the reveal and the
 * Events, CAN REPLACE, the Advanced Initiative swap, the Political Action
 * Resolution and its Reaction, §3.3.4), the Game Actions step (§3.3.2:
 * the coup declarations and the Game Impulses of §3.3.6-§3.3.13) and the
 * Coup Attempts Resolution (§3.3.14) that ends the round.  The stages'
 * rows are in stages.c (stage.h says what each entry does).
 */
#include "stage.h"

#include <string.h>

/* §3.3.1 [1]: the choice is secret: the others learn that a card was
 * chosen, the chooser's seat which one. */
static void log_choice(const siege_state *st, int ideo, int card)
{
    if (!wm__logging())
        return;
    int seat = wm__siege_seat_of(st, ideo);
    uint32_t me = 1u << seat;
    wm__log_begin(seat, WM_LOG_PUBLIC & ~me, "choose");
    wm__log_str("ideology", wm__siege_ideology_name(ideo));
    wm__log_text("%s chooses %s", wm__siege_ideology_name(ideo), card < 0 ? "no card" : "a card");
    wm__log_end();
    wm__log_begin(seat, me, "choose");
    wm__log_str("ideology", wm__siege_ideology_name(ideo));
    if (card >= 0)
        wm__log_str("card", sg_cards()[card].code);
    wm__log_text("%s chooses %s", wm__siege_ideology_name(ideo), card < 0 ? "no card" : sg_cards()[card].code);
    wm__log_end();
}

/* §3.3.1 [2] Reveal Cards. */
static void log_reveal(const siege_state *st)
{
    if (!wm__logging())
        return;
    wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "reveal");
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        int pa = st->chosen_pa[i];
        wm__log_text("%s%s: %s", i ? "; " : "", wm__siege_ideology_name(i), pa == SG_NOTHING ? "-" : sg_cards()[pa].code);
        if (pa != SG_NOTHING && (sg_cards()[pa].flags & SG_F_MANDATORY))
            wm__log_text(" (Mandatory)");
        for (int e = 0; e < 2; e++)
            if (st->chosen_ev[i][e] != SG_NOTHING) {
                wm__log_text(" + %s", sg_cards()[st->chosen_ev[i][e]].code);
                if (sg_cards()[st->chosen_ev[i][e]].flags & SG_F_MANDATORY)
                    wm__log_text(" (Mandatory)");
            }
    }
    wm__log_end();
}

/* A card program that inspects a hand (N1, SG_OP_PEEK): the others learn
 * that it was inspected, the inspecting seat which cards it held. */
static void log_peek(const siege_state *st, int owner, int card)
{
    if (!wm__logging())
        return;
    const sg_card *cd = &sg_cards()[card];
    for (int k = 0; k < cd->nops; k++) {
        if (cd->ops[k].op != SG_OP_PEEK || cd->ops[k].a >= SG_NIDEOLOGIES)
            continue;
        int who = cd->ops[k].a, seat = wm__siege_seat_of(st, owner);
        wm__log_begin(seat, WM_LOG_ALL_BUT(seat), "inspect");
        wm__log_str("ideology", wm__siege_ideology_name(owner));
        wm__log_str("hand_of", wm__siege_ideology_name(who));
        wm__log_text("%s inspects %s's hand (%s)", wm__siege_ideology_name(owner), wm__siege_ideology_name(who), cd->code);
        wm__log_end();
        wm__log_begin(seat, WM_LOG_ONLY(seat), "inspect");
        wm__log_str("ideology", wm__siege_ideology_name(owner));
        wm__log_str("hand_of", wm__siege_ideology_name(who));
        wm__log_text("%s inspects %s's hand (%s):", wm__siege_ideology_name(owner), wm__siege_ideology_name(who), cd->code);
        int none = 1;
        for (int q = 0; q < wm__siege_deck_size[who]; q++) {
            int c = wm__siege_deck_first[who] + q;
            if (st->card_loc[c] == SG_LOC_HAND) {
                wm__log_text(" %s", sg_cards()[c].code);
                none = 0;
            }
        }
        if (none)
            wm__log_text(" no card");
        wm__log_end();
    }
}

/* What the inspecting seat remembers of the inspected hand (N1): every
 * card in it now, until each leaves the hand (wm__siege_forget). */
static void learn_peek(siege_state *st, int owner, int card)
{
    const sg_card *cd = &sg_cards()[card];
    for (int k = 0; k < cd->nops; k++)
        if (cd->ops[k].op == SG_OP_PEEK && cd->ops[k].a < SG_NIDEOLOGIES)
            wm__siege_learn(st, wm__siege_seat_of(st, owner), cd->ops[k].a, SG_KNOW_HAND);
}

/* §3.3.4 Reactions "allowed by Political Action Cards": a program that
 * opens with SG_OP_NULLIFIABLE (C23) may have its effects nullified by the
 * Ideology it names at its Prestige cost: that Ideology, or -1 when it
 * cannot pay. */
static int nullifier(const siege_state *st, const sg_card *cd)
{
    if (cd->nops <= cd->ncond || cd->ops[cd->ncond].op != SG_OP_NULLIFIABLE)
        return -1;
    int who = cd->ops[cd->ncond].a;
    if (who >= SG_NIDEOLOGIES || who == cd->deck || st->prestige[who] < cd->ops[cd->ncond].b)
        return -1;
    return who;
}

static int card_of(const siege_state *st, int ideo, int loc, int action, int k)
{
    (void)st;
    (void)loc;
    (void)action;
    return wm__siege_deck_first[ideo] + k;
}

/* §1.8.2: an Event's "conditions for play ... dictate when the Event Card
 * can be played": only an Event in hand whose conditions hold is offered
 * (unlike a Political Action, whose conditions are "requirements for
 * Political Action attempt", §3.3.1's Important Note; issue 18). */
static int playable_event(const siege_state *st, int ideo, int c)
{
    return is_event(c) && in_hand(st, c) && wm__siege_conditions_met(st, ideo, c);
}

static int hand_has_pa(const siege_state *st, int ideo)
{
    for (uint64_t h = deck_where(st, ideo, SG_LOC_HAND); h; h &= h - 1)
        if (is_pa(card_of(st, ideo, 0, 0, __builtin_ctzll(h))))
            return 1;
    return 0;
}

/* §3.3.2, 2 seats (decision O20, doc/rules-siege.md): the controller
 * declares the sign of Communism's CCs over a Coup Marker (§3.3.14) "to
 * generate beneficial consequences for Communism": + when Communism is the
 * Coup's winning Ideology (the most CCs over the marker, a tie going to
 * the marker's owner), so that a success moves the nation 4 boxes towards
 * it; - otherwise, against a Coup whose success would move the nation
 * towards an enemy Ideology.  Returns the sign forced on Ideology `ideo`,
 * or 0 when its owner chooses freely (3 seats, or not Communism). */
static int comm_sign(const siege_state *st, int ideo)
{
    if (st->seats != 2 || ideo != SG_COMMUNISM || st->rank >= SG_NIDEOLOGIES)
        return 0;
    int owner = st->order[st->rank];
    if (owner >= SG_NIDEOLOGIES)
        return 0;
    return wm__siege_coup_winner(st, owner) == SG_COMMUNISM ? 1 : -1;
}

static int mandatory_pa_in_hand(const siege_state *st, int ideo)
{
    /* wm__siege_mandatory_pa_due asks for a card in hand: only those */
    for (uint64_t h = deck_where(st, ideo, SG_LOC_HAND); h; h &= h - 1) {
        int c = wm__siege_deck_first[ideo] + __builtin_ctzll(h);
        if (is_mandatory(c) && wm__siege_mandatory_pa_due(st, c))
            return 1;
    }
    return 0;
}

static int mandatory_event_in_hand(const siege_state *st, int ideo)
{
    return wm__siege_due_event(st, ideo) >= 0;
}

static int always(const siege_state *st, int i)
{
    (void)st;
    (void)i;
    return 1;
}

static int can_replace(const siege_state *st, int i) /* §3.3.1 CAN REPLACE */
{
    int pa = st->chosen_pa[i];
    if (pa == SG_NOTHING)
        return 0;
    if ((sg_cards()[pa].flags & SG_F_MANDATORY) && (st->card_flags[pa] & SG_CF_DEALT) && st->round == 1)
        return 0; /* a Mandatory card is "played, attempted and performed normally" */
    for (int k = 0; k < wm__siege_deck_size[i]; k++) {
        int c = wm__siege_deck_first[i] + k;
        if (in_hand(st, c) && (sg_cards()[c].flags & SG_F_REPLACE))
            return 1;
    }
    return 0;
}

static int has_prestige(const siege_state *st, int i) /* the Advanced swap call */
{
    return st->prestige[i] != 0;
}

static int chose_pa(const siege_state *st, int i)
{
    return st->chosen_pa[i] != SG_NOTHING;
}

static void no_pa_pp(siege_state *st, int i) /* §3.3.1: 1 PP without a Political Action */
{
    wm__siege_award_pp(st, i, -1);
}

static int can_declare(const siege_state *st, int i) /* §3.3.2 */
{
    for (int a = 0; a < SG_NCC_AREAS; a++)
        if (wm__siege_can_declare_coup(st, i, a))
            return 1;
    return 0;
}

static int impulse_able(const siege_state *st, int i) /* PP to spend or a declared coup */
{
    return st->pp[i] || st->coup_area[i] != SG_NOTHING;
}

static int can_react(const siege_state *st, int j) /* §3.3.9, to job_a's attempt */
{
    return wm__siege_can_react_coup(st, j, st->job_a);
}

/* §3.3.14: an Ideology other than the coup's owner (order[rank]) with CCs
 * on its Coup Marker chooses their sign. */
static int reacted(const siege_state *st, int j)
{
    int owner = st->order[st->rank];
    return j != owner && st->coup_cc[owner][j];
}

static int has_coup(const siege_state *st, int i)
{
    return st->coup_target[i] != SG_NOTHING;
}

static void drop_coup_area(siege_state *st, int i)
{
    st->coup_area[i] = SG_NOTHING;
}

static int rounds_of(const siege_state *st)
{
    return (st->flags & WM_SIEGE_ADVANCED) ? SG_ROUNDS_ADVANCED : SG_ROUNDS_SHORT;
}

static int can_exploit_pp(const siege_state *st, int i)
{
    return (st->flags & WM_SIEGE_ADVANCED) && st->prestige[i] && !((st->acted >> i) & 1u) && !st->exploits &&
           st->pp[i] < SG_PP_MAX;
}

/* §3.3.11 Fight: a war (or civil war) this Ideology has MR in, once a
 * turn, for 1 PP.  The one predicate of impulse_moves and impulse_one
 * (once no declared coup is pending). */
static inline int can_fight_war(const siege_state *st, int i, int w)
{
    return st->pp[i] >= 1 && st->war_box[w] != SG_WAR_OFF && st->war_mr[w][0][i] + st->war_mr[w][1][i] &&
           !((st->fought >> w) & 1u);
}

static inline int can_fight_civil(const siege_state *st, int i, int n)
{
    return st->pp[i] >= 1 && st->civil[n] && st->civil_mr[n][0][i] + st->civil_mr[n][1][i] &&
           !((st->fought >> (16 + n)) & 1u);
}

/* §3.3.6: an Influence move of Ideology i from box `from` to the connected
 * box b; in the 2-seat game Communism's must go towards its Control Area. */
static uint32_t influence_boxes(const siege_state *st, int i, int from)
{
    if (st->seats != 2 || i != SG_COMMUNISM)
        return wm__siege_regime_adj[from];
    return wm__siege_regime_closer_set(from, SG_COMMUNISM);
}

static int pending_coup_attemptable(const siege_state *st, int i)
{
    if (st->coup_area[i] == SG_NOTHING)
        return 0;
    const sg_cc_info *cc = &wm__siege_cc[st->coup_area[i]];
    for (int t = 0; t < SG_CC_MAX_TARGETS; t++)
        if (cc->target[t].nation != SG_NAREAS && wm__siege_can_attempt_coup(st, i, cc->target[t].nation))
            return 1;
    return 0;
}

/* Every Game Action of §3.3.6-§3.3.13 the rules allow now, family by
 * family in increasing move id, from the actions' own predicates
 * (actions.c: wm__siege_can_*); impulse_one answers for one move id. */
static size_t impulse_moves(const siege_state *st, wm_move *buf, size_t cap, size_t k)
{
    int i = st->actor;
    if (pending_coup_attemptable(st, i)) {
        /* §3.3.9: the declared coup is attempted first */
        const sg_cc_info *cc = &wm__siege_cc[st->coup_area[i]];
        uint32_t targets = 0;
        for (int t = 0; t < SG_CC_MAX_TARGETS; t++) {
            int n = cc->target[t].nation;
            if (n != SG_NAREAS && wm__siege_can_attempt_coup(st, i, n))
                targets |= 1u << n;
        }
        for (uint32_t m = targets; m; m &= m - 1)
            WM_EMIT(M_ATTEMPT + (wm_move)__builtin_ctz(m));
        /* §3.3.2 (Advanced): the +1 PP for 1 Prestige is announced "before
         * starting to perform Game Actions" - before the attempt too */
        if (can_exploit_pp(st, i))
            WM_EMIT(M_EXPLOIT_PP);
        return k;
    }
    WM_EMIT(M_PASS);
    int pp = st->pp[i];
    int fits = cap >= k && cap - k >= SG_NNATIONS * SG_NREGIME_BOXES; /* no bound to test per move */
    /* influence_boxes for every box: the network, or the 2-seat
     * Communism's closer sets (NULL: ask influence_boxes) */
    const uint32_t *to = st->seats != 2 || i != SG_COMMUNISM ? wm__siege_regime_adj
                                                              : wm__siege_regime_closer_table(SG_COMMUNISM);
    for (int n = 0; n < SG_NNATIONS; n++) {
        int from = st->regime[n];
        if (from == SG_REGIME_GONE || pp < sg_influence_cost(st, n))
            continue;
        wm_move base = (wm_move)(M_INFL + n * SG_NREGIME_BOXES);
        uint32_t m = to ? to[from] : influence_boxes(st, i, from);
        if (fits)
            for (; m; m &= m - 1)
                buf[k++] = base + (wm_move)__builtin_ctz(m);
        else
            for (; m; m &= m - 1)
                WM_EMIT(base + (wm_move)__builtin_ctz(m));
    }
    int reserve = 0; /* the unused tokens, counted once (pp >= 1 only) */
    if (pp >= 1) {
        reserve = wm__siege_token_reserve(st, i);
        if (reserve > 0)
            for (uint32_t m = wm__siege_claimable_set(st, i); m; m &= m - 1)
                WM_EMIT(M_CLAIM + (wm_move)__builtin_ctz(m));
        if (reserve > 0)
            WM_EMIT(M_FORM);
        if (st->cc_pool[i])
            for (int a = 0; a < SG_NCC_AREAS; a++)
                WM_EMIT(M_DEPLOY + a);
        for (int a = 0; a < SG_NCC_AREAS; a++)
            if (st->cc_map[i][a])
                for (uint32_t m = wm__siege_cc[a].links; m; m &= m - 1)
                    WM_EMIT(M_MOVECC + (wm_move)(a * SG_NCC_AREAS + __builtin_ctz(m)));
        for (int o = 0; o < SG_NIDEOLOGIES; o++)
            if (st->coup_target[o] != SG_NOTHING && wm__siege_can_react_coup(st, i, o))
                WM_EMIT(M_REACT + o);
    }
    /* the Wars being fought and the nations at Civil War, as sets (their
     * loops below visit only those, in the same increasing order) */
    _Static_assert(SG_NWARS <= 32 && SG_NNATIONS <= 32, "a war or a nation a bit");
    uint32_t wars = sg_bytes_ne(st->war_box, SG_NWARS, SG_WAR_OFF), civils = sg_bytes_ne(st->civil, SG_NNATIONS, 0);
    if (st->force_pool[i]) {
        for (uint32_t ws = wars; ws; ws &= ws - 1) {
            int w = __builtin_ctz(ws);
            for (int side = 0; side < 2; side++)
                if (wm__siege_can_commit_war(st, i, w, side))
                    WM_EMIT(M_COMMIT + w * 2 + side);
        }
        for (uint32_t cs = civils; cs; cs &= cs - 1) {
            int n = __builtin_ctz(cs);
            int loc = -1; /* the Line of Communication, found once for both sides */
            for (int side = 0; side < 2; side++)
                if (wm__siege_can_commit_civil_side(st, i, n, side)) {
                    if (loc < 0)
                        loc = wm__siege_loc(st, i, n);
                    if (loc)
                        WM_EMIT(M_COMMIT_CW + n * 2 + side);
                }
        }
    }
    if (pp >= 1) {
        for (uint32_t ws = wars; ws; ws &= ws - 1)
            if (can_fight_war(st, i, __builtin_ctz(ws)))
                WM_EMIT(M_FIGHT + (wm_move)__builtin_ctz(ws));
        for (uint32_t cs = civils; cs; cs &= cs - 1)
            if (can_fight_civil(st, i, __builtin_ctz(cs)))
                WM_EMIT(M_FIGHT_CW + (wm_move)__builtin_ctz(cs));
    }
    if (can_exploit_pp(st, i))
        WM_EMIT(M_EXPLOIT_PP);
    if (pp >= 1)
        for (int b = 0; b < SG_NMAP_RBOXES; b++)
            if (reserve > 0 && wm__siege_map_claimable(st, i, b))
                WM_EMIT(M_CLAIM_MAP + b);
    return k;
}

/* Whether one Game Action move id is legal now (the same predicates as
 * impulse_moves, without building the list). */
static int impulse_one(const siege_state *st, wm_move m)
{
    int i = st->actor;
    if (pending_coup_attemptable(st, i))
        return (m >= M_ATTEMPT && m < M_REACT && wm__siege_can_attempt_coup(st, i, (int)(m - M_ATTEMPT))) ||
               (m == M_EXPLOIT_PP && can_exploit_pp(st, i));
    if (m == M_PASS)
        return 1;
    if (m >= M_INFL && m < M_CLAIM) {
        int x = (int)(m - M_INFL), n = x / SG_NREGIME_BOXES, b = x % SG_NREGIME_BOXES;
        int from = st->regime[n];
        if (from == SG_REGIME_GONE || st->pp[i] < sg_influence_cost(st, n))
            return 0;
        return (int)((influence_boxes(st, i, from) >> b) & 1u);
    }
    if (m >= M_CLAIM && m < M_FORM)
        return st->pp[i] >= 1 && wm__siege_can_claim(st, i, (int)(m - M_CLAIM));
    if (m == M_FORM)
        return st->pp[i] >= 1 && wm__siege_token_reserve(st, i) > 0;
    if (m >= M_DEPLOY && m < M_MOVECC)
        return st->pp[i] >= 1 && st->cc_pool[i];
    if (m >= M_MOVECC && m < M_ATTEMPT) {
        int x = (int)(m - M_MOVECC), a = x / SG_NCC_AREAS, b = x % SG_NCC_AREAS;
        return st->pp[i] >= 1 && st->cc_map[i][a] && ((wm__siege_cc[a].links >> b) & 1u);
    }
    if (m >= M_ATTEMPT && m < M_REACT)
        return 0; /* only a declared coup, above */
    if (m >= M_REACT && m < M_COMMIT)
        return st->pp[i] >= 1 && wm__siege_can_react_coup(st, i, (int)(m - M_REACT));
    if (m >= M_COMMIT && m < M_COMMIT_CW)
        return wm__siege_can_commit_war(st, i, (int)(m - M_COMMIT) / 2, (int)(m - M_COMMIT) % 2);
    if (m >= M_COMMIT_CW && m < M_FIGHT)
        return wm__siege_can_commit_civil(st, i, (int)(m - M_COMMIT_CW) / 2, (int)(m - M_COMMIT_CW) % 2);
    if (m >= M_FIGHT && m < M_FIGHT_CW)
        return can_fight_war(st, i, (int)(m - M_FIGHT));
    if (m >= M_FIGHT_CW && m < M_EXPLOIT_PP)
        return can_fight_civil(st, i, (int)(m - M_FIGHT_CW));
    if (m == M_EXPLOIT_PP)
        return can_exploit_pp(st, i);
    if (m >= M_CLAIM_MAP && m < M_ACTIONS)
        return st->pp[i] >= 1 && wm__siege_can_claim_map(st, i, (int)(m - M_CLAIM_MAP));
    return 0;
}

/* ST_ROUND_BEGIN, a new Game Round (§3.3): nothing chosen, no PP yet;
 * the Strategy Cards Play step begins. */
int wm__siege_advance_round_begin(siege_state *st, int i)
{
    (void)i;
    for (int k = 0; k < SG_NIDEOLOGIES; k++) {
        st->chosen_pa[k] = SG_NOTHING;
        st->chosen_ev[k][0] = SG_NOTHING;
        st->chosen_ev[k][1] = SG_NOTHING;
        wm__siege_set_pp(st, k, 0, "a new Game Round");
        st->permit[k] = 0;
    }
    st->rank = 0;
    st->job_b = 0;
    st->stage = ST_CHOOSE_Q;
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_CHOOSE_Q, ST_CHOOSE_PA, ST_CHOOSE_EV: [1] Choice of Cards, secret (§3.3.1) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_choose_q(siege_state *st, int i)
{
    (void)i;
    if (ask_in_order(st, always, NULL, ST_CHOOSE_PA, ST_EVENTS_Q))
        return 0;
    /* §3.3.1 [1]: a Political Action "must" be chosen "if
     * available" in the hand, so the reveal shows that an
     * Ideology without one had none there; nothing but a
     * Political Action returned by CAN REPLACE enters a hand
     * before the next turn's deal (cleared there, in
     * wm__siege_draw and at ST_REPLACE; begin_turn) */
    for (int k = 0; k < SG_NIDEOLOGIES; k++)
        if (st->chosen_pa[k] == SG_NOTHING)
            st->no_pa = (uint8_t)(st->no_pa | (1u << k));
    log_reveal(st);
    st->idx = 0;
    return 1;
}

size_t wm__siege_legal_choose_pa(const siege_state *st, wm_move *buf, size_t cap)
{
    int i = st->actor;
    size_t k = 0;
    int pa_in_hand = hand_has_pa(st, i);
    int forced = mandatory_pa_in_hand(st, i);
    if (!pa_in_hand)
        WM_EMIT(M_PASS);
    /* every test below asks for a card in hand or (a Political Action) in
     * the Reserve: only those cards, in deck order */
    for (uint64_t h = deck_where(st, i, SG_LOC_HAND) | deck_where(st, i, SG_LOC_RESERVE); h; h &= h - 1) {
        int c = wm__siege_deck_first[i] + __builtin_ctzll(h);
        int loc = st->card_loc[c];
        if (forced) {
            if (wm__siege_mandatory_pa_due(st, c))
                WM_EMIT(M_CARD + c); /* §3.3.1: "the player may choose which" */
        } else if (is_pa(c) && (loc == SG_LOC_HAND || loc == SG_LOC_RESERVE)) {
            WM_EMIT(M_CARD + c);
        } else if (!pa_in_hand && playable_event(st, i, c)) {
            WM_EMIT(M_CARD + c); /* an Event in lieu of a Political Action */
        }
    }
    return k;
}

/* Whether m is among wm__siege_legal_choose_pa's moves: the same tests
 * for the one card (the list's loop body), without listing the deck. */
int wm__siege_is_legal_choose_pa(const siege_state *st, wm_move m)
{
    int i = st->actor;
    int pa_in_hand = hand_has_pa(st, i);
    if (m == M_PASS)
        return !pa_in_hand;
    int c = (int)(m - M_CARD);
    if (m < M_CARD || c < wm__siege_deck_first[i] || c >= wm__siege_deck_first[i] + wm__siege_deck_size[i])
        return 0;
    if (mandatory_pa_in_hand(st, i))
        return wm__siege_mandatory_pa_due(st, c);
    int loc = st->card_loc[c];
    if (is_pa(c) && (loc == SG_LOC_HAND || loc == SG_LOC_RESERVE))
        return 1;
    return !pa_in_hand && playable_event(st, i, c);
}

int wm__siege_apply_choose_pa(siege_state *st, wm_move m)
{
    int i = st->actor;
    if (m == M_PASS) {
        st->stage = ST_CHOOSE_EV;
        return 0;
    }
    {
        int c = (int)(m - M_CARD);
        st->card_loc[c] = SG_LOC_PLAYED;
        log_choice(st, i, c);
        if (is_pa(c)) {
            st->chosen_pa[i] = (uint8_t)c;
        } else {
            st->chosen_ev[i][0] = (uint8_t)c; /* in lieu: one more Event may follow */
            st->idx = 1;
        }
    }
    st->stage = ST_CHOOSE_EV;
    return 0;
}

size_t wm__siege_legal_choose_ev(const siege_state *st, wm_move *buf, size_t cap)
{
    int i = st->actor;
    size_t k = 0;
    int forced = mandatory_event_in_hand(st, i);
    if (!forced)
        WM_EMIT(M_PASS);
    for (uint64_t h = deck_where(st, i, SG_LOC_HAND); h; h &= h - 1) { /* playable_event: in hand */
        int c = wm__siege_deck_first[i] + __builtin_ctzll(h);
        if (playable_event(st, i, c) && (!forced || wm__siege_mandatory_event_due(st, c)))
            WM_EMIT(M_CARD + c);
    }
    return k;
}

/* Whether m is among wm__siege_legal_choose_ev's moves (its loop body for
 * the one card). */
int wm__siege_is_legal_choose_ev(const siege_state *st, wm_move m)
{
    int i = st->actor;
    int forced = mandatory_event_in_hand(st, i);
    if (m == M_PASS)
        return !forced;
    int c = (int)(m - M_CARD);
    if (m < M_CARD || c < wm__siege_deck_first[i] || c >= wm__siege_deck_first[i] + wm__siege_deck_size[i])
        return 0;
    return playable_event(st, i, c) && (!forced || wm__siege_mandatory_event_due(st, c));
}

int wm__siege_apply_choose_ev(siege_state *st, wm_move m)
{
    int i = st->actor;
    if (m != M_PASS) {
        int c = (int)(m - M_CARD);
        st->card_loc[c] = SG_LOC_PLAYED;
        log_choice(st, i, c);
        if (st->chosen_ev[i][0] == SG_NOTHING)
            st->chosen_ev[i][0] = (uint8_t)c;
        else
            st->chosen_ev[i][1] = (uint8_t)c;
        /* "the only case when players can use two Event Cards" */
        if (st->chosen_pa[i] == SG_NOTHING && st->chosen_ev[i][1] == SG_NOTHING && !hand_has_pa(st, i)) {
            int more = 0;
            for (int q = 0; q < wm__siege_deck_size[i]; q++) {
                int x = wm__siege_deck_first[i] + q;
                more |= playable_event(st, i, x);
            }
            if (more)
                return 0; /* a second Event may be chosen */
        }
    }
    done_in_order(st, ST_CHOOSE_Q);
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_EVENTS_Q, ST_EV_ROLLED: [2] Reveal Cards, the Events in Initiative Order (§3.3.1) */
/* ---------------------------------------------------------------- */

/* Slot 0: the owner's lapsing Events from earlier rounds, one at a time
 * (st->cursor: the next card of the deck to look at). */
static int lapsing_event(siege_state *st, int i)
{
    int found = -1;
    for (int k = st->cursor; k < wm__siege_deck_size[i]; k++) {
        int c = wm__siege_deck_first[i] + k;
        if (st->card_loc[c] == SG_LOC_ACTIVE && (sg_cards()[c].flags & SG_F_LAPSING)) {
            found = c;
            break;
        }
    }
    if (found < 0) {
        st->idx = 1;
        st->cursor = 0;
        return 1;
    }
    st->cursor = (uint8_t)(found - wm__siege_deck_first[i] + 1);
    const sg_card *cd = &sg_cards()[found];
    int from = each_round_from(cd);
    return wm__siege_start_job(st, JOB_EFFECT, found, from, i, ST_EVENTS_Q);
}

/* Slots 1 and 3: a chosen Event's immediate effect (up to
 * SG_OP_EACH_ROUND), when its conditions still hold (§1.8.2). */
static int event_effect(siege_state *st, int i, int e, int slot)
{
    const sg_card *cd = &sg_cards()[e];
    st->idx = (uint8_t)(slot + 1);
    if (wm__siege_conditions_met(st, i, e)) {
        st->card_flags[e] |= SG_CF_PERFORMED;
        /* an underlined name's Event Marker: recorded by SG_CF_PERFORMED */
        if (cd->nops) {
            log_peek(st, i, e);
            learn_peek(st, i, e);
            return wm__siege_run_card(st, e, i, ST_EV_ROLLED, ST_EVENTS_Q);
        }
    } else {
        /* chosen while its conditions held, they no longer do
         * (an Event revealed before it changed the board) */
        st->card_flags[e] |= SG_CF_NULLIFIED; /* not in play: no lasting part */
        if (wm__logging()) {
            wm__log_begin(i, WM_LOG_PUBLIC, "event");
            wm__log_str("card", sg_cards()[e].code);
            wm__log_str("result", "conditions not met");
            wm__log_text("%s: %s's conditions no longer hold; it is discarded without effect (§1.8.2)",
                         wm__siege_ideology_name(i), sg_cards()[e].code);
            wm__log_end();
        }
    }
    return 1;
}

/* Slots 2 and 4: the each-round part of a lapsing Event the same round
 * (§6.0 C21), then where the card goes. */
static int event_after(siege_state *st, int i, int e, int slot)
{
    const sg_card *cd = &sg_cards()[e];
    st->idx = (uint8_t)(slot + 1);
    if (!(st->card_flags[e] & SG_CF_NULLIFIED) && (cd->flags & SG_F_LAPSING)) {
        int from = each_round_from(cd);
        wm__siege_dispose_event(st, e);
        return wm__siege_start_job(st, JOB_EFFECT, e, from, i, ST_EVENTS_Q);
    }
    if (cd->type == SG_CT_WAR_EVENT && st->war_box[cd->war] != SG_WAR_OFF)
        st->card_loc[e] = SG_LOC_ACTIVE;
    else if (st->card_flags[e] & SG_CF_NULLIFIED) {
        st->card_flags[e] = (uint8_t)(st->card_flags[e] & ~SG_CF_NULLIFIED);
        st->card_loc[e] = SG_LOC_DISCARD;
    } else
        wm__siege_dispose_event(st, e);
    return 1;
}

/* order[rank]'s Events: st->idx is the slot, 0 the lapsing ones, then
 * each chosen Event's effect and after-part (1-2, 3-4). */
int wm__siege_advance_events_q(siege_state *st, int i)
{
    if (st->rank >= SG_NIDEOLOGIES) {
        st->rank = 0;
        st->stage = ST_REPLACE_Q;
        return 1;
    }
    int slot = st->idx;
    if (slot == 0)
        return lapsing_event(st, i);
    if (slot > 4) {
        st->idx = 0;
        st->cursor = 0;
        st->rank++;
        return 1;
    }
    int e = st->chosen_ev[i][(slot - 1) / 2];
    if (e == SG_NOTHING) {
        st->idx = (uint8_t)(slot + 2 - (slot - 1) % 2);
        return 1;
    }
    if ((slot - 1) % 2 == 0)
        return event_effect(st, i, e, slot);
    return event_after(st, i, e, slot);
}

int wm__siege_advance_ev_rolled(siege_state *st, int i)
{
    (void)i;
    return wm__siege_resume_card(st, ST_EVENTS_Q);
}

int wm__siege_die_for_ev_rolled(const siege_state *st, int ph, int ranked)
{
    return ph == SG_PH_POLITICAL && ranked && st->job_a < SG_CARDS &&
           sg_cards()[st->job_a].deck == st->actor && st->job_b == sg_cards()[st->job_a].ncond &&
           sg_cards()[st->job_a].nops;
}

/* ---------------------------------------------------------------- */
/* ST_REPLACE_Q, ST_REPLACE: CAN REPLACE after the reveal (§3.3.1 [2]) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_replace_q(siege_state *st, int i)
{
    (void)i;
    return !ask_in_order(st, can_replace, NULL, ST_REPLACE, (st->flags & WM_SIEGE_ADVANCED) ? ST_SWAP_Q : ST_PA_Q);
}

static int replacing(const siege_state *st, int c) /* a CAN REPLACE card in hand */
{
    return in_hand(st, c) && (sg_cards()[c].flags & SG_F_REPLACE);
}

size_t wm__siege_legal_replace(const siege_state *st, wm_move *buf, size_t cap)
{
    return pass_or_cards(st, buf, cap, replacing);
}

int wm__siege_apply_replace(siege_state *st, wm_move m)
{
    int i = st->actor;
    if (m != M_PASS) {
        int c = (int)(m - M_CARD);
        int old = st->chosen_pa[i];
        st->card_loc[old] = SG_LOC_HAND;
        st->card_loc[c] = SG_LOC_PLAYED;
        st->chosen_pa[i] = (uint8_t)c;
        wm__siege_learn_public(st, old); /* revealed, back in the hand in sight of all */
        st->no_pa = (uint8_t)(st->no_pa & ~(1u << i)); /* a Political Action entered the hand */
    }
    done_in_order(st, ST_REPLACE_Q);
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_SWAP_Q, ST_SWAP: the Advanced call to alter the Initiative Order (§3.3.1 [2]) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_swap_q(siege_state *st, int i)
{
    (void)i;
    return !ask_in_order(st, has_prestige, NULL, ST_SWAP, ST_PA_Q);
}

size_t wm__siege_legal_swap(const siege_state *st, wm_move *buf, size_t cap)
{
    int i = st->actor;
    size_t k = 0;
    WM_EMIT(M_PASS);
    for (int j = 0; j < SG_NIDEOLOGIES; j++)
        if (j != i)
            WM_EMIT(M_SWAP + j);
    return k;
}

int wm__siege_is_legal_swap(const siege_state *st, wm_move m)
{
    return (m == M_PASS || (m >= M_SWAP && m < M_INFL)) && sg_listed(wm__siege_legal_swap, st, m);
}

int wm__siege_apply_swap(siege_state *st, wm_move m)
{
    int i = st->actor;
    if (m == M_PASS) {
        done_in_order(st, ST_SWAP_Q);
    } else {
        /* "The first player who declares ... stops the call" */
        int j = (int)(m - M_SWAP), ri = 0, rj = 0;
        (void)wm__siege_exploit(st, i);
        for (int r = 0; r < SG_NIDEOLOGIES; r++) {
            if (st->order[r] == i)
                ri = r;
            if (st->order[r] == j)
                rj = r;
        }
        st->order[ri] = (uint8_t)j;
        st->order[rj] = (uint8_t)i;
        st->rank = 0;
        st->stage = ST_PA_Q;
    }
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_PA_Q ... ST_POLAND_ROLLED: [3] Political Action Resolution in Initiative Order (§3.3.1) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_pa_q(siege_state *st, int i)
{
    i = next_in_order(st, &st->rank, chose_pa, no_pa_pp);
    if (i < 0) {
        st->rank = 0;
        st->stage = ST_COUP_DECL_Q;
        return 1;
    }
    int c = st->chosen_pa[i];
    st->exploits = 0;
    st->actor = (uint8_t)i;
    if (!st->tw && wm__siege_conditions_met(st, i, c)) {
        st->stage = st->prestige[i] ? ST_EXPLOIT : ST_ROLL;
        if (st->stage == ST_ROLL)
            return 1;
        return 0;
    }
    st->stage = ST_DISPOSE_FAIL;
    return 1;
}

int wm__siege_apply_exploit(siege_state *st, wm_move m)
{
    int i = st->actor;
    if (m == M_YES) {
        (void)wm__siege_exploit(st, i);
        st->exploits++;
        if (st->prestige[i])
            return 0;
    }
    st->stage = ST_ROLL;
    return 1;
}

int wm__siege_frame_exploit(const siege_state *st, int ph, int ranked)
{
    return ph == SG_PH_POLITICAL && ranked && wm__siege_pa_of_rank(st) >= 0 && st->prestige[st->actor];
}

int wm__siege_advance_roll(siege_state *st, int i)
{
    st->mod = (int8_t)(wm__siege_pa_modifier(st, i, st->chosen_pa[i]) + st->exploits);
    return wm__siege_need_die(st, ST_ROLLED);
}

int wm__siege_advance_rolled(siege_state *st, int i)
{
    int c = st->chosen_pa[i];
    if (wm__siege_pa_result(st, i, c, st->die, st->mod)) {
        st->stage = ST_PERFORM;
        return 1;
    }
    if (st->prestige[i] && st->rerolls[i] < SG_REROLLS) {
        st->stage = ST_REROLL;
        st->actor = (uint8_t)i;
        return 0;
    }
    st->stage = ST_DISPOSE_FAIL;
    return 1;
}

int wm__siege_die_for_rolled(const siege_state *st, int ph, int ranked)
{
    return ph == SG_PH_POLITICAL && ranked && wm__siege_pa_of_rank(st) >= 0 &&
           (st->next != ST_PA_EFFECT_ROLLED || st->job_a == wm__siege_pa_of_rank(st)) &&
           (st->next != ST_POLAND_ROLLED || st->job_b <= st->force_pool[st->actor]);
}

int wm__siege_apply_reroll(siege_state *st, wm_move m)
{
    int i = st->actor;
    if (m == M_YES) {
        (void)wm__siege_reroll(st, i);
        return wm__siege_need_die(st, ST_ROLLED);
    }
    st->stage = ST_DISPOSE_FAIL;
    return 1;
}

int wm__siege_frame_reroll(const siege_state *st, int ph, int ranked)
{
    return ph == SG_PH_POLITICAL && ranked && wm__siege_pa_of_rank(st) >= 0 && st->die >= 1 &&
           st->prestige[st->actor] && st->rerolls[st->actor] < SG_REROLLS;
}

int wm__siege_advance_perform(siege_state *st, int i)
{
    int c = st->chosen_pa[i];
    const sg_card *cd = &sg_cards()[c];
    st->card_flags[c] |= SG_CF_PERFORMED;
    st->stage = ST_PERFORMED;
    if (!(cd->flags & SG_F_STANDBY) && cd->nops && nullifier(st, cd) >= 0) {
        st->stage = ST_NULLIFY; /* the Reaction first */
        st->actor = (uint8_t)nullifier(st, cd);
        return 0;
    }
    if (!(cd->flags & SG_F_STANDBY) && cd->nops) {
        return wm__siege_run_card(st, c, i, ST_PA_EFFECT_ROLLED, ST_PERFORMED);
    }
    return 1;
}

int wm__siege_advance_pa_effect_rolled(siege_state *st, int i)
{
    (void)i;
    return wm__siege_resume_card(st, ST_PERFORMED);
}

int wm__siege_advance_performed(siege_state *st, int i)
{
    int c = st->chosen_pa[i];
    const sg_card *cd = &sg_cards()[c];
    if ((cd->flags & SG_F_WAR) && st->war_box[cd->war] != SG_WAR_OFF) {
        /* a War Card stays aside until the war ends */
        st->card_loc[c] = SG_LOC_ACTIVE;
        wm__siege_award_pp(st, i, c);
        if (wm__siege_declares_war(c) && wm__siege_total_war(st))
            st->tw = 1;
        if (sg_wars()[cd->war].faction_b[0] == SG_POLAND && st->force_pool[i] + 1 > 0) {
            st->stage = ST_POLAND;
            return 0;
        }
        done_in_order(st, ST_PA_Q);
        return 1;
    }
    if ((cd->flags & SG_F_WAR) && st->war_box[cd->war] == SG_WAR_OFF) {
        st->stage = ST_DISPOSE_FAIL; /* no war could start (already fought) */
        return 1;
    }
    /* §3.3.15: the check for Total War follows "a successfully
     * performed Political Action [that] determines a war
     * declaration" only: War! Markers placed earlier do not end
     * the game on a card that declares no war (issue 18). */
    int back = (cd->flags & SG_F_MULTIPLE) ||
               ((cd->flags & SG_F_TWICE) && !(st->card_flags[c] & SG_CF_DONE_ONCE));
    if (back && wm__siege_reserve_count(st, i) < wm__siege_reserves[i]) {
        st->stage = ST_KEEP;
        st->idx = 1; /* performed */
        return 0;
    }
    wm__siege_dispose(st, c, 1, 0);
    wm__siege_award_pp(st, i, c);
    done_in_order(st, ST_PA_Q);
    return 1;
}

int wm__siege_advance_dispose_fail(siege_state *st, int i)
{
    int c = st->chosen_pa[i];
    if (wm__siege_reserve_count(st, i) < wm__siege_reserves[i]) {
        st->stage = ST_KEEP;
        st->idx = 0;
        st->actor = (uint8_t)i;
        return 0;
    }
    wm__siege_dispose(st, c, 0, 0);
    wm__siege_award_pp(st, i, c);
    done_in_order(st, ST_PA_Q);
    return 1;
}

int wm__siege_apply_keep(siege_state *st, wm_move m)
{
    int i = st->actor;
    int c = st->chosen_pa[i];
    wm__siege_dispose(st, c, st->idx, m == M_YES);
    wm__siege_learn_public(st, c); /* a revealed card kept in a Reserve: all saw it go there */
    wm__siege_award_pp(st, i, c);
    done_in_order(st, ST_PA_Q);
    return 1;
}

int wm__siege_frame_keep(const siege_state *st, int ph, int ranked)
{
    return ph == SG_PH_POLITICAL && ranked && wm__siege_pa_of_rank(st) >= 0 && st->idx <= 1;
}

size_t wm__siege_legal_poland(const siege_state *st, wm_move *buf, size_t cap)
{
    int i = st->actor;
    size_t k = 0;
    for (int m = 0; m <= st->force_pool[i] && m < M_NCHOICES; m++)
        WM_EMIT(M_CHOICE + m);
    return k;
}

int wm__siege_is_legal_poland(const siege_state *st, wm_move m)
{
    return m >= M_CHOICE && m <= M_CHOICE + (wm_move)st->force_pool[st->actor] && m < M_CHOICE + M_NCHOICES;
}

int wm__siege_apply_poland(siege_state *st, wm_move m)
{
    st->job_b = (uint8_t)(m - M_CHOICE);
    return wm__siege_need_die(st, ST_POLAND_ROLLED);
}

int wm__siege_frame_poland(const siege_state *st, int ph, int ranked)
{
    int c = wm__siege_pa_of_rank(st);
    return ph == SG_PH_POLITICAL && ranked && c >= 0 && (sg_cards()[c].flags & SG_F_WAR) &&
           st->war_box[sg_cards()[c].war] != SG_WAR_OFF;
}

int wm__siege_advance_poland_rolled(siege_state *st, int i)
{
    int c = st->chosen_pa[i];
    (void)wm__siege_poland_roll(st, i, sg_cards()[c].war, st->job_b, st->die);
    done_in_order(st, ST_PA_Q);
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_COUP_DECL_Q, ST_COUP_DECL: the Coup declarations (§3.3.2) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_coup_decl_q(siege_state *st, int i)
{
    (void)i;
    return !ask_in_order(st, can_declare, NULL, ST_COUP_DECL, ST_IMPULSE_Q);
}

size_t wm__siege_legal_coup_decl(const siege_state *st, wm_move *buf, size_t cap)
{
    int i = st->actor;
    size_t k = 0;
    WM_EMIT(M_PASS);
    for (int a = 0; a < SG_NCC_AREAS; a++)
        if (wm__siege_can_declare_coup(st, i, a))
            WM_EMIT(M_AREA + a);
    return k;
}

int wm__siege_apply_coup_decl(siege_state *st, wm_move m)
{
    int i = st->actor;
    if (m != M_PASS)
        (void)wm__siege_declare_coup(st, i, (int)(m - M_AREA));
    done_in_order(st, ST_COUP_DECL_Q);
    return 1;
}

/* ---------------------------------------------------------------- */
/* ST_IMPULSE_Q ... ST_FIGHT_ROLLED: the Game Impulses, Game Actions of §3.3.6-§3.3.13 */
/* ---------------------------------------------------------------- */

int wm__siege_advance_impulse_q(siege_state *st, int i)
{
    (void)i;
    if (st->rank < SG_NIDEOLOGIES) {
        /* a new Game Impulse */
        st->fought = 0;
        st->acted = 0;
        st->exploits = 0;
    }
    return !ask_in_order(st, impulse_able, NULL, ST_IMPULSE, ST_COUP_Q);
}

size_t wm__siege_legal_impulse(const siege_state *st, wm_move *buf, size_t cap)
{
    size_t k = 0;
    k = impulse_moves(st, buf, cap, k);
    return k;
}

int wm__siege_is_legal_impulse(const siege_state *st, wm_move m)
{
    return impulse_one(st, m);
}

int wm__siege_apply_impulse(siege_state *st, wm_move m)
{
    int i = st->actor;
    if (m == M_PASS) {
        st->coup_area[i] = SG_NOTHING;
        done_in_order(st, ST_IMPULSE_Q);
        return 1;
    }
    st->acted = (uint8_t)(st->acted | (1u << i));
    if (m == M_EXPLOIT_PP) {
        (void)wm__siege_exploit(st, i);
        wm__siege_set_pp(st, i, st->pp[i] + 1, "Prestige exploited, §3.3.2");
        st->exploits = 1;
        st->acted = (uint8_t)(st->acted & ~(1u << i));
        return 0;
    }
    if (m >= M_INFL && m < M_CLAIM) {
        int x = (int)(m - M_INFL);
        (void)wm__siege_influence(st, i, x / SG_NREGIME_BOXES, x % SG_NREGIME_BOXES);
    } else if (m >= M_CLAIM && m < M_FORM) {
        (void)wm__siege_claim(st, i, (int)(m - M_CLAIM));
    } else if (m >= M_CLAIM_MAP && m < M_ACTIONS) {
        (void)wm__siege_claim_map(st, i, (int)(m - M_CLAIM_MAP));
    } else if (m == M_FORM) {
        (void)wm__siege_form_cc(st, i);
    } else if (m >= M_DEPLOY && m < M_MOVECC) {
        (void)wm__siege_deploy_cc(st, i, (int)(m - M_DEPLOY));
    } else if (m >= M_MOVECC && m < M_ATTEMPT) {
        int x = (int)(m - M_MOVECC);
        (void)wm__siege_move_cc(st, i, x / SG_NCC_AREAS, x % SG_NCC_AREAS);
    } else if (m >= M_ATTEMPT && m < M_REACT) {
        (void)wm__siege_attempt_coup(st, i, (int)(m - M_ATTEMPT));
        st->job_a = (uint8_t)i;
        st->idx = 0;
        st->stage = ST_REACT_Q;
        return 1;
    } else if (m >= M_REACT && m < M_COMMIT) {
        (void)wm__siege_react_coup(st, i, (int)(m - M_REACT));
    } else if (m >= M_COMMIT && m < M_COMMIT_CW) {
        int x = (int)(m - M_COMMIT);
        (void)wm__siege_commit_war(st, i, x / 2, x % 2);
    } else if (m >= M_COMMIT_CW && m < M_FIGHT) {
        int x = (int)(m - M_COMMIT_CW);
        (void)wm__siege_commit_civil(st, i, x / 2, x % 2);
    } else if (m >= M_FIGHT && m < M_FIGHT_CW) {
        int w = (int)(m - M_FIGHT);
        (void)wm__siege_pay_pp_for(st, i, 1, "spent on fighting War Card %s, §3.3.13", sg_cards()[sg_wars()[w].card].code);
        st->fought |= (uint64_t)1u << w;
        st->job = JOB_WAR;
        st->job_a = (uint8_t)w;
        return wm__siege_need_die(st, ST_FIGHT_ROLLED);
    } else if (m >= M_FIGHT_CW && m < M_EXPLOIT_PP) {
        int n = (int)(m - M_FIGHT_CW);
        (void)wm__siege_pay_pp_for(st, i, 1, "spent on fighting the Civil War in %s, §3.3.12", wm__siege_areas[n].name);
        st->fought |= (uint64_t)1u << (16 + n);
        st->job = JOB_CW;
        st->job_a = (uint8_t)n;
        return wm__siege_need_die(st, ST_FIGHT_ROLLED);
    }
    st->stage = ST_IMPULSE_BACK;
    return 1;
}

int wm__siege_frame_impulse(const siege_state *st, int ph, int ranked)
{
    return ph == SG_PH_POLITICAL && ranked && st->job == JOB_NONE;
}

int wm__siege_advance_impulse_back(siege_state *st, int i)
{
    (void)i;
    /* the same Game Impulse goes on while the Ideology can act */
    st->actor = st->order[st->rank];
    if (!impulse_able(st, st->actor)) {
        done_in_order(st, ST_IMPULSE_Q);
        return 1;
    }
    st->stage = ST_IMPULSE;
    return 0;
}

int wm__siege_advance_react_q(siege_state *st, int i)
{
    (void)i;
    int j = next_in_order(st, &st->idx, can_react, NULL);
    if (j >= 0) {
        st->stage = ST_REACT;
        st->actor = (uint8_t)j;
        return 0;
    }
    st->stage = ST_IMPULSE_BACK; /* the attempt was the owner's Game Action */
    return 1;
}

size_t wm__siege_legal_react(const siege_state *st, wm_move *buf, size_t cap)
{
    size_t k = 0;
    WM_EMIT(M_PASS);
    WM_EMIT(M_REACT + st->job_a);
    return k;
}

int wm__siege_is_legal_react(const siege_state *st, wm_move m)
{
    return m == M_PASS || m == (wm_move)(M_REACT + st->job_a);
}

int wm__siege_apply_react(siege_state *st, wm_move m)
{
    int i = st->actor;
    if (m != M_PASS) {
        (void)wm__siege_react_coup(st, i, st->job_a);
        if (can_react(st, i))
            return 0; /* more CCs may react */
    }
    st->idx++;
    st->stage = ST_REACT_Q;
    return 1;
}

int wm__siege_frame_react(const siege_state *st, int ph, int ranked)
{
    (void)ranked;
    return ph == SG_PH_POLITICAL && st->rank < SG_NIDEOLOGIES && st->idx < SG_NIDEOLOGIES &&
           st->actor == st->order[st->idx] && st->job_a < SG_NIDEOLOGIES &&
           st->coup_target[st->job_a] != SG_NOTHING;
}

int wm__siege_advance_fight_rolled(siege_state *st, int i)
{
    (void)i;
    return wm__siege_start_job(st, st->job, st->job_a, 0, st->order[st->rank], ST_IMPULSE_BACK);
}

int wm__siege_die_for_fight_rolled(const siege_state *st, int ph, int ranked)
{
    if (ph != SG_PH_POLITICAL || !ranked)
        return 0;
    if (st->job == JOB_WAR)
        return st->job_a < SG_NWARS && st->war_box[st->job_a] != SG_WAR_OFF;
    return st->job == JOB_CW && st->job_a < SG_NNATIONS && st->civil[st->job_a];
}

/* ---------------------------------------------------------------- */
/* ST_COUP_Q ... ST_COUP_GO: the Coup Attempts Resolution at the end of the round (§3.3.14) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_coup_q(siege_state *st, int i)
{
    i = next_in_order(st, &st->rank, has_coup, drop_coup_area);
    if (i < 0) {
        st->rank = 0;
        st->stage = ST_ROUND_END;
        return 1;
    }
    st->idx = 0; /* signs: the reacting Ideologies in order, then the owner */
    for (int k = 0; k < SG_NIDEOLOGIES; k++)
        st->signs[k] = 1;
    st->stage = ST_SIGN_Q;
    return 1;
}

int wm__siege_advance_sign_q(siege_state *st, int i)
{
    /* the reacting Ideologies in Initiative Order, then the owner */
    int j = next_in_order(st, &st->idx, reacted, NULL);
    if (j < 0 && st->idx == SG_NIDEOLOGIES) {
        if (st->coup_cc[i][i])
            j = i;
        else
            st->idx++;
    }
    if (j < 0) {
        return wm__siege_need_die(st, ST_COUP_ROLLED);
    }
    st->stage = ST_SIGN;
    st->actor = (uint8_t)j;
    return 0;
}

size_t wm__siege_legal_sign(const siege_state *st, wm_move *buf, size_t cap)
{
    size_t k = 0;
    int forced = comm_sign(st, st->actor);
    if (forced >= 0)
        WM_EMIT(M_PLUS);
    if (forced <= 0)
        WM_EMIT(M_MINUS);
    return k;
}

int wm__siege_is_legal_sign(const siege_state *st, wm_move m)
{
    return (m == M_PLUS && comm_sign(st, st->actor) >= 0) || (m == M_MINUS && comm_sign(st, st->actor) <= 0);
}

int wm__siege_apply_sign(siege_state *st, wm_move m)
{
    int i = st->actor;
    st->signs[i] = m == M_PLUS ? 1 : -1;
    st->idx++;
    st->stage = ST_SIGN_Q;
    return 1;
}

int wm__siege_frame_sign(const siege_state *st, int ph, int ranked)
{
    (void)ranked;
    if (ph != SG_PH_POLITICAL || st->rank >= SG_NIDEOLOGIES || st->idx > SG_NIDEOLOGIES)
        return 0;
    int owner = st->order[st->rank];
    int who = st->idx < SG_NIDEOLOGIES ? st->order[st->idx] : owner;
    return st->coup_target[owner] != SG_NOTHING && st->actor == who && st->coup_cc[owner][who];
}

int wm__siege_advance_coup_rolled(siege_state *st, int i)
{
    if (st->prestige[i] && st->rerolls[i] < SG_REROLLS) {
        st->stage = ST_COUP_REROLL;
        st->actor = (uint8_t)i;
        return 0;
    }
    st->stage = ST_COUP_GO;
    return 1;
}

int wm__siege_die_for_coup_rolled(const siege_state *st, int ph, int ranked)
{
    (void)ranked;
    return ph == SG_PH_POLITICAL && st->rank < SG_NIDEOLOGIES &&
           st->coup_target[st->order[st->rank]] != SG_NOTHING;
}

int wm__siege_apply_coup_reroll(siege_state *st, wm_move m)
{
    if (m == M_YES) {
        /* decided after seeing the die; the new die replaces it */
        int owner = st->order[st->rank];
        (void)wm__siege_reroll(st, owner);
        return wm__siege_need_die(st, ST_COUP_ROLLED);
    }
    st->stage = ST_COUP_GO;
    return 1;
}

int wm__siege_frame_coup_reroll(const siege_state *st, int ph, int ranked)
{
    return ph == SG_PH_POLITICAL && ranked && st->coup_target[st->actor] != SG_NOTHING && st->die >= 1 &&
           st->prestige[st->actor] && st->rerolls[st->actor] < SG_REROLLS;
}

int wm__siege_advance_coup_go(siege_state *st, int i)
{
    st->rank++; /* resumes at the next owner */
    return wm__siege_start_job(st, JOB_COUP, i, 0, i, ST_COUP_Q);
}

/* ---------------------------------------------------------------- */
/* ST_ROUND_END: the next Game Round, or the Standby Events and the Interphase (§3.3) */
/* ---------------------------------------------------------------- */

int wm__siege_advance_round_end(siege_state *st, int i)
{
    (void)i;
    for (int k = 0; k < SG_NIDEOLOGIES; k++) {
        wm__siege_set_pp(st, k, 0, "not expended by the end of the Game Round");
        st->permit[k] = 0;
    }
    if (st->round < rounds_of(st) && !st->tw) {
        st->round++;
        st->stage = ST_ROUND_BEGIN;
        return 1;
    }
    return wm__siege_start_job(st, JOB_STANDBY, 0, 0, st->order[0], ST_INTER);
}

/* ---------------------------------------------------------------- */
/* ST_NULLIFY: a Reaction nullifying a Political Action's effects (§3.3.4, C23) */
/* ---------------------------------------------------------------- */

int wm__siege_apply_nullify(siege_state *st, wm_move m)
{
    int i = st->actor;
    int owner = st->order[st->rank], c = st->chosen_pa[owner];
    const sg_card *cd = &sg_cards()[c];
    st->stage = ST_PERFORMED;
    st->actor = (uint8_t)owner;
    if (m == M_YES) {
        int cost = cd->ops[cd->ncond].b;
        if (wm__logging()) {
            wm__log_begin(wm__siege_seat_of(st, i), WM_LOG_PUBLIC, "reaction");
            wm__log_str("ideology", wm__siege_ideology_name(i));
            wm__log_str("card", cd->code);
            wm__log_text("%s loses %d Prestige to nullify the effects of %s (§3.3.4)", wm__siege_ideology_name(i), cost,
                         cd->code);
            wm__log_end();
        }
        wm__siege_add_prestige(st, i, -cost);
        return 1; /* performed, its effects nullified */
    }
    return wm__siege_run_card(st, c, owner, ST_PA_EFFECT_ROLLED, ST_PERFORMED);
}

int wm__siege_frame_nullify(const siege_state *st, int ph, int ranked)
{
    (void)ranked;
    int c = wm__siege_pa_of_rank(st);
    return ph == SG_PH_POLITICAL && c >= 0 && st->card_loc[c] == SG_LOC_PLAYED &&
           nullifier(st, &sg_cards()[c]) == st->actor;
}

int wm__siege_frame_political(const siege_state *st, int ph, int ranked)
{
    (void)st;
    return ph == SG_PH_POLITICAL && ranked;
}
