/*
 * pack.c - Friedrich Ebert: content packs (doc/content-packs.md,
 * doc/schema/content-ebert.json).
 *
 * A pack replaces any letter's name, text, envelope group, EILT! and
 * warning symbols, padlock and "?" symbols, resolution card and preview,
 * any resolution card's name, text and instructions (up to four,
 * "from top to bottom"), and any milestone's name and text.  Each name
 * and text has a "reconstructed" mark (our own text, texts.c); a card
 * whose text the pack gives is unmarked unless the pack marks it.  Names
 * and texts are what a person reads: check_readable() refuses the empty
 * and those with control characters.  The counts stay the rulebook's: the letters of
 * each chapter (27, 30, 30, 30, and each chapter's golden target letter,
 * whose name and text alone a pack may change), the 51 resolution cards.
 * A letter or card the pack does not list keeps its built-in values, and
 * a listed one every member it leaves out.
 *
 * Instructions are written by name: {"op": "tension", "group": "SPD",
 * "steps": 1}, {"op": "gain", "marker": "Joker", "count": 2}, {"op": "key",
 * "symbol": "B"}, {"op": "x", "symbol": "C"}.  Groups are named by their
 * slot, the same in every chapter: "SPD", "second" (the Supporters of the
 * Monarchy in Chapter I, the Population later), "third" (the Military,
 * the Revolutionaries, the Opponents); markers also "Joker".  The table
 * `ops` has one row per instruction.
 */
#include "ebert.h"

#include <stdio.h>
#include <string.h>

#define NAME_MAX_BYTES 200
#define TEXT_MAX_BYTES 2000
#define SYMBOLS 26

static const char *const group_names[EB_KINDS] = {"SPD", "second", "third", "Joker"};
static const char *const symbol_names[SYMBOLS] = {"A", "B", "C", "D", "E", "F", "G", "H", "I", "J", "K", "L", "M",
                                                  "N", "O", "P", "Q", "R", "S", "T", "U", "V", "W", "X", "Y", "Z"};

static const wm_pack_dom D_GROUP = {"a group (SPD, second, third)", group_names, EB_MAX_GROUPS, 0, NULL, 0, 0};
static const wm_pack_dom D_KIND = {"a marker (SPD, second, third, Joker)", group_names, EB_KINDS, 0, NULL, 0, 0};
static const wm_pack_dom D_STEPS = {"a number of tension steps", NULL, 1, 10, NULL, 0, 0};
static const wm_pack_dom D_COUNT = {"a number of markers", NULL, 1, 12, NULL, 0, 0};
static const wm_pack_dom D_SYMBOL = {"a symbol letter", symbol_names, SYMBOLS, 0, NULL, 0, 0};

static const wm_pack_opdef ops[] = {
    {"tension", OP_TENSION, {{"group", &D_GROUP, 0, 0, 0}, {"steps", &D_STEPS, 1, 0, 0}}},
    {"gain", OP_GAIN, {{"marker", &D_KIND, 0, 0, 0}, {"count", &D_COUNT, 1, 0, 0}}},
    {"key", OP_KEY, {{"symbol", &D_SYMBOL, 0, 0, 0}}},
    {"x", OP_X, {{"symbol", &D_SYMBOL, 0, 0, 0}}},
};
#define NOPDEFS (sizeof ops / sizeof ops[0])

/* ------------------------------------------------------------------ */
/* Reading                                                              */
/* ------------------------------------------------------------------ */

/* A name or text a person reads, at the terminal and on the page: not
 * empty, and none of the characters that would let a pack rewrite what
 * they see (the JSON reader has already refused invalid UTF-8 and
 * \u0000): no C0 or C1 control character (line breaks, escape sequences),
 * no DEL, no line or paragraph separator, no bidirectional embedding,
 * override or isolate (U+202A-U+202E, U+2066-U+2069), no byte order mark. */
static int check_readable(wm_pack_cx *cx, const char *key, const char *s)
{
    const unsigned char *u = (const unsigned char *)s;
    int blank = 1;
    if (!s)
        return 1; /* null: unknown */
    for (size_t i = 0; u[i]; i++) {
        /* the code point starting at byte i (valid UTF-8: the JSON reader) */
        unsigned c = u[i];
        if ((c & 0xc0u) == 0x80u)
            continue; /* inside a character */
        if (c == 0xc2)
            c = u[i + 1];
        else if (c == 0xe2 || c == 0xef)
            c = (c & 0xfu) << 12 | (u[i + 1] & 0x3fu) << 6 | (u[i + 2] & 0x3fu);
        blank &= c == ' ';
        if (c < 0x20 || (c >= 0x7f && c <= 0x9f) || (c >= 0x2028 && c <= 0x202e) || (c >= 0x2066 && c <= 0x2069) ||
            c == 0xfeff)
            return wm__pack_fail(cx, key, "U+%04X (at byte %zu) is a control character", c, i);
    }
    return !blank || wm__pack_fail(cx, key, "empty: give a text, or null where it is unknown");
}

/* A readable string member (name or text): 1 given, 0 absent, -1 refused. */
static int read_readable(wm_pack_cx *cx, const wm_jv *v, const char *key, int nullable, size_t max, const char **out)
{
    int r = wm__pack_str(cx, v, key, 0, nullable, max, out);
    if (r > 0 && !check_readable(cx, key, *out))
        return -1;
    return r;
}

/* "reconstructed": given, or false for a card whose text the pack gives
 * (the pack's text is not ours to mark), else as it was. */
static int read_rec(wm_pack_cx *cx, const wm_jv *v, int text_given, uint8_t *rec)
{
    int b, r = wm__pack_bool(cx, v, "reconstructed", &b);
    if (r < 0)
        return 0;
    if (r)
        *rec = (uint8_t)(b != 0);
    else if (text_given)
        *rec = 0;
    return 1;
}

static int read_symbol(wm_pack_cx *cx, const wm_jv *v, const char *key, uint8_t *out)
{
    const wm_jv *x = wm__jv_get(v, key);
    if (!x)
        return 1;
    if (x->kind == WM_JV_NULL) {
        *out = 0;
        return 1;
    }
    int64_t s;
    if (!wm__pack_dom_read(cx, key, x, &D_SYMBOL, &s))
        return 0;
    *out = (uint8_t)(s + 1);
    return 1;
}

static const char *const letter_keys[] = {"chapter", "id", "name", "text", "reconstructed", "group", "eilt",
                                          "warning", "padlock", "question", "resolution_card", "preview", "comment",
                                          NULL};

static int read_letter(wm_pack_cx *cx, const wm_jv *v, eb_pack *pk, uint8_t seen[][EB_MAX_LETTERS + 1])
{
    snprintf(cx->where, sizeof cx->where, "letters");
    if (v->kind != WM_JV_OBJ)
        return wm__pack_fail(cx, NULL, "expected a letter object");
    int64_t ch, id;
    if (wm__pack_int(cx, v, "chapter", 1, 1, EB_CHAPTERS, &ch) < 0)
        return 0;
    const eb_chapter *c = &wm__ebert_chapters[ch];
    if (wm__pack_int(cx, v, "id", 1, 0, c->nletters, &id) < 0)
        return 0;
    snprintf(cx->where, sizeof cx->where, "letter %d of chapter %d", (int)id, (int)ch);
    if (!wm__pack_object(cx, NULL, v, letter_keys))
        return 0;
    if (seen[ch][id])
        return wm__pack_fail(cx, NULL, "listed twice");
    seen[ch][id] = 1;
    eb_letter *l = &pk->letters[ch][id];
    const char *s;
    int r;
    if ((r = read_readable(cx, v, "name", 1, NAME_MAX_BYTES, &s)) < 0)
        return 0;
    if (r)
        l->name = s;
    if ((r = read_readable(cx, v, "text", 1, TEXT_MAX_BYTES, &s)) < 0)
        return 0;
    if (r)
        pk->letter_text[ch][id] = s;
    if (!read_rec(cx, v, r, &pk->letter_rec[ch][id]))
        return 0;
    if (id == c->nletters) {
        /* the golden target letter: a name and a text only */
        static const char *const rest[] = {"group", "eilt", "warning", "padlock", "question", "resolution_card",
                                           "preview", NULL};
        for (int k = 0; rest[k]; k++)
            if (wm__jv_get(v, rest[k]))
                return wm__pack_fail(cx, rest[k], "the golden target letter has only a name and a text");
        if (!l->name)
            return wm__pack_fail(cx, "name", "the golden target letter needs a name");
        return 1;
    }
    int x;
    if ((r = wm__pack_name(cx, v, "group", 0, group_names, c->ngroups, &x)) < 0)
        return 0;
    if (r)
        l->group = (uint8_t)x;
    int b;
    if ((r = wm__pack_bool(cx, v, "eilt", &b)) < 0)
        return 0;
    if (r)
        l->flags = (uint8_t)(b ? l->flags | LF_EILT : l->flags & ~LF_EILT);
    if ((r = wm__pack_bool(cx, v, "warning", &b)) < 0)
        return 0;
    if (r)
        l->flags = (uint8_t)(b ? l->flags | LF_WARN : l->flags & ~LF_WARN);
    if (!read_symbol(cx, v, "padlock", &l->lock) || !read_symbol(cx, v, "question", &l->question))
        return 0;
    int64_t n;
    if ((r = wm__pack_int(cx, v, "resolution_card", 0, 1, EB_RES_CARDS, &n)) < 0)
        return 0;
    if (r)
        l->res = (uint8_t)n;
    uint64_t bits;
    if ((r = wm__pack_bits(cx, v, "preview", group_names, EB_KINDS, &bits)) < 0)
        return 0;
    if (r)
        l->preview = (uint8_t)bits;
    return 1;
}

static const char *const card_keys[] = {"number", "name", "text", "reconstructed", "instructions", "comment", NULL};

static int read_card(wm_pack_cx *cx, const wm_jv *v, eb_pack *pk, uint8_t *seen)
{
    snprintf(cx->where, sizeof cx->where, "resolution_cards");
    if (v->kind != WM_JV_OBJ)
        return wm__pack_fail(cx, NULL, "expected a resolution card object");
    int64_t n;
    if (wm__pack_int(cx, v, "number", 1, 1, EB_RES_CARDS, &n) < 0)
        return 0;
    snprintf(cx->where, sizeof cx->where, "resolution card %d", (int)n);
    if (!wm__pack_object(cx, NULL, v, card_keys))
        return 0;
    if (seen[n])
        return wm__pack_fail(cx, NULL, "listed twice");
    seen[n] = 1;
    eb_rescard *rc = &pk->rescards[n];
    const char *s;
    int r;
    if ((r = read_readable(cx, v, "name", 1, NAME_MAX_BYTES, &s)) < 0)
        return 0;
    if (r)
        rc->title = s;
    if ((r = read_readable(cx, v, "text", 1, TEXT_MAX_BYTES, &s)) < 0)
        return 0;
    if (r)
        pk->res_text[n] = s;
    if (!read_rec(cx, v, r, &pk->res_rec[n]))
        return 0;
    const wm_jv *ins = wm__jv_get(v, "instructions");
    if (!ins)
        return 1;
    if (ins->kind != WM_JV_ARR)
        return wm__pack_fail(cx, "instructions", "expected an array of instructions");
    if (ins->n > EB_OPS)
        return wm__pack_fail(cx, "instructions", "at most %d instructions on a card", EB_OPS);
    memset(rc->ops, 0, sizeof rc->ops);
    int k = 0;
    for (const wm_jv *e = ins->child; e; e = e->next, k++) {
        char where[32];
        snprintf(where, sizeof where, "instructions[%d]", k);
        const wm_pack_opdef *d;
        int64_t sl[WM_PACK_SLOTS];
        if (!wm__pack_op_read(cx, where, e, ops, NOPDEFS, &d, sl))
            return 0;
        rc->ops[k].kind = (uint8_t)d->code;
        rc->ops[k].a = (uint8_t)sl[0];
        rc->ops[k].b = (uint8_t)sl[1];
    }
    return 1;
}

static const char *const ms_keys[] = {"chapter", "index", "name", "text", "reconstructed", "comment", NULL};

/* A milestone: its name and text only (its spaces and instructions are the
 * rules' structure, as the letters' count is). */
static int read_milestone(wm_pack_cx *cx, const wm_jv *v, eb_pack *pk, uint8_t seen[][3])
{
    snprintf(cx->where, sizeof cx->where, "milestones");
    if (v->kind != WM_JV_OBJ)
        return wm__pack_fail(cx, NULL, "expected a milestone object");
    int64_t ch, m;
    if (wm__pack_int(cx, v, "chapter", 1, 1, EB_CHAPTERS, &ch) < 0)
        return 0;
    if (wm__pack_int(cx, v, "index", 1, 0, wm__ebert_chapters[ch].nms - 1, &m) < 0)
        return 0;
    snprintf(cx->where, sizeof cx->where, "milestone %d of chapter %d", (int)m, (int)ch);
    if (!wm__pack_object(cx, NULL, v, ms_keys))
        return 0;
    if (seen[ch][m])
        return wm__pack_fail(cx, NULL, "listed twice");
    seen[ch][m] = 1;
    const char *s;
    int r;
    if ((r = read_readable(cx, v, "name", 0, NAME_MAX_BYTES, &s)) < 0)
        return 0;
    if (r)
        pk->ms_name[ch][m] = s;
    if ((r = read_readable(cx, v, "text", 1, TEXT_MAX_BYTES, &s)) < 0)
        return 0;
    if (r)
        pk->ms_text[ch][m] = s;
    return read_rec(cx, v, r, &pk->ms_rec[ch][m]);
}

static const char *const top_keys[] = {WM_PACK_HEADER_KEYS, "letters", "resolution_cards", "milestones", NULL};

wm_status wm__ebert_pack_read(const wm_jv *root, wm_pack_cx *cx, const void **data)
{
    if (!wm__pack_object(cx, NULL, root, top_keys))
        return WM_ECONTENT;
    eb_pack *pk = wm__arena_get(cx->arena, sizeof *pk);
    if (!pk)
        return wm__pack_fail(cx, NULL, "out of memory"), WM_ENOMEM;
    memcpy(pk->chapters, wm__ebert_chapters, sizeof pk->chapters);
    /* the built-in content, texts included (texts.c), then the pack's */
    for (int ch = 1; ch <= EB_CHAPTERS; ch++) {
        const eb_chapter *c = &wm__ebert_chapters[ch];
        memcpy(pk->letters[ch], c->letters, sizeof(eb_letter) * ((size_t)c->nletters + 1));
        pk->chapters[ch].letters = pk->letters[ch];
        for (int id = 0; id <= c->nletters; id++) {
            const eb_text *t = wm__ebert_builtin_letter_text(ch, id);
            if (!pk->letters[ch][id].name && t)
                pk->letters[ch][id].name = t->name;
            pk->letter_text[ch][id] = t ? t->text : NULL;
            pk->letter_rec[ch][id] = t && t->text;
        }
        for (int m = 0; m < c->nms; m++) {
            pk->ms_name[ch][m] = c->ms[m].name;
            pk->ms_text[ch][m] = wm__ebert_builtin_ms_text(ch, m);
            pk->ms_rec[ch][m] = pk->ms_text[ch][m] != NULL;
        }
    }
    memcpy(pk->rescards, wm__ebert_rescards, sizeof pk->rescards);
    for (int n = 1; n <= EB_RES_CARDS; n++) {
        const eb_text *t = wm__ebert_builtin_res_text(n);
        if (!pk->rescards[n].title && t)
            pk->rescards[n].title = t->name;
        pk->res_text[n] = t ? t->text : NULL;
        pk->res_rec[n] = t && t->text;
    }
    static uint8_t const zero_seen[EB_CHAPTERS + 1][EB_MAX_LETTERS + 1];
    uint8_t seen[EB_CHAPTERS + 1][EB_MAX_LETTERS + 1], cseen[EB_RES_CARDS + 1] = {0};
    memcpy(seen, zero_seen, sizeof seen);
    const wm_jv *letters = wm__jv_get(root, "letters"), *cards = wm__jv_get(root, "resolution_cards");
    if (letters) {
        if (letters->kind != WM_JV_ARR)
            return wm__pack_fail(cx, "letters", "expected an array of letters"), WM_ECONTENT;
        for (const wm_jv *l = letters->child; l; l = l->next)
            if (!read_letter(cx, l, pk, seen))
                return WM_ECONTENT;
    }
    if (cards) {
        cx->where[0] = '\0';
        if (cards->kind != WM_JV_ARR)
            return wm__pack_fail(cx, "resolution_cards", "expected an array of resolution cards"), WM_ECONTENT;
        for (const wm_jv *c = cards->child; c; c = c->next)
            if (!read_card(cx, c, pk, cseen))
                return WM_ECONTENT;
    }
    const wm_jv *mss = wm__jv_get(root, "milestones");
    if (mss) {
        uint8_t mseen[EB_CHAPTERS + 1][3] = {{0}};
        cx->where[0] = '\0';
        if (mss->kind != WM_JV_ARR)
            return wm__pack_fail(cx, "milestones", "expected an array of milestones"), WM_ECONTENT;
        for (const wm_jv *m = mss->child; m; m = m->next)
            if (!read_milestone(cx, m, pk, mseen))
                return WM_ECONTENT;
    }
    /* Setup F1: the starting letters are dealt from the top of each
     * group's pile (with Flexibility, from a pile shuffled below its top
     * letter): none of the letters that can be dealt so may be EILT!, which
     * is resolved from a draw pile, never from a row. */
    for (int ch = 1; ch <= EB_CHAPTERS; ch++) {
        const eb_chapter *c = &pk->chapters[ch];
        for (int g = 0; g < c->ngroups; g++) {
            int k = c->start_cards[g], first = 1;
            for (int id = 0; k && id < c->ms_after[0]; id++) {
                if (c->letters[id].group != g)
                    continue;
                if ((first || k >= 2) && (c->letters[id].flags & LF_EILT)) {
                    snprintf(cx->where, sizeof cx->where, "letter %d of chapter %d", id, ch);
                    return wm__pack_fail(cx, "eilt", "an EILT! letter cannot be one of the %s group's starting "
                                         "letters (Setup F1)", group_names[g]), WM_ECONTENT;
                }
                first = 0;
            }
        }
    }
    cx->where[0] = '\0';
    *data = pk;
    return WM_OK;
}

/* ------------------------------------------------------------------ */
/* Writing (the canonical text)                                         */
/* ------------------------------------------------------------------ */

static void ksymbol(wm_json *j, const char *key, uint8_t v)
{
    wm__json_key(j, key);
    if (v && v <= SYMBOLS)
        wm__json_str(j, symbol_names[v - 1]);
    else
        wm__json_null(j);
}

static const char *builtin_letter_name(int ch, int id)
{
    const eb_text *t = wm__ebert_builtin_letter_text(ch, id);
    const char *n = wm__ebert_chapters[ch].letters[id].name;
    return n ? n : t ? t->name : NULL;
}

static const char *builtin_res_name(int n)
{
    const eb_text *t = wm__ebert_builtin_res_text(n);
    return wm__ebert_rescards[n].title ? wm__ebert_rescards[n].title : t ? t->name : NULL;
}

void wm__ebert_pack_write(const void *data, wm_json *j)
{
    const eb_pack *pk = data;
    wm__json_key(j, "letters");
    wm__json_arr(j);
    for (int ch = 1; ch <= EB_CHAPTERS; ch++) {
        const eb_chapter *c = pk ? &pk->chapters[ch] : &wm__ebert_chapters[ch];
        for (int id = 0; id <= c->nletters; id++) {
            const eb_letter *l = &c->letters[id];
            wm__json_newline(j, true);
            wm__json_obj(j);
            wm__json_kint(j, "chapter", ch);
            wm__json_kint(j, "id", id);
            const eb_text *t = wm__ebert_builtin_letter_text(ch, id);
            const char *text = pk ? pk->letter_text[ch][id] : t ? t->text : NULL;
            wm__json_kstr_or_null(j, "name", pk ? l->name : builtin_letter_name(ch, id));
            wm__json_kstr_or_null(j, "text", text);
            wm__json_kbool(j, "reconstructed", pk ? pk->letter_rec[ch][id] != 0 : text != NULL);
            if (id < c->nletters) {
                wm__json_kstr(j, "group", group_names[l->group < EB_KINDS ? l->group : 0]);
                wm__json_kbool(j, "eilt", (l->flags & LF_EILT) != 0);
                wm__json_kbool(j, "warning", (l->flags & LF_WARN) != 0);
                ksymbol(j, "padlock", l->lock);
                ksymbol(j, "question", l->question);
                wm__json_kint(j, "resolution_card", l->res);
                wm__json_key(j, "preview");
                wm__json_arr(j);
                for (int k = 0; k < EB_KINDS; k++)
                    if (l->preview & (1u << k))
                        wm__json_str(j, group_names[k]);
                wm__json_arr_end(j);
            }
            wm__json_obj_end(j);
        }
    }
    wm__json_newline(j, false);
    wm__json_arr_end(j);
    wm__json_newline(j, true);
    wm__json_key(j, "resolution_cards");
    wm__json_arr(j);
    const eb_rescard *rc = pk ? pk->rescards : wm__ebert_rescards;
    for (int n = 1; n <= EB_RES_CARDS; n++) {
        wm__json_newline(j, true);
        wm__json_obj(j);
        wm__json_kint(j, "number", n);
        const eb_text *t = wm__ebert_builtin_res_text(n);
        const char *text = pk ? pk->res_text[n] : t ? t->text : NULL;
        wm__json_kstr_or_null(j, "name", pk ? rc[n].title : builtin_res_name(n));
        wm__json_kstr_or_null(j, "text", text);
        wm__json_kbool(j, "reconstructed", pk ? pk->res_rec[n] != 0 : text != NULL);
        wm__json_key(j, "instructions");
        wm__json_arr(j);
        for (int k = 0; k < EB_OPS; k++) {
            const eb_op *op = &rc[n].ops[k];
            const wm_pack_opdef *d = wm__pack_op_find(ops, NOPDEFS, op->kind);
            if (!d)
                continue;
            int64_t sl[WM_PACK_SLOTS] = {op->a, op->b};
            wm__pack_op_write(j, d, sl);
        }
        wm__json_arr_end(j);
        wm__json_obj_end(j);
    }
    wm__json_newline(j, false);
    wm__json_arr_end(j);
    wm__json_newline(j, true);
    wm__json_key(j, "milestones");
    wm__json_arr(j);
    for (int ch = 1; ch <= EB_CHAPTERS; ch++) {
        const eb_chapter *c = &wm__ebert_chapters[ch];
        for (int m = 0; m < c->nms; m++) {
            const char *text = pk ? pk->ms_text[ch][m] : wm__ebert_builtin_ms_text(ch, m);
            wm__json_newline(j, true);
            wm__json_obj(j);
            wm__json_kint(j, "chapter", ch);
            wm__json_kint(j, "index", m);
            wm__json_kstr(j, "name", pk ? pk->ms_name[ch][m] : c->ms[m].name);
            wm__json_kstr_or_null(j, "text", text);
            wm__json_kbool(j, "reconstructed", pk ? pk->ms_rec[ch][m] != 0 : text != NULL);
            wm__json_obj_end(j);
        }
    }
    wm__json_newline(j, false);
    wm__json_arr_end(j);
    wm__json_newline(j, false);
}
