/*
 * util.c - errors, version, the seeded generator and the JSON writer.
 */
#include "internal.h"

#include <string.h>

#define WM_STR2(x) #x
#define WM_STR(x) WM_STR2(x)

const char *wm_version(void)
{
    return WM_STR(WM_VERSION_MAJOR) "." WM_STR(WM_VERSION_MINOR) "." WM_STR(WM_VERSION_PATCH);
}

const char *wm_strerror(wm_status status)
{
    switch (status) {
    case WM_OK: return "success";
    case WM_EINVAL: return "invalid argument";
    case WM_EILLEGAL: return "illegal move or call in this state";
    case WM_ENOMEM: return "out of memory";
    case WM_ECORRUPT: return "saved game is truncated, damaged or invalid";
    case WM_EVERSION: return "saved game was written by a newer format version";
    case WM_ERANGE: return "buffer too small";
    case WM_EOVER: return "the game is over";
    case WM_ECONTENT: return "content pack is invalid, or does not match the saved game";
    }
    return "unknown status";
}

/* ------------------------------------------------------------------ */
/* SplitMix64 (Steele, Lea, Flood 2014): tiny, seedable from any value, */
/* the same sequence on every platform.                                  */
/* ------------------------------------------------------------------ */

uint64_t wm__mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

uint64_t wm__rng_next(uint64_t *state)
{
    *state += UINT64_C(0x9e3779b97f4a7c15);
    return wm__mix64(*state);
}

size_t wm__rng_pick(uint64_t *state, const double *probs, size_t n)
{
    double u = (double)(wm__rng_next(state) >> 11) * (1.0 / 9007199254740992.0), acc = 0.0;
    for (size_t i = 0; i + 1 < n; i++) {
        acc += probs[i];
        if (u < acc)
            return i;
    }
    return n - 1;
}

uint32_t wm__rng_below(uint64_t *state, uint32_t n)
{
    /* Lemire's multiply-shift with rejection: exact for every n. */
    uint32_t threshold = (uint32_t)(-n) % n;
    for (;;) {
        uint32_t x = (uint32_t)(wm__rng_next(state) >> 32);
        uint64_t m = (uint64_t)x * n;
        if ((uint32_t)m >= threshold)
            return (uint32_t)(m >> 32);
    }
}

/* ------------------------------------------------------------------ */
/* JSON writer.  Writes what fits, always counts what it would need.     */
/* ------------------------------------------------------------------ */

void wm__json_init(wm_json *j, char *buf, size_t cap)
{
    memset(j, 0, sizeof *j);
    j->buf = buf;
    j->cap = cap;
    j->first[0] = true;
}

static void put(wm_json *j, const char *s, size_t n)
{
    if (j->buf && j->len < j->cap) {
        size_t room = j->cap - j->len;
        memcpy(j->buf + j->len, s, n < room ? n : room);
    }
    j->len += n;
}

static void putc1(wm_json *j, char c)
{
    put(j, &c, 1);
}

/* Emits the comma between elements of the current container. */
static void element(wm_json *j)
{
    if (j->after_key) {
        j->after_key = false;
        return;
    }
    if (!j->first[j->depth])
        putc1(j, ',');
    j->first[j->depth] = false;
}

static void open_container(wm_json *j, char c)
{
    element(j);
    putc1(j, c);
    if (j->depth + 1 < WM_JSON_DEPTH)
        j->depth++;
    j->first[j->depth] = true;
}

static void close_container(wm_json *j, char c)
{
    if (j->depth > 0)
        j->depth--;
    putc1(j, c);
}

void wm__json_obj(wm_json *j) { open_container(j, '{'); }
void wm__json_obj_end(wm_json *j) { close_container(j, '}'); }
void wm__json_arr(wm_json *j) { open_container(j, '['); }
void wm__json_arr_end(wm_json *j) { close_container(j, ']'); }

static void string(wm_json *j, const char *s)
{
    static const char hex[] = "0123456789abcdef";
    putc1(j, '"');
    const unsigned char *p = (const unsigned char *)s, *run = p;
    for (;; p++) {
        unsigned char c = *p;
        if (c >= 0x20 && c != '"' && c != '\\')
            continue;
        /* flush the run of characters that need no escape in one copy */
        put(j, (const char *)run, (size_t)(p - run));
        run = p + 1;
        if (c == '\0')
            break;
        if (c == '"' || c == '\\') {
            char esc[2] = {'\\', (char)c};
            put(j, esc, 2);
        } else {
            char esc[6] = {'\\', 'u', '0', '0', hex[c >> 4], hex[c & 15]};
            put(j, esc, 6);
        }
    }
    putc1(j, '"');
}

void wm__json_key(wm_json *j, const char *key)
{
    element(j);
    string(j, key);
    putc1(j, ':');
    j->after_key = true;
}

void wm__json_int(wm_json *j, int64_t v)
{
    char tmp[24];
    size_t at = sizeof tmp;
    uint64_t u = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    do {
        tmp[--at] = (char)('0' + (u % 10));
        u /= 10;
    } while (u);
    if (v < 0)
        tmp[--at] = '-';
    element(j);
    put(j, tmp + at, sizeof tmp - at);
}

void wm__json_bool(wm_json *j, bool v)
{
    element(j);
    if (v)
        put(j, "true", 4);
    else
        put(j, "false", 5);
}

void wm__json_null(wm_json *j)
{
    element(j);
    put(j, "null", 4);
}

void wm__json_str(wm_json *j, const char *s)
{
    element(j);
    string(j, s ? s : "");
}

void wm__json_raw(wm_json *j, const char *text)
{
    element(j);
    put(j, text, strlen(text));
}

void wm__json_kint(wm_json *j, const char *key, int64_t v)
{
    wm__json_key(j, key);
    wm__json_int(j, v);
}

void wm__json_kbool(wm_json *j, const char *key, bool v)
{
    wm__json_key(j, key);
    wm__json_bool(j, v);
}

void wm__json_kstr(wm_json *j, const char *key, const char *s)
{
    wm__json_key(j, key);
    wm__json_str(j, s);
}

void wm__json_kstr_or_null(wm_json *j, const char *key, const char *s)
{
    wm__json_key(j, key);
    if (s)
        wm__json_str(j, s);
    else
        wm__json_null(j);
}

void wm__json_newline(wm_json *j, bool element_follows)
{
    if (element_follows && !j->after_key && !j->first[j->depth]) {
        putc1(j, ','); /* the comma before the next element, then the line break */
        j->first[j->depth] = true;
    }
    putc1(j, '\n');
}

wm_status wm__json_finish(wm_json *j, size_t *len)
{
    *len = j->len;
    if (!j->buf || j->len + 1 > j->cap)
        return wm__fail(WM_ERANGE, "buf: %zu bytes, the JSON text needs %zu (its NUL included)", j->buf ? j->cap : 0,
                        j->len + 1);
    j->buf[j->len] = '\0';
    return WM_OK;
}

size_t wm__str_append(char *buf, size_t cap, size_t at, const char *s)
{
    size_t n = strlen(s);
    if (at + n >= cap)
        n = at < cap ? cap - at - 1 : 0;
    memcpy(buf + at, s, n);
    buf[at + n] = '\0';
    return at + n;
}
