// Every In a Wicked Age gallery entry renders from its real templates with
// Handlebars' strict mode (the gallery's own renderer): no variable missing
// from a context, no untranslated key, and what the context says shows.
import { describe, expect, it } from "vitest";
import { HELPERS } from "../../../src/core/handlebars-helpers";
import { galleryEntries } from "../../../src/games/wicked-age/gallery";
import { wickedAgeDefinition } from "../../../src/games/wicked-age/definition";
import { createHandlebars, renderEntry } from "../../../tools/gallery/render.mjs";

const { hbs } = createHandlebars(HELPERS) as { hbs: unknown };
const render = (id: string): string => {
  const entry = galleryEntries().find((e) => e.id === id);
  if (!entry) throw new Error(`no entry ${id}`);
  return renderEntry(hbs, entry) as string;
};

describe("In a Wicked Age templates", () => {
  const entries = galleryEntries();

  it("every entry is named after the game and every template it uses is declared", () => {
    const declared = new Set(wickedAgeDefinition.templates);
    for (const entry of entries) {
      expect(entry.id.startsWith("wicked-age-"), entry.id).toBe(true);
      for (const part of entry.parts) expect(declared.has(part.template), `${entry.id}: ${part.template}`).toBe(true);
    }
  });

  for (const entry of entries) {
    it(`${entry.id} renders strictly, every string translated`, () => {
      const html = render(entry.id);
      expect(html).not.toMatch(/STORY_ENGINES\.|TYPES\./);
      expect(html).not.toContain("{{");
    });
  }

  it("the character sheet shows the forms' dice, lowered ones marked", () => {
    const html = render("wicked-age-character-sheet");
    expect(html).toContain("With violence");
    expect(html).toMatch(/w-form w-lowered[^"]*"[\s\S]*?Covertly/);
    expect(html).toContain("to seduce and take Mekha as a lover");
  });

  it("Bolu Ta's sheet lists Exorcism with its d8; the strength sheet shows significance 1", () => {
    expect(render("wicked-age-character-strength")).toMatch(/Exorcism[\s\S]*?d8/);
    const strength = render("wicked-age-strength-sheet");
    expect(strength).toContain("Significance 1/4");
    expect(strength).toContain('name="system.options.farReaching" checked');
  });
});
