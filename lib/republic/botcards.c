/*
 * botcards.c - The Weimar Republic: the 36 Non-player bot cards (§8.2) as
 * data.
 *
 * Provenance (../shared/CONTENT.md):
 *
 *   TRANSCRIBED (../shared/content/weimar-republic-facts.md §5.1): each
 *   card's faction, Impulse (space, Region or Clique letter), Action Step
 *   summary, "Reshuffle Bot Deck" instruction and Action priority list.
 *   The rulebook confirms card #5 (Impulse München, Event + 2 Bot Actions:
 *   the Comprehensive Non-player Example of Play) and the priority lists
 *   (§8.8).
 *
 *   RULEBOOK: the Faction Order of card #5 is KPD, RC, NSDAP (the
 *   Comprehensive Non-player Example: "The first listed opponent on the
 *   current NP Coalition bot card is KPD ... The next listed faction is
 *   RC"; NSDAP is the one left).
 *
 *   RECONSTRUCTED: the Faction Order of every other card is in no source.
 *   Method (position-balanced, so that no opponent is favoured by the
 *   reconstruction): for a faction, let o0 < o1 < o2 be its three opponents
 *   in seat order (Coalition, KPD, NSDAP, RC).  Form the sequence P of nine
 *   orders: the six permutations of (o0, o1, o2) in lexicographic order,
 *   then the three cyclic rotations (o0 o1 o2), (o1 o2 o0), (o2 o0 o1).
 *   Over P every opponent stands exactly three times in each position.
 *   The faction's k-th card (k = 0..8 in number order) takes P[(k + 6) mod
 *   9]; the shift 6 is the one shift that gives card #5 (the Coalition's
 *   k = 4) the rulebook's order, and it is used for all four factions.
 *   tests/check_republic_np.c recomputes the method and checks the
 *   balance; a content pack with the printed cards replaces the orders.
 *
 * Not in any source and so not here: the cards' titles and any Additional
 * Instructions other than "Reshuffle Bot Deck".
 */
#include "content.h"

#define COAL RP_COALITION
#define KPD RP_KPD
#define NSDAP RP_NSDAP
#define RC RP_RC
#define EVENT2 1 /* "Event + 2 Bot Actions" */
#define ONE 0    /* "1 Bot Action" */
/* §8.8 (RULEBOOK) = facts §5.1 (TRANSCRIBED): npriorities, the list. */
#define COAL_PRI 3, {RP_BA_SPECIAL, RP_BA_PLACE_INFLUENCE, RP_BA_REMOVE_INFLUENCE, 0}
#define KN_PRI 3, {RP_BA_PLACE_INFLUENCE, RP_BA_SPECIAL, RP_BA_REMOVE_INFLUENCE, 0}
#define RC_PRI 4, {RP_BA_PLACE_CLIQUE, RP_BA_PLACE_INFLUENCE, RP_BA_SPECIAL, RP_BA_REMOVE_INFLUENCE}
#define ORDER_RULEBOOK (RP_BSRC_TRANSCRIBED | RP_BSRC_ORDER_RULEBOOK)
#define ORDER_RECON (RP_BSRC_TRANSCRIBED | RP_BSRC_ORDER_RECONSTRUCTED)

/* number, faction, Impulse kind, Impulse, summary, Reshuffle, priorities,
 * Faction Order (left to right), provenance. */
const rp_botcard wm__republic_botcards[RP_NBOTCARDS + 1] = {
    [0] = {0, RP_NOBODY, 0, 0, 0, 0, 0, {0, 0, 0, 0}, {0, 0, 0}, 0},
    [1] = {1, RP_COALITION, RP_IMPULSE_SPACE, RP_BERLIN, EVENT2, 0, COAL_PRI, {KPD, NSDAP, RC}, ORDER_RECON},
    [2] = {2, RP_COALITION, RP_IMPULSE_SPACE, RP_BERLIN, EVENT2, 1, COAL_PRI, {NSDAP, RC, KPD}, ORDER_RECON},
    [3] = {3, RP_COALITION, RP_IMPULSE_REGION, RP_NORTHERN_STATES, ONE, 0, COAL_PRI, {RC, KPD, NSDAP}, ORDER_RECON},
    [4] = {4, RP_COALITION, RP_IMPULSE_SPACE, RP_MUENCHEN, EVENT2, 0, COAL_PRI, {KPD, NSDAP, RC}, ORDER_RECON},
    [5] = {5, RP_COALITION, RP_IMPULSE_SPACE, RP_MUENCHEN, EVENT2, 0, COAL_PRI, {KPD, RC, NSDAP}, ORDER_RULEBOOK},
    [6] = {6, RP_COALITION, RP_IMPULSE_REGION, RP_SOUTHERN_STATES, ONE, 0, COAL_PRI, {NSDAP, KPD, RC}, ORDER_RECON},
    [7] = {7, RP_COALITION, RP_IMPULSE_SPACE, RP_KOELN, EVENT2, 0, COAL_PRI, {NSDAP, RC, KPD}, ORDER_RECON},
    [8] = {8, RP_COALITION, RP_IMPULSE_SPACE, RP_HAMBURG, EVENT2, 0, COAL_PRI, {RC, KPD, NSDAP}, ORDER_RECON},
    [9] = {9, RP_COALITION, RP_IMPULSE_REGION, RP_PREUSSEN, EVENT2, 0, COAL_PRI, {RC, NSDAP, KPD}, ORDER_RECON},
    [10] = {10, RP_KPD, RP_IMPULSE_SPACE, RP_BERLIN, EVENT2, 0, KN_PRI, {COAL, NSDAP, RC}, ORDER_RECON},
    [11] = {11, RP_KPD, RP_IMPULSE_SPACE, RP_BERLIN, EVENT2, 1, KN_PRI, {NSDAP, RC, COAL}, ORDER_RECON},
    [12] = {12, RP_KPD, RP_IMPULSE_REGION, RP_NORTHERN_STATES, EVENT2, 0, KN_PRI, {RC, COAL, NSDAP}, ORDER_RECON},
    [13] = {13, RP_KPD, RP_IMPULSE_SPACE, RP_MUENCHEN, EVENT2, 0, KN_PRI, {COAL, NSDAP, RC}, ORDER_RECON},
    [14] = {14, RP_KPD, RP_IMPULSE_SPACE, RP_HAMBURG, EVENT2, 0, KN_PRI, {COAL, RC, NSDAP}, ORDER_RECON},
    [15] = {15, RP_KPD, RP_IMPULSE_SPACE, RP_HAMBURG, ONE, 0, KN_PRI, {NSDAP, COAL, RC}, ORDER_RECON},
    [16] = {16, RP_KPD, RP_IMPULSE_REGION, RP_SOUTHERN_STATES, EVENT2, 0, KN_PRI, {NSDAP, RC, COAL}, ORDER_RECON},
    [17] = {17, RP_KPD, RP_IMPULSE_SPACE, RP_KOELN, EVENT2, 0, KN_PRI, {RC, COAL, NSDAP}, ORDER_RECON},
    [18] = {18, RP_KPD, RP_IMPULSE_SPACE, RP_KOELN, ONE, 0, KN_PRI, {RC, NSDAP, COAL}, ORDER_RECON},
    [19] = {19, RP_NSDAP, RP_IMPULSE_SPACE, RP_MUENCHEN, EVENT2, 0, KN_PRI, {COAL, KPD, RC}, ORDER_RECON},
    [20] = {20, RP_NSDAP, RP_IMPULSE_SPACE, RP_MUENCHEN, EVENT2, 1, KN_PRI, {KPD, RC, COAL}, ORDER_RECON},
    [21] = {21, RP_NSDAP, RP_IMPULSE_SPACE, RP_MUENCHEN, EVENT2, 0, KN_PRI, {RC, COAL, KPD}, ORDER_RECON},
    [22] = {22, RP_NSDAP, RP_IMPULSE_SPACE, RP_BERLIN, EVENT2, 0, KN_PRI, {COAL, KPD, RC}, ORDER_RECON},
    [23] = {23, RP_NSDAP, RP_IMPULSE_SPACE, RP_HAMBURG, EVENT2, 0, KN_PRI, {COAL, RC, KPD}, ORDER_RECON},
    [24] = {24, RP_NSDAP, RP_IMPULSE_SPACE, RP_HAMBURG, ONE, 0, KN_PRI, {KPD, COAL, RC}, ORDER_RECON},
    [25] = {25, RP_NSDAP, RP_IMPULSE_SPACE, RP_BERLIN, EVENT2, 0, KN_PRI, {KPD, RC, COAL}, ORDER_RECON},
    [26] = {26, RP_NSDAP, RP_IMPULSE_SPACE, RP_KOELN, EVENT2, 0, KN_PRI, {RC, COAL, KPD}, ORDER_RECON},
    [27] = {27, RP_NSDAP, RP_IMPULSE_SPACE, RP_KOELN, ONE, 0, KN_PRI, {RC, KPD, COAL}, ORDER_RECON},
    [28] = {28, RP_RC, RP_IMPULSE_CLIQUE, RP_CLIQUE_A, EVENT2, 0, RC_PRI, {COAL, KPD, NSDAP}, ORDER_RECON},
    [29] = {29, RP_RC, RP_IMPULSE_CLIQUE, RP_CLIQUE_A, EVENT2, 1, RC_PRI, {KPD, NSDAP, COAL}, ORDER_RECON},
    [30] = {30, RP_RC, RP_IMPULSE_CLIQUE, RP_CLIQUE_A, ONE, 0, RC_PRI, {NSDAP, COAL, KPD}, ORDER_RECON},
    [31] = {31, RP_RC, RP_IMPULSE_CLIQUE, RP_CLIQUE_C, EVENT2, 0, RC_PRI, {COAL, KPD, NSDAP}, ORDER_RECON},
    [32] = {32, RP_RC, RP_IMPULSE_CLIQUE, RP_CLIQUE_B, EVENT2, 0, RC_PRI, {COAL, NSDAP, KPD}, ORDER_RECON},
    [33] = {33, RP_RC, RP_IMPULSE_CLIQUE, RP_CLIQUE_B, ONE, 0, RC_PRI, {KPD, COAL, NSDAP}, ORDER_RECON},
    [34] = {34, RP_RC, RP_IMPULSE_CLIQUE, RP_CLIQUE_B, EVENT2, 0, RC_PRI, {KPD, NSDAP, COAL}, ORDER_RECON},
    [35] = {35, RP_RC, RP_IMPULSE_CLIQUE, RP_CLIQUE_C, EVENT2, 0, RC_PRI, {NSDAP, COAL, KPD}, ORDER_RECON},
    [36] = {36, RP_RC, RP_IMPULSE_CLIQUE, RP_CLIQUE_C, EVENT2, 0, RC_PRI, {NSDAP, KPD, COAL}, ORDER_RECON},
};

const uint8_t wm__republic_botcard_first[RP_NFACTIONS] = {1, 10, 19, 28};
