/**
 * The conflict tracker and the owe list at a real table, on the async table
 * (tests/harness/async-table.ts) where every update, chat message and query
 * lands only when the table lets it, in both landing orders: two sides
 * rolling on the same version of a conflict (one wins, the other is told
 * its view was stale and wins on resending), and the end of round 1 adding
 * to the owe list while the GM scratches a name off it (the GM queue keeps
 * both changes).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import {
  AsyncTable,
  installAsyncTable,
  uninstallAsyncTable,
  useTable,
  type LandingOrder,
} from "../../harness/async-table";
import { registerWickedAge } from "./register-wicked";
import { TableActor } from "../../harness/table-documents";
import { TableCombat } from "../../harness/table-combat";
import type { ConflictState } from "../../../src/games/wicked-age/conflict/state";

type Data = Record<string, unknown>;

const STALE = "STORY_ENGINES.Notifications.stale";
let table: AsyncTable;
let combat: TableCombat;
let settings: Map<string, unknown>;
let askGM: (name: string, data: Data) => Promise<unknown>;
let samples: typeof import("../../../src/games/wicked-age/conflict/samples");
let documents: typeof import("../../../src/games/wicked-age/conflict/documents");
let rounds: typeof import("../../../src/games/wicked-age/conflict/rounds");
let readCampaign: typeof import("../../../src/games/wicked-age/campaign/campaign").readCampaign;

const OWNERS: Record<string, { user: string; type: string }> = {
  mekha: { user: "mel", type: "wickedCharacter" },
  tajie: { user: "tom", type: "wickedCharacter" },
  amek: { user: "amy", type: "wickedCharacter" },
  esan: { user: "gm", type: "wickedNpc" },
};

/** Put a conflict in this state on the table: a combat, its combatants and their actors. */
function placeConflict(state: ConflictState): void {
  combat = new TableCombat("conflict1", {
    name: "The camp",
    type: "wickedConflict",
    system: documents.conflictSystem(state),
  });
  for (const p of state.participants) {
    const owner = OWNERS[p.id] ?? { user: "gm", type: "wickedNpc" };
    const actor = new TableActor(`actor-${p.id}`, { name: p.name, type: owner.type }, [owner.user]);
    table.actors.push(actor);
    combat.place(p.id, actor, { name: p.name, system: documents.participantSystem(p) });
  }
}

function conflictNow(): ConflictState {
  return documents.readConflict(
    combat.system,
    combat.combatants.contents.map((c) => ({ id: c.id, name: c.name, actorType: c.actor.type, system: c.system })),
  );
}

function ok(t: { ok: true; state: ConflictState } | { ok: false; problem: string }): ConflictState {
  if (!t.ok) throw new Error(t.problem);
  return t.state;
}

beforeAll(async () => {
  installAsyncTable();
  const g = globalThis as Record<string, unknown>;
  const game = g.game as Record<string, unknown>;
  game.combats = { get: (id: string) => (combat && combat.id === id ? combat : undefined) };
  // The world settings: a write is a round trip like any other.
  game.settings = {
    ...(game.settings as object),
    get: (_scope: string, key: string) => structuredClone(settings.get(key)),
    set: (_scope: string, key: string, value: unknown) =>
      table.defer(`setting ${key}`, () => {
        settings.set(key, structuredClone(value));
        return value;
      }),
  };
  const { conflictHandlers } = await import("../../../src/games/wicked-age/conflict/gm-handlers");
  const { campaignHandlers } = await import("../../../src/games/wicked-age/campaign/gm-handlers");
  ({ askGM } = await import("../../../src/core/gm-query"));
  samples = await import("../../../src/games/wicked-age/conflict/samples");
  documents = await import("../../../src/games/wicked-age/conflict/documents");
  rounds = await import("../../../src/games/wicked-age/conflict/rounds");
  ({ readCampaign } = await import("../../../src/games/wicked-age/campaign/campaign"));
  await registerWickedAge({ ...conflictHandlers, ...campaignHandlers });
});

afterAll(() => uninstallAsyncTable());

beforeEach(() => {
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "Gamemaster", isGM: true },
      { id: "mel", name: "Mel" },
      { id: "tom", name: "Tom" },
      { id: "amy", name: "Amy" },
    ]),
  );
  settings = new Map<string, unknown>([
    ["wickedAgeUseItRiskIt", false],
    ["wickedAgeMixedVictory", false],
    [
      "wickedAgeCampaign",
      {
        version: 3,
        chapter: 1,
        firstGm: "gm",
        gm: "gm",
        storyUuid: "",
        owe: [{ actorUuid: "Actor.ox", name: "The ox-headed man" }],
      },
    ],
  ]);
});

const ORDERS: LandingOrder[] = ["oldest-first", "newest-first"];

describe("two sides roll on the same view of a conflict", () => {
  for (const order of ORDERS) {
    it(`one roll lands, the other is refused as stale and lands when sent again (${order})`, async () => {
      table.order = order;
      placeConflict(samples.campRolling());
      const seen = conflictNow().version;
      const amek = () =>
        table.as("amy", () =>
          askGM("wicked-age.conflict", {
            combatId: combat.id,
            version: seen,
            action: "roll",
            participant: "amek",
            dice: [10, 1],
          }),
        );
      const esan = () =>
        table.as("gm", () =>
          askGM("wicked-age.conflict", {
            combatId: combat.id,
            version: seen,
            action: "roll",
            participant: "esan",
            dice: [10, 4],
          }),
        );
      const [a, e] = await table.race([amek, esan]);
      const answers = [a, e].map((r) => (r?.status === "fulfilled" ? (r.value as Data) : null));
      expect(answers.filter((x) => x?.ok === true)).toHaveLength(1);
      expect(answers.filter((x) => x?.ok === false && x.reason === STALE)).toHaveLength(1);
      const between = conflictNow();
      expect(between.version).toBe(seen + 1);
      const rolled = between.participants.filter((p) => p.dice.length > 0).map((p) => p.id);
      expect(rolled).toHaveLength(3);

      // The refused side sees the new version and sends again.
      const refused = answers[0]?.ok === true ? esan : amek;
      const again = await table.race([
        () =>
          table.as(refused === amek ? "amy" : "gm", () =>
            askGM("wicked-age.conflict", {
              combatId: combat.id,
              version: between.version,
              action: "roll",
              participant: refused === amek ? "amek" : "esan",
              dice: refused === amek ? [10, 1] : [10, 4],
            }),
          ),
      ]);
      expect(again[0]).toEqual({ status: "fulfilled", value: { ok: true } });
      const after = conflictNow();
      // Both rolls kept, as if they had been made one after the other.
      let expected = samples.campRolling();
      expected = ok(rounds.roll(expected, "amek", [10, 1], []));
      expected = ok(rounds.roll(expected, "esan", [10, 4], []));
      expect(after.participants.map((p) => [p.id, p.dice])).toEqual(expected.participants.map((p) => [p.id, p.dice]));
      expect(after.phase).toBe(expected.phase);
      expect(table.noticesFor("amy", "error")).toEqual([]);
    });
  }

  it("a player cannot roll for a participant they do not own", async () => {
    placeConflict(samples.campRolling());
    const [answer] = await table.race([
      () =>
        table.as("tom", () =>
          askGM("wicked-age.conflict", {
            combatId: combat.id,
            version: conflictNow().version,
            action: "roll",
            participant: "amek",
            dice: [10, 1],
          }),
        ),
    ]);
    expect(answer).toEqual({
      status: "fulfilled",
      value: { ok: false, reason: "STORY_ENGINES.Wicked.Conflict.Problems.notYours", refused: true },
    });
    expect(conflictNow().participants.find((p) => p.id === "amek")?.dice).toEqual([]);
  });
});

describe("the end of round 1 and the owe list", () => {
  /** campBetween one step early: Tajie still has to answer Mekha's move, which ends round 1. */
  function beforeRoundEnds(): ConflictState {
    let s = samples.campMove();
    s = ok(rounds.answerMove(s, "amek", [2, 4], [], samples.SAMPLE_OPTIONS));
    s = ok(rounds.answerMove(s, "tajie", [9, 6], [], samples.SAMPLE_OPTIONS));
    s = ok(rounds.rollMove(s, "mekha", [3, 6], []));
    return ok(rounds.declareMove(s, "mekha", ["tajie"]));
  }

  for (const order of ORDERS) {
    it(`round 1 adds Mekha while the GM scratches a name: both changes kept (${order})`, async () => {
      table.order = order;
      placeConflict(beforeRoundEnds());
      const [answer, scratched] = await table.race([
        () =>
          table.as("tom", () =>
            askGM("wicked-age.conflict", {
              combatId: combat.id,
              version: conflictNow().version,
              action: "answer",
              participant: "tajie",
              dice: [10, 4],
            }),
          ),
        () => table.as("gm", () => askGM("wicked-age.campaign", { op: "remove", index: 0, version: 3 })),
      ]);
      expect(answer).toEqual({ status: "fulfilled", value: { ok: true } });
      expect(scratched).toEqual({ status: "fulfilled", value: { ok: true } });
      const campaign = readCampaign(settings.get("wickedAgeCampaign"));
      expect(campaign.owe.map((e) => e.name)).toEqual(["Mekha"]);
      expect(campaign.owe[0]?.actorUuid).toBe("Actor.actor-mekha");
      expect(campaign.version).toBe(5);
      expect(conflictNow().oweDone).toBe(true);
      // The owe list's chat card went out once.
      const oweCards = table.messages.filter((m) => {
        const flag = m.getFlag("story-engines", "wickedConflictCard") as Data | undefined;
        return flag?.kind === "owe";
      });
      expect(oweCards).toHaveLength(1);
    });
  }

  it("an owe-list change made on a stale view of the list is refused", async () => {
    placeConflict(beforeRoundEnds());
    const [first, second] = await table.race([
      () => table.as("gm", () => askGM("wicked-age.campaign", { op: "remove", index: 0, version: 3 })),
      () => table.as("gm", () => askGM("wicked-age.campaign", { op: "remove", index: 0, version: 3 })),
    ]);
    expect(first).toEqual({ status: "fulfilled", value: { ok: true } });
    expect(second).toEqual({ status: "fulfilled", value: { ok: false, reason: STALE } });
    expect(readCampaign(settings.get("wickedAgeCampaign")).owe).toEqual([]);
  });
});
