/*
 * content.c - content packs: the wm_content handle, the pack header, the
 * typed member readers that every title's pack_read uses, and the one
 * generic reader and writer of effect programs (doc/content-packs.md).
 *
 * Life of a pack: wm_content_new parses the text into a scratch arena
 * (jsonp.c), checks the header, lets the title build its tables in the
 * pack's own arena, writes the canonical text of those tables (the
 * title's pack_write), hashes it and frees the scratch arena.  Any error
 * frees everything: a pack is made whole or not at all.  A made pack is
 * immutable; games hold references to it (an atomic count), so it may be
 * shared between games and threads and freed by its creator at once.
 */
#include "core.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#if defined(__GNUC__) && !defined(__clang_analyzer__)
_Thread_local const void *wm__pack_data __attribute__((tls_model("initial-exec"))) = NULL;
#else
_Thread_local const void *wm__pack_data = NULL;
#endif

#define PACK_FORMAT "libweimar-content"
#define PACK_VERSION 1

/* ------------------------------------------------------------------ */
/* References                                                           */
/* ------------------------------------------------------------------ */

wm_content *wm__content_ref(const wm_content *c)
{
    wm_content *m = (wm_content *)(uintptr_t)c; /* the count is the one mutable member */
    if (m)
        atomic_fetch_add_explicit(&m->refs, 1u, memory_order_relaxed);
    return m;
}

void wm__content_unref(wm_content *c)
{
    if (!c)
        return;
    if (atomic_fetch_sub_explicit(&c->refs, 1u, memory_order_acq_rel) != 1u)
        return;
    wm_alloc_fn fn = c->alloc;
    void *ud = c->alloc_ud;
    wm__arena_free(&c->arena);
    wm__alloc(fn, ud, c, sizeof *c, 0);
}

void wm__game_set_content(wm_game *g, const wm_content *c)
{
    wm_content *old = g->content;
    g->content = wm__content_ref(c);
    g->pack = c ? c->data : NULL;
    wm__content_unref(old);
}

/* ------------------------------------------------------------------ */
/* Member readers                                                       */
/* ------------------------------------------------------------------ */

int wm__pack_fail(wm_pack_cx *cx, const char *field, const char *fmt, ...)
{
    if (cx->failed)
        return 0;
    cx->failed = 1;
    if (!cx->msg || !cx->cap)
        return 0;
    char what[160];
    va_list ap;
    va_start(ap, fmt);
    vsnprintf(what, sizeof what, fmt, ap);
    va_end(ap);
    const char *sep = cx->where[0] ? ": " : "";
    if (field)
        snprintf(cx->msg, cx->cap, "%s%sfield \"%.40s\": %s", cx->where, sep, field, what);
    else
        snprintf(cx->msg, cx->cap, "%s%s%s", cx->where, sep, what);
    return 0;
}

static const char *kind_name(int kind)
{
    switch (kind) {
    case WM_JV_NULL: return "null";
    case WM_JV_BOOL: return "a boolean";
    case WM_JV_INT: return "an integer";
    case WM_JV_NUM: return "a number that is not an integer";
    case WM_JV_STR: return "a string";
    case WM_JV_ARR: return "an array";
    default: return "an object";
    }
}

int wm__pack_object(wm_pack_cx *cx, const char *field, const wm_jv *v, const char *const *keys)
{
    if (!v || v->kind != WM_JV_OBJ)
        return wm__pack_fail(cx, field, "expected an object, found %s", v ? kind_name(v->kind) : "nothing");
    for (const wm_jv *m = v->child; m; m = m->next) {
        int known = 0;
        for (size_t i = 0; keys[i] && !known; i++)
            known = strcmp(keys[i], m->key) == 0;
        if (!known)
            return wm__pack_fail(cx, m->key, "unknown field");
    }
    return 1;
}

int wm__pack_int(wm_pack_cx *cx, const wm_jv *obj, const char *key, int required, int64_t lo, int64_t hi,
                 int64_t *out)
{
    const wm_jv *v = wm__jv_get(obj, key);
    if (!v) {
        if (required)
            return wm__pack_fail(cx, key, "missing"), -1;
        return 0;
    }
    if (v->kind != WM_JV_INT)
        return wm__pack_fail(cx, key, "expected an integer, found %s", kind_name(v->kind)), -1;
    if (v->i < lo || v->i > hi)
        return wm__pack_fail(cx, key, "%lld is out of range: expected an integer from %lld to %lld", (long long)v->i,
                             (long long)lo, (long long)hi),
               -1;
    *out = v->i;
    return 1;
}

int wm__pack_bool(wm_pack_cx *cx, const wm_jv *obj, const char *key, int *out)
{
    const wm_jv *v = wm__jv_get(obj, key);
    if (!v)
        return 0;
    if (v->kind != WM_JV_BOOL)
        return wm__pack_fail(cx, key, "expected true or false, found %s", kind_name(v->kind)), -1;
    *out = (int)v->i;
    return 1;
}

int wm__pack_str(wm_pack_cx *cx, const wm_jv *obj, const char *key, int required, int nullable, size_t maxlen,
                 const char **out)
{
    const wm_jv *v = wm__jv_get(obj, key);
    if (!v) {
        if (required)
            return wm__pack_fail(cx, key, "missing"), -1;
        return 0;
    }
    if (v->kind == WM_JV_NULL && nullable) {
        *out = NULL;
        return 1;
    }
    if (v->kind != WM_JV_STR)
        return wm__pack_fail(cx, key, "expected a string%s, found %s", nullable ? " or null" : "", kind_name(v->kind)),
               -1;
    if (v->n > maxlen)
        return wm__pack_fail(cx, key, "too long: %u bytes, at most %zu", v->n, maxlen), -1;
    char *s = wm__arena_strdup(cx->arena, v->s);
    if (!s)
        return wm__pack_fail(cx, key, "out of memory (the pack is too large)"), -1;
    *out = s;
    return 1;
}

int wm__pack_lookup(const char *const *names, size_t n, const char *name)
{
    for (size_t i = 0; i < n; i++)
        if (names[i] && strcmp(names[i], name) == 0)
            return (int)i;
    return -1;
}

/* "one of: a, b, c" for a message, cut to fit. */
static void list_names(char *buf, size_t cap, const char *const *names, size_t n)
{
    size_t at = 0;
    buf[0] = '\0';
    for (size_t i = 0; i < n && at + 1 < cap; i++) {
        if (!names[i])
            continue;
        int w = snprintf(buf + at, cap - at, "%s%s", at ? ", " : "", names[i]);
        if (w < 0 || (size_t)w >= cap - at) {
            if (cap > 4)
                memcpy(buf + cap - 4, "...", 4);
            return;
        }
        at += (size_t)w;
    }
}

int wm__pack_name(wm_pack_cx *cx, const wm_jv *obj, const char *key, int required, const char *const *names,
                  size_t n, int *out)
{
    const wm_jv *v = wm__jv_get(obj, key);
    if (!v) {
        if (required)
            return wm__pack_fail(cx, key, "missing"), -1;
        return 0;
    }
    if (v->kind != WM_JV_STR)
        return wm__pack_fail(cx, key, "expected a name (a string), found %s", kind_name(v->kind)), -1;
    int i = wm__pack_lookup(names, n, v->s);
    if (i < 0) {
        char list[120];
        list_names(list, sizeof list, names, n);
        return wm__pack_fail(cx, key, "unknown name \"%.40s\" (one of: %s)", v->s, list), -1;
    }
    *out = i;
    return 1;
}

int wm__pack_bits(wm_pack_cx *cx, const wm_jv *obj, const char *key, const char *const *names, size_t n,
                  uint64_t *out)
{
    const wm_jv *v = wm__jv_get(obj, key);
    if (!v)
        return 0;
    if (v->kind != WM_JV_ARR)
        return wm__pack_fail(cx, key, "expected an array of names, found %s", kind_name(v->kind)), -1;
    uint64_t bits = 0;
    for (const wm_jv *e = v->child; e; e = e->next) {
        if (e->kind != WM_JV_STR)
            return wm__pack_fail(cx, key, "expected an array of names, found %s in it", kind_name(e->kind)), -1;
        int i = wm__pack_lookup(names, n, e->s);
        if (i < 0 || i >= 64) {
            char list[120];
            list_names(list, sizeof list, names, n);
            return wm__pack_fail(cx, key, "unknown name \"%.40s\" (one of: %s)", e->s, list), -1;
        }
        if (bits & ((uint64_t)1 << i))
            return wm__pack_fail(cx, key, "\"%.40s\" is listed twice", e->s), -1;
        bits |= (uint64_t)1 << i;
    }
    *out = bits;
    return 1;
}

/* ------------------------------------------------------------------ */
/* Domains and effect programs                                          */
/* ------------------------------------------------------------------ */

static int dom_one(wm_pack_cx *cx, const char *field, const wm_jv *v, const wm_pack_dom *d, int64_t *out)
{
    if (d->special && v->kind == WM_JV_STR && strcmp(v->s, d->special) == 0) {
        *out = d->special_value;
        return 1;
    }
    if (!d->names) {
        if (v->kind != WM_JV_INT)
            return wm__pack_fail(cx, field, "expected %s (an integer%s%s%s), found %s", d->what,
                                 d->special ? " or \"" : "", d->special ? d->special : "", d->special ? "\"" : "",
                                 kind_name(v->kind));
        if (v->i < d->n || v->i > d->hi)
            return wm__pack_fail(cx, field, "%lld is out of range: expected %s from %lld to %lld", (long long)v->i,
                                 d->what, (long long)d->n, (long long)d->hi);
        *out = v->i;
        return 1;
    }
    if (v->kind != WM_JV_STR)
        return wm__pack_fail(cx, field, "expected %s (a name), found %s", d->what, kind_name(v->kind));
    int i = wm__pack_lookup(d->names, (size_t)d->n, v->s);
    if (i < 0) {
        char list[120];
        list_names(list, sizeof list, d->names, (size_t)d->n);
        return wm__pack_fail(cx, field, "unknown %s \"%.40s\" (one of: %s%s%s)", d->what, v->s, list,
                             d->special ? ", " : "", d->special ? d->special : "");
    }
    *out = i;
    return 1;
}

int wm__pack_dom_read(wm_pack_cx *cx, const char *field, const wm_jv *v, const wm_pack_dom *d, int64_t *out)
{
    if (!d->set)
        return dom_one(cx, field, v, d, out);
    if (v->kind != WM_JV_ARR)
        return wm__pack_fail(cx, field, "expected an array of %s names, found %s", d->what, kind_name(v->kind));
    uint64_t bits = 0;
    for (const wm_jv *e = v->child; e; e = e->next) {
        int64_t i = 0;
        if (!dom_one(cx, field, e, d, &i))
            return 0;
        if (i < 0 || i >= 64)
            return wm__pack_fail(cx, field, "%s cannot be in a set", d->what);
        if (bits & ((uint64_t)1 << i))
            return wm__pack_fail(cx, field, "\"%.40s\" is listed twice", e->kind == WM_JV_STR ? e->s : "?");
        bits |= (uint64_t)1 << i;
    }
    *out = (int64_t)bits;
    return 1;
}

void wm__pack_dom_write(wm_json *j, const wm_pack_dom *d, int64_t v)
{
    if (d->set) {
        wm__json_arr(j);
        for (int i = 0; i < 64; i++)
            if (((uint64_t)v >> i) & 1u) {
                if (d->names && i < d->n && d->names[i])
                    wm__json_str(j, d->names[i]);
                else
                    wm__json_int(j, i);
            }
        wm__json_arr_end(j);
        return;
    }
    if (d->special && v == d->special_value) {
        wm__json_str(j, d->special);
        return;
    }
    if (d->names && v >= 0 && v < d->n && d->names[v]) {
        wm__json_str(j, d->names[v]);
        return;
    }
    wm__json_int(j, v);
}

const wm_pack_opdef *wm__pack_op_find(const wm_pack_opdef *table, size_t n, int code)
{
    for (size_t i = 0; i < n; i++)
        if (table[i].code == code)
            return &table[i];
    return NULL;
}

int wm__pack_op_read(wm_pack_cx *cx, const char *field, const wm_jv *v, const wm_pack_opdef *table, size_t n,
                     const wm_pack_opdef **def, int64_t slots[WM_PACK_SLOTS])
{
    memset(slots, 0, sizeof(int64_t) * WM_PACK_SLOTS);
    if (!v || v->kind != WM_JV_OBJ)
        return wm__pack_fail(cx, field, "expected an op object ({\"op\": name, ...}), found %s",
                             v ? kind_name(v->kind) : "nothing");
    const wm_jv *name = wm__jv_get(v, "op");
    if (!name)
        return wm__pack_fail(cx, field, "an op without \"op\"");
    if (name->kind != WM_JV_STR)
        return wm__pack_fail(cx, field, "\"op\" must be a name, found %s", kind_name(name->kind));
    const wm_pack_opdef *d = NULL;
    for (size_t i = 0; i < n && !d; i++)
        if (strcmp(table[i].name, name->s) == 0)
            d = &table[i];
    if (!d)
        return wm__pack_fail(cx, field, "unknown opcode \"%.40s\"", name->s);
    /* every member is "op" or an operand of this opcode */
    for (const wm_jv *m = v->child; m; m = m->next) {
        if (strcmp(m->key, "op") == 0)
            continue;
        int known = 0;
        for (int k = 0; k < WM_PACK_ARGS && d->args[k].key && !known; k++)
            known = strcmp(d->args[k].key, m->key) == 0;
        if (!known)
            return wm__pack_fail(cx, field, "opcode \"%s\" has no operand \"%.40s\"", d->name, m->key);
    }
    for (int k = 0; k < WM_PACK_ARGS && d->args[k].key; k++) {
        const wm_pack_arg *a = &d->args[k];
        const wm_jv *x = wm__jv_get(v, a->key);
        int64_t val = a->dflt;
        if (!x) {
            if (!a->optional)
                return wm__pack_fail(cx, field, "opcode \"%s\" needs its operand \"%s\"", d->name, a->key);
        } else {
            char where[96];
            snprintf(where, sizeof where, "%s.%s", field, a->key);
            if (!wm__pack_dom_read(cx, where, x, a->dom, &val))
                return 0;
        }
        slots[a->slot] = val;
    }
    *def = d;
    return 1;
}

void wm__pack_op_write(wm_json *j, const wm_pack_opdef *def, const int64_t slots[WM_PACK_SLOTS])
{
    wm__json_obj(j);
    wm__json_kstr(j, "op", def->name);
    for (int k = 0; k < WM_PACK_ARGS && def->args[k].key; k++) {
        const wm_pack_arg *a = &def->args[k];
        if (a->optional && slots[a->slot] == a->dflt)
            continue;
        wm__json_key(j, a->key);
        wm__pack_dom_write(j, a->dom, slots[a->slot]);
    }
    wm__json_obj_end(j);
}

/* ------------------------------------------------------------------ */
/* The canonical text                                                   */
/* ------------------------------------------------------------------ */

static void write_pack(const wm_title_ops *ops, const void *data, wm_json *j)
{
    wm__json_obj(j);
    wm__json_kstr(j, "format", PACK_FORMAT);
    wm__json_kint(j, "version", PACK_VERSION);
    wm__json_kstr(j, "title", ops->pack_slug);
    ops->pack_write(data, j);
    wm__json_obj_end(j);
}

static uint64_t hash_text(const char *s, size_t n)
{
    uint64_t h = UINT64_C(0xcbf29ce484222325); /* FNV-1a, then mixed */
    for (size_t i = 0; i < n; i++) {
        h ^= (unsigned char)s[i];
        h *= UINT64_C(0x100000001b3);
    }
    h = wm__mix64(h ^ n);
    return h ? h : 1;
}

/* ------------------------------------------------------------------ */
/* The public functions                                                 */
/* ------------------------------------------------------------------ */

static const wm_title_ops *ops_by_slug(const char *slug)
{
    for (int t = 1; t <= 4; t++) {
        const wm_title_ops *ops = wm__title_ops((wm_title)t);
        if (ops && ops->pack_slug && strcmp(ops->pack_slug, slug) == 0)
            return ops;
    }
    return NULL;
}

static void set_msg(char *msg, size_t cap, const char *text)
{
    if (msg && cap)
        snprintf(msg, cap, "%s", text);
}

static wm_status content_new(const void *json, size_t len, const wm_options *opts, wm_content **out, char *msg,
                             size_t cap)
{
    if (msg && cap)
        msg[0] = '\0';
    if (!out)
        return WM_EINVAL;
    *out = NULL;
    if (!json) {
        set_msg(msg, cap, "no text");
        return WM_EINVAL;
    }
    wm_options o;
    if (wm__options_read(opts, &o) != WM_OK) {
        set_msg(msg, cap, "malformed options");
        return WM_EINVAL;
    }
    if (len > WM_PACK_MAX_BYTES) {
        if (msg && cap)
            snprintf(msg, cap, "the pack is too large: %zu bytes, at most %zu", len, WM_PACK_MAX_BYTES);
        return WM_ECONTENT;
    }

    wm_arena scratch;
    wm__arena_init(&scratch, o.alloc, o.alloc_ud, WM_PACK_PARSE_MEM);
    const wm_jv *root = NULL;
    wm_status st = wm__json_parse(json, len, &scratch, &root, msg, cap);
    if (st != WM_OK) {
        wm__arena_free(&scratch);
        return st;
    }
    wm_content *c = wm__alloc(o.alloc, o.alloc_ud, NULL, 0, sizeof *c);
    if (!c) {
        wm__arena_free(&scratch);
        set_msg(msg, cap, "out of memory");
        return WM_ENOMEM;
    }
    memset(c, 0, sizeof *c);
    c->alloc = o.alloc;
    c->alloc_ud = o.alloc_ud;
    atomic_init(&c->refs, 1u);
    wm__arena_init(&c->arena, o.alloc, o.alloc_ud, WM_PACK_TABLE_MEM);

    wm_pack_cx cx;
    memset(&cx, 0, sizeof cx);
    cx.arena = &c->arena;
    cx.msg = msg;
    cx.cap = cap;
    st = WM_ECONTENT;
    if (root->kind != WM_JV_OBJ) {
        wm__pack_fail(&cx, NULL, "a pack is a JSON object");
        goto done;
    }
    const char *format = NULL, *slug = NULL, *comment = NULL;
    int64_t version = 0;
    if (wm__pack_str(&cx, root, "format", 1, 0, 64, &format) < 0)
        goto done;
    if (strcmp(format, PACK_FORMAT) != 0) {
        wm__pack_fail(&cx, "format", "expected \"" PACK_FORMAT "\"");
        goto done;
    }
    if (wm__pack_int(&cx, root, "version", 1, 1, 1000000, &version) < 0)
        goto done;
    if (version != PACK_VERSION) {
        wm__pack_fail(&cx, "version", "version %lld is not known to this library (it reads version %d)",
                      (long long)version, PACK_VERSION);
        goto done;
    }
    if (wm__pack_str(&cx, root, "comment", 0, 0, WM_PACK_STRING_MAX, &comment) < 0)
        goto done;
    if (wm__pack_str(&cx, root, "title", 1, 0, 64, &slug) < 0)
        goto done;
    c->ops = ops_by_slug(slug);
    if (!c->ops || !c->ops->pack_read) {
        wm__pack_fail(&cx, "title", "\"%.40s\" is not a title with content packs (ebert, republic or siege)", slug);
        goto done;
    }
    st = c->ops->pack_read(root, &cx, &c->data);
    if (st == WM_OK && cx.failed)
        st = WM_ECONTENT;
    if (st == WM_OK && (c->arena.nomem || c->arena.over)) {
        st = c->arena.nomem ? WM_ENOMEM : WM_ECONTENT;
        wm__pack_fail(&cx, NULL, "the pack is too large (memory budget exceeded)");
    }
    if (st != WM_OK) {
        if (!cx.failed)
            wm__pack_fail(&cx, NULL, "invalid pack");
        goto done;
    }
    /* The canonical text and its hash. */
    {
        wm_json j;
        size_t need = 0;
        wm__json_init(&j, NULL, 0);
        write_pack(c->ops, c->data, &j);
        (void)wm__json_finish(&j, &need);
        char *text = wm__arena_get(&c->arena, need + 1);
        if (!text) {
            st = c->arena.nomem ? WM_ENOMEM : WM_ECONTENT;
            wm__pack_fail(&cx, NULL, "the pack is too large (memory budget exceeded)");
            goto done;
        }
        wm__json_init(&j, text, need + 1);
        write_pack(c->ops, c->data, &j);
        (void)wm__json_finish(&j, &need);
        c->canon = text;
        c->canon_len = need;
        c->hash = hash_text(text, need);
    }
    st = WM_OK;
done:
    if (st != WM_OK && (scratch.nomem || c->arena.nomem)) {
        st = WM_ENOMEM;
        set_msg(msg, cap, "out of memory");
    }
    wm__arena_free(&scratch);
    if (st != WM_OK) {
        wm__content_unref(c);
        return st;
    }
    *out = c;
    return WM_OK;
}

void wm_content_free(wm_content *c)
{
    wm__content_unref(c);
}

wm_title wm_content_title(const wm_content *c)
{
    return c ? c->ops->id : (wm_title)0;
}

uint64_t wm_content_hash(const wm_content *c)
{
    return c ? c->hash : 0;
}

uint64_t wm_game_content_hash(const wm_game *g)
{
    return g && g->content ? g->content->hash : 0;
}

wm_status wm_content_write(wm_title title, const wm_content *c, char *buf, size_t cap, size_t *len)
{
    if (!len)
        return wm__fail(WM_EINVAL, "len is NULL");
    const wm_title_ops *ops = wm__title_ops(title);
    if (!ops)
        return wm__fail(WM_EINVAL, "title: %d is not a title (1-4)", (int)title);
    if (!ops->pack_write)
        return wm__fail(WM_EINVAL, "title: %s has no content packs", ops->name);
    if (c && c->ops != ops)
        return wm__fail(WM_EINVAL, "content: the pack is for %s, not %s", c->ops->name, ops->name);
    if (c) {
        *len = c->canon_len;
        if (!buf || cap < c->canon_len + 1)
            return wm__fail(WM_ERANGE, "buf: %zu bytes, the pack's text needs %zu", buf ? cap : 0, c->canon_len + 1);
        memcpy(buf, c->canon, c->canon_len + 1);
        return WM_OK;
    }
    wm_json j;
    wm__json_init(&j, buf, buf ? cap : 0);
    write_pack(ops, NULL, &j);
    wm_status st = wm__json_finish(&j, len);
    if (st != WM_OK)
        wm__fail(st, "buf: %zu bytes, the pack's text needs %zu", buf ? cap : 0, *len + 1);
    return st;
}

wm_status wm_content_new(const void *json, size_t len, const wm_options *opts, wm_content **out, char *msg,
                         size_t cap)
{
    char text[1024]; /* the pack reader's message, then the caller's copy */
    text[0] = '\0';
    wm_status st = content_new(json, len, opts, out, text, sizeof text);
    if (msg && cap)
        snprintf(msg, cap, "%s", text);
    if (st == WM_OK)
        return st;
    if (!out)
        return wm__fail(st, "out is NULL");
    if (!json)
        return wm__fail(st, "json is NULL");
    if (st == WM_EINVAL && !opts) /* cannot happen: NULL opts are the defaults */
        return wm__fail(st, "options: refused");
    if (st == WM_EINVAL)
        return st; /* wm__options_read said why */
    return wm__fail(st, "content: %s", text[0] ? text : wm_strerror(st));
}
