/*
 * markers.c - Phase 4 "Use influence markers", the variant "Persönliche
 * Erlebnisse" (Personal Experiences) and the glossary's support cards.
 *
 * A use of markers follows every resolution that gives markers (Phase 4
 * after Phase 3, and at once after an EILT! letter and after a milestone's
 * second instruction): "the SPD begins and uses all of its influence
 * markers. The other groups then follow clockwise, and finally Ebert uses
 * the Joker markers."  Each turn is a sequence of single uses, ended by
 * "done"; "If you cannot or do not want to use a marker, it lapses".
 *
 * With Personal Experiences, "you may choose the order in which you fulfil
 * the milestones and 'Personal Experiences' cards and use the influence
 * markers": "done" then passes without losing the markers, and the round
 * SPD -> ... -> Ebert starts again as long as someone did something in the
 * last one; markers still held at the end lapse.  Ebert, in his turn,
 * carries out the tension tasks and uses the supports, paying with any
 * marker still held.
 */
#include "ebert.h"

static int pe_on(const ebert_state *st)
{
    return (st->flags & WM_EBERT_PERSONAL_EXPERIENCES) != 0;
}

static int total_held(const ebert_state *st)
{
    return st->held[0] + st->held[1] + st->held[2] + st->held[3];
}

static int any_tension(const ebert_state *st)
{
    for (int g = 0; g < st->ngroups; g++)
        if (st->tension[g])
            return 1;
    return 0;
}

/* A free space of group g on the current milestone, or -1.  Markers
 * received while resolving a milestone cannot go on the next one. */
int wm__ebert_ms_space_free(const ebert_state *st, int g)
{
    if (st->use_mode == U_MILESTONE || !wm__ebert_has_ms(st))
        return -1;
    const eb_milestone *m = wm__ebert_cur_ms(st);
    for (int i = 0; i < m->nspaces; i++)
        if (m->space[i] == g && !st->ms_fill[i])
            return i;
    return -1;
}

/* The space of task slot k that a marker of this kind takes, or -1.
 * "If a task requires Jokers, you must use Joker influence markers";
 * "(?)": any marker.  A Joker takes a Joker space first; a group marker an
 * SPD space (if it is the SPD's) before a (?) space. */
int wm__ebert_pe_space_for(const ebert_state *st, int k, int kind)
{
    if (!pe_on(st) || (st->pe_done & (1u << k)))
        return -1;
    const eb_pe *c = &wm__ebert_pe[st->pe_task[k]];
    static const uint8_t joker_order[3] = {PE_JOKER, PE_SPD, PE_ANY};
    static const uint8_t spd_order[3] = {PE_SPD, PE_ANY, 0xff};
    static const uint8_t other_order[3] = {PE_ANY, 0xff, 0xff};
    const uint8_t *order = kind == EB_JOKER ? joker_order : kind == 0 ? spd_order : other_order;
    for (int o = 0; o < 3; o++)
        for (int i = 0; i < c->nspaces; i++)
            if (c->space[i] == order[o] && !st->pe_fill[k][i])
                return i;
    return -1;
}

static int favour_available(const ebert_state *st)
{
    if (!pe_on(st))
        return 0;
    for (int s = 0; s < 4; s++)
        if (st->pe_sup_state[s] == 1 && wm__ebert_pe[st->pe_sup[s]].support == SP_FAVOUR)
            return 1;
    return 0;
}

/* Entspannung and its kind: "For 2 identical influence markers ... Jokers
 * may, as usual, replace influence markers of any kind". */
static int pay_ok(const ebert_state *st, const eb_pe *c, int kind)
{
    if (!st->held[kind])
        return 0;
    switch (c->support) {
    case SP_REFUSE:
        return kind == EB_JOKER;
    case SP_SECRET:
        return 1;
    case SP_RELAX:
        if (c->cost < 2)
            return 1;
        if (st->sub_left == 2) { /* first of two */
            if (kind == EB_JOKER)
                return total_held(st) >= 2;
            return st->held[kind] >= 2 || st->held[EB_JOKER] >= 1;
        }
        {
            int first = st->pay_first - 1;
            return first == EB_JOKER || kind == first || kind == EB_JOKER;
        }
    default:
        return 0;
    }
}

int wm__ebert_support_usable(const ebert_state *st, int s)
{
    if (!pe_on(st) || st->pe_sup_state[s] != 1)
        return 0;
    const eb_pe *c = &wm__ebert_pe[st->pe_sup[s]];
    switch (c->support) {
    case SP_SECRET:
        return total_held(st) >= c->cost && st->supply[EB_JOKER] > 0;
    case SP_REFUSE: {
        if (st->held[EB_JOKER] < c->cost)
            return 0;
        for (int g = 0; g < st->ngroups; g++)
            if (st->nrow[g])
                return 1;
        return 0;
    }
    case SP_RELAX: {
        if (!any_tension(st))
            return 0;
        if (c->cost < 2)
            return total_held(st) >= 1;
        if (st->held[EB_JOKER] >= 2)
            return 1;
        for (int k = 0; k < EB_JOKER; k++)
            if (st->held[k] >= 2 || (st->held[k] >= 1 && st->held[EB_JOKER] >= 1))
                return 1;
        return 0;
    }
    default: /* Gefallen einfordern is used through its spaces */
        return 0;
    }
}

/* The tension (and letter) part of task k can be carried out. */
int wm__ebert_task_possible(const ebert_state *st, int k)
{
    if (!pe_on(st) || (st->pe_done & (1u << k)) || st->pe_tdone[k])
        return 0;
    const eb_pe *c = &wm__ebert_pe[st->pe_task[k]];
    return c->tension > 0 || c->draw > 0;
}

/* ------------------------------------------------------------------ */
/* Legal moves                                                          */
/* ------------------------------------------------------------------ */

/* The uses open to turn t (a marker kind), "done" included if with_done. */
static size_t turn_moves(const ebert_state *st, int t, wm_move *buf, size_t cap, int with_done)
{
    size_t k = 0;
    int lo = t == EB_JOKER ? 0 : t, hi = t == EB_JOKER ? st->ngroups - 1 : t;
    if (st->held[t]) {
        /* "reduce the tension in the group of the influence marker by up to
         * 2 steps" (offered when there is tension to reduce) */
        for (int g = lo; g <= hi; g++)
            if (st->tension[g])
                WM_EMIT(WM_EBERT_REDUCE + g);
        /* "place any letter from the row ... back under the draw pile" */
        for (int g = lo; g <= hi; g++)
            for (int p = 0; p < st->nrow[g]; p++)
                WM_EMIT(WM_EBERT_BURY + g * EB_ROW + p);
        /* "Place 1 influence marker on a matching space of the current
         * milestone" */
        for (int g = lo; g <= hi; g++)
            if (wm__ebert_ms_space_free(st, g) >= 0)
                WM_EMIT(WM_EBERT_MILESTONE + g);
        for (int s = 0; s < 3; s++)
            if (wm__ebert_pe_space_for(st, s, t) >= 0)
                WM_EMIT(WM_EBERT_EXPERIENCE + s);
        /* Gefallen einfordern: "different influence markers ... Jokers are
         * not allowed" */
        if (t != EB_JOKER && favour_available(st) && !st->favour[t])
            WM_EMIT(WM_EBERT_FAVOUR_STORE);
    }
    /* "... and later use them additionally when resolving a letter or a
     * milestone" (not the one stored during this use) */
    if (t != EB_JOKER && favour_available(st) && st->favour[t] == 1)
        WM_EMIT(WM_EBERT_FAVOUR_TAKE);
    if (with_done)
        WM_EMIT(WM_EBERT_DONE);
    if (t == EB_JOKER && pe_on(st)) {
        for (int s = 0; s < 3; s++)
            if (wm__ebert_task_possible(st, s))
                WM_EMIT(WM_EBERT_TASK + s);
        for (int s = 0; s < 4; s++)
            if (wm__ebert_support_usable(st, s))
                WM_EMIT(WM_EBERT_SUPPORT + s);
    }
    return k;
}

static int turn_has_options(const ebert_state *st, int t)
{
    if (t != EB_JOKER && t >= st->ngroups)
        return 0;
    return turn_moves(st, t, NULL, 0, 0) > 0;
}

size_t wm__ebert_use_legal(const ebert_state *st, wm_move *buf, size_t cap)
{
    size_t k = 0;
    switch (st->dec) {
    case D_USE:
        return turn_moves(st, st->use_turn, buf, cap, 1);
    case D_STEP: {
        /* "exception: the task expressly requires that the tension in the
         * SPD rises": the steps still owed to the SPD */
        int only_spd = st->sub_left <= st->pay_first;
        for (int g = 0; g < st->ngroups; g++)
            if (!only_spd || g == 0)
                WM_EMIT(WM_EBERT_STEP + g);
        break;
    }
    case D_DRAW:
        for (int g = 0; g < st->ngroups; g++)
            WM_EMIT(WM_EBERT_DRAW + g);
        break;
    case D_PAY: {
        const eb_pe *c = &wm__ebert_pe[st->pe_sup[st->sub_slot]];
        for (int kind = 0; kind < EB_KINDS; kind++)
            if (pay_ok(st, c, kind))
                WM_EMIT(WM_EBERT_PAY + kind);
        break;
    }
    case D_RELAX:
        WM_EMIT(WM_EBERT_DONE);
        for (int g = 0; g < st->ngroups; g++)
            if (st->tension[g])
                WM_EMIT(WM_EBERT_RELAX + g);
        break;
    case D_ROW:
        for (int g = 0; g < st->ngroups; g++)
            if (st->nrow[g])
                WM_EMIT(WM_EBERT_ROW + g);
        break;
    default:
        break;
    }
    return k;
}

/* ------------------------------------------------------------------ */
/* Turns                                                                */
/* ------------------------------------------------------------------ */

static void lapse(ebert_state *st, int kind)
{
    st->supply[kind] = (uint8_t)(st->supply[kind] + st->held[kind]);
    st->held[kind] = 0;
}

static void end_use(ebert_state *st)
{
    for (int kind = 0; kind < EB_KINDS; kind++)
        lapse(st, kind);
    for (int g = 0; g < EB_MAX_GROUPS; g++)
        if (st->favour[g])
            st->favour[g] = 1;
    st->stage = st->use_ret;
    st->use_mode = U_NONE;
    st->use_turn = st->use_any = st->use_ret = 0;
    st->dec = D_NONE;
}

void wm__ebert_use_begin(ebert_state *st, int mode, int ret)
{
    st->use_mode = (uint8_t)mode;
    st->use_ret = (uint8_t)ret;
    st->use_turn = 0;
    st->use_any = 0;
    st->dec = D_NONE;
}

void wm__ebert_use_next(ebert_state *st)
{
    for (;;) {
        if (st->use_turn > EB_JOKER) {
            if (pe_on(st) && st->use_any) {
                int any = 0;
                for (int t = 0; t < EB_KINDS; t++)
                    any |= turn_has_options(st, t);
                if (any) {
                    st->use_turn = 0;
                    st->use_any = 0;
                    continue;
                }
            }
            end_use(st);
            return;
        }
        if (turn_has_options(st, st->use_turn)) {
            st->dec = D_USE;
            return;
        }
        if (!pe_on(st))
            lapse(st, st->use_turn);
        st->use_turn++;
    }
}

/* The same person goes on while they can; else the next turn. */
static void continue_turn(ebert_state *st)
{
    st->sub = SUB_NONE;
    st->sub_slot = st->sub_left = st->pay_first = 0;
    st->dec = D_NONE;
    if (!st->result)
        wm__ebert_use_next(st); /* asks this turn again if it still has options */
}

/* "Once the task is fully completed, return the 'Personal Experiences'
 * card to the box and place the card beneath it, 'Support', in the middle
 * of the table. It is available to you immediately"; all three done:
 * "you have unlocked the golden target letter". */
static void pe_check(ebert_state *st, int k)
{
    const eb_pe *c = &wm__ebert_pe[st->pe_task[k]];
    for (int i = 0; i < c->nspaces; i++)
        if (!st->pe_fill[k][i])
            return;
    if ((c->tension || c->draw) && !st->pe_tdone[k])
        return;
    for (int i = 0; i < EB_PE_SPACES; i++) {
        if (st->pe_fill[k][i])
            st->supply[st->pe_fill[k][i] - 1]++;
        st->pe_fill[k][i] = 0;
    }
    st->pe_tdone[k] = 0;
    st->pe_done = (uint8_t)(st->pe_done | (1u << k));
    st->pe_sup_state[k + 1] = 1;
    if (st->pe_done == 7)
        wm__ebert_gold_unlocked(st);
}

static void pay_marker(ebert_state *st, int kind)
{
    st->held[kind]--;
    st->supply[kind]++;
}

/* The task's letters drawn: "following the rules of step 1 of a round ...
 * If an 'EILT!' letter appears, resolve it immediately". */
static void task_draw(ebert_state *st, int g)
{
    wm__ebert_draw(st, g, 1);
    for (int h; !st->result && (h = wm__ebert_eilt_group(st)) >= 0;)
        wm__ebert_eilt_resolve(st, h);
}

static void task_part_done(ebert_state *st)
{
    st->pe_tdone[st->sub_slot] = 1;
    pe_check(st, st->sub_slot);
    continue_turn(st);
}

/* The player uses a marker (or is done): reduce a tension, bury a letter,
 * fill a milestone or a Personal Experiences task, store or take a favour,
 * begin a task or a support card. */
static void use_marker(ebert_state *st, wm_move m)
{
    int t = st->use_turn;
    if (m != WM_EBERT_DONE)
        st->use_any = 1;
    if (m < WM_EBERT_BURY) { /* reduce */
        int g = (int)(m - WM_EBERT_REDUCE);
        pay_marker(st, t);
        st->tension[g] = (uint8_t)(st->tension[g] > 2 ? st->tension[g] - 2 : 0);
    } else if (m < WM_EBERT_MILESTONE) {
        int v = (int)(m - WM_EBERT_BURY);
        pay_marker(st, t);
        wm__ebert_bury(st, v / EB_ROW, v % EB_ROW);
    } else if (m < WM_EBERT_EXPERIENCE) {
        int g = (int)(m - WM_EBERT_MILESTONE);
        st->held[t]--;
        st->ms_fill[wm__ebert_ms_space_free(st, g)] = (uint8_t)(t + 1);
    } else if (m < WM_EBERT_FAVOUR_STORE) {
        int s = (int)(m - WM_EBERT_EXPERIENCE);
        st->held[t]--;
        st->pe_fill[s][wm__ebert_pe_space_for(st, s, t)] = (uint8_t)(t + 1);
        pe_check(st, s);
    } else if (m == WM_EBERT_FAVOUR_STORE) {
        st->held[t]--;
        st->favour[t] = 2;
    } else if (m == WM_EBERT_FAVOUR_TAKE) {
        st->favour[t] = 0;
        st->held[t]++;
    } else if (m == WM_EBERT_DONE) {
        if (!pe_on(st))
            lapse(st, t);
        st->use_turn++;
        wm__ebert_use_next(st);
        return;
    } else if (m < WM_EBERT_SUPPORT) { /* task */
        int s = (int)(m - WM_EBERT_TASK);
        const eb_pe *c = &wm__ebert_pe[st->pe_task[s]];
        st->sub_slot = (uint8_t)s;
        if (c->tension) {
            st->sub = SUB_TASK_STEP;
            st->sub_left = c->tension;
            st->pay_first = c->spd_min;
            st->dec = D_STEP;
        } else {
            st->sub = SUB_TASK_DRAW;
            st->sub_left = c->draw;
            st->dec = D_DRAW;
        }
        return;
    } else { /* support */
        int s = (int)(m - WM_EBERT_SUPPORT);
        const eb_pe *c = &wm__ebert_pe[st->pe_sup[s]];
        /* "All other support cards can be used only once; after use,
         * return them to the box." */
        if (!c->infinite)
            st->pe_sup_state[s] = 2;
        st->sub = SUB_PAY;
        st->sub_slot = (uint8_t)s;
        st->sub_left = c->cost;
        st->pay_first = 0;
        st->dec = D_PAY;
        return;
    }
    continue_turn(st);
}

/* A Personal Experiences task's tension steps, one group at a time; then
 * its draws. */
static void task_step(ebert_state *st, wm_move m)
{
    int g = (int)(m - WM_EBERT_STEP);
    if (g == 0 && st->pay_first)
        st->pay_first--;
    st->sub_left--;
    wm__ebert_tension(st, g, 1);
    if (st->result)
        return;
    if (st->sub_left) {
        st->dec = D_STEP;
        return;
    }
    st->pay_first = 0;
    if (wm__ebert_pe[st->pe_task[st->sub_slot]].draw) {
        st->sub = SUB_TASK_DRAW;
        st->sub_left = wm__ebert_pe[st->pe_task[st->sub_slot]].draw;
        st->dec = D_DRAW;
        return;
    }
    task_part_done(st);
}

/* A support card's cost, one marker at a time; then its effect
 * (Geheimabkommen, Annahme verweigern, Entspannung). */
static void support_pay(ebert_state *st, wm_move m)
{
    const eb_pe *c = &wm__ebert_pe[st->pe_sup[st->sub_slot]];
    int kind = (int)(m - WM_EBERT_PAY);
    pay_marker(st, kind);
    if (!st->pay_first)
        st->pay_first = (uint8_t)(kind + 1);
    if (--st->sub_left) {
        st->dec = D_PAY;
        return;
    }
    st->pay_first = 0;
    if (c->support == SP_SECRET) {
        /* "exchange 3 identical or different influence markers for 4
         * Jokers" */
        int n = c->amount < st->supply[EB_JOKER] ? c->amount : st->supply[EB_JOKER];
        st->supply[EB_JOKER] = (uint8_t)(st->supply[EB_JOKER] - n);
        st->held[EB_JOKER] = (uint8_t)(st->held[EB_JOKER] + n);
        continue_turn(st);
    } else if (c->support == SP_REFUSE) {
        st->sub = SUB_ROW;
        st->dec = D_ROW;
    } else {
        st->sub = SUB_RELAX;
        st->sub_left = c->amount;
        st->dec = D_RELAX;
    }
}

void wm__ebert_use_apply(ebert_state *st, wm_move m)
{
    int dec = st->dec;
    st->dec = D_NONE;
    switch (dec) {
    case D_USE:
        use_marker(st, m);
        return;
    case D_STEP:
        task_step(st, m);
        return;
    case D_DRAW:
        st->sub_left--;
        task_draw(st, (int)(m - WM_EBERT_DRAW));
        if (st->result)
            return;
        if (st->sub_left) {
            st->dec = D_DRAW;
            return;
        }
        task_part_done(st);
        return;
    case D_PAY:
        support_pay(st, m);
        return;
    case D_RELAX:
        /* "reset the tension markers by a total of 6 steps on one or
         * several tracker cards" (up to: "done" stops) */
        if (m != WM_EBERT_DONE) {
            st->tension[m - WM_EBERT_RELAX]--;
            st->sub_left--;
            if (st->sub_left && any_tension(st)) {
                st->dec = D_RELAX;
                return;
            }
        }
        continue_turn(st);
        return;
    case D_ROW: {
        /* Annahme verweigern: "return all letters of one row individually
         * under the draw pile, beginning with the card in the front
         * position" */
        int g = (int)(m - WM_EBERT_ROW);
        while (st->nrow[g])
            wm__ebert_bury(st, g, 0);
        continue_turn(st);
        return;
    }
    default:
        break;
    }
}
