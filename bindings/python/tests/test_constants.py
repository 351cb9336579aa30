"""One truth for constants (issue 23, part 3): wm_constants_json() against
the C headers, and the package's enums against wm_constants_json().

A test here fails when a header gains a scenario, seat or flag that the
library's JSON or this package lacks, and the errors carry the library's
own sentence (wm_last_error(), part 4).
"""

import os
import re
import unittest

import weimar

HERE = os.path.dirname(os.path.abspath(__file__))
INCLUDE = os.path.join(HERE, os.pardir, os.pardir, os.pardir, "include")

# The header sections whose every #define is a constant of the JSON.
SECTIONS = re.compile(r"@name\s+(Scenarios|Chapters|Seats|Option flags)\b")


def header(name):
    path = os.path.join(INCLUDE, name)
    if not os.path.exists(path):
        raise unittest.SkipTest(f"{path} not found (tests run away from the tree)")
    with open(path, encoding="utf-8") as f:
        return f.read()


def value(expr):
    expr = expr.replace("WM_OPT_TITLE_SHIFT", "16")
    expr = re.sub(r"(\d+)u\b", r"\1", expr)
    if not re.fullmatch(r"[\d\s()<+x\-]+", expr):
        return None
    return eval(expr)  # only digits, shifts and sums


def header_constants(text):
    """{C name: value} of the defines in the scenario, seat and flag
    sections, and of every flag (a value shifted by WM_OPT_TITLE_SHIFT)."""
    out = {}
    section = False
    for line in text.splitlines():
        if "@name" in line:
            section = bool(SECTIONS.search(line))
        m = re.match(r"#define\s+(WM_\w+)\s+(.+?)\s*(?:/\*.*)?$", line)
        if m and (section or "WM_OPT_TITLE_SHIFT" in m.group(2)):
            v = value(m.group(2))
            if v is not None:
                out[m.group(1)] = v
    return out


def json_rows(title):
    for group in ("scenarios", "seats", "flags", "other"):
        for row in title[group]:
            yield group, row


class TestJsonMatchesHeaders(unittest.TestCase):

    def test_every_header_constant_is_in_the_json(self):
        titles = {t["short_name"]: t for t in weimar.CONSTANTS["titles"]}
        for short in ("march", "ebert", "republic", "siege"):
            want = header_constants(header(f"weimar/{short}.h"))
            self.assertTrue(want, short)
            have = {r["c"]: r["value"] for _, r in json_rows(titles[short]) if r["c"]}
            for c, v in want.items():
                with self.subTest(constant=c):
                    self.assertIn(c, have, f"{c} of weimar/{short}.h is not in wm_constants_json()")
                    self.assertEqual(have[c], v)

    def test_every_json_constant_is_in_a_header(self):
        text = header("weimar.h") + "".join(
            header(f"weimar/{t['short_name']}.h") for t in weimar.CONSTANTS["titles"])
        defines = {m.group(1): m.group(2) for m in re.finditer(
            r"^#define\s+(WM_\w+)\s+(.+?)\s*(?:/\*.*)?$", text, re.M)}
        enums = {m.group(1): int(m.group(2)) for m in re.finditer(
            r"^\s+(WM_\w+)\s*=\s*(-?\d+)", text, re.M)}
        rows = [r for g in ("status", "options", "special_seats", "results",
                            "playout_policies", "limits")
                for r in weimar.CONSTANTS[g]]
        for t in weimar.CONSTANTS["titles"]:
            rows += [r for _, r in json_rows(t)]
            rows.append({"c": t["c"], "value": t["id"]})
        for r in rows:
            if not r["c"]:
                continue
            with self.subTest(constant=r["c"]):
                if r["c"] in enums:
                    self.assertEqual(enums[r["c"]], r["value"])
                else:
                    self.assertIn(r["c"], defines)
                    self.assertEqual(value(defines[r["c"]]), r["value"])

    def test_every_title_enum(self):
        titles = re.findall(r"^\s+(WM_[A-Z_]+)\s*=\s*(\d+),?\s*/\*\*< .*\(weimar/",
                            header("weimar.h"), re.M)
        self.assertEqual(sorted(c for c, _ in titles),
                         sorted(t["c"] for t in weimar.CONSTANTS["titles"]))


class TestPackageMatchesJson(unittest.TestCase):

    def test_enums(self):
        for t in weimar.CONSTANTS["titles"]:
            title = weimar.Title(t["id"])
            self.assertEqual(title.name, t["key"])
            self.assertEqual(title.short_name, t["short_name"])
            for group, enum_cls in (("scenarios", title.scenarios),
                                    ("seats", title.seats),
                                    ("flags", title.flags)):
                with self.subTest(title=t["short_name"], group=group):
                    self.assertIsNotNone(enum_cls)
                    self.assertEqual({m.name: int(m) for m in enum_cls},
                                     {r["name"]: r["value"] for r in t[group]})
        for group, enum_cls in (("status", weimar.Status), ("options", weimar.Option),
                                ("results", weimar.Result),
                                ("special_seats", weimar.Special)):
            self.assertEqual({m.name: int(m) for m in enum_cls},
                             {r["name"]: r["value"] for r in weimar.CONSTANTS[group]})

    def test_siege(self):
        self.assertEqual(int(weimar.SiegeFlag.ADVANCED), 1 << 16)
        self.assertEqual(int(weimar.SiegeSeat.COMMUNISM), 2)
        with weimar.Game("siege", flags=weimar.SiegeFlag.ADVANCED) as g:
            self.assertEqual(g.title, weimar.Title.DEMOCRACY_UNDER_SIEGE)
        self.assertIs(weimar.Title.parse("siege").flags, weimar.SiegeFlag)

    def test_docstring_names_every_title(self):
        for t in weimar.CONSTANTS["titles"]:
            self.assertIn(f'"{t["short_name"]}"', weimar.Game.__doc__)


class TestErrorsCarryTheReason(unittest.TestCase):

    def refused(self, argument, reason, **kw):
        title = kw.pop("title")
        with self.assertRaises(weimar.InvalidArgumentError) as cm:
            weimar.Game(title, **kw)
        e = cm.exception
        self.assertEqual(e.argument, argument)
        self.assertEqual(e.reason, reason)
        self.assertIn(reason.split(": ", 1)[-1], str(e))
        return e

    def test_new(self):
        self.refused("seats", "options.seats: 5 is not 2 or 3 for Democracy under Siege",
                     title="siege", seats=5)
        self.refused("scenario", "options.scenario: 7 is not 1-5 for The Weimar Republic",
                     title="republic", scenario=7)
        self.refused("bots", "options.bots: 0x1, but Friedrich Ebert is cooperative, "
                     "with no Non-player rules", title="ebert", bots=1)
        self.refused("flags", "options.flags: WM_SIEGE_PP_BONUS is for 2 seats only "
                     "(§3.3.1), not 3", title="siege", seats=3, flags=weimar.SiegeFlag.PP_BONUS)

    def test_last_error(self):
        weimar.clear_error()
        self.assertEqual(weimar.last_error(), "")
        with self.assertRaises(weimar.CorruptSaveError) as cm:
            weimar.Game.load(b"WMSV" + bytes(60))
        self.assertTrue(cm.exception.reason.startswith("save: "), cm.exception.reason)
        self.assertEqual(weimar.last_error(), cm.exception.reason)
        self.assertIn(cm.exception.reason, str(cm.exception))


if __name__ == "__main__":
    unittest.main()
