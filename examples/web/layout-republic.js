// examples/web/layout-republic.js - where the page draws The Weimar
// Republic's board (issue 20): the 26 spaces of the map as a schematic
// Germany, each with its Region and the spaces it is adjacent to, and the
// boxes of the tracks.  Names are the view's ("München"), tokens the move
// names' ("Muenchen").
//
// The one place these positions live.  tests/check_web_layout_republic.c reads
// this file line by line and checks it against the library's tables
// (lib/republic/content.c): every space exactly once, no unknown name,
// the Region, the Population Number (pop) and Political Value (pv) and the
// adjacency of each space, the track boxes' names.
// Keep one space (and one track) per line, strings without escapes.
//
// Coordinates are the centre of the space in the map's viewBox (0 0 840
// 636); Cities are circles, States and Provinces rectangles.  The Regions'
// outlines are drawn from these: each space of a Region ringed in its
// colour, bridged to its neighbours of the same Region.

export const MAP_SIZE = [840, 636];
// The legend's top left corner (free sea at the bottom right).
export const LEGEND_AT = [640, 510];

export const REGIONS = {
  "City": { fill: "#f4f0e6", label: "City" },
  "Bayern": { fill: "#d9d9d4", label: "Bayern (no Region)" },
  "Northern States": { fill: "#f7e08a", outline: "#b89400", label: "Northern States" },
  "Southern States": { fill: "#f3b46b", outline: "#c0661a", label: "Southern States" },
  "Prussian Provinces": { fill: "#a9c6e8", outline: "#3f6fae", label: "Prussian Provinces (Preußen)" },
};

export const SPACES = [
  { name: "Berlin", ascii: "Berlin", region: "City", pop: 6, pv: 6, x: 540, y: 236, adj: ["Brandenburg", "Provinz Sachsen"] },
  { name: "München", ascii: "Muenchen", region: "City", pop: 4, pv: 4, x: 520, y: 580, adj: ["Bayern"] },
  { name: "Hamburg", ascii: "Hamburg", region: "City", pop: 4, pv: 4, x: 328, y: 112, adj: ["Schleswig-Holstein", "Provinz Hannover"] },
  { name: "Köln", ascii: "Koeln", region: "City", pop: 3, pv: 3, x: 64, y: 300, adj: ["Rheinprovinz"] },
  { name: "Bayern", ascii: "Bayern", region: "Bayern", pop: 14, pv: 5, x: 480, y: 490, adj: ["München", "Sachsen", "Thüringen", "Hessen", "Baden", "Württemberg", "Hessenprovinz"] },
  { name: "Mecklenburg", ascii: "Mecklenburg", region: "Northern States", pop: 4, pv: 1, x: 460, y: 70, adj: ["Pommern", "Brandenburg", "Schleswig-Holstein", "Provinz Hannover"] },
  { name: "Oldenburg", ascii: "Oldenburg", region: "Northern States", pop: 2, pv: 1, x: 182, y: 110, adj: ["Provinz Hannover"] },
  { name: "Braunschweig and Anhalt", ascii: "BraunschweigAnhalt", region: "Northern States", pop: 3, pv: 1, x: 432, y: 180, adj: ["Provinz Sachsen", "Provinz Hannover", "Provinz Westfalen"] },
  { name: "Waldeck and Lippe", ascii: "WaldeckLippe", region: "Northern States", pop: 2, pv: 1, x: 200, y: 265, adj: ["Provinz Hannover", "Provinz Westfalen", "Hessenprovinz"] },
  { name: "Sachsen", ascii: "Sachsen", region: "Southern States", pop: 5, pv: 2, x: 600, y: 390, adj: ["Bayern", "Thüringen", "Brandenburg", "Provinz Sachsen", "Niederschlesien"] },
  { name: "Thüringen", ascii: "Thueringen", region: "Southern States", pop: 4, pv: 1, x: 450, y: 380, adj: ["Bayern", "Sachsen", "Provinz Sachsen"] },
  { name: "Hessen", ascii: "Hessen", region: "Southern States", pop: 4, pv: 1, x: 200, y: 440, adj: ["Bayern", "Baden", "Hessenprovinz", "Rheinprovinz"] },
  { name: "Baden", ascii: "Baden", region: "Southern States", pop: 6, pv: 2, x: 150, y: 560, adj: ["Bayern", "Hessen", "Württemberg"] },
  { name: "Württemberg", ascii: "Wuerttemberg", region: "Southern States", pop: 6, pv: 2, x: 300, y: 560, adj: ["Bayern", "Baden"] },
  { name: "Ostpreußen", ascii: "Ostpreussen", region: "Prussian Provinces", pop: 5, pv: 2, x: 770, y: 50, adj: ["Posen-Westpreußen", "Pommern"] },
  { name: "Posen-Westpreußen", ascii: "PosenWestpreussen", region: "Prussian Provinces", pop: 2, pv: 1, x: 760, y: 150, adj: ["Ostpreußen", "Pommern", "Brandenburg", "Niederschlesien"] },
  { name: "Pommern", ascii: "Pommern", region: "Prussian Provinces", pop: 4, pv: 1, x: 610, y: 60, adj: ["Mecklenburg", "Ostpreußen", "Posen-Westpreußen", "Brandenburg"] },
  { name: "Brandenburg", ascii: "Brandenburg", region: "Prussian Provinces", pop: 6, pv: 2, x: 610, y: 160, adj: ["Berlin", "Mecklenburg", "Sachsen", "Posen-Westpreußen", "Pommern", "Provinz Sachsen", "Niederschlesien"] },
  { name: "Provinz Sachsen", ascii: "ProvinzSachsen", region: "Prussian Provinces", pop: 6, pv: 2, x: 440, y: 280, adj: ["Berlin", "Braunschweig and Anhalt", "Sachsen", "Thüringen", "Brandenburg", "Provinz Hannover", "Hessenprovinz"] },
  { name: "Niederschlesien", ascii: "Niederschlesien", region: "Prussian Provinces", pop: 6, pv: 2, x: 750, y: 300, adj: ["Sachsen", "Posen-Westpreußen", "Brandenburg", "Oberschlesien"] },
  { name: "Oberschlesien", ascii: "Oberschlesien", region: "Prussian Provinces", pop: 4, pv: 1, x: 760, y: 420, adj: ["Niederschlesien"] },
  { name: "Schleswig-Holstein", ascii: "SchleswigHolstein", region: "Prussian Provinces", pop: 3, pv: 1, x: 310, y: 40, adj: ["Hamburg", "Mecklenburg", "Provinz Hannover"] },
  { name: "Provinz Hannover", ascii: "ProvinzHannover", region: "Prussian Provinces", pop: 7, pv: 2, x: 280, y: 185, adj: ["Hamburg", "Mecklenburg", "Oldenburg", "Braunschweig and Anhalt", "Waldeck and Lippe", "Provinz Sachsen", "Schleswig-Holstein", "Provinz Westfalen", "Hessenprovinz"] },
  { name: "Provinz Westfalen", ascii: "ProvinzWestfalen", region: "Prussian Provinces", pop: 10, pv: 4, x: 80, y: 200, adj: ["Braunschweig and Anhalt", "Waldeck and Lippe", "Provinz Hannover", "Hessenprovinz", "Rheinprovinz"] },
  { name: "Hessenprovinz", ascii: "Hessenprovinz", region: "Prussian Provinces", pop: 5, pv: 2, x: 300, y: 350, adj: ["Bayern", "Waldeck and Lippe", "Hessen", "Provinz Sachsen", "Provinz Hannover", "Provinz Westfalen", "Rheinprovinz"] },
  { name: "Rheinprovinz", ascii: "Rheinprovinz", region: "Prussian Provinces", pop: 14, pv: 3, x: 70, y: 390, adj: ["Köln", "Hessen", "Provinz Westfalen", "Hessenprovinz"] },
];

// The tracks, each a row of boxes in the order the board prints them.
export const TRACKS = [
  { track: "economy", label: "Economy", boxes: ["Hyperinflation", "Left 3", "Left 2", "Left 1", "Stable", "Right 1", "Right 2", "Right 3", "Mass Unemployment"] },
  { track: "progress", label: "Progress", boxes: ["1", "2", "3", "4", "5", "6"] },
  { track: "reaction", label: "Reaction", boxes: ["1", "2", "3", "4", "5", "6"] },
  { track: "unity", label: "Coalition Unity", boxes: ["Fragile", "Shaky", "Sound", "Strong"] },
  { track: "us_deals", label: "U.S. Deals", boxes: ["1", "2", "3", "4", "5"] },
  { track: "ussr_deals", label: "U.S.S.R. Deals", boxes: ["1", "2", "3", "4", "5"] },
  { track: "kpd_stance", label: "KPD Stance", boxes: ["Democratic", "Democratic-leaning", "Pragmatic", "Revolutionary-leaning", "Revolutionary"] },
  { track: "nsdap_stance", label: "NSDAP Stance", boxes: ["Democratic", "Democratic-leaning", "Pragmatic", "Revolutionary-leaning", "Revolutionary"] },
];

// The Timeline: two rounds a year, 1919-1933, by era.
export const TIMELINE = { first: 1919, last: 1933, halves: ["Early Year", "Late Year"], eras: [[1919, 1923, "Crisis"], [1924, 1929, "Golden Twenties"], [1930, 1933, "Decline"]] };

export const FACTION_COLOURS = { Coalition: "#d9a400", KPD: "#c0392b", NSDAP: "#7a4a1e", RC: "#2b2b2b" };
