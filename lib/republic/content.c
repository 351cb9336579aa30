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

/* The 169 cards: lib/republic/cards.c. */

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
 *    source; the 1920 -> 1924 vote-share change on the map's 57 PV
 *    (Coalition -3, KPD +6, NSDAP +4, RC +3; see the scenario's row), in
 *    the default content only: the published-only game
 *    (WM_REPUBLIC_PUBLISHED_ONLY, "what the sources state") keeps 0
 *    (elect.c).
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
        /* RECONSTRUCTED (no source prints them; doc/republic-content.md
         * "The final-election modifiers of A Time for Revolution?"): the
         * change of each faction's Reichstag vote share from the last
         * election inside the scenario's years (June 1920) to the first
         * after it (May 1924) - Coalition SPD+DDP+Zentrum+BVP 47.8 -> 42.8,
         * KPD 2.1 -> 12.6, NSDAP (the voelkisch lists) 0 -> 6.5, RC (DNVP)
         * 15.1 -> 19.5 - applied to the map's 57 PV and rounded: what the
         * votes of 1924 say the Crisis left behind. */
        .final_pv_mod = {-3, 6, 4, 3},
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
