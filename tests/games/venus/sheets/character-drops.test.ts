/**
 * Drops on the Venus character sheet, the Foundry way: the sheet leaves
 * `_onDrop` to Foundry (so `dropActorSheetData` fires) and overrides
 * `_onDropItem` / `_onDropActor`; a dropped item is created from
 * `game.items.fromCompendium` (compendium source kept, folder cleared), not
 * from a raw `toObject()`.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { installFakeFoundry, uninstallFakeFoundry, type FoundryRecord } from "../../../harness/fake-foundry";

type Sheet = {
  _onDropItem(event: unknown, item: unknown): Promise<unknown>;
  _onDropActor(event: unknown, actor: unknown): Promise<unknown>;
};

let record: FoundryRecord;
let VenusCharacterSheet: { prototype: object };
let fromCompendium: { document: unknown; options: unknown }[];
let created: { data: Record<string, unknown>[]; operation: unknown }[];
let updates: Record<string, unknown>[];

const character = {
  documentName: "Actor",
  uuid: "Actor.dhyr",
  name: "Dhyr",
  type: "venusCharacter",
  system: { vinpcs: [] },
  items: {
    get: (id: string) => (id === "owned" ? { id } : undefined),
    filter: () => [],
  },
  toObject: () => ({ system: { vinpcs: [] } }),
  createEmbeddedDocuments: async (_name: string, data: Record<string, unknown>[], operation: unknown) => {
    created.push({ data, operation });
    return data;
  },
  update: async (data: Record<string, unknown>) => {
    updates.push(data);
    return character;
  },
};

function sheetFor(actor: object): Sheet {
  return Object.create(VenusCharacterSheet.prototype, {
    actor: { value: actor },
    document: { value: actor },
    isEditable: { value: true },
  }) as Sheet;
}

const compendiumJob = {
  id: "ritualist",
  uuid: "Compendium.story-engines.venus-jobs.Item.ritualist",
  name: "Ritualist",
  type: "venusJob",
  system: { ability: "res", level: 0, exp: 0 },
  parent: null,
  toObject: () => {
    throw new Error("a dropped item is created from fromCompendium, not toObject");
  },
};

beforeAll(async () => {
  record = installFakeFoundry();
  ({ VenusCharacterSheet } = await import("../../../../src/games/venus/sheets/character-sheet"));
});

afterAll(() => uninstallFakeFoundry());

beforeEach(() => {
  fromCompendium = [];
  created = [];
  updates = [];
  record.warnings.length = 0;
  const game = (globalThis as unknown as { game: Record<string, unknown> }).game;
  game.items = {
    fromCompendium: (document: { name: string; type: string; system: object; uuid: string }, options: object) => {
      fromCompendium.push({ document, options });
      return {
        name: document.name,
        type: document.type,
        system: document.system,
        _stats: { compendiumSource: document.uuid },
      };
    },
  };
});

describe("drops on the Venus character sheet", () => {
  it("leaves _onDrop to Foundry, so the dropActorSheetData hook fires", () => {
    expect(Object.hasOwn(VenusCharacterSheet.prototype, "_onDrop")).toBe(false);
    expect(Object.hasOwn(VenusCharacterSheet.prototype, "_onDropItem")).toBe(true);
    expect(Object.hasOwn(VenusCharacterSheet.prototype, "_onDropActor")).toBe(true);
  });

  it("creates a job from a compendium with fromCompendium: compendium source kept, folder cleared, id kept", async () => {
    await sheetFor(character)._onDropItem({}, compendiumJob);
    expect(fromCompendium).toEqual([{ document: compendiumJob, options: { keepId: true, clearFolder: true } }]);
    expect(created).toEqual([
      {
        data: [
          {
            name: "Ritualist",
            type: "venusJob",
            // "when you start a new job, it's starting level is equal your minimum job level" (Public: 1).
            system: { ...compendiumJob.system, level: 1, exp: 0, d66Start: false },
            _stats: { compendiumSource: compendiumJob.uuid },
          },
        ],
        operation: { keepId: true },
      },
    ]);
  });

  describe("a job arrives at the character's minimum job level", () => {
    const owned = (type: string, system: object = {}) => ({ type, name: type, system });
    const characterWith = (tier: string, items: { type: string; system: object }[]) => ({
      ...character,
      system: { vinpcs: [], tier },
      items: { get: () => undefined, filter: (fn: (i: object) => boolean) => items.filter(fn) },
    });
    const acrobat = { ...compendiumJob, name: "Acrobat", system: { ability: "fin", level: 0, exp: 0, d66: 54 } };
    const arrived = () => (created[0]?.data[0]?.system ?? {}) as Record<string, unknown>;

    it("a compendium job (level 0, “Learning”) starts at the tier's minimum: Heroic 2", async () => {
      await sheetFor(characterWith("heroic", []))._onDropItem({}, compendiumJob);
      expect(arrived()).toMatchObject({ level: 2, exp: 0 });
    });

    it("“before you choose any lifepaths, roll a D66 or choose a job … to start for free”: the free D66 job", async () => {
      await sheetFor(characterWith("mythic", []))._onDropItem({}, acrobat);
      expect(arrived()).toMatchObject({ level: 3, exp: 0, d66Start: true });
    });

    it("a D66 job dropped after a lifepath, or beside the free one, is an ordinary job", async () => {
      await sheetFor(characterWith("public", [owned("venusLifepath")]))._onDropItem({}, acrobat);
      await sheetFor(characterWith("public", [owned("venusJob", { d66Start: true })]))._onDropItem({}, acrobat);
      expect(created.map((c) => c.data[0]?.system)).toMatchObject([
        { level: 1, d66Start: false },
        { level: 1, d66Start: false },
      ]);
    });

    it("a job already above the minimum (from another character) keeps its level and exp", async () => {
      const veteran = { ...compendiumJob, system: { ability: "res", level: 5, exp: 3, d66: 0 } };
      await sheetFor(characterWith("heroic", []))._onDropItem({}, veteran);
      expect(arrived()).toMatchObject({ level: 5, exp: 3, d66Start: false });
    });
  });

  it("gives a new id when the actor already has an item with the dropped one's", async () => {
    await sheetFor(character)._onDropItem({}, { ...compendiumJob, id: "owned" });
    expect(fromCompendium[0]?.options).toEqual({ keepId: false, clearFolder: true });
    expect(created[0]?.operation).toEqual({ keepId: false });
  });

  it("refuses an item of another game", async () => {
    await sheetFor(character)._onDropItem({}, { ...compendiumJob, type: "fourColorsDescriptor" });
    expect(created).toEqual([]);
    expect(record.warnings).toEqual(["STORY_ENGINES.Venus.Sheet.dropNotVenus"]);
  });

  it("adds a dropped actor as a VINPC, once", async () => {
    const melyn = { documentName: "Actor", uuid: "Actor.melyn", name: "Melyn" };
    await sheetFor(character)._onDropActor({}, melyn);
    expect(updates).toEqual([
      { system: { vinpcs: [{ name: "Melyn", relation: "", favor: false, uuid: "Actor.melyn" }] } },
    ]);
    await sheetFor(character)._onDropActor({}, character);
    expect(updates).toHaveLength(1);
  });
});
