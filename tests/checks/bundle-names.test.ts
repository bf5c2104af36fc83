import { describe, expect, it } from "vitest";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { build } from "vite";
import { rollNameProblems } from "../../tools/checks/roll-names.mjs";

/** Bundle the fixture with minification, with or without keepNames, and load it. */
async function bundleFixture(keepNames: boolean): Promise<string[]> {
  const outDir = mkdtempSync(join(tmpdir(), "se-rollnames-"));
  await build({
    configFile: false,
    logLevel: "silent",
    publicDir: false,
    build: {
      outDir,
      minify: true,
      lib: {
        entry: join(process.cwd(), "tests/fixtures/roll-bundle/entry.ts"),
        formats: ["es"],
        fileName: () => "bundle.mjs",
      },
      rolldownOptions: { output: { keepNames } },
    },
  });
  const mod = (await import(pathToFileURL(join(outDir, "bundle.mjs")).href)) as { registry: { name: string }[] };
  return mod.registry.map((c) => c.name);
}

describe("Roll class names through minification", () => {
  it("survive with keepNames, as our vite.config.ts sets it", async () => {
    expect(rollNameProblems(await bundleFixture(true), ["FixtureHierarchyRoll"])).toEqual([]);
  });

  it("the check catches a minifier that renames them", async () => {
    const names = await bundleFixture(false);
    expect(names).not.toContain("FixtureHierarchyRoll");
    expect(rollNameProblems(names, ["FixtureHierarchyRoll"])[0]).toMatch(/not registered under its own name/);
  });
});
