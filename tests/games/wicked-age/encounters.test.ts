// Issue 20 §6: a world that plays other games too. A new encounter is an In
// a Wicked Age conflict when it is started as one (the game's tools ask for
// the type), or, untyped, when In a Wicked Age is the only game the world
// plays; in a world that also plays Personae, an encounter made from
// Foundry's Combat Tracker stays Foundry's base type.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installFakeFoundry, uninstallFakeFoundry } from "../../harness/fake-foundry";

type Creator = { create(data: Record<string, unknown>): Promise<Record<string, unknown> | undefined> };
const g = globalThis as Record<string, unknown>;
const config = () => (g.CONFIG as { Combat: { documentClass: Creator } }).Combat;
const settings = () =>
  (
    g.game as {
      settings: {
        register(n: string, k: string, c: Record<string, unknown>): void;
        set(n: string, k: string, v: unknown): Promise<unknown>;
      };
    }
  ).settings;

let untypedIsConflict: (wicked: boolean, others: boolean) => boolean;

beforeAll(async () => {
  installFakeFoundry();
  const games = ["wickedAgeEnabled", "personaeEnabled"];
  for (const key of games)
    settings().register("story-engines", key, { scope: "world", config: true, type: Boolean, default: true });
  // Foundry's base class: create hands back what it was given.
  config().documentClass = class BaseCombat {
    static create(data: Record<string, unknown>): Promise<Record<string, unknown>> {
      return Promise.resolve(data);
    }
  };
  const mod = await import("../../../src/games/wicked-age/conflict/combat-class");
  mod.registerConflictClass();
  untypedIsConflict = mod.untypedIsConflict;
});
afterAll(() => uninstallFakeFoundry());
beforeEach(async () => {
  await settings().set("story-engines", "wickedAgeEnabled", true);
  await settings().set("story-engines", "personaeEnabled", true);
});

describe("new encounters in a world that plays two games", () => {
  it("Personae and In a Wicked Age: an encounter from the Combat Tracker stays Foundry's; one started as a conflict is one", async () => {
    expect((await config().documentClass.create({ name: "Dunmore's jump" }))?.type).toBeUndefined();
    expect((await config().documentClass.create({ name: "The horse camp", type: "wickedConflict" }))?.type).toBe(
      "wickedConflict",
    );
  });

  it("In a Wicked Age alone: an untyped encounter is a conflict; a world that switched it off gets none", async () => {
    await settings().set("story-engines", "personaeEnabled", false);
    expect((await config().documentClass.create({ name: "The horse camp" }))?.type).toBe("wickedConflict");
    await settings().set("story-engines", "wickedAgeEnabled", false);
    expect((await config().documentClass.create({ name: "Dunmore's jump" }))?.type).toBeUndefined();
  });

  it("the rule: only In a Wicked Age played", () => {
    expect([untypedIsConflict(true, false), untypedIsConflict(true, true), untypedIsConflict(false, false)]).toEqual([
      true,
      false,
      false,
    ]);
  });
});
