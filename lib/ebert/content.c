/*
 * content.c - Friedrich Ebert: the components ("Material").
 *
 * Provenance (shared/CONTENT.md).  The rulebook gives the structure, not
 * the card texts.  TRANSCRIBED from the rulebook: the counts of every
 * component (117 letters, 4 title cards, 11 milestones as 2/3/3/3, 4
 * golden target letters, 51 resolution cards, 12 Personal Experiences
 * cards, 15 invitations as 3 types of 5, 42 influence markers with the
 * Jokers); the groups of each chapter and their envelope colours; the
 * starting cards and tensions ("Setup for Chapter I" F1, "Setup for the
 * Further Chapters"); the distribution tables (who holds which group); the
 * invitations "Parteisitzung" (SPD) and "Demonstration" (neutral); the
 * milestone "Erster Mai" and its instruction (1 influence marker each for
 * the SPD and the Supporters of the Monarchy, example "First of May");
 * letter "Wahl in den Parteivorstand" -> resolution card 13 (Phase 3
 * example); letter "Risse in der Partei" with the padlock B and the "?" C
 * (Phase 2 example), whose key B is Ebert's approval of the war credits and
 * whose X C is the split of the USPD; the four glossary cards 1-4 (task
 * and support).  TRANSCRIBED from content/friedrich-ebert-facts.md: the
 * chapter titles and years.
 *
 * Everything else is RECONSTRUCTED by the method written at the top of each
 * table below, and tuned (content only, never rules) so that every chapter
 * can be both won and lost (measured: doc/rules-ebert.md).  A letter or
 * resolution card with a NULL name here takes its RECONSTRUCTED name from
 * texts.c, which holds every text a person reads (doc/ebert-content.md);
 * the names here are the rulebook's and those the rules tables named
 * before the texts came.
 */
#include "ebert.h"

#define S 0  /* group slot 0: SPD */
#define A 1  /* group slot 1: Monarchy (I) / Population (II-IV) */
#define B 2  /* group slot 2: Military / Revolutionaries / Opponents */

/*
 * Influence markers: 42 double-sided markers (TRANSCRIBED count).  The
 * split by logo is RECONSTRUCTED: 12 SPD, 10 for the second group
 * (Monarchy on one side, Population on the other), 10 for the third group
 * of the chapter, 10 Jokers.  Chapter I leaves the third group's 10 in the
 * box.
 */
const uint8_t wm__ebert_markers[EB_KINDS] = {12, 10, 10, 10};

/*
 * Resolution cards 1-51 (RECONSTRUCTED unless marked).  Method: the cards
 * are numbered by chapter (I: 1-15, so that card 13 belongs to Chapter I's
 * "Wahl in den Parteivorstand"; II: 16-27; III: 28-39; IV: 40-51).  Each
 * chapter has the same mix, after the rulebook's description of Phase 3
 * ("As a rule you receive 1 or more influence markers; sometimes tension
 * rises within a group, or a lasting effect is triggered") and of the
 * preview ("the warning symbol: additional tension arises, but you may
 * perhaps also acquire several influence markers"): plain cards giving 2
 * markers of one group; cards giving a group marker and a Joker (as in the
 * Phase 3 example "one influence marker SPD and one Joker", read as card
 * 13); warning cards raising one group's tension by 1-2 but giving 3-4
 * markers; events (EILT!) raising tension, sometimes with 1-2 markers;
 * and per chapter one key card and one X card (Chapter I: key only).
 * Groups are the chapter's slots 0-2; marker kind 3 is the Joker.
 */
const eb_rescard wm__ebert_rescards[EB_RES_CARDS + 1] = {
    [0] = {NULL, {{0}}},
    [1] = {NULL, {{OP_GAIN, 0, 2}}}, /* RECONSTRUCTED */
    [2] = {NULL, {{OP_GAIN, 1, 2}}}, /* RECONSTRUCTED */
    [3] = {NULL, {{OP_GAIN, 0, 1}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [4] = {NULL, {{OP_TENSION, 1, 1}, {OP_GAIN, 0, 2}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [5] = {NULL, {{OP_GAIN, 1, 1}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [6] = {NULL, {{OP_TENSION, 0, 2}, {OP_GAIN, 0, 2}, {OP_GAIN, EB_JOKER, 2}}}, /* RECONSTRUCTED */
    [7] = {NULL, {{OP_GAIN, 0, 1}, {OP_GAIN, 1, 1}}}, /* RECONSTRUCTED */
    [8] = {NULL, {{OP_TENSION, 1, 2}, {OP_GAIN, 1, 3}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [9] = {NULL, {{OP_TENSION, 0, 1}, {OP_TENSION, 1, 1}}}, /* RECONSTRUCTED */
    [10] = {NULL, {{OP_TENSION, 1, 1}, {OP_GAIN, 0, 1}}}, /* RECONSTRUCTED */
    [11] = {NULL, {{OP_GAIN, 0, 2}, {OP_KEY, 0, 0}}}, /* RECONSTRUCTED */
    [12] = {NULL, {{OP_GAIN, EB_JOKER, 2}}}, /* RECONSTRUCTED */
    [13] = {"Wahl in den Parteivorstand", {{OP_GAIN, 0, 1}, {OP_GAIN, EB_JOKER, 1}}}, /* TRANSCRIBED: number and name (Phase 3 example); instructions RECONSTRUCTED */
    [14] = {NULL, {{OP_TENSION, 0, 1}, {OP_GAIN, 1, 2}, {OP_GAIN, 0, 1}}}, /* RECONSTRUCTED */
    [15] = {NULL, {{OP_GAIN, 1, 2}, {OP_GAIN, 0, 1}}}, /* RECONSTRUCTED */
    [16] = {NULL, {{OP_GAIN, 0, 2}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [17] = {NULL, {{OP_GAIN, 1, 2}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [18] = {NULL, {{OP_GAIN, 2, 2}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [19] = {NULL, {{OP_GAIN, 0, 1}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [20] = {NULL, {{OP_TENSION, 1, 1}, {OP_GAIN, 0, 2}, {OP_GAIN, EB_JOKER, 1}, {OP_KEY, 1, 0}}}, /* RECONSTRUCTED */
    [21] = {NULL, {{OP_TENSION, 2, 2}, {OP_GAIN, 2, 2}, {OP_GAIN, EB_JOKER, 2}}}, /* RECONSTRUCTED */
    [22] = {NULL, {{OP_GAIN, 1, 1}, {OP_GAIN, 2, 1}, {OP_GAIN, 0, 1}}}, /* RECONSTRUCTED */
    [23] = {NULL, {{OP_TENSION, 1, 1}, {OP_TENSION, 2, 1}}}, /* RECONSTRUCTED */
    [24] = {NULL, {{OP_TENSION, 0, 1}, {OP_GAIN, 1, 1}, {OP_GAIN, 0, 1}}}, /* RECONSTRUCTED */
    [25] = {NULL, {{OP_GAIN, 0, 1}, {OP_GAIN, 1, 1}, {OP_X, 2, 0}}}, /* RECONSTRUCTED */
    [26] = {NULL, {{OP_TENSION, 0, 1}, {OP_GAIN, 0, 3}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [27] = {NULL, {{OP_GAIN, EB_JOKER, 1}, {OP_GAIN, 1, 1}}}, /* RECONSTRUCTED */
    [28] = {NULL, {{OP_GAIN, 0, 2}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [29] = {NULL, {{OP_GAIN, 1, 2}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [30] = {NULL, {{OP_GAIN, 2, 2}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [31] = {NULL, {{OP_GAIN, 0, 1}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [32] = {NULL, {{OP_TENSION, 2, 1}, {OP_GAIN, 0, 2}, {OP_GAIN, EB_JOKER, 1}, {OP_KEY, 3, 0}}}, /* RECONSTRUCTED */
    [33] = {NULL, {{OP_TENSION, 1, 2}, {OP_GAIN, 1, 2}, {OP_GAIN, EB_JOKER, 2}}}, /* RECONSTRUCTED */
    [34] = {NULL, {{OP_GAIN, 1, 1}, {OP_GAIN, 2, 1}, {OP_GAIN, 0, 1}}}, /* RECONSTRUCTED */
    [35] = {NULL, {{OP_TENSION, 2, 1}, {OP_TENSION, 0, 1}}}, /* RECONSTRUCTED */
    [36] = {NULL, {{OP_TENSION, 2, 1}, {OP_GAIN, 1, 1}, {OP_GAIN, 0, 1}}}, /* RECONSTRUCTED */
    [37] = {NULL, {{OP_GAIN, 0, 1}, {OP_GAIN, 2, 1}, {OP_X, 4, 0}}}, /* RECONSTRUCTED */
    [38] = {NULL, {{OP_TENSION, 0, 1}, {OP_GAIN, 0, 3}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [39] = {NULL, {{OP_GAIN, EB_JOKER, 1}, {OP_GAIN, 2, 1}}}, /* RECONSTRUCTED */
    [40] = {NULL, {{OP_GAIN, 0, 2}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [41] = {NULL, {{OP_GAIN, 1, 2}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [42] = {NULL, {{OP_GAIN, 2, 2}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [43] = {NULL, {{OP_GAIN, 0, 1}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [44] = {NULL, {{OP_TENSION, 2, 1}, {OP_GAIN, 0, 2}, {OP_GAIN, EB_JOKER, 1}, {OP_KEY, 5, 0}}}, /* RECONSTRUCTED */
    [45] = {NULL, {{OP_TENSION, 1, 2}, {OP_GAIN, 1, 2}, {OP_GAIN, EB_JOKER, 2}}}, /* RECONSTRUCTED */
    [46] = {NULL, {{OP_GAIN, 1, 1}, {OP_GAIN, 2, 1}, {OP_GAIN, 0, 1}}}, /* RECONSTRUCTED */
    [47] = {NULL, {{OP_TENSION, 2, 1}, {OP_TENSION, 0, 1}}}, /* RECONSTRUCTED */
    [48] = {NULL, {{OP_TENSION, 2, 1}, {OP_GAIN, 1, 1}, {OP_GAIN, 0, 1}}}, /* RECONSTRUCTED */
    [49] = {NULL, {{OP_GAIN, 0, 1}, {OP_GAIN, 2, 1}, {OP_X, 6, 0}}}, /* RECONSTRUCTED */
    [50] = {NULL, {{OP_TENSION, 0, 1}, {OP_GAIN, 0, 3}, {OP_GAIN, EB_JOKER, 1}}}, /* RECONSTRUCTED */
    [51] = {NULL, {{OP_GAIN, EB_JOKER, 1}, {OP_GAIN, 2, 1}}}, /* RECONSTRUCTED */
};

/*
 * Letters (RECONSTRUCTED unless named).  Method: Chapter I has 27 letters
 * (12 before "Erster Mai", 10 before the second milestone, 5 after it);
 * Chapters II-IV have 30 (10/8/7/5 around their 3 milestones): 27 + 3 x 30
 * = 117.  Envelope colours cycle through a pattern giving the SPD about
 * 45 %, the other groups the rest (Chapter I: S A S A A S; II: S A B S B A;
 * III-IV: S A B B S A).  Each chapter has 2-3 EILT! events (one per segment
 * but the last), one padlocked letter whose key comes from an earlier
 * letter of the same chapter, and one "?" letter made obsolete by a later
 * letter's X (Chapter II: exactly the rulebook's example).  Plain letters
 * cycle through the chapter's plain and warning resolution cards.  The
 * preview (marker kinds highlighted, warning) is derived from the card.
 * Columns: name, envelope group, flags, padlock letter + 1, "?" letter + 1,
 * resolution card, preview.  The last row of each table is the chapter's
 * golden target letter (its name RECONSTRUCTED after the chapter's end in
 * the public facts).
 */
static const eb_letter letters_1[] = {
    {"Wahl in den Parteivorstand", 0, 0, 0, 0, 13, 0x9}, /* 00 */
    {NULL, 1, 0, 0, 0, 1, 0x1}, /* 01 */
    {NULL, 0, 0, 0, 0, 2, 0x2}, /* 02 */
    {NULL, 1, 0, 0, 0, 3, 0x9}, /* 03 */
    {NULL, 0, 0, 0, 0, 11, 0x1}, /* 04 */
    {NULL, 0, 0, 0, 0, 5, 0xa}, /* 05 */
    {NULL, 1, LF_EILT|LF_WARN, 0, 0, 9, 0x0}, /* 06 */
    {NULL, 1, 0, 0, 0, 7, 0x3}, /* 07 */
    {NULL, 0, LF_WARN, 0, 0, 4, 0x9}, /* 08 */
    {NULL, 1, 0, 0, 0, 15, 0x3}, /* 09 */
    {NULL, 1, LF_WARN, 0, 0, 14, 0x3}, /* 10 */
    {NULL, 0, 0, 0, 0, 12, 0x8}, /* 11 */
    {NULL, 0, LF_WARN, 0, 0, 6, 0x9}, /* 12 */
    {NULL, 1, LF_WARN, 0, 0, 8, 0xa}, /* 13 */
    {NULL, 0, 0, 0, 0, 1, 0x1}, /* 14 */
    {NULL, 0, LF_EILT|LF_WARN, 0, 0, 10, 0x1}, /* 15 */
    {NULL, 1, 0, 0, 0, 2, 0x2}, /* 16 */
    {NULL, 0, 0, 0, 0, 7, 0x3}, /* 17 */
    {NULL, 1, LF_WARN, 1, 0, 14, 0x3}, /* 18 */
    {NULL, 1, 0, 0, 0, 3, 0x9}, /* 19 */
    {NULL, 0, 0, 0, 0, 5, 0xa}, /* 20 */
    {NULL, 1, 0, 0, 0, 1, 0x1}, /* 21 */
    {NULL, 1, 0, 0, 0, 2, 0x2}, /* 22 */
    {NULL, 0, 0, 0, 0, 3, 0x9}, /* 23 */
    {NULL, 0, 0, 0, 0, 5, 0xa}, /* 24 */
    {NULL, 1, 0, 0, 0, 7, 0x3}, /* 25 */
    {NULL, 0, LF_WARN, 0, 0, 4, 0x9}, /* 26 */
    {"Wahl zum Parteivorsitzenden", 0, 0, 0, 0, 0, 0}, /* golden target letter */
};
static const eb_letter letters_2[] = {
    {NULL, 0, 0, 0, 0, 16, 0x9}, /* 00 */
    {"Bewilligung der Kriegskredite", 0, LF_WARN, 0, 0, 20, 0x9}, /* 01 */
    {NULL, 2, 0, 0, 0, 17, 0xa}, /* 02 */
    {"Risse in der Partei", 0, LF_WARN, 2, 3, 26, 0x9}, /* 03 */
    {NULL, 2, 0, 0, 0, 18, 0xc}, /* 04 */
    {NULL, 1, LF_EILT|LF_WARN, 0, 0, 23, 0x0}, /* 05 */
    {NULL, 0, 0, 0, 0, 19, 0x9}, /* 06 */
    {NULL, 1, 0, 0, 0, 22, 0x7}, /* 07 */
    {NULL, 2, 0, 0, 0, 27, 0xa}, /* 08 */
    {NULL, 0, LF_WARN, 0, 0, 21, 0xc}, /* 09 */
    {NULL, 2, 0, 0, 0, 16, 0x9}, /* 10 */
    {NULL, 1, 0, 0, 0, 17, 0xa}, /* 11 */
    {NULL, 0, 0, 0, 0, 18, 0xc}, /* 12 */
    {NULL, 0, LF_EILT|LF_WARN, 0, 0, 24, 0x3}, /* 13 */
    {NULL, 2, 0, 0, 0, 22, 0x7}, /* 14 */
    {NULL, 0, LF_WARN, 0, 0, 26, 0x9}, /* 15 */
    {NULL, 2, 0, 0, 0, 19, 0x9}, /* 16 */
    {NULL, 1, 0, 0, 0, 16, 0x9}, /* 17 */
    {NULL, 0, 0, 0, 0, 17, 0xa}, /* 18 */
    {NULL, 1, 0, 0, 0, 18, 0xc}, /* 19 */
    {"Gründung der USPD", 0, 0, 0, 0, 25, 0x3}, /* 20 */
    {NULL, 0, 0, 0, 0, 19, 0x9}, /* 21 */
    {NULL, 2, LF_EILT|LF_WARN, 0, 0, 23, 0x0}, /* 22 */
    {NULL, 1, 0, 0, 0, 22, 0x7}, /* 23 */
    {NULL, 0, 0, 0, 0, 27, 0xa}, /* 24 */
    {NULL, 1, LF_WARN, 0, 0, 21, 0xc}, /* 25 */
    {NULL, 2, 0, 0, 0, 16, 0x9}, /* 26 */
    {NULL, 0, 0, 0, 0, 17, 0xa}, /* 27 */
    {NULL, 2, 0, 0, 0, 18, 0xc}, /* 28 */
    {NULL, 1, 0, 0, 0, 22, 0x7}, /* 29 */
    {"Reichskanzler für einen Tag", 0, 0, 0, 0, 0, 0}, /* golden target letter */
};
static const eb_letter letters_3[] = {
    {NULL, 0, 0, 0, 0, 28, 0x9}, /* 00 */
    {NULL, 1, 0, 0, 0, 29, 0xa}, /* 01 */
    {NULL, 0, LF_WARN, 0, 0, 32, 0x9}, /* 02 */
    {NULL, 2, 0, 0, 0, 30, 0xc}, /* 03 */
    {NULL, 0, 0, 0, 0, 31, 0x9}, /* 04 */
    {NULL, 2, LF_EILT|LF_WARN, 0, 0, 35, 0x0}, /* 05 */
    {NULL, 0, 0, 0, 0, 34, 0x7}, /* 06 */
    {NULL, 1, 0, 0, 0, 39, 0xc}, /* 07 */
    {NULL, 2, LF_WARN, 0, 0, 33, 0xa}, /* 08 */
    {NULL, 2, LF_WARN, 4, 0, 38, 0x9}, /* 09 */
    {NULL, 0, LF_WARN, 0, 0, 38, 0x9}, /* 10 */
    {NULL, 1, 0, 0, 0, 28, 0x9}, /* 11 */
    {NULL, 0, 0, 0, 0, 29, 0xa}, /* 12 */
    {NULL, 0, LF_EILT|LF_WARN, 0, 0, 36, 0x3}, /* 13 */
    {NULL, 2, 0, 0, 0, 30, 0xc}, /* 14 */
    {NULL, 2, 0, 0, 0, 34, 0x7}, /* 15 */
    {NULL, 1, 0, 0, 5, 29, 0xa}, /* 16 */
    {NULL, 1, 0, 0, 0, 31, 0x9}, /* 17 */
    {NULL, 0, 0, 0, 0, 28, 0x9}, /* 18 */
    {NULL, 1, 0, 0, 0, 29, 0xa}, /* 19 */
    {NULL, 2, 0, 0, 0, 30, 0xc}, /* 20 */
    {NULL, 0, 0, 0, 0, 37, 0x5}, /* 21 */
    {NULL, 1, LF_EILT|LF_WARN, 0, 0, 35, 0x0}, /* 22 */
    {NULL, 1, 0, 0, 0, 31, 0x9}, /* 23 */
    {NULL, 0, 0, 0, 0, 34, 0x7}, /* 24 */
    {NULL, 1, 0, 0, 0, 39, 0xc}, /* 25 */
    {NULL, 2, LF_WARN, 0, 0, 33, 0xa}, /* 26 */
    {NULL, 2, LF_WARN, 0, 0, 38, 0x9}, /* 27 */
    {NULL, 0, 0, 0, 0, 28, 0x9}, /* 28 */
    {NULL, 1, 0, 0, 0, 29, 0xa}, /* 29 */
    {"Unterzeichnung der Verfassung", 0, 0, 0, 0, 0, 0}, /* golden target letter */
};
static const eb_letter letters_4[] = {
    {NULL, 0, 0, 0, 0, 40, 0x9}, /* 00 */
    {NULL, 1, 0, 0, 0, 41, 0xa}, /* 01 */
    {NULL, 0, LF_WARN, 0, 0, 44, 0x9}, /* 02 */
    {NULL, 2, 0, 0, 0, 42, 0xc}, /* 03 */
    {NULL, 0, 0, 0, 0, 43, 0x9}, /* 04 */
    {NULL, 2, LF_EILT|LF_WARN, 0, 0, 47, 0x0}, /* 05 */
    {NULL, 0, 0, 0, 0, 46, 0x7}, /* 06 */
    {NULL, 1, 0, 0, 0, 51, 0xc}, /* 07 */
    {NULL, 2, LF_WARN, 0, 0, 45, 0xa}, /* 08 */
    {NULL, 2, LF_WARN, 6, 0, 50, 0x9}, /* 09 */
    {NULL, 0, LF_WARN, 0, 0, 50, 0x9}, /* 10 */
    {NULL, 1, 0, 0, 0, 40, 0x9}, /* 11 */
    {NULL, 1, 0, 8, 0, 41, 0xa}, /* 12 */
    {NULL, 0, LF_EILT|LF_WARN, 0, 0, 48, 0x3}, /* 13 */
    {NULL, 2, 0, 0, 0, 41, 0xa}, /* 14 */
    {NULL, 2, 0, 0, 0, 42, 0xc}, /* 15 */
    {NULL, 1, 0, 0, 7, 41, 0xa}, /* 16 */
    {NULL, 1, 0, 0, 0, 46, 0x7}, /* 17 */
    {NULL, 0, 0, 0, 0, 43, 0x9}, /* 18 */
    {NULL, 1, 0, 0, 0, 40, 0x9}, /* 19 */
    {NULL, 2, 0, 0, 0, 41, 0xa}, /* 20 */
    {NULL, 0, 0, 0, 0, 49, 0x5}, /* 21 */
    {NULL, 1, LF_EILT|LF_WARN, 0, 0, 47, 0x0}, /* 22 */
    {NULL, 1, 0, 0, 0, 42, 0xc}, /* 23 */
    {NULL, 0, 0, 0, 0, 43, 0x9}, /* 24 */
    {NULL, 1, 0, 0, 0, 46, 0x7}, /* 25 */
    {NULL, 2, 0, 0, 0, 51, 0xc}, /* 26 */
    {NULL, 2, LF_WARN, 0, 0, 45, 0xa}, /* 27 */
    {NULL, 0, LF_WARN, 0, 0, 50, 0x9}, /* 28 */
    {NULL, 1, 0, 0, 0, 40, 0x9}, /* 29 */
    {"Vermächtnis der Republik", 0, 0, 0, 0, 0, 0}, /* golden target letter */
};

/*
 * Milestones (11: 2 in Chapter I, 3 in each other chapter; TRANSCRIBED
 * count).  "Erster Mai" and its instruction are TRANSCRIBED (example "First
 * of May": 1 influence marker each for the SPD and the Supporters of the
 * Monarchy); its spaces are RECONSTRUCTED.  The other milestones are
 * RECONSTRUCTED.  Method: named after the turning points of the chapter's
 * years in the public facts, never the name of the chapter's golden target
 * letter ("Reichstagswahl 1912", "Oktoberreform" and "Friedensvertrag"
 * were "Wahl zum Parteivorsitzenden", "Reichskanzler" and "Weimarer
 * Verfassung" before the texts: the first two were the golden letters'
 * names, the third came after the letters it is dealt before); 3 spaces on the first milestone of a chapter,
 * 4 on the later ones, each group at least once; instruction 1 removes the
 * invitations of every group; instruction 2 gives 1-2 markers, and one
 * milestone (Chapter IV's first) has a lasting key (H) that unlocks a
 * letter of that chapter.
 */
#define ALL 7u
static const eb_milestone ms_1[2] = {
    {"Erster Mai", 3, {S, S, A}, ALL, {{OP_GAIN, S, 1}, {OP_GAIN, A, 1}}},
    {"Reichstagswahl 1912", 4, {S, S, A, A}, ALL, {{OP_GAIN, EB_JOKER, 1}}},
};
static const eb_milestone ms_2[3] = {
    {"Burgfrieden", 3, {S, A, B}, ALL, {{OP_GAIN, A, 1}}},
    {"Friedensresolution", 4, {S, S, A, B}, ALL, {{OP_GAIN, S, 1}, {OP_GAIN, EB_JOKER, 1}}},
    {"Oktoberreform", 4, {S, A, B, B}, ALL, {{OP_GAIN, EB_JOKER, 1}}},
};
static const eb_milestone ms_3[3] = {
    {"Rat der Volksbeauftragten", 3, {S, A, B}, ALL, {{OP_GAIN, B, 1}}},
    {"Wahl zur Nationalversammlung", 4, {S, S, A, B}, ALL, {{OP_GAIN, S, 1}, {OP_GAIN, EB_JOKER, 1}}},
    {"Friedensvertrag", 4, {S, A, A, B}, ALL, {{OP_GAIN, EB_JOKER, 1}}},
};
static const eb_milestone ms_4[3] = {
    {"Kapp-Putsch abgewehrt", 3, {S, A, B}, ALL, {{OP_GAIN, A, 1}, {OP_KEY, 7, 0}}},
    {"Ende des Ruhrkampfs", 4, {S, A, B, B}, ALL, {{OP_GAIN, S, 1}, {OP_GAIN, EB_JOKER, 1}}},
    {"Dawes-Plan", 4, {S, S, A, B}, ALL, {{OP_GAIN, EB_JOKER, 1}}},
};

/*
 * Chapters.  Groups, starting cards and tensions, and the distribution
 * tables (holder[people][group] = seat) are TRANSCRIBED.  The invitation
 * of the Population ("Volksversammlung") is RECONSTRUCTED: the rulebook
 * names only "Parteisitzung" and "Demonstration" of the 3 types; the third
 * group of Chapters II-IV and the Monarchy use the neutral "Demonstration".
 * Chapter titles and years: TRANSCRIBED from the public facts.
 */
const eb_chapter wm__ebert_chapters[EB_CHAPTERS + 1] = {
    [0] = {NULL, NULL, 0, {NULL, NULL, NULL}, {NULL, NULL, NULL}, 0, 0, {0}, {0}, {0}, {{0}}, NULL, NULL},
    [1] = {"Demokratie anbahnen - Das Kaiserreich", "1900-1913", 2,
           {"SPD", "Monarchy", "none"}, {"Parteisitzung", "Demonstration", NULL},
           27, 2, {12, 22, 0}, {0, 1, 0}, {0, 1, 0},
           {{0, 0, 0}, {0, 0, 0}, {0, 1, 0}, {1, 2, 0}, {1, 2, 0}}, letters_1, ms_1},
    [2] = {"Demokratie erarbeiten - Der Erste Weltkrieg", "1914-1918", 3,
           {"SPD", "Population", "Military"}, {"Parteisitzung", "Volksversammlung", "Demonstration"},
           30, 3, {10, 18, 25}, {0, 0, 1}, {1, 1, 3},
           {{0, 0, 0}, {0, 0, 0}, {0, 1, 1}, {1, 2, 2}, {1, 2, 3}}, letters_2, ms_2},
    [3] = {"Demokratie schaffen - Die Revolution", "1918-1919", 3,
           {"SPD", "Population", "Revolutionaries"}, {"Parteisitzung", "Volksversammlung", "Demonstration"},
           30, 3, {10, 18, 25}, {0, 0, 1}, {1, 1, 2},
           {{0, 0, 0}, {0, 0, 0}, {0, 1, 1}, {1, 2, 2}, {1, 2, 3}}, letters_3, ms_3},
    [4] = {"Demokratie bewahren - Die frühe Weimarer Republik", "1920-1925", 3,
           {"SPD", "Population", "Opponents"}, {"Parteisitzung", "Volksversammlung", "Demonstration"},
           30, 3, {10, 18, 25}, {0, 0, 1}, {0, 1, 2},
           {{0, 0, 0}, {0, 0, 0}, {0, 1, 1}, {1, 2, 2}, {1, 2, 3}}, letters_4, ms_4},
};

/*
 * Personal Experiences / Support cards.  Cards 1-4 are TRANSCRIBED from
 * the glossary.  The glossary does not reproduce the infinity marks; read:
 * Gefallen einfordern, a card that keeps markers "later", is infinite, the
 * other three are once-only ("once" is written on Annahme verweigern).
 * Cards 5-12 are RECONSTRUCTED.  Method: tasks of the same three shapes as
 * the glossary's (markers on spaces, + tension distributed at once,
 * additional letters), supports of the same four kinds with other costs
 * and amounts; the only infinite supports are Gefallen einfordern and
 * "Ruhe bewahren", which never lowers tension by more than 2 per marker
 * paid (the rate of a plain marker) and never gives markers back, so that
 * no use of markers and no chapter can go on forever (an infinite
 * exchange of markers for Jokers would).  Card 8's task (+5 tension, like card 2's) lets the
 * Phase 4 example (a "+5 tension" task above "Annahme verweigern") be
 * played with two distinct cards, as the set-up requires.
 * Columns: task name, spaces, tension, of which SPD, draws; support name,
 * kind, cost, amount, infinite.
 */
const eb_pe wm__ebert_pe[EB_PE_CARDS] = {
    {"Zwei Joker", 2, {PE_JOKER, PE_JOKER, 0}, 0, 0, 0, "Geheime Absprache", SP_SECRET, 3, 4, 0},
    {"Spannung aushalten", 0, {0, 0, 0}, 5, 0, 0, "Annahme verweigern", SP_REFUSE, 1, 0, 0},
    {"Parteiarbeit", 1, {PE_SPD, 0, 0}, 3, 0, 0, "Entspannung", SP_RELAX, 2, 6, 0},
    {"Neue Briefe", 0, {0, 0, 0}, 2, 0, 2, "Gefallen einfordern", SP_FAVOUR, 0, 0, 1},
    {"Rückendeckung", 2, {PE_ANY, PE_JOKER, 0}, 0, 0, 0, "Vertrauensleute", SP_SECRET, 2, 3, 0},
    {"Streit in der Fraktion", 0, {0, 0, 0}, 4, 2, 0, "Parteidisziplin", SP_RELAX, 1, 3, 0},
    {"Wahlkampf", 2, {PE_SPD, PE_SPD, 0}, 0, 0, 0, "Pressearbeit", SP_RELAX, 2, 5, 0},
    {"Unruhige Zeiten", 0, {0, 0, 0}, 5, 0, 0, "Vertagung", SP_REFUSE, 1, 0, 0},
    {"Netzwerk", 3, {PE_ANY, PE_ANY, PE_ANY}, 0, 0, 0, "Hinterzimmergespräch", SP_SECRET, 3, 4, 0},
    {"Verhandlungen", 1, {PE_JOKER, 0, 0}, 2, 0, 0, "Ruhe bewahren", SP_RELAX, 2, 4, 1},
    {"Schwere Entscheidung", 0, {0, 0, 0}, 6, 3, 0, "Rückhalt in der Fraktion", SP_RELAX, 1, 3, 0},
    {"Reisen", 2, {PE_SPD, PE_ANY, 0}, 0, 0, 1, "Geduld", SP_SECRET, 2, 3, 0},
};
