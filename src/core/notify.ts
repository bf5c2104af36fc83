import type { ModelSpec, Problem } from "../schema";
import { problemMessage } from "../schema";
import { pluralKey } from "./plural";

/**
 * The lang keys that may name the field at `path`, best first: the field's
 * own label; for a row of a list ("capabilities.0.level") the list element's
 * field label as Foundry names it ("capabilities.element.level"), then the
 * list's own label — so a message never shows a raw path when a label exists.
 */
export function fieldLabelKeys(localizationPrefix: string, path: string): string[] {
  const parts = path.split(".").filter((p) => p !== "");
  if (!parts.length) return [];
  const key = (segments: string[]) => `${localizationPrefix}.FIELDS.${segments.join(".")}.label`;
  const isRow = (p: string) => /^\d+$/.test(p);
  const row = parts.findIndex(isRow);
  if (row < 0) return [key(parts)];
  const keys = [key(parts.map((p) => (isRow(p) ? "element" : p)))];
  if (row > 0) keys.push(key(parts.slice(0, row)));
  return keys;
}

/**
 * Show problems found in user input as one readable warning each. Field
 * labels come from the model's LOCALIZATION_PREFIXES keys, so the message
 * names the field the user sees ("Score must be at most 9"); a counted
 * message takes the plural form for its `count` ("holds 1 attribute").
 */
export function notifyProblems(problems: Problem[], spec?: ModelSpec): void {
  for (const problem of problems) {
    const labelKey = spec ? fieldLabelKeys(spec.localizationPrefix, problem.path).find((k) => game.i18n.has(k)) : "";
    const label = labelKey ? game.i18n.localize(labelKey) : problem.path;
    const { key, data } = problemMessage(problem, label);
    // A counted message (its plural forms in the lang file) takes the form for its `count`.
    const counted = typeof data.count === "number" && game.i18n.has(`${key}.other`);
    ui.notifications.warn(game.i18n.format(counted ? pluralKey(key, data.count) : key, data));
  }
}

/** Warn once for each distinct lang key (problems a dialog or chat card refuses). */
export function notifyKeys(keys: Iterable<string>): void {
  for (const key of new Set(keys)) ui.notifications.warn(key, { localize: true });
}
