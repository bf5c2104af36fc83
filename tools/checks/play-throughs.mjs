// Every play-through in tests/table/ starts from what ships and clicks its way
// through (issue #27 §4): each test file sets its table up with
// `setUpFromPacks` (tests/harness/play-setup.ts) — itself or through a helper
// of tests/table it imports —, never builds a window with
// `seat.open(() => new …)` (a window opens from a click, the directory or the
// Table tools button), and takes nothing from the gallery's samples. Read from
// the test sources, so a new play-through is held to it from its first line.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

const FACTORY_OPEN = /\.open\(\s*(?:async\s*)?(?:\(\s*\)\s*=>|function\b)/g;
const IMPORT = /(?:import|from)\s*\(?\s*["']([^"']+)["']/g;
const SAMPLES = /(?:^|\/)(?:samples|gallery)(?:\.ts)?$|\/gallery\//;

/** The local helpers (./name) a test source imports, as file names in tests/table. */
function localImports(source) {
  return [...source.matchAll(IMPORT)]
    .map((m) => m[1])
    .filter((path) => path.startsWith("./"))
    .map((path) => `${path.slice(2).replace(/\.(?:js|ts)$/, "")}.ts`);
}

/** What one play-through source breaks, each as a sentence; `helpers` maps a tests/table helper's file name to its source. */
export function playThroughProblems(source, helpers = {}) {
  const problems = [];
  const reached = [source, ...localImports(source).map((name) => helpers[name] ?? "")];
  if (!reached.some((text) => text.includes("setUpFromPacks(")))
    problems.push("does not set its table up from the shipped packs (setUpFromPacks)");
  for (const text of [source, ...localImports(source).map((name) => helpers[name] ?? "")]) {
    for (const match of text.matchAll(FACTORY_OPEN)) {
      const line = text.slice(0, match.index).split("\n").length;
      const where = text === source ? `line ${line}` : "a helper it imports";
      problems.push(`${where} builds a window with open(() => …) instead of opening it from a click or the directory`);
    }
    for (const match of text.matchAll(IMPORT))
      if (SAMPLES.test(match[1])) problems.push(`imports the gallery's samples (${match[1]})`);
  }
  return [...new Set(problems)];
}

/** Every play-through of tests/table that breaks the rule, as "file: problem". */
export function checkPlayThroughs(root) {
  const folder = join(root, "tests", "table");
  const files = readdirSync(folder).filter((name) => name.endsWith(".ts"));
  const helpers = Object.fromEntries(
    files.filter((name) => !name.endsWith(".test.ts")).map((name) => [name, readFileSync(join(folder, name), "utf8")]),
  );
  return files
    .filter((name) => name.endsWith(".test.ts"))
    .flatMap((name) =>
      playThroughProblems(readFileSync(join(folder, name), "utf8"), helpers).map((problem) => `${name}: ${problem}`),
    );
}
