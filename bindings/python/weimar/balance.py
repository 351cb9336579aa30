"""Balance sweeps: many seeded games per configuration, one SQLite store,
an HTML report with matplotlib plots, and the measured tables of doc/
(issue 22; doc/balance.md).

    python3 -m weimar.balance run --store republic.sqlite --title republic \\
        --scenario 1-5 --policy np --games 2000
    python3 -m weimar.balance report --store republic.sqlite --out report/
    python3 -m weimar.balance run ... --scheduler tcp://host:8786   (Dask)

A configuration is a title, a scenario, the seats and flags of wm_options
and a policy per seat: ``random`` (a uniformly random legal move),
``np`` (The Weimar Republic's Non-player rules, §8, run by the library
through wm_options.bots; Friedrich Ebert's Non-player rules, which are
wm_bot_move), ``bot`` (wm_bot_move) or ``search:N`` (wm_search_move with
N playouts).  Game ``i`` of a configuration has a seed made from the
configuration's canonical text and ``i`` alone, and every random choice
of its policies comes from that seed: a game's row is the same whoever
plays it, in whatever order, on however many workers.

The store has one row per game (table ``games``, primary key
(config, game)); a sweep plays only the games the store lacks, so a
stopped sweep resumes where it stopped and running it again adds nothing.

Only the standard library and the weimar package are needed to play;
``report`` needs matplotlib, ``--scheduler`` needs Dask's ``distributed``.
"""

import argparse
import csv
import ctypes
import hashlib
import html
import io
import json
import math
import os
import random
import re
import sqlite3
import subprocess
import sys
import time
from typing import Any, Dict, Iterable, List, Optional, Sequence, Tuple

import weimar
from weimar import ai as _ai

__all__ = ["Config", "play_game", "run_sweep", "open_store", "write_report",
           "wilson", "register_model", "main"]

SCHEMA_VERSION = 1
TITLES = {"march": 1, "ebert": 2, "republic": 3, "siege": 4}
TITLE_KEYS = {v: k for k, v in TITLES.items()}
# The Weimar Republic's Economy boxes (lib/republic/content.c), as a
# number: Hyperinflation -4 ... Stable 0 ... Mass Unemployment +4.
ECONOMY = ["Hyperinflation", "Left 3", "Left 2", "Left 1", "Stable",
           "Right 1", "Right 2", "Right 3", "Mass Unemployment"]
NO_HISTORY = 0x0002


class BalanceError(Exception):
    """A bad title, scenario, policy or store: the message says which."""


# ---------------------------------------------------------------------
# Configurations and seeds
# ---------------------------------------------------------------------

def parse_title(text: str) -> int:
    t = str(text).strip().lower()
    if t in TITLES:
        return TITLES[t]
    if t.isdigit() and int(t) in TITLE_KEYS:
        return int(t)
    raise BalanceError(f"unknown title {text!r}: one of "
                       f"{', '.join(TITLES)} (or 1-4)")


def parse_policy(text: str) -> str:
    p = text.strip().lower()
    if p in ("random", "np", "bot"):
        return p
    m = re.fullmatch(r"search:(\d+)", p)
    if m and 1 <= int(m.group(1)) <= 1000000:
        return f"search:{int(m.group(1))}"
    m = re.fullmatch(r"model:(\d+)(@[0-9.]+)?:([0-9a-f]{16})", p)
    if m and 1 <= int(m.group(1)) <= 1000000 and m.group(3) in _model_files() and _puct_ok(m.group(2)):
        return p
    m = re.fullmatch(r"model:(\d+)(@[0-9.]+)?:(.+)", text.strip(), re.I)
    if m and 1 <= int(m.group(1)) <= 1000000 and _puct_ok(m.group(2)):
        c = "" if m.group(2) is None else "@%g" % float(m.group(2)[1:])
        return f"model:{int(m.group(1))}{c}:{register_model(m.group(3))}"
    raise BalanceError(f"unknown policy {text!r}: random, np, bot, "
                       "search:N (N playouts, 1-1000000) or model:N:FILE "
                       "(wm_search_move_with a model file, N iterations; "
                       "model:N@C:FILE with PUCT's constant C, default 1.5)")


def _puct_ok(text: Optional[str]) -> bool:
    if text is None:
        return True
    try:
        c = float(text[1:])
    except ValueError:
        return False
    return 0.0 < c <= 1e6


# Model files by the first 16 hex digits of their SHA-256: a ``model``
# policy's canonical text names the model by its hash, so a store's games
# say which model played them whatever its path.  Workers find the files
# through the environment (WEIMAR_BALANCE_MODELS, JSON hash -> path).
_MODELS: Dict[str, str] = {}
_LOADED: Dict[str, Any] = {}


def _model_files() -> Dict[str, str]:
    env = os.environ.get("WEIMAR_BALANCE_MODELS")
    if env:
        for k, v in json.loads(env).items():
            _MODELS.setdefault(k, v)
    return _MODELS


def register_model(path: str) -> str:
    """Registers a model file for ``model`` policies; returns its hash."""
    with open(path, "rb") as f:
        h = hashlib.sha256(f.read()).hexdigest()[:16]
    files = _model_files()
    files[h] = os.path.abspath(path)
    os.environ["WEIMAR_BALANCE_MODELS"] = json.dumps(files, sort_keys=True)
    return h


def _model(h: str) -> Any:
    if h not in _LOADED:
        path = _model_files().get(h)
        if path is None:
            raise BalanceError(f"model {h}: no file registered (register_model)")
        _LOADED[h] = _ai.Model(path)
    return _LOADED[h]


class Config:
    """One configuration: title, scenario, seats, flags, a policy per seat."""

    def __init__(self, title: Any, scenario: int, policies: Sequence[str],
                 seats: int = 0, flags: int = 0) -> None:
        self.title = parse_title(title) if not isinstance(title, int) else title
        self.scenario = int(scenario)
        self.seats = int(seats)
        self.flags = int(flags)
        self.policies = [parse_policy(p) for p in policies]

    @property
    def key(self) -> str:
        """The canonical text the seeds and the id are made from."""
        return json.dumps({"title": TITLE_KEYS[self.title], "scenario": self.scenario,
                           "seats": self.seats, "flags": self.flags,
                           "policies": self.policies}, sort_keys=True,
                          separators=(",", ":"))

    @property
    def id(self) -> str:
        return hashlib.sha256(self.key.encode()).hexdigest()[:16]

    @property
    def bots(self) -> int:
        """wm_options.bots: the seats the library's Non-player rules run."""
        if self.title != TITLES["republic"]:
            return 0
        return sum(1 << s for s, p in enumerate(self.policies) if p == "np")

    @property
    def label(self) -> str:
        pol = self.policies
        p = pol[0] if len(set(pol)) == 1 else " / ".join(pol)
        return f"{TITLE_KEYS[self.title]} scenario {self.scenario} ({p})"

    def seed(self, game: int) -> int:
        """Game ``game``'s seed: from the configuration and the index only."""
        d = hashlib.sha256(f"{self.key}#{game}".encode()).digest()
        return int.from_bytes(d[:8], "little") & 0x7FFFFFFFFFFFFFFF

    def to_dict(self) -> Dict[str, Any]:
        return {"title": self.title, "scenario": self.scenario, "seats": self.seats,
                "flags": self.flags, "policies": list(self.policies)}

    @classmethod
    def from_dict(cls, d: Dict[str, Any]) -> "Config":
        return cls(d["title"], d["scenario"], d["policies"], d.get("seats", 0),
                   d.get("flags", 0))


def make_configs(title: str, scenarios: str, policies: Sequence[str],
                 seats: int = 0, flags: int = 0) -> List[Config]:
    """Validates everything against the library and builds the configs:
    ``policies`` is one policy for every seat, or one per seat."""
    t = parse_title(title)
    if not weimar.title_available(t):
        raise BalanceError(f"title {TITLE_KEYS[t]} is not available in this libweimar build")
    scen = _parse_scenarios(t, scenarios)
    out = []
    for s in scen:
        try:
            g = weimar.Game(t, scenario=s, seats=seats, flags=flags | NO_HISTORY)
        except weimar.WeimarError as e:
            raise BalanceError(f"{TITLE_KEYS[t]} scenario {s} (seats {seats}, "
                               f"flags {flags:#x}): {e}") from None
        n = g.seat_count
        pol = [parse_policy(p) for p in policies] or ["random"]
        if len(pol) == 1:
            pol = pol * n
        if len(pol) != n:
            raise BalanceError(f"{TITLE_KEYS[t]} scenario {s} has {n} seats "
                               f"({', '.join(g.seat_names())}): give one policy, "
                               f"or {n} separated by commas, not {len(pol)}")
        if "np" in pol and t not in (TITLES["republic"], TITLES["ebert"]):
            raise BalanceError(f"policy np: {weimar.title_name(t)} has no Non-player "
                               "rules (np is for republic and ebert; use bot, "
                               "random or search:N)")
        c = Config(t, s, pol, seats, flags)
        if c.bots:
            try:
                weimar.Game(t, scenario=s, seats=seats, flags=flags | NO_HISTORY,
                            bots=c.bots)
            except weimar.WeimarError as e:
                raise BalanceError(f"policy np at seats mask {c.bots}: {e}") from None
        out.append(c)
    return out


def _parse_scenarios(t: int, text: str) -> List[int]:
    valid = _scenarios_of(t)
    if str(text).strip().lower() in ("all", "0", ""):
        return valid
    out: List[int] = []
    for part in str(text).split(","):
        part = part.strip()
        m = re.fullmatch(r"(\d+)(?:-(\d+))?", part)
        if not m:
            raise BalanceError(f"bad scenario {part!r}: a number, a range "
                               "like 1-5, a list like 1,3 or all")
        lo, hi = int(m.group(1)), int(m.group(2) or m.group(1))
        for s in range(lo, hi + 1):
            if s not in valid:
                raise BalanceError(f"{TITLE_KEYS[t]} has no scenario {s}: "
                                   f"its scenarios are {', '.join(map(str, valid))}")
            out.append(s)
    return out


def _scenarios_of(t: int) -> List[int]:
    out = []
    for s in range(1, 64):
        try:
            weimar.Game(t, scenario=s, flags=NO_HISTORY)
        except weimar.WeimarError:
            if s > 1:
                break
            continue
        out.append(s)
    return out


# ---------------------------------------------------------------------
# One game
# ---------------------------------------------------------------------

def _econ_value(name: Any) -> Optional[int]:
    return ECONOMY.index(name) - 4 if name in ECONOMY else None


def _year_point(year: int, f: Dict[str, Any], factions: Sequence[str]) -> List[Any]:
    return [year, _econ_value(f.get("economy")), f.get("progress"), f.get("reaction")] + \
        [f.get("pv_" + x) for x in factions]


def _republic_years(game: "weimar.Game", start: Dict[str, Any],
                    view: Dict[str, Any]) -> List[List[Any]]:
    """[year, economy, progress, reaction, PV per faction] at the start,
    at each New Year (the log's "round" entries) and at the end."""
    factions = [f["name"] for f in view["factions"]]
    pts = [_year_point(start["year"], start, factions)]
    out = weimar._new_log(game, "balance", weimar.Special.SPECTATOR, 0)
    try:
        kind, fields = weimar._wm_log_kind, weimar._wm_log_fields
        for i in range(weimar._wm_log_count(out)):
            if kind(out, i) == b"round":
                f = json.loads(fields(out, i))
                if "economy" in f:
                    pts.append(_year_point(f["year"], f, factions))
    finally:
        weimar._wm_log_free(out)
    tr = view["tracks"]
    end = {"economy": tr.get("economy"), "progress": tr.get("progress"),
           "reaction": tr.get("reaction")}
    for f in view["factions"]:
        end["pv_" + f["name"]] = f["pv"]
    # the end as a fraction of its year: Early Year .25, Late Year .75
    frac = 0.75 if view.get("half") == "Late Year" else 0.25
    pts.append(_year_point(view["year"] + frac, end, factions))
    return pts


def _rounds(cfg: Config, view: Dict[str, Any], start: Dict[str, Any]) -> Optional[int]:
    if cfg.title == TITLES["republic"]:
        return (view["year"] - start["year"]) * 2 + (view.get("half") == "Late Year") + 1
    for k in ("turn", "round"):
        if isinstance(view.get(k), int):
            return view[k]
    return None


def _scores(cfg: Config, view: Dict[str, Any]) -> Optional[List[Any]]:
    if cfg.title == TITLES["republic"]:
        return [f["pv"] for f in view["factions"]]
    if all("vp" in s for s in view["seats"]):
        return [s["vp"] for s in view["seats"]]
    return None


def _victory(view: Dict[str, Any]) -> str:
    """The rulebook's name of how the game ended: the view's "victory"
    where the title names it (The Weimar Republic's §3 conditions), else
    the outcome's reason up to its ':'."""
    if isinstance(view.get("victory"), str) and view["victory"]:
        return view["victory"]
    reason = (view.get("outcome") or {}).get("reason") or ""
    return reason.split(":")[0].strip() or "unknown"


_START_CACHE: Dict[str, Dict[str, Any]] = {}


def _start(cfg: Config) -> Dict[str, Any]:
    """The scenario's set-up tracks (The Weimar Republic), once per config."""
    if cfg.id not in _START_CACHE:
        g = weimar.Game(cfg.title, scenario=cfg.scenario, seats=cfg.seats,
                        flags=cfg.flags | NO_HISTORY)
        v = g.view()
        d: Dict[str, Any] = {"year": v.get("year")}
        if cfg.title == TITLES["republic"]:
            d.update(economy=v["tracks"]["economy"], progress=v["tracks"]["progress"],
                     reaction=v["tracks"]["reaction"])
            for f in v["factions"]:
                d["pv_" + f["name"]] = f["pv"]
        _START_CACHE[cfg.id] = d
    return _START_CACHE[cfg.id]


def play_game(cfg: Config, game: int) -> Dict[str, Any]:
    """Plays game ``game`` of ``cfg`` and returns its row (see doc/balance.md)."""
    seed = cfg.seed(game)
    republic = cfg.title == TITLES["republic"]
    flags = cfg.flags if republic else cfg.flags | NO_HISTORY
    g = weimar.Game(cfg.title, scenario=cfg.scenario, seed=seed, seats=cfg.seats,
                    flags=flags, bots=cfg.bots)
    h = g._h
    rng = random.Random(seed ^ 0x9E3779B97F4A7C15)
    cap = max(g.action_count, 1)
    buf = (ctypes.c_uint32 * cap)()
    out = ctypes.c_uint32()
    legal, apply_, to_move = weimar._wm_legal_moves, weimar._wm_apply, weimar._wm_to_move
    bot, search = weimar._wm_bot_move, _ai._wm_search_move
    kinds = []
    for p in cfg.policies:
        if p == "random" or (p == "np" and republic):
            kinds.append((0, 0))
        elif p in ("bot", "np"):
            kinds.append((1, 0))
        elif p.startswith("model:"):
            _, budget_text, digest = p.split(":")
            n_text, _, c_text = budget_text.partition("@")
            kinds.append((3, (int(n_text), _model(digest), float(c_text) if c_text else 1.5)))
        else:
            kinds.append((2, int(p.split(":")[1])))
    moves = 0
    while True:
        s = to_move(h)
        if s == weimar.Special.NOBODY:
            break
        if s == weimar.Special.CHANCE:
            pairs = _ai.chance_outcomes(g)
            m = rng.choices([m for m, _ in pairs], [p for _, p in pairs])[0]
        else:
            k, budget = kinds[s]
            if k == 0:
                n = legal(h, buf, cap)
                if n == 0 or n > cap:
                    raise RuntimeError(f"{cfg.label} game {game}: {n} legal moves")
                m = buf[rng.randrange(n)]
            elif k == 1:
                weimar._check(bot(h, ctypes.byref(out)), "no bot move")
                m = out.value
            elif k == 3:
                m = _ai.search_move(g, budget[0], rng.getrandbits(63), model=budget[1], c_puct=budget[2])
            else:
                weimar._check(search(h, budget, rng.getrandbits(63), ctypes.byref(out)),
                              "no search move")
                m = out.value
        st = apply_(h, m)
        if st != 0:
            weimar._check(st, f"{cfg.label} game {game}: move {m} refused")
        moves += 1
        if moves > 2000000:
            raise RuntimeError(f"{cfg.label} game {game} did not end")
    view = g.view()
    start = _start(cfg)
    results = [int(s["result"]) for s in view["seats"]]
    names = [s["name"] for s in view["seats"]]
    row = {
        "config": cfg.id, "game": game, "seed": seed,
        "winners": ",".join(n for n, r in zip(names, results) if r == 1),
        "results": json.dumps(results),
        "victory": _victory(view),
        "reason": (view.get("outcome") or {}).get("reason") or "",
        "moves": moves,
        "rounds": _rounds(cfg, view, start),
        "scores": json.dumps(_scores(cfg, view)),
        "years": json.dumps(_republic_years(g, start, view)) if republic else None,
    }
    g.close()
    return row


def run_chunk(cfg_dict: Dict[str, Any], games: Sequence[int]) -> List[Dict[str, Any]]:
    """A task: plays the games ``games`` of a configuration (a dict, so
    that it pickles small); what the local workers and Dask workers run."""
    cfg = Config.from_dict(cfg_dict)
    return [play_game(cfg, i) for i in games]


# ---------------------------------------------------------------------
# The store
# ---------------------------------------------------------------------

COLUMNS = ["config", "game", "seed", "winners", "results", "victory", "reason",
           "moves", "rounds", "scores", "years"]

SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT);
CREATE TABLE IF NOT EXISTS configs (
    id TEXT PRIMARY KEY, key TEXT NOT NULL, title TEXT NOT NULL,
    scenario INTEGER NOT NULL, scenario_name TEXT, seats INTEGER NOT NULL,
    flags INTEGER NOT NULL, policies TEXT NOT NULL, seat_names TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    config TEXT NOT NULL REFERENCES configs(id), game INTEGER NOT NULL,
    seed INTEGER NOT NULL, winners TEXT NOT NULL, results TEXT NOT NULL,
    victory TEXT NOT NULL, reason TEXT NOT NULL, moves INTEGER NOT NULL,
    rounds INTEGER, scores TEXT, years TEXT, PRIMARY KEY (config, game));
"""


def open_store(path: str) -> sqlite3.Connection:
    db = sqlite3.connect(path)
    db.executescript(SCHEMA)
    v = db.execute("SELECT value FROM meta WHERE key='schema'").fetchone()
    if v is None:
        db.execute("INSERT INTO meta VALUES ('schema', ?)", (str(SCHEMA_VERSION),))
    elif v[0] != str(SCHEMA_VERSION):
        raise BalanceError(f"{path}: store schema {v[0]}, this weimar.balance "
                           f"writes {SCHEMA_VERSION}")
    db.commit()
    return db


def _add_config(db: sqlite3.Connection, cfg: Config) -> None:
    g = weimar.Game(cfg.title, scenario=cfg.scenario, seats=cfg.seats,
                    flags=cfg.flags | NO_HISTORY)
    db.execute("INSERT OR IGNORE INTO configs VALUES (?,?,?,?,?,?,?,?,?)",
               (cfg.id, cfg.key, TITLE_KEYS[cfg.title], cfg.scenario,
                g.view().get("scenario_name"), cfg.seats, cfg.flags,
                json.dumps(cfg.policies), json.dumps(g.seat_names())))


def _insert(db: sqlite3.Connection, rows: Iterable[Dict[str, Any]]) -> int:
    cur = db.executemany(f"INSERT OR IGNORE INTO games VALUES ({','.join('?' * len(COLUMNS))})",
                         [tuple(r[c] for c in COLUMNS) for r in rows])
    db.commit()
    return cur.rowcount


def missing_games(db: sqlite3.Connection, cfg: Config, n: int) -> List[int]:
    have = {r[0] for r in db.execute("SELECT game FROM games WHERE config=? AND game<?",
                                     (cfg.id, n))}
    return [i for i in range(n) if i not in have]


# ---------------------------------------------------------------------
# Sweeps: local processes or a Dask cluster
# ---------------------------------------------------------------------

class Progress:
    """games done, games per second and time left, on one stderr line."""

    def __init__(self, total: int, stream: Any = None, quiet: bool = False) -> None:
        self.total, self.done, self.t0 = total, 0, time.monotonic()
        self.stream = stream or sys.stderr
        self.quiet = quiet
        self.tty = hasattr(self.stream, "isatty") and self.stream.isatty()
        self.last = 0.0

    def add(self, n: int) -> None:
        self.done += n
        now = time.monotonic()
        if self.quiet or (now - self.last < (0.2 if self.tty else 2.0) and self.done < self.total):
            return
        self.last = now
        el = max(now - self.t0, 1e-9)
        rate = self.done / el
        left = (self.total - self.done) / rate if rate > 0 else 0.0
        width = 30
        fill = int(width * self.done / self.total) if self.total else width
        line = (f"[{'#' * fill}{'.' * (width - fill)}] {self.done}/{self.total} games, "
                f"{rate:.1f} games/s, {left:.0f} s left")
        self.stream.write(("\r" + line) if self.tty else line + "\n")
        self.stream.flush()

    def finish(self) -> Tuple[float, float]:
        el = time.monotonic() - self.t0
        if self.tty and not self.quiet:
            self.stream.write("\n")
        return el, (self.done / el if el > 0 else 0.0)


def _tasks(db: sqlite3.Connection, configs: Sequence[Config], games: int,
           chunk: int, max_games: Optional[int]) -> List[Tuple[Dict[str, Any], List[int]]]:
    tasks = []
    budget = max_games if max_games is not None else -1
    for cfg in configs:
        todo = missing_games(db, cfg, games)
        if budget >= 0:
            todo = todo[:budget]
            budget -= len(todo)
        for i in range(0, len(todo), chunk):
            tasks.append((cfg.to_dict(), todo[i:i + chunk]))
    return tasks


def _worker_init(env: Dict[str, str]) -> None:
    os.environ.update(env)
    try:
        os.nice(int(env.get("WEIMAR_BALANCE_NICE", "0")))
    except (OSError, ValueError):
        pass


def run_sweep(store: str, configs: Sequence[Config], games: int, jobs: int = 0,
              scheduler: Any = None, chunk: int = 0, max_games: Optional[int] = None,
              quiet: bool = False) -> Dict[str, Any]:
    """Plays the games of ``configs`` (0..games-1 each) that the store
    lacks, in ``jobs`` local processes (0: one per core; 1: in this
    process) or on the Dask cluster ``scheduler`` (an address, or a
    distributed.Client).  At most ``max_games`` new games when given.
    Returns {"added", "seconds", "games_per_s", "cpu_seconds"}."""
    db = open_store(store)
    try:
        for c in configs:
            _add_config(db, c)
        db.execute("INSERT OR REPLACE INTO meta VALUES ('library', ?)", (weimar.version(),))
        db.commit()
        if not chunk:
            chunk = 25 if any(p.startswith(("search", "model")) for c in configs for p in c.policies) else 100
        tasks = _tasks(db, configs, games, chunk, max_games)
        total = sum(len(t[1]) for t in tasks)
        prog = Progress(total, quiet=quiet)
        cpu0 = time.process_time()
        added = 0
        if total == 0:
            pass
        elif scheduler is not None:
            added = _run_dask(db, tasks, scheduler, prog)
        elif (jobs or os.cpu_count() or 1) == 1:
            for cfg, idx in tasks:
                added += _insert(db, run_chunk(cfg, idx))
                prog.add(len(idx))
        else:
            added = _run_local(db, tasks, jobs or os.cpu_count() or 1, prog)
        el, rate = prog.finish()
        if added:
            _note_commit(db)
        return {"added": added, "planned": total, "seconds": el, "games_per_s": rate,
                "cpu_seconds": time.process_time() - cpu0}
    finally:
        db.close()


def _note_commit(db: sqlite3.Connection) -> None:
    """meta 'commits': the commits (git_commit()) of the code that played
    the store's games, oldest first."""
    row = db.execute("SELECT value FROM meta WHERE key='commits'").fetchone()
    commits = json.loads(row[0]) if row else []
    c = git_commit()
    if c not in commits:
        commits.append(c)
    db.execute("INSERT OR REPLACE INTO meta VALUES ('commits', ?)", (json.dumps(commits),))
    db.commit()


def store_commits(db: sqlite3.Connection) -> str:
    row = db.execute("SELECT value FROM meta WHERE key='commits'").fetchone()
    return ", ".join(json.loads(row[0])) if row else "unknown"


def _run_local(db: sqlite3.Connection, tasks: List[Any], jobs: int, prog: Progress) -> int:
    import concurrent.futures as cf
    import multiprocessing as mp
    env = {k: v for k, v in os.environ.items() if k in ("WEIMAR_LIBRARY", "PYTHONPATH", "WEIMAR_BALANCE_NICE", "WEIMAR_BALANCE_MODELS")}
    added = 0
    with cf.ProcessPoolExecutor(max_workers=jobs, mp_context=mp.get_context("fork"),
                                initializer=_worker_init, initargs=(env,)) as ex:
        futs = {ex.submit(run_chunk, cfg, idx): len(idx) for cfg, idx in tasks}
        try:
            for f in cf.as_completed(futs):
                added += _insert(db, f.result())
                prog.add(futs[f])
        except BaseException:
            for f in futs:
                f.cancel()
            raise
    return added


def _run_dask(db: sqlite3.Connection, tasks: List[Any], scheduler: Any, prog: Progress) -> int:
    try:
        from distributed import Client, as_completed
    except ImportError:
        raise _missing("--scheduler", "Dask's distributed", "distributed",
                       "python3-distributed") from None
    client = scheduler if isinstance(scheduler, Client) else Client(scheduler)
    added = 0
    try:
        futs = [client.submit(run_chunk, cfg, idx, pure=False, key=f"weimar-balance-{cfg_key(cfg)}-{idx[0]}-{len(idx)}")
                for cfg, idx in tasks]
        for f in as_completed(futs):
            rows = f.result()
            added += _insert(db, rows)
            prog.add(len(rows))
            f.release()
    finally:
        if client is not scheduler:
            client.close()
    return added


def cfg_key(cfg_dict: Dict[str, Any]) -> str:
    return Config.from_dict(cfg_dict).id


# ---------------------------------------------------------------------
# Tables from the store
# ---------------------------------------------------------------------

def wilson(k: int, n: int, z: float = 1.959963984540054) -> Tuple[float, float]:
    """The Wilson score interval (95 % by default) of k successes in n."""
    if n == 0:
        return (0.0, 0.0)
    p = k / n
    d = 1 + z * z / n
    c = (p + z * z / (2 * n)) / d
    h = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / d
    return (max(0.0, c - h), min(1.0, c + h))


def load(db: sqlite3.Connection, title: Optional[str] = None) -> List[Dict[str, Any]]:
    """Every configuration of the store (of ``title``), with its games."""
    q = "SELECT id, key, title, scenario, scenario_name, seats, flags, policies, seat_names FROM configs"
    cfgs = []
    for row in db.execute(q + (" WHERE title=?" if title else "") + " ORDER BY title, scenario, key",
                          (title,) if title else ()):
        c = dict(zip(["id", "key", "title", "scenario", "scenario_name", "seats", "flags",
                      "policies", "seat_names"], row))
        c["policies"] = json.loads(c["policies"])
        c["seat_names"] = json.loads(c["seat_names"])
        c["games"] = [dict(zip(COLUMNS, r)) for r in db.execute(
            f"SELECT {','.join(COLUMNS)} FROM games WHERE config=? ORDER BY game", (c["id"],))]
        if c["games"]:
            cfgs.append(c)
    return cfgs


def _policy_text(c: Dict[str, Any]) -> str:
    p = c["policies"]
    return p[0] if len(set(p)) == 1 else " / ".join(f"{n} {q}" for n, q in zip(c["seat_names"], p))


def win_table(c: Dict[str, Any]) -> List[Dict[str, Any]]:
    n = len(c["games"])
    out = []
    for s, name in enumerate(c["seat_names"]):
        k = sum(1 for g in c["games"] if json.loads(g["results"])[s] == 1)
        lo, hi = wilson(k, n)
        out.append({"seat": name, "wins": k, "games": n, "rate": k / n if n else 0.0,
                    "lo": lo, "hi": hi})
    return out


def victory_category(victory: str, seat_names: Sequence[str]) -> str:
    """A victory condition as a category shared by every winner: the seats'
    names in it are "a side" ("Orange has at least 18 VPs at the end of a
    turn" and "Blue has ..." are one condition of The March of Progress)."""
    out = victory
    for name in sorted(seat_names, key=len, reverse=True):
        out = re.sub(r"\b" + re.escape(name) + r"\b", "a side", out)
    if out != victory and out.startswith("a side"):
        out = "A side" + out[len("a side"):]
    return out


def victory_table(c: Dict[str, Any]) -> Dict[str, Dict[str, int]]:
    """{victory: {winner: games}}, winner "(nobody)" for games nobody won;
    the victory as victory_category() words it."""
    out: Dict[str, Dict[str, int]] = {}
    for g in c["games"]:
        w = g["winners"] or "(nobody)"
        v = victory_category(g["victory"], c["seat_names"])
        out.setdefault(v, {}).setdefault(w, 0)
        out[v][w] += 1
    return out


def plural(n: int, word: str) -> str:
    """'1 configuration', '2 configurations'."""
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


def git_commit(path: Optional[str] = None) -> str:
    try:
        r = subprocess.run(["git", "rev-parse", "--short", "HEAD"], capture_output=True,
                           text=True, cwd=path or os.path.dirname(os.path.abspath(__file__)),
                           timeout=10)
        if r.returncode == 0:
            # changes to the code that plays (not to doc/) mark the commit
            dirty = subprocess.run(["git", "status", "--porcelain", "--untracked-files=no", "--",
                                    ":/lib", ":/include", ":/bindings/python/weimar"],
                                   capture_output=True, text=True, cwd=path or os.path.dirname(
                                       os.path.abspath(__file__)), timeout=10).stdout.strip()
            return r.stdout.strip() + ("+changes" if dirty else "")
    except (OSError, subprocess.SubprocessError):
        pass
    if path is None and os.getcwd() != os.path.dirname(os.path.abspath(__file__)):
        # the package installed, run from a libweimar checkout: that tree's commit
        here = git_commit(os.getcwd())
        if not here.startswith("release "):
            return here
    # An installed package outside any checkout: the library's release.
    return f"release {weimar.version()} (not a git checkout)"


# ---------------------------------------------------------------------
# The report
# ---------------------------------------------------------------------

def _missing(what: str, name: str, module: str, debian: str) -> "BalanceError":
    """The error for a missing optional package, naming the Python that
    lacks it: Debian's package serves Debian's /usr/bin/python3 only."""
    return BalanceError(
        f"{what} needs {name}, which this Python ({sys.executable}) cannot import: "
        f"apt-get install {debian} and run Debian's /usr/bin/python3, or "
        f"pip install {module} into this Python")


def _mpl():
    try:
        import matplotlib
        matplotlib.use("Agg")
        import matplotlib.pyplot as plt
    except ImportError:
        raise _missing("the report", "matplotlib", "matplotlib", "python3-matplotlib") from None
    return plt


def _scen_label(c: Dict[str, Any]) -> str:
    text = f"{c['scenario']} {c['scenario_name'] or ''}".strip()
    if c.get("flags"):
        text += f", flags {c['flags']:#x}"
    return text


def plot_winrates(cfgs: List[Dict[str, Any]], path: str, title: str) -> None:
    plt = _mpl()
    seats = cfgs[0]["seat_names"]
    # games no seat won (a draw, everyone losing, a cap) get a bar of their
    # own, so that the bars of a scenario add up to its games
    nobody = any(not g["winners"] for c in cfgs for g in c["games"])
    bars = len(seats) + nobody
    fig, ax = plt.subplots(figsize=(10, 4.8), dpi=100)
    width = 0.8 / max(bars, 1)
    colors = plt.get_cmap("tab10").colors
    for s in range(bars):
        xs, ys, lo, hi = [], [], [], []
        for i, c in enumerate(cfgs):
            if s < len(seats):
                t = win_table(c)
                if s >= len(t):
                    continue
                rate, a, b = t[s]["rate"], t[s]["lo"], t[s]["hi"]
            else:
                n = len(c["games"])
                k = sum(1 for g in c["games"] if not g["winners"])
                rate = k / n if n else 0.0
                a, b = wilson(k, n)
            xs.append(i + (s - (bars - 1) / 2) * width)
            ys.append(100 * rate)
            lo.append(max(0.0, 100 * (rate - a)))
            hi.append(max(0.0, 100 * (b - rate)))
        if s < len(seats):
            ax.bar(xs, ys, width, yerr=[lo, hi], capsize=3, label=seats[s], color=colors[s % 10])
        else:
            ax.bar(xs, ys, width, yerr=[lo, hi], capsize=3, label="nobody won", color="#bbbbbb",
                   hatch="//", edgecolor="#777777")
    if cfgs[0]["title"] != "ebert" and len(seats) > 1:
        # each seat's fair share of the games (Friedrich Ebert is cooperative:
        # its seats win or lose together)
        share = 100 / len(seats)
        ax.axhline(share, color="#555555", linestyle="--", linewidth=1)
        ax.annotate(f"fair share {share:.1f} %", xy=(1.0, share), xycoords=("axes fraction", "data"),
                    xytext=(4, 0), textcoords="offset points", va="center", fontsize=8, color="#555555")
    ax.set_xticks(range(len(cfgs)))
    ax.set_xticklabels([_wrap(_scen_label(c), 18) + f"\n({_policy_text(c)}, {len(c['games'])} games)"
                        for c in cfgs], fontsize=8)
    ax.set_ylabel("wins (%), 95 % Wilson interval")
    ax.set_ylim(0, 100)
    ax.set_title(title)
    ax.grid(axis="y", alpha=0.3)
    ax.legend(ncol=bars, loc="upper center", bbox_to_anchor=(0.5, -0.22), frameon=False)
    fig.tight_layout()
    fig.savefig(path, bbox_inches="tight")
    plt.close(fig)


def _wrap(text: str, n: int) -> str:
    words, lines, cur = text.split(), [], ""
    for w in words:
        if cur and len(cur) + 1 + len(w) > n:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}".strip()
    lines.append(cur)
    return "\n".join(lines)


def plot_victories(cfgs: List[Dict[str, Any]], path: str, title: str) -> None:
    plt = _mpl()
    names: List[str] = []
    for c in cfgs:
        for v in victory_table(c):
            if v not in names:
                names.append(v)
    fig, ax = plt.subplots(figsize=(10, 4.8), dpi=100)
    ax.set_xlim(-0.6, len(cfgs) - 0.4)
    bottom = [0.0] * len(cfgs)
    colors = plt.get_cmap("Set2").colors
    for j, v in enumerate(names):
        ys = [100 * sum(victory_table(c).get(v, {}).values()) / len(c["games"]) for c in cfgs]
        ax.bar(range(len(cfgs)), ys, 0.6, bottom=bottom, label=_wrap(v, 60), color=colors[j % len(colors)])
        bottom = [b + y for b, y in zip(bottom, ys)]
    ax.set_xticks(range(len(cfgs)))
    ax.set_xticklabels([_wrap(_scen_label(c), 18) for c in cfgs], fontsize=8)
    ax.set_ylabel("games (%)")
    ax.set_ylim(0, 100)
    ax.set_title(title)
    ax.legend(loc="upper left", bbox_to_anchor=(1.01, 1.0), ncol=1, frameon=False, fontsize=8)
    fig.tight_layout()
    fig.savefig(path, bbox_inches="tight")
    plt.close(fig)


def plot_lengths(cfgs: List[Dict[str, Any]], path: str, title: str) -> None:
    plt = _mpl()
    republic = cfgs[0]["title"] == "republic"
    fig, ax = plt.subplots(figsize=(10, 4.2), dpi=100)
    data, labels = [], []
    for c in cfgs:
        vals = [g["rounds"] if republic or not g["moves"] else g["moves"] for g in c["games"]]
        vals = [v for v in vals if v is not None]
        data.append(vals or [0])
        labels.append(_wrap(_scen_label(c), 18))
    ax.boxplot(data, showfliers=False)
    ax.set_xticks(range(1, len(cfgs) + 1))
    ax.set_xticklabels(labels, fontsize=8)
    all_np = all(not g["moves"] for c in cfgs for g in c["games"])
    ax.set_ylabel("half-year rounds played" if republic or all_np else "moves")
    ax.set_title(title)
    ax.grid(axis="y", alpha=0.3)
    fig.tight_layout()
    fig.savefig(path, bbox_inches="tight")
    plt.close(fig)


def year_series(c: Dict[str, Any]) -> Dict[str, Dict[int, List[float]]]:
    """{series: {year: [value at that year's New Year, one per game still
    running]}} for economy, progress, reaction and PV <faction>."""
    names = ["Economy", "Progress", "Reaction"] + [f"PV {n}" for n in c["seat_names"]]
    out: Dict[str, Dict[int, List[float]]] = {n: {} for n in names}
    for g in c["games"]:
        if not g["years"]:
            continue
        for pt in json.loads(g["years"])[:-1]:  # the New Years (the end is partial)
            y = int(pt[0])
            for n, v in zip(names, pt[1:]):
                if v is not None:
                    out[n].setdefault(y, []).append(v)
    return out


def _quart(vals: List[float]) -> Tuple[float, float, float]:
    v = sorted(vals)

    def q(p: float) -> float:
        x = p * (len(v) - 1)
        i = int(math.floor(x))
        j = min(i + 1, len(v) - 1)
        return v[i] + (v[j] - v[i]) * (x - i)
    return q(0.25), q(0.5), q(0.75)


def plot_years(c: Dict[str, Any], path: str, title: str) -> None:
    plt = _mpl()
    ser = year_series(c)
    fig, axes = plt.subplots(1, 2, figsize=(11, 4.4), dpi=100)
    colors = plt.get_cmap("tab10").colors
    for ax, keys, ylabel in ((axes[0], ["Economy", "Progress", "Reaction"],
                              "track (Economy: -4 Hyperinflation ... +4 Mass Unemployment)"),
                             (axes[1], [k for k in ser if k.startswith("PV ")], "PV")):
        for j, k in enumerate(keys):
            ys = sorted(ser[k])
            if not ys:
                continue
            qs = [_quart(ser[k][y]) for y in ys]
            col = colors[j % 10] if ax is axes[0] else colors[(j) % 10]
            ax.plot(ys, [q[1] for q in qs], marker="o", ms=3, label=k, color=col)
            ax.fill_between(ys, [q[0] for q in qs], [q[2] for q in qs], alpha=0.2, color=col)
        from matplotlib.ticker import MaxNLocator
        ax.xaxis.set_major_locator(MaxNLocator(integer=True))
        ax.set_xlabel("New Year (games still running)")
        ax.set_ylabel(ylabel, fontsize=8)
        ax.grid(alpha=0.3)
        ax.legend(fontsize=8)
    fig.suptitle(title)
    fig.tight_layout()
    fig.savefig(path, bbox_inches="tight")
    plt.close(fig)


def write_csv(cfgs: List[Dict[str, Any]], path: str) -> None:
    with open(path, "w", newline="") as f:
        w = csv.writer(f)
        w.writerow(["table", "title", "scenario", "scenario_name", "policies", "seat_or_victory",
                    "winner", "games", "count", "rate", "ci95_low", "ci95_high"])
        for c in cfgs:
            pol = " ".join(c["policies"])
            for t in win_table(c):
                w.writerow(["win_rate", c["title"], c["scenario"], c["scenario_name"], pol, t["seat"],
                            "", t["games"], t["wins"], f"{t['rate']:.4f}", f"{t['lo']:.4f}",
                            f"{t['hi']:.4f}"])
            n = len(c["games"])
            for v, by in victory_table(c).items():
                for wnr, k in sorted(by.items()):
                    lo, hi = wilson(k, n)
                    w.writerow(["victory", c["title"], c["scenario"], c["scenario_name"], pol, v, wnr,
                                n, k, f"{k / n:.4f}", f"{lo:.4f}", f"{hi:.4f}"])


def write_report(store: str, out_dir: str, command: str = "", commit: str = "") -> str:
    """Writes out_dir/index.html, its PNGs and out_dir/tables.csv from the
    store; returns the page's path."""
    db = open_store(store)
    try:
        cfgs = load(db)
        lib = (db.execute("SELECT value FROM meta WHERE key='library'").fetchone() or ["?"])[0]
        commit = commit or store_commits(db)
    finally:
        db.close()
    if not cfgs:
        raise BalanceError(f"{store}: no games in the store (run a sweep first)")
    os.makedirs(out_dir, exist_ok=True)
    # One section per title, seat count and set of policies: the
    # configurations of a --rotate sweep (the same policies, the search at
    # another seat) share one, with the search's win rate by seat.
    groups: Dict[Tuple[str, str, int, int], List[Dict[str, Any]]] = {}
    for c in cfgs:
        groups.setdefault((c["title"], json.dumps(sorted(c["policies"])) if len(set(c["policies"])) > 1
                           else c["policies"][0], len(c["seat_names"]), 0), []).append(c)
    parts = []
    total = sum(len(c["games"]) for c in cfgs)
    for gi, ((title, _pol, seats, flags), cs) in enumerate(sorted(groups.items())):
        cs.sort(key=lambda c: (c["scenario"], c["flags"], c["policies"]))
        tname = weimar.title_name(TITLES[title])
        rotated = _rotated(cs)
        head = f"{tname}: {rotated or _policy_text(cs[0])}, {seats} seats"
        sec = [f'<section><h2>{html.escape(head)}</h2>']
        if rotated:
            png = f"g{gi}-by-seat.png"
            plot_seat_rates(cs, os.path.join(out_dir, png), head)
            sec.append(_figure(png, "Win rate by seat: the search's wins at each seat it was played "
                                    "from, per scenario, with 95 % Wilson intervals and each seat's "
                                    "fair share."))
            sec.append(_html_seat_table(cs))
        for kind, fn, cap in (
                ("winrate", plot_winrates, "Win rate per seat and scenario, with 95 % Wilson intervals."),
                ("victory", plot_victories, "How the games were won (the rulebook's victory conditions), "
                                            "stacked per scenario."),
                ("length", plot_lengths, "Game length: quartiles and 1.5 IQR whiskers.")):
            png = f"g{gi}-{kind}.png"
            fn(cs, os.path.join(out_dir, png), head)
            sec.append(_figure(png, cap))
        if title == "republic":
            for c in cs:
                png = f"g{gi}-years-{c['scenario']}.png"
                plot_years(c, os.path.join(out_dir, png),
                           f"{_scen_label(c)}: tracks and PV at each New Year (median, quartiles)")
                sec.append(_figure(png, f"{_scen_label(c)} ({len(c['games'])} games): the Economy, "
                                        "Progress and Reaction tracks and each faction's PV at each "
                                        "New Year, over the games still running; line: median, "
                                        "band: quartiles."))
        sec.append(_html_tables(cs))
        sec.append("</section>")
        parts.append("\n".join(sec))
    write_csv(cfgs, os.path.join(out_dir, "tables.csv"))
    page = _PAGE.format(
        total=plural(total, "game"), nconf=plural(len(cfgs), "configuration"), lib=html.escape(lib), commit=html.escape(commit),
        command=html.escape(command or "python3 -m weimar.balance report"),
        store=html.escape(os.path.basename(store)), body="\n".join(parts))
    path = os.path.join(out_dir, "index.html")
    with open(path, "w", encoding="utf-8") as f:
        f.write(page)
    return path


def _search_seat(c: Dict[str, Any]) -> Optional[int]:
    s = [i for i, p in enumerate(c["policies"]) if p.startswith("search")]
    return s[0] if len(s) == 1 else None


def _rotated(cs: List[Dict[str, Any]]) -> str:
    """For the configurations of a --rotate sweep (one search policy, at
    more than one seat), the section's policy text; else ""."""
    seats = {_search_seat(c) for c in cs}
    if None in seats or len(seats) < 2:
        return ""
    c = cs[0]
    s = _search_seat(c)
    others = sorted({p for i, p in enumerate(c["policies"]) if i != s})
    return f"{c['policies'][s]} at each seat in turn against {', '.join(others)}"


def _seat_rates(cs: List[Dict[str, Any]]) -> Dict[Tuple[int, int], Dict[str, Any]]:
    """{(scenario, seat): the search's win_table row there}."""
    out = {}
    for c in cs:
        s = _search_seat(c)
        out[(c["scenario"], s)] = win_table(c)[s]
    return out


def plot_seat_rates(cs: List[Dict[str, Any]], path: str, title: str) -> None:
    plt = _mpl()
    seats = cs[0]["seat_names"]
    rates = _seat_rates(cs)
    scen = sorted({c["scenario"] for c in cs})
    labels = {c["scenario"]: _scen_label(c) for c in cs}
    fig, ax = plt.subplots(figsize=(10, 4.8), dpi=100)
    width = 0.8 / max(len(seats), 1)
    colors = plt.get_cmap("tab10").colors
    for s, name in enumerate(seats):
        xs, ys, lo, hi = [], [], [], []
        for i, sc in enumerate(scen):
            t = rates.get((sc, s))
            if not t:
                continue
            xs.append(i + (s - (len(seats) - 1) / 2) * width)
            ys.append(100 * t["rate"])
            lo.append(max(0.0, 100 * (t["rate"] - t["lo"])))
            hi.append(max(0.0, 100 * (t["hi"] - t["rate"])))
        ax.bar(xs, ys, width, yerr=[lo, hi], capsize=3, label=f"search as {name}", color=colors[s % 10])
    share = 100 / len(seats)
    ax.axhline(share, color="#555555", linestyle="--", linewidth=1)
    ax.annotate(f"fair share {share:.1f} %", xy=(1.0, share), xycoords=("axes fraction", "data"),
                xytext=(4, 0), textcoords="offset points", va="center", fontsize=8, color="#555555")
    ax.set_xticks(range(len(scen)))
    ax.set_xticklabels([_wrap(labels[sc], 18) for sc in scen], fontsize=8)
    ax.set_ylabel("search wins (%), 95 % Wilson interval")
    ax.set_ylim(0, 100)
    ax.set_title(title)
    ax.grid(axis="y", alpha=0.3)
    ax.legend(ncol=len(seats), loc="upper center", bbox_to_anchor=(0.5, -0.15), frameon=False)
    fig.tight_layout()
    fig.savefig(path, bbox_inches="tight")
    plt.close(fig)


def _html_seat_table(cs: List[Dict[str, Any]]) -> str:
    seats = cs[0]["seat_names"]
    rates = _seat_rates(cs)
    h = ['<table class="by-seat"><caption>Win rate by seat: the search\'s wins in % at each seat '
         '(95 % Wilson interval)</caption>',
         "<thead><tr><th>Scenario</th>" + "".join(f"<th>as {html.escape(s)}</th>" for s in seats) +
         "</tr></thead><tbody>"]
    done = set()
    for c in cs:
        if c["scenario"] in done:
            continue
        done.add(c["scenario"])
        cells = []
        for s in range(len(seats)):
            t = rates.get((c["scenario"], s))
            cells.append("<td>-</td>" if not t else
                         f"<td>{100 * t['rate']:.1f} <small>({100 * t['lo']:.1f}-{100 * t['hi']:.1f}, "
                         f"{t['games']} games)</small></td>")
        h.append(f"<tr><td>{html.escape(_scen_label(c))}</td>{''.join(cells)}</tr>")
    h.append("</tbody></table>")
    return "\n".join(h)


def _figure(png: str, cap: str) -> str:
    return (f'<figure><img src="{png}" alt="{html.escape(cap)}">'
            f"<figcaption>{html.escape(cap)}</figcaption></figure>")


def _html_tables(cs: List[Dict[str, Any]]) -> str:
    seats = cs[0]["seat_names"]
    h = ['<table class="wins"><caption>Wins in % per seat (95 % Wilson interval)</caption>',
         "<thead><tr><th>Scenario</th><th>Games</th>" +
         "".join(f"<th>{html.escape(s)}</th>" for s in seats) + "</tr></thead><tbody>"]
    for c in cs:
        t = win_table(c)
        h.append(f"<tr><td>{html.escape(_scen_label(c))}</td><td>{len(c['games'])}</td>" +
                 "".join(f"<td>{100 * x['rate']:.1f} <small>({100 * x['lo']:.1f}-{100 * x['hi']:.1f})"
                         f"</small></td>" for x in t) + "</tr>")
    h.append("</tbody></table>")
    h.append('<table class="victory"><caption>Games by victory condition and winner</caption>'
             "<thead><tr><th>Scenario</th><th>Victory</th><th>Winner</th><th>Games</th><th>%</th>"
             "</tr></thead><tbody>")
    for c in cs:
        n = len(c["games"])
        for v, by in sorted(victory_table(c).items()):
            for w, k in sorted(by.items()):
                h.append(f"<tr><td>{html.escape(_scen_label(c))}</td><td>{html.escape(v)}</td>"
                         f"<td>{html.escape(w)}</td><td>{k}</td><td>{100 * k / n:.1f}</td></tr>")
    h.append("</tbody></table>")
    return "\n".join(h)


_PAGE = """<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>libweimar balance report</title>
<link rel="icon" href="data:,">
<style>
body {{ font-family: system-ui, sans-serif; max-width: 1140px; margin: 0 auto; padding: 1em 1.5em;
       color: #222; line-height: 1.45; }}
h1 {{ font-size: 1.6em; margin-bottom: .2em; }}
h2 {{ font-size: 1.25em; border-bottom: 1px solid #ccc; padding-bottom: .2em; margin-top: 2em; }}
.meta {{ color: #555; font-size: .92em; }}
code {{ background: #f3f3f3; padding: 0 .25em; border-radius: 3px; word-break: break-all; }}
figure {{ margin: 1.2em 0; }}
figure img {{ max-width: 100%; height: auto; border: 1px solid #e4e4e4; }}
figcaption {{ font-size: .9em; color: #444; }}
table {{ border-collapse: collapse; margin: 1em 0; font-size: .92em; }}
caption {{ text-align: left; font-weight: 600; padding-bottom: .3em; }}
th, td {{ border: 1px solid #ccc; padding: .25em .6em; text-align: right; }}
th:first-child, td:first-child, td:nth-child(2) {{ text-align: left; }}
thead th {{ background: #f0f0f0; }}
small {{ color: #666; }}
</style></head>
<body>
<h1>libweimar balance report</h1>
<p class="meta">{total} in {nconf} from the store <code>{store}</code>;
libweimar {lib}, played at commit <code>{commit}</code>.<br>Made by <code>{command}</code>.
The tables as CSV: <a href="tables.csv">tables.csv</a>.</p>
{body}
</body></html>
"""


# ---------------------------------------------------------------------
# doc/ tables between marker comments
# ---------------------------------------------------------------------

def md_winrate_table(cfgs: List[Dict[str, Any]], caption: str) -> str:
    seats = cfgs[0]["seat_names"]
    nobody = any(not g["winners"] for c in cfgs for g in c["games"])
    lines = [caption, "", "| Scenario | Games | " + " | ".join(seats) +
             (" | nobody won" if nobody else "") + " |",
             "|---|---:|" + "---:|" * (len(seats) + nobody)]
    for c in sorted(cfgs, key=lambda c: (c["scenario"], c["flags"])):
        t = win_table(c)
        n = len(c["games"])
        k = sum(1 for g in c["games"] if not g["winners"])
        lines.append(f"| {_scen_label(c)} | {n} | " +
                     " | ".join(f"{100 * x['rate']:.1f} ({100 * x['lo']:.1f}-{100 * x['hi']:.1f})"
                                for x in t) + (f" | {100 * k / n:.1f}" if nobody else "") + " |")
    return "\n".join(lines)


def md_victory_table(cfgs: List[Dict[str, Any]], caption: str) -> str:
    names: List[str] = []
    for c in cfgs:
        for v in victory_table(c):
            if v not in names:
                names.append(v)
    lines = [caption, "", "| Scenario | " + " | ".join(names) + " |", "|---|" + "---:|" * len(names)]
    for c in sorted(cfgs, key=lambda c: (c["scenario"], c["flags"])):
        vt = victory_table(c)
        n = len(c["games"])
        lines.append(f"| {_scen_label(c)} | " + " | ".join(
            f"{100 * sum(vt.get(v, {}).values()) / n:.1f}" for v in names) + " |")
    return "\n".join(lines)


def md_search_table(cfgs: List[Dict[str, Any]], caption: str) -> str:
    """One row per configuration with one search seat: its wins."""
    lines = [caption, "", "| Scenario | Search seat | Budget | Others | Games | Search wins % (95 % CI) |",
             "|---|---|---:|---|---:|---:|"]
    for c in sorted(cfgs, key=lambda c: (c["scenario"], c["policies"])):
        s = next(i for i, p in enumerate(c["policies"]) if p.startswith("search"))
        others = sorted({p for i, p in enumerate(c["policies"]) if i != s})
        t = win_table(c)[s]
        lines.append(f"| {_scen_label(c)} | {c['seat_names'][s]} | {c['policies'][s].split(':')[1]} | "
                     f"{', '.join(others)} | {t['games']} | {100 * t['rate']:.1f} "
                     f"({100 * t['lo']:.1f}-{100 * t['hi']:.1f}) |")
    return "\n".join(lines)


def replace_marked(path: str, name: str, text: str) -> None:
    """Replaces what is between <!-- balance:NAME begin --> and
    <!-- balance:NAME end --> in ``path`` by ``text``."""
    with open(path, encoding="utf-8") as f:
        doc = f.read()
    b, e = f"<!-- balance:{name} begin -->", f"<!-- balance:{name} end -->"
    i, j = doc.find(b), doc.find(e)
    if i < 0 or j < i:
        raise BalanceError(f"{path}: no {b} ... {e} markers")
    doc = doc[:i + len(b)] + "\n" + text.strip() + "\n" + doc[j:]
    with open(path, "w", encoding="utf-8") as f:
        f.write(doc)


# ---------------------------------------------------------------------
# Command line
# ---------------------------------------------------------------------

HELP = """Balance sweeps of libweimar: play N seeded games per configuration,
keep one row per game in a SQLite store, and write an HTML report.

  run      play the games the store lacks (resumable; re-running adds nothing)
  report   write index.html, PNG plots and tables.csv from a store
  table    print a Markdown table from a store (win rates, victories, search)
  docs     replace a <!-- balance:NAME begin/end --> block of a file with a table

Examples:
  python3 -m weimar.balance run --store r.sqlite --title republic --scenario 1-5 \\
      --policy np --games 2000
  python3 -m weimar.balance run --store m.sqlite --title march --scenario 1 \\
      --policy search:200,random --games 200 --scheduler tcp://127.0.0.1:8786
  python3 -m weimar.balance report --store r.sqlite --out report/
"""


def _commandline() -> str:
    return "python3 -m weimar.balance " + " ".join(
        a if re.fullmatch(r"[\w@%+=:,./-]+", a) else repr(a) for a in sys.argv[1:])


def main(argv: Optional[List[str]] = None) -> int:
    ap = argparse.ArgumentParser(prog="python3 -m weimar.balance", description=HELP,
                                 formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = ap.add_subparsers(dest="cmd", metavar="COMMAND")
    r = sub.add_parser("run", help="play a sweep into a store",
                       description="Play games 0..GAMES-1 of every configuration that the store "
                       "lacks; game i's seed comes from the configuration and i only.")
    r.add_argument("--store", required=True, help="SQLite file (made if missing)")
    r.add_argument("--title", required=True, help="march, ebert, republic or siege")
    r.add_argument("--scenario", default="all",
                   help="a scenario id, a range 1-5, a list 1,3 or all (default)")
    r.add_argument("--policy", default="random",
                   help="one policy for every seat, or one per seat separated by commas: "
                        "random, np (the title's Non-player rules: republic, ebert), "
                        "bot (wm_bot_move), search:N (wm_search_move, N playouts); default random")
    r.add_argument("--rotate", action="store_true",
                   help="with one search:N among the policies: one configuration per seat, "
                        "the search at each seat in turn")
    r.add_argument("--seats", type=int, default=0, help="wm_options.seats (0: the scenario's)")
    r.add_argument("--flags", type=lambda s: int(s, 0), default=0, help="wm_options.flags")
    r.add_argument("--games", type=int, required=True, help="games per configuration")
    r.add_argument("--jobs", type=int, default=0,
                   help="local worker processes (default 0: one per core; 1: no workers)")
    r.add_argument("--scheduler", metavar="ADDRESS",
                   help="run on this Dask distributed scheduler (tcp://host:8786) instead")
    r.add_argument("--chunk", type=int, default=0, help="games per task (default 100; 25 with search)")
    r.add_argument("--max-games", type=int, help="stop after this many new games (resume later)")
    r.add_argument("--quiet", action="store_true", help="no progress bar")
    p = sub.add_parser("report", help="HTML report with plots, and a CSV")
    p.add_argument("--store", required=True)
    p.add_argument("--out", required=True, help="directory for index.html, *.png, tables.csv")
    p.add_argument("--command", default="", help="the command line to name in the report")
    t = sub.add_parser("table", help="print a Markdown table")
    d = sub.add_parser("docs", help="replace a marked block of a Markdown file")
    for q in (t, d):
        q.add_argument("--store", required=True)
        q.add_argument("--kind", choices=["winrate", "victory", "search"], default="winrate")
        q.add_argument("--title", help="only this title's configurations")
        q.add_argument("--caption", default="",
                       help="text above the table; {commit} becomes the commits that played the store's games")
    d.add_argument("--file", required=True)
    d.add_argument("--name", required=True, help="the NAME of <!-- balance:NAME begin -->")
    a = ap.parse_args(argv)
    if not a.cmd:
        ap.print_help()
        return 2
    try:
        if a.cmd == "run":
            if a.games < 1:
                raise BalanceError("--games must be at least 1")
            pols = [x for x in a.policy.split(",") if x.strip()]
            cfgs = make_configs(a.title, a.scenario, pols, a.seats, a.flags)
            if a.rotate:
                cfgs = [x for c in cfgs for x in _rotations(c)]
            if a.scheduler:
                try:
                    import distributed  # noqa: F401
                except ImportError:
                    raise _missing("--scheduler", "Dask's distributed", "distributed",
                                   "python3-distributed") from None
            st = run_sweep(a.store, cfgs, a.games, a.jobs, a.scheduler, a.chunk, a.max_games, a.quiet)
            print(f"{plural(st['added'], 'game')} added to {a.store} ({plural(len(cfgs), 'configuration')}) in "
                  f"{st['seconds']:.1f} s: {st['games_per_s']:.1f} games/s"
                  + (f" ({st['planned'] - st['added']} were there already)"
                     if st['planned'] != st['added'] else ""))
        elif a.cmd == "report":
            path = write_report(a.store, a.out, a.command or _commandline())
            print(f"report: {path}")
        else:
            db = open_store(a.store)
            cfgs = load(db, a.title)
            db.close()
            if a.kind == "search":
                cfgs = [c for c in cfgs if sum(p.startswith("search") for p in c["policies"]) == 1]
            if not cfgs:
                raise BalanceError(f"{a.store}: no games" + (f" of {a.title}" if a.title else ""))
            db = open_store(a.store)
            cap = a.caption.replace("{commit}", store_commits(db))
            db.close()
            fn = {"winrate": md_winrate_table, "victory": md_victory_table,
                  "search": md_search_table}[a.kind]
            text = fn(cfgs, cap)
            if a.cmd == "table":
                print(text)
            else:
                replace_marked(a.file, a.name, text)
                print(f"{a.file}: balance:{a.name} replaced ({plural(len(cfgs), 'configuration')})")
    except BalanceError as e:
        print(f"weimar.balance: error: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print("\nweimar.balance: interrupted; the games finished so far are in the store "
              "(run the same command again to resume)", file=sys.stderr)
        return 130
    return 0


def _rotations(c: Config) -> List[Config]:
    s = [i for i, p in enumerate(c.policies) if p.startswith("search")]
    if len(s) != 1:
        raise BalanceError("--rotate needs exactly one search:N among the policies")
    others = [p for i, p in enumerate(c.policies) if i != s[0]]
    out = []
    for seat in range(len(c.policies)):
        pol = list(others)
        pol.insert(seat, c.policies[s[0]])
        out.append(Config(c.title, c.scenario, pol, c.seats, c.flags))
    return out


if __name__ == "__main__":
    sys.exit(main())
