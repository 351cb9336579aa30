"""The play-by-web reference server (issue 36): friends play a libweimar
title across the internet, one secret link per seat.

    python3 -m weimar.server [--host 127.0.0.1] [--port 8036] [--db FILE]

Each game is the save made when it was created plus its move history, kept
in SQLite (standard library, WAL mode, ``synchronous=FULL``): a move is
applied to the game in memory, written with the moves the server plays
after it (the title's bot seats) in one transaction, and acknowledged only
after that transaction is committed (fsync'd).  A server killed at any
moment and started again loses no acknowledged move.

Every seat has a link with its own token (192 random bits; only its
SHA-256 is stored; looked up by that digest and compared with
hmac.compare_digest); a spectator link sees what a spectator sees.  What a
connection receives is always the library's view and log from its own
seat's viewpoint (wm_to_json, wm_log_new), and the legal moves only when
that seat decides.  Every move is checked by the library before it is
applied; a move for another seat, an illegal move, a stale one (its ``n``
is not the game's move count) or a replayed one is refused and changes
nothing.  Undo happens only when every human seat has agreed to it.

The protocol, the HTTP routes and how to run it behind a TLS proxy are in
doc/server.md.  aiohttp is the only dependency outside the standard
library (Debian: python3-aiohttp).
"""

from __future__ import annotations

import argparse
import asyncio
import hashlib
import hmac
import json
import logging
import os
import secrets
import signal
import sqlite3
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any, Dict, List, Optional, Tuple

from aiohttp import WSMsgType, web

import weimar

log = logging.getLogger("weimar.server")

SPECTATOR = int(weimar.SPECTATOR)
OMNISCIENT = int(weimar.OMNISCIENT)
CHANCE = int(weimar.CHANCE)

#: What a WebSocket message may be at most (bytes); a larger one is
#: refused with "too_large" and the connection stays open.
MAX_MESSAGE = 16 * 1024
#: Past this aiohttp closes the connection (code 1009, message too big).
MAX_FRAME = 1024 * 1024
#: A request body (the create request carries a content pack).
MAX_BODY = 1024 * 1024
#: Server-played moves in a row (bots): a bound, never reached by a title.
MAX_SERVER_MOVES = 100000
PLAYER_KINDS = ("human", "bot", "np")

_REPO = os.path.abspath(os.path.join(os.path.dirname(__file__), "..", "..", ".."))


class Refused(Exception):
    """A request the server refuses: a code, a message for the client and
    the HTTP status; nothing has changed."""

    def __init__(self, code: str, message: str, status: int = 400) -> None:
        super().__init__(message)
        self.code = code
        self.message = message
        self.status = status


def token_digest(token: str) -> bytes:
    """What is stored of a token: its SHA-256 (a token has 192 random bits,
    so no slow hash is needed to keep it from being guessed)."""
    return hashlib.sha256(token.encode("utf-8", "replace")).digest()


class Bucket:
    """A token bucket: ``rate`` events a second, ``burst`` at once."""

    __slots__ = ("rate", "burst", "level", "stamp")

    def __init__(self, rate: float, burst: float) -> None:
        self.rate = rate
        self.burst = burst
        self.level = burst
        self.stamp = time.monotonic()

    def take(self) -> bool:
        now = time.monotonic()
        self.level = min(self.burst, self.level + (now - self.stamp) * self.rate)
        self.stamp = now
        if self.level >= 1.0:
            self.level -= 1.0
            return True
        return False


# ---------------------------------------------------------------------------
# The store
# ---------------------------------------------------------------------------

SCHEMA = """
CREATE TABLE IF NOT EXISTS games (
    id TEXT PRIMARY KEY,
    title INTEGER NOT NULL,
    spec TEXT NOT NULL,          -- JSON: scenario, seed, flags, seats, bots, players
    content TEXT,                -- the content pack's JSON text, or NULL
    initial BLOB NOT NULL,       -- wm_save of the game before its first move
    created REAL NOT NULL,
    over INTEGER NOT NULL DEFAULT 0,
    undo_target INTEGER,         -- the move count an undo asked for, or NULL
    undo_votes INTEGER NOT NULL DEFAULT 0   -- bit per seat that agreed
);
CREATE TABLE IF NOT EXISTS tokens (
    digest BLOB PRIMARY KEY,     -- SHA-256 of the token
    game TEXT NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL        -- a seat, or SPECTATOR
) WITHOUT ROWID;
CREATE TABLE IF NOT EXISTS moves (
    game TEXT NOT NULL REFERENCES games(id),
    n INTEGER NOT NULL,          -- the history index
    move INTEGER NOT NULL,
    seat INTEGER NOT NULL,       -- who decided (a seat or CHANCE)
    server INTEGER NOT NULL,     -- 1: played by the server (a bot seat)
    PRIMARY KEY (game, n)
) WITHOUT ROWID;
"""


class Store:
    """SQLite in WAL mode on one thread of its own.  Writes from every game
    that arrive while a commit is under way are committed together (group
    commit), each in a savepoint of its own so that one refused write
    fails alone; a write's future resolves only after COMMIT returned, and
    with ``synchronous=FULL`` SQLite has fsync'd the WAL by then."""

    def __init__(self, path: str) -> None:
        self.path = path
        self.pool = ThreadPoolExecutor(1, thread_name_prefix="weimar-store")
        self.conn: Optional[sqlite3.Connection] = None
        self.queue: List[Tuple[List[Tuple[str, tuple]], asyncio.Future]] = []
        self.flushing = False
        self.commits = 0

    def _open(self) -> None:
        c = sqlite3.connect(self.path, isolation_level=None, check_same_thread=False)
        c.execute("PRAGMA journal_mode=WAL")
        c.execute("PRAGMA synchronous=FULL")
        c.execute("PRAGMA foreign_keys=ON")
        c.executescript(SCHEMA)
        self.conn = c

    async def open(self) -> None:
        await asyncio.get_running_loop().run_in_executor(self.pool, self._open)

    async def read(self, sql: str, params: tuple = ()) -> List[tuple]:
        def run() -> List[tuple]:
            assert self.conn is not None
            return self.conn.execute(sql, params).fetchall()
        return await asyncio.get_running_loop().run_in_executor(self.pool, run)

    async def write(self, ops: List[Tuple[str, tuple]]) -> None:
        loop = asyncio.get_running_loop()
        fut = loop.create_future()
        self.queue.append((ops, fut))
        if not self.flushing:
            self.flushing = True
            loop.create_task(self._flush())
        await fut

    def _commit(self, batch: List[Tuple[List[Tuple[str, tuple]], asyncio.Future]]) -> List[Optional[BaseException]]:
        c = self.conn
        assert c is not None
        errors: List[Optional[BaseException]] = []
        c.execute("BEGIN IMMEDIATE")
        try:
            for ops, _ in batch:
                c.execute("SAVEPOINT w")
                try:
                    for sql, params in ops:
                        c.execute(sql, params)
                except sqlite3.Error as e:
                    c.execute("ROLLBACK TO w")
                    errors.append(e)
                else:
                    errors.append(None)
                c.execute("RELEASE w")
            c.execute("COMMIT")
        except BaseException:
            if c.in_transaction:
                c.execute("ROLLBACK")
            raise
        self.commits += 1
        return errors

    async def _flush(self) -> None:
        loop = asyncio.get_running_loop()
        try:
            while self.queue:
                batch, self.queue = self.queue, []
                try:
                    errors = await loop.run_in_executor(self.pool, self._commit, batch)
                except BaseException as e:   # the commit itself failed: every write of it
                    errors = [e] * len(batch)
                for (_, fut), err in zip(batch, errors):
                    if fut.done():
                        continue
                    if err is None:
                        fut.set_result(None)
                    else:
                        fut.set_exception(err)
        finally:
            self.flushing = False

    def close(self) -> None:
        def run() -> None:
            if self.conn is not None:
                self.conn.close()
        self.pool.submit(run).result()
        self.pool.shutdown()


# ---------------------------------------------------------------------------
# Games
# ---------------------------------------------------------------------------

class Live:
    """A game in memory: the library's game, who plays each seat, its
    connections and the undo request under way."""

    def __init__(self, gid: str, game: weimar.Game, spec: Dict[str, Any],
                 content: Optional[weimar.Content], undo_target: Optional[int],
                 undo_votes: int) -> None:
        self.id = gid
        self.game = game
        self.spec = spec
        self.players: List[str] = spec["players"]
        self.content = content
        self.n = len(game.history())
        self.lock = asyncio.Lock()
        self.conns: set = set()
        self.undo_target = undo_target
        self.undo_votes = undo_votes
        self.used = time.monotonic()
        self.names = game.seat_names()

    def server_plays(self, seat: int) -> bool:
        """Chance (external dice) and the bot seats are the server's."""
        if seat == CHANCE:
            return True
        return 0 <= seat < len(self.players) and self.players[seat] == "bot"

    def humans(self) -> List[int]:
        return [s for s, k in enumerate(self.players) if k == "human"]

    def seats_info(self) -> List[Dict[str, Any]]:
        online = {c.seat for c in self.conns}
        return [{"seat": s, "name": self.names[s], "player": k, "online": s in online}
                for s, k in enumerate(self.players)]

    def undo_info(self) -> Optional[Dict[str, Any]]:
        if self.undo_target is None:
            return None
        return {"to": self.undo_target,
                "agreed": [s for s in self.humans() if self.undo_votes >> s & 1],
                "waiting": [s for s in self.humans() if not self.undo_votes >> s & 1]}

    def state(self, seat: int, since: int, reset: bool = False) -> str:
        """What ``seat`` (or SPECTATOR) may know now, as the JSON text of a
        "state" message: the library's view and log from its viewpoint
        (the log from history index ``since`` on), and its legal moves
        when it decides.  The library's JSON texts are spliced in as they
        are (never parsed and written again)."""
        g = self.game
        over = g.is_over
        to_move = g.to_move
        mine = seat >= 0 and not over and to_move == seat
        moves = [{"id": m, "name": g.move_name(m), "label": g.move_label(m)} for m in g.legal_moves()] if mine else []
        try:
            log_text = g.log_json(seat, since)
            entries = log_text[log_text.index('"entries":') + 10:-1]
        except weimar.WeimarError:
            entries = "[]"
        meta = {
            "type": "state", "game": self.id, "seat": seat, "n": self.n,
            "title": int(g.title), "to_move": to_move,
            "to_move_name": self.names[to_move] if 0 <= to_move < len(self.names) else None,
            # The prompt is the deciding seat's; the others see the view's.
            "prompt": g.prompt if mine else "", "secret": bool(g.is_secret) and not over,
            "over": over, "moves": moves, "log_since": since, "seats": self.seats_info(),
            "undo": self.undo_info(),
        }
        if reset:
            meta["log_reset"] = True
        head = json.dumps(meta, separators=(",", ":"))
        return f'{head[:-1]},"view":{g.to_json(seat)},"log":{entries}}}'


def _spec_game(title: int, spec: Dict[str, Any], content: Optional[weimar.Content]) -> weimar.Game:
    return weimar.Game(title, scenario=spec["scenario"], seed=spec["seed"], flags=spec["flags"],
                       seats=spec["seats"], bots=spec["bots"], content=content)


class Server:
    def __init__(self, db: str, *, public_url: Optional[str] = None, web_root: Optional[str] = _REPO,
                 create_rate: float = 10 / 60, create_burst: float = 10,
                 message_rate: float = 20, message_burst: float = 40,
                 max_conns_per_ip: int = 64, max_conns: int = 4096,
                 max_games_in_memory: int = 2000, allow_seed: bool = False,
                 http_rate: float = 20, http_burst: float = 60) -> None:
        self.store = Store(db)
        self.public_url = public_url.rstrip("/") if public_url else None
        self.web_root = web_root
        self.create_rate, self.create_burst = create_rate, create_burst
        self.message_rate, self.message_burst = message_rate, message_burst
        self.max_conns_per_ip, self.max_conns = max_conns_per_ip, max_conns
        self.max_games = max_games_in_memory
        self.allow_seed = allow_seed
        self.http_rate, self.http_burst = http_rate, http_burst
        self.http_buckets: Dict[str, Bucket] = {}
        self.games: Dict[str, Live] = {}
        self.loading: Dict[str, asyncio.Future] = {}
        self.tokens: Dict[bytes, Tuple[str, int]] = {}
        self.create_buckets: Dict[str, Bucket] = {}
        self.ip_conns: Dict[str, int] = {}
        self.conns = 0
        self.stats = {"moves": 0, "refused": 0}

    # -- tokens and games ---------------------------------------------------

    async def lookup(self, token: Any) -> Tuple[Live, int]:
        """The game and seat of a token, or Refused("unknown_token")."""
        if not isinstance(token, str) or not 16 <= len(token) <= 128:
            raise Refused("unknown_token", "no game has this link", 403)
        digest = token_digest(token)
        hit = self.tokens.get(digest)
        if hit is None:
            rows = await self.store.read("SELECT digest, game, seat FROM tokens WHERE digest = ?", (digest,))
            # The digest is looked up by the index; the stored one is
            # compared again in constant time (a hit must be the same 32
            # bytes, never a prefix or a collation match).
            if not rows or not hmac.compare_digest(bytes(rows[0][0]), digest):
                raise Refused("unknown_token", "no game has this link", 403)
            hit = (rows[0][1], int(rows[0][2]))
            if len(self.tokens) > 100000:
                self.tokens.clear()
            self.tokens[digest] = hit
        live = await self.live(hit[0])
        return live, hit[1]

    async def live(self, gid: str) -> Live:
        live = self.games.get(gid)
        if live is not None:
            live.used = time.monotonic()
            return live
        pending = self.loading.get(gid)
        if pending is not None:
            return await pending
        fut = asyncio.get_running_loop().create_future()
        self.loading[gid] = fut
        try:
            live = await self._load(gid)
            self.games[gid] = live
            self._evict()
            fut.set_result(live)
            return live
        except BaseException as e:
            fut.set_exception(e)
            fut.exception()  # retrieved: no "never retrieved" warning
            raise
        finally:
            del self.loading[gid]

    async def _load(self, gid: str) -> Live:
        """A game from the store: its first save, then every stored move
        applied by the library in order."""
        rows = await self.store.read(
            "SELECT title, spec, content, initial, undo_target, undo_votes FROM games WHERE id = ?", (gid,))
        if not rows:
            raise Refused("unknown_game", "no such game", 404)
        title, spec_text, content_text, initial, undo_target, undo_votes = rows[0]
        spec = json.loads(spec_text)
        content = weimar.Content(content_text) if content_text else None
        game = weimar.Game.load(bytes(initial), content)
        moves = await self.store.read("SELECT n, move FROM moves WHERE game = ? ORDER BY n", (gid,))
        for i, (n, move) in enumerate(moves):
            if n != i:
                raise RuntimeError(f"game {gid}: move {i} is missing from the store")
            game.apply(int(move))
        return Live(gid, game, spec, content, undo_target, int(undo_votes))

    def _evict(self) -> None:
        if len(self.games) <= self.max_games:
            return
        idle = sorted((g for g in self.games.values() if not g.conns and not g.lock.locked()),
                      key=lambda g: g.used)
        for g in idle[:len(self.games) - self.max_games]:
            del self.games[g.id]
            g.game.close()

    def link(self, base: str, token: str) -> str:
        return f"{self.public_url or base}/examples/web/#play={token}"

    async def create(self, body: Any, base: str) -> Dict[str, Any]:
        """A new game from a create request (see doc/server.md)."""
        if not isinstance(body, dict):
            raise Refused("bad_request", "the body must be a JSON object")
        allowed = {"title", "scenario", "seed", "flags", "seats", "players", "content"}
        extra = sorted(set(body) - allowed)
        if extra:
            raise Refused("bad_request", f"unknown field {extra[0]!r}")

        def whole(name: str, lo: int, hi: int, default: int = 0) -> int:
            v = body.get(name, default)
            if isinstance(v, bool) or not isinstance(v, int) or not lo <= v <= hi:
                raise Refused("bad_request", f"{name!r} must be a whole number from {lo} to {hi}")
            return v

        title_arg = body.get("title")
        if not isinstance(title_arg, (str, int)) or isinstance(title_arg, bool):
            raise Refused("bad_request", "'title' must be a title's name or number")
        try:
            title = int(weimar.Title.parse(title_arg)) if isinstance(title_arg, str) else int(weimar.Title(title_arg))
        except (ValueError, KeyError, weimar.WeimarError):
            raise Refused("bad_request", f"no title {title_arg!r}") from None
        if not weimar.title_available(title):
            raise Refused("bad_request", f"title {title_arg!r} is not built into this server")
        if "seed" in body and not self.allow_seed:
            # A seat that knew the seed could work out the shuffles and
            # the dice: the server draws it (--allow-seed for tests).
            raise Refused("bad_request", "this server chooses the seed itself (see --allow-seed)")
        seed = whole("seed", 0, 2**63 - 1, secrets.randbits(63))
        flags = whole("flags", 0, 2**32 - 1)
        if flags & int(weimar.OPT_NO_HISTORY):
            raise Refused("bad_request", "a server game keeps its history (OPT_NO_HISTORY is refused)")
        spec: Dict[str, Any] = {"scenario": whole("scenario", 0, 255), "seed": seed, "flags": flags,
                                "seats": whole("seats", 0, 16), "bots": 0}
        content = None
        ctext = body.get("content")
        if ctext is not None:
            if not isinstance(ctext, str):
                raise Refused("bad_request", "'content' must be a content pack's JSON text")
            try:
                content = weimar.Content(ctext)
            except weimar.WeimarError as e:
                raise Refused("bad_content", f"the content pack is refused: {e}") from None
        # The seat count first (the players' list is checked against it).
        try:
            probe = _spec_game(title, spec, content)
        except weimar.WeimarError as e:
            raise Refused("bad_request", f"cannot make this game: {e}") from None
        count = probe.seat_count
        probe.close()
        players = body.get("players", ["human"] * count)
        if (not isinstance(players, list) or len(players) != count
                or any(p not in PLAYER_KINDS for p in players)):
            raise Refused("bad_request", f"'players' must list {count} of {', '.join(PLAYER_KINDS)}")
        if "np" in players and title != int(weimar.WEIMAR_REPUBLIC):
            raise Refused("bad_request", "Non-player seats ('np', §8) are The Weimar Republic's")
        if "human" not in players:
            raise Refused("bad_request", "a game needs at least one human seat")
        spec["players"] = players
        spec["bots"] = sum(1 << s for s, p in enumerate(players) if p == "np")
        try:
            game = _spec_game(title, spec, content)
        except weimar.WeimarError as e:
            raise Refused("bad_request", f"cannot make this game: {e}") from None
        initial = game.save()
        gid = secrets.token_hex(8)
        tokens = {s: secrets.token_urlsafe(24) for s in game_seats(game)}
        tokens[SPECTATOR] = secrets.token_urlsafe(24)
        ops = [("INSERT INTO games (id, title, spec, content, initial, created) VALUES (?, ?, ?, ?, ?, ?)",
                (gid, title, json.dumps(spec), ctext, initial, time.time()))]
        ops += [("INSERT INTO tokens (digest, game, seat) VALUES (?, ?, ?)", (token_digest(t), gid, s))
                for s, t in tokens.items()]
        live = Live(gid, game, spec, content, None, 0)
        # Server seats that decide before any person (a bot seat first).
        rows = self._server_moves(live)
        ops += [("INSERT INTO moves (game, n, move, seat, server) VALUES (?, ?, ?, ?, 1)", r) for r in rows]
        await self.store.write(ops)
        live.n = len(game.history())
        self.games[gid] = live
        self._evict()
        names = game.seat_names()
        return {
            "game": gid,
            "title": weimar.title_name(title),
            "seats": [{"seat": s, "name": names[s], "player": players[s],
                       **({"token": tokens[s], "url": self.link(base, tokens[s])} if players[s] == "human" else {})}
                      for s in range(count)],
            "spectator": {"token": tokens[SPECTATOR], "url": self.link(base, tokens[SPECTATOR])},
        }

    def _server_moves(self, live: Live) -> List[tuple]:
        """Plays the server's seats (bots, chance) until a person decides or
        the game ends; the rows for the moves table."""
        g = live.game
        rows = []
        n = len(g.history())
        while not g.is_over and live.server_plays(g.to_move) and len(rows) < MAX_SERVER_MOVES:
            seat = g.to_move
            m = g.bot_move()
            g.apply(m)
            rows.append((live.id, n, m, seat))
            n += 1
        return rows

    # -- moves and undo -----------------------------------------------------

    async def play(self, live: Live, seat: int, move: Any, n: Any) -> Dict[str, Any]:
        """Applies ``move`` for ``seat`` if it is that seat's legal move at
        move count ``n``; returns the acknowledgement after the commit."""
        if seat < 0:
            raise Refused("not_a_seat", "a spectator link cannot move", 403)
        if isinstance(move, bool) or not isinstance(move, int):
            raise Refused("bad_request", "'move' must be a move id (a whole number)")
        if isinstance(n, bool) or not isinstance(n, int):
            raise Refused("bad_request", "'n' must be the game's move count the move was chosen at")
        async with live.lock:
            g = live.game
            if g.is_over:
                raise Refused("game_over", "the game is over", 409)
            if n != live.n:
                raise Refused("stale", f"the game is at move {live.n}, not {n}: this move was chosen "
                              "for another position (replayed or out of order)", 409)
            if g.to_move != seat:
                raise Refused("not_your_turn", f"{live.names[g.to_move] if g.to_move >= 0 else 'nobody'} "
                              "decides now, not you", 409)
            if not 0 <= move < 2**32 or move not in g.legal_moves():
                raise Refused("illegal", f"move {move} is not a legal move now", 422)
            before = live.n
            g.apply(move)
            rows = [(live.id, before, move, seat)] + self._server_moves(live)
            ops = [("INSERT INTO moves (game, n, move, seat, server) VALUES (?, ?, ?, ?, ?)",
                    (r[0], r[1], r[2], r[3], 0 if i == 0 else 1)) for i, r in enumerate(rows)]
            # A move ends any undo request (it asked for another position).
            ops.append(("UPDATE games SET over = ?, undo_target = NULL, undo_votes = 0 WHERE id = ?",
                        (1 if g.is_over else 0, live.id)))
            try:
                await self.store.write(ops)
            except BaseException:
                # Not stored: the game in memory is thrown away and read
                # again from the store (what a restart would see).
                await self._reload(live)
                raise
            live.n = before + len(rows)
            live.undo_target, live.undo_votes = None, 0
            self.stats["moves"] += len(rows)
        await self.broadcast(live)
        return {"type": "ack", "n": live.n, "move": move, "at": before}

    async def _reload(self, live: Live) -> None:
        self.games.pop(live.id, None)
        try:
            fresh = await self._load(live.id)
        except Exception:
            log.exception("game %s could not be read again", live.id)
            return
        fresh.conns = live.conns
        self.games[live.id] = fresh
        for c in fresh.conns:
            c.live = fresh

    async def undo(self, live: Live, seat: int, n: Any, agree: bool = True) -> Dict[str, Any]:
        """An undo request or a vote on one: back to the position before the
        last human decision, applied once every human seat agreed."""
        if seat < 0:
            raise Refused("not_a_seat", "a spectator link cannot ask for an undo", 403)
        if live.players[seat] != "human":
            raise Refused("not_a_seat", "this seat is not a person's", 403)
        if isinstance(n, bool) or not isinstance(n, int):
            raise Refused("bad_request", "'n' must be the game's move count")
        async with live.lock:
            if n != live.n:
                raise Refused("stale", f"the game is at move {live.n}, not {n}", 409)
            if not agree:
                if live.undo_target is None:
                    raise Refused("no_undo", "no undo was asked for", 409)
                await self.store.write([("UPDATE games SET undo_target = NULL, undo_votes = 0 WHERE id = ?",
                                         (live.id,))])
                live.undo_target, live.undo_votes = None, 0
                result = {"type": "undo", "done": False, "declined_by": seat}
            else:
                target = live.undo_target
                if target is None:
                    target = await self._target(live)
                    if target is None:
                        raise Refused("no_undo", "there is no person's decision to undo", 409)
                votes = live.undo_votes | (1 << seat)
                if all(votes >> s & 1 for s in live.humans()):
                    await self.store.write([
                        ("DELETE FROM moves WHERE game = ? AND n >= ?", (live.id, target)),
                        ("UPDATE games SET over = 0, undo_target = NULL, undo_votes = 0 WHERE id = ?", (live.id,))])
                    await self._reload(live)
                    live = self.games[live.id]
                    result = {"type": "undo", "done": True, "n": live.n}
                else:
                    await self.store.write([("UPDATE games SET undo_target = ?, undo_votes = ? WHERE id = ?",
                                             (target, votes, live.id))])
                    live.undo_target, live.undo_votes = target, votes
                    result = {"type": "undo", "done": False, "to": target}
        await self.broadcast(live, reset=result.get("done", False))
        return result

    async def _target(self, live: Live) -> Optional[int]:
        rows = await self.store.read(
            "SELECT n FROM moves WHERE game = ? AND server = 0 ORDER BY n DESC LIMIT 1", (live.id,))
        return int(rows[0][0]) if rows else None

    # -- connections --------------------------------------------------------

    async def broadcast(self, live: Live, reset: bool = False) -> None:
        cache: Dict[Tuple[int, int], str] = {}
        for c in list(live.conns):
            since = 0 if reset or c.log_n > live.n else c.log_n
            key = (c.seat, since)
            st = cache.get(key)
            if st is None:
                st = cache[key] = live.state(c.seat, since, reset)
            await c.send_state(st, live.n)


def game_seats(game: weimar.Game) -> List[int]:
    return list(range(game.seat_count))


class Conn:
    """One WebSocket: its seat once it said hello."""

    def __init__(self, ws: web.WebSocketResponse, server: Server) -> None:
        self.ws = ws
        self.server = server
        self.live: Optional[Live] = None
        self.seat = SPECTATOR
        self.log_n = 0
        self.bucket = Bucket(server.message_rate, server.message_burst)

    async def send(self, msg: Any) -> None:
        if not self.ws.closed:
            try:
                await self.ws.send_str(msg if isinstance(msg, str) else json.dumps(msg, separators=(",", ":")))
            except (ConnectionResetError, RuntimeError):
                pass

    async def send_state(self, st: str, n: int) -> None:
        """A state message (its text) of move count ``n``."""
        await self.send(st)
        self.log_n = n

    async def error(self, code: str, message: str, ref: Any = None) -> None:
        self.server.stats["refused"] += 1
        await self.send({"type": "error", "code": code, "message": message, "ref": ref})


# ---------------------------------------------------------------------------
# HTTP
# ---------------------------------------------------------------------------

def _json_error(code: str, message: str, status: int) -> web.Response:
    return web.json_response({"error": {"code": code, "message": message}}, status=status)


@web.middleware
async def errors_middleware(request: web.Request, handler: Any) -> web.StreamResponse:
    """Every error is a JSON body with a code and a sentence: never a stack
    trace or an internal detail (those go to the server's log)."""
    try:
        resp = await handler(request)
    except Refused as e:
        resp = _json_error(e.code, e.message, e.status)
    except web.HTTPRequestEntityTooLarge:
        resp = _json_error("too_large", f"the request is larger than {MAX_BODY} bytes", 413)
    except web.HTTPException as e:
        if e.status >= 400:
            resp = _json_error("http", e.reason, e.status)
        else:
            raise
    except asyncio.CancelledError:
        raise
    except Exception:
        log.exception("%s %s", request.method, request.path)
        resp = _json_error("internal", "the server could not do this; nothing was changed", 500)
    resp.headers.setdefault("X-Content-Type-Options", "nosniff")
    resp.headers.setdefault("Referrer-Policy", "no-referrer")
    resp.headers.setdefault("Cache-Control", "no-store")
    return resp


def _http_limit(server: "Server", request: web.Request) -> None:
    """The per-address rate of the token routes (/api/view, /api/moves,
    /api/move, downloads): guessing tokens costs requests."""
    ip = request.remote or "?"
    b = server.http_buckets.get(ip)
    if b is None:
        if len(server.http_buckets) > 10000:
            server.http_buckets.clear()
        b = server.http_buckets[ip] = Bucket(server.http_rate, server.http_burst)
    if not b.take():
        raise Refused("rate_limited", "too many requests from this address; slow down", 429)


def _bearer(request: web.Request) -> str:
    _http_limit(request.app["server"], request)
    h = request.headers.get("Authorization", "")
    if not h.startswith("Bearer "):
        raise Refused("unknown_token", "send the seat's token as 'Authorization: Bearer TOKEN'", 401)
    return h[7:].strip()


async def _body(request: web.Request) -> Any:
    try:
        raw = await request.read()
    except web.HTTPRequestEntityTooLarge:
        raise Refused("too_large", f"the request is larger than {MAX_BODY} bytes", 413) from None
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, ValueError):
        raise Refused("bad_json", "the body is not valid JSON") from None


def _base(request: web.Request) -> str:
    return f"{request.scheme}://{request.host}"


def make_app(server: Server) -> web.Application:
    app = web.Application(middlewares=[errors_middleware], client_max_size=MAX_BODY)
    app["server"] = server

    async def on_startup(_: web.Application) -> None:
        await server.store.open()

    async def on_cleanup(_: web.Application) -> None:
        for live in list(server.games.values()):
            for c in list(live.conns):
                await c.ws.close()
        server.store.close()

    app.on_startup.append(on_startup)
    app.on_cleanup.append(on_cleanup)

    async def create(request: web.Request) -> web.Response:
        ip = request.remote or "?"
        b = server.create_buckets.get(ip)
        if b is None:
            if len(server.create_buckets) > 10000:
                server.create_buckets.clear()
            b = server.create_buckets[ip] = Bucket(server.create_rate, server.create_burst)
        if not b.take():
            raise Refused("rate_limited", "too many new games from this address; wait a minute", 429)
        out = await server.create(await _body(request), _base(request))
        return web.json_response(out, status=201)

    async def view(request: web.Request) -> web.Response:
        live, seat = await server.lookup(_bearer(request))
        since = request.query.get("since", "0")
        if not since.isdigit() or int(since) > live.n:
            raise Refused("bad_request", f"'since' must be a move count from 0 to {live.n}")
        return web.Response(text=live.state(seat, int(since)), content_type="application/json")

    async def moves(request: web.Request) -> web.Response:
        live, seat = await server.lookup(_bearer(request))
        g = live.game
        mine = seat >= 0 and not g.is_over and g.to_move == seat
        return web.json_response({"n": live.n, "to_move": g.to_move, "prompt": g.prompt if mine else "",
                                  "moves": [{"id": m, "name": g.move_name(m), "label": g.move_label(m)}
                                            for m in g.legal_moves()] if mine else []})

    async def move(request: web.Request) -> web.Response:
        live, seat = await server.lookup(_bearer(request))
        body = await _body(request)
        if not isinstance(body, dict):
            raise Refused("bad_request", "the body must be a JSON object")
        return web.json_response(await server.play(live, seat, body.get("move"), body.get("n")))

    async def download(request: web.Request) -> web.StreamResponse:
        live, seat = await server.lookup(_bearer(request))
        if not live.game.is_over:
            raise Refused("not_over", "the save and the full log can be downloaded once the game is over", 409)
        what = request.match_info["what"]
        stem = f"{weimar.title_name(live.game.title) or 'game'}-{live.id}".replace(" ", "-").replace(":", "").lower()
        if what == "save":
            return web.Response(body=live.game.save(), content_type="application/octet-stream",
                                headers={"Content-Disposition": f'attachment; filename="{stem}.wmsave"'})
        # The full log: every entry unredacted (the game is over).
        return web.Response(text=live.game.log_json(OMNISCIENT, 0), content_type="application/json",
                            headers={"Content-Disposition": f'attachment; filename="{stem}-log.json"'})

    async def health(_: web.Request) -> web.Response:
        return web.json_response({"ok": True, "games_in_memory": len(server.games),
                                  "connections": server.conns, **server.stats})

    async def ws_handler(request: web.Request) -> web.StreamResponse:
        ip = request.remote or "?"
        if server.conns >= server.max_conns or server.ip_conns.get(ip, 0) >= server.max_conns_per_ip:
            raise Refused("rate_limited", "too many connections from this address", 429)
        ws = web.WebSocketResponse(max_msg_size=MAX_FRAME, heartbeat=30)
        await ws.prepare(request)
        server.conns += 1
        server.ip_conns[ip] = server.ip_conns.get(ip, 0) + 1
        conn = Conn(ws, server)
        try:
            async for msg in ws:
                if msg.type != WSMsgType.TEXT:
                    if msg.type == WSMsgType.BINARY:
                        await conn.error("bad_json", "send JSON text messages")
                    continue
                await handle_message(server, conn, msg.data)
        finally:
            server.conns -= 1
            server.ip_conns[ip] -= 1
            if not server.ip_conns[ip]:
                del server.ip_conns[ip]
            if conn.live is not None:
                conn.live.conns.discard(conn)
                await server.broadcast_presence(conn.live)
        return ws

    async def root(_: web.Request) -> web.Response:
        raise web.HTTPFound("/examples/web/")

    app.router.add_post("/api/games", create)
    app.router.add_get("/api/view", view)
    app.router.add_get("/api/moves", moves)
    app.router.add_post("/api/move", move)
    app.router.add_get("/api/download/{what:save|log}", download)
    app.router.add_get("/api/health", health)
    app.router.add_get("/ws", ws_handler)
    if server.web_root and os.path.isfile(os.path.join(server.web_root, "examples", "web", "index.html")):
        app.router.add_get("/", root)
        app.router.add_get("/examples/web/{name:[A-Za-z0-9._-]*}", static_file(server.web_root, "examples/web"))
        app.router.add_get("/bindings/js/{name:(dist/)?[A-Za-z0-9._-]+}", static_file(server.web_root, "bindings/js"))
    return app


_TYPES = {".html": "text/html", ".js": "text/javascript", ".mjs": "text/javascript", ".css": "text/css",
          ".wasm": "application/wasm", ".json": "application/json"}


def static_file(root: str, sub: str) -> Any:
    """The page's files (examples/web, bindings/js and its WebAssembly
    build): only names of one folder level, only known types."""
    folder = os.path.realpath(os.path.join(root, sub))

    async def handler(request: web.Request) -> web.StreamResponse:
        name = request.match_info["name"] or "index.html"
        path = os.path.realpath(os.path.join(folder, name))
        ext = os.path.splitext(path)[1]
        if not path.startswith(folder + os.sep) or ext not in _TYPES or not os.path.isfile(path):
            raise Refused("not_found", "no such file", 404)
        if name.startswith("dist/") and not os.path.isfile(path):
            raise Refused("not_found", "the WebAssembly build is missing: run make wasm", 404)
        with open(path, "rb") as f:
            body = f.read()
        return web.Response(body=body, content_type=_TYPES[ext],
                            charset="utf-8" if ext != ".wasm" else None)
    return handler


async def handle_message(server: Server, conn: Conn, data: str) -> None:
    if len(data) > MAX_MESSAGE:
        await conn.error("too_large", f"a message may have at most {MAX_MESSAGE} bytes; nothing was changed")
        return
    if not conn.bucket.take():
        await conn.error("rate_limited", "too many messages; slow down (nothing was changed)")
        return
    try:
        msg = json.loads(data)
    except ValueError:
        await conn.error("bad_json", "the message is not valid JSON; nothing was changed")
        return
    if not isinstance(msg, dict) or not isinstance(msg.get("type"), str):
        await conn.error("bad_request", "a message is a JSON object with a 'type'")
        return
    ref = msg.get("ref")
    if not (ref is None or isinstance(ref, (int, str)) and len(str(ref)) <= 64):
        ref = None
    kind = msg["type"]
    try:
        if kind == "hello":
            if conn.live is not None:
                raise Refused("bad_request", "this connection already said hello")
            live, seat = await server.lookup(msg.get("token"))
            conn.live, conn.seat = live, seat
            since = msg.get("since", 0)
            if isinstance(since, bool) or not isinstance(since, int) or not 0 <= since <= live.n:
                since = 0
            live.conns.add(conn)
            await conn.send({"type": "welcome", "game": live.id, "seat": seat,
                             "seat_name": live.names[seat] if seat >= 0 else "spectator",
                             "title": int(live.game.title), "seat_count": live.game.seat_count, "ref": ref})
            await conn.send_state(live.state(seat, since), live.n)
            await server.broadcast_presence(live, skip=conn)
            return
        if conn.live is None:
            raise Refused("unknown_token", "say hello with the seat's token first")
        live = server.games.get(conn.live.id) or conn.live
        conn.live = live
        if kind == "move":
            ack = await server.play(live, conn.seat, msg.get("move"), msg.get("n"))
            ack["ref"] = ref
            await conn.send(ack)
        elif kind == "undo":
            res = await server.undo(live, conn.seat, msg.get("n"), agree=msg.get("agree", True) is not False)
            res["ref"] = ref
            await conn.send(res)
        elif kind == "state":
            await conn.send_state(live.state(conn.seat, 0, reset=True), live.n)
        elif kind == "ping":
            await conn.send({"type": "pong", "ref": ref})
        else:
            raise Refused("bad_request", f"unknown message type {kind[:40]!r}")
    except Refused as e:
        await conn.error(e.code, e.message, ref)
    except Exception:
        log.exception("message %s", kind[:40])
        await conn.error("internal", "the server could not do this; nothing was changed", ref)


async def _presence(server: Server, live: Live, skip: Optional[Conn] = None) -> None:
    msg = {"type": "seats", "seats": live.seats_info()}
    for c in list(live.conns):
        if c is not skip:
            await c.send(msg)

Server.broadcast_presence = _presence  # type: ignore[attr-defined]


# ---------------------------------------------------------------------------
# main
# ---------------------------------------------------------------------------

def main(argv: Optional[List[str]] = None) -> int:
    p = argparse.ArgumentParser(prog="python3 -m weimar.server",
                                description="libweimar's play-by-web server (doc/server.md)")
    p.add_argument("--host", default="127.0.0.1", help="address to listen on (default 127.0.0.1)")
    p.add_argument("--port", type=int, default=8036, help="port (default 8036; 0 picks a free one)")
    p.add_argument("--db", default="weimar-server.sqlite", help="the SQLite store (default ./weimar-server.sqlite)")
    p.add_argument("--public-url", help="the address people reach the server at, for the links "
                   "(https://games.example.org behind a proxy); default: the request's host")
    p.add_argument("--web-root", default=_REPO, help="the folder holding examples/web and bindings/js "
                   "(default: this source tree); '' serves no page")
    p.add_argument("--create-rate", type=float, default=10.0, help="new games a minute from one address (default 10)")
    p.add_argument("--message-rate", type=float, default=20.0, help="WebSocket messages a second on one connection (default 20)")
    p.add_argument("--max-conns-per-ip", type=int, default=64, help="WebSockets from one address (default 64)")
    p.add_argument("--http-rate", type=float, default=20.0, help="token requests (HTTP) a second from one address (default 20)")
    p.add_argument("--allow-seed", action="store_true", help="accept a seed in create requests (tests; by default the "
                   "server draws it, since a seat that knew it could work out the shuffles)")
    p.add_argument("--port-file", help="write the port listened on to this file once listening")
    args = p.parse_args(argv)
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    server = Server(args.db, public_url=args.public_url, web_root=args.web_root or None,
                    create_rate=args.create_rate / 60, create_burst=max(1.0, args.create_rate),
                    message_rate=args.message_rate, message_burst=max(1.0, 2 * args.message_rate),
                    max_conns_per_ip=args.max_conns_per_ip, allow_seed=args.allow_seed,
                    http_rate=args.http_rate, http_burst=max(1.0, 3 * args.http_rate))
    return asyncio.run(_serve(server, args.host, args.port, args.port_file))


async def _serve(server: Server, host: str, port: int, port_file: Optional[str]) -> int:
    app = make_app(server)
    runner = web.AppRunner(app, access_log=None)
    await runner.setup()
    site = web.TCPSite(runner, host, port)
    await site.start()
    actual = runner.addresses[0][1] if runner.addresses else port
    log.info("libweimar server on http://%s:%s/ (store %s)", host, actual, server.store.path)
    if port_file:
        tmp = port_file + ".tmp"
        with open(tmp, "w") as f:
            f.write(f"{actual}\n")
        os.replace(tmp, port_file)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(sig, stop.set)
    await stop.wait()
    await runner.cleanup()
    return 0


if __name__ == "__main__":
    sys.exit(main())
