/**
 * The chorus's tools at a real table, on the async table
 * (tests/harness/async-table.ts), in both landing orders: two GMs handing
 * out a critical from the chorus pool on the same view of it (one lands, the
 * other is refused as stale, and the pool never goes below what it held);
 * only a GM may use the tools; the end of an encounter for a whole scene
 * runs as one GM request and writes every identity on it. And a player's
 * own critical: given to an identity she sees, refused (with the reason)
 * for one hidden from her.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AsyncTable,
  installAsyncTable,
  uninstallAsyncTable,
  useTable,
  type LandingOrder,
} from "../../../harness/async-table";
import { TableActor } from "../../../harness/table-documents";
import { sampleIdentity } from "../../../../src/games/personae/samples";
import type { PersonaeIdentitySystem } from "../../../../src/games/personae/data/identity";

type Data = Record<string, unknown>;
const STALE = "STORY_ENGINES.Notifications.stale";
const POOL = "personaeChorusPool";
let table: AsyncTable;
let settings: Map<string, unknown>;
let askGM: (name: string, data: Data) => Promise<unknown>;
let scene: { id: string; name: string; tokens: { actor: TableActor }[] };

/** An identity: `hasPlayerOwner` as Foundry has it (a non-GM user owns it). */
class Identity extends TableActor {
  get hasPlayerOwner(): boolean {
    return Object.entries(this.ownership).some(([id, level]) => level === 3 && table.users.get(id)?.isGM === false);
  }
}

function identity(id: string, name: string, owners: string[], system: Partial<PersonaeIdentitySystem>): Identity {
  const actor = new Identity(id, { name, type: "personaeIdentity", system: sampleIdentity(system) }, owners);
  table.actors.push(actor);
  return actor;
}

beforeAll(async () => {
  installAsyncTable();
  const game = (globalThis as Record<string, unknown>).game as Record<string, unknown>;
  game.settings = {
    ...(game.settings as object),
    get: (_scope: string, key: string) => structuredClone(settings.get(key)),
    set: (_scope: string, key: string, value: unknown) =>
      table.defer(`setting ${key}`, () => {
        settings.set(key, structuredClone(value));
        return value;
      }),
  };
  game.scenes = { get: (id: string) => (scene.id === id ? scene : undefined), viewed: null };
  const { registerGame } = await import("../../../../src/core/register");
  const { timeHandlers } = await import("../../../../src/games/personae/time/gm-handlers");
  const { sheetsHandlers } = await import("../../../../src/games/personae/sheets/gm-handlers");
  ({ askGM } = await import("../../../../src/core/gm-query"));
  // Personae's chorus role (a GM unless assigned): the declared rules of the chorus's requests read it.
  const { rolesDefinition } = await import("../../../../src/games/personae/roles");
  registerGame({
    definition: {
      id: "personae",
      langKey: "Personae",
      models: [],
      rollClassNames: [],
      templates: [],
      settings: [],
      roles: rolesDefinition.roles ?? [],
    },
    sheets: [],
    rollClasses: [],
    queries: async () => ({ ...timeHandlers, ...sheetsHandlers }),
  });
});

afterAll(() => uninstallAsyncTable());

beforeEach(() => {
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "Gamemaster", isGM: true },
      { id: "gm2", name: "Assistant GM", isGM: true },
      { id: "mel", name: "Mel" },
    ]),
  );
  settings = new Map<string, unknown>([
    [POOL, 2],
    ["personaeCriticalsRetained", true],
    ["personaeChorusCriticals", true],
  ]);
});

const ORDERS: LandingOrder[] = ["oldest-first", "newest-first"];
const give = (user: string, to: string, version: unknown) => () =>
  table.as(user, () => askGM("personae.giveCritical", { from: "chorusPool", to, version }));

describe("two GMs hand out a chorus critical on the same view of the pool", () => {
  for (const order of ORDERS) {
    it(`one lands, the other is refused as stale (${order})`, async () => {
      table.order = order;
      const guard = identity("guard", "The guard", ["gm"], { kind: "supporting", toughness: "medium" });
      const captain = identity("captain", "The captain", ["gm"], { kind: "supporting", toughness: "major" });
      const results = await table.race([give("gm", guard.uuid, 2), give("gm2", captain.uuid, 2)]);
      const problems = results.map((r) =>
        r.status === "fulfilled" ? (r.value as { problems: string[] }).problems : null,
      );
      expect(problems.filter((p) => p?.length === 0)).toHaveLength(1);
      expect(problems.filter((p) => p?.[0] === STALE)).toHaveLength(1);
      expect(settings.get(POOL)).toBe(1);
      expect(Number(guard.system.criticals) + Number(captain.system.criticals)).toBe(1);

      // Sent again on the pool as it is now, the refused one lands.
      const refused = problems[0]?.length === 0 ? give("gm2", captain.uuid, 1) : give("gm", guard.uuid, 1);
      const [again] = await table.race([refused]);
      expect(again?.status === "fulfilled" && (again.value as { problems: string[] }).problems).toEqual([]);
      expect(settings.get(POOL)).toBe(0);
      expect(Number(guard.system.criticals) + Number(captain.system.criticals)).toBe(2);
    });
  }

  it("refuses a player, a player's identity and an empty pool, changing nothing", async () => {
    const guard = identity("guard", "The guard", ["gm"], { kind: "supporting" });
    const hero = identity("hero", "The hero", ["mel"], {});
    const [byPlayer, toPlayer] = await table.race([give("mel", guard.uuid, 2), give("gm", hero.uuid, 2)]);
    // Who may ask is the request's declared rule: refused before the handler runs.
    expect(byPlayer?.status === "fulfilled" && byPlayer.value).toEqual({
      ok: false,
      reason: "STORY_ENGINES.Personae.Chorus.gmOnly",
      refused: true,
    });
    expect(toPlayer?.status === "fulfilled" && toPlayer.value).toEqual({
      problems: ["STORY_ENGINES.Personae.Chorus.poolNotChorus"],
    });
    settings.set(POOL, 0);
    const [empty] = await table.race([give("gm", guard.uuid, 0)]);
    expect(empty?.status === "fulfilled" && empty.value).toEqual({
      problems: ["STORY_ENGINES.Personae.Chorus.poolEmpty"],
    });
    expect(guard.system.criticals).toBe(0);
    expect(hero.system.criticals).toBe(0);
  });
});

describe("the end of an encounter for a whole scene", () => {
  it("is the GM's only, and writes every identity on the scene once, in one request", async () => {
    const dying = identity("dying", "The dying duellist", ["mel"], {
      mode: "play",
      shock: 4,
      hits: 7,
      inoperative: true,
    });
    const grazed = identity("grazed", "The grazed guard", ["gm"], { mode: "play", hits: 1 });
    const shaken = identity("shaken", "The shaken envoy", ["gm"], { mode: "play", shock: 1, hits: 3 });
    const elsewhere = identity("away", "Far away", ["gm"], { mode: "play", hits: 1 });
    scene = { id: "hall", name: "The hall", tokens: [dying, grazed, shaken, grazed].map((actor) => ({ actor })) };

    const [byPlayer] = await table.race([
      () =>
        table.as("mel", () => askGM("personae.chorus", { action: "endOfTime", scope: "encounter", sceneId: "hall" })),
    ]);
    expect(byPlayer?.status === "fulfilled" && byPlayer.value).toEqual({
      ok: false,
      reason: "STORY_ENGINES.Personae.Chorus.gmOnly",
      refused: true,
    });
    expect(dying.system.negated).toBe(false);

    const [byGM] = await table.race([
      () =>
        table.as("gm", () => askGM("personae.chorus", { action: "endOfTime", scope: "encounter", sceneId: "hall" })),
    ]);
    expect(byGM?.status === "fulfilled" && byGM.value).toEqual({
      problems: [],
      touched: ["The dying duellist", "The grazed guard", "The shaken envoy"],
      negated: ["The dying duellist"],
      recovery: ["The shaken envoy"],
    });
    expect(dying.system.negated).toBe(true);
    expect(grazed.system.hits).toBe(0);
    expect(shaken.system.hits).toBe(3);
    expect(elsewhere.system.hits).toBe(1);
  });

  it("refuses an unknown scene or scope", async () => {
    scene = { id: "hall", name: "The hall", tokens: [] };
    const [noScene, badScope] = await table.race([
      () => table.as("gm", () => askGM("personae.chorus", { action: "endOfTime", scope: "scene", sceneId: "cellar" })),
      () => table.as("gm", () => askGM("personae.chorus", { action: "endOfTime", scope: "round", sceneId: "hall" })),
    ]);
    expect(noScene?.status === "fulfilled" && (noScene.value as Data).problems).toEqual([
      "STORY_ENGINES.Personae.Chorus.noScene",
    ]);
    expect(badScope?.status === "fulfilled" && (badScope.value as Data).problems).toEqual([
      "STORY_ENGINES.Personae.Chorus.badRequest",
    ]);
  });
});

describe("the chorus awards a development point", () => {
  for (const order of ORDERS) {
    it(`two awards at once both count: the queue reads the identity afresh (${order})`, async () => {
      table.order = order;
      const hero = identity("hero", "The hero", ["mel"], { mode: "play", development: { points: 1, earned: 4 } });
      const award = (user: string) => () =>
        table.as(user, () => askGM("personae.chorus", { action: "award", to: hero.uuid }));
      const results = await table.race([award("gm"), award("gm2")]);
      expect(results.map((r) => r.status === "fulfilled" && r.value)).toEqual([{ problems: [] }, { problems: [] }]);
      expect(hero.system.development).toEqual({ points: 3, earned: 6 });
    });
  }

  it("refuses a player, and an identity that is not a character", async () => {
    const hero = identity("hero", "The hero", ["mel"], { mode: "play" });
    const door = identity("door", "The door", ["gm"], { kind: "object" });
    const [byPlayer, toDoor] = await table.race([
      () => table.as("mel", () => askGM("personae.chorus", { action: "award", to: hero.uuid })),
      () => table.as("gm", () => askGM("personae.chorus", { action: "award", to: door.uuid })),
    ]);
    expect(byPlayer?.status === "fulfilled" && byPlayer.value).toEqual({
      ok: false,
      reason: "STORY_ENGINES.Personae.Chorus.gmOnly",
      refused: true,
    });
    expect(toDoor?.status === "fulfilled" && toDoor.value).toEqual({
      problems: ["STORY_ENGINES.Personae.Chorus.awardNotCharacter"],
    });
    expect(hero.system.development).toEqual({ points: 0, earned: 0 });
  });

  it("refuses a negated character, and a request the chorus's tools do not know", async () => {
    const fallen = identity("fallen", "The fallen", ["mel"], { mode: "play", negated: true, inoperative: true });
    const [negated, unknown] = await table.race([
      () => table.as("gm", () => askGM("personae.chorus", { action: "award", to: fallen.uuid })),
      () => table.as("gm", () => askGM("personae.chorus", { action: "rewind", to: fallen.uuid })),
    ]);
    expect(negated?.status === "fulfilled" && (negated.value as Data).problems).toEqual([
      "STORY_ENGINES.Personae.Chorus.awardNegated",
    ]);
    expect(unknown?.status === "fulfilled" && unknown.value).toEqual({
      ok: false,
      reason: "STORY_ENGINES.Requests.unknownAction",
      refused: true,
    });
    expect(fallen.system.development).toEqual({ points: 0, earned: 0 });
  });
});

describe("a player gives one of her identity's criticals", () => {
  const giveOwn = (from: TableActor, to: TableActor) => () =>
    table.as("mel", () => askGM("personae.giveCritical", { from: from.uuid, to: to.uuid }));

  it("to an identity hidden from her (NONE): refused with the reason, nothing changes; to one she sees: given", async () => {
    const hero = identity("hero", "The hero", ["mel"], { criticals: 1 });
    const guard = identity("guard", "The guard", ["gm"], { kind: "supporting", toughness: "medium" });
    const ally = identity("ally", "The ally", ["gm"], { kind: "supporting", toughness: "medium" });
    ally.ownership.default = 1;
    const [hidden] = await table.race([giveOwn(hero, guard)]);
    expect(hidden).toEqual({ status: "fulfilled", value: { problems: ["STORY_ENGINES.Personae.Give.hidden"] } });
    const sys = (a: TableActor) => a.system as { criticals: number };
    expect([sys(hero).criticals, sys(guard).criticals]).toEqual([1, 0]);
    const [seen] = await table.race([giveOwn(hero, ally)]);
    expect(seen).toEqual({ status: "fulfilled", value: { problems: [] } });
    expect([sys(hero).criticals, sys(ally).criticals]).toEqual([0, 1]);
  });
});
