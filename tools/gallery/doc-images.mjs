// npm run docs:images: copy the gallery screenshots the docs reference
// (docs/games/*.md and README.md → images/<gallery-id>.png) from
// artifacts/gallery/, where the gallery test writes them. Run `npm test` (or
// the gallery test) first. The gallery test compares each doc image's size
// with its entry's fresh screenshot (staleDocImages) and fails on a stale one.
import { copyFile, mkdir, readdir, readFile } from "node:fs/promises";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "../lib/pack-writer.mjs";

const DOCS = join(ROOT, "docs", "games");
const SHOTS = join(ROOT, "artifacts", "gallery");
const IMAGES = join(DOCS, "images");

/** The image names (gallery ids + .png) referenced by the game docs and the README. */
export async function referencedImages() {
  const files = (await readdir(DOCS)).filter((f) => f.endsWith(".md")).map((f) => join(DOCS, f));
  const names = new Set();
  for (const file of [...files, join(ROOT, "README.md")]) {
    const text = await readFile(file, "utf8");
    for (const match of text.matchAll(/images\/([a-z0-9-]+\.png)/g)) names.add(match[1]);
  }
  return [...names].sort();
}

/**
 * A PNG's size in pixels, from its IHDR chunk (the first, right after the signature).
 * @param {Uint8Array} bytes
 * @returns {{ width: number, height: number }}
 */
export function pngSize(bytes) {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const isPng = bytes.length >= 24 && signature.every((b, i) => bytes[i] === b);
  if (!isPng || String.fromCharCode(...bytes.subarray(12, 16)) !== "IHDR") throw new Error("not a PNG");
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

/**
 * The doc images whose size differs from their gallery entry's current screenshot
 * (an older render), or that have no screenshot, one line each.
 * @param {readonly string[]} names image names (<gallery-id>.png)
 * @param {{ shots?: string, images?: string }} [dirs] where the screenshots and the doc images are
 * @returns {string[]}
 */
export function staleDocImages(names, { shots = SHOTS, images = IMAGES } = {}) {
  const stale = [];
  for (const name of names) {
    const shot = join(shots, name);
    const image = join(images, name);
    if (!existsSync(shot)) stale.push(`${name}: no screenshot of its gallery entry`);
    else if (!existsSync(image)) stale.push(`${name}: not in docs/games/images`);
    else {
      const [now, doc] = [pngSize(readFileSync(shot)), pngSize(readFileSync(image))];
      if (now.width !== doc.width || now.height !== doc.height)
        stale.push(`${name}: the doc shows ${doc.width}×${doc.height}, the gallery renders ${now.width}×${now.height}`);
    }
  }
  return stale;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await mkdir(IMAGES, { recursive: true });
  const missing = [];
  for (const name of await referencedImages()) {
    const from = join(SHOTS, name);
    if (existsSync(from)) await copyFile(from, join(IMAGES, name));
    else missing.push(name);
  }
  console.info(`Copied ${(await referencedImages()).length - missing.length} screenshots into docs/games/images.`);
  if (missing.length) {
    console.error(`No screenshot for: ${missing.join(", ")} (run the gallery test first).`);
    process.exitCode = 1;
  }
}
