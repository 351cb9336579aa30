/*
 * round.c - "Game Flow": the five phases of a round, "EILT!" letters, the
 * "?" / padlock / key / X symbols, milestones, winning and losing.
 *
 * The round's machine that runs these (wm__ebert_advance) is flow.c.
 * Resolution cards and milestone instructions have no choices: they run at
 * once, "from top to bottom"; only the use of influence markers
 * (markers.c) asks the players.
 */
#include "ebert.h"

#include <string.h>

/* ------------------------------------------------------------------ */
/* Tension, rows and piles                                              */
/* ------------------------------------------------------------------ */

/* ------------------------------------------------------------------ */
/* The game log                                                         */
/* ------------------------------------------------------------------ */

static const char *lg_group(const ebert_state *st, int g)
{
    static const char *const fallback[EB_KINDS] = {"group1", "group2", "group3", "Joker"};
    return g == EB_JOKER ? "Joker" : g < st->ngroups ? CH(st)->group_names[g] : fallback[g];
}

/* An open letter's name, as the view shows it. */
static const char *lg_letter(const ebert_state *st, int id)
{
    const char *n = wm__ebert_letter_name(st, id);
    return n ? n : id == GOLDEN(st) ? "the golden target letter" : "(text unpublished)";
}

/* The text that is read aloud ("Open 2 letters and read them aloud"; a
 * resolution card "is read aloud"; a milestone: "Read its text aloud"), as
 * an entry of its own after the one that names the card: 'Resolution card
 * 13 "Wahl in den Parteivorstand" reads: "..." [reconstructed]'.  A text
 * longer than fits an entry is cut at a character and ends in "...". */
#define READ_MAX 360
static void log_read_aloud(const char *what, int number, const char *name, const char *text, int rec)
{
    if (!text)
        return;
    wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "text");
    wm__log_int("reconstructed", rec != 0);
    int n = wm__ebert_utf8_cut(text, READ_MAX);
    int nn = name ? wm__ebert_utf8_cut(name, 60) : 0;
    if (number > 0)
        wm__log_text("%s %d", what, number);
    else
        wm__log_text("%s", what);
    if (name)
        wm__log_text(" \"%.*s%s\"", nn, name, name[nn] ? "..." : "");
    wm__log_text(" reads: \"%.*s%s\"%s", n, text, text[n] ? "..." : "", rec ? " [reconstructed]" : "");
    wm__log_end();
}

/* Every group's tension, as fields and text ("SPD 3, Monarchy 2"). */
void wm__ebert_log_tensions(const ebert_state *st)
{
    for (int g = 0; g < st->ngroups; g++) {
        char key[40];
        wm__str_append(key, sizeof key, wm__str_append(key, sizeof key, 0, "tension_"), lg_group(st, g));
        wm__log_int(key, st->tension[g]);
        wm__log_text("%s%s %d", g ? ", " : "", lg_group(st, g), st->tension[g]);
    }
}

static void finish(ebert_state *st, int result)
{
    /* the game is over: markers still in hand go back to the supply */
    for (int k = 0; k < EB_KINDS; k++) {
        st->supply[k] = (uint8_t)(st->supply[k] + st->held[k]);
        st->held[k] = 0;
    }
    for (int g = 0; g < EB_MAX_GROUPS; g++)
        if (st->favour[g])
            st->favour[g] = 1;
    st->use_turn = st->use_any = st->use_ret = 0;
    st->sub_slot = st->sub_left = st->pay_first = 0;
    st->shuf_g = st->shuf_k = 0;
    st->ret = 0;
    st->result = (uint8_t)result;
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "end");
        wm__log_str("result", result == R_WON ? "won" : "lost");
        wm__log_int("round", st->round);
        wm__log_int("milestones", st->ms_done);
        if (result == R_WON)
            wm__log_text("The golden target letter is resolved in round %u: the game is won", (unsigned)st->round);
        else
            wm__log_text("A tension marker reaches the Game Lost space in round %u: the game is lost",
                         (unsigned)st->round);
        wm__log_text(" (milestones resolved: %d; tension: ", st->ms_done);
        wm__ebert_log_tensions(st);
        wm__log_text(")");
        wm__log_end();
    }
    st->stage = S_OVER;
    st->dec = D_NONE;
    st->use_mode = U_NONE;
    st->sub = SUB_NONE;
}

/* "If you have to move a tension marker onto the space with the 'Game
 * Lost' marker, you have lost the game immediately!"  Called step by step,
 * so a loss in the middle of a resolution stops it there. */
void wm__ebert_tension(ebert_state *st, int g, int n)
{
    for (int i = 0; i < n && !st->result; i++) {
        st->tension[g]++;
        if (st->tension[g] >= st->lost)
            finish(st, R_LOST);
    }
}

static void row_push(ebert_state *st, int g, uint8_t item)
{
    st->row[g][st->nrow[g]++] = item; /* "pushed into the play area from the left" */
}

static uint8_t row_take(ebert_state *st, int g, int pos)
{
    uint8_t item = st->row[g][pos];
    memmove(&st->row[g][pos], &st->row[g][pos + 1], (size_t)(st->nrow[g] - pos - 1));
    st->nrow[g]--;
    st->row[g][st->nrow[g]] = 0;
    return item;
}

static uint8_t pile_take(ebert_state *st, int g)
{
    uint8_t item = st->pile[g][0];
    memmove(&st->pile[g][0], &st->pile[g][1], (size_t)(st->npile[g] - 1));
    st->npile[g]--;
    st->pile[g][st->npile[g]] = 0;
    return item;
}

/*
 * Phase 1: "draw the top letter of each group's draw pile and add it ...
 * from the left"; "If a group's row already holds 5 letters, you do not
 * add a new letter. Instead, raise that group's tension by one further
 * step" (penalty); "If a group's draw pile is empty ... take an invitation
 * ... unopened".  Returns 1 if something was added.
 */
int wm__ebert_draw(ebert_state *st, int g, int penalty)
{
    if (st->nrow[g] >= EB_ROW) {
        if (penalty) {
            if (wm__logging()) {
                wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "tension");
                wm__log_str("group", lg_group(st, g));
                wm__log_int("tension", st->tension[g] + 1);
                wm__log_text("The %s row is full: its tension rises one further step to %d", lg_group(st, g),
                             st->tension[g] + 1);
                wm__log_end();
            }
            wm__ebert_tension(st, g, 1);
        }
        return 0;
    }
    if (st->npile[g]) {
        row_push(st, g, pile_take(st, g));
        return 1;
    }
    if (st->inv[g]) {
        st->inv[g]--;
        row_push(st, g, IT_INV);
        return 1;
    }
    return 0; /* nothing left to add */
}

/* Phase 4 and Annahme verweigern: a letter goes back under the draw pile
 * "without turning it over" (it stays open if it was); an invitation goes
 * back to its stack ("Invitations are returned to the other
 * invitations"). */
void wm__ebert_bury(ebert_state *st, int g, int pos)
{
    uint8_t item = row_take(st, g, pos);
    if (item & IT_INV)
        st->inv[g]++;
    else
        st->pile[g][st->npile[g]++] = item;
}

static void discard_letter(ebert_state *st, int id)
{
    st->discard |= 1u << id;
}

/* ------------------------------------------------------------------ */
/* EILT!                                                                */
/* ------------------------------------------------------------------ */

/* "check whether the top letter of the draw pile of one or more groups
 * bears an 'EILT!' note ... clockwise, starting with the SPD". */
int wm__ebert_eilt_group(const ebert_state *st)
{
    for (int g = 0; g < st->ngroups; g++) {
        if (!st->npile[g])
            continue;
        uint8_t top = st->pile[g][0];
        if (!(top & IT_INV) && (LETTER(st, IT_ID(top))->flags & LF_EILT))
            return g;
    }
    return -1;
}

/* "open that letter immediately and resolve it": its resolution card, then
 * the discard pile.  The markers go to the held pool (markers.c uses them). */
void wm__ebert_eilt_resolve(ebert_state *st, int g)
{
    int id = IT_ID(pile_take(st, g));
    discard_letter(st, id);
    int res = LETTER(st, id)->res;
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "eilt");
        wm__log_str("group", lg_group(st, g));
        wm__log_str("letter", lg_letter(st, id));
        wm__log_int("resolution_card", res);
        wm__log_text("EILT! The top letter of the %s pile, \"%s\", is opened and resolved at once (resolution card %d)",
                     lg_group(st, g), lg_letter(st, id), res);
        wm__log_end();
        log_read_aloud("The letter", 0, lg_letter(st, id), wm__ebert_letter_text(st, id), wm__ebert_letter_rec(st, id));
    }
    wm__ebert_run_ops(st, eb_rescards()[res].ops, res);
}

/* ------------------------------------------------------------------ */
/* Resolution card instructions                                         */
/* ------------------------------------------------------------------ */

/* "If you have removed the open letter from the row because of a symbol,
 * draw a new letter from the draw pile (or, failing that, an invitation)
 * and add it from the left, so that the gap closes." */
static void refill(ebert_state *st, int g)
{
    wm__ebert_draw(st, g, 0);
}

/* The X symbol: "Ebert immediately checks whether a letter with the letter
 * given next to the symbol lies open in one of your rows ... place that
 * letter on the discard pile ... close the gap ... draw a letter". */
static void x_removes(ebert_state *st, int code)
{
    for (int g = 0; g < st->ngroups; g++) {
        for (int p = 0; p < st->nrow[g];) {
            uint8_t it = st->row[g][p];
            if ((it & IT_OPEN) && !(it & IT_INV) && LETTER(st, IT_ID(it))->question == code + 1) {
                if (wm__logging()) {
                    wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "symbol");
                    wm__log_str("letter", lg_letter(st, IT_ID(it)));
                    wm__log_text("X %c: \"%s\" leaves the %s row for the discard pile", 'A' + code,
                                 lg_letter(st, IT_ID(it)), lg_group(st, g));
                    wm__log_end();
                }
                row_take(st, g, p);
                discard_letter(st, IT_ID(it));
                refill(st, g);
                continue;
            }
            p++;
        }
    }
}

/* A card with a lasting effect (key or X) joins Ebert's lasting row:
 * src is a resolution card number, or -1 - m for milestone m. */
static void make_lasting(ebert_state *st, int src)
{
    if (src > 0)
        st->lasting_res |= UINT64_C(1) << (src - 1);
    else
        st->lasting_ms = (uint16_t)(st->lasting_ms | (1u << (-1 - src)));
}

/* The instructions of a resolution card (src > 0) or milestone, as one
 * entry: what they did, in order. */
static void log_ops(const ebert_state *st, const eb_op *ops, int src)
{
    if (src > 0)
        log_read_aloud("Resolution card", src, wm__ebert_res_name(src), wm__ebert_res_text(src), wm__ebert_res_rec(src));
    else
        log_read_aloud("Milestone", 0, wm__ebert_ms_name(st, -1 - src), wm__ebert_ms_text(st, -1 - src),
                       wm__ebert_ms_rec(st, -1 - src));
    wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "resolution");
    if (src > 0) {
        wm__log_int("resolution_card", src);
        const char *t = wm__ebert_res_name(src);
        wm__log_text("Resolution card %d%s%s%s:", src, t ? " \"" : "", t ? t : "", t ? "\"" : "");
    } else {
        wm__log_int("milestone", -1 - src);
        wm__log_text("Milestone \"%s\":", wm__ebert_ms_name(st, -1 - src));
    }
    const char *sep = " ";
    int any = 0;
    for (int i = 0; i < EB_OPS; i++) {
        const eb_op *op = &ops[i];
        switch (op->kind) {
        case OP_TENSION:
            if (op->a >= st->ngroups)
                continue;
            wm__log_text("%s%s tension %+d", sep, lg_group(st, op->a), op->b);
            break;
        case OP_GAIN: {
            int n = op->b < st->supply[op->a] ? op->b : st->supply[op->a];
            /* "As a rule you receive 1 or more influence markers" (the
             * players receive them; Ebert hands each to the group's
             * person and keeps the Jokers): issue 37, "Ebert gives 1 SPD
             * marker" read as if Ebert lost it */
            wm__log_text("%syou receive %d %s marker%s", sep, n, lg_group(st, op->a), n == 1 ? "" : "s");
            if (n < op->b)
                wm__log_text(" (of %d: the supply runs out)", op->b);
            break;
        }
        case OP_KEY:
            wm__log_text("%skey %c (lasting)", sep, 'A' + op->a);
            break;
        case OP_X:
            wm__log_text("%sX %c (lasting)", sep, 'A' + op->a);
            break;
        default:
            continue;
        }
        sep = "; ";
        any = 1;
    }
    if (!any)
        wm__log_text(" no instruction");
    wm__log_end();
}

void wm__ebert_run_ops(ebert_state *st, const eb_op *ops, int src)
{
    if (wm__logging())
        log_ops(st, ops, src);
    for (int i = 0; i < EB_OPS && !st->result; i++) {
        const eb_op *op = &ops[i];
        switch (op->kind) {
        case OP_TENSION:
            if (op->a < st->ngroups)
                wm__ebert_tension(st, op->a, op->b);
            break;
        case OP_GAIN: {
            /* "Ebert gives the influence markers stated on the resolution
             * card"; the supply is finite: what is not there is not given. */
            int n = op->b < st->supply[op->a] ? op->b : st->supply[op->a];
            st->supply[op->a] = (uint8_t)(st->supply[op->a] - n);
            st->held[op->a] = (uint8_t)(st->held[op->a] + n);
            break;
        }
        case OP_KEY:
            st->keys |= 1u << op->a;
            make_lasting(st, src);
            break;
        case OP_X:
            st->xs |= 1u << op->a;
            make_lasting(st, src);
            x_removes(st, op->a);
            break;
        default:
            break;
        }
    }
}

/* ------------------------------------------------------------------ */
/* Phase 2: open letters                                                */
/* ------------------------------------------------------------------ */

/* "You ... must always open the unopened letter furthest to the right in
 * that row ... You may open the golden target letter only if it is in the
 * front position."  Returns the position, or -1. */
static int open_pos(const ebert_state *st, int g)
{
    for (int p = 0; p < st->nrow[g]; p++) {
        uint8_t it = st->row[g][p];
        if (it & IT_OPEN)
            continue;
        if (!(it & IT_INV) && IT_ID(it) == GOLDEN(st) && p != 0)
            return -1;
        return p;
    }
    return -1;
}

int wm__ebert_openable(const ebert_state *st, int g)
{
    return open_pos(st, g) >= 0;
}

void wm__ebert_open(ebert_state *st, int g)
{
    int p = open_pos(st, g);
    st->row[g][p] |= IT_OPEN;
    uint8_t it = st->row[g][p];
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "reveal");
        wm__log_str("group", lg_group(st, g));
        if (it & IT_INV) {
            wm__log_str("letter", "invitation");
            wm__log_text("Opened in the %s row: an invitation", lg_group(st, g));
        } else {
            wm__log_int("id", IT_ID(it));
            wm__log_str("letter", lg_letter(st, IT_ID(it)));
            wm__log_text("Opened in the %s row: \"%s\"", lg_group(st, g), lg_letter(st, IT_ID(it)));
            if (IT_ID(it) != GOLDEN(st))
                wm__log_text(" (resolution card %d)", LETTER(st, IT_ID(it))->res);
        }
        wm__log_end();
        if (!(it & IT_INV))
            log_read_aloud("The letter", 0, lg_letter(st, IT_ID(it)), wm__ebert_letter_text(st, IT_ID(it)),
                           wm__ebert_letter_rec(st, IT_ID(it)));
    }
    if (it & IT_INV)
        return;
    const eb_letter *l = LETTER(st, IT_ID(it));
    /* "?": an X with the same letter among the lasting effects discards it. */
    if (l->question && (st->xs & (1u << (l->question - 1)))) {
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "symbol");
            wm__log_text("? %c: X %c is a lasting effect, so the letter goes to the discard pile",
                         'A' + l->question - 1, 'A' + l->question - 1);
            wm__log_end();
        }
        row_take(st, g, p);
        discard_letter(st, IT_ID(it));
        refill(st, g);
        return;
    }
    /* Padlock: without the matching key, "turn it face down again and place
     * it under the draw pile". */
    if (l->lock && !(st->keys & (1u << (l->lock - 1)))) {
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "symbol");
            wm__log_text("Padlock %c without its key: the letter goes back face down under the %s pile",
                         'A' + l->lock - 1, lg_group(st, g));
            wm__log_end();
        }
        row_take(st, g, p);
        st->pile[g][st->npile[g]++] = (uint8_t)(it & ~IT_OPEN);
        refill(st, g);
    }
}

/* ------------------------------------------------------------------ */
/* Phase 3: resolve a letter                                            */
/* ------------------------------------------------------------------ */

static int front_is_open_golden(const ebert_state *st, int g)
{
    if (!st->nrow[g])
        return 0;
    uint8_t it = st->row[g][0];
    return (it & IT_OPEN) && !(it & IT_INV) && IT_ID(it) == GOLDEN(st);
}

/* "Choose an open letter in the front position"; "If the golden target
 * letter is in the front position, resolve the golden target letter now". */
int wm__ebert_resolvable(const ebert_state *st, int g)
{
    if (g >= st->ngroups || !st->nrow[g] || !(st->row[g][0] & IT_OPEN))
        return 0;
    for (int h = 0; h < st->ngroups; h++)
        if (front_is_open_golden(st, h))
            return h == g;
    return 1;
}

void wm__ebert_resolve(ebert_state *st, int g)
{
    if (front_is_open_golden(st, g)) {
        /* "You have won the game if you resolve the golden target letter."
         * It stays where everyone can see it. */
        finish(st, R_WON);
        return;
    }
    uint8_t it = row_take(st, g, 0);
    if (it & IT_INV) {
        /* "you receive, as shown, 1 influence marker of the corresponding
         * group, and you return the invitation to the ... invitation stack";
         * a neutral invitation gives the group in whose row it lies. */
        st->inv[g]++;
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "resolution");
            wm__log_str("group", lg_group(st, g));
            wm__log_int("markers", st->supply[g] ? 1 : 0);
            wm__log_text("The %s invitation is resolved: %s", lg_group(st, g),
                         st->supply[g] ? "you receive 1 marker of the group" : "no marker is left in the supply");
            wm__log_end();
        }
        if (st->supply[g]) {
            st->supply[g]--;
            st->held[g]++;
        }
        return;
    }
    int id = IT_ID(it);
    discard_letter(st, id); /* "Then place the resolved letter on the discard pile" */
    int res = LETTER(st, id)->res;
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "resolve");
        wm__log_str("group", lg_group(st, g));
        wm__log_str("letter", lg_letter(st, id));
        wm__log_int("resolution_card", res);
        wm__log_text("\"%s\" of the %s row is resolved (resolution card %d)", lg_letter(st, id),
                     lg_group(st, g), res);
        wm__log_end();
    }
    wm__ebert_run_ops(st, eb_rescards()[res].ops, res);
}

/* ------------------------------------------------------------------ */
/* Phase 5: milestones                                                  */
/* ------------------------------------------------------------------ */

int wm__ebert_has_ms(const ebert_state *st)
{
    return st->ms_done < CH(st)->nms;
}

const eb_milestone *wm__ebert_cur_ms(const ebert_state *st)
{
    return &CH(st)->ms[st->ms_done];
}

int wm__ebert_ms_full(const ebert_state *st)
{
    if (!wm__ebert_has_ms(st))
        return 0;
    const eb_milestone *m = wm__ebert_cur_ms(st);
    for (int i = 0; i < m->nspaces; i++)
        if (!st->ms_fill[i])
            return 0;
    return 1;
}

/* Milestone instructions 1 and 2. */
void wm__ebert_ms_resolve(ebert_state *st)
{
    const eb_milestone *m = wm__ebert_cur_ms(st);
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "milestone");
        wm__log_int("milestone", st->ms_done);
        wm__log_str("name", wm__ebert_ms_name(st, st->ms_done));
        wm__log_text("Milestone \"%s\" is fulfilled: its markers go back to the supply", wm__ebert_ms_name(st, st->ms_done));
        if (m->remove_inv) {
            wm__log_text("; invitations leave the rows of");
            const char *sep = " ";
            for (int g = 0; g < st->ngroups; g++)
                if (m->remove_inv & (1u << g)) {
                    wm__log_text("%s%s", sep, lg_group(st, g));
                    sep = ", ";
                }
        }
        wm__log_end();
    }
    /* "Return the influence markers from the milestone to the supply" */
    for (int i = 0; i < EB_MS_SPACES; i++) {
        if (st->ms_fill[i])
            st->supply[st->ms_fill[i] - 1]++;
        st->ms_fill[i] = 0;
    }
    /* 1. Remove invitations; close the gaps. */
    for (int g = 0; g < st->ngroups; g++) {
        if (!(m->remove_inv & (1u << g)))
            continue;
        for (int p = 0; p < st->nrow[g];) {
            if (st->row[g][p] & IT_INV) {
                row_take(st, g, p);
                st->inv[g]++;
            } else {
                p++;
            }
        }
    }
    /* 2. Tension, lasting effects and markers as in Phase 3. */
    wm__ebert_run_ops(st, m->ops, -1 - st->ms_done);
}

/* 3. Add new letters: "Ebert gives each group all letters of the
 * corresponding colour ... until the next milestone becomes visible or the
 * stack is empty. Place the new letters unopened under the current draw
 * pile." */
void wm__ebert_ms_deal(ebert_state *st)
{
    const eb_chapter *c = CH(st);
    st->ms_done++;
    int end = st->ms_done < c->nms ? c->ms_after[st->ms_done] : c->nletters;
    for (int i = st->dealt; i < end; i++) {
        int g = eb_letters(st)[i].group;
        st->pile[g][st->npile[g]++] = (uint8_t)(i + 1);
    }
    if (wm__logging()) {
        wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "deal");
        wm__log_int("letters", end - st->dealt);
        wm__log_text("%d new letters go unopened under the draw piles", end - st->dealt);
        if (st->ms_done < c->nms)
            wm__log_text("; the next milestone is \"%s\"", wm__ebert_ms_name(st, st->ms_done));
        if (st->ms_done == c->nms && st->golden == G_DECK)
            wm__log_text("; the golden target letter goes under the SPD pile");
        wm__log_end();
    }
    st->dealt = (uint8_t)end;
    if (st->ms_done == c->nms && st->golden == G_DECK) {
        /* the golden target letter, last card of the history deck, goes to
         * the SPD ("added it to the SPD's draw pile") */
        st->pile[0][st->npile[0]++] = (uint8_t)(GOLDEN(st) + 1);
        st->golden = G_PLAYED;
    }
}

/* Personal Experiences: "Once you have fulfilled all 3 ... place it under
 * the history deck. If the history deck is already empty, add the target
 * letter to the SPD's draw pile as its bottom card." */
void wm__ebert_gold_unlocked(ebert_state *st)
{
    if (st->golden != G_ASIDE)
        return;
    if (wm__ebert_has_ms(st)) {
        st->golden = G_DECK;
    } else {
        st->pile[0][st->npile[0]++] = (uint8_t)(GOLDEN(st) + 1);
        st->golden = G_PLAYED;
    }
}
