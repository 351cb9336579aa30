// The balance report (python3 -m weimar.balance report) in headless
// Chromium at 1280 px: served from a tiny static server on 127.0.0.1,
// every <img> loaded with a real size, the plots and tables the page
// promises, no horizontal scrolling, no console error; a full-page
// screenshot for a person to look at.
//
//   REPORT_DIR=build/balance/web/report SCREENSHOT=shot.png \
//   CHROMIUM=/usr/bin/chromium node --test tools/report-web.test.mjs
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { readdir } from "node:fs/promises";
import { join, resolve } from "node:path";
import { serveDir, launchChromium } from "./static-server.mjs";

const DIR = resolve(process.env.REPORT_DIR ?? "build/balance/web/report");
const SHOT = process.env.SCREENSHOT ?? join(DIR, "screenshot.png");

let server, base, browser;

before(async () => {
  ({ server, base } = await serveDir(DIR));
  browser = await launchChromium();
});

after(async () => {
  await browser?.close();
  server?.close();
});

test("the report shows every plot and table at 1280 px", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [], missing = [];
  page.on("console", (m) => { if (m.type() === "error") errors.push(m.text()); });
  page.on("pageerror", (e) => errors.push(String(e)));
  page.on("response", (r) => { if (r.status() >= 400) missing.push(r.url()); });
  await page.goto(`${base}/index.html`, { waitUntil: "load" });
  assert.match(await page.title(), /balance report/);
  const pngs = (await readdir(DIR)).filter((f) => f.endsWith(".png")).sort();
  const imgs = await page.$$eval("img", (els) => els.map((e) => ({
    src: e.getAttribute("src"), complete: e.complete, w: e.naturalWidth, h: e.naturalHeight,
    shown: e.getBoundingClientRect().width, alt: e.alt,
  })));
  assert.deepEqual(imgs.map((i) => i.src).sort(), pngs, "every PNG of the report is on the page");
  for (const i of imgs) {
    assert.ok(i.complete && i.w > 300 && i.h > 200, `${i.src} loaded (${i.w}x${i.h})`);
    assert.ok(i.shown > 600 && i.shown <= 1280, `${i.src} shown ${i.shown} px wide`);
    assert.ok(i.alt.length > 10, `${i.src} has a caption`);
  }
  // The Weimar Republic's four kinds of plot, and a table pair a section
  const srcs = imgs.map((i) => i.src).join(" ");
  for (const kind of ["winrate", "victory", "length", "years"]) assert.match(srcs, new RegExp(kind));
  const sections = await page.$$eval("section", (s) => s.length);
  const tables = await page.$$eval("table", (t) => t.map((x) => ({ caption: x.caption?.textContent ?? "", rows: x.rows.length })));
  assert.ok(sections >= 1);
  assert.equal(tables.length, 2 * sections);
  for (const t of tables) assert.ok(t.rows > 1 && t.caption.length > 5, `table "${t.caption}" has rows`);
  const text = await page.textContent("body");
  for (const word of ["General Election Victory", "Coalition", "Wilson", "tables.csv"]) assert.ok(text.includes(word), word);
  const csv = await page.request.get(`${base}/tables.csv`);
  assert.equal(csv.status(), 200);
  // readable: no horizontal scroll bar, body text at least 14 px
  const { scrollW, font } = await page.evaluate(() => ({
    scrollW: document.documentElement.scrollWidth,
    font: parseFloat(getComputedStyle(document.body).fontSize),
  }));
  assert.ok(scrollW <= 1280, `page is ${scrollW} px wide`);
  assert.ok(font >= 14, `font ${font} px`);
  assert.deepEqual(missing, [], "no broken link or image");
  assert.deepEqual(errors, [], "no console error");
  await page.screenshot({ path: SHOT, fullPage: true });
  await page.close();
});
