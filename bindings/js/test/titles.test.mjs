// Every available title through the JS binding (the cases of
// bindings/python/tests/test_titles.py): whole games with checks, saves,
// clones, names, views and logs, bot games, hidden information per seat.
// Titles and scenarios are discovered: a title added to the library is
// covered here without editing this file.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as weimar from "../weimar.js";
import { rng, playout, configs } from "./helpers.mjs";

const GAMES = 3; // seeded random games per title and scenario
const CONFIGS = configs();
const label = (t, s) => `${weimar.titleName(t)} scenario ${s}`;

test("every title is discovered", () => {
  const found = new Set(CONFIGS.map(([t]) => t));
  assert.ok(found.has(weimar.MARCH_OF_PROGRESS));
  for (const t of Object.values(weimar.Title))
    assert.equal(found.has(t), weimar.titleAvailable(t), `title ${t}`);
});

for (const [title, scenario] of CONFIGS) {
  test(`whole random games: ${label(title, scenario)}`, () => {
    for (let seed = 1; seed <= GAMES; seed++) {
      const g = new weimar.Game(title, { scenario, seed });
      try {
      const count = g.actionCount;
      const seats = g.seatCount;
      let step = 0;
      playout(g, rng(seed), (game, legal, m) => {
        step++;
        assert.deepEqual(legal, [...new Set(legal)].sort((a, b) => a - b));
        assert.ok(legal.at(-1) < count);
        assert.ok(game.toMove === weimar.CHANCE || (game.toMove >= 0 && game.toMove < seats));
        assert.ok(legal.includes(game.botMove()));
        assert.equal(game.parseMove(game.moveName(m)), m);
        if (step % 29 === 1) {
          game.check();
          const data = game.save();
          assert.ok(data instanceof Uint8Array);
          const back = weimar.Game.load(data);
          assert.equal(back.hash(), game.hash());
          assert.deepEqual(back.save(), data);
          assert.deepEqual(back.history(), game.history());
          back.free();
          const c = game.clone();
          assert.equal(c.hash(), game.hash());
          c[Symbol.dispose ?? Symbol.for("Symbol.dispose")]();
          assert.ok(c.freed);
        }
      });
      const out = g.outcome();
      assert.equal(out.length, seats);
      for (const r of out) assert.ok([weimar.WIN, weimar.DRAW, weimar.LOSS].includes(r));
      if (title === weimar.FRIEDRICH_EBERT) assert.equal(new Set(out).size, 1, "cooperative: one result for all");
      else assert.ok(out.filter((r) => r === weimar.WIN).length <= 1);
      g.check();
      const v = g.view(weimar.SPECTATOR);
      assert.equal(v.over, true);
      assert.equal(v.to_move, weimar.NOBODY);
      assert.deepEqual(v.seats.map((s) => s.result), out);
      const log = g.log(weimar.SPECTATOR);
      assert.ok(log.entries.length > 0);
      assert.ok(log.entries.some((e) => e.kind === "move"));
      } finally {
        g.free();
      }
    }
  });

  test(`bot games end: ${label(title, scenario)}`, () => {
    const g = new weimar.Game(title, { scenario, seed: 7 });
    let n = 0;
    while (!g.isOver) {
      assert.ok(++n < 200000);
      g.apply(g.botMove());
    }
    assert.equal(g.outcome().length, g.seatCount);
    g.free();
  });

  test(`views and logs per seat: ${label(title, scenario)}`, () => {
    const g = new weimar.Game(title, { scenario, seed: 3 });
    const r = rng(3);
    for (let i = 0; i < 40 && !g.isOver; i++) {
      const h = g.hash();
      const full = g.view(weimar.OMNISCIENT);
      assert.equal(full.title, weimar.titleName(title));
      assert.equal(full.title_id, title);
      assert.equal(full.scenario, scenario);
      const fullLog = g.logJson(weimar.OMNISCIENT);
      for (let seat = -1; seat < g.seatCount; seat++) {
        const viewer = seat < 0 ? weimar.SPECTATOR : seat;
        const v = g.view(viewer);
        assert.equal(v.viewer, viewer);
        assert.ok(JSON.stringify(v).length <= JSON.stringify(full).length + 64);
        const log = g.log(viewer);
        assert.equal(log.viewer, viewer);
        assert.ok(log.entries.length <= JSON.parse(fullLog).entries.length + 64);
        for (const e of log.entries) {
          assert.equal(typeof e.text, "string");
          assert.equal(typeof e.kind, "string");
          assert.equal(typeof e.fields, "object");
        }
      }
      assert.equal(g.hash(), h, "viewing changes nothing");
      g.apply(r.choice(g.legalMoves()));
    }
    // The log since a point holds only entries of moves from that point on.
    const n = g.history().length;
    if (n > 2) {
      const tail = g.log(weimar.SPECTATOR, n - 2);
      assert.equal(tail.since, n - 2);
      for (const e of tail.entries) assert.ok(e.move >= n - 2);
    }
    g.free();
  });
}
