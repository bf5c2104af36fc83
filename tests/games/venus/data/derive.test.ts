// Derived character values and Fidelity against the book's tables.
import { describe, expect, it } from "vitest";
import { initialSystem } from "../../../../src/schema";
import {
  characterSpec,
  deriveCharacter,
  fidelityChoices,
  jobStart,
  spendFidelityOn,
  type VenusCharacterSystem,
} from "../../../../src/games/venus/data/character";
import { deriveJob, jobSpec } from "../../../../src/games/venus/data/job";
import { lifepathSpec, scoreGrant, scoreGrantLabel } from "../../../../src/games/venus/data/lifepath";
import {
  attributeSpec,
  fillTemplate,
  isTemplatedSpecialty,
  templatePlaceholder,
} from "../../../../src/games/venus/data/attribute";
import { assetSpec, parseTags } from "../../../../src/games/venus/data/asset";
import type { PlainItem } from "../../../../src/games/venus/data/common";

const character = (patch: Partial<VenusCharacterSystem> = {}): VenusCharacterSystem => ({
  ...(initialSystem(characterSpec.fields) as unknown as VenusCharacterSystem),
  ...patch,
});
const withCalibers = (calibers: Partial<Record<string, string>>, patch: Partial<VenusCharacterSystem> = {}) => {
  const c = character(patch);
  for (const [id, caliber] of Object.entries(calibers))
    (c.abilities as Record<string, { caliber: string }>)[id]!.caliber = caliber!;
  return c;
};
let n = 0;
const item = (
  type: string,
  name: string,
  fields: Parameters<typeof initialSystem>[0],
  system: Record<string, unknown>,
): PlainItem => ({
  id: `i${++n}`,
  name,
  type,
  system: { ...initialSystem(fields), ...system },
});
const lifepath = (name: string, system: Record<string, unknown>) =>
  item("venusLifepath", name, lifepathSpec.fields, system);

describe("deriveCharacter", () => {
  it("shows the tier's free caliber increases, additional lifepaths and minimum job level", () => {
    expect(deriveCharacter(character({ tier: "public" }), []).tier).toEqual({
      freeCaliberIncreases: 1,
      additionalLifepaths: 0,
      minimumJobLevel: 1,
    });
    expect(deriveCharacter(character({ tier: "heroic" }), []).tier).toEqual({
      freeCaliberIncreases: 3,
      additionalLifepaths: 1,
      minimumJobLevel: 2,
    });
    expect(deriveCharacter(character({ tier: "mythic" }), []).tier).toEqual({
      freeCaliberIncreases: 6,
      additionalLifepaths: 2,
      minimumJobLevel: 3,
    });
    expect(deriveCharacter(character({ tier: "deific" }), []).tier).toEqual({
      freeCaliberIncreases: 10,
      additionalLifepaths: 4,
      minimumJobLevel: 4,
    });
  });

  it("counts lifepaths taken against age + tier (Young 1–2, Heroic +1)", () => {
    const lps = [lifepath("A", { caps: 3 }), lifepath("B", { caps: 4 }), lifepath("C", { caps: 2 })];
    const d = deriveCharacter(character({ age: 1, tier: "heroic" }), lps);
    expect(d.lifepaths).toEqual({ taken: 3, min: 1, max: 3, outOfRange: false });
    expect(deriveCharacter(character({ age: 1, tier: "public" }), lps).lifepaths.outOfRange).toBe(true);
    expect(deriveCharacter(character({ age: 5 }), lps).lifepaths.max).toBeNull();
  });

  it("builds the score pool from age and one point per lifepath", () => {
    const lps = [
      lifepath("A", { scorePoint: { type: "MA", first: "", second: "" } }),
      lifepath("B", { scorePoint: { type: "pair", first: "end", second: "fin" } }),
      lifepath("C", { scorePoint: { type: "Any", first: "", second: "" } }),
    ];
    const c = character({ age: 2 }); // Mature: +2 MA, +3 PA
    c.abilities.app.score = 2;
    c.abilities.end.score = 1;
    expect(deriveCharacter(c, lps).scores).toEqual({
      mental: 3,
      physical: 3,
      any: 1,
      pairs: ["end/fin"],
      total: 8,
      placed: 3,
    });
  });

  it("sums caps earned and spent: attribute and asset prices, jobs by how many lifepaths list them", () => {
    const items = [
      lifepath("Deckhand", { caps: 6, jobs: ["Sailor", "Acrobat"] }),
      lifepath("Raider", { caps: 5, jobs: ["acrobat"] }),
      item("venusAttribute", "Rich uncle", attributeSpec.fields, { kind: "connection", acquisition: "bought" }), // 3
      item("venusAttribute", "Knots", attributeSpec.fields, { kind: "specialty", acquisition: "discounted" }), // 1
      item("venusAttribute", "Drunkard", attributeSpec.fields, { kind: "limit", acquisition: "discounted" }), // 0
      item("venusAsset", "Ship share", assetSpec.fields, { kind: "capital", acquisition: "bought" }), // 4
      item("venusAsset", "Rope", assetSpec.fields, { kind: "vendible", acquisition: "free" }), // 0
      item("venusJob", "Acrobat", jobSpec.fields, { ability: "fin", level: 3 }), // two lifepaths: free + 1 level above 2
      item("venusJob", "Sailor", jobSpec.fields, { ability: "end", level: 2 }), // one lifepath: 1
      item("venusJob", "Scribe", jobSpec.fields, { ability: "wit", level: 2 }), // none: 2
      item("venusJob", "Ritualist", jobSpec.fields, { ability: "res", level: 0 }), // learned in play: 0
    ];
    const caps = deriveCharacter(character({ tier: "heroic" }), items).caps;
    expect(caps).toEqual({ earned: 11, attributes: 4, assets: 4, jobs: 4, spent: 12, remaining: -1 });
  });

  it("flags caliber increases beyond the tier and a second Platinum without the FC's leave", () => {
    const over = deriveCharacter(withCalibers({ app: "gold" }, { tier: "public" }), []);
    expect(over.calibers).toMatchObject({ used: 2, free: 1, overspent: true, platinumWarning: false });
    const two = withCalibers({ app: "platinum", res: "platinum" }, { tier: "deific" });
    expect(deriveCharacter(two, []).calibers).toMatchObject({
      used: 6,
      platinum: 2,
      platinumWarning: true,
      overspent: false,
    });
    expect(deriveCharacter({ ...two, platinumLeave: true }, []).calibers.platinumWarning).toBe(false);
  });

  it("gives each capability the lower caliber of its two abilities", () => {
    const c = withCalibers(
      { wit: "gold", swi: "silver" },
      { capabilities: [{ name: "Grit", first: "wit", second: "swi", level: 1, yes: 0, override: true }] },
    );
    expect(deriveCharacter(c, []).capabilities).toEqual([{ caliber: "silver" }]);
  });

  it("reads a job's start from the lifepaths' lists", () => {
    const lps = [{ jobs: ["Sailor", "Acrobat"] }, { jobs: ["Acrobat"] }];
    expect(jobStart("Acrobat", lps)).toBe("several-lifepaths");
    expect(jobStart("sailor", lps)).toBe("lifepath");
    expect(jobStart("Scribe", lps)).toBe("other");
  });
});

describe("spending Fidelity", () => {
  it("raises one caliber one step and drains the meter", () => {
    const c = withCalibers({ fin: "gold" }, { kismet: { lots: 0, ego: false, fidelity: 4 } });
    const outcome = spendFidelityOn(c, "fin");
    expect(outcome).toEqual({
      ok: true,
      from: "gold",
      to: "platinum",
      update: { "system.abilities.fin.caliber": "platinum", "system.kismet.fidelity": 0 },
    });
    expect(spendFidelityOn(withCalibers({}, { kismet: { lots: 0, ego: false, fidelity: 4 } }), "app")).toMatchObject({
      ok: true,
      to: "silver",
    });
  });

  it("refuses when not full, above Platinum, or a second Platinum without leave", () => {
    expect(spendFidelityOn(character({ kismet: { lots: 0, ego: false, fidelity: 3 } }), "app")).toEqual({
      ok: false,
      problem: "STORY_ENGINES.Venus.Fidelity.notFull",
    });
    const full = { kismet: { lots: 0, ego: false, fidelity: 4 } };
    expect(spendFidelityOn(withCalibers({ app: "platinum" }, full), "app")).toEqual({
      ok: false,
      problem: "STORY_ENGINES.Venus.Fidelity.atMaximum",
    });
    const second = withCalibers({ app: "platinum", res: "gold" }, full);
    expect(spendFidelityOn(second, "res")).toEqual({
      ok: false,
      problem: "STORY_ENGINES.Venus.Fidelity.platinumLeave",
    });
    expect(spendFidelityOn({ ...second, platinumLeave: true }, "res")).toMatchObject({ ok: true, to: "platinum" });
    expect(fidelityChoices(second).find((c) => c.ability === "res")).toEqual({
      ability: "res",
      from: "gold",
      to: "platinum",
      needsLeave: true,
    });
    expect(fidelityChoices(second).find((c) => c.ability === "app")?.to).toBeNull();
  });
});

describe("jobs, lifepaths, attributes and assets", () => {
  it("fills the exp bar to 2 × level, or 16 while learning", () => {
    expect(deriveJob({ level: 0, exp: 4 })).toEqual({ level: 0, exp: 4, expMax: 16, percent: 25, learning: true });
    expect(deriveJob({ level: 4, exp: 2 })).toMatchObject({ expMax: 8, percent: 25, learning: false });
    expect(deriveJob({ level: 10, exp: 20 })).toMatchObject({ expMax: 20, percent: 100 });
  });

  it("turns a lifepath's score point into the rules' grant", () => {
    expect(scoreGrant({ type: "MA", first: "", second: "" })).toBe("MA");
    expect(scoreGrant({ type: "pair", first: "app", second: "res" })).toEqual(["app", "res"]);
    expect(scoreGrantLabel({ type: "pair", first: "app", second: "res" })).toBe("App/Res");
  });

  it("fills a [templated] specialty with a proper noun", () => {
    expect(templatePlaceholder("[city]")).toBe("city");
    expect(fillTemplate("[city]", " London ")).toBe("London");
    expect(fillTemplate("Streets of [city]", "Tyre")).toBe("Streets of Tyre");
    expect(fillTemplate("[city]", "  ")).toBe("[city]");
    expect(isTemplatedSpecialty({ name: "[language]", system: { kind: "specialty" } })).toBe(true);
    expect(isTemplatedSpecialty({ name: "[language]", system: { kind: "feature" } })).toBe(false);
    expect(isTemplatedSpecialty({ name: "Berries", system: { kind: "specialty" } })).toBe(false);
  });

  it("normalises asset tags to #tag form", () => {
    expect(parseTags("tool, #Weapon  high tech #tool")).toEqual(["#tool", "#weapon", "#high", "#tech"]);
  });
});
