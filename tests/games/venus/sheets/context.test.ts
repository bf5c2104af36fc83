// Venus sheet context builders, submit handling and templates: rendered with
// Handlebars and stand-ins for Foundry's helpers, every lang key checked.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import Handlebars from "handlebars";
import { describe, expect, it } from "vitest";
import {
  buildCharacterContext,
  buildCharacterLimitedContext,
} from "../../../../src/games/venus/sheets/character-context";
import { buildItemContext } from "../../../../src/games/venus/sheets/item-context";
import { normalizeSystemSubmit, parseList, prepareSubmit } from "../../../../src/games/venus/sheets/submit";
import { sheetGalleryEntries } from "../../../../src/games/venus/sheets/gallery-part";
import { sampleCharacterSystem, sampleItems } from "../../../../src/games/venus/sheets/samples";
import { characterSpec } from "../../../../src/games/venus/data/character";
import { jobSpec } from "../../../../src/games/venus/data/job";
import { dataDefinition } from "../../../../src/games/venus/data/definition-part";
import { HELPERS } from "../../../../src/core/handlebars-helpers";
import { compileStrict } from "../../../../tools/gallery/strict-handlebars.mjs";

const ROOT = join(__dirname, "../../../..");
const lang = JSON.parse(readFileSync(join(ROOT, "lang/en.json"), "utf8")) as Record<string, unknown>;
const hasKey = (key: string) =>
  key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], lang) !==
  undefined;

function renderer() {
  const hb = Handlebars.create();
  const missing: string[] = [];
  const localize = (key: unknown) => {
    if (typeof key === "string" && !hasKey(key)) missing.push(key);
    return String(key);
  };
  hb.registerHelper("localize", localize);
  hb.registerHelper("not", (v: unknown) => !v);
  hb.registerHelper("disabled", (v: unknown) => (v ? "disabled" : ""));
  hb.registerHelper("checked", (v: unknown) => (v ? "checked" : ""));
  hb.registerHelper(
    "selectOptions",
    (choices: Record<string, string>, options: { hash: { selected?: unknown; localize?: boolean } }) => {
      const html = Object.entries(choices)
        .map(([value, label]) => {
          const text = options.hash.localize ? localize(label) : label;
          const selected = String(options.hash.selected) === value ? " selected" : "";
          return `<option value="${value}"${selected}>${text}</option>`;
        })
        .join("");
      return new hb.SafeString(html);
    },
  );
  for (const [name, fn] of Object.entries(HELPERS)) hb.registerHelper(name, fn as Handlebars.HelperDelegate);
  const render = (template: string, context: Record<string, unknown>) =>
    compileStrict(hb, readFileSync(join(ROOT, "templates", template), "utf8"))(context);
  return { render, missing };
}

describe("the character context", () => {
  const system = sampleCharacterSystem();
  const context = buildCharacterContext({
    actor: { name: "Nerys", img: "x.svg" },
    system,
    items: sampleItems(),
    editable: true,
    enrichedBiography: "",
  });

  it("shows the tier's figures, lifepaths, score points and caps", () => {
    expect(context.derived).toMatchObject({
      tier: { freeCaliberIncreases: 3, additionalLifepaths: 1, minimumJobLevel: 2 },
      lifepaths: { taken: 2, min: 1, max: 3 },
      calibers: { used: 3, free: 3, overspent: false },
      caps: { earned: 11, spent: 11, remaining: 0 },
    });
    // Young: +2 MA +4 PA; Deckhand PA; Raider End/Fin → 8 points; the sample places 8.
    expect(context.summary).toMatchObject({
      lifepaths: "2 / 1–3",
      scores: "8 / 8",
      scoresWarning: false,
      scorePool: "+2 MA · +5 PA · +1 End/Fin",
    });
  });

  it("gives the FC alone the checkbox for leave past one Platinum ability", () => {
    const { render } = renderer();
    const as = (isFC: boolean) =>
      render(
        "venus/sheets/character.hbs",
        buildCharacterContext({
          actor: { name: "N", img: "" },
          system,
          items: [],
          editable: true,
          isFC,
          enrichedBiography: "",
        }),
      );
    const box = (html: string) => /<input type="checkbox" name="system\.platinumLeave"[^>]*>/.exec(html)?.[0] ?? "";
    expect(box(as(false))).toContain("disabled");
    expect(box(as(true))).not.toContain("disabled");
    expect(context.canGrantLeave).toBe(false);
  });

  it("offers the Fidelity spend only when the meter is full", () => {
    expect((context.kismet as { canSpendFidelity: boolean }).canSpendFidelity).toBe(true);
    const notFull = buildCharacterContext({
      actor: { name: "N", img: "" },
      system: { ...system, kismet: { ...system.kismet, fidelity: 3 } },
      items: [],
      editable: true,
      enrichedBiography: "",
    });
    expect((notFull.kismet as { canSpendFidelity: boolean }).canSpendFidelity).toBe(false);
  });

  it("draws each job's exp bar to 2 × level, 16 while learning", () => {
    const jobs = context.jobs as { name: string; expMax: number; expPips: unknown[]; cost: number }[];
    expect(jobs.map((j) => [j.name, j.expMax, j.expPips.length])).toEqual([
      ["Acrobat", 6, 6],
      ["Ritualist", 16, 16],
      ["Sailor", 4, 4],
    ]);
    // Acrobat is on both lifepaths (free start) at level 3 with minimum 2 → 1 cap; Sailor on one → 1 cap.
    expect(jobs.map((j) => j.cost)).toEqual([1, 0, 1]);
  });

  it("offers Add for a capability or VINPC only below the maximum of three, and only to editors", () => {
    const capability = { name: "Grit", first: "wit", second: "swi", level: 1, yes: 0, override: true } as const;
    const vinpc = { name: "Arian", relation: "", favor: false, uuid: "" };
    const withRows = (rows: number, editable = true) =>
      buildCharacterContext({
        actor: { name: "N", img: "" },
        system: {
          ...system,
          capabilities: Array.from({ length: rows }, () => ({ ...capability })),
          vinpcs: Array.from({ length: rows }, () => ({ ...vinpc })),
        },
        items: [],
        editable,
        enrichedBiography: "",
      });
    expect([0, 1, 2, 3, 4].map((n) => withRows(n).canAddCapability)).toEqual([true, true, true, false, false]);
    expect([0, 1, 2, 3, 4].map((n) => withRows(n).canAddVinpc)).toEqual([true, true, true, false, false]);
    expect(withRows(0, false)).toMatchObject({ canAddCapability: false, canAddVinpc: false });
    // The template shows the button exactly then.
    const { render } = renderer();
    expect(render("venus/sheets/character.hbs", withRows(2))).toContain('data-action="addCapability"');
    expect(render("venus/sheets/character.hbs", withRows(3))).not.toContain('data-action="addCapability"');
  });

  it("limits the LIMITED view to the public part", () => {
    expect(buildCharacterLimitedContext({ actor: { name: "Nerys", img: "x.svg" }, system })).toEqual({
      name: "Nerys",
      img: "x.svg",
      foreground: system.foreground,
      pronouns: "she/her",
    });
  });
});

describe("submits", () => {
  it("turns text areas and numbered rows into lists", () => {
    expect(parseList("one\n\n two \r\nthree", "lines")).toEqual(["one", "two", "three"]);
    expect(parseList("Sea, Ships ,", "commas")).toEqual(["Sea", "Ships"]);
    expect(parseList({ 1: { name: "b" }, 0: { name: "a" } }, "rows")).toEqual([{ name: "a" }, { name: "b" }]);
    expect(
      normalizeSystemSubmit("venusCharacter", { principles: { goals: "Win\nLive" }, vinpcs: { 0: { name: "Arian" } } }),
    ).toEqual({
      principles: { goals: ["Win", "Live"] },
      vinpcs: [{ name: "Arian" }],
    });
  });

  it("a job sheet's text fields become lists under the item type Foundry stores, so its submit passes the spec", () => {
    // The job sheet's form sends its labels and specialties as text; the spec keeps lists.
    const form = { system: { level: 2, labels: "Court, Sea", specialties: "Chivalry\nComedy" } };
    const { data, problems } = prepareSubmit(jobSpec, { level: 1, labels: [], specialties: [] }, form);
    expect(jobSpec.type).toBe("venusJob");
    expect(problems).toEqual([]);
    expect(data).toMatchObject({ system: { level: 2, labels: ["Court", "Sea"], specialties: ["Chivalry", "Comedy"] } });
  });

  it("refuses a bad score before saving and names the field", () => {
    const current = sampleCharacterSystem() as unknown as Record<string, unknown>;
    const { problems } = prepareSubmit(characterSpec, current, {
      name: "N",
      system: { abilities: { wit: { score: 12 } } },
    });
    expect(problems).toEqual([{ path: "abilities.wit.score", code: "max", params: { max: 9, value: 12 } }]);
    expect(hasKey(`${characterSpec.localizationPrefix}.FIELDS.abilities.wit.score.label`)).toBe(true);
    const ok = prepareSubmit(characterSpec, current, {
      name: "N",
      system: { abilities: { wit: { score: 3 } }, principles: { creeds: "One" } },
    });
    expect(ok.problems).toEqual([]);
    expect(ok.data).toEqual({
      name: "N",
      system: { abilities: { wit: { score: 3 } }, principles: { creeds: ["One"] } },
    });
  });

  it("refuses a job level above 10 and a fourth VINPC", () => {
    const job = sampleItems().find((i) => i.name === "Acrobat")?.system ?? {};
    expect(prepareSubmit(jobSpec, job, { system: { level: 11 } }).problems.map((p) => p.code)).toEqual(["max"]);
    const current = sampleCharacterSystem() as unknown as Record<string, unknown>;
    const rows = { 0: { name: "a" }, 1: { name: "b" }, 2: { name: "c" }, 3: { name: "d" } };
    const filled = Object.fromEntries(
      Object.entries(rows).map(([k, v]) => [k, { ...v, relation: "", favor: false, uuid: "" }]),
    );
    expect(prepareSubmit(characterSpec, current, { system: { vinpcs: filled } }).problems.map((p) => p.code)).toEqual([
      "maxLength",
    ]);
  });
});

describe("item contexts", () => {
  it("builds the job's exp bar and text lists", () => {
    const acrobat = sampleItems().find((i) => i.name === "Acrobat");
    const context = buildItemContext({
      item: { name: "Acrobat", img: "", type: "venusJob" },
      system: acrobat?.system ?? {},
      editable: true,
      enriched: {},
    });
    expect(context.progress).toMatchObject({ level: 3, exp: 2, expMax: 6 });
    expect(context.specialtiesText).toContain("[martial art]");
  });
});

describe("templates", () => {
  it("every gallery entry renders with known helpers and lang keys", () => {
    const { render, missing } = renderer();
    const entries = sheetGalleryEntries();
    expect(new Set(entries.map((e) => e.id)).size).toBe(entries.length);
    for (const entry of entries) {
      for (const part of entry.parts) {
        expect(dataDefinition.templates).toContain(part.template);
        const html = render(part.template, part.context);
        expect(html, `${entry.id} ${part.template}`).not.toContain("{{");
      }
    }
    expect(missing).toEqual([]);
  });

  it("the full sheet has the sections of the seed's sheet and the roll buttons", () => {
    const { render } = renderer();
    const entry = sheetGalleryEntries().find((e) => e.id === "venus-character-sheet");
    const html = render("venus/sheets/character.hbs", entry?.parts[0]?.context ?? {});
    for (const needle of [
      'data-action="rollCheck"',
      'data-action="rollTask"',
      'data-action="spendFidelity"',
      'name="system.kismet.lots"',
      'name="system.vinpcs.1.favor"',
    ]) {
      expect(html).toContain(needle);
    }
  });
});
