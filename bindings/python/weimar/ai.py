"""Learning and search with libweimar (doc/ai.md): observation tensors,
action masks, returns, chance outcomes, resampling and the search opponent.

Functions of a :class:`weimar.Game`, through the library's 1.2 interface
(wm_observe, wm_observation_layout, wm_chance_outcomes, wm_resample,
wm_search_move)::

    import weimar, weimar.ai as ai

    g = weimar.Game(weimar.MARCH_OF_PROGRESS, scenario=1, seed=3)
    obs = ai.observe(g, g.to_move)          # numpy.float32 array, or a list
    mask = ai.action_mask(g)                # 1 for each legal move id
    move = ai.search_move(g, 500, seed=1)   # information-set MCTS
    det = ai.resample(g, g.to_move, seed=9) # a determinization for the seat

Observations are NumPy arrays (float32) when NumPy can be imported and
plain lists of floats otherwise; ``use_numpy=False`` asks for lists.
"""

from __future__ import annotations

import ctypes
import json
import operator

from . import (Game, InvalidArgumentError, Status, _check, _game_p,
               _game_pp, _lib, _move_p, _size_p, _c_status)

try:  # optional: Debian's python3-numpy
    import numpy as _np
except ImportError:  # pragma: no cover - depends on the installation
    _np = None

__all__ = [
    "HAVE_NUMPY", "observation_size", "observation_layout", "observe",
    "action_mask", "returns", "chance_outcomes", "resample", "search_move",
]

#: True when observations come as NumPy arrays.
HAVE_NUMPY = _np is not None


def _declare(name, restype, *argtypes):
    fn = getattr(_lib, name)
    fn.restype = restype
    fn.argtypes = list(argtypes)
    return fn


_float_p = ctypes.POINTER(ctypes.c_float)
_double_p = ctypes.POINTER(ctypes.c_double)
_wm_observation_size = _declare("wm_observation_size", ctypes.c_size_t,
                                _game_p)
_wm_observe = _declare("wm_observe", _c_status, _game_p, ctypes.c_int,
                       ctypes.c_void_p, ctypes.c_size_t)
_wm_observation_layout = _declare("wm_observation_layout", _c_status,
                                  _game_p, ctypes.c_char_p, ctypes.c_size_t,
                                  _size_p)
_wm_chance_outcomes = _declare("wm_chance_outcomes", ctypes.c_size_t,
                               _game_p, _move_p, _double_p, ctypes.c_size_t)
_wm_resample = _declare("wm_resample", _c_status, _game_p, ctypes.c_int,
                        ctypes.c_uint64, _game_pp)
_wm_search_move = _declare("wm_search_move", _c_status, _game_p,
                           ctypes.c_uint32, ctypes.c_uint64, _move_p)
_wm_action_count = _declare("wm_action_count", ctypes.c_uint32, _game_p)
_wm_legal_moves = _declare("wm_legal_moves", ctypes.c_size_t,
                           _game_p, _move_p, ctypes.c_size_t)


def observation_size(game):
    """The number of floats of the title's observation (fixed per title)."""
    return _wm_observation_size(game._h)


def observation_layout(game):
    """The observation's named slices: a dict {"title", "size", "slices":
    [{"name", "offset", "shape", "doc"}, ...]} (wm_observation_layout)."""
    h = game._h
    length = ctypes.c_size_t(0)
    status = _wm_observation_layout(h, None, 0, ctypes.byref(length))
    if status not in (Status.OK, Status.ERANGE):
        _check(status, "no observation layout")
    buf = ctypes.create_string_buffer(length.value + 1)
    _check(_wm_observation_layout(h, buf, length.value + 1,
                                  ctypes.byref(length)), "no layout")
    return json.loads(buf.raw[:length.value].decode("utf-8"))


def observe(game, seat, use_numpy=None):
    """What ``seat`` observes now, as a float32 NumPy array (or a list of
    floats without NumPy, or with ``use_numpy=False``)."""
    h = game._h
    n = _wm_observation_size(h)
    if n == 0:
        raise InvalidArgumentError(Status.EINVAL, "no observation")
    s = operator.index(seat)
    if use_numpy is None:
        use_numpy = HAVE_NUMPY
    if use_numpy:
        if _np is None:
            raise InvalidArgumentError(Status.EINVAL, "NumPy is not installed")
        arr = _np.empty(n, dtype=_np.float32)
        _check(_wm_observe(h, s, arr.ctypes.data, n), f"cannot observe seat {s}")
        return arr
    buf = (ctypes.c_float * n)()
    _check(_wm_observe(h, s, buf, n), f"cannot observe seat {s}")
    return list(buf)


def action_mask(game, use_numpy=None):
    """1 for every legal move id, 0 elsewhere (wm_action_count entries),
    as an int8 NumPy array or a list."""
    h = game._h
    size = _wm_action_count(h)
    cap = max(size, 1)
    moves = (ctypes.c_uint32 * cap)()
    n = min(_wm_legal_moves(h, moves, cap), cap)
    if use_numpy is None:
        use_numpy = HAVE_NUMPY
    if use_numpy and _np is not None:
        mask = _np.zeros(size, dtype=_np.int8)
        mask[list(moves[:n])] = 1
        return mask
    mask = [0] * size
    for m in moves[:n]:
        mask[m] = 1
    return mask


def returns(game):
    """Each seat's return: 0.0 until the game is over, then its outcome
    (1.0 win, 0.0 draw, -1.0 loss)."""
    if not game.is_over:
        return [0.0] * game.seat_count
    return [float(x) for x in game.outcome()]


def chance_outcomes(game):
    """At a chance decision (OPT_EXTERNAL_DICE), [(move, probability), ...]
    in move id order, summing to 1; [] elsewhere."""
    h = game._h
    n = _wm_chance_outcomes(h, None, None, 0)
    if n == 0:
        return []
    moves = (ctypes.c_uint32 * n)()
    probs = (ctypes.c_double * n)()
    n = _wm_chance_outcomes(h, moves, probs, n)
    return list(zip(moves[:n], probs[:n]))


def resample(game, seat, seed=0):
    """A new Game consistent with everything ``seat`` has seen of ``game``
    (wm_resample): hidden cards, face-down choices and future dice are
    redrawn from ``seed``.  Its history is empty."""
    out = ctypes.c_void_p()
    _check(_wm_resample(game._h, operator.index(seat), seed & 0xFFFFFFFFFFFFFFFF,
                        ctypes.byref(out)), "cannot resample")
    return Game._adopt(out.value)


def search_move(game, iterations=1000, seed=0):
    """The move information-set MCTS chooses with ``iterations`` playouts
    (wm_search_move); deterministic for the same game, budget and seed."""
    out = ctypes.c_uint32()
    _check(_wm_search_move(game._h, operator.index(iterations),
                           seed & 0xFFFFFFFFFFFFFFFF, ctypes.byref(out)),
           "no search move")
    return out.value
