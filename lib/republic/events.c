/*
 * events.c - §6.0 the Action Step and its operations (one Action; an Event
 * and two Actions in either order; pass with the optional discard; the
 * bonus operations Reichstag Seats and one Parliamentary Control card),
 * §7.7 the Extra Election call.  Event cards and Article 48: effects.c.
 */
#include "republic.h"

/* §1.6, §6.0: Election and Mandatory cards are never discarded. */
int wm__republic_card_discardable(int id)
{
    const rp_card_info *c = CARD(id);
    return c->kind != RP_CARD_ELECTION && !(c->flags & RP_CF_MANDATORY);
}

/* §1.6: only one Election card may be played each round. */
int wm__republic_card_playable(const rp_state *st, int f, int id)
{
    if (!card_has(st->hand[f], id))
        return 0;
    if (CARD(id)->kind == RP_CARD_ELECTION && (st->round_flags & RF_ELECTION))
        return 0;
    return 1;
}

static int has_playable(const rp_state *st, int f)
{
    for (int id = 1; id <= RP_NCARDS; id++)
        if (wm__republic_card_playable(st, f, id))
            return 1;
    return 0;
}

/* What the Action Step menu offers now (§6.0). */
typedef struct step_opts {
    int actions, event, pass, end, bonus, only_actions;
} step_opts;

static step_opts step_options(const rp_state *st)
{
    step_opts o = {0, 0, 0, 0, 0, 0};
    int f = st->active, n = st->st_nact, ev = st->st_flags & SF_EVENT;
    int last = st->st_flags & SF_LAST_ACTION;
    if (n == 1 && ev) { /* the second of the Event's two Actions, at once */
        o.actions = o.only_actions = 1;
        return o;
    }
    if (n == 0)
        o.actions = 1;
    else if (n == 1 && last && has_playable(st, f))
        o.actions = 1; /* two Actions, then an Event */
    o.event = !ev && (n == 0 || n == 2) && has_playable(st, f);
    o.pass = n == 0 && !ev;
    o.end = (n == 1 && !ev) || (n == 2 && (ev || !o.event));
    o.bonus = 1;
    return o;
}


size_t wm__republic_step_legal(const rp_state *st, wm_move *buf, size_t cap)
{
    step_opts o = step_options(st);
    int f = st->active;
    size_t k = 0;
    int extra = (st->rules & RP_SR_EXTRA_ELECTION) && !st->extra_used && f == st->momentum;
    if (o.pass)
        WM_EMIT(WM_REPUBLIC_PASS);
    if (o.end)
        WM_EMIT(WM_REPUBLIC_END);
    int rs = !o.only_actions && st->rs_holder == f && st->rs_up;
    if (rs)
        WM_EMIT(WM_REPUBLIC_SEATS);
    if (rs && extra)
        WM_EMIT(WM_REPUBLIC_SEATS_EXTRA);
    if (o.actions) {
        uint32_t m = wm__republic_faction_actions[f];
        for (int a = 0; a < WM_REPUBLIC_NACTIONS; a++)
            if (bit(m, a))
                WM_EMIT(WM_REPUBLIC_ACTION + a);
    }
    if (!o.only_actions) {
        if (!(st->st_flags & SF_PC))
            for (int u = 0; u < RP_NPC; u++)
                if (st->pc_holder[u] == f && bit(st->pc_up, u))
                    WM_EMIT(WM_REPUBLIC_PC + u);
        if (extra)
            for (int u = 0; u < RP_NPC; u++)
                if (st->pc_holder[u] == f && bit(st->pc_up, u))
                    WM_EMIT(WM_REPUBLIC_PC_EXTRA + u);
    }
    if (o.event)
        for (int id = 1; id <= RP_NCARDS; id++)
            if (wm__republic_card_playable(st, f, id))
                WM_EMIT(WM_REPUBLIC_CARD + id - 1);
    if (o.pass && !card_empty(st->deck))
        for (int id = 1; id <= RP_NCARDS; id++)
            if (card_has(st->hand[f], id) && wm__republic_card_discardable(id))
                WM_EMIT(WM_REPUBLIC_DISCARD + id - 1);
    return k;
}

/* ------------------------------------------------------------------ */
/* The Action Step procedure                                            */
/* ------------------------------------------------------------------ */

enum { S_MENU = 0, S_GOT, S_DRAW, S_DRAW_GOT };
_Static_assert(S_MENU == RP_STAGE_STEP_MENU, "republic.h RP_STAGE_STEP_MENU");
_Static_assert(S_GOT == RP_STAGE_STEP_GOT, "republic.h RP_STAGE_STEP_GOT");

int wm__republic_run_step(rp_state *st)
{
    for (;;) {
        switch (STAGE(st)) {
        case S_MENU: {
            wm_move tmp[4];
            size_t n = wm__republic_step_legal(st, tmp, 4);
            if (n == 0 || (n == 1 && tmp[0] == WM_REPUBLIC_END))
                return 1;
            STAGE(st) = S_GOT;
            wm__republic_ask(st, D_STEP, st->active, 0, 0);
            return 0;
        }
        case S_GOT: {
            int m = st->choice, f = st->active;
            STAGE(st) = S_MENU;
            if (m == WM_REPUBLIC_PASS || m == WM_REPUBLIC_END)
                return 1;
            if (m >= WM_REPUBLIC_ACTION && m < WM_REPUBLIC_ACTION + WM_REPUBLIC_NACTIONS) {
                st->st_nact++;
                st->st_flags |= SF_LAST_ACTION;
                st->act = (uint8_t)(m - WM_REPUBLIC_ACTION);
                st->actor = (uint8_t)f;
                st->limit = RP_ALL_SPACES;
                wm__republic_push(st, P_ACTION);
                return 0;
            }
            st->st_flags &= (uint8_t)~SF_LAST_ACTION;
            if (m >= WM_REPUBLIC_CARD && m < WM_REPUBLIC_DISCARD) {
                st->st_flags |= SF_EVENT;
                st->st_card = (uint8_t)(m - WM_REPUBLIC_CARD + 1);
                wm__republic_push(st, P_EVENT);
                return 0;
            }
            if (m >= WM_REPUBLIC_DISCARD && m < WM_REPUBLIC_DRAW) {
                /* §6.0 pass: discard an Event card and draw a replacement */
                int id = m - WM_REPUBLIC_DISCARD + 1;
                card_del(st->hand[f], id);
                card_add(st->discard, id);
                STAGE(st) = S_DRAW_GOT;
                if (wm__republic_ask_draw(st))
                    return 0;
                break;
            }
            if (m == WM_REPUBLIC_SEATS) {
                /* §6.0 Reichstag Seats */
                st->rs_up = 0;
                if (st->unity > RP_UNITY_FRAGILE)
                    st->unity--;
                st->momentum = (uint8_t)f;
                wm__republic_clean_slate(st, RP_ALL_SPACES);
                break;
            }
            if (m == WM_REPUBLIC_SEATS_EXTRA || (m >= WM_REPUBLIC_PC_EXTRA && m < WM_REPUBLIC_NUM)) {
                /* §7.7 Extra Election */
                if (m == WM_REPUBLIC_SEATS_EXTRA)
                    st->rs_up = 0;
                else
                    st->pc_up = (uint8_t)(st->pc_up & ~(1u << (m - WM_REPUBLIC_PC_EXTRA)));
                st->round_flags |= RF_EXTRA;
                st->extra_used = 1;
                break;
            }
            if (m >= WM_REPUBLIC_PC && m < WM_REPUBLIC_PC_EXTRA) {
                int u = m - WM_REPUBLIC_PC;
                st->pc_up = (uint8_t)(st->pc_up & ~(1u << u));
                st->st_flags |= SF_PC;
                st->st_pc = (uint8_t)u;
                wm__republic_push(st, P_PCBONUS);
                return 0;
            }
            break;
        }
        case S_DRAW_GOT: {
            int id = rp_arg(st, WM_REPUBLIC_DRAW, 169) + 1;
            card_del(st->deck, id);
            card_add(st->hand[st->active], id);
            return 1;
        }
        default:
            return 1;
        }
    }
}

/* §6.1 Event cards: lib/republic/effects.c (the effect vocabulary). */

/* ------------------------------------------------------------------ */
/* §6.0 Parliamentary Control cards                                     */
/* ------------------------------------------------------------------ */

enum { B_START = 0, B_GOT, B_REFORM, B_REFORM_GOT };
_Static_assert(B_REFORM == RP_STAGE_PCBONUS_REFORM, "republic.h RP_STAGE_PCBONUS_REFORM");

int wm__republic_run_pcbonus(rp_state *st)
{
    int u = st->st_pc;
    uint32_t area = wm__republic_pc_mask[u];
    for (;;) {
        switch (STAGE(st)) {
        case B_START: {
            uint32_t acts = wm__republic_pc_actions(st, st->active, area);
            STAGE(st) = B_REFORM;
            if (acts) {
                STAGE(st) = B_GOT;
                wm__republic_ask(st, D_ACTION, st->active, acts, 1);
                return 0;
            }
            break;
        }
        case B_GOT:
            STAGE(st) = B_REFORM;
            if (st->choice != WM_REPUBLIC_DONE) {
                st->act = (uint8_t)(rp_arg(st, WM_REPUBLIC_ACTION, 23));
                st->actor = st->active;
                st->limit = area;
                wm__republic_push(st, P_ACTION);
                return 0;
            }
            break;
        case B_REFORM: {
            st->limit = RP_ALL_SPACES;
            uint32_t m = 0;
            for (int s = 0; s < NSP; s++)
                if (bit(area, s) && st->reform[s])
                    m |= SPB(s);
            if (m) {
                STAGE(st) = B_REFORM_GOT;
                wm__republic_ask(st, D_SPACE, st->active, m, 1);
                return 0;
            }
            wm__republic_clean_slate(st, area);
            return 1;
        }
        case B_REFORM_GOT:
        default:
            if (st->choice != WM_REPUBLIC_DONE) {
                int s = rp_arg(st, WM_REPUBLIC_SPACE, 26);
                st->reform[s]--;
                wm__republic_return_reform(st);
            }
            wm__republic_clean_slate(st, area);
            return 1;
        }
    }
}
