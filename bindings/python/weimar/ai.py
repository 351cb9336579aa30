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
    "action_mask", "returns", "chance_outcomes", "resample", "search_move", "search_visits",
    "Model", "model_bytes", "layout_hash", "MODEL_FORMAT", "MODEL_RESIDUAL", "evaluate",
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
# wm_evaluate is 1.3's: None with an older library (evaluate() refuses).
_wm_evaluate = (_declare("wm_evaluate", _c_status, _game_p, _float_p, ctypes.c_size_t)
                if hasattr(_lib, "wm_evaluate") else None)
_wm_legal_moves = _declare("wm_legal_moves", ctypes.c_size_t,
                           _game_p, _move_p, ctypes.c_size_t)


def evaluate(game, n=None):
    """The title's own estimate of the position per seat (wm_evaluate): a
    list of ``n`` floats in [0, 1] (default: the game's seats)."""
    if _wm_evaluate is None:
        raise NotImplementedError("evaluate(): this libweimar has no wm_evaluate (1.3)")
    k = game.seat_count if n is None else operator.index(n)
    buf = (ctypes.c_float * max(k, 1))()
    _check(_wm_evaluate(game._h, buf, k), "cannot evaluate")
    return list(buf)[:k]


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
    (1.0 win, 0.0 draw, -1.0 loss).  A reward, not a result: the 0.0 of a
    game still going is no draw (check ``game.is_over``; ``game.outcome()``
    raises while the game is not over)."""
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


def search_move(game, iterations=1000, seed=0, model=None, c_puct=1.5):
    """The move information-set MCTS chooses with ``iterations`` playouts
    (wm_search_move); deterministic for the same game, budget and seed.

    With ``model`` (a :class:`Model` of the game's title) the search is
    wm_search_move_with's: leaves valued and moves' priors given by the
    model (PUCT with ``c_puct``), no playouts."""
    out = ctypes.c_uint32()
    if model is None:
        _check(_wm_search_move(game._h, operator.index(iterations),
                               seed & 0xFFFFFFFFFFFFFFFF, ctypes.byref(out)),
               "no search move")
        return out.value
    opts = _SearchOptions()
    _wm_search_options_init(ctypes.byref(opts))
    opts.iterations = operator.index(iterations)
    opts.seed = seed & 0xFFFFFFFFFFFFFFFF
    opts.model = model._handle()
    opts.c_puct = float(c_puct)
    _check(_wm_search_move_with(game._h, ctypes.byref(opts),
                                ctypes.byref(out)), "no search move")
    return out.value


def search_visits(game, iterations=1000, seed=0, model=None, c_puct=1.5):
    """(move, visits): the move search_move() chooses for the same
    arguments and the root's visit count of every move id
    (wm_search_visits; a list of wm_action_count ints, a NumPy uint32
    array when NumPy is there).  All zero when no search ran (a single
    legal move).  Training uses the counts as the policy's target."""
    nact = _wm_action_count(game._h)
    buf = (ctypes.c_uint32 * nact)()
    out = ctypes.c_uint32()
    opts = _SearchOptions()
    _wm_search_options_init(ctypes.byref(opts))
    opts.iterations = operator.index(iterations)
    opts.seed = seed & 0xFFFFFFFFFFFFFFFF
    opts.model = model._handle() if model is not None else None
    opts.c_puct = float(c_puct)
    _check(_wm_search_visits(game._h, ctypes.byref(opts), buf, nact,
                             ctypes.byref(out)), "no search move")
    if _np is not None:
        return out.value, _np.frombuffer(buf, dtype=_np.uint32).copy()
    return out.value, list(buf)


# ---------------------------------------------------------------------------
# Learned evaluations (since 1.3): model files and the search that uses them
# ---------------------------------------------------------------------------

class _SearchOptions(ctypes.Structure):
    _fields_ = [("size", ctypes.c_uint32), ("iterations", ctypes.c_uint32),
                ("seed", ctypes.c_uint64), ("model", ctypes.c_void_p),
                ("c_puct", ctypes.c_float),
                ("reserved", ctypes.c_uint32 * 5)]


if hasattr(_lib, "wm_model_load"):
    _wm_model_load = _declare("wm_model_load", _c_status, ctypes.c_char_p,
                              ctypes.c_size_t, ctypes.POINTER(ctypes.c_void_p))
    _wm_model_free = _declare("wm_model_free", None, ctypes.c_void_p)
    _wm_model_title = _declare("wm_model_title", ctypes.c_int, ctypes.c_void_p)
    _wm_model_evaluate = _declare(
        "wm_model_evaluate", _c_status, ctypes.c_void_p, ctypes.c_void_p,
        ctypes.c_size_t, ctypes.c_void_p, ctypes.c_void_p, ctypes.c_size_t,
        ctypes.c_void_p, ctypes.c_size_t)
    _wm_search_options_init = _declare("wm_search_options_init", None,
                                       ctypes.c_void_p)
    _wm_search_move_with = _declare("wm_search_move_with", _c_status,
                                    _game_p, ctypes.c_void_p, _move_p)
if hasattr(_lib, "wm_search_visits"):
    _wm_search_visits = _declare("wm_search_visits", _c_status, _game_p,
                                 ctypes.c_void_p, ctypes.c_void_p,
                                 ctypes.c_size_t, _move_p)

#: The model file format this module writes (doc/model-format.md).
MODEL_FORMAT = 1
#: Format version 2's flag: the value head is a correction of the title's
#: own evaluation (wm_evaluate), doc/model-format.md.
MODEL_RESIDUAL = 1
#: ... and the leaf evaluated after the title's cut playout (with MODEL_RESIDUAL).
MODEL_PLAYOUT = 2
_MODEL_MAGIC = b"WMMODEL\0"


def layout_hash(game):
    """The observation layout hash of ``game``'s title as model files
    record it: CRC-32 of "name:d0xd1xd2;" for every slice of
    wm_observation_layout, in order (doc/model-format.md)."""
    import zlib
    text = "".join("%s:%s;" % (s["name"], "x".join(str(d) for d in s["shape"]))
                   for s in observation_layout(game)["slices"])
    return zlib.crc32(text.encode("utf-8")) & 0xFFFFFFFF


def model_bytes(game, hidden, policy, value, residual=False, playout=False):
    """A model file (doc/model-format.md) for ``game``'s title, from float
    weights: ``hidden`` a list of (W, b) with W out x in (nested sequences
    or NumPy arrays), ``policy`` (W, b) with actions x H, ``value`` (W, b)
    with V x H (one value per seat index).  ``residual``: the value head
    corrects the title's own evaluation (format version 2 with the
    MODEL_RESIDUAL flag: the search's leaf value is evaluate() + sigmoid
    - 0.5; ``playout``: evaluated after the title's cut playout, as
    wm_search_move's, MODEL_PLAYOUT); otherwise a format version 1 file."""
    import struct
    import zlib
    nobs = observation_size(game)
    nact = _wm_action_count(game._h)

    def flat(a):
        if _np is not None:
            return _np.asarray(a, dtype="<f4").ravel()
        out = []
        for row in a:
            out.extend(row if isinstance(row, (list, tuple)) else [row])
        return out

    def shape(a):
        if _np is not None:
            return tuple(_np.asarray(a).shape)
        return (len(a), len(a[0])) if a and isinstance(a[0], (list, tuple)) else (len(a),)

    widths, parts, fan_in = [], [], nobs
    for (w, b) in hidden:
        ws = shape(w)
        if ws[1:] != (fan_in,) or shape(b) != (ws[0],):
            raise InvalidArgumentError(Status.EINVAL, "model_bytes(): a hidden "
                                       "layer of shape %r after width %d" % (ws, fan_in))
        widths.append(ws[0])
        parts += [flat(w), flat(b)]
        fan_in = ws[0]
    pw, pb = policy
    vw, vb = value
    if shape(pw) != (nact, fan_in) or shape(pb) != (nact,):
        raise InvalidArgumentError(Status.EINVAL, "model_bytes(): the policy head "
                                   "must be %d x %d" % (nact, fan_in))
    nval = shape(vw)[0]
    if shape(vw) != (nval, fan_in) or shape(vb) != (nval,):
        raise InvalidArgumentError(Status.EINVAL, "model_bytes(): the value head "
                                   "must be V x %d" % fan_in)
    parts += [flat(pw), flat(pb), flat(vw), flat(vb)]
    head = _MODEL_MAGIC + struct.pack("<6I", 2 if residual else MODEL_FORMAT, int(game.title), nobs,
                                      layout_hash(game), nact, nval)
    head += struct.pack("<I", len(widths))
    if residual:
        head += struct.pack("<I", MODEL_RESIDUAL | (MODEL_PLAYOUT if playout else 0))
    head += struct.pack("<%dI" % len(widths), *widths)
    if _np is not None:
        body = b"".join(_np.asarray(p, dtype="<f4").tobytes() for p in parts)
    else:
        body = b"".join(struct.pack("<%df" % len(p), *p) for p in parts)
    data = head + body
    return data + struct.pack("<I", zlib.crc32(data) & 0xFFFFFFFF)


class Model:
    """A learned evaluation loaded from a model file's bytes or path
    (wm_model_load, which validates it: a refusal raises the library's
    error with its reason)."""

    def __init__(self, data):
        if isinstance(data, str) or hasattr(data, "__fspath__"):
            with open(data, "rb") as f:
                data = f.read()
        data = bytes(data)
        h = ctypes.c_void_p()
        _check(_wm_model_load(data, len(data), ctypes.byref(h)),
               "cannot load model")
        self._h = h.value

    def _handle(self):
        if not self._h:
            raise InvalidArgumentError(Status.EINVAL, "Model: closed")
        return self._h

    @property
    def title(self):
        """The title's number (wm_model_title)."""
        return _wm_model_title(self._handle())

    def evaluate(self, obs, mask=None, values=1):
        """(values, policy) of wm_model_evaluate for one observation (a
        float sequence of the title's size) and an optional legal mask:
        ``values`` per-seat estimates in [0, 1], the policy a list (NumPy
        array with NumPy) over every move id."""
        n = len(obs)
        ob = (ctypes.c_float * n)(*[float(x) for x in obs])
        nact = len(mask) if mask is not None else None
        if nact is None:
            raise InvalidArgumentError(Status.EINVAL, "Model.evaluate(): a mask is needed for the action count")
        mk = (ctypes.c_uint8 * nact)(*[1 if x else 0 for x in mask])
        vv = (ctypes.c_float * values)()
        pp = (ctypes.c_float * nact)()
        _check(_wm_model_evaluate(self._handle(), ob, n, mk, vv, values, pp, nact),
               "cannot evaluate")
        pol = list(pp)
        if _np is not None:
            pol = _np.array(pol, dtype=_np.float32)
        return list(vv), pol

    def close(self):
        """Frees the model (wm_model_free); searches must be done with it."""
        if getattr(self, "_h", None):
            _wm_model_free(self._h)
            self._h = None

    def __enter__(self):
        return self

    def __exit__(self, *exc):
        self.close()

    def __del__(self):
        try:
            self.close()
        except Exception:  # pragma: no cover - interpreter shutdown
            pass
