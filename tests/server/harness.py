"""What the server's tests share (make check-server, doc/server.md): a
server in a subprocess on 127.0.0.1 with a store of its own, and scripted
players that play a seat through its link over the WebSocket.

Everything here talks to 127.0.0.1 only."""

from __future__ import annotations

import asyncio
import json
import os
import random
import signal
import sqlite3
import subprocess
import sys
import tempfile
import time
from typing import Any, Dict, List, Optional

import aiohttp

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.abspath(os.path.join(HERE, "..", ".."))
LIBRARY = os.environ.get("WEIMAR_LIBRARY", os.path.join(ROOT, "lib", "libweimar.so.1"))
sys.path.insert(0, os.path.join(ROOT, "bindings", "python"))
os.environ.setdefault("WEIMAR_LIBRARY", LIBRARY)


class ServerProcess:
    """python3 -m weimar.server on 127.0.0.1 with a store in a temporary
    folder; start() again after kill() reopens the same store on the same
    port."""

    def __init__(self, *extra: str, folder: Optional[str] = None, allow_seed: bool = True) -> None:
        self.dir = folder or tempfile.mkdtemp(prefix="weimar-server-")
        self.db = os.path.join(self.dir, "games.sqlite")
        self.extra = list(extra) + (["--allow-seed"] if allow_seed else [])
        self.port = 0
        self.proc: Optional[subprocess.Popen] = None
        self.log = open(os.path.join(self.dir, "server.log"), "ab")

    def start(self) -> None:
        port_file = os.path.join(self.dir, "port")
        if os.path.exists(port_file):
            os.unlink(port_file)
        env = dict(os.environ, PYTHONPATH=os.path.join(ROOT, "bindings", "python"),
                   WEIMAR_LIBRARY=LIBRARY, PYTHONDONTWRITEBYTECODE="1")
        self.proc = subprocess.Popen(
            # SERVER_PROFILE: a script that runs the server under a profiler.
            [sys.executable, *(os.environ["SERVER_PROFILE"].split() if os.environ.get("SERVER_PROFILE") else ["-m", "weimar.server"]), "--host", "127.0.0.1", "--port", str(self.port),
             "--port-file", port_file, "--db", self.db, "--web-root", "", *self.extra],
            env=env, stdout=self.log, stderr=self.log)
        deadline = time.monotonic() + 30
        while not os.path.exists(port_file):
            if self.proc.poll() is not None or time.monotonic() > deadline:
                raise RuntimeError(f"the server did not start (log: {self.dir}/server.log)")
            time.sleep(0.02)
        with open(port_file) as f:
            self.port = int(f.read())

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def kill(self) -> None:
        """SIGKILL: no handler runs, nothing is flushed."""
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        self.proc.wait()

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(10)
            except subprocess.TimeoutExpired:
                self.kill()
        self.log.flush()

    def log_tail(self, lines: int = 40) -> str:
        """The last lines of the server's log (stdout and stderr of every start)."""
        self.log.flush()
        try:
            with open(os.path.join(self.dir, "server.log"), "rb") as f:
                text = f.read().decode("utf-8", "replace")
        except OSError as e:
            return f"(no log: {e})"
        return "\n".join(text.splitlines()[-lines:])

    def peak_rss_kib(self) -> int:
        """The server's peak resident size (VmHWM), KiB."""
        assert self.proc is not None
        with open(f"/proc/{self.proc.pid}/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    return int(line.split()[1])
        return 0

    def moves_in_store(self) -> Dict[str, Dict[int, int]]:
        """game -> {n: move} as the store has it (read with a connection of
        our own, as a restarted server would)."""
        c = sqlite3.connect(self.db)
        try:
            out: Dict[str, Dict[int, int]] = {}
            for g, n, m in c.execute("SELECT game, n, move FROM moves"):
                out.setdefault(g, {})[n] = m
            return out
        finally:
            c.close()

    def over_in_store(self) -> Dict[str, bool]:
        c = sqlite3.connect(self.db)
        try:
            return {g: bool(o) for g, o in c.execute("SELECT id, over FROM games")}
        finally:
            c.close()


async def create(session: aiohttp.ClientSession, base: str, body: Dict[str, Any]) -> Dict[str, Any]:
    async with session.post(f"{base}/api/games", data=json.dumps(body)) as r:
        out = await r.json()
        if r.status != 201:
            raise RuntimeError(f"create {body}: {r.status} {out}")
        return out


class Player:
    """Plays one seat through its token: on every state that lists moves
    for it, a random one, sent with the state's move count.  Keeps what
    the server acknowledged (history index -> move) and each move's
    latency (sent to acknowledged).  Reconnects when the server goes
    away, until stop is set."""

    def __init__(self, base: str, game: str, seat: int, token: str, seed: int,
                 stop: asyncio.Event) -> None:
        self.base, self.game, self.seat, self.token = base, game, seat, token
        self.rand = random.Random(seed)
        self.stop = stop
        self.acked: Dict[int, int] = {}
        self.latencies: List[float] = []
        self.over = False
        self.reconnects = 0
        self.refused: Dict[str, int] = {}

    async def run(self, session: aiohttp.ClientSession) -> None:
        while not self.stop.is_set() and not self.over:
            try:
                await self._session(session)
            except (aiohttp.ClientError, ConnectionError, asyncio.TimeoutError, RuntimeError):
                pass
            if self.over or self.stop.is_set():
                return
            self.reconnects += 1
            await asyncio.sleep(0.05 + self.rand.random() * 0.2)

    async def _session(self, session: aiohttp.ClientSession) -> None:
        async with session.ws_connect(f"{self.base}/ws", heartbeat=None, timeout=10) as ws:
            await ws.send_str(json.dumps({"type": "hello", "token": self.token}))
            sent_at: Optional[int] = None
            t0 = 0.0
            while not self.stop.is_set():
                try:
                    msg = await asyncio.wait_for(ws.receive(), 1.0)
                except asyncio.TimeoutError:
                    continue
                if msg.type != aiohttp.WSMsgType.TEXT:
                    return
                m = json.loads(msg.data)
                kind = m["type"]
                if kind == "state":
                    if m["over"]:
                        self.over = True
                        return
                    if m["moves"] and sent_at != m["n"]:
                        move = self.rand.choice(m["moves"])["id"]
                        sent_at = m["n"]
                        t0 = time.perf_counter()
                        await ws.send_str(json.dumps({"type": "move", "move": move, "n": m["n"]}))
                elif kind == "ack":
                    self.latencies.append(time.perf_counter() - t0)
                    self.acked[m["at"]] = m["move"]
                elif kind == "error":
                    self.refused[m["code"]] = self.refused.get(m["code"], 0) + 1
                    # Any refusal leaves the game as it was (doc/server.md):
                    # ask for the state again and choose anew, or a player
                    # whose move was refused for another reason (a rate
                    # limit under load, "internal") would wait for ever on
                    # a state it has already answered.
                    sent_at = None
                    if m["code"] not in ("stale", "not_your_turn"):
                        await asyncio.sleep(0.05 + self.rand.random() * 0.2)
                    await ws.send_str(json.dumps({"type": "state"}))


GAME_KINDS = [
    {"title": "march"},
    {"title": "siege", "seats": 3},
    {"title": "republic", "players": ["human", "human", "np", "np"]},
    {"title": "ebert"},
    {"title": "march", "players": ["human", "bot"]},
]


async def make_games(session: aiohttp.ClientSession, base: str, count: int, stop: asyncio.Event,
                     kinds: List[Dict[str, Any]] = GAME_KINDS) -> List[Player]:
    players = []
    for i in range(count):
        body = dict(kinds[i % len(kinds)], seed=1000 + i)
        g = await create(session, base, body)
        for s in g["seats"]:
            if s.get("token"):
                players.append(Player(base, g["game"], s["seat"], s["token"], 7 * i + s["seat"], stop))
    return players


def percentile(values: List[float], p: float) -> float:
    if not values:
        return 0.0
    v = sorted(values)
    return v[min(len(v) - 1, int(round(p / 100 * (len(v) - 1))))]
