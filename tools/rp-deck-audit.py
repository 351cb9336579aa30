#!/usr/bin/env python3
"""rp-deck-audit: how the Weimar Republic's Event deck plays (issue 33).

Plays N all-Non-player games of each scenario (the same seeds as
``python3 -m weimar.balance run --title republic --policy np``, so game i
here is game i of the balance store) and reads each game's log:

- Event track shifts (the "shift a track" instruction) with and without
  effect (a shift "from" a box "to" the same box had none: the track was
  at its end), in total and per track and per card;
- every play of a card with a Requires (§6.1), resolved or not ("is not
  resolved": its prerequisite was not a Lingering Event in play);
- Influence cubes Events place, by the faction of the cubes and the era
  of the card (1-52 Crisis, 53-112 Golden Twenties, 113-151 Decline),
  per game;
- the Events' placements and removals of pieces, and their instructions
  that could do nothing (the log's "no_effect" entries with a card, by
  reason: an Economy Limit, nothing Available, ...);
- the winners (as the balance store counts them).

    WEIMAR_LIBRARY=lib/libweimar.so.1 PYTHONPATH=bindings/python \\
        nice python3 tools/rp-deck-audit.py --games 500 [--scenario 1-5]
        [--published-only] [--cards]

Only the weimar package is needed.  The numbers of doc/republic-content.md
("How the deck plays") come from it.
"""

import argparse
import json
import random
import re
import sys

# the log's primitives of the Event instructions that place or remove
# pieces, one entry a piece (lib/republic/effects.c, prim_names)
PIECE_PRIMS = {"place Influence", "remove Influence", "replace Influence", "place Leverage",
               "remove Leverage", "place a marker", "remove a marker"}
from collections import Counter, defaultdict

import weimar
from weimar import ai as _ai
from weimar import balance as B

FACTIONS = ["Coalition", "KPD", "NSDAP", "RC"]
ERAS = ["Crisis", "Golden Twenties", "Decline"]
PLACE_RE = re.compile(r"place Influence \((Coalition|KPD|NSDAP|RC)\)")
PUBLISHED_ONLY = 1 << 16
CARD_PCT = 50  # WM_REPUBLIC_PUBLISHED_ONLY (1u << WM_OPT_TITLE_SHIFT)


def era_of(card):
    if 1 <= card <= 52:
        return 0
    if 53 <= card <= 112:
        return 1
    if 113 <= card <= 151:
        return 2
    return None


class Audit:
    def __init__(self):
        self.games = 0
        self.shift = Counter()          # (track, effect?) -> n
        self.card_shift = Counter()     # (card, effect?) -> n
        self.req_play = Counter()       # card -> plays
        self.req_unres = Counter()      # card -> unresolved
        self.place = defaultdict(Counter)  # era -> faction -> cubes
        self.wins = Counter()
        self.ends = Counter()
        self.why = Counter()            # (card, reason) -> unresolved plays
        self.with_ling = Counter()      # (card, lingering card in play) -> plays
        self.pre_fate = Counter()       # (prerequisite, fate) -> games
        self.pieces = 0                 # pieces Events placed or removed (one log entry each)
        self.none = Counter()           # (primitive, reason) -> instructions that did nothing
        self.partial = 0                # instructions that ran out part way
        self.card_none = Counter()      # (card, primitive, reason) -> instructions that did nothing
        self.plays = Counter()          # card -> Events performed (its "performs" line)

    def add_game(self, entries, view):
        self.games += 1
        for e in entries:
            f = e.get("fields") or {}
            if e.get("kind") == "no_effect" and f.get("card") is not None:
                if f.get("done"):
                    self.partial += 1
                else:
                    reason = e.get("text", "").split(": nothing happens: ", 1)[-1]
                    self.none[(f.get("primitive"), reason)] += 1
                    self.card_none[(f.get("card"), f.get("primitive"), reason)] += 1
                continue
            if e.get("kind") != "event":
                continue
            card = f.get("card")
            if card is None:
                continue
            text = e.get("text", "")
            if " performs " in text and "primitive" not in f:
                self.plays[card] += 1
            if "space" in f and f.get("primitive") in PIECE_PRIMS:
                self.pieces += 1
            if f.get("primitive") == "shift a track":
                eff = f.get("from") != f.get("to")
                self.shift[(f.get("track"), eff)] += 1
                self.card_shift[(card, eff)] += 1
            elif f.get("primitive") == "place Influence":
                m = PLACE_RE.search(text)
                era = era_of(card)
                if m and era is not None:
                    self.place[era][m.group(1)] += 1
            if "requires" in f:
                self.req_unres[card] += 1   # after its "performs" line
            elif " performs " in text and REQUIRES.get(card):
                self.req_play[card] += 1
        if self.track_why:
            self.add_why(entries, view)
        results = [int(s["result"]) for s in view["seats"]]
        names = [s["name"] for s in view["seats"]]
        w = ",".join(n for n, r in zip(names, results) if r == 1) or "none"
        self.wins[w] += 1
        self.ends[(view.get("outcome") or {}).get("reason") or ""] += 1


    track_why = False

    def add_why(self, entries, view):
        """Why each Requires play is (not) resolved: follow the Lingering
        Events box through the log (§6.1) and classify every unresolved
        play by the fate of its prerequisite in this game."""
        ling = set(view.get("start_lingering") or ())
        # a card's flags from its text as the "reveals" line shows it
        flagged = set()

        def lingering(c):
            return c in flagged
        played, a48, left = {}, {}, {}
        pending = []   # Requires plays: (card, prerequisite, lingering set, index)
        for i, e in enumerate(entries):
            f = e.get("fields") or {}
            card = f.get("card")
            text = e.get("text", "")
            if e.get("kind") != "event" or card is None:
                continue
            if f.get("primitive") == "Article 48":
                a48.setdefault(card, i)
                continue
            if " reveals " in text and LINGERING_RE.search(text):
                flagged.add(card)
            if " performs " in text and "primitive" not in f:
                if REQUIRES.get(card):
                    pending.append([card, set(ling), i])
                    for x in ling:
                        self.with_ling[(card, x)] += 1
                if lingering(card):
                    ling.add(card)
                    played.setdefault(card, i)
                continue
            if "requires" in f:
                ling.discard(card)
                played.pop(card, None) if played.get(card) == i - 1 else None
                if pending and pending[-1][0] == card:
                    pending[-1].append(f["requires"])
                continue
            if "cancels" in f:
                ling.discard(f["cancels"])
                left[f["cancels"]] = ("cancelled by #%d" % card, i)
                continue
            if "leaves the game" in text:
                ling.discard(card)
                left[card] = ("ended with " + ("its Era" if "its Era" in text else "the General Election"), i)
        for p in pending:
            card, inplay, i = p[0], p[1], p[2]
            if len(p) < 4:
                continue   # resolved
            pre = p[3]
            if pre in a48 and a48[pre] < i and pre not in played:
                why = "cancelled by Article 48 (§8.7)"
            else:
                if pre in left and left[pre][1] < i:
                    why = left[pre][0]
                elif pre in played and played[pre] > i:
                    why = "played later"
                elif pre in played:
                    why = "in play?"
                elif pre in a48:
                    why = "cancelled by Article 48 later"
                else:
                    why = "never played (not dealt, or held)"
            self.why[(card, why)] += 1


REQUIRES = {}
LINGERING_RE = re.compile(r'reveals "[^"]*"( \[reconstructed\])?: (Lingering|Mandatory)')


def play(scenario, game, flags):
    cfg = B.Config("republic", scenario, ["np"] * 4, flags=flags)
    seed = cfg.seed(game)
    # the Lingering Events in effect at the start (Black Sun Rising's,
    # facts §2.3): a game with bots plays itself to the end when made, so
    # read the set-up from the same seed without them
    g = weimar.Game(cfg.title, scenario=scenario, seed=seed, seats=cfg.seats,
                    flags=cfg.flags)
    start = g.view()["lingering"]
    g.close()
    g = weimar.Game(cfg.title, scenario=scenario, seed=seed, seats=cfg.seats,
                    flags=cfg.flags, bots=cfg.bots)
    rng = random.Random(seed ^ 0x9E3779B97F4A7C15)
    moves = 0
    while True:
        s = weimar._wm_to_move(g._h)
        if s == weimar.Special.NOBODY:
            break
        if s != weimar.Special.CHANCE:
            raise RuntimeError("an all-Non-player game asked a seat")
        pairs = _ai.chance_outcomes(g)
        m = rng.choices([m for m, _ in pairs], [p for _, p in pairs])[0]
        weimar._check(weimar._wm_apply(g._h, m), "move refused")
        moves += 1
        if moves > 2000000:
            raise RuntimeError("game did not end")
    entries = json.loads(g.log_json())["entries"]
    view = g.view()
    view["start_lingering"] = start
    g.close()
    return entries, view


def pct(a, b):
    return f"{100.0 * a / b:.1f} %" if b else "-"


# The scenarios without Stance tracks (facts §2.5: "Events read both
# Stances as Pragmatic"): there a Stance shift moves no track in play.
NO_STANCE = {1, 4}


def absent(sc, trk):
    return sc in NO_STANCE and trk.endswith("Stance")


def report(sc, a, cards):
    print(f"## scenario {sc}: {a.games} games")
    tot = sum(n for (t, eff), n in a.shift.items() if not absent(sc, t))
    no = sum(n for (t, eff), n in a.shift.items() if not eff and not absent(sc, t))
    ab = sum(n for (t, eff), n in a.shift.items() if absent(sc, t))
    print(f"Event track shifts: {tot}, without effect {no} ({pct(no, tot)})"
          + (f"; and {ab} Stance shifts in a scenario without Stance tracks"
             f" ({pct(no + ab, tot + ab)} without effect counting them)" if ab else ""))
    for trk in sorted({t for t, _ in a.shift}):
        n0, n1 = a.shift[(trk, False)], a.shift[(trk, True)]
        print(f"  {trk:28s} {n0 + n1:6d} shifts, no effect {n0:6d} ({pct(n0, n0 + n1)})")
    if a.req_play:
        print("Requires cards: plays, unresolved, resolved %")
        for c in sorted(a.req_play):
            p, u = a.req_play[c], a.req_unres[c]
            print(f"  #{c:<4d} {p:6d} {u:6d}  resolved {pct(p - u, p)}")
    if a.why:
        print("Unresolved Requires plays by the prerequisite's fate:")
        for c in sorted(a.req_play):
            ws = [(w, n) for (cc, w), n in a.why.items() if cc == c]
            if ws:
                print(f"  #{c:<4d} " + "; ".join(f"{w} {n}" for w, n in sorted(ws, key=lambda x: -x[1])))
        print("Lingering Events most often in play at a Requires card's plays:")
        for c in sorted(a.req_play):
            best = sorted(((n, x) for (cc, x), n in a.with_ling.items() if cc == c), reverse=True)[:4]
            print(f"  #{c:<4d} " + ", ".join(f"#{x} {pct(n, a.req_play[c])}" for n, x in best))
    print("Event Influence cubes placed per game, by era of the card:")
    print("  era              " + " ".join(f"{f:>9s}" for f in FACTIONS))
    for e in range(3):
        if sum(a.place[e].values()):
            print(f"  {ERAS[e]:16s} " + " ".join(f"{a.place[e][f] / a.games:9.2f}" for f in FACTIONS))
    nn = sum(a.none.values())
    print(f"Event pieces placed or removed: {a.pieces} ({a.pieces / max(a.games, 1):.2f} a game); "
          f"placement or removal instructions that could do nothing: {nn} ({nn / max(a.games, 1):.2f} a game), "
          f"that ran out part way: {a.partial}")
    for (prim, why), n in a.none.most_common(5):
        print(f"  {n:6d}  {prim}: {why}")
    print("Winners: " + ", ".join(f"{w} {pct(n, a.games)}" for w, n in a.wins.most_common()))
    print("Ends: " + ", ".join(f"{r or '?'} {pct(n, a.games)}" for r, n in a.ends.most_common(6)))
    if cards:
        print(f"Cards with shifts without effect in >= {CARD_PCT} % of their shifts (20+ shifts):")
        ids = sorted({c for c, _ in a.card_shift})
        for c in ids:
            n0, n1 = a.card_shift[(c, False)], a.card_shift[(c, True)]
            if n0 + n1 >= 20 and n0 * 100 >= CARD_PCT * (n0 + n1):
                print(f"  #{c:<4d} {n0 + n1:6d} shifts, no effect {pct(n0, n0 + n1)}")
        print("Cards whose placements or removals most often did nothing (instructions a play, 20+ plays):")
        per = Counter()
        for (c, _, _), n in a.card_none.items():
            per[c] += n
        rows = sorted((n / a.plays[c], c, n) for c, n in per.items() if a.plays[c] >= 20)
        for r, c, n in reversed(rows[-25:]):
            top = max(((k[1], k[2], m) for k, m in a.card_none.items() if k[0] == c), key=lambda x: x[2])
            print(f"  #{c:<4d} {a.plays[c]:6d} plays, {n:6d} instructions did nothing ({r:.2f} a play); "
                  f"most: {top[0]}: {top[1]} ({top[2]})")
    print()


def main(argv=None):
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--games", type=int, default=200)
    ap.add_argument("--scenario", default="1-5")
    ap.add_argument("--published-only", action="store_true")
    ap.add_argument("--cards", action="store_true", help="list the cards whose shifts mostly do nothing, and those whose placements most often do")
    ap.add_argument("--card-pct", type=int, default=50, help="--cards lists cards at least this %% without effect")
    ap.add_argument("--json", help="also write the counts to this file")
    ap.add_argument("--why", action="store_true",
                    help="classify unresolved Requires plays by their prerequisite's fate, and list the Lingering Events in play at each Requires play")
    args = ap.parse_args(argv)
    global CARD_PCT
    CARD_PCT = args.card_pct
    lo, _, hi = args.scenario.partition("-")
    scen = range(int(lo), int(hi or lo) + 1)
    flags = PUBLISHED_ONLY if args.published_only else 0
    out = {}
    for sc in scen:
        a = Audit()
        a.track_why = args.why
        for i in range(args.games):
            entries, view = play(sc, i, flags)
            a.add_game(entries, view)
        report(sc, a, args.cards)
        out[sc] = {"games": a.games,
                   "shifts": {f"{t}|{int(e)}": n for (t, e), n in a.shift.items()},
                   "requires": {c: [a.req_play[c], a.req_unres[c]] for c in a.req_play},
                   "card_shifts": {f"{c}|{int(e)}": n for (c, e), n in a.card_shift.items()},
                   "place": {ERAS[e]: dict(a.place[e]) for e in a.place},
                   "wins": dict(a.wins)}
    if args.json:
        with open(args.json, "w") as fh:
            json.dump(out, fh, indent=1)
    return 0


# The Requires cards (lib/republic/cards.c, RP_CF_REQUIRES) and their
# prerequisites; a play is counted from the "performs" line (resolved) or
# the "is not resolved" line (its "requires" field).
REQUIRES.update({117: 124, 123: 57, 128: 57, 133: 57, 140: 57, 142: 57})

if __name__ == "__main__":
    sys.exit(main())
