/**
 * What a seat's own screen offers the fuzzer: the enabled controls of its
 * open windows and of its copy of each chat card (a control is enabled when
 * neither it nor a fieldset around it is disabled, and nothing hides it),
 * and random valid values for the fields of a form or a dialog (a
 * select's own options, a number within its min and max, a box ticked or
 * not, one radio of a group, a short text).
 */
import type { PlayCard, PlayWindow } from "../harness/play";
import type { RenderingApplication } from "../harness/rendering-apps";
import type { Rng } from "./rng";

/** One control a seat could click: where it is, what it names, the element. */
export interface Control {
  /** "window" (its application's action runs) or "card" (the click bubbles to the card's listeners). */
  kind: "window" | "card";
  surface: PlayWindow | PlayCard;
  element: HTMLElement;
  action: string;
  /** For the replay log: the surface and the control's data-*. */
  label: string;
}

/** The action a control names: `data-action`, or on a chat card a game's own `data-<game>-action`. */
export function actionOf(el: Element, card: boolean): string | null {
  const own = el.getAttribute("data-action");
  if (own !== null) return own;
  if (!card) return null;
  const game = [...el.attributes].find((a) => /^data-[a-z-]+-action$/.test(a.name));
  return game ? game.value : null;
}

/** Whether the user can use this control: not disabled, not in a disabled fieldset, not hidden. */
export function usable(el: Element): boolean {
  if (el.hasAttribute("disabled") || el.getAttribute("aria-disabled") === "true") return false;
  for (let node: Element | null = el; node; node = node.parentElement) {
    if (node.hasAttribute("hidden") || node.getAttribute("aria-hidden") === "true") return false;
    if (node !== el && node.tagName === "FIELDSET" && node.hasAttribute("disabled")) return false;
    if (/display:\s*none/.test(node.getAttribute("style") ?? "")) return false;
  }
  return true;
}

/** A button without an action, named by its first data-* attribute (or its text). */
function buttonName(el: Element): string {
  const data = [...el.attributes].find((a) => a.name.startsWith("data-") && a.name !== "data-tooltip");
  return data ? `${data.name.slice(5)}=${data.value}` : (el.textContent ?? "").trim().slice(0, 30);
}

function dataOf(el: Element): string {
  return [...el.attributes]
    .filter((a) => a.name.startsWith("data-") && !a.name.endsWith("action") && a.name !== "data-tooltip")
    .map((a) => `${a.name.slice(5)}=${a.value}`)
    .join(",");
}

/** The enabled controls a window shows its user: those naming an action the window handles. */
export function windowControls(window: PlayWindow): Control[] {
  const app = window.app as RenderingApplication & { options: { actions?: Record<string, unknown> } };
  if (!app.rendered) return [];
  const actions = app.options.actions ?? {};
  const name = `${app.constructor.name}(${app.title})`;
  return [...window.element.querySelectorAll<HTMLElement>("[data-action]")]
    .filter((el) => usable(el) && (el.dataset.action ?? "") in actions)
    .map((el) => {
      const action = el.dataset.action ?? "";
      return { kind: "window", surface: window, element: el, action, label: `${name} ${action}[${dataOf(el)}]` };
    });
}

/**
 * The enabled controls the seat's copy of a card shows: an element naming an
 * action, or any button (a card's listeners may key a button by an attribute
 * of their own, e.g. Four Colors' `data-storypath-mark`).
 */
export function cardControls(card: PlayCard): Control[] {
  return [...card.element.querySelectorAll<HTMLElement>("*")]
    .filter((el) => (actionOf(el, true) !== null || el.tagName === "BUTTON") && usable(el))
    .map((el) => {
      const action = actionOf(el, true) ?? buttonName(el);
      const label = `card ${card.message.id} ${action}[${dataOf(el)}]`;
      return { kind: "card", surface: card, element: el, action, label };
    });
}

/** The fillable fields under `root`: named, enabled, visible. */
export function fields(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("input[name], select[name], textarea[name]")].filter((el) => {
    const type = (el.getAttribute("type") ?? "").toLowerCase();
    return usable(el) && type !== "hidden" && !el.hasAttribute("readonly");
  });
}

const WORDS = ["Ash", "Brine", "Cold iron", "Dusk", "Ember", "Fable", "Glass", "Harrow"];

/** A random valid value for one field, as a user could enter it (null: leave it). */
export function randomValue(el: HTMLElement, rng: Rng): unknown {
  const type = (el.getAttribute("type") ?? "").toLowerCase();
  if (el.tagName === "SELECT") {
    const options = [...el.querySelectorAll("option")].filter((o) => !o.hasAttribute("disabled"));
    const chosen = rng.pick(options);
    return chosen ? (chosen.getAttribute("value") ?? chosen.textContent ?? "") : null;
  }
  if (type === "checkbox") return rng.chance(0.5);
  if (type === "radio") return el.getAttribute("value");
  if (type === "number" || type === "range") {
    const min = Number(el.getAttribute("min") ?? 0);
    const max = Number(el.getAttribute("max") ?? min + 6);
    const step = Number(el.getAttribute("step") ?? 1) || 1;
    const lo = Number.isFinite(min) ? min : 0;
    const hi = Number.isFinite(max) && max >= lo ? max : lo + 6;
    return lo + step * rng.int(0, Math.floor((hi - lo) / step));
  }
  if (el.tagName === "TEXTAREA") return rng.pick(WORDS) ?? "";
  if (type === "" || type === "text" || type === "search") {
    const max = Number(el.getAttribute("maxlength") ?? 40);
    return (rng.pick(WORDS) ?? "").slice(0, Number.isFinite(max) ? max : 40);
  }
  return null;
}

/** Random valid values for some of the fields under `root` (each field with chance `share`), by name. */
export function randomValues(root: Element, rng: Rng, share = 0.6): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const el of fields(root)) {
    const name = el.getAttribute("name") ?? "";
    if (!name || name in out || !rng.chance(share)) continue;
    const value = randomValue(el, rng);
    if (value !== null) out[name] = value;
  }
  return out;
}
