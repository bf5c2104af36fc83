// The Personae item sheets' contexts: what each sub-type's body reads (SRD
// "Skills": a rating at most the potential threshold, Counter/Steel/Defend the
// passive defences; "Enhancements": Superior costs double; "Spheres": cost
// ratings 0 common … 10+ unique) and the LIMITED view.
import { describe, expect, it } from "vitest";
import {
  buildItemContext,
  buildItemLimitedContext,
  COST_RATINGS,
  type ItemSheetInput,
} from "../../../../src/games/personae/sheets/item-context";
import { OPTIONS } from "../../../../src/games/personae/sheets/labels";

const P = "STORY_ENGINES.Personae.Item";
const input = (type: string, name: string, system: Record<string, unknown>, owner: ItemSheetInput["owner"] = null) => ({
  item: { name, img: "i.webp", type },
  system,
  editable: true,
  enriched: { description: "<p>d</p>" },
  owner,
});

describe("item sheet contexts", () => {
  it("every sheet names the item, its type label, owner and options", () => {
    const system = { attribute: "pro", rating: 3 };
    expect(buildItemContext(input("personaeSkill", "Steel", system, { name: "Hanz", threshold: 4 }))).toEqual({
      name: "Steel",
      img: "i.webp",
      type: "personaeSkill",
      typeKey: "TYPES.Item.personaeSkill",
      ownerName: "Hanz",
      editable: true,
      system,
      options: OPTIONS,
      enriched: { description: "<p>d</p>" },
      threshold: 4,
      ratingMax: 4,
      defence: `${P}.defenceSteel`,
    });
  });

  it("a skill with no character owner has no cap beyond the sheet's own, and a plain skill no defence", () => {
    expect(buildItemContext(input("personaeSkill", "Swordplay", { rating: 2 }))).toMatchObject({
      ownerName: "",
      threshold: null,
      ratingMax: 20,
      defence: "",
    });
    expect(
      buildItemContext(input("personaeSkill", "Defend", { rating: 2 }, { name: "Door", threshold: null })),
    ).toMatchObject({ ownerName: "Door", threshold: null, ratingMax: 20, defence: `${P}.defenceDefend` });
  });

  it("an enhancement shows its cost (Superior double) and its effect's hint", () => {
    expect(
      buildItemContext(
        input("personaeEnhancement", "Keen", { superior: true, exceptional: false, effect: "addResult" }),
      ),
    ).toMatchObject({ cost: 2, effectHint: `${P}.effectHint.addResult` });
    expect(buildItemContext(input("personaeEnhancement", "Keen", { superior: false, effect: "none" }))).toMatchObject({
      cost: 1,
      effectHint: `${P}.effectHint.none`,
    });
  });

  it("a preternae shows its duration's hint, and whether it is resisted (not an interaction)", () => {
    expect(buildItemContext(input("personaePreternae", "Ward", { duration: "M", challenge: "power" }))).toMatchObject({
      durationHint: `${P}.durationHint.M`,
      resisted: true,
    });
    expect(
      buildItemContext(input("personaePreternae", "Charm", { duration: "I", challenge: "interaction" })),
    ).toMatchObject({ durationHint: `${P}.durationHint.I`, resisted: false });
  });

  it("a sphere shows its kind and the cost ratings", () => {
    for (const kind of ["language", "expertise", "resource"]) {
      expect(buildItemContext(input("personaeSphere", "S", { kind }))).toMatchObject({
        language: kind === "language",
        expertise: kind === "expertise",
        resource: kind === "resource",
        kindHint: `${P}.kindHint.${kind}`,
        costRatings: COST_RATINGS,
      });
    }
    expect(COST_RATINGS.map((r) => r.range)).toEqual(["0", "1–3", "4–6", "7–9", "10+"]);
  });

  it("an unknown sub-type gets the shared part only; the LIMITED view shows name, image, type and description", () => {
    expect(Object.keys(buildItemContext(input("personaeOther", "X", {}))).sort()).toEqual(
      ["editable", "enriched", "img", "name", "options", "ownerName", "system", "type", "typeKey"].sort(),
    );
    expect(buildItemLimitedContext(input("personaeSphere", "Heraldry", { kind: "expertise" }))).toEqual({
      name: "Heraldry",
      img: "i.webp",
      typeKey: "TYPES.Item.personaeSphere",
      enriched: { description: "<p>d</p>" },
    });
  });
});
