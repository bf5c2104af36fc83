/**
 * Venus's Peers as a declared table role (src/games/venus/roles.ts, resolved
 * per card by dice/roles.ts): "the other players" of a roll and the FC —
 * every user but the rolling character's players. The same answer offers the
 * approval on a viewer's card and accepts it on the GM's side. On the async
 * table: Ann plays Dhyr, Bob plays Melyn, Cid is another player; the GM is
 * the FC.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, onTestFinished } from "vitest";
import { answerCodes, registerVenusCards } from "./register-cards";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../../../harness/async-table";
import { TableActor, TableMessage } from "../../../harness/table-documents";
import type { CardAction, CardRoles, CardUser, TaskCardState } from "../../../../src/games/venus/dice/task-card-state";

type TableRoles = typeof import("../../../../src/core/table-roles");
let roles: TableRoles;
let cardUserFor: (user: unknown, state: TaskCardState) => CardUser;
let cardRolesFor: (roller: unknown) => CardRoles;
let taskCardContext: typeof import("../../../../src/games/venus/dice/task-card-context").taskCardContext;
let askGM: (name: string, data: Record<string, unknown>) => Promise<unknown>;
let askedCard: (rollerUuid: string) => TaskCardState;
let SAMPLE_CHARACTER_SYSTEM: Record<string, unknown>;

let table: AsyncTable;
let dhyr: TableActor;
let melyn: TableActor;

beforeAll(async () => {
  installAsyncTable();
  roles = await import("../../../../src/core/table-roles");
  ({ cardUserFor } = (await import("../../../../src/games/venus/dice/task-card-message")) as never);
  ({ cardRolesFor } = (await import("../../../../src/games/venus/dice/roles")) as never);
  ({ taskCardContext } = await import("../../../../src/games/venus/dice/task-card-context"));
  ({ askGM } = await import("../../../../src/core/gm-query"));
  const samples = await import("../../../../src/games/venus/dice/samples");
  ({ SAMPLE_CHARACTER_SYSTEM } = samples);
  // A rolled card whose roller asked a Peer to approve an Insight for die 1.
  askedCard = (rollerUuid) => ({
    ...samples.sampleRolledCard(),
    actorUuid: rollerUuid,
    allies: [],
    approvals: [{ die: 1, source: "insight", status: "asked" }],
    history: [{ kind: "rolled", values: [4, 2, 6] }],
  });
  await registerVenusCards();
});
afterAll(() => uninstallAsyncTable());

beforeEach(() => {
  table = useTable(
    new AsyncTable([
      { id: "gm", name: "GM", isGM: true },
      { id: "ann", name: "Ann" },
      { id: "bob", name: "Bob" },
      { id: "cid", name: "Cid" },
    ]),
  );
  const pc = (id: string, name: string, owners: string[]) =>
    new TableActor(id, { name, type: "venusCharacter", system: SAMPLE_CHARACTER_SYSTEM }, owners);
  dhyr = pc("dhyr", "Dhyr", ["ann"]);
  melyn = pc("melyn", "Melyn", ["bob"]);
  table.actors.push(dhyr, melyn);
});

const user = (id: string): User => table.mustUser(id) as unknown as User;
const peers = (actor?: TableActor | null): string[] =>
  roles.roleHolderIds("venus", "peer", actor === undefined ? {} : { actor: actor as unknown as Actor });

/** Hand Venus's FC to these users for this test (the hidden tableRoles setting). */
function fcIs(ids: string[]): void {
  const settings = (globalThis as unknown as { game: { settings: { get: (s: string, k: string) => unknown } } }).game
    .settings;
  const get = settings.get;
  settings.get = (scope, key) => (key === "tableRoles" ? { "venus.fc": ids } : get(scope, key));
  onTestFinished(() => {
    settings.get = get;
  });
}

describe("the Peers of a roll, a role Venus declares", () => {
  it("is declared by the game, held from its state (never handed out), by nobody outside a card", async () => {
    const peer = roles.rolesOf(["venus"]).find((r) => r.spec.id === "peer");
    expect(peer?.spec).toMatchObject({ fallback: "none", assignable: false, fromGame: true });
    expect(peers()).toEqual([]);
    expect(await table.as("gm", () => roles.assignRole("venus", "peer", ["ann"]))).toEqual([
      "STORY_ENGINES.Core.Roles.notAssignable",
    ]);
  });

  it("changes with the card: everyone but the roller's player — Dhyr's are the FC, Bob and Cid; Melyn's the FC, Ann and Cid", () => {
    expect(peers(dhyr)).toEqual(["gm", "bob", "cid"]);
    expect(peers(melyn)).toEqual(["gm", "ann", "cid"]);
    expect(roles.holdsRole(user("ann"), "venus", "peer", { actor: dhyr as unknown as Actor })).toBe(false);
    expect(roles.holdsRole(user("ann"), "venus", "peer", { actor: melyn as unknown as Actor })).toBe(true);
  });

  it("follows the FC: handed to Cid, the GM — who owns Dhyr as every GM does — is no longer a Peer", () => {
    fcIs(["cid"]);
    expect(peers(dhyr)).toEqual(["bob", "cid"]);
  });

  it("the FC's Peers are all the other players: rolling a character no player owns, or their own, the FC is no Peer", () => {
    const arian = new TableActor(
      "arian",
      { name: "Arian", type: "venusCharacter", system: SAMPLE_CHARACTER_SYSTEM },
      [],
    );
    table.actors.push(arian);
    expect(peers(arian)).toEqual(["ann", "bob", "cid"]);
    fcIs(["bob"]);
    expect(peers(arian)).toEqual(["ann", "cid"]);
    expect(peers(melyn)).toEqual(["ann", "cid"]);
    expect(peers(dhyr)).toEqual(["bob", "cid"]);
  });

  it("what each viewer's card shows: the Peers by name to the roller, the approval to a Peer", async () => {
    const state = askedCard(dhyr.uuid);
    const view = async (id: string) =>
      table.as(id, () =>
        taskCardContext(state, cardUserFor(user(id), state), { lots: 2, ego: false }, cardRolesFor(dhyr)),
      );
    const ann = (await view("ann")).approvals as {
      canDecide: boolean;
      awaitedRole: { holders: string; mine: boolean };
    }[];
    expect(ann[0]).toMatchObject({ canDecide: false, awaitedRole: { holders: "GM, Bob, Cid", mine: false } });
    const cid = (await view("cid")).approvals as { canDecide: boolean; awaitedRole: { mine: boolean } }[];
    expect(cid[0]).toMatchObject({ canDecide: true, awaitedRole: { mine: true } });
  });

  it("a co-owner of the roller is no Peer: Bob, owning Dhyr with Ann, is not offered the approval and the GM's side refuses it", async () => {
    dhyr.ownership.bob = 3;
    expect(peers(dhyr)).toEqual(["gm", "cid"]);
    const state = askedCard(dhyr.uuid);
    const message = new TableMessage("m1", { flags: { "story-engines": { venusTask: state } } }, "ann");
    table.messages.push(message);
    const bobsCard = await table.as("bob", () =>
      taskCardContext(state, cardUserFor(user("bob"), state), { lots: 0, ego: false }),
    );
    expect((bobsCard.approvals as { canDecide: boolean }[])[0]?.canDecide).toBe(false);
    const ask = (id: string, action: CardAction) =>
      table.race([
        () => table.as(id, () => askGM("venus.taskCard", { messageUuid: message.uuid, action, version: 1 })),
      ]);
    const [refused] = await ask("bob", { type: "approve", index: 0 });
    expect(refused?.status === "fulfilled" && answerCodes(refused.value)).toEqual(["not-allowed"]);
    const [approved] = await ask("cid", { type: "approve", index: 0 });
    expect(approved?.status === "fulfilled" && (approved.value as { problems: unknown[] }).problems).toEqual([]);
  });
});
