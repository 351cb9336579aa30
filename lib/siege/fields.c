/*
 * fields.c - Democracy under Siege: the field table of the state, for
 * saves and their validation on load (internal.h, WM_FIELD_*).  Every byte
 * of siege_state is described, in order; ranges are per element.
 */
#include "siege.h"

#define S siege_state
const wm_field wm__siege_fields[] = {
    WM_FIELD_ANY(S, rng),
    WM_FIELD_UA(S, pact, pact[0], 0, (INT64_C(1) << SG_NAREAS) - 1),
    WM_FIELD_UA(S, ally, ally[0], 0, (INT64_C(1) << SG_NAREAS) - 1),
    WM_FIELD_U(S, flags, 0, (int64_t)(WM_OPT_EXTERNAL_DICE | WM_SIEGE_ADVANCED | WM_SIEGE_PP_BONUS)),
    WM_FIELD_U(S, seats, 2, 3),
    WM_FIELD_U(S, turn, 1, SG_TURNS),
    WM_FIELD_U(S, round, 1, SG_ROUNDS_ADVANCED),
    WM_FIELD_U(S, phase, SG_PH_SETUP, SG_PH_OVER),
    WM_FIELD_U(S, end_reason, SG_END_NONE, SG_END_TURN8),
    WM_FIELD_U(S, winner, 0, SG_NOBODY),
    WM_FIELD_U(S, comm_ctrl, SG_NAZISM, SG_COMMUNISM),
    WM_FIELD_U(S, exhaust, 0, 7),
    WM_FIELD_UA(S, order, order[0], 0, SG_NIDEOLOGIES - 1),
    WM_FIELD_UA(S, prev_order, prev_order[0], 0, SG_NIDEOLOGIES - 1),
    WM_FIELD_UA(S, prestige, prestige[0], 0, SG_PRESTIGE_MAX),
    WM_FIELD_UA(S, pp, pp[0], 0, SG_PP_MAX),
    WM_FIELD_UA(S, vp_marker, vp_marker[0], 0, SG_VP_MAX),
    WM_FIELD_UA(S, vp_token, vp_token[0], 0, SG_VP_MAX),
    WM_FIELD_UA(S, rerolls, rerolls[0], 0, SG_REROLLS),
    WM_FIELD_UA(S, comm_turns, comm_turns[0], 0, SG_TURNS),
    WM_FIELD_U(S, china_marker, 0, 3),
    WM_FIELD_U(S, despotic, 0, 255),
    WM_FIELD_U(S, at_war, 0, 255),
    WM_FIELD_U(S, rules, 0, (1 << SG_NRULES) - 1),
    WM_FIELD_UA(S, regime, regime[0], 0, 255), /* a box or SG_REGIME_GONE: checked by wm__siege_check */
    WM_FIELD_UA(S, armaments, armaments[0], 0, 255),
    WM_FIELD_UA(S, force_pool, force_pool[0], 0, SG_CUBES),
    WM_FIELD_UA(S, cc_pool, cc_pool[0], 0, SG_CUBES),
    WM_FIELD_UA(S, cc_map, cc_map[0][0], 0, SG_CUBES),
    WM_FIELD_UA(S, coup_area, coup_area[0], 0, 255),
    WM_FIELD_UA(S, coup_target, coup_target[0], 0, 255),
    WM_FIELD_UA(S, coup_cc, coup_cc[0][0], 0, SG_CUBES),
    WM_FIELD_UA(S, rbox, rbox[0], 0, SG_NIDEOLOGIES),
    WM_FIELD_UA(S, vpbox, vpbox[0], 0, 7),
    WM_FIELD_UA(S, civil, civil[0], 0, 2),
    WM_FIELD_UA(S, civil_mr, civil_mr[0][0][0], 0, SG_CUBES),
    WM_FIELD_UA(S, war_box, war_box[0], 0, 255),
    WM_FIELD_UA(S, war_stall, war_stall[0], 0, 1),
    WM_FIELD_UA(S, war_mr, war_mr[0][0][0], 0, SG_CUBES),
    WM_FIELD_UA(S, card_loc, card_loc[0], SG_LOC_FUTURE, SG_LOC_REMOVED),
    WM_FIELD_UA(S, card_flags, card_flags[0], 0, 7),
    WM_FIELD_UA(S, deck, deck[0][0], 0, SG_CARDS - 1),
    WM_FIELD_UA(S, ndeck, ndeck[0], 0, 37),
    WM_FIELD_UA(S, permit, permit[0], 0, 2 * SG_NWARS),
    WM_FIELD_UA(S, spanish, spanish[0], 0, 2),
    WM_FIELD_U(S, mulligan, 0, 7),
    WM_FIELD_U(S, strict, 0, 1),
    WM_FIELD_UA(S, pad_, pad_[0], 0, 0),
};
#undef S
const size_t wm__siege_nfields = sizeof wm__siege_fields / sizeof wm__siege_fields[0];
