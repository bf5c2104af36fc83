// Every Personae template renders in Handlebars' strict mode (as the gallery
// compiles them) from its pure context builder, with every string found in
// lang/en.json; the rendered text says what the rules decided.
import { describe, expect, it } from "vitest";
import { createHandlebars, renderEntry } from "../../../tools/gallery/render.mjs";
import { HELPERS } from "../../../src/core/handlebars-helpers";
import { galleryEntries } from "../../../src/games/personae/gallery";
import { personaeDefinition } from "../../../src/games/personae/definition";

const { hbs } = createHandlebars(HELPERS);
const entries = galleryEntries();
const html = (id: string): string => {
  const entry = entries.find((e) => e.id === id);
  if (!entry) throw new Error(`no gallery entry ${id}`);
  return renderEntry(hbs, entry);
};
const text = (markup: string) => markup.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");

describe("Personae templates", () => {
  it("the gallery covers every template the game preloads", () => {
    const used = new Set(entries.flatMap((e) => e.parts.map((p) => p.template)));
    const partials = [
      "personae/challenge/card-result.hbs",
      "personae/challenge/card-answer.hbs",
      "personae/challenge/dialog-live.hbs",
      "personae/sheets/advancement-live.hbs",
    ];
    for (const template of personaeDefinition.templates) {
      expect(used.has(template) || partials.includes(template), template).toBe(true);
    }
  });

  for (const entry of entries) {
    it(`${entry.id} renders strictly, every string translated`, () => {
      const out = renderEntry(hbs, entry);
      expect(out).not.toMatch(/STORY_ENGINES\.|TYPES\.|\{\{/);
    });
  }

  it("the Dunmore card shows the tie and the second die deciding", () => {
    const card = text(html("personae-card-unopposed"));
    expect(card).toContain("Decided on die 2: 8 against 5");
    expect(card).toContain("Dunmore wins");
    expect(card).toContain("Counted on the tally as a success");
  });

  it("the waiting card offers its reactor's owner the answer form, defaulting to the passive defence", () => {
    const card = html("personae-card-waiting");
    expect(card).toContain('data-personae-action="answer"');
    expect(card).toMatch(/<option value="[^"]*" selected>Steel \(2\)<\/option>/);
    expect(card).toMatch(/<option value="res" selected>RES 3<\/option>/);
  });

  it("the answered card offers the hits to apply; the marked one tells what they did and offers a follow-up and stabilising", () => {
    expect(html("personae-card-answered")).toContain('data-personae-action="applyHits"');
    const marked = text(html("personae-card-hits"));
    expect(marked).toContain("7 sustained, shock 4");
    expect(marked).toContain("Stabilise Captain of the Watch");
    expect(marked).toContain("Follow-up on die 2: Mara Venn wins");
  });

  it("the creation sheet warns; the sheet in play does not", () => {
    expect(text(html("personae-identity-creation"))).toContain("At creation");
    expect(text(html("personae-identity-creation"))).toContain("A skill rated 4 is above the potential threshold, 3.");
    expect(text(html("personae-identity-character"))).not.toContain("At creation");
  });

  it("the enhancement sheet shows its cost and the one-per-round rule", () => {
    const sheet = text(html("personae-item-enhancement"));
    expect(sheet).toContain("Costs 3 creation or development points.");
    expect(sheet).toContain("Superior: always in effect");
  });

  it("the dialog shows the exact odds", () => {
    expect(text(html("personae-challenge-dialog"))).toMatch(/Exact chance to succeed: \d+\.\d%/);
  });
});
