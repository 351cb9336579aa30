/*
 * rp_testutil.h - arranged positions of The Weimar Republic, shared by the
 * Check suites that set a Republic position up by hand (check_republic,
 * check_republic_events, check_log).
 */
#ifndef RP_TESTUTIL_H
#define RP_TESTUTIL_H

#include "core.h"
#include "../lib/republic/republic.h"

/* A position arranged by hand becomes the game's anchor (it must be an
 * anchor point: the Action Step menu or a question of the round); the
 * invariant checker must accept it. */
void rpt_poked(wm_game *g);

/* Every piece off the map, back to its holding box (the returns whose box
 * is a choice go to the first box). */
void rpt_clear_map(rp_state *st);

#endif /* RP_TESTUTIL_H */
