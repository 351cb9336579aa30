// Batches and playouts through the JS binding (the cases of
// bindings/python/tests/test_vector.py): a Batch is the games played one
// by one with the seeds seed + i + e * size; an illegal move changes no
// game; playouts are deterministic.
import { test } from "node:test";
import assert from "node:assert/strict";
import * as weimar from "../weimar.js";
import { rng } from "./helpers.mjs";

const CASES = [
  [weimar.MARCH_OF_PROGRESS, 1, 4, 600],
  [weimar.FRIEDRICH_EBERT, 1, 3, 300],
  [weimar.WEIMAR_REPUBLIC, 5, 2, 300],
  [weimar.DEMOCRACY_UNDER_SIEGE, 1, 2, 300],
];

for (const [title, scenario, n, steps] of CASES) {
  test(`a batch is its games one by one: ${weimar.titleName(title)}`, () => {
    const b = new weimar.Batch(title, n, { scenario, seed: 50 });
    const refs = [];
    for (let i = 0; i < n; i++) refs.push(new weimar.Game(title, { scenario, seed: 50 + i }));
    const episode = new Array(n).fill(0);
    const r = rng(1);
    let ended = 0;
    for (let step = 0; step < steps; step++) {
      const moves = [];
      for (let i = 0; i < n; i++) {
        const g = refs[i];
        assert.equal(b.toMove[i], g.toMove, `game ${i} step ${step}`);
        assert.deepEqual(b.legalMoves(i), g.legalMoves());
        if (g.toMove >= 0) {
          const o = b.observations.subarray(i * b.observationSize, (i + 1) * b.observationSize);
          assert.deepEqual(Array.from(o), Array.from(g.observe(g.toMove)));
        }
        moves.push(r.choice(g.legalMoves()));
      }
      b.step(moves);
      for (let i = 0; i < n; i++) {
        refs[i].apply(moves[i]);
        assert.equal(b.done[i] === 1, refs[i].isOver);
        if (refs[i].isOver) {
          ended++;
          assert.deepEqual(Array.from(b.outcomes.subarray(i * b.seats, (i + 1) * b.seats)), refs[i].outcome());
          refs[i].free();
          episode[i]++;
          refs[i] = new weimar.Game(title, { scenario, seed: 50 + i + episode[i] * n });
        } else {
          assert.ok(b.outcomes.subarray(i * b.seats, (i + 1) * b.seats).every((v) => v === 0));
        }
        assert.equal(b.episodes(i), episode[i]);
        const copy = b.game(i);
        assert.equal(copy.hash(), refs[i].hash());
        copy.free();
      }
    }
    if (title === weimar.MARCH_OF_PROGRESS) assert.ok(ended > 0, "some March game ended");
    for (const g of refs) g.free();
    b.free();
  });
}

test("an illegal move changes no game, and bad arguments are refused", () => {
  const b = new weimar.Batch(weimar.WEIMAR_REPUBLIC, 3, { scenario: 5, seed: 1 });
  const before = [0, 1, 2].map((i) => { const g = b.game(i); const h = g.hash(); g.free(); return h; });
  const moves = [0, 1, 2].map((i) => b.legalMoves(i)[0]);
  const row = b.mask(1);
  moves[1] = row.findIndex((v) => v === 0);
  assert.throws(() => b.step(moves), (e) => e instanceof weimar.IllegalMoveError && /game 1/.test(e.message));
  const after = [0, 1, 2].map((i) => { const g = b.game(i); const h = g.hash(); g.free(); return h; });
  assert.deepEqual(after, before);
  assert.throws(() => b.step(moves.slice(0, 2)), weimar.InvalidArgumentError);
  assert.throws(() => b.step([0, -1, 0]), weimar.InvalidArgumentError);
  assert.throws(() => b.mask(3), weimar.InvalidArgumentError);
  assert.throws(() => new weimar.Batch(weimar.MARCH_OF_PROGRESS, 0), weimar.InvalidArgumentError);
  assert.throws(() => new weimar.Batch(weimar.MARCH_OF_PROGRESS, 2, { scenario: 99 }), weimar.InvalidArgumentError);
  b.reset(1);
  const again = [0, 1, 2].map((i) => { const g = b.game(i); const h = g.hash(); g.free(); return h; });
  assert.deepEqual(again, before);
  b.free();
  assert.ok(b.freed);
  assert.throws(() => b.toMove, weimar.InvalidArgumentError);
  b.free();
});

test("the views follow the memory when it grows", () => {
  const b = new weimar.Batch(weimar.MARCH_OF_PROGRESS, 8, { seed: 3 });
  const M = weimar.wasmModule;
  const first = b.toMove;
  const before = Array.from(first);
  const buffer = M.HEAPU8.buffer;
  const p = M._malloc(64 << 20); // more than the initial 16 MiB: the memory grows
  assert.ok(p !== 0);
  assert.notEqual(M.HEAPU8.buffer, buffer, "the memory grew");
  assert.equal(first.length, 0, "the old view is detached");
  assert.deepEqual(Array.from(b.toMove), before, "a fresh view shows the same seats");
  b.step(Array.from({ length: 8 }, (_, i) => b.legalMoves(i)[0]));
  assert.equal(b.toMove.length, 8);
  M._free(p);
  b.free();
});

test("a batch with a content pack plays its cards in every game", () => {
  const pack = new weimar.Content(weimar.Content.builtin(weimar.DEMOCRACY_UNDER_SIEGE));
  const b = new weimar.Batch(weimar.DEMOCRACY_UNDER_SIEGE, 2, { scenario: 1, seed: 3, content: pack });
  const r = rng(7);
  let ended = 0;
  for (let step = 0; step < 1500; step++) {
    for (let i = 0; i < 2; i++) {
      const g = b.game(i);
      assert.equal(g.contentHash(), pack.hash);
      g.free();
    }
    b.step([0, 1].map((i) => r.choice(b.legalMoves(i))));
    ended += b.done[0] + b.done[1];
  }
  assert.ok(ended > 0, "a game ended and was set up again with the pack");
  b.free();
  assert.throws(() => new weimar.Batch(weimar.WEIMAR_REPUBLIC, 2, { content: pack }), weimar.InvalidArgumentError);
  pack.free();
});

test("playouts are deterministic and end the games", () => {
  const g = new weimar.Game(weimar.WEIMAR_REPUBLIC, { scenario: 5, seed: 4 });
  const a = weimar.playouts(g, 4, 9, weimar.PLAYOUT_BOT);
  const c = weimar.playouts(g, 4, 9, weimar.PLAYOUT_BOT);
  assert.equal(a.length, 4);
  assert.deepEqual(a, c);
  for (const row of a) {
    assert.equal(row.length, 4);
    assert.ok(row.every((v) => v === weimar.WIN || v === weimar.DRAW || v === weimar.LOSS));
  }
  const m = new weimar.Game(weimar.MARCH_OF_PROGRESS, { seed: 1 });
  assert.equal(weimar.playouts(m, 10, 1).length, 10);
  assert.throws(() => weimar.playouts(g, 1, 0, 5), weimar.InvalidArgumentError);
  assert.throws(() => weimar.playouts({}, 1), TypeError);
  g.free();
  m.free();
});
