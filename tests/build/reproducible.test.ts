// Two packagings of the same sources give byte-identical zips: the release a
// tag builds in CI is the one anyone can rebuild from the commit. Builds go to
// temporary folders so the shared dist/ other tests read is left alone.
import { beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";
import { buildSystem } from "../../tools/build.mjs";
import { shipsInRelease, writeRelease } from "../../tools/package.mjs";
import { unzipFiles } from "../../tools/lib/zip.mjs";

interface ZipEntry {
  name: string;
  data: Buffer;
}

async function packageOnce(): Promise<{ zip: Buffer; manifest: string; dist: string }> {
  const root = mkdtempSync(join(tmpdir(), "se-reproducible-"));
  const dist = join(root, "dist");
  await buildSystem({ quiet: true, outDir: dist });
  await writeRelease(dist, join(root, "release"));
  return {
    zip: readFileSync(join(root, "release", "story-engines.zip")),
    manifest: readFileSync(join(root, "release", "system.json"), "utf8"),
    dist,
  };
}

describe("the release is reproducible", () => {
  let first: Awaited<ReturnType<typeof packageOnce>>;
  let second: Awaited<ReturnType<typeof packageOnce>>;
  let entries: ZipEntry[];

  beforeAll(async () => {
    first = await packageOnce();
    second = await packageOnce();
    entries = unzipFiles(first.zip, inflateRawSync) as ZipEntry[];
  }, 180_000);

  it("packages the same sources twice into byte-identical zips and manifests", () => {
    expect(second.manifest).toBe(first.manifest);
    expect(second.zip.length).toBe(first.zip.length);
    expect(Buffer.compare(second.zip, first.zip)).toBe(0);
  });

  it("ships no LevelDB lock or log files, only the pack data", () => {
    const packFiles = entries.filter((e) => e.name.startsWith("packs/")).map((e) => e.name.split("/").pop());
    expect(packFiles.length).toBeGreaterThan(0);
    for (const name of packFiles) expect(name).not.toMatch(/^(LOCK|LOG|LOG\.old)$/);
    expect(packFiles).toContain("CURRENT");
    expect(packFiles.some((n) => n?.endsWith(".ldb"))).toBe(true);
  });

  it("names no source map it does not ship", () => {
    const names = entries.map((e) => e.name);
    for (const entry of entries.filter((e) => /\.(mjs|js|css)$/.test(e.name))) {
      for (const match of entry.data.toString("utf8").matchAll(/sourceMappingURL=(\S+)/g)) {
        expect(names, `${entry.name} points at ${match[1]}`).toContain(match[1]);
      }
    }
    expect(names.some((n) => n.endsWith(".map"))).toBe(false);
  });

  it("leaves out exactly LevelDB's per-process files and source maps", () => {
    expect(shipsInRelease("packs/venus-jobs/LOG")).toBe(false);
    expect(shipsInRelease("packs/venus-jobs/LOG.old")).toBe(false);
    expect(shipsInRelease("packs/venus-jobs/LOCK")).toBe(false);
    expect(shipsInRelease("story-engines.mjs.map")).toBe(false);
    expect(shipsInRelease("packs/venus-jobs/CURRENT")).toBe(true);
    expect(shipsInRelease("packs/venus-jobs/000005.ldb")).toBe(true);
    expect(shipsInRelease("story-engines.mjs")).toBe(true);
  });
});
