/*
 * pack.c - The Weimar Republic: content packs for the Event cards
 * (doc/content-packs.md, doc/schema/content-republic.json).
 *
 * A pack replaces any Event card's (1-151) name, ASCII name (the one move
 * names use), text, flags (Mandatory, Lingering, the Article 48 symbol,
 * what the sources say of the text...), "Requires" and "Cancels" cards,
 * program, Lingering modifiers and when it ends.  The other cards
 * (Election, Parliamentary Control, Article 48, Reichstag Seats) and each
 * card's number and Era stay the built-in ones.  A card the pack does not
 * list keeps its built-in values; a listed card keeps the built-in value
 * of every member it leaves out.
 *
 * The program is written in the effect vocabulary of content.h with
 * opcodes, factions, spaces, tracks, markers and Actions by name.  One
 * table row per opcode (`fx_ops`) and per Lingering modifier
 * (`mod_ops`): a new opcode of the vocabulary needs only its row here;
 * a new kind of operand its domain.  This file reads the content tables
 * (content.h) and the interpreter's limits only; it changes neither.
 */
#include "republic.h"

#include <stdio.h>
#include <string.h>

#define MAX_FX 32     /* instructions of one program (the stage counter holds 125) */
#define MAX_MODS 8
#define NAME_MAX_BYTES 200
#define TEXT_MAX_BYTES 2000
#define ASCII_MAX_BYTES 40 /* "reveal 151 " + the name fits WM_MOVE_NAME_MAX */

/* ------------------------------------------------------------------ */
/* Names                                                                */
/* ------------------------------------------------------------------ */

/* Spaces by the tokens of move names (wm__republic_spaces[].ascii). */
static const char *const space_names[RP_NSPACES] = {
    "Berlin", "Muenchen", "Hamburg", "Koeln", "Bayern", "Mecklenburg", "Oldenburg", "BraunschweigAnhalt",
    "WaldeckLippe", "Sachsen", "Thueringen", "Hessen", "Baden", "Wuerttemberg", "Ostpreussen",
    "PosenWestpreussen", "Pommern", "Brandenburg", "ProvinzSachsen", "Niederschlesien", "Oberschlesien",
    "SchleswigHolstein", "ProvinzHannover", "ProvinzWestfalen", "Hessenprovinz", "Rheinprovinz",
};
/* who: a faction, the active faction or the Momentum faction (RP_FX_*) */
static const char *const who_names[] = {"Coalition", "KPD", "NSDAP", "RC", "active", "momentum"};
/* a modifier's who: a faction or every faction (RP_FX_ANY) */
static const char *const mod_who_names[] = {"Coalition", "KPD", "NSDAP", "RC", NULL, NULL, "any"};
/* take's source: a faction's hand (or the active faction's), or the
 * discard pile (RP_FX_PILE); inspect's: a faction (or the chooser's pick,
 * RP_FX_ANY) */
static const char *const source_names[] = {"Coalition", "KPD", "NSDAP", "RC", "active", NULL, NULL, "discard-pile"};
static const char *const whose_names[] = {"Coalition", "KPD", "NSDAP", "RC", "active", NULL, "any"};
/* by: who chooses (0 = the active faction, else faction + 1) */
static const char *const by_names[] = {"active", "Coalition", "KPD", "NSDAP", "RC"};
static const char *const faction_names[RP_NFACTIONS] = {"Coalition", "KPD", "NSDAP", "RC"};
static const char *const fxflag_names[] = {"up-to", "chosen"};
static const char *const colour_names[] = {"yellow", "black"};
static const char *const marker_names[RP_MK_COUNT] = {"reform", "cadre", "clique", "strike", "assassinations"};
static const char *const track_names[RP_TRK_COUNT] = {"economy",      "progress",   "reaction",
                                                      "unity",        "kpd-stance", "nsdap-stance",
                                                      "us-deals",     "ussr-deals", "pv",
                                                      "economy-stable"};
static const char *const election_names[] = {NULL, "special", "snap"};
static const char *const action_names[WM_REPUBLIC_NACTIONS] = {
    "assault", "gain-momentum", "move-mcs", "move-units", "place-influence", "remove-influence",
    "place-sv-marker", "place-unit", "advance-progress", "increase-deals", "increase-unity",
    "leverage-map", "leverage-track", "place-reform", "remove-leverage", "change-stance",
    "flip-strike", "place-cadre", "place-strike", "place-assassinations", "advance-reaction",
    "place-clique", "test-loyalty",
};
/* rp_card_info.flags a pack sets by name (Requires and Cancels follow
 * from "requires" and "cancels"), bit i = RP_CF bit of flag_bits[i]. */
static const char *const flag_names[] = {"mandatory",    "lingering",    "text-unpublished", "text-partial",
                                         "text-full",    "a48-symbol",   "no-a48-symbol",    "flags-known",
                                         "victory",      "election-effect", "reconstructed"};
static const uint16_t flag_bits[] = {RP_CF_MANDATORY,    RP_CF_LINGERING,    RP_CF_TEXT_UNPUBLISHED,
                                     RP_CF_TEXT_PARTIAL, RP_CF_TEXT_FULL,    RP_CF_A48_SYMBOL,
                                     RP_CF_NO_A48_SYMBOL, RP_CF_FLAGS_KNOWN, RP_CF_VICTORY,
                                     RP_CF_ELECTION_EFFECT, RP_CF_RECONSTRUCTED};
#define NFLAGS (sizeof flag_names / sizeof flag_names[0])
/* rp_card_info.ends by value (RP_ENDS_*) */
static const char *const ends_names[] = {"new-era", "never", "election"};

#define NAMES(a) (a), (int64_t)(sizeof(a) / sizeof((a)[0])), 0

static const wm_pack_dom DOM_WHO = {"a faction (or active, momentum)", NAMES(who_names), NULL, 0, 0};
static const wm_pack_dom DOM_MOD_WHO = {"a faction (or any)", NAMES(mod_who_names), NULL, 0, 0};
static const wm_pack_dom DOM_BY = {"who chooses", NAMES(by_names), NULL, 0, 0};
static const wm_pack_dom DOM_SOURCE = {"a faction's hand (or active) or discard-pile", NAMES(source_names), NULL, 0, 0};
static const wm_pack_dom DOM_WHOSE = {"a faction (or active, any)", NAMES(whose_names), NULL, 0, 0};
static const wm_pack_dom DOM_SPACES = {"a space", NAMES(space_names), NULL, 0, 1};
static const wm_pack_dom DOM_FXFLAGS = {"an instruction flag", NAMES(fxflag_names), NULL, 0, 1};
static const wm_pack_dom DOM_COLOUR = {"a Leverage colour", NAMES(colour_names), NULL, 0, 0};
static const wm_pack_dom DOM_MARKER = {"a marker", NAMES(marker_names), NULL, 0, 0};
static const wm_pack_dom DOM_TRACK = {"a track", NAMES(track_names), NULL, 0, 0};
static const wm_pack_dom DOM_ELECTION = {"an election kind", NAMES(election_names), NULL, 0, 0};
static const wm_pack_dom DOM_ACTION = {"an Action", NAMES(action_names), NULL, 0, 0};
static const wm_pack_dom DOM_PC = {"a Parliamentary Control unit", wm__republic_pc_ascii, RP_NPC, 0, NULL, 0, 0};
static const wm_pack_dom DOM_FACTIONSET = {"a faction", NAMES(faction_names), NULL, 0, 1};
static const wm_pack_dom DOM_COUNT = {"a count", NULL, 1, 30, NULL, 0, 0};
static const wm_pack_dom DOM_DRAWN = {"a number of cards", NULL, 1, 9, NULL, 0, 0};
static const wm_pack_dom DOM_PV = {"a PV total", NULL, 0, 255, NULL, 0, 0};
static const wm_pack_dom DOM_CARD = {"a card number", NULL, 1, RP_NCARDS, NULL, 0, 0};
static const wm_pack_dom DOM_DIR = {"a number of boxes (negative: the other way)", NULL, -9, 9, NULL, 0, 0};
static const wm_pack_dom DOM_MODN = {"a modifier value", NULL, 0, 20, NULL, 0, 0};

/* slots: 0 who, 1 by, 2 n, 3 dir, 4 arg, 5 flags, 6 spaces */
#define WHO {"who", &DOM_WHO, 0, 0, 0}
#define BY {"by", &DOM_BY, 1, 1, 0}
#define SPACES {"spaces", &DOM_SPACES, 6, 1, 0}
#define FLAGS {"flags", &DOM_FXFLAGS, 5, 1, 0}
#define COUNT {"count", &DOM_COUNT, 2, 0, 0}
#define END_ARGS {NULL, NULL, 0, 0, 0}
static const wm_pack_opdef fx_ops[] = {
    {"if-momentum", RP_OP_IF_MOMENTUM, {WHO}},
    {"if-holds-seats", RP_OP_IF_HOLDS_SEATS, {WHO}},
    {"if-pv-at-least", RP_OP_IF_PV_AT_LEAST, {WHO, {"pv", &DOM_PV, 2, 0, 0}}},
    {"if-lingering", RP_OP_IF_LINGERING, {{"card", &DOM_CARD, 2, 0, 0}}},
    {"choose-space", RP_OP_CHOOSE_SPACE, {BY, SPACES}},
    {"place-cubes", RP_OP_PLACE_CUBES, {WHO, COUNT, BY, SPACES, FLAGS}},
    {"remove-cubes", RP_OP_REMOVE_CUBES, {WHO, COUNT, BY, SPACES, FLAGS}},
    {"place-leverage", RP_OP_PLACE_LEVERAGE, {{"colour", &DOM_COLOUR, 4, 0, 0}, COUNT, BY, SPACES, FLAGS}},
    {"remove-leverage", RP_OP_REMOVE_LEVERAGE, {{"colour", &DOM_COLOUR, 4, 0, 0}, COUNT, BY, SPACES, FLAGS}},
    {"place-marker", RP_OP_PLACE_MARKER,
     {{"marker", &DOM_MARKER, 4, 0, 0}, {"who", &DOM_WHO, 0, 1, 0}, COUNT, BY, SPACES, FLAGS}},
    {"remove-marker", RP_OP_REMOVE_MARKER,
     {{"marker", &DOM_MARKER, 4, 0, 0}, {"who", &DOM_WHO, 0, 1, 0}, COUNT, BY, SPACES, FLAGS}},
    {"shift", RP_OP_SHIFT, {{"track", &DOM_TRACK, 4, 0, 0}, {"boxes", &DOM_DIR, 3, 0, 0}, {"who", &DOM_WHO, 0, 1, 0}}},
    {"momentum", RP_OP_MOMENTUM, {WHO}},
    {"draw", RP_OP_DRAW, {WHO, {"count", &DOM_DRAWN, 2, 0, 0}}},
    {"lose-pc", RP_OP_LOSE_PC, {{"unit", &DOM_PC, 4, 0, 0}}},
    {"lose-article48", RP_OP_LOSE_ARTICLE48, {END_ARGS}},
    {"seats-up", RP_OP_SEATS_UP, {END_ARGS}},
    {"election-card", RP_OP_ELECTION_CARD, {END_ARGS}},
    {"election", RP_OP_ELECTION, {{"kind", &DOM_ELECTION, 4, 0, 0}}},
    {"current-pv", RP_OP_CURRENT_PV, {{"factions", &DOM_FACTIONSET, 2, 0, 0}}},
    {"win", RP_OP_WIN, {WHO}},
    /* by: the faction that performs it (0, "active": the active faction) */
    {"action", RP_OP_ACTION, {{"action", &DOM_ACTION, 4, 0, 0}, BY, SPACES}},
    /* choices (issue 33): "may" governs the next count instructions (1 if
     * left out); "either" A (count instructions, the last a "skip" over B)
     * or B */
    {"may", RP_OP_MAY, {{"count", &DOM_COUNT, 2, 1, 0}, BY}},
    {"either", RP_OP_EITHER, {{"count", &DOM_COUNT, 2, 0, 0}, BY}},
    {"skip", RP_OP_SKIP, {{"count", &DOM_COUNT, 2, 0, 0}}},
    /* count of who's Influence replaced by faction with's */
    {"replace-cubes", RP_OP_REPLACE_CUBES, {WHO, COUNT, {"with", &DOM_WHO, 4, 0, 0}, BY, SPACES, FLAGS}},
    /* cards (issue 33; content.h): count cards of who's; by, when given,
     * names the faction that chooses them (left out: who) */
    {"discard", RP_OP_DISCARD, {WHO, {"count", &DOM_DRAWN, 2, 0, 0}, BY, FLAGS}},
    {"give", RP_OP_GIVE, {WHO, {"count", &DOM_DRAWN, 2, 0, 0}, {"to", &DOM_WHO, 4, 0, 0}, BY, FLAGS}},
    {"take", RP_OP_TAKE, {WHO, {"count", &DOM_DRAWN, 2, 0, 0}, {"from", &DOM_SOURCE, 4, 0, 0}, BY, FLAGS}},
    {"inspect", RP_OP_INSPECT, {WHO, {"whose", &DOM_WHOSE, 4, 0, 0}, BY}},
    /* one Available unit of who's outside an Action, who choosing kind and space */
    {"place-unit", RP_OP_PLACE_UNIT, {WHO, SPACES, FLAGS}},
};
#define NFX (sizeof fx_ops / sizeof fx_ops[0])
/* Lingering modifiers: slots 0 who, 1 n. */
#define MOD_ARGS {{"who", &DOM_MOD_WHO, 0, 0, 0}, {"n", &DOM_MODN, 1, 0, 0}}
static const wm_pack_opdef mod_ops[] = {
    {"loyalty-margin", RP_MOD_LOYALTY_MARGIN, MOD_ARGS},
    {"assault-bonus", RP_MOD_ASSAULT_BONUS, MOD_ARGS},
    {"no-article48", RP_MOD_NO_ARTICLE48, MOD_ARGS},
    {"seats-each-round", RP_MOD_SEATS_EACH_ROUND, MOD_ARGS},
    {"np-assaults", RP_MOD_NP_ASSAULTS, MOD_ARGS},
    /* who may not perform Action n (WM_REPUBLIC_A_*) */
    {"ban-action", RP_MOD_BAN_ACTION, {{"who", &DOM_MOD_WHO, 0, 0, 0}, {"action", &DOM_ACTION, 1, 0, 0}}},
};
#define NMODS (sizeof mod_ops / sizeof mod_ops[0])

static void fx_slots(const rp_fx_op *o, int64_t s[WM_PACK_SLOTS])
{
    memset(s, 0, sizeof(int64_t) * WM_PACK_SLOTS);
    s[0] = o->who;
    s[1] = o->by;
    s[2] = o->n;
    s[3] = o->dir;
    s[4] = o->arg;
    s[5] = o->flags;
    s[6] = o->spaces;
}

/* ------------------------------------------------------------------ */
/* Reading                                                              */
/* ------------------------------------------------------------------ */

/* An ASCII name for move names: printable ASCII, no leading, trailing or
 * doubled space (names are matched with runs of spaces collapsed). */
static int ascii_ok(const char *s)
{
    if (!*s || *s == ' ')
        return 0;
    for (const char *p = s; *p; p++) {
        if (*p < 0x21 && !(*p == ' ' && p[1] && p[1] != ' '))
            return 0;
        if (*p > 0x7e)
            return 0;
    }
    return 1;
}

static int read_program(wm_pack_cx *cx, const wm_jv *arr, rp_card_info *c)
{
    if (arr->kind == WM_JV_NULL) {
        c->fx = NULL;
        return 1;
    }
    if (arr->kind != WM_JV_ARR)
        return wm__pack_fail(cx, "program", "expected an array of instructions (or null: no instructions)");
    if (arr->n > MAX_FX)
        return wm__pack_fail(cx, "program", "at most %d instructions", MAX_FX);
    rp_fx_op *p = wm__arena_get(cx->arena, sizeof(rp_fx_op) * (arr->n + 1u));
    if (!p)
        return wm__pack_fail(cx, "program", "out of memory");
    int k = 0;
    for (const wm_jv *e = arr->child; e; e = e->next, k++) {
        char where[32];
        snprintf(where, sizeof where, "program[%d]", k);
        const wm_pack_opdef *d;
        int64_t s[WM_PACK_SLOTS];
        if (!wm__pack_op_read(cx, where, e, fx_ops, NFX, &d, s))
            return 0;
        rp_fx_op *o = &p[k];
        o->op = (uint8_t)d->code;
        o->who = (uint8_t)s[0];
        o->by = (uint8_t)s[1];
        o->n = (uint8_t)s[2];
        o->dir = (int8_t)s[3];
        o->arg = (uint8_t)s[4];
        o->flags = (uint8_t)s[5];
        o->spaces = (uint32_t)s[6];
        if ((o->flags & RP_FXF_CHOSEN) && (k == 0 || (p[k - 1].op != RP_OP_CHOOSE_SPACE &&
                                                     !(p[k - 1].flags & RP_FXF_CHOSEN))))
            return wm__pack_fail(cx, where, "\"chosen\" acts in the space a choose-space just before it picked");
    }
    p[k].op = RP_OP_END;
    for (int j = 0; j < k; j++) { /* a choice's instructions lie inside the program */
        int span = p[j].n ? p[j].n : 1;
        if ((p[j].op == RP_OP_MAY || p[j].op == RP_OP_SKIP) && j + span >= k + (p[j].op == RP_OP_SKIP))
            return wm__pack_fail(cx, "program", "instruction %d: \"%s\" reaches past the program's end", j,
                                 p[j].op == RP_OP_MAY ? "may" : "skip");
        if (p[j].op == RP_OP_EITHER && (j + span >= k || p[j + span].op != RP_OP_SKIP))
            return wm__pack_fail(cx, "program",
                                 "instruction %d: \"either\" needs its count to end on a \"skip\" over the "
                                 "second choice",
                                 j);
    }
    c->fx = p;
    if (!wm__republic_fx_fits(p))
        return wm__pack_fail(cx, "program", "too long");
    return 1;
}

static int read_mods(wm_pack_cx *cx, const wm_jv *arr, rp_card_info *c)
{
    if (arr->kind == WM_JV_NULL) {
        c->mods = NULL;
        return 1;
    }
    if (arr->kind != WM_JV_ARR)
        return wm__pack_fail(cx, "modifiers", "expected an array of modifiers (or null)");
    if (arr->n > MAX_MODS)
        return wm__pack_fail(cx, "modifiers", "at most %d modifiers", MAX_MODS);
    rp_fx_mod *m = wm__arena_get(cx->arena, sizeof(rp_fx_mod) * (arr->n + 1u));
    if (!m)
        return wm__pack_fail(cx, "modifiers", "out of memory");
    int k = 0;
    for (const wm_jv *e = arr->child; e; e = e->next, k++) {
        char where[32];
        snprintf(where, sizeof where, "modifiers[%d]", k);
        const wm_pack_opdef *d;
        int64_t s[WM_PACK_SLOTS];
        if (!wm__pack_op_read(cx, where, e, mod_ops, NMODS, &d, s))
            return 0;
        m[k].kind = (uint8_t)d->code;
        m[k].who = (uint8_t)s[0];
        m[k].n = (uint8_t)s[1];
    }
    m[k].kind = RP_MOD_NONE;
    c->mods = k ? m : NULL;
    return 1;
}

/* "requires" / "cancels": a card number, or null. */
static int read_ref(wm_pack_cx *cx, const wm_jv *v, const char *key, uint8_t *out)
{
    const wm_jv *x = wm__jv_get(v, key);
    if (!x)
        return 1;
    if (x->kind == WM_JV_NULL) {
        *out = 0;
        return 1;
    }
    int64_t n;
    if (wm__pack_int(cx, v, key, 1, 1, RP_NEVENTS, &n) < 0)
        return 0;
    *out = (uint8_t)n;
    return 1;
}

static const char *const card_keys[] = {"number", "name", "ascii",    "text", "flags", "requires", "cancels",
                                        "program", "modifiers", "ends", "comment", NULL};

static int read_card(wm_pack_cx *cx, const wm_jv *v, rp_pack *pk, uint8_t *seen)
{
    snprintf(cx->where, sizeof cx->where, "cards");
    if (v->kind != WM_JV_OBJ)
        return wm__pack_fail(cx, NULL, "expected a card object");
    int64_t num;
    if (wm__pack_int(cx, v, "number", 1, 1, RP_NEVENTS, &num) < 0)
        return 0;
    snprintf(cx->where, sizeof cx->where, "card #%d", (int)num);
    if (!wm__pack_object(cx, NULL, v, card_keys))
        return 0;
    if (seen[num])
        return wm__pack_fail(cx, NULL, "listed twice");
    seen[num] = 1;
    rp_card_info *c = &pk->cards[num];
    const char *s;
    int r;
    if ((r = wm__pack_str(cx, v, "name", 0, 1, NAME_MAX_BYTES, &s)) < 0)
        return 0;
    if (r && !(s == c->name || (s && c->name && strcmp(s, c->name) == 0))) {
        /* the built-in prompts name the built-in card: another name gets
         * the engine's own prompts (moves.c) */
        c->name = s;
        c->a48_prompt = c->space_prompt = NULL;
    }
    if ((r = wm__pack_str(cx, v, "ascii", 0, 1, ASCII_MAX_BYTES, &s)) < 0)
        return 0;
    if (r) {
        if (s && !ascii_ok(s))
            return wm__pack_fail(cx, "ascii", "printable ASCII, with single spaces between words only");
        c->ascii = s;
    }
    if ((r = wm__pack_str(cx, v, "text", 0, 1, TEXT_MAX_BYTES, &s)) < 0)
        return 0;
    if (r)
        c->text = s;
    uint64_t bits;
    if ((r = wm__pack_bits(cx, v, "flags", flag_names, NFLAGS, &bits)) < 0)
        return 0;
    if (r) {
        uint16_t f = (uint16_t)(c->flags & (RP_CF_REQUIRES | RP_CF_CANCELS));
        for (unsigned i = 0; i < NFLAGS; i++)
            if (bits & (1u << i))
                f = (uint16_t)(f | flag_bits[i]);
        c->flags = f;
    }
    if (!read_ref(cx, v, "requires", &c->requires) || !read_ref(cx, v, "cancels", &c->cancels))
        return 0;
    c->flags = (uint16_t)((c->flags & ~(RP_CF_REQUIRES | RP_CF_CANCELS)) | (c->requires ? RP_CF_REQUIRES : 0) |
                          (c->cancels ? RP_CF_CANCELS : 0));
    const wm_jv *x;
    if ((x = wm__jv_get(v, "program")) != NULL && !read_program(cx, x, c))
        return 0;
    if ((x = wm__jv_get(v, "modifiers")) != NULL && !read_mods(cx, x, c))
        return 0;
    int e;
    if ((r = wm__pack_name(cx, v, "ends", 0, ends_names, 3, &e)) < 0)
        return 0;
    if (r)
        c->ends = (uint8_t)e;
    /* what the rules rely on */
    if ((c->flags & RP_CF_MANDATORY) && !(c->flags & RP_CF_LINGERING))
        return wm__pack_fail(cx, "flags", "every Mandatory Event is Lingering (§6.1)");
    if ((c->flags & RP_CF_A48_SYMBOL) && (c->flags & RP_CF_NO_A48_SYMBOL))
        return wm__pack_fail(cx, "flags", "\"a48-symbol\" and \"no-a48-symbol\" exclude each other");
    if (c->mods && !(c->flags & RP_CF_LINGERING))
        return wm__pack_fail(cx, "modifiers", "only a Lingering Event has modifiers (they act while it is in play)");
    if (c->requires == num || c->cancels == num)
        return wm__pack_fail(cx, c->requires == num ? "requires" : "cancels", "a card cannot name itself");
    return 1;
}

static const char *const top_keys[] = {WM_PACK_HEADER_KEYS, "cards", NULL};

wm_status wm__republic_pack_read(const wm_jv *root, wm_pack_cx *cx, const void **data)
{
    if (!wm__pack_object(cx, NULL, root, top_keys))
        return WM_ECONTENT;
    rp_pack *pk = wm__arena_get(cx->arena, sizeof *pk);
    if (!pk)
        return wm__pack_fail(cx, NULL, "out of memory"), WM_ENOMEM;
    memcpy(pk->cards, wm__republic_cards, sizeof pk->cards);
    uint8_t seen[RP_NEVENTS + 1] = {0};
    const wm_jv *cards = wm__jv_get(root, "cards");
    if (cards) {
        if (cards->kind != WM_JV_ARR)
            return wm__pack_fail(cx, "cards", "expected an array of Event cards"), WM_ECONTENT;
        for (const wm_jv *c = cards->child; c; c = c->next)
            if (!read_card(cx, c, pk, seen))
                return WM_ECONTENT;
    }
    memset(pk->ban_cards, 0, sizeof pk->ban_cards);
    for (int id = 1; id <= RP_NCARDS; id++)
        for (const rp_fx_mod *m = pk->cards[id].mods; m && m->kind != RP_MOD_NONE; m++)
            if (m->kind == RP_MOD_BAN_ACTION)
                pk->ban_cards[id >> 6] |= (uint64_t)1 << (id & 63);
    cx->where[0] = '\0';
    *data = pk;
    return WM_OK;
}

/* ------------------------------------------------------------------ */
/* Writing (the canonical text)                                         */
/* ------------------------------------------------------------------ */

static void kref(wm_json *j, const char *key, int n)
{
    wm__json_key(j, key);
    if (n)
        wm__json_int(j, n);
    else
        wm__json_null(j);
}

void wm__republic_pack_write(const void *data, wm_json *j)
{
    const rp_pack *pk = data;
    const rp_card_info *cards = pk ? pk->cards : wm__republic_cards;
    wm__json_key(j, "cards");
    wm__json_arr(j);
    for (int id = 1; id <= RP_NEVENTS; id++) {
        const rp_card_info *c = &cards[id];
        wm__json_newline(j, true);
        wm__json_obj(j);
        wm__json_kint(j, "number", c->number);
        wm__json_kstr_or_null(j, "name", c->name);
        wm__json_kstr_or_null(j, "ascii", c->ascii);
        wm__json_kstr_or_null(j, "text", c->text);
        wm__json_key(j, "flags");
        wm__json_arr(j);
        for (unsigned i = 0; i < NFLAGS; i++)
            if (c->flags & flag_bits[i])
                wm__json_str(j, flag_names[i]);
        wm__json_arr_end(j);
        kref(j, "requires", c->requires);
        kref(j, "cancels", c->cancels);
        wm__json_key(j, "program");
        if (!c->fx) {
            wm__json_null(j);
        } else {
            wm__json_arr(j);
            for (const rp_fx_op *o = c->fx; o->op != RP_OP_END; o++) {
                const wm_pack_opdef *d = wm__pack_op_find(fx_ops, NFX, o->op);
                int64_t s[WM_PACK_SLOTS];
                fx_slots(o, s);
                if (d)
                    wm__pack_op_write(j, d, s);
            }
            wm__json_arr_end(j);
        }
        wm__json_key(j, "modifiers");
        if (!c->mods) {
            wm__json_null(j);
        } else {
            wm__json_arr(j);
            for (const rp_fx_mod *m = c->mods; m->kind != RP_MOD_NONE; m++) {
                const wm_pack_opdef *d = wm__pack_op_find(mod_ops, NMODS, m->kind);
                int64_t s[WM_PACK_SLOTS] = {m->who, m->n};
                if (d)
                    wm__pack_op_write(j, d, s);
            }
            wm__json_arr_end(j);
        }
        wm__json_kstr(j, "ends", ends_names[c->ends < 3 ? c->ends : 0]);
        wm__json_obj_end(j);
    }
    wm__json_newline(j, false);
    wm__json_arr_end(j);
    wm__json_newline(j, false);
}

/* For tests/check_content.c: the names the pack uses agree with the
 * content tables' own. */
int wm__republic_pack_names_ok(void)
{
    for (int s = 0; s < RP_NSPACES; s++)
        if (strcmp(space_names[s], wm__republic_spaces[s].ascii) != 0)
            return 0;
    return 1;
}
