// make check-server's browser test (issue 36): the play-by-web server
// (python3 -m weimar.server on 127.0.0.1, a fresh SQLite store) and the
// page examples/web as its client, in Debian's chromium driven by
// playwright-core (never its own browser download), as make check-web
// does.  Each seat's link is opened in a browser context of its own; the
// contexts play whole games by clicking the move buttons of their own
// page, and every WebSocket frame each context receives is checked: it is
// its own seat's view (no other seat's hand), its log, its moves only when
// it decides, and no other seat's token.
//
//   CHROMIUM=/usr/bin/chromium SERVER_PYTHON=/usr/bin/python3 node --test bindings/js/server-test/
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, existsSync, rmSync } from "node:fs";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { fileURLToPath } from "node:url";
import { chromium } from "playwright-core";
import * as weimar from "../weimar.js";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const CLICK_CAP = 3000;
const SPECTATOR = -4;

let server;
let base;
let browser;
let dir;

async function startServer() {
  dir = mkdtempSync(join(tmpdir(), "weimar-server-test-"));
  const portFile = join(dir, "port");
  server = spawn(process.env.SERVER_PYTHON || "/usr/bin/python3",
    ["-m", "weimar.server", "--port", "0", "--port-file", portFile, "--db", join(dir, "games.sqlite"), "--web-root", ROOT,
      "--allow-seed", "--http-rate", "1000"],
    {
      env: { ...process.env, PYTHONPATH: join(ROOT, "bindings/python"), WEIMAR_LIBRARY: join(ROOT, "lib/libweimar.so.1"), PYTHONDONTWRITEBYTECODE: "1" },
      stdio: ["ignore", "inherit", "inherit"],
    });
  for (let i = 0; i < 200 && !existsSync(portFile); i++) await new Promise((r) => setTimeout(r, 50));
  assert.ok(existsSync(portFile), "the server did not start");
  return `http://127.0.0.1:${readFileSync(portFile, "utf8").trim()}`;
}

before(async () => {
  base = await startServer();
  browser = await chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"],
  });
});

after(async () => {
  await browser?.close();
  server?.kill("SIGTERM");
  if (dir) rmSync(dir, { recursive: true, force: true });
});

function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6D2B79F5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function createGame(body) {
  const res = await fetch(`${base}/api/games`, { method: "POST", body: JSON.stringify(body) });
  assert.equal(res.status, 201, await res.clone().text());
  return res.json();
}

async function api(path, token, body) {
  const res = await fetch(`${base}${path}`, {
    method: body ? "POST" : "GET",
    headers: { Authorization: `Bearer ${token}` },
    body: body ? JSON.stringify(body) : undefined,
  });
  return { status: res.status, body: await res.json() };
}

// The per-seat list of the view where hands are: Siege's ideologies,
// the Republic's factions.
const members = (view) => view.ideologies ?? view.factions ?? [];
const SECRET_KEYS = ["hand", "reserve"];

// Opens `url` in a context of its own; every frame it receives is
// checked against `seat` and kept.
async function openSeat(url, seat, otherTokens, frames) {
  const context = await browser.newContext({ viewport: { width: 1300, height: 900 } });
  const page = await context.newPage();
  page.on("pageerror", (e) => frames.errors.push(String(e)));
  page.on("websocket", (ws) => ws.on("framereceived", ({ payload }) => {
    const text = String(payload);
    for (const t of otherTokens) if (text.includes(t)) frames.errors.push(`seat ${seat} received another seat's token`);
    const msg = JSON.parse(text);
    frames.count++;
    if (msg.type !== "state") return;
    if (msg.seat !== seat) frames.errors.push(`seat ${seat} received the state of seat ${msg.seat}`);
    if (msg.view.viewer !== seat) frames.errors.push(`seat ${seat} received a view for viewer ${msg.view.viewer}`);
    // Another seat's hand or Reserve: only where the rules show it to
    // this seat (Siege's N1 inspects Democracy's hand, §N1); replay()
    // checks each of these views against the library's own.
    members(msg.view).forEach((m, i) => {
      if (i === seat) return;
      for (const k of SECRET_KEYS) if (k in m) frames.peeks.push({ n: msg.n, who: m.name, k });
    });
    if (msg.moves.length && msg.to_move !== seat) frames.errors.push(`seat ${seat} received moves while ${msg.to_move} decides`);
    frames.states.push(msg);
  }));
  await page.goto(url);
  return { context, page };
}

const pageState = (page) => page.evaluate(() => [document.body.dataset.state, Number(document.body.dataset.n ?? -1)]);

// Plays to the end: whichever page shows "human" (its seat decides)
// clicks one of its visible move buttons; then waits for its page to
// show the next move count.
async function playToEnd(pages, seed) {
  const rand = rng(seed);
  let clicks = 0;
  for (;;) {
    const states = await Promise.all(pages.map(pageState));
    if (states.every(([s]) => s === "over")) break;
    const i = states.findIndex(([s]) => s === "human");
    if (i < 0) {
      await new Promise((r) => setTimeout(r, 10));
      continue;
    }
    assert.ok(++clicks <= CLICK_CAP, `no end after ${CLICK_CAP} moves`);
    const n = states[i][1];
    const r = rand();
    const count = await pages[i].evaluate((x) => {
      const b = [...document.querySelectorAll("#moves li:not([hidden]) button")];
      if (b.length) b[Math.floor(x * b.length)].click();
      return b.length;
    }, r);
    assert.ok(count > 0, "a seat to move has no move button");
    await pages[i].waitForFunction((n0) => Number(document.body.dataset.n) !== n0 || document.body.dataset.netError, n);
    const err = await pages[i].evaluate(() => document.body.dataset.netError);
    assert.equal(err, undefined, `the server refused a move clicked on the page: ${err}`);
  }
  return clicks;
}

// A move through a WebSocket of its own, opened in `page` (that seat's
// context); resolves with the server's answer.
function wsMove(page, token, move, n) {
  return page.evaluate(([tok, mv, n0]) => new Promise((resolve) => {
    const ws = new WebSocket(`ws://${location.host}/ws`);
    ws.onopen = () => ws.send(JSON.stringify({ type: "hello", token: tok }));
    ws.onmessage = (ev) => {
      const m = JSON.parse(ev.data);
      if (m.type === "state") ws.send(JSON.stringify({ type: "move", move: mv, n: n0 ?? m.n, ref: 1 }));
      if (m.type === "error" || m.type === "ack") { ws.close(); resolve(m); }
    };
  }), [token, move, n]);
}

// Every state a context received, checked against the library itself
// (the WebAssembly build, here in Node): the game replayed from its
// options and the finished game's history, and at each state's move
// count the view of that state's seat must be exactly the one received.
// So a seat saw another's hand only where the library's view for that
// seat shows it (the rules' own peeks, e.g. Siege's card N1).
// The .wasm leaves Friedrich Ebert's and Democracy under Siege's texts out
// (WM_EBERT_NO_TEXTS, WM_SIEGE_NO_TEXTS); the page, and so this replay,
// plays those titles with the built-in content's texts as a pack
// (examples/web/*-content.json, make web-content), so the views carry the
// texts the server's native library sends.
const TEXT_PACKS = new Map([
  [weimar.FRIEDRICH_EBERT, "examples/web/ebert-content.json"],
  [weimar.DEMOCRACY_UNDER_SIEGE, "examples/web/siege-content.json"],
]);

async function replay(frames, title, options, save) {
  const done = weimar.Game.load(new Uint8Array(save));
  const hist = done.history();
  done.free();
  const packFile = TEXT_PACKS.get(title);
  const content = packFile ? new weimar.Content(readFileSync(join(ROOT, packFile), "utf8")) : null;
  const g = new weimar.Game(title, content ? { ...options, content } : options);
  const byN = new Map();
  for (const f of frames) for (const st of f.states) {
    if (!byN.has(st.n)) byN.set(st.n, []);
    byN.get(st.n).push(st);
  }
  let checked = 0;
  for (let n = 0; n <= hist.length; n++) {
    for (const st of byN.get(n) ?? []) {
      assert.deepEqual(st.view, g.view(st.seat), `the view sent to seat ${st.seat} at move ${n} is not the library's`);
      const own = g.toMove === st.seat && !g.isOver;
      assert.equal(st.moves.length, own ? g.legalMoves().length : 0, `moves sent to seat ${st.seat} at move ${n}`);
      checked++;
    }
    if (n < hist.length) g.apply(hist[n]);
  }
  g.free();
  content?.free();
  return checked;
}

async function checkFinished(pages, frames, game, title) {
  for (const [i, p] of pages.entries()) {
    const outcome = await p.textContent("#outcome");
    assert.match(outcome, /Game over/, `page ${i}`);
    assert.ok((await p.locator("#log li").count()) > 10, `page ${i} shows the log`);
    await p.screenshot({ path: join(ROOT, "build-wasm", `server-${title}-${i}.png`) }).catch(() => {});
  }
  for (const f of frames) {
    assert.deepEqual(f.errors, [], f.errors.slice(0, 5).join("\n"));
    assert.ok(f.states.length > 5, "a context received states");
  }
  // Downloads: the save and the full log, once over (and not before: see the hostile tests).
  const tok = game.seats.find((s) => s.token).token;
  const res = await fetch(`${base}/api/download/save`, { headers: { Authorization: `Bearer ${tok}` } });
  assert.equal(res.status, 200);
  const save = await res.arrayBuffer();
  assert.ok(save.byteLength > 100);
  const checked = await replay(frames, game.libTitle, game.options, save);
  console.log(`${title}: ${checked} states checked against the library's views; other seats' hands shown by the rules: ${frames.map((f) => f.peeks.length).join("/")}`);
  const log = await api("/api/download/log", tok);
  assert.equal(log.status, 200);
  assert.ok(log.body.entries.length > 10);
}

test("Democracy under Siege, 3 seats in 3 contexts, to the end; no seat sees another's hand", async () => {
  const game = await createGame({ title: "siege", seats: 3, seed: 5 });
  Object.assign(game, { libTitle: weimar.DEMOCRACY_UNDER_SIEGE, options: { seats: 3, seed: 5n } });
  assert.equal(game.seats.length, 3);
  const tokens = game.seats.map((s) => s.token);
  const frames = [0, 1, 2].map(() => ({ errors: [], states: [], peeks: [], count: 0 }));
  const seats = [];
  for (const s of game.seats) seats.push(await openSeat(s.url, s.seat, tokens.filter((t) => t !== s.token), frames[s.seat]));
  const pages = seats.map((s) => s.page);
  for (const p of pages) await p.waitForFunction(() => ["human", "bots", "over"].includes(document.body.dataset.state));
  // Every page says who is to move.
  const v0 = await api("/api/view", tokens[0]);
  const mover = v0.body.to_move;
  const other = (mover + 1) % 3;
  for (const p of pages) assert.match(await p.textContent("#net"), new RegExp(mover === (await p.evaluate(() => Number(document.body.dataset.seat))) ? "your move" : `${v0.body.to_move_name} to move`));

  // Another seat's token: the mover's legal move sent with another
  // seat's token (from that seat's own context) is refused; nothing changes.
  const legal = (await api("/api/moves", tokens[mover])).body.moves[0].id;
  const refused = await wsMove(pages[other], tokens[other], legal);
  assert.equal(refused.code, "not_your_turn");
  const http = await api("/api/move", tokens[other], { move: legal, n: 0 });
  assert.equal(http.status, 409);
  // An illegal move from the mover's own context: refused, nothing changes.
  const illegal = await wsMove(pages[mover], tokens[mover], 999999);
  assert.equal(illegal.code, "illegal");
  const after = await api("/api/view", tokens[mover]);
  assert.equal(after.body.n, v0.body.n);
  assert.deepEqual(after.body.view, (await api("/api/view", tokens[mover])).body.view);
  assert.deepEqual((await api("/api/view", tokens[0])).body.view, v0.body.view);

  const clicks = await playToEnd(pages, 36);
  console.log(`siege: ${clicks} moves clicked in 3 contexts; frames ${frames.map((f) => f.count).join("/")}`);
  await checkFinished(pages, frames, game, "siege");
  for (const s of seats) await s.context.close();
});

test("The Weimar Republic, 2 people and 2 Non-player factions, and a spectator, to the end", async () => {
  const game = await createGame({ title: "republic", seed: 3, players: ["human", "human", "np", "np"] });
  Object.assign(game, { libTitle: weimar.WEIMAR_REPUBLIC, options: { seed: 3n, bots: 0b1100 } });
  const people = game.seats.filter((s) => s.player === "human");
  assert.equal(people.length, 2);
  assert.ok(game.seats.slice(2).every((s) => s.player === "np" && !s.token), "a Non-player seat has no link");
  const tokens = [...people.map((s) => s.token), game.spectator.token];
  const frames = [0, 1, 2].map(() => ({ errors: [], states: [], peeks: [], count: 0 }));
  const seats = [];
  for (const [i, s] of people.entries()) seats.push(await openSeat(s.url, s.seat, tokens.filter((t) => t !== s.token), frames[i]));
  seats.push(await openSeat(game.spectator.url, SPECTATOR, tokens.slice(0, 2), frames[2]));
  const pages = seats.map((s) => s.page);
  for (const p of pages) await p.waitForFunction(() => ["human", "bots", "over"].includes(document.body.dataset.state));
  // The spectator's link cannot move.
  const mover = (await api("/api/view", people[0].token)).body;
  const legal = (await api("/api/moves", people[mover.to_move].token)).body.moves[0].id;
  const spect = await wsMove(pages[2], game.spectator.token, legal);
  assert.equal(spect.code, "not_a_seat");
  assert.equal((await api("/api/view", people[0].token)).body.n, mover.n);

  const clicks = await playToEnd(pages, 7);
  console.log(`republic: ${clicks} moves clicked; frames ${frames.map((f) => f.count).join("/")}`);
  // The spectator never had moves or a hand; the people saw no other hand.
  assert.ok(frames[2].states.every((s) => s.moves.length === 0 && members(s.view).every((m) => !("hand" in m))));
  assert.deepEqual(frames.map((f) => f.peeks.length), [0, 0, 0]);
  await checkFinished(pages, frames, game, "republic");
  for (const s of seats) await s.context.close();
});
