// Is dist/ up to date? `npm run gallery` and the test setup build first when
// it is missing or older than any source the build reads.
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./pack-writer.mjs";

/** What the build reads: a change to any of these makes dist/ stale. */
export const BUILD_SOURCES = [
  "src",
  "templates",
  "styles",
  "lang",
  "assets",
  "packs",
  "system.json",
  "template.json",
  "package.json",
  "README.md",
  "CHANGELOG.md",
  "LICENSE",
];
/** What the build writes that the gallery (or Foundry) loads; all-self-tests.mjs is the Quench chunk. */
export const BUILD_OUTPUTS = ["system.json", "story-engines.mjs", "all-self-tests.mjs", "story-engines.css"];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs; // a deleted file changes its folder's time
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * Why dist/ under `root` needs a build, or null when it is up to date.
 * @param {string} [root]
 * @returns {string | null}
 */
export function staleBuildReason(root = ROOT) {
  const outputs = BUILD_OUTPUTS.map((f) => join(root, "dist", f));
  const missing = outputs.filter((f) => !existsSync(f));
  if (missing.length) return "dist/ is missing or incomplete";
  const builtAt = Math.min(...outputs.map((f) => statSync(f).mtimeMs));
  const changed = BUILD_SOURCES.filter((s) => newestMtime(join(root, s)) > builtAt);
  return changed.length ? `dist/ is older than ${changed.join(", ")}` : null;
}
