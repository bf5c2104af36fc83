/**
 * The Personae play-throughs' table, shared by tests/table/personae*.test.ts,
 * set up from what the system ships: `usePersonaeTable(seating)` (at a test
 * file's top level) installs the play table and, before each test, runs the
 * file's seating, which seats the users and has the GM import the shipped
 * identities (setUpFromPacks). The default seating: Gail, the GM, holds the
 * chorus (its fallback); Amy plays Dunmore and Bob the burglar; the hulking
 * ogre and the locked door stay Gail's (NONE to the players). Each
 * identity's `system` shows the two token bars its data model derives
 * (vitality and shock), so a token bar edit reads what Foundry's token shows.
 *
 * The helpers below are steps of play, each a click on a control the acting
 * user's own window or card shows: a sheet opened from the user's Actors
 * directory, Table tools from the button their sidebar shows.
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
import { setUpFromPacks } from "../harness/play-setup";
import { actorClasses } from "../harness/shipped-packs";
import { TableActor } from "../harness/table-documents";
import { installTableScene } from "../harness/table-scenes";
import type { PersonaeIdentitySheet } from "../../src/games/personae/sheets/identity-sheet";
import type { PersonaeIdentitySystem } from "../../src/games/personae/data/identity";
import type { ChallengeCardState } from "../../src/games/personae/challenge/card-state";

export let readCardState: typeof import("../../src/games/personae/challenge/card-message").readCardState;
let deriveIdentity: typeof import("../../src/games/personae/data/identity").deriveIdentity;

export let play: Play;
export let dunmore: TableActor;
export let burglar: TableActor;
export let ogre: TableActor;
export let door: TableActor;

/** An identity's system as the play-throughs read it. */
export interface IdentityView {
  hits: number;
  shock: number;
  inoperative: boolean;
  negated: boolean;
  stabilised: boolean;
  criticals: number;
  lastShockBy: string;
  vitality: { value: number; max: number };
  tally: { successes: number; failures: number };
  development: { points: number };
  scene: { inEncounter: boolean; acted: boolean; relapse: boolean; recoveryWait: number; recoveryTried: boolean };
}
export const sys = (actor: TableActor): IdentityView => actor.system as unknown as IdentityView;

/** The id of an identity's skill (or other trait) by its name. */
export const skillId = (actor: TableActor, name: string): string =>
  actor.items.find((i) => i.name === name)?.id ?? `no ${name}`;

/** The newest challenge card's state, as its message holds it. */
export const lastCard = (): ChallengeCardState | null =>
  readCardState(play.table.messages.at(-1) as unknown as ChatMessage);

/** `user` targets these identities' tokens on the scene (Foundry's T key on each). */
export function target(user: string, ...actors: TableActor[]): void {
  (play.table.users.get(user) as unknown as { targets?: Set<{ actor: unknown }> }).targets = new Set(
    actors.map((actor) => ({ actor })),
  );
}

/** `user` opens an identity's sheet from their Actors directory. */
export function sheetOf(user: string, actor: TableActor): Promise<PlayWindow<PersonaeIdentitySheet>> {
  return play.seat(user).openFromDirectory<PersonaeIdentitySheet>(actor);
}

/**
 * `user`, targeting `whom` (one or more identities, all ticked in the
 * dialog), issues an opposed challenge from `actor`'s sheet with `skill`
 * (`values`: the dialog's other fields), rolling `faces` (none: the dice wait
 * for the chorus's roll against an inoperative target).
 */
export async function issue(
  user: string,
  actor: TableActor,
  skill: string,
  whom: TableActor | TableActor[],
  goal: string,
  faces: number[],
  values: Record<string, unknown> = {},
): Promise<Seat> {
  const targets = Array.isArray(whom) ? whom : [whom];
  target(user, ...targets);
  const seat = play.seat(user);
  const sheet = await sheetOf(user, actor);
  const ticked = Object.fromEntries(targets.map((_, i) => [`target${i}`, true]));
  seat.answerDialog((d) => d.press("roll", { ...ticked, opposition: "opposed", goal, ...values }));
  play.table.faces = faces;
  await sheet.click("challenge", { itemId: skillId(actor, skill) });
  return seat;
}

/** `user` answers the card `goal` for its reactor (`reactor`) with `faces`. */
export async function answer(user: string, goal: string, faces: number[], reactor = 0): Promise<void> {
  play.table.faces = faces;
  await (await play.seat(user).card(goal)).click("answer", { reactor });
}

/** `user` applies the hits on the card `goal` (to its reactor `reactor`). */
export async function applyHits(user: string, goal: string, reactor = 0): Promise<void> {
  await (await play.seat(user).card(goal)).click("applyHits", { reactor, entry: 0 });
}

/** The chorus (`user`) rolls its dice on the card `goal`: against an inoperative reactor, or the card's own unopposed. */
export async function chorusRolls(
  user: string,
  goal: string,
  faces: number[],
  reactor: number | "card" = 0,
): Promise<void> {
  play.table.faces = faces;
  await (await play.seat(user).card(goal)).click("chorusRoll", { reactor });
}

/** `seat` opens Table tools from the button their Actors sidebar shows. */
export function toolsOf(seat: string): Promise<PlayWindow> {
  return play.seat(seat).openTableTools();
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
 * test: by default the seating below; a file may give its own.
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
    ({ readCardState } = await import("../../src/games/personae/challenge/card-message"));
    ({ deriveIdentity } = await import("../../src/games/personae/data/identity"));
    actorClasses.set("personaeIdentity", IdentityActor);
  });
  afterAll(() => {
    actorClasses.delete("personaeIdentity");
    uninstallPlayTable();
  });
  beforeEach(seating);
}

/** An identity as Foundry holds it: its stored data, and the token bars its data model derives. */
class IdentityActor extends TableActor {
  override get system(): Record<string, unknown> {
    const stored = super.system;
    const items = this.items.map((i) => ({ type: i.type, system: i.system }));
    const { vitality, shockTrack } = deriveIdentity(stored as unknown as PersonaeIdentitySystem, items);
    return { ...stored, vitality, shockTrack };
  }
}

async function seat(): Promise<void> {
  seatPlayers([
    { id: "gail", name: "Gail", isGM: true },
    { id: "amy", name: "Amy" },
    { id: "bob", name: "Bob" },
  ]);
  // Set-up, as the GM does before play: the shipped identities imported from the Example Identities compendium;
  // Dunmore is Amy's (LIMITED to the others), the burglar Bob's (allies observe each other's sheets); the ogre and
  // the locked door stay Gail's, the chorus's, which no player sees (NONE). Gail holds the chorus as the GM.
  const world = await setUpFromPacks(play, {
    import: [{ pack: "personae-identities", names: ["Dunmore", "The burglar", "The hulking ogre", "The locked door"] }],
    ownership: {
      Dunmore: { default: "LIMITED", amy: "OWNER" },
      "The burglar": { default: "OBSERVER", bob: "OWNER" },
    },
  });
  dunmore = world.actor("Dunmore");
  burglar = world.actor("The burglar");
  ogre = world.actor("The hulking ogre");
  door = world.actor("The locked door");
  // The scene everyone views: the GM placed the identities' tokens on it before play.
  installTableScene({ id: "bridge", name: "The bridge", actors: () => [dunmore, burglar, ogre, door] });
}
