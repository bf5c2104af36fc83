/**
 * Starting and joining a conflict, GM side. The chapter's GM starts one (the
 * `wicked-age.newConflict` query: a player running the chapter cannot create
 * encounters themselves) on the viewed scene. Joining (the `wicked-age.joinConflict` query): a player
 * brings their own character (a third party joining a running conflict, or
 * one of the first), the chapter's GM an NPC. Refused: a sheet out of
 * the chapter or dead, with no dice assigned, or a player's character with
 * fewer than two best interests; a character already in. The combatant is
 * made on the viewed scene's token of the actor when there is one.
 */
import { plainItems } from "../../../core/sheets/sheet-support";
import { askingUser, type LocalQueryOptions } from "../../../core/gm-query";
import { CHARACTER_TYPE, CONFLICT_TYPE, NPC_TYPE } from "../data/common";
import { entryProblems } from "./dice-choice";
import type { ConflictAnswer } from "./tracker-handler";
import { wickedConflictOf } from "./combat-docs";

const P = "STORY_ENGINES.Wicked.Conflict.Problems";

/** The chapter's GM starts a conflict: a Combat of the conflict type, made active; its id comes back. */
export async function gmNewConflict(
  data: Record<string, unknown>,
  options: LocalQueryOptions,
): Promise<ConflictAnswer & { id?: string }> {
  const user = askingUser(data, options);
  if (!user) return { ok: false, reason: "STORY_ENGINES.Notifications.notAllowed" };
  const combat = await Combat.implementation.create({
    type: CONFLICT_TYPE,
    scene: game.scenes.viewed?.id ?? null,
    active: true,
  });
  return combat?.id ? { ok: true, id: combat.id } : { ok: false, reason: `${P}.noConflict` };
}

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
