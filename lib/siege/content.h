/*
 * content.h - Democracy under Siege: the printed components as data.
 *
 * Internal interface between the content tables (content.c) and the rules
 * engine (the other files of lib/siege/).  Plain C11: fixed-width types,
 * enums and `static const` tables; nothing here allocates or changes.
 *
 * Provenance of every value (../shared/CONTENT.md):
 *   RULEBOOK       stated in ../shared/rules/democracy-under-siege.txt (§ cited;
 *                  "ex. 4.0" is the Extended Example of Play)
 *   TRANSCRIBED    from ../shared/content/democracy-under-siege-facts.md
 *   RECONSTRUCTED  in no source; reconstructed by the method written at the
 *                  top of the table in content.c and in doc/siege-content.md
 *   TEXT_UNPUBLISHED  a card whose effect no source describes: it exists with
 *                  its code and plays for its PP (no Political Action test)
 * Where the facts file and the rulebook disagree the rulebook wins.
 *
 * Stability: this header is a contract with the engine and with a later
 * runtime content pack.  Names are only ever added, never renamed.
 */
#ifndef WM_SIEGE_CONTENT_H
#define WM_SIEGE_CONTENT_H

#include <stdint.h>

/* ------------------------------------------------------------------ */
/* Ideologies (§1.1), in the Natural Order of Play (§2.0).               */
/* ------------------------------------------------------------------ */
enum sg_ideology {
    SG_NAZISM = 0,
    SG_DEMOCRACY = 1,
    SG_COMMUNISM = 2,
    SG_NIDEOLOGIES = 3,
    SG_ANARCHY = 3, /* not a player Ideology; a Control Area (§1.4.3) */
    SG_NOBODY = 0xFF
};

/* ------------------------------------------------------------------ */
/* Map areas (§1.3).  Nations with a Regime Marker come first, so that    */
/* a nation's Regime Marker index is its area index (0..SG_NNATIONS-1):   */
/* the 4 Influenceable Powers, then the 20 Minor Nations.  Then the 4     */
/* Major Powers and the Territories.                                      */
/* ------------------------------------------------------------------ */
enum sg_area {
    /* Influenceable Powers (§1.2) */
    SG_FRANCE = 0,
    SG_ITALY,
    SG_JAPAN,
    SG_CHINA,
    /* Minor Nations: the 20 the rulebook names */
    SG_AUSTRIA, /* 4 */
    SG_CZECHOSLOVAKIA,
    SG_POLAND,
    SG_HUNGARY,
    SG_RUMANIA,
    SG_BULGARIA,
    SG_YUGOSLAVIA,
    SG_GREECE,
    SG_ALBANIA,
    SG_TURKEY,
    SG_SPAIN,
    SG_PORTUGAL,
    SG_NETHERLANDS,
    SG_BELGIUM,
    SG_SWEDEN,
    SG_NORWAY,
    SG_FINLAND,
    SG_BALTIC_STATES,
    SG_IRAQ,
    SG_PERSIA, /* 23 */
    /* Major Powers (§1.2): no Regime Marker, never influenced */
    SG_GREAT_BRITAIN, /* 24 */
    SG_USA,
    SG_GERMANY,
    SG_USSR,
    /* Territories (§1.2, §1.3) */
    SG_FRENCH_NORTH_AFRICA, /* 28 */
    SG_TUNISIA,
    SG_SUDETEN,
    SG_TESCHEN,
    SG_DANZIG_MEMEL,
    SG_MANCHUQUO,
    SG_VENEZUELA,
    SG_ETHIOPIA,
    SG_DUTCH_EAST_INDIES, /* 36 */
    SG_NAREAS
};
#define SG_NNATIONS 24          /* areas with a Regime Marker */
#define SG_FIRST_MINOR SG_AUSTRIA
#define SG_NMINORS 20
#define SG_FIRST_MAJOR SG_GREAT_BRITAIN
#define SG_FIRST_TERRITORY SG_FRENCH_NORTH_AFRICA
#define SG_NTERRITORIES (SG_NAREAS - SG_FIRST_TERRITORY)
#define SG_NPOWERS 8            /* §1.7: GB, USA, France, USSR, China, Germany, Italy, Japan */
#define SG_AREA_BIT(a) ((uint64_t)1u << (a))

enum sg_area_kind {
    SG_KIND_INFLUENCEABLE = 0, /* Influenceable Power */
    SG_KIND_MINOR = 1,
    SG_KIND_MAJOR = 2,
    SG_KIND_TERRITORY = 3
};

/* The three map boxes (§1.3). */
enum sg_map { SG_EUROPE = 0, SG_AMERICA = 1, SG_ASIA = 2 };

/* VP box shape (§1.3): round = Control or Conquer; square = Conquer only
 * counts for Territories, Control or Conquer for Minors. */
enum sg_vp_shape { SG_VP_NONE = 0, SG_VP_ROUND = 1, SG_VP_SQUARE = 2 };

/* sg_area_info.source bits. */
#define SG_SRC_NAME_RULEBOOK 0x01   /* the area is named in the rulebook */
#define SG_SRC_VP_RULEBOOK 0x02     /* VP value stated (§1.3 or fixed by ex. 4.0 alone) */
#define SG_SRC_VP_EXAMPLE_SUM 0x04  /* VP value one of a set whose sum ex. 4.0 states */
#define SG_SRC_NAVAL_RULEBOOK 0x08  /* the Naval Connection is stated (§3.3.3, ex. 4.0) */
#define SG_SRC_MAP_RULEBOOK 0x10    /* the map box is stated (§1.3, §6.0 D19) */
#define SG_SRC_OWNER_RULEBOOK 0x20  /* the owner of a Territory is stated (§1.2) */

typedef struct sg_area_info {
    const char *name;   /* as the rulebook spells it */
    const char *ascii;  /* token for move names */
    uint8_t kind;       /* enum sg_area_kind */
    uint8_t map;        /* enum sg_map */
    uint8_t vp;         /* VP printed in the Flag Box / on the Regime Marker */
    uint8_t vp_shape;   /* enum sg_vp_shape */
    uint8_t naval;      /* 1: harbour (Naval Connection, §1.3) */
    uint8_t owner;      /* Territories: the owning area, or SG_NAREAS (none) */
    uint8_t ideology;   /* Powers: the Ideology that controls it at start
                           (China: SG_NOBODY, §1.2); others SG_NOBODY */
    uint8_t source;     /* SG_SRC_* bits; anything without a bit is RECONSTRUCTED */
} sg_area_info;

extern const sg_area_info wm__siege_areas[SG_NAREAS];
/* Land Connections (§1.3): bit j of [i] iff i and j are land connected.
 * Symmetric, irreflexive. */
extern const uint64_t wm__siege_land[SG_NAREAS];
/* The same connections as an edge list (RULEBOOK links first). */
extern const uint8_t (*const wm__siege_land_links)[2];
extern const unsigned wm__siege_nland_links;

/* ------------------------------------------------------------------ */
/* Resources (§1.3, §1.7).                                               */
/* ------------------------------------------------------------------ */
enum sg_resource { SG_RM = 0, SG_FACTORY = 1, SG_OIL = 2, SG_NRESOURCES = 3 };

/* One Resource Exploitation Box on the map. */
typedef struct sg_rbox {
    uint8_t area;      /* enum sg_area */
    uint8_t type;      /* enum sg_resource */
    uint8_t asterisk;  /* 1: not claimable; ceded only (§1.3 special cases) */
    uint8_t rulebook;  /* 1: stated in the rulebook (or facts, see content.c) */
} sg_rbox;
#define SG_NRBOXES 30
extern const sg_rbox wm__siege_rboxes[SG_NRBOXES];
/* The Resource Exploitation Boxes the Map Cards D16 and D20 add once they
 * are on the map (§1.3: "additional Resource Exploitation Boxes for Great
 * Britain and France"): their boxes, in a Power's area, and their cards. */
#define SG_NMAP_RBOXES 2
extern const sg_rbox wm__siege_map_rboxes[SG_NMAP_RBOXES];
extern const char *const wm__siege_map_rbox_card[SG_NMAP_RBOXES];
extern const uint8_t wm__siege_map_rbox_cardix[SG_NMAP_RBOXES]; /* their card indices */

/* Starting Resources of each Power, printed in its Power Area and on the
 * Power Card (§1.3, §1.7): [power index][resource]. */
extern const uint8_t wm__siege_power_resources[SG_NPOWERS][SG_NRESOURCES];
/* The Power areas in Power Card order: GB, USA, France, USSR, China,
 * Germany, Italy, Japan (§1.7). */
extern const uint8_t wm__siege_power_area[SG_NPOWERS];
extern const uint8_t wm__siege_area_power1[SG_NAREAS]; /* the inverse: power + 1, 0 for no Power */
/* The Power whose home area is `area`, or -1. */
static inline int sg_area_power(int area)
{
    return area >= 0 && area < SG_NAREAS ? wm__siege_area_power1[area] - 1 : -1;
}
enum sg_power {
    SG_P_GB = 0, SG_P_USA, SG_P_FRANCE, SG_P_USSR, SG_P_CHINA,
    SG_P_GERMANY, SG_P_ITALY, SG_P_JAPAN
};

/* Armaments Tracks (§1.7): three levels; each needs `rm` Raw Materials
 * together with `f` Factories per MR, and `oil` Oil per MR; and the
 * Armaments Upgrade Cost in MR between levels 1-2 and 2-3. */
typedef struct sg_armaments {
    uint8_t rm[3], f[3], oil[3];
    uint8_t upgrade[2];
    uint8_t source; /* SG_ARM_* bits */
} sg_armaments;
#define SG_ARM_L1_RULEBOOK 0x01      /* level 1 stated (§1.7, §3.4.2) */
#define SG_ARM_UP1_RULEBOOK 0x02     /* upgrade cost 1->2 stated (ex. 4.0) */
extern const sg_armaments wm__siege_armaments[SG_NPOWERS];

/* MR produced by a Power at `level` (0-2) reading the Ideology's whole
 * shared pool (§1.7 Designer's Note, §3.4.2 example). */
int wm__siege_production(int power, int level, const uint8_t pool[SG_NRESOURCES]);

/* ------------------------------------------------------------------ */
/* Political Regimes Track (§1.4.3).                                     */
/* ------------------------------------------------------------------ */
enum sg_rbox_id {
    /* Control Areas (the drawing puts them clockwise from the top left:
     * Democracy, Nazism, Communism, Anarchy, §1.4.3); numbered by
     * Ideology so that SG_CONTROL_BOX(ideology) is the box */
    SG_R_NAZISM = 0,
    SG_R_DEMOCRACY,
    SG_R_COMMUNISM,
    SG_R_ANARCHY,
    /* the Neutral Area: 4 boxes (§1.4.3) */
    SG_R_NEUTRAL_NW, /* 4 */
    SG_R_NEUTRAL_NE,
    SG_R_NEUTRAL_SE,
    SG_R_NEUTRAL_SW,
    /* Influence Areas */
    SG_R_SOCDEM_TOP, /* 8: Social-Democracy */
    SG_R_SOCDEM_LEFT,
    SG_R_AUTOCRACY,
    SG_R_MILDICT_EDGE, /* 11: Military Dictatorship */
    SG_R_MILDICT_INNER,
    SG_R_MILDICT_LOW,
    SG_R_OLIGARCHY_LOW, /* 14: Oligarchy */
    SG_R_OLIGARCHY_LEFT,
    SG_R_INSTABILITY, /* 16 */
    SG_NREGIME_BOXES
};

enum sg_regime_area {
    SG_RA_CONTROL = 0,      /* a Control Area (its Ideology in `ideology`) */
    SG_RA_NEUTRAL = 1,
    SG_RA_INFLUENCE = 2,
    SG_RA_INSTABILITY = 3
};

typedef struct sg_regime_box {
    const char *name;     /* the box's area name, as the rulebook uses it */
    const char *ascii;
    uint8_t area;         /* enum sg_regime_area */
    uint8_t ideology;     /* Control Areas: enum sg_ideology (SG_ANARCHY too) */
    uint8_t friendly;     /* Influence Areas: bit i = friendly to Ideology i */
} sg_regime_box;
extern const sg_regime_box wm__siege_regime_boxes[SG_NREGIME_BOXES];
/* Connections of the network: bit j of [i].  Symmetric, irreflexive,
 * connected. */
extern const uint32_t wm__siege_regime_adj[SG_NREGIME_BOXES];
/* Starting box of every nation's Regime Marker (§1.4.3, §2.0). */
extern const uint8_t wm__siege_regime_start[SG_NNATIONS];
/* Control Area box of each Ideology (and SG_ANARCHY). */
#define SG_CONTROL_BOX(ideo) ((int)(ideo))

/* ------------------------------------------------------------------ */
/* Coup Cells Track (§1.3, §3.3.8-3.3.9).                                */
/* ------------------------------------------------------------------ */
enum sg_cc_area {
    SG_CC_IBERIA = 0, /* "Iberian Peninsula" (§1.3) */
    SG_CC_WEST_EUROPE,
    SG_CC_BENELUX,    /* "Benelux Countries" (ex. 4.0) */
    SG_CC_SCANDINAVIA,
    SG_CC_EAST_EUROPE, /* "East Europe" (ex. 4.0) */
    SG_CC_BALKANS,
    SG_CC_MIDDLE_EAST, /* facts file (uncertain name) */
    SG_CC_FAR_EAST,
    SG_NCC_AREAS
};
#define SG_CC_MAX_TARGETS 5
typedef struct sg_cc_target {
    uint8_t nation;   /* enum sg_area, or SG_NAREAS for an empty slot */
    uint8_t attempt;  /* PP to activate a CC for a Coup Attempt */
    uint8_t react;    /* PP to activate a CC for a Coup Reaction */
    uint8_t rulebook; /* bit 0: attempt stated; bit 1: reaction stated */
} sg_cc_target;
typedef struct sg_cc_info {
    const char *name;
    const char *ascii;
    sg_cc_target target[SG_CC_MAX_TARGETS];
    int8_t anarchy_attempt; /* Anarchy Activation Cost Modifier (§1.3) */
    int8_t anarchy_react;
    uint8_t links;          /* bordering CC areas (bit per area) */
    uint8_t rulebook;       /* 1: the area's name is in the rulebook */
} sg_cc_info;
extern const sg_cc_info wm__siege_cc[SG_NCC_AREAS];

/* ------------------------------------------------------------------ */
/* Tracks and counts.                                                    */
/* ------------------------------------------------------------------ */
#define SG_TURNS 8              /* §1.4.6 */
#define SG_FIRST_YEAR 1933      /* §1.0 */
#define SG_PRESTIGE_MAX 9       /* §1.4.1: boxes 0-9 */
#define SG_PRESTIGE_RED_MAX 2   /* ex. 4.0: 2 is red, 3 is not */
#define SG_PRESTIGE_GREEN_MIN 7 /* ex. 4.0: 7 is green, 6 is not */
#define SG_PP_MAX 7             /* §1.4.4: boxes 0-7 */
#define SG_VP_TRACK 40          /* §1.4.5: boxes 0-40 */
#define SG_VP_MAX 80            /* §3.4.3 */
#define SG_CUBES 51             /* §1.6, per Ideology */
#define SG_CUBES_TOTAL 153      /* Parts Inventory */
#define SG_REROLLS 2            /* §1.4.2, per turn */
#define SG_START_MR 3           /* §2.0 */
#define SG_CARDS 110            /* §1.0 Parts Inventory */
#define SG_ROUNDS_SHORT 3       /* §1.9 */
#define SG_ROUNDS_ADVANCED 4
#define SG_HAND_SHORT 5         /* §3.2.2 */
#define SG_HAND_ADVANCED 6
extern const uint8_t wm__siege_reserves[SG_NIDEOLOGIES];     /* §1.7: N 1, D 2, C 1 */
extern const uint8_t wm__siege_start_prestige[SG_NIDEOLOGIES]; /* §2.0 */
/* The Ideologies' names (§1.1) and Anarchy's (§1.4.3), the one table of
 * the title (logs, views, content packs). */
extern const char *const wm__siege_ideology_names[SG_NIDEOLOGIES + 1]; /* and "Anarchy" */
const char *wm__siege_ideology_name(int i); /* "Anarchy" out of range */

/* Prestige sector modifier for a Political Action test (§1.4.1, ex. 4.0). */
int wm__siege_prestige_modifier(int level);

typedef struct sg_turn_info {
    uint16_t year;
    uint8_t total_war;  /* Powers at War needed; 0: impossible (§3.3.15) */
    uint8_t auto_vp;    /* VP for Automatic Victory; 0: none (§3.4.3) */
    uint8_t source;     /* bit 0: total_war stated; bit 1: auto_vp stated */
} sg_turn_info;
extern const sg_turn_info wm__siege_turns[SG_TURNS + 1]; /* [1..8] */

/* ------------------------------------------------------------------ */
/* Strategy Cards (§1.8).                                                */
/* ------------------------------------------------------------------ */
enum sg_card_type {
    SG_CT_ACTION = 0,     /* Political Action Card (§1.8.1) */
    SG_CT_EVENT = 1,      /* Event Card (§1.8.2) */
    SG_CT_WAR_EVENT = 2,  /* N12: an Event that is a War Card (§1.8.2) */
    SG_CT_MAP = 3         /* D16, D20: Map Cards, played as Events (§1.3, §1.8.2) */
};

/* sg_card.flags */
#define SG_F_MULTIPLE 0x0001u     /* MULTIPLE PLAY (§3.3.1) */
#define SG_F_TWICE 0x0002u        /* PLAYABLE TWICE */
#define SG_F_STANDBY 0x0004u      /* STAND-BY */
#define SG_F_REPLACE 0x0008u      /* CAN REPLACE */
#define SG_F_MANDATORY 0x0010u    /* MANDATORY (§1.8) */
#define SG_F_MARKER 0x0020u       /* underlined name: Event Marker (§1.8) */
#define SG_F_WAR 0x0040u          /* War Card (§1.8.1) */
#define SG_F_REMOVE 0x0080u       /* Event removed after play (red text, §1.8.2) */
#define SG_F_RESHUFFLE 0x0100u    /* Event reshuffled after play */
#define SG_F_LAPSING 0x0200u      /* lasting Event whose effect repeats each round (§6.0 C21) */
#define SG_F_ACTIVE 0x0400u       /* stays on the table as an Active Card (§1.8.3) */
#define SG_F_UNPUBLISHED 0x0800u  /* TEXT_UNPUBLISHED: no source gives the effect */
#define SG_F_TREATY 0x1000u       /* signs a Pact or Alliance (§3.3.5) */
#define SG_F_RECONSTRUCTED 0x2000u /* RECONSTRUCTED effect of a card no source describes (doc/siege-content.md,
                                     method 14): WM_SIEGE_PUBLISHED_ONLY plays it for its PP only
                                     (as SG_F_UNPUBLISHED) and deals it from turn 0 */
#define SG_F_TEXT_OURS 0x4000u    /* the card's text is ours, not the printed one (doc/siege-content.md, method 16):
                                     it says what the program does, in the rulebook's words where it cites the card */

/* sg_card.icon: the modifier icon by the Difficulty (§1.8.1, §3.3.1). */
enum sg_icon { SG_ICON_NONE = 0, SG_ICON_DESPOTIC = 1, SG_ICON_NOT_DESPOTIC = 2 };

/* sg_card.source bits: what the rulebook states about the card. */
#define SG_CS_CODE 0x01     /* the code is cited */
#define SG_CS_NAME 0x02     /* the name is printed */
#define SG_CS_PP 0x04       /* the PP value is stated or fixed by ex. 4.0 */
#define SG_CS_DIFF 0x08     /* the Difficulty is stated (exactly) */
#define SG_CS_FLAGS 0x10    /* the flags are stated */
#define SG_CS_ENTRY 0x20    /* the Entry Turn is stated (0 included: a 4.0 hand card) */
#define SG_CS_EFFECT 0x40   /* the effect is described in substance */
#define SG_CS_TYPE 0x80     /* Event / Political Action / War is stated */

typedef struct sg_op {
    uint8_t op;  /* enum sg_opcode */
    uint8_t a;
    int8_t b;
    uint8_t c;
    uint32_t set;
} sg_op;

typedef struct sg_card {
    const char *code;    /* "N33" */
    const char *name;    /* the rulebook's name, or a RECONSTRUCTED one */
    uint8_t deck;        /* enum sg_ideology */
    uint8_t type;        /* enum sg_card_type */
    uint8_t pp;          /* Political Points (Events: 0) */
    uint8_t difficulty;  /* Political Action Difficulty (Events: 0) */
    uint8_t icon;        /* enum sg_icon */
    uint8_t entry;       /* Entry Turn; 0: in the deck from the start */
    uint16_t flags;      /* SG_F_* */
    uint8_t source;      /* SG_CS_* */
    uint8_t war;         /* index into wm__siege_wars, or 0xFF */
    const struct sg_op *ops; /* the effect program (NULL: none) */
    uint8_t nops;        /* number of ops */
    uint8_t ncond;       /* the first ncond ops are conditions */
    const char *text;    /* the card's text: as printed, from a content pack; built-in: ours,
                            the RECONSTRUCTED text of the SG_F_RECONSTRUCTED cards (method 15)
                            and of every other card (SG_F_TEXT_OURS, method 16); NULL in the
                            WebAssembly build (WM_SIEGE_NO_TEXTS) */
} sg_card;
extern const sg_card wm__siege_cards[SG_CARDS];
/* Index of a card by code ("D36"); -1 if none. */
int wm__siege_card_index(const char *code);
/* Cards per deck (consistency: they sum to SG_CARDS). */
extern const uint8_t wm__siege_deck_size[SG_NIDEOLOGIES];
/* First card index of each deck: the table is sorted N, D, C by number. */
extern const uint8_t wm__siege_deck_first[SG_NIDEOLOGIES];

/* ------------------------------------------------------------------ */
/* The effect vocabulary: one small program per card, interpreted by one */
/* engine (effects.c).  A later runtime content pack carries programs of  */
/* the same form.                                                         */
/* ------------------------------------------------------------------ */
enum sg_opcode {
    SG_OP_END = 0,
    /* conditions (the first `ncond` ops of a program) */
    SG_OP_IF_CARD_ACTIVE,   /* a = card index: that card is in play (an Active Card / Event Marker) */
    SG_OP_IF_CARD_DONE,     /* a = card index: that card's Political Action was performed */
    SG_OP_IF_WAR_ACTIVE,    /* set = mask of war indices: one of them is being fought */
    SG_OP_IF_CIVIL_WAR,     /* a civil war or a war with a Minor Nation against a Power exists */
    SG_OP_IF_REGIME,        /* a = nation, b = Ideology: nation in that Control Area */
    SG_OP_IF_EXISTS,        /* a = nation: it has not been conquered */
    /* effects */
    SG_OP_REGIME,           /* a = target Ideology, b = boxes, c = how many of `set` (0: all, "&") */
    SG_OP_REGIME_LINKED,    /* a = target, b = boxes, c = how many; set = the area whose land neighbours are candidates (Minors only) */
    SG_OP_PRESTIGE,         /* a = Ideology (SG_NOBODY: the card's owner), b = signed delta */
    SG_OP_PP,               /* b = signed PP delta to the owner (N2) */
    SG_OP_CLAIM,            /* a = area (SG_NAREAS: any of `set`), b = resource (0xFF any), c = count */
    SG_OP_ARMAMENTS,        /* a = power index: +1 level, paying the upgrade cost as far as possible */
    SG_OP_CHINA_LEVEL,      /* a = level: sets the C26/D24 Event Marker (China's production level) */
    SG_OP_TREATY,           /* a = Pact (0) or Alliance (1), b = power index, c = area */
    SG_OP_WAR,              /* a = war index: the war is declared (§1.8.1, §3.3.15) */
    SG_OP_MR_TO_WAR,        /* a = at most MR from the Token Reserve, b = scope (SG_MRS_*) */
    SG_OP_COUP,             /* a = nation (SG_NAREAS: any Minor), b = signed modifier, c = SG_COUP_* */
    SG_OP_VP,               /* a = Ideology (SG_NOBODY: owner), b = VP to the VP Token */
    SG_OP_DESPOTIC,         /* a = power index: Despotic Policy Marker */
    SG_OP_RULE,             /* a = SG_RULE_*: a lasting rule change while the card is active */
    SG_OP_CONQUER,          /* a = area, b = VP to the Token of: c = 0 the owner, 1 China's controller, 2 + i Ideology i */
    SG_OP_PEEK,             /* a = Ideology whose hand the owner inspects (N1) */
    SG_OP_FREE_CC,          /* a = CC area (0xFF: any), b = count: CC from the Token Reserve */
    SG_OP_PLACE_REGIME,     /* a = nation, b = Ideology: the marker enters that Control Area */
    SG_OP_EACH_ROUND,       /* the ops after this repeat in every Game Round while active (§6.0 C21) */
    SG_OP_NULLIFY,          /* a = card index: cancels that card's Stand-by effect (D36) */
    SG_OP_CEDE,             /* a = area, b = resource: one of its asterisked boxes to Ideology c (§1.3) */
    SG_OP_NULLIFIABLE,      /* first effect op only: Ideology a may nullify the effects that follow by losing
                               b Prestige, a Reaction (§3.3.4, C23); the decision layer asks before they run */
    SG_NOPCODES
};
/* SG_OP_MR_TO_WAR scopes (§3.3.11 special cases, §6.0). */
enum {
    SG_MRS_MINOR_VS_POWER = 0, /* C3, D7: a Civil War, or a War of a Minor against a Power (and N12, C19) */
    SG_MRS_SOVIET_WARS = 1,    /* C33: the pro-Soviet side of C25, C29, C30, N25 */
    SG_MRS_SPANISH_REBELS = 2, /* N11: Nationalists (B) of N12 */
    SG_MRS_SPANISH_GOVT = 3,   /* C37 (misprinted N11): Republicans (A) of N12 */
    SG_MRS_SPANISH_ANY = 4     /* D11: either side of N12 */
};
#define SG_COUP_NO_REACTION 0x01 /* no opponent may react (N21, ex. 4.0) */
#define SG_COUP_FREE 0x02        /* no CC needed (D30) */
#define SG_COUP_IMMEDIATE 0x04   /* resolved at once, not at the end of the round */
enum sg_rule {
    SG_RULE_N20_NO_ITALIAN_WAR_PENALTY = 0, /* §6.0 N20 */
    SG_RULE_D19_EMBARGO = 1,                /* §6.0 D19 */
    SG_NRULES
};


/* ------------------------------------------------------------------ */
/* War Cards (§1.8.1, §3.3.11, §3.3.13).                                */
/* ------------------------------------------------------------------ */
#define SG_WAR_BOXES 3
typedef struct sg_war {
    uint8_t card;            /* card index */
    uint8_t faction_a[3];    /* areas of faction A (SG_NAREAS: empty) */
    uint8_t faction_b[3];
    uint8_t start;           /* start box 0..2 (0: towards A's win) */
    int8_t box_mod[SG_WAR_BOXES]; /* War Test modifier of each box (+ favours A) */
    uint8_t cost;            /* War Commitment Cost in PP */
    uint8_t civil;           /* 1: committed as a Civil War (C19), 2: N12 */
    const struct sg_op *end_a; /* War end effects when A wins */
    uint8_t nend_a;
    const struct sg_op *end_b; /* ... when B wins */
    uint8_t nend_b;
    uint8_t source;          /* bit 0: factions stated; bit 1: cost stated; bit 2: end text stated */
} sg_war;
#define SG_NWARS 14
extern const sg_war wm__siege_wars[SG_NWARS];
/* Whether `area` is in faction A (side 0) or B (side 1) of War Card w. */
static inline int sg_faction_has(const sg_war *w, int side, int area)
{
    const uint8_t *f = side ? w->faction_b : w->faction_a;
    for (int k = 0; k < 3; k++)
        if (f[k] == area)
            return 1;
    return 0;
}

/* ------------------------------------------------------------------ */
/* Content packs (lib/siege/pack.c, doc/content-packs.md): a pack's     */
/* tables replace the two above wholesale; the engine reads the cards   */
/* and wars of the game it serves through sg_cards() and sg_wars()      */
/* (siege.h), never the built-in arrays directly.                        */
/* ------------------------------------------------------------------ */
typedef struct sg_pack {
    sg_card cards[SG_CARDS];
    sg_war wars[SG_NWARS];
} sg_pack;

#endif /* WM_SIEGE_CONTENT_H */
