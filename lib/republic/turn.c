/*
 * turn.c - §3 Victory and §4 Sequence of Play: the round procedure, the
 * machine that runs the frames, applying a move (moves.c's answer to the
 * pending question, then the machine) and the anchor points of an
 * rp_game.  frame.c holds the frame stack and the decision helpers every
 * procedure uses; moves.c, below this file, the legal moves and names
 * the Non-player's turn (npturn.c) reads too.
 */
#include "republic.h"
#include "rplog.h"

#include <string.h>

/* An NP seat's answer applied as wm__republic_apply applies a move. */
void wm__republic_np_answer(rp_state *st)
{
    wm_move m = wm__republic_np_choose(st);
    if (st->np_chance) /* handed to WM_CHANCE, narrowed to the tied options */
        return;
    if (wm__logging()) { /* the NP's answers are no moves: the log says them */
        char name[64], label[WM_MOVE_LABEL_MAX];
        int f = st->dec_seat;
        wm__republic_move_name(st, m, name, sizeof name);
        wm__republic_move_label(st, m, label, sizeof label); /* the text a person reads: "space Thüringen" */
        wm__log_begin(f, WM_LOG_PUBLIC, "np");
        wm__log_str("faction", rpl_f(f));
        wm__log_str("move", name);
        wm__log_text("Non-player %s: %s: %s", rpl_f(f), wm__republic_prompt(st), label);
        wm__log_end();
    }
    (void)wm__republic_answer(st, m); /* np_chance is 0 here; a box question left pending stays pending */
}

/* Runs the procedures until a question is pending or the game is over
 * (an NP seat's question is left pending: wm__republic_advance answers it). */
void wm__republic_run(rp_state *st)
{
    while (!st->over && st->dec == D_NONE && st->nfr > 0) {
        if (st->bx_n && wm__republic_box_run(st)) /* §5.2 holding-box choices first */
            break;
        int done = 0;
        switch (st->fr_proc[st->nfr - 1]) {
        case P_ROUND: done = wm__republic_run_round(st); break;
        case P_STEP: done = wm__republic_run_step(st); break;
        case P_ACTION: done = wm__republic_run_action(st); break;
        case P_ASSAULT: done = wm__republic_run_assault(st); break;
        case P_EVENT: done = wm__republic_run_event(st); break;
        case P_ELECTION: done = wm__republic_run_election(st); break;
        case P_PCBONUS: done = wm__republic_run_pcbonus(st); break;
        case P_NP: done = wm__republic_run_np(st); break;
        default: done = 1; break;
        }
        if (done && !st->over)
            wm__republic_pop(st);
    }
}

void wm__republic_advance(rp_state *st)
{
    for (;;) {
        wm__republic_run(st);
        if (!wm__republic_np_owns(st)) /* §8: an NP seat answers its own questions */
            break;
        wm__republic_np_answer(st);
        if (st->np_chance)
            break;
    }
}

/* ------------------------------------------------------------------ */
/* §3.1 Sudden Victory                                                  */
/* ------------------------------------------------------------------ */

/* ------------------------------------------------------------------ */
/* §4.0 The round                                                       */
/* ------------------------------------------------------------------ */



static int held_special(const rp_state *st, int id)
{
    const rp_card_info *c = CARD(id);
    return c->kind == RP_CARD_ELECTION || (c->flags & RP_CF_MANDATORY);
}

/* §4.0 step 6: the Held Card Penalty of f's hand (cubes to remove, and
 * cards fewer in the new deal). */
int wm__republic_held_penalty(const rp_state *st, int f)
{
    int sp = 0, ot = 0;
    if (rp_is_np(st, f) && !rp_is_standin(st, f)) /* §8.1, §8.4: NP factions ignore any Held Card Penalty */
        return 0;
    for (int w = 0; w < CW; w++)
        for (uint64_t b = st->hand[f][w]; b; b &= b - 1) { /* the cards in hand */
            int id = w * 64 + __builtin_ctzll(b);
            if (id < 1 || id > RP_NCARDS)
                continue;
            if (held_special(st, id))
                sp++;
            else
                ot++;
        }
    return RP_HELD_PENALTY_SPECIAL * sp + RP_HELD_PENALTY_OTHER * ot;
}

/* The new deal of f after its penalty. */
int wm__republic_held_deal(const rp_state *st, int f)
{
    int deal = wm__republic_era_hand[rp_year_era(RP_FIRST_YEAR + st->year)] - wm__republic_held_penalty(st, f);
    return deal < 0 ? 0 : deal;
}

uint32_t wm__republic_cube_spaces(const rp_state *st, int f)
{
    uint32_t m = 0;
    for (int s = 0; s < NSP; s++)
        if (st->cubes[s][f])
            m |= SPB(s);
    return m;
}

/* §4.0 step 5: the Economy shifts of the New Year Step. */
static void new_year_economy(rp_state *st)
{
    int y = RP_FIRST_YEAR + st->year;
    if (y >= 1920 && y <= 1923) {
        wm__republic_econ_shift(st, -1);
    } else if (y == 1930) {
        if (st->econ_dd)
            st->econ = wm__republic_dd_box[31 - __builtin_clz(st->econ_dd)];
        wm__republic_remove_all_econ_lev(st);
    } else if (y >= 1931) {
        wm__republic_econ_shift(st, +1);
    }
}

/* What a stage of the round returns: 0 when it waits for a decision or for
 * the procedure it pushed, RUN_ON when the round runs on at once (at the
 * stage it set). */
enum { RUN_ON = 1 };

/* §5.8 Momentum and Turn Order: the Momentum faction sets the turn order,
 * one faction at a time (the last one left takes the last place). */
static int round_order(rp_state *st)
{
    uint32_t used = 0;
    for (int i = 0; i < st->r_i; i++)
        used |= 1u << st->order[i];
    uint32_t left = 0xFu & ~used;
    if (st->r_i == 0 && rp_is_np(st, st->momentum)) {
        /* §8.4: an NP Momentum faction's top bot card sets the turn order */
        STAGE(st) = R_NP_ORDER_GOT;
        if (wm__republic_np_ask_botcard(st, st->momentum))
            return 0;
        return RUN_ON;
    }
    if (st->r_i >= NF - 1) {
        st->order[NF - 1] = (uint8_t)__builtin_ctz(left);
        st->r_i = 0;
        STAGE(st) = st->r_j;
        return RUN_ON;
    }
    STAGE(st) = R_ORDER_GOT;
    wm__republic_ask(st, D_FACTION, st->momentum, left, 0);
    return 0;
}

/* §8.4 Non-player New Year Step: the NP Momentum faction's revealed bot
 * card gives the turn order. */
static int round_np_order_got(rp_state *st)
{
    int f = st->momentum, first = wm__republic_botcard_first[f];
    int n = rp_arg(st, WM_REPUBLIC_NUM, 64);
    if (n < first || n >= first + RP_BOTCARDS_PER_FACTION)
        n = first;
    st->np_deck[f] = (uint16_t)(st->np_deck[f] & ~(1u << (n - first)));
    st->np_card[f] = (uint8_t)n;
    wm__republic_np_turn_order(n, st->order);
    if (wm__logging()) {
        wm__log_begin(f, WM_LOG_PUBLIC, "np");
        wm__log_str("faction", rpl_f(f));
        wm__log_int("bot_card", n);
        wm__log_text("Non-player %s (Momentum) reveals bot card #%d for the turn order", rpl_f(f), n);
        wm__log_end();
    }
    st->r_i = 0;
    STAGE(st) = st->r_j;
    return RUN_ON;
}

/* §5.8: the faction the Momentum faction put next in the turn order. */
static int round_order_got(rp_state *st)
{
    st->order[st->r_i++] = (uint8_t)(rp_arg(st, WM_REPUBLIC_FACTION, 4));
    STAGE(st) = R_ORDER;
    return RUN_ON;
}

/* §4.0: a round begins (Lingering modifiers of a round's start). */
static int round_start(rp_state *st)
{
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "round");
        wm__log_int("year", RP_FIRST_YEAR + st->year);
        wm__log_int("half", st->half);
        wm__log_text("%s %d: turn order", st->half == RP_EARLY_YEAR ? "Early" : "Late", RP_FIRST_YEAR + st->year);
        for (int i = 0; i < NF; i++)
            wm__log_text("%s %s", i ? "," : "", rpl_f(st->order[i]));
        wm__log_end();
    }
    st->round_flags = 0;
    wm__republic_linger_round_start(st); /* Lingering modifiers of a round's start (effects.c) */
    st->r_i = 0;
    STAGE(st) = R_STEP;
    return RUN_ON;
}

/* §4.0 step 1 Action Step: each faction's Action Step, in turn order. */
static int round_step(rp_state *st)
{
    if (st->r_i >= NF) {
        STAGE(st) = R_SV;
        return RUN_ON;
    }
    st->active = st->order[st->r_i];
    st->st_flags = 0;
    st->st_nact = 0;
    st->st_card = 0;
    st->st_pc = 0;
    st->placed = st->removed = st->assaulted = 0;
    STAGE(st) = R_STEP_DONE;
    wm__republic_push(st, P_STEP);
    return 0;
}

static int round_step_done(rp_state *st)
{
    st->r_i++;
    STAGE(st) = R_STEP;
    return RUN_ON;
}

/* §4.0 step 2 Sudden Victory Step, in turn order (§3.1). */
static int round_sudden_victory(rp_state *st)
{
    for (int i = 0; i < NF; i++) {
        int f = st->order[i];
        if ((st->sv_on & (1u << f)) && wm__republic_sudden_victory(st, f) &&
            (f != RP_COALITION || wm__republic_np_sudden_allowed(st, st->bots))) {
            if (wm__logging()) {
                wm__log_begin(f, WM_LOG_PUBLIC, "victory");
                wm__log_str("faction", rpl_f(f));
                wm__log_text("Sudden Victory (§3.1): %s meets its condition at the end of the round", rpl_f(f));
                wm__log_end();
            }
            wm__republic_finish(st, f, RP_VICTORY_SUDDEN);
            return 0;
        }
    }
    for (int f = 0; f < NF; f++)
        wm__republic_sv_return(st, f);
    STAGE(st) = R_ELECT;
    return RUN_ON;
}

/* §4.0 step 3 Elections Step (one cycle even if both triggers, §7.7). */
static int round_elections(rp_state *st)
{
    STAGE(st) = R_ADV;
    if (st->round_flags & (RF_ELECTION | RF_EXTRA)) {
        wm__republic_start_election(st, EL_NORMAL);
        return 0;
    }
    return RUN_ON;
}

/* §4.0 step 4 Advance Timeline Step: the KPD may remove any Strikes or
 * Uprisings from the map, one at a time. */
static int round_kpd_strikes(rp_state *st)
{
    uint32_t m = wm__republic_map_mask(st->strike);
    if (!m) {
        STAGE(st) = R_ADV2;
        return RUN_ON;
    }
    STAGE(st) = R_ADV_GOT;
    wm__republic_ask(st, D_SPACE, RP_KPD, m, 1);
    return 0;
}

static int round_kpd_strike_got(rp_state *st)
{
    if (st->choice == WM_REPUBLIC_DONE) {
        STAGE(st) = R_ADV2;
    } else {
        st->strike[rp_arg(st, WM_REPUBLIC_SPACE, 26)] = 0;
        wm__republic_return_strike(st);
        STAGE(st) = R_ADV;
    }
    return RUN_ON;
}

/* §4.0 step 4, the rest: the General Strike ends with fewer than 3 Strikes
 * and Uprisings on the map; Coalition units remove the Assassinations
 * markers of their spaces; in Hyperinflation the Momentum faction removes
 * a Coalition cube. */
static int round_advance_timeline(rp_state *st)
{
    if (st->gs && wm__republic_strikes_on_map(st) < RP_GENERAL_STRIKE_AT) {
        st->gs = 0;
        st->kpd_mat = (uint8_t)(st->kpd_mat | (1u << wm__republic_gs_slot()));
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "strike");
            wm__log_text("Too few Strikes are left on the map: the General Strike ends");
            wm__log_end();
        }
    }
    for (uint32_t cu = wm__republic_unit_spaces(st, RP_COALITION); cu; cu &= cu - 1) {
        int s = __builtin_ctz(cu); /* a space with Coalition units */
        if (wm__logging() && wm__republic_ass_count(st, s, 0)) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "markers");
            wm__log_str("space", rpl_s(s));
            wm__log_text("Coalition units in %s: its Assassinations markers are removed", rpl_s(s));
            wm__log_end();
        }
        wm__republic_remove_ass_in(st, s, 0);
    }
    STAGE(st) = R_FLIP;
    uint32_t m = wm__republic_cube_spaces(st, RP_COALITION);
    if (st->econ == RP_ECON_HYPERINFLATION && m) {
        STAGE(st) = R_HYPER_GOT;
        wm__republic_ask(st, D_SPACE, st->momentum, m, 0);
        return 0;
    }
    return RUN_ON;
}

static int round_hyper_got(rp_state *st)
{
    st->cubes[rp_arg(st, WM_REPUBLIC_SPACE, 26)][RP_COALITION]--;
    STAGE(st) = R_FLIP;
    return RUN_ON;
}

/* §4.0 step 4: the Turn marker advances; at the scenario's last year the
 * game ends (§3.4); §4.0 step 5 New Year Step: the Economy shifts and the
 * Momentum faction sets a new turn order. */
static int round_flip(rp_state *st)
{
    const rp_scenario_info *sc = &wm__republic_scenarios[st->scenario];
    if (st->half == RP_EARLY_YEAR) {
        st->half = RP_LATE_YEAR;
        STAGE(st) = R_ROUND_START;
        return RUN_ON;
    }
    if (RP_FIRST_YEAR + st->year >= sc->last_year) {
        STAGE(st) = R_END;
        return RUN_ON;
    }
    st->half = RP_EARLY_YEAR;
    st->year++;
    int econ = st->econ;
    new_year_economy(st);
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "round");
        wm__log_int("year", RP_FIRST_YEAR + st->year);
        wm__log_str("economy", wm__republic_econ_names[st->econ]);
        /* the tracks at the turn of the year, as fields only
         * (python -m weimar.balance plots them per year) */
        wm__log_int("progress", st->prog);
        wm__log_int("reaction", st->react);
        for (int f = 0; f < NF; f++) {
            char key[24];
            wm__str_append(key, sizeof key, wm__str_append(key, sizeof key, 0, "pv_"), rpl_f(f));
            wm__log_int(key, st->pv[f]);
        }
        wm__log_text("New Year %d: the Economy %s %s", RP_FIRST_YEAR + st->year,
                     econ == st->econ ? "stays at" : "moves to", wm__republic_econ_names[st->econ]);
        wm__log_end();
    }
    st->r_i = 0;
    st->r_j = R_NEWERA;
    STAGE(st) = R_ORDER;
    return RUN_ON;
}

/* §4.0 step 6 New Era Step, only at 1924 and 1930. */
static int round_new_era(rp_state *st)
{
    int y = RP_FIRST_YEAR + st->year;
    if (y != 1924 && y != 1930) {
        STAGE(st) = R_ROUND_START;
        return RUN_ON;
    }
    st->r_i = 0;
    STAGE(st) = R_PEN;
    return RUN_ON;
}

/* §4.0 step 6 Held Card Penalty, in turn order. */
static int round_penalty(rp_state *st)
{
    if (st->r_i >= NF) {
        STAGE(st) = R_NEWDECK;
        return RUN_ON;
    }
    int f = st->order[st->r_i];
    st->pen[f] = (uint8_t)wm__republic_held_deal(st, f);
    st->r_n = (uint8_t)wm__republic_held_penalty(st, f);
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "penalty");
        wm__log_str("faction", rpl_f(f));
        wm__log_int("held", card_count(st->hand[f]));
        wm__log_int("penalty", st->r_n);
        wm__log_int("deal", st->pen[f]);
        wm__log_text("Held Card Penalty: %s holds %d %s: %d cubes to remove, %d new cards", rpl_f(f),
                     card_count(st->hand[f]), card_count(st->hand[f]) == 1 ? "card" : "cards", st->r_n,
                     st->pen[f]);
        wm__log_end();
    }
    STAGE(st) = R_PEN_ASK;
    return RUN_ON;
}

/* §4.0 step 6 Held Card Penalty: the Momentum faction removes the
 * penalised faction's cubes, one at a time. */
static int round_penalty_ask(rp_state *st)
{
    int f = st->order[st->r_i];
    uint32_t m = wm__republic_cube_spaces(st, f);
    if (!st->r_n || !m) {
        st->r_i++;
        STAGE(st) = R_PEN;
        return RUN_ON;
    }
    STAGE(st) = R_PEN_GOT;
    wm__republic_ask(st, D_SPACE, st->momentum, m, 1);
    return 0;
}

static int round_penalty_got(rp_state *st)
{
    if (st->choice == WM_REPUBLIC_DONE) {
        st->r_n = 0;
    } else {
        st->cubes[rp_arg(st, WM_REPUBLIC_SPACE, 26)][st->order[st->r_i]]--;
        st->r_n--;
    }
    STAGE(st) = R_PEN_ASK;
    return RUN_ON;
}

/* §4.0 step 6: Remove Lingering Events that are ending, then the new
 * era's deck (§8.4 New Era: all nine bot cards make a new bot deck). */
static int round_new_deck(rp_state *st)
{
    int era = rp_year_era(RP_FIRST_YEAR + st->year);
    wm__republic_linger_new_era(st);
    for (int f = 0; f < NF; f++) /* §8.4 New Era: all nine bot cards make a new deck */
        if (rp_is_np(st, f))
            st->np_deck[f] = 0x1FF;
    for (int w = 0; w < CW; w++) {
        st->deck[w] = st->discard[w] = 0;
        for (int f = 0; f < NF; f++)
            st->hand[f][w] = 0;
    }
    for (int id = 1; id <= RP_NCARDS; id++)
        if (card_has(st->aside, id) && CARD(id)->era == era) {
            card_del(st->aside, id);
            if (!card_has(st->linger, id))
                card_add(st->deck, id);
        }
    st->r_i = 0;
    STAGE(st) = R_DEAL;
    return RUN_ON;
}

/* §4.0 step 6 Draw New Cards, in turn order. */
static int round_deal(rp_state *st)
{
    while (st->r_i < NF && (!st->pen[st->order[st->r_i]] || card_empty(st->deck))) {
        st->pen[st->order[st->r_i]] = 0;
        st->r_i++;
    }
    if (st->r_i >= NF) {
        st->r_i = 0;
        STAGE(st) = R_ROUND_START;
        return RUN_ON;
    }
    STAGE(st) = R_DEAL_GOT;
    if (wm__republic_ask_draw(st))
        return 0;
    return RUN_ON;
}

static int round_deal_got(rp_state *st)
{
    int id = rp_arg(st, WM_REPUBLIC_DRAW, 169) + 1, f = st->order[st->r_i];
    card_del(st->deck, id);
    card_add(st->hand[f], id);
    if (wm__logging()) { /* the card is for f's eyes only */
        wm__log_begin(f, WM_LOG_ONLY(f), "draw");
        wm__log_text("%s draws ", rpl_f(f));
        rpl_card(st, "card", id);
        wm__log_end();
        wm__log_begin(f, WM_LOG_ALL_BUT(f), "draw");
        wm__log_text("%s draws a card", rpl_f(f));
        wm__log_end();
    }
    st->pen[f]--;
    STAGE(st) = R_DEAL;
    return RUN_ON;
}

/* §3.4 Scenario End Victory: a final Election, or the Coalition wins when
 * the scenario says so and it holds no card. */
static int round_end(rp_state *st)
{
    const rp_scenario_info *sc = &wm__republic_scenarios[st->scenario];
    STAGE(st) = R_END_DONE;
    st->penalty_coal = (uint8_t)!card_empty(st->hand[RP_COALITION]);
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "round");
        wm__log_int("year", RP_FIRST_YEAR + st->year);
        wm__log_text("The scenario ends (%d, §3.4): ", RP_FIRST_YEAR + st->year);
        if (sc->end_rule != RP_END_COALITION_UNLESS_HELD || st->penalty_coal)
            wm__log_text("a final Election decides");
        else
            wm__log_text("the Coalition holds no card and wins");
        wm__log_end();
    }
    if (sc->end_rule != RP_END_COALITION_UNLESS_HELD || st->penalty_coal) {
        wm__republic_start_election(st, EL_FINAL);
        return 0;
    }
    wm__republic_finish(st, RP_COALITION, RP_VICTORY_SCENARIO_END);
    return 0;
}

/* One procedure per stage of the round (§4.0), by enum rp_round_stage;
 * R_END_DONE (after the final Election) has none. */
typedef int (*rp_round_fn)(rp_state *st);
static const rp_round_fn round_of[R_NSTAGES] = {
    [R_ORDER] = round_order,
    [R_ORDER_GOT] = round_order_got,
    [R_ROUND_START] = round_start,
    [R_STEP] = round_step,
    [R_STEP_DONE] = round_step_done,
    [R_SV] = round_sudden_victory,
    [R_ELECT] = round_elections,
    [R_ADV] = round_kpd_strikes,
    [R_ADV_GOT] = round_kpd_strike_got,
    [R_ADV2] = round_advance_timeline,
    [R_HYPER_GOT] = round_hyper_got,
    [R_FLIP] = round_flip,
    [R_NEWERA] = round_new_era,
    [R_PEN] = round_penalty,
    [R_PEN_ASK] = round_penalty_ask,
    [R_PEN_GOT] = round_penalty_got,
    [R_NEWDECK] = round_new_deck,
    [R_DEAL] = round_deal,
    [R_DEAL_GOT] = round_deal_got,
    [R_END] = round_end,
    [R_NP_ORDER_GOT] = round_np_order_got,
};
_Static_assert(R_NP_ORDER_GOT == R_NSTAGES - 1, "round_of: one entry per enum rp_round_stage");

/* §4.0 Sequence of Play: runs the round's stages until one waits. */
int wm__republic_run_round(rp_state *st)
{
    for (;;) {
        int stage = STAGE(st);
        if (stage >= R_NSTAGES || !round_of[stage]) {
            if (!st->over)
                wm__republic_finish(st, RP_COALITION, RP_VICTORY_SCENARIO_END);
            return 0;
        }
        if (round_of[stage](st) != RUN_ON)
            return 0;
    }
}

/* §2 Note: the Coalition, as the Momentum faction, sets the first turn
 * order; then the first round begins. */

void wm__republic_begin(rp_state *st)
{
    wm__republic_push(st, P_ROUND);
    STAGE(st) = R_ORDER;
    st->r_i = 0;
    st->r_j = R_ROUND_START;
    wm__republic_advance(st);
}

/* ------------------------------------------------------------------ */
/* Applying a move                                                      */
/* ------------------------------------------------------------------ */

void wm__republic_apply(void *vst, wm_move m)
{
    rp_state *st = vst;
    if (wm__republic_answer(st, m))
        wm__republic_advance(st);
}

/* ------------------------------------------------------------------ */
/* Anchor points (rp_game in republic.h)                                */
/* ------------------------------------------------------------------ */

int wm__republic_anchor_point(const rp_state *st)
{
    if (st->over)
        return 1;
    if (st->bx_n || st->pq_dec)
        return 0;
    if (st->nfr == 0 && st->dec == D_NONE)
        return 1; /* the set-up before the first round (wm__republic_game_init) */
    return st->nfr == 1 || (st->nfr == 2 && st->dec == D_STEP);
}

/*
 * At an anchor point no Action, Assault or Election is running, so their
 * scratch is dead: it is written before it is next read.  Zeroing it (and
 * the Action Step's own scratch outside an Action Step, and the round's
 * penalty counters outside the Held Card Penalty) changes no game, which
 * tests/check_republic.c verifies by replaying seeded games; it leaves
 * every anchor in one canonical form, which the checker requires.
 */
void wm__republic_settle(rp_state *st)
{
    if (st->over) /* no move follows: the last Election's record stays for the view */
        return;
    st->choice = 0;
    st->limit = st->a_mask = 0;
    st->act = st->actor = st->a_space = st->a_n = st->a_k = st->a_t = 0;
    st->mv_n = 0;
    memset(st->mv_dest, 0, sizeof st->mv_dest);
    memset(st->mv_kind, 0, sizeof st->mv_kind);
    st->as_fk = 0;
    st->as_space = st->as_att = st->as_def = st->as_asked = st->as_flags = 0;
    st->as_hits = st->as_who = st->as_lk = 0;
    memset(st->as_side, 0, sizeof st->as_side);
    memset(st->as_str, 0, sizeof st->as_str);
    memset(st->as_die, 0, sizeof st->as_die);
    memset(st->as_lend, 0, sizeof st->as_lend);
    memset(st->as_net, 0, sizeof st->as_net);
    st->el_kind = EL_NORMAL;
    st->el_unit = st->el_tied = 0;
    st->el_first = st->el_second = st->xfer_to = RP_NOBODY;
    st->xfer = 0;
    memset(st->result, 0, sizeof st->result);
    /* the NP turn's scratch (no NP turn runs at an anchor point) */
    st->np_from = st->np_left = st->np_cat = st->np_item = st->np_step = st->np_as = 0;
    st->np_space = st->np_target = st->np_pcact = st->np_die = st->np_done = 0;
    memset(st->np_cands, 0, sizeof st->np_cands);
    if (st->nfr != 2) { /* no Action Step under way */
        st->active = st->st_flags = st->st_nact = st->st_card = st->st_pc = 0;
        st->placed = st->removed = st->assaulted = 0;
    }
    int stage = st->nfr == 1 ? st->fr_stage[0] : -1;
    if (stage != R_PEN_GOT)
        st->r_n = 0;
    if (stage != R_PEN_GOT && stage != R_DEAL_GOT)
        memset(st->pen, 0, sizeof st->pen);
}

/* Entries past ntail are always zero (checked), so only the used ones
 * need clearing. */
void wm__republic_rebase(rp_game *g)
{
    wm__republic_settle(&g->cur);
    g->anchor = g->cur;
    memset(g->tail, 0, (size_t)(g->ntail < RP_TAIL ? g->ntail : RP_TAIL) * sizeof g->tail[0]);
    g->ntail = 0;
}

void wm__republic_game_apply(void *vg, wm_move m)
{
    rp_game *g = vg;
    wm__republic_apply(&g->cur, m);
    if (wm__republic_anchor_point(&g->cur)) {
        wm__republic_rebase(g);
    } else if (g->ntail < RP_TAIL) {
        g->tail[g->ntail++] = (uint16_t)m;
    } else {
        g->ntail = RP_TAIL_LOST;
    }
}
