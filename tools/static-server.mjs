// tools/static-server.mjs - what the Chromium checks of tools/ share
// (docs-web.test.mjs, report-web.test.mjs): a tiny static file server on
// 127.0.0.1 for one directory, and Debian's chromium launched through
// playwright-core (bindings/js's dependency; never its own browser).
import { createServer } from "node:http";
import { readFile, stat } from "node:fs/promises";
import { createRequire } from "node:module";
import { extname, join, normalize, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";

const ROOT = fileURLToPath(new URL("../", import.meta.url));

/** The content types the checks serve; anything else is application/octet-stream. */
export const TYPES = {
  ".html": "text/html; charset=utf-8", ".png": "image/png", ".svg": "image/svg+xml",
  ".css": "text/css", ".js": "text/javascript", ".json": "application/json", ".csv": "text/csv; charset=utf-8",
};

/**
 * Serves the files under `dir` (a path ending in "/" is its index.html) on
 * an ephemeral port of 127.0.0.1; a path outside `dir`, or not a file, is
 * a 404.  Resolves to { server, base } (base: "http://127.0.0.1:PORT").
 */
export async function serveDir(dir) {
  const top = resolve(dir);
  const server = createServer(async (req, res) => {
    try {
      let path = decodeURIComponent(new URL(req.url, "http://x").pathname);
      if (path.endsWith("/")) path += "index.html";
      const file = normalize(join(top, path));
      // inside top itself, not a sibling that shares its name's prefix
      if (!file.startsWith(top + sep) || !(await stat(file)).isFile()) throw new Error("no");
      res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
      res.end(await readFile(file));
    } catch {
      res.writeHead(404);
      res.end("not found");
    }
  });
  await new Promise((r) => server.listen(0, "127.0.0.1", r));
  return { server, base: `http://127.0.0.1:${server.address().port}` };
}

/** Launches CHROMIUM (default /usr/bin/chromium) headless with `args` added. */
export function launchChromium(args = []) {
  const require = createRequire(join(ROOT, "bindings", "js", "package.json"));
  const { chromium } = require("playwright-core");
  return chromium.launch({
    executablePath: process.env.CHROMIUM || "/usr/bin/chromium",
    args: ["--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage", ...args],
  });
}
