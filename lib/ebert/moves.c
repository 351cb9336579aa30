/*
 * moves.c - Friedrich Ebert: the legal moves of each decision, the handler
 * that applies a chosen move, move names and prompts.
 */
#include "ebert.h"

#include <stdio.h>
#include <string.h>

size_t wm__ebert_legal(const void *vst, wm_move *buf, size_t cap)
{
    const ebert_state *st = vst;
    size_t k = 0;
    if (st->result)
        return 0;
    switch (st->dec) {
    case D_OPEN:
        for (int g = 0; g < st->ngroups; g++)
            if (wm__ebert_openable(st, g))
                WM_EMIT(WM_EBERT_OPEN + g);
        break;
    case D_RESOLVE:
        for (int g = 0; g < st->ngroups; g++)
            if (wm__ebert_resolvable(st, g))
                WM_EMIT(WM_EBERT_RESOLVE + g);
        break;
    case D_NEXT: {
        /* the letters not yet placed by the shuffle, in id order */
        uint32_t mask = 0;
        for (int p = st->shuf_k; p < st->npile[st->shuf_g]; p++)
            mask |= 1u << IT_ID(st->pile[st->shuf_g][p]);
        for (int i = 0; i < 32; i++)
            if (mask & (1u << i))
                WM_EMIT(WM_EBERT_NEXT + i);
        break;
    }
    default:
        k = wm__ebert_use_legal(st, buf, cap);
        break;
    }
    return k;
}

void wm__ebert_apply(void *vst, wm_move m)
{
    ebert_state *st = vst;
    switch (st->dec) {
    case D_OPEN:
        /* Phase 2: "Open only one letter first, then decide which letter to
         * open second."  Symbols are checked at once; a letter drawn to
         * close a gap may uncover an EILT! letter. */
        st->dec = D_NONE;
        wm__ebert_open(st, (int)(m - WM_EBERT_OPEN));
        st->opened++;
        st->stage = S_SWEEP;
        st->ret = S_OPEN;
        break;
    case D_RESOLVE:
        st->dec = D_NONE;
        wm__ebert_resolve(st, (int)(m - WM_EBERT_RESOLVE));
        st->stage = S_SWEEP;
        st->ret = S_PHASE4;
        break;
    case D_NEXT:
        st->dec = D_NONE;
        wm__ebert_shuffle_next(st, (int)(m - WM_EBERT_NEXT));
        break;
    default:
        wm__ebert_use_apply(st, m);
        break;
    }
    wm__ebert_advance(st);
}

int wm__ebert_to_move(const void *vst)
{
    const ebert_state *st = vst;
    if (st->result)
        return WM_NOBODY;
    switch (st->dec) {
    case D_NEXT:
        return WM_CHANCE;
    case D_USE:
        return wm__ebert_holder(st, st->use_turn);
    default:
        return WM_EBERT_EBERT;
    }
}

/* ------------------------------------------------------------------ */
/* Names and prompts                                                    */
/* ------------------------------------------------------------------ */

static const char *group_name(const ebert_state *st, int g)
{
    static const char *const fallback[EB_MAX_GROUPS] = {"group1", "group2", "group3"};
    if (g < st->ngroups)
        return CH(st)->group_names[g];
    return fallback[g];
}

static const char *kind_name(const ebert_state *st, int k)
{
    return k == EB_JOKER ? "Joker" : group_name(st, k);
}

size_t wm__ebert_move_name(const void *vst, wm_move m, char *buf, size_t cap)
{
    static const char *const digits[10] = {"0", "1", "2", "3", "4", "5", "6", "7", "8", "9"};
    const ebert_state *st = vst;
    size_t n;
    if (m < WM_EBERT_RESOLVE)
        return wm__str_append(buf, cap, wm__str_append(buf, cap, 0, "open "), group_name(st, (int)m));
    if (m < WM_EBERT_REDUCE)
        return wm__str_append(buf, cap, wm__str_append(buf, cap, 0, "resolve "), group_name(st, (int)(m - WM_EBERT_RESOLVE)));
    if (m < WM_EBERT_BURY)
        return wm__str_append(buf, cap, wm__str_append(buf, cap, 0, "reduce "), group_name(st, (int)(m - WM_EBERT_REDUCE)));
    if (m < WM_EBERT_MILESTONE) {
        int v = (int)(m - WM_EBERT_BURY);
        n = wm__str_append(buf, cap, 0, "bury ");
        n = wm__str_append(buf, cap, n, group_name(st, v / EB_ROW));
        n = wm__str_append(buf, cap, n, " ");
        return wm__str_append(buf, cap, n, digits[v % EB_ROW + 1]);
    }
    if (m < WM_EBERT_EXPERIENCE)
        return wm__str_append(buf, cap, wm__str_append(buf, cap, 0, "milestone "), group_name(st, (int)(m - WM_EBERT_MILESTONE)));
    if (m < WM_EBERT_FAVOUR_STORE)
        return wm__str_append(buf, cap, wm__str_append(buf, cap, 0, "experience "), digits[m - WM_EBERT_EXPERIENCE + 1]);
    if (m == WM_EBERT_FAVOUR_STORE)
        return wm__str_append(buf, cap, 0, "favour store");
    if (m == WM_EBERT_FAVOUR_TAKE)
        return wm__str_append(buf, cap, 0, "favour take");
    if (m == WM_EBERT_DONE)
        return wm__str_append(buf, cap, 0, "done");
    if (m < WM_EBERT_SUPPORT)
        return wm__str_append(buf, cap, wm__str_append(buf, cap, 0, "task "), digits[m - WM_EBERT_TASK + 1]);
    if (m < WM_EBERT_STEP)
        return wm__str_append(buf, cap, wm__str_append(buf, cap, 0, "support "), digits[m - WM_EBERT_SUPPORT]);
    if (m < WM_EBERT_DRAW)
        return wm__str_append(buf, cap, wm__str_append(buf, cap, 0, "tension "), group_name(st, (int)(m - WM_EBERT_STEP)));
    if (m < WM_EBERT_PAY)
        return wm__str_append(buf, cap, wm__str_append(buf, cap, 0, "draw "), group_name(st, (int)(m - WM_EBERT_DRAW)));
    if (m < WM_EBERT_RELAX)
        return wm__str_append(buf, cap, wm__str_append(buf, cap, 0, "pay "), kind_name(st, (int)(m - WM_EBERT_PAY)));
    if (m < WM_EBERT_ROW)
        return wm__str_append(buf, cap, wm__str_append(buf, cap, 0, "relax "), group_name(st, (int)(m - WM_EBERT_RELAX)));
    if (m < WM_EBERT_NEXT)
        return wm__str_append(buf, cap, wm__str_append(buf, cap, 0, "refuse "), group_name(st, (int)(m - WM_EBERT_ROW)));
    {
        int i = (int)(m - WM_EBERT_NEXT);
        char tmp[8] = {'n', 'e', 'x', 't', ' ', 'L', (char)('0' + i / 10), '\0'};
        n = wm__str_append(buf, cap, 0, tmp);
        return wm__str_append(buf, cap, n, digits[i % 10]);
    }
}

const char *wm__ebert_prompt(const void *vst)
{
    const ebert_state *st = vst;
    switch (st->dec) {
    case D_OPEN: return "Phase 2: choose the row whose rightmost unopened letter to open";
    case D_RESOLVE: return "Phase 3: choose the open letter in a front position to resolve";
    case D_USE:
        if (st->use_turn == EB_JOKER)
            return "use the Joker markers (or a Personal Experiences task or support), or done";
        return "use this group's influence markers, or done";
    case D_STEP: return "choose the group that takes the next +1 tension of the task";
    case D_DRAW: return "choose the group that draws the task's next letter";
    case D_PAY: return "choose the influence marker paid for the support";
    case D_RELAX: return "choose the group whose tension the support lowers by 1, or done";
    case D_ROW: return "Annahme verweigern: choose the row returned under its draw pile";
    case D_NEXT: return "shuffle: choose the letter that comes next in the draw pile";
    default: return "";
    }
}

/* ------------------------------------------------------------------ */
/* Labels (wm_move_label): what a person reads                          */
/* ------------------------------------------------------------------ */

/* "SPD", or "a Joker" style names of the marker the player uses now. */
static const char *marker_kind(const ebert_state *st)
{
    return st->use_turn == EB_JOKER ? "Joker" : group_name(st, st->use_turn < EB_MAX_GROUPS ? st->use_turn : 0);
}

/* A letter of group g's row at pos as the board shows it: its name when
 * open (or the pack names it), "face down" otherwise; never a face-down
 * letter's name the player has not seen. */
static void row_item(const ebert_state *st, int g, int pos, char *out, size_t cap)
{
    if (g >= EB_MAX_GROUPS || pos >= st->nrow[g]) {
        snprintf(out, cap, "letter %d", pos + 1);
        return;
    }
    uint8_t it = st->row[g][pos];
    const char *where = pos == 0 ? " (in front)" : "";
    if (it & IT_INV) {
        snprintf(out, cap, "%d: invitation%s", pos + 1, where);
        return;
    }
    const char *name = (it & IT_OPEN) ? wm__ebert_letter_name(st, IT_ID(it)) : NULL;
    if (name)
        snprintf(out, cap, "%d: \"%s\"%s", pos + 1, name, where);
    else
        snprintf(out, cap, "%d: %s letter%s", pos + 1, (it & IT_OPEN) ? "open" : "face-down", where);
}

/* The label of a legal move (wm_move_label): the move's name where it says
 * enough; which letter a burial takes ("bury SPD 1: \"Name\" (in front)":
 * the letter at that position of the row, counted from the front), and
 * which marker goes where for a reduction, a
 * milestone space or a task (issue 37: a Joker on the milestone read
 * "milestone SPD"). */
size_t wm__ebert_move_label(const void *vst, wm_move m, char *buf, size_t cap)
{
    const ebert_state *st = vst;
    char item[128];
    int n;
    if (st->dec == D_USE && m >= WM_EBERT_REDUCE && m < WM_EBERT_BURY) {
        int g = (int)(m - WM_EBERT_REDUCE);
        n = snprintf(buf, cap, "reduce %s tension by 2 (pays 1 %s marker)", group_name(st, g), marker_kind(st));
    } else if (st->dec == D_USE && m >= WM_EBERT_BURY && m < WM_EBERT_MILESTONE) {
        int v = (int)(m - WM_EBERT_BURY);
        row_item(st, v / EB_ROW, v % EB_ROW, item, sizeof item);
        n = snprintf(buf, cap, "bury %s %s", group_name(st, v / EB_ROW), item);
    } else if (st->dec == D_USE && m >= WM_EBERT_MILESTONE && m < WM_EBERT_EXPERIENCE) {
        int g = (int)(m - WM_EBERT_MILESTONE);
        const char *ms = wm__ebert_has_ms(st) ? wm__ebert_ms_name(st, st->ms_done) : NULL;
        n = snprintf(buf, cap, "milestone%s%s%s: 1 %s marker on its %s space", ms ? " \"" : "", ms ? ms : "",
                     ms ? "\"" : "", marker_kind(st), group_name(st, g));
    } else if (st->dec == D_USE && m >= WM_EBERT_EXPERIENCE && m < WM_EBERT_FAVOUR_STORE) {
        n = snprintf(buf, cap, "experience %d: 1 %s marker on its task", (int)(m - WM_EBERT_EXPERIENCE + 1),
                     marker_kind(st));
    } else if (st->dec == D_USE && m == WM_EBERT_FAVOUR_STORE) {
        n = snprintf(buf, cap, "favour store (1 %s marker)", marker_kind(st));
    } else if (st->dec == D_PAY && m >= WM_EBERT_PAY && m < WM_EBERT_RELAX) {
        n = snprintf(buf, cap, "pay 1 %s marker", kind_name(st, (int)(m - WM_EBERT_PAY)));
    } else {
        char name[WM_MOVE_NAME_MAX];
        wm__ebert_move_name(st, m, name, sizeof name);
        n = snprintf(buf, cap, "%s", name);
    }
    return n < 0 ? 0 : (size_t)n;
}
