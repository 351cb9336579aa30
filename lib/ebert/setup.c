/*
 * setup.c - "Setup for Chapter I" (steps A-I) and "Setup for the Further
 * Chapters".
 */
#include "ebert.h"

#include <string.h>

/* The seat responsible for a marker kind ("B. Distribute the material"):
 * the person holding the group; Jokers stay with Ebert ("Ebert keeps
 * Jokers for himself"). */
int wm__ebert_holder(const ebert_state *st, int kind)
{
    if (kind >= EB_JOKER)
        return WM_EBERT_EBERT;
    return CH(st)->holder[st->nseats][kind];
}

/* Setup D / "Variant Flexibility": keep the first letter of the stack, shuffle
 * the others without turning them.  Set-up chance: always the generator. */
static void flex_shuffle_setup(ebert_state *st, int g)
{
    for (int k = 1; k + 1 < st->npile[g]; k++) {
        int r = k + (int)wm__rng_below(&st->rng, (uint32_t)(st->npile[g] - k));
        uint8_t t = st->pile[g][k];
        st->pile[g][k] = st->pile[g][r];
        st->pile[g][r] = t;
    }
}

wm_status wm__ebert_init(void *vst, const wm_options *o)
{
    ebert_state *st = vst;
    int ch = o->scenario ? o->scenario : WM_EBERT_CHAPTER_I;
    if (ch < WM_EBERT_CHAPTER_I || ch > WM_EBERT_CHAPTER_IV)
        return wm__fail(WM_EINVAL, "options.scenario: %d is not a chapter (1-4) of Friedrich Ebert", ch);
    int people = o->seats ? o->seats : WM_EBERT_MAX_SEATS;
    if (people < 1 || people > WM_EBERT_MAX_SEATS)
        return wm__fail(WM_EINVAL, "options.seats: %d is not 1-4 for Friedrich Ebert", people);
    if (o->flags & ~(EB_RULE_FLAGS | WM_OPT_NO_HISTORY))
        return wm__fail(WM_EINVAL, "options.flags: 0x%x are not flags of Friedrich Ebert",
                        (unsigned)(o->flags & ~(EB_RULE_FLAGS | WM_OPT_NO_HISTORY)));
    uint32_t diff = (o->flags & WM_EBERT_DIFFICULTY_MASK) >> WM_OPT_TITLE_SHIFT;
    if (diff > 2)
        return wm__fail(WM_EINVAL, "options.flags: WM_EBERT_MEDIUM and WM_EBERT_HARD together are no difficulty");
    if (o->bots) /* cooperative: no Non-player rules */
        return wm__fail(WM_EINVAL, "options.bots: 0x%x, but Friedrich Ebert is cooperative, with no Non-player rules",
                        (unsigned)o->bots);

    memset(st, 0, sizeof *st);
    st->rng = o->seed;
    st->flags = o->flags & EB_RULE_FLAGS;
    st->chapter = (uint8_t)ch;
    st->nseats = (uint8_t)people;
    const eb_chapter *c = CH(st);
    st->ngroups = c->ngroups;
    /* G: "Game Lost" markers on space 10, 9 or 8 */
    st->lost = (uint8_t)(10 - diff);
    /* the influence markers of the groups involved, and the Jokers */
    for (int k = 0; k < EB_KINDS; k++)
        if (k == EB_JOKER || k < st->ngroups)
            st->supply[k] = wm__ebert_markers[k];
    for (int g = 0; g < st->ngroups; g++)
        st->inv[g] = EB_INVITATIONS; /* E: each group's invitations */

    /* I: Personal Experiences: shuffle the 12 cards; 3 tasks, the next 3
     * support sides under them, the next support in the middle. */
    if (st->flags & WM_EBERT_PERSONAL_EXPERIENCES) {
        uint8_t perm[EB_PE_CARDS];
        for (int i = 0; i < EB_PE_CARDS; i++)
            perm[i] = (uint8_t)i;
        for (int i = EB_PE_CARDS - 1; i > 0; i--) {
            int r = (int)wm__rng_below(&st->rng, (uint32_t)(i + 1));
            uint8_t t = perm[i];
            perm[i] = perm[r];
            perm[r] = t;
        }
        for (int k = 0; k < 3; k++) {
            st->pe_task[k] = perm[k];
            st->pe_sup[k + 1] = perm[k + 3];
        }
        st->pe_sup[0] = perm[6];
        st->pe_sup_state[0] = 1; /* "available to you from the start" */
        st->golden = G_ASIDE;    /* "lays the golden target letter down sideways" */
    } else {
        st->golden = G_DECK;
    }

    /* A, D: the history deck in number order; letters handed out by
     * envelope colour until the first milestone appears; the first handed
     * out is the top of the draw pile (their order is not changed). */
    for (int i = 0; i < c->ms_after[0]; i++) {
        int g = eb_letters(st)[i].group;
        st->pile[g][st->npile[g]++] = (uint8_t)(i + 1);
    }
    st->dealt = c->ms_after[0];
    if (st->flags & WM_EBERT_FLEXIBILITY)
        for (int g = 0; g < st->ngroups; g++)
            flex_shuffle_setup(st, g);

    /* F1, F2: starting letters (pushed in from the left) and tension */
    for (int g = 0; g < st->ngroups; g++) {
        for (int n = 0; n < c->start_cards[g]; n++)
            wm__ebert_draw(st, g, 0);
        st->tension[g] = c->start_tension[g];
    }

    /* "If you overlook an EILT! note ... resolve it as soon as you notice
     * it": a set-up that leaves one on top is resolved before round 1. */
    st->stage = S_SWEEP;
    st->ret = S_ROUND;
    wm__ebert_advance(st);
    return WM_OK;
}
