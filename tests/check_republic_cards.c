/*
 * check_republic_cards.c - The Weimar Republic's default content (issue
 * 19): every Event with a name, a text, flags and a program; the
 * RECONSTRUCTED cards (lib/republic/cards.c, doc/republic-content.md) are
 * tested by their flag counts and by one test per program shape on an
 * arranged position, and the published-only game
 * (WM_REPUBLIC_PUBLISHED_ONLY) still plays them without instructions.
 *
 * Every test below depends on RECONSTRUCTED values (the cards' programs)
 * unless its name says "published"; update them when the printed cards
 * are known.
 */
#include "core.h"
#include "../lib/republic/republic.h"
#include "rp_testutil.h"
#include "testutil.h"

#include <check.h>
#include <stddef.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define ST(g) ((rp_state *)(void *)(g)->state)

static const rp_card_info *DEF(int id) { return &wm__republic_cards[id]; }
static const rp_card_info *PUB(int id) { return &wm__republic_cards_published[id]; }

static int era_of(int id) { return id <= RP_CRISIS_LAST ? 0 : id <= RP_GOLDEN_LAST ? 1 : 2; }

/* "event N Name" of card id. */
static const char *event_move(int id)
{
    static char name[96];
    snprintf(name, sizeof name, "event %d %s", id, DEF(id)->ascii);
    return name;
}

/* The first legal move of g that is not "done" (the Event's questions
 * answered so that every instruction acts), else "done" itself. */
static wm_move first_not_done(wm_game *g)
{
    wm_move buf[256];
    size_t k = wm_legal_moves(g, buf, 256);
    ck_assert_uint_gt(k, 0);
    for (size_t i = 0; i < k; i++)
        if (buf[i] != WM_REPUBLIC_DONE)
            return buf[i];
    return buf[0];
}

/* Plays card id from f's hand at f's Action Step menu (Article 48
 * face-down) and answers every question of the Event with the first
 * legal move that is not "done", until the Action Step menu is back;
 * the invariants after every move. */
static void play_through(wm_game *g, int id)
{
    rp_state *s = ST(g);
    tu_play(g, event_move(id));
    for (int n = 0; n < 200 && !wm_is_over(g) && !(s->dec == D_STEP && s->nfr == 2); n++) {
        wm_move m = first_not_done(g);
        ck_assert_int_eq(wm_apply(g, m), WM_OK);
        ck_assert_int_eq(wm_check(g), WM_OK);
    }
}

/* ------------------------------------------------------------------ */
/* The table                                                            */
/* ------------------------------------------------------------------ */

/* Every Event has a name, a text, an ASCII move name and a program; the
 * unknown ones are marked RECONSTRUCTED, the known ones keep what the
 * published table says of them. */
START_TEST(test_cards_every_event_named_and_programmed)
{
    for (int id = 1; id <= RP_NEVENTS; id++) {
        const rp_card_info *c = DEF(id), *p = PUB(id);
        ck_assert_ptr_nonnull(c->name);
        ck_assert_ptr_nonnull(c->text);
        ck_assert_ptr_nonnull(c->ascii);
        ck_assert_ptr_nonnull(c->fx);
        ck_assert(wm__republic_fx_fits(c->fx));
        for (const char *a = c->ascii; *a; a++)
            ck_assert_msg((unsigned char)*a < 128, "card %d: ASCII name", id);
        ck_assert_int_eq(c->era, p->era);
        ck_assert_int_eq(c->kind, RP_CARD_EVENT);
        if (p->name) /* a known name is kept */
            ck_assert_str_eq(c->name, p->name);
        if (p->flags & RP_CF_TEXT_FULL) { /* #120 exactly as printed */
            ck_assert_str_eq(c->text, p->text);
            ck_assert_ptr_eq(c->fx, p->fx);
        }
        /* known flags kept */
        ck_assert_int_eq(c->flags & p->flags & (RP_CF_MANDATORY | RP_CF_LINGERING | RP_CF_A48_SYMBOL), p->flags & (RP_CF_MANDATORY | RP_CF_LINGERING | RP_CF_A48_SYMBOL));
        if (p->flags & RP_CF_NO_A48_SYMBOL)
            ck_assert(!(c->flags & RP_CF_A48_SYMBOL));
        if (p->requires)
            ck_assert_int_eq(c->requires, p->requires);
        /* whatever no source gives is marked */
        if (!p->fx || (p->flags & (RP_CF_TEXT_PARTIAL | RP_CF_TEXT_UNPUBLISHED)))
            ck_assert_msg((c->flags & RP_CF_RECONSTRUCTED) || c->fx == p->fx, "card %d unmarked", id);
        /* a known card's published program is the start (or, #147, the end) of its program */
        if (p->fx && p->fx[0].op != RP_OP_END && id != 147)
            ck_assert_int_eq(memcmp(c->fx, p->fx, sizeof *p->fx), 0);
        /* Requires and Cancels name a Lingering Event (§6.1): a Requires one of
         * the same era, or (RECONSTRUCTED, issue 33) of an earlier era that is
         * never removed, so it can still be in play (#57 for #123 #128 #140
         * #142, #100 for #133) */
        if (c->flags & RP_CF_REQUIRES) {
            ck_assert(DEF(c->requires)->flags & RP_CF_LINGERING);
            ck_assert_int_le(DEF(c->requires)->era, c->era);
            if (DEF(c->requires)->era != c->era)
                ck_assert_int_eq(DEF(c->requires)->ends, RP_ENDS_NEVER);
        }
        if (c->flags & RP_CF_CANCELS) {
            ck_assert(DEF(c->cancels)->flags & RP_CF_LINGERING);
            ck_assert_int_eq(DEF(c->cancels)->era, c->era);
        }
        /* §5.10: only #5 touches Parliamentary Control; §3.3: only #82, #117, #118 can end the game */
        for (const rp_fx_op *o = c->fx; o->op != RP_OP_END; o++) {
            if (o->op == RP_OP_LOSE_PC)
                ck_assert_int_eq(id, 5);
            if (o->op == RP_OP_WIN || o->op == RP_OP_ELECTION)
                ck_assert(id == 82 || id == 117 || id == 118);
            if (o->op == RP_OP_SHIFT && (o->arg == RP_TRK_US_DEALS || o->arg == RP_TRK_USSR_DEALS))
                ck_assert_int_gt(o->dir, 0); /* §5.6 Deals never fall */
        }
    }
}
END_TEST

/* The flag counts: §1.6 "all Mandatory Event cards are also Lingering
 * Events"; the rulebook's known flags (#16 #20 #54 #55 #57 #124 Lingering,
 * #57 Mandatory, #124 with and #120 without the Article 48 symbol); "some
 * Lingering Events are never removed" (§4 step 6): more than one; Black
 * Sun Rising draws 3 Golden Twenties Lingering Events besides #54 and #57
 * (facts §2.3).  The counts by era are the RECONSTRUCTED table's. */
START_TEST(test_cards_flag_counts)
{
    int ling[3] = {0}, mand = 0, a48 = 0, never = 0, gt_pool = 0;
    for (int id = 1; id <= RP_NEVENTS; id++) {
        const rp_card_info *c = DEF(id);
        if (c->flags & RP_CF_MANDATORY) {
            mand++;
            ck_assert(c->flags & RP_CF_LINGERING);
        }
        if (c->flags & RP_CF_LINGERING) {
            ling[era_of(id)]++;
            never += c->ends == RP_ENDS_NEVER;
            gt_pool += era_of(id) == 1 && id != 54 && id != 57;
        } else {
            ck_assert_int_eq(c->ends, RP_ENDS_NEW_ERA);
            ck_assert_ptr_null(c->mods); /* modifiers only on Lingering Events */
        }
        a48 += (c->flags & RP_CF_A48_SYMBOL) != 0;
        /* the fast test's set of cards with Action bans (effects.c) */
        int bans = 0;
        for (int t = 0; t < 2; t++) {
            const rp_card_info *x = t ? PUB(id) : c;
            for (const rp_fx_mod *md = x->mods; md && md->kind != RP_MOD_NONE; md++)
                bans |= md->kind == RP_MOD_BAN_ACTION;
        }
        ck_assert_int_eq(bans, card_has(wm__republic_ban_cards, id));
    }
    static const int lingering[] = {16, 20, 54, 55, 57, 124};
    for (size_t i = 0; i < sizeof lingering / sizeof lingering[0]; i++)
        ck_assert(DEF(lingering[i])->flags & RP_CF_LINGERING);
    ck_assert(DEF(57)->flags & RP_CF_MANDATORY);
    ck_assert(DEF(124)->flags & RP_CF_A48_SYMBOL);
    ck_assert(!(DEF(120)->flags & RP_CF_A48_SYMBOL));
    ck_assert_int_gt(never, 1);
    ck_assert_int_ge(gt_pool, 3);
    ck_assert_int_eq(ling[0], 9);
    ck_assert_int_eq(ling[1], 10);
    ck_assert_int_eq(ling[2], 8);
    ck_assert_int_eq(mand, 3);
    ck_assert_int_eq(a48, 15);
    ck_assert_int_eq(never, 3); /* #13, #100 and (issue 33) #57 */
}
END_TEST

/* Balance as data: the Golden Twenties move the Economy both ways (towards
 * Stable, and towards Mass Unemployment) and both Deals tracks by Event;
 * every era has Economy shifts towards Stable.  Issue 33: the Golden
 * Twenties' count of towards-Stable shifts was 4; the audit
 * (tools/rp-deck-audit.py) found 57-71 % of them doing nothing in A New
 * Hope and Black Sun Rising (the Economy stands at Stable), so #54, #74
 * and #95 place pieces instead and #60 keeps the era's one.  The
 * Decline's one (#139) did nothing in 44-54 % of its plays (the Dollar
 * Dependence markers hold the Economy, §5.4): it places a Coalition cube
 * instead, so only the Crisis and the Golden Twenties keep one. */
START_TEST(test_cards_golden_twenties_can_bring_recovery)
{
    int stable[3] = {0}, mass = 0, us = 0, ussr = 0;
    for (int id = 1; id <= RP_NEVENTS; id++)
        for (const rp_fx_op *o = DEF(id)->fx; o->op != RP_OP_END; o++) {
            if (o->op != RP_OP_SHIFT)
                continue;
            stable[era_of(id)] += o->arg == RP_TRK_ECONOMY_STABLE;
            if (era_of(id) != 1)
                continue;
            mass += o->arg == RP_TRK_ECONOMY && o->dir > 0;
            us += o->arg == RP_TRK_US_DEALS;
            ussr += o->arg == RP_TRK_USSR_DEALS;
        }
    for (int e = 0; e < 2; e++)
        ck_assert_int_gt(stable[e], 0);
    ck_assert_int_gt(mass, 0);
    ck_assert_int_ge(us, 3);
    ck_assert_int_ge(ussr, 3);
}
END_TEST

/* Every Event, played from a hand in a game of its own era's scenario and
 * answered with the first choice each time, keeps every invariant and ends
 * where its flags send it: the Lingering box, or the discard pile (a
 * "Requires" unmet: the discard pile, not resolved).  A card with no
 * condition changes the game beyond where its card lies. */
START_TEST(test_cards_every_event_plays)
{
    static const int scenario[3] = {RP_SC_FATE, RP_SC_NEW_HOPE, RP_SC_NEW_HOPE};
    for (int id = 1; id <= RP_NEVENTS; id++) {
        if (id == 117 || id == 118 || id == 82) /* elections and victories: check_republic_events */
            continue;
        const rp_card_info *c = DEF(id);
        wm_game *g = rpt_holding_card(scenario[era_of(id)], RP_KPD, id);
        rp_state *s = ST(g);
        /* a board where most instructions can act: the Economy where the
         * Coalition may place, one cube of each faction in every space of
         * Population 5 or more */
        rpt_clear_map(s);
        rpt_set_levels(s, 3, 3);
        s->econ = RP_ECON_LEFT1;
        s->unity = RP_UNITY_SOUND; /* §5.3: an Event's Reform needs Sound or Strong */
        s->momentum = RP_KPD;
        for (const rp_fx_op *o = c->fx; o->op != RP_OP_END; o++)
            if (o->op == RP_OP_MOMENTUM && o->who == RP_KPD)
                s->momentum = RP_RC;
        for (int sp = 0; sp < NSP; sp++)
            for (int f = 0; f < NF && wm__republic_spaces[sp].population >= 5; f++)
                s->cubes[sp][f]++;
        s->cubes[RP_HAMBURG][RP_KPD] = 1;

        if (c->requires) /* met, so that the program runs */
            rpt_linger(s, c->requires);
        rpt_poked(g);
        rp_state before = *s;
        play_through(g, id);
        ck_assert_msg(s->dec == D_STEP || wm_is_over(g), "card %d did not return to the Action Step", id);
        if (c->flags & RP_CF_LINGERING)
            ck_assert_msg(card_has(s->linger, id), "card %d not Lingering", id);
        else
            ck_assert_msg(card_has(s->discard, id), "card %d not discarded", id);
        if (c->flags & RP_CF_CANCELS)
            ck_assert(!card_has(s->linger, c->cancels));
        /* something besides the card's place changed */
        rp_state after = *s;
        memcpy(after.hand, before.hand, sizeof after.hand);
        memcpy(after.discard, before.discard, sizeof after.discard);
        memcpy(after.linger, before.linger, sizeof after.linger);
        after.st_flags = before.st_flags;
        after.st_card = before.st_card;
        after.choice = before.choice;
        int conditional = c->mods != NULL; /* a Lingering modifier is its effect */
        for (const rp_fx_op *o = c->fx; o->op != RP_OP_END; o++)
            conditional |= o->op == RP_OP_IF_PV_AT_LEAST || o->op == RP_OP_IF_MOMENTUM;
        if (!conditional)
            ck_assert_msg(memcmp(&after.cubes, &before.cubes, offsetof(rp_state, pad_) - offsetof(rp_state, cubes)) != 0,
                          "card %d changed nothing", id);
        wm_free(g);
    }
}
END_TEST

/* §5.3 "The Coalition may not place a Reform when Unity is Fragile but
 * may place a Reform when Unity is Sound or Strong": every Event that
 * places a Reform (#1, #14, #66, #92), played by the Coalition at each
 * Unity: a Reform placed at Sound and Strong, none at Fragile (nor at
 * Shaky, the Place Reform Action's reading, RP_UNITY_REFORM_MIN). */
START_TEST(test_5_3_event_reform_not_at_fragile_1_14_66_92)
{
    static const int ids[] = {1, 14, 66, 92};
    static const int scenario[3] = {RP_SC_FATE, RP_SC_NEW_HOPE, RP_SC_NEW_HOPE};
    for (size_t i = 0; i < sizeof ids / sizeof ids[0]; i++)
        for (int u = RP_UNITY_FRAGILE; u <= RP_UNITY_STRONG; u++) {
            int id = ids[i];
            wm_game *g = rpt_holding_card(scenario[era_of(id)], RP_COALITION, id);
            rp_state *s = ST(g);
            rpt_clear_map(s);
            rpt_set_levels(s, 3, 3);
            s->econ = RP_ECON_STABLE;
            s->unity = (uint8_t)u;
            rpt_poked(g);
            int avail = wm__republic_reform_avail(s);
            ck_assert_int_gt(avail, 0);
            play_through(g, id);
            int on_map = 0;
            for (int sp = 0; sp < NSP; sp++)
                on_map += s->reform[sp];
            ck_assert_msg(on_map == (u >= RP_UNITY_SOUND ? 1 : 0), "card %d at Unity %d: %d Reforms placed", id, u,
                          on_map);
            wm_free(g);
        }
}
END_TEST

/* ------------------------------------------------------------------ */
/* The text says what happens (issue 32)                                */
/* ------------------------------------------------------------------ */

/* The pieces an instruction counts (place or remove of fixed count). */
enum { TX_CUBES = 0, TX_REFORM = NF, TX_CADRE_K, TX_CADRE_N, TX_YELLOW, TX_BLACK, TX_N };

static void tx_count(const rp_state *s, int v[TX_N])
{
    memset(v, 0, sizeof(int) * TX_N);
    for (int sp = 0; sp < NSP; sp++) {
        for (int f = 0; f < NF; f++)
            v[TX_CUBES + f] += s->cubes[sp][f];
        v[TX_REFORM] += s->reform[sp];
        v[TX_CADRE_K] += s->cadre[sp] == RP_KPD;
        v[TX_CADRE_N] += s->cadre[sp] == RP_NSDAP;
        v[TX_YELLOW] += s->lev[sp][0];
        v[TX_BLACK] += s->lev[sp][1];
    }
}

/* The count an instruction of the text adds to (or takes from) one of
 * tx_count's totals; -1 for an instruction this test does not count. */
static int tx_slot(const rp_state *s, const rp_fx_op *o)
{
    int f = wm__republic_fx_who(s, o->who);
    switch (o->op) {
    case RP_OP_PLACE_CUBES:
    case RP_OP_REMOVE_CUBES: return TX_CUBES + f;
    case RP_OP_PLACE_LEVERAGE:
    case RP_OP_REMOVE_LEVERAGE: return o->arg ? TX_BLACK : TX_YELLOW;
    case RP_OP_PLACE_MARKER:
    case RP_OP_REMOVE_MARKER:
        if (o->arg == RP_MK_REFORM)
            return TX_REFORM;
        if (o->arg == RP_MK_CADRE && (f == RP_KPD || f == RP_NSDAP))
            return f == RP_KPD ? TX_CADRE_K : TX_CADRE_N;
        return -1;
    default: return -1;
    }
}

static int tx_removes(const rp_fx_op *o)
{
    return o->op == RP_OP_REMOVE_CUBES || o->op == RP_OP_REMOVE_LEVERAGE || o->op == RP_OP_REMOVE_MARKER;
}

/* Puts what a removal instruction removes in every space it names. */
static void tx_arrange_removal(rp_state *s, const rp_fx_op *o)
{
    int f = wm__republic_fx_who(s, o->who);
    for (int sp = 0; sp < NSP; sp++) {
        if (o->spaces && !bit(o->spaces, sp))
            continue;
        if (o->op == RP_OP_REMOVE_CUBES) {
            while (s->cubes[sp][f] < o->n && wm__republic_total_cubes(s, sp) < wm__republic_spaces[sp].population &&
                   wm__republic_cubes_avail(s, f) > 0)
                s->cubes[sp][f]++;
        } else if (o->op == RP_OP_REMOVE_LEVERAGE && !s->lev[sp][o->arg ? 1 : 0]) {
            if (o->arg && wm__republic_black_avail(s)) {
                rpt_take_black_any(s);
                s->lev[sp][1]++;
            } else if (!o->arg && wm__republic_yellow_avail(s)) {
                rpt_put_yellow(s, sp);
            }
        } else if (o->op == RP_OP_REMOVE_MARKER && o->arg == RP_MK_REFORM && !s->reform[sp] &&
                   wm__republic_reform_avail(s)) {
            rpt_put_reform(s, sp);
        } else if (o->op == RP_OP_REMOVE_MARKER && o->arg == RP_MK_CADRE && !s->cadre[sp] &&
                   wm__republic_cadre_avail(s, f)) {
            wm__republic_take_cadre(s, f);
            s->cadre[sp] = (uint8_t)f;
        }
    }
}


/* ------------------------------------------------------------------ */
/* Every program against its text, every instruction (issue 32)         */
/* ------------------------------------------------------------------ */

/* What one play of an Event did besides the pieces: the Actions seen
 * (bit faction: a P_ACTION frame with that actor), an Election seen,
 * the "may" / "either" answers given, in order. */
typedef struct tx_seen {
    unsigned actions, election, nanswers;
    int answer[8];
} tx_seen;

/* Plays card id as play_through does, answering the j-th "may" or
 * "either" question with yes when bit j of path is set (no otherwise);
 * records what tx_seen records. */
static void play_path(wm_game *g, int id, unsigned path, tx_seen *seen)
{
    rp_state *s = ST(g);
    memset(seen, 0, sizeof *seen);
    tu_play(g, event_move(id));
    for (int n = 0; n < 400 && !wm_is_over(g) && !(s->dec == D_STEP && s->nfr == 2); n++) {
        for (int i = 0; i < s->nfr; i++) {
            if (s->fr_proc[i] == P_ACTION)
                seen->actions |= 1u << s->actor;
            if (s->fr_proc[i] == P_ELECTION)
                seen->election = 1;
        }
        wm_move m = first_not_done(g);
        int top = s->nfr ? s->fr_proc[s->nfr - 1] : 0;
        if (s->dec == D_YESNO && top == P_EVENT && s->fr_stage[s->nfr - 1] >= RP_STAGE_EVENT_OPS) {
            int yes = (int)((path >> seen->nanswers) & 1u);
            if (seen->nanswers < 8)
                seen->answer[seen->nanswers] = yes;
            seen->nanswers++;
            m = yes ? WM_REPUBLIC_YES : WM_REPUBLIC_NO;
        }
        ck_assert_int_eq(wm_apply(g, m), WM_OK);
        ck_assert_int_eq(wm_check(g), WM_OK);
    }
}

/* The totals the whole-program test counts: tx_count's, and the Strikes
 * and Conservative Cliques on the map. */
enum { TX2_STRIKE = TX_N, TX2_CLIQUE, TX2_N };

static void tx2_count(const rp_state *s, int v[TX2_N])
{
    tx_count(s, v);
    v[TX2_STRIKE] = v[TX2_CLIQUE] = 0;
    for (int sp = 0; sp < NSP; sp++) {
        v[TX2_STRIKE] += s->strike[sp] == RP_STRIKE_STRIKE;
        v[TX2_CLIQUE] += s->clique[sp];
    }
}

/* The arrangement for card c's program: room and pieces for every
 * instruction, tracks off their ends, the conditions set by cond (bit 0:
 * true). */
static void tx2_arrange(wm_game *g, const rp_card_info *c, int cond)
{
    rp_state *s = ST(g);
    rpt_clear_map(s);
    rpt_set_levels(s, 3, 3);
    s->econ = RP_ECON_STABLE;
    s->unity = RP_UNITY_SOUND;
    s->momentum = RP_RC;
    s->stance[0] = s->stance[1] = RP_STANCE_BOXES / 2;
    for (const rp_fx_op *o = c->fx; o->op != RP_OP_END; o++) {
        if (o->op == RP_OP_SHIFT && o->arg == RP_TRK_ECONOMY_STABLE)
            s->econ = RP_ECON_STABLE - 1; /* room towards Stable, the Coalition may still place (§5.5) */
        if ((o->op == RP_OP_PLACE_MARKER || o->op == RP_OP_REMOVE_MARKER) && o->arg == RP_MK_CADRE &&
            (o->who == RP_KPD || o->who == RP_NSDAP))
            for (int v = 0; v < RP_STANCE_BOXES && !wm__republic_cadre_avail(s, o->who); v++)
                s->stance[o->who == RP_NSDAP] = (uint8_t)v;
        if (tx_removes(o))
            tx_arrange_removal(s, o);
        if (o->op == RP_OP_REPLACE_CUBES) {
            rp_fx_op r = *o;
            r.op = RP_OP_REMOVE_CUBES;
            tx_arrange_removal(s, &r);
        }
        if (o->op == RP_OP_DISCARD || o->op == RP_OP_GIVE || o->op == RP_OP_TAKE) {
            /* a card to move: a discardable one into the zone the cards come from */
            int from = o->op == RP_OP_TAKE ? (o->arg == RP_FX_PILE ? -1 : wm__republic_fx_who(s, o->arg))
                                           : wm__republic_fx_who(s, o->who);
            for (int id = 1, put = 0; id <= RP_NEVENTS && put < o->n; id++)
                if (card_has(s->deck, id) && !(DEF(id)->flags & RP_CF_MANDATORY)) {
                    card_del(s->deck, id);
                    card_add(from < 0 ? s->discard : s->hand[from], id);
                    put++;
                }
        }
        if (o->op == RP_OP_REMOVE_MARKER && o->arg == RP_MK_CLIQUE)
            for (int sp = 0; sp < NSP; sp++)
                if ((!o->spaces || bit(o->spaces, sp)) && !s->clique[sp] && wm__republic_clique_avail(s))
                    wm__republic_place_clique(s, sp);
        if (o->op == RP_OP_REMOVE_MARKER && o->arg == RP_MK_STRIKE)
            for (int sp = 0, put = 0; sp < NSP && put < 2; sp++) /* two: a third never comes (§1.5) */
                if ((!o->spaces || bit(o->spaces, sp)) && !s->strike[sp] && wm__republic_strike_avail(s)) {
                    rpt_put_strike(s, sp, RP_STRIKE_STRIKE);
                    put++;
                }
        if (o->op == RP_OP_ACTION) { /* what the Action needs to act (§6.3-6.6) */
            int f = o->by && o->by <= NF ? o->by - 1 : s->active;
            int sp = o->spaces ? __builtin_ctz(o->spaces) : RP_BERLIN;
            if (o->arg == WM_REPUBLIC_A_PLACE_UNIT && wm__republic_cubes_avail(s, f) > 0 &&
                wm__republic_dominant(s, sp) != f)
                s->cubes[sp][f]++; /* Dominance: where f may place a unit */
            if (o->arg == WM_REPUBLIC_A_TEST_LOYALTY) /* an unrevealed Freikorps there */
                for (int i = 0; i < NFK; i++)
                    if ((s->fk_st[i] == FK_UNREVEALED && s->fk_loc[i] != FK_OUT) || i == NFK - 1) {
                        int j = s->fk_st[i] == FK_UNREVEALED && s->fk_loc[i] != FK_OUT ? i : 0;
                        while (i == NFK - 1 && j < NFK && s->fk_loc[j] != FK_COAL_MAT && s->fk_loc[j] != FK_OUT)
                            j++; /* none unrevealed in play: one from the mat or out of play, face-down */
                        if (j < NFK) {
                            s->fk_loc[j] = (uint8_t)sp;
                            s->fk_st[j] = FK_UNREVEALED;
                        }
                        break;
                    }
            if (o->arg == WM_REPUBLIC_A_MOVE_UNITS && f == RP_KPD && wm__republic_militia_avail(s) > 0)
                s->mil[sp]++;
        }
        int yes = cond & 1;
        if (o->op == RP_OP_IF_MOMENTUM)
            s->momentum = (uint8_t)(yes ? o->who : (o->who + 1) % NF);
        if (o->op == RP_OP_IF_HOLDS_SEATS)
            s->rs_holder = (uint8_t)(yes ? o->who : (o->who + 1) % NF);
        if (o->op == RP_OP_IF_LINGERING) {
            if (yes)
                rpt_linger(s, o->n);
            else
                card_del(s->linger, o->n);
        }
    }
    if (c->requires)
        rpt_linger(s, c->requires);
    rpt_poked(g);
}

/* Walks card c's program as the engine should, with the answers seen and
 * the conditions' truth (read from the state before, or after for a PV
 * condition), adding what the text says to want (pieces), tracks (the
 * boxes each track moves), and the Actions, Elections, draws, victories
 * and Momentum the text names.  Returns the answers the walk used. */
typedef struct tx_want {
    int pieces[TX2_N], track[RP_TRK_COUNT], draws[NF], momentum, win, election, election_card;
    unsigned actions;
    int cards, hands[NF], pile, units[NF]; /* card instructions: each hand's and the pile's change; units placed */
} tx_want;

static unsigned tx2_walk(const rp_state *before, const rp_state *after, const rp_card_info *c, const tx_seen *seen,
                         tx_want *w)
{
    const rp_fx_op *p = c->fx;
    int len = 0;
    while (p[len].op != RP_OP_END)
        len++;
    memset(w, 0, sizeof *w);
    w->momentum = -1;
    w->win = -1;
    unsigned used = 0;
    int momentum = before->momentum;
    for (int i = 0; i < len;) {
        const rp_fx_op *o = &p[i];
        int f = wm__republic_fx_who(before, o->who), next = i + 1;
        switch (o->op) {
        case RP_OP_MAY:
        case RP_OP_EITHER: {
            int yes = used < seen->nanswers && used < 8 ? seen->answer[used] : 1;
            used++;
            next = yes ? i + 1 : i + 1 + (o->n ? o->n : 1);
            break;
        }
        case RP_OP_SKIP: next = i + 1 + o->n; break;
        case RP_OP_IF_MOMENTUM:
            if (momentum != f)
                next = len;
            break;
        case RP_OP_IF_HOLDS_SEATS:
            if (before->rs_holder != f)
                next = len;
            break;
        case RP_OP_IF_LINGERING:
            if (!card_has(before->linger, o->n))
                next = len;
            break;
        case RP_OP_IF_PV_AT_LEAST:
            if (after->pv[f] < o->n)
                next = len;
            break;
        case RP_OP_PLACE_CUBES:
        case RP_OP_REMOVE_CUBES:
        case RP_OP_PLACE_LEVERAGE:
        case RP_OP_REMOVE_LEVERAGE:
        case RP_OP_PLACE_MARKER:
        case RP_OP_REMOVE_MARKER: {
            int k = tx_slot(before, o);
            if (o->op == RP_OP_PLACE_MARKER && o->arg == RP_MK_STRIKE)
                k = TX2_STRIKE;
            if (o->op == RP_OP_REMOVE_MARKER && o->arg == RP_MK_STRIKE)
                k = TX2_STRIKE;
            if ((o->op == RP_OP_PLACE_MARKER || o->op == RP_OP_REMOVE_MARKER) && o->arg == RP_MK_CLIQUE)
                k = TX2_CLIQUE;
            if (k >= 0)
                w->pieces[k] += tx_removes(o) ? -o->n : o->n;
            break;
        }
        case RP_OP_REPLACE_CUBES:
            w->pieces[TX_CUBES + f] -= o->n;
            w->pieces[TX_CUBES + wm__republic_fx_who(before, o->arg)] += o->n;
            break;
        case RP_OP_SHIFT: w->track[o->arg % RP_TRK_COUNT] += o->dir; break;
        case RP_OP_MOMENTUM:
            momentum = f;
            w->momentum = f;
            break;
        case RP_OP_DRAW: w->draws[f] += o->n; break;
        case RP_OP_DISCARD:
            w->cards = 1;
            w->hands[f] -= o->n;
            w->pile += o->n;
            break;
        case RP_OP_GIVE:
            w->cards = 1;
            w->hands[f] -= o->n;
            w->hands[wm__republic_fx_who(before, o->arg)] += o->n;
            break;
        case RP_OP_TAKE:
            w->cards = 1;
            w->hands[f] += o->n;
            if (o->arg == RP_FX_PILE)
                w->pile -= o->n;
            else
                w->hands[wm__republic_fx_who(before, o->arg)] -= o->n;
            break;
        case RP_OP_PLACE_UNIT: w->units[f]++; break;
        case RP_OP_ACTION: w->actions |= 1u << (o->by && o->by <= NF ? o->by - 1 : before->active); break;
        case RP_OP_ELECTION: w->election = 1; break;
        case RP_OP_ELECTION_CARD: w->election_card = 1; break;
        case RP_OP_WIN: w->win = f; break;
        default: break;
        }
        i = next > len ? len : next;
    }
    return used;
}

static int tx2_track(const rp_state *s, int t)
{
    switch (t) {
    case RP_TRK_ECONOMY:
    case RP_TRK_ECONOMY_STABLE: return s->econ;
    case RP_TRK_PROGRESS: return s->prog;
    case RP_TRK_REACTION: return s->react;
    case RP_TRK_UNITY: return s->unity;
    case RP_TRK_KPD_STANCE: return s->stance[0];
    case RP_TRK_NSDAP_STANCE: return s->stance[1];
    case RP_TRK_US_DEALS: return s->us;
    case RP_TRK_USSR_DEALS: return s->ussr;
    default: return 0;
    }
}

static int hand_size(const rp_state *s, int f)
{
    int n = 0;
    for (int w = 0; w < CW; w++)
        n += __builtin_popcountll(s->hand[f][w]);
    return n;
}

static int ncards(const uint64_t *set);

/* Units of faction f on the map (§1.4). */
static int tx_units(const rp_state *s, int f)
{
    int n = 0;
    for (int sp = 0; sp < NSP; sp++)
        n += f == RP_COALITION ? s->rw[sp] : f == RP_KPD ? s->mil[sp] : f == RP_NSDAP ? s->sa[sp] : 0;
    for (int i = 0; i < NFK; i++)
        if (s->fk_loc[i] < NSP && ((f == RP_RC) == (s->fk_st[i] == FK_ROGUE)) && (f == RP_RC || f == RP_COALITION))
            n++;
    return n;
}

/* One play of card id along path with conditions cond: the mismatches. */
static int tx2_play(int id, unsigned path, int cond, unsigned *answers)
{
    static const int scenario[3] = {RP_SC_FATE, RP_SC_NEW_HOPE, RP_SC_NEW_HOPE};
    const rp_card_info *c = DEF(id);
    wm_game *g = rpt_holding_card(scenario[era_of(id)], RP_KPD, id);
    rp_state *s = ST(g);
    tx2_arrange(g, c, cond);
    rp_state before = *s;
    int pb[TX2_N], pa[TX2_N], bad = 0;
    tx2_count(s, pb);
    tx_seen seen;
    play_path(g, id, path, &seen);
    tx2_count(s, pa);
    tx_want w;
    unsigned used = tx2_walk(&before, s, c, &seen, &w);
    *answers = seen.nanswers;
    if (used != seen.nanswers) {
        bad++;
        fprintf(stderr, "card %d path %u: %u choices asked, its text has %u on this path\n", id, path, seen.nanswers,
                used);
    }
    for (int k = 0; k < TX2_N; k++)
        if (pa[k] - pb[k] != w.pieces[k] && !(k == TX_REFORM && s->gs)) {
            bad++;
            fprintf(stderr, "card %d path %u cond %d: piece %d changed by %d, its text says %d\n", id, path, cond, k,
                    pa[k] - pb[k], w.pieces[k]);
        }
    for (int t = 0; t < RP_TRK_COUNT; t++) {
        if (t == RP_TRK_PV)
            continue;
        int d = tx2_track(s, t) - tx2_track(&before, t), want = w.track[t];
        if (t == RP_TRK_ECONOMY_STABLE) /* towards Stable, |dir| boxes at most */
            want = want ? RP_ECON_STABLE - before.econ : 0;
        if (t == RP_TRK_ECONOMY && w.track[RP_TRK_ECONOMY_STABLE])
            continue; /* both on the one Economy marker: the Stable shift's check below */
        int exact = t == RP_TRK_UNITY || ((t == RP_TRK_KPD_STANCE || t == RP_TRK_NSDAP_STANCE) &&
                                          wm__republic_stance_used(s));
        if (t == RP_TRK_ECONOMY_STABLE)
            d = s->econ - before.econ;
        int lim = tx2_track(&before, t) + want;
        if (exact && t == RP_TRK_UNITY)
            want = (lim < 0 ? 0 : lim >= RP_UNITY_BOXES ? RP_UNITY_BOXES - 1 : lim) - before.unity;
        if (exact && t != RP_TRK_UNITY)
            want = (lim < 0 ? 0 : lim >= RP_STANCE_BOXES ? RP_STANCE_BOXES - 1 : lim) - tx2_track(&before, t);
        int ok = exact ? d == want : (want == 0 ? d == 0 || t == RP_TRK_ECONOMY_STABLE
                                               : d * want >= 0 && (d < 0 ? -d : d) <= (want < 0 ? -want : want));
        if (t == RP_TRK_ECONOMY_STABLE && want)
            ok = d * want > 0 || before.econ == RP_ECON_STABLE;
        if (!ok) {
            bad++;
            fprintf(stderr, "card %d path %u cond %d: track %d moved %d, its text says %d\n", id, path, cond, t, d,
                    want);
        }
    }
    if (w.momentum >= 0 && s->momentum != w.momentum && !wm_is_over(g)) {
        bad++;
        fprintf(stderr, "card %d path %u cond %d: Momentum %d, its text says %d\n", id, path, cond, s->momentum,
                w.momentum);
    }
    for (int f = 0; f < NF; f++)
        if (w.draws[f] && hand_size(s, f) - hand_size(&before, f) != w.draws[f] - (f == RP_KPD)) {
            bad++;
            fprintf(stderr, "card %d: the %d drew %d, its text says %d\n", id, f,
                    hand_size(s, f) - hand_size(&before, f) + (f == RP_KPD), w.draws[f]);
        }
    if (w.cards) {
        for (int f = 0; f < NF; f++)
            if (hand_size(s, f) - hand_size(&before, f) != w.hands[f] + w.draws[f] - (f == RP_KPD)) {
                bad++;
                fprintf(stderr, "card %d: the %d's hand changed by %d, its text says %d\n", id, f,
                        hand_size(s, f) - hand_size(&before, f) + (f == RP_KPD), w.hands[f] + w.draws[f]);
            }
        int pile = ncards(s->discard) - ncards(before.discard) - card_has(s->discard, id);
        if (pile != w.pile) {
            bad++;
            fprintf(stderr, "card %d: the discard pile changed by %d, its text says %d\n", id, pile, w.pile);
        }
    }
    for (int f = 0; f < NF; f++)
        if (w.units[f] && tx_units(s, f) - tx_units(&before, f) != w.units[f]) {
            bad++;
            fprintf(stderr, "card %d: the %d placed %d units, its text says %d\n", id, f,
                    tx_units(s, f) - tx_units(&before, f), w.units[f]);
        }
    if ((seen.actions & w.actions) != w.actions) {
        bad++;
        fprintf(stderr, "card %d path %u cond %d: Actions by %x, its text says %x\n", id, path, cond, seen.actions,
                w.actions);
    }
    if (w.election && !seen.election && !wm_is_over(g)) {
        bad++;
        fprintf(stderr, "card %d cond %d: no Election, its text says one\n", id, cond);
    }
    if (w.election_card && !(s->round_flags & RF_ELECTION)) {
        bad++;
        fprintf(stderr, "card %d: not an Election card's play\n", id);
    }
    if (w.win >= 0 && (!wm_is_over(g) || rpt_over_winner(g) != w.win)) {
        bad++;
        fprintf(stderr, "card %d cond %d: no victory of %d, its text says one\n", id, cond, w.win);
    }
    wm_free(g);
    return bad;
}

/* Every Event's program (all 151), played from a position where each
 * instruction can act (what a removal or replacement takes put where it
 * looks; room; tracks off their ends; a Stance where the Cadres are
 * Available), changes what its text says: the Influence of each faction,
 * Reforms, Cadres, Leverage, Strikes and Cliques on the map; each track
 * by its boxes (Unity and the Stances exactly; the others in the text's
 * direction, within its count, their §5.4-5.7 limits holding); Momentum;
 * the cards drawn; every Action by the faction the text names (its
 * questions answered); an Election or a victory where the text has one.
 * Every condition both ways (Momentum, the Reichstag Seats, a Lingering
 * card; a PV condition as the board makes it), every "may" and "either"
 * both ways (each path of answers).  §6.0 holds throughout. */
START_TEST(test_6_0_all_151_programs_do_what_their_texts_say)
{
    int plays = 0, cards = 0, mismatches = 0, paths_with_choice = 0;
    for (int id = 1; id <= RP_NEVENTS; id++) {
        const rp_card_info *c = DEF(id);
        if (!c->fx || c->fx[0].op == RP_OP_END)
            continue;
        int conds = 1;
        for (const rp_fx_op *o = c->fx; o->op != RP_OP_END; o++)
            if (o->op == RP_OP_IF_MOMENTUM || o->op == RP_OP_IF_HOLDS_SEATS || o->op == RP_OP_IF_LINGERING)
                conds = 2;
        cards++;
        for (int cond = 0; cond < conds; cond++) {
            int cd = conds == 1 ? 1 : cond;
            unsigned asked = 0;
            mismatches += tx2_play(id, 0, cd, &asked);
            plays++;
            /* every other path of the answers asked on the "no" path and beyond */
            unsigned npaths = asked ? 1u << (asked < 4 ? asked + 1 : 5) : 1;
            for (unsigned path = 1; path < npaths; path++) {
                unsigned a2;
                mismatches += tx2_play(id, path, cd, &a2);
                plays++;
                paths_with_choice++;
            }
        }
    }
    fprintf(stderr, "§6.0 all texts: %d cards, %d plays (%d along a choice), %d unlike their text\n", cards, plays,
            paths_with_choice, mismatches);
    ck_assert_int_eq(cards, RP_NEVENTS);
    ck_assert_int_eq(mismatches, 0);
}
END_TEST

/* §6.1 "Requires": "If it has not yet been played ... then the Event is
 * not resolved (nor will it become a Lingering Event) ... Simply discard
 * the card"; "Cancels": the canceled Lingering card is discarded.  The
 * first card of the default table with a Requires, played without its
 * card in play: nothing but the card moves, and the log says why; the
 * first with a Cancels, played with its target Lingering: the target is
 * discarded, logged. */
START_TEST(test_6_1_requires_unmet_and_cancels_logged)
{
    static const int scenario[3] = {RP_SC_FATE, RP_SC_NEW_HOPE, RP_SC_NEW_HOPE};
    int req = 0, canc = 0;
    for (int id = 1; id <= RP_NEVENTS; id++) {
        if (!req && (DEF(id)->flags & RP_CF_REQUIRES))
            req = id;
        if (!canc && (DEF(id)->flags & RP_CF_CANCELS))
            canc = id;
    }
    ck_assert(req && canc);
    for (int k = 0; k < 2; k++) {
        int id = k ? canc : req;
        const rp_card_info *c = DEF(id);
        wm_game *g = rpt_holding_card(scenario[era_of(id)], RP_KPD, id);
        rp_state *s = ST(g);
        if (k)
            rpt_linger(s, c->cancels);
        else
            ck_assert(!card_has(s->linger, c->requires));
        rpt_poked(g);
        rp_state before = *s;
        wm_log *lg = NULL;
        ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
        play_through(g, id);
        ck_assert_int_eq(wm__log_capture_end(), WM_OK);
        char want[256];
        if (k) {
            snprintf(want, sizeof want, "#%d %s cancels #%d %s (§6.1): it leaves the Lingering Events for the discard pile",
                     id, c->name, c->cancels, DEF(c->cancels)->name);
            ck_assert(!card_has(s->linger, c->cancels) && card_has(s->discard, c->cancels));
        } else {
            snprintf(want, sizeof want,
                     "#%d %s is not resolved (§6.1): it requires #%d %s, which is not in play; the card is discarded",
                     id, c->name, c->requires, DEF(c->requires)->name);
            ck_assert(card_has(s->discard, id) && !card_has(s->linger, id));
            ck_assert_int_eq(s->econ, before.econ);
            ck_assert(memcmp(s->cubes, before.cubes, sizeof s->cubes) == 0);
        }
        tu_log_expect(lg, "event", want);
        wm_log_free(lg);
        wm_free(g);
    }
}
END_TEST

/* ------------------------------------------------------------------ */
/* One test per program shape                                           */
/* ------------------------------------------------------------------ */

/* Economy towards Stable, stopping there (§8.6's "stop at Stable"): #52
 * Rentenmark's 3 boxes from Hyperinflation reach Left 1, from Left 2 stop
 * at Stable, from Right 2 come back to Stable. */
START_TEST(test_shape_economy_towards_stable_52)
{
    static const struct {
        int from, to;
    } cases[] = {{RP_ECON_HYPERINFLATION, RP_ECON_LEFT1}, {RP_ECON_LEFT2, RP_ECON_STABLE},
                 {RP_ECON_RIGHT2, RP_ECON_STABLE}, {RP_ECON_STABLE, RP_ECON_STABLE}};
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        wm_game *g = rpt_holding_card(RP_SC_FATE, RP_COALITION, 52);
        rp_state *s = ST(g);
        s->econ = (uint8_t)cases[i].from;
        memset(s->econ_lev, 0, sizeof s->econ_lev);
        s->us_yellow = 0x3E;
        rpt_poked(g);
        play_through(g, 52);
        ck_assert_int_eq(s->econ, cases[i].to);
        wm_free(g);
    }
}
END_TEST

/* Deals and the Economy together, and a Lingering Event another cancels:
 * #60 Dawes Plan advances U.S. Deals 2 boxes (the Dollar Dependence marker
 * of box 3 goes to the Economy track, §5.6) and either removes an NSDAP
 * cube or shifts the Economy 2 towards Stable: with no NSDAP Influence on
 * the map the either takes the Economy (§6.1 "must be performed"), with
 * some it asks, and its first answer removes one (round 5); #106 Young
 * Plan cancels it. */
START_TEST(test_shape_deals_and_cancels_60_106)
{
    for (int nsdap = 0; nsdap < 2; nsdap++) {
        wm_game *g = rpt_holding_card(RP_SC_NEW_HOPE, RP_COALITION, 60);
        rp_state *s = ST(g);
        s->us = 1;
        s->us_dd = RP_US_DD_BOXES;
        s->econ_dd = 0;
        s->econ = RP_ECON_LEFT3;
        for (int sp = 0; sp < NSP; sp++)
            s->cubes[sp][RP_NSDAP] = 0;
        if (nsdap)
            s->cubes[RP_BAYERN][RP_NSDAP] = 1;
        rpt_poked(g);
        play_through(g, 60);
        ck_assert_int_eq(s->us, 3);
        ck_assert_int_eq(s->econ, nsdap ? RP_ECON_LEFT3 : RP_ECON_LEFT1);
        ck_assert_int_eq(s->cubes[RP_BAYERN][RP_NSDAP], 0);
        ck_assert(card_has(s->linger, 60));
        ck_assert_int_ne(s->econ_dd, 0);
        tu_playv(g, "action Gain Momentum", "action Gain Momentum", NULL);
        wm_free(g);
    }
    wm_game *g;
    rp_state *s;

    g = rpt_holding_card(RP_SC_NEW_HOPE, RP_RC, 106);
    s = ST(g);
    rpt_linger(s, 60);
    int us = s->us, react = s->react;
    rpt_poked(g);
    play_through(g, 106);
    ck_assert(!card_has(s->linger, 60));
    ck_assert(card_has(s->discard, 60));
    ck_assert(card_has(s->linger, 106));
    ck_assert_int_eq(s->us, us + 1);
    ck_assert_int_ge(s->react, react);
    wm_free(g);
}
END_TEST

/* Strikes placed by an Event (§1.5, §5.12): #3 Spartacist Uprising puts
 * 2 KPD cubes and a Strike in Berlin; with two Strikes already on the map
 * the third brings the General Strike, whose Reform removal the active
 * faction chooses; a space with a Strike takes no second one. */
START_TEST(test_shape_strike_and_general_strike_3)
{
    wm_game *g = rpt_holding_card(RP_SC_FATE, RP_KPD, 3);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    rpt_set_levels(s, 3, 2); /* two Reforms Available on the Progress track */
    s->stance[0] = RP_STANCE_REVOLUTIONARY; /* every Strike box Available (§5.3) */
    for (int sp = RP_HAMBURG; sp <= RP_KOELN; sp++) {
        wm__republic_take_strike(s);
        s->strike[sp] = RP_STRIKE_STRIKE;
    }
    wm__republic_take_reform(s);
    s->reform[RP_BADEN] = 1;
    wm__republic_take_reform(s);
    s->reform[RP_HESSEN] = 1;
    rpt_poked(g);
    ck_assert_int_eq(s->gs, 0);
    tu_playv(g, event_move(3), "space Berlin", "space Berlin", "space Berlin", NULL);
    ck_assert_int_eq(s->cubes[RP_BERLIN][RP_KPD], 2);
    ck_assert_int_eq(s->strike[RP_BERLIN], RP_STRIKE_STRIKE);
    ck_assert_int_eq(s->gs, 1); /* the General Strike */
    ck_assert_int_eq(s->dec, D_SPACE);
    ck_assert_int_eq(s->dec_seat, RP_KPD);
    ck_assert_int_eq(s->dec_mask, SPB(RP_BADEN) | SPB(RP_HESSEN));
    tu_play(g, "space Hessen");
    ck_assert_int_eq(s->reform[RP_HESSEN], 0);
    ck_assert_int_eq(s->reform[RP_BADEN], 1);
    ck_assert_int_eq(s->dec, D_STEP);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);

    /* a Strike already in Berlin: no second marker there (§5.12) */
    g = rpt_holding_card(RP_SC_FATE, RP_KPD, 3);
    s = ST(g);
    rpt_clear_map(s);
    wm__republic_take_strike(s);
    s->strike[RP_BERLIN] = RP_STRIKE_UPRISING;
    rpt_poked(g);
    play_through(g, 3);
    ck_assert_int_eq(s->strike[RP_BERLIN], RP_STRIKE_UPRISING);
    ck_assert_int_eq(wm__republic_strikes_on_map(s), 1);
    wm_free(g);
}
END_TEST

/* An Action the card gives a named faction (§8.1 "Non-active NP factions
 * implement any Action granted by an Event card played by another
 * faction"): #46 Deutscher Kampfbund played by the Coalition: the NSDAP
 * decides its Place Unit Action, in Bayern only. */
START_TEST(test_shape_action_by_named_faction_46)
{
    wm_game *g = rpt_holding_card(RP_SC_FATE, RP_COALITION, 46);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->cubes[RP_BAYERN][RP_NSDAP] = 1;
    s->cubes[RP_BERLIN][RP_NSDAP] = 3;
    rpt_poked(g);
    /* #46 Deutscher Kampfbund: 1 NSDAP and 1 RC cube in Bayern, then the
     * NSDAP's Place Unit Action in Bayern */
    tu_playv(g, event_move(46), "space Bayern", "space Bayern", NULL);
    ck_assert_int_eq(s->cubes[RP_BAYERN][RP_NSDAP], 2);
    ck_assert_int_eq(wm_to_move(g), RP_NSDAP); /* the NSDAP's Action */
    ck_assert_int_eq(s->actor, RP_NSDAP);
    ck_assert_int_eq(s->dec_mask, SPB(RP_BAYERN)); /* not Berlin */
    int sa = s->sa[RP_BAYERN];
    tu_play(g, "space Bayern");
    ck_assert_int_eq(s->sa[RP_BAYERN], sa + 1);
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST

/* A Lingering Action ban (§6.0 "may alter or block certain Actions (even
 * those granted by a just played Event card)"): while #135 SA Ban is in
 * play the NSDAP may not Place Unit, from its menu or a card; #138 Papen's
 * Cabinet of Barons cancels it. */
START_TEST(test_shape_action_ban_135_138)
{
    wm_game *g = rpt_holding_card(RP_SC_NEW_HOPE, RP_NSDAP, 33);
    rp_state *s = ST(g);
    ck_assert(tu_is_legal_name(g, "action Place Unit"));
    rpt_linger(s, 135);
    rpt_poked(g);
    ck_assert(!tu_is_legal_name(g, "action Place Unit"));
    ck_assert(tu_is_legal_name(g, "action Place Influence"));
    ck_assert(wm__republic_action_banned(s, RP_NSDAP, WM_REPUBLIC_A_PLACE_UNIT));
    ck_assert(!wm__republic_action_banned(s, RP_KPD, WM_REPUBLIC_A_PLACE_UNIT));
    int sa = wm__republic_sa_avail(s);
    play_through(g, 33); /* #33 Sturmabteilung places its SA outside an Action (issue 33): not blocked */
    ck_assert_int_eq(wm__republic_sa_avail(s), sa - 1);
    ck_assert(!tu_is_legal_name(g, "action Place Unit"));
    wm_free(g);

    g = rpt_holding_card(RP_SC_NEW_HOPE, RP_NSDAP, 46);
    s = ST(g);
    rpt_linger(s, 135);
    rpt_poked(g);
    sa = wm__republic_sa_avail(s);
    play_through(g, 46); /* #46 Deutscher Kampfbund: its NSDAP Place Unit Action is blocked */
    ck_assert_int_eq(wm__republic_sa_avail(s), sa);
    wm_free(g);

    g = rpt_holding_card(RP_SC_NEW_HOPE, RP_RC, 138);
    s = ST(g);
    rpt_linger(s, 135);
    rpt_poked(g);
    play_through(g, 138);
    ck_assert(!card_has(s->linger, 135));
    ck_assert(!wm__republic_action_banned(s, RP_NSDAP, WM_REPUBLIC_A_PLACE_UNIT));
    wm_free(g);
}
END_TEST

/* Lingering ends: RP_ENDS_ELECTION (#99 Grand Coalition, #119, #138)
 * leave after a General Election the Coalition wins, "never" (#13, #100)
 * stays at the New Era, the rest leaves at the New Era. */
START_TEST(test_shape_lingering_ends_99_13)
{
    wm_game *g = rpt_game_at(RP_SC_NEW_HOPE, RP_KPD);
    rp_state *s = ST(g);
    rpt_linger(s, 99);
    rpt_linger(s, 60);
    rpt_linger(s, 100);
    wm__republic_linger_election(s);
    ck_assert(!card_has(s->linger, 99));
    ck_assert(card_has(s->linger, 60));
    ck_assert(card_has(s->linger, 100));
    rpt_linger(s, 99);
    wm__republic_linger_new_era(s);
    ck_assert(!card_has(s->linger, 99));
    ck_assert(!card_has(s->linger, 60));
    ck_assert(card_has(s->linger, 100)); /* never removed */
    ck_assert_int_eq(DEF(13)->ends, RP_ENDS_NEVER);
    wm_free(g);
}
END_TEST

/* "Cancels" between reconstructed cards (§6.1): #9 Freikorps Take Munich
 * acts without #8 Bavarian Soviet Republic in play (issue 33, round 4: its
 * Requires #8 resolved in a quarter of plays and was dropped), removing
 * KPD cubes in München and placing RC cubes in Bayern; with #8 in play it
 * also cancels #8. */
START_TEST(test_shape_requires_cancels_8_9)
{
    for (int with8 = 0; with8 < 2; with8++) {
        wm_game *g = rpt_holding_card(RP_SC_FATE, RP_RC, 9);
        rp_state *s = ST(g);
        rpt_clear_map(s);
        s->cubes[RP_MUENCHEN][RP_KPD] = 2;
        if (with8)
            rpt_linger(s, 8);
        ck_assert(!(DEF(9)->flags & RP_CF_REQUIRES));
        rpt_poked(g);
        play_through(g, 9);
        ck_assert_int_eq(s->cubes[RP_MUENCHEN][RP_KPD], 0);
        ck_assert_int_eq(s->cubes[RP_BAYERN][RP_RC], 2);
        ck_assert(!card_has(s->linger, 8));
        ck_assert_int_eq(card_has(s->discard, 8) != 0, with8);
        ck_assert(card_has(s->discard, 9));
        wm_free(g);
    }
}
END_TEST

/* Issue 33, round 4 (doc/republic-content.md "Requires chains"): no
 * reconstructed Requires names a card of its own era.  No Lingering Event
 * is in effect when the 1919 and 1924 scenarios open (facts §2.3), hands
 * are 7 of the Crisis deck and 9 of the Golden Twenties' (§4 step 6) and a
 * Non-player plays its stack in random order (§8.7): a same-era
 * prerequisite was in play at under half of a card's plays whichever
 * Lingering Event it was.  Every reconstructed Requires names #57 Paul von
 * Hindenburg (never removed, in play from Black Sun Rising's start); the
 * printed #117 <- #124 (§6.0 example) is the only same-era one.  #140
 * Preussenschlag has no Article 48 symbol (a Non-player Coalition
 * cancelled exactly its plays that would resolve, §8.7), #141 has it. */
START_TEST(test_requires_name_a_card_of_an_earlier_era_recon)
{
    int n = 0;
    for (int id = 1; id <= RP_NEVENTS; id++) {
        const rp_card_info *c = DEF(id);
        if (!(c->flags & RP_CF_REQUIRES))
            continue;
        n++;
        if (id == 117) {
            ck_assert_int_eq(c->requires, 124);
            continue;
        }
        ck_assert_msg(c->requires == 57, "#%d requires #%d", id, c->requires);
        ck_assert_int_lt(DEF(c->requires)->era, c->era);
        ck_assert_int_eq(DEF(c->requires)->ends, RP_ENDS_NEVER);
    }
    ck_assert_int_eq(n, 6); /* #117 #123 #128 #133 #140 #142 */
    ck_assert(!(DEF(140)->flags & RP_CF_A48_SYMBOL));
    ck_assert(DEF(141)->flags & RP_CF_A48_SYMBOL);
}
END_TEST

/* A condition on current PV (§7.6) with the reconstructed rest: #122
 * Harzburg Front gives the RC Momentum and cubes in Braunschweig and
 * Anhalt only with 10 or more current RC PV. */
START_TEST(test_shape_current_pv_condition_122)
{
    for (int rich = 0; rich <= 1; rich++) {
        wm_game *g = rpt_holding_card(RP_SC_NEW_HOPE, RP_NSDAP, 122);
        rp_state *s = ST(g);
        rpt_clear_map(s);
        s->momentum = RP_COALITION;
        if (rich)
            s->cubes[RP_BAYERN][RP_RC] = 10; /* Bayern's 5 PV + Momentum? no: 5 */
        if (rich)
            s->cubes[RP_BERLIN][RP_RC] = 3; /* Berlin's 6 */
        rpt_poked(g);
        play_through(g, 122);
        ck_assert_int_eq(s->momentum, rich ? RP_RC : RP_COALITION);
        ck_assert_int_eq(s->cubes[RP_BRAUNSCHWEIG_ANHALT][RP_RC], rich);
        ck_assert_int_eq(s->cubes[RP_BRAUNSCHWEIG_ANHALT][RP_NSDAP], rich);
        wm_free(g);
    }
}
END_TEST

/* Tracks and Stances: #51 Beer Hall Putsch: 2 NSDAP cubes in München,
 * NSDAP Stance 2 boxes towards Revolutionary (stopping at the end), the
 * NSDAP the Momentum faction. */
START_TEST(test_shape_tracks_stance_momentum_51_105)
{
    wm_game *g = rpt_holding_card(RP_SC_FATE, RP_NSDAP, 51);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    s->momentum = RP_COALITION;
    rpt_poked(g);
    play_through(g, 51); /* RECONSTRUCTED #51: 2 in München, 1 in Bayern, Momentum */
    ck_assert_int_eq(s->cubes[RP_MUENCHEN][RP_NSDAP], 2);
    ck_assert_int_eq(s->cubes[RP_BAYERN][RP_NSDAP], 1);
    ck_assert_int_eq(s->momentum, RP_NSDAP);
    wm_free(g);
    g = rpt_holding_card(RP_SC_NEW_HOPE, RP_KPD, 105);
    s = ST(g);
    rpt_clear_map(s);
    s->stance[0] = RP_STANCE_PRAGMATIC;
    rpt_poked(g);
    play_through(g, 105); /* RECONSTRUCTED #105: KPD Stance 2 boxes towards Revolutionary */
    ck_assert_int_eq(s->stance[0], RP_STANCE_REVOLUTIONARY);
    wm_free(g);
}
END_TEST

/* Cards drawn and markers: #88 Hugenberg's Media Empire: the RC draws one
 * card; #21 Ordnungszelle Bayern: a Conservative Clique and 2 RC cubes in
 * Bayern; #150 Reichstag Fire removes the KPD Cadre in Berlin. */
START_TEST(test_shape_draw_and_markers_88_21_150)
{
    wm_game *g = rpt_holding_card(RP_SC_NEW_HOPE, RP_RC, 88);
    rp_state *s = ST(g);
    int hand = card_count(s->hand[RP_RC]);
    play_through(g, 88);
    ck_assert_int_eq(card_count(s->hand[RP_RC]), hand); /* one played, one drawn */
    wm_free(g);

    g = rpt_holding_card(RP_SC_FATE, RP_RC, 21);
    s = ST(g);
    rpt_clear_map(s);
    rpt_poked(g);
    play_through(g, 21);
    ck_assert_int_eq(s->clique[RP_BAYERN], 1);
    ck_assert_int_eq(s->cubes[RP_BAYERN][RP_RC], 2);
    wm_free(g);

    g = rpt_holding_card(RP_SC_NEW_HOPE, RP_NSDAP, 150);
    s = ST(g);
    rpt_clear_map(s);
    wm__republic_take_cadre(s, RP_KPD);
    s->cadre[RP_BERLIN] = RP_KPD;
    s->cubes[RP_BERLIN][RP_KPD] = 3;
    rpt_poked(g);
    play_through(g, 150);
    ck_assert_int_eq(s->cadre[RP_BERLIN], 0);
    ck_assert_int_eq(s->cubes[RP_BERLIN][RP_KPD], 1);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The published-only game                                              */
/* ------------------------------------------------------------------ */


/* §3.4 A Time for Revolution?'s final-election modifiers (RECONSTRUCTED,
 * issue 33): what the final Election adds is the scenario's row in the
 * default content and 0 in the published-only game ("what the sources
 * state"; no source states them), so WM_REPUBLIC_PUBLISHED_ONLY plays as
 * before. */
START_TEST(test_3_4_final_pv_mod_default_content_only_recon)
{
    static const int want[NF] = {-3, 6, 4, 3};
    rp_state st;
    memset(&st, 0, sizeof st);
    st.scenario = RP_SC_REVOLUTION;
    for (int f = 0; f < NF; f++)
        ck_assert_int_eq(wm__republic_final_pv_mod(&st, f), want[f]);
    st.flags = WM_REPUBLIC_PUBLISHED_ONLY;
    for (int f = 0; f < NF; f++)
        ck_assert_int_eq(wm__republic_final_pv_mod(&st, f), 0);
    st.flags = 0;
    st.scenario = RP_SC_FATE;
    for (int f = 0; f < NF; f++)
        ck_assert_int_eq(wm__republic_final_pv_mod(&st, f), 0);
}
END_TEST

/* WM_REPUBLIC_PUBLISHED_ONLY: wm_new accepts it, the flag is kept in the
 * state (and so in saves), an unpublished card plays with no instruction,
 * has no name in the view, and the default game differs. */
START_TEST(test_published_only_flag)
{
    wm_game *p = tu_new(WM_WEIMAR_REPUBLIC, RP_SC_FATE, WM_OPT_EXTERNAL_DICE | WM_REPUBLIC_PUBLISHED_ONLY, 7);
    ck_assert_ptr_nonnull(p);
    ck_assert(ST(p)->flags & WM_REPUBLIC_PUBLISHED_ONLY);
    char name[WM_MOVE_NAME_MAX];
    ck_assert_int_eq(wm_move_name(p, WM_REPUBLIC_CARD + 52 - 1, name, sizeof name, NULL), WM_OK);
    ck_assert_str_eq(name, "event 52");
    /* a save keeps it */
    size_t len = 0;
    ck_assert_int_eq(wm_save(p, NULL, 0, &len), WM_ERANGE);
    unsigned char *buf = malloc(len);
    ck_assert_int_eq(wm_save(p, buf, len, &len), WM_OK);
    wm_game *q = NULL;
    ck_assert_int_eq(wm_load(buf, len, &q), WM_OK);
    ck_assert(ST(q)->flags & WM_REPUBLIC_PUBLISHED_ONLY);
    ck_assert_uint_eq(wm_hash(q), wm_hash(p));
    free(buf);
    wm_free(q);
    wm_free(p);

    /* #52 Rentenmark without instructions: only the card moves */
    wm_game *g = rpt_holding_card(RP_SC_FATE, RP_COALITION, 52);
    rp_state *s = ST(g);
    s->econ = RP_ECON_HYPERINFLATION;
    rpt_published(g);
    tu_play(g, "event 52");
    ck_assert_int_eq(s->econ, RP_ECON_HYPERINFLATION);
    ck_assert(card_has(s->discard, 52));
    size_t jl;
    char *js = tu_json(g, RP_COALITION, &jl);
    ck_assert_ptr_nonnull(strstr(js, "\"52\":{\"number\":52,\"name\":null,\"text\":null,"));
    ck_assert_ptr_nonnull(strstr(js, "\"source\":\"unpublished\""));
    free(js);
    wm_free(g);
}
END_TEST

/* ------------------------------------------------------------------ */
/* Texts where a person looks                                           */
/* ------------------------------------------------------------------ */

/* Plays the first legal move until the faction's Action Step is back (the
 * Event's questions answered). */
static void first_moves_to_action_step(wm_game *g)
{
    while (ST(g)->dec != D_STEP) {
        wm_move buf[256];
        ck_assert_uint_gt(wm_legal_moves(g, buf, 256), 0);
        ck_assert_int_eq(wm_apply(g, buf[0]), WM_OK);
    }
}

/* The view's card table: the viewer's hand (not the others'), the discard
 * pile and the Lingering box, each card with number, name, text and
 * flags; the Article 48 prompt and the move name name the card; the log
 * says what the Event did, primitive by primitive. */
START_TEST(test_texts_view_prompt_log_60)
{
    wm_game *g = rpt_holding_card(RP_SC_NEW_HOPE, RP_COALITION, 60);
    rp_state *s = ST(g);
    s->a48_up = 1;
    s->us = 1;
    rpt_give_card(s, RP_KPD, 69);
    rpt_poked(g);
    size_t len;
    char *js = tu_json(g, RP_COALITION, &len);
    ck_assert_ptr_nonnull(strstr(js, "\"60\":{\"number\":60,\"name\":\"Dawes Plan\",\"text\":\"Lingering. Advance U.S. Deals by 2 boxes."));
    ck_assert_ptr_nonnull(strstr(js, "\"source\":\"reconstructed\",\"lingering\":true"));
    ck_assert_ptr_null(strstr(js, "\"69\":{")); /* the KPD's hand is hidden */
    free(js);
    js = tu_json(g, RP_KPD, &len);
    ck_assert_ptr_nonnull(strstr(js, "\"69\":{\"number\":69,\"name\":\"Ernst Thälmann\""));
    ck_assert_ptr_null(strstr(js, "\"60\":{"));
    free(js);
    wm_log *lg = NULL;
    ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
    tu_play(g, "event 60 Dawes Plan");
    ck_assert_str_eq(wm_prompt(g), "play Article 48 to cancel #60 Dawes Plan?");
    js = tu_json(g, RP_KPD, &len); /* the Event in play is public, text and all */
    ck_assert_ptr_nonnull(strstr(js, "\"event_in_play\":{\"card\":60,\"name\":\"Dawes Plan\",\"text\":\"Lingering."));
    free(js);
    tu_play(g, "no");
    first_moves_to_action_step(g);
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    int found = 0;
    for (size_t i = 0; i < wm_log_count(lg); i++)
        found |= strstr(wm_log_text(lg, i), "#60 Dawes Plan: shift a track U.S. Deals by 2: 1 -> 3") != NULL;
    ck_assert(found);
    wm_log_free(lg);
    js = tu_json(g, RP_NSDAP, &len);
    ck_assert_ptr_nonnull(strstr(js, "\"lingering_events\":[{\"card\":60,\"name\":\"Dawes Plan\",\"text\":\"Lingering."));
    free(js);
    wm_free(g);
}
END_TEST

/* #107 Coburg played in A New Hope with a Cadre of faction owner already
 * in Bayern (the NSDAP's: its only Available one; the KPD's: the one it
 * has on the map, moved): the count of log lines with text want; its RC
 * cube is placed either way. */
static int coburg_with_cadre_in_bayern(int owner, const char *want)
{
    wm_game *g = rpt_holding_card(RP_SC_NEW_HOPE, RP_COALITION, 107);
    rp_state *s = ST(g);
    ck_assert_int_eq(s->cadre[RP_BAYERN], 0);
    if (owner == RP_NSDAP) { /* its only Available one */
        ck_assert(wm__republic_cadre_avail(s, RP_NSDAP));
        wm__republic_take_cadre(s, RP_NSDAP);
    } else { /* the KPD's on the map moves to Bayern */
        int from = -1;
        for (int x = 0; x < NSP; x++)
            if (s->cadre[x] == owner)
                from = x;
        ck_assert_int_ge(from, 0);
        s->cadre[from] = 0;
    }
    s->cadre[RP_BAYERN] = (uint8_t)owner;
    int rc_before = s->cubes[RP_BAYERN][RP_RC];
    rpt_poked(g);
    wm_log *lg = NULL;
    ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
    tu_play(g, "event 107 Coburg");
    first_moves_to_action_step(g);
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    int found = 0, rc = 0;
    for (size_t i = 0; i < wm_log_count(lg); i++) {
        found += strstr(wm_log_text(lg, i), want) != NULL;
        rc += strstr(wm_log_text(lg, i), "#107 Coburg: place Influence (RC) in Bayern") != NULL;
    }
    ck_assert_int_eq(rc, 1);
    ck_assert_int_eq(s->cadre[RP_BAYERN], owner); /* nothing placed over it */
    ck_assert_int_eq(s->cubes[RP_BAYERN][RP_RC], rc_before + 1);
    wm_log_free(lg);
    wm_free(g);
    return found;
}

/* §6.0 (the Limits hold): an instruction no space the card names can
 * take does nothing, and the log says so and why rather than leaving it
 * out: #107 Coburg's NSDAP Cadre where Bayern already holds one (a KPD
 * Cadre: "at most one in a space", the NSDAP with one Available), or
 * when Bayern holds the NSDAP's only Available one. */
START_TEST(test_texts_log_unresolved_107)
{
    ck_assert_int_eq(coburg_with_cadre_in_bayern(RP_KPD, "#107 Coburg: place a marker (NSDAP Cadre): nothing happens: "
                                                         "each space the card names has a Cadre (at most one in a "
                                                         "space, §6.0)"),
                     1);
    ck_assert_int_eq(
        coburg_with_cadre_in_bayern(RP_NSDAP, "#107 Coburg: place a marker (NSDAP Cadre): nothing happens: no Cadre "
                                              "of its is Available"),
        1);
}
END_TEST

/* ------------------------------------------------------------------ */
/* The Event language's choices (issue 33): a person is asked, a        */
/* Non-player answers by §8.6 Section 1                                 */
/* ------------------------------------------------------------------ */

/* Card id played by f from an arranged position (map clear, Economy
 * Stable, Unity Sound, Momentum the RC, Stances in the middle), answered
 * with the first option that is not "done" until the Event asks a
 * question of kind dec (returns 1) or the Action Step menu is back. */
static wm_game *ch_play_to(int f, int id, int dec, void (*arrange)(rp_state *))
{
    wm_game *g = rpt_holding_card(id <= RP_CRISIS_LAST ? RP_SC_FATE : RP_SC_NEW_HOPE, f, id);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    rpt_set_levels(s, 3, 3);
    s->econ = RP_ECON_STABLE;
    s->unity = RP_UNITY_SOUND;
    s->momentum = RP_RC;
    s->stance[0] = s->stance[1] = RP_STANCE_BOXES / 2;
    for (int v = 0; v < RP_STANCE_BOXES && !wm__republic_cadre_avail(s, RP_KPD); v++)
        s->stance[0] = (uint8_t)v; /* §5.3: a Stance where Cadres are Available */
    for (int v = 0; v < RP_STANCE_BOXES && !wm__republic_cadre_avail(s, RP_NSDAP); v++)
        s->stance[1] = (uint8_t)v;
    if (arrange)
        arrange(s);
    rpt_poked(g);
    tu_play(g, event_move(id));
    for (int n = 0; n < 100 && !(s->dec == dec && s->nfr >= 1 && s->fr_proc[s->nfr - 1] == P_EVENT &&
                                 s->fr_stage[s->nfr - 1] >= RP_STAGE_EVENT_OPS);
         n++) {
        ck_assert_msg(!(s->dec == D_STEP && s->nfr == 2), "card %d asked no question of kind %d", id, dec);
        wm_move m = first_not_done(g);
        ck_assert_int_eq(wm_apply(g, m), WM_OK);
    }
    ck_assert_int_eq(s->dec, dec);
    return g;
}

/* The Non-player's answer to the question pending in g, as if its seat
 * were a Non-player (§8.6). */
static wm_move ch_np_answer(wm_game *g)
{
    rp_state c = *ST(g);
    c.bots = (uint8_t)(c.bots | (1u << c.dec_seat));
    return wm__republic_np_choose(&c);
}

/* Answers the pending question with m and the rest as play_through does. */
static void ch_finish(wm_game *g, wm_move m)
{
    ck_assert_int_eq(wm_apply(g, m), WM_OK);
    ck_assert_int_eq(wm_check(g), WM_OK);
    rp_state *s = ST(g);
    for (int n = 0; n < 100 && !wm_is_over(g) && !(s->dec == D_STEP && s->nfr == 2); n++) {
        wm_move mv = first_not_done(g);
        ck_assert_int_eq(wm_apply(g, mv), WM_OK);
        ck_assert_int_eq(wm_check(g), WM_OK);
    }
}

/* §6.1 "Where Events specify that an activity "may" be performed, the
 * faction performing that activity determines the extent to which it is
 * performed (including not at all)": #8 Bavarian Soviet Republic, "The
 * KPD may place 1 Available KPD Cadre in München", asks the KPD (a person:
 * the prompt says "may"); no places none, yes one.  A Non-player KPD says
 * yes (§8.6 Section 1 "Place KPD units and pieces"); #64 Mein Kampf's "The
 * NSDAP may draw 1 Event card" asks the NSDAP, whose list names no draw:
 * a Non-player NSDAP says no ("just skip it"). */
START_TEST(test_6_1_may_asks_the_named_faction_8_64)
{
    for (int yes = 0; yes < 2; yes++) {
        wm_game *g = ch_play_to(RP_KPD, 8, D_YESNO, NULL);
        rp_state *s = ST(g);
        ck_assert_int_eq(s->dec_seat, RP_KPD);
        ck_assert_ptr_nonnull(strstr(wm_prompt(g), "\"may\""));
        ck_assert_int_eq(s->cubes[RP_MUENCHEN][RP_KPD], 2); /* the instruction before it done */
        ck_assert_uint_eq(ch_np_answer(g), WM_REPUBLIC_YES);
        ch_finish(g, yes ? WM_REPUBLIC_YES : WM_REPUBLIC_NO);
        ck_assert_int_eq(s->cadre[RP_MUENCHEN], yes ? RP_KPD : 0);
        wm_free(g);
    }
    wm_game *g = ch_play_to(RP_KPD, 64, D_YESNO, NULL);
    rp_state *s = ST(g);
    ck_assert_int_eq(s->dec_seat, RP_NSDAP); /* "The NSDAP may" */
    ck_assert_uint_eq(ch_np_answer(g), WM_REPUBLIC_NO);
    /* the checker: the stage is the choice's only state, and a yes/no
     * question at another instruction's stage is corrupt (issue 32 item 1) */
    ck_assert_int_eq(wm__republic_check_state(s), WM_OK);
    rp_state bad = *s;
    bad.fr_stage[bad.nfr - 1] = (uint8_t)(bad.fr_stage[bad.nfr - 1] - 2);
    ck_assert_int_eq(wm__republic_check_state(&bad), WM_ECORRUPT);
    wm_free(g);
}
END_TEST

/* "Either ... or": #80 Princes' Expropriation, "Either place 1 KPD
 * Influence in a City or place 1 Coalition Influence in a City", asks the
 * active faction; yes places the KPD's cube, no the Coalition's.  §8.6
 * Section 1 "choose the one closest to the top of each list first": a
 * Non-player KPD takes its own placement (yes), a Non-player Coalition
 * playing it its own (no). */
START_TEST(test_6_1_either_or_80)
{
    for (int yes = 0; yes < 2; yes++) {
        wm_game *g = ch_play_to(RP_KPD, 80, D_YESNO, NULL);
        rp_state *s = ST(g);
        ck_assert_int_eq(s->dec_seat, RP_KPD);
        ck_assert_ptr_nonnull(strstr(wm_prompt(g), "either"));
        ck_assert_uint_eq(ch_np_answer(g), WM_REPUBLIC_YES);
        ch_finish(g, yes ? WM_REPUBLIC_YES : WM_REPUBLIC_NO);
        int kpd = 0, coal = 0;
        for (int sp = 0; sp < RP_NCITIES; sp++) {
            kpd += s->cubes[sp][RP_KPD];
            coal += s->cubes[sp][RP_COALITION];
        }
        ck_assert_int_eq(kpd, yes);
        ck_assert_int_eq(coal, !yes);
        wm_free(g);
    }
    wm_game *g = ch_play_to(RP_COALITION, 80, D_YESNO, NULL);
    ck_assert_int_eq(ST(g)->dec_seat, RP_COALITION);
    ck_assert_uint_eq(ch_np_answer(g), WM_REPUBLIC_NO);
    wm_free(g);
}
END_TEST

static void ch_coalition_in_berlin(rp_state *s) { s->cubes[RP_BERLIN][RP_COALITION] = 3; }

/* "Up to": #36 Murder of Rathenau, "Remove up to 2 Coalition Influence
 * from Berlin": a person may stop at once ("done" is offered) and removes
 * none.  A Non-player KPD removes opposing pieces (§8.6 Section 1, "to
 * the maximum extent possible": a space, not "done"); a Non-player
 * Coalition playing it has no such option on its list and skips it. */
START_TEST(test_6_1_up_to_36)
{
    wm_game *g = ch_play_to(RP_KPD, 36, D_SPACE, ch_coalition_in_berlin);
    rp_state *s = ST(g);
    ck_assert(wm__republic_is_legal(s, WM_REPUBLIC_DONE));
    ck_assert_uint_eq(ch_np_answer(g), WM_REPUBLIC_SPACE + RP_BERLIN);
    ck_assert_int_eq(wm_apply(g, WM_REPUBLIC_DONE), WM_OK);
    ck_assert_int_eq(s->cubes[RP_BERLIN][RP_COALITION], 3);
    wm_free(g);
    g = ch_play_to(RP_COALITION, 36, D_SPACE, ch_coalition_in_berlin);
    ck_assert_uint_eq(ch_np_answer(g), WM_REPUBLIC_DONE);
    wm_free(g);
}
END_TEST

static void ch_rc_in_berlin(rp_state *s) { s->cubes[RP_BERLIN][RP_RC] = 2; }

/* Replace Influence (§8.6 Section 4 B "places, removes, or replaces
 * Influence"): #84 Seeckt Dismissed, "Replace up to 1 RC Influence in
 * Berlin or Brandenburg with 1 Coalition Influence": the Coalition's
 * answer Berlin takes one RC cube there and puts a Coalition cube in its
 * place; §6.0 then bars further placements and removals in Berlin this
 * Action Step (reading: the space counts as both).  A Non-player
 * Coalition replaces (an opposing piece removed, Section 1's top); a
 * Non-player RC playing it skips (its own cube is no opposing piece). */
START_TEST(test_8_6_replace_influence_84)
{
    wm_game *g = ch_play_to(RP_COALITION, 84, D_SPACE, ch_rc_in_berlin);
    rp_state *s = ST(g);
    ck_assert_uint_eq(s->dec_mask, SPB(RP_BERLIN));
    ck_assert(wm__republic_is_legal(s, WM_REPUBLIC_DONE));
    ck_assert_uint_eq(ch_np_answer(g), WM_REPUBLIC_SPACE + RP_BERLIN);
    ch_finish(g, WM_REPUBLIC_SPACE + RP_BERLIN);
    ck_assert_int_eq(s->cubes[RP_BERLIN][RP_RC], 1);
    ck_assert_int_eq(s->cubes[RP_BERLIN][RP_COALITION], 1);
    ck_assert(bit(s->placed, RP_BERLIN) && bit(s->removed, RP_BERLIN));
    wm_free(g);
    g = ch_play_to(RP_RC, 84, D_SPACE, ch_rc_in_berlin);
    ck_assert_uint_eq(ch_np_answer(g), WM_REPUBLIC_DONE);
    wm_free(g);
}
END_TEST

/* At least a fifth of the 136 wholly reconstructed cards offer a choice
 * (issue 33): a "may", an "either", an "up to" or a replacement. */
START_TEST(test_cards_a_fifth_offer_a_choice)
{
    int n = 0;
    for (int id = 1; id <= RP_NEVENTS; id++) {
        const rp_card_info *c = DEF(id);
        int ch = 0;
        for (const rp_fx_op *o = c->fx; o && o->op != RP_OP_END; o++)
            ch |= o->op == RP_OP_MAY || o->op == RP_OP_EITHER || (o->flags & RP_FXF_UPTO);
        if (ch) {
            n++;
            ck_assert_msg(strstr(c->text, "may") || strstr(c->text, "up to") || strstr(c->text, "Up to") ||
                              strstr(c->text, "ither"),
                          "card %d: a choice its text does not word", id);
        }
    }
    ck_assert_int_ge(n, 28);
}
END_TEST

/* §6.0 Limits ("a faction may not both place and remove Influence from the
 * same space" in one Action Step) against the reconstruction's round 6
 * (doc/republic-content.md): an Event that removes or replaces Influence
 * and then places Influence names, for the placement, at least one space
 * its earlier removals do not, so that whichever space the removal takes
 * the placement can still act.  The two branches of an "either" never
 * both run: a removal in one does not bind a placement in the other.  An
 * instruction in the space a card chose (RP_FXF_CHOSEN) names that one
 * space: a placement there after a removal there could never act. */
START_TEST(test_6_0_no_removal_forbids_a_later_placement)
{
    int checked = 0;
    for (int id = 1; id <= RP_NEVENTS; id++) {
        const rp_card_info *c = DEF(id);
        uint32_t removed = 0, before = 0, branch_a = 0;
        int removed_chosen = 0; /* a removal in the chosen space (the either aside: no card has one there) */
        int a_end = -1, b_end = -1; /* the either's first branch ends at a_end (its SKIP), the second at b_end */
        for (int i = 0; c->fx && c->fx[i].op != RP_OP_END; i++) {
            const rp_fx_op *o = &c->fx[i];
            uint32_t where = o->spaces ? o->spaces : RP_ALL_SPACES;
            if (o->op == RP_OP_EITHER) {
                before = removed;
                a_end = i + (o->n ? o->n : 1);
                continue;
            }
            if (i == a_end && o->op == RP_OP_SKIP) { /* the second branch starts from the state before the either */
                branch_a = removed;
                removed = before;
                b_end = i + o->n;
                continue;
            }
            int chosen = (o->flags & RP_FXF_CHOSEN) != 0;
            if (o->op == RP_OP_REMOVE_CUBES || o->op == RP_OP_REPLACE_CUBES) {
                if (chosen)
                    removed_chosen = 1;
                else
                    removed |= where;
            }
            if (o->op == RP_OP_PLACE_CUBES && chosen)
                ck_assert_msg(!removed_chosen, "card %d, instruction %d: it places where it removed", id, i);
            if (o->op == RP_OP_PLACE_CUBES && !chosen && removed) {
                checked++;
                ck_assert_msg((where & ~removed) != 0,
                              "card %d, instruction %d: every space it places in may be one an earlier removal took", id,
                              i);
            }
            if (i == b_end) {
                removed |= branch_a; /* after the either: either branch's removals */
                b_end = -1;
            }
        }
    }
    ck_assert_int_ge(checked, 5); /* #10, #38, #58, #77, #109, ...: the test reads real programs */
}
END_TEST


/* ------------------------------------------------------------------ */
/* Card instructions and units outside an Action (issue 33)              */
/* ------------------------------------------------------------------ */

/* Answers g's questions with first_not_done until the pending decision is
 * dec (1) or the Action Step menu is back (0). */
static int until_dec(wm_game *g, int dec)
{
    rp_state *s = ST(g);
    for (int n = 0; n < 200 && !wm_is_over(g) && !(s->dec == D_STEP && s->nfr == 2); n++) {
        if (s->dec == dec)
            return 1;
        ck_assert_int_eq(wm_apply(g, first_not_done(g)), WM_OK);
        ck_assert_int_eq(wm_check(g), WM_OK);
    }
    return s->dec == dec;
}

static int ncards(const uint64_t *set)
{
    int n = 0;
    for (int w = 0; w < CW; w++)
        n += __builtin_popcountll(set[w]);
    return n;
}

/* #34 Murder of Erzberger in the RC's hand, the Coalition (a Non-player if
 * np) holding exactly the n cards ids. */
static wm_game *erzberger_against(const int *ids, int n, int np)
{
    wm_game *g = rpt_holding_card(RP_SC_FATE, RP_RC, 34);
    rp_state *s = ST(g);
    memset(s->hand[RP_COALITION], 0, sizeof s->hand[RP_COALITION]);
    for (int i = 0; i < n; i++)
        rpt_give_card(s, RP_COALITION, ids[i]);
    if (np)
        s->bots = (uint8_t)(s->bots | 1u << RP_COALITION);
    rpt_poked(g);
    return g;
}

/* §6.0 "If an Event allows a card to be discarded, Election and Mandatory
 * cards may never be discarded": #34 Murder of Erzberger played by the RC
 * asks the Coalition (the faction it names, §6.1) which card it discards;
 * its Election card and #10 (Mandatory) are not offered; the card goes to
 * the face-up discard pile.  A Non-player Coalition discards "the top card
 * off the stack" (§8.1): one at random, no question. */
START_TEST(test_6_0_discard_never_election_or_mandatory_34)
{
    wm_game *g = erzberger_against((const int[]){152, 10, 35, 39}, 4, 0); /* an Election card, #10 Mandatory */
    rp_state *s = ST(g);
    int pile = ncards(s->discard);
    tu_play(g, event_move(34));
    ck_assert(until_dec(g, D_CARD));
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    ck_assert(!wm_is_legal(g, WM_REPUBLIC_DISCARD + 152 - 1));
    ck_assert(!wm_is_legal(g, WM_REPUBLIC_DISCARD + 10 - 1));
    ck_assert(wm_is_legal(g, WM_REPUBLIC_DISCARD + 35 - 1));
    ck_assert(!wm_is_legal(g, WM_REPUBLIC_DONE)); /* "discards 1": not "up to" */
    char buf[WM_MOVE_LABEL_MAX];
    ck_assert_int_eq(wm_move_label(g, WM_REPUBLIC_DISCARD + 39 - 1, buf, sizeof buf, NULL), WM_OK);
    ck_assert_str_eq(buf, "discard: #39 March on Rome [reconstructed]");
    ck_assert_int_eq(wm_move_name(g, WM_REPUBLIC_DISCARD + 39 - 1, buf, sizeof buf, NULL), WM_OK);
    ck_assert_str_eq(buf, "discard 39 March on Rome");
    tu_play(g, "discard 39 March on Rome");
    ck_assert(card_has(s->discard, 39));
    ck_assert(!card_has(s->hand[RP_COALITION], 39));
    ck_assert_int_eq(ncards(s->hand[RP_COALITION]), 3);
    ck_assert_int_eq(ncards(s->discard), pile + 2); /* #39 and #34 itself */
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);

    /* a Non-player Coalition: one of its two discardable cards, at random */
    g = erzberger_against((const int[]){152, 35, 39}, 3, 1);
    s = ST(g);
    play_through(g, 34);
    ck_assert(card_has(s->hand[RP_COALITION], 152));
    ck_assert_int_eq(ncards(s->hand[RP_COALITION]), 2);
    ck_assert(card_has(s->discard, 35) != card_has(s->discard, 39));
    wm_free(g);
}
END_TEST

/* The lines of g's log from playing card id (held by its active faction)
 * to the Action Step menu that contain want. */
static int log_lines_with(wm_game *g, int id, const char *want)
{
    wm_log *lg = NULL;
    ck_assert_int_eq(wm__log_capture_begin(g, WM_SPECTATOR, &lg), WM_OK);
    tu_play(g, event_move(id));
    first_moves_to_action_step(g);
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    int found = 0;
    for (size_t i = 0; i < wm_log_count(lg); i++)
        found += strstr(wm_log_text(lg, i), want) != NULL;
    wm_log_free(lg);
    return found;
}

/* §6.0 "Election and Mandatory cards may never be discarded", §5.1 "If
 * none are Available, skip that instruction": a card instruction with no
 * card to move, and a unit placement with no unit Available, do nothing,
 * and the log says so and why (it said nothing): #34 Murder of Erzberger's
 * discard with the Coalition holding only an Election and a Mandatory
 * card; #33's NSDAP unit with none Available. */
START_TEST(test_texts_log_card_and_unit_none_34_33)
{
    wm_game *g = erzberger_against((const int[]){152, 10}, 2, 0); /* an Election card, #10 Mandatory */
    rp_state *s = ST(g);
    int pile = ncards(s->discard);
    ck_assert_int_eq(log_lines_with(g, 34, ": discard a card (Coalition): nothing happens: no card in its hand may be "
                                           "discarded (never an Election or Mandatory card, §6.0)"),
                     1);
    ck_assert_int_eq(ncards(s->hand[RP_COALITION]), 2);
    ck_assert_int_eq(ncards(s->discard), pile + 1); /* #34 itself */
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);

    g = rpt_holding_card(RP_SC_FATE, RP_NSDAP, 33);
    s = ST(g);
    rpt_clear_map(s);
    for (int sp = 0; sp < NSP && wm__republic_unit_avail(s, RP_NSDAP); sp++)
        while (wm__republic_unit_avail(s, RP_NSDAP) && wm__republic_sa_avail(s) > 0)
            s->sa[sp]++; /* every SA on the map */
    ck_assert(!wm__republic_unit_avail(s, RP_NSDAP));
    rpt_poked(g);
    ck_assert_int_eq(log_lines_with(g, 33, ": place a unit (NSDAP): nothing happens: no unit of its is Available"), 1);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST

/* Give: #62 Bürgerblock played by the KPD: the Coalition chooses which of
 * its cards the RC receives (a secret decision: only the two see it). */
START_TEST(test_6_1_give_card_62)
{
    wm_game *g = rpt_holding_card(RP_SC_NEW_HOPE, RP_KPD, 62);
    rp_state *s = ST(g);
    memset(s->hand[RP_COALITION], 0, sizeof s->hand[RP_COALITION]);
    rpt_give_card(s, RP_COALITION, 154); /* an Election card may be given (only discarding is forbidden) */
    rpt_give_card(s, RP_COALITION, 71);
    rpt_poked(g);
    int rc = ncards(s->hand[RP_RC]);
    tu_play(g, event_move(62));
    ck_assert(until_dec(g, D_CARD));
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    ck_assert(wm_is_secret(g));
    ck_assert(wm_is_legal(g, WM_REPUBLIC_DISCARD + 154 - 1));
    char buf[WM_MOVE_LABEL_MAX];
    ck_assert_int_eq(wm_move_label(g, WM_REPUBLIC_DISCARD + 71 - 1, buf, sizeof buf, NULL), WM_OK);
    ck_assert_str_eq(buf, "give: #71 Soviet Trade Treaty [reconstructed] (to the RC)");
    tu_play(g, "give 71 Soviet Trade Treaty");
    ck_assert(card_has(s->hand[RP_RC], 71));
    ck_assert(!card_has(s->hand[RP_COALITION], 71));
    ck_assert_int_eq(ncards(s->hand[RP_RC]), rc + 1);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST

/* Take at random from a hand (§8.1 "Whenever an NP faction takes a card
 * from another faction"): #131 Industry Club Speech: a chance pick among
 * the RC's cards (a D_CARDDRAW with external dice), none asked of a seat. */
START_TEST(test_6_1_take_card_at_random_131)
{
    wm_game *g = rpt_holding_card(RP_SC_NEW_HOPE, RP_NSDAP, 131);
    rp_state *s = ST(g);
    memset(s->hand[RP_RC], 0, sizeof s->hand[RP_RC]);
    rpt_give_card(s, RP_RC, 120);
    rpt_give_card(s, RP_RC, 142);
    s->flags |= WM_OPT_EXTERNAL_DICE;
    rpt_poked(g);
    int n = ncards(s->hand[RP_NSDAP]);
    tu_play(g, event_move(131));
    ck_assert(until_dec(g, D_CARDDRAW));
    ck_assert_int_eq(wm_to_move(g), WM_CHANCE);
    ck_assert(wm_is_legal(g, WM_REPUBLIC_DRAW + 120 - 1));
    ck_assert(wm_is_legal(g, WM_REPUBLIC_DRAW + 142 - 1));
    ck_assert(!wm_is_legal(g, WM_REPUBLIC_DRAW + 131 - 1));
    ck_assert_int_eq(wm_apply(g, WM_REPUBLIC_DRAW + 142 - 1), WM_OK);
    ck_assert(card_has(s->hand[RP_NSDAP], 142));
    ck_assert_int_eq(ncards(s->hand[RP_NSDAP]), n); /* #131 played, #142 taken */
    ck_assert_int_eq(ncards(s->hand[RP_RC]), 1);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);

    /* internal dice: no question; one of the RC's cards changes hands */
    g = rpt_holding_card(RP_SC_NEW_HOPE, RP_NSDAP, 131);
    s = ST(g);
    memset(s->hand[RP_RC], 0, sizeof s->hand[RP_RC]);
    rpt_give_card(s, RP_RC, 120);
    rpt_poked(g);
    play_through(g, 131);
    ck_assert(card_has(s->hand[RP_NSDAP], 120));
    ck_assert_int_eq(ncards(s->hand[RP_RC]), 0);
    wm_free(g);
}
END_TEST

/* Take from the face-up discard pile (§6.1 "may be examined at any
 * time"): #63 Refoundation and Legality: the NSDAP picks the card. */
START_TEST(test_6_1_take_from_discard_pile_63)
{
    wm_game *g = rpt_holding_card(RP_SC_NEW_HOPE, RP_NSDAP, 63);
    rp_state *s = ST(g);
    memset(s->discard, 0, sizeof s->discard);
    card_del(s->deck, 93);
    card_del(s->deck, 58);
    for (int f = 0; f < NF; f++) {
        card_del(s->hand[f], 93);
        card_del(s->hand[f], 58);
    }
    card_add(s->discard, 93);
    card_add(s->discard, 58);
    rpt_poked(g);
    tu_play(g, event_move(63));
    ck_assert(until_dec(g, D_CARD));
    ck_assert_int_eq(wm_to_move(g), RP_NSDAP);
    ck_assert(!wm_is_secret(g));
    char buf[WM_MOVE_LABEL_MAX];
    ck_assert_int_eq(wm_move_name(g, WM_REPUBLIC_DISCARD + 93 - 1, buf, sizeof buf, NULL), WM_OK);
    ck_assert_str_eq(buf, "take 93 Nuremberg Rally");
    tu_play(g, "take 93 Nuremberg Rally");
    ck_assert(card_has(s->hand[RP_NSDAP], 93));
    ck_assert(!card_has(s->discard, 93));
    ck_assert(card_has(s->discard, 58));
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);
}
END_TEST

/* Inspect: #37 Law for the Protection of the Republic: the Coalition
 * names a faction and sees its hand in its own log only; a Non-player
 * Coalition ignores the instruction (§8.1 "Ignore any Event that
 * instructs an NP faction to inspect any 1 faction's hand of cards"). */
START_TEST(test_8_1_inspect_hand_37)
{
    wm_game *g = rpt_holding_card(RP_SC_FATE, RP_COALITION, 37);
    rp_state *s = ST(g);
    memset(s->hand[RP_NSDAP], 0, sizeof s->hand[RP_NSDAP]);
    rpt_give_card(s, RP_NSDAP, 51);
    rpt_poked(g);
    tu_play(g, event_move(37));
    ck_assert(until_dec(g, D_FACTION));
    ck_assert_int_eq(wm_to_move(g), RP_COALITION);
    ck_assert(!wm_is_legal(g, WM_REPUBLIC_FACTION + RP_COALITION));
    ck_assert_str_eq(wm_prompt(g), "the Event says \"inspect\": whose hand of cards do you look at?");
    wm_game *h = NULL;
    ck_assert_int_eq(wm_clone(g, &h), WM_OK);
    wm_log *mine = NULL, *theirs = NULL;
    ck_assert_int_eq(wm__log_capture_begin(g, RP_COALITION, &mine), WM_OK);
    tu_play(g, "faction NSDAP");
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    ck_assert_int_eq(wm__log_capture_begin(h, RP_KPD, &theirs), WM_OK);
    tu_play(h, "faction NSDAP");
    ck_assert_int_eq(wm__log_capture_end(), WM_OK);
    tu_log_expect(mine, "event", "#37: the NSDAP's hand: #51 Beer Hall Putsch");
    tu_log_expect(theirs, "event", "#37: the Coalition inspects the NSDAP's hand (1 cards)");
    tu_log_expect_none(theirs, "event", "#37: the NSDAP's hand: #51 Beer Hall Putsch");
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_log_free(mine);
    wm_log_free(theirs);
    wm_free(h);
    wm_free(g);

    g = rpt_holding_card(RP_SC_FATE, RP_KPD, 37);
    s = ST(g);
    s->bots = (uint8_t)(s->bots | 1u << RP_COALITION);
    rpt_poked(g);
    tu_play(g, event_move(37));
    ck_assert(!until_dec(g, D_FACTION)); /* never asked */
    wm_free(g);
}
END_TEST

/* A unit placed outside an Action (§1.4): #33 Sturmabteilung puts an SA
 * in München where the NSDAP has no Presence (the Place Unit Action's
 * condition does not hold); #22 Max Hoelz's Militia placed where an SA
 * stands starts the Sworn Enemies free Assault (§6.0 "any Event or
 * Action"). */
START_TEST(test_1_4_unit_outside_an_action_33_22)
{
    wm_game *g = rpt_holding_card(RP_SC_FATE, RP_NSDAP, 33);
    rp_state *s = ST(g);
    rpt_clear_map(s);
    rpt_poked(g);
    int sa = wm__republic_sa_avail(s);
    tu_play(g, event_move(33));
    ck_assert(until_dec(g, D_SPACE));
    ck_assert_int_eq(s->dec_mask, SPB(RP_MUENCHEN) | SPB(RP_BAYERN));
    tu_play(g, "space Bayern");
    ck_assert_int_eq(s->sa[RP_BAYERN], 1);
    ck_assert_int_eq(wm__republic_sa_avail(s), sa - 1);
    ck_assert_int_eq(wm_check(g), WM_OK);
    wm_free(g);

    g = rpt_holding_card(RP_SC_FATE, RP_KPD, 22);
    s = ST(g);
    rpt_clear_map(s);
    s->sa[RP_SACHSEN] = 1;
    rpt_poked(g);
    tu_play(g, event_move(22));
    int assault = 0;
    for (int n = 0; n < 60 && !(s->dec == D_STEP && s->nfr == 2); n++) {
        for (int i = 0; i < s->nfr; i++)
            assault |= s->fr_proc[i] == P_ASSAULT;
        ck_assert_int_eq(wm_apply(g, first_not_done(g)), WM_OK);
        ck_assert_int_eq(wm_check(g), WM_OK);
    }
    ck_assert(assault);
    wm_free(g);
}
END_TEST

static Suite *cards_suite(void)
{
    const tu_test tests[] = {
        {"5.3 unity", test_5_3_event_reform_not_at_fragile_1_14_66_92},
        {"6.0 texts", test_6_0_all_151_programs_do_what_their_texts_say},
        {"table", test_cards_every_event_named_and_programmed},
        {"table", test_cards_flag_counts},
        {"choices", test_cards_a_fifth_offer_a_choice},
        {"removal then placement", test_6_0_no_removal_forbids_a_later_placement},
        {"texts", test_texts_log_card_and_unit_none_34_33},
        {"choices", test_6_1_may_asks_the_named_faction_8_64},
        {"choices", test_6_1_either_or_80},
        {"choices", test_6_1_up_to_36},
        {"choices", test_8_6_replace_influence_84},
        {"table", test_cards_golden_twenties_can_bring_recovery},
        {"play", test_cards_every_event_plays},
        {"shapes", test_shape_economy_towards_stable_52},
        {"shapes", test_shape_deals_and_cancels_60_106},
        {"shapes", test_shape_strike_and_general_strike_3},
        {"shapes", test_shape_action_by_named_faction_46},
        {"shapes", test_shape_action_ban_135_138},
        {"shapes", test_shape_lingering_ends_99_13},
        {"shapes", test_shape_requires_cancels_8_9},
        {"shapes", test_requires_name_a_card_of_an_earlier_era_recon},
        {"shapes", test_shape_current_pv_condition_122},
        {"shapes", test_shape_tracks_stance_momentum_51_105},
        {"table", test_3_4_final_pv_mod_default_content_only_recon},
        {"shapes", test_shape_draw_and_markers_88_21_150},
        {"6.1 requires and cancels", test_6_1_requires_unmet_and_cancels_logged},
        {"published", test_published_only_flag},
        {"texts", test_texts_view_prompt_log_60},
        {"texts", test_texts_log_unresolved_107},
        {"cards", test_6_0_discard_never_election_or_mandatory_34},
        {"cards", test_6_1_give_card_62},
        {"cards", test_6_1_take_card_at_random_131},
        {"cards", test_6_1_take_from_discard_pile_63},
        {"cards", test_8_1_inspect_hand_37},
        {"units", test_1_4_unit_outside_an_action_33_22},
    };
    return tu_suite("republic_cards", tests, sizeof tests / sizeof tests[0]);
}

int main(void) { return tu_run(cards_suite()); }
