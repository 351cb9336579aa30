/*
 * rp_npaudit.c - the audit of §8.6 and §8.7 over all-NP games
 * (rp_npaudit.h).  The guidelines are restated here from the rulebook, not
 * called from lib/republic/bots.c, so that the audit checks the engine.
 */
#include "rp_npaudit.h"

#include "core.h"
#include "../lib/republic/republic.h"

#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define A(x) WM_REPUBLIC_A_##x

static uint64_t next_rand(uint64_t *r)
{
    uint64_t z = (*r += 0x9E3779B97F4A7C15ull);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ull;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBull;
    return z ^ (z >> 31);
}

/* The faction with more than every other (and more than none), or -1. */
static int most(const int v[NF])
{
    int best = -1;
    for (int f = 0; f < NF; f++) {
        if (v[f] <= 0)
            continue;
        int top = 1;
        for (int g = 0; g < NF; g++)
            if (g != f && v[g] >= v[f])
                top = 0;
        if (top)
            best = f;
    }
    return best;
}

/* §5.9 unit SV per faction in s: Reichswehr 3, a Freikorps 2 (the RC's
 * when Rogue, else the Coalition's), Worker Militia and SA 1. */
static void unit_sv(const rp_state *st, int s, int v[NF])
{
    v[RP_COALITION] = 3 * st->rw[s];
    v[RP_KPD] = st->mil[s];
    v[RP_NSDAP] = st->sa[s];
    v[RP_RC] = 0;
    for (int i = 0; i < NFK; i++)
        if (st->fk_loc[i] == s)
            v[st->fk_st[i] == FK_ROGUE ? RP_RC : RP_COALITION] += 2;
}

static int card_of(const rp_state *st, int f)
{
    return st->np_card[f] ? st->np_card[f] : wm__republic_botcard_first[f];
}

/* The cubes an Influence Action of f places or removes (§6.3-§6.6). */
static int action_cubes(const rp_state *st, int f, int removing)
{
    if (f == RP_RC)
        return wm__republic_rc_cubes[st->react];
    if (f == RP_COALITION && removing)
        return 1;
    return wm__republic_econ_cubes[f][st->econ];
}

/* §8.6 Step B: "1. Gain Dominance for the active NP faction, then 2. Remove
 * an opposing faction's Dominance", the Action's real effect in each
 * eligible space; all of them when neither applies. */
static uint32_t step_b(const rp_state *st, int f, int removing, uint32_t eligible)
{
    uint32_t gain = 0, unseat = 0;
    int n0 = action_cubes(st, f, removing), avail = wm__republic_cubes_avail(st, f);
    const rp_botcard *b = &wm__republic_botcards[card_of(st, f)];
    for (int s = 0; s < NSP; s++) {
        if (!bit(eligible, s))
            continue;
        int c[NF], total = 0;
        for (int g = 0; g < NF; g++)
            total += c[g] = st->cubes[s][g];
        int before = most(c);
        if (!removing) {
            int n = n0, room = wm__republic_spaces[s].population - total;
            if (n > room)
                n = room;
            if (n > avail)
                n = avail;
            c[f] += n > 0 ? n : 0;
        } else {
            int v[NF];
            unit_sv(st, s, v);
            int sup = most(v); /* §6.3-§6.6: not a faction with Supremacy there */
            for (int k = 0; k < n0; k++) {
                int taken = 0;
                for (int i = 0; i < NF - 1 && !taken; i++) {
                    int g = b->order[i]; /* §8.6 Section 2: Faction Order */
                    if (g != f && g != sup && c[g] > 0) {
                        c[g]--;
                        taken = 1;
                    }
                }
                if (!taken)
                    break;
            }
        }
        int after = most(c);
        if (after == f && before != f)
            gain |= SPB(s);
        else if (before >= 0 && before != f && after != before)
            unseat |= SPB(s);
    }
    return gain ? gain : unseat ? unseat : eligible;
}

/* §8.6 Step C for one unit of SV sv placed by f. "Without units": without
 * opposing units (doc/rules-republic.md's reading). */
static uint32_t step_c(const rp_state *st, int f, int sv, uint32_t eligible)
{
    uint32_t c1 = 0, c2 = 0, c3 = 0;
    for (int s = 0; s < NSP; s++) {
        if (!bit(eligible, s))
            continue;
        int v[NF], opp = 0;
        unit_sv(st, s, v);
        for (int g = 0; g < NF; g++)
            opp |= g != f && v[g] > 0;
        int before = most(v);
        v[f] += sv;
        int after = most(v);
        if (after == f && before != f && opp)
            c1 |= SPB(s);
        else if (before >= 0 && before != f && after != before)
            c2 |= SPB(s);
        else if (after == f && before != f)
            c3 |= SPB(s);
    }
    return c1 ? c1 : c2 ? c2 : c3 ? c3 : eligible;
}

static int kind_sv(int k)
{
    switch (k) {
    case WM_REPUBLIC_K_REICHSWEHR: return 3;
    case WM_REPUBLIC_K_FREIKORPS:
    case WM_REPUBLIC_K_LOYAL:
    case WM_REPUBLIC_K_ROGUE: return 2;
    default: return 1;
    }
}

/* §8.6 Section 3's first opposing piece among the pieces offered (bit p =
 * WM_REPUBLIC_P_p): Reform (1), Leverage (7), Cadre (8); -1 for none. */
static int first_piece(int f, uint32_t pieces)
{
    static const int order[5] = {WM_REPUBLIC_P_REFORM, WM_REPUBLIC_P_YELLOW, WM_REPUBLIC_P_BLACK,
                                 WM_REPUBLIC_P_KPD_CADRE, WM_REPUBLIC_P_NSDAP_CADRE};
    static const int owner[5] = {[WM_REPUBLIC_P_REFORM] = RP_COALITION, [WM_REPUBLIC_P_KPD_CADRE] = RP_KPD,
                                 [WM_REPUBLIC_P_NSDAP_CADRE] = RP_NSDAP, [WM_REPUBLIC_P_YELLOW] = RP_COALITION,
                                 [WM_REPUBLIC_P_BLACK] = RP_RC};
    for (int i = 0; i < 5; i++)
        if (bit(pieces, order[i]) && owner[order[i]] != f)
            return order[i];
    return -1;
}

/* One NP answer about to be given at st. */
static void audit_answer(const rp_state *st, rpa_counts *c)
{
    rp_state k = *st;
    wm_move m = wm__republic_np_choose(&k);
    int top = st->nfr ? st->fr_proc[st->nfr - 1] : -1, f = st->dec_seat;
    if (st->dec == D_SPACE && top == P_ACTION && f == st->actor) {
        uint32_t chosen = k.np_chance ? k.dec_mask
                          : (m >= WM_REPUBLIC_SPACE && m < WM_REPUBLIC_SPACE + NSP) ? SPB(m - WM_REPUBLIC_SPACE) : 0;
        uint32_t want;
        long *n = NULL, *bad = NULL;
        switch (st->act) {
        case A(PLACE_INFLUENCE):
            want = step_b(st, f, 0, st->dec_mask);
            n = &c->place;
            bad = &c->place_bad;
            break;
        case A(REMOVE_INFLUENCE):
            want = step_b(st, f, 1, st->dec_mask);
            n = &c->remove;
            bad = &c->remove_bad;
            break;
        case A(PLACE_UNIT):
            want = step_c(st, f, kind_sv(st->a_k), st->dec_mask);
            n = &c->unit;
            bad = &c->unit_bad;
            break;
        default: want = 0; break;
        }
        if (n) {
            (*n)++;
            if (!chosen || (chosen & ~want))
                (*bad)++;
        }
    }
    if (st->dec == D_CUBE) {
        uint32_t pieces = (st->dec_mask >> 8) & 0x1Fu, cubes = st->dec_mask & 0xFu;
        int p = first_piece(f, pieces);
        if (p >= 0 && cubes) {
            c->s3++;
            if (k.np_chance || m != (wm_move)(WM_REPUBLIC_PIECE + p))
                c->s3_bad++;
        }
    }
}

/* issue 32: an answer to an Event instruction's own space question, and
 * whether the engine would read it with a scratch field another procedure
 * left: a_k is the §1.5 flag "this answer is the General Strike's Reform"
 * only at a Strike placement with the General Strike on. */
static void audit_event_scratch(const rp_state *st, rpa_counts *c)
{
    int top = st->nfr ? st->fr_proc[st->nfr - 1] : -1, stage = st->nfr ? st->fr_stage[st->nfr - 1] : 0;
    if (top != P_EVENT)
        c->run_n = 0; /* another procedure's question: the next Event answer starts afresh */
    if (top != P_EVENT || st->dec != D_SPACE || stage <= RP_STAGE_EVENT_OPS || !((stage - RP_STAGE_EVENT_OPS) & 1))
        return;
    const rp_fx_op *p = CARD(st->st_card)->fx;
    int i = (stage - RP_STAGE_EVENT_OPS) / 2;
    if (!p)
        return;
    c->ev_answers++;
    int strike = p[i].op == RP_OP_PLACE_MARKER && p[i].arg == RP_MK_STRIKE;
    if (st->a_k && !(strike && st->gs))
        c->ev_stale++;
    if (p[i].op == RP_OP_PLACE_MARKER && p[i].arg == RP_MK_REFORM && !st->a_k) {
        c->ev_reform++; /* §5.3: "may not place a Reform when Unity is Fragile" (Sound or Strong) */
        if (st->unity < RP_UNITY_SOUND)
            c->ev_reform_fragile++;
    }
    /* every question asked once: the answers one instruction of one play
     * takes, at most its count (and the General Strike's Reform) */
    int pieces = p[i].op >= RP_OP_PLACE_CUBES && p[i].op <= RP_OP_REMOVE_MARKER && !(p[i].flags & RP_FXF_CHOSEN);
    if (!pieces) {
        c->run_n = 0;
        return;
    }
    if (c->run_card != st->st_card || c->run_stage != stage || c->run_nfr != st->nfr) {
        c->run_card = st->st_card;
        c->run_stage = stage;
        c->run_nfr = st->nfr;
        c->run_n = 0;
    }
    if (++c->run_n > p[i].n + strike)
        c->ev_overasked++;
}

/* The board and cards of a state, card id's own place and every
 * procedure's working fields aside (for the §8.7 trial). */
static int same_board(const rp_state *a, const rp_state *b, int id)
{
    if (memcmp(a->cubes, b->cubes, offsetof(rp_state, dec) - offsetof(rp_state, cubes)) ||
        memcmp(a->pv, b->pv, sizeof a->pv) || memcmp(a->cq_loc, b->cq_loc, sizeof a->cq_loc) ||
        a->over != b->over || a->victory != b->victory)
        return 0;
    for (int w = 0; w < CW; w++) {
        uint64_t keep = id / 64 == w ? ~((uint64_t)1 << (id % 64)) : ~(uint64_t)0;
        if ((a->deck[w] ^ b->deck[w]) & keep || (a->discard[w] ^ b->discard[w]) & keep ||
            (a->linger[w] ^ b->linger[w]) & keep)
            return 0;
        for (int f = 0; f < NF; f++)
            if ((a->hand[f][w] ^ b->hand[f][w]) & keep)
                return 0;
    }
    return 1;
}

/* §8.7: whether the Event st_card, performed now (Article 48 declined)
 * on a copy, changes nothing: the copy holds the Event alone, the
 * engine's machine runs it, each question takes its first option that
 * is not "done". */
static int event_no_effect(const rp_state *st)
{
    int id = st->st_card;
    const rp_card_info *ci = CARD(id);
    if ((ci->flags & RP_CF_LINGERING) && ci->mods)
        return 0;
    rp_state t = *st;
    t.dec = D_NONE;
    t.dec_mask = 0;
    t.dec_seat = t.dec_done = 0;
    memset(t.fr_proc, 0, sizeof t.fr_proc);
    memset(t.fr_stage, 0, sizeof t.fr_stage);
    t.nfr = 1;
    t.fr_proc[0] = P_EVENT;
    t.fr_stage[0] = RP_STAGE_EVENT_A48;
    t.choice = WM_REPUBLIC_NO;
    rp_state before = t;
    for (int n = 0; n < 4000 && t.nfr > 0 && !t.over; n++) {
        wm__republic_run(&t);
        if (t.nfr == 0 || t.over)
            break;
        wm_move buf[256];
        size_t k = wm__republic_legal(&t, buf, 256), i = 0;
        if (!k)
            return 0;
        while (i + 1 < k && buf[i] == WM_REPUBLIC_DONE)
            i++;
        wm__republic_answer(&t, buf[i]);
    }
    return t.nfr == 0 && same_board(&before, &t, id);
}

static void audit_a48(const rp_state *st, rpa_counts *c)
{
    int top = st->nfr ? st->fr_proc[st->nfr - 1] : -1;
    if (st->dec != D_YESNO || st->dec_seat != RP_COALITION || (top != P_NP && top != P_EVENT))
        return;
    if (top == P_NP && st->fr_stage[st->nfr - 1] != N_A48_GOT)
        return;
    if (top == P_EVENT && st->fr_stage[st->nfr - 1] != RP_STAGE_EVENT_A48)
        return;
    rp_state k = *st;
    if (wm__republic_np_choose(&k) != WM_REPUBLIC_YES)
        return;
    c->a48++;
    void *sink = wm__log_pause();
    if (event_no_effect(st))
        c->a48_noeffect++;
    wm__log_resume(sink);
}

/* The engine's advance, with every NP answer audited first. */
static void run_audited(rp_state *st, rpa_counts *c)
{
    for (;;) {
        wm__republic_run(st);
        if (!wm__republic_np_owns(st))
            break;
        audit_answer(st, c);
        audit_event_scratch(st, c);
        audit_a48(st, c);
        wm__republic_np_answer(st);
        if (st->np_chance)
            break;
    }
}

/* ---- §8.7 from the log ---- */

static int has(const char *s, const char *sub) { return s && strstr(s, sub) != NULL; }

/* The order of one NP turn's entries [from, to): the Event card revealed,
 * Article 48, Reichstag Seats, the Parliamentary Control card, the Event
 * performed. */
static void audit_turn(const wm_log *lg, size_t from, size_t to, rpa_counts *c)
{
    const char *t0 = wm_log_text(lg, from), *f0 = wm_log_fields(lg, from);
    if (!has(t0, "Event + 2 Bot Actions"))
        return;
    char who[64], name[32];
    const char *q = strstr(f0 ? f0 : "", "\"faction\":\"");
    if (!q)
        return;
    q += 11;
    size_t i = 0;
    while (q[i] && q[i] != '"' && i + 1 < sizeof name) {
        name[i] = q[i];
        i++;
    }
    name[i] = 0;
    snprintf(who, sizeof who, "Non-player %s", name);
    long rev = -1, a48 = -1, seats = -1, pc = -1, ev = -1;
    for (size_t e = from + 1; e < to; e++) {
        const char *t = wm_log_text(lg, e), *fl = wm_log_fields(lg, e), *kind = wm_log_kind(lg, e);
        if (!t)
            continue;
        /* (a revealed card's text may say "performs" too: the reveal line is not the performance) */
        if (has(t, who) && (has(t, "reveals and plays") || (has(t, "performs ") && !has(t, " reveals "))) && ev < 0)
            ev = (long)e;
        if (has(t, who) && (has(t, "reveals") && !has(t, "bot card")) && rev < 0)
            rev = (long)e;
        if (has(t, who) && has(t, "has no Event card to reveal") && rev < 0)
            rev = (long)e;
        if (kind && !strcmp(kind, "event") && has(fl, "\"primitive\":\"Article 48\"") && a48 < 0)
            a48 = (long)e;
        if (has(t, who) && has(t, "plays Reichstag Seats") && seats < 0)
            seats = (long)e;
        if (has(t, who) && has(t, "plays Parliamentary Control card") && pc < 0)
            pc = (long)e;
    }
    c->turns++;
    long seq[5] = {rev, a48, seats, pc, ev};
    int bad = 0;
    for (int x = 0; x < 5; x++)
        for (int y = x + 1; y < 5; y++)
            if (seq[x] >= 0 && seq[y] >= 0 && seq[y] < seq[x] && !(x == 0 && y == 4))
                bad = 1;
    if (rev >= 0 && ev >= 0 && ev < rev)
        bad = 1;
    if (bad)
        c->turns_bad++;
    if (seats >= 0 && pc >= 0) {
        c->seats_pc++;
        if (pc < seats)
            c->seats_pc_bad++;
    }
}

static void audit_log(const wm_log *lg, rpa_counts *c)
{
    size_t n = wm_log_count(lg), start = (size_t)-1, gs_began = (size_t)-1;
    for (size_t e = 0; e < n; e++) {
        const char *t = wm_log_text(lg, e), *fl = wm_log_fields(lg, e);
        /* issue 32: an Event's General Strike Reform only right after the
         * General Strike began (its Strike placement, the question, the
         * answer, the holding-box answers of the Leverage it sends home:
         * a few dozen entries at most) */
        if (has(t, "General Strike: the marker goes on the Timeline"))
            gs_began = e;
        if (has(fl, "\"primitive\":\"General Strike removes a Reform\"")) {
            c->gs_reforms++;
            if (gs_began == (size_t)-1 || e - gs_began > 40) {
                c->gs_reforms_bad++;
                if (getenv("RPA_DEBUG"))
                    for (size_t x = e > 12 ? e - 12 : 0; x <= e; x++)
                        fprintf(stderr, "  %zu: %s\n", x, wm_log_text(lg, x));
            }
            gs_began = (size_t)-1;
        }
        if (has(t, "reveals bot card #")) {
            if (start != (size_t)-1)
                audit_turn(lg, start, e, c);
            start = e;
        } else if (has(t, "Action Step") && start != (size_t)-1) {
            /* the next faction's step ends the turn */
        }
    }
    if (start != (size_t)-1)
        audit_turn(lg, start, n, c);
}

int rpa_play(int scenario, uint64_t seed, rpa_counts *c)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = scenario;
    o.seed = seed;
    o.flags = WM_OPT_EXTERNAL_DICE;
    o.bots = 15;
    wm_game *g = NULL;
    if (wm_new(WM_WEIMAR_REPUBLIC, &o, &g) != WM_OK)
        return -1;
    rp_state st = ((rp_game *)(void *)g->state)->cur;
    wm_log *lg = NULL;
    if (wm__log_capture_begin(g, WM_SPECTATOR, &lg) != WM_OK) {
        wm_free(g);
        return -1;
    }
    uint64_t r = seed * 0x2545F4914F6CDD1Dull + (uint64_t)(unsigned)scenario;
    int ok = 0;
    for (long guard = 0; guard < 1000000; guard++) {
        run_audited(&st, c);
        if (st.over) {
            ok = 1;
            break;
        }
        wm_move buf[256];
        size_t n = wm__republic_legal(&st, buf, 256);
        if (!n)
            break;
        wm__republic_answer(&st, buf[next_rand(&r) % n]);
    }
    wm__log_capture_end();
    audit_log(lg, c);
    wm_log_free(lg);
    wm_free(g);
    c->games++;
    return ok ? 0 : -1;
}

void rpa_print(const char *label, const rpa_counts *c)
{
    fprintf(stderr,
            "%s: %ld games; Step B Place Influence %ld/%ld outside, Remove Influence %ld/%ld; Step C Place Unit "
            "%ld/%ld; Section 3 removals %ld/%ld; §8.7 Event turns %ld/%ld out of order (Seats and a PC card: "
            "%ld/%ld PC first); Event answers read with another procedure's scratch %ld/%ld; Event General "
            "Strike Reforms outside the General Strike %ld/%ld; Event questions asked more than once %ld; Event Reforms below Unity Sound %ld/%ld; Article 48 cancels of no-effect Events %ld/%ld\n",
            label, c->games, c->place_bad, c->place, c->remove_bad, c->remove, c->unit_bad, c->unit, c->s3_bad,
            c->s3, c->turns_bad, c->turns, c->seats_pc_bad, c->seats_pc, c->ev_stale, c->ev_answers,
            c->gs_reforms_bad, c->gs_reforms, c->ev_overasked, c->ev_reform_fragile, c->ev_reform, c->a48_noeffect,
            c->a48);
}
