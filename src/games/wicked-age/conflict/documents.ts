/**
 * Between the conflict state machine and its documents (pure): read a
 * Combat's `system` and its combatants into one ConflictState, defensively
 * (a document edited by hand or by an older version reads as something
 * sensible), and work out the updates that turn one state into the next —
 * the combatants' system data, turn order (initiative) and defeated marks,
 * and the combat's system data, round and turn.
 */
import { conform } from "../data/conform";
import { conflictSpec, participantSpec } from "../data/conflict";
import type { ConflictState, Participant, ParticipantKind } from "./state";

/** What the Foundry layer reads of a combatant. */
export interface CombatantView {
  id: string;
  name: string;
  /** The actor's sub-type decides a participant's kind when the combatant has none yet. */
  actorType: string;
  system: Record<string, unknown>;
}

export function readParticipant(view: CombatantView): Participant {
  const stored = conform(participantSpec.fields, view.system) as Omit<Participant, "id" | "name">;
  // The actor's sub-type decides; a combatant without a Wicked Age actor keeps what it says.
  const kind: ParticipantKind =
    view.actorType === "wickedNpc" ? "npc" : view.actorType === "wickedCharacter" ? "character" : stored.kind;
  return { ...stored, id: view.id, name: view.name, kind };
}

/** A Combat's system data and its combatants, as the state machine sees them. */
export function readConflict(system: Record<string, unknown>, combatants: readonly CombatantView[]): ConflictState {
  const stored = conform(conflictSpec.fields, system) as Omit<ConflictState, "participants">;
  return { ...stored, participants: combatants.map(readParticipant) };
}

/** The combat's own part of a state (what its `system` stores). */
export function conflictSystem(state: ConflictState): Record<string, unknown> {
  const { participants: _participants, ...rest } = state;
  return structuredClone(rest) as Record<string, unknown>;
}

/** A participant's part (what its combatant's `system` stores). */
export function participantSystem(p: Participant): Record<string, unknown> {
  const { id: _id, name: _name, ...rest } = p;
  return structuredClone(rest) as Record<string, unknown>;
}

/**
 * The writes that turn `before` into `after`: combatant updates (system,
 * initiative from the turn order — highest first, so Foundry's tracker lists
 * the order — and `defeated` for those out of the action) for each changed
 * participant, and the combat's update (system, round, turn of the mover).
 */
export function conflictWrites(
  before: ConflictState,
  after: ConflictState,
): { combatants: Record<string, unknown>[]; combat: Record<string, unknown> } {
  const rank = (state: ConflictState, id: string): number | null => {
    const at = state.order.indexOf(id);
    return at < 0 ? null : state.order.length - at;
  };
  const combatants = after.participants.flatMap((p) => {
    const prior = before.participants.find((q) => q.id === p.id);
    const system = participantSystem(p);
    const changed = !prior || JSON.stringify(participantSystem(prior)) !== JSON.stringify(system);
    const initiative = rank(after, p.id);
    const initiativeChanged = rank(before, p.id) !== initiative;
    const defeated = p.status !== "in";
    const defeatedChanged = !prior || (prior.status !== "in") !== defeated;
    if (!changed && !initiativeChanged && !defeatedChanged) return [];
    return [{ _id: p.id, system, initiative, defeated }];
  });
  const turn = after.mover ? Math.max(0, after.order.indexOf(after.mover)) : 0;
  return { combatants, combat: { system: conflictSystem(after), round: after.round, turn } };
}
