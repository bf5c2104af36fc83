import { describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync, readdirSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { LOCAL_BUILD_NOTE, writeRelease } from "../../tools/package.mjs";
import { unzipFiles } from "../../tools/lib/zip.mjs";

describe("the release package", () => {
  it("makes a local zip by default: it says it is a local build and points at no release", async () => {
    const out = mkdtempSync(join(tmpdir(), "se-local-"));
    await writeRelease(join(process.cwd(), "dist"), out);
    const pkg = JSON.parse(readFileSync(join(process.cwd(), "package.json"), "utf8"));
    const beside = JSON.parse(readFileSync(join(out, "system.json"), "utf8"));
    const files = unzipFiles(readFileSync(join(out, "story-engines.zip")), inflateRawSync);
    const zipped = files.find((f: { name: string }) => f.name === "system.json") as { data: Buffer };
    for (const manifest of [beside, JSON.parse(zipped.data.toString("utf8"))]) {
      expect(manifest.version).toBe(pkg.version);
      expect(manifest).not.toHaveProperty("manifest");
      expect(manifest).not.toHaveProperty("download");
      expect(manifest.description.endsWith(LOCAL_BUILD_NOTE)).toBe(true);
      expect(manifest.url).toBe(pkg.config.release.url);
    }
  });

  it("zips the whole build with the manifest at its root and fills the release URLs for a release", async () => {
    const out = mkdtempSync(join(tmpdir(), "se-release-"));
    await writeRelease(join(process.cwd(), "dist"), out, { release: true });
    const pkg = JSON.parse(readFileSync(join(process.cwd(), "package.json"), "utf8"));
    const manifest = JSON.parse(readFileSync(join(out, "system.json"), "utf8"));
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.download).toBe(pkg.config.release.download.replace("{version}", pkg.version));
    expect(manifest.manifest).toBe(pkg.config.release.manifest);
    expect(manifest.url).toBe(pkg.config.release.url);

    const files = unzipFiles(readFileSync(join(out, "story-engines.zip")), inflateRawSync);
    const names = files.map((f: { name: string }) => f.name);
    for (const required of [
      "system.json",
      "story-engines.mjs",
      "all-self-tests.mjs",
      // Each game's lazily loaded code (vite.config.ts), fetched relative to the entry.
      "lazy-four-colors.mjs",
      "lazy-venus.mjs",
      "lazy-wicked-age.mjs",
      "lazy-personae.mjs",
      "lazy-capes.mjs",
      "story-engines.css",
      "lang/en.json",
      "templates/core/chat-card.hbs",
      "LICENSE",
    ]) {
      expect(names).toContain(required);
    }
    expect(names.some((n: string) => n.endsWith(".map"))).toBe(false);
    expect(names).not.toContain("template.json");
    // The in-Foundry guide's pictures (packs/<game>-guide pages name them): every one ships.
    const pictures = readdirSync(join(process.cwd(), "assets", "guide"));
    expect(pictures.length).toBeGreaterThan(0);
    for (const picture of pictures) expect(names).toContain(`assets/guide/${picture}`);
    const zipped = files.find((f: { name: string }) => f.name === "system.json") as { data: Buffer };
    expect(JSON.parse(zipped.data.toString("utf8")).version).toBe(pkg.version);
    expect(JSON.parse(zipped.data.toString("utf8")).download).toBe(manifest.download);
    expect(manifest.description).not.toContain(LOCAL_BUILD_NOTE);
  });
});
