/**
 * Issue 20 at the table (async table, permissions as the harness gives
 * them): the GM's NPC negotiates like anyone — Erin proposes for Esan and
 * cannot settle her own proposal, Amy accepts for Amek; an end between
 * rounds that Erin proposes for Esan waits for Tom; a name scratched off the
 * owe list is one the buyer's player picks among their own characters — the
 * GM, acting for Esan, scratches none, and nobody scratches another's.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../../harness/async-table";
import { registerWickedAge } from "./register-wicked";
import { TableActor } from "../../harness/table-documents";
import { TableCombat } from "../../harness/table-combat";
import type { ConflictState } from "../../../src/games/wicked-age/conflict/state";

type Data = Record<string, unknown>;

let table: AsyncTable;
let combat: TableCombat;
let settings: Map<string, unknown>;
let askGM: (name: string, data: Data) => Promise<unknown>;
let samples: typeof import("../../../src/games/wicked-age/conflict/samples");
let documents: typeof import("../../../src/games/wicked-age/conflict/documents");
let readCampaign: typeof import("../../../src/games/wicked-age/campaign/campaign").readCampaign;
let sampleAmek: () => Data;

// As at a real table: each player owns their character; Esan, the NPC, is the GM's (no player owns it).
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
    const system = owner.type === "wickedCharacter" ? sampleAmek() : {};
    const actor = new TableActor(`actor-${p.id}`, { name: p.name, type: owner.type, system }, [owner.user]);
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
  ({ readCampaign } = await import("../../../src/games/wicked-age/campaign/campaign"));
  ({ sampleAmek } = await import("../../../src/games/wicked-age/sheets/samples"));
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
        owe: [
          { actorUuid: "Actor.actor-mekha", name: "Mekha" },
          { actorUuid: "Actor.actor-tajie", name: "Tajie" },
          { actorUuid: "Actor.actor-bolu", name: "Bolu Ta" },
          { actorUuid: "Actor.actor-tajie", name: "Tajie" },
        ],
      },
    ],
  ]);
});

const conflict = (user: string, data: Data) =>
  table
    .race([
      () =>
        table.as(user, () =>
          askGM("wicked-age.conflict", { combatId: combat.id, version: conflictNow().version, ...data }),
        ),
    ])
    .then(([r]) => r);
const answered = (value: Data) => ({ status: "fulfilled", value });
/** Refused by the request's declared rule of who may ask, before the handler runs. */
const refusedByRule = (reason: string) => answered({ ok: false, reason, refused: true });
const P = "STORY_ENGINES.Wicked.Conflict.Problems";
const TERMS = {
  text: "You're breaking up a fight elsewhere in the camp and someone cracks you one in the face.",
  losses: [],
  removeStrength: "",
  dead: false,
};

describe("Erin negotiates for Esan, and only for Esan", () => {
  it("Esan beat Amek: Erin proposes for Esan; she cannot accept it; Amy accepts for Amek", async () => {
    placeConflict(samples.campBetween());
    expect(
      await conflict("gm", { action: "propose", participant: "esan", actingFor: "esan", consequence: 1, terms: TERMS }),
    ).toEqual(answered({ ok: true }));
    expect(conflictNow().consequences[0]).toMatchObject({ status: "pending", proposedBy: "winner" });
    expect(await conflict("gm", { action: "accept", participant: "esan", actingFor: "esan", consequence: 1 })).toEqual(
      answered({ ok: false, reason: `${P}.otherSideAccepts` }),
    );
    // The GM owns every actor in Foundry, but Amek's side is Amy's.
    expect(await conflict("gm", { action: "accept", participant: "amek", actingFor: "amek", consequence: 1 })).toEqual(
      refusedByRule(`${P}.notYours`),
    );
    expect(await conflict("amy", { action: "accept", participant: "amek", actingFor: "amek", consequence: 1 })).toEqual(
      answered({ ok: true }),
    );
    expect(conflictNow().consequences[0]).toMatchObject({
      status: "settled",
      resolution: "negotiated",
      terms: { text: TERMS.text },
    });
  });

  it("an end proposed for Esan between rounds waits for Tom: he refuses and they roll on", async () => {
    placeConflict(samples.campBetween());
    const death = { text: "Tajie dies.", losses: ["covertly", "covertly"], removeStrength: "", dead: true };
    expect(
      await conflict("gm", {
        action: "proposeEnd",
        participant: "esan",
        actingFor: "esan",
        other: "tajie",
        requesterWins: true,
        terms: death,
      }),
    ).toEqual(answered({ ok: true }));
    const offered = conflictNow().consequences.at(-1);
    expect(offered).toMatchObject({ midDice: true, status: "pending", proposedBy: "winner" });
    expect(conflictNow().participants.find((p) => p.id === "tajie")?.status).toBe("in");
    expect(await conflict("tom", { action: "insist", participant: "tajie", consequence: offered?.id })).toEqual(
      answered({ ok: true }),
    );
    expect(conflictNow().consequences).toHaveLength(1);
    const tajie = table.actors.find((a) => a.id === "actor-tajie");
    expect(tajie?.data.system).toEqual(sampleAmek());
  });
});

describe("scratching a name for an advantage die", () => {
  it("Tom picks which of his names goes; nobody scratches another's; Erin, for Esan, scratches none", async () => {
    placeConflict(samples.campBetween());
    expect(await conflict("tom", { action: "buy", participant: "tajie", scratchUuid: "Actor.actor-mekha" })).toEqual(
      answered({ ok: false, reason: `${P}.notYours` }),
    );
    expect(await conflict("gm", { action: "buy", participant: "tajie", scratchUuid: "Actor.actor-tajie" })).toEqual(
      refusedByRule(`${P}.notYours`),
    );
    expect(
      await conflict("gm", { action: "buy", participant: "esan", actingFor: "esan", scratchUuid: "Actor.actor-tajie" }),
    ).toEqual(answered({ ok: false, reason: `${P}.npcNoOweList` }));
    expect(readCampaign(settings.get("wickedAgeCampaign")).owe).toHaveLength(4);
    expect(await conflict("tom", { action: "buy", participant: "tajie", scratchUuid: "Actor.actor-tajie" })).toEqual(
      answered({ ok: true }),
    );
    // The lower of Tajie's two lines goes; Mekha stays on top.
    expect(readCampaign(settings.get("wickedAgeCampaign")).owe.map((e) => e.name)).toEqual([
      "Mekha",
      "Tajie",
      "Bolu Ta",
    ]);
    expect(conflictNow().participants.find((p) => p.id === "tajie")?.bought).toBe(1);
  });
});

describe("chapter three, with Mel as the chapter's GM", () => {
  beforeEach(() => {
    const campaign = readCampaign(settings.get("wickedAgeCampaign"));
    settings.set("wickedAgeCampaign", { ...campaign, chapter: 3, gm: "mel" });
  });

  it("Mel rolls forward and plays Esan; the Foundry GM does neither", async () => {
    // Mel's Mekha sits this one out: Mel runs the chapter.
    placeConflict({
      ...samples.campBetween(),
      participants: samples.campBetween().participants.filter((p) => p.id !== "mekha"),
    });
    combat.combatants.delete("mekha");
    expect(
      await conflict("gm", { action: "propose", participant: "esan", actingFor: "esan", consequence: 1, terms: TERMS }),
    ).toEqual(refusedByRule(`${P}.notYours`));
    expect(
      await conflict("mel", {
        action: "propose",
        participant: "esan",
        actingFor: "esan",
        consequence: 1,
        terms: TERMS,
      }),
    ).toEqual(answered({ ok: true }));
    expect(await conflict("amy", { action: "accept", participant: "amek", consequence: 1 })).toEqual(
      answered({ ok: true }),
    );
    expect(await conflict("gm", { action: "start", participant: "" })).toEqual(refusedByRule(`${P}.gmOnly`));
    expect(await conflict("mel", { action: "start", participant: "" })).toEqual(answered({ ok: true }));
    expect(conflictNow()).toMatchObject({ round: 2, phase: "rolling" });
    expect(await conflict("mel", { action: "end", participant: "" })).toEqual(answered({ ok: true }));
    expect(conflictNow().phase).toBe("ended");
  });
});
