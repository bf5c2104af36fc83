import type { ModelSpec, Problem } from "../schema";
import { problemMessage } from "../schema";

/**
 * Show problems found in user input as one readable warning. Field labels
 * come from the model's LOCALIZATION_PREFIXES keys, so the message names the
 * field the user sees ("Score must be at most 9").
 */
export function notifyProblems(problems: Problem[], spec?: ModelSpec): void {
  for (const problem of problems) {
    const labelKey = spec ? `${spec.localizationPrefix}.FIELDS.${problem.path}.label` : "";
    const label = labelKey && game.i18n.has(labelKey) ? game.i18n.localize(labelKey) : problem.path;
    const { key, data } = problemMessage(problem, label);
    ui.notifications.warn(game.i18n.format(key, data));
  }
}
