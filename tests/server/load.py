"""The server's load test (issue 36, make check-server): 200 games played
at once by scripted players over the loopback (127.0.0.1 only), each
player sending its seat's move as soon as the server says it decides.
Bounded in count (the games, to their end or --moves moves each) and in
time (--time seconds).  Reports the moves acknowledged per second, the
median and 99th-percentile move latency (sent to acknowledged: checked by
the library, committed with fsync, answered) and the server's peak
resident size, which must stay under --rss-mib (200 MiB).

    WEIMAR_LIBRARY=lib/libweimar.so.1 /usr/bin/python3 tests/server/load.py [--games 200] [--time 40]"""

from __future__ import annotations

import argparse
import asyncio
import os
import sys
import time

import aiohttp

from harness import Player, ServerProcess, make_games, percentile


async def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--time", type=float, default=40.0, help="seconds of play at most")
    ap.add_argument("--rss-mib", type=float, default=200.0)
    args = ap.parse_args()
    server = ServerProcess("--message-rate", "1000", "--create-rate", "100000", "--http-rate", "100000", "--max-conns-per-ip", "2000")
    server.start()
    stop = asyncio.Event()
    try:
        conn = aiohttp.TCPConnector(limit=0)
        async with aiohttp.ClientSession(connector=conn) as session:
            t0 = time.monotonic()
            players = await make_games(session, server.base, args.games, stop)
            created = time.monotonic() - t0
            t1 = time.monotonic()
            tasks = [asyncio.create_task(p.run(session)) for p in players]
            deadline = t1 + args.time
            while not all(p.over for p in players) and time.monotonic() < deadline:
                await asyncio.sleep(0.1)
            elapsed = time.monotonic() - t1
            stop.set()
            await asyncio.gather(*tasks)
        rss = server.peak_rss_kib() / 1024
        lat = [x for p in players for x in p.latencies]
        games_over = len({p.game for p in players if p.over})
        moves = len(lat)
        refused = {}
        for p in players:
            for k, v in p.refused.items():
                refused[k] = refused.get(k, 0) + v
        print(f"load: {args.games} games ({len(players)} WebSocket players) on 127.0.0.1, created in {created:.1f} s; "
              f"{elapsed:.1f} s of play, {games_over} games played to their end")
        print(f"load: {moves} moves acknowledged, {moves / elapsed:.0f} moves/s; latency p50 "
              f"{percentile(lat, 50) * 1000:.1f} ms, p99 {percentile(lat, 99) * 1000:.1f} ms, "
              f"max {max(lat, default=0) * 1000:.1f} ms; server peak RSS {rss:.1f} MiB; refused {refused or 'none'}; "
              f"{os.cpu_count()} CPUs")
        if rss >= args.rss_mib:
            print(f"load: FAILED: the server's peak RSS {rss:.1f} MiB is over {args.rss_mib} MiB", file=sys.stderr)
            return 1
        if moves == 0:
            print("load: FAILED: no move was acknowledged", file=sys.stderr)
            return 1
        print("load: OK")
        return 0
    finally:
        stop.set()
        server.stop()


if __name__ == "__main__":
    sys.exit(asyncio.run(main()))
