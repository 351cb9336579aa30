/**
 * @file weimar.h
 * @brief libweimar: the generic C API shared by every title.
 *
 * Every title is driven through the same handful of functions: create a
 * game with wm_new(), ask who is to move with wm_to_move(), list the legal
 * moves with wm_legal_moves(), apply one with wm_apply(), and repeat until
 * wm_is_over().  Per-title headers (`weimar/march.h`, ...) add constants
 * only: move encodings, scenario and seat ids.
 *
 * Conventions used throughout:
 * - Functions that can fail return a ::wm_status; 0 is success and every
 *   error is a fixed negative number (see wm_strerror()).
 * - Objects are handed out through a pointer parameter and released with
 *   the matching `_free` function, which accepts NULL.
 * - Functions that fill a caller's buffer take its capacity and report the
 *   size they need through a `len` out-parameter; a buffer that is too
 *   small yields ::WM_ERANGE and the needed size, so a call with a NULL
 *   buffer and a capacity of 0 is the way to ask for the size.
 * - The library keeps no global mutable state (the game log's sink is
 *   thread-local and set only inside wm_log_new()).  Distinct handles may
 *   be used from distinct threads at the same time; one handle must not be
 *   mutated by two threads at once (const functions may share a handle).
 */
#ifndef WEIMAR_H
#define WEIMAR_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

/**
 * @defgroup core Generic API
 * @brief Functions and types shared by every title.
 * @{
 */

/** @brief Major version: changes only with an incompatible ABI. @since 1.0 */
#define WM_VERSION_MAJOR 1
/** @brief Minor version: grows when functions are added. @since 1.0 */
#define WM_VERSION_MINOR 3
/** @brief Patch version: fixes with no change to the ABI. @since 1.0 */
#define WM_VERSION_PATCH 0

/** @cond INTERNAL */
#if defined(WM_BUILDING_LIBRARY) && defined(__GNUC__)
#define WM_API __attribute__((visibility("default")))
#else
#define WM_API
#endif
/** @endcond */

/**
 * @brief Status codes.  0 is success; errors are fixed negative numbers
 * that are never reused.
 * @since 1.0
 */
typedef enum wm_status {
    WM_OK = 0,        /**< Success. */
    WM_EINVAL = -1,   /**< An argument is invalid (NULL handle, bad options, unknown title or move id, unparsable text). */
    WM_EILLEGAL = -2, /**< The move is not legal now, or the call does not fit the game's state; the game is unchanged. */
    WM_ENOMEM = -3,   /**< The allocator failed. */
    WM_ECORRUPT = -4, /**< A saved game is truncated, damaged, foreign or violates the rules' invariants. */
    WM_EVERSION = -5, /**< A saved game was written by a newer, incompatible format version. */
    WM_ERANGE = -6,   /**< A caller's buffer is too small; the needed size is reported through `len`. */
    WM_EOVER = -7,    /**< The game is over: no more moves can be applied. */
    WM_ECONTENT = -8  /**< A content pack does not validate (wm_content_new() says where), or a saved game was made with another content pack than the one given (since 1.3). */
} wm_status;

/**
 * @brief A human-readable, static English description of a status code.
 * @param[in] status any value; unknown values get a generic text.
 * @return a string with static lifetime; never NULL.
 * @since 1.0
 */
WM_API const char *wm_strerror(wm_status status);

/**
 * @brief Why the last failing call on this thread failed, in one English
 * sentence naming the argument or the rule at fault:
 * "options.seats: 5 is not 2 or 3 for Democracy under Siege",
 * "move 1234 is not legal now (...)", "save: checksum mismatch",
 * "out is NULL".
 *
 * Every public function that returns a status other than ::WM_OK sets
 * it, and so do the functions that signal failure by a NULL or a 0 where
 * that is not also a normal answer (wm_seat_name() of a bad seat,
 * wm_title_name() of an unknown title, wm_batch_game() out of range).
 * The rule for calls that succeed: they never set a message, and may
 * leave the previous one in place (as @c errno) - read it only right
 * after a call failed, or call wm_clear_error() first.  The message is
 * per thread (C11 @c _Thread_local): a failure on one thread never
 * changes another's.  Formatting happens only on the failing path, into
 * a fixed buffer: nothing is allocated.
 * @return the message, "" when no call has failed on this thread since it
 *   started or since wm_clear_error(); owned by the library, valid until
 *   the next call of this library on this thread.  Never NULL.
 * @since 1.3
 */
WM_API const char *wm_last_error(void);

/**
 * @brief Empties this thread's last error message: wm_last_error()
 * returns "" until a call fails again.
 * @since 1.3
 */
WM_API void wm_clear_error(void);

/**
 * @brief The library's version at run time, as "MAJOR.MINOR.PATCH".
 * @return a string with static lifetime.
 * @since 1.0
 */
WM_API const char *wm_version(void);

/**
 * @brief The four titles.
 * @since 1.0
 */
typedef enum wm_title {
    WM_MARCH_OF_PROGRESS = 1,      /**< The March of Progress (weimar/march.h). */
    WM_FRIEDRICH_EBERT = 2,        /**< Friedrich Ebert: Der Weg zur Demokratie (weimar/ebert.h; since 1.1). */
    WM_WEIMAR_REPUBLIC = 3,        /**< The Weimar Republic (weimar/republic.h; since 1.1; any seat Non-player via wm_options.bots). */
    WM_DEMOCRACY_UNDER_SIEGE = 4   /**< Democracy under Siege (weimar/siege.h; since 1.2, 2 or 3 seats). */
} wm_title;

/**
 * @brief Whether this build of the library can play a title.
 * @param[in] title any value.
 * @return 1 if wm_new() accepts @p title, else 0.
 * @since 1.0
 */
WM_API int wm_title_available(wm_title title);

/**
 * @brief The English name of a title ("The March of Progress").
 * @param[in] title any value.
 * @return a static string, or NULL for an unknown title.
 * @since 1.0
 */
WM_API const char *wm_title_name(wm_title title);

/**
 * @brief The ABI's constants as one JSON text, the source the bindings
 * read their titles, scenarios, seats and flags from (so none of them
 * keeps a copy that could fall behind the headers).
 *
 * An object: "version"; "status", "options" (the generic flags
 * ::WM_OPT_EXTERNAL_DICE and ::WM_OPT_NO_HISTORY), "special_seats" (::WM_CHANCE, ::WM_NOBODY, ::WM_OMNISCIENT,
 * ::WM_SPECTATOR), "results", "playout_policies" and "limits"; and
 * "titles", one object per title with "id", "c" (its wm_title
 * constant), "key" ("DEMOCRACY_UNDER_SIEGE"), "short_name" ("siege"),
 * "name" (wm_title_name()), "available", "seats_min", "seats_max",
 * "seats_default", "bots" (whether wm_options.bots may name seats),
 * "scenario_default", "actions" and the lists "scenarios", "seats"
 * (seat numbers and their names), "flags" (wm_options.flags bits) and
 * "other".  Every list element is {"name", "c", "value", "text"}: "name"
 * is the binding's member name ("ADVANCED"), "c" the macro of the
 * title's header ("WM_SIEGE_ADVANCED", or null where the header has
 * none), "value" its value.  The text is the same for every call of a
 * given library build.
 * @param[out] buf receives the NUL-terminated text (may be NULL to ask
 *   for the size).
 * @param[in] cap the size of @p buf.
 * @param[out] len the text's length without the NUL (also on ::WM_ERANGE).
 * @return ::WM_OK; ::WM_EINVAL for a NULL @p len; ::WM_ERANGE if @p cap
 *   is below *len + 1.
 * @since 1.3
 */
WM_API wm_status wm_constants_json(char *buf, size_t cap, size_t *len);

/**
 * @brief A move: an index into the title's fixed action space
 * (0 <= move < wm_action_count()), documented in the title's header.
 * Learning code can use it directly as a policy index.
 * @since 1.0
 */
typedef uint32_t wm_move;

/** @brief wm_to_move(): the chance seat, which decides die rolls (with ::WM_OPT_EXTERNAL_DICE). @since 1.0 */
#define WM_CHANCE (-2)
/** @brief wm_to_move(): nobody is to move because the game is over. @since 1.0 */
#define WM_NOBODY (-1)
/** @brief wm_to_json() viewer that sees everything, hidden information included. @since 1.0 */
#define WM_OMNISCIENT (-3)
/** @brief wm_to_json() viewer that sees only what is public to every seat. @since 1.0 */
#define WM_SPECTATOR (-4)

/** @brief Option flag: every die roll is a decision of ::WM_CHANCE instead of the internal generator. @since 1.0 */
#define WM_OPT_EXTERNAL_DICE 0x0001u
/** @brief Option flag: do not record the move history (saves a little time and memory in search). @since 1.0 */
#define WM_OPT_NO_HISTORY 0x0002u
/** @brief Option flags from this bit upwards are defined by each title's header. @since 1.0 */
#define WM_OPT_TITLE_SHIFT 16

/**
 * @brief An allocator hook, in the style of `lua_Alloc`.
 *
 * Called with @p nsize > 0 to allocate (when @p ptr is NULL) or resize, and
 * with @p nsize == 0 to free @p ptr (then its return value is ignored).
 * @p osize is the size of the block @p ptr points to (0 when @p ptr is NULL).
 * It must return NULL on failure and leave @p ptr untouched.
 * @since 1.0
 */
typedef void *(*wm_alloc_fn)(void *ud, void *ptr, size_t osize, size_t nsize);

/** @brief A content pack: a title's printed cards (names, texts, flags,
 * programs), read from JSON by wm_content_new() (see @ref content).
 * @since 1.3 */
typedef struct wm_content wm_content;

/**
 * @brief Options for wm_new() and wm_load_with().  The one transparent
 * struct of the API: fill it with wm_options_init(), then change fields.
 *
 * Fields are only ever appended.  The library reads @c size to know which
 * fields the caller's struct has, rejects a size smaller than the first
 * release's, and rejects non-zero bytes in fields it does not know.
 * @since 1.0
 */
typedef struct wm_options {
    uint32_t size;        /**< sizeof(wm_options) as the caller compiled it. */
    uint32_t flags;       /**< ::WM_OPT_EXTERNAL_DICE, ::WM_OPT_NO_HISTORY and title flags. */
    uint64_t seed;        /**< Seed of the game's generator: same seed + same moves = same game. */
    int32_t scenario;     /**< Per-title scenario or chapter id; 0 selects the title's default. */
    int32_t seats;        /**< Number of seats where it varies; 0 selects the scenario's default. */
    uint32_t bots;        /**< Bit mask of seats run by the title's own Non-player rules (titles that have them). */
    uint32_t reserved;    /**< Must be 0. */
    wm_alloc_fn alloc;    /**< Allocator, or NULL for the C library's realloc/free. */
    void *alloc_ud;       /**< First argument passed to @c alloc. */
} wm_options;

/**
 * @brief Fill @p opts with the defaults (seed 0, default scenario and seats,
 * no flags, standard allocator) and set its @c size.
 * @param[out] opts the struct to fill; NULL is ignored.
 * @since 1.0
 */
WM_API void wm_options_init(wm_options *opts);

/** @brief An opaque game: one title's state plus its move history. @since 1.0 */
typedef struct wm_game wm_game;

/**
 * @brief Create a new game, set up as the scenario's rules say.
 *
 * With internal dice, set-up rolls (initiative and the like) are made at
 * once from the seeded generator.
 * @param[in] title which game.
 * @param[in] opts options, or NULL for the defaults.
 * @param[out] out receives the new game; set to NULL on failure.  Free it
 *   with wm_free().
 * @return ::WM_OK; ::WM_EINVAL for a NULL @p out, an unknown or unavailable
 *   title, an invalid scenario, seat count or flag, or a malformed options
 *   struct; ::WM_ENOMEM.
 * @since 1.0
 */
WM_API wm_status wm_new(wm_title title, const wm_options *opts, wm_game **out);

/**
 * @brief Make an independent copy of a game, history included.
 * The copy uses the source's allocator.
 * @param[in] game the game to copy.
 * @param[out] out receives the copy; set to NULL on failure.
 * @return ::WM_OK, ::WM_EINVAL for NULL arguments, ::WM_ENOMEM.
 * @since 1.0
 */
WM_API wm_status wm_clone(const wm_game *game, wm_game **out);

/**
 * @brief Copy the whole of @p src into @p dst, which must be a game of the
 * same title and scenario size; no allocation unless @p dst's history
 * buffer must grow.  The fast way for search code to reset a scratch game.
 * @param[in,out] dst the game overwritten.
 * @param[in] src the game copied.
 * @return ::WM_OK; ::WM_EINVAL for NULL or mismatched titles; ::WM_ENOMEM.
 * @since 1.0
 */
WM_API wm_status wm_copy(wm_game *dst, const wm_game *src);

/**
 * @brief Free a game.  NULL is ignored.
 * @param[in] game the game to free; the pointer is invalid afterwards.
 * @since 1.0
 */
WM_API void wm_free(wm_game *game);

/**
 * @brief The title a game plays.
 * @param[in] game the game.
 * @return the title, or 0 for a NULL @p game.
 * @since 1.0
 */
WM_API wm_title wm_game_title(const wm_game *game);

/**
 * @brief The number of seats in this game (seats are numbered from 0).
 * @param[in] game the game.
 * @return the seat count, or 0 for a NULL @p game.
 * @since 1.0
 */
WM_API int wm_seat_count(const wm_game *game);

/**
 * @brief The name of a seat in this game's scenario ("France", "Neutral").
 * @param[in] game the game.
 * @param[in] seat a seat, or ::WM_CHANCE.
 * @return a static string, or NULL for a NULL game or an unknown seat.
 * @since 1.0
 */
WM_API const char *wm_seat_name(const wm_game *game, int seat);

/**
 * @brief The size of the title's action space: every move id is below it.
 * @param[in] game the game.
 * @return the number of move ids, or 0 for a NULL @p game.
 * @since 1.0
 */
WM_API uint32_t wm_action_count(const wm_game *game);

/**
 * @brief Who decides next.
 * @param[in] game the game.
 * @return a seat (0 to wm_seat_count() - 1), ::WM_CHANCE for a die roll
 *   with ::WM_OPT_EXTERNAL_DICE, or ::WM_NOBODY when the game is over or
 *   @p game is NULL.
 * @since 1.0
 */
WM_API int wm_to_move(const wm_game *game);

/**
 * @brief List every legal move of the decision now pending, in increasing
 * id order.
 * @param[in] game the game.
 * @param[out] buf where to store moves; may be NULL when @p cap is 0.
 * @param[in] cap how many moves @p buf holds.
 * @return the number of legal moves, which may exceed @p cap (then only
 *   the first @p cap are stored); 0 when the game is over or @p game is NULL.
 * @since 1.0
 */
WM_API size_t wm_legal_moves(const wm_game *game, wm_move *buf, size_t cap);

/**
 * @brief Whether a move is legal now.
 * @param[in] game the game.
 * @param[in] move any value.
 * @return 1 if wm_apply() would accept @p move, else 0.
 * @since 1.0
 */
WM_API int wm_is_legal(const wm_game *game, wm_move move);

/**
 * @brief Apply one move.  Atomic: on any error the game is left
 * byte-for-byte unchanged.  With internal dice, die rolls that follow are
 * resolved before it returns.
 * @param[in,out] game the game.
 * @param[in] move one of the moves wm_legal_moves() lists.
 * @return ::WM_OK; ::WM_EINVAL for a NULL @p game; ::WM_EOVER when the game
 *   is over; ::WM_EILLEGAL for any move not listed as legal (ids out of
 *   range included); ::WM_ENOMEM if the history could not grow.
 * @since 1.0
 */
WM_API wm_status wm_apply(wm_game *game, wm_move move);

/** @brief A buffer of this many bytes holds any move name of any title. @since 1.0 */
#define WM_MOVE_NAME_MAX 64

/**
 * @brief The stable, human-readable name of a move ("play ATTACK+1").
 * Names round-trip through wm_move_parse() on the same game.
 * @param[in] game the game (names may use its scenario's country names).
 * @param[in] move a move id below wm_action_count(), legal or not.
 * @param[out] buf receives the NUL-terminated name; may be NULL if @p cap is 0.
 * @param[in] cap size of @p buf in bytes.
 * @param[out] len if not NULL, receives the name's length without the NUL.
 * @return ::WM_OK; ::WM_EINVAL for a NULL game or an id out of range;
 *   ::WM_ERANGE if @p cap is too small (nothing is written).
 * @since 1.0
 */
WM_API wm_status wm_move_name(const wm_game *game, wm_move move, char *buf, size_t cap, size_t *len);

/**
 * @brief Find the move whose name is @p text.  Matching ignores case and
 * collapses runs of white space; a decimal move id ("#17") is accepted too.
 * When no name matches so, a name as the board spells it is taken if it
 * names exactly one move (since 1.3): umlauts and their transliterations
 * are one ("space München", "space Muenchen", "space munchen"), ß is ss,
 * and spaces, hyphens, apostrophes, '&' and the word "and" are ignored
 * ("space Braunschweig and Anhalt" for "space BraunschweigAnhalt").
 * @param[in] game the game.
 * @param[in] text a UTF-8 string.
 * @param[out] out receives the move id.
 * @return ::WM_OK; ::WM_EINVAL for NULL arguments or text that names no
 *   move.  The move found need not be legal now (see wm_is_legal()).
 *   Since 1.3, when no name matches either way, the text may be a legal
 *   move's label (wm_move_label()), compared as names are and then
 *   folded the same way; it is taken when it names exactly one move.
 * @since 1.0
 */
WM_API wm_status wm_move_parse(const wm_game *game, const char *text, wm_move *out);

/** @brief A buffer of this many bytes holds any move label of any title (since 1.3). */
#define WM_MOVE_LABEL_MAX 192

/**
 * @brief The text a person reads for a legal move, in UTF-8: the board's
 * names ("space Köln", "space Braunschweig and Anhalt"), a card's name
 * and number ("Event: #10 Treaty of Versailles", with " [reconstructed]"
 * after a wholly reconstructed card of The Weimar Republic), and what the
 * move costs or means where its name does not say ("influence France,
 * Neutral Area NW (2 PP)").  A label is for showing: it may change from
 * release to release and with the position, and two moves may share one;
 * wm_move_name() is the stable token.  wm_move_parse() accepts a legal
 * move's label as well as its name.
 * @param[in] game the game.
 * @param[in] move a move legal now (wm_is_legal()).
 * @param[out] buf receives the NUL-terminated label; may be NULL if @p cap is 0.
 * @param[in] cap size of @p buf in bytes (::WM_MOVE_LABEL_MAX always suffices).
 * @param[out] len if not NULL, receives the label's length in bytes without
 *   the NUL (also with ::WM_ERANGE).
 * @return ::WM_OK; ::WM_EINVAL for a NULL game or an id out of range;
 *   ::WM_EILLEGAL for a move not legal now (a label may describe the
 *   position, so only a legal move has one; nothing is written);
 *   ::WM_ERANGE if @p cap is too small (nothing is written, as
 *   wm_move_name() does).
 * @since 1.3
 */
WM_API wm_status wm_move_label(const wm_game *game, wm_move move, char *buf, size_t cap, size_t *len);

/**
 * @brief What is being decided now, in English ("choose an action card").
 * Who decides is wm_to_move(); wm_seat_name() names that seat.
 * @param[in] game the game.
 * @return a static string; "" for a NULL game, "game over" once over.
 * @since 1.0
 */
WM_API const char *wm_prompt(const wm_game *game);

/**
 * @brief Whether the game has ended.
 * @param[in] game the game.
 * @return 1 if over, 0 if not; 0 for NULL.
 * @since 1.0
 */
WM_API int wm_is_over(const wm_game *game);

/**
 * @brief Whether the pending decision is secret: the move chosen now must
 * not be shown to the other seats (a card chosen face down, a card taken
 * back unseen).  The game reveals in its views whatever becomes public
 * later.  Frontends and logs use this to hide such moves; wm_history()
 * still records them, so a history is for the eyes of all seats only once
 * the game is over.
 * @param[in] game the game.
 * @return 1 if secret; 0 if not, when over, or for NULL.
 * @since 1.0
 */
WM_API int wm_is_secret(const wm_game *game);

/** @brief wm_outcome(): the seat won (alone). @since 1.0 */
#define WM_WIN 1
/** @brief wm_outcome(): the seat shares the best result (a tie or draw). @since 1.0 */
#define WM_DRAW 0
/** @brief wm_outcome(): the seat lost. @since 1.0 */
#define WM_LOSS (-1)

/**
 * @brief The result of a finished game: ::WM_WIN, ::WM_DRAW or ::WM_LOSS
 * for each seat.
 * @param[in] game the game.
 * @param[out] per_seat receives one value per seat.
 * @param[in] n the number of elements of @p per_seat.
 * @return ::WM_OK; ::WM_EINVAL for NULL arguments; ::WM_ERANGE if @p n is
 *   below wm_seat_count(); ::WM_EILLEGAL if the game is not over.
 * @since 1.0
 */
WM_API wm_status wm_outcome(const wm_game *game, int32_t *per_seat, size_t n);

/**
 * @brief The moves applied so far, oldest first, as given to wm_apply()
 * (chance moves appear only with ::WM_OPT_EXTERNAL_DICE).  Replaying them
 * on a new game with the same options reproduces the game.
 * @param[in] game the game.
 * @param[out] buf where to store them; may be NULL when @p cap is 0.
 * @param[in] cap how many @p buf holds.
 * @return the number of moves in the history (0 with ::WM_OPT_NO_HISTORY).
 * @since 1.0
 */
WM_API size_t wm_history(const wm_game *game, wm_move *buf, size_t cap);

/**
 * @brief Save a game, history included, in libweimar's portable format:
 * versioned, checksummed, fixed byte order, written field by field.
 * @param[in] game the game.
 * @param[out] buf receives the bytes; may be NULL when @p cap is 0.
 * @param[in] cap size of @p buf.
 * @param[out] len receives the saved size (also when ::WM_ERANGE).
 * @return ::WM_OK; ::WM_EINVAL for NULL @p game or @p len; ::WM_ERANGE.
 * @since 1.0
 */
WM_API wm_status wm_save(const wm_game *game, void *buf, size_t cap, size_t *len);

/**
 * @brief Load a game written by wm_save(), with the standard allocator.
 * Every field's range and the title's invariants are checked.  A save
 * of an older state layout of its title (written by an earlier release,
 * format 2, with history) is rebuilt by replaying its moves from the
 * options it was created with, under this release's rules: every move
 * must still be legal, else ::WM_ECORRUPT (a rules change may have made
 * one illegal, or changed what a seeded die or deal gives).
 * @param[in] buf the bytes.
 * @param[in] len their count.
 * @param[out] out receives the game; set to NULL on failure.
 * @return ::WM_OK; ::WM_EINVAL for NULL arguments; ::WM_ECORRUPT for
 *   truncated, damaged, foreign or invalid data; ::WM_EVERSION for a newer
 *   format; ::WM_ECONTENT for a save of a game played with a content pack
 *   (load it with wm_load_with_content()); ::WM_ENOMEM.
 * @since 1.0
 */
WM_API wm_status wm_load(const void *buf, size_t len, wm_game **out);

/**
 * @brief wm_load() with options: only @c size, @c alloc and @c alloc_ud of
 * @p opts are used (the rest comes from the save).
 *
 * A save of a game made with a content pack loads only with that pack
 * (wm_load_with_content()); here it is refused with ::WM_ECONTENT.
 * @param[in] buf the bytes.
 * @param[in] len their count.
 * @param[in] opts options, or NULL for the defaults.
 * @param[out] out receives the game; set to NULL on failure.
 * @return as wm_load(), plus ::WM_EINVAL for a malformed options struct.
 * @since 1.0
 */
WM_API wm_status wm_load_with(const void *buf, size_t len, const wm_options *opts, wm_game **out);

/**
 * @brief A JSON view of the game as seen from one seat: other seats' hands,
 * face-down cards and unrevealed choices are hidden.
 * @param[in] game the game.
 * @param[in] viewer a seat, ::WM_SPECTATOR or ::WM_OMNISCIENT.
 * @param[out] buf receives NUL-terminated UTF-8 JSON; may be NULL when @p cap is 0.
 * @param[in] cap size of @p buf; it must also hold the NUL.
 * @param[out] len receives the JSON's length without the NUL (also when ::WM_ERANGE).
 * @return ::WM_OK; ::WM_EINVAL for NULL @p game or @p len or an unknown
 *   viewer; ::WM_ERANGE.
 * @since 1.0
 */
WM_API wm_status wm_to_json(const wm_game *game, int viewer, char *buf, size_t cap, size_t *len);

/**
 * @brief A 64-bit hash of the game's state (not its history).  Equal states
 * hash equal; stable across runs and builds on machines of the same byte
 * order.
 * @param[in] game the game.
 * @return the hash, or 0 for NULL.
 * @since 1.0
 */
WM_API uint64_t wm_hash(const wm_game *game);

/**
 * @brief The size in bytes of the game's flat state (what wm_clone() and
 * wm_copy() copy besides the history).
 * @param[in] game the game.
 * @return the size, or 0 for NULL.
 * @since 1.0
 */
WM_API size_t wm_state_size(const wm_game *game);

/**
 * @brief Check the game's invariants (piece conservation and the like).
 * wm_load() runs the same check; a game changed only through this API
 * always passes it.
 * @param[in] game the game.
 * @return ::WM_OK, ::WM_EINVAL for NULL, ::WM_ECORRUPT if violated.
 * @since 1.0
 */
WM_API wm_status wm_check(const wm_game *game);

/**
 * @brief A move chosen by the title's own Non-player rules where it has
 * them, else uniformly at random among the legal moves.  Deterministic: a
 * function of the state alone, and it never changes the game.
 * @param[in] game the game.
 * @param[out] out receives the move.
 * @return ::WM_OK; ::WM_EINVAL for NULL arguments; ::WM_EOVER if over.
 * @since 1.0
 */
WM_API wm_status wm_bot_move(const wm_game *game, wm_move *out);

/** @} */

/**
 * @defgroup log Game log
 * @brief What happened, entry by entry, as a person at the table would
 * announce it (since 1.2).
 *
 * A log is a snapshot made from a game for one viewer with wm_log_new().
 * Each entry has the history index of the move that caused it, the seat
 * that acted (::WM_NOBODY for an automatic consequence, ::WM_CHANCE for a
 * die), a short kind token ("move", "reveal", "dice", "combat", "score",
 * "assault", "election", "event", "end", ...), an English line and its
 * structured fields as a JSON object, for frontends that animate.  Every
 * decision gives a "move" entry (the acting seat and the move's name);
 * the automatic consequences of a move follow it.
 *
 * Hidden information follows the rules of wm_to_json(): a seat sees the
 * entries visible to it (its own secret choices included); the
 * others see a redacted form ("Blue makes a secret choice") and the public
 * reveal comes later as its own entry.  ::WM_SPECTATOR sees what every seat
 * sees; ::WM_OMNISCIENT sees every entry in its unredacted form.
 *
 * The log costs nothing while a game is played: it is derived on demand by
 * replaying the game's history from the options it was created with (kept
 * in the handle and in saves), through the same checks as wm_apply().  So
 * it needs the history: games created with ::WM_OPT_NO_HISTORY, and games
 * loaded from saves of libweimar 1.0/1.1 (which do not record how the game
 * was created), have no log.
 * @{
 */

/** @brief An opaque log snapshot, made by wm_log_new(). @since 1.2 */
typedef struct wm_log wm_log;

/**
 * @brief Make the log of a game as one viewer sees it.
 *
 * Replays the game's history on a scratch game (the cost of playing the
 * game again, plus the text); @p game is not changed.
 * @param[in] game the game.
 * @param[in] viewer a seat, ::WM_SPECTATOR or ::WM_OMNISCIENT.
 * @param[in] since keep only the entries caused by history moves with an
 *   index of at least @p since (0: from the set-up on, its entries
 *   included; wm_history()'s count: none yet).
 * @param[out] out receives the log; set to NULL on failure.  Free it with
 *   wm_log_free().
 * @return ::WM_OK; ::WM_EINVAL for NULL @p game or @p out or an unknown
 *   viewer; ::WM_ERANGE if @p since exceeds the history's length;
 *   ::WM_EILLEGAL if the game has no log (::WM_OPT_NO_HISTORY, or loaded
 *   from a save that does not record how it was created); ::WM_ECORRUPT if
 *   the history does not replay to the game's state (a forged save);
 *   ::WM_ENOMEM.
 * @since 1.2
 */
WM_API wm_status wm_log_new(const wm_game *game, int viewer, size_t since, wm_log **out);

/**
 * @brief Free a log.  NULL is ignored.
 * @param[in] log the log; it and every string it returned are invalid afterwards.
 * @since 1.2
 */
WM_API void wm_log_free(wm_log *log);

/**
 * @brief The number of entries of a log.
 * @param[in] log the log.
 * @return the count; 0 for NULL.
 * @since 1.2
 */
WM_API size_t wm_log_count(const wm_log *log);

/**
 * @brief The history index (as wm_history() lists them) of the move that
 * caused an entry.
 * @param[in] log the log.
 * @param[in] i an entry, 0 to wm_log_count() - 1.
 * @return the index; -1 for an entry of the set-up (before any move);
 *   -2 for NULL @p log or @p i out of range.
 * @since 1.2
 */
WM_API int64_t wm_log_move(const wm_log *log, size_t i);

/**
 * @brief The seat an entry is about: the seat that acted.
 * @param[in] log the log.
 * @param[in] i an entry.
 * @return a seat, ::WM_NOBODY for an automatic consequence or ::WM_CHANCE
 *   for a die; ::WM_NOBODY also for NULL @p log or @p i out of range.
 * @since 1.2
 */
WM_API int wm_log_seat(const wm_log *log, size_t i);

/**
 * @brief An entry's kind: a short lower-case token ("move", "reveal",
 * "dice", "combat", "score", "assault", "election", "event", "end", ...).
 * @param[in] log the log.
 * @param[in] i an entry.
 * @return a string owned by @p log; NULL for NULL @p log or @p i out of range.
 * @since 1.2
 */
WM_API const char *wm_log_kind(const wm_log *log, size_t i);

/**
 * @brief An entry's English line ("Assault in Bayern: KPD 7 (die 5)
 * against Coalition 4 (die 2); Coalition removes 1 Reichswehr").
 * @param[in] log the log.
 * @param[in] i an entry.
 * @return a NUL-terminated UTF-8 string owned by @p log; NULL for NULL
 *   @p log or @p i out of range.
 * @since 1.2
 */
WM_API const char *wm_log_text(const wm_log *log, size_t i);

/**
 * @brief An entry's structured fields, as the text of a JSON object
 * ("{"space":"Bayern","attacker_die":5}"); "{}" when it has none.
 * @param[in] log the log.
 * @param[in] i an entry.
 * @return a string owned by @p log; NULL for NULL @p log or @p i out of range.
 * @since 1.2
 */
WM_API const char *wm_log_fields(const wm_log *log, size_t i);

/**
 * @brief The whole log as JSON: {"viewer":V,"since":S,"entries":[{"move":M,
 * "seat":S,"kind":K,"text":T,"fields":{...}},...]}.
 * @param[in] log the log.
 * @param[out] buf receives NUL-terminated UTF-8 JSON; may be NULL when @p cap is 0.
 * @param[in] cap size of @p buf; it must also hold the NUL.
 * @param[out] len receives the JSON's length without the NUL (also when ::WM_ERANGE).
 * @return ::WM_OK; ::WM_EINVAL for NULL @p log or @p len; ::WM_ERANGE.
 * @since 1.2
 */
WM_API wm_status wm_log_to_json(const wm_log *log, char *buf, size_t cap, size_t *len);

/** @} */

/**
 * @defgroup ai Learning and search
 * @brief Observation tensors, chance probabilities, resampling of hidden
 * information and a search opponent (doc/ai.md).
 * @{
 */

/**
 * @brief The number of floats of the game's observation tensor: fixed for
 * the title (the same for every scenario, seat and position).
 * @param[in] game the game.
 * @return the size; 0 for NULL @p game or a title without observations.
 * @since 1.2
 */
WM_API size_t wm_observation_size(const wm_game *game);

/**
 * @brief Fills @p buf with what @p seat observes now, as the title's
 * documented layout (wm_observation_layout()) describes: the same
 * hidden-information rules as wm_to_json() with that seat as viewer.
 * Never allocates.
 * @param[in] game the game.
 * @param[in] seat a seat, 0 <= seat < wm_seat_count().
 * @param[out] buf receives wm_observation_size() floats.
 * @param[in] n the size of @p buf in floats.
 * @return ::WM_OK; ::WM_EINVAL for NULL arguments, a bad seat or a title
 * without observations; ::WM_ERANGE when @p n is too small (nothing written).
 * @since 1.2
 */
WM_API wm_status wm_observe(const wm_game *game, int seat, float *buf, size_t n);

/**
 * @brief The observation tensor's layout as JSON: {"title":T,"size":N,
 * "slices":[{"name":S,"offset":O,"shape":[d0,...],"doc":D},...]}; the
 * slices are row-major, in order, and cover the tensor exactly.
 * @param[in] game the game.
 * @param[out] buf receives NUL-terminated JSON; may be NULL when @p cap is 0.
 * @param[in] cap size of @p buf, NUL included.
 * @param[out] len receives the length without the NUL (also on ::WM_ERANGE).
 * @return ::WM_OK; ::WM_EINVAL for NULL @p game or @p len or a title
 * without observations; ::WM_ERANGE.
 * @since 1.2
 */
WM_API wm_status wm_observation_layout(const wm_game *game, char *buf, size_t cap, size_t *len);

/**
 * @brief At a chance decision (wm_to_move() is ::WM_CHANCE, which happens
 * only with ::WM_OPT_EXTERNAL_DICE), every legal outcome with its exact
 * probability under the rules (the probabilities sum to 1).
 * @param[in] game the game.
 * @param[out] moves receives the outcomes in increasing id order; may be NULL when @p cap is 0.
 * @param[out] probs receives each outcome's probability; may be NULL when @p cap is 0.
 * @param[in] cap the size of both arrays.
 * @return the number of outcomes, which may exceed @p cap (then only @p cap
 * are written); 0 when the pending decision is not chance, the game is
 * over or @p game is NULL.
 * @since 1.2
 */
WM_API size_t wm_chance_outcomes(const wm_game *game, wm_move *moves, double *probs, size_t cap);

/**
 * @brief A new game consistent with everything @p seat has seen of @p game:
 * what it has not seen (other seats' secret cards, face-down choices, the
 * order of face-down stacks, the dice and draws still to come) is drawn
 * afresh from @p seed.  The result passes wm_check(), and its wm_to_json()
 * and wm_observe() for @p seat are byte-identical to @p game's.  It is a
 * determinization for search, not a game that was played: its history is
 * empty and it has no log (wm_log_new() refuses it).  Each title's page in
 * doc/ai.md says what it redraws.
 * @param[in] game the game.
 * @param[in] seat the seat whose knowledge is kept, 0 <= seat < wm_seat_count().
 * @param[in] seed the seed of the draw: same seed, same game.
 * @param[out] out receives a new handle (free it with wm_free()); NULL on failure.
 * @return ::WM_OK; ::WM_EINVAL for NULL arguments, a bad seat or a title
 * that cannot resample; ::WM_EILLEGAL when this position cannot be
 * resampled; ::WM_ENOMEM.
 * @since 1.2
 */
WM_API wm_status wm_resample(const wm_game *game, int seat, uint64_t seed, wm_game **out);

/**
 * @brief A move for the seat to move chosen by information-set Monte
 * Carlo tree search (single-observer ISMCTS with UCB1; playouts follow the
 * title's Non-player rules where it has them, else uniformly random moves;
 * every iteration plays on a fresh resampling of the game for the seat to
 * move, as wm_resample() draws it, so the search never sees hidden
 * information).  At a
 * chance decision it draws an outcome by wm_chance_outcomes().
 * Deterministic: the same game, @p iterations and @p seed give the same
 * move.  Allocates (through the game's allocator) a tree of at most
 * @p iterations + 1 nodes for the duration of the call.
 * @param[in] game the game; not changed.
 * @param[in] iterations the budget: playouts to run (>= 1).
 * @param[in] seed the seed of the search.
 * @param[out] out receives a legal move.
 * @return ::WM_OK; ::WM_EINVAL for NULL arguments, zero @p iterations or a
 * title that cannot resample; ::WM_EOVER when the game is over; ::WM_ENOMEM.
 * @since 1.2
 */
WM_API wm_status wm_search_move(const wm_game *game, uint32_t iterations, uint64_t seed, wm_move *out);

/**
 * @brief The title's own hand-written estimate of the position (the one
 * wm_search_move() scores its cut playouts with), per seat: each in
 * [0, 1], a seat's expected result (1 a win, 0 a loss, 0.5 a draw).  It
 * reads the whole state, hidden information included, as the search does
 * on its determinizations; a learned model with the residual flag
 * (doc/model-format.md, format version 2) is trained on top of it.
 * Titles without one (The March of Progress, Friedrich Ebert) give 0.5
 * for every seat and ::WM_EINVAL.
 * @param[in] game the game.
 * @param[out] value receives @p nvalue floats (seat indexes 0..nvalue-1;
 * those past the game's seats 0.5).
 * @param[in] nvalue the size of @p value (at most 16).
 * @return ::WM_OK; ::WM_EINVAL for NULL arguments, @p nvalue over 16 or
 * a title without an estimate; ::WM_EOVER when the game is over.
 * @since 1.3
 */
WM_API wm_status wm_evaluate(const wm_game *game, float *value, size_t nvalue);

/**
 * @brief A learned evaluation (opaque): a small multilayer perceptron over
 * one title's observation tensor with a value head and a policy head,
 * loaded from a model file (doc/model-format.md).  Immutable after
 * loading except for its evaluation scratch; see wm_model_evaluate().
 * @since 1.3
 */
typedef struct wm_model wm_model;

/**
 * @brief Loads a model file (doc/model-format.md) from @p len bytes.
 * Everything is checked before anything is allocated: the magic, the
 * format version, the checksum, the title (a known one), the observation
 * size and layout hash and the action count (those of this library's
 * title), the layer shapes, the exact length, and that every weight is
 * finite.  The weights and the scratch every evaluation uses are
 * allocated once here.
 * @param[in] bytes the file's bytes; may be NULL only when @p len is 0.
 * @param[in] len their number.
 * @param[out] out receives the model (free it with wm_model_free()); NULL on failure.
 * @return ::WM_OK; ::WM_EINVAL for a NULL @p out or @p bytes;
 * ::WM_ECORRUPT for a malformed file (the reason in wm_last_error());
 * ::WM_EVERSION for a newer format version or a title whose observation
 * layout differs from this library's; ::WM_ENOMEM.
 * @since 1.3
 */
WM_API wm_status wm_model_load(const void *bytes, size_t len, wm_model **out);

/**
 * @brief Frees a model; NULL is ignored.  No search may be using it.
 * @param[in] model the model.
 * @since 1.3
 */
WM_API void wm_model_free(wm_model *model);

/**
 * @brief The title a model evaluates.
 * @param[in] model the model.
 * @return the title; 0 for NULL.
 * @since 1.3
 */
WM_API wm_title wm_model_title(const wm_model *model);

/**
 * @brief Evaluates the network on one observation: the value head's
 * per-seat estimates (each in [0, 1], a seat's expected result: 1 a win,
 * 0 a loss, 0.5 a draw) and the policy head's probabilities over the move
 * ids, a softmax over the moves @p mask marks legal (0 elsewhere).  Float32
 * products in a fixed order and the library's own exponential, so the
 * same inputs give bit-identical outputs on every platform with IEEE
 * float arithmetic (doc/model-format.md, "Determinism").  Never allocates;
 * uses the model's scratch, so one model is evaluated by one thread at a
 * time (searches with wm_search_move_with() have scratch of their own).
 * @param[in] model the model.
 * @param[in] obs wm_observation_size() floats, as wm_observe() writes them.
 * @param[in] nobs their number (the model's observation size).
 * @param[in] mask wm_action_count() bytes, nonzero for legal moves; NULL: every move.
 * @param[out] value receives @p nvalue floats (at most the model's value count); may be NULL.
 * @param[in] nvalue the size of @p value.
 * @param[out] policy receives wm_action_count() floats; may be NULL.
 * @param[in] npolicy the size of @p policy (0, or at least the action count).
 * @return ::WM_OK; ::WM_EINVAL for NULL arguments, wrong sizes or a mask
 * with no legal move.
 * @since 1.3
 */
WM_API wm_status wm_model_evaluate(wm_model *model, const float *obs, size_t nobs, const uint8_t *mask,
                                   float *value, size_t nvalue, float *policy, size_t npolicy);

/**
 * @brief How wm_search_move_with() searches; set up by
 * wm_search_options_init() before changing fields.
 * @since 1.3
 */
typedef struct wm_search_options {
    uint32_t size;          /**< sizeof(wm_search_options), set by wm_search_options_init() */
    uint32_t iterations;    /**< the budget: iterations (>= 1); default 1000 */
    uint64_t seed;          /**< the seed of the search; default 0 */
    const wm_model *model;  /**< NULL: wm_search_move()'s playouts; else leaves and priors from it */
    float c_puct;           /**< PUCT's exploration constant (> 0); default 1.5 */
    uint32_t reserved[5];   /**< zero */
} wm_search_options;

/**
 * @brief Sets @p opts to the defaults (no model, 1000 iterations, seed 0).
 * @param[out] opts the options; NULL is ignored.
 * @since 1.3
 */
WM_API void wm_search_options_init(wm_search_options *opts);

/**
 * @brief A move for the seat to move, by the search @p opts describe.
 * Without a model it is wm_search_move(g, iterations, seed, out).  With a
 * model it is the same information-set tree (every iteration on a fresh
 * resampling for the seat to move), but a new leaf is not played out: the
 * model evaluates the observation of the seat to move there, its value
 * head scores the leaf for every seat and its policy head gives the
 * priors of the leaf's moves, and selection is PUCT (a child's mean +
 * c_puct * prior * sqrt(availability) / (1 + visits)).  The most visited
 * root move is chosen, the lowest id on a tie.  Deterministic: the same
 * game, options and model give the same move on every platform
 * (doc/model-format.md).  Allocates (through the game's allocator) the
 * tree and the network's scratch for the duration of the call, so
 * several threads may search with one model at once.
 * @param[in] game the game; not changed.
 * @param[in] opts the options (wm_search_options_init()).
 * @param[out] out receives a legal move.
 * @return ::WM_OK; ::WM_EINVAL for NULL arguments, a bad options struct,
 * zero iterations, a title that cannot search or a model of another
 * title or with fewer value outputs than the game's seats; ::WM_EOVER;
 * ::WM_ENOMEM.
 * @since 1.3
 */
WM_API wm_status wm_search_move_with(const wm_game *game, const wm_search_options *opts, wm_move *out);

/**
 * @brief wm_search_move_with()'s search, also giving the root's visit
 * count of every move: the distribution AlphaZero-style training uses as
 * the policy's target (weimar.learn).
 *
 * The move is wm_search_move_with()'s for the same arguments (the most
 * visited; the lowest id on a tie).  With a model, PUCT's visits; without
 * one, wm_search_move()'s.  When no search runs (a chance node to move,
 * a single legal move) every count is 0.
 * @param[in] game the game.
 * @param[in] opts the options (wm_search_options_init()).
 * @param[out] visits wm_action_count() counts, indexed by move id: the
 * root children's visits, 0 for the moves not searched (all 0 on failure).
 * @param[in] nvisits their number: wm_action_count().
 * @param[out] out receives a legal move.
 * @return as wm_search_move_with(); ::WM_EINVAL also for a NULL @p visits
 * or @p nvisits not wm_action_count().
 * @since 1.3
 */
WM_API wm_status wm_search_visits(const wm_game *game, const wm_search_options *opts, uint32_t *visits,
                                  size_t nvisits, wm_move *out);

/** @} */

/**
 * @defgroup content Content packs
 * @brief A title's printed cards, loaded at run time from JSON (since 1.3).
 *
 * The rulebooks of three titles do not print their cards' texts; the
 * library ships faithful where the rulebook speaks and reconstructed
 * content elsewhere.  A content pack lets an owner of the printed game
 * type in the cards as printed and play with them, without a compiler:
 * a JSON text (doc/content-packs.md; JSON Schemas in doc/schema/) whose
 * members replace any card's name, text, flags and program, the program
 * written in the title's effect vocabulary with opcodes, spaces and
 * tracks by name.  Titles with packs: Friedrich Ebert (letters and
 * resolution cards), The Weimar Republic (Event cards) and Democracy
 * under Siege (Strategy Cards and War Cards).
 *
 * A pack is validated whole when it is made: one that does not validate
 * is refused with ::WM_ECONTENT and a message naming the card and the
 * field; nothing is half-loaded.  Play it with wm_new_with_content() and
 * load its saves with wm_load_with_content().  A game remembers its pack:
 * saves carry the pack's hash and load only with the same pack.  A pack is immutable
 * and may be shared by any number of games on any threads.
 * wm_content_write() gives the canonical text of a pack, or of a title's
 * built-in content: a starting point to edit, and loading it plays
 * exactly the built-in game.
 * @{
 */

/**
 * @brief wm_new() playing a content pack: the game keeps its own reference
 * to @p content (the caller may free it at once); its clones, copies,
 * saves, log and replays use the same pack.
 *
 * (The pack is a parameter, not a member of ::wm_options: wm_options_init()
 * of a newer library writes its whole struct, so the struct a program was
 * compiled with cannot grow under it.)
 * @param[in] title which game; it must be the pack's title.
 * @param[in] opts options, or NULL for the defaults.
 * @param[in] content the pack, or NULL for the built-in content (then
 *   this is wm_new()).
 * @param[out] out receives the new game; set to NULL on failure.
 * @return as wm_new(), plus ::WM_EINVAL for a pack of another title.
 * @since 1.3
 */
WM_API wm_status wm_new_with_content(wm_title title, const wm_options *opts, const wm_content *content,
                                     wm_game **out);

/**
 * @brief wm_load_with() for a game of a content pack.  A game made with a
 * pack is saved with the pack's hash (wm_content_hash()): it loads only
 * with a pack of that hash, and a game of the built-in content only with
 * a NULL @p content.
 * @param[in] buf the bytes.
 * @param[in] len their count.
 * @param[in] opts options (only @c size, @c alloc and @c alloc_ud are
 *   used), or NULL.
 * @param[in] content the pack the game was made with, or NULL for the
 *   built-in content.
 * @param[out] out receives the game; set to NULL on failure.
 * @return as wm_load_with(), plus ::WM_ECONTENT when the save was made
 *   with another content pack (or with none, or @p content is NULL and it
 *   was made with one).
 * @since 1.3
 */
WM_API wm_status wm_load_with_content(const void *buf, size_t len, const wm_options *opts,
                                      const wm_content *content, wm_game **out);

/**
 * @brief Read and validate a content pack.
 *
 * Strict JSON (RFC 8259, UTF-8, at most 1 MiB, nesting at most 12
 * levels deep); every member is checked: unknown members, wrong types,
 * unknown cards, opcodes, spaces or tracks, values out of range and
 * cards listed twice are errors.  Memory is bounded (a few times the
 * input's size) and allocated through @c opts->alloc.
 * @param[in] json the pack's text; need not be NUL-terminated.
 * @param[in] len its length in bytes.
 * @param[in] opts options (only @c size, @c alloc and @c alloc_ud are
 *   used), or NULL.
 * @param[out] out receives the pack; NULL on failure.  Free it with
 *   wm_content_free().
 * @param[out] msg receives a NUL-terminated English message on failure
 *   ("card N12: field \"pp\": expected an integer from 0 to 7"; "" on
 *   success); may be NULL when @p cap is 0.
 * @param[in] cap size of @p msg in bytes (256 hold every message).
 * @return ::WM_OK; ::WM_EINVAL for NULL @p json or @p out or a malformed
 *   options struct; ::WM_ECONTENT for a pack that does not validate
 *   (too large included); ::WM_ENOMEM.
 * @since 1.3
 */
WM_API wm_status wm_content_new(const void *json, size_t len, const wm_options *opts, wm_content **out, char *msg,
                                size_t cap);

/**
 * @brief Release the caller's reference to a pack.  Games made with it
 * keep their own: the pack is freed when the last of them is.  NULL is
 * ignored.
 * @param[in] content the pack; the pointer is invalid afterwards.
 * @since 1.3
 */
WM_API void wm_content_free(wm_content *content);

/**
 * @brief The title a pack is for.
 * @param[in] content the pack.
 * @return the title, or 0 for NULL.
 * @since 1.3
 */
WM_API wm_title wm_content_title(const wm_content *content);

/**
 * @brief A 64-bit hash of the pack's canonical text (wm_content_write()):
 * two packs that give the same cards the same values hash alike, however
 * they are written.  Saves record it.
 * @param[in] content the pack.
 * @return the hash (never 0), or 0 for NULL.
 * @since 1.3
 */
WM_API uint64_t wm_content_hash(const wm_content *content);

/**
 * @brief The canonical text of a pack: every card with every field, in a
 * fixed order and layout.  With a NULL @p content, the built-in content
 * of @p title as a pack (examples/content writes it): a pack to edit, and
 * one that plays games identical to the built-in ones.
 * @param[in] title the title (with @p content, it must be the pack's).
 * @param[in] content a pack, or NULL for the built-in content.
 * @param[out] buf receives NUL-terminated UTF-8 JSON; may be NULL when @p cap is 0.
 * @param[in] cap size of @p buf, NUL included.
 * @param[out] len receives the text's length without the NUL (also on ::WM_ERANGE).
 * @return ::WM_OK; ::WM_EINVAL for NULL @p len, a title without content
 *   packs, or a pack of another title; ::WM_ERANGE.
 * @since 1.3
 */
WM_API wm_status wm_content_write(wm_title title, const wm_content *content, char *buf, size_t cap, size_t *len);

/**
 * @brief The hash of the content pack a game plays (wm_content_hash()),
 * or 0 when it plays the built-in content.
 * @param[in] game the game.
 * @return the hash; 0 for the built-in content or a NULL @p game.
 * @since 1.3
 */
WM_API uint64_t wm_game_content_hash(const wm_game *game);

/** @} */

/**
 * @defgroup batch Batches of games and playouts
 * @brief Many games of one title stepped by one call, for learning and
 * search code outside C (issue 21): the Python vector environment and the
 * JavaScript package build on these.
 *
 * A batch holds @c n games made with one ::wm_options.  Game @c i's
 * episode @c e (0, 1, ...) is the game wm_new() makes with the seed
 * `base + i + e * n`, where @c base is the options' seed (or the seed of
 * the last wm_batch_reset()): a game that ends is set up again at once,
 * in place, with its next seed, so a batch plays exactly the games one
 * would play one by one with those seeds.  Its games keep no history
 * (::WM_OPT_NO_HISTORY is implied) and a step allocates nothing.
 *
 * The caller binds its buffers once with wm_batch_bind(); every
 * wm_batch_step() applies one move to each game and writes, for each game
 * @c i, its seat to move, a byte per move id (1: legal), the observation
 * of its seat to move (wm_observe(); zeros when ::WM_CHANCE is to move),
 * and, if the game ended in this step, its outcome and a done flag.
 * @{
 */

/** @brief A batch of games of one title (opaque). @since 1.3 */
typedef struct wm_batch wm_batch;

/**
 * @brief Create a batch of @p n games of @p title, game @c i with the seed
 * `opts->seed + i` and otherwise @p opts (::WM_OPT_NO_HISTORY added).
 * One thread steps them until wm_batch_set_threads() says otherwise.
 * @param[in] title which game.
 * @param[in] opts options for every game, or NULL for the defaults; its
 *   allocator serves the batch too.
 * @param[in] n the number of games (>= 1).
 * @param[out] out receives the batch (NULL on failure); free it with
 *   wm_batch_free().
 * @return ::WM_OK; ::WM_EINVAL as wm_new() does, or for @p n of 0;
 *   ::WM_ENOMEM.
 * @since 1.3
 */
WM_API wm_status wm_batch_new(wm_title title, const wm_options *opts, size_t n, wm_batch **out);

/**
 * @brief wm_batch_new() with a content pack: every game of the batch, and
 * every game it sets up again, plays with @p content's cards (as
 * wm_new_with_content() makes them).
 * @param[in] title which game.
 * @param[in] opts options for every game, or NULL for the defaults.
 * @param[in] content a pack for @p title from wm_content_new(), or NULL
 *   for the built-in cards; the games keep their own reference, so the
 *   caller may free it at once.
 * @param[in] n the number of games (>= 1).
 * @param[out] out receives the batch (NULL on failure).
 * @return ::WM_OK; ::WM_EINVAL as wm_batch_new() does, or for a pack of
 *   another title; ::WM_ENOMEM.
 * @since 1.3
 */
WM_API wm_status wm_batch_new_with_content(wm_title title, const wm_options *opts, const wm_content *content,
                                           size_t n, wm_batch **out);

/**
 * @brief Free a batch, its games and its threads.
 * @param[in] batch the batch; NULL is ignored.
 * @since 1.3
 */
WM_API void wm_batch_free(wm_batch *batch);

/**
 * @brief The number of games of a batch.
 * @param[in] batch the batch.
 * @return its @c n, or 0 for NULL.
 * @since 1.3
 */
WM_API size_t wm_batch_size(const wm_batch *batch);

/**
 * @brief One game of a batch, to view, save, clone or query (every const
 * function of the generic API takes it).  The handle belongs to the batch
 * and changes with its steps; do not free or apply moves to it.
 * @param[in] batch the batch.
 * @param[in] i the game's index, below wm_batch_size().
 * @return the game, or NULL for a NULL batch or an index out of range.
 * @since 1.3
 */
WM_API const wm_game *wm_batch_game(const wm_batch *batch, size_t i);

/**
 * @brief How many episodes game @p i has finished since the batch was made
 * or last reset: its current episode's number @c e in the seed rule.
 * @param[in] batch the batch.
 * @param[in] i the game's index.
 * @return the count; 0 for NULL or an index out of range.
 * @since 1.3
 */
WM_API uint64_t wm_batch_episodes(const wm_batch *batch, size_t i);

/**
 * @brief Step the games on @p threads threads (the caller's and
 * @p threads - 1 workers the batch starts and keeps).  The threads take
 * the games in runs of eight, each game one thread's in a step; every
 * game's results are the same whatever the number of threads.  May be
 * called again at any time, with any count.
 * @param[in] batch the batch.
 * @param[in] threads 1 to 64 (more threads than games: one a game).
 * @return ::WM_OK; ::WM_EINVAL for NULL, 0 or more than 64 threads, or
 *   more than one in a build without threads (WebAssembly);
 *   ::WM_ENOMEM if a thread cannot be started (the batch then uses one).
 * @since 1.3
 */
WM_API wm_status wm_batch_set_threads(wm_batch *batch, unsigned threads);

/**
 * @brief The number of threads that step the batch.
 * @param[in] batch the batch.
 * @return 1 to 64, or 0 for NULL.
 * @since 1.3
 */
WM_API unsigned wm_batch_threads(const wm_batch *batch);

/**
 * @brief Give the batch the caller's buffers, and write the games'
 * current positions into them.  Any pointer may be NULL (that part is not
 * written).  The buffers must stay valid until the next bind or the
 * batch's end; their sizes, for @c n = wm_batch_size(), @c a =
 * wm_action_count() and @c o = wm_observation_size() of a game, @c s =
 * wm_seat_count():
 * @param[in] batch the batch.
 * @param[out] to_move @c n seats to move (wm_to_move()).
 * @param[out] legal_mask @c n × @c a bytes: byte `i * a + m` is 1 when
 *   move @c m is legal in game @c i, else 0.
 * @param[out] observations @c n × @c o floats: game @c i's observation for
 *   its seat to move.  The batch keeps them up to date in place: a bind
 *   writes every row whole, and each step after it only the elements that
 *   changed (since 1.3; a step touches a few of a row's cache lines), so
 *   the caller must not write into these rows; bind again (the same
 *   pointers will do) to have them written whole after doing so.
 * @param[out] outcomes @c n × @c s values: for a game that ended in the
 *   last step, its wm_outcome() (::WM_WIN, ::WM_DRAW, ::WM_LOSS); else 0.
 * @param[out] done @c n bytes: 1 for a game that ended in the last step
 *   (its buffers already show its next episode), else 0.
 * @return ::WM_OK; ::WM_EINVAL for a NULL batch.
 * @since 1.3
 */
WM_API wm_status wm_batch_bind(wm_batch *batch, int32_t *to_move, uint8_t *legal_mask, float *observations,
                               int32_t *outcomes, uint8_t *done);

/**
 * @brief Give the batch buffers for each game's legal moves as a list, and
 * write the current positions' lists into them; every later
 * wm_batch_step() and wm_batch_reset() writes them too.  A list is what
 * wm_legal_moves() gives for the game, in its order, so a caller picks a
 * move by index without reading a whole mask row (for search and playout
 * code in C; the mask of wm_batch_bind() is for learners).  NULL for both
 * unbinds them.
 * @param[in] batch the batch.
 * @param[out] legal @c n × @p cap moves: game @c i's legal moves at
 *   `legal[i * cap]` onwards (the elements after its count are
 *   unspecified).  Valid until the next wm_batch_bind_legal() or the
 *   batch's end.
 * @param[out] counts @c n counts: game @c i's number of legal moves.
 * @param[in] cap the room for one game's list: at least wm_action_count()
 *   of a game (ignored when unbinding).
 * @return ::WM_OK; ::WM_EINVAL for a NULL batch, only one of @p legal and
 *   @p counts NULL, or @p cap below the action count.
 * @since 1.3
 */
WM_API wm_status wm_batch_bind_legal(wm_batch *batch, wm_move *legal, uint32_t *counts, size_t cap);

/**
 * @brief Set every game up again: game @c i with the seed `seed + i`, the
 * episode counts back to 0; the bound buffers show the new positions (no
 * outcomes, no done flags).  Allocates nothing.
 * @param[in] batch the batch.
 * @param[in] seed the new base seed.
 * @return ::WM_OK; ::WM_EINVAL for NULL.
 * @since 1.3
 */
WM_API wm_status wm_batch_reset(wm_batch *batch, uint64_t seed);

/**
 * @brief Apply one move to each game (move @c i to game @c i), set up again
 * the games that ended, and write the bound buffers.  All or nothing: if
 * any move is illegal, no game changes.  Allocates nothing.
 * @param[in] batch the batch.
 * @param[in] moves @p n moves, one a game (for a game at a ::WM_CHANCE
 *   decision, a legal outcome).
 * @param[in] n wm_batch_size().
 * @param[out] bad if not NULL, receives the index of the first game whose
 *   move is illegal, or SIZE_MAX.
 * @return ::WM_OK; ::WM_EINVAL for NULL arguments or a wrong @p n;
 *   ::WM_EILLEGAL if a move is illegal (nothing changed).
 * @since 1.3
 */
WM_API wm_status wm_batch_step(wm_batch *batch, const wm_move *moves, size_t n, size_t *bad);

/**
 * @brief wm_batch_run()'s choice of a move: the index, in @p legal, of the
 * move game @p game plays.  Called on the batch's threads: for different
 * games at once, but for one game from one thread at a time and in the
 * game's order, so a policy that keeps its state per game (a generator
 * seeded by the game's index, say) needs no lock and gives the same games
 * whatever the number of threads.
 * @param ctx the driver's @c ctx.
 * @param game the game's index in the batch.
 * @param g the game, to read with the const functions (wm_observe(),
 *   wm_chance_outcomes(), ...); do not apply moves to it.
 * @param to_move its seat to move, or ::WM_CHANCE (@p legal then lists
 *   the outcomes, with ::WM_OPT_EXTERNAL_DICE).
 * @param legal its legal moves, as wm_legal_moves() lists them.
 * @param count their number (>= 1).
 * @return an index below @p count; any other value stops this game's run
 *   (wm_batch_run() then returns ::WM_EILLEGAL).
 * @since 1.4
 */
typedef uint32_t (*wm_batch_choose_fn)(void *ctx, size_t game, const wm_game *g, int32_t to_move,
                                       const wm_move *legal, uint32_t count);

/**
 * @brief wm_batch_run()'s report of an episode's end, called on the thread
 * that played its last move, before the game is set up again.
 * @param ctx the driver's @c ctx.
 * @param game the game's index in the batch.
 * @param episode the episode that ended (wm_batch_episodes() before it).
 * @param outcome its wm_outcome(), one value a seat.
 * @param seats the number of values.
 * @since 1.4
 */
typedef void (*wm_batch_ended_fn)(void *ctx, size_t game, uint64_t episode, const int32_t *outcome,
                                  unsigned seats);

/**
 * @brief Who chooses the moves of wm_batch_run().
 * @since 1.4
 */
typedef struct wm_batch_driver {
    uint32_t size;             /**< sizeof(wm_batch_driver), set before the other fields */
    uint32_t reserved;         /**< zero */
    wm_batch_choose_fn choose; /**< the moves (not NULL) */
    wm_batch_ended_fn ended;   /**< the episodes' ends, or NULL */
    void *ctx;                 /**< passed to both */
} wm_batch_driver;

/**
 * @brief Play @p steps moves in every game of the batch, each chosen by
 * @p driver's @c choose() on the batch's threads, with no hand-off between
 * the moves: a thread plays its games' @p steps moves one game after the
 * other, so the threads meet once a call instead of once a move.  For
 * policies written in C (playouts, rollouts, a network evaluated per
 * game); wm_batch_step() is the call for a caller that chooses all the
 * games' moves at once.  An episode that ends is reported to @c ended()
 * and set up again with its next seed, as a step does.  After the call the
 * bound buffers show every game as a wm_batch_step() would leave them,
 * done flags and outcomes saying whether a game's last move ended an
 * episode.  Allocates nothing.
 * @param[in] batch the batch.
 * @param[in] steps the moves a game (0: nothing happens).
 * @param[in] driver the callbacks (wm_batch_driver::size set).
 * @param[out] bad if not NULL, receives the lowest game index whose
 *   @c choose() gave an index out of its list, or SIZE_MAX.
 * @return ::WM_OK; ::WM_EINVAL for a NULL batch or driver, a driver whose
 *   size is too small or whose @c choose is NULL; ::WM_EILLEGAL if a
 *   choice was out of its list: that game stopped before the move (its
 *   buffers show where), the other games played all their moves.
 * @since 1.4
 */
WM_API wm_status wm_batch_run(wm_batch *batch, size_t steps, const wm_batch_driver *driver, size_t *bad);

/** @brief wm_playouts() policy: uniformly random legal moves. @since 1.3 */
#define WM_PLAYOUT_RANDOM 0
/** @brief wm_playouts() policy: wm_bot_move() (the title's Non-player rules, random where it has none). @since 1.3 */
#define WM_PLAYOUT_BOT 1

/**
 * @brief Play @p k games to their end from @p game's position and report
 * their outcomes, for search code written outside C.  Playout @c j draws
 * its moves (and, with ::WM_OPT_EXTERNAL_DICE, its chance outcomes by
 * their probabilities) from a generator seeded by @p seed and @c j:
 * deterministic.  The position is used as it is, hidden information
 * included: for a seat's search, call wm_resample() first.
 * @param[in] game the position; not changed.
 * @param[in] k the number of playouts.
 * @param[in] seed the seed.
 * @param[in] policy ::WM_PLAYOUT_RANDOM or ::WM_PLAYOUT_BOT.
 * @param[out] outcomes @p k × wm_seat_count() values: playout @c j's
 *   wm_outcome() at `j * seats`.
 * @param[in] n the number of elements of @p outcomes.
 * @return ::WM_OK; ::WM_EINVAL for a NULL game or an unknown policy (or
 *   NULL @p outcomes with @p k > 0); ::WM_ERANGE if @p n is below
 *   @p k × seats; ::WM_ENOMEM (one handle and two move lists are allocated
 *   for the call).
 * @since 1.3
 */
WM_API wm_status wm_playouts(const wm_game *game, size_t k, uint64_t seed, int policy, int32_t *outcomes, size_t n);

/** @} */

#ifdef __cplusplus
}
#endif

#endif /* WEIMAR_H */
