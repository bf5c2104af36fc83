import { beforeAll, describe, expect, it } from "vitest";
import { mkdtempSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { checkManifest, htmlFieldPaths } from "../../tools/checks/manifest.mjs";
import { buildManifest, documentTypesFrom } from "../../tools/lib/manifest.mjs";
import { GAME_DEFINITIONS } from "../../src/games/all-definitions";

const root = process.cwd();
const pkg = JSON.parse(readFileSync(join(root, "package.json"), "utf8"));
const registered = GAME_DEFINITIONS.flatMap((g) =>
  g.models.map((m) => ({ documentName: m.documentName, type: m.type, htmlFields: htmlFieldPaths(m.fields) })),
);

describe("the built manifest", () => {
  let manifest: Record<string, unknown>;
  beforeAll(() => {
    manifest = JSON.parse(readFileSync(join(root, "dist", "system.json"), "utf8"));
  });

  it("passes every check", () => {
    expect(checkManifest(manifest, join(root, "dist"), pkg, registered)).toEqual([]);
  });

  it("declares compatibility 13–14, the package version and its release URLs", () => {
    expect(manifest.compatibility).toEqual({ minimum: "13", verified: "14" });
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.download).toContain(`v${pkg.version}/story-engines.zip`);
    expect(String(manifest.manifest)).toMatch(/system\.json$/);
  });

  it("has documentTypes from template.json", () => {
    const template = JSON.parse(readFileSync(join(root, "template.json"), "utf8"));
    expect(manifest.documentTypes).toEqual(documentTypesFrom(template));
  });
});

describe("manifest checks fail on broken fixtures", () => {
  const dist = mkdtempSync(join(tmpdir(), "se-manifest-"));
  mkdirSync(join(dist, "lang"));
  writeFileSync(join(dist, "story-engines.mjs"), "");
  writeFileSync(join(dist, "story-engines.css"), "");
  writeFileSync(join(dist, "lang", "en.json"), "{}");
  const good = () =>
    buildManifest(
      {
        id: "story-engines",
        compatibility: { minimum: "13", verified: "14" },
        esmodules: ["story-engines.mjs"],
        styles: [{ src: "story-engines.css", layer: "system" }],
        languages: [{ lang: "en", name: "English", path: "lang/en.json" }],
        packs: [],
      },
      { version: "1.2.3" },
      { Actor: { types: ["hero"], hero: { htmlFields: ["notes"] } } },
    );
  const models = [{ documentName: "Actor", type: "hero", htmlFields: ["notes"] }];

  it("accepts the well-formed fixture", () => {
    expect(checkManifest(good(), dist, { version: "1.2.3" }, models)).toEqual([]);
  });

  it("catches a module path missing from the build", () => {
    const m = { ...good(), esmodules: ["missing.mjs"] };
    expect(checkManifest(m, dist, { version: "1.2.3" }, models)).toEqual([
      "esmodules: missing.mjs is not in the build",
    ]);
  });

  it("catches a version that differs from package.json", () => {
    expect(checkManifest(good(), dist, { version: "9.9.9" }, models)[0]).toMatch(/differs from package.json/);
  });

  it("catches a declared type without a model, and a model without a declaration", () => {
    const problems = checkManifest(good(), dist, { version: "1.2.3" }, [
      { documentName: "Actor", type: "villain", htmlFields: [] },
    ]);
    expect(problems).toContain("documentTypes declares Actor.hero but no data model is registered for it");
    expect(problems).toContain("data model Actor.villain is not declared in documentTypes (template.json)");
  });

  it("catches HTML fields that differ from the model's", () => {
    const problems = checkManifest(good(), dist, { version: "1.2.3" }, [
      { documentName: "Actor", type: "hero", htmlFields: ["notes", "biography"] },
    ]);
    expect(problems[0]).toMatch(/htmlFields/);
  });

  it("catches a pack whose compiled folder is missing", () => {
    const m = { ...good(), packs: [{ name: "x", path: "packs/x", system: "story-engines", type: "Item" }] };
    expect(checkManifest(m, dist, { version: "1.2.3" }, models)).toEqual([
      "packs: x has no compiled folder at packs/x",
    ]);
  });
});
