// libweimar for JavaScript: the WebAssembly build of the library
// (`make wasm` writes dist/weimar-wasm.{mjs,wasm}) behind the same surface
// as the Python binding (bindings/python/weimar).
//
//   import { Game, MARCH_OF_PROGRESS } from "./weimar.js";
//   using g = new Game(MARCH_OF_PROGRESS, { scenario: 1, seed: 7 });
//   while (!g.isOver) g.apply(g.botMove());
//   console.log(g.outcome());
//
// The module loads the .wasm with a top-level await, so everything below
// is synchronous once `import` has resolved: in a browser from next to
// dist/weimar-wasm.mjs (fetch), under Node from the file (the emscripten
// loader is built for web and workers only; Node gets the bytes through
// wasmBinary).  Every C call that fails throws a WeimarError (a subclass
// per status) carrying the status in `.status`.

import createWeimarModule from "./dist/weimar-wasm.mjs";

const isNode = typeof process === "object" && process !== null &&
    typeof process.versions === "object" && process.versions !== null &&
    typeof process.versions.node === "string";

async function instantiate() {
  const opts = {};
  if (isNode) {
    const { readFile } = await import("node:fs/promises");
    opts.wasmBinary = await readFile(new URL("./dist/weimar-wasm.wasm", import.meta.url));
  }
  return createWeimarModule(opts);
}

const M = await instantiate();
const C = {};
for (const name of Object.keys(M)) {
  if (name.startsWith("_wm_")) C[name.slice(1)] = M[name];
}

// ---------------------------------------------------------------------------
// Constants: read from the library (wm_constants_json()), never copied here
// (issue 23, part 3).  Every title, scenario, seat and flag below comes
// from that JSON text.
// ---------------------------------------------------------------------------

function readConstants() {
  const lenp = M._malloc(4);
  try {
    C.wm_constants_json(0, 0, lenp);
    const n = M.HEAPU32[lenp >> 2];
    const buf = M._malloc(n + 1);
    try {
      if (C.wm_constants_json(buf, n + 1, lenp) !== 0) throw new Error("libweimar: wm_constants_json failed");
      return JSON.parse(M.UTF8ToString(buf));
    } finally {
      M._free(buf);
    }
  } finally {
    M._free(lenp);
  }
}

const deepFreeze = (o) => {
  if (o && typeof o === "object") {
    for (const v of Object.values(o)) deepFreeze(v);
    Object.freeze(o);
  }
  return o;
};

/** The library's constants as wm_constants_json() gives them. */
export const CONSTANTS = deepFreeze(readConstants());

// {NAME: value} of a list of {name, value}; flags as unsigned 32-bit numbers.
const table = (rows) => Object.freeze(Object.fromEntries(rows.map((r) => [r.name, r.value])));
const flagTable = (rows) => Object.freeze(Object.fromEntries(rows.map((r) => [r.name, r.value >>> 0])));
const LIMITS = table(CONSTANTS.limits);

/** The version of weimar.h the library was built from. */
export const { VERSION_MAJOR, VERSION_MINOR, VERSION_PATCH } = LIMITS;

export const Status = table(CONSTANTS.status);
export const { OK, EINVAL, EILLEGAL, ENOMEM, ECORRUPT, EVERSION, ERANGE, EOVER, ECONTENT } = Status;

export const Title = Object.freeze(Object.fromEntries(CONSTANTS.titles.map((t) => [t.key, t.id])));
export const { MARCH_OF_PROGRESS, FRIEDRICH_EBERT, WEIMAR_REPUBLIC, DEMOCRACY_UNDER_SIEGE } = Title;

export const { CHANCE, NOBODY, OMNISCIENT, SPECTATOR } = table(CONSTANTS.special_seats);
const OPTION = flagTable(CONSTANTS.options);
export const OPT_EXTERNAL_DICE = OPTION.EXTERNAL_DICE;
export const OPT_NO_HISTORY = OPTION.NO_HISTORY;
export const { OPT_TITLE_SHIFT, MOVE_NAME_MAX } = LIMITS;
export const { WIN, DRAW, LOSS } = table(CONSTANTS.results);

/**
 * Each title's own constants, by title: {id, shortName, Scenario, Seat,
 * Flag, Other} (weimar/<title>.h): `Siege.Flag.ADVANCED`,
 * `March.Scenario.POLITICS`, `Republic.Seat.KPD`.
 */
const titleConstants = (short) => {
  const t = CONSTANTS.titles.find((x) => x.short_name === short);
  return Object.freeze({
    id: t.id, shortName: t.short_name, name: t.name, Scenario: table(t.scenarios), Seat: table(t.seats),
    Flag: flagTable(t.flags), Other: flagTable(t.other),
  });
};
export const March = titleConstants("march");
export const Ebert = titleConstants("ebert");
export const Republic = titleConstants("republic");
export const Siege = titleConstants("siege");

// Title flags (weimar/march.h, weimar/ebert.h, weimar/republic.h, weimar/siege.h).
export const MARCH_AGREEMENT = March.Flag.AGREEMENT;
export const EBERT_DIFFICULTY_MASK = Ebert.Other.DIFFICULTY_MASK;
export const EBERT_MEDIUM = Ebert.Flag.MEDIUM;
export const EBERT_HARD = Ebert.Flag.HARD;
export const EBERT_PERSONAL_EXPERIENCES = Ebert.Flag.PERSONAL_EXPERIENCES;
export const EBERT_FLEXIBILITY = Ebert.Flag.FLEXIBILITY;
export const REPUBLIC_PUBLISHED_ONLY = Republic.Flag.PUBLISHED_ONLY;
export const SIEGE_ADVANCED = Siege.Flag.ADVANCED;
export const SIEGE_PP_BONUS = Siege.Flag.PP_BONUS;
export const SIEGE_PUBLISHED_ONLY = Siege.Flag.PUBLISHED_ONLY;

/**
 * The options each title accepts, for frontends: {title, name, value,
 * mask, help} (the bits `value` within the field `mask`), made from
 * CONSTANTS: a flag inside a title's DIFFICULTY_MASK is one value of that
 * field, whose 0 is "easy".
 */
export const FLAGS = Object.freeze([
  { title: 0, name: "external-dice", value: OPT_EXTERNAL_DICE, mask: OPT_EXTERNAL_DICE,
    help: "every die roll is a decision of the chance seat" },
  ...CONSTANTS.titles.flatMap((t) => {
    const mask = (t.other.find((r) => r.name === "DIFFICULTY_MASK")?.value ?? 0) >>> 0;
    const out = mask ? [{ title: t.id, name: "easy", value: 0, mask, help: "the easy game (default)" }] : [];
    for (const f of t.flags) {
      const v = f.value >>> 0;
      const inField = mask && (v & mask) === v;
      out.push({ title: t.id, name: f.name.toLowerCase().replaceAll("_", "-"), value: v,
        mask: inField ? mask : v, help: f.text ?? "" });
    }
    return out;
  }),
].map(Object.freeze));

const U32_MAX = 0xFFFFFFFF;
const U64_MAX = 0xFFFFFFFFFFFFFFFFn;
const I32_MIN = -0x80000000;
const I32_MAX = 0x7FFFFFFF;

// ---------------------------------------------------------------------------
// Memory helpers.  The heap views are read afresh each time: the memory
// may grow (ALLOW_MEMORY_GROWTH), which detaches old views.
// ---------------------------------------------------------------------------

const u8 = () => M.HEAPU8;
const u32 = () => M.HEAPU32;
const i32 = () => M.HEAP32;
const decoder = new TextDecoder("utf-8");
const encoder = new TextEncoder();

function cstr(ptr) {
  return ptr ? M.UTF8ToString(ptr) : null;
}

function malloc(n) {
  const p = M._malloc(Math.max(n, 1));
  if (!p) throw new OutOfMemoryError(ENOMEM, "out of WebAssembly memory");
  return p;
}

// One scratch block for out-parameters (pointers, lengths, move ids): the
// module is single-threaded and no call re-enters another.
const SCRATCH = malloc(16);
const OUT_PTR = SCRATCH;      // wm_game ** / wm_log **
const OUT_LEN = SCRATCH + 4;  // size_t * (32 bits in wasm32)
const OUT_MOVE = SCRATCH + 8; // wm_move *

function withCString(text, fn) {
  const bytes = encoder.encode(text);
  const p = malloc(bytes.length + 1);
  try {
    u8().set(bytes, p);
    u8()[p + bytes.length] = 0;
    return fn(p);
  } finally {
    M._free(p);
  }
}

// A C string out of a (buf, cap, len) function such as wm_to_json: ask
// for the length first, then fill a buffer of that size.
function sizedString(call, detail) {
  let st = call(0, 0);
  if (st !== OK && st !== ERANGE) check(st, detail);
  for (;;) {
    const cap = u32()[OUT_LEN >> 2] + 1;
    const buf = malloc(cap);
    try {
      st = call(buf, cap);
      if (st === ERANGE && u32()[OUT_LEN >> 2] + 1 > cap) continue;
      check(st, detail);
      const len = u32()[OUT_LEN >> 2];
      return decoder.decode(u8().subarray(buf, buf + len));
    } finally {
      M._free(buf);
    }
  }
}

// ---------------------------------------------------------------------------
// Errors
// ---------------------------------------------------------------------------

/** The library's English description of a status code. */
export function strerror(status) {
  const text = cstr(C.wm_strerror(status | 0));
  return text ?? `status ${status}`;
}

/** wm_last_error(): why the last failing library call failed ("" if none). */
export function lastError() {
  return cstr(C.wm_last_error()) ?? "";
}

/** wm_clear_error(): lastError() is "" until a call fails again. */
export function clearError() {
  C.wm_clear_error();
}

// The words of wm_last_error() that start with a place, not an argument.
const NOT_ARGUMENTS = new Set(["save", "log", "bot", "outcome", "search", "resample", "check", "playout", "out"]);

/**
 * A libweimar call failed: `.status` is the wm_status, `.detail` what was
 * being done, `.reason` the library's own sentence of why (wm_last_error(),
 * null when the binding refused the call itself) and `.argument` the
 * argument it names ("seats" for "options.seats: 5 is not 2 or 3 ...").
 */
export class WeimarError extends Error {
  constructor(status, detail, reason) {
    const message = strerror(status);
    const why = reason || message;
    super(detail ? `${detail}: ${why}` : why);
    this.name = new.target.name;
    this.status = status;
    this.detail = detail ?? null;
    this.reason = reason || null;
    const m = this.reason?.match(/^(?:options\.)?([a-z_]+)(?:\[\d+\])?(?:: | (?=is NULL))/);
    this.argument = m && !NOT_ARGUMENTS.has(m[1]) ? m[1] : null;
  }

  /** The WeimarError subclass for a status, built with that status. */
  static of(status, detail, reason) {
    const cls = ERROR_CLASSES.get(status) ?? WeimarError;
    return new cls(status, detail, reason);
  }
}
/** WM_EINVAL: a bad argument (unknown title, move id, unparsable text). */
export class InvalidArgumentError extends WeimarError {}
/** WM_EILLEGAL: the move is not legal now; the game is unchanged. */
export class IllegalMoveError extends WeimarError {}
/** WM_ENOMEM: the allocator failed. */
export class OutOfMemoryError extends WeimarError {}
/** WM_ECORRUPT: a save is truncated, damaged, foreign or invalid. */
export class CorruptSaveError extends WeimarError {}
/** WM_EVERSION: a save from a newer, incompatible format version. */
export class VersionError extends WeimarError {}
/** WM_ERANGE: a buffer was too small (the binding retries itself). */
export class BufferTooSmallError extends WeimarError {}
/** WM_EOVER: the game is over. */
export class GameOverError extends WeimarError {}
/** WM_ECONTENT: a content pack does not validate (`.detail` names the card and the field), or a save was made with another pack. */
export class ContentError extends WeimarError {}
/** A method of a Game after free(): refused before reaching C (status EINVAL). */
export class ClosedGameError extends InvalidArgumentError {
  constructor() {
    super(EINVAL, "the game is freed");
  }
}

const ERROR_CLASSES = new Map([
  [EINVAL, InvalidArgumentError], [EILLEGAL, IllegalMoveError], [ENOMEM, OutOfMemoryError],
  [ECORRUPT, CorruptSaveError], [EVERSION, VersionError], [ERANGE, BufferTooSmallError],
  [EOVER, GameOverError], [ECONTENT, ContentError],
]);

// Throws the error of a failed call with the library's reason (read at once).
function check(status, detail) {
  if (status !== OK) throw WeimarError.of(status, detail, lastError());
}

function int32(value, what) {
  if (typeof value !== "number" || !Number.isInteger(value) || value < I32_MIN || value > I32_MAX)
    throw new InvalidArgumentError(EINVAL, `${what} ${String(value)} is out of range`);
  return value;
}

function uint32(value, what) {
  if (typeof value !== "number" || !Number.isInteger(value) || value < 0 || value > U32_MAX)
    throw new InvalidArgumentError(EINVAL, `${what} ${String(value)} is out of range`);
  return value >>> 0;
}

function uint64(value, what) {
  let v;
  if (typeof value === "bigint") v = value;
  else if (typeof value === "number" && Number.isSafeInteger(value)) v = BigInt(value);
  else throw new InvalidArgumentError(EINVAL, `${what} ${String(value)} is not an integer`);
  if (v < 0n || v > U64_MAX) throw new InvalidArgumentError(EINVAL, `${what} ${v} is out of range`);
  return v;
}

// ---------------------------------------------------------------------------
// Library-level functions
// ---------------------------------------------------------------------------

/** The library's run-time version, "MAJOR.MINOR.PATCH". */
export function version() {
  return cstr(C.wm_version());
}

/** Whether this build of the library can play `title`. */
export function titleAvailable(title) {
  if (typeof title !== "number" || !Number.isInteger(title) || title < I32_MIN || title > I32_MAX)
    return false;
  return C.wm_title_available(title) !== 0;
}

/** A title's English name, or null for an unknown title. */
export function titleName(title) {
  if (typeof title !== "number" || !Number.isInteger(title) || title < I32_MIN || title > I32_MAX)
    return null;
  return cstr(C.wm_title_name(title));
}

/** A title by name: "siege", "DEMOCRACY_UNDER_SIEGE" or "Democracy under Siege". */
function titleByName(name) {
  const key = name.toLowerCase();
  const t = CONSTANTS.titles.find((x) => [x.short_name, x.key, x.name].some((n) => n.toLowerCase() === key));
  if (!t)
    throw new InvalidArgumentError(EINVAL,
      `no title named ${JSON.stringify(name)} (${CONSTANTS.titles.map((x) => x.short_name).join(", ")})`);
  return t.id;
}

/** The titles this build can play: [{id, name}], in id order. */
export function titles() {
  return Object.values(Title).filter(titleAvailable).map((id) => ({ id, name: titleName(id) }));
}

/**
 * A title's scenarios (chapters for Friedrich Ebert): [{id, name}] for the
 * ids 1, 2, ... that wm_new() accepts, named by the view's scenario_name.
 */
export function scenarios(title) {
  const out = [];
  for (let s = 1; s < 100; s++) {
    let g;
    try {
      g = new Game(title, { scenario: s, seed: 1 });
    } catch (e) {
      if (e instanceof InvalidArgumentError) break;
      throw e;
    }
    try {
      out.push({ id: s, name: g.view(SPECTATOR).scenario_name });
    } finally {
      g.free();
    }
  }
  return out;
}

// wm_options as emcc lays it out (wasm32: pointers and size_t are 4 bytes).
const OPT_SIZE = 40;
const OPT = { size: 0, flags: 4, seed: 8, scenario: 16, seats: 20, bots: 24, reserved: 28, alloc: 32, alloc_ud: 36 };

const KNOWN_OPTIONS = new Set(["scenario", "seed", "flags", "seats", "bots", "content"]);
let optionsBlock = 0; // one wm_options, reused: the module is single-threaded

// Fills the wm_options block from {scenario, seed, flags, seats, bots}.
function makeOptions(o = {}) {
  if (o === null || typeof o !== "object") throw new TypeError("options must be an object");
  // (content is not a wm_options member: it goes to wm_new_with_content)
  for (const k in o)
    if (!KNOWN_OPTIONS.has(k)) throw new InvalidArgumentError(EINVAL, `unknown option ${k}`);
  const scenario = int32(o.scenario ?? 0, "scenario");
  const seats = int32(o.seats ?? 0, "seats");
  const flags = uint32(o.flags ?? 0, "flags");
  const bots = uint32(o.bots ?? 0, "bots");
  const seed = uint64(o.seed ?? 0, "seed");
  if (!optionsBlock) optionsBlock = malloc(OPT_SIZE);
  const p = optionsBlock;
  C.wm_options_init(p);
  if (u32()[(p + OPT.size) >> 2] !== OPT_SIZE) throw new Error("libweimar: unexpected wm_options layout");
  u32()[(p + OPT.flags) >> 2] = flags;
  M.HEAPU64[(p + OPT.seed) >> 3] = seed;
  i32()[(p + OPT.scenario) >> 2] = scenario;
  i32()[(p + OPT.seats) >> 2] = seats;
  u32()[(p + OPT.bots) >> 2] = bots;
  return p;
}

// ---------------------------------------------------------------------------
// Content packs
// ---------------------------------------------------------------------------

const disposeSymbol = typeof Symbol.dispose === "symbol" ? Symbol.dispose : Symbol.for("Symbol.dispose");

const contentRegistry = typeof FinalizationRegistry === "function"
  ? new FinalizationRegistry((ptr) => C.wm_content_free(ptr))
  : null;

/**
 * A content pack (a wm_content *): a title's printed cards read from JSON
 * (doc/content-packs.md).  `new Content(text)` validates the text whole or
 * throws a ContentError whose detail names the card and the field.  Pass
 * it as `new Game(title, {content})` and `Game.load(data, content)`; games
 * keep their own reference, so the pack may be freed at once.
 */
export class Content {
  #ptr = 0;

  constructor(text) {
    if (typeof text !== "string") throw new TypeError("Content() needs the text of a pack (a string)");
    const bytes = encoder.encode(text);
    const p = malloc(bytes.length);
    const msgCap = 512;
    const msg = malloc(msgCap);
    try {
      u8().set(bytes, p);
      const st = C.wm_content_new(p, bytes.length, 0, OUT_PTR, msg, msgCap);
      if (st !== OK) throw WeimarError.of(st, cstr(msg) || "cannot read the content pack");
      this.#ptr = u32()[OUT_PTR >> 2];
      contentRegistry?.register(this, this.#ptr, this);
    } finally {
      M._free(p);
      M._free(msg);
    }
  }

  /** The built-in cards of `title` as the text of a pack, to edit. */
  static builtin(title) {
    const t = int32(title, "title");
    return sizedString((buf, cap) => C.wm_content_write(t, 0, buf, cap, OUT_LEN), `title ${t} has no content packs`);
  }

  get _ptr() {
    if (!this.#ptr) throw new InvalidArgumentError(EINVAL, "the content pack is freed");
    return this.#ptr;
  }

  /** Release this reference (the games made with it keep theirs). */
  free() {
    const ptr = this.#ptr;
    this.#ptr = 0;
    if (ptr) {
      contentRegistry?.unregister(this);
      C.wm_content_free(ptr);
    }
  }

  [disposeSymbol]() {
    this.free();
  }

  /** The title the pack is for. */
  get title() { return C.wm_content_title(this._ptr); }
  /** The 64-bit hash of the canonical text, as a BigInt (what saves record). */
  get hash() { return BigInt.asUintN(64, C.wm_content_hash(this._ptr)); }

  /** The canonical text: every card with every field. */
  text() {
    const c = this._ptr;
    const t = C.wm_content_title(c);
    return sizedString((buf, cap) => C.wm_content_write(t, c, buf, cap, OUT_LEN), "cannot write the pack");
  }
}

const modelRegistry = typeof FinalizationRegistry === "function"
  ? new FinalizationRegistry((ptr) => C.wm_model_free(ptr))
  : null;

/**
 * A learned evaluation (a wm_model *) loaded from a model file's bytes
 * (doc/model-format.md): `new Model(bytes)` validates them or throws
 * (CorruptSaveError or VersionError with the library's reason).  Pass it
 * to `game.searchMove(iterations, seed, model)`.  The page fetches the
 * shipped models/march.wmml and models/siege.wmml as static files.
 */
export class Model {
  #ptr = 0;

  constructor(data) {
    const bytes = data instanceof Uint8Array ? data
      : data instanceof ArrayBuffer ? new Uint8Array(data)
        : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
          : null;
    if (!bytes) throw new TypeError("Model() needs the bytes of a model file (a Uint8Array or an ArrayBuffer)");
    const p = malloc(bytes.length);
    try {
      u8().set(bytes, p);
      check(C.wm_model_load(p, bytes.length, OUT_PTR), "cannot load the model");
      this.#ptr = u32()[OUT_PTR >> 2];
      modelRegistry?.register(this, this.#ptr, this);
    } finally {
      M._free(p);
    }
  }

  get _ptr() {
    if (!this.#ptr) throw new InvalidArgumentError(EINVAL, "the model is freed");
    return this.#ptr;
  }

  /** Release the model (no search may be using it: searches are synchronous). */
  free() {
    const ptr = this.#ptr;
    this.#ptr = 0;
    if (ptr) {
      modelRegistry?.unregister(this);
      C.wm_model_free(ptr);
    }
  }

  [disposeSymbol]() {
    this.free();
  }

  /** The title the model evaluates. */
  get title() { return C.wm_model_title(this._ptr); }
}

function contentArg(content) {
  if (content === undefined || content === null) return 0;
  if (!(content instanceof Content)) throw new TypeError("content must be a Content or null");
  return content._ptr;
}

// ---------------------------------------------------------------------------
// The game
// ---------------------------------------------------------------------------

// The safety net: a Game that is garbage-collected without free() frees
// its C game here.  free() unregisters, so nothing is freed twice.
const registry = typeof FinalizationRegistry === "function"
  ? new FinalizationRegistry((ptr) => C.wm_free(ptr))
  : null;

const ADOPT = Symbol("adopt");
let gameHandle = null; // (game) => its wm_game *, set by Game's static block

/**
 * One game of one title (a wm_game *).  `new Game(title, {scenario, seed,
 * flags, seats, bots})` calls wm_new(); 0 (the default) selects the
 * title's default scenario or seat count.  Free it with free() (or a
 * `using` declaration); a FinalizationRegistry frees forgotten games.
 */
export class Game {
  #ptr = 0;
  #buf = 0;
  #cap = 0;

  // the handle for the module's other classes (Batch, playouts)
  static { gameHandle = (g) => g.#h; }

  constructor(title, options = {}) {
    if (title === ADOPT) {
      this.#adopt(options);
      return;
    }
    const t = typeof title === "string" ? titleByName(title) : int32(title, "title");
    const pack = contentArg(options?.content);
    const opts = makeOptions(options);
    if (pack && C.wm_content_title(pack) !== t)
      throw new InvalidArgumentError(EINVAL, `the content pack is for title ${C.wm_content_title(pack)}, not ${t}`);
    check(C.wm_new_with_content(t, opts, pack, OUT_PTR), "new Game()");
    this.#adopt(u32()[OUT_PTR >> 2]);
  }

  #adopt(ptr) {
    this.#ptr = ptr;
    registry?.register(this, ptr, this);
  }

  get #h() {
    if (!this.#ptr) throw new ClosedGameError();
    return this.#ptr;
  }

  /**
   * A game from the bytes of save() (a Uint8Array, ArrayBuffer or array of
   * bytes); a game of a content pack loads only with that pack (else
   * ContentError).
   */
  static load(data, content = null) {
    const pack = contentArg(content);
    const bytes = data instanceof Uint8Array ? data
      : data instanceof ArrayBuffer ? new Uint8Array(data)
        : ArrayBuffer.isView(data) ? new Uint8Array(data.buffer, data.byteOffset, data.byteLength)
          : Uint8Array.from(data);
    const p = malloc(bytes.length);
    try {
      u8().set(bytes, p);
      const st = C.wm_load_with_content(p, bytes.length, 0, pack, OUT_PTR);
      if (st === ECONTENT)
        throw new ContentError(st, pack ? "the save was made with another content pack"
          : "the save was made with a content pack: pass it");
      check(st, "cannot load the game");
      return new Game(ADOPT, u32()[OUT_PTR >> 2]);
    } finally {
      M._free(p);
    }
  }

  // -- life cycle ----------------------------------------------------------

  /** Free the game now.  Safe to call more than once. */
  free() {
    const ptr = this.#ptr;
    this.#ptr = 0;
    if (this.#buf) {
      M._free(this.#buf);
      this.#buf = 0;
      this.#cap = 0;
    }
    if (ptr) {
      registry?.unregister(this);
      C.wm_free(ptr);
    }
  }

  [disposeSymbol]() {
    this.free();
  }

  /** Whether free() has been called. */
  get freed() {
    return this.#ptr === 0;
  }

  /** An independent copy of the game, history included. */
  clone() {
    check(C.wm_clone(this.#h, OUT_PTR), "cannot clone");
    return new Game(ADOPT, u32()[OUT_PTR >> 2]);
  }

  /** Overwrite this game with `other` (same title; wm_copy()). */
  copyFrom(other) {
    if (!(other instanceof Game)) throw new TypeError("copyFrom() needs a Game");
    check(C.wm_copy(this.#h, other.#h), "cannot copy");
  }

  // -- description -----------------------------------------------------------

  /** The title played (a Title value). */
  get title() { return C.wm_game_title(this.#h); }
  get seatCount() { return C.wm_seat_count(this.#h); }
  /** The size of the action space: every move id is below it. */
  get actionCount() { return C.wm_action_count(this.#h) >>> 0; }
  /** The size in bytes of the game's flat state. */
  get stateSize() { return C.wm_state_size(this.#h) >>> 0; }

  /** The name of a seat (or of CHANCE) in this game's scenario. */
  seatName(seat) {
    const h = this.#h;
    const name = Number.isInteger(seat) && seat >= I32_MIN && seat <= I32_MAX
      ? cstr(C.wm_seat_name(h, seat)) : null;
    if (name === null) throw new InvalidArgumentError(EINVAL, `unknown seat ${seat}`);
    return name;
  }

  /** The names of all seats, in order. */
  seatNames() {
    const n = this.seatCount;
    return Array.from({ length: n }, (_, s) => this.seatName(s));
  }

  // -- play --------------------------------------------------------------------

  /** A seat, CHANCE, or NOBODY once the game is over. */
  get toMove() { return C.wm_to_move(this.#h); }
  /** What is being decided now, in English. */
  get prompt() { return cstr(C.wm_prompt(this.#h)) ?? ""; }
  get isOver() { return C.wm_is_over(this.#h) !== 0; }
  /** Whether the pending decision must be hidden from the other seats. */
  get isSecret() { return C.wm_is_secret(this.#h) !== 0; }

  /** Every legal move id of the pending decision, in increasing order. */
  legalMoves() {
    const h = this.#h;
    let n = C.wm_legal_moves(h, this.#buf, this.#cap) >>> 0;
    if (n > this.#cap) {
      // A buffer kept with the game, sized once for the whole action space.
      const cap = Math.max(n, C.wm_action_count(h) >>> 0, 64);
      if (this.#buf) M._free(this.#buf);
      this.#cap = 0;
      this.#buf = malloc(4 * cap);
      this.#cap = cap;
      n = C.wm_legal_moves(h, this.#buf, this.#cap) >>> 0;
    }
    // A plain loop: much faster than Array.from() on a typed subarray.
    const heap = M.HEAPU32;
    const base = this.#buf >> 2;
    const out = new Array(n);
    for (let i = 0; i < n; i++) out[i] = heap[base + i];
    return out;
  }

  /** The names of legalMoves(), in the same order. */
  legalMoveNames() {
    return this.legalMoves().map((m) => this.moveName(m));
  }

  /** The labels of legalMoves() (see moveLabel()), in the same order. */
  legalMoveLabels() {
    return this.legalMoves().map((m) => this.moveLabel(m));
  }

  /** Legal moves as [{id, name, label}], in id order. */
  legalMoveList() {
    return this.legalMoves().map((id) => ({ id, name: this.moveName(id), label: this.moveLabel(id) }));
  }

  /** Whether apply(move) would succeed (false for anything that is not a move). */
  isLegal(move) {
    const h = this.#h;
    if (typeof move === "string") {
      try {
        move = this.parseMove(move);
      } catch (e) {
        if (e instanceof InvalidArgumentError) return false;
        throw e;
      }
    }
    if (typeof move !== "number" || !Number.isInteger(move) || move < 0 || move > U32_MAX) return false;
    return C.wm_is_legal(h, move >>> 0) !== 0;
  }

  /** Apply one move, given by id (a number) or by name (a string). */
  apply(move) {
    const h = this.#h;
    if (typeof move === "string") move = this.parseMove(move);
    if (typeof move !== "number" || !Number.isInteger(move))
      throw new InvalidArgumentError(EINVAL, `not a move: ${String(move)}`);
    if (move < 0 || move > U32_MAX) throw new IllegalMoveError(EILLEGAL, `cannot apply move ${move}`);
    check(C.wm_apply(h, move >>> 0), `cannot apply move ${move}`);
  }

  /** The stable name of a move id (legal now or not). */
  moveName(move) {
    const h = this.#h;
    if (typeof move !== "number" || !Number.isInteger(move) || move < 0 || move > U32_MAX)
      throw new InvalidArgumentError(EINVAL, `no move ${String(move)}`);
    return sizedString((buf, cap) => C.wm_move_name(h, move >>> 0, buf, cap, OUT_LEN),
      `no name for move ${move}`);
  }

  /**
   * The text a person reads for a legal move (wm_move_label, since 1.3):
   * the board's names ("space Köln"), a card's number and name, a cost.
   * For showing only; moveName() is the stable token, and parseMove()
   * accepts both.  Throws IllegalMoveError for a move not legal now.
   */
  moveLabel(move) {
    const h = this.#h;
    if (typeof move !== "number" || !Number.isInteger(move) || move < 0 || move > U32_MAX)
      throw new InvalidArgumentError(EINVAL, `no move ${String(move)}`);
    if (!C.wm_move_label) return this.moveName(move); // a library older than 1.3
    return sizedString((buf, cap) => C.wm_move_label(h, move >>> 0, buf, cap, OUT_LEN),
      `no label for move ${move} (not legal now?)`);
  }

  /** The move id named by `text` (or "#17"); need not be legal now. */
  parseMove(text) {
    const h = this.#h;
    if (typeof text !== "string") throw new TypeError("parseMove() needs a string");
    if (text.includes("\0")) throw new InvalidArgumentError(EINVAL, `no move named ${JSON.stringify(text)}`);
    return withCString(text, (p) => {
      check(C.wm_move_parse(h, p, OUT_MOVE), `no move named ${JSON.stringify(text)}`);
      return u32()[OUT_MOVE >> 2];
    });
  }

  /** The move the title's bot (or chance) would choose now. */
  botMove() {
    check(C.wm_bot_move(this.#h, OUT_MOVE), "no bot move");
    return u32()[OUT_MOVE >> 2];
  }

  /**
   * The move an information-set Monte Carlo tree search (wm_search_move)
   * chooses after `iterations` playouts, from the seat to move's view
   * only; the same seed gives the same move.  With a `model` (a
   * weimar.Model of the game's title), wm_search_move_with: the model's
   * values and priors (PUCT with `cPuct`), no playouts.
   */
  searchMove(iterations, seed = 0n, model = null, cPuct = 1.5) {
    const n = uint32(iterations, "iterations");
    const sd = BigInt.asUintN(64, BigInt(seed));
    if (model === null || model === undefined) {
      check(C.wm_search_move(this.#h, n, sd, OUT_MOVE), "no search move");
      return u32()[OUT_MOVE >> 2];
    }
    if (!(model instanceof Model)) throw new TypeError("searchMove(): model must be a weimar.Model");
    // wm_search_options (wasm32): size, iterations, seed @8, model @16, c_puct @20, reserved[5]
    const o = malloc(64);
    try {
      C.wm_search_options_init(o);
      u32()[(o >> 2) + 1] = n;
      new BigUint64Array(M.HEAPU8.buffer, o + 8, 1)[0] = sd;
      u32()[(o >> 2) + 4] = model._ptr;
      new Float32Array(M.HEAPU8.buffer, o + 20, 1)[0] = cPuct;
      check(C.wm_search_move_with(this.#h, o, OUT_MOVE), "no search move");
      return u32()[OUT_MOVE >> 2];
    } finally {
      M._free(o);
    }
  }

  /** WIN, DRAW or LOSS for each seat of a finished game. */
  outcome() {
    const h = this.#h;
    const n = Math.max(C.wm_seat_count(h), 1);
    const p = malloc(4 * n);
    try {
      check(C.wm_outcome(h, p, n), "no outcome");
      return Array.from(i32().subarray(p >> 2, (p >> 2) + C.wm_seat_count(h)));
    } finally {
      M._free(p);
    }
  }

  /** The moves applied so far, oldest first. */
  history() {
    const h = this.#h;
    const n = C.wm_history(h, 0, 0) >>> 0;
    if (n === 0) return [];
    const p = malloc(4 * n);
    try {
      const got = C.wm_history(h, p, n) >>> 0;
      return Array.from(u32().subarray(p >> 2, (p >> 2) + Math.min(got, n)));
    } finally {
      M._free(p);
    }
  }

  /**
   * The observation tensor of the game for `seat` (wm_observe(): a
   * Float32Array of observationSize values; doc/ai.md lists the layout).
   */
  observe(seat) {
    const h = this.#h;
    const v = int32(seat, "seat");
    const n = C.wm_observation_size(h) >>> 0;
    const p = malloc(4 * Math.max(n, 1));
    try {
      check(C.wm_observe(h, v, p, n), `no observation for seat ${v}`);
      return new Float32Array(M.HEAPF32.buffer, p, n).slice();
    } finally {
      M._free(p);
    }
  }

  /** The length of observe()'s tensor (wm_observation_size()). */
  get observationSize() { return C.wm_observation_size(this.#h) >>> 0; }

  // -- state -------------------------------------------------------------------

  /** A 64-bit hash of the state (not of the history), as a BigInt. */
  hash() {
    return BigInt.asUintN(64, C.wm_hash(this.#h));
  }

  /** The hash of the game's content pack (Content.hash), 0n for the built-in cards. */
  contentHash() {
    return BigInt.asUintN(64, C.wm_game_content_hash(this.#h));
  }

  /** Check the game's invariants; throws CorruptSaveError if broken. */
  check() {
    check(C.wm_check(this.#h), "invariant check failed");
  }

  /** The game, history included, in libweimar's portable format. */
  save() {
    const h = this.#h;
    let st = C.wm_save(h, 0, 0, OUT_LEN);
    if (st !== OK && st !== ERANGE) check(st, "cannot save");
    for (;;) {
      const cap = u32()[OUT_LEN >> 2];
      const p = malloc(cap);
      try {
        st = C.wm_save(h, p, cap, OUT_LEN);
        if (st === ERANGE && u32()[OUT_LEN >> 2] > cap) continue;
        check(st, "cannot save");
        return u8().slice(p, p + u32()[OUT_LEN >> 2]);
      } finally {
        M._free(p);
      }
    }
  }

  /** The JSON text of the game as `seat` sees it (a seat, SPECTATOR or OMNISCIENT). */
  json(seat = OMNISCIENT) {
    const h = this.#h;
    const v = int32(seat, "viewer");
    return sizedString((buf, cap) => C.wm_to_json(h, v, buf, cap, OUT_LEN), `no view for viewer ${v}`);
  }

  /** The game as `seat` sees it, as an object parsed from wm_to_json(). */
  view(seat = OMNISCIENT) {
    return JSON.parse(this.json(seat));
  }

  /**
   * The JSON text of the game log as `seat` sees it, from history index
   * `since` on (wm_log_new + wm_log_to_json).
   */
  logJson(seat = OMNISCIENT, since = 0) {
    const h = this.#h;
    const v = int32(seat, "viewer");
    if (!Number.isInteger(since) || since < 0 || since > U32_MAX)
      throw new InvalidArgumentError(EINVAL, `since ${String(since)} is out of range`);
    check(C.wm_log_new(h, v, since >>> 0, OUT_PTR), `no log for viewer ${v}`);
    const log = u32()[OUT_PTR >> 2];
    try {
      return sizedString((buf, cap) => C.wm_log_to_json(log, buf, cap, OUT_LEN), "cannot write the log");
    } finally {
      C.wm_log_free(log);
    }
  }

  /**
   * The game log as `seat` sees it: {viewer, since, entries: [{move, seat,
   * kind, text, fields}]}, entries caused by history moves `since` and later.
   */
  log(seat = OMNISCIENT, since = 0) {
    return JSON.parse(this.logJson(seat, since));
  }

  toString() {
    if (!this.#ptr) return "[weimar.Game freed]";
    return `[weimar.Game ${titleName(this.title)} toMove=${this.toMove} prompt=${JSON.stringify(this.prompt)}]`;
  }
}

// ---------------------------------------------------------------------------
// Batches and playouts (wm_batch_*, wm_playouts; doc/ai.md)
// ---------------------------------------------------------------------------

/** wm_playouts() policy: uniformly random legal moves. */
export const PLAYOUT_RANDOM = 0;
/** wm_playouts() policy: wm_bot_move() (the title's Non-player rules, random where it has none). */
export const PLAYOUT_BOT = 1;

const batchRegistry = typeof FinalizationRegistry === "function"
  ? new FinalizationRegistry((ptr) => C.wm_batch_free(ptr))
  : null;

/**
 * `size` games of one title stepped by one call (a wm_batch *), for
 * learning code: `new Batch(title, size, {scenario, seed, flags, seats,
 * bots, content})` (with a Content pack, every game plays its cards).  Game `i`'s episode `e` is the game `new Game(title, {...,
 * seed: seed + i + e * size})` makes; a game that ends is set up again at
 * once (its arrays already show the next episode).
 *
 * The arrays are typed-array views of the library's buffers in the
 * WebAssembly memory, written by every step (copy what you keep):
 * `toMove` Int32Array(size), `legalMask` Uint8Array(size × actionCount)
 * (row `i` is game `i`'s legal moves; `mask(i)` gives one row),
 * `observations` Float32Array(size × observationSize), `outcomes`
 * Int32Array(size × seats) and `done` Uint8Array(size) for the games that
 * ended in the last step.  Read them through the getters after each call:
 * the views are made anew when the memory has grown.  The WebAssembly
 * build has no threads, so a batch steps its games on one.
 */
export class Batch {
  #ptr = 0;
  #block = 0;
  #views = null;
  #buffer = null;
  #layout = null;

  constructor(title, size, options = {}) {
    const t = int32(title, "title");
    if (!Number.isInteger(size) || size < 1 || size > 1 << 20)
      throw new InvalidArgumentError(EINVAL, `size ${String(size)} is not 1 to ${1 << 20} games`);
    const pack = contentArg(options?.content);
    const opts = makeOptions(options);
    if (pack && C.wm_content_title(pack) !== t)
      throw new InvalidArgumentError(EINVAL, `the content pack is for title ${C.wm_content_title(pack)}, not ${t}`);
    check(C.wm_batch_new_with_content(t, opts, pack, size, OUT_PTR),
      `cannot create a batch of ${size} games of title ${t}`);
    this.#ptr = u32()[OUT_PTR >> 2];
    batchRegistry?.register(this, this.#ptr, this);
    const g0 = C.wm_batch_game(this.#ptr, 0);
    this.size = size;
    this.title = t;
    this.actionCount = C.wm_action_count(g0) >>> 0;
    this.observationSize = C.wm_observation_size(g0) >>> 0;
    this.seats = C.wm_seat_count(g0);
    // one block: to_move, outcomes, moves (4-byte), observations (float),
    // then mask and done (bytes); offsets in bytes
    const n = size, a = this.actionCount, o = Math.max(this.observationSize, 1), s = this.seats;
    const L = { toMove: 0 };
    L.outcomes = L.toMove + 4 * n;
    L.moves = L.outcomes + 4 * n * s;
    L.obs = L.moves + 4 * n;
    L.mask = L.obs + 4 * n * o;
    L.done = L.mask + n * a;
    L.bad = (L.done + n + 3) & ~3;
    L.end = L.bad + 4;
    this.#layout = L;
    try {
      this.#block = malloc(L.end);
    } catch (e) {
      this.free();
      throw e;
    }
    const b = this.#block;
    check(C.wm_batch_bind(this.#ptr, b + L.toMove, b + L.mask, b + L.obs, b + L.outcomes, b + L.done),
      "cannot bind the batch's buffers");
  }

  get #h() {
    if (!this.#ptr) throw new ClosedGameError();
    return this.#ptr;
  }

  #v() {
    const buf = M.HEAPU8.buffer;
    if (this.#views && this.#buffer === buf) return this.#views;
    const b = this.#block, L = this.#layout, n = this.size;
    this.#views = {
      toMove: new Int32Array(buf, b + L.toMove, n),
      outcomes: new Int32Array(buf, b + L.outcomes, n * this.seats),
      moves: new Uint32Array(buf, b + L.moves, n),
      observations: new Float32Array(buf, b + L.obs, n * this.observationSize),
      legalMask: new Uint8Array(buf, b + L.mask, n * this.actionCount),
      done: new Uint8Array(buf, b + L.done, n),
    };
    this.#buffer = buf;
    return this.#views;
  }

  /** The seat to move in each game (CHANCE at a die roll with OPT_EXTERNAL_DICE). */
  get toMove() { this.#h; return this.#v().toMove; }
  /** Byte `i * actionCount + m` is 1 when move `m` is legal in game `i`. */
  get legalMask() { this.#h; return this.#v().legalMask; }
  /** Game `i`'s observation for its seat to move at `i * observationSize`. */
  get observations() { this.#h; return this.#v().observations; }
  /** For a game that ended in the last step, its outcome per seat (WIN, DRAW, LOSS) at `i * seats`; else 0. */
  get outcomes() { this.#h; return this.#v().outcomes; }
  /** 1 for each game that ended in the last step. */
  get done() { this.#h; return this.#v().done; }

  /** Game `i`'s row of legalMask. */
  mask(i) {
    this.#index(i);
    return this.legalMask.subarray(i * this.actionCount, (i + 1) * this.actionCount);
  }

  /** Game `i`'s legal move ids (from its mask row). */
  legalMoves(i) {
    const row = this.mask(i);
    const out = [];
    for (let m = 0; m < row.length; m++) if (row[m]) out.push(m);
    return out;
  }

  #index(i) {
    if (!Number.isInteger(i) || i < 0 || i >= this.size)
      throw new InvalidArgumentError(EINVAL, `game ${String(i)} is not 0 to ${this.size - 1}`);
  }

  /**
   * One move per game (`moves[i]` a legal move id of game `i`; an array or
   * typed array of `size` numbers).  All or nothing: an illegal move
   * throws an IllegalMoveError naming its game and no game changes.
   */
  step(moves) {
    const h = this.#h;
    if (moves == null || typeof moves.length !== "number" || moves.length !== this.size)
      throw new InvalidArgumentError(EINVAL, `step() needs ${this.size} moves, one a game`);
    const v = this.#v().moves;
    for (let i = 0; i < this.size; i++) {
      const m = moves[i];
      if (!Number.isInteger(m) || m < 0 || m > U32_MAX)
        throw new InvalidArgumentError(EINVAL, `move ${String(m)} of game ${i} is not a move id`);
      v[i] = m;
    }
    const bad = this.#block + this.#layout.bad;
    const st = C.wm_batch_step(h, this.#block + this.#layout.moves, this.size, bad);
    if (st === EILLEGAL) {
      const i = u32()[bad >> 2];
      throw new IllegalMoveError(st, `move ${v[i]} is not legal in game ${i}; no game changed`);
    }
    check(st, "cannot step the batch");
  }

  /** Set every game up again, game `i` with seed `seed + i`; episode counts back to 0. */
  reset(seed = 0) {
    check(C.wm_batch_reset(this.#h, uint64(seed, "seed")), "cannot reset the batch");
  }

  /** How many episodes game `i` has finished since the batch was made or reset. */
  episodes(i) {
    this.#index(i);
    return Number(C.wm_batch_episodes(this.#h, i));
  }

  /** A copy of game `i` as a Game (to view, save or search; the batch's own game goes on). */
  game(i) {
    this.#index(i);
    check(C.wm_clone(C.wm_batch_game(this.#h, i), OUT_PTR), "cannot copy the game");
    return new Game(ADOPT, u32()[OUT_PTR >> 2]);
  }

  /** Free the batch and its buffers now.  Safe to call more than once. */
  free() {
    const ptr = this.#ptr;
    this.#ptr = 0;
    this.#views = null;
    if (ptr) {
      batchRegistry?.unregister(this);
      C.wm_batch_free(ptr);
    }
    if (this.#block) {
      M._free(this.#block);
      this.#block = 0;
    }
  }

  [disposeSymbol]() {
    this.free();
  }

  /** Whether free() has been called. */
  get freed() {
    return this.#ptr === 0;
  }
}

/**
 * `k` games played to their end from `game`'s position (hidden
 * information included) by random legal moves (PLAYOUT_RANDOM) or the
 * title's Non-player rules (PLAYOUT_BOT): an array of `k` arrays of
 * outcomes per seat (WIN, DRAW, LOSS).  Deterministic by `seed`.
 */
export function playouts(game, k, seed = 0, policy = PLAYOUT_RANDOM) {
  if (!(game instanceof Game)) throw new TypeError("playouts() needs a Game");
  if (!Number.isInteger(k) || k < 0 || k > 1 << 20)
    throw new InvalidArgumentError(EINVAL, `k ${String(k)} is not 0 to ${1 << 20} playouts`);
  if (policy !== PLAYOUT_RANDOM && policy !== PLAYOUT_BOT)
    throw new InvalidArgumentError(EINVAL, `policy ${String(policy)} is not PLAYOUT_RANDOM or PLAYOUT_BOT`);
  const h = gameHandle(game);
  const seats = C.wm_seat_count(h);
  const n = k * seats;
  const p = malloc(4 * n);
  try {
    check(C.wm_playouts(h, k, uint64(seed, "seed"), policy, p, n), "playouts failed");
    const flat = i32().slice(p >> 2, (p >> 2) + n);
    const out = [];
    for (let j = 0; j < k; j++) out.push(Array.from(flat.subarray(j * seats, (j + 1) * seats)));
    return out;
  } finally {
    M._free(p);
  }
}

/** The loaded emscripten module (for tests and the curious). */
export const wasmModule = M;
