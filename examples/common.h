/*
 * common.h - small helpers shared by the example programs: a seeded
 * SplitMix64 generator, option parsing and title names.
 *
 * Everything is static inline so each example includes only what it uses
 * without unused-function warnings.  Not part of the library.
 */
#ifndef WEIMAR_EXAMPLES_COMMON_H
#define WEIMAR_EXAMPLES_COMMON_H

#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "weimar.h"
#include "weimar/ebert.h"
#include "weimar/march.h"
#include "weimar/republic.h"

/* ------------------------------------------------------------------ */
/* SplitMix64: tiny, fast, and the same sequence on every platform.    */
/* ------------------------------------------------------------------ */

static inline uint64_t ex_rng_next(uint64_t *state)
{
    uint64_t z = (*state += UINT64_C(0x9e3779b97f4a7c15));
    z = (z ^ (z >> 30)) * UINT64_C(0xbf58476d1ce4e5b9);
    z = (z ^ (z >> 27)) * UINT64_C(0x94d049bb133111eb);
    return z ^ (z >> 31);
}

/* Uniform in [0, n) for n >= 1, exactly (Lemire's multiply with rejection). */
static inline uint32_t ex_rng_below(uint64_t *state, uint32_t n)
{
    uint64_t m = (ex_rng_next(state) >> 32) * (uint64_t)n;
    uint32_t lo = (uint32_t)m;
    if (lo < n) {
        uint32_t threshold = (0u - n) % n;
        while (lo < threshold) {
            m = (ex_rng_next(state) >> 32) * (uint64_t)n;
            lo = (uint32_t)m;
        }
    }
    return (uint32_t)(m >> 32);
}

/* Seeds an example's move chooser from the user's seed, kept distinct from
 * the stream the library derives from the same seed for its dice. */
static inline uint64_t ex_rng_seed(uint64_t seed)
{
    uint64_t s = seed ^ UINT64_C(0x6578616d706c6573); /* "examples" */
    (void)ex_rng_next(&s);
    return s;
}

/* ------------------------------------------------------------------ */
/* Options: "--name VALUE" or "--name=VALUE".                            */
/* ------------------------------------------------------------------ */

/* Prints "PROG: WHAT 'ARG'" and the usage text to stderr; returns 2, the
 * examples' exit status for a usage error. */
static inline int ex_usage_error(const char *prog, void (*usage)(FILE *), const char *what,
                                 const char *arg)
{
    fprintf(stderr, "%s: %s '%s'\n", prog, what, arg);
    usage(stderr);
    return 2;
}

/* If argv[*i] is option @p name, stores its value in *val and returns 1
 * (advancing *i past a separate value); returns -1 if the value is missing
 * and 0 if argv[*i] is another argument. */
static inline int ex_opt_value(int argc, char **argv, int *i, const char *name, const char **val)
{
    const char *arg = argv[*i];
    size_t n = strlen(name);
    if (strncmp(arg, name, n) != 0)
        return 0;
    if (arg[n] == '=') {
        *val = arg + n + 1;
        return 1;
    }
    if (arg[n] != '\0')
        return 0;
    if (*i + 1 >= argc)
        return -1;
    *i += 1;
    *val = argv[*i];
    return 1;
}

/* Parses an unsigned decimal (or 0x hexadecimal) number; 1 on success. */
static inline int ex_parse_u64(const char *s, uint64_t *out)
{
    char *end = NULL;
    unsigned long long v;
    if (s == NULL || *s == '\0' || *s == '-' || *s == '+' || *s == ' ')
        return 0;
    errno = 0;
    v = strtoull(s, &end, 0);
    if (errno != 0 || end == s || *end != '\0')
        return 0;
    *out = (uint64_t)v;
    return 1;
}

/* Parses a number in [lo, hi]; 1 on success. */
static inline int ex_parse_range(const char *s, uint64_t lo, uint64_t hi, uint64_t *out)
{
    uint64_t v;
    if (!ex_parse_u64(s, &v) || v < lo || v > hi)
        return 0;
    *out = v;
    return 1;
}

/* Parses a positive decimal number of seconds; 1 on success. */
static inline int ex_parse_seconds(const char *s, double *out)
{
    char *end = NULL;
    double v;
    if (s == NULL || *s == '\0')
        return 0;
    errno = 0;
    v = strtod(s, &end);
    if (errno != 0 || end == s || *end != '\0' || !(v > 0.0) || v > 86400.0)
        return 0;
    *out = v;
    return 1;
}

/* ------------------------------------------------------------------ */
/* Titles.                                                              */
/* ------------------------------------------------------------------ */

static const char *const ex_title_keys[] = {NULL, "march", "ebert", "republic", "siege"};

/* The short key of a title ("march"), or "title" for an unknown one. */
static inline const char *ex_title_key(wm_title t)
{
    if ((int)t >= 1 && (int)t <= 4)
        return ex_title_keys[t];
    return "title";
}

/* Parses "march", "ebert", "republic", "siege" or a title number. */
static inline int ex_parse_title(const char *s, wm_title *out)
{
    uint64_t v;
    int k;
    if (s == NULL)
        return 0;
    for (k = 1; k <= 4; k++) {
        if (strcmp(s, ex_title_keys[k]) == 0) {
            *out = (wm_title)k;
            return 1;
        }
    }
    if (!ex_parse_range(s, 1, 1000, &v))
        return 0;
    *out = (wm_title)(int)v;
    return 1;
}

/* Prints "prog: what: <status text> (<code>)" to stderr. */
static inline void ex_status_error(const char *prog, const char *what, wm_status st)
{
    fprintf(stderr, "%s: %s: %s (%d)\n", prog, what, wm_strerror(st), (int)st);
}

/* A seat's name, with "chance" for the chance seat and "?" for a NULL. */
static inline const char *ex_seat_label(const wm_game *g, int seat)
{
    const char *name;
    if (seat == WM_CHANCE)
        return "chance";
    if (seat == WM_NOBODY)
        return "nobody";
    name = wm_seat_name(g, seat);
    return name != NULL ? name : "?";
}

/* "win", "draw" or "loss". */
static inline const char *ex_outcome_word(int32_t v)
{
    switch (v) {
    case WM_WIN: return "win";
    case WM_DRAW: return "draw";
    case WM_LOSS: return "loss";
    default: return "?";
    }
}

/* The JSON view of @p g from @p viewer in a malloc'd string (free it), or
 * NULL with *st set to the failing status. */
static inline char *ex_json_view(const wm_game *g, int viewer, wm_status *st)
{
    size_t len = 0, len2 = 0;
    char *buf;
    *st = wm_to_json(g, viewer, NULL, 0, &len);
    if (*st != WM_ERANGE && *st != WM_OK)
        return NULL;
    buf = malloc(len + 1);
    if (buf == NULL) {
        *st = WM_ENOMEM;
        return NULL;
    }
    *st = wm_to_json(g, viewer, buf, len + 1, &len2);
    if (*st != WM_OK) {
        free(buf);
        return NULL;
    }
    if (len2 != len || buf[len] != '\0') {
        /* The library sized the view one way and wrote it another. */
        free(buf);
        *st = WM_ECORRUPT;
        return NULL;
    }
    return buf;
}

/* ------------------------------------------------------------------ */
/* Option flags by name: "--flags hard,personal-experiences".           */
/* ------------------------------------------------------------------ */

typedef struct ex_flag {
    int title;       /* wm_title, or 0: every title */
    const char *name;
    uint32_t value;  /* the bits it sets within mask */
    uint32_t mask;   /* the field it sets (value for a single bit) */
    const char *help;
} ex_flag;

static const ex_flag ex_flags[] = {
    {0, "external-dice", WM_OPT_EXTERNAL_DICE, WM_OPT_EXTERNAL_DICE, "every die roll is a decision of the chance seat"},
    {WM_MARCH_OF_PROGRESS, "agreement", WM_MARCH_AGREEMENT, WM_MARCH_AGREEMENT,
     "the players may agree to end the game"},
    {WM_FRIEDRICH_EBERT, "easy", 0, WM_EBERT_DIFFICULTY_MASK, "'Game Lost' marker on space 10 (default)"},
    {WM_FRIEDRICH_EBERT, "medium", WM_EBERT_MEDIUM, WM_EBERT_DIFFICULTY_MASK, "'Game Lost' marker on space 9"},
    {WM_FRIEDRICH_EBERT, "hard", WM_EBERT_HARD, WM_EBERT_DIFFICULTY_MASK, "'Game Lost' marker on space 8"},
    {WM_FRIEDRICH_EBERT, "personal-experiences", WM_EBERT_PERSONAL_EXPERIENCES, WM_EBERT_PERSONAL_EXPERIENCES,
     "the Personal Experiences variant"},
    {WM_FRIEDRICH_EBERT, "flexibility", WM_EBERT_FLEXIBILITY, WM_EBERT_FLEXIBILITY, "the Flexibility variant"},
    {WM_WEIMAR_REPUBLIC, "published-only", WM_REPUBLIC_PUBLISHED_ONLY, WM_REPUBLIC_PUBLISHED_ONLY,
     "only the published Event texts; the others play without instructions"},
};
#define EX_NFLAGS (sizeof ex_flags / sizeof ex_flags[0])

/* Parses a comma-separated list of flag names of title @p t and numbers
 * (decimal or 0x...) into *out.  Returns 1, or 0 with *bad pointing at the
 * first token that is neither (up to its comma). */
static inline int ex_parse_flags(wm_title t, const char *s, uint32_t *out, const char **bad)
{
    uint32_t f = 0;
    while (*s != '\0') {
        const char *end = strchr(s, ',');
        size_t n = end ? (size_t)(end - s) : strlen(s);
        char tok[64];
        size_t k;
        int found = 0;
        uint64_t v;
        *bad = s;
        if (n == 0 || n >= sizeof tok)
            return 0;
        memcpy(tok, s, n);
        tok[n] = '\0';
        for (k = 0; k < EX_NFLAGS; k++) {
            if ((ex_flags[k].title == 0 || ex_flags[k].title == (int)t) && strcmp(tok, ex_flags[k].name) == 0) {
                f = (f & ~ex_flags[k].mask) | ex_flags[k].value;
                found = 1;
            }
        }
        if (!found) {
            if (!ex_parse_u64(tok, &v) || v > UINT32_MAX)
                return 0;
            f |= (uint32_t)v;
        }
        s += n;
        if (*s == ',')
            s++;
    }
    *out = f;
    return 1;
}

/* Lists the flag names of title @p t, one a line, to @p f. */
static inline void ex_list_flags(FILE *f, wm_title t)
{
    size_t k;
    for (k = 0; k < EX_NFLAGS; k++)
        if (ex_flags[k].title == 0 || ex_flags[k].title == (int)t)
            fprintf(f, "  %-22s %s (%#x)\n", ex_flags[k].name, ex_flags[k].help, (unsigned)ex_flags[k].value);
}

/* ------------------------------------------------------------------ */
/* Content packs: "--content FILE".                                     */
/* ------------------------------------------------------------------ */

/* Reads a whole file into a malloc'd buffer (free it); NULL with errno. */
static inline char *ex_read_file(const char *path, size_t *len)
{
    FILE *f = fopen(path, "rb");
    char *buf = NULL;
    size_t n = 0, cap = 0;
    if (f == NULL)
        return NULL;
    for (;;) {
        if (n == cap) {
            size_t ncap = cap ? cap * 2 : 65536;
            char *p = realloc(buf, ncap + 1);
            if (p == NULL) {
                free(buf);
                fclose(f);
                errno = ENOMEM;
                return NULL;
            }
            buf = p;
            cap = ncap;
        }
        size_t got = fread(buf + n, 1, cap - n, f);
        n += got;
        if (got == 0)
            break;
    }
    if (ferror(f)) {
        free(buf);
        fclose(f);
        errno = EIO;
        return NULL;
    }
    fclose(f);
    buf[n] = '\0';
    *len = n;
    return buf;
}

/* Loads the content pack in file @p path into *out; on failure prints
 * "prog: PATH: message" to stderr and returns the status. */
static inline wm_status ex_load_content(const char *prog, const char *path, wm_content **out)
{
    size_t len = 0;
    char msg[512];
    char *text = ex_read_file(path, &len);
    wm_status st;
    *out = NULL;
    if (text == NULL) {
        fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
        return WM_EINVAL;
    }
    st = wm_content_new(text, len, NULL, out, msg, sizeof msg);
    free(text);
    if (st != WM_OK)
        fprintf(stderr, "%s: %s: %s (%s)\n", prog, path, msg, wm_strerror(st));
    return st;
}

/* ------------------------------------------------------------------ */
/* Learned evaluations: "--ai model", "--model FILE" (doc/ai.md).      */
/* ------------------------------------------------------------------ */

/* Where the shipped models are (models/TITLE.wmml in the source tree;
 * the Makefile passes its path). */
#ifndef WM_MODEL_DIR
#define WM_MODEL_DIR "models"
#endif

/* The shipped model's path for a title ("" when it has none). */
static inline const char *ex_default_model(wm_title t, char *buf, size_t cap)
{
    if (t != WM_MARCH_OF_PROGRESS && t != WM_DEMOCRACY_UNDER_SIEGE)
        return "";
    snprintf(buf, cap, "%s/%s.wmml", WM_MODEL_DIR, ex_title_key(t));
    return buf;
}

/* Loads the model file @p path into *out; on failure prints "prog: PATH:
 * reason" (wm_last_error()) to stderr and returns the status. */
static inline wm_status ex_load_model(const char *prog, const char *path, wm_model **out)
{
    size_t len = 0;
    char *bytes = ex_read_file(path, &len);
    wm_status st;
    *out = NULL;
    if (bytes == NULL) {
        fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
        return WM_EINVAL;
    }
    st = wm_model_load(bytes, len, out);
    free(bytes);
    if (st != WM_OK)
        fprintf(stderr, "%s: %s: %s (%s)\n", prog, path, wm_last_error(), wm_strerror(st));
    return st;
}

#endif /* WEIMAR_EXAMPLES_COMMON_H */
