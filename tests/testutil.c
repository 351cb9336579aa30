/*
 * testutil.c - helpers shared by the Check suites; see testutil.h.
 */
#define _POSIX_C_SOURCE 200809L

#include "testutil.h"

#include <check.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* ------------------------------------------------------------------ */
/* Generator                                                            */
/* ------------------------------------------------------------------ */

static uint64_t mix64(uint64_t z)
{
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

void tu_rng_seed(tu_rng *r, uint64_t seed)
{
    r->s = seed;
}

uint64_t tu_rng_next(tu_rng *r)
{
    r->s += UINT64_C(0x9e3779b97f4a7c15);
    return mix64(r->s);
}

uint32_t tu_rng_below(tu_rng *r, uint32_t n)
{
    /* Rejection keeps it exact; bias would not matter much here, but an
     * exact generator makes the chi-square test of the library's own
     * generator comparable. */
    uint64_t limit = UINT64_MAX - UINT64_MAX % n;
    for (;;) {
        uint64_t x = tu_rng_next(r);
        if (x < limit)
            return (uint32_t)(x % n);
    }
}

uint64_t tu_seed(uint64_t a, uint64_t b, uint64_t c, uint64_t d)
{
    uint64_t h = mix64(a + UINT64_C(0x9e3779b97f4a7c15));
    h = mix64(h ^ (b + UINT64_C(0x632be59bd9b4e019)));
    h = mix64(h ^ (c + UINT64_C(0x8cb92ba72f3d8dd7)));
    return mix64(h ^ (d + UINT64_C(0xa24baed4963ee407)));
}

/* ------------------------------------------------------------------ */
/* Titles and scenarios                                                  */
/* ------------------------------------------------------------------ */

int tu_titles(wm_title *out, int cap)
{
    int n = 0;
    for (int t = 1; t <= TU_MAX_TITLE; t++)
        if (wm_title_available((wm_title)t) && n < cap)
            out[n++] = (wm_title)t;
    return n;
}

int tu_scenario_count(wm_title title)
{
    for (int s = 1; s < 1000; s++) {
        wm_options o;
        wm_options_init(&o);
        o.scenario = s;
        wm_game *g = NULL;
        wm_status st = wm_new(title, &o, &g);
        wm_free(g);
        if (st == WM_EINVAL)
            return s - 1;
        ck_assert_msg(st == WM_OK, "wm_new(title %d, scenario %d) = %d", (int)title, s, (int)st);
    }
    ck_abort_msg("title %d accepts 1000 scenarios", (int)title);
    return 0;
}

wm_game *tu_new(wm_title title, int scenario, uint32_t flags, uint64_t seed)
{
    wm_options o;
    wm_options_init(&o);
    o.scenario = scenario;
    o.flags = flags;
    o.seed = seed;
    wm_game *g = NULL;
    wm_status st = wm_new(title, &o, &g);
    TU_REQUIRE(st == WM_OK && g != NULL, "wm_new(title %d, scenario %d, flags %#x) = %s",
               (int)title, scenario, flags, wm_strerror(st));
    return g;
}

/* ------------------------------------------------------------------ */
/* Play                                                                  */
/* ------------------------------------------------------------------ */

wm_move tu_random_move(wm_game *g, tu_rng *r)
{
    wm_move buf[4096];
    size_t n = wm_legal_moves(g, buf, 4096);
    TU_REQUIRE(n > 0, "no legal move in a game that is not over");
    TU_REQUIRE(n <= 4096, "more than 4096 legal moves");
    wm_move m = buf[tu_rng_below(r, (uint32_t)n)];
    wm_status st = wm_apply(g, m);
    TU_REQUIRE(st == WM_OK, "wm_apply(legal %u) = %s", m, wm_strerror(st));
    return m;
}

size_t tu_play_random(wm_game *g, tu_rng *r, size_t max)
{
    size_t k = 0;
    while (k < max && !wm_is_over(g)) {
        tu_random_move(g, r);
        k++;
    }
    return k;
}

/* ------------------------------------------------------------------ */
/* Saves                                                                 */
/* ------------------------------------------------------------------ */

unsigned char *tu_save(const wm_game *g, size_t *len)
{
    size_t n = 0;
    wm_status st = wm_save(g, NULL, 0, &n);
    TU_REQUIRE(st == WM_ERANGE, "wm_save size query = %s", wm_strerror(st));
    TU_REQUIRE(n > 0, "wm_save needs 0 bytes");
    unsigned char *buf = malloc(n);
    TU_REQUIRE(buf != NULL, "out of memory");
    size_t n2 = 0;
    st = wm_save(g, buf, n, &n2);
    TU_REQUIRE(st == WM_OK, "wm_save = %s", wm_strerror(st));
    TU_REQUIRE(n == n2, "wm_save: size %zu, then %zu", n, n2);
    *len = n;
    return buf;
}

char *tu_json(const wm_game *g, int viewer, size_t *len)
{
    size_t n = 0;
    wm_status st = wm_to_json(g, viewer, NULL, 0, &n);
    TU_REQUIRE(st == WM_ERANGE, "wm_to_json(viewer %d) size query = %s", viewer,
               wm_strerror(st));
    char *buf = malloc(n + 1);
    TU_REQUIRE(buf != NULL, "out of memory");
    size_t n2 = 0;
    st = wm_to_json(g, viewer, buf, n + 1, &n2);
    TU_REQUIRE(st == WM_OK, "wm_to_json(viewer %d) = %s", viewer, wm_strerror(st));
    TU_REQUIRE(n == n2, "wm_to_json: size %zu, then %zu", n, n2);
    TU_REQUIRE(strlen(buf) == n, "wm_to_json: NUL at %zu, length %zu", strlen(buf), n);
    if (len)
        *len = n;
    return buf;
}

/* ------------------------------------------------------------------ */
/* Allocator                                                             */
/* ------------------------------------------------------------------ */

/* Each block carries its size in a header, so osize can be verified. */
#define TU_HDR 16

void tu_alloc_init(tu_alloc *a)
{
    memset(a, 0, sizeof *a);
    a->fail_after = -1;
}

void *tu_alloc_fn(void *ud, void *ptr, size_t osize, size_t nsize)
{
    tu_alloc *a = ud;
    unsigned char *base = ptr ? (unsigned char *)ptr - TU_HDR : NULL;
    if (base) {
        size_t real;
        memcpy(&real, base, sizeof real);
        if (real != osize)
            a->bad_osize++;
    } else if (osize != 0 && nsize != 0) {
        /* lua_Alloc allows a type code here; this API says 0. */
        a->bad_osize++;
    }
    if (nsize == 0) {
        if (base) {
            size_t real;
            memcpy(&real, base, sizeof real);
            a->frees++;
            a->live_blocks--;
            a->live_bytes -= real;
            free(base);
        }
        return NULL;
    }
    a->calls++;
    if (a->fail_all || (a->fail_after >= 0 && a->calls > (size_t)a->fail_after)) {
        a->failures++;
        return NULL;
    }
    size_t old = 0;
    if (base)
        memcpy(&old, base, sizeof old);
    unsigned char *nb = realloc(base, nsize + TU_HDR);
    if (!nb) {
        a->failures++;
        return NULL;
    }
    memcpy(nb, &nsize, sizeof nsize);
    if (!base)
        a->live_blocks++;
    a->live_bytes = a->live_bytes - old + nsize;
    if (a->live_bytes > a->peak_bytes)
        a->peak_bytes = a->live_bytes;
    return nb + TU_HDR;
}

/* ------------------------------------------------------------------ */
/* JSON validation (strict RFC 8259)                                    */
/* ------------------------------------------------------------------ */

typedef struct jp {
    const unsigned char *p, *end;
    int depth;
} jp;

static void ws(jp *j)
{
    while (j->p < j->end && (*j->p == ' ' || *j->p == '\t' || *j->p == '\n' || *j->p == '\r'))
        j->p++;
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

static long hex4(const unsigned char *p, const unsigned char *end)
{
    if (end - p < 4)
        return -1;
    long v = 0;
    for (int i = 0; i < 4; i++) {
        int h = hexval(p[i]);
        if (h < 0)
            return -1;
        v = v * 16 + h;
    }
    return v;
}

/* Length of the UTF-8 sequence at p, or 0 if invalid. */
static int utf8_len(const unsigned char *p, const unsigned char *end)
{
    unsigned c = p[0];
    int n;
    uint32_t cp;
    if (c < 0x80)
        return 1;
    if (c >= 0xc2 && c <= 0xdf) {
        n = 2;
        cp = c & 0x1f;
    } else if (c >= 0xe0 && c <= 0xef) {
        n = 3;
        cp = c & 0x0f;
    } else if (c >= 0xf0 && c <= 0xf4) {
        n = 4;
        cp = c & 0x07;
    } else {
        return 0;
    }
    if (end - p < n)
        return 0;
    for (int i = 1; i < n; i++) {
        if ((p[i] & 0xc0) != 0x80)
            return 0;
        cp = cp << 6 | (p[i] & 0x3f);
    }
    if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10ffff)) ||
        (cp >= 0xd800 && cp <= 0xdfff))
        return 0;
    return n;
}

static int put_utf8(char *out, size_t cap, size_t *n, uint32_t cp)
{
    unsigned char b[4];
    int k;
    if (cp < 0x80) {
        b[0] = (unsigned char)cp;
        k = 1;
    } else if (cp < 0x800) {
        b[0] = (unsigned char)(0xc0 | cp >> 6);
        b[1] = (unsigned char)(0x80 | (cp & 0x3f));
        k = 2;
    } else if (cp < 0x10000) {
        b[0] = (unsigned char)(0xe0 | cp >> 12);
        b[1] = (unsigned char)(0x80 | ((cp >> 6) & 0x3f));
        b[2] = (unsigned char)(0x80 | (cp & 0x3f));
        k = 3;
    } else {
        b[0] = (unsigned char)(0xf0 | cp >> 18);
        b[1] = (unsigned char)(0x80 | ((cp >> 12) & 0x3f));
        b[2] = (unsigned char)(0x80 | ((cp >> 6) & 0x3f));
        b[3] = (unsigned char)(0x80 | (cp & 0x3f));
        k = 4;
    }
    if (out) {
        if (*n + (size_t)k >= cap)
            return 0;
        memcpy(out + *n, b, (size_t)k);
    }
    *n += (size_t)k;
    return 1;
}

/* Parses a string literal; decodes into out when out is not NULL. */
static long jstring(jp *j, char *out, size_t cap)
{
    size_t n = 0;
    if (j->p >= j->end || *j->p != '"')
        return -1;
    j->p++;
    for (;;) {
        if (j->p >= j->end)
            return -1;
        unsigned c = *j->p;
        if (c == '"') {
            j->p++;
            break;
        }
        if (c < 0x20)
            return -1;
        if (c == '\\') {
            j->p++;
            if (j->p >= j->end)
                return -1;
            uint32_t cp;
            switch (*j->p) {
            case '"': cp = '"'; break;
            case '\\': cp = '\\'; break;
            case '/': cp = '/'; break;
            case 'b': cp = '\b'; break;
            case 'f': cp = '\f'; break;
            case 'n': cp = '\n'; break;
            case 'r': cp = '\r'; break;
            case 't': cp = '\t'; break;
            case 'u': {
                long v = hex4(j->p + 1, j->end);
                if (v < 0)
                    return -1;
                j->p += 4;
                cp = (uint32_t)v;
                if (cp >= 0xdc00 && cp <= 0xdfff)
                    return -1;
                if (cp >= 0xd800 && cp <= 0xdbff) {
                    if (j->end - j->p < 7 || j->p[1] != '\\' || j->p[2] != 'u')
                        return -1;
                    long lo = hex4(j->p + 3, j->end);
                    if (lo < 0xdc00 || lo > 0xdfff)
                        return -1;
                    cp = 0x10000 + ((cp - 0xd800) << 10) + (uint32_t)(lo - 0xdc00);
                    j->p += 6;
                }
                break;
            }
            default:
                return -1;
            }
            j->p++;
            if (!put_utf8(out, cap, &n, cp))
                return -1;
            continue;
        }
        int k = utf8_len(j->p, j->end);
        if (!k)
            return -1;
        if (out) {
            if (n + (size_t)k >= cap)
                return -1;
            memcpy(out + n, j->p, (size_t)k);
        }
        n += (size_t)k;
        j->p += k;
    }
    if (out) {
        if (n >= cap)
            return -1;
        out[n] = '\0';
    }
    return (long)n;
}

static int jvalue(jp *j);

static int jnumber(jp *j)
{
    const unsigned char *p = j->p;
    if (p < j->end && *p == '-')
        p++;
    if (p >= j->end)
        return 0;
    if (*p == '0') {
        p++;
    } else if (*p >= '1' && *p <= '9') {
        while (p < j->end && *p >= '0' && *p <= '9')
            p++;
    } else {
        return 0;
    }
    if (p < j->end && *p == '.') {
        p++;
        if (p >= j->end || *p < '0' || *p > '9')
            return 0;
        while (p < j->end && *p >= '0' && *p <= '9')
            p++;
    }
    if (p < j->end && (*p == 'e' || *p == 'E')) {
        p++;
        if (p < j->end && (*p == '+' || *p == '-'))
            p++;
        if (p >= j->end || *p < '0' || *p > '9')
            return 0;
        while (p < j->end && *p >= '0' && *p <= '9')
            p++;
    }
    j->p = p;
    return 1;
}

static int jlit(jp *j, const char *lit)
{
    size_t n = strlen(lit);
    if ((size_t)(j->end - j->p) < n || memcmp(j->p, lit, n) != 0)
        return 0;
    j->p += n;
    return 1;
}

static int jvalue(jp *j)
{
    if (++j->depth > 256)
        return 0;
    ws(j);
    if (j->p >= j->end)
        return 0;
    int ok = 0;
    switch (*j->p) {
    case '{':
        j->p++;
        ws(j);
        if (j->p < j->end && *j->p == '}') {
            j->p++;
            ok = 1;
            break;
        }
        for (;;) {
            ws(j);
            if (jstring(j, NULL, 0) < 0)
                return 0;
            ws(j);
            if (j->p >= j->end || *j->p != ':')
                return 0;
            j->p++;
            if (!jvalue(j))
                return 0;
            ws(j);
            if (j->p < j->end && *j->p == ',') {
                j->p++;
                continue;
            }
            if (j->p < j->end && *j->p == '}') {
                j->p++;
                ok = 1;
            }
            break;
        }
        break;
    case '[':
        j->p++;
        ws(j);
        if (j->p < j->end && *j->p == ']') {
            j->p++;
            ok = 1;
            break;
        }
        for (;;) {
            if (!jvalue(j))
                return 0;
            ws(j);
            if (j->p < j->end && *j->p == ',') {
                j->p++;
                continue;
            }
            if (j->p < j->end && *j->p == ']') {
                j->p++;
                ok = 1;
            }
            break;
        }
        break;
    case '"':
        ok = jstring(j, NULL, 0) >= 0;
        break;
    case 't':
        ok = jlit(j, "true");
        break;
    case 'f':
        ok = jlit(j, "false");
        break;
    case 'n':
        ok = jlit(j, "null");
        break;
    default:
        ok = jnumber(j);
        break;
    }
    j->depth--;
    return ok;
}

int tu_json_valid(const char *s, size_t len)
{
    jp j = {(const unsigned char *)s, (const unsigned char *)s + len, 0};
    if (!jvalue(&j))
        return 0;
    ws(&j);
    return j.p == j.end;
}

long tu_json_string(const char *s, char *out, size_t cap, const char **end)
{
    jp j = {(const unsigned char *)s, (const unsigned char *)s + strlen(s), 0};
    long n = jstring(&j, out, cap);
    if (end)
        *end = (const char *)j.p;
    return n;
}

/* ------------------------------------------------------------------ */
/* CRC-32                                                                */
/* ------------------------------------------------------------------ */

uint32_t tu_crc32(const void *p, size_t n)
{
    const unsigned char *b = p;
    uint32_t crc = 0xffffffffu;
    while (n--) {
        crc ^= *b++;
        for (int k = 0; k < 8; k++)
            crc = (crc & 1u) ? (crc >> 1) ^ 0xedb88320u : crc >> 1;
    }
    return ~crc;
}

/* ------------------------------------------------------------------ */
/* Scripted play by move name                                           */
/* ------------------------------------------------------------------ */

void tu_play(wm_game *g, const char *name)
{
    wm_move m;
    ck_assert_msg(wm_move_parse(g, name, &m) == WM_OK, "no move named '%s'", name);
    wm_status st = wm_apply(g, m);
    ck_assert_msg(st == WM_OK, "'%s' rejected (%s) at prompt '%s' of seat %d", name, wm_strerror(st),
                  wm_prompt(g), wm_to_move(g));
    ck_assert_int_eq(wm_check(g), WM_OK);
}

void tu_playv(wm_game *g, ...)
{
    va_list ap;
    va_start(ap, g);
    for (const char *n = va_arg(ap, const char *); n; n = va_arg(ap, const char *))
        tu_play(g, n);
    va_end(ap);
}

const char *tu_legal_names(wm_game *g)
{
    static char out[16384];
    size_t n = wm_legal_moves(g, NULL, 0), at = 0;
    wm_move *buf = malloc((n ? n : 1) * sizeof *buf);
    ck_assert_ptr_nonnull(buf);
    ck_assert_uint_eq(wm_legal_moves(g, buf, n), n);
    out[0] = '\0';
    for (size_t i = 0; i < n; i++) {
        char name[WM_MOVE_NAME_MAX];
        size_t len = 0;
        ck_assert_int_eq(wm_move_name(g, buf[i], name, sizeof name, &len), WM_OK);
        ck_assert_msg(at + len + 2 < sizeof out, "tu_legal_names: too many legal moves");
        if (i)
            out[at++] = '|';
        memcpy(out + at, name, len + 1);
        at += len;
    }
    free(buf);
    return out;
}

void tu_expect_legal(wm_game *g, const char *want)
{
    const char *got = tu_legal_names(g);
    ck_assert_msg(strcmp(got, want) == 0, "legal moves at '%s':\n  got  %s\n  want %s", wm_prompt(g), got,
                  want);
}

int tu_is_legal_name(wm_game *g, const char *name)
{
    wm_move m;
    ck_assert_msg(wm_move_parse(g, name, &m) == WM_OK, "no move named '%s'", name);
    return wm_is_legal(g, m);
}

/* ------------------------------------------------------------------ */
/* Suites                                                               */
/* ------------------------------------------------------------------ */

Suite *tu_suite(const char *name, const tu_test *tests, size_t n)
{
    Suite *s = suite_create(name);
    TCase *tc = NULL;
    const char *last = NULL;
    for (size_t i = 0; i < n; i++) {
        if (!last || strcmp(last, tests[i].tcase) != 0) {
            tc = tcase_create(tests[i].tcase);
            /* Check's default of 4 s per test would be a wall-clock
             * assertion that a loaded machine fails; this is only a guard
             * against a hang (speed is measured in make bench). */
            tcase_set_timeout(tc, 600);
            suite_add_tcase(s, tc);
            last = tests[i].tcase;
        }
        tcase_add_test(tc, tests[i].test);
    }
    return s;
}

int tu_run(Suite *s)
{
    SRunner *sr = srunner_create(s);
    srunner_run_all(sr, CK_NORMAL);
    int failed = srunner_ntests_failed(sr);
    srunner_free(sr);
    return failed ? EXIT_FAILURE : EXIT_SUCCESS;
}

/* ------------------------------------------------------------------ */
/* Log lines                                                             */
/* ------------------------------------------------------------------ */

long tu_log_find(const wm_log *lg, const char *kind, const char *text)
{
    for (size_t i = 0; i < wm_log_count(lg); i++)
        if (strcmp(wm_log_text(lg, i), text) == 0 && (!kind || strcmp(wm_log_kind(lg, i), kind) == 0))
            return (long)i;
    return -1;
}

static void tu_log_dump(const wm_log *lg)
{
    for (size_t i = 0; i < wm_log_count(lg); i++)
        fprintf(stderr, "  [%lld] %s: %s\n", (long long)wm_log_move(lg, i), wm_log_kind(lg, i), wm_log_text(lg, i));
}

void tu_log_expect(const wm_log *lg, const char *kind, const char *text)
{
    if (tu_log_find(lg, kind, text) < 0) {
        tu_log_dump(lg);
        ck_abort_msg("no %s entry \"%s\" in the log", kind ? kind : "", text);
    }
}

void tu_log_expect_none(const wm_log *lg, const char *kind, const char *text)
{
    if (tu_log_find(lg, kind, text) >= 0) {
        tu_log_dump(lg);
        ck_abort_msg("an unexpected %s entry \"%s\" in the log", kind ? kind : "", text);
    }
}
