"""The spaces of weimar.env and weimar.vector: Gymnasium's own space
objects (``gymnasium.spaces.Box``, ``Discrete``, ``MultiDiscrete``) when
Gymnasium can be imported, so that RL libraries (and PettingZoo, whose
spaces are Gymnasium's) accept them; else :class:`Space`, a minimal
stand-in with the same ``shape``, ``n``, ``dtype`` and ``contains()``.

Observations are float32 vectors of ``wm_observation_size()`` values, not
normalized (counts and positions: a Box from -inf to inf); actions are
move ids 0 to ``wm_action_count() - 1`` (Discrete, or MultiDiscrete for a
batch); action masks are int8 (1 legal, 0 not), the dtype Gymnasium's
``Discrete.sample(mask=)`` takes.
"""

from __future__ import annotations

import operator
from typing import Any, Optional, Tuple

__all__ = ["Space", "gymnasium_spaces", "observation_space", "action_space"]


class Space:
    """A minimal stand-in for a Gymnasium space, used when Gymnasium is not
    installed: ``shape``, ``n`` (the number of move ids of a discrete
    space), ``dtype`` and ``contains()``."""

    def __init__(self, shape: Optional[Tuple[int, ...]] = None, n: Optional[int] = None,
                 dtype: Any = None) -> None:
        self.shape = shape
        self.n = n
        self.dtype = dtype

    def contains(self, x: Any) -> bool:
        """Whether ``x`` is a value of the space: a move id (or, for a
        batch, one per game) below ``n``, or an observation of ``shape``."""
        if self.n is not None and not self.shape:
            if isinstance(x, (bool, float)):
                return False
            try:
                v = operator.index(x)
            except TypeError:
                return False
            return 0 <= v < self.n
        shape = getattr(x, "shape", None)
        if shape is None:
            try:
                shape = (len(x),)
            except TypeError:
                return False
        if tuple(shape) != tuple(self.shape or ()):
            return False
        if self.n is not None:
            vals = x.ravel().tolist() if hasattr(x, "ravel") else list(x)
            return all(not isinstance(v, (bool, float)) and 0 <= v < self.n for v in vals)
        return True

    def __contains__(self, x: Any) -> bool:
        return self.contains(x)

    def __eq__(self, other: Any) -> bool:
        return (isinstance(other, Space) and (self.shape, self.n, self.dtype)
                == (other.shape, other.n, other.dtype))

    def __hash__(self) -> int:
        return hash((self.shape, self.n, str(self.dtype)))

    def __repr__(self) -> str:
        return f"Space(shape={self.shape}, n={self.n}, dtype={self.dtype})"


def gymnasium_spaces():
    """``gymnasium.spaces`` if Gymnasium can be imported, else None."""
    try:
        from gymnasium import spaces
    except ImportError:
        return None
    return spaces


def observation_space(size: int, batch: Optional[int] = None):
    """float32 observations of ``size`` values (``batch`` x ``size`` for a
    batch)."""
    shape = (size,) if batch is None else (batch, size)
    spaces = gymnasium_spaces()
    if spaces is None:
        try:
            import numpy as np
            dtype = np.float32
        except ImportError:
            dtype = "float32"
        return Space(shape=shape, dtype=dtype)
    import numpy as np
    return spaces.Box(low=-np.inf, high=np.inf, shape=shape, dtype=np.float32)


def action_space(n: int, batch: Optional[int] = None):
    """Move ids 0 to ``n - 1`` (one per game for a batch)."""
    spaces = gymnasium_spaces()
    if spaces is None:
        try:
            import numpy as np
            dtype = np.int64
        except ImportError:
            dtype = "int64"
        return Space(shape=None if batch is None else (batch,), n=n, dtype=dtype)
    import numpy as np
    if batch is None:
        return spaces.Discrete(n)
    return spaces.MultiDiscrete(np.full(batch, n, dtype=np.int64))
