// Personae specs: good data accepted, each bad input refused with the code a
// message is built from; derived values as the SRD gives them.
import { describe, expect, it } from "vitest";
import { initialSystem, validateSystem, validateSystemUpdate } from "../../../../src/schema";
import {
  deriveIdentity,
  harmOf,
  identitySpec,
  thresholdOf,
  type PersonaeIdentitySystem,
} from "../../../../src/games/personae/data/identity";
import {
  enhancementPoints,
  enhancementSpec,
  preternaeSpec,
  skillSpec,
  sphereSpec,
} from "../../../../src/games/personae/data/items";

const identity = (): PersonaeIdentitySystem => initialSystem(identitySpec.fields) as unknown as PersonaeIdentitySystem;
const rec = (v: unknown) => v as Record<string, unknown>;
const codes = (problems: { code: string }[]) =>
  problems.map((p) => p.code.replace("STORY_ENGINES.Personae.Validation.", ""));

describe("the identity spec", () => {
  it("a new identity is a character in creation on 10 points: Potential 1, threshold 3, vitality 2", () => {
    const system = identity();
    expect(validateSystem(identitySpec, rec(system))).toEqual([]);
    const sum = Object.values(system.attributes).reduce((a, b) => a + b, 0);
    expect(sum).toBe(10);
    const derived = deriveIdentity(system, []);
    expect(derived).toMatchObject({ character: true, potential: 1, threshold: 3, vitality: { value: 2, max: 2 } });
    expect(derived.priorityProblems).toEqual([]);
    expect(thresholdOf(rec(system))).toBe(3);
  });

  it("refuses an attribute below its priority's minimum (1; the hindrance 0)", () => {
    const current = rec(identity());
    expect(codes(validateSystemUpdate(identitySpec, current, { attributes: { com: 0 } }))).toEqual([
      "attributeBelowMinimum",
    ]);
    expect(validateSystemUpdate(identitySpec, current, { attributes: { sta: 0 } })).toEqual([]);
    expect(codes(validateSystemUpdate(identitySpec, current, { attributes: { sta: -1 } }))).toEqual(["min"]);
  });

  it("in creation, broken priorities are warnings; once play begins they are refused", () => {
    const broken = { attributes: { res: 3 } };
    const creation = rec(identity());
    expect(validateSystemUpdate(identitySpec, creation, broken)).toEqual([]);
    expect(
      deriveIdentity({ ...identity(), attributes: { ...identity().attributes, res: 3 } }, []).priorityProblems.map(
        (p) => p.code,
      ),
    ).toContain("STORY_ENGINES.Personae.Validation.priority-order");
    const play = { ...rec(identity()), mode: "play" };
    expect(codes(validateSystemUpdate(identitySpec, play, broken))).toContain("priority-order");
    expect(codes(validateSystemUpdate(identitySpec, creation, { mode: "play", attributes: { res: 3 } }))).toContain(
      "priority-order",
    );
  });

  it("refuses more criticals than the bank (the potential threshold) holds", () => {
    const current = rec(identity());
    expect(validateSystemUpdate(identitySpec, current, { criticals: 3 })).toEqual([]);
    expect(codes(validateSystemUpdate(identitySpec, current, { criticals: 4 }))).toEqual(["criticalsAboveBank"]);
    // other identities have no bank cap
    expect(
      validateSystemUpdate(identitySpec, { ...current, kind: "object", toughness: "minor" }, { criticals: 9 }),
    ).toEqual([]);
  });

  it("refuses shock beyond the toughness and a character that is not major", () => {
    const door = { ...rec(identity()), kind: "object", toughness: "minor" };
    expect(codes(validateSystemUpdate(identitySpec, door, { shock: 1 }))).toEqual(["shockBeyondToughness"]);
    const thug = { ...rec(identity()), kind: "supporting", toughness: "medium" };
    expect(validateSystemUpdate(identitySpec, thug, { shock: 2 })).toEqual([]);
    expect(codes(validateSystemUpdate(identitySpec, thug, { shock: 3 }))).toEqual(["shockBeyondToughness"]);
    expect(codes(validateSystemUpdate(identitySpec, rec(identity()), { toughness: "minor" }))).toEqual([
      "characterIsMajor",
    ]);
  });

  it("non-characters may have attributes of 0 and have no Potential", () => {
    const door = {
      ...identity(),
      kind: "object" as const,
      toughness: "minor" as const,
      attributes: { com: 0, cng: 0, res: 0, pro: 0, kno: 0, sta: 3 },
    };
    expect(validateSystem(identitySpec, rec(door))).toEqual([]);
    expect(deriveIdentity(door, [])).toMatchObject({
      character: false,
      potential: null,
      threshold: null,
      vitality: { max: 4 },
    });
  });

  it("derives the token bars and the harm the rules read", () => {
    const system = { ...identity(), attributes: { ...identity().attributes, sta: 5 }, hits: 2, shock: 0 };
    const derived = deriveIdentity(system, []);
    expect(derived.vitality).toEqual({ value: 4, max: 6 });
    expect(derived.shockTrack).toEqual({ value: 0, max: 4 });
    expect(harmOf(system, derived)).toEqual({
      toughness: "major",
      vitality: 6,
      hits: 2,
      shock: 0,
      stabilised: false,
      inoperative: false,
      negated: false,
    });
  });

  it("derives creation use and warnings from the owned items, the resource cap, companions", () => {
    const system = identity();
    const skill = (rating: number, free = false) => ({
      type: "personaeSkill",
      system: { rating, free, unlocked: true },
    });
    const items = [
      skill(3),
      skill(2),
      skill(2),
      { type: "personaeSphere", system: { kind: "resource", contribution: 2, native: false } },
      { type: "personaeSphere", system: { kind: "language", contribution: 0, native: true } },
      {
        type: "personaeEnhancement",
        system: { companion: true, superior: false, exceptional: false, conditions: 0, upgrades: 0, background: false },
      },
    ];
    const derived = deriveIdentity({ ...system, resources: { boost: 1, boostScenes: 2 } }, items);
    expect(derived.creation?.used.skills).toBe(3);
    expect(codes(derived.creationProblems)).toEqual(["too-many-skills"]);
    expect(derived.resourceCap).toBe(3);
    expect(derived.companionReady).toBe(false);
  });
});

describe("the item specs", () => {
  it("accept their initial data", () => {
    for (const spec of [skillSpec, enhancementSpec, preternaeSpec, sphereSpec]) {
      expect(validateSystem(spec, initialSystem(spec.fields)), spec.type).toEqual([]);
    }
    expect(initialSystem(skillSpec.fields)).toMatchObject({ rating: 2, unlocked: true, attribute: "com" });
  });

  it("refuse an unknown attribute, a rating of 0, an Exceptional enhancement that is not Superior", () => {
    const skill = initialSystem(skillSpec.fields);
    expect(codes(validateSystem(skillSpec, { ...skill, attribute: "luck" }))).toEqual(["choice"]);
    expect(codes(validateSystem(skillSpec, { ...skill, rating: 0 }))).toEqual(["min"]);
    const e = initialSystem(enhancementSpec.fields);
    expect(codes(validateSystem(enhancementSpec, { ...e, exceptional: true }))).toEqual(["exceptionalNeedsSuperior"]);
    expect(validateSystem(enhancementSpec, { ...e, exceptional: true, superior: true })).toEqual([]);
  });

  it("enhancement costs: 1, Superior 2, Exceptional 3, upgrades less conditions", () => {
    const e = initialSystem(enhancementSpec.fields);
    expect(enhancementPoints(e)).toBe(1);
    expect(enhancementPoints({ ...e, superior: true, exceptional: true })).toBe(3);
    expect(enhancementPoints({ ...e, upgrades: 2, conditions: 1 })).toBe(2);
  });

  it("refuse a preternae duration other than I/M/T/S and an expertise used more than it may be", () => {
    expect(codes(validateSystem(preternaeSpec, { ...initialSystem(preternaeSpec.fields), duration: "X" }))).toEqual([
      "choice",
    ]);
    const sphere = initialSystem(sphereSpec.fields);
    expect(codes(validateSystem(sphereSpec, { ...sphere, used: 2 }))).toEqual(["expertiseOverused"]);
    expect(codes(validateSystem(sphereSpec, { ...sphere, native: true }))).toEqual(["nativeNotLanguage"]);
    expect(validateSystem(sphereSpec, { ...sphere, kind: "language", native: true })).toEqual([]);
  });
});
