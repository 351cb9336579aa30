"""Tests of weimar.ai and weimar.env (doc/ai.md): observations, masks,
returns, chance outcomes, resampling, the search, and the PettingZoo AEC
contract of WeimarEnv."""

import json
import os
import random
import subprocess
import sys
import unittest

import weimar
import weimar.ai as ai
from weimar.env import WeimarEnv

TITLES = [t for t in (weimar.MARCH_OF_PROGRESS, weimar.FRIEDRICH_EBERT,
                      weimar.WEIMAR_REPUBLIC, weimar.DEMOCRACY_UNDER_SIEGE)
          if weimar.title_available(t)]
SIEGE = weimar.DEMOCRACY_UNDER_SIEGE
SIEGE_ADVANCED = 1 << 16  # WM_SIEGE_ADVANCED


def play_random(g, rng, n):
    for _ in range(n):
        if g.is_over:
            break
        g.apply(rng.choice(g.legal_moves()))


class ObservationTest(unittest.TestCase):
    def test_size_and_layout(self):
        for t in TITLES:
            with weimar.Game(t, seed=1) as g:
                n = ai.observation_size(g)
                layout = ai.observation_layout(g)
                self.assertEqual(layout["size"], n)
                total = 0
                for s in layout["slices"]:
                    self.assertEqual(s["offset"], total)
                    k = 1
                    for d in s["shape"]:
                        k *= d
                    total += k
                self.assertEqual(total, n)
                obs = ai.observe(g, 0)
                self.assertEqual(len(obs), n)
                plain = ai.observe(g, 0, use_numpy=False)
                self.assertIsInstance(plain, list)
                self.assertEqual([float(x) for x in obs], plain)

    @unittest.skipUnless(ai.HAVE_NUMPY, "NumPy is not installed")
    def test_numpy(self):
        import numpy as np
        with weimar.Game(weimar.MARCH_OF_PROGRESS, seed=1) as g:
            obs = ai.observe(g, 0)
            self.assertIsInstance(obs, np.ndarray)
            self.assertEqual(obs.dtype, np.float32)
            self.assertEqual(ai.action_mask(g).dtype, np.int8)

    def test_bad_seat(self):
        with weimar.Game(weimar.MARCH_OF_PROGRESS, seed=1) as g:
            with self.assertRaises(weimar.InvalidArgumentError):
                ai.observe(g, 7)


class MaskReturnsChanceTest(unittest.TestCase):
    def test_mask_matches_legal_moves(self):
        rng = random.Random(2)
        with weimar.Game(weimar.WEIMAR_REPUBLIC, seed=2) as g:
            for _ in range(50):
                if g.is_over:
                    break
                mask = list(ai.action_mask(g))
                self.assertEqual(len(mask), g.action_count)
                self.assertEqual([m for m, v in enumerate(mask) if v], g.legal_moves())
                g.apply(rng.choice(g.legal_moves()))

    def test_returns(self):
        rng = random.Random(3)
        with weimar.Game(weimar.MARCH_OF_PROGRESS, seed=3) as g:
            self.assertEqual(ai.returns(g), [0.0, 0.0])
            play_random(g, rng, 100000)
            self.assertTrue(g.is_over)
            self.assertEqual(ai.returns(g), [float(x) for x in g.outcome()])

    def test_chance_outcomes(self):
        with weimar.Game(weimar.MARCH_OF_PROGRESS, scenario=1, seed=1,
                         flags=weimar.OPT_EXTERNAL_DICE) as g:
            self.assertEqual(g.to_move, weimar.CHANCE)
            out = ai.chance_outcomes(g)
            self.assertEqual([m for m, _ in out], g.legal_moves())
            self.assertAlmostEqual(sum(p for _, p in out), 1.0, places=12)
            g.apply(out[0][0])
        with weimar.Game(weimar.MARCH_OF_PROGRESS, seed=1) as g:
            self.assertEqual(ai.chance_outcomes(g), [])


class ResampleSearchTest(unittest.TestCase):
    def test_resample_keeps_the_seat_view(self):
        rng = random.Random(4)
        for t in TITLES:
            with weimar.Game(t, seed=4) as g:
                play_random(g, rng, 30)
                if g.is_over:
                    continue
                seat = g.to_move if g.to_move >= 0 else 0
                with ai.resample(g, seat, seed=5) as r:
                    r.check()
                    self.assertEqual(r.to_json(seat), g.to_json(seat))
                    self.assertEqual(list(ai.observe(r, seat)), list(ai.observe(g, seat)))
                    self.assertEqual(r.history(), [])

    def test_search_is_deterministic(self):
        with weimar.Game(weimar.MARCH_OF_PROGRESS, seed=6) as g:
            rng = random.Random(6)
            play_random(g, rng, 3)
            a = ai.search_move(g, 100, seed=9)
            self.assertEqual(a, ai.search_move(g, 100, seed=9))
            self.assertTrue(g.is_legal(a))
            with self.assertRaises(weimar.InvalidArgumentError):
                ai.search_move(g, 0)


class AECContractTest(unittest.TestCase):
    """PettingZoo's AEC API: reset(seed=), agents, agent_selection,
    observe(), last(), step(), agent_iter(), action_mask in info."""

    def run_game(self, env, seed, policy):
        env.reset(seed=seed)
        self.assertEqual(env.agents, env.possible_agents)
        trace = []
        finals = {}
        for agent in env.agent_iter(100000):
            obs, reward, term, trunc, info = env.last()
            self.assertIn(agent, env.agents)
            self.assertEqual(len(obs), env.observation_space(agent).shape[0])
            self.assertIn("action_mask", info)
            self.assertEqual(len(info["action_mask"]), env.action_space(agent).n)
            if term or trunc:
                finals[agent] = reward
                env.step(None)
                continue
            self.assertEqual(reward, 0.0)
            legal = [m for m, v in enumerate(info["action_mask"]) if v]
            self.assertTrue(legal)
            self.assertEqual(env.possible_agents[env.game.to_move], agent)
            action = policy(legal)
            trace.append(action)
            env.step(action)
        self.assertEqual(env.agents, [])
        return trace, finals

    def test_full_games(self):
        for t in TITLES:
            env = WeimarEnv(t, flags=weimar.OPT_EXTERNAL_DICE if t == weimar.MARCH_OF_PROGRESS else 0)
            rng = random.Random(7)
            trace, finals = self.run_game(env, 7, rng.choice)
            self.assertEqual(set(finals), set(env.possible_agents))
            out = ai.returns(env.game)
            for i, a in enumerate(env.possible_agents):
                self.assertEqual(finals[a], out[i])
            # reset(seed=) reproduces the game
            rng = random.Random(7)
            trace2, finals2 = self.run_game(env, 7, rng.choice)
            self.assertEqual(trace, trace2)
            self.assertEqual(finals, finals2)
            env.close()

    def test_illegal_and_dead_steps(self):
        env = WeimarEnv(weimar.MARCH_OF_PROGRESS, scenario=1)
        env.reset(seed=1)
        with self.assertRaises(weimar.InvalidArgumentError):
            env.step(None)
        mask = env.last()[4]["action_mask"]
        bad = [m for m, v in enumerate(mask) if not v][0]
        with self.assertRaises(weimar.IllegalMoveError):
            env.step(bad)
        env.close()

    def test_truncation(self):
        env = WeimarEnv(weimar.MARCH_OF_PROGRESS, scenario=1, max_moves=5)
        rng = random.Random(1)
        trace, finals = self.run_game(env, 1, rng.choice)
        self.assertEqual(len(trace), 5)
        self.assertTrue(all(v == 0.0 for v in finals.values()))
        env.close()


@unittest.skipUnless(weimar.title_available(SIEGE), "no Democracy under Siege in this build")
class SiegeTest(unittest.TestCase):
    """Democracy under Siege with 2 and 3 seats: the documented size, a
    seat's observation and view kept by resampling (also while cards are
    chosen face down), chance outcomes, the search, whole AEC games."""

    def test_size_and_resample(self):
        for seats in (2, 3):
            for flags in (0, SIEGE_ADVANCED):
                with weimar.Game(SIEGE, seats=seats, flags=flags, seed=seats + flags) as g:
                    self.assertEqual(ai.observation_size(g), 3176)
                    self.assertEqual(ai.observation_layout(g)["size"], 3176)
                    rng = random.Random(seats)
                    checked = secret = 0
                    while not g.is_over and checked < 12:
                        g.apply(rng.choice(g.legal_moves()))
                        if not g.is_secret and rng.random() > 0.05:
                            continue
                        secret += g.is_secret
                        checked += 1
                        for seat in range(seats):
                            with ai.resample(g, seat, seed=checked) as r:
                                r.check()
                                self.assertEqual(r.to_json(seat), g.to_json(seat))
                                self.assertEqual(list(ai.observe(r, seat)), list(ai.observe(g, seat)))
                    self.assertGreater(secret, 0)

    def test_chance_and_search(self):
        for seats in (2, 3):
            with weimar.Game(SIEGE, seats=seats, flags=weimar.OPT_EXTERNAL_DICE, seed=2) as g:
                outs = ai.chance_outcomes(g)
                self.assertTrue(outs)
                self.assertAlmostEqual(sum(p for _, p in outs), 1.0)
                rng = random.Random(2)
                while g.to_move < 0:
                    g.apply(rng.choice(g.legal_moves()))
                a = ai.search_move(g, 20, seed=3)
                self.assertEqual(a, ai.search_move(g, 20, seed=3))
                self.assertTrue(g.is_legal(a))

    def test_env_games(self):
        for seats in (2, 3):
            env = WeimarEnv(SIEGE, seats=seats)
            self.assertEqual(len(env.possible_agents), seats)
            rng = random.Random(seats)
            trace, finals = AECContractTest.run_game(self, env, seats, rng.choice)
            self.assertEqual(set(finals), set(env.possible_agents))
            self.assertEqual([finals[a] for a in env.possible_agents], list(ai.returns(env.game)))
            env.close()


class ExampleTest(unittest.TestCase):
    def test_search_example_runs(self):
        here = os.path.dirname(os.path.abspath(__file__))
        script = os.path.join(here, "..", "examples", "search_march.py")
        out = subprocess.run([sys.executable, script, "6", "100"], check=True,
                             capture_output=True, text=True, env=os.environ).stdout
        self.assertRegex(out, r"won [0-9]+ of 6 games")
        wins = int(out.split("won ")[1].split()[0])
        self.assertGreaterEqual(wins, 5)


if __name__ == "__main__":
    unittest.main()
