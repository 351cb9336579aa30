"""A policy per seat over batched games (weimar.vector.SeatVectorEnv): the
multi-agent loop of a learning program, with nothing learned.  Seat 0 of
The Fate of the Republic (the Coalition) plays uniformly random legal
moves against the three Non-player factions of §8, which the library
moves itself; the program counts the Coalition's wins and prints the
rate with the games played.

    python3 seats_vector.py [num_envs] [games]

To seat several policies, leave ``bots=0`` and give ``step`` one array per
agent: each game's row is read from the agent to move in it."""

import sys
import time

import numpy as np

from weimar.vector import SeatVectorEnv


def random_legal(rng: np.random.Generator, mask: np.ndarray) -> np.ndarray:
    """A random legal move per row of ``mask`` (0 for a row with none: a
    game where the agent is not to move, whose entry is not read)."""
    return (rng.random(mask.shape) * mask).argmax(axis=1)


def main() -> None:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 64
    games = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    rng = np.random.default_rng(0)
    wins = played = steps = 0
    start = time.monotonic()
    # seats 1-3 (KPD, NSDAP, RC) are Non-player: only seat 0 is an agent
    with SeatVectorEnv("republic", n, scenario=5, seed=0, bots=0b1110) as env:
        obs, infos = env.reset(seed=0)
        print(f"agents {env.possible_agents}, {n} games at a time, "
              f"observation {env.observation_space('seat_0').shape}, "
              f"{env.action_space('seat_0').n} move ids")
        while played < games:
            actions = {a: random_legal(rng, infos[a]["action_mask"]) for a in env.agents}
            obs, rewards, terms, truncs, infos = env.step(actions)
            steps += 1
            done = terms["seat_0"]
            if done.any():
                played += int(done.sum())
                wins += int((rewards["seat_0"][done] > 0).sum())
                print(f"\r{played} games, Coalition won {wins}", end="", file=sys.stderr)
    print(file=sys.stderr)
    secs = time.monotonic() - start
    print(f"random Coalition vs three Non-player factions: {wins} of {played} games "
          f"({100.0 * wins / played:.1f} %), {steps} steps, {secs:.1f} s")


if __name__ == "__main__":
    main()
