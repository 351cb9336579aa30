/*
 * republic.h - The Weimar Republic: state, rules interfaces.
 *
 * Source files follow the rulebook (the-weimar-republic.txt).  They are
 * layered: each calls only files listed below it (no circle of calls,
 * tools/check-source.py), from the top:
 *   view.c     check, JSON view, field table, ops
 *   setup.c    §2 Setup and the Playbook set-ups
 *   observe.c  observations, resampling (doc/ai.md)
 *   evaluate.c the search's evaluation of a position by the §3 victory
 *              conditions and its §8 rollouts (wm_title_ops.evaluate,
 *              .rollout; doc/ai.md)
 *   turn.c     §4 Sequence of Play: the round, the machine that runs the
 *              frames, applying a move (the answer, then the machine),
 *              the anchor points
 *   npturn.c   §8.5 the Non-player turn, §8.6 the Non-player's answers
 *   bots.c     §8 the Non-player's conditions and guidelines
 *   moves.c    legal moves, a move as the answer to the pending
 *              question, move names, prompts (below the machine and the
 *              Non-player, which read them)
 *   events.c   §6.0 Action Step operations, Reichstag Seats,
 *              Parliamentary Control cards
 *   pack.c     content packs
 *   actions.c  §6.3-§6.6 every faction's Actions
 *   effects.c  §6.1 Event cards as data (the effect vocabulary's
 *              interpreter), Article 48
 *   assault.c  §6.2 Assault, loans, Loyalty Checks, Sworn Enemies
 *   elect.c    §7 Elections
 *   frame.c    the frame stack, the questions, the game's end (below
 *              every procedure)
 *   board.c    §5 Game Concepts: holding boxes, Leverage, Economy,
 *              Progress/Reaction, Presence/Dominance/Supremacy, Clean
 *              Slate; §3.1's Sudden Victory requirements; §8.8 the
 *              Non-player RC's lettered Clique its holding box reads
 *   linger.c   §1.6 Lingering Events in play: modifiers, bans, their end
 *   content.c  components and scenarios (the content helper's tables);
 *              cards.c, botcards.c, special.c the card and bot tables;
 *              tables.c the engine's own small tables, the space-id
 *              static asserts
 *
 * The engine is a decision machine: the state holds a small stack of
 * procedures (frames) each with a stage counter; wm__republic_advance()
 * runs the top procedure until it asks a question (sets `dec`) or the game
 * ends.  Every question's options are precomputed into dec_mask (or, for
 * the Action Step menu, derived from the state), so legal() is a loop over
 * bits.
 */
#ifndef WM_REPUBLIC_INTERNAL_H
#define WM_REPUBLIC_INTERNAL_H

#include "internal.h"
#include "weimar/republic.h"
#include "content.h"

#define NSP RP_NSPACES
#define NF RP_NFACTIONS
#define NFK RP_FREIKORPS_COUNT
#define CW 3 /* 64-bit words of a card set (card ids 1..169) */

/* Freikorps locations (fk_loc) besides spaces 0..25. */
enum { FK_COAL_MAT = 26, FK_RC_MAT = 27, FK_OUT = 28 };
/* Freikorps states (fk_st). */
enum { FK_UNREVEALED = 0, FK_LOYAL = 1, FK_ROGUE = 2 };
/* Assassinations markers: index = home box. */
enum { ASS_REACTION = 0, ASS_NSDAP = 1, ASS_RC = 2, NASS = 3, ASS_HOME = 26 };
/* Assassinations sides (ass_side), = RP_ASSN_*. */
enum { SIDE_YR = 1, SIDE_BB = 2 };

/* §8.4 Clique locations (cq_loc) besides spaces 0..25: the Reaction
 * track's Clique box, RC mat box i (CQ_MAT + i), on its way back to a
 * holding box (a return still queued). */
enum { CQ_REACTION = 26, CQ_MAT = 27, CQ_TRANSIT = 27 + 5, CQ_QLEN = 6 };
/* cq_q payloads besides spaces (takes) and letters (returns): a take whose
 * Clique was removed again before its box was chosen, and the return of
 * that Clique (its letter is known when the take resolves). */
enum { CQ_BACK = 0xFE, CQ_FROM_BACK = 0xFD, CQ_RETURN = 0x80 };

/* The card zones of D_CARD / D_CARDDRAW (dec_mask: zone << 4 | faction):
 * the faction's Event cards it may discard (not Election or Mandatory,
 * §6.0), its whole hand, the face-up discard pile (§6.1). */
enum { RP_CZ_DISCARDABLE = 0, RP_CZ_HAND = 1, RP_CZ_PILE = 2 };
#define RP_CZ(zone, f) ((uint32_t)(zone) << 4 | (uint32_t)(f))

/* Scenario rule flags the state keeps. */
#define RP_RULE_FLAGS ((uint32_t)(WM_OPT_EXTERNAL_DICE | WM_REPUBLIC_PUBLISHED_ONLY))

/* Procedures. */
enum { P_ROUND = 0, P_STEP, P_ACTION, P_ASSAULT, P_EVENT, P_ELECTION, P_PCBONUS, P_NP, P_KINDS };
#define MAX_FRAMES 7

/* Decisions. */
enum {
    D_NONE = 0,
    D_STEP,    /* the Action Step menu */
    D_SPACE,   /* SPACE + s, s in dec_mask */
    D_FACTION, /* FACTION + f */
    D_CUBE,    /* CUBE + f for f in dec_mask bits 0..3, PIECE + p for p in bits 8..12 */
    D_KIND,    /* KIND + k */
    D_TRACK,   /* TRACK + t */
    D_PAWN,    /* PAWN + p */
    D_PIECE,   /* PIECE + p */
    D_NUM,     /* NUM + n, dec_lo..dec_hi */
    D_YESNO,   /* YES / NO */
    D_ROLL,    /* chance: ROLL */
    D_DRAW,    /* chance: DRAW + id-1 for ids in the deck */
    D_TIE,     /* chance: TIE + f */
    D_ACTION,  /* ACTION + a (Parliamentary Control bonus Action), dec_mask */
    D_LEVREM,  /* TRACK + t for t in dec_mask bits 26..29, SPACE + s for s in bits 0..25 */
    D_BOX,     /* BOX + b: the holding box of the pending box operation bx_q[0] (§5.2) */
    D_SOURCE,  /* BOX + b, b in dec_mask: which Available Assassinations marker (§5.1) */
    D_BOTCARD, /* chance (§8.2): NUM + n, bot card #n of dec_seat's bot deck (np_deck) revealed */
    D_REVEAL,  /* chance (§8.1): DRAW + id-1, card id of np_cands revealed from dec_seat's stack */
    D_CARD,    /* DISCARD + id-1: a card of the zone dec_mask names (RP_CZ), an Event's card
                * instruction (effects.c) */
    D_CARDDRAW,/* chance: DRAW + id-1, a card at random of the zone dec_mask names */
    D_KINDS
};

/*
 * §5.1-§5.2 holding-box choices.  Where the rules let a seat choose the
 * holding box a piece leaves or returns to, the operation is queued in
 * bx_q (one byte: seat << 4 | type << 1 | take) and resolved, in order, at
 * the next decision point: a head operation with one legal box is applied
 * at once, one with several becomes the decision D_BOX of its seat; a
 * question the procedure had just asked waits in pq_* meanwhile.
 */
enum { BX_YELLOW = 0, BX_BLACK, BX_KCADRE, BX_NCADRE, BX_CLIQUE, BX_PAWN, BX_TYPES };
enum {
    BOX_US = 0, BOX_USSR, BOX_RC, BOX_KPD, BOX_NSDAP, BOX_PAWNS, BOX_REACTION, BOX_HYPER, BOX_MASS, NBOX
};
#define BXQ 16

/* §3.0 the four ways the game ends (victory). */
enum {
    RP_VICTORY_NONE = 0,
    RP_VICTORY_SUDDEN,           /* §3.1 */
    RP_VICTORY_GENERAL_ELECTION, /* §3.2, the RC's steal included */
    RP_VICTORY_EVENT,            /* §3.3: #82, #117, #118 */
    RP_VICTORY_SCENARIO_END,     /* §3.4 */
    RP_VICTORY_KINDS
};
extern const char *const wm__republic_victory_names[RP_VICTORY_KINDS];

/* Election kinds (el_kind). */
enum { EL_NORMAL = 0, EL_SNAP, EL_FINAL, EL_SPECIAL, EL_CALC };

/* Round flags (round_flags). */
enum {
    RF_ELECTION = 1u << 0, /* an Election card was played this round */
    RF_EXTRA = 1u << 1,    /* an Extra Election was called this round (§7.7) */
};

/* Action Step flags (st_flags). */
enum {
    SF_EVENT = 1u << 0,       /* an Event card was played */
    SF_LAST_ACTION = 1u << 1, /* the last operation was an Action */
    SF_PC = 1u << 2,          /* a Parliamentary Control card was played */
    SF_PASSED = 1u << 3,
    SF_NP_CANCELLED = 1u << 4, /* §8.7: the NP's revealed Event was cancelled by Article 48 */
};

/* Assault flags (as_flags). */
enum {
    AF_FREE = 1u << 0,     /* Sworn Enemies free Assault */
    AF_FAILED = 1u << 1,   /* Coalition units failed the Loyalty Check */
    AF_CANCEL = 1u << 2,
    AF_KPD = 1u << 3,      /* the KPD participates */
    AF_MCS_A = 1u << 4,    /* attacker spent a pawn */
    AF_MCS_D = 1u << 5,
};

/*
 * The whole game: a flat value with no pointers and no padding (the field
 * table in view.c covers every byte).
 */
typedef struct rp_state {
    uint64_t rng;
    uint64_t hand[NF][CW];  /* card sets: bit id of word id/64 */
    uint64_t deck[CW];      /* the draw deck */
    uint64_t discard[CW];   /* the face-up discard pile */
    uint64_t linger[CW];    /* Lingering Events in play */
    uint64_t aside[CW];     /* era decks set aside until their era */
    uint64_t np_cands[CW];  /* §8.1/§8.7: the cards an NP Event reveal picks among (D_REVEAL) */
    uint32_t flags;         /* WM_OPT_EXTERNAL_DICE */
    uint32_t placed;        /* spaces where the active faction placed cubes this Action Step */
    uint32_t removed;       /* ...and removed cubes */
    uint32_t assaulted;     /* spaces the active faction Assaulted this Action Step */
    uint32_t sworn;         /* spaces awaiting a Sworn Enemies free Assault */
    uint32_t dec_mask;      /* options of the pending decision */
    uint32_t limit;         /* spaces the running Action may affect */
    uint32_t a_mask;        /* Action scratch: spaces already chosen */
    uint32_t pq_mask;       /* the question waiting behind a D_BOX decision */
    int16_t pv[NF];         /* PV track */
    int16_t xfer;           /* PV the Momentum faction transferred (and to whom: xfer_to) */
    uint16_t choice;        /* the move that answered the last decision */
    uint16_t as_fk;         /* Assault: lent Freikorps counters (and those revealed Rogue) */
    uint16_t np_deck[NF];   /* §8.2: the bot cards still in each NP faction's deck (bit k: its k-th card) */
    uint8_t cubes[NSP][NF];
    uint8_t rw[NSP], mil[NSP], sa[NSP];
    uint8_t lev[NSP][2];    /* Leverage in spaces: [0] yellow, [1] black */
    uint8_t strike[NSP];    /* RP_STRIKE_* */
    uint8_t cadre[NSP];     /* 0, RP_KPD or RP_NSDAP */
    uint8_t reform[NSP], clique[NSP];
    uint8_t fk_loc[NFK], fk_st[NFK], fk_rogue[NFK];
    uint8_t ass_loc[NASS], ass_side[NASS];
    /* tracks */
    uint8_t econ, prog, react, unity, us, ussr;
    uint8_t stance[2];      /* KPD, NSDAP (Pragmatic where unused) */
    uint8_t econ_lev[RP_ECON_LEV_BOXES]; /* 0 empty, 1 yellow, 2 black */
    uint8_t econ_dd, econ_mcs;
    uint8_t us_yellow, us_dd, ussr_rw, ussr_yellow, ussr_black, ussr_cadre;
    uint8_t prog_lev, prog_reform, react_lev, react_ass, react_cadre, react_clique, pr_mcs;
    uint8_t kpd_mat, nsdap_mat, rc_lev, rc_below;
    uint8_t mcs_mat[NF];
    uint8_t sv_on, gs;      /* Sudden Victory markers on the Timeline (mask); General Strike */
    uint8_t momentum, order[NF];
    uint8_t pc_holder[RP_NPC], pc_up; /* holder (or RP_NOBODY); face-up mask */
    uint8_t a48_up, rs_holder, rs_up;
    uint8_t scenario, rules, year, half, round_flags, extra_used;
    uint8_t winner, over;
    uint8_t penalty_coal;   /* the Coalition held cards at the end */
    /* decision */
    uint8_t dec, dec_seat, dec_lo, dec_hi, dec_done;
    uint8_t pq_dec, pq_seat, pq_lo, pq_hi, pq_done; /* the waiting question (pq_dec 0: none) */
    uint8_t bx_n, bx_q[BXQ]; /* pending holding-box operations (§5.2) */
    /* frames */
    uint8_t nfr, fr_proc[MAX_FRAMES], fr_stage[MAX_FRAMES];
    /* round scratch */
    uint8_t r_i, r_j, r_n, pen[NF];
    /* Action Step scratch */
    uint8_t active, st_flags, st_nact, st_card, st_pc;
    /* Action scratch */
    uint8_t act, actor, a_space, a_n, a_k, a_t;
    uint8_t mv_n, mv_dest[3], mv_kind[3];
    /* Assault scratch */
    uint8_t as_space, as_att, as_def, as_side[NF], as_asked, as_flags;
    uint8_t as_str[2], as_die[2], as_hits, as_who;
    uint8_t as_lend[6], as_lk; /* units lent per kind (Reichswehr, Militia, SA); the kind asked */
    int8_t as_net[2];
    /* Election scratch */
    uint8_t el_kind, el_unit, el_first, el_second, xfer_to, el_tied;
    int8_t result[NF];
    uint8_t victory;        /* how the game was won: RP_VICTORY_* (0 while it goes on) */
    /* §8.4 Clique identity: where each lettered Conservative Clique (A, B,
     * C) is (CQ_*), and the payloads of the Clique holding-box operations
     * still queued in bx_q, in their order (a take: the space it went to;
     * a return: the letter on its way back). */
    uint8_t cq_loc[RP_CLIQUE_COUNT];
    uint8_t cq_n, cq_q[CQ_QLEN];
    /* §8 Non-player factions: the seat mask (wm_options.bots); np_chance 1
     * while the pending decision of an NP seat is a random pick (§8.1 "When
     * in Doubt, Randomize"; §8.6 Step E 5) handed to WM_CHANCE, narrowed to
     * the options left; each faction's current bot card (0: none yet); the
     * NP turn's scratch (P_NP): the next index in the card's priority list,
     * Bot Actions left, the Special Action's category, item and step, its
     * Assaults left (#16), the space and target of the next Assault, the
     * priority index a Parliamentary Control card is played for. */
    uint8_t bots, np_chance, np_card[NF];
    uint8_t np_from, np_left, np_cat, np_item, np_step, np_as, np_space, np_target, np_pcact, np_die;
    uint8_t np_done; /* the item's steps performed so far (bit i: step i) */
    uint8_t pad_[7];
} rp_state;

/*
 * The handle's state: the game now (`cur`), and how it got there since its
 * last anchor point (`anchor`, then the moves in `tail`).
 *
 * An anchor point is a state where no procedure is half done: the Action
 * Step menu, a question the round asks itself (§4 steps 4-6, the turn
 * order), or the end of the game.  There every piece of procedure scratch
 * is either dead, and then zero (wm__republic_settle), or checked against
 * the board (wm__republic_check).  In between, the scratch (cubes still to
 * place, the space being Assaulted, who was asked to lend units, the
 * options of the pending question) is only ever what the engine itself
 * produced: the checker re-plays the tail from the anchor and requires it
 * to arrive at exactly `cur`.  So a saved game, which holds all three, can
 * never hand the engine a half-finished procedure it did not produce.
 *
 * No stretch between anchor points has been longer than 24 moves in over
 * 80,000 seeded games (random and "never say done" policies, internal and
 * external dice, every scenario), nor than 39 in 90,000 games with
 * Non-player seats (every bot mask and scenario, random moves at the
 * player and chance seats, internal and external dice; with external dice
 * an NP turn is a stretch of chance moves); the tail holds RP_TAIL.  Should a game ever exceed
 * it, ntail becomes RP_TAIL_LOST and the checker reports the state as
 * unverifiable (WM_ECORRUPT) rather than accept scratch it cannot vouch for.
 */
#define RP_TAIL 254
#define RP_TAIL_LOST 255
typedef struct rp_game {
    rp_state cur;
    rp_state anchor;
    uint16_t tail[RP_TAIL];
    uint8_t ntail;
    uint8_t pad_g[3];
} rp_game;

/* ---- small helpers ---- */
static inline int card_has(const uint64_t *set, int id) { return (int)((set[id >> 6] >> (id & 63)) & 1u); }
static inline void card_add(uint64_t *set, int id) { set[id >> 6] |= (uint64_t)1 << (id & 63); }
static inline void card_del(uint64_t *set, int id) { set[id >> 6] &= ~((uint64_t)1 << (id & 63)); }
static inline int card_count(const uint64_t *set)
{
    return wm__popcount64(set[0]) + wm__popcount64(set[1]) + wm__popcount64(set[2]);
}
static inline int card_empty(const uint64_t *set) { return !(set[0] | set[1] | set[2]); }
static inline int bit(uint32_t m, int i) { return (int)((m >> i) & 1u); }
/* The bytes p[0..7] equal to v, as 8 bits (bit i: byte i), one word
 * compared at once. */
static inline uint32_t rp_bytes_eq8(const uint8_t *p, int v)
{
    const uint64_t lo7 = 0x7F7F7F7F7F7F7F7Full, ones = 0x0101010101010101ull;
    uint64_t w;
    memcpy(&w, p, 8);
    w ^= ones * (uint8_t)v;                             /* zero where p[i] == v */
    uint64_t y = ((((w & lo7) + lo7) | w) >> 7) & ones; /* 1 per byte not v */
    return (uint32_t)((y * 0x0102040810204080ull) >> 56) ^ 0xFFu;
}
/* The spaces s with p[s] == v, for a byte per space (NSP bytes). */
static inline uint32_t rp_spaces_eq(const uint8_t *p, int v)
{
    _Static_assert(RP_NSPACES > 24 && RP_NSPACES <= 32, "rp_spaces_eq reads four words");
    return rp_bytes_eq8(p, v) | rp_bytes_eq8(p + 8, v) << 8 | rp_bytes_eq8(p + 16, v) << 16 |
           rp_bytes_eq8(p + RP_NSPACES - 8, v) << (RP_NSPACES - 8);
}
#define SPB(s) RP_SPACE_BIT(s)
/* The cards of the game being served: its content pack's (pack.c,
 * doc/content-packs.md; wm__pack_data, set by the core on entry), else the
 * built-in table (WM_REPUBLIC_PUBLISHED_ONLY: the published cards only).
 * A pack's cards start from the default table and replace what it lists;
 * with a pack the flag does not choose the table.  CARD(id) reads it
 * through the `st` in scope. */
typedef struct rp_pack {
    rp_card_info cards[RP_NCARDS + 1];
    uint64_t ban_cards[3]; /* the cards with an Action ban (RP_MOD_BAN_ACTION), as wm__republic_ban_cards */
} rp_pack;
static inline const rp_card_info *rp_cards(const rp_state *st)
{
    const rp_pack *p = (const rp_pack *)wm__pack_data;
    if (p)
        return p->cards;
    return (st->flags & WM_REPUBLIC_PUBLISHED_ONLY) ? wm__republic_cards_published : wm__republic_cards;
}
#define CARD(id) (&rp_cards(st)[id])
/* The cards of the table in use that carry an Action ban: a pack's own
 * set, else the built-in #100 and #135 (a test checks both sets). */
static inline const uint64_t *rp_ban_cards(void)
{
    const rp_pack *p = (const rp_pack *)wm__pack_data;
    return p ? p->ban_cards : wm__republic_ban_cards;
}
/* ---- pack.c ---- */
wm_status wm__republic_pack_read(const wm_jv *root, wm_pack_cx *cx, const void **data);
void wm__republic_pack_write(const void *data, wm_json *j);
int wm__republic_pack_names_ok(void);

/* ---- tables.c ---- */
extern const char *const wm__republic_faction_names[NF];
extern const char *const wm__republic_action_names[WM_REPUBLIC_NACTIONS];
extern const uint32_t wm__republic_faction_actions[NF]; /* mask of Actions */

/* ---- board.c (§5) ---- */
int wm__republic_total_cubes(const rp_state *st, int s);
/* §5.9: the one faction with more of v than any other (and some), else
 * -1: Dominance of cubes, Supremacy of Survival Value. */
static inline int rp_sole_most(const int v[NF])
{
    int best = -1, n = 0, tie = 0;
    for (int f = 0; f < NF; f++) {
        if (v[f] > n) {
            n = v[f];
            best = f;
            tie = 0;
        } else if (v[f] == n && v[f] > 0) {
            tie = 1;
        }
    }
    return tie ? -1 : best;
}
int wm__republic_dominant(const rp_state *st, int s);    /* faction or -1 */
int wm__republic_supreme(const rp_state *st, int s);     /* faction or -1 */
int wm__republic_units_sv(const rp_state *st, int s, int f);
int wm__republic_has_units(const rp_state *st, int s, int f);
uint32_t wm__republic_unit_spaces(const rp_state *st, int f); /* spaces where f has units */
int wm__republic_pc_of(const rp_state *st, int s);       /* holder of the space's PC, or -1 */
int wm__republic_ass_count(const rp_state *st, int s, int side);
int wm__republic_fk_count(const rp_state *st, int loc, int fkst);
int wm__republic_fk_find(const rp_state *st, int loc, int fkst);
int wm__republic_cubes_avail(const rp_state *st, int f);
int wm__republic_militia_avail(const rp_state *st);
int wm__republic_sa_avail(const rp_state *st);
/* holding boxes */
int wm__republic_yellow_avail(const rp_state *st);
int wm__republic_black_avail(const rp_state *st);
void wm__republic_take_yellow(rp_state *st);
void wm__republic_take_black(rp_state *st);
void wm__republic_return_yellow(rp_state *st);
void wm__republic_return_black(rp_state *st);
int wm__republic_rw_avail(const rp_state *st);
int wm__republic_unit_avail(const rp_state *st, int f); /* §1.4 a unit of f's Available */
void wm__republic_take_rw(rp_state *st);
void wm__republic_return_rw(rp_state *st);
int wm__republic_cadre_avail(const rp_state *st, int f);
uint8_t wm__republic_mat_avail(const rp_state *st, int f); /* Available KPD/NSDAP mat slots (§5.3) */
void wm__republic_take_cadre(rp_state *st, int f);
void wm__republic_return_cadre(rp_state *st, int f);
int wm__republic_strike_avail(const rp_state *st);
void wm__republic_take_strike(rp_state *st);
void wm__republic_return_strike(rp_state *st);
int wm__republic_reform_avail(const rp_state *st);
void wm__republic_take_reform(rp_state *st);
void wm__republic_return_reform(rp_state *st);
int wm__republic_clique_avail(const rp_state *st);
/* A Conservative Clique placed in space s from its holding boxes, or
 * removed from s back to them; both keep the Cliques' letters (§8.4). */
void wm__republic_place_clique(rp_state *st, int s);
void wm__republic_remove_clique(rp_state *st, int s);
/* After clique[s] was lowered by hand: that Clique returns, letter and all. */
void wm__republic_return_clique(rp_state *st);
/* §8.4: the letter's space, or -1 when that Clique is off the map. */
int wm__republic_clique_space(const rp_state *st, int letter);
/* §8.4: the letters A, B, C given to the scenario's Cliques at set-up. */
void wm__republic_clique_letters(rp_state *st);
int wm__republic_ass_avail(const rp_state *st, int f); /* marker index or -1 */
void wm__republic_return_ass(rp_state *st, int marker);
void wm__republic_remove_ass_in(rp_state *st, int s, int side); /* side 0: both */
int wm__republic_sv_avail(const rp_state *st, int f);
void wm__republic_sv_place(rp_state *st, int f);
void wm__republic_sv_return(rp_state *st, int f);
uint32_t wm__republic_pawn_sources(const rp_state *st, int f); /* PAWN indices 2..9 available to f */
/* §5.2 choosing holding boxes (queue bx_q, decision D_BOX) */
uint32_t wm__republic_box_options(const rp_state *st, int type, int take);
void wm__republic_box(rp_state *st, int type, int take);
int wm__republic_box_pending(const rp_state *st, int type, int take);
int wm__republic_box_run(rp_state *st);
int wm__republic_box_chooser(const rp_state *st);
void wm__republic_box_answer(rp_state *st, int box);
void wm__republic_box_flush(rp_state *st);
uint32_t wm__republic_ass_markers(const rp_state *st, int f); /* BOX_* of Available Assassinations markers */
void wm__republic_pawn_take(rp_state *st, int p);
void wm__republic_pawn_return(rp_state *st);
int wm__republic_pawn_can_return(const rp_state *st);
/* Economy, Progress, Reaction, Deals */
int wm__republic_econ_min(const rp_state *st);
int wm__republic_econ_max(const rp_state *st);
void wm__republic_econ_shift(rp_state *st, int dir);
int wm__republic_econ_free_box(const rp_state *st, int side); /* Leverage box index or -1 */
void wm__republic_place_econ_lev(rp_state *st, int side, int colour);
int wm__republic_econ_remove_box(const rp_state *st, int side); /* or -1 */
void wm__republic_remove_all_econ_lev(rp_state *st);
int wm__republic_pr_free_level(uint8_t levmask);
int wm__republic_pr_top(uint8_t levmask);
void wm__republic_pr_adjust(rp_state *st);
void wm__republic_deals_advance(rp_state *st, int ussr);
int wm__republic_reaction_cap(const rp_state *st);
/* map pieces */
void wm__republic_remove_lev_in(rp_state *st, int s, int colour);
void wm__republic_return_unit(rp_state *st, int s, int kind);
void wm__republic_clean_slate(rp_state *st, uint32_t mask);
int wm__republic_strikes_on_map(const rp_state *st);
int wm__republic_count_map(const rp_state *st, const uint8_t *arr, int value);
uint32_t wm__republic_map_mask(const uint8_t arr[NSP]); /* spaces where arr[s] != 0 */
void wm__republic_general_strike(rp_state *st);
int wm__republic_place_strike(rp_state *st, int s); /* 1: the General Strike began */
int wm__republic_stance_used(const rp_state *st);
int wm__republic_gs_slot(void);
int wm__republic_gs_avail(const rp_state *st);
void wm__republic_place_ass(rp_state *st, int m, int s, int side);
int wm__republic_econ_yellow_ok(const rp_state *st, int side);

/* ---- setup.c ---- */
wm_status wm__republic_init(void *vst, const wm_options *opts);
/* The set-up alone (init = setup, then the first round begins). */
wm_status wm__republic_setup(rp_state *st, const wm_options *opts);
void wm__republic_begin(rp_state *st);
wm_status wm__republic_game_init(void *vg, const wm_options *opts); /* rp_game */
void wm__republic_deal(rp_state *st, int f, int id);
int wm__republic_may_linger(const rp_state *st, int id); /* §9.5 Black Sun Rising's random Lingering pool */
int wm__republic_final_pv_mod(const rp_state *st, int f); /* §3.4, 0 in the published-only game */

/* ---- frames / decisions (frame.c; wm__republic_sudden_victory board.c) ---- */
void wm__republic_push(rp_state *st, int proc);
/* An Action's frame (P_ACTION) with its scratch fresh: Action a of f in
 * the spaces `limit`; the top frame's end (the Action's scratch cleared
 * with it); the Action scratch cleared. */
void wm__republic_push_action(rp_state *st, int a, int f, uint32_t limit);
void wm__republic_pop(rp_state *st);
void wm__republic_action_scratch_clear(rp_state *st);
void wm__republic_ask(rp_state *st, int dec, int seat, uint32_t mask, int done);
void wm__republic_ask_num(rp_state *st, int seat, int lo, int hi);
void wm__republic_ask_num_done(rp_state *st, int seat, int lo, int hi);
/* The stages at which a procedure waits for the one it pushed (checked by
 * wm__republic_check; each is asserted equal to its procedure's own enum). */
/* The stages of the round procedure (turn.c). */
enum rp_round_stage {
    R_ORDER = 0, R_ORDER_GOT, R_ROUND_START, R_STEP, R_STEP_DONE, R_SV, R_ELECT,
    R_ADV, R_ADV_GOT, R_ADV2, R_HYPER_GOT, R_FLIP, R_NEWERA, R_PEN, R_PEN_ASK,
    R_PEN_GOT, R_NEWDECK, R_DEAL, R_DEAL_GOT, R_END, R_END_DONE, R_NP_ORDER_GOT, R_NSTAGES
};
#define RP_STAGE_ROUND_ORDER_GOT R_ORDER_GOT
#define RP_STAGE_ROUND_START R_ROUND_START
#define RP_STAGE_ROUND_NEWERA R_NEWERA
#define RP_STAGE_ROUND_STEP_DONE R_STEP_DONE
#define RP_STAGE_STEP_MENU 0        /* P_STEP below P_ACTION/P_EVENT/P_PCBONUS (events.c S_MENU) */
#define RP_STAGE_STEP_NP 4          /* P_STEP below P_NP (events.c S_NP_DONE) */
#define RP_STAGE_STEP_GOT 1         /* P_STEP waiting for the menu's answer (events.c S_GOT) */
#define RP_STAGE_PCBONUS_REFORM 2   /* P_PCBONUS below its P_ACTION (events.c B_REFORM) */

/* The offset of st->choice in the move range [base, base + n).  Play only
 * resumes a procedure with an answer to its own question, but a loaded
 * state is validated field by field and by its invariants, not for which
 * procedure asked which question: an answer outside the range reads as the
 * range's first id, so that no save file can make the engine index out of
 * bounds (found by fuzz_load). */
static inline int rp_arg(const rp_state *st, int base, int n)
{
    int v = (int)st->choice - base;
    return v >= 0 && v < n ? v : 0;
}

int wm__republic_ask_roll(rp_state *st);  /* 1: decision pending; 0: choice holds the roll */
int wm__republic_ask_draw(rp_state *st);
int wm__republic_ask_tie(rp_state *st, uint32_t mask);
void wm__republic_advance(rp_state *st);
/* The two halves of wm__republic_advance, for a caller that watches every
 * Non-player answer (tests/rp_npaudit.c): the procedures run until a
 * question is pending; the pending NP question answered (§8.6). */
void wm__republic_run(rp_state *st);
void wm__republic_np_answer(rp_state *st);
/* wm__republic_apply without the advance: records the answer m to the
 * pending question; 0 when a holding-box answer left another pending. */
int wm__republic_answer(rp_state *st, wm_move m);
void wm__republic_finish(rp_state *st, int winner, int victory); /* RP_VICTORY_* */
int wm__republic_run_round(rp_state *st);
int wm__republic_sudden_victory(const rp_state *st, int f);
uint32_t wm__republic_cube_spaces(const rp_state *st, int f); /* spaces with f's cubes */
int wm__republic_held_penalty(const rp_state *st, int f);      /* §4.0 step 6 */
int wm__republic_held_deal(const rp_state *st, int f);         /* the era's hand less the penalty */
#define STAGE(st) ((st)->fr_stage[(st)->nfr - 1])

/* ---- the Non-player's frame (npturn.c's P_NP procedure), read below it ---- */
/* Stages (the §8.7 ones appended, so earlier numbers keep their meaning):
 * N_EVENT the reveal, N_EVENT_GOT the card revealed, N_A48_GOT Article
 * 48's answer, N_SEATS Reichstag Seats, N_PC a Parliamentary Control card
 * (its bonus Action: N_PC_DONE), N_PLAY the Event performed (N_EVENT_DONE
 * after it), N_BA the Bot Actions. */
enum rp_np_stage { /* the P_NP frame's stage (npturn.c) */
    N_START = 0, N_CARD, N_PC, N_PC_DONE, N_EVENT, N_EVENT_GOT, N_EVENT_DONE, N_BA, N_BA_DONE,
    N_SPECIAL_GOT, N_STEP, N_STEP_DONE, N_STANCE_GOT, N_END, N_A48_GOT, N_SEATS, N_PLAY, N_NSTAGES
};
/* The frame index of the innermost procedure p, -1 if none. */
static inline int rp_frame_of(const rp_state *st, int p)
{
    for (int i = st->nfr - 1; i >= 0; i--)
        if (st->fr_proc[i] == p)
            return i;
    return -1;
}
/* The bot card NP f's decisions read: its current bot card, else (before
 * its first reveal) the first of its deck. */
static inline int rp_np_card_of(const rp_state *st, int f)
{
    if (f < 0 || f >= NF)
        return 1;
    return st->np_card[f] ? st->np_card[f] : wm__republic_botcard_first[f];
}

/* §8.8 (board.c, whose §5.2 holding box reads it): the Clique letter of
 * the NP RC's Place Conservative Clique Bot Action while its Clique waits
 * for its holding box, else -1; and the RC mat box (0-4) that Clique must
 * take, -1 when none applies. */
int wm__republic_np_clique_letter(const rp_state *st);
int wm__republic_np_clique_slot(const rp_state *st);

/* ---- events.c ---- */
int wm__republic_run_step(rp_state *st);
int wm__republic_run_pcbonus(rp_state *st);
size_t wm__republic_step_legal(const rp_state *st, wm_move *buf, size_t cap);
int wm__republic_step_is_legal(const rp_state *st, wm_move m);
int wm__republic_card_playable(const rp_state *st, int f, int id);
int wm__republic_card_discardable(const rp_state *st, int id);
/* The cards of the zone a D_CARD / D_CARDDRAW mask names (effects.c). */
void wm__republic_card_zone(const rp_state *st, uint32_t mask, uint64_t out[CW]);

/* ---- linger.c (§1.6 Lingering Events in play, their end) ---- */
int wm__republic_mod(const rp_state *st, int kind, int f); /* Lingering modifiers (enum rp_fx_mod_kind) */
int wm__republic_a48_playable(const rp_state *st);
void wm__republic_linger_new_era(rp_state *st);    /* §4 step 6: Lingering Events that end */
void wm__republic_linger_round_start(rp_state *st);
void wm__republic_linger_election(rp_state *st);   /* RP_ENDS_ELECTION: after a General Election */
/* §6.0: a Lingering Event in play forbids f Action a (RP_MOD_BAN_ACTION). */
int wm__republic_action_banned(const rp_state *st, int f, int a);
uint32_t wm__republic_banned_actions(const rp_state *st, int f); /* mask of WM_REPUBLIC_A_* */

/* ---- effects.c (§6.1 Events as data, Article 48) ---- */
int wm__republic_run_event(rp_state *st);
int wm__republic_fx_fits(const rp_fx_op *p);
/* Runs a program from the P_EVENT frame's stage (RP_STAGE_EVENT_OPS + 2i:
 * instruction i); 1 when it is done, 0 when it waits.  run_event calls it
 * with the played card's program; the tests call it with their own. */
int wm__republic_fx_run(rp_state *st, const rp_fx_op *p);
int wm__republic_fx_who(const rp_state *st, int who); /* an rp_fx_op's who as a faction */
#define RP_STAGE_EVENT_OPS 2
/* The P_EVENT stage of the Article 48 question: with the choice "no", the
 * Event is performed (the NP turn asks the question itself, §8.7). */
#define RP_STAGE_EVENT_A48 1

/* ---- bots.c (§8: the parts in so far) ---- */
/* §8.2 the Impulse of bot card `card` as spaces (a Region: all of it; the
 * RC's Clique letter: its space, Berlin when it is off the map). */
uint32_t wm__republic_np_impulse(const rp_state *st, int card);
/* §8.6 Step E: the eligible spaces left after the Impulse, distance, PV and
 * Population guidelines (more than one: a random pick). */
uint32_t wm__republic_np_step_e(const rp_state *st, int card, uint32_t eligible);
/* §8.6 Step B for |n| cubes of `whose` placed (n > 0) or removed (n < 0),
 * f the active NP faction. */
uint32_t wm__republic_np_step_b(const rp_state *st, int f, int whose, int n, uint32_t eligible);
/* §8.6 Section 1: an Event instruction's rank on f's option list (0 the
 * top), -1 when not on it; a run of instructions' best rank (bots.c). */
int wm__republic_np_option_rank(const rp_state *st, int f, const rp_fx_op *o);
int wm__republic_np_branch_rank(const rp_state *st, int f, const rp_fx_op *p, int k, int n);
/* §8.6 Step B for a Remove Influence Action of f removing up to n cubes:
 * in each eligible space the cubes its removal takes (opposing ones in the
 * bot card's Faction Order, §8.6 Section 2, none of a faction with
 * Supremacy there, §6.3-§6.6), then Step B's two guidelines. */
uint32_t wm__republic_np_step_b_remove(const rp_state *st, int f, int card, int n, uint32_t eligible);
/* §1.4 the Strength Value of a unit kind (WM_REPUBLIC_K_*). */
int wm__republic_kind_sv(int k);
/* §8.7: the Event card the active NP revealed and has not performed yet
 * (Article 48, Reichstag Seats and a Parliamentary Control card come in
 * between): out of its stack, in no card set; 0 for none. */
int wm__republic_np_revealed(const rp_state *st);
/* §6.0 Article 48 played on Event id: cancelled and discarded, the
 * Coalition the Momentum faction, a Clean Slate of the whole map. */
void wm__republic_a48_cancel(rp_state *st, int id);
int wm__republic_influence_count(const rp_state *st, int f, int removing);
/* §8.6 Step D: the holding box (BOX_*) among `boxes`, -1 for none. */
int wm__republic_np_step_d(int card, uint32_t boxes);
/* §8.6 Step C for one unit of f with Strength Value sv placed. */
uint32_t wm__republic_np_step_c(const rp_state *st, int f, int sv, uint32_t eligible);
/* §8.1 Potential Assault Strength of f Assaulting g in s (g's in *g_pas). */
int wm__republic_np_pas(const rp_state *st, int f, int g, int s, int *g_pas);
/* §8.7 the last year of an Era (1923, 1929, 1933). */
int wm__republic_np_final_year(const rp_state *st);
/* §8.7 the Mandatory and Election cards of f's stack played first in the
 * last year of an Era (one at random); returns how many. */
int wm__republic_np_forced_cards(const rp_state *st, int f, uint64_t out[CW]);
/* §8.4 turn order from bot card `card`: its Faction Order, its faction last. */
int wm__republic_np_turn_order(int card, uint8_t out[NF]);
/* §8.3 whether the Coalition may win a Sudden Victory now (bots: NP seats). */
int wm__republic_np_sudden_allowed(const rp_state *st, uint32_t bots);
/* §8.9-§8.12 Assault: the spaces where f would Assault the first target
 * in the card's Faction Order with a greater Potential Assault Strength. */
uint32_t wm__republic_np_assault_spaces(const rp_state *st, int f, int card, int *target);
/* §8.8 whether a Special Action step / item can be performed now. */
int wm__republic_np_step_possible(const rp_state *st, int f, int card, const rp_np_step *p);
int wm__republic_np_item_possible(const rp_state *st, int f, int card, const rp_np_item *it);
/* §8.8 the category and item a Special Action die roll performs (0: none). */
int wm__republic_np_special_pick(const rp_state *st, int f, int card, int die, int *cat, int *item);
/* §8.8 Place Conservative Clique: whether the letter's block can be taken
 * now, and the spaces the card's lettered Clique may go to. */
int wm__republic_np_clique_letter_avail(const rp_state *st, int letter);
uint32_t wm__republic_np_clique_spaces(const rp_state *st, int card);
/* §8.5 whether a Bot Action would have an effect; the next one from `from`. */
int wm__republic_np_bot_action_possible(const rp_state *st, int card, int ba);
int wm__republic_np_next_bot_action(const rp_state *st, int card, int from);
/* §8.8 #16: the number of spaces an NP Military item Assaults in. */
int wm__republic_np_assaults(const rp_state *st, int f);
/* §8.7 whether the NP Coalition cancels Event `id` with Article 48. */
int wm__republic_np_article48(const rp_state *st, uint32_t bots, int id);
/* §8.7 whether NP f plays Reichstag Seats. */
int wm__republic_np_plays_seats(const rp_state *st, int f);
/* §8.7 the Parliamentary Control cards the NP may play (bit u), and the
 * Bot Action (index, -1 for a Reform removal) it plays one for. */
uint32_t wm__republic_np_pc_cards(const rp_state *st, int card, int *act);
/* §8.6 Section 3: the unit kind an NP places or removes first. */
int wm__republic_np_unit_kind(uint32_t kinds, uint32_t loaned);
/* §8.9 Step A / §8.6 Section 3: the Move MCS pawn an NP takes (D_PAWN). */
int wm__republic_np_pawn(int card, uint32_t options);
/* §8.9: the Economy track side with the marker first. */
int wm__republic_np_econ_side(const rp_state *st, uint32_t sides);
/* §8.6 Step A: Strike spaces / Rogue Freikorps spaces first. */
uint32_t wm__republic_np_step_a(const rp_state *st, uint16_t cond, uint32_t eligible);

/* §8.9 "not in a space or Region already holding a Reform"; §8.11-§8.12
 * "a space that does not already have an Assassinations marker". */
uint32_t wm__republic_np_no_reform_area(const rp_state *st);
uint32_t wm__republic_np_no_ass_area(const rp_state *st);

/* ---- npturn.c (§8.5 the NP turn; §8.6 the NP's answers) ---- */
int wm__republic_run_np(rp_state *st);
/* A question of chance (WM_CHANCE decides it): dice, draws, ties, bot cards, reveals. */
static inline int rp_is_chance_dec(int dec)
{
    return dec == D_ROLL || dec == D_DRAW || dec == D_TIE || dec == D_BOTCARD || dec == D_REVEAL || dec == D_CARDDRAW;
}
static inline int rp_is_np(const rp_state *st, int f) { return f >= 0 && f < NF && bit(st->bots, f); }
/* The search's rollouts (evaluate.c) play every faction by §8, a person's
 * faction too: it is marked a stand-in (bit 4 + f of bots, never set in a
 * game), played as a Non-player but winning and paying as a person's
 * faction (§8.3's Sudden Victory, §8.1's Held Card Penalty). */
#define RP_STANDIN(f) (1u << (4 + (f)))
static inline int rp_is_standin(const rp_state *st, int f) { return f >= 0 && f < NF && bit(st->bots, 4 + f); }
/* Whether the pending decision is one an NP seat answers itself (in
 * wm__republic_advance), and that answer (§8.6). */
int wm__republic_np_owns(const rp_state *st);
wm_move wm__republic_np_choose(rp_state *st);
/* wm_bot_move (the title's ops.bot): §8's answer at a player seat where it decides. */
wm_status wm__republic_np_bot(const void *st, wm_move *out);
/* §8.2: reveal f's next bot card (1: a chance decision is pending; 0: the
 * card is st->choice - WM_REPUBLIC_NUM). */
int wm__republic_np_ask_botcard(rp_state *st, int f);
/* The bot card number of f's k-th card. */
static inline int rp_botcard_of(int f, int k) { return wm__republic_botcard_first[f] + k; }

/* ---- actions.c ---- */
int wm__republic_run_action(rp_state *st);
uint32_t wm__republic_pc_actions(const rp_state *st, int f, uint32_t limit);
/* The spaces in `area` where Action a of f can add, move or remove a piece. */
uint32_t wm__republic_action_spaces(const rp_state *st, int f, int a, uint32_t area);
/* Whether Action a of f would have some effect now (§8.5). */
int wm__republic_action_has_effect(const rp_state *st, int f, int a);
/* The Action Step's prompt, naming only what its menu offers (events.c). */
const char *wm__republic_step_prompt(const rp_state *st);
/* Logs why Action a of f, just chosen, has no effect (nothing if it has). */
void wm__republic_log_no_effect(const rp_state *st, int f, int a);

/* ---- assault.c ---- */
int wm__republic_run_assault(rp_state *st);
uint32_t wm__republic_assault_spaces(const rp_state *st, int f);
uint32_t wm__republic_assault_targets(const rp_state *st, int f, int s);
void wm__republic_start_assault(rp_state *st, int att, int s, int def, int free_);
int wm__republic_assault_strength(const rp_state *st, int side); /* side 1 attacker, 2 defender */
int wm__republic_loyalty_needed(const rp_state *st); /* §6.2: the Progress loyal Coalition units need */

/* ---- elect.c ---- */
int wm__republic_run_election(rp_state *st);
void wm__republic_start_election(rp_state *st, int kind);
int wm__republic_current_pv(const rp_state *st, int f);
void wm__republic_current_pv_all(const rp_state *st, int pv[NF]); /* every f at once */

/* ---- evaluate.c (the search's evaluation, doc/ai.md) ---- */
/* The point difference worth 0.75 (or 0.25). */
#ifndef RP_EVAL_SCALE
#define RP_EVAL_SCALE 6.0
#endif
/* The Coalition's points at a scenario's end it wins by holding on (§3.4). */
#ifndef RP_EVAL_END_WEIGHT
#define RP_EVAL_END_WEIGHT 10.0
#endif
/* The search's rollouts play on to the start of the round this many
 * rounds on (evaluate.c). */
#ifndef RP_ROLLOUT_ROUNDS
#define RP_ROLLOUT_ROUNDS 1
#endif
/* Each faction's standing towards its victory conditions (§3), in points. */
void wm__republic_eval_points(const rp_state *st, double pts[NF]);
/* wm_title_ops.evaluate: per faction, in [0, 1]; vg is an rp_game. */
void wm__republic_evaluate(const void *vg, double *value);
/* The search's rollout: every faction on by §8 to a horizon (evaluate.c). */
void wm__republic_rollout(void *vg, uint64_t *rng);
void wm__republic_record_current_pv(rp_state *st, uint32_t factions);

/* ---- moves.c ---- */
size_t wm__republic_legal(const void *st, wm_move *buf, size_t cap);
int wm__republic_is_legal(const void *st, wm_move m);
size_t wm__republic_move_name(const void *st, wm_move m, char *buf, size_t cap);
size_t wm__republic_move_label(const void *st, wm_move m, char *buf, size_t cap);
const char *wm__republic_prompt(const void *st);
/* turn.c: a move is the answer to the question, then the machine runs */
void wm__republic_apply(void *st, wm_move m);
void wm__republic_game_apply(void *vg, wm_move m); /* rp_game: apply, then record or re-anchor */

/* ---- view.c ---- */
wm_status wm__republic_check(const void *vg); /* rp_game */
wm_status wm__republic_check_state(const rp_state *st);
/* turn.c: anchor points (see rp_game): no procedure half done. */
int wm__republic_anchor_point(const rp_state *st);
/* Zeroes the procedure scratch that is dead at an anchor point. */
void wm__republic_settle(rp_state *st);
/* Makes the game's current state its anchor (it must be an anchor point:
 * after set-up, and in tests that arrange a position). */
void wm__republic_rebase(rp_game *g);

/* ---- observe.c (doc/ai.md) ---- */
extern const wm_obs_slice wm__republic_obs_slices[];
#define REPUBLIC_OBS_SLICES 24
void wm__republic_observe(const void *g, int viewer, float *out);
/* The batch's in-place observation (ops->observe_delta) and the size of
 * its cache (observe.c's republic_obs_cache, checked there). */
void wm__republic_observe_delta(const void *g, int viewer, float *out, void *cache, int valid);
#define REPUBLIC_OBS_CACHE_SIZE 936
wm_status wm__republic_resample(void *g, int seat, uint64_t seed);

#endif /* WM_REPUBLIC_INTERNAL_H */
