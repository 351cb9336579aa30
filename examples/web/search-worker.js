// examples/web/search-worker.js - the page's search seats in a Web Worker
// (issue 37): a Republic search of 3000 playouts takes 0.5-7 s a move,
// which froze the page when it ran on the main thread.  The worker loads
// its own copy of the library (the same .wasm), and for each request
// loads the game from the page's save, runs wm_search_move with the
// page's budget and seed and answers the move id.  The same save, budget
// and seed give the same move as the page's own Game.searchMove would
// (the search is deterministic, doc/ai.md).
//
// Request:  { id, save: Uint8Array, pack: { key, text } | null, budget, seed: BigInt }
// Answer:   { id, move, ms } or { id, error }; { ready: true } once loaded.

// The handler is installed before the library has loaded (a module
// worker's top-level await would otherwise drop the first messages).
const library = import("../../bindings/js/weimar.js");
const packs = new Map(); // content pack key -> weimar.Content (a game's pack is loaded once)

self.onmessage = async (ev) => {
  const { id, save, pack, budget, seed } = ev.data;
  let g = null;
  try {
    const weimar = await library;
    let content = null;
    if (pack) {
      content = packs.get(pack.key);
      if (!content) {
        content = new weimar.Content(pack.text);
        packs.set(pack.key, content);
      }
    }
    const t0 = performance.now();
    g = weimar.Game.load(save, content);
    const move = g.searchMove(budget, seed);
    self.postMessage({ id, move, ms: performance.now() - t0 });
  } catch (e) {
    self.postMessage({ id, error: String(e?.message ?? e) });
  } finally {
    g?.free();
  }
};

library.then(() => self.postMessage({ ready: true }),
  (e) => self.postMessage({ ready: false, error: String(e?.message ?? e) }));
