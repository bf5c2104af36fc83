/**
 * A small DialogV2 loop shared by the check and task dialogs: render the
 * form from a pure context, refresh its live part (odds, problems) as the
 * choices change, and return the submitted form values (null when closed).
 */

export interface DialogSpec {
  title: string;
  template: string;
  liveTemplate: string;
  rollLabel: string;
  /** Context for the whole form from its current values (the same builder as the gallery). */
  context: (form: Record<string, unknown>) => Record<string, unknown>;
  /** The values to start from. */
  initial: Record<string, unknown>;
}

function formValues(form: HTMLFormElement | null | undefined): Record<string, unknown> {
  return form ? new foundry.applications.ux.FormDataExtended(form).object : {};
}

export async function runDialog(spec: DialogSpec): Promise<Record<string, unknown> | null> {
  const render = foundry.applications.handlebars.renderTemplate;
  const content = await render(spec.template, spec.context(spec.initial));
  const result = await foundry.applications.api.DialogV2.wait({
    window: { title: spec.title },
    content,
    position: { width: 460 },
    rejectClose: false,
    buttons: [
      {
        action: "roll",
        label: spec.rollLabel,
        icon: "fa-solid fa-dice",
        default: true,
        callback: (_event, button) => formValues(button.form),
      },
    ],
    render: (_event, dialog) => {
      const root = dialog.element;
      const form = root.querySelector("form") ?? (root instanceof HTMLFormElement ? root : null);
      const live = root.querySelector<HTMLElement>("[data-venus-live]");
      if (!form || !live) return;
      const refresh = async (): Promise<void> => {
        live.innerHTML = await render(spec.liveTemplate, spec.context(formValues(form)));
      };
      form.addEventListener("change", () => void refresh());
      form.addEventListener("input", () => void refresh());
    },
  });
  return result !== null && typeof result === "object" ? (result as Record<string, unknown>) : null;
}
