// npm run guide:images: make the pictures the in-Foundry guide shows
// (packs/<game>-guide, written by tools/generate/guides.mjs) from the
// gallery. Each picture a guide page names,
// systems/story-engines/assets/guide/<gallery-id>.jpg, is that gallery
// entry's light-theme render, screenshot in headless Chromium as a JPEG
// (quality 80) so the shipped set stays small. It needs dist/ for the CSS
// and builds it first when stale, as `npm run gallery` does.
import { mkdir, readdir, rm, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { chromiumPath } from "./chromium.mjs";
import { startGalleryServer } from "./serve.mjs";
import { staleBuildReason } from "../lib/build-freshness.mjs";
import { ROOT } from "../lib/pack-writer.mjs";
import { guideContents } from "../generate/guides.mjs";

export const GUIDE_ASSETS = join(ROOT, "assets", "guide");
const QUALITY = 80;

/** The gallery ids the guides show, each once. */
export function guideImageIds() {
  return [...new Set(guideContents().flatMap((g) => g.images))].sort();
}

async function main() {
  const reason = staleBuildReason();
  if (reason) {
    console.info(`${reason}: building first (npm run build)…`);
    const { buildSystem } = await import("../build.mjs");
    await buildSystem({ quiet: true });
  }
  const { server, url, entries } = await startGalleryServer(0);
  const ids = guideImageIds();
  const known = new Set(entries.map((e) => e.id));
  const missing = ids.filter((id) => !known.has(id));
  if (missing.length) {
    server.close();
    console.error(`No gallery entry for: ${missing.join(", ")}.`);
    process.exitCode = 1;
    return;
  }
  await rm(GUIDE_ASSETS, { recursive: true, force: true });
  await mkdir(GUIDE_ASSETS, { recursive: true });
  const browser = await chromium.launch({ executablePath: chromiumPath(), headless: true, args: ["--no-sandbox"] });
  try {
    // As wide as the gallery test's page, so every entry lays out as it does there.
    const page = await browser.newPage({ viewport: { width: 1700, height: 900 } });
    await page.goto(url, { waitUntil: "load" });
    for (const id of ids) {
      const light = page.locator(`#${id} .gallery-theme.theme-light`);
      const jpeg = await light.screenshot({ type: "jpeg", quality: QUALITY });
      await writeFile(join(GUIDE_ASSETS, `${id}.jpg`), jpeg);
    }
  } finally {
    await browser.close();
    server.close();
  }
  console.info(`assets/guide/: ${(await readdir(GUIDE_ASSETS)).length} pictures.`);
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
