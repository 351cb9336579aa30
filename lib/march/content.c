/*
 * content.c - The March of Progress: components and scenario set-ups.
 *
 * Every value here is printed in the rulebook; the section is given beside
 * each row.  The March of Progress rulebook is complete (../shared/CONTENT.md),
 * so nothing in this table is reconstructed.  The only component the
 * booklet does not contain is the "WW2 Variants card" (World War 2 in the
 * West, "Variants"): its two variants are left out.
 *
 * Country layout.  Countries 0 and 1 are the home countries of seats 0 and
 * 1; 2 and 3 are neutral countries.  Adjacency follows the set-up texts:
 * the neutral country is placed "between" the home cards, so the two home
 * countries are never adjacent; Marlborough's neutrals are "also adjacent to
 * each other"; Vive l'Empereur's are "both touching France and Austria, but
 * with a gap between each other".
 */
#include "march.h"

const char *const wm__march_card_names[WM_MARCH_CARDS] = {
    "MOVE1", "MOVE2", "RECRUIT", "FORTIFY", "ATTACK", "ATTACK+1", "STRENGTH", "SCORE",
    "PROPAGANDA", "PARTISANS", "MILITIA", "VWEAPONS",
};

/* The eight action cards of each player ("Components": 8 for each player). */
#define BASE8 (CARD(WM_MARCH_CARD_MOVE1) | CARD(WM_MARCH_CARD_MOVE2) | CARD(WM_MARCH_CARD_RECRUIT) | \
               CARD(WM_MARCH_CARD_FORTIFY) | CARD(WM_MARCH_CARD_ATTACK) | CARD(WM_MARCH_CARD_ATTACK1) | \
               CARD(WM_MARCH_CARD_STRENGTH) | CARD(WM_MARCH_CARD_SCORE))
#define NEUTRAL3 (CARD(WM_MARCH_CARD_PROPAGANDA) | CARD(WM_MARCH_CARD_PARTISANS) | CARD(WM_MARCH_CARD_MILITIA))

/* Adjacency masks. */
#define A(x) ((uint8_t)(1u << (x)))
#define LINE3 {A(C_N1), A(C_N1), (uint8_t)(A(C_HOME0) | A(C_HOME1)), 0}

const march_scenario wm__march_scenarios[SC_COUNT] = {
    [0] = {0},
    /* Introduction: The Thirty Years War, "Game Set-up" 1-10. */
    [SC_THIRTY] = {
        .name = "The Thirty Years War",
        .seats = 2, .countries = 3,
        .seat_names = {"Blue", "Orange", NULL},
        .country_names = {"Blue", "Orange", "Neutral", NULL},
        .adj = LINE3,
        .total = 35, .start_vp = {0, 0},          /* 5: 5 black + 10 white = 35 VPs */
        .vpdie = {3, 3, 2, 0},                    /* 7: home 3, neutral 2 */
        .strength = {1, 1},                       /* 8 */
        .armies_home = {1, 1},                    /* 9 */
        .initiative = -1,                         /* 6: roll-off */
        .cards = {BASE8, BASE8, 0},
        .max_strength = {6, 6},                   /* STRENGTH: maximum 6 */
    },
    /* Scenario: The Age of Marlborough, "Scenario Set-up" 1-9. */
    [SC_MARL] = {
        .name = "The Age of Marlborough",
        .seats = 2, .countries = 4,
        .seat_names = {"France", "The Dutch Republic", NULL},
        .country_names = {"France", "DutchRepublic", "SpanishNetherlands", "Bavaria"},
        /* 2: both neutrals between the homes and adjacent to each other */
        .adj = {(uint8_t)(A(C_N1) | A(C_N2)), (uint8_t)(A(C_N1) | A(C_N2)),
                (uint8_t)(A(C_HOME0) | A(C_HOME1) | A(C_N2)), (uint8_t)(A(C_HOME0) | A(C_HOME1) | A(C_N1))},
        .total = 36, .start_vp = {0, 0},          /* 5: 5 black + 11 white = 36 VPs */
        .vpdie = {3, 3, 0, 0},                    /* 7: homes 3, neutrals rolled (1-2:1, 3-4:2, 5-6:3) */
        .strength = {1, 1},
        .armies_home = {1, 1},
        .initiative = -1,
        /* 3: both ATTACK+1 cards removed; 7 cards each */
        .cards = {BASE8 & ~CARD(WM_MARCH_CARD_ATTACK1), BASE8 & ~CARD(WM_MARCH_CARD_ATTACK1), 0},
        .max_strength = {6, 6},
    },
    /* Scenario: Vive l'Empereur, "Scenario Set-up" 1-9. */
    [SC_VIVE] = {
        .name = "Vive l'Empereur",
        .seats = 2, .countries = 4,
        .seat_names = {"France", "Austria", NULL},
        .country_names = {"France", "Austria", "ItalianStates", "GermanStates"},
        /* 2: both neutrals touch France and Austria, with a gap between them */
        .adj = {(uint8_t)(A(C_N1) | A(C_N2)), (uint8_t)(A(C_N1) | A(C_N2)),
                (uint8_t)(A(C_HOME0) | A(C_HOME1)), (uint8_t)(A(C_HOME0) | A(C_HOME1))},
        .total = 42, .start_vp = {0, 0},          /* 5: all 12 white + 6 black = 42 */
        .vpdie = {3, 3, 1, 1},                    /* 7 */
        .strength = {2, 2},                       /* 8 */
        .armies_home = {2, 2},                    /* 9: + 1 Austrian army in a neutral, Austria's choice */
        .initiative = 0,                          /* 6: the French, for the whole game */
        .cards = {BASE8, BASE8, 0},
        /* 3: Austria's MOVE 2, ATTACK+1 and RECRUIT set aside; Austria starts with 5 */
        .start_aside = {0, CARD(WM_MARCH_CARD_MOVE2) | CARD(WM_MARCH_CARD_ATTACK1) | CARD(WM_MARCH_CARD_RECRUIT), 0},
        .max_strength = {6, 6},
    },
    /* Scenario: The War to End War, "Scenario Set-up" 1-10. */
    [SC_WW1] = {
        .name = "The War to End War",
        .seats = 2, .countries = 3,
        .seat_names = {"Germany", "Western Allies", NULL},
        .country_names = {"Germany", "WesternAllies", "Belgium", NULL},
        .adj = LINE3,
        .total = 32, .start_vp = {3, 3},          /* 5: 12 white + 4 black = 32; 3VPs each */
        .vpdie = {3, 3, 2, 0},                    /* 7 */
        .strength = {1, 1},
        .armies_home = {1, 1},
        .initiative = -1,                         /* 6: roll-off as for Thirty Years War */
        .cards = {BASE8, BASE8, 0},
        .max_strength = {6, 6},
    },
    /* Scenario: World War 2 in the West, "Scenario Set-up - first part" 1-10.
     * Germany is blue (seat 0), the Western Allies orange (seat 1). */
    [SC_WW2] = {
        .name = "World War 2 in the West",
        .seats = 2, .countries = 3,
        .seat_names = {"Germany", "Western Allies", NULL},
        .country_names = {"Germany", "WesternAllies", "MinorStates", NULL},
        .adj = LINE3,
        .total = 42, .start_vp = {2, 1},          /* 5 */
        .vpdie = {2, 4, 2, 0},                    /* 7 */
        .strength = {2, 1},                       /* 8 */
        .armies_home = {1, 0},                    /* 9: Germany 1 in Germany */
        .fortified_neutral = {0, 1},              /* 9: Western Allies 1 fortified in the Minor States */
        .initiative = 0,                          /* 6: the Germans */
        .cards = {BASE8, BASE8, 0},
        /* 3: the Western Allies start with MOVE 1, MOVE 2 and FORTIFY discarded */
        .start_discard = {0, CARD(WM_MARCH_CARD_MOVE1) | CARD(WM_MARCH_CARD_MOVE2) | CARD(WM_MARCH_CARD_FORTIFY), 0},
        .max_strength = {5, 6},                   /* Germany cannot exceed 5 */
    },
    /* Scenario: Politics By Other Means, "Scenario Set-up" 1-4. */
    [SC_POLITICS] = {
        .name = "Politics By Other Means",
        .seats = 3, .countries = 3,
        .seat_names = {"Blue", "Orange", "Neutral"},
        .country_names = {"Blue", "Orange", "Neutral", NULL},
        .adj = LINE3,
        .total = 37, .start_vp = {0, 0},          /* 4: 12 white + 5 black = 37 */
        .vpdie = {3, 3, 2, 0},
        .strength = {1, 1},
        .armies_home = {1, 1},
        .initiative = -1,
        .cards = {BASE8, BASE8, NEUTRAL3},        /* 2: PROPAGANDA, PARTISANS, MILITIA */
        .max_strength = {6, 6},
    },
};
