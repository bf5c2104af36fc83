/**
 * Pure handling of the In a Wicked Age sheets' submits: numbered rows into
 * lists (best interests), die sizes from select text into numbers; the core
 * sheet submit then validates against the spec before anything is saved.
 */
import { isRecord } from "../data/common";

function rows(value: unknown): unknown {
  if (Array.isArray(value) || !isRecord(value)) return value;
  return Object.entries(value)
    .filter(([k]) => /^\d+$/.test(k))
    .sort(([a], [b]) => Number(a) - Number(b))
    .map(([, v]) => v);
}

function numeric(value: unknown): unknown {
  return typeof value === "string" && /^\d+$/.test(value) ? Number(value) : value;
}

/** Normalise an expanded `system` submit in place; returns it. */
export function normalizeWickedSubmit(system: Record<string, unknown>): Record<string, unknown> {
  if ("interests" in system) system.interests = rows(system.interests);
  if (isRecord(system.forms)) {
    for (const entry of Object.values(system.forms)) {
      if (!isRecord(entry)) continue;
      for (const key of Object.keys(entry)) entry[key] = numeric(entry[key]);
    }
  }
  if ("firstChapter" in system) system.firstChapter = numeric(system.firstChapter);
  return system;
}
