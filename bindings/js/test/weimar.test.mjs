// The JS binding's API (the cases of bindings/python/tests/test_weimar.py):
// constants against the header, every function bound, options, errors,
// moves and names, saves (round trips, truncated, damaged and foreign
// data), clones and copies, views, hidden information, the log, freed
// games, memory.
import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import * as weimar from "../weimar.js";
import { rng, playout } from "./helpers.mjs";

const MARCH = weimar.MARCH_OF_PROGRESS;
const ROOT = new URL("../../../", import.meta.url);
const HEADER = readFileSync(new URL("include/weimar.h", ROOT), "utf8");
const MAP = readFileSync(new URL("lib/weimar.map", ROOT), "utf8");

function status(fn) {
  try {
    fn();
  } catch (e) {
    assert.ok(e instanceof weimar.WeimarError, `not a WeimarError: ${e}`);
    return e.status;
  }
  assert.fail("no error thrown");
}

// One recorded random game per March scenario, shared by several tests.
const recorded = new Map();
function moves(scenario, seed = 11) {
  const key = `${scenario}/${seed}`;
  if (!recorded.has(key)) {
    const g = new weimar.Game(MARCH, { scenario, seed });
    recorded.set(key, playout(g, rng(seed)));
    g.free();
  }
  return recorded.get(key);
}
function replay(scenario, seed, ms, flags = 0) {
  const g = new weimar.Game(MARCH, { scenario, seed, flags });
  for (const m of ms) g.apply(m);
  return g;
}
const SCENARIOS = weimar.scenarios(MARCH).map((s) => s.id);

test("version matches the header", () => {
  const part = (k) => Number(HEADER.match(new RegExp(`#define\\s+WM_VERSION_${k}\\s+(\\d+)`))[1]);
  const parts = ["MAJOR", "MINOR", "PATCH"].map(part);
  assert.equal(weimar.version(), parts.join("."));
  assert.deepEqual([weimar.VERSION_MAJOR, weimar.VERSION_MINOR, weimar.VERSION_PATCH], parts);
});

test("constants match the headers", () => {
  const define = (name, text = HEADER) => {
    const m = text.match(new RegExp(`#define\\s+WM_${name}\\s+\\(?(-?(?:0x)?[0-9a-fA-F]+)u?\\)?`));
    assert.ok(m, name);
    return Number(m[1]);
  };
  for (const name of ["CHANCE", "NOBODY", "OMNISCIENT", "SPECTATOR", "OPT_EXTERNAL_DICE", "OPT_NO_HISTORY",
    "OPT_TITLE_SHIFT", "WIN", "DRAW", "LOSS", "MOVE_NAME_MAX"])
    assert.equal(weimar[name], define(name), name);
  const enumValue = (name) => Number(HEADER.match(new RegExp(`\\bWM_${name}\\s*=\\s*(-?\\d+)`))[1]);
  for (const [name, v] of Object.entries(weimar.Status)) {
    assert.equal(v, enumValue(name), name);
    assert.equal(weimar[name], v);
  }
  for (const [name, v] of Object.entries(weimar.Title)) {
    assert.equal(v, enumValue(name), name);
    assert.equal(weimar[name], v);
  }
  // Title flags: (k << WM_OPT_TITLE_SHIFT) in weimar/march.h and weimar/ebert.h.
  const flag = (file, name) => {
    const text = readFileSync(new URL(`include/weimar/${file}`, ROOT), "utf8");
    const m = text.match(new RegExp(`#define\\s+WM_${name}\\s+\\((\\d+)u\\s*<<\\s*\\(?WM_OPT_TITLE_SHIFT(?:\\s*\\+\\s*(\\d+))?\\)?\\)`));
    assert.ok(m, name);
    return (Number(m[1]) * 2 ** (16 + Number(m[2] ?? 0))) >>> 0;
  };
  assert.equal(weimar.MARCH_AGREEMENT, flag("march.h", "MARCH_AGREEMENT"));
  for (const name of ["EBERT_DIFFICULTY_MASK", "EBERT_MEDIUM", "EBERT_HARD", "EBERT_PERSONAL_EXPERIENCES",
    "EBERT_FLEXIBILITY"])
    assert.equal(weimar[name], flag("ebert.h", name), name);
});

test("every public function is exported by the wasm build", () => {
  const names = [...HEADER.matchAll(/WM_API\b[^;(]*?\b(wm_\w+)\s*\(/g)].map((m) => m[1]);
  assert.ok(names.length >= 41);
  const mapped = [...MAP.matchAll(/^\s*(wm_\w+);/gm)].map((m) => m[1]);
  assert.deepEqual([...names].sort(), [...mapped].sort());
  for (const name of names) assert.equal(typeof weimar.wasmModule[`_${name}`], "function", name);
  // and nothing else of the library
  const exported = Object.keys(weimar.wasmModule).filter((k) => /^_wm_|^_wm__/.test(k));
  assert.deepEqual(exported.sort(), names.map((n) => `_${n}`).sort());
});

test("strerror", () => {
  const texts = new Set(Object.values(weimar.Status).map(weimar.strerror));
  assert.equal(texts.size, Object.keys(weimar.Status).length);
  for (const t of texts) assert.ok(t.length > 0);
  assert.equal(typeof weimar.strerror(-12345), "string");
});

test("titles", () => {
  assert.ok(weimar.titleAvailable(MARCH));
  assert.equal(weimar.titleName(MARCH), "The March of Progress");
  for (const bad of [0, 5, -1, 1000, 2 ** 40, 1.5, "1", null]) {
    assert.equal(weimar.titleAvailable(bad), false);
    assert.equal(weimar.titleName(bad), null);
  }
  for (const t of Object.values(weimar.Title)) assert.equal(typeof weimar.titleName(t), "string");
  assert.deepEqual(weimar.titles().map((t) => t.id), Object.values(weimar.Title).filter(weimar.titleAvailable));
});

test("error classes carry the status", () => {
  const e = weimar.WeimarError.of(weimar.EILLEGAL, "x");
  assert.ok(e instanceof weimar.IllegalMoveError);
  assert.ok(e instanceof Error);
  assert.equal(e.status, weimar.EILLEGAL);
  assert.equal(e.detail, "x");
  assert.ok(e.message.includes(weimar.strerror(weimar.EILLEGAL)));
  const odd = weimar.WeimarError.of(-99);
  assert.equal(odd.constructor, weimar.WeimarError);
  assert.equal(odd.status, -99);
  for (const [st, cls] of [[weimar.EINVAL, weimar.InvalidArgumentError], [weimar.ENOMEM, weimar.OutOfMemoryError],
    [weimar.ECORRUPT, weimar.CorruptSaveError], [weimar.EVERSION, weimar.VersionError],
    [weimar.ERANGE, weimar.BufferTooSmallError], [weimar.EOVER, weimar.GameOverError]])
    assert.ok(weimar.WeimarError.of(st) instanceof cls);
});

test("invalid titles and options are refused", () => {
  for (const t of [0, -1, 5, 99, 2 ** 31 - 1, -(2 ** 31), 2 ** 33, 1.5])
    assert.equal(status(() => new weimar.Game(t)), weimar.EINVAL, `title ${t}`);
  for (const o of [{ scenario: 7 }, { scenario: -1 }, { scenario: 1000 }, { seats: 99 }, { seats: -1 },
    { flags: 0x8000 }, { flags: 0x4 }, { seed: -1 }, { seed: 2n ** 64n }, { seed: 0.5 }, { flags: -1 },
    { bots: -1 }, { colour: "red" }])
    assert.equal(status(() => new weimar.Game(MARCH, o)), weimar.EINVAL, JSON.stringify(o, (k, v) => String(v)));
});

test("large seeds: a Number or a BigInt", () => {
  const a = new weimar.Game(MARCH, { seed: 2n ** 64n - 1n });
  assert.equal(a.isOver, false);
  const b = new weimar.Game(MARCH, { seed: 12345 });
  const c = new weimar.Game(MARCH, { seed: 12345n });
  assert.equal(b.hash(), c.hash());
  for (const g of [a, b, c]) g.free();
});

test("scenarios and seats", () => {
  assert.deepEqual(SCENARIOS, [1, 2, 3, 4, 5, 6]);
  for (const scenario of SCENARIOS) {
    const g = new weimar.Game(MARCH, { scenario, seed: 5 });
    assert.equal(g.title, MARCH);
    assert.equal(g.seatCount, scenario === 6 ? 3 : 2);
    assert.equal(g.seatNames().length, g.seatCount);
    for (const n of g.seatNames()) assert.ok(n.length > 0);
    assert.equal(typeof g.seatName(weimar.CHANCE), "string");
    for (const bad of [g.seatCount, -5, 2 ** 40]) assert.equal(status(() => g.seatName(bad)), weimar.EINVAL);
    assert.ok(g.actionCount > 0);
    assert.ok(g.stateSize > 0);
    assert.ok(g.toMove >= 0 && g.toMove < g.seatCount);
    assert.ok(g.prompt.length > 0);
    assert.deepEqual(g.history(), []);
    g.check();
    assert.match(String(g), /March of Progress/);
    g.free();
  }
  const d = new weimar.Game(MARCH);
  assert.ok(d.legalMoves().length > 0);
  d.free();
});

test("game over and outcome errors", () => {
  const g = new weimar.Game(MARCH, { scenario: 1, seed: 2 });
  assert.equal(status(() => g.outcome()), weimar.EILLEGAL);
  playout(g, rng(2));
  assert.equal(g.toMove, weimar.NOBODY);
  assert.deepEqual(g.legalMoves(), []);
  assert.equal(status(() => g.apply(0)), weimar.EOVER);
  assert.ok((() => { try { g.apply(0); } catch (e) { return e; } })() instanceof weimar.GameOverError);
  assert.equal(status(() => g.botMove()), weimar.EOVER);
  g.free();
});

test("determinism: same seed and moves, same game; the history replays", () => {
  for (const scenario of SCENARIOS) {
    const ms = moves(scenario);
    const a = replay(scenario, 11, ms);
    const b = new weimar.Game(MARCH, { scenario, seed: 11 });
    assert.deepEqual(playout(b, rng(11)), ms);
    assert.equal(a.hash(), b.hash());
    assert.deepEqual(a.history(), ms);
    assert.deepEqual(a.outcome(), b.outcome());
    a.free();
    b.free();
  }
});

test("external dice: chance is a seat of its own", () => {
  for (const scenario of [1, 6]) {
    const g = new weimar.Game(MARCH, { scenario, seed: 3, flags: weimar.OPT_EXTERNAL_DICE });
    let chance = 0;
    const ms = playout(g, rng(3), (game) => {
      if (game.toMove === weimar.CHANCE) chance++;
      else assert.ok(game.toMove >= 0 && game.toMove < game.seatCount);
    });
    assert.ok(chance > 0);
    assert.deepEqual(g.history(), ms);
    const r = replay(scenario, 3, ms, weimar.OPT_EXTERNAL_DICE);
    assert.equal(r.hash(), g.hash());
    g.free();
    r.free();
  }
});

test("no history: same play, no log", () => {
  const ms = moves(1);
  const g = new weimar.Game(MARCH, { scenario: 1, seed: 11, flags: weimar.OPT_NO_HISTORY });
  const ref = replay(1, 11, ms);
  for (const m of ms) g.apply(m);
  assert.deepEqual(g.history(), []);
  assert.deepEqual(g.outcome(), ref.outcome());
  assert.equal(status(() => g.log()), weimar.EILLEGAL);
  const r = weimar.Game.load(g.save());
  assert.equal(r.hash(), g.hash());
  for (const x of [g, ref, r]) x.free();
});

test("illegal moves are rejected and leave the game unchanged", () => {
  for (const scenario of SCENARIOS) {
    const ms = moves(scenario);
    const g = new weimar.Game(MARCH, { scenario, seed: 11 });
    for (let i = 0; i < ms.length; i++) {
      if (i % Math.max(1, Math.floor(ms.length / 6)) === 0) {
        const legal = new Set(g.legalMoves());
        const h = g.hash();
        const saved = g.save();
        const hist = g.history();
        for (let m = 0; m < g.actionCount; m++) {
          if (legal.has(m)) continue;
          assert.equal(g.isLegal(m), false);
          assert.equal(status(() => g.apply(m)), weimar.EILLEGAL);
          assert.equal(g.hash(), h);
        }
        assert.deepEqual(g.history(), hist);
        assert.deepEqual(g.save(), saved);
      }
      g.apply(ms[i]);
    }
    g.free();
  }
});

test("out-of-range move ids", () => {
  const g = new weimar.Game(MARCH, { scenario: 1, seed: 1 });
  const h = g.hash();
  const n = g.actionCount;
  for (const m of [n, n + 1, 2 ** 31, 2 ** 32 - 1, 2 ** 32, 2 ** 40, -1]) {
    assert.equal(g.isLegal(m), false);
    assert.equal(status(() => g.apply(m)), weimar.EILLEGAL, `apply ${m}`);
    assert.equal(status(() => g.moveName(m)), weimar.EINVAL, `name ${m}`);
    assert.equal(g.hash(), h);
  }
  assert.equal(g.isLegal("no such move at all"), false);
  assert.equal(g.isLegal(null), false);
  assert.equal(g.isLegal(1.5), false);
  assert.equal(status(() => g.apply(null)), weimar.EINVAL);
  assert.equal(status(() => g.apply(1.5)), weimar.EINVAL);
  g.free();
});

test("labels (wm_move_label): the board's names, parsed back, applied; illegal refused", () => {
  const g = new weimar.Game("republic", { scenario: 1, seed: 1 });
  let sawEvent = false, sawUmlaut = false;
  for (let i = 0; i < 400 && !g.isOver; i++) {
    const list = g.legalMoveList();
    assert.deepEqual(list.map((x) => x.label), g.legalMoveLabels());
    for (const { id, label } of list) {
      assert.equal(g.moveLabel(id), label);
      assert.equal(g.parseMove(label), id, label);
      if (label.startsWith("Event: #")) sawEvent = true;
      if (/[äöü]| and /.test(label)) sawUmlaut = true;
    }
    g.apply(list[0].label);
  }
  assert.ok(sawEvent && sawUmlaut);
  const h = new weimar.Game("republic", { scenario: 1, seed: 1 });
  let bad = 0;
  while (h.isLegal(bad)) bad++;
  assert.equal(status(() => h.moveLabel(bad)), weimar.EILLEGAL);
  assert.equal(status(() => h.moveLabel(-1)), weimar.EINVAL);
});

test("names round-trip; apply by name; parse errors", () => {
  for (const scenario of SCENARIOS) {
    const g = new weimar.Game(MARCH, { scenario, seed: 4 });
    for (let m = 0; m < g.actionCount; m++) {
      const name = g.moveName(m);
      assert.ok(name.length > 0 && name.length < weimar.MOVE_NAME_MAX);
      assert.equal(g.parseMove(name), m);
    }
    assert.equal(g.parseMove("#3"), 3);
    const list = g.legalMoveList();
    assert.deepEqual(list.map((x) => x.name), g.legalMoveNames());
    const r = rng(scenario);
    for (let i = 0; i < 30 && !g.isOver; i++) {
      const pick = r.choice(g.legalMoveList());
      const h = g.history().length;
      assert.ok(g.isLegal(pick.name));
      g.apply(pick.name);
      assert.equal(g.history().at(-1), pick.id);
      assert.equal(g.history().length, h + 1);
    }
    for (const bad of ["", "no such move", "play", "#", "#-1", `#${g.actionCount}`, "a\0b"])
      assert.equal(status(() => g.parseMove(bad)), weimar.EINVAL, JSON.stringify(bad));
    assert.throws(() => g.parseMove(7), TypeError);
    g.free();
  }
});

test("saves round-trip and loaded games continue identically", () => {
  for (const scenario of SCENARIOS) {
    const ms = moves(scenario);
    for (const k of [0, ms.length >> 2, ms.length >> 1, ms.length - 1, ms.length]) {
      const g = replay(scenario, 11, ms.slice(0, k));
      const data = g.save();
      assert.ok(data instanceof Uint8Array);
      for (const input of [data, data.buffer.slice(0), Array.from(data), new DataView(data.buffer)]) {
        const r = weimar.Game.load(input);
        assert.equal(r.hash(), g.hash());
        assert.deepEqual(r.history(), g.history());
        assert.equal(r.toMove, g.toMove);
        assert.deepEqual(r.legalMoves(), g.legalMoves());
        assert.deepEqual(r.view(), g.view());
        assert.deepEqual(r.save(), data);
        assert.deepEqual(r.log(weimar.SPECTATOR), g.log(weimar.SPECTATOR));
        r.check();
        if (k === ms.length) assert.deepEqual(r.outcome(), g.outcome());
        r.free();
      }
      // the loaded game continues identically
      const r = weimar.Game.load(data);
      for (const m of ms.slice(k)) {
        r.apply(m);
        g.apply(m);
        assert.equal(r.hash(), g.hash());
      }
      assert.deepEqual(r.outcome(), g.outcome());
      r.free();
      g.free();
    }
  }
});

test("truncated, damaged and foreign saves are refused", () => {
  for (const scenario of [1, 6]) {
    const ms = moves(scenario);
    const g = replay(scenario, 11, ms.slice(0, ms.length >> 1));
    const data = g.save();
    g.free();
    for (let k = 0; k < data.length; k++)
      assert.equal(status(() => weimar.Game.load(data.subarray(0, k))), weimar.ECORRUPT, `length ${k}`);
    const n = data.length;
    for (const i of [n >> 1, n - 1, Math.floor(n / 3)])
      for (const x of [0x01, 0x80, 0xff]) {
        const bad = data.slice();
        bad[i] ^= x;
        assert.equal(status(() => weimar.Game.load(bad)), weimar.ECORRUPT);
      }
    for (let i = 0; i < n; i += Math.max(1, Math.floor(n / 400))) {
      const bad = data.slice();
      bad[i] ^= 0x5a;
      assert.ok([weimar.ECORRUPT, weimar.EVERSION].includes(status(() => weimar.Game.load(bad))), `byte ${i}`);
    }
  }
  const g = new weimar.Game(MARCH, { scenario: 1, seed: 1 });
  const data = g.save();
  g.free();
  const cat = (...parts) => Uint8Array.from(parts.flatMap((p) => Array.from(p)));
  const r = rng(9);
  const random = Array.from({ length: 50 }, () =>
    Uint8Array.from({ length: 1 + Math.floor(r() * 2 * data.length) }, () => Math.floor(r() * 256)));
  for (const bad of [cat(data, [0]), cat(data, data), new Uint8Array(0), new TextEncoder().encode("hello, world"),
    new Uint8Array(data.length), new Uint8Array(data.length).fill(0xff), ...random])
    assert.equal(status(() => weimar.Game.load(bad)), weimar.ECORRUPT);
});

test("clones are independent, copyFrom overwrites", () => {
  for (const scenario of SCENARIOS) {
    const ms = moves(scenario);
    const half = ms.length >> 1;
    const g = replay(scenario, 11, ms.slice(0, half));
    const h = g.hash();
    const hist = g.history();
    const c = g.clone();
    assert.equal(c.hash(), h);
    assert.deepEqual(c.history(), hist);
    assert.equal(c.stateSize, g.stateSize);
    playout(c, rng(5));
    assert.equal(g.hash(), h);
    assert.deepEqual(g.history(), hist);
    const c2 = g.clone();
    g.apply(ms[half]);
    assert.equal(c2.hash(), h);
    g.free();
    assert.deepEqual(c2.history(), hist);
    playout(c2, rng(6));
    c.free();
    c2.free();
  }
  const ms = moves(1);
  const src = replay(1, 11, ms.slice(0, ms.length >> 1));
  const dst = new weimar.Game(MARCH, { scenario: 1, seed: 99 });
  dst.copyFrom(src);
  assert.equal(dst.hash(), src.hash());
  assert.deepEqual(dst.save(), src.save());
  for (const m of ms.slice(ms.length >> 1)) dst.apply(m);
  assert.ok(dst.isOver);
  assert.ok(!src.isOver);
  dst.copyFrom(dst);
  assert.throws(() => dst.copyFrom("not a game"), TypeError);
  const ebert = new weimar.Game(weimar.FRIEDRICH_EBERT);
  assert.equal(status(() => ebert.copyFrom(src)), weimar.EINVAL);
  for (const x of [src, dst, ebert]) x.free();
});

test("views: objects, per viewer, bad viewers refused", () => {
  for (const scenario of SCENARIOS) {
    const g = replay(scenario, 11, moves(scenario).slice(0, 20));
    for (const v of [...Array(g.seatCount).keys(), weimar.SPECTATOR, weimar.OMNISCIENT]) {
      const d = g.view(v);
      assert.equal(typeof d, "object");
      assert.deepEqual(JSON.parse(g.json(v)), d);
      assert.equal(d.viewer, v);
    }
    assert.deepEqual(g.view(), g.view(weimar.OMNISCIENT));
    for (const bad of [g.seatCount, -5, weimar.CHANCE, 1000, 2 ** 40]) {
      assert.equal(status(() => g.view(bad)), weimar.EINVAL);
      assert.equal(status(() => g.log(bad)), weimar.EINVAL);
    }
    assert.equal(status(() => g.log(0, 10000)), weimar.ERANGE);
    assert.equal(status(() => g.log(0, -1)), weimar.EINVAL);
    g.free();
  }
});

test("hidden information: a card chosen face down, in the view and in the log", () => {
  const g = new weimar.Game(MARCH, { scenario: 1, seed: 1 });
  const first = g.toMove;
  assert.ok(g.isSecret);
  const m = g.legalMoves()[0];
  const name = g.moveName(m);
  g.apply(m);
  const other = g.toMove;
  assert.notEqual(other, first);
  const seen = (v) => {
    const d = g.view(v);
    delete d.viewer;
    return d;
  };
  const omni = seen(weimar.OMNISCIENT);
  assert.deepEqual(seen(first), omni);
  assert.notDeepEqual(seen(other), omni);
  assert.notDeepEqual(seen(weimar.SPECTATOR), omni);
  // The log: the chooser reads the card's name, the other seat does not.
  const card = name.replace(/^play /, "");
  const text = (v) => g.log(v).entries.map((e) => e.text).join("\n");
  assert.ok(text(first).includes(card), text(first));
  assert.ok(!text(other).includes(card), text(other));
  assert.ok(!text(weimar.SPECTATOR).includes(card));
  assert.ok(text(weimar.OMNISCIENT).includes(card));
  g.free();
});

test("a freed game refuses every method; free() twice is fine; Symbol.dispose frees", () => {
  const g = new weimar.Game(MARCH, { scenario: 1, seed: 1 });
  const other = new weimar.Game(MARCH, { scenario: 1, seed: 1 });
  const m = g.legalMoves()[0];
  g.free();
  g.free();
  assert.ok(g.freed);
  const calls = [() => g.legalMoves(), () => g.apply(m), () => g.toMove, () => g.prompt, () => g.isOver,
    () => g.save(), () => g.view(), () => g.log(), () => g.clone(), () => g.hash(), () => g.botMove(),
    () => g.outcome(), () => g.history(), () => g.moveName(m), () => g.parseMove("play MOVE1"),
    () => g.seatName(0), () => g.check(), () => g.copyFrom(other), () => other.copyFrom(g)];
  for (const call of calls) {
    assert.throws(call, weimar.ClosedGameError);
    assert.equal(status(call), weimar.EINVAL);
  }
  assert.equal(String(g), "[weimar.Game freed]");
  other[Symbol.dispose ?? Symbol.for("Symbol.dispose")]();
  assert.ok(other.freed);
});

test("many games freed: the heap does not grow", () => {
  const heap = () => weimar.wasmModule.HEAPU8.length;
  const churn = () => {
    for (let i = 0; i < 300; i++) {
      const g = new weimar.Game(weimar.WEIMAR_REPUBLIC, { seed: i });
      const c = g.clone();
      g.apply(g.botMove());
      weimar.Game.load(g.save()).free();
      g.log(weimar.SPECTATOR);
      g.free();
      c.free();
    }
  };
  churn();
  const before = heap();
  for (let k = 0; k < 5; k++) churn();
  assert.equal(heap(), before);
});

test("the FinalizationRegistry frees forgotten games", async () => {
  setFlagsFromString("--expose-gc");
  const gc = runInNewContext("gc");
  // Forgotten games: the registry's callbacks free them after collection,
  // so the same allocations are reused and the heap stays the same size.
  const forget = () => {
    for (let i = 0; i < 2000; i++) new weimar.Game(weimar.WEIMAR_REPUBLIC, { seed: i }).clone();
  };
  const settle = async () => {
    for (let i = 0; i < 6; i++) {
      gc();
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  forget();
  await settle();
  const before = weimar.wasmModule.HEAPU8.length;
  for (let k = 0; k < 4; k++) {
    forget();
    await settle();
  }
  assert.equal(weimar.wasmModule.HEAPU8.length, before);
});

// Issue 23: one truth for constants, and errors that say why.
test("every constant of the headers' scenario, seat and flag sections is in CONSTANTS and exported", () => {
  for (const t of weimar.CONSTANTS.titles) {
    const text = readFileSync(new URL(`include/weimar/${t.short_name}.h`, ROOT), "utf8");
    let section = false;
    const want = [];
    for (const line of text.split("\n")) {
      if (line.includes("@name")) section = /@name\s+(Scenarios|Chapters|Seats|Option flags)\b/.test(line);
      const m = line.match(/^#define\s+(WM_\w+)\s+(.+?)\s*(?:\/\*.*)?$/);
      if (m && (section || m[2].includes("WM_OPT_TITLE_SHIFT"))) want.push(m[1]);
    }
    assert.ok(want.length > 0, t.short_name);
    const rows = [...t.scenarios, ...t.seats, ...t.flags, ...t.other];
    for (const c of want) assert.ok(rows.some((r) => r.c === c), `${c} is not in wm_constants_json()`);
    const tables = { march: weimar.March, ebert: weimar.Ebert, republic: weimar.Republic, siege: weimar.Siege }[t.short_name];
    assert.ok(tables, `no export for ${t.short_name}`);
    for (const r of t.scenarios) assert.equal(tables.Scenario[r.name], r.value, r.name);
    for (const r of t.seats) assert.equal(tables.Seat[r.name], r.value, r.name);
    for (const r of t.flags) assert.equal(tables.Flag[r.name], r.value >>> 0, r.name);
    assert.equal(weimar.Title[t.key], t.id);
  }
  assert.equal(weimar.Siege.Flag.ADVANCED, 1 << 16);
  assert.equal(weimar.SIEGE_ADVANCED, weimar.Siege.Flag.ADVANCED);
});

test("errors carry the library's reason", () => {
  weimar.clearError();
  assert.equal(weimar.lastError(), "");
  assert.throws(() => new weimar.Game("siege", { seats: 5 }), (e) => {
    assert.ok(e instanceof weimar.InvalidArgumentError);
    assert.equal(e.reason, "options.seats: 5 is not 2 or 3 for Democracy under Siege");
    assert.equal(e.argument, "seats");
    assert.match(e.message, /options\.seats: 5 is not 2 or 3/);
    return true;
  });
  assert.equal(weimar.lastError(), "options.seats: 5 is not 2 or 3 for Democracy under Siege");
  assert.throws(() => new weimar.Game(weimar.WEIMAR_REPUBLIC, { scenario: 7 }),
    /options\.scenario: 7 is not 1-5 for The Weimar Republic/);
  const g = new weimar.Game("siege", { flags: weimar.Siege.Flag.ADVANCED, seats: 2 });
  assert.equal(g.title, weimar.DEMOCRACY_UNDER_SIEGE);
  g.free();
});
