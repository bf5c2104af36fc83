// Four Colors sub-type specs against the book and its rulings: Planets hold d4–d20
// (d16 only when the world allows it) or are Wed (null); at least one Wed
// Planet; descriptors; Diceless ranks; Title slots = max(1, 5 − (mains − 1)).
import { describe, it, expect } from "vitest";
import { initialSystem, validateSystem, validateSystemUpdate, fieldPaths } from "../../../../src/schema";
import en from "../../../../lang/en.json";
import {
  omegaSpec,
  planetProblems,
  readPlanets,
  deriveOmega,
  omegaDieColours,
} from "../../../../src/games/four-colors/data/omega";
import {
  descriptorSpec,
  summariseDescriptors,
  planetEditable,
  acceptsDescriptor,
} from "../../../../src/games/four-colors/data/descriptor";
import { dicelessSpec, dicelessCircumstanceSources } from "../../../../src/games/four-colors/data/diceless";
import { titleSpec, deriveTitle } from "../../../../src/games/four-colors/data/title";
import { readTraitChart } from "../../../../src/games/four-colors/data/trait-chart";
import { DEFAULT_FORCE_COLOURS } from "../../../../src/games/four-colors/data/common";
import { dataDefinition } from "../../../../src/games/four-colors/data/definition-part";

const NO_WED = "STORY_ENGINES.FourColors.Validation.noWedPlanet";
const DIE_SIZE = "STORY_ENGINES.FourColors.Validation.dieSize";

function omega(planets: Record<string, number | null>): Record<string, unknown> {
  return { ...initialSystem(omegaSpec.fields), planets };
}

const CARDINAL = { known: 8, passion: null, dynamic: 6, static: 6, lost: 20 };

describe("Omega spec", () => {
  it("accepts its initial data (every Planet Wed) and the book's Cardinal", () => {
    expect(validateSystem(omegaSpec, initialSystem(omegaSpec.fields))).toEqual([]);
    expect(validateSystem(omegaSpec, omega(CARDINAL))).toEqual([]);
  });

  it("defaults each die colour to its Force's symbol colour", () => {
    expect(initialSystem(omegaSpec.fields).dieColours).toEqual(DEFAULT_FORCE_COLOURS);
  });

  it.each([3, 5, 7, 100, 0, -4])("refuses a d%s Planet", (faces) => {
    const problems = validateSystem(omegaSpec, omega({ ...CARDINAL, known: faces }));
    expect(problems).toEqual([expect.objectContaining({ path: "planets.known", code: "choice" })]);
  });

  it("refuses a fractional die", () => {
    expect(validateSystem(omegaSpec, omega({ ...CARDINAL, dynamic: 6.5 }))[0]?.path).toBe("planets.dynamic");
  });

  it("refuses an Omega with no Wed Planet", () => {
    expect(validateSystem(omegaSpec, omega({ known: 8, passion: 6, dynamic: 6, static: 6, lost: 20 }))).toEqual([
      { path: "planets", code: NO_WED },
    ]);
  });

  it("refuses an update that makes the last Wed Planet a die, judging the merged result", () => {
    const current = omega(CARDINAL);
    expect(validateSystemUpdate(omegaSpec, current, { planets: { passion: 10 } })).toEqual([
      { path: "planets", code: NO_WED },
    ]);
    expect(validateSystemUpdate(omegaSpec, current, { planets: { known: null } })).toEqual([]);
  });

  it("refuses a die colour that is not #rrggbb", () => {
    const system = { ...omega(CARDINAL), dieColours: { ...DEFAULT_FORCE_COLOURS, lost: "black" } };
    expect(validateSystem(omegaSpec, system)).toEqual([
      { path: "dieColours.lost", code: "STORY_ENGINES.FourColors.Validation.dieColour", params: { value: "black" } },
    ]);
  });
});

describe("planetProblems (the book's rules with the world's d16 setting)", () => {
  it("allows d16 only when the world allows it", () => {
    const planets = { ...CARDINAL, static: 16 };
    expect(planetProblems(planets, true)).toEqual([]);
    const refused = planetProblems(planets, false);
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatchObject({ path: "planets.static", code: DIE_SIZE, params: { value: "16" } });
    expect(String(refused[0]?.params?.allowed)).not.toContain("d16");
  });

  it("says what is wrong with a die size outside the list", () => {
    expect(planetProblems({ ...CARDINAL, lost: 7 }, false)).toEqual([
      { path: "planets.lost", code: DIE_SIZE, params: { value: "7", allowed: "d4, d6, d8, d10, d12, d20" } },
    ]);
  });

  it("refuses no Wed Planet, and ignores the few-dice warning", () => {
    expect(planetProblems({ known: 4, passion: 4, dynamic: 4, static: 4, lost: 4 }, false)).toEqual([
      { path: "planets", code: NO_WED },
    ]);
    expect(planetProblems({ known: 4, passion: null, dynamic: null, static: null, lost: null }, false)).toEqual([]);
  });
});

describe("Omega derived data", () => {
  it("reads form values: '' and null are Wed, numeric text is a die", () => {
    expect(readPlanets({ known: "8", passion: "", dynamic: 6, static: null })).toEqual({
      known: 8,
      passion: null,
      dynamic: 6,
      static: null,
      lost: null,
    });
  });

  it("starts with one Storypath Card per diced Planet", () => {
    const derived = deriveOmega(omega(CARDINAL));
    expect(derived.diced).toEqual(["known", "dynamic", "static", "lost"]);
    expect(derived.wed).toEqual(["passion"]);
    expect(derived.startingCards).toBe(4);
    expect(deriveOmega(omega({ known: 4, passion: null, dynamic: null, static: 8, lost: 10 })).startingCards).toBe(3);
  });

  it("gives die colours per Force, falling back to the symbol colour", () => {
    const colours = omegaDieColours({ dieColours: { known: "#123456", passion: "bad" } });
    expect(colours.known).toBe("#123456");
    expect(colours.passion).toBe(DEFAULT_FORCE_COLOURS.passion);
  });
});

describe("Descriptors", () => {
  it("accepts every kind and the five Planets, refuses others", () => {
    for (const kind of ["power", "weakness", "quirk", "trait", "flaw", "powerStunt"]) {
      expect(validateSystem(descriptorSpec, { kind, planet: "", description: "" })).toEqual([]);
    }
    expect(validateSystem(descriptorSpec, { kind: "talent", planet: "", description: "" })[0]?.code).toBe("choice");
    expect(validateSystem(descriptorSpec, { kind: "trait", planet: "pluto", description: "" })[0]?.code).toBe("choice");
  });

  it("lists the missing Power, Weakness and Quirk of each Wed Planet", () => {
    const summary = summariseDescriptors(
      { known: 8, passion: null, dynamic: 6, static: null, lost: 20 },
      [
        { kind: "power", planet: "passion" },
        { kind: "quirk", planet: "passion" },
        { kind: "weakness", planet: "static" },
      ],
      {},
    );
    expect(summary.wed).toEqual([
      { force: "passion", missing: ["weakness"] },
      { force: "static", missing: ["power", "quirk"] },
    ]);
  });

  it("counts Traits (with Flaws and Power Stunts) per diced Planet and warns against the GM's chart, never more", () => {
    const summary = summariseDescriptors(
      { known: 8, passion: null, dynamic: 4, static: 6, lost: 20 },
      [
        { kind: "trait", planet: "known" },
        { kind: "trait", planet: "dynamic" },
        { kind: "powerStunt", planet: "dynamic" },
        { kind: "flaw", planet: "static" },
        { kind: "trait", planet: "" },
      ],
      { "4": { traits: 3, flaw: true }, "8": { traits: 1, flaw: false } },
    );
    const known = summary.diced.find((d) => d.force === "known");
    const dynamic = summary.diced.find((d) => d.force === "dynamic");
    const staticForce = summary.diced.find((d) => d.force === "static");
    expect(known).toMatchObject({ die: 8, traits: 1, expected: 1, warnings: [] });
    expect(dynamic?.traits).toBe(2);
    expect(dynamic?.warnings.map((w) => w.key)).toEqual([
      "STORY_ENGINES.FourColors.Warnings.traitCount",
      "STORY_ENGINES.FourColors.Warnings.flawRequired",
    ]);
    expect(staticForce).toMatchObject({ traits: 1, flaws: 1, expected: null, warnings: [] });
    expect(summary.unassigned).toBe(1);
  });

  it("locks a Trait's Planet on an Omega out of creation mode only", () => {
    expect(planetEditable("trait", { type: "fourColorsOmega", creation: true })).toBe(true);
    expect(planetEditable("trait", { type: "fourColorsOmega", creation: false })).toBe(false);
    expect(planetEditable("flaw", { type: "fourColorsOmega", creation: false })).toBe(false);
    expect(planetEditable("power", { type: "fourColorsOmega", creation: false })).toBe(true);
    expect(planetEditable("trait", null)).toBe(true);
  });

  it("gives a Diceless character Traits only", () => {
    expect(acceptsDescriptor("fourColorsDiceless", "trait")).toBe(true);
    expect(acceptsDescriptor("fourColorsDiceless", "flaw")).toBe(true);
    expect(acceptsDescriptor("fourColorsDiceless", "power")).toBe(false);
    expect(acceptsDescriptor("fourColorsOmega", "quirk")).toBe(true);
    expect(acceptsDescriptor("fourColorsTitle", "trait")).toBe(false);
  });
});

describe("Diceless", () => {
  it("accepts the five ranks and refuses others", () => {
    for (const rank of ["extra", "walkOn", "recurring", "supporting", "major"]) {
      expect(validateSystem(dicelessSpec, { rank, description: "", notes: "", startingCards: 1 })).toEqual([]);
    }
    expect(validateSystem(dicelessSpec, { rank: "hero", description: "", notes: "", startingCards: 1 })[0]?.code).toBe(
      "choice",
    );
    // "if played by a Player, will have Storypath Cards" (Glossary): the GM's starting number, 0 to 10
    expect(initialSystem(dicelessSpec.fields).startingCards).toBe(1);
    expect(
      validateSystem(dicelessSpec, { rank: "major", description: "", notes: "", startingCards: 11 })[0]?.code,
    ).toBe("max");
  });

  it("exposes its Traits as circumstance sources", () => {
    const sources = dicelessCircumstanceSources({
      name: "Messer Bruno",
      system: { rank: "recurring" },
      items: [
        { id: "a", name: "Sharp-eyed", type: "fourColorsDescriptor", system: { kind: "trait" } },
        { id: "b", name: "Greedy", type: "fourColorsDescriptor", system: { kind: "flaw" } },
        { id: "c", name: "Sword", type: "weapon", system: {} },
      ],
    });
    expect(sources).toEqual({
      name: "Messer Bruno",
      rank: "recurring",
      traits: [
        { id: "a", name: "Sharp-eyed", kind: "trait" },
        { id: "b", name: "Greedy", kind: "flaw" },
      ],
    });
  });
});

describe("Title", () => {
  it("has max(1, 5 − (mains − 1)) card slots", () => {
    const slots = (n: number) =>
      deriveTitle({ mains: Array.from({ length: n }, (_, i) => `Actor.omega${i}`), slots: [] }).slotCount;
    expect([0, 1, 2, 3, 4, 5, 6, 9].map(slots)).toEqual([5, 5, 4, 3, 2, 1, 1, 1]);
  });

  it("reports a Title with more cards than slots as overfull, keeping the cards", () => {
    const derived = deriveTitle({
      mains: ["Actor.a", "Actor.b", "Actor.c", "Actor.d", "Actor.e"],
      slots: [
        { cardUuid: "Cards.d.Card.a", name: "A" },
        { cardUuid: "Cards.d.Card.b", name: "B" },
      ],
    });
    expect(derived).toEqual({ slotCount: 1, filled: 2, open: 0, overfull: true });
  });

  it("accepts Issues and refuses a negative Issue number, a non-UUID Main and a repeated Main", () => {
    const base = initialSystem(titleSpec.fields);
    const issue = {
      date: "",
      notes: "",
      miniseries: "",
      running: false,
      characters: [],
      pages: [],
      spent: [],
      roster: [],
    };
    expect(
      validateSystem(titleSpec, { ...base, issues: [{ ...issue, number: 1, title: "One", date: "1501" }] }),
    ).toEqual([]);
    expect(validateSystem(titleSpec, { ...base, issues: [{ ...issue, number: -1, title: "" }] })[0]?.code).toBe("min");
    expect(validateSystem(titleSpec, { ...base, mains: ["not a uuid"] })[0]?.code).toBe("uuid");
    expect(validateSystem(titleSpec, { ...base, mains: ["Actor.a", "Actor.a"] })[0]?.code).toBe(
      "STORY_ENGINES.FourColors.Validation.duplicateMain",
    );
  });

  it("holds at most five cards", () => {
    const six = Array.from({ length: 6 }, (_, i) => ({ cardUuid: `Cards.d.Card.c${i}`, name: "" }));
    expect(validateSystem(titleSpec, { ...initialSystem(titleSpec.fields), slots: six })[0]?.code).toBe("maxLength");
  });
});

describe("Traits chart setting", () => {
  it("keeps well-formed rows only", () => {
    expect(
      readTraitChart({
        "4": { traits: "3", flaw: true },
        "6": { traits: "", flaw: false },
        "7": { traits: 2 },
        "8": { traits: -1, flaw: true },
      }),
    ).toEqual({
      "4": { traits: 3, flaw: true },
      "8": { traits: null, flaw: true },
    });
    expect(readTraitChart(null)).toEqual({});
  });
});

describe("lang", () => {
  const lang = en as unknown as Record<string, unknown>;
  const has = (key: string) =>
    key
      .split(".")
      .reduce<unknown>(
        (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
        lang,
      ) !== undefined;

  it("labels every field of every sub-type, and every sub-type", () => {
    for (const spec of dataDefinition.models ?? []) {
      expect(has(`TYPES.${spec.documentName}.${spec.type}`), spec.type).toBe(true);
      for (const path of fieldPaths(spec.fields))
        expect(has(`${spec.localizationPrefix}.FIELDS.${path}.label`), `${spec.type} ${path}`).toBe(true);
    }
  });

  it("has a message for every joint-rule code", () => {
    for (const code of [
      NO_WED,
      DIE_SIZE,
      "STORY_ENGINES.FourColors.Validation.dieColour",
      "STORY_ENGINES.FourColors.Validation.duplicateMain",
      "STORY_ENGINES.FourColors.Validation.planetLocked",
    ]) {
      expect(has(code), code).toBe(true);
    }
  });
});
