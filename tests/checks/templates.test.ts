import { describe, expect, it } from "vitest";
import { join } from "node:path";
import { analyseTemplate, checkTemplatesAndStrings } from "../../tools/checks/templates.mjs";
import { HELPERS } from "../../src/core/handlebars-helpers";
import { GAME_DEFINITIONS } from "../../src/games/all-definitions";
import { settingLabelKeys } from "../../src/core/game-definition";
import { fieldPaths } from "../../src/schema";

/** Keys the code builds at run time: field labels, sub-type labels, setting names, setting choices. */
function dynamicKeys(): string[] {
  const keys: string[] = [];
  for (const game of GAME_DEFINITIONS) {
    for (const model of game.models) {
      if (model.documentName !== "ChatMessage") keys.push(`TYPES.${model.documentName}.${model.type}`);
      for (const path of fieldPaths(model.fields)) {
        const spec = path
          .split(".")
          .reduce<{ kind: string; fields?: Record<string, unknown> } | undefined>(
            (s, part) => (s?.fields?.[part] as { kind: string } | undefined) ?? undefined,
            { kind: "schema", fields: model.fields },
          );
        // Nested schemas are headings; their leaves carry the labels.
        if (spec?.kind !== "schema") keys.push(`${model.localizationPrefix}.FIELDS.${path}.label`);
      }
    }
    for (const setting of game.settings) {
      const { name, hint } = settingLabelKeys(setting.key);
      keys.push(name, hint, ...Object.values(setting.choices ?? {}));
    }
  }
  return keys;
}

describe("templates and strings", () => {
  it("every template path, helper, partial and localisation key in the project resolves", () => {
    const problems = checkTemplatesAndStrings({
      root: process.cwd(),
      ourHelpers: Object.keys(HELPERS),
      extraKeys: dynamicKeys(),
    });
    expect(problems).toEqual([]);
  });
});

describe("template checks fail on a broken fixture", () => {
  const problems = checkTemplatesAndStrings({
    root: join(process.cwd(), "tests", "fixtures", "broken-templates"),
    ourHelpers: Object.keys(HELPERS),
    extraKeys: ["STORY_ENGINES.Demo.FIELDS.level.label"],
  });

  it("reports a template named in code that does not exist", () => {
    expect(problems).toContain("src/sheet.ts: names template demo/missing.hbs, which is not in templates/");
  });

  it("reports a helper nobody registers (v14 removed `select`)", () => {
    expect(problems).toContain(
      'templates/demo/card.hbs: uses helper "select", which neither Foundry nor Story Engines registers',
    );
  });

  it("reports a partial that is not one of our templates", () => {
    expect(
      problems.some((p) => p.includes('includes partial "systems/story-engines/templates/demo/nowhere.hbs"')),
    ).toBe(true);
  });

  it("reports missing localisation keys in templates, code and dynamic keys", () => {
    expect(problems).toContain(
      "templates/demo/card.hbs: localisation key STORY_ENGINES.Demo.absent is missing from lang/en.json",
    );
    expect(problems).toContain(
      "src/sheet.ts: localisation key STORY_ENGINES.Demo.missingKey is missing from lang/en.json",
    );
    expect(problems).toContain("lang/en.json: missing STORY_ENGINES.Demo.FIELDS.level.label");
  });

  it("accepts what is right in the same fixture", () => {
    expect(problems.some((p) => p.includes("Demo.present"))).toBe(false);
    expect(problems.some((p) => p.includes("se-percent"))).toBe(false);
  });
});

describe("template analysis", () => {
  it("tells helper calls from plain values", () => {
    const used = analyseTemplate('{{name}} {{localize "A.b"}} {{#if x}}{{se-signed n}}{{/if}} {{eq (concat a b) c}}');
    expect([...used.helpers].sort()).toEqual(["concat", "eq", "if", "localize", "se-signed"]);
    expect([...used.keys]).toEqual(["A.b"]);
  });
});
