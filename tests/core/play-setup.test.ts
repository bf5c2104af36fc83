/**
 * The play-through set-up from the shipped packs (tests/harness/play-setup.ts):
 * the GM imports the documents from the system's own packs as Foundry's
 * import does (the `_id` kept, `_stats.compendiumSource`, the importer
 * OWNER, the embedded items along), sets ownership as Configure Ownership
 * does and hands out roles in the Table roles window — and a player sees
 * in their directory only what that ownership shows them.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { installPlayTable, startPlay, uninstallPlayTable, type Play } from "../harness/play";
import { setUpFromPacks } from "../harness/play-setup";
import type { TableActor } from "../harness/table-documents";
import { importFromCompendium } from "../harness/table-imports";

type Data = Record<string, unknown>;
const source = (rel: string): Data => JSON.parse(readFileSync(join("packs", rel), "utf8")) as Data;
const MELYN = source("venus-characters/melyn.json");
const DHYR = source("venus-characters/dhyr.json");
const ARIAN = source("venus-characters/arian.json");
const VENUS = "Compendium.story-engines.venus-characters.Actor";

let holdsRole: typeof import("../../src/core/table-roles").holdsRole;

beforeAll(async () => {
  installPlayTable();
  const { registerGame } = await import("../../src/core/register");
  registerGame((await import("../../src/core/module")).coreModule);
  registerGame((await import("../../src/games/venus/module")).venusModule);
  ({ holdsRole } = await import("../../src/core/table-roles"));
});
afterAll(() => uninstallPlayTable());

function seatTable(): Play {
  return startPlay([
    { id: "erin", name: "Erin", isGM: true },
    { id: "ann", name: "Ann" },
    { id: "bob", name: "Bob" },
    { id: "tia", name: "Tia", role: "TRUSTED" },
  ]);
}

describe("setUpFromPacks", () => {
  it("imports as Foundry does: the pack's _id, its compendium source, the GM OWNER as creator, the items along", async () => {
    const play = seatTable();
    const world = await setUpFromPacks(play, {
      import: [{ pack: "venus-characters", names: ["Melyn", "Dhyr", "Arian"] }],
    });
    const dhyr = world.actor("Dhyr");
    expect(dhyr.id).toBe(DHYR._id);
    expect(dhyr.uuid).toBe(`Actor.${String(DHYR._id)}`);
    expect((dhyr.data._stats as Data).compendiumSource).toBe(`${VENUS}.${String(DHYR._id)}`);
    expect(dhyr.ownership).toEqual({ default: 0, erin: 3 });
    expect(dhyr.pack).toBeNull();
    // The shipped royals carry no embedded items (nothing from the book's spoiler part).
    expect(dhyr.items.map((i) => [i.id, i.name])).toEqual([]);
    expect(play.table.actors.map((a) => a.name)).toEqual(["Melyn", "Dhyr", "Arian"]);
    // Sort and folder stay behind; the system data comes whole.
    expect(dhyr.data.sort).toBeUndefined();
    expect(world.actor("Melyn").system).toEqual(MELYN.system);
    // Set-up is not play.
    expect(play.steps).toBe(0);
  });

  it("leaves a link into the compendium as Foundry does: it still names the pack's document, not the world's copy", async () => {
    const play = seatTable();
    const world = await setUpFromPacks(play, { import: [{ pack: "venus-characters", names: ["Melyn", "Arian"] }] });
    const link = (world.actor("Melyn").system.vinpcs as { uuid: string }[])[0]?.uuid ?? "";
    expect(link).toBe(`${VENUS}.${String(ARIAN._id)}`);
    const linked = (await fromUuid(link)) as unknown as TableActor;
    expect(linked.pack?.collection).toBe("story-engines.venus-characters");
    expect(linked).not.toBe(world.actor("Arian"));
    // The world's copy is found through its compendium source.
    expect(play.table.actors.find((a) => (a.data._stats as Data).compendiumSource === link)).toBe(world.actor("Arian"));
  });

  it("sets ownership as Configure Ownership does, and a player sees in the directory only what it shows them", async () => {
    const play = seatTable();
    const world = await setUpFromPacks(play, {
      import: [{ pack: "venus-characters", names: ["Melyn", "Dhyr", "Arian"] }],
      ownership: { Melyn: { ann: "OWNER", default: "LIMITED" }, Dhyr: { bob: 3 } },
    });
    expect(world.actor("Melyn").ownership).toEqual({ default: 1, erin: 3, ann: 3 });
    const ann = play.table.mustUser("ann");
    expect(world.actor("Melyn").testUserPermission(ann, "OWNER")).toBe(true);
    expect(world.actor("Dhyr").testUserPermission(ann, "LIMITED")).toBe(false);
    // Arian stays NONE for every player: nobody but the GM lists her.
    expect(play.table.directory("ann").map((a) => a.name)).toEqual(["Melyn"]);
    expect(play.table.directory("bob").map((a) => a.name)).toEqual(["Melyn", "Dhyr"]);
    expect(play.table.directory("erin").map((a) => a.name)).toEqual(["Melyn", "Dhyr", "Arian"]);
  });

  it("hands out roles in the Table roles window, as the GM ticks them", async () => {
    const play = seatTable();
    const user = (id: string) => play.table.mustUser(id) as unknown as User;
    expect(holdsRole(user("erin"), "venus", "fc")).toBe(true);
    await setUpFromPacks(play, { import: [], roles: { "venus.fc": ["bob"] } });
    expect(holdsRole(user("bob"), "venus", "fc")).toBe(true);
    expect(holdsRole(user("erin"), "venus", "fc")).toBe(false);
    expect(play.table.settingValues.get("story-engines.tableRoles")).toEqual({ "venus.fc": ["bob"] });
    // The window was the GM's, and it is closed again.
    expect(play.seat("erin").windows).toHaveLength(0);
  });

  it("imports journals, decks and roll tables too, and a whole pack when no names are given", async () => {
    const play = seatTable();
    const world = await setUpFromPacks(play, {
      import: [
        { pack: "wicked-age-deck" },
        { pack: "venus-secrets" },
        { pack: "four-colors-names", names: ["Italian Female Names"] },
      ],
    });
    const deckSource = source("wicked-age-deck/standard-deck.json");
    const deck = world.deck(String(deckSource.name));
    expect(deck.cards.size).toBe((deckSource.cards as unknown[]).length);
    expect(play.table.stacks).toContain(deck);
    const secrets = play.table.journals;
    expect(secrets.length).toBeGreaterThan(0);
    expect(secrets.every((j) => j.ownership.erin === 3 && j.ownership.default === 0)).toBe(true);
    expect(world.rollTable("Italian Female Names").results.size).toBeGreaterThan(0);
  });

  it("refuses a player's import of an actor, and makes a Trusted Player OWNER of the journal entry she imports", async () => {
    const play = seatTable();
    await setUpFromPacks(play, { import: [] });
    const pack = { collection: "story-engines.venus-characters" };
    const refused = play.table.as("ann", () =>
      importFromCompendium("Actor", pack, String(MELYN._id), {}, { keepId: true }),
    );
    const settled = refused.then(
      () => "created",
      (e: unknown) => String(e),
    );
    await play.table.settle();
    expect(await settled).toContain("lacks permission to create Actor");
    expect(play.table.actors).toHaveLength(0);

    const guide = play.table.packs.get("story-engines.venus-guide")?.documents[0];
    const made = play.table.as("tia", () =>
      importFromCompendium("JournalEntry", { collection: "story-engines.venus-guide" }, guide?.id ?? "", {}, {}),
    );
    await play.table.settle();
    const journal = await made;
    expect(journal.ownership).toEqual({ default: 0, tia: 3 });
    expect(journal.id).not.toBe(guide?.id);
  });
});
