/**
 * The check that keeps the docs' pictures current (the gallery test runs it on
 * the screenshots it has just taken): a PNG's size read from its header, and a
 * doc image listed when its size differs from its entry's render or it has none.
 */
import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pngSize, referencedImages, staleDocImages } from "../../tools/gallery/doc-images.mjs";

/** The first bytes of a PNG of that size: the signature and the IHDR chunk's header. */
function pngHead(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  return bytes;
}

describe("the docs' images against the gallery", () => {
  it("reads a PNG's size from its header and refuses anything else", () => {
    expect(pngSize(pngHead(1520, 388))).toEqual({ width: 1520, height: 388 });
    expect(() => pngSize(new TextEncoder().encode("GIF89a, not a PNG at all......"))).toThrow(/not a PNG/);
    const name = "four-colors-omega.png";
    const real = pngSize(readFileSync(join(process.cwd(), "docs", "games", "images", name)));
    expect(real.width).toBeGreaterThan(100);
    expect(real.height).toBeGreaterThan(100);
  });

  it("lists a doc image whose size differs from its render, or that has no render", () => {
    const root = mkdtempSync(join(tmpdir(), "se-doc-images-"));
    const [shots, images] = [join(root, "shots"), join(root, "images")];
    mkdirSync(shots);
    mkdirSync(images);
    writeFileSync(join(shots, "same.png"), pngHead(800, 600));
    writeFileSync(join(images, "same.png"), pngHead(800, 600));
    writeFileSync(join(shots, "older.png"), pngHead(800, 640));
    writeFileSync(join(images, "older.png"), pngHead(800, 600));
    writeFileSync(join(images, "gone.png"), pngHead(10, 10));
    expect(staleDocImages(["same.png", "older.png", "gone.png"], { shots, images })).toEqual([
      "older.png: the doc shows 800×600, the gallery renders 800×640",
      "gone.png: no screenshot of its gallery entry",
    ]);
  });

  it("finds the README's pictures too", async () => {
    const readme = readFileSync(join(process.cwd(), "README.md"), "utf8");
    const shown = [...readme.matchAll(/images\/([a-z0-9-]+\.png)/g)].map((m) => m[1]);
    expect(shown.length).toBeGreaterThan(0);
    const names = await referencedImages();
    for (const name of shown) expect(names).toContain(name);
  });
});
