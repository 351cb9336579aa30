// examples/web/layout-siege.js - where the page draws Democracy under
// Siege's board (issue 20): the map's Areas (Powers, Minor Nations,
// Territories) in their three map boxes with their Land Connections, the
// Political Regimes Track as its network of boxes, the Coup Cells Track's
// areas and links, and which Area each Resource Exploitation Box is in.
// Names are the move names' tokens (the view's keys); `label` is the
// rulebook's spelling.
//
// The one place these positions live.  tests/check_web_layout.c reads
// this file line by line and checks it against the library's tables
// (lib/siege/content.c): every Area, regime box and Coup Cells area
// exactly once, no unknown name, the kinds, map boxes, Land Connections,
// the regime network's connections, the Coup Cells links and the
// Resource Exploitation Boxes' Areas.  Keep one entry per line, strings
// without escapes.

export const MAP_SIZE = [940, 560];

// The three map boxes: [x, y, width, height].
export const MAP_BOXES = {
  America: [4, 4, 122, 552],
  Europe: [134, 4, 560, 552],
  Asia: [702, 4, 234, 552],
};

export const AREAS = [
  { name: "France", label: "France", kind: "influenceable", map: "Europe", x: 190, y: 240, land: ["Austria", "GreatBritain", "Belgium", "Spain", "Italy", "Germany", "FrenchNorthAfrica", "Tunisia"] },
  { name: "Italy", label: "Italy", kind: "influenceable", map: "Europe", x: 330, y: 380, land: ["Austria", "France", "Yugoslavia", "Albania", "Ethiopia"] },
  { name: "Japan", label: "Japan", kind: "influenceable", map: "Asia", x: 880, y: 200, land: ["Manchuquo"] },
  { name: "China", label: "China", kind: "influenceable", map: "Asia", x: 790, y: 290, land: ["USSR", "Manchuquo"] },
  { name: "Austria", label: "Austria", kind: "minor", map: "Europe", x: 320, y: 305, land: ["Germany", "Italy", "France", "Hungary", "Yugoslavia"] },
  { name: "Czechoslovakia", label: "Czechoslovakia", kind: "minor", map: "Europe", x: 405, y: 240, land: ["Bulgaria", "Rumania", "Germany", "Poland", "Hungary", "Sudeten", "Teschen"] },
  { name: "Poland", label: "Poland", kind: "minor", map: "Europe", x: 465, y: 175, land: ["Bulgaria", "Germany", "Hungary", "Czechoslovakia", "Teschen", "DanzigMemel", "BalticStates", "USSR", "Rumania"] },
  { name: "Hungary", label: "Hungary", kind: "minor", map: "Europe", x: 430, y: 305, land: ["Bulgaria", "Austria", "Poland", "Czechoslovakia", "Rumania"] },
  { name: "Rumania", label: "Rumania", kind: "minor", map: "Europe", x: 560, y: 305, land: ["Bulgaria", "Czechoslovakia", "Poland", "Hungary", "USSR", "Yugoslavia"] },
  { name: "Bulgaria", label: "Bulgaria", kind: "minor", map: "Europe", x: 555, y: 375, land: ["Poland", "Czechoslovakia", "Yugoslavia", "Rumania", "Turkey", "Hungary"] },
  { name: "Yugoslavia", label: "Yugoslavia", kind: "minor", map: "Europe", x: 440, y: 375, land: ["Bulgaria", "Italy", "Rumania", "Albania", "Greece", "Austria"] },
  { name: "Greece", label: "Greece", kind: "minor", map: "Europe", x: 520, y: 450, land: ["Albania", "Turkey", "Yugoslavia"] },
  { name: "Albania", label: "Albania", kind: "minor", map: "Europe", x: 420, y: 445, land: ["Greece", "Italy", "Yugoslavia"] },
  { name: "Turkey", label: "Turkey", kind: "minor", map: "Europe", x: 630, y: 430, land: ["Bulgaria", "Greece", "USSR", "Iraq", "Persia"] },
  { name: "Spain", label: "Spain", kind: "minor", map: "Europe", x: 215, y: 330, land: ["France", "Portugal", "FrenchNorthAfrica"] },
  { name: "Portugal", label: "Portugal", kind: "minor", map: "Europe", x: 180, y: 400, land: ["Spain"] },
  { name: "Netherlands", label: "Netherlands", kind: "minor", map: "Europe", x: 275, y: 110, land: ["Germany", "Belgium"] },
  { name: "Belgium", label: "Belgium", kind: "minor", map: "Europe", x: 275, y: 175, land: ["France", "Germany", "Netherlands"] },
  { name: "Sweden", label: "Sweden", kind: "minor", map: "Europe", x: 370, y: 45, land: ["Norway", "Finland"] },
  { name: "Norway", label: "Norway", kind: "minor", map: "Europe", x: 275, y: 45, land: ["Sweden"] },
  { name: "Finland", label: "Finland", kind: "minor", map: "Europe", x: 560, y: 45, land: ["Sweden", "USSR", "BalticStates"] },
  { name: "BalticStates", label: "Baltic States", kind: "minor", map: "Europe", x: 560, y: 110, land: ["Poland", "Finland", "USSR"] },
  { name: "Iraq", label: "Iraq", kind: "minor", map: "Asia", x: 760, y: 460, land: ["Turkey", "Persia"] },
  { name: "Persia", label: "Persia", kind: "minor", map: "Asia", x: 770, y: 380, land: ["Turkey", "Iraq", "USSR"] },
  { name: "GreatBritain", label: "Great Britain", kind: "major", map: "Europe", x: 185, y: 110, land: ["France"] },
  { name: "USA", label: "USA", kind: "major", map: "America", x: 65, y: 150, land: ["Venezuela"] },
  { name: "Germany", label: "Germany", kind: "major", map: "Europe", x: 370, y: 175, land: ["Austria", "Poland", "France", "Netherlands", "Belgium", "Czechoslovakia", "Sudeten", "DanzigMemel"] },
  { name: "USSR", label: "USSR", kind: "major", map: "Europe", x: 640, y: 175, land: ["Poland", "Rumania", "Turkey", "Persia", "Finland", "BalticStates", "China", "Manchuquo"] },
  { name: "FrenchNorthAfrica", label: "French North Africa", kind: "territory", map: "Europe", x: 200, y: 475, land: ["France", "Spain"] },
  { name: "Tunisia", label: "Tunisia", kind: "territory", map: "Europe", x: 300, y: 480, land: ["France"] },
  { name: "Sudeten", label: "Sudeten", kind: "territory", map: "Europe", x: 300, y: 240, land: ["Germany", "Czechoslovakia"] },
  { name: "Teschen", label: "Teschen", kind: "territory", map: "Europe", x: 505, y: 240, land: ["Czechoslovakia", "Poland"] },
  { name: "DanzigMemel", label: "Danzig & Memel", kind: "territory", map: "Europe", x: 465, y: 110, land: ["Germany", "Poland"] },
  { name: "Manchuquo", label: "Manchuquo", kind: "territory", map: "Asia", x: 790, y: 150, land: ["USSR", "China", "Japan"] },
  { name: "Venezuela", label: "Venezuela", kind: "territory", map: "America", x: 65, y: 330, land: ["USA"] },
  { name: "Ethiopia", label: "Ethiopia", kind: "territory", map: "Asia", x: 770, y: 530, land: ["Italy"] },
  { name: "DutchEastIndies", label: "Dutch East Indies", kind: "territory", map: "Asia", x: 880, y: 400, land: [] },
];

// The Political Regimes Track (§1.4.3): the Control Areas at the corners
// (Democracy top left, Nazism top right, Communism bottom right, Anarchy
// bottom left), the four Neutral boxes in the centre, the Influence Areas
// between; the view names a box by its token.  viewBox 0 0 900 500.
export const REGIME_SIZE = [900, 500];
export const REGIME_BOXES = [
  { box: "Democracy", label: "Control Area of Democracy", area: "control", x: 90, y: 60, adj: ["SocialDemocracyA", "SocialDemocracyB"] },
  { box: "Nazism", label: "Control Area of Nazism", area: "control", x: 810, y: 60, adj: ["Autocracy", "MilitaryDictatorshipA", "MilitaryDictatorshipB"] },
  { box: "Communism", label: "Control Area of Communism", area: "control", x: 810, y: 440, adj: ["MilitaryDictatorshipC", "OligarchyA"] },
  { box: "Anarchy", label: "Control Area of Anarchy", area: "control", x: 90, y: 440, adj: ["OligarchyB", "Instability"] },
  { box: "NeutralNW", label: "Neutral Area", area: "neutral", x: 300, y: 190, adj: ["SocialDemocracyA", "SocialDemocracyB", "Autocracy", "NeutralNE", "NeutralSW"] },
  { box: "NeutralNE", label: "Neutral Area", area: "neutral", x: 480, y: 190, adj: ["NeutralNW", "NeutralSE", "MilitaryDictatorshipA"] },
  { box: "NeutralSE", label: "Neutral Area", area: "neutral", x: 480, y: 310, adj: ["NeutralNE", "NeutralSW", "MilitaryDictatorshipB", "MilitaryDictatorshipC", "OligarchyA"] },
  { box: "NeutralSW", label: "Neutral Area", area: "neutral", x: 300, y: 310, adj: ["NeutralNW", "NeutralSE", "OligarchyB", "Instability"] },
  { box: "SocialDemocracyA", label: "Social-Democracy", area: "influence", x: 300, y: 60, adj: ["Democracy", "Autocracy", "NeutralNW"] },
  { box: "SocialDemocracyB", label: "Social-Democracy", area: "influence", x: 90, y: 190, adj: ["Democracy", "Instability", "NeutralNW"] },
  { box: "Autocracy", label: "Autocracy", area: "influence", x: 520, y: 60, adj: ["SocialDemocracyA", "Nazism", "NeutralNW", "MilitaryDictatorshipB"] },
  { box: "MilitaryDictatorshipA", label: "Military Dictatorship", area: "influence", x: 810, y: 230, adj: ["Nazism", "MilitaryDictatorshipC", "NeutralNE"] },
  { box: "MilitaryDictatorshipB", label: "Military Dictatorship", area: "influence", x: 660, y: 160, adj: ["Autocracy", "Nazism", "NeutralSE"] },
  { box: "MilitaryDictatorshipC", label: "Military Dictatorship", area: "influence", x: 640, y: 440, adj: ["MilitaryDictatorshipA", "Communism", "NeutralSE"] },
  { box: "OligarchyA", label: "Oligarchy", area: "influence", x: 460, y: 440, adj: ["Communism", "OligarchyB", "NeutralSE"] },
  { box: "OligarchyB", label: "Oligarchy", area: "influence", x: 280, y: 440, adj: ["OligarchyA", "Anarchy", "NeutralSW"] },
  { box: "Instability", label: "Instability Area", area: "instability", x: 90, y: 320, adj: ["Anarchy", "SocialDemocracyB", "NeutralSW"] },
];

// The Coup Cells Track's areas (§1.3) and their links; x, y on the map.
export const CC_AREAS = [
  { cc: "IberianPeninsula", label: "Iberian Peninsula", x: 150, y: 350, links: ["WestEurope"] },
  { cc: "WestEurope", label: "West Europe", x: 250, y: 288, links: ["IberianPeninsula", "Benelux", "EastEurope"] },
  { cc: "Benelux", label: "Benelux Countries", x: 215, y: 160, links: ["WestEurope", "Scandinavia"] },
  { cc: "Scandinavia", label: "Scandinavia", x: 465, y: 45, links: ["Benelux", "EastEurope"] },
  { cc: "EastEurope", label: "East Europe", x: 495, y: 305, links: ["WestEurope", "Scandinavia", "Balkans"] },
  { cc: "Balkans", label: "Balkans", x: 470, y: 505, links: ["EastEurope", "MiddleEast"] },
  { cc: "MiddleEast", label: "Middle East", x: 640, y: 490, links: ["Balkans", "FarEast"] },
  { cc: "FarEast", label: "Far East", x: 760, y: 220, links: ["MiddleEast"] },
];

// The Resource Exploitation Boxes in the view's "claims" order (the
// library's table): the Area each is in and its Resource.
export const RBOXES = [
  { rbox: 0, area: "Venezuela", res: "Oil" },
  { rbox: 1, area: "Rumania", res: "Oil" },
  { rbox: 2, area: "Sweden", res: "Factory" },
  { rbox: 3, area: "Portugal", res: "RawMaterials" },
  { rbox: 4, area: "Netherlands", res: "Oil" },
  { rbox: 5, area: "DutchEastIndies", res: "Oil" },
  { rbox: 6, area: "DutchEastIndies", res: "Oil" },
  { rbox: 7, area: "Turkey", res: "Oil" },
  { rbox: 8, area: "Iraq", res: "Oil" },
  { rbox: 9, area: "Persia", res: "Oil" },
  { rbox: 10, area: "USSR", res: "RawMaterials" },
  { rbox: 11, area: "USSR", res: "RawMaterials" },
  { rbox: 12, area: "Sweden", res: "RawMaterials" },
  { rbox: 13, area: "Spain", res: "RawMaterials" },
  { rbox: 14, area: "Spain", res: "Factory" },
  { rbox: 15, area: "Czechoslovakia", res: "Factory" },
  { rbox: 16, area: "Czechoslovakia", res: "RawMaterials" },
  { rbox: 17, area: "Poland", res: "RawMaterials" },
  { rbox: 18, area: "Yugoslavia", res: "RawMaterials" },
  { rbox: 19, area: "Hungary", res: "RawMaterials" },
  { rbox: 20, area: "Belgium", res: "Factory" },
  { rbox: 21, area: "Norway", res: "RawMaterials" },
  { rbox: 22, area: "Finland", res: "RawMaterials" },
  { rbox: 23, area: "Greece", res: "RawMaterials" },
  { rbox: 24, area: "Austria", res: "Factory" },
  { rbox: 25, area: "Manchuquo", res: "RawMaterials" },
  { rbox: 26, area: "Manchuquo", res: "Factory" },
  { rbox: 27, area: "Sudeten", res: "Factory" },
  { rbox: 28, area: "Tunisia", res: "RawMaterials" },
  { rbox: 29, area: "FrenchNorthAfrica", res: "RawMaterials" },
];

export const IDEOLOGY_COLOURS = { Nazism: "#b3261e", Democracy: "#1f5fbf", Communism: "#2e8b3a", Anarchy: "#555" };
