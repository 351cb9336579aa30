/*
 * json.h - a minimal JSON reader for the examples: parses a document
 * (such as a wm_to_json view) into a tree and looks members up.
 *
 * Enough for the library's views: objects, arrays, strings (with \uXXXX
 * escapes as UTF-8), integers (fractions and exponents are read as numbers
 * and truncated), true, false and null.  Every lookup accepts NULL and
 * returns NULL / 0 / "" for a missing member, so a board can be drawn with
 * chained lookups without checking each step.  Not part of the library.
 */
#ifndef WEIMAR_EXAMPLES_JSON_H
#define WEIMAR_EXAMPLES_JSON_H

#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

typedef enum { JS_NULL, JS_BOOL, JS_NUM, JS_STR, JS_ARR, JS_OBJ } js_type;

typedef struct js {
    js_type type;
    int64_t num;    /* JS_NUM; JS_BOOL: 0 or 1 */
    char *str;      /* JS_STR: the text; JS_OBJ: unused */
    size_t n;       /* JS_ARR, JS_OBJ: number of elements */
    char **keys;    /* JS_OBJ: n keys */
    struct js *kid; /* JS_ARR, JS_OBJ: n values */
} js;

#define JS_MAX_DEPTH 64

typedef struct js_parser {
    const char *p;
    int depth;
} js_parser;

static inline void js_free(js *v);

static inline void js_free_members(js *v)
{
    size_t i;
    if (v == NULL)
        return;
    for (i = 0; i < v->n; i++) {
        if (v->keys)
            free(v->keys[i]);
        if (v->kid)
            js_free_members(&v->kid[i]);
    }
    free(v->keys);
    free(v->kid);
    free(v->str);
    memset(v, 0, sizeof *v);
}

/* Frees a tree returned by js_parse. */
static inline void js_free(js *v)
{
    js_free_members(v);
    free(v);
}

static inline void js_ws(js_parser *ps)
{
    while (*ps->p == ' ' || *ps->p == '\t' || *ps->p == '\n' || *ps->p == '\r')
        ps->p++;
}

static inline int js_hex4(const char *s, unsigned *out)
{
    unsigned v = 0;
    int i;
    for (i = 0; i < 4; i++) {
        char c = s[i];
        v <<= 4;
        if (c >= '0' && c <= '9')
            v |= (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'f')
            v |= (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'F')
            v |= (unsigned)(c - 'A' + 10);
        else
            return 0;
    }
    *out = v;
    return 1;
}

/* Parses a string at ps->p (on its opening quote) into a malloc'd text. */
static inline char *js_string(js_parser *ps)
{
    const char *s = ps->p + 1;
    size_t cap = 16, n = 0;
    char *out = malloc(cap);
    if (out == NULL)
        return NULL;
    for (;;) {
        unsigned c = (unsigned char)*s;
        char enc[4];
        size_t k = 0, i;
        if (c == '\0' || c < 0x20) {
            free(out);
            return NULL;
        }
        s++;
        if (c == '"')
            break;
        if (c == '\\') {
            char e = *s++;
            switch (e) {
            case '"': enc[k++] = '"'; break;
            case '\\': enc[k++] = '\\'; break;
            case '/': enc[k++] = '/'; break;
            case 'b': enc[k++] = '\b'; break;
            case 'f': enc[k++] = '\f'; break;
            case 'n': enc[k++] = '\n'; break;
            case 'r': enc[k++] = '\r'; break;
            case 't': enc[k++] = '\t'; break;
            case 'u': {
                unsigned u;
                if (!js_hex4(s, &u)) {
                    free(out);
                    return NULL;
                }
                s += 4;
                if (u >= 0xD800 && u < 0xDC00 && s[0] == '\\' && s[1] == 'u') {
                    unsigned lo;
                    if (js_hex4(s + 2, &lo) && lo >= 0xDC00 && lo < 0xE000) {
                        u = 0x10000 + ((u - 0xD800) << 10) + (lo - 0xDC00);
                        s += 6;
                    }
                }
                if (u < 0x80) {
                    enc[k++] = (char)u;
                } else if (u < 0x800) {
                    enc[k++] = (char)(0xC0 | (u >> 6));
                    enc[k++] = (char)(0x80 | (u & 0x3F));
                } else if (u < 0x10000) {
                    enc[k++] = (char)(0xE0 | (u >> 12));
                    enc[k++] = (char)(0x80 | ((u >> 6) & 0x3F));
                    enc[k++] = (char)(0x80 | (u & 0x3F));
                } else {
                    enc[k++] = (char)(0xF0 | (u >> 18));
                    enc[k++] = (char)(0x80 | ((u >> 12) & 0x3F));
                    enc[k++] = (char)(0x80 | ((u >> 6) & 0x3F));
                    enc[k++] = (char)(0x80 | (u & 0x3F));
                }
                break;
            }
            default:
                free(out);
                return NULL;
            }
        } else {
            enc[k++] = (char)c;
        }
        if (n + k + 1 > cap) {
            char *bigger;
            cap *= 2;
            bigger = realloc(out, cap);
            if (bigger == NULL) {
                free(out);
                return NULL;
            }
            out = bigger;
        }
        for (i = 0; i < k; i++)
            out[n++] = enc[i];
    }
    out[n] = '\0';
    ps->p = s;
    return out;
}

static inline int js_value(js_parser *ps, js *v);

/* Appends a parsed value (and key) to an array or object. */
static inline int js_push(js *v, char *key, js_parser *ps)
{
    js *kid;
    if ((v->n & (v->n - 1)) == 0) { /* grow at 0, 1, 2, 4, 8, ... */
        size_t cap = v->n ? v->n * 2 : 1;
        kid = realloc(v->kid, cap * sizeof *kid);
        if (kid == NULL)
            return 0;
        v->kid = kid;
        if (v->type == JS_OBJ) {
            char **keys = realloc(v->keys, cap * sizeof *keys);
            if (keys == NULL)
                return 0;
            v->keys = keys;
        }
    }
    memset(&v->kid[v->n], 0, sizeof v->kid[v->n]);
    if (v->type == JS_OBJ)
        v->keys[v->n] = key;
    v->n++;
    if (!js_value(ps, &v->kid[v->n - 1]))
        return 0;
    return 1;
}

static inline int js_value(js_parser *ps, js *v)
{
    js_ws(ps);
    switch (*ps->p) {
    case '{':
    case '[': {
        char close = *ps->p == '{' ? '}' : ']';
        v->type = *ps->p == '{' ? JS_OBJ : JS_ARR;
        if (++ps->depth > JS_MAX_DEPTH)
            return 0;
        ps->p++;
        js_ws(ps);
        if (*ps->p == close) {
            ps->p++;
            ps->depth--;
            return 1;
        }
        for (;;) {
            char *key = NULL;
            js_ws(ps);
            if (v->type == JS_OBJ) {
                if (*ps->p != '"' || (key = js_string(ps)) == NULL)
                    return 0;
                js_ws(ps);
                if (*ps->p != ':') {
                    free(key);
                    return 0;
                }
                ps->p++;
            }
            if (!js_push(v, key, ps)) {
                if (v->type == JS_OBJ && (v->n == 0 || v->keys[v->n - 1] != key))
                    free(key);
                return 0;
            }
            js_ws(ps);
            if (*ps->p == ',') {
                ps->p++;
                continue;
            }
            if (*ps->p != close)
                return 0;
            ps->p++;
            ps->depth--;
            return 1;
        }
    }
    case '"':
        v->type = JS_STR;
        v->str = js_string(ps);
        return v->str != NULL;
    case 't':
    case 'f':
    case 'n': {
        static const char *const words[3] = {"true", "false", "null"};
        int w;
        for (w = 0; w < 3; w++) {
            size_t len = strlen(words[w]);
            if (strncmp(ps->p, words[w], len) == 0) {
                ps->p += len;
                v->type = w == 2 ? JS_NULL : JS_BOOL;
                v->num = w == 0;
                return 1;
            }
        }
        return 0;
    }
    default: {
        char *end = NULL;
        long long x = strtoll(ps->p, &end, 10);
        if (end == ps->p)
            return 0;
        v->type = JS_NUM;
        v->num = (int64_t)x;
        ps->p = end;
        /* a fraction or an exponent: skipped (the views have none) */
        while (*ps->p == '.' || *ps->p == 'e' || *ps->p == 'E' || *ps->p == '+' || *ps->p == '-' ||
               (*ps->p >= '0' && *ps->p <= '9'))
            ps->p++;
        return 1;
    }
    }
}

/* Parses a NUL-terminated JSON document; NULL if it is malformed. */
static inline js *js_parse(const char *text)
{
    js_parser ps = {text, 0};
    js *v = calloc(1, sizeof *v);
    if (v == NULL)
        return NULL;
    if (!js_value(&ps, v)) {
        js_free(v);
        return NULL;
    }
    js_ws(&ps);
    if (*ps.p != '\0') {
        js_free(v);
        return NULL;
    }
    return v;
}

/* The member @p key of an object, or NULL. */
static inline const js *js_get(const js *v, const char *key)
{
    size_t i;
    if (v == NULL || v->type != JS_OBJ)
        return NULL;
    for (i = 0; i < v->n; i++)
        if (strcmp(v->keys[i], key) == 0)
            return &v->kid[i];
    return NULL;
}

/* Element @p i of an array (or the i-th member of an object), or NULL. */
static inline const js *js_at(const js *v, size_t i)
{
    if (v == NULL || (v->type != JS_ARR && v->type != JS_OBJ) || i >= v->n)
        return NULL;
    return &v->kid[i];
}

/* The key of the i-th member of an object, or "". */
static inline const char *js_key(const js *v, size_t i)
{
    if (v == NULL || v->type != JS_OBJ || i >= v->n)
        return "";
    return v->keys[i];
}

/* Number of elements of an array or object (0 for anything else). */
static inline size_t js_len(const js *v)
{
    return v != NULL && (v->type == JS_ARR || v->type == JS_OBJ) ? v->n : 0;
}

static inline int js_is(const js *v, js_type t)
{
    return v != NULL && v->type == t;
}

/* A string's text, or @p dflt. */
static inline const char *js_str_or(const js *v, const char *dflt)
{
    return v != NULL && v->type == JS_STR ? v->str : dflt;
}

/* A string's text, or "". */
static inline const char *js_str(const js *v)
{
    return js_str_or(v, "");
}

/* A number (or a boolean as 0/1), or @p dflt. */
static inline int64_t js_int_or(const js *v, int64_t dflt)
{
    return v != NULL && (v->type == JS_NUM || v->type == JS_BOOL) ? v->num : dflt;
}

static inline int js_int(const js *v)
{
    return (int)js_int_or(v, 0);
}

static inline int js_true(const js *v)
{
    return v != NULL && v->type == JS_BOOL && v->num != 0;
}

#endif /* WEIMAR_EXAMPLES_JSON_H */
