// npm run guide:images: make the pictures the in-Foundry guide shows
// (packs/<game>-guide, written by tools/generate/guides.mjs) from the
// gallery's renders. Each picture a guide page names,
// systems/story-engines/assets/guide/<gallery-id>.jpg, is the gallery test's
// screenshot artifacts/gallery/<gallery-id>.png re-encoded as a JPEG (quality
// 80, at most 720 px wide) in headless Chromium, so the shipped set stays
// small. Run the gallery test first (npx vitest run tests/gallery/gallery.test.ts).
import { mkdir, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromiumPath } from "./chromium.mjs";
import { ROOT } from "../lib/pack-writer.mjs";
import { guideContents } from "../generate/guides.mjs";

export const GUIDE_ASSETS = join(ROOT, "assets", "guide");
const SHOTS = join(ROOT, "artifacts", "gallery");
const MAX_WIDTH = 720;
const QUALITY = 80;

/** The gallery ids the guides show, each once. */
export function guideImageIds() {
  return [...new Set(guideContents().flatMap((g) => g.images))].sort();
}

/** A PNG's width and height, from its IHDR chunk. */
export function pngSize(buffer) {
  return { width: buffer.readUInt32BE(16), height: buffer.readUInt32BE(20) };
}

async function main() {
  const ids = guideImageIds();
  const missing = ids.filter((id) => !existsSync(join(SHOTS, `${id}.png`)));
  if (missing.length) {
    console.error(`No screenshot for: ${missing.join(", ")} (run the gallery test first).`);
    process.exitCode = 1;
    return;
  }
  await rm(GUIDE_ASSETS, { recursive: true, force: true });
  await mkdir(GUIDE_ASSETS, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage();
    for (const id of ids) {
      const png = await readFile(join(SHOTS, `${id}.png`));
      const { width, height } = pngSize(png);
      const scale = Math.min(1, MAX_WIDTH / width);
      const w = Math.round(width * scale);
      const h = Math.round(height * scale);
      await page.setViewportSize({ width: w, height: h });
      const src = `data:image/png;base64,${png.toString("base64")}`;
      await page.setContent(
        `<html><body style="margin:0;background:#fff"><img src="${src}" width="${w}" height="${h}" style="display:block"></body></html>`,
      );
      await page.locator("img").evaluate((img) => img.decode());
      const jpeg = await page.screenshot({ type: "jpeg", quality: QUALITY, clip: { x: 0, y: 0, width: w, height: h } });
      await writeFile(join(GUIDE_ASSETS, `${id}.jpg`), jpeg);
    }
  } finally {
    await browser.close();
  }
  const files = await readdir(GUIDE_ASSETS);
  console.info(`assets/guide/: ${files.length} pictures.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
