/*
 * board.c - §5 Game Concepts: holding boxes (§5.1-§5.3), Leverage (§5.4),
 * the Economy track (§5.5), Deals (§5.6), Progress and Reaction (§5.7),
 * Presence, Dominance and Supremacy (§5.9), Parliamentary Control (§5.10),
 * Clean Slate (§5.11), stacking (§5.12); a Strike placed and the General
 * Strike it may bring (§1.5, §6.4: the Action's and an Event's).
 *
 * Readings (see doc/rules-republic.md):
 *  - §5.1/§5.2 holding boxes: where a piece may leave or return to boxes
 *    on several tracks or mats (yellow Leverage: U.S./U.S.S.R. Deals;
 *    black Leverage: U.S.S.R. Deals/RC mat; KPD Cadres: KPD mat/U.S.S.R.
 *    Deals; NSDAP Cadres: NSDAP mat/Reaction; Cliques: Reaction/RC mat;
 *    pawns: the Progress/Reaction column, the Hyperinflation box, the Mass
 *    Unemployment box) the seat chooses (wm__republic_box: a decision
 *    D_BOX when there is more than one possible box).  Within one track or
 *    mat the box is fixed: the lowest-numbered Available piece leaves, a
 *    returning piece fills the highest-numbered empty box (§5.2), the RC
 *    mat gives its leftmost Leverage (§5.1 Important!), a Cadre returns to
 *    its mat's highest-numbered empty Available box (§5.3).  Pieces with
 *    one home are automatic: Reichswehr (U.S.S.R.), Reforms (Progress),
 *    Strikes (KPD mat, §5.3), each Assassinations marker and Sudden
 *    Victory marker to its own box (§5.3).
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

/* A piece leaves the lowest box of `from` (boxes of *bits), or returns to
 * the highest of `empty` (§5.1-§5.2). */
static void take_low(uint8_t *bits, uint8_t from)
{
    int b = lowest(from);
    if (b >= 0)
        *bits = (uint8_t)(*bits & ~(1u << b));
}

static void put_high(uint8_t *bits, uint8_t empty)
{
    int b = highest(empty);
    if (b >= 0)
        *bits = (uint8_t)(*bits | (1u << b));
}

/* ------------------------------------------------------------------ */
/* §5.9 Presence, Dominance, Supremacy                                  */
/* ------------------------------------------------------------------ */

int wm__republic_total_cubes(const rp_state *st, int s)
{
    return st->cubes[s][0] + st->cubes[s][1] + st->cubes[s][2] + st->cubes[s][3];
}

/* rp_sole_most of the cubes in s, read in place (a hot path: the Non-
 * player guidelines and every Clean Slate ask it): the first count is the
 * start, a tie with the most so far is undone by a larger count after it,
 * and no cubes at all is nobody. */
int wm__republic_dominant(const rp_state *st, int s)
{
    const uint8_t *c = st->cubes[s];
    int best = 0, n = c[0], tie = 0;
    for (int f = 1; f < NF; f++) {
        if (c[f] > n) {
            n = c[f];
            best = f;
            tie = 0;
        } else if (c[f] == n) {
            tie = 1;
        }
    }
    return n && !tie ? best : -1;
}

/* The Freikorps counters i with fk_loc[i] == loc (bit i), and those with
 * fk_st[i] == fkst: the twelve bytes as two overlapping words. */
_Static_assert(NFK > 8 && NFK <= 16, "fk_at reads the Freikorps bytes as two words");
static uint32_t fk_at(const rp_state *st, int loc)
{
    return rp_bytes_eq8(st->fk_loc, loc) | rp_bytes_eq8(st->fk_loc + NFK - 8, loc) << (NFK - 8);
}

static uint32_t fk_in(const rp_state *st, int fkst)
{
    return rp_bytes_eq8(st->fk_st, fkst) | rp_bytes_eq8(st->fk_st + NFK - 8, fkst) << (NFK - 8);
}

int wm__republic_fk_count(const rp_state *st, int loc, int fkst)
{
    return wm__popcount32(fk_at(st, loc) & fk_in(st, fkst));
}

int wm__republic_fk_find(const rp_state *st, int loc, int fkst)
{
    uint32_t m = fk_at(st, loc) & fk_in(st, fkst);
    return m ? __builtin_ctz(m) : -1;
}

int wm__republic_units_sv(const rp_state *st, int s, int f)
{
    switch (f) {
    case RP_COALITION: {
        int n = st->rw[s] * 3;
        uint32_t here = fk_at(st, s);
        if (here) /* Freikorps not Rogue */
            n += 2 * wm__popcount32(here & ~fk_in(st, FK_ROGUE));
        return n;
    }
    case RP_KPD: return st->mil[s];
    case RP_NSDAP: return st->sa[s];
    default: return 2 * wm__republic_fk_count(st, s, FK_ROGUE);
    }
}

/* The spaces where f has units (wm__republic_has_units), in one pass. */
uint32_t wm__republic_unit_spaces(const rp_state *st, int f)
{
    uint32_t m = 0;
    switch (f) {
    case RP_KPD:
    case RP_NSDAP: {
        _Static_assert(NSP <= 32 && RP_SPACE_BIT(1) == 2u, "a space a bit");
        return (uint32_t)wm__bytes_nonzero(f == RP_KPD ? st->mil : st->sa, NSP);
    }
    case RP_COALITION:
        m = (uint32_t)wm__bytes_nonzero(st->rw, NSP);
        break;
    default: break;
    }
    uint32_t rogue = fk_in(st, FK_ROGUE); /* the RC's Freikorps are the Rogue ones */
    for (uint32_t i = f == RP_RC ? rogue : ~rogue & ((1u << NFK) - 1); i; i &= i - 1)
        if (st->fk_loc[__builtin_ctz(i)] < NSP)
            m |= SPB(st->fk_loc[__builtin_ctz(i)]);
    return m;
}

int wm__republic_has_units(const rp_state *st, int s, int f)
{
    return wm__republic_units_sv(st, s, f) > 0;
}

int wm__republic_supreme(const rp_state *st, int s)
{
    /* wm__republic_units_sv of every faction, the Freikorps in one pass */
    uint32_t here = fk_at(st, s);
    if (!(st->rw[s] | st->mil[s] | st->sa[s] | here))
        return -1; /* no units: nobody's Supremacy */
    int sv[NF] = {st->rw[s] * 3, st->mil[s], st->sa[s], 0};
    if (here) {
        uint32_t rogue = fk_in(st, FK_ROGUE);
        sv[RP_COALITION] += 2 * wm__popcount32(here & ~rogue);
        sv[RP_RC] += 2 * wm__popcount32(here & rogue);
    }
    return rp_sole_most(sv);
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

/* The cubes of every space summed a word (two spaces) at a time, in
 * 16-bit lanes (at most 13 x 45 a lane): byte j of a word is faction j % 4
 * of a space, so f's cubes are in lanes f / 2 and f / 2 + 2 of the even or
 * the odd bytes' sums. */
_Static_assert(NF == 4 && (NSP * NF) % 8 == 0, "cubes_avail reads the cubes two spaces a word");
int wm__republic_cubes_avail(const rp_state *st, int f)
{
    const uint64_t m16 = 0x00FF00FF00FF00FFull;
    const uint8_t *p = &st->cubes[0][0];
    uint64_t sum = 0;
    for (size_t i = 0; i < NSP * NF; i += 8) {
        uint64_t w;
        memcpy(&w, p + i, 8);
        sum += (w >> (8 * (f & 1))) & m16;
    }
    int lo = f >> 1;
    int on_map = (int)((sum >> (16 * lo)) & 0xFFFF) + (int)((sum >> (16 * (lo + 2))) & 0xFFFF);
    return wm__republic_cubes[f] - on_map;
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

/* The spaces where a per-space count (st->reform, st->strike...) is not 0. */
uint32_t wm__republic_map_mask(const uint8_t arr[NSP])
{
    return (uint32_t)wm__bytes_nonzero(arr, NSP);
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
    wm__republic_box(st, BX_YELLOW, 1);
}

void wm__republic_return_yellow(rp_state *st)
{
    wm__republic_box(st, BX_YELLOW, 0);
}

/* §5.1 Important!: the leftmost black Leverage of the RC mat is always
 * Available. */
int wm__republic_black_avail(const rp_state *st)
{
    return st->rc_lev || (st->ussr_black & upto(st->ussr));
}

void wm__republic_take_black(rp_state *st)
{
    wm__republic_box(st, BX_BLACK, 1);
}

void wm__republic_return_black(rp_state *st)
{
    wm__republic_box(st, BX_BLACK, 0);
}

int wm__republic_rw_avail(const rp_state *st)
{
    return (st->ussr_rw & upto(st->ussr)) != 0;
}

/* §1.4: whether faction f has a unit Available to place (the Coalition a
 * Reichswehr or a Freikorps from its mat, the KPD a Militia, the NSDAP an
 * SA, the RC a Rogue Freikorps from its mat). */
int wm__republic_unit_avail(const rp_state *st, int f)
{
    switch (f) {
    case RP_COALITION:
        return wm__republic_rw_avail(st) || wm__republic_fk_find(st, FK_COAL_MAT, FK_UNREVEALED) >= 0 ||
               wm__republic_fk_find(st, FK_COAL_MAT, FK_LOYAL) >= 0;
    case RP_KPD: return wm__republic_militia_avail(st) > 0;
    case RP_NSDAP: return wm__republic_sa_avail(st) > 0;
    default: return wm__republic_fk_find(st, FK_RC_MAT, FK_ROGUE) >= 0;
    }
}

void wm__republic_take_rw(rp_state *st)
{
    take_low(&st->ussr_rw, (uint8_t)(st->ussr_rw & upto(st->ussr)));
}

void wm__republic_return_rw(rp_state *st)
{
    put_high(&st->ussr_rw, (uint8_t)(RP_USSR_REICHSWEHR_BOXES & ~st->ussr_rw));
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

/*
 * §5.3: the Stance marker makes the mat's pieces Available.  In the
 * scenarios without a Stance marker (Tutorial, Black Sun Rising: "the
 * Stance marker is not used", §8.10-8.11 notes) nothing on the KPD and
 * NSDAP mats is held back by it: every holding box is Available, so that
 * the Strikes, the General Strike, the Revolution and Brown Putsch
 * markers, the NSDAP Assassinations marker and the Cadres can all be
 * used and every §3 victory condition stays reachable.  (Events that read
 * a Stance read Pragmatic, facts §2.5; st->stance holds Pragmatic.)
 * Reading a fixed Pragmatic marker instead would leave the KPD two
 * Strikes and no Revolution, the NSDAP no Putsch: General Strike, KPD
 * and NSDAP Sudden Victory impossible (issue 7).
 */
static uint8_t mat_avail(const rp_state *st, int f)
{
    const rp_mat_slot *m = f == RP_KPD ? wm__republic_kpd_mat : wm__republic_nsdap_mat;
    int n = f == RP_KPD ? RP_KPD_MAT_SLOTS : RP_NSDAP_MAT_SLOTS;
    int stance = st->stance[f == RP_KPD ? 0 : 1];
    if (!wm__republic_stance_used(st))
        return (uint8_t)((1u << n) - 1);
    uint8_t r = 0;
    for (int i = 0; i < n; i++)
        if (rp_stance_box_available(stance, m[i].box))
            r = (uint8_t)(r | (1u << i));
    return r;
}

uint8_t wm__republic_mat_avail(const rp_state *st, int f)
{
    return mat_avail(st, f);
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
    wm__republic_box(st, f == RP_KPD ? BX_KCADRE : BX_NCADRE, 1);
}

void wm__republic_return_cadre(rp_state *st, int f)
{
    wm__republic_box(st, f == RP_KPD ? BX_KCADRE : BX_NCADRE, 0);
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
    take_low(&st->prog_reform, (uint8_t)(st->prog_reform & upto(st->prog)));
}

void wm__republic_return_reform(rp_state *st)
{
    put_high(&st->prog_reform, (uint8_t)(RP_PROGRESS_REFORM_LEVELS & ~st->prog_reform));
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

/*
 * §8.4 Clique identity.  The counts (clique[], react_clique, rc_below)
 * stay the rules' view; cq_loc names where each letter is.  Every Clique
 * holding-box operation pushes its payload on cq_q and box_do pops it
 * when the box is known (at once, or when the queued operation resolves),
 * so the letters follow the blocks through every take and return.
 */
static void cq_push(rp_state *st, uint8_t v)
{
    if (st->cq_n < CQ_QLEN)
        st->cq_q[st->cq_n++] = v;
}

static uint8_t cq_pop(rp_state *st)
{
    if (!st->cq_n)
        return 0xFF;
    uint8_t v = st->cq_q[0];
    for (int i = 1; i < st->cq_n; i++)
        st->cq_q[i - 1] = st->cq_q[i];
    st->cq_q[--st->cq_n] = 0;
    return v;
}

static int cq_letter_at(const rp_state *st, int loc)
{
    for (int l = RP_CLIQUE_COUNT - 1; l >= 0; l--)
        if (st->cq_loc[l] == loc)
            return l;
    return -1;
}

/* The Clique operation at the head of cq_q took from, or returned to, the
 * holding box `slot` (CQ_REACTION, CQ_MAT + i; -1: no box). */
static void cq_moved(rp_state *st, int take, int slot)
{
    uint8_t v = cq_pop(st);
    if (slot < 0)
        return;
    if (take) {
        int l = cq_letter_at(st, slot);
        if (l < 0)
            return;
        if (v == CQ_BACK) { /* removed again before its box was chosen */
            st->cq_loc[l] = CQ_TRANSIT;
            for (int i = 0; i < st->cq_n; i++)
                if (st->cq_q[i] == CQ_FROM_BACK) {
                    st->cq_q[i] = (uint8_t)(CQ_RETURN | l);
                    break;
                }
        } else if (v < NSP) {
            st->cq_loc[l] = v;
        }
    } else if ((v & ~3u) == CQ_RETURN && (v & 3u) < RP_CLIQUE_COUNT) {
        st->cq_loc[v & 3u] = (uint8_t)slot;
    }
}

void wm__republic_place_clique(rp_state *st, int s)
{
    cq_push(st, (uint8_t)s);
    st->clique[s]++;
    wm__republic_box(st, BX_CLIQUE, 1);
}

/* Reading (doc/rules-republic.md, §8.4): when a space holds several
 * Cliques, the one removed is the one with the latest letter. */
void wm__republic_remove_clique(rp_state *st, int s)
{
    int l = cq_letter_at(st, s);
    if (l >= 0) {
        st->cq_loc[l] = CQ_TRANSIT;
        cq_push(st, (uint8_t)(CQ_RETURN | l));
    } else { /* the Clique placed here is still waiting for its box */
        for (int i = st->cq_n - 1; i >= 0; i--)
            if (st->cq_q[i] == s) {
                st->cq_q[i] = CQ_BACK;
                break;
            }
        cq_push(st, CQ_FROM_BACK);
    }
    st->clique[s]--;
    wm__republic_box(st, BX_CLIQUE, 0);
}

/* For code (and tests) that lowered clique[s] by hand: the Clique the
 * counts lost goes back to its holding boxes with its letter. */
void wm__republic_return_clique(rp_state *st)
{
    for (int s = 0; s < NSP; s++) {
        int n = 0;
        for (int l = 0; l < RP_CLIQUE_COUNT; l++)
            n += st->cq_loc[l] == s;
        for (int i = 0; i < st->cq_n; i++)
            n += st->cq_q[i] == s;
        if (n > st->clique[s]) {
            st->clique[s]++;
            wm__republic_remove_clique(st, s);
            return;
        }
    }
    wm__republic_box(st, BX_CLIQUE, 0);
}

int wm__republic_clique_space(const rp_state *st, int letter)
{
    if (letter < 0 || letter >= RP_CLIQUE_COUNT)
        return -1;
    return st->cq_loc[letter] < NSP ? st->cq_loc[letter] : -1;
}

/* §8.4: "Place Clique A on top of the Conservative Clique that starts each
 * scenario in Bayern. When playing scenarios A New Hope [9.4] or Black Sun
 * Rising [9.5], place Clique B on the Conservative Clique that starts in
 * Ostpreußen; otherwise, place Clique B on the Conservative Clique that
 * starts in box 2 on the RC faction mat. Place Clique C on the
 * Conservative Clique that starts each scenario on the Reaction Track."
 * The letters are kept whoever plays the RC (they cost nothing and a seat
 * may become Non-player only at set-up). */
void wm__republic_clique_letters(rp_state *st)
{
    st->cq_loc[RP_CLIQUE_A] = RP_BAYERN;
    st->cq_loc[RP_CLIQUE_B] = st->clique[RP_OSTPREUSSEN] ? RP_OSTPREUSSEN : CQ_MAT + 1; /* box 2 */
    st->cq_loc[RP_CLIQUE_C] = CQ_REACTION;
    st->cq_n = 0;
    for (int i = 0; i < CQ_QLEN; i++)
        st->cq_q[i] = 0;
}

static int nsdap_ass_slot(void)
{
    for (int i = 0; i < RP_NSDAP_MAT_SLOTS; i++)
        if (wm__republic_nsdap_mat[i].piece == RP_PIECE_ASSASSINATIONS)
            return i;
    return 0;
}

/* §1.5, §5.1: the Reaction track's marker is shared by NSDAP and RC; the
 * NSDAP and RC mats' markers serve their own faction.  The Available
 * markers as holding boxes (BOX_REACTION, BOX_NSDAP, BOX_RC): when there
 * are two, the placing faction chooses which one it uses. */
uint32_t wm__republic_ass_markers(const rp_state *st, int f)
{
    uint32_t m = 0;
    if (f == RP_NSDAP || f == RP_RC) {
        if (st->ass_loc[ASS_REACTION] == ASS_HOME && (st->react_ass & upto(st->react)))
            m |= 1u << BOX_REACTION;
    }
    if (f == RP_NSDAP && st->ass_loc[ASS_NSDAP] == ASS_HOME) {
        int slot = nsdap_ass_slot();
        if (bit(mat_avail(st, RP_NSDAP), slot))
            m |= 1u << BOX_NSDAP;
    }
    if (f == RP_RC && st->ass_loc[ASS_RC] == ASS_HOME && (rc_below_of(RP_PIECE_ASSASSINATIONS) & ~st->rc_lev))
        m |= 1u << BOX_RC;
    return m;
}

/* An Available marker for f (the first of wm__republic_ass_markers), or -1. */
int wm__republic_ass_avail(const rp_state *st, int f)
{
    uint32_t m = wm__republic_ass_markers(st, f);
    if (!m)
        return -1;
    int b = __builtin_ctz(m);
    return b == BOX_REACTION ? ASS_REACTION : b == BOX_NSDAP ? ASS_NSDAP : ASS_RC;
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
    case RP_KPD: return bit(st->kpd_mat, b) && bit(mat_avail(st, RP_KPD), b);
    case RP_NSDAP: return bit(st->nsdap_mat, b) && bit(mat_avail(st, RP_NSDAP), b);
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
 * 7 pawns), counting the pawns already on their way back. */
int wm__republic_pawn_can_return(const rp_state *st)
{
    int empty = wm__popcount32(RP_PR_MCS_LEVELS & ~(uint32_t)st->pr_mcs) + wm__popcount32(3u & ~(uint32_t)st->econ_mcs);
    return empty > wm__republic_box_pending(st, BX_PAWN, 0);
}

void wm__republic_pawn_return(rp_state *st)
{
    wm__republic_box(st, BX_PAWN, 0);
}

/* ------------------------------------------------------------------ */
/* §5.1-§5.2 Choosing the holding box                                   */
/* ------------------------------------------------------------------ */

/*
 * §5.2: "return it to any track or faction mat that has at least one
 * empty holding box of the appropriate type (chosen by the active faction
 * when there are several options)"; within a track, the highest-numbered
 * empty box.  Taking: "Place one Available ..." leaves the seat the choice
 * of which Available piece (the comprehensive example of play: "which
 * available yellow Leverage does it place"); within a track the piece of
 * the lowest-numbered Available box goes (the reverse of the return
 * order), on the RC mat the leftmost (§5.1 Important!).
 *
 * The chooser is the active faction during an Action Step; outside one
 * (the Elections Step's Clean Slate, the 1930 reset of the New Year Step)
 * the Momentum faction, who conducts those steps.
 */
int wm__republic_box_chooser(const rp_state *st)
{
    for (int i = 0; i < st->nfr; i++)
        if (st->fr_proc[i] == P_STEP)
            return st->active;
    return st->momentum;
}

static uint8_t cadre_track(const rp_state *st, int f)
{
    return f == RP_KPD ? st->ussr_cadre : st->react_cadre;
}

static uint8_t cadre_track_boxes(int f)
{
    return f == RP_KPD ? RP_USSR_CADRE_BOXES : RP_REACTION_CADRE_LEVELS;
}

static int cadre_track_level(const rp_state *st, int f)
{
    return f == RP_KPD ? st->ussr : st->react;
}

/* Holding boxes (BOX_*) a piece of `type` may leave (take) or go back to. */
uint32_t wm__republic_box_options(const rp_state *st, int type, int take)
{
    uint32_t m = 0;
    switch (type) {
    case BX_YELLOW:
        if (take ? (st->us_yellow & upto(st->us)) : (RP_US_YELLOW_BOXES & ~st->us_yellow))
            m |= 1u << BOX_US;
        if (take ? (st->ussr_yellow & upto(st->ussr)) : (RP_USSR_YELLOW_BOXES & ~st->ussr_yellow))
            m |= 1u << BOX_USSR;
        break;
    case BX_BLACK:
        if (take ? (st->ussr_black & upto(st->ussr)) : (RP_USSR_BLACK_BOXES & ~st->ussr_black))
            m |= 1u << BOX_USSR;
        if (take ? st->rc_lev : (0x1Fu & ~(uint32_t)st->rc_lev))
            m |= 1u << BOX_RC;
        break;
    case BX_KCADRE:
    case BX_NCADRE: {
        int f = type == BX_KCADRE ? RP_KPD : RP_NSDAP;
        uint8_t mat = f == RP_KPD ? st->kpd_mat : st->nsdap_mat, slots = mat_slots(f, RP_PIECE_CADRE);
        uint8_t tr = cadre_track(st, f);
        int mb = f == RP_KPD ? BOX_KPD : BOX_NSDAP, tb = f == RP_KPD ? BOX_USSR : BOX_REACTION;
        if (take) {
            if (mat & slots & mat_avail(st, f))
                m |= 1u << mb;
            if (tr & upto(cadre_track_level(st, f)))
                m |= 1u << tb;
        } else {
            /* §5.3: to the mat's highest-numbered empty Available Cadre box */
            if (slots & mat_avail(st, f) & ~mat)
                m |= 1u << mb;
            if (cadre_track_boxes(f) & ~tr)
                m |= 1u << tb;
            if (!m && (slots & ~mat)) /* the only empty box is not Available */
                m |= 1u << mb;
        }
        break;
    }
    case BX_CLIQUE:
        if (take ? (st->react_clique & upto(st->react)) : (RP_REACTION_CLIQUE_LEVELS & ~st->react_clique))
            m |= 1u << BOX_REACTION;
        if (take ? rc_below_avail(st, RP_PIECE_CLIQUE) : (rc_below_of(RP_PIECE_CLIQUE) & ~st->rc_below))
            m |= 1u << BOX_RC;
        break;
    default: /* BX_PAWN: returned only */
        if (RP_PR_MCS_LEVELS & ~st->pr_mcs)
            m |= 1u << BOX_PAWNS;
        if (!(st->econ_mcs & 1))
            m |= 1u << BOX_HYPER;
        if (!(st->econ_mcs & 2))
            m |= 1u << BOX_MASS;
        break;
    }
    return m;
}

/* §8.8 "Perform a Place Conservative Clique Action to place the
 * Conservative Clique with the Clique letter that matches the current NP
 * RC bot card": while the Clique that Bot Action placed still waits for
 * its holding box (§5.2, resolved after the Action), the card's letter;
 * else -1. */
int wm__republic_np_clique_letter(const rp_state *st)
{
    int i = rp_frame_of(st, P_NP), f = st->active;
    if (i < 0 || f != RP_RC || !rp_is_np(st, f) || st->fr_stage[i] != N_BA_DONE || !st->np_from)
        return -1;
    const rp_botcard *b = &wm__republic_botcards[rp_np_card_of(st, f)];
    if (st->np_from > b->npriorities || b->priority[st->np_from - 1] != RP_BA_PLACE_CLIQUE ||
        b->impulse_kind != RP_IMPULSE_CLIQUE || b->impulse >= RP_CLIQUE_COUNT)
        return -1;
    return b->impulse;
}

int wm__republic_np_clique_slot(const rp_state *st)
{
    int l = wm__republic_np_clique_letter(st);
    if (l < 0)
        return -1;
    int loc = st->cq_loc[l];
    return loc >= CQ_MAT && loc < CQ_TRANSIT ? loc - CQ_MAT : -1;
}

/* Takes a piece from, or returns it to, holding box `box`. */
static void box_do(rp_state *st, int type, int take, int box)
{
    switch (type) {
    case BX_YELLOW:
        if (box == BOX_US) {
            if (take)
                take_low(&st->us_yellow, st->us_yellow & upto(st->us));
            else
                put_high(&st->us_yellow, RP_US_YELLOW_BOXES & ~st->us_yellow);
        } else {
            if (take)
                take_low(&st->ussr_yellow, st->ussr_yellow & upto(st->ussr));
            else
                put_high(&st->ussr_yellow, RP_USSR_YELLOW_BOXES & ~st->ussr_yellow);
        }
        break;
    case BX_BLACK:
        if (box == BOX_USSR) {
            if (take)
                take_low(&st->ussr_black, st->ussr_black & upto(st->ussr));
            else
                put_high(&st->ussr_black, RP_USSR_BLACK_BOXES & ~st->ussr_black);
        } else { /* §5.1, §5.3: the leftmost goes, the highest-numbered empty box is refilled */
            if (take)
                take_low(&st->rc_lev, st->rc_lev);
            else
                put_high(&st->rc_lev, (uint8_t)(0x1Fu & ~(uint32_t)st->rc_lev));
        }
        break;
    case BX_KCADRE:
    case BX_NCADRE: {
        int f = type == BX_KCADRE ? RP_KPD : RP_NSDAP;
        uint8_t *mat = mat_of(st, f), slots = mat_slots(f, RP_PIECE_CADRE);
        uint8_t *tr = f == RP_KPD ? &st->ussr_cadre : &st->react_cadre;
        if (box == BOX_KPD || box == BOX_NSDAP) {
            if (take) {
                take_low(mat, *mat & slots & mat_avail(st, f));
            } else {
                uint8_t e = (uint8_t)(slots & mat_avail(st, f) & ~*mat);
                put_high(mat, e ? e : (uint8_t)(slots & ~*mat));
            }
        } else if (take) {
            take_low(tr, *tr & upto(cadre_track_level(st, f)));
        } else {
            put_high(tr, (uint8_t)(cadre_track_boxes(f) & ~*tr));
        }
        break;
    }
    case BX_CLIQUE: {
        uint8_t b0 = st->rc_below;
        int slot = -1;
        if (box == BOX_REACTION) {
            uint8_t r0 = st->react_clique;
            if (take)
                take_low(&st->react_clique, st->react_clique & upto(st->react));
            else
                put_high(&st->react_clique, RP_REACTION_CLIQUE_LEVELS & ~st->react_clique);
            slot = r0 != st->react_clique ? CQ_REACTION : -1;
        } else {
            if (take) {
                uint8_t av = (uint8_t)rc_below_avail(st, RP_PIECE_CLIQUE);
                int pref = wm__republic_np_clique_slot(st); /* §8.8: the lettered block, not §5.3's lowest */
                if (pref >= 0 && ((av >> pref) & 1u))
                    av = (uint8_t)(1u << pref);
                take_low(&st->rc_below, av);
            } else
                put_high(&st->rc_below, (uint8_t)(rc_below_of(RP_PIECE_CLIQUE) & ~st->rc_below));
            slot = b0 != st->rc_below ? CQ_MAT + __builtin_ctz((unsigned)(b0 ^ st->rc_below)) : -1;
        }
        cq_moved(st, take, slot);
        break;
    }
    default:
        if (box == BOX_PAWNS)
            put_high(&st->pr_mcs, RP_PR_MCS_LEVELS & ~st->pr_mcs);
        else
            st->econ_mcs = (uint8_t)(st->econ_mcs | (box == BOX_HYPER ? 1u : 2u));
        break;
    }
}

/* box_do in the first possible box, or (none possible) the operation
 * lapses: a Clique's payload is dropped with it. */
static void box_do_or_none(rp_state *st, int type, int take, uint32_t m)
{
    if (m)
        box_do(st, type, take, __builtin_ctz(m));
    else if (type == BX_CLIQUE)
        cq_moved(st, take, -1);
}

int wm__republic_box_pending(const rp_state *st, int type, int take)
{
    int n = 0;
    for (int i = 0; i < st->bx_n; i++)
        n += ((st->bx_q[i] >> 1) & 7) == type && (st->bx_q[i] & 1) == take;
    return n;
}

static void box_pop(rp_state *st)
{
    for (int i = 1; i < st->bx_n; i++)
        st->bx_q[i - 1] = st->bx_q[i];
    st->bx_n--;
    st->bx_q[st->bx_n] = 0;
}

/* A piece leaves (take) or goes back to (return) its holding boxes: at
 * once when nothing is pending and at most one box is possible, else
 * queued for its seat to choose. */
void wm__republic_box(rp_state *st, int type, int take)
{
    if (!st->bx_n) {
        uint32_t m = wm__republic_box_options(st, type, take);
        if (wm__popcount32(m) <= 1) {
            box_do_or_none(st, type, take, m);
            return;
        }
    }
    if (st->bx_n >= BXQ) { /* never reached: 14 Leverage is the most at once */
        box_do_or_none(st, type, take, wm__republic_box_options(st, type, take));
        return;
    }
    st->bx_q[st->bx_n++] = (uint8_t)((wm__republic_box_chooser(st) << 4) | (type << 1) | (take ? 1 : 0));
}

/* Resolves the queue in order: operations with one possible box at once;
 * the first with several becomes the decision D_BOX.  When the queue is
 * empty the waiting question (if any) is asked again.  Returns 1 when a
 * decision is pending. */
int wm__republic_box_run(rp_state *st)
{
    while (st->bx_n) {
        int op = st->bx_q[0], type = (op >> 1) & 7, take = op & 1;
        uint32_t m = wm__republic_box_options(st, type, take);
        if (wm__popcount32(m) >= 2) {
            st->dec = D_BOX;
            st->dec_seat = (uint8_t)(op >> 4);
            st->dec_mask = m;
            st->dec_done = 0;
            st->dec_lo = st->dec_hi = 0;
            return 1;
        }
        box_do_or_none(st, type, take, m);
        box_pop(st);
    }
    if (st->pq_dec) {
        st->dec = st->pq_dec;
        st->dec_seat = st->pq_seat;
        st->dec_mask = st->pq_mask;
        st->dec_done = st->pq_done;
        st->dec_lo = st->pq_lo;
        st->dec_hi = st->pq_hi;
        st->pq_dec = st->pq_seat = st->pq_done = st->pq_lo = st->pq_hi = 0;
        st->pq_mask = 0;
        return 1;
    }
    return 0;
}

/* The answer to D_BOX. */
void wm__republic_box_answer(rp_state *st, int box)
{
    int op = st->bx_q[0];
    box_do(st, (op >> 1) & 7, op & 1, box);
    box_pop(st);
}

/* Resolves every pending operation by its first box (the game has ended,
 * or a test arranges a position). */
void wm__republic_box_flush(rp_state *st)
{
    while (st->bx_n) {
        int op = st->bx_q[0], type = (op >> 1) & 7, take = op & 1;
        uint32_t m = wm__republic_box_options(st, type, take);
        box_do_or_none(st, type, take, m);
        box_pop(st);
    }
    st->pq_dec = st->pq_seat = st->pq_done = st->pq_lo = st->pq_hi = 0;
    st->pq_mask = 0;
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
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "economy");
        wm__log_str("economy", wm__republic_econ_names[n]);
        wm__log_text("The Economy marker moves %s to %s", dir > 0 ? "right" : "left", wm__republic_econ_names[n]);
        wm__log_end();
    }
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
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "clean slate");
        wm__log_int("spaces", wm__popcount32(mask & RP_ALL_SPACES));
        if ((mask & RP_ALL_SPACES) == RP_ALL_SPACES)
            wm__log_text("Clean Slate everywhere (§5.11)");
        else
            for (int s = 0, n = 0; s < NSP; s++)
                if (bit(mask, s))
                    wm__log_text("%s%s", n++ ? ", " : "Clean Slate (§5.11) in ", wm__republic_spaces[s].name);
        wm__log_end();
    }
    /* only the spaces with something Clean Slate may remove: a Strike, an
     * Assassinations marker or Leverage (elsewhere it changes nothing) */
    uint32_t dirty = rp_spaces_eq(st->strike, RP_STRIKE_STRIKE);
    for (int i = 0; i < NASS; i++)
        if (st->ass_loc[i] < NSP)
            dirty |= SPB(st->ass_loc[i]);
    _Static_assert(NSP * 2 <= 64, "the Leverage bytes of every space as one mask");
    for (uint64_t l = wm__bytes_nonzero(&st->lev[0][0], NSP * 2); l; l &= l - 1)
        dirty |= SPB(__builtin_ctzll(l) >> 1);
    for (uint32_t b = mask & dirty & RP_ALL_SPACES; b; b &= b - 1) {
        int s = __builtin_ctz(b);
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

/* §1.5, §6.4 example: the General Strike marker is placed only if
 * Available, i.e. its Stance box is (§5.3; always without a Stance track). */
int wm__republic_gs_avail(const rp_state *st)
{
    int b = wm__republic_gs_slot();
    return bit(st->kpd_mat, b) && bit(mat_avail(st, RP_KPD), b);
}

void wm__republic_general_strike(rp_state *st)
{
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "strike");
        wm__log_text("General Strike: the marker goes on the Timeline; all Leverage leaves the map and the Economy track");
        wm__log_end();
    }
    st->gs = 1;
    st->kpd_mat = (uint8_t)(st->kpd_mat & ~(1u << wm__republic_gs_slot()));
    for (int s = 0; s < NSP; s++) {
        wm__republic_remove_lev_in(st, s, 0);
        wm__republic_remove_lev_in(st, s, 1);
    }
    wm__republic_remove_all_econ_lev(st);
}

/* §6.4 Place Strike (the Action's and an Event's): the Leverage in the
 * space leaves; the third Strike or Uprising on the map brings the General
 * Strike (§1.5), its marker only if its Stance box makes it Available
 * (§6.4 example).  1 when the General Strike began. */
int wm__republic_place_strike(rp_state *st, int s)
{
    wm__republic_take_strike(st);
    st->strike[s] = RP_STRIKE_STRIKE;
    wm__republic_remove_lev_in(st, s, 0);
    wm__republic_remove_lev_in(st, s, 1);
    if (st->gs || wm__republic_strikes_on_map(st) < RP_GENERAL_STRIKE_AT || !wm__republic_gs_avail(st))
        return 0;
    wm__republic_general_strike(st);
    return 1;
}

/* §3.1 Sudden Victory: whether faction f meets its requirements now. */
int wm__republic_sudden_victory(const rp_state *st, int f)
{
    switch (f) {
    case RP_COALITION: {
        int n = wm__republic_count_map(st, st->reform, -1);
        return n >= 4 || (n == 3 && st->unity == RP_UNITY_STRONG);
    }
    case RP_KPD: {
        int n = wm__republic_count_map(st, st->strike, RP_STRIKE_UPRISING);
        return n >= 4 || (n == 3 && wm__republic_supreme(st, RP_BERLIN) == RP_KPD);
    }
    case RP_NSDAP: {
        if (st->mcs_mat[RP_NSDAP] <= st->mcs_mat[RP_RC])
            return 0;
        int cities = 0;
        for (int s = 0; s < RP_NCITIES; s++)
            cities += wm__republic_supreme(st, s) == RP_NSDAP;
        return wm__republic_supreme(st, RP_BERLIN) == RP_NSDAP || cities >= 2;
    }
    default:
        return st->mcs_mat[RP_RC] >= 4 || (st->mcs_mat[RP_RC] == 3 && wm__republic_supreme(st, RP_BERLIN) == RP_RC);
    }
}
