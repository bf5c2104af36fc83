/**
 * What the challenge card allows next, read from its state (pure): the
 * follow-ups the issuer may still make (afforded by its traits or granted by
 * a chorus ruling, all against one opponent, while both sides have a die at
 * the next place), the dice a follow-up compares after the re-rolls its
 * terms force, and the criticals a comparison banks (one roll banks its
 * criticals once, however many reactors it beats), and who may stabilise a
 * reactor (with another identity that can act). Readings:
 * docs/games/personae-rulings.md ("Follow-up challenges").
 */
import type { CardUser, ChallengeCardState, ComparisonResult, ReactorEntry } from "./card-state";

/** Follow-ups the issuer may still make: those its traits afford plus those the chorus granted, less those made. */
export function followUpsLeft(state: ChallengeCardState): number {
  const afforded = (state.actor.followUps ?? 0) + (state.granted ?? []).length;
  const used = state.reactors.reduce((n, r) => n + r.followUps.length, 0);
  return Math.max(0, afforded - used);
}

/**
 * Why a follow-up against `reactor` can't be made now, ignoring whether one
 * is afforded (a lang key's last part), or null: the challenge before it
 * succeeded, both sides have a die at the next place, and it is the
 * opponent of any follow-up already made (SRD: the same opponent, the same
 * skill — the same roll).
 */
export function followUpBlocked(state: ChallengeCardState, reactor: number): string | null {
  const entry = state.reactors[reactor];
  if (!entry) return "noSuchReactor";
  if (!entry.result || !entry.answer) return "notDecided";
  if (state.reactors.some((r, i) => i !== reactor && r.followUps.length > 0)) return "followUpSameOpponent";
  const last = entry.followUps[entry.followUps.length - 1];
  if ((last ?? entry.result).winner !== "actor") return "followUpNeedsSuccess";
  const step = entry.followUps.length + 1;
  const actorDice = last?.actorDice ?? entry.result.actorDice;
  const reactorDice = last?.reactorDice ?? entry.result.reactorDice;
  if (actorDice.length <= step || reactorDice.length <= step) return "noDiceLeft";
  return null;
}

/** The dice compared last against a reactor (the answer's, or the last follow-up's after its re-rolls). */
export function lastDice(entry: ReactorEntry & { result: ComparisonResult }): { actor: number[]; reactor: number[] } {
  const last = entry.followUps[entry.followUps.length - 1];
  return { actor: last?.actorDice ?? entry.result.actorDice, reactor: last?.reactorDice ?? entry.result.reactorDice };
}

/** A forced re-roll at a follow-up replaces the die compared at `step` (never the highest), taking the new face. */
export function rerollAt(dice: readonly number[], step: number, faces: readonly number[]): number[] {
  const out = [...dice].sort((a, b) => b - a);
  for (const face of faces) {
    if (step < 1 || step >= out.length) break;
    out[step] = face;
  }
  return out.sort((a, b) => b - a);
}

/**
 * The criticals a comparison earns to bank now: the reactor's own roll's
 * when it won; the issuer's only as far as its one roll's criticals were not
 * banked already against another reactor (SRD decision: one roll banks its
 * criticals once, however many reactors it beats).
 */
export function criticalsToBank(state: ChallengeCardState, result: ComparisonResult): number {
  if (result.winner !== "actor") return result.criticals;
  return Math.max(0, result.criticals - (state.actorCriticals ?? 0));
}

/**
 * Whether the user may stabilise a reactor (with `by`, when named): only
 * with an identity of theirs (or the chorus's) that can act and is in the
 * encounter, never the reactor itself (digest, rounds 3 and 4).
 */
export function mayStabilise(user: CardUser, reactor: number, by?: string): boolean {
  const withWhat = user.stabilisers?.[reactor] ?? [];
  return by === undefined ? withWhat.length > 0 : withWhat.includes(by);
}
