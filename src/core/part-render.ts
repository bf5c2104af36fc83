/**
 * Part-wise re-rendering, the pure rules. A sheet is cut into ApplicationV2
 * parts, and a change re-renders only the parts it touches, so a player's
 * half-typed field or open editor in another part survives a change made
 * elsewhere (a card drawn into their hand, a flag the GM set).
 *
 * - `routeChange`: which parts a document change touches, from the render
 *   options Foundry passes when a document (or one it contains) changed,
 *   and the sheet's routes (path prefix → parts; embedded document → parts).
 *   null means "not sure": render every part.
 * - `fingerprint`: a stable text of what a part shows, so a change to
 *   other documents (a hand, a Title) re-renders a part only when what it
 *   would show differs (sheets/part-refresh.ts keeps the fingerprints).
 *
 * Framework-free, unit-tested in tests/core/part-render.test.ts.
 */
import { isRecord } from "../schema";

export interface PartRoutes {
  /** Dotted path prefix of the sheet's own document → the parts that show it (longest prefix wins). */
  paths: Record<string, readonly string[]>;
  /** Embedded document name ("Item") → the parts that show those documents. */
  embedded?: Record<string, readonly string[]>;
}

/** The render options a document change passes (v13 `renderContext`/`renderData`; v12 `action`/`data`). */
export interface ChangeRenderOptions {
  renderContext?: unknown;
  renderData?: unknown;
  action?: unknown;
  data?: unknown;
}

/** Keys that every update carries and no part shows. */
const BOOKKEEPING = new Set(["_id", "_stats"]);

/** The dotted paths an update diff sets (arrays and non-objects are leaves; `-=key` deletions name `key`). */
export function changedPaths(diff: unknown, prefix = ""): string[] {
  if (!isRecord(diff)) return prefix ? [prefix] : [];
  const paths: string[] = [];
  for (const [rawKey, value] of Object.entries(diff)) {
    if (!prefix && BOOKKEEPING.has(rawKey)) continue;
    const key = rawKey
      .split(".")
      .map((part) => (part.startsWith("-=") ? part.slice(2) : part))
      .join(".");
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value) && Object.keys(value).length > 0) paths.push(...changedPaths(value, path));
    else paths.push(path);
  }
  return paths;
}

/** The parts a path is routed to, by the longest route prefix that matches it, or null. */
function partsForPath(path: string, routes: PartRoutes["paths"]): readonly string[] | null {
  let best: string | null = null;
  for (const prefix of Object.keys(routes)) {
    const matches = path === prefix || path.startsWith(`${prefix}.`);
    if (matches && (best === null || prefix.length > best.length)) best = prefix;
  }
  return best === null ? null : (routes[best] ?? null);
}

/**
 * The parts a document change touches, or null for all of them: null too
 * when the options do not come from a change, or any changed path has no
 * route (a part that shows it might go stale).
 */
export function routeChange(options: ChangeRenderOptions, documentName: string, routes: PartRoutes): string[] | null {
  const context = options.renderContext ?? options.action;
  if (typeof context !== "string") return null;
  const match = /^(create|update|delete)(\w+)$/.exec(context);
  if (!match) return null;
  const [, kind, name] = match;
  if (name !== documentName) {
    const parts = name ? routes.embedded?.[name] : undefined;
    return parts ? [...parts] : null;
  }
  if (kind !== "update") return null;
  const paths = changedPaths(options.renderData ?? options.data);
  if (paths.length === 0) return null;
  const touched = new Set<string>();
  for (const path of paths) {
    const parts = partsForPath(path, routes.paths);
    if (!parts) return null;
    parts.forEach((part) => touched.add(part));
  }
  return [...touched];
}

/** A stable text of plain data (object keys sorted), to tell whether what a part shows changed. */
export function fingerprint(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) =>
    isRecord(v)
      ? Object.fromEntries(
          Object.keys(v)
            .sort()
            .map((k) => [k, v[k]]),
        )
      : v,
  );
}
