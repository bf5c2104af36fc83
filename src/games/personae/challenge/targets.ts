/**
 * Whom a user may challenge (pure): what their character faces — the tokens
 * they target on the scene and the identities in the current encounter,
 * whatever their permission on the actor — and any identity they may see
 * (LIMITED or better). Stats come only with OBSERVER or better, so a
 * chorus adversary stays a name and an image to a player.
 */
import type { TargetOption } from "./dialog-context";
import type { IdentityView } from "./side-plan";

/** Ownership levels, as Foundry numbers them. */
export const LEVELS = { NONE: 0, LIMITED: 1, OBSERVER: 2, OWNER: 3 } as const;

/** An identity the dialog might offer. `view` is read only when the user may observe it. */
export interface TargetCandidate {
  uuid: string;
  name: string;
  /** The user's permission level on the identity (0–3). */
  level: number;
  targeted: boolean;
  inEncounter: boolean;
  view: () => IdentityView;
}

/** The options, targeted ones first, each once, never the issuer; and those targeted (ticked by default). */
export function targetOptionsFor(
  issuer: string,
  candidates: readonly TargetCandidate[],
): { options: TargetOption[]; targeted: string[] } {
  const seen = new Set<string>([issuer]);
  const options: TargetOption[] = [];
  const targeted: string[] = [];
  const ordered = [...candidates.filter((c) => c.targeted), ...candidates.filter((c) => !c.targeted)];
  for (const c of ordered) {
    if (seen.has(c.uuid)) continue;
    if (!c.targeted && !c.inEncounter && c.level < LEVELS.LIMITED) continue;
    seen.add(c.uuid);
    options.push({ uuid: c.uuid, name: c.name, view: c.level >= LEVELS.OBSERVER ? c.view() : null });
    if (c.targeted) targeted.push(c.uuid);
  }
  return { options, targeted };
}
