/**
 * The one way the In a Wicked Age sheets save what a user typed or clicked:
 * the core sheet submit (validate against the sub-type's spec; on a problem
 * name it in a readable warning, save nothing and re-render), with this
 * game's form shapes normalised first (submit.ts).
 */
import { saveSubmit } from "../../../core/sheets/sheet-support";
import type { ModelSpec } from "../../../schema";
import { normalizeWickedSubmit } from "./submit";

export function saveValidated(
  sheet: foundry.applications.api.ApplicationV2 | null,
  doc: Actor | Item,
  spec: ModelSpec,
  data: Record<string, unknown>,
  operation?: Record<string, unknown>,
): Promise<boolean> {
  const normalize = (system: Record<string, unknown>) => normalizeWickedSubmit(system);
  return saveSubmit(sheet, doc, spec, data, operation ? { normalize, operation } : { normalize });
}
