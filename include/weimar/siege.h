/**
 * @file siege.h
 * @brief Democracy under Siege: seats, option flags and the move encoding
 * of ::WM_DEMOCRACY_UNDER_SIEGE.
 *
 * One 1933 set-up (wm_options.scenario 0 or 1), 8 turns.  The map, the
 * Political Regimes Track and the 110 cards are reconstructed where the
 * rulebook does not print them (doc/siege-content.md); what is implemented
 * of the rules is listed in doc/rules-siege.md.  The rulebook has no
 * Non-player rules: wm_options.bots is rejected with ::WM_EINVAL.
 *
 * Seats follow the Natural Order of Play (§2.0): Nazism, Democracy,
 * Communism.  With `seats` = 2 the seats are Nazism and Democracy, and
 * Communism's decisions belong each turn to the seat that controls it
 * (§1.1, §3.1.3).
 */
#ifndef WEIMAR_SIEGE_H
#define WEIMAR_SIEGE_H

#include "../weimar.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup siege Democracy under Siege
 * @brief Constants of the title ::WM_DEMOCRACY_UNDER_SIEGE.
 * @{
 */

/** @name Seats (wm_options.seats: 2 or 3; 0 selects 3) */
/** @{ */
#define WM_SIEGE_NAZISM 0       /**< Seat 0: Nazism (Germany; Italy and Japan). @since 1.2 */
#define WM_SIEGE_DEMOCRACY 1    /**< Seat 1: Democracy (Great Britain, USA; France). @since 1.2 */
#define WM_SIEGE_COMMUNISM 2    /**< Seat 2 (3 seats only): Communism (USSR). @since 1.2 */
/** @} */

/** @name Option flags (wm_options.flags) */
/** @{ */
/** @brief Advanced Play Mode (§1.9): 4 Game Rounds and 6 cards a turn, Initiative Exhaustion, Prestige for Initiative and PP, Influence VP, MR attrition, the §3.1.3 control rule and the §3.5 tie-break.  Without it: Short Play Mode. @since 1.2 */
#define WM_SIEGE_ADVANCED (1u << WM_OPT_TITLE_SHIFT)
/** @brief Optional rule of §3.3.1 (2 seats only, rejected with 3): the seat that does not control Communism gets +1 PP each Game Round, up to 7. @since 1.2 */
#define WM_SIEGE_PP_BONUS (1u << (WM_OPT_TITLE_SHIFT + 1))
/** @brief The published cards only: the 49 Political Actions whose effect no source describes (doc/siege-content.md, "Cards with no published effect") play for their PP only and are in the decks from the start, as before 1.3's reconstructed effects.  Without it each has a RECONSTRUCTED effect and enters in the year of its event.  Games saved before those effects (state layout 3) load with this flag. @since 1.3 */
#define WM_SIEGE_PUBLISHED_ONLY (1u << (WM_OPT_TITLE_SHIFT + 2))
/** @} */

/** @name Move ids (card k: 0-36 N1-N37, 37-72 D1-D36, 73-109 C1-C37) */
/** @{ */
#define WM_SIEGE_DIE 0          /**< +d-1: chance: the die shows d (1-6). @since 1.2 */
#define WM_SIEGE_DRAW 6         /**< +k: chance: card k is the next one drawn (::WM_OPT_EXTERNAL_DICE). @since 1.2 */
#define WM_SIEGE_PASS 116       /**< "pass": done, no card, no reaction. @since 1.2 */
#define WM_SIEGE_YES 117        /**< "yes" (Mulligan, exploit Prestige, re-roll, keep in a Reserve). @since 1.2 */
#define WM_SIEGE_NO 118         /**< "no". @since 1.2 */
#define WM_SIEGE_CARD 119       /**< +k: "card X": choose, discard, reserve or replace with card k. @since 1.2 */
#define WM_SIEGE_CHOICE 229     /**< +v (0-63): a choice inside a resolution (a nation, a box of a tied shortest path, a Resource box, a War Card, a side, a number of MR). @since 1.2 */
#define WM_SIEGE_AREA 293       /**< +a (0-7): a Coup Cells Track area (a Coup declaration, a training CC). @since 1.2 */
#define WM_SIEGE_SWAP 301       /**< +i: swap Initiative with Ideology i (Advanced, §3.3.1). @since 1.2 */
#define WM_SIEGE_INFLUENCE 304  /**< +n*17+b: Influence nation n into Regimes box b (§3.3.6). @since 1.2 */
#define WM_SIEGE_CLAIM 712      /**< +r (0-29): Claim Resource Exploitation Box r (§3.3.7). @since 1.2 */
#define WM_SIEGE_FORM_CC 742    /**< Form a Coup Cell (§3.3.8). @since 1.2 */
#define WM_SIEGE_DEPLOY_CC 743  /**< +a: a training CC onto area a (§3.3.8). @since 1.2 */
#define WM_SIEGE_MOVE_CC 751    /**< +a*8+b: a CC from area a to the bordering area b (§3.3.8). @since 1.2 */
#define WM_SIEGE_COUP 815       /**< +n: the declared Coup Attempt on nation n (§3.3.9). @since 1.2 */
#define WM_SIEGE_REACT 839      /**< +i: react to Ideology i's Coup Attempt (§3.3.9). @since 1.2 */
#define WM_SIEGE_COMMIT 842     /**< +w*2+s: commit a MR to War Card w, faction A (s 0) or B (s 1) (§3.3.11). @since 1.2 */
#define WM_SIEGE_COMMIT_CW 870  /**< +n*2+s: commit a MR to the Civil War in nation n, Government (0) or Rebels (1) (§3.3.10). @since 1.2 */
#define WM_SIEGE_FIGHT 918      /**< +w: Fight a War (§3.3.13). @since 1.2 */
#define WM_SIEGE_FIGHT_CW 932   /**< +n: Fight a Civil War (§3.3.12). @since 1.2 */
#define WM_SIEGE_EXPLOIT_PP 956 /**< +1 PP for 1 Prestige, once per Game Impulse (Advanced, §3.3.2). @since 1.2 */
#define WM_SIEGE_PLUS 957       /**< The sign of one's Coup Cells on a Coup Marker: + (§3.3.14). @since 1.2 */
#define WM_SIEGE_MINUS 958      /**< ... or -. @since 1.2 */
#define WM_SIEGE_CLAIM_MAP 959  /**< +k: claim the Resource Exploitation Box of Map Card k (0 D16, 1 D20) once it is on the map (§1.3, §3.3.7). @since 1.3 */
#define WM_SIEGE_ACTIONS 961    /**< Size of the action space (959 in 1.2). @since 1.2 */
/** @} */

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WEIMAR_SIEGE_H */
