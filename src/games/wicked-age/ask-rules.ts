/**
 * Who may ask In a Wicked Age's GM-side requests (in the game's lazy
 * chunk): the declared rules its handler tables use (src/core/request-rules.ts),
 * read off the world as the handlers read it — the chapter's GM (core's
 * table role), the player of a character, the side a user may act for in a
 * conflict (core's acting-for: a player their own characters, the chapter's
 * GM the NPCs and absent players' characters).
 */
import { REFUSALS, type AskRule } from "../../core/request-rules";
import { isChapterGM, leavesDealToFriends, mayActFor, playsOwnCharacter, playsTopper } from "./campaign/table-sides";
import { journalOf, storyOf } from "./campaign/story-store";
import { requesterOf, wickedConflictOf } from "./conflict/combat-docs";
import { CHARACTER_TYPE, NPC_TYPE } from "./data/common";

const W = "STORY_ENGINES.Wicked";
const str = (v: unknown): string => (typeof v === "string" ? v : "");

/** The chapter's GM (a Foundry GM, or the player the campaign records). */
export const chapterGM: AskRule = (_data, user) => (isChapterGM(user) ? null : `${W}.Conflict.Problems.gmOnly`);

/** A Foundry GM (correcting the owe list, recording who runs the next chapter). */
export const foundryGM: AskRule = (_data, user) => (user.isGM ? null : `${W}.Conflict.Problems.gmOnly`);

/** Anyone but the chapter's GM (who takes the characters nobody claims, and leaves choices to the others). */
export const notChapterGM: AskRule = (_data, user) => (isChapterGM(user) ? `${W}.Story.Problems.gmTakesRest` : null);

/** "GM, don't deal – have your friends do it": not the chapter's GM while someone else connected could. */
export const dealer: AskRule = (_data, user) => (leavesDealToFriends(user) ? `${W}.Story.Problems.friendsDeal` : null);

function actorAt(uuid: unknown): Actor | null {
  const doc = typeof uuid === "string" && uuid !== "" ? fromUuidSync(uuid) : null;
  return doc?.documentName === "Actor" ? (doc as Actor) : null;
}

/** The player of the character `data[field]` names (its own player only; the GM its own character). */
export function playsCharacterAt(field: string): AskRule {
  return (data, user) => {
    const actor = actorAt(data[field]);
    if (!actor) return REFUSALS.noDocument;
    return playsOwnCharacter(user, actor) ? null : `${W}.Conflict.Problems.notYours`;
  };
}

/** The owner of the player's character `data[field]` names (the one who comes back as a parallel sheet). */
export function ownsCharacterAt(field: string): AskRule {
  return (data, user) => {
    const actor = actorAt(data[field]);
    if (!actor || actor.type !== CHARACTER_TYPE) return REFUSALS.noDocument;
    return actor.testUserPermission(user, "OWNER") ? null : `${W}.Conflict.Problems.notYours`;
  };
}

/** The user may act for the character or NPC `data[field]` names (core's acting-for). */
export function actsForActorAt(field: string): AskRule {
  return (data, user) => {
    const actor = actorAt(data[field]);
    if (!actor || (actor.type !== CHARACTER_TYPE && actor.type !== NPC_TYPE)) return `${W}.Conflict.Problems.notWicked`;
    return mayActFor(user, actor) ? null : `${W}.Conflict.Problems.notYours`;
  };
}

/** The player of the owe list's topper of the story sheet `data.storyUuid` names (chooses the next oracle's element). */
export const playsStoryTopper: AskRule = (data, user) => {
  const story = storyOf(journalOf(str(data.storyUuid)));
  if (!story) return REFUSALS.noDocument;
  const topper = story.recurring.find((r) => r.how === "topper")?.actorUuid ?? "";
  return playsTopper(user, topper) ? null : `${W}.Story.Problems.topperChooses`;
};

/** The user who claimed the story character `data.characterId` (of the sheet `data.storyUuid` names). */
export const claimedStoryCharacter: AskRule = (data, user) => {
  const story = storyOf(journalOf(str(data.storyUuid)));
  if (!story) return REFUSALS.noDocument;
  const character = story.characters.find((c) => c.id === str(data.characterId));
  return character && character.claimedBy === user.id ? null : `${W}.Conflict.Problems.notYours`;
};

/** The side a tracker request acts for: `actingFor`, else its participant. */
function sideOf(data: Record<string, unknown>): string {
  return str(data.actingFor) || str(data.participant);
}

/** The user may act for the side the tracker request names in its conflict (`data.combatId`). */
export const actsForSide: AskRule = (data, user) => {
  const combat = wickedConflictOf(data.combatId);
  if (!combat) return `${W}.Conflict.Problems.noConflict`;
  return requesterOf(user, combat).controls.has(sideOf(data)) ? null : `${W}.Conflict.Problems.notYours`;
};

/** A move, made by the side itself: acting for its own participant, which the user may act for. */
export const movesOwnSide: AskRule = (data, user) => {
  if (sideOf(data) !== str(data.participant)) return `${W}.Conflict.Problems.notYours`;
  return actsForSide(data, user);
};
