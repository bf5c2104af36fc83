// npm run docs:images: copy the gallery screenshots the game docs reference
// (docs/games/*.md → images/<gallery-id>.png) from artifacts/gallery/, where
// the gallery test writes them. Run `npm test` (or the gallery test) first.
import { copyFile, mkdir, readdir, readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../lib/pack-writer.mjs";

const DOCS = join(ROOT, "docs", "games");
const SHOTS = join(ROOT, "artifacts", "gallery");

/** The image names (gallery ids + .png) referenced by the game docs. */
export async function referencedImages() {
  const names = new Set();
  for (const file of (await readdir(DOCS)).filter((f) => f.endsWith(".md"))) {
    const text = await readFile(join(DOCS, file), "utf8");
    for (const match of text.matchAll(/images\/([a-z0-9-]+\.png)/g)) names.add(match[1]);
  }
  return [...names].sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await mkdir(join(DOCS, "images"), { recursive: true });
  const missing = [];
  for (const name of await referencedImages()) {
    const from = join(SHOTS, name);
    if (existsSync(from)) await copyFile(from, join(DOCS, "images", name));
    else missing.push(name);
  }
  if (missing.length) {
    console.error(`No screenshot for: ${missing.join(", ")} (run the gallery test first).`);
    process.exitCode = 1;
  }
}
