/**
 * The Combat document class for conflicts (Foundry side, thin), chained
 * onto whatever class is configured (gumshoe-fvtt's pattern): a combatant
 * added to a "wickedConflict" — from the Combat Tracker, a token's HUD or
 * the conflict tracker — is made a "wickedParticipant". A new encounter is
 * a conflict when started as one (the game's tools ask for the type), or
 * untyped — Foundry's Combat Tracker's Create Encounter, which gives no data
 * at all — in a world that plays In a Wicked Age: where it is the only game
 * played, at once; where other games are played too, the creating user is
 * asked whether it is a conflict or Foundry's plain encounter (their games').
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

/** What an untyped new encounter becomes: a conflict, Foundry's plain encounter, or the creator's choice of the two. */
export function untypedEncounter(wickedPlayed: boolean, othersPlayed: boolean): "conflict" | "plain" | "ask" {
  if (!wickedPlayed) return "plain";
  return othersPlayed ? "ask" : "conflict";
}

/** Ask the creator of an untyped encounter, in a world of several games, which it is (null: closed, nothing made). */
async function askKind(): Promise<"conflict" | "plain" | null> {
  const answer = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.localize("STORY_ENGINES.Wicked.Conflict.newEncounterTitle") },
    content: `<p>${game.i18n.localize("STORY_ENGINES.Wicked.Conflict.newEncounterAsk")}</p>`,
    buttons: [
      { action: "conflict", label: "STORY_ENGINES.Wicked.Conflict.newEncounterConflict", default: true },
      { action: "plain", label: "STORY_ENGINES.Wicked.Conflict.newEncounterPlain" },
    ],
    rejectClose: false,
  });
  return answer === "conflict" || answer === "plain" ? answer : null;
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
      data?: Record<string, unknown>,
      operation?: Record<string, unknown>,
    ): Promise<Combat | undefined> {
      // Foundry's Create Encounter gives no data; a list (several at once) is left as it is.
      const given = data ?? {};
      if (typeof given !== "object" || Array.isArray(given) || given.type !== undefined)
        return super.create(given, operation);
      let kind = untypedEncounter(getSetting<boolean>("wickedAgeEnabled") !== false, othersPlayed());
      if (kind === "ask") {
        const chosen = await askKind();
        if (!chosen) return undefined;
        kind = chosen;
      }
      return super.create(kind === "conflict" ? { ...given, type: CONFLICT_TYPE } : given, operation);
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
