import { describe, expect, it } from "vitest";
import {
  fieldPaths,
  initialSystem,
  prepareSystemSubmit,
  problemMessage,
  uuidDocumentName,
  validateSystem,
  validateSystemUpdate,
  type ModelSpec,
} from "../../src/schema";

const hero: ModelSpec = {
  documentName: "Actor",
  type: "hero",
  localizationPrefix: "STORY_ENGINES.Test.Hero",
  fields: {
    score: { kind: "number", initial: 0, integer: true, min: 0, max: 9 },
    die: { kind: "number", initial: 6, nullable: true, choices: [4, 6, 8] },
    caliber: { kind: "string", initial: "bronze", choices: ["bronze", "silver"] },
    notes: { kind: "html" },
    ego: { kind: "boolean", initial: false },
    link: { kind: "uuid", documentName: "Actor" },
    friends: {
      kind: "array",
      maxLength: 3,
      element: { kind: "schema", fields: { name: { kind: "string", initial: "" } } },
    },
    kismet: { kind: "schema", fields: { lots: { kind: "number", initial: 1, integer: true, min: 0, max: 10 } } },
  },
  joint: (s) => (s.score === 9 && s.ego === true ? [{ path: "ego", code: "STORY_ENGINES.Test.noEgoAtNine" }] : []),
};

describe("pure validation of system data", () => {
  it("accepts the initial data", () => {
    expect(validateSystem(hero, initialSystem(hero.fields))).toEqual([]);
  });

  it("refuses out-of-range, fractional and wrong-typed numbers", () => {
    const base = initialSystem(hero.fields);
    expect(validateSystem(hero, { ...base, score: 10 })).toEqual([
      { path: "score", code: "max", params: { max: 9, value: 10 } },
    ]);
    expect(validateSystem(hero, { ...base, score: -1 })[0]?.code).toBe("min");
    expect(validateSystem(hero, { ...base, score: 2.5 })[0]?.code).toBe("integer");
    expect(validateSystem(hero, { ...base, score: "3" })[0]?.code).toBe("type");
    expect(validateSystem(hero, { ...base, score: null })[0]?.code).toBe("required");
  });

  it("allows null only where the spec says so, and enforces number choices", () => {
    const base = initialSystem(hero.fields);
    expect(validateSystem(hero, { ...base, die: null })).toEqual([]);
    expect(validateSystem(hero, { ...base, die: 7 })[0]?.code).toBe("choice");
  });

  it("refuses a string outside its choices and a blank choice", () => {
    const base = initialSystem(hero.fields);
    expect(validateSystem(hero, { ...base, caliber: "tin" })[0]?.code).toBe("choice");
    expect(validateSystem(hero, { ...base, caliber: "" })[0]?.code).toBe("blank");
  });

  it("checks nested schemas, array length and array elements", () => {
    const base = initialSystem(hero.fields);
    expect(validateSystem(hero, { ...base, kismet: { lots: 11 } })[0]?.path).toBe("kismet.lots");
    const four = [1, 2, 3, 4].map((n) => ({ name: `F${n}` }));
    expect(validateSystem(hero, { ...base, friends: four })[0]?.code).toBe("maxLength");
    expect(validateSystem(hero, { ...base, friends: [{ name: 3 }] })[0]?.path).toBe("friends.0.name");
  });

  it("refuses unknown keys and malformed links", () => {
    const base = initialSystem(hero.fields);
    expect(validateSystem(hero, { ...base, extra: 1 })[0]).toEqual({ path: "extra", code: "unknown" });
    expect(validateSystem(hero, { ...base, link: "not a uuid" })[0]?.code).toBe("uuid");
    expect(
      validateSystem(hero, { ...base, link: "Compendium.story-engines.venus-characters.Actor.abcdefghijklmnop" }),
    ).toEqual([]);
  });

  it("refuses inherited names (constructor, toString) as keys: only the spec's own fields exist", () => {
    const base = initialSystem(hero.fields);
    expect(validateSystem(hero, { ...base, constructor: 1 })).toEqual([{ path: "constructor", code: "unknown" }]);
    expect(validateSystem(hero, { ...base, kismet: { lots: 1, toString: "x" } })).toEqual([
      { path: "kismet.toString", code: "unknown" },
    ]);
  });

  it("refuses a link to the wrong document type, like Foundry's DocumentUUIDField `type`", () => {
    const base = initialSystem(hero.fields);
    const item = "Compendium.story-engines.venus-jobs.Item.abcdefghijklmnop";
    expect(validateSystem(hero, { ...base, link: item })).toEqual([
      { path: "link", code: "uuidType", params: { value: item, expected: "Actor" } },
    ]);
    expect(validateSystem(hero, { ...base, link: "Actor.abcdefghijklmnop" })).toEqual([]);
    expect(validateSystem(hero, { ...base, link: "Actor.abcdefghijklmnop.Item.bcdefghijklmnopq" })[0]?.code).toBe(
      "uuidType",
    );
    expect(uuidDocumentName("Cards.abcdefghijklmnop.Card.bcdefghijklmnopq")).toBe("Card");
    expect(uuidDocumentName("Compendium.story-engines.venus-jobs.abcdefghijklmnop")).toBeUndefined();
  });

  it("runs the joint rules only on otherwise valid data", () => {
    const base = initialSystem(hero.fields);
    expect(validateSystem(hero, { ...base, score: 9, ego: true })).toEqual([
      { path: "ego", code: "STORY_ENGINES.Test.noEgoAtNine" },
    ]);
  });

  it("validates an update diff against the current data, joint rules included", () => {
    const current = { ...initialSystem(hero.fields), score: 9 };
    expect(validateSystemUpdate(hero, current, { kismet: { lots: 4 } })).toEqual([]);
    expect(validateSystemUpdate(hero, current, { ego: true })[0]?.code).toBe("STORY_ENGINES.Test.noEgoAtNine");
    expect(validateSystemUpdate(hero, current, { kismet: { lots: 12 } })[0]?.code).toBe("max");
  });

  it("lists field paths for label checks", () => {
    expect(fieldPaths(hero.fields)).toContain("kismet.lots");
  });

  it("turns problems into localisation keys with format data", () => {
    expect(problemMessage({ path: "score", code: "max", params: { max: 9, value: 12 } }, "Score")).toEqual({
      key: "STORY_ENGINES.Validation.max",
      data: { field: "Score", max: 9, value: 12 },
    });
    expect(problemMessage({ path: "ego", code: "STORY_ENGINES.Test.noEgoAtNine" }, "Ego").key).toBe(
      "STORY_ENGINES.Test.noEgoAtNine",
    );
  });
});

describe("preparing a sheet submit", () => {
  const current = initialSystem(hero.fields);

  it("normalises the system part, then validates it; nothing else is touched", () => {
    const { data, problems } = prepareSystemSubmit(
      hero,
      current,
      { name: "Ada", system: { score: "7" } },
      {
        normalize: (system) => ({ ...system, score: Number(system.score) }),
      },
    );
    expect(problems).toEqual([]);
    expect(data).toEqual({ name: "Ada", system: { score: 7 } });
  });

  it("reports the spec's problems for a bad value", () => {
    expect(prepareSystemSubmit(hero, current, { system: { score: 12 } }).problems[0]?.code).toBe("max");
  });

  it("checks a sheet's extra rules first, and stops there", () => {
    const { problems } = prepareSystemSubmit(
      hero,
      current,
      { system: { score: 12 } },
      {
        extra: () => [{ path: "score", code: "STORY_ENGINES.Test.worldRule" }],
      },
    );
    expect(problems.map((p) => p.code)).toEqual(["STORY_ENGINES.Test.worldRule"]);
  });

  it("passes a submit without system data through", () => {
    expect(prepareSystemSubmit(hero, current, { name: "Only a name" })).toEqual({
      data: { name: "Only a name" },
      problems: [],
    });
  });
});
