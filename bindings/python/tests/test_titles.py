"""Every available title through the bindings: whole games with checks,
saves, clones, names and views, plus what each title promises its users
(a cooperative title's shared result, hidden information per seat).

The titles and their scenarios are discovered, as the C property tests do:
a title added to the library is covered here without editing this file.
"""

import json
import random
import unittest

import weimar

MOVE_CAP = 200000
GAMES = 3  # seeded random games per title and scenario


def scenarios(title):
    """Scenario ids 1, 2, ... that the title accepts."""
    out = []
    s = 1
    while s < 100:
        try:
            weimar.Game(title, scenario=s, seed=1).close()
        except weimar.InvalidArgumentError:
            break
        out.append(s)
        s += 1
    return out


def configs():
    for t in weimar.Title:
        if weimar.title_available(t):
            for s in scenarios(t):
                yield t, s


def playout(game, rng, each=None):
    n = 0
    while not game.is_over:
        n += 1
        if n > MOVE_CAP:
            raise AssertionError(f"game not over after {MOVE_CAP} moves")
        legal = game.legal_moves()
        if not legal:
            raise AssertionError(f"no legal moves (prompt {game.prompt!r})")
        m = rng.choice(legal)
        if each is not None:
            each(game, legal, m)
        game.apply(m)
    return n


class TestEveryTitle(unittest.TestCase):

    def test_discovered(self):
        found = {t for t, _ in configs()}
        self.assertIn(weimar.MARCH_OF_PROGRESS, found)

    def test_whole_games(self):
        for title, scenario in configs():
            for seed in range(1, GAMES + 1):
                with self.subTest(title=title.name, scenario=scenario, seed=seed), \
                        weimar.Game(title, scenario=scenario, seed=seed) as g:
                    count = g.action_count
                    seats = g.seat_count
                    step = [0]

                    def each(game, legal, m):
                        step[0] += 1
                        self.assertEqual(legal, sorted(set(legal)))
                        self.assertLess(legal[-1], count)
                        self.assertIn(game.to_move,
                                      list(range(seats)) + [weimar.CHANCE])
                        b = game.bot_move()
                        self.assertIn(b, legal)
                        name = game.move_name(m)
                        self.assertEqual(game.parse_move(name), m)
                        if step[0] % 17 == 1:
                            game.check()
                            data = game.save()
                            with weimar.Game.load(data) as back:
                                self.assertEqual(back.hash(), game.hash())
                                self.assertEqual(back.save(), data)
                            with game.clone() as c:
                                self.assertEqual(c.hash(), game.hash())

                    playout(g, random.Random(seed), each)
                    out = g.outcome()
                    self.assertEqual(len(out), seats)
                    self.assertTrue(set(out) <= {weimar.WIN, weimar.DRAW,
                                                 weimar.LOSS})
                    if title == weimar.FRIEDRICH_EBERT:
                        # Cooperative: everybody wins or everybody loses.
                        self.assertEqual(len(set(out)), 1, out)
                    else:
                        self.assertLessEqual(out.count(weimar.WIN), 1)
                    g.check()

    def test_bot_games_end(self):
        """wm_bot_move for every seat plays every scenario to its end."""
        for title, scenario in configs():
            with self.subTest(title=title.name, scenario=scenario), \
                    weimar.Game(title, scenario=scenario, seed=7) as g:
                n = 0
                while not g.is_over:
                    n += 1
                    self.assertLess(n, MOVE_CAP)
                    g.apply(g.bot_move())
                self.assertEqual(len(g.outcome()), g.seat_count)

    def test_views(self):
        """Every seat's view is JSON naming the seat, and never shows more
        than the omniscient view; viewing changes nothing."""
        for title, scenario in configs():
            with self.subTest(title=title.name, scenario=scenario), \
                    weimar.Game(title, scenario=scenario, seed=3) as g:
                rng = random.Random(3)
                for _ in range(40):
                    if g.is_over:
                        break
                    h = g.hash()
                    full = g.view(weimar.OMNISCIENT)
                    self.assertEqual(full["title"], weimar.title_name(title))
                    for seat in list(range(g.seat_count)) + [weimar.SPECTATOR]:
                        v = g.view(seat)
                        self.assertEqual(v["viewer"], seat)
                        self.assertLessEqual(len(json.dumps(v)),
                                             len(json.dumps(full)) + 64)
                    self.assertEqual(g.hash(), h)
                    g.apply(rng.choice(g.legal_moves()))


if __name__ == "__main__":
    unittest.main()
