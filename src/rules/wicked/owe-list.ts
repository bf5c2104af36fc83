/**
 * The owe list (pure). After the first round, a player's character still in
 * the action who rolled smaller dice than an opponent goes onto the end of
 * the list; NPCs never do. A player may scratch one occurrence of any of
 * their characters' names for an advantage die; at the end of a chapter the
 * top name is crossed off onto the next story sheet. The list holds keys
 * (the system uses actor UUIDs); readings in docs/games/wicked-age-rulings.md.
 */
import { argError, requireBoolean, requireList, requireRecord, requireString, type FnName } from "../args";
import { requireFormSize, smallerDice } from "./forms";

/** A participant as the owe list sees the end of round 1. */
export interface OweCandidate {
  /** Any key naming the participant (the system uses the combatant id). */
  id: string;
  /** A player's character (NPCs never go on the owe list). */
  player: boolean;
  /** The die sizes rolled in round 1: form dice and a strength's die, never advantage dice. */
  sizes: number[];
  /** Still in the action at the end of round 1. */
  inAction: boolean;
}

/** The longest owe list the rules accept. */
export const MAX_OWE_LIST = 500;

function requireKey(fn: FnName, name: string, value: unknown): string {
  const key = requireString(fn, name, value, 200);
  if (key === "") argError(fn, name, "a non-empty key", value, "range");
  return key;
}

function requireOweList(fn: FnName, value: unknown): string[] {
  return requireList(fn, "list", value, (entry, path) => requireKey(fn, path, entry), MAX_OWE_LIST);
}

/**
 * Who goes onto the owe list after round 1, in `participants` order: player
 * characters still in the action who had an exchange in round 1 (`pairs`:
 * [challenger, answerer] ids) with someone rolling bigger dice.
 */
export function oweListAdditions(
  participants: readonly OweCandidate[],
  pairs: readonly (readonly [string, string])[],
): string[] {
  const fn = "wicked.oweListAdditions";
  const list = requireList(fn, "participants", participants, (entry, path) => {
    const record = requireRecord(fn, path, entry);
    return {
      id: requireKey(fn, `${path}.id`, record.id),
      player: requireBoolean(fn, `${path}.player`, record.player),
      sizes: requireList(fn, `${path}.sizes`, record.sizes, (size, p) => requireFormSize(fn, p, size), 16),
      inAction: requireBoolean(fn, `${path}.inAction`, record.inAction),
    };
  });
  const exchanges = requireList(fn, "pairs", pairs, (entry, path) => {
    const pair = requireList(fn, path, entry, (id, p) => requireKey(fn, p, id), 2);
    if (pair.length !== 2) argError(fn, path, "a pair of ids", entry, "range");
    return pair as [string, string];
  });
  const sizesOf = new Map(list.map((p) => [p.id, p.sizes]));
  const sides = exchanges.map(([a, b], i) => {
    const aSizes = sizesOf.get(a);
    if (!aSizes) return argError(fn, `pairs[${i}][0]`, "the id of a participant", a, "range");
    const bSizes = sizesOf.get(b);
    if (!bSizes) return argError(fn, `pairs[${i}][1]`, "the id of a participant", b, "range");
    return { a, b, aSizes, bSizes };
  });
  // Smaller dice than the other side of any of one's exchanges.
  return list
    .filter((p) => p.player && p.inAction)
    .filter((p) =>
      sides.some(
        (s) => (s.a === p.id && smallerDice(s.aSizes, s.bSizes)) || (s.b === p.id && smallerDice(s.bSizes, s.aSizes)),
      ),
    )
    .map((p) => p.id);
}

/** The list without one occurrence of `key` (the lowest one, so the higher places are kept). */
export function scratchFromOweList(list: readonly string[], key: string): string[] {
  const fn = "wicked.scratchFromOweList";
  const entries = requireOweList(fn, list);
  const wanted = requireKey(fn, "key", key);
  const at = entries.lastIndexOf(wanted);
  if (at < 0) argError(fn, "key", "a key on the list", key, "range");
  return [...entries.slice(0, at), ...entries.slice(at + 1)];
}

/** The key at the top of the list, or null when the list is empty. */
export function oweListTop(list: readonly string[]): string | null {
  return requireOweList("wicked.oweListTop", list)[0] ?? null;
}

/** The list with its top name crossed off (onto the next story sheet). */
export function crossOffTop(list: readonly string[]): string[] {
  const entries = requireOweList("wicked.crossOffTop", list);
  if (entries.length === 0) argError("wicked.crossOffTop", "list", "a list with at least one name", list, "range");
  return entries.slice(1);
}

/** How many times `key` stands on the list. */
export function oweCount(list: readonly string[], key: string): number {
  const entries = requireOweList("wicked.oweCount", list);
  const wanted = requireKey("wicked.oweCount", "key", key);
  return entries.filter((k) => k === wanted).length;
}
