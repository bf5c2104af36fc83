/**
 * The development point a negation earns (SRD "Development Points":
 * negating a chorus identity earns one; digest decision: it goes to whoever
 * dealt the final shock level), in Foundry, on the writer's side: the
 * identity recorded on the negated one as having raised its shock last
 * gains one point — when applied hits negate it, or when it is negated at
 * the encounter's end for want of stabilising.
 */
import { IDENTITY_TYPE } from "../data/common";
import type { PersonaeIdentitySystem } from "../data/identity";
import { isChorusIdentity } from "../challenge/chorus-role";

/** Who earns a negated identity's point: a character, when the negated one is the chorus's (no player owns it). */
export function negationEarner(
  negated: { playerOwned: boolean; lastShockBy: string },
  earner: { kind: string } | null,
) {
  return !negated.playerOwned && negated.lastShockBy !== "" && earner?.kind === "character";
}

function identity(uuid: string): Actor | null {
  const doc = uuid ? fromUuidSync(uuid) : null;
  return doc && doc.documentName === "Actor" && (doc as Actor).type === IDENTITY_TYPE ? (doc as Actor) : null;
}

/** Give the negation's point to the identity that raised `negated`'s shock last, if the rules say so. */
export async function awardNegation(negated: Actor, by?: Actor | null): Promise<void> {
  const lastShockBy = String((negated.system as { lastShockBy?: string }).lastShockBy ?? "");
  const earner = by ?? identity(lastShockBy);
  const system = earner?.system as unknown as PersonaeIdentitySystem | undefined;
  if (!earner || !system) return;
  if (!negationEarner({ playerOwned: !isChorusIdentity(negated), lastShockBy: by ? by.uuid : lastShockBy }, system))
    return;
  await earner.update({
    "system.development.points": system.development.points + 1,
    "system.development.earned": system.development.earned + 1,
  });
}
