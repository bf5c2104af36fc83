/**
 * The DOM of the play-through table (linkedom), and what a user does in it:
 * the page's document, the element classes our code names as globals, the
 * two things linkedom leaves out that our handlers read (an input's
 * `checked`, a form's `elements`), a click as Foundry's listeners receive
 * it, and a form's data read (FormDataExtended's flat object) or filled in
 * (ticking, picking, typing) as a user would.
 */
import { parseHTML } from "linkedom";

type Data = Record<string, unknown>;

const { window: dom } = parseHTML("<!doctype html><html><body></body></html>");
/** The DOM every window of the play-through lives in. */
export const playDocument = dom.document;

/**
 * What linkedom leaves out and our handlers read: an input's `checked`
 * (kept in its attribute, as the templates render it) and a form's
 * `elements` (its controls, in order).
 */
export const domClasses = dom as unknown as Record<string, { prototype: object }>;
Object.defineProperty(domClasses.HTMLInputElement?.prototype, "checked", {
  configurable: true,
  get(this: Element) {
    return this.hasAttribute("checked");
  },
  set(this: Element, value: boolean) {
    if (value) this.setAttribute("checked", "");
    else this.removeAttribute("checked");
  },
});
// linkedom makes some forms plain HTMLElements: the getter sits on every element, answering for forms only.
for (const cls of [domClasses.HTMLElement, domClasses.HTMLFormElement])
  Object.defineProperty(cls?.prototype, "elements", {
    configurable: true,
    get(this: Element) {
      if (this.tagName !== "FORM") return undefined;
      const controls = [...this.querySelectorAll("input, select, textarea, button")];
      // HTMLFormControlsCollection's namedItem: the one control of that name, or a radio group with its value.
      return Object.assign(controls, {
        namedItem: (name: string) => {
          const named = controls.filter((c) => c.getAttribute("name") === name);
          if (named.length <= 1) return named[0] ?? null;
          const checked = named.find((c) => c.hasAttribute("checked"));
          return Object.assign([...named], { value: checked?.getAttribute("value") ?? "" });
        },
      });
    },
  });

/** The DOM classes our code names as globals (`instanceof HTMLInputElement`). */
export const DOM_GLOBALS = [
  "HTMLElement",
  "HTMLInputElement",
  "HTMLSelectElement",
  "HTMLTextAreaElement",
  "HTMLButtonElement",
  "HTMLFormElement",
  "Element",
  "Node",
] as const;

/** The browser's `new Option(text, value)`: an option element of the play DOM (linkedom has none). */
export function Option(text = "", value?: string): HTMLOptionElement {
  const option = playDocument.createElement("option") as unknown as HTMLOptionElement;
  option.textContent = text;
  option.setAttribute("value", value ?? text);
  return option;
}

/** Parse HTML into a detached element of the play DOM. */
export function htmlElement(html: string, tag = "div"): HTMLElement {
  const element = playDocument.createElement(tag) as unknown as HTMLElement;
  element.innerHTML = html;
  return element;
}

/** A click as Foundry's listeners receive it. */
export function clickEvent(target: HTMLElement): Event {
  const event = new dom.Event("click", { bubbles: true, cancelable: true }) as unknown as Event;
  // Writable: a dispatched event's currentTarget moves as it bubbles (a chat card's listener sits above the button).
  Object.defineProperty(event, "target", { value: target, writable: true, configurable: true });
  Object.defineProperty(event, "currentTarget", { value: target, writable: true, configurable: true });
  return event;
}

/** A click to dispatch on an element (linkedom sets its target and currentTarget as it bubbles). */
export function dispatchableClick(): Event {
  return new dom.Event("click", { bubbles: true, cancelable: true }) as unknown as Event;
}

/**
 * Disabled as a browser judges it: the control's own `disabled`, or a
 * `<fieldset disabled>` around it (except inside that fieldset's first
 * legend). A disabled control is neither clicked, filled nor submitted.
 */
export function isDisabled(el: Element): boolean {
  if (el.hasAttribute("disabled") || el.getAttribute("aria-disabled") === "true") return true;
  for (
    let set = el.closest("fieldset[disabled]");
    set;
    set = set.parentElement?.closest("fieldset[disabled]") ?? null
  ) {
    const legend = [...set.children].find((c) => c.tagName === "LEGEND");
    if (!legend || !legend.contains(el)) return true;
  }
  return false;
}

/**
 * A field the user cannot see, so cannot type into: `type="hidden"`, or
 * inside an element with the `hidden` attribute. (A browser still submits a
 * hidden input; it never submits a disabled one.)
 */
export function isHiddenField(el: Element): boolean {
  return (el.getAttribute("type") ?? "").toLowerCase() === "hidden" || el.closest("[hidden]") !== null;
}

/**
 * FormDataExtended's flat object of a form: checkboxes as booleans, numbers
 * as numbers; disabled fields left out, as a browser's form data leaves them.
 */
export function formObject(form: Element): Data {
  const out: Data = {};
  for (const field of form.querySelectorAll("input[name], select[name], textarea[name]")) {
    if (isDisabled(field)) continue;
    const el = field as unknown as HTMLInputElement & HTMLSelectElement;
    const name = el.getAttribute("name") ?? "";
    const type = (el.getAttribute("type") ?? "").toLowerCase();
    if (type === "checkbox") out[name] = el.hasAttribute("checked") || el.checked === true;
    else if (type === "radio") {
      if (el.hasAttribute("checked") || el.checked === true) out[name] = el.getAttribute("value");
      else if (!(name in out)) out[name] = null;
    } else if (el.tagName === "SELECT") {
      const chosen = [...el.querySelectorAll("option")].filter((o) => o.hasAttribute("selected"));
      const values = chosen.map((o) => o.getAttribute("value") ?? o.textContent ?? "");
      const first = el.querySelector("option");
      const value = el.hasAttribute("multiple")
        ? values
        : (values[0] ?? (first ? (first.getAttribute("value") ?? first.textContent ?? "") : ""));
      // `data-dtype="Number"` makes Foundry's FormDataExtended send a number ("" stays null).
      out[name] =
        el.getAttribute("data-dtype") === "Number" && typeof value === "string"
          ? value === ""
            ? null
            : Number(value)
          : value;
    } else if (type === "number" || type === "range") {
      const raw = el.getAttribute("value") ?? "";
      out[name] = raw === "" ? null : Number(raw);
    } else out[name] = el.tagName === "TEXTAREA" ? (el.textContent ?? "") : (el.getAttribute("value") ?? "");
  }
  return out;
}

/**
 * Set form fields as a user would type or tick them (attributes, so
 * formObject reads them). A field the user cannot reach — disabled (itself or
 * by its fieldset) or hidden — cannot be filled: naming only such fields fails.
 */
export function fillForm(root: Element, values: Data): void {
  for (const [name, value] of Object.entries(values)) {
    const named = [...root.querySelectorAll(`[name="${name}"]`)];
    if (named.length === 0) throw new Error(`no field named ${name} in this window`);
    const fields = named.filter((f) => !isDisabled(f) && !isHiddenField(f));
    if (fields.length === 0)
      throw new Error(
        `the field ${name} is ${named.some(isDisabled) ? "disabled" : "hidden"}: the user cannot fill it`,
      );
    const wanted = Array.isArray(value) ? value.map(String) : [String(value)];
    const unreachable = named.filter(
      (f) => !fields.includes(f) && ["checkbox", "radio"].includes((f.getAttribute("type") ?? "").toLowerCase()),
    );
    const blocked = unreachable.find((f) => {
      const listed = wanted.includes(f.getAttribute("value") ?? "");
      return Array.isArray(value) || (f.getAttribute("type") ?? "").toLowerCase() === "radio"
        ? listed !== f.hasAttribute("checked")
        : false;
    });
    if (blocked)
      throw new Error(
        `the ${name} box "${blocked.getAttribute("value") ?? ""}" is disabled: the user cannot change it`,
      );
    for (const field of fields) {
      const type = (field.getAttribute("type") ?? "").toLowerCase();
      if (type === "checkbox") {
        // A list ticks the boxes of that name whose values it names (the forms chosen for a conflict).
        const on = Array.isArray(value)
          ? value.map(String).includes(field.getAttribute("value") ?? "")
          : Boolean(value);
        if (on) field.setAttribute("checked", "");
        else field.removeAttribute("checked");
      } else if (type === "radio") {
        if (field.getAttribute("value") === String(value)) field.setAttribute("checked", "");
        else field.removeAttribute("checked");
      } else if (field.tagName === "SELECT") {
        const wanted = Array.isArray(value) ? value.map(String) : [String(value)];
        const options = [...field.querySelectorAll("option")];
        if (!options.some((o) => wanted.includes(o.getAttribute("value") ?? "")))
          throw new Error(`the ${name} select offers no ${wanted.join(", ")}`);
        for (const option of options) {
          if (wanted.includes(option.getAttribute("value") ?? "")) option.setAttribute("selected", "");
          else option.removeAttribute("selected");
        }
      } else if (field.tagName === "TEXTAREA") field.textContent = String(value);
      else field.setAttribute("value", String(value ?? ""));
    }
  }
}
