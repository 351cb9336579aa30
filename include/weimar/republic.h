/**
 * @file republic.h
 * @brief The Weimar Republic: scenario ids, seats, spaces and the move
 * encoding of ::WM_WEIMAR_REPUBLIC.
 *
 * Four seats (Coalition, KPD, NSDAP, RC), each played by a person or, with
 * its bit in wm_options.bots (0-15), by the rulebook's Non-player system
 * (§8): an NP seat's decisions are made inside wm_apply(), and under
 * ::WM_OPT_EXTERNAL_DICE the only moves at an NP seat are the chance
 * seat's: the bot card revealed (::WM_REPUBLIC_NUM + n, "bot card N"), the
 * Event card revealed from its stack (::WM_REPUBLIC_DRAW + id - 1,
 * "reveal NAME"), dice (::WM_REPUBLIC_ROLL) and random picks among the
 * options the Non-player rules leave tied (the NP's own question narrowed
 * to them).  With all four seats Non-player and internal dice, wm_new()
 * plays the whole game.  The action space has
 * ::WM_REPUBLIC_ACTIONS move ids.  Each pending decision lists a subset of
 * it; the ranges below say what each id means.  Every choice a player makes
 * in the rulebook (which Action, which space, which cube, which unit takes
 * a hit, how many units to lend, which holding box a piece goes to, ...)
 * is one such move; with ::WM_OPT_EXTERNAL_DICE every die roll, card draw
 * and random tie-break is a move of the chance seat.
 */
#ifndef WEIMAR_REPUBLIC_H
#define WEIMAR_REPUBLIC_H

#include "../weimar.h"

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup republic The Weimar Republic
 * @brief Constants of the title ::WM_WEIMAR_REPUBLIC.
 * @{
 */

/** @name Scenarios (wm_options.scenario; 0 selects The Fate of the Republic) */
/** @{ */
#define WM_REPUBLIC_TUTORIAL 1    /**< Tutorial Scenario, 1921-1923 (Playbook §9.2). @since 1.1 */
#define WM_REPUBLIC_REVOLUTION 2  /**< A Time for Revolution?, 1919-1923 (§9.3). @since 1.1 */
#define WM_REPUBLIC_NEW_HOPE 3    /**< A New Hope, 1924-1933 (§9.4). @since 1.1 */
#define WM_REPUBLIC_BLACK_SUN 4   /**< Black Sun Rising, 1928-1933 (§9.5). @since 1.1 */
#define WM_REPUBLIC_FATE 5        /**< The Fate of the Republic, 1919-1933 (§9.6). @since 1.1 */
/** @} */

/** @name Option flags (wm_options.flags) */
/** @{ */
/**
 * @brief Published cards only: every Event whose text no source gives plays
 * with no instructions (§6.1 lets such a card be played for its two
 * Actions), with no name, and with only the flags a source states; the
 * Events the rulebook describes play only what it describes.  Without this
 * flag (the default) every Event has a name, a text, flags and a program,
 * those the sources do not give RECONSTRUCTED from history (the "cards"
 * member of the view says which; doc/republic-content.md gives the
 * method).  Saved games keep the flag.
 * @since 1.3
 */
#define WM_REPUBLIC_PUBLISHED_ONLY (1u << WM_OPT_TITLE_SHIFT)
/** @} */

/** @name Seats (factions, §1.1) */
/** @{ */
#define WM_REPUBLIC_COALITION 0 /**< Seat 0: the Coalition (SPD, DDP, Zentrum). @since 1.1 */
#define WM_REPUBLIC_KPD 1       /**< Seat 1: the KPD. @since 1.1 */
#define WM_REPUBLIC_NSDAP 2     /**< Seat 2: the NSDAP. @since 1.1 */
#define WM_REPUBLIC_RC 3        /**< Seat 3: the Radical Conservatives. @since 1.1 */
/** @} */

/** @name Map spaces (§1.2): Cities, Bayern, then the Regions' spaces */
/** @{ */
#define WM_REPUBLIC_BERLIN 0              /**< City. @since 1.1 */
#define WM_REPUBLIC_MUENCHEN 1            /**< City. @since 1.1 */
#define WM_REPUBLIC_HAMBURG 2             /**< City. @since 1.1 */
#define WM_REPUBLIC_KOELN 3               /**< City. @since 1.1 */
#define WM_REPUBLIC_BAYERN 4              /**< State in no Region. @since 1.1 */
#define WM_REPUBLIC_MECKLENBURG 5         /**< Northern States. @since 1.1 */
#define WM_REPUBLIC_OLDENBURG 6           /**< Northern States. @since 1.1 */
#define WM_REPUBLIC_BRAUNSCHWEIG_ANHALT 7 /**< Northern States. @since 1.1 */
#define WM_REPUBLIC_WALDECK_LIPPE 8       /**< Northern States. @since 1.1 */
#define WM_REPUBLIC_SACHSEN 9             /**< Southern States. @since 1.1 */
#define WM_REPUBLIC_THUERINGEN 10         /**< Southern States. @since 1.1 */
#define WM_REPUBLIC_HESSEN 11             /**< Southern States. @since 1.1 */
#define WM_REPUBLIC_BADEN 12              /**< Southern States. @since 1.1 */
#define WM_REPUBLIC_WUERTTEMBERG 13       /**< Southern States. @since 1.1 */
#define WM_REPUBLIC_OSTPREUSSEN 14        /**< Preußen. @since 1.1 */
#define WM_REPUBLIC_POSEN_WESTPREUSSEN 15 /**< Preußen. @since 1.1 */
#define WM_REPUBLIC_POMMERN 16            /**< Preußen. @since 1.1 */
#define WM_REPUBLIC_BRANDENBURG 17        /**< Preußen. @since 1.1 */
#define WM_REPUBLIC_PROVINZ_SACHSEN 18    /**< Preußen. @since 1.1 */
#define WM_REPUBLIC_NIEDERSCHLESIEN 19    /**< Preußen. @since 1.1 */
#define WM_REPUBLIC_OBERSCHLESIEN 20      /**< Preußen. @since 1.1 */
#define WM_REPUBLIC_SCHLESWIG_HOLSTEIN 21 /**< Preußen. @since 1.1 */
#define WM_REPUBLIC_PROVINZ_HANNOVER 22   /**< Preußen. @since 1.1 */
#define WM_REPUBLIC_PROVINZ_WESTFALEN 23  /**< Preußen. @since 1.1 */
#define WM_REPUBLIC_HESSENPROVINZ 24      /**< Preußen. @since 1.1 */
#define WM_REPUBLIC_RHEINPROVINZ 25       /**< Preußen. @since 1.1 */
#define WM_REPUBLIC_SPACES 26             /**< Number of map spaces. @since 1.1 */
/** @} */

/** @name Actions (index a of ::WM_REPUBLIC_ACTION; §6.2-§6.6) */
/** @{ */
#define WM_REPUBLIC_A_ASSAULT 0          /**< Assault (every faction, §6.2). @since 1.1 */
#define WM_REPUBLIC_A_GAIN_MOMENTUM 1    /**< Gain Momentum (every faction). @since 1.1 */
#define WM_REPUBLIC_A_MOVE_MCS 2         /**< Move Middle Class Sympathies (every faction). @since 1.1 */
#define WM_REPUBLIC_A_MOVE_UNITS 3       /**< Move Units (every faction). @since 1.1 */
#define WM_REPUBLIC_A_PLACE_INFLUENCE 4  /**< Place Influence (every faction). @since 1.1 */
#define WM_REPUBLIC_A_REMOVE_INFLUENCE 5 /**< Remove Influence (every faction). @since 1.1 */
#define WM_REPUBLIC_A_PLACE_SV 6         /**< Place Sudden Victory Marker (every faction). @since 1.1 */
#define WM_REPUBLIC_A_PLACE_UNIT 7       /**< Place Unit (every faction). @since 1.1 */
#define WM_REPUBLIC_A_ADVANCE_PROGRESS 8 /**< Advance Progress Track (Coalition). @since 1.1 */
#define WM_REPUBLIC_A_INCREASE_DEALS 9   /**< Increase Deals Track (Coalition). @since 1.1 */
#define WM_REPUBLIC_A_INCREASE_UNITY 10  /**< Increase Unity (Coalition). @since 1.1 */
#define WM_REPUBLIC_A_LEVERAGE_MAP 11    /**< Place Leverage on the Map (Coalition, RC). @since 1.1 */
#define WM_REPUBLIC_A_LEVERAGE_TRACK 12  /**< Place Leverage on a Track (Coalition, RC). @since 1.1 */
#define WM_REPUBLIC_A_PLACE_REFORM 13    /**< Place Reform (Coalition). @since 1.1 */
#define WM_REPUBLIC_A_REMOVE_LEVERAGE 14 /**< Remove Leverage (Coalition, RC). @since 1.1 */
#define WM_REPUBLIC_A_CHANGE_STANCE 15   /**< Change Stance (KPD, NSDAP). @since 1.1 */
#define WM_REPUBLIC_A_FLIP_STRIKE 16     /**< Flip Strike to Uprising (KPD). @since 1.1 */
#define WM_REPUBLIC_A_PLACE_CADRE 17     /**< Place Cadre (KPD, NSDAP). @since 1.1 */
#define WM_REPUBLIC_A_PLACE_STRIKE 18    /**< Place Strike (KPD). @since 1.1 */
#define WM_REPUBLIC_A_ASSASSINATIONS 19  /**< Place Assassinations (NSDAP, RC). @since 1.1 */
#define WM_REPUBLIC_A_ADVANCE_REACTION 20 /**< Advance Reaction Track (RC). @since 1.1 */
#define WM_REPUBLIC_A_PLACE_CLIQUE 21    /**< Place Conservative Clique (RC). @since 1.1 */
#define WM_REPUBLIC_A_TEST_LOYALTY 22    /**< Test Coalition Loyalty (RC). @since 1.1 */
#define WM_REPUBLIC_NACTIONS 23          /**< Number of Action kinds. @since 1.1 */
/** @} */

/** @name Track choices (index t of ::WM_REPUBLIC_TRACK) */
/** @{ */
#define WM_REPUBLIC_T_ECON_LEFT 0   /**< Economy track, Hyperinflation side. @since 1.1 */
#define WM_REPUBLIC_T_ECON_RIGHT 1  /**< Economy track, Mass Unemployment side. @since 1.1 */
#define WM_REPUBLIC_T_PROGRESS 2    /**< Progress track. @since 1.1 */
#define WM_REPUBLIC_T_REACTION 3    /**< Reaction track. @since 1.1 */
#define WM_REPUBLIC_T_US 4          /**< U.S. Deals track. @since 1.1 */
#define WM_REPUBLIC_T_USSR 5        /**< U.S.S.R. Deals track. @since 1.1 */
#define WM_REPUBLIC_T_DEMOCRATIC 6  /**< Stance one box towards Democratic. @since 1.1 */
#define WM_REPUBLIC_T_REVOLUTIONARY 7 /**< Stance one box towards Revolutionary. @since 1.1 */
/** @} */

/** @name Unit kinds (index k of ::WM_REPUBLIC_KIND) */
/** @{ */
#define WM_REPUBLIC_K_REICHSWEHR 0 /**< Coalition Reichswehr (SV 3). @since 1.1 */
#define WM_REPUBLIC_K_FREIKORPS 1  /**< Unrevealed Coalition Freikorps (SV 2). @since 1.1 */
#define WM_REPUBLIC_K_LOYAL 2      /**< Revealed loyal Coalition Freikorps (SV 2). @since 1.1 */
#define WM_REPUBLIC_K_ROGUE 3      /**< RC Rogue Freikorps (SV 2). @since 1.1 */
#define WM_REPUBLIC_K_MILITIA 4    /**< KPD Worker Militia (SV 1). @since 1.1 */
#define WM_REPUBLIC_K_SA 5         /**< NSDAP SA (SV 1). @since 1.1 */
/** @} */

/** @name Pieces (index p of ::WM_REPUBLIC_PIECE) */
/** @{ */
#define WM_REPUBLIC_P_REFORM 0        /**< a Coalition Reform. @since 1.1 */
#define WM_REPUBLIC_P_KPD_CADRE 1     /**< a KPD Cadre. @since 1.1 */
#define WM_REPUBLIC_P_NSDAP_CADRE 2   /**< an NSDAP Cadre. @since 1.1 */
#define WM_REPUBLIC_P_YELLOW 3        /**< a yellow (Coalition) Leverage. @since 1.1 */
#define WM_REPUBLIC_P_BLACK 4         /**< a black (RC) Leverage. @since 1.1 */
/** @} */

/** @name Holding boxes (index b of ::WM_REPUBLIC_BOX; §5.1-§5.3) */
/** @{ */
#define WM_REPUBLIC_B_US 0          /**< the U.S. Deals track (yellow Leverage). @since 1.1 */
#define WM_REPUBLIC_B_USSR 1        /**< the U.S.S.R. Deals track (yellow and black Leverage, KPD Cadres). @since 1.1 */
#define WM_REPUBLIC_B_RC 2          /**< the RC mat's Economic Influence track (black Leverage, Cliques, its Assassinations marker). @since 1.1 */
#define WM_REPUBLIC_B_KPD 3         /**< the KPD mat (KPD Cadres). @since 1.1 */
#define WM_REPUBLIC_B_NSDAP 4       /**< the NSDAP mat (NSDAP Cadres, its Assassinations marker). @since 1.1 */
#define WM_REPUBLIC_B_PAWNS 5       /**< the pawn column between Progress and Reaction (Middle Class Sympathies). @since 1.1 */
#define WM_REPUBLIC_B_REACTION 6    /**< the Reaction track (NSDAP Cadres, Clique, its Assassinations marker). @since 1.1 */
#define WM_REPUBLIC_B_HYPER 7       /**< the pawn box above Hyperinflation. @since 1.1 */
#define WM_REPUBLIC_B_MASS 8        /**< the pawn box above Mass Unemployment. @since 1.1 */
/** @} */

/** @name Move ids */
/** @{ */
#define WM_REPUBLIC_DONE 0        /**< "done": stop an "up to" choice, decline an option, end a sub-step. @since 1.1 */
#define WM_REPUBLIC_YES 1         /**< "yes": accept (spend a pawn, play Article 48...). @since 1.1 */
#define WM_REPUBLIC_NO 2          /**< "no": refuse. @since 1.1 */
#define WM_REPUBLIC_PASS 3        /**< "pass": take no Action this Action Step (§6.0). @since 1.1 */
#define WM_REPUBLIC_END 4         /**< "end turn": finish the Action Step. @since 1.1 */
#define WM_REPUBLIC_SEATS 5       /**< "play Reichstag Seats" (§6.0). @since 1.1 */
#define WM_REPUBLIC_SEATS_EXTRA 6 /**< "call election with Reichstag Seats": Extra Election (§7.7). @since 1.1 */
#define WM_REPUBLIC_ACTION 7      /**< +a: "action NAME": take an Action (see WM_REPUBLIC_A_*). @since 1.1 */
#define WM_REPUBLIC_TRACK 30      /**< +t: "track NAME": choose a track or a direction (WM_REPUBLIC_T_*). @since 1.1 */
#define WM_REPUBLIC_FACTION 38    /**< +f: "faction NAME": choose a faction (target, faction asked to lend, turn order, PV transfer). @since 1.1 */
#define WM_REPUBLIC_CUBE 42       /**< +f: "cube NAME": remove one Influence cube of faction f. @since 1.1 */
#define WM_REPUBLIC_KIND 46       /**< +k: "unit KIND": choose a kind of unit (to place, move or hit). @since 1.1 */
#define WM_REPUBLIC_ROLL 52       /**< +(face-1): "roll N": a die roll by ::WM_CHANCE. @since 1.1 */
/**
 * +p: "pawn BOX": a Middle Class Sympathies pawn.  p = level (2-5): the
 * pawn between the Progress and Reaction tracks at that level; 8: above
 * Hyperinflation; 9: above Mass Unemployment; 10 + f: return a pawn from
 * faction f's mat; 14: (NSDAP) take the pawn from the RC mat.
 * @since 1.1
 */
#define WM_REPUBLIC_PAWN 58
#define WM_REPUBLIC_PIECE 74      /**< +p: "piece NAME": choose a piece (WM_REPUBLIC_P_*). @since 1.1 */
#define WM_REPUBLIC_PC 79         /**< +u: "play control UNIT": play Parliamentary Control card u (§7.1 order). @since 1.1 */
#define WM_REPUBLIC_PC_EXTRA 87   /**< +u: "call election with control UNIT": Extra Election (§7.7). @since 1.1 */
#define WM_REPUBLIC_NUM 95        /**< +n: "number N" (0-63): an amount (cubes, PV transferred, units of one kind lent); ::WM_CHANCE revealing a Non-player's bot card n: "bot card N". @since 1.1 */
#define WM_REPUBLIC_SPACE 159     /**< +s: "space NAME": choose a map space. @since 1.1 */
#define WM_REPUBLIC_TIE 185       /**< +f: "tie NAME": ::WM_CHANCE breaks an election tie for faction f. @since 1.1 */
#define WM_REPUBLIC_CARD 189      /**< +(id-1): "event NAME": play the Event card with card id 1-169. @since 1.1 */
#define WM_REPUBLIC_DISCARD 358   /**< +(id-1): "discard NAME": pass, discarding that card and drawing another. @since 1.1 */
#define WM_REPUBLIC_DRAW 527      /**< +(id-1): "draw NAME": ::WM_CHANCE deals that card; or reveals it from a Non-player's stack: "reveal NAME". @since 1.1 */
/**
 * +b: "box NAME": the holding box a piece leaves or returns to, where the
 * rules leave the choice to the seat (§5.1-§5.2; see WM_REPUBLIC_B_*), or
 * which Available Assassinations marker is placed.
 * @since 1.1
 */
#define WM_REPUBLIC_BOX 696
#define WM_REPUBLIC_ACTIONS 705   /**< Size of the action space. @since 1.1 */
/** @} */

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WEIMAR_REPUBLIC_H */
