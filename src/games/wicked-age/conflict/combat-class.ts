/**
 * The Combat document class for conflicts (Foundry side, thin), chained
 * onto whatever class is configured (gumshoe-fvtt's pattern): a combatant
 * added to a "wickedConflict" — from the Combat Tracker, a token's HUD or
 * the conflict tracker — is made a "wickedParticipant". A new encounter is
 * a conflict when started as one (the game's tools ask for the type), or,
 * untyped, in a world where In a Wicked Age is the only game played; a world
 * that plays other games too keeps Foundry's base encounters for theirs.
 */
import { SYSTEM_ID } from "../../../core/game-definition";
import { getSetting } from "../../../core/settings";
import { CHARACTER_TYPE, CONFLICT_TYPE, NPC_TYPE, PARTICIPANT_TYPE } from "../data/common";

function participantData(data: Record<string, unknown>): Record<string, unknown> {
  const actorId = typeof data.actorId === "string" ? data.actorId : "";
  const actorType = game.actors.get(actorId)?.type ?? "";
  const kind = actorType === NPC_TYPE ? "npc" : "character";
  const system = (data.system as Record<string, unknown> | undefined) ?? {};
  return {
    ...data,
    type: PARTICIPANT_TYPE,
    system: { ...system, kind: actorType === CHARACTER_TYPE || actorType === NPC_TYPE ? kind : (system.kind ?? kind) },
  };
}

/** An untyped new encounter becomes a conflict only in a world where In a Wicked Age is the only game played. */
export function untypedIsConflict(wickedPlayed: boolean, othersPlayed: boolean): boolean {
  return wickedPlayed && !othersPlayed;
}

/** Does the world play any other game of the system (its `<game>Enabled` setting not off)? */
function othersPlayed(): boolean {
  const prefix = `${SYSTEM_ID}.`;
  return [...game.settings.settings.keys()].some(
    (k) =>
      k.startsWith(prefix) &&
      k.endsWith("Enabled") &&
      k !== `${prefix}wickedAgeEnabled` &&
      game.settings.get(SYSTEM_ID, k.slice(prefix.length)) !== false,
  );
}

export function registerConflictClass(): void {
  const Base = CONFIG.Combat.documentClass;
  class WickedCombat extends Base {
    static override async create(
      data: Record<string, unknown>,
      operation?: Record<string, unknown>,
    ): Promise<Combat | undefined> {
      const untyped = data && typeof data === "object" && !Array.isArray(data) && data.type === undefined;
      const typed = untyped && untypedIsConflict(getSetting<boolean>("wickedAgeEnabled") !== false, othersPlayed());
      return super.create(typed ? { ...data, type: CONFLICT_TYPE } : data, operation);
    }

    override async createEmbeddedDocuments(
      name: "Combatant",
      data: Record<string, unknown>[],
      operation?: Record<string, unknown>,
    ): Promise<Combatant[]> {
      const made = name === "Combatant" && this.type === CONFLICT_TYPE ? data.map(participantData) : data;
      return super.createEmbeddedDocuments(name, made, operation);
    }
  }
  CONFIG.Combat.documentClass = WickedCombat;
}
