/**
 * Our own Handlebars helpers, as plain functions so the gallery and the
 * template tests register exactly what Foundry gets. Everything else the
 * templates use must be a helper Foundry registers (tests/templates checks).
 * Names are prefixed `se-` so they cannot collide with Foundry's or a module's.
 */

import { pluralKey } from "./plural";

type HelperOptions = { hash?: Record<string, unknown> };

/** A probability (0–1) as a percentage with one decimal: 0.4375 → "43.8%". */
export function percent(value: unknown): string {
  const n = typeof value === "number" ? value : Number(value);
  if (!Number.isFinite(n)) return "—";
  return `${(Math.round(n * 1000) / 10).toFixed(1)}%`;
}

/** A modifier with its sign: 3 → "+3", -2 → "−2", 0 → "+0". */
export function signed(value: unknown): string {
  const n = Number(value);
  if (!Number.isFinite(n)) return "";
  return n < 0 ? `−${Math.abs(n)}` : `+${n}`;
}

/** 1..n as an array, for drawing pips and slots: {{#each (se-range 4)}}. */
export function range(count: unknown): number[] {
  const n = Math.max(0, Math.min(100, Math.floor(Number(count) || 0)));
  return Array.from({ length: n }, (_, i) => i + 1);
}

/** True when `list` contains `value`. */
export function includes(list: unknown, value: unknown): boolean {
  return Array.isArray(list) && list.includes(value);
}

export const HELPERS: Record<string, (...args: never[]) => unknown> = {
  "se-percent": (value: unknown) => percent(value),
  "se-signed": (value: unknown) => signed(value),
  "se-range": (count: unknown) => range(count),
  "se-includes": (list: unknown, value: unknown, _options?: HelperOptions) => includes(list, value),
  /** The key of a counted message's plural form (src/core/plural.ts): {{localize (se-plural "KEY" n) count=n}}. */
  "se-plural": (key: unknown, count: unknown, _options?: HelperOptions) => pluralKey(String(key), count),
};
