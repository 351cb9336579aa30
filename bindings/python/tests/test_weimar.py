"""Tests of the ctypes bindings (and, through them, of libweimar's API).

Run from the top of the tree:

    WEIMAR_LIBRARY=$PWD/lib/libweimar.so.1 PYTHONPATH=bindings/python \
        python3 -m unittest discover -s bindings/python/tests -v
"""

import copy
import ctypes
import json
import os
import pickle
import random
import re
import unittest

import weimar

HEADER = os.path.join(os.path.dirname(os.path.abspath(__file__)),
                      os.pardir, os.pardir, os.pardir, "include", "weimar.h")

MARCH = weimar.MARCH_OF_PROGRESS
SCENARIOS = range(1, 7)          # The March of Progress: scenarios 1..6
SEEDS = range(1, 11)
MOVE_CAP = 100000


def playout(game, rng, cap=MOVE_CAP, each=None):
    """Play random legal moves until the game ends; returns the moves."""
    moves = []
    while not game.is_over:
        if len(moves) >= cap:
            raise AssertionError(f"game not over after {cap} moves")
        legal = game.legal_moves()
        if not legal:
            raise AssertionError(
                f"no legal moves but not over (prompt {game.prompt!r})")
        m = rng.choice(legal)
        if each is not None:
            each(game, legal, m)
        game.apply(m)
        moves.append(m)
    return moves


def replay(scenario, seed, moves, flags=0):
    g = weimar.Game(MARCH, scenario=scenario, seed=seed, flags=flags)
    for m in moves:
        g.apply(m)
    return g


def read_header():
    with open(HEADER, encoding="utf-8") as f:
        return f.read()


class Recorded:
    """One recorded random game per scenario, shared by several tests."""

    games = {}

    @classmethod
    def moves(cls, scenario, seed=11):
        key = (scenario, seed)
        if key not in cls.games:
            g = weimar.Game(MARCH, scenario=scenario, seed=seed)
            cls.games[key] = playout(g, random.Random(seed))
            g.close()
        return cls.games[key]

    @classmethod
    def positions(cls, scenario, count=8, seed=11):
        """Games at ``count`` points spread over the recorded game, from
        the start to one move before the end (never over)."""
        moves = cls.moves(scenario, seed)
        points = sorted({len(moves) * i // count for i in range(count)}
                        | {0, len(moves) - 1})
        g = weimar.Game(MARCH, scenario=scenario, seed=seed)
        done = 0
        for p in points:
            while done < p:
                g.apply(moves[done])
                done += 1
            yield p, g
        g.close()


class TestLibrary(unittest.TestCase):

    def test_version_matches_header(self):
        text = read_header()
        parts = [re.search(rf"#define\s+WM_VERSION_{k}\s+(\d+)", text).group(1)
                 for k in ("MAJOR", "MINOR", "PATCH")]
        self.assertEqual(weimar.version(), ".".join(parts))
        self.assertEqual((weimar.VERSION_MAJOR, weimar.VERSION_MINOR,
                          weimar.VERSION_PATCH), tuple(map(int, parts)))

    def test_constants_match_header(self):
        text = read_header()

        def define(name):
            m = re.search(rf"#define\s+WM_{name}\s+\(?(-?(?:0x)?[0-9a-fA-F]+)u?\)?",
                          text)
            self.assertIsNotNone(m, name)
            return int(m.group(1), 0)

        def enum(name):
            m = re.search(rf"\bWM_{name}\s*=\s*(-?\d+)", text)
            self.assertIsNotNone(m, name)
            return int(m.group(1))

        for name in ("CHANCE", "NOBODY", "OMNISCIENT", "SPECTATOR",
                     "OPT_EXTERNAL_DICE", "OPT_NO_HISTORY", "OPT_TITLE_SHIFT",
                     "WIN", "DRAW", "LOSS", "MOVE_NAME_MAX"):
            self.assertEqual(getattr(weimar, name), define(name), name)
        for status in weimar.Status:
            self.assertEqual(int(status), enum(status.name), status.name)
            self.assertEqual(getattr(weimar, status.name), status)
        for title in weimar.Title:
            self.assertEqual(int(title), enum(title.name), title.name)
            self.assertEqual(getattr(weimar, title.name), title)

    def test_every_function_bound(self):
        """Every WM_API function of weimar.h has a ctypes declaration."""
        names = re.findall(r"WM_API\b[^;(]*?\b(wm_\w+)\s*\(", read_header())
        self.assertGreaterEqual(len(names), 31)
        for name in names:
            fn = getattr(weimar, "_" + name, None)
            self.assertIsNotNone(fn, f"{name} is not bound")
            self.assertIsNotNone(fn.argtypes, f"{name} has no argtypes")

    def test_options_layout(self):
        o = weimar.Options
        self.assertEqual(o.size.offset, 0)
        self.assertEqual(o.flags.offset, 4)
        self.assertEqual(o.seed.offset, 8)
        self.assertEqual(o.scenario.offset, 16)
        self.assertEqual(o.seats.offset, 20)
        self.assertEqual(o.bots.offset, 24)
        self.assertEqual(o.reserved.offset, 28)
        self.assertEqual(o.alloc.offset, 32)
        p = ctypes.sizeof(ctypes.c_void_p)
        self.assertEqual(o.alloc_ud.offset, 32 + p)
        self.assertEqual(ctypes.sizeof(o), 32 + 2 * p)
        opts = weimar._options()
        self.assertEqual(opts.size, ctypes.sizeof(o))
        self.assertEqual((opts.flags, opts.seed, opts.scenario, opts.seats,
                          opts.bots, opts.reserved), (0, 0, 0, 0, 0, 0))
        self.assertIsNone(opts.alloc)

    def test_strerror(self):
        texts = set()
        for status in weimar.Status:
            text = weimar.strerror(status)
            self.assertIsInstance(text, str)
            self.assertTrue(text)
            texts.add(text)
        self.assertEqual(len(texts), len(weimar.Status))
        self.assertIsInstance(weimar.strerror(-12345), str)
        self.assertIsInstance(weimar.strerror(12345), str)

    def test_titles(self):
        self.assertTrue(weimar.title_available(MARCH))
        self.assertEqual(weimar.title_name(MARCH), "The March of Progress")
        for bad in (0, 5, -1, 1000, 2**40):
            self.assertFalse(weimar.title_available(bad))
            self.assertIsNone(weimar.title_name(bad))
        for title in weimar.Title:
            self.assertIsInstance(weimar.title_name(title), str)

    def test_error_classes(self):
        e = weimar.WeimarError(weimar.EILLEGAL)
        self.assertIsInstance(e, weimar.IllegalMoveError)
        self.assertEqual(e.status, weimar.EILLEGAL)
        self.assertIn(weimar.strerror(weimar.EILLEGAL), str(e))
        e2 = pickle.loads(pickle.dumps(weimar.WeimarError(weimar.ECORRUPT, "x")))
        self.assertIsInstance(e2, weimar.CorruptSaveError)
        self.assertEqual((e2.status, e2.detail), (weimar.ECORRUPT, "x"))
        odd = weimar.WeimarError(-99)
        self.assertIs(type(odd), weimar.WeimarError)
        self.assertEqual(odd.status, -99)
        self.assertTrue(issubclass(weimar.InvalidArgumentError, ValueError))
        self.assertEqual(weimar.GameOverError().status, weimar.EOVER)


class TestNew(unittest.TestCase):

    def assertStatus(self, status, fn, *args, **kw):
        with self.assertRaises(weimar.WeimarError) as cm:
            fn(*args, **kw)
        self.assertEqual(cm.exception.status, status)
        return cm.exception

    def test_invalid_title(self):
        for title in (0, -1, 5, 99, 2**31 - 1, -2**31, 2**33):
            with self.subTest(title=title):
                e = self.assertStatus(weimar.EINVAL, weimar.Game, title)
                self.assertIsInstance(e, weimar.InvalidArgumentError)
        for title in weimar.Title:
            if not weimar.title_available(title):
                self.assertStatus(weimar.EINVAL, weimar.Game, title)

    def test_invalid_options(self):
        for kw in ({"scenario": 7}, {"scenario": -1}, {"scenario": 1000},
                   {"seats": 99}, {"seats": -1}, {"flags": 0x8000},
                   {"flags": 0x4}):
            with self.subTest(**kw):
                self.assertStatus(weimar.EINVAL, weimar.Game, MARCH, **kw)
        for kw in ({"seed": -1}, {"seed": 2**64}, {"flags": -1}):
            with self.subTest(**kw):
                self.assertStatus(weimar.EINVAL, weimar.Game, MARCH, **kw)

    def test_large_seed(self):
        with weimar.Game(MARCH, seed=2**64 - 1) as g:
            self.assertFalse(g.is_over)

    def test_scenarios(self):
        for scenario in SCENARIOS:
            with self.subTest(scenario=scenario), \
                    weimar.Game(MARCH, scenario=scenario, seed=5) as g:
                self.assertEqual(g.title, MARCH)
                self.assertEqual(g.seat_count, 3 if scenario == 6 else 2)
                names = g.seat_names()
                self.assertEqual(len(names), g.seat_count)
                for name in names:
                    self.assertIsInstance(name, str)
                    self.assertTrue(name)
                self.assertIsInstance(g.seat_name(weimar.CHANCE), str)
                for bad in (g.seat_count, -5, 2**40):
                    with self.assertRaises(weimar.InvalidArgumentError):
                        g.seat_name(bad)
                self.assertGreater(g.action_count, 0)
                self.assertGreater(g.state_size, 0)
                self.assertIn(g.to_move, range(g.seat_count))
                self.assertIsInstance(g.prompt, str)
                self.assertTrue(g.prompt)
                self.assertEqual(g.history(), [])
                g.check()
                self.assertIn("Game", repr(g))

    def test_default_scenario(self):
        with weimar.Game(MARCH) as g:
            self.assertFalse(g.is_over)
            self.assertTrue(g.legal_moves())


class TestPlayouts(unittest.TestCase):

    def test_random_playouts(self):
        for scenario in SCENARIOS:
            for seed in SEEDS:
                with self.subTest(scenario=scenario, seed=seed), \
                        weimar.Game(MARCH, scenario=scenario, seed=seed) as g:
                    n = g.seat_count
                    count = g.action_count

                    def each(game, legal, m):
                        self.assertIn(game.to_move, range(n))
                        self.assertEqual(legal, sorted(set(legal)))
                        self.assertLess(legal[-1], count)

                    moves = playout(g, random.Random(seed), each=each)
                    self.assertTrue(g.is_over)
                    self.assertEqual(g.to_move, weimar.NOBODY)
                    self.assertEqual(g.legal_moves(), [])
                    self.assertEqual(g.prompt, "game over")
                    out = g.outcome()
                    self.assertEqual(len(out), n)
                    self.assertTrue(set(out) <= {weimar.WIN, weimar.DRAW,
                                                 weimar.LOSS}, out)
                    self.assertLessEqual(out.count(weimar.WIN), 1)
                    if weimar.WIN in out:
                        self.assertNotIn(weimar.DRAW, out)
                    self.assertEqual(g.history(), moves)
                    g.check()

    def test_every_move_checked(self):
        """Invariants, legality and bot moves along whole games."""
        for scenario in SCENARIOS:
            with self.subTest(scenario=scenario), \
                    weimar.Game(MARCH, scenario=scenario, seed=42) as g:

                def each(game, legal, m):
                    game.check()
                    for x in legal[:4]:
                        self.assertTrue(game.is_legal(x))
                    h = game.hash()
                    b = game.bot_move()
                    self.assertIn(b, legal)
                    self.assertEqual(game.bot_move(), b)
                    self.assertEqual(game.hash(), h)

                playout(g, random.Random(42), each=each)
                g.check()

    def test_game_over_errors(self):
        with replay(1, 11, Recorded.moves(1)) as g:
            self.assertTrue(g.is_over)
            with self.assertRaises(weimar.GameOverError) as cm:
                g.apply(0)
            self.assertEqual(cm.exception.status, weimar.EOVER)
            with self.assertRaises(weimar.WeimarError) as cm:
                g.bot_move()
            self.assertEqual(cm.exception.status, weimar.EOVER)
            self.assertFalse(g.is_legal(0))

    def test_outcome_before_end(self):
        with weimar.Game(MARCH, scenario=1, seed=1) as g:
            with self.assertRaises(weimar.WeimarError) as cm:
                g.outcome()
            self.assertEqual(cm.exception.status, weimar.EILLEGAL)

    def test_determinism(self):
        for scenario in (1, 6):
            with self.subTest(scenario=scenario):
                moves = Recorded.moves(scenario)
                a = weimar.Game(MARCH, scenario=scenario, seed=11)
                b = weimar.Game(MARCH, scenario=scenario, seed=11)
                self.assertEqual(a.hash(), b.hash())
                for m in moves:
                    a.apply(m)
                    b.apply(m)
                    self.assertEqual(a.hash(), b.hash())
                self.assertEqual(a.outcome(), b.outcome())
                self.assertEqual(a.save(), b.save())
                self.assertEqual(a.view(), b.view())
                a.close()
                b.close()

    def test_history_replay(self):
        """Replaying history() on a new game reproduces it."""
        for scenario in SCENARIOS:
            with self.subTest(scenario=scenario):
                for p, g in Recorded.positions(scenario, count=3):
                    with replay(scenario, 11, g.history()) as r:
                        self.assertEqual(r.hash(), g.hash())

    def test_external_dice(self):
        for scenario in (1, 6):
            with self.subTest(scenario=scenario):
                flags = weimar.OPT_EXTERNAL_DICE
                g = weimar.Game(MARCH, scenario=scenario, seed=3, flags=flags)
                seen_chance = []

                def each(game, legal, m):
                    if game.to_move == weimar.CHANCE:
                        seen_chance.append(m)
                        self.assertIsInstance(
                            game.seat_name(weimar.CHANCE), str)
                    else:
                        self.assertIn(game.to_move, range(game.seat_count))

                moves = playout(g, random.Random(3), each=each)
                self.assertEqual(g.history(), moves)
                self.assertEqual(len(g.outcome()), g.seat_count)
                with replay(scenario, 3, moves, flags) as r:
                    self.assertEqual(r.hash(), g.hash())
                g.close()

    def test_no_history(self):
        moves = Recorded.moves(1)
        g = weimar.Game(MARCH, scenario=1, seed=11,
                        flags=weimar.OPT_NO_HISTORY)
        with replay(1, 11, moves) as ref:
            for m in moves:
                g.apply(m)
            self.assertEqual(g.history(), [])
            # The flags are part of the state, so the hashes may differ,
            # and a view may count the history; the game itself must not.
            va, vb = g.view(), ref.view()
            va.pop("moves_played", None)
            vb.pop("moves_played", None)
            self.assertEqual(va, vb)
            self.assertEqual(g.legal_moves(), ref.legal_moves())
            self.assertEqual(g.outcome(), ref.outcome())
        with weimar.Game.load(g.save()) as r:
            self.assertEqual(r.hash(), g.hash())
            self.assertEqual(r.history(), [])
        g.close()


class TestMoves(unittest.TestCase):

    def test_illegal_move_leaves_game_unchanged(self):
        for scenario in SCENARIOS:
            with self.subTest(scenario=scenario):
                for p, g in Recorded.positions(scenario, count=6):
                    legal = set(g.legal_moves())
                    illegal = [m for m in range(g.action_count)
                               if m not in legal]
                    if not illegal:
                        continue
                    h, hist, saved = g.hash(), g.history(), g.save()
                    for m in illegal[:: max(1, len(illegal) // 20)]:
                        self.assertFalse(g.is_legal(m))
                        with self.assertRaises(weimar.IllegalMoveError) as cm:
                            g.apply(m)
                        self.assertEqual(cm.exception.status, weimar.EILLEGAL)
                        self.assertEqual(g.hash(), h)
                    self.assertEqual(g.history(), hist)
                    self.assertEqual(g.save(), saved)

    def test_out_of_range_ids(self):
        with weimar.Game(MARCH, scenario=1, seed=1) as g:
            h = g.hash()
            n = g.action_count
            for m in (n, n + 1, 2**31, 2**32 - 1, 2**32, 2**40, -1):
                with self.subTest(move=m):
                    self.assertFalse(g.is_legal(m))
                    with self.assertRaises(weimar.WeimarError) as cm:
                        g.apply(m)
                    self.assertEqual(cm.exception.status, weimar.EILLEGAL)
                    with self.assertRaises(weimar.WeimarError) as cm:
                        g.move_name(m)
                    self.assertEqual(cm.exception.status, weimar.EINVAL)
                    self.assertEqual(g.hash(), h)
            self.assertFalse(g.is_legal("no such move at all"))
            self.assertFalse(g.is_legal(None))
            with self.assertRaises(TypeError):
                g.apply(None)
            with self.assertRaises(TypeError):
                g.apply(1.0)
            self.assertEqual(g.hash(), h)

    def test_all_names_round_trip(self):
        """Every id of the action space has a name that parses back."""
        for scenario in SCENARIOS:
            with self.subTest(scenario=scenario), \
                    weimar.Game(MARCH, scenario=scenario, seed=1) as g:
                names = {}
                for m in range(g.action_count):
                    name = g.move_name(m)
                    self.assertIsInstance(name, str)
                    self.assertTrue(name)
                    self.assertLess(len(name.encode()), weimar.MOVE_NAME_MAX)
                    self.assertEqual(g.parse_move(name), m, name)
                    self.assertNotIn(name.lower(), names)
                    names[name.lower()] = m
                self.assertEqual(g.parse_move(f"#{g.action_count - 1}"),
                                 g.action_count - 1)

    def test_board_spellings_parse(self):
        # issue 37: "space München" as the board spells it, in Python too
        with weimar.Game("republic", scenario=1, seed=1) as g:
            self.assertEqual(g.move_name(g.parse_move("space München")), "space Muenchen")
            self.assertEqual(g.move_name(g.parse_move("space thuringen")), "space Thueringen")
            self.assertEqual(g.move_name(g.parse_move("space Braunschweig and Anhalt")),
                             "space BraunschweigAnhalt")

    def test_move_labels(self):
        # issue 37 items 4-5, issue 32 item 5: the text a person reads
        with weimar.Game("republic", scenario=1, seed=1) as g:
            seen = set()
            for _ in range(3000):
                if g.is_over:
                    break
                for m, label in zip(g.legal_moves(), g.legal_move_labels()):
                    self.assertIsInstance(label, str)
                    self.assertEqual(g.parse_move(label), m, label)  # a label parses back
                    self.assertEqual(g.move_label(m), label)
                    if label.startswith("space "):
                        seen.add(label)
                    if label.startswith("Event: #"):
                        seen.add("Event")
                g.apply(g.bot_move())
            self.assertIn("Event", seen)
            self.assertTrue(any("ö" in s or "ü" in s or " and " in s for s in seen), seen)
        with weimar.Game("republic", scenario=1, seed=1) as g:
            illegal = next(m for m in range(g.action_count) if not g.is_legal(m))
            with self.assertRaises(weimar.IllegalMoveError):
                g.move_label(illegal)
            with self.assertRaises(weimar.WeimarError):
                g.move_label(g.action_count)
            with self.assertRaises(TypeError):
                g.move_label("space Berlin")

    def test_legal_names_round_trip(self):
        for scenario in SCENARIOS:
            with self.subTest(scenario=scenario):
                for p, g in Recorded.positions(scenario, count=12):
                    legal = g.legal_moves()
                    names = g.legal_move_names()
                    self.assertEqual(len(names), len(legal))
                    for m, name in zip(legal, names):
                        self.assertEqual(g.parse_move(name), m)
                        self.assertEqual(g.parse_move(name.upper()), m)
                        self.assertEqual(
                            g.parse_move("  " + name.replace(" ", "   ")
                                         + " "), m)
                        self.assertEqual(g.parse_move(f"#{m}"), m)
                        self.assertTrue(g.is_legal(name))

    def test_parse_errors(self):
        with weimar.Game(MARCH, scenario=1, seed=1) as g:
            for text in ("", "   ", "no such move at all", "#", "#-1",
                         f"#{g.action_count}", "#99999999999999999999",
                         "x\0y", "\u00e9\u4e2d"):
                with self.subTest(text=text):
                    with self.assertRaises(weimar.WeimarError) as cm:
                        g.parse_move(text)
                    self.assertEqual(cm.exception.status, weimar.EINVAL)
            with self.assertRaises(TypeError):
                g.parse_move(3)

    def test_apply_by_name(self):
        moves = Recorded.moves(2)
        with weimar.Game(MARCH, scenario=2, seed=11) as a, \
                weimar.Game(MARCH, scenario=2, seed=11) as b:
            for m in moves[:300]:
                a.apply(m)
                b.apply(b.move_name(m))
                self.assertEqual(a.hash(), b.hash())
            self.assertEqual(a.history(), b.history())


class TestSaves(unittest.TestCase):

    def assertCorrupt(self, data, statuses=(weimar.ECORRUPT,)):
        with self.assertRaises(weimar.WeimarError) as cm:
            weimar.Game.load(data)
        self.assertIn(cm.exception.status, statuses)

    def test_round_trip(self):
        for scenario in SCENARIOS:
            with self.subTest(scenario=scenario):
                for p, g in Recorded.positions(scenario, count=5):
                    data = g.save()
                    self.assertIsInstance(data, bytes)
                    with weimar.Game.load(data) as r:
                        self.assertEqual(r.hash(), g.hash())
                        self.assertEqual(r.history(), g.history())
                        self.assertEqual(r.to_move, g.to_move)
                        self.assertEqual(r.legal_moves(), g.legal_moves())
                        self.assertEqual(r.view(), g.view())
                        self.assertEqual(r.save(), data)
                        r.check()
                # also at the end
                with replay(scenario, 11, Recorded.moves(scenario)) as g, \
                        weimar.Game.load(g.save()) as r:
                    self.assertTrue(r.is_over)
                    self.assertEqual(r.outcome(), g.outcome())
                    self.assertEqual(r.hash(), g.hash())

    def test_loaded_game_continues_identically(self):
        moves = Recorded.moves(6)
        half = len(moves) // 2
        with replay(6, 11, moves[:half]) as g, \
                weimar.Game.load(g.save()) as r:
            for m in moves[half:]:
                g.apply(m)
                r.apply(m)
                self.assertEqual(r.hash(), g.hash())
            self.assertEqual(r.outcome(), g.outcome())

    def test_truncated(self):
        for scenario in (1, 6):
            moves = Recorded.moves(scenario)
            with replay(scenario, 11, moves[:len(moves) // 3]) as g:
                data = g.save()
            n = len(data)
            if n <= 3000:
                lengths = range(n)
            else:
                rng = random.Random(n)
                lengths = sorted(set(range(64)) | set(range(n - 64, n))
                                 | set(rng.sample(range(n), 1000)))
            for k in lengths:
                with self.subTest(scenario=scenario, length=k):
                    self.assertCorrupt(data[:k])

    def test_corrupted_byte(self):
        for scenario in (1, 6):
            with self.subTest(scenario=scenario):
                moves = Recorded.moves(scenario)
                with replay(scenario, 11, moves[:len(moves) // 2]) as g:
                    data = g.save()
                n = len(data)
                # a damaged byte in the body, and the very last byte
                for i in (n // 2, n - 1, n // 3):
                    for x in (0x01, 0x80, 0xFF):
                        bad = bytearray(data)
                        bad[i] ^= x
                        self.assertCorrupt(bytes(bad))
                # any byte: a damaged version field may read as newer
                step = max(1, n // 400)
                for i in range(0, n, step):
                    bad = bytearray(data)
                    bad[i] ^= 0x5A
                    self.assertCorrupt(bytes(bad),
                                       (weimar.ECORRUPT, weimar.EVERSION))

    def test_foreign_data(self):
        with weimar.Game(MARCH, scenario=1, seed=1) as g:
            data = g.save()
        self.assertCorrupt(data + b"\0")
        self.assertCorrupt(data + data)
        self.assertCorrupt(b"")
        self.assertCorrupt(b"hello, world")
        self.assertCorrupt(bytes(len(data)))
        self.assertCorrupt(b"\xff" * len(data))
        rng = random.Random(9)
        for _ in range(50):
            n = rng.randrange(1, 2 * len(data))
            # rng.randbytes(n), which Python 3.8 (requires-python) lacks
            self.assertCorrupt(rng.getrandbits(n * 8).to_bytes(n, "little"))
        self.assertCorrupt(bytearray(b"garbage"))
        with weimar.Game.load(bytearray(data)) as r:
            self.assertFalse(r.is_over)

    def test_pickle_and_copy(self):
        with replay(3, 11, Recorded.moves(3)[:50]) as g:
            for other in (pickle.loads(pickle.dumps(g)), copy.copy(g),
                          copy.deepcopy(g)):
                with other:
                    self.assertEqual(other.hash(), g.hash())
                    self.assertEqual(other.history(), g.history())


class TestClone(unittest.TestCase):

    def test_clone_independent(self):
        for scenario in SCENARIOS:
            with self.subTest(scenario=scenario):
                moves = Recorded.moves(scenario)
                with replay(scenario, 11, moves[:len(moves) // 2]) as g:
                    h, hist = g.hash(), g.history()
                    c = g.clone()
                    self.assertEqual(c.hash(), h)
                    self.assertEqual(c.history(), hist)
                    self.assertEqual(c.state_size, g.state_size)
                    playout(c, random.Random(5))
                    self.assertTrue(c.is_over)
                    self.assertEqual(g.hash(), h)
                    self.assertEqual(g.history(), hist)
                    self.assertFalse(g.is_over)
                    # and the other way round: the clone outlives its source
                    c2 = g.clone()
                    g.apply(moves[len(moves) // 2])
                    self.assertEqual(c2.hash(), h)
                    g.close()
                    self.assertEqual(c2.history(), hist)
                    playout(c2, random.Random(6))
                    c.close()
                    c2.close()

    def test_copy_from(self):
        moves = Recorded.moves(1)
        with replay(1, 11, moves[:len(moves) // 2]) as src, \
                weimar.Game(MARCH, scenario=1, seed=99) as dst:
            dst.copy_from(src)
            self.assertEqual(dst.hash(), src.hash())
            self.assertEqual(dst.history(), src.history())
            self.assertEqual(dst.save(), src.save())
            for m in moves[len(moves) // 2:]:
                dst.apply(m)
            self.assertTrue(dst.is_over)
            self.assertFalse(src.is_over)
            # grow the destination's history: copy a long game into a new one
            with weimar.Game(MARCH, scenario=1, seed=1) as fresh:
                fresh.copy_from(dst)
                self.assertEqual(fresh.history(), moves)
                dst.copy_from(src)
                self.assertEqual(dst.history(), src.history())
            dst.copy_from(dst)
            self.assertEqual(dst.hash(), src.hash())
        with weimar.Game(MARCH) as g:
            with self.assertRaises(TypeError):
                g.copy_from("not a game")


class TestView(unittest.TestCase):

    def test_views(self):
        for scenario in SCENARIOS:
            with self.subTest(scenario=scenario):
                for p, g in Recorded.positions(scenario, count=3):
                    viewers = list(range(g.seat_count)) + [weimar.SPECTATOR,
                                                          weimar.OMNISCIENT]
                    for v in viewers:
                        d = g.view(v)
                        self.assertIsInstance(d, dict)
                        self.assertTrue(d)
                        self.assertEqual(json.loads(json.dumps(d)), d)
                        text = g.to_json(v)
                        self.assertEqual(json.loads(text), d)
                    # The default viewer hides information (since 1.2).
                    self.assertEqual(g.view(), g.view(weimar.SPECTATOR))
                    self.assertEqual(g.to_json(), g.to_json(weimar.SPECTATOR))
                    for bad in (g.seat_count, -5, weimar.CHANCE, 1000,
                                2**40):
                        with self.assertRaises(weimar.WeimarError) as cm:
                            g.view(bad)
                        self.assertEqual(cm.exception.status, weimar.EINVAL)

    def test_hidden_information(self):
        """A card chosen face down is seen by its owner and by OMNISCIENT
        only (The March of Progress: both seats choose a card, seat by
        seat, before revealing them)."""
        with weimar.Game(MARCH, scenario=1, seed=1) as g:
            first = g.to_move
            self.assertTrue(g.is_secret)  # the choice is made face down
            before = {v: g.view(v) for v in (0, 1, weimar.SPECTATOR)}
            g.apply(g.legal_moves()[0])
            if g.to_move == first or g.to_move == weimar.NOBODY:
                self.skipTest("the first choice is not followed by another "
                              "seat's choice")
            other = g.to_move

            def seen(viewer):   # the view without its "viewer" field
                d = g.view(viewer)
                d.pop("viewer", None)
                return d

            omni = seen(weimar.OMNISCIENT)
            self.assertNotEqual(g.view(first), before[first])
            self.assertEqual(seen(first), omni)
            self.assertNotEqual(seen(other), omni)
            self.assertNotEqual(seen(weimar.SPECTATOR), omni)

    def test_view_does_not_change_game(self):
        with replay(6, 11, Recorded.moves(6)[:40]) as g:
            h = g.hash()
            g.view()
            g.view(0)
            self.assertEqual(g.hash(), h)


class TestClosed(unittest.TestCase):

    def test_closed_game_refused(self):
        g = weimar.Game(MARCH, scenario=1, seed=1)
        other = weimar.Game(MARCH, scenario=1, seed=1)
        m = g.legal_moves()[0]
        g.close()
        g.close()           # twice is fine
        self.assertTrue(g.closed)
        calls = [
            lambda: g.title, lambda: g.seat_count, lambda: g.seat_name(0),
            lambda: g.action_count, lambda: g.to_move, g.legal_moves,
            g.legal_move_names, lambda: g.is_legal(m), lambda: g.apply(m),
            lambda: g.apply("#0"), lambda: g.move_name(m),
            lambda: g.parse_move("#0"), lambda: g.prompt, lambda: g.is_over,
            g.outcome, g.history, g.save, g.view, lambda: g.view(0),
            g.hash, g.check, g.bot_move, lambda: g.state_size, g.clone,
            lambda: g.copy_from(other), lambda: other.copy_from(g),
            lambda: g.to_json(), g.__enter__,
        ]
        for i, call in enumerate(calls):
            with self.subTest(call=i):
                with self.assertRaises(weimar.ClosedGameError) as cm:
                    call()
                self.assertIsInstance(cm.exception, weimar.WeimarError)
                self.assertIsInstance(cm.exception, ValueError)
                self.assertEqual(cm.exception.status, weimar.EINVAL)
                self.assertIn("closed", str(cm.exception))
        self.assertIn("closed", repr(g))
        self.assertFalse(other.closed)
        other.close()

    def test_context_manager_closes(self):
        with weimar.Game(MARCH) as g:
            self.assertFalse(g.closed)
        self.assertTrue(g.closed)
        with self.assertRaises(weimar.ClosedGameError):
            g.hash()

    def test_many_games_freed(self):
        for seed in range(500):
            g = weimar.Game(MARCH, scenario=1 + seed % 6, seed=seed)
            c = g.clone()
            del g, c


if __name__ == "__main__":
    unittest.main()
