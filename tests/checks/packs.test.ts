import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { checkPackSources } from "../../tools/checks/packs.mjs";
import { GAME_DEFINITIONS } from "../../src/games/all-definitions";
import { validateSystem, type ModelSpec } from "../../src/schema";

const root = process.cwd();
const specFor = (documentName: string, type: string) =>
  GAME_DEFINITIONS.flatMap((g) => g.models).find((m) => m.documentName === documentName && m.type === type);

describe("pack sources", () => {
  it("every pack source passes: ids, keys, uniqueness, schema, manifest entries", () => {
    const manifest = JSON.parse(readFileSync(join(root, "system.json"), "utf8"));
    expect(checkPackSources(join(root, "packs"), manifest.packs, specFor, validateSystem)).toEqual([]);
  });
});

describe("pack checks fail on broken fixtures", () => {
  const gadget: ModelSpec = {
    documentName: "Item",
    type: "gadget",
    localizationPrefix: "X",
    fields: { level: { kind: "number", initial: 0, integer: true, min: 0, max: 10 } },
  };
  const fixtureSpecFor = (documentName: string, type: string) =>
    documentName === "Item" && type === "gadget" ? gadget : undefined;
  const packs = [
    { name: "demo-items", type: "Item", path: "packs/demo-items" },
    { name: "demo-tables", type: "RollTable", path: "packs/demo-tables" },
    { name: "demo-missing", type: "Item", path: "packs/demo-missing" },
  ];
  const problems = checkPackSources(
    join(root, "tests", "fixtures", "broken-packs", "packs"),
    packs,
    fixtureSpecFor,
    validateSystem,
  );

  it("reports a document without _key (the CLI would skip it silently)", () => {
    expect(problems).toContain("packs/demo-items/no-key.json: no _key (the Foundry CLI would silently skip this file)");
  });

  it("reports a system value the data model refuses, naming file and field", () => {
    expect(problems).toContain("packs/demo-items/bad-system.json: system.level must be at most 10 (got 12).");
  });

  it("reports duplicate ids", () => {
    expect(problems.some((p) => p.includes("already used by"))).toBe(true);
  });

  it("reports malformed ids and unregistered sub-types", () => {
    expect(problems).toContain('packs/demo-items/short-id.json: _id "short" must be 16 letters/digits');
    expect(problems).toContain('packs/demo-items/short-id.json: Item type "widget" is not a registered sub-type');
  });

  it("reports an embedded document without its _key", () => {
    expect(problems).toContain(
      'packs/demo-tables/table.json: results[1]._key: missing (should be "!tables.results!CCCCCCCCCCCCCCCC.EEEEEEEEEEEEEEEE")',
    );
  });

  it("reports a manifest pack with no sources", () => {
    expect(problems).toContain('system.json pack "demo-missing" has no source folder packs/demo-missing');
  });
});
