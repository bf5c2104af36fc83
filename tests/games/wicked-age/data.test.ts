// The In a Wicked Age specs refuse the bad input the issue names — form
// dice that aren't the book's set, NPC pairs split apart, a die above the
// die assigned, significance above 4, doubly potent without potent, a fourth
// best interest — with their own messages, and accept the book's sheets; a
// submit that fails saves nothing (prepareSystemSubmit); a unique strength
// stays on one sheet (and its parallels); the dice a participant brings.
import { describe, expect, it } from "vitest";
import { prepareSystemSubmit, validateSystem, validateSystemUpdate, initialSystem } from "../../../src/schema";
import {
  characterSpec,
  deriveCharacter,
  type WickedCharacterSystem,
} from "../../../src/games/wicked-age/data/character";
import { npcSpec, deriveNpc, type WickedNpcSystem } from "../../../src/games/wicked-age/data/npc";
import { deriveStrength, strengthSpec } from "../../../src/games/wicked-age/data/strength";
import { conflictSpec, participantSpec } from "../../../src/games/wicked-age/data/conflict";
import { uniqueHolder } from "../../../src/games/wicked-age/data/unique";
import { normalizeWickedSubmit } from "../../../src/games/wicked-age/sheets/submit";
import { parseAssignment, raiseSignificance } from "../../../src/games/wicked-age/sheets/dialog-context";
import { diceChoiceFrom, entryProblems } from "../../../src/games/wicked-age/conflict/dice-choice";
import {
  sampleAmek,
  sampleBoluTa,
  sampleExorcism,
  sampleInflame,
  sampleShahuSeen,
  sampleStrengthItem,
} from "../../../src/games/wicked-age/sheets/samples";

const codes = (problems: { code: string }[]) => problems.map((p) => p.code.split(".").pop());
const BOOK = { covertly: 8, directly: 10, forMyself: 4, forOthers: 6, withLove: 6, withViolence: 12 };
const forms = (dice: Record<string, number>, current: Record<string, number> = dice) =>
  Object.fromEntries(Object.entries(dice).map(([f, d]) => [f, { die: d, current: current[f] ?? d }]));

describe("the character spec", () => {
  it("accepts the book's sheets and a new sheet with no dice yet", () => {
    expect(validateSystem(characterSpec, sampleAmek())).toEqual([]);
    expect(validateSystem(characterSpec, sampleBoluTa())).toEqual([]);
    expect(validateSystem(characterSpec, initialSystem(characterSpec.fields))).toEqual([]);
  });
  it("refuses form dice that aren't the book's set", () => {
    expect(codes(validateSystem(characterSpec, { ...sampleAmek(), forms: forms({ ...BOOK, directly: 12 }) }))).toEqual([
      "formDiceNotBookSet",
    ]);
    expect(codes(validateSystem(characterSpec, { ...sampleAmek(), forms: forms({ ...BOOK, directly: 7 }) }))).toContain(
      "choice",
    );
  });
  it("refuses a die above the die assigned, naming the form", () => {
    const problems = validateSystem(characterSpec, { ...sampleAmek(), forms: forms(BOOK, { ...BOOK, covertly: 10 }) });
    expect(problems).toEqual([
      { path: "forms.covertly.current", code: "STORY_ENGINES.Wicked.Validation.dieAboveAssigned" },
    ]);
  });
  it("refuses a fourth best interest", () => {
    expect(codes(validateSystem(characterSpec, { ...sampleAmek(), interests: ["a", "b", "c", "d"] }))).toEqual([
      "tooManyInterests",
    ]);
    expect(validateSystem(characterSpec, { ...sampleAmek(), interests: ["a", "b", "c"] })).toEqual([]);
  });
  it("a refused submit saves nothing", () => {
    const current = sampleAmek();
    const { problems } = prepareSystemSubmit(
      characterSpec,
      current,
      { system: { interests: { 0: "a", 1: "b", 2: "c", 3: "d" } } },
      {
        normalize: (system) => normalizeWickedSubmit(system),
      },
    );
    expect(codes(problems)).toEqual(["tooManyInterests"]);
    expect(current.interests).toHaveLength(2);
  });
  it("the form sends rows and select text: normalised into lists and numbers", () => {
    expect(
      normalizeWickedSubmit({
        interests: { 1: "b", 0: "a" },
        forms: { covertly: { current: "6" } },
        firstChapter: "2",
      }),
    ).toEqual({
      interests: ["a", "b"],
      forms: { covertly: { current: 6 } },
      firstChapter: 2,
    });
    expect(validateSystemUpdate(characterSpec, sampleAmek(), { forms: { covertly: { current: 4 } } })).toEqual([]);
  });
  it("derives out of the chapter (two dice at 0) and the need for two best interests", () => {
    const out = {
      ...sampleAmek(),
      forms: forms(BOOK, { ...BOOK, forMyself: 0, forOthers: 0 }),
    } as unknown as WickedCharacterSystem;
    expect(deriveCharacter(out)).toMatchObject({ outOfChapter: true, assigned: true });
    expect(deriveCharacter({ ...out, interests: ["only one"] }).needsInterests).toBe(true);
  });
});

describe("the NPC spec", () => {
  const pair = (high: number, low: number) => ({ high, low, highNow: high, lowNow: low });
  it("accepts the book's pairs, refuses pairs split apart and a third interest", () => {
    expect(validateSystem(npcSpec, sampleShahuSeen())).toEqual([]);
    const split = {
      ...sampleShahuSeen(),
      forms: { action: pair(12, 6), maneuvering: pair(10, 8), selfProtection: pair(6, 4) },
    };
    expect(codes(validateSystem(npcSpec, split))).toEqual(["npcPairsSplit"]);
    expect(codes(validateSystem(npcSpec, { ...sampleShahuSeen(), interests: ["a", "b", "c"] }))).toEqual([
      "tooManyNpcInterests",
    ]);
  });
  it("derives its dice as they stand", () => {
    expect(deriveNpc(sampleShahuSeen() as unknown as WickedNpcSystem).dice.action).toEqual([12, 8]);
  });
});

describe("the particular strength spec", () => {
  it("accepts the book's strengths with a d8 at significance 1", () => {
    for (const s of [sampleExorcism(), sampleInflame()]) {
      expect(validateSystem(strengthSpec, s)).toEqual([]);
      expect(deriveStrength(s)).toMatchObject({ die: 8, significance: 1, warnings: [] });
    }
  });
  it("refuses significance above 4 and doubly potent without potent", () => {
    const options = {
      potent: true,
      doublyPotent: true,
      broad: true,
      consequential: false,
      unique: true,
      farReaching: true,
    };
    expect(codes(validateSystem(strengthSpec, { ...sampleExorcism(), options, secondForm: "directly" }))).toEqual([
      "significanceAboveMax",
    ]);
    const doubly = { ...sampleExorcism(), options: { ...(sampleExorcism().options as object), doublyPotent: true } };
    expect(codes(validateSystem(strengthSpec, doubly))).toEqual(["doublyPotentWithoutPotent"]);
  });
  it("a returning character's +1 significance follows the same rules", () => {
    const options = sampleExorcism().options as Record<string, unknown>;
    expect(raiseSignificance(options, "potent")).toMatchObject({
      ok: true,
      options: { potent: true, farReaching: true },
    });
    expect(raiseSignificance(options, "doublyPotent")).toMatchObject({
      ok: false,
      problem: "STORY_ENGINES.Wicked.Validation.doublyPotentWithoutPotent",
    });
    expect(raiseSignificance(options, "farReaching")).toMatchObject({
      ok: false,
      problem: "STORY_ENGINES.Wicked.Return.optionTaken",
    });
    const full = { potent: true, doublyPotent: true, broad: true, consequential: true };
    expect(raiseSignificance(full, "unique")).toMatchObject({
      ok: false,
      problem: "STORY_ENGINES.Wicked.Validation.significanceAboveMax",
    });
  });
});

describe("assigning dice", () => {
  it("takes the book's set and refuses another", () => {
    const good = parseAssignment("character", {
      covertly: "12",
      directly: "10",
      forMyself: "8",
      forOthers: "6",
      withLove: "6",
      withViolence: "4",
    });
    expect(good.ok).toBe(true);
    const bad = parseAssignment("character", {
      covertly: "12",
      directly: "12",
      forMyself: "8",
      forOthers: "6",
      withLove: "6",
      withViolence: "4",
    });
    expect(bad).toEqual({ ok: false, problem: "STORY_ENGINES.Wicked.Validation.formDiceNotBookSet" });
  });
  it("takes the NPC pairs whole and refuses them split", () => {
    expect(parseAssignment("npc", { action: "12-8", maneuvering: "10-6", selfProtection: "6-4" }).ok).toBe(true);
    expect(parseAssignment("npc", { action: "12-6", maneuvering: "10-8", selfProtection: "6-4" })).toEqual({
      ok: false,
      problem: "STORY_ENGINES.Wicked.Validation.npcPairsSplit",
    });
  });
});

describe("unique strengths across the world", () => {
  const holders = [
    { actorId: "bolu", actorName: "Bolu Ta", parallels: ["oldBolu"], strengths: [{ name: "Exorcism", unique: true }] },
    { actorId: "oldBolu", actorName: "Bolu Ta (old)", parallels: ["bolu"], strengths: [] },
    { actorId: "mekha", actorName: "Mekha", parallels: [], strengths: [] },
  ];
  it("refuses a unique strength on a second sheet, naming who holds it", () => {
    expect(uniqueHolder("exorcism ", false, "mekha", holders)).toBe("Bolu Ta");
    expect(uniqueHolder("Exorcism", true, "mekha", holders)).toBe("Bolu Ta");
  });
  it("lets a parallel sheet of the same character share it, and other strengths pass", () => {
    expect(uniqueHolder("Exorcism", true, "oldBolu", holders)).toBeNull();
    expect(uniqueHolder("Swordplay", true, "mekha", holders)).toBeNull();
  });
});

describe("the dice a participant brings", () => {
  const bolu = {
    type: "wickedCharacter",
    system: sampleBoluTa(),
    items: [sampleStrengthItem("Exorcism", sampleExorcism(), "exo")],
  };
  it("two forms' dice and a strength's when its form is one of them", () => {
    expect(diceChoiceFrom(bolu, ["forOthers", "directly"], "exo")).toMatchObject({
      ok: true,
      choice: { sizes: [8, 12, 8], strengthName: "Exorcism" },
    });
    expect(diceChoiceFrom(bolu, ["forMyself", "directly"], "exo")).toEqual({
      ok: false,
      problem: "STORY_ENGINES.Wicked.Conflict.Problems.strengthNotApplicable",
    });
    expect(diceChoiceFrom(bolu, ["directly"], "")).toMatchObject({ ok: false });
  });
  it("an NPC's one NPC form, both its dice, and a strength good in that NPC form", () => {
    const shahu = {
      type: "wickedNpc",
      system: sampleShahuSeen(),
      items: [sampleStrengthItem("Inflame", sampleInflame(), "inf")],
    };
    expect(diceChoiceFrom(shahu, ["action"], "inf")).toMatchObject({
      ok: true,
      choice: { sizes: [12, 8, 8], consequentialForm: "forOthers", consequentialNpcForm: "selfProtection" },
    });
  });
  it("refuses a character out of the chapter, dead, or short of best interests", () => {
    const out = {
      ...bolu,
      system: {
        ...sampleBoluTa(),
        forms: forms(
          { covertly: 6, directly: 12, forMyself: 10, forOthers: 8, withLove: 4, withViolence: 6 },
          { covertly: 0, directly: 12, forMyself: 10, forOthers: 8, withLove: 0, withViolence: 6 },
        ),
      },
    };
    expect(entryProblems(out)).toEqual(["STORY_ENGINES.Wicked.Conflict.Problems.outOfChapter"]);
    expect(entryProblems({ ...bolu, system: { ...sampleBoluTa(), dead: true } })).toEqual([
      "STORY_ENGINES.Wicked.Conflict.Problems.dead",
    ]);
    expect(entryProblems({ ...bolu, system: { ...sampleBoluTa(), interests: ["one"] } })).toEqual([
      "STORY_ENGINES.Wicked.Conflict.Problems.needsInterests",
    ]);
  });
});

describe("the conflict's documents", () => {
  it("a new conflict and participant validate", () => {
    expect(validateSystem(conflictSpec, initialSystem(conflictSpec.fields))).toEqual([]);
    expect(validateSystem(participantSpec, initialSystem(participantSpec.fields))).toEqual([]);
  });
});
