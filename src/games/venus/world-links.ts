/**
 * Links between characters that survive import (the round-4 decision "the
 * cast in a world"): a VINPC link written as a compendium UUID
 * (`Compendium.story-engines.venus-characters.Actor.…`, as the shipped
 * royals' are) is followed to the world's copy of that actor — the world
 * actor whose `_stats.compendiumSource` names it, which Foundry's Import
 * sets — when there is one, as dnd5e and pf2e follow a document's
 * compendium source rather than rewrite links on import. A world link, or a
 * compendium link with no world copy, stays as it is.
 */

/** The UUID a character link reaches in this world: the world copy of a compendium actor, or the link itself. */
export function worldActorUuid(uuid: string): string {
  if (!uuid.startsWith("Compendium.")) return uuid;
  const copies = game.actors.filter((a) => a._stats?.compendiumSource === uuid);
  return copies[0]?.uuid ?? uuid;
}
