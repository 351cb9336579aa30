/*
 * cards.c - The Weimar Republic: the 169 cards (RULEBOOK Game Contents) as
 * two tables of rows, one row per card, the Events' instructions as
 * programs of the effect vocabulary (content.h, effects.c):
 *
 *   wm__republic_cards_published  what the sources state and nothing more:
 *       the 14 Events whose effect the rulebook describes (#120's in full)
 *       and #54's and #57's flags; every other Event plays with no
 *       instructions (§6.1).  The game of WM_REPUBLIC_PUBLISHED_ONLY.
 *   wm__republic_cards            the default content: the published table
 *       with every Event given a name, a text, flags and a program.  What
 *       no source gives is RECONSTRUCTED (RP_CF_RECONSTRUCTED on the row),
 *       by the method below; a known card keeps its known text and effect
 *       and only its unpublished rest is reconstructed, its text saying
 *       which part is which.
 *
 * RECONSTRUCTED, the method (../shared/CONTENT.md; doc/republic-content.md
 * gives every card with its reason; ../shared/plans/republic-events.md was
 * the starting proposal).  No name or text below is claimed to be the
 * printed card's.
 *   - Each unknown slot of an era's numbers is an event of German history
 *     in that era's years (Crisis 1919-1923, Golden Twenties 1924-1929,
 *     Decline 1930-1933); the printed numbering is not chronological (#5 of
 *     1920 precedes #16 of 1919), so slots are filled in an arbitrary
 *     in-era order around the known numbers.
 *   - A card helps the faction history says the event helped, with the
 *     game's levers: votes and organisation become Influence in the space
 *     where it happened; lasting organisations Cadres, Cliques or Reforms;
 *     money and pressure Leverage; policies shifts of the Economy,
 *     Progress, Reaction, Unity or the Deals tracks; radicalisation a
 *     Stance shift towards Revolutionary, legal tactics towards
 *     Democratic; the decisive public moment Momentum; press and intrigue
 *     card draws; armed formations a Place Unit Action; bans a Lingering
 *     Action ban.  Minor events move 1-2 cubes or 1 box, major ones 3-4
 *     cubes, 2 boxes or Momentum; Economy moves of 2-3 only for
 *     era-defining events (Versailles' successors, the Rentenmark, the
 *     Dawes Plan, Black Thursday, the Banking Crisis).
 *   - Treaties, cabinets, organisations and myths that outlived the moment
 *     are Lingering (Mandatory ones too, §1.6); the event that ended one
 *     Cancels it and one that needed it Requires it (§6.1), within an era
 *     (A New Hope and Black Sun Rising drop the earlier decks) unless the
 *     named card is never removed (round 2 below).
 *     Counts: Lingering 9 / 10 / 8 by era (Black Sun Rising draws 3 more
 *     Golden Twenties Lingering Events besides #54 and #57, facts §2.3),
 *     Mandatory 3 (#10, #57, #113), Article 48 symbol 15 (#5, #124 and 13
 *     reconstructed), never removed 3 (#13, #100, #57; "some ... are never
 *     removed", §4 step 6).
 *   - The rules bind every program: the §6.0 Limits (no Coalition cubes
 *     with the Economy in its three left-most boxes, Population, ...),
 *     Deals never fall (§5.6), only #5 touches Parliamentary Control
 *     (§5.10), only #82, #117 and #118 end the game (§3.3).
 *   - Balance as a constraint (doc/rules-republic.md "Win rates"): the
 *     Golden Twenties move both Deals tracks and the Economy both ways,
 *     and every faction has cards that help it in every era.
 *   - Round 2 (issue 33, measured by tools/rp-deck-audit.py): an
 *     instruction must be able to act in the era the card is dealt in -
 *     where a track usually stands at its end (the Crisis's Reaction and
 *     Stances, the Golden Twenties' Progress, Reaction, Deals and Stable
 *     Economy, the Decline's Mass Unemployment) the card uses pieces,
 *     Unity, Momentum or a draw instead; Golden Twenties Events place
 *     cubes after the era's vote (the Coalition first, the NSDAP least);
 *     a Requires names a Lingering Event usually in play first, which may
 *     be a never-removed one of an earlier era (#57 for the Decline's
 *     presidential-cabinet cards and #133).
 *   - Round 4 (issue 33, tools/rp-deck-audit.py --why): no Requires in
 *     the era a scenario opens with.  No Lingering Event is in effect
 *     when the 1919 and 1924 scenarios open (facts §2.3), a faction is
 *     dealt 7 of the Crisis's 54 cards or 9 of the Golden Twenties' 63
 *     (§4 step 6), and a Non-player plays its stack in random order
 *     (§8.7), so a prerequisite of the same era is in play at under 41 %
 *     of a card's plays whichever card it is (measured for every
 *     Lingering Event of the era); the Crisis's and the Golden
 *     Twenties' reconstructed Requires (#9, #30, #40, #41, #83, #86, #94,
 *     #109) were dropped, and the Requires left name #57 (the printed
 *     #117<-#124 aside).
 *   - Round 5 (issue 33, tools/rp-deck-audit.py): the Golden Twenties
 *     are the Republic's years - fewer NSDAP cubes, Momentum and Unity
 *     losses in that era's deck (A New Hope's favourite is the
 *     Coalition, as with the published cards alone) - and where Unity
 *     stood at Strong, the Economy at Stable or a Stance at Revolutionary
 *     in 40-70 % of a card's plays the shift became a removal of an
 *     opposing cube, Momentum, a draw or Deals, or the second branch of
 *     an "either" whose first branch acts in the era; a Stance shift
 *     that is the party's own decision is a "may" of that party (§6.1;
 *     a Non-player skips it, §8.6 Section 1).  The Coalition has no
 *     Available cubes in most Golden Twenties plays of A New Hope, so a
 *     Coalition cube is no substitute there.
 *   - Round 6 (issue 33, tools/rp-deck-audit.py --cards): a placement or
 *     removal in one named space that did nothing in most of a card's
 *     plays (the space full to its Population, or without the faction's
 *     cube) names the other spaces the event reached, as printed cards
 *     name "X or Y": a City's surroundings, the region of a movement
 *     (the Landvolk's north, the occupied Rhineland, the ceded
 *     borderlands, the Harz, Silesia), the Cities for a Reich-wide ban.
 *     Where a card removes and then places, the two name spaces so that
 *     the removal never forbids the placement (§6.0: no space both
 *     placed and removed in one Action Step).  Placements that fail for
 *     want of an Available piece stay: the rulebook skips them (§5.1).
 */
#include "content.h"
#include "weimar/republic.h" /* WM_REPUBLIC_A_* (the Actions an Event contains) */

#include <stddef.h>

#define SPB(s) RP_SPACE_BIT(s)
#define RP_CITIES (SPB(RP_BERLIN) | SPB(RP_MUENCHEN) | SPB(RP_HAMBURG) | SPB(RP_KOELN))
/* the Prussian Provinces: spaces RP_OSTPREUSSEN..RP_RHEINPROVINZ (content.h) */
#define RP_PRUSSIA (RP_ALL_SPACES & ~(SPB(RP_OSTPREUSSEN) - 1u))
#define RP_OUTSIDE_BAVARIA (RP_ALL_SPACES & ~(SPB(RP_BAYERN) | SPB(RP_MUENCHEN)))
#define MOD_END {RP_MOD_NONE, 0, 0}

/* #100 Third Period and #135 SA Ban carry Action bans (a test checks the
 * set against the tables). */
#define BAN_BIT(id) ((uint64_t)1 << ((id) & 63))
const uint64_t wm__republic_ban_cards[3] = {0, BAN_BIT(100), BAN_BIT(135)};

/* ==================================================================== */
/* The published cards                                                  */
/* ==================================================================== */
#define NON_EVENT_CARDS \
    [152] = {152, 0, RP_CARD_ELECTION, RP_ERA_CRISIS, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [153] = {153, 0, RP_CARD_ELECTION, RP_ERA_CRISIS, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [154] = {154, 0, RP_CARD_ELECTION, RP_ERA_GOLDEN, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [155] = {155, 0, RP_CARD_ELECTION, RP_ERA_GOLDEN, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [156] = {156, 0, RP_CARD_ELECTION, RP_ERA_GOLDEN, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [157] = {157, 0, RP_CARD_ELECTION, RP_ERA_DECLINE, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [158] = {158, 0, RP_CARD_ELECTION, RP_ERA_DECLINE, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [159] = {159, 0, RP_CARD_ELECTION, RP_ERA_DECLINE, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ELECTION, NULL, ELECTION_TEXT, fx_election, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [160] = {160, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_HAMBURG, 0, 0, RP_FX_NONE, "Hamburg", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [161] = {161, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_MUENCHEN, 0, 0, RP_FX_NONE, "München", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [162] = {162, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_KOELN, 0, 0, RP_FX_NONE, "Köln", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [163] = {163, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_BERLIN, 0, 0, RP_FX_NONE, "Berlin", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [164] = {164, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_BAYERN, 0, 0, RP_FX_NONE, "Bayern", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [165] = {165, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_NORTHERN_STATES, 0, 0, RP_FX_NONE, "Northern States", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [166] = {166, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_SOUTHERN_STATES, 0, 0, RP_FX_NONE, "Southern States", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [167] = {167, 0, RP_CARD_PARLIAMENTARY_CONTROL, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_PC_PREUSSEN, 0, 0, RP_FX_NONE, "Prussian Provinces", PC_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [168] = {168, 0, RP_CARD_ARTICLE48, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_NONE, "Article 48", A48_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL}, \
    [169] = {169, 0, RP_CARD_REICHSTAG_SEATS, RP_ERA_NONE, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_NONE, "Reichstag Seats", SEATS_TEXT, NULL, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL},

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

#define EV(n, era) {(n), (n), RP_CARD_EVENT, (era), RP_CF_TEXT_UNPUBLISHED, RP_NOBODY, 0, 0, RP_FX_NONE, NULL, NULL, NULL, NULL, RP_ENDS_NEW_ERA, NULL, \
                    "play Article 48 to cancel #" #n "?", "#" #n ": choose a space"}
#define ELECTION_TEXT "Election: hold Regional Elections and then a General Election during this round's Elections Step (RULEBOOK §1.6, §7.0). Only one Election card may be played each round."
#define PC_TEXT "Once per Election Period, during your own Action Step: perform one bonus Action in the named space or Region, optionally remove one Coalition Reform there, then conduct a Clean Slate there (RULEBOOK §6.0)."
#define A48_TEXT "Once per Election Period: cancel an Event card just played (not an Election or Mandatory Event); the Coalition becomes the Momentum faction and conducts a Clean Slate in every space (RULEBOOK §6.0)."
#define SEATS_TEXT "Once per Election Period, during your own Action Step: shift Coalition Unity one box towards Fragile, become the Momentum faction and conduct a Clean Slate in every space (RULEBOOK §6.0)."
const rp_card_info wm__republic_cards_published[RP_NCARDS + 1] = {
    [0] = {0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL},
    [1] = EV(1, RP_ERA_CRISIS),
    [2] = EV(2, RP_ERA_CRISIS),
    [3] = EV(3, RP_ERA_CRISIS),
    [4] = EV(4, RP_ERA_CRISIS),
    [5] = {5, 5, RP_CARD_EVENT, RP_ERA_CRISIS, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_KAPP_PUTSCH, "Kapp Putsch", "Can make the Coalition lose Parliamentary Control in Berlin (RULEBOOK §1.6, §5.10); the rest of the text is unpublished.", fx_kapp_putsch, NULL, RP_ENDS_NEW_ERA, "Kapp Putsch", NULL, NULL},
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
    [16] = {16, 16, RP_CARD_EVENT, RP_ERA_CRISIS, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_LINGERING_RULE, "Bloodhound Doctrine", "Lingering Event (RULEBOOK §8.8 example: while it is in effect a Non-player Coalition attempts Assault Actions in two spaces rather than one); the rest of the text is unpublished.", NULL, mod_bloodhound, RP_ENDS_NEW_ERA, "Bloodhound Doctrine", NULL, NULL},
    [17] = EV(17, RP_ERA_CRISIS),
    [18] = EV(18, RP_ERA_CRISIS),
    [19] = EV(19, RP_ERA_CRISIS),
    [20] = {20, 20, RP_CARD_EVENT, RP_ERA_CRISIS, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_LINGERING_RULE, "Militarism", "Lingering Event. While in effect, Progress must be 2 higher than Reaction for Coalition units to pass a Loyalty Check (RULEBOOK §6.2); the rest of the text is unpublished.", NULL, mod_militarism, RP_ENDS_NEW_ERA, "Militarism", NULL, NULL},
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
    [54] = {54, 54, RP_CARD_EVENT, RP_ERA_GOLDEN, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_TEXT_UNPUBLISHED, RP_NOBODY, 0, 0, RP_FX_NONE, "Gustav Stresemann", NULL, NULL, NULL, RP_ENDS_NEW_ERA, "Gustav Stresemann", NULL, NULL},
    [55] = {55, 55, RP_CARD_EVENT, RP_ERA_GOLDEN, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_LINGERING_RULE, "Schutzstaffel", "Lingering Event. While in effect, +1 to NSDAP Assault strength (RULEBOOK §6.2); the rest of the text is unpublished.", NULL, mod_schutzstaffel, RP_ENDS_NEW_ERA, "Schutzstaffel", NULL, NULL},
    [56] = EV(56, RP_ERA_GOLDEN),
    [57] = {57, 57, RP_CARD_EVENT, RP_ERA_GOLDEN, RP_CF_MANDATORY | RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_TEXT_UNPUBLISHED, RP_NOBODY, 0, 0, RP_FX_NONE, "Paul von Hindenburg", NULL, NULL, NULL, RP_ENDS_NEW_ERA, "Paul von Hindenburg", NULL, NULL},
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
    [82] = {82, 82, RP_CARD_EVENT, RP_ERA_GOLDEN, RP_CF_VICTORY | RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_REFERENDUM, "Referendum", "As long as RC is the Momentum faction, immediately conduct a Special Election. If RC (only) wins this election, the game ends and RC is the winner (RULEBOOK §3.3, §7.4).", fx_referendum, NULL, RP_ENDS_NEW_ERA, "Referendum", NULL, NULL},
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
    [117] = {117, 117, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_REQUIRES | RP_CF_VICTORY | RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 124, 0, RP_FX_HITLER_SWORN_IN, "Hitler Sworn In", "Requires #124 Hindenburg Runs Again. Immediately conduct a Snap Election: a full Election Cycle; KPD, NSDAP or RC may win the game as in a normal General Election (RULEBOOK §3.3, §6.0 example, §7.5).", fx_hitler_sworn_in, NULL, RP_ENDS_NEW_ERA, "Hitler Sworn In", NULL, NULL},
    [118] = {118, 118, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_VICTORY | RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ENABLING_ACT, "Enabling Act", "Calculate NSDAP's current PV. If NSDAP is the Momentum faction, holds the Reichstag Seats card and currently has 15 or more PV, the game immediately ends and NSDAP is the winner (RULEBOOK §3.3, §7.6).", fx_enabling_act, NULL, RP_ENDS_NEW_ERA, "Enabling Act", NULL, NULL},
    [119] = EV(119, RP_ERA_DECLINE),
    [120] = {120, 120, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_TEXT_FULL | RP_CF_NO_A48_SYMBOL, RP_NOBODY, 0, 0, RP_FX_OSTHILFE, "Osthilfe", "Place both 1 Available yellow Leverage and 1 Coalition Influence in any 1 of these spaces: Ostpreußen, Posen-Westpreußen, Pommern, Niederschlesien, or Oberschlesien (up to Population).", fx_osthilfe, NULL, RP_ENDS_NEW_ERA, "Osthilfe", NULL, NULL},
    [121] = EV(121, RP_ERA_DECLINE),
    [122] = {122, 122, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_CURRENT_PV, "Harzburg Front", "Calculate current PV of NSDAP and/or RC (RULEBOOK §7.6), then follow the card's instructions; the rest of the text is unpublished.", fx_current_pv, NULL, RP_ENDS_NEW_ERA, "Harzburg Front", NULL, NULL},
    [123] = EV(123, RP_ERA_DECLINE),
    [124] = {124, 124, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_A48_SYMBOL | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_LINGERING_RULE, "Hindenburg Runs Again", "Lingering Event: gives more opportunities to play the Reichstag Seats card, allows later play of #117 Hitler Sworn In, and the Coalition loses its Article 48 card (RULEBOOK §6.0 example); the exact text is unpublished.", fx_hindenburg_again, mod_hindenburg_again, RP_ENDS_NEW_ERA, "Hindenburg Runs Again", NULL, NULL},
    [125] = EV(125, RP_ERA_DECLINE),
    [126] = EV(126, RP_ERA_DECLINE),
    [127] = EV(127, RP_ERA_DECLINE),
    [128] = EV(128, RP_ERA_DECLINE),
    [129] = EV(129, RP_ERA_DECLINE),
    [130] = EV(130, RP_ERA_DECLINE),
    [131] = EV(131, RP_ERA_DECLINE),
    [132] = {132, 132, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_CURRENT_PV, "Blut und Boden", "Calculate current PV of NSDAP and/or RC (RULEBOOK §7.6), then follow the card's instructions; the rest of the text is unpublished.", fx_current_pv, NULL, RP_ENDS_NEW_ERA, "Blut und Boden", NULL, NULL},
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
    [146] = {146, 146, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_CURRENT_PV, "Erbgutpflege", "Calculate current PV of NSDAP and/or RC (RULEBOOK §7.6), then follow the card's instructions; the rest of the text is unpublished.", fx_current_pv, NULL, RP_ENDS_NEW_ERA, "Erbgutpflege", NULL, NULL},
    [147] = {147, 147, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ALTONA, "Altonaer Blutsonntag", "Includes a Move Units Action (RULEBOOK §8.1); the rest of the text is unpublished.", fx_altona, NULL, RP_ENDS_NEW_ERA, "Altonaer Blutsonntag", NULL, NULL},
    [148] = EV(148, RP_ERA_DECLINE),
    [149] = EV(149, RP_ERA_DECLINE),
    [150] = EV(150, RP_ERA_DECLINE),
    [151] = EV(151, RP_ERA_DECLINE),
    NON_EVENT_CARDS
};


/* ==================================================================== */
/* The default content: every Event reconstructed where unpublished     */
/* ==================================================================== */
/*
 * RECONSTRUCTED programs (method at the top of this file), one per card,
 * each with its event's date and why it helps whom.  The texts say what
 * the programs do, instruction by instruction.
 */
/* #1 Stinnes-Legien Agreement (Nov 1918), for the Coalition: the 8-hour day and union recognition bought labour peace. */
static const rp_fx_op fx_1[] = {{.op = RP_OP_PLACE_MARKER, .n = 1, .arg = RP_MK_REFORM, .spaces = SPB(RP_BERLIN) | SPB(RP_PROVINZ_WESTFALEN) | SPB(RP_RHEINPROVINZ)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_KPD_STANCE, .dir = -1}, FX_END};
/* #2 Ebert-Groener Pact (Nov 1918), for more than one faction: the army backed the government and kept its autonomy. */
static const rp_fx_op fx_2[] = {{.op = RP_OP_ACTION, .by = RP_COALITION + 1, .arg = WM_REPUBLIC_A_PLACE_UNIT, .spaces = 0}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_BERLIN)}, FX_END};
/* #3 Spartacist Uprising (Jan 1919), for the KPD: the Berlin rising of 5-12 January. */
static const rp_fx_op fx_3[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 2, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, {.op = RP_OP_PLACE_MARKER, .n = 1, .arg = RP_MK_STRIKE, .spaces = SPB(RP_BERLIN)}, FX_END};
/* #4 Murder of Liebknecht and Luxemburg (Jan 1919), for the RC: Freikorps officers killed the KPD's founders. */
static const rp_fx_op fx_4[] = {{.op = RP_OP_DISCARD, .who = RP_KPD, .n = 1}, {.op = RP_OP_REMOVE_CUBES, .who = RP_KPD, .n = 2, .spaces = SPB(RP_BERLIN), .flags = RP_FXF_UPTO}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, FX_END};
/* #6 Women's Suffrage (Jan 1919), for the Coalition: women voted for the National Assembly. */
static const rp_fx_op fx_6[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 1}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = RP_CITIES}, FX_END};
/* #7 Friedrich Ebert, Reich President (Feb 1919), for the Coalition: elected on 11 February by the National Assembly. */
static const rp_fx_op fx_7[] = {{.op = RP_OP_MOMENTUM, .who = RP_COALITION}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_THUERINGEN)}, FX_END};
/* #8 Bavarian Soviet Republic (Apr 1919), for the KPD: the Raeterepublik in Munich. */
static const rp_fx_op fx_8[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 2, .spaces = SPB(RP_MUENCHEN)}, {.op = RP_OP_MAY, .n = 1, .by = RP_KPD + 1}, {.op = RP_OP_PLACE_MARKER, .who = RP_KPD, .n = 1, .arg = RP_MK_CADRE, .spaces = SPB(RP_MUENCHEN)}, FX_END};
/* #9 Freikorps Take Munich (May 1919), for the RC: Bavaria swung right after 1-3 May.  No Requires (issue 33, round 4:
 * Requiring #8 resolved in 24-27 % of plays; no Crisis card is in play first in most games, see the top comment);
 * it still Cancels #8, and its removal acts only where the KPD holds München.  Its shift of Unity towards Fragile went
 * too (round 4: once the card always resolved, the Crisis's Unity shifts were without effect in 18 % and more). */
static const rp_fx_op fx_9[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_KPD, .n = 3, .spaces = SPB(RP_MUENCHEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 2, .spaces = SPB(RP_BAYERN)}, FX_END};
/* #10 Treaty of Versailles (Jun 1919), for the RC: war guilt, reparations, a 100,000-man army; Posen and West
 * Prussia ceded to Poland (round 5: its Economy shift stood at Hyperinflation in 24 % of plays). */
static const rp_fx_op fx_10[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_OSTPREUSSEN)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, {.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_POSEN_WESTPREUSSEN) | SPB(RP_OBERSCHLESIEN) | SPB(RP_SCHLESWIG_HOLSTEIN)}, FX_END};
/* #11 Weimar Constitution (Jul-Aug 1919), for the Coalition: adopted at Weimar, in Thuringia. */
static const rp_fx_op fx_11[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 1}, {.op = RP_OP_PLACE_MARKER, .n = 1, .arg = RP_MK_REFORM, .spaces = SPB(RP_THUERINGEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_THUERINGEN)}, FX_END};
/* #12 Erzberger's Finance Reform (1919-1920), for the Coalition: a Reich income tax against the deficit. */
static const rp_fx_op fx_12[] = {{.op = RP_OP_EITHER, .n = 2}, {.op = RP_OP_SHIFT, .arg = RP_TRK_ECONOMY_STABLE, .dir = 1}, {.op = RP_OP_SKIP, .n = 1}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 1}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_WUERTTEMBERG)}, FX_END};
/* #13 Stab-in-the-Back Myth (Nov 1919), for the RC: Hindenburg's testimony of 18 November. */
static const rp_fx_op fx_13[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, FX_END};
static const rp_fx_mod mod_13[] = {{RP_MOD_LOYALTY_MARGIN, RP_FX_ANY, 1}, MOD_END};
/* #14 Works Councils Act (Feb 1920), for the Coalition: works councils by law; 42 protesters shot at the Reichstag. */
static const rp_fx_op fx_14[] = {{.op = RP_OP_PLACE_MARKER, .n = 1, .arg = RP_MK_REFORM, .spaces = SPB(RP_PROVINZ_WESTFALEN) | SPB(RP_RHEINPROVINZ)}, {.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_BERLIN)}, FX_END};
/* #15 25-Point Programme (Feb 1920), for the NSDAP: the Hofbraeuhaus meeting; the DAP became the NSDAP. */
static const rp_fx_op fx_15[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 2, .spaces = SPB(RP_MUENCHEN)}, {.op = RP_OP_DRAW, .who = RP_NSDAP, .n = 1}, FX_END};
/* #17 General Strike against Kapp (Mar 1920), for the Coalition: the strike broke the putsch. */
static const rp_fx_op fx_17[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_RC, .n = 2, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_MOMENTUM, .who = RP_COALITION}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 1}, {.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_PROVINZ_WESTFALEN)}, FX_END};
/* #18 Red Ruhr Army (Mar-Apr 1920), for the KPD: some 50,000 armed workers in the Ruhr; the army is placed outright
 * (issue 33: an Event's units outside an Action; the Action's Presence rule left it idle where the KPD had none). */
static const rp_fx_op fx_18[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 2, .spaces = SPB(RP_PROVINZ_WESTFALEN)}, {.op = RP_OP_PLACE_UNIT, .who = RP_KPD, .spaces = SPB(RP_PROVINZ_WESTFALEN)}, {.op = RP_OP_PLACE_UNIT, .who = RP_KPD, .spaces = SPB(RP_PROVINZ_WESTFALEN)}, {.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_RHEINPROVINZ)}, FX_END};
/* #19 Hans von Seeckt (1920-1926), for the RC: the 'state within the state' and its Red Army ties. */
static const rp_fx_op fx_19[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_USSR_DEALS, .dir = 1}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_BERLIN)}, FX_END};
/* #21 Ordnungszelle Bayern (1920-1923), for the RC: Kahr's Bavaria, a haven for the right. */
static const rp_fx_op fx_21[] = {{.op = RP_OP_PLACE_MARKER, .n = 1, .arg = RP_MK_CLIQUE, .spaces = SPB(RP_BAYERN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 2, .spaces = SPB(RP_BAYERN)}, FX_END};
/* #22 Max Hoelz (1920-1921), for the KPD: the Vogtland guerrilla, a band of his own (a unit outside an Action). */
static const rp_fx_op fx_22[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_SACHSEN)}, {.op = RP_OP_PLACE_UNIT, .who = RP_KPD, .spaces = SPB(RP_SACHSEN)}, FX_END};
/* #23 Severing's Prussian Police (1920-1932), for the Coalition: the republican Schutzpolizei. */
static const rp_fx_op fx_23[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BERLIN)}, FX_END};
static const rp_fx_mod mod_23[] = {{RP_MOD_ASSAULT_BONUS, RP_COALITION, 1}, MOD_END};
/* #24 Twenty-One Conditions (1920), for the KPD: Comintern discipline for member parties. */
static const rp_fx_op fx_24[] = {{.op = RP_OP_PLACE_MARKER, .who = RP_KPD, .n = 1, .arg = RP_MK_CADRE, .spaces = SPB(RP_BERLIN) | SPB(RP_HAMBURG)}, {.op = RP_OP_EITHER, .n = 2}, {.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_SACHSEN)}, {.op = RP_OP_SKIP, .n = 1}, {.op = RP_OP_REPLACE_CUBES, .who = RP_COALITION, .arg = RP_KPD, .n = 1, .spaces = SPB(RP_BERLIN) | SPB(RP_HAMBURG)}, FX_END};
/* #25 USPD Left Joins the KPD (Oct-Dec 1920), for the KPD: the Halle congress; a united party of some 350,000. */
static const rp_fx_op fx_25[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 3, .spaces = SPB(RP_BERLIN) | SPB(RP_SACHSEN) | SPB(RP_PROVINZ_SACHSEN) | SPB(RP_THUERINGEN) | SPB(RP_HAMBURG)}, FX_END};
/* #26 Völkischer Beobachter (Dec 1920), for the NSDAP: the party bought its daily paper. */
static const rp_fx_op fx_26[] = {{.op = RP_OP_PLACE_MARKER, .who = RP_NSDAP, .n = 1, .arg = RP_MK_CADRE, .spaces = SPB(RP_MUENCHEN) | SPB(RP_BAYERN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_BAYERN)}, FX_END};
/* #27 Reichslandbund (1921), for the RC: the Junker-led farm lobby. */
static const rp_fx_op fx_27[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 3, .spaces = SPB(RP_POMMERN) | SPB(RP_OSTPREUSSEN) | SPB(RP_BRANDENBURG) | SPB(RP_MECKLENBURG)}, FX_END};
/* #28 Upper Silesian Plebiscite (Mar 1921), for the Coalition: some 60% voted to stay German. */
static const rp_fx_op fx_28[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_OBERSCHLESIEN)}, {.op = RP_OP_EITHER, .n = 2}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_NIEDERSCHLESIEN)}, {.op = RP_OP_SKIP, .n = 1}, {.op = RP_OP_REMOVE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_NIEDERSCHLESIEN)}, {.op = RP_OP_MOMENTUM, .who = RP_COALITION}, FX_END};
/* #29 March Action (Mar 1921), for the KPD: the failed Leuna-Mansfeld rising. */
static const rp_fx_op fx_29[] = {{.op = RP_OP_PLACE_MARKER, .n = 1, .arg = RP_MK_STRIKE, .spaces = SPB(RP_PROVINZ_SACHSEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_HAMBURG)}, {.op = RP_OP_REMOVE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_PROVINZ_SACHSEN)}, FX_END};
/* #30 London Ultimatum (May 1921), for more than one faction: 132 billion gold marks; the cabinet fell.  No Requires (round 4:
 * Requiring #10 resolved in 24-25 % of plays; the treaty's terms are the era's setting, not a card to play first).
 * Round 4 also dropped its shifts of the Economy towards Hyperinflation and of Unity towards Fragile (without effect
 * in 23 % of them once the card always resolved; the KPD then won 61 % of A Time for Revolution? and the Coalition
 * 2.5 % of The Fate of the Republic): the DNVP campaigned against "fulfilment" in the east, and Wirth's new cabinet of
 * the Weimar parties accepted the ultimatum (for more than one faction now). */
static const rp_fx_op fx_30[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_POMMERN)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 1}, FX_END};
/* #31 Annaberg (May 1921), for the RC: the Freikorps fought in Upper Silesia without the government's leave (a Rogue
 * Freikorps outside an Action). */
static const rp_fx_op fx_31[] = {{.op = RP_OP_PLACE_UNIT, .who = RP_RC, .spaces = SPB(RP_OBERSCHLESIEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_OBERSCHLESIEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_NIEDERSCHLESIEN)}, FX_END};
/* #32 Hitler Takes the Party (Jul 1921), for the NSDAP: chairman with sole powers. */
static const rp_fx_op fx_32[] = {{.op = RP_OP_MOMENTUM, .who = RP_NSDAP}, {.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_MUENCHEN)}, {.op = RP_OP_MAY, .n = 1, .by = RP_NSDAP + 1}, {.op = RP_OP_PLACE_MARKER, .who = RP_NSDAP, .n = 1, .arg = RP_MK_CADRE, .spaces = SPB(RP_MUENCHEN)}, FX_END};
/* #33 Sturmabteilung (1921), for the NSDAP: the SA is formed (a unit outside an Action). */
static const rp_fx_op fx_33[] = {{.op = RP_OP_PLACE_UNIT, .who = RP_NSDAP, .spaces = SPB(RP_MUENCHEN) | SPB(RP_BAYERN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_MUENCHEN)}, FX_END};
/* #34 Murder of Erzberger (Aug 1921), for the RC: Organisation Consul, Bad Griesbach; the Reich lost its finance
 * reformer (the Coalition discards a card). */
static const rp_fx_op fx_34[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 2, .spaces = SPB(RP_BADEN) | SPB(RP_WUERTTEMBERG)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, {.op = RP_OP_DISCARD, .who = RP_COALITION, .n = 1}, FX_END};
/* #35 Treaty of Rapallo (Apr 1922), for the Coalition: Rathenau's treaty with Soviet Russia. */
static const rp_fx_op fx_35[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_USSR_DEALS, .dir = 1}, {.op = RP_OP_DRAW, .who = RP_COALITION, .n = 1}, FX_END};
/* #36 Murder of Rathenau (Jun 1922), for the RC: the mark collapsed; mass rallies for the Republic. */
static const rp_fx_op fx_36[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 2, .spaces = SPB(RP_BERLIN), .flags = RP_FXF_UPTO}, {.op = RP_OP_SHIFT, .arg = RP_TRK_ECONOMY, .dir = -1}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 1}, FX_END};
/* #37 Law for the Protection of the Republic (Jul 1922), for the Coalition: 'the enemy stands on the right'; Bavaria
 * balked; the State Court and its informers (the Coalition inspects a hand). */
static const rp_fx_op fx_37[] = {{.op = RP_OP_REMOVE_MARKER, .n = 1, .arg = RP_MK_ASSASSINATIONS, .spaces = 0}, {.op = RP_OP_REMOVE_CUBES, .who = RP_NSDAP, .n = 2, .spaces = RP_OUTSIDE_BAVARIA}, {.op = RP_OP_INSPECT, .who = RP_COALITION, .arg = RP_FX_ANY}, FX_END};
/* #38 Deutscher Tag in Coburg (Oct 1922), for the NSDAP: the SA's street battle in Coburg. */
static const rp_fx_op fx_38[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_BAYERN)}, {.op = RP_OP_REMOVE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_THUERINGEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_MUENCHEN) | SPB(RP_BAYERN)}, FX_END};
/* #39 March on Rome (Oct 1922), for the NSDAP: Mussolini as a model. */
static const rp_fx_op fx_39[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_MUENCHEN) | SPB(RP_BAYERN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_BAYERN)}, FX_END};
/* #40 Occupation of the Ruhr (Jan 1923), for the RC: Franco-Belgian troops entered the Ruhr on 11 January.  No Requires
 * (round 4: Requiring #10 resolved in 18-19 % of plays; now that it always resolves it removes 1 Coalition cube, not 2:
 * the Coalition won 2.5 % of The Fate of the Republic with 2). */
static const rp_fx_op fx_40[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_ECONOMY, .dir = -2}, {.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_RHEINPROVINZ)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 1}, FX_END};
/* #41 Schlageter (May 1923), for the NSDAP: a saboteur shot near Duesseldorf, made a martyr.  No Requires (issue 33:
 * Requiring #40, itself a Requires card, resolved in 2 % of plays; round 4: Requiring #10, 25-27 %). */
static const rp_fx_op fx_41[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_RHEINPROVINZ)}, {.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_MUENCHEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_PROVINZ_WESTFALEN)}, FX_END};
/* #42 Hyperinflation (1923), for more than one faction: savings wiped out. */
static const rp_fx_op fx_42[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_ECONOMY, .dir = -2}, {.op = RP_OP_ACTION, .by = 0, .arg = WM_REPUBLIC_A_MOVE_MCS, .spaces = 0}, FX_END};
/* #43 Hugo Stinnes (1923), for the RC: the 'inflation king' bought some 1,500 firms. */
static const rp_fx_op fx_43[] = {{.op = RP_OP_PLACE_LEVERAGE, .n = 1, .arg = 1, .spaces = SPB(RP_RHEINPROVINZ)}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_RHEINPROVINZ)}, {.op = RP_OP_DRAW, .who = RP_RC, .n = 1}, FX_END};
/* #44 Cuno Strikes (Aug 1923), for the KPD: strikes toppled the Cuno cabinet. */
static const rp_fx_op fx_44[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_MAY, .n = 1, .by = RP_KPD + 1}, {.op = RP_OP_PLACE_MARKER, .n = 1, .arg = RP_MK_STRIKE, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, FX_END};
/* #45 Stresemann's Hundred Days (Aug-Nov 1923), for the Coalition: passive resistance ended on 26 September; the
 * Hamburg rising put down in October (round 5: its Unity shift stood at Strong in 21 % of plays). */
static const rp_fx_op fx_45[] = {{.op = RP_OP_MOMENTUM, .who = RP_COALITION}, {.op = RP_OP_REMOVE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_HAMBURG)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_ECONOMY_STABLE, .dir = 1}, FX_END};
/* #46 Deutscher Kampfbund (Sep 1923), for the NSDAP: Ludendorff and the leagues allied. */
static const rp_fx_op fx_46[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_BAYERN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_BAYERN)}, {.op = RP_OP_ACTION, .by = RP_NSDAP + 1, .arg = WM_REPUBLIC_A_PLACE_UNIT, .spaces = SPB(RP_BAYERN)}, FX_END};
/* #47 Black Reichswehr (Oct 1923), for the RC: the Kuestrin putsch. */
static const rp_fx_op fx_47[] = {{.op = RP_OP_ACTION, .by = RP_RC + 1, .arg = WM_REPUBLIC_A_TEST_LOYALTY, .spaces = SPB(RP_BRANDENBURG)}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_BRANDENBURG)}, FX_END};
/* #48 Workers' Governments (Oct 1923), for the KPD: the KPD entered the SPD cabinets for the 'German October'. */
static const rp_fx_op fx_48[] = {{.op = RP_OP_PLACE_MARKER, .who = RP_KPD, .n = 1, .arg = RP_MK_CADRE, .spaces = SPB(RP_SACHSEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 2, .spaces = SPB(RP_SACHSEN) | SPB(RP_THUERINGEN), .flags = RP_FXF_UPTO}, FX_END};
/* #49 Hamburg Uprising (Oct 1923), for the KPD: Thaelmann's rising, 23-25 October. */
static const rp_fx_op fx_49[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_HAMBURG)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, {.op = RP_OP_PLACE_MARKER, .n = 1, .arg = RP_MK_STRIKE, .spaces = SPB(RP_HAMBURG)}, FX_END};
/* #50 Reichsexekution (Oct-Nov 1923), for the Coalition: the army deposed Zeigner; the SPD left the cabinet. */
static const rp_fx_op fx_50[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_KPD, .n = 2, .spaces = SPB(RP_SACHSEN)}, {.op = RP_OP_REMOVE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_THUERINGEN)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, FX_END};
/* #51 Beer Hall Putsch (Nov 1923), for the NSDAP: the march to the Feldherrnhalle. */
static const rp_fx_op fx_51[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 2, .spaces = SPB(RP_MUENCHEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_BAYERN)}, {.op = RP_OP_MOMENTUM, .who = RP_NSDAP}, FX_END};
/* #52 Rentenmark (Nov 1923), for the Coalition: the new currency of 15 November ended the inflation. */
static const rp_fx_op fx_52[] = {{.op = RP_OP_EITHER, .n = 2}, {.op = RP_OP_SHIFT, .arg = RP_TRK_ECONOMY_STABLE, .dir = 3}, {.op = RP_OP_SKIP, .n = 2}, {.op = RP_OP_SHIFT, .arg = RP_TRK_ECONOMY_STABLE, .dir = 1}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 1}, FX_END};
/* #53 Reichsbanner (Feb 1924), for the Coalition: the republican league founded in Magdeburg. */
static const rp_fx_op fx_53[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 2, .spaces = SPB(RP_PROVINZ_SACHSEN)}, FX_END};
static const rp_fx_mod mod_53[] = {{RP_MOD_ASSAULT_BONUS, RP_COALITION, 1}, MOD_END};
/* #56 Hitler's Trial (Feb-Apr 1924), for more than one faction: the dock as a national stage, then Landsberg prison and the
 * party banned until February 1925; the "legality" course his own choice (round 5: a cube off München, the Stance a
 * "may"). */
static const rp_fx_op fx_56[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_MUENCHEN)}, {.op = RP_OP_MAY, .n = 1, .by = RP_NSDAP + 1}, {.op = RP_OP_SHIFT, .arg = RP_TRK_NSDAP_STANCE, .dir = -1}, FX_END};
/* #58 Völkischer Block (May-Dec 1924), for more than one faction: 6.5% of the vote in May, over 20% in Mecklenburg, then split
 * and 3.0% in December, its voters back with the DNVP (round 5: a cube removed, one to the RC). */
static const rp_fx_op fx_58[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_BAYERN) | SPB(RP_MECKLENBURG) | SPB(RP_THUERINGEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_MECKLENBURG) | SPB(RP_POMMERN)}, FX_END};
/* #59 Roter Frontkämpferbund (Jul 1924), for the KPD: the KPD's fighting league. */
static const rp_fx_op fx_59[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_BERLIN)}, FX_END};
static const rp_fx_mod mod_59[] = {{RP_MOD_ASSAULT_BONUS, RP_KPD, 1}, MOD_END};
/* #60 Dawes Plan (Aug 1924), for the Coalition: reparations rescheduled; American loans; the voelkisch vote halved
 * from May to December 1924 (round 5: the Economy stood at Stable in 69 % of plays, so it is the either's second
 * branch, the one an either takes where no NSDAP cube is left, §6.1). */
static const rp_fx_op fx_60[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_US_DEALS, .dir = 2}, {.op = RP_OP_EITHER, .n = 2}, {.op = RP_OP_REMOVE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = 0}, {.op = RP_OP_SKIP, .n = 1}, {.op = RP_OP_SHIFT, .arg = RP_TRK_ECONOMY_STABLE, .dir = 2}, FX_END};
/* #61 Hjalmar Schacht (1924-1930), for the Coalition: the Reichsbank guarded the new mark. */
static const rp_fx_op fx_61[] = {{.op = RP_OP_PLACE_LEVERAGE, .n = 1, .arg = 0, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BERLIN)}, FX_END};
/* #62 Bürgerblock (1925, 1927), for the RC: the DNVP in the cabinet, its ministers given portfolios (the Coalition
 * gives a card); the cabinet widened, not split (round 5: no Unity shift). */
static const rp_fx_op fx_62[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_GIVE, .who = RP_COALITION, .n = 1, .arg = RP_RC}, FX_END};
/* #63 Refoundation and Legality (Feb 1925), for the NSDAP: the legal road to power, the old programme taken up again
 * (a card from the discard pile); the legal road the party's own choice (round 5: the Stance a "may"). */
static const rp_fx_op fx_63[] = {{.op = RP_OP_MAY, .n = 1, .by = RP_NSDAP + 1}, {.op = RP_OP_SHIFT, .arg = RP_TRK_NSDAP_STANCE, .dir = -2}, {.op = RP_OP_PLACE_MARKER, .who = RP_NSDAP, .n = 1, .arg = RP_MK_CADRE, .spaces = SPB(RP_MUENCHEN)}, {.op = RP_OP_TAKE, .who = RP_NSDAP, .n = 1, .arg = RP_FX_PILE}, FX_END};
/* #64 Mein Kampf (Jul 1925), for the NSDAP: the first volume appeared. */
static const rp_fx_op fx_64[] = {{.op = RP_OP_PLACE_MARKER, .who = RP_NSDAP, .n = 1, .arg = RP_MK_CADRE, .spaces = SPB(RP_BAYERN) | SPB(RP_MUENCHEN)}, {.op = RP_OP_MAY, .n = 1, .by = RP_NSDAP + 1}, {.op = RP_OP_DRAW, .who = RP_NSDAP, .n = 1}, FX_END};
/* #65 Revaluation Law (Jul 1925), for more than one faction: savings restored at 25% at most; the coalition passed
 * it (round 5: no Unity shift). */
static const rp_fx_op fx_65[] = {{.op = RP_OP_ACTION, .by = 0, .arg = WM_REPUBLIC_A_MOVE_MCS, .spaces = 0}, FX_END};
/* #66 Otto Braun's Prussia (1925-1932), for the Coalition: the 'bulwark of democracy' and its reforms. */
static const rp_fx_op fx_66[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 2, .spaces = RP_PRUSSIA}, {.op = RP_OP_PLACE_MARKER, .n = 1, .arg = RP_MK_REFORM, .spaces = RP_PRUSSIA}, FX_END};
/* #67 Bauhaus in Dessau (1925-1926), for the Coalition: modernism moved to Anhalt. */
static const rp_fx_op fx_67[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 2, .spaces = SPB(RP_BRAUNSCHWEIG_ANHALT)}, FX_END};
/* #68 Neues Bauen (1925-1930), for the Coalition: the New Frankfurt, the Horseshoe Estate. */
static const rp_fx_op fx_68[] = {{.op = RP_OP_PLACE_MARKER, .n = 1, .arg = RP_MK_REFORM, .spaces = SPB(RP_HESSENPROVINZ) | SPB(RP_BERLIN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 2, .spaces = SPB(RP_HESSENPROVINZ) | SPB(RP_BERLIN), .flags = RP_FXF_UPTO}, FX_END};
/* #69 Ernst Thälmann (Sep 1925), for the KPD: the Hamburg docker became chairman. */
static const rp_fx_op fx_69[] = {{.op = RP_OP_PLACE_MARKER, .who = RP_KPD, .n = 1, .arg = RP_MK_CADRE, .spaces = SPB(RP_HAMBURG)}, {.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_HAMBURG)}, FX_END};
/* #70 Strasser's North (1925-1926), for the NSDAP: the Arbeitsgemeinschaft Nordwest. */
static const rp_fx_op fx_70[] = {{.op = RP_OP_PLACE_MARKER, .who = RP_NSDAP, .n = 1, .arg = RP_MK_CADRE, .spaces = SPB(RP_PROVINZ_HANNOVER) | SPB(RP_PROVINZ_WESTFALEN) | SPB(RP_RHEINPROVINZ)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_NSDAP_STANCE, .dir = 1}, FX_END};
/* #71 Soviet Trade Treaty (Oct 1925), for the Coalition: the treaty of 12 October, then credits. */
static const rp_fx_op fx_71[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_USSR_DEALS, .dir = 1}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 1}, FX_END};
/* #72 Locarno Treaties (Oct-Dec 1925), for the Coalition: the western borders guaranteed; the DNVP left the cabinet;
 * the Rhineland's security (round 5: the Coalition's cube, not Unity, where the RC has none there). */
static const rp_fx_op fx_72[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_MOMENTUM, .who = RP_COALITION}, {.op = RP_OP_EITHER, .n = 2}, {.op = RP_OP_REMOVE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_RHEINPROVINZ)}, {.op = RP_OP_SKIP, .n = 1}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_RHEINPROVINZ)}, FX_END};
/* #73 Rationalisation (1925-1927), for more than one faction: output and unemployment rose together. */
static const rp_fx_op fx_73[] = {{.op = RP_OP_PLACE_LEVERAGE, .n = 1, .arg = 1, .spaces = SPB(RP_PROVINZ_WESTFALEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_PROVINZ_WESTFALEN)}, FX_END};
/* #74 Municipal Borrowing (1925-1928), for the Coalition: dollar loans for the towns; Schacht objected. */
static const rp_fx_op fx_74[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_US_DEALS, .dir = 1}, {.op = RP_OP_PLACE_MARKER, .n = 1, .arg = RP_MK_REFORM, .spaces = RP_CITIES}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = RP_CITIES}, FX_END};
/* #75 IG Farben and Vereinigte Stahlwerke (1925-1926), for the RC: the giant trusts. */
static const rp_fx_op fx_75[] = {{.op = RP_OP_PLACE_LEVERAGE, .n = 2, .arg = 1, .spaces = SPB(RP_HESSENPROVINZ) | SPB(RP_PROVINZ_WESTFALEN) | SPB(RP_RHEINPROVINZ)}, FX_END};
/* #76 Lipetsk and Kama (1925-1933), for the RC: secret military schools in the USSR. */
static const rp_fx_op fx_76[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_USSR_DEALS, .dir = 1}, {.op = RP_OP_MAY, .n = 1, .by = RP_RC + 1}, {.op = RP_OP_PLACE_LEVERAGE, .n = 1, .arg = 1, .spaces = SPB(RP_BRANDENBURG)}, FX_END};
/* #77 Cologne Zone Evacuated (Jan 1926), for the Coalition: the first Rhineland zone freed; Adenauer's city. */
static const rp_fx_op fx_77[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 2, .spaces = SPB(RP_KOELN)}, {.op = RP_OP_REMOVE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_RHEINPROVINZ) | SPB(RP_PROVINZ_WESTFALEN)}, FX_END};
/* #78 Treaty of Berlin (Apr 1926), for the Coalition: the neutrality treaty with the USSR, ratified with three votes
 * against (round 5: Momentum, not Unity). */
static const rp_fx_op fx_78[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_USSR_DEALS, .dir = 1}, {.op = RP_OP_MOMENTUM, .who = RP_COALITION}, FX_END};
/* #79 Flag Dispute (May 1926), for the RC: the imperial colours decree toppled Luther. */
static const rp_fx_op fx_79[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_HAMBURG)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, FX_END};
/* #80 Princes' Expropriation (Jun 1926), for the KPD: the KPD and the SPD campaigned together; 14.5 million yes votes. */
static const rp_fx_op fx_80[] = {{.op = RP_OP_EITHER, .n = 2}, {.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = RP_CITIES}, {.op = RP_OP_SKIP, .n = 1}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = RP_CITIES}, {.op = RP_OP_SHIFT, .arg = RP_TRK_KPD_STANCE, .dir = -1}, FX_END};
/* #81 Hitler Youth (Jul 1926), for the NSDAP: Gruber's base in Plauen. */
static const rp_fx_op fx_81[] = {{.op = RP_OP_PLACE_MARKER, .who = RP_NSDAP, .n = 1, .arg = RP_MK_CADRE, .spaces = SPB(RP_SACHSEN)}, FX_END};
/* #83 Germany Joins the League (Sep 1926), for the Coalition: a permanent seat on the Council, a voice in every
 * question (round 5: a draw, not Unity).  No Requires (round 4: Requiring #72 resolved in 21-42 % of plays). */
static const rp_fx_op fx_83[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_MOMENTUM, .who = RP_COALITION}, {.op = RP_OP_DRAW, .who = RP_COALITION, .n = 1}, FX_END};
/* #84 Seeckt Dismissed (Oct 1926), for the Coalition: a Hohenzollern prince at the manoeuvres. */
static const rp_fx_op fx_84[] = {{.op = RP_OP_MOMENTUM, .who = RP_COALITION}, {.op = RP_OP_REPLACE_CUBES, .who = RP_RC, .arg = RP_COALITION, .n = 1, .spaces = SPB(RP_BERLIN) | SPB(RP_BRANDENBURG), .flags = RP_FXF_UPTO}, FX_END};
/* #85 Goebbels in Berlin (Nov 1926), for the NSDAP: the new Gauleiter; Der Angriff. */
static const rp_fx_op fx_85[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_NSDAP_STANCE, .dir = 1}, FX_END};
/* #86 Nobel Peace Prize (Dec 1926), for the Coalition: Stresemann and Briand.  No Requires (round 4: Requiring #54
 * resolved in 18-25 % of plays where the scenario does not start with #54 in play). */
static const rp_fx_op fx_86[] = {{.op = RP_OP_MOMENTUM, .who = RP_COALITION}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BERLIN)}, FX_END};
/* #87 Trash and Filth Law (Dec 1926), for the RC: the youth censorship law. */
static const rp_fx_op fx_87[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_BAYERN) | SPB(RP_WUERTTEMBERG) | SPB(RP_BADEN)}, {.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BERLIN)}, FX_END};
/* #88 Hugenberg's Media Empire (1927-1928), for the RC: he bought Ufa and took the DNVP chair. */
static const rp_fx_op fx_88[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BRANDENBURG)}, {.op = RP_OP_MAY, .n = 1, .by = RP_RC + 1}, {.op = RP_OP_DRAW, .who = RP_RC, .n = 1}, FX_END};
/* #89 Münzenberg's Press (1924-1933), for the KPD: the 'red Hugenberg' and his AIZ. */
static const rp_fx_op fx_89[] = {{.op = RP_OP_PLACE_MARKER, .who = RP_KPD, .n = 1, .arg = RP_MK_CADRE, .spaces = RP_CITIES}, FX_END};
/* #90 Stahlhelm (1927), for the RC: the veterans' league of Magdeburg marched on Berlin (a unit outside an Action). */
static const rp_fx_op fx_90[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_PROVINZ_SACHSEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_BERLIN) | SPB(RP_BRANDENBURG)}, {.op = RP_OP_PLACE_UNIT, .who = RP_RC, .spaces = SPB(RP_BERLIN) | SPB(RP_PROVINZ_SACHSEN)}, FX_END};
/* #91 Emil Kirdorf (1927), for the NSDAP: a Ruhr coal baron of the old right joined and brought its money (the RC
 * gives a card); the party's course its own (round 5: the Stance a "may"). */
static const rp_fx_op fx_91[] = {{.op = RP_OP_GIVE, .who = RP_RC, .n = 1, .arg = RP_NSDAP}, {.op = RP_OP_MAY, .n = 1, .by = RP_NSDAP + 1}, {.op = RP_OP_SHIFT, .arg = RP_TRK_NSDAP_STANCE, .dir = -1}, FX_END};
/* #92 Unemployment Insurance (Jul 1927), for the Coalition: the AVAVG law; relief out of the KPD's hands (round 5:
 * the Coalition's cube of the either had no Available cube in most plays). */
static const rp_fx_op fx_92[] = {{.op = RP_OP_PLACE_MARKER, .n = 1, .arg = RP_MK_REFORM, .spaces = RP_CITIES}, {.op = RP_OP_EITHER, .n = 2}, {.op = RP_OP_REMOVE_CUBES, .who = RP_KPD, .n = 1, .spaces = RP_CITIES}, {.op = RP_OP_SKIP, .n = 1}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 1}, FX_END};
/* #93 Nuremberg Rally (Aug 1927), for the NSDAP: a staged mass rally the national press hardly noticed (round 5: no
 * Momentum). */
static const rp_fx_op fx_93[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_MUENCHEN)}, FX_END};
/* #94 Tannenberg Memorial (Sep 1927), for the RC: Hindenburg denied war guilt.  No Requires (round 4: Requiring #57
 * resolved in 22-27 % of plays where the scenario does not start with #57 in play). */
static const rp_fx_op fx_94[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 2, .spaces = SPB(RP_OSTPREUSSEN)}, FX_END};
/* #95 Industrial Recovery (1927), for the Coalition: output passed that of 1913. */
static const rp_fx_op fx_95[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_US_DEALS, .dir = 1}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_PROVINZ_WESTFALEN)}, FX_END};
/* #96 Agrarian Crisis (1927-1928), for the RC: grain prices fell; farms sank into debt while industry boomed (round
 * 5: no Economy shift; the crash is #111's). */
static const rp_fx_op fx_96[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 2, .spaces = SPB(RP_OSTPREUSSEN) | SPB(RP_POMMERN) | SPB(RP_MECKLENBURG), .flags = RP_FXF_UPTO}, FX_END};
/* #97 Landvolk Movement (1928-1929), for the NSDAP: the farmers' revolt and bombings. */
static const rp_fx_op fx_97[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 2, .spaces = SPB(RP_SCHLESWIG_HOLSTEIN) | SPB(RP_OLDENBURG) | SPB(RP_PROVINZ_HANNOVER)}, FX_END};
/* #98 Agitprop Theatre (1927-1928), for the KPD: Piscator; the Threepenny Opera. */
static const rp_fx_op fx_98[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_BERLIN) | SPB(RP_HAMBURG)}, {.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_SACHSEN) | SPB(RP_THUERINGEN)}, FX_END};
/* #99 Grand Coalition (Jun 1928), for the Coalition: Mueller's cabinet from the SPD to the DVP, after the election
 * that gave the NSDAP 2.6 % (round 5: Unity stood at Strong in 47 % of plays; not Berlin, where the card places, §6.0). */
static const rp_fx_op fx_99[] = {{.op = RP_OP_EITHER, .n = 2}, {.op = RP_OP_REMOVE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = RP_ALL_SPACES & ~SPB(RP_BERLIN)}, {.op = RP_OP_SKIP, .n = 1}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 2}, {.op = RP_OP_MOMENTUM, .who = RP_COALITION}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BERLIN)}, FX_END};
/* #100 Third Period (1928), for the KPD: the 'social fascism' line. */
static const rp_fx_op fx_100[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_KPD_STANCE, .dir = 2}, {.op = RP_OP_EITHER, .n = 2}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, {.op = RP_OP_SKIP, .n = 1}, {.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BERLIN)}, FX_END};
static const rp_fx_mod mod_100[] = {{RP_MOD_BAN_ACTION, RP_KPD, WM_REPUBLIC_A_MOVE_MCS}, MOD_END};
/* #101 Panzerkreuzer A (1928), for the KPD: SPD ministers approved the cruiser they had campaigned against; the
 * party lost its campaign (the Coalition discards a card); the KPD's referendum against it failed, 1.2 of the 4
 * million signatures (round 5: no KPD cube). */
static const rp_fx_op fx_101[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, {.op = RP_OP_DISCARD, .who = RP_COALITION, .n = 1}, FX_END};
/* #102 Kellogg-Briand Pact (Aug 1928), for the Coalition: the renunciation of war. */
static const rp_fx_op fx_102[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = RP_CITIES}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 1}, FX_END};
/* #103 Ruhreisenstreit (Nov 1928), for the RC: some 220,000 workers locked out. */
static const rp_fx_op fx_103[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_ECONOMY, .dir = 1}, {.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_PROVINZ_WESTFALEN)}, {.op = RP_OP_PLACE_LEVERAGE, .n = 1, .arg = 1, .spaces = SPB(RP_PROVINZ_WESTFALEN)}, FX_END};
/* #104 Red Wedding (1929), for the KPD: Berlin's red districts. */
static const rp_fx_op fx_104[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_MAY, .n = 1, .by = RP_KPD + 1}, {.op = RP_OP_PLACE_MARKER, .who = RP_KPD, .n = 1, .arg = RP_MK_CADRE, .spaces = SPB(RP_BERLIN)}, FX_END};
/* #105 Blutmai (May 1929), for more than one faction: 33 dead; the RFB banned; the KPD's answer its own (round 5: a
 * "may", the Stance stood at Revolutionary in 15-54 % of plays). */
static const rp_fx_op fx_105[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_KPD, .n = 2, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_MAY, .n = 1, .by = RP_KPD + 1}, {.op = RP_OP_SHIFT, .arg = RP_TRK_KPD_STANCE, .dir = 2}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, FX_END};
/* #106 Young Plan (Jun 1929), for more than one faction: 112 billion marks, payable until 1988. */
static const rp_fx_op fx_106[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_US_DEALS, .dir = 1}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = 0}, FX_END};
/* #107 Coburg (Jun 1929), for the NSDAP: the first NSDAP council majority. */
static const rp_fx_op fx_107[] = {{.op = RP_OP_PLACE_MARKER, .who = RP_NSDAP, .n = 1, .arg = RP_MK_CADRE, .spaces = SPB(RP_BAYERN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_BAYERN)}, FX_END};
/* #108 Freedom Law Campaign (Jul-Dec 1929), for more than one faction: Hugenberg's press carried Hitler; Hugenberg's campaign,
 * and the referendum failed with 13.8 % (round 5: the RC's Momentum, no Unity shift). */
static const rp_fx_op fx_108[] = {{.op = RP_OP_MOMENTUM, .who = RP_RC}, {.op = RP_OP_EITHER, .n = 2}, {.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = 0}, {.op = RP_OP_SKIP, .n = 1}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = 0}, FX_END};
/* #109 Hague Conference (Aug 1929), for the Coalition: the Rhineland to be free by June 1930.  No Requires (round 4:
 * Requiring #106 resolved in 21-46 % of plays). */
static const rp_fx_op fx_109[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_RHEINPROVINZ) | SPB(RP_HESSEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_KOELN)}, {.op = RP_OP_MOMENTUM, .who = RP_COALITION}, FX_END};
/* #110 Death of Stresemann (Oct 1929), for more than one faction: he died on 3 October; the cabinet held until
 * March 1930, #116 (round 5: no Unity shift). */
static const rp_fx_op fx_110[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BERLIN)}, FX_END};
/* #111 Black Thursday (Oct 1929), for more than one faction: the Wall Street crash; American loans recalled. */
static const rp_fx_op fx_111[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_ECONOMY, .dir = 2}, FX_END};
/* #112 RDI Memorandum (Dec 1929), for the RC: industry's 'Rise or Decline?', pressed through its Ruhr deputies (round
 * 5: an RC cube, no Economy or Unity shift; the crash is #111's). */
static const rp_fx_op fx_112[] = {{.op = RP_OP_MAY, .n = 1, .by = RP_RC + 1}, {.op = RP_OP_PLACE_LEVERAGE, .n = 1, .arg = 1, .spaces = SPB(RP_RHEINPROVINZ) | SPB(RP_PROVINZ_WESTFALEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_PROVINZ_WESTFALEN)}, FX_END};
/* #113 Great Depression (1930-), for more than one faction: unemployment heading for six million. */
static const rp_fx_op fx_113[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, {.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = 0}, {.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = 0}, FX_END};
/* #114 Frick in Thuringia (Jan 1930), for the NSDAP: the first NSDAP state minister. */
static const rp_fx_op fx_114[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 2, .spaces = SPB(RP_THUERINGEN)}, {.op = RP_OP_PLACE_MARKER, .who = RP_NSDAP, .n = 1, .arg = RP_MK_CADRE, .spaces = SPB(RP_THUERINGEN)}, FX_END};
/* #115 Horst Wessel (Feb 1930), for the NSDAP: a martyr and an anthem. */
static const rp_fx_op fx_115[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_NSDAP_STANCE, .dir = 1}, {.op = RP_OP_MOMENTUM, .who = RP_NSDAP}, FX_END};
/* #116 Collapse of the Grand Coalition (Mar 1930), for more than one faction: it broke over unemployment contributions. */
static const rp_fx_op fx_116[] = {{.op = RP_OP_EITHER, .n = 2}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -2}, {.op = RP_OP_SKIP, .n = 1}, {.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 2, .spaces = SPB(RP_BERLIN)}, FX_END};
/* #119 Brüning Cabinet (Mar 1930), for the Coalition: rule by decree and deflation. */
static const rp_fx_op fx_119[] = {{.op = RP_OP_MOMENTUM, .who = RP_COALITION}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_PROVINZ_WESTFALEN)}, FX_END};
/* #121 107 Seats (Sep 1930), for the NSDAP: from 12 seats to 107. */
static const rp_fx_op fx_121[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = 0}, {.op = RP_OP_MOMENTUM, .who = RP_NSDAP}, FX_END};
/* #123 SPD Toleration (Oct 1930), for the Coalition: the SPD tolerated Bruening to keep Hitler out; Requires #57: what it
 * tolerated was the President's cabinet and its Article 48 decrees (issue 33: #119 was rarely in play first). */
static const rp_fx_op fx_123[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 2}, FX_END};
/* #125 All Quiet on the Western Front (Dec 1930), for the NSDAP: SA riots got the film banned. */
static const rp_fx_op fx_125[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, FX_END};
/* #126 Pyatakov Agreement (Apr 1931), for more than one faction: 300 million marks of Soviet orders. */
static const rp_fx_op fx_126[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_BERLIN) | SPB(RP_HAMBURG)}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_SACHSEN) | SPB(RP_PROVINZ_SACHSEN)}, FX_END};
/* #127 Hoover Moratorium (Jun 1931), for the Coalition: reparations paused for a year. */
static const rp_fx_op fx_127[] = {{.op = RP_OP_PLACE_LEVERAGE, .n = 1, .arg = 0, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 1}, FX_END};
/* #128 Banking Crisis (Jul 1931), for more than one faction: the Danatbank failed on 13 July; Requires #57: the bank
 * holiday and the rescue came by the President's emergency decree (issue 33: #113 was rarely in play first). */
static const rp_fx_op fx_128[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, {.op = RP_OP_REMOVE_LEVERAGE, .n = 1, .arg = 0, .spaces = 0}, FX_END};
/* #129 Red Referendum (Aug 1931), for the KPD: the KPD joined the Stahlhelm's vote against Braun. */
static const rp_fx_op fx_129[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 2, .spaces = RP_PRUSSIA}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, FX_END};
/* #130 Iron Front (Dec 1931), for the Coalition: the SPD, the unions and the Reichsbanner against the SA. */
static const rp_fx_op fx_130[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = RP_CITIES}, {.op = RP_OP_REMOVE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = RP_CITIES}, FX_END};
static const rp_fx_mod mod_130[] = {{RP_MOD_ASSAULT_BONUS, RP_COALITION, 1}, MOD_END};
/* #131 Industry Club Speech (Jan 1932), for the NSDAP: Hitler courted Ruhr industry in Duesseldorf, the RC's own
 * backers (a card taken at random from the RC's hand). */
static const rp_fx_op fx_131[] = {{.op = RP_OP_TAKE, .who = RP_NSDAP, .n = 1, .arg = RP_RC}, {.op = RP_OP_SHIFT, .arg = RP_TRK_NSDAP_STANCE, .dir = -1}, FX_END};
/* #133 Six Million Unemployed (1932), for the KPD: the hunger marches; Requires #57: they marched against the cuts in
 * unemployment relief that the President's emergency decrees made (Dec 1931, Jun 1932) (issue 33: #113 was rarely in
 * play first; round 4: #100 Third Period resolved it in 52 % of plays in Black Sun Rising, #57 is there from the start). */
static const rp_fx_op fx_133[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 2, .spaces = SPB(RP_SACHSEN) | SPB(RP_PROVINZ_WESTFALEN) | SPB(RP_RHEINPROVINZ) | SPB(RP_BERLIN)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, FX_END};
/* #134 Thälmann for President (Mar 1932), for the KPD: 13.2% in the first round. */
static const rp_fx_op fx_134[] = {{.op = RP_OP_MOMENTUM, .who = RP_KPD}, {.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_HAMBURG)}, FX_END};
/* #135 SA Ban (Apr 1932), for the Coalition: Groener's ban of 13 April. */
static const rp_fx_op fx_135[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_NSDAP, .n = 2, .spaces = RP_CITIES}, FX_END};
static const rp_fx_mod mod_135[] = {{RP_MOD_BAN_ACTION, RP_NSDAP, WM_REPUBLIC_A_PLACE_UNIT}, MOD_END};
/* #136 Hitler over Germany (Apr 1932), for the NSDAP: the campaign by aeroplane. */
static const rp_fx_op fx_136[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 3, .spaces = RP_CITIES, .flags = RP_FXF_UPTO}, {.op = RP_OP_MOMENTUM, .who = RP_NSDAP}, FX_END};
/* #137 Antifaschistische Aktion (May 1932), for the KPD: the KPD's united front from below. */
static const rp_fx_op fx_137[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_BERLIN)}, FX_END};
static const rp_fx_mod mod_137[] = {{RP_MOD_ASSAULT_BONUS, RP_KPD, 1}, MOD_END};
/* #138 Papen's Cabinet of Barons (Jun 1932), for the RC: Papen lifted the SA ban; Bruening's cabinet was gone. */
static const rp_fx_op fx_138[] = {{.op = RP_OP_MOMENTUM, .who = RP_RC}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_BERLIN) | SPB(RP_POMMERN) | SPB(RP_OSTPREUSSEN)}, {.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BRANDENBURG)}, FX_END};
/* #139 Lausanne Conference (Jun-Jul 1932), for the Coalition: reparations ended. */
static const rp_fx_op fx_139[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 1}, FX_END};
/* #140 Preußenschlag (Jul 1932), for the RC: the Braun government deposed on 20 July by the President's decree
 * (Requires #57; issue 33: #138 was rarely in play first).  No Article 48 symbol (round 4): the coup was itself an
 * Article 48 decree, and with the symbol a Non-player Coalition cancelled exactly the plays that would resolve (§8.7
 * "only if the Event would have some effect"), so 47-53 % of the plays that stood resolved; it removes 2 Coalition
 * cubes, not 3, now that those plays resolve (with 3 the Coalition won 2.5 % of The Fate of the Republic). */
static const rp_fx_op fx_140[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 2, .spaces = RP_PRUSSIA}, {.op = RP_OP_REMOVE_LEVERAGE, .n = 1, .arg = 0, .spaces = RP_PRUSSIA}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, FX_END};
/* #141 Potempa Murder (Aug 1932), for the NSDAP: Hitler praised the killers.  The Article 48 symbol (round 4, from
 * #140): the killers were sentenced to death under the emergency decree against political terror of 9 August 1932. */
static const rp_fx_op fx_141[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_OBERSCHLESIEN) | SPB(RP_NIEDERSCHLESIEN)}, {.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_NIEDERSCHLESIEN) | SPB(RP_OSTPREUSSEN)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_NSDAP_STANCE, .dir = 1}, FX_END};
/* #142 The Camarilla (1932-1933), for the RC: Oskar von Hindenburg, Meissner and Papen, the President's circle
 * (Requires #57; issue 33: #124 was rarely in play first). */
static const rp_fx_op fx_142[] = {{.op = RP_OP_DRAW, .who = RP_RC, .n = 2}, {.op = RP_OP_MOMENTUM, .who = RP_RC}, FX_END};
/* #143 BVG Strike (Nov 1932), for the KPD: the joint KPD-NSDAP transport strike. */
static const rp_fx_op fx_143[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_BERLIN) | SPB(RP_BRANDENBURG)}, {.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_BERLIN) | SPB(RP_BRANDENBURG)}, {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = -1}, {.op = RP_OP_PLACE_MARKER, .n = 1, .arg = RP_MK_STRIKE, .spaces = SPB(RP_BERLIN)}, FX_END};
/* #144 Red Berlin (Nov 1932), for the KPD: the KPD first in Berlin. */
static const rp_fx_op fx_144[] = {{.op = RP_OP_EITHER, .n = 2}, {.op = RP_OP_REPLACE_CUBES, .who = RP_NSDAP, .arg = RP_KPD, .n = 1, .spaces = SPB(RP_BRANDENBURG)}, {.op = RP_OP_SKIP, .n = 1}, {.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_BRANDENBURG)}, {.op = RP_OP_PLACE_CUBES, .who = RP_KPD, .n = 2, .spaces = SPB(RP_BERLIN)}, FX_END};
/* #145 Schleicher (Dec 1932), for the RC: the general's 'cross-front'. */
static const rp_fx_op fx_145[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = 0}, {.op = RP_OP_MOMENTUM, .who = RP_RC}, {.op = RP_OP_ACTION, .by = RP_RC + 1, .arg = WM_REPUBLIC_A_TEST_LOYALTY, .spaces = 0}, FX_END};
/* #148 Köln Meeting (Jan 1933), for the RC: Papen and Hitler at Schroeder's house, 4 January. */
static const rp_fx_op fx_148[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_KOELN)}, {.op = RP_OP_MAY, .n = 1, .by = RP_RC + 1}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_KOELN)}, {.op = RP_OP_MOMENTUM, .who = RP_RC}, FX_END};
/* #149 Lippe Election (Jan 1933), for the NSDAP: 39.5% in a small state. */
static const rp_fx_op fx_149[] = {{.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 2, .spaces = SPB(RP_WALDECK_LIPPE)}, {.op = RP_OP_MOMENTUM, .who = RP_NSDAP}, FX_END};
/* #150 Reichstag Fire (Feb 1933), for the NSDAP: the decree of 28 February; KPD deputies arrested. */
static const rp_fx_op fx_150[] = {{.op = RP_OP_REMOVE_CUBES, .who = RP_KPD, .n = 2, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_REMOVE_MARKER, .who = RP_KPD, .n = 1, .arg = RP_MK_CADRE, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_MOMENTUM, .who = RP_NSDAP}, FX_END};
/* #151 Otto Wels' Speech (Mar 1933), for the Coalition: the SPD alone voted against the Enabling Act. */
static const rp_fx_op fx_151[] = {{.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 2}, {.op = RP_OP_MOMENTUM, .who = RP_COALITION}, FX_END};
/* #5 Kapp Putsch, the RECONSTRUCTED rest: the Ehrhardt Brigade marched into Berlin for Kapp. */
#define FX_5_REST {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_ACTION, .by = RP_RC + 1, .arg = WM_REPUBLIC_A_PLACE_UNIT, .spaces = SPB(RP_BERLIN)}
#define TEXT_5_REST "Place 1 RC Influence in Berlin. The RC performs a Place Unit Action in Berlin."
/* #16 Bloodhound Doctrine, the RECONSTRUCTED rest: Noske: 'someone must be the bloodhound'. */
#define FX_16_REST {.op = RP_OP_REMOVE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_BERLIN)}, {.op = RP_OP_ACTION, .by = RP_COALITION + 1, .arg = WM_REPUBLIC_A_PLACE_UNIT, .spaces = 0}
#define TEXT_16_REST "Remove 1 KPD Influence from Berlin. The Coalition performs a Place Unit Action."
/* #20 Militarism, the RECONSTRUCTED rest: the army's ethos outlived the Empire. */
#define FX_20_REST {.op = RP_OP_SHIFT, .arg = RP_TRK_REACTION, .dir = 1}
#define TEXT_20_REST "Raise Reaction by 1."
/* #54 Gustav Stresemann, the RECONSTRUCTED rest: chancellor, then foreign minister 1923-1929. */
#define FX_54_REST {.op = RP_OP_SHIFT, .arg = RP_TRK_UNITY, .dir = 1}, {.op = RP_OP_MOMENTUM, .who = RP_COALITION}, {.op = RP_OP_PLACE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BERLIN)}
#define TEXT_54_REST "Shift Coalition Unity 1 box towards Strong. The Coalition becomes the Momentum faction. Place 1 Coalition Influence in Berlin."
/* #55 Schutzstaffel, the RECONSTRUCTED rest: Hitler's guard, refounded in 1925. */
#define FX_55_REST {.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = SPB(RP_MUENCHEN)}
#define TEXT_55_REST "Place 1 NSDAP Influence in München."
/* #57 Paul von Hindenburg, the RECONSTRUCTED rest: elected Reich President in April 1925, re-elected
 * in 1932, in office until his death in 1934: never removed (the Decline's presidential-cabinet cards,
 * #123 #128 #140 #142, Require him; issue 33). */
#define FX_57_REST {.op = RP_OP_MOMENTUM, .who = RP_RC}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = SPB(RP_BERLIN)}
#define TEXT_57_REST "The RC becomes the Momentum faction. Place 1 RC Influence in Berlin. Never removed."
/* #122 , the RECONSTRUCTED rest: the rally at Bad Harzburg, 11 October 1931. */
/* the Harz, Bad Harzburg's hills: Braunschweig, Provinz Hannover, Provinz Sachsen (round 6) */
#define RP_HARZ (SPB(RP_BRAUNSCHWEIG_ANHALT) | SPB(RP_PROVINZ_HANNOVER) | SPB(RP_PROVINZ_SACHSEN))
#define FX_122_REST {.op = RP_OP_IF_PV_AT_LEAST, .who = RP_RC, .n = 10}, {.op = RP_OP_MOMENTUM, .who = RP_RC}, {.op = RP_OP_PLACE_CUBES, .who = RP_RC, .n = 1, .spaces = RP_HARZ}, {.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 1, .spaces = RP_HARZ}
#define TEXT_122_REST "If the RC currently has 10 or more PV: The RC becomes the Momentum faction. Place 1 RC Influence in Braunschweig and Anhalt, Provinz Hannover or Provinz Sachsen. Place 1 NSDAP Influence in Braunschweig and Anhalt, Provinz Hannover or Provinz Sachsen."
/* #132 , the RECONSTRUCTED rest: Darre's farm apparatus. */
#define FX_132_REST {.op = RP_OP_IF_PV_AT_LEAST, .who = RP_NSDAP, .n = 10}, {.op = RP_OP_PLACE_CUBES, .who = RP_NSDAP, .n = 3, .spaces = SPB(RP_POMMERN) | SPB(RP_OSTPREUSSEN) | SPB(RP_SCHLESWIG_HOLSTEIN) | SPB(RP_OLDENBURG) | SPB(RP_PROVINZ_HANNOVER)}
#define TEXT_132_REST "If the NSDAP currently has 10 or more PV: Place 3 NSDAP Influence in Pommern, Ostpreußen, Schleswig-Holstein, Oldenburg or Provinz Hannover (any split)."
/* #146 , the RECONSTRUCTED rest: the Prussian sterilisation draft of 1932. */
#define FX_146_REST {.op = RP_OP_IF_PV_AT_LEAST, .who = RP_NSDAP, .n = 10}, {.op = RP_OP_SHIFT, .arg = RP_TRK_PROGRESS, .dir = -1}, {.op = RP_OP_REMOVE_CUBES, .who = RP_COALITION, .n = 1, .spaces = SPB(RP_BERLIN)}
#define TEXT_146_REST "If the NSDAP currently has 10 or more PV: Lower Progress by 1. Remove 1 Coalition Influence from Berlin."
/* #147 , the RECONSTRUCTED rest: Altona was a Prussian town beside Hamburg. */
#define FX_147_REST {.op = RP_OP_REMOVE_CUBES, .who = RP_KPD, .n = 1, .spaces = SPB(RP_HAMBURG) | SPB(RP_SCHLESWIG_HOLSTEIN)}
#define TEXT_147_REST "Remove 1 KPD Influence from Hamburg or Schleswig-Holstein."

/* The 15 known cards with their RECONSTRUCTED rest (PARTIAL ones). */
static const rp_fx_op fx_5[] = {{.op = RP_OP_LOSE_PC, .arg = RP_PC_BERLIN}, FX_5_REST, FX_END};
static const rp_fx_op fx_16[] = {FX_16_REST, FX_END};
static const rp_fx_op fx_20[] = {FX_20_REST, FX_END};
static const rp_fx_op fx_54[] = {FX_54_REST, FX_END};
static const rp_fx_op fx_55[] = {FX_55_REST, FX_END};
static const rp_fx_op fx_57[] = {FX_57_REST, FX_END};
static const rp_fx_op fx_122[] = {{.op = RP_OP_CURRENT_PV, .n = (1u << RP_NSDAP) | (1u << RP_RC)}, FX_122_REST, FX_END};
static const rp_fx_op fx_132[] = {{.op = RP_OP_CURRENT_PV, .n = (1u << RP_NSDAP) | (1u << RP_RC)}, FX_132_REST, FX_END};
static const rp_fx_op fx_146[] = {{.op = RP_OP_CURRENT_PV, .n = (1u << RP_NSDAP) | (1u << RP_RC)}, FX_146_REST, FX_END};
static const rp_fx_op fx_147[] = {FX_147_REST, {.op = RP_OP_ACTION, .arg = WM_REPUBLIC_A_MOVE_UNITS}, FX_END};

/* A reconstructed Event (every flag but RP_CF_RECONSTRUCTED and the
 * Requires/Cancels marks given). */
#define RCARD(n, era, fl, req, canc, name, text, fx, mods, ends, ascii)                                            \
    {(n), (n), RP_CARD_EVENT, (era),                                                                              \
     (uint16_t)((fl) | RP_CF_TEXT_UNPUBLISHED | RP_CF_RECONSTRUCTED), RP_NOBODY, (req), (canc), RP_FX_NONE,        \
     (name), (text), (fx), (mods), (ends), (ascii),                                                                \
     "play Article 48 to cancel #" #n " " name "?", "#" #n " " name ": choose a space"}
#define PARTIAL_RC (RP_CF_TEXT_PARTIAL | RP_CF_RECONSTRUCTED)
const rp_card_info wm__republic_cards[RP_NCARDS + 1] = {
    [0] = {0, 0, 0, 0, 0, 0, 0, 0, 0, NULL, NULL, NULL, NULL, RP_ENDS_NEW_ERA, NULL, NULL, NULL},
    [1] = RCARD(1, RP_ERA_CRISIS, 0, 0, 0, "Stinnes-Legien Agreement",
                 "Place 1 Available Coalition Reform in Berlin, Provinz Westfalen or Rheinprovinz. Shift KPD Stance 1 box towards Democratic.",
                 fx_1, NULL, RP_ENDS_NEW_ERA, "Stinnes-Legien Agreement"),
    [2] = RCARD(2, RP_ERA_CRISIS, 0, 0, 0, "Ebert-Groener Pact",
                 "The Coalition performs a Place Unit Action. Place 1 RC Influence in Berlin.",
                 fx_2, NULL, RP_ENDS_NEW_ERA, "Ebert-Groener Pact"),
    [3] = RCARD(3, RP_ERA_CRISIS, RP_CF_A48_SYMBOL, 0, 0, "Spartacist Uprising",
                 "Place 2 KPD Influence in Berlin. Shift Coalition Unity 1 box towards Fragile. Place 1 Available Strike marker in Berlin (the third Strike or Uprising on the map brings the General Strike).",
                 fx_3, NULL, RP_ENDS_NEW_ERA, "Spartacist Uprising"),
    [4] = RCARD(4, RP_ERA_CRISIS, 0, 0, 0, "Murder of Liebknecht and Luxemburg",
                 "The KPD discards 1 Event card of its choice (not an Election or Mandatory card). Remove up to 2 KPD Influence from Berlin. Shift Coalition Unity 1 box towards Fragile.",
                 fx_4, NULL, RP_ENDS_NEW_ERA, "Murder of Liebknecht and Luxemburg"),
    [5] = {5, 5, RP_CARD_EVENT, RP_ERA_CRISIS, PARTIAL_RC | RP_CF_A48_SYMBOL, RP_NOBODY, 0, 0, RP_FX_KAPP_PUTSCH, "Kapp Putsch",
           "Whoever holds the Berlin Parliamentary Control card loses it; Berlin is uncontrolled until its next Regional Election (RULEBOOK §1.6, §5.10). Reconstructed: " TEXT_5_REST,
           fx_5, NULL, RP_ENDS_NEW_ERA, "Kapp Putsch", NULL, NULL},
    [6] = RCARD(6, RP_ERA_CRISIS, 0, 0, 0, "Women's Suffrage",
                 "Shift Coalition Unity 1 box towards Strong. Place 1 Coalition Influence in a City.",
                 fx_6, NULL, RP_ENDS_NEW_ERA, "Womens Suffrage"),
    [7] = RCARD(7, RP_ERA_CRISIS, 0, 0, 0, "Friedrich Ebert, Reich President",
                 "The Coalition becomes the Momentum faction. Place 1 Coalition Influence in Thüringen.",
                 fx_7, NULL, RP_ENDS_NEW_ERA, "Friedrich Ebert Reich President"),
    [8] = RCARD(8, RP_ERA_CRISIS, RP_CF_LINGERING, 0, 0, "Bavarian Soviet Republic",
                 "Lingering. Place 2 KPD Influence in München. The KPD may place 1 Available KPD Cadre in München.",
                 fx_8, NULL, RP_ENDS_NEW_ERA, "Bavarian Soviet Republic"),
    [9] = RCARD(9, RP_ERA_CRISIS, RP_CF_CANCELS, 0, 8, "Freikorps Take Munich",
                 "Cancels #8 Bavarian Soviet Republic. Remove 3 KPD Influence from München. Place 2 RC Influence in Bayern.",
                 fx_9, NULL, RP_ENDS_NEW_ERA, "Freikorps Take Munich"),
    [10] = RCARD(10, RP_ERA_CRISIS, RP_CF_MANDATORY | RP_CF_LINGERING, 0, 0, "Treaty of Versailles",
                 "Mandatory (and Lingering). Place 1 RC Influence in Ostpreußen. Shift Coalition Unity 1 box towards Fragile. Remove 1 Coalition Influence from Posen-Westpreußen, Oberschlesien or Schleswig-Holstein.",
                 fx_10, NULL, RP_ENDS_NEW_ERA, "Treaty of Versailles"),
    [11] = RCARD(11, RP_ERA_CRISIS, 0, 0, 0, "Weimar Constitution",
                 "Shift Coalition Unity 1 box towards Strong. Place 1 Available Coalition Reform in Thüringen. Place 1 Coalition Influence in Thüringen.",
                 fx_11, NULL, RP_ENDS_NEW_ERA, "Weimar Constitution"),
    [12] = RCARD(12, RP_ERA_CRISIS, 0, 0, 0, "Erzberger's Finance Reform",
                 "Either shift the Economy 1 box towards Stable (stop at Stable) or shift Coalition Unity 1 box towards Strong. Place 1 Coalition Influence in Württemberg.",
                 fx_12, NULL, RP_ENDS_NEW_ERA, "Erzbergers Finance Reform"),
    [13] = RCARD(13, RP_ERA_CRISIS, RP_CF_LINGERING, 0, 0, "Stab-in-the-Back Myth",
                 "Lingering. While in play, Progress must be 1 higher than Reaction (one more for each such card) for Coalition units to pass a Loyalty Check. Shift Coalition Unity 1 box towards Fragile. Never removed.",
                 fx_13, mod_13, RP_ENDS_NEVER, "Stab-in-the-Back Myth"),
    [14] = RCARD(14, RP_ERA_CRISIS, 0, 0, 0, "Works Councils Act",
                 "Place 1 Available Coalition Reform in Provinz Westfalen or Rheinprovinz. Place 1 KPD Influence in Berlin.",
                 fx_14, NULL, RP_ENDS_NEW_ERA, "Works Councils Act"),
    [15] = RCARD(15, RP_ERA_CRISIS, 0, 0, 0, "25-Point Programme",
                 "Place 2 NSDAP Influence in München. NSDAP draws 1 Event card.",
                 fx_15, NULL, RP_ENDS_NEW_ERA, "25-Point Programme"),
    [16] = {16, 16, RP_CARD_EVENT, RP_ERA_CRISIS, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | PARTIAL_RC, RP_NOBODY, 0, 0, RP_FX_LINGERING_RULE, "Bloodhound Doctrine",
            "Lingering. While in play, a Non-player Coalition attempts Assault Actions in two spaces rather than one (RULEBOOK §8.8). Reconstructed: " TEXT_16_REST,
            fx_16, mod_bloodhound, RP_ENDS_NEW_ERA, "Bloodhound Doctrine", NULL, NULL},
    [17] = RCARD(17, RP_ERA_CRISIS, 0, 0, 0, "General Strike against Kapp",
                 "Remove 2 RC Influence from Berlin. The Coalition becomes the Momentum faction. Shift Coalition Unity 1 box towards Strong. Place 1 KPD Influence in Provinz Westfalen.",
                 fx_17, NULL, RP_ENDS_NEW_ERA, "General Strike against Kapp"),
    [18] = RCARD(18, RP_ERA_CRISIS, 0, 0, 0, "Red Ruhr Army",
                 "Place 2 KPD Influence in Provinz Westfalen. The KPD places 2 Available Worker Militia in Provinz Westfalen (not an Action). Remove 1 Coalition Influence from Rheinprovinz.",
                 fx_18, NULL, RP_ENDS_NEW_ERA, "Red Ruhr Army"),
    [19] = RCARD(19, RP_ERA_CRISIS, 0, 0, 0, "Hans von Seeckt",
                 "Advance U.S.S.R. Deals by 1 box. Place 1 RC Influence in Berlin.",
                 fx_19, NULL, RP_ENDS_NEW_ERA, "Hans von Seeckt"),
    [20] = {20, 20, RP_CARD_EVENT, RP_ERA_CRISIS, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | PARTIAL_RC, RP_NOBODY, 0, 0, RP_FX_LINGERING_RULE, "Militarism",
            "Lingering. While in play, Progress must be 2 higher than Reaction for Coalition units to pass a Loyalty Check (RULEBOOK §6.2). Reconstructed: " TEXT_20_REST,
            fx_20, mod_militarism, RP_ENDS_NEW_ERA, "Militarism", NULL, NULL},
    [21] = RCARD(21, RP_ERA_CRISIS, RP_CF_LINGERING, 0, 0, "Ordnungszelle Bayern",
                 "Lingering. Place 1 Available Conservative Clique in Bayern. Place 2 RC Influence in Bayern.",
                 fx_21, NULL, RP_ENDS_NEW_ERA, "Ordnungszelle Bayern"),
    [22] = RCARD(22, RP_ERA_CRISIS, 0, 0, 0, "Max Hoelz",
                 "Place 1 KPD Influence in Sachsen. The KPD places 1 Available Worker Militia in Sachsen (not an Action).",
                 fx_22, NULL, RP_ENDS_NEW_ERA, "Max Hoelz"),
    [23] = RCARD(23, RP_ERA_CRISIS, RP_CF_LINGERING, 0, 0, "Severing's Prussian Police",
                 "Lingering. While in play: +1 to Coalition Assault strength. Place 1 Coalition Influence in Berlin.",
                 fx_23, mod_23, RP_ENDS_NEW_ERA, "Severings Prussian Police"),
    [24] = RCARD(24, RP_ERA_CRISIS, 0, 0, 0, "Twenty-One Conditions",
                 "Place 1 Available KPD Cadre in Berlin or Hamburg. Either place 1 KPD Influence in Sachsen or replace 1 Coalition Influence in Berlin or Hamburg with 1 KPD Influence.",
                 fx_24, NULL, RP_ENDS_NEW_ERA, "Twenty-One Conditions"),
    [25] = RCARD(25, RP_ERA_CRISIS, 0, 0, 0, "USPD Left Joins the KPD",
                 "Place 3 KPD Influence in Berlin, Sachsen, Provinz Sachsen, Thüringen or Hamburg (any split).",
                 fx_25, NULL, RP_ENDS_NEW_ERA, "USPD Left Joins the KPD"),
    [26] = RCARD(26, RP_ERA_CRISIS, 0, 0, 0, "Völkischer Beobachter",
                 "Place 1 Available NSDAP Cadre in München or Bayern. Place 1 NSDAP Influence in Bayern.",
                 fx_26, NULL, RP_ENDS_NEW_ERA, "Voelkischer Beobachter"),
    [27] = RCARD(27, RP_ERA_CRISIS, 0, 0, 0, "Reichslandbund",
                 "Place 3 RC Influence in Pommern, Ostpreußen, Brandenburg or Mecklenburg (any split).",
                 fx_27, NULL, RP_ENDS_NEW_ERA, "Reichslandbund"),
    [28] = RCARD(28, RP_ERA_CRISIS, 0, 0, 0, "Upper Silesian Plebiscite",
                 "Place 1 Coalition Influence in Oberschlesien. Either place 1 Coalition Influence in Niederschlesien or remove 1 RC Influence from Niederschlesien. The Coalition becomes the Momentum faction.",
                 fx_28, NULL, RP_ENDS_NEW_ERA, "Upper Silesian Plebiscite"),
    [29] = RCARD(29, RP_ERA_CRISIS, 0, 0, 0, "March Action",
                 "Place 1 Available Strike marker in Provinz Sachsen (the third Strike or Uprising on the map brings the General Strike). Place 1 KPD Influence in Hamburg. Remove 1 KPD Influence from Provinz Sachsen.",
                 fx_29, NULL, RP_ENDS_NEW_ERA, "March Action"),
    [30] = RCARD(30, RP_ERA_CRISIS, 0, 0, 0, "London Ultimatum",
                 "Place 1 RC Influence in Pommern. Shift Coalition Unity 1 box towards Strong.",
                 fx_30, NULL, RP_ENDS_NEW_ERA, "London Ultimatum"),
    [31] = RCARD(31, RP_ERA_CRISIS, 0, 0, 0, "Annaberg",
                 "The RC places 1 Available Rogue Freikorps in Oberschlesien (not an Action). Place 1 RC Influence in Oberschlesien. Place 1 RC Influence in Niederschlesien.",
                 fx_31, NULL, RP_ENDS_NEW_ERA, "Annaberg"),
    [32] = RCARD(32, RP_ERA_CRISIS, 0, 0, 0, "Hitler Takes the Party",
                 "NSDAP becomes the Momentum faction. Place 1 NSDAP Influence in München. The NSDAP may place 1 Available NSDAP Cadre in München.",
                 fx_32, NULL, RP_ENDS_NEW_ERA, "Hitler Takes the Party"),
    [33] = RCARD(33, RP_ERA_CRISIS, 0, 0, 0, "Sturmabteilung",
                 "The NSDAP places 1 Available SA in München or Bayern (not an Action). Place 1 NSDAP Influence in München.",
                 fx_33, NULL, RP_ENDS_NEW_ERA, "Sturmabteilung"),
    [34] = RCARD(34, RP_ERA_CRISIS, 0, 0, 0, "Murder of Erzberger",
                 "Remove 2 Coalition Influence from Baden or Württemberg (any split). Shift Coalition Unity 1 box towards Fragile. The Coalition discards 1 Event card of its choice (not an Election or Mandatory card).",
                 fx_34, NULL, RP_ENDS_NEW_ERA, "Murder of Erzberger"),
    [35] = RCARD(35, RP_ERA_CRISIS, 0, 0, 0, "Treaty of Rapallo",
                 "Advance U.S.S.R. Deals by 1 box. The Coalition draws 1 Event card.",
                 fx_35, NULL, RP_ENDS_NEW_ERA, "Treaty of Rapallo"),
    [36] = RCARD(36, RP_ERA_CRISIS, RP_CF_A48_SYMBOL, 0, 0, "Murder of Rathenau",
                 "Remove up to 2 Coalition Influence from Berlin. Shift the Economy 1 box towards Hyperinflation. Shift Coalition Unity 1 box towards Strong.",
                 fx_36, NULL, RP_ENDS_NEW_ERA, "Murder of Rathenau"),
    [37] = RCARD(37, RP_ERA_CRISIS, 0, 0, 0, "Law for the Protection of the Republic",
                 "Remove the Assassinations markers from any space. Remove 2 NSDAP Influence from any space but Bayern and München (any split). The Coalition inspects any 1 faction's hand of cards.",
                 fx_37, NULL, RP_ENDS_NEW_ERA, "Law for the Protection of the Republic"),
    [38] = RCARD(38, RP_ERA_CRISIS, 0, 0, 0, "Deutscher Tag in Coburg",
                 "Place 1 NSDAP Influence in Bayern. Remove 1 KPD Influence from Thüringen. Place 1 NSDAP Influence in München or Bayern.",
                 fx_38, NULL, RP_ENDS_NEW_ERA, "Deutscher Tag in Coburg"),
    [39] = RCARD(39, RP_ERA_CRISIS, 0, 0, 0, "March on Rome",
                 "Place 1 NSDAP Influence in München or Bayern. Place 1 RC Influence in Bayern.",
                 fx_39, NULL, RP_ENDS_NEW_ERA, "March on Rome"),
    [40] = RCARD(40, RP_ERA_CRISIS, RP_CF_LINGERING | RP_CF_A48_SYMBOL, 0, 0, "Occupation of the Ruhr",
                 "Lingering. Shift the Economy 2 boxes towards Hyperinflation. Remove 1 Coalition Influence from Rheinprovinz. Shift Coalition Unity 1 box towards Strong.",
                 fx_40, NULL, RP_ENDS_NEW_ERA, "Occupation of the Ruhr"),
    [41] = RCARD(41, RP_ERA_CRISIS, 0, 0, 0, "Schlageter",
                 "Place 1 NSDAP Influence in Rheinprovinz. Place 1 NSDAP Influence in München. Place 1 RC Influence in Provinz Westfalen.",
                 fx_41, NULL, RP_ENDS_NEW_ERA, "Schlageter"),
    [42] = RCARD(42, RP_ERA_CRISIS, 0, 0, 0, "Hyperinflation",
                 "Shift the Economy 2 boxes towards Hyperinflation. The active faction performs a Move Middle Class Sympathies Action.",
                 fx_42, NULL, RP_ENDS_NEW_ERA, "Hyperinflation"),
    [43] = RCARD(43, RP_ERA_CRISIS, 0, 0, 0, "Hugo Stinnes",
                 "Place 1 Available black Leverage in Rheinprovinz. Place 1 RC Influence in Rheinprovinz. The RC draws 1 Event card.",
                 fx_43, NULL, RP_ENDS_NEW_ERA, "Hugo Stinnes"),
    [44] = RCARD(44, RP_ERA_CRISIS, 0, 0, 0, "Cuno Strikes",
                 "Place 1 KPD Influence in Berlin. The KPD may place 1 Available Strike marker in Berlin (the third Strike or Uprising on the map brings the General Strike). Shift Coalition Unity 1 box towards Fragile.",
                 fx_44, NULL, RP_ENDS_NEW_ERA, "Cuno Strikes"),
    [45] = RCARD(45, RP_ERA_CRISIS, RP_CF_CANCELS, 0, 40, "Stresemann's Hundred Days",
                 "Cancels #40 Occupation of the Ruhr. The Coalition becomes the Momentum faction. Remove 1 KPD Influence from Hamburg. Shift the Economy 1 box towards Stable (stop at Stable).",
                 fx_45, NULL, RP_ENDS_NEW_ERA, "Stresemanns Hundred Days"),
    [46] = RCARD(46, RP_ERA_CRISIS, 0, 0, 0, "Deutscher Kampfbund",
                 "Place 1 NSDAP Influence in Bayern. Place 1 RC Influence in Bayern. NSDAP performs a Place Unit Action in Bayern.",
                 fx_46, NULL, RP_ENDS_NEW_ERA, "Deutscher Kampfbund"),
    [47] = RCARD(47, RP_ERA_CRISIS, 0, 0, 0, "Black Reichswehr",
                 "The RC performs a Test Coalition Loyalty Action in Brandenburg. Place 1 RC Influence in Brandenburg.",
                 fx_47, NULL, RP_ENDS_NEW_ERA, "Black Reichswehr"),
    [48] = RCARD(48, RP_ERA_CRISIS, RP_CF_LINGERING, 0, 0, "Workers' Governments",
                 "Lingering. Place 1 Available KPD Cadre in Sachsen. Place up to 2 KPD Influence in Sachsen or Thüringen (any split).",
                 fx_48, NULL, RP_ENDS_NEW_ERA, "Workers Governments"),
    [49] = RCARD(49, RP_ERA_CRISIS, RP_CF_A48_SYMBOL, 0, 0, "Hamburg Uprising",
                 "Place 1 KPD Influence in Hamburg. Shift Coalition Unity 1 box towards Fragile. Place 1 Available Strike marker in Hamburg (the third Strike or Uprising on the map brings the General Strike).",
                 fx_49, NULL, RP_ENDS_NEW_ERA, "Hamburg Uprising"),
    [50] = RCARD(50, RP_ERA_CRISIS, RP_CF_CANCELS, 0, 48, "Reichsexekution",
                 "Cancels #48 Workers' Governments. Remove 2 KPD Influence from Sachsen. Remove 1 KPD Influence from Thüringen. Shift Coalition Unity 1 box towards Fragile.",
                 fx_50, NULL, RP_ENDS_NEW_ERA, "Reichsexekution"),
    [51] = RCARD(51, RP_ERA_CRISIS, RP_CF_A48_SYMBOL, 0, 0, "Beer Hall Putsch",
                 "Place 2 NSDAP Influence in München. Place 1 NSDAP Influence in Bayern. NSDAP becomes the Momentum faction.",
                 fx_51, NULL, RP_ENDS_NEW_ERA, "Beer Hall Putsch"),
    [52] = RCARD(52, RP_ERA_CRISIS, 0, 0, 0, "Rentenmark",
                 "Either shift the Economy 3 boxes towards Stable (stop at Stable) or shift the Economy 1 box towards Stable (stop at Stable) and shift Coalition Unity 1 box towards Strong.",
                 fx_52, NULL, RP_ENDS_NEW_ERA, "Rentenmark"),
    [53] = RCARD(53, RP_ERA_GOLDEN, RP_CF_LINGERING, 0, 0, "Reichsbanner",
                 "Lingering. While in play: +1 to Coalition Assault strength. Place 2 Coalition Influence in Provinz Sachsen.",
                 fx_53, mod_53, RP_ENDS_NEW_ERA, "Reichsbanner"),
    [54] = {54, 54, RP_CARD_EVENT, RP_ERA_GOLDEN, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_TEXT_UNPUBLISHED | RP_CF_RECONSTRUCTED, RP_NOBODY, 0, 0, RP_FX_NONE, "Gustav Stresemann",
            "Lingering (facts file). Reconstructed: " TEXT_54_REST,
            fx_54, NULL, RP_ENDS_NEW_ERA, "Gustav Stresemann", NULL, NULL},
    [55] = {55, 55, RP_CARD_EVENT, RP_ERA_GOLDEN, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | PARTIAL_RC, RP_NOBODY, 0, 0, RP_FX_LINGERING_RULE, "Schutzstaffel",
            "Lingering. While in play: +1 to NSDAP Assault strength (RULEBOOK §6.2). Reconstructed: " TEXT_55_REST,
            fx_55, mod_schutzstaffel, RP_ENDS_NEW_ERA, "Schutzstaffel", NULL, NULL},
    [56] = RCARD(56, RP_ERA_GOLDEN, 0, 0, 0, "Hitler's Trial",
                 "Remove 1 NSDAP Influence from München. The NSDAP may shift NSDAP Stance 1 box towards Democratic.",
                 fx_56, NULL, RP_ENDS_NEW_ERA, "Hitlers Trial"),
    [57] = {57, 57, RP_CARD_EVENT, RP_ERA_GOLDEN, RP_CF_MANDATORY | RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_TEXT_UNPUBLISHED | RP_CF_RECONSTRUCTED, RP_NOBODY, 0, 0, RP_FX_NONE, "Paul von Hindenburg",
            "Mandatory (and Lingering) (RULEBOOK §4 example, facts file). Reconstructed: " TEXT_57_REST,
            fx_57, NULL, RP_ENDS_NEVER, "Paul von Hindenburg", NULL, NULL},
    [58] = RCARD(58, RP_ERA_GOLDEN, 0, 0, 0, "Völkischer Block",
                 "Remove 1 NSDAP Influence from Bayern, Mecklenburg or Thüringen. Place 1 RC Influence in Mecklenburg or Pommern.",
                 fx_58, NULL, RP_ENDS_NEW_ERA, "Voelkischer Block"),
    [59] = RCARD(59, RP_ERA_GOLDEN, RP_CF_LINGERING, 0, 0, "Roter Frontkämpferbund",
                 "Lingering. While in play: +1 to KPD Assault strength. Place 1 KPD Influence in Berlin.",
                 fx_59, mod_59, RP_ENDS_NEW_ERA, "Roter Frontkaempferbund"),
    [60] = RCARD(60, RP_ERA_GOLDEN, RP_CF_LINGERING, 0, 0, "Dawes Plan",
                 "Lingering. Advance U.S. Deals by 2 boxes. Either remove 1 NSDAP Influence from any space or shift the Economy 2 boxes towards Stable (stop at Stable).",
                 fx_60, NULL, RP_ENDS_NEW_ERA, "Dawes Plan"),
    [61] = RCARD(61, RP_ERA_GOLDEN, 0, 0, 0, "Hjalmar Schacht",
                 "Place 1 Available yellow Leverage in Berlin. Place 1 Coalition Influence in Berlin.",
                 fx_61, NULL, RP_ENDS_NEW_ERA, "Hjalmar Schacht"),
    [62] = RCARD(62, RP_ERA_GOLDEN, 0, 0, 0, "Bürgerblock",
                 "Place 1 RC Influence in Berlin. The Coalition gives 1 Event card of its choice from its hand to the RC.",
                 fx_62, NULL, RP_ENDS_NEW_ERA, "Buergerblock"),
    [63] = RCARD(63, RP_ERA_GOLDEN, 0, 0, 0, "Refoundation and Legality",
                 "The NSDAP may shift NSDAP Stance 2 boxes towards Democratic. Place 1 Available NSDAP Cadre in München. The NSDAP takes 1 Event card of its choice from the discard pile.",
                 fx_63, NULL, RP_ENDS_NEW_ERA, "Refoundation and Legality"),
    [64] = RCARD(64, RP_ERA_GOLDEN, 0, 0, 0, "Mein Kampf",
                 "Place 1 Available NSDAP Cadre in Bayern or München. The NSDAP may draw 1 Event card.",
                 fx_64, NULL, RP_ENDS_NEW_ERA, "Mein Kampf"),
    [65] = RCARD(65, RP_ERA_GOLDEN, 0, 0, 0, "Revaluation Law",
                 "The active faction performs a Move Middle Class Sympathies Action.",
                 fx_65, NULL, RP_ENDS_NEW_ERA, "Revaluation Law"),
    [66] = RCARD(66, RP_ERA_GOLDEN, 0, 0, 0, "Otto Braun's Prussia",
                 "Place 2 Coalition Influence in a Prussian Province (any split). Place 1 Available Coalition Reform in a Prussian Province.",
                 fx_66, NULL, RP_ENDS_NEW_ERA, "Otto Brauns Prussia"),
    [67] = RCARD(67, RP_ERA_GOLDEN, 0, 0, 0, "Bauhaus in Dessau",
                 "Place 2 Coalition Influence in Braunschweig and Anhalt.",
                 fx_67, NULL, RP_ENDS_NEW_ERA, "Bauhaus in Dessau"),
    [68] = RCARD(68, RP_ERA_GOLDEN, 0, 0, 0, "Neues Bauen",
                 "Place 1 Available Coalition Reform in Hessenprovinz or Berlin. Place up to 2 Coalition Influence in Hessenprovinz or Berlin (any split).",
                 fx_68, NULL, RP_ENDS_NEW_ERA, "Neues Bauen"),
    [69] = RCARD(69, RP_ERA_GOLDEN, 0, 0, 0, "Ernst Thälmann",
                 "Place 1 Available KPD Cadre in Hamburg. Place 1 KPD Influence in Hamburg.",
                 fx_69, NULL, RP_ENDS_NEW_ERA, "Ernst Thaelmann"),
    [70] = RCARD(70, RP_ERA_GOLDEN, 0, 0, 0, "Strasser's North",
                 "Place 1 Available NSDAP Cadre in Provinz Hannover, Provinz Westfalen or Rheinprovinz. Shift NSDAP Stance 1 box towards Revolutionary.",
                 fx_70, NULL, RP_ENDS_NEW_ERA, "Strassers North"),
    [71] = RCARD(71, RP_ERA_GOLDEN, 0, 0, 0, "Soviet Trade Treaty",
                 "Advance U.S.S.R. Deals by 1 box. Shift Coalition Unity 1 box towards Strong.",
                 fx_71, NULL, RP_ENDS_NEW_ERA, "Soviet Trade Treaty"),
    [72] = RCARD(72, RP_ERA_GOLDEN, RP_CF_LINGERING, 0, 0, "Locarno Treaties",
                 "Lingering. Place 1 Coalition Influence in Berlin. The Coalition becomes the Momentum faction. Either remove 1 RC Influence from Rheinprovinz or place 1 Coalition Influence in Rheinprovinz.",
                 fx_72, NULL, RP_ENDS_NEW_ERA, "Locarno Treaties"),
    [73] = RCARD(73, RP_ERA_GOLDEN, 0, 0, 0, "Rationalisation",
                 "Place 1 Available black Leverage in Provinz Westfalen. Place 1 RC Influence in Provinz Westfalen.",
                 fx_73, NULL, RP_ENDS_NEW_ERA, "Rationalisation"),
    [74] = RCARD(74, RP_ERA_GOLDEN, 0, 0, 0, "Municipal Borrowing",
                 "Advance U.S. Deals by 1 box. Place 1 Available Coalition Reform in a City. Place 1 Coalition Influence in a City.",
                 fx_74, NULL, RP_ENDS_NEW_ERA, "Municipal Borrowing"),
    [75] = RCARD(75, RP_ERA_GOLDEN, 0, 0, 0, "IG Farben and Vereinigte Stahlwerke",
                 "Place 2 Available black Leverage in Hessenprovinz, Provinz Westfalen or Rheinprovinz (any split).",
                 fx_75, NULL, RP_ENDS_NEW_ERA, "IG Farben and Vereinigte Stahlwerke"),
    [76] = RCARD(76, RP_ERA_GOLDEN, 0, 0, 0, "Lipetsk and Kama",
                 "Advance U.S.S.R. Deals by 1 box. The RC may place 1 Available black Leverage in Brandenburg.",
                 fx_76, NULL, RP_ENDS_NEW_ERA, "Lipetsk and Kama"),
    [77] = RCARD(77, RP_ERA_GOLDEN, 0, 0, 0, "Cologne Zone Evacuated",
                 "Place 2 Coalition Influence in Köln. Remove 1 RC Influence from Rheinprovinz or Provinz Westfalen.",
                 fx_77, NULL, RP_ENDS_NEW_ERA, "Cologne Zone Evacuated"),
    [78] = RCARD(78, RP_ERA_GOLDEN, 0, 0, 0, "Treaty of Berlin",
                 "Advance U.S.S.R. Deals by 1 box. The Coalition becomes the Momentum faction.",
                 fx_78, NULL, RP_ENDS_NEW_ERA, "Treaty of Berlin"),
    [79] = RCARD(79, RP_ERA_GOLDEN, 0, 0, 0, "Flag Dispute",
                 "Place 1 RC Influence in Hamburg. Shift Coalition Unity 1 box towards Fragile.",
                 fx_79, NULL, RP_ENDS_NEW_ERA, "Flag Dispute"),
    [80] = RCARD(80, RP_ERA_GOLDEN, 0, 0, 0, "Princes' Expropriation",
                 "Either place 1 KPD Influence in a City or place 1 Coalition Influence in a City. Shift KPD Stance 1 box towards Democratic.",
                 fx_80, NULL, RP_ENDS_NEW_ERA, "Princes Expropriation"),
    [81] = RCARD(81, RP_ERA_GOLDEN, 0, 0, 0, "Hitler Youth",
                 "Place 1 Available NSDAP Cadre in Sachsen.",
                 fx_81, NULL, RP_ENDS_NEW_ERA, "Hitler Youth"),
    [82] = {82, 82, RP_CARD_EVENT, RP_ERA_GOLDEN, RP_CF_VICTORY | RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_REFERENDUM, "Referendum", "As long as RC is the Momentum faction, immediately conduct a Special Election. If RC (only) wins this election, the game ends and RC is the winner (RULEBOOK §3.3, §7.4).", fx_referendum, NULL, RP_ENDS_NEW_ERA, "Referendum", NULL, NULL},
    [83] = RCARD(83, RP_ERA_GOLDEN, 0, 0, 0, "Germany Joins the League",
                 "Place 1 Coalition Influence in Berlin. The Coalition becomes the Momentum faction. The Coalition draws 1 Event card.",
                 fx_83, NULL, RP_ENDS_NEW_ERA, "Germany Joins the League"),
    [84] = RCARD(84, RP_ERA_GOLDEN, 0, 0, 0, "Seeckt Dismissed",
                 "The Coalition becomes the Momentum faction. Replace up to 1 RC Influence in Berlin or Brandenburg with 1 Coalition Influence.",
                 fx_84, NULL, RP_ENDS_NEW_ERA, "Seeckt Dismissed"),
    [85] = RCARD(85, RP_ERA_GOLDEN, 0, 0, 0, "Goebbels in Berlin",
                 "Place 1 NSDAP Influence in Berlin. Shift NSDAP Stance 1 box towards Revolutionary.",
                 fx_85, NULL, RP_ENDS_NEW_ERA, "Goebbels in Berlin"),
    [86] = RCARD(86, RP_ERA_GOLDEN, 0, 0, 0, "Nobel Peace Prize",
                 "The Coalition becomes the Momentum faction. Place 1 Coalition Influence in Berlin.",
                 fx_86, NULL, RP_ENDS_NEW_ERA, "Nobel Peace Prize"),
    [87] = RCARD(87, RP_ERA_GOLDEN, 0, 0, 0, "Trash and Filth Law",
                 "Place 1 RC Influence in Bayern, Württemberg or Baden. Remove 1 Coalition Influence from Berlin.",
                 fx_87, NULL, RP_ENDS_NEW_ERA, "Trash and Filth Law"),
    [88] = RCARD(88, RP_ERA_GOLDEN, 0, 0, 0, "Hugenberg's Media Empire",
                 "Place 1 RC Influence in Berlin. Remove 1 Coalition Influence from Brandenburg. The RC may draw 1 Event card.",
                 fx_88, NULL, RP_ENDS_NEW_ERA, "Hugenbergs Media Empire"),
    [89] = RCARD(89, RP_ERA_GOLDEN, 0, 0, 0, "Münzenberg's Press",
                 "Place 1 Available KPD Cadre in a City.",
                 fx_89, NULL, RP_ENDS_NEW_ERA, "Muenzenbergs Press"),
    [90] = RCARD(90, RP_ERA_GOLDEN, 0, 0, 0, "Stahlhelm",
                 "Place 1 RC Influence in Provinz Sachsen. Place 1 RC Influence in Berlin or Brandenburg. The RC places 1 Available Rogue Freikorps in Berlin or Provinz Sachsen (not an Action).",
                 fx_90, NULL, RP_ENDS_NEW_ERA, "Stahlhelm"),
    [91] = RCARD(91, RP_ERA_GOLDEN, 0, 0, 0, "Emil Kirdorf",
                 "The RC gives 1 Event card of its choice from its hand to the NSDAP. The NSDAP may shift NSDAP Stance 1 box towards Democratic.",
                 fx_91, NULL, RP_ENDS_NEW_ERA, "Emil Kirdorf"),
    [92] = RCARD(92, RP_ERA_GOLDEN, 0, 0, 0, "Unemployment Insurance",
                 "Place 1 Available Coalition Reform in a City. Either remove 1 KPD Influence from a City or shift Coalition Unity 1 box towards Strong.",
                 fx_92, NULL, RP_ENDS_NEW_ERA, "Unemployment Insurance"),
    [93] = RCARD(93, RP_ERA_GOLDEN, 0, 0, 0, "Nuremberg Rally",
                 "Place 1 NSDAP Influence in München.",
                 fx_93, NULL, RP_ENDS_NEW_ERA, "Nuremberg Rally"),
    [94] = RCARD(94, RP_ERA_GOLDEN, 0, 0, 0, "Tannenberg Memorial",
                 "Place 2 RC Influence in Ostpreußen.",
                 fx_94, NULL, RP_ENDS_NEW_ERA, "Tannenberg Memorial"),
    [95] = RCARD(95, RP_ERA_GOLDEN, 0, 0, 0, "Industrial Recovery",
                 "Advance U.S. Deals by 1 box. Place 1 Coalition Influence in Provinz Westfalen.",
                 fx_95, NULL, RP_ENDS_NEW_ERA, "Industrial Recovery"),
    [96] = RCARD(96, RP_ERA_GOLDEN, 0, 0, 0, "Agrarian Crisis",
                 "Place up to 2 RC Influence in Ostpreußen, Pommern or Mecklenburg (any split).",
                 fx_96, NULL, RP_ENDS_NEW_ERA, "Agrarian Crisis"),
    [97] = RCARD(97, RP_ERA_GOLDEN, 0, 0, 0, "Landvolk Movement",
                 "Place 2 RC Influence in Schleswig-Holstein, Oldenburg or Provinz Hannover (any split).",
                 fx_97, NULL, RP_ENDS_NEW_ERA, "Landvolk Movement"),
    [98] = RCARD(98, RP_ERA_GOLDEN, 0, 0, 0, "Agitprop Theatre",
                 "Place 1 KPD Influence in Berlin or Hamburg. Place 1 KPD Influence in Sachsen or Thüringen.",
                 fx_98, NULL, RP_ENDS_NEW_ERA, "Agitprop Theatre"),
    [99] = RCARD(99, RP_ERA_GOLDEN, RP_CF_LINGERING, 0, 0, "Grand Coalition",
                 "Lingering. Either remove 1 NSDAP Influence from a space other than Berlin or shift Coalition Unity 2 boxes towards Strong. The Coalition becomes the Momentum faction. Place 1 Coalition Influence in Berlin. Removed after the next General Election, or at the New Era.",
                 fx_99, NULL, RP_ENDS_ELECTION, "Grand Coalition"),
    [100] = RCARD(100, RP_ERA_GOLDEN, RP_CF_LINGERING, 0, 0, "Third Period",
                 "Lingering. While in play, the KPD may not perform Move Middle Class Sympathies Actions. Shift KPD Stance 2 boxes towards Revolutionary. Either shift Coalition Unity 1 box towards Fragile or remove 1 Coalition Influence from Berlin. Never removed.",
                 fx_100, mod_100, RP_ENDS_NEVER, "Third Period"),
    [101] = RCARD(101, RP_ERA_GOLDEN, 0, 0, 0, "Panzerkreuzer A",
                 "Shift Coalition Unity 1 box towards Fragile. The Coalition discards 1 Event card of its choice (not an Election or Mandatory card).",
                 fx_101, NULL, RP_ENDS_NEW_ERA, "Panzerkreuzer A"),
    [102] = RCARD(102, RP_ERA_GOLDEN, 0, 0, 0, "Kellogg-Briand Pact",
                 "Place 1 Coalition Influence in a City. Shift Coalition Unity 1 box towards Strong.",
                 fx_102, NULL, RP_ENDS_NEW_ERA, "Kellogg-Briand Pact"),
    [103] = RCARD(103, RP_ERA_GOLDEN, 0, 0, 0, "Ruhreisenstreit",
                 "Shift the Economy 1 box towards Mass Unemployment. Remove 1 Coalition Influence from Provinz Westfalen. Place 1 Available black Leverage in Provinz Westfalen.",
                 fx_103, NULL, RP_ENDS_NEW_ERA, "Ruhreisenstreit"),
    [104] = RCARD(104, RP_ERA_GOLDEN, 0, 0, 0, "Red Wedding",
                 "Place 1 KPD Influence in Berlin. The KPD may place 1 Available KPD Cadre in Berlin.",
                 fx_104, NULL, RP_ENDS_NEW_ERA, "Red Wedding"),
    [105] = RCARD(105, RP_ERA_GOLDEN, RP_CF_CANCELS, 0, 59, "Blutmai",
                 "Cancels #59 Roter Frontkämpferbund. Remove 2 KPD Influence from Berlin. The KPD may shift KPD Stance 2 boxes towards Revolutionary. Shift Coalition Unity 1 box towards Fragile.",
                 fx_105, NULL, RP_ENDS_NEW_ERA, "Blutmai"),
    [106] = RCARD(106, RP_ERA_GOLDEN, RP_CF_LINGERING | RP_CF_CANCELS, 0, 60, "Young Plan",
                 "Lingering. Cancels #60 Dawes Plan. Advance U.S. Deals by 1 box. Place 1 RC Influence in any space.",
                 fx_106, NULL, RP_ENDS_NEW_ERA, "Young Plan"),
    [107] = RCARD(107, RP_ERA_GOLDEN, 0, 0, 0, "Coburg",
                 "Place 1 Available NSDAP Cadre in Bayern. Place 1 RC Influence in Bayern.",
                 fx_107, NULL, RP_ENDS_NEW_ERA, "Coburg"),
    [108] = RCARD(108, RP_ERA_GOLDEN, RP_CF_A48_SYMBOL, 0, 0, "Freedom Law Campaign",
                 "The RC becomes the Momentum faction. Either place 1 NSDAP Influence in any space or place 1 RC Influence in any space.",
                 fx_108, NULL, RP_ENDS_NEW_ERA, "Freedom Law Campaign"),
    [109] = RCARD(109, RP_ERA_GOLDEN, 0, 0, 0, "Hague Conference",
                 "Remove 1 RC Influence from Rheinprovinz or Hessen. Place 1 Coalition Influence in Köln. The Coalition becomes the Momentum faction.",
                 fx_109, NULL, RP_ENDS_NEW_ERA, "Hague Conference"),
    [110] = RCARD(110, RP_ERA_GOLDEN, RP_CF_A48_SYMBOL | RP_CF_CANCELS, 0, 54, "Death of Stresemann",
                 "Cancels #54 Gustav Stresemann. Remove 1 Coalition Influence from Berlin.",
                 fx_110, NULL, RP_ENDS_NEW_ERA, "Death of Stresemann"),
    [111] = RCARD(111, RP_ERA_GOLDEN, RP_CF_A48_SYMBOL, 0, 0, "Black Thursday",
                 "Shift the Economy 2 boxes towards Mass Unemployment.",
                 fx_111, NULL, RP_ENDS_NEW_ERA, "Black Thursday"),
    [112] = RCARD(112, RP_ERA_GOLDEN, 0, 0, 0, "RDI Memorandum",
                 "The RC may place 1 Available black Leverage in Rheinprovinz or Provinz Westfalen. Place 1 RC Influence in Provinz Westfalen.",
                 fx_112, NULL, RP_ENDS_NEW_ERA, "RDI Memorandum"),
    [113] = RCARD(113, RP_ERA_DECLINE, RP_CF_MANDATORY | RP_CF_LINGERING, 0, 0, "Great Depression",
                 "Mandatory (and Lingering). Shift Coalition Unity 1 box towards Fragile. Place 1 NSDAP Influence in any space. Place 1 KPD Influence in any space.",
                 fx_113, NULL, RP_ENDS_NEW_ERA, "Great Depression"),
    [114] = RCARD(114, RP_ERA_DECLINE, 0, 0, 0, "Frick in Thuringia",
                 "Place 2 NSDAP Influence in Thüringen. Place 1 Available NSDAP Cadre in Thüringen.",
                 fx_114, NULL, RP_ENDS_NEW_ERA, "Frick in Thuringia"),
    [115] = RCARD(115, RP_ERA_DECLINE, 0, 0, 0, "Horst Wessel",
                 "Place 1 NSDAP Influence in Berlin. Shift NSDAP Stance 1 box towards Revolutionary. NSDAP becomes the Momentum faction.",
                 fx_115, NULL, RP_ENDS_NEW_ERA, "Horst Wessel"),
    [116] = RCARD(116, RP_ERA_DECLINE, RP_CF_A48_SYMBOL, 0, 0, "Collapse of the Grand Coalition",
                 "Either shift Coalition Unity 2 boxes towards Fragile or remove 2 Coalition Influence from Berlin.",
                 fx_116, NULL, RP_ENDS_NEW_ERA, "Collapse of the Grand Coalition"),
    [117] = {117, 117, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_REQUIRES | RP_CF_VICTORY | RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 124, 0, RP_FX_HITLER_SWORN_IN, "Hitler Sworn In", "Requires #124 Hindenburg Runs Again. Immediately conduct a Snap Election: a full Election Cycle; KPD, NSDAP or RC may win the game as in a normal General Election (RULEBOOK §3.3, §6.0 example, §7.5).", fx_hitler_sworn_in, NULL, RP_ENDS_NEW_ERA, "Hitler Sworn In", NULL, NULL},
    [118] = {118, 118, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_VICTORY | RP_CF_ELECTION_EFFECT | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_ENABLING_ACT, "Enabling Act", "Calculate NSDAP's current PV. If NSDAP is the Momentum faction, holds the Reichstag Seats card and currently has 15 or more PV, the game immediately ends and NSDAP is the winner (RULEBOOK §3.3, §7.6).", fx_enabling_act, NULL, RP_ENDS_NEW_ERA, "Enabling Act", NULL, NULL},
    [119] = RCARD(119, RP_ERA_DECLINE, RP_CF_LINGERING, 0, 0, "Brüning Cabinet",
                 "Lingering. The Coalition becomes the Momentum faction. Place 1 Coalition Influence in Provinz Westfalen. Removed after the next General Election, or at the New Era.",
                 fx_119, NULL, RP_ENDS_ELECTION, "Bruening Cabinet"),
    [120] = {120, 120, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_TEXT_FULL | RP_CF_NO_A48_SYMBOL, RP_NOBODY, 0, 0, RP_FX_OSTHILFE, "Osthilfe", "Place both 1 Available yellow Leverage and 1 Coalition Influence in any 1 of these spaces: Ostpreußen, Posen-Westpreußen, Pommern, Niederschlesien, or Oberschlesien (up to Population).", fx_osthilfe, NULL, RP_ENDS_NEW_ERA, "Osthilfe", NULL, NULL},
    [121] = RCARD(121, RP_ERA_DECLINE, 0, 0, 0, "107 Seats",
                 "Place 1 NSDAP Influence in any space. NSDAP becomes the Momentum faction.",
                 fx_121, NULL, RP_ENDS_NEW_ERA, "107 Seats"),
    [122] = {122, 122, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_ELECTION_EFFECT | PARTIAL_RC, RP_NOBODY, 0, 0, RP_FX_CURRENT_PV, "Harzburg Front",
             "Calculate the current PV of the NSDAP and the RC (RULEBOOK §7.6). Reconstructed: " TEXT_122_REST,
             fx_122, NULL, RP_ENDS_NEW_ERA, "Harzburg Front", NULL, NULL},
    [123] = RCARD(123, RP_ERA_DECLINE, RP_CF_REQUIRES, 57, 0, "SPD Toleration",
                 "Requires #57 Paul von Hindenburg. Shift Coalition Unity 2 boxes towards Strong.",
                 fx_123, NULL, RP_ENDS_NEW_ERA, "SPD Toleration"),
    [124] = {124, 124, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_LINGERING | RP_CF_FLAGS_KNOWN | RP_CF_A48_SYMBOL | RP_CF_TEXT_PARTIAL, RP_NOBODY, 0, 0, RP_FX_LINGERING_RULE, "Hindenburg Runs Again", "Lingering Event: gives more opportunities to play the Reichstag Seats card, allows later play of #117 Hitler Sworn In, and the Coalition loses its Article 48 card (RULEBOOK §6.0 example); the exact text is unpublished.", fx_hindenburg_again, mod_hindenburg_again, RP_ENDS_NEW_ERA, "Hindenburg Runs Again", NULL, NULL},
    [125] = RCARD(125, RP_ERA_DECLINE, 0, 0, 0, "All Quiet on the Western Front",
                 "Place 1 NSDAP Influence in Berlin. Shift Coalition Unity 1 box towards Fragile.",
                 fx_125, NULL, RP_ENDS_NEW_ERA, "All Quiet on the Western Front"),
    [126] = RCARD(126, RP_ERA_DECLINE, 0, 0, 0, "Pyatakov Agreement",
                 "Place 1 KPD Influence in Berlin or Hamburg. Place 1 Coalition Influence in Sachsen or Provinz Sachsen.",
                 fx_126, NULL, RP_ENDS_NEW_ERA, "Pyatakov Agreement"),
    [127] = RCARD(127, RP_ERA_DECLINE, 0, 0, 0, "Hoover Moratorium",
                 "Place 1 Available yellow Leverage in Berlin. Shift Coalition Unity 1 box towards Strong.",
                 fx_127, NULL, RP_ENDS_NEW_ERA, "Hoover Moratorium"),
    [128] = RCARD(128, RP_ERA_DECLINE, RP_CF_REQUIRES, 57, 0, "Banking Crisis",
                 "Requires #57 Paul von Hindenburg. Remove 1 Coalition Influence from Berlin. Shift Coalition Unity 1 box towards Fragile. Remove 1 yellow Leverage from any space.",
                 fx_128, NULL, RP_ENDS_NEW_ERA, "Banking Crisis"),
    [129] = RCARD(129, RP_ERA_DECLINE, RP_CF_A48_SYMBOL, 0, 0, "Red Referendum",
                 "Remove 2 Coalition Influence from a Prussian Province (any split). Shift Coalition Unity 1 box towards Fragile.",
                 fx_129, NULL, RP_ENDS_NEW_ERA, "Red Referendum"),
    [130] = RCARD(130, RP_ERA_DECLINE, RP_CF_LINGERING, 0, 0, "Iron Front",
                 "Lingering. While in play: +1 to Coalition Assault strength. Place 1 Coalition Influence in a City. Remove 1 NSDAP Influence from a City.",
                 fx_130, mod_130, RP_ENDS_NEW_ERA, "Iron Front"),
    [131] = RCARD(131, RP_ERA_DECLINE, 0, 0, 0, "Industry Club Speech",
                 "The NSDAP takes 1 Event card at random from the RC's hand. Shift NSDAP Stance 1 box towards Democratic.",
                 fx_131, NULL, RP_ENDS_NEW_ERA, "Industry Club Speech"),
    [132] = {132, 132, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_ELECTION_EFFECT | PARTIAL_RC, RP_NOBODY, 0, 0, RP_FX_CURRENT_PV, "Blut und Boden",
             "Calculate the current PV of the NSDAP and the RC (RULEBOOK §7.6). Reconstructed: " TEXT_132_REST,
             fx_132, NULL, RP_ENDS_NEW_ERA, "Blut und Boden", NULL, NULL},
    [133] = RCARD(133, RP_ERA_DECLINE, RP_CF_REQUIRES, 57, 0, "Six Million Unemployed",
                 "Requires #57 Paul von Hindenburg. Place 2 KPD Influence in Sachsen, Provinz Westfalen, Rheinprovinz or Berlin (any split). Shift Coalition Unity 1 box towards Fragile.",
                 fx_133, NULL, RP_ENDS_NEW_ERA, "Six Million Unemployed"),
    [134] = RCARD(134, RP_ERA_DECLINE, 0, 0, 0, "Thälmann for President",
                 "KPD becomes the Momentum faction. Place 1 KPD Influence in Hamburg.",
                 fx_134, NULL, RP_ENDS_NEW_ERA, "Thaelmann for President"),
    [135] = RCARD(135, RP_ERA_DECLINE, RP_CF_LINGERING, 0, 0, "SA Ban",
                 "Lingering. While in play, the NSDAP may not perform Place Unit Actions. Remove 2 NSDAP Influence from Cities (any split).",
                 fx_135, mod_135, RP_ENDS_NEW_ERA, "SA Ban"),
    [136] = RCARD(136, RP_ERA_DECLINE, 0, 0, 0, "Hitler over Germany",
                 "Place up to 3 NSDAP Influence in a City (any split). NSDAP becomes the Momentum faction.",
                 fx_136, NULL, RP_ENDS_NEW_ERA, "Hitler over Germany"),
    [137] = RCARD(137, RP_ERA_DECLINE, RP_CF_LINGERING, 0, 0, "Antifaschistische Aktion",
                 "Lingering. While in play: +1 to KPD Assault strength. Place 1 KPD Influence in Berlin.",
                 fx_137, mod_137, RP_ENDS_NEW_ERA, "Antifaschistische Aktion"),
    [138] = RCARD(138, RP_ERA_DECLINE, RP_CF_LINGERING | RP_CF_A48_SYMBOL | RP_CF_CANCELS, 0, 135, "Papen's Cabinet of Barons",
                 "Lingering. Cancels #135 SA Ban. The RC becomes the Momentum faction. Place 1 RC Influence in Berlin, Pommern or Ostpreußen. Remove 1 Coalition Influence from Brandenburg. Removed after the next General Election, or at the New Era.",
                 fx_138, NULL, RP_ENDS_ELECTION, "Papens Cabinet of Barons"),
    [139] = RCARD(139, RP_ERA_DECLINE, 0, 0, 0, "Lausanne Conference",
                 "Place 1 Coalition Influence in Berlin. Shift Coalition Unity 1 box towards Strong.",
                 fx_139, NULL, RP_ENDS_NEW_ERA, "Lausanne Conference"),
    [140] = RCARD(140, RP_ERA_DECLINE, RP_CF_REQUIRES, 57, 0, "Preußenschlag",
                 "Requires #57 Paul von Hindenburg. Remove 2 Coalition Influence from a Prussian Province (any split). Remove 1 yellow Leverage from a Prussian Province. Shift Coalition Unity 1 box towards Fragile.",
                 fx_140, NULL, RP_ENDS_NEW_ERA, "Preussenschlag"),
    [141] = RCARD(141, RP_ERA_DECLINE, RP_CF_A48_SYMBOL, 0, 0, "Potempa Murder",
                 "Remove 1 KPD Influence from Oberschlesien or Niederschlesien. Place 1 NSDAP Influence in Niederschlesien or Ostpreußen. Shift NSDAP Stance 1 box towards Revolutionary.",
                 fx_141, NULL, RP_ENDS_NEW_ERA, "Potempa Murder"),
    [142] = RCARD(142, RP_ERA_DECLINE, RP_CF_REQUIRES, 57, 0, "The Camarilla",
                 "Requires #57 Paul von Hindenburg. The RC draws 2 Event cards. The RC becomes the Momentum faction.",
                 fx_142, NULL, RP_ENDS_NEW_ERA, "The Camarilla"),
    [143] = RCARD(143, RP_ERA_DECLINE, 0, 0, 0, "BVG Strike",
                 "Place 1 KPD Influence in Berlin or Brandenburg. Place 1 NSDAP Influence in Berlin or Brandenburg. Shift Coalition Unity 1 box towards Fragile. Place 1 Available Strike marker in Berlin (the third Strike or Uprising on the map brings the General Strike).",
                 fx_143, NULL, RP_ENDS_NEW_ERA, "BVG Strike"),
    [144] = RCARD(144, RP_ERA_DECLINE, 0, 0, 0, "Red Berlin",
                 "Either replace 1 NSDAP Influence in Brandenburg with 1 KPD Influence or place 1 KPD Influence in Brandenburg. Place 2 KPD Influence in Berlin.",
                 fx_144, NULL, RP_ENDS_NEW_ERA, "Red Berlin"),
    [145] = RCARD(145, RP_ERA_DECLINE, RP_CF_LINGERING | RP_CF_CANCELS, 0, 138, "Schleicher",
                 "Lingering. Cancels #138 Papen's Cabinet of Barons. Remove 1 NSDAP Influence from any space. The RC becomes the Momentum faction. The RC performs a Test Coalition Loyalty Action.",
                 fx_145, NULL, RP_ENDS_NEW_ERA, "Schleicher"),
    [146] = {146, 146, RP_CARD_EVENT, RP_ERA_DECLINE, RP_CF_ELECTION_EFFECT | PARTIAL_RC, RP_NOBODY, 0, 0, RP_FX_CURRENT_PV, "Erbgutpflege",
             "Calculate the current PV of the NSDAP and the RC (RULEBOOK §7.6). Reconstructed: " TEXT_146_REST,
             fx_146, NULL, RP_ENDS_NEW_ERA, "Erbgutpflege", NULL, NULL},
    [147] = {147, 147, RP_CARD_EVENT, RP_ERA_DECLINE, PARTIAL_RC, RP_NOBODY, 0, 0, RP_FX_ALTONA, "Altonaer Blutsonntag",
             "Reconstructed: " TEXT_147_REST " The active faction performs a Move Units Action (RULEBOOK §8.1).",
             fx_147, NULL, RP_ENDS_NEW_ERA, "Altonaer Blutsonntag", NULL, NULL},
    [148] = RCARD(148, RP_ERA_DECLINE, RP_CF_CANCELS, 0, 145, "Köln Meeting",
                 "Cancels #145 Schleicher. Place 1 NSDAP Influence in Köln. The RC may place 1 RC Influence in Köln. The RC becomes the Momentum faction.",
                 fx_148, NULL, RP_ENDS_NEW_ERA, "Koeln Meeting"),
    [149] = RCARD(149, RP_ERA_DECLINE, 0, 0, 0, "Lippe Election",
                 "Place 2 NSDAP Influence in Waldeck and Lippe. NSDAP becomes the Momentum faction.",
                 fx_149, NULL, RP_ENDS_NEW_ERA, "Lippe Election"),
    [150] = RCARD(150, RP_ERA_DECLINE, RP_CF_A48_SYMBOL, 0, 0, "Reichstag Fire",
                 "Remove 2 KPD Influence from Berlin. Remove the KPD Cadre from Berlin. NSDAP becomes the Momentum faction.",
                 fx_150, NULL, RP_ENDS_NEW_ERA, "Reichstag Fire"),
    [151] = RCARD(151, RP_ERA_DECLINE, 0, 0, 0, "Otto Wels' Speech",
                 "Shift Coalition Unity 2 boxes towards Strong. The Coalition becomes the Momentum faction.",
                 fx_151, NULL, RP_ENDS_NEW_ERA, "Otto Wels Speech"),
    NON_EVENT_CARDS
};
