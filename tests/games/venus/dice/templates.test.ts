import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import { HELPERS } from "../../../../src/core/handlebars-helpers";
import { SECONDARY_CONSEQUENCES, TERTIARY_CONSEQUENCES } from "../../../../src/rules/venus";
import { DICE_TEMPLATES, diceDefinition } from "../../../../src/games/venus/dice/definition-part";
import { diceGalleryEntries } from "../../../../src/games/venus/dice/gallery-part";
import { compileStrict, registerStrictPartial } from "../../../../tools/gallery/strict-handlebars.mjs";

const root = join(__dirname, "../../../..");
const lang = JSON.parse(readFileSync(join(root, "lang/en.json"), "utf8")) as Record<string, unknown>;

function lookup(key: string): string | undefined {
  let node: unknown = lang;
  for (const part of key.split("."))
    node = node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined;
  return typeof node === "string" ? node : undefined;
}

/** Handlebars with Foundry's localize/object helpers (as Foundry defines them) and ours; strict (strict-handlebars.mjs). */
function engine(): typeof Handlebars {
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: string, options: { hash: Record<string, unknown> }) => {
    const text = lookup(key) ?? key;
    return text.replace(/\{(\w+)\}/g, (m, name: string) => (name in options.hash ? String(options.hash[name]) : m));
  });
  hb.registerHelper("object", (options: { hash: Record<string, unknown> }) => options.hash);
  for (const [name, fn] of Object.entries(HELPERS)) hb.registerHelper(name, fn as Handlebars.HelperDelegate);
  for (const rel of [...DICE_TEMPLATES, "core/card-header.hbs", "core/card-outcome.hbs", "core/problems.hbs"]) {
    registerStrictPartial(
      hb,
      `systems/story-engines/templates/${rel}`,
      readFileSync(join(root, "templates", rel), "utf8"),
    );
  }
  return hb;
}

describe("Venus dice templates and strings", () => {
  it("declares every template it ships and both Roll classes", () => {
    expect(diceDefinition.rollClassNames).toEqual(["VenusCheckRoll", "VenusTaskRoll"]);
    for (const rel of DICE_TEMPLATES) expect(() => readFileSync(join(root, "templates", rel), "utf8")).not.toThrow();
  });

  it("words the consequences exactly as the seed does (the rules' text)", () => {
    for (const c of [...SECONDARY_CONSEQUENCES, ...TERTIARY_CONSEQUENCES]) {
      expect(lookup(`STORY_ENGINES.Venus.Card.Consequence.${c.id}`)).toBe(c.text);
    }
    for (const c of TERTIARY_CONSEQUENCES) expect(lookup(`STORY_ENGINES.Venus.Card.Reward.${c.id}`)).toBe(c.reward);
  });

  it("has names and hints for its settings and labels for their choices", () => {
    for (const s of diceDefinition.settings ?? []) {
      expect(lookup(`STORY_ENGINES.Settings.${s.key}.name`)).toBeTruthy();
      expect(lookup(`STORY_ENGINES.Settings.${s.key}.hint`)).toBeTruthy();
      for (const key of Object.values(s.choices ?? {})) expect(lookup(key)).toBeTruthy();
    }
  });

  const entries = diceGalleryEntries();

  it("has a gallery entry for both dialogs, the check card and each task card state", () => {
    const ids = entries.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of [
      "venus-check-dialog",
      "venus-task-dialog",
      "venus-check-card-pass",
      "venus-task-card-rolled",
      "venus-task-card-kissed",
      "venus-task-card-ego",
      "venus-task-card-bought",
      "venus-task-card-closed",
    ])
      expect(ids).toContain(id);
  });

  for (const entry of entries) {
    it(`renders ${entry.id} with every string translated`, () => {
      const hb = engine();
      for (const part of entry.parts) {
        const html = compileStrict(hb, readFileSync(join(root, "templates", part.template), "utf8"))(part.context);
        expect(html).not.toMatch(/STORY_ENGINES\./);
        expect(html).not.toMatch(/\{\{|\{[a-z]+\}/);
        expect(html.length).toBeGreaterThan(100);
      }
    });
  }

  it("renders the refused task dialog with its problems", () => {
    const entry = entries.find((e) => e.id === "venus-task-dialog-problems");
    const part = entry?.parts[0];
    const html = part
      ? compileStrict(engine(), readFileSync(join(root, "templates", part.template), "utf8"))(part.context)
      : "";
    expect(html).toContain("An ally cannot aid with a job they are still learning (level 0).");
    expect(html).toContain("A task threshold runs from 1 to 5");
  });
});
