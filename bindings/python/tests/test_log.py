"""Tests of Game.log() (libweimar 1.2's game log, wm_log_*)."""

import json
import random
import unittest

import weimar


def play(game, seed, cap=100000):
    rng = random.Random(seed)
    for _ in range(cap):
        if game.is_over:
            break
        if rng.random() < 0.25:
            game.apply(rng.choice(game.legal_moves()))
        else:
            game.apply(game.bot_move())


class LogTest(unittest.TestCase):

    def test_march_example_lines(self):
        # The rulebook's Example of Play (The Thirty Years War), as
        # tests/check_log.c plays it.
        g = weimar.Game(weimar.MARCH_OF_PROGRESS, scenario=1, seed=1,
                        flags=weimar.OPT_EXTERNAL_DICE)
        for name in ["roll 6", "roll 1", "play MOVE1", "play RECRUIT",
                     "move 1 Blue>Neutral", "play STRENGTH", "play MOVE2",
                     "move 2 Orange>Neutral", "reduce Blue", "play ATTACK+1",
                     "play ATTACK+1", "first Blue", "attack Neutral",
                     "discard MOVE2"]:
            g.apply(g.parse_move(name))
        log = g.log()
        texts = [e.text for e in log]
        self.assertIn("Combat in Neutral: Blue 3 (1 army x 2 + 1 bonus) "
                      "against Orange 2: Blue wins; Orange loses 2 armies",
                      texts)
        combat = next(e for e in log if e.kind == "combat")
        self.assertEqual(combat.fields["attacker_strength"], 3)
        self.assertEqual(combat.fields["defender_losses"], 2)
        self.assertEqual(combat.seat, weimar.NOBODY)
        self.assertEqual(combat.move, len(g.history()) - 1)
        self.assertEqual(log[0].seat, weimar.CHANCE)
        whole = json.loads(g.log_json(viewer=weimar.SPECTATOR, since=2))
        self.assertEqual(whole["viewer"], weimar.SPECTATOR)
        self.assertEqual(whole["since"], 2)
        self.assertEqual([e["text"] for e in whole["entries"]],
                         [e.text for e in g.log(viewer=weimar.SPECTATOR, since=2)])
        # Orange does not see Blue's face-down card, only that Blue chose.
        orange = [e.text for e in g.log(viewer=1)]
        self.assertNotIn("Blue: play MOVE1 (secret)", orange)
        self.assertIn("Blue decides in secret (choose an action card "
                      "(face down; not SCORE yet: it needs a card in your "
                      "discard pile))", orange)
        self.assertIn("Cards revealed: Blue MOVE1, Orange RECRUIT", orange)

    def test_every_title_ends_with_the_result(self):
        for title in (weimar.MARCH_OF_PROGRESS, weimar.FRIEDRICH_EBERT,
                      weimar.WEIMAR_REPUBLIC):
            g = weimar.Game(title, seed=5)
            play(g, 5)
            self.assertTrue(g.is_over)
            log = g.log(viewer=weimar.SPECTATOR)
            self.assertEqual(log[-1].kind, "result")
            self.assertEqual(log[-2].kind, "end")
            for e in log:
                self.assertIsInstance(e.fields, dict)
                self.assertIsInstance(e.text, str)
                self.assertGreaterEqual(e.move, -1)

    def test_since_and_viewers(self):
        g = weimar.Game(weimar.WEIMAR_REPUBLIC, seed=3)
        play(g, 3, cap=150)
        n = len(g.history())
        self.assertEqual(g.log(since=n), [])
        tail = g.log(since=n // 2)
        self.assertTrue(all(e.move >= n // 2 for e in tail))
        whole = g.log()
        self.assertEqual(whole[len(whole) - len(tail):], tail)
        with self.assertRaises(weimar.BufferTooSmallError):
            g.log(since=n + 1)
        with self.assertRaises(weimar.InvalidArgumentError):
            g.log(viewer=4)
        with self.assertRaises(weimar.InvalidArgumentError):
            g.log(since=-1)
        # a faction's own draws are named to it only
        kpd = [e.text for e in g.log(viewer=1) if e.kind == "draw"]
        spec = [e.text for e in g.log(viewer=weimar.SPECTATOR)
                if e.kind == "draw"]
        self.assertTrue(all(t.endswith("draws a card") for t in spec))
        self.assertFalse(any(t == "KPD draws a card" for t in kpd))

    def test_no_history_clone_save_load(self):
        g = weimar.Game(weimar.FRIEDRICH_EBERT, seed=2,
                        flags=weimar.OPT_NO_HISTORY)
        play(g, 2, cap=20)
        with self.assertRaises(weimar.IllegalMoveError):
            g.log()
        g = weimar.Game(weimar.FRIEDRICH_EBERT, seed=2)
        play(g, 2, cap=60)
        want = g.log(viewer=weimar.OMNISCIENT)
        self.assertEqual(g.clone().log(viewer=weimar.OMNISCIENT), want)
        self.assertEqual(weimar.Game.load(g.save()).log(viewer=weimar.OMNISCIENT), want)
        g.close()
        with self.assertRaises(weimar.ClosedGameError):
            g.log()


if __name__ == "__main__":
    unittest.main()
