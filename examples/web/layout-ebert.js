// examples/web/layout-ebert.js - where the page draws Friedrich Ebert: Der
// Weg zur Demokratie (issue 20): each group's play area as the rulebook's
// set-up lays it out ("E. Prepare each group's play area": the tracker card
// for tension, to its right the draw pile, the invitations and the discard
// pile, below them a row of up to 5 letters pushed in from the left, the
// rightmost in the front position), then Ebert's history deck with the
// current milestone, the influence markers and the cards with a lasting
// effect.
//
// The one place these names and sizes live.  tests/check_web_layout_ebert.c
// reads this file line by line and checks it against the library's chapter
// table (lib/ebert/content.c): every group of every chapter exactly once, no
// unknown name, each group's invitation as the library names it.  Keep one
// group per line, strings without escapes.
//
// The colours are the page's own: the public sources say the envelope backs
// are colour-coded by group but not which colours (shared/content/
// friedrich-ebert-facts.md), so these are chosen to tell the groups apart.

export const SIZE = { width: 640, group: 214, header: 30 };

// The tracker card: the tension spaces 1-10 in a row (0 is "next to the
// card"), the Game Lost marker on its space.
export const TRACK = { x: 132, y: 22, box: 28, h: 30, spaces: 10 };

// The cards to the right of the tracker card, left to right.
export const STACKS = { x: 448, y: 4, w: 58, h: 62, gap: 4 };

// The row of letters: 5 places, the front position at the right.
export const ROW = { x: 6, y: 96, w: 120, h: 108, gap: 6, places: 5 };

export const GROUPS = [
  { name: "SPD", label: "SPD", colour: "#c0392b", text: "#fff", invitation: "Parteisitzung" },
  { name: "Monarchy", label: "Anhänger der Monarchie", colour: "#3b3b3b", text: "#fff", invitation: "Demonstration" },
  { name: "Population", label: "Bevölkerung", colour: "#3f7f4a", text: "#fff", invitation: "Volksversammlung" },
  { name: "Military", label: "Militär", colour: "#6d6a4f", text: "#fff", invitation: "Demonstration" },
  { name: "Revolutionaries", label: "Revolutionäre", colour: "#8e2c6b", text: "#fff", invitation: "Demonstration" },
  { name: "Opponents", label: "Gegner der Republik", colour: "#6b4423", text: "#fff", invitation: "Demonstration" },
];

export const JOKER = { label: "Joker", colour: "#d9b300", text: "#1b1b1b" };
