// Random playouts through the WebAssembly build, for comparison with
// examples/bench (the native library): moves per second with a new game
// per playout and uniformly random legal moves, per title and scenario,
// (a) through the binding (Game.legalMoves() arrays, Game.apply()) and
// (b) calling the exported C functions directly with one buffer.
//
//   node bindings/js/bench.mjs [seconds per measurement, default 0.5]
import * as weimar from "./weimar.js";

const seconds = Number(process.argv[2] ?? 0.5);
const M = weimar.wasmModule;

// xorshift32: a cheap generator for the hot loops.
let x = 2463534242;
const rnd = (n) => {
  x ^= x << 13; x >>>= 0; x ^= x >>> 17; x ^= x << 5; x >>>= 0;
  return x % n;
};

function viaBinding(title, scenario) {
  let moves = 0;
  let games = 0;
  const end = performance.now() + seconds * 1000;
  let seed = 1;
  while (performance.now() < end) {
    const g = new weimar.Game(title, { scenario, seed: seed++ });
    while (!g.isOver) {
      const legal = g.legalMoves();
      g.apply(legal[rnd(legal.length)]);
      moves++;
    }
    g.free();
    games++;
  }
  return { moves, games };
}

function raw(title, scenario) {
  // the same loop on the C functions: wm_new, wm_legal_moves, wm_apply
  const probe = new weimar.Game(title, { scenario });
  const cap = probe.actionCount;
  probe.free();
  const buf = M._malloc(4 * cap);
  const opts = M._malloc(40);
  const out = M._malloc(4);
  let moves = 0;
  let games = 0;
  const end = performance.now() + seconds * 1000;
  let seed = 1n;
  while (performance.now() < end) {
    M._wm_options_init(opts);
    M.HEAPU64[(opts + 8) >> 3] = seed++;
    M.HEAP32[(opts + 16) >> 2] = scenario;
    if (M._wm_new(title, opts, out) !== 0) throw new Error("wm_new");
    const g = M.HEAPU32[out >> 2];
    while (!M._wm_is_over(g)) {
      const n = M._wm_legal_moves(g, buf, cap);
      M._wm_apply(g, M.HEAPU32[(buf >> 2) + rnd(n)]);
      moves++;
    }
    M._wm_free(g);
    games++;
  }
  M._free(buf);
  M._free(opts);
  M._free(out);
  return { moves, games };
}

// (c) a Batch of 256 games stepped by one call, random legal moves picked
// from the mask in JavaScript.
function batched(title, scenario, size = 256) {
  const b = new weimar.Batch(title, size, { scenario, seed: 1 });
  const a = b.actionCount;
  const moves = new Uint32Array(size);
  const legal = new Uint32Array(a);
  let steps = 0;
  const end = performance.now() + seconds * 1000;
  while (performance.now() < end) {
    const mask = b.legalMask;
    for (let i = 0; i < size; i++) {
      let k = 0;
      const row = i * a;
      for (let m = 0; m < a; m++) if (mask[row + m]) legal[k++] = m;
      moves[i] = legal[rnd(k)];
    }
    b.step(moves);
    steps++;
  }
  b.free();
  return { moves: steps * size };
}

const short = { 1: "march", 2: "ebert", 3: "republic", 4: "siege" };
console.log(`node ${process.version}, ${seconds} s per measurement`);
console.log("title     scen   binding moves/s   raw moves/s   games/s (raw)   batch of 256 moves/s (with masks and observations)");
for (const t of weimar.titles()) {
  for (const sc of weimar.scenarios(t.id)) {
    viaBinding(t.id, sc.id); // warm up
    const a = viaBinding(t.id, sc.id);
    const b = raw(t.id, sc.id);
    const c = batched(t.id, sc.id);
    const mps = (r) => Math.round(r.moves / seconds);
    console.log(`${short[t.id].padEnd(9)} ${String(sc.id).padStart(4)} ${String(mps(a)).padStart(17)} ${String(mps(b)).padStart(13)} ${String(Math.round(b.games / seconds)).padStart(15)} ${String(mps(c)).padStart(22)}`);
    console.log(`BENCHJS ${short[t.id]} scenario=${sc.id} moves_per_sec_binding=${mps(a)} moves_per_sec_raw=${mps(b)} moves_per_sec_batch=${mps(c)}`);
  }
}
