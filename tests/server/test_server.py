"""The server's protocol and hostile-input tests (issue 36, make
check-server): each kind of bad input gets a clear error and changes
nothing (the move count, every seat's view and the store are compared
before and after); tokens, per-seat authority, undo by agreement,
downloads, limits.

    WEIMAR_LIBRARY=lib/libweimar.so.1 /usr/bin/python3 -m unittest discover -s tests/server -v"""

from __future__ import annotations

import asyncio
import hashlib
import json
import os
import random
import secrets
import sqlite3
import unittest
from typing import Any, Dict, List, Tuple

import aiohttp

from harness import ServerProcess, create

import weimar


class ServerCase(unittest.IsolatedAsyncioTestCase):
    extra: Tuple[str, ...] = ("--message-rate", "1000", "--create-rate", "100000", "--http-rate", "100000")
    server: ServerProcess

    @classmethod
    def setUpClass(cls) -> None:
        cls.server = ServerProcess(*cls.extra)
        cls.server.start()
        cls.errors: List[str] = []

    @classmethod
    def tearDownClass(cls) -> None:
        cls.server.stop()

    async def asyncSetUp(self) -> None:
        self.session = aiohttp.ClientSession()
        self.base = self.server.base

    async def asyncTearDown(self) -> None:
        await self.session.close()

    # -- helpers --------------------------------------------------------

    async def game(self, **body: Any) -> Dict[str, Any]:
        body.setdefault("title", "march")
        body.setdefault("seed", 11)
        return await create(self.session, self.base, body)

    async def http(self, method: str, path: str, token: str = None, data: Any = None,
                   raw: bytes = None) -> Tuple[int, Any]:
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        body = raw if raw is not None else (json.dumps(data) if data is not None else None)
        async with self.session.request(method, f"{self.base}{path}", headers=headers, data=body) as r:
            text = await r.text()
            self.assertNotIn("Traceback", text)
            self.assertNotIn('File "', text)
            try:
                return r.status, json.loads(text)
            except ValueError:
                return r.status, text

    async def snapshot(self, g: Dict[str, Any]) -> Any:
        """Every seat's state and the store's moves of the game."""
        views = []
        for s in g["seats"]:
            if s.get("token"):
                st, v = await self.http("GET", "/api/view", s["token"])
                self.assertEqual(st, 200)
                views.append((v["n"], v["view"], v["moves"]))
        return views, self.server.moves_in_store().get(g["game"], {})

    async def ws(self, token: str = None) -> aiohttp.ClientWebSocketResponse:
        ws = await self.session.ws_connect(f"{self.base}/ws")
        if token:
            await ws.send_str(json.dumps({"type": "hello", "token": token}))
            self.assertEqual((await self.recv(ws))["type"], "welcome")
            self.assertEqual((await self.recv(ws))["type"], "state")
        return ws

    async def recv(self, ws: aiohttp.ClientWebSocketResponse, kind: str = None) -> Dict[str, Any]:
        while True:
            msg = await asyncio.wait_for(ws.receive(), 10)
            if msg.type != aiohttp.WSMsgType.TEXT:
                return {"type": "closed", "code": ws.close_code}
            m = json.loads(msg.data)
            if m["type"] == "error":
                self.assertNotIn("Traceback", m["message"])
                self.assertTrue(m["message"])
            if kind is None or m["type"] in (kind, "error"):
                return m

    async def mover(self, g: Dict[str, Any]) -> Tuple[int, str, int, List[int]]:
        """The seat to move, its token, the move count and its legal moves."""
        for s in g["seats"]:
            if s.get("token"):
                _, m = await self.http("GET", "/api/moves", s["token"])
                if m["moves"]:
                    return s["seat"], s["token"], m["n"], [x["id"] for x in m["moves"]]
        raise AssertionError("nobody to move")

    def other(self, g: Dict[str, Any], seat: int) -> str:
        return next(s["token"] for s in g["seats"] if s.get("token") and s["seat"] != seat)


class Hostile(ServerCase):
    """Each kind of hostile input: a clear error, nothing changed."""

    async def test_malformed_json_websocket(self) -> None:
        g = await self.game()
        seat, tok, n, moves = await self.mover(g)
        before = await self.snapshot(g)
        ws = await self.ws(tok)
        for bad in ["{not json", "[1, 2", "\x00\xff", '"a string"', "[]", '{"no": "type"}', "null"]:
            await ws.send_str(bad)
            m = await self.recv(ws, "error")
            self.assertIn(m["code"], ("bad_json", "bad_request"), bad)
        await ws.send_bytes(b"\x01\x02")
        self.assertEqual((await self.recv(ws, "error"))["code"], "bad_json")
        self.assertEqual(await self.snapshot(g), before)
        await ws.close()

    async def test_malformed_json_http(self) -> None:
        g = await self.game()
        seat, tok, n, moves = await self.mover(g)
        before = await self.snapshot(g)
        for raw in [b"{", b"[1,", b"\xff\xfe", b""]:
            st, body = await self.http("POST", "/api/move", tok, raw=raw)
            self.assertEqual((st, body["error"]["code"]), (400, "bad_json"), raw)
        st, body = await self.http("POST", "/api/move", tok, data=[moves[0], n])
        self.assertEqual((st, body["error"]["code"]), (400, "bad_request"))
        st, body = await self.http("POST", "/api/games", raw=b'{"title": ')
        self.assertEqual((st, body["error"]["code"]), (400, "bad_json"))
        for bad in [{"title": "chess"}, {"title": "march", "seats": 9}, {"title": "march", "players": ["np", "human"]},
                    {"title": "march", "players": ["bot", "bot"]}, {"title": "march", "flags": -1},
                    {"title": "march", "colour": "red"}, {"title": "siege", "content": "{}"}]:
            st, body = await self.http("POST", "/api/games", data=bad)
            self.assertEqual(st, 400, bad)
            self.assertIn(body["error"]["code"], ("bad_request", "bad_content"), bad)
        self.assertEqual(await self.snapshot(g), before)

    async def test_huge_messages(self) -> None:
        g = await self.game()
        seat, tok, n, moves = await self.mover(g)
        before = await self.snapshot(g)
        ws = await self.ws(tok)
        # Over the message limit (16 KiB): refused, the connection stays.
        big = json.dumps({"type": "move", "move": moves[0], "n": n, "pad": "x" * 100_000})
        await ws.send_str(big)
        self.assertEqual((await self.recv(ws, "error"))["code"], "too_large")
        await ws.send_str(json.dumps({"type": "ping", "ref": 5}))
        self.assertEqual((await self.recv(ws, "pong"))["ref"], 5)
        # Over the frame limit (1 MiB): the connection is closed (1009).
        # (The server may close before the client has written it all.)
        try:
            await ws.send_str("x" * (2 * 1024 * 1024))
            m = await self.recv(ws)
            self.assertEqual(m["type"], "closed")
            self.assertIn(m["code"], (1009, 1006, None))
        except aiohttp.ClientOSError:
            pass
        self.assertTrue(ws.closed or (await ws.receive()).type in (aiohttp.WSMsgType.CLOSE, aiohttp.WSMsgType.CLOSED,
                                                                  aiohttp.WSMsgType.ERROR))
        # HTTP: a body over 1 MiB.
        st, body = await self.http("POST", "/api/move", tok, raw=b"{" + b" " * (2 * 1024 * 1024) + b"}")
        self.assertEqual((st, body["error"]["code"]), (413, "too_large"))
        st, body = await self.http("POST", "/api/games", raw=json.dumps({"title": "siege", "content": "x" * (2 << 20)}).encode())
        self.assertEqual(st, 413)
        self.assertEqual(await self.snapshot(g), before)

    async def test_unknown_tokens(self) -> None:
        g = await self.game()
        seat, tok, n, moves = await self.mover(g)
        before = await self.snapshot(g)
        for bad in [secrets.token_urlsafe(24), tok[:-1] + ("A" if tok[-1] != "A" else "B"), tok + "x", "", "short",
                    tok.upper() if tok.upper() != tok else tok.lower(), 12345, None, "x" * 10_000]:
            ws = await self.session.ws_connect(f"{self.base}/ws")
            await ws.send_str(json.dumps({"type": "hello", "token": bad}))
            self.assertEqual((await self.recv(ws, "error"))["code"], "unknown_token", bad)
            # Without a hello that worked, a move is refused.
            await ws.send_str(json.dumps({"type": "move", "move": moves[0], "n": n}))
            self.assertEqual((await self.recv(ws, "error"))["code"], "unknown_token")
            await ws.close()
            if isinstance(bad, str) and bad and len(bad) < 1000:
                st, body = await self.http("POST", "/api/move", bad, data={"move": moves[0], "n": n})
                self.assertEqual((st, body["error"]["code"]), (403, "unknown_token"))
                st, body = await self.http("GET", "/api/view", bad)
                self.assertEqual(st, 403)
        st, body = await self.http("GET", "/api/view")
        self.assertEqual((st, body["error"]["code"]), (401, "unknown_token"))
        self.assertEqual(await self.snapshot(g), before)

    async def test_replayed_move(self) -> None:
        g = await self.game()
        seat, tok, n, moves = await self.mover(g)
        ws = await self.ws(tok)
        msg = json.dumps({"type": "move", "move": moves[0], "n": n, "ref": "a"})
        await ws.send_str(msg)
        ack = await self.recv(ws, "ack")
        self.assertEqual((ack["type"], ack["at"], ack["ref"]), ("ack", n, "a"))
        before = await self.snapshot(g)
        for _ in range(3):   # the same message again: refused each time
            await ws.send_str(msg)
            err = await self.recv(ws, "error")
            self.assertIn(err["code"], ("stale", "not_your_turn"))
            self.assertEqual(err["ref"], "a")
        st, body = await self.http("POST", "/api/move", tok, data={"move": moves[0], "n": n})
        self.assertEqual(st, 409)
        self.assertEqual(await self.snapshot(g), before)
        await ws.close()

    async def test_out_of_order_moves(self) -> None:
        g = await self.game()
        seat, tok, n, moves = await self.mover(g)
        await self.http("POST", "/api/move", tok, data={"move": moves[0], "n": n})
        seat, tok, n, moves = await self.mover(g)
        before = await self.snapshot(g)
        ws = await self.ws(tok)
        for wrong in [n + 1, n - 1, n + 1000, -1, 0]:
            if wrong == n:
                continue
            await ws.send_str(json.dumps({"type": "move", "move": moves[0], "n": wrong}))
            self.assertEqual((await self.recv(ws, "error"))["code"], "stale", wrong)
        for wrong in ["1", None, 1.5, True]:
            await ws.send_str(json.dumps({"type": "move", "move": moves[0], "n": wrong}))
            self.assertEqual((await self.recv(ws, "error"))["code"], "bad_request", wrong)
        self.assertEqual(await self.snapshot(g), before)
        await ws.close()

    async def test_another_seats_token_and_illegal_moves(self) -> None:
        g = await self.game(title="siege", seats=3)
        seat, tok, n, moves = await self.mover(g)
        before = await self.snapshot(g)
        for other in [s["token"] for s in g["seats"] if s["seat"] != seat]:
            st, body = await self.http("POST", "/api/move", other, data={"move": moves[0], "n": n})
            self.assertEqual((st, body["error"]["code"]), (409, "not_your_turn"))
            ws = await self.ws(other)
            await ws.send_str(json.dumps({"type": "move", "move": moves[0], "n": n}))
            self.assertEqual((await self.recv(ws, "error"))["code"], "not_your_turn")
            await ws.close()
        probe = weimar.Game("siege", seats=3)
        illegal = [m for m in range(probe.action_count) if m not in moves][:5]
        for bad in illegal + [probe.action_count, 2**32, 2**40, -1]:
            st, body = await self.http("POST", "/api/move", tok, data={"move": bad, "n": n})
            self.assertEqual((st, body["error"]["code"]), (422, "illegal"), bad)
        for bad in ["play", None, 1.0, True, [1]]:
            st, body = await self.http("POST", "/api/move", tok, data={"move": bad, "n": n})
            self.assertEqual((st, body["error"]["code"]), (400, "bad_request"), bad)
        st, body = await self.http("POST", "/api/move", g["spectator"]["token"], data={"move": moves[0], "n": n})
        self.assertEqual((st, body["error"]["code"]), (403, "not_a_seat"))
        self.assertEqual(await self.snapshot(g), before)


class Protocol(ServerCase):

    async def test_tokens_are_random_and_stored_hashed(self) -> None:
        g = await self.game(title="siege", seats=3)
        tokens = [s["token"] for s in g["seats"]] + [g["spectator"]["token"]]
        self.assertEqual(len(set(tokens)), 4)
        for t in tokens:
            self.assertGreaterEqual(len(t), 32)   # 24 random bytes, base64url: 192 bits
            self.assertIn(f"#play={t}", next(u for u in [s.get("url") for s in g["seats"]] + [g["spectator"]["url"]] if t in u))
        raw = b""
        for path in (self.server.db, self.server.db + "-wal"):
            if os.path.exists(path):
                with open(path, "rb") as f:
                    raw += f.read()
        c = sqlite3.connect(self.server.db)
        rows = c.execute("SELECT digest FROM tokens WHERE game = ?", (g["game"],)).fetchall()
        c.close()
        self.assertEqual(len(rows), 4)
        for t in tokens:
            self.assertNotIn(t.encode(), raw)
            self.assertIn(hashlib.sha256(t.encode()).digest(), [bytes(r[0]) for r in rows])

    async def test_each_seat_sees_its_own_view(self) -> None:
        g = await self.game(title="siege", seats=3)
        for s in g["seats"]:
            st, v = await self.http("GET", "/api/view", s["token"])
            self.assertEqual((v["seat"], v["view"]["viewer"]), (s["seat"], s["seat"]))
            hands = ["hand" in x for x in v["view"]["ideologies"]]
            self.assertEqual(hands, [i == s["seat"] for i in range(3)])
        st, v = await self.http("GET", "/api/view", g["spectator"]["token"])
        self.assertEqual(v["view"]["viewer"], int(weimar.SPECTATOR))
        self.assertFalse(any("hand" in x for x in v["view"]["ideologies"]))
        self.assertEqual(v["moves"], [])

    async def test_undo_only_when_every_person_agrees(self) -> None:
        g = await self.game()
        seat, tok, n, moves = await self.mover(g)
        st, ack = await self.http("POST", "/api/move", tok, data={"move": moves[0], "n": n})
        self.assertEqual(st, 200)
        after = await self.snapshot(g)
        wa, wb = await self.ws(tok), await self.ws(self.other(g, seat))
        await wa.send_str(json.dumps({"type": "undo", "n": ack["n"]}))
        res = await self.recv(wa, "undo")
        self.assertEqual((res["done"], res["to"]), (False, n))
        self.assertEqual((await self.snapshot(g))[1], after[1])     # nothing undone yet
        st_b = await self.recv(wb, "state")
        self.assertEqual(st_b["undo"]["waiting"], [1 - seat])
        # Declined: nothing changes, the request is gone.
        await wb.send_str(json.dumps({"type": "undo", "n": ack["n"], "agree": False}))
        self.assertFalse((await self.recv(wb, "undo"))["done"])
        self.assertEqual((await self.snapshot(g))[1], after[1])
        # Asked again and agreed by both: back to before the move.
        await wa.send_str(json.dumps({"type": "undo", "n": ack["n"]}))
        await self.recv(wa, "undo")
        await wb.send_str(json.dumps({"type": "undo", "n": ack["n"]}))
        res = await self.recv(wb, "undo")
        self.assertEqual((res["done"], res["n"]), (True, n))
        _, v = await self.http("GET", "/api/view", tok)
        self.assertEqual(v["n"], n)
        self.assertEqual(len(self.server.moves_in_store().get(g["game"], {})), n)
        await wa.close()
        await wb.close()

    async def test_bot_seat_and_downloads_once_over(self) -> None:
        g = await self.game(players=["human", "bot"], seed=4)
        tok = g["seats"][0]["token"]
        self.assertNotIn("token", g["seats"][1])
        st, body = await self.http("GET", "/api/download/save", tok)
        self.assertEqual((st, body["error"]["code"]), (409, "not_over"))
        rnd = random.Random(1)
        for _ in range(2000):
            _, m = await self.http("GET", "/api/moves", tok)
            if not m["moves"]:
                break
            st, ack = await self.http("POST", "/api/move", tok, data={"move": rnd.choice(m["moves"])["id"], "n": m["n"]})
            self.assertEqual(st, 200, ack)
        _, v = await self.http("GET", "/api/view", tok)
        self.assertTrue(v["over"])
        async with self.session.get(f"{self.base}/api/download/save", headers={"Authorization": f"Bearer {tok}"}) as r:
            self.assertEqual(r.status, 200)
            save = await r.read()
        game = weimar.Game.load(save)
        self.assertTrue(game.is_over)
        stored = self.server.moves_in_store()[g["game"]]
        self.assertEqual(game.history(), [stored[i] for i in range(len(stored))])
        st, log = await self.http("GET", "/api/download/log", tok)
        self.assertEqual(st, 200)
        self.assertEqual(log["viewer"], int(weimar.OMNISCIENT))
        # Moves after the end: refused.
        st, body = await self.http("POST", "/api/move", tok, data={"move": 0, "n": v["n"]})
        self.assertEqual((st, body["error"]["code"]), (409, "game_over"))


class Limits(ServerCase):
    extra = ("--message-rate", "5", "--create-rate", "3", "--max-conns-per-ip", "4", "--http-rate", "5")

    async def test_a_message_rate(self) -> None:
        g = await self.game()
        ws = await self.ws(g["seats"][0]["token"])
        for i in range(40):
            await ws.send_str(json.dumps({"type": "ping", "ref": i}))
        kinds = [(await self.recv(ws))["type"] for _ in range(40)]
        self.assertIn("pong", kinds)
        self.assertIn("error", kinds)
        await ws.close()

    async def test_b_create_rate_and_connections(self) -> None:
        codes = []
        for _ in range(6):
            st, body = await self.http("POST", "/api/games", data={"title": "march"})
            codes.append(st)
        self.assertIn(429, codes)
        conns = []
        with self.assertRaises(aiohttp.WSServerHandshakeError):
            for _ in range(10):
                conns.append(await self.session.ws_connect(f"{self.base}/ws"))
        self.assertLessEqual(len(conns), 4)
        for c in conns:
            await c.close()

    async def test_c_http_rate(self) -> None:
        codes = []
        for _ in range(40):
            st, body = await self.http("GET", "/api/view", secrets.token_urlsafe(24))
            codes.append((st, body["error"]["code"]))
        self.assertIn((403, "unknown_token"), codes)
        self.assertIn((429, "rate_limited"), codes)

    async def test_d_seed_refused_by_default(self) -> None:
        # Without --allow-seed a create request may not choose the seed
        # (a seat that knew it could work out the shuffles).
        server = ServerProcess(allow_seed=False)
        server.start()
        try:
            async with self.session.post(f"{server.base}/api/games", data=json.dumps({"title": "march", "seed": 1})) as r:
                self.assertEqual(r.status, 400)
                self.assertIn("seed", (await r.json())["error"]["message"])
            async with self.session.post(f"{server.base}/api/games", data=json.dumps({"title": "march"})) as r:
                self.assertEqual(r.status, 201)
        finally:
            server.stop()

if __name__ == "__main__":
    unittest.main()
