/*
 * effects.c - Democracy under Siege: the one interpreter of the card
 * effect programs (content.h, "The effect vocabulary").
 *
 * A program's choices (which nation of an "or", which box where shortest
 * paths tie, which Resource, which War Card and side, a die of an Event's
 * coup) come from a tape, in the order the ops need them; a choice is read
 * only where the rules leave more than one option.  The decision layer
 * builds the tape one move at a time.
 */
#include "siege.h"

#include <string.h>

typedef struct run_ctx {
    siege_state *st;
    int owner;
    const uint8_t *tape;
    int ntape, pos;
    int last_minor;   /* the Minor of the war an MR_TO_WAR op chose (D7's "target nation") */
    int n20_quiet;    /* §6.0 N20: an Italian war with no Prestige loss or Political Effects */
} run_ctx;

/* -2: the tape ran out (more choices are needed); -1: a choice is not allowed. */
static int take(run_ctx *c, int *out)
{
    if (c->pos >= c->ntape)
        return -2;
    *out = c->tape[c->pos++];
    return 0;
}

static int move(run_ctx *c, int nation, int target, int boxes)
{
    int used = 0;
    int r = wm__siege_regime_effect(c->st, nation, target, boxes, c->owner, c->tape ? c->tape + c->pos : NULL,
                                    c->ntape - c->pos, &used);
    c->pos += used;
    return r;
}

static int target_of(int a, int owner)
{
    return a == SG_NOBODY ? owner : a;
}

/* §6.0 "Generic principles": an "or" list names each nation at most once
 * per effect, any nation may be designated (even one already there), a
 * nation no more in existence cannot. */
static int pick_nations(run_ctx *c, uint32_t cand, int count, int target, int boxes)
{
    uint32_t done = 0;
    for (int k = 0; k < count; k++) {
        uint32_t left = cand & ~done;
        for (int n = 0; n < SG_NNATIONS; n++)
            if (((left >> n) & 1u) && c->st->regime[n] == SG_REGIME_GONE)
                left &= ~(1u << n);
        if (!left)
            return 0; /* fewer candidates than picks: the rest lapse */
        int n;
        if (wm__popcount32(left) == 1) {
            n = __builtin_ctz(left);
        } else {
            int t = take(c, &n);
            if (t == -2) {
                wm__siege_ask(left); /* one of the candidates left */
                wm__siege_ask_kind(SG_ASK_NATION, SG_OP_REGIME);
            }
            if (t < 0)
                return t;
            if (n >= SG_NNATIONS || !((left >> n) & 1u))
                return -1;
        }
        done |= 1u << n;
        int r = move(c, n, target, boxes);
        if (r < 0)
            return r;
    }
    return 0;
}

static uint32_t linked_minors(int area)
{
    uint32_t m = 0;
    for (int n = SG_FIRST_MINOR; n < SG_NNATIONS; n++)
        if ((wm__siege_land[area] >> n) & 1u)
            m |= 1u << n;
    return m;
}

static int op_regime(run_ctx *c, const sg_op *op)
{
    int target = target_of(op->a, c->owner);
    if (c->n20_quiet)
        return 0;
    if (op->c == 0) {
        for (int n = 0; n < SG_NNATIONS; n++)
            if (((op->set >> n) & 1u) && c->st->regime[n] != SG_REGIME_GONE) {
                int r = move(c, n, target, op->b);
                if (r < 0)
                    return r;
            }
        return 0;
    }
    return pick_nations(c, op->set, op->c, target, op->b);
}

static int op_regime_linked(run_ctx *c, const sg_op *op)
{
    int target = target_of(op->a, c->owner);
    if (c->n20_quiet)
        return 0;
    int base = (int)op->set;
    if (base == SG_NAREAS) {
        /* D7: "the target Nation ... and an adjacent Minor" */
        if (c->last_minor < 0)
            return 0;
        base = c->last_minor;
        int r = move(c, base, target, op->b);
        if (r < 0)
            return r;
    }
    return pick_nations(c, linked_minors(base) & ~(1u << base), op->c, target, op->b);
}

static int op_claim(run_ctx *c, const sg_op *op)
{
    siege_state *st = c->st;
    for (int k = 0; k < (op->c ? op->c : 1); k++) {
        int chosen = -1, options = 0;
        for (int b = 0; b < SG_NRBOXES; b++) {
            const sg_rbox *x = &wm__siege_rboxes[b];
            int in_area = op->a == SG_NAREAS ? (x->area < 32 && ((op->set >> x->area) & 1u)) : x->area == op->a;
            if (!in_area || st->rbox[b] || x->asterisk || (op->b != -1 && x->type != (uint8_t)op->b))
                continue;
            options++;
            if (chosen < 0)
                chosen = b;
        }
        if (!options || wm__siege_token_reserve(st, c->owner) <= 0)
            return 0;
        if (options > 1 && op->a == SG_NAREAS) {
            int b;
            int t = take(c, &b);
            if (t == -2) {
                /* the boxes the test below accepts (wm__siege_ask) */
                uint64_t ok = 0;
                for (int x = 0; x < SG_NRBOXES; x++)
                    if (!st->rbox[x] && !wm__siege_rboxes[x].asterisk && wm__siege_rboxes[x].area < 32 &&
                        ((op->set >> wm__siege_rboxes[x].area) & 1u))
                        ok |= (uint64_t)1 << x;
                wm__siege_ask(ok);
                wm__siege_ask_kind(SG_ASK_RBOX, 0);
            }
            if (t < 0)
                return t;
            if (b >= SG_NRBOXES || st->rbox[b] || wm__siege_rboxes[b].asterisk ||
                wm__siege_rboxes[b].area >= 32 || !((op->set >> wm__siege_rboxes[b].area) & 1u))
                return -1;
            chosen = b;
        }
        wm__siege_set_rbox(st, chosen, c->owner + 1, "a card");
    }
    return 0;
}

/* C3, D7 (§3.3.11, §6.0): up to `a` MR from the Token Reserve onto a
 * Civil War (choice 32 + nation) or a War Card of the scope (choice =
 * war index), on a side; then the side is the Ideology's for the round. */
static int faction_side_ussr(const sg_war *w)
{
    for (int k = 0; k < 3; k++) {
        if (w->faction_a[k] == SG_USSR)
            return 0;
        if (w->faction_b[k] == SG_USSR)
            return 1;
    }
    return -1;
}

/* §3.3.2, 2 seats: "Communism must play actions in its own interest" (and
 * §6.0 C3: "in two players mode, such gamey actions are not allowed"):
 * Communism's card places its MR only on a side O16 finds beneficial
 * (wm__siege_good_for_communism, as for a Game Action's commitment). */
static int side_ok(const run_ctx *c, int civil, int what, int side)
{
    return !(c->st->seats == 2 && c->owner == SG_COMMUNISM) || wm__siege_good_for_communism(c->st, civil, what, side);
}

/* The War Cards and Civil Wars (32 + nation) an MR_TO_WAR op of scope
 * MINOR_VS_POWER or SOVIET_WARS may designate: one with a side it may take. */
static uint64_t mr_targets(const run_ctx *c, const sg_op *op)
{
    const siege_state *st = c->st;
    uint64_t m = 0;
    for (int n = 0; n < SG_NNATIONS && op->b == SG_MRS_MINOR_VS_POWER; n++)
        if (st->civil[n] && (side_ok(c, 1, n, 0) || side_ok(c, 1, n, 1)))
            m |= (uint64_t)1 << (32 + n);
    for (int w = 0; w < SG_NWARS; w++) {
        if (st->war_box[w] == SG_WAR_OFF)
            continue;
        const sg_war *x = &sg_wars()[w];
        int ma = x->faction_a[0] < SG_NNATIONS && wm__siege_areas[x->faction_a[0]].kind == SG_KIND_MINOR;
        int mb = x->faction_b[0] < SG_NNATIONS && wm__siege_areas[x->faction_b[0]].kind == SG_KIND_MINOR;
        if (op->b == SG_MRS_MINOR_VS_POWER && (x->civil || ma != mb) && (side_ok(c, 0, w, 0) || side_ok(c, 0, w, 1)))
            m |= (uint64_t)1 << w;
        if (op->b == SG_MRS_SOVIET_WARS && faction_side_ussr(x) >= 0 && side_ok(c, 0, w, faction_side_ussr(x)))
            m |= (uint64_t)1 << w;
    }
    return m;
}

/* The sides (0, 1) and the counts (1..most) the tests after the takes
 * below accept (wm__siege_ask). */
static void ask_sides(const run_ctx *c, int civil, int what)
{
    wm__siege_ask((uint64_t)side_ok(c, civil, what, 0) | (uint64_t)side_ok(c, civil, what, 1) << 1);
}

static void ask_count(int most)
{
    wm__siege_ask(((uint64_t)1 << (most + 1)) - 2);
}

static int op_mr_to_war(run_ctx *c, const sg_op *op)
{
    siege_state *st = c->st;
    int where = -1, side = 0, count;
    if (op->b >= SG_MRS_SPANISH_REBELS) {
        for (int w = 0; w < SG_NWARS; w++)
            if (sg_wars()[w].civil == 2)
                where = w; /* N11, C37, D11 name the Spanish Civil War */
    } else {
        uint64_t targets = mr_targets(c, op);
        if (!targets && st->seats == 2 && c->owner == SG_COMMUNISM)
            return 0; /* no side in Communism's interest: the MR stay (O16) */
        int t = take(c, &where);
        if (t == -2 && targets)
            wm__siege_ask(targets);
        if (t == -2)
            wm__siege_ask_kind(SG_ASK_WAR, 0);
        if (t < 0)
            return t;
    }
    if (where < 0)
        return -1;
    if (where >= 32) {
        int n = where - 32;
        if (n >= SG_NNATIONS || !st->civil[n] || op->b != SG_MRS_MINOR_VS_POWER)
            return -1;
        int t = take(c, &side);
        if (t == -2) {
            ask_sides(c, 1, n);
            wm__siege_ask_kind(SG_ASK_SIDE, where);
        }
        if (t < 0)
            return t;
        if (side > 1 || !side_ok(c, 1, n, side))
            return -1;
        t = take(c, &count);
        if (t == -2) {
            ask_count(op->a);
            wm__siege_ask_kind(SG_ASK_COUNT, where);
        }
        if (t < 0)
            return t;
        if (count < 1 || count > op->a)
            return -1;
        int placed = 0;
        for (int k = 0; k < count && wm__siege_token_reserve(st, c->owner) > 0; k++, placed++)
            st->civil_mr[n][side][c->owner]++;
        if (placed)
            wm__siege_note("mr", c->owner, "%s places %d MR from the Token Reserve with the %s of the Civil War in %s",
                           wm__siege_ideology_names[c->owner], placed, side ? "Rebels" : "Government",
                           wm__siege_areas[n].name);
        c->last_minor = n;
        return 0;
    }
    if (where >= SG_NWARS || st->war_box[where] == SG_WAR_OFF)
        return -1;
    const sg_war *w = &sg_wars()[where];
    int a = w->faction_a[0], b = w->faction_b[0];
    int minor_b = b < SG_NNATIONS && wm__siege_areas[b].kind == SG_KIND_MINOR;
    int minor_a = a < SG_NNATIONS && wm__siege_areas[a].kind == SG_KIND_MINOR;
    switch (op->b) {
    case SG_MRS_MINOR_VS_POWER:
        /* a Minor Nation at war with a Power, or the two civil-war cards */
        if (!(w->civil || (minor_b && !minor_a) || (minor_a && !minor_b)))
            return -1;
        {
            int t = take(c, &side);
            if (t == -2) {
                ask_sides(c, 0, where);
                wm__siege_ask_kind(SG_ASK_SIDE, where);
            }
            if (t < 0)
                return t;
        }
        if (side > 1 || !side_ok(c, 0, where, side))
            return -1;
        break;
    case SG_MRS_SOVIET_WARS:
        side = faction_side_ussr(w);
        if (side < 0 || !side_ok(c, 0, where, side))
            return -1;
        break;
    case SG_MRS_SPANISH_REBELS:
    case SG_MRS_SPANISH_GOVT:
    case SG_MRS_SPANISH_ANY:
        if (w->civil != 2)
            return -1;
        if (op->b == SG_MRS_SPANISH_ANY) {
            int t = take(c, &side);
            if (t == -2) {
                ask_sides(c, 0, where);
                wm__siege_ask_kind(SG_ASK_SIDE, where);
            }
            if (t < 0)
                return t;
            if (side > 1 || !side_ok(c, 0, where, side))
                return -1;
        } else {
            side = op->b == SG_MRS_SPANISH_REBELS ? 1 : 0;
        }
        st->spanish[c->owner] = (uint8_t)(side + 1);
        break;
    default:
        return -1;
    }
    count = op->a;
    if (op->a > 1) {
        int t = take(c, &count);
        if (t == -2) {
            ask_count(op->a);
            wm__siege_ask_kind(SG_ASK_COUNT, where);
        }
        if (t < 0)
            return t;
        if (count < 1 || count > op->a)
            return -1;
    }
    int placed = 0;
    for (int k = 0; k < count && wm__siege_token_reserve(st, c->owner) > 0; k++, placed++)
        st->war_mr[where][side][c->owner]++;
    if (placed)
        wm__siege_note("mr", c->owner, "%s places %d MR from the Token Reserve on %s, faction %c",
                       wm__siege_ideology_names[c->owner], placed, sg_cards()[w->card].code, side ? 'B' : 'A');
    st->permit[c->owner] = (uint8_t)(where * 2 + side + 1);
    c->last_minor = minor_b ? b : minor_a ? a : -1;
    return 0;
}

/* §6.0 D30, §3.3.9: the Minors an Event's "any Minor" coup may designate:
 * in existence (not conquered) and not at Civil War. */
uint32_t wm__siege_coup_minors(const siege_state *st)
{
    uint32_t m = 0;
    for (int n = SG_FIRST_MINOR; n < SG_NNATIONS; n++)
        if (st->regime[n] != SG_REGIME_GONE && !st->civil[n])
            m |= 1u << n;
    return m;
}

static int op_coup(run_ctx *c, const sg_op *op)
{
    int nation = op->a, die;
    int chosen = nation == SG_NAREAS;
    if (chosen) {
        /* §6.0 D30: "no Minor Nation can be designated ... if no more in
         * existence", and §3.3.9 no coup in one at Civil War: the choice
         * is among the others (none left: the coup lapses).  The nation
         * is chosen first, then the die is rolled (issue 32). */
        uint32_t legal = wm__siege_coup_minors(c->st);
        if (!legal)
            return 0;
        int t = take(c, &nation);
        if (t == -2) {
            wm__siege_ask(legal);
            wm__siege_ask_kind(SG_ASK_NATION, SG_OP_COUP);
        }
        if (t < 0)
            return t;
        if (nation >= SG_NNATIONS || !((legal >> nation) & 1u))
            return -1;
    }
    if (nation >= SG_NNATIONS || c->st->regime[nation] == SG_REGIME_GONE)
        return nation >= SG_NNATIONS ? -1 : 0; /* §6.0: no coup in a nation that no longer exists */
    if (c->st->civil[nation]) {
        /* §3.3.9: "no Coup Attempt can be performed if a Civil War is
         * currently being fought in the target Minor Nation" - whoever
         * starts it, a Game Action or an Event (issue 18) */
        if (wm__logging()) {
            wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "coup");
            wm__log_str("nation", wm__siege_areas[nation].ascii);
            wm__log_str("result", "civil war");
            wm__log_text("No Coup in %s: a Civil War is being fought there (§3.3.9)", wm__siege_areas[nation].name);
            wm__log_end();
        }
        return 0;
    }
    if (c->st->strict && !chosen) {
        die = c->st->die; /* the decision layer rolled it before the effect (a chance decision) */
    } else {
        /* a designated nation's die follows the choice on the tape; the
         * decision layer rolls it when the tape runs out there */
        int t = take(c, &die);
        if (t == -2 && c->st->strict)
            return SG_RUN_NEEDS_DIE;
        if (t < 0)
            return t;
    }
    int used = 0;
    int r = wm__siege_event_coup(c->st, c->owner, nation, op->b, die, c->tape ? c->tape + c->pos : NULL,
                                 c->ntape - c->pos, &used);
    if (r < 0)
        return r; /* -2: a tied path asks for its box (§3.3.1 "he is allowed to choose one space") */
    c->pos += used;
    return 0;
}

static void op_treaty(siege_state *st, int owner, const sg_op *op)
{
    uint64_t *tab = op->a ? st->ally : st->pact;
    int p = op->b, area = op->c;
    if (!(tab[p] & SG_AREA_BIT(area)))
        wm__siege_note("treaty", owner, "%s %s-%s signed (§3.3.5)", op->a ? "Alliance" : "Pact",
                       wm__siege_areas[wm__siege_power_area[p]].name, wm__siege_areas[area].name);
    tab[p] |= SG_AREA_BIT(area);
    int q = sg_area_power(area);
    if (q >= 0)
        tab[q] |= SG_AREA_BIT(wm__siege_power_area[p]);
}

/* C26, D24 with C26's Armaments op: China's production level.  The
 * Ideology that plays it pays the upgrade cost (ex. 4.0: "Communism pays
 * 2 MR for the Armaments increase" while nobody holds China). */
static void op_china_armaments(siege_state *st, int owner)
{
    int level = st->china_marker ? st->china_marker - 1 : 0;
    if (level >= 2)
        return;
    int cost = wm__siege_armaments[SG_P_CHINA].upgrade[level];
    int paid = cost < st->force_pool[owner] ? cost : st->force_pool[owner];
    st->force_pool[owner] = (uint8_t)(st->force_pool[owner] - paid);
    st->china_marker = (uint8_t)(level + 2);
    wm__siege_note("armaments", owner, "China's production level %d -> %d: the C26/D24 Event Marker; %s pays %d MR (§3.6)",
                   level + 1, level + 2, wm__siege_ideology_names[owner], paid);
    int arm = st->armaments[SG_P_CHINA];
    if (st->armaments[SG_P_CHINA] != SG_ARM_NONE)
        st->armaments[SG_P_CHINA] = (uint8_t)(level + 1);
    wm__siege_log_armaments(st, SG_P_CHINA, arm, "§3.6");
}

int wm__siege_run(siege_state *st, int owner, const sg_op *ops, int n, int from, const uint8_t *tape, int ntape)
{
    run_ctx c = {st, owner, tape, tape ? ntape : 0, 0, -1, 0};
    for (int k = from; k < n; k++) {
        const sg_op *op = &ops[k];
        int r = 0;
        switch (op->op) {
        case SG_OP_EACH_ROUND:
            return c.pos;
        case SG_OP_NULLIFIABLE:
            break; /* decided before the program runs (phase33.c, ST_NULLIFY) */
        case SG_OP_REGIME:
            r = op_regime(&c, op);
            break;
        case SG_OP_REGIME_LINKED:
            r = op_regime_linked(&c, op);
            break;
        case SG_OP_PRESTIGE:
            if (!(c.n20_quiet && op->b < 0))
                wm__siege_add_prestige(st, target_of(op->a, owner), op->b);
            break;
        case SG_OP_PP:
            wm__siege_set_pp(st, owner, st->pp[owner] + op->b, "a card");
            break;
        case SG_OP_VP:
            wm__siege_gain_vp(st, target_of(op->a, owner), op->b, "a card");
            break;
        case SG_OP_CLAIM:
            r = op_claim(&c, op);
            break;
        case SG_OP_ARMAMENTS:
            if (op->a == SG_P_CHINA)
                op_china_armaments(st, owner);
            else
                (void)wm__siege_armaments_up(st, op->a);
            break;
        case SG_OP_CHINA_LEVEL:
            if (!st->china_marker) {
                st->china_marker = (uint8_t)(op->a + 1);
                wm__siege_note("armaments", owner, "China's production level %d: the C26/D24 Event Marker (§3.6)",
                               op->a + 1);
            }
            break;
        case SG_OP_TREATY:
            op_treaty(st, owner, op);
            break;
        case SG_OP_WAR: {
            const sg_war *w = &sg_wars()[op->a];
            if (w->faction_a[0] == SG_ITALY && ((st->rules >> SG_RULE_N20_NO_ITALIAN_WAR_PENALTY) & 1u))
                c.n20_quiet = 1;
            r = wm__siege_start_war(st, owner, op->a);
            break;
        }
        case SG_OP_MR_TO_WAR:
            r = op_mr_to_war(&c, op);
            break;
        case SG_OP_COUP:
            r = op_coup(&c, op);
            break;
        case SG_OP_DESPOTIC:
            if (!((st->despotic >> op->a) & 1u))
                wm__siege_note("despotic", owner, "Despotic Policy Marker on %s",
                               wm__siege_areas[wm__siege_power_area[op->a]].name);
            st->despotic = (uint8_t)(st->despotic | (1u << op->a));
            break;
        case SG_OP_RULE:
            if (!((st->rules >> op->a) & 1u))
                wm__siege_note("rule", owner, "%s", op->a == SG_RULE_D19_EMBARGO
                                                       ? "In force: no LOC of Nazism's Powers between Europe and Asia (§6.0 D19)"
                                                       : "In force: Italy's wars cost no Prestige and have no Political Effects (§6.0 N20)");
            st->rules = (uint8_t)(st->rules | (1u << op->a));
            break;
        case SG_OP_CONQUER: {
            int who = owner;
            if (op->c == 1) {
                who = wm__siege_china_holder(st);
                if (who == SG_NOBODY) {
                    /* §6.0 N27: China controlled by nobody (or by Nazism):
                     * the Nazi player gives Manchuquo to D or C */
                    int t = take(&c, &who);
                    if (t == -2) { /* "the Nazi player has two options" */
                        wm__siege_ask_by(SG_NAZISM, (1u << SG_DEMOCRACY) | (1u << SG_COMMUNISM));
                        wm__siege_ask_kind(SG_ASK_IDEOLOGY, op->a);
                    }
                    if (t < 0)
                        return t;
                    if (who != SG_DEMOCRACY && who != SG_COMMUNISM)
                        return -1;
                }
            } else if (op->c >= 2) {
                who = op->c - 2;
            }
            wm__siege_conquer(st, who, op->a, op->b);
            break;
        }
        case SG_OP_PLACE_REGIME:
            if (st->regime[op->a] != SG_REGIME_GONE)
                wm__siege_move_regime(st, op->a, SG_CONTROL_BOX(op->b));
            break;
        case SG_OP_CEDE:
            /* §1.3, §3.3.13: an asterisked box goes to the receiver's token */
            for (int b = 0; b < SG_NRBOXES; b++) {
                const sg_rbox *x = &wm__siege_rboxes[b];
                if (x->asterisk && x->area == op->a && x->type == (uint8_t)op->b && !st->rbox[b]) {
                    if (wm__siege_token_reserve(st, op->c) > 0)
                        wm__siege_set_rbox(st, b, op->c + 1, "ceded");
                    break;
                }
            }
            break;
        case SG_OP_NULLIFY:
            st->card_flags[op->a] = (uint8_t)(st->card_flags[op->a] | SG_CF_NULLIFIED);
            break;
        case SG_OP_PEEK:
        case SG_OP_FREE_CC:
            if (op->op == SG_OP_FREE_CC) {
                int area = op->a;
                if (area == 0xFF) {
                    int t = take(&c, &area);
                    if (t == -2) {
                        wm__siege_ask(((uint64_t)1 << SG_NCC_AREAS) - 1); /* any CC area (the test below) */
                        wm__siege_ask_kind(SG_ASK_CC_AREA, 0);
                    }
                    if (t < 0)
                        return t;
                }
                if (area >= SG_NCC_AREAS)
                    return -1;
                int placed = 0;
                for (int j = 0; j < op->b && wm__siege_token_reserve(st, owner) > 0; j++, placed++)
                    st->cc_map[owner][area]++;
                if (placed)
                    wm__siege_note("cc", owner, "%s places %d CC free on %s", wm__siege_ideology_names[owner], placed,
                                   wm__siege_cc[area].ascii);
            }
            break;
        default:
            break; /* conditions are checked by wm__siege_conditions_met */
        }
        if (r < 0)
            return r;
    }
    return c.pos;
}

int wm__siege_conditions_met(const siege_state *st, int owner, int card)
{
    const sg_card *cd = &sg_cards()[card];
    (void)owner;
    if (sg_pp_only(st, card))
        return 0; /* no published effect: never attempted (doc/siege-content.md) */
    for (int k = 0; k < cd->ncond; k++) {
        const sg_op *op = &cd->ops[k];
        int ok = 1;
        switch (op->op) {
        case SG_OP_IF_CARD_ACTIVE:
        case SG_OP_IF_CARD_DONE:
            ok = st->card_loc[op->a] == SG_LOC_ACTIVE || (st->card_flags[op->a] & SG_CF_PERFORMED);
            break;
        case SG_OP_IF_WAR_ACTIVE:
            ok = 0;
            for (int w = 0; w < SG_NWARS; w++)
                if (((op->set >> w) & 1u) && st->war_box[w] != SG_WAR_OFF)
                    ok = 1;
            break;
        case SG_OP_IF_CIVIL_WAR:
            ok = 0;
            for (int n = 0; n < SG_NNATIONS; n++)
                ok |= st->civil[n] != 0;
            for (int w = 0; w < SG_NWARS; w++) {
                if (st->war_box[w] == SG_WAR_OFF)
                    continue;
                const sg_war *x = &sg_wars()[w];
                int ma = x->faction_a[0] < SG_NNATIONS && wm__siege_areas[x->faction_a[0]].kind == SG_KIND_MINOR;
                int mb = x->faction_b[0] < SG_NNATIONS && wm__siege_areas[x->faction_b[0]].kind == SG_KIND_MINOR;
                ok |= x->civil || ma != mb;
            }
            break;
        case SG_OP_IF_REGIME:
            ok = st->regime[op->a] == SG_CONTROL_BOX(op->b);
            break;
        case SG_OP_IF_EXISTS:
            ok = st->regime[op->a] != SG_REGIME_GONE;
            break;
        default:
            break;
        }
        if (!ok)
            return 0;
    }
    return 1;
}
