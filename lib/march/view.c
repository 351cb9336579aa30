/*
 * view.c - The March of Progress: the saved field table, the JSON view
 * from a seat, and the title's ops table (the invariant checker is in
 * check.c).
 */
#include "march.h"

#include <stddef.h>
#include <stdio.h>

/* ------------------------------------------------------------------ */
/* Field table: every byte of march_state, in order, with its range.    */
/* ------------------------------------------------------------------ */

#define S march_state
static const wm_field fields[] = {
    WM_FIELD_ANY(S, rng),
    WM_FIELD_U(S, flags, 0, MARCH_RULE_FLAGS),
    WM_FIELD_U(S, turn, 0, 100000000),
    WM_FIELD_IA(S, vp, vp[0], 0, 42),
    WM_FIELD_I(S, stock, 0, 42),
    WM_FIELD_I(S, removed, 0, 42),
    WM_FIELD_I(S, total, 32, 42),
    WM_FIELD_UA(S, hand, hand[0], 0, 0x0fff),
    WM_FIELD_UA(S, discard, discard[0], 0, 0x0fff),
    WM_FIELD_UA(S, aside, aside[0], 0, 0x0fff),
    WM_FIELD_UA(S, secret, secret[0], 0, 0x0fff),
    WM_FIELD_U(S, scenario, SC_THIRTY, SC_POLITICS),
    WM_FIELD_U(S, nseats, 2, 3),
    WM_FIELD_U(S, ncountries, 3, 4),
    WM_FIELD_U(S, part, 1, 2),
    WM_FIELD_U(S, initiative, 0, 1),
    WM_FIELD_U(S, phase, PH_SETUP, PH_OVER),
    WM_FIELD_U(S, step, STEP_MOVE, STEP_DONE),
    WM_FIELD_U(S, sstage, 0, SU_DONE), /* and SQ_* */
    WM_FIELD_UA(S, order, order[0], 0, 1),
    WM_FIELD_U(S, nact, 0, 2),
    WM_FIELD_U(S, iact, 0, 2),
    WM_FIELD_U(S, astage, 0, AT_PASSED), /* and MV_*, AC_* */
    WM_FIELD_U(S, dec, D_NONE, D_KINDS - 1),
    WM_FIELD_U(S, dec_seat, 0, 2),
    WM_FIELD_U(S, ctx, 0, 3),
    WM_FIELD_U(S, mcard, 0, WM_MARCH_CARDS - 1),
    WM_FIELD_UA(S, played, played[0], 0, WM_MARCH_CARDS),
    WM_FIELD_UA(S, second, second[0], 0, WM_MARCH_CARD_MOVE2 + 1),
    WM_FIELD_UA(S, strength, strength[0], 1, 6),
    WM_FIELD_UA(S, vpdie, vpdie[0], 0, 6),
    WM_FIELD_UA(S, army_n, army_n[0][0], 0, ARMIES_PER_SEAT),
    WM_FIELD_UA(S, army_f, army_f[0][0], 0, ARMIES_PER_SEAT),
    WM_FIELD_UA(S, capital, capital[0], 0, 2),
    WM_FIELD_UA(S, moved, moved[0][0], 0, ARMIES_PER_SEAT),
    WM_FIELD_U(S, propaganda, 1, 6),
    WM_FIELD_U(S, cubes, 0, 42),
    WM_FIELD_UA(S, roll, roll[0], 0, 6),
    WM_FIELD_U(S, tflags, 0, 0x3f),
    WM_FIELD_U(S, agree_from, 0, 3),
    WM_FIELD_U(S, agree_next, 0, 2),
    WM_FIELD_U(S, proposed, 0, 7),
    WM_FIELD_U(S, atk_c, 0, 3),
    WM_FIELD_U(S, atk_n, 0, ARMIES_PER_SEAT),
    WM_FIELD_U(S, atk_garrison, 0, 1),
    WM_FIELD_U(S, atk_bonus, 0, 4),
    WM_FIELD_U(S, atk_air, 0, 1),
    WM_FIELD_U(S, def_bonus, 0, 1),
    WM_FIELD_U(S, militia_side, 0, 2),
    WM_FIELD_U(S, loss_side, 0, 3),
    WM_FIELD_IA(S, result, result[0], -1, 1),
    WM_FIELD_UA(S, pad_, pad_[0], 0, 0),
};
#undef S

/* The table must describe every byte: no padding, nothing left out. */
_Static_assert(sizeof(march_state) == offsetof(march_state, pad_) + sizeof(((march_state *)0)->pad_),
               "march_state has trailing padding");
_Static_assert(sizeof(march_state) % 8 == 0, "march_state size must be a multiple of 8");

/* ------------------------------------------------------------------ */
/* View                                                                 */
/* ------------------------------------------------------------------ */

static void card_list(wm_json *j, const char *key, uint16_t mask)
{
    wm__json_key(j, key);
    wm__json_arr(j);
    for (int c = 0; c < WM_MARCH_CARDS; c++)
        if (mask & CARD(c))
            wm__json_str(j, wm__march_card_names[c]);
    wm__json_arr_end(j);
}

static int sees_all_of(int viewer, int seat)
{
    return viewer == WM_OMNISCIENT || viewer == seat;
}

static const char *const decision_names[D_KINDS] = {
    "none", "roll_initiative", "roll_neutral_vp", "place", "choose_card", "accept_end",
    "buy_initiative", "first", "move", "second_move", "fortify", "attack", "stand_up",
    "stand_up_capital", "discard", "counter_insurgency", "air_power", "defend", "militia",
    "loss", "strength", "reform", "militia_cube", "partisans",
};

/* The title's members of a seat's object in the view's "seats" (the core
 * writes "seat", "name" and, when over, "result" before them). */
static void march_seat_view(const void *vst, int s, int viewer, wm_json *j)
{
    const march_state *st = vst;
    const march_scenario *sc = SC(st);
    int revealed = (st->tflags & TF_REVEALED) != 0;
    int all = sees_all_of(viewer, s);
    wm__json_kint(j, "vp", st->vp[s]);
    if (s == WM_MARCH_NEUTRAL)
        wm__json_kint(j, "adjusted_vp", st->vp[s] * st->propaganda);
    if (s < 2) {
        wm__json_kint(j, "army_strength", st->strength[s]);
        wm__json_kint(j, "armies_in_stock", ARMIES_PER_SEAT - wm__march_armies_in_play(st, s));
    }
    /* Vive: a regained card is returned "without revealing which card
     * to the French player". */
    /* A face-down card stays in the hand that other seats see (its
     * absence would give it away); whoever sees it sees it once, under
     * "played". */
    uint16_t facedown = (uint16_t)((st->played[s] && !revealed) ? CARD(st->played[s] - 1) : 0);
    card_list(j, "hand", all ? (uint16_t)(st->hand[s] & ~facedown) : (uint16_t)(st->hand[s] & ~st->secret[s]));
    wm__json_kint(j, "hand_hidden", all ? 0 : wm__popcount32(st->secret[s]));
    card_list(j, "discard", st->discard[s]);
    if (sc->start_aside[s]) {
        if (all || !st->secret[s])
            card_list(j, "set_aside", st->aside[s]);
        wm__json_kint(j, "set_aside_count", wm__popcount32(st->aside[s]));
    }
    /* Sequence of Play 1: the chosen card is face down until all have
     * chosen; only its owner sees it. */
    wm__json_key(j, "played");
    if (!st->played[s])
        wm__json_null(j);
    else if (revealed || all)
        wm__json_str(j, wm__march_card_names[st->played[s] - 1]);
    else
        wm__json_str(j, "face down");
    if (st->second[s]) {
        wm__json_kstr(j, "second_move", wm__march_card_names[st->second[s] - 1]);
    }
}

static void march_view(const void *vst, int viewer, wm_json *j)
{
    const march_state *st = vst;
    const march_scenario *sc = SC(st);
    (void)viewer; /* every member of the board is public; the hands are in "seats" */

    wm__json_kint(j, "turn", st->turn + 1);
    if (st->scenario == SC_WW2)
        wm__json_kint(j, "part", st->part);
    wm__json_kint(j, "initiative", st->initiative);
    wm__json_kint(j, "vp_stock", st->stock);
    wm__json_kint(j, "vp_removed", st->removed);
    wm__json_kint(j, "vp_total", st->total);
    if (st->scenario == SC_POLITICS) {
        wm__json_kint(j, "propaganda", st->propaganda);
        wm__json_kint(j, "neutral_cubes", st->cubes);
    }

    wm__json_key(j, "countries");
    wm__json_arr(j);
    for (int c = 0; c < st->ncountries; c++) {
        wm__json_obj(j);
        wm__json_kstr(j, "name", sc->country_names[c]);
        wm__json_kint(j, "vp_dice", st->vpdie[c]);
        int ctrl = wm__march_controls(st, 0, c) ? 0 : wm__march_controls(st, 1, c) ? 1 : -1;
        wm__json_kint(j, "controller", ctrl);
        wm__json_key(j, "armies");
        wm__json_arr(j);
        for (int s = 0; s < 2; s++) {
            wm__json_obj(j);
            wm__json_kint(j, "normal", st->army_n[s][c]);
            wm__json_kint(j, "fortified", st->army_f[s][c]);
            wm__json_kstr(j, "on_capital",
                          (st->capital[s] && c == wm__march_enemy(s)) ? (st->capital[s] == 2 ? "fortified" : "normal") : "none");
            wm__json_obj_end(j);
        }
        wm__json_arr_end(j);
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);

    wm__json_key(j, "decision");
    wm__json_obj(j);
    wm__json_kstr(j, "kind", decision_names[st->dec < D_KINDS ? st->dec : 0]);
    wm__json_kint(j, "seat", st->phase == PH_OVER ? WM_NOBODY : wm__march_is_chance(st->dec) ? WM_CHANCE : st->dec_seat);
    wm__json_obj_end(j);
    if (st->phase == PH_STEP && st->step == STEP_ATTACK && st->astage >= AT_STANDUP && st->astage <= AT_OCCUPY) {
        wm__json_key(j, "combat");
        wm__json_obj(j);
        wm__json_kint(j, "attacker", st->order[st->iact < 2 ? st->iact : 0]);
        wm__json_kstr(j, "country", sc->country_names[st->atk_c < st->ncountries ? st->atk_c : 0]);
        wm__json_kint(j, "attacking_armies", st->atk_n);
        wm__json_kint(j, "attack_bonus", st->atk_bonus);
        wm__json_kint(j, "defence_bonus", st->def_bonus);
        wm__json_kbool(j, "garrison", st->atk_garrison != 0);
        wm__json_obj_end(j);
    }
}

/* ------------------------------------------------------------------ */
/* Ops                                                                  */
/* ------------------------------------------------------------------ */

static int march_seat_count(const void *vst)
{
    return ((const march_state *)vst)->nseats;
}

static const char *march_seat_name(const void *vst, int seat)
{
    return SC((const march_state *)vst)->seat_names[seat];
}

static int march_to_move(const void *vst)
{
    const march_state *st = vst;
    if (st->phase == PH_OVER)
        return WM_NOBODY;
    return wm__march_is_chance(st->dec) ? WM_CHANCE : st->dec_seat;
}

static int march_is_over(const void *vst)
{
    return ((const march_state *)vst)->phase == PH_OVER;
}

/* Sequence of Play 1: cards are chosen "secretly"; Vive's army reform
 * returns a card "without revealing which card to the French player". */
static int march_is_secret(const void *vst)
{
    const march_state *st = vst;
    return st->dec == D_CHOOSE || st->dec == D_REFORM;
}

static void march_outcome(const void *vst, int32_t *per_seat)
{
    const march_state *st = vst;
    for (int s = 0; s < st->nseats; s++)
        per_seat[s] = st->result[s];
}

static int march_scenario_id(const void *vst)
{
    return ((const march_state *)vst)->scenario;
}

static const char *march_scenario_name(const void *vst)
{
    return SC((const march_state *)vst)->name;
}

/* Sequence of Play: the game is played in turns (World War 2 in two
 * parts). */
static size_t march_round_text(const void *vst, char *buf, size_t cap)
{
    const march_state *st = vst;
    int n = st->scenario == SC_WW2 ? snprintf(buf, cap, "Turn %u, part %u", (unsigned)st->turn + 1, (unsigned)st->part)
                                   : snprintf(buf, cap, "Turn %u", (unsigned)st->turn + 1);
    return n < 0 ? 0 : (size_t)n;
}

/* Which "Game end" of the scenario ended it, told from the final position
 * (check_end in turn.c, and the agreement of WM_MARCH_AGREEMENT). */
static size_t march_end_reason(const void *vst, char *buf, size_t cap)
{
    const march_state *st = vst;
    const march_scenario *sc = SC(st);
    const char *const *nm = sc->seat_names;
    const char *agreed = "the players agreed to end the game; the side with the most VPs wins";
    int n = 0;
    int hi = st->vp[0] >= st->vp[1] ? 0 : 1;
    switch (st->scenario) {
    case SC_THIRTY:
        if (st->vp[0] >= 18 || st->vp[1] >= 18)
            n = snprintf(buf, cap, "%s has at least 18 VPs at the end of a turn; the side with the most VPs wins", nm[hi]);
        else
            n = snprintf(buf, cap, "%s", agreed);
        break;
    case SC_MARL:
        if (st->vp[0] >= 18 && st->vp[1] >= 18)
            n = snprintf(buf, cap, "both sides reached 18 VPs at the end of a turn: the game is tied");
        else if (st->vp[0] >= 18 || st->vp[1] >= 18)
            n = snprintf(buf, cap, "%s was the first to reach 18 VPs at the end of a turn", nm[st->vp[0] >= 18 ? 0 : 1]);
        else
            n = snprintf(buf, cap, "%s", agreed);
        break;
    case SC_VIVE: {
        int ctrl = 0;
        for (int c = 0; c < st->ncountries; c++)
            ctrl += wm__march_controls(st, 0, c);
        if (st->vp[0] >= 20 || st->vp[1] >= 20)
            n = snprintf(buf, cap, "%s reached 20 VPs; the side with the most VPs wins (the French win a tie)", nm[hi]);
        else if (ctrl >= 3 && st->result[0] == WM_WIN)
            n = snprintf(buf, cap, "the French control 3 countries and completed a SCORE action");
        else
            n = snprintf(buf, cap, "%s", agreed);
        break;
    }
    case SC_WW1:
        if (st->vp[0] == 0 || st->vp[1] == 0)
            n = snprintf(buf, cap, "%s has no VPs at the end of a turn", nm[st->vp[0] == 0 ? 0 : 1]);
        else if (st->stock == 0)
            n = snprintf(buf, cap, "all VPs have been claimed; the side with the most VPs wins");
        else
            n = snprintf(buf, cap, "%s", agreed);
        break;
    case SC_WW2:
        if (st->capital[1])
            n = snprintf(buf, cap, "the %s occupy the German capital", nm[1]);
        else if (st->vp[0] >= 15 && st->part == 2)
            n = snprintf(buf, cap, "%s reached 15 VPs in part 2", nm[0]);
        else
            n = snprintf(buf, cap, "%s", agreed);
        break;
    default: /* SC_POLITICS */
        if (st->stock == 0)
            n = snprintf(buf, cap, "no VP cubes are left in the stock; the player with the most VPs wins");
        else
            n = snprintf(buf, cap, "%s", agreed);
        break;
    }
    return n < 0 ? 0 : (size_t)n;
}

/* A new game: its set-up, then on to the first decision (internal dice
 * rolled). */
static wm_status march_init(void *vst, const wm_options *o)
{
    wm_status st = wm__march_setup(vst, o);
    if (st == WM_OK)
        wm__march_run(vst);
    return st;
}

const wm_title_ops wm__march_ops = {
    .id = WM_MARCH_OF_PROGRESS,
    .name = "The March of Progress",
    .state_size = sizeof(march_state),
    .action_count = WM_MARCH_ACTIONS,
    .max_legal = 128,
    .layout_version = 1,
    .fields = fields,
    .nfields = sizeof fields / sizeof fields[0],
    .init = march_init,
    .seat_count = march_seat_count,
    .seat_name = march_seat_name,
    .to_move = march_to_move,
    .is_over = march_is_over,
    .legal = wm__march_legal,
    .is_legal = wm__march_is_legal,
    .apply = wm__march_apply,
    .move_name = wm__march_move_name,
    .move_label = wm__march_move_label,
    .prompt = wm__march_prompt,
    .is_secret = march_is_secret,
    .outcome = march_outcome,
    .view = march_view,
    .check = wm__march_check,
    .bot = NULL,
    .scenario = march_scenario_id,
    .scenario_name = march_scenario_name,
    .round_text = march_round_text,
    .end_reason = march_end_reason,
    .seat_view = march_seat_view,
    .obs_slices = wm__march_obs_slices,
    .nobs_slices = MARCH_OBS_SLICES,
    .observe = wm__march_observe,
    .resample = wm__march_resample,
};
