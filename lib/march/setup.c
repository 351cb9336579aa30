/*
 * setup.c - "Game Set-up" and the scenarios' "Scenario Set-up".
 */
#include "march.h"

#include <string.h>

wm_status wm__march_setup(void *vst, const wm_options *o)
{
    march_state *st = vst;
    int sc = o->scenario ? o->scenario : SC_THIRTY;
    if (sc < SC_THIRTY || sc >= SC_COUNT)
        return wm__fail(WM_EINVAL, "options.scenario: %d is not 1-%d for The March of Progress", sc, SC_COUNT - 1);
    const march_scenario *s = &wm__march_scenarios[sc];
    if (o->seats != 0 && o->seats != s->seats)
        return wm__fail(WM_EINVAL, "options.seats: %d is not %d for scenario %d of The March of Progress", (int)o->seats,
                        (int)s->seats, sc);
    if (o->flags & ~(MARCH_RULE_FLAGS | WM_OPT_NO_HISTORY))
        return wm__fail(WM_EINVAL, "options.flags: 0x%x are not flags of The March of Progress (WM_MARCH_AGREEMENT 0x%x)",
                        (unsigned)(o->flags & ~(MARCH_RULE_FLAGS | WM_OPT_NO_HISTORY)), (unsigned)WM_MARCH_AGREEMENT);
    if (o->bots) /* the title has no Non-player rules */
        return wm__fail(WM_EINVAL, "options.bots: 0x%x, but The March of Progress has no Non-player rules", (unsigned)o->bots);

    memset(st, 0, sizeof *st);
    st->rng = o->seed;
    st->flags = o->flags & MARCH_RULE_FLAGS;
    st->scenario = (uint8_t)sc;
    st->nseats = s->seats;
    st->ncountries = s->countries;
    st->part = 1;
    st->total = s->total;
    st->stock = (int16_t)(s->total - s->start_vp[0] - s->start_vp[1]);
    for (int p = 0; p < 2; p++) {
        st->vp[p] = s->start_vp[p];
        st->strength[p] = s->strength[p];
        st->army_n[p][p] = s->armies_home[p];
        st->army_f[p][C_N1] = s->fortified_neutral[p];
    }
    for (int p = 0; p < s->seats; p++) {
        st->hand[p] = (uint16_t)(s->cards[p] & ~s->start_discard[p] & ~s->start_aside[p]);
        st->discard[p] = s->start_discard[p];
        st->aside[p] = s->start_aside[p];
    }
    memcpy(st->vpdie, s->vpdie, sizeof st->vpdie);
    st->propaganda = 1; /* Politics set-up 3: "places it with the 1 face up" */
    st->initiative = s->initiative < 0 ? 0 : (uint8_t)s->initiative;
    st->phase = PH_SETUP;
    st->sstage = SU_ROLLOFF;
    return WM_OK;
}

/*
 * Set-up decisions, in the rulebook's order: 6. Initiative (roll 1 die
 * each, highest takes it, re-roll ties), 7. Starting VP dice (Marlborough
 * rolls the two neutral dice), 9. Armies in play (Austria places its third
 * army in a neutral country of its choice).  sstage counts through them
 * (enum march_setup_stage, march.h).
 */
void wm__march_setup_next(march_state *st)
{
    const march_scenario *s = SC(st);
    for (;;) {
        switch (st->sstage) {
        case SU_ROLLOFF: /* initiative roll-off */
            if (s->initiative >= 0) {
                st->sstage = SU_MARL_DICE;
                break;
            }
            st->sstage = SU_ROLL_SECOND;
            wm__march_decide(st, D_ROLL_INIT, 0, 0);
            return;
        case SU_ROLL_SECOND:
            st->sstage = SU_ROLLED;
            wm__march_decide(st, D_ROLL_INIT, 1, 1);
            return;
        case SU_ROLLED:
            if (st->roll[0] == st->roll[1]) { /* "re-rolling any ties" */
                st->sstage = SU_ROLLOFF;
                if (wm__logging()) {
                    wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "initiative");
                    wm__log_text("A tie (%d each): roll again", st->roll[0]);
                    wm__log_end();
                }
                break;
            }
            st->initiative = st->roll[0] > st->roll[1] ? 0 : 1;
            st->sstage = SU_MARL_DICE;
            if (wm__logging()) {
                wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "initiative");
                wm__log_str("initiative", s->seat_names[st->initiative]);
                wm__log_text("%s wins the roll-off (%d against %d) and takes the initiative",
                             s->seat_names[st->initiative], st->roll[st->initiative],
                             st->roll[1 - st->initiative]);
                wm__log_end();
            }
            break;
        case SU_MARL_DICE: /* Marlborough 7: roll 2 dice for the neutral countries */
            if (st->scenario != SC_MARL) {
                st->sstage = SU_PLACE;
                break;
            }
            st->sstage = SU_MARL_SECOND;
            wm__march_decide(st, D_ROLL_NEUTRAL, -1, C_N1);
            return;
        case SU_MARL_SECOND:
            st->sstage = SU_PLACE;
            wm__march_decide(st, D_ROLL_NEUTRAL, -1, C_N2);
            return;
        case SU_PLACE: /* Vive 9: the Austrians' army in a neutral country */
            st->sstage = SU_DONE;
            if (st->scenario == SC_VIVE) {
                wm__march_decide(st, D_PLACE, 1, 0);
                return;
            }
            break;
        default: /* SU_DONE: the set-up is over */
            st->sstage = SU_ROLLOFF;
            st->roll[0] = st->roll[1] = 0; /* the roll-off is over */
            st->phase = PH_CHOOSE;
            st->dec_seat = 0;
            return;
        }
    }
}
