/*
 * game.c - the handle, the registry of titles and the generic API.
 *
 * Everything here is title-neutral: it checks arguments, owns memory and
 * history, and delegates the rules to the title's wm_title_ops.
 */
#include "core.h"

#include <ctype.h>
#include <stdlib.h>
#include <string.h>

/* Upper bound on any title's max_legal; the legality fallback uses a stack
 * buffer of this size. */
#define WM_LEGAL_STACK 1024

/* The size of wm_options in release 1.0: the smallest size accepted. */
#define WM_OPTIONS_SIZE_1_0 (offsetof(wm_options, alloc_ud) + sizeof(void *))

#define WM_CORE_FLAGS (WM_OPT_EXTERNAL_DICE | WM_OPT_NO_HISTORY)
#define WM_TITLE_FLAGS (~(uint32_t)0 << WM_OPT_TITLE_SHIFT)

/* ------------------------------------------------------------------ */
/* Registry                                                             */
/* ------------------------------------------------------------------ */

static const wm_title_ops *const registry[] = {
    NULL,            /* 0: no title */
    &wm__march_ops,  /* WM_MARCH_OF_PROGRESS */
    &wm__ebert_ops,  /* WM_FRIEDRICH_EBERT */
    &wm__republic_ops, /* WM_WEIMAR_REPUBLIC */
    &wm__siege_ops,  /* WM_DEMOCRACY_UNDER_SIEGE */
};

static const char *const title_names[] = {
    NULL,
    "The March of Progress",
    "Friedrich Ebert: Der Weg zur Demokratie",
    "The Weimar Republic",
    "Democracy under Siege",
};

const wm_title_ops *wm__title_ops(wm_title title)
{
    if ((int)title <= 0 || (size_t)title >= sizeof registry / sizeof registry[0])
        return NULL;
    return registry[title];
}

int wm_title_available(wm_title title)
{
    return wm__title_ops(title) != NULL;
}

const char *wm_title_name(wm_title title)
{
    if ((int)title <= 0 || (size_t)title >= sizeof title_names / sizeof title_names[0]) {
        wm__fail(WM_EINVAL, "title: %d is not a title (1-4)", (int)title);
        return NULL;
    }
    return title_names[title];
}

/* ------------------------------------------------------------------ */
/* Memory                                                               */
/* ------------------------------------------------------------------ */

static void *default_alloc(void *ud, void *ptr, size_t osize, size_t nsize)
{
    (void)ud;
    (void)osize;
    if (nsize == 0) {
        free(ptr);
        return NULL;
    }
    return realloc(ptr, nsize);
}

void *wm__alloc(wm_alloc_fn fn, void *ud, void *ptr, size_t osize, size_t nsize)
{
    return (fn ? fn : default_alloc)(ud, ptr, osize, nsize);
}

static size_t handle_size(const wm_title_ops *ops)
{
    return sizeof(wm_game) + ((size_t)ops->state_size + 7u) / 8u * 8u;
}

wm_game *wm__game_alloc(const wm_title_ops *ops, wm_alloc_fn fn, void *ud, uint32_t flags)
{
    size_t size = handle_size(ops);
    wm_game *g = wm__alloc(fn, ud, NULL, 0, size);
    if (!g)
        return NULL;
    memset(g, 0, size);
    g->ops = ops;
    g->alloc = fn;
    g->alloc_ud = ud;
    g->flags = flags;
    return g;
}

wm_status wm__history_reserve(wm_game *g, size_t n)
{
    if (n <= g->hist_cap)
        return WM_OK;
    size_t cap = g->hist_cap ? g->hist_cap : 64;
    while (cap < n) {
        if (cap > SIZE_MAX / 2 / sizeof(wm_move))
            return WM_ENOMEM;
        cap *= 2;
    }
    wm_move *p = wm__alloc(g->alloc, g->alloc_ud, g->hist, g->hist_cap * sizeof(wm_move),
                           cap * sizeof(wm_move));
    if (!p)
        return WM_ENOMEM;
    g->hist = p;
    g->hist_cap = cap;
    return WM_OK;
}

void wm_free(wm_game *g)
{
    if (!g)
        return;
    wm__content_unref(g->content);
    if (g->hist)
        wm__alloc(g->alloc, g->alloc_ud, g->hist, g->hist_cap * sizeof(wm_move), 0);
    wm__alloc(g->alloc, g->alloc_ud, g, handle_size(g->ops), 0);
}

/* ------------------------------------------------------------------ */
/* Options                                                              */
/* ------------------------------------------------------------------ */

void wm_options_init(wm_options *opts)
{
    if (!opts)
        return;
    memset(opts, 0, sizeof *opts);
    opts->size = (uint32_t)sizeof *opts;
}

wm_status wm__options_read(const wm_options *opts, wm_options *out)
{
    wm_options_init(out);
    if (!opts)
        return WM_OK;
    uint32_t size = opts->size;
    if (size < WM_OPTIONS_SIZE_1_0)
        return wm__fail(WM_EINVAL, "options.size: %u is smaller than wm_options of 1.0 (%u bytes); call wm_options_init()",
                        (unsigned)size, (unsigned)WM_OPTIONS_SIZE_1_0);
    /* A newer caller's struct: the fields we do not know must be zero
     * (libbpf's OPTS_VALID). */
    if (size > sizeof *out) {
        const unsigned char *extra = (const unsigned char *)opts + sizeof *out;
        for (size_t i = 0; i < size - sizeof *out; i++)
            if (extra[i])
                return wm__fail(WM_EINVAL, "options: byte %zu is not zero, and this library (%s) knows only %zu bytes of wm_options",
                                sizeof *out + i, wm_version(), sizeof *out);
    }
    memcpy(out, opts, size < sizeof *out ? size : sizeof *out);
    out->size = (uint32_t)sizeof *out;
    if (out->reserved)
        return wm__fail(WM_EINVAL, "options.reserved: %u is not 0", (unsigned)out->reserved);
    if (out->flags & ~(WM_CORE_FLAGS | WM_TITLE_FLAGS))
        return wm__fail(WM_EINVAL, "options.flags: 0x%x are no flags (WM_OPT_EXTERNAL_DICE 0x1, WM_OPT_NO_HISTORY 0x2, title flags from bit 16)",
                        (unsigned)(out->flags & ~(WM_CORE_FLAGS | WM_TITLE_FLAGS)));
    return WM_OK;
}

/* ------------------------------------------------------------------ */
/* Life cycle                                                           */
/* ------------------------------------------------------------------ */

wm_status wm__game_reinit(wm_game *g, const wm_options *o)
{
    memset(g->state, 0, g->ops->state_size);
    const void *pk = wm__pack_enter(g); /* the game's content pack, if any */
    wm_clear_error(); /* the title's init may say why it refuses o */
    wm_status st = g->ops->init(g->state, o);
    wm__pack_leave(pk);
    if (st != WM_OK)
        wm__fail_default(st, "options: %s refuses scenario %d, seats %d, flags 0x%x, bots 0x%x", g->ops->name,
                         (int)o->scenario, (int)o->seats, (unsigned)o->flags, (unsigned)o->bots);
    g->origin.seed = o->seed;
    g->origin.scenario = o->scenario;
    g->origin.seats = o->seats;
    g->origin.bots = o->bots;
    g->origin.flags = o->flags & ~(uint32_t)WM_OPT_NO_HISTORY;
    g->origin.known = 1;
    g->origin.reserved = 0;
    g->nhist = 0;
    return st;
}

wm_status wm_new(wm_title title, const wm_options *opts, wm_game **out)
{
    return wm_new_with_content(title, opts, NULL, out);
}

wm_status wm__new_args(wm_title title, const wm_options *opts, const wm_content *content, wm_options *o,
                       const wm_title_ops **ops)
{
    wm_status st = wm__options_read(opts, o);
    if (st != WM_OK)
        return st;
    *ops = wm__title_ops(title);
    if (!*ops)
        return wm__fail(WM_EINVAL, "title: %d is not a title (1 The March of Progress, 2 Friedrich Ebert, 3 The Weimar Republic, 4 Democracy under Siege)",
                        (int)title);
    if (content && content->ops != *ops) /* a pack of another title */
        return wm__fail(WM_EINVAL, "content: the pack is for %s, not %s", content->ops->name, (*ops)->name);
    return WM_OK;
}

wm_status wm_new_with_content(wm_title title, const wm_options *opts, const wm_content *content, wm_game **out)
{
    if (!out)
        return wm__fail(WM_EINVAL, "out is NULL");
    *out = NULL;
    wm_options o;
    const wm_title_ops *ops;
    wm_status st = wm__new_args(title, opts, content, &o, &ops);
    if (st != WM_OK)
        return st;
    wm_game *g = wm__game_alloc(ops, o.alloc, o.alloc_ud, o.flags & WM_CORE_FLAGS);
    if (!g)
        return wm__fail(WM_ENOMEM, "out of memory: the allocator refused the game's handle");
    wm__game_set_content(g, content);
    st = wm__game_reinit(g, &o);
    if (st == WM_OK && !(g->flags & WM_OPT_NO_HISTORY) && (st = wm__history_reserve(g, 64)) != WM_OK)
        wm__fail(st, "out of memory: the allocator refused the move history");
    if (st != WM_OK) {
        wm_free(g);
        return st;
    }
    *out = g;
    return WM_OK;
}

wm_status wm__new_from_origin(const wm_title_ops *ops, const wm_origin *org, const wm_content *content,
                              wm_alloc_fn fn, void *ud, wm_game **out)
{
    wm_options o;
    wm_options_init(&o);
    o.seed = org->seed;
    o.scenario = org->scenario;
    o.seats = org->seats;
    o.bots = org->bots;
    o.flags = org->flags;
    o.alloc = fn;
    o.alloc_ud = ud;
    wm_status st = wm_new_with_content(ops->id, &o, content, out);
    if (st == WM_OK || st == WM_ENOMEM)
        return st;
    return wm__fail_prefix(WM_ECORRUPT, "save: %s refuses the options it records", ops->name);
}

static wm_status copy_history(wm_game *dst, const wm_game *src)
{
    wm_status st = wm__history_reserve(dst, src->nhist);
    if (st != WM_OK)
        return st;
    if (src->nhist)
        memcpy(dst->hist, src->hist, src->nhist * sizeof(wm_move));
    dst->nhist = src->nhist;
    return WM_OK;
}

wm_status wm_clone(const wm_game *g, wm_game **out)
{
    if (!out)
        return wm__fail(WM_EINVAL, "out is NULL");
    *out = NULL;
    if (!g)
        return wm__fail(WM_EINVAL, "game is NULL");
    wm_game *c = wm__game_alloc(g->ops, g->alloc, g->alloc_ud, g->flags);
    if (!c)
        return wm__fail(WM_ENOMEM, "out of memory: the allocator refused the clone's handle");
    memcpy(c->state, g->state, g->ops->state_size);
    c->origin = g->origin;
    wm__game_set_content(c, g->content);
    wm_status st = copy_history(c, g);
    if (st != WM_OK) {
        wm_free(c);
        return wm__fail(st, "out of memory: the allocator refused the clone's history of %zu moves", g->nhist);
    }
    *out = c;
    return WM_OK;
}

wm_status wm_copy(wm_game *dst, const wm_game *src)
{
    if (!dst || !src)
        return wm__fail(WM_EINVAL, "%s is NULL", !dst ? "dst" : "src");
    if (dst->ops != src->ops)
        return wm__fail(WM_EINVAL, "dst: a game of %s, src one of %s: a copy needs the same title", dst->ops->name,
                        src->ops->name);
    if (dst == src)
        return WM_OK;
    wm_status st = wm__history_reserve(dst, src->nhist);
    if (st != WM_OK)
        return wm__fail(st, "out of memory: the allocator refused a history of %zu moves", src->nhist);
    memcpy(dst->state, src->state, src->ops->state_size);
    if (src->nhist)
        memcpy(dst->hist, src->hist, src->nhist * sizeof(wm_move));
    dst->nhist = src->nhist;
    dst->flags = src->flags;
    dst->origin = src->origin;
    if (dst->content != src->content)
        wm__game_set_content(dst, src->content);
    return WM_OK;
}

/* ------------------------------------------------------------------ */
/* Queries                                                              */
/* ------------------------------------------------------------------ */

wm_title wm_game_title(const wm_game *g)
{
    return g ? g->ops->id : (wm_title)0;
}

/* seat_count and is_over read the state alone (wm_title_ops): they run
 * without the game's pack in place. */
int wm_seat_count(const wm_game *g)
{
    return g ? g->ops->seat_count(g->state) : 0;
}

const char *wm_seat_name(const wm_game *g, int seat)
{
    if (!g) {
        wm__fail(WM_EINVAL, "game is NULL");
        return NULL;
    }
    if (seat == WM_CHANCE)
        return "chance";
    if (seat < 0 || seat >= g->ops->seat_count(g->state)) {
        wm__fail(WM_EINVAL, "seat: %d is not a seat of this game of %s (0-%d, or WM_CHANCE)", seat, g->ops->name,
                 g->ops->seat_count(g->state) - 1);
        return NULL;
    }
    const void *pk = wm__pack_enter(g);
    const char *name = g->ops->seat_name(g->state, seat);
    wm__pack_leave(pk);
    return name;
}

uint32_t wm_action_count(const wm_game *g)
{
    return g ? g->ops->action_count : 0;
}

size_t wm_state_size(const wm_game *g)
{
    return g ? g->ops->state_size : 0;
}

int wm_is_over(const wm_game *g)
{
    return g ? (g->ops->is_over(g->state) != 0) : 0;
}

int wm_to_move(const wm_game *g)
{
    if (!g || g->ops->is_over(g->state))
        return WM_NOBODY;
    const void *pk = wm__pack_enter(g);
    int who = g->ops->to_move(g->state);
    wm__pack_leave(pk);
    return who;
}

size_t wm_legal_moves(const wm_game *g, wm_move *buf, size_t cap)
{
    if (!g || g->ops->is_over(g->state))
        return 0;
    if (!buf)
        cap = 0;
    const void *pk = wm__pack_enter(g);
    void *sink = wm__log_pause(); /* a query: it writes nothing into a log */
    size_t n = g->ops->legal(g->state, buf, cap);
    wm__log_resume(sink);
    wm__pack_leave(pk);
    return n;
}

/* wm_is_legal with g's pack already in place, for a game not over. */
static int is_legal(const wm_game *g, wm_move m)
{
    if (m >= g->ops->action_count)
        return 0;
    /* A query: the title's trial runs behind it write nothing into a log
     * (the replay of wm_log_new asks before every move it applies). */
    void *sink = wm__log_pause();
    int ok = 0;
    if (g->ops->is_legal) {
        ok = g->ops->is_legal(g->state, m) != 0;
    } else {
        /* a title without its own test (Friedrich Ebert): m is legal
         * when its list holds it (max_legal bounds the list) */
        wm_move tmp[WM_LEGAL_STACK];
        size_t cap = g->ops->max_legal && g->ops->max_legal < WM_LEGAL_STACK ? g->ops->max_legal : WM_LEGAL_STACK;
        size_t n = g->ops->legal(g->state, tmp, cap);
        if (n > cap)
            n = cap;
        for (size_t i = 0; i < n && !ok; i++)
            ok = tmp[i] == m;
    }
    wm__log_resume(sink);
    return ok;
}

int wm_is_legal(const wm_game *g, wm_move m)
{
    if (!g || g->ops->is_over(g->state))
        return 0;
    const void *pk = wm__pack_enter(g);
    int ok = is_legal(g, m);
    wm__pack_leave(pk);
    return ok;
}

/* wm_apply with g's pack in place, for a game not over. */
static wm_status illegal(const wm_game *g, wm_move m)
{
    if (m >= g->ops->action_count)
        return wm__fail(WM_EILLEGAL, "move %u is not legal: %s has move ids 0-%u", (unsigned)m, g->ops->name,
                        (unsigned)g->ops->action_count - 1);
    char name[WM_MOVE_NAME_MAX];
    g->ops->move_name(g->state, m, name, sizeof name);
    const char *who = "nobody";
    int seat = g->ops->to_move(g->state);
    if (seat == WM_CHANCE)
        who = "chance";
    else if (seat >= 0)
        who = g->ops->seat_name(g->state, seat);
    return wm__fail(WM_EILLEGAL, "move %u is not legal: \"%s\" is not a choice of %s now (%s)", (unsigned)m, name,
                    who, g->ops->prompt(g->state));
}

static wm_status apply(wm_game *g, wm_move m)
{
    if (!is_legal(g, m))
        return illegal(g, m);
    if (!(g->flags & WM_OPT_NO_HISTORY)) {
        wm_status st = wm__history_reserve(g, g->nhist + 1);
        if (st != WM_OK)
            return wm__fail(st, "out of memory: the allocator refused a history of %zu moves", g->nhist + 1);
        g->hist[g->nhist++] = m;
    }
    g->ops->apply(g->state, m);
    return WM_OK;
}

wm_status wm_apply(wm_game *g, wm_move m)
{
    if (!g)
        return wm__fail(WM_EINVAL, "game is NULL");
    if (g->ops->is_over(g->state))
        return wm__fail(WM_EOVER, "move %u: the game is over", (unsigned)m);
    const void *pk = wm__pack_enter(g);
    wm_status st = apply(g, m);
    wm__pack_leave(pk);
    return st;
}

size_t wm_history(const wm_game *g, wm_move *buf, size_t cap)
{
    if (!g)
        return 0;
    if (buf && cap && g->nhist)
        memcpy(buf, g->hist, (cap < g->nhist ? cap : g->nhist) * sizeof(wm_move));
    return g->nhist;
}

static const char *prompt(const wm_game *g)
{
    if (g->ops->is_over(g->state))
        return "game over";
    return g->ops->prompt(g->state);
}

const char *wm_prompt(const wm_game *g)
{
    if (!g)
        return "";
    const void *pk = wm__pack_enter(g);
    const char *p = prompt(g);
    wm__pack_leave(pk);
    return p;
}

int wm_is_secret(const wm_game *g)
{
    if (!g || !g->ops->is_secret)
        return 0;
    const void *pk = wm__pack_enter(g);
    int secret = !g->ops->is_over(g->state) && g->ops->is_secret(g->state) != 0;
    wm__pack_leave(pk);
    return secret;
}

static wm_status outcome(const wm_game *g, int32_t *per_seat, size_t n)
{
    if (n < (size_t)g->ops->seat_count(g->state))
        return wm__fail(WM_ERANGE, "n: %zu is fewer than the game's %d seats", n, g->ops->seat_count(g->state));
    if (!g->ops->is_over(g->state))
        return wm__fail(WM_EILLEGAL, "outcome: the game is not over");
    g->ops->outcome(g->state, per_seat);
    return WM_OK;
}

wm_status wm_outcome(const wm_game *g, int32_t *per_seat, size_t n)
{
    if (!g || !per_seat)
        return wm__fail(WM_EINVAL, "%s is NULL", !g ? "game" : "per_seat");
    const void *pk = wm__pack_enter(g);
    wm_status st = outcome(g, per_seat, n);
    wm__pack_leave(pk);
    return st;
}

wm_status wm_check(const wm_game *g)
{
    if (!g)
        return wm__fail(WM_EINVAL, "game is NULL");
    /* A checker may replay moves (the Republic's tail): never into a log
     * being recorded on this thread. */
    const void *pk = wm__pack_enter(g);
    void *sink = wm__log_pause();
    wm_status st = g->ops->check(g->state);
    wm__log_resume(sink);
    wm__pack_leave(pk);
    if (st != WM_OK)
        wm__fail(st, "check: the position of %s breaks the rules' invariants", g->ops->name);
    return st;
}

/* ------------------------------------------------------------------ */
/* Names                                                                */
/* ------------------------------------------------------------------ */

/* The arguments wm_move_name and wm_move_label share: a game and one of
 * its move ids. */
static wm_status check_move_id(const wm_game *g, wm_move m)
{
    if (!g)
        return wm__fail(WM_EINVAL, "game is NULL");
    if (m >= g->ops->action_count)
        return wm__fail(WM_EINVAL, "move: %u is not a move id of %s (0-%u)", (unsigned)m, g->ops->name,
                        (unsigned)g->ops->action_count - 1);
    return WM_OK;
}

wm_status wm_move_name(const wm_game *g, wm_move m, char *buf, size_t cap, size_t *len)
{
    wm_status st0 = check_move_id(g, m);
    if (st0 != WM_OK)
        return st0;
    char tmp[WM_MOVE_NAME_MAX];
    const void *pk = wm__pack_enter(g);
    size_t n = g->ops->move_name(g->state, m, tmp, sizeof tmp);
    wm__pack_leave(pk);
    if (len)
        *len = n;
    if (!buf || cap < n + 1)
        return wm__fail(WM_ERANGE, "buf: %zu bytes, the name needs %zu", buf ? cap : 0, n + 1);
    memcpy(buf, tmp, n + 1);
    return WM_OK;
}

/* A legal move's label into buf (cap >= WM_MOVE_LABEL_MAX), with g's pack
 * in place: the title's, else its name.  Returns the length it needed. */
static size_t label_of(const wm_game *g, wm_move m, char *buf, size_t cap)
{
    if (g->ops->move_label)
        return g->ops->move_label(g->state, m, buf, cap);
    return g->ops->move_name(g->state, m, buf, cap);
}

wm_status wm_move_label(const wm_game *g, wm_move m, char *buf, size_t cap, size_t *len)
{
    wm_status st0 = check_move_id(g, m);
    if (st0 != WM_OK)
        return st0;
    const void *pk = wm__pack_enter(g);
    if (g->ops->is_over(g->state) || !is_legal(g, m)) {
        wm_status st = g->ops->is_over(g->state) ? wm__fail(WM_EILLEGAL, "move %u: the game is over: no move has a label", (unsigned)m)
                                                 : illegal(g, m);
        wm__pack_leave(pk);
        return st;
    }
    char tmp[WM_MOVE_LABEL_MAX];
    size_t n = label_of(g, m, tmp, sizeof tmp);
    wm__pack_leave(pk);
    if (n >= sizeof tmp)
        n = strlen(tmp); /* a title's label cut to the bound: what it wrote */
    if (len)
        *len = n;
    if (!buf || cap < n + 1)
        return wm__fail(WM_ERANGE, "buf: %zu bytes, the label needs %zu", buf ? cap : 0, n + 1);
    memcpy(buf, tmp, n + 1);
    return WM_OK;
}

/* Compares a name with user text: case-insensitive, runs of white space
 * count as one space, leading and trailing white space ignored. */
static int name_matches(const char *name, const char *text)
{
    while (isspace((unsigned char)*text))
        text++;
    for (;;) {
        if (isspace((unsigned char)*text)) {
            while (isspace((unsigned char)*text))
                text++;
            if (!*text)
                return *name == '\0';
            if (*name != ' ')
                return 0;
            name++;
            continue;
        }
        if (!*text || !*name)
            return *text == '\0' && *name == '\0';
        if (tolower((unsigned char)*text) != tolower((unsigned char)*name))
            return 0;
        text++;
        name++;
    }
}

/* A spelling folded for the second, looser comparison of wm_move_parse
 * (issue 37: "space München", "space Braunschweig and Anhalt", "space
 * thuringen" for the token "space Thueringen"): lower case; ä ö ü as a o
 * u and the token's ae oe ue spellings of them as a o u too, ß and ss as
 * s; without spaces, hyphens, apostrophes, '&', '.' and the word "and".
 * Both the text and the move's name are folded the same way, so only a
 * unique match counts.  Returns 0 if the fold does not fit out. */
static int fold_spelling(const char *in, char *out, size_t cap)
{
    size_t n = 0;
    const unsigned char *p = (const unsigned char *)in;
    const unsigned char *start = p;
    while (*p) {
        char c = 0;
        int skip = 1;
        if (p[0] == 0xC3 && p[1]) {
            switch (p[1]) {
            case 0xA4: case 0x84: c = 'a'; break; /* ä Ä */
            case 0xB6: case 0x96: c = 'o'; break; /* ö Ö */
            case 0xBC: case 0x9C: c = 'u'; break; /* ü Ü */
            case 0x9F: c = 's'; break;            /* ß */
            default: break;
            }
            if (c)
                skip = 2;
        }
        if (!c) {
            unsigned char l = (unsigned char)tolower(*p);
            if (l == ' ' || l == '\t' || l == '-' || l == '\'' || l == '&' || l == '.') {
                p++;
                continue;
            }
            /* "and" as a word of its own, not the first */
            if (l == 'a' && p != start && isspace(p[-1]) && tolower(p[1]) == 'n' && tolower(p[2]) == 'd' &&
                (p[3] == '\0' || isspace(p[3]))) {
                p += 3;
                continue;
            }
            c = (char)l;
            /* ae oe ue (the tokens' umlauts) as a o u; ss as s */
            if ((l == 'a' || l == 'o' || l == 'u') && tolower(p[1]) == 'e')
                skip = 2;
            else if (l == 's' && tolower(p[1]) == 's')
                skip = 2;
        }
        if (n + 1 >= cap)
            return 0;
        /* ß followed by s, or an s after ß, is one s as well */
        if (!(c == 's' && n > 0 && out[n - 1] == 's'))
            out[n++] = c;
        p += skip;
    }
    out[n] = '\0';
    return 1;
}

wm_status wm_move_parse(const wm_game *g, const char *text, wm_move *out)
{
    if (!g || !text || !out)
        return wm__fail(WM_EINVAL, "%s is NULL", !g ? "game" : !text ? "text" : "out");
    const char *p = text;
    while (isspace((unsigned char)*p))
        p++;
    if (*p == '#') {
        p++;
        if (!isdigit((unsigned char)*p))
            return wm__fail(WM_EINVAL, "text: \"%.64s\": no digits after '#'", text);
        uint64_t v = 0;
        while (isdigit((unsigned char)*p)) {
            v = v * 10 + (uint64_t)(*p - '0');
            if (v >= g->ops->action_count)
                return wm__fail(WM_EINVAL, "text: \"%.64s\" is not a move id of %s (#0-#%u)", text, g->ops->name,
                                (unsigned)g->ops->action_count - 1);
            p++;
        }
        while (isspace((unsigned char)*p))
            p++;
        if (*p)
            return wm__fail(WM_EINVAL, "text: \"%.64s\": more after the move id", text);
        *out = (wm_move)v;
        return WM_OK;
    }
    char name[WM_MOVE_NAME_MAX];
    const void *pk = wm__pack_enter(g);
    wm_status st = WM_EINVAL;
    for (wm_move m = 0; m < g->ops->action_count; m++) {
        g->ops->move_name(g->state, m, name, sizeof name);
        if (name_matches(name, text)) {
            *out = m;
            st = WM_OK;
            break;
        }
    }
    char want[4 * WM_MOVE_NAME_MAX], got[4 * WM_MOVE_NAME_MAX];
    if (st != WM_OK && fold_spelling(text, want, sizeof want) && want[0]) {
        /* the board's spelling of a name: taken when exactly one move folds so */
        unsigned found = 0;
        wm_move first = 0;
        for (wm_move m = 0; m < g->ops->action_count && found < 2; m++) {
            g->ops->move_name(g->state, m, name, sizeof name);
            if (fold_spelling(name, got, sizeof got) && strcmp(want, got) == 0 && found++ == 0)
                first = m;
        }
        if (found == 1) {
            *out = first;
            st = WM_OK;
        }
    }
    if (st != WM_OK && !g->ops->is_over(g->state)) {
        /* a legal move's label (since 1.3): as a name is compared, then
         * folded; taken when it names exactly one move */
        wm_move legal[WM_LEGAL_STACK];
        size_t cap = g->ops->max_legal && g->ops->max_legal < WM_LEGAL_STACK ? g->ops->max_legal : WM_LEGAL_STACK;
        size_t n = g->ops->legal(g->state, legal, cap);
        if (n > cap)
            n = cap;
        char label[WM_MOVE_LABEL_MAX], lgot[4 * WM_MOVE_LABEL_MAX];
        int folded = fold_spelling(text, want, sizeof want) && want[0];
        unsigned exact = 0, loose = 0;
        wm_move first_exact = 0, first_loose = 0;
        for (size_t i = 0; i < n; i++) {
            label_of(g, legal[i], label, sizeof label);
            if (name_matches(label, text)) {
                if (exact++ == 0)
                    first_exact = legal[i];
            } else if (folded && fold_spelling(label, lgot, sizeof lgot) && strcmp(want, lgot) == 0) {
                if (loose++ == 0)
                    first_loose = legal[i];
            }
        }
        if (exact == 1 || (exact == 0 && loose == 1)) {
            *out = exact ? first_exact : first_loose;
            st = WM_OK;
        }
    }
    wm__pack_leave(pk);
    if (st != WM_OK)
        wm__fail(st, "text: \"%.64s\" is no move name of %s", text, g->ops->name);
    return st;
}

/* ------------------------------------------------------------------ */
/* Hash, view, bot                                                      */
/* ------------------------------------------------------------------ */

uint64_t wm_hash(const wm_game *g)
{
    if (!g)
        return 0;
    const unsigned char *p = (const unsigned char *)g->state;
    size_t n = g->ops->hash_size ? g->ops->hash_size : g->ops->state_size;
    uint64_t h = UINT64_C(0x6a09e667f3bcc909) ^ n;
    while (n >= 8) {
        uint64_t w;
        memcpy(&w, p, 8);
        h = (h ^ w) * UINT64_C(0x9e3779b97f4a7c15);
        h ^= h >> 29;
        p += 8;
        n -= 8;
    }
    if (n) {
        uint64_t w = 0;
        memcpy(&w, p, n);
        h = (h ^ w) * UINT64_C(0x9e3779b97f4a7c15);
    }
    return wm__mix64(h);
}

/* Bound on any title's seat count, for the view's outcome. */
#define WM_VIEW_SEATS 16

/* The members every title's view starts with, in this order
 * (doc/schema/view-common.json); then the title's own members. */
static void common_view(const wm_game *g, int viewer, wm_json *j)
{
    const wm_title_ops *ops = g->ops;
    const void *st = g->state;
    char text[WM_VIEW_TEXT_MAX];
    int over = ops->is_over(st) != 0;
    int n = ops->seat_count(st);
    int32_t res[WM_VIEW_SEATS] = {0};

    if (over && n <= WM_VIEW_SEATS) /* every title has far fewer seats */
        ops->outcome(st, res);
    if (n > WM_VIEW_SEATS)
        n = WM_VIEW_SEATS;
    wm__json_kstr(j, "title", ops->name);
    wm__json_kint(j, "title_id", ops->id);
    wm__json_kint(j, "viewer", viewer);
    wm__json_kint(j, "scenario", ops->scenario ? ops->scenario(st) : 0);
    wm__json_kstr(j, "scenario_name", ops->scenario_name ? ops->scenario_name(st) : "");
    wm__json_key(j, "seats");
    wm__json_arr(j);
    for (int s = 0; s < n; s++) {
        wm__json_obj(j);
        wm__json_kint(j, "seat", s);
        wm__json_kstr(j, "name", ops->seat_name(st, s));
        if (over)
            wm__json_kint(j, "result", res[s]);
        if (ops->seat_view)
            ops->seat_view(st, s, viewer, j);
        wm__json_obj_end(j);
    }
    wm__json_arr_end(j);
    int who = over ? WM_NOBODY : ops->to_move(st);
    wm__json_kint(j, "to_move", who);
    wm__json_kstr(j, "to_move_name", who >= 0 ? ops->seat_name(st, who) : who == WM_CHANCE ? "chance" : "nobody");
    wm__json_kstr(j, "prompt", prompt(g));
    text[0] = '\0';
    if (ops->round_text)
        ops->round_text(st, text, sizeof text);
    wm__json_kstr(j, "round_text", text);
    wm__json_kbool(j, "over", over);
    wm__json_key(j, "outcome");
    if (!over) {
        wm__json_null(j);
        return;
    }
    wm__json_obj(j);
    wm__json_key(j, "winners");
    wm__json_arr(j);
    for (int s = 0; s < n; s++)
        if (res[s] == WM_WIN)
            wm__json_str(j, ops->seat_name(st, s));
    wm__json_arr_end(j);
    text[0] = '\0';
    if (ops->end_reason)
        ops->end_reason(st, text, sizeof text);
    wm__json_kstr(j, "reason", text);
    wm__json_obj_end(j);
}

wm_status wm_to_json(const wm_game *g, int viewer, char *buf, size_t cap, size_t *len)
{
    if (!g || !len)
        return wm__fail(WM_EINVAL, "%s is NULL", !g ? "game" : "len");
    if (viewer != WM_OMNISCIENT && viewer != WM_SPECTATOR && (viewer < 0 || viewer >= wm_seat_count(g)))
        return wm__fail(WM_EINVAL, "viewer: %d is not a seat of this game (0-%d), WM_OMNISCIENT or WM_SPECTATOR", viewer,
                        wm_seat_count(g) - 1);
    wm_json j;
    wm__json_init(&j, buf, buf ? cap : 0);
    const void *pk = wm__pack_enter(g);
    wm__json_obj(&j);
    common_view(g, viewer, &j);
    g->ops->view(g->state, viewer, &j);
    wm__json_obj_end(&j);
    wm__pack_leave(pk);
    wm_status st = wm__json_finish(&j, len);
    if (st != WM_OK)
        wm__fail(st, "buf: %zu bytes, the view needs %zu", buf ? cap : 0, *len + 1);
    return st;
}

static wm_status bot_move(const wm_game *g, wm_move *out)
{
    if (g->ops->is_over(g->state))
        return wm__fail(WM_EOVER, "bot: the game is over");
    if (g->ops->bot) {
        wm_status st = g->ops->bot(g->state, out);
        if (st != WM_OK)
            wm__fail(st, "bot: %s's Non-player rules found no move here (%s)", g->ops->name, g->ops->prompt(g->state));
        return st;
    }
    wm_move tmp[WM_LEGAL_STACK];
    size_t n = g->ops->legal(g->state, tmp, WM_LEGAL_STACK);
    if (n == 0)
        return wm__fail(WM_EILLEGAL, "bot: no legal move (%s)", g->ops->prompt(g->state));
    if (n > WM_LEGAL_STACK)
        n = WM_LEGAL_STACK;
    uint64_t s = wm_hash(g);
    *out = tmp[wm__rng_below(&s, (uint32_t)n)];
    return WM_OK;
}

wm_status wm_bot_move(const wm_game *g, wm_move *out)
{
    if (!g || !out)
        return wm__fail(WM_EINVAL, "%s is NULL", !g ? "game" : "out");
    const void *pk = wm__pack_enter(g);
    wm_status st = bot_move(g, out);
    wm__pack_leave(pk);
    return st;
}
