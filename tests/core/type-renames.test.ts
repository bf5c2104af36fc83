import { readFileSync } from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LEGACY_TYPE_NAMES, planActorTypeRenames, planTypeRename, renamedType } from "../../src/core/type-renames";
import { MIGRATIONS } from "../../src/core/migration-list";
import type { RenameActor, RenameCollection, RenameTarget } from "../../src/core/type-rename-migration";

type Source = Record<string, unknown> & { _id: string; type: string; system: Record<string, unknown> };
interface WorldFixture {
  actors: (Source & { items: Source[] })[];
  invalidActors: (Source & { items: Source[] })[];
  items: Source[];
  invalidItems: Source[];
}

const FIXTURE = new URL("./fixtures/world-0.1.0.json", import.meta.url);
const loadWorld = (): WorldFixture => JSON.parse(readFileSync(FIXTURE, "utf8")) as WorldFixture;
const template = JSON.parse(readFileSync(new URL("../../template.json", import.meta.url), "utf8")) as Record<
  "Actor" | "Item",
  { types: string[] }
>;

/** v14's replacement operator, as the world's Foundry would give it (holding the value). */
class ForcedReplacement {
  constructor(readonly replacement: unknown) {}
}

/**
 * A document that applies updates the way Foundry does where it matters
 * here: `type` may change only together with a replaced `system` — v14's
 * ForcedReplacement, v13's `==system` (or `system` with `recursive: false`) —
 * and the write replaces the system data.
 */
class FakeDoc implements RenameTarget {
  updates: Record<string, unknown>[] = [];
  constructor(
    public source: Source,
    private failWith?: string,
  ) {}
  get id(): string {
    return this.source._id;
  }
  toObject(): Record<string, unknown> {
    return structuredClone(this.source);
  }
  update(data: Record<string, unknown>, operation: Record<string, unknown> = {}): Promise<this> {
    if (this.failWith) return Promise.reject(new Error(this.failWith));
    const forced = data.system instanceof ForcedReplacement ? data.system.replacement : undefined;
    const replaced = forced !== undefined || "==system" in data || ("system" in data && operation.recursive === false);
    if ("type" in data && !replaced) return Promise.reject(new Error("type changed without replacing system"));
    this.updates.push(data);
    if (typeof data.type === "string") this.source.type = data.type;
    const system = forced ?? data["==system"] ?? data.system;
    if (system) this.source.system = structuredClone(system) as Record<string, unknown>;
    return Promise.resolve(this);
  }
}

function collection<T extends FakeDoc>(
  valid: T[],
  invalid: T[],
): RenameCollection<T> & { get(id: string): T | undefined } {
  return {
    [Symbol.iterator]: () => valid[Symbol.iterator](),
    invalidDocumentIds: new Set(invalid.map((d) => d.id)),
    getInvalid: (id) => invalid.find((d) => d.id === id),
    get: (id) => valid.find((d) => d.id === id),
  };
}

class FakeActor extends FakeDoc implements RenameActor {
  declare source: Source & { items: Source[] };
  readonly itemDocs: FakeDoc[];
  readonly items: RenameActor["items"];
  constructor(source: Source & { items: Source[] }, invalidItemIds: string[] = []) {
    super(source);
    // Embedded items share their source objects with the actor's, as in Foundry.
    this.itemDocs = source.items.map((s) => new FakeDoc(s));
    const valid = this.itemDocs.filter((d) => !invalidItemIds.includes(d.id));
    const invalid = this.itemDocs.filter((d) => invalidItemIds.includes(d.id));
    this.items = collection(valid, invalid);
  }
  updateEmbeddedDocuments(): Promise<unknown> {
    return Promise.reject(new Error("every embedded item is reachable in these fixtures"));
  }
}

function buildWorld(world = loadWorld(), invalidEmbedded: string[] = []) {
  const actors = world.actors.map((a) => new FakeActor(a, invalidEmbedded));
  const invalidActors = world.invalidActors.map((a) => new FakeActor(a, invalidEmbedded));
  const items = world.items.map((i) => new FakeDoc(i));
  const invalidItems = world.invalidItems.map((i) => new FakeDoc(i));
  return {
    docs: { actors, invalidActors, items, invalidItems },
    world: { actors: collection(actors, invalidActors), items: collection(items, invalidItems) },
  };
}

const migration = MIGRATIONS.find((m) => m.version === "0.2.0");

describe("the 0.2.0 sub-type names", () => {
  it("maps every legacy name to a sub-type template.json declares, and no legacy name is still declared", () => {
    for (const doc of ["Actor", "Item"] as const) {
      for (const [legacy, current] of Object.entries(LEGACY_TYPE_NAMES[doc])) {
        expect(template[doc].types, `${doc} ${legacy}`).toContain(current);
        expect(template[doc].types).not.toContain(legacy);
      }
    }
  });

  it("renames only legacy names of the right document kind", () => {
    expect(renamedType("Actor", "omega")).toBe("fourColorsOmega");
    expect(renamedType("Item", "job")).toBe("venusJob");
    expect(renamedType("Item", "omega")).toBeNull();
    expect(renamedType("Actor", "venusCharacter")).toBeNull();
    expect(renamedType("Actor", "constructor")).toBeNull();
    expect(renamedType("Item", 5)).toBeNull();
  });

  it("plans a rename that replaces system whole with the document's own data", () => {
    const source = { _id: "a", type: "asset", system: { worth: { dice: 2 } } };
    const plan = planTypeRename("Item", source);
    expect(plan).toEqual({ type: "venusAsset", system: { worth: { dice: 2 } } });
    expect(plan?.system).not.toBe(source.system);
    expect(planTypeRename("Item", { type: "venusAsset", system: {} })).toBeNull();
    expect(planTypeRename("Item", null)).toBeNull();
    expect(planActorTypeRenames({ type: "venusCharacter", items: [null, { _id: "j", type: "job" }] })).toEqual({
      actor: null,
      items: [{ _id: "j", type: "venusJob", system: {} }],
    });
  });
});

const g = globalThis as Record<string, unknown>;
/** The operators of the Foundry version the world runs: v14 has ForcedReplacement, v13 none. */
const FOUNDRY_VERSIONS = [
  ["v14", { data: { operators: { ForcedReplacement } } }],
  ["v13", { data: {} }],
] as const;

describe("the rename's update data", () => {
  afterEach(() => delete g.foundry);

  it("on v14 replaces system with the ForcedReplacement operator, never the deprecated ==system key", async () => {
    g.foundry = FOUNDRY_VERSIONS[0][1];
    const { docs, world } = buildWorld();
    await migration!.migrateWorld(world);
    const updates = [...docs.items, ...docs.actors.flatMap((a) => [a, ...a.itemDocs])].flatMap((d) => d.updates);
    expect(updates.length).toBeGreaterThan(0);
    for (const update of updates) {
      expect(Object.keys(update).sort()).toEqual(["system", "type"]);
      expect(update.system).toBeInstanceOf(ForcedReplacement);
    }
  });

  it("on v13 replaces system with the ==system key", async () => {
    g.foundry = FOUNDRY_VERSIONS[1][1];
    const { docs, world } = buildWorld();
    await migration!.migrateWorld(world);
    for (const update of docs.items.flatMap((d) => d.updates))
      expect(Object.keys(update).sort()).toEqual(["==system", "type"]);
  });
});

describe.each(FOUNDRY_VERSIONS)("migrating a 0.1.0 world on %s", (_version, foundry) => {
  beforeEach(() => void (g.foundry = foundry));
  afterEach(() => delete g.foundry);

  it("is a numbered migration", () => {
    expect(migration?.description).toMatch(/prefix/);
  });

  it("renames every actor, embedded item and world item — valid or invalid — and keeps their data", async () => {
    const before = loadWorld();
    const { docs, world } = buildWorld();
    const report = await migration!.migrateWorld(world);
    expect(report.failed).toEqual([]);
    // 3 actors (omega, diceless, title) + 2 descriptors + 4 Venus items + 3 world items.
    expect(report.renamed).toBe(12);

    const after = [...docs.actors, ...docs.invalidActors];
    expect(after.map((a) => a.source.type)).toEqual([
      "fourColorsOmega",
      "fourColorsDiceless",
      "venusCharacter",
      "fourColorsTitle",
    ]);
    expect(after.flatMap((a) => a.source.items.map((i) => i.type))).toEqual([
      "fourColorsDescriptor",
      "fourColorsDescriptor",
      "venusJob",
      "venusLifepath",
      "venusAttribute",
      "venusAsset",
    ]);
    expect([...docs.items, ...docs.invalidItems].map((i) => i.source.type)).toEqual([
      "venusJob",
      "fourColorsDescriptor",
      "venusAttribute",
    ]);

    // Nothing but the type changed: names, ids and system data are as stored.
    const strip = (s: Source) => ({ ...s, type: undefined, items: undefined });
    const oldActors = [...before.actors, ...before.invalidActors];
    after.forEach((actor, i) => {
      expect(strip(actor.source)).toEqual(strip(oldActors[i]!));
      actor.source.items.forEach((item, j) => expect(strip(item)).toEqual(strip(oldActors[i]!.items[j]!)));
    });
    expect(docs.actors[2]!.updates).toEqual([]); // the Venus character itself was current
  });

  it("repairs embedded items Foundry set aside as invalid", async () => {
    const { docs, world } = buildWorld(loadWorld(), ["jobAcrobat000001", "descProud0000001"]);
    const report = await migration!.migrateWorld(world);
    expect(report.failed).toEqual([]);
    expect(docs.actors[0]!.source.items.map((i) => i.type)).toEqual(["fourColorsDescriptor", "fourColorsDescriptor"]);
    expect(docs.actors[2]!.source.items[0]!.type).toBe("venusJob");
  });

  it("does nothing the second time", async () => {
    const { docs, world } = buildWorld();
    await migration!.migrateWorld(world);
    const again = await migration!.migrateWorld(world);
    expect(again).toEqual({ renamed: 0, failed: [] });
    expect(docs.items[0]!.updates).toHaveLength(1);
  });

  it("reports a document it could not write and carries on with the rest", async () => {
    const world = loadWorld();
    const { docs } = buildWorld(world);
    const stuck = new FakeDoc(world.items[0]!, "server refused");
    const items = collection([stuck, ...docs.items.slice(1)], docs.invalidItems);
    const report = await migration!.migrateWorld({ actors: collection(docs.actors, docs.invalidActors), items });
    expect(report.failed).toEqual([{ id: "jobSailor0000001", error: "server refused" }]);
    expect(report.renamed).toBe(11);
    expect(stuck.source.type).toBe("job"); // untouched: the next start tries again
  });
});
