"""A multi-agent environment following PettingZoo's AEC contract, with no
third-party package (doc/ai.md).

    from weimar.env import WeimarEnv
    env = WeimarEnv(weimar.MARCH_OF_PROGRESS, scenario=1)
    env.reset(seed=42)
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        if termination or truncation:
            action = None
        else:
            legal = [m for m, ok in enumerate(info["action_mask"]) if ok]
            action = random.choice(legal)
        env.step(action)

Agents are "seat_0", "seat_1", ... in seat order.  Chance decisions (only
with OPT_EXTERNAL_DICE) are no agent's turn: the environment draws them by
their probabilities (wm_chance_outcomes) from the seed given to reset().
Rewards are 0 until the game ends, then each seat's outcome (1 win, 0
draw, -1 loss); a game longer than ``max_moves`` is truncated.

``observe(agent)`` is the seat's observation tensor (weimar.ai.observe:
NumPy float32 when available); ``infos[agent]["action_mask"]`` is the
mask of legal move ids for the agent to move (all zeros for the others),
int8 (1 legal, 0 not; a list of ints without NumPy) - the dtype of
weimar.ai.action_mask since 1.2 and of weimar.vector's masks.
``infos[agent]["outcome"]`` is None until the game has ended by its rules,
then the seat's outcome (1, 0 draw, -1); a truncated game (``max_moves``)
is unfinished, not a draw: its rewards are 0 and its outcome stays None.

``observation_space(agent)`` and ``action_space(agent)`` are Gymnasium's
``Box`` (float32, unbounded) and ``Discrete(action_count)`` when Gymnasium
can be imported (PettingZoo's spaces are Gymnasium's), else
:class:`Space` stand-ins with the same ``shape``, ``n`` and ``dtype``.
``step()`` takes a move id: an int (or NumPy integer); anything else,
a float included, raises TypeError.

When PettingZoo can be imported, WeimarEnv is a subclass of
``pettingzoo.AECEnv`` (so ``pettingzoo.test.api_test`` and PettingZoo's
wrappers, which check ``isinstance(env, AECEnv)``, take it); without it,
a plain class of the same shape.  PettingZoo is never required.
"""

from __future__ import annotations

import operator
import random

from . import CHANCE, Game, InvalidArgumentError, Status
from . import ai
from ._spaces import Space, action_space, observation_space

__all__ = ["WeimarEnv", "Space"]


def _aec_base():
    """pettingzoo.AECEnv when PettingZoo is importable, else object."""
    try:
        from pettingzoo import AECEnv
    except ImportError:
        return object
    return AECEnv


class WeimarEnv(_aec_base()):
    """One title and scenario as a PettingZoo AEC environment."""

    metadata = {"name": "weimar_v0", "is_parallelizable": False}

    def __init__(self, title, scenario=0, flags=0, seats=0, max_moves=100000,
                 use_numpy=None):
        self.title = title
        self.scenario = scenario
        self.flags = flags
        self.seats = seats
        self.max_moves = max_moves
        self.use_numpy = use_numpy
        self.game = None
        probe = Game(title, scenario=scenario, flags=flags, seats=seats)
        try:
            n = probe.seat_count
            self.possible_agents = [f"seat_{i}" for i in range(n)]
            self._obs_size = ai.observation_size(probe)
            self._actions = probe.action_count
        finally:
            probe.close()
        self._observation_space = observation_space(self._obs_size)
        self._action_space = action_space(self._actions)
        self.agents = []
        self.rewards = {}
        self._cumulative_rewards = {}
        self.terminations = {}
        self.truncations = {}
        self.infos = {}
        self.agent_selection = None
        self._rng = random.Random(0)
        self._moves = 0

    # -- spaces ------------------------------------------------------------

    def observation_space(self, agent):
        """The agent's observation space (the same object each call):
        gymnasium.spaces.Box of float32 when Gymnasium is installed."""
        self._seat(agent)
        return self._observation_space

    def action_space(self, agent):
        """The agent's action space, move ids 0 to action_count - 1:
        gymnasium.spaces.Discrete when Gymnasium is installed."""
        self._seat(agent)
        return self._action_space

    # -- the contract ------------------------------------------------------

    def _seat(self, agent):
        try:
            return self.possible_agents.index(agent)
        except ValueError:
            raise InvalidArgumentError(
                Status.EINVAL, f"WeimarEnv: argument 'agent': {agent!r} is not one "
                f"of {self.possible_agents}", "agent") from None

    def reset(self, seed=None, options=None):
        """Start a new game; ``seed`` seeds the game and the chance draws."""
        if self.game is not None:
            self.game.close()
        seed = 0 if seed is None else seed
        self._rng = random.Random(seed)
        self.game = Game(self.title, scenario=self.scenario, seed=seed,
                         flags=self.flags, seats=self.seats)
        self._moves = 0
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0.0 for a in self.agents}
        self._cumulative_rewards = {a: 0.0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self._advance()

    def _draw_chance(self):
        while not self.game.is_over and self.game.to_move == CHANCE:
            outcomes = ai.chance_outcomes(self.game)
            u = self._rng.random()
            acc = 0.0
            move = outcomes[-1][0]
            for m, p in outcomes:
                acc += p
                if u < acc:
                    move = m
                    break
            self.game.apply(move)

    def _advance(self):
        """Resolve chance, settle the end, and select the next agent."""
        self._draw_chance()
        over = self.game.is_over
        outcome = [None] * len(self.possible_agents)
        if over or self._moves >= self.max_moves:
            rets = ai.returns(self.game)
            if over:
                outcome = [int(x) for x in self.game.outcome()]
            for a in self.agents:
                self.rewards[a] = rets[self._seat(a)] if over else 0.0
                self.terminations[a] = over
                self.truncations[a] = not over
        for a in self.agents:
            self._cumulative_rewards[a] += self.rewards[a]
        mask_size = self._actions
        live = not (over or self._moves >= self.max_moves)
        seat = self.game.to_move if live else None
        for a in self.agents:
            if live and self._seat(a) == seat:
                mask = ai.action_mask(self.game, self.use_numpy)
            else:
                mask = [0] * mask_size
                if ai.HAVE_NUMPY and self.use_numpy is not False:
                    mask = ai._np.zeros(mask_size, dtype=ai._np.int8)
            self.infos[a] = {"action_mask": mask, "outcome": outcome[self._seat(a)]}
        if live:
            self.agent_selection = self.possible_agents[seat]
        else:
            self.agent_selection = self.agents[0] if self.agents else None

    def observe(self, agent):
        """The agent's observation tensor."""
        return ai.observe(self.game, self._seat(agent), self.use_numpy)

    def last(self, observe=True):
        """(observation, cumulative reward, termination, truncation, info)
        of the agent selected to act."""
        agent = self.agent_selection
        obs = self.observe(agent) if observe else None
        return (obs, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def step(self, action):
        """Apply the selected agent's move id; ``None`` for an agent that is
        terminated or truncated (it leaves ``agents``)."""
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            if action is not None:
                raise InvalidArgumentError(Status.EINVAL,
                                           f"{agent} is done: step(None)")
            self.agents.remove(agent)
            for d in (self.rewards, self._cumulative_rewards,
                      self.terminations, self.truncations, self.infos):
                del d[agent]
            self.agent_selection = self.agents[0] if self.agents else None
            return
        if action is None:
            raise InvalidArgumentError(Status.EINVAL, f"{agent} must act")
        try:   # a float, even 3.0, is refused rather than rounded
            move = operator.index(action)
        except TypeError:
            raise TypeError("WeimarEnv.step(): argument 'action' must be a move id "
                            f"(int), not {type(action).__name__}") from None
        self.game.apply(move)   # an illegal move raises and changes nothing
        self._cumulative_rewards[agent] = 0.0
        for a in self.agents:
            self.rewards[a] = 0.0
        self._moves += 1
        self._advance()

    def agent_iter(self, max_iter=2**63):
        """The agents to act, in turn, until every agent is done."""
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def render(self):
        """The game as the selected agent sees it (JSON text)."""
        seat = self._seat(self.agent_selection) if self.agent_selection else -4
        return self.game.to_json(seat)

    def close(self):
        if self.game is not None:
            self.game.close()
            self.game = None
