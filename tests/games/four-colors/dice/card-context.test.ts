import { describe, it, expect } from "vitest";
import en from "../../../../lang/en.json";
import { buildCardContext, type CardReadingView } from "../../../../src/games/four-colors/dice/card-context";
import { planRoll, type HierarchyRollData } from "../../../../src/games/four-colors/dice/roll-data";
import { CARDINAL, RENAISSANCE_MAN } from "../../../../src/games/four-colors/dice/samples";
import { translatorFor } from "../../../../src/games/four-colors/dice/translate";
import type { Force } from "../../../../src/rules/four-colors";

const t = translatorFor(en);

/** A reading's ladder as "position: force result, …" lines, strongest first. */
function ladder(reading: CardReadingView | undefined): string[] {
  return (reading?.rungs ?? []).map(
    (r) => `${r.position}: ${r.forces.map((f) => `${f.force} ${f.die}=${f.result}`).join(", ")}`,
  );
}

function combined(mode: "opposed" | "together", favored: Force[], opposed: Force[]): HierarchyRollData {
  return planRoll({
    stakes: { favored, opposed },
    difficulty: "moderate",
    actor: CARDINAL,
    partner: RENAISSANCE_MAN,
    mode,
    circumstance: {},
    degrees: false,
  });
}

describe("Chat card: the seed's combined rolls (The Cardinal and Renaissance Man)", () => {
  it("arm-wrestling (against each other): both readings, each ignoring its own Wed Force", () => {
    const data = combined("opposed", ["dynamic"], ["lost"]);
    const card = buildCardContext(data, { planets: { known: 1, passion: 3, dynamic: 3, static: 4, lost: 5 } }, { t });
    const [cardinal, rm] = card.readings;
    expect(cardinal?.name).toBe("The Cardinal");
    expect(ladder(cardinal)).toEqual([
      "dominant: known d8=1",
      "major: dynamic d6=3",
      "minor: static d6=4",
      "weak: lost d20=5",
    ]);
    expect(cardinal?.ignored.map((f) => f.symbol.force)).toEqual(["passion"]);
    expect(rm?.name).toBe("Renaissance Man");
    expect(ladder(rm)).toEqual(["dominant: known d8=1", "major: passion d8=3, dynamic d6=3", "weak: lost d20=5"]);
    expect(rm?.ignored.map((f) => f.symbol.force)).toEqual(["static"]);
    // Against each other: each keeps their own reading, nothing is "used" over the other.
    expect(card.readings.map((r) => [r.used, r.usedKey])).toEqual([
      [true, null],
      [true, null],
    ]);
    expect(card.modeKey).toBe("STORY_ENGINES.FourColors.Roll.Mode.opposed");
    // Dominant Known is neutral; the Weak Lost is Opposed: read upside down, a success for both.
    expect(cardinal?.rungs.map((r) => r.decided)).toEqual([false, false, false, true]);
    expect(cardinal?.outcome).toEqual({
      label: "Success",
      tone: "good",
      detail: "The Weak position decided it, read upside down: Lost.",
    });
  });

  it("lifting a stone (together): the seed's two readings", () => {
    const data = combined("together", ["known"], ["lost"]);
    const card = buildCardContext(data, { planets: { known: 1, passion: 4, dynamic: 3, static: 5, lost: 6 } }, { t });
    const [cardinal, rm] = card.readings;
    expect(ladder(cardinal)).toEqual([
      "dominant: known d4=1",
      "major: dynamic d4=3",
      "minor: static d6=5",
      "weak: lost d10=6",
    ]);
    expect(ladder(rm)).toEqual([
      "dominant: known d4=1",
      "major: dynamic d4=3",
      "minor: passion d8=4",
      "weak: lost d10=6",
    ]);
    expect(cardinal?.outcome.label).toBe("Success");
    expect(cardinal?.rungs[0]?.decided).toBe(true);
    // Same outcome and degree: either reading may be used.
    expect(card.readings.map((r) => r.usedKey)).toEqual([
      "STORY_ENGINES.FourColors.Roll.Reading.equal",
      "STORY_ENGINES.FourColors.Roll.Reading.equal",
    ]);
  });

  it("together: the more advantageous reading is marked used", () => {
    // Cardinal reads Static Dominant (Venus is Wed for him); Renaissance Man
    // reads Passion Dominant (Jupiter is Wed for him).
    const data = combined("together", ["static"], ["passion"]);
    const card = buildCardContext(data, { planets: { known: 5, passion: 1, dynamic: 3, static: 2, lost: 9 } }, { t });
    const [cardinal, rm] = card.readings;
    expect(cardinal?.outcome.label).toBe("Success");
    expect(rm?.outcome.label).toBe("Failure");
    expect([cardinal?.used, rm?.used]).toEqual([true, false]);
    expect(rm?.usedKey).toBe("STORY_ENGINES.FourColors.Roll.Reading.notUsed");
  });
});

describe("Chat card: circumstance dice", () => {
  const data = planRoll({
    stakes: { favored: ["known"], opposed: ["dynamic"] },
    difficulty: "hard",
    actor: CARDINAL,
    circumstance: { benefit: { faces: 6, major: true }, hindrance: { faces: 8, major: false } },
    degrees: false,
  });

  it("a Major Benefit die lower than every Planet die rules: success despite an Opposed Dominant", () => {
    const card = buildCardContext(
      data,
      { planets: { known: 4, dynamic: 2, static: 3, lost: 11 }, benefit: 1, hindrance: 3 },
      { t },
    );
    const reading = card.readings[0];
    expect(ladder(reading)).toEqual([
      "dominant: dynamic d6=2",
      "major: static d6=3",
      "minor: known d8=4",
      "weak: lost d20=11",
    ]);
    expect(reading?.circumstance).toEqual([
      {
        kind: "benefit",
        kindKey: "STORY_ENGINES.FourColors.Roll.benefit",
        die: "d6",
        result: 1,
        major: true,
        sizeKey: "STORY_ENGINES.FourColors.Roll.Size.major",
        source: null,
        placement: "lower than every Planet die",
        ruled: true,
        sgMayRule: false,
      },
      {
        kind: "hindrance",
        kindKey: "STORY_ENGINES.FourColors.Roll.hindrance",
        die: "d8",
        result: 3,
        major: false,
        sizeKey: "STORY_ENGINES.FourColors.Roll.Size.minor",
        source: null,
        placement: "ties Static (Major)",
        ruled: false,
        sgMayRule: false,
      },
    ]);
    expect(reading?.rungs.some((r) => r.decided)).toBe(false);
    expect(reading?.outcome).toEqual({
      label: "Success",
      tone: "good",
      detail: "The Major Benefit die ruled: it rolled lower than every Planet die.",
    });
  });

  it("without the ruling die the Opposed Dominant Force decides: failure", () => {
    const card = buildCardContext(
      data,
      { planets: { known: 4, dynamic: 2, static: 3, lost: 11 }, benefit: 5, hindrance: 12 },
      { t },
    );
    const reading = card.readings[0];
    expect(reading?.outcome.label).toBe("Failure");
    expect(reading?.rungs[0]?.decided).toBe(true);
    expect(reading?.circumstance.map((c) => c.placement)).toEqual([
      "below Major and above the last Planet die (colours only)",
      "higher than every Planet die (below Weak)",
    ]);
  });
});

describe("Chat card: the Diceless source of a circumstance die", () => {
  const sourced = planRoll({
    stakes: { favored: ["known"], opposed: ["dynamic"] },
    difficulty: "hard",
    actor: CARDINAL,
    circumstance: { benefit: { faces: 6, major: true }, hindrance: { faces: 8, major: false } },
    sources: {
      benefit: { name: "Beppe", uuid: "Actor.beppe", trait: { name: "Strong as an ox", uuid: "Actor.beppe.Item.t1" } },
      hindrance: { name: "Messer Bruno", uuid: "Actor.bruno", trait: null },
    },
    degrees: false,
  });
  const rolled = { planets: { known: 4, dynamic: 2, static: 3, lost: 11 }, benefit: 1, hindrance: 3 };

  it("names the character (and Trait) beside each die, from the roll's data alone", () => {
    const card = buildCardContext(sourced, rolled, { t });
    expect(card.readings[0]?.circumstance.map((c) => [c.kind, c.die, c.major, c.source])).toEqual([
      ["benefit", "d6", true, "from Beppe, ‘Strong as an ox’"],
      ["hindrance", "d8", false, "from Messer Bruno"],
    ]);
    // The source is colour only: the reading is the same as without it.
    const plain = buildCardContext({ ...sourced, sources: {} }, rolled, { t });
    expect(card.readings[0]?.outcome).toEqual(plain.readings[0]?.outcome);
    expect(plain.readings[0]?.circumstance.map((c) => c.source)).toEqual([null, null]);
  });

  it("a combined roll names the source on both readings", () => {
    const data = planRoll({
      stakes: { favored: ["known"], opposed: ["lost"] },
      difficulty: "moderate",
      actor: CARDINAL,
      partner: RENAISSANCE_MAN,
      mode: "together",
      circumstance: { hindrance: { faces: 6, major: false } },
      sources: { hindrance: { name: "Messer Bruno", uuid: "Actor.bruno", trait: null } },
      degrees: false,
    });
    const card = buildCardContext(
      data,
      { planets: { known: 1, passion: 3, dynamic: 3, static: 4, lost: 5 }, hindrance: 2 },
      { t },
    );
    expect(card.readings.map((r) => r.circumstance[0]?.source)).toEqual(["from Messer Bruno", "from Messer Bruno"]);
  });
});

describe("Chat card: degree of success and visibility", () => {
  const base = planRoll({
    stakes: { favored: ["known"], opposed: ["lost"] },
    difficulty: "moderate",
    actor: CARDINAL,
    circumstance: {},
    degrees: true,
  });
  const rolled = { planets: { known: 1, dynamic: 4, static: 4, lost: 20 } };

  it("with the optional rule: Favored Dominant and Opposed Weak make a clear success, labelled as derived", () => {
    const card = buildCardContext(base, rolled, { t });
    expect(card.readings[0]?.degree).toEqual({
      labelKey: "STORY_ENGINES.FourColors.Roll.Degree.clearSuccess",
      score: 11,
    });
    expect(card.degreeNoteKey).toBe("STORY_ENGINES.FourColors.Roll.degreeDerived");
  });

  it("without it: no degree", () => {
    const card = buildCardContext({ ...base, degrees: false }, rolled, { t });
    expect(card.readings[0]?.degree).toBeNull();
    expect(card.degreeNoteKey).toBeNull();
  });

  it("a private roll shows only that the Planets were rolled", () => {
    const card = buildCardContext(base, rolled, { t, isPrivate: true });
    expect(card.hidden).toBe(true);
    expect(card.readings).toEqual([]);
    expect(card.title).toBe("The Cardinal");
  });

  it("header: the Omega's name, the Difficulty and the stakes with their symbols", () => {
    const card = buildCardContext(base, rolled, { t });
    expect(card.subtitleKey).toBe("STORY_ENGINES.FourColors.Roll.Difficulty.moderate");
    expect(card.stakes.favored.map((s) => [s.force, s.shape, s.forceKey])).toEqual([
      ["known", "octagon", "STORY_ENGINES.FourColors.Force.known"],
    ]);
    expect(card.stakes.opposed.map((s) => [s.force, s.shape, s.forceKey])).toEqual([
      ["lost", "hexagon", "STORY_ENGINES.FourColors.Force.lost"],
    ]);
  });
});
