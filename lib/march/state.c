/*
 * state.c - what every rules file of The March of Progress stands on (with
 * march.h's inline wm__march_decide and wm__march_card_step): the VP
 * fields of the log and "Game End and Winning"'s final tally and end.
 * Nothing here calls a rules file (doc/design.md, "The layers").
 */
#include "march.h"

/* The Neutral player's tally: "Multiply the Neutral player's VP total by
 * the Propaganda level". */
static int tally(const march_state *st, int s)
{
    return s == WM_MARCH_NEUTRAL ? st->vp[s] * st->propaganda : st->vp[s];
}

/* Most VPs wins; seats sharing the best tally draw. */
static void rank_by_vp(march_state *st)
{
    int best = -1, nbest = 0;
    for (int s = 0; s < st->nseats; s++) {
        int t = tally(st, s);
        if (t > best) {
            best = t;
            nbest = 1;
        } else if (t == best) {
            nbest++;
        }
    }
    for (int s = 0; s < st->nseats; s++)
        st->result[s] = (int8_t)(tally(st, s) == best ? (nbest == 1 ? WM_WIN : WM_DRAW) : WM_LOSS);
}

void wm__march_log_vp(const march_state *st)
{
    for (int s = 0; s < st->nseats; s++) {
        char key[24];
        size_t n = wm__str_append(key, sizeof key, 0, "vp_");
        wm__str_append(key, sizeof key, n, SC(st)->seat_names[s]);
        wm__log_int(key, st->vp[s]);
    }
    wm__log_int("stock", st->stock);
}

/* "Blue 12VP, Orange 9VP" (the Neutral player's tally multiplied). */
void wm__march_log_tally(const march_state *st)
{
    for (int s = 0; s < st->nseats; s++) {
        if (s == WM_MARCH_NEUTRAL && st->nseats > 2)
            wm__log_text("%s %s %dVP x Propaganda %d = %d", s ? "," : "", SC(st)->seat_names[s], st->vp[s],
                         st->propaganda, st->vp[s] * st->propaganda);
        else
            wm__log_text("%s %s %dVP", s ? "," : "", SC(st)->seat_names[s], st->vp[s]);
    }
}

/* The entry of the game's end: why it ended, the final tally. */
void wm__march_log_end(const march_state *st, const char *why)
{
    if (!wm__logging())
        return;
    wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "end");
    wm__log_str("reason", why);
    wm__log_int("turn", st->turn);
    wm__march_log_vp(st);
    wm__log_text("Game over after turn %u: %s. Final tally:", (unsigned)st->turn, why);
    wm__march_log_tally(st);
    wm__log_end();
}

/* Ends the game: winner is the seat that wins alone, END_DRAW, or
 * END_BY_VP (most VPs wins; Vive: "In the case of a tie, the French
 * win."). */
void wm__march_finish(march_state *st, int winner)
{
    if (winner == END_BY_VP && st->scenario == SC_VIVE && st->vp[0] == st->vp[1])
        winner = 0;
    if (winner == END_BY_VP)
        rank_by_vp(st);
    else
        for (int s = 0; s < st->nseats; s++)
            st->result[s] = (int8_t)(winner == END_DRAW ? WM_DRAW : s == winner ? WM_WIN : WM_LOSS);
    st->phase = PH_OVER;
    st->dec = D_NONE;
}
