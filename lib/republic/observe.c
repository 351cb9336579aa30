/*
 * observe.c - The Weimar Republic for learning and search (doc/ai.md):
 * the observation tensor and the resampling of what a faction has not
 * seen.  Kept apart from the rules code: it reads the state through the
 * fields and helpers view.c uses.
 *
 * Hidden information (the same rules as view.c): the other factions'
 * hands (their sizes are public), the draw deck's contents (its size is
 * public), and whether an unrevealed Freikorps counter is Rogue.  All else
 * is on the board or on the face-up discard and Lingering piles.
 */
#include "republic.h"

#include <stdatomic.h>
#include <stddef.h>
#include <string.h>

#define NCARD1 (RP_NCARDS + 1) /* card ids 1..169; slot 0 unused */
#define SPACE_W (NF + 14)
#define BOARD_N 38
/* The decision slice keeps the 20 kinds of 1.2 (the tensor's documented
 * size): an Event's card pick (D_CARD) reads as a card revealed from a
 * set, its chance pick (D_CARDDRAW) as a draw; the legal moves and the
 * decider slice tell them apart. */
#define RP_OBS_DKINDS (D_REVEAL + 1)
static int obs_dec(int dec)
{
    return dec == D_CARD ? D_REVEAL : dec == D_CARDDRAW ? D_DRAW : dec;
}

const wm_obs_slice wm__republic_obs_slices[] = {
    {"observer", {NF, 0, 0}, "one-hot: the observing faction (Coalition, KPD, NSDAP, Reaction... in seat order)"},
    {"time", {6, 0, 0}, "scenario id, rules, year index (0 = 1919), half (0 early, 1 late), round flags, extra Action used"},
    {"momentum", {NF + 1, 0, 0}, "one-hot: the faction holding Momentum, or none"},
    {"turn_order", {NF, NF, 0}, "one-hot per box of the turn order: the faction in it"},
    {"pv", {NF, 0, 0}, "each faction's PV"},
    {"pawns", {NF, 0, 0}, "each faction's Middle Class Sympathies pawns on its mat"},
    {"cubes_available", {NF, 0, 0}, "each faction's cubes available"},
    {"sudden_victory_marker", {NF, 0, 0}, "1: the faction's Sudden Victory marker is on the Timeline"},
    {"hand_size", {NF, 0, 0}, "cards in each faction's hand"},
    {"hand", {NCARD1, 0, 0}, "1: card id i is in the observer's hand"},
    {"discard", {NCARD1, 0, 0}, "1: card id i is on the discard pile"},
    {"lingering", {NCARD1, 0, 0}, "1: card id i is a Lingering Event in play"},
    {"event_in_play", {NCARD1, 0, 0}, "one-hot: the Event being resolved (none: all 0)"},
    {"deck_size", {1, 0, 0}, "cards in the draw deck"},
    {"spaces", {NSP, SPACE_W, 0}, "per space: cubes of each faction, Reichswehr, Freikorps unrevealed, loyal, Rogue, Militia, SA, yellow and black Leverage, strike (1 Strike, 2 Uprising), cadre faction, reform, clique, Assassinations yellow-red, brown-black"},
    {"board", {BOARD_N, 0, 0}, "tracks and boxes: economy, progress, reaction, unity, US deals, USSR deals, KPD stance, NSDAP stance, General Strike, Dollar Dependence mask, economy MCS mask, US yellow, US DD, USSR Reichswehr, USSR yellow, USSR black, USSR cadre, progress Leverage, progress reform, reaction Leverage, reaction Assassinations, reaction cadre, reaction clique, progress-reaction MCS, KPD mat, NSDAP mat, RC Leverage, RC below, Militia available, SA available, coalition Freikorps unrevealed, loyal, RC Rogue Freikorps, Sudden Victory mask, Article 48 up, Article 48 playable, Reichstag Seats up"},
    {"economy_leverage", {RP_ECON_LEV_BOXES, 0, 0}, "each Economy Leverage box: 0 empty, 1 yellow, 2 black"},
    {"control", {RP_NPC, NF + 2, 0}, "per Parliamentary Control card: one-hot holder or nobody, then 1 when available (face up)"},
    {"reichstag_seats", {NF + 1, 0, 0}, "one-hot: the Reichstag Seats holder, or nobody"},
    {"decision", {RP_OBS_DKINDS, 0, 0}, "one-hot: the pending decision's kind"},
    {"decider", {NF + 2, 0, 0}, "one-hot: the faction to decide, chance, or nobody (over)"},
    {"decision_args", {4, 0, 0}, "low and high bounds, 'done' allowed, active faction of the Action Step"},
    {"decision_mask", {32, 0, 0}, "the pending decision's options (dec_mask bits), only when the observer decides"},
    {"result", {NF + 2, 0, 0}, "over, then the winner one-hot (nobody: all 0), then the victory kind"},
};
_Static_assert(sizeof wm__republic_obs_slices / sizeof wm__republic_obs_slices[0] == REPUBLIC_OBS_SLICES,
               "REPUBLIC_OBS_SLICES counts the slices");

/* The batch's cache (ops->observe_delta, issue 34): the card sets and
 * the spaces' values the tensor was last written from, so that a step
 * writes only the cards that entered or left a set and the spaces whose
 * values changed. */
/* The state's map, cubes to Assassinations markers (one block of bytes):
 * when it is what the cache holds, the spaces and what is counted from
 * them (cubes, Militia and SA available, the Freikorps on the mats) are
 * as the cache has them. */
#define MAP_FIRST offsetof(rp_state, cubes)
#define MAP_LEN (offsetof(rp_state, ass_side) + sizeof(((rp_state *)0)->ass_side) - MAP_FIRST)
typedef struct republic_obs_cache {
    uint64_t sets[3][CW]; /* the observer's hand, the discard pile, the Lingering Events */
    int16_t avail[NF + 2];  /* cubes available per faction, Militia, SA */
    uint8_t spaces[NSP][SPACE_W];
    uint8_t map[MAP_LEN];
    uint8_t fk_mats[3];     /* Coalition mat unrevealed, loyal; RC mat Rogue */
    uint8_t event;        /* the Event in play (0: none) */
} republic_obs_cache;
_Static_assert(sizeof(republic_obs_cache) == REPUBLIC_OBS_CACHE_SIZE, "republic.h's size of the cache");

/* A card set in place: the ids whose bit differs from the cached set's
 * flipped (ids 1..169 only), and the cache takes the set. */
static float *cards_delta(float *o, const uint64_t *set, uint64_t *cached)
{
    for (int w = 0; w < CW; w++) {
        for (uint64_t m = set[w] ^ cached[w]; m; m &= m - 1) {
            int id = w * 64 + __builtin_ctzll(m);
            if (id >= 1 && id <= RP_NCARDS)
                o[id] = (float)((set[w] >> (id - w * 64)) & 1u);
        }
        cached[w] = set[w];
    }
    return o + NCARD1;
}

static float *cards(float *o, const uint64_t *set)
{
    /* the set's bits, not every card id: a hand holds a few of 169 (the
     * tensor is zeroed: observe_state) */
    for (int w = 0; w < CW; w++)
        for (uint64_t m = set[w]; m; m &= m - 1) {
            int id = w * 64 + __builtin_ctzll(m);
            if (id >= 1 && id <= RP_NCARDS)
                o[id] = 1.0f;
        }
    return o + NCARD1;
}

static int event_in_play(const rp_state *st)
{
    int playing = 0;
    for (int i = 0; i < st->nfr && i < MAX_FRAMES; i++)
        if (st->fr_proc[i] == P_EVENT)
            playing = st->st_card;
    return playing;
}

/* The tensor's size in floats (wm__obs_floats: summed once). */
static size_t obs_floats(void)
{
    static _Atomic size_t known;
    return wm__obs_floats(wm__republic_obs_slices, REPUBLIC_OBS_SLICES, &known);
}

/* The viewer's hand, the discard pile, the Lingering Events and the
 * Event in play (in place: by the cards that changed). */
static float *observe_cards(const rp_state *st, int viewer, float *o, republic_obs_cache *c, int full)
{
    int ev = event_in_play(st);
    if (full) {
        o = cards(o, st->hand[viewer]);
        o = cards(o, st->discard);
        o = cards(o, st->linger);
        o = wm__obs_hot(o, NCARD1, ev);
        if (c) {
            memcpy(c->sets[0], st->hand[viewer], sizeof c->sets[0]);
            memcpy(c->sets[1], st->discard, sizeof c->sets[1]);
            memcpy(c->sets[2], st->linger, sizeof c->sets[2]);
            c->event = (uint8_t)ev;
        }
    } else {
        o = cards_delta(o, st->hand[viewer], c->sets[0]);
        o = cards_delta(o, st->discard, c->sets[1]);
        o = cards_delta(o, st->linger, c->sets[2]);
        if (c->event != ev) { /* a one-hot of 0..169 as wm__obs_hot writes it (0: none) */
            if (c->event < NCARD1)
                o[c->event] = 0.0f;
            if (ev >= 0 && ev < NCARD1)
                o[ev] = 1.0f;
            c->event = (uint8_t)ev;
        }
        o += NCARD1;
    }
    return o;
}

/* The spaces (in place: skipped when the map's bytes are unchanged, else
 * by the values that changed). */
static float *observe_map(const rp_state *st, float *o, republic_obs_cache *k, int full, int map_same)
{
    if (map_same) {
        o += NSP * SPACE_W;
    } else {
        uint8_t fk[FK_OUT + 1][3], ass[NSP][3];
        memset(fk, 0, sizeof fk);
        memset(ass, 0, sizeof ass);
        for (int i = 0; i < NFK; i++)
            if (st->fk_loc[i] <= FK_OUT && st->fk_st[i] < 3)
                fk[st->fk_loc[i]][st->fk_st[i]]++;
        for (int i = 0; i < NASS; i++)
            if (st->ass_loc[i] < NSP && st->ass_side[i] < 3)
                ass[st->ass_loc[i]][st->ass_side[i]]++;
        /* a space's values compared one by one with the cache's and written
         * where they differ (no array of them: a store of bytes read back as
         * a word waits for the stores, a tenth of a step) */
        for (int s = 0; s < NSP; s++, o += SPACE_W) {
            uint8_t *cs = k->spaces[s];
#define SPV(x, val)                                                                                                    \
        do {                                                                                                               \
            uint8_t v_ = (val);                                                                                            \
            if (full || cs[x] != v_) {                                                                                     \
                cs[x] = v_;                                                                                                \
                o[x] = (float)v_;                                                                                          \
            }                                                                                                              \
        } while (0)
            for (int f = 0; f < NF; f++)
                SPV(f, st->cubes[s][f]);
            SPV(NF + 0, st->rw[s]);
            SPV(NF + 1, fk[s][FK_UNREVEALED]);
            SPV(NF + 2, fk[s][FK_LOYAL]);
            SPV(NF + 3, fk[s][FK_ROGUE]);
            SPV(NF + 4, st->mil[s]);
            SPV(NF + 5, st->sa[s]);
            SPV(NF + 6, st->lev[s][0]);
            SPV(NF + 7, st->lev[s][1]);
            SPV(NF + 8, st->strike[s]);
            SPV(NF + 9, st->cadre[s]);
            SPV(NF + 10, st->reform[s]);
            SPV(NF + 11, st->clique[s]);
            SPV(NF + 12, ass[s][SIDE_YR]);
            SPV(NF + 13, ass[s][SIDE_BB]);
#undef SPV
        }
        k->fk_mats[0] = fk[FK_COAL_MAT][FK_UNREVEALED];
        k->fk_mats[1] = fk[FK_COAL_MAT][FK_LOYAL];
        k->fk_mats[2] = fk[FK_RC_MAT][FK_ROGUE];
        memcpy(k->map, (const uint8_t *)st + MAP_FIRST, MAP_LEN);
    }
    return o;
}

/* The board's values, the Paramilitary cards, the decision and the result
 * (the slices after the spaces). */
static void observe_board(const rp_state *st, int viewer, float *o, const republic_obs_cache *k)
{
    const int used = wm__republic_stance_used(st);
    /* the board's values written one by one (not built in an array and
     * copied: the copy's wide loads wait for the array's narrow stores) */
    {
        o[0] = (float)(st->econ);
        o[1] = (float)(st->prog);
        o[2] = (float)(st->react);
        o[3] = (float)(st->unity);
        o[4] = (float)(st->us);
        o[5] = (float)(st->ussr);
        o[6] = (float)(used ? st->stance[0] : 0);
        o[7] = (float)(used ? st->stance[1] : 0);
        o[8] = (float)(st->gs != 0);
        o[9] = (float)(st->econ_dd);
        o[10] = (float)(st->econ_mcs);
        o[11] = (float)(st->us_yellow);
        o[12] = (float)(st->us_dd);
        o[13] = (float)(st->ussr_rw);
        o[14] = (float)(st->ussr_yellow);
        o[15] = (float)(st->ussr_black);
        o[16] = (float)(st->ussr_cadre);
        o[17] = (float)(st->prog_lev);
        o[18] = (float)(st->prog_reform);
        o[19] = (float)(st->react_lev);
        o[20] = (float)(st->react_ass);
        o[21] = (float)(st->react_cadre);
        o[22] = (float)(st->react_clique);
        o[23] = (float)(st->pr_mcs);
        o[24] = (float)(st->kpd_mat);
        o[25] = (float)(st->nsdap_mat);
        o[26] = (float)(st->rc_lev);
        o[27] = (float)(st->rc_below);
        o[28] = (float)((float)k->avail[NF]);
        o[29] = (float)((float)k->avail[NF + 1]);
        o[30] = (float)((float)k->fk_mats[0]);
        o[31] = (float)((float)k->fk_mats[1]);
        o[32] = (float)((float)k->fk_mats[2]);
        o[33] = (float)(st->sv_on);
        o[34] = (float)(st->a48_up != 0);
        o[35] = (float)((float)(wm__republic_a48_playable(st) != 0));
        o[36] = (float)(st->rs_up != 0);
        o[37] = (float)(0.0f);
    }
    _Static_assert(BOARD_N == 38, "the board's values");
    o += BOARD_N;
    for (int b = 0; b < RP_ECON_LEV_BOXES; b++)
        *o++ = (float)st->econ_lev[b];
    for (int u = 0; u < RP_NPC; u++) {
        o = wm__obs_hot(o, NF + 1, st->pc_holder[u] == RP_NOBODY ? NF : st->pc_holder[u]);
        *o++ = (float)bit(st->pc_up, u);
    }
    o = wm__obs_hot(o, NF + 1, st->rs_holder == RP_NOBODY ? NF : st->rs_holder);
    o = wm__obs_hot(o, RP_OBS_DKINDS, st->over ? D_NONE : obs_dec(st->dec));
    int chance = rp_is_chance_dec(st->dec) || st->np_chance;
    o = wm__obs_hot(o, NF + 2, st->over ? NF + 1 : chance ? NF : st->dec_seat);
    *o++ = (float)st->dec_lo;
    *o++ = (float)st->dec_hi;
    *o++ = (float)st->dec_done;
    *o++ = (float)st->active;
    uint32_t mask = (!st->over && !chance && st->dec_seat == viewer) ? st->dec_mask : 0;
    o = wm__obs_set(o, mask, 32);
    *o++ = (float)(st->over != 0);
    for (int f = 0; f < NF; f++)
        *o++ = (float)(st->over && st->winner == f);
    *o++ = (float)(st->over ? st->victory : 0);
}

/* The tensor into o.  c NULL, or full: written whole (and c filled);
 * else c holds what the tensor at o was written from, and only what
 * changed is written (the batch, issue 34). */
static void observe_state(const rp_state *st, int viewer, float *o, republic_obs_cache *c, int full)
{
    /* Issue 34: zeroed at once, then only the non-zero elements of the
     * one-hots and bit sets written (wm__obs_hot, wm__obs_set, cards).
     * In place (c, not full): the slices before the card sets and after
     * the spaces zeroed and written every time; the card sets and the
     * spaces as they changed. */
    float *const o0 = o;
    if (!c || full) {
        memset(o, 0, obs_floats() * sizeof *o);
        full = 1;
    } else {
        memset(o, 0, (size_t)(NF + 6 + NF + 1 + NF * NF + 5 * NF) * sizeof *o);
    }
    republic_obs_cache local; /* without a cache: what it would hold */
    republic_obs_cache *k = c ? c : &local;
    const int map_same = !full && memcmp(k->map, (const uint8_t *)st + MAP_FIRST, MAP_LEN) == 0;
    if (!map_same) {
        for (int f = 0; f < NF; f++)
            k->avail[f] = (int16_t)wm__republic_cubes_avail(st, f);
        k->avail[NF] = (int16_t)wm__republic_militia_avail(st);
        k->avail[NF + 1] = (int16_t)wm__republic_sa_avail(st);
    }
    o = wm__obs_hot(o, NF, viewer);
    *o++ = (float)st->scenario;
    *o++ = (float)st->rules;
    *o++ = (float)st->year;
    *o++ = (float)st->half;
    *o++ = (float)st->round_flags;
    *o++ = (float)st->extra_used;
    o = wm__obs_hot(o, NF + 1, st->momentum == RP_NOBODY ? NF : st->momentum);
    for (int i = 0; i < NF; i++)
        o = wm__obs_hot(o, NF, st->order[i]);
    for (int f = 0; f < NF; f++)
        *o++ = (float)st->pv[f];
    for (int f = 0; f < NF; f++)
        *o++ = (float)st->mcs_mat[f];
    for (int f = 0; f < NF; f++)
        *o++ = (float)k->avail[f];
    for (int f = 0; f < NF; f++)
        *o++ = (float)bit(st->sv_on, f);
    for (int f = 0; f < NF; f++)
        *o++ = (float)card_count(st->hand[f]);
    o = observe_cards(st, viewer, o, c, full);
    *o++ = (float)card_count(st->deck);
    /* the Freikorps counters by place and state, and the Assassinations
     * markers by space and side, tallied in one pass each (the per-space
     * counts wm__republic_fk_count / _ass_count would walk every counter
     * for every space: half the time of an observation) */
    o = observe_map(st, o, k, full, map_same);
    _Static_assert(SPACE_W == NF + 14, "a space's values");
    if (!full) /* the slices after the spaces: zeroed, then written */
        memset(o, 0, (obs_floats() - (size_t)(o - o0)) * sizeof *o);
    observe_board(st, viewer, o, k);
}

void wm__republic_observe(const void *vg, int viewer, float *o)
{
    observe_state(&((const rp_game *)vg)->cur, viewer, o, NULL, 1);
}

void wm__republic_observe_delta(const void *vg, int viewer, float *o, void *cache, int valid)
{
    observe_state(&((const rp_game *)vg)->cur, viewer, o, cache, !valid);
}

/* The cards of set in increasing id order; returns the count. */
static int card_ids(const uint64_t *set, uint8_t *ids)
{
    int n = 0;
    for (int id = 1; id <= RP_NCARDS; id++)
        if (card_has(set, id))
            ids[n++] = (uint8_t)id;
    return n;
}

/* What seat has not seen of one state: the cards in the deck or in
 * another faction's hand. */
static void unseen_cards(const rp_state *st, int seat, uint64_t *out)
{
    for (int w = 0; w < CW; w++) {
        out[w] = st->deck[w];
        for (int f = 0; f < NF; f++)
            if (f != seat)
                out[w] |= st->hand[f][w];
    }
}

/*
 * The hidden parts are redrawn in the anchor position and the tail is
 * re-played from there (the checker's own rule: the tail must arrive at
 * `cur`).  Only the cards unseen both at the anchor and now are redealt,
 * so that a card another faction played in the tail stays where it was.
 * The generator decides the dice and draws of the tail too, so it is
 * redrawn only at an anchor point (an empty tail); elsewhere the dice to
 * come until the next anchor point stay those of the original game.
 */
wm_status wm__republic_resample(void *vg, int seat, uint64_t seed)
{
    rp_game *g = vg;
    rp_state *a = &g->anchor;
    uint64_t rng = seed;
    if (g->ntail > RP_TAIL || seat < 0 || seat >= NF)
        return WM_EILLEGAL;
    int at_anchor = g->ntail == 0 && memcmp(a, &g->cur, sizeof *a) == 0;
    uint64_t ua[CW], uc[CW], h[CW];
    unseen_cards(a, seat, ua);
    unseen_cards(&g->cur, seat, uc);
    for (int w = 0; w < CW; w++)
        h[w] = ua[w] & uc[w];
    uint8_t ids[RP_NCARDS], perm[RP_NCARDS], cls[RP_NCARDS];
    int n = card_ids(h, ids);
    memcpy(perm, ids, (size_t)n);
    memset(cls, 0, sizeof cls);
    /* §4 step 6: while the held cards' penalties are counted, each hand's
     * number of Election and Mandatory cards is public (the penalty is);
     * cards are then redealt within their class. */
    if (a->nfr >= 1 && a->fr_proc[0] == P_ROUND && a->fr_stage[0] == R_PEN_GOT) {
        rp_state *t = &g->cur; /* scratch for the penalty of one card; restored below */
        uint64_t keep[CW];
        memcpy(keep, t->hand[0], sizeof keep);
        uint8_t bots = t->bots;
        t->bots = 0; /* the card's class, whoever is Non-player (§8.1: they pay none) */
        for (int i = 0; i < n; i++) {
            memset(t->hand[0], 0, sizeof keep);
            card_add(t->hand[0], ids[i]);
            cls[i] = (uint8_t)(wm__republic_held_penalty(t, 0) == RP_HELD_PENALTY_SPECIAL);
        }
        t->bots = bots;
        memcpy(t->hand[0], keep, sizeof keep);
    }
    for (int c = 0; c < 2; c++) {
        int idx[RP_NCARDS], m = 0;
        for (int i = 0; i < n; i++)
            if (cls[i] == c)
                idx[m++] = i;
        for (int i = m - 1; i > 0; i--) {
            int r = (int)wm__rng_below(&rng, (uint32_t)(i + 1));
            uint8_t x = perm[idx[i]];
            perm[idx[i]] = perm[idx[r]];
            perm[idx[r]] = x;
        }
    }
    /* the card in ids[i]'s place (deck or a hand) becomes perm[i] */
    int where[RP_NCARDS];
    for (int i = 0; i < n; i++) {
        where[i] = -1;
        for (int f = 0; f < NF; f++)
            if (f != seat && card_has(a->hand[f], ids[i]))
                where[i] = f;
        if (where[i] < 0)
            card_del(a->deck, ids[i]);
        else
            card_del(a->hand[where[i]], ids[i]);
    }
    for (int i = 0; i < n; i++) {
        if (where[i] < 0)
            card_add(a->deck, perm[i]);
        else
            card_add(a->hand[where[i]], perm[i]);
    }
    /* Unrevealed Freikorps: which are Rogue (unrevealed also now). */
    uint8_t fk[NFK], rogue[NFK];
    int nf = 0;
    for (int i = 0; i < NFK; i++)
        if (a->fk_st[i] == FK_UNREVEALED && g->cur.fk_st[i] == FK_UNREVEALED) {
            fk[nf] = (uint8_t)i;
            rogue[nf++] = a->fk_rogue[i];
        }
    for (int i = nf - 1; i > 0; i--) {
        int r = (int)wm__rng_below(&rng, (uint32_t)(i + 1));
        uint8_t t = rogue[i];
        rogue[i] = rogue[r];
        rogue[r] = t;
    }
    for (int i = 0; i < nf; i++)
        a->fk_rogue[fk[i]] = rogue[i];
    if (at_anchor) {
        a->rng = wm__mix64(rng ^ 0x3e9ab1u);
        g->cur = *a;
        return WM_OK;
    }
    rp_state r = *a;
    if (!r.over && r.nfr == 0 && r.dec == D_NONE) /* the set-up as the anchor (NP seats, setup.c) */
        wm__republic_begin(&r);
    for (int i = 0; i < g->ntail; i++) {
        if (r.over || !wm__republic_is_legal(&r, g->tail[i]))
            return WM_EILLEGAL;
        wm__republic_apply(&r, g->tail[i]);
        if (wm__republic_anchor_point(&r))
            return WM_EILLEGAL;
    }
    /* What the seat sees must have come out the same: its hand, the face-up
     * piles, the hand and deck sizes, the revealed Freikorps (a faction
     * that drew in the tail may have drawn another card: refused). */
    const rp_state *c = &g->cur;
    if (memcmp(r.hand[seat], c->hand[seat], sizeof r.hand[seat]) != 0 ||
        memcmp(r.discard, c->discard, sizeof r.discard) != 0 ||
        memcmp(r.linger, c->linger, sizeof r.linger) != 0 || card_count(r.deck) != card_count(c->deck) ||
        memcmp(r.fk_st, c->fk_st, sizeof r.fk_st) != 0 || r.dec != c->dec || r.dec_mask != c->dec_mask ||
        r.st_card != c->st_card)
        return WM_EILLEGAL;
    for (int f = 0; f < NF; f++)
        if (card_count(r.hand[f]) != card_count(c->hand[f]))
            return WM_EILLEGAL;
    g->cur = r;
    return WM_OK;
}
