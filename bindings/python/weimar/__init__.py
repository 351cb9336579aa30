"""Python bindings for libweimar, through ctypes (standard library only).

libweimar plays board games by their rulebooks behind one generic C API
(``weimar.h``).  This package wraps that API one to one::

    import random, weimar

    with weimar.Game("march", scenario=weimar.MarchScenario.THIRTY_YEARS_WAR,
                     seed=7) as g:
        rng = random.Random(7)
        while not g.is_over:
            g.apply(rng.choice(g.legal_moves()))
        print(g.outcome())

Titles, scenarios, seats and option flags are enums (:class:`Title`,
:class:`Option`, :class:`MarchScenario`, :class:`EbertFlag`...); a title
and a scenario may also be given by name (``Game("ebert", scenario="iii")``
is the third chapter of Friedrich Ebert).

The shared library is found, in this order, at the path in the environment
variable ``WEIMAR_LIBRARY``; as the copy built into this package by ``pip
install`` (``weimar/_libweimar.so``); through
``ctypes.util.find_library("weimar")`` (an installed libweimar); or in the
source tree (``lib/libweimar.so.1`` two levels above this package's
folder).  :data:`library_path` says which one was loaded.

Every C function that fails raises :class:`WeimarError` (or one of its
subclasses, one per status code) carrying the status in ``.status``; an
argument the library or the binding refuses raises
:class:`InvalidArgumentError` naming it in ``.argument`` and in its text.

Properties and methods: a property is a fact about the game that takes no
argument and costs nothing (``title``, ``seat_count``, ``action_count``,
``state_size``, ``to_move``, ``prompt``, ``is_over``, ``is_secret``,
``closed``); a method computes something, takes arguments, returns a new
list, bytes or dict, or may raise for the game's state (``legal_moves()``,
``seat_names()``, ``history()``, ``outcome()``, ``hash()``, ``save()``,
``view()``, ``bot_move()``...).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import enum
import json
import operator
import os
import re
from typing import (Any, Dict, Iterable, List, Mapping, Optional, Tuple, Type,
                    TypeVar, Union)

__all__ = [
    # library
    "version", "strerror", "last_error", "clear_error", "title_available",
    "title_name", "library_path", "CONSTANTS",
    "VERSION_MAJOR", "VERSION_MINOR", "VERSION_PATCH", "__version__",
    # enums and constants
    "Status", "Title", "Option", "Result", "Special",
    "MarchScenario", "MarchSeat", "MarchFlag",
    "EbertChapter", "EbertScenario", "EbertSeat", "EbertFlag",
    "RepublicScenario", "RepublicSeat", "RepublicFlag",
    "SiegeScenario", "SiegeSeat", "SiegeFlag", "EBERT_DIFFICULTY_MASK",
    "OK", "EINVAL", "EILLEGAL", "ENOMEM", "ECORRUPT", "EVERSION", "ERANGE",
    "EOVER", "ECONTENT",
    "MARCH_OF_PROGRESS", "FRIEDRICH_EBERT", "WEIMAR_REPUBLIC",
    "DEMOCRACY_UNDER_SIEGE",
    "CHANCE", "NOBODY", "OMNISCIENT", "SPECTATOR",
    "OPT_EXTERNAL_DICE", "OPT_NO_HISTORY", "OPT_TITLE_SHIFT",
    "WIN", "DRAW", "LOSS", "MOVE_NAME_MAX",
    # errors
    "WeimarError", "InvalidArgumentError", "IllegalMoveError",
    "OutOfMemoryError", "CorruptSaveError", "VersionError",
    "BufferTooSmallError", "GameOverError", "ClosedGameError", "ContentError",
    # the game
    "Options", "Game", "Content",
]

# ---------------------------------------------------------------------------
# Constants (weimar.h)
# ---------------------------------------------------------------------------

_HERE = os.path.dirname(os.path.abspath(__file__))


def _header_version() -> Optional[str]:
    """The version of the weimar.h of the source tree, when this package is
    used from the tree (PYTHONPATH=bindings/python)."""
    header = os.path.join(_HERE, os.pardir, os.pardir, os.pardir,
                          "include", "weimar.h")
    try:
        with open(header, encoding="utf-8") as f:
            text = f.read()
    except OSError:
        return None
    parts = [re.search(rf"^#define\s+WM_VERSION_{k}\s+(\d+)", text, re.M)
             for k in ("MAJOR", "MINOR", "PATCH")]
    if not all(parts):
        return None
    return ".".join(m.group(1) for m in parts if m)


try:   # written by the build backend when the package is built (pip install)
    from ._version import __version__
except ImportError:
    __version__ = _header_version() or "0.0.0"

#: The version of weimar.h this package was built from (or, in the source
#: tree, of its weimar.h); version() is the library actually loaded.
VERSION_MAJOR, VERSION_MINOR, VERSION_PATCH = (
    int(x) for x in __version__.split(".")[:3])

_U32_MAX = 0xFFFFFFFF
_U64_MAX = 0xFFFFFFFFFFFFFFFF

# ---------------------------------------------------------------------------
# Loading the shared library
# ---------------------------------------------------------------------------


def _candidates() -> List[str]:
    env = os.environ.get("WEIMAR_LIBRARY")
    if env:
        # An explicit choice: use it and nothing else.
        return [env]
    found = []
    bundled = os.path.join(_HERE, "_libweimar.so")
    if os.path.exists(bundled):
        # The copy pip built from the same sources as this package.
        found.append(bundled)
    name = ctypes.util.find_library("weimar")
    if name:
        found.append(name)
    found.append(os.path.normpath(
        os.path.join(_HERE, "..", "..", "..", "lib", "libweimar.so.1")))
    return found


def _open_library() -> Tuple[str, ctypes.CDLL]:
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
library_path: str
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
# content packs (1.3)
_content_p = ctypes.c_void_p
_wm_new_with_content = _declare("wm_new_with_content", _c_status, _c_title,
                                ctypes.POINTER(Options), _content_p, _game_pp)
_wm_load_with_content = _declare("wm_load_with_content", _c_status,
                                 ctypes.c_void_p, ctypes.c_size_t,
                                 ctypes.POINTER(Options), _content_p, _game_pp)
_wm_content_new = _declare("wm_content_new", _c_status, ctypes.c_char_p,
                           ctypes.c_size_t, ctypes.POINTER(Options),
                           ctypes.POINTER(ctypes.c_void_p), ctypes.c_char_p,
                           ctypes.c_size_t)
_wm_content_free = _declare("wm_content_free", None, _content_p)
_wm_content_title = _declare("wm_content_title", _c_title, _content_p)
_wm_content_hash = _declare("wm_content_hash", ctypes.c_uint64, _content_p)
_wm_content_write = _declare("wm_content_write", _c_status, _c_title,
                             _content_p, ctypes.c_char_p, ctypes.c_size_t,
                             _size_p)
_wm_game_content_hash = _declare("wm_game_content_hash", ctypes.c_uint64,
                                 _game_p)

# ---------------------------------------------------------------------------
# Constants: every title, scenario, seat and flag is read from the library
# (wm_constants_json(), weimar.h), never copied here (issue 23, part 3).
# ---------------------------------------------------------------------------

_wm_constants_json = (_declare("wm_constants_json", _c_status,
                               ctypes.c_char_p, ctypes.c_size_t, _size_p)
                      if hasattr(_lib, "wm_constants_json") else None)
_wm_last_error = (_declare("wm_last_error", ctypes.c_char_p)
                  if hasattr(_lib, "wm_last_error") else None)
_wm_clear_error = (_declare("wm_clear_error", None)
                   if hasattr(_lib, "wm_clear_error") else None)


def _read_constants() -> Dict[str, Any]:
    if _wm_constants_json is None:
        raise ImportError(f"weimar: {library_path} has no wm_constants_json "
                          "(libweimar 1.3 or newer is needed)")
    n = ctypes.c_size_t()
    _wm_constants_json(None, 0, ctypes.byref(n))
    buf = ctypes.create_string_buffer(n.value + 1)
    if _wm_constants_json(buf, n.value + 1, ctypes.byref(n)) != 0:
        raise ImportError("weimar: wm_constants_json() failed")
    data: Dict[str, Any] = json.loads(buf.value.decode("utf-8"))
    return data


#: The library's constants as wm_constants_json() gives them (a dict): the
#: enums below are made from it.
CONSTANTS: Dict[str, Any] = _read_constants()


def _members(rows: Iterable[Mapping[str, Any]]) -> List[Tuple[str, int]]:
    return [(r["name"], int(r["value"])) for r in rows]


def _enum(kind: Any, name: str, rows: Iterable[Mapping[str, Any]],
          doc: str) -> Any:
    cls = kind(name, _members(rows), module=__name__)
    cls.__doc__ = doc
    return cls


def _const(group: str, name: str) -> int:
    return next(int(r["value"]) for r in CONSTANTS[group] if r["name"] == name)


Status = _enum(enum.IntEnum, "Status", CONSTANTS["status"],
               "``wm_status``: 0 is success, errors are fixed negative numbers.")

class _TitleBase(enum.IntEnum):
    """``wm_title``: the titles (read from wm_constants_json()).

    ``Title.parse("march")`` finds a title by a short name ("march",
    "ebert", "republic", "siege"), by its member name or by its English
    name; :attr:`scenarios`, :attr:`seats` and :attr:`flags` are the
    title's own enums (None where the title has none)."""

    @classmethod
    def parse(cls, name: str) -> "_TitleBase":
        """The title called ``name`` (case and ``-``/``_``/spaces ignored):
        a short name ("march", "ebert", "republic", "siege"), a member name
        ("MARCH_OF_PROGRESS") or the English name ("The March of Progress").
        Raises InvalidArgumentError for any other text."""
        if not isinstance(name, str):
            raise TypeError(f"Title.parse(): argument 'name' must be a str, "
                            f"not {type(name).__name__}")
        key = _name_key(name)
        for title in cls:
            keys = {_name_key(title.name), _TITLE_SHORT[title]}
            english = _wm_title_name(int(title))
            if english:
                keys.add(_name_key(english.decode("utf-8")))
                keys.add(_name_key(english.decode("utf-8").split(":")[0]))
            if key in keys or _name_key("the " + name) in keys:
                return title
        raise InvalidArgumentError(
            Status.EINVAL, f"no title named {name!r} (titles: "
            + ", ".join(f"{_TITLE_SHORT[t]!r}" for t in cls) + ")",
            argument="title")

    @property
    def short_name(self) -> str:
        """The short name Game() and parse() accept ("march"...)."""
        return _TITLE_SHORT[self]

    @property
    def scenarios(self) -> Optional[Type[enum.IntEnum]]:
        """The enum of this title's scenario ids (wm_options.scenario)."""
        return _TITLE_ENUMS.get(self, (None, None, None))[0]

    @property
    def seats(self) -> Optional[Type[enum.IntEnum]]:
        """The enum of this title's named seats."""
        return _TITLE_ENUMS.get(self, (None, None, None))[1]

    @property
    def flags(self) -> Optional[Type[enum.IntFlag]]:
        """The enum of this title's option flags (bits from 16 up)."""
        return _TITLE_ENUMS.get(self, (None, None, None))[2]



Title = _TitleBase("Title", [(t["key"], int(t["id"])) for t in CONSTANTS["titles"]],
                   module=__name__)
Title.__doc__ = _TitleBase.__doc__

_TITLE_SHORT = {Title(t["id"]): t["short_name"] for t in CONSTANTS["titles"]}
_TITLE_INFO = {Title(t["id"]): t for t in CONSTANTS["titles"]}


def _name_key(text: str) -> str:
    return re.sub(r"[\s_\-:'.]+", "", text).lower()


Option = _enum(enum.IntFlag, "Option", CONSTANTS["options"],
               "Generic option flags of wm_options.flags (weimar.h): "
               "EXTERNAL_DICE (every die roll, shuffle and draw is a decision "
               "of the CHANCE seat) and NO_HISTORY (keep no history).")
Result = _enum(enum.IntEnum, "Result", CONSTANTS["results"],
               "One seat's result in outcome().")
Special = _enum(enum.IntEnum, "Special", CONSTANTS["special_seats"],
                "Special seat numbers: who is to move (CHANCE, NOBODY), and "
                "viewers of view() (OMNISCIENT, SPECTATOR).")

_TITLE_SHIFT = _const("limits", "OPT_TITLE_SHIFT")


def _title_enums(short: str, english: str) -> Tuple[Any, Any, Any]:
    t = next(t for t in CONSTANTS["titles"] if t["short_name"] == short)
    prefix = short.capitalize()
    return (_enum(enum.IntEnum, prefix + "Scenario", t["scenarios"],
                  f"{english}: its scenario ids (wm_options.scenario; 0 "
                  "selects the default)."),
            _enum(enum.IntEnum, prefix + "Seat", t["seats"],
                  f"{english}: its seats."),
            _enum(enum.IntFlag, prefix + "Flag", t["flags"],
                  f"{english}: its option flags (wm_options.flags, bits "
                  "from 16 up)."))


MarchScenario, MarchSeat, MarchFlag = _title_enums(
    "march", "The March of Progress")
EbertScenario, EbertSeat, EbertFlag = _title_enums("ebert", "Friedrich Ebert")
#: Friedrich Ebert's chapters are its scenarios.
EbertChapter = EbertScenario
RepublicScenario, RepublicSeat, RepublicFlag = _title_enums(
    "republic", "The Weimar Republic")
SiegeScenario, SiegeSeat, SiegeFlag = _title_enums(
    "siege", "Democracy under Siege")

#: The mask of Friedrich Ebert's difficulty field (MEDIUM | HARD).
EBERT_DIFFICULTY_MASK = next(
    int(r["value"]) for t in CONSTANTS["titles"] if t["short_name"] == "ebert"
    for r in t["other"] if r["name"] == "DIFFICULTY_MASK")

_TITLE_ENUMS: Dict[Any, Tuple[Any, Any, Any]] = {
    Title.MARCH_OF_PROGRESS: (MarchScenario, MarchSeat, MarchFlag),
    Title.FRIEDRICH_EBERT: (EbertScenario, EbertSeat, EbertFlag),
    Title.WEIMAR_REPUBLIC: (RepublicScenario, RepublicSeat, RepublicFlag),
    Title.DEMOCRACY_UNDER_SIEGE: (SiegeScenario, SiegeSeat, SiegeFlag),
}

OK = Status.OK
EINVAL = Status.EINVAL
EILLEGAL = Status.EILLEGAL
ENOMEM = Status.ENOMEM
ECORRUPT = Status.ECORRUPT
EVERSION = Status.EVERSION
ERANGE = Status.ERANGE
EOVER = Status.EOVER
ECONTENT = Status.ECONTENT

MARCH_OF_PROGRESS = Title.MARCH_OF_PROGRESS
FRIEDRICH_EBERT = Title.FRIEDRICH_EBERT
WEIMAR_REPUBLIC = Title.WEIMAR_REPUBLIC
DEMOCRACY_UNDER_SIEGE = Title.DEMOCRACY_UNDER_SIEGE

#: wm_to_move(): the chance seat (with OPT_EXTERNAL_DICE).
CHANCE = Special.CHANCE
#: wm_to_move(): nobody, the game is over.
NOBODY = Special.NOBODY
#: view() viewer that sees everything.
OMNISCIENT = Special.OMNISCIENT
#: view() viewer that sees only what is public.
SPECTATOR = Special.SPECTATOR

OPT_EXTERNAL_DICE = Option.EXTERNAL_DICE
OPT_NO_HISTORY = Option.NO_HISTORY
OPT_TITLE_SHIFT = _TITLE_SHIFT

WIN = Result.WIN
DRAW = Result.DRAW
LOSS = Result.LOSS

MOVE_NAME_MAX = _const("limits", "MOVE_NAME_MAX")

# ---------------------------------------------------------------------------
# Errors
# ---------------------------------------------------------------------------


def strerror(status: int) -> str:
    """The library's English description of a status code."""
    text = _wm_strerror(int(status))
    return text.decode("utf-8", "replace") if text else f"status {status}"


def last_error() -> str:
    """wm_last_error(): why the last failing library call on this thread
    failed ("" if none did, or with a library older than 1.3)."""
    if _wm_last_error is None:
        return ""
    text = _wm_last_error()
    return text.decode("utf-8", "replace") if text else ""


def clear_error() -> None:
    """wm_clear_error(): last_error() is "" until a call fails again."""
    if _wm_clear_error is not None:
        _wm_clear_error()


# The words of wm_last_error() that start with a place, not an argument.
_NOT_ARGUMENTS = {"save", "log", "bot", "outcome", "search", "resample",
                  "check", "playout", "out"}


def _reason_argument(reason: str) -> Tuple[Optional[str], str]:
    """The argument a library message names ("options.seats: 5 is ..." ->
    ("seats", "5 is ..."), "out is NULL" -> ("out", "is NULL")), or None."""
    m = re.match(r"(?:options\.)?([a-z_]+)(?:\[\d+\])?(?:: | (?=is NULL))(.*)$",
                 reason, re.S)
    if not m or m.group(1) in _NOT_ARGUMENTS:
        return None, reason
    return m.group(1), m.group(2)


class WeimarError(Exception):
    """A libweimar call failed.  ``.status`` is the ``wm_status`` (an int,
    a :class:`Status` when known); ``.message`` is wm_strerror()'s text,
    ``.reason`` the library's own sentence of why (wm_last_error(), None
    when the binding refused the call itself), ``.detail`` what the
    binding was doing and ``.argument`` the name of the argument that was
    refused (None when no single one was)."""

    _default_status: Optional[Status] = None
    status: Union[Status, int]
    message: str
    detail: Optional[str]
    argument: Optional[str]
    reason: Optional[str]

    def __new__(cls, status: Optional[int] = None, detail: Optional[str] = None,
                argument: Optional[str] = None,
                reason: Optional[str] = None) -> "WeimarError":
        """WeimarError(status) builds the subclass of that status."""
        # WeimarError(-2) builds the matching subclass (IllegalMoveError).
        if cls is WeimarError and status is not None:
            cls = _ERROR_CLASSES.get(int(status), WeimarError)
        return super().__new__(cls)

    def __init__(self, status: Optional[int] = None, detail: Optional[str] = None,
                 argument: Optional[str] = None,
                 reason: Optional[str] = None) -> None:
        """``status`` (the subclass's own by default), what the binding
        was doing (``detail``), the refused argument's name and the
        library's ``reason`` (its wm_last_error())."""
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
        self.reason = reason or None
        why = self.reason or self.message
        if self.reason and argument is None:
            argument = _reason_argument(self.reason)[0]
        self.argument = argument
        text = f"{detail}: {why}" if detail else why
        super().__init__(text)

    def __reduce__(self) -> Any:
        """Pickling keeps the class, status, detail, argument and reason."""
        return (type(self), (int(self.status), self.detail, self.argument,
                             self.reason))

    def __str__(self) -> str:
        """"<detail>: <message>"."""
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


class ContentError(WeimarError, ValueError):
    """WM_ECONTENT: a content pack does not validate (``.detail`` is the
    library's message, naming the card and the field), or a save was made
    with another content pack."""
    _default_status = Status.ECONTENT


class ClosedGameError(InvalidArgumentError):
    """An operation on a Game after close(): refused before reaching C."""

    def __init__(self, status: Optional[int] = None,
                 detail: Optional[str] = "the game is closed",
                 argument: Optional[str] = None,
                 reason: Optional[str] = None) -> None:
        """Always WM_EINVAL, with the detail "the game is closed"."""
        super().__init__(Status.EINVAL if status is None else status, detail,
                         argument, reason)

    def __str__(self) -> str:
        """"the game is closed"."""
        return self.detail or "the game is closed"


_ERROR_CLASSES = {
    Status.EINVAL: InvalidArgumentError,
    Status.EILLEGAL: IllegalMoveError,
    Status.ENOMEM: OutOfMemoryError,
    Status.ECORRUPT: CorruptSaveError,
    Status.EVERSION: VersionError,
    Status.ERANGE: BufferTooSmallError,
    Status.EOVER: GameOverError,
    Status.ECONTENT: ContentError,
}


def _check(status: int, detail: Optional[str] = None,
           argument: Optional[str] = None) -> None:
    """Raises the error of a failed call, with the library's reason
    (wm_last_error(), read at once, on this thread)."""
    if status != 0:
        raise WeimarError(status, detail, argument, last_error())


def _refused(where: str, status: int, hint: str = "") -> WeimarError:
    """The error of a failed call whose library message names the
    argument: "where(): argument 'seats': 5 is not 2 or 3 for ..."."""
    reason = last_error()
    argument, rest = _reason_argument(reason)
    if argument is None:
        return WeimarError(status, f"{where}()", None, reason)
    err = WeimarError(status, None, argument, reason)
    err.detail = f"{where}(): argument {argument!r}"
    err.args = (f"{where}(): argument {argument!r}: {rest}{hint}",)
    return err


def _invalid(where: str, argument: str, text: str) -> InvalidArgumentError:
    """The error for a refused argument: "where(): argument 'x': text"."""
    return InvalidArgumentError(
        Status.EINVAL, f"{where}(): argument {argument!r}: {text}", argument)


def _int_arg(where: str, argument: str, value: Any, lo: int, hi: int,
             what: str = "an int") -> int:
    """operator.index(value), with errors naming the argument: TypeError
    for a non-integer, InvalidArgumentError for one out of [lo, hi]."""
    try:
        v = operator.index(value)
    except TypeError:
        raise TypeError(f"{where}(): argument {argument!r} must be {what}, "
                        f"not {type(value).__name__}") from None
    if not lo <= v <= hi:
        raise _invalid(where, argument, f"{v} is out of range ({lo}..{hi})")
    return v


# ---------------------------------------------------------------------------
# Library-level functions
# ---------------------------------------------------------------------------


def version() -> str:
    """The library's run-time version, "MAJOR.MINOR.PATCH"."""
    return _wm_version().decode("ascii")


def _title_arg(title: Any, where: str = "Game") -> int:
    """A title given as a Title, an int or a name, as an int."""
    if isinstance(title, str):
        return int(Title.parse(title))
    t = _int_arg(where, "title", title, -2**63, 2**63,
                 "a Title, an int or a title name")
    return t


def title_available(title: Union[Title, int, str]) -> bool:
    """Whether this build of the library can play ``title`` (a Title, its
    number or its name; False for anything else)."""
    try:
        t = _title_arg(title, "title_available")
    except (TypeError, InvalidArgumentError):
        return False
    if not -2**31 <= t < 2**31:
        return False
    return bool(_wm_title_available(t))


def title_name(title: Union[Title, int, str]) -> Optional[str]:
    """A title's English name, or None for an unknown title."""
    t = _title_arg(title, "title_name")
    if not -2**31 <= t < 2**31:
        return None
    name = _wm_title_name(t)
    return name.decode("utf-8") if name is not None else None


def _options(flags: int = 0, seed: int = 0, scenario: int = 0, seats: int = 0,
             bots: int = 0, where: str = "Game") -> Options:
    opts = Options()
    _wm_options_init(ctypes.byref(opts))
    for name, value, lo, hi in (("flags", flags, 0, _U32_MAX),
                                ("seed", seed, 0, _U64_MAX),
                                ("scenario", scenario, -2**31, 2**31 - 1),
                                ("seats", seats, -2**31, 2**31 - 1),
                                ("bots", bots, 0, _U32_MAX)):
        setattr(opts, name, _int_arg(where, name, value, lo, hi))
    return opts


def _scenario_arg(title: int, scenario: Any) -> Any:
    """A scenario given by name ("marlborough", "chapter_iii", "iii"),
    as its id; anything else unchanged."""
    if not isinstance(scenario, str):
        return scenario
    try:
        scenarios = Title(title).scenarios
    except ValueError:
        scenarios = None
    key = _name_key(scenario)
    for member in scenarios or ():
        if key in (_name_key(member.name),
                   _name_key(member.name).replace("chapter", "")):
            return int(member)
    names = ", ".join(m.name.lower() for m in scenarios or ())
    raise _invalid("Game", "scenario",
                   f"no scenario named {scenario!r}"
                   + (f" (scenarios: {names})" if names else ""))


def _new(title: int, opts: Options,
         content: Optional[int] = None) -> Tuple[int, Optional[int]]:
    out = ctypes.c_void_p()
    st = _wm_new_with_content(title, ctypes.byref(opts), content,
                              ctypes.byref(out))
    return st, out.value


class Content:
    """A content pack (a ``wm_content *``): a title's printed cards read
    from JSON (doc/content-packs.md).

    ``Content(text)`` validates ``text`` (str or bytes) whole, or raises
    :class:`ContentError` whose ``detail`` names the card and the field.
    Pass it to ``Game(..., content=pack)`` and ``Game.load(data,
    content=pack)``; games keep their own reference, so the pack may be
    closed (or collected) at once.  :meth:`builtin` gives a title's
    built-in cards as a pack text to edit.
    """

    __slots__ = ("_ptr", "__weakref__")

    def __init__(self, text: Union[str, bytes, bytearray]) -> None:
        """Read and validate a pack (wm_content_new)."""
        self._ptr: Optional[int] = None
        if isinstance(text, str):
            data = text.encode("utf-8")
        else:
            try:
                data = bytes(memoryview(text))
            except TypeError:
                raise TypeError("Content(): argument 'text' must be str or "
                                f"bytes, not {type(text).__name__}") from None
        out = ctypes.c_void_p()
        msg = ctypes.create_string_buffer(512)
        st = _wm_content_new(data, len(data), None, ctypes.byref(out), msg,
                             len(msg))
        if st != Status.OK:
            raise WeimarError(st, msg.value.decode("utf-8", "replace")
                              or "cannot read the content pack", "text")
        self._ptr = out.value

    @staticmethod
    def builtin(title: Union[Title, int, str]) -> str:
        """The built-in cards of ``title`` as the text of a pack
        (wm_content_write with no pack)."""
        return _content_text(_title_arg(title, "Content.builtin"), None)

    @property
    def _h(self) -> int:
        if not self._ptr:
            raise ClosedGameError(detail="the content pack is closed")
        return self._ptr

    def close(self) -> None:
        """Release this reference (the games made with it keep theirs)."""
        if self._ptr:
            _wm_content_free(self._ptr)
            self._ptr = None

    def __del__(self) -> None:
        """Closes the pack when it is collected."""
        try:
            self.close()
        except Exception:  # pragma: no cover - interpreter shutdown
            pass

    def __enter__(self) -> "Content":
        """``with Content(text) as pack:`` closes it at the end."""
        return self

    def __exit__(self, *exc: Any) -> bool:
        """Closes the pack."""
        self.close()
        return False

    @property
    def title(self) -> Union[Title, int]:
        """The title the pack is for."""
        t = _wm_content_title(self._h)
        try:
            return Title(t)
        except ValueError:
            return t

    @property
    def hash(self) -> int:
        """The 64-bit hash of the canonical text (what saves record)."""
        return int(_wm_content_hash(self._h))

    def text(self) -> str:
        """The canonical text: every card with every field."""
        return _content_text(int(self.title), self._h)

    def __repr__(self) -> str:
        """"<weimar.Content siege 0123456789abcdef>"."""
        if not self._ptr:
            return "<weimar.Content closed>"
        return f"<weimar.Content {Title(self.title).short_name} {self.hash:016x}>"


def _content_text(title: int, ptr: Optional[int]) -> str:
    length = ctypes.c_size_t(0)
    st = _wm_content_write(title, ptr, None, 0, ctypes.byref(length))
    if st != Status.ERANGE:
        _check(st, "no content packs for this title", "title")
    buf = ctypes.create_string_buffer(length.value + 1)
    _check(_wm_content_write(title, ptr, buf, len(buf), ctypes.byref(length)),
           "cannot write the content pack")
    return buf.value.decode("utf-8")


def _content_arg(content: Any, where: str) -> Optional[int]:
    if content is None:
        return None
    if not isinstance(content, Content):
        raise TypeError(f"{where}: argument 'content' must be a weimar.Content"
                        f" or None, not {type(content).__name__}")
    return content._h


def _flags_hint(title: int) -> str:
    """The flags a title accepts, for an error about flags."""
    try:
        flags = _TITLE_ENUMS.get(Title(title), (None, None, None))[2]
    except ValueError:
        return ""
    known = ", ".join(f"{m.name} {int(m):#x}" for m in (flags or ()))
    return (f" (Option.*" + (f"; {flags.__name__}: {known}" if known else "")
            + ")")


# ---------------------------------------------------------------------------
# The game
# ---------------------------------------------------------------------------


Move = Union[int, str]
_G = TypeVar("_G", bound="Game")


class Game:
    """One game of one title (a ``wm_game *``).

    ``Game(title, scenario=0, seed=0, flags=0, seats=0, bots=0)`` calls
    wm_new().  ``title`` is a :class:`Title`, its number or its name
    ("march", "ebert", "republic", "siege"); ``scenario`` an id, one of the
    title's scenario enum (:class:`MarchScenario`, :class:`EbertScenario`,
    :class:`RepublicScenario`, :class:`SiegeScenario`) or its name
    ("marlborough"); 0 selects the title's default scenario or seat count.
    ``flags`` combines :class:`Option` and the title's flags
    (:class:`MarchFlag`, :class:`EbertFlag`, :class:`RepublicFlag`,
    :class:`SiegeFlag`: ``Game("siege", flags=SiegeFlag.ADVANCED)``).  A
    refused argument raises :class:`InvalidArgumentError` naming it, with
    the library's reason (wm_last_error(): "Game(): argument 'seats': 5 is
    not 2 or 3 for Democracy under Siege").

    A game is freed by :meth:`close`, by leaving a ``with`` block, or when
    it is garbage-collected.  Any method of a closed game raises
    :class:`ClosedGameError`.  Two games are equal when they are of the
    same title in the same state (equal :meth:`hash`); ``hash(game)`` is
    that state hash, so a game used as a dict key must not be changed.
    """

    __slots__ = ("_ptr", "_buf", "_cap", "__weakref__")

    def __init__(self, title: Union[Title, int, str],
                 scenario: Union[int, str] = 0, seed: int = 0,
                 flags: int = 0, seats: int = 0, bots: int = 0,
                 content: Optional["Content"] = None) -> None:
        """A new game (wm_new; with ``content``, a :class:`Content` pack of
        the same title, wm_new_with_content): see the class's
        documentation."""
        self._ptr: Optional[int] = None
        self._buf: Any = None
        self._cap = 0
        t = _title_arg(title)
        if not -2**31 <= t < 2**31:
            raise _invalid("Game", "title", f"{t} is no title")
        opts = _options(flags=flags, seed=seed,
                        scenario=_scenario_arg(t, scenario),
                        seats=seats, bots=bots)
        pack = _content_arg(content, "Game")
        if pack is not None and _wm_content_title(pack) != t:
            raise _invalid("Game", "content", "the content pack is for "
                           f"title {_wm_content_title(pack)}, not {t}")
        st, ptr = _new(t, opts, pack)
        if st != Status.OK:
            hint = _flags_hint(t) if last_error().startswith("options.flags") else ""
            raise _refused("Game", st, hint)
        self._ptr = ptr

    @classmethod
    def _adopt(cls: Type[_G], ptr: Optional[int]) -> _G:
        game = cls.__new__(cls)
        game._ptr = ptr
        game._buf = None
        game._cap = 0
        return game

    # -- life cycle --------------------------------------------------------

    @property
    def _h(self) -> int:
        ptr = self._ptr
        if ptr is None:
            raise ClosedGameError()
        return ptr

    def close(self) -> None:
        """Free the game.  Safe to call more than once."""
        ptr, self._ptr = getattr(self, "_ptr", None), None
        if ptr is not None:
            _wm_free(ptr)

    @property
    def closed(self) -> bool:
        """Whether close() has freed the game."""
        return self._ptr is None

    def __del__(self) -> None:
        """Free the game when it is garbage-collected (as close())."""
        try:
            self.close()
        except Exception:   # interpreter shutdown: nothing left to do
            pass

    def __enter__(self: _G) -> _G:
        """``with Game(...) as g:``: the game itself (ClosedGameError if closed)."""
        self._h
        return self

    def __exit__(self, *exc: Any) -> bool:
        """Close the game at the end of the ``with`` block."""
        self.close()
        return False

    def clone(self: _G) -> _G:
        """An independent copy of the game, history included."""
        out = ctypes.c_void_p()
        _check(_wm_clone(self._h, ctypes.byref(out)), "cannot clone")
        return type(self)._adopt(out.value)

    __copy__ = clone

    def __deepcopy__(self: _G, memo: Any) -> _G:
        """copy.deepcopy(game): a clone(), history included."""
        return self.clone()

    def copy_from(self, other: "Game") -> None:
        """Overwrite this game with ``other`` (same title; wm_copy())."""
        if not isinstance(other, Game):
            raise TypeError("copy_from(): argument 'other' must be a Game, "
                            f"not {type(other).__name__}")
        _check(_wm_copy(self._h, other._h),
               "copy_from(): argument 'other': cannot copy it here "
               "(another title?)", "other")

    def __reduce__(self) -> Any:
        """Pickling: the game travels as its save() (games of the built-in
        cards only: a save of a content pack's game needs its pack)."""
        if self.content_hash():
            raise TypeError("a game of a content pack cannot be pickled: "
                            "save() it and load() it with its Content")
        return (_load_game, (self.save(),))

    def __repr__(self) -> str:
        """The title, who is to move and the prompt."""
        if self._ptr is None:
            return "<weimar.Game closed>"
        return (f"<weimar.Game {title_name(self.title)!r} "
                f"to_move={int(self.to_move)} prompt={self.prompt!r}>")

    def __eq__(self, other: object) -> bool:
        """Same title and same state (wm_hash); the history is not compared."""
        if not isinstance(other, Game):
            return NotImplemented
        if self is other:
            return True
        return self.title == other.title and self.hash() == other.hash()

    def __ne__(self, other: object) -> bool:
        """The opposite of __eq__."""
        eq = self.__eq__(other)
        return eq if eq is NotImplemented else not eq

    def __hash__(self) -> int:
        """The state hash (wm_hash): it changes with every move."""
        return hash((int(self.title), self.hash()))

    # -- description -------------------------------------------------------

    @property
    def title(self) -> Union[Title, int]:
        """The title played (a :class:`Title`)."""
        t = _wm_game_title(self._h)
        try:
            return Title(t)
        except ValueError:
            return t

    @property
    def seat_count(self) -> int:
        """The number of seats, numbered from 0."""
        return _wm_seat_count(self._h)

    def seat_name(self, seat: int) -> str:
        """The name of a seat (or of CHANCE) in this game's scenario."""
        h = self._h
        s = _int_arg("seat_name", "seat", seat, -2**63, 2**63)
        name = None
        if -2**31 <= s < 2**31:
            name = _wm_seat_name(h, s)
        if name is None:
            raise _invalid("seat_name", "seat",
                           f"{s} is not a seat of this game (0..{self.seat_count - 1} "
                           "or CHANCE)")
        return name.decode("utf-8")

    def seat_names(self) -> List[str]:
        """The names of all seats, in order."""
        return [self.seat_name(s) for s in range(self.seat_count)]

    @property
    def action_count(self) -> int:
        """The size of the action space: every move id is below it."""
        return _wm_action_count(self._h)

    @property
    def state_size(self) -> int:
        """The size in bytes of the game's flat state."""
        return _wm_state_size(self._h)

    # -- play --------------------------------------------------------------

    @property
    def to_move(self) -> int:
        """A seat, CHANCE, or NOBODY once the game is over."""
        return _wm_to_move(self._h)

    @property
    def prompt(self) -> str:
        """What is being decided now, in English."""
        text = _wm_prompt(self._h)
        return text.decode("utf-8") if text is not None else ""

    @property
    def is_over(self) -> bool:
        """Whether the game has ended (outcome() is then available)."""
        return bool(_wm_is_over(self._h))

    @property
    def is_secret(self) -> bool:
        """Whether the pending decision must be hidden from the other seats."""
        return bool(_wm_is_secret(self._h))

    def legal_moves(self) -> List[int]:
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

    def legal_move_names(self) -> List[str]:
        """The names of legal_moves(), in the same order."""
        return [self.move_name(m) for m in self.legal_moves()]

    def is_legal(self, move: Any) -> bool:
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

    def apply(self, move: Move) -> None:
        """Apply one move, given by id (int) or by name (str).  An illegal
        move raises IllegalMoveError (GameOverError once the game is over)
        and leaves the game unchanged."""
        h = self._h
        if isinstance(move, str):
            move = self.parse_move(move, where="apply", argument="move")
        try:
            m = operator.index(move)
        except TypeError:
            raise TypeError("apply(): argument 'move' must be a move id (int) "
                            f"or a move name (str), not {type(move).__name__}"
                            ) from None
        if not 0 <= m <= _U32_MAX:
            # The library rejects out-of-range ids with WM_EILLEGAL; do the
            # same for ints that do not even fit a wm_move.
            raise IllegalMoveError(
                Status.EILLEGAL, f"apply(): argument 'move': {m} is not a "
                f"move id (0..{_wm_action_count(h) - 1})", "move")
        st = _wm_apply(h, m)
        if st == Status.EILLEGAL:
            what = (repr(self.move_name(m)) if m < _wm_action_count(h)
                    else f"not a move id (0..{_wm_action_count(h) - 1})")
            raise IllegalMoveError(
                st, f"apply(): argument 'move': {m} ({what}) is not legal "
                f"now (prompt: {self.prompt!r})", "move")
        _check(st, f"apply(): cannot apply move {m}", "move")

    def move_name(self, move: int) -> str:
        """The stable name of a move id (legal now or not)."""
        h = self._h
        m = _int_arg("move_name", "move", move, -2**63, 2**63, "a move id (int)")
        if not 0 <= m <= _U32_MAX:
            raise _invalid("move_name", "move",
                           f"{m} is not a move id (0..{_wm_action_count(h) - 1})")
        cap = MOVE_NAME_MAX
        length = ctypes.c_size_t(0)
        while True:
            buf = ctypes.create_string_buffer(cap)
            status = _wm_move_name(h, m, buf, cap, ctypes.byref(length))
            if status == Status.ERANGE and length.value + 1 > cap:
                cap = length.value + 1
                continue
            _check(status, f"move_name(): argument 'move': {m} is not a move "
                   f"id (0..{_wm_action_count(h) - 1})", "move")
            return buf.raw[:length.value].decode("utf-8")

    def move_label(self, move: int) -> str:
        """The text a person reads for a legal move (since 1.3): the
        board's names ("space Köln"), a card's number and name ("Event:
        #10 Treaty of Versailles", "[reconstructed]" after a wholly
        reconstructed card), a cost ("influence France: Neutral Area NW ->
        ... (2 PP)").  For showing only: move_name() is the stable token;
        parse_move() accepts both.  IllegalMoveError for a move not legal
        now (a label may describe the position)."""
        h = self._h
        m = _int_arg("move_label", "move", move, -2**63, 2**63, "a move id (int)")
        if not 0 <= m <= _U32_MAX:
            raise _invalid("move_label", "move",
                           f"{m} is not a move id (0..{_wm_action_count(h) - 1})")
        if _wm_move_label is None:  # a library older than 1.3: the token
            return self.move_name(m)
        cap = 192  # WM_MOVE_LABEL_MAX
        length = ctypes.c_size_t(0)
        while True:
            buf = ctypes.create_string_buffer(cap)
            status = _wm_move_label(h, m, buf, cap, ctypes.byref(length))
            if status == Status.ERANGE and length.value + 1 > cap:
                cap = length.value + 1
                continue
            _check(status, f"move_label(): argument 'move': {m} is not a "
                   f"legal move now (prompt: {self.prompt!r})", "move")
            return buf.raw[:length.value].decode("utf-8")

    def legal_move_labels(self) -> List[str]:
        """The labels of legal_moves() (see move_label()), in the same order."""
        return [self.move_label(m) for m in self.legal_moves()]

    def parse_move(self, text: str, *, where: str = "parse_move",
                   argument: str = "text") -> int:
        """The move id named by ``text`` (or "#17"); need not be legal now.
        Case and runs of spaces do not matter."""
        h = self._h
        if not isinstance(text, str):
            raise TypeError(f"{where}(): argument {argument!r} must be a str, "
                            f"not {type(text).__name__}")
        data = text.encode("utf-8")
        out = ctypes.c_uint32()
        if b"\0" in data:
            st = Status.EINVAL
        else:
            st = _wm_move_parse(h, data, ctypes.byref(out))
        _check(st, f"{where}(): argument {argument!r}: no move named "
               f"{text!r}", argument)
        return out.value

    def bot_move(self) -> int:
        """The move the title's Non-player rules (or chance) would choose."""
        out = ctypes.c_uint32()
        _check(_wm_bot_move(self._h, ctypes.byref(out)), "no bot move")
        return out.value

    def outcome(self) -> List[Result]:
        """WIN, DRAW or LOSS (a :class:`Result`) for each seat of a
        finished game; IllegalMoveError while it is not over."""
        h = self._h
        n = max(_wm_seat_count(h), 1)
        arr = (ctypes.c_int32 * n)()
        _check(_wm_outcome(h, arr, n), "no outcome")
        return [Result(v) for v in arr[:_wm_seat_count(h)]]

    def history(self) -> List[int]:
        """The moves applied so far, oldest first."""
        h = self._h
        cap = 0
        arr = None
        while True:
            n = _wm_history(h, arr, cap)
            if n <= cap:
                return list(arr[:n]) if n and arr is not None else []
            cap = n
            arr = (ctypes.c_uint32 * cap)()

    # -- state -------------------------------------------------------------

    def hash(self) -> int:
        """A 64-bit hash of the state (not of the history)."""
        return _wm_hash(self._h)

    def content_hash(self) -> int:
        """The hash of the content pack the game plays (Content.hash), or 0
        for the built-in cards."""
        return int(_wm_game_content_hash(self._h))

    def check(self) -> None:
        """Check the game's invariants; raises CorruptSaveError if broken."""
        _check(_wm_check(self._h), "invariant check failed")

    def save(self) -> bytes:
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
    def load(cls: Type[_G], data: Union[bytes, bytearray, memoryview],
             content: Optional["Content"] = None) -> _G:
        """A game from the bytes of save(); a game made with a content
        pack loads only with that pack (else :class:`ContentError`)."""
        try:
            data = bytes(memoryview(data))
        except TypeError:
            raise TypeError("load(): argument 'data' must be bytes-like, not "
                            f"{type(data).__name__}") from None
        out = ctypes.c_void_p()
        # A non-NULL pointer even for empty data, so that the library
        # reports a truncated save rather than a NULL argument.
        buf = ctypes.create_string_buffer(data, len(data) or 1)
        pack = _content_arg(content, "load()")
        st = _wm_load_with_content(buf, len(data), None, pack,
                                   ctypes.byref(out))
        if st == Status.ECONTENT:
            raise ContentError(st, "load(): the save was made with "
                               + ("another content pack" if pack else
                                  "a content pack: pass it as 'content'"),
                               "content")
        _check(st, "load(): argument 'data': cannot load the game", "data")
        return cls._adopt(out.value)

    def _viewer(self, where: str, viewer: Optional[int],
                seat: Optional[int]) -> int:
        if seat is not None:   # the keyword of 1.1
            viewer = seat
        if viewer is None:
            viewer = SPECTATOR
        return _int_arg(where, "viewer", viewer, -2**63, 2**63,
                        "a seat, SPECTATOR or OMNISCIENT")

    def to_json(self, viewer: Optional[int] = None, *,
                seat: Optional[int] = None) -> str:
        """The JSON text of the game as seen by ``viewer``: a seat, or by
        default SPECTATOR (public information only); OMNISCIENT shows
        everything, hidden information included."""
        h = self._h
        v = self._viewer("to_json", viewer, seat)
        bad = (f"to_json(): argument 'viewer': {v} is not a seat of this "
               f"game (0..{_wm_seat_count(h) - 1}), SPECTATOR or OMNISCIENT")
        if not -2**31 <= v < 2**31:
            raise InvalidArgumentError(Status.EINVAL, bad, "viewer")
        length = ctypes.c_size_t(0)
        status = _wm_to_json(h, v, None, 0, ctypes.byref(length))
        if status not in (Status.OK, Status.ERANGE):
            _check(status, bad, "viewer")
        while True:
            cap = length.value + 1
            buf = ctypes.create_string_buffer(cap)
            status = _wm_to_json(h, v, buf, cap, ctypes.byref(length))
            if status == Status.ERANGE and length.value + 1 > cap:
                continue
            _check(status, bad, "viewer")
            return buf.raw[:length.value].decode("utf-8")

    def view(self, viewer: Optional[int] = None, *,
             seat: Optional[int] = None) -> Dict[str, Any]:
        """The game as seen by ``viewer`` (a seat; by default SPECTATOR,
        who sees only public information; OMNISCIENT sees everything), as
        a dict parsed from wm_to_json()."""
        return json.loads(self.to_json(viewer, seat=seat))


def _load_game(data: bytes) -> Game:
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


# Move labels (1.3; None in an older library: move_label gives the name).
_wm_move_label = _declare_optional("wm_move_label", _c_status, _game_p, _c_move, ctypes.c_char_p,
                                   ctypes.c_size_t, _size_p)

# Batches and playouts (1.3; weimar.vector builds on them; None in an older
# library).
_wm_batch_new = _declare_optional("wm_batch_new", _c_status, ctypes.c_int, ctypes.c_void_p,
                                  ctypes.c_size_t, ctypes.POINTER(ctypes.c_void_p))
_wm_batch_new_with_content = _declare_optional("wm_batch_new_with_content", _c_status, ctypes.c_int,
                                               ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t,
                                               ctypes.POINTER(ctypes.c_void_p))
_wm_batch_free = _declare_optional("wm_batch_free", None, ctypes.c_void_p)
_wm_batch_size = _declare_optional("wm_batch_size", ctypes.c_size_t, ctypes.c_void_p)
_wm_batch_game = _declare_optional("wm_batch_game", _game_p, ctypes.c_void_p, ctypes.c_size_t)
_wm_batch_episodes = _declare_optional("wm_batch_episodes", ctypes.c_uint64, ctypes.c_void_p,
                                       ctypes.c_size_t)
_wm_batch_set_threads = _declare_optional("wm_batch_set_threads", _c_status, ctypes.c_void_p,
                                          ctypes.c_uint)
_wm_batch_threads = _declare_optional("wm_batch_threads", ctypes.c_uint, ctypes.c_void_p)
_wm_batch_bind = _declare_optional("wm_batch_bind", _c_status, ctypes.c_void_p, ctypes.c_void_p,
                                   ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_void_p)
_wm_batch_bind_legal = _declare_optional("wm_batch_bind_legal", _c_status, ctypes.c_void_p, ctypes.c_void_p,
                                         ctypes.c_void_p, ctypes.c_size_t)
_wm_batch_reset = _declare_optional("wm_batch_reset", _c_status, ctypes.c_void_p, ctypes.c_uint64)
_wm_batch_step = _declare_optional("wm_batch_step", _c_status, ctypes.c_void_p, ctypes.c_void_p,
                                   ctypes.c_size_t, ctypes.POINTER(ctypes.c_size_t))
# wm_batch_run (1.4): declared for C drivers passed from ctypes; a Python
# callback a move would be slower than wm_batch_step (not wrapped further)
_wm_batch_run = _declare_optional("wm_batch_run", _c_status, ctypes.c_void_p, ctypes.c_size_t, ctypes.c_void_p,
                                  ctypes.POINTER(ctypes.c_size_t))
_wm_playouts = _declare_optional("wm_playouts", _c_status, _game_p, ctypes.c_size_t, ctypes.c_uint64,
                                 ctypes.c_int, ctypes.c_void_p, ctypes.c_size_t)

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

    def __init__(self, move: int, seat: int, kind: str, text: str,
                 fields: Dict[str, Any]) -> None:
        """An entry; Game.log() makes them."""
        self.move = move
        self.seat = seat
        self.kind = kind
        self.text = text
        self.fields = fields

    def __eq__(self, other: object) -> bool:
        """Entries are equal when every member is."""
        if not isinstance(other, LogEntry):
            return NotImplemented
        return all(getattr(self, k) == getattr(other, k) for k in self.__slots__)

    __hash__ = None  # type: ignore[assignment]  # mutable, like a dict

    def __repr__(self) -> str:
        """LogEntry(move=..., seat=..., kind=..., text=...)."""
        return (f"LogEntry(move={self.move}, seat={self.seat}, "
                f"kind={self.kind!r}, text={self.text!r})")

    def __str__(self) -> str:
        """The entry's English line."""
        return self.text


def _new_log(game: "Game", where: str, viewer: Optional[int],
             since: int) -> Any:
    h = game._h
    if _wm_log_new is None:
        raise WeimarError(Status.EINVAL,
                          f"{where}(): this libweimar has no game log (1.2 needed)")
    v = game._viewer(where, viewer, None)
    n = _int_arg(where, "since", since, 0, 2**63 - 1)
    out = _log_p()
    status = _wm_log_new(h, v, n, ctypes.byref(out))
    if status == Status.EINVAL:
        raise _invalid(where, "viewer", f"{v} is not a seat of this game "
                       f"(0..{_wm_seat_count(h) - 1}), SPECTATOR or OMNISCIENT")
    if status == Status.ERANGE:
        raise WeimarError(status, f"{where}(): argument 'since': {n} exceeds "
                          f"the history's {_wm_history(h, None, 0)} moves", "since")
    _check(status, f"{where}(): no log for this game (made with "
           "OPT_NO_HISTORY, or loaded from a save of libweimar 1.0/1.1)")
    return out


def _game_log_json(self: "Game", viewer: Optional[int] = None,
                   since: int = 0) -> str:
    """The game's log as one JSON text (wm_log_to_json): {"viewer", "since",
    "entries": [{"move", "seat", "kind", "text", "fields"}, ...]}; viewer
    and since as for log()."""
    out = _new_log(self, "log_json", viewer, since)
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


def _game_log(self: "Game", viewer: Optional[int] = None,
              since: int = 0) -> List[LogEntry]:
    """The game's log as ``viewer`` sees it: a seat, or by default
    SPECTATOR (what every seat may know; another seat's secret choice shows
    as such); OMNISCIENT sees every entry unredacted.  A list of
    :class:`LogEntry`, oldest first, from the history index ``since`` on
    (0: the set-up included).  The log is derived by replaying the history
    (it costs what playing the game again costs); a game made with
    OPT_NO_HISTORY, or loaded from a save of libweimar 1.0/1.1, has none
    (IllegalMoveError, status EILLEGAL)."""
    out = _new_log(self, "log", viewer, since)
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


Game.log = _game_log  # type: ignore[attr-defined]
Game.log_json = _game_log_json  # type: ignore[attr-defined]
__all__.append("LogEntry")


# The 1.2 interface for learning and search is in weimar.ai and weimar.env
# (doc/ai.md); its ctypes declarations are reachable here as well.
from . import ai  # noqa: E402  (ai imports the names above)

_wm_observation_size = ai._wm_observation_size
_wm_observe = ai._wm_observe
_wm_observation_layout = ai._wm_observation_layout
_wm_chance_outcomes = ai._wm_chance_outcomes
_wm_resample = ai._wm_resample
_wm_search_move = ai._wm_search_move
# Learned evaluations (1.3; weimar.ai.Model, search_move(model=)): None
# with an older library.
_wm_model_load = getattr(ai, "_wm_model_load", None)
_wm_model_free = getattr(ai, "_wm_model_free", None)
_wm_model_title = getattr(ai, "_wm_model_title", None)
_wm_model_evaluate = getattr(ai, "_wm_model_evaluate", None)
_wm_evaluate = getattr(ai, "_wm_evaluate", None)
_wm_search_options_init = getattr(ai, "_wm_search_options_init", None)
_wm_search_move_with = getattr(ai, "_wm_search_move_with", None)
_wm_search_visits = getattr(ai, "_wm_search_visits", None)
