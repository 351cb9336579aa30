/*
 * jsonp.c - a small, strict JSON reader for content packs (RFC 8259).
 *
 * Written for this library: it reads a whole text into a tree of wm_jv
 * nodes allocated from an arena whose total size is bounded
 * (WM_PACK_MEM_MAX), so that no input, however hostile, can make it
 * allocate without limit, recurse without limit (WM_PACK_DEPTH) or read
 * past the end of its buffer.  Strict: no comments, no trailing commas,
 * no leading zeros, no control characters or invalid UTF-8 in strings, no
 * lone surrogates, no NUL (the library's strings are C strings), nothing
 * after the value but white space.  Numbers keep their kind: an integer
 * (in the int64 range) is WM_JV_INT; any other number is WM_JV_NUM,
 * which no pack field accepts (the message then says "expected an
 * integer").  A key repeated in one object is an error.
 *
 * Errors carry the line and column of the offending byte.
 */
#include "core.h"

#include <stdio.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Arena                                                                */
/* ------------------------------------------------------------------ */

struct wm_arena_chunk {
    struct wm_arena_chunk *next;
    size_t size, used;
    /* then the bytes, 8-byte aligned */
};

#define CHUNK_HEAD ((sizeof(struct wm_arena_chunk) + 7u) & ~(size_t)7u)
#define CHUNK_MIN 16384u

void wm__arena_init(wm_arena *a, wm_alloc_fn fn, void *ud, size_t budget)
{
    memset(a, 0, sizeof *a);
    a->alloc = fn;
    a->alloc_ud = ud;
    a->budget = budget;
}

void *wm__arena_get(wm_arena *a, size_t n)
{
    n = (n + 7u) & ~(size_t)7u;
    if (n == 0)
        n = 8;
    struct wm_arena_chunk *c = a->head;
    if (!c || c->size - c->used < n) {
        size_t size = n > CHUNK_MIN ? n : CHUNK_MIN;
        if (size > a->budget - a->total || a->budget < a->total) {
            a->over = 1;
            return NULL;
        }
        c = wm__alloc(a->alloc, a->alloc_ud, NULL, 0, CHUNK_HEAD + size);
        if (!c) {
            a->nomem = 1;
            return NULL;
        }
        c->next = a->head;
        c->size = size;
        c->used = 0;
        a->head = c;
        a->total += size;
    }
    void *p = (unsigned char *)c + CHUNK_HEAD + c->used;
    c->used += n;
    memset(p, 0, n);
    return p;
}

char *wm__arena_strdup(wm_arena *a, const char *s)
{
    size_t n = strlen(s) + 1;
    char *p = wm__arena_get(a, n);
    if (p)
        memcpy(p, s, n);
    return p;
}

void wm__arena_free(wm_arena *a)
{
    struct wm_arena_chunk *c = a->head;
    while (c) {
        struct wm_arena_chunk *next = c->next;
        wm__alloc(a->alloc, a->alloc_ud, c, CHUNK_HEAD + c->size, 0);
        c = next;
    }
    a->head = NULL;
    a->total = 0;
}

/* ------------------------------------------------------------------ */
/* Reader                                                               */
/* ------------------------------------------------------------------ */

typedef struct reader {
    const unsigned char *p, *end, *start;
    wm_arena *a;
    char *msg;
    size_t cap;
    int depth;
    int failed;
    unsigned line;
    const unsigned char *line_start;
    wm_status st;
    /* a scratch buffer for one string being decoded */
    char *sbuf;
    size_t scap;
} reader;

/* Newlines appear only in white space (a string may not hold a raw
 * control character), so skip_ws keeps the line count and where the line
 * starts: a position costs nothing. */
static void position(const reader *r, const unsigned char *at, unsigned *line, unsigned *col)
{
    *line = r->line;
    *col = at >= r->line_start ? (unsigned)(at - r->line_start) + 1u : 1u;
}

static void fail(reader *r, const unsigned char *at, const char *what)
{
    if (r->failed)
        return;
    r->failed = 1;
    r->st = WM_ECONTENT;
    if (r->a->nomem) {
        r->st = WM_ENOMEM;
        what = "out of memory";
    } else if (r->a->over) {
        what = "the pack is too large (memory budget exceeded)";
    }
    unsigned line, col;
    position(r, at, &line, &col);
    if (r->msg && r->cap)
        snprintf(r->msg, r->cap, "JSON syntax: line %u, column %u: %s", line, col, what);
}

static void skip_ws(reader *r)
{
    while (r->p < r->end && (*r->p == ' ' || *r->p == '\t' || *r->p == '\n' || *r->p == '\r')) {
        if (*r->p == '\n') {
            r->line++;
            r->line_start = r->p + 1;
        }
        r->p++;
    }
}

static wm_jv *node(reader *r, uint8_t kind)
{
    wm_jv *v = wm__arena_get(r->a, sizeof *v);
    if (!v) {
        fail(r, r->p, "out of memory");
        return NULL;
    }
    v->kind = kind;
    return v;
}

static int hexval(int c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static int read_hex4(reader *r, unsigned *out)
{
    if (r->end - r->p < 4)
        return 0;
    unsigned v = 0;
    for (int i = 0; i < 4; i++) {
        int h = hexval(r->p[i]);
        if (h < 0)
            return 0;
        v = v * 16u + (unsigned)h;
    }
    r->p += 4;
    *out = v;
    return 1;
}

static int sput(reader *r, size_t *n, unsigned char c)
{
    if (*n + 1 >= r->scap) {
        fail(r, r->p, "string too long");
        return 0;
    }
    r->sbuf[(*n)++] = (char)c;
    return 1;
}

static int put_utf8(reader *r, size_t *n, unsigned cp)
{
    if (cp < 0x80)
        return sput(r, n, (unsigned char)cp);
    if (cp < 0x800)
        return sput(r, n, (unsigned char)(0xC0 | (cp >> 6))) && sput(r, n, (unsigned char)(0x80 | (cp & 0x3F)));
    if (cp < 0x10000)
        return sput(r, n, (unsigned char)(0xE0 | (cp >> 12))) &&
               sput(r, n, (unsigned char)(0x80 | ((cp >> 6) & 0x3F))) && sput(r, n, (unsigned char)(0x80 | (cp & 0x3F)));
    return sput(r, n, (unsigned char)(0xF0 | (cp >> 18))) && sput(r, n, (unsigned char)(0x80 | ((cp >> 12) & 0x3F))) &&
           sput(r, n, (unsigned char)(0x80 | ((cp >> 6) & 0x3F))) && sput(r, n, (unsigned char)(0x80 | (cp & 0x3F)));
}

/* Length of a valid UTF-8 sequence starting at p (before end), else 0
 * (overlong forms, surrogates and code points above U+10FFFF refused). */
static size_t utf8_len(const unsigned char *p, const unsigned char *end)
{
    unsigned c = p[0];
    size_t n;
    unsigned cp, min;
    if (c < 0x80)
        return 1;
    if ((c & 0xE0) == 0xC0) {
        n = 2, cp = c & 0x1F, min = 0x80;
    } else if ((c & 0xF0) == 0xE0) {
        n = 3, cp = c & 0x0F, min = 0x800;
    } else if ((c & 0xF8) == 0xF0) {
        n = 4, cp = c & 0x07, min = 0x10000;
    } else {
        return 0;
    }
    if ((size_t)(end - p) < n)
        return 0;
    for (size_t i = 1; i < n; i++) {
        if ((p[i] & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (p[i] & 0x3Fu);
    }
    if (cp < min || cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

/* Reads a string (r->p at the opening quote) into a fresh arena copy. */
static const char *read_string(reader *r, uint32_t *len)
{
    const unsigned char *open = r->p;
    r->p++;
    size_t n = 0;
    for (;;) {
        if (r->p >= r->end) {
            fail(r, open, "unterminated string");
            return NULL;
        }
        unsigned char c = *r->p;
        if (c == '"') {
            r->p++;
            break;
        }
        if (c < 0x20) {
            fail(r, r->p, "control character in a string");
            return NULL;
        }
        if (c == '\\') {
            const unsigned char *esc = r->p;
            r->p++;
            if (r->p >= r->end) {
                fail(r, esc, "unterminated escape");
                return NULL;
            }
            unsigned char e = *r->p++;
            unsigned cp;
            switch (e) {
            case '"': cp = '"'; break;
            case '\\': cp = '\\'; break;
            case '/': cp = '/'; break;
            case 'b': cp = '\b'; break;
            case 'f': cp = '\f'; break;
            case 'n': cp = '\n'; break;
            case 'r': cp = '\r'; break;
            case 't': cp = '\t'; break;
            case 'u':
                if (!read_hex4(r, &cp)) {
                    fail(r, esc, "bad \\u escape");
                    return NULL;
                }
                if (cp >= 0xD800 && cp <= 0xDBFF) {
                    unsigned lo;
                    if (r->end - r->p < 2 || r->p[0] != '\\' || r->p[1] != 'u') {
                        fail(r, esc, "lone surrogate in a \\u escape");
                        return NULL;
                    }
                    r->p += 2;
                    if (!read_hex4(r, &lo) || lo < 0xDC00 || lo > 0xDFFF) {
                        fail(r, esc, "lone surrogate in a \\u escape");
                        return NULL;
                    }
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                } else if (cp >= 0xDC00 && cp <= 0xDFFF) {
                    fail(r, esc, "lone surrogate in a \\u escape");
                    return NULL;
                }
                if (cp == 0) {
                    fail(r, esc, "\\u0000 is not allowed in a string");
                    return NULL;
                }
                break;
            default:
                fail(r, esc, "unknown escape");
                return NULL;
            }
            if (!put_utf8(r, &n, cp))
                return NULL;
            continue;
        }
        size_t k = utf8_len(r->p, r->end);
        if (!k) {
            fail(r, r->p, "invalid UTF-8 in a string");
            return NULL;
        }
        for (size_t i = 0; i < k; i++)
            if (!sput(r, &n, r->p[i]))
                return NULL;
        r->p += k;
    }
    char *s = wm__arena_get(r->a, n + 1);
    if (!s) {
        fail(r, open, "out of memory");
        return NULL;
    }
    memcpy(s, r->sbuf, n);
    s[n] = '\0';
    *len = (uint32_t)n;
    return s;
}

static wm_jv *read_value(reader *r);

/* A fraction's or an exponent's digits (at least one: "bad number" at s
 * otherwise); 1 when read. */
static int digits(reader *r, const unsigned char *s)
{
    if (r->p >= r->end || *r->p < '0' || *r->p > '9') {
        fail(r, s, "bad number");
        return 0;
    }
    while (r->p < r->end && *r->p >= '0' && *r->p <= '9')
        r->p++;
    return 1;
}

static wm_jv *read_number(reader *r)
{
    const unsigned char *s = r->p;
    int neg = 0, integer = 1, overflow = 0;
    uint64_t mag = 0;
    if (r->p < r->end && *r->p == '-') {
        neg = 1;
        r->p++;
    }
    if (r->p >= r->end || *r->p < '0' || *r->p > '9') {
        fail(r, s, "bad number");
        return NULL;
    }
    if (*r->p == '0') {
        r->p++;
        if (r->p < r->end && *r->p >= '0' && *r->p <= '9') {
            fail(r, s, "leading zero in a number");
            return NULL;
        }
    } else {
        while (r->p < r->end && *r->p >= '0' && *r->p <= '9') {
            unsigned d = (unsigned)(*r->p - '0');
            if (mag > (UINT64_MAX - d) / 10)
                overflow = 1;
            else
                mag = mag * 10 + d;
            r->p++;
        }
    }
    if (r->p < r->end && *r->p == '.') {
        integer = 0;
        r->p++;
        if (!digits(r, s))
            return NULL;
    }
    if (r->p < r->end && (*r->p == 'e' || *r->p == 'E')) {
        integer = 0;
        r->p++;
        if (r->p < r->end && (*r->p == '+' || *r->p == '-'))
            r->p++;
        if (!digits(r, s))
            return NULL;
    }
    if (overflow || (!neg && mag > (uint64_t)INT64_MAX) || (neg && mag > (uint64_t)INT64_MAX + 1u))
        integer = 0;
    wm_jv *v = node(r, integer ? WM_JV_INT : WM_JV_NUM);
    if (!v)
        return NULL;
    if (integer)
        v->i = neg ? (mag == (uint64_t)INT64_MAX + 1u ? INT64_MIN : -(int64_t)mag) : (int64_t)mag;
    return v;
}

static int literal(reader *r, const char *word)
{
    size_t n = strlen(word);
    if ((size_t)(r->end - r->p) < n || memcmp(r->p, word, n) != 0)
        return 0;
    r->p += n;
    return 1;
}

static wm_jv *read_container(reader *r, int obj)
{
    const unsigned char *open = r->p;
    if (++r->depth > WM_PACK_DEPTH) {
        fail(r, open, "nested too deeply");
        return NULL;
    }
    r->p++;
    wm_jv *v = node(r, obj ? WM_JV_OBJ : WM_JV_ARR);
    if (!v)
        return NULL;
    const wm_jv **tail = &v->child;
    skip_ws(r);
    if (r->p < r->end && *r->p == (obj ? '}' : ']')) {
        r->p++;
        r->depth--;
        return v;
    }
    for (;;) {
        const char *key = NULL;
        uint32_t klen = 0;
        skip_ws(r);
        const unsigned char *at = r->p;
        if (obj) {
            if (r->p >= r->end || *r->p != '"') {
                fail(r, r->p, "expected a member name in quotes");
                return NULL;
            }
            key = read_string(r, &klen);
            if (!key)
                return NULL;
            for (const wm_jv *m = v->child; m; m = m->next)
                if (strcmp(m->key, key) == 0) {
                    char what[96];
                    snprintf(what, sizeof what, "duplicate member \"%.60s\"", key);
                    fail(r, at, what);
                    return NULL;
                }
            skip_ws(r);
            if (r->p >= r->end || *r->p != ':') {
                fail(r, r->p, "expected ':'");
                return NULL;
            }
            r->p++;
        }
        wm_jv *c = read_value(r);
        if (!c)
            return NULL;
        c->key = key;
        *tail = c;
        tail = &c->next;
        if (v->n >= (obj ? WM_PACK_MEMBERS_MAX : WM_PACK_ITEMS_MAX)) {
            fail(r, at, obj ? "too many members in one object" : "too many elements in one array");
            return NULL;
        }
        v->n++;
        skip_ws(r);
        if (r->p < r->end && *r->p == ',') {
            r->p++;
            continue;
        }
        if (r->p < r->end && *r->p == (obj ? '}' : ']')) {
            r->p++;
            break;
        }
        fail(r, r->p, obj ? "expected ',' or '}'" : "expected ',' or ']'");
        return NULL;
    }
    r->depth--;
    return v;
}

static wm_jv *read_value(reader *r)
{
    skip_ws(r);
    if (r->p >= r->end) {
        fail(r, r->p, "unexpected end of text");
        return NULL;
    }
    const unsigned char *at = r->p;
    unsigned line = r->line;
    wm_jv *v = NULL;
    switch (*r->p) {
    case '{':
        v = read_container(r, 1);
        break;
    case '[':
        v = read_container(r, 0);
        break;
    case '"': {
        uint32_t n = 0;
        const char *s = read_string(r, &n);
        if (!s)
            return NULL;
        v = node(r, WM_JV_STR);
        if (v) {
            v->s = s;
            v->n = n;
        }
        break;
    }
    case 't':
    case 'f':
    case 'n':
        if (literal(r, "true")) {
            if ((v = node(r, WM_JV_BOOL)) != NULL)
                v->i = 1;
        } else if (literal(r, "false")) {
            v = node(r, WM_JV_BOOL);
        } else if (literal(r, "null")) {
            v = node(r, WM_JV_NULL);
        } else {
            fail(r, at, "unknown literal");
        }
        break;
    default:
        if (*r->p == '-' || (*r->p >= '0' && *r->p <= '9'))
            v = read_number(r);
        else
            fail(r, at, "unexpected character");
        break;
    }
    if (v)
        v->line = line;
    return v;
}

wm_status wm__json_parse(const void *text, size_t len, wm_arena *a, const wm_jv **out, char *msg, size_t cap)
{
    *out = NULL;
    reader r;
    memset(&r, 0, sizeof r);
    r.start = r.p = text;
    r.end = r.p + len;
    r.line = 1;
    r.line_start = r.p;
    r.a = a;
    r.msg = msg;
    r.cap = cap;
    /* room for the longest string allowed (WM_PACK_STRING_MAX bytes) and its NUL */
    r.scap = (len < WM_PACK_STRING_MAX ? len : WM_PACK_STRING_MAX) + 2;
    r.sbuf = wm__arena_get(a, r.scap);
    if (!r.sbuf) {
        fail(&r, r.p, "out of memory");
        return r.st;
    }
    /* A byte-order mark is not JSON (RFC 8259 §8.1: do not add one). */
    wm_jv *v = read_value(&r);
    if (v) {
        skip_ws(&r);
        if (r.p != r.end) {
            fail(&r, r.p, "text after the value");
            v = NULL;
        }
    }
    if (!v)
        return r.st ? r.st : WM_ECONTENT;
    *out = v;
    return WM_OK;
}

const wm_jv *wm__jv_get(const wm_jv *obj, const char *key)
{
    if (!obj || obj->kind != WM_JV_OBJ)
        return NULL;
    for (const wm_jv *m = obj->child; m; m = m->next)
        if (strcmp(m->key, key) == 0)
            return m;
    return NULL;
}
