// examples/web: play any libweimar title in the browser.  Static files
// only: serve the repository's root with any static file server and open
// /examples/web/.  Everything on the board comes from the library's JSON
// view of the seat whose decision it is (never another seat's), the log
// from wm_log_new for that seat, the moves from wm_legal_moves with their
// names; the other seats are the search (wm_search_move, in a Web Worker
// when it takes long: search-worker.js), the Republic's Non-player rules,
// wm_bot_move or random moves, each named for what it plays.
import * as weimar from "../../bindings/js/weimar.js";
import * as boards from "./boards.js";
import * as net from "./net.js"; // the page as a seat of the play-by-web server (#play=TOKEN)

const wasmReadyMs = performance.now(); // the module and its .wasm are loaded here
const $ = (id) => document.getElementById(id);
const esc = (v) => String(v ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const SAVE_EXT = ".wmsave";

const state = {
  game: null,
  kinds: [],          // per seat: "human", "bot" (wm_bot_move), "np" (the Republic's Non-player, §8), "search", "model" or "random"
  budget: 200,        // ISMCTS iterations per "search" move (the Republic: REPUBLIC_SEARCH by default)
  only: null,         // a click on the board that names several moves: those move ids (the list shows only them)
  cards: new Map(),   // Democracy under Siege: card code -> the content pack's card (names and texts)
  rand: 1,            // the page's generator for "random" seats
  lastView: null,     // the view the board on screen was drawn from
  chance: "bot",      // who rolls with external dice: "bot" (the page) or "human"
  shown: null,        // hot seat: the human seat whose view is on screen
  undo: [],           // saves before each human decision: {bytes, shown}
  timer: 0,
  log: { viewer: null, count: -1 },
  busy: false,
  content: null,      // the content pack chosen in the set-up form (weimar.Content), or null
  gameContent: null,  // the pack the game on screen plays (its undo saves load with it)
  net: null,          // a server link's seat (net.js): moves, undo and save go to the server
  zoom: new Set(),    // the boards (their SVG class) shown zoomed in on a narrow screen
  openCards: new Set(), // the hand panel's cards whose text is open ("title:token")
  ticket: 0,          // bumped whenever the game on screen changes hands: a late search answer is dropped
  thinking: null,     // the search seat whose move the worker is computing, or null
  drawnAt: 0,         // when render() last finished drawing the page (performance.now())
  playoutMs: new Map(), // title -> the search's measured ms per playout (a running mean), to pick where it runs
};

// Friedrich Ebert's letter, resolution card and milestone texts: the .wasm
// leaves them out (its size budget), so the page plays Ebert with the
// built-in content's canonical text as a content pack, ebert-content.json
// (make web-content writes it; issue 33).  Without it (a failed fetch) the
// letters show "(text unpublished)".
let ebertPack = null;
const ebertReady = fetch(new URL("./ebert-content.json", import.meta.url))
  .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))))
  .then((t) => { ebertPack = new weimar.Content(t); })
  .catch((e) => console.warn(`Friedrich Ebert's texts: ebert-content.json: ${e.message}`));
// The learned evaluations shipped for The March of Progress and Democracy
// under Siege (models/TITLE.wmml, doc/ai.md), fetched as static files: a
// seat menu offers "learned model" for a title once its model has loaded
// (wm_search_move_with, the search budget's iterations a move).
const models = new Map(); // title -> weimar.Model
const MODEL_FILES = new Map([[weimar.MARCH_OF_PROGRESS, "march"], [weimar.DEMOCRACY_UNDER_SIEGE, "siege"]]);
const modelReady = new Map([...MODEL_FILES].map(([title, key]) => [title,
  fetch(new URL(`../../models/${key}.wmml`, import.meta.url))
    .then((r) => (r.ok ? r.arrayBuffer() : Promise.reject(new Error(`HTTP ${r.status}`))))
    .then((b) => { models.set(title, new weimar.Model(b)); })
    .catch((e) => console.warn(`the ${key} model: models/${key}.wmml: ${e.message}`))]));

// Democracy under Siege's 110 card texts (ours: doc/siege-content.md,
// methods 15 and 16) are left out of the .wasm the same way
// (WM_SIEGE_NO_TEXTS): the page plays Siege with siege-content.json, the
// built-in content with its texts as a content pack (make web-content).
// Without it the cards show their names and facts only.
let siegePack = null;
const siegeReady = fetch(new URL("./siege-content.json", import.meta.url))
  .then((r) => (r.ok ? r.text() : Promise.reject(new Error(`HTTP ${r.status}`))))
  .then((t) => { siegePack = new weimar.Content(t); })
  .catch((e) => console.warn(`Democracy under Siege's texts: siege-content.json: ${e.message}`));
const textsReady = Promise.all([ebertReady, siegeReady]);
// The texts' pack of a title (Ebert's, Siege's), or null.
const textPack = (title) => (title === weimar.FRIEDRICH_EBERT ? ebertPack : title === weimar.DEMOCRACY_UNDER_SIEGE ? siegePack : null);

// The pack a new game of `title` plays: the chosen one, else its texts' pack.
const packFor = (title) => state.content ?? textPack(title);

// ---------------------------------------------------------------------------
// The set-up form
// ---------------------------------------------------------------------------

function option(value, text, selected = false) {
  const o = document.createElement("option");
  o.value = String(value);
  o.textContent = text;
  o.selected = selected;
  return o;
}

function probe(title, opts) {
  try {
    const g = new weimar.Game(title, opts);
    return g;
  } catch (e) {
    if (e instanceof weimar.InvalidArgumentError) return null;
    throw e;
  }
}

const setupTitle = () => Number($("title").value);
const setupScenario = () => Number($("scenario").value);
const setupSeats = () => Number($("seats").value);

function setupFlags() {
  let flags = 0;
  for (const input of $("flags").querySelectorAll("input:checked")) flags |= Number(input.value);
  return flags >>> 0;
}

function fillTitles() {
  const sel = $("title");
  sel.replaceChildren(...weimar.titles().map((t, i) => option(t.id, t.name, i === 0)));
  fillScenarios();
}

function fillScenarios() {
  const title = setupTitle();
  $("scenario").replaceChildren(...weimar.scenarios(title).map((s, i) => option(s.id, `${s.id}. ${s.name}`, i === 0)));
  fillSeats();
  fillFlags();
}

function fillSeats() {
  // Seat counts the scenario accepts (Friedrich Ebert: 1-4 people).
  const title = setupTitle();
  const scenario = setupScenario();
  const counts = [];
  for (let n = 1; n <= 8; n++) {
    const g = probe(title, { scenario, seats: n });
    if (g) {
      counts.push(n);
      g.free();
    }
  }
  const sel = $("seats");
  sel.replaceChildren(option(0, "default", true), ...counts.map((n) => option(n, String(n))));
  $("seats-label").hidden = counts.length <= 1;
  fillPlayers();
}

function fillFlags() {
  const title = setupTitle();
  const box = $("flags");
  box.replaceChildren(box.querySelector("legend") ?? document.createElement("legend"));
  const groups = new Map();
  for (const f of weimar.FLAGS) {
    if (f.title !== 0 && f.title !== title) continue;
    const single = f.value === f.mask;
    const label = document.createElement("label");
    const input = document.createElement("input");
    input.value = String(f.value);
    if (single) {
      input.type = "checkbox";
      input.name = `flag-${f.name}`;
    } else {
      input.type = "radio";
      input.name = `flags-${f.mask}`;
      if (!groups.has(f.mask)) {
        groups.set(f.mask, true);
        input.checked = true;
      }
    }
    input.addEventListener("change", fillPlayers);
    label.append(input, ` ${f.name}`);
    label.title = f.help;
    box.append(label);
  }
}

// The Weimar Republic's search: the measured configuration of doc/ai.md
// ("The Weimar Republic: Non-player rollouts and an evaluation"), 3000
// playouts a move.
const REPUBLIC_SEARCH = 3000;
const DEFAULT_SEARCH = 200; // the other titles (the budget field's start when the title changes)

function fillPlayers() {
  const title = setupTitle();
  const g = probe(title, { scenario: setupScenario(), seats: setupSeats(), flags: setupFlags() });
  const box = $("players");
  box.replaceChildren(box.querySelector("legend"));
  if (!g) return;
  const names = g.seatNames();
  g.free();
  const np = title === weimar.WEIMAR_REPUBLIC;
  names.forEach((name, seat) => box.append(playerSelect(`seat-${seat}`, name, seat === 0 ? "human" : defaultKind(title), title, false,
    models.has(title))));
  if (!models.has(title) && modelReady.has(title)) // offered once the model file has loaded
    modelReady.get(title).then(() => {
      if (!models.has(title) || setupTitle() !== title) return;
      for (const sel of box.querySelectorAll("select[id^=seat-]"))
        if (sel.id !== "seat-chance" && !sel.querySelector("option[value=model]")) sel.append(option("model", "learned model (search with it)"));
    });
  if (setupFlags() & weimar.OPT_EXTERNAL_DICE) box.append(playerSelect("seat-chance", "Dice (chance)", "bot", title, true));
  const budget = document.createElement("label");
  budget.id = "budget-label";
  budget.append("Search budget (playouts a move) ");
  const input = document.createElement("input");
  const value = np ? REPUBLIC_SEARCH : DEFAULT_SEARCH;
  Object.assign(input, { id: "budget", type: "number", min: "10", max: "20000", step: "10", value: String(value) });
  budget.append(input);
  box.append(budget);
  const sync = () => { budget.hidden = ![...box.querySelectorAll("select")].some((s) => s.value === "search" || s.value === "model"); };
  box.addEventListener("change", sync);
  sync();
}

// The opponent a new game's other seats get (issue 37): the search, as at
// the terminal; in The Weimar Republic the rulebook's own Non-player
// factions (§8), which play a move at once where the Republic's search
// takes 0.5-7 s a move.
const defaultKind = (title) => (title === weimar.WEIMAR_REPUBLIC ? "np" : "search");

// A seat's player, each choice named for what it plays (issue 37: "the
// bot" of March and Siege was random moves without saying so): a person;
// the ISMCTS search (wm_search_move, in a Web Worker); the Weimar
// Republic's Non-player rules (§8, wm_options.bots); wm_bot_move where it
// is more than random (Friedrich Ebert's assistant; the Republic's random
// Actions with the §8.6 answers to questions); random legal moves.
// The search with a learned evaluation where a model has loaded (March,
// Siege: models/*.wmml).  Chance: the page or a person.
function playerSelect(id, name, kind, title, chance = false, model = false) {
  const label = document.createElement("label");
  const sel = document.createElement("select");
  sel.id = id;
  const opts = [["human", "a person"]];
  if (chance) opts.push(["bot", "the page (random, by the odds)"]);
  else {
    if (title === weimar.WEIMAR_REPUBLIC) opts.push(["np", "Non-player (rules, §8)"]);
    opts.push(["search", title === weimar.WEIMAR_REPUBLIC ? "search (ISMCTS, Non-player rollouts)" : "search (ISMCTS)"]);
    if (title === weimar.FRIEDRICH_EBERT) opts.push(["bot", "assistant (one-step look-ahead)"]);
    if (title === weimar.WEIMAR_REPUBLIC) opts.push(["bot", "random moves (§8.6 answers to questions)"]);
    else opts.push(["random", "random moves"]);
    if (model) opts.push(["model", "learned model (search with it)"]);
  }
  sel.append(...opts.map(([value, text]) => option(value, text, value === kind)));
  label.append(`${name}: `, sel);
  return label;
}

function readKinds(seatCount) {
  return Array.from({ length: seatCount }, (_, s) => $(`seat-${s}`)?.value ?? (s === 0 ? "human" : "bot"));
}

// ---------------------------------------------------------------------------
// Playing
// ---------------------------------------------------------------------------

function kindOf(seat) {
  if (seat === weimar.CHANCE) return state.chance === "human" ? "human" : "bot";
  return state.kinds[seat] ?? "bot";
}
const isAuto = (seat) => kindOf(seat) !== "human";

// The move of a seat the page plays.
function autoMove(g) {
  const kind = kindOf(g.toMove);
  if (kind === "search" && g.toMove >= 0) {
    const t0 = performance.now();
    const move = g.searchMove(state.budget, BigInt(g.history().length + 1));
    measured(g.title, performance.now() - t0);
    return move;
  }
  if (kind === "model" && g.toMove >= 0 && models.has(g.title))
    return g.searchMove(state.budget, BigInt(g.history().length + 1), models.get(g.title));
  if (kind === "random" && g.toMove >= 0) {
    const moves = g.legalMoves();
    state.rand = (Math.imul(state.rand, 1103515245) + 12345) >>> 0;
    return moves[(state.rand >>> 8) % moves.length];
  }
  return g.botMove();
}

// A game the worker can load (a game made without its history cannot be
// saved): else its search runs on the page.
function canSave(g) {
  if (g.__canSave === undefined) {
    try { g.save(); g.__canSave = true; } catch { g.__canSave = false; }
  }
  return g.__canSave;
}

const humans = () => state.kinds.flatMap((k, s) => (k === "human" ? [s] : []));

function startGame(game, kinds, chance = "bot") {
  stopBots();
  state.game?.free();
  state.game = game;
  state.kinds = nonPlayerKinds(game, kinds);
  state.chance = chance;
  state.undo = [];
  state.shown = humans().length === 1 ? humans()[0] : null;
  state.only = null;
  state.rand = 1;
  state.openCards.clear();
  loadCards(game);
  state.log = { viewer: null, count: -1 };
  $("log").replaceChildren();
  $("setup").hidden = true;
  $("loading").hidden = true;
  $("game").hidden = false;
  advance();
}

// Democracy under Siege: the cards' names and texts (the game's content
// pack, else the built-in cards), for the hands and the hover texts.
function loadCards(game) {
  state.cards = new Map();
  if (game.title !== weimar.DEMOCRACY_UNDER_SIEGE) return;
  try {
    const pack = JSON.parse(state.gameContent ? state.gameContent.text() : weimar.Content.builtin(game.title));
    for (const c of [...(pack.cards ?? []), ...(pack.wars ?? [])]) if (c.code) state.cards.set(c.code, c);
  } catch (e) {
    console.warn(`no card texts: ${e.message}`);
  }
}

// A loaded game keeps its Non-player factions (§8): those seats are the
// library's whatever the form says.
function nonPlayerKinds(game, kinds) {
  if (game.title !== weimar.WEIMAR_REPUBLIC) return kinds;
  const v = game.view(weimar.SPECTATOR);
  const names = (v.factions ?? []).map((f) => f.name);
  const out = [...kinds];
  for (const n of v.non_player ?? []) {
    const i = names.indexOf(n.faction);
    if (i >= 0) out[i] = "np";
  }
  return out.map((k, i) => (k === "np" && !(v.non_player ?? []).some((n) => n.faction === names[i]) ? "bot" : k));
}

function stopBots() {
  clearTimeout(state.timer);
  state.timer = 0;
  state.ticket++;
  if (state.thinking !== null) searcher.cancel();
  state.thinking = null;
}

// -- the search seats in a Web Worker (issue 37) --------------------------------
// examples/web/search-worker.js loads its own copy of the library; the page
// sends the game's save, the budget and the seed and gets the move back,
// so that a search of seconds never blocks the page.  Where no worker can
// run (or it failed to load), the search runs here as before.
const searcher = (() => {
  let worker = null;
  let broken = typeof Worker !== "function";
  let next = 1;
  const pending = new Map(); // request id -> {resolve, reject}
  const packText = new WeakMap(); // weimar.Content -> its text (sent once per request; the worker keeps the pack)
  const fail = (why) => {
    broken = true;
    console.warn(`the search runs on the page: ${why}`);
    for (const p of pending.values()) p.reject(new Error(why));
    pending.clear();
    worker?.terminate();
    worker = null;
  };
  const start = () => {
    worker = new Worker(new URL("./search-worker.js", import.meta.url), { type: "module" });
    worker.onmessage = (ev) => {
      const d = ev.data;
      if (d.ready === false) { fail(d.error); return; }
      if (d.id === undefined) return;
      const p = pending.get(d.id);
      pending.delete(d.id);
      if (!p) return;
      if (d.error !== undefined) p.reject(new Error(d.error)); else p.resolve(d);
    };
    worker.onerror = (ev) => { ev.preventDefault?.(); fail(ev.message || "the worker did not load"); };
  };
  return {
    get usable() { return !broken; },
    search(game, pack, budget, seed) {
      if (!worker) start();
      let text = null;
      if (pack) {
        text = packText.get(pack);
        if (text === undefined) { text = pack.text(); packText.set(pack, text); }
      }
      const id = next++;
      const save = game.save();
      return new Promise((resolve, reject) => {
        pending.set(id, { resolve, reject });
        worker.postMessage({ id, save, pack: pack ? { key: pack.hash.toString(16), text } : null, budget, seed });
      });
    },
    // A search nobody waits for any more (undo, a new game): the worker is
    // stopped rather than left computing; the next search starts another.
    cancel() {
      if (pending.size === 0) return;
      pending.clear();
      worker?.terminate();
      worker = null;
    },
  };
})();

// Where a search seat's move is computed: in the worker when it would take
// more than SEARCH_ON_PAGE_MS by the measured cost of a playout (and always
// in The Weimar Republic, 0.5-7 s a move), else on the page like the other
// instant bots (a March search of 200 playouts takes about a millisecond;
// the worker's round trip would cost more than the search).
const SEARCH_ON_PAGE_MS = 15;
const PLAYOUT_MS_PRIOR = 0.1;

function searchInWorker(g) {
  if (!searcher.usable || !canSave(g)) return false;
  if (g.title === weimar.WEIMAR_REPUBLIC) return true;
  return state.budget * (state.playoutMs.get(g.title) ?? PLAYOUT_MS_PRIOR) > SEARCH_ON_PAGE_MS;
}

function measured(title, ms) {
  const per = ms / Math.max(1, state.budget);
  const was = state.playoutMs.get(title);
  state.playoutMs.set(title, was === undefined ? per : 0.7 * was + 0.3 * per);
}

// A search seat's move, computed in the worker: the page shows
// "thinking…" and stays responsive; the answer is applied only if the game
// is still the one it was asked for (no undo, no new game meanwhile).
function think(g) {
  const ticket = state.ticket;
  const seat = g.toMove;
  const seed = BigInt(g.history().length + 1);
  state.thinking = seat;
  const t0 = performance.now();
  // a run of search moves redraws the board every 100 ms at most; in
  // between only the status line says who thinks
  if (t0 - state.drawnAt > 100) render();
  else showThinking(g);
  searcher.search(g, state.gameContent, state.budget, seed).then((answer) => {
    if (ticket !== state.ticket || state.game !== g) return;
    state.thinking = null;
    measured(g.title, answer.ms);
    document.body.dataset.searchMs = String(Math.round(performance.now() - t0));
    g.apply(answer.move);
    const delay = Number($("speed").value);
    if (delay > 0) {
      render();
      state.timer = setTimeout(advance, delay);
    } else advance();
  }, (e) => {
    if (ticket !== state.ticket || state.game !== g) return;
    state.thinking = null;
    console.warn(`the worker's search failed (${e.message}); this game searches on the page`);
    g.__canSave = false; // not asked of the worker again (advance would loop)
    advance();
  });
}

// Plays the bots' (and the page's dice) moves until a person decides or
// the game ends, then draws.  Instant bots yield to the browser every few
// milliseconds so that the page stays responsive; a search seat's move is
// computed in the worker (think).
function advance() {
  stopBots();
  if (state.net) { render(); return; } // the server plays its seats
  const g = state.game;
  const delay = Number($("speed").value);
  const start = performance.now();
  while (!g.isOver && isAuto(g.toMove)) {
    if (kindOf(g.toMove) === "search" && g.toMove >= 0 && searchInWorker(g)) {
      think(g);
      return;
    }
    g.apply(autoMove(g));
    if (delay > 0) {
      render();
      state.timer = setTimeout(advance, delay);
      return;
    }
    if (performance.now() - start > 30) {
      render();
      state.timer = setTimeout(advance, 0);
      return;
    }
  }
  render();
}

// The seat whose view is drawn (or SPECTATOR / OMNISCIENT).
function viewer() {
  const g = state.game;
  const choice = $("viewas").value;
  if (choice === "spectator") return weimar.SPECTATOR;
  if (g.isOver && choice !== "seat") return weimar.OMNISCIENT;
  const hs = humans();
  if (hs.length === 0) return weimar.SPECTATOR;
  if (hs.length === 1) return hs[0];
  return state.shown ?? weimar.SPECTATOR;
}

// Hot seat: a person's decision while another person's view is on screen.
function needsCurtain() {
  const g = state.game;
  if (g.isOver || humans().length < 2) return false;
  const seat = g.toMove;
  return seat >= 0 && kindOf(seat) === "human" && seat !== state.shown;
}

function play(move) {
  const g = state.game;
  state.only = null;
  if (state.net) { state.net.play(move); return; }
  if (!g || g.isOver || kindOf(g.toMove) !== "human") return;
  state.undo.push({ bytes: g.save(), shown: state.shown });
  try {
    g.apply(move);
  } catch (e) {
    state.undo.pop();
    showError(e);
    return;
  }
  advance();
  focusMoves();
}

function undo() {
  if (state.net) { state.net.undo(); return; } // asked of every seat
  const last = state.undo.pop();
  if (!last) return;
  stopBots();
  const g = weimar.Game.load(last.bytes, state.gameContent);
  state.game.free();
  state.game = g;
  state.shown = last.shown;
  state.only = null;
  state.log = { viewer: null, count: -1 };
  render();
  focusMoves();
}

function botMoveForMe() {
  const g = state.game;
  if (state.net) return;
  if (!g.isOver && kindOf(g.toMove) === "human" && !needsCurtain()) play(g.botMove());
}

function save() {
  if (state.net) { state.net.download("save"); return; }
  const g = state.game;
  const bytes = g.save();
  const v = g.view(weimar.SPECTATOR);
  const name = `${v.title.split(/[\s:]+/).filter(Boolean).slice(0, 3).join("-").toLowerCase()}-s${v.scenario}-move${g.history().length}${SAVE_EXT}`;
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([bytes], { type: "application/octet-stream" }));
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function load(file) {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let g;
  let pack = state.content;
  await textsReady;
  try {
    try {
      g = weimar.Game.load(bytes, pack);
    } catch (e) {
      // a Friedrich Ebert or Siege game of this page plays its texts' pack
      if (pack || !(e instanceof weimar.ContentError)) throw e;
      const other = [ebertPack, siegePack].filter(Boolean);
      let loaded = null;
      for (const p of other) {
        try {
          loaded = weimar.Game.load(bytes, p);
          pack = p;
          break;
        } catch (e2) {
          if (!(e2 instanceof weimar.ContentError)) throw e2;
        }
      }
      if (!loaded) throw e;
      g = loaded;
    }
  } catch (e) {
    if (e instanceof weimar.ContentError)
      showError(e, state.content ? `${file.name} was saved with another content pack`
        : `${file.name} was saved with a content pack: choose it under "Content pack" first`);
    else
      showError(e, `${file.name} is not a libweimar save`);
    return;
  }
  state.gameContent = pack;
  // Keep the current players when the seats match, else this seat plays.
  const same = state.game && state.game.title === g.title && state.game.seatCount === g.seatCount;
  const kinds = same ? state.kinds : readKinds(g.seatCount);
  startGame(g, kinds.length === g.seatCount ? kinds : Array.from({ length: g.seatCount }, (_, s) => (s === 0 ? "human" : "bot")));
}

function showError(e, text) {
  const msg = text ? `${text} (${e.message})` : e.message;
  const where = $("game").hidden ? $("loading") : $("prompt");
  where.textContent = msg;
  where.hidden = false;
  console.warn(msg);
}

// ---------------------------------------------------------------------------
// Drawing
// ---------------------------------------------------------------------------

// The status line and the page's state while a search seat thinks, without
// redrawing the board.
function showThinking(g) {
  document.body.dataset.state = "thinking";
  $("prompt").textContent = `${g.seatName(g.toMove)} (search) is thinking… ${g.prompt}`;
  $("prompt").classList.add("thinking");
  // no move of a person is on offer meanwhile
  $("moves").replaceChildren();
  $("filter-label").hidden = true;
  for (const b of $("hand").querySelectorAll(".card-moves")) b.remove();
  for (const el of $("board").querySelectorAll(".playable")) el.classList.remove("playable");
}

function render() {
  const g = state.game;
  const curtain = needsCurtain();
  $("curtain").hidden = !curtain;
  $("table").hidden = curtain;
  const v = curtain ? g.view(weimar.SPECTATOR) : g.view(viewer());
  headline(v);
  document.body.dataset.state = g.isOver ? "over" : curtain ? "curtain" : kindOf(g.toMove) === "human" ? "human" : state.thinking !== null ? "thinking" : "bots";
  $("undo").disabled = state.undo.length === 0;
  $("bot").disabled = g.isOver || kindOf(g.toMove) !== "human" || curtain;
  fillViewAs();
  if (curtain) {
    const name = g.seatName(g.toMove);
    $("curtain-text").textContent = `${name} decides next. Pass the device to ${name}; the others look away.`;
    $("reveal").textContent = `I am ${name}: show my view`;
    $("prompt").textContent = `${name} to move`;
    return;
  }
  state.lastView = v;
  drawMoves(v);
  drawBoard(v);
  drawHand(v);
  drawLog(v.viewer);
  state.net?.decorate();
  state.drawnAt = performance.now();
}

function fillViewAs() {
  const sel = $("viewas");
  const g = state.game;
  const auto = g.isOver ? "everything (the game is over)"
    : humans().length > 1 ? "the seat to move" : humans().length === 1 ? g.seatName(humans()[0]) : "a spectator (all bots)";
  const want = [["auto", auto],
    ["spectator", "a spectator (public only)"]];
  if (g.isOver && humans().length === 1) want.push(["seat", g.seatName(humans()[0])]);
  const key = want.map((w) => w.join("=")).join();
  if (sel.dataset.key !== key) {
    const cur = sel.value || "auto";
    sel.replaceChildren(...want.map(([val, text]) => option(val, text, val === cur)));
    sel.dataset.key = key;
  }
}

function seatLabel(v, seat) {
  if (seat === weimar.CHANCE) return "chance";
  if (seat < 0) return "nobody";
  return v.seats[seat]?.name ?? `seat ${seat}`;
}

// Who decides now: the seat, or in Democracy under Siege's 2-seat game
// "Communism (played by Nazism)" while that seat decides for Communism.
function deciderLabel(v, seat) {
  const name = seatLabel(v, seat);
  return v.deciding && seat === v.to_move && v.deciding !== name ? `${v.deciding} (played by ${name})` : name;
}

function viewerName(v) {
  if (v.viewer === weimar.SPECTATOR) return "a spectator";
  if (v.viewer === weimar.OMNISCIENT) return "everything revealed";
  return seatLabel(v, v.viewer);
}

function headline(v) {
  const g = state.game;
  let text = `<strong>${esc(v.title)}</strong>: ${esc(v.scenario_name)}, ${esc(v.round_text)}. Seen as ${esc(viewerName(v))}.`;
  if (v.over) {
    const win = v.outcome.winners.length ? `${v.outcome.winners.join(", ")} won` : "nobody won";
    text += ` <span class="outcome" id="outcome">Game over: ${esc(win)}. ${esc(v.outcome.reason)}</span>`;
  }
  $("headline").innerHTML = text;
  if (v.over) $("prompt").textContent = "The game is over.";
  else if (kindOf(g.toMove) === "human") {
    // The Weimar Republic: the Event being resolved, text first (the
    // Article 48 question is asked before any of its instructions, §6.0)
    const ev = v.event_in_play && (v.cards ?? {})[String(v.event_in_play.card)];
    const evText = ev ? `Event #${v.event_in_play.card}${ev.name ? ` ${ev.name}` : ""}: ${ev.text ?? "(no instructions)"} | ` : "";
    $("prompt").textContent = `${evText}${deciderLabel(v, g.toMove)}: ${g.prompt}${g.isSecret ? " (secret)" : ""}`;
  }
  else if (state.net) $("prompt").textContent = state.net.waiting(v);
  else if (state.thinking !== null) $("prompt").textContent = `${seatLabel(v, g.toMove)} (search) is thinking… ${g.prompt}`;
  else $("prompt").textContent = `${seatLabel(v, g.toMove)} (${kindName(kindOf(g.toMove))}) to move: ${g.prompt}`;
  $("prompt").classList.toggle("thinking", state.thinking !== null && !v.over);
}

const kindName = (k) => ({ bot: "bot", np: "Non-player", search: "search", random: "random moves" })[k] ?? k;

function drawMoves(v) {
  const g = state.game;
  const list = $("moves");
  const mine = !g.isOver && kindOf(g.toMove) === "human";
  $("moves-title").textContent = mine ? `Moves of ${deciderLabel(v, g.toMove)}` : "Moves";
  $("filter-label").hidden = !mine;
  if (!mine) {
    list.replaceChildren();
    return;
  }
  // Each move as a person reads it (wm_move_label, issue 37: "space Köln",
  // "Event: #10 ..."); its token rides along, unseen, so the filter finds
  // both spellings (a server's list without labels shows the tokens).
  const items = g.legalMoveList().map(({ id, name, label }, i) => {
    const li = document.createElement("li");
    const b = document.createElement("button");
    b.type = "button";
    b.dataset.move = String(id);
    b.dataset.name = name;
    b.textContent = label ?? name;
    b.title = i < 9 ? `${name} (key ${i + 1})` : name;
    const token = document.createElement("span");
    token.hidden = true;
    token.textContent = ` ${name}`;
    li.append(b, token);
    return li;
  });
  list.replaceChildren(...items);
  nameCards(v);
  applyFilter();
}

// Moves that name a card by its number or code alone ("card D13", "event
// 153") also say the card's name (issue 37), and carry its text as the
// button's hover text; a name the move already says is not repeated.
function nameCards(v) {
  for (const b of $("moves").querySelectorAll("button[data-move]")) {
    const words = b.textContent.split(" ");
    for (const w of words.slice(1, 3)) {
      const c = cardInfo(v, w);
      if (!c) continue;
      if (c.name && !b.textContent.includes(c.name)) {
        const span = document.createElement("span");
        span.className = "card-name";
        span.textContent = ` (${c.name})`;
        b.append(span);
      }
      b.title = `${b.title ? `${b.title}: ` : ""}${c.label}${c.text ? `: ${c.text}` : ""}`;
      break;
    }
  }
}

// A spelling folded as wm_move_parse folds it (issue 37): "köln", "koeln"
// and "koln" all find "space Koeln"; ß is ss; spaces, hyphens and the word
// "and" ignored ("Braunschweig and Anhalt" finds "space BraunschweigAnhalt").
function foldSpelling(text) {
  return text.toLowerCase()
    .replace(/ä/g, "a").replace(/ö/g, "o").replace(/ü/g, "u").replace(/ß/g, "s")
    .replace(/ae/g, "a").replace(/oe/g, "o").replace(/ue/g, "u").replace(/ss/g, "s")
    .replace(/(\S)\s+and(?=\s|$)/g, "$1 ")
    .replace(/[\s\-'&.]+/g, "");
}

function applyFilter() {
  const raw = $("filter").value.trim().toLowerCase();
  const f = foldSpelling(raw);
  for (const li of $("moves").children) {
    const id = Number(li.firstChild?.dataset.move);
    const text = li.textContent.toLowerCase();
    const match = raw === "" || text.includes(raw) || (f !== "" && foldSpelling(text).includes(f));
    li.hidden = !match || (state.only !== null && !state.only.has(id));
  }
  $("show-all").hidden = state.only === null;
}

function visibleMoves() {
  return [...$("moves").querySelectorAll("li:not([hidden]) button")];
}

function focusMoves() {
  const first = visibleMoves()[0];
  if (first && !$("table").hidden) first.focus();
  else if (!$("curtain").hidden) $("reveal").focus();
}

function drawLog(viewerSeat) {
  const g = state.game;
  const n = g.history().length;
  const list = $("log");
  let entries;
  try {
    // since = 0 means "from the set-up on": a game without moves yet is
    // fetched whole again, so that its set-up entries are not repeated.
    if (state.log.viewer !== viewerSeat || n < state.log.count || state.log.count <= 0) {
      entries = g.log(viewerSeat).entries;
      list.replaceChildren();
    } else if (n > state.log.count) {
      entries = g.log(viewerSeat, state.log.count).entries;
    } else {
      return;
    }
  } catch (e) {
    if (e instanceof weimar.IllegalMoveError) { // a game without a log (no history)
      list.replaceChildren(Object.assign(document.createElement("li"), { textContent: "(this game keeps no log)" }));
      state.log = { viewer: viewerSeat, count: n };
      return;
    }
    throw e;
  }
  state.log = { viewer: viewerSeat, count: n };
  const frag = document.createDocumentFragment();
  for (const e of entries) {
    const li = document.createElement("li");
    li.className = `kind-${e.kind}`;
    li.dataset.kind = e.kind;
    li.textContent = e.text;
    frag.append(li);
  }
  list.append(frag);
  list.scrollTop = list.scrollHeight;
}

// -- boards, from the view's members (examples/play.c draws the same) -----------

const list = (a, sep = " ") => {
  if (!Array.isArray(a) || a.length === 0) return "&ndash;";
  return a.map((x) => (typeof x === "object" && x ? esc(x.name ?? "?") : typeof x === "number" ? `#${x}` : esc(x))).join(esc(sep));
};
const chips = (a) => (Array.isArray(a) && a.length ? `<span class="chips">${a.map((x) => `<span>${typeof x === "number" ? `#${x}` : esc(typeof x === "object" && x ? x.name : x)}</span>`).join("")}</span>` : "&ndash;");
const bar = (value, max, cls = "", colour = "") => `<span class="bar ${cls}" style="width:${Math.max(0, Math.min(value, max)) * 0.6}rem${colour ? `;background:${colour}` : ""}" aria-hidden="true"></span>`;

// A card of the view by its token (the Republic's number, Siege's code,
// March's action card): its label, name, facts and text, for the hand
// panel and the move buttons; null when the token names no card.
function cardInfo(v, token) {
  switch (v.title_id) {
    case weimar.WEIMAR_REPUBLIC: {
      if (!/^\d+$/.test(token)) return null;
      const c = (v.cards ?? {})[token];
      if (!c) return null;
      return { token, name: c.name ?? "", label: `#${token}${c.name ? ` ${c.name}` : ""}`, facts: "",
        text: c.text ?? "(no instructions)", reconstructed: c.source === "reconstructed" };
    }
    case weimar.DEMOCRACY_UNDER_SIEGE: {
      const c = state.cards.get(token);
      if (!c) return null;
      const facts = [c.type, c.pp ? `${c.pp} PP` : "", c.difficulty ? `difficulty ${c.difficulty}` : "", c.entry ? `enters turn ${c.entry}` : ""].filter(Boolean).join(", ");
      const full = boards.siegeCardText(state.cards, token);
      const colon = full.indexOf(": ");
      return { token, name: c.name ?? "", label: `${token}${c.name ? ` ${c.name}` : ""}`, facts,
        text: colon >= 0 ? full.slice(colon + 2) : "",
        reconstructed: (c.flags ?? []).includes("reconstructed") || (c.flags ?? []).includes("text-ours") };
    }
    case weimar.MARCH_OF_PROGRESS: {
      const t = MARCH_CARDS[token];
      return t ? { token, name: "", label: token, facts: "action card", text: t, reconstructed: false } : null;
    }
    default: return null;
  }
}

// The March of Progress's action cards, in our words from the rulebook's
// card list ("Action cards", and each action's section).
const MARCH_CARDS = {
  MOVE1: "Move 1 of your armies to an adjacent country (a fortified army stands up first).",
  MOVE2: "Move up to 2 of your armies, each to an adjacent country.",
  RECRUIT: "Put 1 army from your stock on your home country, if you control it and its capital is not occupied (at most 3 armies in play).",
  FORTIFY: "Lay 1 of your armies in play on its side: +1 strength in defence, until it stands up to move or attack.",
  ATTACK: "Attack in a country where both sides have armies: the higher total strength wins; equal strengths destroy both sides.",
  "ATTACK+1": "As ATTACK with +1 strength, after you discard 1 card from your hand (not SCORE).",
  STRENGTH: "Take 1 VP die off a country you control and raise your army strength by 1 (at most 6).",
  SCORE: "Score 1 VP plus the VPs of each country you control, then take all your action cards back (only with a card in your discard pile).",
};

// -- the hand beside the board (issue 37) ---------------------------------------
// The viewer's cards, each a <details>: its name on the line, its text and
// the moves that play it a tap (or Enter) away.  Friedrich Ebert has no
// hand: its panel reads the open letters and the milestone aloud.

function handGroups(v) {
  const groups = [];
  const seat = v.viewer;
  switch (v.title_id) {
    case weimar.WEIMAR_REPUBLIC:
      (v.factions ?? []).forEach((f, i) => {
        if (Array.isArray(f.hand) && (seat === i || seat === weimar.OMNISCIENT)) groups.push({ label: `Hand of ${f.name}`, cards: f.hand.map(String) });
      });
      if (v.event_in_play) groups.push({ label: "Event being played", cards: [String(v.event_in_play.card)] });
      break;
    case weimar.DEMOCRACY_UNDER_SIEGE:
      for (const I of v.ideologies ?? []) {
        if (!Array.isArray(I.hand)) continue;
        groups.push({ label: `Hand of ${I.name}`, cards: I.hand });
        if (Array.isArray(I.reserve) && I.reserve.length) groups.push({ label: `Reserve of ${I.name}`, cards: I.reserve });
      }
      break;
    case weimar.MARCH_OF_PROGRESS:
      for (const p of v.seats ?? []) {
        if ((seat === p.seat || seat === weimar.OMNISCIENT) && Array.isArray(p.hand)) groups.push({ label: `Hand of ${p.name}`, cards: p.hand });
      }
      break;
    default: break;
  }
  return groups;
}

function drawHand(v) {
  const section = $("hand-section");
  const list = $("hand");
  if (v.title_id === weimar.FRIEDRICH_EBERT) {
    const html = boards.ebTexts(v);
    section.hidden = html === "";
    $("hand-title").textContent = "Texts on the table";
    $("hand-hint").hidden = true;
    list.innerHTML = html ? `<li>${html}</li>` : "";
    return;
  }
  const groups = handGroups(v).filter((gr) => gr.cards.length);
  section.hidden = groups.length === 0;
  $("hand-title").textContent = groups.length === 1 && groups[0].label.startsWith("Hand of ") ? `Your hand (${groups[0].label.slice(8)})` : "Cards";
  $("hand-hint").hidden = false;
  const moves = myMoves();
  const frag = document.createDocumentFragment();
  for (const gr of groups) {
    if (groups.length > 1) frag.append(Object.assign(document.createElement("h3"), { textContent: gr.label }));
    for (const token of gr.cards) {
      const c = cardInfo(v, String(token)) ?? { token: String(token), name: "", label: String(token), facts: "", text: "", reconstructed: false };
      const key = `${v.title_id}:${c.token}`;
      const li = document.createElement("li");
      const d = document.createElement("details");
      d.dataset.card = c.token;
      d.dataset.key = key;
      d.open = state.openCards.has(key);
      const sum = document.createElement("summary");
      sum.append(c.label);
      if (c.facts) sum.append(" ", Object.assign(document.createElement("span"), { className: "card-facts", textContent: `(${c.facts})` }));
      const body = document.createElement("div");
      body.className = "card-body";
      const text = document.createElement("p");
      text.className = "card-text";
      text.textContent = c.text || "(no text)";
      if (c.reconstructed) text.append(" ", Object.assign(document.createElement("span"), { className: "rec-mark", textContent: "reconstructed", title: "no source gives this card's printed text: ours (shared/CONTENT.md)" }));
      body.append(text);
      const mine = moves.filter((m) => namesToken(m.name, c.token));
      if (mine.length) {
        const box = document.createElement("div");
        box.className = "card-moves";
        for (const m of mine) {
          const b = document.createElement("button");
          b.type = "button";
          b.dataset.move = String(m.id);
          b.textContent = m.name;
          box.append(b);
        }
        body.append(box);
      }
      d.append(sum, body);
      li.append(d);
      frag.append(li);
    }
  }
  list.replaceChildren(frag);
}

// -- the boards at the page's width (issue 37) ------------------------------------
// Every board's SVG is as wide as the page allows (its viewBox scaled).  A
// board whose smallest text would be under ZOOM_TEXT_PX there (the big
// maps on a phone) gets a "Zoom in" button: zoomed, it is drawn at the
// width that makes that text ZOOM_TEXT_PX, in its own box that pans.

const ZOOM_TEXT_PX = 9;
const NARROW = matchMedia("(max-width: 700px)");

function smallestText(svg) {
  let min = Infinity;
  for (const t of svg.querySelectorAll("text")) {
    const f = parseFloat(getComputedStyle(t).fontSize);
    if (f > 0 && f < min) min = f;
  }
  return min;
}

// A table of the board wider than the page (March's players, Siege's
// Ideologies on a phone) is stacked: a row per line, each cell with its
// column's name, instead of a box that scrolls sideways.
function fitTables() {
  for (const t of $("board").querySelectorAll("table")) {
    const head = t.rows[0];
    if (!head || !head.cells[0] || head.cells[0].tagName !== "TH") continue;
    if (!t.dataset.labelled) {
      const names = [...head.cells].map((c) => c.textContent.trim());
      for (const r of [...t.rows].slice(1)) [...r.cells].forEach((c, i) => { if (c.tagName === "TD" && names[i]) c.dataset.label = names[i]; });
      t.dataset.labelled = "1";
    }
    t.classList.remove("stacked");
    if (t.scrollWidth > t.clientWidth + 1) t.classList.add("stacked");
  }
}

function fitBoards() {
  fitTables();
  for (const svg of $("board").querySelectorAll("svg.board-svg")) {
    const block = svg.parentElement;
    if (!block?.classList.contains("board-block")) continue;
    const vbw = svg.viewBox.baseVal?.width;
    if (!vbw) continue;
    const key = svg.classList[1];
    block.classList.remove("zoomed");
    svg.style.width = "";
    const fitWidth = svg.getBoundingClientRect().width;
    const min = smallestText(svg);
    let bar = block.previousElementSibling?.classList.contains("zoom-bar") ? block.previousElementSibling : null;
    const need = Math.ceil((vbw * ZOOM_TEXT_PX) / min);
    if (fitWidth === 0 || !Number.isFinite(need) || fitWidth + 0.5 >= need) {
      bar?.remove();
      continue;
    }
    if (!bar) {
      bar = document.createElement("div");
      bar.className = "zoom-bar";
      bar.append(Object.assign(document.createElement("button"), { type: "button", className: "zoom" }),
        Object.assign(document.createElement("span"), { className: "zoom-note" }));
      block.before(bar);
    }
    const zoomed = state.zoom.has(key);
    bar.dataset.board = key;
    const b = bar.querySelector("button");
    b.setAttribute("aria-pressed", String(zoomed));
    b.setAttribute("aria-label", `${zoomed ? "Fit to the width" : "Zoom in"}: ${svg.getAttribute("aria-label")}`);
    b.textContent = zoomed ? "Fit to width" : "Zoom in";
    bar.querySelector(".zoom-note").textContent = zoomed ? "drag or scroll the board to pan"
      : `its text is ${((min * fitWidth) / vbw).toFixed(1)} px at this width`;
    if (zoomed) {
      block.classList.add("zoomed");
      svg.style.width = `${need}px`;
    }
  }
}

function drawBoard(v) {
  let html;
  switch (v.title_id) {
    case weimar.MARCH_OF_PROGRESS: html = boardMarch(v); break;
    case weimar.FRIEDRICH_EBERT: html = boards.boardEbert(v, { seatLabel, resultCell }); break;
    case weimar.WEIMAR_REPUBLIC: html = boards.boardRepublic(v, { OMNISCIENT: weimar.OMNISCIENT, resultCell }); break;
    case weimar.DEMOCRACY_UNDER_SIEGE: html = boards.boardSiege(v, { cards: state.cards, OMNISCIENT: weimar.OMNISCIENT, resultCell }); break;
    default: html = boardGeneric(v); break;
  }
  // a zoomed board keeps where it was panned to across the redraw
  const scroll = new Map([...$("board").querySelectorAll(".board-block.zoomed")].map((b) => [b.firstElementChild?.classList[1], [b.scrollLeft, b.scrollTop]]));
  $("board").innerHTML = html;
  fitBoards();
  for (const b of $("board").querySelectorAll(".board-block.zoomed")) {
    const at = scroll.get(b.firstElementChild?.classList[1]);
    if (at) [b.scrollLeft, b.scrollTop] = at;
  }
  markPlayable();
}

// -- clicking the board ----------------------------------------------------------
// A space, area, box or card whose token a legal move names is playable:
// a click plays the one move that names it, or narrows the move list to
// the moves that do (then a second click, on another token, picks among
// them: "influence Poland Autocracy" is Poland, then Autocracy).

function myMoves() {
  const g = state.game;
  if (!g || g.isOver || kindOf(g.toMove) !== "human" || needsCurtain()) return [];
  return g.legalMoveList();
}

// A token is one word of the move's name ("Bayern") or several in a row
// (Friedrich Ebert's letters: "bury SPD 2").
const namesToken = (name, token) => ` ${name} `.includes(` ${token} `);

function candidates(token) {
  const all = myMoves();
  const pool = state.only ? all.filter((m) => state.only.has(m.id)) : all;
  let c = pool.filter((m) => namesToken(m.name, token));
  if (c.length === 0 && state.only) c = all.filter((m) => namesToken(m.name, token));
  return c;
}

function markPlayable() {
  const moves = myMoves();
  for (const el of $("board").querySelectorAll("[data-token]")) {
    const t = el.dataset.token;
    const n = moves.filter((m) => namesToken(m.name, t)).length;
    el.classList.toggle("playable", n > 0);
    if (n > 0) el.dataset.moves = String(n);
    else delete el.dataset.moves;
  }
}

// A card chip's text (its tooltip) shown under the line it sits in, with a
// button that closes it; a second tap on the chip closes it too.
function peekCard(chip) {
  const old = $("board").querySelector(".card-peek");
  const same = old && old.dataset.card === chip.dataset.card;
  old?.remove();
  if (same || !chip.title) return;
  const box = document.createElement("div");
  box.className = "card-peek";
  box.dataset.card = chip.dataset.card;
  box.setAttribute("role", "note");
  const close = Object.assign(document.createElement("button"), { type: "button", textContent: "×", className: "card-peek-close" });
  close.setAttribute("aria-label", "close the card's text");
  close.addEventListener("click", (e) => { e.stopPropagation(); box.remove(); });
  box.append(close, Object.assign(document.createElement("span"), { textContent: chip.title }));
  const host = chip.closest("td") ?? chip.closest("p, li, div") ?? chip.parentElement;
  if (host.tagName === "TD") host.append(box); else host.after(box);
}

function clickBoard(ev) {
  const zoom = ev.target.closest(".zoom-bar button");
  if (zoom) {
    const key = zoom.parentElement.dataset.board;
    if (state.zoom.has(key)) state.zoom.delete(key); else state.zoom.add(key);
    fitBoards();
    return;
  }
  // a card no move plays now (a discard, another's played card): its text
  // below it, since a phone has no hover for the chip's tooltip
  const chip = ev.target.closest(".card[data-card]");
  if (chip && !chip.classList.contains("playable")) {
    peekCard(chip);
    return;
  }
  const el = ev.target.closest("[data-token]");
  if (!el || !el.classList.contains("playable")) return;
  const token = el.dataset.token;
  const c = candidates(token);
  if (c.length === 0) return;
  ev.preventDefault();
  if (c.length === 1) {
    play(c[0].id);
    return;
  }
  // several: a "space X" move wins when it is the only one
  const spaceMove = c.filter((m) => m.name === `space ${token}`);
  if (spaceMove.length === 1 && c.every((m) => m.name.startsWith("space ") || m.name.startsWith("play control "))) {
    play(spaceMove[0].id);
    return;
  }
  state.only = new Set(c.map((m) => m.id));
  $("filter").value = "";
  applyFilter();
  $("prompt").textContent = `${c.length} moves name ${token}: choose one in the list, or click another part of the board`;
  for (const x of $("board").querySelectorAll(".selected")) x.classList.remove("selected");
  el.classList.add("selected");
}

function resultCell(p) {
  return p.result === undefined ? "" : p.result === weimar.WIN ? "won" : p.result === weimar.DRAW ? "drew" : "lost";
}

function boardMarch(v) {
  let h = `<p>VP stock ${v.vp_stock} (removed ${v.vp_removed}, of ${v.vp_total}); initiative: ${esc(seatLabel(v, v.initiative))}`;
  if (v.propaganda !== undefined) h += `; Propaganda ${v.propaganda}, Neutral cubes ${v.neutral_cubes}`;
  h += "</p><table><caption class=\"visually-hidden\">Players</caption><tr><th>player</th><th>VP</th><th>strength / armies in stock</th><th>hand</th><th>discard</th><th>played</th>" + (v.over ? "<th>result</th>" : "") + "</tr>";
  for (const p of v.seats) {
    let hand = chips(p.hand);
    if (p.hand_hidden) hand += ` <span class="hidden-card">+ ${p.hand_hidden} hidden</span>`;
    let played = typeof p.played === "string" ? (p.played === "face down" ? `<span class="hidden-card">face down</span>` : esc(p.played)) : "&ndash;";
    if (p.second_move) played += ` + ${esc(p.second_move)}`;
    let discard = list(p.discard);
    if (p.set_aside_count) discard += `; set aside: ${p.set_aside ? list(p.set_aside) : `${p.set_aside_count} cards`}`;
    h += `<tr><th scope="row">${esc(p.name)}</th><td class="num">${p.vp}${p.adjusted_vp !== undefined ? ` (x Propaganda: ${p.adjusted_vp})` : ""} ${bar(p.vp, 30, "", boards.MARCH_COLOURS[p.seat] ?? "")}</td>` +
      `<td>${p.army_strength !== undefined ? `${p.army_strength} / ${p.armies_in_stock}` : "&ndash;"}</td><td>${hand}</td><td>${discard}</td><td>${played}</td>` +
      (v.over ? `<td>${resultCell(p)}</td>` : "") + "</tr>";
  }
  h += `</table><div class="board-block">${boards.marchCountries(v, { narrow: NARROW.matches })}</div>`;
  if (v.combat) {
    const c = v.combat;
    h += `<p>Combat: ${esc(seatLabel(v, c.attacker))} attacks ${esc(c.country)} with ${c.attacking_armies} armies (bonus ${c.attack_bonus}, defence bonus ${c.defence_bonus}${c.garrison ? ", garrison" : ""})</p>`;
  }
  return h;
}

// A title without a board of its own: its seats and scalar members.
function boardGeneric(v) {
  const skip = new Set(["title", "title_id", "viewer", "scenario", "scenario_name", "seats", "to_move", "to_move_name", "prompt", "round_text", "over", "outcome"]);
  let h = "<table><tr><th>seat</th><th>details</th></tr>";
  for (const p of v.seats) {
    const rest = Object.entries(p).filter(([k]) => !["seat", "name"].includes(k))
      .map(([k, x]) => `${esc(k)}: ${typeof x === "object" ? esc(JSON.stringify(x)) : esc(x)}`);
    h += `<tr><th scope="row">${esc(p.name)}</th><td>${rest.join("; ")}</td></tr>`;
  }
  h += "</table><dl>";
  for (const [k, x] of Object.entries(v)) {
    if (skip.has(k)) continue;
    h += `<dt>${esc(k)}</dt><dd>${typeof x === "object" ? `<code>${esc(JSON.stringify(x))}</code>` : esc(x)}</dd>`;
  }
  return h + "</dl>";
}

// ---------------------------------------------------------------------------
// Wiring
// ---------------------------------------------------------------------------

async function startFromForm(ev) {
  ev.preventDefault();
  await textsReady;
  let g;
  try {
    const seedText = $("seed").value.trim() || "0";
    if (!/^\d+$/.test(seedText)) throw new weimar.InvalidArgumentError(weimar.EINVAL, `seed ${seedText} is not a whole number`);
    const opts = { scenario: setupScenario(), seats: setupSeats(), flags: setupFlags(), seed: BigInt(seedText) };
    // Non-player seats (§8): the Weimar Republic's wm_options.bots mask
    const kinds = [...$("players").querySelectorAll("select[id^=seat-]")].filter((s) => s.id !== "seat-chance").map((s) => s.value);
    const bots = kinds.reduce((m, k, i) => (k === "np" ? m | (1 << i) : m), 0);
    if (bots) opts.bots = bots >>> 0;
    state.budget = Math.max(10, Math.min(20000, Number($("budget")?.value) || 200));
    const pack = packFor(setupTitle());
    if (pack && pack.title !== setupTitle())
      throw new weimar.InvalidArgumentError(weimar.EINVAL, `the content pack is for ${weimar.titleName(pack.title)}`);
    if (pack) opts.content = pack;
    g = new weimar.Game(setupTitle(), opts);
    state.gameContent = pack;
  } catch (e) {
    $("loading").textContent = `Cannot start this game: ${e.message}`;
    $("loading").hidden = false;
    return;
  }
  startGame(g, readKinds(g.seatCount), $("seat-chance")?.value ?? "bot");
  focusMoves();
}

// A content pack from a file: validated whole, or refused with the
// library's message (which names the card and the field).
async function chooseContent(file) {
  const text = await file.text();
  let pack;
  try {
    pack = new weimar.Content(text);
  } catch (e) {
    $("content-status").textContent = `${file.name} is refused: ${e.message}`;
    $("content-status").dataset.state = "error";
    return;
  }
  state.content = pack; // games keep their own reference: a replaced pack is never freed under them
  $("content-status").textContent = `${file.name}: ${weimar.titleName(pack.title)}, pack ${pack.hash.toString(16).padStart(16, "0")}`;
  $("content-status").dataset.state = "ok";
  $("content-clear").hidden = false;
  if (pack.title !== setupTitle()) {
    $("title").value = String(pack.title);
    fillScenarios();
  }
}

function downloadBuiltin() {
  let text;
  try {
    // Friedrich Ebert's and Siege's built-in content with their texts (the .wasm has none)
    text = textPack(setupTitle()) ? textPack(setupTitle()).text() : weimar.Content.builtin(setupTitle());
  } catch (e) {
    $("content-status").textContent = `${weimar.titleName(setupTitle())} has no content packs`;
    return;
  }
  const a = document.createElement("a");
  a.href = URL.createObjectURL(new Blob([text + "\n"], { type: "application/json" }));
  a.download = `${["", "march", "ebert", "republic", "siege"][setupTitle()]}-cards.json`;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

function init() {
  fillTitles();
  $("content").addEventListener("change", (ev) => {
    const f = ev.target.files?.[0];
    if (f) chooseContent(f);
    ev.target.value = "";
  });
  $("content-clear").addEventListener("click", () => {
    state.content = null;
    $("content-status").textContent = "Built-in cards";
    $("content-status").dataset.state = "";
    $("content-clear").hidden = true;
  });
  $("content-builtin").addEventListener("click", downloadBuiltin);
  $("title").addEventListener("change", fillScenarios);
  $("scenario").addEventListener("change", fillSeats);
  $("seats").addEventListener("change", fillPlayers);
  $("setup").addEventListener("submit", startFromForm);
  $("load").addEventListener("change", (ev) => {
    const f = ev.target.files?.[0];
    if (f) load(f);
    ev.target.value = "";
  });
  $("moves").addEventListener("click", (ev) => {
    const b = ev.target.closest("button[data-move]");
    if (b) play(Number(b.dataset.move));
  });
  $("filter").addEventListener("input", applyFilter);
  $("hand").addEventListener("click", (ev) => {
    const b = ev.target.closest("button[data-move]");
    if (b) play(Number(b.dataset.move));
  });
  // <details> toggles do not bubble: caught on the way down
  $("hand").addEventListener("toggle", (ev) => {
    const d = ev.target;
    if (!(d instanceof HTMLDetailsElement) || !d.dataset.key) return;
    if (d.open) state.openCards.add(d.dataset.key); else state.openCards.delete(d.dataset.key);
  }, true);
  // the boards follow the page's width: March's cards stack on a phone
  // (drawn anew), every board is fitted again
  NARROW.addEventListener("change", () => { if (state.game && !$("game").hidden && !$("table").hidden) render(); });
  addEventListener("resize", () => { if (state.game && !$("game").hidden) fitBoards(); });
  $("board").addEventListener("click", clickBoard);
  $("show-all").addEventListener("click", () => {
    state.only = null;
    applyFilter();
    for (const x of $("board").querySelectorAll(".selected")) x.classList.remove("selected");
  });
  $("filter").addEventListener("keydown", (ev) => {
    if (ev.key === "Enter") {
      const first = visibleMoves()[0];
      if (first) {
        ev.preventDefault();
        $("filter").value = "";
        play(Number(first.dataset.move));
      }
    }
  });
  $("undo").addEventListener("click", undo);
  $("bot").addEventListener("click", botMoveForMe);
  $("save").addEventListener("click", save);
  $("new").addEventListener("click", () => {
    stopBots();
    $("game").hidden = true;
    $("setup").hidden = false;
    // The set-up form is what is on screen now: a test (or a script)
    // waiting for the next "human" must not see the old game's state.
    document.body.dataset.state = "setup";
    $("title").focus();
  });
  $("speed").addEventListener("change", () => state.game && advance());
  $("viewas").addEventListener("change", () => state.game && render());
  $("reveal").addEventListener("click", () => {
    state.shown = state.game.toMove;
    render();
    focusMoves();
  });
  document.addEventListener("keydown", (ev) => {
    const t = ev.target;
    if (ev.ctrlKey || ev.metaKey || ev.altKey || $("game").hidden) return;
    if (t instanceof HTMLInputElement || t instanceof HTMLSelectElement || t instanceof HTMLTextAreaElement) return;
    if (ev.key === "/") { ev.preventDefault(); $("filter").focus(); }
    else if (ev.key === "u") undo();
    else if (ev.key === "b") botMoveForMe();
    else if (ev.key === "s") save();
    else if (/^[1-9]$/.test(ev.key)) {
      const b = visibleMoves()[Number(ev.key) - 1];
      if (b) play(Number(b.dataset.move));
    }
  });
  $("loading").hidden = true;
  $("setup").hidden = false;
  document.body.dataset.wasmMs = String(Math.round(wasmReadyMs));
  document.body.dataset.loadMs = String(Math.round(performance.now()));
  document.body.dataset.state = "setup";
  const token = net.link();
  if (token) state.net = net.start(token, { state, startGame, render, $ });
}

// For the browser test (bindings/js/browser-test): the view the board on
// screen is drawn from, nothing more.
globalThis.libweimarPage = Object.freeze({ get view() { return state.lastView; } });

init();
