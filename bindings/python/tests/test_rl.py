"""What RL code expects of weimar.env and weimar.vector (issue 37, trip 7):
one action-mask dtype (int8, as weimar.ai.action_mask has been since 1.2)
in the AEC environment and both vector environments; float actions
refused with a TypeError (nothing applied) by Game.apply, WeimarEnv.step,
VectorEnv.step and SeatVectorEnv.step; an unfinished game never reported
as a draw (outcome None in WeimarEnv's infos when truncated, NaN in
VectorEnv's "outcomes" for the games that did not end); Gymnasium's space
objects when Gymnasium is importable - checked with a minimal stand-in
package written to a temporary folder, since Gymnasium is not installed
here (Debian packages neither gymnasium nor pettingzoo) - and the
package's own stand-ins otherwise.
"""

import os
import random
import subprocess
import sys
import tempfile
import textwrap
import unittest

try:
    import numpy as np
except ImportError:  # pragma: no cover
    np = None

import weimar
import weimar.ai as ai
from weimar.env import Space, WeimarEnv

if np is not None:
    from weimar.vector import SeatVectorEnv, VectorEnv

HAVE_GYMNASIUM = False
try:
    import gymnasium  # noqa: F401
    HAVE_GYMNASIUM = True
except ImportError:
    pass


class FloatActionsTest(unittest.TestCase):

    def test_game_apply_refuses_floats(self):
        g = weimar.Game("march", scenario=1, seed=3)
        m = g.legal_moves()[0]
        before = g.save()
        for bad in (float(m), m + 0.5, "%d" % m + ".0"):
            with self.subTest(bad=bad):
                with self.assertRaises((TypeError, weimar.InvalidArgumentError)):
                    g.apply(bad)
                self.assertEqual(g.save(), before)
        with self.assertRaises(TypeError):
            g.apply(float(m))
        if np is not None:
            with self.assertRaises(TypeError):
                g.apply(np.float32(m))
            g.apply(np.int64(m))   # NumPy integers are move ids
        g.close()

    def test_env_step_refuses_floats(self):
        env = WeimarEnv("march", scenario=1)
        env.reset(seed=3)
        legal = [i for i, v in enumerate(env.last()[4]["action_mask"]) if v]
        before = env.game.save()
        for bad in (float(legal[0]), legal[0] + 0.4):
            with self.subTest(bad=bad):
                with self.assertRaisesRegex(TypeError, "WeimarEnv.step.*'action'.*float"):
                    env.step(bad)
                self.assertEqual(env.game.save(), before)
        env.step(legal[0])
        self.assertNotEqual(env.game.save(), before)
        env.close()

    @unittest.skipIf(np is None, "NumPy is not installed")
    def test_vector_step_refuses_floats(self):
        with VectorEnv("march", 3, scenario=1, seed=5) as env:
            _, infos = env.reset()
            acts = infos["action_mask"].argmax(axis=1)
            before = [env.game(i).save() for i in range(3)]
            for bad in (acts.astype(np.float64), acts + 0.5, [float(a) for a in acts],
                        acts.astype(bool)):
                with self.subTest(bad=bad):
                    with self.assertRaisesRegex(TypeError, "VectorEnv.step.*move ids"):
                        env.step(bad)
                    self.assertEqual([env.game(i).save() for i in range(3)], before)
            env.step([int(a) for a in acts])   # a list of ints is fine
        with SeatVectorEnv("march", 2, scenario=1, seed=5) as env:
            _, infos = env.reset()
            acts = {a: infos[a]["action_mask"].argmax(axis=1) for a in env.agents}
            with self.assertRaisesRegex(TypeError, "SeatVectorEnv.step.*seat_0"):
                env.step({a: v.astype(np.float32) if a == "seat_0" else v
                          for a, v in acts.items()})
            env.step(acts)


class MaskDtypeTest(unittest.TestCase):
    """int8 everywhere: 1.2.0 shipped int8 in weimar.ai and WeimarEnv."""

    @unittest.skipIf(np is None, "NumPy is not installed")
    def test_int8_everywhere(self):
        g = weimar.Game("march", scenario=1, seed=1)
        self.assertEqual(ai.action_mask(g).dtype, np.int8)
        g.close()
        env = WeimarEnv("march", scenario=1)
        env.reset(seed=1)
        for a in env.agents:
            self.assertEqual(env.infos[a]["action_mask"].dtype, np.int8)
        env.close()
        with VectorEnv("march", 2, scenario=1) as v:
            _, infos = v.reset()
            self.assertEqual(infos["action_mask"].dtype, np.int8)
            infos = v.step(infos["action_mask"].argmax(axis=1))[4]
            self.assertEqual(infos["action_mask"].dtype, np.int8)
            self.assertEqual(set(np.unique(infos["action_mask"])), {0, 1})
        with SeatVectorEnv("march", 2, scenario=1) as v:
            _, infos = v.reset()
            for a in v.agents:
                self.assertEqual(infos[a]["action_mask"].dtype, np.int8)

    def test_without_numpy_a_list_of_ints(self):
        env = WeimarEnv("march", scenario=1, use_numpy=False)
        env.reset(seed=1)
        mask = env.infos[env.agent_selection]["action_mask"]
        self.assertIsInstance(mask, list)
        self.assertEqual(set(mask), {0, 1})
        self.assertTrue(all(type(v) is int for v in mask))
        env.close()


class UnfinishedIsNoDrawTest(unittest.TestCase):

    def test_env_truncated_outcome_none(self):
        env = WeimarEnv("march", scenario=1, max_moves=4)
        env.reset(seed=2)
        rng = random.Random(2)
        while True:
            agent = env.agent_selection
            _, _, term, trunc, info = env.last()
            if term or trunc:
                break
            self.assertIsNone(info["outcome"])   # still playing
            env.step(rng.choice([i for i, v in enumerate(info["action_mask"]) if v]))
        self.assertFalse(env.game.is_over)
        for a in env.agents:
            self.assertTrue(env.truncations[a])
            self.assertFalse(env.terminations[a])
            self.assertIsNone(env.infos[a]["outcome"])
            self.assertEqual(env.rewards[a], 0.0)
        env.close()

    def test_env_finished_outcome(self):
        env = WeimarEnv("march", scenario=1)
        env.reset(seed=2)
        rng = random.Random(2)
        while not env.terminations[env.agent_selection]:
            info = env.last()[4]
            env.step(rng.choice([i for i, v in enumerate(info["action_mask"]) if v]))
        out = [int(x) for x in env.game.outcome()]
        for i, a in enumerate(env.possible_agents):
            self.assertEqual(env.infos[a]["outcome"], out[i])
            self.assertEqual(env.rewards[a], float(out[i]))
        env.close()

    @unittest.skipIf(np is None, "NumPy is not installed")
    def test_vector_outcomes_nan_while_unfinished(self):
        with VectorEnv("march", 4, scenario=1, seed=9) as env:
            _, infos = env.reset()
            self.assertEqual(infos["outcomes"].dtype, np.float32)
            self.assertTrue(np.isnan(infos["outcomes"]).all())
            rng = np.random.default_rng(9)
            ended = 0
            for _ in range(3000):
                mask = infos["action_mask"]
                _, rewards, done, _, infos = env.step((rng.random(mask.shape) * mask).argmax(axis=1))
                out = infos["outcomes"]
                self.assertTrue(np.isnan(out[~done]).all())
                self.assertFalse(np.isnan(out[done]).any())
                for i in np.nonzero(done)[0]:
                    self.assertTrue(set(out[i].tolist()) <= {-1.0, 0.0, 1.0})
                    ended += 1
                if ended >= 4:
                    break
            self.assertGreaterEqual(ended, 4)


GYM_STANDIN = '''
"""A minimal stand-in for gymnasium.spaces (the test's own, not Gymnasium)."""
import numpy as np

class Space:
    def __init__(self, shape=None, dtype=None):
        self.shape, self.dtype = shape, np.dtype(dtype) if dtype is not None else None

class Box(Space):
    def __init__(self, low, high, shape=None, dtype=np.float32):
        super().__init__(tuple(shape), dtype)
        self.low, self.high = low, high
    def contains(self, x):
        x = np.asarray(x)
        return x.shape == self.shape and bool(np.all(x >= self.low) and np.all(x <= self.high))

class Discrete(Space):
    def __init__(self, n, seed=None, start=0):
        super().__init__((), np.int64)
        self.n, self.start = int(n), start
    def contains(self, x):
        return isinstance(x, (int, np.integer)) and 0 <= x < self.n
    def sample(self, mask=None):
        assert mask is not None and mask.dtype == np.int8, "Discrete.sample wants an int8 mask"
        return int(np.flatnonzero(mask)[0])

class MultiDiscrete(Space):
    def __init__(self, nvec, dtype=np.int64, seed=None, start=None):
        nvec = np.asarray(nvec)
        super().__init__(nvec.shape, dtype)
        self.nvec = nvec
'''


@unittest.skipIf(np is None, "NumPy is not installed (Gymnasium needs it)")
class GymnasiumSpacesTest(unittest.TestCase):

    def run_with_gymnasium(self, code):
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "gymnasium"))
            with open(os.path.join(tmp, "gymnasium", "__init__.py"), "w") as f:
                f.write('"""stand-in"""\n')
            with open(os.path.join(tmp, "gymnasium", "spaces.py"), "w") as f:
                f.write(GYM_STANDIN)
            env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1",
                       PYTHONPATH=os.pathsep.join([tmp] + [p for p in sys.path if p]))
            proc = subprocess.run([sys.executable, "-c", textwrap.dedent(code)], env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                  universal_newlines=True)
            self.assertEqual(proc.returncode, 0, proc.stdout)
            return proc.stdout

    def test_spaces_are_gymnasiums(self):
        out = self.run_with_gymnasium('''
            import numpy as np, gymnasium.spaces as sp, weimar, weimar.ai as ai
            from weimar.env import WeimarEnv
            from weimar.vector import VectorEnv, SeatVectorEnv
            env = WeimarEnv("march", scenario=1)
            env.reset(seed=4)
            g = env.game
            a = env.agent_selection
            o, act = env.observation_space(a), env.action_space(a)
            assert type(o) is sp.Box and type(act) is sp.Discrete, (o, act)
            assert o.shape == (ai.observation_size(g),) and o.dtype == np.float32
            assert o.low == -np.inf and o.high == np.inf
            assert act.n == g.action_count
            assert env.observation_space(a) is o          # the same object each call
            assert o.contains(env.observe(a))
            move = act.sample(mask=env.infos[a]["action_mask"])   # int8 mask accepted
            assert act.contains(move) and g.is_legal(move)
            env.step(move)
            with VectorEnv("march", 3, scenario=1) as v:
                assert type(v.single_observation_space) is sp.Box
                assert type(v.single_action_space) is sp.Discrete
                assert v.single_action_space.n == v.action_count
                assert type(v.observation_space) is sp.Box
                assert v.observation_space.shape == (3, v.observation_size)
                assert type(v.action_space) is sp.MultiDiscrete
                assert v.action_space.nvec.tolist() == [v.action_count] * 3
                obs, infos = v.reset()
                assert v.observation_space.contains(obs)
            with SeatVectorEnv("march", 2, scenario=1) as s:
                assert type(s.observation_space("seat_1")) is sp.Box
                assert type(s.action_space("seat_1")) is sp.Discrete
            print("gymnasium spaces ok")
        ''')
        self.assertIn("gymnasium spaces ok", out)

    @unittest.skipIf(HAVE_GYMNASIUM, "Gymnasium is installed: its spaces are used")
    def test_stand_ins_without_gymnasium(self):
        env = WeimarEnv("march", scenario=1)
        env.reset(seed=4)
        a = env.agent_selection
        o, act = env.observation_space(a), env.action_space(a)
        self.assertIsInstance(o, Space)
        self.assertEqual(o.shape, (ai.observation_size(env.game),))
        self.assertEqual(o.dtype, np.float32)
        self.assertTrue(o.contains(env.observe(a)))
        self.assertEqual(act.n, env.game.action_count)
        self.assertTrue(act.contains(0))
        self.assertFalse(act.contains(0.0))
        self.assertFalse(act.contains(act.n))
        with self.assertRaises(weimar.InvalidArgumentError):
            env.observation_space("seat_9")
        env.close()
        with VectorEnv("march", 3, scenario=1) as v:
            self.assertEqual(v.action_space.shape, (3,))
            self.assertTrue(v.action_space.contains(np.zeros(3, dtype=np.int64)))
            self.assertFalse(v.action_space.contains(np.zeros(3)))
            self.assertEqual(v.observation_space.shape, (3, v.observation_size))


PETTINGZOO_STANDIN = '''
"""A minimal stand-in for pettingzoo (the test's own, not PettingZoo): its
AECEnv base class with the members WeimarEnv does not define."""

class AECEnv:
    metadata = {}
    possible_agents = []
    agents = []

    def __init__(self):
        pass

    @property
    def num_agents(self):
        return len(self.agents)

    @property
    def max_num_agents(self):
        return len(self.possible_agents)

    @property
    def unwrapped(self):
        return self
'''


class PettingZooBaseTest(unittest.TestCase):
    """WeimarEnv is a pettingzoo.AECEnv when PettingZoo is importable (its
    api_test and wrappers check isinstance), a plain class otherwise."""

    def test_aec_env_subclass_with_pettingzoo(self):
        with tempfile.TemporaryDirectory() as tmp:
            os.makedirs(os.path.join(tmp, "pettingzoo"))
            with open(os.path.join(tmp, "pettingzoo", "__init__.py"), "w") as f:
                f.write(PETTINGZOO_STANDIN)
            env = dict(os.environ, PYTHONDONTWRITEBYTECODE="1",
                       PYTHONPATH=os.pathsep.join([tmp] + [p for p in sys.path if p]))
            code = textwrap.dedent('''
                import random, pettingzoo
                from weimar.env import WeimarEnv
                env = WeimarEnv("march", scenario=1)
                assert isinstance(env, pettingzoo.AECEnv)
                env.reset(seed=3)
                assert env.num_agents == env.max_num_agents == 2
                assert env.unwrapped is env
                rng, steps = random.Random(3), 0
                for agent in env.agent_iter():
                    obs, reward, term, trunc, info = env.last()
                    if term or trunc:
                        env.step(None)
                        continue
                    legal = [m for m, ok in enumerate(info["action_mask"]) if ok]
                    env.step(rng.choice(legal))
                    steps += 1
                assert steps > 0 and env.agents == []
                print("pettingzoo base ok")
            ''')
            proc = subprocess.run([sys.executable, "-c", code], env=env,
                                  stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                  universal_newlines=True)
            self.assertEqual(proc.returncode, 0, proc.stdout)
            self.assertIn("pettingzoo base ok", proc.stdout)

    def test_plain_class_without_pettingzoo(self):
        try:
            import pettingzoo  # noqa: F401
            self.skipTest("PettingZoo is installed: WeimarEnv is its AECEnv")
        except ImportError:
            pass
        self.assertEqual(WeimarEnv.__mro__[1:], (object,))


if __name__ == "__main__":
    unittest.main()
