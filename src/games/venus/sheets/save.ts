/**
 * The one way the Venus sheets save what a user typed or clicked: normalise
 * and validate it against the sub-type's spec first (submit.ts, pure); on a
 * problem name it in a readable warning and save nothing, so the stored
 * value stays and the sheet shows it again.
 */
import { notifyProblems } from "../../../core/notify";
import type { ModelSpec } from "../../../schema";
import { prepareSubmit } from "./submit";

/** Save `data` ({name, img, system…}) to `doc` if it passes `spec`; false (after warning) if refused. */
export async function saveValidated(
  doc: Actor | Item,
  spec: ModelSpec,
  data: Record<string, unknown>,
): Promise<boolean> {
  const { data: prepared, problems } = prepareSubmit(spec, doc.toObject().system as Record<string, unknown>, data);
  if (problems.length) {
    notifyProblems(problems, spec);
    return false;
  }
  await doc.update(prepared);
  return true;
}
