/**
 * @file ebert.h
 * @brief Friedrich Ebert: Der Weg zur Demokratie: chapters, seats, option
 * flags and the move encoding of ::WM_FRIEDRICH_EBERT.
 *
 * A cooperative game for 1 to 4 people: every seat shares the outcome
 * (all ::WM_WIN or all ::WM_LOSS).  Seat 0 is Ebert, seat k the "(k+1).
 * Person" of the rulebook's distribution tables; each decision belongs to
 * the seat that table makes responsible for it (Ebert opens and resolves
 * letters and uses the Jokers; each group's influence markers are used by
 * the person holding that group).
 *
 * Groups are named by their slot in the chapter: slot 0 is always the SPD,
 * slot 1 the Supporters of the Monarchy (Chapter I) or the Population
 * (Chapters II-IV), slot 2 the Military (II), the Revolutionaries (III) or
 * the Opponents of the Republic (IV).  `g` below is a slot.  Influence
 * marker kinds are the three slots and 3 = Joker.
 */
#ifndef WEIMAR_EBERT_H
#define WEIMAR_EBERT_H

#include "../weimar.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup ebert Friedrich Ebert: Der Weg zur Demokratie
 * @brief Constants of the title ::WM_FRIEDRICH_EBERT.
 * @{
 */

/** @name Chapters (wm_options.scenario; 0 selects Chapter I) */
/** @{ */
#define WM_EBERT_CHAPTER_I 1    /**< 1900-1913, Das Kaiserreich: SPD and the Supporters of the Monarchy. @since 1.1 */
#define WM_EBERT_CHAPTER_II 2   /**< 1914-1918, Der Erste Weltkrieg: SPD, Population, Military. @since 1.1 */
#define WM_EBERT_CHAPTER_III 3  /**< 1918-1919, Die Revolution: SPD, Population, Revolutionaries. @since 1.1 */
#define WM_EBERT_CHAPTER_IV 4   /**< 1920-1925, Die frühe Weimarer Republik: SPD, Population, Opponents of the Republic. @since 1.1 */
/** @} */

/** @name Seats (wm_options.seats = number of people, 1-4; 0 selects 4) */
/** @{ */
#define WM_EBERT_EBERT 0        /**< Seat 0: the 1st person, Ebert (history deck, influence markers, Jokers). @since 1.1 */
#define WM_EBERT_MAX_SEATS 4    /**< Most people at the table. @since 1.1 */
/** @} */

/** @name Option flags (wm_options.flags) */
/** @{ */
/** @brief Mask of the difficulty field: 0 easy ("Game Lost" marker on 10), ::WM_EBERT_MEDIUM, ::WM_EBERT_HARD; the fourth value is rejected. @since 1.1 */
#define WM_EBERT_DIFFICULTY_MASK (3u << WM_OPT_TITLE_SHIFT)
/** @brief Medium game: the "Game Lost" markers lie on space 9. @since 1.1 */
#define WM_EBERT_MEDIUM (1u << WM_OPT_TITLE_SHIFT)
/** @brief Hard game: the "Game Lost" markers lie on space 8. @since 1.1 */
#define WM_EBERT_HARD (2u << WM_OPT_TITLE_SHIFT)
/** @brief Variant "Persönliche Erlebnisse" (Personal Experiences): 3 tasks, their supports, and the golden target letter locked until all 3 are done. @since 1.1 */
#define WM_EBERT_PERSONAL_EXPERIENCES (1u << (WM_OPT_TITLE_SHIFT + 2))
/** @brief Variant "Flexibilität" (Flexibility): the draw piles are shuffled (all but their top letter) at set-up and at each milestone. @since 1.1 */
#define WM_EBERT_FLEXIBILITY (1u << (WM_OPT_TITLE_SHIFT + 3))
/** @} */

/** @name Move ids */
/** @{ */
#define WM_EBERT_OPEN 0          /**< +g: "open G": Phase 2, open the rightmost unopened letter of row g (Ebert). @since 1.1 */
#define WM_EBERT_RESOLVE 3       /**< +g: "resolve G": Phase 3, resolve the open letter in the front position of row g (Ebert). @since 1.1 */
#define WM_EBERT_REDUCE 6        /**< +g: "reduce G": Phase 4, return a marker (of group g, or a Joker for g) and lower g's tension by up to 2. @since 1.1 */
/** +(g*5 + p): "bury G P": Phase 4, return a marker and put the letter at position p (1 = front position, counted leftwards) of row g under g's draw pile (an invitation goes back to its stack). @since 1.1 */
#define WM_EBERT_BURY 9
#define WM_EBERT_MILESTONE 24    /**< +g: "milestone G": place the marker on a free space of group g of the current milestone. @since 1.1 */
#define WM_EBERT_EXPERIENCE 27   /**< +k: "experience K": place the marker on a matching space of Personal Experiences card k (1-3 in names). @since 1.1 */
#define WM_EBERT_FAVOUR_STORE 30 /**< "favour store": place the marker on Gefallen einfordern. @since 1.1 */
#define WM_EBERT_FAVOUR_TAKE 31  /**< "favour take": take this group's marker back from Gefallen einfordern to use it now. @since 1.1 */
#define WM_EBERT_DONE 32         /**< "done": end this group's (or Ebert's) use of markers; without the Personal Experiences variant the rest lapse. @since 1.1 */
#define WM_EBERT_TASK 33         /**< +k: "task K": carry out the tension part of Personal Experiences card k (Ebert). @since 1.1 */
#define WM_EBERT_SUPPORT 36      /**< +s: "support S": use the support in slot s (0 = the middle card from the start, 1-3 under the task cards) (Ebert). @since 1.1 */
#define WM_EBERT_STEP 40         /**< +g: "tension G": one step of +1 tension of a task goes to group g. @since 1.1 */
#define WM_EBERT_DRAW 43         /**< +g: "draw G": a task's additional letter is drawn for group g. @since 1.1 */
#define WM_EBERT_PAY 46          /**< +kind: "pay G" / "pay Joker": a marker paid for a support. @since 1.1 */
#define WM_EBERT_RELAX 50        /**< +g: "relax G": one step of a support's tension reduction goes to group g. @since 1.1 */
#define WM_EBERT_ROW 53          /**< +g: "refuse G": Annahme verweigern returns row g under its draw pile. @since 1.1 */
#define WM_EBERT_NEXT 56         /**< +i: "next L<i>": chance (::WM_OPT_EXTERNAL_DICE): chapter letter i (0-31; the chapter's golden letter is its last index) comes next in a Flexibility shuffle. @since 1.1 */
#define WM_EBERT_ACTIONS 88      /**< Size of the action space. @since 1.1 */
/** @} */

/** @name Influence marker kinds (WM_EBERT_PAY + kind) */
/** @{ */
#define WM_EBERT_JOKER 3         /**< The Joker marker kind (kinds 0-2 are the group slots). @since 1.1 */
/** @} */

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WEIMAR_EBERT_H */
