/*
 * siege.h - Democracy under Siege: internal interfaces of lib/siege/.
 *
 * Source files follow the rulebook (democracy-under-siege.txt):
 *   content.c  §1.3-§1.8 components as data (RULEBOOK / RECONSTRUCTED)
 *   regime.c   §1.4.3 Political Regimes Track, §3.3.1 shortest-path rule
 *   state.c    §2.0 Game Setup, the flat state and its invariants
 *   rules.c    §1.4-§3.6 rules primitives over the state: Prestige and
 *              Enemy Control on entering or leaving Control Areas, China
 *              (§3.6), Initiative (§3.1), production, upkeep and VP
 *              (§3.4), the winner (§3.5)
 *
 * The title is not registered in lib/core/game.c yet (see
 * doc/rules-siege.md for what is implemented): everything here is reached
 * through these internal entry points and tests/check_siege*.c.
 */
#ifndef WM_SIEGE_INTERNAL_H
#define WM_SIEGE_INTERNAL_H

#include "internal.h"
#include "weimar/siege.h"
#include "content.h"

#include <stdarg.h>

/* ------------------------------------------------------------------ */
/* The game log (common brief).  The core's log is not on this branch  */
/* yet: these no-op fallbacks are replaced by the core's declarations   */
/* when it is merged (they are defined only when WM_LOG_PUBLIC is not).  */
/* ------------------------------------------------------------------ */
#ifndef WM_LOG_PUBLIC
#define WM_LOG_PUBLIC 0xFFFFFFFFu
static inline int wm__logging(void) { return 0; }
static inline void wm__log_begin(int seat, uint32_t viewers, const char *kind)
{
    (void)seat;
    (void)viewers;
    (void)kind;
}
static inline void wm__log_int(const char *key, int64_t value)
{
    (void)key;
    (void)value;
}
static inline void wm__log_str(const char *key, const char *value)
{
    (void)key;
    (void)value;
}
static inline void wm__log_text(const char *fmt, ...) { (void)fmt; }
static inline void wm__log_end(void) {}
#endif

/* ------------------------------------------------------------------ */
/* regime.c                                                              */
/* ------------------------------------------------------------------ */
#define SG_DIST_NONE 0xFF
void wm__siege_regime_dist(int target, uint32_t forbidden, uint8_t out[SG_NREGIME_BOXES]);
uint32_t wm__siege_forbidden(int actor, int target);
uint32_t wm__siege_regime_next(int from, int target, int actor);
int wm__siege_regime_closer(int from, int to, int target);

#endif /* WM_SIEGE_INTERNAL_H */
