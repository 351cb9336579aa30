/*
 * lweimar.c - the Lua 5.4 binding of libweimar: `local weimar = require "weimar"`.
 *
 * Shaped like Lua's own libraries (liolib.c): one luaL_Reg table of module
 * functions, one of methods, and a game handle that is a full userdata
 * holding a wm_game * under the metatable "weimar.Game" (__gc, __close,
 * __tostring, __index).  Closing a handle frees the game and sets the
 * pointer to NULL; every method but close, is_closed and __tostring then
 * raises.
 *
 * Errors (see README.md): a failing wm_status is raised as a table
 * { status = <int>, message = wm_strerror(status), where = "file:line: ",
 *   detail = <what was refused>, argument = <argument number> } whose
 * metatable is weimar.Error (its __tostring gives "<where>weimar:
 * <detail>: <message> (status N)", the position of the calling Lua code
 * as error() shows it, and "bad argument #N to 'f' (...)" in detail when
 * one argument was refused).
 * Misuse that never reaches the library (wrong argument types, a closed
 * game, an unknown option name) raises the usual Lua string error.
 *
 * Memory: the only C allocations are the games and the content packs
 * (weimar.content), owned by their userdata from the moment
 * wm_new/wm_load/wm_clone/wm_content_new returns.  Every other
 * buffer is a C array on the stack, a luaL_Buffer or a scratch userdata, so
 * a lua_error (a longjmp) anywhere leaves nothing to free.
 */
#include <ctype.h>
#include <limits.h>
#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include <lauxlib.h>
#include <lua.h>

#include "weimar.h"
#include "weimar/march.h"

#define GAME_MT "weimar.Game"
#define ERROR_MT "weimar.Error"
#define LOG_MT "weimar.Log"
#define CONTENT_MT "weimar.Content"
#define MODEL_MT "weimar.Model"

/* Lists no longer than this are built without a scratch userdata (tests
 * build with tiny values to exercise the scratch path). */
#ifndef LOCAL_MOVES
#define LOCAL_MOVES 256
#endif
#ifndef LOCAL_SEATS
#define LOCAL_SEATS 16
#endif

typedef struct lgame {
    wm_game *g; /* NULL once closed */
} lgame;

/* A content pack (weimar.content): games take their own reference, so a
 * pack may be closed or collected before them. */
typedef struct lcontent {
    wm_content *c; /* NULL once closed */
} lcontent;

/* ------------------------------------------------------------------ */
/* Errors                                                               */
/* ------------------------------------------------------------------ */

/* Raises { status = st, message = wm_strerror(st), where = the calling
 * Lua code's "chunk:line: " (as error() and luaL_error give it; empty when
 * a C function such as pcall called us directly), detail (when not NULL),
 * argument (when arg > 0) } with metatable weimar.Error.  Never returns;
 * declared int for `return raise_error()`. */
static int raise_full(lua_State *L, wm_status st, int arg, const char *detail, const char *reason)
{
    lua_createtable(L, 0, 6);
    lua_pushinteger(L, (lua_Integer)st);
    lua_setfield(L, -2, "status");
    lua_pushstring(L, wm_strerror(st));
    lua_setfield(L, -2, "message");
    luaL_where(L, 1);
    lua_setfield(L, -2, "where");
    if (detail != NULL) {
        lua_pushstring(L, detail);
        lua_setfield(L, -2, "detail");
    }
    if (arg > 0) {
        lua_pushinteger(L, arg);
        lua_setfield(L, -2, "argument");
    }
    if (reason != NULL && reason[0] != '\0') {
        lua_pushstring(L, reason);
        lua_setfield(L, -2, "reason");
    }
    luaL_setmetatable(L, ERROR_MT);
    return lua_error(L);
}

static int raise_error(lua_State *L, wm_status st, int arg, const char *detail)
{
    return raise_full(L, st, arg, detail, NULL);
}

/* A library call failed with st: raises it with the library's sentence
 * (wm_last_error(), read at once on this thread) as reason and detail. */
static int raise_status(lua_State *L, wm_status st)
{
    const char *why = wm_last_error();
    return raise_full(L, st, 0, why[0] != '\0' ? why : NULL, why);
}

static void check_status(lua_State *L, wm_status st)
{
    if (st != WM_OK)
        raise_status(L, st);
}

/* Raises st for argument arg of the running function, with the detail
 * "bad argument #N to 'NAME' (<fmt...>)" numbered as luaL_argerror numbers
 * them (self not counted in a method call).  fname names the function when
 * Lua cannot tell (a call through pcall). */
static int raise_arg(lua_State *L, wm_status st, int arg, const char *fname, const char *fmt, ...)
{
    lua_Debug ar;
    const char *what;
    va_list ap;
    va_start(ap, fmt);
    what = lua_pushvfstring(L, fmt, ap);
    va_end(ap);
    if (lua_getstack(L, 0, &ar)) {
        lua_getinfo(L, "n", &ar);
        if (ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0)
            arg--;
        if (ar.name != NULL)
            fname = ar.name;
    }
    lua_pushfstring(L, "bad argument #%d to '%s' (%s)", arg, fname, what);
    return raise_error(L, st, arg, lua_tostring(L, -1));
}

/* A library call refused argument arg: raise_arg with the library's
 * sentence (wm_last_error()) as the explanation and as reason. */
static int raise_lib_arg(lua_State *L, wm_status st, int arg, const char *fname)
{
    const char *why = wm_last_error();
    lua_pushstring(L, why); /* kept on the stack: the next call may change it */
    why = lua_tostring(L, -1);
    lua_Debug ar;
    if (lua_getstack(L, 0, &ar)) {
        lua_getinfo(L, "n", &ar);
        if (ar.namewhat != NULL && strcmp(ar.namewhat, "method") == 0)
            arg--;
        if (ar.name != NULL)
            fname = ar.name;
    }
    lua_pushfstring(L, "bad argument #%d to '%s' (%s)", arg, fname, why);
    return raise_full(L, st, arg, lua_tostring(L, -1), why);
}

/* weimar.Error.__tostring: "<where>weimar: [<detail>: ]<message> (status N)". */
static int error_tostring(lua_State *L)
{
    const char *msg, *where, *detail;
    lua_Integer status;
    luaL_checktype(L, 1, LUA_TTABLE);
    lua_getfield(L, 1, "message");
    lua_getfield(L, 1, "status");
    lua_getfield(L, 1, "where");
    lua_getfield(L, 1, "detail");
    msg = lua_tostring(L, -4);
    status = lua_tointeger(L, -3);
    where = lua_tostring(L, -2);
    detail = lua_tostring(L, -1);
    lua_pushfstring(L, "%sweimar: %s%s%s (status %I)", where != NULL ? where : "",
                    detail != NULL ? detail : "", detail != NULL ? ": " : "",
                    msg != NULL ? msg : "unknown error", status);
    return 1;
}

/* ------------------------------------------------------------------ */
/* Handles and arguments                                                */
/* ------------------------------------------------------------------ */

/* Pushes a new, empty (closed) handle; the caller then fills ->g.  The
 * userdata exists before the game does, so a game handed out by the
 * library is always owned by something the collector will finalize. */
static lgame *new_handle(lua_State *L)
{
    lgame *p = (lgame *)lua_newuserdatauv(L, sizeof(lgame), 0);
    p->g = NULL;
    luaL_setmetatable(L, GAME_MT);
    return p;
}

static lgame *check_handle(lua_State *L, int arg)
{
    return (lgame *)luaL_checkudata(L, arg, GAME_MT);
}

/* The game of an open handle; a closed one raises. */
static wm_game *check_game(lua_State *L, int arg)
{
    lgame *p = check_handle(L, arg);
    if (p->g == NULL)
        luaL_argerror(L, arg, "attempt to use a closed weimar.Game");
    return p->g;
}

/* An integer argument meant as a seat or viewer.  Values outside int
 * become INT_MIN, which is neither a seat nor a special viewer, so the
 * library rejects them the way it rejects any other unknown seat. */
static int check_seat(lua_State *L, int arg)
{
    lua_Integer v = luaL_checkinteger(L, arg);
    if (v < INT_MIN || v > INT_MAX)
        return INT_MIN;
    return (int)v;
}

/* An integer move id.  Ids that do not fit a wm_move become UINT32_MAX:
 * every id is below wm_action_count(), itself a uint32_t, so UINT32_MAX is
 * never a move and the library treats it as any other id out of range
 * (wm_apply: WM_EILLEGAL, wm_move_name: WM_EINVAL, wm_is_legal: 0). */
static wm_move check_move_id(lua_State *L, int arg)
{
    lua_Integer v = luaL_checkinteger(L, arg);
    if (v < 0 || (lua_Unsigned)v > UINT32_MAX)
        return UINT32_MAX;
    return (wm_move)v;
}

/* Raises WM_EINVAL for a string with an embedded NUL, which the C API
 * would silently cut short. */
static const char *check_text(lua_State *L, int arg)
{
    size_t n;
    const char *s = luaL_checklstring(L, arg, &n);
    if (strlen(s) != n)
        raise_arg(L, WM_EINVAL, arg, "?", "a string with a NUL byte");
    return s;
}

/* A move given as an integer id or as a name (parsed by wm_move_parse,
 * which raises WM_EINVAL for text that names no move). */
static wm_move check_move(lua_State *L, const wm_game *g, int arg)
{
    int t = lua_type(L, arg);
    if (t == LUA_TSTRING) {
        wm_move m = 0;
        const char *text = check_text(L, arg);
        if (wm_move_parse(g, text, &m) != WM_OK)
            raise_arg(L, WM_EINVAL, arg, "?", "no move named '%s'", text);
        return m;
    }
    if (t != LUA_TNUMBER)
        luaL_typeerror(L, arg, "integer or string");
    return check_move_id(L, arg);
}

/* Room for n elements of size sz: the caller's stack array when it is big
 * enough, else a scratch userdata pushed on the stack (freed by the
 * collector, so raising afterwards leaks nothing). */
static void *scratch(lua_State *L, void *local, size_t local_n, size_t n, size_t sz)
{
    if (n <= local_n)
        return local;
    if (n > SIZE_MAX / sz)
        luaL_error(L, "weimar: list too long");
    return lua_newuserdatauv(L, n * sz, 0);
}

static void push_move_array(lua_State *L, const wm_move *m, size_t n)
{
    size_t i;
    lua_createtable(L, n <= INT_MAX ? (int)n : 0, 0);
    for (i = 0; i < n; i++) {
        lua_pushinteger(L, (lua_Integer)m[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
}

/* Pushes the table of moves a list function (wm_legal_moves, wm_history)
 * reports.  The game is not changed between the calls, so the second call
 * reports the same count; a library that did otherwise is reported. */
static void push_move_list(lua_State *L, const wm_game *g,
                           size_t (*list)(const wm_game *, wm_move *, size_t))
{
    wm_move local[LOCAL_MOVES];
    size_t n = list(g, local, LOCAL_MOVES);
    if (n > LOCAL_MOVES) {
        wm_move *buf = (wm_move *)scratch(L, local, LOCAL_MOVES, n, sizeof(wm_move));
        size_t again = list(g, buf, n);
        if (again != n)
            luaL_error(L, "weimar: move list changed size (%d then %d)", (int)n, (int)again);
        push_move_array(L, buf, n);
        lua_remove(L, -2); /* the scratch userdata */
        return;
    }
    push_move_array(L, local, n);
}

/* Pushes the name of move m, or raises the library's status. */
static void push_move_name(lua_State *L, const wm_game *g, wm_move m)
{
    char buf[WM_MOVE_NAME_MAX];
    size_t len = 0;
    check_status(L, wm_move_name(g, m, buf, sizeof buf, &len));
    if (len >= sizeof buf)
        luaL_error(L, "weimar: wm_move_name reported length %d for a %d-byte buffer",
                   (int)len, (int)sizeof buf);
    lua_pushlstring(L, buf, len);
}

/* v, or an argument error if it is outside [lo, hi]. */
static lua_Integer option_range(lua_State *L, int arg, const char *key, lua_Integer v,
                                lua_Integer lo, lua_Integer hi)
{
    if (v < lo || v > hi)
        luaL_argerror(L, arg, lua_pushfstring(L, "option '%s' out of range", key));
    return v;
}

/* Reads the options table at index arg into o.  Unknown keys and values
 * that are not integers or do not fit their C field raise argument errors;
 * values the library rejects (an unknown scenario, say) raise WM_EINVAL
 * from wm_new itself. */
static const wm_content *check_content(lua_State *L, int arg);

static void read_options(lua_State *L, int arg, wm_options *o, const wm_content **content)
{
    luaL_checktype(L, arg, LUA_TTABLE);
    lua_pushnil(L);
    while (lua_next(L, arg) != 0) {
        const char *key;
        lua_Integer v;
        int isint = 0;
        if (lua_type(L, -2) != LUA_TSTRING)
            luaL_argerror(L, arg, "option names must be strings");
        key = lua_tostring(L, -2);
        if (strcmp(key, "content") == 0) { /* a weimar.content pack */
            if (content == NULL)
                luaL_argerror(L, arg, "unknown option 'content'");
            if (luaL_testudata(L, -1, CONTENT_MT) == NULL)
                luaL_argerror(L, arg, "option 'content' must be a weimar.Content");
            *content = check_content(L, lua_gettop(L));
            lua_pop(L, 1);
            continue;
        }
        if (lua_type(L, -1) == LUA_TNUMBER)
            v = lua_tointegerx(L, -1, &isint);
        else
            v = 0;
        if (!isint)
            luaL_argerror(L, arg, lua_pushfstring(L, "option '%s' must be an integer", key));
        if (strcmp(key, "seed") == 0)
            o->seed = (uint64_t)v; /* any Lua integer; negative ones wrap */
        else if (strcmp(key, "scenario") == 0)
            o->scenario = (int32_t)option_range(L, arg, key, v, INT32_MIN, INT32_MAX);
        else if (strcmp(key, "seats") == 0)
            o->seats = (int32_t)option_range(L, arg, key, v, INT32_MIN, INT32_MAX);
        else if (strcmp(key, "flags") == 0)
            o->flags = (uint32_t)option_range(L, arg, key, v, 0, UINT32_MAX);
        else if (strcmp(key, "bots") == 0)
            o->bots = (uint32_t)option_range(L, arg, key, v, 0, UINT32_MAX);
        else
            luaL_argerror(L, arg, lua_pushfstring(L, "unknown option '%s'", key));
        lua_pop(L, 1); /* the value; keep the key for lua_next */
    }
}

static wm_title title_by_name(lua_State *L, int arg);

/* A title argument: its number, or a name ("siege", "DEMOCRACY_UNDER_SIEGE"
 * or "Democracy under Siege"); numbers outside int become 0, no title. */
static wm_title check_title(lua_State *L, int arg)
{
    if (lua_type(L, arg) == LUA_TSTRING)
        return title_by_name(L, arg);
    lua_Integer v = luaL_checkinteger(L, arg);
    if (v < INT_MIN || v > INT_MAX)
        return (wm_title)0;
    return (wm_title)v;
}

/* ------------------------------------------------------------------ */
/* Module functions                                                     */
/* ------------------------------------------------------------------ */

/* weimar.new(title [, {scenario=, seed=, flags=, seats=, bots=,
 * content=pack}]) -> game */
static int l_new(lua_State *L)
{
    wm_title title = check_title(L, 1);
    wm_options o;
    wm_status st;
    lgame *p;
    const wm_content *content = NULL;
    wm_options_init(&o);
    if (!lua_isnoneornil(L, 2))
        read_options(L, 2, &o, &content);
    if (content != NULL && wm_content_title(content) != title)
        return raise_arg(L, WM_EINVAL, 2, "new", "the content pack is for %s", wm_title_name(wm_content_title(content)));
    p = new_handle(L);
    st = wm_new_with_content(title, &o, content, &p->g);
    if (st == WM_EINVAL) /* the library names the title or the option */
        return raise_lib_arg(L, st, strncmp(wm_last_error(), "title:", 6) == 0 ? 1 : 2, "new");
    check_status(L, st);
    return 1;
}

/* weimar.load(bytes [, pack]) -> game; a game of a content pack loads
 * only with that pack (else ECONTENT) */
static int l_load(lua_State *L)
{
    size_t n;
    const char *s;
    lgame *p;
    wm_status st;
    const wm_content *content = NULL;
    luaL_checktype(L, 1, LUA_TSTRING);
    s = lua_tolstring(L, 1, &n);
    if (!lua_isnoneornil(L, 2))
        content = check_content(L, 2);
    p = new_handle(L);
    st = wm_load_with_content(s, n, NULL, content, &p->g);
    if (st == WM_ECORRUPT || st == WM_EVERSION) /* the library says why */
        return raise_lib_arg(L, st, 1, "load");
    if (st == WM_ECONTENT)
        return raise_lib_arg(L, st, 2, "load");
    check_status(L, st);
    return 1;
}

/* ------------------------------------------------------------------ */
/* Content packs                                                        */
/* ------------------------------------------------------------------ */

static const wm_content *check_content(lua_State *L, int arg)
{
    lcontent *p = (lcontent *)luaL_checkudata(L, arg, CONTENT_MT);
    if (p->c == NULL)
        luaL_argerror(L, arg, "attempt to use a closed weimar.Content");
    return p->c;
}

/* The canonical text of a pack (NULL: title's built-in cards), pushed. */
static void push_content_text(lua_State *L, wm_title t, const wm_content *c)
{
    size_t len = 0;
    wm_status st = wm_content_write(t, c, NULL, 0, &len);
    if (st != WM_ERANGE) {
        raise_arg(L, st, 1, "builtin_content", "%s has no content packs", wm_title_name(t) ? wm_title_name(t) : "this title");
        return;
    }
    char *buf = (char *)lua_newuserdatauv(L, len + 1, 0); /* scratch: collected */
    check_status(L, wm_content_write(t, c, buf, len + 1, &len));
    lua_pushlstring(L, buf, len);
    lua_remove(L, -2);
}

/* weimar.content(text) -> pack, or raises ECONTENT with the library's
 * message (naming the card and the field) as detail */
static int l_content(lua_State *L)
{
    size_t n;
    const char *text = luaL_checklstring(L, 1, &n);
    char msg[512];
    lcontent *p = (lcontent *)lua_newuserdatauv(L, sizeof(lcontent), 0);
    p->c = NULL;
    luaL_setmetatable(L, CONTENT_MT);
    wm_status st = wm_content_new(text, n, NULL, &p->c, msg, sizeof msg);
    if (st != WM_OK)
        return raise_arg(L, st, 1, "content", "%s", msg);
    return 1;
}

/* weimar.builtin_content(title) -> the title's built-in cards as a pack text */
static int l_builtin_content(lua_State *L)
{
    push_content_text(L, check_title(L, 1), NULL);
    return 1;
}

static int c_close(lua_State *L)
{
    lcontent *p = (lcontent *)luaL_checkudata(L, 1, CONTENT_MT);
    wm_content_free(p->c);
    p->c = NULL;
    return 0;
}

static int c_title(lua_State *L)
{
    lua_pushinteger(L, wm_content_title(check_content(L, 1)));
    return 1;
}

static int c_hash(lua_State *L)
{
    lua_pushinteger(L, (lua_Integer)wm_content_hash(check_content(L, 1)));
    return 1;
}

static int c_text(lua_State *L)
{
    const wm_content *c = check_content(L, 1);
    push_content_text(L, wm_content_title(c), c);
    return 1;
}

static int c_tostring(lua_State *L)
{
    lcontent *p = (lcontent *)luaL_checkudata(L, 1, CONTENT_MT);
    if (p->c == NULL)
        lua_pushstring(L, "weimar.Content (closed)");
    else
        lua_pushfstring(L, "weimar.Content (%s)", wm_title_name(wm_content_title(p->c)));
    return 1;
}

/* weimar.version() -> "MAJOR.MINOR.PATCH" of the library loaded */
static int l_version(lua_State *L)
{
    lua_pushstring(L, wm_version());
    return 1;
}

/* weimar.strerror(code) -> string */
static int l_strerror(lua_State *L)
{
    lua_Integer v = luaL_checkinteger(L, 1);
    if (v < INT_MIN || v > INT_MAX)
        v = INT_MIN; /* any unknown value gets the generic text */
    lua_pushstring(L, wm_strerror((wm_status)v));
    return 1;
}

/* weimar.title_name(title) -> string or nil */
static int l_title_name(lua_State *L)
{
    const char *s = wm_title_name(check_title(L, 1));
    if (s == NULL)
        lua_pushnil(L);
    else
        lua_pushstring(L, s);
    return 1;
}

/* weimar.title_available(title) -> boolean */
static int l_title_available(lua_State *L)
{
    lua_pushboolean(L, wm_title_available(check_title(L, 1)));
    return 1;
}

/* ------------------------------------------------------------------ */
/* Methods                                                              */
/* ------------------------------------------------------------------ */

/* __gc, __close and close(): free the game; closing twice is harmless. */
static int g_close(lua_State *L)
{
    lgame *p = check_handle(L, 1);
    wm_free(p->g);
    p->g = NULL;
    return 0;
}

static int g_tostring(lua_State *L)
{
    lgame *p = check_handle(L, 1);
    if (p->g == NULL) {
        lua_pushfstring(L, GAME_MT " (closed): %p", (void *)p);
    } else {
        const char *name = wm_title_name(wm_game_title(p->g));
        lua_pushfstring(L, GAME_MT " (%s, %d seats): %p", name != NULL ? name : "?",
                        wm_seat_count(p->g), (void *)p);
    }
    return 1;
}

static int g_clone(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    lgame *p = new_handle(L);
    check_status(L, wm_clone(g, &p->g));
    return 1;
}

/* copy_from(other): overwrite this game with other, a game of the same
 * title (wm_copy: no allocation unless the history must grow). */
static int g_copy_from(lua_State *L)
{
    wm_game *dst = check_game(L, 1);
    wm_game *src = check_game(L, 2);
    wm_status st = wm_copy(dst, src);
    if (st == WM_EINVAL)
        return raise_arg(L, st, 2, "copy_from", "a game of %s, not of %s",
                         wm_title_name(wm_game_title(src)), wm_title_name(wm_game_title(dst)));
    check_status(L, st);
    return 0;
}

/* is_closed() -> boolean; the one method a closed game answers */
static int g_is_closed(lua_State *L)
{
    lua_pushboolean(L, check_handle(L, 1)->g == NULL);
    return 1;
}

static int g_title(lua_State *L)
{
    lua_pushinteger(L, (lua_Integer)wm_game_title(check_game(L, 1)));
    return 1;
}

static int g_seat_count(lua_State *L)
{
    lua_pushinteger(L, wm_seat_count(check_game(L, 1)));
    return 1;
}

/* seat_name(seat) -> string; raises EINVAL for a value that is no seat
 * (CHANCE has a name) */
static int g_seat_name(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    int seat = check_seat(L, 2);
    const char *s = wm_seat_name(g, seat);
    if (s == NULL)
        return raise_arg(L, WM_EINVAL, 2, "seat_name", "no seat %I (seats 0-%d, or CHANCE)",
                         luaL_checkinteger(L, 2), wm_seat_count(g) - 1);
    lua_pushstring(L, s);
    return 1;
}

/* seat_names() -> { name of seat 0, ... } */
static int g_seat_names(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    int i, n = wm_seat_count(g);
    lua_createtable(L, n > 0 ? n : 0, 0);
    for (i = 0; i < n; i++) {
        const char *s = wm_seat_name(g, i);
        if (s == NULL)
            return raise_status(L, WM_EINVAL); /* wm_seat_name said why */
        lua_pushstring(L, s);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

static int g_action_count(lua_State *L)
{
    lua_pushinteger(L, (lua_Integer)wm_action_count(check_game(L, 1)));
    return 1;
}

static int g_to_move(lua_State *L)
{
    lua_pushinteger(L, wm_to_move(check_game(L, 1)));
    return 1;
}

static int g_legal_moves(lua_State *L)
{
    push_move_list(L, check_game(L, 1), wm_legal_moves);
    return 1;
}

static int g_legal_move_names(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    size_t i, n;
    push_move_list(L, g, wm_legal_moves);
    n = lua_rawlen(L, -1);
    for (i = 1; i <= n; i++) {
        lua_rawgeti(L, -1, (lua_Integer)i);
        push_move_name(L, g, (wm_move)lua_tointeger(L, -1));
        lua_rawseti(L, -3, (lua_Integer)i); /* replace the id by its name */
        lua_pop(L, 1);
    }
    return 1;
}

/* Pushes the label of legal move m (wm_move_label, since 1.3), or raises
 * the library's status (EILLEGAL for a move not legal now). */
static void push_move_label(lua_State *L, const wm_game *g, wm_move m)
{
    char buf[WM_MOVE_LABEL_MAX];
    size_t len = 0;
    check_status(L, wm_move_label(g, m, buf, sizeof buf, &len));
    lua_pushlstring(L, buf, len);
}

/* legal_move_labels() -> the labels of legal_moves(), in the same order */
static int g_legal_move_labels(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    size_t i, n;
    push_move_list(L, g, wm_legal_moves);
    n = lua_rawlen(L, -1);
    for (i = 1; i <= n; i++) {
        lua_rawgeti(L, -1, (lua_Integer)i);
        push_move_label(L, g, (wm_move)lua_tointeger(L, -1));
        lua_rawseti(L, -3, (lua_Integer)i);
        lua_pop(L, 1);
    }
    return 1;
}

/* move_label(move) -> the text a person reads; move is an id or a name */
static int g_move_label(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    wm_move m = check_move(L, g, 2);
    if (m >= wm_action_count(g))
        return raise_arg(L, WM_EINVAL, 2, "move_label", "%I is no move id (0-%I)", (lua_Integer)m,
                         (lua_Integer)wm_action_count(g) - 1);
    if (!wm_is_legal(g, m))
        return raise_arg(L, WM_EILLEGAL, 2, "move_label", "move %I is not legal now (%s)", (lua_Integer)m,
                         wm_prompt(g));
    push_move_label(L, g, m);
    return 1;
}

/* is_legal(move) -> boolean; move is an id or a name.  Like the Python
 * binding, anything that is no move (an unknown name, an id out of range)
 * is simply not legal. */
static int g_is_legal(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    int legal = 0;
    if (lua_type(L, 2) == LUA_TSTRING) {
        size_t n;
        const char *s = lua_tolstring(L, 2, &n);
        wm_move m = 0;
        if (strlen(s) == n && wm_move_parse(g, s, &m) == WM_OK)
            legal = wm_is_legal(g, m);
    } else {
        legal = wm_is_legal(g, check_move(L, g, 2));
    }
    lua_pushboolean(L, legal);
    return 1;
}

/* apply(move); move is an id or a name */
static int g_apply(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    wm_move m = check_move(L, g, 2);
    wm_status st = wm_apply(g, m);
    if (st == WM_EILLEGAL) {
        char name[WM_MOVE_NAME_MAX];
        if (wm_move_name(g, m, name, sizeof name, NULL) != WM_OK)
            return raise_arg(L, st, 2, "apply", "%I is no move id (0-%I)", (lua_Integer)m,
                             (lua_Integer)wm_action_count(g) - 1);
        return raise_arg(L, st, 2, "apply", "move %I '%s' is not legal now (%s)", (lua_Integer)m,
                         name, wm_prompt(g));
    }
    check_status(L, st);
    return 0;
}

static int g_move_name(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    wm_move m = check_move_id(L, 2);
    if (m >= wm_action_count(g))
        return raise_arg(L, WM_EINVAL, 2, "move_name", "%I is no move id (0-%I)",
                         luaL_checkinteger(L, 2), (lua_Integer)wm_action_count(g) - 1);
    push_move_name(L, g, m);
    return 1;
}

static int g_parse_move(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    wm_move m = 0;
    const char *text = check_text(L, 2);
    if (wm_move_parse(g, text, &m) != WM_OK)
        return raise_arg(L, WM_EINVAL, 2, "parse_move", "no move named '%s'", text);
    lua_pushinteger(L, (lua_Integer)m);
    return 1;
}

static int g_prompt(lua_State *L)
{
    lua_pushstring(L, wm_prompt(check_game(L, 1)));
    return 1;
}

static int g_is_over(lua_State *L)
{
    lua_pushboolean(L, wm_is_over(check_game(L, 1)));
    return 1;
}

static int g_is_secret(lua_State *L)
{
    lua_pushboolean(L, wm_is_secret(check_game(L, 1)));
    return 1;
}

/* outcome() -> { WIN | DRAW | LOSS, ... } one per seat; raises EILLEGAL
 * while the game is not over. */
static int g_outcome(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    int32_t local[LOCAL_SEATS];
    int count = wm_seat_count(g);
    size_t i, n = count > 0 ? (size_t)count : 0;
    int32_t *buf = (int32_t *)scratch(L, local, LOCAL_SEATS, n, sizeof(int32_t));
    check_status(L, wm_outcome(g, buf, n));
    lua_createtable(L, count > 0 ? count : 0, 0);
    for (i = 0; i < n; i++) {
        lua_pushinteger(L, buf[i]);
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    return 1;
}

static int g_history(lua_State *L)
{
    push_move_list(L, check_game(L, 1), wm_history);
    return 1;
}

/* save() -> string of bytes for weimar.load() */
static int g_save(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    luaL_Buffer b;
    size_t need = 0, len = 0;
    char *p;
    wm_status st = wm_save(g, NULL, 0, &need);
    if (st != WM_OK && st != WM_ERANGE)
        return raise_status(L, st);
    p = luaL_buffinitsize(L, &b, need);
    check_status(L, wm_save(g, p, need, &len));
    if (len > need)
        return luaL_error(L, "weimar: wm_save wrote %d bytes into %d", (int)len, (int)need);
    luaL_pushresultsize(&b, len);
    return 1;
}

/* view(seat) -> JSON text as seen from seat (or SPECTATOR, OMNISCIENT) */
static int g_view(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    int viewer = lua_isnoneornil(L, 2) ? WM_SPECTATOR : check_seat(L, 2);
    luaL_Buffer b;
    size_t need = 0, len = 0;
    char *p;
    wm_status st = wm_to_json(g, viewer, NULL, 0, &need);
    if (st == WM_EINVAL)
        return raise_arg(L, st, 2, "view", "no viewer %d (a seat 0-%d, SPECTATOR or OMNISCIENT)", viewer,
                         wm_seat_count(g) - 1);
    if (st != WM_OK && st != WM_ERANGE)
        return raise_status(L, st);
    if (need == SIZE_MAX)
        return luaL_error(L, "weimar: view too large");
    p = luaL_buffinitsize(L, &b, need + 1); /* + the NUL */
    check_status(L, wm_to_json(g, viewer, p, need + 1, &len));
    if (len > need)
        return luaL_error(L, "weimar: wm_to_json wrote %d bytes into %d", (int)len, (int)need);
    luaL_pushresultsize(&b, len);
    return 1;
}

/* The game log (libweimar 1.2).  A wm_log is a C allocation: it is owned
 * by a scratch userdata (metatable weimar.Log, whose __gc frees it) from
 * the moment wm_log_new returns, so a Lua error while the result is built
 * leaves nothing to free; it is freed at once when the result is done. */
typedef struct llog {
    wm_log *lg;
} llog;

static int log_gc(lua_State *L)
{
    llog *p = (llog *)luaL_checkudata(L, 1, LOG_MT);
    wm_log_free(p->lg);
    p->lg = NULL;
    return 0;
}

/* Pushes the scratch userdata owning the log of g for (viewer, since). */
static llog *push_log(lua_State *L, wm_game *g)
{
    int viewer = check_seat(L, 2);
    lua_Integer since = luaL_optinteger(L, 3, 0);
    llog *p;
    if (since < 0)
        raise_arg(L, WM_EINVAL, 3, "log", "since %I is negative", since);
    p = (llog *)lua_newuserdatauv(L, sizeof(llog), 0);
    p->lg = NULL;
    luaL_setmetatable(L, LOG_MT);
    if ((lua_Unsigned)since > SIZE_MAX)
        raise_arg(L, WM_ERANGE, 3, "log", "since %I is beyond any history", since);
    check_status(L, wm_log_new(g, viewer, (size_t)since, &p->lg));
    return p;
}

/* log(viewer [, since]) -> array of entries { move, seat, kind, text,
 * fields } (fields as JSON text), oldest first, as viewer (a seat,
 * SPECTATOR or OMNISCIENT) sees them, from history index since on. */
static int g_log(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    llog *p = push_log(L, g);
    size_t i, n = wm_log_count(p->lg);
    lua_createtable(L, n > INT_MAX ? INT_MAX : (int)n, 0);
    for (i = 0; i < n; i++) {
        lua_createtable(L, 0, 5);
        lua_pushinteger(L, (lua_Integer)wm_log_move(p->lg, i));
        lua_setfield(L, -2, "move");
        lua_pushinteger(L, (lua_Integer)wm_log_seat(p->lg, i));
        lua_setfield(L, -2, "seat");
        lua_pushstring(L, wm_log_kind(p->lg, i));
        lua_setfield(L, -2, "kind");
        lua_pushstring(L, wm_log_text(p->lg, i));
        lua_setfield(L, -2, "text");
        lua_pushstring(L, wm_log_fields(p->lg, i));
        lua_setfield(L, -2, "fields");
        lua_rawseti(L, -2, (lua_Integer)i + 1);
    }
    wm_log_free(p->lg);
    p->lg = NULL;
    return 1;
}

/* log_json(viewer [, since]) -> the whole log as JSON text */
static int g_log_json(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    llog *p = push_log(L, g);
    luaL_Buffer b;
    size_t need = 0, len = 0;
    char *buf;
    wm_status st = wm_log_to_json(p->lg, NULL, 0, &need);
    if (st != WM_OK && st != WM_ERANGE)
        return raise_status(L, st);
    if (need == SIZE_MAX)
        return luaL_error(L, "weimar: log too large");
    buf = luaL_buffinitsize(L, &b, need + 1);
    check_status(L, wm_log_to_json(p->lg, buf, need + 1, &len));
    luaL_pushresultsize(&b, len);
    wm_log_free(p->lg);
    p->lg = NULL;
    return 1;
}

/* hash() -> integer (the 64 bits of the hash; may be negative) */
static int g_hash(lua_State *L)
{
    lua_pushinteger(L, (lua_Integer)wm_hash(check_game(L, 1)));
    return 1;
}

/* content_hash() -> the hash of the game's content pack, 0 for the built-in cards */
static int g_content_hash(lua_State *L)
{
    lua_pushinteger(L, (lua_Integer)wm_game_content_hash(check_game(L, 1)));
    return 1;
}

/* check() -> true, or raises ECORRUPT */
static int g_check(lua_State *L)
{
    check_status(L, wm_check(check_game(L, 1)));
    lua_pushboolean(L, 1);
    return 1;
}

static int g_bot_move(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    wm_move m = 0;
    check_status(L, wm_bot_move(g, &m));
    lua_pushinteger(L, (lua_Integer)m);
    return 1;
}

/* ------------------------------------------------------------------ */
/* Learned evaluations (doc/model-format.md)                            */
/* ------------------------------------------------------------------ */

typedef struct lmodel {
    wm_model *m;
} lmodel;

static wm_model *check_model(lua_State *L, int arg)
{
    lmodel *p = (lmodel *)luaL_checkudata(L, arg, MODEL_MT);
    if (p->m == NULL)
        luaL_argerror(L, arg, "attempt to use a closed weimar.Model");
    return p->m;
}

/* weimar.model(bytes) -> a model (wm_model_load), or raises ECORRUPT /
 * EVERSION with the library's reason (io.open(path, "rb"):read("a")
 * gives the bytes of a file) */
static int l_model(lua_State *L)
{
    size_t n;
    const char *bytes = luaL_checklstring(L, 1, &n);
    lmodel *p = (lmodel *)lua_newuserdatauv(L, sizeof(lmodel), 0);
    p->m = NULL;
    luaL_setmetatable(L, MODEL_MT);
    check_status(L, wm_model_load(bytes, n, &p->m));
    return 1;
}

static int m_close(lua_State *L)
{
    lmodel *p = (lmodel *)luaL_checkudata(L, 1, MODEL_MT);
    wm_model_free(p->m);
    p->m = NULL;
    return 0;
}

static int m_title(lua_State *L)
{
    lua_pushinteger(L, wm_model_title(check_model(L, 1)));
    return 1;
}

static int m_tostring(lua_State *L)
{
    lmodel *p = (lmodel *)luaL_checkudata(L, 1, MODEL_MT);
    if (p->m == NULL)
        lua_pushstring(L, "weimar.Model (closed)");
    else
        lua_pushfstring(L, "weimar.Model (%s)", wm_title_name(wm_model_title(p->m)));
    return 1;
}

/* game:search_move([iterations [, seed [, model [, c_puct]]]]) -> move:
 * wm_search_move_with (1000 iterations, seed 0 by default; with a
 * weimar.Model its values and priors, PUCT with c_puct, 1.5 by default;
 * without one wm_search_move's playouts) */
static int g_search_move(lua_State *L)
{
    wm_game *g = check_game(L, 1);
    wm_search_options o;
    wm_search_options_init(&o);
    lua_Integer it = luaL_optinteger(L, 2, 1000);
    if (it < 1 || it > 0x7fffffff)
        return luaL_argerror(L, 2, "iterations: 1 to 2^31-1");
    o.iterations = (uint32_t)it;
    o.seed = (uint64_t)luaL_optinteger(L, 3, 0);
    if (!lua_isnoneornil(L, 4))
        o.model = check_model(L, 4);
    o.c_puct = (float)luaL_optnumber(L, 5, 1.5);
    wm_move m = 0;
    check_status(L, wm_search_move_with(g, &o, &m));
    lua_pushinteger(L, (lua_Integer)m);
    return 1;
}

static int g_state_size(lua_State *L)
{
    lua_pushinteger(L, (lua_Integer)wm_state_size(check_game(L, 1)));
    return 1;
}

/* ------------------------------------------------------------------ */
/* Registration                                                         */
/* ------------------------------------------------------------------ */

/* weimar.last_error() -> wm_last_error() of this thread ("" if none) */
static int l_last_error(lua_State *L)
{
    lua_pushstring(L, wm_last_error());
    return 1;
}

static const luaL_Reg weimar_funcs[] = {
    {"new", l_new},
    {"load", l_load},
    {"content", l_content},
    {"model", l_model},
    {"builtin_content", l_builtin_content},
    {"version", l_version},
    {"strerror", l_strerror},
    {"title_name", l_title_name},
    {"title_available", l_title_available},
    {NULL, NULL}
};

static const luaL_Reg game_methods[] = {
    {"clone", g_clone},
    {"copy_from", g_copy_from},
    {"close", g_close},
    {"is_closed", g_is_closed},
    {"title", g_title},
    {"seat_count", g_seat_count},
    {"seat_name", g_seat_name},
    {"seat_names", g_seat_names},
    {"action_count", g_action_count},
    {"to_move", g_to_move},
    {"legal_moves", g_legal_moves},
    {"legal_move_names", g_legal_move_names},
    {"is_legal", g_is_legal},
    {"apply", g_apply},
    {"move_name", g_move_name},
    {"move_label", g_move_label},
    {"legal_move_labels", g_legal_move_labels},
    {"parse_move", g_parse_move},
    {"prompt", g_prompt},
    {"is_over", g_is_over},
    {"is_secret", g_is_secret},
    {"outcome", g_outcome},
    {"history", g_history},
    {"save", g_save},
    {"view", g_view},
    {"log", g_log},
    {"log_json", g_log_json},
    {"hash", g_hash},
    {"content_hash", g_content_hash},
    {"check", g_check},
    {"bot_move", g_bot_move},
    {"search_move", g_search_move},
    {"state_size", g_state_size},
    {NULL, NULL}
};

static const luaL_Reg game_meta[] = {
    {"__gc", g_close},
    {"__close", g_close},
    {"__tostring", g_tostring},
    {"__index", NULL}, /* placeholder, set to the method table below */
    {NULL, NULL}
};

static const luaL_Reg content_methods[] = {
    {"close", c_close},
    {"title", c_title},
    {"hash", c_hash},
    {"text", c_text},
    {NULL, NULL}
};

static const luaL_Reg content_meta[] = {
    {"__gc", c_close},
    {"__close", c_close},
    {"__tostring", c_tostring},
    {NULL, NULL}
};

static const luaL_Reg model_methods[] = {
    {"close", m_close},
    {"title", m_title},
    {NULL, NULL},
};

static const luaL_Reg model_meta[] = {
    {"__gc", m_close},
    {"__close", m_close},
    {"__tostring", m_tostring},
    {"__index", NULL},
    {NULL, NULL},
};

static const luaL_Reg error_meta[] = {
    {"__tostring", error_tostring},
    {NULL, NULL}
};

/* ------------------------------------------------------------------ */
/* Constants: read from wm_constants_json(), never copied (issue 23)    */
/* ------------------------------------------------------------------ */

/* A reader of the library's own JSON text (well formed by construction):
 * pushes the value at *p as a Lua value and advances *p. */
static void push_json(lua_State *L, const char **p);

static void json_ws(const char **p)
{
    while (**p == ' ' || **p == '\n' || **p == '\t' || **p == '\r')
        (*p)++;
}

static void push_json_string(lua_State *L, const char **p)
{
    luaL_Buffer b;
    const char *s = *p + 1;
    luaL_buffinit(L, &b);
    while (*s && *s != '"') {
        if (*s == '\\' && s[1]) {
            s++;
            switch (*s) {
            case 'n': luaL_addchar(&b, '\n'); break;
            case 't': luaL_addchar(&b, '\t'); break;
            case 'r': luaL_addchar(&b, '\r'); break;
            case 'b': luaL_addchar(&b, '\b'); break;
            case 'f': luaL_addchar(&b, '\f'); break;
            case 'u': {
                unsigned v = 0;
                int k;
                for (k = 1; k <= 4 && s[k]; k++) {
                    char c = s[k];
                    v = v * 16 + (unsigned)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
                }
                s += 4;
                if (v < 0x80) {
                    luaL_addchar(&b, (char)v);
                } else if (v < 0x800) {
                    luaL_addchar(&b, (char)(0xC0 | (v >> 6)));
                    luaL_addchar(&b, (char)(0x80 | (v & 0x3F)));
                } else {
                    luaL_addchar(&b, (char)(0xE0 | (v >> 12)));
                    luaL_addchar(&b, (char)(0x80 | ((v >> 6) & 0x3F)));
                    luaL_addchar(&b, (char)(0x80 | (v & 0x3F)));
                }
                break;
            }
            default: luaL_addchar(&b, *s); break;
            }
            s++;
        } else {
            luaL_addchar(&b, *s++);
        }
    }
    *p = *s ? s + 1 : s;
    luaL_pushresult(&b);
}

static void push_json(lua_State *L, const char **p)
{
    json_ws(p);
    luaL_checkstack(L, 4, "weimar: constants nested too deeply");
    if (**p == '{' || **p == '[') {
        int obj = **p == '{';
        lua_Integer i = 1;
        lua_newtable(L);
        (*p)++;
        for (;;) {
            json_ws(p);
            if (**p == '}' || **p == ']' || **p == '\0') {
                if (**p)
                    (*p)++;
                return;
            }
            if (**p == ',') {
                (*p)++;
                continue;
            }
            if (obj) {
                push_json_string(L, p);
                json_ws(p);
                if (**p == ':')
                    (*p)++;
                push_json(L, p);
                lua_rawset(L, -3);
            } else {
                push_json(L, p);
                lua_rawseti(L, -2, i++);
            }
        }
    }
    if (**p == '"') {
        push_json_string(L, p);
    } else if (strncmp(*p, "true", 4) == 0) {
        lua_pushboolean(L, 1);
        *p += 4;
    } else if (strncmp(*p, "false", 5) == 0) {
        lua_pushboolean(L, 0);
        *p += 5;
    } else if (strncmp(*p, "null", 4) == 0) {
        lua_pushboolean(L, 0); /* a null member: false, so that the key stays */
        *p += 4;
    } else {
        char *end;
        long long v = strtoll(*p, &end, 10);
        lua_pushinteger(L, (lua_Integer)v);
        *p = end > *p ? end : *p + 1;
    }
}

/* Pushes weimar.constants: the decoded wm_constants_json(). */
static void push_constants(lua_State *L)
{
    size_t n = 0;
    char *text;
    const char *p;
    (void)wm_constants_json(NULL, 0, &n);
    text = (char *)lua_newuserdatauv(L, n + 1, 0);
    if (wm_constants_json(text, n + 1, &n) != WM_OK)
        luaL_error(L, "weimar: wm_constants_json failed: %s", wm_last_error());
    p = text;
    push_json(L, &p);
    lua_remove(L, -2);
}

/* For each {name=, value=} row of the list at t[key] (t at index t),
 * sets dst[prefix .. name] = value (dst at index dst). */
static void set_rows(lua_State *L, int t, const char *key, int dst, const char *prefix)
{
    lua_Integer i;
    t = lua_absindex(L, t);
    dst = lua_absindex(L, dst);
    lua_getfield(L, t, key);
    for (i = 1; lua_rawgeti(L, -1, i) == LUA_TTABLE; i++) {
        lua_getfield(L, -1, "name");
        lua_pushfstring(L, "%s%s", prefix, lua_tostring(L, -1));
        lua_getfield(L, -3, "value");
        lua_rawset(L, dst);
        lua_pop(L, 2);
    }
    lua_pop(L, 2);
}

/* The module's constants, all from weimar.constants (at index c, the
 * module at index m): the generic ones at the top (OK, EINVAL...,
 * CHANCE..., OPT_EXTERNAL_DICE..., WIN..., PLAYOUT_RANDOM..., the titles'
 * MARCH_OF_PROGRESS...), and one table per title by its short name
 * (weimar.siege.ADVANCED, weimar.march.POLITICS, .ACTIONS, .ID). */
static void set_constants(lua_State *L, int c, int m)
{
    lua_Integer i;
    c = lua_absindex(L, c);
    m = lua_absindex(L, m);
    set_rows(L, c, "status", m, "");
    set_rows(L, c, "options", m, "OPT_");
    set_rows(L, c, "special_seats", m, "");
    set_rows(L, c, "results", m, "");
    set_rows(L, c, "playout_policies", m, "PLAYOUT_");
    set_rows(L, c, "limits", m, "");
    lua_getfield(L, c, "titles");
    for (i = 1; lua_rawgeti(L, -1, i) == LUA_TTABLE; i++) {
        int t = lua_gettop(L);
        lua_getfield(L, t, "id");
        lua_getfield(L, t, "key");
        lua_pushvalue(L, -2);
        lua_rawset(L, m); /* weimar.DEMOCRACY_UNDER_SIEGE = 4 */
        lua_createtable(L, 0, 16);
        lua_pushvalue(L, -2);
        lua_setfield(L, -2, "ID");
        lua_getfield(L, t, "actions");
        lua_setfield(L, -2, "ACTIONS");
        set_rows(L, t, "scenarios", -1, "");
        set_rows(L, t, "seats", -1, "");
        set_rows(L, t, "flags", -1, "");
        set_rows(L, t, "other", -1, "");
        lua_getfield(L, t, "short_name");
        lua_pushvalue(L, -2);
        lua_rawset(L, m); /* weimar.siege = {...} */
        lua_pop(L, 3);
    }
    lua_pop(L, 2);
}

/* A title by name: a short name ("siege"), a key ("DEMOCRACY_UNDER_SIEGE")
 * or the English name, case-insensitively; an argument error otherwise. */
static wm_title title_by_name(lua_State *L, int arg)
{
    const char *want = lua_tostring(L, arg);
    lua_Integer i;
    wm_title found = (wm_title)0;
    int top = lua_gettop(L);
    push_constants(L);
    lua_getfield(L, -1, "titles");
    for (i = 1; !found && lua_rawgeti(L, -1, i) == LUA_TTABLE; i++) {
        static const char *const keys[] = {"short_name", "key", "name"};
        int k;
        for (k = 0; k < 3 && !found; k++) {
            lua_getfield(L, -1, keys[k]);
            if (lua_type(L, -1) == LUA_TSTRING) {
                const char *a = lua_tostring(L, -1), *b = want;
                while (*a && *b && tolower((unsigned char)*a) == tolower((unsigned char)*b))
                    a++, b++;
                if (!*a && !*b) {
                    lua_getfield(L, -2, "id");
                    found = (wm_title)lua_tointeger(L, -1);
                    lua_pop(L, 1);
                }
            }
            lua_pop(L, 1);
        }
        lua_pop(L, 1);
    }
    lua_settop(L, top);
    if (!found)
        raise_arg(L, WM_EINVAL, arg, "new", "no title named '%s' (march, ebert, republic, siege)", want);
    return found;
}

/* luaopen_weimar must stay visible even if the module is ever built with
 * -fvisibility=hidden. */
#if defined(__GNUC__)
#define LWEIMAR_EXPORT __attribute__((visibility("default")))
#else
#define LWEIMAR_EXPORT
#endif

LUAMOD_API LWEIMAR_EXPORT int luaopen_weimar(lua_State *L);

LUAMOD_API LWEIMAR_EXPORT int luaopen_weimar(lua_State *L)
{
    luaL_newlib(L, weimar_funcs);

    /* weimar.Game: metatable with the method table as __index */
    luaL_newmetatable(L, GAME_MT);
    luaL_setfuncs(L, game_meta, 0);
    luaL_newlib(L, game_methods);
    lua_setfield(L, -2, "__index");
    lua_pop(L, 1);

    /* weimar.Content: a content pack */
    luaL_newmetatable(L, CONTENT_MT);
    luaL_setfuncs(L, content_meta, 0);
    luaL_newlib(L, content_methods);
    lua_setfield(L, -2, "__index");
    lua_pop(L, 1);

    /* weimar.Model: a learned evaluation (weimar.model) */
    luaL_newmetatable(L, MODEL_MT);
    luaL_setfuncs(L, model_meta, 0);
    luaL_newlib(L, model_methods);
    lua_setfield(L, -2, "__index");
    lua_pop(L, 1);

    /* weimar.Error: the metatable of raised status errors, exported so
     * callers can test getmetatable(e) == weimar.Error */
    luaL_newmetatable(L, ERROR_MT);
    luaL_setfuncs(L, error_meta, 0);
    lua_setfield(L, -2, "Error");

    /* weimar.Log: the scratch owner of a wm_log while a result is built */
    luaL_newmetatable(L, LOG_MT);
    lua_pushcfunction(L, log_gc);
    lua_setfield(L, -2, "__gc");
    lua_pop(L, 1);

    /* weimar.constants: wm_constants_json() decoded; the module's
     * constants and its per-title tables are made from it */
    push_constants(L);
    set_constants(L, -1, -2);
    lua_setfield(L, -2, "constants");
    lua_pushcfunction(L, l_last_error);
    lua_setfield(L, -2, "last_error");
    return 1;
}
