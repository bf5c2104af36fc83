/**
 * Pure handling of a sheet submit: turn what the form sends (expanded form
 * data) into the shapes the specs store — text areas into lists, numbered
 * rows into arrays — then validate the `system` part before anything is saved.
 */
import type { ModelSpec, Problem } from "../../../schema";
import { prepareSystemSubmit } from "../../../schema";
import { parseTags } from "../data/asset";

export type ListParser = "lines" | "commas" | "tags" | "rows";

/** Which `system` paths each sub-type's form sends as text or numbered rows, by the type Foundry stores. */
export const SUBMIT_LISTS: Record<string, Record<string, ListParser>> = {
  venusCharacter: {
    "principles.goals": "lines",
    "principles.habits": "lines",
    "principles.creeds": "lines",
    capabilities: "rows",
    vinpcs: "rows",
  },
  venusJob: { labels: "commas", specialties: "lines" },
  venusLifepath: { attributes: "lines", jobs: "lines", assets: "lines" },
  venusAttribute: {},
  venusAsset: { tags: "tags" },
};

const split = (text: string, by: RegExp) =>
  text
    .split(by)
    .map((s) => s.trim())
    .filter((s) => s !== "");

export function parseList(value: unknown, parser: ListParser): unknown {
  if (parser === "rows") {
    if (Array.isArray(value)) return value;
    if (typeof value !== "object" || value === null) return value;
    return Object.entries(value as Record<string, unknown>)
      .filter(([k]) => /^\d+$/.test(k))
      .sort(([a], [b]) => Number(a) - Number(b))
      .map(([, v]) => v);
  }
  if (typeof value !== "string") return value;
  if (parser === "lines") return split(value, /\r?\n/);
  if (parser === "commas") return split(value, /,/);
  return parseTags(value);
}

function getPath(obj: Record<string, unknown>, path: string): { parent: Record<string, unknown>; key: string } | null {
  const parts = path.split(".");
  let node: unknown = obj;
  for (const part of parts.slice(0, -1)) {
    if (typeof node !== "object" || node === null) return null;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== "object" || node === null) return null;
  return { parent: node as Record<string, unknown>, key: parts[parts.length - 1] ?? "" };
}

/** Convert the list fields of an expanded `system` object in place; returns it. */
export function normalizeSystemSubmit(type: string, system: Record<string, unknown>): Record<string, unknown> {
  for (const [path, parser] of Object.entries(SUBMIT_LISTS[type] ?? {})) {
    const at = getPath(system, path);
    if (at && at.key in at.parent) at.parent[at.key] = parseList(at.parent[at.key], parser);
  }
  return system;
}

/**
 * Prepare an expanded submit ({name, img, system}) for `update`: normalise
 * its lists and validate the system changes against the spec, with the
 * joint rules applied to the merged result.
 */
export function prepareSubmit(
  spec: ModelSpec,
  current: Record<string, unknown>,
  data: Record<string, unknown>,
): { data: Record<string, unknown>; problems: Problem[] } {
  return prepareSystemSubmit(spec, current, data, { normalize: (system) => normalizeSystemSubmit(spec.type, system) });
}
