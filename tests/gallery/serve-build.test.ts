// npm run gallery builds dist/ first when it is missing or older than the
// sources; the gallery test says how to get Chromium when there is none.
import { describe, expect, it } from "vitest";
import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { BUILD_SOURCES, staleBuildReason } from "../../tools/gallery/serve.mjs";
import { chromiumPath, missingChromiumMessage } from "../../tools/gallery/chromium.mjs";

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
  for (const f of ["system.json", "story-engines.mjs", "story-engines.css"]) writeFileSync(join(root, "dist", f), "");
}

describe("npm run gallery's build check", () => {
  it("watches every source the build reads", () => {
    expect(BUILD_SOURCES).toEqual(["src", "templates", "styles", "lang", "packs", "system.json", "template.json"]);
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
