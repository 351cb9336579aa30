/*
 * content.c - The Weimar Republic: the printed components as data.
 *
 * Provenance marks (../shared/CONTENT.md), used in every table below:
 *   RULEBOOK       ../shared/rules/the-weimar-republic.txt, section cited
 *   TRANSCRIBED    ../shared/content/weimar-republic-facts.md (an unofficial
 *                  transcription), section cited as "facts §n"
 *   RECONSTRUCTED  in no source: the method is written at the top of the
 *                  table; doc/republic-content.md gives every value and reason
 * Where the facts file and the rulebook disagree the rulebook wins (the
 * facts file's §8 lists the conflicts; each one is resolved where it bites).
 *
 * Nothing here changes at run time: every object is `const`.
 */
#include "content.h"
#include "weimar/republic.h" /* WM_REPUBLIC_A_* (the Actions an Event contains) */

#include <stddef.h>

#define B(s) RP_SPACE_BIT(s)

/* ==================================================================== */
/* Spaces                                                               */
/* ==================================================================== */
/*
 * Names and numbers: Population Number and Political Value TRANSCRIBED
 * (facts §1); spellings as the rulebook prints them where it names the space
 * (17 spaces), otherwise the facts file's ("Waldeck and Lippe",
 * "Braunschweig and Anhalt", ...).
 *
 * Regions.  RULEBOOK §1.2: every space except Bayern and the Cities is in a
 * Region (Northern States, Southern States, Preußen); Sachsen is a Southern
 * State; Provinz Sachsen and Brandenburg are Prussian Provinces; the
 * comprehensive Non-player example gives the Coalition "Parliamentary
 * Control in the Prussian Provinces" as its bonus in Pommern.
 * RECONSTRUCTED method for the rest:
 *   1. Preußen = every space that was a province of the Free State of
 *      Prussia in 1919-1933 (Ostpreußen, Grenzmark Posen-Westpreußen,
 *      Pommern, Brandenburg, Provinz Sachsen, Niederschlesien,
 *      Oberschlesien, Schleswig-Holstein, Hannover, Westfalen,
 *      Hessen-Nassau = "Hessenprovinz", Rheinprovinz): 12 spaces.  The
 *      rulebook's own wording ("Prussian Province", blue) is historical.
 *   2. The other 9 Länder are split at latitude 51.5° N by the seat of
 *      government of the state (for a merged space: of its more populous
 *      member).  North: Mecklenburg (Schwerin 53.6°), Oldenburg (53.1°),
 *      Braunschweig and Anhalt (Braunschweig 52.3°), Waldeck and Lippe
 *      (Lippe, Detmold 51.9°).  South: Sachsen (Dresden 51.05°, fixed by
 *      §1.2), Thüringen (Weimar 51.0°), Hessen (Darmstadt 49.9°), Baden
 *      (Karlsruhe 49.0°), Württemberg (Stuttgart 48.8°).  The traditional
 *      Main line would put Sachsen in the north, which §1.2 forbids.
 */
const rp_space_info wm__republic_spaces[RP_NSPACES] = {
#define NAMED (RP_SRC_NAME_RULEBOOK)
#define NUMS (RP_SRC_POP_TRANSCRIBED | RP_SRC_PV_TRANSCRIBED | RP_SRC_ADJ_RECONSTRUCTED)
#define R_RB RP_SRC_REGION_RULEBOOK
#define R_RC RP_SRC_REGION_RECONSTRUCTED
    /*                         name                      ascii                 pop pv region              city kind              pc                       source */
    [RP_BERLIN]             = {"Berlin",                 "Berlin",              6, 6, RP_NO_REGION,       1, RP_KIND_CITY,     RP_PC_BERLIN,            NAMED | NUMS | R_RB},
    [RP_MUENCHEN]           = {"München",                "Muenchen",            4, 4, RP_NO_REGION,       1, RP_KIND_CITY,     RP_PC_MUENCHEN,          NAMED | NUMS | R_RB},
    [RP_HAMBURG]            = {"Hamburg",                "Hamburg",             4, 4, RP_NO_REGION,       1, RP_KIND_CITY,     RP_PC_HAMBURG,           NAMED | NUMS | R_RB},
    [RP_KOELN]              = {"Köln",                   "Koeln",               3, 3, RP_NO_REGION,       1, RP_KIND_CITY,     RP_PC_KOELN,             NAMED | NUMS | R_RB},
    [RP_BAYERN]             = {"Bayern",                 "Bayern",             14, 5, RP_NO_REGION,       0, RP_KIND_STATE,    RP_PC_BAYERN,            NAMED | NUMS | R_RB},
    [RP_MECKLENBURG]        = {"Mecklenburg",            "Mecklenburg",         4, 1, RP_NORTHERN_STATES, 0, RP_KIND_STATE,    RP_PC_NORTHERN_STATES,   NUMS | R_RC},
    [RP_OLDENBURG]          = {"Oldenburg",              "Oldenburg",           2, 1, RP_NORTHERN_STATES, 0, RP_KIND_STATE,    RP_PC_NORTHERN_STATES,   NUMS | R_RC},
    [RP_BRAUNSCHWEIG_ANHALT]= {"Braunschweig and Anhalt","BraunschweigAnhalt",  3, 1, RP_NORTHERN_STATES, 0, RP_KIND_STATE,    RP_PC_NORTHERN_STATES,   NUMS | R_RC},
    [RP_WALDECK_LIPPE]      = {"Waldeck and Lippe",      "WaldeckLippe",        2, 1, RP_NORTHERN_STATES, 0, RP_KIND_STATE,    RP_PC_NORTHERN_STATES,   NUMS | R_RC},
    [RP_SACHSEN]            = {"Sachsen",                "Sachsen",             5, 2, RP_SOUTHERN_STATES, 0, RP_KIND_STATE,    RP_PC_SOUTHERN_STATES,   NAMED | NUMS | R_RB},
    [RP_THUERINGEN]         = {"Thüringen",              "Thueringen",          4, 1, RP_SOUTHERN_STATES, 0, RP_KIND_STATE,    RP_PC_SOUTHERN_STATES,   NAMED | NUMS | R_RC},
    [RP_HESSEN]             = {"Hessen",                 "Hessen",              4, 1, RP_SOUTHERN_STATES, 0, RP_KIND_STATE,    RP_PC_SOUTHERN_STATES,   NAMED | NUMS | R_RC},
    [RP_BADEN]              = {"Baden",                  "Baden",               6, 2, RP_SOUTHERN_STATES, 0, RP_KIND_STATE,    RP_PC_SOUTHERN_STATES,   NUMS | R_RC},
    [RP_WUERTTEMBERG]       = {"Württemberg",            "Wuerttemberg",        6, 2, RP_SOUTHERN_STATES, 0, RP_KIND_STATE,    RP_PC_SOUTHERN_STATES,   NUMS | R_RC},
    [RP_OSTPREUSSEN]        = {"Ostpreußen",             "Ostpreussen",         5, 2, RP_PREUSSEN,        0, RP_KIND_PROVINCE, RP_PC_PREUSSEN,          NAMED | NUMS | R_RC},
    [RP_POSEN_WESTPREUSSEN] = {"Posen-Westpreußen",      "PosenWestpreussen",   2, 1, RP_PREUSSEN,        0, RP_KIND_PROVINCE, RP_PC_PREUSSEN,          NAMED | NUMS | R_RC},
    [RP_POMMERN]            = {"Pommern",                "Pommern",             4, 1, RP_PREUSSEN,        0, RP_KIND_PROVINCE, RP_PC_PREUSSEN,          NAMED | NUMS | R_RB},
    [RP_BRANDENBURG]        = {"Brandenburg",            "Brandenburg",         6, 2, RP_PREUSSEN,        0, RP_KIND_PROVINCE, RP_PC_PREUSSEN,          NAMED | NUMS | R_RB},
    [RP_PROVINZ_SACHSEN]    = {"Provinz Sachsen",        "ProvinzSachsen",      6, 2, RP_PREUSSEN,        0, RP_KIND_PROVINCE, RP_PC_PREUSSEN,          NAMED | NUMS | R_RB},
    [RP_NIEDERSCHLESIEN]    = {"Niederschlesien",        "Niederschlesien",     6, 2, RP_PREUSSEN,        0, RP_KIND_PROVINCE, RP_PC_PREUSSEN,          NAMED | NUMS | R_RC},
    [RP_OBERSCHLESIEN]      = {"Oberschlesien",          "Oberschlesien",       4, 1, RP_PREUSSEN,        0, RP_KIND_PROVINCE, RP_PC_PREUSSEN,          NAMED | NUMS | R_RC},
    [RP_SCHLESWIG_HOLSTEIN] = {"Schleswig-Holstein",     "SchleswigHolstein",   3, 1, RP_PREUSSEN,        0, RP_KIND_PROVINCE, RP_PC_PREUSSEN,          NUMS | R_RC},
    [RP_PROVINZ_HANNOVER]   = {"Provinz Hannover",       "ProvinzHannover",     7, 2, RP_PREUSSEN,        0, RP_KIND_PROVINCE, RP_PC_PREUSSEN,          NUMS | R_RC},
    [RP_PROVINZ_WESTFALEN]  = {"Provinz Westfalen",      "ProvinzWestfalen",   10, 4, RP_PREUSSEN,        0, RP_KIND_PROVINCE, RP_PC_PREUSSEN,          NUMS | R_RC},
    [RP_HESSENPROVINZ]      = {"Hessenprovinz",          "Hessenprovinz",       5, 2, RP_PREUSSEN,        0, RP_KIND_PROVINCE, RP_PC_PREUSSEN,          NAMED | NUMS | R_RC},
    [RP_RHEINPROVINZ]       = {"Rheinprovinz",           "Rheinprovinz",       14, 3, RP_PREUSSEN,        0, RP_KIND_PROVINCE, RP_PC_PREUSSEN,          NAMED | NUMS | R_RC},
#undef NAMED
#undef NUMS
#undef R_RB
#undef R_RC
};

const uint32_t wm__republic_region_mask[RP_NREGIONS] = {
    [RP_NORTHERN_STATES] = B(RP_MECKLENBURG) | B(RP_OLDENBURG) | B(RP_BRAUNSCHWEIG_ANHALT) | B(RP_WALDECK_LIPPE),
    [RP_SOUTHERN_STATES] = B(RP_SACHSEN) | B(RP_THUERINGEN) | B(RP_HESSEN) | B(RP_BADEN) | B(RP_WUERTTEMBERG),
    [RP_PREUSSEN] = B(RP_OSTPREUSSEN) | B(RP_POSEN_WESTPREUSSEN) | B(RP_POMMERN) | B(RP_BRANDENBURG) |
                    B(RP_PROVINZ_SACHSEN) | B(RP_NIEDERSCHLESIEN) | B(RP_OBERSCHLESIEN) |
                    B(RP_SCHLESWIG_HOLSTEIN) | B(RP_PROVINZ_HANNOVER) | B(RP_PROVINZ_WESTFALEN) |
                    B(RP_HESSENPROVINZ) | B(RP_RHEINPROVINZ),
};

/* §1.2, §7.1: Bayern, each City and each Region. */
const uint32_t wm__republic_pc_mask[RP_NPC] = {
    [RP_PC_HAMBURG] = B(RP_HAMBURG),
    [RP_PC_MUENCHEN] = B(RP_MUENCHEN),
    [RP_PC_KOELN] = B(RP_KOELN),
    [RP_PC_BERLIN] = B(RP_BERLIN),
    [RP_PC_BAYERN] = B(RP_BAYERN),
    [RP_PC_NORTHERN_STATES] = B(RP_MECKLENBURG) | B(RP_OLDENBURG) | B(RP_BRAUNSCHWEIG_ANHALT) | B(RP_WALDECK_LIPPE),
    [RP_PC_SOUTHERN_STATES] = B(RP_SACHSEN) | B(RP_THUERINGEN) | B(RP_HESSEN) | B(RP_BADEN) | B(RP_WUERTTEMBERG),
    [RP_PC_PREUSSEN] = B(RP_OSTPREUSSEN) | B(RP_POSEN_WESTPREUSSEN) | B(RP_POMMERN) | B(RP_BRANDENBURG) |
                       B(RP_PROVINZ_SACHSEN) | B(RP_NIEDERSCHLESIEN) | B(RP_OBERSCHLESIEN) |
                       B(RP_SCHLESWIG_HOLSTEIN) | B(RP_PROVINZ_HANNOVER) | B(RP_PROVINZ_WESTFALEN) |
                       B(RP_HESSENPROVINZ) | B(RP_RHEINPROVINZ),
};

/* §7.1 lists them as Hamburg, München, Köln, Berlin, Bayern, Northern
 * States, Southern States, Prussian Provinces (§1.2 Design Note: "Preußen"
 * and "Prussian Province" are the same Region). */
const char *const wm__republic_pc_names[RP_NPC] = {
    "Hamburg", "München", "Köln", "Berlin", "Bayern",
    "Northern States", "Southern States", "Prussian Provinces",
};
const char *const wm__republic_pc_ascii[RP_NPC] = {
    "Hamburg", "Muenchen", "Koeln", "Berlin", "Bayern",
    "NorthernStates", "SouthernStates", "Preussen",
};

/* ==================================================================== */
/* Adjacency                                                            */
/* ==================================================================== */
/*
 * RULEBOOK facts (each asserted by tests/check_republic_content.c):
 *   §1.2 example: Berlin is adjacent to Provinz Sachsen and Brandenburg but
 *     not to Sachsen; Provinz Sachsen and Brandenburg are adjacent to each
 *     other (both overlap Berlin) and to Sachsen.
 *   §6.3 Place Influence example: Hessen is adjacent to Hessenprovinz;
 *     Thüringen is NOT adjacent to Hessenprovinz (Hessenprovinz has
 *     Coalition Presence, yet Thüringen is "not in or adjacent to" any).
 *   §6.6 Remove Influence example: Berlin is 2 spaces from
 *     Posen-Westpreußen.
 *   Comprehensive Non-player example: Pommern is 4 spaces from München,
 *     Ostpreußen 5; Bayern is "the space closest to München" (so Bayern is
 *     München's only neighbour).
 *
 * RECONSTRUCTED method:
 *   1. Lines: two non-City spaces are adjacent when their 1919-1933
 *      territories shared a land border, counting each territory's main
 *      body and any detached part with at least about a quarter of its area
 *      (so Hessen's Oberhessen and Braunschweig's Weserbergland count; the
 *      Bavarian Palatinate, Oldenburg's Birkenfeld and Lübeck districts,
 *      Prussian Schleusingen and smaller exclaves do not).  Borders of only
 *      a few kilometres across a river (Brandenburg-Hannover at Lenzen) are
 *      not drawn.
 *   2. Exception from the rulebook: Thüringen-Hessenprovinz (a real Werra
 *      border) is not drawn, because the §6.3 example forbids it.
 *   3. Ostpreußen, cut off by the Polish Corridor, is linked to the two
 *      spaces that faced it across the Corridor, Pommern and
 *      Posen-Westpreußen (the sea route and the Corridor transit lines);
 *      this gives exactly the 4/5 distances of the Non-player example.
 *   4. City overlaps (§1.2 rule: a City is adjacent to the spaces it
 *      overlaps and they to each other): a City overlaps the space(s) its
 *      territory lay in or bordered: Berlin - Brandenburg, plus Provinz
 *      Sachsen (RULEBOOK §1.2); München - Bayern; Hamburg -
 *      Schleswig-Holstein and Provinz Hannover; Köln - Rheinprovinz.
 *   The resulting graph is connected; its diameter is 6.
 *   Generated by a small script (BFS for the distance table); the tests
 *   recompute the distances from wm__republic_adj.
 */
const uint32_t wm__republic_city_overlap[RP_NCITIES] = {
    [RP_BERLIN] = B(RP_BRANDENBURG) | B(RP_PROVINZ_SACHSEN),
    [RP_MUENCHEN] = B(RP_BAYERN),
    [RP_HAMBURG] = B(RP_SCHLESWIG_HOLSTEIN) | B(RP_PROVINZ_HANNOVER),
    [RP_KOELN] = B(RP_RHEINPROVINZ),
};

const uint32_t wm__republic_adj[RP_NSPACES] = {
    [RP_BERLIN] = B(RP_BRANDENBURG) | B(RP_PROVINZ_SACHSEN),
    [RP_MUENCHEN] = B(RP_BAYERN),
    [RP_HAMBURG] = B(RP_SCHLESWIG_HOLSTEIN) | B(RP_PROVINZ_HANNOVER),
    [RP_KOELN] = B(RP_RHEINPROVINZ),
    [RP_BAYERN] = B(RP_MUENCHEN) | B(RP_SACHSEN) | B(RP_THUERINGEN) | B(RP_HESSEN) | B(RP_BADEN) | B(RP_WUERTTEMBERG) | B(RP_HESSENPROVINZ),
    [RP_MECKLENBURG] = B(RP_POMMERN) | B(RP_BRANDENBURG) | B(RP_SCHLESWIG_HOLSTEIN) | B(RP_PROVINZ_HANNOVER),
    [RP_OLDENBURG] = B(RP_PROVINZ_HANNOVER),
    [RP_BRAUNSCHWEIG_ANHALT] = B(RP_PROVINZ_SACHSEN) | B(RP_PROVINZ_HANNOVER) | B(RP_PROVINZ_WESTFALEN),
    [RP_WALDECK_LIPPE] = B(RP_PROVINZ_HANNOVER) | B(RP_PROVINZ_WESTFALEN) | B(RP_HESSENPROVINZ),
    [RP_SACHSEN] = B(RP_BAYERN) | B(RP_THUERINGEN) | B(RP_BRANDENBURG) | B(RP_PROVINZ_SACHSEN) | B(RP_NIEDERSCHLESIEN),
    [RP_THUERINGEN] = B(RP_BAYERN) | B(RP_SACHSEN) | B(RP_PROVINZ_SACHSEN),
    [RP_HESSEN] = B(RP_BAYERN) | B(RP_BADEN) | B(RP_HESSENPROVINZ) | B(RP_RHEINPROVINZ),
    [RP_BADEN] = B(RP_BAYERN) | B(RP_HESSEN) | B(RP_WUERTTEMBERG),
    [RP_WUERTTEMBERG] = B(RP_BAYERN) | B(RP_BADEN),
    [RP_OSTPREUSSEN] = B(RP_POSEN_WESTPREUSSEN) | B(RP_POMMERN),
    [RP_POSEN_WESTPREUSSEN] = B(RP_OSTPREUSSEN) | B(RP_POMMERN) | B(RP_BRANDENBURG) | B(RP_NIEDERSCHLESIEN),
    [RP_POMMERN] = B(RP_MECKLENBURG) | B(RP_OSTPREUSSEN) | B(RP_POSEN_WESTPREUSSEN) | B(RP_BRANDENBURG),
    [RP_BRANDENBURG] = B(RP_BERLIN) | B(RP_MECKLENBURG) | B(RP_SACHSEN) | B(RP_POSEN_WESTPREUSSEN) | B(RP_POMMERN) | B(RP_PROVINZ_SACHSEN) | B(RP_NIEDERSCHLESIEN),
    [RP_PROVINZ_SACHSEN] = B(RP_BERLIN) | B(RP_BRAUNSCHWEIG_ANHALT) | B(RP_SACHSEN) | B(RP_THUERINGEN) | B(RP_BRANDENBURG) | B(RP_PROVINZ_HANNOVER) | B(RP_HESSENPROVINZ),
    [RP_NIEDERSCHLESIEN] = B(RP_SACHSEN) | B(RP_POSEN_WESTPREUSSEN) | B(RP_BRANDENBURG) | B(RP_OBERSCHLESIEN),
    [RP_OBERSCHLESIEN] = B(RP_NIEDERSCHLESIEN),
    [RP_SCHLESWIG_HOLSTEIN] = B(RP_HAMBURG) | B(RP_MECKLENBURG) | B(RP_PROVINZ_HANNOVER),
    [RP_PROVINZ_HANNOVER] = B(RP_HAMBURG) | B(RP_MECKLENBURG) | B(RP_OLDENBURG) | B(RP_BRAUNSCHWEIG_ANHALT) | B(RP_WALDECK_LIPPE) | B(RP_PROVINZ_SACHSEN) | B(RP_SCHLESWIG_HOLSTEIN) | B(RP_PROVINZ_WESTFALEN) | B(RP_HESSENPROVINZ),
    [RP_PROVINZ_WESTFALEN] = B(RP_BRAUNSCHWEIG_ANHALT) | B(RP_WALDECK_LIPPE) | B(RP_PROVINZ_HANNOVER) | B(RP_HESSENPROVINZ) | B(RP_RHEINPROVINZ),
    [RP_HESSENPROVINZ] = B(RP_BAYERN) | B(RP_WALDECK_LIPPE) | B(RP_HESSEN) | B(RP_PROVINZ_SACHSEN) | B(RP_PROVINZ_HANNOVER) | B(RP_PROVINZ_WESTFALEN) | B(RP_RHEINPROVINZ),
    [RP_RHEINPROVINZ] = B(RP_KOELN) | B(RP_HESSEN) | B(RP_PROVINZ_WESTFALEN) | B(RP_HESSENPROVINZ),
};

const uint8_t wm__republic_dist[RP_NSPACES][RP_NSPACES] = {
    /* BERLIN              */ {0, 4, 3, 4, 3, 2, 3, 2, 3, 2, 2, 3, 4, 4, 3, 2, 2, 1, 1, 2, 3, 3, 2, 3, 2, 3},
    /* MUENCHEN            */ {4, 0, 4, 4, 1, 4, 4, 4, 3, 2, 2, 2, 2, 2, 5, 4, 4, 3, 3, 3, 4, 4, 3, 3, 2, 3},
    /* HAMBURG             */ {3, 4, 0, 4, 3, 2, 2, 2, 2, 3, 3, 3, 4, 4, 4, 4, 3, 3, 2, 4, 5, 1, 1, 2, 2, 3},
    /* KOELN               */ {4, 4, 4, 0, 3, 4, 4, 3, 3, 4, 4, 2, 3, 4, 6, 5, 5, 4, 3, 5, 6, 4, 3, 2, 2, 1},
    /* BAYERN              */ {3, 1, 3, 3, 0, 3, 3, 3, 2, 1, 1, 1, 1, 1, 4, 3, 3, 2, 2, 2, 3, 3, 2, 2, 1, 2},
    /* MECKLENBURG         */ {2, 4, 2, 4, 3, 0, 2, 2, 2, 2, 3, 3, 4, 4, 2, 2, 1, 1, 2, 2, 3, 1, 1, 2, 2, 3},
    /* OLDENBURG           */ {3, 4, 2, 4, 3, 2, 0, 2, 2, 3, 3, 3, 4, 4, 4, 4, 3, 3, 2, 4, 5, 2, 1, 2, 2, 3},
    /* BRAUNSCHWEIG_ANHALT */ {2, 4, 2, 3, 3, 2, 2, 0, 2, 2, 2, 3, 4, 4, 4, 3, 3, 2, 1, 3, 4, 2, 1, 1, 2, 2},
    /* WALDECK_LIPPE       */ {3, 3, 2, 3, 2, 2, 2, 2, 0, 3, 3, 2, 3, 3, 4, 4, 3, 3, 2, 4, 5, 2, 1, 1, 1, 2},
    /* SACHSEN             */ {2, 2, 3, 4, 1, 2, 3, 2, 3, 0, 1, 2, 2, 2, 3, 2, 2, 1, 1, 1, 2, 3, 2, 3, 2, 3},
    /* THUERINGEN          */ {2, 2, 3, 4, 1, 3, 3, 2, 3, 1, 0, 2, 2, 2, 4, 3, 3, 2, 1, 2, 3, 3, 2, 3, 2, 3},
    /* HESSEN              */ {3, 2, 3, 2, 1, 3, 3, 3, 2, 2, 2, 0, 1, 2, 5, 4, 4, 3, 2, 3, 4, 3, 2, 2, 1, 1},
    /* BADEN               */ {4, 2, 4, 3, 1, 4, 4, 4, 3, 2, 2, 1, 0, 1, 5, 4, 4, 3, 3, 3, 4, 4, 3, 3, 2, 2},
    /* WUERTTEMBERG        */ {4, 2, 4, 4, 1, 4, 4, 4, 3, 2, 2, 2, 1, 0, 5, 4, 4, 3, 3, 3, 4, 4, 3, 3, 2, 3},
    /* OSTPREUSSEN         */ {3, 5, 4, 6, 4, 2, 4, 4, 4, 3, 4, 5, 5, 5, 0, 1, 1, 2, 3, 2, 3, 3, 3, 4, 4, 5},
    /* POSEN_WESTPREUSSEN  */ {2, 4, 4, 5, 3, 2, 4, 3, 4, 2, 3, 4, 4, 4, 1, 0, 1, 1, 2, 1, 2, 3, 3, 4, 3, 4},
    /* POMMERN             */ {2, 4, 3, 5, 3, 1, 3, 3, 3, 2, 3, 4, 4, 4, 1, 1, 0, 1, 2, 2, 3, 2, 2, 3, 3, 4},
    /* BRANDENBURG         */ {1, 3, 3, 4, 2, 1, 3, 2, 3, 1, 2, 3, 3, 3, 2, 1, 1, 0, 1, 1, 2, 2, 2, 3, 2, 3},
    /* PROVINZ_SACHSEN     */ {1, 3, 2, 3, 2, 2, 2, 1, 2, 1, 1, 2, 3, 3, 3, 2, 2, 1, 0, 2, 3, 2, 1, 2, 1, 2},
    /* NIEDERSCHLESIEN     */ {2, 3, 4, 5, 2, 2, 4, 3, 4, 1, 2, 3, 3, 3, 2, 1, 2, 1, 2, 0, 1, 3, 3, 4, 3, 4},
    /* OBERSCHLESIEN       */ {3, 4, 5, 6, 3, 3, 5, 4, 5, 2, 3, 4, 4, 4, 3, 2, 3, 2, 3, 1, 0, 4, 4, 5, 4, 5},
    /* SCHLESWIG_HOLSTEIN  */ {3, 4, 1, 4, 3, 1, 2, 2, 2, 3, 3, 3, 4, 4, 3, 3, 2, 2, 2, 3, 4, 0, 1, 2, 2, 3},
    /* PROVINZ_HANNOVER    */ {2, 3, 1, 3, 2, 1, 1, 1, 1, 2, 2, 2, 3, 3, 3, 3, 2, 2, 1, 3, 4, 1, 0, 1, 1, 2},
    /* PROVINZ_WESTFALEN   */ {3, 3, 2, 2, 2, 2, 2, 1, 1, 3, 3, 2, 3, 3, 4, 4, 3, 3, 2, 4, 5, 2, 1, 0, 1, 1},
    /* HESSENPROVINZ       */ {2, 2, 2, 2, 1, 2, 2, 2, 1, 2, 2, 1, 2, 2, 4, 3, 3, 2, 1, 3, 4, 2, 1, 1, 0, 1},
    /* RHEINPROVINZ        */ {3, 3, 3, 1, 2, 3, 3, 2, 2, 3, 3, 1, 2, 3, 5, 4, 4, 3, 2, 4, 5, 3, 2, 1, 1, 0},
};
/* ==================================================================== */
/* Units and components                                                 */
/* ==================================================================== */
const uint8_t wm__republic_unit_sv[RP_NUNITS] = {2, 3, 1, 1, 2}; /* RULEBOOK §1.4 */
const char *const wm__republic_unit_names[RP_NUNITS] = {
    "Coalition Freikorps", "Coalition Reichswehr", "KPD Worker Militia", "NSDAP Sturmabteilung (SA)",
    "Radical Conservatives Rogue Freikorps",
};
const uint8_t wm__republic_unit_owner[RP_NUNITS] = {RP_COALITION, RP_COALITION, RP_KPD, RP_NSDAP, RP_RC};
const uint8_t wm__republic_cubes[RP_NFACTIONS] = {45, 35, 35, 35}; /* RULEBOOK Game Contents */

/*
 * Freikorps counters: RECONSTRUCTED 12 counters, 6 with a loyal back and 6
 * with a Rogue back.  Method: the fewest that the set-ups allow, made even:
 * Black Sun Rising reveals all Freikorps, takes 3 loyal and 3 Rogue out of
 * the game and still has 3 loyal and 2 Rogue on the map (facts §2.4, §2.7),
 * so at least 6 loyal and 5 Rogue; 6/6 keeps the two sides equal.  The
 * counters are numbered so that the hidden side is data: 0-5 loyal,
 * 6-11 Rogue.  Worker Militia and SA: RECONSTRUCTED 8 each (at most 5 and
 * 1 on the map in any set-up; GMT half-sheet allowance).
 */
const uint8_t wm__republic_freikorps_rogue[RP_FREIKORPS_COUNT] = {0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1};

/* ==================================================================== */
/* Economy track                                                        */
/* ==================================================================== */
/* Box names TRANSCRIBED (facts §3.1). */
const char *const wm__republic_econ_names[RP_ECON_BOXES] = {
    "Hyperinflation", "Left 3", "Left 2", "Left 1", "Stable",
    "Right 1", "Right 2", "Right 3", "Mass Unemployment",
};
/*
 * Leverage boxes, RULEBOOK §5.2/§5.4: three per side numbered 1-3, filled
 * lowest-numbered first, then the centre box.  The §5.4 example fixes the
 * numbering: with yellow Leverage in boxes 1 and 2 of the Hyperinflation
 * side the marker may sit no farther left than the yellow Leverage nearest
 * Stable, and a yellow Leverage placed in "Leverage 3" moves it "right one
 * box to the box directly above" it; so box 1 is the outermost (below
 * Left 3), box 3 is below Left 1.  Likewise on the Mass Unemployment side
 * (the example's "Leverage 2" box pulls the marker from Right 3 to Right 2).
 */
const uint8_t wm__republic_econ_side_lev[2][4] = {
    [RP_SIDE_LEFT] = {RP_ELEV_L1, RP_ELEV_L2, RP_ELEV_L3, RP_ELEV_CENTRE},
    [RP_SIDE_RIGHT] = {RP_ELEV_R1, RP_ELEV_R2, RP_ELEV_R3, RP_ELEV_CENTRE},
};
const uint8_t wm__republic_econ_lev_box[RP_ECON_LEV_BOXES] = {
    [RP_ELEV_L1] = RP_ECON_LEFT3, [RP_ELEV_L2] = RP_ECON_LEFT2, [RP_ELEV_L3] = RP_ECON_LEFT1,
    [RP_ELEV_CENTRE] = RP_ECON_STABLE,
    [RP_ELEV_R1] = RP_ECON_RIGHT3, [RP_ELEV_R2] = RP_ECON_RIGHT2, [RP_ELEV_R3] = RP_ECON_RIGHT1,
};
/*
 * Dollar Dependence boxes: RECONSTRUCTED above Right 1, Right 2, Right 3,
 * filled left to right (§5.6: "in the leftmost open box").  Method: the
 * §5.4 example has three Dollar Dependence markers on the track and says
 * that in the Decline Era a yellow Leverage pulling the marker from Right 3
 * to Right 2 would not move it, because it may "never move farther left
 * than the rightmost Dollar Dependence marker": the third box is therefore
 * at Right 3, and the first two lie left of it on the same side.  The facts
 * file's labels "Hyperinflation and Left 3" for Black Sun Rising's two
 * markers (facts §2.6) conflict with that example; the rulebook wins and
 * those two markers sit in Dollar Dependence boxes 1 and 2.
 */
const uint8_t wm__republic_dd_box[RP_DD_BOXES] = {RP_ECON_RIGHT1, RP_ECON_RIGHT2, RP_ECON_RIGHT3};
/* RULEBOOK §5.5: pawns above the Hyperinflation and Mass Unemployment boxes. */
const uint8_t wm__republic_econ_mcs_box[RP_ECON_MCS] = {RP_ECON_HYPERINFLATION, RP_ECON_MASS_UNEMPLOYMENT};
/*
 * Cubes per Place/Remove Influence Action.
 *   Coalition: 1 cube (§6.3 "place one"), none in the three left-most boxes
 *   (§6.0 Limits) - RULEBOOK.  (Coalition Remove Influence is always 1 cube,
 *   §6.3; this row is for placement.)
 *   KPD, NSDAP: RECONSTRUCTED.  Method: 1 cube at Stable and next to it, 2
 *   cubes two and three boxes out on either side, and at the end boxes 2
 *   (Hyperinflation) and 3 (Mass Unemployment): both parties profit from
 *   crisis, and both Non-player bots push the Economy towards Mass
 *   Unemployment (facts §5.3, rulebook §8.10-8.11), which pays only if that
 *   end gives them more.  The same row for both: "the number indicated by
 *   the Economy track" (§6.4, §6.5) reads as one printed row.
 *   RC: 0 (the RC uses the Reaction track, §6.6).
 */
const uint8_t wm__republic_econ_cubes[RP_NFACTIONS][RP_ECON_BOXES] = {
    /*              Hyp L3 L2 L1 St R1 R2 R3 MU */
    [RP_COALITION] = {0, 0, 0, 1, 1, 1, 1, 1, 1},
    [RP_KPD]       = {2, 2, 2, 1, 1, 1, 2, 2, 3},
    [RP_NSDAP]     = {2, 2, 2, 1, 1, 1, 2, 2, 3},
    [RP_RC]        = {0, 0, 0, 0, 0, 0, 0, 0, 0},
};

/* ==================================================================== */
/* Progress and Reaction                                                */
/* ==================================================================== */
/* RULEBOOK §5.7 (four Reforms; Assassinations, two NSDAP Cadres, a Clique)
 * with the boxes TRANSCRIBED from every set-up (facts §2.6). */
const uint8_t wm__republic_progress_piece[RP_PR_LEVELS] = {
    RP_PIECE_NONE, RP_PIECE_NONE, RP_PIECE_REFORM, RP_PIECE_REFORM, RP_PIECE_REFORM, RP_PIECE_REFORM, RP_PIECE_NONE,
};
const uint8_t wm__republic_reaction_piece[RP_PR_LEVELS] = {
    RP_PIECE_NONE, RP_PIECE_NONE, RP_PIECE_ASSASSINATIONS, RP_PIECE_CADRE, RP_PIECE_CADRE, RP_PIECE_CLIQUE, RP_PIECE_NONE,
};
/*
 * RC cubes per Action by Reaction level: level 3 -> 1 RULEBOOK (§6.6
 * example: "Reaction is 3, so RC may remove 1 Influence cube").
 * RECONSTRUCTED: 1 at levels 1-3 (never 0, or RC Place Influence would be
 * dead at the 1919 start), 2 at 4-5, 3 at 6, matching the 1-3 range of the
 * KPD/NSDAP Economy row.
 */
const uint8_t wm__republic_rc_cubes[RP_PR_LEVELS] = {0, 1, 1, 1, 2, 2, 3};
/*
 * Coalition General Election bonus per Coalition cube in Berlin by Progress
 * level: RULEBOOK §7.2 gives the range "+0 to +3". RECONSTRUCTED: 0 at
 * levels 1-2 (where every scenario starts), 1 at 3-4, 2 at 5, 3 at 6:
 * Berlin holds up to 6 cubes, so a steep row would decide every election.
 */
const uint8_t wm__republic_berlin_bonus[RP_PR_LEVELS] = {0, 0, 0, 1, 1, 2, 3};

/* ==================================================================== */
/* Faction mats                                                         */
/* ==================================================================== */
/* TRANSCRIBED facts §3.4 (Fragile, Sound, Strong also RULEBOOK §5.3). */
const char *const wm__republic_unity_names[RP_UNITY_BOXES] = {"Fragile", "Shaky", "Sound", "Strong"};
const char *const wm__republic_stance_names[RP_STANCE_BOXES] = {
    "Democratic", "Democratic-leaning", "Pragmatic", "Revolutionary-leaning", "Revolutionary",
};
/*
 * KPD mat: RECONSTRUCTED layout of 8 holding boxes on a 5-box Stance track.
 * RULEBOOK constraints: pieces are the KPD Cadres (5, of which 3 start on
 * the U.S.S.R. Deals track, so 2 here), the Strikes, the General Strike and
 * the Revolution marker (§5.3); Cadres toward Democratic, Strikes toward
 * Revolutionary (§1.3); "the Strike above the Pragmatic box is always
 * Available" (§5.3); at "one box left of Revolutionary" a Strike and the
 * General Strike are Available while two other Strikes are on the map
 * (§6.4 example), so three Strikes hang at or between Pragmatic and that
 * box; 4 Strikes in all (§3.1: 4 Uprisings win).  Slots are listed in
 * placement order (nearest Pragmatic first).
 */
const rp_mat_slot wm__republic_kpd_mat[RP_KPD_MAT_SLOTS] = {
    {RP_STANCE_PRAGMATIC, RP_PIECE_STRIKE, 1},
    {RP_STANCE_PRAGMATIC, RP_PIECE_STRIKE, 0},
    {RP_STANCE_REVOLUTIONARY_LEANING, RP_PIECE_STRIKE, 1},
    {RP_STANCE_REVOLUTIONARY_LEANING, RP_PIECE_GENERAL_STRIKE, 0},
    {RP_STANCE_REVOLUTIONARY, RP_PIECE_STRIKE, 1},
    {RP_STANCE_REVOLUTIONARY, RP_PIECE_SV_MARKER, 0},
    {RP_STANCE_DEMOCRATIC_LEANING, RP_PIECE_CADRE, 0},
    {RP_STANCE_DEMOCRATIC, RP_PIECE_CADRE, 0},
};
/*
 * NSDAP mat: RECONSTRUCTED layout, one holding box below each of the 5
 * Stance boxes (§5.3: "any markers below the Stance marker").  Pieces: 3
 * Cadres (5 minus the 2 on the Reaction track, §1.5/§5.7), the
 * Assassinations marker and the Putsch marker (§5.3 "Return the
 * Assassinations marker and the Putsch marker to their own boxes"); Cadres
 * toward Democratic, Assassinations and Putsch toward Revolutionary (§1.3).
 */
const rp_mat_slot wm__republic_nsdap_mat[RP_NSDAP_MAT_SLOTS] = {
    {RP_STANCE_PRAGMATIC, RP_PIECE_CADRE, 0},
    {RP_STANCE_DEMOCRATIC_LEANING, RP_PIECE_CADRE, 0},
    {RP_STANCE_DEMOCRATIC, RP_PIECE_CADRE, 0},
    {RP_STANCE_REVOLUTIONARY_LEANING, RP_PIECE_ASSASSINATIONS, 0},
    {RP_STANCE_REVOLUTIONARY, RP_PIECE_SV_MARKER, 0},
};
/*
 * RC Economic Influence track: 5 boxes of black Leverage.  RULEBOOK: two
 * Cliques, an Assassinations marker and the Putsch marker become Available
 * "in turn" as Leverage leaves (§5.1, §1.3); a Clique starts in box 2
 * (§8.4).  RECONSTRUCTED: 5 boxes, so that 5 + the 2 U.S.S.R. boxes = 7
 * black Leverage holding boxes = every set-up's black Leverage total
 * (Fate: 1 on Reaction + 2 on U.S.S.R. + 4 on the mat, the box-1 Clique
 * being the one in Bayern); pieces in the order the rulebook lists them,
 * box 4 having none.
 */
const uint8_t wm__republic_rc_mat_below[RP_RC_MAT_BOXES] = {
    RP_PIECE_CLIQUE, RP_PIECE_CLIQUE, RP_PIECE_ASSASSINATIONS, RP_PIECE_NONE, RP_PIECE_SV_MARKER,
};

/* ==================================================================== */
/* Timeline                                                             */
/* ==================================================================== */
const uint16_t wm__republic_era_first_year[RP_NERAS] = {1919, 1924, 1930}; /* RULEBOOK §1.2 */
const uint16_t wm__republic_era_last_year[RP_NERAS] = {1923, 1929, 1933};
const char *const wm__republic_era_names[RP_NERAS] = {"Crisis", "Golden Twenties", "Decline"};
const uint8_t wm__republic_era_hand[RP_NERAS] = {7, 9, 6}; /* facts §3.6; 9 and 6 RULEBOOK §4.0 */

/* ==================================================================== */
/* Cards                                                                */
/* ==================================================================== */
/*
 * 169 cards (RULEBOOK Game Contents): Events 1-52 Crisis, 53-112 Golden
 * Twenties, 113-151 Decline (numbering by era, CONTENT.md); 8 Election, 8
 * Parliamentary Control, Article 48, Reichstag Seats.
 * Names, flags and texts only where a source gives them (the rulebook for
 * #5 #16 #20 #55 #57 #82 #117 #118 #120 #122 #124 #132 #146 #147; the facts
 * file for #54 and #57's Lingering).  Every other Event: number and era
 * only, RP_CF_TEXT_UNPUBLISHED - it plays as an Event with no instructions
 * (§6.1).  #117 "Requires" #124: RULEBOOK §6.0 example (#124 "allows later
 * play of ... Hitler Sworn In").
 * Election cards: RECONSTRUCTED split 2 Crisis / 3 Golden Twenties /
 * 3 Decline, one per Reichstag election before 1933 (Jan 1919, Jun 1920;
 * May 1924, Dec 1924, May 1928; Sep 1930, Jul 1932, Nov 1932); the March
 * 1933 election is #117's Snap Election.  The rulebook says only that
 * Election cards belong to the era decks (Black Sun Rising removes "the
 * Golden Twenties Election cards", so that era has more than one).
 */
/*
 * The Events' instructions as programs of the effect vocabulary (content.h,
 * lib/republic/effects.c).  Only what a source states is written here; the
 * rest of each text is unpublished (CONTENT.md) and simply absent.
 */
#define FX_END {.op = RP_OP_END}
/* #5 Kapp Putsch: "lost in Berlin due to play of Event card #5" (§1.6,
 * §5.10).  RECONSTRUCTED reading: whoever holds the Berlin Parliamentary
 * Control card loses it; the card is set aside, Berlin uncontrolled until
 * its next Regional Election (as Köln at the start of Black Sun Rising). */
static const rp_fx_op fx_kapp_putsch[] = {{.op = RP_OP_LOSE_PC, .arg = RP_PC_BERLIN}, FX_END};
/* #16 Bloodhound Doctrine (§8.8 example): "NP Coalition would attempt to
 * perform an Assault Action in two spaces rather than one" (read by §8). */
static const rp_fx_mod mod_bloodhound[] = {{RP_MOD_NP_ASSAULTS, RP_COALITION, 2}, {RP_MOD_NONE, 0, 0}};
/* #20 Militarism (§6.2): "Progress must be 2 higher than Reaction". */
static const rp_fx_mod mod_militarism[] = {{RP_MOD_LOYALTY_MARGIN, RP_FX_ANY, 2}, {RP_MOD_NONE, 0, 0}};
/* #55 Schutzstaffel (§6.2): "+1 ... (NSDAP only)". */
static const rp_fx_mod mod_schutzstaffel[] = {{RP_MOD_ASSAULT_BONUS, RP_NSDAP, 1}, {RP_MOD_NONE, 0, 0}};
/* #82 Referendum (§3.3, §7.4): "as long as RC is the Momentum faction,
 * immediately conduct a Special Election" (the RC's win is the Special
 * Election's own outcome, elect.c). */
static const rp_fx_op fx_referendum[] = {
    {.op = RP_OP_IF_MOMENTUM, .who = RP_RC}, {.op = RP_OP_ELECTION, .arg = RP_FX_EL_SPECIAL}, FX_END};
/* #117 Hitler Sworn In (§3.3, §7.5): a Snap Election; Requires #124. */
static const rp_fx_op fx_hitler_sworn_in[] = {{.op = RP_OP_ELECTION, .arg = RP_FX_EL_SNAP}, FX_END};
/* #118 Enabling Act (§3.3, §7.6). */
static const rp_fx_op fx_enabling_act[] = {{.op = RP_OP_CURRENT_PV, .n = 1u << RP_NSDAP},
                                           {.op = RP_OP_IF_MOMENTUM, .who = RP_NSDAP},
                                           {.op = RP_OP_IF_HOLDS_SEATS, .who = RP_NSDAP},
                                           {.op = RP_OP_IF_PV_AT_LEAST, .who = RP_NSDAP, .n = RP_ENABLING_ACT_PV},
                                           {.op = RP_OP_WIN, .who = RP_NSDAP},
                                           FX_END};
/* #120 Osthilfe, full text (comprehensive Non-player example): "Place both
 * 1 Available yellow Leverage and 1 Coalition Influence in any 1 of these
 * spaces: Ostpreußen, Posen-Westpreußen, Pommern, Niederschlesien, or
 * Oberschlesien (up to Population)." */
#define OSTHILFE_SPACES                                                                                    \
    (RP_SPACE_BIT(RP_OSTPREUSSEN) | RP_SPACE_BIT(RP_POSEN_WESTPREUSSEN) | RP_SPACE_BIT(RP_POMMERN) |       \
     RP_SPACE_BIT(RP_NIEDERSCHLESIEN) | RP_SPACE_BIT(RP_OBERSCHLESIEN))
static const rp_fx_op fx_osthilfe[] = {{.op = RP_OP_CHOOSE_SPACE, .spaces = OSTHILFE_SPACES},
                                       {.op = RP_OP_PLACE_LEVERAGE, .n = 1, .arg = 0, .flags = RP_FXF_CHOSEN},
                                       {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .flags = RP_FXF_CHOSEN},
                                       FX_END};
/* #122, #132, #146 (§7.6): "calculate ... the current total NSDAP and/or RC
 * PV", then the card's own instructions (unpublished). */
static const rp_fx_op fx_current_pv[] = {{.op = RP_OP_CURRENT_PV, .n = (1u << RP_NSDAP) | (1u << RP_RC)}, FX_END};
/* #124 Hindenburg Runs Again (§6.0 example): "it would give KPD more
 * opportunities to play its Reichstag Seats card, ... allows later play of
 * the dangerous Hitler Sworn In card [#117 Requires #124], and the
 * Coalition would lose its powerful Article 48 card".  RECONSTRUCTED
 * reading: Article 48 is flipped face-down and may not be played while
 * #124 is in effect; the KPD's Reichstag Seats card is face-up again at
 * the start of every round while #124 is in effect. */
static const rp_fx_op fx_hindenburg_again[] = {{.op = RP_OP_LOSE_ARTICLE48}, FX_END};
static const rp_fx_mod mod_hindenburg_again[] = {
    {RP_MOD_NO_ARTICLE48, RP_FX_ANY, 1}, {RP_MOD_SEATS_EACH_ROUND, RP_KPD, 1}, {RP_MOD_NONE, 0, 0}};
/* #147 Altonaer Blutsonntag: the Event contains a Move Units Action (§8.1
 * Gameplay Note), performed by the faction playing it. */
static const rp_fx_op fx_altona[] = {{.op = RP_OP_ACTION, .arg = WM_REPUBLIC_A_MOVE_UNITS}, FX_END};
/* Election cards (§1.6, §7.0). */
static const rp_fx_op fx_election[] = {{.op = RP_OP_ELECTION_CARD}, FX_END};

#define EV(n, era) {(n), (n), RP_CARD_EVENT, (era), RP_CF_TEXT_UNPUBLISHED, RP_NOBODY, 0, 0, RP_FX_NONE, NULL, NULL, NULL, NULL, RP_ENDS_NEW_ERA, NULL}
#define ELECTION_TEXT "Election: hold Regional Elections and then a General Election during this round's Elections Step (RULEBOOK §1.6, §7.0). Only one Election card may be played each round."
#define PC_TEXT "Once per Election Period, during your own Action Step: perform one bonus Action in the named space or Region, optionally remove one Coalition Reform there, then conduct a Clean Slate there (RULEBOOK §6.0)."
#define A48_TEXT "Once per Election Period: cancel an Event card just played (not an Election or Mandatory Event); the Coalition becomes the Momentum faction and conducts a Clean Slate in every space (RULEBOOK §6.0)."
#define SEATS_TEXT "Once per Election Period, during your own Action Step: shift Coalition Unity one box towards Fragile, become the Momentum faction and conduct a Clean Slate in every space (RULEBOOK §6.0)."
const rp_card_info wm__republic_cards[RP_NCARDS + 1] = {
    [0] = {0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, RP_ENDS_NEW_ERA, NULL},
    [1] = EV(1, RP_ERA_CRISIS),
    [2] = EV(2, RP_ERA_CRISIS),
    [3] = EV(3, RP_ERA_CRISIS),
    [4] = EV(4, RP_ERA_CRISIS),
    [5] = {5, 5, RP_CARD_EVENT, RP_ERA_CRISIS, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_KAPP_PUTSCH, "Kapp Putsch", "Can make the Coalition lose Parliamentary Control in Berlin (RULEBOOK §1.6, §5.10); the rest of the text is unpublished.", fx_kapp_putsch, NULL, RP_ENDS_NEW_ERA, "Kapp Putsch"},
    [6] = EV(6, RP_ERA_CRISIS),
    [7] = EV(7, RP_ERA_CRISIS),
    [8] = EV(8, RP_ERA_CRISIS),
    [9] = EV(9, RP_ERA_CRISIS),
    [10] = EV(10, RP_ERA_CRISIS),
    [11] = EV(11, RP_ERA_CRISIS),
    [12] = EV(12, RP_ERA_CRISIS),
    [13] = EV(13, RP_ERA_CRISIS),
    [14] = EV(14, RP_ERA_CRISIS),
    [15] = EV(15, RP_ERA_CRISIS),
    [16] = {16, 16, RP_CARD_EVENT, RP_ERA_CRISIS, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_LINGERING_RULE, "Bloodhound Doctrine", "Lingering Event (RULEBOOK §8.8 example: while it is in effect a Non-player Coalition attempts Assault Actions in two spaces rather than one); the rest of the text is unpublished.", NULL, mod_bloodhound, RP_ENDS_NEW_ERA, "Bloodhound Doctrine"},
    [17] = EV(17, RP_ERA_CRISIS),
    [18] = EV(18, RP_ERA_CRISIS),
    [19] = EV(19, RP_ERA_CRISIS),
    [20] = {20, 20, RP_CARD_EVENT, RP_ERA_CRISIS, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_LINGERING_RULE, "Militarism", "Lingering Event. While in effect, Progress must be 2 higher than Reaction for Coalition units to pass a Loyalty Check (RULEBOOK §6.2); the rest of the text is unpublished.", NULL, mod_militarism, RP_ENDS_NEW_ERA, "Militarism"},
    [21] = EV(21, RP_ERA_CRISIS),
    [22] = EV(22, RP_ERA_CRISIS),
    [23] = EV(23, RP_ERA_CRISIS),
    [24] = EV(24, RP_ERA_CRISIS),
    [25] = EV(25, RP_ERA_CRISIS),
    [26] = EV(26, RP_ERA_CRISIS),
    [27] = EV(27, RP_ERA_CRISIS),
    [28] = EV(28, RP_ERA_CRISIS),
    [29] = EV(29, RP_ERA_CRISIS),
    [30] = EV(30, RP_ERA_CRISIS),
    [31] = EV(31, RP_ERA_CRISIS),
    [32] = EV(32, RP_ERA_CRISIS),
    [33] = EV(33, RP_ERA_CRISIS),
    [34] = EV(34, RP_ERA_CRISIS),
    [35] = EV(35, RP_ERA_CRISIS),
    [36] = EV(36, RP_ERA_CRISIS),
    [37] = EV(37, RP_ERA_CRISIS),
    [38] = EV(38, RP_ERA_CRISIS),
    [39] = EV(39, RP_ERA_CRISIS),
    [40] = EV(40, RP_ERA_CRISIS),
    [41] = EV(41, RP_ERA_CRISIS),
    [42] = EV(42, RP_ERA_CRISIS),
    [43] = EV(43, RP_ERA_CRISIS),
    [44] = EV(44, RP_ERA_CRISIS),
    [45] = EV(45, RP_ERA_CRISIS),
    [46] = EV(46, RP_ERA_CRISIS),
    [47] = EV(47, RP_ERA_CRISIS),
    [48] = EV(48, RP_ERA_CRISIS),
    [49] = EV(49, RP_ERA_CRISIS),
    [50] = EV(50, RP_ERA_CRISIS),
    [51] = EV(51, RP_ERA_CRISIS),
    [52] = EV(52, RP_ERA_CRISIS),
    [53] = EV(53, RP_ERA_GOLDEN),
    [54] = {54, 54, RP_CARD_EVENT, RP_ERA_GOLDEN, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_TEXT_UNPUBLISHED, RP_NOBODY, 0, 0, RP_FX_NONE, "Gustav Stresemann", NULL, NULL, NULL, RP_ENDS_NEW_ERA, "Gustav Stresemann"},
    [55] = {55, 55, RP_CARD_EVENT, RP_ERA_GOLDEN, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_LINGERING_RULE, "Schutzstaffel", "Lingering Event. While in effect, +1 to NSDAP Assault strength (RULEBOOK §6.2); the rest of the text is unpublished.", NULL, mod_schutzstaffel, RP_ENDS_NEW_ERA, "Schutzstaffel"},
    [56] = EV(56, RP_ERA_GOLDEN),
    [57] = {57, 57, RP_CARD_EVENT, RP_ERA_GOLDEN, RP_CF_MANDATORY | RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_TEXT_UNPUBLISHED, RP_NOBODY, 0, 0, RP_FX_NONE, "Paul von Hindenburg", NULL, NULL, NULL, RP_ENDS_NEW_ERA, "Paul von Hindenburg"},
    [58] = EV(58, RP_ERA_GOLDEN),
    [59] = EV(59, RP_ERA_GOLDEN),
    [60] = EV(60, RP_ERA_GOLDEN),
    [61] = EV(61, RP_ERA_GOLDEN),
    [62] = EV(62, RP_ERA_GOLDEN),
    [63] = EV(63, RP_ERA_GOLDEN),
    [64] = EV(64, RP_ERA_GOLDEN),
    [65] = EV(65, RP_ERA_GOLDEN),
    [66] = EV(66, RP_ERA_GOLDEN),
    [67] = EV(67, RP_ERA_GOLDEN),
    [68] = EV(68, RP_ERA_GOLDEN),
    [69] = EV(69, RP_ERA_GOLDEN),
    [70] = EV(70, RP_ERA_GOLDEN),
    [71] = EV(71, RP_ERA_GOLDEN),
    [72] = EV(72, RP_ERA_GOLDEN),
    [73] = EV(73, RP_ERA_GOLDEN),
    [74] = EV(74, RP_ERA_GOLDEN),
    [75] = EV(75, RP_ERA_GOLDEN),
    [76] = EV(76, RP_ERA_GOLDEN),
    [77] = EV(77, RP_ERA_GOLDEN),
    [78] = EV(78, RP_ERA_GOLDEN),
    [79] = EV(79, RP_ERA_GOLDEN),
    [80] = EV(80, RP_ERA_GOLDEN),
    [81] = EV(81, RP_ERA_GOLDEN),
    [82] = {82, 82, RP_CARD_EVENT, RP_ERA_GOLDEN, RP_CF_VICTORY | RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_REFERENDUM, "Referendum", "As long as RC is the Momentum faction, immediately conduct a Special Election. If RC (only) wins this election, the game ends and RC is the winner (RULEBOOK §3.3, §7.4).", fx_referendum, NULL, RP_ENDS_NEW_ERA, "Referendum"},
    [83] = EV(83, RP_ERA_GOLDEN),
    [84] = EV(84, RP_ERA_GOLDEN),
    [85] = EV(85, RP_ERA_GOLDEN),
    [86] = EV(86, RP_ERA_GOLDEN),
    [87] = EV(87, RP_ERA_GOLDEN),
    [88] = EV(88, RP_ERA_GOLDEN),
    [89] = EV(89, RP_ERA_GOLDEN),
    [90] = EV(90, RP_ERA_GOLDEN),
    [91] = EV(91, RP_ERA_GOLDEN),
    [92] = EV(92, RP_ERA_GOLDEN),
    [93] = EV(93, RP_ERA_GOLDEN),
    [94] = EV(94, RP_ERA_GOLDEN),
    [95] = EV(95, RP_ERA_GOLDEN),
    [96] = EV(96, RP_ERA_GOLDEN),
    [97] = EV(97, RP_ERA_GOLDEN),
    [98] = EV(98, RP_ERA_GOLDEN),
    [99] = EV(99, RP_ERA_GOLDEN),
    [100] = EV(100, RP_ERA_GOLDEN),
    [101] = EV(101, RP_ERA_GOLDEN),
    [102] = EV(102, RP_ERA_GOLDEN),
    [103] = EV(103, RP_ERA_GOLDEN),
    [104] = EV(104, RP_ERA_GOLDEN),
    [105] = EV(105, RP_ERA_GOLDEN),
    [106] = EV(106, RP_ERA_GOLDEN),
    [107] = EV(107, RP_ERA_GOLDEN),
    [108] = EV(108, RP_ERA_GOLDEN),
    [109] = EV(109, RP_ERA_GOLDEN),
    [110] = EV(110, RP_ERA_GOLDEN),
    [111] = EV(111, RP_ERA_GOLDEN),
    [112] = EV(112, RP_ERA_GOLDEN),
    [113] = EV(113, RP_ERA_DECLINE),
    [114] = EV(114, RP_ERA_DECLINE),
    [115] = EV(115, RP_ERA_DECLINE),
    [116] = EV(116, RP_ERA_DECLINE),
    [117] = {117, 117, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_REQUIRES | RP_CF_VICTORY | RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 124, 0, RP_FX_HITLER_SWORN_IN, "Hitler Sworn In", "Requires #124 Hindenburg Runs Again. Immediately conduct a Snap Election: a full Election Cycle; KPD, NSDAP or RC may win the game as in a normal General Election (RULEBOOK §3.3, §6.0 example, §7.5).", fx_hitler_sworn_in, NULL, RP_ENDS_NEW_ERA, "Hitler Sworn In"},
    [118] = {118, 118, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_VICTORY | RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ENABLING_ACT, "Enabling Act", "Calculate NSDAP's current PV. If NSDAP is the Momentum faction, holds the Reichstag Seats card and currently has 15 or more PV, the game immediately ends and NSDAP is the winner (RULEBOOK §3.3, §7.6).", fx_enabling_act, NULL, RP_ENDS_NEW_ERA, "Enabling Act"},
    [119] = EV(119, RP_ERA_DECLINE),
    [120] = {120, 120, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_TEXT_FULL | RP_CF_NO_A48_SYMBOL, RP_NOBODY, 0, 0, RP_FX_OSTHILFE, "Osthilfe", "Place both 1 Available yellow Leverage and 1 Coalition Influence in any 1 of these spaces: Ostpreußen, Posen-Westpreußen, Pommern, Niederschlesien, or Oberschlesien (up to Population).", fx_osthilfe, NULL, RP_ENDS_NEW_ERA, "Osthilfe"},
    [121] = EV(121, RP_ERA_DECLINE),
    [122] = {122, 122, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_CURRENT_PV, "Harzburg Front", "Calculate current PV of NSDAP and/or RC (RULEBOOK §7.6), then follow the card's instructions; the rest of the text is unpublished.", fx_current_pv, NULL, RP_ENDS_NEW_ERA, "Harzburg Front"},
    [123] = EV(123, RP_ERA_DECLINE),
    [124] = {124, 124, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_A48_SYMBOL | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_LINGERING_RULE, "Hindenburg Runs Again", "Lingering Event: gives more opportunities to play the Reichstag Seats card, allows later play of #117 Hitler Sworn In, and the Coalition loses its Article 48 card (RULEBOOK §6.0 example); the exact text is unpublished.", fx_hindenburg_again, mod_hindenburg_again, RP_ENDS_NEW_ERA, "Hindenburg Runs Again"},
    [125] = EV(125, RP_ERA_DECLINE),
    [126] = EV(126, RP_ERA_DECLINE),
    [127] = EV(127, RP_ERA_DECLINE),
    [128] = EV(128, RP_ERA_DECLINE),
    [129] = EV(129, RP_ERA_DECLINE),
    [130] = EV(130, RP_ERA_DECLINE),
    [131] = EV(131, RP_ERA_DECLINE),
    [132] = {132, 132, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_CURRENT_PV, "Blut und Boden", "Calculate current PV of NSDAP and/or RC (RULEBOOK §7.6), then follow the card's instructions; the rest of the text is unpublished.", fx_current_pv, NULL, RP_ENDS_NEW_ERA, "Blut und Boden"},
    [133] = EV(133, RP_ERA_DECLINE),
    [134] = EV(134, RP_ERA_DECLINE),
    [135] = EV(135, RP_ERA_DECLINE),
    [136] = EV(136, RP_ERA_DECLINE),
    [137] = EV(137, RP_ERA_DECLINE),
    [138] = EV(138, RP_ERA_DECLINE),
    [139] = EV(139, RP_ERA_DECLINE),
    [140] = EV(140, RP_ERA_DECLINE),
    [141] = EV(141, RP_ERA_DECLINE),
    [142] = EV(142, RP_ERA_DECLINE),
    [143] = EV(143, RP_ERA_DECLINE),
    [144] = EV(144, RP_ERA_DECLINE),
    [145] = EV(145, RP_ERA_DECLINE),
    [146] = {146, 146, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_CURRENT_PV, "Erbgutpflege", "Calculate current PV of NSDAP and/or RC (RULEBOOK §7.6), then follow the card's instructions; the rest of the text is unpublished.", fx_current_pv, NULL, RP_ENDS_NEW_ERA, "Erbgutpflege"},
    [147] = {147, 147, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ALTONA, "Altonaer Blutsonntag", "Includes a Move Units Action (RULEBOOK §8.1); the rest of the text is unpublished.", fx_altona, NULL, RP_ENDS_NEW_ERA, "Altonaer Blutsonntag"},
    [148] = EV(148, RP_ERA_DECLINE),
    [149] = EV(149, RP_ERA_DECLINE),
    [150] = EV(150, RP_ERA_DECLINE),
    [151] = EV(151, RP_ERA_DECLINE),
    [152] = {152, 0, RP_CARD_ELECTION, RP_ERA_CRISIS, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL},
    [153] = {153, 0, RP_CARD_ELECTION, RP_ERA_CRISIS, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL},
    [154] = {154, 0, RP_CARD_ELECTION, RP_ERA_GOLDEN, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL},
    [155] = {155, 0, RP_CARD_ELECTION, RP_ERA_GOLDEN, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL},
    [156] = {156, 0, RP_CARD_ELECTION, RP_ERA_GOLDEN, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL},
    [157] = {157, 0, RP_CARD_ELECTION, RP_ERA_DECLINE, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL},
    [158] = {158, 0, RP_CARD_ELECTION, RP_ERA_DECLINE, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL},
    [159] = {159, 0, RP_CARD_ELECTION, RP_ERA_DECLINE, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL},
    [160] = {160, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_HAMBURG, 0, 0, RP_FX_NONE, "Hamburg", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL},
    [161] = {161, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_MUENCHEN, 0, 0, RP_FX_NONE, "München", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL},
    [162] = {162, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_KOELN, 0, 0, RP_FX_NONE, "Köln", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL},
    [163] = {163, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_BERLIN, 0, 0, RP_FX_NONE, "Berlin", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL},
    [164] = {164, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_BAYERN, 0, 0, RP_FX_NONE, "Bayern", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL},
    [165] = {165, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_NORTHERN_STATES, 0, 0, RP_FX_NONE, "Northern States", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL},
    [166] = {166, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_SOUTHERN_STATES, 0, 0, RP_FX_NONE, "Southern States", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL},
    [167] = {167, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_PREUSSEN, 0, 0, RP_FX_NONE, "Prussian Provinces", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL},
    [168] = {168, 0, RP_CARD_ARTICLE48, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_NONE, "Article 48", A48_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL},
    [169] = {169, 0, RP_CARD_REICHSTAG_SEATS, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_NONE, "Reichstag Seats", SEATS_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL},
};
#undef EV

/* ==================================================================== */
/* Scenarios                                                            */
/* ==================================================================== */
/*
 * TRANSCRIBED from facts §2 (Playbook §9.2-9.6 as the fan app records it),
 * with these rulebook corrections and RECONSTRUCTED completions:
 *
 * RULEBOOK corrections (facts §8):
 *  - A Conservative Clique starts in Bayern in every scenario (§8.4 "the
 *    Conservative Clique that starts each scenario in Bayern"); the facts
 *    file omits it in A Time for Revolution? and The Fate of the Republic.
 *  - Both Economy pawns sit above the end boxes (§5.5), not in the marker's
 *    box.
 *  - A Time for Revolution?: the U.S.S.R. black Leverage of box 1 is
 *    restored (§5.1 example describes the full track; Fate, with the same
 *    map, lists boxes 1 and 3; facts §2.6 flags the omission).
 *  - Dollar Dependence boxes per the §5.4 example (see wm__republic_dd_box).
 * Reading of flagged unit notes (facts §2.7 ⚠): the "SV 3 Coalition
 * Freikorps" tokens are the Reichswehr units missing from the U.S.S.R.
 * Deals track (A New Hope: box 1's unit in Berlin; Black Sun Rising:
 * boxes 1 and 3's in München and Berlin), which also makes the source's
 * recorded Supremacy in those spaces come out right; "SV 1 Coalition
 * Freikorps" and "SV 2 KPD Militia" tokens are the printed units.
 * RECONSTRUCTED:
 *  - Middle Class Sympathies pawns on faction mats: the pawns not on a
 *    track (7 minus those listed) go to the Coalition mat first, then to
 *    the RC mat, following the 1919-1928 elections in which the
 *    Coalition's DDP/Zentrum and the DNVP held the middle-class vote.
 *  - Holding boxes of the mats (kpd_mat, nsdap_mat, rc_lev, rc_below):
 *    every piece not placed elsewhere in the set-up is on its mat; a piece
 *    in play came from the box the rules would have released first.
 *  - Tutorial Freikorps start unrevealed as in the 1919 scenarios.
 *  - A Time for Revolution?'s final-election PV modifiers: not in any
 *    source; 0 until the Playbook value is known.
 *  - Decks of eras after a scenario's last year: removed.
 *  - Stance in the scenarios without Stance tracks: fixed at Pragmatic
 *    ("Events read both Stances as Pragmatic", facts §2.5).
 */
#define ALL_COALITION {RP_COALITION, RP_COALITION, RP_COALITION, RP_COALITION, \
                       RP_COALITION, RP_COALITION, RP_COALITION, RP_COALITION}

/* The 20 spaces shared by the Tutorial, A Time for Revolution? and The Fate
 * of the Republic (facts §2.7: identical rows). */
#define BASE_1919_ROWS                                                     \
    [RP_SCHLESWIG_HOLSTEIN] = {.cubes = {1, 0, 0, 0}},                     \
    [RP_MECKLENBURG] = {.cubes = {1, 0, 0, 0}},                            \
    [RP_POMMERN] = {.cubes = {1, 0, 0, 1}},                                \
    [RP_POSEN_WESTPREUSSEN] = {.cubes = {0, 0, 0, 1}},                     \
    [RP_OSTPREUSSEN] = {.cubes = {1, 0, 0, 1}},                            \
    [RP_OLDENBURG] = {.cubes = {1, 0, 0, 0}},                              \
    [RP_PROVINZ_HANNOVER] = {.cubes = {2, 0, 0, 0}},                       \
    [RP_PROVINZ_SACHSEN] = {.cubes = {2, 0, 0, 0}},                        \
    [RP_BRANDENBURG] = {.cubes = {1, 0, 0, 1}},                            \
    [RP_WALDECK_LIPPE] = {.cubes = {1, 0, 0, 0}},                          \
    [RP_BRAUNSCHWEIG_ANHALT] = {.cubes = {1, 1, 0, 0}},                    \
    [RP_NIEDERSCHLESIEN] = {.cubes = {1, 0, 0, 1}},                        \
    [RP_OBERSCHLESIEN] = {.cubes = {1, 0, 0, 1}},                          \
    [RP_HESSENPROVINZ] = {.cubes = {2, 0, 0, 0}},                          \
    [RP_THUERINGEN] = {.cubes = {1, 1, 0, 0}},                             \
    [RP_HESSEN] = {.cubes = {1, 0, 0, 0}},                                 \
    [RP_BADEN] = {.cubes = {2, 0, 0, 1}},                                  \
    [RP_WUERTTEMBERG] = {.cubes = {1, 0, 0, 1}},                           \
    [RP_HAMBURG] = {.cubes = {1, 0, 0, 0}},                                \
    [RP_KOELN] = {.cubes = {1, 0, 0, 0}, .freikorps = 1}

/* A Time for Revolution? and The Fate of the Republic: identical maps. */
#define MAP_1919                                                                                \
    {                                                                                           \
        BASE_1919_ROWS,                                                                         \
        [RP_PROVINZ_WESTFALEN] = {.cubes = {4, 2, 0, 0}},                                       \
        [RP_SACHSEN] = {.cubes = {0, 1, 0, 0}},                                                 \
        [RP_RHEINPROVINZ] = {.cubes = {5, 3, 0, 0}},                                            \
        [RP_BAYERN] = {.cubes = {4, 2, 0, 3}, .rogue = 1, .clique = 1 /* §8.4 */},              \
        [RP_MUENCHEN] = {.cubes = {1, 1, 1, 1}, .freikorps = 1},                                \
        [RP_BERLIN] = {.cubes = {2, 2, 0, 1}, .freikorps = 2, .militia = 1, .rogue = 1},        \
    }

const rp_scenario_info wm__republic_scenarios[RP_NSCENARIOS] = {
    [0] = {0},

    /* §9.2 Tutorial Scenario, 1921-1923 (facts §2.1-2.7). */
    [RP_SC_TUTORIAL] = {
        .name = "Tutorial Scenario", .ascii = "Tutorial", .playbook = 2,
        .first_year = 1921, .last_year = 1923, .first_half = RP_EARLY_YEAR, .rounds = 6,
        .rules = RP_SR_NO_STANCE | RP_SR_IGNORE_REQUIRES | RP_SR_REACTION_UNCAPPED,
        .end_rule = RP_END_FINAL_ELECTION,
        .final_pv_mod = {0, 0, 0, 0},
        .momentum = RP_COALITION, .economy = RP_ECON_LEFT2, .progress = 2, .reaction = 3,
        .unity = RP_UNITY_SOUND, .us_deals = 1, .ussr_deals = 2,
        .kpd_stance = RP_STANCE_PRAGMATIC, .nsdap_stance = RP_STANCE_PRAGMATIC, .general_strike = 0,
        .deck = {RP_DECK_DRAW, RP_DECK_REMOVED, RP_DECK_REMOVED}, .remove_elections = 0,
        .hand = 5, .lingering = {0}, .random_lingering = 0,
        .article48 = RP_COALITION, .reichstag_seats = RP_NOBODY, .pc = ALL_COALITION,
        .us_yellow = 0x3C, .us_dd = 0x38,                          /* 2-5; 3-5 */
        .ussr_reichswehr = 0x2A, .ussr_yellow = 0x10, .ussr_black = 0x08, .ussr_cadre = 0x30, /* 1,3,5; 4; 3; 4,5 */
        .progress_yellow = 0x0C, .progress_reform = 0x3C,          /* 2,3; 2-5 */
        .reaction_black = 0x0C, .reaction_assassinations = 0x04, .reaction_cadre = 0x10, .reaction_clique = 0x20,
        .pr_mcs = 0x38,                                            /* 3,4,5 */
        .econ_mcs = 0x03, .econ_dd = 0, .econ_yellow = 0, .econ_black = 0,
        .kpd_mat = 0xFE,      /* the Strike above Pragmatic is in Sachsen */
        .nsdap_mat = 0x1F,    /* München's Cadre came from Reaction box 3 */
        .rc_lev = 0x18,       /* boxes 4,5: 2 Reaction + 2 Bayern + 1 U.S.S.R. box 1 + 1 box 3 placed */
        .rc_below = 0x16,     /* box-1 Clique in Bayern; box-2 Clique (§8.4), Assassinations, Putsch */
        .mcs_mat = {1, 0, 0, 1},
        .fk_setup = RP_FK_UNREVEALED,
        .map = {
            BASE_1919_ROWS,
            [RP_PROVINZ_WESTFALEN] = {.cubes = {4, 3, 0, 0}},
            [RP_SACHSEN] = {.cubes = {0, 2, 0, 0}, .militia = 1, .strike = RP_STRIKE_STRIKE},
            [RP_RHEINPROVINZ] = {.cubes = {5, 4, 0, 0}},
            [RP_BAYERN] = {.cubes = {2, 3, 1, 5}, .freikorps = 1, .militia = 1, .clique = 1, .black_lev = 2},
            [RP_MUENCHEN] = {.cubes = {1, 1, 1, 1}, .freikorps = 1, .militia = 1, .sa = 1, .cadre = RP_NSDAP},
            [RP_BERLIN] = {.cubes = {2, 2, 0, 2}, .freikorps = 2, .militia = 2, .rogue = 2, .cadre = RP_KPD},
        },
    },

    /* §9.3 A Time for Revolution?, 1919-1923. */
    [RP_SC_REVOLUTION] = {
        .name = "A Time for Revolution?", .ascii = "Revolution", .playbook = 3,
        .first_year = 1919, .last_year = 1923, .first_half = RP_EARLY_YEAR, .rounds = 10,
        .rules = RP_SR_REACTION_UNCAPPED | RP_SR_EXTRA_ELECTION,
        .end_rule = RP_END_FINAL_ELECTION_MODIFIED,
        .final_pv_mod = {0, 0, 0, 0}, /* RECONSTRUCTED: not in any source */
        .momentum = RP_COALITION, .economy = RP_ECON_STABLE, .progress = 1, .reaction = 2,
        .unity = RP_UNITY_SOUND, .us_deals = 1, .ussr_deals = 1,
        .kpd_stance = RP_STANCE_REVOLUTIONARY_LEANING, .nsdap_stance = RP_STANCE_REVOLUTIONARY,
        .general_strike = 0,
        .deck = {RP_DECK_DRAW, RP_DECK_REMOVED, RP_DECK_REMOVED}, .remove_elections = 0,
        .hand = 7, .lingering = {0}, .random_lingering = 0,
        .article48 = RP_COALITION, .reichstag_seats = RP_NOBODY, .pc = ALL_COALITION,
        .us_yellow = 0x3E, .us_dd = 0x38,
        .ussr_reichswehr = 0x2A, .ussr_yellow = 0x14, .ussr_black = 0x0A /* box 1 restored, §5.1 */, .ussr_cadre = 0x34,
        .progress_yellow = 0, .progress_reform = 0x3C,
        .reaction_black = 0x04, .reaction_assassinations = 0x04, .reaction_cadre = 0x18, .reaction_clique = 0x20,
        .pr_mcs = 0x3C,
        .econ_mcs = 0x03, .econ_dd = 0, .econ_yellow = 0, .econ_black = 0,
        .kpd_mat = 0xFF, .nsdap_mat = 0x1F,
        .rc_lev = 0x1E,       /* boxes 2-5; box 1's Leverage is on Reaction */
        .rc_below = 0x16,     /* box-1 Clique in Bayern */
        .mcs_mat = {1, 0, 0, 0},
        .fk_setup = RP_FK_UNREVEALED,
        .map = MAP_1919,
    },

    /* §9.4 A New Hope, 1924-1933. */
    [RP_SC_NEW_HOPE] = {
        .name = "A New Hope", .ascii = "NewHope", .playbook = 4,
        .first_year = 1924, .last_year = 1933, .first_half = RP_EARLY_YEAR, .rounds = 20,
        .rules = RP_SR_HELD_CARD_ELECTION,
        .end_rule = RP_END_COALITION_UNLESS_HELD,
        .final_pv_mod = {0, 0, 0, 0},
        .momentum = RP_COALITION, .economy = RP_ECON_STABLE, .progress = 2, .reaction = 3,
        .unity = RP_UNITY_STRONG, .us_deals = 2, .ussr_deals = 2,
        .kpd_stance = RP_STANCE_PRAGMATIC, .nsdap_stance = RP_STANCE_PRAGMATIC, .general_strike = 0,
        .deck = {RP_DECK_REMOVED, RP_DECK_DRAW, RP_DECK_ASIDE}, .remove_elections = 0,
        .hand = 9, .lingering = {0}, .random_lingering = 0,
        .article48 = RP_COALITION, .reichstag_seats = RP_RC, .pc = ALL_COALITION,
        .us_yellow = 0x38, .us_dd = 0x38,
        .ussr_reichswehr = 0x28 /* box 1's unit is in Berlin */, .ussr_yellow = 0x14, .ussr_black = 0x08, .ussr_cadre = 0x30,
        .progress_yellow = 0x0C, .progress_reform = 0x3C,
        .reaction_black = 0x0C, .reaction_assassinations = 0x04, .reaction_cadre = 0x10, .reaction_clique = 0x20,
        .pr_mcs = 0x30,
        .econ_mcs = 0x03, .econ_dd = 0, .econ_yellow = 0, .econ_black = 0,
        .kpd_mat = 0xFF, .nsdap_mat = 0x1F,
        .rc_lev = 0x1C,       /* boxes 3-5 */
        .rc_below = 0x14,     /* both Cliques placed (Bayern, Ostpreußen) */
        .mcs_mat = {1, 0, 0, 2},
        .fk_setup = RP_FK_REVEALED,
        .map = {
            [RP_SCHLESWIG_HOLSTEIN] = {.cubes = {1, 0, 0, 1}},
            [RP_MECKLENBURG] = {.cubes = {1, 0, 0, 0}},
            [RP_POMMERN] = {.cubes = {0, 0, 0, 1}},
            [RP_POSEN_WESTPREUSSEN] = {.cubes = {0, 0, 0, 1}},
            [RP_OSTPREUSSEN] = {.cubes = {0, 0, 0, 2}, .clique = 1},
            [RP_OLDENBURG] = {.cubes = {1, 0, 0, 0}},
            [RP_PROVINZ_HANNOVER] = {.cubes = {2, 0, 0, 0}},
            [RP_PROVINZ_SACHSEN] = {.cubes = {2, 0, 0, 0}},
            [RP_BRANDENBURG] = {.cubes = {2, 0, 0, 2}},
            [RP_PROVINZ_WESTFALEN] = {.cubes = {3, 1, 0, 0}},
            [RP_WALDECK_LIPPE] = {.cubes = {1, 0, 0, 0}},
            [RP_BRAUNSCHWEIG_ANHALT] = {.cubes = {1, 0, 0, 0}},
            [RP_SACHSEN] = {.cubes = {1, 1, 0, 0}},
            [RP_NIEDERSCHLESIEN] = {.cubes = {2, 0, 0, 1}},
            [RP_OBERSCHLESIEN] = {.cubes = {2, 0, 0, 1}},
            [RP_RHEINPROVINZ] = {.cubes = {4, 3, 0, 0}},
            [RP_HESSENPROVINZ] = {.cubes = {2, 0, 0, 0}},
            [RP_THUERINGEN] = {.cubes = {1, 1, 0, 0}},
            [RP_HESSEN] = {.cubes = {1, 0, 0, 0}},
            [RP_BADEN] = {.cubes = {2, 0, 0, 1}},
            [RP_WUERTTEMBERG] = {.cubes = {2, 0, 0, 1}},
            [RP_BAYERN] = {.cubes = {4, 2, 1, 2}, .clique = 1, .black_lev = 1},
            [RP_HAMBURG] = {.cubes = {1, 0, 0, 0}},
            [RP_KOELN] = {.cubes = {1, 0, 0, 0}},
            [RP_MUENCHEN] = {.cubes = {1, 0, 1, 1}, .freikorps = 1, .cadre = RP_NSDAP},
            [RP_BERLIN] = {.cubes = {3, 2, 0, 1}, .reichswehr = 1, .militia = 1, .rogue = 1, .cadre = RP_KPD},
        },
    },

    /* §9.5 Black Sun Rising, 1928-1933. */
    [RP_SC_BLACK_SUN] = {
        .name = "Black Sun Rising", .ascii = "BlackSun", .playbook = 5,
        .first_year = 1928, .last_year = 1933, .first_half = RP_EARLY_YEAR, .rounds = 12,
        .rules = RP_SR_NO_STANCE | RP_SR_REACTION_UNCAPPED | RP_SR_HELD_CARD_ELECTION,
        .end_rule = RP_END_COALITION_UNLESS_HELD,
        .final_pv_mod = {0, 0, 0, 0},
        .momentum = RP_COALITION, .economy = RP_ECON_STABLE, .progress = 4, .reaction = 3,
        .unity = RP_UNITY_SOUND, .us_deals = 4, .ussr_deals = 4,
        .kpd_stance = RP_STANCE_PRAGMATIC, .nsdap_stance = RP_STANCE_PRAGMATIC, .general_strike = 0,
        .deck = {RP_DECK_REMOVED, RP_DECK_DRAW, RP_DECK_ASIDE},
        .remove_elections = 1u << RP_ERA_GOLDEN,
        .hand = 3, .lingering = {54, 57, 0}, .random_lingering = 3,
        .article48 = RP_COALITION, .reichstag_seats = RP_RC,
        .pc = {RP_COALITION, RP_COALITION, RP_NOBODY /* Köln */, RP_COALITION,
               RP_COALITION, RP_COALITION, RP_COALITION, RP_COALITION},
        .us_yellow = 0x30, .us_dd = 0x20,
        .ussr_reichswehr = 0x20 /* units of boxes 1, 3 in München, Berlin */, .ussr_yellow = 0x10, .ussr_black = 0,
        .ussr_cadre = 0x30,
        .progress_yellow = 0x1C, .progress_reform = 0x3C,
        .reaction_black = 0x0C, .reaction_assassinations = 0x04, .reaction_cadre = 0x18, .reaction_clique = 0x20,
        .pr_mcs = 0x30,
        .econ_mcs = 0x03, .econ_dd = 0x03, .econ_yellow = 0, .econ_black = 0,
        .kpd_mat = 0xFF,
        .nsdap_mat = 0x1E,    /* München's Cadre came from the Pragmatic box */
        .rc_lev = 0x1C, .rc_below = 0x14,
        .mcs_mat = {2, 0, 0, 1},
        .fk_setup = RP_FK_REVEALED,
        .map = {
            [RP_SCHLESWIG_HOLSTEIN] = {.cubes = {1, 0, 0, 0}},
            [RP_MECKLENBURG] = {.cubes = {1, 0, 0, 0}},
            [RP_POMMERN] = {.cubes = {1, 0, 0, 1}},
            [RP_POSEN_WESTPREUSSEN] = {.cubes = {1, 0, 0, 1}},
            [RP_OSTPREUSSEN] = {.cubes = {0, 0, 0, 2}, .rogue = 1, .clique = 1, .black_lev = 1},
            [RP_OLDENBURG] = {.cubes = {1, 0, 0, 0}},
            [RP_PROVINZ_HANNOVER] = {.cubes = {2, 0, 0, 0}},
            [RP_PROVINZ_SACHSEN] = {.cubes = {2, 0, 0, 0}},
            [RP_BRANDENBURG] = {.cubes = {2, 0, 1, 1}},
            [RP_PROVINZ_WESTFALEN] = {.cubes = {3, 2, 0, 0}},
            [RP_WALDECK_LIPPE] = {.cubes = {1, 0, 0, 0}},
            [RP_BRAUNSCHWEIG_ANHALT] = {.cubes = {1, 0, 0, 0}},
            [RP_SACHSEN] = {.cubes = {1, 2, 0, 0}},
            [RP_NIEDERSCHLESIEN] = {.cubes = {1, 0, 1, 1}},
            [RP_OBERSCHLESIEN] = {.cubes = {1, 0, 0, 1}},
            [RP_RHEINPROVINZ] = {.cubes = {4, 3, 0, 0}},
            [RP_HESSENPROVINZ] = {.cubes = {2, 0, 0, 0}},
            [RP_THUERINGEN] = {.cubes = {1, 1, 0, 0}},
            [RP_HESSEN] = {.cubes = {1, 0, 0, 0}},
            [RP_BADEN] = {.cubes = {2, 0, 0, 2}},
            [RP_WUERTTEMBERG] = {.cubes = {2, 0, 0, 2}},
            [RP_BAYERN] = {.cubes = {4, 1, 2, 4}, .freikorps = 1, .militia = 1, .clique = 1, .black_lev = 1},
            [RP_HAMBURG] = {.cubes = {1, 0, 0, 0}, .militia = 1},
            [RP_KOELN] = {.cubes = {1, 1, 0, 0}, .militia = 2, .cadre = RP_KPD},
            [RP_MUENCHEN] = {.cubes = {2, 0, 1, 1}, .freikorps = 1, .reichswehr = 1, .sa = 1, .cadre = RP_NSDAP},
            [RP_BERLIN] = {.cubes = {3, 1, 1, 1}, .freikorps = 1, .reichswehr = 1, .militia = 1, .rogue = 1,
                           .yellow_lev = 1},
        },
    },

    /* §9.6 The Fate of the Republic, 1919-1933. */
    [RP_SC_FATE] = {
        .name = "The Fate of the Republic", .ascii = "Fate", .playbook = 6,
        .first_year = 1919, .last_year = 1933, .first_half = RP_EARLY_YEAR, .rounds = 30,
        .rules = RP_SR_HELD_CARD_ELECTION,
        .end_rule = RP_END_COALITION_UNLESS_HELD,
        .final_pv_mod = {0, 0, 0, 0},
        .momentum = RP_COALITION, .economy = RP_ECON_STABLE, .progress = 1, .reaction = 2,
        .unity = RP_UNITY_SOUND, .us_deals = 1, .ussr_deals = 1,
        .kpd_stance = RP_STANCE_REVOLUTIONARY_LEANING, .nsdap_stance = RP_STANCE_REVOLUTIONARY,
        .general_strike = 0,
        .deck = {RP_DECK_DRAW, RP_DECK_ASIDE, RP_DECK_ASIDE}, .remove_elections = 0,
        .hand = 7, .lingering = {0}, .random_lingering = 0,
        .article48 = RP_COALITION, .reichstag_seats = RP_NOBODY, .pc = ALL_COALITION,
        .us_yellow = 0x3E, .us_dd = 0x38,
        .ussr_reichswehr = 0x2A, .ussr_yellow = 0x14, .ussr_black = 0x0A, .ussr_cadre = 0x34,
        .progress_yellow = 0, .progress_reform = 0x3C,
        .reaction_black = 0x04, .reaction_assassinations = 0x04, .reaction_cadre = 0x18, .reaction_clique = 0x20,
        .pr_mcs = 0x3C,
        .econ_mcs = 0x03, .econ_dd = 0, .econ_yellow = 0, .econ_black = 0,
        .kpd_mat = 0xFF, .nsdap_mat = 0x1F,
        .rc_lev = 0x1E, .rc_below = 0x16,
        .mcs_mat = {1, 0, 0, 0},
        .fk_setup = RP_FK_UNREVEALED,
        .map = MAP_1919,
    },
};

#undef MAP_1919
#undef BASE_1919_ROWS
#undef ALL_COALITION
#undef B
