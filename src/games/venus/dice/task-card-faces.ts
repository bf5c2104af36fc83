/**
 * The task card's dice faces as KISS pickers, pure: a click on a face moves
 * that die to the next KISS source the card offers (keep → Lot → Insight →
 * … → keep), and the faces' choices become the KISS action's requests.
 * task-card-listeners.ts applies these to the buttons in the chat log.
 */

import { venus } from "../../../rules";

/** The source after `current` among those `offered`, in order; "" (keep the die) after the last. */
export function nextKissSource(current: string, offered: readonly string[]): string {
  const at = offered.indexOf(current);
  return offered[at + 1] ?? "";
}

/** The KISS requests the faces' choices make: every die with a known source, in die order. */
export function kissRequests(
  choices: readonly { die: number; source: string }[],
): { die: number; source: venus.KissSource }[] {
  return choices
    .filter((c): c is { die: number; source: venus.KissSource } =>
      (venus.KISS_SOURCES as readonly string[]).includes(c.source),
    )
    .filter((c) => Number.isInteger(c.die) && c.die >= 0)
    .sort((a, b) => a.die - b.die);
}
