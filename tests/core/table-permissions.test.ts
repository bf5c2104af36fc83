/**
 * The async table enforces Foundry's permissions, as its knowledge-base
 * articles on users, roles and document ownership describe them: every rule
 * the play-throughs (tests/table/) rely on is proven here, each by a test
 * that fails when the rule is taken out of tests/harness.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AsyncTable, installAsyncTable, uninstallAsyncTable, useTable } from "../harness/async-table";
import { TableActor, TableDocument, TableItem, TableMessage } from "../harness/table-documents";

beforeAll(() => installAsyncTable());
afterAll(() => uninstallAsyncTable());

function seat(): AsyncTable {
  return useTable(
    new AsyncTable([
      { id: "gm", name: "Gamemaster", isGM: true },
      { id: "amy", name: "Amy" },
      { id: "tom", name: "Tom", role: "TRUSTED" },
    ]),
  );
}

const user = (t: AsyncTable, id: string) => t.mustUser(id);

describe("ownership levels", () => {
  it("a document the GM creates is default NONE: players neither see nor own it, the GM owns it", async () => {
    const t = seat();
    const npc = new TableActor("npc", { name: "Esan" });
    expect(npc.testUserPermission(user(t, "amy"), "LIMITED")).toBe(false);
    expect(npc.testUserPermission(user(t, "gm"), "OWNER")).toBe(true);
    expect(await t.as("amy", () => [npc.visible, npc.isOwner, npc.limited])).toEqual([false, false, false]);
  });

  it("answers each level for each user, `default` only where the user has no entry of their own", async () => {
    const t = seat();
    const doc = new TableActor("a", { name: "Mekha" }, { default: 2, amy: 1, tom: 3 });
    expect(doc.testUserPermission(user(t, "amy"), "LIMITED")).toBe(true);
    expect(doc.testUserPermission(user(t, "amy"), "OBSERVER")).toBe(false);
    expect(doc.testUserPermission(user(t, "amy"), "LIMITED", { exact: true })).toBe(true);
    expect(doc.testUserPermission(user(t, "tom"), "OWNER")).toBe(true);
    expect(await t.as("amy", () => [doc.visible, doc.limited, doc.isOwner])).toEqual([true, true, false]);
    expect(await t.as("tom", () => [doc.visible, doc.limited, doc.isOwner])).toEqual([true, false, true]);
    expect(await t.as("gm", () => [doc.visible, doc.limited, doc.isOwner])).toEqual([true, false, true]);
  });

  it("an embedded item takes its actor's ownership", () => {
    const t = seat();
    const actor = new TableActor("a", { name: "Amek" }, ["amy"]);
    const item = new TableItem("i", { name: "Strength" }, actor);
    expect(item.testUserPermission(user(t, "amy"), "OWNER")).toBe(true);
    expect(item.testUserPermission(user(t, "tom"), "LIMITED")).toBe(false);
  });

  it("the Actors directory built for a user lists what that user sees", () => {
    const t = seat();
    t.actors.push(
      new TableActor("a", { name: "Amek" }, ["amy"]),
      new TableActor("m", { name: "Mekha" }, { default: 1 }),
      new TableActor("e", { name: "Esan" }),
    );
    expect(t.directory("amy").map((a) => a.name)).toEqual(["Amek", "Mekha"]);
    expect(t.directory("tom").map((a) => a.name)).toEqual(["Mekha"]);
    expect(t.directory("gm").map((a) => a.name)).toEqual(["Amek", "Mekha", "Esan"]);
  });
});

describe("the server refuses a write below OWNER", () => {
  it("a player's update of a document they only observe fails when it lands, and nothing changes", async () => {
    const t = seat();
    const doc = new TableActor("m", { name: "Mekha", system: { dice: 8 } }, { default: 2 });
    const [result] = await t.race([() => t.as("amy", () => doc.update({ "system.dice": 4 }))]);
    expect(result?.status).toBe("rejected");
    expect(String((result as PromiseRejectedResult).reason)).toMatch(/Amy lacks permission/);
    expect(doc.system).toEqual({ dice: 8 });
  });

  it("the owner's and the GM's updates land", async () => {
    const t = seat();
    const doc = new TableActor("a", { name: "Amek", system: { dice: 8 } }, ["amy"]);
    await t.race([() => t.as("amy", () => doc.update({ "system.dice": 10 }))]);
    expect(doc.system).toEqual({ dice: 10 });
    await t.race([() => t.as("gm", () => doc.setFlag("story-engines", "x", 1))]);
    expect(doc.getFlag("story-engines", "x")).toBe(1);
  });

  it("creating an item on, or deleting, an actor the player does not own is refused", async () => {
    const t = seat();
    const npc = new TableActor("e", { name: "Esan" }, { default: 1 });
    t.actors.push(npc);
    const results = await t.race<unknown>([
      () => t.as("amy", () => npc.createEmbeddedDocuments("Item", [{ name: "Knife" }])),
      () => t.as("amy", () => npc.delete()),
    ]);
    expect(results.map((r) => r.status)).toEqual(["rejected", "rejected"]);
    expect(npc.items.size).toBe(0);
    expect(t.actors).toContain(npc);
    await t.race([() => t.as("gm", () => npc.delete())]);
    expect(t.actors).not.toContain(npc);
  });

  it("card moves need OWNER of both stacks", async () => {
    const t = seat();
    const { TableStack } = await import("../harness/table-documents");
    const deck = new TableStack("deck", { name: "Deck" }, [], [{ name: "A" }]);
    const hand = new TableStack("hand", { name: "Amy's hand" }, ["amy"]);
    const [refused] = await t.race([() => t.as("amy", () => hand.draw(deck, 1))]);
    expect(refused?.status).toBe("rejected");
    expect(hand.cards.size).toBe(0);
    await t.race([() => t.as("gm", () => hand.draw(deck, 1))]);
    expect(hand.cards.size).toBe(1);
  });
});

describe("compendium packs", () => {
  it("a document inside a pack is judged by the pack's level for the user's role, not by its own ownership", () => {
    const t = seat();
    const observed = t.addPack("story-engines.venus-adventures", { PLAYER: "OBSERVER", ASSISTANT: "OWNER" });
    // The page says NONE; inside an OBSERVER pack a player still reads it (Foundry's design).
    const secret = observed.add(
      new TableDocument("JournalEntry", "truth", { name: "The Whole Truth" }, { default: 0 }),
    );
    expect(secret.testUserPermission(user(t, "amy"), "OBSERVER")).toBe(true);
    expect(observed.openableBy(user(t, "amy")).map((d) => d.name)).toEqual(["The Whole Truth"]);
    const gmOnly = t.addPack("story-engines.venus-secrets", { PLAYER: "NONE", ASSISTANT: "OWNER" });
    const hidden = gmOnly.add(new TableDocument("JournalEntry", "truth2", { name: "The Whole Truth" }, { default: 2 }));
    expect(hidden.testUserPermission(user(t, "amy"), "LIMITED")).toBe(false);
    expect(gmOnly.openableBy(user(t, "amy"))).toEqual([]);
    expect(gmOnly.openableBy(user(t, "gm")).map((d) => d.name)).toEqual(["The Whole Truth"]);
  });

  it("a role the pack does not name takes the nearest lower role's level", () => {
    const t = seat();
    const pack = t.addPack("story-engines.rules", { PLAYER: "LIMITED", ASSISTANT: "OWNER" });
    const page = pack.add(new TableDocument("JournalEntry", "p", { name: "Rules" }));
    // Tom is TRUSTED: the pack names PLAYER below him.
    expect(page.permissionOf(user(t, "tom"))).toBe(1);
    expect(page.permissionOf(user(t, "amy"))).toBe(1);
  });
});

describe("chat messages", () => {
  it("belong to their author: another player's edit is refused, the author's and a GM's land", async () => {
    const t = seat();
    const message = new TableMessage("m1", { content: "<p>roll</p>" }, "amy");
    const [refused] = await t.race([() => t.as("tom", () => message.update({ content: "forged" }))]);
    expect(refused?.status).toBe("rejected");
    await t.race([() => t.as("amy", () => message.update({ content: "edited" }))]);
    expect(message.content).toBe("edited");
    await t.race([() => t.as("gm", () => message.update({ content: "by the GM" }))]);
    expect(message.content).toBe("by the GM");
  });

  it("a whisper is seen by its recipients, its author and GMs; a blind roll not even by its author", () => {
    const t = seat();
    t.messages.push(
      new TableMessage("pub", {}, "amy"),
      new TableMessage("whisper", { whisper: ["gm"] }, "amy"),
      new TableMessage("blind", { whisper: ["gm"], blind: true }, "amy"),
      new TableMessage("toTom", { whisper: ["tom"] }, "gm"),
    );
    const ids = (u: string) => t.visibleMessages(u).map((m) => m.id);
    expect(ids("amy")).toEqual(["pub", "whisper"]);
    expect(ids("tom")).toEqual(["pub", "toTom"]);
    expect(ids("gm")).toEqual(["pub", "whisper", "blind", "toTom"]);
  });
});

describe("users and roles", () => {
  it("Assistants and Gamemasters are GMs; the active GM is the connected GM of the highest role, then the lowest id", () => {
    const t = useTable(
      new AsyncTable([
        { id: "zed", name: "Zed", role: "GAMEMASTER" },
        { id: "ann", name: "Ann", role: "ASSISTANT" },
        { id: "bea", name: "Bea", role: "GAMEMASTER" },
        { id: "cal", name: "Cal" },
      ]),
    );
    expect([...t.users.values()].map((u) => u.isGM)).toEqual([true, true, true, false]);
    expect(t.activeGM?.id).toBe("bea");
    t.disconnect("bea");
    expect(t.activeGM?.id).toBe("zed");
    t.disconnect("zed");
    expect(t.activeGM?.id).toBe("ann");
    t.disconnect("ann");
    expect(t.activeGM).toBeNull();
  });
});
