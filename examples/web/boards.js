// examples/web/boards.js - the SVG boards of The Weimar Republic and
// Democracy under Siege (issue 20), drawn from the library's JSON view of
// one seat and from the layout files (layout-republic.js,
// layout-siege.js: the one place positions live, checked against the
// library's tables by tests/check_web_layout_*.c).
//
// Every space, area, box or card a move can name carries data-token (the
// word the move names use); app.js turns clicks on those into moves.
// Every map space carries data-space (its view name) and its counts as
// data attributes, which the browser test compares with the view.
import * as R from "./layout-republic.js";
import * as S from "./layout-siege.js";

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
  const tip = [`${x.name} (${R.REGIONS[L.region]?.label ?? L.region})`,
    `cubes: ${cubes.map((c, i) => `${names[i] ?? RP_FACTIONS[i]} ${c}`).join(", ")}`,
    long.length ? long.join(", ") : "no other pieces",
    held ? `${held[2]}: ${held[1]}` : "nobody holds Supremacy or Dominance"].join("\n");
  let s = `<g class="space${city ? " city" : ""}" data-space="${esc(x.name)}" data-token="${esc(L.ascii)}" data-cubes="${cubes.join(",")}"` +
    ` data-pieces="${esc(short.join(" "))}" data-held="${held ? esc(`${held[0]} ${held[1]}`) : ""}" tabindex="-1">`;
  if (city) s += `<circle class="space-shape" cx="${L.x}" cy="${L.y}" r="40" fill="${fill}" stroke="${stroke}" stroke-width="${sw}"${dash}/>`;
  else s += `<rect class="space-shape" x="${L.x - 64}" y="${L.y - 34}" width="128" height="68" rx="4" fill="${fill}" stroke="${stroke}" stroke-width="${sw}"${dash}/>`;
  const label = x.name.length > 17 ? x.name.replace(" and ", " & ") : x.name;
  s += `<text x="${L.x}" y="${L.y - 19}" text-anchor="middle" class="space-name">${esc(label)}</text>`;
  cubes.forEach((c, i) => {
    const f = names[i] ?? RP_FACTIONS[i];
    const cx = L.x - 44 + i * 22;
    s += `<g class="cube${c ? "" : " none"}" data-faction="${esc(f)}"><rect x="${cx}" y="${L.y - 11}" width="20" height="18" rx="2" fill="${R.FACTION_COLOURS[f] ?? "#888"}"/>` +
      `<text x="${cx + 10}" y="${L.y + 2}" text-anchor="middle" fill="${RP_TEXT_ON[f] ?? "#fff"}" class="cube-n">${c}</text></g>`;
  });
  if (short.length) {
    const line = short.join(" ");
    s += `<text x="${L.x}" y="${L.y + 22}" text-anchor="middle" class="space-pieces"${line.length * 5.4 > (city ? 72 : 120) ? ` textLength="${city ? 72 : 120}" lengthAdjust="spacingAndGlyphs"` : ""}>${esc(line)}</text>`;
  }
  if (held) {
    const bx = city ? L.x + 29 : L.x + 55;
    const by = city ? L.y + 22 : L.y - 2;
    s += `<circle cx="${bx}" cy="${by}" r="9" fill="${R.FACTION_COLOURS[held[1]] ?? "#333"}" stroke="#fff"/><text x="${bx}" y="${by + 4}" text-anchor="middle" class="badge" fill="${RP_TEXT_ON[held[1]] ?? "#fff"}">${held[0]}</text>`;
  }
  return s + `${title(tip)}</g>`;
}

export function republicMap(v) {
  const [W, H] = R.MAP_SIZE;
  const byName = new Map(R.SPACES.map((L) => [L.name, L]));
  let s = svgOpen("republic-map", W, H, "The Weimar Republic: the map of Germany");
  s += `<rect x="0" y="0" width="${W}" height="${H}" class="map-bg"/>`;
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
  // legend, top left
  Object.values(R.REGIONS).forEach((r, i) => {
    s += `<rect x="6" y="${6 + i * 14}" width="11" height="11" fill="${r.fill}" stroke="#555"/><text x="21" y="${15 + i * 14}" class="legend">${esc(r.label)}</text>`;
  });
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
      `<text x="${x + w / 2}" y="20" text-anchor="middle" fill="${text}" class="space-name">${esc(u.unit)}</text>` +
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
    h += `<tr data-faction="${esc(f.name)}"><th scope="row"><span class="swatch" style="background:${R.FACTION_COLOURS[f.name] ?? "#888"}"></span>${esc(f.name)}${who}</th><td class="num">${f.pv}</td><td class="num">${f.cubes_available}</td><td class="num">${f.pawns}</td><td class="num">${f.hand_size}</td><td class="hand">${mine ? `see below` : hand}${f.sudden_victory_marker ? " Sudden Victory marker" : ""}</td>` +
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
// The Major Powers' Ideology (§1.2): fixed for the game.
const SG_MAJOR = { GreatBritain: "Democracy", USA: "Democracy", Germany: "Nazism", USSR: "Communism" };
const SG_AREA_FILL = { control: "#fff", neutral: "#e4e4e0", influence: "#fff", instability: "#f3c9a8" };
const SG_INFLUENCE_FILL = { "Social-Democracy": "#f6c6d4", "Autocracy": "#d8c8ef", "Military Dictatorship": "#e3d7a4", "Oligarchy": "#bfe3dc" };
const SG_RES = { RawMaterials: "R", Factory: "F", Oil: "O" };

const boxInfo = new Map(S.REGIME_BOXES.map((b) => [b.box, b]));
const areaInfo = new Map(S.AREAS.map((a) => [a.name, a]));
const lightOf = (ideo) => ({ Nazism: "#f2c4bf", Democracy: "#c3d5f2", Communism: "#c4e6c8", Anarchy: "#d0d0d0" }[ideo] ?? "#fff");

// The Ideology that controls an area now: a Major Power's own, a nation
// whose Regime Marker is in a Control Area that Ideology's.
function sgController(v, name) {
  if (SG_MAJOR[name]) return SG_MAJOR[name];
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
  if (c.text) t += `: ${c.text}`;
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
  let s = `<g class="area kind-${A.kind}" data-space="${esc(A.name)}" data-token="${esc(A.name)}" data-regime="${esc(regime ?? "")}" data-claims="${claims.map((c) => c.by).join(",")}">`;
  if (A.kind === "minor") s += `<ellipse class="space-shape" cx="${A.x}" cy="${A.y}" rx="43" ry="25" fill="${fill}" stroke="${stroke}" stroke-width="${ctl ? 3 : 1.2}"/>`;
  else if (A.kind === "territory") s += `<rect class="space-shape" x="${A.x - 38}" y="${A.y - 20}" width="76" height="40" fill="${fill}" stroke="${stroke}" stroke-width="1.2" stroke-dasharray="4 3"/>`;
  else s += `<rect class="space-shape" x="${A.x - 48}" y="${A.y - 25}" width="96" height="50" rx="6" fill="${fill}" stroke="${stroke}" stroke-width="3"/>`;
  const label = A.label.length > 13 ? A.label.replace("French North Africa", "Fr. N. Africa").replace("Dutch East Indies", "Dutch E. Indies").replace("Czechoslovakia", "Czechoslov.").replace("Danzig & Memel", "Danzig-Memel") : A.label;
  s += `<text x="${A.x}" y="${A.y - (A.kind === "territory" ? 8 : 10)}" text-anchor="middle" class="area-name">${esc(label)}</text>`;
  const sub = regime ? regimeShort(regime) : ctl ? ctl : "";
  if (sub) s += `<text x="${A.x}" y="${A.y + 3}" text-anchor="middle" class="area-sub">${esc(sub)}</text>`;
  // Resource Exploitation Boxes: a small square each, the claimant's colour
  claims.forEach((c, i) => {
    const x = A.x - claims.length * 7 + i * 14;
    const y = A.y + (A.kind === "territory" ? 6 : 7);
    s += `<rect x="${x}" y="${y}" width="12" height="11" class="rbox" fill="${c.by >= 0 ? S.IDEOLOGY_COLOURS[SG_IDEOLOGIES[c.by]] : "#fff"}"/>` +
      `<text x="${x + 6}" y="${y + 9}" text-anchor="middle" class="rbox-t" fill="${c.by >= 0 ? "#fff" : "#333"}">${SG_RES[c.res] ?? "?"}</text>`;
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
    s += `<g class="cc-area" data-cc="${esc(c.cc)}" data-token="${esc(c.cc)}" data-cc-count="${n.join(",")}"><circle cx="${c.x}" cy="${c.y}" r="15"/>` +
      `<text x="${c.x}" y="${c.y - 4}" text-anchor="middle" class="cc-t">CC</text>` +
      `<text x="${c.x}" y="${c.y + 8}" text-anchor="middle" class="cc-n">${n.some((x) => x) ? n.map((x, i) => (x ? `${SG_IDEOLOGIES[i][0]}${x}` : "")).filter(Boolean).join(" ") : "-"}</text>` +
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
  let s = svgOpen("siege-armaments", 420, H, "Armaments Tracks");
  arm.forEach(([p, lvl], i) => {
    const y = 4 + i * 24;
    s += `<g class="armaments" data-power="${esc(p)}" data-level="${lvl ?? ""}"><text x="4" y="${y + 15}" class="track-label">${esc(areaInfo.get(p)?.label ?? p)}${lvl === null ? " (no holder)" : ""}</text>`;
    for (let l = 1; l <= 3; l++) {
      const x = 130 + (l - 1) * 90;
      s += `<rect x="${x}" y="${y}" width="86" height="20" rx="3" class="arm-box${lvl === l ? " current" : ""}"/><text x="${x + 43}" y="${y + 14}" text-anchor="middle" class="box-text">level ${l}</text>`;
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
      `<td class="num">${I.cc_training} / ${cc}</td><td>${res.RawMaterials ?? 0} / ${res.Factory ?? 0} / ${res.Oil ?? 0}</td><td class="hand">${seesHand ? `${I.hand_count} in hand (below)` : hand}, Reserve ${I.reserve_count}, deck ${I.deck}</td>` +
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

const MARCH_COLOURS = ["#2a5bd7", "#e07b00"];

export function marchCountries(v) {
  const seats = (v.seats ?? []).map((p) => p.name);
  const rank = (c) => (c.name === seats[0] ? 0 : c.name === seats[1] ? 2 : 1);
  const cs = [...(v.countries ?? [])].sort((a, b) => rank(a) - rank(b));
  const w = 200;
  const gap = 30;
  const W = Math.max(1, cs.length) * (w + gap) - gap + 8;
  let s = svgOpen("march-map", W, 150, "The March of Progress: the country cards");
  cs.forEach((c, i) => {
    const x = 4 + i * (w + gap);
    if (i > 0) s += `<line class="adj" x1="${x - gap}" y1="75" x2="${x}" y2="75"/>`;
    const ctl = c.controller >= 0 ? MARCH_COLOURS[c.controller] ?? "#555" : "#999";
    const armies = (c.armies ?? []).map((a) => `${a.normal}${a.fortified ? `+${a.fortified}f` : ""}`).join(",");
    s += `<g class="country" data-space="${esc(c.name)}" data-token="${esc(c.name)}" data-vp-dice="${c.vp_dice}" data-armies="${esc(armies)}">` +
      `<rect class="space-shape" x="${x}" y="4" width="${w}" height="142" rx="8" fill="#fff" stroke="${ctl}" stroke-width="${c.controller >= 0 ? 4 : 1.5}"/>` +
      `<text x="${x + w / 2}" y="24" text-anchor="middle" class="space-name">${esc(c.name)}</text>` +
      `<text x="${x + w / 2}" y="40" text-anchor="middle" class="box-text">${c.controller >= 0 ? `controlled by ${esc(seats[c.controller] ?? "?")}` : "controlled by nobody"}</text>`;
    for (let d = 0; d < c.vp_dice; d++) {
      const dx = x + w / 2 - c.vp_dice * 13 + d * 26 + 2;
      s += `<rect x="${dx}" y="48" width="22" height="22" rx="4" class="die"/><circle cx="${dx + 11}" cy="59" r="3" fill="#222"/>`;
    }
    (c.armies ?? []).forEach((a, k) => {
      const ax = x + 12 + k * (w / 2);
      const col = MARCH_COLOURS[k] ?? "#555";
      let line = "";
      for (let n = 0; n < a.normal; n++) line += `<circle cx="${ax + 8 + n * 18}" cy="96" r="7" fill="${col}" stroke="#222"/>`;
      for (let n = 0; n < a.fortified; n++) line += `<rect x="${ax + 1 + (a.normal + n) * 18}" y="89" width="14" height="14" fill="${col}" stroke="#222" stroke-width="2.5"/>`;
      s += line + `<text x="${ax}" y="126" class="box-text">${esc(seats[k] ?? "")}: ${a.normal}${a.fortified ? ` + ${a.fortified} fortified` : ""}</text>`;
      if (a.on_capital && a.on_capital !== "none") s += `<text x="${ax}" y="138" class="box-text">(${esc(a.on_capital)} on the capital)</text>`;
    });
    s += `${title(`${c.name}: ${c.vp_dice} VP dice; ${(c.armies ?? []).map((a, k) => `${seats[k]} ${a.normal} armies${a.fortified ? ` + ${a.fortified} fortified` : ""}`).join(", ")}`)}</g>`;
  });
  return s + "</svg>";
}
