/*
 * assault.c - §6.2 Assault: target choice, loans (asked of and decided by
 * the lending seat, attacker first), Loyalty Checks and Freikorps reveals
 * (#20 Militarism's variant), modifiers including the Middle Class
 * Sympathies pawn, die rolls, hits applied by the hitting seat in the
 * order it chooses, Strikes/Uprisings and cubes, Momentum, the attacker's
 * cube loss and the defender's Stance shift; §6.0 Sworn Enemies.
 *
 * Readings: a lending faction lends all its units in the space (the
 * rulebook's "some or all" is reduced to all); hits too few to remove the
 * chosen unit, or an Uprising, are lost (§6.2 "even if this would 'waste'
 * a single hit").
 */
#include "republic.h"

#define MILITARISM 20
#define SCHUTZSTAFFEL 55

static const uint8_t kind_sv[6] = {3, 2, 2, 2, 1, 1};
static const uint8_t kind_owner[6] = {RP_COALITION, RP_COALITION, RP_COALITION, RP_RC, RP_KPD, RP_NSDAP};

static int kind_n(const rp_state *st, int s, int k)
{
    switch (k) {
    case WM_REPUBLIC_K_REICHSWEHR: return st->rw[s];
    case WM_REPUBLIC_K_FREIKORPS: return wm__republic_fk_count(st, s, FK_UNREVEALED);
    case WM_REPUBLIC_K_LOYAL: return wm__republic_fk_count(st, s, FK_LOYAL);
    case WM_REPUBLIC_K_ROGUE: return wm__republic_fk_count(st, s, FK_ROGUE);
    case WM_REPUBLIC_K_MILITIA: return st->mil[s];
    default: return st->sa[s];
    }
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
    for (int s = 0; s < NSP; s++)
        if (wm__republic_has_units(st, s, f) && wm__republic_assault_targets(st, f, s))
            m |= SPB(s);
    return m & ~st->assaulted;
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
    if (f == RP_NSDAP && card_has(st->linger, SCHUTZSTAFFEL))
        n += RP_AS_SCHUTZSTAFFEL;
    return n;
}

static void remove_kind(rp_state *st, int k)
{
    int s = st->as_space;
    if (st->as_hits >= kind_sv[k]) {
        st->as_hits = (uint8_t)(st->as_hits - kind_sv[k]);
        wm__republic_return_unit(st, s, k);
    } else {
        st->as_hits = 0; /* wasted */
    }
}

enum {
    AS_LOAN = 0, AS_LOAN_GOT, AS_LOAN_ANS, AS_LOYALTY, AS_MCS, AS_MCS_GOT, AS_ROLL, AS_ROLL_GOT,
    AS_APPLY, AS_APPLY_GOT, AS_FINAL
};

int wm__republic_run_assault(rp_state *st)
{
    int s = st->as_space;
    for (;;) {
        switch (STAGE(st)) {
        case AS_LOAN: { /* as_who: 0 attacker asks, 1 defender asks */
            if (st->as_who > 1) {
                st->as_who = 0;
                STAGE(st) = AS_LOYALTY;
                break;
            }
            uint32_t m = 0;
            for (int g = 0; g < NF; g++)
                if (!st->as_side[g] && wm__republic_has_units(st, s, g) && !bit(st->as_asked, g + 4 * st->as_who))
                    m |= 1u << g;
            if (!m) {
                st->as_who++;
                break;
            }
            STAGE(st) = AS_LOAN_GOT;
            wm__republic_ask(st, D_FACTION, st->as_who ? st->as_def : st->as_att, m, 1);
            return 0;
        }
        case AS_LOAN_GOT: {
            if (st->choice == WM_REPUBLIC_DONE) {
                st->as_who++;
                STAGE(st) = AS_LOAN;
                break;
            }
            int g = st->choice - WM_REPUBLIC_FACTION;
            st->as_asked = (uint8_t)(st->as_asked | (1u << (g + 4 * st->as_who)));
            st->a_t = (uint8_t)g;
            STAGE(st) = AS_LOAN_ANS;
            wm__republic_ask(st, D_YESNO, g, 0, 0);
            return 0;
        }
        case AS_LOAN_ANS:
            if (st->choice == WM_REPUBLIC_YES)
                st->as_side[st->a_t] = (uint8_t)(st->as_who + 1);
            STAGE(st) = AS_LOAN;
            break;
        case AS_LOYALTY: { /* Testing Coalition Loyalty */
            int cs = st->as_side[RP_COALITION], rs = st->as_side[RP_RC];
            STAGE(st) = AS_MCS;
            if (cs && rs && cs != rs && wm__republic_has_units(st, s, RP_COALITION) &&
                wm__republic_has_units(st, s, RP_RC)) {
                int need = card_has(st->linger, MILITARISM) ? st->react + 2 : st->react;
                if (st->prog < need) {
                    st->as_flags |= AF_FAILED;
                    for (int i = 0; i < NFK; i++)
                        if (st->fk_loc[i] == s && st->fk_st[i] == FK_UNREVEALED)
                            st->fk_st[i] = st->fk_rogue[i] ? FK_ROGUE : FK_LOYAL;
                    /* only Coalition units on its side and none loyal: cancel */
                    int alone = 1;
                    for (int g = 0; g < NF; g++)
                        if (g != RP_COALITION && st->as_side[g] == cs && wm__republic_has_units(st, s, g))
                            alone = 0;
                    if (alone && !wm__republic_fk_count(st, s, FK_LOYAL)) {
                        st->as_flags |= AF_CANCEL;
                        return 1;
                    }
                }
            }
            break;
        }
        case AS_MCS: { /* +2 for moving a pawn from the mat to a holding box */
            if (st->as_who > 1) {
                st->as_who = 0;
                STAGE(st) = AS_ROLL;
                break;
            }
            int f = st->as_who ? st->as_def : st->as_att;
            if (!st->mcs_mat[f] || !wm__republic_pawn_can_return(st)) {
                st->as_who++;
                break;
            }
            STAGE(st) = AS_MCS_GOT;
            wm__republic_ask(st, D_YESNO, f, 0, 0);
            return 0;
        }
        case AS_MCS_GOT:
            if (st->choice == WM_REPUBLIC_YES) {
                int f = st->as_who ? st->as_def : st->as_att;
                st->mcs_mat[f]--;
                wm__republic_pawn_return(st);
                st->as_flags |= (uint8_t)(st->as_who ? AF_MCS_D : AF_MCS_A);
            }
            st->as_who++;
            STAGE(st) = AS_MCS;
            break;
        case AS_ROLL: /* each faction subtracts one die roll */
            if (st->as_who > 1) {
                for (int i = 0; i < 2; i++) {
                    st->as_str[i] = (uint8_t)strength(st, i + 1);
                    st->as_net[i] = (int8_t)(st->as_str[i] - st->as_die[i]);
                }
                st->as_who = 0;
                st->as_hits = (uint8_t)(st->as_net[0] > 0 ? st->as_net[0] : 0);
                STAGE(st) = AS_APPLY;
                break;
            }
            STAGE(st) = AS_ROLL_GOT;
            if (wm__republic_ask_roll(st))
                return 0;
            break;
        case AS_ROLL_GOT:
            st->as_die[st->as_who] = (uint8_t)(st->choice - WM_REPUBLIC_ROLL + 1);
            st->as_who++;
            STAGE(st) = AS_ROLL;
            break;
        case AS_APPLY: { /* Apply Assault Hits: as_who 0 attacker's, 1 defender's */
            if (st->as_who > 1) {
                STAGE(st) = AS_FINAL;
                break;
            }
            int hitter = st->as_who ? st->as_def : st->as_att;
            int oside = st->as_who ? 1 : 2, ofac = st->as_who ? st->as_att : st->as_def;
            uint32_t kinds = side_kinds(st, oside);
            if (st->as_hits && kinds) {
                if (side_sv(st, oside) <= st->as_hits) {
                    for (int k = 0; k < 6; k++)
                        while (bit(kinds, k) && kind_n(st, s, k))
                            remove_kind(st, k);
                } else if (__builtin_popcount(kinds) == 1) {
                    remove_kind(st, __builtin_ctz(kinds));
                } else {
                    STAGE(st) = AS_APPLY_GOT;
                    wm__republic_ask(st, D_KIND, hitter, kinds, 0);
                    return 0;
                }
                break;
            }
            if (st->as_hits && ofac == RP_KPD && st->strike[s]) {
                int need = st->strike[s] == RP_STRIKE_UPRISING ? RP_UPRISING_HITS : RP_STRIKE_HITS;
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
                if (hitter == st->active)
                    st->removed |= SPB(s);
            }
            st->as_who++;
            st->as_hits = (uint8_t)(st->as_who == 1 && st->as_net[1] > 0 ? st->as_net[1] : 0);
            break;
        }
        case AS_APPLY_GOT:
            remove_kind(st, st->choice - WM_REPUBLIC_KIND);
            STAGE(st) = AS_APPLY;
            break;
        case AS_FINAL:
        default: { /* Final Assault Outcomes */
            int att = st->as_att, def = st->as_def;
            if (st->as_net[0] > st->as_net[1])
                st->momentum = (uint8_t)att;
            else if (st->as_net[1] > st->as_net[0])
                st->momentum = (uint8_t)def;
            if (st->cubes[s][att] && wm__republic_supreme(st, s) != att)
                st->cubes[s][att]--;
            if ((def == RP_KPD || def == RP_NSDAP) && wm__republic_stance_used(st)) {
                int i = def == RP_KPD ? 0 : 1;
                if (st->stance[i] < RP_STANCE_REVOLUTIONARY)
                    st->stance[i]++;
            }
            return 1;
        }
        }
    }
}
