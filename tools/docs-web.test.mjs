// The documentation site (make docs: doc/html) in headless Chromium at
// 1280 px, served from a tiny static server on 127.0.0.1: every page
// reachable from index.html through the site's links is opened; each link
// to a page or file of the site must answer 200 (and an #anchor must exist
// on its page), each <img> must load with a real size, no page may log a
// console error; the guides the README points to must be reachable; a
// screenshot of the main page for a person to look at.
//
//   DOCS_DIR=doc/html SCREENSHOT=shot.png CHROMIUM=/usr/bin/chromium \
//   node --test tools/docs-web.test.mjs
import { test, before, after } from "node:test";
import assert from "node:assert/strict";
import { resolve } from "node:path";
import { serveDir, launchChromium } from "./static-server.mjs";

const DIR = resolve(process.env.DOCS_DIR ?? "doc/html");
const SHOT = process.env.SCREENSHOT ?? "docs-web.png";
// The guides and pages README.md and the main page send a reader to.
const GUIDES = ["titles", "using_c", "terminal", "python", "lua", "javascript", "testing", "ai", "balance",
  "design", "content_packs", "rules_march", "rules_ebert", "rules_republic", "rules_siege",
  "republic_content", "siege_content", "ebert_content", "model_format", "server"];

let server, base, browser;

before(async () => {
  ({ server, base } = await serveDir(DIR));
  browser = await launchChromium(["--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"]);
});

after(async () => {
  await browser?.close();
  server?.close();
});

test("every page of the documentation site: links, anchors, images, no console error", async () => {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  const errors = [];
  page.on("console", (m) => {
    // a failed request is reported below with its address
    if (m.type() === "error" && !/^Failed to load resource/.test(m.text())) errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  // what a page asked for and did not get (the browser's own favicon.ico aside)
  page.on("response", (r) => {
    if (r.status() >= 400 && !r.url().endsWith("/favicon.ico")) errors.push(`${page.url()}: ${r.url()}: HTTP ${r.status()}`);
  });
  const queue = ["/index.html"], seen = new Set(queue), problems = [];
  const anchors = new Map(); // page path -> Set of ids, filled as pages are opened
  const wanted = []; // [from, page path, anchor]
  let pages = 0, images = 0, links = 0;
  while (queue.length) {
    const path = queue.shift();
    const resp = await page.goto(base + path, { waitUntil: "load" });
    if (!resp || resp.status() !== 200) { problems.push(`${path}: HTTP ${resp?.status()}`); continue; }
    pages++;
    const info = await page.evaluate(async () => {
      // images that the page's scripts add after "load" (the search box,
      // the navigation tree) are waited for, 5 s at most each
      await Promise.all([...document.images].map((i) => (i.complete ? null : new Promise((r) => {
        i.addEventListener("load", r); i.addEventListener("error", r); setTimeout(r, 5000);
      }))));
      return {
      ids: [...document.querySelectorAll("[id], a[name]")].map((e) => e.id || e.getAttribute("name")),
      imgs: [...document.images].map((i) => ({ src: i.currentSrc || i.src, ok: i.complete && i.naturalWidth > 0 })),
      hrefs: [...document.querySelectorAll("a[href]")].map((a) => a.href),
      // a Doxygen command printed as text (a quoted @ref title broken over
      // lines made the main page show "@ref testing ..." and "@section ...")
      raw: (document.querySelector(".contents")?.innerText ?? "").match(/[@\\](ref|section|subsection) \w+/g) ?? [],
      };
    });
    anchors.set(path, new Set(info.ids));
    for (const r of info.raw) problems.push(`${path}: a Doxygen command shown as text: ${r}`);
    for (const i of info.imgs) {
      images++;
      // an SVG without an intrinsic size has no natural width: it must be served
      const ok = i.ok || (/\.svg$/.test(i.src) && (await page.request.get(i.src)).status() === 200);
      if (!ok) problems.push(`${path}: broken image ${i.src}`);
    }
    for (const h of info.hrefs) {
      const u = new URL(h);
      if (u.origin !== base) continue; // mailto:, the project's outside links
      links++;
      const target = decodeURIComponent(u.pathname);
      if (u.hash.length > 1) wanted.push([path, target, decodeURIComponent(u.hash.slice(1))]);
      if (seen.has(target)) continue;
      seen.add(target);
      if (target.endsWith(".html")) queue.push(target);
      else {
        const r = await page.request.get(base + target);
        if (r.status() !== 200) problems.push(`${path}: broken link ${target} (HTTP ${r.status()})`);
      }
    }
  }
  for (const [from, target, id] of wanted) {
    const ids = anchors.get(target);
    if (ids && !ids.has(id)) problems.push(`${from}: link to ${target}#${id}: no such anchor`);
  }
  for (const g of GUIDES)
    if (!seen.has(`/${g}.html`)) problems.push(`the page ${g}.html is not reachable from index.html`);
  console.log(`# ${pages} pages, ${links} links, ${images} images checked`);
  assert.deepEqual(problems, []);
  assert.deepEqual(errors, []);
  await page.goto(base + "/index.html");
  await page.screenshot({ path: SHOT, fullPage: false });
  await page.close();
});
