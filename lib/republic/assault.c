/*
 * assault.c - §6.2 Assault: target choice, loans (asked of and decided by
 * the lending seat, attacker first), Loyalty Checks and Freikorps reveals
 * (#20 Militarism's variant), modifiers including the Middle Class
 * Sympathies pawn, die rolls, hits applied by the hitting seat in the
 * order it chooses, Strikes/Uprisings and cubes, Momentum, the attacker's
 * cube loss and the defender's Stance shift; §6.0 Sworn Enemies.
 *
 * Readings (doc/rules-republic.md):
 *  - Loans: each side, attacker first, may ask each other faction with
 *    units in the space (the asking seat chooses whom); the asked seat
 *    lends "some or all" of its units there: for each of its kinds of unit
 *    present, how many (0 to all; lending none is refusing).  A faction
 *    lends to one side only.  Lent unrevealed Freikorps are counters the
 *    seat cannot tell apart: the engine takes the first ones.
 *  - Units not lent are "not affected by the Assault": only participating
 *    Coalition units take the Loyalty Check, so only lent (or, for an
 *    attacking or defending Coalition, all its) unrevealed Freikorps flip.
 *    A lent counter revealed Rogue fights for the RC's side ("in
 *    opposition to the Coalition").
 *  - Hits too few to remove the chosen unit, or an Uprising, are lost
 *    (§6.2 "even if this would 'waste' a single hit").
 */
#include "republic.h"
#include "rplog.h"

/* The Lingering Events the Assault rules read (their effects are the cards'
 * modifiers, effects.c; the numbers stay for messages). */
#define MILITARISM 20
#define SCHUTZSTAFFEL 55


static const uint8_t kind_sv[6] = {3, 2, 2, 2, 1, 1};
static const uint8_t kind_owner[6] = {RP_COALITION, RP_COALITION, RP_COALITION, RP_RC, RP_KPD, RP_NSDAP};
static const char *const kind_log[6] = {"Reichswehr", "Freikorps", "loyal Freikorps", "Rogue Freikorps",
                                        "Worker Militia", "SA"};

/* §6.2: the faction owning Freikorps counter i now. */
static int fk_owner(const rp_state *st, int i)
{
    return st->fk_st[i] == FK_ROGUE ? RP_RC : RP_COALITION;
}

static int fk_state_of_kind(int k)
{
    return k == WM_REPUBLIC_K_FREIKORPS ? FK_UNREVEALED : k == WM_REPUBLIC_K_LOYAL ? FK_LOYAL : FK_ROGUE;
}

static int is_fk_kind(int k)
{
    return k == WM_REPUBLIC_K_FREIKORPS || k == WM_REPUBLIC_K_LOYAL || k == WM_REPUBLIC_K_ROGUE;
}

/* Whether the owner of the units takes part as attacker or defender (all
 * its units there) rather than as a lender (only the lent ones). */
static int is_main(const rp_state *st, int f)
{
    return f == st->as_att || f == st->as_def;
}

static int fk_participates(const rp_state *st, int i)
{
    int o = fk_owner(st, i);
    if (st->fk_loc[i] != st->as_space || !st->as_side[o])
        return 0;
    return is_main(st, o) || ((st->as_fk >> i) & 1u);
}

/* Units of kind k at the Assault space (all), or taking part in it. */
static int kind_all(const rp_state *st, int s, int k)
{
    switch (k) {
    case WM_REPUBLIC_K_REICHSWEHR: return st->rw[s];
    case WM_REPUBLIC_K_MILITIA: return st->mil[s];
    case WM_REPUBLIC_K_SA: return st->sa[s];
    default: return wm__republic_fk_count(st, s, fk_state_of_kind(k));
    }
}

static int kind_n(const rp_state *st, int s, int k)
{
    int o = kind_owner[k];
    if (is_fk_kind(k)) {
        int n = 0, fs = fk_state_of_kind(k);
        for (int i = 0; i < NFK; i++)
            n += st->fk_st[i] == fs && fk_participates(st, i);
        return n;
    }
    if (!st->as_side[o])
        return 0;
    return is_main(st, o) ? kind_all(st, s, k) : st->as_lend[k];
}

uint32_t wm__republic_assault_targets(const rp_state *st, int f, int s)
{
    uint32_t t = 0;
    for (int g = 0; g < NF; g++)
        if (g != f && wm__republic_has_units(st, s, g))
            t |= 1u << g;
    if (f != RP_KPD && st->strike[s])
        t |= 1u << RP_KPD;
    return t;
}

uint32_t wm__republic_assault_spaces(const rp_state *st, int f)
{
    uint32_t m = 0;
    for (uint32_t u = wm__republic_unit_spaces(st, f) & ~st->assaulted; u; u &= u - 1) {
        int s = __builtin_ctz(u);
        if (wm__republic_assault_targets(st, f, s))
            m |= SPB(s);
    }
    return m;
}

void wm__republic_start_assault(rp_state *st, int att, int s, int def, int free_)
{
    st->as_space = (uint8_t)s;
    st->as_att = (uint8_t)att;
    st->as_def = (uint8_t)def;
    for (int g = 0; g < NF; g++)
        st->as_side[g] = 0;
    st->as_side[att] = 1;
    st->as_side[def] = 2;
    st->as_asked = 0;
    st->as_flags = (uint8_t)(free_ ? AF_FREE : 0);
    st->as_str[0] = st->as_str[1] = 0;
    st->as_die[0] = st->as_die[1] = 0;
    st->as_net[0] = st->as_net[1] = 0;
    st->as_hits = 0;
    st->as_who = 0;
    st->as_fk = 0;
    st->as_lk = 0;
    for (int k = 0; k < 6; k++)
        st->as_lend[k] = 0;
    if (wm__logging()) {
        wm__log_begin(att, WM_LOG_PUBLIC, "assault");
        wm__log_str("space", rpl_s(s));
        wm__log_str("attacker", rpl_f(att));
        wm__log_str("defender", rpl_f(def));
        wm__log_int("free", free_ != 0);
        wm__log_text("%s Assaults %s in %s%s", rpl_f(att), rpl_f(def), rpl_s(s), free_ ? " (Sworn Enemies)" : "");
        wm__log_end();
    }
    wm__republic_push(st, P_ASSAULT);
}

/* Kinds of participating units on a side (1 attacker, 2 defender). */
static uint32_t side_kinds(const rp_state *st, int side)
{
    uint32_t m = 0;
    int s = st->as_space;
    for (int k = 0; k < 6; k++) {
        if (st->as_side[kind_owner[k]] != side || !kind_n(st, s, k))
            continue;
        if (k == WM_REPUBLIC_K_REICHSWEHR && (st->as_flags & AF_FAILED))
            continue;
        m |= 1u << k;
    }
    return m;
}

static int side_sv(const rp_state *st, int side)
{
    int n = 0;
    uint32_t m = side_kinds(st, side);
    for (int k = 0; k < 6; k++)
        if (bit(m, k))
            n += kind_sv[k] * kind_n(st, st->as_space, k);
    return n;
}

/* §6.2 Assault modifiers of the side's faction. */
static int strength(const rp_state *st, int side)
{
    int s = st->as_space, f = side == 1 ? st->as_att : st->as_def;
    int n = side_sv(st, side);
    if (wm__republic_pc_of(st, s) == f)
        n += RP_AS_PC;
    if (st->as_flags & (side == 1 ? AF_MCS_A : AF_MCS_D))
        n += RP_AS_MCS;
    if (f == RP_KPD && st->strike[s] == RP_STRIKE_STRIKE)
        n += RP_AS_STRIKE;
    if (f == RP_KPD && st->strike[s] == RP_STRIKE_UPRISING)
        n += RP_AS_UPRISING;
    if (f == RP_COALITION && st->lev[s][0])
        n += RP_AS_LEVERAGE;
    if (f == RP_RC && st->lev[s][1])
        n += RP_AS_LEVERAGE;
    if ((f == RP_KPD || f == RP_NSDAP) && st->cadre[s] == f)
        n += RP_AS_CADRE;
    /* Lingering Assault modifiers: "+1 for Event #55 Schutzstaffel
     * Lingering Event (NSDAP only)" (the card's data, effects.c) */
    n += wm__republic_mod(st, RP_MOD_ASSAULT_BONUS, f);
    return n;
}

int wm__republic_assault_strength(const rp_state *st, int side)
{
    return strength(st, side);
}

/* A hit on a participating unit of kind k (§6.2 Apply Assault Hits). */
static void remove_kind(rp_state *st, int k)
{
    int s = st->as_space;
    if (st->as_hits < kind_sv[k]) {
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "hits");
            wm__log_int("wasted", st->as_hits);
            wm__log_text("%d %s too few to remove a %s (SV %d): wasted", st->as_hits,
                         st->as_hits == 1 ? "hit is" : "hits are", kind_log[k], kind_sv[k]);
            wm__log_end();
        }
        st->as_hits = 0; /* wasted */
        return;
    }
    st->as_hits = (uint8_t)(st->as_hits - kind_sv[k]);
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "hits");
        wm__log_str("space", rpl_s(s));
        wm__log_str("faction", rpl_f(kind_owner[k]));
        wm__log_str("unit", kind_log[k]);
        wm__log_int("hits_left", st->as_hits);
        /* the hits are the other side's (as_who 0: the attacker's, applied
         * first); the unit is its owner's (a lent one too): "Coalition hits
         * remove 1 KPD Worker Militia", §6.2 example (issue 32) */
        int by = st->as_who ? st->as_def : st->as_att;
        wm__log_str("by", rpl_f(by));
        wm__log_text("%s hits remove 1 %s %s (%d %s left)", rpl_f(by), rpl_f(kind_owner[k]), kind_log[k], st->as_hits,
                     st->as_hits == 1 ? "hit" : "hits");
        wm__log_end();
    }
    if (is_fk_kind(k)) {
        int fs = fk_state_of_kind(k);
        for (int i = 0; i < NFK; i++)
            if (st->fk_st[i] == fs && fk_participates(st, i)) {
                st->fk_loc[i] = (uint8_t)(fs == FK_ROGUE ? FK_RC_MAT : FK_COAL_MAT);
                st->as_fk = (uint16_t)(st->as_fk & ~(1u << i));
                return;
            }
        return;
    }
    if (!is_main(st, kind_owner[k]))
        st->as_lend[k]--;
    wm__republic_return_unit(st, s, k);
}

/* The lender's kinds of unit in the space, from kind `from` on. */
static int next_lend_kind(const rp_state *st, int g, int from)
{
    for (int k = from; k < 6; k++)
        if (kind_owner[k] == g && kind_all(st, st->as_space, k))
            return k;
    return -1;
}

/* §6.2 Testing Coalition Loyalty: the Progress the Coalition units need
 * to stay loyal - the Reaction, plus a Lingering Event's margin (#20
 * Militarism: "Progress must be 2 higher").  The one rule the procedure
 * below and the Non-player's strength estimate (bots.c) both read. */
int wm__republic_loyalty_needed(const rp_state *st)
{
    return st->react + wm__republic_mod(st, RP_MOD_LOYALTY_MARGIN, RP_COALITION);
}

/* Participating Coalition units (§6.2 Testing Coalition Loyalty). */
static int coalition_part(const rp_state *st, int s)
{
    return kind_n(st, s, WM_REPUBLIC_K_REICHSWEHR) + kind_n(st, s, WM_REPUBLIC_K_FREIKORPS) +
           kind_n(st, s, WM_REPUBLIC_K_LOYAL);
}

/* The stages of an Assault (§6.2); each procedure below returns 1 when the
 * Assault is over, 0 when it waits for a decision, AS_AGAIN when it moved
 * to another stage and runs on at once. */
enum rp_assault_stage {
    AS_LOAN = 0, AS_LOAN_GOT, AS_LOAN_ANS, AS_LEND, AS_LOYALTY, AS_MCS, AS_MCS_GOT, AS_ROLL, AS_ROLL_GOT,
    AS_APPLY, AS_APPLY_GOT, AS_FINAL, AS_NSTAGES
};
#define AS_AGAIN 2

/* §6.2 Assault Procedure, loans: the attacker (as_who 0), then the
 * defender (1), may ask each other faction with units in the space. */
static int assault_ask_loan(rp_state *st, int s)
{
    if (st->as_who > 1) {
        st->as_who = 0;
        STAGE(st) = AS_LOYALTY;
        return AS_AGAIN;
    }
    uint32_t m = 0;
    for (int g = 0; g < NF; g++)
        if (!st->as_side[g] && wm__republic_has_units(st, s, g) && !bit(st->as_asked, g + 4 * st->as_who))
            m |= 1u << g;
    if (!m) {
        st->as_who++;
        return AS_AGAIN;
    }
    STAGE(st) = AS_LOAN_GOT;
    wm__republic_ask(st, D_FACTION, st->as_who ? st->as_def : st->as_att, m, 1);
    return 0;
}

/* §6.2 loans: the asked seat lends some or all of its units. */
static int assault_loan_got(rp_state *st, int s)
{
    (void)s;
    if (st->choice == WM_REPUBLIC_DONE) {
        st->as_who++;
        STAGE(st) = AS_LOAN;
        return AS_AGAIN;
    }
    int g = rp_arg(st, WM_REPUBLIC_FACTION, 4);
    st->as_asked = (uint8_t)(st->as_asked | (1u << (g + 4 * st->as_who)));
    st->a_t = (uint8_t)g;
    st->as_lk = (uint8_t)next_lend_kind(st, g, 0);
    STAGE(st) = AS_LEND;
    return AS_AGAIN;
}

/* §6.2 loans: how many units of kind as_lk, 0 to all. */
static int assault_lend(rp_state *st, int s)
{
    int k = st->as_lk;
    STAGE(st) = AS_LOAN_ANS;
    wm__republic_ask_num(st, st->a_t, 0, kind_all(st, s, k));
    return 0;
}

static int assault_loan_answer(rp_state *st, int s)
{
    int g = st->a_t, k = st->as_lk, n = rp_arg(st, WM_REPUBLIC_NUM, 64);
    if (is_fk_kind(k)) { /* the first n such counters */
        int fs = fk_state_of_kind(k);
        for (int i = 0; i < NFK && n > 0; i++)
            if (st->fk_loc[i] == s && st->fk_st[i] == fs) {
                st->as_fk = (uint16_t)(st->as_fk | (1u << i));
                n--;
            }
    } else {
        st->as_lend[k] = (uint8_t)n;
    }
    int nk = next_lend_kind(st, g, k + 1);
    if (nk >= 0) {
        st->as_lk = (uint8_t)nk;
        STAGE(st) = AS_LEND;
        return AS_AGAIN;
    }
    /* lending nothing is refusing */
    int lent = 0;
    for (int kk = 0; kk < 6; kk++)
        if (kind_owner[kk] == g)
            lent += is_fk_kind(kk) ? 0 : st->as_lend[kk];
    for (int i = 0; i < NFK; i++)
        lent += bit(st->as_fk, i) && fk_owner(st, i) == g;
    if (lent)
        st->as_side[g] = (uint8_t)(st->as_who + 1);
    st->as_lk = 0;
    STAGE(st) = AS_LOAN;
    return AS_AGAIN;
}

/* §6.2 Testing Coalition Loyalty, a failed check: the participating
 * unrevealed Freikorps flip (a Rogue one fights for the RC's side); 1 when
 * the Assault is cancelled, no loyal unit being left on a side of
 * Coalition units only. */
static int loyalty_failed(rp_state *st, int s, int cs)
{
    st->as_flags |= AF_FAILED;
    for (int i = 0; i < NFK; i++)
        if (st->fk_st[i] == FK_UNREVEALED && fk_participates(st, i)) {
            st->fk_st[i] = st->fk_rogue[i] ? FK_ROGUE : FK_LOYAL;
            if (st->fk_rogue[i])
                st->as_fk = (uint16_t)(st->as_fk | (1u << i));
        }
    int others = 0;
    for (int k = 0; k < 6; k++)
        if (kind_owner[k] != RP_COALITION && st->as_side[kind_owner[k]] == cs)
            others += kind_n(st, s, k);
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "reveal");
        wm__log_int("rogue", kind_n(st, s, WM_REPUBLIC_K_ROGUE));
        wm__log_int("loyal", kind_n(st, s, WM_REPUBLIC_K_LOYAL));
        wm__log_text("The participating Freikorps are revealed: %d Rogue, %d loyal in %s",
                     kind_n(st, s, WM_REPUBLIC_K_ROGUE), kind_n(st, s, WM_REPUBLIC_K_LOYAL), rpl_s(s));
        wm__log_end();
    }
    if (others || kind_n(st, s, WM_REPUBLIC_K_LOYAL))
        return 0;
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "assault");
        wm__log_str("space", rpl_s(s));
        wm__log_int("cancelled", 1);
        wm__log_text("The Assault in %s is cancelled: no loyal unit is left on the Coalition's side", rpl_s(s));
        wm__log_end();
    }
    st->as_flags |= AF_CANCEL;
    return 1;
}

/* §6.2 Testing Coalition Loyalty: when Coalition and RC units oppose each
 * other. */
static int assault_loyalty(rp_state *st, int s)
{
    int cs = st->as_side[RP_COALITION], rs = st->as_side[RP_RC];
    STAGE(st) = AS_MCS;
    if (cs && rs && cs != rs && coalition_part(st, s) && kind_n(st, s, WM_REPUBLIC_K_ROGUE)) {
        int need = wm__republic_loyalty_needed(st);
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "loyalty");
            wm__log_int("progress", st->prog);
            wm__log_int("needed", need);
            wm__log_int("passed", st->prog >= need);
            wm__log_text("Loyalty Check in %s: Progress %d %s Reaction %d", rpl_s(s), st->prog,
                         st->prog < need ? "<" : ">=", st->react);
            if (need > st->react)
                wm__log_text(" + %d (a Lingering Event)", need - st->react);
            wm__log_text(": the Coalition units %s", st->prog < need ? "fail" : "stay loyal");
            wm__log_end();
        }
        if (st->prog < need && loyalty_failed(st, s, cs))
            return 1;
    }
    return AS_AGAIN;
}

/* §6.2 Calculate Assault Hits: +2 for moving a Middle Class Sympathies
 * pawn from the faction's mat to a holding box, attacker first. */
static int assault_mcs(rp_state *st, int s)
{
    (void)s;
    if (st->as_who > 1) {
        st->as_who = 0;
        STAGE(st) = AS_ROLL;
        return AS_AGAIN;
    }
    int f = st->as_who ? st->as_def : st->as_att;
    if (!st->mcs_mat[f] || !wm__republic_pawn_can_return(st)) {
        st->as_who++;
        return AS_AGAIN;
    }
    STAGE(st) = AS_MCS_GOT;
    wm__republic_ask(st, D_YESNO, f, 0, 0);
    return 0;
}

static int assault_mcs_got(rp_state *st, int s)
{
    (void)s;
    if (st->choice == WM_REPUBLIC_YES) {
        int f = st->as_who ? st->as_def : st->as_att;
        st->mcs_mat[f]--;
        wm__republic_pawn_return(st);
        st->as_flags |= (uint8_t)(st->as_who ? AF_MCS_D : AF_MCS_A);
    }
    st->as_who++;
    STAGE(st) = AS_MCS;
    return AS_AGAIN;
}

/* §6.2 Calculate Assault Hits: each faction subtracts one die roll from
 * its modified Assault strength. */
static int assault_roll(rp_state *st, int s)
{
    if (st->as_who <= 1) {
        STAGE(st) = AS_ROLL_GOT;
        return wm__republic_ask_roll(st) ? 0 : AS_AGAIN;
    }
    for (int i = 0; i < 2; i++) {
        st->as_str[i] = (uint8_t)strength(st, i + 1);
        st->as_net[i] = (int8_t)(st->as_str[i] - st->as_die[i]);
    }
    st->as_who = 0;
    st->as_hits = (uint8_t)(st->as_net[0] > 0 ? st->as_net[0] : 0);
    STAGE(st) = AS_APPLY;
    if (wm__logging()) {
        const char *a = rpl_f(st->as_att), *d = rpl_f(st->as_def);
        int ha = st->as_net[0] > 0 ? st->as_net[0] : 0, hd = st->as_net[1] > 0 ? st->as_net[1] : 0;
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "assault");
        wm__log_str("space", rpl_s(s));
        wm__log_str("attacker", a);
        wm__log_str("defender", d);
        wm__log_int("attacker_strength", st->as_str[0]);
        wm__log_int("attacker_die", st->as_die[0]);
        wm__log_int("defender_strength", st->as_str[1]);
        wm__log_int("defender_die", st->as_die[1]);
        wm__log_int("attacker_hits", ha);
        wm__log_int("defender_hits", hd);
        wm__log_text("Assault in %s: %s %d (die %d) against %s %d (die %d): %s %d %s, %s %d %s", rpl_s(s), a,
                     st->as_str[0], st->as_die[0], d, st->as_str[1], st->as_die[1], a, ha, ha == 1 ? "hit" : "hits",
                     d, hd, hd == 1 ? "hit" : "hits");
        wm__log_end();
    }
    return AS_AGAIN;
}

static int assault_roll_got(rp_state *st, int s)
{
    (void)s;
    st->as_die[st->as_who] = (uint8_t)(rp_arg(st, WM_REPUBLIC_ROLL, 6) + 1);
    st->as_who++;
    STAGE(st) = AS_ROLL;
    return AS_AGAIN;
}

/* §6.2 Apply Assault Hits, once no units remain: the hits left remove a
 * Strike or Uprising of a defending KPD, then Influence cubes of the
 * opposing faction ofac, one per hit. */
static void hits_on_pieces(rp_state *st, int s, int hitter, int ofac)
{
    if (st->as_hits && ofac == RP_KPD && st->strike[s]) {
        int need = st->strike[s] == RP_STRIKE_UPRISING ? RP_UPRISING_HITS : RP_STRIKE_HITS;
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "hits");
            wm__log_str("space", rpl_s(s));
            wm__log_text("%s %s in %s", st->as_hits >= need ? "The hits remove the" : "Too few hits for the",
                         st->strike[s] == RP_STRIKE_UPRISING ? "Uprising" : "Strike", rpl_s(s));
            wm__log_end();
        }
        if (st->as_hits >= need) {
            st->as_hits = (uint8_t)(st->as_hits - need);
            st->strike[s] = 0;
            wm__republic_return_strike(st);
        } else {
            st->as_hits = 0;
        }
    }
    if (st->as_hits && st->cubes[s][ofac]) {
        int n = st->as_hits < st->cubes[s][ofac] ? st->as_hits : st->cubes[s][ofac];
        st->cubes[s][ofac] = (uint8_t)(st->cubes[s][ofac] - n);
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "hits");
            wm__log_str("space", rpl_s(s));
            wm__log_str("faction", rpl_f(ofac));
            wm__log_int("cubes", n);
            wm__log_text("%s loses %d %s in %s", rpl_f(ofac), n, n == 1 ? "cube" : "cubes", rpl_s(s));
            wm__log_end();
        }
        if (hitter == st->active)
            st->removed |= SPB(s);
    }
}

/* §6.2 Apply Assault Hits: as_who 0 the attacker's, 1 the defender's;
 * units first (the hitting seat chooses which kind when it cannot remove
 * them all), then pieces. */
static int assault_apply(rp_state *st, int s)
{
    if (st->as_who > 1) {
        STAGE(st) = AS_FINAL;
        return AS_AGAIN;
    }
    int hitter = st->as_who ? st->as_def : st->as_att;
    int oside = st->as_who ? 1 : 2, ofac = st->as_who ? st->as_att : st->as_def;
    uint32_t kinds = side_kinds(st, oside);
    if (st->as_hits && kinds) {
        if (side_sv(st, oside) <= st->as_hits) {
            for (int k = 0; k < 6; k++)
                while (bit(kinds, k) && kind_n(st, s, k))
                    remove_kind(st, k);
        } else if (wm__popcount32(kinds) == 1) {
            remove_kind(st, __builtin_ctz(kinds));
        } else {
            STAGE(st) = AS_APPLY_GOT;
            wm__republic_ask(st, D_KIND, hitter, kinds, 0);
            return 0;
        }
        return AS_AGAIN;
    }
    hits_on_pieces(st, s, hitter, ofac);
    st->as_who++;
    st->as_hits = (uint8_t)(st->as_who == 1 && st->as_net[1] > 0 ? st->as_net[1] : 0);
    return AS_AGAIN;
}

static int assault_apply_got(rp_state *st, int s)
{
    (void)s;
    remove_kind(st, rp_arg(st, WM_REPUBLIC_KIND, 6));
    STAGE(st) = AS_APPLY;
    return AS_AGAIN;
}

/* §6.2 Final Assault Outcomes: the Momentum, the attacker's cube, the
 * defender's Stance. */
static int assault_final(rp_state *st, int s)
{
    int att = st->as_att, def = st->as_def;
    int mom = st->momentum, lost = 0, stance = -1;
    if (st->as_net[0] > st->as_net[1])
        st->momentum = (uint8_t)att;
    else if (st->as_net[1] > st->as_net[0])
        st->momentum = (uint8_t)def;
    if (st->cubes[s][att] && wm__republic_supreme(st, s) != att) {
        st->cubes[s][att]--;
        lost = 1;
    }
    if ((def == RP_KPD || def == RP_NSDAP) && wm__republic_stance_used(st)) {
        int i = def == RP_KPD ? 0 : 1;
        if (st->stance[i] < RP_STANCE_REVOLUTIONARY) {
            st->stance[i]++;
            stance = st->stance[i];
        }
    }
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "assault");
        wm__log_str("space", rpl_s(s));
        wm__log_str("momentum", rpl_f(st->momentum));
        wm__log_text("After the Assault in %s: ", rpl_s(s));
        if (st->momentum != mom)
            wm__log_text("%s takes the Momentum", rpl_f(st->momentum));
        else
            wm__log_text("the Momentum stays with %s", rpl_f(st->momentum));
        if (lost)
            wm__log_text("; %s removes 1 of its cubes", rpl_f(att));
        else if (st->cubes[s][att])
            wm__log_text("; %s keeps its cubes (Supremacy)", rpl_f(att));
        if (stance >= 0)
            wm__log_text("; the %s Stance shifts to %s", rpl_f(def), wm__republic_stance_names[stance]);
        wm__log_end();
    }
    return 1;
}

/* One procedure per stage of the Assault, by enum rp_assault_stage. */
typedef int (*rp_assault_fn)(rp_state *st, int s);
static const rp_assault_fn assault_of[AS_NSTAGES] = {
    [AS_LOAN] = assault_ask_loan,
    [AS_LOAN_GOT] = assault_loan_got,
    [AS_LOAN_ANS] = assault_loan_answer,
    [AS_LEND] = assault_lend,
    [AS_LOYALTY] = assault_loyalty,
    [AS_MCS] = assault_mcs,
    [AS_MCS_GOT] = assault_mcs_got,
    [AS_ROLL] = assault_roll,
    [AS_ROLL_GOT] = assault_roll_got,
    [AS_APPLY] = assault_apply,
    [AS_APPLY_GOT] = assault_apply_got,
    [AS_FINAL] = assault_final,
};
_Static_assert(AS_FINAL == AS_NSTAGES - 1, "assault_of: one entry per enum rp_assault_stage");

/* §6.2 Assault Procedure: runs the Assault's stages until one waits (0)
 * or the Assault is over (1); a stage past the last reads as the Final
 * Assault Outcomes. */
int wm__republic_run_assault(rp_state *st)
{
    int s = st->as_space;
    for (;;) {
        int stage = STAGE(st);
        int r = stage < AS_NSTAGES ? assault_of[stage](st, s) : assault_final(st, s);
        if (r != AS_AGAIN)
            return r;
    }
}
