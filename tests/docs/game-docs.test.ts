import { describe, expect, it } from "vitest";
import { existsSync, readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { referencedImages } from "../../tools/gallery/doc-images.mjs";
import { loadGallery } from "../../tools/gallery/render.mjs";

describe("the game docs", () => {
  it("show only screenshots of real gallery entries, and ship each one", async () => {
    const { entries } = (await loadGallery()) as { entries: { id: string }[] };
    const ids = new Set(entries.map((e) => e.id));
    for (const name of await referencedImages()) {
      expect(ids.has(name.replace(/\.png$/, "")), `${name} is a gallery entry`).toBe(true);
      expect(existsSync(join(process.cwd(), "docs", "games", "images", name)), `docs/games/images/${name}`).toBe(true);
    }
  });

  it("link only to files that exist", () => {
    const dir = join(process.cwd(), "docs", "games");
    for (const file of readdirSync(dir).filter((f) => f.endsWith(".md"))) {
      const text = readFileSync(join(dir, file), "utf8");
      for (const match of text.matchAll(/\]\((?!https?:|#)([^)#\s]+)/g)) {
        expect(existsSync(join(dir, match[1] as string)), `${file} → ${match[1]}`).toBe(true);
      }
    }
  });
});
