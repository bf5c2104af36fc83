// The bundle's sizes (gzip, level 9) against their budgets, as the "bundle"
// block of docs/benchmarks.md: the entry every table loads, the self-tests'
// chunk loaded only with Quench, the stylesheet, and what each game adds
// (tools/bench/game-sizes.mjs) with its lazy chunk. `npm run bench` writes it with everything
// else; `npm run bench:sizes` builds and rewrites this block alone (no
// Chromium, so the render timings recorded on a quiet machine stay).
import { readFile, writeFile } from "node:fs/promises";
import { gzipSync } from "node:zlib";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildSystem } from "../build.mjs";
import { ROOT } from "../lib/pack-writer.mjs";
import { setBlock } from "../lib/doc-blocks.mjs";
import { GAME_JS_BUDGET, measureGameSizes } from "./game-sizes.mjs";

/** Budgets from the issues: what every table loads. */
export const BUNDLE_BUDGET = { js: 150 * 1024, css: 30 * 1024 };

const kib = (n) => `${(n / 1024).toFixed(1)} KiB`;
const ok = (v, budget) => (v <= budget ? "within budget" : "**over budget**");

async function gzipSize(file) {
  return gzipSync(await readFile(join(ROOT, "dist", file)), { level: 9 }).length;
}

/** The "## Bundle" section, measured on the current dist/ and fresh builds without each game. */
export async function bundleSection() {
  const js = await gzipSize("story-engines.mjs");
  const selfTests = await gzipSize("all-self-tests.mjs");
  const css = await gzipSize("story-engines.css");
  const perGame = await measureGameSizes();
  return `## Bundle (gzip, level 9)

| file | size | budget | |
|---|---|---|---|
| story-engines.mjs (every table) | ${kib(js)} | ${kib(BUNDLE_BUDGET.js)} | ${ok(js, BUNDLE_BUDGET.js)} |
| all-self-tests.mjs (only with Quench) | ${kib(selfTests)} | — | |
| story-engines.css | ${kib(css)} | ${kib(BUNDLE_BUDGET.css)} | ${ok(css, BUNDLE_BUDGET.css)} |

What each game adds: the bundle built without the game (left out of \`all-games.ts\`, \`all-definitions.ts\`, \`all-self-tests.ts\` and the rules namespace) subtracted from the whole (tools/bench/game-sizes.mjs). The budget is for story-engines.mjs, what every table loads; the self-tests' share is loaded only when Quench is active; the game's lazy chunk (lazy-<game>.mjs: its GM-side handlers, loaded by a GM's client at ready and by a player's only to write its own card when no GM is connected, and code fetched when a user acts, e.g. Venus's dialogs and card controls) is not loaded up front.

| game | adds to story-engines.mjs | budget | | adds to all-self-tests.mjs | lazy-<game>.mjs (when needed) |
|---|---|---|---|---|---|
${perGame.games.map((g) => `| ${g.id} | ${kib(g.bytes)} | ${kib(GAME_JS_BUDGET)} | ${ok(g.bytes, GAME_JS_BUDGET)} | ${kib(g.selfTestBytes)} | ${kib(g.lazyBytes)} |`).join("\n")}
`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  await buildSystem({ quiet: true });
  const file = join(ROOT, "docs", "benchmarks.md");
  const section = await bundleSection();
  await writeFile(file, setBlock(await readFile(file, "utf8"), "bundle", section));
  console.info(section);
}
