// Issue 20 §6 and issue 30 §3: a new encounter is an In a Wicked Age
// conflict when it is started as one (the game's tools ask for the type), or
// when it comes untyped — Foundry's Create Encounter gives no data at all —
// in a world where In a Wicked Age is the only game played; in a world that
// also plays Personae, its creator chooses a conflict or Foundry's plain encounter.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installFakeFoundry, uninstallFakeFoundry } from "../../harness/fake-foundry";

type Creator = { create(data?: Record<string, unknown>): Promise<Record<string, unknown> | undefined> };
type Dialogs = { wait(config: { buttons: { action: string }[] }): Promise<unknown> };
const dialogs = () => (g.foundry as { applications: { api: { DialogV2: Dialogs } } }).applications.api.DialogV2;
let answer: string | null = null;
let asked: string[][] = [];
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

let untypedEncounter: (wicked: boolean, others: boolean) => string;

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
  untypedEncounter = mod.untypedEncounter;
  dialogs().wait = (config) => {
    asked.push(config.buttons.map((b) => b.action));
    return Promise.resolve(answer);
  };
});
afterAll(() => uninstallFakeFoundry());
beforeEach(async () => {
  asked = [];
  answer = null;
  await settings().set("story-engines", "wickedAgeEnabled", true);
  await settings().set("story-engines", "personaeEnabled", true);
});

describe("new encounters in a world that plays two games", () => {
  it("Personae and In a Wicked Age: Create Encounter asks — a conflict or Foundry's plain encounter; closed, nothing", async () => {
    answer = "plain";
    expect((await config().documentClass.create())?.type).toBeUndefined();
    answer = "conflict";
    expect((await config().documentClass.create())?.type).toBe("wickedConflict");
    answer = null;
    expect(await config().documentClass.create()).toBeUndefined();
    expect(asked).toEqual([
      ["conflict", "plain"],
      ["conflict", "plain"],
      ["conflict", "plain"],
    ]);
    // Started as a conflict by the game's tools: no question.
    expect((await config().documentClass.create({ name: "The horse camp", type: "wickedConflict" }))?.type).toBe(
      "wickedConflict",
    );
    expect(asked).toHaveLength(3);
  });

  it("In a Wicked Age alone: an untyped encounter is a conflict; a world that switched it off gets none", async () => {
    await settings().set("story-engines", "personaeEnabled", false);
    expect((await config().documentClass.create({ name: "The horse camp" }))?.type).toBe("wickedConflict");
    // The Combat Tracker's own Create Encounter, which gives no data: a conflict, and no question.
    expect((await config().documentClass.create())?.type).toBe("wickedConflict");
    expect(asked).toEqual([]);
    await settings().set("story-engines", "wickedAgeEnabled", false);
    expect((await config().documentClass.create({ name: "Dunmore's jump" }))?.type).toBeUndefined();
  });

  it("the rule: In a Wicked Age alone, a conflict; with other games, ask; not played, plain", () => {
    expect([untypedEncounter(true, false), untypedEncounter(true, true), untypedEncounter(false, true)]).toEqual([
      "conflict",
      "ask",
      "plain",
    ]);
  });
});
