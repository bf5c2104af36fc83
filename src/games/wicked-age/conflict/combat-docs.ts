/**
 * Reading a conflict's documents (Foundry side, thin): the Combat of type
 * "wickedConflict" by id, its combatants as the pure reader wants them, the
 * participants a user acts for (a player their own characters; the chapter's
 * GM the NPCs), whether they hold the chapter GM's controls, and the
 * conflict's name (the tracker's title, its cards' speaker).
 */
import { mayActForHere } from "../../../core/acting-as";
import type { Side } from "../../../core/acting-for";
import { actorSide, isChapterGM, playerGmOf } from "../campaign/table-sides";
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

/** The conflict's sides for core's acting-for: each combatant, played as sides.ts says. */
export function conflictSides(combat: Combat): Side[] {
  const playerGm = playerGmOf();
  return combat.combatants.contents.map((c) => actorSide(c.id ?? "", c.name, c.actor, playerGm));
}

/** The sides `user` may act for (the GM side accepts any of them), and whether they run the chapter. */
export function requesterOf(user: User, combat: Combat): Requester {
  const sides = conflictSides(combat);
  const controls = new Set(sides.filter((s) => mayActForHere(user, s.id, sides, isChapterGM)).map((s) => s.id));
  return { isGM: isChapterGM(user), controls, userId: user.id };
}

export function wickedConflictOf(id: unknown): Combat | null {
  const combat = typeof id === "string" ? game.combats.get(id) : undefined;
  return combat && combat.type === CONFLICT_TYPE ? combat : null;
}

/** The conflict's name on its tracker and cards. */
export function conflictName(combat: Combat): string {
  return combat.name || game.i18n.localize("TYPES.Combat.wickedConflict");
}
