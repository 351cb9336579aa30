/*
 * siege.h - Democracy under Siege: internal interfaces of lib/siege/.
 *
 * Source files follow the rulebook (democracy-under-siege.txt).  They are
 * layered: each calls only the files listed below it (no circle of calls,
 * tools/check-source.py), from the top:
 *   view.c     JSON views, move names, prompts, the field table, the ops
 *   check.c    the invariants of the state and of the decision frame
 *   observe.c  observations, resampling, the evaluation (doc/ai.md)
 *   moves.c    init, legal, is_legal, apply, to_move: one lookup in the
 *              stage table, then the flow
 *   stages.c   the stage table (one row per ST_* stage, stage.h) and the
 *              flow through it; its rows are its only link to the stages
 *   phase32.c  §3.1-§3.2 the start of a turn and the Cards Phase stages
 *   phase33.c  §3.3 the Political Phase stages (Strategy Cards Play step,
 *              Game Actions step, Coup Attempts Resolution)
 *   phase34.c  §3.4 the Interphase stages
 *              (the three phases never call each other: each hands over
 *              by the stage it sets)
 *   play.c     the decision layer's primitives: dice, jobs (a
 *              resolution's choices one move at a time), the shared stages
 *   cards.c    §1.8.3, §3.2 decks and hands, §3.3.1 disposal, PP
 *   wars.c     §3.3.12-§3.3.13 Civil War and War Tests, a War's end
 *   effects.c  the one interpreter of the card effect programs
 *   actions.c  §3.3.1 tests, §3.3.6-§3.3.14 Game Actions
 *   rules.c    §1.4-§3.6 rules primitives over the state: Prestige and
 *              Enemy Control on entering or leaving Control Areas, China
 *              (§3.6), Initiative (§3.1), production, upkeep and VP
 *              (§3.4), the winner (§3.5)
 *   state.c    §2.0 Game Setup, seats, the Token Reserve, the record of a
 *              resolution's choice point
 *   pack.c     content packs, and the card tables of the game served
 *   regime.c   §1.4.3 Political Regimes Track, §3.3.1 shortest-path rule
 *   content.c  §1.3-§1.8 components as data (RULEBOOK / RECONSTRUCTED)
 *
 * The title is registered (wm__siege_ops in view.c,
 * WM_DEMOCRACY_UNDER_SIEGE); doc/rules-siege.md says what is implemented.
 */
#ifndef WM_SIEGE_INTERNAL_H
#define WM_SIEGE_INTERNAL_H

#include "internal.h"
#include "weimar/siege.h"
#include "content.h"

/* The Strategy Cards and War Cards of the game being served: its content
 * pack's (wm__pack_data, set by the core on entry) or the built-in
 * tables. */
/* Declared const (GCC, Clang): the tables do not change while title code
 * runs (the core sets wm__pack_data only on entry to a public function),
 * so the compiler may keep the pointer across calls and out of loops - the
 * built-in path then costs about what a static table did. */
#if defined(__GNUC__)
__attribute__((const))
#endif
const sg_card *wm__siege_card_table(void);
#if defined(__GNUC__)
__attribute__((const))
#endif
const sg_war *wm__siege_war_table(void);
#define sg_cards() wm__siege_card_table()
#define sg_wars() wm__siege_war_table()

/* The Entry Turn of card c in this game (§3.2.1): WM_SIEGE_PUBLISHED_ONLY
 * deals the RECONSTRUCTED cards from the start, as a card no source dates
 * (doc/siege-content.md, method 14). */
#define sg_entry(st, c) \
    (((st)->flags & WM_SIEGE_PUBLISHED_ONLY) && (sg_cards()[c].flags & SG_F_RECONSTRUCTED) ? 0 : sg_cards()[c].entry)
/* Whether card c plays for its PP only in this game (no Political Action
 * test, doc/siege-content.md): TEXT_UNPUBLISHED, or RECONSTRUCTED under
 * WM_SIEGE_PUBLISHED_ONLY. */
#define sg_pp_only(st, c) \
    ((sg_cards()[c].flags & SG_F_UNPUBLISHED) || \
     (((st)->flags & WM_SIEGE_PUBLISHED_ONLY) && (sg_cards()[c].flags & SG_F_RECONSTRUCTED)))

/* §1.8 MANDATORY (doc/rules-siege.md, "Mandatory cards"). */
static inline int is_mandatory(int c)
{
    return (sg_cards()[c].flags & SG_F_MANDATORY) != 0;
}

#include <stdarg.h>

/* ------------------------------------------------------------------ */
/* regime.c                                                              */
/* ------------------------------------------------------------------ */
#define SG_DIST_NONE 0xFF
void wm__siege_regime_dist(int target, uint32_t forbidden, uint8_t out[SG_NREGIME_BOXES]);
uint32_t wm__siege_forbidden(int actor, int target);
uint32_t wm__siege_regime_next(int from, int target, int actor);
int wm__siege_regime_closer(int from, int to, int target);
uint32_t wm__siege_regime_closer_set(int from, int target);
/* The same sets for every box (indexed by box), or NULL while the tables
 * are being built by another thread (then ask wm__siege_regime_closer_set). */
const uint32_t *wm__siege_regime_closer_table(int target);
/* The box's name for a log line (its own name where boxes share one). */
const char *wm__siege_box_label(int box, char *buf, size_t cap);


/* ------------------------------------------------------------------ */
/* The state: one flat value (no pointers), saved by a field table.     */
/* ------------------------------------------------------------------ */

/* Where a card is (siege_state.card_loc). */
enum {
    SG_LOC_FUTURE = 0,  /* Entry Turn not reached (§3.2.1) */
    SG_LOC_DECK,        /* in its deck; the order is deck[][] */
    SG_LOC_HAND,        /* in its Ideology's hand */
    SG_LOC_RESERVE,     /* in a Reserve box (§1.7) */
    SG_LOC_PLAYED,      /* played this Game Round (face down until revealed) */
    SG_LOC_DISCARD,     /* face up on its discard pile */
    SG_LOC_ACTIVE,      /* an Active Card on the table: lasting Event, War in progress, Stand-by */
    SG_LOC_REMOVED      /* removed from play */
};
/* siege_state.card_flags */
#define SG_CF_DONE_ONCE 0x01  /* PLAYABLE TWICE: performed once (its Event Marker is on the Turn Track) */
#define SG_CF_PERFORMED 0x02  /* the Political Action was performed (conditions "card performed") */
#define SG_CF_NULLIFIED 0x04  /* its Stand-by effect was nullified (D36) */
#define SG_CF_DEALT 0x08      /* dealt into its hand this turn (§1.8 MANDATORY: "dealt into a hand") */
#define SG_CF_ALL 0x0F

#define SG_REGIME_GONE 0xFF   /* the nation was conquered: its Regime Marker is out of play */
#define SG_ARM_NONE 0xFF      /* China's Armaments token: nobody holds China */
#define SG_WAR_OFF 0xFF       /* war_box: the War Card is not being fought */
#define SG_NOTHING 0xFF

/* Game phases (siege_state.phase). */
enum {
    SG_PH_SETUP = 0,
    SG_PH_INITIATIVE,   /* §3.1 */
    SG_PH_CARDS,        /* §3.2 */
    SG_PH_POLITICAL,    /* §3.3 */
    SG_PH_INTERPHASE,   /* §3.4 */
    SG_PH_OVER          /* §3.5 */
};
/* Why the game ended (siege_state.end_reason). */
enum { SG_END_NONE = 0, SG_END_AUTOMATIC, SG_END_TOTAL_WAR, SG_END_TURN8 };

typedef struct siege_state {
    uint64_t rng;                    /* the seeded generator */
    uint64_t pact[SG_NPOWERS];       /* bit a: a Pact Marker binds this Power and area a (§3.3.5) */
    uint64_t ally[SG_NPOWERS];       /* bit a: an Ally Marker binds this Power and area a */
    uint64_t fought;                 /* this impulse: bit w a War Test on war w, bit 16 + n a Civil War Test on n */
    uint32_t flags;                  /* rule flags given at creation */
    uint8_t seats;                   /* 2 or 3 */
    uint8_t turn;                    /* 1..8 */
    uint8_t round;                   /* 1..4 */
    uint8_t phase;                   /* SG_PH_* */
    uint8_t end_reason;              /* SG_END_* */
    uint8_t winner;                  /* Ideology, or SG_NOBODY (draw) when over */
    uint8_t comm_ctrl;               /* who plays Communism: SG_COMMUNISM (3 seats), else SG_NAZISM or SG_DEMOCRACY */
    uint8_t exhaust;                 /* bit i: Ideology i's Initiative Marker is on its EXHAUST side */
    uint8_t order[SG_NIDEOLOGIES];   /* Initiative Order: order[rank] = Ideology */
    uint8_t prev_order[SG_NIDEOLOGIES]; /* the order at the previous Interphase (§3.1.2) */
    uint8_t prestige[SG_NIDEOLOGIES];
    uint8_t pp[SG_NIDEOLOGIES];
    uint8_t vp_marker[SG_NIDEOLOGIES];
    uint8_t vp_token[SG_NIDEOLOGIES];
    uint8_t rerolls[SG_NIDEOLOGIES]; /* re-rolls used this turn (§1.4.2) */
    uint8_t comm_turns[2];           /* Communism Control Turns Markers: [0] Nazism, [1] Democracy */
    uint8_t china_marker;            /* C26/D24 Event Marker: 0 not in play, else China's level 1-3 (§3.6) */
    uint8_t despotic;                /* bit p: Despotic Policy Marker on Power p */
    uint8_t at_war;                  /* bit p: War! Marker on Power p */
    uint8_t rules;                   /* bit r: rule change SG_RULE_* in force */
    uint8_t regime[SG_NNATIONS];     /* box of each Regime Marker, or SG_REGIME_GONE */
    uint8_t armaments[SG_NPOWERS];   /* level 0-2 (China: SG_ARM_NONE when nobody holds it) */
    uint8_t force_pool[SG_NIDEOLOGIES]; /* uncommitted MR */
    uint8_t cc_pool[SG_NIDEOLOGIES];    /* training CC */
    uint8_t cc_map[SG_NIDEOLOGIES][SG_NCC_AREAS]; /* CC deployed on the Coup Cells Track */
    uint8_t coup_area[SG_NIDEOLOGIES];  /* Coup Marker declared on a CC area, or SG_NOTHING */
    uint8_t coup_target[SG_NIDEOLOGIES];/* Coup Marker on a nation, or SG_NOTHING */
    uint8_t coup_cc[SG_NIDEOLOGIES][SG_NIDEOLOGIES]; /* [marker owner][Ideology]: CC over that marker */
    uint8_t rbox[SG_NRBOXES];        /* Control Token on a Resource Exploitation Box: Ideology + 1, 0 empty */
    uint8_t vpbox[SG_NAREAS];        /* bit i: Ideology i's Control Token on the area's VP box (conquest) */
    uint8_t civil[SG_NNATIONS];      /* Civil War Marker: 0 none, 1 ERUPTING, 2 CALMING */
    uint8_t civil_mr[SG_NNATIONS][2][SG_NIDEOLOGIES]; /* [0 Government, 1 Rebels][Ideology] */
    uint8_t war_box[SG_NWARS];       /* War Marker box 0-2, or SG_WAR_OFF */
    uint8_t war_stall[SG_NWARS];     /* 1: the War Marker is on its STALLING side */
    uint8_t war_mr[SG_NWARS][2][SG_NIDEOLOGIES]; /* [0 faction A, 1 faction B][Ideology] */
    uint8_t card_loc[SG_CARDS];      /* SG_LOC_* */
    uint8_t card_flags[SG_CARDS];    /* SG_CF_* */
    uint8_t deck[SG_NIDEOLOGIES][37];/* deck order, top first */
    uint8_t ndeck[SG_NIDEOLOGIES];
    uint8_t permit[SG_NIDEOLOGIES];  /* this Game Round: war * 2 + side + 1 the Ideology may commit to
                                        without belonging to the faction (C3, D7, §6.0), 0 none */
    uint8_t spanish[SG_NIDEOLOGIES]; /* N12: the side (1 A, 2 B) N11, C37 or D11 opened to the Ideology (§6.0) */
    uint8_t mulligan;                /* bit i: Ideology i has done its Mulligan this turn (§3.2.2) */
    uint8_t strict;                  /* 1: a tie of shortest paths with no choice given is asked for (-2) */
    /* The decision frame (play.c). */
    uint8_t stage;                   /* ST_*: what is being decided */
    uint8_t actor;                   /* the Ideology deciding (chance stages: SG_NOBODY) */
    uint8_t rank;                    /* position in the Initiative Order of a per-Ideology loop */
    uint8_t job;                     /* JOB_*: the resolution the tape is for */
    uint8_t job_a, job_b;            /* its arguments */
    uint8_t ntape;                   /* choices gathered for it */
    uint8_t die;                     /* the die of the current test */
    int8_t mod;                      /* the modifiers of the current Political Action test */
    uint8_t exploits;                /* Prestige exploited for the current test */
    uint8_t done;                    /* bit i: Ideology i is done in this stage */
    uint8_t acted;                   /* bit i: Ideology i has acted in its current Game Impulse */
    uint8_t tw;                      /* 1: Total War broke out this round (§3.3.15) */
    uint8_t idx;                     /* a loop index of the stage (event, war, nation, coup) */
    uint8_t next;                    /* the stage to resume after a die */
    int8_t signs[SG_NIDEOLOGIES];    /* §3.3.14: the sign each Ideology chose for its CCs */
    uint8_t chosen_pa[SG_NIDEOLOGIES];   /* this round's Political Action Card, or SG_NOTHING */
    uint8_t chosen_ev[SG_NIDEOLOGIES][2]; /* this round's Event Cards, or SG_NOTHING */
    uint8_t tape[24];                /* the choices gathered for `job` */
    uint8_t cursor;                  /* the next card a scan of lapsing Events looks at */
    uint8_t map_rbox[SG_NMAP_RBOXES];/* Control Token on a Map Card's box (D16, D20): Ideology + 1, 0 empty */
    uint8_t no_pa;                   /* bit i: Ideology i chose no Political Action at an earlier reveal of this
                                        turn and no Political Action entered its hand since (§3.3.1 [1]) */
    uint8_t pad_[4];
    /* The seats' memory (perfect recall, doc/ai.md): known[p][s][d] bit k:
     * seat s, which does not see Ideology d's cards now, knows that card
     * deck_first[d] + k is in d's hand (p = SG_KNOW_HAND) or Reserve
     * (SG_KNOW_RESERVE) - Communism's cards it saw while it controlled
     * Communism (2 seats, §3.1.3, §3.2.2), the hand N1 showed it (ex. 4.0),
     * a revealed card kept in a Reserve or returned to a hand by CAN
     * REPLACE (§3.3.1).  A bit is forgotten as soon as its card leaves
     * that place (wm__siege_forget, after every move; one chosen face down
     * stays remembered until the reveal, wm__siege_memory_open).  Last, so that
     * the fields every move reads keep their places in the cache lines. */
    uint64_t known[2][SG_NIDEOLOGIES][SG_NIDEOLOGIES];
} siege_state;

/* Enemy Control (§3.3.1, §3.3.6, §3.6): derived from the Regime Markers,
 * since the rulebook places and removes the markers exactly when the Power
 * enters or leaves an enemy Control Area.  `holder` is the Power Card whose
 * box is asked about (China sits on two cards). */
int wm__siege_enemy_control(const siege_state *st, int power, int holder);
/* The Ideology whose Power a Power index is for `holder` purposes:
 * the Ideology holding China (§3.6), else the Power Card's owner. */
int wm__siege_china_holder(const siege_state *st);
/* Whether Ideology i controls Power p (its Power Card carries it). */
int wm__siege_controls_power(const siege_state *st, int ideo, int power);

/* ---- state.c ---- */
/* Flags the title accepts (the core's own flags are filtered before). */
#define SG_RULE_FLAGS ((uint32_t)(WM_OPT_EXTERNAL_DICE | WM_SIEGE_ADVANCED | WM_SIEGE_PP_BONUS | WM_SIEGE_PUBLISHED_ONLY))
/* Fisher-Yates over a[0..n) with the generator *rng. */
void wm__siege_shuffle(uint8_t *a, int n, uint64_t *rng);
wm_status wm__siege_setup(siege_state *st, int seats, uint32_t flags, uint64_t seed);
/* The seat that decides for Ideology i (2 seats: Communism's controller). */
int wm__siege_seat_of(const siege_state *st, int ideo);
/* Tokens of Ideology i in use (§1.6): placed anywhere; the Token Reserve
 * holds SG_CUBES minus this. */
int wm__siege_tokens_used(const siege_state *st, int ideo);
int wm__siege_token_reserve(const siege_state *st, int ideo);
/* The choices a resolution asks for (the record is here, in state.c,
 * below effects.c and actions.c whose choice points declare into it): a
 * choice point that stops a run for one more choice (-2) may first
 * declare the values that choice can take (bit v): exactly those it
 * accepts (every other value is refused with -1, each declared one runs on
 * past it), so that the legal-move generator lists them without a trial
 * run each (play.c, job_choices; the runs after a choice point refuse
 * only a value of the tape, and the tape ends at the choice:
 * tests/check_siege.c compares the list with the one of a trial a value).
 * wm__siege_ask_begin() arms the record on this thread,
 * wm__siege_ask_declared() says whether the run declared, and
 * wm__siege_ask_end() returns what it declared, or every value when its
 * choice point declared nothing. */
void wm__siege_ask(uint64_t values);
/* The same, by a choice point the rules give to a named Ideology rather
 * than to the resolution's actor (§6.0 N27: "the Nazi player has two
 * options"); wm__siege_asked_by() returns it after the run (-1: none,
 * the actor decides) until the next wm__siege_ask_begin(). */
void wm__siege_ask_by(int ideo, uint64_t values);
int wm__siege_asked_by(void);
void wm__siege_ask_begin(void);
int wm__siege_ask_declared(void);
uint64_t wm__siege_ask_end(void);
/* What the pending choice is about, for its moves' labels (wm_move_label,
 * issue 37: no bare "choice N"): the first choice point that stops a run
 * declares its kind and a context (a war, a Civil War's nation, the op);
 * wm__siege_asked_kind() returns them after the run (SG_ASK_NONE: none). */
enum sg_ask_kind {
    SG_ASK_NONE = 0,
    SG_ASK_NATION,   /* value: a nation; ctx: the op (SG_OP_REGIME..., SG_OP_COUP) */
    SG_ASK_BOX,      /* value: a Regime box, one of the tied next boxes (§3.3.1 paths) */
    SG_ASK_WAR,      /* value: a war index, or 32 + a nation at Civil War (MR from the Token Reserve) */
    SG_ASK_SIDE,     /* value: 0 faction A / the Government, 1 B / the Rebels; ctx: as SG_ASK_WAR's value */
    SG_ASK_COUNT,    /* value: MR Tokens to commit */
    SG_ASK_IDEOLOGY, /* value: an Ideology (§6.0 N27: Manchuquo's receiver); ctx: the area */
    SG_ASK_CC_AREA,  /* value: a Coup Cells area */
    SG_ASK_RBOX      /* value: a Resource Exploitation Box to claim */
};
void wm__siege_ask_kind(int kind, int ctx);
int wm__siege_asked_kind(int *ctx);
/* play.c: the kind (and context) of the choice the pending resolution
 * (ST_JOB) asks for, by a trial run; SG_ASK_NONE when it asks none. */
int wm__siege_job_asks(const siege_state *st, int *ctx);

/* ---- rules.c ---- */
/* The log of what changes (issue 32): a change a person sees in the view
 * is written at the move that made it.  wm__siege_note writes one public
 * line of `kind` (printf format), about Ideology ideo (-1: none); the
 * setters change a field and write its line, `why` saying what did it
 * ("C26", "§3.3.6 Influence").  Card effects log their changes through
 * these (effects.c). */
void wm__siege_note(const char *kind, int ideo, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 3, 4)))
#endif
    ;
void wm__siege_set_pp(siege_state *st, int ideo, int pp, const char *why);
/* rbox[b] / map_rbox[k] := holder (Ideology + 1, 0 empty) */
void wm__siege_set_rbox(siege_state *st, int b, int holder, const char *why);
void wm__siege_set_map_rbox(siege_state *st, int k, int holder, const char *why);
/* wm__siege_add_vp_token, logged */
void wm__siege_gain_vp(siege_state *st, int ideo, int vp, const char *why);
/* the line of an Armaments Track's change from `before` (SG_ARM_NONE: off) */
void wm__siege_log_armaments(const siege_state *st, int power, int before, const char *why);
void wm__siege_add_prestige(siege_state *st, int ideo, int delta);
/* VP to the VP Token (cap 80; the second cube past 40, §1.4.5). */
void wm__siege_add_vp_token(siege_state *st, int ideo, int vp);
/* Frees one of the Ideology's cubes when none is unused (§3.6 A *). */
void wm__siege_free_a_token(siege_state *st, int ideo);
/* Moves nation n's Regime Marker to box `to` (one step), with the Prestige
 * and Enemy Control consequences of entering or leaving Control Areas
 * (§3.3.1, §3.3.6) and China's change of hands (§3.6). */
void wm__siege_move_regime(siege_state *st, int nation, int to);
/* Shared Resource pool of an Ideology (§1.7). */
void wm__siege_pool(const siege_state *st, int ideo, uint8_t out[SG_NRESOURCES]);
/* §3.4.2: MR Power p would produce now (0 under Enemy Control). */
int wm__siege_power_production(const siege_state *st, int power);
/* §3.4.2 Production step (in Initiative Order) and upkeep. */
void wm__siege_production_step(siege_state *st);
/* §3.4.3: MR VP band. */
int wm__siege_mr_vp(int mr);
/* §3.4.3 Victory step; returns the Automatic Victory winner or SG_NOBODY. */
int wm__siege_victory_step(siege_state *st);
int wm__siege_automatic(const siege_state *st); /* §3.4.3 on the VP Markers as they stand */
/* Political VP of Ideology i from the Regime Markers (§3.4.3). */
int wm__siege_political_vp(const siege_state *st, int ideo);
/* §3.5: the winner (an Ideology) or SG_NOBODY for a draw. */
int wm__siege_winner(const siege_state *st);
/* §3.1: Initiative Order, Exhaustion, Communism Control Check. */
void wm__siege_initiative_phase(siege_state *st);
void wm__siege_initiative_order(const uint8_t prestige[SG_NIDEOLOGIES], uint8_t out[SG_NIDEOLOGIES]);
void wm__siege_exhaustion(uint8_t order[SG_NIDEOLOGIES], uint8_t exhaust);
int wm__siege_control_check(const siege_state *st);
/* §3.3.3: whether Ideology i can trace a LOC from Power p to area t. */
int wm__siege_loc_from(const siege_state *st, int ideo, int power, int target);
int wm__siege_loc(const siege_state *st, int ideo, int target);
/* §3.3.15 escalation: aggressor Power area declares war on area target;
 * places War! Markers through the cascade; returns the Powers at War. */
int wm__siege_declare_war(siege_state *st, int aggressor, int target);
int wm__siege_powers_at_war(const siege_state *st);
/* §3.3.12-3.3.14 result bands after the shift towards 3-4. */
int wm__siege_shift34(int modified, int shift);
/* §3.3.1 mandatory modifiers of a Political Action test by Ideology i. */
int wm__siege_pa_modifier(const siege_state *st, int ideo, int card);

/* ---- actions.c: §3.3.1 tests and §3.3.6-§3.3.14 Game Actions ----
 * Each returns 0 on success and -1 (state unchanged) when the rules do not
 * allow it.  `path` lists the box chosen at each step where the shortest
 * paths tie (NULL: the first tied box); the chooser is the caller's. */
int wm__siege_regime_effect(siege_state *st, int nation, int target, int boxes, int actor,
                            const uint8_t *path, int npath, int *used);
int wm__siege_exploit(siege_state *st, int ideo);          /* +1 to a test, -1 Prestige */
int wm__siege_reroll(siege_state *st, int ideo);           /* re-roll: -1 Prestige, marker */
/* The cards of ideo's deck in place `loc` as a set, bit k for card
 * deck_first[ideo] + k (decks hold at most 64 cards): a loop over the
 * cards of a hand then visits only those. */
static inline uint64_t deck_where(const siege_state *st, int ideo, int loc)
{
    const uint8_t *cl = &st->card_loc[wm__siege_deck_first[ideo]];
    int n = wm__siege_deck_size[ideo] < 64 ? wm__siege_deck_size[ideo] : 64;
    uint64_t m = 0;
    int k = 0;
    /* eight cards a step: a 1 in the low bit of each byte equal to loc
     * (as wm__count_bytes_eq), gathered into eight bits by one
     * multiplication (bit k of the product's top byte is byte k's) */
    const uint64_t lo7 = 0x7F7F7F7F7F7F7F7Full, ones = 0x0101010101010101ull;
    const uint64_t v = ones * (uint8_t)loc;
    for (; k + 8 <= n; k += 8) {
        uint64_t w;
        memcpy(&w, cl + k, 8);
        uint64_t x = w ^ v;
        uint64_t y = ~(((x & lo7) + lo7) | x | lo7) >> 7;
        m |= ((y * 0x0102040810204080ull) >> 56) << k;
    }
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (k < n && n >= 8) {
        /* the tail as the deck's last eight cards: their bits for cards
         * k.. are the top n - k of the eight */
        uint64_t w;
        memcpy(&w, cl + n - 8, 8);
        uint64_t x = w ^ v;
        uint64_t y = ~(((x & lo7) + lo7) | x | lo7) >> 7;
        return m | (((y * 0x0102040810204080ull) >> 56) >> (8 - (n - k))) << k;
    }
#endif
    for (; k < n; k++)
        m |= (uint64_t)(cl[k] == loc) << k;
    return m;
}

/* Bit i for each of the n bytes at p (n <= 32) that is not v: eight bytes
 * a step on a little-endian host (the last word may overlap the one
 * before; a byte of x = word ^ v..v is non-zero exactly where the byte is
 * not v, and the multiplication gathers one bit a byte), one a step
 * elsewhere.  For the sets of the move lists (the Wars fought, the
 * nations at Civil War, the empty Resource boxes). */
static inline uint32_t sg_bytes_ne(const uint8_t *p, size_t n, uint8_t v)
{
    uint32_t m = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (n >= 8 && n <= 32) {
        const uint64_t lo7 = 0x7F7F7F7F7F7F7F7Full, ones = 0x0101010101010101ull;
        for (size_t i = 0; i < n; i += 8) {
            size_t at = i + 8 <= n ? i : n - 8;
            uint64_t w;
            memcpy(&w, p + at, 8);
            uint64_t x = w ^ (ones * v);
            uint64_t y = ((((x & lo7) + lo7) | x) >> 7) & ones; /* a 1 per byte that is not v */
            m |= (uint32_t)((y * 0x0102040810204080ull) >> 56) << at;
        }
        return m;
    }
#endif
    for (size_t i = 0; i < n && i < 32; i++)
        m |= (uint32_t)(p[i] != v) << i;
    return m;
}

/* §3.3.6: the PP an Influence move of `nation` costs (-1 when its marker
 * is gone): inline for the move lists. */
static inline int sg_influence_cost(const siege_state *st, int nation)
{
    int b = st->regime[nation];
    if (b == SG_REGIME_GONE)
        return -1;
    const sg_regime_box *x = &wm__siege_regime_boxes[b];
    if (x->area != SG_RA_CONTROL)
        return 2;
    return x->ideology == SG_ANARCHY ? 3 : 4;
}
int wm__siege_influence_cost(const siege_state *st, int nation);
int wm__siege_influence(siege_state *st, int ideo, int nation, int to);
int wm__siege_can_claim(const siege_state *st, int ideo, int rbox);
/* ... leaving out the unused token it needs (the caller has one). */
int wm__siege_claimable(const siege_state *st, int ideo, int rbox);
/* wm__siege_claimable for every box at once: bit b for box b. */
uint32_t wm__siege_claimable_set(const siege_state *st, int ideo);
int wm__siege_map_claimable(const siege_state *st, int ideo, int k);
int wm__siege_claim(siege_state *st, int ideo, int rbox);
/* §1.3, §3.3.7: a Map Card's box k (D16, D20) exists once the card is on
 * the map (an Active Card); it is claimed like a box in its Power. */
int wm__siege_map_box_open(const siege_state *st, int k);
int wm__siege_can_claim_map(const siege_state *st, int ideo, int k);
int wm__siege_claim_map(siege_state *st, int ideo, int k);
int wm__siege_pay_pp(siege_state *st, int ideo, int pp);
/* wm__siege_pay_pp, the log saying what the PP bought (a printf format). */
int wm__siege_pay_pp_for(siege_state *st, int ideo, int pp, const char *fmt, ...)
#if defined(__GNUC__)
    __attribute__((format(printf, 4, 5)))
#endif
    ;
int wm__siege_form_cc(siege_state *st, int ideo);                 /* §3.3.8, 1 PP */
int wm__siege_deploy_cc(siege_state *st, int ideo, int area);     /* §3.3.8, 1 PP */
int wm__siege_move_cc(siege_state *st, int ideo, int from, int to); /* §3.3.8, 1 PP */
int wm__siege_declare_coup(siege_state *st, int ideo, int area);  /* §3.3.2 */
/* The predicates of the Game Actions: whether the action just above or
 * below would succeed (1) or be refused (0), without trying it (the legal
 * moves are built from them; the action itself calls them first). */
int wm__siege_can_declare_coup(const siege_state *st, int ideo, int area);
int wm__siege_can_attempt_coup(const siege_state *st, int ideo, int nation);
int wm__siege_can_react_coup(const siege_state *st, int ideo, int owner);
int wm__siege_can_commit_war(const siege_state *st, int ideo, int war, int side);
int wm__siege_can_commit_civil_side(const siege_state *st, int ideo, int nation, int rebels);
int wm__siege_can_commit_civil(const siege_state *st, int ideo, int nation, int rebels);
/* §3.3.2, 2 seats: whether a commitment of Communism's MR to a War Card's
 * side (civil 0) or a Civil War's side (civil 1; side 1 the Rebels) has
 * "beneficial consequences for Communism" (doc/rules-siege.md, O16). */
int wm__siege_good_for_communism(const siege_state *st, int civil, int what, int side);
int wm__siege_coup_cost(const siege_state *st, int area, int nation, int react);
int wm__siege_attempt_coup(siege_state *st, int ideo, int nation); /* §3.3.9 */
/* §3.3.9: Ideology i reacts to `owner`'s Coup Attempt: pays the reaction
 * cost and moves a CC from the CC area listing the target onto the marker. */
int wm__siege_react_coup(siege_state *st, int ideo, int owner);
/* §3.4.1: a training CC goes free to a CC area (owner's choice). */
int wm__siege_deploy_training(siege_state *st, int ideo, int area);
/* §3.3.1 [3]: the test's result (die + modifiers >= Difficulty), logged. */
int wm__siege_pa_result(const siege_state *st, int ideo, int card, int die, int modifiers);
/* §3.5: the game ends for `reason`; the winner is decided and logged. */
void wm__siege_finish(siege_state *st, int reason, int automatic);
/* §3.3.14: `sign[i]` is +1 or -1 for Ideology i's CCs; returns the result
 * band (2: Civil War, 3: failed, 5: success). */
int wm__siege_resolve_coup(siege_state *st, int owner, int die, const int8_t sign[SG_NIDEOLOGIES],
                           const uint8_t *path, int npath);
/* §3.3.14: the winning Ideology of the Coup on `owner`'s Coup Marker. */
int wm__siege_coup_winner(const siege_state *st, int owner);
/* An Event's immediate coup with no CC (N17, N21, N34, D30). */
int wm__siege_event_coup(siege_state *st, int owner, int nation, int modifier, int die,
                         const uint8_t *path, int npath, int *used);
int wm__siege_start_war(siege_state *st, int owner, int war);       /* §1.8.1, §3.3.5, §3.3.15 */
int wm__siege_commit_war(siege_state *st, int ideo, int war, int side); /* §3.3.11 */
int wm__siege_commit_civil(siege_state *st, int ideo, int nation, int rebels); /* §3.3.10 */
int wm__siege_armaments_up(siege_state *st, int power);            /* returns MR paid */
void wm__siege_conquer(siege_state *st, int ideo, int area, int vp);
/* ---- the decision layer: moves.c, stages.c (stage.h), phase3N.c, play.c ---- */
enum {
    ST_NONE = 0, ST_DIE, ST_DRAW, ST_MDRAW, ST_FILL, ST_DISCARD_Q, ST_DISCARD, ST_MULLIGAN_Q, ST_MULLIGAN,
    ST_RESERVE_Q, ST_RESERVE, ST_CHOOSE_Q, ST_CHOOSE_PA, ST_CHOOSE_EV, ST_EVENTS_Q, ST_EV_ROLLED, ST_JOB,
    ST_REPLACE_Q, ST_REPLACE, ST_SWAP_Q, ST_SWAP, ST_PA_Q, ST_EXPLOIT, ST_ROLL, ST_ROLLED, ST_REROLL,
    ST_PERFORM, ST_PA_EFFECT_ROLLED, ST_PERFORMED, ST_DISPOSE_FAIL, ST_KEEP, ST_POLAND, ST_POLAND_ROLLED,
    ST_COUP_DECL_Q, ST_COUP_DECL, ST_IMPULSE_Q, ST_IMPULSE, ST_IMPULSE_BACK, ST_REACT_Q, ST_REACT,
    ST_FIGHT_ROLLED, ST_COUP_Q, ST_SIGN_Q, ST_SIGN, ST_COUP_ROLLED, ST_COUP_REROLL, ST_COUP_GO,
    ST_ROUND_END, ST_INTER, ST_TRAINING_Q, ST_TRAINING, ST_CW_Q, ST_CW_ROLLED, ST_WAR_Q, ST_WAR_ROLLED,
    ST_WAR_DONE, ST_TURN_END, ST_OVER,
    /* §3.4.1 Mandatory Events in the Interphase (appended: saved stage
     * numbers keep their meaning) */
    ST_MAND_Q, ST_MAND_ROLLED,
    /* §3.3.4 a Reaction nullifying a Political Action's effects (C23) */
    ST_NULLIFY,
    /* the start of a turn (§3.1-§3.2, phase32.c) and of a Game Round
     * (§3.3, phase33.c), where the phase before hands over */
    ST_TURN_BEGIN, ST_ROUND_BEGIN,
    /* a die a resolution needs after a choice (§6.0 D30: the nation, then the roll) */
    ST_JOB_DIE,
    ST_COUNT
};
enum { JOB_NONE = 0, JOB_EFFECT, JOB_WAR, JOB_CW, JOB_COUP, JOB_STANDBY };
/* The move ids, published as WM_SIEGE_* in include/weimar/siege.h (the
 * values must stay equal: the _Static_assert of play.c checks them). */
#define M_NCHOICES 64
enum {
    M_DIE = 0,                                        /* +d-1: chance: the die shows d */
    M_DRAW = M_DIE + 6,                               /* +card: chance: the card drawn */
    M_PASS = M_DRAW + SG_CARDS,                       /* done / pass / no */
    M_YES = M_PASS + 1,
    M_NO = M_YES + 1,
    M_CARD = M_NO + 1,                                /* +card */
    M_CHOICE = M_CARD + SG_CARDS,                     /* +v: a choice of the resolution */
    M_AREA = M_CHOICE + M_NCHOICES,                   /* +CC area */
    M_SWAP = M_AREA + SG_NCC_AREAS,                   /* +Ideology */
    M_INFL = M_SWAP + SG_NIDEOLOGIES,                 /* +nation * boxes + box */
    M_CLAIM = M_INFL + SG_NNATIONS * SG_NREGIME_BOXES, /* +rbox */
    M_FORM = M_CLAIM + SG_NRBOXES,
    M_DEPLOY = M_FORM + 1,                            /* +area */
    M_MOVECC = M_DEPLOY + SG_NCC_AREAS,               /* +from * 8 + to */
    M_ATTEMPT = M_MOVECC + SG_NCC_AREAS * SG_NCC_AREAS, /* +nation */
    M_REACT = M_ATTEMPT + SG_NNATIONS,                /* +owner of the Coup Marker */
    M_COMMIT = M_REACT + SG_NIDEOLOGIES,              /* +war * 2 + side */
    M_COMMIT_CW = M_COMMIT + SG_NWARS * 2,            /* +nation * 2 + side (1 Rebels) */
    M_FIGHT = M_COMMIT_CW + SG_NNATIONS * 2,          /* +war */
    M_FIGHT_CW = M_FIGHT + SG_NWARS,                  /* +nation */
    M_EXPLOIT_PP = M_FIGHT_CW + SG_NNATIONS,
    M_PLUS = M_EXPLOIT_PP + 1,
    M_MINUS = M_PLUS + 1,
    M_CLAIM_MAP = M_MINUS + 1,                        /* +k: claim a Map Card's box (appended in 1.3) */
    M_ACTIONS = M_CLAIM_MAP + SG_NMAP_RBOXES
};
/* moves.c */
wm_status wm__siege_init(void *st, const wm_options *o);
size_t wm__siege_legal(const void *st, wm_move *buf, size_t cap);
int wm__siege_is_legal(const void *st, wm_move m);
void wm__siege_apply(void *st, wm_move m);
int wm__siege_to_move(const void *st);
int wm__siege_is_secret(const void *st);
/* play.c: a pending resolution is one the rules can have started: its arguments
 * name what is being resolved and its choices so far ask for more. */
int wm__siege_job_consistent(const siege_state *st);
/* The Ideology deciding now: the actor, or at ST_JOB the one the pending
 * choice point names (wm__siege_ask_by). */
int wm__siege_decider(const siege_state *st);

/* ---- cards.c: §1.8.3, §3.2, the disposal of §3.3.1 ---- */
/* §1.8, §3.3.1 [1]: a MANDATORY Political Action dealt into the hand this
 * turn must be played in the first Game Round (conditions met, no Total
 * War); never one in a Reserve. */
int wm__siege_mandatory_pa_due(const siege_state *st, int card);
/* §1.8.2, §3.4.1: a MANDATORY Event in the hand must be played as soon as
 * its conditions are met. */
int wm__siege_mandatory_event_due(const siege_state *st, int card);
/* The first Mandatory Event of Ideology i due now, or -1. */
int wm__siege_due_event(const siege_state *st, int i);
int wm__siege_hand_count(const siege_state *st, int ideo);
int wm__siege_reserve_count(const siege_state *st, int ideo);
int wm__siege_hand_size(const siege_state *st);                   /* 5 Short, 6 Advanced */
void wm__siege_reshuffle(siege_state *st, int deck);              /* discards into the deck, shuffled */
int wm__siege_draw(siege_state *st, int deck);                    /* the top card to its hand, or -1 */
void wm__siege_cards_preparation(siege_state *st);                /* §3.2.1 */
void wm__siege_deal(siege_state *st);                             /* §3.2.2, in Initiative Order */
int wm__siege_mulligan(siege_state *st, int ideo);                /* §3.2.2, once a turn */
int wm__siege_discard(siege_state *st, int card);                 /* hand or Reserve -> discard */
int wm__siege_to_reserve(siege_state *st, int card);              /* a Political Action into an empty Reserve */
/* §3.3.1: after the Political Action Resolution; `performed` when the test
 * succeeded; `keep` asks for the Reserve where the card may go there. */
int wm__siege_dispose(siege_state *st, int card, int performed, int keep);
void wm__siege_dispose_event(siege_state *st, int card);          /* §1.8.2 */
/* §3.3.1 PP: the card's PP (1 when no Political Action was played, card
 * -1), and the optional 2-seat bonus, up to 7. */
void wm__siege_award_pp(siege_state *st, int ideo, int card);
/* §3.3.15: whether the Powers at War meet this turn's requirement. */
int wm__siege_total_war(const siege_state *st);
int wm__siege_declares_war(int card); /* §3.3.15: a War Card that declares a war between nations */
/* §3.4.1 Advanced: one MR of each Ideology off a rolled War Card. */
void wm__siege_war_attrition(siege_state *st, int war);
/* §3.3.2: after the last round's coups, the Stand-by effects of the
 * performed STAND-BY cards (owners in Initiative Order), unless nullified
 * (D36); the cards are then removed.  Returns the choices used or -1. */
int wm__siege_standby_step(siege_state *st, const uint8_t *tape, int ntape);
/* The seats' memory of hidden cards (siege_state.known, doc/ai.md). */
#define SG_KNOW_HAND 0
#define SG_KNOW_RESERVE 1
/* Whether seat `seat` remembers card c in the place it is in now (a hand
 * or a Reserve it does not see). */
int wm__siege_knows(const siege_state *st, int seat, int c);
/* Whether the seats' memory of Ideology d's hand and Reserve is in use:
 * not while the Strategy Cards Play step's choices are face down and d
 * has chosen a card, which may be a remembered one (§3.3.1 [1]: which is
 * secret until the reveal; the memory resumes then, less the revealed
 * cards).  Public: the face-down cards are counted in the open. */
int wm__siege_memory_open(const siege_state *st, int d);
/* Seat `seat` learns every card of Ideology d in place p (SG_KNOW_*);
 * nothing when it sees d's cards anyway. */
void wm__siege_learn(siege_state *st, int seat, int d, int p);
/* Every seat that does not see card c's Ideology learns where it is (a
 * revealed card going into a hand or a Reserve). */
void wm__siege_learn_public(siege_state *st, int c);
/* Forgets what is no longer true: a remembered card that left its place,
 * a seat that now sees the Ideology.  Run after every move.  (The "no
 * Political Action" flags are cleared where one enters a hand: a draw,
 * CAN REPLACE, the turn's deal.) */
void wm__siege_forget(siege_state *st);
/* The memory is consistent with the cards (wm__siege_check). */
int wm__siege_memory_consistent(const siege_state *st);
/* The saved field table (view.c). */
extern const wm_field wm__siege_fields[];
extern const size_t wm__siege_nfields;
/* The end of a turn: lapsing Events expire; re-rolls reset (§3.4.1). */
void wm__siege_end_of_turn(siege_state *st);

/* The effect interpreter (effects.c): runs ops [from, n) of a program for
 * `owner`, taking its choices from `tape`; stops before SG_OP_EACH_ROUND.
 * Returns the choices used, or -1 when a choice is not allowed. */
int wm__siege_run(siege_state *st, int owner, const sg_op *ops, int n, int from, const uint8_t *tape, int ntape);
/* (In the decision layer, strict, a coup on a designated nation returns
 * -3 when the tape ends where its die goes: the layer rolls the die and
 * puts it on the tape, §6.0 D30 "choose the nation, then roll".) */
#define SG_RUN_NEEDS_DIE (-3)
/* §6.0 D30, §3.3.9: the Minors an "any Minor" coup may designate (bit n):
 * in existence and not at Civil War. */
uint32_t wm__siege_coup_minors(const siege_state *st);
int wm__siege_conditions_met(const siege_state *st, int owner, int card);

/* ---- wars.c: §3.3.12-§3.3.13 the tests that end Wars, a War's end ---- */
/* §3.3.13 War Test and §3.3.12 Civil War Test: the result band (2, 3, 5)
 * or -1 (refused) or -2 (the tape needs one more choice). */
int wm__siege_war_test(siege_state *st, int war, int die, int active, const uint8_t *path, int npath);
int wm__siege_civil_war_test(siege_state *st, int nation, int die, int active, const uint8_t *path, int npath);
/* §3.3.13: the war ends with `side` winning; its War end effects take
 * their choices from the tape (§6.0 N27). */
int wm__siege_end_war(siege_state *st, int war, int side, const uint8_t *tape, int ntape);
/* §6.0 N35/C27: the additional roll for Poland's defeat, `mr` MR of the
 * Force Pool expended (declared before the roll); returns 1 if Poland is
 * defeated (the war ends, faction A winning), 0 if not, -1 if refused. */
int wm__siege_poland_roll(siege_state *st, int ideo, int war, int mr, int die);

/* ---- observe.c: learning and search (doc/ai.md) ---- */
/* N1: `viewer` sees Ideology ideo's hand while the inspecting card runs. */
int wm__siege_peeking(const siege_state *st, int viewer, int ideo);
/* The Strategy Cards Play step's choices are face down now. */
int wm__siege_face_down(const siege_state *st);
#define SIEGE_OBS_SLICES 31
/* The search's playouts stop after this many moves and score the position
 * by wm__siege_evaluate (doc/ai.md). */
#define SIEGE_EVAL_DEPTH 5
extern const wm_obs_slice wm__siege_obs_slices[];
void wm__siege_observe(const void *st, int seat, float *out);
/* The batch's in-place observation (ops->observe_delta) and the size of
 * its cache (observe.c's siege_obs_cache, checked there). */
void wm__siege_observe_delta(const void *st, int seat, float *out, void *cache, int valid);
#define SIEGE_OBS_CACHE_SIZE 1184
wm_status wm__siege_resample(void *st, int seat, uint64_t seed);
void wm__siege_evaluate(const void *st, double *value);

/* ---- check.c ---- */
/* Cross-field invariants; WM_OK or WM_ECORRUPT. */
wm_status wm__siege_check(const siege_state *st);
/* The decision frame is one the flow can be at (stage.h's `frame`). */
int wm__siege_frame_consistent(const siege_state *st);

/* pack.c: content packs (doc/content-packs.md). */
wm_status wm__siege_pack_read(const wm_jv *root, wm_pack_cx *cx, const void **data);
void wm__siege_pack_write(const void *data, wm_json *j);
int wm__siege_pack_names_ok(void);

#endif /* WM_SIEGE_INTERNAL_H */
