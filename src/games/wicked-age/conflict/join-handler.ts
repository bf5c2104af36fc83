/**
 * Joining a conflict, GM side (the `wicked-age.joinConflict` query): a player
 * brings their own character (a third party joining a running conflict, or
 * one of the first), the GM any character or NPC. Refused: a sheet out of
 * the chapter or dead, with no dice assigned, or a player's character with
 * fewer than two best interests; a character already in. The combatant is
 * made on the viewed scene's token of the actor when there is one.
 */
import { plainItems } from "../../../core/sheets/sheet-support";
import { askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { CHARACTER_TYPE, NPC_TYPE } from "../data/common";
import { entryProblems } from "./dice-choice";
import type { ConflictAnswer } from "./tracker-handler";
import { wickedConflictOf } from "./combat-docs";

const P = "STORY_ENGINES.Wicked.Conflict.Problems";

export async function gmJoinConflict(
  data: Record<string, unknown>,
  options: LocalQueryOptions,
): Promise<ConflictAnswer> {
  const user = askingUser(data, options);
  if (!user) return { ok: false, reason: "STORY_ENGINES.Notifications.notAllowed" };
  const combat = wickedConflictOf(data.combatId);
  if (!combat) return { ok: false, reason: `${P}.noConflict` };
  const actor = typeof data.actorUuid === "string" ? (fromUuidSync(data.actorUuid) as Actor | null) : null;
  if (!actor || (actor.type !== CHARACTER_TYPE && actor.type !== NPC_TYPE))
    return { ok: false, reason: `${P}.notWicked` };
  if (!actor.testUserPermission(user, "OWNER")) return { ok: false, reason: `${P}.notYours` };
  if (combat.combatants.contents.some((c) => c.actorId === actor.id)) return { ok: false, reason: `${P}.alreadyIn` };
  const [problem] = entryProblems({ type: actor.type, system: actor.system, items: plainItems(actor) });
  if (problem) return { ok: false, reason: problem };
  const scene = game.scenes.viewed;
  const token = scene?.tokens.contents.find((t) => t.actorId === actor.id);
  await combat.createEmbeddedDocuments("Combatant", [
    {
      actorId: actor.id,
      name: actor.name,
      img: actor.img,
      ...(token && scene ? { tokenId: token.id, sceneId: scene.id } : {}),
    },
  ]);
  return { ok: true };
}
