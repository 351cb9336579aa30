#!/usr/bin/env python3
"""The search opponent against random moves in The March of Progress,
through the AEC environment (doc/ai.md).

    python3 bindings/python/examples/search_march.py [GAMES] [BUDGET]

Seat 0 and seat 1 alternate between the search (weimar.ai.search_move,
BUDGET playouts a move) and a uniformly random policy that reads the
action mask; prints the search's wins.
"""

import random
import sys

import weimar
import weimar.ai as ai
from weimar.env import WeimarEnv


def play(games=20, budget=200, scenario=1):
    env = WeimarEnv(weimar.MARCH_OF_PROGRESS, scenario=scenario)
    rng = random.Random(1)
    wins = 0
    for k in range(games):
        env.reset(seed=k)
        me = env.possible_agents[k % 2]
        result = {}
        for agent in env.agent_iter():
            obs, reward, termination, truncation, info = env.last()
            if termination or truncation:
                result[agent] = reward
                env.step(None)
                continue
            if agent == me:
                action = ai.search_move(env.game, budget, seed=k)
            else:
                mask = info["action_mask"]
                action = rng.choice([m for m in range(len(mask)) if mask[m]])
            env.step(action)
        wins += result[me] > 0
    env.close()
    return wins


def main(argv):
    games = int(argv[1]) if len(argv) > 1 else 20
    budget = int(argv[2]) if len(argv) > 2 else 200
    wins = play(games, budget)
    print(f"search({budget}) won {wins} of {games} games against random moves"
          f" ({100.0 * wins / games:.0f}%)")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
