/*
 * view.c - The Weimar Republic: the saved field table, the invariant
 * checker, the JSON view from a seat, and the title's ops table.
 */
#include "republic.h"

#include <stddef.h>
#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Field table: every byte of rp_game, in order, with its range.        */
/* ------------------------------------------------------------------ */

/* Every field of one rp_state at P (cur. or anchor.) inside rp_game. */
#define RP_STATE_FIELDS(S, P) \
    WM_FIELD_ANY(S, P rng), \
    WM_FIELD_UA(S, P hand, P hand[0][0], 1, 0), \
    WM_FIELD_UA(S, P deck, P deck[0], 1, 0), \
    WM_FIELD_UA(S, P discard, P discard[0], 1, 0), \
    WM_FIELD_UA(S, P linger, P linger[0], 1, 0), \
    WM_FIELD_UA(S, P aside, P aside[0], 1, 0), \
    WM_FIELD_UA(S, P np_cands, P np_cands[0], 1, 0), \
    WM_FIELD_U(S, P flags, 0, RP_RULE_FLAGS), \
    WM_FIELD_U(S, P placed, 0, RP_ALL_SPACES), \
    WM_FIELD_U(S, P removed, 0, RP_ALL_SPACES), \
    WM_FIELD_U(S, P assaulted, 0, RP_ALL_SPACES), \
    WM_FIELD_U(S, P sworn, 0, RP_ALL_SPACES), \
    WM_FIELD_U(S, P dec_mask, 0, 0x3FFFFFFF), \
    WM_FIELD_U(S, P limit, 0, RP_ALL_SPACES), \
    WM_FIELD_U(S, P a_mask, 0, RP_ALL_SPACES), \
    WM_FIELD_U(S, P pq_mask, 0, 0x3FFFFFFF), \
    WM_FIELD_IA(S, P pv, P pv[0], 0, 500), \
    WM_FIELD_I(S, P xfer, 0, 250), \
    WM_FIELD_U(S, P choice, 0, WM_REPUBLIC_ACTIONS - 1), \
    WM_FIELD_U(S, P as_fk, 0, (1u << NFK) - 1), \
    WM_FIELD_UA(S, P np_deck, P np_deck[0], 0, 0x1FF), \
    WM_FIELD_UA(S, P cubes, P cubes[0][0], 0, 45), \
    WM_FIELD_UA(S, P rw, P rw[0], 0, RP_REICHSWEHR_COUNT), \
    WM_FIELD_UA(S, P mil, P mil[0], 0, RP_MILITIA_COUNT), \
    WM_FIELD_UA(S, P sa, P sa[0], 0, RP_SA_COUNT), \
    WM_FIELD_UA(S, P lev, P lev[0][0], 0, RP_BLACK_LEVERAGE_COUNT), \
    WM_FIELD_UA(S, P strike, P strike[0], 0, RP_STRIKE_UPRISING), \
    WM_FIELD_UA(S, P cadre, P cadre[0], 0, RP_NSDAP), \
    WM_FIELD_UA(S, P reform, P reform[0], 0, 1), \
    WM_FIELD_UA(S, P clique, P clique[0], 0, RP_CLIQUE_COUNT), \
    WM_FIELD_UA(S, P fk_loc, P fk_loc[0], 0, FK_OUT), \
    WM_FIELD_UA(S, P fk_st, P fk_st[0], FK_UNREVEALED, FK_ROGUE), \
    WM_FIELD_UA(S, P fk_rogue, P fk_rogue[0], 0, 1), \
    WM_FIELD_UA(S, P ass_loc, P ass_loc[0], 0, ASS_HOME), \
    WM_FIELD_UA(S, P ass_side, P ass_side[0], 0, SIDE_BB), \
    WM_FIELD_U(S, P econ, 0, RP_ECON_BOXES - 1), \
    WM_FIELD_U(S, P prog, RP_PR_MIN, RP_PR_MAX), \
    WM_FIELD_U(S, P react, RP_PR_MIN, RP_PR_MAX), \
    WM_FIELD_U(S, P unity, 0, RP_UNITY_BOXES - 1), \
    WM_FIELD_U(S, P us, RP_DEALS_MIN, RP_DEALS_MAX), \
    WM_FIELD_U(S, P ussr, RP_DEALS_MIN, RP_DEALS_MAX), \
    WM_FIELD_UA(S, P stance, P stance[0], 0, RP_STANCE_BOXES - 1), \
    WM_FIELD_UA(S, P econ_lev, P econ_lev[0], 0, 2), \
    WM_FIELD_U(S, P econ_dd, 0, 7), \
    WM_FIELD_U(S, P econ_mcs, 0, 3), \
    WM_FIELD_U(S, P us_yellow, 0, RP_US_YELLOW_BOXES), \
    WM_FIELD_U(S, P us_dd, 0, RP_US_DD_BOXES), \
    WM_FIELD_U(S, P ussr_rw, 0, RP_USSR_REICHSWEHR_BOXES), \
    WM_FIELD_U(S, P ussr_yellow, 0, RP_USSR_YELLOW_BOXES), \
    WM_FIELD_U(S, P ussr_black, 0, RP_USSR_BLACK_BOXES), \
    WM_FIELD_U(S, P ussr_cadre, 0, RP_USSR_CADRE_BOXES), \
    WM_FIELD_U(S, P prog_lev, 0, RP_PR_LEV_LEVELS), \
    WM_FIELD_U(S, P prog_reform, 0, RP_PROGRESS_REFORM_LEVELS), \
    WM_FIELD_U(S, P react_lev, 0, RP_PR_LEV_LEVELS), \
    WM_FIELD_U(S, P react_ass, 0, RP_REACTION_ASSASSINATIONS_LEVELS), \
    WM_FIELD_U(S, P react_cadre, 0, RP_REACTION_CADRE_LEVELS), \
    WM_FIELD_U(S, P react_clique, 0, RP_REACTION_CLIQUE_LEVELS), \
    WM_FIELD_U(S, P pr_mcs, 0, RP_PR_MCS_LEVELS), \
    WM_FIELD_U(S, P kpd_mat, 0, (1u << RP_KPD_MAT_SLOTS) - 1), \
    WM_FIELD_U(S, P nsdap_mat, 0, (1u << RP_NSDAP_MAT_SLOTS) - 1), \
    WM_FIELD_U(S, P rc_lev, 0, (1u << RP_RC_MAT_BOXES) - 1), \
    WM_FIELD_U(S, P rc_below, 0, (1u << RP_RC_MAT_BOXES) - 1), \
    WM_FIELD_UA(S, P mcs_mat, P mcs_mat[0], 0, RP_MCS_COUNT), \
    WM_FIELD_U(S, P sv_on, 0, 15), \
    WM_FIELD_U(S, P gs, 0, 1), \
    WM_FIELD_U(S, P momentum, 0, NF - 1), \
    WM_FIELD_UA(S, P order, P order[0], 0, NF - 1), \
    WM_FIELD_UA(S, P pc_holder, P pc_holder[0], 0, 255), \
    WM_FIELD_U(S, P pc_up, 0, 255), \
    WM_FIELD_U(S, P a48_up, 0, 1), \
    WM_FIELD_U(S, P rs_holder, 0, 255), \
    WM_FIELD_U(S, P rs_up, 0, 1), \
    WM_FIELD_U(S, P scenario, RP_SC_TUTORIAL, RP_SC_FATE), \
    WM_FIELD_U(S, P rules, 0, 0x1F), \
    WM_FIELD_U(S, P year, 0, RP_YEARS - 1), \
    WM_FIELD_U(S, P half, 0, 1), \
    WM_FIELD_U(S, P round_flags, 0, 3), \
    WM_FIELD_U(S, P extra_used, 0, 1), \
    WM_FIELD_U(S, P winner, 0, NF - 1), \
    WM_FIELD_U(S, P over, 0, 1), \
    WM_FIELD_U(S, P penalty_coal, 0, 1), \
    WM_FIELD_U(S, P dec, D_NONE, D_KINDS - 1), \
    WM_FIELD_U(S, P dec_seat, 0, NF - 1), \
    WM_FIELD_U(S, P dec_lo, 0, 63), \
    WM_FIELD_U(S, P dec_hi, 0, 63), \
    WM_FIELD_U(S, P dec_done, 0, 1), \
    WM_FIELD_U(S, P pq_dec, D_NONE, D_KINDS - 1), \
    WM_FIELD_U(S, P pq_seat, 0, NF - 1), \
    WM_FIELD_U(S, P pq_lo, 0, 63), \
    WM_FIELD_U(S, P pq_hi, 0, 63), \
    WM_FIELD_U(S, P pq_done, 0, 1), \
    WM_FIELD_U(S, P bx_n, 0, BXQ), \
    WM_FIELD_UA(S, P bx_q, P bx_q[0], 0, (NF - 1) << 4 | (BX_TYPES - 1) << 1 | 1), \
    WM_FIELD_U(S, P nfr, 0, MAX_FRAMES), \
    WM_FIELD_UA(S, P fr_proc, P fr_proc[0], 0, P_KINDS - 1), \
    WM_FIELD_UA(S, P fr_stage, P fr_stage[0], 0, 255), \
    WM_FIELD_U(S, P r_i, 0, NF), \
    WM_FIELD_U(S, P r_j, 0, 255), \
    WM_FIELD_U(S, P r_n, 0, 255), \
    WM_FIELD_UA(S, P pen, P pen[0], 0, 9), \
    WM_FIELD_U(S, P active, 0, NF - 1), \
    WM_FIELD_U(S, P st_flags, 0, 31), \
    WM_FIELD_U(S, P st_nact, 0, 2), \
    WM_FIELD_U(S, P st_card, 0, RP_NCARDS), \
    WM_FIELD_U(S, P st_pc, 0, RP_NPC - 1), \
    WM_FIELD_U(S, P act, 0, WM_REPUBLIC_NACTIONS - 1), \
    WM_FIELD_U(S, P actor, 0, NF - 1), \
    WM_FIELD_U(S, P a_space, 0, NSP - 1), \
    WM_FIELD_U(S, P a_n, 0, 16), \
    WM_FIELD_U(S, P a_k, 0, 5), \
    WM_FIELD_U(S, P a_t, 0, NF - 1), \
    WM_FIELD_U(S, P mv_n, 0, 3), \
    WM_FIELD_UA(S, P mv_dest, P mv_dest[0], 0, NSP - 1), \
    WM_FIELD_UA(S, P mv_kind, P mv_kind[0], 0, 5), \
    WM_FIELD_U(S, P as_space, 0, NSP - 1), \
    WM_FIELD_U(S, P as_att, 0, NF - 1), \
    WM_FIELD_U(S, P as_def, 0, NF - 1), \
    WM_FIELD_UA(S, P as_side, P as_side[0], 0, 2), \
    WM_FIELD_U(S, P as_asked, 0, 255), \
    WM_FIELD_U(S, P as_flags, 0, 63), \
    WM_FIELD_UA(S, P as_str, P as_str[0], 0, 100), \
    WM_FIELD_UA(S, P as_die, P as_die[0], 0, 6), \
    WM_FIELD_U(S, P as_hits, 0, 100), \
    WM_FIELD_U(S, P as_who, 0, 2), \
    WM_FIELD_UA(S, P as_lend, P as_lend[0], 0, RP_MILITIA_COUNT), \
    WM_FIELD_U(S, P as_lk, 0, 5), \
    WM_FIELD_IA(S, P as_net, P as_net[0], -6, 100), \
    WM_FIELD_U(S, P el_kind, EL_NORMAL, EL_CALC), \
    WM_FIELD_U(S, P el_unit, 0, RP_NPC), \
    WM_FIELD_U(S, P el_first, 0, 255), \
    WM_FIELD_U(S, P el_second, 0, 255), \
    WM_FIELD_U(S, P xfer_to, 0, 255), \
    WM_FIELD_U(S, P el_tied, 0, 0), \
    WM_FIELD_IA(S, P result, P result[0], -1, 1), \
    WM_FIELD_U(S, P victory, 0, RP_VICTORY_KINDS - 1), \
    WM_FIELD_UA(S, P cq_loc, P cq_loc[0], 0, CQ_TRANSIT), \
    WM_FIELD_U(S, P cq_n, 0, CQ_QLEN), \
    WM_FIELD_UA(S, P cq_q, P cq_q[0], 0, 255), \
    WM_FIELD_U(S, P bots, 0, 15), \
    WM_FIELD_U(S, P np_chance, 0, 1), \
    WM_FIELD_UA(S, P np_card, P np_card[0], 0, RP_NBOTCARDS), \
    WM_FIELD_U(S, P np_from, 0, RP_BOT_MAX_PRIORITIES), \
    WM_FIELD_U(S, P np_left, 0, 2), \
    WM_FIELD_U(S, P np_cat, 0, RP_NP_MAX_CATEGORIES - 1), \
    WM_FIELD_U(S, P np_item, 0, RP_NP_MAX_ITEMS - 1), \
    WM_FIELD_U(S, P np_step, 0, 255), \
    WM_FIELD_U(S, P np_as, 0, 9), \
    WM_FIELD_U(S, P np_space, 0, NSP - 1), \
    WM_FIELD_U(S, P np_target, 0, NF - 1), \
    WM_FIELD_U(S, P np_pcact, 0, 255), \
    WM_FIELD_U(S, P np_die, 0, 1), \
    WM_FIELD_U(S, P np_done, 0, (1u << RP_NP_MAX_STEPS) - 1), \
    WM_FIELD_UA(S, P pad_, P pad_[0], 0, 0)

#define S rp_game
static const wm_field fields[] = {
    RP_STATE_FIELDS(S, cur.),
    RP_STATE_FIELDS(S, anchor.),
    WM_FIELD_UA(S, tail, tail[0], 0, WM_REPUBLIC_ACTIONS - 1),
    WM_FIELD_U(S, ntail, 0, RP_TAIL_LOST),
    WM_FIELD_UA(S, pad_g, pad_g[0], 0, 0),
};
#undef S

_Static_assert(sizeof(rp_state) == offsetof(rp_state, pad_) + sizeof(((rp_state *)0)->pad_),
               "rp_state has trailing padding");
_Static_assert(sizeof(rp_state) % 8 == 0, "rp_state size must be a multiple of 8");
_Static_assert(offsetof(rp_game, cur) == 0, "the title's ops read rp_game as its rp_state cur");
_Static_assert(offsetof(rp_game, anchor) == sizeof(rp_state), "rp_game has padding");
_Static_assert(sizeof(rp_game) == offsetof(rp_game, pad_g) + sizeof(((rp_game *)0)->pad_g),
               "rp_game has trailing padding");
_Static_assert(sizeof(rp_game) % 8 == 0, "rp_game size must be a multiple of 8");

/* ------------------------------------------------------------------ */
/* Invariants                                                           */
/* ------------------------------------------------------------------ */

static int pop(uint32_t x) { return wm__popcount32(x); }

#ifndef RP_CHECK_TRACE
#define RP_CHECK_TRACE(line) ((void)0)
#endif
#define REQ(c)                          \
    do {                                \
        if (!(c)) {                     \
            RP_CHECK_TRACE(__LINE__);   \
            return WM_ECORRUPT;         \
        }                               \
    } while (0)

/*
 * §8.4 Clique identity against the counts: every letter where a Clique
 * is; the queued Clique operations' payloads, in order, match the queued
 * Clique operations (a take carries the space it went to, a return the
 * letter on its way back, CQ_BACK/CQ_FROM_BACK a take undone before its
 * box was chosen).
 */
static wm_status check_clique_letters(const rp_state *st)
{
    int pend = 0;
    for (int i = 0; i < st->bx_n && i < BXQ; i++)
        pend += ((st->bx_q[i] >> 1) & 7) == BX_CLIQUE;
    REQ(st->cq_n == pend && st->cq_n <= CQ_QLEN);
    int at[NSP] = {0}, transit = 0, react = 0, mat[RP_RC_MAT_BOXES] = {0}, backs = 0, from_backs = 0;
    unsigned returning = 0;
    for (int i = 0; i < CQ_QLEN; i++) {
        int v = st->cq_q[i];
        if (i >= st->cq_n) {
            REQ(v == 0);
            continue;
        }
        if (v < NSP) {
            at[v]++;
        } else if (v == CQ_BACK) {
            backs++;
        } else if (v == CQ_FROM_BACK) {
            from_backs++;
            REQ(backs >= from_backs); /* its take comes first */
        } else {
            REQ((v & ~3) == CQ_RETURN && (v & 3) < RP_CLIQUE_COUNT);
            REQ(!(returning & (1u << (v & 3))));
            returning |= 1u << (v & 3);
        }
    }
    REQ(backs == from_backs);
    for (int l = 0; l < RP_CLIQUE_COUNT; l++) {
        int c = st->cq_loc[l];
        if (c < NSP)
            at[c]++;
        else if (c == CQ_REACTION)
            react++;
        else if (c == CQ_TRANSIT) {
            transit++;
            REQ(returning & (1u << l));
        } else {
            REQ(c >= CQ_MAT && c < CQ_MAT + RP_RC_MAT_BOXES);
            REQ(wm__republic_rc_mat_below[c - CQ_MAT] == RP_PIECE_CLIQUE);
            mat[c - CQ_MAT]++;
        }
    }
    REQ(transit == wm__popcount32(returning));
    for (int s = 0; s < NSP; s++)
        REQ(at[s] == st->clique[s]);
    REQ(react == wm__popcount32(st->react_clique));
    for (int i = 0; i < RP_RC_MAT_BOXES; i++)
        if (wm__republic_rc_mat_below[i] == RP_PIECE_CLIQUE)
            REQ(mat[i] == bit(st->rc_below, i));
    return WM_OK;
}


/* A question narrowed for an NP seat's random pick (np_chance) offers a
 * subset of the options the rules give. */
#define NP_MASK(mask, full) (st->np_chance ? ((mask) & ~(full)) == 0 : (mask) == (full))

/* setup: the state may also be the set-up before the first round (an
 * anchor's form when Non-player seats play on from the start). */
static wm_status check_state(const rp_state *st, int setup);

wm_status wm__republic_check_state(const rp_state *st)
{
    return check_state(st, 0);
}

/* The set-up before the first round: no procedure, no question, nothing
 * of a round's or a procedure's scratch. */
static int setup_form(const rp_state *st)
{
    return !st->over && st->nfr == 0 && st->dec == D_NONE && !st->pq_dec && !st->bx_n;
}

/* §1.6, §4 step 6, §6.1: card ids valid, each card in at most one place. */
static wm_status check_cards(const rp_state *st, int setup)
{
    (void)setup;
    uint64_t seen[CW] = {0};
    const uint64_t *sets[9] = {st->hand[0], st->hand[1], st->hand[2], st->hand[3], st->deck, st->discard,
                               st->linger, st->aside, NULL};
    uint64_t valid[CW] = {0};
    for (int id = 1; id <= RP_NCARDS; id++)
        if (CARD(id)->kind == RP_CARD_EVENT || CARD(id)->kind == RP_CARD_ELECTION)
            card_add(valid, id);
    for (int i = 0; sets[i]; i++)
        for (int w = 0; w < CW; w++) {
            REQ(!(sets[i][w] & ~valid[w]));
            REQ(!(sets[i][w] & seen[w]));
            seen[w] |= sets[i][w];
        }
    /* Where every card is (§1.6, §4 step 6, §6.1): exactly one of the four
     * hands, the deck, the discard pile, the era decks set aside, the
     * Lingering box (the sets above: at most one each), being played (the
     * Event procedure's card, in no set, and only while that procedure
     * runs), or removed from the game (in no set: a finished era's cards,
     * a Lingering Event that ended, a scenario's removed cards).  The
     * Lingering box holds Event cards only (§6.1).  The year is not tied
     * to the sets: positions arranged by the tests (and the engine's own
     * New Era step, which keeps the old era's cards until Draw New Cards)
     * hold other eras' cards legitimately. */
    int playing = wm__republic_np_revealed(st) != 0;
    for (int i = 0; i < st->nfr && i < MAX_FRAMES; i++)
        if (st->fr_proc[i] == P_EVENT)
            playing = 1;
    if (playing) {
        REQ(card_has(valid, st->st_card));
        REQ(!card_has(seen, st->st_card));
    }
    for (int id = RP_CARD_ELECTION_FIRST; id < RP_CARD_ELECTION_FIRST + RP_NELECTION; id++)
        REQ(!card_has(st->linger, id));
    return WM_OK;
}

/* §1.5 cube limits and §5.12 stacking. */
static wm_status check_stacking(const rp_state *st, int setup)
{
    (void)setup;
    int cubes[NF] = {0};
    for (int s = 0; s < NSP; s++) {
        REQ(wm__republic_total_cubes(st, s) <= wm__republic_spaces[s].population);
        for (int f = 0; f < NF; f++)
            cubes[f] += st->cubes[s][f];
        REQ(st->cadre[s] != RP_COALITION || st->cadre[s] == 0);
    }
    for (int f = 0; f < NF; f++)
        REQ(cubes[f] <= wm__republic_cubes[f]);
    return WM_OK;
}

/* §1.5 every piece conserved: on the map, on a track, in a holding box,
 * or between the map and a holding box not chosen yet (§5.2). */
static wm_status check_pieces(const rp_state *st, int setup)
{
    (void)setup;
    int yellow = pop(st->us_yellow) + pop(st->ussr_yellow) + pop(st->prog_lev);
    int black = pop(st->ussr_black) + pop(st->rc_lev) + pop(st->react_lev);
    for (int b = 0; b < RP_ECON_LEV_BOXES; b++) {
        yellow += st->econ_lev[b] == 1;
        black += st->econ_lev[b] == 2;
    }
    int rw = pop(st->ussr_rw), kc = pop(st->ussr_cadre), nc = pop(st->react_cadre);
    int strikes = 0, cliques = pop(st->react_clique), reforms = pop(st->prog_reform), mil = 0, sa = 0;
    for (int i = 0; i < RP_KPD_MAT_SLOTS; i++)
        if (bit(st->kpd_mat, i)) {
            kc += wm__republic_kpd_mat[i].piece == RP_PIECE_CADRE;
            strikes += wm__republic_kpd_mat[i].piece == RP_PIECE_STRIKE;
        }
    for (int i = 0; i < RP_NSDAP_MAT_SLOTS; i++)
        if (bit(st->nsdap_mat, i))
            nc += wm__republic_nsdap_mat[i].piece == RP_PIECE_CADRE;
    for (int i = 0; i < RP_RC_MAT_BOXES; i++)
        if (bit(st->rc_below, i))
            cliques += wm__republic_rc_mat_below[i] == RP_PIECE_CLIQUE;
    for (int s = 0; s < NSP; s++) {
        yellow += st->lev[s][0];
        black += st->lev[s][1];
        rw += st->rw[s];
        kc += st->cadre[s] == RP_KPD;
        nc += st->cadre[s] == RP_NSDAP;
        strikes += st->strike[s] != 0;
        cliques += st->clique[s];
        reforms += st->reform[s];
        mil += st->mil[s];
        sa += st->sa[s];
    }
    /* §5.2 pieces between the map and a holding box not chosen yet: a
     * taken piece is on the map and still in its box, a returned one in
     * neither */
    REQ(st->bx_n <= BXQ);
    for (int i = 0; i < BXQ; i++) {
        int op = st->bx_q[i], type = (op >> 1) & 7, take = op & 1;
        if (i >= st->bx_n) {
            REQ(op == 0);
            continue;
        }
        REQ(type < BX_TYPES && (op >> 4) < NF && !(type == BX_PAWN && take));
        REQ((op >> 4) == wm__republic_box_chooser(st));
        int d = take ? -1 : 1;
        switch (type) {
        case BX_YELLOW: yellow += d; break;
        case BX_BLACK: black += d; break;
        case BX_KCADRE: kc += d; break;
        case BX_NCADRE: nc += d; break;
        case BX_CLIQUE: cliques += d; break;
        default: break;
        }
    }
    REQ(check_clique_letters(st) == WM_OK);
    REQ(yellow == RP_YELLOW_LEVERAGE_COUNT && black == RP_BLACK_LEVERAGE_COUNT);
    REQ(rw == RP_REICHSWEHR_COUNT && kc == RP_CADRES_PER_FACTION && nc == RP_CADRES_PER_FACTION);
    REQ(strikes == RP_STRIKE_COUNT && cliques == RP_CLIQUE_COUNT && reforms == RP_REFORM_COUNT);
    REQ(mil <= RP_MILITIA_COUNT && sa <= RP_SA_COUNT);
    REQ(pop(st->us_dd) + pop(st->econ_dd) == RP_DOLLAR_DEPENDENCE_COUNT);
    /* Dollar Dependence boxes fill from the left (§5.6) */
    REQ((st->econ_dd & (st->econ_dd + 1)) == 0);
    int pawns = pop(st->pr_mcs) + pop(st->econ_mcs) + wm__republic_box_pending(st, BX_PAWN, 0);
    for (int f = 0; f < NF; f++)
        pawns += st->mcs_mat[f];
    REQ(pawns == RP_MCS_COUNT);
    return WM_OK;
}

/* §5.1 holding boxes hold only their own pieces; Freikorps (§6.2) and
 * Assassinations markers where they may be. */
static wm_status check_boxes(const rp_state *st, int setup)
{
    (void)setup;
    REQ(!(st->prog_lev & ~RP_PR_LEV_LEVELS) && !(st->react_lev & ~RP_PR_LEV_LEVELS));
    REQ(!(st->pr_mcs & ~RP_PR_MCS_LEVELS));
    REQ(!(st->us_yellow & ~RP_US_YELLOW_BOXES) && !(st->us_dd & ~RP_US_DD_BOXES));
    REQ(!(st->ussr_rw & ~RP_USSR_REICHSWEHR_BOXES) && !(st->ussr_yellow & ~RP_USSR_YELLOW_BOXES));
    REQ(!(st->ussr_black & ~RP_USSR_BLACK_BOXES) && !(st->ussr_cadre & ~RP_USSR_CADRE_BOXES));
    /* Freikorps */
    for (int i = 0; i < NFK; i++) {
        if (st->fk_st[i] == FK_ROGUE)
            REQ(st->fk_rogue[i] && st->fk_loc[i] != FK_COAL_MAT);
        if (st->fk_st[i] == FK_LOYAL)
            REQ(!st->fk_rogue[i]);
        if (st->fk_loc[i] == FK_RC_MAT)
            REQ(st->fk_st[i] == FK_ROGUE);
        REQ(st->fk_loc[i] < NSP || st->fk_loc[i] >= FK_COAL_MAT);
    }
    /* Assassinations markers and their home boxes */
    for (int i = 0; i < NASS; i++) {
        REQ(st->ass_loc[i] < NSP || st->ass_loc[i] == ASS_HOME);
        REQ((st->ass_loc[i] == ASS_HOME) == (st->ass_side[i] == 0));
    }
    REQ((st->react_ass != 0) == (st->ass_loc[ASS_REACTION] == ASS_HOME));
    return WM_OK;
}

/* §5.7 Progress/Reaction and §5.4 Economy limits. */
static wm_status check_tracks(const rp_state *st, int setup)
{
    (void)setup;
    /* §5.7 Progress/Reaction limits */
    REQ(st->prog <= wm__republic_pr_top(st->prog_lev) && st->react <= wm__republic_pr_top(st->react_lev));
    if (wm__republic_reaction_cap(st) && (st->rules & RP_SR_REACTION_UNCAPPED) == 0)
        REQ(st->react <= st->prog + 1);
    /* §5.4 Economy within its yellow Leverage (the Decline's Dollar
     * Dependence bound may hold it farther right) */
    for (int b = 0; b < RP_ECON_LEV_BOXES; b++) {
        if (st->econ_lev[b] != 1 || b == RP_ELEV_CENTRE)
            continue;
        int pos = wm__republic_econ_lev_box[b];
        if (b < RP_ELEV_CENTRE)
            REQ(st->econ >= pos);
        else
            REQ(st->econ <= pos || (st->econ_dd && st->econ <= wm__republic_dd_box[31 - __builtin_clz(st->econ_dd)]));
    }
    return WM_OK;
}

/* §3.1 Sudden Victory and §1.5 General Strike markers, the turn order
 * (§5.8), the card holders, the Assault loans (§6.2). */
static wm_status check_markers(const rp_state *st, int setup)
{
    (void)setup;
    /* Sudden Victory markers: on the Timeline or in their box */
    for (int i = 0; i < RP_KPD_MAT_SLOTS; i++)
        if (wm__republic_kpd_mat[i].piece == RP_PIECE_SV_MARKER)
            REQ(bit(st->sv_on, RP_KPD) == !bit(st->kpd_mat, i));
    for (int i = 0; i < RP_NSDAP_MAT_SLOTS; i++)
        if (wm__republic_nsdap_mat[i].piece == RP_PIECE_SV_MARKER)
            REQ(bit(st->sv_on, RP_NSDAP) == !bit(st->nsdap_mat, i));
        else if (wm__republic_nsdap_mat[i].piece == RP_PIECE_ASSASSINATIONS)
            REQ(bit(st->nsdap_mat, i) == (st->ass_loc[ASS_NSDAP] == ASS_HOME));
    for (int i = 0; i < RP_RC_MAT_BOXES; i++)
        if (wm__republic_rc_mat_below[i] == RP_PIECE_SV_MARKER)
            REQ(bit(st->sv_on, RP_RC) == !bit(st->rc_below, i));
        else if (wm__republic_rc_mat_below[i] == RP_PIECE_ASSASSINATIONS)
            REQ(bit(st->rc_below, i) == (st->ass_loc[ASS_RC] == ASS_HOME));
    /* General Strike marker: on the Timeline or in its box */
    REQ(st->gs == !bit(st->kpd_mat, wm__republic_gs_slot()));
    for (int f = 0; f < NF; f++)
        REQ(st->order[f] < NF);
    REQ(pop((1u << st->order[0]) | (1u << st->order[1]) | (1u << st->order[2]) | (1u << st->order[3])) == NF ||
        st->nfr == 0 || st->fr_stage[0] <= 1);
    for (int u = 0; u < RP_NPC; u++)
        REQ(st->pc_holder[u] < NF || st->pc_holder[u] == RP_NOBODY);
    REQ(st->rs_holder < NF || st->rs_holder == RP_NOBODY);
    /* Assault loans: counts only for Reichswehr, Militia, SA */
    REQ(!st->as_lend[1] && !st->as_lend[2] && !st->as_lend[3]);
    return WM_OK;
}

/* §8 Non-player seats: bot decks and cards only for NP factions, each
 * card of its own faction; chance questions of NP seats as asked. */
static wm_status check_np(const rp_state *st, int setup)
{
    (void)setup;
    for (int f = 0; f < NF; f++) {
        if (!rp_is_np(st, f))
            REQ(st->np_deck[f] == 0 && st->np_card[f] == 0);
        if (st->np_card[f])
            REQ(wm__republic_botcards[st->np_card[f]].faction == f);
    }
    if (st->np_chance)
        REQ(rp_is_np(st, st->dec_seat) && !rp_is_chance_dec(st->dec) && !st->dec_done && pop(st->dec_mask) >= 2 &&
            (st->dec == D_SPACE || st->dec == D_FACTION || st->dec == D_TRACK || st->dec == D_ACTION ||
             st->dec == D_LEVREM) && !st->pq_dec);
    REQ(st->dec != D_STEP || !rp_is_np(st, st->dec_seat)); /* an NP turn replaces the menu (§8.5) */
    if (st->dec == D_BOTCARD)
        REQ(rp_is_np(st, st->dec_seat) && st->dec_mask == st->np_deck[st->dec_seat] && st->dec_mask && !st->dec_done);
    if (st->dec == D_REVEAL) {
        REQ(rp_is_np(st, st->dec_seat) && st->dec_seat == st->active && !card_empty(st->np_cands) && !st->dec_done);
        for (int w = 0; w < CW; w++)
            REQ((st->np_cands[w] & ~st->hand[st->dec_seat][w]) == 0);
    } else {
        REQ(card_empty(st->np_cands));
    }
    return WM_OK;
}

/* The procedure stack (§4 round > Action Step > Action / Event /
 * Parliamentary Control bonus > Assault; Elections from the round or an
 * Event): each procedure sits on the one that pushes it, waiting at the
 * stage it pushed from; frames above the top are empty. */
static wm_status check_frames(const rp_state *st, int setup)
{
    (void)setup;
    REQ(st->nfr <= MAX_FRAMES);
    for (int i = st->nfr; i < MAX_FRAMES; i++)
        REQ(st->fr_proc[i] == 0 && st->fr_stage[i] == 0);
    for (int i = 1; i < st->nfr && i < MAX_FRAMES; i++) {
        int p = st->fr_proc[i], up = st->fr_proc[i - 1], ust = st->fr_stage[i - 1];
        switch (p) {
        case P_STEP:
            REQ(up == P_ROUND && ust == RP_STAGE_ROUND_STEP_DONE);
            break;
        case P_NP: /* §8.5 the Non-player turn in place of the menu */
            REQ(up == P_STEP && ust == RP_STAGE_STEP_NP && rp_is_np(st, st->active));
            break;
        case P_EVENT:
        case P_PCBONUS:
            REQ((up == P_STEP && ust == RP_STAGE_STEP_MENU) || up == P_NP);
            break;
        case P_ACTION:
            REQ((up == P_STEP && ust == RP_STAGE_STEP_MENU) || up == P_NP ||
                (up == P_PCBONUS && ust == RP_STAGE_PCBONUS_REFORM) || up == P_EVENT); /* #147 */
            break;
        case P_ASSAULT:
            REQ(up == P_ACTION);
            break;
        case P_ELECTION: /* Step 3 (R_ELECT moves on to R_ADV), the final one, or #82/#117 */
            REQ((up == P_ROUND && (ust == R_ADV || ust == R_END_DONE)) || up == P_EVENT);
            break;
        default:
            REQ(0);
        }
    }
    return WM_OK;
}

/* §4.0: what the round procedure waits for. */
static wm_status check_round(const rp_state *st, int setup)
{
    /* After choosing the turn order the round goes on with a new round or
     * a New Era (§4 steps 5-6). */
    REQ(st->r_j == R_ROUND_START || st->r_j == R_NEWERA || (setup && setup_form(st) && st->r_j == 0));
    /* The round itself waits only for its own questions (§4 steps 4-6:
     * Strikes the KPD removes, the Hyperinflation cube, the Held Card
     * Penalty, the new deal) and for the turn order. */
    if (!st->over && st->nfr == 1 && !(st->dec == D_BOX && !st->pq_dec)) {
        /* (a holding-box question of its own, D_BOX with nothing waiting
         * behind it, is asked before the round resumes at any stage) */
        int dec = st->pq_dec ? st->pq_dec : st->dec, seat = st->pq_dec ? st->pq_seat : st->dec_seat;
        uint32_t mask = st->pq_dec ? st->pq_mask : st->dec_mask;
        int done = st->pq_dec ? st->pq_done : st->dec_done;
        uint32_t strike_sp = wm__republic_map_mask(st->strike);
        switch (st->fr_stage[0]) {
        case R_ORDER_GOT: REQ(dec == D_FACTION && !done); break; /* options: below */
        case R_NP_ORDER_GOT: /* §8.4 the NP Momentum faction's bot card */
            REQ(dec == D_BOTCARD && seat == st->momentum && rp_is_np(st, st->momentum));
            break;
        case R_ADV_GOT: /* Step 4: any Strikes or Uprisings on the map */
            REQ(dec == D_SPACE && seat == RP_KPD && mask == strike_sp && done && st->r_i == NF);
            break;
        case R_HYPER_GOT: /* Step 4: one Coalition cube in Hyperinflation */
            REQ(st->r_i == NF);
            REQ(dec == D_SPACE && seat == st->momentum && !done && st->econ == RP_ECON_HYPERINFLATION &&
                NP_MASK(mask, wm__republic_cube_spaces(st, RP_COALITION)) && mask);
            break;
        case R_PEN_GOT: /* Step 6: the penalty's cubes, of the faction in turn */
            REQ(st->r_i < NF && st->r_n > 0);
            REQ(dec == D_SPACE && seat == st->momentum && (done || st->np_chance) &&
                NP_MASK(mask, wm__republic_cube_spaces(st, st->order[st->r_i])) && mask);
            break;
        case R_DEAL_GOT: /* Step 6: the new deal, of the faction in turn (a chance decision) */
            REQ(dec == D_DRAW && seat == 0 && mask == 0 && !done);
            REQ(st->r_i < NF && st->pen[st->order[st->r_i]] > 0);
            break;
        default: REQ(0);
        }
    }
    /* §5.8 the Momentum faction choosing the turn order: the factions not
     * placed yet are exactly the options (asked now, or waiting behind a
     * holding-box question). */
    if (st->nfr == 1 && st->fr_proc[0] == P_ROUND && st->fr_stage[0] == RP_STAGE_ROUND_ORDER_GOT) {
        uint32_t used = 0;
        REQ(st->r_i < NF - 1);
        for (int i = 0; i < st->r_i; i++) {
            REQ(!(used & (1u << st->order[i])));
            used |= 1u << st->order[i];
        }
        if (st->pq_dec)
            REQ(st->pq_dec == D_FACTION && st->pq_mask == (0xFu & ~used) && st->pq_seat == st->momentum);
        else
            REQ(st->dec == D_FACTION && st->dec_mask == (0xFu & ~used) && st->dec_seat == st->momentum);
    }
    return WM_OK;
}

/* The decision machine: the Action's owner, the questions waiting behind
 * holding boxes (§5.2), the pending question itself, the game's end. */
static wm_status check_decision(const rp_state *st, int setup)
{
    /* An Action belongs to the faction whose Action Step it is (the Action
     * menu, a Parliamentary Control bonus Action and an Event's own Actions
     * set actor = active), except an Action an Event grants a faction it
     * names (RP_OP_ACTION's `by`): that one runs above the Event. */
    for (int i = 0; i < st->nfr && i < MAX_FRAMES; i++)
        if (st->fr_proc[i] == P_ACTION)
            REQ(st->actor == st->active || (i > 0 && st->fr_proc[i - 1] == P_EVENT));
    /* the decision machine: pending holding boxes are asked first (D_BOX),
     * the question they interrupted waits in pq_* */
    if (st->pq_dec) {
        REQ(st->dec == D_BOX && st->pq_dec != D_BOX && st->pq_dec != D_NONE && st->pq_seat < NF);
        if (st->pq_dec == D_NUM)
            REQ(st->pq_lo <= st->pq_hi);
        else
            REQ(st->pq_lo == 0 && st->pq_hi == 0);
    } else {
        REQ(!st->pq_seat && !st->pq_lo && !st->pq_hi && !st->pq_done && !st->pq_mask);
    }
    if (st->bx_n) {
        int op = st->bx_q[0];
        uint32_t m = wm__republic_box_options(st, (op >> 1) & 7, op & 1);
        REQ(st->dec == D_BOX && st->dec_mask == m && pop(m) >= 2 && st->dec_seat == (op >> 4) && !st->dec_done);
    } else {
        REQ(st->dec != D_BOX);
    }
    if (st->dec == D_SOURCE)
        REQ(st->dec_mask == wm__republic_ass_markers(st, st->dec_seat) && pop(st->dec_mask) >= 2 && !st->dec_done);
    if (st->over) {
        REQ(st->dec == D_NONE && st->nfr == 0 && st->bx_n == 0 && st->victory != RP_VICTORY_NONE);
        /* §3.2 Gameplay Note: the Coalition never wins by an election */
        REQ(st->winner != RP_COALITION || st->victory == RP_VICTORY_SUDDEN || st->victory == RP_VICTORY_SCENARIO_END);
    } else {
        REQ(st->victory == RP_VICTORY_NONE);
        if (setup && setup_form(st))
            return WM_OK;
        REQ(st->dec != D_NONE && st->nfr >= 1 && st->fr_proc[0] == P_ROUND);
        if (st->dec == D_NUM)
            REQ(st->dec_lo <= st->dec_hi);
        else
            REQ(st->dec_lo == 0 && st->dec_hi == 0);
        if (st->dec == D_DRAW)
            REQ(!card_empty(st->deck));
        wm_move tmp[4];
        REQ(wm__republic_legal(st, tmp, 4) > 0);
    }
    return WM_OK;
}

/* Every procedure's scratch belongs to its frame (issue 32): no field an
 * Action's resume reads (the space, the unit kind, the target faction, the
 * units moved, the count and spaces picked) survives its Action's frame,
 * and the one the Event keeps for itself, a_k = 1 (§1.5: "which Reform
 * does the General Strike remove"), is set only while that question is
 * pending: at an instruction's resume stage, the General Strike on, a
 * space question among the Reforms on the map. */
static wm_status check_scratch(const rp_state *st, int setup)
{
    (void)setup;
    if (st->over)
        return WM_OK; /* the game's end keeps what it ended with */
    int action = rp_frame_of(st, P_ACTION) >= 0, event = rp_frame_of(st, P_EVENT) >= 0;
    if (!action) {
        REQ(st->a_space == 0 && st->a_t == 0 && st->mv_n == 0);
        for (int i = 0; i < 3; i++)
            REQ(st->mv_dest[i] == 0 && st->mv_kind[i] == 0);
        if (!event)
            REQ(st->a_mask == 0 && st->a_n == 0 && st->a_k == 0);
    }
    if (st->nfr && st->fr_proc[st->nfr - 1] == P_EVENT && (st->pq_dec ? st->pq_dec : st->dec) == D_YESNO &&
        st->fr_stage[st->nfr - 1] >= RP_STAGE_EVENT_OPS) {
        /* an Event's yes/no past Article 48 is a "may" or an "either" at
         * its resume stage (effects.c fx_choice: the stage is its only state) */
        int stage = st->fr_stage[st->nfr - 1], i = (stage - RP_STAGE_EVENT_OPS) / 2, len = 0;
        REQ(st->st_card >= 1 && st->st_card <= RP_NCARDS && CARD(st->st_card)->fx);
        const rp_fx_op *p = CARD(st->st_card)->fx;
        while (p[len].op != RP_OP_END)
            len++;
        REQ(((stage - RP_STAGE_EVENT_OPS) & 1) && i < len && (p[i].op == RP_OP_MAY || p[i].op == RP_OP_EITHER));
    }
    if (!action && st->a_k) {
        int stage = st->nfr ? st->fr_stage[st->nfr - 1] : 0;
        int dec = st->pq_dec ? st->pq_dec : st->dec;
        uint32_t mask = st->pq_dec ? st->pq_mask : st->dec_mask;
        REQ(st->a_k == 1 && st->fr_proc[st->nfr - 1] == P_EVENT && stage > RP_STAGE_EVENT_OPS &&
            ((stage - RP_STAGE_EVENT_OPS) & 1) && st->gs && dec == D_SPACE && mask &&
            (mask & ~wm__republic_map_mask(st->reform)) == 0);
    }
    return WM_OK;
}

/* The invariants, one check per rule, in the order they run (a later one
 * may rely on an earlier one's bounds). */
typedef wm_status (*rp_check_fn)(const rp_state *st, int setup);
static const rp_check_fn invariants[] = {
    check_cards,
    check_stacking,
    check_pieces,
    check_boxes,
    check_tracks,
    check_markers,
    check_np,
    check_frames,
    check_round,
    check_decision,
    check_scratch,
};

static wm_status check_state(const rp_state *st, int setup)
{
    for (size_t i = 0; i < sizeof invariants / sizeof invariants[0]; i++)
        if (invariants[i](st, setup) != WM_OK)
            return WM_ECORRUPT;
    return WM_OK;
}

/*
 * An anchor (rp_game in republic.h) is an anchor point in canonical form,
 * with everything the procedures will read checked against the board.
 */
static wm_status check_anchor(const rp_state *a)
{
    REQ(check_state(a, 1) == WM_OK);
    REQ(wm__republic_anchor_point(a));
    rp_state settled = *a;
    wm__republic_settle(&settled);
    REQ(memcmp(&settled, a, sizeof settled) == 0); /* dead scratch is zero */
    REQ(a->sworn == 0);                             /* free Assaults come inside an Action */
    if (a->over)
        return WM_OK;
    if (a->nfr == 2) { /* §6.0 the Action Step menu of the faction in turn */
        REQ(a->fr_proc[0] == P_ROUND && a->fr_stage[0] == RP_STAGE_ROUND_STEP_DONE);
        REQ(a->fr_proc[1] == P_STEP && a->fr_stage[1] == RP_STAGE_STEP_GOT);
        REQ(a->dec == D_STEP && a->dec_seat == a->active && a->dec_mask == 0 && !a->dec_done);
        REQ(a->r_i < NF && a->active == a->order[a->r_i]);
        REQ(a->st_nact <= 2 && !(a->st_flags & SF_PASSED));
        REQ(a->st_nact > 0 || !(a->st_flags & SF_LAST_ACTION));
        if (a->st_flags & SF_EVENT)
            REQ(a->st_card >= 1 && (rp_cards(a)[a->st_card].kind == RP_CARD_EVENT || rp_cards(a)[a->st_card].kind == RP_CARD_ELECTION));
        else
            REQ(a->st_card == 0);
        if (!(a->st_flags & SF_PC))
            REQ(a->st_pc == 0);
        for (int f = 0; f < NF; f++)
            REQ(a->pen[f] == 0);
    } else if (a->fr_stage[0] == R_PEN_GOT) {
        /* §4.0 step 6: each faction's deal counted in turn order, its
         * penalty cubes still to remove at most its penalty */
        for (int i = 0; i < NF; i++) {
            int f = a->order[i];
            REQ(a->pen[f] == (i <= a->r_i ? wm__republic_held_deal(a, f) : 0));
        }
        REQ(a->r_n <= wm__republic_held_penalty(a, a->order[a->r_i]));
    } else if (a->fr_stage[0] == R_DEAL_GOT) {
        /* the new deal: done for the factions before, none beyond the era's hand */
        int hand = wm__republic_era_hand[rp_year_era(RP_FIRST_YEAR + a->year)];
        for (int i = 0; i < NF; i++) {
            int f = a->order[i];
            REQ(i >= a->r_i || a->pen[f] == 0);
            REQ(card_count(a->hand[f]) + a->pen[f] <= hand);
        }
    }
    return WM_OK;
}

/*
 * The handle's state: `cur` obeys every invariant, the anchor is an anchor
 * point, and the tail re-played from the anchor is legal move by move,
 * passes no anchor point on the way and arrives at exactly `cur`.
 */
wm_status wm__republic_check(const void *vg)
{
    const rp_game *g = vg;
    REQ(wm__republic_check_state(&g->cur) == WM_OK);
    REQ(check_anchor(&g->anchor) == WM_OK);
    /* RP_TAIL_LOST: a stretch longer than the tail; nothing vouches for cur */
    REQ(g->ntail <= RP_TAIL);
    for (int i = g->ntail; i < RP_TAIL; i++)
        REQ(g->tail[i] == 0);
    rp_state r = g->anchor;
    if (setup_form(&r)) /* the set-up: its first round begins (setup.c) */
        wm__republic_begin(&r);
    for (int i = 0; i < g->ntail; i++) {
        REQ(!r.over && wm__republic_is_legal(&r, g->tail[i]));
        wm__republic_apply(&r, g->tail[i]);
        REQ(!wm__republic_anchor_point(&r));
    }
    REQ(memcmp(&r, &g->cur, sizeof r) == 0);
    return WM_OK;
}

/* ------------------------------------------------------------------ */
/* View                                                                 */
/* ------------------------------------------------------------------ */

static void card_list(wm_json *j, const char *key, const uint64_t *set)
{
    wm__json_key(j, key);
    wm__json_arr(j);
    for (int id = 1; id <= RP_NCARDS; id++)
        if (card_has(set, id))
            wm__json_int(j, id);
    wm__json_arr_end(j);
}

static void str_or_null(wm_json *j, const char *key, const char *s)
{
    if (s)
        wm__json_kstr(j, key, s);
    else {
        wm__json_key(j, key);
        wm__json_null(j);
    }
}

static void card_name_or_null(wm_json *j, const rp_state *st, int id)
{
    str_or_null(j, "name", CARD(id)->name);
}

static void card_text_or_null(wm_json *j, const rp_state *st, int id)
{
    str_or_null(j, "text", CARD(id)->text);
}

/* The card table of a view: every card the viewer can see (its own hand,
 * every hand and the deck for the omniscient viewer, the face-up discard
 * pile, the Lingering box, the Event being resolved), once each, keyed by
 * card id: number, name, text, era and flags, and where the text comes
 * from ("published", "partial": the rulebook describes part of it and the
 * rest is reconstructed or unpublished, "reconstructed", "unpublished":
 * no instructions). */
static void card_table(wm_json *j, const rp_state *st, int viewer, int playing)
{
    uint64_t vis[CW];
    for (int w = 0; w < CW; w++) {
        vis[w] = st->discard[w] | st->linger[w];
        for (int f = 0; f < NF; f++)
            if (viewer == f || viewer == WM_OMNISCIENT)
                vis[w] |= st->hand[f][w];
        if (viewer == WM_OMNISCIENT)
            vis[w] |= st->deck[w];
    }
    if (playing >= 1 && playing <= RP_NCARDS)
        card_add(vis, playing);
    wm__json_key(j, "cards");
    wm__json_obj(j);
    for (int id = 1; id <= RP_NCARDS; id++) {
        if (!card_has(vis, id))
            continue;
        const rp_card_info *c = CARD(id);
        char key[8];
        size_t n = 0;
        key[n++] = (char)('0' + id / 100 % 10);
        key[n++] = (char)('0' + id / 10 % 10);
        key[n++] = (char)('0' + id % 10);
        key[n] = '\0';
        const char *k = key;
        while (k[0] == '0' && k[1])
            k++;
        wm__json_key(j, k);
        wm__json_obj(j);
        wm__json_kint(j, "number", c->number);
        card_name_or_null(j, st, id);
        card_text_or_null(j, st, id);
        wm__json_kstr(j, "kind", c->kind == RP_CARD_ELECTION ? "Election" : "Event");
        wm__json_kstr(j, "era", c->era < RP_NERAS ? wm__republic_era_names[c->era] : "");
        wm__json_kstr(j, "source", (c->flags & RP_CF_TEXT_FULL) ? "published"
                                   : (c->flags & RP_CF_TEXT_PARTIAL) ? "partial"
                                   : (c->flags & RP_CF_RECONSTRUCTED) ? "reconstructed"
                                   : c->fx ? "published" : "unpublished");
        wm__json_kbool(j, "lingering", (c->flags & RP_CF_LINGERING) != 0);
        wm__json_kbool(j, "mandatory", (c->flags & RP_CF_MANDATORY) != 0);
        wm__json_kbool(j, "article48_symbol", (c->flags & RP_CF_A48_SYMBOL) != 0);
        wm__json_kint(j, "requires", (c->flags & RP_CF_REQUIRES) ? c->requires : 0);
        wm__json_kint(j, "cancels", (c->flags & RP_CF_CANCELS) ? c->cancels : 0);
        wm__json_obj_end(j);
    }
    wm__json_obj_end(j);
}

static void faction_or_null(wm_json *j, const char *key, int f)
{
    if (f >= 0 && f < NF)
        wm__json_kstr(j, key, wm__republic_faction_names[f]);
    else {
        wm__json_key(j, key);
        wm__json_null(j);
    }
}

/* ------------------------------------------------------------------ */
/* The holding boxes (§5.1-§5.3), for drawing the tracks and mats: each   */
/* track or mat is a list of its boxes, each with the piece it holds,     */
/* whether a piece is there ("full") and, for holding boxes, whether that */
/* piece is Available now.                                               */
/* ------------------------------------------------------------------ */

static void hbox_open(wm_json *j, int box, const char *piece, int full)
{
    wm__json_obj(j);
    wm__json_kint(j, "box", box);
    wm__json_kstr(j, "piece", piece);
    wm__json_kbool(j, "full", full != 0);
}

/* §5.7: the Leverage placed on the Progress or Reaction track, by level. */
static void pr_levels(wm_json *j, const char *piece, uint8_t levmask)
{
    for (int b = 1; b < 8; b++)
        if (bit(RP_PR_LEV_LEVELS, b)) {
            hbox_open(j, b, piece, bit(levmask, b));
            wm__json_obj_end(j);
        }
}

static void hbox(wm_json *j, int box, const char *piece, int full, int avail)
{
    hbox_open(j, box, piece, full);
    wm__json_kbool(j, "available", full && avail);
    wm__json_obj_end(j);
}

/* The boxes of a track whose pieces are Available up to `level`. */
static void track_boxes(wm_json *j, uint8_t boxes, uint8_t full, int level, const char *piece)
{
    for (int b = 1; b < 8; b++)
        if (bit(boxes, b))
            hbox(j, b, piece, bit(full, b), b <= level);
}

static const char *piece_name(int piece, int f)
{
    switch (piece) {
    case RP_PIECE_CADRE: return f == RP_KPD ? "KPD Cadre" : "NSDAP Cadre";
    case RP_PIECE_STRIKE: return "Strike";
    case RP_PIECE_GENERAL_STRIKE: return "General Strike";
    case RP_PIECE_SV_MARKER:
        return f == RP_KPD ? "Revolution" : f == RP_NSDAP ? "Brown Putsch" : "Black Putsch";
    case RP_PIECE_ASSASSINATIONS: return "Assassinations";
    case RP_PIECE_CLIQUE: return "Conservative Clique";
    default: return "";
    }
}

static void stance_mat(const rp_state *st, wm_json *j, int f)
{
    const rp_mat_slot *m = f == RP_KPD ? wm__republic_kpd_mat : wm__republic_nsdap_mat;
    int n = f == RP_KPD ? RP_KPD_MAT_SLOTS : RP_NSDAP_MAT_SLOTS;
    uint8_t full = f == RP_KPD ? st->kpd_mat : st->nsdap_mat, av = wm__republic_mat_avail(st, f);
    wm__json_arr(j);
    for (int i = 0; i < n; i++) {
        wm__json_obj(j);
        wm__json_kint(j, "box", i + 1);
        wm__json_kstr(j, "stance", wm__republic_stance_names[m[i].box]);
        wm__json_kstr(j, "side", m[i].above ? "above" : "below");
        wm__json_kstr(j, "piece", piece_name(m[i].piece, f));
        wm__json_kbool(j, "full", bit(full, i));
        wm__json_kbool(j, "available", bit(full, i) && bit(av, i));
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
}

static const char *const bx_piece_names[BX_TYPES] = {"yellow Leverage", "black Leverage", "KPD Cadre",
                                                     "NSDAP Cadre", "Conservative Clique",
                                                     "Middle Class Sympathies"};

static void holding_boxes(const rp_state *st, wm_json *j)
{
    wm__json_key(j, "boxes");
    wm__json_obj(j);
    /* §5.5 the Economy track: Leverage boxes (placed Leverage), Dollar
     * Dependence boxes, the pawns above the end boxes */
    wm__json_key(j, "economy");
    wm__json_arr(j);
    for (int b = 0; b < RP_ECON_LEV_BOXES; b++) {
        /* numbered 1-3 from the end box inwards on each side; the centre is
         * either side's 4th (§5.2, §5.4) */
        int num = b < RP_ELEV_CENTRE ? b + 1 : b == RP_ELEV_CENTRE ? 4 : b - RP_ELEV_CENTRE;
        hbox_open(j, num, st->econ_lev[b] == 2 ? "black Leverage" : "yellow Leverage", st->econ_lev[b] != 0);
        wm__json_kstr(j, "under", wm__republic_econ_names[wm__republic_econ_lev_box[b]]);
        wm__json_kstr(j, "side", b < RP_ELEV_CENTRE ? "Hyperinflation" : b == RP_ELEV_CENTRE ? "centre" : "Mass Unemployment");
        wm__json_obj_end(j);
    }
    for (int b = 0; b < RP_DD_BOXES; b++) {
        hbox_open(j, b + 1, "Dollar Dependence", bit(st->econ_dd, b));
        wm__json_kstr(j, "under", wm__republic_econ_names[wm__republic_dd_box[b]]);
        wm__json_obj_end(j);
    }
    for (int b = 0; b < RP_ECON_MCS; b++) {
        int at = wm__republic_econ_mcs_box[b];
        hbox_open(j, b + 1, "Middle Class Sympathies", bit(st->econ_mcs, b));
        wm__json_kstr(j, "under", wm__republic_econ_names[at]);
        wm__json_kbool(j, "available", bit(st->econ_mcs, b) && st->econ == at);
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
    /* §5.6 the Deals tracks */
    wm__json_key(j, "us_deals");
    wm__json_arr(j);
    track_boxes(j, RP_US_YELLOW_BOXES, st->us_yellow, st->us, "yellow Leverage");
    for (int b = 1; b < 8; b++)
        if (bit(RP_US_DD_BOXES, b))
        {
            hbox_open(j, b, "Dollar Dependence", bit(st->us_dd, b));
            wm__json_obj_end(j);
        }
    wm__json_arr_end(j);
    wm__json_key(j, "ussr_deals");
    wm__json_arr(j);
    track_boxes(j, RP_USSR_REICHSWEHR_BOXES, st->ussr_rw, st->ussr, "Reichswehr");
    track_boxes(j, RP_USSR_YELLOW_BOXES, st->ussr_yellow, st->ussr, "yellow Leverage");
    track_boxes(j, RP_USSR_BLACK_BOXES, st->ussr_black, st->ussr, "black Leverage");
    track_boxes(j, RP_USSR_CADRE_BOXES, st->ussr_cadre, st->ussr, "KPD Cadre");
    wm__json_arr_end(j);
    /* §5.7 Progress and Reaction: placed Leverage (levels), holding boxes,
     * and the pawns between them */
    wm__json_key(j, "progress");
    wm__json_arr(j);
    pr_levels(j, "yellow Leverage", st->prog_lev);
    track_boxes(j, RP_PROGRESS_REFORM_LEVELS, st->prog_reform, st->prog, "Reform");
    wm__json_arr_end(j);
    wm__json_key(j, "reaction");
    wm__json_arr(j);
    pr_levels(j, "black Leverage", st->react_lev);
    track_boxes(j, RP_REACTION_ASSASSINATIONS_LEVELS, st->react_ass, st->react, "Assassinations");
    track_boxes(j, RP_REACTION_CADRE_LEVELS, st->react_cadre, st->react, "NSDAP Cadre");
    track_boxes(j, RP_REACTION_CLIQUE_LEVELS, st->react_clique, st->react, "Conservative Clique");
    wm__json_arr_end(j);
    wm__json_key(j, "pawns");
    wm__json_arr(j);
    for (int b = 1; b < 8; b++)
        if (bit(RP_PR_MCS_LEVELS, b)) {
            int full = bit(st->pr_mcs, b);
            hbox_open(j, b, "Middle Class Sympathies", full);
            wm__json_kbool(j, "available_coalition_kpd", full && b <= st->prog);
            wm__json_kbool(j, "available_nsdap_rc", full && b <= st->react);
            wm__json_obj_end(j);
        }
    wm__json_arr_end(j);
    /* §1.3, §5.3 faction mats */
    wm__json_key(j, "kpd_mat");
    stance_mat(st, j, RP_KPD);
    wm__json_key(j, "nsdap_mat");
    stance_mat(st, j, RP_NSDAP);
    wm__json_key(j, "rc_mat");
    wm__json_arr(j);
    int leftmost = st->rc_lev ? __builtin_ctz(st->rc_lev) : -1;
    for (int b = 0; b < RP_RC_MAT_BOXES; b++) {
        hbox(j, b + 1, "black Leverage", bit(st->rc_lev, b), b == leftmost);
        int piece = wm__republic_rc_mat_below[b];
        if (piece != RP_PIECE_NONE)
            hbox(j, b + 1, piece_name(piece, RP_RC), bit(st->rc_below, b), !bit(st->rc_lev, b));
    }
    wm__json_arr_end(j);
    wm__json_obj_end(j);
    /* §5.2 pieces whose holding box a seat is choosing */
    wm__json_key(j, "pending_boxes");
    wm__json_arr(j);
    for (int i = 0; i < st->bx_n; i++) {
        int op = st->bx_q[i];
        wm__json_obj(j);
        wm__json_kstr(j, "piece", bx_piece_names[(op >> 1) & 7]);
        wm__json_kstr(j, "move", (op & 1) ? "take" : "return");
        wm__json_kstr(j, "chooser", wm__republic_faction_names[op >> 4]);
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
}

/* §4.0 the turn: year, era, Momentum and turn order; §8 the Non-player
 * factions: the bot card each revealed last (public) and the cards left
 * in its face-down bot deck. */
static void view_turn(const rp_state *st, wm_json *j)
{
    wm__json_kint(j, "year", RP_FIRST_YEAR + st->year);
    wm__json_kstr(j, "half", st->half ? "Late Year" : "Early Year");
    wm__json_kstr(j, "era", wm__republic_era_names[rp_year_era(RP_FIRST_YEAR + st->year)]);
    faction_or_null(j, "momentum", st->momentum);
    wm__json_key(j, "turn_order");
    wm__json_arr(j);
    for (int i = 0; i < NF; i++)
        wm__json_str(j, wm__republic_faction_names[st->order[i]]);
    wm__json_arr_end(j);
    wm__json_key(j, "non_player");
    wm__json_arr(j);
    for (int f = 0; f < NF; f++) {
        if (!rp_is_np(st, f))
            continue;
        wm__json_obj(j);
        wm__json_kstr(j, "faction", wm__republic_faction_names[f]);
        wm__json_key(j, "bot_card");
        if (st->np_card[f])
            wm__json_int(j, st->np_card[f]);
        else
            wm__json_null(j);
        wm__json_kint(j, "bot_deck_size", wm__popcount32(st->np_deck[f] & 0x1FFu));
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
}

/* §5.4-§5.7 the tracks, then the holding boxes (§5.1). */
static void view_tracks(const rp_state *st, wm_json *j)
{
    wm__json_key(j, "tracks");
    wm__json_obj(j);
    wm__json_kstr(j, "economy", wm__republic_econ_names[st->econ]);
    wm__json_key(j, "economy_leverage");
    wm__json_arr(j);
    for (int b = 0; b < RP_ECON_LEV_BOXES; b++)
        wm__json_str(j, st->econ_lev[b] == 1 ? "yellow" : st->econ_lev[b] == 2 ? "black" : "");
    wm__json_arr_end(j);
    wm__json_kint(j, "dollar_dependence", wm__popcount32(st->econ_dd));
    wm__json_kint(j, "progress", st->prog);
    wm__json_kint(j, "reaction", st->react);
    wm__json_kstr(j, "unity", wm__republic_unity_names[st->unity]);
    wm__json_kint(j, "us_deals", st->us);
    wm__json_kint(j, "ussr_deals", st->ussr);
    if (wm__republic_stance_used(st)) {
        wm__json_kstr(j, "kpd_stance", wm__republic_stance_names[st->stance[0]]);
        wm__json_kstr(j, "nsdap_stance", wm__republic_stance_names[st->stance[1]]);
    }
    wm__json_kbool(j, "general_strike", st->gs != 0);
    wm__json_obj_end(j);
    holding_boxes(st, j);
}

/* §1.3 each faction: PV, pawns, cubes, Sudden Victory marker, hand (its
 * own and the omniscient viewer's only). */
static void view_factions(const rp_state *st, int viewer, wm_json *j)
{
    wm__json_key(j, "factions");
    wm__json_arr(j);
    for (int f = 0; f < NF; f++) {
        wm__json_obj(j);
        wm__json_kstr(j, "name", wm__republic_faction_names[f]);
        wm__json_kint(j, "pv", st->pv[f]);
        wm__json_kint(j, "pawns", st->mcs_mat[f]);
        wm__json_kint(j, "cubes_available", wm__republic_cubes_avail(st, f));
        wm__json_kbool(j, "sudden_victory_marker", bit(st->sv_on, f));
        wm__json_kint(j, "hand_size", card_count(st->hand[f]));
        if (viewer == f || viewer == WM_OMNISCIENT)
            card_list(j, "hand", st->hand[f]);
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
}

/* §1.2 the map, space by space (the hidden Rogue Freikorps for the
 * omniscient viewer only). */
static void view_spaces(const rp_state *st, int viewer, wm_json *j)
{
    wm__json_key(j, "spaces");
    wm__json_arr(j);
    for (int s = 0; s < NSP; s++) {
        wm__json_obj(j);
        wm__json_kstr(j, "name", wm__republic_spaces[s].name);
        wm__json_key(j, "cubes");
        wm__json_arr(j);
        for (int f = 0; f < NF; f++)
            wm__json_int(j, st->cubes[s][f]);
        wm__json_arr_end(j);
        wm__json_kint(j, "reichswehr", st->rw[s]);
        wm__json_kint(j, "freikorps_unrevealed", wm__republic_fk_count(st, s, FK_UNREVEALED));
        wm__json_kint(j, "freikorps_loyal", wm__republic_fk_count(st, s, FK_LOYAL));
        wm__json_kint(j, "rogue_freikorps", wm__republic_fk_count(st, s, FK_ROGUE));
        if (viewer == WM_OMNISCIENT) {
            int r = 0;
            for (int i = 0; i < NFK; i++)
                r += st->fk_loc[i] == s && st->fk_st[i] == FK_UNREVEALED && st->fk_rogue[i];
            wm__json_kint(j, "hidden_rogue", r);
        }
        wm__json_kint(j, "militia", st->mil[s]);
        wm__json_kint(j, "sa", st->sa[s]);
        wm__json_kint(j, "yellow_leverage", st->lev[s][0]);
        wm__json_kint(j, "black_leverage", st->lev[s][1]);
        wm__json_kstr(j, "strike", st->strike[s] == 2 ? "Uprising" : st->strike[s] ? "Strike" : "");
        wm__json_kstr(j, "cadre", st->cadre[s] ? wm__republic_faction_names[st->cadre[s]] : "");
        wm__json_kint(j, "reform", st->reform[s]);
        wm__json_kint(j, "clique", st->clique[s]);
        wm__json_kint(j, "assassinations_yellow_red", wm__republic_ass_count(st, s, SIDE_YR));
        wm__json_kint(j, "assassinations_brown_black", wm__republic_ass_count(st, s, SIDE_BB));
        faction_or_null(j, "dominance", wm__republic_dominant(st, s));
        faction_or_null(j, "supremacy", wm__republic_supreme(st, s));
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
}

/* §1.3 the units on the faction mats; §5.10 Parliamentary Control,
 * Article 48 and the Reichstag Seats. */
static void view_mats(const rp_state *st, wm_json *j)
{
    wm__json_key(j, "mats");
    wm__json_obj(j);
    wm__json_kint(j, "coalition_freikorps_unrevealed", wm__republic_fk_count(st, FK_COAL_MAT, FK_UNREVEALED));
    wm__json_kint(j, "coalition_freikorps_loyal", wm__republic_fk_count(st, FK_COAL_MAT, FK_LOYAL));
    wm__json_kint(j, "rc_rogue_freikorps", wm__republic_fk_count(st, FK_RC_MAT, FK_ROGUE));
    wm__json_kint(j, "militia", wm__republic_militia_avail(st));
    wm__json_kint(j, "sa", wm__republic_sa_avail(st));
    wm__json_obj_end(j);
    wm__json_key(j, "control");
    wm__json_arr(j);
    for (int u = 0; u < RP_NPC; u++) {
        wm__json_obj(j);
        wm__json_kstr(j, "unit", wm__republic_pc_names[u]);
        faction_or_null(j, "holder", st->pc_holder[u] == RP_NOBODY ? -1 : st->pc_holder[u]);
        wm__json_kbool(j, "available", bit(st->pc_up, u));
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
    wm__json_kbool(j, "article48_available", st->a48_up != 0);
    wm__json_kbool(j, "article48_playable", wm__republic_a48_playable(st) != 0); /* no Lingering Event forbids it */
    faction_or_null(j, "reichstag_seats", st->rs_holder == RP_NOBODY ? -1 : st->rs_holder);
    wm__json_kbool(j, "reichstag_seats_available", st->rs_up != 0);
}

/* §1.6 the cards: the deck, the discard pile, the Lingering box with
 * names and ends (§4 step 6), the Event being resolved (public: it was
 * played face-up), the deck's cards for the omniscient viewer. */
static void view_cards(const rp_state *st, int viewer, wm_json *j)
{
    wm__json_kint(j, "deck_size", card_count(st->deck));
    card_list(j, "discard", st->discard);
    card_list(j, "lingering", st->linger);
    /* the Lingering box with names and ends (§1.6, §4 step 6) */
    wm__json_key(j, "lingering_events");
    wm__json_arr(j);
    for (int id = 1; id <= RP_NCARDS; id++)
        if (card_has(st->linger, id)) {
            wm__json_obj(j);
            wm__json_kint(j, "card", id);
            card_name_or_null(j, st, id);
            card_text_or_null(j, st, id);
            wm__json_kstr(j, "ends", CARD(id)->ends == RP_ENDS_NEVER      ? "never"
                                     : CARD(id)->ends == RP_ENDS_ELECTION ? "General Election"
                                                                          : "New Era");
            wm__json_obj_end(j);
        }
    wm__json_arr_end(j);
    /* the Event being resolved, if any (public: it was played face-up) */
    {
        int playing = wm__republic_np_revealed(st); /* §8.7: revealed, face-up */
        for (int i = 0; i < st->nfr && i < MAX_FRAMES; i++)
            if (st->fr_proc[i] == P_EVENT)
                playing = st->st_card;
        card_table(j, st, viewer, playing);
        wm__json_key(j, "event_in_play");
        if (playing) {
            wm__json_obj(j);
            wm__json_kint(j, "card", playing);
            card_name_or_null(j, st, playing);
            card_text_or_null(j, st, playing);
            wm__json_obj_end(j);
        } else {
            wm__json_null(j);
        }
    }
    if (viewer == WM_OMNISCIENT)
        card_list(j, "deck", st->deck);
}

static void republic_view(const void *vst, int viewer, wm_json *j)
{
    const rp_state *st = vst;
    view_turn(st, j);
    view_tracks(st, j);
    view_factions(st, viewer, j);
    view_spaces(st, viewer, j);
    view_mats(st, j);
    view_cards(st, viewer, j);
    if (st->over) {
        faction_or_null(j, "winner", st->winner);
        wm__json_kstr(j, "victory", wm__republic_victory_names[st->victory]); /* §3.0 */
    }}

/* ------------------------------------------------------------------ */
/* Ops                                                                  */
/* ------------------------------------------------------------------ */

static int republic_seat_count(const void *vst)
{
    (void)vst;
    return NF;
}

static const char *republic_seat_name(const void *vst, int seat)
{
    (void)vst;
    return seat >= 0 && seat < NF ? wm__republic_faction_names[seat] : NULL;
}

static int republic_to_move(const void *vst)
{
    const rp_state *st = vst;
    if (st->over)
        return WM_NOBODY;
    return rp_is_chance_dec(st->dec) || st->np_chance ? WM_CHANCE : st->dec_seat;
}

static int republic_is_over(const void *vst)
{
    return ((const rp_state *)vst)->over;
}

/* A drawn card goes to a hand unseen by the other seats. */
static int republic_is_secret(const void *vst)
{
    const rp_state *st = vst;
    /* and an Event's card given from a hand or taken at random from one
     * (effects.c): only the two factions see which (§8.1) */
    return st->dec == D_DRAW ||
           ((st->dec == D_CARD || st->dec == D_CARDDRAW) && ((st->dec_mask >> 4) & 3u) == RP_CZ_HAND);
}

static void republic_outcome(const void *vst, int32_t *per_seat)
{
    const rp_state *st = vst;
    for (int f = 0; f < NF; f++)
        per_seat[f] = st->result[f];
}

static int republic_scenario_id(const void *vst)
{
    return ((const rp_state *)vst)->scenario;
}

static const char *republic_scenario_name(const void *vst)
{
    return wm__republic_scenarios[((const rp_state *)vst)->scenario].name;
}

/* §3: each year has an Early and a Late Year round. */
static size_t republic_round_text(const void *vst, char *buf, size_t cap)
{
    const rp_state *st = vst;
    int y = RP_FIRST_YEAR + st->year;
    int n = snprintf(buf, cap, "%d, %s (%s era)", y, st->half ? "Late Year" : "Early Year",
                     wm__republic_era_names[rp_year_era(y)]);
    return n < 0 ? 0 : (size_t)n;
}

/* Why the game ended, told from the final position (the state keeps the
 * winner, not the rule that made it): §3.1 Sudden Victory is checked first
 * (its marker and condition still hold), then §3.3/§7.6 the Enabling Act,
 * then the kind of the last Election (§7.4 special, §3.4 final), then the
 * scenario's end without an Election (§3.4), else an Election win (§7.3). */
/* The outcome's reason, from how the game was won (st->victory, §3.0). */
static size_t republic_end_reason(const void *vst, char *buf, size_t cap)
{
    const rp_state *st = vst;
    int w = st->winner < NF ? st->winner : RP_COALITION;
    const char *name = wm__republic_faction_names[w];
    int n;
    switch (st->victory) {
    case RP_VICTORY_SUDDEN:
        n = snprintf(buf, cap, "%s achieved Sudden Victory (§3.1)", name);
        break;
    case RP_VICTORY_GENERAL_ELECTION:
        n = snprintf(buf, cap, "%s won the General Election (§3.2)", name);
        break;
    case RP_VICTORY_EVENT:
        if (st->el_kind == EL_SPECIAL && w == RP_RC)
            n = snprintf(buf, cap, "the RC won the special Election (§3.3, §7.4)");
        else if (st->el_kind == EL_SNAP)
            n = snprintf(buf, cap, "%s won the Snap Election (§3.3, §7.5)", name);
        else
            n = snprintf(buf, cap, "%s won by an Event card (§3.3)", name);
        break;
    case RP_VICTORY_SCENARIO_END:
        if (st->el_kind == EL_FINAL)
            n = snprintf(buf, cap, "%s won the final Election at the scenario's end (§3.4)", name);
        else
            n = snprintf(buf, cap, "the Coalition held on to the scenario's end (§3.4)");
        break;
    default:
        n = snprintf(buf, cap, "%s won", name);
        break;
    }
    return n < 0 ? 0 : (size_t)n;
}

/* Games saved before layout 8 were played with the published cards only
 * (every other Event without instructions): they replay so. */
static uint32_t republic_replay_flags(unsigned layout)
{
    return layout < 8 ? WM_REPUBLIC_PUBLISHED_ONLY : 0;
}

const wm_title_ops wm__republic_ops = {
    .id = WM_WEIMAR_REPUBLIC,
    .name = "The Weimar Republic",
    .state_size = sizeof(rp_game),
    .hash_size = sizeof(rp_state), /* the game now, not how it got there */
    .action_count = WM_REPUBLIC_ACTIONS,
    .max_legal = 256,
    .layout_version = 8, /* 8: the default content (every Event with a program; the same fields);
                          * 7: §8 Non-player seats, bot decks, the NP turn; 6: §8.4 Clique identity */
    .fields = fields,
    .nfields = sizeof fields / sizeof fields[0],
    .init = wm__republic_game_init,
    .seat_count = republic_seat_count,
    .seat_name = republic_seat_name,
    .to_move = republic_to_move,
    .is_over = republic_is_over,
    .legal = wm__republic_legal,
    .is_legal = wm__republic_is_legal,
    .apply = wm__republic_game_apply,
    .move_name = wm__republic_move_name,
    .move_label = wm__republic_move_label,
    .prompt = wm__republic_prompt,
    .is_secret = republic_is_secret,
    .outcome = republic_outcome,
    .view = republic_view,
    .check = wm__republic_check,
    .bot = wm__republic_np_bot,
    .scenario = republic_scenario_id,
    .scenario_name = republic_scenario_name,
    .round_text = republic_round_text,
    .end_reason = republic_end_reason,
    .obs_slices = wm__republic_obs_slices,
    .nobs_slices = REPUBLIC_OBS_SLICES,
    .observe = wm__republic_observe,
    .observe_delta = wm__republic_observe_delta,
    .obs_cache_size = REPUBLIC_OBS_CACHE_SIZE,
    .resample = wm__republic_resample,
    .evaluate = wm__republic_evaluate,
    .rollout = wm__republic_rollout,
    .replay_flags = republic_replay_flags,
    .pack_slug = "republic",
    .pack_read = wm__republic_pack_read,
    .pack_write = wm__republic_pack_write,
};
