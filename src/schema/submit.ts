import type { ModelSpec, Problem } from "./spec";
import { systemShapeProblems, validateSystemUpdate } from "./validate";

/**
 * How a game turns what its form sends (expanded form data) into the shapes
 * its spec stores: text areas into lists, numbered rows into arrays.
 */
export type SystemNormalizer = (
  system: Record<string, unknown>,
  current: Record<string, unknown>,
) => Record<string, unknown>;

/** Problems a sheet knows about beyond the spec (e.g. a world setting); checked first. */
export type ExtraRules = (system: Record<string, unknown>, current: Record<string, unknown>) => Problem[];

/**
 * Prepare a sheet submit ({name, img, system…}) for `update`: normalise its
 * `system` part, then validate the changes against the spec, joint rules on
 * the merged result. Nothing is saved by this; the caller saves `data` only
 * when `problems` is empty.
 */
export function prepareSystemSubmit(
  spec: ModelSpec,
  current: Record<string, unknown>,
  submit: Record<string, unknown>,
  options: { normalize?: SystemNormalizer; extra?: ExtraRules } = {},
): { data: Record<string, unknown>; problems: Problem[] } {
  const raw = submit.system;
  // A submit without `system` (only a name, say) has nothing to check; a `system` that is not an object is refused.
  if (raw === undefined) return { data: submit, problems: [] };
  const shape = systemShapeProblems(raw);
  if (shape.length) return { data: submit, problems: shape };
  const copy = { ...(raw as Record<string, unknown>) };
  const system = options.normalize ? options.normalize(copy, current) : copy;
  const first = options.extra?.(system, current) ?? [];
  const problems = first.length ? first : validateSystemUpdate(spec, current, system);
  return { data: { ...submit, system }, problems };
}
