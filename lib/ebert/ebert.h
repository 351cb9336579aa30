/*
 * ebert.h - Friedrich Ebert: Der Weg zur Demokratie: state, content and
 * rules interfaces.
 *
 * Source files follow the rulebook (friedrich-ebert.txt):
 *   content.c  "Material": chapters, letters, resolution cards, milestones,
 *              Personal Experiences cards (TRANSCRIBED / RECONSTRUCTED)
 *   setup.c    "Setup for Chapter I" A-I and "Setup for the Further Chapters"
 *   round.c    "Game Flow"'s rules: Phases 1, 2, 3 and 5, "EILT!", the
 *              symbols, milestones, winning and losing
 *   flow.c     "Game Flow"'s round: the machine that runs them
 *   markers.c  Phase 4 "Use influence markers", the "Personal Experiences"
 *              variant and the glossary's support cards
 *   moves.c    legal moves, move names, prompts, the apply dispatcher
 *   check.c    the invariants wm_check() and wm_load() enforce
 *   view.c     JSON view, the saved field table, the ops table
 *   bot.c      wm_bot_move: a cooperative policy
 */
#ifndef WM_EBERT_INTERNAL_H
#define WM_EBERT_INTERNAL_H

#include "internal.h"
#include "weimar/ebert.h"

#define EB_MAX_GROUPS 3
#define EB_ROW 5            /* "Each row can hold at most 5 letters" */
#define EB_PILE 32          /* a draw pile holds at most every letter of a chapter */
#define EB_KINDS 4          /* marker kinds: 3 group slots + Joker */
#define EB_JOKER WM_EBERT_JOKER
#define EB_MS_SPACES 6
#define EB_PE_CARDS 12
#define EB_PE_SPACES 3
#define EB_INVITATIONS 5    /* "15 invitations: 3 types, 5 of each" */
#define EB_CHAPTERS 4
#define EB_MAX_LETTERS 31   /* letters of a chapter, golden letter included */
#define EB_RES_CARDS 51

/* The rule flags the state keeps. */
#define EB_RULE_FLAGS ((uint32_t)(WM_OPT_EXTERNAL_DICE | WM_EBERT_DIFFICULTY_MASK | \
                                  WM_EBERT_PERSONAL_EXPERIENCES | WM_EBERT_FLEXIBILITY))

/* Items in rows and draw piles. */
#define IT_OPEN 0x80u       /* turned to its text side */
#define IT_INV 0x40u        /* one of the group's invitations */
#define IT_ID(x) ((int)((x) & 0x3fu) - 1) /* letter index, for a letter */

/* Where the golden target letter is. */
enum { G_DECK = 0, G_ASIDE, G_PLAYED };

/* Result. */
enum { R_PLAYING = 0, R_WON, R_LOST };

/* Stages of the round (ebert_state.stage): where the rules code resumes. */
enum {
    S_ROUND = 0,   /* Phase 1 */
    S_SWEEP,       /* resolve EILT! letters on top of draw piles, then go to `ret` */
    S_OPEN,        /* Phase 2 */
    S_RESOLVE,     /* Phase 3 */
    S_PHASE4,      /* Phase 4 */
    S_MILESTONE,   /* Phase 5 */
    S_MS_DEAL,     /* milestone instruction 3: new letters */
    S_SHUFFLE,     /* Flexibility: shuffle draw piles (shuf_g, shuf_k) */
    S_MS_FINISH,   /* the milestone leaves; the next one lies ready */
    S_OVER,
    S_COUNT
};

/* Pending decisions. */
enum {
    D_NONE = 0,
    D_OPEN,       /* Ebert: which row to open */
    D_RESOLVE,    /* Ebert: which front letter to resolve */
    D_USE,        /* the holder of marker kind use_turn: use a marker or done */
    D_STEP,       /* Ebert: a task's +1 tension step */
    D_DRAW,       /* Ebert: a task's additional letter */
    D_PAY,        /* Ebert: pay a marker for a support */
    D_RELAX,      /* Ebert: a support's -1 tension step (or done) */
    D_ROW,        /* Ebert: Annahme verweigern's row */
    D_NEXT,       /* chance: which letter comes next in a shuffle */
    D_KINDS
};

/* Sub-decisions inside the use of markers (ebert_state.sub). */
enum { SUB_NONE = 0, SUB_TASK_STEP, SUB_TASK_DRAW, SUB_PAY, SUB_RELAX, SUB_ROW, SUB_KINDS };

/* Use of markers: why (ebert_state.use_mode). */
enum { U_NONE = 0, U_EVENT, U_PHASE4, U_MILESTONE };

/*
 * The whole game: a flat value with no pointers and no padding (the field
 * table in view.c covers every byte).
 */
typedef struct ebert_state {
    uint64_t rng;               /* the seeded generator */
    uint64_t lasting_res;       /* bit n-1: resolution card n lies in Ebert's lasting row */
    uint32_t flags;             /* EB_RULE_FLAGS given at creation */
    uint32_t keys;              /* key symbols in the lasting row (bit 0 = A) */
    uint32_t xs;                /* X symbols in the lasting row */
    uint32_t discard;           /* bit i: chapter letter i lies on a discard pile */
    uint16_t round;             /* rounds begun */
    uint16_t lasting_ms;        /* bit m: milestone m lies in the lasting row */
    uint8_t chapter, nseats, ngroups, lost; /* lost: the "Game Lost" space */
    uint8_t stage, ret, dec, result;
    uint8_t opened;             /* letters opened in this Phase 2 */
    uint8_t dealt;              /* letters of the history deck handed out */
    uint8_t ms_done;            /* milestones resolved */
    uint8_t golden;             /* G_* */
    uint8_t use_mode, use_turn, use_any, use_ret;
    uint8_t sub, sub_slot, sub_left, pay_first;
    uint8_t shuf_g, shuf_k;     /* shuffle in progress: group, next position */
    uint8_t tension[EB_MAX_GROUPS];
    uint8_t nrow[EB_MAX_GROUPS];
    uint8_t npile[EB_MAX_GROUPS];
    uint8_t inv[EB_MAX_GROUPS];  /* invitations on each group's stack */
    uint8_t row[EB_MAX_GROUPS][EB_ROW];    /* [0] is the front position (rightmost) */
    uint8_t pile[EB_MAX_GROUPS][EB_PILE];  /* [0] is the top */
    uint8_t supply[EB_KINDS];    /* markers in the supply with Ebert */
    uint8_t held[EB_KINDS];      /* markers just received, to use now */
    uint8_t ms_fill[EB_MS_SPACES]; /* marker kind + 1 on each space of the current milestone */
    uint8_t favour[EB_MAX_GROUPS]; /* Gefallen einfordern: group g's marker lies on it */
    uint8_t pe_task[3];          /* Personal Experiences card on each task slot */
    uint8_t pe_sup[4];           /* card whose support side lies in slot s (0: middle) */
    uint8_t pe_sup_state[4];     /* 0 locked, 1 available, 2 used up */
    uint8_t pe_fill[3][EB_PE_SPACES]; /* marker kind + 1 on each task space */
    uint8_t pe_tdone[3];         /* the task's tension (and draw) part is done */
    uint8_t pe_done;             /* mask of completed task slots */
    uint8_t pad_[2];
} ebert_state;

/* ---- content.c ---- */

/* Instructions of resolution cards and milestones, "from top to bottom". */
enum { OP_NONE = 0, OP_TENSION, OP_GAIN, OP_KEY, OP_X };
typedef struct eb_op {
    uint8_t kind, a, b;  /* TENSION: group a +b; GAIN: kind a x b; KEY/X: symbol letter a */
} eb_op;

#define EB_OPS 4

typedef struct eb_rescard {
    const char *title;          /* NULL: text unpublished */
    eb_op ops[EB_OPS];
} eb_rescard;

/* Letter flags. */
#define LF_EILT 1u
#define LF_WARN 2u              /* preview: the warning symbol */

typedef struct eb_letter {
    const char *name;           /* NULL: text unpublished */
    uint8_t group;              /* envelope colour: group slot */
    uint8_t flags;              /* LF_* */
    uint8_t lock;               /* padlock symbol letter + 1, 0 none */
    uint8_t question;           /* "?" symbol letter + 1, 0 none */
    uint8_t res;                /* resolution card number (1-51) */
    uint8_t preview;            /* bit k: marker kind k highlighted */
} eb_letter;

typedef struct eb_milestone {
    const char *name;
    uint8_t nspaces;
    uint8_t space[EB_MS_SPACES];/* group slot of each space */
    uint8_t remove_inv;         /* mask of groups whose invitations are removed */
    eb_op ops[EB_OPS];
} eb_milestone;

typedef struct eb_chapter {
    const char *title;          /* German title (developer) */
    const char *years;
    uint8_t ngroups;
    const char *group_names[EB_MAX_GROUPS]; /* move names: no spaces */
    const char *invitation_names[EB_MAX_GROUPS];
    uint8_t nletters;           /* letters of the history deck (golden excluded) */
    uint8_t nms;
    uint8_t ms_after[3];        /* letters before milestone m */
    uint8_t start_cards[EB_MAX_GROUPS];
    uint8_t start_tension[EB_MAX_GROUPS];
    uint8_t holder[5][EB_MAX_GROUPS]; /* [people][group]: seat responsible */
    const eb_letter *letters;   /* nletters + 1 rows: the golden letter is last */
    const eb_milestone *ms;
} eb_chapter;

/* Personal Experiences / Support cards. */
enum { SP_SECRET = 0, SP_REFUSE, SP_RELAX, SP_FAVOUR };
#define PE_SPD 0
#define PE_JOKER 3
#define PE_ANY 4
typedef struct eb_pe {
    const char *task_name;      /* "Persönliche Erlebnisse" side */
    uint8_t nspaces;
    uint8_t space[EB_PE_SPACES];/* PE_SPD, PE_JOKER or PE_ANY */
    uint8_t tension;            /* +tension to distribute, at once */
    uint8_t spd_min;            /* of which at least this much on the SPD */
    uint8_t draw;               /* additional letters to draw */
    const char *support_name;   /* "Unterstützung" side */
    uint8_t support;            /* SP_* */
    uint8_t cost;               /* markers paid */
    uint8_t amount;             /* Jokers gained / tension steps */
    uint8_t infinite;           /* the ∞ symbol */
} eb_pe;

extern const eb_chapter wm__ebert_chapters[EB_CHAPTERS + 1];
extern const eb_rescard wm__ebert_rescards[EB_RES_CARDS + 1];
extern const eb_pe wm__ebert_pe[EB_PE_CARDS];
extern const uint8_t wm__ebert_markers[EB_KINDS];

/* Content packs (pack.c, doc/content-packs.md): a pack's letters and
 * resolution cards replace the built-in ones; the rules read them through
 * CH() and eb_rescards(), which look at the pack of the game being served
 * (wm__pack_data, set by the core on entry). */
typedef struct eb_pack {
    eb_chapter chapters[EB_CHAPTERS + 1];          /* for pack.c: .letters point into letters[] */
    eb_letter letters[EB_CHAPTERS + 1][EB_MAX_LETTERS + 1];
    eb_rescard rescards[EB_RES_CARDS + 1];
    const char *letter_text[EB_CHAPTERS + 1][EB_MAX_LETTERS + 1]; /* the printed texts, or NULL */
    const char *res_text[EB_RES_CARDS + 1];
    uint8_t letter_rec[EB_CHAPTERS + 1][EB_MAX_LETTERS + 1]; /* the text is RECONSTRUCTED */
    uint8_t res_rec[EB_RES_CARDS + 1];
    const char *ms_name[EB_CHAPTERS + 1][3];  /* milestones: name and text only */
    const char *ms_text[EB_CHAPTERS + 1][3];
    uint8_t ms_rec[EB_CHAPTERS + 1][3];
} eb_pack;

/* ---- texts.c: what a person reads (names and texts, never rules) ----
 * The built-in names and texts of the letters, resolution cards and
 * milestones, RECONSTRUCTED (doc/ebert-content.md); left out of the
 * WebAssembly build (WM_EBERT_NO_TEXTS), whose page reads them from the
 * pack examples/web/ebert-content.json.  With a pack, the pack's. */
typedef struct eb_text {
    const char *name;           /* NULL: the name in content.c's table (or none) */
    const char *text;
} eb_text;
const char *wm__ebert_letter_name(const ebert_state *st, int id);
const char *wm__ebert_letter_text(const ebert_state *st, int id);
int wm__ebert_letter_rec(const ebert_state *st, int id);
const char *wm__ebert_res_name(int n);
const char *wm__ebert_res_text(int n);
int wm__ebert_res_rec(int n);
const char *wm__ebert_ms_name(const ebert_state *st, int m);
const char *wm__ebert_ms_text(const ebert_state *st, int m);
int wm__ebert_ms_rec(const ebert_state *st, int m);
/* The built-in tables (no pack), by chapter and letter id / card number /
 * milestone: NULL where the build has no texts. */
#ifdef WM_EBERT_NO_TEXTS
static inline const eb_text *wm__ebert_builtin_letter_text(int ch, int id) { return (void)ch, (void)id, NULL; }
static inline const eb_text *wm__ebert_builtin_res_text(int n) { return (void)n, NULL; }
static inline const char *wm__ebert_builtin_ms_text(int ch, int m) { return (void)ch, (void)m, NULL; }
#else
const eb_text *wm__ebert_builtin_letter_text(int ch, int id);
const eb_text *wm__ebert_builtin_res_text(int n);
const char *wm__ebert_builtin_ms_text(int ch, int m);
#endif
/* How many bytes of s (at most max) end on a UTF-8 character boundary. */
int wm__ebert_utf8_cut(const char *s, int max);

/* The chapter's structure (counts, groups, milestones: the rulebook's,
 * never a pack's) is always the built-in one; its letters are the pack's. */
static inline const eb_chapter *CH(const ebert_state *st) { return &wm__ebert_chapters[st->chapter]; }
static inline const eb_letter *eb_letters(const ebert_state *st)
{
    const eb_pack *p = (const eb_pack *)wm__pack_data;
    return p ? p->letters[st->chapter] : wm__ebert_chapters[st->chapter].letters;
}
static inline const eb_rescard *eb_rescards(void)
{
    const eb_pack *p = (const eb_pack *)wm__pack_data;
    return p ? p->rescards : wm__ebert_rescards;
}

/* ---- pack.c ---- */
wm_status wm__ebert_pack_read(const wm_jv *root, wm_pack_cx *cx, const void **data);
void wm__ebert_pack_write(const void *data, wm_json *j);
static inline const eb_letter *LETTER(const ebert_state *st, int i) { return &eb_letters(st)[i]; }
static inline int GOLDEN(const ebert_state *st) { return CH(st)->nletters; }

/* ---- setup.c ---- */
wm_status wm__ebert_init(void *vst, const wm_options *opts);
int wm__ebert_holder(const ebert_state *st, int kind);

/* ---- flow.c ---- */
void wm__ebert_advance(ebert_state *st);
void wm__ebert_shuffle_next(ebert_state *st, int id);

/* ---- round.c ---- */
/* The tension markers as fields of the open log entry. */
void wm__ebert_log_tensions(const ebert_state *st);
/* The current milestone's spaces are all filled. */
int wm__ebert_ms_full(const ebert_state *st);
/* A milestone's instructions, once its spaces are filled. */
void wm__ebert_ms_resolve(ebert_state *st);
/* The next milestone is dealt from the history deck. */
void wm__ebert_ms_deal(ebert_state *st);
void wm__ebert_tension(ebert_state *st, int g, int n);
int wm__ebert_draw(ebert_state *st, int g, int penalty);
int wm__ebert_eilt_group(const ebert_state *st);
void wm__ebert_eilt_resolve(ebert_state *st, int g);
void wm__ebert_run_ops(ebert_state *st, const eb_op *ops, int src);
int wm__ebert_openable(const ebert_state *st, int g);
int wm__ebert_resolvable(const ebert_state *st, int g);
void wm__ebert_open(ebert_state *st, int g);
void wm__ebert_resolve(ebert_state *st, int g);
void wm__ebert_bury(ebert_state *st, int g, int pos);
void wm__ebert_gold_unlocked(ebert_state *st);
int wm__ebert_has_ms(const ebert_state *st);
const eb_milestone *wm__ebert_cur_ms(const ebert_state *st);

/* ---- markers.c ---- */
void wm__ebert_use_begin(ebert_state *st, int mode, int ret);
void wm__ebert_use_next(ebert_state *st);
size_t wm__ebert_use_legal(const ebert_state *st, wm_move *buf, size_t cap);
void wm__ebert_use_apply(ebert_state *st, wm_move m);
int wm__ebert_pe_space_for(const ebert_state *st, int slot, int kind);
int wm__ebert_support_usable(const ebert_state *st, int s);
int wm__ebert_task_possible(const ebert_state *st, int k);
int wm__ebert_ms_space_free(const ebert_state *st, int g);

/* ---- check.c ---- */
wm_status wm__ebert_check(const void *st);

/* ---- moves.c ---- */
size_t wm__ebert_legal(const void *st, wm_move *buf, size_t cap);
void wm__ebert_apply(void *st, wm_move m);
size_t wm__ebert_move_name(const void *st, wm_move m, char *buf, size_t cap);
size_t wm__ebert_move_label(const void *st, wm_move m, char *buf, size_t cap);
const char *wm__ebert_prompt(const void *st);
int wm__ebert_to_move(const void *st);

/* ---- bot.c ---- */
wm_status wm__ebert_bot(const void *st, wm_move *out);

/* ---- observe.c (doc/ai.md) ---- */
extern const wm_obs_slice wm__ebert_obs_slices[];
#define EBERT_OBS_SLICES 26
void wm__ebert_observe(const void *st, int viewer, float *out);
wm_status wm__ebert_resample(void *st, int seat, uint64_t seed);

#endif /* WM_EBERT_INTERNAL_H */
