/* global document */
// Render times measured where users feel them: every gallery entry (and an
// Omega and a Venus character with 200 items) rendered from its templates in
// headless Chromium on the gallery page, then inserted and laid out. Used by
// `npm run bench` (run.mjs); the chat cards' heights are measured there too.
import { readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { build } from "vite";
import { chromium } from "playwright-core";
import { ROOT } from "../lib/pack-writer.mjs";
import { loadTs } from "../lib/load-ts.mjs";
import { listFiles, flattenKeys } from "../checks/templates.mjs";
import { chromiumPath } from "../gallery/chromium.mjs";
import { startGalleryServer } from "../gallery/serve.mjs";
import { cardHeightBudget, cardHeights } from "../gallery/card-heights.mjs";

/** Budgets (ms): a typical sheet, a sheet with 200 items, a dialog or chat card. */
export const RENDER_BUDGETS = { sheet: 16, large: 50, other: 16 };

async function browserBundle() {
  const outDir = join(ROOT, "artifacts", ".tooling");
  await build({
    root: ROOT,
    configFile: false,
    logLevel: "error",
    publicDir: false,
    build: {
      outDir,
      emptyOutDir: false,
      minify: false,
      sourcemap: false,
      lib: {
        entry: join(ROOT, "tools/bench/browser-render.mjs"),
        formats: ["iife"],
        name: "seBenchBundle",
        fileName: () => "bench-browser.js",
      },
    },
  });
  return readFileSync(join(outDir, "bench-browser.js"), "utf8");
}

/** Time every entry's render and measure the chat cards: rows for docs/benchmarks.md. */
export async function measureRenders({ only = "" } = {}) {
  const { benchEntries } = await loadTs("tools/bench/render-entries.ts");
  const all = benchEntries();
  const large = all.large;
  // `only` ("id,id", from BENCH_ONLY in run.mjs): just those entries, a quick look while working on one sheet.
  const wanted = only ? new Set(only.split(",")) : null;
  const entries = wanted ? all.entries.filter((e) => wanted.has(e.id)) : all.entries;
  const templatesDir = join(ROOT, "templates");
  const templates = {};
  for (const file of listFiles(templatesDir, ".hbs"))
    templates[relative(templatesDir, file).split("\\").join("/")] = readFileSync(file, "utf8");
  const lang = {};
  for (const key of flattenKeys(JSON.parse(readFileSync(join(ROOT, "lang", "en.json"), "utf8")))) lang[key] = "";
  const langTree = JSON.parse(readFileSync(join(ROOT, "lang", "en.json"), "utf8"));
  (function walk(obj, prefix) {
    for (const [k, v] of Object.entries(obj)) {
      const key = prefix ? `${prefix}.${k}` : k;
      if (v && typeof v === "object") walk(v, key);
      else lang[key] = String(v);
    }
  })(langTree, "");

  const bundle = await browserBundle();
  const { server, url } = await startGalleryServer(0);
  const browser = await chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: ["--no-sandbox", "--disable-gpu"],
  });
  try {
    const page = await browser.newPage({ viewport: { width: 1700, height: 900 } });
    await page.goto(url, { waitUntil: "load" });
    const heights = await cardHeights(page, '[data-theme="light"]');
    await page.addScriptTag({ content: bundle });
    const rows = [];
    for (const entry of entries) {
      const result = await page.evaluate(
        ({ entry, templates, lang }) => {
          const bench = (globalThis.seBenchCache ??= globalThis.seBench.setup(templates, lang));
          let host = document.getElementById("bench-host");
          if (!host) {
            host = document.createElement("div");
            host.id = "bench-host";
            host.className = "gallery-theme theme-light";
            // Positioned like a Foundry application window (absolute, above the page), so a render lays out
            // the window itself rather than pushing the whole gallery page below it down.
            host.style.cssText = "position:absolute;top:0;left:0;z-index:1000";
            document.body.prepend(host);
          }
          return bench.time(entry, host);
        },
        { entry, templates, lang },
      );
      const budget = large.includes(entry.id)
        ? RENDER_BUDGETS.large
        : entry.kind === "sheet"
          ? RENDER_BUDGETS.sheet
          : RENDER_BUDGETS.other;
      rows.push({ id: entry.id, kind: entry.kind, budget, ...result });
    }
    const cards = Object.entries(heights).map(([id, height]) => ({ id, height, budget: cardHeightBudget(id) }));
    return { rows, cards };
  } finally {
    await browser.close();
    server.close();
  }
}
