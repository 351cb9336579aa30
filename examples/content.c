/*
 * content.c - content packs from the command line (doc/content-packs.md).
 *
 *   content --title siege [--out FILE]   the built-in content of a title as
 *                                         a pack (standard output by default):
 *                                         the starting point for typing in
 *                                         the printed cards
 *   content --check FILE                  validate a pack: its title and hash,
 *                                         or the error naming card and field
 *   content --canonical FILE [--out F]    a pack's canonical text (every card,
 *                                         every field; what its hash reads)
 *
 * A pack written by --title plays games identical to the built-in content
 * (tests/check_content.c plays them side by side).  Exit status: 0, 1 for
 * a pack that does not validate, 2 for a usage error.
 */
#include "common.h"

static void usage(FILE *f)
{
    fprintf(f,
            "usage: content --title TITLE [--out FILE]   write TITLE's built-in content as a pack\n"
            "       content --check FILE                 validate a pack\n"
            "       content --canonical FILE [--out F]   print a pack's canonical text\n"
            "titles with packs: ebert, republic, siege\n");
}

static int write_out(const char *prog, const char *path, const char *text, size_t len)
{
    FILE *f = path ? fopen(path, "wb") : stdout;
    if (f == NULL) {
        fprintf(stderr, "%s: %s: %s\n", prog, path, strerror(errno));
        return 1;
    }
    int ok = fwrite(text, 1, len, f) == len && fputc('\n', f) != EOF;
    if (path)
        ok = fclose(f) == 0 && ok;
    else
        ok = fflush(f) == 0 && ok;
    if (!ok) {
        fprintf(stderr, "%s: %s: write failed\n", prog, path ? path : "standard output");
        return 1;
    }
    return 0;
}

/* The canonical text of content (NULL: title's built-in) in a malloc'd
 * buffer. */
static char *canonical(wm_title title, const wm_content *c, size_t *len, wm_status *st)
{
    *st = wm_content_write(title, c, NULL, 0, len);
    if (*st != WM_ERANGE)
        return NULL;
    char *buf = malloc(*len + 1);
    if (buf == NULL) {
        *st = WM_ENOMEM;
        return NULL;
    }
    *st = wm_content_write(title, c, buf, *len + 1, len);
    if (*st != WM_OK) {
        free(buf);
        return NULL;
    }
    return buf;
}

int main(int argc, char **argv)
{
    const char *prog = "content", *title_s = NULL, *out = NULL, *check = NULL, *canon = NULL;
    for (int i = 1; i < argc; i++) {
        const char *v = NULL;
        int r;
        if (strcmp(argv[i], "--help") == 0 || strcmp(argv[i], "-h") == 0) {
            usage(stdout);
            return 0;
        }
        if ((r = ex_opt_value(argc, argv, &i, "--title", &v)) != 0) {
            if (r < 0)
                return ex_usage_error(prog, usage, "missing value for", argv[i]);
            title_s = v;
        } else if ((r = ex_opt_value(argc, argv, &i, "--out", &v)) != 0) {
            if (r < 0)
                return ex_usage_error(prog, usage, "missing value for", argv[i]);
            out = v;
        } else if ((r = ex_opt_value(argc, argv, &i, "--check", &v)) != 0) {
            if (r < 0)
                return ex_usage_error(prog, usage, "missing value for", argv[i]);
            check = v;
        } else if ((r = ex_opt_value(argc, argv, &i, "--canonical", &v)) != 0) {
            if (r < 0)
                return ex_usage_error(prog, usage, "missing value for", argv[i]);
            canon = v;
        } else {
            return ex_usage_error(prog, usage, "unknown argument", argv[i]);
        }
    }
    if (!!title_s + !!check + !!canon != 1)
        return ex_usage_error(prog, usage, "give one of --title, --check, --canonical", argc > 1 ? argv[1] : "");
    wm_status st;
    size_t len = 0;
    if (title_s) {
        wm_title t;
        if (!ex_parse_title(title_s, &t))
            return ex_usage_error(prog, usage, "unknown title", title_s);
        char *text = canonical(t, NULL, &len, &st);
        if (text == NULL) {
            fprintf(stderr, "%s: %s has no content packs (%s)\n", prog, title_s, wm_strerror(st));
            return 2;
        }
        int r = write_out(prog, out, text, len);
        free(text);
        return r;
    }
    wm_content *c = NULL;
    if (ex_load_content(prog, check ? check : canon, &c) != WM_OK)
        return 1;
    if (check) {
        printf("%s: a pack for %s (%s), hash %016llx\n", check, ex_title_key(wm_content_title(c)),
               wm_title_name(wm_content_title(c)), (unsigned long long)wm_content_hash(c));
        wm_content_free(c);
        return 0;
    }
    char *text = canonical(wm_content_title(c), c, &len, &st);
    wm_content_free(c);
    if (text == NULL) {
        ex_status_error(prog, "canonical text", st);
        return 1;
    }
    int r = write_out(prog, out, text, len);
    free(text);
    return r;
}
