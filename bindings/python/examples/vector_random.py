"""Random legal actions in batched games (weimar.vector): the loop of a
learning program without the learning, and its speed.

    python3 vector_random.py [title] [num_envs] [steps] [threads]

Prints moves per second of wall-clock and of process CPU time (the second
is what one core gives when the machine is shared), and the load average
while it ran (the wall-clock figure means little at a load above the
number of cores)."""

import os
import sys
import time

import numpy as np

from weimar.vector import VectorEnv


def random_legal(rng: np.random.Generator, mask: np.ndarray) -> np.ndarray:
    """A uniformly random legal move a game: the k-th legal move of each
    row, k drawn below the row's count (one random number a game; the
    legal moves of every row found in one pass over the mask, the rows'
    counts from those positions rather than a second pass)."""
    n, a = mask.shape
    legal = np.flatnonzero(mask)              # row * a + move, row by row
    first = np.searchsorted(legal, np.arange(n) * a)  # each row's first entry
    counts = np.diff(first, append=legal.size)
    k = (rng.random(n) * counts).astype(np.int64)
    return legal[first + k] - np.arange(n) * a


def one_by_one(title: str, scenario: int, moves: int) -> float:
    """Moves per CPU second of random play through weimar.Game, one game
    at a time (a new game when one ends), reading what a batch step gives:
    the seat to move's observation and the legal-move mask."""
    import random

    import weimar
    import weimar.ai as ai

    rnd = random.Random(0)
    g, done, seed = weimar.Game(title, scenario=scenario, seed=0), 0, 0
    cpu = time.process_time()
    while done < moves:
        if g.is_over:
            seed += 1
            g = weimar.Game(title, scenario=scenario, seed=seed)
        ai.observe(g, g.to_move)
        ai.action_mask(g)
        g.apply(rnd.choice(g.legal_moves()))
        done += 1
    return moves / (time.process_time() - cpu)


def main() -> None:
    title = sys.argv[1] if len(sys.argv) > 1 else "march"
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 256
    steps = int(sys.argv[3]) if len(sys.argv) > 3 else 2000
    threads = int(sys.argv[4]) if len(sys.argv) > 4 else 1
    scenario = 5 if title == "republic" else 0
    rng = np.random.default_rng(0)
    with VectorEnv(title, n, scenario=scenario, seed=0, threads=threads) as env:
        obs, infos = env.reset(seed=0)
        episodes = 0
        wall, cpu = time.perf_counter(), time.process_time()
        for _ in range(steps):
            actions = random_legal(rng, infos["action_mask"])
            obs, rewards, terminations, truncations, infos = env.step(actions)
            episodes += int(terminations.sum())
        wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    moves = n * steps
    load = os.getloadavg() if hasattr(os, "getloadavg") else (0.0, 0.0, 0.0)
    print(f"{title}: {n} games x {steps} steps on {threads} thread(s), observations written: "
          f"{moves / cpu:,.0f} moves/s CPU, {moves / wall:,.0f} moves/s wall "
          f"(load average {load[0]:.2f} {load[1]:.2f} {load[2]:.2f}, {os.cpu_count()} CPUs), "
          f"{episodes} episodes ended; one game at a time through weimar.Game "
          f"(observation and mask read each move): "
          f"{one_by_one(title, scenario, 20000):,.0f} moves/s CPU")


if __name__ == "__main__":
    main()
