/**
 * The Combat document class for conflicts (Foundry side, thin), chained
 * onto whatever class is configured (gumshoe-fvtt's pattern): a combatant
 * added to a "wickedConflict" — from the Combat Tracker, a token's HUD or
 * the conflict tracker — is made a "wickedParticipant", and a new encounter
 * in a world that plays In a Wicked Age is a conflict unless told otherwise.
 */
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

export function registerConflictClass(): void {
  const Base = CONFIG.Combat.documentClass;
  class WickedCombat extends Base {
    static override async create(
      data: Record<string, unknown>,
      operation?: Record<string, unknown>,
    ): Promise<Combat | undefined> {
      const played = getSetting<boolean>("wickedAgeEnabled") !== false;
      const typed = data && typeof data === "object" && !Array.isArray(data) && data.type === undefined && played;
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
