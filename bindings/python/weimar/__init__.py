"""Python bindings for libweimar, through ctypes (standard library only).

libweimar plays board games by their rulebooks behind one generic C API
(``weimar.h``).  This package wraps that API one to one::

    import random, weimar

    with weimar.Game(weimar.MARCH_OF_PROGRESS, scenario=1, seed=7) as g:
        rng = random.Random(7)
        while not g.is_over:
            g.apply(rng.choice(g.legal_moves()))
        print(g.outcome())

The shared library is found, in this order, at the path in the environment
variable ``WEIMAR_LIBRARY``, through ``ctypes.util.find_library("weimar")``,
or in the source tree (``lib/libweimar.so.1`` two levels above this
package's folder).

Every C function that fails raises :class:`WeimarError` (or one of its
subclasses, one per status code) carrying the status in ``.status``.
"""

from __future__ import annotations

import ctypes
import ctypes.util
import enum
import json
import operator
import os

__all__ = [
    # library
    "version", "strerror", "title_available", "title_name", "library_path",
    "VERSION_MAJOR", "VERSION_MINOR", "VERSION_PATCH",
    # enums and constants
    "Status", "Title",
    "OK", "EINVAL", "EILLEGAL", "ENOMEM", "ECORRUPT", "EVERSION", "ERANGE",
    "EOVER",
    "MARCH_OF_PROGRESS", "FRIEDRICH_EBERT", "WEIMAR_REPUBLIC",
    "DEMOCRACY_UNDER_SIEGE",
    "CHANCE", "NOBODY", "OMNISCIENT", "SPECTATOR",
    "OPT_EXTERNAL_DICE", "OPT_NO_HISTORY", "OPT_TITLE_SHIFT",
    "WIN", "DRAW", "LOSS", "MOVE_NAME_MAX",
    # errors
    "WeimarError", "InvalidArgumentError", "IllegalMoveError",
    "OutOfMemoryError", "CorruptSaveError", "VersionError",
    "BufferTooSmallError", "GameOverError", "ClosedGameError",
    # the game
    "Options", "Game",
]

# ---------------------------------------------------------------------------
# Constants (weimar.h)
# ---------------------------------------------------------------------------

#: The version of weimar.h these bindings were written against.
VERSION_MAJOR = 1
VERSION_MINOR = 2
VERSION_PATCH = 0


class Status(enum.IntEnum):
    """``wm_status``: 0 is success, errors are fixed negative numbers."""

    OK = 0
    EINVAL = -1
    EILLEGAL = -2
    ENOMEM = -3
    ECORRUPT = -4
    EVERSION = -5
    ERANGE = -6
    EOVER = -7


class Title(enum.IntEnum):
    """``wm_title``: the four titles."""

    MARCH_OF_PROGRESS = 1
    FRIEDRICH_EBERT = 2
    WEIMAR_REPUBLIC = 3
    DEMOCRACY_UNDER_SIEGE = 4


OK = Status.OK
EINVAL = Status.EINVAL
EILLEGAL = Status.EILLEGAL
ENOMEM = Status.ENOMEM
ECORRUPT = Status.ECORRUPT
EVERSION = Status.EVERSION
ERANGE = Status.ERANGE
EOVER = Status.EOVER

MARCH_OF_PROGRESS = Title.MARCH_OF_PROGRESS
FRIEDRICH_EBERT = Title.FRIEDRICH_EBERT
WEIMAR_REPUBLIC = Title.WEIMAR_REPUBLIC
DEMOCRACY_UNDER_SIEGE = Title.DEMOCRACY_UNDER_SIEGE

#: wm_to_move(): the chance seat (with OPT_EXTERNAL_DICE).
CHANCE = -2
#: wm_to_move(): nobody, the game is over.
NOBODY = -1
#: view() viewer that sees everything.
OMNISCIENT = -3
#: view() viewer that sees only what is public.
SPECTATOR = -4

OPT_EXTERNAL_DICE = 0x0001
OPT_NO_HISTORY = 0x0002
OPT_TITLE_SHIFT = 16

WIN = 1
DRAW = 0
LOSS = -1

MOVE_NAME_MAX = 64

_U32_MAX = 0xFFFFFFFF
_U64_MAX = 0xFFFFFFFFFFFFFFFF

# ---------------------------------------------------------------------------
# Loading the shared library
# ---------------------------------------------------------------------------


def _candidates():
    env = os.environ.get("WEIMAR_LIBRARY")
    if env:
        # An explicit choice: use it and nothing else.
        return [env]
    found = []
    name = ctypes.util.find_library("weimar")
    if name:
        found.append(name)
    here = os.path.dirname(os.path.abspath(__file__))
    found.append(os.path.normpath(
        os.path.join(here, "..", "..", "..", "lib", "libweimar.so.1")))
    return found


def _open_library():
    errors = []
    for path in _candidates():
        try:
            return path, ctypes.CDLL(path)
        except OSError as exc:
            errors.append(f"{path}: {exc}")
    raise ImportError(
        "weimar: cannot load libweimar (set WEIMAR_LIBRARY to its path); "
        "tried " + "; ".join(errors))


#: The path (or name) the shared library was loaded from.
library_path, _lib = _open_library()


class Options(ctypes.Structure):
    """``wm_options``, field for field.  Always filled by wm_options_init()."""

    _fields_ = [
        ("size", ctypes.c_uint32),
        ("flags", ctypes.c_uint32),
        ("seed", ctypes.c_uint64),
        ("scenario", ctypes.c_int32),
        ("seats", ctypes.c_int32),
        ("bots", ctypes.c_uint32),
        ("reserved", ctypes.c_uint32),
        ("alloc", ctypes.c_void_p),      # wm_alloc_fn
        ("alloc_ud", ctypes.c_void_p),
    ]


_game_p = ctypes.c_void_p
_game_pp = ctypes.POINTER(ctypes.c_void_p)
_size_p = ctypes.POINTER(ctypes.c_size_t)
_move_p = ctypes.POINTER(ctypes.c_uint32)
_c_status = ctypes.c_int      # enum wm_status
_c_title = ctypes.c_int       # enum wm_title
_c_move = ctypes.c_uint32     # wm_move


def _declare(name, restype, *argtypes):
    fn = getattr(_lib, name)
    fn.restype = restype
    fn.argtypes = list(argtypes)
    return fn


_wm_strerror = _declare("wm_strerror", ctypes.c_char_p, _c_status)
_wm_version = _declare("wm_version", ctypes.c_char_p)
_wm_title_available = _declare("wm_title_available", ctypes.c_int, _c_title)
_wm_title_name = _declare("wm_title_name", ctypes.c_char_p, _c_title)
_wm_options_init = _declare("wm_options_init", None, ctypes.POINTER(Options))
_wm_new = _declare("wm_new", _c_status,
                   _c_title, ctypes.POINTER(Options), _game_pp)
_wm_clone = _declare("wm_clone", _c_status, _game_p, _game_pp)
_wm_copy = _declare("wm_copy", _c_status, _game_p, _game_p)
_wm_free = _declare("wm_free", None, _game_p)
_wm_game_title = _declare("wm_game_title", _c_title, _game_p)
_wm_seat_count = _declare("wm_seat_count", ctypes.c_int, _game_p)
_wm_seat_name = _declare("wm_seat_name", ctypes.c_char_p,
                         _game_p, ctypes.c_int)
_wm_action_count = _declare("wm_action_count", ctypes.c_uint32, _game_p)
_wm_to_move = _declare("wm_to_move", ctypes.c_int, _game_p)
_wm_legal_moves = _declare("wm_legal_moves", ctypes.c_size_t,
                           _game_p, _move_p, ctypes.c_size_t)
_wm_is_legal = _declare("wm_is_legal", ctypes.c_int, _game_p, _c_move)
_wm_apply = _declare("wm_apply", _c_status, _game_p, _c_move)
_wm_move_name = _declare("wm_move_name", _c_status,
                         _game_p, _c_move, ctypes.c_char_p, ctypes.c_size_t,
                         _size_p)
_wm_move_parse = _declare("wm_move_parse", _c_status,
                          _game_p, ctypes.c_char_p, _move_p)
_wm_prompt = _declare("wm_prompt", ctypes.c_char_p, _game_p)
_wm_is_over = _declare("wm_is_over", ctypes.c_int, _game_p)
_wm_is_secret = _declare("wm_is_secret", ctypes.c_int, _game_p)
_wm_outcome = _declare("wm_outcome", _c_status,
                       _game_p, ctypes.POINTER(ctypes.c_int32),
                       ctypes.c_size_t)
_wm_history = _declare("wm_history", ctypes.c_size_t,
                       _game_p, _move_p, ctypes.c_size_t)
_wm_save = _declare("wm_save", _c_status,
                    _game_p, ctypes.c_void_p, ctypes.c_size_t, _size_p)
_wm_load = _declare("wm_load", _c_status,
                    ctypes.c_void_p, ctypes.c_size_t, _game_pp)
_wm_load_with = _declare("wm_load_with", _c_status,
                         ctypes.c_void_p, ctypes.c_size_t,
                         ctypes.POINTER(Options), _game_pp)
_wm_to_json = _declare("wm_to_json", _c_status,
                       _game_p, ctypes.c_int, ctypes.c_char_p,
                       ctypes.c_size_t, _size_p)
_wm_hash = _declare("wm_hash", ctypes.c_uint64, _game_p)
_wm_state_size = _declare("wm_state_size", ctypes.c_size_t, _game_p)
_wm_check = _declare("wm_check", _c_status, _game_p)
_wm_bot_move = _declare("wm_bot_move", _c_status, _game_p, _move_p)

# ---------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------


def strerror(status):
    """The library's English description of a status code."""
    text = _wm_strerror(int(status))
    return text.decode("utf-8", "replace") if text else f"status {status}"


class WeimarError(Exception):
    """A libweimar call failed.  ``.status`` is the ``wm_status`` (an int,
    a :class:`Status` when known); ``.message`` is wm_strerror()'s text and
    ``.detail`` what the binding was doing."""

    _default_status = None

    def __new__(cls, status=None, detail=None):
        # WeimarError(-2) builds the matching subclass (IllegalMoveError).
        if cls is WeimarError and status is not None:
            cls = _ERROR_CLASSES.get(int(status), WeimarError)
        return super().__new__(cls)

    def __init__(self, status=None, detail=None):
        if status is None:
            status = self._default_status
        if status is None:
            raise TypeError("WeimarError needs a status")
        status = int(status)
        try:
            status = Status(status)
        except ValueError:
            pass
        self.status = status
        self.message = strerror(status)
        self.detail = detail
        text = f"{detail}: {self.message}" if detail else self.message
        super().__init__(text)

    def __reduce__(self):
        return (type(self), (int(self.status), self.detail))

    def __str__(self):
        return self.args[0] if self.args else ""


class InvalidArgumentError(WeimarError, ValueError):
    """WM_EINVAL: a bad argument (unknown title, move id, unparsable text)."""
    _default_status = Status.EINVAL


class IllegalMoveError(WeimarError):
    """WM_EILLEGAL: the move is not legal now; the game is unchanged."""
    _default_status = Status.EILLEGAL


class OutOfMemoryError(WeimarError, MemoryError):
    """WM_ENOMEM: the allocator failed."""
    _default_status = Status.ENOMEM


class CorruptSaveError(WeimarError):
    """WM_ECORRUPT: a save is truncated, damaged, foreign or invalid."""
    _default_status = Status.ECORRUPT


class VersionError(WeimarError):
    """WM_EVERSION: a save from a newer, incompatible format version."""
    _default_status = Status.EVERSION


class BufferTooSmallError(WeimarError):
    """WM_ERANGE: a buffer was too small (the bindings retry themselves)."""
    _default_status = Status.ERANGE


class GameOverError(WeimarError):
    """WM_EOVER: the game is over."""
    _default_status = Status.EOVER


class ClosedGameError(InvalidArgumentError):
    """An operation on a Game after close(): refused before reaching C."""

    def __init__(self, status=None, detail="the game is closed"):
        super().__init__(Status.EINVAL if status is None else status, detail)

    def __str__(self):
        return self.detail or "the game is closed"


_ERROR_CLASSES = {
    Status.EINVAL: InvalidArgumentError,
    Status.EILLEGAL: IllegalMoveError,
    Status.ENOMEM: OutOfMemoryError,
    Status.ECORRUPT: CorruptSaveError,
    Status.EVERSION: VersionError,
    Status.ERANGE: BufferTooSmallError,
    Status.EOVER: GameOverError,
}


def _check(status, detail=None):
    if status != 0:
        raise WeimarError(status, detail)


# ---------------------------------------------------------------------------
# Library-level functions
# ---------------------------------------------------------------------------


def version():
    """The library's run-time version, "MAJOR.MINOR.PATCH"."""
    return _wm_version().decode("ascii")


def title_available(title):
    """Whether this build of the library can play ``title``."""
    try:
        t = operator.index(title)
    except TypeError:
        return False
    if not -2**31 <= t < 2**31:
        return False
    return bool(_wm_title_available(t))


def title_name(title):
    """A title's English name, or None for an unknown title."""
    t = operator.index(title)
    if not -2**31 <= t < 2**31:
        return None
    name = _wm_title_name(t)
    return name.decode("utf-8") if name is not None else None


def _options(flags=0, seed=0, scenario=0, seats=0, bots=0):
    opts = Options()
    _wm_options_init(ctypes.byref(opts))
    for name, value, lo, hi in (("flags", flags, 0, _U32_MAX),
                                ("seed", seed, 0, _U64_MAX),
                                ("scenario", scenario, -2**31, 2**31 - 1),
                                ("seats", seats, -2**31, 2**31 - 1),
                                ("bots", bots, 0, _U32_MAX)):
        value = operator.index(value)
        if not lo <= value <= hi:
            raise InvalidArgumentError(
                Status.EINVAL, f"{name} {value} is out of range")
        setattr(opts, name, value)
    return opts


# ---------------------------------------------------------------------------
# The game
# ---------------------------------------------------------------------------


class Game:
    """One game of one title (a ``wm_game *``).

    ``Game(title, scenario=0, seed=0, flags=0, seats=0, bots=0)`` calls
    wm_new(); 0 selects the title's default scenario or seat count.  A game
    is freed by :meth:`close`, by leaving a ``with`` block, or when it is
    garbage-collected.  Any method of a closed game raises
    :class:`ClosedGameError`.
    """

    __slots__ = ("_ptr", "_buf", "_cap", "__weakref__")

    def __init__(self, title, scenario=0, seed=0, flags=0, seats=0, bots=0):
        self._ptr = None
        self._buf = None
        self._cap = 0
        t = operator.index(title)
        if not -2**31 <= t < 2**31:
            raise InvalidArgumentError(Status.EINVAL, f"unknown title {t}")
        opts = _options(flags=flags, seed=seed, scenario=scenario,
                        seats=seats, bots=bots)
        out = ctypes.c_void_p()
        _check(_wm_new(t, ctypes.byref(opts), ctypes.byref(out)),
               f"cannot create a game of title {t}, scenario {scenario}")
        self._ptr = out.value

    @classmethod
    def _adopt(cls, ptr):
        game = cls.__new__(cls)
        game._ptr = ptr
        game._buf = None
        game._cap = 0
        return game

    # -- life cycle --------------------------------------------------------

    @property
    def _h(self):
        ptr = self._ptr
        if ptr is None:
            raise ClosedGameError()
        return ptr

    def close(self):
        """Free the game.  Safe to call more than once."""
        ptr, self._ptr = getattr(self, "_ptr", None), None
        if ptr is not None:
            _wm_free(ptr)

    @property
    def closed(self):
        return self._ptr is None

    def __del__(self):
        try:
            self.close()
        except Exception:   # interpreter shutdown: nothing left to do
            pass

    def __enter__(self):
        self._h
        return self

    def __exit__(self, *exc):
        self.close()
        return False

    def clone(self):
        """An independent copy of the game, history included."""
        out = ctypes.c_void_p()
        _check(_wm_clone(self._h, ctypes.byref(out)), "cannot clone")
        return type(self)._adopt(out.value)

    __copy__ = clone

    def __deepcopy__(self, memo):
        return self.clone()

    def copy_from(self, other):
        """Overwrite this game with ``other`` (same title; wm_copy())."""
        if not isinstance(other, Game):
            raise TypeError("copy_from() needs a Game")
        _check(_wm_copy(self._h, other._h), "cannot copy")

    def __reduce__(self):
        return (_load_game, (self.save(),))

    def __repr__(self):
        if self._ptr is None:
            return "<weimar.Game closed>"
        return (f"<weimar.Game {title_name(self.title)!r} "
                f"to_move={self.to_move} prompt={self.prompt!r}>")

    # -- description -------------------------------------------------------

    @property
    def title(self):
        """The title played (a :class:`Title`)."""
        t = _wm_game_title(self._h)
        try:
            return Title(t)
        except ValueError:
            return t

    @property
    def seat_count(self):
        return _wm_seat_count(self._h)

    def seat_name(self, seat):
        """The name of a seat (or of CHANCE) in this game's scenario."""
        h = self._h
        s = operator.index(seat)
        name = None
        if -2**31 <= s < 2**31:
            name = _wm_seat_name(h, s)
        if name is None:
            raise InvalidArgumentError(Status.EINVAL, f"unknown seat {s}")
        return name.decode("utf-8")

    def seat_names(self):
        """The names of all seats, in order."""
        return [self.seat_name(s) for s in range(self.seat_count)]

    @property
    def action_count(self):
        """The size of the action space: every move id is below it."""
        return _wm_action_count(self._h)

    @property
    def state_size(self):
        """The size in bytes of the game's flat state."""
        return _wm_state_size(self._h)

    # -- play --------------------------------------------------------------

    @property
    def to_move(self):
        """A seat, CHANCE, or NOBODY once the game is over."""
        return _wm_to_move(self._h)

    @property
    def prompt(self):
        """What is being decided now, in English."""
        text = _wm_prompt(self._h)
        return text.decode("utf-8") if text is not None else ""

    @property
    def is_over(self):
        return bool(_wm_is_over(self._h))

    @property
    def is_secret(self):
        """Whether the pending decision must be hidden from the other seats."""
        return bool(_wm_is_secret(self._h))

    def legal_moves(self):
        """Every legal move of the pending decision, in increasing order."""
        h = self._h
        # A buffer kept with the game and grown on demand: usually one call.
        # Locals, so that two threads listing the same (const) game are safe.
        buf, cap = self._buf, self._cap
        while True:
            n = _wm_legal_moves(h, buf, cap)
            if n <= cap:
                return buf[:n] if n else []
            cap = max(n, 64)
            buf = (ctypes.c_uint32 * cap)()
            self._buf, self._cap = buf, cap

    def legal_move_names(self):
        """The names of legal_moves(), in the same order."""
        return [self.move_name(m) for m in self.legal_moves()]

    def is_legal(self, move):
        """Whether apply(move) would succeed (False for any non-move)."""
        h = self._h
        if isinstance(move, str):
            try:
                move = self.parse_move(move)
            except InvalidArgumentError:
                return False
        try:
            m = operator.index(move)
        except TypeError:
            return False
        if not 0 <= m <= _U32_MAX:
            return False
        return bool(_wm_is_legal(h, m))

    def apply(self, move):
        """Apply one move, given by id (int) or by name (str)."""
        h = self._h
        if isinstance(move, str):
            move = self.parse_move(move)
        m = operator.index(move)
        if not 0 <= m <= _U32_MAX:
            # The library rejects out-of-range ids with WM_EILLEGAL; do the
            # same for ints that do not even fit a wm_move.
            raise IllegalMoveError(Status.EILLEGAL, f"cannot apply move {m}")
        _check(_wm_apply(h, m), f"cannot apply move {m}")

    def move_name(self, move):
        """The stable name of a move id (legal now or not)."""
        h = self._h
        m = operator.index(move)
        if not 0 <= m <= _U32_MAX:
            raise InvalidArgumentError(Status.EINVAL, f"no move {m}")
        cap = MOVE_NAME_MAX
        length = ctypes.c_size_t(0)
        while True:
            buf = ctypes.create_string_buffer(cap)
            status = _wm_move_name(h, m, buf, cap, ctypes.byref(length))
            if status == Status.ERANGE and length.value + 1 > cap:
                cap = length.value + 1
                continue
            _check(status, f"no name for move {m}")
            return buf.raw[:length.value].decode("utf-8")

    def parse_move(self, text):
        """The move id named by ``text`` (or "#17"); need not be legal now."""
        h = self._h
        if not isinstance(text, str):
            raise TypeError("parse_move() needs a str")
        data = text.encode("utf-8")
        if b"\0" in data:
            raise InvalidArgumentError(Status.EINVAL,
                                       f"no move named {text!r}")
        out = ctypes.c_uint32()
        _check(_wm_move_parse(h, data, ctypes.byref(out)),
               f"no move named {text!r}")
        return out.value

    def bot_move(self):
        """The move the title's Non-player rules (or chance) would choose."""
        out = ctypes.c_uint32()
        _check(_wm_bot_move(self._h, ctypes.byref(out)), "no bot move")
        return out.value

    def outcome(self):
        """WIN, DRAW or LOSS for each seat of a finished game."""
        h = self._h
        n = max(_wm_seat_count(h), 1)
        arr = (ctypes.c_int32 * n)()
        _check(_wm_outcome(h, arr, n), "no outcome")
        return list(arr[:_wm_seat_count(h)])

    def history(self):
        """The moves applied so far, oldest first."""
        h = self._h
        cap = 0
        arr = None
        while True:
            n = _wm_history(h, arr, cap)
            if n <= cap:
                return list(arr[:n]) if n else []
            cap = n
            arr = (ctypes.c_uint32 * cap)()

    # -- state -------------------------------------------------------------

    def hash(self):
        """A 64-bit hash of the state (not of the history)."""
        return _wm_hash(self._h)

    def check(self):
        """Check the game's invariants; raises CorruptSaveError if broken."""
        _check(_wm_check(self._h), "invariant check failed")

    def save(self):
        """The game, history included, in libweimar's portable format."""
        h = self._h
        length = ctypes.c_size_t(0)
        status = _wm_save(h, None, 0, ctypes.byref(length))
        if status not in (Status.OK, Status.ERANGE):
            _check(status, "cannot save")
        while True:
            cap = length.value
            buf = ctypes.create_string_buffer(max(cap, 1))
            status = _wm_save(h, buf, cap, ctypes.byref(length))
            if status == Status.ERANGE and length.value > cap:
                continue
            _check(status, "cannot save")
            return buf.raw[:length.value]

    @classmethod
    def load(cls, data):
        """A game from the bytes of save()."""
        data = bytes(memoryview(data))
        out = ctypes.c_void_p()
        # A non-NULL pointer even for empty data, so that the library
        # reports a truncated save rather than a NULL argument.
        buf = ctypes.create_string_buffer(data, len(data) or 1)
        _check(_wm_load(buf, len(data), ctypes.byref(out)),
               "cannot load the game")
        return cls._adopt(out.value)

    def to_json(self, seat=OMNISCIENT):
        """The JSON text of the game as seen by ``seat``."""
        h = self._h
        v = operator.index(seat)
        if not -2**31 <= v < 2**31:
            raise InvalidArgumentError(Status.EINVAL, f"unknown viewer {v}")
        length = ctypes.c_size_t(0)
        status = _wm_to_json(h, v, None, 0, ctypes.byref(length))
        if status not in (Status.OK, Status.ERANGE):
            _check(status, f"no view for viewer {v}")
        while True:
            cap = length.value + 1
            buf = ctypes.create_string_buffer(cap)
            status = _wm_to_json(h, v, buf, cap, ctypes.byref(length))
            if status == Status.ERANGE and length.value + 1 > cap:
                continue
            _check(status, f"no view for viewer {v}")
            return buf.raw[:length.value].decode("utf-8")

    def view(self, seat=OMNISCIENT):
        """The game as seen by ``seat`` (a seat, SPECTATOR or OMNISCIENT),
        as a dict parsed from wm_to_json()."""
        return json.loads(self.to_json(seat))


def _load_game(data):
    return Game.load(data)


# ---------------------------------------------------------------------------
# The game log (libweimar 1.2: wm_log_*)
# ---------------------------------------------------------------------------

class _LogHandle(ctypes.Structure):
    pass


_log_p = ctypes.POINTER(_LogHandle)
_log_pp = ctypes.POINTER(_log_p)


def _declare_optional(name, restype, *argtypes):
    # A libweimar older than 1.2 has no log: Game.log() then raises.
    if not hasattr(_lib, name):
        return None
    return _declare(name, restype, *argtypes)


_wm_log_new = _declare_optional("wm_log_new", _c_status, _game_p, ctypes.c_int,
                                ctypes.c_size_t, _log_pp)
_wm_log_free = _declare_optional("wm_log_free", None, _log_p)
_wm_log_count = _declare_optional("wm_log_count", ctypes.c_size_t, _log_p)
_wm_log_move = _declare_optional("wm_log_move", ctypes.c_int64, _log_p,
                                 ctypes.c_size_t)
_wm_log_seat = _declare_optional("wm_log_seat", ctypes.c_int, _log_p,
                                 ctypes.c_size_t)
_wm_log_kind = _declare_optional("wm_log_kind", ctypes.c_char_p, _log_p,
                                 ctypes.c_size_t)
_wm_log_text = _declare_optional("wm_log_text", ctypes.c_char_p, _log_p,
                                 ctypes.c_size_t)
_wm_log_fields = _declare_optional("wm_log_fields", ctypes.c_char_p, _log_p,
                                   ctypes.c_size_t)
_wm_log_to_json = _declare_optional("wm_log_to_json", _c_status, _log_p,
                                    ctypes.c_char_p, ctypes.c_size_t, _size_p)


class LogEntry:
    """One entry of a game's log (wm_log_*): ``move`` is the history index
    of the move that caused it (-1 for the set-up), ``seat`` the seat that
    acted (NOBODY for an automatic consequence, CHANCE for a die), ``kind``
    a short token ("move", "reveal", "dice", "combat", "score", "assault",
    "election", "event", "end", ...), ``text`` the English line and
    ``fields`` its structured data (a dict)."""

    __slots__ = ("move", "seat", "kind", "text", "fields")

    def __init__(self, move, seat, kind, text, fields):
        self.move = move
        self.seat = seat
        self.kind = kind
        self.text = text
        self.fields = fields

    def __eq__(self, other):
        if not isinstance(other, LogEntry):
            return NotImplemented
        return all(getattr(self, k) == getattr(other, k) for k in self.__slots__)

    def __repr__(self):
        return (f"LogEntry(move={self.move}, seat={self.seat}, "
                f"kind={self.kind!r}, text={self.text!r})")

    def __str__(self):
        return self.text


def _new_log(game, viewer, since):
    h = game._h
    if _wm_log_new is None:
        raise WeimarError(Status.EINVAL, "this libweimar has no game log (1.2 needed)")
    v = operator.index(viewer)
    if not -2**31 <= v < 2**31:
        raise InvalidArgumentError(Status.EINVAL, f"unknown viewer {v}")
    n = operator.index(since)
    if n < 0:
        raise InvalidArgumentError(Status.EINVAL, f"since must be >= 0, not {n}")
    if n >= 2**63:
        raise BufferTooSmallError(Status.ERANGE, f"since {n} exceeds the history")
    out = _log_p()
    _check(_wm_log_new(h, v, n, ctypes.byref(out)), f"no log for viewer {v} since {n}")
    return out


def _game_log_json(self, viewer=OMNISCIENT, since=0):
    """The game's log as one JSON text (wm_log_to_json): {"viewer", "since",
    "entries": [{"move", "seat", "kind", "text", "fields"}, ...]}."""
    out = _new_log(self, viewer, since)
    try:
        length = ctypes.c_size_t(0)
        status = _wm_log_to_json(out, None, 0, ctypes.byref(length))
        if status not in (Status.OK, Status.ERANGE):
            _check(status)
        buf = ctypes.create_string_buffer(length.value + 1)
        _check(_wm_log_to_json(out, buf, length.value + 1, ctypes.byref(length)))
        return buf.raw[:length.value].decode("utf-8")
    finally:
        _wm_log_free(out)


def _game_log(self, viewer=OMNISCIENT, since=0):
    """The game's log as ``viewer`` (a seat, SPECTATOR or OMNISCIENT) sees
    it: a list of :class:`LogEntry`, oldest first, from the history index
    ``since`` on (0: the set-up included).  The log is derived by replaying
    the history (it costs what playing the game again costs); a game made
    with OPT_NO_HISTORY, or loaded from a save of libweimar 1.0/1.1, has
    none (IllegalMoveError, status EILLEGAL)."""
    out = _new_log(self, viewer, since)
    try:
        entries = []
        for i in range(_wm_log_count(out)):
            entries.append(LogEntry(
                int(_wm_log_move(out, i)), int(_wm_log_seat(out, i)),
                _wm_log_kind(out, i).decode("utf-8"),
                _wm_log_text(out, i).decode("utf-8"),
                json.loads(_wm_log_fields(out, i).decode("utf-8"))))
        return entries
    finally:
        _wm_log_free(out)


Game.log = _game_log
Game.log_json = _game_log_json
__all__.append("LogEntry")
