import { describe, it, expect } from "vitest";
import {
  extractResults,
  parseRollData,
  planRoll,
  rollFormula,
  rollOptions,
  ROLL_OPTIONS_KEY,
  type DiceTermLike,
} from "../../../../src/games/four-colors/dice/roll-data";
import { CARDINAL, RENAISSANCE_MAN } from "../../../../src/games/four-colors/dice/samples";

const stakes = { favored: ["known" as const], opposed: ["lost" as const] };

function term(faces: number, flavor: string, result: number): DiceTermLike {
  return { faces, options: { flavor }, results: [{ result, active: true }] };
}

describe("Rolling the Planets: the roll's plan", () => {
  it("one die per non-Wed Planet of a single Omega (The Cardinal: Venus is Wed)", () => {
    const data = planRoll({ stakes, difficulty: "moderate", actor: CARDINAL, circumstance: {}, degrees: false });
    expect(data.dice).toEqual({ known: 8, dynamic: 6, static: 6, lost: 20 });
    expect(data.combined).toBeNull();
    expect(rollFormula(data)).toBe("1d8[known] + 1d6[dynamic] + 1d6[static] + 1d20[lost]");
  });

  it("combined against each other: the larger die where both have one (seed: arm-wrestling)", () => {
    const data = planRoll({
      stakes,
      difficulty: "moderate",
      actor: CARDINAL,
      partner: RENAISSANCE_MAN,
      mode: "opposed",
      circumstance: {},
      degrees: false,
    });
    expect(data.dice).toEqual({ known: 8, passion: 8, dynamic: 6, static: 6, lost: 20 });
    expect(data.actors.map((a) => a.name)).toEqual(["The Cardinal", "Renaissance Man"]);
    expect(data.combined).toBe("opposed");
  });

  it("combined together: the smaller die where both have one (seed: lifting a stone)", () => {
    const data = planRoll({
      stakes,
      difficulty: "moderate",
      actor: CARDINAL,
      partner: RENAISSANCE_MAN,
      mode: "together",
      circumstance: {},
      degrees: false,
    });
    expect(data.dice).toEqual({ known: 4, passion: 8, dynamic: 4, static: 6, lost: 10 });
  });

  it("circumstance dice follow the Planet dice in the formula, flavoured by kind", () => {
    const data = planRoll({
      stakes,
      difficulty: "hard",
      actor: RENAISSANCE_MAN,
      circumstance: { benefit: { faces: 6, major: true }, hindrance: { faces: 12, major: false } },
      degrees: false,
    });
    expect(rollFormula(data)).toBe(
      "1d4[known] + 1d8[passion] + 1d4[dynamic] + 1d10[lost] + 1d6[benefit] + 1d12[hindrance]",
    );
  });
});

describe("Rolling the Planets: dice terms back to results", () => {
  it("matches each term to its Force or circumstance die by flavour", () => {
    const out = extractResults([
      term(8, "known", 1),
      term(6, "dynamic", 3),
      term(6, "static", 4),
      term(20, "lost", 5),
      term(6, "benefit", 2),
      term(10, "hindrance", 9),
    ]);
    expect(out).toEqual({ planets: { known: 1, dynamic: 3, static: 4, lost: 5 }, benefit: 2, hindrance: 9 });
  });

  it("reads the active result and ignores unflavoured or unrolled terms", () => {
    const rerolled: DiceTermLike = {
      faces: 8,
      options: { flavor: "passion" },
      results: [
        { result: 7, active: false },
        { result: 2, active: true },
      ],
    };
    const out = extractResults([
      rerolled,
      { faces: 6, options: {}, results: [{ result: 3, active: true }] },
      { faces: 4, options: { flavor: "known" }, results: [] },
    ]);
    expect(out).toEqual({ planets: { passion: 2 } });
  });
});

describe("Rolling the Planets: options survive a reload", () => {
  it("round-trips through the JSON a chat message stores (Roll#toJSON keeps options)", () => {
    const data = planRoll({
      stakes: { favored: ["dynamic", "static"], opposed: ["lost"] },
      difficulty: "impossible",
      actor: { ...CARDINAL, uuid: "Actor.a", colours: { known: "#ffffff" } },
      partner: { ...RENAISSANCE_MAN, uuid: "Actor.b" },
      mode: "together",
      circumstance: { benefit: { faces: 6, major: true }, hindrance: { faces: 8, major: false } },
      degrees: true,
    });
    const stored = JSON.parse(
      JSON.stringify({ class: "HierarchyRoll", formula: rollFormula(data), options: rollOptions(data) }),
    );
    expect(parseRollData(stored.options)).toEqual(data);
  });

  it("returns null when our data is missing, and repairs malformed parts", () => {
    expect(parseRollData({})).toBeNull();
    expect(parseRollData({ [ROLL_OPTIONS_KEY]: { actors: [] } })).toBeNull();
    const repaired = parseRollData({
      [ROLL_OPTIONS_KEY]: {
        actors: [{ name: "Solo", planets: { known: 6, passion: "x" } }],
        stakes: { favored: ["known", "nonsense"], opposed: "lost" },
        difficulty: "legendary",
        combined: "together",
        dice: { known: 6 },
      },
    });
    expect(repaired).toEqual({
      stakes: { favored: ["known"], opposed: [] },
      difficulty: "moderate",
      actors: [
        { name: "Solo", uuid: null, planets: { known: 6, passion: null, dynamic: null, static: null, lost: null } },
      ],
      combined: null,
      circumstance: {},
      sources: {},
      dice: { known: 6 },
      degrees: false,
      counts: {},
      opponents: [],
    });
  });
});

describe("Rolling the Planets: the Diceless source of a circumstance die", () => {
  const beppe = {
    name: "Beppe",
    uuid: "Actor.beppe",
    trait: { name: "Strong as an ox", uuid: "Actor.beppe.Item.t1" },
  };
  const bruno = { name: "Messer Bruno", uuid: "Actor.bruno", trait: null };

  it("keeps names and UUIDs in the roll options, and they survive a reload", () => {
    const data = planRoll({
      stakes,
      difficulty: "moderate",
      actor: CARDINAL,
      circumstance: { benefit: { faces: 6, major: true }, hindrance: { faces: 10, major: false } },
      sources: { benefit: beppe, hindrance: bruno },
      degrees: false,
    });
    expect(data.sources).toEqual({ benefit: beppe, hindrance: bruno });
    const stored = JSON.parse(JSON.stringify({ options: rollOptions(data) }));
    expect(stored.options[ROLL_OPTIONS_KEY].sources.benefit).toEqual(beppe);
    expect(parseRollData(stored.options)).toEqual(data);
    // The source is not a die: the formula is unchanged.
    expect(rollFormula(data)).toBe(
      "1d8[known] + 1d6[dynamic] + 1d6[static] + 1d20[lost] + 1d6[benefit] + 1d10[hindrance]",
    );
  });

  it("drops the source of a die that is not rolled", () => {
    const data = planRoll({
      stakes,
      difficulty: "moderate",
      actor: CARDINAL,
      circumstance: { benefit: { faces: 6, major: false } },
      sources: { benefit: beppe, hindrance: bruno },
      degrees: false,
    });
    expect(data.sources).toEqual({ benefit: beppe });
    // Stored data naming a source for the missing Hindrance die: dropped on reading too.
    const parsed = parseRollData({ [ROLL_OPTIONS_KEY]: { ...data, sources: { benefit: beppe, hindrance: bruno } } });
    expect(parsed?.sources).toEqual({ benefit: beppe });
  });

  it("reads old rolls without sources, and repairs malformed ones", () => {
    const base = planRoll({
      stakes,
      difficulty: "moderate",
      actor: CARDINAL,
      circumstance: { benefit: { faces: 6, major: false }, hindrance: { faces: 8, major: false } },
      degrees: false,
    });
    const raw = JSON.parse(JSON.stringify(rollOptions(base)[ROLL_OPTIONS_KEY])) as Record<string, unknown>;
    delete raw.sources;
    expect(parseRollData({ [ROLL_OPTIONS_KEY]: raw })?.sources).toEqual({});
    const repaired = parseRollData({
      [ROLL_OPTIONS_KEY]: {
        ...raw,
        sources: { benefit: { name: "Beppe", uuid: 7, trait: { name: "" } }, hindrance: { uuid: "Actor.x" } },
      },
    });
    expect(repaired?.sources).toEqual({ benefit: { name: "Beppe", uuid: null, trait: null } });
  });
});
