/*
 * content.h - The Weimar Republic: the printed components as data.
 *
 * Internal interface between the content tables (content.c) and the rules
 * engine (the other files of lib/republic/).  Plain C11: fixed-width types,
 * enums and `static const` tables; nothing here allocates or changes.
 *
 * Provenance of every value (../shared/CONTENT.md):
 *   RULEBOOK       stated in ../shared/rules/the-weimar-republic.txt (§ cited)
 *   TRANSCRIBED    from ../shared/content/weimar-republic-facts.md
 *   RECONSTRUCTED  in no source; reconstructed by the method written at the
 *                  top of the table in content.c and in doc/republic-content.md
 * Where the facts file and the rulebook disagree the rulebook wins.
 *
 * Stability: this header is a contract with the engine.  Names are only
 * ever added, never renamed or removed.
 */
#ifndef WM_REPUBLIC_CONTENT_H
#define WM_REPUBLIC_CONTENT_H

#include <stdint.h>

/* ------------------------------------------------------------------ */
/* Factions (§1.1).  Seat order of the title: Coalition, KPD, NSDAP, RC. */
/* ------------------------------------------------------------------ */
enum rp_faction {
    RP_COALITION = 0,
    RP_KPD = 1,
    RP_NSDAP = 2,
    RP_RC = 3,
    RP_NFACTIONS = 4,
    RP_NOBODY = 0xFF /* no faction / uncontrolled / set aside */
};

/* Momentum track and Turn Order track: one box per faction (§1.2, §5.8).
 * The PV track (§1.2) is a plain counter: its printed length is in no
 * source and does not limit any rule, so the engine counts past it. */
#define RP_MOMENTUM_BOXES RP_NFACTIONS
#define RP_TURN_ORDER_BOXES RP_NFACTIONS

/* ------------------------------------------------------------------ */
/* Map (§1.2).  26 spaces: the 4 Cities, Bayern, then the 21 spaces of the */
/* three Regions grouped by Region.                                    */
/* ------------------------------------------------------------------ */
enum rp_space {
    /* Cities (never part of a Region, §1.2) */
    RP_BERLIN = 0,
    RP_MUENCHEN = 1,
    RP_HAMBURG = 2,
    RP_KOELN = 3,
    /* Bayern (a State in no Region, §1.2) */
    RP_BAYERN = 4,
    /* Northern States (RECONSTRUCTED membership) */
    RP_MECKLENBURG = 5,
    RP_OLDENBURG = 6,
    RP_BRAUNSCHWEIG_ANHALT = 7,
    RP_WALDECK_LIPPE = 8,
    /* Southern States (Sachsen: RULEBOOK §1.2; others RECONSTRUCTED) */
    RP_SACHSEN = 9,
    RP_THUERINGEN = 10,
    RP_HESSEN = 11,
    RP_BADEN = 12,
    RP_WUERTTEMBERG = 13,
    /* Preußen / Prussian Provinces (Provinz Sachsen, Brandenburg: RULEBOOK
     * §1.2; Pommern: RULEBOOK comprehensive Non-player example; others
     * RECONSTRUCTED from the historical Prussian provinces) */
    RP_OSTPREUSSEN = 14,
    RP_POSEN_WESTPREUSSEN = 15,
    RP_POMMERN = 16,
    RP_BRANDENBURG = 17,
    RP_PROVINZ_SACHSEN = 18,
    RP_NIEDERSCHLESIEN = 19,
    RP_OBERSCHLESIEN = 20,
    RP_SCHLESWIG_HOLSTEIN = 21,
    RP_PROVINZ_HANNOVER = 22,
    RP_PROVINZ_WESTFALEN = 23,
    RP_HESSENPROVINZ = 24,
    RP_RHEINPROVINZ = 25,
    RP_NSPACES = 26
};
#define RP_NCITIES 4             /* spaces 0..3 are the Cities */
#define RP_FIRST_REGION_SPACE 5  /* spaces 5..25 belong to a Region */

/* Regions.  Cities and Bayern are in no Region (RP_NO_REGION), §1.2. */
enum rp_region {
    RP_NORTHERN_STATES = 0,
    RP_SOUTHERN_STATES = 1,
    RP_PREUSSEN = 2,
    RP_NREGIONS = 3,
    RP_NO_REGION = 3
};

/* Kind of space, as the board draws it (§1.2). */
enum rp_space_kind {
    RP_KIND_CITY = 0,     /* circle */
    RP_KIND_STATE = 1,    /* yellow, orange or gray rectangle */
    RP_KIND_PROVINCE = 2  /* blue rectangle: Prussian Province */
};

/* Parliamentary Control units = Regional Election units, in the order §7.1
 * resolves them: Hamburg, München, Köln, Berlin, Bayern, Northern States,
 * Southern States, Prussian Provinces.  One Parliamentary Control card and
 * one board box per unit (§1.2, §1.6, §5.10). */
enum rp_pc {
    RP_PC_HAMBURG = 0,
    RP_PC_MUENCHEN = 1,
    RP_PC_KOELN = 2,
    RP_PC_BERLIN = 3,
    RP_PC_BAYERN = 4,
    RP_PC_NORTHERN_STATES = 5,
    RP_PC_SOUTHERN_STATES = 6,
    RP_PC_PREUSSEN = 7,
    RP_NPC = 8
};

/* rp_space_info.source bits: provenance of each field. */
#define RP_SRC_NAME_RULEBOOK 0x01        /* name printed in the rulebook */
#define RP_SRC_POP_TRANSCRIBED 0x02      /* Population Number from the facts file */
#define RP_SRC_PV_TRANSCRIBED 0x04       /* Political Value from the facts file */
#define RP_SRC_REGION_RULEBOOK 0x08      /* Region (or none) fixed by the rulebook */
#define RP_SRC_REGION_RECONSTRUCTED 0x10 /* Region reconstructed (historical) */
#define RP_SRC_ADJ_RECONSTRUCTED 0x20    /* adjacency reconstructed (all spaces) */

typedef struct rp_space_info {
    const char *name;   /* as printed, UTF-8 ("München") */
    const char *ascii;  /* ASCII token for move names ("Muenchen") */
    uint8_t population; /* Population Number: cube cap (§1.2, §5.12) */
    uint8_t pv;         /* Political Value (§1.2, §7.1) */
    uint8_t region;     /* enum rp_region */
    uint8_t is_city;    /* 1 for the 4 Cities */
    uint8_t kind;       /* enum rp_space_kind */
    uint8_t pc;         /* enum rp_pc: the Regional Election this space counts in */
    uint8_t source;     /* RP_SRC_* bits */
} rp_space_info;

extern const rp_space_info wm__republic_spaces[RP_NSPACES];

/* Adjacency bitmasks (bit j of [i] set iff i and j are adjacent), including
 * the City-overlap rule of §1.2 (a City is adjacent to every space it
 * overlaps, and those spaces are adjacent to each other).  Symmetric,
 * irreflexive, connected. */
extern const uint32_t wm__republic_adj[RP_NSPACES];
/* Shortest-path lengths in spaces ("within N spaces", "N spaces away"). */
extern const uint8_t wm__republic_dist[RP_NSPACES][RP_NSPACES];
/* Spaces of each Region (bitmask over spaces). */
extern const uint32_t wm__republic_region_mask[RP_NREGIONS];
/* Spaces of each Parliamentary Control unit (bitmask over spaces). */
extern const uint32_t wm__republic_pc_mask[RP_NPC];
/* Names of the Parliamentary Control units (UTF-8 as printed; ASCII tokens). */
extern const char *const wm__republic_pc_names[RP_NPC];
extern const char *const wm__republic_pc_ascii[RP_NPC];
/* The Cities each space is overlapped by (bitmask over spaces 0..3); 0 for
 * the Cities themselves.  Informational: already folded into _adj. */
extern const uint32_t wm__republic_city_overlap[RP_NCITIES];

#define RP_SPACE_BIT(s) ((uint32_t)1u << (s))
#define RP_ALL_SPACES ((uint32_t)((1u << RP_NSPACES) - 1u))

/* ------------------------------------------------------------------ */
/* Units and pieces: component counts (Game Contents, §1.4, §1.5).     */
/* ------------------------------------------------------------------ */
enum rp_unit {
    RP_UNIT_FREIKORPS = 0,  /* Coalition Freikorps, SV 2 (loyal side) */
    RP_UNIT_REICHSWEHR = 1, /* Coalition, SV 3 */
    RP_UNIT_MILITIA = 2,    /* KPD Worker Militia, SV 1 */
    RP_UNIT_SA = 3,         /* NSDAP Sturmabteilung, SV 1 */
    RP_UNIT_ROGUE = 4,      /* RC Rogue Freikorps (revealed), SV 2 */
    RP_NUNITS = 5
};
extern const uint8_t wm__republic_unit_sv[RP_NUNITS];     /* RULEBOOK §1.4 */
extern const char *const wm__republic_unit_names[RP_NUNITS]; /* as printed, §1.4 */
extern const uint8_t wm__republic_unit_owner[RP_NUNITS];  /* enum rp_faction */

/* Influence cubes: 45 yellow, 35 red, 35 brown, 35 black (Game Contents). */
extern const uint8_t wm__republic_cubes[RP_NFACTIONS];
#define RP_CUBES_TOTAL 150

#define RP_REICHSWEHR_COUNT 3      /* RULEBOOK §5.1 example (U.S.S.R. Deals track) */
#define RP_FREIKORPS_COUNT 12      /* RECONSTRUCTED: double-sided counters */
#define RP_FREIKORPS_LOYAL 6       /* RECONSTRUCTED: loyal backs */
#define RP_FREIKORPS_ROGUE 6       /* RECONSTRUCTED: Rogue backs */
#define RP_MILITIA_COUNT 8         /* RECONSTRUCTED */
#define RP_SA_COUNT 8              /* RECONSTRUCTED */
#define RP_REFORM_COUNT 4          /* RULEBOOK §5.7 */
#define RP_CADRES_PER_FACTION 5    /* RULEBOOK §1.5 (KPD 5, NSDAP 5) */
#define RP_CLIQUE_COUNT 3          /* RULEBOOK Game Contents */
#define RP_MCS_COUNT 7             /* RULEBOOK Game Contents: Middle Class Sympathies pawns */
#define RP_STRIKE_COUNT 4          /* RECONSTRUCTED (§3.1 needs 4 Uprisings) */
#define RP_ASSASSINATIONS_COUNT 3  /* RECONSTRUCTED (one each: Reaction track, NSDAP mat, RC mat) */
#define RP_YELLOW_LEVERAGE_COUNT 7 /* RECONSTRUCTED: = yellow holding boxes, = every set-up's total */
#define RP_BLACK_LEVERAGE_COUNT 7  /* RECONSTRUCTED: = black holding boxes */
#define RP_DOLLAR_DEPENDENCE_COUNT 3 /* TRANSCRIBED: U.S. Deals boxes 3-5 */
#define RP_GENERAL_STRIKE_COUNT 1  /* RULEBOOK §1.5 */
#define RP_SV_MARKER_COUNT 4       /* RULEBOOK §1.5: one Sudden Victory marker per faction */
#define RP_DICE 4                  /* Game Contents */
#define RP_BOT_CARDS 36            /* Game Contents (§8, part 2) */

/* Hidden side of each Freikorps counter: 1 = Rogue (RC), 0 = loyal.
 * Counters 0..5 loyal, 6..11 Rogue (RECONSTRUCTED 6/6, see content.c).
 * Set-up use (rp_scenario_info.fk_setup): the revealed Rogue Freikorps a
 * set-up places (rp_space_setup.rogue) are Rogue counters; in
 * RP_FK_UNREVEALED the remaining counters are shuffled (set-up chance) and
 * dealt to the map's Coalition Freikorps, the rest unrevealed on the
 * Coalition mat; in RP_FK_REVEALED 3 loyal and 3 Rogue leave the game, the
 * map takes its revealed units and the rest go revealed to the Coalition
 * (loyal) and RC (Rogue) mats. */
extern const uint8_t wm__republic_freikorps_rogue[RP_FREIKORPS_COUNT];

/* Generic piece kinds, used by the holding-box tables below. */
enum rp_piece {
    RP_PIECE_NONE = 0,
    RP_PIECE_CADRE,          /* KPD or NSDAP Cadre (by the mat/track) */
    RP_PIECE_STRIKE,         /* KPD Strike!/Uprising! marker */
    RP_PIECE_GENERAL_STRIKE, /* KPD General Strike marker */
    RP_PIECE_SV_MARKER,      /* the faction's Sudden Victory marker */
    RP_PIECE_ASSASSINATIONS,
    RP_PIECE_CLIQUE,         /* Conservative Clique */
    RP_PIECE_REFORM,
    RP_PIECE_MCS,            /* Middle Class Sympathies pawn */
    RP_PIECE_YELLOW_LEVERAGE,
    RP_PIECE_BLACK_LEVERAGE,
    RP_PIECE_REICHSWEHR,
    RP_PIECE_DOLLAR_DEPENDENCE
};

/* ------------------------------------------------------------------ */
/* Economy track (§1.2, §5.4, §5.5; facts §3.1).                        */
/* ------------------------------------------------------------------ */
enum rp_econ_box {
    RP_ECON_HYPERINFLATION = 0, /* left end box */
    RP_ECON_LEFT3 = 1,
    RP_ECON_LEFT2 = 2,
    RP_ECON_LEFT1 = 3,
    RP_ECON_STABLE = 4,         /* centre */
    RP_ECON_RIGHT1 = 5,
    RP_ECON_RIGHT2 = 6,
    RP_ECON_RIGHT3 = 7,
    RP_ECON_MASS_UNEMPLOYMENT = 8, /* right end box */
    RP_ECON_BOXES = 9
};
extern const char *const wm__republic_econ_names[RP_ECON_BOXES];
/* The Coalition may place Influence only with the marker at or right of
 * this box: the three left-most boxes block it (§6.0 Limits, §6.3). */
#define RP_ECON_COALITION_PLACE_MIN RP_ECON_LEFT1

/* Economy Leverage boxes.  §5.4: each side has "Leverage 1..3", filled
 * lowest-numbered first, then the shared centre box.  The §5.4 example
 * fixes Leverage 1 as the OUTERMOST box of a side (below Left 3 / Right 3)
 * and Leverage 3 below Left 1 / Right 1: the marker, never closer to the
 * end than the yellow Leverage nearest Stable, is pulled onto the box
 * "directly above" the new Leverage. */
enum rp_econ_lev {
    RP_ELEV_L1 = 0, RP_ELEV_L2 = 1, RP_ELEV_L3 = 2, /* left side, Leverage 1..3 */
    RP_ELEV_CENTRE = 3,                             /* centre, either side's 4th */
    RP_ELEV_R1 = 4, RP_ELEV_R2 = 5, RP_ELEV_R3 = 6, /* right side, Leverage 1..3 */
    RP_ECON_LEV_BOXES = 7
};
enum rp_econ_side { RP_SIDE_LEFT = 0, RP_SIDE_RIGHT = 1 };
/* Placement order of the Leverage boxes of each side (4 boxes, the last
 * being the centre box), §5.2/§5.4. */
extern const uint8_t wm__republic_econ_side_lev[2][4];
/* The Economy box directly above each Leverage box. */
extern const uint8_t wm__republic_econ_lev_box[RP_ECON_LEV_BOXES];

/* Dollar Dependence boxes on the Economy track, filled left to right
 * (§5.5, §5.6).  RECONSTRUCTED positions: above Right 1, Right 2, Right 3
 * (the §5.4 example: with three markers on the track the marker in the
 * Decline Era cannot move from Right 3 to Right 2). */
#define RP_DD_BOXES 3
extern const uint8_t wm__republic_dd_box[RP_DD_BOXES]; /* Economy box of each */

/* Middle Class Sympathies pawns above the two end boxes (§5.5): pawn 0
 * above Hyperinflation, pawn 1 above Mass Unemployment. */
#define RP_ECON_MCS 2
extern const uint8_t wm__republic_econ_mcs_box[RP_ECON_MCS];

/* Influence cubes per Place/Remove Influence Action by the Economy box
 * (§5.5, §6.3-6.5).  Row RP_COALITION: 1 where allowed, 0 in the three
 * left-most boxes (RULEBOOK).  Rows KPD and NSDAP: RECONSTRUCTED.
 * Row RP_RC: 0 (RC uses the Reaction track, §6.6). */
extern const uint8_t wm__republic_econ_cubes[RP_NFACTIONS][RP_ECON_BOXES];

/* ------------------------------------------------------------------ */
/* Progress and Reaction tracks (§1.2, §5.7; facts §2.6, §3.2).         */
/* Levels 1..6; index arrays by level (index 0 unused).                 */
/* ------------------------------------------------------------------ */
#define RP_PR_MIN 1
#define RP_PR_MAX 6
#define RP_PR_LEVELS 7 /* array size: levels 0..6, 0 unused */
/* Leverage placement boxes: levels 2..6 on each track (yellow on Progress,
 * black on Reaction); the level may never exceed the highest Leverage
 * (level 1 needs none).  Bitmask by level. RECONSTRUCTED from set-ups. */
#define RP_PR_LEV_LEVELS 0x7Cu /* bits 2..6 */
/* Holding boxes by level (bitmask by level), RULEBOOK §5.7 + TRANSCRIBED
 * facts §2.6: */
#define RP_PROGRESS_REFORM_LEVELS 0x3Cu          /* Reforms at 2,3,4,5 */
#define RP_REACTION_ASSASSINATIONS_LEVELS 0x04u  /* Assassinations at 2 */
#define RP_REACTION_CADRE_LEVELS 0x18u           /* NSDAP Cadres at 3,4 */
#define RP_REACTION_CLIQUE_LEVELS 0x20u          /* Conservative Clique at 5 */
/* Middle Class Sympathies pawn holding boxes between the tracks, one per
 * level, at levels 2..5 (TRANSCRIBED: every set-up lists pawns only there).
 * With the 2 Economy boxes that makes 6 MCS holding boxes for the 7 pawns
 * (Game Contents): at least one pawn is always on a faction mat. */
#define RP_PR_MCS_LEVELS 0x3Cu
#define RP_MCS_HOLDING_BOXES 6
/* What the piece of each Progress/Reaction holding level is, for views. */
extern const uint8_t wm__republic_progress_piece[RP_PR_LEVELS]; /* enum rp_piece */
extern const uint8_t wm__republic_reaction_piece[RP_PR_LEVELS]; /* enum rp_piece */
/* RC cubes placed/removed by RC Place/Remove Influence, by Reaction level
 * (§6.6).  Level 3 -> 1 is RULEBOOK (§6.6 example); the rest RECONSTRUCTED. */
extern const uint8_t wm__republic_rc_cubes[RP_PR_LEVELS];
/* Coalition General Election bonus PV per Coalition cube in Berlin, by
 * Progress level (§7.2: "+0 to +3"). RECONSTRUCTED. */
extern const uint8_t wm__republic_berlin_bonus[RP_PR_LEVELS];

/* ------------------------------------------------------------------ */
/* U.S. Deals and U.S.S.R. Deals (§1.2, §5.1, §5.6; facts §2.6, §3.3).   */
/* Boxes 1..5; masks are by box number (bit n = box n).                  */
/* ------------------------------------------------------------------ */
#define RP_DEALS_MIN 1
#define RP_DEALS_MAX 5
#define RP_US_YELLOW_BOXES 0x3Eu      /* yellow Leverage at 1..5 (TRANSCRIBED) */
#define RP_US_DD_BOXES 0x38u          /* Dollar Dependence at 3,4,5 (TRANSCRIBED, §1.2) */
#define RP_USSR_REICHSWEHR_BOXES 0x2Au /* Reichswehr at 1,3,5 */
#define RP_USSR_YELLOW_BOXES 0x14u     /* yellow Leverage at 2,4 */
#define RP_USSR_BLACK_BOXES 0x0Au      /* black Leverage at 1,3 */
#define RP_USSR_CADRE_BOXES 0x34u      /* KPD Cadres at 2,4,5 */
/* (U.S.S.R.: TRANSCRIBED facts §2.6, agrees with the RULEBOOK §5.1 example.) */

/* ------------------------------------------------------------------ */
/* Faction mats (§1.3, §5.3).                                           */
/* ------------------------------------------------------------------ */
/* Coalition Unity (§1.3, §5.3; facts §3.4: four boxes, "Shaky" only in the
 * facts file). */
enum rp_unity {
    RP_UNITY_FRAGILE = 0,
    RP_UNITY_SHAKY = 1,
    RP_UNITY_SOUND = 2,
    RP_UNITY_STRONG = 3,
    RP_UNITY_BOXES = 4
};
extern const char *const wm__republic_unity_names[RP_UNITY_BOXES];
#define RP_UNITY_REFORM_MIN RP_UNITY_SOUND /* Reforms need Sound or Strong, §5.3 */

/* KPD and NSDAP Stance tracks: 5 boxes, Democratic (left) to Revolutionary
 * (right), Pragmatic in the centre.  RECONSTRUCTED box count (facts §3.5
 * name Democratic, Pragmatic, "one box left of Revolutionary",
 * Revolutionary; the NSDAP mat's 5 pieces fill 5 boxes exactly). */
enum rp_stance {
    RP_STANCE_DEMOCRATIC = 0,
    RP_STANCE_DEMOCRATIC_LEANING = 1,
    RP_STANCE_PRAGMATIC = 2,
    RP_STANCE_REVOLUTIONARY_LEANING = 3, /* "one box left of Revolutionary" */
    RP_STANCE_REVOLUTIONARY = 4,
    RP_STANCE_BOXES = 5,
    RP_STANCE_UNUSED = 0xFF /* scenario without Stance tracks */
};
extern const char *const wm__republic_stance_names[RP_STANCE_BOXES];

/* A holding box on a Stance mat: which Stance box it hangs above/below and
 * which piece it holds.  Slots are numbered in placement order (§5.2:
 * place from the lowest-numbered, return to the highest-numbered empty
 * Available box).  A slot is Available when its Stance box lies between
 * the Stance marker and the Pragmatic box, both included (§5.3). */
typedef struct rp_mat_slot {
    uint8_t box;   /* enum rp_stance */
    uint8_t piece; /* enum rp_piece */
    uint8_t above; /* 1 above the track, 0 below */
} rp_mat_slot;
#define RP_KPD_MAT_SLOTS 8
#define RP_NSDAP_MAT_SLOTS 5
extern const rp_mat_slot wm__republic_kpd_mat[RP_KPD_MAT_SLOTS];
extern const rp_mat_slot wm__republic_nsdap_mat[RP_NSDAP_MAT_SLOTS];
/* 1 if a Stance-mat slot hanging on box `box` is Available at `stance`. */
static inline int rp_stance_box_available(int stance, int box)
{
    int lo = stance < RP_STANCE_PRAGMATIC ? stance : RP_STANCE_PRAGMATIC;
    int hi = stance > RP_STANCE_PRAGMATIC ? stance : RP_STANCE_PRAGMATIC;
    return box >= lo && box <= hi;
}

/* RC Economic Influence track (§1.3, §5.1, §5.3): 5 boxes, each holding a
 * black Leverage, some with a piece below it, Available once the Leverage
 * of its box is gone.  The lowest-numbered occupied Leverage box is always
 * Available.  Box 2 holds a Conservative Clique (RULEBOOK §8.4); the rest
 * of the layout RECONSTRUCTED. Index 0..4 = boxes 1..5. */
#define RP_RC_MAT_BOXES 5
extern const uint8_t wm__republic_rc_mat_below[RP_RC_MAT_BOXES]; /* enum rp_piece */

/* ------------------------------------------------------------------ */
/* Timeline, eras, hands (§1.2, §4.0; facts §3.6).                      */
/* ------------------------------------------------------------------ */
enum rp_era {
    RP_ERA_CRISIS = 0,  /* 1919-1923, Events 1-52 */
    RP_ERA_GOLDEN = 1,  /* 1924-1929, Events 53-112 */
    RP_ERA_DECLINE = 2, /* 1930-1933, Events 113-151 */
    RP_NERAS = 3,
    RP_ERA_NONE = 3     /* cards of no era (Parliamentary Control etc.) */
};
#define RP_FIRST_YEAR 1919
#define RP_LAST_YEAR 1933
#define RP_YEARS 15
enum rp_half { RP_EARLY_YEAR = 0, RP_LATE_YEAR = 1 };
extern const uint16_t wm__republic_era_first_year[RP_NERAS]; /* 1919, 1924, 1930 */
extern const uint16_t wm__republic_era_last_year[RP_NERAS];  /* 1923, 1929, 1933 */
extern const char *const wm__republic_era_names[RP_NERAS];
/* Cards dealt to each faction at the start of an era (New Era step: 9 and
 * 6, RULEBOOK §4.0; Crisis 7 TRANSCRIBED from the 1919 scenarios). */
extern const uint8_t wm__republic_era_hand[RP_NERAS];
static inline int rp_year_era(int year)
{
    return year >= 1930 ? RP_ERA_DECLINE : year >= 1924 ? RP_ERA_GOLDEN : RP_ERA_CRISIS;
}
/* Held Card Penalty (§4.0 step 6). */
#define RP_HELD_PENALTY_SPECIAL 2 /* per Election or Mandatory card: cubes and cards */
#define RP_HELD_PENALTY_OTHER 1

/* General Election bonuses (§7.2), Regional bonuses (§7.1). */
#define RP_GE_MOMENTUM_BONUS 3
#define RP_GE_MCS_BONUS 2
#define RP_RE_YELLOW_LEVERAGE_PV 1
#define RP_RE_REFORM_PV 3
#define RP_RE_BLACK_LEVERAGE_PV 1
#define RP_RE_CADRE_PV 2
#define RP_ENABLING_ACT_PV 15 /* §3.3 #118 */

/* Assault modifiers (§6.2). */
#define RP_AS_PC 2
#define RP_AS_MCS 2
#define RP_AS_STRIKE 1
#define RP_AS_UPRISING 2
#define RP_AS_LEVERAGE 1
#define RP_AS_CADRE 1
#define RP_AS_SCHUTZSTAFFEL 1
#define RP_STRIKE_HITS 1
#define RP_UPRISING_HITS 2
#define RP_GENERAL_STRIKE_AT 3 /* Strikes + Uprisings on the map (§1.5) */
#define RP_MOVE_RANGE 3        /* Move Units: up to 3 spaces, else 1 (§6.3-6.6) */
#define RP_MOVE_UNITS_MAX 3

/* ------------------------------------------------------------------ */
/* Cards (§1.6, §6.1, Game Contents).                                   */
/* Card ids: 1..151 = Event number; 152..159 Election cards (152-153    */
/* Crisis, 154-156 Golden Twenties, 157-159 Decline: RECONSTRUCTED      */
/* split); 160..167 Parliamentary Control cards in enum rp_pc order;    */
/* 168 Article 48; 169 Reichstag Seats.  Index 0 unused.                */
/* ------------------------------------------------------------------ */
#define RP_NCARDS 169
#define RP_NEVENTS 151
#define RP_CARD_ELECTION_FIRST 152
#define RP_NELECTION 8
#define RP_CARD_PC_FIRST 160
#define RP_CARD_ID_ARTICLE48 168
#define RP_CARD_ID_REICHSTAG_SEATS 169
#define RP_CARD_PC(pc) ((uint8_t)(RP_CARD_PC_FIRST + (pc)))
/* Event numbers of each era (RULEBOOK Game Contents, CONTENT.md). */
#define RP_CRISIS_FIRST 1
#define RP_CRISIS_LAST 52
#define RP_GOLDEN_FIRST 53
#define RP_GOLDEN_LAST 112
#define RP_DECLINE_FIRST 113
#define RP_DECLINE_LAST 151

enum rp_card_kind {
    RP_CARD_EVENT = 0,
    RP_CARD_ELECTION = 1,
    RP_CARD_PARLIAMENTARY_CONTROL = 2,
    RP_CARD_ARTICLE48 = 3,
    RP_CARD_REICHSTAG_SEATS = 4
};

/* rp_card_info.flags */
#define RP_CF_MANDATORY 0x0001        /* never discarded; +1 Held Card Penalty */
#define RP_CF_LINGERING 0x0002        /* stays in play (all Mandatory are Lingering) */
#define RP_CF_REQUIRES 0x0004         /* "Requires ..." (see .requires) */
#define RP_CF_CANCELS 0x0008          /* "Cancels ..." (see .cancels) */
#define RP_CF_TEXT_UNPUBLISHED 0x0010 /* effect text in no source: plays with no instructions */
#define RP_CF_TEXT_PARTIAL 0x0020     /* the rulebook describes part of the effect */
#define RP_CF_TEXT_FULL 0x0040        /* the rulebook quotes the full text */
#define RP_CF_A48_SYMBOL 0x0080       /* shows the Article 48 symbol (NP use) */
#define RP_CF_NO_A48_SYMBOL 0x0100    /* known NOT to show it */
#define RP_CF_FLAGS_KNOWN 0x0200      /* Mandatory/Lingering flags stated by a source */
#define RP_CF_VICTORY 0x0400          /* can end the game (§3.3) */
#define RP_CF_ELECTION_EFFECT 0x0800  /* triggers an election or PV calculation (§7.4-7.6) */
#define RP_CF_RECONSTRUCTED 0x1000    /* name, text, flags and program (or the part of them no
                                       * source gives) RECONSTRUCTED by the method at the top
                                       * of the card table (content.c, doc/republic-content.md) */

/* Coarse effect classes (informational since 1.2: the engine runs .fx). */
enum rp_card_effect {
    RP_FX_NONE = 0,
    RP_FX_ELECTION,          /* an Election card: Election Cycle this round (§7.0) */
    RP_FX_REFERENDUM,        /* #82: Special Election if RC has Momentum (§3.3, §7.4) */
    RP_FX_HITLER_SWORN_IN,   /* #117: Snap Election (§3.3, §7.5) */
    RP_FX_ENABLING_ACT,      /* #118: NSDAP current PV; wins if Momentum + Seats + 15 PV (§3.3, §7.6) */
    RP_FX_OSTHILFE,          /* #120: full text RULEBOOK (comprehensive NP example) */
    RP_FX_CURRENT_PV,        /* #122, #132, #146: current PV (§7.6), rest unpublished */
    RP_FX_KAPP_PUTSCH,       /* #5: may cost Parliamentary Control in Berlin (§1.6, §5.10) */
    RP_FX_LINGERING_RULE,    /* #16, #20, #55, #124: Lingering Event the rules refer to */
    RP_FX_ALTONA             /* #147: includes a Move Units Action (§8.1) */
};

/*
 * The effect vocabulary (§6.1; lib/republic/effects.c interprets it).
 *
 * An Event's instructions are a program: an array of rp_fx_op ending with
 * RP_OP_END, run in order by one engine function after Article 48 had its
 * chance and "Requires" / "Cancels" were applied (those two are the card's
 * .requires / .cancels fields).  Every choice an instruction leaves is a
 * decision of the existing machinery (one move each; draws are chance
 * moves).  A condition op (RP_OP_IF_*) that fails skips the rest of the
 * program; the card still goes where its flags send it.  A Lingering
 * Event's rules effects while it is in play are modifiers (rp_fx_mod), read
 * by the rules that the rulebook says they change; when it leaves the
 * Lingering box is .ends.  doc/rules-republic.md lists which printed
 * instructions this vocabulary expresses and which it does not yet.
 */
enum rp_fx_opcode {
    RP_OP_END = 0,
    /* conditions: the rest of the program runs only if true */
    RP_OP_IF_MOMENTUM,     /* who is the Momentum faction */
    RP_OP_IF_HOLDS_SEATS,  /* who holds the Reichstag Seats card */
    RP_OP_IF_PV_AT_LEAST,  /* who's PV (after RP_OP_CURRENT_PV) >= n */
    RP_OP_IF_LINGERING,    /* card n is in the Lingering box */
    /* choices */
    RP_OP_CHOOSE_SPACE,    /* `by` picks one of .spaces where a following
                            * RP_FXF_CHOSEN op can act; those ops use it */
    /* pieces on the map (§6.0 Limits hold: Population, placed/removed in
     * the same Action Step, Assassinations colour, Economy for the Coalition) */
    RP_OP_PLACE_CUBES,     /* n of who's Influence (from who's Available cubes) */
    RP_OP_REMOVE_CUBES,    /* n of who's Influence */
    RP_OP_PLACE_LEVERAGE,  /* n Available Leverage, arg 0 yellow / 1 black */
    RP_OP_REMOVE_LEVERAGE, /* n Leverage of colour arg from the map */
    RP_OP_PLACE_MARKER,    /* n Available markers arg (enum rp_fx_marker; a Cadre is who's) */
    RP_OP_REMOVE_MARKER,   /* n markers arg from the map, back to their holding boxes */
    /* tracks */
    RP_OP_SHIFT,           /* track arg (enum rp_fx_track) by dir boxes, within its limits */
    RP_OP_MOMENTUM,        /* who becomes the Momentum faction (§5.8) */
    /* cards */
    RP_OP_DRAW,            /* who draws n Event cards from the deck (chance) */
    RP_OP_LOSE_PC,         /* the holder of Parliamentary Control card arg loses it:
                            * uncontrolled until the next Regional Election there */
    RP_OP_LOSE_ARTICLE48,  /* the Coalition's Article 48 card is flipped face-down */
    RP_OP_SEATS_UP,        /* the Reichstag Seats card is flipped face-up (if held) */
    /* Elections (§7) */
    RP_OP_ELECTION_CARD,   /* an Election card: Election Cycle in this round's Step 3 */
    RP_OP_ELECTION,        /* at once: arg RP_FX_EL_SPECIAL (§7.4) or RP_FX_EL_SNAP (§7.5) */
    RP_OP_CURRENT_PV,      /* current PV (§7.6) of the factions in mask n */
    RP_OP_WIN,             /* the game ends, who wins (§3.3) */
    /* Actions */
    RP_OP_ACTION,          /* faction `by` (0: the active faction) performs Action arg
                            * (WM_REPUBLIC_A_*) in .spaces (0: anywhere), §6.0 Limits
                            * and Lingering bans holding */
    /* choices (§6.1 "may", "either ... or"; issue 33).  None keeps state
     * of its own: the answer moves the program counter (the frame's
     * stage), so nothing outlives the instruction. */
    RP_OP_MAY,             /* "may": `by` (0: the active faction) answers yes to perform the
                            * next n instructions (n 0 = 1) or no to skip them; asked only
                            * when the first of them can act now */
    RP_OP_EITHER,          /* "either A or B": `by` answers yes for A, the next n
                            * instructions (ending with an RP_OP_SKIP over B), or no for B,
                            * the instructions after them */
    RP_OP_SKIP,            /* the end of an either's first branch: skips the next n */
    /* pieces (§6.0 Limits hold; §8.6 Section 4 B "places, removes, or replaces Influence") */
    RP_OP_REPLACE_CUBES,   /* n times in one space of .spaces: 1 of who's Influence is
                            * replaced by 1 of faction arg's (arg RP_FX_ACTIVE: the active
                            * faction's), the chooser's space each time ("up to" with
                            * RP_FXF_UPTO); Population unchanged; the space counts as both
                            * removed from and placed in for later instructions (§6.0) */
    /* cards between the zones §1.6 and §6.1 give them: hands, the draw
     * deck, the face-up discard pile (issue 33; doc/republic-content.md
     * "The card instructions").  The chooser is `by` (0: `who`, the
     * faction the text names, §6.1 "Unless a specific faction is noted");
     * a Non-player chooser takes "the top card off the stack" (§8.1), a
     * random one. */
    RP_OP_DISCARD,         /* who discards n Event cards from its hand to the discard pile,
                            * never an Election or Mandatory card (§6.0); "up to" with
                            * RP_FXF_UPTO */
    RP_OP_GIVE,            /* who gives n cards of its hand to faction arg (RP_FX_ACTIVE: the
                            * active faction's); an NP receiver shuffles it into its stack (§8.1) */
    RP_OP_TAKE,            /* who takes n cards: arg a faction (or RP_FX_ACTIVE), at random from
                            * its hand (§8.1 "takes a card from another faction"); arg
                            * RP_FX_PILE, the chooser's pick of the face-up discard pile
                            * (§6.1 "may be examined at any time") */
    RP_OP_INSPECT,         /* who looks at faction arg's hand (RP_FX_ANY: the chooser names the
                            * faction); what it sees goes to its own log only; an NP ignores it
                            * (§8.1 "Ignore any Event that instructs an NP faction to inspect
                            * any 1 faction's hand of cards") */
    /* units outside an Action (§1.4; §6.0 Sworn Enemies "any Event or Action") */
    RP_OP_PLACE_UNIT,      /* 1 Available unit of who's in a space of .spaces (0: any), who
                            * choosing the kind and the space; no Presence needed (not the Place
                            * Unit Action: a Lingering ban of that Action does not hold) */
    RP_OP_COUNT
};
/* who / by */
#define RP_FX_ACTIVE 4   /* the faction playing the Event */
#define RP_FX_MOMENTUM 5 /* the Momentum faction */
#define RP_FX_ANY 6      /* modifiers: every faction; RP_OP_INSPECT: the faction the chooser names */
#define RP_FX_PILE 7     /* RP_OP_TAKE: from the discard pile */
/* rp_fx_op.flags */
#define RP_FXF_UPTO 0x01   /* "up to" / "may": the chooser may stop early (done) */
#define RP_FXF_CHOSEN 0x02 /* in the space of the last RP_OP_CHOOSE_SPACE */
/* RP_OP_ELECTION kinds */
enum { RP_FX_EL_SPECIAL = 1, RP_FX_EL_SNAP = 2 };
/* RP_OP_PLACE_MARKER / RP_OP_REMOVE_MARKER pieces (§5.12 stacking holds) */
enum rp_fx_marker {
    RP_MK_REFORM = 0,    /* place and remove */
    RP_MK_CADRE,         /* who's Cadre: place and remove (one Cadre per space) */
    RP_MK_CLIQUE,        /* Conservative Clique: place and remove */
    RP_MK_STRIKE,        /* place (one per space, §5.12; the third on the map brings the
                          * General Strike, §1.5) and remove (an Uprising stays) */
    RP_MK_ASSASSINATIONS,/* remove only (every marker in the space) */
    RP_MK_COUNT
};
/* RP_OP_SHIFT tracks */
enum rp_fx_track {
    RP_TRK_ECONOMY = 0, /* dir > 0 towards Mass Unemployment (§5.4 limits) */
    RP_TRK_PROGRESS,    /* §5.7 limits (Leverage, Reaction <= Progress + 1) */
    RP_TRK_REACTION,
    RP_TRK_UNITY,       /* dir > 0 towards Strong */
    RP_TRK_KPD_STANCE,  /* dir > 0 towards Revolutionary (no effect where unused) */
    RP_TRK_NSDAP_STANCE,
    RP_TRK_US_DEALS,    /* advances only (§5.6), dir > 0 */
    RP_TRK_USSR_DEALS,
    RP_TRK_PV,          /* who's PV by dir */
    RP_TRK_ECONOMY_STABLE, /* |dir| boxes towards Stable, stopping there (§8.6 "shift the
                            * Economy marker towards Stable (... stop at Stable)"; §5.4-5.5 limits) */
    RP_TRK_COUNT
};

typedef struct rp_fx_op {
    uint8_t op;      /* enum rp_fx_opcode */
    uint8_t who;     /* faction concerned (RP_* or RP_FX_ACTIVE / RP_FX_MOMENTUM) */
    uint8_t by;      /* who chooses (0 = the active faction, §6.1; else faction + 1) */
    uint8_t n;       /* count, value, card id or faction mask */
    int8_t dir;      /* RP_OP_SHIFT: signed boxes */
    uint8_t arg;     /* colour, track, election kind, Parliamentary Control unit, Action */
    uint8_t flags;   /* RP_FXF_* */
    uint8_t pad;
    uint32_t spaces; /* where (bitmask over spaces; 0 = anywhere) */
} rp_fx_op;

/* Lingering modifiers: rules that read them while the card is in play. */
enum rp_fx_mod_kind {
    RP_MOD_NONE = 0,
    RP_MOD_LOYALTY_MARGIN,  /* §6.2: Progress must exceed Reaction by n for a Loyalty pass */
    RP_MOD_ASSAULT_BONUS,   /* §6.2: +n to who's Assault strength */
    RP_MOD_NO_ARTICLE48,    /* §6.0: Article 48 may not be played */
    RP_MOD_SEATS_EACH_ROUND,/* the Reichstag Seats card, held by who, is face-up at each round's start */
    RP_MOD_NP_ASSAULTS,     /* §8.8 example: a Non-player who attempts Assaults in n spaces (read by §8) */
    RP_MOD_BAN_ACTION,      /* §6.0 "Lingering Events may alter or block certain Actions":
                             * who may not perform Action n (WM_REPUBLIC_A_*), nor may an
                             * Event or a Parliamentary Control card grant it */
    RP_MOD_COUNT
};
typedef struct rp_fx_mod {
    uint8_t kind; /* enum rp_fx_mod_kind */
    uint8_t who;  /* faction, or RP_FX_ANY */
    uint8_t n;
} rp_fx_mod;

/* When a Lingering Event leaves the Lingering box (§4 step 6). */
enum rp_fx_ends {
    RP_ENDS_NEW_ERA = 0, /* removed from the game at the next New Era step: the
                          * least "throughout the current Era" guarantees, and
                          * the rule for every card whose text is unpublished */
    RP_ENDS_NEVER = 1,   /* "never removed": in effect all game */
    RP_ENDS_ELECTION = 2 /* leaves the game after the next General Election (§7.2-7.3:
                          * an Election card's, #117's Snap Election or the final one),
                          * or at the next New Era step if that comes first */
};

typedef struct rp_card_info {
    uint8_t id;       /* 1..169, = index */
    uint8_t number;   /* printed Event number 1..151; 0 for other cards */
    uint8_t kind;     /* enum rp_card_kind */
    uint8_t era;      /* enum rp_era (RP_ERA_NONE for PC, Article 48, Seats) */
    uint16_t flags;   /* RP_CF_* */
    uint8_t pc;       /* enum rp_pc for Parliamentary Control cards, else RP_NOBODY */
    uint8_t requires; /* card id a "Requires" line names, 0 if none/unknown */
    uint8_t cancels;  /* card id a "Cancels" line names, 0 if none/unknown */
    uint8_t effect;   /* enum rp_card_effect */
    const char *name; /* as printed (UTF-8), or NULL when unknown */
    const char *text; /* text or described effect where the rulebook gives it, else NULL */
    /* the effect as data (NULL: no instructions, §6.1) */
    const rp_fx_op *fx;    /* program, ending with RP_OP_END */
    const rp_fx_mod *mods; /* Lingering modifiers, ending with RP_MOD_NONE */
    uint8_t ends;          /* enum rp_fx_ends (Lingering Events) */
    const char *ascii;     /* ASCII name for move names, NULL when unknown */
    /* prompts that name the card (wm_prompt returns static text): the
     * Article 48 question and the Event's space questions; NULL: the
     * engine's own (moves.c) */
    const char *a48_prompt;
    const char *space_prompt;
} rp_card_info;

/* The default content: every Event with a name, a text and a program,
 * those no source gives RECONSTRUCTED (RP_CF_RECONSTRUCTED). */
extern const rp_card_info wm__republic_cards[RP_NCARDS + 1]; /* [0] unused */
/* The published-only content (WM_REPUBLIC_PUBLISHED_ONLY): only what the
 * sources state; every other Event plays with no instructions (§6.1). */
extern const rp_card_info wm__republic_cards_published[RP_NCARDS + 1]; /* [0] unused */
/* The cards (in either table) with an RP_MOD_BAN_ACTION modifier, as a
 * card set (bit id of word id / 64): the Action menu's fast test. */
extern const uint64_t wm__republic_ban_cards[3];

/* ------------------------------------------------------------------ */
/* Scenarios (Playbook §9.2-9.6, facts §2; §2.0, §3.4, §6.1, §7.7).     */
/* ------------------------------------------------------------------ */
enum rp_scenario {
    RP_SC_TUTORIAL = 1,   /* §9.2, 1921-1923 */
    RP_SC_REVOLUTION = 2, /* §9.3 A Time for Revolution?, 1919-1923 */
    RP_SC_NEW_HOPE = 3,   /* §9.4 A New Hope, 1924-1933 */
    RP_SC_BLACK_SUN = 4,  /* §9.5 Black Sun Rising, 1928-1933 */
    RP_SC_FATE = 5,       /* §9.6 The Fate of the Republic, 1919-1933 */
    RP_NSCENARIOS = 6     /* array size, [0] unused */
};

/* Special rules (rp_scenario_info.rules). */
#define RP_SR_NO_STANCE 0x01          /* Stance tracks not used; Events read Pragmatic (Tutorial, Black Sun) */
#define RP_SR_IGNORE_REQUIRES 0x02    /* ignore "Requires" (§6.1 note: Tutorial) */
#define RP_SR_REACTION_UNCAPPED 0x04  /* Reaction not limited to Progress + 1 */
#define RP_SR_EXTRA_ELECTION 0x08     /* one Extra Election may be called (§7.7, §9.3) */
#define RP_SR_HELD_CARD_ELECTION 0x10 /* §4 Design Note: a Coalition Held Card Penalty in the final round -> Election Cycle */

/* End-of-scenario victory (§3.4). */
enum rp_end_rule {
    /* Tutorial: Regional Elections then a General Election at once; its
     * winner wins (any faction, the Coalition included). */
    RP_END_FINAL_ELECTION = 1,
    /* A Time for Revolution?: as above with the scenario's final-election PV
     * modifiers (rp_scenario_info.final_pv_mod, RECONSTRUCTED 0). */
    RP_END_FINAL_ELECTION_MODIFIED = 2,
    /* A New Hope, Black Sun Rising, Fate: the Coalition wins, unless it had
     * a Held Card Penalty in the last round: then a full Election Cycle
     * decides (§4 Design Note, §3.2). */
    RP_END_COALITION_UNLESS_HELD = 3
};

/* Era deck handling at set-up (rp_scenario_info.deck[era]). */
enum rp_deck_setup {
    RP_DECK_DRAW = 0,    /* the starting draw deck (dealt from) */
    RP_DECK_ASIDE = 1,   /* set aside until its era starts (New Era step) */
    RP_DECK_REMOVED = 2  /* out of the game */
};

/* Freikorps preparation (facts §2.4). */
enum rp_freikorps_setup {
    /* Shuffle all Freikorps counters not placed revealed; those placed as
     * Coalition Freikorps and those left on the Coalition mat are
     * unrevealed (A Time for Revolution?, Fate; Tutorial RECONSTRUCTED). */
    RP_FK_UNREVEALED = 0,
    /* Reveal every Coalition Freikorps; 3 Rogue and 3 loyal leave the game;
     * the remaining Rogue go to the RC mat, loyal to the Coalition mat
     * (A New Hope, Black Sun Rising). */
    RP_FK_REVEALED = 1
};
#define RP_FK_REMOVED_LOYAL 3
#define RP_FK_REMOVED_ROGUE 3

/* Assassinations side (rp_space_setup.assassination). */
enum { RP_ASSN_NONE = 0, RP_ASSN_YELLOW_RED = 1, RP_ASSN_BROWN_BLACK = 2 };
/* No Cadre (rp_space_setup.cadre; the Coalition has no Cadres). */
#define RP_CADRE_NONE 0
/* Strike side (rp_space_setup.strike). */
enum { RP_STRIKE_NONE = 0, RP_STRIKE_STRIKE = 1, RP_STRIKE_UPRISING = 2 };

/* One space of a scenario's map set-up (facts §2.7). */
typedef struct rp_space_setup {
    uint8_t cubes[RP_NFACTIONS];
    uint8_t freikorps;  /* Coalition Freikorps (unrevealed or revealed loyal per .fk_setup) */
    uint8_t reichswehr;
    uint8_t militia;
    uint8_t sa;
    uint8_t rogue;      /* revealed Rogue Freikorps (RC) */
    uint8_t clique;
    uint8_t cadre;      /* RP_CADRE_NONE (0), RP_KPD or RP_NSDAP */
    uint8_t strike;     /* RP_STRIKE_* */
    uint8_t yellow_lev;
    uint8_t black_lev;
    uint8_t reform;
    uint8_t assassination; /* RP_ASSN_* */
} rp_space_setup;

typedef struct rp_scenario_info {
    const char *name;       /* UTF-8 */
    const char *ascii;      /* ASCII token */
    uint8_t playbook;       /* 2..6 for Playbook §9.2..§9.6 */
    uint16_t first_year;
    uint16_t last_year;
    uint8_t first_half;     /* RP_EARLY_YEAR */
    uint8_t rounds;         /* 2 per year */
    uint16_t rules;         /* RP_SR_* */
    uint8_t end_rule;       /* enum rp_end_rule */
    int8_t final_pv_mod[RP_NFACTIONS]; /* RP_END_FINAL_ELECTION_MODIFIED */

    /* tracks */
    uint8_t momentum;       /* enum rp_faction */
    uint8_t economy;        /* enum rp_econ_box */
    uint8_t progress, reaction; /* levels 1..6 */
    uint8_t unity;          /* enum rp_unity */
    uint8_t us_deals, ussr_deals; /* 1..5 */
    uint8_t kpd_stance, nsdap_stance; /* enum rp_stance (Pragmatic when RP_SR_NO_STANCE) */
    uint8_t general_strike; /* 0 */

    /* cards */
    uint8_t deck[RP_NERAS];  /* enum rp_deck_setup per era */
    uint8_t remove_elections; /* bitmask by era: that era's Election cards removed */
    uint8_t hand;            /* Event cards dealt to each faction */
    uint8_t lingering[4];    /* card ids in effect at start, 0-terminated */
    uint8_t random_lingering; /* + this many more Lingering Events of the draw era at random */
    uint8_t article48;       /* holder (RP_COALITION) */
    uint8_t reichstag_seats; /* holder or RP_NOBODY (set aside until the next General Election) */
    uint8_t pc[RP_NPC];      /* holder of each Parliamentary Control card, or RP_NOBODY */

    /* holding boxes (bit n = box/level n still holds its piece) */
    uint8_t us_yellow;       /* U.S. Deals yellow Leverage, by box 1..5 */
    uint8_t us_dd;           /* U.S. Deals Dollar Dependence, by box */
    uint8_t ussr_reichswehr, ussr_yellow, ussr_black, ussr_cadre; /* by box */
    uint8_t progress_yellow; /* yellow Leverage placed on Progress, by level */
    uint8_t progress_reform; /* Reforms still on the Progress track, by level */
    uint8_t reaction_black;  /* black Leverage placed on Reaction, by level */
    uint8_t reaction_assassinations, reaction_cadre, reaction_clique; /* by level */
    uint8_t pr_mcs;          /* MCS pawns between Progress and Reaction, by level */
    uint8_t econ_mcs;        /* bit 0 pawn above Hyperinflation, bit 1 above Mass Unemployment */
    uint8_t econ_dd;         /* Dollar Dependence boxes occupied, bits 0..2 */
    uint8_t econ_yellow, econ_black; /* Economy Leverage boxes occupied, bits by enum rp_econ_lev */
    uint8_t kpd_mat;         /* KPD mat slots holding their piece, bit per slot */
    uint8_t nsdap_mat;       /* NSDAP mat slots holding their piece */
    uint8_t rc_lev;          /* RC mat boxes holding black Leverage, bit k = box k+1 */
    uint8_t rc_below;        /* RC mat boxes whose lower piece is still there */
    uint8_t mcs_mat[RP_NFACTIONS]; /* MCS pawns on each faction mat (RECONSTRUCTED) */

    /* units */
    uint8_t fk_setup;        /* enum rp_freikorps_setup */
    rp_space_setup map[RP_NSPACES];
} rp_scenario_info;

extern const rp_scenario_info wm__republic_scenarios[RP_NSCENARIOS]; /* [0] unused */

/* ------------------------------------------------------------------ */
/* The Non-player system (§8): bot cards (botcards.c) and the Special   */
/* Action tables and Order of Operations lists (special.c).             */
/* ------------------------------------------------------------------ */
#define RP_NBOTCARDS 36            /* RULEBOOK Game Contents */
#define RP_BOTCARDS_PER_FACTION 9  /* RULEBOOK §8.0 */

/* Bot Actions of an Action priority list (§8.2, §8.8). */
enum rp_bot_action {
    RP_BA_SPECIAL = 0,         /* Special Action (§8.9-§8.12) */
    RP_BA_PLACE_INFLUENCE = 1, /* Place Influence */
    RP_BA_REMOVE_INFLUENCE = 2,/* Remove Influence */
    RP_BA_PLACE_CLIQUE = 3,    /* Place Conservative Clique (RC) */
    RP_BA_KINDS = 4
};
#define RP_BOT_MAX_PRIORITIES 4

/* What a bot card's Impulse names (§8.2). */
enum rp_impulse_kind {
    RP_IMPULSE_SPACE = 0,  /* .impulse is an enum rp_space */
    RP_IMPULSE_REGION = 1, /* .impulse is an enum rp_region: every space of it */
    RP_IMPULSE_CLIQUE = 2  /* .impulse is a Clique letter 0..2 (A, B, C): its space, Berlin if off the map */
};
/* Conservative Clique letters of the NP RC (§8.4). */
enum rp_clique_letter { RP_CLIQUE_A = 0, RP_CLIQUE_B = 1, RP_CLIQUE_C = 2, RP_CLIQUE_NONE = 0xFF };

/* rp_botcard.source bits. */
#define RP_BSRC_TRANSCRIBED 0x01          /* impulse, summary, reshuffle, priorities from the facts file §5.1 */
#define RP_BSRC_ORDER_RULEBOOK 0x02       /* Faction Order stated by the rulebook (card #5) */
#define RP_BSRC_ORDER_RECONSTRUCTED 0x04  /* Faction Order reconstructed (botcards.c, top of the table) */

typedef struct rp_botcard {
    uint8_t number;       /* 1..36 */
    uint8_t faction;      /* enum rp_faction */
    uint8_t impulse_kind; /* enum rp_impulse_kind */
    uint8_t impulse;      /* space, Region or Clique letter */
    uint8_t event;        /* 1: "Event + 2 Bot Actions"; 0: "1 Bot Action" */
    uint8_t reshuffle;    /* 1: Additional Instructions "Reshuffle Bot Deck" */
    uint8_t npriorities;
    uint8_t priority[RP_BOT_MAX_PRIORITIES]; /* enum rp_bot_action, top first */
    uint8_t order[RP_NFACTIONS - 1];         /* Faction Order, left to right */
    uint8_t source;       /* RP_BSRC_* */
} rp_botcard;

/* [0] unused; [n] is bot card #n. */
extern const rp_botcard wm__republic_botcards[RP_NBOTCARDS + 1];
/* First bot card number of each faction's deck (1, 10, 19, 28). */
extern const uint8_t wm__republic_botcard_first[RP_NFACTIONS];

/* The operations a Special Action item is made of (§8.9-§8.12).  Some are
 * §6 Actions, some are Non-player-only operations with no §6 Action (the
 * Unity shift without a pawn, the Stance die, the RC's Leverage items). */
enum rp_np_op {
    RP_NPOP_NONE = 0,
    RP_NPOP_PLACE_SUDDEN_VICTORY, /* Place Sudden Victory Marker Action (§6.3) */
    RP_NPOP_PLACE_REFORM,         /* Place Reform Action */
    RP_NPOP_ADVANCE_PROGRESS,     /* Advance Progress Track Action */
    RP_NPOP_PLACE_LEV_TRACK,      /* Place Leverage on a Track Action */
    RP_NPOP_REMOVE_LEV,           /* Remove Leverage Action */
    RP_NPOP_US_DEALS,             /* Increase Deals: U.S. Deals one box right */
    RP_NPOP_USSR_DEALS,           /* Increase Deals: U.S.S.R. Deals one box right */
    RP_NPOP_MOVE_MCS,             /* Move Middle Class Sympathies Action */
    RP_NPOP_UNITY_RIGHT,          /* NP only: shift Unity one box right */
    RP_NPOP_PLACE_UNIT,           /* Place Unit Action */
    RP_NPOP_ASSAULT,              /* Assault where own Potential Assault Strength is greater (§8.1) */
    RP_NPOP_TEST_LOYALTY,         /* Test Coalition Loyalty Action */
    RP_NPOP_REMOVE_BLACK_ECON,    /* Remove Leverage: black Leverage from the Economy track */
    RP_NPOP_PLACE_YELLOW_ECON,    /* Place Leverage on a Track: yellow on the Economy track */
    RP_NPOP_PLACE_LEV_MAP,        /* Place Leverage on the Map Action */
    RP_NPOP_STANCE_DIE,           /* NP only: Change Stance by a die + own Cadres on the map */
    RP_NPOP_FLIP_STRIKE,          /* Flip Strike to Uprising Action */
    RP_NPOP_PLACE_STRIKE,         /* Place Strike Action */
    RP_NPOP_PLACE_CADRE,          /* Place Cadre Action */
    RP_NPOP_PLACE_ASSASSINATIONS, /* Place Assassinations Action */
    RP_NPOP_REMOVE_YELLOW_PROGRESS_HIGHEST, /* NP only: the highest yellow Leverage off Progress */
    RP_NPOP_REMOVE_YELLOW_ECON,   /* NP only: one yellow Leverage off the Economy track */
    RP_NPOP_PLACE_BLACK_ECON,     /* Place Leverage on a Track: black on the Economy track */
    RP_NPOP_ADVANCE_REACTION,     /* Advance Reaction Track Action */
    RP_NPOP_KINDS
};

/* Conditions and instructions attached to an item or one of its steps. */
#define RP_NPC_GT_OR_DECLINE      0x0001u /* only in the Golden Twenties or Decline Era */
#define RP_NPC_SV_REQUIREMENTS    0x0002u /* only if the Coalition meets the Sudden Victory requirements (§3.1) */
#define RP_NPC_NO_REFORM_THERE    0x0004u /* only in a space or Region without a Reform */
#define RP_NPC_ECON_TROUBLE       0x0008u /* only if the Economy is 2+ from Stable or black Leverage is on it */
#define RP_NPC_MARKER_SIDE_FIRST  0x0010u /* Economy track: the side of the Economy marker first */
#define RP_NPC_STRIKE_SPACE_FIRST 0x0020u /* a space with a Strike first */
#define RP_NPC_OWN_MAT_FIRST      0x0040u /* pawn to the own mat first, else off an opposing mat */
#define RP_NPC_GENERAL_STRIKE     0x0080u /* only if the General Strike marker is on the Timeline */
#define RP_NPC_NO_ASS_THERE       0x0100u /* only in a space without an Assassinations marker */
#define RP_NPC_STANCE_USED        0x0200u /* skipped where the scenario has no Stance (Tutorial, Black Sun Rising) */
#define RP_NPC_NO_RC_FREIKORPS    0x0400u /* instead of the previous step when no RC Freikorps is Available */
#define RP_NPC_ROGUE_SPACE_FIRST  0x0800u /* spaces with Rogue Freikorps first */
#define RP_NPC_CRISIS_HYPER       0x1000u /* Hyperinflation side in the Crisis Era, Mass Unemployment otherwise */
#define RP_NPC_FACTION_ORDER      0x2000u /* targets in the bot card's Faction Order */

#define RP_NP_MAX_STEPS 3
typedef struct rp_np_step {
    uint8_t op;     /* enum rp_np_op */
    uint16_t cond;  /* RP_NPC_* */
} rp_np_step;

typedef struct rp_np_item {
    const char *name;                 /* as the rulebook titles it */
    uint16_t cond;                    /* RP_NPC_* of the whole item ("Only if ...") */
    uint8_t nsteps;
    rp_np_step step[RP_NP_MAX_STEPS]; /* performed in order; the item counts if any step can */
} rp_np_item;

#define RP_NP_MAX_ITEMS 5
typedef struct rp_np_category {
    const char *name;   /* "Reform Actions" */
    uint8_t die_lo, die_hi;
    uint8_t nitems;
    rp_np_item item[RP_NP_MAX_ITEMS]; /* the first that has an effect is performed */
} rp_np_category;

#define RP_NP_MAX_CATEGORIES 5
typedef struct rp_np_table {
    uint8_t ncategories;
    rp_np_category cat[RP_NP_MAX_CATEGORIES]; /* by rising die roll */
} rp_np_table;

/* §8.9-§8.12, by faction (RULEBOOK; agrees with the facts file §5.2). */
extern const rp_np_table wm__republic_np_special[RP_NFACTIONS];
/* The category a die roll 1..6 selects (-1 for a roll out of range). */
int wm__republic_np_category(int faction, int die);
/* The category tried after category `cat` had no effect (§8.8: in order,
 * from the last back to the first). */
int wm__republic_np_next_category(int faction, int cat);

/* §8.6 Section 1: the options each NP faction always chooses, top first. */
enum rp_np_option {
    RP_NPO_REMOVE_OPPOSING = 0, RP_NPO_PLACE_OWN, RP_NPO_GAIN_PC, RP_NPO_PROGRESS_UP,
    RP_NPO_PROGRESS_DOWN, RP_NPO_PROGRESS_DOWN_UNLESS_REACTION_ABOVE, RP_NPO_REACTION_UP,
    RP_NPO_REACTION_DOWN, RP_NPO_UNITY_RIGHT, RP_NPO_ECON_STABLE, RP_NPO_ECON_MASS,
    RP_NPO_ECON_HYPER, RP_NPO_MOVE_MCS, RP_NPO_PLACE_YELLOW, RP_NPO_REMOVE_BLACK,
    RP_NPO_PLACE_BLACK, RP_NPO_REMOVE_YELLOW, RP_NPO_KINDS
};
#define RP_NP_MAX_OPTIONS 10
extern const uint8_t wm__republic_np_options[RP_NFACTIONS][RP_NP_MAX_OPTIONS + 1]; /* RP_NPO_KINDS-terminated */

/* §8.6 Section 3: the order of units and pieces to place or remove. */
enum rp_np_piece {
    RP_NPP_REFORM = 0, RP_NPP_UPRISING, RP_NPP_MCS, RP_NPP_CLIQUE, RP_NPP_STRIKE,
    RP_NPP_ASSASSINATIONS, RP_NPP_LEVERAGE, RP_NPP_CADRE, RP_NPP_UNIT, RP_NPP_CUBE, RP_NPP_KINDS
};
extern const uint8_t wm__republic_np_piece_order[RP_NPP_KINDS];

/* §8.6 Section 4 Step D: tracks before the map, in this order. */
enum rp_np_place {
    RP_NPT_FACTION_MAT = 0, /* opposing mats in Faction Order first */
    RP_NPT_PROGRESS_REACTION, RP_NPT_ECONOMY, RP_NPT_US_DEALS, RP_NPT_USSR_DEALS, RP_NPT_MAP, RP_NPT_KINDS
};
extern const uint8_t wm__republic_np_track_order[RP_NPT_KINDS];

#endif /* WM_REPUBLIC_CONTENT_H */
