// `npm run bench:table`: the play-throughs of tests/table/ — how many steps
// (clicks, fills) each game's files take and how long the folder runs — as
// the "table" block of docs/benchmarks.md. Each step of tests/harness/play.ts
// appends its file's name to PLAY_STEPS_FILE; the folder is timed as one
// vitest run (the build is made first, so it is not timed).
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSystem } from "../build.mjs";
import { ROOT } from "../lib/pack-writer.mjs";
import { setBlock } from "../lib/doc-blocks.mjs";

const GAMES = [
  ["four-colors", "Four Colors al Fresco"],
  ["venus", "Venus Engine"],
  ["wicked-age", "In a Wicked Age"],
  ["personae", "Personae"],
  ["capes", "Capes"],
];

await buildSystem({ quiet: true });
const stepsFile = join(mkdtempSync(join(tmpdir(), "play-steps-")), "steps.txt");
writeFileSync(stepsFile, "");
const started = Date.now();
const run = spawnSync("npx", ["vitest", "run", "tests/table"], {
  cwd: ROOT,
  env: { ...process.env, PLAY_STEPS_FILE: stepsFile, NO_COLOR: "1" },
  encoding: "utf8",
});
const seconds = (Date.now() - started) / 1000;
if (run.status !== 0) {
  console.error(run.stdout, run.stderr);
  throw new Error("the play-throughs failed: nothing recorded");
}
const lines = existsSync(stepsFile) ? readFileSync(stepsFile, "utf8").split("\n").filter(Boolean) : [];
const byFile = new Map();
for (const file of lines) byFile.set(file, (byFile.get(file) ?? 0) + 1);
// NO_COLOR keeps vitest's summary plain, so its count can be read.
const tests = /Tests\s+(\d+) passed/.exec(run.stdout)?.[1] ?? "?";
const rows = GAMES.map(([id, name]) => {
  const files = [...byFile].filter(([file]) => file.startsWith(id)).sort();
  const steps = files.reduce((sum, [, n]) => sum + n, 0);
  return `| ${name} | ${files.map(([file, n]) => `\`${file}\` ${n}`).join(", ")} | ${steps} |`;
});
const section = `## Play-throughs at a table (tests/table/)

Each step is a click (or a form filled) by the user the book names, on a control their own rendered window or card shows (\`tests/harness/play.ts\`). Measured with \`npm run bench:table\`: ${tests} tests, the folder in ${seconds.toFixed(1)} s (one vitest run, ${new Date().toISOString().slice(0, 10)}).

| game | steps per file | steps |
|---|---|---|
${rows.join("\n")}
`;
const doc = join(ROOT, "docs", "benchmarks.md");
writeFileSync(doc, setBlock(readFileSync(doc, "utf8"), "table", section));
console.info(section);
