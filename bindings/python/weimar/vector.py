"""Many games stepped by one call: a vector environment on libweimar's
batches (wm_batch_*, doc/ai.md "Batches and playouts"), and playouts from
a position (wm_playouts).  Needs NumPy: the package's ``vector`` extra
(``pip install './bindings/python[vector]'``) or Debian's python3-numpy.

    import numpy as np
    from weimar.vector import VectorEnv

    env = VectorEnv("march", num_envs=256, seed=0)
    obs, infos = env.reset(seed=0)
    rng = np.random.default_rng(0)
    for _ in range(1000):
        mask = infos["action_mask"]                    # (256, actions) int8
        actions = (rng.random(mask.shape) * mask).argmax(axis=1)
        obs, rewards, terminations, truncations, infos = env.step(actions)
    env.close()

The shapes follow Gymnasium's vector API: ``reset(seed)`` returns
``(observations, infos)`` and ``step(actions)`` returns ``(observations,
rewards, terminations, truncations, infos)``.  Game ``i``'s episode ``e``
is the game ``weimar.Game`` makes with the seed ``seed + i + e *
num_envs``; a game that ends is set up again at once (its arrays already
show the next episode, as Gymnasium's autoreset does).

- ``observations``: float32 ``(num_envs, observation_size)``, each game's
  observation for its seat to move (zeros at a chance decision); a
  read-only view of the batch's own array, updated in place by the next
  step (copy it to keep or change it);
- ``rewards``: float32 ``(num_envs,)``, for a game that ended in the step
  the outcome (1 win, 0 draw, -1 loss) of the seat that made the last
  move, else 0;
- ``terminations``: bool ``(num_envs,)``; ``truncations``: all False
  (games end by their rules);
- ``infos``: ``"action_mask"`` int8 ``(num_envs, action_count)`` (1 legal,
  0 not: the dtype of weimar.ai.action_mask and weimar.env's masks, and
  the one Gymnasium's ``Discrete.sample(mask=)`` takes; ``mask != 0`` or
  ``mask.view(bool)`` gives booleans), ``"to_move"`` int32 ``(num_envs,)``
  (the seat to move; multi-seat code routes each row to that seat's
  policy), ``"outcomes"`` float32 ``(num_envs, seats)``: for a game that
  ended in the step each seat's outcome (1 win, 0 draw, -1 loss), NaN for
  a game that did not (an unfinished game is no draw) and ``"episodes"``.

``actions`` are move ids: an integer array (or a sequence of ints); a
float or bool array raises TypeError.  ``single_observation_space``,
``single_action_space``, ``observation_space`` and ``action_space`` are
Gymnasium's ``Box``, ``Discrete`` and ``MultiDiscrete`` when Gymnasium can
be imported, else stand-ins with the same ``shape``, ``n`` and ``dtype``.

The arrays are the library's own output buffers, bound once (all but
``"outcomes"``, rewritten from the library's each step): nothing else is
copied per step, and a step overwrites them (copy what you keep).
"""

from __future__ import annotations

import ctypes
import operator
from typing import Any, Dict, Optional, Tuple, Union

try:
    import numpy as np
except ImportError as exc:  # pragma: no cover - depends on the installation
    raise ImportError(
        "weimar.vector needs NumPy, the package's 'vector' extra: "
        "pip install 'weimar[vector]' (from the libweimar tree: "
        "pip install './bindings/python[vector]'; on Debian: "
        "apt-get install python3-numpy)", name="numpy"
    ) from exc

from . import (OPT_EXTERNAL_DICE, Game, InvalidArgumentError, Status, Title, _c_status, _check, _refused,
               _game_p, _invalid, _lib, _options, _scenario_arg, _title_arg,
               _wm_clone)

__all__ = ["VectorEnv", "SeatVectorEnv", "playouts", "PLAYOUT_RANDOM", "PLAYOUT_BOT"]

#: wm_playouts() policies.
PLAYOUT_RANDOM = 0
PLAYOUT_BOT = 1


from . import (_content_arg, _wm_action_count, _wm_batch_bind, _wm_batch_episodes,  # noqa: E402
               _wm_batch_free, _wm_batch_game, _wm_batch_new, _wm_batch_new_with_content,
               _wm_batch_reset, _wm_content_title,
               _wm_batch_set_threads, _wm_batch_step, _wm_observation_size,
               _wm_playouts, _wm_seat_count)

if _wm_batch_new is None:  # pragma: no cover - an older library
    raise ImportError("weimar.vector needs libweimar 1.3 (wm_batch_new is missing)")

from ._spaces import Space, action_space, observation_space  # noqa: E402,F401

_SIZE_MAX = ctypes.c_size_t(-1).value
_U64 = 0xFFFFFFFFFFFFFFFF


def _move_ids(where: str, argument: str, actions: Any) -> np.ndarray:
    """``actions`` as an integer array, or TypeError for floats, bools and
    anything else that is not move ids (a float is not rounded)."""
    a = np.asarray(actions)
    if a.dtype.kind not in "iu":
        raise TypeError(f"{where}(): argument {argument!r} must be move ids (an "
                        f"integer array), not an array of {a.dtype}")
    return a


class VectorEnv:
    """``num_envs`` games of one title stepped together (a ``wm_batch *``):
    see the module's documentation.

    ``title``, ``scenario``, ``flags``, ``seats``, ``bots`` and ``content``
    (a :class:`weimar.Content` pack, which every game and every set-up
    again plays with) are those of :class:`weimar.Game`; ``seed`` is game
    0's seed; ``threads`` (1 to 64) steps the games on that many threads
    with the same results.
    """

    metadata = {"name": "weimar_vector_v0", "autoreset_mode": "next_step"}

    def __init__(self, title: Union[Title, int, str], num_envs: int,
                 scenario: Union[int, str] = 0, seed: int = 0, flags: int = 0,
                 seats: int = 0, bots: int = 0, threads: int = 1,
                 content: Optional[Any] = None) -> None:
        self._ptr: Optional[int] = None
        t = _title_arg(title, "VectorEnv")
        n = operator.index(num_envs)
        if n < 1:
            raise _invalid("VectorEnv", "num_envs", f"{n} is not a positive number of games")
        opts = _options(flags=flags, seed=seed & _U64,
                        scenario=_scenario_arg(t, scenario), seats=seats,
                        bots=bots, where="VectorEnv")
        out = ctypes.c_void_p()
        pack = _content_arg(content, "VectorEnv")
        if pack is not None:
            if _wm_batch_new_with_content is None:  # pragma: no cover - an older library
                raise _invalid("VectorEnv", "content", "this library has no wm_batch_new_with_content")
            if _wm_content_title(pack) != t:
                raise _invalid("VectorEnv", "content", "the content pack is for "
                               f"title {_wm_content_title(pack)}, not {t}")
            st = _wm_batch_new_with_content(t, ctypes.addressof(opts), pack, n, ctypes.byref(out))
        else:
            st = _wm_batch_new(t, ctypes.addressof(opts), n, ctypes.byref(out))
        if st != Status.OK:  # the library's sentence names the argument
            raise _refused("VectorEnv", st)
        self._ptr = out.value
        self.num_envs = n
        self.title = t
        g0 = _wm_batch_game(self._ptr, 0)
        self.action_count = int(_wm_action_count(g0))
        self.observation_size = int(_wm_observation_size(g0))
        self.seats = int(_wm_seat_count(g0))
        self.single_action_space = action_space(self.action_count)
        self.single_observation_space = observation_space(self.observation_size)
        self.action_space = action_space(self.action_count, batch=n)
        self.observation_space = observation_space(self.observation_size, batch=n)
        self._to_move = np.zeros(n, dtype=np.int32)
        self._mask = np.zeros((n, self.action_count), dtype=np.uint8)
        self._obs = np.zeros((n, max(self.observation_size, 1)), dtype=np.float32)
        self._outcomes = np.zeros((n, self.seats), dtype=np.int32)
        # infos["outcomes"]: the library's, NaN for the games that did not end
        self._outcomes_nan = np.full((n, self.seats), np.nan, dtype=np.float32)
        self._done = np.zeros(n, dtype=np.uint8)
        self._moves = np.zeros(n, dtype=np.uint32)
        self._moves_ptr = self._moves.ctypes.data  # once: .ctypes builds an object a call
        self._rewards = np.zeros(n, dtype=np.float32)
        # finished episodes per game (wm_batch_episodes, kept from the done
        # flags instead of one call a game a step)
        self._episodes = np.zeros(n, dtype=np.uint64)
        self._truncations = np.zeros(n, dtype=bool)
        self._bad = ctypes.c_size_t()
        self.set_threads(threads)
        _check(_wm_batch_bind(self._ptr, self._to_move.ctypes.data,
                              self._mask.ctypes.data, self._obs.ctypes.data,
                              self._outcomes.ctypes.data, self._done.ctypes.data),
               "cannot bind the batch's buffers")
        self._rows = np.arange(n)
        # The library keeps the rows up to date in place, writing only what
        # changed in a step (wm_batch_bind): the array handed out is a
        # read-only view, so that no caller's write can put a row out of
        # step with its game (copy it to change it).
        self._obs_view = self._obs[:, :self.observation_size]
        self._obs_view.flags.writeable = False

    # -- life cycle -------------------------------------------------------

    def close(self) -> None:
        """Free the batch (its games and threads); idempotent."""
        if self._ptr is not None:
            _wm_batch_free(self._ptr)
            self._ptr = None

    def __enter__(self) -> "VectorEnv":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # pragma: no cover - interpreter shutdown
            pass

    def _h(self) -> int:
        if self._ptr is None:
            raise InvalidArgumentError(Status.EINVAL, "VectorEnv: the environment is closed")
        return self._ptr

    def set_threads(self, threads: int) -> None:
        """Step the games on ``threads`` threads (1 to 64)."""
        k = operator.index(threads)
        if not 1 <= k <= 64:
            raise _invalid("VectorEnv", "threads", f"{k} is not 1 to 64")
        _check(_wm_batch_set_threads(self._h(), k), f"cannot use {k} threads")

    # -- the Gymnasium vector API -------------------------------------------

    def _infos(self) -> Dict[str, Any]:
        return {"action_mask": self._mask.view(np.int8), "to_move": self._to_move,
                "outcomes": self._outcomes_nan, "episodes": self._episodes}

    def reset(self, seed: Optional[int] = None,
              options: Optional[dict] = None) -> Tuple[np.ndarray, Dict[str, Any]]:
        """Set every game up again, game ``i`` with ``seed + i`` (the
        constructor's seed when None)."""
        h = self._h()
        if seed is not None:
            _check(_wm_batch_reset(h, operator.index(seed) & _U64), "cannot reset")
            self._episodes[:] = 0
        self._rewards[:] = 0
        self._outcomes_nan[:] = np.nan
        return self._obs_view, self._infos()

    def step(self, actions: Any) -> Tuple[np.ndarray, np.ndarray, np.ndarray,
                                          np.ndarray, Dict[str, Any]]:
        """One move per game (``actions[i]`` a legal move id of game ``i``):
        all or nothing - an illegal move raises
        :class:`weimar.IllegalMoveError`-like :class:`weimar.WeimarError`
        naming its game, and no game changes."""
        h = self._h()
        a = _move_ids("VectorEnv.step", "actions", actions)
        if a.shape != (self.num_envs,):
            raise _invalid("VectorEnv.step", "actions",
                           f"shape {a.shape} is not ({self.num_envs},)")
        if a.size and (a.min() < 0 or a.max() >= self.action_count):
            raise _invalid("VectorEnv.step", "actions",
                           f"move ids must be 0 to {self.action_count - 1}")
        np.copyto(self._moves, a, casting="unsafe")
        movers = self._to_move.copy()
        st = _wm_batch_step(h, self._moves_ptr, self.num_envs,
                            ctypes.byref(self._bad))
        if st == Status.EILLEGAL:
            i = self._bad.value
            _check(st, f"VectorEnv.step: move {int(self._moves[i])} is not legal "
                       f"in game {i}; no game changed")
        _check(st, "VectorEnv.step failed")
        done = self._done.view(bool)
        self._rewards[:] = 0
        self._outcomes_nan[:] = np.nan
        if done.any():
            self._outcomes_nan[done] = self._outcomes[done]
            self._episodes += self._done
            rows = np.nonzero(done)[0]
            seat = movers[rows]
            ok = seat >= 0
            self._rewards[rows[ok]] = self._outcomes[rows[ok], seat[ok]]
        return (self._obs_view, self._rewards, done,
                self._truncations, self._infos())

    def episodes(self, i: int) -> int:
        """Game ``i``'s finished episodes (wm_batch_episodes)."""
        k = operator.index(i)
        if not 0 <= k < self.num_envs:
            raise _invalid("VectorEnv.episodes", "i", f"{k} is not 0 to {self.num_envs - 1}")
        return int(_wm_batch_episodes(self._h(), k))

    def game(self, i: int) -> Game:
        """A copy of game ``i`` as a :class:`weimar.Game` (to view, save or
        search; the batch's own game goes on)."""
        k = operator.index(i)
        if not 0 <= k < self.num_envs:
            raise _invalid("VectorEnv.game", "i", f"{k} is not 0 to {self.num_envs - 1}")
        out = ctypes.c_void_p()
        _check(_wm_clone(_wm_batch_game(self._h(), k), ctypes.byref(out)),
               "cannot copy the game")
        return Game._adopt(out.value)


class SeatVectorEnv:
    """The batch as a multi-agent environment in the shape of PettingZoo's
    Parallel API, one agent per seat (``"seat_0"``, ``"seat_1"``, ...), for
    code that trains or plays a policy per seat.

        env = SeatVectorEnv("republic", num_envs=64, scenario=5, seed=0)
        obs, infos = env.reset()
        while True:
            actions = {a: policy[a](obs[a], infos[a]["action_mask"])
                       for a in env.agents}
            obs, rewards, terminations, truncations, infos = env.step(actions)

    The games are turn-based, so in each game one seat is to move:
    ``infos[agent]["active"]`` (bool ``(num_envs,)``) says in which games
    ``agent`` is, and ``infos[agent]["action_mask"]`` is the batch's mask
    with the other games' rows zero.  ``step(actions)`` takes, for each
    agent, an int array ``(num_envs,)`` of which only the rows where the
    agent is active are read (an agent active nowhere may be left out).
    ``obs[agent]`` is the batch's observation array for every agent (each
    row is the observation of that game's seat to move, so use the rows
    where the agent is active); it is shared with the library, not copied.

    Unlike :class:`VectorEnv`, which rewards only the seat that made the
    last move, every agent gets its own reward in a game that ended:
    ``rewards[agent][i]`` is seat ``agent``'s outcome (1 win, 0 draw,
    -1 loss) and ``terminations[agent][i]`` is True for every agent; the
    game is set up again at once (autoreset, as in :class:`VectorEnv`).
    Seats run by the title's Non-player rules (``bots``) are not agents:
    the library moves them.  Dice are drawn by the games (no
    ``OPT_EXTERNAL_DICE``).
    """

    metadata = {"name": "weimar_seat_vector_v0", "autoreset_mode": "next_step"}

    def __init__(self, title: Union[Title, int, str], num_envs: int,
                 scenario: Union[int, str] = 0, seed: int = 0, flags: int = 0,
                 seats: int = 0, bots: int = 0, threads: int = 1,
                 content: Optional[Any] = None) -> None:
        if flags & OPT_EXTERNAL_DICE:
            raise _invalid("SeatVectorEnv", "flags",
                           "OPT_EXTERNAL_DICE is not supported: the games draw their own dice")
        self.env = VectorEnv(title, num_envs, scenario=scenario, seed=seed,
                             flags=flags, seats=seats, bots=bots, threads=threads,
                             content=content)
        n, s = self.env.num_envs, self.env.seats
        self.num_envs = n
        self.possible_agents = [f"seat_{i}" for i in range(s)
                                if not (operator.index(bots) >> i) & 1]
        self.agents = list(self.possible_agents)
        self._seat = {a: int(a[5:]) for a in self.possible_agents}
        self._active = {a: np.zeros(n, dtype=bool) for a in self.possible_agents}
        self._masks = {a: np.zeros((n, self.env.action_count), dtype=np.int8)
                       for a in self.possible_agents}
        self._rewards = {a: np.zeros(n, dtype=np.float32) for a in self.possible_agents}
        self._actions = np.zeros(n, dtype=np.int64)

    def observation_space(self, agent: str) -> Space:
        """One game's observation space (every agent's is the same)."""
        self._agent(agent)
        return self.env.single_observation_space

    def action_space(self, agent: str) -> Space:
        """One game's action space: move ids 0 to action_count - 1."""
        self._agent(agent)
        return self.env.single_action_space

    def _agent(self, agent: str) -> int:
        try:
            return self._seat[agent]
        except KeyError:
            raise _invalid("SeatVectorEnv", "agent",
                           f"{agent!r} is not one of {self.possible_agents}") from None

    def _split(self, infos: Dict[str, Any]):
        to_move = infos["to_move"]
        mask = infos["action_mask"]
        out_obs, out_infos = {}, {}
        obs = self.env._obs_view
        for a, seat in self._seat.items():
            act = self._active[a]
            np.equal(to_move, seat, out=act)
            m = self._masks[a]
            np.multiply(mask, act[:, None], out=m)
            out_obs[a] = obs
            out_infos[a] = {"active": act, "action_mask": m,
                            "episodes": infos["episodes"]}
        return out_obs, out_infos

    def reset(self, seed: Optional[int] = None, options: Optional[dict] = None):
        """Set every game up again (see :meth:`VectorEnv.reset`);
        returns ``(observations, infos)``, dicts keyed by agent."""
        _, infos = self.env.reset(seed=seed, options=options)
        for r in self._rewards.values():
            r[:] = 0
        return self._split(infos)

    def step(self, actions: Dict[str, Any]):
        """One move per game, each game's from the agent to move in it;
        returns dicts keyed by agent of observations, rewards,
        terminations, truncations and infos.  All or nothing, as
        :meth:`VectorEnv.step`."""
        if not isinstance(actions, dict):
            raise _invalid("SeatVectorEnv.step", "actions", "is not a dict of agent -> actions")
        a = self._actions
        a[:] = 0
        for agent, act in actions.items():
            self._agent(agent)
            v = _move_ids("SeatVectorEnv.step", f"actions[{agent!r}]", act)
            rows = self._active[agent]
            if not rows.any():
                continue
            if v.shape != (self.num_envs,):
                raise _invalid("SeatVectorEnv.step", f"actions[{agent!r}]",
                               f"shape {v.shape} is not ({self.num_envs},)")
            a[rows] = v[rows]
        missing = [ag for ag in self.possible_agents
                   if self._active[ag].any() and ag not in actions]
        if missing:
            raise _invalid("SeatVectorEnv.step", "actions",
                           f"no actions for {missing}, who are to move")
        _, _, done, truncs, infos = self.env.step(a)
        outcomes = self.env._outcomes   # the library's: 0 where not done, masked below
        for agent, seat in self._seat.items():
            np.multiply(outcomes[:, seat], done, out=self._rewards[agent], casting="unsafe")
        obs, out_infos = self._split(infos)
        terms = {ag: done for ag in self.possible_agents}
        truncations = {ag: truncs for ag in self.possible_agents}
        return obs, self._rewards, terms, truncations, out_infos

    def close(self) -> None:
        """Free the batch; idempotent."""
        self.env.close()

    def __enter__(self) -> "SeatVectorEnv":
        return self

    def __exit__(self, *exc: Any) -> None:
        self.close()


def playouts(game: Game, k: int, seed: int = 0, policy: int = PLAYOUT_RANDOM) -> np.ndarray:
    """``k`` games played to their end from ``game``'s position (hidden
    information included: resample first for a seat's search) by random
    legal moves (:data:`PLAYOUT_RANDOM`) or the title's Non-player rules
    (:data:`PLAYOUT_BOT`); an int32 array ``(k, seats)`` of outcomes (1 win,
    0 draw, -1 loss).  Deterministic by ``seed``."""
    n = operator.index(k)
    if n < 0:
        raise _invalid("playouts", "k", f"{n} is negative")
    if policy not in (PLAYOUT_RANDOM, PLAYOUT_BOT):
        raise _invalid("playouts", "policy", f"{policy} is not PLAYOUT_RANDOM or PLAYOUT_BOT")
    seats = game.seat_count
    out = np.zeros((n, seats), dtype=np.int32)
    _check(_wm_playouts(game._h, n, operator.index(seed) & _U64, policy,
                        out.ctypes.data, out.size), "playouts failed")
    return out
