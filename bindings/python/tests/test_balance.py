"""weimar.balance (issue 22): the same sweep serially, through a real
distributed.LocalCluster with two worker processes and through local
worker processes gives the same store row for row; a sweep stopped
half-way (--max-games, and a process killed with SIGKILL) resumes to the
same store, and running it again adds nothing; the report has its plots.

The Dask test needs Dask's distributed (Debian python3-distributed), the
report test matplotlib (python3-matplotlib): without them they are
skipped with the reason.  `make check-balance` runs this file with a
Python that has both."""

import os
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
import unittest

import weimar
from weimar import balance

try:
    import distributed  # noqa: F401
    HAVE_DASK = True
except ImportError:
    HAVE_DASK = False
try:
    import matplotlib  # noqa: F401
    HAVE_MPL = True
except ImportError:
    HAVE_MPL = False


def rows(path):
    db = sqlite3.connect(path)
    try:
        return db.execute("SELECT * FROM games ORDER BY config, game").fetchall()
    finally:
        db.close()


def note(msg):
    print(f"  [balance] {msg}", file=sys.stderr, flush=True)


def small_sweep():
    """About 300 games: The Weimar Republic's five scenarios all
    Non-player (40 each) and The March of Progress scenario 1 at random
    (100)."""
    return (balance.make_configs("republic", "1-5", ["np"]) +
            balance.make_configs("march", "1", ["random"])), {"republic": 40, "march": 100}


def run(store, cfgs, per, **kw):
    added = 0
    for c in cfgs:
        added += balance.run_sweep(store, [c], per[weimar.Title(c.title).short_name], quiet=True, **kw)["added"]
    return added


class Seeds(unittest.TestCase):
    def test_seed_depends_on_configuration_and_index_only(self):
        a = balance.Config("republic", 5, ["np"] * 4)
        b = balance.Config(3, 5, ["np"] * 4)
        self.assertEqual(a.id, b.id)
        self.assertEqual([a.seed(i) for i in range(5)], [b.seed(i) for i in range(5)])
        self.assertNotEqual(a.seed(0), balance.Config("republic", 4, ["np"] * 4).seed(0))
        r1, r2 = balance.play_game(a, 7), balance.play_game(b, 7)
        self.assertEqual(r1, r2)

    def test_wilson(self):
        lo, hi = balance.wilson(50, 100)
        self.assertAlmostEqual(lo, 0.4038, places=3)
        self.assertAlmostEqual(hi, 0.5962, places=3)
        self.assertEqual(balance.wilson(0, 0), (0.0, 0.0))

    def test_errors(self):
        for args, text in ((["--title", "chess"], "unknown title"),
                           (["--title", "march", "--scenario", "9"], "no scenario 9"),
                           (["--title", "march", "--policy", "greedy"], "unknown policy"),
                           (["--title", "march", "--policy", "np"], "no Non-player rules"),
                           (["--title", "march", "--policy", "random,random,random"], "2 seats")):
            with tempfile.TemporaryDirectory() as d:
                p = subprocess.run([sys.executable, "-m", "weimar.balance", "run", "--store",
                                    os.path.join(d, "s.sqlite"), "--games", "2"] + args,
                                   capture_output=True, text=True)
                self.assertEqual(p.returncode, 2, p.stderr)
                self.assertIn(text, p.stderr)


class Resume(unittest.TestCase):
    def test_max_games_then_resume_equals_one_run(self):
        cfgs, per = small_sweep()
        with tempfile.TemporaryDirectory() as d:
            a, b = os.path.join(d, "a.sqlite"), os.path.join(d, "b.sqlite")
            t = time.monotonic()
            n = run(a, cfgs, per, jobs=1)
            note(f"serial sweep: {n} games in {time.monotonic() - t:.1f} s")
            self.assertEqual(n, 300)
            # stopped half-way: at most 150 new games, then the rest
            got = balance.run_sweep(b, cfgs[:5], 40, jobs=1, max_games=110, quiet=True)["added"]
            got += balance.run_sweep(b, cfgs[5:], 100, jobs=1, max_games=40, quiet=True)["added"]
            self.assertEqual(got, 150)
            self.assertEqual(len(rows(b)), 150)
            n = run(b, cfgs, per, jobs=2)
            note(f"resumed with 2 local workers: {n} more games")
            self.assertEqual(n, 150)
            self.assertEqual(rows(a), rows(b))
            self.assertEqual(run(b, cfgs, per, jobs=2), 0)
            self.assertEqual(run(a, cfgs, per, jobs=1), 0)
            self.assertEqual(rows(a), rows(b))

    def test_killed_process_resumes(self):
        args = ["--title", "march", "--scenario", "1", "--policy", "search:60,random",
                "--games", "120", "--chunk", "4"]
        with tempfile.TemporaryDirectory() as d:
            a, b = os.path.join(d, "a.sqlite"), os.path.join(d, "b.sqlite")
            cmd = [sys.executable, "-m", "weimar.balance", "run", "--quiet", "--jobs", "1"]
            p = subprocess.Popen(cmd + ["--store", b] + args, stdout=subprocess.DEVNULL)
            t0 = time.monotonic()
            killed_at = None
            while p.poll() is None and time.monotonic() - t0 < 60:
                time.sleep(0.02)
                try:
                    n = len(rows(b)) if os.path.exists(b) else 0
                except sqlite3.OperationalError:
                    n = 0
                if n >= 20:
                    p.send_signal(signal.SIGKILL)
                    killed_at = n
                    break
            p.wait()
            self.assertIsNotNone(killed_at, "the sweep ended before it could be killed")
            before = len(rows(b))
            note(f"killed the sweep with SIGKILL at {before} of 120 games")
            self.assertLess(before, 120)
            r = subprocess.run(cmd + ["--store", b] + args, capture_output=True, text=True)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertIn(f"{120 - before} games added", r.stdout)
            r = subprocess.run(cmd + ["--store", a] + args, capture_output=True, text=True)
            self.assertEqual(r.returncode, 0, r.stderr)
            self.assertEqual(rows(a), rows(b))
            r = subprocess.run(cmd + ["--store", b] + args, capture_output=True, text=True)
            self.assertIn("0 games added", r.stdout)
            self.assertEqual(rows(a), rows(b))


@unittest.skipUnless(HAVE_DASK, "Dask's distributed is not installed (apt-get install python3-distributed)")
class Dask(unittest.TestCase):
    def test_local_cluster_equals_serial(self):
        from distributed import Client, LocalCluster
        cfgs, per = small_sweep()
        with tempfile.TemporaryDirectory() as d:
            a, b = os.path.join(d, "serial.sqlite"), os.path.join(d, "dask.sqlite")
            run(a, cfgs, per, jobs=1)
            t = time.monotonic()
            with LocalCluster(n_workers=2, threads_per_worker=1, processes=True,
                              dashboard_address=None, silence_logs=40) as cluster, \
                    Client(cluster) as client:
                note(f"LocalCluster with {len(client.scheduler_info()['workers'])} worker "
                     f"processes up in {time.monotonic() - t:.1f} s ({cluster.scheduler_address})")
                t = time.monotonic()
                n = 0
                for c in cfgs:
                    n += balance.run_sweep(b, [c], per[weimar.Title(c.title).short_name],
                                           scheduler=client, chunk=15, quiet=True)["added"]
                note(f"{n} games through Dask in {time.monotonic() - t:.1f} s")
                self.assertEqual(n, 300)
                # every worker played some of them
                self.assertEqual(len(client.scheduler_info()["workers"]), 2)
                again = balance.run_sweep(b, cfgs[5:], 100, scheduler=client, quiet=True)
                self.assertEqual(again["added"], 0)
            self.assertEqual(len(rows(a)), 300)
            self.assertEqual(rows(a), rows(b))


@unittest.skipUnless(HAVE_MPL, "matplotlib is not installed (apt-get install python3-matplotlib)")
class Report(unittest.TestCase):
    def test_report_has_every_plot_and_table(self):
        cfgs = balance.make_configs("republic", "4-5", ["np"])
        with tempfile.TemporaryDirectory() as d:
            s = os.path.join(d, "s.sqlite")
            balance.run_sweep(s, cfgs, 30, jobs=1, quiet=True)
            page = balance.write_report(s, os.path.join(d, "report"), "test")
            with open(page, encoding="utf-8") as fh:
                text = fh.read()
            pngs = sorted(f for f in os.listdir(os.path.join(d, "report")) if f.endswith(".png"))
            self.assertEqual(len(pngs), 5, pngs)  # win rates, victories, lengths, 2 x years
            for f in pngs:
                self.assertIn(f'src="{f}"', text)
                with open(os.path.join(d, "report", f), "rb") as fh:
                    self.assertEqual(fh.read(8), b"\x89PNG\r\n\x1a\n")
            self.assertIn("General Election Victory", text)
            with open(os.path.join(d, "report", "tables.csv"), encoding="utf-8") as fh:
                csv = fh.read()
            self.assertIn("win_rate,republic,5,The Fate of the Republic", csv)


class Wording(unittest.TestCase):
    """Issue 37: a report a person reads."""

    def test_victory_category_has_no_winner_name(self):
        seats = ["Blue", "Orange"]
        a = balance.victory_category("Orange has at least 18 VPs at the end of a turn", seats)
        b = balance.victory_category("Blue has at least 18 VPs at the end of a turn", seats)
        self.assertEqual(a, b)
        self.assertEqual(a, "A side has at least 18 VPs at the end of a turn")
        # a name inside another word is left alone
        self.assertEqual(balance.victory_category("Blueprint", seats), "Blueprint")

    def test_plural(self):
        self.assertEqual(balance.plural(1, "configuration"), "1 configuration")
        self.assertEqual(balance.plural(2, "configuration"), "2 configurations")

    def test_commit_is_never_unknown(self):
        self.assertNotEqual(balance.git_commit(), "unknown")
        with tempfile.TemporaryDirectory() as d:
            self.assertTrue(balance.git_commit(d).startswith("release "), balance.git_commit(d))

    @unittest.skipUnless(HAVE_MPL, "needs matplotlib")
    def test_rotate_is_one_section_with_win_rate_by_seat(self):
        cfgs = [x for c in balance.make_configs("march", "1", ["search:5", "random"])
                for x in balance._rotations(c)]
        with tempfile.TemporaryDirectory() as d:
            s = os.path.join(d, "s.sqlite")
            balance.run_sweep(s, cfgs, 6, jobs=1, quiet=True)
            page = balance.write_report(s, os.path.join(d, "report"), "test")
            with open(page, encoding="utf-8") as fh:
                text = fh.read()
            self.assertEqual(text.count("<section>"), 1)
            self.assertIn("search:5 at each seat in turn against random", text)
            self.assertIn("Win rate by seat", text)
            self.assertIn('src="g0-by-seat.png"', text)
            self.assertIn("12 games in 2 configurations", text)
            self.assertNotIn("commit <code>unknown", text)
            # the victory conditions are categories shared by both seats
            self.assertNotIn("Blue has at least", text)
            self.assertNotIn("Orange has at least", text)

if __name__ == "__main__":
    unittest.main()
