/**
 * Who may write the Storypath Cards with no GM connected: every player who
 * holds the Storyguide role is made OWNER of the deck, the discard pile,
 * every hand, every Title's pile and every Title, so that their client — the
 * deck's connected owner, the no-GM writer (src/core/request-writer.ts) —
 * can carry out every card move a spend, a decision on it or a reward needs
 * (Foundry moves cards between stacks only for a user who owns both). The
 * way Capes makes the Editor the owner of the board.
 *
 * The active GM's client grants it when it sets the stacks up
 * (storypath-setup.ts) and when the table roles change (module-part.ts), in
 * its queue. What it granted is listed on each document
 * (`storypathGranted`), so a former Storyguide loses only that: a player's
 * own hand and a Title they were given by hand stay theirs.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { deletionUpdate } from "../../../core/compat";
import { runQueued } from "../../../core/gm-queue";
import { findTitlePile, FLAGS, isStorypathStack, OWNER_LEVEL, TITLE_TYPE } from "./storypath";
import { storyguides } from "../storyguide";

const GRANTED = "storypathGranted";

/** The users the document's `storypathGranted` flag lists. */
function grantedOn(doc: FoundryDocument): string[] {
  const ids = doc.getFlag(SYSTEM_ID, GRANTED);
  return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === "string") : [];
}

/**
 * The update that makes `holders` (player Storyguides) owners of `doc` and
 * takes back what was granted to anyone else, or null when nothing changes.
 * `keep`: the player whose own document it is (a hand's player), never
 * taken back.
 */
export function ownershipUpdate(
  doc: FoundryDocument,
  holders: readonly User[],
  keep = "",
): Record<string, unknown> | null {
  const granted = grantedOn(doc);
  const update: Record<string, unknown> = {};
  const next: string[] = [];
  for (const user of holders) {
    if (user.id === keep) continue;
    const owns = doc.testUserPermission(user, "OWNER");
    // Owned before the role came (their own Title): not ours to grant, nor to take back.
    if (owns && !granted.includes(user.id)) continue;
    next.push(user.id);
    if (!owns) update[`ownership.${user.id}`] = OWNER_LEVEL;
  }
  for (const id of granted)
    if (!next.includes(id) && id !== keep) Object.assign(update, deletionUpdate(`ownership.${id}`));
  const changed = next.length !== granted.length || next.some((id) => !granted.includes(id));
  if (changed) update[`flags.${SYSTEM_ID}.${GRANTED}`] = next;
  return Object.keys(update).length > 0 ? update : null;
}

/** The player holding a hand (its `storypathHandFor`), or "". */
function handPlayer(stack: Cards): string {
  const id = stack.getFlag(SYSTEM_ID, FLAGS.handFor);
  return typeof id === "string" ? id : "";
}

/** Whether this client is the active GM's (the one that grants ownership). */
export function isActiveGM(): boolean {
  return game.user.isGM && game.users.activeGM?.id === game.user.id;
}

/**
 * The pile that holds a Title's cards (made by a GM: Foundry lets only
 * them create a Cards stack), owned by the player Storyguides too.
 */
export async function createTitlePile(title: Actor): Promise<Cards | undefined> {
  const sg = storyguideOwnership();
  return game.cards.documentClass.create({
    name: game.i18n.format("STORY_ENGINES.FourColors.Cards.Setup.titlePileName", { title: title.name }),
    type: "pile",
    ownership: { default: 0, ...sg.ownership },
    flags: { [SYSTEM_ID]: { [FLAGS.titlePile]: title.uuid, [GRANTED]: sg.granted } },
  });
}

/**
 * On the active GM's client, in its queue: every Title has its pile (a
 * player writing with no GM connected cannot make one), the player
 * Storyguides own every Storypath stack and Title, and a former one owns
 * only what was theirs.
 */
export async function syncStoryguideOwnership(): Promise<void> {
  if (!isActiveGM()) return;
  await runQueued(async () => {
    for (const title of game.actors.filter((a) => a.type === TITLE_TYPE))
      if (!findTitlePile(title.uuid)) await createTitlePile(title);
    const holders = storyguides().filter((u) => !u.isGM);
    const docs: { doc: FoundryDocument; keep: string }[] = [
      ...game.cards.filter((s) => isStorypathStack(s)).map((s) => ({ doc: s as FoundryDocument, keep: handPlayer(s) })),
      ...game.actors.filter((a) => a.type === TITLE_TYPE).map((a) => ({ doc: a as FoundryDocument, keep: "" })),
    ];
    for (const { doc, keep } of docs) {
      const update = ownershipUpdate(doc, holders, keep);
      if (update) await doc.update(update);
    }
  });
}

/** The ownership a new Storypath stack is created with: the player Storyguides own it too (and it says so). */
export function storyguideOwnership(keep = ""): { ownership: Record<string, number>; granted: string[] } {
  const granted = storyguides()
    .filter((u) => !u.isGM && u.id !== keep)
    .map((u) => u.id);
  return { ownership: Object.fromEntries(granted.map((id) => [id, OWNER_LEVEL])), granted };
}

/** The flag a new stack carries for storyguideOwnership's grant. */
export const GRANTED_FLAG = GRANTED;
