/**
 * Pure helpers for the self-tests' updates (a game's GameSelfTests): updates
 * are `system`-relative partial objects ({ abilities: { wit: { score: 3 } } }),
 * the shape `doc.updateSource({ system: update })` takes. A valid update is
 * kept when each leaf it sets reads back the same, whatever else the data holds.
 */

import { isRecord } from "../../schema";

/** Each value an update sets, by dotted path; lists and scalars are leaves. */
export function updateLeaves(update: Record<string, unknown>, prefix = ""): [string, unknown][] {
  return Object.entries(update).flatMap(([key, value]): [string, unknown][] => {
    const path = prefix ? `${prefix}.${key}` : key;
    return isRecord(value) && Object.keys(value).length > 0 ? updateLeaves(value, path) : [[path, value]];
  });
}

/** The value at a dotted path of plain data, or undefined. */
export function valueAt(data: unknown, path: string): unknown {
  let node: unknown = data;
  for (const part of path.split("."))
    node = isRecord(node) || Array.isArray(node) ? (node as Record<string, unknown>)[part] : undefined;
  return node;
}
