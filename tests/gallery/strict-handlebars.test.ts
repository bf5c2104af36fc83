// The gallery and the template tests compile templates strictly
// (tools/gallery/strict-handlebars.mjs): a name missing from the context
// throws instead of rendering nothing, helper arguments included.
import { describe, expect, it } from "vitest";
import Handlebars from "handlebars";
import { compileStrict, registerStrictPartial } from "../../tools/gallery/strict-handlebars.mjs";
import { createHandlebars, renderEntry } from "../../tools/gallery/render.mjs";
import { HELPERS } from "../../src/core/handlebars-helpers";
import { sheetGalleryEntries } from "../../src/games/four-colors/sheets/gallery-part";
import { diceGalleryEntries } from "../../src/games/venus/dice/gallery-part";

function engine(): typeof Handlebars {
  const hb = Handlebars.create();
  hb.registerHelper("localize", (key: unknown, options: { hash: Record<string, unknown> }) =>
    [String(key), ...Object.keys(options.hash).sort()]
      .map((k) => (k in options.hash ? `${k}:${String(options.hash[k])}` : k))
      .join(" "),
  );
  hb.registerHelper("object", (options: { hash: Record<string, unknown> }) => options.hash);
  registerStrictPartial(hb, "header", '<h3>{{title}}</h3>{{#if img}}<img src="{{img}}">{{/if}}');
  return hb;
}
const render = (source: string, context: Record<string, unknown>) => compileStrict(engine(), source)(context);

describe("strict template compilation", () => {
  it("throws on a misspelt variable", () => {
    expect(() => render('<input value="{{shtik}}">', { shtick: "Swordsman" })).toThrow('"shtik" not defined');
    expect(() => render("{{threshold.value}}", {})).toThrow();
  });

  it("throws on a misspelt helper argument, which plain strict mode lets through", () => {
    expect(() => render("{{#if treshold}}{{threshold}}{{/if}}", { threshold: 3 })).toThrow('"treshold" not defined');
    expect(() => render("{{#each dise}}x{{/each}}", { dice: [] })).toThrow('"dise" not defined');
    expect(() => render("{{localize labelKy}}", { labelKey: "A.B" })).toThrow('"labelKy" not defined');
    expect(() => render('{{localize "A.B" lots=lotsHed}}', { lotsHeld: 2 })).toThrow('"lotsHed" not defined');
    expect(() => render("{{#if outcome.detial}}x{{/if}}", { outcome: { detail: "d" } })).toThrow(
      '"detial" not defined',
    );
  });

  it("throws in a partial, and on a name a partial needs that its caller does not give", () => {
    expect(() => render('{{> header title="T"}}', {})).toThrow('"img" not defined');
    expect(render('{{> header title="T" img=null}}', {})).toBe("<h3>T</h3>");
  });

  it("accepts values given explicitly as null, false or empty, and a lang string's data bag", () => {
    expect(
      render("{{#if note}}{{note}}{{else}}-{{/if}}{{#unless hidden}}+{{/unless}}{{name}}", {
        note: null,
        hidden: false,
        name: "",
      }),
    ).toBe("-+");
    // A dotted hash argument's last key may be absent: each lang string takes only its own values.
    expect(
      render("{{#each lines}}{{localize key job=data.job lots=data.lots}};{{/each}}", {
        lines: [
          { key: "A", data: { job: "Sailor" } },
          { key: "B", data: { lots: 3 } },
        ],
      }),
    ).toBe("A job:Sailor lots:undefined;B job:undefined lots:3;");
  });

  it("the seeded misspellings in real templates fail: {{shtick}} on the Omega sheet, {{threshold}} on the task card", () => {
    const { hbs } = createHandlebars(HELPERS);
    const omega = sheetGalleryEntries().find((e) => e.id === "four-colors-omega");
    const card = diceGalleryEntries().find((e) => e.id === "venus-task-card-rolled");
    for (const entry of [omega, card]) {
      if (!entry) throw new Error("gallery entry missing");
      expect(renderEntry(hbs, entry)).toContain("<");
    }
    const without = (entry: NonNullable<typeof omega>, key: string) => {
      const [part, ...rest] = entry.parts;
      if (!part) throw new Error(`${entry.id} has no part`);
      const context = { ...part.context };
      delete context[key];
      return { ...entry, parts: [{ ...part, context }, ...rest] };
    };
    // A context without the name is what a template misspelling it sees.
    expect(() => renderEntry(hbs, without(omega as NonNullable<typeof omega>, "shtick"))).toThrow(
      /four-colors-omega, four-colors\/sheets\/omega-sheet\.hbs: "shtick" not defined/,
    );
    expect(() => renderEntry(hbs, without(card as NonNullable<typeof card>, "threshold"))).toThrow(
      /"threshold" not defined/,
    );
  });
});
