/*
 * pack.c - Democracy under Siege: content packs (doc/content-packs.md,
 * doc/schema/content-siege.json).
 *
 * A pack replaces any Strategy Card's name, text, type (Political Action
 * or Event), PP, Difficulty, icon, Entry Turn, flags and program, and any
 * War Card's Commitment Cost, start box, box modifiers and War end
 * programs.  What ties the cards to the board stays the built-in one: the
 * codes and decks, which cards are War Cards (and their factions) and
 * which are Map Cards.  A card the pack does not list keeps its built-in
 * values; a listed card keeps the built-in value of every member it
 * leaves out.
 *
 * Programs are written in the effect vocabulary of content.h with
 * opcodes, areas, Ideologies, Powers and cards by name: the table `ops`
 * below has one row per opcode (its name, its operands' names and
 * domains), read and written by the core's generic reader and writer.  A
 * new opcode of the vocabulary needs only its row here (and, when its
 * operands are new kinds, their domain).  Beyond the domains, the checks
 * in check_card() and check_war() are the rules the engine relies on
 * (the built-in table obeys them, tests/check_content.c asserts it).
 */
#include "siege.h"

#include <stdio.h>
#include <string.h>

#define MAX_OPS 16      /* ops of one card's program */
#define MAX_END_OPS 8   /* ops of one War end program */
#define NAME_MAX_BYTES 200
#define TEXT_MAX_BYTES 2000

/* ------------------------------------------------------------------ */
/* Names                                                                */
/* ------------------------------------------------------------------ */

static const char *const card_codes[SG_CARDS] = {
    "N1", "N2", "N3", "N4", "N5", "N6", "N7", "N8", "N9", "N10", "N11", "N12",
    "N13", "N14", "N15", "N16", "N17", "N18", "N19", "N20", "N21", "N22", "N23", "N24",
    "N25", "N26", "N27", "N28", "N29", "N30", "N31", "N32", "N33", "N34", "N35", "N36",
    "N37", "D1", "D2", "D3", "D4", "D5", "D6", "D7", "D8", "D9", "D10", "D11",
    "D12", "D13", "D14", "D15", "D16", "D17", "D18", "D19", "D20", "D21", "D22", "D23",
    "D24", "D25", "D26", "D27", "D28", "D29", "D30", "D31", "D32", "D33", "D34", "D35",
    "D36", "C1", "C2", "C3", "C4", "C5", "C6", "C7", "C8", "C9", "C10", "C11",
    "C12", "C13", "C14", "C15", "C16", "C17", "C18", "C19", "C20", "C21", "C22", "C23",
    "C24", "C25", "C26", "C27", "C28", "C29", "C30", "C31", "C32", "C33", "C34", "C35",
    "C36", "C37",
};
/* War Cards by their card's code, in wm__siege_wars order. */
static const char *const war_codes[SG_NWARS] = {
    "N12", "N19", "N22", "N25", "N27", "N29", "N30", "N35", "D25", "C19", "C25", "C27", "C29", "C30",
};
/* Areas by the tokens of move names (wm__siege_areas[].ascii). */
static const char *const area_names[SG_NAREAS] = {
    "France", "Italy", "Japan", "China", "Austria", "Czechoslovakia", "Poland", "Hungary", "Rumania",
    "Bulgaria", "Yugoslavia", "Greece", "Albania", "Turkey", "Spain", "Portugal", "Netherlands", "Belgium",
    "Sweden", "Norway", "Finland", "BalticStates", "Iraq", "Persia", "GreatBritain", "USA", "Germany", "USSR",
    "FrenchNorthAfrica", "Tunisia", "Sudeten", "Teschen", "DanzigMemel", "Manchuquo", "Venezuela", "Ethiopia",
    "DutchEastIndies",
};
static const char *const power_names[SG_NPOWERS] = {"GreatBritain", "USA", "France", "USSR",
                                                    "China", "Germany", "Italy", "Japan"};
static const char *const resource_names[SG_NRESOURCES] = {"raw-materials", "factory", "oil"};
static const char *const cc_names[SG_NCC_AREAS] = {"IberianPeninsula", "WestEurope", "Benelux", "Scandinavia",
                                                   "EastEurope", "Balkans", "MiddleEast", "FarEast"};
static const char *const rule_names[SG_NRULES] = {"n20-no-italian-war-penalty", "d19-embargo"};
static const char *const scope_names[] = {"minor-vs-power", "soviet-wars", "spanish-rebels", "spanish-government",
                                          "spanish-any"};
static const char *const coup_flag_names[] = {"no-reaction", "free", "immediate"};
static const char *const token_names[] = {"owner", "china-controller", "Nazism", "Democracy", "Communism"};
static const char *const treaty_names[] = {"pact", "alliance"};
static const char *const type_names[] = {"action", "event", "war-event", "map"};
static const char *const icon_names[] = {"none", "despotic", "not-despotic"};
/* sg_card.flags, bit i = flag_names[i] */
static const char *const flag_names[] = {"multiple", "twice", "standby", "replace", "mandatory", "marker", "war",
                                         "remove", "reshuffle", "lapsing", "active", "unpublished", "treaty",
                                         "reconstructed", "text-ours"};
#define NFLAGS (sizeof flag_names / sizeof flag_names[0])

#define NAMES(a) (a), (int64_t)(sizeof(a) / sizeof((a)[0])), 0

/* ------------------------------------------------------------------ */
/* Domains and the opcode table                                         */
/* ------------------------------------------------------------------ */

static const wm_pack_dom D_CARD = {"a card code", NAMES(card_codes), NULL, 0, 0};
static const wm_pack_dom D_WAR = {"a War Card", NAMES(war_codes), NULL, 0, 0};
static const wm_pack_dom D_WARSET = {"a War Card", NAMES(war_codes), NULL, 0, 1};
static const wm_pack_dom D_NATION = {"a nation", area_names, SG_NNATIONS, 0, NULL, 0, 0};
static const wm_pack_dom D_NATIONSET = {"a nation", area_names, SG_NNATIONS, 0, NULL, 0, 1};
static const wm_pack_dom D_LINKBASE = {"a nation", area_names, SG_NNATIONS, 0, "target", SG_NAREAS, 0};
static const wm_pack_dom D_COUPNATION = {"a nation", area_names, SG_NNATIONS, 0, "any", SG_NAREAS, 0};
static const wm_pack_dom D_AREA = {"an area", NAMES(area_names), NULL, 0, 0};
static const wm_pack_dom D_CLAIMAREA = {"an area", NAMES(area_names), "any", SG_NAREAS, 0};
static const wm_pack_dom D_CLAIMSET = {"an area (of the first 32)", area_names, 32, 0, NULL, 0, 1};
static const wm_pack_dom D_TARGET = {"an Ideology or Anarchy", NAMES(wm__siege_ideology_names), "owner", SG_NOBODY, 0};
static const wm_pack_dom D_CONTROL = {"an Ideology or Anarchy", NAMES(wm__siege_ideology_names), NULL, 0, 0};
static const wm_pack_dom D_IDEO = {"an Ideology", wm__siege_ideology_names, SG_NIDEOLOGIES, 0, NULL, 0, 0};
static const wm_pack_dom D_IDEO_OWNER = {"an Ideology", wm__siege_ideology_names, SG_NIDEOLOGIES, 0, "owner", SG_NOBODY, 0};
static const wm_pack_dom D_POWER = {"a Power", NAMES(power_names), NULL, 0, 0};
static const wm_pack_dom D_RESOURCE = {"a Resource", NAMES(resource_names), "any", -1, 0};
static const wm_pack_dom D_RESOURCE_ONLY = {"a Resource", NAMES(resource_names), NULL, 0, 0};
static const wm_pack_dom D_CC_ANY = {"a Coup Cells Track area", NAMES(cc_names), "any", 0xFF, 0};
static const wm_pack_dom D_RULE = {"a rule", NAMES(rule_names), NULL, 0, 0};
static const wm_pack_dom D_SCOPE = {"a scope", NAMES(scope_names), NULL, 0, 0};
static const wm_pack_dom D_COUPFLAGS = {"a coup flag", NAMES(coup_flag_names), NULL, 0, 1};
static const wm_pack_dom D_TOKEN = {"a VP token", NAMES(token_names), NULL, 0, 0};
static const wm_pack_dom D_TREATY = {"a treaty kind", NAMES(treaty_names), NULL, 0, 0};
static const wm_pack_dom D_BOXES = {"a number of boxes", NULL, 1, 8, NULL, 0, 0};
static const wm_pack_dom D_COUNT = {"a number of nations (0: all)", NULL, 0, SG_NNATIONS, NULL, 0, 0};
static const wm_pack_dom D_DELTA = {"a Prestige change", NULL, -SG_PRESTIGE_MAX, SG_PRESTIGE_MAX, NULL, 0, 0};
static const wm_pack_dom D_PP = {"a PP change", NULL, -SG_PP_MAX, SG_PP_MAX, NULL, 0, 0};
static const wm_pack_dom D_VP = {"a number of VP", NULL, -SG_VP_TRACK, SG_VP_TRACK, NULL, 0, 0};
static const wm_pack_dom D_CONQ_VP = {"a number of VP", NULL, 0, SG_VP_TRACK, NULL, 0, 0};
static const wm_pack_dom D_MR = {"a number of MR", NULL, 1, 5, NULL, 0, 0};
static const wm_pack_dom D_MOD = {"a die modifier", NULL, -5, 5, NULL, 0, 0};
static const wm_pack_dom D_CCCOUNT = {"a number of CC", NULL, 1, 5, NULL, 0, 0};
static const wm_pack_dom D_CLAIMCOUNT = {"a number of Resources", NULL, 0, 5, NULL, 0, 0};
static const wm_pack_dom D_LEVEL = {"a production level", NULL, 0, 2, NULL, 0, 0};
static const wm_pack_dom D_COST = {"a Prestige cost", NULL, 1, SG_PRESTIGE_MAX, NULL, 0, 0};

/* slots: 0 = a, 1 = b, 2 = c, 3 = set */
#define A_(k, d) {k, &d, 0, 0, 0}
#define B_(k, d) {k, &d, 1, 0, 0}
#define C_(k, d) {k, &d, 2, 0, 0}
#define S_(k, d) {k, &d, 3, 0, 0}
#define OPT(k, d, slot, v) {k, &d, slot, 1, v}
static const wm_pack_opdef ops[] = {
    /* conditions */
    {"if-card-active", SG_OP_IF_CARD_ACTIVE, {A_("card", D_CARD)}},
    {"if-card-done", SG_OP_IF_CARD_DONE, {A_("card", D_CARD)}},
    {"if-war-active", SG_OP_IF_WAR_ACTIVE, {S_("wars", D_WARSET)}},
    {"if-civil-war", SG_OP_IF_CIVIL_WAR, {{NULL, NULL, 0, 0, 0}}},
    {"if-regime", SG_OP_IF_REGIME, {A_("nation", D_NATION), B_("control", D_CONTROL)}},
    {"if-exists", SG_OP_IF_EXISTS, {A_("nation", D_NATION)}},
    /* effects */
    {"regime", SG_OP_REGIME,
     {A_("target", D_TARGET), B_("boxes", D_BOXES), OPT("count", D_COUNT, 2, 0), S_("nations", D_NATIONSET)}},
    {"regime-linked", SG_OP_REGIME_LINKED,
     {A_("target", D_TARGET), B_("boxes", D_BOXES), C_("count", D_COUNT), S_("around", D_LINKBASE)}},
    {"prestige", SG_OP_PRESTIGE, {OPT("ideology", D_IDEO_OWNER, 0, SG_NOBODY), B_("delta", D_DELTA)}},
    {"pp", SG_OP_PP, {B_("delta", D_PP)}},
    {"claim", SG_OP_CLAIM,
     {A_("area", D_CLAIMAREA), OPT("resource", D_RESOURCE, 1, -1), OPT("count", D_CLAIMCOUNT, 2, 0),
      OPT("areas", D_CLAIMSET, 3, 0)}},
    {"armaments", SG_OP_ARMAMENTS, {A_("power", D_POWER)}},
    {"china-level", SG_OP_CHINA_LEVEL, {A_("level", D_LEVEL)}},
    {"treaty", SG_OP_TREATY, {A_("kind", D_TREATY), B_("power", D_POWER), C_("with", D_AREA)}},
    {"war", SG_OP_WAR, {A_("war", D_WAR)}},
    {"mr-to-war", SG_OP_MR_TO_WAR, {A_("mr", D_MR), B_("scope", D_SCOPE)}},
    {"coup", SG_OP_COUP,
     {A_("nation", D_COUPNATION), OPT("modifier", D_MOD, 1, 0), OPT("flags", D_COUPFLAGS, 2, 0)}},
    {"vp", SG_OP_VP, {OPT("ideology", D_IDEO_OWNER, 0, SG_NOBODY), B_("vp", D_VP)}},
    {"despotic", SG_OP_DESPOTIC, {A_("power", D_POWER)}},
    {"rule", SG_OP_RULE, {A_("rule", D_RULE)}},
    {"conquer", SG_OP_CONQUER, {A_("area", D_AREA), OPT("vp", D_CONQ_VP, 1, 0), OPT("token", D_TOKEN, 2, 0)}},
    {"peek", SG_OP_PEEK, {A_("ideology", D_IDEO)}},
    {"free-cc", SG_OP_FREE_CC, {A_("area", D_CC_ANY), B_("count", D_CCCOUNT)}},
    {"place-regime", SG_OP_PLACE_REGIME, {A_("nation", D_NATION), B_("control", D_CONTROL)}},
    {"each-round", SG_OP_EACH_ROUND, {{NULL, NULL, 0, 0, 0}}},
    {"nullify", SG_OP_NULLIFY, {A_("card", D_CARD)}},
    {"cede", SG_OP_CEDE, {A_("area", D_AREA), B_("resource", D_RESOURCE_ONLY), C_("to", D_IDEO)}},
    {"nullifiable", SG_OP_NULLIFIABLE, {A_("ideology", D_IDEO), B_("prestige", D_COST)}},
};
#define NOPDEFS (sizeof ops / sizeof ops[0])

static int is_condition(int code)
{
    return code >= SG_OP_IF_CARD_ACTIVE && code <= SG_OP_IF_EXISTS;
}

/* The opcodes a War end program may hold (what actions.c reads). */
static int is_war_end_op(int code)
{
    return code == SG_OP_VP || code == SG_OP_PRESTIGE || code == SG_OP_PLACE_REGIME || code == SG_OP_CONQUER ||
           code == SG_OP_CEDE;
}

static void op_slots(const sg_op *op, int64_t slots[WM_PACK_SLOTS])
{
    memset(slots, 0, sizeof(int64_t) * WM_PACK_SLOTS);
    slots[0] = op->a;
    slots[1] = op->b;
    slots[2] = op->c;
    slots[3] = op->set;
}

/* ------------------------------------------------------------------ */
/* Reading                                                              */
/* ------------------------------------------------------------------ */

/* Reads an array of ops into *out (allocated in the arena). kind: 0 a
 * card's conditions, 1 its effects, 2 a War end program. */
static int read_ops(wm_pack_cx *cx, const wm_jv *arr, const char *field, int kind, sg_op *out, int room, int *n)
{
    if (arr->kind != WM_JV_ARR)
        return wm__pack_fail(cx, field, "expected an array of ops");
    int k = 0;
    for (const wm_jv *e = arr->child; e; e = e->next, k++) {
        char where[48];
        snprintf(where, sizeof where, "%s[%d]", field, k);
        if (k >= room)
            return wm__pack_fail(cx, where, "too many ops (at most %d in a program)", room);
        const wm_pack_opdef *d;
        int64_t s[WM_PACK_SLOTS];
        if (!wm__pack_op_read(cx, where, e, ops, NOPDEFS, &d, s))
            return 0;
        if (kind == 0 && !is_condition(d->code))
            return wm__pack_fail(cx, where, "\"%s\" is not a condition (conditions are the if-... opcodes)", d->name);
        if (kind == 1 && is_condition(d->code))
            return wm__pack_fail(cx, where, "\"%s\" is a condition: it belongs in \"conditions\"", d->name);
        if (kind == 2 && !is_war_end_op(d->code))
            return wm__pack_fail(cx, where, "\"%s\" cannot be a War end effect (vp, prestige, place-regime, "
                                 "conquer or cede)", d->name);
        sg_op *op = &out[k];
        op->op = (uint8_t)d->code;
        op->a = (uint8_t)s[0];
        op->b = (int8_t)s[1];
        op->c = (uint8_t)s[2];
        op->set = (uint32_t)s[3];
    }
    *n = k;
    return 1;
}

static int card_index(const char *code)
{
    return wm__pack_lookup(card_codes, SG_CARDS, code);
}

static const char *const card_keys[] = {"code", "name", "text", "type", "pp", "difficulty", "icon", "entry",
                                        "flags", "conditions", "effects", "comment", NULL};

static int read_card(wm_pack_cx *cx, const wm_jv *v, sg_pack *pk, uint8_t *seen)
{
    snprintf(cx->where, sizeof cx->where, "cards");
    if (v->kind != WM_JV_OBJ)
        return wm__pack_fail(cx, NULL, "expected a card object");
    const char *code = NULL;
    if (wm__pack_str(cx, v, "code", 1, 0, 8, &code) < 0)
        return 0;
    int i = card_index(code);
    if (i < 0)
        return wm__pack_fail(cx, "code", "unknown card \"%s\" (N1-N37, D1-D36, C1-C37)", code);
    snprintf(cx->where, sizeof cx->where, "card %s", code);
    if (!wm__pack_object(cx, NULL, v, card_keys))
        return 0;
    if (seen[i])
        return wm__pack_fail(cx, NULL, "listed twice");
    seen[i] = 1;
    sg_card *cd = &pk->cards[i];
    const char *s;
    int r, x;
    int64_t n;
    if ((r = wm__pack_str(cx, v, "name", 0, 1, NAME_MAX_BYTES, &s)) < 0)
        return 0;
    if (r)
        cd->name = s;
    if ((r = wm__pack_str(cx, v, "text", 0, 1, TEXT_MAX_BYTES, &s)) < 0)
        return 0;
    if (r)
        cd->text = s;
    if ((r = wm__pack_name(cx, v, "type", 0, type_names, 4, &x)) < 0)
        return 0;
    if (r) {
        int fixed = cd->type == SG_CT_WAR_EVENT || cd->type == SG_CT_MAP || (cd->flags & SG_F_WAR);
        if (x != cd->type && (fixed || x == SG_CT_WAR_EVENT || x == SG_CT_MAP))
            return wm__pack_fail(cx, "type", "War Cards and Map Cards keep their type (\"%s\"); other cards are "
                                 "\"action\" or \"event\"", type_names[cd->type]);
        cd->type = (uint8_t)x;
    }
    if ((r = wm__pack_int(cx, v, "pp", 0, 0, SG_PP_MAX, &n)) < 0)
        return 0;
    if (r)
        cd->pp = (uint8_t)n;
    if ((r = wm__pack_int(cx, v, "difficulty", 0, 0, 12, &n)) < 0)
        return 0;
    if (r)
        cd->difficulty = (uint8_t)n;
    if ((r = wm__pack_name(cx, v, "icon", 0, icon_names, 3, &x)) < 0)
        return 0;
    if (r)
        cd->icon = (uint8_t)x;
    if ((r = wm__pack_int(cx, v, "entry", 0, 0, SG_TURNS, &n)) < 0)
        return 0;
    if (r)
        cd->entry = (uint8_t)n;
    uint64_t bits;
    if ((r = wm__pack_bits(cx, v, "flags", flag_names, NFLAGS, &bits)) < 0)
        return 0;
    if (r) {
        if ((bits & SG_F_WAR) != (cd->flags & SG_F_WAR))
            return wm__pack_fail(cx, "flags", "\"war\" marks the War Cards (N12, N19, ...): it cannot be added or "
                                 "removed");
        cd->flags = (uint16_t)bits;
    }
    const wm_jv *cond = wm__jv_get(v, "conditions"), *eff = wm__jv_get(v, "effects");
    if (cond || eff) {
        sg_op *prog = wm__arena_get(cx->arena, sizeof(sg_op) * MAX_OPS);
        if (!prog)
            return wm__pack_fail(cx, NULL, "out of memory");
        int nc = 0, ne = 0;
        if (cond) {
            if (!read_ops(cx, cond, "conditions", 0, prog, MAX_OPS, &nc))
                return 0;
        } else {
            /* the built-in conditions stay */
            nc = cd->ncond;
            if (nc)
                memcpy(prog, cd->ops, sizeof(sg_op) * (size_t)nc);
        }
        if (eff) {
            if (!read_ops(cx, eff, "effects", 1, prog + nc, MAX_OPS - nc, &ne))
                return 0;
        } else {
            ne = cd->nops - cd->ncond;
            if (nc + ne > MAX_OPS)
                return wm__pack_fail(cx, "conditions", "too many ops (at most %d in a program)", MAX_OPS);
            if (ne)
                memcpy(prog + nc, cd->ops + cd->ncond, sizeof(sg_op) * (size_t)ne);
        }
        cd->ops = nc + ne ? prog : NULL;
        cd->nops = (uint8_t)(nc + ne);
        cd->ncond = (uint8_t)nc;
    }
    return 1;
}

/* The rules the engine relies on, for one card of the finished table. */
static int check_card(wm_pack_cx *cx, const sg_pack *pk, int i)
{
    const sg_card *cd = &pk->cards[i];
    uint16_t f = cd->flags;
    int action = cd->type == SG_CT_ACTION, event = !action;
    snprintf(cx->where, sizeof cx->where, "card %s", cd->code);
    if ((f & (SG_F_MULTIPLE | SG_F_TWICE | SG_F_STANDBY | SG_F_REPLACE)) && !action)
        return wm__pack_fail(cx, "flags", "\"multiple\", \"twice\", \"standby\" and \"replace\" are for Political "
                             "Action cards");
    if ((f & (SG_F_REMOVE | SG_F_RESHUFFLE | SG_F_LAPSING)) && !event)
        return wm__pack_fail(cx, "flags", "\"remove\", \"reshuffle\" and \"lapsing\" are for Event cards");
    if ((f & SG_F_LAPSING) && !(f & SG_F_ACTIVE))
        return wm__pack_fail(cx, "flags", "a \"lapsing\" Event stays in play: it needs \"active\"");
    if ((f & SG_F_MANDATORY) && action && cd->ncond)
        return wm__pack_fail(cx, "conditions", "a Mandatory Political Action has no conditions (§1.8.1)");
    int each = 0;
    for (int k = 0; k < cd->nops; k++) {
        const sg_op *op = &cd->ops[k];
        switch (op->op) {
        case SG_OP_EACH_ROUND:
            each++;
            break;
        case SG_OP_NULLIFIABLE:
            if (k != cd->ncond)
                return wm__pack_fail(cx, "effects", "\"nullifiable\" must be the first effect");
            if (op->a == cd->deck)
                return wm__pack_fail(cx, "effects", "\"nullifiable\": the card's own Ideology cannot nullify it");
            break;
        case SG_OP_WAR:
            if (!(f & SG_F_WAR) || op->a != cd->war)
                return wm__pack_fail(cx, "effects", "\"war\" declares the card's own War (%s)",
                                     cd->war < SG_NWARS ? war_codes[cd->war] : "this card has none");
            break;
        case SG_OP_CONQUER:
            if (wm__siege_areas[op->a].kind != SG_KIND_MINOR && wm__siege_areas[op->a].kind != SG_KIND_TERRITORY)
                return wm__pack_fail(cx, "effects", "\"conquer\" takes a Minor Nation or a Territory, not %s",
                                     area_names[op->a]);
            break;
        case SG_OP_NULLIFY:
            if (!(pk->cards[op->a].flags & SG_F_STANDBY))
                return wm__pack_fail(cx, "effects", "\"nullify\" cancels a Stand-by card's effect: %s is not one",
                                     card_codes[op->a]);
            break;
        default:
            break;
        }
    }
    if (each > 1)
        return wm__pack_fail(cx, "effects", "at most one \"each-round\"");
    if (each && !(f & SG_F_LAPSING))
        return wm__pack_fail(cx, "effects", "\"each-round\" repeats a lapsing Event's effect: the card needs the "
                             "\"lapsing\" flag");
    return 1;
}

static const char *const war_keys[] = {"card", "cost", "start", "box_modifiers", "end_a", "end_b", "comment", NULL};

static int read_war(wm_pack_cx *cx, const wm_jv *v, sg_pack *pk, uint8_t *seen)
{
    snprintf(cx->where, sizeof cx->where, "wars");
    if (v->kind != WM_JV_OBJ)
        return wm__pack_fail(cx, NULL, "expected a War Card object");
    const char *code = NULL;
    if (wm__pack_str(cx, v, "card", 1, 0, 8, &code) < 0)
        return 0;
    int w = wm__pack_lookup(war_codes, SG_NWARS, code);
    if (w < 0)
        return wm__pack_fail(cx, "card", "\"%s\" is not a War Card", code);
    snprintf(cx->where, sizeof cx->where, "war %s", code);
    if (!wm__pack_object(cx, NULL, v, war_keys))
        return 0;
    if (seen[w])
        return wm__pack_fail(cx, NULL, "listed twice");
    seen[w] = 1;
    sg_war *x = &pk->wars[w];
    int64_t n;
    int r;
    if ((r = wm__pack_int(cx, v, "cost", 0, 1, SG_PP_MAX, &n)) < 0)
        return 0;
    if (r)
        x->cost = (uint8_t)n;
    if ((r = wm__pack_int(cx, v, "start", 0, 0, SG_WAR_BOXES - 1, &n)) < 0)
        return 0;
    if (r)
        x->start = (uint8_t)n;
    const wm_jv *bm = wm__jv_get(v, "box_modifiers");
    if (bm) {
        if (bm->kind != WM_JV_ARR || bm->n != SG_WAR_BOXES)
            return wm__pack_fail(cx, "box_modifiers", "expected an array of %d integers", SG_WAR_BOXES);
        int k = 0;
        for (const wm_jv *e = bm->child; e; e = e->next, k++) {
            if (e->kind != WM_JV_INT || e->i < -3 || e->i > 3)
                return wm__pack_fail(cx, "box_modifiers", "expected integers from -3 to 3");
            x->box_mod[k] = (int8_t)e->i;
        }
    }
    for (int side = 0; side < 2; side++) {
        const char *key = side ? "end_b" : "end_a";
        const wm_jv *e = wm__jv_get(v, key);
        if (!e)
            continue;
        sg_op *prog = wm__arena_get(cx->arena, sizeof(sg_op) * MAX_END_OPS);
        int cnt = 0;
        if (!prog)
            return wm__pack_fail(cx, key, "out of memory");
        if (!read_ops(cx, e, key, 2, prog, MAX_END_OPS, &cnt))
            return 0;
        if (side) {
            x->end_b = cnt ? prog : NULL;
            x->nend_b = (uint8_t)cnt;
        } else {
            x->end_a = cnt ? prog : NULL;
            x->nend_a = (uint8_t)cnt;
        }
    }
    return 1;
}

static const char *const top_keys[] = {WM_PACK_HEADER_KEYS, "cards", "wars", NULL};

static wm_status siege_pack_read(const wm_jv *root, wm_pack_cx *cx, const void **data)
{
    if (!wm__pack_object(cx, NULL, root, top_keys))
        return WM_ECONTENT;
    sg_pack *pk = wm__arena_get(cx->arena, sizeof *pk);
    if (!pk)
        return wm__pack_fail(cx, NULL, "out of memory"), WM_ENOMEM;
    memcpy(pk->cards, wm__siege_cards, sizeof pk->cards);
    memcpy(pk->wars, wm__siege_wars, sizeof pk->wars);
    uint8_t seen[SG_CARDS] = {0}, wseen[SG_NWARS] = {0};
    const wm_jv *cards = wm__jv_get(root, "cards"), *wars = wm__jv_get(root, "wars");
    if (cards) {
        if (cards->kind != WM_JV_ARR)
            return wm__pack_fail(cx, "cards", "expected an array of cards"), WM_ECONTENT;
        for (const wm_jv *c = cards->child; c; c = c->next)
            if (!read_card(cx, c, pk, seen))
                return WM_ECONTENT;
    }
    if (wars) {
        cx->where[0] = '\0';
        if (wars->kind != WM_JV_ARR)
            return wm__pack_fail(cx, "wars", "expected an array of War Cards"), WM_ECONTENT;
        for (const wm_jv *w = wars->child; w; w = w->next)
            if (!read_war(cx, w, pk, wseen))
                return WM_ECONTENT;
    }
    for (int i = 0; i < SG_CARDS; i++)
        if (!check_card(cx, pk, i))
            return WM_ECONTENT;
    cx->where[0] = '\0';
    *data = pk;
    return WM_OK;
}

/* ------------------------------------------------------------------ */
/* Writing (the canonical text)                                         */
/* ------------------------------------------------------------------ */

static void write_ops(wm_json *j, const char *key, const sg_op *o, int n)
{
    wm__json_key(j, key);
    wm__json_arr(j);
    for (int k = 0; k < n; k++) {
        const wm_pack_opdef *d = wm__pack_op_find(ops, NOPDEFS, o[k].op);
        int64_t s[WM_PACK_SLOTS];
        op_slots(&o[k], s);
        if (d)
            wm__pack_op_write(j, d, s);
    }
    wm__json_arr_end(j);
}

static void siege_pack_write(const void *data, wm_json *j)
{
    const sg_pack *pk = data;
    const sg_card *cards = pk ? pk->cards : wm__siege_cards;
    const sg_war *wars = pk ? pk->wars : wm__siege_wars;
    wm__json_key(j, "cards");
    wm__json_arr(j);
    for (int i = 0; i < SG_CARDS; i++) {
        const sg_card *cd = &cards[i];
        wm__json_newline(j, true);
        wm__json_obj(j);
        wm__json_kstr(j, "code", cd->code);
        wm__json_kstr_or_null(j, "name", cd->name);
        wm__json_kstr_or_null(j, "text", cd->text);
        wm__json_kstr(j, "type", type_names[cd->type < 4 ? cd->type : 0]);
        wm__json_kint(j, "pp", cd->pp);
        wm__json_kint(j, "difficulty", cd->difficulty);
        wm__json_kstr(j, "icon", icon_names[cd->icon < 3 ? cd->icon : 0]);
        wm__json_kint(j, "entry", cd->entry);
        wm__json_key(j, "flags");
        wm__json_arr(j);
        for (unsigned b = 0; b < NFLAGS; b++)
            if (cd->flags & (1u << b))
                wm__json_str(j, flag_names[b]);
        wm__json_arr_end(j);
        write_ops(j, "conditions", cd->ops, cd->ncond);
        write_ops(j, "effects", cd->ops ? cd->ops + cd->ncond : NULL, cd->nops - cd->ncond);
        wm__json_obj_end(j);
    }
    wm__json_newline(j, false);
    wm__json_arr_end(j);
    wm__json_newline(j, true);
    wm__json_key(j, "wars");
    wm__json_arr(j);
    for (int w = 0; w < SG_NWARS; w++) {
        const sg_war *x = &wars[w];
        wm__json_newline(j, true);
        wm__json_obj(j);
        wm__json_kstr(j, "card", war_codes[w]);
        wm__json_kint(j, "cost", x->cost);
        wm__json_kint(j, "start", x->start);
        wm__json_key(j, "box_modifiers");
        wm__json_arr(j);
        for (int k = 0; k < SG_WAR_BOXES; k++)
            wm__json_int(j, x->box_mod[k]);
        wm__json_arr_end(j);
        write_ops(j, "end_a", x->end_a, x->nend_a);
        write_ops(j, "end_b", x->end_b, x->nend_b);
        wm__json_obj_end(j);
    }
    wm__json_newline(j, false);
    wm__json_arr_end(j);
    wm__json_newline(j, false);
}

/* The tables of the game being served (siege.h). */
const sg_card *wm__siege_card_table(void)
{
    const sg_pack *p = (const sg_pack *)wm__pack_data;
    return p ? p->cards : wm__siege_cards;
}

const sg_war *wm__siege_war_table(void)
{
    const sg_pack *p = (const sg_pack *)wm__pack_data;
    return p ? p->wars : wm__siege_wars;
}

/* The hooks the ops table (view.c) points at. */
wm_status wm__siege_pack_read(const wm_jv *root, wm_pack_cx *cx, const void **data)
{
    return siege_pack_read(root, cx, data);
}

void wm__siege_pack_write(const void *data, wm_json *j)
{
    siege_pack_write(data, j);
}

/* For tests/check_content.c: the names the pack uses agree with the
 * content tables' own (area tokens, War Card codes, card codes). */
int wm__siege_pack_names_ok(void)
{
    for (int a = 0; a < SG_NAREAS; a++)
        if (strcmp(area_names[a], wm__siege_areas[a].ascii) != 0)
            return 0;
    for (int c = 0; c < SG_NCC_AREAS; c++)
        if (strcmp(cc_names[c], wm__siege_cc[c].ascii) != 0)
            return 0;
    for (int c = 0; c < SG_CARDS; c++)
        if (strcmp(card_codes[c], wm__siege_cards[c].code) != 0)
            return 0;
    for (int w = 0; w < SG_NWARS; w++)
        if (strcmp(war_codes[w], wm__siege_cards[wm__siege_wars[w].card].code) != 0)
            return 0;
    for (int p = 0; p < SG_NPOWERS; p++)
        if (strcmp(power_names[p], wm__siege_areas[wm__siege_power_area[p]].ascii) != 0)
            return 0;
    return 1;
}
