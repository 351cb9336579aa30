/*
 * play.c - Democracy under Siege: the decision layer.  The Sequence of
 * Play (§3.0) as a small explicit state machine over the rules functions:
 * `stage` says what is decided and `actor` by whom; every decision is one
 * move; dice and card draws are WM_CHANCE decisions under
 * WM_OPT_EXTERNAL_DICE.  Choices inside a resolution (which nation of an
 * "or", the tied box of a shortest path, a Resource, a War Card side) are
 * gathered one move at a time on a tape that the rules functions read
 * (effects.c: -2 asks for one more choice).
 *
 * The title is registered (wm__siege_ops in view.c, WM_DEMOCRACY_UNDER_SIEGE);
 * see doc/rules-siege.md for what this layer covers.
 */
#include "siege.h"

#include <string.h>

static const char *const ideo_name[SG_NIDEOLOGIES] = {"Nazism", "Democracy", "Communism"};

/* The public move encoding (weimar/siege.h) is this one. */
_Static_assert(WM_SIEGE_DRAW == M_DRAW && WM_SIEGE_PASS == M_PASS && WM_SIEGE_CARD == M_CARD &&
                   WM_SIEGE_CHOICE == M_CHOICE && WM_SIEGE_AREA == M_AREA && WM_SIEGE_SWAP == M_SWAP &&
                   WM_SIEGE_INFLUENCE == M_INFL && WM_SIEGE_CLAIM == M_CLAIM && WM_SIEGE_FORM_CC == M_FORM &&
                   WM_SIEGE_DEPLOY_CC == M_DEPLOY && WM_SIEGE_MOVE_CC == M_MOVECC && WM_SIEGE_COUP == M_ATTEMPT &&
                   WM_SIEGE_REACT == M_REACT && WM_SIEGE_COMMIT == M_COMMIT && WM_SIEGE_COMMIT_CW == M_COMMIT_CW &&
                   WM_SIEGE_FIGHT == M_FIGHT && WM_SIEGE_FIGHT_CW == M_FIGHT_CW &&
                   WM_SIEGE_EXPLOIT_PP == M_EXPLOIT_PP && WM_SIEGE_PLUS == M_PLUS && WM_SIEGE_MINUS == M_MINUS &&
                   WM_SIEGE_ACTIONS == M_ACTIONS && WM_SIEGE_YES == M_YES && WM_SIEGE_NO == M_NO &&
                   WM_SIEGE_CLAIM_MAP == M_CLAIM_MAP,
               "weimar/siege.h and play.c disagree on the move ids");

/* ---------------------------------------------------------------- */
/* Frame helpers                                                     */
/* ---------------------------------------------------------------- */

static int ext_dice(const siege_state *st)
{
    return (st->flags & WM_OPT_EXTERNAL_DICE) != 0;
}

static int rounds_of(const siege_state *st)
{
    return (st->flags & WM_SIEGE_ADVANCED) ? SG_ROUNDS_ADVANCED : SG_ROUNDS_SHORT;
}

static void flow(siege_state *st);

static void log_die(const siege_state *st)
{
    if (wm__logging()) {
        wm__log_begin(WM_CHANCE, WM_LOG_PUBLIC, "dice");
        wm__log_int("die", st->die);
        wm__log_text("die: %d", st->die);
        wm__log_end();
    }
}

/* §3.3.1 [1]: the choice is secret: the others learn that a card was
 * chosen, the chooser's seat which one. */
static void log_choice(const siege_state *st, int ideo, int card)
{
    if (!wm__logging())
        return;
    int seat = wm__siege_seat_of(st, ideo);
    uint32_t me = 1u << seat;
    wm__log_begin(seat, WM_LOG_PUBLIC & ~me, "choose");
    wm__log_str("ideology", ideo_name[ideo]);
    wm__log_text("%s chooses %s", ideo_name[ideo], card < 0 ? "no card" : "a card");
    wm__log_end();
    wm__log_begin(seat, me, "choose");
    wm__log_str("ideology", ideo_name[ideo]);
    if (card >= 0)
        wm__log_str("card", sg_cards()[card].code);
    wm__log_text("%s chooses %s", ideo_name[ideo], card < 0 ? "no card" : sg_cards()[card].code);
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
        wm__log_text("%s%s: %s", i ? "; " : "", ideo_name[i], pa == SG_NOTHING ? "-" : sg_cards()[pa].code);
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
        wm__log_str("ideology", ideo_name[owner]);
        wm__log_str("hand_of", ideo_name[who]);
        wm__log_text("%s inspects %s's hand (%s)", ideo_name[owner], ideo_name[who], cd->code);
        wm__log_end();
        wm__log_begin(seat, WM_LOG_ONLY(seat), "inspect");
        wm__log_str("ideology", ideo_name[owner]);
        wm__log_str("hand_of", ideo_name[who]);
        wm__log_text("%s inspects %s's hand (%s):", ideo_name[owner], ideo_name[who], cd->code);
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

/* A die for the step `next`: a chance decision with external dice,
 * otherwise the seeded generator. */
static void need_die(siege_state *st, int next)
{
    st->next = (uint8_t)next;
    if (ext_dice(st)) {
        st->stage = ST_DIE; /* `actor` is kept: the roll is for its decision */
        return;
    }
    st->die = (uint8_t)(1 + wm__rng_below(&st->rng, 6));
    log_die(st);
    st->stage = (uint8_t)next;
    flow(st);
}

/* Runs the pending job on st with the tape; >= 0 done, -1 refused, -2 more. */
static int job_run(siege_state *st, const uint8_t *tape, int n)
{
    switch (st->job) {
    case JOB_EFFECT: {
        const sg_card *c = &sg_cards()[st->job_a];
        return wm__siege_run(st, c->deck, c->ops, c->nops, st->job_b, tape, n);
    }
    case JOB_WAR: {
        int r = wm__siege_war_test(st, st->job_a, st->die, st->actor, tape, n);
        return r < 0 ? r : 0;
    }
    case JOB_CW: {
        int r = wm__siege_civil_war_test(st, st->job_a, st->die, st->actor, tape, n);
        return r < 0 ? r : 0;
    }
    case JOB_COUP: {
        int r = wm__siege_resolve_coup(st, st->job_a, st->die, st->signs, tape, n);
        return r < 0 ? r : 0;
    }
    case JOB_STANDBY:
        return wm__siege_standby_step(st, tape, n);
    default:
        return 0;
    }
}

/* Runs the pending job of `st` on `out`, a copy, with the tape: a trial
 * that writes nothing into a game log, since a job that asks for one more
 * choice is run again from its start by the move that answers it.  Only a
 * run that completes (>= 0), whose state the move keeps, is run once more
 * with the log in place, so that each of its results (a die, a coup, a
 * Regime Marker's move) is written once, by the move that made it. */
static int job_try(const siege_state *st, siege_state *out, const uint8_t *tape, int n)
{
    *out = *st;
    void *sink = wm__log_pause();
    int r = job_run(out, tape, n);
    wm__log_resume(sink);
    if (r >= 0 && wm__logging()) {
        *out = *st;
        r = job_run(out, tape, n);
    }
    return r;
}

/* Starts a job decided by `actor`; resumes at `then` when it is complete. */
static void start_job(siege_state *st, int job, int a, int b, int actor, int then)
{
    st->job = (uint8_t)job;
    st->job_a = (uint8_t)a;
    st->job_b = (uint8_t)b;
    st->ntape = 0;
    st->actor = (uint8_t)actor;
    st->next = (uint8_t)then;
    siege_state copy;
    int r = job_try(st, &copy, st->tape, 0);
    if (r >= 0) {
        *st = copy;
        st->job = JOB_NONE;
        st->stage = (uint8_t)then;
        flow(st);
    } else if (r == -2) {
        st->stage = ST_JOB;
    } else {
        st->job = JOB_NONE; /* the effect cannot be carried out: nothing happens */
        st->stage = (uint8_t)then;
        flow(st);
    }
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

static int needs_die(const sg_card *cd)
{
    for (int k = 0; k < cd->nops; k++)
        if (cd->ops[k].op == SG_OP_COUP)
            return 1;
    return 0;
}

static int card_of(const siege_state *st, int ideo, int loc, int action, int k)
{
    (void)st;
    (void)loc;
    (void)action;
    return wm__siege_deck_first[ideo] + k;
}

static int in_hand(const siege_state *st, int c)
{
    return st->card_loc[c] == SG_LOC_HAND;
}

static int is_pa(int c)
{
    return sg_cards()[c].type == SG_CT_ACTION;
}

static int is_event(int c)
{
    return sg_cards()[c].type != SG_CT_ACTION;
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
    for (int k = 0; k < wm__siege_deck_size[ideo]; k++) {
        int c = card_of(st, ideo, 0, 0, k);
        if (in_hand(st, c) && is_pa(c))
            return 1;
    }
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
    int most = -1, winner = owner, ties = 0;
    for (int k = 0; k < SG_NIDEOLOGIES; k++)
        if (st->coup_cc[owner][k] > most) {
            most = st->coup_cc[owner][k];
            winner = k;
        }
    for (int k = 0; k < SG_NIDEOLOGIES; k++)
        ties += st->coup_cc[owner][k] == most;
    if (ties > 1)
        winner = owner;
    return winner == SG_COMMUNISM ? 1 : -1;
}

/* §1.8 MANDATORY (doc/rules-siege.md, "Mandatory cards"): a Mandatory
 * Political Action dealt this turn must be played in the first Game Round,
 * so it cannot be saved into a Reserve at the Cards Phase ("when saved in
 * Reserves, players are no more forced" applies to the cards saved after
 * their play) nor be replaced by a CAN REPLACE card once chosen. */
static int is_mandatory(int c)
{
    return (sg_cards()[c].flags & SG_F_MANDATORY) != 0;
}

static int mandatory_pa_in_hand(const siege_state *st, int ideo)
{
    for (int k = 0; k < wm__siege_deck_size[ideo]; k++) {
        int c = wm__siege_deck_first[ideo] + k;
        if (is_mandatory(c) && wm__siege_mandatory_pa_due(st, c))
            return 1;
    }
    return 0;
}

/* The first Mandatory Event of Ideology i due now, or -1. */
static int due_event(const siege_state *st, int i)
{
    for (int k = 0; k < wm__siege_deck_size[i]; k++) {
        int c = wm__siege_deck_first[i] + k;
        if (is_mandatory(c) && wm__siege_mandatory_event_due(st, c))
            return c;
    }
    return -1;
}

static int mandatory_event_in_hand(const siege_state *st, int ideo)
{
    return due_event(st, ideo) >= 0;
}

static int reservable(const siege_state *st, int c)
{
    return in_hand(st, c) && is_pa(c) && !(is_mandatory(c) && wm__siege_mandatory_pa_due(st, c));
}

/* ---------------------------------------------------------------- */
/* The flow: automatic steps until a decision is pending              */
/* ---------------------------------------------------------------- */

static void begin_turn(siege_state *st);
static void begin_round(siege_state *st);


static void finish(siege_state *st, int reason, int automatic)
{
    wm__siege_finish(st, reason, automatic);
    st->stage = ST_OVER;
    st->actor = SG_NOBODY;
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

/* ---------------------------------------------------------------- */
/* The Initiative Order walk                                          */
/* ---------------------------------------------------------------- */

/* Most steps of the Sequence of Play go round the Ideologies "in
 * Initiative Order" (§3.1): each that has something to decide is asked in
 * turn, the others are passed over.  `able` says whether Ideology i has a
 * decision at this step; `skip` (or NULL) is what passing over it does
 * (the 1 PP of §3.3.1 for no Political Action, say). */
typedef int (*sg_able)(const siege_state *st, int ideo);
typedef void (*sg_skip)(siege_state *st, int ideo);

/* From position *pos of the Initiative Order, passes over the Ideologies
 * that cannot act and returns the first that can, or -1 (with *pos at
 * SG_NIDEOLOGIES) when the order is done. */
static int next_in_order(siege_state *st, uint8_t *pos, sg_able able, sg_skip skip)
{
    for (; *pos < SG_NIDEOLOGIES; (*pos)++) {
        int i = st->order[*pos];
        if (able(st, i))
            return i;
        if (skip)
            skip(st, i);
    }
    return -1;
}

/* The common case over `rank`: the first Ideology that can act becomes
 * the actor of `stage` (returns 1); when the order is done, `rank` goes
 * back to 0 and the flow continues at `then` (returns 0). */
static int ask_in_order(siege_state *st, sg_able able, sg_skip skip, int stage, int then)
{
    int i = next_in_order(st, &st->rank, able, skip);
    if (i < 0) {
        st->rank = 0;
        st->stage = (uint8_t)then;
        return 0;
    }
    st->stage = (uint8_t)stage;
    st->actor = (uint8_t)i;
    return 1;
}

/* order[rank] is done with this step: the walk `walk` goes on with the
 * next Ideology in the Initiative Order. */
static void done_in_order(siege_state *st, int walk)
{
    st->rank++;
    st->stage = (uint8_t)walk;
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

static int has_due_event(const siege_state *st, int i) /* §3.4.1 Mandatory Events */
{
    return due_event(st, i) >= 0;
}

static int has_training(const siege_state *st, int i) /* §3.4.1 */
{
    return st->cc_pool[i] != 0;
}

static void flow(siege_state *st)
{
    for (;;) {
        int i = st->rank < SG_NIDEOLOGIES ? st->order[st->rank] : 0;
        switch (st->stage) {
        case ST_FILL: { /* §3.2.2 deal: order[rank] draws up to the hand size */
            int d = next_in_order(st, &st->rank, wants_card, NULL);
            if (d < 0) {
                st->rank = 0;
                st->stage = ST_MULLIGAN_Q;
                continue;
            }
            if (ext_dice(st)) {
                if (!st->ndeck[d])
                    wm__siege_reshuffle(st, d);
                st->stage = ST_DRAW;
                st->actor = (uint8_t)d;
                return;
            }
            (void)wm__siege_draw(st, d);
            continue;
        }
        case ST_MULLIGAN_Q:
            if (ask_in_order(st, mulligan_open, NULL, ST_MULLIGAN, ST_RESERVE_Q))
                return;
            continue;
        case ST_RESERVE_Q:
            if (ask_in_order(st, reserve_open, NULL, ST_RESERVE, ST_RESERVE_Q))
                return;
            st->phase = SG_PH_POLITICAL;
            begin_round(st);
            return;
        case ST_CHOOSE_Q:
            if (ask_in_order(st, always, NULL, ST_CHOOSE_PA, ST_EVENTS_Q))
                return;
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
            continue;
        case ST_EVENTS_Q: { /* [2] Events in Initiative Order: lapsing ones first */
            if (st->rank >= SG_NIDEOLOGIES) {
                st->rank = 0;
                st->stage = ST_REPLACE_Q;
                continue;
            }
            int slot = st->idx;
            if (slot == 0) {
                /* the owner's lapsing Events from earlier rounds */
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
                    continue;
                }
                st->cursor = (uint8_t)(found - wm__siege_deck_first[i] + 1);
                const sg_card *cd = &sg_cards()[found];
                int from = 0;
                for (int k = 0; k < cd->nops; k++)
                    if (cd->ops[k].op == SG_OP_EACH_ROUND)
                        from = k + 1;
                start_job(st, JOB_EFFECT, found, from, i, ST_EVENTS_Q);
                return;
            }
            if (slot > 4) {
                st->idx = 0;
                st->cursor = 0;
                st->rank++;
                continue;
            }
            int e = st->chosen_ev[i][(slot - 1) / 2];
            if (e == SG_NOTHING) {
                st->idx = (uint8_t)(slot + 2 - (slot - 1) % 2);
                continue;
            }
            const sg_card *cd = &sg_cards()[e];
            if ((slot - 1) % 2 == 0) {
                /* its immediate effect (up to SG_OP_EACH_ROUND) */
                st->idx = (uint8_t)(slot + 1);
                if (wm__siege_conditions_met(st, i, e)) {
                    st->card_flags[e] |= SG_CF_PERFORMED;
                    /* an underlined name's Event Marker: recorded by SG_CF_PERFORMED */
                    if (cd->nops) {
                        log_peek(st, i, e);
                        learn_peek(st, i, e);
                        st->job_a = (uint8_t)e;
                        st->job_b = cd->ncond;
                        st->actor = (uint8_t)i;
                        if (needs_die(cd)) {
                            need_die(st, ST_EV_ROLLED);
                            return;
                        }
                        start_job(st, JOB_EFFECT, e, cd->ncond, i, ST_EVENTS_Q);
                        return;
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
                                     ideo_name[i], sg_cards()[e].code);
                        wm__log_end();
                    }
                }
                continue;
            }
            /* the each-round part of a lapsing Event, the same round (§6.0 C21) */
            st->idx = (uint8_t)(slot + 1);
            if (!(st->card_flags[e] & SG_CF_NULLIFIED) && (cd->flags & SG_F_LAPSING)) {
                int from = 0;
                for (int k = 0; k < cd->nops; k++)
                    if (cd->ops[k].op == SG_OP_EACH_ROUND)
                        from = k + 1;
                wm__siege_dispose_event(st, e);
                start_job(st, JOB_EFFECT, e, from, i, ST_EVENTS_Q);
                return;
            }
            if (cd->type == SG_CT_WAR_EVENT && st->war_box[cd->war] != SG_WAR_OFF)
                st->card_loc[e] = SG_LOC_ACTIVE;
            else if (st->card_flags[e] & SG_CF_NULLIFIED) {
                st->card_flags[e] = (uint8_t)(st->card_flags[e] & ~SG_CF_NULLIFIED);
                st->card_loc[e] = SG_LOC_DISCARD;
            } else
                wm__siege_dispose_event(st, e);
            continue;
        }
        case ST_EV_ROLLED:
            start_job(st, JOB_EFFECT, st->job_a, st->job_b, st->actor, ST_EVENTS_Q);
            return;
        case ST_PA_EFFECT_ROLLED:
            start_job(st, JOB_EFFECT, st->job_a, st->job_b, st->actor, ST_PERFORMED);
            return;
        case ST_REPLACE_Q:
            if (ask_in_order(st, can_replace, NULL, ST_REPLACE,
                             (st->flags & WM_SIEGE_ADVANCED) ? ST_SWAP_Q : ST_PA_Q))
                return;
            continue;
        case ST_SWAP_Q:
            if (ask_in_order(st, has_prestige, NULL, ST_SWAP, ST_PA_Q))
                return;
            continue;
        case ST_PA_Q: { /* [3] in Initiative Order */
            i = next_in_order(st, &st->rank, chose_pa, no_pa_pp);
            if (i < 0) {
                st->rank = 0;
                st->stage = ST_COUP_DECL_Q;
                continue;
            }
            int c = st->chosen_pa[i];
            st->exploits = 0;
            st->actor = (uint8_t)i;
            if (!st->tw && wm__siege_conditions_met(st, i, c)) {
                st->stage = st->prestige[i] ? ST_EXPLOIT : ST_ROLL;
                if (st->stage == ST_ROLL)
                    continue;
                return;
            }
            st->stage = ST_DISPOSE_FAIL;
            continue;
        }
        case ST_ROLL:
            st->mod = (int8_t)(wm__siege_pa_modifier(st, i, st->chosen_pa[i]) + st->exploits);
            need_die(st, ST_ROLLED);
            return;
        case ST_ROLLED: {
            int c = st->chosen_pa[i];
            if (wm__siege_pa_result(st, i, c, st->die, st->mod)) {
                st->stage = ST_PERFORM;
                continue;
            }
            if (st->prestige[i] && st->rerolls[i] < SG_REROLLS) {
                st->stage = ST_REROLL;
                st->actor = (uint8_t)i;
                return;
            }
            st->stage = ST_DISPOSE_FAIL;
            continue;
        }
        case ST_PERFORM: {
            int c = st->chosen_pa[i];
            const sg_card *cd = &sg_cards()[c];
            st->card_flags[c] |= SG_CF_PERFORMED;
            st->stage = ST_PERFORMED;
            if (!(cd->flags & SG_F_STANDBY) && cd->nops && nullifier(st, cd) >= 0) {
                st->stage = ST_NULLIFY; /* the Reaction first */
                st->actor = (uint8_t)nullifier(st, cd);
                return;
            }
            if (!(cd->flags & SG_F_STANDBY) && cd->nops) {
                st->job_a = (uint8_t)c;
                st->job_b = cd->ncond;
                st->actor = (uint8_t)i;
                if (needs_die(cd)) {
                    need_die(st, ST_PA_EFFECT_ROLLED);
                    return;
                }
                start_job(st, JOB_EFFECT, c, cd->ncond, i, ST_PERFORMED);
                return;
            }
            continue;
        }
        case ST_PERFORMED: {
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
                    return;
                }
                done_in_order(st, ST_PA_Q);
                continue;
            }
            if ((cd->flags & SG_F_WAR) && st->war_box[cd->war] == SG_WAR_OFF) {
                st->stage = ST_DISPOSE_FAIL; /* no war could start (already fought) */
                continue;
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
                return;
            }
            wm__siege_dispose(st, c, 1, 0);
            wm__siege_award_pp(st, i, c);
            done_in_order(st, ST_PA_Q);
            continue;
        }
        case ST_DISPOSE_FAIL: {
            int c = st->chosen_pa[i];
            if (wm__siege_reserve_count(st, i) < wm__siege_reserves[i]) {
                st->stage = ST_KEEP;
                st->idx = 0;
                st->actor = (uint8_t)i;
                return;
            }
            wm__siege_dispose(st, c, 0, 0);
            wm__siege_award_pp(st, i, c);
            done_in_order(st, ST_PA_Q);
            continue;
        }
        case ST_POLAND_ROLLED: {
            int c = st->chosen_pa[i];
            (void)wm__siege_poland_roll(st, i, sg_cards()[c].war, st->job_b, st->die);
            done_in_order(st, ST_PA_Q);
            continue;
        }
        case ST_COUP_DECL_Q:
            if (ask_in_order(st, can_declare, NULL, ST_COUP_DECL, ST_IMPULSE_Q))
                return;
            continue;
        case ST_IMPULSE_Q:
            if (st->rank < SG_NIDEOLOGIES) {
                /* a new Game Impulse */
                st->fought = 0;
                st->acted = 0;
                st->exploits = 0;
            }
            if (ask_in_order(st, impulse_able, NULL, ST_IMPULSE, ST_COUP_Q))
                return;
            continue;
        case ST_REACT_Q: { /* §3.3.9: every Ideology may react, in Initiative Order */
            int j = next_in_order(st, &st->idx, can_react, NULL);
            if (j >= 0) {
                st->stage = ST_REACT;
                st->actor = (uint8_t)j;
                return;
            }
            st->stage = ST_IMPULSE_BACK; /* the attempt was the owner's Game Action */
            continue;
        }
        case ST_FIGHT_ROLLED:
            start_job(st, st->job, st->job_a, 0, st->order[st->rank], ST_IMPULSE_BACK);
            return;
        case ST_IMPULSE_BACK:
            /* the same Game Impulse goes on while the Ideology can act */
            st->actor = st->order[st->rank];
            if (!impulse_able(st, st->actor)) {
                done_in_order(st, ST_IMPULSE_Q);
                continue;
            }
            st->stage = ST_IMPULSE;
            return;
        case ST_COUP_Q: { /* §3.3.14 at the end of the round, in Initiative Order */
            i = next_in_order(st, &st->rank, has_coup, drop_coup_area);
            if (i < 0) {
                st->rank = 0;
                st->stage = ST_ROUND_END;
                continue;
            }
            st->idx = 0; /* signs: the reacting Ideologies in order, then the owner */
            for (int k = 0; k < SG_NIDEOLOGIES; k++)
                st->signs[k] = 1;
            st->stage = ST_SIGN_Q;
            continue;
        }
        case ST_SIGN_Q: {
            /* the reacting Ideologies in Initiative Order, then the owner */
            int j = next_in_order(st, &st->idx, reacted, NULL);
            if (j < 0 && st->idx == SG_NIDEOLOGIES) {
                if (st->coup_cc[i][i])
                    j = i;
                else
                    st->idx++;
            }
            if (j < 0) {
                need_die(st, ST_COUP_ROLLED);
                return;
            }
            st->stage = ST_SIGN;
            st->actor = (uint8_t)j;
            return;
        }
        case ST_COUP_ROLLED:
            if (st->prestige[i] && st->rerolls[i] < SG_REROLLS) {
                st->stage = ST_COUP_REROLL;
                st->actor = (uint8_t)i;
                return;
            }
            st->stage = ST_COUP_GO;
            continue;
        case ST_COUP_GO:
            st->rank++; /* resumes at the next owner */
            start_job(st, JOB_COUP, i, 0, i, ST_COUP_Q);
            return;
        case ST_ROUND_END:
            for (int k = 0; k < SG_NIDEOLOGIES; k++) {
                st->pp[k] = 0;
                st->permit[k] = 0;
            }
            if (st->round < rounds_of(st) && !st->tw) {
                st->round++;
                begin_round(st);
                return;
            }
            start_job(st, JOB_STANDBY, 0, 0, st->order[0], ST_INTER);
            return;
        case ST_INTER:
            st->phase = SG_PH_INTERPHASE;
            for (int k = 0; k < SG_NIDEOLOGIES; k++)
                st->rerolls[k] = 0;
            st->rank = 0;
            st->stage = ST_TRAINING_Q;
            continue;
        case ST_TRAINING_Q: {
            int t = next_in_order(st, &st->rank, has_training, NULL);
            if (t >= 0) {
                st->stage = ST_TRAINING;
                st->actor = (uint8_t)t;
                return;
            }
            st->idx = 0;
            st->stage = ST_CW_Q;
            continue;
        }
        case ST_CW_Q:
            while (st->idx < SG_NNATIONS && !st->civil[st->idx])
                st->idx++;
            if (st->idx >= SG_NNATIONS) {
                st->idx = 0;
                st->stage = ST_WAR_Q;
                continue;
            }
            st->job = JOB_CW;
            st->job_a = st->idx;
            need_die(st, ST_CW_ROLLED);
            return;
        case ST_CW_ROLLED:
            st->idx++;
            start_job(st, JOB_CW, st->job_a, 0, st->order[0], ST_CW_Q);
            return;
        case ST_WAR_Q:
            while (st->idx < SG_NWARS && st->war_box[st->idx] == SG_WAR_OFF)
                st->idx++;
            if (st->idx >= SG_NWARS) {
                st->rank = 0;
                st->stage = ST_MAND_Q;
                continue;
            }
            st->job_a = st->idx;
            need_die(st, ST_WAR_ROLLED);
            return;
        case ST_MAND_Q: { /* §3.4.1: "Any Mandatory Event Cards in player's hand must be played immediately" */
            int k = next_in_order(st, &st->rank, has_due_event, NULL);
            if (k < 0) {
                st->stage = ST_TURN_END;
                continue;
            }
            int e = due_event(st, k);
            const sg_card *cd = &sg_cards()[e];
            if (wm__logging()) {
                wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "mandatory");
                wm__log_str("ideology", ideo_name[k]);
                wm__log_str("card", cd->code);
                wm__log_text("%s reveals and plays the Mandatory Event %s (§3.4.1)", ideo_name[k], cd->code);
                wm__log_end();
            }
            st->card_loc[e] = SG_LOC_PLAYED;
            wm__siege_dispose_event(st, e); /* played: performed, then discarded or removed */
            st->job_a = (uint8_t)e;
            st->job_b = cd->ncond;
            st->actor = (uint8_t)k;
            if (!cd->nops)
                continue;
            if (needs_die(cd)) {
                need_die(st, ST_MAND_ROLLED);
                return;
            }
            start_job(st, JOB_EFFECT, e, cd->ncond, k, ST_MAND_Q);
            return;
        }
        case ST_MAND_ROLLED:
            start_job(st, JOB_EFFECT, st->job_a, st->job_b, st->actor, ST_MAND_Q);
            return;
        case ST_WAR_ROLLED:
            st->idx++;
            start_job(st, JOB_WAR, st->job_a, 0, st->order[0], ST_WAR_DONE);
            return;
        case ST_WAR_DONE:
            wm__siege_war_attrition(st, st->job_a);
            st->stage = ST_WAR_Q;
            continue;
        case ST_TURN_END: {
            wm__siege_production_step(st);
            int automatic = wm__siege_victory_step(st);
            wm__siege_end_of_turn(st);
            if (automatic != SG_NOBODY) {
                finish(st, SG_END_AUTOMATIC, automatic);
                return;
            }
            if (st->tw) {
                finish(st, SG_END_TOTAL_WAR, SG_NOBODY);
                return;
            }
            if (st->turn >= SG_TURNS) {
                finish(st, SG_END_TURN8, SG_NOBODY); /* "Total War ... broken out anyway" */
                return;
            }
            st->turn++;
            st->round = 1;
            begin_turn(st);
            return;
        }
        default:
            return; /* a decision is pending */
        }
    }
}

static void begin_round(siege_state *st)
{
    for (int k = 0; k < SG_NIDEOLOGIES; k++) {
        st->chosen_pa[k] = SG_NOTHING;
        st->chosen_ev[k][0] = SG_NOTHING;
        st->chosen_ev[k][1] = SG_NOTHING;
        st->pp[k] = 0;
        st->permit[k] = 0;
    }
    st->rank = 0;
    st->job_b = 0;
    st->stage = ST_CHOOSE_Q;
    flow(st);
}

static void begin_turn(siege_state *st)
{
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
            return;
        wm__siege_cards_preparation(st);
    }
    st->phase = SG_PH_CARDS;
    st->rank = 0;
    st->stage = ST_FILL;
    flow(st);
}

/* ---------------------------------------------------------------- */
/* Legal moves                                                        */
/* ---------------------------------------------------------------- */

static int job_choice_ok(const siege_state *st, int v)
{
    if (st->ntape >= sizeof st->tape)
        return 0;
    siege_state copy = *st;
    copy.tape[copy.ntape++] = (uint8_t)v;
    void *sink = wm__log_pause(); /* a trial (job_try) */
    int r = job_run(&copy, copy.tape, copy.ntape);
    wm__log_resume(sink);
    return r != -1;
}

static int can_exploit_pp(const siege_state *st, int i)
{
    return (st->flags & WM_SIEGE_ADVANCED) && st->prestige[i] && !((st->acted >> i) & 1u) && !st->exploits &&
           st->pp[i] < SG_PP_MAX;
}

static int pending_coup_attemptable(const siege_state *st, int i);
static int impulse_one(const siege_state *st, wm_move m);

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
    for (int n = 0; n < SG_NNATIONS; n++) {
        int from = st->regime[n];
        if (from == SG_REGIME_GONE || pp < wm__siege_influence_cost(st, n))
            continue;
        for (uint32_t m = influence_boxes(st, i, from); m; m &= m - 1)
            WM_EMIT(M_INFL + (wm_move)(n * SG_NREGIME_BOXES + __builtin_ctz(m)));
    }
    if (pp >= 1) {
        int reserve = wm__siege_token_reserve(st, i);
        if (reserve > 0)
            for (int b = 0; b < SG_NRBOXES; b++)
                if (!st->rbox[b] && wm__siege_claimable(st, i, b))
                    WM_EMIT(M_CLAIM + b);
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
    if (st->force_pool[i]) {
        for (int w = 0; w < SG_NWARS; w++)
            if (st->war_box[w] != SG_WAR_OFF)
                for (int side = 0; side < 2; side++)
                    if (wm__siege_can_commit_war(st, i, w, side))
                        WM_EMIT(M_COMMIT + w * 2 + side);
        for (int n = 0; n < SG_NNATIONS; n++)
            if (st->civil[n]) {
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
        for (int w = 0; w < SG_NWARS; w++)
            if (can_fight_war(st, i, w))
                WM_EMIT(M_FIGHT + w);
        for (int n = 0; n < SG_NNATIONS; n++)
            if (can_fight_civil(st, i, n))
                WM_EMIT(M_FIGHT_CW + n);
    }
    if (can_exploit_pp(st, i))
        WM_EMIT(M_EXPLOIT_PP);
    if (pp >= 1)
        for (int b = 0; b < SG_NMAP_RBOXES; b++)
            if (wm__siege_map_claimable(st, i, b) && wm__siege_token_reserve(st, i) > 0)
                WM_EMIT(M_CLAIM_MAP + b);
    return k;
}

/* Legal moves in increasing id order (the contract of wm_title_ops):
 * every stage lists its moves family by family in increasing id. */
size_t wm__siege_legal(const void *vst, wm_move *buf, size_t cap)
{
    const siege_state *st = vst;
    size_t k = 0;
    int i = st->actor;
    switch (st->stage) {
    case ST_DIE:
        for (int d = 0; d < 6; d++)
            WM_EMIT(M_DIE + d);
        break;
    case ST_DRAW:
    case ST_MDRAW: {
        uint8_t sorted[SG_CARDS];
        memset(sorted, 0, sizeof sorted);
        for (int q = 0; q < st->ndeck[i]; q++)
            sorted[st->deck[i][q]] = 1;
        for (int c = 0; c < SG_CARDS; c++)
            if (sorted[c])
                WM_EMIT(M_DRAW + c);
        break;
    }
    case ST_DISCARD:
        WM_EMIT(M_PASS);
        for (int q = 0; q < wm__siege_deck_size[i]; q++) {
            int c = wm__siege_deck_first[i] + q;
            if (st->card_loc[c] == SG_LOC_HAND || st->card_loc[c] == SG_LOC_RESERVE)
                WM_EMIT(M_CARD + c);
        }
        break;
    case ST_MULLIGAN:
    case ST_EXPLOIT:
    case ST_REROLL:
    case ST_KEEP:
    case ST_COUP_REROLL:
    case ST_NULLIFY:
        WM_EMIT(M_YES);
        WM_EMIT(M_NO);
        break;
    case ST_RESERVE:
        WM_EMIT(M_PASS);
        for (int q = 0; q < wm__siege_deck_size[i]; q++) {
            int c = wm__siege_deck_first[i] + q;
            if (reservable(st, c))
                WM_EMIT(M_CARD + c);
        }
        break;
    case ST_CHOOSE_PA: {
        int pa_in_hand = hand_has_pa(st, i);
        int forced = mandatory_pa_in_hand(st, i);
        if (!pa_in_hand)
            WM_EMIT(M_PASS);
        for (int q = 0; q < wm__siege_deck_size[i]; q++) {
            int c = wm__siege_deck_first[i] + q;
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
        break;
    }
    case ST_CHOOSE_EV: {
        int forced = mandatory_event_in_hand(st, i);
        if (!forced)
            WM_EMIT(M_PASS);
        for (int q = 0; q < wm__siege_deck_size[i]; q++) {
            int c = wm__siege_deck_first[i] + q;
            if (playable_event(st, i, c) && (!forced || wm__siege_mandatory_event_due(st, c)))
                WM_EMIT(M_CARD + c);
        }
        break;
    }
    case ST_JOB: {
        /* the values the pending choice point declares, each tried */
        uint64_t values = ~(uint64_t)0;
        if (st->ntape < sizeof st->tape) {
            siege_state copy = *st;
            void *sink = wm__log_pause(); /* a trial (job_try) */
            wm__siege_ask_begin();
            int r = job_run(&copy, copy.tape, copy.ntape);
            values = wm__siege_ask_end();
            wm__log_resume(sink);
            if (r != -2)
                values = ~(uint64_t)0; /* not waiting for a choice: try them all, as before */
        }
        for (int v = 0; v < M_NCHOICES; v++)
            if (((values >> v) & 1u) && job_choice_ok(st, v))
                WM_EMIT(M_CHOICE + v);
        break;
    }
    case ST_REPLACE:
        WM_EMIT(M_PASS);
        for (int q = 0; q < wm__siege_deck_size[i]; q++) {
            int c = wm__siege_deck_first[i] + q;
            if (in_hand(st, c) && (sg_cards()[c].flags & SG_F_REPLACE))
                WM_EMIT(M_CARD + c);
        }
        break;
    case ST_SWAP:
        WM_EMIT(M_PASS);
        for (int j = 0; j < SG_NIDEOLOGIES; j++)
            if (j != i)
                WM_EMIT(M_SWAP + j);
        break;
    case ST_POLAND:
        for (int m = 0; m <= st->force_pool[i] && m < M_NCHOICES; m++)
            WM_EMIT(M_CHOICE + m);
        break;
    case ST_COUP_DECL:
        WM_EMIT(M_PASS);
        for (int a = 0; a < SG_NCC_AREAS; a++)
            if (wm__siege_can_declare_coup(st, i, a))
                WM_EMIT(M_AREA + a);
        break;
    case ST_IMPULSE:
        k = impulse_moves(st, buf, cap, k);
        break;
    case ST_REACT:
        WM_EMIT(M_PASS);
        WM_EMIT(M_REACT + st->job_a);
        break;
    case ST_SIGN: {
        int forced = comm_sign(st, st->actor);
        if (forced >= 0)
            WM_EMIT(M_PLUS);
        if (forced <= 0)
            WM_EMIT(M_MINUS);
        break;
    }
    case ST_TRAINING:
        for (int a = 0; a < SG_NCC_AREAS; a++)
            WM_EMIT(M_AREA + a);
        break;
    default:
        break;
    }
    return k;
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
        if (from == SG_REGIME_GONE || st->pp[i] < wm__siege_influence_cost(st, n))
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

int wm__siege_is_legal(const void *vst, wm_move m)
{
    const siege_state *st = vst;
    if (m >= M_ACTIONS || st->stage == ST_OVER)
        return 0;
    if (st->stage == ST_IMPULSE)
        return impulse_one(st, m);
    if (st->stage == ST_JOB)
        return m >= M_CHOICE && m < M_CHOICE + M_NCHOICES && job_choice_ok(st, (int)(m - M_CHOICE));
    /* the families of moves each stage offers: anything else is refused at once */
    int card = m >= M_CARD && m < M_CHOICE;
    switch (st->stage) {
    case ST_DIE:
        if (m >= M_DIE + 6)
            return 0;
        break;
    case ST_DRAW:
    case ST_MDRAW:
        if (m < M_DRAW || m >= M_PASS)
            return 0;
        break;
    case ST_DISCARD:
    case ST_RESERVE:
    case ST_CHOOSE_PA:
    case ST_CHOOSE_EV:
    case ST_REPLACE:
        if (m != M_PASS && !card)
            return 0;
        break;
    case ST_MULLIGAN:
    case ST_EXPLOIT:
    case ST_REROLL:
    case ST_KEEP:
    case ST_COUP_REROLL:
    case ST_NULLIFY:
        return m == M_YES || m == M_NO;
    case ST_SWAP:
        if (m != M_PASS && (m < M_SWAP || m >= M_INFL))
            return 0;
        break;
    case ST_POLAND:
        return m >= M_CHOICE && m <= M_CHOICE + (wm_move)st->force_pool[st->actor] && m < M_CHOICE + M_NCHOICES;
    case ST_COUP_DECL:
    case ST_TRAINING:
        if (m != M_PASS && (m < M_AREA || m >= M_SWAP))
            return 0;
        break;
    case ST_REACT:
        return m == M_PASS || m == (wm_move)(M_REACT + st->job_a);
    case ST_SIGN:
        return (m == M_PLUS && comm_sign(st, st->actor) >= 0) || (m == M_MINUS && comm_sign(st, st->actor) <= 0);
    default:
        return 0;
    }
    wm_move tmp[M_ACTIONS];
    size_t n = wm__siege_legal(vst, tmp, M_ACTIONS);
    for (size_t q = 0; q < n && q < M_ACTIONS; q++)
        if (tmp[q] == m)
            return 1;
    return 0;
}

/* ---------------------------------------------------------------- */
/* Applying a move                                                    */
/* ---------------------------------------------------------------- */


static void apply_move(siege_state *st, wm_move m);

/* A move, then the seats' memory forgets what it made untrue (doc/ai.md). */
void wm__siege_apply(void *vst, wm_move m)
{
    siege_state *st = vst;
    apply_move(st, m);
    wm__siege_forget(st);
}

static void apply_move(siege_state *st, wm_move m)
{
    int i = st->actor;
    switch (st->stage) {
    case ST_DIE:
        st->die = (uint8_t)(m - M_DIE + 1);
        log_die(st);
        st->stage = st->next;
        break;
    case ST_DRAW: {
        int c = (int)(m - M_DRAW);
        for (int q = 0; q < st->ndeck[i]; q++)
            if (st->deck[i][q] == c) {
                st->deck[i][q] = st->deck[i][0];
                st->deck[i][0] = (uint8_t)c;
                break;
            }
        (void)wm__siege_draw(st, i);
        st->stage = ST_FILL;
        break;
    }
    case ST_DISCARD:
        if (m == M_PASS) {
            /* the next Ideology with cards, then the preparation */
            st->rank++;
            if (ask_in_order(st, has_cards, NULL, ST_DISCARD, ST_DISCARD))
                return;
            wm__siege_cards_preparation(st);
            st->rank = 0;
            st->stage = ST_FILL;
        } else {
            (void)wm__siege_discard(st, (int)(m - M_CARD));
            if (!(wm__siege_hand_count(st, i) + wm__siege_reserve_count(st, i)))
                apply_move(st, M_PASS);
            return;
        }
        break;
    case ST_MULLIGAN:
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
                    return;
                }
                (void)wm__siege_draw(st, i);
            }
        } else {
            st->mulligan = (uint8_t)(st->mulligan | (1u << i)); /* decided: no more Mulligan this turn */
        }
        done_in_order(st, ST_MULLIGAN_Q);
        break;
    case ST_RESERVE:
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
        break;
    case ST_CHOOSE_PA:
        if (m == M_PASS) {
            st->stage = ST_CHOOSE_EV;
            return;
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
        return;
    case ST_CHOOSE_EV:
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
                    return; /* a second Event may be chosen */
            }
        }
        done_in_order(st, ST_CHOOSE_Q);
        break;
    case ST_JOB: {
        st->tape[st->ntape++] = (uint8_t)(m - M_CHOICE);
        siege_state copy;
        int r = job_try(st, &copy, st->tape, st->ntape);
        if (r >= 0) {
            *st = copy;
            st->job = JOB_NONE;
            st->stage = st->next;
        } else if (r == -1 || st->ntape >= sizeof st->tape) {
            st->job = JOB_NONE;
            st->stage = st->next;
        } else {
            return; /* one more choice */
        }
        break;
    }
    case ST_REPLACE:
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
        break;
    case ST_SWAP:
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
        break;
    case ST_EXPLOIT:
        if (m == M_YES) {
            (void)wm__siege_exploit(st, i);
            st->exploits++;
            if (st->prestige[i])
                return;
        }
        st->stage = ST_ROLL;
        break;
    case ST_REROLL:
        if (m == M_YES) {
            (void)wm__siege_reroll(st, i);
            need_die(st, ST_ROLLED);
            return;
        }
        st->stage = ST_DISPOSE_FAIL;
        break;
    case ST_KEEP: {
        int c = st->chosen_pa[i];
        wm__siege_dispose(st, c, st->idx, m == M_YES);
        wm__siege_learn_public(st, c); /* a revealed card kept in a Reserve: all saw it go there */
        wm__siege_award_pp(st, i, c);
        done_in_order(st, ST_PA_Q);
        break;
    }
    case ST_POLAND:
        st->job_b = (uint8_t)(m - M_CHOICE);
        need_die(st, ST_POLAND_ROLLED);
        return;
    case ST_NULLIFY: { /* §3.3.4: the Reaction of card C23 */
        int owner = st->order[st->rank], c = st->chosen_pa[owner];
        const sg_card *cd = &sg_cards()[c];
        st->stage = ST_PERFORMED;
        st->actor = (uint8_t)owner;
        if (m == M_YES) {
            int cost = cd->ops[cd->ncond].b;
            if (wm__logging()) {
                wm__log_begin(wm__siege_seat_of(st, i), WM_LOG_PUBLIC, "reaction");
                wm__log_str("ideology", ideo_name[i]);
                wm__log_str("card", cd->code);
                wm__log_text("%s loses %d Prestige to nullify the effects of %s (§3.3.4)", ideo_name[i], cost,
                             cd->code);
                wm__log_end();
            }
            wm__siege_add_prestige(st, i, -cost);
            break; /* performed, its effects nullified */
        }
        st->job_a = (uint8_t)c;
        st->job_b = cd->ncond;
        if (needs_die(cd)) {
            need_die(st, ST_PA_EFFECT_ROLLED);
            return;
        }
        start_job(st, JOB_EFFECT, c, cd->ncond, owner, ST_PERFORMED);
        return;
    }
    case ST_COUP_DECL:
        if (m != M_PASS)
            (void)wm__siege_declare_coup(st, i, (int)(m - M_AREA));
        done_in_order(st, ST_COUP_DECL_Q);
        break;
    case ST_IMPULSE:
        if (m == M_PASS) {
            st->coup_area[i] = SG_NOTHING;
            done_in_order(st, ST_IMPULSE_Q);
            break;
        }
        st->acted = (uint8_t)(st->acted | (1u << i));
        if (m == M_EXPLOIT_PP) {
            (void)wm__siege_exploit(st, i);
            st->pp[i]++;
            st->exploits = 1;
            st->acted = (uint8_t)(st->acted & ~(1u << i));
            return;
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
            break;
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
            (void)wm__siege_pay_pp(st, i, 1);
            st->fought |= (uint64_t)1u << w;
            st->job = JOB_WAR;
            st->job_a = (uint8_t)w;
            need_die(st, ST_FIGHT_ROLLED);
            return;
        } else if (m >= M_FIGHT_CW && m < M_EXPLOIT_PP) {
            int n = (int)(m - M_FIGHT_CW);
            (void)wm__siege_pay_pp(st, i, 1);
            st->fought |= (uint64_t)1u << (16 + n);
            st->job = JOB_CW;
            st->job_a = (uint8_t)n;
            need_die(st, ST_FIGHT_ROLLED);
            return;
        }
        st->stage = ST_IMPULSE_BACK;
        break;
    case ST_REACT:
        if (m != M_PASS) {
            (void)wm__siege_react_coup(st, i, st->job_a);
            if (can_react(st, i))
                return; /* more CCs may react */
        }
        st->idx++;
        st->stage = ST_REACT_Q;
        break;
    case ST_SIGN:
        st->signs[i] = m == M_PLUS ? 1 : -1;
        st->idx++;
        st->stage = ST_SIGN_Q;
        break;
    case ST_COUP_REROLL:
        if (m == M_YES) {
            /* decided after seeing the die; the new die replaces it */
            int owner = st->order[st->rank];
            (void)wm__siege_reroll(st, owner);
            need_die(st, ST_COUP_ROLLED);
            return;
        }
        st->stage = ST_COUP_GO;
        break;
    case ST_TRAINING:
        (void)wm__siege_deploy_training(st, i, (int)(m - M_AREA));
        if (!st->cc_pool[i])
            st->rank++; /* the next Ideology once its CCs are all placed */
        st->stage = ST_TRAINING_Q;
        break;
    case ST_MDRAW: {
        int c = (int)(m - M_DRAW);
        for (int q = 0; q < st->ndeck[i]; q++)
            if (st->deck[i][q] == c) {
                st->deck[i][q] = st->deck[i][0];
                st->deck[i][0] = (uint8_t)c;
                break;
            }
        (void)wm__siege_draw(st, i);
        if (wm__siege_hand_count(st, i) < wm__siege_hand_size(st) && can_draw(st, i))
            return;
        done_in_order(st, ST_MULLIGAN_Q);
        break;
    }
    default:
        return;
    }
    flow(st);
}

/* ---------------------------------------------------------------- */
/* Creation and the small ops                                         */
/* ---------------------------------------------------------------- */

wm_status wm__siege_init(void *vst, const wm_options *o)
{
    siege_state *st = vst;
    if (o->bots) /* the rulebook has no Non-player rules */
        return wm__fail(WM_EINVAL, "options.bots: 0x%x, but Democracy under Siege has no Non-player rules",
                        (unsigned)o->bots);
    if (o->scenario < 0 || o->scenario > 1) /* one 1933 set-up */
        return wm__fail(WM_EINVAL, "options.scenario: %d is not 1 (or 0) for Democracy under Siege", (int)o->scenario);
    wm_status s = wm__siege_setup(st, (int)o->seats, o->flags & ~(uint32_t)WM_OPT_NO_HISTORY, o->seed);
    if (s != WM_OK)
        return s;
    st->strict = 1;
    st->stage = ST_FILL;
    st->rank = 0;
    st->actor = SG_NOBODY;
    st->job = JOB_NONE;
    for (int k = 0; k < SG_NIDEOLOGIES; k++) {
        st->chosen_pa[k] = SG_NOTHING;
        st->chosen_ev[k][0] = SG_NOTHING;
        st->chosen_ev[k][1] = SG_NOTHING;
        st->signs[k] = 1;
    }
    flow(st); /* turn 1: the Cards Draw step (ex. 4.0) */
    return WM_OK;
}

int wm__siege_to_move(const void *vst)
{
    const siege_state *st = vst;
    if (st->stage == ST_OVER)
        return WM_NOBODY;
    if (st->stage == ST_DIE || st->stage == ST_DRAW || st->stage == ST_MDRAW)
        return WM_CHANCE;
    return wm__siege_seat_of(st, st->actor);
}

int wm__siege_is_secret(const void *vst)
{
    const siege_state *st = vst;
    /* §3.3.1 [1] the face-down choices; §3.2.2 the card put into a Reserve (face down, O15) */
    return st->stage == ST_CHOOSE_PA || st->stage == ST_CHOOSE_EV || st->stage == ST_RESERVE;
}

static int pa_of_rank(const siege_state *st)
{
    if (st->rank >= SG_NIDEOLOGIES)
        return -1;
    int i = st->order[st->rank], c = st->chosen_pa[i];
    if (c >= SG_CARDS || sg_cards()[c].deck != i || !is_pa(c))
        return -1;
    return c;
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
            if (st->card_loc[c] == SG_LOC_FUTURE && sg_cards()[c].entry <= st->turn)
                return 0;
    /* a resolution is pending only in ST_JOB, or before its die */
    if (st->job != JOB_NONE && st->stage != ST_JOB &&
        !(st->stage == ST_DIE && (st->next == ST_FIGHT_ROLLED || st->next == ST_CW_ROLLED)))
        return 0;
    switch (st->stage) {
    case ST_OVER:
        return ph == SG_PH_OVER;
    case ST_DRAW:
    case ST_DISCARD:
    case ST_MULLIGAN:
    case ST_RESERVE:
    case ST_MDRAW:
        return ph == SG_PH_CARDS && ranked;
    case ST_CHOOSE_PA:
    case ST_CHOOSE_EV:
    case ST_REPLACE:
    case ST_SWAP:
    case ST_COUP_DECL:
        return ph == SG_PH_POLITICAL && ranked;
    case ST_IMPULSE:
        return ph == SG_PH_POLITICAL && ranked && st->job == JOB_NONE;
    case ST_EXPLOIT:
        return ph == SG_PH_POLITICAL && ranked && pa_of_rank(st) >= 0 && st->prestige[st->actor];
    case ST_REROLL:
        return ph == SG_PH_POLITICAL && ranked && pa_of_rank(st) >= 0 && st->die >= 1 &&
               st->prestige[st->actor] && st->rerolls[st->actor] < SG_REROLLS;
    case ST_KEEP:
        return ph == SG_PH_POLITICAL && ranked && pa_of_rank(st) >= 0 && st->idx <= 1;
    case ST_POLAND: {
        int c = pa_of_rank(st);
        return ph == SG_PH_POLITICAL && ranked && c >= 0 && (sg_cards()[c].flags & SG_F_WAR) &&
               st->war_box[sg_cards()[c].war] != SG_WAR_OFF;
    }
    case ST_REACT:
        return ph == SG_PH_POLITICAL && st->rank < SG_NIDEOLOGIES && st->idx < SG_NIDEOLOGIES &&
               st->actor == st->order[st->idx] && st->job_a < SG_NIDEOLOGIES &&
               st->coup_target[st->job_a] != SG_NOTHING;
    case ST_SIGN: {
        if (ph != SG_PH_POLITICAL || st->rank >= SG_NIDEOLOGIES || st->idx > SG_NIDEOLOGIES)
            return 0;
        int owner = st->order[st->rank];
        int who = st->idx < SG_NIDEOLOGIES ? st->order[st->idx] : owner;
        return st->coup_target[owner] != SG_NOTHING && st->actor == who && st->coup_cc[owner][who];
    }
    case ST_COUP_REROLL:
        return ph == SG_PH_POLITICAL && ranked && st->coup_target[st->actor] != SG_NOTHING && st->die >= 1 &&
               st->prestige[st->actor] && st->rerolls[st->actor] < SG_REROLLS;
    case ST_TRAINING:
        return ph == SG_PH_INTERPHASE && ranked && st->cc_pool[st->actor];
    case ST_NULLIFY: {
        int c = pa_of_rank(st);
        return ph == SG_PH_POLITICAL && c >= 0 && st->card_loc[c] == SG_LOC_PLAYED &&
               nullifier(st, &sg_cards()[c]) == st->actor;
    }
    case ST_DIE:
        switch (st->next) {
        case ST_ROLLED:
        case ST_PA_EFFECT_ROLLED:
        case ST_POLAND_ROLLED:
            return ph == SG_PH_POLITICAL && ranked && pa_of_rank(st) >= 0 &&
                   (st->next != ST_PA_EFFECT_ROLLED || st->job_a == pa_of_rank(st)) &&
                   (st->next != ST_POLAND_ROLLED || st->job_b <= st->force_pool[st->actor]);
        case ST_EV_ROLLED:
            return ph == SG_PH_POLITICAL && ranked && st->job_a < SG_CARDS &&
                   sg_cards()[st->job_a].deck == st->actor && st->job_b == sg_cards()[st->job_a].ncond &&
                   sg_cards()[st->job_a].nops;
        case ST_FIGHT_ROLLED:
            if (ph != SG_PH_POLITICAL || !ranked)
                return 0;
            if (st->job == JOB_WAR)
                return st->job_a < SG_NWARS && st->war_box[st->job_a] != SG_WAR_OFF;
            return st->job == JOB_CW && st->job_a < SG_NNATIONS && st->civil[st->job_a];
        case ST_COUP_ROLLED:
            return ph == SG_PH_POLITICAL && st->rank < SG_NIDEOLOGIES &&
                   st->coup_target[st->order[st->rank]] != SG_NOTHING;
        case ST_CW_ROLLED:
            return ph == SG_PH_INTERPHASE && st->job_a < SG_NNATIONS && st->civil[st->job_a];
        case ST_WAR_ROLLED:
            return ph == SG_PH_INTERPHASE && st->job_a < SG_NWARS && st->war_box[st->job_a] != SG_WAR_OFF;
        case ST_MAND_ROLLED: /* §3.4.1: a Mandatory Event's coup */
            return ph == SG_PH_INTERPHASE && ranked && st->job_a < SG_CARDS &&
                   sg_cards()[st->job_a].deck == st->actor &&
                   (sg_cards()[st->job_a].flags & SG_F_MANDATORY) &&
                   st->job_b == sg_cards()[st->job_a].ncond && sg_cards()[st->job_a].nops;
        default:
            return 0;
        }
    case ST_JOB:
        if (!wm__siege_job_consistent(st))
            return 0;
        switch (st->job) {
        case JOB_EFFECT:
            if (st->next == ST_PERFORMED)
                return ph == SG_PH_POLITICAL && ranked && st->job_a == pa_of_rank(st);
            if (st->next == ST_MAND_Q)
                return ph == SG_PH_INTERPHASE && ranked && sg_cards()[st->job_a].deck == st->actor &&
                       (sg_cards()[st->job_a].flags & SG_F_MANDATORY);
            return st->next == ST_EVENTS_Q && ph == SG_PH_POLITICAL && ranked &&
                   sg_cards()[st->job_a].deck == st->actor;
        case JOB_WAR:
            if (st->next == ST_IMPULSE_BACK)
                return ph == SG_PH_POLITICAL && ranked;
            return st->next == ST_WAR_DONE && ph == SG_PH_INTERPHASE;
        case JOB_CW:
            if (st->next == ST_IMPULSE_BACK)
                return ph == SG_PH_POLITICAL && ranked;
            return st->next == ST_CW_Q && ph == SG_PH_INTERPHASE;
        case JOB_COUP:
            return st->next == ST_COUP_Q && ph == SG_PH_POLITICAL && st->rank >= 1 &&
                   st->order[st->rank - 1] == st->job_a && st->actor == st->job_a;
        case JOB_STANDBY:
            return st->next == ST_INTER && ph == SG_PH_POLITICAL;
        default:
            return 0;
        }
    default:
        return 0; /* an automatic step never waits */
    }
}

int wm__siege_job_consistent(const siege_state *st)
{
    if (st->actor >= SG_NIDEOLOGIES || st->ntape > sizeof st->tape)
        return 0;
    switch (st->job) {
    case JOB_EFFECT: {
        if (st->job_a >= SG_CARDS)
            return 0;
        const sg_card *cd = &sg_cards()[st->job_a];
        int from_ok = st->job_b == cd->ncond;
        for (int k = 0; k < cd->nops; k++)
            if (cd->ops[k].op == SG_OP_EACH_ROUND && st->job_b == k + 1)
                from_ok = 1;
        if (!cd->nops || !from_ok || st->next >= ST_COUNT)
            return 0;
        break;
    }
    case JOB_WAR:
        if (st->job_a >= SG_NWARS || st->war_box[st->job_a] == SG_WAR_OFF || st->die < 1)
            return 0;
        break;
    case JOB_CW:
        if (st->job_a >= SG_NNATIONS || !st->civil[st->job_a] || st->die < 1)
            return 0;
        break;
    case JOB_COUP:
        if (st->job_a >= SG_NIDEOLOGIES || st->coup_target[st->job_a] == SG_NOTHING || st->die < 1)
            return 0;
        break;
    case JOB_STANDBY:
        break;
    default:
        return 0;
    }
    siege_state copy = *st;
    void *sink = wm__log_pause(); /* a trial (job_try) */
    int r = job_run(&copy, st->tape, st->ntape);
    wm__log_resume(sink);
    return r == -2;
}

const char *wm__siege_ideology_name(int i)
{
    return i >= 0 && i < SG_NIDEOLOGIES ? ideo_name[i] : "Anarchy";
}
