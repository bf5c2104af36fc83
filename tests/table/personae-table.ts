/**
 * The Personae play-throughs' table, shared by tests/table/personae*.test.ts:
 * Gail holds the chorus (the GM), Amy plays Dunmore and Bob plays Kit; the
 * chorus's bridge ogre is default NONE. `usePersonaeTable()` (at a test
 * file's top level) installs the play table and seats everyone afresh for
 * each test; the bindings below are live. Each identity's `system` shows the
 * two token bars its data model derives (vitality and shock), so a token
 * bar edit reads what Foundry's token shows.
 */
import { afterAll, beforeAll, beforeEach } from "vitest";
import {
  installPlayTable,
  startPlay,
  uninstallPlayTable,
  type Play,
  type PlayWindow,
  type Seat,
} from "../harness/play";
import { TableActor, TableItem } from "../harness/table-documents";
import { installTableScene } from "../harness/table-scenes";
import type { PersonaeIdentitySheet } from "../../src/games/personae/sheets/identity-sheet";
import type { PlainItem } from "../../src/games/personae/data/common";
import type { PersonaeIdentitySystem } from "../../src/games/personae/data/identity";

export let Sheet: typeof PersonaeIdentitySheet;
let ToolsApp: typeof import("../../src/core/table-tools-app").TableToolsApp;
export let samples: typeof import("../../src/games/personae/samples");
export let readCardState: typeof import("../../src/games/personae/challenge/card-message").readCardState;
let deriveIdentity: typeof import("../../src/games/personae/data/identity").deriveIdentity;

export let play: Play;
export let dunmore: TableActor;
export let kit: TableActor;
export let ogre: TableActor;

/** An identity as Foundry holds it: its stored data, and the token bars its data model derives. */
class IdentityActor extends TableActor {
  override get system(): Record<string, unknown> {
    const stored = super.system;
    const items = this.items.map((i) => ({ type: i.type, system: i.system }));
    const { vitality, shockTrack } = deriveIdentity(stored as unknown as PersonaeIdentitySystem, items);
    return { ...stored, vitality, shockTrack };
  }
}

export function identity(
  id: string,
  data: Record<string, unknown>,
  items: PlainItem[],
  ownership: Record<string, number>,
): TableActor {
  const actor = new IdentityActor(id, { type: "personaeIdentity", img: "", ...data }, ownership);
  for (const item of items)
    actor.items.set(item.id, new TableItem(item.id, { name: item.name, type: item.type, system: item.system }, actor));
  return actor;
}

/** Set up the fiction so far: the chorus writes it, and the table settles. */
export function asGail(write: () => Promise<unknown>): Promise<void> {
  return play.step(play.table.as("gail", write));
}

/** Bob targets the ogre's token on the scene. */
export function bobTargetsOgre(): void {
  const bob = play.table.users.get("bob") as unknown as { targets?: Set<{ actor: unknown }> };
  bob.targets = new Set([{ actor: ogre }]);
}

/**
 * Bob, targeting the ogre, opens Kit's sheet and challenges it with `skill`
 * (Kit rolls 9, 6, 2), opposed: the card waits for the chorus's answer.
 * Returns Bob's seat.
 */
export async function bobChallengesOgre(skill: string): Promise<Seat> {
  bobTargetsOgre();
  const bob = play.seat("bob");
  const sheet = await bob.open(() => new Sheet({ document: kit as unknown as Actor }));
  play.table.faces = [9, 6, 2];
  bob.answerDialog((d) => d.press("roll", { target0: true, opposition: "opposed" }));
  await sheet.click("challenge", { itemId: samples.sampleId(skill) });
  return bob;
}

/** `seat` opens Table tools (the button in their Actors sidebar). */
export function toolsOf(seat: string): Promise<PlayWindow> {
  return play.seat(seat).open(() => new ToolsApp({ id: `table-tools-${seat}` }));
}

/**
 * `seat` opens Table tools and presses one of the chorus's tools (`id`:
 * "start-encounter", "end-round", "end-encounter", "end-scene", …),
 * confirming where it asks.
 */
export async function chorusTool(seat: string, id: string): Promise<void> {
  const tools = await toolsOf(seat);
  if (id.startsWith("end-")) play.seat(seat).answerDialog((d) => d.press("yes"));
  await tools.click("openTool", { tool: `personae/${id}` });
}

/** Seat these users at a fresh table (a test file's own seating, given to usePersonaeTable). */
export function seatPlayers(users: Parameters<typeof startPlay>[0]): Play {
  play = startPlay(users);
  return play;
}

/**
 * Install the play table for this file and seat everyone afresh for each
 * test: by default the chorus (Gail, the GM) and two players with the
 * sample identities below; a file may give its own seating.
 */
export function usePersonaeTable(seating: () => void | Promise<void> = seat): void {
  beforeAll(async () => {
    installPlayTable();
    const { registerGame } = await import("../../src/core/register");
    // The table roles' setting, which the chorus's role checks read.
    const { coreModule } = await import("../../src/core/module");
    registerGame(coreModule);
    const { personaeModule } = await import("../../src/games/personae/module");
    registerGame(personaeModule);
    const tools = await import("../../src/core/table-tools-app");
    tools.registerTableTools([personaeModule]);
    ToolsApp = tools.TableToolsApp;
    ({ PersonaeIdentitySheet: Sheet } = await import("../../src/games/personae/sheets/identity-sheet"));
    samples = await import("../../src/games/personae/samples");
    ({ readCardState } = await import("../../src/games/personae/challenge/card-message"));
    ({ deriveIdentity } = await import("../../src/games/personae/data/identity"));
  });
  afterAll(() => uninstallPlayTable());
  beforeEach(seating);
}

function seat(): void {
  play = startPlay([
    { id: "gail", name: "Gail", isGM: true },
    { id: "amy", name: "Amy" },
    { id: "bob", name: "Bob" },
  ]);
  const s = samples;
  dunmore = identity("dunmore", { name: "Dunmore", system: s.DUNMORE.system }, s.dunmoreItems(), {
    default: 1,
    amy: 3,
  });
  const misdirection = s.enhancement("Misdirection", {
    effect: "forceReroll",
    amount: 1,
    timing: "followUp",
    followUps: 1,
    skill: "Swindle",
  });
  kit = identity(
    "kit",
    {
      name: "Kit",
      system: s.sampleIdentity({ mode: "play", attributes: { com: 3, cng: 2, res: 2, pro: 1, kno: 1, sta: 1 } }),
    },
    [
      ...s.freeSkills(),
      s.skill("Swindle", "com", 3),
      s.skill("Cudgel", "pro", 3, { challenge: "attack", hits: 1 }),
      misdirection,
    ],
    // Allies may observe each other's sheets.
    { default: 2, bob: 3 },
  );
  ogre = identity(
    "ogre",
    {
      name: "The bridge ogre",
      system: s.sampleIdentity({
        kind: "supporting",
        toughness: "major",
        mode: "play",
        attributes: { com: 1, cng: 1, res: 1, pro: 3, kno: 0, sta: 2 },
      }),
    },
    [
      s.skill("Counter", "com", 2),
      s.skill("Defend", "sta", 2),
      s.skill("Steel", "res", 2),
      s.skill("Club", "pro", 3, { challenge: "attack", hits: 1 }),
    ],
    { default: 0 },
  );
  play.table.actors.push(dunmore, kit, ogre);
  // The scene everyone views: the GM placed the three identities' tokens on it before play.
  installTableScene({ id: "bridge", name: "The bridge", actors: () => [dunmore, kit, ogre] });
}
