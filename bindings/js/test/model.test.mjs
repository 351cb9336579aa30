// Learned evaluations through the JS binding (issue 35, doc/model-format.md):
// the shipped March model loads, a search with it plays a legal move and
// is deterministic, and damaged files are refused with the library's reason.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import * as weimar from "../weimar.js";

const bytes = readFileSync(new URL("../../../models/march.wmml", import.meta.url));

test("the shipped March model searches", () => {
  const m = new weimar.Model(bytes);
  assert.equal(m.title, weimar.MARCH_OF_PROGRESS);
  const g = new weimar.Game(weimar.MARCH_OF_PROGRESS, { seed: 3 });
  for (let k = 0; k < 20 && !g.isOver; k++) {
    const mv = g.toMove >= 0 ? g.searchMove(40, BigInt(k), m) : g.botMove();
    assert.ok(g.legalMoves().includes(mv));
    if (g.toMove >= 0) assert.equal(g.searchMove(40, BigInt(k), m), mv);
    g.apply(mv);
  }
  const s = new weimar.Game(weimar.DEMOCRACY_UNDER_SIEGE, { seats: 2 });
  assert.throws(() => s.searchMove(10, 0n, m), (e) => e instanceof weimar.InvalidArgumentError && /model/.test(e.reason));
  assert.throws(() => g.searchMove(10, 0n, {}), TypeError);
  m.free();
  assert.throws(() => g.searchMove(10, 0n, m), weimar.InvalidArgumentError);
  g.free();
  s.free();
});

test("damaged model files are refused with a reason", () => {
  const bad = Uint8Array.from(bytes);
  bad[100] ^= 1;
  assert.throws(() => new weimar.Model(bad), (e) => e instanceof weimar.CorruptSaveError && /checksum/.test(e.reason));
  assert.throws(() => new weimar.Model(bytes.subarray(0, 20)), (e) => e instanceof weimar.CorruptSaveError && /shorter/.test(e.reason));
  assert.throws(() => new weimar.Model("WMMODEL"), TypeError);
});
