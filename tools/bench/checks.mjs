// npm run bench:checks: record in docs/benchmarks.md what the property-based
// fuzzing tried and refused (artifacts/fuzz/*.json, written by the fuzz tests
// in tests/rules/fuzz and tests/schema/fuzz.test.ts) and the mutation scores
// of the last `npm run mutate` (artifacts/mutation/*.json, Stryker's JSON
// report), and the axe-core violation counts of the last gallery test
// (artifacts/gallery/axe-counts.json, by impact and by rule). Each goes into its own generated
// block; npm run bench keeps them.
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { ROOT } from "../lib/pack-writer.mjs";
import { setBlock } from "../lib/doc-blocks.mjs";

const DOC = join(ROOT, "docs", "benchmarks.md");
const today = new Date().toISOString().slice(0, 10);

async function jsonFiles(dir) {
  const names = await readdir(dir).catch(() => []);
  const out = [];
  for (const name of names.filter((n) => n.endsWith(".json")).sort()) {
    out.push({ name, data: JSON.parse(await readFile(join(dir, name), "utf8")) });
  }
  return out;
}

const pct = (n, d) => (d === 0 ? "—" : `${((100 * n) / d).toFixed(1)} %`);

function fuzzBlock(files) {
  const rows = [];
  let specs = null;
  for (const { data } of files) {
    if (data.suite === "specs") {
      specs = data;
      continue;
    }
    const fns = Object.values(data.functions);
    const sum = (k) => fns.reduce((a, c) => a + c[k], 0);
    const slowest = Math.max(...fns.map((c) => c.slowestMs));
    rows.push(
      `| \`${data.suite}\` rules | ${fns.length} functions | ${sum("goodTried")} | ${sum("goodAccepted")} | ${sum("badTried")} | ${sum("badRefused")} (${sum("typeErrors")} TypeError, ${sum("rangeErrors")} RangeError) | ${slowest.toFixed(1)} ms |`,
    );
  }
  if (specs) {
    const c = specs.counts;
    rows.push(
      `| data specs | ${specs.specs} ModelSpecs | ${c.goodTried} | ${c.goodAccepted} | ${c.badTried} | ${c.badRefused} (${c.uuidWrongType} links of the wrong document type, ${c.nonObjectSystem} non-object \`system\`) | — |`,
    );
  }
  return `## Bad input at every boundary (property-based fuzzing)

Recorded by \`npm run bench:checks\` on ${today} from the last run of the fuzz tests (\`tests/rules/fuzz/\`, \`tests/schema/fuzz.test.ts\`, fast-check). Every public rules function gets generated good arguments (which must be accepted with a well-formed result) and bad ones — wrong types, \`NaN\`/\`Infinity\`, out of range, unknown names, \`null\`, lists and amounts over the caps — which must throw a \`RangeError\`/\`TypeError\` whose message reads \`<function>: <argument> must be … (got …)\`; every call must return within 2 s (a guard against hangs; speed is benchmarked). Every data spec gets good field values and bad updates (refused by the validator and the sheets' submit check).

| area | size | good tried | good accepted | bad tried | bad refused | slowest call |
|---|---|---|---|---|---|---|
${rows.join("\n")}`;
}

function mutationBlock(files) {
  const areas = new Map();
  const area = (path) => {
    if (path.startsWith("src/rules/")) return `src/rules/${path.split("/")[2]?.replace(/\.ts$/, "") ?? ""}`;
    return `context builders and state machines: ${path.split("/")[2] ?? ""}`;
  };
  for (const { data } of files) {
    for (const [path, file] of Object.entries(data.files ?? {})) {
      const key = area(path.replace(/\\/g, "/"));
      const a = areas.get(key) ?? { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0, other: 0 };
      for (const m of file.mutants) {
        if (m.status in a) a[m.status] += 1;
        else a.other += 1;
      }
      areas.set(key, a);
    }
  }
  const rows = [];
  const total = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
  const contexts = { Killed: 0, Timeout: 0, Survived: 0, NoCoverage: 0 };
  for (const [key, a] of [...areas].sort(([x], [y]) => x.localeCompare(y))) {
    const detected = a.Killed + a.Timeout;
    const valid = detected + a.Survived + a.NoCoverage;
    for (const k of Object.keys(total)) (key.startsWith("src/rules/") ? total : contexts)[k] += a[k];
    const target = key.startsWith("src/rules/") ? 95 : 85;
    rows.push(
      `| ${key} | ${valid} | ${a.Killed} | ${a.Timeout} | ${a.Survived} | ${a.NoCoverage} | **${pct(detected, valid)}** | ${target} % |`,
    );
  }
  // The scope of stryker.config.json that no report covers yet.
  const paths = Object.keys(merged.files);
  const missing = scope.filter((glob) => !paths.some((p) => p.startsWith(glob.split("*")[0] ?? glob)));
  const rulesDetected = total.Killed + total.Timeout;
  const rulesValid = rulesDetected + total.Survived + total.NoCoverage;
  const contextsDetected = contexts.Killed + contexts.Timeout;
  const contextsValid = contextsDetected + contexts.Survived + contexts.NoCoverage;
  return `## Mutation testing

Recorded by \`npm run bench:checks\` on ${today} from the last mutation runs (\`npm run mutate\`: Stryker with its Vitest runner, \`stryker.config.json\`, tests from \`vitest.mutate.config.ts\`; a run over part of the scope is kept as \`artifacts/mutation/rules*.json\` or \`contexts*.json\`, the newest report of each file counting). Score = mutants killed or timed out ÷ mutants that ran (survivors and mutants no test covers count against it; static mutants — module-level constants — are left out, \`ignoreStatic\`). Targets: 95 % in \`src/rules\`, 85 % in the context builders and card state machines.

| area | mutants | killed | timed out | survived | no coverage | score | target |
|---|---|---|---|---|---|---|---|
${rows.join("\n")}
| **src/rules, all** | ${rulesValid} | ${total.Killed} | ${total.Timeout} | ${total.Survived} | ${total.NoCoverage} | **${pct(rulesDetected, rulesValid)}** | 95 % |
| **context builders and state machines, all** | ${contextsValid} | ${contexts.Killed} | ${contexts.Timeout} | ${contexts.Survived} | ${contexts.NoCoverage} | **${pct(contextsDetected, contextsValid)}** | 85 % |
${missing.length ? `\nNot measured in the recorded runs: ${missing.map((g) => `\`${g}\``).join(", ")}.` : ""}
${stale.length ? `\nMeasured before their last change (the score shown is the last run's): ${stale.map((p) => `\`${p}\``).join(", ")}.` : "Every file counted was measured as it is now (each report keeps the source it mutated)."}`;
}

/**
 * What the same rules (WCAG 2.0-2.2 A/AA and best practice) found in the
 * gallery before issue #23's fixes, measured on 2026-11-27, per theme.
 */
const AXE_BEFORE_23 = {
  "target-size": { impact: "serious", light: 120, dark: 120 },
  "label-title-only": { impact: "serious", light: 4, dark: 4 },
  "landmark-unique": { impact: "moderate", light: 10, dark: 10 },
  "heading-order": { impact: "moderate", light: 1, dark: 0 },
};

function axeBlock({ entries, themes, tags, counts, rules = {} }) {
  const rows = Object.entries(counts).map(
    ([impact, n]) => `| ${impact} | ${n} | ${/serious|critical/.test(impact) ? "0 (fails the test)" : "—"} |`,
  );
  const names = [...new Set([...Object.keys(AXE_BEFORE_23), ...Object.keys(rules)])].sort();
  const cell = (r) => (r ? `${r.light} / ${r.dark}` : "0 / 0");
  const ruleRows = names.map(
    (name) =>
      `| \`${name}\` | ${(rules[name] ?? AXE_BEFORE_23[name]).impact} | ${cell(AXE_BEFORE_23[name])} | ${cell(rules[name])} |`,
  );
  const tagList = (tags ?? ["wcag2a", "wcag2aa"]).map((t) => `\`${t}\``).join(", ");
  return `## Accessibility (axe-core)

Recorded by \`npm run bench:checks\` on ${today} from the last gallery test: axe-core's rules tagged ${tagList} (WCAG 2.0, 2.1 and 2.2 at levels A and AA, and axe's best practices) over ${entries} gallery entries in ${themes} themes, violations counted per element by impact. \`landmark-unique\` counts two landmarks of one name within one entry (the gallery shows copies of a window side by side).

| impact | violations | allowed |
|---|---|---|
${rows.join("\n")}

By rule, light / dark, before issue #23's fixes (2026-11-27, \`landmark-unique\` then counted across the whole page: controls under 24 × 24 px, a check box named by its title only, regions of one name, a skipped heading level) and now:

| rule | impact | before | now |
|---|---|---|---|
${ruleRows.join("\n")}`;
}

let text = await readFile(DOC, "utf8").catch(() => "# Benchmarks\n");
const fuzz = await jsonFiles(join(ROOT, "artifacts", "fuzz"));
if (fuzz.length) text = setBlock(text, "fuzz", fuzzBlock(fuzz));
// Stryker writes artifacts/mutation/mutation.json (npm run mutate); a run over part of the scope may be kept
// as rules*.json / contexts*.json. Per source file the newest report wins.
const scope = JSON.parse(await readFile(join(ROOT, "stryker.config.json"), "utf8")).mutate ?? [];
const reports = [];
for (const f of await jsonFiles(join(ROOT, "artifacts", "mutation"))) {
  if (f.name !== "mutation.json" && !/^(rules|contexts)/.test(f.name)) continue;
  reports.push({ ...f, mtime: (await stat(join(ROOT, "artifacts", "mutation", f.name))).mtimeMs });
}
reports.sort((a, b) => a.mtime - b.mtime);
const merged = { files: Object.assign({}, ...reports.map((r) => r.data.files ?? {})) };
// A file since deleted or renamed counts no more; one changed since its run is named under the table.
const stale = [];
for (const [path, file] of Object.entries(merged.files)) {
  const now = await readFile(join(ROOT, path), "utf8").catch(() => null);
  if (now === null) delete merged.files[path];
  else if (typeof file.source === "string" && file.source !== now) stale.push(path);
}
const mutation = reports.length ? [{ name: "merged", data: merged }] : [];
if (mutation.length) text = setBlock(text, "mutation", mutationBlock(mutation));
// The gallery test (tests/gallery/gallery.test.ts) counts every axe-core violation by impact.
const axe = await readFile(join(ROOT, "artifacts", "gallery", "axe-counts.json"), "utf8")
  .then((t) => JSON.parse(t))
  .catch(() => null);
if (axe) text = setBlock(text, "axe", axeBlock(axe));
await writeFile(DOC, text);
console.info(text.slice(text.indexOf("<!-- fuzz:start -->")));
