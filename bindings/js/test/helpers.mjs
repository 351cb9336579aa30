// Shared helpers of the JS binding's tests (node --test).
import * as weimar from "../weimar.js";

/** A small seeded generator (mulberry32), so that games are reproducible. */
export function rng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.choice = (arr) => arr[Math.floor(next() * arr.length)];
  return next;
}

export const MOVE_CAP = 200000;

/** Plays random legal moves to the end; each(game, legal, move) before each. Returns the moves. */
export function playout(game, r, each) {
  const moves = [];
  while (!game.isOver) {
    if (moves.length >= MOVE_CAP) throw new Error(`game not over after ${MOVE_CAP} moves`);
    const legal = game.legalMoves();
    if (legal.length === 0) throw new Error(`no legal moves (prompt ${game.prompt})`);
    const m = r.choice(legal);
    if (each) each(game, legal, m);
    game.apply(m);
    moves.push(m);
  }
  return moves;
}

/** Every available [title, scenario], discovered as the C property tests do. */
export function configs() {
  const out = [];
  for (const t of weimar.titles())
    for (const s of weimar.scenarios(t.id)) out.push([t.id, s.id]);
  return out;
}
