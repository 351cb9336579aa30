/*
 * board.c - §5 Game Concepts: holding boxes (§5.1-§5.3), Leverage (§5.4),
 * the Economy track (§5.5), Deals (§5.6), Progress and Reaction (§5.7),
 * Presence, Dominance and Supremacy (§5.9), Parliamentary Control (§5.10),
 * Clean Slate (§5.11), stacking (§5.12).
 *
 * Readings (see doc/rules-republic.md):
 *  - §5.1/§5.2 "return it to any track ... chosen by the active faction":
 *    the choice is made by a fixed order instead of a decision.  For
 *    yellow Leverage, Reichswehr and the Deals tracks' Cadres it changes
 *    nothing (an empty Deals box always lies at or below the marker, so the
 *    piece is Available again either way); black Leverage goes back to the
 *    U.S.S.R. track before the RC mat, pawns to the Progress/Reaction column
 *    before the Economy track.
 *  - Taking a piece that several boxes hold: the faction mat first (RC,
 *    KPD, NSDAP), then the lowest-numbered Available box of a track.
 *  - The Economy centre box: Leverage there pulls the marker to Stable
 *    when placed from the marker's side, and black Leverage there blocks
 *    yellow on both sides; it bounds neither side afterwards.
 */
#include "republic.h"

static inline uint8_t upto(int n) /* bits 1..n */
{
    return (uint8_t)(((1u << (n + 1)) - 1u) & ~1u);
}

static int lowest(uint32_t m) { return m ? __builtin_ctz(m) : -1; }
static int highest(uint32_t m) { return m ? 31 - __builtin_clz(m) : -1; }

/* ------------------------------------------------------------------ */
/* §5.9 Presence, Dominance, Supremacy                                  */
/* ------------------------------------------------------------------ */

int wm__republic_total_cubes(const rp_state *st, int s)
{
    return st->cubes[s][0] + st->cubes[s][1] + st->cubes[s][2] + st->cubes[s][3];
}

int wm__republic_dominant(const rp_state *st, int s)
{
    int best = -1, n = 0, tie = 0;
    for (int f = 0; f < NF; f++) {
        int c = st->cubes[s][f];
        if (c > n) {
            n = c;
            best = f;
            tie = 0;
        } else if (c == n && c > 0) {
            tie = 1;
        }
    }
    return tie ? -1 : best;
}

int wm__republic_fk_count(const rp_state *st, int loc, int fkst)
{
    int n = 0;
    for (int i = 0; i < NFK; i++)
        n += st->fk_loc[i] == loc && st->fk_st[i] == fkst;
    return n;
}

int wm__republic_fk_find(const rp_state *st, int loc, int fkst)
{
    for (int i = 0; i < NFK; i++)
        if (st->fk_loc[i] == loc && st->fk_st[i] == fkst)
            return i;
    return -1;
}

int wm__republic_units_sv(const rp_state *st, int s, int f)
{
    switch (f) {
    case RP_COALITION: {
        int n = st->rw[s] * 3;
        for (int i = 0; i < NFK; i++)
            if (st->fk_loc[i] == s && st->fk_st[i] != FK_ROGUE)
                n += 2;
        return n;
    }
    case RP_KPD: return st->mil[s];
    case RP_NSDAP: return st->sa[s];
    default: return 2 * wm__republic_fk_count(st, s, FK_ROGUE);
    }
}

int wm__republic_has_units(const rp_state *st, int s, int f)
{
    return wm__republic_units_sv(st, s, f) > 0;
}

int wm__republic_supreme(const rp_state *st, int s)
{
    int best = -1, n = 0, tie = 0;
    for (int f = 0; f < NF; f++) {
        int v = wm__republic_units_sv(st, s, f);
        if (v > n) {
            n = v;
            best = f;
            tie = 0;
        } else if (v == n && v > 0) {
            tie = 1;
        }
    }
    return tie ? -1 : best;
}

/* §5.10: control of a space is control of its City, Bayern or Region. */
int wm__republic_pc_of(const rp_state *st, int s)
{
    int h = st->pc_holder[wm__republic_spaces[s].pc];
    return h == RP_NOBODY ? -1 : h;
}

int wm__republic_ass_count(const rp_state *st, int s, int side)
{
    int n = 0;
    for (int i = 0; i < NASS; i++)
        n += st->ass_loc[i] == s && (side == 0 || st->ass_side[i] == side);
    return n;
}

int wm__republic_cubes_avail(const rp_state *st, int f)
{
    int n = wm__republic_cubes[f];
    for (int s = 0; s < NSP; s++)
        n -= st->cubes[s][f];
    return n;
}

int wm__republic_militia_avail(const rp_state *st)
{
    int n = RP_MILITIA_COUNT;
    for (int s = 0; s < NSP; s++)
        n -= st->mil[s];
    return n;
}

int wm__republic_sa_avail(const rp_state *st)
{
    int n = RP_SA_COUNT;
    for (int s = 0; s < NSP; s++)
        n -= st->sa[s];
    return n;
}

int wm__republic_count_map(const rp_state *st, const uint8_t *arr, int value)
{
    (void)st;
    int n = 0;
    for (int s = 0; s < NSP; s++)
        n += value < 0 ? arr[s] : arr[s] == value;
    return n;
}

int wm__republic_strikes_on_map(const rp_state *st)
{
    int n = 0;
    for (int s = 0; s < NSP; s++)
        n += st->strike[s] != 0;
    return n;
}

int wm__republic_stance_used(const rp_state *st)
{
    return !(st->rules & RP_SR_NO_STANCE);
}

/* ------------------------------------------------------------------ */
/* §5.1-§5.3 Holding boxes                                              */
/* ------------------------------------------------------------------ */

int wm__republic_yellow_avail(const rp_state *st)
{
    return (st->us_yellow & upto(st->us)) || (st->ussr_yellow & upto(st->ussr));
}

void wm__republic_take_yellow(rp_state *st)
{
    int b = lowest(st->us_yellow & upto(st->us));
    if (b >= 0) {
        st->us_yellow = (uint8_t)(st->us_yellow & ~(1u << b));
        return;
    }
    b = lowest(st->ussr_yellow & upto(st->ussr));
    if (b >= 0)
        st->ussr_yellow = (uint8_t)(st->ussr_yellow & ~(1u << b));
}

void wm__republic_return_yellow(rp_state *st)
{
    int b = highest(RP_US_YELLOW_BOXES & ~st->us_yellow);
    if (b >= 0) {
        st->us_yellow = (uint8_t)(st->us_yellow | (1u << b));
        return;
    }
    b = highest(RP_USSR_YELLOW_BOXES & ~st->ussr_yellow);
    if (b >= 0)
        st->ussr_yellow = (uint8_t)(st->ussr_yellow | (1u << b));
}

/* §5.1 Important!: the leftmost black Leverage of the RC mat is always
 * Available. */
int wm__republic_black_avail(const rp_state *st)
{
    return st->rc_lev || (st->ussr_black & upto(st->ussr));
}

void wm__republic_take_black(rp_state *st)
{
    int b = lowest(st->rc_lev);
    if (b >= 0) {
        st->rc_lev = (uint8_t)(st->rc_lev & ~(1u << b));
        return;
    }
    b = lowest(st->ussr_black & upto(st->ussr));
    if (b >= 0)
        st->ussr_black = (uint8_t)(st->ussr_black & ~(1u << b));
}

void wm__republic_return_black(rp_state *st)
{
    int b = highest(RP_USSR_BLACK_BOXES & ~st->ussr_black);
    if (b >= 0) {
        st->ussr_black = (uint8_t)(st->ussr_black | (1u << b));
        return;
    }
    b = highest(0x1Fu & ~st->rc_lev);
    if (b >= 0)
        st->rc_lev = (uint8_t)(st->rc_lev | (1u << b));
}

int wm__republic_rw_avail(const rp_state *st)
{
    return (st->ussr_rw & upto(st->ussr)) != 0;
}

void wm__republic_take_rw(rp_state *st)
{
    int b = lowest(st->ussr_rw & upto(st->ussr));
    if (b >= 0)
        st->ussr_rw = (uint8_t)(st->ussr_rw & ~(1u << b));
}

void wm__republic_return_rw(rp_state *st)
{
    int b = highest(RP_USSR_REICHSWEHR_BOXES & ~st->ussr_rw);
    if (b >= 0)
        st->ussr_rw = (uint8_t)(st->ussr_rw | (1u << b));
}

/* Stance-mat slots of a piece kind, and those Available now (§5.3). */
static uint8_t mat_slots(int f, int piece)
{
    const rp_mat_slot *m = f == RP_KPD ? wm__republic_kpd_mat : wm__republic_nsdap_mat;
    int n = f == RP_KPD ? RP_KPD_MAT_SLOTS : RP_NSDAP_MAT_SLOTS;
    uint8_t r = 0;
    for (int i = 0; i < n; i++)
        if (m[i].piece == piece)
            r = (uint8_t)(r | (1u << i));
    return r;
}

static uint8_t mat_avail(const rp_state *st, int f)
{
    const rp_mat_slot *m = f == RP_KPD ? wm__republic_kpd_mat : wm__republic_nsdap_mat;
    int n = f == RP_KPD ? RP_KPD_MAT_SLOTS : RP_NSDAP_MAT_SLOTS;
    int stance = st->stance[f == RP_KPD ? 0 : 1];
    uint8_t r = 0;
    for (int i = 0; i < n; i++)
        if (rp_stance_box_available(stance, m[i].box))
            r = (uint8_t)(r | (1u << i));
    return r;
}

static uint8_t *mat_of(rp_state *st, int f)
{
    return f == RP_KPD ? &st->kpd_mat : &st->nsdap_mat;
}

int wm__republic_cadre_avail(const rp_state *st, int f)
{
    uint8_t mat = f == RP_KPD ? st->kpd_mat : st->nsdap_mat;
    if (mat & mat_slots(f, RP_PIECE_CADRE) & mat_avail(st, f))
        return 1;
    if (f == RP_KPD)
        return (st->ussr_cadre & upto(st->ussr)) != 0;
    return (st->react_cadre & upto(st->react)) != 0;
}

void wm__republic_take_cadre(rp_state *st, int f)
{
    uint8_t *mat = mat_of(st, f);
    int b = lowest(*mat & mat_slots(f, RP_PIECE_CADRE) & mat_avail(st, f));
    if (b >= 0) {
        *mat = (uint8_t)(*mat & ~(1u << b));
        return;
    }
    uint8_t *tr = f == RP_KPD ? &st->ussr_cadre : &st->react_cadre;
    b = lowest(*tr & upto(f == RP_KPD ? st->ussr : st->react));
    if (b >= 0)
        *tr = (uint8_t)(*tr & ~(1u << b));
}

void wm__republic_return_cadre(rp_state *st, int f)
{
    uint8_t *mat = mat_of(st, f);
    uint8_t slots = mat_slots(f, RP_PIECE_CADRE);
    int b = highest(slots & mat_avail(st, f) & ~*mat);
    if (b >= 0) {
        *mat = (uint8_t)(*mat | (1u << b));
        return;
    }
    uint8_t *tr = f == RP_KPD ? &st->ussr_cadre : &st->react_cadre;
    uint8_t boxes = f == RP_KPD ? RP_USSR_CADRE_BOXES : RP_REACTION_CADRE_LEVELS;
    b = highest(boxes & ~*tr);
    if (b >= 0) {
        *tr = (uint8_t)(*tr | (1u << b));
        return;
    }
    b = highest(slots & ~*mat);
    if (b >= 0)
        *mat = (uint8_t)(*mat | (1u << b));
}

int wm__republic_strike_avail(const rp_state *st)
{
    return (st->kpd_mat & mat_slots(RP_KPD, RP_PIECE_STRIKE) & mat_avail(st, RP_KPD)) != 0;
}

void wm__republic_take_strike(rp_state *st)
{
    int b = lowest(st->kpd_mat & mat_slots(RP_KPD, RP_PIECE_STRIKE) & mat_avail(st, RP_KPD));
    if (b >= 0)
        st->kpd_mat = (uint8_t)(st->kpd_mat & ~(1u << b));
}

/* §5.3: "return it to the highest-numbered empty Available Strike box". */
void wm__republic_return_strike(rp_state *st)
{
    uint8_t slots = mat_slots(RP_KPD, RP_PIECE_STRIKE);
    int b = highest(slots & mat_avail(st, RP_KPD) & ~st->kpd_mat);
    if (b < 0)
        b = highest(slots & ~st->kpd_mat);
    if (b >= 0)
        st->kpd_mat = (uint8_t)(st->kpd_mat | (1u << b));
}

int wm__republic_reform_avail(const rp_state *st)
{
    return (st->prog_reform & upto(st->prog)) != 0;
}

void wm__republic_take_reform(rp_state *st)
{
    int b = lowest(st->prog_reform & upto(st->prog));
    if (b >= 0)
        st->prog_reform = (uint8_t)(st->prog_reform & ~(1u << b));
}

void wm__republic_return_reform(rp_state *st)
{
    int b = highest(RP_PROGRESS_REFORM_LEVELS & ~st->prog_reform);
    if (b >= 0)
        st->prog_reform = (uint8_t)(st->prog_reform | (1u << b));
}

static uint8_t rc_below_of(int piece)
{
    uint8_t r = 0;
    for (int i = 0; i < RP_RC_MAT_BOXES; i++)
        if (wm__republic_rc_mat_below[i] == piece)
            r = (uint8_t)(r | (1u << i));
    return r;
}

/* §5.3: a piece below an empty RC Leverage box is Available. */
static uint8_t rc_below_avail(const rp_state *st, int piece)
{
    return (uint8_t)(st->rc_below & rc_below_of(piece) & ~st->rc_lev);
}

int wm__republic_clique_avail(const rp_state *st)
{
    return rc_below_avail(st, RP_PIECE_CLIQUE) || (st->react_clique & upto(st->react));
}

void wm__republic_take_clique(rp_state *st)
{
    int b = lowest(rc_below_avail(st, RP_PIECE_CLIQUE));
    if (b >= 0) {
        st->rc_below = (uint8_t)(st->rc_below & ~(1u << b));
        return;
    }
    b = lowest(st->react_clique & upto(st->react));
    if (b >= 0)
        st->react_clique = (uint8_t)(st->react_clique & ~(1u << b));
}

void wm__republic_return_clique(rp_state *st)
{
    int b = highest(RP_REACTION_CLIQUE_LEVELS & ~st->react_clique);
    if (b >= 0) {
        st->react_clique = (uint8_t)(st->react_clique | (1u << b));
        return;
    }
    b = highest(rc_below_of(RP_PIECE_CLIQUE) & ~st->rc_below);
    if (b >= 0)
        st->rc_below = (uint8_t)(st->rc_below | (1u << b));
}

static int nsdap_ass_slot(void)
{
    for (int i = 0; i < RP_NSDAP_MAT_SLOTS; i++)
        if (wm__republic_nsdap_mat[i].piece == RP_PIECE_ASSASSINATIONS)
            return i;
    return 0;
}

/* §1.5, §5.1: the Reaction track's marker is shared by NSDAP and RC; the
 * NSDAP and RC mats' markers serve their own faction. */
int wm__republic_ass_avail(const rp_state *st, int f)
{
    if (f == RP_NSDAP || f == RP_RC) {
        if (st->ass_loc[ASS_REACTION] == ASS_HOME && st->react >= 2)
            return ASS_REACTION;
    }
    if (f == RP_NSDAP && st->ass_loc[ASS_NSDAP] == ASS_HOME) {
        int slot = nsdap_ass_slot();
        if (rp_stance_box_available(st->stance[1], wm__republic_nsdap_mat[slot].box))
            return ASS_NSDAP;
    }
    if (f == RP_RC && st->ass_loc[ASS_RC] == ASS_HOME && (rc_below_of(RP_PIECE_ASSASSINATIONS) & ~st->rc_lev))
        return ASS_RC;
    return -1;
}

static void ass_home_bit(rp_state *st, int m, int set)
{
    uint8_t *p;
    uint8_t b;
    if (m == ASS_REACTION) {
        p = &st->react_ass;
        b = RP_REACTION_ASSASSINATIONS_LEVELS;
    } else if (m == ASS_NSDAP) {
        p = &st->nsdap_mat;
        b = (uint8_t)(1u << nsdap_ass_slot());
    } else {
        p = &st->rc_below;
        b = rc_below_of(RP_PIECE_ASSASSINATIONS);
    }
    *p = (uint8_t)(set ? (*p | b) : (*p & ~b));
}

void wm__republic_return_ass(rp_state *st, int m)
{
    st->ass_loc[m] = ASS_HOME;
    st->ass_side[m] = 0;
    ass_home_bit(st, m, 1);
}

/* Places marker m (taken from its home) in space s with the given side. */
void wm__republic_place_ass(rp_state *st, int m, int s, int side);
void wm__republic_place_ass(rp_state *st, int m, int s, int side)
{
    st->ass_loc[m] = (uint8_t)s;
    st->ass_side[m] = (uint8_t)side;
    ass_home_bit(st, m, 0);
}

void wm__republic_remove_ass_in(rp_state *st, int s, int side)
{
    for (int i = 0; i < NASS; i++)
        if (st->ass_loc[i] == s && (side == 0 || st->ass_side[i] == side))
            wm__republic_return_ass(st, i);
}

static int sv_slot(int f)
{
    if (f == RP_KPD) {
        for (int i = 0; i < RP_KPD_MAT_SLOTS; i++)
            if (wm__republic_kpd_mat[i].piece == RP_PIECE_SV_MARKER)
                return i;
    } else if (f == RP_NSDAP) {
        for (int i = 0; i < RP_NSDAP_MAT_SLOTS; i++)
            if (wm__republic_nsdap_mat[i].piece == RP_PIECE_SV_MARKER)
                return i;
    } else if (f == RP_RC) {
        for (int i = 0; i < RP_RC_MAT_BOXES; i++)
            if (wm__republic_rc_mat_below[i] == RP_PIECE_SV_MARKER)
                return i;
    }
    return 0;
}

/* The Coalition's Reformation marker has no holding box in any source: it
 * is Available whenever it is not on the Timeline (RECONSTRUCTED). */
int wm__republic_sv_avail(const rp_state *st, int f)
{
    if (st->sv_on & (1u << f))
        return 0;
    int b = sv_slot(f);
    switch (f) {
    case RP_COALITION: return 1;
    case RP_KPD: return bit(st->kpd_mat, b) && rp_stance_box_available(st->stance[0], wm__republic_kpd_mat[b].box);
    case RP_NSDAP: return bit(st->nsdap_mat, b) && rp_stance_box_available(st->stance[1], wm__republic_nsdap_mat[b].box);
    default: return bit(st->rc_below, b) && !bit(st->rc_lev, b);
    }
}

static uint8_t *sv_home(rp_state *st, int f)
{
    return f == RP_KPD ? &st->kpd_mat : f == RP_NSDAP ? &st->nsdap_mat : &st->rc_below;
}

void wm__republic_sv_place(rp_state *st, int f)
{
    st->sv_on = (uint8_t)(st->sv_on | (1u << f));
    if (f != RP_COALITION) {
        uint8_t *h = sv_home(st, f);
        *h = (uint8_t)(*h & ~(1u << sv_slot(f)));
    }
}

void wm__republic_sv_return(rp_state *st, int f)
{
    if (!(st->sv_on & (1u << f)))
        return;
    st->sv_on = (uint8_t)(st->sv_on & ~(1u << f));
    if (f != RP_COALITION) {
        uint8_t *h = sv_home(st, f);
        *h = (uint8_t)(*h | (1u << sv_slot(f)));
    }
}

/* §5.5, §5.7: pawns Available to a faction (PAWN indices). */
uint32_t wm__republic_pawn_sources(const rp_state *st, int f)
{
    int lvl = (f == RP_COALITION || f == RP_KPD) ? st->prog : st->react;
    uint32_t m = (uint32_t)(st->pr_mcs & upto(lvl));
    if ((st->econ_mcs & 1) && st->econ == RP_ECON_HYPERINFLATION)
        m |= 1u << 8;
    if ((st->econ_mcs & 2) && st->econ == RP_ECON_MASS_UNEMPLOYMENT)
        m |= 1u << 9;
    return m;
}

void wm__republic_pawn_take(rp_state *st, int p)
{
    if (p == 8)
        st->econ_mcs = (uint8_t)(st->econ_mcs & ~1u);
    else if (p == 9)
        st->econ_mcs = (uint8_t)(st->econ_mcs & ~2u);
    else
        st->pr_mcs = (uint8_t)(st->pr_mcs & ~(1u << p));
}

/* §5.2: a pawn can be returned only to an empty holding box (6 boxes for
 * 7 pawns). */
int wm__republic_pawn_can_return(const rp_state *st)
{
    return (RP_PR_MCS_LEVELS & ~st->pr_mcs) || st->econ_mcs != 3;
}

void wm__republic_pawn_return(rp_state *st)
{
    int b = highest(RP_PR_MCS_LEVELS & ~st->pr_mcs);
    if (b >= 0)
        st->pr_mcs = (uint8_t)(st->pr_mcs | (1u << b));
    else if (!(st->econ_mcs & 1))
        st->econ_mcs |= 1;
    else
        st->econ_mcs |= 2;
}

/* ------------------------------------------------------------------ */
/* §5.4-§5.5 Economy                                                    */
/* ------------------------------------------------------------------ */

static int dd_bound(const rp_state *st)
{
    if (rp_year_era(RP_FIRST_YEAR + st->year) != RP_ERA_DECLINE || !st->econ_dd)
        return 0;
    return wm__republic_dd_box[highest(st->econ_dd)];
}

/* The leftmost box the marker may occupy: the yellow Leverage nearest
 * Stable on the left side; in the Decline Era the rightmost Dollar
 * Dependence marker (§5.4, §5.5). */
int wm__republic_econ_min(const rp_state *st)
{
    int m = 0;
    for (int i = RP_ELEV_L1; i <= RP_ELEV_L3; i++)
        if (st->econ_lev[i] == 1 && wm__republic_econ_lev_box[i] > m)
            m = wm__republic_econ_lev_box[i];
    int d = dd_bound(st);
    return d > m ? d : m;
}

int wm__republic_econ_max(const rp_state *st)
{
    int m = RP_ECON_MASS_UNEMPLOYMENT;
    for (int i = RP_ELEV_R1; i <= RP_ELEV_R3; i++)
        if (st->econ_lev[i] == 1 && wm__republic_econ_lev_box[i] < m)
            m = wm__republic_econ_lev_box[i];
    int d = dd_bound(st);
    return d > m ? d : m;
}

void wm__republic_econ_shift(rp_state *st, int dir)
{
    int n = st->econ + dir;
    if (n < 0 || n >= RP_ECON_BOXES)
        return;
    if (dir < 0 && n < wm__republic_econ_min(st))
        return;
    if (dir > 0 && n > wm__republic_econ_max(st))
        return;
    st->econ = (uint8_t)n;
}

/* The box a new Leverage goes to on a side: lowest-numbered empty, the
 * centre after the three (§5.2, §5.4). */
int wm__republic_econ_free_box(const rp_state *st, int side)
{
    for (int i = 0; i < 4; i++) {
        int b = wm__republic_econ_side_lev[side][i];
        if (!st->econ_lev[b])
            return b;
    }
    return -1;
}

static int side_has_black(const rp_state *st, int side)
{
    for (int i = 0; i < 4; i++)
        if (st->econ_lev[wm__republic_econ_side_lev[side][i]] == 2)
            return 1;
    return 0;
}

int wm__republic_econ_yellow_ok(const rp_state *st, int side);
int wm__republic_econ_yellow_ok(const rp_state *st, int side)
{
    return !side_has_black(st, side) && wm__republic_econ_free_box(st, side) >= 0;
}

/* §5.4: yellow Leverage pulls the marker back to the box above it when the
 * marker is farther out on the same side; black only blocks. */
void wm__republic_place_econ_lev(rp_state *st, int side, int colour)
{
    int b = wm__republic_econ_free_box(st, side);
    if (b < 0)
        return;
    st->econ_lev[b] = (uint8_t)(colour + 1);
    if (colour != 0)
        return;
    int pos = wm__republic_econ_lev_box[b];
    if (side == RP_SIDE_LEFT && st->econ < pos) {
        st->econ = (uint8_t)pos;
    } else if (side == RP_SIDE_RIGHT && st->econ > pos) {
        int d = dd_bound(st);
        st->econ = (uint8_t)(pos < d ? d : pos);
    }
}

/* §5.4 Removing Leverage: the highest-occupied box of the chosen side. */
int wm__republic_econ_remove_box(const rp_state *st, int side)
{
    for (int i = 3; i >= 0; i--) {
        int b = wm__republic_econ_side_lev[side][i];
        if (st->econ_lev[b])
            return b;
    }
    return -1;
}

void wm__republic_remove_all_econ_lev(rp_state *st)
{
    for (int b = 0; b < RP_ECON_LEV_BOXES; b++) {
        if (st->econ_lev[b] == 1)
            wm__republic_return_yellow(st);
        else if (st->econ_lev[b] == 2)
            wm__republic_return_black(st);
        st->econ_lev[b] = 0;
    }
}

/* ------------------------------------------------------------------ */
/* §5.6 Deals, §5.7 Progress and Reaction                               */
/* ------------------------------------------------------------------ */

int wm__republic_pr_free_level(uint8_t levmask)
{
    return lowest(RP_PR_LEV_LEVELS & ~levmask);
}

int wm__republic_pr_top(uint8_t levmask)
{
    int t = highest(levmask);
    return t < 1 ? 1 : t;
}

int wm__republic_reaction_cap(const rp_state *st)
{
    return !(st->rules & RP_SR_REACTION_UNCAPPED);
}

void wm__republic_pr_adjust(rp_state *st)
{
    int tp = wm__republic_pr_top(st->prog_lev), tr = wm__republic_pr_top(st->react_lev);
    if (st->prog > tp)
        st->prog = (uint8_t)tp;
    if (st->react > tr)
        st->react = (uint8_t)tr;
    if (wm__republic_reaction_cap(st) && st->react > st->prog + 1)
        st->react = (uint8_t)(st->prog + 1);
}

void wm__republic_deals_advance(rp_state *st, int ussr)
{
    if (ussr) {
        if (st->ussr < RP_DEALS_MAX)
            st->ussr++;
        return;
    }
    if (st->us >= RP_DEALS_MAX)
        return;
    st->us++;
    /* §5.6: the Dollar Dependence marker above the new box moves to the
     * leftmost open Dollar Dependence box of the Economy track. */
    if (st->us_dd & (1u << st->us)) {
        st->us_dd = (uint8_t)(st->us_dd & ~(1u << st->us));
        int b = lowest(0x7u & ~st->econ_dd);
        if (b >= 0)
            st->econ_dd = (uint8_t)(st->econ_dd | (1u << b));
    }
}

/* ------------------------------------------------------------------ */
/* Map pieces                                                           */
/* ------------------------------------------------------------------ */

void wm__republic_remove_lev_in(rp_state *st, int s, int colour)
{
    while (st->lev[s][colour]) {
        st->lev[s][colour]--;
        if (colour == 0)
            wm__republic_return_yellow(st);
        else
            wm__republic_return_black(st);
    }
}

/* §6.2 "Return all removed units to empty holding boxes". */
void wm__republic_return_unit(rp_state *st, int s, int kind)
{
    int i;
    switch (kind) {
    case WM_REPUBLIC_K_REICHSWEHR:
        st->rw[s]--;
        wm__republic_return_rw(st);
        break;
    case WM_REPUBLIC_K_FREIKORPS:
    case WM_REPUBLIC_K_LOYAL:
        i = wm__republic_fk_find(st, s, kind == WM_REPUBLIC_K_FREIKORPS ? FK_UNREVEALED : FK_LOYAL);
        if (i >= 0)
            st->fk_loc[i] = FK_COAL_MAT;
        break;
    case WM_REPUBLIC_K_ROGUE:
        i = wm__republic_fk_find(st, s, FK_ROGUE);
        if (i >= 0)
            st->fk_loc[i] = FK_RC_MAT;
        break;
    case WM_REPUBLIC_K_MILITIA: st->mil[s]--; break;
    default: st->sa[s]--; break;
    }
}

/* §5.11 Clean Slate with its three exceptions. */
void wm__republic_clean_slate(rp_state *st, uint32_t mask)
{
    for (int s = 0; s < NSP; s++) {
        if (!bit(mask, s))
            continue;
        int dom = wm__republic_dominant(st, s), pc = wm__republic_pc_of(st, s);
        if (st->strike[s] == RP_STRIKE_STRIKE && st->cadre[s] != RP_KPD && dom != RP_KPD && pc != RP_KPD) {
            st->strike[s] = 0;
            wm__republic_return_strike(st);
        }
        wm__republic_remove_ass_in(st, s, 0);
        if (dom != RP_COALITION && pc != RP_COALITION)
            wm__republic_remove_lev_in(st, s, 0);
        if (dom != RP_RC && pc != RP_RC)
            wm__republic_remove_lev_in(st, s, 1);
    }
}

/* §1.5, §6.4: the General Strike marker goes on the Timeline; all Leverage
 * leaves the map and the Economy track.  (The Reform removal is a choice,
 * made by the caller.) */
int wm__republic_gs_slot(void);
int wm__republic_gs_slot(void)
{
    for (int i = 0; i < RP_KPD_MAT_SLOTS; i++)
        if (wm__republic_kpd_mat[i].piece == RP_PIECE_GENERAL_STRIKE)
            return i;
    return 0;
}

void wm__republic_general_strike(rp_state *st)
{
    st->gs = 1;
    st->kpd_mat = (uint8_t)(st->kpd_mat & ~(1u << wm__republic_gs_slot()));
    for (int s = 0; s < NSP; s++) {
        wm__republic_remove_lev_in(st, s, 0);
        wm__republic_remove_lev_in(st, s, 1);
    }
    wm__republic_remove_all_econ_lev(st);
}
