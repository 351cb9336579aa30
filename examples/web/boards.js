// examples/web/boards.js - the SVG boards of The Weimar Republic,
// Democracy under Siege, The March of Progress and Friedrich Ebert (issue
// 20), drawn from the library's JSON view of one seat and from the layout
// files (layout-republic.js, layout-siege.js, layout-ebert.js: the one
// place positions and names live, checked against the library's tables by
// tests/check_web_layout_*.c).
//
// Every space, area, box or card a move can name carries data-token (the
// word, or words, the move names use); app.js turns clicks on those into
// moves.  Every map space carries data-space (its view name) and its
// counts as data attributes, which the browser test compares with the
// view.
import * as R from "./layout-republic.js";
import * as S from "./layout-siege.js";
import * as E from "./layout-ebert.js";

// textLength for a text of about `per` px a character that must fit `max` px.
const fitLength = (text, per, max) => (String(text).length * per > max ? ` textLength="${max}" lengthAdjust="spacingAndGlyphs"` : "");

export const esc = (v) => String(v ?? "").replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const title = (t) => (t ? `<title>${esc(t)}</title>` : "");

function svgOpen(cls, w, h, label) {
  return `<svg class="board-svg ${cls}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}" preserveAspectRatio="xMidYMin meet">`;
}

// A row of track boxes: label at the left, the box at `at` marked.
function trackRow(y, label, boxes, at, { x0 = 150, width = 680, h = 30, marks = {}, note = "" } = {}) {
  const w = width / boxes.length;
  let s = `<g class="track" data-track="${esc(label)}"><text x="4" y="${y + h / 2 + 4}" class="track-label">${esc(label)}</text>`;
  boxes.forEach((b, i) => {
    const x = x0 + i * w;
    const cur = i === at;
    s += `<g class="track-box${cur ? " current" : ""}" data-box="${esc(b)}"><rect x="${x + 1}" y="${y}" width="${w - 2}" height="${h}" rx="3"/>`;
    s += `<text x="${x + w / 2}" y="${y + h / 2 + 3}" text-anchor="middle" class="box-text">${esc(shortBox(b, w))}</text>`;
    if (marks[i]) s += marks[i](x, w);
    s += `${title(b)}</g>`;
  });
  if (note) s += `<text x="${x0 + width + 4}" y="${y + h / 2 + 4}" class="track-note">${esc(note)}</text>`;
  return s + "</g>";
}

function shortBox(b, w) {
  if (b.length * 5.6 <= w - 4) return b;
  const abbr = { "Hyperinflation": "Hyperinfl.", "Mass Unemployment": "Mass Unempl.", "Democratic-leaning": "Dem.-leaning",
    "Revolutionary-leaning": "Rev.-leaning", "Revolutionary": "Revolution.", "Democratic": "Democratic" };
  return abbr[b] ?? b.slice(0, Math.max(3, Math.floor((w - 4) / 5.6)));
}

// ===========================================================================
// The Weimar Republic
// ===========================================================================

const RP_FACTIONS = ["Coalition", "KPD", "NSDAP", "RC"];
const RP_TEXT_ON = { Coalition: "#1b1b1b", KPD: "#fff", NSDAP: "#fff", RC: "#fff" };

// Pieces other than cubes: view member, short label, long label.
const RP_PIECES = [["reichswehr", "RW", "Reichswehr"], ["freikorps_unrevealed", "FK?", "Freikorps (unrevealed)"], ["freikorps_loyal", "FK", "Freikorps"],
  ["rogue_freikorps", "rFK", "rogue Freikorps"], ["hidden_rogue", "rFK?", "rogue among the unrevealed"], ["militia", "Mil", "militia"], ["sa", "SA", "SA"],
  ["yellow_leverage", "yL", "yellow Leverage"], ["black_leverage", "bL", "black Leverage"], ["reform", "Ref", "Reform"], ["clique", "Cl", "Clique"],
  ["assassinations_yellow_red", "A:YR", "assassination yellow/red"], ["assassinations_brown_black", "A:BB", "assassination brown/black"]];

export function republicPieces(x) {
  const short = [];
  const long = [];
  for (const [k, s, l] of RP_PIECES) {
    if (!x[k]) continue;
    short.push(x[k] > 1 ? `${s}${x[k]}` : s);
    long.push(`${l} ${x[k]}`);
  }
  if (x.strike) { short.push(x.strike === "Uprising" ? "Upr" : "Str"); long.push(x.strike); }
  if (x.cadre) { short.push(`${x.cadre[0]}Cad`); long.push(`${x.cadre} cadre`); }
  return { short, long };
}

// A label that fits `max` px: squeezed (textLength) when it would not.
function fitText(x, y, text, cls, max, per = 6.4, extra = "") {
  const fit = text.length * per > max ? ` textLength="${max}" lengthAdjust="spacingAndGlyphs"` : "";
  return `<text x="${x}" y="${y}" text-anchor="middle" class="${cls}"${fit}${extra}>${esc(text)}</text>`;
}

const RP_CITY_R = 46;

function republicSpace(v, x, L) {
  const cubes = x.cubes ?? [0, 0, 0, 0];
  const names = (v.factions ?? []).map((f) => f.name);
  const held = typeof x.supremacy === "string" ? ["S", x.supremacy, "Supremacy"] : typeof x.dominance === "string" ? ["D", x.dominance, "Dominance"] : null;
  const { short, long } = republicPieces(x);
  const fill = R.REGIONS[L.region]?.fill ?? "#eee";
  const city = L.region === "City";
  const stroke = held ? R.FACTION_COLOURS[held[1]] ?? "#333" : "#555";
  const sw = held ? (held[0] === "S" ? 4 : 2.5) : 1;
  const dash = held && held[0] === "D" ? ' stroke-dasharray="6 3"' : "";
  const total = cubes.reduce((a, b) => a + b, 0);
  const tip = [`${x.name} (${R.REGIONS[L.region]?.label ?? L.region})`,
    `Population Number ${L.pop} (at most ${L.pop} cubes; ${total} here), Political Value ${L.pv}`,
    `cubes: ${cubes.map((c, i) => `${names[i] ?? RP_FACTIONS[i]} ${c}`).join(", ")}`,
    long.length ? long.join(", ") : "no other pieces",
    held ? `${held[2]}: ${held[1]}` : "nobody holds Supremacy or Dominance"].join("\n");
  let s = `<g class="space${city ? " city" : ""}" data-space="${esc(x.name)}" data-token="${esc(L.ascii)}" data-cubes="${cubes.join(",")}"` +
    ` data-pieces="${esc(short.join(" "))}" data-held="${held ? esc(`${held[0]} ${held[1]}`) : ""}" data-pop="${L.pop}" data-pv="${L.pv}" tabindex="-1">`;
  if (city) s += `<circle class="space-shape" cx="${L.x}" cy="${L.y}" r="${RP_CITY_R}" fill="${fill}" stroke="${stroke}" stroke-width="${sw}"${dash}/>`;
  else s += `<rect class="space-shape" x="${L.x - 64}" y="${L.y - 34}" width="128" height="68" rx="4" fill="${fill}" stroke="${stroke}" stroke-width="${sw}"${dash}/>`;
  const label = x.name.length > 17 ? x.name.replace(" and ", " & ") : x.name;
  s += fitText(L.x, L.y - (city ? 22 : 19), label, "space-name", city ? 80 : 120);
  // the cubes: four boxes, one per faction (narrower in a City's circle)
  const cw = city ? 17 : 20;
  const step = city ? 19 : 22;
  cubes.forEach((c, i) => {
    const f = names[i] ?? RP_FACTIONS[i];
    const cx = L.x - (step * 3 + cw) / 2 + i * step;
    s += `<g class="cube${c ? "" : " none"}" data-faction="${esc(f)}"><rect x="${cx}" y="${L.y - 12}" width="${cw}" height="18" rx="2" fill="${R.FACTION_COLOURS[f] ?? "#888"}"/>` +
      `<text x="${cx + cw / 2}" y="${L.y + 1}" text-anchor="middle" fill="${RP_TEXT_ON[f] ?? "#fff"}" class="cube-n">${c}</text></g>`;
  });
  if (short.length) {
    const line = short.join(" ");
    const max = city ? 68 : 92;
    s += `<text x="${L.x}" y="${L.y + 20}" text-anchor="middle" class="space-pieces"${line.length * 5.4 > max ? ` textLength="${max}" lengthAdjust="spacingAndGlyphs"` : ""}>${esc(line)}</text>`;
  }
  // Population Number (a square: the cube limit) and Political Value (a
  // circle), at the foot of the space as the printed map prints them
  const py = city ? L.y + 26 : L.y + 17;
  const px = city ? L.x - 38 : L.x - 61;
  const vx = city ? L.x + 31 : L.x + 54;
  s += `<g class="pop"><rect x="${px}" y="${py}" width="15" height="14" rx="1.5" fill="#fff" stroke="#333"/><text x="${px + 7.5}" y="${py + 11}" text-anchor="middle" class="pop-t">${L.pop}</text></g>`;
  s += `<g class="pv"><circle cx="${vx}" cy="${py + 7}" r="7.5" fill="#f1d36b" stroke="#6b5200"/><text x="${vx}" y="${py + 11}" text-anchor="middle" class="pop-t">${L.pv}</text></g>`;
  if (held) {
    const bx = city ? L.x + 47 : L.x + 55;
    const by = city ? L.y - 3 : L.y - 3;
    s += `<circle cx="${bx}" cy="${by}" r="9" fill="${R.FACTION_COLOURS[held[1]] ?? "#333"}" stroke="#fff"/><text x="${bx}" y="${by + 4}" text-anchor="middle" class="badge" fill="${RP_TEXT_ON[held[1]] ?? "#fff"}">${held[0]}</text>`;
  }
  return s + `${title(tip)}</g>`;
}

// Does the segment a-b pass through the box (x0, y0, x1, y1)?
function segmentHitsBox(ax, ay, bx, by, x0, y0, x1, y1) {
  for (let t = 0.04; t < 1; t += 0.04) {
    const x = ax + (bx - ax) * t;
    const y = ay + (by - ay) * t;
    if (x > x0 && x < x1 && y > y0 && y < y1) return true;
  }
  return false;
}

// The Regions' outlines: every space of a Region ringed in the Region's
// colour and bridged to its neighbours of the same Region (where the
// bridge passes no other space), one outline around each group of them.
function republicRegions(byName) {
  const pad = 7;
  const boxOf = (L) => (L.region === "City" ? [L.x - RP_CITY_R, L.y - RP_CITY_R, L.x + RP_CITY_R, L.y + RP_CITY_R] : [L.x - 64, L.y - 34, L.x + 64, L.y + 34]);
  let under = "";
  let over = "";
  for (const [region, info] of Object.entries(R.REGIONS)) {
    if (!info.outline) continue;
    const members = R.SPACES.filter((L) => L.region === region);
    const shapes = [];
    const seen = new Set();
    for (const L of members) {
      shapes.push(["rect", L.x - 64 - pad, L.y - 34 - pad, 128 + 2 * pad, 68 + 2 * pad]);
      for (const n of L.adj) {
        const M = byName.get(n);
        if (M.region !== region) continue;
        const key = [L.name, n].sort().join("|");
        if (seen.has(key)) continue;
        seen.add(key);
        const blocked = R.SPACES.some((O) => O !== L && O !== M && segmentHitsBox(L.x, L.y, M.x, M.y, ...boxOf(O)));
        if (!blocked) shapes.push(["line", L.x, L.y, M.x, M.y]);
      }
    }
    const draw = (extra, sw) => shapes.map((sh) => (sh[0] === "rect"
      ? `<rect x="${sh[1]}" y="${sh[2]}" width="${sh[3]}" height="${sh[4]}" rx="10" ${extra} stroke-width="${sw}"/>`
      : `<line x1="${sh[1]}" y1="${sh[2]}" x2="${sh[3]}" y2="${sh[4]}" ${extra} stroke-width="${40 + sw}" stroke-linecap="round"/>`)).join("");
    under += `<g class="region-outline" data-region="${esc(region)}">${draw(`fill="${info.outline}" stroke="${info.outline}"`, 5)}</g>`;
    over += `<g class="region-fill">${draw(`fill="${info.fill}" stroke="${info.fill}"`, 0)}</g>`;
  }
  return `<g class="regions" opacity=".75">${under}${over}</g>`;
}

export function republicMap(v) {
  const [W, H] = R.MAP_SIZE;
  const byName = new Map(R.SPACES.map((L) => [L.name, L]));
  let s = svgOpen("republic-map", W, H, "The Weimar Republic: the map of Germany");
  s += `<rect x="0" y="0" width="${W}" height="${H}" class="map-bg"/>`;
  s += republicRegions(byName);
  // adjacency lines, each once
  const seen = new Set();
  for (const L of R.SPACES)
    for (const n of L.adj) {
      const key = [L.name, n].sort().join("|");
      if (seen.has(key)) continue;
      seen.add(key);
      const M = byName.get(n);
      s += `<line class="adj" x1="${L.x}" y1="${L.y}" x2="${M.x}" y2="${M.y}"/>`;
    }
  const spaces = new Map((v.spaces ?? []).map((x) => [x.name, x]));
  // States and Provinces first, the Cities over them
  const order = [...R.SPACES].sort((a, b) => (a.region === "City") - (b.region === "City"));
  for (const L of order) if (spaces.has(L.name)) s += republicSpace(v, spaces.get(L.name), L);
  // legend, bottom right (the sea of the schematic map)
  const [lx, ly0] = R.LEGEND_AT;
  Object.values(R.REGIONS).forEach((r, i) => {
    s += `<rect x="${lx}" y="${ly0 + i * 14}" width="11" height="11" fill="${r.fill}" stroke="${r.outline ?? "#555"}" stroke-width="${r.outline ? 2 : 1}"/><text x="${lx + 15}" y="${ly0 + 9 + i * 14}" class="legend">${esc(r.label)}</text>`;
  });
  const ly = ly0 + Object.keys(R.REGIONS).length * 14;
  s += `<rect x="${lx}" y="${ly}" width="11" height="11" fill="#fff" stroke="#333"/><text x="${lx + 15}" y="${ly + 9}" class="legend">Population Number (cube limit)</text>`;
  s += `<circle cx="${lx + 5.5}" cy="${ly + 19.5}" r="5.5" fill="#f1d36b" stroke="#6b5200"/><text x="${lx + 15}" y="${ly + 23}" class="legend">Political Value</text>`;
  return s + "</svg>";
}

function republicTracks(v) {
  const tr = v.tracks ?? {};
  const rows = [];
  for (const T of R.TRACKS) {
    const value = tr[T.track];
    if (value === undefined || value === null || value === "") continue;
    const at = T.boxes.indexOf(String(value));
    let note = "";
    if (T.track === "economy") note = `$ dependence ${tr.dollar_dependence}${tr.general_strike ? ", General Strike" : ""}`;
    rows.push([T.label, T.boxes, at, note, T.track]);
  }
  const h = 30;
  const gap = 8;
  const tl = R.TIMELINE;
  const years = tl.last - tl.first + 1;
  const H = rows.length * (h + gap) + 70;
  let s = svgOpen("republic-tracks", 840, H, "The Weimar Republic: tracks and Timeline");
  rows.forEach(([label, boxes, at, note, key], i) => {
    s += trackRow(i * (h + gap) + 4, label, boxes, at, { h, note: "", width: key === "economy" ? 600 : 680 });
    if (note) s += `<text x="756" y="${i * (h + gap) + 4 + h / 2 + 4}" class="track-note">${esc(note.replace("dependence", "dep."))}</text>`;
  });
  // the Timeline: a box per year, its two rounds
  const y = rows.length * (h + gap) + 8;
  const w = 680 / years;
  s += `<g class="track timeline" data-track="Timeline"><text x="4" y="${y + 26}" class="track-label">Timeline</text>`;
  for (let k = 0; k < years; k++) {
    const year = tl.first + k;
    const era = tl.eras.find(([a, b]) => year >= a && year <= b)?.[2] ?? "";
    const x = 150 + k * w;
    s += `<g class="year era-${esc(era.split(" ")[0].toLowerCase())}"><rect x="${x + 1}" y="${y}" width="${w - 2}" height="18" rx="2"/><text x="${x + w / 2}" y="${y + 13}" text-anchor="middle" class="box-text">${year}</text>`;
    tl.halves.forEach((half, j) => {
      const cur = v.year === year && v.half === half;
      s += `<rect class="half${cur ? " current" : ""}" data-box="${year} ${esc(half)}" x="${x + 1 + j * (w - 2) / 2}" y="${y + 20}" width="${(w - 2) / 2}" height="14">${title(`${year}, ${half} (${era})`)}</rect>`;
    });
    s += "</g>";
  }
  s += `<text x="150" y="${y + 50}" class="legend">Now: ${esc(v.round_text ?? "")}; Momentum ${esc(v.momentum ?? "none")}; turn order ${esc((v.turn_order ?? []).join(", "))}</text>`;
  s += "</g>";
  return s + "</svg>";
}

function republicControl(v) {
  const units = v.control ?? [];
  const w = 840 / Math.max(1, units.length);
  let s = svgOpen("republic-control", 840, 54, "Parliamentary Control cards");
  units.forEach((u, i) => {
    const x = i * w;
    const col = R.FACTION_COLOURS[u.holder] ?? "#fff";
    const text = u.holder ? RP_TEXT_ON[u.holder] ?? "#fff" : "#333";
    s += `<g class="control-card${u.available || !u.holder ? "" : " used"}" data-unit="${esc(u.unit)}"><rect x="${x + 2}" y="2" width="${w - 4}" height="48" rx="4" fill="${col}" stroke="#444"/>` +
      fitText(x + w / 2, 20, u.unit, "space-name", w - 10, 6.4, ` fill="${text}"`) +
      `<text x="${x + w / 2}" y="38" text-anchor="middle" fill="${text}" class="box-text">${esc(u.holder ?? "uncontrolled")}${u.available || !u.holder ? "" : " (used)"}</text>` +
      `${title(`${u.unit}: ${u.holder ?? "nobody (uncontrolled until its next Regional Election)"}${!u.holder ? "" : u.available ? ", card available" : ", card used this turn"}`)}</g>`;
  });
  return s + "</svg>";
}

// The Weimar Republic: a card with its number, name and text, from the
// view's card table ("cards", issue 19).
export function republicCardText(v, id) {
  const c = (v.cards ?? {})[String(id)];
  if (!c) return `#${id}`;
  return `#${id}${c.name ? ` ${c.name}` : ""}: ${c.text ?? "(no instructions)"}${c.source === "reconstructed" ? " [reconstructed]" : ""}`;
}
function republicChip(v, id) {
  const c = (v.cards ?? {})[String(id)];
  return `<span class="card" data-token="${id}" data-card="${id}" title="${esc(republicCardText(v, id))}">#${id}${c?.name ? ` ${esc(c.name)}` : ""}</span>`;
}
const republicChips = (v, ids) => (Array.isArray(ids) && ids.length ? ids.map((id) => republicChip(v, id)).join("") : "&ndash;");

export function boardRepublic(v, { OMNISCIENT, resultCell }) {
  let h = `<div class="board-block">${republicMap(v)}</div>`;
  h += `<div class="board-block">${republicControl(v)}</div>`;
  h += `<div class="board-block">${republicTracks(v)}</div>`;
  h += '<table class="factions"><caption class="visually-hidden">Factions</caption><tr><th>faction</th><th>PV</th><th title="cubes still available to place (not on the map)">cubes available</th><th>pawns</th><th>cards</th><th>hand</th>' + (v.over ? "<th>result</th>" : "") + "</tr>";
  const np = new Map((v.non_player ?? []).map((n) => [n.faction, n]));
  (v.factions ?? []).forEach((f, i) => {
    const mine = f.hand && (v.viewer === i || v.viewer === OMNISCIENT);
    const hand = mine ? republicChips(v, f.hand) : `<span class="hidden-card">${f.hand_size} hidden</span>`;
    const bot = np.get(f.name);
    const who = bot ? ` <span class="np" title="Non-player (§8): bot card ${bot.bot_card ?? "none yet"}, ${bot.bot_deck_size} left">Non-player</span>` : "";
    h += `<tr data-faction="${esc(f.name)}"><th scope="row"><span class="swatch" style="background:${R.FACTION_COLOURS[f.name] ?? "#888"}"></span>${esc(f.name)}${who}</th><td class="num">${f.pv}</td><td class="num">${f.cubes_available}</td><td class="num">${f.pawns}</td><td class="num">${f.hand_size}</td><td class="hand">${mine ? `${f.hand.length ? "in the hand panel" : "none"}` : hand}${f.sudden_victory_marker ? " Sudden Victory marker" : ""}</td>` +
      (v.over ? `<td>${resultCell(v.seats[i] ?? {})}</td>` : "") + "</tr>";
  });
  h += "</table>";
  (v.factions ?? []).forEach((f, i) => {
    if (f.hand && (v.viewer === i || v.viewer === OMNISCIENT) && f.hand.length)
      h += `<p class="hand-row" data-hand="${esc(f.name)}">Hand of ${esc(f.name)}: ${republicChips(v, f.hand)}</p>`;
  });
  h += `<p class="board-note">Article 48 ${v.article48_available ? "available" : "unavailable"}; Reichstag Seats ${esc(v.reichstag_seats ?? "-")}${v.reichstag_seats_available ? "" : " (unavailable)"}; deck ${v.deck_size} cards; discard: ${republicChips(v, v.discard)}; Lingering: ${republicChips(v, v.lingering)}</p>`;
  if (v.event_in_play) h += `<p class="event-in-play">Event being played: ${republicChip(v, v.event_in_play.card)} ${esc(((v.cards ?? {})[String(v.event_in_play.card)] ?? {}).text ?? "")}</p>`;
  return h;
}

// ===========================================================================
// Democracy under Siege
// ===========================================================================

const SG_IDEOLOGIES = ["Nazism", "Democracy", "Communism"];
const SG_AREA_FILL = { control: "#fff", neutral: "#e4e4e0", influence: "#fff", instability: "#f3c9a8" };
const SG_INFLUENCE_FILL = { "Social-Democracy": "#f6c6d4", "Autocracy": "#d8c8ef", "Military Dictatorship": "#e3d7a4", "Oligarchy": "#bfe3dc" };
const SG_RES = { RawMaterials: "R", Factory: "F", Oil: "O" };

const boxInfo = new Map(S.REGIME_BOXES.map((b) => [b.box, b]));
const areaInfo = new Map(S.AREAS.map((a) => [a.name, a]));
const lightOf = (ideo) => ({ Nazism: "#f2c4bf", Democracy: "#c3d5f2", Communism: "#c4e6c8", Anarchy: "#d0d0d0" }[ideo] ?? "#fff");

// The Ideology that controls an area now: a Major Power's own (the view's
// "major_powers", §1.2), a nation whose Regime Marker is in a Control Area
// that Ideology's.
function sgController(v, name) {
  const major = (v.major_powers ?? {})[name];
  if (major) return major;
  const box = (v.regimes ?? {})[name];
  const b = boxInfo.get(box);
  return b && b.area === "control" ? b.box : null;
}

function regimeShort(box) {
  const b = boxInfo.get(box);
  if (!b) return box === "conquered" ? "conquered" : "";
  if (b.area === "control") return b.box;
  return { "Social-Democracy": "Soc.-Dem.", "Military Dictatorship": "Mil. Dict.", "Neutral Area": "Neutral", "Instability Area": "Instability" }[b.label] ?? b.label;
}

export function siegeCardText(cards, code) {
  const c = cards?.get(code);
  if (!c) return code;
  let t = `${code} ${c.name ?? ""}`.trim();
  const facts = [c.type, c.pp ? `${c.pp} PP` : "", c.difficulty ? `difficulty ${c.difficulty}` : "", c.entry ? `enters turn ${c.entry}` : ""].filter(Boolean);
  if (facts.length) t += ` (${facts.join(", ")})`;
  // a RECONSTRUCTED text (doc/siege-content.md, method 15) is marked, as the Republic's are, and
  // our text of a card the rulebook gives (method 16: the printed one is lost)
  const fl = Array.isArray(c.flags) ? c.flags : [];
  if (c.text) t += `: ${c.text}${fl.includes("reconstructed") ? " [reconstructed]" : fl.includes("text-ours") ? " [our text]" : ""}`;
  else if (Array.isArray(c.effects) && c.effects.length)
    t += `: ${c.effects.map((e) => Object.entries(e).map(([k, x]) => (k === "op" ? x : `${k} ${Array.isArray(x) ? x.join("/") : x}`)).join(" ")).join("; ")}`;
  return t;
}

function siegeChip(cards, code) {
  const c = cards?.get(code);
  return `<span class="card" data-token="${esc(code)}" data-card="${esc(code)}" title="${esc(siegeCardText(cards, code))}">${esc(code)}${c?.name ? ` ${esc(c.name)}` : ""}</span>`;
}
const siegeChips = (cards, list) => (Array.isArray(list) && list.length ? list.map((c) => siegeChip(cards, c)).join("") : "&ndash;");

function siegeArea(v, A, claimsByArea, flags) {
  const regime = (v.regimes ?? {})[A.name];
  const ctl = sgController(v, A.name);
  const fill = ctl ? lightOf(ctl) : A.kind === "territory" ? "#f7f3e8" : "#fff";
  const stroke = ctl ? S.IDEOLOGY_COLOURS[ctl] : "#555";
  const f = flags.get(A.name) ?? [];
  const claims = claimsByArea.get(A.name) ?? [];
  const tip = [A.label, A.kind === "influenceable" ? "Influenceable Power" : A.kind === "major" ? "Major Power" : A.kind === "minor" ? "Minor Nation" : "Territory",
    regime ? `Regime Marker: ${boxInfo.get(regime)?.label ?? regime}` : "", ctl ? `controlled by ${ctl}` : "",
    ...claims.map((c) => `${c.res} box: ${c.by >= 0 ? `claimed by ${SG_IDEOLOGIES[c.by]}` : "unclaimed"}`), ...f.map((x) => x.long)].filter(Boolean).join("\n");
  let s = `<g class="area kind-${A.kind}" data-space="${esc(A.name)}" data-token="${esc(A.name)}" data-regime="${esc(regime ?? "")}" data-controller="${esc(ctl ?? "")}" data-claims="${claims.map((c) => c.by).join(",")}">`;
  if (A.kind === "minor") s += `<ellipse class="space-shape" cx="${A.x}" cy="${A.y}" rx="43" ry="25" fill="${fill}" stroke="${stroke}" stroke-width="${ctl ? 3 : 1.2}"/>`;
  else if (A.kind === "territory") s += `<rect class="space-shape" x="${A.x - 38}" y="${A.y - 20}" width="76" height="40" fill="${fill}" stroke="${stroke}" stroke-width="1.2" stroke-dasharray="4 3"/>`;
  else s += `<rect class="space-shape" x="${A.x - 48}" y="${A.y - 25}" width="96" height="50" rx="6" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`;
  const label = A.label.length > 13 ? A.label.replace("French North Africa", "Fr. N. Africa").replace("Dutch East Indies", "Dutch E. Indies").replace("Czechoslovakia", "Czechoslov.").replace("Danzig & Memel", "Danzig-Memel") : A.label;
  s += `<text x="${A.x}" y="${A.y - (A.kind === "territory" ? 8 : 10)}" text-anchor="middle" class="area-name">${esc(label)}</text>`;
  const sub = regime ? regimeShort(regime) : ctl ? ctl : "";
  if (sub) s += `<text x="${A.x}" y="${A.y + 3}" text-anchor="middle" class="area-sub">${esc(sub)}</text>`;
  // Resource Exploitation Boxes: a small square each, the claimant's colour
  claims.forEach((c, i) => {
    const x = A.x - claims.length * 7.5 + i * 15;
    const y = A.y + (A.kind === "territory" ? 5 : 6);
    s += `<rect x="${x}" y="${y}" width="13" height="12" class="rbox" fill="${c.by >= 0 ? S.IDEOLOGY_COLOURS[SG_IDEOLOGIES[c.by]] : "#fff"}"/>` +
      `<text x="${x + 6.5}" y="${y + 10}" text-anchor="middle" class="rbox-t" fill="${c.by >= 0 ? "#fff" : "#333"}">${SG_RES[c.res] ?? "?"}</text>`;
  });
  f.forEach((x, i) => {
    const bx = A.x + 30 - i * 22;
    const by = A.y - 24;
    s += `<g class="flag flag-${x.kind}"><rect x="${bx - 10}" y="${by - 8}" width="20" height="14" rx="3"/><text x="${bx}" y="${by + 3}" text-anchor="middle">${esc(x.short)}</text></g>`;
  });
  return s + `${title(tip)}</g>`;
}

export function siegeMap(v) {
  const [W, H] = S.MAP_SIZE;
  let s = svgOpen("siege-map", W, H, "Democracy under Siege: the map");
  for (const [name, [x, y, w, h]] of Object.entries(S.MAP_BOXES))
    s += `<rect class="map-box" x="${x}" y="${y}" width="${w}" height="${h}" rx="6"/><text x="${x + 6}" y="${y + 14}" class="map-box-name">${name} Map Box</text>`;
  // Coup Cells Track: green round areas and thick paths
  const ccPos = new Map(S.CC_AREAS.map((c) => [c.cc, c]));
  const seen = new Set();
  for (const c of S.CC_AREAS)
    for (const n of c.links) {
      const k = [c.cc, n].sort().join("|");
      if (seen.has(k)) continue;
      seen.add(k);
      const d = ccPos.get(n);
      s += `<line class="cc-link" x1="${c.x}" y1="${c.y}" x2="${d.x}" y2="${d.y}"/>`;
    }
  // Land Connections
  seen.clear();
  for (const A of S.AREAS)
    for (const n of A.land) {
      const k = [A.name, n].sort().join("|");
      if (seen.has(k)) continue;
      seen.add(k);
      const B = areaInfo.get(n);
      s += `<line class="land" x1="${A.x}" y1="${A.y}" x2="${B.x}" y2="${B.y}"/>`;
    }
  const ccCount = new Map();
  (v.ideologies ?? []).forEach((I) => {
    for (const [area, n] of Object.entries(I.cc ?? {})) {
      const a = ccCount.get(area) ?? [0, 0, 0];
      a[SG_IDEOLOGIES.indexOf(I.name)] += n;
      ccCount.set(area, a);
    }
  });
  for (const c of S.CC_AREAS) {
    const n = ccCount.get(c.cc) ?? [0, 0, 0];
    const decl = (v.ideologies ?? []).filter((I) => I.coup_declared === c.cc).map((I) => I.name);
    const count = n.some((x) => x) ? n.map((x, i) => (x ? `${SG_IDEOLOGIES[i][0]}${x}` : "")).filter(Boolean).join(" ") : "-";
    s += `<g class="cc-area" data-cc="${esc(c.cc)}" data-token="${esc(c.cc)}" data-cc-count="${n.join(",")}"><circle cx="${c.x}" cy="${c.y}" r="17"/>` +
      `<text x="${c.x}" y="${c.y - 3}" text-anchor="middle" class="cc-t">CC</text>` +
      `<text x="${c.x}" y="${c.y + 9}" text-anchor="middle" class="cc-n"${fitLength(count, 5.8, 30)}>${count}</text>` +
      `${title(`Coup Cells area ${c.label}: ${n.map((x, i) => `${SG_IDEOLOGIES[i]} ${x}`).join(", ")}${decl.length ? `; Coup declared by ${decl.join(", ")}` : ""}`)}</g>`;
  }
  // claims per area, flags (civil wars, coups, war, treaties, armaments)
  const claimsByArea = new Map();
  S.RBOXES.forEach((r) => {
    const by = (v.claims ?? [])[r.rbox] ?? -1;
    if (!claimsByArea.has(r.area)) claimsByArea.set(r.area, []);
    claimsByArea.get(r.area).push({ res: r.res, by });
  });
  const flags = new Map();
  const flag = (area, x) => { if (!flags.has(area)) flags.set(area, []); flags.get(area).push(x); };
  for (const c of v.civil_wars ?? []) flag(c.nation, { kind: "civil", short: "CW", long: `Civil War (${c.status}): government MR ${c.government.join("/")}, rebels MR ${c.rebels.join("/")}` });
  for (const I of v.ideologies ?? []) if (I.coup_on) flag(I.coup_on, { kind: "coup", short: "C!", long: `Coup Attempt by ${I.name}` });
  for (const p of v.at_war ?? []) flag(p, { kind: "war", short: "W", long: "at War" });
  for (const t of v.treaties ?? []) flag(t.area, { kind: t.kind, short: t.kind === "pact" ? "P" : "A", long: `${t.kind === "pact" ? "Pact" : "Alliance"} with ${areaInfo.get(t.power)?.label ?? t.power}` });
  for (const A of S.AREAS) s += siegeArea(v, A, claimsByArea, flags);
  return s + "</svg>";
}

export function siegeRegimes(v) {
  const [W, H] = S.REGIME_SIZE;
  let s = svgOpen("siege-regimes", W, H, "Democracy under Siege: the Political Regimes Track");
  s += `<rect x="0" y="0" width="${W}" height="${H}" rx="8" class="regime-bg"/>`;
  const seen = new Set();
  for (const b of S.REGIME_BOXES)
    for (const n of b.adj) {
      const k = [b.box, n].sort().join("|");
      if (seen.has(k)) continue;
      seen.add(k);
      const d = boxInfo.get(n);
      s += `<line class="regime-link" x1="${b.x}" y1="${b.y}" x2="${d.x}" y2="${d.y}"/>`;
    }
  const inBox = new Map();
  const nations = Object.entries(v.regimes ?? {});
  nations.forEach(([n, box], i) => {
    if (!inBox.has(box)) inBox.set(box, []);
    inBox.get(box).push({ n, power: areaInfo.get(n)?.kind === "influenceable", order: i });
  });
  for (const b of S.REGIME_BOXES) {
    const big = b.area === "control";
    const w = big ? 170 : 150;
    const h = big ? 104 : 84;
    const fill = big ? lightOf(b.box) : b.area === "influence" ? SG_INFLUENCE_FILL[b.label] ?? "#fff" : SG_AREA_FILL[b.area];
    const here = inBox.get(b.box) ?? [];
    s += `<g class="regime-box area-${b.area}" data-box="${esc(b.box)}" data-token="${esc(b.box)}" data-nations="${esc(here.map((x) => x.n).join(","))}">` +
      `<rect x="${b.x - w / 2}" y="${b.y - h / 2}" width="${w}" height="${h}" rx="14" fill="${fill}" stroke="${big ? S.IDEOLOGY_COLOURS[b.box] : "#666"}" stroke-width="${big ? 3 : 1.2}"/>` +
      `<text x="${b.x}" y="${b.y - h / 2 + 14}" text-anchor="middle" class="regime-name">${esc(big ? b.box : b.label)}</text>`;
    here.forEach((x, i) => {
      const col = i % 2;
      const row = Math.floor(i / 2);
      const label = (areaInfo.get(x.n)?.label ?? x.n).replace("Czechoslovakia", "Czechoslov.").replace("Baltic States", "Baltic St.");
      s += `<text x="${b.x - w / 4 + col * (w / 2)}" y="${b.y - h / 2 + 30 + row * 12}" text-anchor="middle" class="regime-nation${x.power ? " power" : ""}" data-token="${esc(x.n)}">${esc(label)}${x.power ? "*" : ""}</text>`;
    });
    s += `${title(`${b.label}${b.area === "neutral" ? ` (${b.box.slice(7)})` : ""}: ${here.map((x) => areaInfo.get(x.n)?.label ?? x.n).join(", ") || "empty"}`)}</g>`;
  }
  const gone = inBox.get("conquered") ?? [];
  s += `<text x="${W / 2}" y="${H - 6}" text-anchor="middle" class="legend">* Influenceable Power${gone.length ? `; conquered: ${esc(gone.map((x) => x.n).join(", "))}` : ""}</text>`;
  return s + "</svg>";
}

function siegeTracks(v) {
  const ideo = v.ideologies ?? [];
  const rowH = 30;
  const gap = 8;
  const H = 7 * (rowH + gap) + 8;
  let s = svgOpen("siege-tracks", 840, H, "Democracy under Siege: Prestige, Political Points, Victory Points, Initiative, Turn");
  const markRow = (y, label, n, value, lo = 0) => {
    const boxes = Array.from({ length: n }, (_, i) => String(i + lo));
    const marks = {};
    boxes.forEach((_, i) => {
      const at = ideo.filter((I) => value(I) === i + lo);
      if (at.length) marks[i] = (x, w) => at.map((I, k) => `<circle class="marker" data-ideology="${esc(I.name)}" cx="${x + w / 2 + (k - (at.length - 1) / 2) * Math.min(9, w / 3)}" cy="${y + 24}" r="${Math.min(4.5, w / 6)}" fill="${S.IDEOLOGY_COLOURS[I.name]}"/>`).join("");
    });
    return trackRow(y, label, boxes, -1, { h: rowH, marks });
  };
  let y = 4;
  s += markRow(y, "Prestige", 10, (I) => I.prestige); y += rowH + gap;
  s += markRow(y, "Political Points", 8, (I) => I.pp); y += rowH + gap;
  s += markRow(y, "Victory Points", 41, (I) => Math.min(40, I.vp)); y += rowH + gap;
  s += markRow(y, "VP Tokens", 41, (I) => Math.min(40, I.vp_token)); y += rowH + gap;
  s += trackRow(y, "Initiative", ["I", "II", "III"].map((r, i) => `${r} ${(v.initiative ?? [])[i] ?? ""}`), -1, { h: rowH }); y += rowH + gap;
  const turns = Array.from({ length: 8 }, (_, i) => `${i + 1} (${1933 + i})`);
  s += trackRow(y, "Turn", turns, (v.turn ?? 1) - 1, { h: rowH }); y += rowH + gap;
  s += trackRow(y, "Round", ["1", "2", "3", "4"].slice(0, v.advanced ? 4 : 3), (v.round ?? 1) - 1, { h: rowH, note: "" });
  return s + "</svg>";
}

function siegeArmaments(v) {
  const arm = Object.entries(v.armaments ?? {});
  const H = arm.length * 24 + 8;
  let s = svgOpen("siege-armaments", 372, H, "Armaments Tracks");
  arm.forEach(([p, lvl], i) => {
    const y = 4 + i * 24;
    s += `<g class="armaments" data-power="${esc(p)}" data-level="${lvl ?? ""}"><text x="4" y="${y + 15}" class="track-label"${fitLength(`${areaInfo.get(p)?.label ?? p}${lvl === null ? " (no holder)" : ""}`, 6.4, 110)}>${esc(areaInfo.get(p)?.label ?? p)}${lvl === null ? " (no holder)" : ""}</text>`;
    for (let l = 1; l <= 3; l++) {
      const x = 118 + (l - 1) * 84;
      s += `<rect x="${x}" y="${y}" width="80" height="20" rx="3" class="arm-box${lvl === l ? " current" : ""}"/><text x="${x + 40}" y="${y + 14}" text-anchor="middle" class="box-text">level ${l}</text>`;
    }
    s += "</g>";
  });
  return s + "</svg>";
}

export function boardSiege(v, { cards, OMNISCIENT, resultCell }) {
  let h = `<p class="board-note">${esc(v.round_text ?? "")}; ${v.advanced ? "Advanced" : "Short"} game, ${v.seat_count} players${v.seat_count === 2 ? `; Communism is played by ${esc(v.communism_controller)} this turn` : ""}${v.total_war ? "; <b>Total War</b>" : ""}${v.winner ? `; winner: ${esc(v.winner)}` : ""}</p>`;
  h += `<div class="board-block">${siegeMap(v)}</div>`;
  h += `<div class="board-block">${siegeRegimes(v)}</div>`;
  h += `<div class="board-block">${siegeTracks(v)}</div>`;
  h += `<div class="board-row"><div class="board-block half">${siegeArmaments(v)}</div><div class="board-block half">`;
  if ((v.wars ?? []).length) {
    h += "<table><caption>Wars</caption><tr><th>War Card</th><th>box</th><th>MR faction A</th><th>MR faction B</th></tr>";
    for (const w of v.wars) h += `<tr><td>${siegeChip(cards, w.card)}${w.stalling ? " (stalling)" : ""}</td><td class="num">${w.box}</td><td>${w.a.join("/")}</td><td>${w.b.join("/")}</td></tr>`;
    h += "</table>";
  } else h += "<p>No War is being fought.</p>";
  if ((v.civil_wars ?? []).length)
    h += `<p>Civil Wars: ${v.civil_wars.map((c) => `${esc(areaInfo.get(c.nation)?.label ?? c.nation)} (${esc(c.status)})`).join(", ")}</p>`;
  if ((v.treaties ?? []).length)
    h += `<p>Treaties: ${v.treaties.map((t) => `${esc(t.kind)} ${esc(areaInfo.get(t.power)?.label ?? t.power)}&ndash;${esc(areaInfo.get(t.area)?.label ?? t.area)}`).join(", ")}</p>`;
  h += "</div></div>";
  h += '<table class="ideologies"><caption class="visually-hidden">Ideologies</caption><tr><th>Ideology</th><th>Prestige</th><th>PP</th><th>VP</th><th>MR</th><th title="training / deployed on the Coup Cells Track">Coup Cells</th><th title="Raw Materials / Factories / Oil">resources</th><th>cards</th>' + (v.over ? "<th>result</th>" : "") + "</tr>";
  const hands = [];
  (v.ideologies ?? []).forEach((I, i) => {
    const seesHand = Array.isArray(I.hand);
    let hand = seesHand ? siegeChips(cards, I.hand) : `<span class="hidden-card">${I.hand_count} hidden</span>`;
    if (!seesHand && Array.isArray(I.hand_known) && I.hand_known.length) hand += ` known: ${siegeChips(cards, I.hand_known)}`;
    let reserve = Array.isArray(I.reserve) ? siegeChips(cards, I.reserve) : `<span class="hidden-card">${I.reserve_count} hidden</span>`;
    if (!Array.isArray(I.reserve) && Array.isArray(I.reserve_known) && I.reserve_known.length) reserve += ` known: ${siegeChips(cards, I.reserve_known)}`;
    const played = typeof I.played === "number" ? (I.played ? `<span class="hidden-card">${I.played} face down</span>` : "&ndash;")
      : (I.played ?? []).length ? I.played.map((c) => siegeChip(cards, c)).join("") : "&ndash;";
    const cc = Object.values(I.cc ?? {}).reduce((a, b) => a + b, 0);
    const res = I.resources ?? {};
    h += `<tr data-ideology="${esc(I.name)}"><th scope="row"><span class="swatch" style="background:${S.IDEOLOGY_COLOURS[I.name]}"></span>${esc(I.name)}</th><td class="num">${I.prestige}</td><td class="num">${I.pp}</td><td class="num">${I.vp}${I.vp_token ? ` + ${I.vp_token}` : ""}</td><td class="num">${I.mr}</td>` +
      `<td class="num">${I.cc_training} / ${cc}</td><td>${res.RawMaterials ?? 0} / ${res.Factory ?? 0} / ${res.Oil ?? 0}</td><td class="hand">${seesHand ? `${I.hand_count} in hand` : hand}, Reserve ${I.reserve_count}, deck ${I.deck}</td>` +
      (v.over ? `<td>${resultCell(v.seats[i] ?? {})}</td>` : "") + "</tr>";
    hands.push(`<p class="hand-row" data-hand="${esc(I.name)}"><span class="swatch" style="background:${S.IDEOLOGY_COLOURS[I.name]}"></span><b>${esc(I.name)}</b>: hand ${hand}; Reserve ${reserve}; played ${played}${(I.active ?? []).length ? `; active ${siegeChips(cards, I.active)}` : ""}</p>`);
  });
  h += "</table>" + hands.join("");
  void OMNISCIENT;
  return h;
}

// ===========================================================================
// The March of Progress: the country cards in a row (the home countries at
// the ends, the neutral ones between them, adjacent to each other), each
// with its VP dice and the armies of both players.
// ===========================================================================

export const MARCH_COLOURS = ["#2a5bd7", "#e07b00"];

// `narrow` (a phone): the cards one under the other, each a wide strip
// (its name and controller at the left, its VP dice at the right, each
// player's armies below), so that the text keeps its size at 390 px.
export function marchCountries(v, { narrow = false } = {}) {
  const seats = (v.seats ?? []).map((p) => p.name);
  const rank = (c) => (c.name === seats[0] ? 0 : c.name === seats[1] ? 2 : 1);
  const cs = [...(v.countries ?? [])].sort((a, b) => rank(a) - rank(b));
  const n = Math.max(1, cs.length);
  const w = narrow ? 340 : 200;
  const h = narrow ? 92 : 142;
  const gap = narrow ? 16 : 30;
  const W = narrow ? w + 8 : n * (w + gap) - gap + 8;
  const H = narrow ? n * (h + gap) - gap + 8 : 150;
  let s = svgOpen(`march-map${narrow ? " narrow" : ""}`, W, H, "The March of Progress: the country cards");
  cs.forEach((c, i) => {
    const x = narrow ? 4 : 4 + i * (w + gap);
    const y = narrow ? 4 + i * (h + gap) : 4;
    if (i > 0) s += narrow ? `<line class="adj" x1="${x + w / 2}" y1="${y - gap}" x2="${x + w / 2}" y2="${y}"/>` : `<line class="adj" x1="${x - gap}" y1="75" x2="${x}" y2="75"/>`;
    const ctl = c.controller >= 0 ? MARCH_COLOURS[c.controller] ?? "#555" : "#999";
    const armies = (c.armies ?? []).map((a) => `${a.normal}${a.fortified ? `+${a.fortified}f` : ""}`).join(",");
    const ctlText = c.controller >= 0 ? `controlled by ${seats[c.controller] ?? "?"}` : "controlled by nobody";
    s += `<g class="country" data-space="${esc(c.name)}" data-token="${esc(c.name)}" data-vp-dice="${c.vp_dice}" data-armies="${esc(armies)}">` +
      `<rect class="space-shape" x="${x}" y="${y}" width="${w}" height="${h}" rx="8" fill="#fff" stroke="${ctl}" stroke-width="${c.controller >= 0 ? 4 : 1.5}"/>`;
    if (narrow) s += `<text x="${x + 10}" y="${y + 20}" class="space-name">${esc(c.name)}</text><text x="${x + 10}" y="${y + 35}" class="box-text">${esc(ctlText)}</text>`;
    else s += `<text x="${x + w / 2}" y="${y + 20}" text-anchor="middle" class="space-name">${esc(c.name)}</text>` +
      `<text x="${x + w / 2}" y="${y + 36}" text-anchor="middle" class="box-text">${esc(ctlText)}</text>`;
    for (let d = 0; d < c.vp_dice; d++) {
      const dx = narrow ? x + w - 10 - (c.vp_dice - d) * 26 + 4 : x + w / 2 - c.vp_dice * 13 + d * 26 + 2;
      const dy = narrow ? y + 8 : y + 44;
      s += `<rect x="${dx}" y="${dy}" width="22" height="22" rx="4" class="die"/><circle cx="${dx + 11}" cy="${dy + 11}" r="3" fill="#222"/>`;
    }
    // a home country card: its army strength die (rulebook set-up 8, 1-6)
    const home = seats.indexOf(c.name);
    const strength = home >= 0 ? v.seats[home]?.army_strength : undefined;
    if (strength !== undefined) {
      const sx = narrow ? x + w - 34 : x + 8;
      const sy = narrow ? y + 44 : y + 8;
      s += `<g class="strength" data-strength="${strength}"><rect x="${sx}" y="${sy}" width="24" height="24" rx="4" fill="${MARCH_COLOURS[home] ?? "#555"}" stroke="#222"/>` +
        `<text x="${sx + 12}" y="${sy + 17}" text-anchor="middle" class="strength-n">${strength}</text>` +
        `<text x="${narrow ? sx + 24 : sx}" y="${sy + 34}" text-anchor="${narrow ? "end" : "start"}" class="box-text">strength</text></g>`;
    }
    (c.armies ?? []).forEach((a, k) => {
      const ax = x + 12 + k * (w / 2);
      const ay = narrow ? y + 52 : y + 92;
      const col = MARCH_COLOURS[k] ?? "#555";
      let line = "";
      for (let m = 0; m < a.normal; m++) line += `<circle cx="${ax + 8 + m * 18}" cy="${ay}" r="7" fill="${col}" stroke="#222"/>`;
      for (let m = 0; m < a.fortified; m++) line += `<rect x="${ax + 1 + (a.normal + m) * 18}" y="${ay - 7}" width="14" height="14" fill="${col}" stroke="#222" stroke-width="2.5"/>`;
      const txt = `${seats[k] ?? ""}: ${a.normal}${a.fortified ? ` + ${a.fortified} fort.` : ""}`;
      const fit = txt.length * 5.2 > w / 2 - 16 ? ` textLength="${w / 2 - 16}" lengthAdjust="spacingAndGlyphs"` : "";
      s += line + `<text x="${ax}" y="${ay + (narrow ? 24 : 30)}" class="box-text"${fit}>${esc(txt)}</text>`;
      if (a.on_capital && a.on_capital !== "none") s += `<text x="${ax}" y="${ay + (narrow ? 36 : 42)}" class="box-text" textLength="${w / 2 - 16}" lengthAdjust="spacingAndGlyphs">(${esc(a.on_capital)} on the capital)</text>`;
    });
    s += `${title(`${c.name}: ${c.vp_dice} VP dice; ${(c.armies ?? []).map((a, k) => `${seats[k]} ${a.normal} armies${a.fortified ? ` + ${a.fortified} fortified` : ""}`).join(", ")}${strength !== undefined ? `; army strength ${strength}; its capital's garrison adds 2 in defence` : ""}`)}</g>`;
  });
  return s + "</svg>";
}

// ===========================================================================
// Friedrich Ebert: Der Weg zur Demokratie: each group's play area (tracker
// card, draw pile, invitations, discard pile, the row of letters with the
// front position at the right), then Ebert's history deck, the current
// milestone with its spaces, the influence markers and the lasting effects
// (layout-ebert.js).  A card, space or track that a legal move names
// carries that move's words as its token ("open SPD", "bury Monarchy 2").
// ===========================================================================

const EB_GROUP = new Map(E.GROUPS.map((g) => [g.name, g]));
const ebColour = (k) => (k === "Joker" ? E.JOKER.colour : EB_GROUP.get(k)?.colour ?? "#888");
const ebTextOn = (k) => (k === "Joker" ? E.JOKER.text : EB_GROUP.get(k)?.text ?? "#fff");
const ebInitial = (k) => (k === "Joker" ? "J" : String(k ?? "?")[0]);

function ebMarker(cx, cy, r, kind, cls = "eb-marker") {
  return `<g class="${cls}" data-marker="${esc(kind)}"><circle cx="${cx}" cy="${cy}" r="${r}" fill="${ebColour(kind)}" stroke="#222" stroke-width="1"/>` +
    `<text x="${cx}" y="${cy + r * 0.38}" text-anchor="middle" class="eb-marker-t" style="font-size:${Math.round(r * 1.1)}px" fill="${ebTextOn(kind)}">${esc(ebInitial(kind))}</text></g>`;
}

// Words into lines of at most n characters (at most `max` lines).
function wrap(text, n, max = 3) {
  const lines = [];
  let cur = "";
  for (const w of String(text).split(/\s+/).filter(Boolean)) {
    if (cur && (cur + " " + w).length > n) { lines.push(cur); cur = w; } else cur = cur ? `${cur} ${w}` : w;
  }
  if (cur) lines.push(cur);
  if (lines.length > max) { lines.length = max; lines[max - 1] = `${lines[max - 1].slice(0, n - 1)}…`; }
  return lines;
}
// Lines of text; with `fit` ([px a character, max px]) each squeezed to fit.
const textLines = (x, y, lines, cls, dy = 12, anchor = "start", fit = null) =>
  lines.map((l, i) => `<text x="${x}" y="${y + i * dy}" class="${cls}" text-anchor="${anchor}"${fit ? fitLength(l, fit[0], fit[1]) : ""}>${esc(l)}</text>`).join("");

// The token a letter of a row carries for the decision on the table.
function ebItemToken(v, g, it, p) {
  const d = v.decision?.kind;
  if (d === "open" && !it.open && p === g.row.findIndex((x) => !x.open)) return `open ${g.name}`;
  if (d === "resolve" && p === 0 && it.open) return `resolve ${g.name}`;
  if (d === "use_markers") return `bury ${g.name} ${p + 1}`;
  return "";
}

function ebItem(v, g, it, p, x, y) {
  const { w, h } = E.ROW;
  const token = ebItemToken(v, g, it, p);
  const col = ebColour(g.name);
  const golden = it.kind === "golden";
  let tip;
  let s = `<g class="eb-letter" data-item="${p}" data-kind="${esc(it.kind)}" data-open="${it.open ? 1 : 0}"${token ? ` data-token="${esc(token)}"` : ""}>`;
  if (it.kind === "invitation") {
    s += `<rect class="space-shape" x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${it.open ? "#fff" : "#efe9da"}" stroke="${col}" stroke-width="2.5" stroke-dasharray="${it.open ? "" : "5 3"}"/>`;
    s += `<text x="${x + w / 2}" y="${y + 18}" text-anchor="middle" class="eb-card-kind">Einladung</text>`;
    s += fitText(x + w / 2, y + 36, g.invitation, "eb-card-name", w - 12, 7.4);
    s += ebMarker(x + w / 2, y + 62, 11, g.name);
    s += `<text x="${x + w / 2}" y="${y + 92}" text-anchor="middle" class="eb-small">+1 ${esc(g.name)} marker</text>`;
    tip = `Invitation ${g.invitation}${it.open ? "" : " (unopened)"}: resolving it gives 1 ${g.name} influence marker; it goes back to the invitations`;
  } else if (!it.open && !it.name) {
    // the envelope side: its group's colour (or gold), nothing else
    s += `<rect class="space-shape" x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${golden ? "#e2b93b" : col}" stroke="#222" stroke-width="1"/>`;
    s += `<polyline points="${x + 4},${y + 8} ${x + w / 2},${y + h / 2 - 6} ${x + w - 4},${y + 8}" fill="none" stroke="${golden ? "#7a5a00" : "#fff"}" stroke-opacity=".6" stroke-width="2"/>`;
    s += `<text x="${x + w / 2}" y="${y + h - 30}" text-anchor="middle" class="eb-envelope" fill="${golden ? "#1b1b1b" : ebTextOn(g.name)}">${golden ? "Goldener Zielbrief" : "Brief"}</text>`;
    s += `<text x="${x + w / 2}" y="${y + h - 14}" text-anchor="middle" class="eb-small" fill="${golden ? "#1b1b1b" : ebTextOn(g.name)}">face down</text>`;
    tip = `${golden ? "The golden target letter" : `A letter of ${g.name}`}, unopened`;
  } else {
    // the text side (an opened letter; everything when the game is over)
    s += `<rect class="space-shape" x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${golden ? "#fbefc4" : "#fffdf6"}" stroke="${golden ? "#b8860b" : col}" stroke-width="2.5"/>`;
    s += `<rect x="${x}" y="${y}" width="${w}" height="14" rx="6" fill="${golden ? "#e2b93b" : col}"/><rect x="${x}" y="${y + 8}" width="${w}" height="6" fill="${golden ? "#e2b93b" : col}"/>`;
    s += `<text x="${x + 6}" y="${y + 11}" class="eb-small" fill="${golden ? "#1b1b1b" : ebTextOn(g.name)}">${golden ? "Zielbrief" : "Brief"}${it.open ? "" : " (face down)"}</text>`;
    // the text's mark (shared/CONTENT.md): "rekonstruiert" in the header
    if (it.text && it.reconstructed) s += `<text x="${x + w - 5}" y="${y + 11}" text-anchor="end" class="eb-small eb-rec" fill="${golden ? "#1b1b1b" : ebTextOn(g.name)}">rekonstr.</text>`;
    const unpublished = !it.name || it.name === "(text unpublished)";
    s += textLines(x + 6, y + 27, unpublished ? ["(text unpublished)"] : wrap(it.name, 19, 2), unpublished ? "eb-card-name unpublished" : "eb-card-name", 12, "start", [6.8, w - 12]);
    if (golden) s += `<text x="${x + w / 2}" y="${y + 70}" text-anchor="middle" class="eb-small">resolve it to win</text>`;
    if (it.resolution_card) s += `<text x="${x + 6}" y="${y + 56}" class="eb-res">→ Auflösung ${it.resolution_card}</text>`;
    // the symbols, bottom right: warning triangle, padlock, question mark
    let sx = x + w - 6;
    const sy = y + h - 6;
    if (it.warning) { s += `<g class="eb-symbol" data-symbol="warning"><polygon points="${sx},${sy} ${sx - 8},${sy - 14} ${sx - 16},${sy}" fill="#d62c1a"/><text x="${sx - 8}" y="${sy - 1}" text-anchor="middle" class="eb-warn">!</text></g>`; sx -= 22; }
    if (it.padlock) {
      s += `<g class="eb-symbol" data-symbol="padlock"><path d="M${sx - 25},${sy - 8} v-3 a4,4 0 0 1 8,0 v3" fill="none" stroke="#333" stroke-width="1.6"/><rect x="${sx - 27}" y="${sy - 8}" width="12" height="9" rx="1.5" fill="#333"/>` +
        `<text x="${sx}" y="${sy}" text-anchor="end" class="eb-sym">${esc(it.padlock)}</text></g>`;
      sx -= 32;
    }
    if (it.question) s += `<g class="eb-symbol" data-symbol="question"><text x="${sx}" y="${sy}" text-anchor="end" class="eb-sym">?${esc(it.question)}</text></g>`;
    if (it.eilt) s += `<g transform="rotate(-12 ${x + w - 30} ${y + 28})"><rect x="${x + w - 52}" y="${y + 18}" width="44" height="16" rx="2" fill="none" stroke="#c0392b" stroke-width="2"/><text x="${x + w - 30}" y="${y + 30}" text-anchor="middle" class="eb-eilt">EILT!</text></g>`;
    const prev = it.preview ?? [];
    if (prev.length) {
      s += `<text x="${x + 6}" y="${y + 78}" class="eb-small">brings:</text>`;
      prev.forEach((k, i) => { s += ebMarker(x + 50 + i * 22, y + 74, 9, k); });
    }
    tip = [`${golden ? "The golden target letter" : `A letter of ${g.name} (L${String(it.id ?? "").padStart(2, "0")} of the chapter)`}${unpublished ? "" : `: ${it.name}`}`,
      it.text ? `${it.text}${it.reconstructed ? " [reconstructed text]" : ""}` : "",
      it.resolution_card ? `resolved by resolution card ${it.resolution_card}` : "",
      prev.length ? `the preview marks: ${prev.join(", ")} (influence markers it may bring)` : "",
      it.warning ? "warning: resolving it raises tension" : "", it.eilt ? "EILT!: resolved at once" : "",
      it.padlock ? `padlock ${it.padlock}: stays only if a key ${it.padlock} is in play` : "",
      it.question ? `? ${it.question}: removed if an X ${it.question} is in play` : ""].filter(Boolean).join("\n");
  }
  if (token) tip += `\nclick: ${token}`;
  return s + `${title(tip)}</g>`;
}

function ebGroup(v, g, y0, seatLabel) {
  const lost = v.game_lost_space;
  const L = EB_GROUP.get(g.name) ?? { label: g.name, colour: "#888", text: "#fff" };
  const d = v.decision?.kind;
  let s = `<g class="eb-group" data-group="${esc(g.name)}" data-tension="${g.tension}" data-row="${esc(g.row.map((it) => `${it.kind}${it.open ? "+" : "-"}`).join(","))}">`;
  s += `<rect x="0" y="${y0}" width="${E.SIZE.width}" height="${E.SIZE.group - 6}" rx="8" class="eb-area"/>`;
  // the name plate (the tracker card's logo)
  const plateTok = d === "refuse_row" ? `refuse ${g.name}` : "";
  s += `<g class="eb-plate"${plateTok ? ` data-token="${esc(plateTok)}"` : ""}><rect class="space-shape" x="6" y="${y0 + 6}" width="120" height="64" rx="6" fill="${L.colour}"/>`;
  s += textLines(66, y0 + 24, wrap(L.label, 16, 2), "eb-group-name", 13, "middle").replaceAll("<text ", `<text fill="${L.text}" `);
  s += `<text x="66" y="${y0 + 62}" text-anchor="middle" class="eb-small" fill="${L.text}">${esc(seatLabel(v, g.person))}</text>`;
  s += `${title(`${L.label} (${g.name}): the material of ${seatLabel(v, g.person)}${plateTok ? `\nclick: ${plateTok}` : ""}`)}</g>`;
  // the tracker card: tension 0 (next to the card), spaces 1-10, Game Lost
  const T = E.TRACK;
  const trackTok = d === "use_markers" ? `reduce ${g.name}` : d === "task_tension" ? `tension ${g.name}` : d === "relax" ? `relax ${g.name}` : "";
  s += `<g class="eb-track" data-track="tension"${trackTok ? ` data-token="${esc(trackTok)}"` : ""}>`;
  s += `<rect class="space-shape" x="${T.x - 2}" y="${y0 + T.y - 16}" width="${T.box * T.spaces + 26}" height="${T.h + 22}" rx="5" fill="#fff" stroke="#aaa"/>`;
  s += `<text x="${T.x + 2}" y="${y0 + T.y - 4}" class="eb-small">Spannung (tension) ${g.tension} of ${lost}</text>`;
  for (let i = 0; i <= T.spaces; i++) {
    const x = i === 0 ? T.x : T.x + 22 + (i - 1) * T.box;
    const bw = i === 0 ? 20 : T.box - 2;
    const beyond = i > lost;
    const cls = `eb-space${i === g.tension ? " current" : ""}${i === lost ? " lost" : ""}${beyond ? " beyond" : ""}`;
    s += `<g class="${cls}" data-box="${i}"><rect x="${x}" y="${y0 + T.y}" width="${bw}" height="${T.h}" rx="3"${i === 0 ? ' stroke-dasharray="3 2"' : ""}/>`;
    s += `<text x="${x + bw / 2}" y="${y0 + T.y + 11}" text-anchor="middle" class="eb-space-n">${i}</text>`;
    if (i === lost) s += `<text x="${x + bw / 2}" y="${y0 + T.y + 25}" text-anchor="middle" class="eb-lost-t">✕</text>`;
    if (i === g.tension) s += `<polyline class="eb-tension-marker" points="${x + 3},${y0 + T.y + 22} ${x + bw * 0.3},${y0 + T.y + 15} ${x + bw * 0.5},${y0 + T.y + 25} ${x + bw * 0.7},${y0 + T.y + 15} ${x + bw - 3},${y0 + T.y + 22}"/>`;
    s += `${title(i === lost ? `space ${i}: the Game Lost marker (${v.difficulty})` : i === 0 ? "0: the tension marker lies next to the card" : `space ${i}${beyond ? " (beyond the Game Lost marker)" : ""}`)}</g>`;
  }
  s += `${title(`${g.name} tension ${g.tension}; the game is lost when it reaches ${lost}${trackTok ? `\nclick: ${trackTok}` : ""}`)}</g>`;
  // draw pile, invitations, discard pile
  const S2 = E.STACKS;
  const drawTok = d === "task_draw" ? `draw ${g.name}` : "";
  const stacks = [["Nachzug", "draw pile", g.draw_pile, "eb-pile", drawTok, L.colour],
    ["Einladung", "invitations", g.invitations, "eb-invitations", "", "#efe9da"],
    ["Ablage", "discard pile", (g.discard ?? []).length, "eb-discard", "", "#f4f2ec"]];
  stacks.forEach(([de, en, n, cls, tok, fill], i) => {
    const x = S2.x + i * (S2.w + S2.gap);
    const y = y0 + S2.y + 6;
    s += `<g class="${cls}" data-count="${n}"${tok ? ` data-token="${esc(tok)}"` : ""}>`;
    if (n > 1) s += `<rect x="${x + 3}" y="${y + 3}" width="${S2.w}" height="${S2.h - 6}" rx="4" fill="${fill}" stroke="#555" opacity=".6"/>`;
    s += `<rect class="space-shape" x="${x}" y="${y}" width="${S2.w}" height="${S2.h - 6}" rx="4" fill="${n ? fill : "none"}" stroke="#555" stroke-dasharray="${n ? "" : "4 3"}"/>`;
    const tc = n && cls === "eb-pile" ? L.text : "#1b1b1b";
    s += `<text x="${x + S2.w / 2}" y="${y + 27}" text-anchor="middle" class="eb-count" fill="${tc}">${n}</text>`;
    s += `<text x="${x + S2.w / 2}" y="${y + 44}" text-anchor="middle" class="eb-small" fill="${tc}">${esc(de)}</text>`;
    s += `${title(`${en}: ${n}${cls === "eb-invitations" ? ` (${g.invitation})` : ""}${tok ? `\nclick: ${tok}` : ""}`)}</g>`;
  });
  s += `<text x="${S2.x}" y="${y0 + S2.y + S2.h + 13}" class="eb-small eb-pos"${fitLength(`invitation: ${g.invitation}`, 5.3, 3 * S2.w + 2 * S2.gap)}>invitation: ${esc(g.invitation)}</text>`;
  // the row: up to 5 places, the front position (1) at the right
  const R2 = E.ROW;
  for (let k = 0; k < R2.places; k++) {
    const p = R2.places - 1 - k;
    const x = R2.x + k * (R2.w + R2.gap);
    const y = y0 + R2.y;
    s += `<text x="${x + R2.w - 2}" y="${y - 4}" text-anchor="end" class="eb-small eb-pos">${p === 0 ? "front position 1" : p + 1}</text>`;
    if (p < g.row.length) s += ebItem(v, g, g.row[p], p, x, y);
    else s += `<rect x="${x}" y="${y}" width="${R2.w}" height="${R2.h}" rx="6" class="eb-empty"/>`;
  }
  return s + "</g>";
}

function ebHistory(v, y0) {
  const hd = v.history_deck ?? {};
  const d = v.decision?.kind;
  let s = `<g class="eb-history"><rect x="0" y="${y0}" width="${E.SIZE.width}" height="196" rx="8" class="eb-area ebert"/>`;
  s += `<text x="8" y="${y0 + 16}" class="eb-head">Ebert</text>`;
  // the history deck
  s += `<g class="eb-deck" data-count="${hd.cards ?? 0}">`;
  if ((hd.cards ?? 0) > 1) s += `<rect x="11" y="${y0 + 27}" width="76" height="100" rx="5" fill="#d8d0bc" stroke="#555"/>`;
  s += `<rect x="8" y="${y0 + 24}" width="76" height="100" rx="5" fill="${hd.cards ? "#e8e0cc" : "none"}" stroke="#555"/>`;
  s += `<text x="46" y="${y0 + 62}" text-anchor="middle" class="eb-count">${hd.cards ?? 0}</text>`;
  s += textLines(46, y0 + 80, ["Geschichts-", "stapel"], "eb-small", 11, "middle");
  s += `${title(`history deck: ${hd.cards ?? 0} cards (letters, milestones, the golden target letter)`)}</g>`;
  s += textLines(8, y0 + 142, [`milestones done: ${hd.milestones_done ?? 0}`, `golden target letter:`, String(hd.golden_target_letter ?? "")], "eb-small", 12);
  // the current milestone: its spaces to fill
  const ms = hd.milestone;
  const mx = 150;
  s += `<g class="eb-milestone" data-milestone="${esc(ms?.name ?? "")}">`;
  if (ms) {
    const n = ms.spaces.length;
    const mw = Math.max(190, n * 40 + 20);
    s += `<rect x="${mx}" y="${y0 + 24}" width="${mw}" height="100" rx="6" fill="#fff" stroke="#7a5a00" stroke-width="2"/>`;
    s += `<text x="${mx + mw / 2}" y="${y0 + 40}" text-anchor="middle" class="eb-small">Meilenstein (milestone)</text>`;
    s += fitText(mx + mw / 2, y0 + 58, ms.name, "eb-card-name", mw - 12, 6.6);
    ms.spaces.forEach((sp, i) => {
      const cx = mx + mw / 2 + (i - (n - 1) / 2) * 40;
      const cy = y0 + 92;
      const tok = !sp.marker && d === "use_markers" ? `milestone ${sp.group}` : "";
      s += `<g class="eb-ms-space${sp.marker ? " filled" : ""}" data-group="${esc(sp.group)}" data-marker="${esc(sp.marker ?? "")}"${tok ? ` data-token="${esc(tok)}"` : ""}>`;
      s += `<circle class="space-shape" cx="${cx}" cy="${cy}" r="15" fill="#fff" stroke="${ebColour(sp.group)}" stroke-width="3" stroke-dasharray="${sp.marker ? "" : "4 3"}"/>`;
      if (sp.marker) s += ebMarker(cx, cy, 11, sp.marker);
      else s += `<text x="${cx}" y="${cy + 4}" text-anchor="middle" class="eb-space-n">${esc(ebInitial(sp.group))}</text>`;
      s += `${title(`a space for a ${sp.group} marker: ${sp.marker ? `holds a ${sp.marker} marker` : "free"}${tok ? `\nclick: ${tok}` : ""}`)}</g>`;
    });
  } else {
    s += `<rect x="${mx}" y="${y0 + 24}" width="170" height="100" rx="6" fill="none" stroke="#999" stroke-dasharray="4 3"/>`;
    s += textLines(mx + 85, y0 + 66, hd.milestones_done ? ["no milestone left:", "the golden target letter"] : ["no milestone", "on the table"], "eb-small", 13, "middle");
  }
  s += "</g>";
  // the influence markers: held (to use now), in Ebert's supply
  const mk = v.markers ?? {};
  const kx = 360;
  s += `<text x="${kx}" y="${y0 + 16}" class="eb-head">Einflussmarker (influence markers)</text>`;
  ["held", "supply"].forEach((which, r) => {
    const y = y0 + 40 + r * 40;
    s += `<text x="${kx}" y="${y + 4}" class="eb-small">${which === "held" ? "to use now" : "supply"}</text>`;
    Object.entries(mk[which] ?? {}).forEach(([k, n], i) => {
      const cx = kx + 80 + i * 56;
      const tok = which === "held" && d === "pay" && n > 0 ? `pay ${k}` : "";
      s += `<g class="eb-markers ${which}" data-kind="${esc(k)}" data-count="${n}"${tok ? ` data-token="${esc(tok)}"` : ""}>`;
      s += `<circle class="space-shape" cx="${cx}" cy="${y}" r="13" fill="${n ? ebColour(k) : "#fff"}" stroke="${ebColour(k)}" stroke-width="2" opacity="${n ? 1 : 0.5}"/>`;
      s += `<text x="${cx}" y="${y + 5}" text-anchor="middle" class="eb-marker-n" fill="${n ? ebTextOn(k) : "#555"}">${n}</text>`;
      s += `<text x="${cx}" y="${y + 25}" text-anchor="middle" class="eb-small">${esc(k)}</text>`;
      s += `${title(`${k} markers ${which === "held" ? "to use now" : "in Ebert's supply"}: ${n}${tok ? `\nclick: ${tok}` : ""}`)}</g>`;
    });
  });
  // the lasting effects (keys, X) beside the title card
  const la = v.lasting ?? {};
  const effects = [la.keys ? `keys ${la.keys.split("").join(" ")}` : "", la.x ? `X ${la.x.split("").join(" ")}` : "",
    (la.resolution_cards ?? []).length ? `resolution cards ${(la.resolution_cards ?? []).map((c) => c.number).join(", ")}` : "",
    (la.milestones ?? []).length ? `milestones ${la.milestones.join(", ")}` : ""].filter(Boolean);
  s += `<g class="eb-lasting">${textLines(kx, y0 + 136, wrap(`Lasting effects: ${effects.join("; ") || "none yet"}`, 46, 3), "eb-small", 12)}</g>`;
  const using = v.decision?.markers_of ? `; using the ${v.decision.markers_of} markers` : "";
  s += textLines(kx, y0 + 172, wrap(`Round ${v.round}, ${v.phase}${using}; letters opened this round: ${v.opened_this_round}`, 50, 2), "eb-small", 12);
  return s + "</g>";
}

// The variant "Persönliche Erlebnisse": 3 tasks over the golden target
// letter, their supports below them, the support in the middle.
function ebPersonal(v, y0) {
  const pe = v.personal_experiences;
  const d = v.decision?.kind;
  let s = `<g class="eb-personal"><rect x="0" y="${y0}" width="${E.SIZE.width}" height="150" rx="8" class="eb-area ebert"/>`;
  s += `<text x="8" y="${y0 + 16}" class="eb-head">Persönliche Erlebnisse (Personal Experiences) and Unterstützung (Support)</text>`;
  (pe.tasks ?? []).forEach((t, k) => {
    const x = 8 + k * 158;
    const y = y0 + 24;
    const tok = d === "use_markers" && !t.done ? `experience ${k + 1}` : "";
    s += `<g class="eb-task${t.done ? " done" : ""}" data-card="${t.card}"${tok ? ` data-token="${esc(tok)}"` : ""}><rect class="space-shape" x="${x}" y="${y}" width="150" height="56" rx="5" fill="${t.done ? "#e9e4f2" : "#f3ecfb"}" stroke="#6f42a0"/>`;
    s += textLines(x + 6, y + 13, wrap(t.name, 26, 2), "eb-small", 11);
    (t.spaces ?? []).forEach((sp, i) => {
      const cx = x + 14 + i * 24;
      s += sp.marker ? ebMarker(cx, y + 42, 9, sp.marker) : `<circle cx="${cx}" cy="${y + 42}" r="9" fill="#fff" stroke="${sp.accepts === "any" ? "#666" : ebColour(sp.accepts)}" stroke-dasharray="3 2"/><text x="${cx}" y="${y + 45}" text-anchor="middle" class="eb-small">${sp.accepts === "any" ? "?" : esc(ebInitial(sp.accepts))}</text>`;
    });
    // the task's tension part: its own move ("task K", Ebert with the Jokers)
    const taskTok = d === "use_markers" && !t.done && !t.tension_done ? `task ${k + 1}` : "";
    if (t.tension) s += `<g class="eb-task-tension"${taskTok ? ` data-token="${esc(taskTok)}"` : ""}><rect class="space-shape" x="${x + 84}" y="${y + 35}" width="62" height="15" rx="3" fill="#fff" stroke="#b9a6d6"/>` +
      `<text x="${x + 142}" y="${y + 46}" text-anchor="end" class="eb-small">+${t.tension} tension${t.tension_done ? " ✓" : ""}</text>${title(`the task's +${t.tension} tension${t.draw ? ` and ${t.draw} letters` : ""}${taskTok ? `\nclick: ${taskTok}` : ""}`)}</g>`;
    s += `${title(`task ${k + 1}: ${t.name}${t.done ? " (done)" : ""}${tok ? `\nclick: ${tok}` : ""}`)}</g>`;
  });
  const slotX = (sl) => (sl === 0 ? 482 : 8 + (sl - 1) * 158);
  (pe.supports ?? []).forEach((sp, sl) => {
    const x = slotX(sl);
    const y = sl === 0 ? y0 + 24 : y0 + 86;
    const tok = d === "use_markers" && sp.state === "available" ? `support ${sl}` : "";
    s += `<g class="eb-support ${esc(sp.state)}" data-card="${sp.card}"${tok ? ` data-token="${esc(tok)}"` : ""}><rect class="space-shape" x="${x}" y="${y}" width="150" height="56" rx="5" fill="${sp.state === "available" ? "#fff" : "#eee"}" stroke="#6f42a0" stroke-dasharray="${sp.state === "locked" ? "4 3" : ""}"/>`;
    s += textLines(x + 6, y + 14, wrap(`${sp.name}${sp.infinite ? " ∞" : ""}`, 26, 2), "eb-small", 11);
    s += `<text x="${x + 6}" y="${y + 48}" class="eb-small">${esc(sp.state)}${sl === 0 ? " (the middle card)" : ""}</text>`;
    s += `${title(`support ${sl}: ${sp.name} (${sp.state})${tok ? `\nclick: ${tok}` : ""}`)}</g>`;
  });
  if ((pe.favour_markers ?? []).length) s += `<text x="482" y="${y0 + 100}" class="eb-small">on Gefallen einfordern: ${esc(pe.favour_markers.join(", "))}</text>`;
  return s + "</g>";
}

// The texts on the table, read aloud (issue 33): every open letter, the
// milestone and the resolution cards with a lasting effect, each with its
// name, its text and the mark of a RECONSTRUCTED text.  Plain HTML beside
// (below, on a phone) the board, so a person reads them without hovering.
export function ebTexts(v) {
  const items = [];
  const add = (cls, colour, label, c) => {
    if (!c?.text) return;
    items.push(`<li class="${cls}"><span class="eb-text-label"><span class="swatch" style="background:${colour}"></span>${esc(label)}</span> ` +
      `<b class="eb-text-name">${esc(c.name ?? "")}</b>${c.reconstructed ? ' <span class="eb-text-rec" title="no source gives this card\'s printed text: ours, written from the history of its years (doc/ebert-content.md)">reconstructed</span>' : ""}` +
      `<span class="eb-text-body">${esc(c.text)}</span></li>`);
  };
  for (const g of v.groups ?? []) {
    g.row.forEach((it, p) => {
      if (it.open && it.kind !== "invitation") add("eb-text-letter", it.kind === "golden" ? "#e2b93b" : ebColour(g.name), `${it.kind === "golden" ? "Zielbrief" : "Brief"}, ${g.name} ${p + 1}`, it);
    });
  }
  const ms = v.history_deck?.milestone;
  if (ms) add("eb-text-milestone", "#7a5a00", "Meilenstein", ms);
  for (const c of v.lasting?.resolution_cards ?? []) add("eb-text-card", "#555", `Auflösung ${c.number}`, c);
  if (!items.length) return "";
  return `<section class="eb-texts" aria-label="The texts on the table"><h3>Read aloud: the open letters${ms ? ", the milestone" : ""}</h3><ul>${items.join("")}</ul></section>`;
}

export function boardEbert(v, { seatLabel, resultCell }) {
  const groups = v.groups ?? [];
  const pe = v.personal_experiences && typeof v.personal_experiences === "object";
  const H = E.SIZE.header + groups.length * E.SIZE.group + 200 + (pe ? 156 : 0);
  let s = svgOpen("ebert-board", E.SIZE.width, H, "Friedrich Ebert: the groups' play areas and Ebert's history deck");
  s += `<text x="4" y="18" class="eb-head"${fitLength(`Kapitel ${v.chapter}: ${v.chapter_title} (${v.years})`, 7, E.SIZE.width - 200)}>Kapitel ${esc(v.chapter)}: ${esc(v.chapter_title)} (${esc(v.years)})</text>`;
  s += `<text x="${E.SIZE.width - 4}" y="18" text-anchor="end" class="eb-small">${esc(v.difficulty)}: Game Lost on ${v.game_lost_space}${v.flexibility ? "; Flexibility" : ""}${v.result ? `; ${v.result === "won" ? "won" : "lost"}` : ""}</text>`;
  groups.forEach((g, i) => { s += ebGroup(v, g, E.SIZE.header + i * E.SIZE.group, seatLabel); });
  const y = E.SIZE.header + groups.length * E.SIZE.group;
  s += ebHistory(v, y);
  if (pe) s += ebPersonal(v, y + 200);
  s += "</svg>";
  const people = (v.seats ?? []).map((p) => `<span class="eb-person">${esc(p.name)}${p.groups?.length ? ` (${p.groups.map(esc).join(", ")})` : p.seat === 0 ? " (history deck, influence markers)" : ""}${p.result !== undefined && v.over ? `: ${resultCell(p)}` : ""}</span>`).join("; ");
  return `<div class="board-block">${s}</div><p class="board-note">People: ${people}</p>`;
}
