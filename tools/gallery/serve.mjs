// npm run gallery: serve the gallery on 127.0.0.1 (port from $PORT or 4173).
// It needs dist/ for the CSS, so it builds first (npm run build) when dist/
// is missing or older than the sources. Foundry's own icons (icons/svg/...)
// are not ours to ship: a neutral placeholder stands in. Font Awesome Free,
// the icon font Foundry ships, is served from node_modules for the gallery
// page only (Foundry provides it to the system itself).
import { createServer } from "node:http";
import { existsSync, readFileSync } from "node:fs";
import { extname, join, normalize } from "node:path";
import { ROOT } from "../lib/pack-writer.mjs";
import { staleBuildReason } from "../lib/build-freshness.mjs";
import { renderGalleryPage } from "./render.mjs";

export { BUILD_SOURCES, staleBuildReason } from "../lib/build-freshness.mjs";

const TYPES = {
  ".css": "text/css",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".webp": "image/webp",
  ".js": "text/javascript",
  ".woff2": "font/woff2",
  ".ttf": "font/ttf",
};

/** Font Awesome Free's css/ and webfonts/, as the gallery page loads them (/fontawesome/css/all.min.css). */
export const FONT_AWESOME_DIR = join(ROOT, "node_modules", "@fortawesome", "fontawesome-free");
const PLACEHOLDER = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="4" fill="#8a8178"/><circle cx="16" cy="16" r="8" fill="#d8d0c4"/></svg>`;

export async function startGalleryServer(port = 0) {
  const page = await renderGalleryPage();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    const path = decodeURIComponent(url.pathname);
    if (path === "/" || path === "/index.html") {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
      return res.end(page.html);
    }
    if (path === "/story-engines.css") return sendFile(res, join(ROOT, "dist", "story-engines.css"));
    if (/^\/fontawesome\/(css|webfonts)\/[\w.-]+$/.test(path)) {
      return sendFile(res, join(FONT_AWESOME_DIR, path.slice("/fontawesome/".length)));
    }
    if (path === "/favicon.ico") {
      res.writeHead(204);
      return res.end();
    }
    if (path.startsWith("/icons/")) {
      res.writeHead(200, { "content-type": "image/svg+xml" });
      return res.end(PLACEHOLDER);
    }
    if (path.startsWith("/systems/story-engines/")) {
      return sendFile(
        res,
        join(ROOT, normalize(path.slice("/systems/story-engines/".length)).replace(/^(\.\.[/\\])+/, "")),
      );
    }
    res.writeHead(404);
    res.end("not found");
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  const address = server.address();
  return { server, url: `http://127.0.0.1:${address.port}/`, entries: page.entries };
}

function sendFile(res, file) {
  if (!existsSync(file)) {
    res.writeHead(404);
    return res.end("not found");
  }
  res.writeHead(200, { "content-type": TYPES[extname(file)] ?? "application/octet-stream" });
  res.end(readFileSync(file));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const reason = staleBuildReason();
  if (reason) {
    console.info(`${reason}: building first (npm run build)…`);
    const { buildSystem } = await import("../build.mjs");
    await buildSystem();
  }
  const { url, entries } = await startGalleryServer(Number(process.env.PORT ?? 4173));
  console.info(`Story Engines gallery: ${url} (${entries.length} entries). Ctrl+C to stop.`);
}
