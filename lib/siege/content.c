/*
 * content.c - Democracy under Siege: the printed components as data.
 *
 * Provenance marks (../shared/CONTENT.md), used in every table below:
 *   RULEBOOK       ../shared/rules/democracy-under-siege.txt, section cited;
 *                  "ex. 4.0" is the Extended Example of Play
 *   TRANSCRIBED    ../shared/content/democracy-under-siege-facts.md
 *   RECONSTRUCTED  in no source: the method is written at the top of the
 *                  table; doc/siege-content.md gives every value and reason
 * No printed map, track or card text survives in any source we hold, so
 * most values are RECONSTRUCTED; every value the rulebook states is here
 * exactly and is asserted by tests/check_siege_content.c.
 *
 * Nothing here changes at run time: every object is `const`.
 */
#include "content.h"

#include <stddef.h>
#include <string.h>

#define NONE SG_NAREAS
#define NB(a) ((uint32_t)1u << (a)) /* a nation bit (areas 0..23) */

/* ==================================================================== */
/* Areas                                                                */
/* ==================================================================== */
/*
 * RULEBOOK: the 8 Powers (§1.7), the 20 Minor Nations and 9 Territories the
 * rulebook names (§1.2, §3.3.13, §6.0, ex. 4.0); France 10 VP for Control
 * (§1.3); Bulgaria 3 VP (§1.3); China 10 VP (ex. 4.0, "10 VP for the
 * political control of China"); Tunisia 3 (N22, §6.0 D25), Sudeten 3 and
 * Teschen 2 (§6.0 N36), Danzig & Memel 2 (§6.0 N35, N37), Manchuquo 5
 * (§6.0 N27).  Naval Connections of Greece, Germany, Italy, Japan, France,
 * Great Britain and USA (ex. 4.0: "by sea"); none for USSR or Austria
 * (§3.3.3 example).  Turkey is on the Europe Map (§6.0 D19), Ethiopia on the
 * Asia Map (§6.0 D19: Italy's LOC to Ethiopia crosses the Europe/Asia cut).
 *
 * RECONSTRUCTED (method 1 of doc/siege-content.md):
 *   - Minor VP: the two sums ex. 4.0 states (Spain + Rumania = 10; Austria
 *     + Finland + Portugal + Yugoslavia + Poland = 25) are split in
 *     proportion to the nations' 1933 weight (population, industry), then
 *     the other Minors get 1-5 by the same scale (Albania 1 ... Poland 7).
 *   - Italy and Japan 10, like France (the other Influenceable Powers).
 *   - Territories: French North Africa 3, Venezuela 2, Ethiopia 3, Dutch
 *     East Indies 3, by the Territory value §1.3's example gives (3).
 *   - Map box: by 1933 geography (America: USA, Venezuela; Asia: Japan,
 *     China, Manchuquo, Dutch East Indies, Ethiopia, Iraq, Persia).
 *   - Naval: the coastal nations with a major port in 1933.
 */
#define N_ SG_SRC_NAME_RULEBOOK
#define V_ SG_SRC_VP_RULEBOOK
#define VS SG_SRC_VP_EXAMPLE_SUM
#define NV SG_SRC_NAVAL_RULEBOOK
#define MP SG_SRC_MAP_RULEBOOK
#define OW SG_SRC_OWNER_RULEBOOK
#define IP SG_KIND_INFLUENCEABLE
#define MI SG_KIND_MINOR
#define MA SG_KIND_MAJOR
#define TE SG_KIND_TERRITORY
#define EU SG_EUROPE
#define AM SG_AMERICA
#define AS SG_ASIA
#define RO SG_VP_ROUND
#define SQ SG_VP_SQUARE
#define NO SG_NOBODY
const sg_area_info wm__siege_areas[SG_NAREAS] = {
    /*                        name                     ascii              kind map vp shape naval owner ideology     source */
    [SG_FRANCE]          = {"France",                 "France",          IP, EU, 10, RO, 1, NONE, SG_DEMOCRACY, N_ | V_ | NV},
    [SG_ITALY]           = {"Italy",                  "Italy",           IP, EU, 10, RO, 1, NONE, SG_NAZISM,    N_ | NV},
    [SG_JAPAN]           = {"Japan",                  "Japan",           IP, AS, 10, RO, 1, NONE, SG_NAZISM,    N_ | NV},
    [SG_CHINA]           = {"China",                  "China",           IP, AS, 10, RO, 1, NONE, NO,           N_ | V_},
    [SG_AUSTRIA]         = {"Austria",                "Austria",         MI, EU,  5, RO, 0, NONE, NO,           N_ | VS | NV},
    [SG_CZECHOSLOVAKIA]  = {"Czechoslovakia",         "Czechoslovakia",  MI, EU,  5, RO, 0, NONE, NO,           N_},
    [SG_POLAND]          = {"Poland",                 "Poland",          MI, EU,  7, RO, 0, NONE, NO,           N_ | VS},
    [SG_HUNGARY]         = {"Hungary",                "Hungary",         MI, EU,  3, RO, 0, NONE, NO,           N_},
    [SG_RUMANIA]         = {"Rumania",                "Rumania",         MI, EU,  4, RO, 0, NONE, NO,           N_ | VS},
    [SG_BULGARIA]        = {"Bulgaria",               "Bulgaria",        MI, EU,  3, RO, 0, NONE, NO,           N_ | V_},
    [SG_YUGOSLAVIA]      = {"Yugoslavia",             "Yugoslavia",      MI, EU,  5, RO, 0, NONE, NO,           N_ | VS},
    [SG_GREECE]          = {"Greece",                 "Greece",          MI, EU,  3, RO, 1, NONE, NO,           N_ | NV},
    [SG_ALBANIA]         = {"Albania",                "Albania",         MI, EU,  1, RO, 0, NONE, NO,           N_},
    [SG_TURKEY]          = {"Turkey",                 "Turkey",          MI, EU,  4, RO, 1, NONE, NO,           N_ | MP},
    [SG_SPAIN]           = {"Spain",                  "Spain",           MI, EU,  6, RO, 1, NONE, NO,           N_ | VS},
    [SG_PORTUGAL]        = {"Portugal",               "Portugal",        MI, EU,  4, RO, 1, NONE, NO,           N_ | VS},
    [SG_NETHERLANDS]     = {"Netherlands",            "Netherlands",     MI, EU,  4, RO, 1, NONE, NO,           N_},
    [SG_BELGIUM]         = {"Belgium",                "Belgium",         MI, EU,  3, RO, 1, NONE, NO,           N_},
    [SG_SWEDEN]          = {"Sweden",                 "Sweden",          MI, EU,  3, RO, 1, NONE, NO,           N_},
    [SG_NORWAY]          = {"Norway",                 "Norway",          MI, EU,  2, RO, 1, NONE, NO,           N_},
    [SG_FINLAND]         = {"Finland",                "Finland",         MI, EU,  4, RO, 0, NONE, NO,           N_ | VS},
    [SG_BALTIC_STATES]   = {"Baltic States",          "BalticStates",    MI, EU,  2, RO, 0, NONE, NO,           N_},
    [SG_IRAQ]            = {"Iraq",                   "Iraq",            MI, AS,  2, RO, 1, NONE, NO,           N_},
    [SG_PERSIA]          = {"Persia",                 "Persia",          MI, AS,  2, RO, 1, NONE, NO,           N_},
    [SG_GREAT_BRITAIN]   = {"Great Britain",          "GreatBritain",    MA, EU,  0, SG_VP_NONE, 1, NONE, SG_DEMOCRACY, N_ | NV},
    [SG_USA]             = {"USA",                    "USA",             MA, AM,  0, SG_VP_NONE, 1, NONE, SG_DEMOCRACY, N_ | NV},
    [SG_GERMANY]         = {"Germany",                "Germany",         MA, EU,  0, SG_VP_NONE, 1, NONE, SG_NAZISM,    N_ | NV},
    [SG_USSR]            = {"USSR",                   "USSR",            MA, EU,  0, SG_VP_NONE, 0, NONE, SG_COMMUNISM, N_ | NV},
    [SG_FRENCH_NORTH_AFRICA] = {"French North Africa", "FrenchNorthAfrica", TE, EU, 3, SQ, 1, SG_FRANCE, NO, N_ | OW},
    [SG_TUNISIA]         = {"Tunisia",                "Tunisia",         TE, EU,  3, SQ, 1, SG_FRANCE,         NO, N_ | V_ | OW},
    [SG_SUDETEN]         = {"Sudeten",                "Sudeten",         TE, EU,  3, SQ, 0, SG_CZECHOSLOVAKIA, NO, N_ | V_ | OW},
    [SG_TESCHEN]         = {"Teschen",                "Teschen",         TE, EU,  2, SQ, 0, SG_CZECHOSLOVAKIA, NO, N_ | V_ | OW},
    [SG_DANZIG_MEMEL]    = {"Danzig & Memel",         "DanzigMemel",     TE, EU,  2, SQ, 1, NONE,              NO, N_ | V_},
    [SG_MANCHUQUO]       = {"Manchuquo",              "Manchuquo",       TE, AS,  5, SQ, 0, SG_CHINA,          NO, N_ | V_},
    [SG_VENEZUELA]       = {"Venezuela",              "Venezuela",       TE, AM,  2, SQ, 1, NONE,              NO, N_ | OW},
    [SG_ETHIOPIA]        = {"Ethiopia",               "Ethiopia",        TE, AS,  3, SQ, 0, NONE,              NO, N_ | OW | MP},
    [SG_DUTCH_EAST_INDIES] = {"Dutch East Indies",    "DutchEastIndies", TE, AS,  3, SQ, 1, SG_NETHERLANDS,    NO, N_},
};
#undef N_
#undef V_
#undef VS
#undef NV
#undef MP
#undef OW

/* ==================================================================== */
/* Land Connections                                                     */
/* ==================================================================== */
/*
 * RULEBOOK: Bulgaria with Poland, Czechoslovakia, Yugoslavia, Rumania,
 * Turkey and Hungary (§1.3; ex. 4.0 C21 targets); Rumania-Czechoslovakia
 * (ex. 4.0 D4: "Czechoslovakia, a Minor Nation bordering Rumania");
 * Greece-Albania, Greece-Turkey (ex. 4.0 N30, D7); Austria with Germany,
 * Italy, France ("direct connection") and Hungary (§3.3.3 examples B-D,
 * ex. 4.0); Germany-Poland, Poland-Hungary (ex. 4.0: Germany's LOC to
 * Hungary "through Poland"); Great Britain-France (§3.3.3 example A).
 * The same examples also fix links that must NOT exist: Hungary is not land
 * connected to Germany, Italy or Yugoslavia (ex. 4.0 lists exactly two LOC
 * routes to Hungary), and no C-friendly chain joins USSR to Austria at
 * set-up (§3.3.3: "USSR cannot trace any LOC to Austria"), so
 * Czechoslovakia-Austria is not a link.
 * RECONSTRUCTED (method 2): the 1933 land borders and the colonial routes
 * the map's "geopolitical links" would draw (Italy-Ethiopia across Suez,
 * Spain-French North Africa across Gibraltar), nothing else.
 */
static const uint8_t land_links[][2] = {
    /* RULEBOOK */
    {SG_BULGARIA, SG_POLAND}, {SG_BULGARIA, SG_CZECHOSLOVAKIA}, {SG_BULGARIA, SG_YUGOSLAVIA},
    {SG_BULGARIA, SG_RUMANIA}, {SG_BULGARIA, SG_TURKEY}, {SG_BULGARIA, SG_HUNGARY},
    {SG_RUMANIA, SG_CZECHOSLOVAKIA}, {SG_GREECE, SG_ALBANIA}, {SG_GREECE, SG_TURKEY},
    {SG_AUSTRIA, SG_GERMANY}, {SG_AUSTRIA, SG_ITALY}, {SG_AUSTRIA, SG_FRANCE},
    {SG_AUSTRIA, SG_HUNGARY}, {SG_GERMANY, SG_POLAND}, {SG_POLAND, SG_HUNGARY},
    {SG_GREAT_BRITAIN, SG_FRANCE},
    /* RECONSTRUCTED */
    {SG_FRANCE, SG_BELGIUM}, {SG_FRANCE, SG_SPAIN}, {SG_FRANCE, SG_ITALY}, {SG_FRANCE, SG_GERMANY},
    {SG_FRANCE, SG_FRENCH_NORTH_AFRICA}, {SG_FRANCE, SG_TUNISIA},
    {SG_GERMANY, SG_NETHERLANDS}, {SG_GERMANY, SG_BELGIUM}, {SG_GERMANY, SG_CZECHOSLOVAKIA},
    {SG_GERMANY, SG_SUDETEN}, {SG_GERMANY, SG_DANZIG_MEMEL},
    {SG_ITALY, SG_YUGOSLAVIA}, {SG_ITALY, SG_ALBANIA}, {SG_ITALY, SG_ETHIOPIA},
    {SG_SPAIN, SG_PORTUGAL}, {SG_SPAIN, SG_FRENCH_NORTH_AFRICA},
    {SG_NETHERLANDS, SG_BELGIUM},
    {SG_CZECHOSLOVAKIA, SG_POLAND}, {SG_CZECHOSLOVAKIA, SG_HUNGARY},
    {SG_CZECHOSLOVAKIA, SG_SUDETEN}, {SG_CZECHOSLOVAKIA, SG_TESCHEN},
    {SG_POLAND, SG_TESCHEN}, {SG_POLAND, SG_DANZIG_MEMEL}, {SG_POLAND, SG_BALTIC_STATES},
    {SG_POLAND, SG_USSR}, {SG_POLAND, SG_RUMANIA},
    {SG_HUNGARY, SG_RUMANIA}, {SG_RUMANIA, SG_USSR}, {SG_RUMANIA, SG_YUGOSLAVIA},
    {SG_YUGOSLAVIA, SG_ALBANIA}, {SG_YUGOSLAVIA, SG_GREECE}, {SG_YUGOSLAVIA, SG_AUSTRIA},
    {SG_TURKEY, SG_USSR}, {SG_TURKEY, SG_IRAQ}, {SG_TURKEY, SG_PERSIA},
    {SG_IRAQ, SG_PERSIA}, {SG_PERSIA, SG_USSR},
    {SG_SWEDEN, SG_NORWAY}, {SG_SWEDEN, SG_FINLAND}, {SG_FINLAND, SG_USSR},
    {SG_FINLAND, SG_BALTIC_STATES}, {SG_BALTIC_STATES, SG_USSR},
    {SG_USSR, SG_CHINA}, {SG_USSR, SG_MANCHUQUO}, {SG_CHINA, SG_MANCHUQUO}, {SG_JAPAN, SG_MANCHUQUO},
    {SG_USA, SG_VENEZUELA},
};

#define L(a, b) SG_AREA_BIT(b)
/* Built from land_links at compile time would need a generator; the table
 * is written out by area and checked against land_links by the content
 * test (tests/check_siege_content.c), so the two cannot drift apart. */
const uint64_t wm__siege_land[SG_NAREAS] = {
    [SG_FRANCE] = L(0, SG_AUSTRIA) | L(0, SG_GREAT_BRITAIN) | L(0, SG_BELGIUM) | L(0, SG_SPAIN) |
                  L(0, SG_ITALY) | L(0, SG_GERMANY) | L(0, SG_FRENCH_NORTH_AFRICA) | L(0, SG_TUNISIA),
    [SG_ITALY] = L(0, SG_AUSTRIA) | L(0, SG_FRANCE) | L(0, SG_YUGOSLAVIA) | L(0, SG_ALBANIA) | L(0, SG_ETHIOPIA),
    [SG_JAPAN] = L(0, SG_MANCHUQUO),
    [SG_CHINA] = L(0, SG_USSR) | L(0, SG_MANCHUQUO),
    [SG_AUSTRIA] = L(0, SG_GERMANY) | L(0, SG_ITALY) | L(0, SG_FRANCE) | L(0, SG_HUNGARY) | L(0, SG_YUGOSLAVIA),
    [SG_CZECHOSLOVAKIA] = L(0, SG_BULGARIA) | L(0, SG_RUMANIA) | L(0, SG_GERMANY) | L(0, SG_POLAND) |
                          L(0, SG_HUNGARY) | L(0, SG_SUDETEN) | L(0, SG_TESCHEN),
    [SG_POLAND] = L(0, SG_BULGARIA) | L(0, SG_GERMANY) | L(0, SG_HUNGARY) | L(0, SG_CZECHOSLOVAKIA) |
                  L(0, SG_TESCHEN) | L(0, SG_DANZIG_MEMEL) | L(0, SG_BALTIC_STATES) | L(0, SG_USSR) | L(0, SG_RUMANIA),
    [SG_HUNGARY] = L(0, SG_BULGARIA) | L(0, SG_AUSTRIA) | L(0, SG_POLAND) | L(0, SG_CZECHOSLOVAKIA) | L(0, SG_RUMANIA),
    [SG_RUMANIA] = L(0, SG_BULGARIA) | L(0, SG_CZECHOSLOVAKIA) | L(0, SG_POLAND) | L(0, SG_HUNGARY) |
                   L(0, SG_USSR) | L(0, SG_YUGOSLAVIA),
    [SG_BULGARIA] = L(0, SG_POLAND) | L(0, SG_CZECHOSLOVAKIA) | L(0, SG_YUGOSLAVIA) | L(0, SG_RUMANIA) |
                    L(0, SG_TURKEY) | L(0, SG_HUNGARY),
    [SG_YUGOSLAVIA] = L(0, SG_BULGARIA) | L(0, SG_ITALY) | L(0, SG_RUMANIA) | L(0, SG_ALBANIA) |
                      L(0, SG_GREECE) | L(0, SG_AUSTRIA),
    [SG_GREECE] = L(0, SG_ALBANIA) | L(0, SG_TURKEY) | L(0, SG_YUGOSLAVIA),
    [SG_ALBANIA] = L(0, SG_GREECE) | L(0, SG_ITALY) | L(0, SG_YUGOSLAVIA),
    [SG_TURKEY] = L(0, SG_BULGARIA) | L(0, SG_GREECE) | L(0, SG_USSR) | L(0, SG_IRAQ) | L(0, SG_PERSIA),
    [SG_SPAIN] = L(0, SG_FRANCE) | L(0, SG_PORTUGAL) | L(0, SG_FRENCH_NORTH_AFRICA),
    [SG_PORTUGAL] = L(0, SG_SPAIN),
    [SG_NETHERLANDS] = L(0, SG_GERMANY) | L(0, SG_BELGIUM),
    [SG_BELGIUM] = L(0, SG_FRANCE) | L(0, SG_GERMANY) | L(0, SG_NETHERLANDS),
    [SG_SWEDEN] = L(0, SG_NORWAY) | L(0, SG_FINLAND),
    [SG_NORWAY] = L(0, SG_SWEDEN),
    [SG_FINLAND] = L(0, SG_SWEDEN) | L(0, SG_USSR) | L(0, SG_BALTIC_STATES),
    [SG_BALTIC_STATES] = L(0, SG_POLAND) | L(0, SG_FINLAND) | L(0, SG_USSR),
    [SG_IRAQ] = L(0, SG_TURKEY) | L(0, SG_PERSIA),
    [SG_PERSIA] = L(0, SG_TURKEY) | L(0, SG_IRAQ) | L(0, SG_USSR),
    [SG_GREAT_BRITAIN] = L(0, SG_FRANCE),
    [SG_USA] = L(0, SG_VENEZUELA),
    [SG_GERMANY] = L(0, SG_AUSTRIA) | L(0, SG_POLAND) | L(0, SG_FRANCE) | L(0, SG_NETHERLANDS) |
                   L(0, SG_BELGIUM) | L(0, SG_CZECHOSLOVAKIA) | L(0, SG_SUDETEN) | L(0, SG_DANZIG_MEMEL),
    [SG_USSR] = L(0, SG_POLAND) | L(0, SG_RUMANIA) | L(0, SG_TURKEY) | L(0, SG_PERSIA) | L(0, SG_FINLAND) |
                L(0, SG_BALTIC_STATES) | L(0, SG_CHINA) | L(0, SG_MANCHUQUO),
    [SG_FRENCH_NORTH_AFRICA] = L(0, SG_FRANCE) | L(0, SG_SPAIN),
    [SG_TUNISIA] = L(0, SG_FRANCE),
    [SG_SUDETEN] = L(0, SG_GERMANY) | L(0, SG_CZECHOSLOVAKIA),
    [SG_TESCHEN] = L(0, SG_CZECHOSLOVAKIA) | L(0, SG_POLAND),
    [SG_DANZIG_MEMEL] = L(0, SG_GERMANY) | L(0, SG_POLAND),
    [SG_MANCHUQUO] = L(0, SG_USSR) | L(0, SG_CHINA) | L(0, SG_JAPAN),
    [SG_VENEZUELA] = L(0, SG_USA),
    [SG_ETHIOPIA] = L(0, SG_ITALY),
    [SG_DUTCH_EAST_INDIES] = 0,
};
#undef L

/* Exported for the content test: the edge list the table above spells out. */
const uint8_t (*const wm__siege_land_links)[2] = land_links;
const unsigned wm__siege_nland_links = sizeof land_links / sizeof land_links[0];

/* ==================================================================== */
/* Resources                                                            */
/* ==================================================================== */
/*
 * RULEBOOK Resource Exploitation Boxes: Venezuela Oil (ex. 4.0 D4), Rumania
 * Oil, Sweden Factory, Portugal Raw Materials (ex. 4.0), Netherlands 1 Oil
 * in its home area and 2 Oil in the Dutch East Indies (ex. 4.0: Nazism
 * claims "the two Oil Resource of Netherlands in Dutch East Indies" and "the
 * Oil Resource of Netherlands in the home area"; the facts file's "3 Oil in
 * its colonies" counts the three together, and the rulebook wins).
 * TRANSCRIBED (facts §4): Oil in Turkey, Iraq and Persia.
 * The asterisk boxes of USSR (§1.3: 1 Raw Material to Germany by C9, 1 to
 * Japan by N25/C25) are the ceded part of USSR's 6 Raw Materials.
 * RECONSTRUCTED (method 3): one box per significant 1933 resource of the
 * other Minors and Territories (Spanish and Swedish ore, Yugoslav bauxite,
 * Manchurian coal and industry, ...).
 */
const sg_rbox wm__siege_rboxes[SG_NRBOXES] = {
    {SG_VENEZUELA, SG_OIL, 0, 1},
    {SG_RUMANIA, SG_OIL, 0, 1},
    {SG_SWEDEN, SG_FACTORY, 0, 1},
    {SG_PORTUGAL, SG_RM, 0, 1},
    {SG_NETHERLANDS, SG_OIL, 0, 1},
    {SG_DUTCH_EAST_INDIES, SG_OIL, 0, 1},
    {SG_DUTCH_EAST_INDIES, SG_OIL, 0, 1},
    {SG_TURKEY, SG_OIL, 0, 2},
    {SG_IRAQ, SG_OIL, 0, 2},
    {SG_PERSIA, SG_OIL, 0, 2},
    {SG_USSR, SG_RM, 1, 1},    /* ceded to Germany by C9 (§1.3) */
    {SG_USSR, SG_RM, 1, 1},    /* ceded to Japan by N25/C25 (§1.3) */
    /* RECONSTRUCTED */
    {SG_SWEDEN, SG_RM, 0, 0},
    {SG_SPAIN, SG_RM, 0, 0},
    {SG_SPAIN, SG_FACTORY, 0, 0},
    {SG_CZECHOSLOVAKIA, SG_FACTORY, 0, 0},
    {SG_CZECHOSLOVAKIA, SG_RM, 0, 0},
    {SG_POLAND, SG_RM, 0, 0},
    {SG_YUGOSLAVIA, SG_RM, 0, 0},
    {SG_HUNGARY, SG_RM, 0, 0},
    {SG_BELGIUM, SG_FACTORY, 0, 0},
    {SG_NORWAY, SG_RM, 0, 0},
    {SG_FINLAND, SG_RM, 0, 0},
    {SG_GREECE, SG_RM, 0, 0},
    {SG_AUSTRIA, SG_FACTORY, 0, 0},
    {SG_MANCHUQUO, SG_RM, 0, 0},
    {SG_MANCHUQUO, SG_FACTORY, 0, 0},
    {SG_SUDETEN, SG_FACTORY, 0, 0},
    {SG_TUNISIA, SG_RM, 0, 0},
    {SG_FRENCH_NORTH_AFRICA, SG_RM, 0, 0},
};

/* §1.3: "These two cards introduce additional Resource Exploitation Boxes
 * for Great Britain and France" (D16 in the America Map Box, turn 4; D20
 * in the Asia Map Box, turn 6).  Which Power each card serves and the
 * resource are RECONSTRUCTED (doc/siege-content.md, method 12): America's
 * card for Great Britain's Caribbean oil (Trinidad, the Empire's oil of the
 * 1930s), Asia's for France's Indochina (rubber, coal: Raw Materials); one
 * box each, like the single boxes of the stated Minors. */
const sg_rbox wm__siege_map_rboxes[SG_NMAP_RBOXES] = {
    {SG_GREAT_BRITAIN, SG_OIL, 0, 0}, /* D16 */
    {SG_FRANCE, SG_RM, 0, 0},         /* D20 */
};
const char *const wm__siege_map_rbox_card[SG_NMAP_RBOXES] = {"D16", "D20"};
const uint8_t wm__siege_map_rbox_cardix[SG_NMAP_RBOXES] = {37 + 15, 37 + 19}; /* D16, D20 (Democracy's deck from 37) */

const uint8_t wm__siege_power_area[SG_NPOWERS] = {
    SG_GREAT_BRITAIN, SG_USA, SG_FRANCE, SG_USSR, SG_CHINA, SG_GERMANY, SG_ITALY, SG_JAPAN,
};
/* Its inverse, power + 1 by area (0: not a Power), for the rules that ask
 * of an area on every Impulse (a test checks it against the table above). */
const uint8_t wm__siege_area_power1[SG_NAREAS] = {
    [SG_GREAT_BRITAIN] = 1, [SG_USA] = 2, [SG_FRANCE] = 3, [SG_USSR] = 4,
    [SG_CHINA] = 5, [SG_GERMANY] = 6, [SG_ITALY] = 7, [SG_JAPAN] = 8,
};

/*
 * Starting Resources [RM, Factories, Oil].
 * RULEBOOK: USSR 6 RM (asterisked), 4 Factories, 1 Oil (§1.3 example; the 6 includes the 2 asterisked
 * boxes above); China 2 RM + 1 Factory (ex. 4.0); Democracy's Powers hold
 * 1 Oil in all and Nazism's none (ex. 4.0: Democracy's Oil reaches 4 after
 * 3 claims; Nazism claims all its Oil).
 * RECONSTRUCTED (method 4): the rest so that ex. 4.0's production replays:
 * Nazism's pool 5 RM / 4 F at start, 6 / 5 after the Portugal and Sweden
 * claims (the very pool §3.4.2's example uses), Democracy's 8 / 5.
 */
const uint8_t wm__siege_power_resources[SG_NPOWERS][SG_NRESOURCES] = {
    [SG_P_GB] = {2, 2, 0},
    [SG_P_USA] = {4, 2, 1},
    [SG_P_FRANCE] = {2, 1, 0},
    [SG_P_USSR] = {6, 4, 1},
    [SG_P_CHINA] = {2, 1, 0},
    [SG_P_GERMANY] = {3, 3, 0},
    [SG_P_ITALY] = {1, 1, 0},
    [SG_P_JAPAN] = {1, 0, 0},
};

/*
 * Armaments Tracks: for levels 1-3, the Raw Materials that go with the
 * Factories for one MR, and the Oil for one MR; the two upgrade costs.
 * RULEBOOK: Germany L1 6+4 and 4 Oil (§1.7, §3.4.2); Italy L1 6+4 and 5 Oil
 * (§3.4.2); Japan L1 produces 1 MR from 6 RM + 5 F and none from 2 Oil
 * (§3.4.2); Great Britain 1->2 costs 2 MR (ex. 4.0 D8); China 1->2 costs 2
 * MR (ex. 4.0 C26); every Power starts at level 1 (§1.7, ex. 4.0).
 * RECONSTRUCTED (method 4): each level lowers the ratios by about a fifth;
 * the values are the smallest that replay ex. 4.0's Interphase (USA none,
 * Great Britain at L2 1, France 1, Germany 1, Italy at L2 1, Japan 1, USSR 1,
 * China at L2 1, and no MR from Democracy's 3 Oil or Nazism's 3) and §3.4.2's example.
 */
const sg_armaments wm__siege_armaments[SG_NPOWERS] = {
    /*                 RM per MR      Factories      Oil per MR     upgrades */
    [SG_P_GB]      = {.rm = {8, 6, 5},  .f = {6, 4, 3}, .oil = {5, 4, 3}, .upgrade = {2, 3}, .source = SG_ARM_UP1_RULEBOOK},
    [SG_P_USA]     = {.rm = {10, 8, 6}, .f = {6, 5, 4}, .oil = {4, 4, 3}, .upgrade = {3, 3}, .source = 0},
    [SG_P_FRANCE]  = {.rm = {7, 6, 5},  .f = {5, 4, 3}, .oil = {4, 4, 3}, .upgrade = {2, 3}, .source = 0},
    [SG_P_USSR]    = {.rm = {6, 5, 4},  .f = {4, 4, 3}, .oil = {3, 3, 3}, .upgrade = {3, 3}, .source = 0},
    [SG_P_CHINA]   = {.rm = {8, 7, 6},  .f = {6, 5, 4}, .oil = {4, 4, 4}, .upgrade = {2, 3}, .source = SG_ARM_UP1_RULEBOOK},
    [SG_P_GERMANY] = {.rm = {6, 5, 4},  .f = {4, 4, 3}, .oil = {4, 3, 3}, .upgrade = {3, 3}, .source = SG_ARM_L1_RULEBOOK},
    [SG_P_ITALY]   = {.rm = {6, 5, 4},  .f = {4, 4, 3}, .oil = {5, 4, 4}, .upgrade = {2, 3}, .source = SG_ARM_L1_RULEBOOK},
    [SG_P_JAPAN]   = {.rm = {6, 5, 4},  .f = {4, 4, 3}, .oil = {4, 4, 3}, .upgrade = {2, 3}, .source = SG_ARM_L1_RULEBOOK},
};

int wm__siege_production(int power, int level, const uint8_t pool[SG_NRESOURCES])
{
    if (power < 0 || power >= SG_NPOWERS || level < 0 || level > 2)
        return 0;
    const sg_armaments *a = &wm__siege_armaments[power];
    int rm = a->rm[level], f = a->f[level], oil = a->oil[level];
    int by_rm = rm ? pool[SG_RM] / rm : 0;
    int by_f = f ? pool[SG_FACTORY] / f : 0;
    int sets = by_rm < by_f ? by_rm : by_f;
    return sets + (oil ? pool[SG_OIL] / oil : 0);
}

/* ==================================================================== */
/* Political Regimes Track                                              */
/* ==================================================================== */
/*
 * RULEBOOK (§1.4.3): four Control Areas at the corners, clockwise from the
 * top left Democracy, Nazism, Communism, Anarchy; a Neutral Area of 4 boxes
 * in the centre; Influence Areas friendly to two Ideologies each:
 * Social-Democracy (Democracy and Communism, §1.4.3), Oligarchy (Democracy
 * and Communism, ex. 4.0 Victory step), Military Dictatorship (Nazism and
 * Communism, ex. 4.0), Autocracy (Nazism, ex. 4.0 LOC; its second
 * Ideology, Democracy, is RECONSTRUCTED so that each pair of Ideologies
 * shares an Influence Area); an Instability Area (§3.3.12-3.3.14).
 * Starting positions stated: Poland and Austria in Autocracy (§2.0 note,
 * ex. 4.0), France and Spain in Social-Democracy, Portugal in Military
 * Dictatorship (ex. 4.0).
 *
 * RECONSTRUCTED (method 5 of doc/siege-content.md): the network is the
 * smallest one found that replays the §3.3.1 paths A-F and every Regime
 * Marker trajectory of ex. 4.0 (17 boxes, 28 connections).  The layout, as
 * a 5x5 drawing (Control Areas in the corners):
 *
 *     DEM ----- SD(top) ---- AUT ------------ NAZ
 *      |          |      /    |  \           / |
 *      |          |     /   MD(inner) ------   |
 *    SD(left) -- NW -------- NE -------- MD(edge)
 *      |          |    \      |       \        |
 *     INST ------ SW -------- SE -- MD(inner)  |
 *      |          |           |   \            |
 *     ANA -- OLIG(left) -- OLIG(low) - MD(low) - COM
 *
 * (exact edges in the table below).  Every shortest-path fact used by a
 * test is listed in doc/siege-content.md with the trajectory it comes from.
 */
#define CB(i) ((uint32_t)1u << (i))
#define FR(x) ((uint8_t)(1u << (x)))
const sg_regime_box wm__siege_regime_boxes[SG_NREGIME_BOXES] = {
    [SG_R_DEMOCRACY] = {"Control Area of Democracy", "Democracy", SG_RA_CONTROL, SG_DEMOCRACY, 0},
    [SG_R_NAZISM] = {"Control Area of Nazism", "Nazism", SG_RA_CONTROL, SG_NAZISM, 0},
    [SG_R_COMMUNISM] = {"Control Area of Communism", "Communism", SG_RA_CONTROL, SG_COMMUNISM, 0},
    [SG_R_ANARCHY] = {"Control Area of Anarchy", "Anarchy", SG_RA_CONTROL, SG_ANARCHY, 0},
    [SG_R_NEUTRAL_NW] = {"Neutral Area", "NeutralNW", SG_RA_NEUTRAL, SG_NOBODY, 0},
    [SG_R_NEUTRAL_NE] = {"Neutral Area", "NeutralNE", SG_RA_NEUTRAL, SG_NOBODY, 0},
    [SG_R_NEUTRAL_SE] = {"Neutral Area", "NeutralSE", SG_RA_NEUTRAL, SG_NOBODY, 0},
    [SG_R_NEUTRAL_SW] = {"Neutral Area", "NeutralSW", SG_RA_NEUTRAL, SG_NOBODY, 0},
    [SG_R_SOCDEM_TOP] = {"Social-Democracy", "SocialDemocracyA", SG_RA_INFLUENCE, SG_NOBODY, FR(SG_DEMOCRACY) | FR(SG_COMMUNISM)},
    [SG_R_SOCDEM_LEFT] = {"Social-Democracy", "SocialDemocracyB", SG_RA_INFLUENCE, SG_NOBODY, FR(SG_DEMOCRACY) | FR(SG_COMMUNISM)},
    [SG_R_AUTOCRACY] = {"Autocracy", "Autocracy", SG_RA_INFLUENCE, SG_NOBODY, FR(SG_NAZISM) | FR(SG_DEMOCRACY)},
    [SG_R_MILDICT_EDGE] = {"Military Dictatorship", "MilitaryDictatorshipA", SG_RA_INFLUENCE, SG_NOBODY, FR(SG_NAZISM) | FR(SG_COMMUNISM)},
    [SG_R_MILDICT_INNER] = {"Military Dictatorship", "MilitaryDictatorshipB", SG_RA_INFLUENCE, SG_NOBODY, FR(SG_NAZISM) | FR(SG_COMMUNISM)},
    [SG_R_MILDICT_LOW] = {"Military Dictatorship", "MilitaryDictatorshipC", SG_RA_INFLUENCE, SG_NOBODY, FR(SG_NAZISM) | FR(SG_COMMUNISM)},
    [SG_R_OLIGARCHY_LOW] = {"Oligarchy", "OligarchyA", SG_RA_INFLUENCE, SG_NOBODY, FR(SG_DEMOCRACY) | FR(SG_COMMUNISM)},
    [SG_R_OLIGARCHY_LEFT] = {"Oligarchy", "OligarchyB", SG_RA_INFLUENCE, SG_NOBODY, FR(SG_DEMOCRACY) | FR(SG_COMMUNISM)},
    [SG_R_INSTABILITY] = {"Instability Area", "Instability", SG_RA_INSTABILITY, SG_NOBODY, 0},
};

const uint32_t wm__siege_regime_adj[SG_NREGIME_BOXES] = {
    [SG_R_DEMOCRACY] = CB(SG_R_SOCDEM_TOP) | CB(SG_R_SOCDEM_LEFT),
    [SG_R_NAZISM] = CB(SG_R_AUTOCRACY) | CB(SG_R_MILDICT_EDGE) | CB(SG_R_MILDICT_INNER),
    [SG_R_COMMUNISM] = CB(SG_R_MILDICT_LOW) | CB(SG_R_OLIGARCHY_LOW),
    [SG_R_ANARCHY] = CB(SG_R_OLIGARCHY_LEFT) | CB(SG_R_INSTABILITY),
    [SG_R_NEUTRAL_NW] = CB(SG_R_SOCDEM_TOP) | CB(SG_R_SOCDEM_LEFT) | CB(SG_R_AUTOCRACY) |
                        CB(SG_R_NEUTRAL_NE) | CB(SG_R_NEUTRAL_SW),
    [SG_R_NEUTRAL_NE] = CB(SG_R_NEUTRAL_NW) | CB(SG_R_NEUTRAL_SE) | CB(SG_R_MILDICT_EDGE),
    [SG_R_NEUTRAL_SE] = CB(SG_R_NEUTRAL_NE) | CB(SG_R_NEUTRAL_SW) | CB(SG_R_MILDICT_INNER) |
                        CB(SG_R_MILDICT_LOW) | CB(SG_R_OLIGARCHY_LOW),
    [SG_R_NEUTRAL_SW] = CB(SG_R_NEUTRAL_NW) | CB(SG_R_NEUTRAL_SE) | CB(SG_R_OLIGARCHY_LEFT) |
                        CB(SG_R_INSTABILITY),
    [SG_R_SOCDEM_TOP] = CB(SG_R_DEMOCRACY) | CB(SG_R_AUTOCRACY) | CB(SG_R_NEUTRAL_NW),
    [SG_R_SOCDEM_LEFT] = CB(SG_R_DEMOCRACY) | CB(SG_R_INSTABILITY) | CB(SG_R_NEUTRAL_NW),
    [SG_R_AUTOCRACY] = CB(SG_R_SOCDEM_TOP) | CB(SG_R_NAZISM) | CB(SG_R_NEUTRAL_NW) | CB(SG_R_MILDICT_INNER),
    [SG_R_MILDICT_EDGE] = CB(SG_R_NAZISM) | CB(SG_R_MILDICT_LOW) | CB(SG_R_NEUTRAL_NE),
    [SG_R_MILDICT_INNER] = CB(SG_R_AUTOCRACY) | CB(SG_R_NAZISM) | CB(SG_R_NEUTRAL_SE),
    [SG_R_MILDICT_LOW] = CB(SG_R_MILDICT_EDGE) | CB(SG_R_COMMUNISM) | CB(SG_R_NEUTRAL_SE),
    [SG_R_OLIGARCHY_LOW] = CB(SG_R_COMMUNISM) | CB(SG_R_OLIGARCHY_LEFT) | CB(SG_R_NEUTRAL_SE),
    [SG_R_OLIGARCHY_LEFT] = CB(SG_R_OLIGARCHY_LOW) | CB(SG_R_ANARCHY) | CB(SG_R_NEUTRAL_SW),
    [SG_R_INSTABILITY] = CB(SG_R_ANARCHY) | CB(SG_R_SOCDEM_LEFT) | CB(SG_R_NEUTRAL_SW),
};

/*
 * Starting boxes.  RULEBOOK: Poland, Austria Autocracy; France, Spain
 * Social-Democracy; Portugal Military Dictatorship.
 * Fixed by ex. 4.0's trajectories (RECONSTRUCTED as the only or the first
 * box that replays them; doc/siege-content.md gives each derivation):
 * Czechoslovakia and Rumania Social-Democracy (one step from Democracy's
 * Control Area), Sweden and Norway Social-Democracy and Baltic States
 * Military Dictatorship (never moved, scored there), Yugoslavia Autocracy
 * (one step towards Communism lands in Military Dictatorship), Greece,
 * Netherlands, Hungary Neutral (NW), Turkey and Finland Neutral (NE),
 * Bulgaria and Iraq Neutral (SE), Albania, Persia and China Neutral (SW),
 * Italy and Japan Military Dictatorship (Italy not in Nazism's Control
 * Area: its War Stall move costs Nazism no Prestige in ex. 4.0).
 * Belgium Neutral (NW): never moved and never scored in ex. 4.0.
 */
const uint8_t wm__siege_regime_start[SG_NNATIONS] = {
    [SG_FRANCE] = SG_R_SOCDEM_TOP,
    [SG_ITALY] = SG_R_MILDICT_INNER,
    [SG_JAPAN] = SG_R_MILDICT_EDGE,
    [SG_CHINA] = SG_R_NEUTRAL_SW,
    [SG_AUSTRIA] = SG_R_AUTOCRACY,
    [SG_CZECHOSLOVAKIA] = SG_R_SOCDEM_TOP,
    [SG_POLAND] = SG_R_AUTOCRACY,
    [SG_HUNGARY] = SG_R_NEUTRAL_NW,
    [SG_RUMANIA] = SG_R_SOCDEM_TOP,
    [SG_BULGARIA] = SG_R_NEUTRAL_SE,
    [SG_YUGOSLAVIA] = SG_R_AUTOCRACY,
    [SG_GREECE] = SG_R_NEUTRAL_NW,
    [SG_ALBANIA] = SG_R_NEUTRAL_SW,
    [SG_TURKEY] = SG_R_NEUTRAL_NE,
    [SG_SPAIN] = SG_R_SOCDEM_TOP,
    [SG_PORTUGAL] = SG_R_MILDICT_EDGE,
    [SG_NETHERLANDS] = SG_R_NEUTRAL_NW,
    [SG_BELGIUM] = SG_R_NEUTRAL_NW,
    [SG_SWEDEN] = SG_R_SOCDEM_LEFT,
    [SG_NORWAY] = SG_R_SOCDEM_LEFT,
    [SG_FINLAND] = SG_R_NEUTRAL_NE,
    [SG_BALTIC_STATES] = SG_R_MILDICT_EDGE,
    [SG_IRAQ] = SG_R_NEUTRAL_SE,
    [SG_PERSIA] = SG_R_NEUTRAL_SW,
};
#undef CB
#undef FR

/* ==================================================================== */
/* Coup Cells Track                                                     */
/* ==================================================================== */
/*
 * RULEBOOK: "Iberian Peninsula" with Portugal 2/1, Spain 4/3 and the Anarchy
 * modifier -1/0 (§1.3); "East Europe" with Hungary, attempt 2 (ex. 4.0);
 * "Benelux Countries" with Netherlands 3/3 and Belgium's reaction 3 (ex. 4.0:
 * the Coup in Netherlands costs 3; "the PP reaction cost in both Belgium and
 * Netherlands is 3").  TRANSCRIBED: a "Middle East" area (facts §6,
 * uncertain name) for Turkey, Iraq and Persia.
 * RECONSTRUCTED (method 6): every other Minor in the area of its region,
 * attempt cost = its VP / 2 + 1 (capped 4), reaction = attempt - 1 (min 1);
 * Anarchy modifier -1/0 everywhere, as in the one area stated; areas
 * bordering as the regions do.
 */
#define T(n, at, re, rb) {n, at, re, rb}
#define T0 {SG_NAREAS, 0, 0, 0}
#define CC(i) ((uint8_t)(1u << (i)))
const sg_cc_info wm__siege_cc[SG_NCC_AREAS] = {
    [SG_CC_IBERIA] = {"Iberian Peninsula", "IberianPeninsula",
                      {T(SG_PORTUGAL, 2, 1, 3), T(SG_SPAIN, 4, 3, 3), T0, T0, T0}, -1, 0,
                      CC(SG_CC_WEST_EUROPE), 1},
    [SG_CC_WEST_EUROPE] = {"West Europe", "WestEurope",
                           {T(SG_AUSTRIA, 3, 2, 0), T(SG_CZECHOSLOVAKIA, 3, 2, 0), T0, T0, T0}, -1, 0,
                           CC(SG_CC_IBERIA) | CC(SG_CC_BENELUX) | CC(SG_CC_EAST_EUROPE), 0},
    [SG_CC_BENELUX] = {"Benelux Countries", "Benelux",
                       {T(SG_NETHERLANDS, 3, 3, 3), T(SG_BELGIUM, 3, 3, 2), T0, T0, T0}, -1, 0,
                       CC(SG_CC_WEST_EUROPE) | CC(SG_CC_SCANDINAVIA), 1},
    [SG_CC_SCANDINAVIA] = {"Scandinavia", "Scandinavia",
                           {T(SG_SWEDEN, 2, 1, 0), T(SG_NORWAY, 2, 1, 0), T(SG_FINLAND, 3, 2, 0),
                            T(SG_BALTIC_STATES, 2, 1, 0), T0}, -1, 0,
                           CC(SG_CC_BENELUX) | CC(SG_CC_EAST_EUROPE), 0},
    [SG_CC_EAST_EUROPE] = {"East Europe", "EastEurope",
                           {T(SG_HUNGARY, 2, 1, 1), T(SG_POLAND, 4, 3, 0), T(SG_RUMANIA, 3, 2, 0), T0, T0}, -1, 0,
                           CC(SG_CC_WEST_EUROPE) | CC(SG_CC_SCANDINAVIA) | CC(SG_CC_BALKANS), 1},
    [SG_CC_BALKANS] = {"Balkans", "Balkans",
                       {T(SG_YUGOSLAVIA, 3, 2, 0), T(SG_BULGARIA, 2, 1, 0), T(SG_GREECE, 2, 1, 0),
                        T(SG_ALBANIA, 1, 1, 0), T0}, -1, 0,
                       CC(SG_CC_EAST_EUROPE) | CC(SG_CC_MIDDLE_EAST), 0},
    [SG_CC_MIDDLE_EAST] = {"Middle East", "MiddleEast",
                           {T(SG_TURKEY, 3, 2, 0), T(SG_IRAQ, 2, 1, 0), T(SG_PERSIA, 2, 1, 0), T0, T0}, -1, 0,
                           CC(SG_CC_BALKANS) | CC(SG_CC_FAR_EAST), 0},
    [SG_CC_FAR_EAST] = {"Far East", "FarEast",
                        {T0, T0, T0, T0, T0}, -1, 0,
                        CC(SG_CC_MIDDLE_EAST), 0},
};
#undef T
#undef T0
#undef CC

/* ==================================================================== */
/* Tracks                                                               */
/* ==================================================================== */

/* §1.7: Democracy two Reserve boxes, the others one. */
const uint8_t wm__siege_reserves[SG_NIDEOLOGIES] = {1, 2, 1};
/* §2.0: Nazism 6, Democracy 5 (the text prints "Germany"), Communism 4. */
const uint8_t wm__siege_start_prestige[SG_NIDEOLOGIES] = {6, 5, 4};

/* §1.4.1 prints the sectors without their bounds; ex. 4.0 fixes them:
 * Democracy at 7 "enters the green sector", at 6 "exits" it; Nazism at 2
 * "entered the red sector", at 3 "leaving the red sector".  Green +1, red -1
 * (ex. 4.0's Communism roll at 4 and Democracy's at 5 carry none). */
int wm__siege_prestige_modifier(int level)
{
    if (level <= SG_PRESTIGE_RED_MAX)
        return -1;
    if (level >= SG_PRESTIGE_GREEN_MIN)
        return 1;
    return 0;
}

/*
 * Turn Track.  RULEBOOK: no Total War in turns 1-4, 3 Powers at War in turn
 * 7 (§3.3.15 example); Automatic Victory at 40 in turns 1-2, 80 in turns 3-7,
 * none in turn 8 (§3.4.3).
 * RECONSTRUCTED (method 7): the threshold falls by one each turn towards
 * 1939: turn 5 needs 5 Powers, turn 6 four, turn 8 two.  (At the end of turn
 * 8 Total War breaks out anyway, §3.3.15.)
 */
const sg_turn_info wm__siege_turns[SG_TURNS + 1] = {
    [0] = {0, 0, 0, 0},
    [1] = {1933, 0, 40, 3},
    [2] = {1934, 0, 40, 3},
    [3] = {1935, 0, 80, 3},
    [4] = {1936, 0, 80, 3},
    [5] = {1937, 5, 80, 2},
    [6] = {1938, 4, 80, 2},
    [7] = {1939, 3, 80, 3},
    [8] = {1940, 2, 0, 2},
};

/* ==================================================================== */
/* Effect programs                                                      */
/* ==================================================================== */
/*
 * Each program is the card's Effects in the effect vocabulary of
 * content.h, RULEBOOK where the rulebook describes the card (§ cited),
 * otherwise RECONSTRUCTED from the card's name and the historical event
 * (method 8).  Cards whose effect no source describes have a
 * RECONSTRUCTED one (method 14, SG_F_RECONSTRUCTED, below the named ones);
 * WM_SIEGE_PUBLISHED_ONLY plays them for their PP only.
 */
#define OP(o, a, b, c, s) {(uint8_t)(o), (uint8_t)(a), (int8_t)(b), (uint8_t)(c), (uint32_t)(s)}
#define OWN SG_NOBODY
#define P(x) (x), (uint8_t)(sizeof(x) / sizeof((x)[0]))

/* N1 Gestapo (Event, ex. 4.0): inspect Democracy's hand; a CC from the
 * Token Reserve onto any area of the Coup Cells Track. */
static const sg_op n1_ops[] = {
    OP(SG_OP_PEEK, SG_DEMOCRACY, 0, 0, 0),
    OP(SG_OP_FREE_CC, 0xFF, 1, 0, 0),
};
/* N2 Political Support/Struggle (Event, §1.4.4): +1 PP. */
static const sg_op n2_ops[] = {OP(SG_OP_PP, 0, 1, 0, 0)};
/* N9 (§3.3.15 example): Pact Germany-USSR. */
static const sg_op n9_ops[] = {OP(SG_OP_TREATY, 0, SG_P_GERMANY, SG_USSR, 0)};
/* N11 Support to Nationalists (§6.0): condition N12 in play; 1 Nazi MR from
 * the Token Reserve to the Rebels (B) of N12. */
static const sg_op n11_ops[] = {
    OP(SG_OP_IF_CARD_ACTIVE, 11, 0, 0, 0), /* N12 is card index 11 */
    OP(SG_OP_MR_TO_WAR, 1, SG_MRS_SPANISH_REBELS, 0, 0),
};
/* N12 Spanish Civil War (Event + War Card, §1.8.2, §6.0): condition C12 in
 * play; the war is declared. */
static const sg_op n12_ops[] = {
    OP(SG_OP_IF_CARD_ACTIVE, 84, 0, 0, 0), /* C12 */
    OP(SG_OP_WAR, 0, 0, 0, 0),
};
/* N14 (§3.3.15 example): Alliance Italy-Germany. */
static const sg_op n14_ops[] = {OP(SG_OP_TREATY, 1, SG_P_ITALY, SG_GERMANY, 0)};
/* N15 Pact with Czechoslovakia (§1.4.4). */
static const sg_op n15_ops[] = {OP(SG_OP_TREATY, 0, SG_P_GERMANY, SG_CZECHOSLOVAKIA, 0)};
/* N16 Balkan Pact (lapsing Event, §6.0 "works like C21"). */
static const sg_op n16_ops[] = {
    OP(SG_OP_REGIME, SG_NAZISM, 2, 0, NB(SG_BULGARIA)),
    OP(SG_OP_EACH_ROUND, 0, 0, 0, 0),
    OP(SG_OP_REGIME_LINKED, SG_NAZISM, 1, 2, SG_BULGARIA),
};
/* N17 Metaxas (Event, §6.0): a Coup in Greece. */
static const sg_op n17_ops[] = {
    OP(SG_OP_IF_EXISTS, SG_GREECE, 0, 0, 0),
    OP(SG_OP_COUP, SG_GREECE, 2, SG_COUP_NO_REACTION | SG_COUP_FREE | SG_COUP_IMMEDIATE, 0),
};
/* N18 Italian Armaments (ex. 4.0). */
static const sg_op n18_ops[] = {OP(SG_OP_ARMAMENTS, SG_P_ITALY, 0, 0, 0)};
/* N19 War with Ethiopia (§3.3.11, §6.0 N20). */
static const sg_op n19_ops[] = {OP(SG_OP_WAR, 1, 0, 0, 0), OP(SG_OP_PRESTIGE, OWN, -1, 0, 0)};
/* N20 Italy leaves League of Nations (Event, §6.0). */
static const sg_op n20_ops[] = {OP(SG_OP_RULE, SG_RULE_N20_NO_ITALIAN_WAR_PENALTY, 0, 0, 0)};
/* N21 Dollfuss (Event, ex. 4.0): immediate Coup in Austria, +2, no reaction. */
static const sg_op n21_ops[] = {
    OP(SG_OP_IF_EXISTS, SG_AUSTRIA, 0, 0, 0),
    OP(SG_OP_COUP, SG_AUSTRIA, 2, SG_COUP_NO_REACTION | SG_COUP_FREE | SG_COUP_IMMEDIATE, 0),
};
/* N22 War with France (§6.0 D25). */
static const sg_op n22_ops[] = {OP(SG_OP_WAR, 2, 0, 0, 0)};
/* N25 War on Soviet Union (§6.0 C33, D19). */
static const sg_op n25_ops[] = {OP(SG_OP_WAR, 3, 0, 0, 0)};
/* N26 Japanese Armaments (ex. 4.0 hand; by N18's and D8's pattern). */
static const sg_op n26_ops[] = {OP(SG_OP_ARMAMENTS, SG_P_JAPAN, 0, 0, 0)};
/* N27 War on China (§6.0). */
static const sg_op n27_ops[] = {OP(SG_OP_WAR, 4, 0, 0, 0)};
/* N29 War with Yugoslavia (§6.0 N20: Minors land connected to Yugoslavia
 * move towards Democracy unless N20 is in play). */
static const sg_op n29_ops[] = {
    OP(SG_OP_WAR, 5, 0, 0, 0),
    OP(SG_OP_PRESTIGE, OWN, -1, 0, 0),
    OP(SG_OP_REGIME_LINKED, SG_DEMOCRACY, 1, 2, SG_YUGOSLAVIA),
};
/* N30 War with Greece (ex. 4.0, §6.0 N20). */
static const sg_op n30_ops[] = {
    OP(SG_OP_WAR, 6, 0, 0, 0),
    OP(SG_OP_PRESTIGE, OWN, -1, 0, 0),
    OP(SG_OP_REGIME_LINKED, SG_DEMOCRACY, 1, 2, SG_GREECE),
};
/* N31 Economic Agreement with Baltic Countries (ex. 4.0): +1 Prestige, claim
 * one Resource of Sweden, Finland or the Baltic States, [2 Nazism] one of
 * them. */
static const sg_op n31_ops[] = {
    OP(SG_OP_PRESTIGE, OWN, 1, 0, 0),
    OP(SG_OP_CLAIM, SG_NAREAS, 0xFF, 1, NB(SG_SWEDEN) | NB(SG_FINLAND) | NB(SG_BALTIC_STATES)),
    OP(SG_OP_REGIME, SG_NAZISM, 2, 1, NB(SG_SWEDEN) | NB(SG_FINLAND) | NB(SG_BALTIC_STATES)),
};
/* N32 Anschluss (§6.0): condition N21 in play; Austria annexed. */
static const sg_op n32_ops[] = {
    OP(SG_OP_IF_CARD_ACTIVE, 20, 0, 0, 0), /* N21 */
    OP(SG_OP_CONQUER, SG_AUSTRIA, 10, 0, 0),
};
/* N33 Occupation of Sudeten (Stand-by, §3.3.1, §6.0). */
static const sg_op n33_ops[] = {
    OP(SG_OP_CONQUER, SG_SUDETEN, 3, 0, 0),
    OP(SG_OP_CONQUER, SG_TESCHEN, 0, 0, 0),
};
/* N34 Pats and Ulmanis (Event, §6.0): a Coup in the Baltic States. */
static const sg_op n34_ops[] = {
    OP(SG_OP_IF_EXISTS, SG_BALTIC_STATES, 0, 0, 0),
    OP(SG_OP_COUP, SG_BALTIC_STATES, 2, SG_COUP_NO_REACTION | SG_COUP_FREE | SG_COUP_IMMEDIATE, 0),
};
/* N35 War on Poland (§3.3.15, §6.0). */
static const sg_op n35_ops[] = {OP(SG_OP_WAR, 7, 0, 0, 0)};
/* N36 Annexation of Czechoslovakia (Stand-by, §6.0): 10 VP (+2 Teschen,
 * +3 Sudeten if still Czech). */
static const sg_op n36_ops[] = {
    OP(SG_OP_CONQUER, SG_CZECHOSLOVAKIA, 10, 0, 0),
    OP(SG_OP_CONQUER, SG_TESCHEN, 2, 0, 0),
    OP(SG_OP_CONQUER, SG_SUDETEN, 3, 0, 0),
};
/* N37 Occupation of Danzig and Memel (Stand-by, §6.0). */
static const sg_op n37_ops[] = {OP(SG_OP_CONQUER, SG_DANZIG_MEMEL, 2, 0, 0)};

/* D4 Oil Agreement (ex. 4.0). */
static const sg_op d4_ops[] = {
    OP(SG_OP_PRESTIGE, OWN, 1, 0, 0),
    OP(SG_OP_CLAIM, SG_VENEZUELA, SG_OIL, 1, 0),
    OP(SG_OP_REGIME, SG_DEMOCRACY, 1, 0, NB(SG_IRAQ) | NB(SG_PERSIA) | NB(SG_NETHERLANDS) | NB(SG_RUMANIA)),
    OP(SG_OP_REGIME_LINKED, SG_DEMOCRACY, 1, 1, SG_RUMANIA),
};
/* D7 Fight for Freedom (Multiple Play, §3.3.11, §6.0, ex. 4.0). */
static const sg_op d7_ops[] = {
    OP(SG_OP_IF_CIVIL_WAR, 0, 0, 0, 0),
    OP(SG_OP_MR_TO_WAR, 2, SG_MRS_MINOR_VS_POWER, 0, 0),
    OP(SG_OP_REGIME_LINKED, SG_DEMOCRACY, 2, 1, SG_NAREAS), /* the target nation and an adjacent Minor */
};
/* D8 British Armaments (ex. 4.0). */
static const sg_op d8_ops[] = {OP(SG_OP_ARMAMENTS, SG_P_GB, 0, 0, 0)};
/* D9 (§3.3.15): Alliance Great Britain-France. */
static const sg_op d9_ops[] = {OP(SG_OP_TREATY, 1, SG_P_GB, SG_FRANCE, 0)};
/* D11 Britain intervenes the Spanish Civil War (§6.0). */
static const sg_op d11_ops[] = {
    OP(SG_OP_IF_CARD_ACTIVE, 11, 0, 0, 0),
    OP(SG_OP_MR_TO_WAR, 1, SG_MRS_SPANISH_ANY, 0, 0),
};
/* D13 (§3.3.15): Alliance France-Poland. */
static const sg_op d13_ops[] = {OP(SG_OP_TREATY, 1, SG_P_FRANCE, SG_POLAND, 0)};
/* D15 Alliance with Czechoslovakia (§3.3.1 example). */
static const sg_op d15_ops[] = {OP(SG_OP_TREATY, 1, SG_P_FRANCE, SG_CZECHOSLOVAKIA, 0)};
/* D19 Embargo of Suez & Gibraltar Canals (§6.0). */
static const sg_op d19_ops[] = {OP(SG_OP_RULE, SG_RULE_D19_EMBARGO, 0, 0, 0)};
/* D22 Pact with Japan (ex. 4.0 hand). */
static const sg_op d22_ops[] = {OP(SG_OP_TREATY, 0, SG_P_GB, SG_JAPAN, 0)};
/* D24 Chinese Armaments (ex. 4.0, §3.6): as C26, Democracy's copy of the
 * card (ex. 4.0: D8 and D24 "begin the arms race"; §3.6 A ** the one
 * "Event Marker C26/D24"): China's Armaments up one level, its cost paid
 * by the player, the marker on the new level (issue 32: it only set the
 * marker, and did nothing once the marker was set). */
static const sg_op d24_ops[] = {
    OP(SG_OP_ARMAMENTS, SG_P_CHINA, 0, 0, 0),
    OP(SG_OP_CHINA_LEVEL, 1, 0, 0, 0),
};
/* D25 War with Italy (§3.3.11, §6.0). */
static const sg_op d25_ops[] = {OP(SG_OP_WAR, 8, 0, 0, 0)};
/* D28 Alliance with Great Britain (ex. 4.0 hand): Alliance GB-Belgium. */
static const sg_op d28_ops[] = {OP(SG_OP_TREATY, 1, SG_P_GB, SG_BELGIUM, 0)};
/* D30 Appeasement Policy Abandoned (§6.0): a free Coup Attempt in any Minor. */
static const sg_op d30_ops[] = {OP(SG_OP_COUP, SG_NAREAS, 0, SG_COUP_FREE | SG_COUP_IMMEDIATE, 0)};
/* D35 Defend Poland! (§1.8): Alliance Great Britain-Poland. */
static const sg_op d35_ops[] = {OP(SG_OP_TREATY, 1, SG_P_GB, SG_POLAND, 0)};
/* D36 (CAN REPLACE, §3.3.1 example): nullifies N33's Stand-by effect. */
static const sg_op d36_ops[] = {
    OP(SG_OP_IF_CARD_ACTIVE, 32, 0, 0, 0), /* N33 */
    OP(SG_OP_NULLIFY, 32, 0, 0, 0),
};

/* C3 Comintern Army (Multiple Play, §3.3.11, §6.0, ex. 4.0). */
static const sg_op c3_ops[] = {
    OP(SG_OP_IF_CIVIL_WAR, 0, 0, 0, 0),
    OP(SG_OP_MR_TO_WAR, 2, SG_MRS_MINOR_VS_POWER, 0, 0),
};
/* C9 Molotov-Ribbentrop Treaty (§1.3): Pact USSR-Germany, 1 RM ceded. */
static const sg_op c9_ops[] = {
    OP(SG_OP_TREATY, 0, SG_P_USSR, SG_GERMANY, 0),
    OP(SG_OP_CEDE, SG_USSR, SG_RM, SG_NAZISM, 0), /* "1 Raw Material to Germany through Pact" */
};
/* C13 (§3.3.15): Alliance USSR-Poland. */
static const sg_op c13_ops[] = {OP(SG_OP_TREATY, 1, SG_P_USSR, SG_POLAND, 0)};
/* C14 (§3.3.15): Alliance USSR-France. */
static const sg_op c14_ops[] = {OP(SG_OP_TREATY, 1, SG_P_USSR, SG_FRANCE, 0)};
/* C15 Alliance with Czechoslovakia (§3.3.1 example). */
static const sg_op c15_ops[] = {OP(SG_OP_TREATY, 1, SG_P_USSR, SG_CZECHOSLOVAKIA, 0)};
/* C19 The Long March (§3.3.10, §6.0). */
static const sg_op c19_ops[] = {OP(SG_OP_WAR, 9, 0, 0, 0)};
/* C20 Mao Tze-Tung (Event, ex. 4.0): Despotic Policy Marker on China; China
 * enters Communism's Control Area. */
static const sg_op c20_ops[] = {
    OP(SG_OP_DESPOTIC, SG_P_CHINA, 0, 0, 0),
    OP(SG_OP_REGIME, SG_COMMUNISM, 2, 0, NB(SG_CHINA)),
};
/* C21 Balkan Federation (lapsing Event, §6.0, ex. 4.0). */
static const sg_op c21_ops[] = {
    OP(SG_OP_REGIME, SG_ANARCHY, 2, 0, NB(SG_BULGARIA)),
    OP(SG_OP_EACH_ROUND, 0, 0, 0, 0),
    OP(SG_OP_REGIME_LINKED, SG_COMMUNISM, 1, 2, SG_BULGARIA),
};
/* C24 Baltics Invaded (§6.0): the Baltic States annexed by USSR. */
static const sg_op c24_ops[] = {OP(SG_OP_CONQUER, SG_BALTIC_STATES, 4, 0, 0)};
/* C25 War on Japan, C27 War on Poland, C29 War on Rumania, C30
 * Soviet-Finnish War (§6.0). */
static const sg_op c25_ops[] = {OP(SG_OP_WAR, 10, 0, 0, 0)};
static const sg_op c27_ops[] = {OP(SG_OP_WAR, 11, 0, 0, 0)};
static const sg_op c29_ops[] = {OP(SG_OP_WAR, 12, 0, 0, 0)};
static const sg_op c30_ops[] = {OP(SG_OP_WAR, 13, 0, 0, 0)};
/* C26 Chinese Armaments (ex. 4.0, §3.6). */
static const sg_op c26_ops[] = {
    OP(SG_OP_ARMAMENTS, SG_P_CHINA, 0, 0, 0),
    OP(SG_OP_CHINA_LEVEL, 1, 0, 0, 0),
};
/* C33 Red Army (§3.3.11, §6.0): up to 3 MR to a Soviet War Card. */
static const sg_op c33_ops[] = {
    OP(SG_OP_IF_WAR_ACTIVE, 0, 0, 0, (1u << 3) | (1u << 10) | (1u << 12) | (1u << 13)),
    OP(SG_OP_MR_TO_WAR, 3, SG_MRS_SOVIET_WARS, 0, 0),
};
/* C37 Soviets support Republicans (§6.0, printed "N11"). */
static const sg_op c37_ops[] = {
    OP(SG_OP_IF_CARD_ACTIVE, 11, 0, 0, 0),
    OP(SG_OP_MR_TO_WAR, 1, SG_MRS_SPANISH_GOVT, 0, 0),
};

/* C23 (§3.3.4: "effects of Communism Political Action C23 can be nullified
 * by Democracy player by paying a 1 Prestige Level loss for USA, as stated
 * on Card C23"): the Reaction is RULEBOOK; the effects are RECONSTRUCTED
 * (doc/siege-content.md, method 13): a card that USA's Prestige can cancel
 * is the United States' recognition of the Soviet Union (November 1933):
 * +1 Prestige and 2 VP to Communism. */
static const sg_op c23_ops[] = {
    OP(SG_OP_NULLIFIABLE, SG_DEMOCRACY, 1, 0, 0),
    OP(SG_OP_PRESTIGE, SG_COMMUNISM, 1, 0, 0),
    OP(SG_OP_VP, SG_COMMUNISM, 2, 0, 0),
};

/* ==================================================================== */
/* The cards no source describes: RECONSTRUCTED effects (method 14)     */
/* ==================================================================== */
/*
 * 48 cards have nothing but a code (RECONSTRUCTED by method 10) and C36
 * "Looting" a name, 3 PP and one fact: "the conditions in Card Rules to
 * attempt the Political Action are not met" in the 3rd Game Round of turn
 * 1 of ex. 4.0.  Their effects are RECONSTRUCTED by method 14 of
 * doc/siege-content.md: the card's deck says whom the event helps, the
 * event is one of that Ideology's of 1933-1940 not already on a named
 * card, its year is the Entry Turn (1933 = turn 1), and the effect is
 * written in the vocabulary the rulebook's own cards use (§6.0, ex. 4.0):
 * Regime moves of the nations the event touched (1-2 boxes, as D4, N31,
 * C21), a Resource claim where it was about trade, an Armaments step
 * where it was rearmament (N18, D8, C26), a Pact where one was signed
 * (§3.3.5), Prestige +-1 and VP 1-2 (C23).  No new card has conditions
 * except C36 (the rulebook's), so each can be attempted when dealt.
 * The names are RECONSTRUCTED too (the historical event), never claimed
 * to be the printed ones; SG_F_RECONSTRUCTED marks them, and
 * WM_SIEGE_PUBLISHED_ONLY plays them for their PP only.
 */
#define NS(a) NB(SG_##a)
/* Nazism */
static const sg_op n3_ops[] = { /* Reichstag Fire Decree (Feb 1933) */
    OP(SG_OP_PRESTIGE, OWN, 1, 0, 0),
    OP(SG_OP_PRESTIGE, SG_COMMUNISM, -1, 0, 0),
};
static const sg_op n4_ops[] = { /* Reich Concordat (Jul 1933): the Catholic nations */
    OP(SG_OP_REGIME, SG_NAZISM, 1, 2, NS(AUSTRIA) | NS(HUNGARY) | NS(POLAND) | NS(SPAIN) | NS(PORTUGAL)),
};
static const sg_op n5_ops[] = { /* Germany leaves the League of Nations (Oct 1933) */
    OP(SG_OP_PRESTIGE, SG_DEMOCRACY, -1, 0, 0),
    OP(SG_OP_PP, 0, 1, 0, 0),
};
static const sg_op n6_ops[] = { /* German-Polish Non-Aggression Pact (Jan 1934) */
    OP(SG_OP_TREATY, 0, SG_P_GERMANY, SG_POLAND, 0),
    OP(SG_OP_REGIME, SG_NAZISM, 1, 0, NS(POLAND)),
};
static const sg_op n7_ops[] = { /* Saar plebiscite (Jan 1935) */
    OP(SG_OP_VP, OWN, 2, 0, 0),
    OP(SG_OP_PRESTIGE, OWN, 1, 0, 0),
};
static const sg_op n8_ops[] = {OP(SG_OP_ARMAMENTS, SG_P_GERMANY, 0, 0, 0)}; /* Four Year Plan (1936) */
static const sg_op n10_ops[] = { /* Rhineland remilitarised (Mar 1936); Belgium neutral again */
    OP(SG_OP_PRESTIGE, SG_DEMOCRACY, -1, 0, 0),
    OP(SG_OP_REGIME, SG_NAZISM, 1, 0, NS(BELGIUM)),
};
static const sg_op n13_ops[] = { /* Anti-Comintern Pact (Nov 1936) */
    OP(SG_OP_TREATY, 0, SG_P_GERMANY, SG_JAPAN, 0),
    OP(SG_OP_PRESTIGE, SG_COMMUNISM, -1, 0, 0),
};
static const sg_op n23_ops[] = {OP(SG_OP_REGIME, SG_NAZISM, 2, 0, NS(HUNGARY))}; /* First Vienna Award (Nov 1938) */
static const sg_op n24_ops[] = { /* Schacht's New Plan: clearing trade with the Balkans (1934), Rumania's oil first */
    OP(SG_OP_CLAIM, SG_RUMANIA, 0xFF, 1, 0),
    OP(SG_OP_REGIME, SG_NAZISM, 1, 1, NS(RUMANIA) | NS(YUGOSLAVIA) | NS(BULGARIA) | NS(HUNGARY) | NS(GREECE) | NS(TURKEY)),
};
static const sg_op n28_ops[] = { /* the Iron Guard (Rumania, 1937) */
    OP(SG_OP_FREE_CC, SG_CC_EAST_EUROPE, 1, 0, 0),
    OP(SG_OP_REGIME, SG_NAZISM, 1, 0, NS(RUMANIA)),
};
/* Democracy */
static const sg_op d1_ops[] = { /* the New Deal (1933) */
    OP(SG_OP_PRESTIGE, OWN, 1, 0, 0),
    OP(SG_OP_PP, 0, 1, 0, 0),
};
static const sg_op d2_ops[] = { /* Good Neighbor Policy (1933) */
    OP(SG_OP_CLAIM, SG_VENEZUELA, 0xFF, 1, 0),
    OP(SG_OP_VP, OWN, 1, 0, 0),
};
static const sg_op d3_ops[] = { /* Balkan Entente (Feb 1934) */
    OP(SG_OP_REGIME, SG_DEMOCRACY, 1, 2, NS(YUGOSLAVIA) | NS(RUMANIA) | NS(GREECE) | NS(TURKEY)),
};
static const sg_op d5_ops[] = {OP(SG_OP_REGIME, SG_DEMOCRACY, 1, 0, NS(ITALY) | NS(AUSTRIA))}; /* Stresa Front (Apr 1935) */
static const sg_op d6_ops[] = {OP(SG_OP_REGIME, SG_DEMOCRACY, 1, 0, NS(FRANCE) | NS(SPAIN))}; /* Popular Fronts (1936) */
static const sg_op d10_ops[] = {OP(SG_OP_REGIME, SG_DEMOCRACY, 2, 0, NS(TURKEY))}; /* Montreux Convention (Jul 1936) */
static const sg_op d12_ops[] = { /* the Oslo States (1930-1937) */
    OP(SG_OP_REGIME, SG_DEMOCRACY, 1, 2, NS(SWEDEN) | NS(NORWAY) | NS(NETHERLANDS) | NS(BELGIUM) | NS(FINLAND)),
};
static const sg_op d14_ops[] = { /* League sanctions against Italy (Oct 1935) */
    OP(SG_OP_PRESTIGE, SG_NAZISM, -1, 0, 0),
    OP(SG_OP_REGIME, SG_DEMOCRACY, 1, 0, NS(ITALY)),
};
static const sg_op d17_ops[] = { /* Reciprocal Trade Agreements Act (1934; Belgium's, the first in Europe, 1935) */
    OP(SG_OP_CLAIM, SG_BELGIUM, 0xFF, 1, 0),
    OP(SG_OP_REGIME, SG_DEMOCRACY, 1, 1, NS(BELGIUM) | NS(NETHERLANDS) | NS(SWEDEN)),
};
static const sg_op d18_ops[] = {OP(SG_OP_REGIME, SG_DEMOCRACY, 2, 0, NS(CZECHOSLOVAKIA))}; /* the Czechoslovak border forts (1935) */
static const sg_op d21_ops[] = {OP(SG_OP_ARMAMENTS, SG_P_FRANCE, 0, 0, 0)}; /* French rearmament plan (Sep 1936) */
static const sg_op d23_ops[] = { /* Saadabad Pact (Jul 1937) */
    OP(SG_OP_REGIME, SG_DEMOCRACY, 1, 2, NS(TURKEY) | NS(IRAQ) | NS(PERSIA)),
};
static const sg_op d26_ops[] = { /* aid to China (1937) */
    OP(SG_OP_REGIME, SG_DEMOCRACY, 1, 0, NS(CHINA)),
    OP(SG_OP_PRESTIGE, OWN, 1, 0, 0),
};
static const sg_op d27_ops[] = { /* Anglo-Italian Easter Accords (Apr 1938) */
    OP(SG_OP_REGIME, SG_DEMOCRACY, 1, 0, NS(ITALY)),
    OP(SG_OP_PP, 0, 1, 0, 0),
};
static const sg_op d29_ops[] = {OP(SG_OP_ARMAMENTS, SG_P_USA, 0, 0, 0)}; /* Cash and Carry (Nov 1939) */
static const sg_op d31_ops[] = {OP(SG_OP_REGIME, SG_DEMOCRACY, 1, 0, NS(GREECE) | NS(RUMANIA))}; /* the guarantees of Apr 1939 */
static const sg_op d32_ops[] = {OP(SG_OP_REGIME, SG_DEMOCRACY, 2, 0, NS(TURKEY))}; /* Anglo-Turkish Declaration (May 1939) */
static const sg_op d33_ops[] = { /* Swedish ore bought by Britain (1939) */
    OP(SG_OP_CLAIM, SG_SWEDEN, 0xFF, 1, 0),
    OP(SG_OP_REGIME, SG_DEMOCRACY, 1, 0, NS(SWEDEN)),
};
static const sg_op d34_ops[] = { /* aid to Finland (Dec 1939) */
    OP(SG_OP_REGIME, SG_DEMOCRACY, 2, 0, NS(FINLAND)),
    OP(SG_OP_PRESTIGE, SG_COMMUNISM, -1, 0, 0),
};
/* Communism */
static const sg_op c1_ops[] = {OP(SG_OP_ARMAMENTS, SG_P_USSR, 0, 0, 0)}; /* Second Five-Year Plan (1933) */
static const sg_op c2_ops[] = {OP(SG_OP_FREE_CC, SG_CC_WEST_EUROPE, 1, 0, 0)}; /* the Comintern's underground (1933) */
static const sg_op c4_ops[] = { /* USSR joins the League of Nations (Sep 1934) */
    OP(SG_OP_PRESTIGE, OWN, 1, 0, 0),
    OP(SG_OP_VP, OWN, 1, 0, 0),
};
static const sg_op c5_ops[] = {OP(SG_OP_REGIME, SG_COMMUNISM, 1, 0, NS(FRANCE) | NS(SPAIN))}; /* the Popular Front line (Aug 1935) */
static const sg_op c6_ops[] = {OP(SG_OP_REGIME, SG_COMMUNISM, 2, 0, NS(SPAIN))}; /* Asturias rising (Oct 1934) */
static const sg_op c7_ops[] = { /* the Stakhanovite movement (1935) */
    OP(SG_OP_PP, 0, 1, 0, 0),
    OP(SG_OP_VP, OWN, 1, 0, 0),
};
static const sg_op c8_ops[] = { /* the Xi'an Incident (Dec 1936) */
    OP(SG_OP_REGIME, SG_COMMUNISM, 1, 0, NS(CHINA)),
    OP(SG_OP_PRESTIGE, OWN, 1, 0, 0),
};
static const sg_op c10_ops[] = { /* Sino-Soviet Non-Aggression Pact (Aug 1937) */
    OP(SG_OP_TREATY, 0, SG_P_USSR, SG_CHINA, 0),
    OP(SG_OP_REGIME, SG_COMMUNISM, 1, 0, NS(CHINA)),
};
static const sg_op c11_ops[] = { /* Khalkhin Gol (Aug 1939) */
    OP(SG_OP_PRESTIGE, OWN, 1, 0, 0),
    OP(SG_OP_PRESTIGE, SG_NAZISM, -1, 0, 0),
};
static const sg_op c16_ops[] = {OP(SG_OP_REGIME, SG_COMMUNISM, 2, 0, NS(BALTIC_STATES))}; /* the Baltic mutual assistance pacts (Sep 1939) */
static const sg_op c17_ops[] = { /* the Balkan Communist parties (1935) */
    OP(SG_OP_REGIME, SG_COMMUNISM, 1, 2, NS(BULGARIA) | NS(YUGOSLAVIA) | NS(GREECE) | NS(ALBANIA)),
};
static const sg_op c18_ops[] = { /* Litvinov's collective security (1934) */
    OP(SG_OP_REGIME, SG_COMMUNISM, 1, 2, NS(CZECHOSLOVAKIA) | NS(RUMANIA) | NS(BULGARIA) | NS(YUGOSLAVIA)),
};
static const sg_op c22_ops[] = { /* Soviet trade with Persia and Turkey (1935): Persian oil */
    OP(SG_OP_CLAIM, SG_PERSIA, 0xFF, 1, 0),
    OP(SG_OP_REGIME, SG_COMMUNISM, 1, 1, NS(PERSIA) | NS(TURKEY)),
};
static const sg_op c28_ops[] = {OP(SG_OP_ARMAMENTS, SG_P_USSR, 0, 0, 0)}; /* Third Five-Year Plan (1938) */
static const sg_op c31_ops[] = { /* the Eighth Route Army (1937) */
    OP(SG_OP_FREE_CC, SG_CC_FAR_EAST, 1, 0, 0),
    OP(SG_OP_REGIME, SG_COMMUNISM, 1, 0, NS(CHINA)),
};
static const sg_op c32_ops[] = { /* Bessarabia (Jun 1940) */
    OP(SG_OP_CLAIM, SG_RUMANIA, 0xFF, 1, 0),
    OP(SG_OP_VP, OWN, 1, 0, 0),
};
static const sg_op c34_ops[] = { /* the Spanish gold reaches Moscow (Oct 1936) */
    OP(SG_OP_VP, OWN, 1, 0, 0),
    OP(SG_OP_PP, 0, 1, 0, 0),
};
static const sg_op c35_ops[] = { /* the Communist underground of Central Europe (1933) */
    OP(SG_OP_FREE_CC, SG_CC_EAST_EUROPE, 1, 0, 0),
    OP(SG_OP_REGIME, SG_COMMUNISM, 1, 0, NS(CZECHOSLOVAKIA)),
};
/* C36 Looting: RULEBOOK name, 3 PP and "the conditions ... are not met" in
 * turn 1 of ex. 4.0 (only Italy and Greece at war then); RECONSTRUCTED
 * (method 14): the Red Army's requisitions in the lands it entered in
 * 1939-40 - the condition is a Soviet War Card being fought (N25, C25,
 * C27, C29, C30), the effect a claim in the nations at war with USSR and
 * 1 VP. */
static const sg_op c36_ops[] = {
    OP(SG_OP_IF_WAR_ACTIVE, 0, 0, 0, (1u << 3) | (1u << 10) | (1u << 11) | (1u << 12) | (1u << 13)),
    OP(SG_OP_CLAIM, SG_NAREAS, 0xFF, 1, NS(POLAND) | NS(RUMANIA) | NS(FINLAND) | NS(BALTIC_STATES)),
    OP(SG_OP_VP, OWN, 1, 0, 0),
};
#undef NS

/* War end effects. */
static const sg_op we_n12_a[] = {OP(SG_OP_VP, SG_COMMUNISM, 15, 0, 0)};          /* §6.0 Designer's Note */
static const sg_op we_n12_b[] = {OP(SG_OP_PLACE_REGIME, SG_SPAIN, SG_NAZISM, 0, 0)};
static const sg_op we_n19_a[] = {OP(SG_OP_CONQUER, SG_ETHIOPIA, 3, 0, 0)};
static const sg_op we_n19_b[] = {OP(SG_OP_PRESTIGE, SG_NAZISM, -1, 0, 0)};
static const sg_op we_n22_a[] = {OP(SG_OP_CONQUER, SG_TUNISIA, 3, 0, 0)};          /* §6.0 D25 */
static const sg_op we_n22_b[] = {OP(SG_OP_PRESTIGE, SG_NAZISM, -1, 0, 0)};
static const sg_op we_n25_a[] = {OP(SG_OP_VP, SG_NAZISM, 5, 0, 0), OP(SG_OP_CEDE, SG_USSR, SG_RM, SG_NAZISM, 0)}; /* §1.3 */
static const sg_op we_n25_b[] = {OP(SG_OP_PRESTIGE, SG_NAZISM, -1, 0, 0)};
static const sg_op we_n27_a[] = {OP(SG_OP_VP, SG_NAZISM, 10, 0, 0)};
static const sg_op we_n27_b[] = {                                                 /* §6.0 N27 */
    OP(SG_OP_PRESTIGE, SG_NAZISM, -2, 0, 0),
    OP(SG_OP_CONQUER, SG_MANCHUQUO, 5, 1, 0), /* c = 1: for the Ideology that controls China */
};
static const sg_op we_n29_a[] = {OP(SG_OP_CONQUER, SG_YUGOSLAVIA, 10, 0, 0)};
static const sg_op we_n29_b[] = {OP(SG_OP_PRESTIGE, SG_NAZISM, -1, 0, 0)};
static const sg_op we_n30_a[] = {OP(SG_OP_CONQUER, SG_GREECE, 6, 0, 0)};
static const sg_op we_n30_b[] = {OP(SG_OP_PRESTIGE, SG_NAZISM, -1, 0, 0)};
static const sg_op we_n35_a[] = {OP(SG_OP_CONQUER, SG_POLAND, 10, 0, 0), OP(SG_OP_CONQUER, SG_DANZIG_MEMEL, 2, 0, 0)}; /* §6.0 N35 */
static const sg_op we_n35_b[] = {OP(SG_OP_PRESTIGE, SG_NAZISM, -2, 0, 0)};
static const sg_op we_d25_a[] = {OP(SG_OP_PRESTIGE, SG_NAZISM, -2, 0, 0)};
static const sg_op we_d25_b[] = {                                                 /* §6.0 D25 */
    OP(SG_OP_PRESTIGE, SG_DEMOCRACY, -1, 0, 0),
    OP(SG_OP_CONQUER, SG_TUNISIA, 0, 2 + SG_NAZISM, 0), /* c = 2 + i: Ideology i's token */
};
static const sg_op we_c19_a[] = {OP(SG_OP_PLACE_REGIME, SG_CHINA, SG_COMMUNISM, 0, 0)};
static const sg_op we_c19_b[] = {OP(SG_OP_PLACE_REGIME, SG_CHINA, SG_DEMOCRACY, 0, 0)};
static const sg_op we_c25_a[] = {OP(SG_OP_VP, SG_COMMUNISM, 5, 0, 0)};
static const sg_op we_c25_b[] = {OP(SG_OP_PRESTIGE, SG_COMMUNISM, -1, 0, 0), OP(SG_OP_CEDE, SG_USSR, SG_RM, SG_NAZISM, 0)}; /* §1.3: "1 Raw Material to Japan in case of war lost" */
static const sg_op we_c27_a[] = {OP(SG_OP_CONQUER, SG_POLAND, 10, 0, 0)};
static const sg_op we_c27_b[] = {OP(SG_OP_PRESTIGE, SG_COMMUNISM, -2, 0, 0)};
static const sg_op we_c29_a[] = {OP(SG_OP_CONQUER, SG_RUMANIA, 8, 0, 0)};
static const sg_op we_c29_b[] = {OP(SG_OP_PRESTIGE, SG_COMMUNISM, -1, 0, 0)};
static const sg_op we_c30_a[] = {OP(SG_OP_CONQUER, SG_FINLAND, 8, 0, 0)};
static const sg_op we_c30_b[] = {OP(SG_OP_PRESTIGE, SG_COMMUNISM, -1, 0, 0)};

/* ==================================================================== */
/* War Cards                                                            */
/* ==================================================================== */
/*
 * RULEBOOK: the factions of N12 (A Republicans/Government, B Nationalists/
 * Rebels), C19 (A pro-Communist, B pro-Democratic), N27 (B China), D25
 * (B Italy), C25, C29, C30 (A USSR), N25 (B USSR) (§6.0); N30: A Italy, B
 * Greece, Commitment Cost 2, the start box has no modifier (ex. 4.0).
 * RECONSTRUCTED (method 9): the other factions from the card names; start
 * box the middle one; box modifiers +1 / 0 / -1 (the faction near victory
 * presses on); Commitment Cost 2 (as N30).
 */
#define W(card, a0, a1, b0, b1, civ, ea, eb, src) \
    {card, {a0, a1, NONE}, {b0, b1, NONE}, 1, {1, 0, -1}, 2, civ, ea, sizeof(ea) / sizeof(ea[0]), eb, sizeof(eb) / sizeof(eb[0]), src}
const sg_war wm__siege_wars[SG_NWARS] = {
    /* card index (see the card table), A, B */
    W(11, SG_SPAIN, NONE, SG_SPAIN, NONE, 2, we_n12_a, we_n12_b, 1 | 4),       /* N12 */
    W(18, SG_ITALY, NONE, SG_ETHIOPIA, NONE, 0, we_n19_a, we_n19_b, 0),        /* N19 */
    W(21, SG_ITALY, NONE, SG_FRANCE, NONE, 0, we_n22_a, we_n22_b, 4),          /* N22 */
    W(24, SG_JAPAN, NONE, SG_USSR, NONE, 0, we_n25_a, we_n25_b, 1),            /* N25 */
    W(26, SG_JAPAN, NONE, SG_CHINA, NONE, 0, we_n27_a, we_n27_b, 1 | 4),       /* N27 */
    W(28, SG_ITALY, NONE, SG_YUGOSLAVIA, NONE, 0, we_n29_a, we_n29_b, 0),      /* N29 */
    W(29, SG_ITALY, NONE, SG_GREECE, NONE, 0, we_n30_a, we_n30_b, 1 | 2),      /* N30 */
    W(34, SG_GERMANY, NONE, SG_POLAND, NONE, 0, we_n35_a, we_n35_b, 4),        /* N35 */
    W(61, SG_FRANCE, NONE, SG_ITALY, NONE, 0, we_d25_a, we_d25_b, 1 | 4),      /* D25 */
    W(91, SG_CHINA, NONE, SG_CHINA, NONE, 1, we_c19_a, we_c19_b, 1),           /* C19 */
    W(97, SG_USSR, NONE, SG_JAPAN, NONE, 0, we_c25_a, we_c25_b, 1),            /* C25 */
    W(99, SG_USSR, NONE, SG_POLAND, NONE, 0, we_c27_a, we_c27_b, 0),           /* C27 */
    W(101, SG_USSR, NONE, SG_RUMANIA, NONE, 0, we_c29_a, we_c29_b, 1),         /* C29 */
    W(102, SG_USSR, NONE, SG_FINLAND, NONE, 0, we_c30_a, we_c30_b, 1),         /* C30 */
};
#undef W

/* ==================================================================== */
/* The 110 Strategy Cards                                               */
/* ==================================================================== */
/*
 * Codes: the rulebook cites N1-N37, D4-D36 and C3-C36 (61 codes, plus
 * "Soviets support Republicans", printed "N11" in §6.0 beside Nazism's own
 * N11 "Support to Nationalists": a misprint of a Communism card).  With 110
 * cards (Parts Inventory) and the highest codes N37, D36, C36, the decks are
 * RECONSTRUCTED as N1-N37 (37), D1-D36 (36) and C1-C37 (37), C37 being
 * "Soviets support Republicans".
 * PP and Difficulty: RULEBOOK where stated (D4 4/4, D7 3/5, N30 4/5, N18 5/5,
 * N15 6 PP, N31 5 PP, C26 4 PP, C3 4 PP, D28 3 PP, D8 3 PP, C36 3 PP, C33
 * 2 PP); N31's Difficulty is 4-6 and D28's at least 4 (ex. 4.0 rolls), both
 * reconstructed as 5.  RECONSTRUCTED otherwise (method 10): PP = 2 + (number
 * mod 4), Difficulty = 3 + (number mod 3); Events 0/0.
 * Entry Turns: RULEBOOK D16 4, D20 6, D35 6, and 0 for the 18 cards of the
 * ex. 4.0 hands; N33, D15, D36, C15 in play in turn 5 (§3.3.1 example),
 * the §3.3.15 cards by turn 7.  RECONSTRUCTED otherwise from the year of the
 * event (1933 = turn 1 ... 1940 = turn 8), for the cards with a code only
 * the year of the event method 14 gives them (RCARD below).
 */
#define A_ SG_CT_ACTION
#define E_ SG_CT_EVENT
#define CS_CODE SG_CS_CODE
#define CN (SG_CS_CODE | SG_CS_NAME)
#define PP_ SG_CS_PP
#define DF SG_CS_DIFF
#define FL SG_CS_FLAGS
#define EN SG_CS_ENTRY
#define EF SG_CS_EFFECT
#define TY SG_CS_TYPE
#define UNP SG_F_UNPUBLISHED
#define RPP(n) (uint8_t)(2 + (n) % 4)
#define RDF(n) (uint8_t)(3 + (n) % 3)
#define WNO 0xFF
#define NOOPS NULL, 0
/* The texts a person reads (method 16 of doc/siege-content.md): no printed
 * Siege card text survives, so every card's text is ours - for a card the
 * rulebook gives (CARD) it says what the card's program does, one sentence
 * per instruction in the program's order, in the rulebook's words where it
 * cites the card (§6.0, ex. 4.0), and the card is marked SG_F_TEXT_OURS;
 * tests/check_siege.c s6_0_every_text_reads_its_program_recon parses every
 * text back into a program and compares it with the card's.  The
 * WebAssembly build leaves the texts out (WM_SIEGE_NO_TEXTS: the .wasm's
 * size budget); the page reads them from examples/web/siege-content.json,
 * the built-in content as a content pack (make web-content). */
#ifdef WM_SIEGE_NO_TEXTS
#define TX(s) NULL
#else
#define TX(s) s
#endif
#define CARD(code, name, deck, type, pp, df, icon, entry, flags, src, war, ops, ncond, text) \
    {code, name, deck, type, pp, df, icon, entry, (flags) | SG_F_TEXT_OURS, src, war, ops, ncond, text}
/* A card with a RECONSTRUCTED text (C36: the rulebook's name and PP). */
#define CARDT(code, name, deck, type, pp, df, icon, entry, flags, src, war, ops, ncond, text) \
    {code, name, deck, type, pp, df, icon, entry, flags, src, war, ops, ncond, TX(text)}
/* A card no source describes beyond its code: a Political Action with a
 * RECONSTRUCTED name, Entry Turn (the event's year) and effect program
 * (method 14); PP and Difficulty by method 10; a RECONSTRUCTED text that
 * says what the program does, one sentence per instruction in the
 * program's order, in the rulebook's words (method 15 of
 * doc/siege-content.md; tests/check_siege.c s6_0_texts_say_what_programs_do_recon
 * reads each text and checks the state its program changes). */
#define RCN SG_F_RECONSTRUCTED
#define RCARD(code, name, deck, n, entry, ops, text) \
    {code, name, deck, A_, RPP(n), RDF(n), SG_ICON_NONE, entry, RCN, 0, WNO, P(ops), 0, TX(text)}
#define NZ SG_NAZISM
#define DM SG_DEMOCRACY
#define CM SG_COMMUNISM
#define ND SG_ICON_NOT_DESPOTIC
#define DS SG_ICON_DESPOTIC
#define IN SG_ICON_NONE
#define MK SG_F_MARKER
#define AC SG_F_ACTIVE
/* MANDATORY (§1.8): no card's flag is printed in any source we hold, so
 * RECONSTRUCTED (doc/siege-content.md, method 11): the cards whose named
 * event happened whatever the Ideology's policy - the 1934 Baltic coups
 * (N34 Pats and Ulmanis), the 1936 Metaxas regime (N17), the end of
 * appeasement after March 1939 (D30) - and none of the cards the examples
 * play freely (the ex. 4.0 hands, "Players have no Mandatory Events in
 * hand"); a Mandatory Political Action has no conditions (§1.8.1,
 * Designer's Note). */
#define MD SG_F_MANDATORY

const sg_card wm__siege_cards[SG_CARDS] = {
    /* ---------------- Nazism: N1-N37 (indices 0-36) ---------------- */
    CARD("N1", "Gestapo", NZ, E_, 0, 0, IN, 0, 0, CN | EN | EF | TY, WNO, P(n1_ops), 0,
         TX("Nazism inspects Democracy's hand. Nazism places 1 Coup Cell from its Token Reserve onto any area of "
            "the Coup Cells Track.")),
    CARD("N2", "Political Support/Struggle", NZ, E_, 0, 0, IN, 0, 0, CN | EF | TY, WNO, P(n2_ops), 0,
         TX("Nazism gains 1 PP.")),
    RCARD("N3", "Reichstag Fire Decree", NZ, 3, 1, n3_ops,
          "Nazism gains 1 Prestige. Communism loses 1 Prestige."),
    RCARD("N4", "Reich Concordat", NZ, 4, 1, n4_ops,
          "Move the Regime Markers of 2 of Austria, Hungary, Poland, Spain or Portugal 1 box towards Nazism."),
    RCARD("N5", "Germany leaves the League of Nations", NZ, 5, 1, n5_ops,
          "Democracy loses 1 Prestige. Nazism gains 1 PP."),
    RCARD("N6", "German-Polish Non-Aggression Pact", NZ, 6, 2, n6_ops,
          "Germany and Poland sign a Pact. Move the Regime Marker of Poland 1 box towards Nazism."),
    RCARD("N7", "Saar Plebiscite", NZ, 7, 3, n7_ops,
          "Nazism gains 2 VP. Nazism gains 1 Prestige."),
    RCARD("N8", "Four Year Plan", NZ, 8, 4, n8_ops,
          "Raise Germany's Armaments one level; Nazism pays its cost in MR from its Force Pool as far as it can."),
    CARD("N9", NULL, NZ, A_, RPP(9), RDF(9), IN, 5, SG_F_TREATY, CS_CODE | EF, WNO, P(n9_ops), 0,
         TX("Germany and USSR sign a Pact.")),
    RCARD("N10", "Remilitarisation of the Rhineland", NZ, 10, 4, n10_ops,
          "Democracy loses 1 Prestige. Move the Regime Marker of Belgium 1 box towards Nazism."),
    CARD("N11", "Support to Nationalists", NZ, A_, RPP(11), RDF(11), IN, 4, 0, CN | EF, WNO, P(n11_ops), 1,
         TX("Only if Spanish Civil War (N12) is in play or has been played. Nazism commits 1 MR Token from its "
            "Token Reserve to the Nationalists (B) of the Spanish Civil War; thereafter it may send MR from its "
            "Force Pool to that faction only.")),
    CARD("N12", "Spanish Civil War", NZ, SG_CT_WAR_EVENT, 0, 0, IN, 4, SG_F_WAR | AC, CN | EF | TY, 0, P(n12_ops), 1,
         TX("Only if C12 is in play or has been played. War Card: Spain's Government (A) against Spain's Rebels "
            "(B). If the Government (A) wins, Communism gains 15 VP. If the Rebels (B) win, place the Regime "
            "Marker of Spain in the Control Area of Nazism.")),
    RCARD("N13", "Anti-Comintern Pact", NZ, 13, 4, n13_ops,
          "Germany and Japan sign a Pact. Communism loses 1 Prestige."),
    CARD("N14", NULL, NZ, A_, RPP(14), RDF(14), IN, 5, SG_F_TREATY, CS_CODE | EF, WNO, P(n14_ops), 0,
         TX("Italy and Germany sign an Alliance.")),
    CARD("N15", "Pact with Czechoslovakia", NZ, A_, 6, RDF(15), IN, 0, SG_F_TREATY, CN | PP_ | EF, WNO, P(n15_ops), 0,
         TX("Germany and Czechoslovakia sign a Pact.")),
    CARD("N16", "Balkan Pact", NZ, E_, 0, 0, IN, 0, MK | SG_F_LAPSING | AC, CN | EF | TY, WNO, P(n16_ops), 0,
         TX("Move the Regime Marker of Bulgaria 2 boxes towards Nazism. In every Game Round while this card is in"
            " play, this one included, move the Regime Markers of 2 Minor Nations land connected to Bulgaria 1 "
            "box towards Nazism.")),
    CARD("N17", "Metaxas", NZ, E_, 0, 0, IN, 4, SG_F_REMOVE | MD, CN | EF | TY, WNO, P(n17_ops), 1,
         TX("Only if Greece still exists. Nazism makes a Coup Attempt in Greece with +2 to the die roll, using no"
            " Coup Cells, resolved at once, and no opponent may react.")),
    CARD("N18", "Italian Armaments", NZ, A_, 5, 5, IN, 0, SG_F_TWICE | MK, CN | PP_ | DF | FL | EN | EF, WNO, P(n18_ops), 0,
         TX("Raise Italy's Armaments one level; Nazism pays its cost in MR from its Force Pool as far as it can.")),
    CARD("N19", "War with Ethiopia", NZ, A_, RPP(19), 5, IN, 3, SG_F_WAR, CN | EF, 1, P(n19_ops), 0,
         TX("War Card: Italy (A) against Ethiopia (B). Nazism loses 1 Prestige. If Italy (A) wins, Nazism places "
            "a Control token on Ethiopia and gains 3 VP. If Ethiopia (B) wins, Nazism loses 1 Prestige.")),
    CARD("N20", "Italy leaves League of Nations", NZ, E_, 0, 0, IN, 5, AC, CN | EF | TY, WNO, P(n20_ops), 0,
         TX("While this card is in play, Nazism loses no Prestige when Italy declares a War (N19, N29, N30), and "
            "N29 and N30 move no Regime Marker towards Democracy.")),
    CARD("N21", "Dollfuss", NZ, E_, 0, 0, IN, 0, MK, CN | EN | EF | TY, WNO, P(n21_ops), 1,
         TX("Only if Austria still exists. Nazism makes a Coup Attempt in Austria with +2 to the die roll, using "
            "no Coup Cells, resolved at once, and no opponent may react.")),
    CARD("N22", "War with France", NZ, A_, RPP(22), 5, IN, 5, SG_F_WAR, CN | EF, 2, P(n22_ops), 0,
         TX("War Card: Italy (A) against France (B). If Italy (A) wins, Nazism places a Control token on Tunisia "
            "and gains 3 VP. If France (B) wins, Nazism loses 1 Prestige.")),
    RCARD("N23", "First Vienna Award", NZ, 23, 6, n23_ops,
          "Move the Regime Marker of Hungary 2 boxes towards Nazism."),
    RCARD("N24", "The New Plan in the Balkans", NZ, 24, 2, n24_ops,
          "Nazism claims a Resource Exploitation Box of Rumania. Move the Regime Marker of 1 of Hungary, Rumania, Bulgaria, Yugoslavia, Greece or Turkey 1 box towards Nazism."),
    CARD("N25", "War on Soviet Union", NZ, A_, RPP(25), 5, IN, 6, SG_F_WAR, CN | EF, 3, P(n25_ops), 0,
         TX("War Card: Japan (A) against USSR (B). If Japan (A) wins, Nazism gains 5 VP, and USSR cedes an "
            "asterisked Raw Materials Resource Exploitation Box to Nazism. If USSR (B) wins, Nazism loses 1 "
            "Prestige.")),
    CARD("N26", "Japanese Armaments", NZ, A_, RPP(26), RDF(26), IN, 0, SG_F_TWICE | MK, CN | EN, WNO, P(n26_ops), 0,
         TX("Raise Japan's Armaments one level; Nazism pays its cost in MR from its Force Pool as far as it can.")),
    CARD("N27", "War on China", NZ, A_, RPP(27), 5, IN, 5, SG_F_WAR, CN | EF, 4, P(n27_ops), 0,
         TX("War Card: Japan (A) against China (B). If Japan (A) wins, Nazism gains 10 VP. If China (B) wins, "
            "Nazism loses 2 Prestige, and the Ideology that controls China places a Control token on Manchuquo "
            "and gains 5 VP.")),
    RCARD("N28", "Iron Guard", NZ, 28, 5, n28_ops,
          "Nazism places 1 Coup Cell from its Token Reserve onto East Europe. Move the Regime Marker of Rumania 1 box towards Nazism."),
    CARD("N29", "War with Yugoslavia", NZ, A_, RPP(29), 5, IN, 6, SG_F_WAR, CN | EF, 5, P(n29_ops), 0,
         TX("War Card: Italy (A) against Yugoslavia (B). Nazism loses 1 Prestige. Move the Regime Markers of 2 "
            "Minor Nations land connected to Yugoslavia 1 box towards Democracy. If Italy (A) wins, Nazism places"
            " a Control token on Yugoslavia and gains 10 VP. If Yugoslavia (B) wins, Nazism loses 1 Prestige.")),
    CARD("N30", "War with Greece", NZ, A_, 4, 5, IN, 0, SG_F_WAR, CN | PP_ | DF | EN | EF, 6, P(n30_ops), 0,
         TX("War Card: Italy (A) against Greece (B). Nazism loses 1 Prestige. Move the Regime Markers of 2 Minor "
            "Nations land connected to Greece 1 box towards Democracy. If Italy (A) wins, Nazism places a Control"
            " token on Greece and gains 6 VP. If Greece (B) wins, Nazism loses 1 Prestige.")),
    CARD("N31", "Economic Agreement with Baltic Countries", NZ, A_, 5, 5, ND, 0, 0, CN | PP_ | EN | EF, WNO, P(n31_ops), 0,
         TX("Nazism gains 1 Prestige. Nazism claims a Resource Exploitation Box of Sweden, Finland or Baltic "
            "States. Move the Regime Marker of 1 of Sweden, Finland or Baltic States 2 boxes towards Nazism.")),
    CARD("N32", "Anschluss", NZ, A_, RPP(32), RDF(32), IN, 6, 0, CN | EF, WNO, P(n32_ops), 1,
         TX("Only if Dollfuss (N21) is in play or has been played. Nazism places a Control token on Austria and "
            "gains 10 VP.")),
    CARD("N33", "Occupation of Sudeten", NZ, A_, RPP(33), RDF(33), IN, 5, SG_F_STANDBY, CN | FL | EF, WNO, P(n33_ops), 0,
         TX("Nazism places a Control token on Sudeten and gains 3 VP. Nazism places a Control token on Teschen.")),
    CARD("N34", "Pats and Ulmanis", NZ, E_, 0, 0, IN, 2, SG_F_REMOVE | MD, CN | EF | TY, WNO, P(n34_ops), 1,
         TX("Only if Baltic States still exists. Nazism makes a Coup Attempt in Baltic States with +2 to the die "
            "roll, using no Coup Cells, resolved at once, and no opponent may react.")),
    CARD("N35", "War on Poland", NZ, A_, RPP(35), 5, IN, 7, SG_F_WAR, CN | EF, 7, P(n35_ops), 0,
         TX("War Card: Germany (A) against Poland (B). If Germany (A) wins, Nazism places a Control token on "
            "Poland and gains 10 VP, and Nazism places a Control token on Danzig & Memel and gains 2 VP, unless "
            "it holds it already. If Poland (B) wins, Nazism loses 2 Prestige.")),
    CARD("N36", "Annexation of Czechoslovakia", NZ, A_, RPP(36), RDF(36), IN, 7, SG_F_STANDBY, CN | FL | EF, WNO, P(n36_ops), 0,
         TX("Nazism places a Control token on Czechoslovakia and gains 10 VP. Nazism places a Control token on "
            "Teschen and gains 2 VP, unless it holds it already. Nazism places a Control token on Sudeten and "
            "gains 3 VP, unless it holds it already.")),
    CARD("N37", "Occupation of Danzig and Memel", NZ, A_, RPP(37), RDF(37), IN, 7, SG_F_STANDBY, CN | FL | EF, WNO, P(n37_ops), 0,
         TX("Nazism places a Control token on Danzig & Memel and gains 2 VP, unless it holds it already.")),
    /* ---------------- Democracy: D1-D36 (indices 37-72) ---------------- */
    RCARD("D1", "New Deal", DM, 1, 1, d1_ops,
          "Democracy gains 1 Prestige. Democracy gains 1 PP."),
    RCARD("D2", "Good Neighbor Policy", DM, 2, 1, d2_ops,
          "Democracy claims a Resource Exploitation Box of Venezuela. Democracy gains 1 VP."),
    RCARD("D3", "Balkan Entente", DM, 3, 2, d3_ops,
          "Move the Regime Markers of 2 of Rumania, Yugoslavia, Greece or Turkey 1 box towards Democracy."),
    CARD("D4", "Oil Agreement", DM, A_, 4, 4, IN, 0, 0, CN | PP_ | DF | EN | EF, WNO, P(d4_ops), 0,
         TX("Democracy gains 1 Prestige. Democracy claims an Oil Resource Exploitation Box of Venezuela. Move the"
            " Regime Markers of Iraq, Persia, Netherlands and Rumania 1 box towards Democracy. Move the Regime "
            "Marker of 1 Minor Nation land connected to Rumania 1 box towards Democracy.")),
    RCARD("D5", "Stresa Front", DM, 5, 3, d5_ops,
          "Move the Regime Markers of Italy and Austria 1 box towards Democracy."),
    RCARD("D6", "Popular Fronts", DM, 6, 4, d6_ops,
          "Move the Regime Markers of France and Spain 1 box towards Democracy."),
    CARD("D7", "Fight for Freedom", DM, A_, 3, 5, IN, 0, SG_F_MULTIPLE, CN | PP_ | DF | FL | EN | EF, WNO, P(d7_ops), 1,
         TX("Only while a Civil War, or a War of a Minor Nation against a Power, is being fought. Democracy "
            "commits up to 2 MR Tokens from its Token Reserve to either faction of a Civil War or of a War of a "
            "Minor Nation against a Power; thereafter it may send MR from its Force Pool to that faction only. "
            "Move the Regime Markers of the war's Minor Nation and of 1 Minor Nation land connected to it 2 boxes"
            " towards Democracy.")),
    CARD("D8", "British Armaments", DM, A_, 3, RDF(8), DS, 0, SG_F_TWICE | MK, CN | PP_ | FL | EN | EF, WNO, P(d8_ops), 0,
         TX("Raise Great Britain's Armaments one level; Democracy pays its cost in MR from its Force Pool as far "
            "as it can.")),
    CARD("D9", NULL, DM, A_, RPP(9), RDF(9), IN, 0, SG_F_TREATY, CS_CODE | EF, WNO, P(d9_ops), 0,
         TX("Great Britain and France sign an Alliance.")),
    RCARD("D10", "Montreux Convention", DM, 10, 4, d10_ops,
          "Move the Regime Marker of Turkey 2 boxes towards Democracy."),
    CARD("D11", "Britain intervenes the Spanish Civil War", DM, A_, RPP(11), RDF(11), IN, 4, 0, CN | EF, WNO, P(d11_ops), 1,
         TX("Only if Spanish Civil War (N12) is in play or has been played. Democracy commits 1 MR Token from its"
            " Token Reserve to either faction of the Spanish Civil War; thereafter it may send MR from its Force "
            "Pool to that faction only.")),
    RCARD("D12", "The Oslo States", DM, 12, 1, d12_ops,
          "Move the Regime Markers of 2 of Sweden, Norway, Netherlands, Belgium or Finland 1 box towards Democracy."),
    CARD("D13", NULL, DM, A_, RPP(13), RDF(13), IN, 0, SG_F_TREATY, CS_CODE | EF, WNO, P(d13_ops), 0,
         TX("France and Poland sign an Alliance.")),
    RCARD("D14", "League Sanctions against Italy", DM, 14, 3, d14_ops,
          "Nazism loses 1 Prestige. Move the Regime Marker of Italy 1 box towards Democracy."),
    CARD("D15", "Alliance with Czechoslovakia", DM, A_, RPP(15), RDF(15), IN, 0, SG_F_TREATY, CN | EF, WNO, P(d15_ops), 0,
         TX("France and Czechoslovakia sign an Alliance.")),
    CARD("D16", NULL, DM, SG_CT_MAP, 0, 0, IN, 4, AC, CS_CODE | EN | TY, WNO, NOOPS, 0,
         TX("Once in play, it adds an Oil Resource Exploitation Box for Great Britain.")),
    RCARD("D17", "Reciprocal Trade Agreements", DM, 17, 2, d17_ops,
          "Democracy claims a Resource Exploitation Box of Belgium. Move the Regime Marker of 1 of Belgium, Netherlands or Sweden 1 box towards Democracy."),
    RCARD("D18", "Czechoslovak Border Fortifications", DM, 18, 3, d18_ops,
          "Move the Regime Marker of Czechoslovakia 2 boxes towards Democracy."),
    CARD("D19", "Embargo of Suez & Gibraltar Canals", DM, A_, RPP(19), RDF(19), IN, 3, AC, CN | EF, WNO, P(d19_ops), 0,
         TX("While this card is in play, Nazism's Powers may trace no LOC from the Europe Map to the Asia box or "
            "from the Asia box to the Europe Map.")),
    CARD("D20", NULL, DM, SG_CT_MAP, 0, 0, IN, 6, AC, CS_CODE | EN | TY, WNO, NOOPS, 0,
         TX("Once in play, it adds a Raw Materials Resource Exploitation Box for France.")),
    RCARD("D21", "French Rearmament", DM, 21, 4, d21_ops,
          "Raise France's Armaments one level; Democracy pays its cost in MR from its Force Pool as far as it can."),
    CARD("D22", "Pact with Japan", DM, A_, RPP(22), RDF(22), IN, 0, SG_F_TREATY, CN | EN, WNO, P(d22_ops), 0,
         TX("Great Britain and Japan sign a Pact.")),
    RCARD("D23", "Saadabad Pact", DM, 23, 5, d23_ops,
          "Move the Regime Markers of 2 of Turkey, Iraq or Persia 1 box towards Democracy."),
    CARD("D24", "Chinese Armaments", DM, A_, RPP(24), RDF(24), DS, 0, MK, CN | EN | EF, WNO, P(d24_ops), 0,
         TX("Raise China's Armaments one level; Democracy pays its cost in MR from its Force Pool as far as it "
            "can. If the C26/D24 Event Marker is not on the board, place it on China's production level 2.")),
    CARD("D25", "War with Italy", DM, A_, RPP(25), 5, IN, 3, SG_F_WAR, CN | EF, 8, P(d25_ops), 0,
         TX("War Card: France (A) against Italy (B). If France (A) wins, Nazism loses 2 Prestige. If Italy (B) "
            "wins, Democracy loses 1 Prestige, and Nazism places a Control token on Tunisia.")),
    RCARD("D26", "Aid to China", DM, 26, 5, d26_ops,
          "Move the Regime Marker of China 1 box towards Democracy. Democracy gains 1 Prestige."),
    RCARD("D27", "Easter Accords", DM, 27, 6, d27_ops,
          "Move the Regime Marker of Italy 1 box towards Democracy. Democracy gains 1 PP."),
    CARD("D28", "Alliance with Great Britain", DM, A_, 3, 5, IN, 0, SG_F_TREATY, CN | PP_ | EN, WNO, P(d28_ops), 0,
         TX("Great Britain and Belgium sign an Alliance.")),
    RCARD("D29", "Cash and Carry", DM, 29, 7, d29_ops,
          "Raise USA's Armaments one level; Democracy pays its cost in MR from its Force Pool as far as it can."),
    CARD("D30", "Appeasement Policy Abandoned", DM, A_, RPP(30), RDF(30), IN, 7, MD, CN | EF, WNO, P(d30_ops), 0,
         TX("Democracy makes a Coup Attempt in any one Minor Nation, using no Coup Cells, resolved at once.")),
    RCARD("D31", "Guarantees to Greece and Rumania", DM, 31, 7, d31_ops,
          "Move the Regime Markers of Greece and Rumania 1 box towards Democracy."),
    RCARD("D32", "Anglo-Turkish Declaration", DM, 32, 7, d32_ops,
          "Move the Regime Marker of Turkey 2 boxes towards Democracy."),
    RCARD("D33", "Swedish Ore for Britain", DM, 33, 7, d33_ops,
          "Democracy claims a Resource Exploitation Box of Sweden. Move the Regime Marker of Sweden 1 box towards Democracy."),
    RCARD("D34", "Aid to Finland", DM, 34, 7, d34_ops,
          "Move the Regime Marker of Finland 2 boxes towards Democracy. Communism loses 1 Prestige."),
    CARD("D35", "Defend Poland!", DM, A_, RPP(35), RDF(35), IN, 6, SG_F_TREATY, CN | EN, WNO, P(d35_ops), 0,
         TX("Great Britain and Poland sign an Alliance.")),
    CARD("D36", NULL, DM, A_, RPP(36), RDF(36), IN, 5, SG_F_REPLACE, CS_CODE | FL | EF, WNO, P(d36_ops), 1,
         TX("Only if Occupation of Sudeten (N33) is in play or has been played. Cancel the Stand-by effects of "
            "Occupation of Sudeten (N33).")),
    /* ---------------- Communism: C1-C37 (indices 73-109) ---------------- */
    RCARD("C1", "Second Five-Year Plan", CM, 1, 1, c1_ops,
          "Raise USSR's Armaments one level; Communism pays its cost in MR from its Force Pool as far as it can."),
    RCARD("C2", "Comintern Underground", CM, 2, 1, c2_ops,
          "Communism places 1 Coup Cell from its Token Reserve onto West Europe."),
    CARD("C3", "Comintern Army", CM, A_, 4, RDF(3), ND, 0, SG_F_MULTIPLE, CN | PP_ | FL | EN | EF, WNO, P(c3_ops), 1,
         TX("Only while a Civil War, or a War of a Minor Nation against a Power, is being fought. Communism "
            "commits up to 2 MR Tokens from its Token Reserve to either faction of a Civil War or of a War of a "
            "Minor Nation against a Power; thereafter it may send MR from its Force Pool to that faction only.")),
    RCARD("C4", "USSR joins the League of Nations", CM, 4, 2, c4_ops,
          "Communism gains 1 Prestige. Communism gains 1 VP."),
    RCARD("C5", "Popular Front Line", CM, 5, 3, c5_ops,
          "Move the Regime Markers of France and Spain 1 box towards Communism."),
    RCARD("C6", "Asturias Rising", CM, 6, 2, c6_ops,
          "Move the Regime Marker of Spain 2 boxes towards Communism."),
    RCARD("C7", "Stakhanovite Movement", CM, 7, 3, c7_ops,
          "Communism gains 1 PP. Communism gains 1 VP."),
    RCARD("C8", "Xi'an Incident", CM, 8, 4, c8_ops,
          "Move the Regime Marker of China 1 box towards Communism. Communism gains 1 Prestige."),
    CARD("C9", "Molotov-Ribbentrop Treaty", CM, A_, RPP(9), RDF(9), IN, 7, SG_F_TREATY, CN | EF, WNO, P(c9_ops), 0,
         TX("USSR and Germany sign a Pact. USSR cedes an asterisked Raw Materials Resource Exploitation Box to "
            "Nazism.")),
    RCARD("C10", "Sino-Soviet Non-Aggression Pact", CM, 10, 5, c10_ops,
          "USSR and China sign a Pact. Move the Regime Marker of China 1 box towards Communism."),
    RCARD("C11", "Khalkhin Gol", CM, 11, 7, c11_ops,
          "Communism gains 1 Prestige. Nazism loses 1 Prestige."),
    CARD("C12", NULL, CM, E_, 0, 0, IN, 4, AC, CS_CODE | TY, WNO, NOOPS, 0,
         TX("Spanish Civil War (N12) can enter play once this card is in play or has been played.")),
    CARD("C13", NULL, CM, A_, RPP(13), RDF(13), IN, 0, SG_F_TREATY, CS_CODE | EF, WNO, P(c13_ops), 0,
         TX("USSR and Poland sign an Alliance.")),
    CARD("C14", NULL, CM, A_, RPP(14), RDF(14), IN, 0, SG_F_TREATY, CS_CODE | EF, WNO, P(c14_ops), 0,
         TX("USSR and France sign an Alliance.")),
    CARD("C15", "Alliance with Czechoslovakia", CM, A_, RPP(15), RDF(15), IN, 0, SG_F_TREATY, CN | EF, WNO, P(c15_ops), 0,
         TX("USSR and Czechoslovakia sign an Alliance.")),
    RCARD("C16", "Baltic Mutual Assistance Pacts", CM, 16, 7, c16_ops,
          "Move the Regime Marker of Baltic States 2 boxes towards Communism."),
    RCARD("C17", "Balkan Communist Parties", CM, 17, 3, c17_ops,
          "Move the Regime Markers of 2 of Bulgaria, Yugoslavia, Greece or Albania 1 box towards Communism."),
    RCARD("C18", "Collective Security", CM, 18, 2, c18_ops,
          "Move the Regime Markers of 2 of Czechoslovakia, Rumania, Bulgaria or Yugoslavia 1 box towards Communism."),
    CARD("C19", "The Long March", CM, A_, RPP(19), 5, IN, 2, SG_F_WAR, CN | EF | TY, 9, P(c19_ops), 0,
         TX("War Card: China's pro-Communists (A) against China's pro-Democrats (B). If the pro-Communists (A) "
            "win, place the Regime Marker of China in the Control Area of Communism. If the pro-Democrats (B) "
            "win, place the Regime Marker of China in the Control Area of Democracy.")),
    CARD("C20", "Mao Tze-Tung", CM, E_, 0, 0, IN, 0, AC, CN | EN | EF | TY, WNO, P(c20_ops), 0,
         TX("Place a Despotic Policy Marker on China. Move the Regime Marker of China 2 boxes towards Communism.")),
    CARD("C21", "Balkan Federation", CM, E_, 0, 0, IN, 0, MK | SG_F_LAPSING | AC, CN | EN | EF | TY, WNO, P(c21_ops), 0,
         TX("Move the Regime Marker of Bulgaria 2 boxes towards Anarchy. In every Game Round while this card is "
            "in play, this one included, move the Regime Markers of 2 Minor Nations land connected to Bulgaria 1 "
            "box towards Communism.")),
    RCARD("C22", "Trade with Persia and Turkey", CM, 22, 3, c22_ops,
          "Communism claims a Resource Exploitation Box of Persia. Move the Regime Marker of 1 of Persia or Turkey 1 box towards Communism."),
    CARD("C23", NULL, CM, A_, RPP(23), RDF(23), IN, 0, 0, CS_CODE, WNO, P(c23_ops), 0,
         TX("Democracy may nullify the effects that follow by losing 1 Prestige. Communism gains 1 Prestige. "
            "Communism gains 2 VP.")),
    CARD("C24", "Baltics Invaded", CM, A_, RPP(24), RDF(24), IN, 8, 0, CN | EF, WNO, P(c24_ops), 0,
         TX("Communism places a Control token on Baltic States and gains 4 VP.")),
    CARD("C25", "War on Japan", CM, A_, RPP(25), 5, IN, 6, SG_F_WAR, CN | EF, 10, P(c25_ops), 0,
         TX("War Card: USSR (A) against Japan (B). If USSR (A) wins, Communism gains 5 VP. If Japan (B) wins, "
            "Communism loses 1 Prestige, and USSR cedes an asterisked Raw Materials Resource Exploitation Box to "
            "Nazism.")),
    CARD("C26", "Chinese Armaments", CM, A_, 4, 4, DS, 0, MK, CN | PP_ | EN | EF, WNO, P(c26_ops), 0,
         TX("Raise China's Armaments one level; Communism pays its cost in MR from its Force Pool as far as it "
            "can. If the C26/D24 Event Marker is not on the board, place it on China's production level 2.")),
    CARD("C27", "War on Poland", CM, A_, RPP(27), 5, IN, 7, SG_F_WAR, CN | EF, 11, P(c27_ops), 0,
         TX("War Card: USSR (A) against Poland (B). If USSR (A) wins, Communism places a Control token on Poland "
            "and gains 10 VP. If Poland (B) wins, Communism loses 2 Prestige.")),
    RCARD("C28", "Third Five-Year Plan", CM, 28, 6, c28_ops,
          "Raise USSR's Armaments one level; Communism pays its cost in MR from its Force Pool as far as it can."),
    CARD("C29", "War on Rumania", CM, A_, RPP(29), 5, IN, 8, SG_F_WAR, CN | EF, 12, P(c29_ops), 0,
         TX("War Card: USSR (A) against Rumania (B). If USSR (A) wins, Communism places a Control token on "
            "Rumania and gains 8 VP. If Rumania (B) wins, Communism loses 1 Prestige.")),
    CARD("C30", "Soviet-Finnish War", CM, A_, RPP(30), 5, IN, 7, SG_F_WAR, CN | EF, 13, P(c30_ops), 0,
         TX("War Card: USSR (A) against Finland (B). If USSR (A) wins, Communism places a Control token on "
            "Finland and gains 8 VP. If Finland (B) wins, Communism loses 1 Prestige.")),
    RCARD("C31", "Eighth Route Army", CM, 31, 5, c31_ops,
          "Communism places 1 Coup Cell from its Token Reserve onto Far East. Move the Regime Marker of China 1 box towards Communism."),
    RCARD("C32", "Bessarabia", CM, 32, 8, c32_ops,
          "Communism claims a Resource Exploitation Box of Rumania. Communism gains 1 VP."),
    CARD("C33", "Red Army", CM, A_, 2, RDF(33), IN, 0, 0, CN | PP_ | EN | EF, WNO, P(c33_ops), 1,
         TX("Only while a Soviet War Card (N25, C25, C29 or C30) is being fought. Communism commits up to 3 MR "
            "Tokens from its Token Reserve to the USSR's faction of a Soviet War Card.")),
    RCARD("C34", "Spanish Gold", CM, 34, 4, c34_ops,
          "Communism gains 1 VP. Communism gains 1 PP."),
    RCARD("C35", "Underground in Central Europe", CM, 35, 1, c35_ops,
          "Communism places 1 Coup Cell from its Token Reserve onto East Europe. Move the Regime Marker of Czechoslovakia 1 box towards Communism."),
    CARDT("C36", "Looting", CM, A_, 3, RDF(36), IN, 0, RCN, CN | PP_ | EN, WNO, P(c36_ops), 1,
          "Only while a Soviet War Card (N25, C25, C27, C29 or C30) is being fought. Communism claims a Resource Exploitation Box of Poland, Rumania, Finland or Baltic States. Communism gains 1 VP."),
    CARD("C37", "Soviets support Republicans", CM, A_, RPP(37), RDF(37), IN, 4, 0, SG_CS_NAME | EF, WNO, P(c37_ops), 1,
         TX("Only if Spanish Civil War (N12) is in play or has been played. Communism commits 1 MR Token from its"
            " Token Reserve to the Republicans (A) of the Spanish Civil War; thereafter it may send MR from its "
            "Force Pool to that faction only.")),
};

const uint8_t wm__siege_deck_size[SG_NIDEOLOGIES] = {37, 36, 37};
const uint8_t wm__siege_deck_first[SG_NIDEOLOGIES] = {0, 37, 73};

int wm__siege_card_index(const char *code)
{
    if (!code)
        return -1;
    for (int i = 0; i < SG_CARDS; i++)
        if (strcmp(wm__siege_cards[i].code, code) == 0)
            return i;
    return -1;
}

/* The Ideologies' names (§1.1) and Anarchy's (§1.4.3), indexed by enum
 * sg_ideology: the one table of the title (logs, views, content packs). */
const char *const wm__siege_ideology_names[SG_NIDEOLOGIES + 1] = {"Nazism", "Democracy", "Communism", "Anarchy"};

const char *wm__siege_ideology_name(int i)
{
    return i >= 0 && i < SG_NIDEOLOGIES ? wm__siege_ideology_names[i] : "Anarchy";
}
