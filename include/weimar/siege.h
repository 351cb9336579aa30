/**
 * @file siege.h
 * @brief Democracy under Siege: seats and option flags of
 * ::WM_DEMOCRACY_UNDER_SIEGE.
 *
 * The title is not yet playable through wm_new() (wm_title_available()
 * returns 0 for it): this header fixes the options it will accept, so that
 * frontends can be written against them.  The move encoding is added when
 * the title is registered.
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
/** @} */

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WEIMAR_SIEGE_H */
