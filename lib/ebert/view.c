/*
 * view.c - Friedrich Ebert: the saved field table, the JSON view from a
 * seat, and the title's ops table.
 */
#include "ebert.h"

#include <stdio.h>

#include <stddef.h>

/* ------------------------------------------------------------------ */
/* Field table: every byte of ebert_state, in order, with its range.    */
/* ------------------------------------------------------------------ */

#define S ebert_state
static const wm_field fields[] = {
    WM_FIELD_ANY(S, rng),
    WM_FIELD_U(S, lasting_res, 0, (INT64_C(1) << EB_RES_CARDS) - 1),
    WM_FIELD_U(S, flags, 0, EB_RULE_FLAGS),
    WM_FIELD_U(S, keys, 0, (1 << 26) - 1),
    WM_FIELD_U(S, xs, 0, (1 << 26) - 1),
    WM_FIELD_U(S, discard, 0, 0x3fffffff),
    WM_FIELD_U(S, round, 0, 65535),
    WM_FIELD_U(S, lasting_ms, 0, 7),
    WM_FIELD_U(S, chapter, 1, EB_CHAPTERS),
    WM_FIELD_U(S, nseats, 1, WM_EBERT_MAX_SEATS),
    WM_FIELD_U(S, ngroups, 2, EB_MAX_GROUPS),
    WM_FIELD_U(S, lost, 8, 10),
    WM_FIELD_U(S, stage, 0, S_COUNT - 1),
    WM_FIELD_U(S, ret, 0, S_COUNT - 1),
    WM_FIELD_U(S, dec, 0, D_KINDS - 1),
    WM_FIELD_U(S, result, R_PLAYING, R_LOST),
    WM_FIELD_U(S, opened, 0, 2),
    WM_FIELD_U(S, dealt, 0, EB_MAX_LETTERS - 1),
    WM_FIELD_U(S, ms_done, 0, 3),
    WM_FIELD_U(S, golden, G_DECK, G_PLAYED),
    WM_FIELD_U(S, use_mode, U_NONE, U_MILESTONE),
    WM_FIELD_U(S, use_turn, 0, EB_JOKER),
    WM_FIELD_U(S, use_any, 0, 1),
    WM_FIELD_U(S, use_ret, 0, S_COUNT - 1),
    WM_FIELD_U(S, sub, SUB_NONE, SUB_KINDS - 1),
    WM_FIELD_U(S, sub_slot, 0, 3),
    WM_FIELD_U(S, sub_left, 0, 6),
    WM_FIELD_U(S, pay_first, 0, EB_KINDS),
    WM_FIELD_U(S, shuf_g, 0, EB_MAX_GROUPS),
    WM_FIELD_U(S, shuf_k, 0, EB_PILE),
    WM_FIELD_UA(S, tension, tension[0], 0, 10),
    WM_FIELD_UA(S, nrow, nrow[0], 0, EB_ROW),
    WM_FIELD_UA(S, npile, npile[0], 0, EB_PILE),
    WM_FIELD_UA(S, inv, inv[0], 0, EB_INVITATIONS),
    WM_FIELD_UA(S, row, row[0][0], 0, 0xff),
    WM_FIELD_UA(S, pile, pile[0][0], 0, 0xff),
    WM_FIELD_UA(S, supply, supply[0], 0, 12),
    WM_FIELD_UA(S, held, held[0], 0, 12),
    WM_FIELD_UA(S, ms_fill, ms_fill[0], 0, EB_KINDS),
    WM_FIELD_UA(S, favour, favour[0], 0, 2),
    WM_FIELD_UA(S, pe_task, pe_task[0], 0, EB_PE_CARDS - 1),
    WM_FIELD_UA(S, pe_sup, pe_sup[0], 0, EB_PE_CARDS - 1),
    WM_FIELD_UA(S, pe_sup_state, pe_sup_state[0], 0, 2),
    WM_FIELD_UA(S, pe_fill, pe_fill[0][0], 0, EB_KINDS),
    WM_FIELD_UA(S, pe_tdone, pe_tdone[0], 0, 1),
    WM_FIELD_U(S, pe_done, 0, 7),
    WM_FIELD_UA(S, pad_, pad_[0], 0, 0),
};
#undef S

_Static_assert(sizeof(ebert_state) == offsetof(ebert_state, pad_) + sizeof(((ebert_state *)0)->pad_),
               "ebert_state has trailing padding");
_Static_assert(sizeof(ebert_state) % 8 == 0, "ebert_state size must be a multiple of 8");

/* ------------------------------------------------------------------ */
/* View                                                                 */
/* ------------------------------------------------------------------ */

static const char *const roman[EB_CHAPTERS + 1] = {"", "I", "II", "III", "IV"};
static const char *const kind_names[EB_KINDS] = {"group1", "group2", "group3", "Joker"};

static const char *kname(const ebert_state *st, int k)
{
    return k == EB_JOKER ? "Joker" : k < st->ngroups ? CH(st)->group_names[k] : kind_names[k];
}

static void symbol(wm_json *j, const char *key, int code)
{
    char s[2] = {(char)('A' + code), '\0'};
    wm__json_kstr(j, key, s);
}

static void symbols(wm_json *j, const char *key, uint32_t mask)
{
    char s[27];
    int n = 0;
    for (int i = 0; i < 26; i++)
        if (mask & (1u << i))
            s[n++] = (char)('A' + i);
    s[n] = '\0';
    wm__json_kstr(j, key, s);
}

static void ops_view(const ebert_state *st, wm_json *j, const eb_op *ops)
{
    wm__json_key(j, "instructions");
    wm__json_arr(j);
    for (int i = 0; i < EB_OPS; i++) {
        const eb_op *op = &ops[i];
        if (op->kind == OP_NONE)
            continue;
        wm__json_obj(j);
        switch (op->kind) {
        case OP_TENSION:
            wm__json_kstr(j, "tension", kname(st, op->a));
            wm__json_kint(j, "steps", op->b);
            break;
        case OP_GAIN:
            wm__json_kstr(j, "markers", kname(st, op->a));
            wm__json_kint(j, "count", op->b);
            break;
        case OP_KEY:
            symbol(j, "key", op->a);
            break;
        default:
            symbol(j, "x", op->a);
            break;
        }
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
}

/* What a person reads on a card: its text (null where none is known) and
 * whether that text is RECONSTRUCTED (shared/CONTENT.md: the view says
 * which kind each card is). */
static void text_view(wm_json *j, const char *text, int reconstructed)
{
    wm__json_kstr_or_null(j, "text", text);
    wm__json_kbool(j, "reconstructed", reconstructed != 0);
}

/* A letter's text side (what an opened letter shows). */
static void letter_view(const ebert_state *st, wm_json *j, int id)
{
    wm__json_kint(j, "id", id);
    const char *name = wm__ebert_letter_name(st, id);
    if (id == GOLDEN(st)) {
        wm__json_kstr(j, "kind", "golden");
        wm__json_kstr(j, "name", name ? name : "the golden target letter");
        text_view(j, wm__ebert_letter_text(st, id), wm__ebert_letter_rec(st, id));
        return;
    }
    const eb_letter *l = LETTER(st, id);
    wm__json_kstr(j, "kind", "letter");
    wm__json_kstr(j, "name", name ? name : "(text unpublished)");
    text_view(j, wm__ebert_letter_text(st, id), wm__ebert_letter_rec(st, id));
    wm__json_kint(j, "resolution_card", l->res);
    wm__json_kbool(j, "eilt", (l->flags & LF_EILT) != 0);
    wm__json_kbool(j, "warning", (l->flags & LF_WARN) != 0);
    if (l->lock)
        symbol(j, "padlock", l->lock - 1);
    if (l->question)
        symbol(j, "question", l->question - 1);
    wm__json_key(j, "preview");
    wm__json_arr(j);
    for (int k = 0; k < EB_KINDS; k++)
        if (l->preview & (1u << k))
            wm__json_str(j, kname(st, k));
    wm__json_arr_end(j);
}

/* An item of a row or pile.  Unopened letters show only their envelope
 * (its group, and that it is an invitation or the golden target letter). */
static void item_view(const ebert_state *st, wm_json *j, uint8_t it, int all)
{
    wm__json_obj(j);
    int open = (it & IT_OPEN) != 0;
    wm__json_kbool(j, "open", open);
    if (it & IT_INV) {
        wm__json_kstr(j, "kind", "invitation");
    } else if (open || all) {
        letter_view(st, j, IT_ID(it));
    } else {
        wm__json_kstr(j, "kind", IT_ID(it) == GOLDEN(st) ? "golden" : "letter");
    }
    wm__json_obj_end(j);
}

static const char *const decision_names[D_KINDS] = {
    "none", "open", "resolve", "use_markers", "task_tension", "task_draw", "pay", "relax", "refuse_row", "shuffle",
};
static const char *const stage_names[S_COUNT] = {
    "phase 1", "EILT!", "phase 2", "phase 3", "phase 4", "phase 5", "milestone letters", "shuffle",
    "milestone done", "over",
};
static const char *const support_kinds[4] = {"secret_agreement", "refuse_acceptance", "relaxation", "favour"};

/* The groups: tension, the person invited, the draw pile and the row (front position first). */
static void view_groups(const ebert_state *st, wm_json *j, int all)
{
    const eb_chapter *c = CH(st);
    wm__json_key(j, "groups");
    wm__json_arr(j);
    for (int g = 0; g < st->ngroups; g++) {
        wm__json_obj(j);
        wm__json_kstr(j, "name", c->group_names[g]);
        wm__json_kint(j, "person", wm__ebert_holder(st, g));
        wm__json_kint(j, "tension", st->tension[g]);
        wm__json_kstr(j, "invitation", c->invitation_names[g]);
        wm__json_kint(j, "invitations", st->inv[g]);
        wm__json_kint(j, "draw_pile", st->npile[g]);
        if (all) {
            wm__json_key(j, "draw_pile_cards");
            wm__json_arr(j);
            for (int p = 0; p < st->npile[g]; p++)
                item_view(st, j, st->pile[g][p], 1);
            wm__json_arr_end(j);
        }
        /* front position first */
        wm__json_key(j, "row");
        wm__json_arr(j);
        for (int p = 0; p < st->nrow[g]; p++)
            item_view(st, j, st->row[g][p], all);
        wm__json_arr_end(j);
        wm__json_key(j, "discard");
        wm__json_arr(j);
        for (int i = 0; i < c->nletters; i++)
            if ((st->discard & (1u << i)) && eb_letters(st)[i].group == g)
                wm__json_int(j, i);
        wm__json_arr_end(j);
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
}

/* The history deck, the milestone being filled and (omniscient) the letters left. */
static void view_history_deck(const ebert_state *st, wm_json *j, int all)
{
    const eb_chapter *c = CH(st);
    wm__json_key(j, "history_deck");
    wm__json_obj(j);
    int left = (int)(c->nletters - st->dealt) + (c->nms - st->ms_done) + (st->golden == G_DECK);
    wm__json_kint(j, "cards", left);
    wm__json_kint(j, "milestones_done", st->ms_done);
    wm__json_kstr(j, "golden_target_letter", st->golden == G_DECK ? "in the history deck"
                                             : st->golden == G_ASIDE ? "locked (Personal Experiences)"
                                                                     : "in play");
    if (wm__ebert_has_ms(st) && st->use_mode != U_MILESTONE) {
        const eb_milestone *m = wm__ebert_cur_ms(st);
        wm__json_key(j, "milestone");
        wm__json_obj(j);
        wm__json_kstr(j, "name", wm__ebert_ms_name(st, st->ms_done));
        text_view(j, wm__ebert_ms_text(st, st->ms_done), wm__ebert_ms_rec(st, st->ms_done));
        wm__json_key(j, "spaces");
        wm__json_arr(j);
        for (int i = 0; i < m->nspaces; i++) {
            wm__json_obj(j);
            wm__json_kstr(j, "group", kname(st, m->space[i]));
            wm__json_key(j, "marker");
            if (st->ms_fill[i])
                wm__json_str(j, kname(st, st->ms_fill[i] - 1));
            else
                wm__json_null(j);
            wm__json_obj_end(j);
        }
        wm__json_arr_end(j);
        wm__json_obj_end(j);
    }
    if (all) {
        wm__json_key(j, "letters_left");
        wm__json_arr(j);
        for (int i = st->dealt; i < c->nletters; i++)
            wm__json_int(j, i);
        wm__json_arr_end(j);
    }
    wm__json_obj_end(j);
}

/* What lasts: resolution cards, milestones, keys and x symbols. */
static void view_lasting(const ebert_state *st, wm_json *j)
{
    const eb_chapter *c = CH(st);
    wm__json_key(j, "lasting");
    wm__json_obj(j);
    wm__json_key(j, "resolution_cards");
    wm__json_arr(j);
    for (int n = 1; n <= EB_RES_CARDS; n++) {
        if (!(st->lasting_res & (UINT64_C(1) << (n - 1))))
            continue;
        wm__json_obj(j);
        wm__json_kint(j, "number", n);
        wm__json_kstr_or_null(j, "name", wm__ebert_res_name(n));
        text_view(j, wm__ebert_res_text(n), wm__ebert_res_rec(n));
        ops_view(st, j, eb_rescards()[n].ops);
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
    wm__json_key(j, "milestones");
    wm__json_arr(j);
    for (int m = 0; m < c->nms; m++)
        if (st->lasting_ms & (1u << m))
            wm__json_str(j, wm__ebert_ms_name(st, m));
    wm__json_arr_end(j);
    symbols(j, "keys", st->keys);
    symbols(j, "x", st->xs);
    wm__json_obj_end(j);
}

/* The markers in the supply and held. */
static void view_markers(const ebert_state *st, wm_json *j)
{
    wm__json_key(j, "markers");
    wm__json_obj(j);
    for (int pass = 0; pass < 2; pass++) {
        wm__json_key(j, pass ? "held" : "supply");
        wm__json_obj(j);
        for (int k = 0; k < EB_KINDS; k++)
            if (k == EB_JOKER || k < st->ngroups)
                wm__json_kint(j, kname(st, k), pass ? st->held[k] : st->supply[k]);
        wm__json_obj_end(j);
    }
    wm__json_obj_end(j);
}

/* The Personal Experiences variant: tasks, supports and favour markers. */
static void view_personal_experiences(const ebert_state *st, wm_json *j)
{
    wm__json_key(j, "personal_experiences");
    wm__json_obj(j);
    wm__json_key(j, "tasks");
    wm__json_arr(j);
    for (int k = 0; k < 3; k++) {
        const eb_pe *p = &wm__ebert_pe[st->pe_task[k]];
        wm__json_obj(j);
        wm__json_kint(j, "card", st->pe_task[k] + 1);
        wm__json_kstr(j, "name", p->task_name);
        wm__json_kbool(j, "done", (st->pe_done >> k) & 1);
        wm__json_kint(j, "tension", p->tension);
        wm__json_kint(j, "draw", p->draw);
        wm__json_kbool(j, "tension_done", st->pe_tdone[k] != 0);
        wm__json_key(j, "spaces");
        wm__json_arr(j);
        for (int i = 0; i < p->nspaces; i++) {
            wm__json_obj(j);
            wm__json_kstr(j, "accepts", p->space[i] == PE_JOKER ? "Joker" : p->space[i] == PE_SPD ? "SPD" : "any");
            if (st->pe_fill[k][i])
                wm__json_kstr(j, "marker", kname(st, st->pe_fill[k][i] - 1));
            wm__json_obj_end(j);
        }
        wm__json_arr_end(j);
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
    wm__json_key(j, "supports");
    wm__json_arr(j);
    for (int s = 0; s < 4; s++) {
        const eb_pe *p = &wm__ebert_pe[st->pe_sup[s]];
        static const char *const states[3] = {"locked", "available", "used"};
        wm__json_obj(j);
        wm__json_kint(j, "card", st->pe_sup[s] + 1);
        wm__json_kstr(j, "name", p->support_name);
        wm__json_kstr(j, "kind", support_kinds[p->support]);
        wm__json_kstr(j, "state", states[st->pe_sup_state[s] < 3 ? st->pe_sup_state[s] : 0]);
        wm__json_kbool(j, "infinite", p->infinite != 0);
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
    wm__json_key(j, "favour_markers");
    wm__json_arr(j);
    for (int g = 0; g < st->ngroups; g++)
        if (st->favour[g])
            wm__json_str(j, kname(st, g));
    wm__json_arr_end(j);
    wm__json_obj_end(j);
}

static void ebert_view(const void *vst, int viewer, wm_json *j)
{
    const ebert_state *st = vst;
    const eb_chapter *c = CH(st);
    int all = viewer == WM_OMNISCIENT;
    uint32_t diff = (st->flags & WM_EBERT_DIFFICULTY_MASK) >> WM_OPT_TITLE_SHIFT;
    static const char *const diffs[3] = {"easy", "medium", "hard"};

    wm__json_kstr(j, "chapter", roman[st->chapter]);
    wm__json_kstr(j, "chapter_title", c->title);
    wm__json_kstr(j, "years", c->years);
    wm__json_kstr(j, "difficulty", diffs[diff < 3 ? diff : 0]);
    wm__json_kint(j, "game_lost_space", st->lost);
    /* With the variant, "personal_experiences" is its cards (below): one
     * member of that name, never two. */
    if (!(st->flags & WM_EBERT_PERSONAL_EXPERIENCES))
        wm__json_kbool(j, "personal_experiences", false);
    wm__json_kbool(j, "flexibility", (st->flags & WM_EBERT_FLEXIBILITY) != 0);
    wm__json_kint(j, "round", st->round);
    wm__json_kstr(j, "phase", stage_names[st->stage < S_COUNT ? st->stage : S_OVER]);
    wm__json_kint(j, "opened_this_round", st->opened);
    if (st->result)
        wm__json_kstr(j, "result", st->result == R_WON ? "won" : "lost");

    view_groups(st, j, all);
    view_history_deck(st, j, all);
    view_lasting(st, j);
    view_markers(st, j);
    if (st->flags & WM_EBERT_PERSONAL_EXPERIENCES)
        view_personal_experiences(st, j);
    wm__json_key(j, "decision");
    wm__json_obj(j);
    wm__json_kstr(j, "kind", decision_names[st->dec < D_KINDS ? st->dec : 0]);
    wm__json_kint(j, "seat", wm__ebert_to_move(st));
    if (st->dec == D_USE)
        wm__json_kstr(j, "markers_of", kname(st, st->use_turn));
    wm__json_obj_end(j);
}

/* ------------------------------------------------------------------ */
/* Ops                                                                  */
/* ------------------------------------------------------------------ */

static int ebert_seat_count(const void *vst)
{
    return ((const ebert_state *)vst)->nseats;
}

static const char *ebert_seat_name(const void *vst, int seat)
{
    (void)vst;
    static const char *const names[WM_EBERT_MAX_SEATS] = {"Ebert", "2nd person", "3rd person", "4th person"};
    return names[seat];
}

static int ebert_is_over(const void *vst)
{
    return ((const ebert_state *)vst)->result != R_PLAYING;
}

/* "you win or lose together" */
static void ebert_outcome(const void *vst, int32_t *per_seat)
{
    const ebert_state *st = vst;
    for (int s = 0; s < st->nseats; s++)
        per_seat[s] = st->result == R_WON ? WM_WIN : WM_LOSS;
}

static int ebert_scenario_id(const void *vst)
{
    return ((const ebert_state *)vst)->chapter;
}

static const char *ebert_scenario_name(const void *vst)
{
    return CH((const ebert_state *)vst)->title;
}

/* "Game Flow": rounds of five phases (and the EILT! and milestone
 * interludes). */
static size_t ebert_round_text(const void *vst, char *buf, size_t cap)
{
    const ebert_state *st = vst;
    const eb_chapter *c = CH(st);
    int n = snprintf(buf, cap, "Chapter %s (%s), round %u, %s", roman[st->chapter], c->years, (unsigned)st->round,
                     stage_names[st->stage < S_COUNT ? st->stage : S_OVER]);
    return n < 0 ? 0 : (size_t)n;
}

/* "You have won the game if you resolve the golden target letter"; "If
 * you have to move a tension marker onto the space with the 'Game Lost'
 * marker, you have lost the game immediately!" (the only two ends). */
static size_t ebert_end_reason(const void *vst, char *buf, size_t cap)
{
    const ebert_state *st = vst;
    int n;
    if (st->result == R_WON) {
        n = snprintf(buf, cap, "the golden target letter was resolved: everyone wins");
    } else {
        int g = 0;
        for (int h = 0; h < st->ngroups; h++)
            if (st->tension[h] >= st->lost)
                g = h;
        n = snprintf(buf, cap, "the tension of %s reached the Game Lost space (%u): everyone loses", kname(st, g),
                     (unsigned)st->lost);
    }
    return n < 0 ? 0 : (size_t)n;
}

/* A person's seat: the groups they are responsible for. */
static void ebert_seat_view(const void *vst, int seat, int viewer, wm_json *j)
{
    const ebert_state *st = vst;
    (void)viewer;
    wm__json_key(j, "groups");
    wm__json_arr(j);
    for (int g = 0; g < st->ngroups; g++)
        if (wm__ebert_holder(st, g) == seat)
            wm__json_str(j, CH(st)->group_names[g]);
    wm__json_arr_end(j);
}

const wm_title_ops wm__ebert_ops = {
    .id = WM_FRIEDRICH_EBERT,
    .name = "Friedrich Ebert: Der Weg zur Demokratie",
    .state_size = sizeof(ebert_state),
    .action_count = WM_EBERT_ACTIONS,
    .max_legal = WM_EBERT_ACTIONS,
    .layout_version = 1,
    .fields = fields,
    .nfields = sizeof fields / sizeof fields[0],
    .init = wm__ebert_init,
    .seat_count = ebert_seat_count,
    .seat_name = ebert_seat_name,
    .to_move = wm__ebert_to_move,
    .is_over = ebert_is_over,
    .legal = wm__ebert_legal,
    /* .is_legal: the core's look-up in the legal list (game.c) */
    .apply = wm__ebert_apply,
    .move_name = wm__ebert_move_name,
    .move_label = wm__ebert_move_label,
    .prompt = wm__ebert_prompt,
    .is_secret = NULL,
    .outcome = ebert_outcome,
    .view = ebert_view,
    .check = wm__ebert_check,
    .bot = wm__ebert_bot,
    .scenario = ebert_scenario_id,
    .scenario_name = ebert_scenario_name,
    .round_text = ebert_round_text,
    .end_reason = ebert_end_reason,
    .seat_view = ebert_seat_view,
    .obs_slices = wm__ebert_obs_slices,
    .nobs_slices = EBERT_OBS_SLICES,
    .observe = wm__ebert_observe,
    .resample = wm__ebert_resample,
    .pack_slug = "ebert",
    .pack_read = wm__ebert_pack_read,
    .pack_write = wm__ebert_pack_write,
};
