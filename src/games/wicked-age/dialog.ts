/**
 * The game's small dialogs (Foundry side): render a template into a DialogV2
 * with OK and Cancel, and read back its form — text, selects, the checked
 * radio of each group, checkboxes as true/false, and the ticked boxes named
 * `form` as a list (the forms chosen for a conflict). Null when cancelled.
 */
import { templatePath } from "../../core/game-definition";

export type DialogValues = Record<string, string | boolean | string[]>;

function formValues(button: HTMLButtonElement): DialogValues {
  const out: DialogValues = {};
  const ticked: string[] = [];
  for (const el of Array.from(button.form?.elements ?? [])) {
    if (el instanceof HTMLInputElement && (el.type === "checkbox" || el.type === "radio")) {
      if (el.name === "form") {
        if (el.checked) ticked.push(el.value);
      } else if (el.type === "checkbox") out[el.name] = el.checked;
      else if (el.checked) out[el.name] = el.value;
    } else if (el instanceof HTMLInputElement || el instanceof HTMLSelectElement || el instanceof HTMLTextAreaElement) {
      if (el.name) out[el.name] = el.value;
    }
  }
  out.form = ticked;
  return out;
}

export async function askDialog(
  titleKey: string,
  template: string,
  context: Record<string, unknown>,
): Promise<DialogValues | null> {
  const content = await foundry.applications.handlebars.renderTemplate(templatePath(template), context);
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: game.i18n.localize(titleKey) },
    content,
    buttons: [
      {
        action: "ok",
        label: game.i18n.localize("STORY_ENGINES.Wicked.Sheet.ok"),
        default: true,
        callback: (_event, button) => formValues(button),
      },
      { action: "cancel", label: game.i18n.localize("STORY_ENGINES.Wicked.Sheet.cancel"), callback: () => null },
    ],
    rejectClose: false,
  });
  return result && typeof result === "object" ? (result as DialogValues) : null;
}

/** A dialog answer as text ("" when absent or not text). */
export function textOf(values: DialogValues, name: string): string {
  const value = values[name];
  return typeof value === "string" ? value : "";
}
