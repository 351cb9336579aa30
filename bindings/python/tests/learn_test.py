"""weimar.learn and the model binding (issue 35; doc/model-format.md).

Run by ``make check-learn`` (a Python with PyTorch and NumPy: Debian's
python3-torch); skipped with a message when PyTorch is missing.  Not
named test_*.py, so check-python's discovery (often a Python without
torch) does not run it twice.

- The library's inference (wm_model_evaluate) equals PyTorch's forward
  pass of the same network on observations of seeded games, to 2e-5
  absolute on the values (sigmoid) and the policy's probabilities
  (float32 both; the sums are ordered differently).
- The search with a model exported from a network plays legal moves.
- A tiny training run (a few seconds) lowers the loss, and a run broken
  after one iteration and resumed gives bit-identical weights and model
  file to an unbroken run.
- ``eval`` plays its games through a weimar.balance store.
"""

import os
import tempfile
import unittest

try:
    import numpy as np
    import torch
    HAVE = True
except ImportError:  # pragma: no cover - depends on the installation
    HAVE = False

import weimar
import weimar.ai as ai

SKIP = "PyTorch or NumPy missing (apt-get install python3-torch python3-numpy): weimar.learn's tests skipped"


@unittest.skipUnless(HAVE, SKIP)
class TestInference(unittest.TestCase):
    def test_c_matches_pytorch(self):
        from weimar import learn
        torch.manual_seed(5)
        for title in (weimar.MARCH_OF_PROGRESS, weimar.DEMOCRACY_UNDER_SIEGE):
            g = weimar.Game(title, scenario=1, seed=7)
            net = learn.Net(ai.observation_size(g), g.action_count, [48, 24])
            with torch.no_grad():  # larger weights than the default, so the outputs vary
                for p in net.parameters():
                    p.mul_(3.0)
            m = ai.Model(learn.model_file_bytes(net, g))
            rng = np.random.default_rng(1)
            checked = 0
            for _ in range(25):
                if g.is_over:
                    break
                seat = g.to_move
                obs = ai.observe(g, seat)
                mask = ai.action_mask(g)
                values, pol = m.evaluate(obs, mask, learn.VALUES)
                with torch.no_grad():
                    logits, vlog = net(torch.from_numpy(obs)[None])
                    logits = logits[0].masked_fill(~torch.from_numpy(mask.astype(bool)), -1e30)
                    want_p = torch.softmax(logits.double(), 0).numpy()
                    want_v = torch.sigmoid(vlog[0].double()).numpy()
                np.testing.assert_allclose(values, want_v, atol=2e-5, rtol=0)
                np.testing.assert_allclose(pol, want_p, atol=2e-5, rtol=0)
                self.assertEqual(float(pol[mask == 0].sum()), 0.0)
                checked += 1
                legal = np.flatnonzero(mask)
                g.apply(int(legal[rng.integers(len(legal))]))
            self.assertGreater(checked, 10)
            mv = ai.search_move(g, 30, 1, model=m) if not g.is_over else None
            if mv is not None:
                self.assertIn(mv, g.legal_moves())
            m.close()
            g.close()

    def test_refused_with_reason(self):
        g = weimar.Game(weimar.MARCH_OF_PROGRESS, scenario=1, seed=1)
        n, a = ai.observation_size(g), g.action_count
        data = ai.model_bytes(g, [(np.zeros((4, n)), np.zeros(4))], (np.zeros((a, 4)), np.zeros(a)),
                              (np.zeros((2, 4)), np.zeros(2)))
        ai.Model(data).close()
        with self.assertRaises(weimar.WeimarError) as cm:
            ai.Model(data[:-1])
        self.assertIn("model", str(cm.exception))
        bad = bytearray(data)
        bad[12] = 4  # another title: its layout differs
        import struct, zlib
        bad[-4:] = struct.pack("<I", zlib.crc32(bytes(bad[:-4])) & 0xFFFFFFFF)
        with self.assertRaises(weimar.WeimarError) as cm:
            ai.Model(bytes(bad))
        self.assertIn("layout", str(cm.exception))
        g.close()


@unittest.skipUnless(HAVE, SKIP)
class TestVisits(unittest.TestCase):
    def test_search_visits(self):
        """wm_search_visits: the move of search_move, the most visited;
        counts on legal moves only, summing to the iterations (less the
        model search's first, which expands the root)."""
        from weimar import learn
        g = weimar.Game(weimar.MARCH_OF_PROGRESS, scenario=1, seed=2)
        torch.manual_seed(1)
        net = learn.Net(ai.observation_size(g), g.action_count, [16])
        m = ai.Model(learn.model_file_bytes(net, g))
        rng = np.random.default_rng(3)
        checked = 0
        while not g.is_over and checked < 12:
            legal = g.legal_moves()
            if g.to_move >= 0 and len(legal) > 1:
                for model, total in ((None, 60), (m, 59)):
                    mv, v = ai.search_visits(g, 60, 5, model=model)
                    self.assertEqual(mv, ai.search_move(g, 60, 5, model=model))
                    self.assertEqual(int(v.sum()), total)
                    self.assertEqual(int(v[mv]), int(v.max()))
                    self.assertEqual(set(np.flatnonzero(v)) - set(legal), set())
                checked += 1
            g.apply(legal[rng.integers(len(legal))])
        self.assertEqual(checked, 12)
        m.close()
        g.close()

    def test_visit_target_loss(self):
        """The policy's loss against a one-hot visit distribution is the
        cross-entropy against that move; against a spread one it is the
        distribution's cross-entropy with the masked softmax."""
        from weimar import learn
        torch.manual_seed(2)
        net = learn.Net(10, 6, [8])
        x = torch.randn(5, 10)
        mask = torch.tensor([[True, True, False, True, False, True]] * 5)
        mv = torch.tensor([0, 1, 3, 5, 0])
        pi = torch.nn.functional.one_hot(mv, 6).float()
        v = torch.full((5, 4), 0.5)
        a, _ = learn.losses(net, x, mask, mv, v, 2)
        b, _ = learn.losses(net, x, mask, pi, v, 2)
        self.assertAlmostEqual(float(a), float(b), places=5)
        spread = torch.tensor([[0.5, 0.5, 0, 0, 0, 0]] * 5)
        c, _ = learn.losses(net, x, mask, spread, v, 2)
        logp = torch.log_softmax(net(x)[0].masked_fill(~mask, -1e9), 1)
        self.assertAlmostEqual(float(c), float(-(0.5 * logp[:, 0] + 0.5 * logp[:, 1]).mean()), places=5)


def _args(out, iterations, resume=False):
    import argparse
    return argparse.Namespace(title="march", scenario=1, out=out, iterations=iterations, games=6,
                              search=10, explore=0.2, hidden=[32], buffer=5000, batch=64,
                              steps=25, lr=3e-3, max_moves=5000, seed=4, resume=resume,
                              quiet=True)


@unittest.skipUnless(HAVE, SKIP)
class TestTraining(unittest.TestCase):
    def test_loss_falls_and_resume_is_identical(self):
        from weimar import learn
        with tempfile.TemporaryDirectory() as d:
            a, b = os.path.join(d, "a"), os.path.join(d, "b")
            ra = learn.train(_args(a, 3))
            h = ra["history"]
            self.assertEqual(len(h), 3)
            self.assertGreater(h[-1]["positions"], h[0]["positions"])
            # the loss of the first minibatch against the mean of the last
            # iteration's steps
            self.assertLess(h[-1]["policy_loss"] + h[-1]["value_loss"], h[0]["first_loss"])
            learn.train(_args(b, 1))
            rb = learn.train(_args(b, 3, resume=True))
            for (ka, va), (kb, vb) in zip(ra["net"].state_dict().items(), rb["net"].state_dict().items()):
                self.assertEqual(ka, kb)
                self.assertTrue(torch.equal(va, vb), ka)
            with open(os.path.join(a, "model.wmml"), "rb") as fa, open(os.path.join(b, "model.wmml"), "rb") as fb:
                self.assertEqual(fa.read(), fb.read())
            # export, then eval through a balance store
            path = os.path.join(d, "m.wmml")
            self.assertGreater(learn.export(a, path), 1000)
            r = learn.evaluate("march", 1, path, 10, "random", 4, os.path.join(d, "e.sqlite"), quiet=True)
            self.assertEqual(r["games"], 4)
            self.assertTrue(0 <= r["lo"] <= r["rate"] <= r["hi"] <= 1)
            from weimar import balance
            db = balance.open_store(os.path.join(d, "e.sqlite"))
            self.assertEqual(db.execute("SELECT COUNT(*) FROM games").fetchone()[0], 4)
            db.close()


if __name__ == "__main__":
    unittest.main()
