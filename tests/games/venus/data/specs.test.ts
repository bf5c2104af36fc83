// Venus specs against the book: good data accepted, each bad input refused
// with the code a message is built from; the job pack accepted unchanged.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { initialSystem, validateSystem, validateSystemUpdate } from "../../../../src/schema";
import { characterSpec, type VenusCharacterSystem } from "../../../../src/games/venus/data/character";
import { jobSpec } from "../../../../src/games/venus/data/job";
import { lifepathSpec } from "../../../../src/games/venus/data/lifepath";
import { attributeSpec } from "../../../../src/games/venus/data/attribute";
import { assetSpec } from "../../../../src/games/venus/data/asset";
import { listPackFiles, PACKS_DIR } from "../../../../tools/lib/pack-writer.mjs";

const character = (): VenusCharacterSystem => initialSystem(characterSpec.fields) as unknown as VenusCharacterSystem;
const asRecord = (v: unknown) => v as Record<string, unknown>;
const codes = (problems: { code: string }[]) => problems.map((p) => p.code);
const vinpc = (name: string) => ({ name, relation: "", favor: false, uuid: "" });
const capability = (name: string) => ({ name, first: "wit", second: "swi", level: 1 });

describe("the job spec", () => {
  it("accepts every committed D66 job unchanged", async () => {
    const files = await listPackFiles("venus-jobs");
    expect(files).toHaveLength(36);
    for (const rel of files) {
      const doc = JSON.parse(readFileSync(join(PACKS_DIR, rel), "utf8")) as { system: Record<string, unknown> };
      expect(validateSystem(jobSpec, doc.system), rel).toEqual([]);
    }
  });

  it("refuses a level above 10, a D66 number with a 7, an unknown ability", () => {
    const job = initialSystem(jobSpec.fields);
    expect(codes(validateSystem(jobSpec, { ...job, level: 11 }))).toEqual(["max"]);
    expect(codes(validateSystem(jobSpec, { ...job, d66: 17 }))).toEqual(["choice"]);
    expect(codes(validateSystem(jobSpec, { ...job, ability: "luck" }))).toEqual(["choice"]);
    expect(validateSystem(jobSpec, { ...job, level: 10, exp: 20 })).toEqual([]);
  });

  it("refuses exp beyond the bar: 2 × level, 16 while learning", () => {
    const job = initialSystem(jobSpec.fields);
    expect(validateSystem(jobSpec, { ...job, level: 0, exp: 16 })).toEqual([]);
    expect(codes(validateSystem(jobSpec, { ...job, level: 0, exp: 17 }))).toEqual([
      "STORY_ENGINES.Venus.Validation.expAboveBar",
    ]);
    expect(codes(validateSystem(jobSpec, { ...job, level: 10, exp: 21 }))).toEqual(["max"]);
    expect(validateSystem(jobSpec, { ...job, level: 4, exp: 8 })).toEqual([]);
    expect(codes(validateSystem(jobSpec, { ...job, level: 4, exp: 9 }))).toEqual([
      "STORY_ENGINES.Venus.Validation.expAboveBar",
    ]);
  });
});

describe("the character spec", () => {
  it("accepts the initial data: all abilities Bronze +0, Lots 0, Fidelity 0", () => {
    const system = character();
    expect(validateSystem(characterSpec, asRecord(system))).toEqual([]);
    expect(system.abilities.wit).toEqual({ caliber: "bronze", score: 0 });
    expect(system.kismet).toEqual({ lots: 0, ego: false, fidelity: 0 });
  });

  it("refuses scores outside 0–9, Lots outside 0–10, Fidelity outside 0–4", () => {
    const current = asRecord(character());
    const update = (changes: Record<string, unknown>) => validateSystemUpdate(characterSpec, current, changes);
    expect(update({ abilities: { wit: { score: 10 } } })).toEqual([
      { path: "abilities.wit.score", code: "max", params: { max: 9, value: 10 } },
    ]);
    expect(codes(update({ abilities: { app: { score: -1 } } }))).toEqual(["min"]);
    expect(codes(update({ abilities: { app: { score: 2.5 } } }))).toEqual(["integer"]);
    expect(codes(update({ kismet: { lots: 11 } }))).toEqual(["max"]);
    expect(codes(update({ kismet: { lots: -1 } }))).toEqual(["min"]);
    expect(codes(update({ kismet: { fidelity: 5 } }))).toEqual(["max"]);
    expect(update({ abilities: { wit: { score: 9 } }, kismet: { lots: 10, fidelity: 4 } })).toEqual([]);
  });

  it("refuses more than three VINPCs or capabilities", () => {
    const current = asRecord(character());
    const four = ["a", "b", "c", "d"];
    expect(codes(validateSystemUpdate(characterSpec, current, { vinpcs: four.map(vinpc) }))).toEqual(["maxLength"]);
    expect(codes(validateSystemUpdate(characterSpec, current, { capabilities: four.map(capability) }))).toEqual([
      "maxLength",
    ]);
    expect(validateSystemUpdate(characterSpec, current, { vinpcs: four.slice(0, 3).map(vinpc) })).toEqual([]);
    // The joint rule (what Foundry's validateJoint throws on) says the same with the game's own message.
    expect(
      codes(characterSpec.joint?.({ ...current, vinpcs: four.map(vinpc), capabilities: four.map(capability) }) ?? []),
    ).toEqual(["STORY_ENGINES.Venus.Validation.tooManyVinpcs", "STORY_ENGINES.Venus.Validation.tooManyCapabilities"]);
  });

  it("refuses an unknown caliber, tier, age or size", () => {
    const current = asRecord(character());
    expect(codes(validateSystemUpdate(characterSpec, current, { abilities: { fin: { caliber: "iron" } } }))).toEqual([
      "choice",
    ]);
    expect(codes(validateSystemUpdate(characterSpec, current, { tier: "divine" }))).toEqual(["choice"]);
    expect(codes(validateSystemUpdate(characterSpec, current, { age: 6 }))).toEqual(["max"]);
    expect(codes(validateSystemUpdate(characterSpec, current, { size: 0 }))).toEqual(["min"]);
  });
});

describe("the item specs", () => {
  it("lifepaths list at most six attributes and a pair names two abilities", () => {
    const lp = initialSystem(lifepathSpec.fields);
    expect(validateSystem(lifepathSpec, lp)).toEqual([]);
    expect(codes(validateSystem(lifepathSpec, { ...lp, attributes: ["1", "2", "3", "4", "5", "6", "7"] }))).toEqual([
      "maxLength",
    ]);
    expect(
      codes(validateSystem(lifepathSpec, { ...lp, scorePoint: { type: "pair", first: "app", second: "" } })),
    ).toEqual(["STORY_ENGINES.Venus.Validation.pairNeedsTwoAbilities"]);
    expect(validateSystem(lifepathSpec, { ...lp, scorePoint: { type: "pair", first: "app", second: "res" } })).toEqual(
      [],
    );
  });

  it("attributes are one of the five kinds; assets capital or vendible with a worth caliber", () => {
    expect(validateSystem(attributeSpec, initialSystem(attributeSpec.fields))).toEqual([]);
    expect(codes(validateSystem(attributeSpec, { ...initialSystem(attributeSpec.fields), kind: "talent" }))).toEqual([
      "choice",
    ]);
    const asset = initialSystem(assetSpec.fields);
    expect(validateSystem(assetSpec, asset)).toEqual([]);
    expect(codes(validateSystem(assetSpec, { ...asset, kind: "stock" }))).toEqual(["choice"]);
    expect(codes(validateSystem(assetSpec, { ...asset, worth: { dice: 1, caliber: "iron" } }))).toEqual(["choice"]);
    expect(codes(validateSystem(assetSpec, { ...asset, uses: 13 }))).toEqual(["max"]);
  });
});
