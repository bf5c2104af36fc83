/**
 * The chapter's NPC sheets follow whoever runs the chapter (Foundry side,
 * the GM's client inside the GM queue): the NPCs on its story sheet — made
 * from its entries or claimed as returning — are owned by the player
 * recorded as the chapter's GM for the chapter's duration, so they can fill
 * them in (§3 gives the sheets made after the recording the same), and are
 * handed back when someone else is recorded or the chapter ends. A player's
 * own characters are never touched.
 */
import { deletionUpdate } from "../../../core/compat";
import { NPC_TYPE } from "../data/common";
import type { StoryState } from "./story";

const OWNER = 3;

/** The NPC actors of a chapter's story sheet. */
function chapterNpcs(story: StoryState | null): Actor[] {
  const uuids = new Set([
    ...(story?.characters ?? []).map((c) => c.actorUuid),
    ...(story?.recurring ?? []).map((r) => r.actorUuid),
  ]);
  return [...uuids]
    .filter((uuid) => uuid !== "")
    .map((uuid) => fromUuidSync(uuid) as Actor | null)
    .filter((a): a is Actor => a?.type === NPC_TYPE);
}

/** Move the chapter's NPCs from one player running it to the next ("" none: the Foundry GM's). */
export async function handOverNpcs(story: StoryState | null, from: string, to: string): Promise<void> {
  if (from === to) return;
  for (const actor of chapterNpcs(story)) {
    // The leaving player's entry is deleted (v13 `-=`, v14's ForcedDeletion: src/core/compat.ts).
    const change: Record<string, unknown> = from ? deletionUpdate(`ownership.${from}`) : {};
    if (to) change[`ownership.${to}`] = OWNER;
    await actor.update(change);
  }
}
