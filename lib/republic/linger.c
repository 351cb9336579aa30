/*
 * linger.c - The Weimar Republic: Lingering Events in play (§1.6, §6.0,
 * §6.1): the modifiers and bans other rules read (Actions, Assaults,
 * Article 48, the Reichstag Seats), and the end of Lingering Events (§4
 * step 6: at a New Era; at the next General Election, §7.2-§7.3).  Below
 * the Event interpreter (effects.c) and the Elections (elect.c), which
 * both end Lingering Events; it reads only the cards.
 */
#include "republic.h"

/* ------------------------------------------------------------------ */
/* Lingering modifiers                                                  */
/* ------------------------------------------------------------------ */

/* The sum of the modifiers of one kind that apply to faction f, over the
 * Lingering Events in play. */
int wm__republic_mod(const rp_state *st, int kind, int f)
{
    int sum = 0;
    for (int w = 0; w < CW; w++)
        for (uint64_t m = st->linger[w]; m; m &= m - 1) {
            int id = w * 64 + __builtin_ctzll(m);
            if (id > RP_NCARDS || !CARD(id)->mods)
                continue;
            for (const rp_fx_mod *md = CARD(id)->mods; md->kind != RP_MOD_NONE; md++)
                if (md->kind == kind && (md->who == RP_FX_ANY || md->who == f))
                    sum += md->n;
        }
    return sum;
}

/* §6.0 "In-play Lingering Events [1.6] may alter or block certain Actions
 * (even those granted by a just played Event card)": a ban (RP_MOD_BAN_ACTION,
 * its n the Action) of faction f, or of every faction. */
uint32_t wm__republic_banned_actions(const rp_state *st, int f)
{
    uint32_t r = 0;
    const uint64_t *ban = rp_ban_cards();
    if (!((st->linger[0] & ban[0]) | (st->linger[1] & ban[1]) | (st->linger[2] & ban[2])))
        return 0; /* no card with a ban in play: the common case, on every Action menu */
    for (int w = 0; w < CW; w++)
        for (uint64_t m = st->linger[w] & ban[w]; m; m &= m - 1) {
            int id = w * 64 + __builtin_ctzll(m);
            if (id > RP_NCARDS || !CARD(id)->mods)
                continue;
            for (const rp_fx_mod *md = CARD(id)->mods; md->kind != RP_MOD_NONE; md++)
                if (md->kind == RP_MOD_BAN_ACTION && md->n < WM_REPUBLIC_NACTIONS &&
                    (md->who == RP_FX_ANY || md->who == f))
                    r |= 1u << md->n;
        }
    return r;
}

int wm__republic_action_banned(const rp_state *st, int f, int a)
{
    return a >= 0 && a < WM_REPUBLIC_NACTIONS && bit(wm__republic_banned_actions(st, f), a);
}

/* §6.0 Article 48 may be played: face-up, and no Lingering Event forbids it. */
int wm__republic_a48_playable(const rp_state *st)
{
    return st->a48_up && !wm__republic_mod(st, RP_MOD_NO_ARTICLE48, RP_COALITION);
}

/* §4 step 6 "Remove Lingering Events that are ending": each card's end is
 * its .ends; those that end leave the game (all but RP_ENDS_NEVER). */
/* The Lingering Event id leaves the game, ending with `what`. */
static void linger_leaves(rp_state *st, int id, const char *what)
{
    card_del(st->linger, id);
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "event");
        wm__log_int("card", id);
        wm__log_text("Lingering Event #%d %s ends with %s and leaves the game", id, CARD(id)->name ? CARD(id)->name : "",
                     what);
        wm__log_end();
    }
}

void wm__republic_linger_new_era(rp_state *st)
{
    for (int id = 1; id <= RP_NCARDS; id++)
        if (card_has(st->linger, id) && CARD(id)->ends != RP_ENDS_NEVER) /* NEW_ERA, and ELECTION's "or at the New Era" */
            linger_leaves(st, id, "its Era");
}

/* RP_ENDS_ELECTION: a Lingering Event that lasts until the next General
 * Election (§7.2-§7.3: an Election card's, a Snap Election, the final
 * one) leaves the game once its outcome is known (the game goes on). */
void wm__republic_linger_election(rp_state *st)
{
    for (int id = 1; id <= RP_NEVENTS; id++)
        if (card_has(st->linger, id) && CARD(id)->ends == RP_ENDS_ELECTION)
            linger_leaves(st, id, "the General Election");
}

/* The start of a round: Lingering modifiers that act then. */
void wm__republic_linger_round_start(rp_state *st)
{
    if (st->rs_holder < NF && !st->rs_up && wm__republic_mod(st, RP_MOD_SEATS_EACH_ROUND, st->rs_holder))
        st->rs_up = 1;
}
