// npm run gallery (and the test setup) build dist/ first when it is missing
// or older than the sources; the gallery test says how to get Chromium when there is none.
import { describe, expect, it } from "vitest";
import { existsSync, mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BUILD_SOURCES, staleBuildReason } from "../../tools/gallery/serve.mjs";
import { BUILD_OUTPUTS } from "../../tools/lib/build-freshness.mjs";
import { chromiumPath, missingChromiumMessage } from "../../tools/gallery/chromium.mjs";
import { ensureFreshBuild } from "../setup/global-build";

function fixture(): string {
  const root = mkdtempSync(join(tmpdir(), "se-gallery-build-"));
  mkdirSync(join(root, "src"));
  mkdirSync(join(root, "styles"));
  writeFileSync(join(root, "src", "index.ts"), "");
  writeFileSync(join(root, "styles", "a.css"), "");
  writeFileSync(join(root, "system.json"), "{}");
  const past = new Date(Date.now() - 60_000);
  for (const p of ["src/index.ts", "src", "styles/a.css", "styles", "system.json"])
    utimesSync(join(root, p), past, past);
  return root;
}

function build(root: string): void {
  mkdirSync(join(root, "dist"), { recursive: true });
  for (const f of BUILD_OUTPUTS) writeFileSync(join(root, "dist", f), "");
}

describe("npm run gallery's build check", () => {
  it("watches every source the build reads", () => {
    expect(BUILD_SOURCES).toEqual([
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
    ]);
  });

  it("asks for a build when dist/ is missing", () => {
    expect(staleBuildReason(fixture())).toMatch(/missing/);
  });

  it("is content with a build newer than every source", () => {
    const root = fixture();
    build(root);
    expect(staleBuildReason(root)).toBeNull();
  });

  it("asks for a build when a source changed after it, naming where", () => {
    const root = fixture();
    build(root);
    const later = new Date(Date.now() + 60_000);
    utimesSync(join(root, "styles", "a.css"), later, later);
    expect(staleBuildReason(root)).toBe("dist/ is older than styles");
  });
});

describe("the test setup's build check (tests/setup/global-build.ts)", () => {
  it("builds a missing or stale dist/ before the tests, and leaves a fresh one alone", async () => {
    const root = fixture();
    const builds: string[] = [];
    const fakeBuild = async () => {
      builds.push(root);
      build(root);
    };
    expect(await ensureFreshBuild(root, fakeBuild)).toMatch(/missing/);
    expect(builds).toHaveLength(1);
    expect(await ensureFreshBuild(root, fakeBuild)).toBeNull();
    expect(builds).toHaveLength(1);
    const later = new Date(Date.now() + 60_000);
    writeFileSync(join(root, "src", "index.ts"), "// edited");
    utimesSync(join(root, "src", "index.ts"), later, later);
    expect(await ensureFreshBuild(root, fakeBuild)).toBe("dist/ is older than src");
    expect(builds).toHaveLength(2);
  });

  it("lets test runs started at once take turns: the one that waited finds dist/ built", async () => {
    const root = fixture();
    let builds = 0;
    const slowBuild = async () => {
      builds += 1;
      await new Promise((resolve) => setTimeout(resolve, 300));
      build(root);
    };
    const reasons = await Promise.all([ensureFreshBuild(root, slowBuild), ensureFreshBuild(root, slowBuild)]);
    expect(builds).toBe(1);
    expect(reasons.filter((r) => r !== null)).toHaveLength(1);
    expect(existsSync(join(root, "artifacts", ".build-lock"))).toBe(false);
  });
});

describe("finding Chromium", () => {
  it("says how to install it or where to point CHROMIUM_PATH", () => {
    expect(() => chromiumPath({ CHROMIUM_PATH: "/nonexistent/chromium" })).toThrow(/apt-get install chromium/);
    const message = missingChromiumMessage("/usr/bin/chromium", false);
    expect(message).toContain("No Chromium at /usr/bin/chromium.");
    expect(message).toContain("CHROMIUM_PATH");
  });

  it("uses CHROMIUM_PATH when it names an executable", () => {
    expect(chromiumPath({ CHROMIUM_PATH: process.execPath })).toBe(process.execPath);
  });
});
