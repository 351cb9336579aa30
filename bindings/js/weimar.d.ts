// TypeScript declarations of libweimar's JavaScript binding (weimar.js).

/** The version of weimar.h the library was built from (wm_constants_json()). */
export const VERSION_MAJOR: number;
export const VERSION_MINOR: number;
export const VERSION_PATCH: number;

/** One named constant of wm_constants_json(). */
export interface ConstantRow {
  readonly name: string;
  /** The C macro of the header, or null where the header has none. */
  readonly c: string | null;
  readonly value: number;
  readonly text?: string;
}
/** One title of wm_constants_json(). */
export interface TitleConstants {
  readonly id: number; readonly c: string; readonly key: string; readonly short_name: string;
  readonly name: string; readonly available: boolean; readonly seats_min: number; readonly seats_max: number;
  readonly seats_default: number; readonly bots: boolean; readonly scenario_default: number;
  readonly actions: number;
  readonly scenarios: readonly ConstantRow[]; readonly seats: readonly ConstantRow[];
  readonly flags: readonly ConstantRow[]; readonly other: readonly ConstantRow[];
}
/** The library's constants (wm_constants_json()): every constant below is read from it. */
export const CONSTANTS: {
  readonly version: string;
  readonly status: readonly ConstantRow[]; readonly options: readonly ConstantRow[];
  readonly special_seats: readonly ConstantRow[]; readonly results: readonly ConstantRow[];
  readonly playout_policies: readonly ConstantRow[]; readonly limits: readonly ConstantRow[];
  readonly titles: readonly TitleConstants[];
};
/** A title's own constants (weimar/<title>.h): `Siege.Flag.ADVANCED`. */
export interface TitleTables {
  readonly id: number; readonly shortName: string; readonly name: string;
  readonly Scenario: Readonly<Record<string, number>>; readonly Seat: Readonly<Record<string, number>>;
  readonly Flag: Readonly<Record<string, number>>; readonly Other: Readonly<Record<string, number>>;
}
export const March: TitleTables;
export const Ebert: TitleTables;
export const Republic: TitleTables;
export const Siege: TitleTables;
export const REPUBLIC_PUBLISHED_ONLY: number;
export const SIEGE_ADVANCED: number;
export const SIEGE_PP_BONUS: number;
export const SIEGE_PUBLISHED_ONLY: number;
/** wm_last_error(): why the last failing library call failed ("" if none). */
export function lastError(): string;
/** wm_clear_error(). */
export function clearError(): void;

/** wm_status: 0 is success, errors are fixed negative numbers. */
export const Status: Readonly<{
  OK: 0; EINVAL: -1; EILLEGAL: -2; ENOMEM: -3; ECORRUPT: -4; EVERSION: -5; ERANGE: -6; EOVER: -7;
  ECONTENT: -8;
}>;
export type StatusCode = (typeof Status)[keyof typeof Status];
export const OK: 0;
export const EINVAL: -1;
export const EILLEGAL: -2;
export const ENOMEM: -3;
export const ECORRUPT: -4;
export const EVERSION: -5;
export const ERANGE: -6;
export const EOVER: -7;
export const ECONTENT: -8;

/** wm_title: the four titles. */
export const Title: Readonly<{
  MARCH_OF_PROGRESS: 1; FRIEDRICH_EBERT: 2; WEIMAR_REPUBLIC: 3; DEMOCRACY_UNDER_SIEGE: 4;
}>;
export type TitleId = (typeof Title)[keyof typeof Title];
export const MARCH_OF_PROGRESS: 1;
export const FRIEDRICH_EBERT: 2;
export const WEIMAR_REPUBLIC: 3;
export const DEMOCRACY_UNDER_SIEGE: 4;

/** toMove: the chance seat (with OPT_EXTERNAL_DICE). */
export const CHANCE: -2;
/** toMove: nobody, the game is over. */
export const NOBODY: -1;
/** view()/log() viewer that sees everything. */
export const OMNISCIENT: -3;
/** view()/log() viewer that sees only what is public. */
export const SPECTATOR: -4;
export const OPT_EXTERNAL_DICE: 0x0001;
export const OPT_NO_HISTORY: 0x0002;
export const OPT_TITLE_SHIFT: 16;
export const WIN: 1;
export const DRAW: 0;
export const LOSS: -1;
export const MOVE_NAME_MAX: 64;

export const MARCH_AGREEMENT: number;
export const EBERT_DIFFICULTY_MASK: number;
export const EBERT_MEDIUM: number;
export const EBERT_HARD: number;
export const EBERT_PERSONAL_EXPERIENCES: number;
export const EBERT_FLEXIBILITY: number;

/** One option a title accepts: the bits `value` within the field `mask`. */
export interface FlagInfo {
  /** The title it belongs to, or 0 for every title. */
  readonly title: number;
  readonly name: string;
  readonly value: number;
  readonly mask: number;
  readonly help: string;
}
export const FLAGS: readonly FlagInfo[];

/** A libweimar call failed. */
export class WeimarError extends Error {
  /** The wm_status of the failed call. */
  readonly status: number;
  /** What the binding was doing, or null. */
  readonly detail: string | null;
  /** The library's sentence of why (wm_last_error()), or null. */
  readonly reason: string | null;
  /** The argument the reason names ("seats"), or null. */
  readonly argument: string | null;
  constructor(status: number, detail?: string, reason?: string);
  /** The subclass matching `status`. */
  static of(status: number, detail?: string, reason?: string): WeimarError;
}
export class InvalidArgumentError extends WeimarError {}
export class IllegalMoveError extends WeimarError {}
export class OutOfMemoryError extends WeimarError {}
export class CorruptSaveError extends WeimarError {}
export class VersionError extends WeimarError {}
export class BufferTooSmallError extends WeimarError {}
export class GameOverError extends WeimarError {}
/** WM_ECONTENT: a content pack does not validate (detail: card and field), or a save of another pack. */
export class ContentError extends WeimarError {}
/** A method of a Game after free() (status EINVAL). */
export class ClosedGameError extends InvalidArgumentError {
  constructor();
}

/** The library's English description of a status code. */
export function strerror(status: number): string;
/** The library's run-time version, "MAJOR.MINOR.PATCH". */
export function version(): string;
/** Whether this build of the library can play `title`. */
export function titleAvailable(title: number): boolean;
/** A title's English name, or null for an unknown title. */
export function titleName(title: number): string | null;
/** The titles this build can play. */
export function titles(): { id: TitleId; name: string }[];
/** A title's scenarios (Friedrich Ebert: chapters), ids from 1. */
export function scenarios(title: number): { id: number; name: string }[];

/** Options of new Game(); 0 (the default) selects the title's defaults. */
export interface GameOptions {
  scenario?: number;
  seed?: number | bigint;
  flags?: number;
  seats?: number;
  /** Bit mask of seats run by the title's own Non-player rules (titles that have them). */
  bots?: number;
  /** A content pack of the same title: the game plays its cards. */
  content?: Content | null;
}

/** A content pack: a title's printed cards read from JSON (doc/content-packs.md). */
export class Content implements Disposable {
  /** Validates the pack whole; throws ContentError naming the card and the field. */
  constructor(text: string);
  /** The built-in cards of `title` as the text of a pack. */
  static builtin(title: number): string;
  /** Release this reference (games keep their own). */
  free(): void;
  [Symbol.dispose](): void;
  readonly title: TitleId;
  /** The hash of the canonical text (saves record it). */
  readonly hash: bigint;
  /** The canonical text: every card with every field. */
  text(): string;
}

/** A learned evaluation loaded from a model file's bytes (doc/model-format.md). */
export class Model implements Disposable {
  /** Validates the file; throws CorruptSaveError or VersionError with the library's reason. */
  constructor(data: Uint8Array | ArrayBuffer | ArrayBufferView);
  /** Release the model. */
  free(): void;
  [Symbol.dispose](): void;
  readonly title: TitleId;
}

/** The members every view starts with (doc/schema/view-common.json); the title's own follow. */
export interface View {
  title: string;
  title_id: number;
  viewer: number;
  scenario: number;
  scenario_name: string;
  seats: { seat: number; name: string; result?: -1 | 0 | 1; [member: string]: unknown }[];
  to_move: number;
  to_move_name: string;
  prompt: string;
  round_text: string;
  over: boolean;
  outcome: null | { winners: string[]; reason: string };
  [member: string]: unknown;
}

/** One entry of the game log. */
export interface LogEntry {
  /** History index of the move that caused it; -1 for the set-up. */
  move: number;
  /** The seat that acted, NOBODY for an automatic consequence, CHANCE for a die. */
  seat: number;
  /** "move", "reveal", "dice", "combat", "score", "assault", "election", "event", "end", ... */
  kind: string;
  text: string;
  fields: Record<string, unknown>;
}

export interface Log {
  viewer: number;
  since: number;
  entries: LogEntry[];
}

/** One game of one title (a wm_game *). */
export class Game implements Disposable {
  /** `title`: its number or its name ("siege", "DEMOCRACY_UNDER_SIEGE"). */
  constructor(title: number | string, options?: GameOptions);
  /** A game from the bytes of save(); a game of a content pack loads only with that pack. */
  static load(data: Uint8Array | ArrayBuffer | ArrayBufferView | ArrayLike<number>, content?: Content | null): Game;

  /** Free the game now; safe to call more than once. */
  free(): void;
  [Symbol.dispose](): void;
  readonly freed: boolean;
  /** An independent copy, history included. */
  clone(): Game;
  /** Overwrite this game with `other` (same title). */
  copyFrom(other: Game): void;

  readonly title: number;
  readonly seatCount: number;
  /** The size of the action space: every move id is below it. */
  readonly actionCount: number;
  readonly stateSize: number;
  seatName(seat: number): string;
  seatNames(): string[];

  /** A seat, CHANCE, or NOBODY once the game is over. */
  readonly toMove: number;
  readonly prompt: string;
  readonly isOver: boolean;
  readonly isSecret: boolean;
  legalMoves(): number[];
  legalMoveNames(): string[];
  /** The labels of legalMoves(): the text a person reads (since 1.3). */
  legalMoveLabels(): string[];
  legalMoveList(): { id: number; name: string; label: string }[];
  isLegal(move: number | string): boolean;
  /** Apply a move by id or by name; throws IllegalMoveError, GameOverError, InvalidArgumentError. */
  apply(move: number | string): void;
  moveName(move: number): string;
  /** The text a person reads for a legal move (wm_move_label, since 1.3); throws IllegalMoveError if not legal now. */
  moveLabel(move: number): string;
  parseMove(text: string): number;
  botMove(): number;
  /** The move wm_search_move's ISMCTS chooses after `iterations` playouts (the seat to move's view only). */
  /** With a model: wm_search_move_with (its values and priors, PUCT with cPuct, default 1.5). */
  searchMove(iterations: number, seed?: bigint | number, model?: Model | null, cPuct?: number): number;
  /** WIN, DRAW or LOSS per seat of a finished game. */
  outcome(): number[];
  history(): number[];

  /** The observation tensor for `seat` (wm_observe()). */
  observe(seat: number): Float32Array;
  readonly observationSize: number;

  hash(): bigint;
  /** The hash of the game's content pack, 0n for the built-in cards. */
  contentHash(): bigint;
  check(): void;
  save(): Uint8Array;
  json(seat?: number): string;
  view(seat?: number): View;
  logJson(seat?: number, since?: number): string;
  log(seat?: number, since?: number): Log;
  toString(): string;
}

/** wm_playouts() policies. */
export const PLAYOUT_RANDOM: 0;
export const PLAYOUT_BOT: 1;

/**
 * `size` games of one title stepped by one call (a wm_batch *): game `i`'s
 * episode `e` is `new Game(title, {..., seed: seed + i + e * size})`; a game
 * that ends is set up again at once.  The arrays are views of the library's
 * buffers, rewritten by every step.
 */
export class Batch implements Disposable {
  constructor(title: number, size: number, options?: GameOptions);
  readonly size: number;
  readonly title: number;
  readonly actionCount: number;
  readonly observationSize: number;
  readonly seats: number;
  /** The seat to move in each game. */
  readonly toMove: Int32Array;
  /** Byte `i * actionCount + m`: 1 when move `m` is legal in game `i`. */
  readonly legalMask: Uint8Array;
  /** Game `i`'s observation for its seat to move at `i * observationSize`. */
  readonly observations: Float32Array;
  /** Outcomes per seat at `i * seats` of the games that ended in the last step, else 0. */
  readonly outcomes: Int32Array;
  /** 1 for each game that ended in the last step. */
  readonly done: Uint8Array;
  mask(i: number): Uint8Array;
  legalMoves(i: number): number[];
  /** One legal move per game; all or nothing (IllegalMoveError names the game). */
  step(moves: ArrayLike<number>): void;
  reset(seed?: number | bigint): void;
  episodes(i: number): number;
  /** A copy of game `i`. */
  game(i: number): Game;
  free(): void;
  [Symbol.dispose](): void;
  readonly freed: boolean;
}

/** `k` playouts from `game`'s position: outcomes per seat per playout. */
export function playouts(game: Game, k: number, seed?: number | bigint, policy?: 0 | 1): number[][];

/** The loaded emscripten module. */
export const wasmModule: unknown;
