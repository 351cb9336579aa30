/*
 * events.c - §6.0 the Action Step and its operations (one Action; an Event
 * and two Actions in either order; pass with the optional discard; the
 * bonus operations Reichstag Seats and one Parliamentary Control card),
 * §7.7 the Extra Election call.  Event cards and Article 48: effects.c.
 */
#include "republic.h"
#include "rplog.h"

#include <string.h>

/* §1.6, §6.0: Election and Mandatory cards are never discarded. */
int wm__republic_card_discardable(const rp_state *st, int id)
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

/*
 * The Action Step menu (§6.0) as bit sets: computed in one pass over the
 * few cards in hand (not over all 169 ids), then emitted in move order or
 * tested for one move.  legal(), is_legal() and the procedure's own "is
 * there anything but end turn?" all read the same set.
 */
#define SM_PASS 1u
#define SM_END 2u
#define SM_SEATS 4u
#define SM_SEATS_EXTRA 8u
typedef struct step_set {
    uint32_t misc;     /* SM_* */
    uint32_t acts;     /* WM_REPUBLIC_ACTION + a */
    uint32_t pc, pcx;  /* WM_REPUBLIC_PC + u, WM_REPUBLIC_PC_EXTRA + u */
    uint64_t ev[CW];   /* WM_REPUBLIC_CARD + id - 1 */
    uint64_t disc[CW]; /* WM_REPUBLIC_DISCARD + id - 1 */
} step_set;

/* Card ids 1..RP_NCARDS of a card set. */
static const uint64_t card_ids[CW] = {~(uint64_t)1, ~(uint64_t)0, (((uint64_t)1 << (RP_NCARDS - 127)) - 1)};
_Static_assert(RP_NCARDS > 128 && RP_NCARDS < 192, "card_ids covers ids 1..RP_NCARDS in three words");

/* The playable cards of f's hand (§1.6: one Election card a round). */
static int playable_cards(const rp_state *st, int f, uint64_t out[CW])
{
    for (int w = 0; w < CW; w++)
        out[w] = st->hand[f][w] & card_ids[w];
    if (st->round_flags & RF_ELECTION)
        for (int w = 0; w < CW; w++)
            for (uint64_t b = out[w]; b; b &= b - 1) {
                int id = w * 64 + __builtin_ctzll(b);
                if (CARD(id)->kind == RP_CARD_ELECTION)
                    out[w] &= ~((uint64_t)1 << (id & 63));
            }
    return !card_empty(out);
}

/* §6.0: the Actions f may take, less any a Lingering Event blocks. */
static uint32_t step_actions(const rp_state *st, int f)
{
    return wm__republic_faction_actions[f] & ~wm__republic_banned_actions(st, f);
}

/* §6.0: the Action Step's first operation may be an Action, and so is the
 * second of an Event's two Actions, whatever the hand holds (n Actions
 * taken, ev an Event played). */
static int actions_always(int n, int ev) { return n == 0 || (n == 1 && ev); }

/* §6.0: pass (with the optional discard) only before any operation. */
static int may_pass(int n, int ev) { return n == 0 && !ev; }

/* The face-up Parliamentary Control cards f holds (§6.0), as a mask of
 * RP_NPC bits: the eight holder bytes compared with f in one word. */
_Static_assert(RP_NPC == 8, "pc_held_up reads the eight pc_holder bytes as one word");
static uint32_t pc_held_up(const rp_state *st, int f)
{
    const uint64_t lo7 = 0x7F7F7F7F7F7F7F7Full;
    uint64_t w;
    memcpy(&w, st->pc_holder, 8);
    w ^= 0x0101010101010101ull * (uint8_t)f;                        /* zero where f holds it */
    uint64_t y = ((((w & lo7) + lo7) | w) >> 7) & 0x0101010101010101ull; /* 1 per byte not f */
    uint32_t other = (uint32_t)((y * 0x0102040810204080ull) >> 56);
    return st->pc_up & ~other & 0xFFu;
}

/* What the Action Step menu offers now (§6.0); the discards (which look
 * up each card in hand) only with `discards`. */
static void step_set_of(const rp_state *st, step_set *o, int discards)
{
    int f = st->active, n = st->st_nact, ev = st->st_flags & SF_EVENT;
    int last = st->st_flags & SF_LAST_ACTION;
    uint64_t play[CW];
    o->misc = o->acts = o->pc = o->pcx = 0;
    for (int w = 0; w < CW; w++)
        o->ev[w] = o->disc[w] = 0;
    if (n == 1 && ev) { /* the second of the Event's two Actions, at once */
        o->acts = step_actions(st, f);
        return;
    }
    int playable = playable_cards(st, f, play);
    int actions = actions_always(n, ev) || (n == 1 && last && playable); /* two Actions, then an Event */
    int event = !ev && (n == 0 || n == 2) && playable;
    int pass = may_pass(n, ev);
    int end = (n == 1 && !ev) || (n == 2 && (ev || !event));
    int extra = (st->rules & RP_SR_EXTRA_ELECTION) && !st->extra_used && f == st->momentum;
    if (pass)
        o->misc |= SM_PASS;
    if (end)
        o->misc |= SM_END;
    if (st->rs_holder == f && st->rs_up)
        o->misc |= extra ? SM_SEATS | SM_SEATS_EXTRA : SM_SEATS;
    if (actions)
        o->acts = step_actions(st, f);
    if (!(st->st_flags & SF_PC)) { /* §6.0: one Parliamentary Control card per Action Step, §7.7 calls too */
        uint32_t pcs = pc_held_up(st, f);
        o->pc = pcs;
        if (extra)
            o->pcx = pcs;
    }
    if (event)
        memcpy(o->ev, play, sizeof play);
    if (discards && pass && !card_empty(st->deck))
        for (int w = 0; w < CW; w++)
            for (uint64_t b = st->hand[f][w] & card_ids[w]; b; b &= b - 1) {
                int id = w * 64 + __builtin_ctzll(b);
                if (wm__republic_card_discardable(st, id))
                    o->disc[w] |= (uint64_t)1 << (id & 63);
            }
}

static size_t emit_cards(const uint64_t set[CW], wm_move base, wm_move *buf, size_t cap, size_t k)
{
    for (int w = 0; w < CW; w++)
        for (uint64_t b = set[w]; b; b &= b - 1)
            WM_EMIT(base + (wm_move)(w * 64 + __builtin_ctzll(b) - 1));
    return k;
}

static size_t emit_mask(uint32_t m, wm_move base, wm_move *buf, size_t cap, size_t k)
{
    for (; m; m &= m - 1)
        WM_EMIT(base + (wm_move)__builtin_ctz(m));
    return k;
}

/* Each faction's whole Action list as moves (§6.3-§6.6), built once: the
 * menu's Actions when no Lingering Event bans one, copied whole. */
static wm_move act_moves[NF][WM_REPUBLIC_NACTIONS];
static uint8_t act_n[NF];
static _Atomic int act_state;

static void build_act_moves(void)
{
    for (int f = 0; f < NF; f++) {
        size_t n = emit_mask(wm__republic_faction_actions[f], WM_REPUBLIC_ACTION, act_moves[f], WM_REPUBLIC_NACTIONS, 0);
        act_n[f] = (uint8_t)n;
    }
}

static size_t emit_actions(uint32_t m, int f, wm_move *buf, size_t cap, size_t k)
{
    if (m == wm__republic_faction_actions[f] && k <= cap && cap - k >= WM_REPUBLIC_NACTIONS &&
        wm__once(&act_state, build_act_moves)) {
        /* the whole row (a fixed size, copied inline): the moves past
         * act_n[f] are within cap and past the count returned */
        memcpy(buf + k, act_moves[f], sizeof act_moves[f]);
        return k + act_n[f];
    }
    return emit_mask(m, WM_REPUBLIC_ACTION, buf, cap, k);
}

size_t wm__republic_step_legal(const rp_state *st, wm_move *buf, size_t cap)
{
    step_set o;
    size_t k = 0;
    step_set_of(st, &o, 1);
    if (o.misc & SM_PASS)
        WM_EMIT(WM_REPUBLIC_PASS);
    if (o.misc & SM_END)
        WM_EMIT(WM_REPUBLIC_END);
    if (o.misc & SM_SEATS)
        WM_EMIT(WM_REPUBLIC_SEATS);
    if (o.misc & SM_SEATS_EXTRA)
        WM_EMIT(WM_REPUBLIC_SEATS_EXTRA);
    k = emit_actions(o.acts, st->active, buf, cap, k);
    k = emit_mask(o.pc, WM_REPUBLIC_PC, buf, cap, k);
    k = emit_mask(o.pcx, WM_REPUBLIC_PC_EXTRA, buf, cap, k);
    k = emit_cards(o.ev, WM_REPUBLIC_CARD, buf, cap, k);
    return emit_cards(o.disc, WM_REPUBLIC_DISCARD, buf, cap, k);
}

/* The Action Step's prompt: only what the menu offers now (issue 37:
 * after two Actions the prompt still said "take an Action").  §6.0: one
 * Action; or an Event and two Actions, in either order; or pass (and
 * discard and redraw); the bonus cards besides. */
const char *wm__republic_step_prompt(const rp_state *st)
{
    static _Thread_local char buf[160];
    step_set o;
    step_set_of(st, &o, 1);
    const char *part[6];
    int n = 0;
    if (o.acts)
        part[n++] = st->st_nact == 0 ? "take an Action" : "take the second Action";
    if (!card_empty(o.ev))
        part[n++] = "play an Event";
    if (o.pc || (o.misc & SM_SEATS))
        part[n++] = "play a bonus card";
    if (o.misc & SM_PASS)
        part[n++] = card_empty(o.disc) ? "pass" : "pass (and discard a card)";
    if (o.misc & SM_END)
        part[n++] = "end the turn";
    size_t k = wm__str_append(buf, sizeof buf, 0, "Action Step: ");
    for (int i = 0; i < n; i++) {
        if (i)
            k = wm__str_append(buf, sizeof buf, k, i == n - 1 ? " or " : ", ");
        k = wm__str_append(buf, sizeof buf, k, part[i]);
    }
    if (!n)
        wm__str_append(buf, sizeof buf, k, "end the turn");
    return buf;
}

/* m as a card id (*id) when it is one of the RP_NCARDS card moves from
 * base. */
static int card_in(wm_move m, wm_move base, int *id)
{
    if (m < base || m >= base + (wm_move)RP_NCARDS)
        return 0;
    *id = (int)(m - base) + 1;
    return 1;
}

/* One move of the Action Step menu tested by its own part of step_set_of
 * (the same conditions, the whole menu not built): the hand is read only
 * for a card move, an Action after the second of two Actions, or "end
 * turn" after two operations. */
int wm__republic_step_is_legal(const rp_state *st, wm_move m)
{
    int f = st->active, n = st->st_nact, ev = st->st_flags & SF_EVENT, id;
    if (m >= WM_REPUBLIC_ACTION && m < WM_REPUBLIC_ACTION + WM_REPUBLIC_NACTIONS) {
        if (!actions_always(n, ev)) { /* two Actions, then an Event: only with a playable card */
            uint64_t play[CW];
            if (!(n == 1 && (st->st_flags & SF_LAST_ACTION) && playable_cards(st, f, play)))
                return 0;
        }
        return bit(step_actions(st, f), (int)(m - WM_REPUBLIC_ACTION));
    }
    if (m == WM_REPUBLIC_PASS)
        return may_pass(n, ev);
    if (n == 1 && ev) /* the second of the Event's two Actions: nothing else */
        return 0;
    int extra = (st->rules & RP_SR_EXTRA_ELECTION) && !st->extra_used && f == st->momentum;
    switch (m) {
    case WM_REPUBLIC_END: {
        if (n == 1)
            return !ev;
        if (n != 2)
            return 0;
        uint64_t play[CW];
        return ev || !playable_cards(st, f, play); /* no Event left to play */
    }
    case WM_REPUBLIC_SEATS: return st->rs_holder == f && st->rs_up;
    case WM_REPUBLIC_SEATS_EXTRA: return st->rs_holder == f && st->rs_up && extra;
    default: break;
    }
    if (m >= WM_REPUBLIC_PC && m < WM_REPUBLIC_PC + RP_NPC)
        return !(st->st_flags & SF_PC) && bit(pc_held_up(st, f), (int)(m - WM_REPUBLIC_PC));
    if (m >= WM_REPUBLIC_PC_EXTRA && m < WM_REPUBLIC_PC_EXTRA + RP_NPC)
        return extra && !(st->st_flags & SF_PC) && bit(pc_held_up(st, f), (int)(m - WM_REPUBLIC_PC_EXTRA));
    if (card_in(m, WM_REPUBLIC_CARD, &id)) /* an Event: none played yet, first or after two Actions */
        return !ev && (n == 0 || n == 2) && wm__republic_card_playable(st, f, id);
    if (card_in(m, WM_REPUBLIC_DISCARD, &id)) /* pass with the discard (§6.0) */
        return may_pass(n, ev) && !card_empty(st->deck) && card_has(st->hand[f], id) &&
               wm__republic_card_discardable(st, id);
    return 0;
}

/* The menu offers something other than "end turn" (else the Action Step
 * is over). */
static int step_has_choice(const rp_state *st)
{
    int n = st->st_nact, ev = st->st_flags & SF_EVENT;
    if (n == 0 || (n == 1 && ev))
        return 1; /* an Action is offered (every faction has Actions) */
    /* step_set_of's parts other than "end turn", cheapest first, the hand
     * read last: no pass (n > 0, and discards come only with it); the
     * seats; a face-up Parliamentary Control card; then an Action (n == 1
     * after the last Action of two, with a playable card) or an Event
     * (n == 2, none played) - both need a playable card */
    int f = st->active;
    if (st->rs_holder == f && st->rs_up)
        return 1;
    if (!(st->st_flags & SF_PC) && pc_held_up(st, f))
        return 1;
    int acts = n == 1 && (st->st_flags & SF_LAST_ACTION) && step_actions(st, f);
    if (!acts && !(!ev && n == 2))
        return 0;
    uint64_t play[CW];
    return playable_cards(st, f, play);
}

/* ------------------------------------------------------------------ */
/* The Action Step procedure                                            */
/* ------------------------------------------------------------------ */

enum { S_MENU = 0, S_GOT, S_DRAW, S_DRAW_GOT, S_NP_DONE };
_Static_assert(S_NP_DONE == RP_STAGE_STEP_NP, "republic.h RP_STAGE_STEP_NP");
_Static_assert(S_MENU == RP_STAGE_STEP_MENU, "republic.h RP_STAGE_STEP_MENU");
_Static_assert(S_GOT == RP_STAGE_STEP_GOT, "republic.h RP_STAGE_STEP_GOT");

int wm__republic_run_step(rp_state *st)
{
    for (;;) {
        switch (STAGE(st)) {
        case S_MENU: {
            if (rp_is_np(st, st->active)) { /* §8.5 the Non-player turn (npturn.c) */
                STAGE(st) = S_NP_DONE;
                wm__republic_push(st, P_NP);
                return 0;
            }
            if (!step_has_choice(st))
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
                wm__republic_push_action(st, m - WM_REPUBLIC_ACTION, f, RP_ALL_SPACES);
                wm__republic_log_no_effect(st, f, (int)(m - WM_REPUBLIC_ACTION)); /* §6.0: why nothing happens */
                return 0;
            }
            st->st_flags &= (uint8_t)~SF_LAST_ACTION;
            if (m >= WM_REPUBLIC_CARD && m < WM_REPUBLIC_DISCARD) {
                st->st_flags |= SF_EVENT;
                st->st_card = (uint8_t)(m - WM_REPUBLIC_CARD + 1);
                if (wm__logging()) {
                    const rp_card_info *c = CARD(st->st_card);
                    wm__log_begin(f, WM_LOG_PUBLIC, "event");
                    wm__log_int("card", st->st_card);
                    wm__log_str("name", c->name ? c->name : "");
                    wm__log_text("%s plays ", wm__republic_faction_names[f]);
                    if (c->name)
                        wm__log_text("\"%s\"", c->name);
                    if (c->number)
                        wm__log_text("%sEvent #%d", c->name ? " (" : "", c->number);
                    if (c->name && c->number)
                        wm__log_text(")");
                    if (!c->name && !c->number)
                        wm__log_text(c->kind == RP_CARD_ELECTION ? "an Election card" : "a card");
                    if (rpl_reconstructed(c)) /* CONTENT.md: the log says which kind each card is */
                        wm__log_text(" [reconstructed]");
                    if (c->text)
                        wm__log_text(": %s", c->text);
                    wm__log_end();
                }
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
                else {
                    st->pc_up = (uint8_t)(st->pc_up & ~(1u << (m - WM_REPUBLIC_PC_EXTRA)));
                    st->st_flags |= SF_PC; /* §6.0: this Action Step's one Parliamentary Control card */
                }
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
        case S_NP_DONE:
            return 1;
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
                wm__republic_push_action(st, rp_arg(st, WM_REPUBLIC_ACTION, 23), st->active, area);
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
