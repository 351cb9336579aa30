/*
 * rp_testutil.h - arranged positions of The Weimar Republic, shared by the
 * Check suites that set a Republic position up by hand (check_republic,
 * check_republic_events, check_republic_np, check_log).
 */
#ifndef RP_TESTUTIL_H
#define RP_TESTUTIL_H

#include "core.h"
#include "../lib/republic/republic.h"

/* In the tests CARD(id) is a card of the default content (the table of
 * WM_REPUBLIC_PUBLISHED_ONLY is wm__republic_cards_published). */
#undef CARD
#define CARD(id) (&wm__republic_cards[id])

/* A position arranged by hand becomes the game's anchor (it must be an
 * anchor point: the Action Step menu or a question of the round); the
 * invariant checker must accept it. */
void rpt_poked(wm_game *g);

/* Every piece off the map, back to its holding box (the returns whose box
 * is a choice go to the first box). */
void rpt_clear_map(rp_state *st);

/* Makes an arranged position a game of the published cards only
 * (WM_REPUBLIC_PUBLISHED_ONLY, set at an anchor point; rpt_poked after):
 * for the tests of what the rulebook states a card does, and no more. */
void rpt_published(wm_game *g);

/* A game of `scenario` with WM_OPT_EXTERNAL_DICE and the given seed. */
wm_game *rpt_game_seed(int scenario, uint64_t seed);

/* The same with seed 1933. */
wm_game *rpt_game(int scenario);

/* The same, with the turn order chosen so that the first Action Step
 * belongs to `first` (the Coalition, the Momentum faction, §2 Note, sets
 * it first). */
wm_game *rpt_game_at(int scenario, int first);

/* The winner of a finished game (-1 while it goes on, -2 for none). */
int rpt_over_winner(wm_game *g);

/* The lowest set bit of m, or -1. */
int rpt_low_bit(uint32_t m);

/* Takes a yellow (US, else USSR) or black (RC mat, else USSR) Leverage
 * from its holding box, for placing it by hand. */
void rpt_take_yellow_any(rp_state *st);
void rpt_take_black_any(rp_state *st);

/* Fate, the Coalition at its first Action Step menu, every piece off the
 * map (rpt_clear_map), Article 48 face-down; not yet the anchor. */
wm_game *rpt_coalition_empty_map(void);

/* A game of `scenario` whose faction f, at its first Action Step menu,
 * holds card id, Article 48 face-down; made the anchor (rpt_poked). */
wm_game *rpt_holding_card(int scenario, int f, int id);

/* Progress and Reaction levels, with the Leverage they need (§5.7). */
void rpt_set_levels(rp_state *st, int prog, int react);

/* A yellow Leverage, a Reichswehr unit, or a Freikorps counter from a mat
 * (state fkst; hidden side rogue, -1 any) into space s. */
void rpt_put_yellow(rp_state *st, int s);
void rpt_put_rw(rp_state *st, int s);
void rpt_put_fk(rp_state *st, int s, int fkst, int rogue);

/* A Coalition Reform from its holding box on the Progress track to space
 * s (§5.7: the lowest box first). */
void rpt_put_reform(rp_state *st, int s);

/* A Strike marker from the KPD mat to space s, as side (RP_STRIKE_STRIKE
 * or RP_STRIKE_UPRISING), keeping the Available ones (the highest slot
 * first). */
void rpt_put_strike(rp_state *st, int s, int side);

/* Moves a card into a faction's hand from wherever it is. */
void rpt_give_card(rp_state *st, int f, int id);

/* Moves a card into the Lingering Events (§6.1) from wherever it is. */
void rpt_linger(rp_state *st, int id);

/* Every hand back into the draw deck (for a New Era deal, §4 step 6, of
 * known hands). */
void rpt_hands_to_deck(rp_state *st);

/* The Middle Class Sympathies pawns: every holding box between the
 * Progress and Reaction tracks full, the Economy track's two boxes as the
 * mask econ_mcs, and on the faction mats only the ones listed: (faction,
 * count) pairs, -1 ends. */
void rpt_pawns(rp_state *st, int econ_mcs, ...);

/* Ends the current Action Step and passes every following one of the
 * round (stops at the first question that is neither). */
void rpt_pass_all(wm_game *g);

/* Drives an arranged position into the round's Elections (§7): faction f,
 * at its Action Step menu, is given Election card #154 and plays it as
 * its Event with two Gain Momentum Actions, and the round's other Action
 * Steps pass.  The position is made the anchor (rpt_poked) first. */
void rpt_elections_by_154(wm_game *g, int f);

/* The rulebook's positions shared by more than one suite, each the
 * game's anchor (rpt_poked) once arranged: */

/* §6.2 the Assault example in Bayern, Fate, the RC at its Action Step
 * menu: Progress 2, Reaction 3; in Bayern two revealed Rogue Freikorps, a
 * Reichswehr unit and two unrevealed Freikorps (one hiding Rogue, one
 * loyal), a KPD Worker Militia, two Coalition cubes against one RC cube,
 * a yellow Leverage; the Coalition holds Bayern's Parliamentary Control
 * card; no pawn to spend but one on the KPD mat. */
wm_game *rpt_example_bayern_assault(void);

/* §6.0 the 1933 Action Step example, Fate, the KPD at its Action Step
 * menu in the Late Year 1933: KPD cubes in Rheinprovinz and Bayern, an
 * NSDAP cube in Bayern, the Economy Stable, Unity Sound; the KPD holds
 * #124 Hindenburg Runs Again and its Reichstag Seats card face-up.
 * with_117: the NSDAP holds #117 Hitler Sworn In too. */
wm_game *rpt_example_1933(int with_117);

/* §3.2 the RC steals the NSDAP's victory, the board of check_republic's
 * test_3_2_rc_steals_nsdap_victory: A New Hope, the RC at its Action Step
 * menu, the map empty but the RC's 10 cubes in Bayern (PV 5) and an NSDAP
 * cube in Berlin (PV 6), Article 48 face-down.  The RC does not hold #154
 * yet; not yet the anchor. */
wm_game *rpt_rc_steals_board(void);

#endif /* RP_TESTUTIL_H */
