/**
 * Unique particular strengths across the world (pure): "If the strength is
 * written on one character's sheet, it can't be written on any other." A
 * strength is known by its name (trimmed, any case). Linked parallel sheets
 * of one character may share it (docs/games/wicked-age-rulings.md).
 */

export interface StrengthHolder {
  actorId: string;
  actorName: string;
  /** Ids of the actor's linked parallel sheets. */
  parallels: string[];
  strengths: { name: string; unique: boolean }[];
}

export function strengthKey(name: string): string {
  return name.trim().toLocaleLowerCase();
}

/**
 * The name of another sheet that keeps `actorId` from holding a strength
 * called `name` (unique, or held elsewhere as unique), or null when it may.
 */
export function uniqueHolder(
  name: string,
  unique: boolean,
  actorId: string,
  holders: readonly StrengthHolder[],
): string | null {
  const key = strengthKey(name);
  if (key === "") return null;
  const self = holders.find((h) => h.actorId === actorId);
  const linked = new Set([actorId, ...(self?.parallels ?? [])]);
  for (const holder of holders) {
    if (linked.has(holder.actorId) || holder.parallels.includes(actorId)) continue;
    const held = holder.strengths.find((s) => strengthKey(s.name) === key);
    if (held && (unique || held.unique)) return holder.actorName;
  }
  return null;
}
