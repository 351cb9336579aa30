/*
 * neutral.c - Politics By Other Means: the Neutral player's cards.
 *
 * "Play MILITIA action 2 when the Attack actions are carried out (combat.c).
 * Play Militia action 1, the PARTISANS and PROPAGANDA actions after all the
 * other actions have been completed."
 */
#include "march.h"

static int armies_in_neutral(const march_state *st)
{
    return wm__march_armies_in(st, 0, C_N1) + wm__march_armies_in(st, 1, C_N1);
}

/* PARTISANS: "EITHER: If the neutral country contains at least 1 army, put
 * a 1VP cube from the stock onto the neutral country card ... OR: Take all
 * the VP cubes, if any, on the neutral country card and put them in your
 * personal VP stock."  Choosing an option that does nothing is a legal
 * choice ("pass") whenever one of them would do nothing. */
int wm__march_neutral_partisan_options(const march_state *st, wm_move *buf)
{
    int cube = armies_in_neutral(st) > 0 && st->stock > 0;
    int take = st->cubes > 0;
    int k = 0;
    if (!cube && !take)
        return 0;
    if (!(cube && take)) /* in increasing id order: PASS comes first */
        buf[k++] = WM_MARCH_PASS;
    if (cube)
        buf[k++] = WM_MARCH_PARTISANS_CUBE;
    if (take)
        buf[k++] = WM_MARCH_PARTISANS_TAKE;
    return k;
}

int wm__march_neutral_continue(march_state *st, int card)
{
    if (st->astage != AC_BEGIN)
        return 1; /* the decision opened below has been made */
    switch (card) {
    case WM_MARCH_CARD_MILITIA:
        /* "EITHER: If there are no armies in the neutral country, put a 1VP
         * cube from the stock onto the neutral country card."  Not available
         * once the second option was used in a combat this turn. */
        if (!(st->tflags & TF_MILITIA_USED) && armies_in_neutral(st) == 0 && st->stock > 0) {
            st->astage = AC_ASKED;
            wm__march_decide(st, D_MILITIA_END, WM_MARCH_NEUTRAL, 0);
            return 0;
        }
        return 1;
    case WM_MARCH_CARD_PARTISANS: {
        wm_move tmp[3];
        if (wm__march_neutral_partisan_options(st, tmp) == 0)
            return 1;
        st->astage = AC_ASKED;
        wm__march_decide(st, D_PARTISANS, WM_MARCH_NEUTRAL, 0);
        return 0;
    }
    case WM_MARCH_CARD_PROPAGANDA:
        /* "Increase the Propaganda level dice by 1 (maximum 6) if: 1. Either
         * of the other players has played the SCORE action while controlling
         * the neutral country this turn; or 2. Either of the other players
         * has played their STRENGTH card this turn and depletes the neutral
         * country's VP dice."  "Depletes" is read as "reduces": a STRENGTH
         * that lowers the neutral VP dice (the only way a STRENGTH can touch
         * it). */
        if ((st->tflags & (TF_SCORED_NEUTRAL | TF_DEPLETED_NEUTRAL)) && st->propaganda < 6) {
            st->propaganda++;
            if (wm__logging()) {
                wm__log_begin(WM_MARCH_NEUTRAL, WM_LOG_PUBLIC, "propaganda");
                wm__log_int("propaganda", st->propaganda);
                wm__log_text("PROPAGANDA: the Propaganda level rises to %d (%s this turn)", st->propaganda,
                             (st->tflags & TF_SCORED_NEUTRAL) ? "a SCORE while controlling the neutral country"
                                                               : "a STRENGTH reduced the neutral VP dice");
                wm__log_end();
            }
        } else if (wm__logging()) {
            wm__log_begin(WM_MARCH_NEUTRAL, WM_LOG_PUBLIC, "propaganda");
            wm__log_int("propaganda", st->propaganda);
            wm__log_text("PROPAGANDA: the Propaganda level stays at %d", st->propaganda);
            wm__log_end();
        }
        return 1;
    default:
        return 1;
    }
}
