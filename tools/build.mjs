// npm run build: produce dist/, the complete system folder a GM drops into
// Foundry's Data/systems/story-engines/.
//
//   1. validate pack sources against the data models' specs — stop on any problem
//   2. bundle src/index.ts (+ CSS) with Vite
//   3. copy templates/, lang/, assets/, LICENSE
//   4. write the manifest (version from package.json, documentTypes from template.json)
//   5. compile packs with the official Foundry CLI into dist/packs/
//   6. write README and CHANGELOG, their links to files dist/ does not ship
//      pointed at the repository at the release's tag (lib/dist-links.mjs)
import { compilePack } from "@foundryvtt/foundryvtt-cli";
import { cp, mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";
import { build } from "vite";
import { buildManifest } from "./lib/manifest.mjs";
import { ROOT } from "./lib/pack-writer.mjs";
import { loadTs } from "./lib/load-ts.mjs";
import { checkPackSources } from "./checks/packs.mjs";
import { linksForDist } from "./lib/dist-links.mjs";

const DIST = join(ROOT, "dist");
/** The Markdown files dist/ ships, written with their links fixed for dist/. */
const MARKDOWN = ["README.md", "CHANGELOG.md"];
const readJson = async (p) => JSON.parse(await readFile(join(ROOT, p), "utf8"));

/**
 * @param {{quiet?: boolean, outDir?: string}} [options] outDir defaults to dist/
 *        (tests/build/reproducible.test.ts builds into temporary folders)
 */
export async function buildSystem({ quiet = false, outDir = DIST } = {}) {
  const started = performance.now();
  const log = (...a) => quiet || console.info(...a);

  // Validate pack sources first: a bad document stops the build before dist/ is touched.
  const [system, pkg, template] = await Promise.all([
    readJson("system.json"),
    readJson("package.json"),
    readJson("template.json"),
  ]);
  const manifest = buildManifest(system, pkg, template);
  const tooling = await loadTs("tools/entries/definitions.ts");
  const specFor = (documentName, type) =>
    tooling.GAME_DEFINITIONS.flatMap((g) => g.models).find((m) => m.documentName === documentName && m.type === type);
  const problems = checkPackSources(join(ROOT, "packs"), manifest.packs, specFor, tooling.validateSystem);
  if (problems.length) {
    throw new Error(`Pack sources have ${problems.length} problem(s):\n  ${problems.join("\n  ")}`);
  }

  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });

  await build({ root: ROOT, logLevel: quiet ? "error" : "warn", build: { outDir } });

  for (const dir of ["templates", "lang", "assets"]) {
    if (existsSync(join(ROOT, dir))) await cp(join(ROOT, dir), join(outDir, dir), { recursive: true });
  }
  if (existsSync(join(ROOT, "LICENSE"))) await cp(join(ROOT, "LICENSE"), join(outDir, "LICENSE"));

  await writeFile(join(outDir, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);

  for (const pack of manifest.packs) {
    await compilePack(join(ROOT, "packs", pack.name), join(outDir, "packs", pack.name), {
      recursive: true,
      log: false,
    });
  }

  // Last, when everything else dist/ ships is in place: a link to a shipped file stays relative.
  const where = {
    repository: pkg.config.release.url,
    ref: `v${manifest.version}`,
    isShipped: (path) => [...MARKDOWN, "LICENSE"].includes(path) || existsSync(join(outDir, path)),
    isDirectory: (path) => existsSync(join(ROOT, path)) && statSync(join(ROOT, path)).isDirectory(),
  };
  for (const file of MARKDOWN) {
    if (!existsSync(join(ROOT, file))) continue;
    await writeFile(join(outDir, file), linksForDist(await readFile(join(ROOT, file), "utf8"), where));
  }

  const ms = Math.round(performance.now() - started);
  log(`Built dist/ (Story Engines ${manifest.version}, ${manifest.packs.length} packs) in ${ms} ms.`);
  return { ms, manifest };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  buildSystem().catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
