/*
 * check.c - Friedrich Ebert: the invariants of a game.
 *
 * wm_check() and wm_load() call wm__ebert_check().  It accepts exactly the
 * states the rules can reach: every card in exactly one place (letters in
 * the history deck, a draw pile, a row or a discard pile; the golden target
 * letter; invitations on their stack or in their group's row), the 42
 * influence markers conserved (supply, just received, on the milestone, on
 * Personal Experiences cards, on Gefallen einfordern), rows of at most 5,
 * tension within the track, lasting effects matching the cards in Ebert's
 * row, and a decision machine stopped where the rules code really asks,
 * with a legal move unless the game is over.
 */
#include "ebert.h"

#define FAIL() return WM_ECORRUPT

static int has_lasting(const eb_op *ops, uint32_t *keys, uint32_t *xs)
{
    int any = 0;
    for (int i = 0; i < EB_OPS; i++) {
        if (ops[i].kind == OP_KEY) {
            *keys |= 1u << ops[i].a;
            any = 1;
        } else if (ops[i].kind == OP_X) {
            *xs |= 1u << ops[i].a;
            any = 1;
        }
    }
    return any;
}

/* Letter id in group g's row or pile: a letter of the chapter of group g
 * not seen before, or the golden target letter (id nletters, SPD's, once:
 * *golden_seen is set). */
static int letter_ok(const ebert_state *st, int g, int id, uint32_t seen, int *golden_seen)
{
    int nl = CH(st)->nletters;
    if (id < 0 || id > nl)
        return 0;
    if (id == nl) {
        if (g != 0 || *golden_seen)
            return 0;
        *golden_seen = 1;
        return 1;
    }
    return eb_letters(st)[id].group == g && !(seen & (1u << id));
}

static wm_status cards_ok(const ebert_state *st)
{
    const eb_chapter *c = CH(st);
    int nl = c->nletters;
    uint32_t seen = 0;
    int golden_seen = 0;
    for (int g = 0; g < EB_MAX_GROUPS; g++) {
        int inrow_inv = 0;
        if (g >= st->ngroups && (st->nrow[g] || st->npile[g] || st->inv[g] || st->tension[g]))
            FAIL();
        for (int p = 0; p < EB_ROW; p++) {
            uint8_t it = st->row[g][p];
            if (p >= st->nrow[g]) {
                if (it)
                    FAIL();
                continue;
            }
            if (it & IT_INV) {
                if ((it & ~IT_OPEN) != IT_INV)
                    FAIL();
                inrow_inv++;
                continue;
            }
            int id = IT_ID(it);
            if (!letter_ok(st, g, id, seen, &golden_seen))
                FAIL();
            if (id == nl)
                continue;
            /* EILT! letters are resolved from the top of the pile */
            if (eb_letters(st)[id].flags & LF_EILT)
                FAIL();
            seen |= 1u << id;
        }
        for (int p = 0; p < EB_PILE; p++) {
            uint8_t it = st->pile[g][p];
            if (p >= st->npile[g]) {
                if (it)
                    FAIL();
                continue;
            }
            if (it & IT_INV)
                FAIL();
            int id = IT_ID(it);
            if (!letter_ok(st, g, id, seen, &golden_seen))
                FAIL();
            if (id == nl)
                continue;
            /* an EILT! letter on top is resolved before anything else */
            if (p == 0 && (eb_letters(st)[id].flags & LF_EILT) && st->stage != S_SWEEP && st->stage != S_SHUFFLE &&
                st->stage != S_OVER)
                FAIL();
            if ((eb_letters(st)[id].flags & LF_EILT) && (it & IT_OPEN))
                FAIL();
            seen |= 1u << id;
        }
        if (g < st->ngroups && st->inv[g] + inrow_inv != EB_INVITATIONS)
            FAIL();
    }
    /* letters handed out so far: exactly once each in a pile, a row or a
     * discard pile; the rest still in the history deck */
    uint32_t dealt = st->dealt >= 32 ? 0xffffffffu : (1u << st->dealt) - 1u;
    if (seen & st->discard)
        FAIL();
    if ((seen | st->discard) != dealt)
        FAIL();
    if (st->dealt != (st->ms_done < c->nms ? c->ms_after[st->ms_done] : nl))
        FAIL();
    if (golden_seen != (st->golden == G_PLAYED))
        FAIL();
    return WM_OK;
}

static wm_status markers_ok(const ebert_state *st)
{
    int count[EB_KINDS] = {0, 0, 0, 0};
    for (int k = 0; k < EB_KINDS; k++)
        count[k] = st->supply[k] + st->held[k];
    for (int i = 0; i < EB_MS_SPACES; i++)
        if (st->ms_fill[i])
            count[st->ms_fill[i] - 1]++;
    for (int s = 0; s < 3; s++)
        for (int i = 0; i < EB_PE_SPACES; i++)
            if (st->pe_fill[s][i])
                count[st->pe_fill[s][i] - 1]++;
    for (int g = 0; g < EB_MAX_GROUPS; g++)
        if (st->favour[g])
            count[g]++;
    for (int k = 0; k < EB_KINDS; k++) {
        int in_play = k == EB_JOKER || k < st->ngroups;
        if (count[k] != (in_play ? wm__ebert_markers[k] : 0))
            FAIL();
    }
    /* markers are held only while they are being used */
    if (st->use_mode == U_NONE && (st->held[0] | st->held[1] | st->held[2] | st->held[3]))
        FAIL();
    /* the current milestone's spaces */
    if (wm__ebert_has_ms(st) && st->use_mode != U_MILESTONE) {
        const eb_milestone *m = wm__ebert_cur_ms(st);
        for (int i = 0; i < EB_MS_SPACES; i++) {
            int f = st->ms_fill[i];
            if (!f)
                continue;
            if (i >= m->nspaces || (f - 1 != EB_JOKER && f - 1 != m->space[i]))
                FAIL();
        }
    } else {
        for (int i = 0; i < EB_MS_SPACES; i++)
            if (st->ms_fill[i])
                FAIL();
    }
    return WM_OK;
}

static wm_status lasting_ok(const ebert_state *st)
{
    const eb_chapter *c = CH(st);
    uint32_t keys = 0, xs = 0;
    for (int n = 1; n <= EB_RES_CARDS; n++) {
        if (!(st->lasting_res & (UINT64_C(1) << (n - 1))))
            continue;
        if (!has_lasting(eb_rescards()[n].ops, &keys, &xs))
            FAIL();
        /* one of this chapter's letters sent the card: it is discarded */
        int found = 0;
        for (int i = 0; i < c->nletters; i++)
            if (eb_letters(st)[i].res == n && (st->discard & (1u << i)))
                found = 1;
        if (!found)
            FAIL();
    }
    if (st->lasting_res >> EB_RES_CARDS)
        FAIL();
    for (int m = 0; m < 16; m++) {
        int in = (st->lasting_ms >> m) & 1;
        if (m >= c->nms) {
            if (in)
                FAIL();
            continue;
        }
        uint32_t k2 = 0, x2 = 0;
        int lasting = has_lasting(c->ms[m].ops, &k2, &x2);
        /* The milestone being resolved shows its lasting effect while its
         * markers are used; a loss in the middle of that use (a Personal
         * Experiences task's tension, say) ends the game with the effect
         * in place, and a loss earlier in the instructions without it. */
        int current = m == st->ms_done &&
                      ((st->stage == S_MILESTONE && st->use_mode == U_MILESTONE) || st->result == R_LOST);
        int resolved = m < st->ms_done || current;
        if (in ? !(lasting && resolved) : (lasting && resolved && st->result != R_LOST))
            FAIL();
        if (in) {
            keys |= k2;
            xs |= x2;
        }
    }
    if (keys != st->keys || xs != st->xs)
        FAIL();
    return WM_OK;
}

static wm_status pe_ok(const ebert_state *st)
{
    if (!(st->flags & WM_EBERT_PERSONAL_EXPERIENCES)) {
        for (int i = 0; i < 3; i++)
            if (st->pe_task[i] || st->pe_tdone[i] || st->pe_fill[i][0] || st->pe_fill[i][1] || st->pe_fill[i][2])
                FAIL();
        for (int s = 0; s < 4; s++)
            if (st->pe_sup[s] || st->pe_sup_state[s])
                FAIL();
        if (st->pe_done || st->golden == G_ASIDE)
            FAIL();
        if ((st->golden == G_PLAYED) != (st->ms_done == CH(st)->nms))
            FAIL();
        for (int g = 0; g < EB_MAX_GROUPS; g++)
            if (st->favour[g])
                FAIL();
        return WM_OK;
    }
    uint32_t used = 0;
    for (int i = 0; i < 7; i++) {
        int card = i < 3 ? st->pe_task[i] : st->pe_sup[i - 3];
        if (card >= EB_PE_CARDS || (used & (1u << card)))
            FAIL();
        used |= 1u << card;
    }
    int favour_ok = 0;
    for (int s = 0; s < 4; s++) {
        const eb_pe *sup = &wm__ebert_pe[st->pe_sup[s]];
        int unlocked = s == 0 || (st->pe_done & (1u << (s - 1)));
        if (unlocked != (st->pe_sup_state[s] != 0))
            FAIL();
        if (st->pe_sup_state[s] == 2 && sup->infinite)
            FAIL();
        if (st->pe_sup_state[s] == 1 && sup->support == SP_FAVOUR)
            favour_ok = 1;
    }
    for (int g = 0; g < EB_MAX_GROUPS; g++)
        if (st->favour[g] && (!favour_ok || g >= st->ngroups || (st->favour[g] == 2 && st->use_mode == U_NONE)))
            FAIL();
    for (int k = 0; k < 3; k++) {
        const eb_pe *c = &wm__ebert_pe[st->pe_task[k]];
        int done = (st->pe_done >> k) & 1;
        int full = 1;
        for (int i = 0; i < EB_PE_SPACES; i++) {
            int f = st->pe_fill[k][i];
            if (!f) {
                if (i < c->nspaces)
                    full = 0;
                continue;
            }
            if (done || i >= c->nspaces)
                FAIL();
            int kind = f - 1;
            if (c->space[i] == PE_JOKER && kind != EB_JOKER)
                FAIL();
            if (c->space[i] == PE_SPD && kind != 0 && kind != EB_JOKER)
                FAIL();
        }
        if (st->pe_tdone[k] && (done || (!c->tension && !c->draw)))
            FAIL();
        /* a completed task leaves at once */
        if (!done && full && (st->pe_tdone[k] || (!c->tension && !c->draw)))
            FAIL();
    }
    if ((st->golden == G_ASIDE) != (st->pe_done != 7))
        FAIL();
    if (st->golden == G_DECK && !wm__ebert_has_ms(st))
        FAIL();
    return WM_OK;
}

static wm_status machine_ok(const ebert_state *st)
{
    if (st->result) {
        if (st->stage != S_OVER || st->dec != D_NONE || st->use_mode != U_NONE || st->sub != SUB_NONE)
            FAIL();
        int at_lost = 0;
        for (int g = 0; g < st->ngroups; g++)
            at_lost |= st->tension[g] == st->lost;
        if ((st->result == R_LOST) != at_lost)
            FAIL();
        return WM_OK;
    }
    /* round 0: only an EILT! letter left on top by the set-up */
    if ((st->round == 0 && !(st->stage == S_SWEEP && st->ret == S_ROUND)) || st->stage == S_OVER ||
        st->dec == D_NONE)
        FAIL();
    for (int g = 0; g < st->ngroups; g++)
        if (st->tension[g] >= st->lost)
            FAIL();
    if (st->stage != S_SWEEP && st->ret)
        FAIL();
    if (st->stage == S_SWEEP && st->ret != S_ROUND && st->ret != S_OPEN && st->ret != S_PHASE4)
        FAIL();
    if (st->stage != S_SHUFFLE && (st->shuf_g || st->shuf_k))
        FAIL();
    if (st->opened > 2 || (st->stage > S_OPEN && st->stage < S_OVER && st->opened > 2))
        FAIL();
    static const uint8_t use_stage[4] = {0, S_SWEEP, S_PHASE4, S_MILESTONE};
    static const uint8_t use_ret[4] = {0, S_SWEEP, S_MILESTONE, S_MS_DEAL};
    if (st->use_mode == U_NONE) {
        if (st->use_turn || st->use_any || st->use_ret || st->sub)
            FAIL();
    } else {
        if (st->stage != use_stage[st->use_mode] || st->use_ret != use_ret[st->use_mode])
            FAIL();
        if (st->use_turn > EB_JOKER || (st->use_turn != EB_JOKER && st->use_turn >= st->ngroups))
            FAIL();
    }
    switch (st->dec) {
    case D_OPEN:
        if (st->stage != S_OPEN || st->use_mode || st->opened >= 2)
            FAIL();
        break;
    case D_RESOLVE:
        if (st->stage != S_RESOLVE || st->use_mode)
            FAIL();
        break;
    case D_USE:
        if (!st->use_mode || st->sub)
            FAIL();
        break;
    case D_STEP:
    case D_DRAW:
    case D_PAY:
    case D_RELAX:
    case D_ROW: {
        static const uint8_t sub_of[D_KINDS] = {[D_STEP] = SUB_TASK_STEP, [D_DRAW] = SUB_TASK_DRAW,
                                               [D_PAY] = SUB_PAY, [D_RELAX] = SUB_RELAX, [D_ROW] = SUB_ROW};
        if (!st->use_mode || st->use_turn != EB_JOKER || st->sub != sub_of[st->dec] ||
            !(st->flags & WM_EBERT_PERSONAL_EXPERIENCES))
            FAIL();
        if (st->dec == D_STEP || st->dec == D_DRAW) {
            if (st->sub_slot > 2 || !st->sub_left || (st->pe_done & (1u << st->sub_slot)))
                FAIL();
            const eb_pe *c = &wm__ebert_pe[st->pe_task[st->sub_slot]];
            if (st->dec == D_STEP && (st->sub_left > c->tension || st->pay_first > c->spd_min ||
                                      st->pay_first > st->sub_left))
                FAIL();
            if (st->dec == D_DRAW && (st->sub_left > c->draw || st->pay_first))
                FAIL();
        } else {
            const eb_pe *c = &wm__ebert_pe[st->pe_sup[st->sub_slot]];
            if (st->sub_slot > 3 || st->pe_sup_state[st->sub_slot] == 0)
                FAIL();
            if (st->dec == D_PAY && (!st->sub_left || st->sub_left > c->cost ||
                                     (st->sub_left == c->cost) != (st->pay_first == 0) || st->pay_first > EB_KINDS))
                FAIL();
            if (st->dec == D_RELAX && (c->support != SP_RELAX || !st->sub_left || st->sub_left > c->amount || st->pay_first))
                FAIL();
            if (st->dec == D_ROW && (c->support != SP_REFUSE || st->sub_left || st->pay_first))
                FAIL();
        }
        break;
    }
    case D_NEXT:
        if (st->stage != S_SHUFFLE || st->use_mode || !(st->flags & WM_EBERT_FLEXIBILITY) ||
            !(st->flags & WM_OPT_EXTERNAL_DICE) || st->shuf_g >= st->ngroups || st->shuf_k < 1 ||
            st->shuf_k + 1 >= st->npile[st->shuf_g])
            FAIL();
        break;
    default:
        FAIL();
    }
    if (st->dec != D_STEP && st->dec != D_DRAW && st->dec != D_PAY && st->dec != D_RELAX && st->dec != D_ROW &&
        (st->sub || st->sub_slot || st->sub_left || st->pay_first))
        FAIL();
    if (wm__ebert_legal(st, NULL, 0) == 0)
        FAIL();
    return WM_OK;
}

wm_status wm__ebert_check(const void *vst)
{
    const ebert_state *st = vst;
    if (st->chapter < 1 || st->chapter > EB_CHAPTERS || st->ngroups != CH(st)->ngroups)
        FAIL();
    if (st->flags & ~EB_RULE_FLAGS)
        FAIL();
    uint32_t diff = (st->flags & WM_EBERT_DIFFICULTY_MASK) >> WM_OPT_TITLE_SHIFT;
    if (diff > 2 || st->lost != 10 - diff)
        FAIL();
    for (int g = 0; g < st->ngroups; g++)
        if (st->tension[g] > st->lost)
            FAIL();
    wm_status r = cards_ok(st);
    if (r == WM_OK)
        r = markers_ok(st);
    if (r == WM_OK)
        r = lasting_ok(st);
    if (r == WM_OK)
        r = pe_ok(st);
    if (r == WM_OK)
        r = machine_ok(st);
    return r;
}
