/*
 * observe.c - Friedrich Ebert for learning and search (doc/ai.md): the
 * observation tensor and the resampling of what the table has not seen.
 *
 * The game is cooperative and has no secret of one person from another:
 * every seat sees the same table (view.c gives every seat the same view).
 * What nobody sees is the text side of a letter not yet opened (only
 * "letter", "golden" or "invitation" shows), the draw piles' contents and
 * the shuffles still to come.  Setup A: the history deck lies in number
 * order and is handed out without changing its order, so without the
 * Flexibility variant the draw piles' order is fixed by the rulebook and
 * only the generator (the Flexibility shuffles) is hidden; with the
 * variant, a draw pile below its top letter has been shuffled unseen.
 */
#include "ebert.h"

#include <stdatomic.h>
#include <string.h>

#define ITEM_W (4 + EB_MAX_LETTERS) /* present, open, invitation, golden, the letter if open */

const wm_obs_slice wm__ebert_obs_slices[] = {
    {"observer", {WM_EBERT_MAX_SEATS, 0, 0}, "one-hot: the observing seat"},
    {"chapter", {EB_CHAPTERS, 0, 0}, "one-hot: chapter I-IV"},
    {"options", {3, 0, 0}, "difficulty (0 easy, 1 medium, 2 hard), Personal Experiences, Flexibility"},
    {"stage", {S_COUNT, 0, 0}, "one-hot: where the round stands (the view's phase)"},
    {"decision", {D_KINDS, 0, 0}, "one-hot: the pending decision's kind"},
    {"progress", {13, 0, 0}, "round, Game Lost space, letters opened this Phase 2, letters dealt, milestones done, golden letter (0 deck, 1 aside, 2 played), result (0 playing, 1 won, 2 lost), use mode, use turn, sub-decision, sub slot, sub left, pay first"},
    {"holder", {EB_MAX_GROUPS, WM_EBERT_MAX_SEATS, 0}, "one-hot per group: the seat responsible"},
    {"tension", {EB_MAX_GROUPS, 0, 0}, "each group's tension"},
    {"row_length", {EB_MAX_GROUPS, 0, 0}, "letters in each group's row"},
    {"draw_pile", {EB_MAX_GROUPS, 0, 0}, "cards in each group's draw pile"},
    {"invitations", {EB_MAX_GROUPS, 0, 0}, "invitations on each group's stack"},
    {"row", {EB_MAX_GROUPS, EB_ROW, ITEM_W}, "each row position (front first): present, open, invitation, golden, then one-hot the letter when open"},
    {"discard", {EB_MAX_LETTERS, 0, 0}, "1: the chapter letter lies on a discard pile"},
    {"lasting_resolution", {EB_RES_CARDS, 0, 0}, "1: resolution card n+1 lies in the lasting row"},
    {"lasting_milestones", {16, 0, 0}, "1: milestone m lies in the lasting row"},
    {"keys", {32, 0, 0}, "1: key symbol A+i lies in the lasting row"},
    {"x", {32, 0, 0}, "1: X symbol A+i lies in the lasting row"},
    {"supply", {EB_KINDS, 0, 0}, "markers of each kind in the supply"},
    {"held", {EB_KINDS, 0, 0}, "markers just received, to use now"},
    {"milestone", {EB_MS_SPACES, EB_KINDS + 1, 0}, "one-hot per space of the current milestone: empty or the marker kind"},
    {"favour", {EB_MAX_GROUPS, 0, 0}, "Gefallen einfordern: group g's marker lies on it"},
    {"pe_tasks", {3, EB_PE_CARDS + 1, 0}, "one-hot per task slot: the Personal Experiences card (none without the variant)"},
    {"pe_supports", {4, EB_PE_CARDS + 1, 0}, "one-hot per support slot (0: middle): the card"},
    {"pe_support_state", {4, 0, 0}, "0 locked, 1 available, 2 used up"},
    {"pe_fill", {3, EB_PE_SPACES, 0}, "marker kind + 1 on each task space"},
    {"pe_done", {4, 0, 0}, "each task's tension part done (3), mask of completed tasks"},
};
_Static_assert(sizeof wm__ebert_obs_slices / sizeof wm__ebert_obs_slices[0] == EBERT_OBS_SLICES,
               "EBERT_OBS_SLICES counts the slices");

/* The tensor's size in floats (wm__obs_floats: summed once). */
static size_t obs_floats(void)
{
    static _Atomic size_t known;
    return wm__obs_floats(wm__ebert_obs_slices, EBERT_OBS_SLICES, &known);
}

void wm__ebert_observe(const void *vst, int viewer, float *o)
{
    /* Issue 34: zeroed at once, then only the non-zero elements of the
     * one-hots and bit sets written (wm__obs_hot, wm__obs_set) */
    memset(o, 0, obs_floats() * sizeof *o);
    const ebert_state *st = vst;
    int pe = (st->flags & WM_EBERT_PERSONAL_EXPERIENCES) != 0;
    o = wm__obs_hot(o, WM_EBERT_MAX_SEATS, viewer);
    o = wm__obs_hot(o, EB_CHAPTERS, st->chapter - 1);
    *o++ = (float)((st->flags & WM_EBERT_DIFFICULTY_MASK) >> WM_OPT_TITLE_SHIFT);
    *o++ = (float)pe;
    *o++ = (float)((st->flags & WM_EBERT_FLEXIBILITY) != 0);
    o = wm__obs_hot(o, S_COUNT, st->stage);
    o = wm__obs_hot(o, D_KINDS, st->dec);
    const uint8_t prog[13] = {0, st->lost, st->opened, st->dealt, st->ms_done, st->golden, st->result,
                              st->use_mode, st->use_turn, st->sub, st->sub_slot, st->sub_left, st->pay_first};
    *o++ = (float)st->round;
    for (int i = 1; i < 13; i++)
        *o++ = (float)prog[i];
    for (int g = 0; g < EB_MAX_GROUPS; g++)
        o = wm__obs_hot(o, WM_EBERT_MAX_SEATS, g < st->ngroups ? wm__ebert_holder(st, g) : -1);
    for (int g = 0; g < EB_MAX_GROUPS; g++)
        *o++ = (float)st->tension[g];
    for (int g = 0; g < EB_MAX_GROUPS; g++)
        *o++ = (float)st->nrow[g];
    for (int g = 0; g < EB_MAX_GROUPS; g++)
        *o++ = (float)st->npile[g];
    for (int g = 0; g < EB_MAX_GROUPS; g++)
        *o++ = (float)st->inv[g];
    for (int g = 0; g < st->ngroups && g < EB_MAX_GROUPS; g++)
        for (int p = 0; p < st->nrow[g] && p < EB_ROW; p++) {
            float *x = o + ((size_t)g * EB_ROW + (size_t)p) * ITEM_W;
            uint8_t it = st->row[g][p];
            int open = (it & IT_OPEN) != 0;
            x[0] = 1.0f;
            x[1] = (float)open;
            if (it & IT_INV) {
                x[2] = 1.0f;
            } else {
                x[3] = (float)(IT_ID(it) == GOLDEN(st));
                if (open && IT_ID(it) >= 0 && IT_ID(it) < EB_MAX_LETTERS)
                    x[4 + IT_ID(it)] = 1.0f;
            }
        }
    o += EB_MAX_GROUPS * EB_ROW * ITEM_W;
    o = wm__obs_set(o, st->discard, EB_MAX_LETTERS);
    o = wm__obs_set(o, st->lasting_res, EB_RES_CARDS);
    o = wm__obs_set(o, st->lasting_ms, 16);
    o = wm__obs_set(o, st->keys, 32);
    o = wm__obs_set(o, st->xs, 32);
    for (int k = 0; k < EB_KINDS; k++)
        *o++ = (float)st->supply[k];
    for (int k = 0; k < EB_KINDS; k++)
        *o++ = (float)st->held[k];
    for (int i = 0; i < EB_MS_SPACES; i++)
        o = wm__obs_hot(o, EB_KINDS + 1, st->ms_fill[i]);
    for (int g = 0; g < EB_MAX_GROUPS; g++)
        *o++ = (float)st->favour[g];
    for (int k = 0; k < 3; k++)
        o = wm__obs_hot(o, EB_PE_CARDS + 1, pe ? st->pe_task[k] : EB_PE_CARDS);
    for (int k = 0; k < 4; k++)
        o = wm__obs_hot(o, EB_PE_CARDS + 1, pe ? st->pe_sup[k] : EB_PE_CARDS);
    for (int k = 0; k < 4; k++)
        *o++ = (float)st->pe_sup_state[k];
    for (int k = 0; k < 3; k++)
        for (int i = 0; i < EB_PE_SPACES; i++)
            *o++ = (float)st->pe_fill[k][i];
    for (int k = 0; k < 3; k++)
        *o++ = (float)st->pe_tdone[k];
    *o++ = (float)st->pe_done;
}

wm_status wm__ebert_resample(void *vst, int seat, uint64_t seed)
{
    ebert_state *st = vst;
    uint64_t rng = seed;
    (void)seat; /* every seat sees the same */
    /* Variant Flexibility: below its top letter a draw pile has been
     * shuffled unseen (Setup D); not while a shuffle is being made. */
    if ((st->flags & WM_EBERT_FLEXIBILITY) && st->stage != S_SHUFFLE && st->dec != D_NEXT) {
        for (int g = 0; g < st->ngroups; g++)
            for (int k = 1; k + 1 < st->npile[g]; k++) {
                int r = k + (int)wm__rng_below(&rng, (uint32_t)(st->npile[g] - k));
                uint8_t t = st->pile[g][k];
                st->pile[g][k] = st->pile[g][r];
                st->pile[g][r] = t;
            }
    }
    st->rng = wm__mix64(rng ^ 0xeb3e7u);
    return WM_OK;
}
