// `npm run bench:fuzz`: the table fuzzer (tests/fuzz/) with many more seeds
// than `npm test` plays — per game, how many steps were played and which
// invariant violations were found (the target is none) — as the
// "table-fuzz" block of docs/benchmarks.md. Each run of tests/fuzz/run.ts
// appends a JSON line (game, seed, steps, violations) to FUZZ_RESULTS_FILE.
// Options: --seeds N (per game, default 10), --steps N (per seed, default
// 100), --first N (the first seed, default 1000), --game <id> (one game).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { ROOT } from "../lib/pack-writer.mjs";
import { setBlock } from "../lib/doc-blocks.mjs";

const GAMES = [
  ["four-colors", "Four Colors al Fresco"],
  ["venus", "Venus Engine"],
  ["wicked-age", "In a Wicked Age"],
  ["personae", "Personae"],
  ["capes", "Capes"],
];

const arg = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 && process.argv[at + 1] ? process.argv[at + 1] : fallback;
};
const seeds = Number(arg("seeds", "10"));
const steps = Number(arg("steps", "100"));
const first = Number(arg("first", "1000"));
const only = arg("game", "");

const resultsFile = join(mkdtempSync(join(tmpdir(), "fuzz-results-")), "results.jsonl");
writeFileSync(resultsFile, "");
const rows = [];
const found = [];
for (const [id, name] of GAMES) {
  if (only && only !== id) continue;
  const started = Date.now();
  spawnSync("npx", ["vitest", "run", `tests/fuzz/${id}.test.ts`], {
    cwd: ROOT,
    env: {
      ...process.env,
      FUZZ_RESULTS_FILE: resultsFile,
      FUZZ_SEEDS: String(seeds),
      FUZZ_FIRST_SEED: String(first),
      FUZZ_STEPS: String(steps),
      NO_COLOR: "1",
    },
    encoding: "utf8",
  });
  const seconds = (Date.now() - started) / 1000;
  const runs = readFileSync(resultsFile, "utf8")
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line))
    .filter((r) => r.game === id);
  const played = runs.reduce((sum, r) => sum + r.steps, 0);
  const failing = runs.filter((r) => r.violations.length > 0);
  for (const r of failing) found.push(`- ${name}, seed ${r.seed} (step ${r.steps}): ${r.violations[0]}`);
  rows.push(`| ${name} | ${runs.length} | ${played} | ${failing.length} | ${seconds.toFixed(0)} s |`);
}
if (!existsSync(resultsFile)) throw new Error("no fuzz results: nothing recorded");
const section = `## The table played at random (tests/fuzz/)

A GM and three or four players, set up from the shipped packs with the game's roles handed out, click at random what their own screens offer, connect and disconnect, reload, click two at once; after every step the invariants of \`tests/fuzz/invariants.ts\` are checked (nothing throws, offered means allowed, no stall, nothing unauthorised, bounded). A run stops at its first violation. Measured with \`npm run bench:fuzz\` (${seeds} seeds from ${first} per game, up to ${steps} steps each, ${new Date().toISOString().slice(0, 10)}); \`npm test\` plays the fixed seeds of \`tests/fuzz/run.ts\`. Replay a seed with \`FUZZ_SEED=<seed> FUZZ_STEPS=<step> npx vitest run tests/fuzz/<game>.test.ts\`.

| game | runs | steps played | runs with a violation | time |
|---|---|---|---|---|
${rows.join("\n")}

${found.length ? `Violations found (the first of each run):\n\n${found.join("\n")}` : "No violation found."}
`;
const doc = join(ROOT, "docs", "benchmarks.md");
writeFileSync(doc, setBlock(readFileSync(doc, "utf8"), "table-fuzz", section));
console.info(section);
