/*
 * log.c - the game log: derived on demand by replaying a game's history.
 *
 * Design (doc/mainpage.md, "Game log"): nothing is recorded while a game is
 * played.  wm_log_new() creates a scratch game from the options the game was
 * created with (wm_origin, kept in the handle and in saves), sets this
 * thread's sink, and replays the history through wm_apply() - the checked
 * path, so a forged save cannot make the replay do what a game could not.
 * The title code's emission sites (wm__log_begin ... wm__log_end inside
 * `if (wm__logging())`) write into the sink only then; the core adds one
 * "move" entry per decision and a "result" entry at the end.  The replayed
 * state must equal the game's state, or the history is not the game's.
 *
 * The sink filters entries for one viewer as they are written, so a log
 * holds only what its viewer may see; the omniscient viewer skips the
 * others' redacted forms of secret entries (an entry of a seat that the seat
 * itself may not see) and sees the seat's own form instead.
 */
#include "core.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#if defined(__GNUC__) && !defined(__clang_analyzer__)
_Thread_local void *wm__log_sink __attribute__((tls_model("initial-exec"))) = NULL;
#else
_Thread_local void *wm__log_sink = NULL;
#endif

#define LOG_KIND_MAX 24     /* a kind token, NUL included (longer ones are cut) */
#define LOG_TEXT_MAX 512    /* an entry's English line, NUL included */
#define LOG_FIELDS_MAX 1024 /* an entry's fields as JSON, NUL included */

typedef struct log_entry {
    int64_t move;        /* history index, -1 for the set-up */
    int32_t seat;
    uint32_t pad_;
    size_t kind, text, fields; /* offsets of NUL-terminated strings in the arena */
} log_entry;

struct wm_log {
    wm_alloc_fn alloc;
    void *alloc_ud;
    int viewer;
    size_t since;
    log_entry *e;
    size_t n, cap;
    char *s;             /* string arena */
    size_t slen, scap;
};

typedef struct log_sink {
    wm_log *log;
    int viewer, nseats;
    int64_t move;
    size_t since;
    wm_status err;
    bool open, keep;
    int seat;
    char kind[LOG_KIND_MAX];
    char text[LOG_TEXT_MAX];
    size_t tlen;
    wm_json fields;
    char fbuf[LOG_FIELDS_MAX];
} log_sink;

/* ------------------------------------------------------------------ */
/* Visibility                                                           */
/* ------------------------------------------------------------------ */

static uint32_t bit(int seat)
{
    return seat >= 0 && seat < 32 ? (uint32_t)1 << (unsigned)seat : 0;
}

/* Whether viewer sees an entry of seat with the viewers mask. */
static bool visible(int viewer, int nseats, int seat, uint32_t viewers)
{
    bool redacted = bit(seat) && !(viewers & bit(seat));
    if (viewer == WM_OMNISCIENT)
        return !redacted;
    if (viewer == WM_SPECTATOR) {
        /* What every seat sees; the redacted form of a seat's secret is
         * what every other seat sees. */
        uint32_t all = nseats >= 32 ? WM_LOG_PUBLIC : ((uint32_t)1 << (unsigned)nseats) - 1u;
        uint32_t m = viewers | (redacted ? bit(seat) : 0);
        return (m & all) == all;
    }
    return (viewers & bit(viewer)) != 0;
}

/* ------------------------------------------------------------------ */
/* The sink: what title code calls                                      */
/* ------------------------------------------------------------------ */

static size_t arena_put(log_sink *k, const char *str)
{
    wm_log *lg = k->log;
    size_t n = strlen(str) + 1;
    if (lg->slen + n > lg->scap) {
        size_t cap = lg->scap ? lg->scap : 4096;
        while (cap < lg->slen + n)
            cap *= 2;
        char *p = wm__alloc(lg->alloc, lg->alloc_ud, lg->s, lg->scap, cap);
        if (!p) {
            k->err = WM_ENOMEM;
            return 0;
        }
        lg->s = p;
        lg->scap = cap;
    }
    size_t at = lg->slen;
    memcpy(lg->s + at, str, n);
    lg->slen += n;
    return at;
}

void wm__log_begin(int seat, uint32_t viewers, const char *kind)
{
    log_sink *k = wm__log_sink;
    if (!k)
        return;
    if (k->open)
        wm__log_end();
    k->open = true;
    k->keep = k->err == WM_OK && (k->since == 0 || k->move >= (int64_t)k->since) &&
              visible(k->viewer, k->nseats, seat, viewers);
    if (!k->keep)
        return;
    k->seat = seat;
    wm__str_append(k->kind, sizeof k->kind, 0, kind ? kind : "");
    k->text[0] = '\0';
    k->tlen = 0;
    wm__json_init(&k->fields, k->fbuf, sizeof k->fbuf);
    wm__json_obj(&k->fields);
}

void wm__log_int(const char *key, int64_t value)
{
    log_sink *k = wm__log_sink;
    if (k && k->open && k->keep)
        wm__json_kint(&k->fields, key, value);
}

void wm__log_str(const char *key, const char *value)
{
    log_sink *k = wm__log_sink;
    if (k && k->open && k->keep)
        wm__json_kstr(&k->fields, key, value);
}

void wm__log_text(const char *fmt, ...)
{
    log_sink *k = wm__log_sink;
    if (!k || !k->open || !k->keep || !fmt)
        return;
    va_list ap;
    va_start(ap, fmt);
    int n = vsnprintf(k->text + k->tlen, sizeof k->text - k->tlen, fmt, ap);
    va_end(ap);
    if (n > 0) {
        k->tlen += (size_t)n;
        if (k->tlen >= sizeof k->text)
            k->tlen = sizeof k->text - 1; /* cut, as vsnprintf did */
    }
}

void wm__log_end(void)
{
    log_sink *k = wm__log_sink;
    if (!k || !k->open)
        return;
    k->open = false;
    if (!k->keep || k->err != WM_OK)
        return;
    wm__json_obj_end(&k->fields);
    size_t flen;
    const char *fields = wm__json_finish(&k->fields, &flen) == WM_OK ? k->fbuf : "{}";
    wm_log *lg = k->log;
    if (lg->n == lg->cap) {
        size_t cap = lg->cap ? lg->cap * 2 : 256;
        log_entry *p = wm__alloc(lg->alloc, lg->alloc_ud, lg->e, lg->cap * sizeof *p, cap * sizeof *p);
        if (!p) {
            k->err = WM_ENOMEM;
            return;
        }
        lg->e = p;
        lg->cap = cap;
    }
    log_entry e = {k->move, k->seat, 0, 0, 0, 0};
    e.kind = arena_put(k, k->kind);
    e.text = arena_put(k, k->text);
    e.fields = arena_put(k, fields);
    if (k->err == WM_OK)
        lg->e[lg->n++] = e;
}

/* ------------------------------------------------------------------ */
/* Deriving a log                                                       */
/* ------------------------------------------------------------------ */

/* The core's entry for a decision: the acting seat and the move's name;
 * a secret decision's name only for its seat, the prompt for the others.
 * A chance move gets none: the title logs the roll it resolves. */
static void log_decision(const wm_game *r, int who, wm_move m)
{
    if (who < 0)
        return;
    char name[WM_MOVE_NAME_MAX], label[WM_MOVE_LABEL_MAX];
    if (wm_move_name(r, m, name, sizeof name, NULL) != WM_OK)
        name[0] = '\0';
    /* the text reads as a person does (wm_move_label: "milestone \"Erster
     * Mai\": 1 Joker marker on its SPD space", issue 37); the "name"
     * field keeps the stable token */
    if (wm_move_label(r, m, label, sizeof label, NULL) != WM_OK)
        snprintf(label, sizeof label, "%s", name);
    const char *seat = r->ops->decider_name ? r->ops->decider_name(r->state, who) : NULL;
    if (!seat)
        seat = wm_seat_name(r, who);
    if (wm_is_secret(r)) {
        wm__log_begin(who, WM_LOG_ONLY(who), "move");
        wm__log_int("move", m);
        wm__log_str("name", name);
        wm__log_int("secret", 1);
        wm__log_str("prompt", wm_prompt(r));
        wm__log_text("%s: %s (secret)", seat, label);
        wm__log_end();
        const char *prompt = wm_prompt(r);
        wm__log_begin(who, WM_LOG_ALL_BUT(who), "move");
        wm__log_int("secret", 1);
        wm__log_str("prompt", prompt);
        wm__log_text("%s decides in secret (%s)", seat, prompt);
        wm__log_end();
        return;
    }
    const char *prompt = wm_prompt(r);
    wm__log_begin(who, WM_LOG_PUBLIC, "move");
    wm__log_int("move", m);
    wm__log_str("name", name);
    wm__log_str("prompt", prompt); /* what was being decided */
    if ((strcmp(name, "yes") == 0 || strcmp(name, "no") == 0) && prompt && prompt[0]) {
        /* an answer says nothing without its question (issue 37 item 4:
         * "Nazism: yes"): "Nazism: yes - Keep N3 ... in a Reserve (...)?",
         * the prompt without the decider's name it may begin with */
        size_t n = strlen(seat);
        if (strncmp(prompt, seat, n) == 0 && prompt[n] == ':' && prompt[n + 1] == ' ')
            prompt += n + 2;
        wm__log_text("%s: %s - %s", seat, label, prompt);
    } else {
        wm__log_text("%s: %s", seat, label);
    }
    wm__log_end();
}

/* The core's last entry of a finished game: each seat's result. */
static void log_result(const wm_game *r)
{
    int32_t res[32];
    int n = wm_seat_count(r);
    if (n > 32 || wm_outcome(r, res, 32) != WM_OK)
        return;
    wm__log_begin(WM_NOBODY, WM_LOG_PUBLIC, "result");
    wm__log_text("Result:");
    for (int s = 0; s < n; s++) {
        const char *what = res[s] == WM_WIN ? "wins" : res[s] == WM_DRAW ? "draws" : "loses";
        wm__log_str(wm_seat_name(r, s), what);
        wm__log_text("%s %s %s", s ? ";" : "", wm_seat_name(r, s), what);
    }
    wm__log_end();
}

static wm_status replay(const wm_game *g, log_sink *k)
{
    wm_game *r = NULL;
    k->move = -1;
    wm_status st = wm__new_from_origin(g->ops, &g->origin, g->content, g->alloc, g->alloc_ud, &r);
    if (st != WM_OK)
        return st;
    for (size_t i = 0; i < g->nhist && st == WM_OK; i++) {
        k->move = (int64_t)i;
        if (!wm_is_legal(r, g->hist[i])) {
            st = WM_ECORRUPT;
            break;
        }
        log_decision(r, wm_to_move(r), g->hist[i]);
        st = wm_apply(r, g->hist[i]);
        if (st != WM_OK && st != WM_ENOMEM)
            st = WM_ECORRUPT;
    }
    if (st == WM_OK && memcmp(r->state, g->state, g->ops->state_size) != 0)
        st = WM_ECORRUPT; /* the history does not lead to this game */
    if (st == WM_OK)
        log_result(r);
    wm__log_end();
    wm_free(r);
    return st;
}

wm_status wm_log_new(const wm_game *g, int viewer, size_t since, wm_log **out)
{
    if (!out)
        return wm__fail(WM_EINVAL, "out is NULL");
    *out = NULL;
    if (!g)
        return wm__fail(WM_EINVAL, "game is NULL");
    int nseats = wm_seat_count(g);
    if (viewer != WM_OMNISCIENT && viewer != WM_SPECTATOR && (viewer < 0 || viewer >= nseats))
        return wm__fail(WM_EINVAL, "viewer: %d is not a seat of this game (0-%d), WM_OMNISCIENT or WM_SPECTATOR", viewer,
                        nseats - 1);
    if (g->flags & WM_OPT_NO_HISTORY)
        return wm__fail(WM_EILLEGAL, "log: the game keeps no history (WM_OPT_NO_HISTORY)");
    if (!g->origin.known)
        return wm__fail(WM_EILLEGAL, "log: the game was loaded from a format-1 save, which records no options");
    if (since > g->nhist)
        return wm__fail(WM_ERANGE, "since: %zu is beyond the history's %zu moves", since, g->nhist);
    wm_log *lg = wm__alloc(g->alloc, g->alloc_ud, NULL, 0, sizeof *lg);
    if (!lg)
        return wm__fail(WM_ENOMEM, "out of memory: the log");
    memset(lg, 0, sizeof *lg);
    lg->alloc = g->alloc;
    lg->alloc_ud = g->alloc_ud;
    lg->viewer = viewer;
    lg->since = since;

    log_sink k;
    memset(&k, 0, sizeof k);
    k.log = lg;
    k.viewer = viewer;
    k.nseats = nseats;
    k.since = since;
    k.err = WM_OK;
    void *outer = wm__log_sink; /* a log derived while another is recorded */
    wm__log_sink = &k;
    wm_status st = replay(g, &k);
    wm__log_sink = outer;
    if (st == WM_OK)
        st = k.err;
    if (st != WM_OK) {
        wm_log_free(lg);
        if (st == WM_ENOMEM)
            wm__fail(st, "out of memory: the log's entries");
        else
            wm__fail_prefix(st, "log: the replay of the history failed");
        return st;
    }
    *out = lg;
    return WM_OK;
}

void wm_log_free(wm_log *lg)
{
    if (!lg)
        return;
    if (lg->e)
        wm__alloc(lg->alloc, lg->alloc_ud, lg->e, lg->cap * sizeof *lg->e, 0);
    if (lg->s)
        wm__alloc(lg->alloc, lg->alloc_ud, lg->s, lg->scap, 0);
    wm__alloc(lg->alloc, lg->alloc_ud, lg, sizeof *lg, 0);
}

/* ------------------------------------------------------------------ */
/* Reading a log                                                        */
/* ------------------------------------------------------------------ */

size_t wm_log_count(const wm_log *lg)
{
    return lg ? lg->n : 0;
}

static const log_entry *entry(const wm_log *lg, size_t i)
{
    return lg && i < lg->n ? &lg->e[i] : NULL;
}

int64_t wm_log_move(const wm_log *lg, size_t i)
{
    const log_entry *e = entry(lg, i);
    return e ? e->move : -2;
}

int wm_log_seat(const wm_log *lg, size_t i)
{
    const log_entry *e = entry(lg, i);
    return e ? e->seat : WM_NOBODY;
}

const char *wm_log_kind(const wm_log *lg, size_t i)
{
    const log_entry *e = entry(lg, i);
    return e ? lg->s + e->kind : NULL;
}

const char *wm_log_text(const wm_log *lg, size_t i)
{
    const log_entry *e = entry(lg, i);
    return e ? lg->s + e->text : NULL;
}

const char *wm_log_fields(const wm_log *lg, size_t i)
{
    const log_entry *e = entry(lg, i);
    return e ? lg->s + e->fields : NULL;
}

wm_status wm_log_to_json(const wm_log *lg, char *buf, size_t cap, size_t *len)
{
    if (!lg || !len)
        return wm__fail(WM_EINVAL, "%s is NULL", !lg ? "log" : "len");
    wm_json j;
    wm__json_init(&j, buf, buf ? cap : 0);
    wm__json_obj(&j);
    wm__json_kint(&j, "viewer", lg->viewer);
    wm__json_kint(&j, "since", (int64_t)lg->since);
    wm__json_key(&j, "entries");
    wm__json_arr(&j);
    for (size_t i = 0; i < lg->n; i++) {
        const log_entry *e = &lg->e[i];
        wm__json_obj(&j);
        wm__json_kint(&j, "move", e->move);
        wm__json_kint(&j, "seat", e->seat);
        wm__json_kstr(&j, "kind", lg->s + e->kind);
        wm__json_kstr(&j, "text", lg->s + e->text);
        wm__json_key(&j, "fields");
        wm__json_raw(&j, lg->s + e->fields);
        wm__json_obj_end(&j);
    }
    wm__json_arr_end(&j);
    wm__json_obj_end(&j);
    return wm__json_finish(&j, len);
}

/* ------------------------------------------------------------------ */
/* Test support: recording moves as they are played                     */
/* ------------------------------------------------------------------ */

/* The title suites arrange positions by hand (a rulebook example's board),
 * which no history replays; tests/check_log.c records the entries their
 * moves emit as they are played instead.  Internal, not exported. */
wm_status wm__log_capture_begin(const wm_game *g, int viewer, wm_log **out)
{
    if (!g || !out || wm__log_sink)
        return WM_EINVAL;
    *out = NULL;
    wm_log *lg = wm__alloc(g->alloc, g->alloc_ud, NULL, 0, sizeof *lg);
    log_sink *k = wm__alloc(g->alloc, g->alloc_ud, NULL, 0, sizeof *k);
    if (!lg || !k) {
        if (lg)
            wm__alloc(g->alloc, g->alloc_ud, lg, sizeof *lg, 0);
        if (k)
            wm__alloc(g->alloc, g->alloc_ud, k, sizeof *k, 0);
        return WM_ENOMEM;
    }
    memset(lg, 0, sizeof *lg);
    memset(k, 0, sizeof *k);
    lg->alloc = g->alloc;
    lg->alloc_ud = g->alloc_ud;
    lg->viewer = viewer;
    k->log = lg;
    k->viewer = viewer;
    k->nseats = wm_seat_count(g);
    k->move = (int64_t)g->nhist;
    k->err = WM_OK;
    wm__log_sink = k;
    *out = lg;
    return WM_OK;
}

wm_status wm__log_capture_end(void)
{
    log_sink *k = wm__log_sink;
    if (!k)
        return WM_EINVAL;
    wm__log_end();
    wm__log_sink = NULL;
    wm_status st = k->err;
    wm__alloc(k->log->alloc, k->log->alloc_ud, k, sizeof *k, 0);
    return st;
}
