// npm run bench: measure what "speed is a feature" promises and record it in
// docs/benchmarks.md — bundle sizes (gzip) against the budget (sizes.mjs), build time,
// and every rules benchmark case (tools/bench/cases/*.mjs) against its budget.
// A benchmark script, not a timed unit test: numbers vary by machine.
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { buildSystem } from "../build.mjs";
import { loadTs } from "../lib/load-ts.mjs";
import { ROOT } from "../lib/pack-writer.mjs";
import { measureRenders } from "./render.mjs";
import { bundleSection } from "./sizes.mjs";
import { blocksOf } from "../lib/doc-blocks.mjs";

// BENCH_ONLY=id,id: time just those gallery entries and print them; docs/benchmarks.md is left as it is.
if (process.env.BENCH_ONLY) {
  const { rows } = await measureRenders({ only: process.env.BENCH_ONLY });
  for (const r of rows)
    console.info(
      `${r.id}: median ${r.median.toFixed(1)} ms, p90 ${r.p90.toFixed(1)} ms, templates ${r.templates.toFixed(1)} ms (budget ${r.budget} ms)`,
    );
  process.exit(0);
}

/** Median of `runs` timings of fn after `warmup` untimed calls, in ms. */
function measure(fn, runs = 51, warmup = 5) {
  for (let i = 0; i < warmup; i++) fn();
  const times = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    fn();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(runs / 2)], p90: times[Math.floor(runs * 0.9)] };
}

const builds = [];
for (let i = 0; i < 3; i++) builds.push((await buildSystem({ quiet: true })).ms);
builds.sort((a, b) => a - b);
const bundle = await bundleSection();

const rules = await loadTs("src/rules/index.ts");
const casesDir = join(ROOT, "tools", "bench", "cases");
const rows = [];
for (const file of (await readdir(casesDir)).filter((f) => f.endsWith(".mjs")).sort()) {
  const cases = (await import(pathToFileURL(join(casesDir, file)).href)).default;
  for (const c of cases) {
    const { median, p90 } = measure(() => c.run(rules));
    rows.push({ name: c.name, budget: c.budgetMs, median, p90 });
  }
}

// Render times and card heights in headless Chromium, through the gallery (render.mjs).
const renders = await measureRenders();

const ok = (v, budget) => (v <= budget ? "within budget" : "**over budget**");
const node = process.version;
const text = `# Benchmarks

Recorded by \`npm run bench\` (tools/bench/run.mjs) on ${new Date().toISOString().slice(0, 10)}, Node ${node}, on the project's 2-core build machine. Timings are medians of 51 runs after warm-up; they vary by machine, so they are recorded here rather than asserted in unit tests.

<!-- bundle:start -->
${bundle.trim()}
<!-- bundle:end -->

Full build (\`npm run build\`: bundle, copy, manifest, pack validation and compilation): median ${builds[1]} ms of 3 runs.

## Rules

| case | median | 90th percentile | budget | |
|---|---|---|---|---|
${rows.map((r) => `| ${r.name} | ${r.median.toFixed(3)} ms | ${r.p90.toFixed(3)} ms | ${r.budget} ms | ${ok(r.median, r.budget)} |`).join("\n")}

## Render time (headless Chromium, through the gallery)

Each gallery entry's templates compiled once, then rendered with their context, inserted into the gallery page in a window positioned like Foundry's (absolute) and laid out (median and 90th percentile of 21 renders after 3 warm-up renders; “templates” is the median of the Handlebars part alone); the last two rows are an Omega and a Venus character with 200 items, built by the same context builders. Budgets: 16 ms for a sheet, dialog or card, 50 ms at 200 items.

| entry | kind | median | 90th percentile | templates | budget | |
|---|---|---|---|---|---|---|
${renders.rows.map((r) => `| ${r.id} | ${r.kind} | ${r.median.toFixed(1)} ms | ${r.p90.toFixed(1)} ms | ${r.templates.toFixed(1)} ms | ${r.budget} ms | ${ok(r.median, r.budget)} |`).join("\n")}

## Chat card heights (in the 300 px chat column)

Each card's height as the gallery renders it in a chat column as wide as Foundry's chat sidebar; the gallery test asserts the same budgets.

| card | height | budget | |
|---|---|---|---|
${renders.cards.map((c) => `| ${c.id} | ${c.height} px | ${c.budget} px | ${ok(c.height, c.budget)} |`).join("\n")}
`;
// Keep the blocks other scripts write there (npm run bench:checks: fuzzing and mutation scores).
const previous = await readFile(join(ROOT, "docs", "benchmarks.md"), "utf8").catch(() => "");
const kept = blocksOf(previous).filter((block) => !block.startsWith("<!-- bundle:start -->"));
await writeFile(join(ROOT, "docs", "benchmarks.md"), kept.length ? `${text}\n${kept.join("\n")}` : text);
console.info(text);
