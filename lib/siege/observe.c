/*
 * observe.c - Democracy under Siege for learning and search (doc/ai.md):
 * the observation tensor, the resampling of what a seat has not seen, and
 * the evaluation the search uses at a playout cutoff.
 *
 * Hidden information (the same rules as view.c; rulebook §1.8.3, §3.2,
 * §3.3.1 [1], and N1's inspection of a hand while N1 is resolved): "When
 * in a player's hand, Strategy Cards are mixed and kept hidden to
 * opponents"; each hand and Reserve is seen only by the seat that
 * plays its Ideology (two seats: Communism's by the seat controlling
 * Communism this turn, §1.1, §3.1.3); Reserves are face down (O15: the
 * others see how many cards); the cards chosen in the Strategy Cards Play
 * step are "face down, secret to all players" until [2] Reveal Cards; the
 * decks are shuffled, their order seen by nobody.  Everything else lies
 * face up: discards ("placed face up on a discard pile", §1.8.3), Active
 * Cards, removed cards, the map and the tracks.  The observation therefore
 * contains, card by card, where a card is as far as the observer can tell,
 * which is a little more than the JSON view shows (the view lists no
 * discard pile); the view is contained in it.
 *
 * Perfect recall (doc/ai.md, doc/rules-siege.md O21): what a seat saw and
 * still knows - siege_state.known, cards of a hand or Reserve it does not
 * see now - shows as seen, and the "no Political Action" flags of the
 * reveals (siege_state.no_pa) have their own slice; resampling keeps both.
 */
#include "stage.h"

#include <stdatomic.h>
#include <string.h>

/* Fixed widths, so that the tensor keeps its size while the decision
 * layer grows (a new stage fits in the spare columns). */
#define OBS_STAGES 64
_Static_assert(ST_COUNT <= OBS_STAGES, "the stage one-hot has room for every stage");
#define OBS_CARD_LOCS 8 /* future, hidden, hand, reserve, played, discard, active, removed */
#define OBS_PER_IDEO 24
#define OBS_PROGRESS 18

const wm_obs_slice wm__siege_obs_slices[] = {
    {"observer", {SG_NIDEOLOGIES, 0, 0}, "one-hot: the observing seat (Nazism, Democracy, Communism)"},
    {"mode", {4, 0, 0}, "three seats, Advanced Play Mode, the 2-seat PP bonus, external dice"},
    {"to_move", {SG_NIDEOLOGIES + 2, 0, 0}, "one-hot: seat 0..2, chance, nobody (over)"},
    {"stage", {OBS_STAGES, 0, 0}, "one-hot: the decision layer's stage (what the prompt asks)"},
    {"actor", {SG_NIDEOLOGIES + 1, 0, 0}, "one-hot: the Ideology deciding, or none (chance)"},
    {"phase", {SG_PH_OVER + 1, 0, 0}, "one-hot: set-up, initiative, cards, political, interphase, over"},
    {"progress", {OBS_PROGRESS, 0, 0},
     "turn, round, rank, idx (0 while cards are face down), job, job_a, job_b, choices on the tape, die, "
     "modifier, Prestige exploited, done mask, acted mask, Total War broke out, next stage, cursor, "
     "Mulligan mask, end reason"},
    {"initiative", {SG_NIDEOLOGIES, SG_NIDEOLOGIES, 0}, "one-hot per rank: the Ideology in the Initiative Order"},
    {"prev_initiative", {SG_NIDEOLOGIES, SG_NIDEOLOGIES, 0}, "one-hot per rank: the order at the previous Interphase"},
    {"exhausted", {SG_NIDEOLOGIES, 0, 0}, "1: the Ideology's Initiative Marker is on its EXHAUST side"},
    {"communism_control", {SG_NIDEOLOGIES, 0, 0}, "one-hot: who plays Communism (itself with three seats)"},
    {"ideology", {SG_NIDEOLOGIES, OBS_PER_IDEO, 0},
     "per Ideology: Prestige, PP, VP Marker, VP Token, re-rolls used, MR in the Force Pool, training CC, "
     "Token Reserve, Raw Materials, Factories, Oil, Communism Control Turns (2 seats), cards in hand, in the "
     "Reserve, played this round (face down: the count), in the deck, Coup Marker area + 1, Coup Marker "
     "nation + 1, Spanish side, war permit, CC sign, political VP now, MR VP now, projected VP"},
    {"cc_map", {SG_NIDEOLOGIES, SG_NCC_AREAS, 0}, "CC of each Ideology on each Coup Cells Track area"},
    {"coup_cc", {SG_NIDEOLOGIES, SG_NIDEOLOGIES, 0}, "[Coup Marker owner][Ideology]: CC over the marker"},
    {"regime", {SG_NNATIONS, SG_NREGIME_BOXES + 1, 0}, "one-hot per nation: its Regime Marker's box, or conquered"},
    {"armaments", {SG_NPOWERS, 4, 0}, "one-hot per Power Card: Armaments Level 1-3, or nobody holds it (China)"},
    {"markers", {4 + 2 * SG_NPOWERS + SG_NRULES, 0, 0},
     "China's C26/D24 level (one-hot 0-3), Despotic Policy per Power, War! per Power, rule changes in force"},
    {"claims", {SG_NRBOXES, SG_NIDEOLOGIES + 1, 0}, "one-hot per Resource Exploitation Box: empty or the Ideology"},
    {"map_claims", {SG_NMAP_RBOXES, SG_NIDEOLOGIES + 2, 0},
     "one-hot per Map Card box (D16, D20, §1.3): empty, the Ideology, or the card not on the map"},
    {"conquest", {SG_NAREAS, SG_NIDEOLOGIES, 0}, "1: the Ideology's Control Token is on the area's VP box"},
    {"civil_war", {SG_NNATIONS, 3, 0}, "one-hot per nation: no Civil War, ERUPTING, CALMING"},
    {"civil_mr", {SG_NNATIONS, 2, SG_NIDEOLOGIES}, "[nation][Government, Rebels][Ideology]: committed MR"},
    {"war", {SG_NWARS, 5, 0}, "per War Card: not fought / box 1-3 (one-hot), STALLING"},
    {"war_mr", {SG_NWARS, 2, SG_NIDEOLOGIES}, "[war][faction A, B][Ideology]: committed MR"},
    {"fought", {SG_NWARS + SG_NNATIONS, 0, 0}, "this impulse: a War Test on war w, then a Civil War Test on nation n"},
    {"pacts", {SG_NPOWERS, SG_NAREAS, 0}, "1: a Pact Marker binds the Power and the area"},
    {"alliances", {SG_NPOWERS, SG_NAREAS, 0}, "1: an Ally Marker binds the Power and the area"},
    {"no_political_action", {SG_NIDEOLOGIES, 0, 0},
     "1: the Ideology chose no Political Action at an earlier reveal of this turn, so its hand holds none "
     "(§3.3.1 [1]; cleared when one enters the hand)"},
    {"cards", {SG_CARDS, OBS_CARD_LOCS, 0},
     "one-hot per card: not entered yet, unseen (a deck, or a hand, Reserve or face-down choice the observer "
     "does not see or remember), in a hand the observer sees or remembers, in a Reserve the observer sees or "
     "remembers, played this round (face up, or the observer's own face down), discarded, active on the table, "
     "removed"},
    {"card_flags", {SG_CARDS, 3, 0}, "per card: performed once (PLAYABLE TWICE), performed, Stand-by nullified"},
    {"result", {SG_NIDEOLOGIES, 0, 0}, "WM_WIN 1, WM_DRAW 0, WM_LOSS -1 per seat once over"},
};
_Static_assert(sizeof wm__siege_obs_slices / sizeof wm__siege_obs_slices[0] == SIEGE_OBS_SLICES,
               "SIEGE_OBS_SLICES counts the slices");

/* Whether `seat` sees Ideology i's hand, Reserve and face-down choices. */
static int sees(const siege_state *st, int seat, int ideo)
{
    return wm__siege_seat_of(st, ideo) == seat;
}

/* N1 Gestapo (ex. 4.0: "Nazi player inspects the hand of his opponent"):
 * while a card program that inspects a hand (SG_OP_PEEK) is being
 * resolved - N1's CC is still to be placed - the seat of the card's owner
 * sees that hand; the log keeps what it saw (phase33.c, log_peek). */
int wm__siege_peeking(const siege_state *st, int viewer, int ideo)
{
    if (viewer < 0 || st->stage != ST_JOB || st->job != JOB_EFFECT || st->job_a >= SG_CARDS)
        return 0;
    const sg_card *cd = &sg_cards()[st->job_a];
    for (int k = st->job_b; k < cd->nops; k++)
        if (cd->ops[k].op == SG_OP_PEEK && cd->ops[k].a == ideo)
            return wm__siege_seat_of(st, cd->deck) == viewer;
    return 0;
}

/* The Strategy Cards Play step's choices are face down (§3.3.1 [1]). */
int wm__siege_face_down(const siege_state *st)
{
    return st->stage == ST_CHOOSE_Q || st->stage == ST_CHOOSE_PA || st->stage == ST_CHOOSE_EV;
}

/* The cards of Ideology ideo's deck in place loc (eight bytes a step). */
static int count_at(const siege_state *st, int ideo, int loc)
{
    return wm__count_bytes_eq(st->card_loc + wm__siege_deck_first[ideo], (size_t)wm__siege_deck_size[ideo],
                              (uint8_t)loc);
}

/* The tensor's size in floats (wm__obs_floats: summed once). */
static size_t obs_floats(void)
{
    static _Atomic size_t known;
    return wm__obs_floats(wm__siege_obs_slices, SIEGE_OBS_SLICES, &known);
}

/* The VP an Ideology would have if the Victory step came now (§3.4.3):
 * its VP Token, the MR band of its Force Pool and its Political VP. */
static int projected_vp(const siege_state *st, int ideo)
{
    int v = st->vp_token[ideo] + wm__siege_mr_vp(st->force_pool[ideo]) + wm__siege_political_vp(st, ideo);
    return v > SG_VP_MAX ? SG_VP_MAX : v;
}

/*
 * The batch's cache (ops->observe_delta, issue 34): what the last write
 * of a tensor was made from, section by section, so that a step rewrites
 * only the sections whose source changed, and of the cards (1,100 of the
 * 3,176 floats) only those that moved or whose visibility changed.
 */
typedef struct siege_obs_cache {
    uint8_t cc_map[SG_NIDEOLOGIES][SG_NCC_AREAS];
    uint8_t coup_cc[SG_NIDEOLOGIES][SG_NIDEOLOGIES];
    uint8_t regime[SG_NNATIONS];
    uint8_t advanced;                  /* with regime: what political_vp reads */
    int16_t political_vp[SG_NIDEOLOGIES]; /* wm__siege_political_vp, kept while they stay */
    uint8_t armaments[SG_NPOWERS];
    uint8_t markers[4]; /* china_marker, despotic, at_war, rules */
    uint8_t rbox[SG_NRBOXES];
    uint8_t map_box[SG_NMAP_RBOXES]; /* the one-hot index written */
    uint8_t vpbox[SG_NAREAS];
    uint8_t civil[SG_NNATIONS];
    uint8_t civil_mr[SG_NNATIONS][2][SG_NIDEOLOGIES];
    uint8_t war_box[SG_NWARS];
    uint8_t war_stall[SG_NWARS];
    uint8_t war_mr[SG_NWARS][2][SG_NIDEOLOGIES];
    uint8_t no_pa;
    uint64_t fought;
    uint64_t pact[SG_NPOWERS];
    uint64_t ally[SG_NPOWERS];
    uint8_t map_rbox[SG_NMAP_RBOXES];
    uint8_t pools[SG_NIDEOLOGIES][3];  /* with the rest: force_pool, cc_pool, vp_token */
    uint8_t pool[SG_NIDEOLOGIES][SG_NRESOURCES]; /* wm__siege_pool, kept while its sources stay */
    int16_t reserve[SG_NIDEOLOGIES];   /* wm__siege_token_reserve, likewise */
    uint8_t card_v[SG_CARDS];     /* each card's one-hot index written */
    uint8_t card_flags[SG_CARDS]; /* each card's flags written (3 bits) */
    /* what the cards' one-hots were found from (the places, the seats'
     * memory, per deck whether the observer sees it, peeks at it and its
     * memory is open, and whether choices are face down): while they
     * stay, the cards' section is skipped whole */
    uint64_t known[2][SG_NIDEOLOGIES][SG_NIDEOLOGIES];
    uint8_t card_loc[SG_CARDS];
    uint8_t card_vis[SG_NIDEOLOGIES];
    uint8_t card_fd; /* bit 0: face down; above: the observer seat + 1 */
    uint8_t card_flags_src[SG_CARDS]; /* the state's card_flags the flags were written from */
} siege_obs_cache;

_Static_assert(sizeof(siege_obs_cache) == SIEGE_OBS_CACHE_SIZE, "siege.h's SIEGE_OBS_CACHE_SIZE is the cache's size");

/* Whether a section must be written: always for a whole tensor, else when
 * its source differs from the cache's (which then takes it). */
static int changed(int full, void *cached, const void *now, size_t size)
{
    if (!full && memcmp(cached, now, size) == 0)
        return 0;
    memcpy(cached, now, size);
    return 1;
}

/* Slice k's floats (the table is built at compile time). */
static size_t slice_len(int k)
{
    return wm__obs_slice_size(&wm__siege_obs_slices[k]);
}

/* Which sections' sources changed since the cache was filled (all of
 * them when full). */
typedef struct {
    int regime_changed, cc_changed, coup_changed, arm_changed, rbox_changed, mrbox_changed, vpbox_changed,
        civil_changed, civil_mr_changed, war_changed, war_mr_changed;
} obs_changes;

/* Finds what changed (ch) and refreshes the cache's derived values (the
 * Political VP, the Resources, the Token Reserve) that the head reads. */
static void find_changes(const siege_state *st, siege_obs_cache *k, int full, obs_changes *ch)
{
    /* The Political VP (§3.4.3) read only the Regime Markers and the
     * mode: found again only when those changed (a tenth of a batch step's
     * time went to them) */
    const uint8_t adv = (uint8_t)((st->flags & WM_SIEGE_ADVANCED) != 0);
    ch->regime_changed = changed(full, k->regime, st->regime, sizeof st->regime);
    if (changed(full, &k->advanced, &adv, 1) || ch->regime_changed) {
        ch->regime_changed = 1;
        for (int i = 0; i < SG_NIDEOLOGIES; i++)
            k->political_vp[i] = (int16_t)wm__siege_political_vp(st, i);
    }
    /* Which sections' sources changed, found before the head: the
     * Resources (wm__siege_pool: the Powers held, which China's Regime
     * Marker decides, and the Resource boxes) and the Token Reserve
     * (wm__siege_tokens_used: every place a token lies) are read from
     * them and found again only when one of them changed */
    ch->cc_changed = changed(full, k->cc_map, st->cc_map, sizeof st->cc_map);
    ch->coup_changed = changed(full, k->coup_cc, st->coup_cc, sizeof st->coup_cc);
    ch->arm_changed = changed(full, k->armaments, st->armaments, sizeof st->armaments);
    ch->rbox_changed = changed(full, k->rbox, st->rbox, sizeof st->rbox);
    ch->mrbox_changed = changed(full, k->map_rbox, st->map_rbox, sizeof st->map_rbox);
    ch->vpbox_changed = changed(full, k->vpbox, st->vpbox, sizeof st->vpbox);
    ch->civil_changed = changed(full, k->civil, st->civil, sizeof st->civil);
    ch->civil_mr_changed = changed(full, k->civil_mr, st->civil_mr, sizeof st->civil_mr);
    ch->war_changed = changed(full, k->war_box, st->war_box, sizeof st->war_box) |
                      changed(full, k->war_stall, st->war_stall, sizeof st->war_stall);
    ch->war_mr_changed = changed(full, k->war_mr, st->war_mr, sizeof st->war_mr);
    uint8_t pools[SG_NIDEOLOGIES][3];
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        pools[i][0] = st->force_pool[i];
        pools[i][1] = st->cc_pool[i];
        pools[i][2] = st->vp_token[i];
    }
    const int pools_changed = changed(full, k->pools, pools, sizeof pools);
    if (ch->regime_changed || ch->rbox_changed || ch->mrbox_changed)
        for (int i = 0; i < SG_NIDEOLOGIES; i++)
            wm__siege_pool(st, i, k->pool[i]);
    if (ch->regime_changed || ch->cc_changed || ch->coup_changed || ch->arm_changed || ch->rbox_changed ||
        ch->mrbox_changed || ch->vpbox_changed || ch->civil_changed || ch->civil_mr_changed || ch->war_changed ||
        ch->war_mr_changed || pools_changed)
        for (int i = 0; i < SG_NIDEOLOGIES; i++)
            k->reserve[i] = (int16_t)wm__siege_token_reserve(st, i);
}

/* The head (slices observer to ideology): written every time. */
static float *observe_head(const siege_state *st, int seat, float *o, const siege_obs_cache *k, int who, int fd)
{
    o = wm__obs_hot(o, SG_NIDEOLOGIES, seat);
    *o++ = (float)(st->seats == 3);
    *o++ = (float)((st->flags & WM_SIEGE_ADVANCED) != 0);
    *o++ = (float)((st->flags & WM_SIEGE_PP_BONUS) != 0);
    *o++ = (float)((st->flags & WM_OPT_EXTERNAL_DICE) != 0);
    o = wm__obs_hot(o, SG_NIDEOLOGIES + 2, who);
    o = wm__obs_hot(o, OBS_STAGES, st->stage);
    o = wm__obs_hot(o, SG_NIDEOLOGIES + 1, st->actor < SG_NIDEOLOGIES ? st->actor : SG_NIDEOLOGIES);
    o = wm__obs_hot(o, SG_PH_OVER + 1, st->phase);
    /* idx tells, while the choices are face down, whether an Event was
     * chosen in lieu of a Political Action: not shown then */
    const float prog[OBS_PROGRESS] = {(float)st->turn,     (float)st->round,   (float)st->rank,
                                      fd ? 0.0f : (float)st->idx,
                                      (float)st->job,      (float)st->job_a,   (float)st->job_b,
                                      (float)st->ntape,    (float)st->die,     (float)st->mod,
                                      (float)st->exploits, (float)st->done,    (float)st->acted,
                                      (float)st->tw,       (float)st->next,    (float)st->cursor,
                                      (float)st->mulligan, (float)st->end_reason};
    memcpy(o, prog, sizeof prog);
    o += OBS_PROGRESS;
    for (int r = 0; r < SG_NIDEOLOGIES; r++)
        o = wm__obs_hot(o, SG_NIDEOLOGIES, st->order[r]);
    for (int r = 0; r < SG_NIDEOLOGIES; r++)
        o = wm__obs_hot(o, SG_NIDEOLOGIES, st->prev_order[r]);
    o = wm__obs_set(o, st->exhaust, SG_NIDEOLOGIES);
    o = wm__obs_hot(o, SG_NIDEOLOGIES, st->comm_ctrl);
    for (int i = 0; i < SG_NIDEOLOGIES; i++) {
        const uint8_t *pool = k->pool[i];
        int ct = st->seats == 2 && i != SG_COMMUNISM ? st->comm_turns[i == SG_NAZISM ? 0 : 1] : 0;
        int pol = k->political_vp[i];
        const float v[OBS_PER_IDEO] = {
            (float)st->prestige[i],
            (float)st->pp[i],
            (float)st->vp_marker[i],
            (float)st->vp_token[i],
            (float)st->rerolls[i],
            (float)st->force_pool[i],
            (float)st->cc_pool[i],
            (float)k->reserve[i],
            (float)pool[SG_RM],
            (float)pool[SG_FACTORY],
            (float)pool[SG_OIL],
            (float)ct,
            (float)count_at(st, i, SG_LOC_HAND),
            (float)count_at(st, i, SG_LOC_RESERVE),
            (float)count_at(st, i, SG_LOC_PLAYED),
            (float)st->ndeck[i],
            st->coup_area[i] == SG_NOTHING ? 0.0f : (float)(st->coup_area[i] + 1),
            st->coup_target[i] == SG_NOTHING ? 0.0f : (float)(st->coup_target[i] + 1),
            (float)st->spanish[i],
            (float)st->permit[i],
            (float)st->signs[i],
            (float)pol,
            (float)wm__siege_mr_vp(st->force_pool[i]),
            (float)(st->vp_token[i] + wm__siege_mr_vp(st->force_pool[i]) + pol > SG_VP_MAX
                        ? SG_VP_MAX
                        : st->vp_token[i] + wm__siege_mr_vp(st->force_pool[i]) + pol),
        };
        memcpy(o, v, sizeof v);
        o += OBS_PER_IDEO;
    }
    return o;
}

/* The sections after the head (slices 12-27). */
static float *observe_sections(const siege_state *st, float *o, siege_obs_cache *k, int full, const obs_changes *ch)
{
    /* The sections after the head, each rewritten (cleared, then its
     * non-zero elements) only when its source changed. */
    float *e;
#define SECTION(slice, cond) for (e = o + slice_len(slice); e; o = e, e = NULL) if ((cond) && (full || (memset(o, 0, slice_len(slice) * sizeof *o), 1)))
    SECTION(12, ch->cc_changed)
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        for (int a = 0; a < SG_NCC_AREAS; a++)
            o[i * SG_NCC_AREAS + a] = (float)st->cc_map[i][a];
    SECTION(13, ch->coup_changed)
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        for (int j = 0; j < SG_NIDEOLOGIES; j++)
            o[i * SG_NIDEOLOGIES + j] = (float)st->coup_cc[i][j];
    SECTION(14, ch->regime_changed)
    for (int n = 0; n < SG_NNATIONS; n++)
        (void)wm__obs_hot(o + n * (SG_NREGIME_BOXES + 1), SG_NREGIME_BOXES + 1,
                          st->regime[n] == SG_REGIME_GONE ? SG_NREGIME_BOXES : st->regime[n]);
    SECTION(15, ch->arm_changed)
    for (int p = 0; p < SG_NPOWERS; p++)
        (void)wm__obs_hot(o + p * 4, 4, st->armaments[p] == SG_ARM_NONE ? 3 : st->armaments[p]);
    const uint8_t mk[4] = {st->china_marker, st->despotic, st->at_war, st->rules};
    SECTION(16, changed(full, k->markers, mk, sizeof mk)) {
        float *q = wm__obs_hot(o, 4, st->china_marker);
        q = wm__obs_set(q, st->despotic, SG_NPOWERS);
        q = wm__obs_set(q, st->at_war, SG_NPOWERS);
        (void)wm__obs_set(q, st->rules, SG_NRULES);
    }
    SECTION(17, ch->rbox_changed)
    for (int b = 0; b < SG_NRBOXES; b++)
        (void)wm__obs_hot(o + b * (SG_NIDEOLOGIES + 1), SG_NIDEOLOGIES + 1, st->rbox[b]);
    uint8_t mb[SG_NMAP_RBOXES];
    for (int m = 0; m < SG_NMAP_RBOXES; m++)
        mb[m] = (uint8_t)(wm__siege_map_box_open(st, m) ? st->map_rbox[m] : SG_NIDEOLOGIES + 1);
    SECTION(18, changed(full, k->map_box, mb, sizeof mb))
    for (int m = 0; m < SG_NMAP_RBOXES; m++)
        (void)wm__obs_hot(o + m * (SG_NIDEOLOGIES + 2), SG_NIDEOLOGIES + 2, mb[m]);
    SECTION(19, ch->vpbox_changed)
    for (int a = 0; a < SG_NAREAS; a++)
        (void)wm__obs_set(o + a * SG_NIDEOLOGIES, st->vpbox[a], SG_NIDEOLOGIES);
    SECTION(20, ch->civil_changed)
    for (int n = 0; n < SG_NNATIONS; n++)
        (void)wm__obs_hot(o + n * 3, 3, st->civil[n]);
    SECTION(21, ch->civil_mr_changed)
    for (int n = 0; n < SG_NNATIONS; n++)
        for (int s = 0; s < 2; s++)
            for (int i = 0; i < SG_NIDEOLOGIES; i++)
                o[(n * 2 + s) * SG_NIDEOLOGIES + i] = (float)st->civil_mr[n][s][i];
    SECTION(22, ch->war_changed)
    for (int w = 0; w < SG_NWARS; w++) {
        (void)wm__obs_hot(o + w * 5, 4, st->war_box[w] == SG_WAR_OFF ? 0 : st->war_box[w] + 1);
        o[w * 5 + 4] = (float)st->war_stall[w];
    }
    SECTION(23, ch->war_mr_changed)
    for (int w = 0; w < SG_NWARS; w++)
        for (int s = 0; s < 2; s++)
            for (int i = 0; i < SG_NIDEOLOGIES; i++)
                o[(w * 2 + s) * SG_NIDEOLOGIES + i] = (float)st->war_mr[w][s][i];
    SECTION(24, changed(full, &k->fought, &st->fought, sizeof st->fought)) {
        float *q = wm__obs_set(o, st->fought, SG_NWARS);
        (void)wm__obs_set(q, st->fought >> 16, SG_NNATIONS);
    }
    SECTION(25, changed(full, k->pact, st->pact, sizeof st->pact))
    for (int p = 0; p < SG_NPOWERS; p++)
        (void)wm__obs_set(o + p * SG_NAREAS, st->pact[p], SG_NAREAS);
    SECTION(26, changed(full, k->ally, st->ally, sizeof st->ally))
    for (int p = 0; p < SG_NPOWERS; p++)
        (void)wm__obs_set(o + p * SG_NAREAS, st->ally[p], SG_NAREAS);
    SECTION(27, changed(full, &k->no_pa, &st->no_pa, sizeof st->no_pa))
    (void)wm__obs_set(o, st->no_pa, SG_NIDEOLOGIES);
#undef SECTION
    return o;
}

/* Each card's place as the observer sees it (visible_loc's one-hot), in
 * place: a card's one-hot moves only when that place changed. */
static void write_card_places(const siege_state *st, int seat, float *o, siege_obs_cache *k, int full, int fd,
                              const int *mine, const int *peek, const int *open)
{
    const sg_card *cards = sg_cards();
    static const uint8_t plain[SG_LOC_REMOVED + 1] = {0, 1, 1, 1, 1, 5, 6, 7};
    for (int cd = 0; cd < SG_CARDS; cd++, o += OBS_CARD_LOCS) {
        int l = st->card_loc[cd], v = l <= SG_LOC_REMOVED ? plain[l] : 7;
        if (l >= SG_LOC_HAND && l <= SG_LOC_PLAYED) {
            int d = cards[cd].deck, m = mine[d], bit = cd - wm__siege_deck_first[d];
            /* wm__siege_knows, the deck's memory open found once (seat:
             * an observer seat, 0 to SG_NIDEOLOGIES - 1) */
            if (l == SG_LOC_HAND)
                v = m || peek[d] || (open[d] && ((st->known[SG_KNOW_HAND][seat][d] >> bit) & 1u)) ? 2 : 1;
            else if (l == SG_LOC_RESERVE)
                v = m || (open[d] && ((st->known[SG_KNOW_RESERVE][seat][d] >> bit) & 1u)) ? 3 : 1;
            else
                v = !fd || m ? 4 : 1;
        }
        if (full) {
            o[v] = 1.0f;
        } else if (k->card_v[cd] != v) {
            o[k->card_v[cd]] = 0.0f;
            o[v] = 1.0f;
        }
        k->card_v[cd] = (uint8_t)v;
    }
}

/* Each card's three flag bits, in place: only the cards whose bits changed. */
static void write_card_flags(const siege_state *st, float *o, siege_obs_cache *k, int full)
{
    for (int cd = 0; cd < SG_CARDS; cd++, o += 3) {
        uint8_t f = (uint8_t)(st->card_flags[cd] & 7u);
        if (full) {
            (void)wm__obs_set(o, f, 3);
        } else if (k->card_flags[cd] != f) {
            for (int b = 0; b < 3; b++)
                o[b] = (float)((f >> b) & 1u);
        }
        k->card_flags[cd] = f;
    }
}

/* The cards' places and flags, then the result. */
static void observe_cards(const siege_state *st, int seat, float *o, siege_obs_cache *k, int full, int fd)
{
    int over = st->stage == ST_OVER;
    /* the cards: visible_loc's places, with what depends on the Ideology
     * (seen, inspected) found once per Ideology, not once per card; in
     * place, a card's one-hot moves only when its place as the observer
     * sees it changed */
    int mine[SG_NIDEOLOGIES], peek[SG_NIDEOLOGIES], open[SG_NIDEOLOGIES];
    uint8_t vis[SG_NIDEOLOGIES];
    for (int d = 0; d < SG_NIDEOLOGIES; d++) {
        mine[d] = sees(st, seat, d);
        peek[d] = wm__siege_peeking(st, seat, d);
        open[d] = wm__siege_memory_open(st, d); /* once a deck, not once a card (wm__siege_knows) */
        vis[d] = (uint8_t)(mine[d] | peek[d] << 1 | open[d] << 2);
    }
    const uint8_t fd8 = (uint8_t)((fd != 0) | (seat + 1) << 1); /* and the observer */
    /* changed() fills the cache as it compares: every one is called */
    int same = !changed(full, k->card_loc, st->card_loc, sizeof st->card_loc);
    same &= !changed(full, k->known, st->known, sizeof st->known);
    same &= !changed(full, k->card_vis, vis, sizeof vis);
    same &= !changed(full, &k->card_fd, &fd8, 1);
    if (!same)
        write_card_places(st, seat, o, k, full, fd, mine, peek, open);
    o += SG_CARDS * OBS_CARD_LOCS;
    if (changed(full, k->card_flags_src, st->card_flags, sizeof st->card_flags))
        write_card_flags(st, o, k, full);
    o += SG_CARDS * 3;
    for (int s = 0; s < SG_NIDEOLOGIES; s++) {
        float r = 0.0f;
        if (over && s < st->seats)
            r = st->winner == SG_NOBODY ? 0.0f : st->winner == s ? 1.0f : -1.0f;
        *o++ = r;
    }
}

/* The tensor into o.  c NULL: written whole (wm_observe).  Else the
 * batch's cache: full 1 writes it whole and fills the cache; full 0
 * writes what changed since the cache was filled. */
static void observe(const siege_state *st, int seat, float *o, siege_obs_cache *c, int full)
{
    siege_obs_cache local; /* a whole write's sections fill it, unread */
    siege_obs_cache *k = c ? c : &local;
    int over = st->stage == ST_OVER;
    int chance = st->stage == ST_DIE || st->stage == ST_JOB_DIE || st->stage == ST_DRAW || st->stage == ST_MDRAW;
    int fd = wm__siege_face_down(st);
    int who = over ? SG_NIDEOLOGIES + 1 : chance ? SG_NIDEOLOGIES : wm__siege_seat_of(st, wm__siege_decider(st));
    /* Issue 34: the tensor (3,176 floats) is mostly zeros: zeroed at once,
     * then only its non-zero elements written (wm__obs_hot, wm__obs_set);
     * the same floats as writing every element.  Written in place (c):
     * the head (slices observer to ideology, 200 floats) every time, the
     * other sections when their source changed. */
    if (full || !c) {
        memset(o, 0, obs_floats() * sizeof *o);
        full = 1;
    } else {
        size_t head = 0;
        for (int s = 0; s <= 11; s++)
            head += slice_len(s);
        memset(o, 0, head * sizeof *o);
    }
    obs_changes ch;
    find_changes(st, k, full, &ch);
    o = observe_head(st, seat, o, k, who, fd);
    o = observe_sections(st, o, k, full, &ch);
    observe_cards(st, seat, o, k, full, fd);
}

void wm__siege_observe(const void *vst, int seat, float *o)
{
    observe(vst, seat, o, NULL, 1);
}

void wm__siege_observe_delta(const void *vst, int seat, float *o, void *cache, int valid)
{
    observe(vst, seat, o, cache, !valid);
}

/* ------------------------------------------------------------------ */
/* Resampling                                                           */
/* ------------------------------------------------------------------ */

/* Ideology d has made its choice of this round and chose no Political
 * Action: it had none in hand then (§3.3.1 [1]: "Players must play one
 * Political Action Card, if available"; an Event in lieu only "when no
 * Political Action Card is available in his hand"), and nothing enters a
 * hand during the round but a replaced Political Action. */
static int hand_has_no_pa(const siege_state *st, int d)
{
    if (st->phase != SG_PH_POLITICAL || st->chosen_pa[d] != SG_NOTHING)
        return 0;
    if (wm__siege_face_down(st)) {
        if (st->stage == ST_CHOOSE_EV && st->actor == d)
            return 1; /* it passed, or chose an Event in lieu */
        for (int r = 0; r < st->rank && r < SG_NIDEOLOGIES; r++)
            if (st->order[r] == d)
                return 1;
        return 0;
    }
    return 1; /* after the choice */
}

/* §1.8: a MANDATORY Political Action (it has no conditions, §1.8.1). */
static int is_mandatory_pa(int c)
{
    return is_pa(c) && (sg_cards()[c].flags & SG_F_MANDATORY);
}

/* Ideology d has passed the first Game Round's choice of this turn, in
 * which a Mandatory Political Action dealt this turn had to be chosen
 * (§1.8, §3.3.1 [1]; "no more forced" after Total War). */
static int mandatory_pa_past(const siege_state *st, int d)
{
    if (st->tw)
        return 0;
    if (st->phase == SG_PH_INTERPHASE)
        return 1;
    if (st->phase != SG_PH_POLITICAL)
        return 0;
    return st->round > 1 || st->chosen_pa[d] != SG_NOTHING || hand_has_no_pa(st, d);
}

/* k of the n cards of set[] at random (a partial shuffle to the front). */
static void pick_front(uint8_t *set, int n, int k, uint64_t *rng)
{
    for (int i = 0; i < k && i < n; i++) {
        int j = i + (int)wm__rng_below(rng, (uint32_t)(n - i));
        uint8_t t = set[i];
        set[i] = set[j];
        set[j] = t;
    }
}

/* Card c is one the resampling seat cannot tell apart from the others of
 * its deck: in the deck, a hand, a Reserve or (face down) this round's
 * choices, and not among the `fixed` cards of its deck (bit k: the card
 * deck_first + k is where the seat sees or remembers it). */
static int in_pool(const siege_state *st, int c, int fd, uint64_t fixed)
{
    int k = c - wm__siege_deck_first[sg_cards()[c].deck], loc = st->card_loc[c];
    if ((fixed >> k) & 1u)
        return 0;
    return loc == SG_LOC_DECK || loc == SG_LOC_HAND || loc == SG_LOC_RESERVE || (fd && loc == SG_LOC_PLAYED);
}

/*
 * The "dealt into a hand this turn" marks (SG_CF_DEALT, which only §1.8's
 * Mandatory Political Actions read) belong to the places, not to the
 * cards: after a redeal the hand, the Reserve and the chosen Political
 * Action carry as many marked cards as before.  In the hand the marks go
 * at random, but never to a Mandatory Political Action once its forced
 * play is past (mandatory_pa_past); the deck's cards carry none.
 */
static void redeal_dealt_marks(siege_state *st, int d, uint8_t *hand, int nhand, int dealt_hand,
                               uint8_t *reserve, int nres, int dealt_res, int dealt_pa, int fd, uint64_t fixed,
                               uint64_t *rng)
{
    int first = wm__siege_deck_first[d], size = wm__siege_deck_size[d];
    for (int k = 0; k < size; k++) {
        int c = first + k;
        if (in_pool(st, c, fd, fixed))
            st->card_flags[c] = (uint8_t)(st->card_flags[c] & ~SG_CF_DEALT);
    }
    if (fd && dealt_pa && st->chosen_pa[d] != SG_NOTHING)
        st->card_flags[st->chosen_pa[d]] = (uint8_t)(st->card_flags[st->chosen_pa[d]] | SG_CF_DEALT);
    pick_front(reserve, nres, dealt_res, rng);
    for (int r = 0; r < dealt_res && r < nres; r++)
        st->card_flags[reserve[r]] = (uint8_t)(st->card_flags[reserve[r]] | SG_CF_DEALT);
    /* the hand: the cards that may carry a mark first, in random order */
    uint8_t ok[40], bad[40];
    int nok = 0, nbad = 0, past = mandatory_pa_past(st, d);
    for (int x = 0; x < nhand; x++) {
        if (past && is_mandatory_pa(hand[x]))
            bad[nbad++] = hand[x];
        else
            ok[nok++] = hand[x];
    }
    pick_front(ok, nok, dealt_hand, rng);
    pick_front(bad, nbad, dealt_hand - nok, rng);
    for (int x = 0; x < dealt_hand; x++) {
        int c = x < nok ? ok[x] : bad[x - nok];
        st->card_flags[c] = (uint8_t)(st->card_flags[c] | SG_CF_DEALT);
    }
}

/* A Mandatory Political Action dealt this turn would have had to be
 * chosen in the first Game Round (§1.8, §3.3.1 [1]), so the hand holds no
 * more of them than the `kept` cards it has from earlier turns: the extra
 * ones trade places with deck cards (rest[ir..nrest)).  -1 when no deck
 * card can take one's place. */
static int trade_mandatory_pas(uint8_t *hand, int nhand, int kept, uint8_t *rest, int ir, int nrest, uint64_t *rng)
{
    int nbad = 0;
    for (int x = 0; x < nhand; x++)
        nbad += is_mandatory_pa(hand[x]);
    for (int x = 0; x < nhand && nbad > kept; x++) {
        if (!is_mandatory_pa(hand[x]))
            continue;
        int cand[40], nc = 0;
        for (int q = ir; q < nrest; q++)
            if (!is_mandatory_pa(rest[q]))
                cand[nc++] = q;
        if (!nc)
            return -1;
        int q = cand[wm__rng_below(rng, (uint32_t)nc)];
        uint8_t t = hand[x];
        hand[x] = rest[q];
        rest[q] = t;
        nbad--;
    }
    return 0;
}

/*
 * Redeals, for every Ideology whose cards `seat` does not see, the cards
 * it cannot tell apart: the deck, the hand, the Reserve and, while they are
 * face down, this round's choices - less the cards it remembers where they
 * are (siege_state.known, unless set aside while a choice is face down)
 * and the hand N1 is showing it.  Each place keeps its number of cards;
 * a Reserve holds Political Actions only, a chosen Political Action stays a
 * Political Action and a chosen Event an Event, and a hand that (by the
 * rules of the choice, this round's or an earlier reveal's) holds no
 * Political Action gets none.  Within those constraints the deal is
 * uniform.  The other seats' memory of redealt cards keeps its size per
 * place, on redealt cards of that place.  Every deck's order is shuffled
 * (nobody sees it) and the generator, which decides every die and shuffle
 * to come, is redrawn.
 */
wm_status wm__siege_resample(void *vst, int seat, uint64_t seed)
{
    siege_state *st = vst;
    uint64_t rng = seed;
    int fd = wm__siege_face_down(st);
    for (int d = 0; d < SG_NIDEOLOGIES; d++) {
        int first = wm__siege_deck_first[d], size = wm__siege_deck_size[d];
        if (sees(st, seat, d)) {
            wm__siege_shuffle(st->deck[d], st->ndeck[d], &rng);
            continue;
        }
        /* the unseen cards, split by kind, and the places they fill */
        uint8_t pa[40], ev[40], rest[40];
        int npa = 0, nev = 0, nrest = 0, nhand = 0, nres = 0;
        int dealt_hand = 0, dealt_res = 0, dealt_pa = 0; /* §1.8 "dealt into a hand" marks */
        /* a hand that held no Political Action at this round's choice or
         * at an earlier reveal of the turn, none entering it since */
        int no_pa = hand_has_no_pa(st, d) || ((st->no_pa >> d) & 1u);
        /* what the seat sees or remembers stays: the hand N1 is showing
         * it, the cards it remembers in the hand and the Reserve */
        uint64_t fixed = 0;
        if (wm__siege_memory_open(st, d)) /* else set aside while a choice is face down */
            fixed = st->known[SG_KNOW_HAND][seat][d] | st->known[SG_KNOW_RESERVE][seat][d];
        if (wm__siege_peeking(st, seat, d))
            for (int k = 0; k < size; k++)
                if (st->card_loc[first + k] == SG_LOC_HAND)
                    fixed |= (uint64_t)1u << k;
        uint64_t pool = 0;
        for (int k = 0; k < size; k++) {
            int c = first + k, loc = st->card_loc[c];
            if (!in_pool(st, c, fd, fixed))
                continue;
            pool |= (uint64_t)1u << k;
            if (is_pa(c))
                pa[npa++] = (uint8_t)c;
            else
                ev[nev++] = (uint8_t)c;
            nhand += loc == SG_LOC_HAND; /* the hand's places the seat cannot tell */
            nres += loc == SG_LOC_RESERVE;
            if (st->card_flags[c] & SG_CF_DEALT) {
                dealt_hand += loc == SG_LOC_HAND;
                dealt_res += loc == SG_LOC_RESERVE;
                dealt_pa += loc == SG_LOC_PLAYED && is_pa(c);
            }
        }
        wm__siege_shuffle(pa, npa, &rng);
        wm__siege_shuffle(ev, nev, &rng);
        int ipa = 0, iev = 0;
        /* the constrained places first */
        if (fd && st->chosen_pa[d] != SG_NOTHING) {
            if (ipa >= npa)
                return WM_EILLEGAL;
            st->chosen_pa[d] = pa[ipa++];
        }
        for (int e = 0; e < 2; e++)
            if (fd && st->chosen_ev[d][e] != SG_NOTHING) {
                if (iev >= nev)
                    return WM_EILLEGAL;
                st->chosen_ev[d][e] = ev[iev++];
            }
        uint8_t reserve[4], hand[40];
        int h = 0;
        if (nres > 4 || ipa + nres > npa)
            return WM_EILLEGAL;
        for (int r = 0; r < nres; r++)
            reserve[r] = pa[ipa++];
        if (no_pa) {
            if (iev + nhand > nev)
                return WM_EILLEGAL;
            for (; h < nhand; h++)
                hand[h] = ev[iev++];
        }
        /* the rest, uniformly over the free places: the hand, then the deck */
        while (ipa < npa)
            rest[nrest++] = pa[ipa++];
        while (iev < nev)
            rest[nrest++] = ev[iev++];
        wm__siege_shuffle(rest, nrest, &rng);
        int ir = 0;
        for (; h < nhand; h++)
            hand[h] = rest[ir++];
        if (nrest - ir != st->ndeck[d])
            return WM_EILLEGAL;
        if (mandatory_pa_past(st, d) && trade_mandatory_pas(hand, nhand, nhand - dealt_hand, rest, ir, nrest, &rng) < 0)
            return WM_EILLEGAL;
        /* the memory of the redealt cards (the other seats', and the
         * seat's own while it is set aside): as many of them per place as
         * before, now on redealt cards in that place (or, while the
         * choices are face down, among them) */
        int remembered[SG_NIDEOLOGIES][2];
        for (int t = 0; t < SG_NIDEOLOGIES; t++)
            for (int p = 0; p < 2; p++) {
                remembered[t][p] = wm__popcount64(st->known[p][t][d] & pool);
                st->known[p][t][d] &= ~pool;
            }
        /* write the deal back */
        for (int k = 0; k < size; k++)
            if ((pool >> k) & 1u)
                st->card_loc[first + k] = SG_LOC_DECK;
        for (int r = 0; r < nres; r++)
            st->card_loc[reserve[r]] = SG_LOC_RESERVE;
        for (int x = 0; x < nhand; x++)
            st->card_loc[hand[x]] = SG_LOC_HAND;
        if (fd) {
            if (st->chosen_pa[d] != SG_NOTHING)
                st->card_loc[st->chosen_pa[d]] = SG_LOC_PLAYED;
            for (int e = 0; e < 2; e++)
                if (st->chosen_ev[d][e] != SG_NOTHING)
                    st->card_loc[st->chosen_ev[d][e]] = SG_LOC_PLAYED;
        }
        for (int q = 0; q < st->ndeck[d]; q++)
            st->deck[d][q] = rest[ir++];
        redeal_dealt_marks(st, d, hand, nhand, dealt_hand, reserve, nres, dealt_res, dealt_pa, fd, fixed, &rng);
        for (int t = 0; t < SG_NIDEOLOGIES; t++)
            for (int p = 0; p < 2; p++) {
                if (!remembered[t][p])
                    continue;
                uint8_t cand[40];
                int nc = 0, loc = p == SG_KNOW_HAND ? SG_LOC_HAND : SG_LOC_RESERVE;
                for (int k = 0; k < size; k++) {
                    int at = st->card_loc[first + k];
                    if (((pool >> k) & 1u) && (at == loc || (fd && at == SG_LOC_PLAYED)))
                        cand[nc++] = (uint8_t)k;
                }
                pick_front(cand, nc, remembered[t][p], &rng);
                for (int x = 0; x < remembered[t][p] && x < nc; x++)
                    st->known[p][t][d] |= (uint64_t)1u << cand[x];
            }
    }
    st->rng = wm__mix64(rng ^ 0x51e9e5u);
    return WM_OK;
}

/* ------------------------------------------------------------------ */
/* The search's evaluation at a playout cutoff (doc/ai.md)              */
/* ------------------------------------------------------------------ */

/* Tenths of the VP a nation one or two Influence steps from an Ideology's
 * Control Area is worth to it (the next Victory steps may count it). */
static const int near_weight[3] = {0, 4, 2};

/* An Ideology's VP as the search estimates them at a playout cut
 * (doc/ai.md): the VP if the Victory step came now, the MR bands of the
 * Victory steps to come, nations near its Control Area, Prestige. */
static double heuristic_vp(const siege_state *st, int ideo)
{
    /* the MR band is scored at every Victory step still to come (§3.4.3),
     * and the Force Pool grows by the Powers' production (§3.4.2) */
    int left = SG_TURNS - st->turn + (st->phase == SG_PH_OVER ? 0 : 1);
    int prod = 0;
    for (int p = 0; p < SG_NPOWERS; p++)
        if (wm__siege_controls_power(st, ideo, p))
            prod += wm__siege_power_production(st, p);
    double v = projected_vp(st, ideo);
    for (int k = 1; k < left; k++) {
        int mr = st->force_pool[ideo] + k * prod;
        v += 0.6 * wm__siege_mr_vp(mr > SG_CUBES ? SG_CUBES : mr);
    }
    uint8_t dist[SG_NREGIME_BOXES];
    wm__siege_regime_dist(SG_CONTROL_BOX(ideo), wm__siege_forbidden(ideo, ideo), dist);
    int tenths = 0;
    for (int n = 0; n < SG_NNATIONS; n++) {
        int b = st->regime[n];
        if (b == SG_REGIME_GONE || wm__siege_areas[n].ideology == ideo)
            continue;
        int d = dist[b];
        if (d >= 1 && d <= 2)
            tenths += near_weight[d] * wm__siege_areas[n].vp;
    }
    return v + tenths / 10.0 + 0.3 * st->prestige[ideo];
}

/* The VP difference at which a position is worth 0.75 (or 0.25). */
#define SIEGE_EVAL_SCALE 3.0

/* A VP difference d as a value in [0, 1]: 0.5 + 0.5 d / (|d| + scale). */
static double squash(double d)
{
    return 0.5 + 0.5 * d / ((d < 0 ? -d : d) + SIEGE_EVAL_SCALE);
}

/* Two seats: what Communism on top at the end is worth to seat s (§3.5):
 * a draw in Short; in Advanced the Communism Control Turns decide when
 * they differ by two or more. */
static double communism_top_value(const siege_state *st, int s)
{
    if (!(st->flags & WM_SIEGE_ADVANCED))
        return 0.5;
    int diff = st->comm_turns[0] - st->comm_turns[1];
    int mine = s == SG_NAZISM ? diff : -diff;
    return mine >= 2 ? 0.75 : mine <= -2 ? 0.25 : 0.5;
}

/*
 * The value of a position that is not over, per seat, in [0, 1].
 *
 * Three seats: the seat's estimated VP (heuristic_vp) against the best of
 * the others, squashed.
 *
 * Two seats (a seat plays for its own Ideology, §3.5): the chance that
 * Communism does not end on top, squash(best of the two - Communism),
 * times the seat's chance against the other seat, plus the other case's
 * share at what Communism on top is worth (communism_top_value).  An
 * earlier form scored every position with Communism ahead as a flat 0.5,
 * which left the search no gradient for pushing Communism back down: it
 * drew 43 of 500 games against random seats (2 seats, Short; doc/ai.md).
 */
void wm__siege_evaluate(const void *vst, double *value)
{
    const siege_state *st = vst;
    double vp[SG_NIDEOLOGIES];
    for (int i = 0; i < SG_NIDEOLOGIES; i++)
        vp[i] = heuristic_vp(st, i);
    for (int s = 0; s < st->seats; s++) {
        if (st->seats == 2) {
            int o = 1 - s;
            double top = vp[s] > vp[o] ? vp[s] : vp[o];
            double p_top = squash(top - vp[SG_COMMUNISM]);
            value[s] = p_top * squash(vp[s] - vp[o]) + (1.0 - p_top) * communism_top_value(st, s);
            continue;
        }
        double best = -1.0;
        for (int i = 0; i < SG_NIDEOLOGIES; i++)
            if (i != s && vp[i] > best)
                best = vp[i];
        value[s] = squash(vp[s] - best);
    }
}
