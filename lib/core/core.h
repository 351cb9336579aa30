/*
 * core.h - the game handle, shared by the core's source files only.
 */
#ifndef WM_CORE_H
#define WM_CORE_H

#include "internal.h"

#include <stdatomic.h>

/*
 * The options a game was created with, as far as the rules depend on them
 * (the allocator does not): wm_new() with them reproduces the initial
 * position, and replaying the history from there reproduces the game.
 * Kept in the handle (32 bytes, copied by wm_clone/wm_copy) and in saves
 * (format 2) instead of a copy of the initial state.  known == 0 for a
 * game loaded from a format-1 save: its log is unavailable.
 */
typedef struct wm_origin {
    uint64_t seed;
    int32_t scenario, seats;
    uint32_t bots, flags; /* flags: the rules' flags, never WM_OPT_NO_HISTORY */
    uint32_t known, reserved;
} wm_origin;

/*
 * A handle: the title's flat state (at the end, 8-byte aligned) plus the
 * move history beside it (principle 3 of doc/design.md: the history lives in
 * the handle, not in the state).
 */
struct wm_game {
    const wm_title_ops *ops;
    wm_content *content; /* the pack it plays (a reference), or NULL: built-in */
    const void *pack;    /* content->data, or NULL: what wm__pack_data is set to */
    wm_alloc_fn alloc;
    void *alloc_ud;
    uint32_t flags;      /* WM_OPT_* given at creation (NO_HISTORY matters here) */
    uint32_t reserved;
    wm_move *hist;       /* NULL when empty */
    size_t nhist;
    size_t hist_cap;
    wm_origin origin;    /* how the game was created: the log's replay starts there */
    uint64_t state[];    /* ops->state_size bytes, rounded up to 8 */
};

/*
 * A content pack (lib/core/content.c): the title's tables, built by its
 * pack_read in the arena, the canonical text and its hash.  Immutable
 * once made; shared by reference between the games that play it.
 */
struct wm_content {
    const wm_title_ops *ops;
    const void *data;
    uint64_t hash;
    const char *canon;   /* the canonical text (wm_content_write) */
    size_t canon_len;
    wm_alloc_fn alloc;
    void *alloc_ud;
    wm_arena arena;
    _Atomic unsigned refs;
};
/* Another reference to a pack (NULL is ignored); returns it. */
wm_content *wm__content_ref(const wm_content *c);
/* Drops a reference (NULL is ignored); frees the pack at the last one. */
void wm__content_unref(wm_content *c);
/* Makes g play c (NULL: built-in), taking a reference, dropping the old. */
void wm__game_set_content(wm_game *g, const wm_content *c);

/* Entry to a public function that runs title code for g: points the
 * thread's wm__pack_data at g's pack and returns the previous value, to
 * be put back by wm__pack_leave() before returning. */
static inline const void *wm__pack_enter(const wm_game *g)
{
    const void *old = wm__pack_data;
    wm__pack_data = g->pack;
    return old;
}
static inline void wm__pack_leave(const void *old)
{
    wm__pack_data = old;
}

/* Allocation through the handle's hook. */
void *wm__alloc(wm_alloc_fn fn, void *ud, void *ptr, size_t osize, size_t nsize);

/* The ops table of a title, or NULL when unknown or unavailable. */
const wm_title_ops *wm__title_ops(wm_title title);

/* Allocates a zeroed handle for ops, with no history; NULL on failure. */
wm_game *wm__game_alloc(const wm_title_ops *ops, wm_alloc_fn fn, void *ud, uint32_t flags);

/* Sets up g's state again as wm_new() would with the options o (checked
 * by wm__options_read, of g's title; o->flags' WM_OPT_NO_HISTORY is not
 * changed for g): the history is emptied, the origin replaced; nothing is
 * allocated.  The title's init status (WM_EINVAL for options it refuses). */
wm_status wm__game_reinit(wm_game *g, const wm_options *o);

/* Ensures room for n history moves; WM_OK or WM_ENOMEM (nothing changed). */
wm_status wm__history_reserve(wm_game *g, size_t n);

/* The arguments every constructor of games checks (wm_new_with_content,
 * wm_batch_new_with_content): the options read into *o, the title's ops
 * into *ops, a pack (or NULL) of that title.  WM_OK, or WM_EINVAL with
 * the reason set. */
wm_status wm__new_args(wm_title title, const wm_options *opts, const wm_content *content, wm_options *o,
                       const wm_title_ops **ops);

/* Validates the caller's options struct (size, unknown bytes); fills *out
 * with a complete copy.  NULL opts gives the defaults. */
wm_status wm__options_read(const wm_options *opts, wm_options *out);

/* A new game of title ops from the options recorded in org (the replay of
 * a log or of an older save starts there), allocating through fn/ud.
 * WM_ECORRUPT when wm_new() refuses those options, WM_ENOMEM as is. */
wm_status wm__new_from_origin(const wm_title_ops *ops, const wm_origin *org, const wm_content *content,
                              wm_alloc_fn fn, void *ud, wm_game **out);

/* CRC-32 (IEEE 802.3, as zlib) of n bytes: the saves' checksum (save.c),
 * also the model files' (model.c). */
uint32_t wm__crc32(const void *p, size_t n);

/* The observation layout hash of a title's model files (model.c,
 * doc/model-format.md) and, in *size, its observation size. */
uint32_t wm__model_layout_hash(const wm_title_ops *ops, uint32_t *size);

#endif /* WM_CORE_H */
