"""The package's own API: enums that match the C headers, games by name,
the default viewer, equality and hashing, errors that name the refused
argument, docstrings and type hints, the version and py.typed.

These tests also run against an installed package (pip install) from
outside the source tree; the ones comparing with the C headers are skipped
when the headers are not next to the tests.
"""

import inspect
import os
import re
import unittest

import weimar

HERE = os.path.dirname(os.path.abspath(__file__))
INCLUDE = os.path.join(HERE, os.pardir, os.pardir, os.pardir, "include")


def header(name):
    path = os.path.join(INCLUDE, name)
    if not os.path.exists(path):
        raise unittest.SkipTest(f"{path} not found (tests run away from the tree)")
    with open(path, encoding="utf-8") as f:
        return f.read()


def defines(text, prefix):
    """{NAME: value} of the `#define PREFIX_NAME value` lines, with the
    (1u << WM_OPT_TITLE_SHIFT) forms evaluated."""
    out = {}
    for m in re.finditer(rf"^#define\s+{prefix}(\w+)\s+(.+?)\s*(?:/\*.*)?$", text, re.M):
        expr = m.group(2).replace("WM_OPT_TITLE_SHIFT", "16")
        expr = re.sub(r"(\d+)u\b", r"\1", expr)
        if re.fullmatch(r"[\d\s()<+x]+", expr):
            out[m.group(1)] = eval(expr)  # only digits, shifts and sums
    return out


class TestEnumsMatchHeaders(unittest.TestCase):

    def check(self, enum_cls, values, names=None):
        names = names or [m.name for m in enum_cls]
        for name in names:
            with self.subTest(enum=enum_cls.__name__, name=name):
                self.assertIn(name, values)
                self.assertEqual(int(enum_cls[name]), values[name])

    def test_march(self):
        v = defines(header("weimar/march.h"), "WM_MARCH_")
        self.check(weimar.MarchScenario, v)
        self.check(weimar.MarchSeat, v)
        self.check(weimar.MarchFlag, v)

    def test_ebert(self):
        v = defines(header("weimar/ebert.h"), "WM_EBERT_")
        self.check(weimar.EbertChapter, v)
        self.assertEqual(int(weimar.EbertSeat.EBERT), v["EBERT"])
        self.assertEqual(len(weimar.EbertSeat), v["MAX_SEATS"])
        self.check(weimar.EbertFlag, v)
        self.assertEqual(weimar.EBERT_DIFFICULTY_MASK, v["DIFFICULTY_MASK"])

    def test_republic(self):
        v = defines(header("weimar/republic.h"), "WM_REPUBLIC_")
        self.check(weimar.RepublicScenario, v)
        self.check(weimar.RepublicSeat, v)

    def test_generic(self):
        v = defines(header("weimar.h"), "WM_")
        self.assertEqual(int(weimar.Option.EXTERNAL_DICE), v["OPT_EXTERNAL_DICE"])
        self.assertEqual(int(weimar.Option.NO_HISTORY), v["OPT_NO_HISTORY"])
        for name in ("CHANCE", "NOBODY", "OMNISCIENT", "SPECTATOR"):
            self.assertEqual(int(weimar.Special[name]), int(getattr(weimar, name)))

    def test_title_enums(self):
        self.assertIs(weimar.Title.MARCH_OF_PROGRESS.scenarios, weimar.MarchScenario)
        self.assertIs(weimar.Title.FRIEDRICH_EBERT.flags, weimar.EbertFlag)
        self.assertIs(weimar.Title.WEIMAR_REPUBLIC.seats, weimar.RepublicSeat)
        # Every scenario of an enum is accepted, and the next id is not.
        for title in weimar.Title:
            if not weimar.title_available(title) or title.scenarios is None:
                continue
            ids = sorted({int(m) for m in title.scenarios})
            self.assertEqual(ids, list(range(1, len(ids) + 1)))
            for sc in title.scenarios:
                weimar.Game(title, scenario=sc).close()
            with self.assertRaises(weimar.InvalidArgumentError):
                weimar.Game(title, scenario=len(ids) + 1)


class TestByName(unittest.TestCase):

    def test_titles(self):
        for name in ("march", "MARCH", "march_of_progress", "MARCH_OF_PROGRESS",
                     "The March of Progress", "march-of-progress"):
            with self.subTest(name=name), weimar.Game(name, seed=1) as g:
                self.assertEqual(g.title, weimar.Title.MARCH_OF_PROGRESS)
        self.assertEqual(weimar.Title.parse("ebert"), weimar.FRIEDRICH_EBERT)
        self.assertEqual(weimar.Title.parse("Friedrich Ebert"), weimar.FRIEDRICH_EBERT)
        self.assertEqual(weimar.Title.parse("republic"), weimar.WEIMAR_REPUBLIC)
        self.assertEqual(weimar.Title.parse("Weimar Republic"), weimar.WEIMAR_REPUBLIC)
        self.assertEqual(weimar.Title.MARCH_OF_PROGRESS.short_name, "march")
        self.assertTrue(weimar.title_available("march"))
        self.assertFalse(weimar.title_available("chess"))
        self.assertEqual(weimar.title_name("march"), "The March of Progress")
        with self.assertRaises(weimar.InvalidArgumentError) as cm:
            weimar.Game("chess")
        self.assertEqual(cm.exception.argument, "title")
        self.assertIn("'chess'", str(cm.exception))

    def test_scenarios(self):
        with weimar.Game("march", scenario="marlborough", seed=1) as a, \
                weimar.Game(weimar.MARCH_OF_PROGRESS,
                            scenario=weimar.MarchScenario.MARLBOROUGH, seed=1) as b:
            self.assertEqual(a, b)
        with weimar.Game("ebert", scenario="iii", seed=1) as a, \
                weimar.Game("ebert", scenario=weimar.EbertChapter.CHAPTER_III, seed=1) as b:
            self.assertEqual(a, b)
        with self.assertRaises(weimar.InvalidArgumentError) as cm:
            weimar.Game("march", scenario="waterloo")
        self.assertEqual(cm.exception.argument, "scenario")
        self.assertIn("marlborough", str(cm.exception))

    def test_flags(self):
        flags = weimar.EbertFlag.HARD | weimar.EbertFlag.FLEXIBILITY | weimar.Option.EXTERNAL_DICE
        with weimar.Game("ebert", flags=flags, seed=2) as g:
            self.assertFalse(g.is_over)
        with weimar.Game("march", flags=weimar.MarchFlag.AGREEMENT, seed=2) as g:
            self.assertFalse(g.is_over)


class TestViewsAndEquality(unittest.TestCase):

    def test_default_viewer_hides(self):
        """view() and to_json() without a viewer are the spectator's: a card
        chosen face down is hidden from it (The March of Progress)."""
        with weimar.Game("march", scenario=1, seed=1) as g:
            self.assertTrue(g.is_secret)
            g.apply(g.legal_moves()[0])
            self.assertEqual(g.view()["viewer"], weimar.SPECTATOR)
            self.assertEqual(g.view(), g.view(weimar.SPECTATOR))
            self.assertEqual(g.to_json(), g.to_json(weimar.SPECTATOR))
            omni = g.view(weimar.OMNISCIENT)
            omni.pop("viewer")
            spec = g.view()
            spec.pop("viewer")
            self.assertNotEqual(spec, omni)
            self.assertEqual(g.view(seat=0), g.view(0))   # the 1.1 keyword

    def test_eq_and_hash(self):
        with weimar.Game("march", seed=5) as g:
            c = g.clone()
            self.assertEqual(g, c)
            self.assertEqual(hash(g), hash(c))
            self.assertEqual(len({g, c}), 1)
            c.apply(c.legal_moves()[0])
            self.assertNotEqual(g, c)
            self.assertEqual(len({g, c}), 2)
            self.assertNotEqual(g, "not a game")
            self.assertFalse(g == 5)
            with weimar.Game("ebert", seed=5) as e:
                self.assertNotEqual(g, e)
            c.close()
            with self.assertRaises(weimar.ClosedGameError):
                hash(c)

    def test_outcome_is_result(self):
        with weimar.Game("march", seed=3) as g:
            while not g.is_over:
                g.apply(g.bot_move())
            for r in g.outcome():
                self.assertIsInstance(r, weimar.Result)


class TestErrorsNameTheArgument(unittest.TestCase):

    def refused(self, argument, fn, *args, **kw):
        with self.assertRaises(weimar.InvalidArgumentError) as cm:
            fn(*args, **kw)
        self.assertEqual(cm.exception.argument, argument, str(cm.exception))
        self.assertIn(repr(argument), str(cm.exception))
        return cm.exception

    def test_game_options(self):
        e = self.refused("scenario", weimar.Game, "march", scenario=7)
        self.assertIn("7", str(e))
        self.refused("scenario", weimar.Game, "republic", scenario=-1)
        self.refused("seats", weimar.Game, "march", seats=99)
        self.refused("seats", weimar.Game, "ebert", seats=5)
        e = self.refused("flags", weimar.Game, "march", flags=0x8000)
        self.assertIn("AGREEMENT", str(e))
        self.refused("flags", weimar.Game, "ebert", flags=weimar.EbertFlag.MEDIUM | weimar.EbertFlag.HARD)
        self.refused("seed", weimar.Game, "march", seed=-1)
        self.refused("title", weimar.Game, 99)
        with self.assertRaisesRegex(TypeError, "argument 'seed'"):
            weimar.Game("march", seed=1.5)
        with self.assertRaisesRegex(TypeError, "argument 'title'"):
            weimar.Game(None)

    def test_game_methods(self):
        with weimar.Game("march", seed=1) as g:
            self.refused("seat", g.seat_name, 7)
            self.refused("move", g.move_name, 10**6)
            self.refused("text", g.parse_move, "no such move")
            self.refused("move", g.apply, "no such move")
            self.refused("viewer", g.view, 9)
            self.refused("viewer", g.to_json, weimar.CHANCE)
            with self.assertRaises(weimar.IllegalMoveError) as cm:
                g.apply(g.action_count - 1)
            self.assertEqual(cm.exception.argument, "move")
            self.assertIn(g.move_name(g.action_count - 1), str(cm.exception))
            with self.assertRaisesRegex(TypeError, "argument 'move'"):
                g.apply(2.5)
            with self.assertRaisesRegex(TypeError, "argument 'other'"):
                g.copy_from(3)
            with weimar.Game("ebert") as e:
                self.refused("other", g.copy_from, e)
        with self.assertRaises(weimar.CorruptSaveError) as cm:
            weimar.Game.load(b"garbage")
        self.assertEqual(cm.exception.argument, "data")
        with self.assertRaisesRegex(TypeError, "argument 'data'"):
            weimar.Game.load(42)


class TestDocumented(unittest.TestCase):

    def public(self):
        for name in weimar.__all__:
            yield name, getattr(weimar, name)
        for name, member in vars(weimar.Game).items():
            if not name.startswith("_") or name in ("__init__", "__eq__", "__hash__"):
                yield "Game." + name, member

    def test_docstrings(self):
        """Everything help(weimar) shows has a docstring of its own: the
        module's public names, and every method and property pydoc lists
        of the classes among them."""
        import pydoc
        self.assertTrue(inspect.getdoc(weimar))
        for name, obj in self.public():
            if isinstance(obj, (int, str, enum_types())):
                continue
            with self.subTest(name=name):
                doc = inspect.getdoc(obj.fget if isinstance(obj, property) else obj)
                self.assertTrue(doc and doc.strip(), f"{name} has no docstring")
            if inspect.isclass(obj) and obj.__module__ == "weimar":
                for attr, member in vars(obj).items():
                    if not pydoc.visiblename(attr) or attr in ("__init_subclass__",):
                        continue
                    fn = member.fget if isinstance(member, property) else member
                    fn = getattr(fn, "__func__", fn)
                    if not inspect.isfunction(fn) or fn.__module__ != "weimar":
                        continue
                    with self.subTest(name=f"{name}.{attr}"):
                        self.assertTrue(fn.__doc__ and fn.__doc__.strip(),
                                        f"{name}.{attr} has no docstring")

    def test_type_hints(self):
        for name, member in vars(weimar.Game).items():
            if name.startswith("_") and name not in ("__init__", "__eq__", "__hash__"):
                continue
            fn = member.fget if isinstance(member, property) else member
            fn = getattr(fn, "__func__", fn)
            if not callable(fn):
                continue
            with self.subTest(name=name):
                sig = inspect.signature(fn)
                self.assertIsNot(sig.return_annotation, inspect.Signature.empty,
                                 f"Game.{name} has no return annotation")
                for p in list(sig.parameters.values())[1:]:
                    if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
                        continue
                    self.assertIsNot(p.annotation, inspect.Parameter.empty,
                                     f"Game.{name}({p.name}) has no annotation")

    def test_py_typed(self):
        self.assertTrue(os.path.exists(os.path.join(
            os.path.dirname(weimar.__file__), "py.typed")))

    def test_version(self):
        self.assertRegex(weimar.__version__, r"^\d+\.\d+\.\d+$")
        self.assertEqual(weimar.__version__, weimar.version())
        try:
            from importlib import metadata
            dist = metadata.version("weimar")
        except Exception:   # not installed with pip: from the tree
            return
        if "site-packages" in weimar.__file__:
            self.assertEqual(dist, weimar.__version__)


def enum_types():
    import enum
    return (enum.Enum,)


if __name__ == "__main__":
    unittest.main()
