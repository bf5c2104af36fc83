import { describe, it, expect } from "vitest";
import Handlebars from "handlebars";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import en from "../../../../lang/en.json";
import { HELPERS } from "../../../../src/core/handlebars-helpers";
import { diceGalleryEntries } from "../../../../src/games/four-colors/dice/gallery-part";
import { diceDefinition } from "../../../../src/games/four-colors/dice/definition-part";
import { translatorFor } from "../../../../src/games/four-colors/dice/translate";
import { CARD_KEY_PREFIXES } from "../../../../src/games/four-colors/dice/card-context";
import { compileStrict, registerStrictPartial } from "../../../../tools/gallery/strict-handlebars.mjs";

const ROOT = join(__dirname, "../../../..");
const t = translatorFor(en);

/**
 * A Handlebars like Foundry's for our templates: localize (strict), our
 * helpers, partials by full path; templates compile strictly (a name missing
 * from the context throws: tools/gallery/strict-handlebars.mjs).
 */
function handlebars(): typeof Handlebars {
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: unknown) => {
    // Strict for keys; text already translated (problems the dialog lists) passes through, as in Foundry.
    const text = t(String(key));
    if (text === key && /^[A-Z_]+\.[\w.]+$/.test(String(key))) throw new Error(`missing lang key ${String(key)}`);
    return text;
  });
  for (const [name, fn] of Object.entries(HELPERS)) hb.registerHelper(name, fn as Handlebars.HelperDelegate);
  for (const dir of ["core", "four-colors/dice", "four-colors/sheets"]) {
    for (const file of readdirSync(join(ROOT, "templates", dir))) {
      const source = readFileSync(join(ROOT, "templates", dir, file), "utf8");
      registerStrictPartial(hb, `systems/story-engines/templates/${dir}/${file}`, source);
    }
  }
  return hb;
}

describe("Rolling the Planets templates render every gallery state", () => {
  const hb = handlebars();
  for (const entry of diceGalleryEntries()) {
    it(entry.id, () => {
      for (const part of entry.parts) {
        const source = readFileSync(join(ROOT, "templates", part.template), "utf8");
        const html = compileStrict(hb, source)(part.context);
        expect(html).not.toContain("{{");
        expect(html).not.toMatch(/STORY_ENGINES\./);
        expect(html).not.toContain("undefined");
        expect(html.trim().length).toBeGreaterThan(0);
      }
    });
  }

  it("every template the gallery uses is preloaded", () => {
    const used = new Set(diceGalleryEntries().flatMap((e) => e.parts.map((p) => p.template)));
    for (const template of used) expect(diceDefinition.templates).toContain(template);
  });

  it("every lang prefix the card completes at run time has entries", () => {
    for (const prefix of CARD_KEY_PREFIXES) {
      const node = prefix
        .slice(0, -1)
        .split(".")
        .reduce<unknown>((n, k) => (n as Record<string, unknown> | undefined)?.[k], en);
      expect(typeof node, prefix).toBe("object");
    }
  });

  it("the dialog with problems disables Roll and lists what is wrong", () => {
    const entry = diceGalleryEntries().find((e) => e.id === "four-colors-roll-dialog-problems");
    const hb2 = handlebars();
    const html = (entry?.parts ?? [])
      .map((p) => compileStrict(hb2, readFileSync(join(ROOT, "templates", p.template), "utf8"))(p.context))
      .join("");
    expect(html).toMatch(/<button type="submit"[^>]* disabled>/);
    expect(html).toContain("Known is both Favored and Opposed: pick one.");
    expect(html).toContain("at least one Force must stay neutral");
    expect(html).toContain("The Benefit die needs at least 2 faces (got 1).");
  });

  function renderEntry(id: string): string {
    const entry = diceGalleryEntries().find((e) => e.id === id);
    const hb2 = handlebars();
    return (entry?.parts ?? [])
      .map((p) => compileStrict(hb2, readFileSync(join(ROOT, "templates", p.template), "utf8"))(p.context))
      .join("");
  }

  it("the dialog offers the Diceless characters and the chosen one's Traits for each die", () => {
    const html = renderEntry("four-colors-roll-dialog-sources");
    expect(html).toContain('name="benefit.source"');
    expect(html).toContain('name="hindrance.trait"');
    expect(html).toMatch(/<option value="Actor.beppeThePorter1" selected>Beppe<\/option>/);
    expect(html).toMatch(/<option value="beppeTrait000001" selected>Strong as an ox \(Trait\)<\/option>/);
    expect(html).toContain("Cannot keep a secret (Flaw)");
    expect(html).not.toContain("Stray power");
  });

  it("the card names each die's source beside it", () => {
    const html = renderEntry("four-colors-roll-card-sources");
    expect(html).toContain('d6 (Major) <span class="se-fc-circumstance__source">from Beppe, ‘Strong as an ox’</span>');
    expect(html).toContain("from Messer Bruno</span>");
  });
});
