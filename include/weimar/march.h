/**
 * @file march.h
 * @brief The March of Progress: scenario ids, seats, option flags and the
 * move encoding of ::WM_MARCH_OF_PROGRESS.
 *
 * The action space has ::WM_MARCH_ACTIONS move ids.  Each pending decision
 * lists a subset of it; the ranges below say what each id means.  Country
 * indices (`c`, `from`, `to`) are 0 = seat 0's home country, 1 = seat 1's
 * home country, 2 = the (first) neutral country, 3 = the second neutral
 * country (The Age of Marlborough and Vive l'Empereur only).
 */
#ifndef WEIMAR_MARCH_H
#define WEIMAR_MARCH_H

#include "../weimar.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup march The March of Progress
 * @brief Constants of the title ::WM_MARCH_OF_PROGRESS.
 * @{
 */

/** @name Scenarios (wm_options.scenario; 0 selects The Thirty Years War) */
/** @{ */
#define WM_MARCH_THIRTY_YEARS_WAR 1   /**< Introductory game: Blue vs Orange, one neutral country. @since 1.0 */
#define WM_MARCH_MARLBOROUGH 2        /**< The Age of Marlborough: France vs The Dutch Republic. @since 1.0 */
#define WM_MARCH_VIVE_L_EMPEREUR 3    /**< Vive l'Empereur: France vs Austria. @since 1.0 */
#define WM_MARCH_WAR_TO_END_WAR 4     /**< The War to End War: Germany vs the Western Allies, Belgium. @since 1.0 */
#define WM_MARCH_WW2_IN_THE_WEST 5    /**< World War 2 in the West (both parts): Germany vs the Western Allies. @since 1.0 */
#define WM_MARCH_POLITICS 6           /**< Politics By Other Means: Blue, Orange and the Neutral player. @since 1.0 */
/** @} */

/** @name Seats */
/** @{ */
#define WM_MARCH_BLUE 0     /**< Seat 0: Blue (France, Germany in the world wars). @since 1.0 */
#define WM_MARCH_ORANGE 1   /**< Seat 1: Orange (The Dutch Republic, Austria, the Western Allies). @since 1.0 */
#define WM_MARCH_NEUTRAL 2  /**< Seat 2: the Neutral player of Politics By Other Means. @since 1.0 */
/** @} */

/**
 * @brief Option flag: offer the "both players agree to end the game" rule
 * (Sequence of Play; "by agreement" in The War to End War and Politics By
 * Other Means) as moves: before choosing a card a seat may propose the end,
 * and the other seats accept or refuse.  Off by default so that search and
 * random play are not dominated by peace offers.
 * @since 1.0
 */
#define WM_MARCH_AGREEMENT (1u << WM_OPT_TITLE_SHIFT)

/** @name Action cards (index k in the card-based ranges below) */
/** @{ */
#define WM_MARCH_CARD_MOVE1 0       /**< MOVE 1. @since 1.0 */
#define WM_MARCH_CARD_MOVE2 1       /**< MOVE 2. @since 1.0 */
#define WM_MARCH_CARD_RECRUIT 2     /**< RECRUIT. @since 1.0 */
#define WM_MARCH_CARD_FORTIFY 3     /**< FORTIFY. @since 1.0 */
#define WM_MARCH_CARD_ATTACK 4      /**< ATTACK. @since 1.0 */
#define WM_MARCH_CARD_ATTACK1 5     /**< ATTACK+1 (Napoleon, Blitzkrieg and Air Power versions included). @since 1.0 */
#define WM_MARCH_CARD_STRENGTH 6    /**< STRENGTH. @since 1.0 */
#define WM_MARCH_CARD_SCORE 7       /**< SCORE. @since 1.0 */
#define WM_MARCH_CARD_PROPAGANDA 8  /**< PROPAGANDA (Neutral player). @since 1.0 */
#define WM_MARCH_CARD_PARTISANS 9   /**< PARTISANS (Neutral player). @since 1.0 */
#define WM_MARCH_CARD_MILITIA 10    /**< MILITIA (Neutral player). @since 1.0 */
#define WM_MARCH_CARD_VWEAPONS 11   /**< VWEAPONS (Germany, World War 2 part 2; replaces MOVE 1). @since 1.0 */
#define WM_MARCH_CARDS 12           /**< Number of card kinds. @since 1.0 */
/** @} */

/** @name Move ids */
/** @{ */
#define WM_MARCH_PLAY 0          /**< +k: "play CARD": choose card k face down for this turn. @since 1.0 */
#define WM_MARCH_DISCARD 12      /**< +k: "discard CARD": the ATTACK+1 discard, or counter-insurgency's MOVE discard. @since 1.0 */
#define WM_MARCH_REGAIN 24       /**< +k: "regain CARD": Austrian army reform (Vive l'Empereur). @since 1.0 */
#define WM_MARCH_SECOND 36       /**< +k: "second CARD": the Western Allies' paid second MOVE (World War 2). @since 1.0 */
#define WM_MARCH_DEFEND 48       /**< +k: "defend CARD": the defender's MOVE discard for +1 (The War to End War). @since 1.0 */
#define WM_MARCH_FIRST 60        /**< +seat: "first SEAT": who carries out the action first (initiative). @since 1.0 */
#define WM_MARCH_ATTACK 63       /**< +c: "attack COUNTRY": the country of the combat. @since 1.0 */
#define WM_MARCH_COUNTER 67      /**< "counter-insurgency": ATTACK+1 against the partisans (Politics By Other Means). @since 1.0 */
#define WM_MARCH_STANDUP 68      /**< +n: "stand up N": fortified armies joining the attack (0-3). @since 1.0 */
#define WM_MARCH_REDUCE 72       /**< +c: "reduce COUNTRY": STRENGTH lowers that country's VP dice. @since 1.0 */
#define WM_MARCH_PAY5 76         /**< "pay 5VP": STRENGTH paid with VPs instead (World War 2). @since 1.0 */
#define WM_MARCH_FORTIFY 77      /**< +c: "fortify COUNTRY": fortify a normal army there. @since 1.0 */
#define WM_MARCH_FORTIFY_CAPITAL 81 /**< "fortify capital": fortify the army occupying the enemy capital. @since 1.0 */
#define WM_MARCH_AIR 82          /**< +n: "air power N": spend N VPs for +N (World War 2 part 2). @since 1.0 */
#define WM_MARCH_MILITIA_FOR 86  /**< +seat: "militia SEAT": MILITIA's +1 to that side of the combat. @since 1.0 */
#define WM_MARCH_PASS 88         /**< "pass": decline an optional choice. @since 1.0 */
#define WM_MARCH_BUY_INITIATIVE 89 /**< "buy initiative": Germany pays 1VP to flip the initiative card (World War 2). @since 1.0 */
#define WM_MARCH_MILITIA_CUBE 90 /**< "militia cube": MILITIA's first option. @since 1.0 */
#define WM_MARCH_PARTISANS_CUBE 91 /**< "partisans cube": PARTISANS' first option. @since 1.0 */
#define WM_MARCH_PARTISANS_TAKE 92 /**< "partisans take": PARTISANS' second option. @since 1.0 */
#define WM_MARCH_PROPOSE_END 93  /**< "propose end" (with ::WM_MARCH_AGREEMENT). @since 1.0 */
#define WM_MARCH_ACCEPT_END 94   /**< "accept end" (with ::WM_MARCH_AGREEMENT). @since 1.0 */
#define WM_MARCH_REFUSE_END 95   /**< "refuse end" (with ::WM_MARCH_AGREEMENT). @since 1.0 */
#define WM_MARCH_ROLL 96         /**< +(face-1): "roll N": a die roll by ::WM_CHANCE (faces 1-6). @since 1.0 */
#define WM_MARCH_LOSE 102        /**< +k: "lose normal" (0), "lose fortified" (1), "lose capital" (2): the army a single loss takes (The War to End War). @since 1.0 */
#define WM_MARCH_PLACE 105       /**< +c: "place COUNTRY": Austria's third army at set-up (Vive l'Empereur). @since 1.0 */
/**
 * +(from*32 + to*8 + group): "move GROUP FROM>TO".  Groups: 0 "1" (one
 * normal army), 1 "1f" (one fortified army), 2 "1c" (the army on the enemy
 * capital), 3 "2", 4 "2f", 5 "1+1f", 6 "1+1c", 7 "1f+1c".  MOVE 1 and
 * VWEAPONS use groups 0-2.
 * @since 1.0
 */
#define WM_MARCH_MOVE 109
#define WM_MARCH_ACTIONS 237     /**< Size of the action space. @since 1.0 */
/** @} */

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WEIMAR_MARCH_H */
