/*
 * layout_parse.h - reads the page's layout files (examples/web/layout-*.js,
 * issue 20) for tests/check_web_layout_*.c: one entry per line, each an
 * object literal whose first member is its key (`name: "..."`, `box:
 * "..."`, ...); members are read as strings, numbers or arrays of strings.
 * The format is the one those files promise to keep (their heads say so).
 */
#ifndef WM_LAYOUT_PARSE_H
#define WM_LAYOUT_PARSE_H

#include <check.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define LP_MAX_ENTRIES 64
#define LP_MAX_LIST 16
#define LP_STR 64

typedef struct lp_entry {
    char key[LP_STR];              /* the first member's value */
    char line[1024];               /* the whole line, for the other members */
} lp_entry;

typedef struct lp_file {
    lp_entry e[LP_MAX_ENTRIES];
    int n;
} lp_file;

/* The file next to this source tree: __FILE__ is ".../tests/layout_parse.h". */
static inline FILE *lp_open(const char *rel)
{
    char path[1024];
    const char *f = __FILE__, *cut = strstr(f, "tests/layout_parse.h");
    snprintf(path, sizeof path, "%.*s%s", cut ? (int)(cut - f) : 0, f, rel);
    FILE *fp = fopen(path, "r");
    ck_assert_msg(fp != NULL, "cannot open %s", path);
    return fp;
}

/* Reads every line with `{ <member>: "` into out, the value as key. */
static inline void lp_read(const char *rel, const char *member, lp_file *out)
{
    FILE *fp = lp_open(rel);
    char pat[64], buf[1024];
    snprintf(pat, sizeof pat, "{ %s: \"", member);
    out->n = 0;
    while (fgets(buf, sizeof buf, fp)) {
        const char *p = strstr(buf, pat);
        if (!p)
            continue;
        ck_assert_msg(out->n < LP_MAX_ENTRIES, "%s: too many entries", rel);
        lp_entry *e = &out->e[out->n++];
        p += strlen(pat);
        const char *q = strchr(p, '"');
        ck_assert_msg(q && q - p < LP_STR, "%s: bad entry %s", rel, buf);
        snprintf(e->key, sizeof e->key, "%.*s", (int)(q - p), p);
        snprintf(e->line, sizeof e->line, "%s", buf);
    }
    fclose(fp);
}

/* A string member of an entry, or "" when it has none. */
static inline const char *lp_str(const lp_entry *e, const char *member, char *out, size_t cap)
{
    char pat[64];
    snprintf(pat, sizeof pat, " %s: \"", member);
    const char *p = strstr(e->line, pat);
    out[0] = '\0';
    if (!p)
        return out;
    p += strlen(pat);
    const char *q = strchr(p, '"');
    if (q)
        snprintf(out, cap, "%.*s", (int)(q - p), p);
    return out;
}

/* A number member; -1 when missing. */
static inline int lp_int(const lp_entry *e, const char *member)
{
    char pat[64];
    snprintf(pat, sizeof pat, " %s: ", member);
    const char *p = strstr(e->line, pat);
    return p ? atoi(p + strlen(pat)) : -1;
}

/* An array-of-strings member: its items into out (LP_MAX_LIST x LP_STR);
 * returns the count, -1 when missing. */
static inline int lp_list(const lp_entry *e, const char *member, char out[][LP_STR])
{
    char pat[64];
    snprintf(pat, sizeof pat, " %s: [", member);
    const char *p = strstr(e->line, pat);
    if (!p)
        return -1;
    p += strlen(pat);
    int n = 0;
    while (*p && *p != ']') {
        if (*p == '"') {
            const char *q = strchr(p + 1, '"');
            ck_assert_msg(q && n < LP_MAX_LIST, "bad list in %s", e->line);
            snprintf(out[n++], LP_STR, "%.*s", (int)(q - p - 1), p + 1);
            p = q + 1;
        } else {
            p++;
        }
    }
    return n;
}

/* The index of key in f, checking it is there exactly once; -1 if absent. */
static inline int lp_find(const lp_file *f, const char *key)
{
    int at = -1;
    for (int i = 0; i < f->n; i++)
        if (strcmp(f->e[i].key, key) == 0) {
            ck_assert_msg(at < 0, "%s is in the layout twice", key);
            at = i;
        }
    return at;
}

#endif
