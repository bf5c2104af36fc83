/**
 * The assembly rules on the Venus character sheet: what the context shows
 * (boosted jobs with base and effective level, the free D66 job, capability
 * levels with their override marker, allocation problems per ability) and
 * what a submit does (a typed capability level becomes an override; a tier
 * rise lifts the jobs at the old minimum job level), with a fake Foundry.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installFakeFoundry, uninstallFakeFoundry, type FoundryRecord } from "../../../harness/fake-foundry";
import { buildCharacterContext } from "../../../../src/games/venus/sheets/character-context";
import { sampleAssemblyProblems, sampleCharacterSystem, sampleItems } from "../../../../src/games/venus/sheets/samples";
import type { VenusCharacterSystem } from "../../../../src/games/venus/data/character";

type Row = Record<string, unknown>;
const context = (system: VenusCharacterSystem, items = sampleItems()) =>
  buildCharacterContext({ actor: { name: "N", img: "" }, system, items, editable: true, enrichedBiography: "" });

describe("the character sheet's context", () => {
  // "some attributes can boost your level, and these boosts can bring the effective level above an 8"
  it("shows a boosted job's own level and its effective level", () => {
    const jobs = context(sampleCharacterSystem()).jobs as Row[];
    expect(jobs.find((j) => j.name === "Acrobat")).toMatchObject({
      level: 3,
      boosted: true,
      boostLevels: 2,
      effective: 5,
      boostAttribute: "Sea Legs",
    });
    expect(jobs.find((j) => j.name === "Sailor")).toMatchObject({ level: 2, boosted: false, effective: 2 });
  });

  it("marks a capability level set by hand, beside the formula's", () => {
    const capabilities = context(sampleCharacterSystem()).capabilities as Row[];
    expect(capabilities.map((c) => [c.name, c.level, c.computed, c.override])).toEqual([
      ["Grit", 2, 2, false],
      ["Links", 3, 1, true],
    ]);
  });

  it("names allocation problems on the ability, a job above 8, the free D66 job and a missing boost", () => {
    const { system, items } = sampleAssemblyProblems();
    const c = context(system, items);
    const abilities = c.abilities as { mental: Row[]; physical: Row[] };
    expect(abilities.mental.map((a) => (a.allocationProblem as Row | null)?.abilities ?? null)).toEqual([
      null,
      null,
      "Wit",
    ]);
    expect(c.allocationWarning).toBe(true);
    const mariner = (c.jobs as Row[]).find((j) => j.name === "Mariner");
    expect(mariner).toMatchObject({
      d66Start: true,
      boostMissing: true,
      boosted: false,
      effective: 9,
      cost: 0 + 9 - 2,
    });
    expect(mariner?.problems).toEqual([{ key: "STORY_ENGINES.Venus.Validation.jobAboveAssemblyMax", max: 8, min: 2 }]);
    expect(context(sampleCharacterSystem()).allocationWarning).toBe(false);
  });
});

describe("submitting the character sheet", () => {
  let record: FoundryRecord;
  let VenusCharacterSheet: { onSubmit(this: unknown, e: unknown, f: unknown, d: unknown): Promise<void> };
  let actorUpdates: Row[];
  let itemUpdates: Row[][];

  beforeAll(async () => {
    record = installFakeFoundry();
    ({ VenusCharacterSheet } = (await import("../../../../src/games/venus/sheets/character-sheet")) as never);
    // Venus's table roles: the sheet asks whether the user is the FC (leave for more than one Platinum).
    const { registerRoles } = await import("../../../../src/core/table-roles");
    const { venusDefinition } = await import("../../../../src/games/venus/definition");
    registerRoles({ definition: venusDefinition } as Parameters<typeof registerRoles>[0]);
    const g = globalThis as unknown as {
      game: {
        user: { id: string; isGM: boolean };
        users: Record<string, unknown>;
        settings: { register: (namespace: string, key: string, config: Record<string, unknown>) => void };
      };
    };
    g.game.settings.register("story-engines", "tableRoles", { scope: "world", type: Object, default: {} });
    // The one user here is the GM, who holds the FC's role by default.
    g.game.users.map = <T>(fn: (u: unknown) => T): T[] => [{ ...g.game.user, name: "GM", active: true }].map(fn);
  });
  afterAll(() => uninstallFakeFoundry());
  beforeEach(() => {
    actorUpdates = [];
    itemUpdates = [];
    record.warnings.length = 0;
  });

  function sheetWith(system: VenusCharacterSystem, jobs: { id: string; level: number; exp: number }[]) {
    const actor = {
      system,
      items: jobs.map((j) => ({ id: j.id, type: "venusJob", system: { level: j.level, exp: j.exp } })),
      toObject: () => ({ system: structuredClone(system) }),
      update: async (data: Row) => {
        actorUpdates.push(data);
        Object.assign(system, (data.system as Row | undefined) ?? {});
      },
      updateEmbeddedDocuments: async (_name: string, updates: Row[]) => {
        itemUpdates.push(updates);
      },
    };
    return { isEditable: true, actor, render: () => undefined };
  }

  const submit = (sheet: Row, object: Row) => {
    const proto = (VenusCharacterSheet as unknown as { prototype: object }).prototype;
    const descriptors = Object.fromEntries(Object.entries(sheet).map(([k, value]) => [k, { value }]));
    return VenusCharacterSheet.onSubmit.call(Object.create(proto, descriptors), {}, {}, { object });
  };

  // "if your tier raises through play … all jobs that you had that were still at your previous minimum
  // automatically raise to the new minimum, without needing to accumulate more exp for them"
  it("a tier rise lifts the jobs at the old minimum, and only those", async () => {
    const system = { ...sampleCharacterSystem(), tier: "public" as const };
    const sheet = sheetWith(system, [
      { id: "a", level: 1, exp: 1 },
      { id: "b", level: 5, exp: 2 },
      { id: "c", level: 0, exp: 3 },
    ]);
    await submit(sheet, { system: { tier: "heroic" } });
    expect(actorUpdates).toHaveLength(1);
    expect(itemUpdates).toEqual([[{ _id: "a", "system.level": 2, "system.exp": 0 }]]);
  });

  it("a refused submit raises nothing", async () => {
    const system = { ...sampleCharacterSystem(), tier: "public" as const };
    const sheet = sheetWith(system, [{ id: "a", level: 1, exp: 0 }]);
    await submit(sheet, { system: { tier: "heroic", kismet: { lots: 11 } } });
    expect([actorUpdates, itemUpdates]).toEqual([[], []]);
    expect(record.warnings.length).toBeGreaterThan(0);
  });

  it("a capability level typed over the formula's is saved as an override", async () => {
    const system = sampleCharacterSystem();
    const sheet = sheetWith(system, []);
    const rows = {
      0: { name: "Grit", first: "wit", second: "swi", level: 4, yes: 2 },
      1: { name: "Links", first: "app", second: "app", level: 3, yes: 1 },
    };
    await submit(sheet, { system: { capabilities: rows } });
    const saved = (actorUpdates[0]?.system as Row).capabilities as Row[];
    expect(saved.map((c) => [c.name, c.level, c.override])).toEqual([
      ["Grit", 4, true],
      ["Links", 3, true],
    ]);
  });
});
