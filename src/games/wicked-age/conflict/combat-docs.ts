/**
 * Reading a conflict's documents (Foundry side, thin): the Combat of type
 * "wickedConflict" by id, its combatants as the pure reader wants them, the
 * participants a user acts for (a player their own characters; the chapter's
 * GM the NPCs) and whether they hold the chapter GM's controls.
 */
import { readCampaignSetting } from "../campaign/campaign-store";
import { isChapterGM, mayActFor } from "../campaign/table-sides";
import { CONFLICT_TYPE } from "../data/common";
import { readConflict, type CombatantView } from "./documents";
import type { Requester } from "./requests";
import type { ConflictState } from "./state";

export function combatantViews(combat: Combat): CombatantView[] {
  return combat.combatants.contents.map((c) => ({
    id: c.id ?? "",
    name: c.name || c.actor?.name || "?",
    actorType: c.actor?.type ?? "",
    system: c.system,
  }));
}

export function readCombatState(combat: Combat): ConflictState {
  return readConflict(combat.system, combatantViews(combat));
}

/** The participants `user` acts for, and whether they run the chapter (start, roll forward, end). */
export function requesterOf(user: User, combat: Combat): Requester {
  const campaign = readCampaignSetting();
  const controls = new Set(
    combat.combatants.contents.filter((c) => mayActFor(user, c.actor, campaign)).map((c) => c.id ?? ""),
  );
  return { isGM: isChapterGM(user, campaign), controls };
}

export function wickedConflictOf(id: unknown): Combat | null {
  const combat = typeof id === "string" ? game.combats.get(id) : undefined;
  return combat && combat.type === CONFLICT_TYPE ? combat : null;
}
