/**
 * The chapter's characters are linked (round 4 decision): a character's or
 * NPC's sheet is the character, so a new one's prototype token is linked to
 * it unless its data says otherwise — a token's losses land on the sheet,
 * the owe list names the world's actor, and "Coming back" follows the sheet.
 */
import { CHARACTER_TYPE, NPC_TYPE, isRecord } from "../data/common";

/** The prototype-token change a new In a Wicked Age actor needs, or null. */
export function linkOnCreate(type: string, data: unknown): Record<string, unknown> | null {
  if (type !== CHARACTER_TYPE && type !== NPC_TYPE) return null;
  const token = isRecord(data) && isRecord(data.prototypeToken) ? data.prototypeToken : {};
  return token.actorLink === undefined ? { "prototypeToken.actorLink": true } : null;
}

export function registerLinkHooks(): void {
  Hooks.on("preCreateActor", ((actor: Actor, data: unknown) => {
    const change = linkOnCreate(actor.type, data);
    if (change) actor.updateSource(change);
  }) as (...args: never[]) => unknown);
}
