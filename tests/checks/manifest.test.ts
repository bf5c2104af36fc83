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
  g.models.map((m) => ({
    documentName: m.documentName,
    type: m.type,
    htmlFields: htmlFieldPaths(m.fields),
    fields: m.fields,
  })),
);

describe("the built manifest", () => {
  let manifest: Record<string, unknown>;
  beforeAll(() => {
    manifest = JSON.parse(readFileSync(join(root, "dist", "system.json"), "utf8"));
  });

  it("passes every check", () => {
    expect(checkManifest(manifest, join(root, "dist"), pkg, registered)).toEqual([]);
  });

  it("declares compatibility from the first stable v13 build to v14, the package version and its release URLs", () => {
    expect(manifest.compatibility).toEqual({ minimum: "13.341", verified: "14" });
    expect(manifest.version).toBe(pkg.version);
    expect(manifest.download).toContain(`v${pkg.version}/story-engines.zip`);
    expect(String(manifest.manifest)).toMatch(/system\.json$/);
  });

  it("names the licence file it ships beside it (the code's MIT licence)", () => {
    expect(manifest.license).toBe("LICENSE");
    expect(readFileSync(join(root, "dist", "LICENSE"), "utf8")).toMatch(/^MIT License/);
    expect(pkg.license).toBe("MIT");
  });

  it("keeps the source system.json's version equal to package.json's (the release workflow checks both against the tag)", () => {
    const source = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));
    expect(source.version).toBe(pkg.version);
  });

  it("sets a dice-free initiative and no token bars (no sub-type has a {value, max} resource)", () => {
    expect(manifest.initiative).toBe("0");
    expect(manifest).not.toHaveProperty("primaryTokenAttribute");
    expect(manifest).not.toHaveProperty("secondaryTokenAttribute");
  });

  it("describes the games that ship as playable and the others as coming", () => {
    const description = String(manifest.description);
    const [playable = "", coming = ""] = description.split("Coming later:");
    expect(playable).toMatch(/Playable now: Four Colors al Fresco .*Venus Engine/);
    // Each game is named once, in the part it belongs to (Capes ships; the others as they land).
    expect(playable).toMatch(/Capes/);
    for (const game of ["In a Wicked Age", "Personae"]) expect(`${playable} ${coming}`).toContain(game);
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
        compatibility: { minimum: "13.341", verified: "14" },
        initiative: "0",
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

  it("catches a licence file missing from the build", () => {
    const m = { ...good(), license: "LICENSE" };
    expect(checkManifest(m, dist, { version: "1.2.3" }, models)).toEqual(["license: LICENSE is not in the build"]);
    writeFileSync(join(dist, "LICENSE"), "MIT");
    expect(checkManifest(m, dist, { version: "1.2.3" }, models)).toEqual([]);
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

  it("catches a bare or pre-release v13 minimum and an unverified v14", () => {
    for (const minimum of ["13", "13.338", "12.331"]) {
      const m = { ...good(), compatibility: { minimum, verified: "14" } };
      expect(checkManifest(m, dist, { version: "1.2.3" }, models)[0]).toMatch(/stable v13 build/);
    }
    const later = { ...good(), compatibility: { minimum: "13.351", verified: "14.360" } };
    expect(checkManifest(later, dist, { version: "1.2.3" }, models)).toEqual([]);
    const v13 = { ...good(), compatibility: { minimum: "13.341", verified: "13" } };
    expect(checkManifest(v13, dist, { version: "1.2.3" }, models)[0]).toMatch(/verified/);
  });

  it("catches a missing initiative and one that rolls dice", () => {
    const none: Record<string, unknown> = { ...good() };
    delete none.initiative;
    expect(checkManifest(none, dist, { version: "1.2.3" }, models)[0]).toMatch(/initiative must be set/);
    const d20 = { ...good(), initiative: "1d20" };
    expect(checkManifest(d20, dist, { version: "1.2.3" }, models)[0]).toMatch(/rolls dice/);
  });

  it("checks token bar attributes against every Actor sub-type's fields", () => {
    const withFields = [
      {
        ...models[0]!,
        fields: {
          notes: { kind: "html" },
          health: { kind: "schema", fields: { value: { kind: "number" }, max: { kind: "number" } } },
          luck: { kind: "number" },
        },
      },
    ];
    const bars = { ...good(), primaryTokenAttribute: "health", secondaryTokenAttribute: "luck" };
    expect(checkManifest(bars, dist, { version: "1.2.3" }, withFields)).toEqual([]);
    const wrong = { ...good(), primaryTokenAttribute: "notes" };
    expect(checkManifest(wrong, dist, { version: "1.2.3" }, withFields)).toEqual([
      'primaryTokenAttribute "notes" is not a {value, max} resource or a number of Actor.hero',
    ]);
  });
});
