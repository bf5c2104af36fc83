/**
 * The one way the Venus sheets save what a user typed or clicked: the core
 * sheet submit (validate against the sub-type's spec; on a problem name it
 * in a readable warning, save nothing and re-render), with Venus's own form
 * shapes normalised first (submit.ts: text areas into lists, rows into arrays).
 */
import { saveSubmit } from "../../../core/sheets/sheet-support";
import type { ModelSpec } from "../../../schema";
import { normalizeSystemSubmit } from "./submit";

/** Save `data` ({name, img, system…}) to `doc` if it passes `spec`; false (after warning) if refused. */
export function saveValidated(
  sheet: foundry.applications.api.ApplicationV2 | null,
  doc: Actor | Item,
  spec: ModelSpec,
  data: Record<string, unknown>,
): Promise<boolean> {
  return saveSubmit(sheet, doc, spec, data, { normalize: (system) => normalizeSystemSubmit(spec.type, system) });
}
