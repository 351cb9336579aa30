/*
 * rp_testutil.c - arranged positions of The Weimar Republic for the Check
 * suites (rp_testutil.h).
 */
#include "rp_testutil.h"

#include <check.h>

void rpt_poked(wm_game *g)
{
    wm__republic_rebase((rp_game *)(void *)g->state);
    ck_assert_msg(wm_check(g) == WM_OK, "arranged position violates the invariants");
}

void rpt_clear_map(rp_state *st)
{
    for (int s = 0; s < NSP; s++) {
        for (int f = 0; f < NF; f++)
            st->cubes[s][f] = 0;
        while (st->rw[s]) {
            st->rw[s]--;
            wm__republic_return_rw(st);
        }
        st->mil[s] = st->sa[s] = 0;
        wm__republic_remove_lev_in(st, s, 0);
        wm__republic_remove_lev_in(st, s, 1);
        if (st->strike[s]) {
            st->strike[s] = 0;
            wm__republic_return_strike(st);
        }
        if (st->cadre[s]) {
            wm__republic_return_cadre(st, st->cadre[s]);
            st->cadre[s] = 0;
        }
        while (st->reform[s]) {
            st->reform[s]--;
            wm__republic_return_reform(st);
        }
        while (st->clique[s]) {
            st->clique[s]--;
            wm__republic_return_clique(st);
        }
        wm__republic_remove_ass_in(st, s, 0);
    }
    for (int i = 0; i < NFK; i++)
        if (st->fk_loc[i] < NSP)
            st->fk_loc[i] = st->fk_st[i] == FK_ROGUE ? FK_RC_MAT : FK_COAL_MAT;
    if (st->gs) {
        st->gs = 0;
        st->kpd_mat = (uint8_t)(st->kpd_mat | (1u << wm__republic_gs_slot()));
    }
    wm__republic_box_flush(st); /* the returns whose box is a choice: the first box */
}
