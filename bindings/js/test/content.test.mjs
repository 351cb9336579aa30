// Content packs through the JS binding (issue 19, doc/content-packs.md).
import { test } from "node:test";
import assert from "node:assert/strict";
import * as weimar from "../weimar.js";

const TITLES = [weimar.FRIEDRICH_EBERT, weimar.WEIMAR_REPUBLIC, weimar.DEMOCRACY_UNDER_SIEGE];

test("the built-in cards as a pack play the built-in game", () => {
  for (const t of TITLES) {
    const text = weimar.Content.builtin(t);
    const pack = new weimar.Content(text);
    assert.equal(pack.title, t);
    assert.equal(pack.text(), text);
    const a = new weimar.Game(t, { seed: 4 });
    const b = new weimar.Game(t, { seed: 4, content: pack });
    const hash = pack.hash;
    pack.free(); // the game keeps its own reference
    assert.equal(b.contentHash(), hash);
    assert.equal(a.contentHash(), 0n);
    for (let i = 0; i < 150 && !a.isOver; i++) {
      const m = a.botMove();
      assert.equal(b.botMove(), m);
      a.apply(m);
      b.apply(m);
      assert.equal(b.hash(), a.hash());
    }
    a.free();
    b.free();
  }
});

test("a refused pack names the card and the field", () => {
  const bad = JSON.stringify({ format: "libweimar-content", version: 1, title: "siege",
    cards: [{ code: "N31", pp: 9 }] });
  assert.throws(() => new weimar.Content(bad), (e) =>
    e instanceof weimar.ContentError && e.status === weimar.ECONTENT && e.message.includes('card N31: field "pp"'));
  assert.throws(() => new weimar.Content("{"), weimar.ContentError);
  assert.throws(() => weimar.Content.builtin(weimar.MARCH_OF_PROGRESS), weimar.InvalidArgumentError);
});

test("an edited card; its saves load only with its pack", () => {
  const pack = JSON.parse(weimar.Content.builtin(weimar.FRIEDRICH_EBERT));
  pack.resolution_cards.find((c) => c.number === 13).instructions = [{ op: "gain", marker: "Joker", count: 3 }];
  const edited = new weimar.Content(JSON.stringify(pack));
  assert.ok(edited.text().includes('"count":3'));
  const g = new weimar.Game(weimar.FRIEDRICH_EBERT, { seed: 3, content: edited });
  for (let i = 0; i < 20; i++) g.apply(g.botMove());
  const data = g.save();
  assert.throws(() => weimar.Game.load(data), weimar.ContentError);
  const l = weimar.Game.load(data, edited);
  assert.equal(l.hash(), g.hash());
  assert.throws(() => new weimar.Game(weimar.DEMOCRACY_UNDER_SIEGE, { content: edited }), weimar.InvalidArgumentError);
  assert.throws(() => new weimar.Game(weimar.FRIEDRICH_EBERT, { content: "no" }), TypeError);
  l.free();
  g.free();
  edited.free();
});
