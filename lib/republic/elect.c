/*
 * elect.c - §7 Elections: Regional Elections in the §7.1 order with the
 * Assassinations/Uprising exclusion and bonus PV, the General Election
 * (§7.2) with its bonuses, the optional PV transfer and the tie-breaks,
 * its outcomes (§7.3, §3.2 with the RC steal), the Special Election of #82
 * (§7.4), the Snap Election of #117 (§7.5), the current-PV calculation of
 * #118/#122/#132/#146 (§7.6), and the final elections of §3.4.
 */
#include "republic.h"
#include "rplog.h"

/* §3.4 the scenario's final-election PV modifier of faction f: the
 * scenario's data (RECONSTRUCTED for A Time for Revolution?, issue 33),
 * in the default content only - the published-only game
 * (WM_REPUBLIC_PUBLISHED_ONLY) plays "what the sources state", and no
 * source states them, so 0 there. */
int wm__republic_final_pv_mod(const rp_state *st, int f)
{
    if ((st->flags & WM_REPUBLIC_PUBLISHED_ONLY) || f < 0 || f >= NF)
        return 0;
    return wm__republic_scenarios[st->scenario].final_pv_mod[f];
}

static const char *const el_log[] = {"General Election", "Snap Election", "final Election", "Special Election", "PV count"};

/* §7.1: no Regional Election where a space holds Assassinations or an
 * Uprising. */
static int unit_blocked(const rp_state *st, int u)
{
    for (uint32_t m = wm__republic_pc_mask[u] & RP_ALL_SPACES; m; m &= m - 1) {
        int s = __builtin_ctz(m);
        if (st->strike[s] == RP_STRIKE_UPRISING || wm__republic_ass_count(st, s, 0))
            return 1;
    }
    return 0;
}

static void regional_pv(const rp_state *st, int u, int out[NF])
{
    for (int f = 0; f < NF; f++)
        out[f] = 0;
    for (uint32_t m = wm__republic_pc_mask[u] & RP_ALL_SPACES; m; m &= m - 1) {
        int s = __builtin_ctz(m);
        int d = wm__republic_dominant(st, s);
        if (d >= 0)
            out[d] += wm__republic_spaces[s].pv;
        out[RP_COALITION] += RP_RE_YELLOW_LEVERAGE_PV * st->lev[s][0] + RP_RE_REFORM_PV * st->reform[s];
        out[RP_RC] += RP_RE_BLACK_LEVERAGE_PV * st->lev[s][1];
        if (st->cadre[s] == RP_KPD || st->cadre[s] == RP_NSDAP)
            out[st->cadre[s]] += RP_RE_CADRE_PV;
    }
}

/* §7.2 General Election bonuses. */
static int ge_bonus(const rp_state *st, int f)
{
    int n = RP_GE_MCS_BONUS * st->mcs_mat[f];
    if (f == st->momentum)
        n += RP_GE_MOMENTUM_BONUS;
    /* §7.1: with no Regional Election in Berlin "any bonus PV a faction may
     * otherwise have gained for that space ... is also lost": the
     * Progress bonus for Coalition Influence in Berlin too */
    if (f == RP_COALITION && !unit_blocked(st, RP_PC_BERLIN))
        n += wm__republic_berlin_bonus[st->prog] * st->cubes[RP_BERLIN][RP_COALITION];
    return n;
}

/* §7.6: a full cycle "only to check the current total PV". */
int wm__republic_current_pv(const rp_state *st, int f)
{
    int n = 0, pv[NF];
    for (int u = 0; u < RP_NPC; u++) {
        if (unit_blocked(st, u))
            continue;
        regional_pv(st, u, pv);
        n += pv[f];
    }
    return n + ge_bonus(st, f);
}

/* §7.6 for every faction at once (the search's evaluation, evaluate.c):
 * pv[f] = wm__republic_current_pv(st, f). */
void wm__republic_current_pv_all(const rp_state *st, int pv[NF])
{
    int u_pv[NF];
    for (int f = 0; f < NF; f++)
        pv[f] = 0;
    for (int u = 0; u < RP_NPC; u++) {
        if (unit_blocked(st, u))
            continue;
        regional_pv(st, u, u_pv);
        for (int f = 0; f < NF; f++)
            pv[f] += u_pv[f];
    }
    for (int f = 0; f < NF; f++)
        pv[f] += ge_bonus(st, f);
}

/* §7.6 on the PV track: "perform a full Election Cycle [7.0] but only to
 * check the current total NSDAP and/or RC PV": the track is reset to 0
 * (§7.0) and the specified factions' current PV recorded; Parliamentary
 * Control, the cards and the Reichstag Seats do not change. */
void wm__republic_record_current_pv(rp_state *st, uint32_t factions)
{
    int pv[NF];
    wm__republic_current_pv_all(st, pv); /* one cycle for all of them */
    for (int f = 0; f < NF; f++)
        st->pv[f] = (int16_t)(bit(factions, f) ? pv[f] : 0);
}

void wm__republic_start_election(rp_state *st, int kind)
{
    st->el_kind = (uint8_t)kind;
    st->el_unit = 0;
    st->el_first = st->el_second = RP_NOBODY;
    st->xfer = 0;
    st->xfer_to = RP_NOBODY;
    wm__republic_push(st, P_ELECTION);
}

/* The stages of an Election; each procedure below returns 1 when the
 * Election is over and play goes on, 0 when it waits for a decision or the
 * game ended, EL_AGAIN when it moved to another stage and runs on at once. */
enum rp_election_stage {
    EL_START = 0, EL_XFER, EL_XFER_GOT, EL_XFER_NUM, EL_WIN, EL_WIN_GOT, EL_RUN, EL_RUN_GOT, EL_OUTCOME,
    EL_NSTAGES
};
#define EL_AGAIN 2

/* Factions tied for the best PV among `cand`, after the pawn tie-break. */
static uint32_t best_of(const rp_state *st, uint32_t cand)
{
    int best = -32768;
    uint32_t t = 0;
    for (int f = 0; f < NF; f++)
        if (bit(cand, f)) {
            if (st->pv[f] > best) {
                best = st->pv[f];
                t = 1u << f;
            } else if (st->pv[f] == best) {
                t |= 1u << f;
            }
        }
    if (wm__popcount32(t) > 1) {
        int bp = -1;
        uint32_t t2 = 0;
        for (int f = 0; f < NF; f++)
            if (bit(t, f)) {
                if (st->mcs_mat[f] > bp) {
                    bp = st->mcs_mat[f];
                    t2 = 1u << f;
                } else if (st->mcs_mat[f] == bp) {
                    t2 |= 1u << f;
                }
            }
        t = t2;
    }
    return t;
}

/* §7.4 Special Election: Dominance PV only, no Control change. */
static void special_election_pv(rp_state *st)
{
    for (int u = 0; u < RP_NPC; u++) {
        if (unit_blocked(st, u))
            continue;
        for (int s = 0; s < NSP; s++)
            if (bit(wm__republic_pc_mask[u], s)) {
                int d = wm__republic_dominant(st, s);
                if (d >= 0)
                    st->pv[d] = (int16_t)(st->pv[d] + wm__republic_spaces[s].pv);
            }
    }
}

/* §7.1 Regional Elections: the region u's election, its PV added to the
 * track and its Parliamentary Control to the faction with the most (none
 * on a tie), unless Assassinations or an Uprising block it. */
static void regional_election(rp_state *st, int u)
{
    st->pc_holder[u] = RP_NOBODY;
    st->pc_up = (uint8_t)(st->pc_up & ~(1u << u));
    if (unit_blocked(st, u)) {
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "election");
            wm__log_str("region", wm__republic_pc_names[u]);
            wm__log_int("blocked", 1);
            wm__log_text("No Regional Election in %s: Assassinations or an Uprising", wm__republic_pc_names[u]);
            wm__log_end();
        }
        return;
    }
    int pv[NF], best = -1, n = 0, tie = 0;
    regional_pv(st, u, pv);
    for (int f = 0; f < NF; f++) {
        st->pv[f] = (int16_t)(st->pv[f] + pv[f]);
        if (pv[f] > n) {
            n = pv[f];
            best = f;
            tie = 0;
        } else if (pv[f] == n && n > 0) {
            tie = 1;
        }
    }
    if (best >= 0 && !tie) {
        st->pc_holder[u] = (uint8_t)best;
        st->pc_up = (uint8_t)(st->pc_up | (1u << u));
    }
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "election");
        wm__log_str("region", wm__republic_pc_names[u]);
        wm__log_str("control", best >= 0 && !tie ? rpl_f(best) : "nobody");
        wm__log_text("Regional Election in %s:", wm__republic_pc_names[u]);
        const char *sep = " ";
        for (int f = 0; f < NF; f++) {
            char key[24];
            wm__str_append(key, sizeof key, wm__str_append(key, sizeof key, 0, "pv_"), rpl_f(f));
            wm__log_int(key, pv[f]);
            if (pv[f]) {
                wm__log_text("%s%s %d PV", sep, rpl_f(f), pv[f]);
                sep = ", ";
            }
        }
        if (best >= 0 && !tie)
            wm__log_text("; %s takes Parliamentary Control", rpl_f(best));
        else
            wm__log_text("%s; no Parliamentary Control", n ? " (a tie)" : " no PV");
        wm__log_end();
    }
}

/* §7.0-§7.2: the PV track from 0, the Regional Elections (§7.1; §7.4 the
 * Special Election's Dominance PV instead), then the General Election
 * bonuses (§7.2; the scenario's at the final Election, §3.4). */
static int election_start(rp_state *st, int kind)
{
    for (int f = 0; f < NF; f++)
        st->pv[f] = 0;
    if (kind == EL_SPECIAL) {
        special_election_pv(st);
    } else {
        st->rs_holder = RP_NOBODY;
        st->rs_up = 0;
        for (int u = 0; u < RP_NPC; u++)
            regional_election(st, u);
    }
    for (int f = 0; f < NF; f++) { /* §7.2 bonuses */
        st->pv[f] = (int16_t)(st->pv[f] + ge_bonus(st, f));
        if (kind == EL_FINAL)
            st->pv[f] = (int16_t)(st->pv[f] + wm__republic_final_pv_mod(st, f));
        if (st->pv[f] < 0)
            st->pv[f] = 0;
    }
    STAGE(st) = kind == EL_SPECIAL ? EL_WIN : EL_XFER;
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "election");
        wm__log_str("election", el_log[kind]);
        wm__log_text("%s: PV with the bonuses (pawns, Momentum, Berlin%s): ", el_log[kind],
                     kind == EL_FINAL ? ", scenario" : "");
        rpl_pv(st);
        wm__log_end();
    }
    return EL_AGAIN;
}

/* §7.2: the Momentum faction may transfer up to half its PV. */
static int election_transfer(rp_state *st, int kind)
{
    (void)kind;
    STAGE(st) = EL_WIN;
    if (st->pv[st->momentum] / 2 >= 1) {
        STAGE(st) = EL_XFER_GOT;
        wm__republic_ask(st, D_FACTION, st->momentum, 0xFu & ~(1u << st->momentum), 1);
        return 0;
    }
    return EL_AGAIN;
}

static int election_transfer_to(rp_state *st, int kind)
{
    (void)kind;
    if (st->choice == WM_REPUBLIC_DONE) {
        STAGE(st) = EL_WIN;
        return EL_AGAIN;
    }
    st->xfer_to = (uint8_t)(rp_arg(st, WM_REPUBLIC_FACTION, 4));
    STAGE(st) = EL_XFER_NUM;
    int half = st->pv[st->momentum] / 2;
    wm__republic_ask_num(st, st->momentum, 1, half > 63 ? 63 : half);
    return 0;
}

static int election_transfer_num(rp_state *st, int kind)
{
    (void)kind;
    int n = rp_arg(st, WM_REPUBLIC_NUM, 64);
    st->xfer = (int16_t)n;
    st->pv[st->momentum] = (int16_t)(st->pv[st->momentum] - n);
    st->pv[st->xfer_to] = (int16_t)(st->pv[st->xfer_to] + n);
    STAGE(st) = EL_WIN;
    if (wm__logging()) {
        wm__log_begin(st->momentum, WM_LOG_PUBLIC, "election");
        wm__log_int("transfer", n);
        wm__log_str("to", rpl_f(st->xfer_to));
        wm__log_text("%s transfers %d PV to %s: ", rpl_f(st->momentum), n, rpl_f(st->xfer_to));
        rpl_pv(st);
        wm__log_end();
    }
    return EL_AGAIN;
}

/* §7.2: the faction with the most PV among cand goes to *place (stage
 * next); the pawns break a tie, then chance (stage tie). */
static int election_place(rp_state *st, uint32_t cand, uint8_t *place, int next, int tie)
{
    uint32_t t = best_of(st, cand);
    if (wm__popcount32(t) == 1) {
        *place = (uint8_t)__builtin_ctz(t);
        STAGE(st) = (uint8_t)next;
        return EL_AGAIN;
    }
    STAGE(st) = (uint8_t)tie;
    return wm__republic_ask_tie(st, t) ? 0 : EL_AGAIN;
}

/* §7.2: chance broke the tie for *place (the log's key and text). */
static int election_tie_broken(rp_state *st, uint8_t *place, int next, const char *key, const char *text)
{
    *place = (uint8_t)(rp_arg(st, WM_REPUBLIC_TIE, 4));
    STAGE(st) = (uint8_t)next;
    if (wm__logging()) {
        wm__log_begin(WM_CHANCE, WM_LOG_PUBLIC, "election");
        wm__log_str(key, rpl_f(*place));
        wm__log_text("%s: %s", text, rpl_f(*place));
        wm__log_end();
    }
    return EL_AGAIN;
}

/* §7.2: the most PV wins (the pawns break a tie, then chance). */
static int election_winner(rp_state *st, int kind)
{
    (void)kind;
    return election_place(st, 0xF, &st->el_first, EL_RUN, EL_WIN_GOT);
}

static int election_winner_tie(rp_state *st, int kind)
{
    (void)kind;
    return election_tie_broken(st, &st->el_first, EL_RUN, "first",
                               "A tie for the most PV (the pawns too) is broken at random");
}

/* §7.2: the second most PV (the runner-up, §7.3), but for a Special
 * Election. */
static int election_runner_up(rp_state *st, int kind)
{
    if (kind == EL_SPECIAL) {
        STAGE(st) = EL_OUTCOME;
        return EL_AGAIN;
    }
    return election_place(st, 0xFu & ~(1u << st->el_first), &st->el_second, EL_OUTCOME, EL_RUN_GOT);
}

static int election_runner_up_tie(rp_state *st, int kind)
{
    (void)kind;
    return election_tie_broken(st, &st->el_second, EL_OUTCOME, "second",
                               "A tie for the second most PV is broken at random");
}

/* §3.2: an NSDAP win with at least half its PV from the RC is the RC's. */
static int rc_steals(const rp_state *st, int w)
{
    return w == RP_NSDAP && st->momentum == RP_RC && st->xfer_to == RP_NSDAP && 2 * st->xfer >= st->pv[RP_NSDAP];
}

/* §7.3 General Election Outcomes, §3.2 General Election Victory, §7.4 the
 * Special Election's, §7.5 the Snap Election's, §3.4 the final one's. */
static int election_outcome(rp_state *st, int kind)
{
    int w = st->el_first;
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "election");
        wm__log_str("winner", rpl_f(w));
        wm__log_text("%s winner: %s with %d PV", el_log[kind], rpl_f(w), st->pv[w]);
        if (kind != EL_SPECIAL && st->el_second < NF) {
            wm__log_str("second", rpl_f(st->el_second));
            wm__log_text("; second: %s with %d PV", rpl_f(st->el_second), st->pv[st->el_second]);
        }
        if (kind == EL_SPECIAL)
            wm__log_text(w == RP_RC ? "; the RC wins the game" : "; no change");
        else if (w == RP_COALITION && kind != EL_FINAL)
            wm__log_text("; Article 48 goes face up, the Reichstag Seats to %s, and a Clean Slate everywhere",
                         rpl_f(st->el_second));
        else if (rc_steals(st, w))
            wm__log_text("; at least half of its PV came from the RC, so the victory is the RC's (§3.2)");
        wm__log_end();
    }
    if (kind == EL_SPECIAL) { /* §7.4: RC (only) wins the game */
        if (w == RP_RC)
            wm__republic_finish(st, RP_RC, RP_VICTORY_EVENT); /* §3.3 #82 */
        return 1;
    }
    if (w == RP_COALITION) { /* §7.3 */
        if (kind == EL_FINAL) {
            wm__republic_finish(st, RP_COALITION, RP_VICTORY_SCENARIO_END);
            return 0;
        }
        st->a48_up = 1;
        st->rs_holder = st->el_second;
        st->rs_up = 1;
        wm__republic_linger_election(st); /* RP_ENDS_ELECTION: cabinets that fall with it */
        wm__republic_clean_slate(st, RP_ALL_SPACES);
        return 1;
    }
    if (rc_steals(st, w))
        w = RP_RC;
    /* §3.3: #117's Snap Election is an Event Card Victory; §3.4: the final
     * elections of a scenario's end */
    wm__republic_finish(st, w, kind == EL_SNAP ? RP_VICTORY_EVENT : kind == EL_FINAL ? RP_VICTORY_SCENARIO_END
                                                                                  : RP_VICTORY_GENERAL_ELECTION);
    return 0;
}

/* One procedure per stage of an Election, by enum rp_election_stage. */
typedef int (*rp_election_fn)(rp_state *st, int kind);
static const rp_election_fn election_of[EL_NSTAGES] = {
    [EL_START] = election_start,
    [EL_XFER] = election_transfer,
    [EL_XFER_GOT] = election_transfer_to,
    [EL_XFER_NUM] = election_transfer_num,
    [EL_WIN] = election_winner,
    [EL_WIN_GOT] = election_winner_tie,
    [EL_RUN] = election_runner_up,
    [EL_RUN_GOT] = election_runner_up_tie,
    [EL_OUTCOME] = election_outcome,
};
_Static_assert(EL_OUTCOME == EL_NSTAGES - 1, "election_of: one entry per enum rp_election_stage");

/* §7.0 Elections: runs the Election's stages until one waits (0) or the
 * Election is over (1); a stage past the last reads as the outcome. */
int wm__republic_run_election(rp_state *st)
{
    int kind = st->el_kind;
    for (;;) {
        int stage = STAGE(st);
        int r = stage < EL_NSTAGES ? election_of[stage](st, kind) : election_outcome(st, kind);
        if (r != EL_AGAIN)
            return r;
    }
}
