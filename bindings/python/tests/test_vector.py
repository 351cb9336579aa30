"""weimar.vector: the batch is the games played one by one (weimar.Game
with the seeds seed + i + e * n), on any number of threads; an illegal
action changes nothing; playouts are deterministic.  Skipped without
NumPy (Debian's python3-numpy; CI installs it)."""

import unittest

try:
    import numpy as np
except ImportError:  # pragma: no cover
    np = None

import weimar

if np is not None:
    import weimar.ai as ai
    from weimar.vector import PLAYOUT_BOT, PLAYOUT_RANDOM, SeatVectorEnv, VectorEnv, playouts


@unittest.skipIf(np is None, "NumPy is not installed")
class VectorTest(unittest.TestCase):
    def pick(self, rng, mask):
        return (rng.random(mask.shape) * mask).argmax(axis=1)

    def test_equals_one_by_one(self):
        for title, scenario, n in (("march", 1, 4), ("ebert", 1, 3), ("republic", 5, 2), ("siege", 1, 2)):
            with self.subTest(title=title):
                env = VectorEnv(title, n, scenario=scenario, seed=50)
                obs, infos = env.reset()
                refs = [weimar.Game(title, scenario=scenario, seed=50 + i) for i in range(n)]
                episode = [0] * n
                rng = np.random.default_rng(1)
                ended = 0
                for step in range(250):
                    for i, g in enumerate(refs):
                        self.assertEqual(infos["to_move"][i], g.to_move)
                        np.testing.assert_array_equal(infos["action_mask"][i], ai.action_mask(g) != 0)
                        np.testing.assert_array_equal(obs[i], ai.observe(g, g.to_move))
                    actions = self.pick(rng, infos["action_mask"])
                    movers = [g.to_move for g in refs]
                    obs, rewards, terms, truncs, infos = env.step(actions)
                    self.assertFalse(truncs.any())
                    for i, g in enumerate(refs):
                        g.apply(int(actions[i]))
                        self.assertEqual(bool(terms[i]), g.is_over)
                        if g.is_over:
                            ended += 1
                            self.assertEqual(rewards[i], ai.returns(g)[movers[i]])
                            episode[i] += 1
                            refs[i] = weimar.Game(title, scenario=scenario, seed=50 + i + episode[i] * n)
                        else:
                            self.assertEqual(rewards[i], 0)
                        self.assertEqual(env.game(i).hash(), refs[i].hash())
                    np.testing.assert_array_equal(infos["episodes"], episode)
                    self.assertEqual([env.episodes(i) for i in range(n)], episode)
                env.close()
                if title == "march":
                    self.assertGreater(ended, 0)

    def test_threads_same_results(self):
        envs = [VectorEnv("march", 9, seed=3, threads=t) for t in (1, 3)]
        infos = [e.reset(seed=3)[1] for e in envs]
        rng = np.random.default_rng(2)
        for _ in range(300):
            actions = self.pick(rng, infos[0]["action_mask"])
            outs = [e.step(actions) for e in envs]
            for a, b in zip(outs[0][:4], outs[1][:4]):
                np.testing.assert_array_equal(a, b)
            infos = [o[4] for o in outs]
            np.testing.assert_array_equal(infos[0]["action_mask"], infos[1]["action_mask"])
        for e in envs:
            e.close()

    def test_illegal_action_changes_nothing(self):
        with VectorEnv("republic", 3, scenario=5, seed=1) as env:
            obs, infos = env.reset()
            actions = self.pick(np.random.default_rng(0), infos["action_mask"])
            illegal = int(np.argmin(infos["action_mask"][1]))
            self.assertFalse(infos["action_mask"][1][illegal])
            actions[1] = illegal
            before = [env.game(i).hash() for i in range(3)]
            with self.assertRaises(weimar.WeimarError) as cm:
                env.step(actions)
            self.assertIn("game 1", str(cm.exception))
            self.assertEqual([env.game(i).hash() for i in range(3)], before)
            with self.assertRaises(weimar.InvalidArgumentError):
                env.step(actions[:2])
        with self.assertRaises(weimar.InvalidArgumentError):
            VectorEnv("march", 0)
        with self.assertRaises(weimar.InvalidArgumentError):
            VectorEnv("march", 2, scenario=99)
        with self.assertRaises(weimar.InvalidArgumentError) as cm:
            VectorEnv("siege", 2, seats=5)
        self.assertIn("seats", str(cm.exception))
        self.assertIn("2 or 3", str(cm.exception))

    def test_seat_env_is_the_batch_per_seat(self):
        # SeatVectorEnv routes each game's row to the seat to move and
        # rewards every seat of a finished game with its own outcome; the
        # moves it applies are VectorEnv's moves for the same actions.
        for title, scenario, n, steps in (("march", 1, 5, 400), ("siege", 1, 2, 4000)):
            with self.subTest(title=title):
                senv = SeatVectorEnv(title, n, scenario=scenario, seed=7)
                venv = VectorEnv(title, n, scenario=scenario, seed=7)
                obs, infos = senv.reset()
                vobs, vinfos = venv.reset()
                rng = np.random.default_rng(3)
                ended = 0
                for _ in range(steps):
                    to_move = vinfos["to_move"]
                    for agent in senv.agents:
                        seat = int(agent[5:])
                        np.testing.assert_array_equal(infos[agent]["active"], to_move == seat)
                        m = infos[agent]["action_mask"]
                        np.testing.assert_array_equal(m[to_move == seat], vinfos["action_mask"][to_move == seat])
                        self.assertFalse(m[to_move != seat].any())
                        np.testing.assert_array_equal(obs[agent], vobs)
                    actions = self.pick(rng, vinfos["action_mask"])
                    # each agent gets the joint array with other rows garbage
                    per = {a: np.where(infos[a]["active"], actions, 10**6) for a in senv.agents}
                    obs, rewards, terms, truncs, infos = senv.step(per)
                    vobs, vrew, vterm, _, vinfos = venv.step(actions)
                    for agent in senv.agents:
                        seat = int(agent[5:])
                        np.testing.assert_array_equal(terms[agent], vterm)
                        self.assertFalse(truncs[agent].any())
                        exp = np.where(vterm, vinfos["outcomes"][:, seat], 0)
                        np.testing.assert_array_equal(rewards[agent], exp)
                    ended += int(vterm.sum())
                    if vterm.any():
                        # the seats' rewards of a finished game are its outcome
                        i = int(np.nonzero(vterm)[0][0])
                        self.assertIn(1, [rewards[a][i] for a in senv.agents])
                for i in range(n):
                    self.assertEqual(senv.env.game(i).hash(), venv.game(i).hash())
                self.assertGreater(ended, 0)
                senv.close()
                venv.close()

    def test_seat_env_bots_and_errors(self):
        with SeatVectorEnv("republic", 4, scenario=5, seed=2, bots=0b1110) as env:
            self.assertEqual(env.possible_agents, ["seat_0"])
            obs, infos = env.reset()
            rng = np.random.default_rng(5)
            for _ in range(60):
                act = infos["seat_0"]["active"]
                self.assertTrue(act.all())
                actions = {"seat_0": self.pick(rng, infos["seat_0"]["action_mask"])}
                obs, rewards, terms, truncs, infos = env.step(actions)
            with self.assertRaises(weimar.InvalidArgumentError):
                env.step({})
            with self.assertRaises(weimar.InvalidArgumentError):
                env.step({"seat_9": np.zeros(4)})
            with self.assertRaises(weimar.InvalidArgumentError):
                env.step([0, 0, 0, 0])
            with self.assertRaises(weimar.InvalidArgumentError):
                env.observation_space("nobody")
        with self.assertRaises(weimar.InvalidArgumentError):
            SeatVectorEnv("march", 2, flags=weimar.OPT_EXTERNAL_DICE)

    def test_content_pack(self):
        # every game of the batch, and every set-up again, plays with the pack
        pack = weimar.Content(weimar.Content.builtin("siege"))
        with VectorEnv("siege", 2, scenario=1, seed=3, content=pack) as env:
            obs, infos = env.reset()
            rng = np.random.default_rng(4)
            ended = 0
            for _ in range(1500):
                for i in range(2):
                    self.assertEqual(env.game(i).content_hash(), pack.hash)
                obs, rewards, terms, truncs, infos = env.step(self.pick(rng, infos["action_mask"]))
                ended += int(terms.sum())
            self.assertGreater(ended, 0)
            self.assertEqual(env.game(0).content_hash(), pack.hash)
        with self.assertRaises(weimar.InvalidArgumentError):
            VectorEnv("republic", 2, content=pack)
        with self.assertRaises(TypeError):
            VectorEnv("siege", 2, content="not a pack")
        pack.close()

    def test_playouts(self):
        g = weimar.Game("republic", scenario=5, seed=4)
        a = playouts(g, 5, seed=9, policy=PLAYOUT_BOT)
        b = playouts(g, 5, seed=9, policy=PLAYOUT_BOT)
        self.assertEqual(a.shape, (5, 4))
        np.testing.assert_array_equal(a, b)
        self.assertTrue(np.isin(a, (-1, 0, 1)).all())
        c = playouts(weimar.Game("march", seed=1), 20, seed=1, policy=PLAYOUT_RANDOM)
        self.assertEqual(c.shape, (20, 2))
        with self.assertRaises(weimar.InvalidArgumentError):
            playouts(g, 1, policy=5)


if __name__ == "__main__":
    unittest.main()
