"""The server's fault test (issue 36, make check-server): 20 games in
progress, played by scripted players over the WebSocket as fast as they
can; the server is killed with SIGKILL at random moments 10 times and
started again on the same store.  After every kill the store (read with a
connection of our own, as the restarted server reads it) must hold every
move the server had acknowledged, at its place in the history; after the
last restart every game must play on to its end.

    WEIMAR_LIBRARY=lib/libweimar.so.1 /usr/bin/python3 tests/server/fault.py [--games 20] [--kills 10] [--seed 36]

Bounded: the kills come within a few seconds each, and the games must
end within --time seconds after the last restart (else it fails)."""

from __future__ import annotations

import argparse
import asyncio
import random
import sys
import time

import aiohttp

from harness import Player, ServerProcess, make_games


def check_acked(server: ServerProcess, players: list, when: str) -> int:
    stored = server.moves_in_store()
    count = 0
    for p in players:
        have = stored.get(p.game, {})
        for n, move in p.acked.items():
            count += 1
            if have.get(n) != move:
                raise AssertionError(f"{when}: game {p.game}: the acknowledged move {move} at {n} "
                                     f"is not in the store (it has {have.get(n)!r})")
    return count


async def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=20)
    ap.add_argument("--kills", type=int, default=10)
    ap.add_argument("--seed", type=int, default=36)
    ap.add_argument("--time", type=float, default=120.0, help="seconds the games have to end after the last restart")
    args = ap.parse_args()
    rand = random.Random(args.seed)
    server = ServerProcess("--message-rate", "1000", "--create-rate", "100000", "--http-rate", "100000", "--max-conns-per-ip", "1000")
    server.start()
    stop = asyncio.Event()
    t_start = time.monotonic()
    try:
        async with aiohttp.ClientSession() as session:
            players = await make_games(session, server.base, args.games, stop)
            tasks = [asyncio.create_task(p.run(session)) for p in players]
            for k in range(args.kills):
                await asyncio.sleep(0.2 + rand.random() * 1.3)
                server.kill()
                n = check_acked(server, players, f"kill {k + 1}")
                stored = sum(len(m) for m in server.moves_in_store().values())
                print(f"fault: kill {k + 1}/{args.kills}: {n} acknowledged moves all in the store "
                      f"(which has {stored} moves in all)", flush=True)
                await asyncio.sleep(rand.random() * 0.3)   # clients find the server gone
                server.start()
            deadline = time.monotonic() + args.time
            while not all(p.over for p in players):
                if time.monotonic() > deadline:
                    left = sorted({p.game for p in players if not p.over})
                    for p in players:   # what each stuck game's players saw, for the report
                        if not p.over:
                            print(f"fault: stuck game {p.game} seat {p.seat}: {len(p.acked)} moves acknowledged, "
                                  f"{p.reconnects} reconnections, refused {p.refused}", flush=True)
                    print("fault: the server's log, its last lines:\n" + server.log_tail(40), flush=True)
                    raise AssertionError(f"{len(left)} games did not end within {args.time} s: {left[:5]}")
                await asyncio.sleep(0.1)
            stop.set()
            await asyncio.gather(*tasks)
        server.stop()
        n = check_acked(server, players, "the end")
        over = server.over_in_store()
        if not all(over.values()) or len(over) != args.games:
            raise AssertionError(f"games not over in the store: {[g for g, o in over.items() if not o]}")
        reconnects = sum(p.reconnects for p in players)
        print(f"fault: OK: {args.games} games, {args.kills} SIGKILLs, {n} acknowledged moves all in the store, "
              f"every game played to its end ({reconnects} reconnections, {time.monotonic() - t_start:.1f} s)")
        return 0
    finally:
        stop.set()
        server.stop()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
