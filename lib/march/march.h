/*
 * march.h - The March of Progress: state, content and rules interfaces.
 *
 * Source files follow the rulebook (the-march-of-progress.txt):
 *   content.c  components and the six scenarios' set-up data
 *   setup.c    "Game Set-up" and each scenario's "Scenario Set-up"
 *   turn.c     "Sequence of Play", "Initiative", "Game End and Winning"
 *   actions.c  MOVE 1/2, RECRUIT, FORTIFY, STRENGTH, SCORE, "Controlling a country"
 *   combat.c   ATTACK/ATTACK+1 and "Combat"
 *   neutral.c  Politics By Other Means: the Neutral player's cards
 *   moves.c    legal moves, move names, prompts, the apply dispatcher
 *   check.c    the invariants wm_check() and wm_load() enforce
 *   view.c     JSON view, the saved field table, the ops table
 */
#ifndef WM_MARCH_INTERNAL_H
#define WM_MARCH_INTERNAL_H

#include "internal.h"
#include "weimar/march.h"

/* Country indices: 0 and 1 are the home countries of seats 0 and 1. */
enum { C_HOME0 = 0, C_HOME1 = 1, C_N1 = 2, C_N2 = 3, MAX_COUNTRIES = 4 };
#define MAX_SEATS 3
#define ARMIES_PER_SEAT 3

/* Scenario indices follow the public ids. */
enum {
    SC_THIRTY = WM_MARCH_THIRTY_YEARS_WAR,
    SC_MARL = WM_MARCH_MARLBOROUGH,
    SC_VIVE = WM_MARCH_VIVE_L_EMPEREUR,
    SC_WW1 = WM_MARCH_WAR_TO_END_WAR,
    SC_WW2 = WM_MARCH_WW2_IN_THE_WEST,
    SC_POLITICS = WM_MARCH_POLITICS,
    SC_COUNT = 7
};

/* The option flags the rules state keeps (WM_OPT_NO_HISTORY belongs to the
 * handle, not to the rules). */
#define MARCH_RULE_FLAGS ((uint32_t)(WM_OPT_EXTERNAL_DICE | WM_MARCH_AGREEMENT))

/* Turn phases. */
enum { PH_SETUP = 0, PH_CHOOSE, PH_STEP, PH_END, PH_OVER };

/* Steps of the Sequence of Actions card, plus the Neutral player's step
 * ("after all the other actions have been completed"). */
enum { STEP_MOVE = 0, STEP_RECRUIT, STEP_FORTIFY, STEP_ATTACK, STEP_STRENGTH,
       STEP_SCORE, STEP_NEUTRAL, STEP_DONE };

/* Pending decision kinds. */
enum {
    D_NONE = 0,
    D_ROLL_INIT,     /* chance: initiative roll for seat `ctx` */
    D_ROLL_NEUTRAL,  /* chance: Marlborough neutral VP dice for country `ctx` */
    D_PLACE,         /* Vive: Austria places its third army */
    D_CHOOSE,        /* choose an action card face down */
    D_ACCEPT,        /* accept or refuse ending by agreement */
    D_BUY_INIT,      /* WW2: Germany may pay 1VP to flip the initiative */
    D_FIRST,         /* the initiative holder chooses who goes first */
    D_MOVE,          /* move armies with card `mcard` */
    D_SECOND,        /* WW2: Western Allies' paid second MOVE */
    D_FORTIFY,       /* choose the army to fortify */
    D_ATTACK,        /* choose the country of the combat (or counter-insurgency, or pass) */
    D_STANDUP,       /* how many fortified armies stand up */
    D_STANDUP_CAP,   /* does the fortified army on the capital stand up */
    D_DISCARD,       /* ATTACK+1's discard */
    D_COUNTER,       /* counter-insurgency's MOVE discard */
    D_AIR,           /* WW2 part 2: Air Power VPs */
    D_DEFEND,        /* WW1: the defender's MOVE discard */
    D_MILITIA,       /* Politics: MILITIA's +1 to a side */
    D_LOSS,          /* WW1: which army a single loss takes */
    D_STRENGTH,      /* choose the VP dice to reduce, or pay 5VP */
    D_REFORM,        /* Vive: Austrian army reform */
    D_MILITIA_END,   /* Politics: MILITIA's cube option */
    D_PARTISANS,     /* Politics: PARTISANS' options */
    D_KINDS
};

/* Per-turn flags (march_state.tflags). */
enum {
    TF_REVEALED = 1u << 0,        /* the chosen cards are face up */
    TF_MILITIA_USED = 1u << 1,    /* MILITIA's +1 option was taken */
    TF_MILITIA_NEUTRAL = 1u << 2, /* ...in a combat in the neutral country */
    TF_SCORED_NEUTRAL = 1u << 3,  /* a SCORE while controlling the neutral country */
    TF_DEPLETED_NEUTRAL = 1u << 4,/* a STRENGTH reduced the neutral VP dice */
    TF_REFORMED = 1u << 5,        /* Austrian army reform used this turn */
};

/*
 * The stages (doc/design.md, "Frames and stages").  Each names where a
 * machine resumes; the values are saved (march_state.sstage, .astage), so
 * they are fixed and new ones go at the end.
 *
 * march_state.sstage in PH_SETUP (setup.c): the set-up decisions in the
 * rulebook's order, 6. Initiative, 7. Starting VP dice, 9. Armies in play.
 */
enum march_setup_stage {
    SU_ROLLOFF = 0,   /* the roll-off (skipped where the initiative is fixed) */
    SU_ROLL_SECOND,   /* the first seat's die is asked; the second's next */
    SU_ROLLED,        /* both dice are asked: compare, re-roll a tie */
    SU_MARL_DICE,     /* Marlborough 7: the neutral countries' dice */
    SU_MARL_SECOND,   /* the first neutral die is asked; the second next */
    SU_PLACE,         /* Vive 9: the Austrians' army in a neutral country */
    SU_DONE,          /* the last question is asked: the set-up is over */
};

/* march_state.sstage in PH_STEP (turn.c): a sequence step's progress. */
enum march_step_stage {
    SQ_ACTORS = 0,    /* find the step's actors */
    SQ_BUY_INIT,      /* World War 2: Germany may buy the initiative */
    SQ_FIRST,         /* the initiative holder says who acts first next */
    SQ_FIRST_ASKED,   /* ...asked (the D_FIRST handler sets the order) */
    SQ_ACTIONS,       /* the actors' actions, in order */
};

/* march_state.astage in a MOVE action (actions.c, moves.c). */
enum march_move_stage {
    MV_BEGIN = 0,     /* the card's effect, then the first move */
    MV_MOVING,        /* D_MOVE is asked */
    MV_SECOND_ASKED,  /* WW2: D_SECOND is asked; after a pass, done */
    MV_SECOND_BOUGHT, /* the second MOVE card was bought (moves.c) */
    MV_SECOND_MOVING, /* the second card's D_MOVE is asked; then done */
};

/* march_state.astage in FORTIFY, STRENGTH, SCORE (Vive's reform) and the
 * neutral seat's card (actions.c, neutral.c): one optional question. */
enum march_one_stage {
    AC_BEGIN = 0,     /* ask, or finish at once */
    AC_ASKED,         /* the question was asked: the action is done */
};

/* march_state.astage in an Attack action (combat.c, moves.c): the stage
 * an attack resumes at. */
enum march_attack_stage {
    AT_BEGIN = 0,     /* is there a target? then ask D_ATTACK */
    AT_TARGET,        /* D_ATTACK is asked */
    AT_STANDUP,       /* a country was chosen: fortified armies stand up */
    AT_STANDUP_CAP,   /* ...the fortified army on the enemy capital */
    AT_DECLARE,       /* declaration; ATTACK+1's discard */
    AT_AIR,           /* World War 2 part 2: Air Power */
    AT_DEFEND,        /* The War to End War: the defender's discard */
    AT_MILITIA,       /* Politics: MILITIA's +1 */
    AT_RESOLVE,       /* the combat, then a single loss (WW1) */
    AT_OCCUPY,        /* occupation; the attack is done */
    AT_COUNTER = 15,  /* counter-insurgency chosen: its MOVE discard next */
    AT_COUNTER_ASKED, /* D_COUNTER is asked; then done */
    AT_PASSED = 20,   /* D_ATTACK was passed: done */
};

/* sstage and astage each hold several of these: the field table's ranges
 * (view.c: up to SU_DONE and AT_PASSED) must cover every one. */
_Static_assert((int)SQ_ACTIONS <= (int)SU_DONE, "sstage's range covers the step stages");
_Static_assert((int)MV_SECOND_MOVING < (int)AT_PASSED && (int)AC_ASKED < (int)AT_PASSED,
               "astage's range covers every action's stages");

/*
 * The whole game: a flat value with no pointers and no padding (the field
 * table in view.c covers every byte; a test checks it).
 */
typedef struct march_state {
    uint64_t rng;                  /* the seeded generator (doc/design.md, principle 4) */
    uint32_t flags;                /* WM_OPT_* and WM_MARCH_* given at creation */
    uint32_t turn;                 /* completed turns */
    int16_t vp[MAX_SEATS];         /* each seat's VPs */
    int16_t stock;                 /* VPs left in the limited stock */
    int16_t removed;               /* VPs removed from the game (WW1 SCORE, VWEAPONS) */
    int16_t total;                 /* VPs the scenario puts in the game */
    uint16_t hand[MAX_SEATS];      /* card bit masks (1 << WM_MARCH_CARD_*) */
    uint16_t discard[MAX_SEATS];
    uint16_t aside[MAX_SEATS];     /* Vive: the Austrian cards set aside */
    uint16_t secret[MAX_SEATS];    /* cards in hand the other seats have not seen */
    uint8_t scenario, nseats, ncountries, part;
    uint8_t initiative;            /* seat showing on the initiative card */
    uint8_t phase, step, sstage;   /* turn phase, sequence step, step progress */
    uint8_t order[2], nact, iact;  /* actors of the step in order */
    uint8_t astage;                /* progress inside the current action */
    uint8_t dec, dec_seat, ctx;    /* pending decision, who decides, its parameter */
    uint8_t mcard;                 /* card whose movement is being made */
    uint8_t played[MAX_SEATS];     /* card chosen this turn + 1, 0 = none */
    uint8_t second[MAX_SEATS];     /* WW2: second MOVE card played + 1 */
    uint8_t strength[2];           /* army strength dice */
    uint8_t vpdie[MAX_COUNTRIES];  /* VP dice (0 = removed) */
    uint8_t army_n[2][MAX_COUNTRIES]; /* normal armies (not on a capital) */
    uint8_t army_f[2][MAX_COUNTRIES]; /* fortified armies (not on a capital) */
    uint8_t capital[2];            /* army on the enemy capital: 0 none, 1 normal, 2 fortified */
    uint8_t moved[2][MAX_COUNTRIES]; /* normal armies that moved this turn */
    uint8_t propaganda;            /* Politics: Propaganda level dice (1-6) */
    uint8_t cubes;                 /* Politics: VP cubes on the neutral country card */
    uint8_t roll[2];               /* initiative roll-off */
    uint8_t tflags;                /* TF_* */
    uint8_t agree_from, agree_next, proposed; /* agreement: proposer + 1, next seat asked, mask */
    /* the combat in progress */
    uint8_t atk_c, atk_n, atk_garrison, atk_bonus, atk_air, def_bonus, militia_side, loss_side;
    int8_t result[MAX_SEATS];      /* WM_WIN/WM_DRAW/WM_LOSS once over */
    uint8_t pad_[10];              /* keeps the struct free of implicit padding */
} march_state;

/* ---- content.c ---- */
typedef struct march_scenario {
    const char *name;
    uint8_t seats, countries;
    const char *seat_names[MAX_SEATS];
    const char *country_names[MAX_COUNTRIES];   /* move names: no spaces */
    uint8_t adj[MAX_COUNTRIES];                  /* bit mask of adjacent countries */
    int16_t total, start_vp[2];
    uint8_t vpdie[MAX_COUNTRIES];                /* 0 for a die rolled at set-up */
    uint8_t strength[2];
    uint8_t armies_home[2];
    uint8_t fortified_neutral[2];                /* armies starting fortified in country 2 */
    int8_t initiative;                           /* seat, or -1 for the roll-off */
    uint16_t cards[MAX_SEATS];                   /* every card the seat owns */
    uint16_t start_discard[MAX_SEATS];
    uint16_t start_aside[MAX_SEATS];
    uint8_t max_strength[2];
} march_scenario;

extern const march_scenario wm__march_scenarios[SC_COUNT];
extern const char *const wm__march_card_names[WM_MARCH_CARDS];
static inline const march_scenario *SC(const march_state *st) { return &wm__march_scenarios[st->scenario]; }
#define CARD(k) ((uint16_t)(1u << (k)))

/* ---- setup.c ---- */
/* The set-up of the options' scenario, stopped before its first question
 * (view.c's init then runs the game to it: wm__march_run). */
wm_status wm__march_setup(void *vst, const wm_options *opts);
void wm__march_setup_next(march_state *st);

/* ---- state.c: below every rules file ---- */
/* The decision is a die roll (WM_CHANCE's). */
static inline int wm__march_is_chance(int dec)
{
    return dec == D_ROLL_INIT || dec == D_ROLL_NEUTRAL;
}
/* Opens decision kind for seat (-1: chance, recorded as seat 0) with its
 * parameter ctx. */
static inline void wm__march_decide(march_state *st, int kind, int seat, int ctx)
{
    st->dec = (uint8_t)kind;
    st->dec_seat = (uint8_t)(seat < 0 ? 0 : seat);
    st->ctx = (uint8_t)ctx;
}
/* Sequence of Actions card: which step a card's action belongs to. */
static inline int wm__march_card_step(int card)
{
    switch (card) {
    case WM_MARCH_CARD_MOVE1:
    case WM_MARCH_CARD_MOVE2:
    case WM_MARCH_CARD_VWEAPONS: /* "The VWEAPONS card counts as a MOVE action" */
        return STEP_MOVE;
    case WM_MARCH_CARD_RECRUIT: return STEP_RECRUIT;
    case WM_MARCH_CARD_FORTIFY: return STEP_FORTIFY;
    case WM_MARCH_CARD_ATTACK:
    case WM_MARCH_CARD_ATTACK1: return STEP_ATTACK;
    case WM_MARCH_CARD_STRENGTH: return STEP_STRENGTH;
    case WM_MARCH_CARD_SCORE: return STEP_SCORE;
    default: return STEP_NEUTRAL; /* PROPAGANDA, PARTISANS, MILITIA */
    }
}
/* Each seat's VPs and the stock, as fields of the open log entry. */
void wm__march_log_vp(const march_state *st);
/* "Blue 12VP, Orange 9VP" as the open entry's text (the Neutral player's
 * tally multiplied by the Propaganda level). */
void wm__march_log_tally(const march_state *st);
/* The log entry of the game's end: why it ended, the final tally. */
void wm__march_log_end(const march_state *st, const char *why);
/* wm__march_finish's winner, besides a seat */
enum { END_BY_VP = -1, END_DRAW = -2 };
void wm__march_finish(march_state *st, int winner);

/* ---- turn.c ---- */
void wm__march_advance(march_state *st);
void wm__march_choose_next(march_state *st);
void wm__march_step_next(march_state *st);
void wm__march_end_turn(march_state *st);
void wm__march_set_first(march_state *st, int first);
int wm__march_step_actors(const march_state *st, int step, uint8_t out[2]);
int wm__march_needs_order_choice(int step);

/* ---- actions.c ---- */
int wm__march_enemy(int seat);
int wm__march_armies_in(const march_state *st, int seat, int c);
int wm__march_armies_in_play(const march_state *st, int seat);
int wm__march_fortified_in(const march_state *st, int seat, int c);
int wm__march_controls(const march_state *st, int seat, int c);
void wm__march_gain(march_state *st, int seat, int n);
void wm__march_pay(march_state *st, int seat, int n);
void wm__march_remove_vp(march_state *st, int seat, int n);
int wm__march_action_continue(march_state *st, int seat, int card); /* 1 when done */
size_t wm__march_move_options(const march_state *st, int seat, int card, wm_move *buf, size_t cap);
void wm__march_do_move(march_state *st, int seat, wm_move m);
int wm__march_move_group(int g, int *n, int *f, int *c);
int wm__march_strength_can_reduce(const march_state *st, int seat, int c);
void wm__march_strength_increase(march_state *st, int seat);
void wm__march_check_french_control(march_state *st);

/* ---- combat.c ---- */
int wm__march_attack_continue(march_state *st, int seat, int card);
size_t wm__march_attack_targets(const march_state *st, int seat, int card, wm_move *buf, size_t cap);
/* Counter-insurgency (Politics By Other Means) is open to seat playing card. */
int wm__march_counter_possible(const march_state *st, int seat, int card);
int wm__march_loss_kinds(const march_state *st, int seat, int c);
void wm__march_lose_one(march_state *st, int seat, int c, int kind);

/* ---- neutral.c ---- */
int wm__march_neutral_continue(march_state *st, int card);
int wm__march_neutral_partisan_options(const march_state *st, wm_move *buf);

/* ---- check.c ---- */
wm_status wm__march_check(const void *st);
uint16_t wm__march_deck_of(const march_state *st, int seat);

/* ---- moves.c ---- */
size_t wm__march_legal(const void *st, wm_move *buf, size_t cap);
int wm__march_is_legal(const void *st, wm_move m);
void wm__march_apply(void *st, wm_move m);
void wm__march_resolve(march_state *st, wm_move m);
void wm__march_run(march_state *st);
size_t wm__march_move_name(const void *st, wm_move m, char *buf, size_t cap);
size_t wm__march_move_label(const void *st, wm_move m, char *buf, size_t cap);
const char *wm__march_prompt(const void *st);

/* ---- observe.c (doc/ai.md) ---- */
extern const wm_obs_slice wm__march_obs_slices[];
#define MARCH_OBS_SLICES 30
void wm__march_observe(const void *st, int viewer, float *out);
wm_status wm__march_resample(void *st, int seat, uint64_t seed);

#endif /* WM_MARCH_INTERNAL_H */
