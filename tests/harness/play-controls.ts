/**
 * Finding what a user may click in their own rendered window or card: the
 * controls naming an action (by `data-action`, or a chat card's own
 * `data-<game>-action`), narrowed by the data-* of their row, and the one
 * enabled control a step needs — or a failure saying what the user's view
 * offers instead.
 */

import { isDisabled } from "./play-dom";

type Data = Record<string, unknown>;

/**
 * The action a control names: `data-action`, or on a chat card a game's own
 * `data-<game>-action` (cards keep their buttons out of the chat log's
 * actions, e.g. Personae's `data-personae-action`).
 */
function actionOf(el: Element): string | null {
  const own = el.getAttribute("data-action");
  if (own !== null) return own;
  const game = [...el.attributes].find((a) => /^data-[a-z]+-action$/.test(a.name));
  return game ? game.value : null;
}

/**
 * Elements naming `action` — by `data-action` or a game's own
 * `data-<game>-action`, or only by `attribute` when one is given — whose own
 * or nearest ancestor's data-<key> match `data`.
 */
export function matching(root: Element, action: string, data: Data, text?: string, attribute?: string): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>("*")].filter((el) => {
    if (attribute ? el.getAttribute(attribute) !== action : actionOf(el) !== action) return false;
    for (const [key, value] of Object.entries(data)) {
      const attribute = `data-${key.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)}`;
      const holder = el.closest(`[${attribute}]`);
      if (!holder || holder.getAttribute(attribute) !== String(value)) return false;
    }
    return text === undefined || (el.textContent ?? "").includes(text) || el.getAttribute("aria-label") === text;
  });
}

export function describe(action: string, data: Data, text?: string): string {
  const bits = Object.entries(data).map(([k, v]) => `${k}=${String(v)}`);
  if (text) bits.push(`"${text}"`);
  return bits.length ? `${action} (${bits.join(", ")})` : action;
}

/** Every data-action a rendered element offers, for failure messages. */
export function offered(root: Element): string[] {
  return [...root.querySelectorAll<HTMLElement>("*")]
    .filter((el) => actionOf(el) !== null)
    .map((el) => `${actionOf(el) ?? ""}${isDisabled(el) ? " (disabled)" : ""}`);
}

export interface ClickOptions {
  /** Match the control's text or aria-label too. */
  text?: string;
  /** The attribute that names the control's action (default `data-action`; e.g. `data-venus-action`). */
  attribute?: string;
}

/** Whether any of these controls is enabled (not disabled by itself or its fieldset). */
export function anyEnabled(controls: HTMLElement[]): boolean {
  return controls.some((el) => !isDisabled(el));
}

/** The one enabled control the user's view shows for this action, or a failure naming what it does show. */
export function controlIn(
  root: Element,
  who: string,
  where: string,
  action: string,
  data: Data,
  options: ClickOptions,
) {
  const found = matching(root, action, data, options.text, options.attribute);
  if (found.length === 0)
    throw new Error(
      `${who}'s ${where} shows no ${describe(action, data, options.text)}; it offers: ${offered(root).join(", ") || "nothing"}`,
    );
  if (found.length > 1)
    throw new Error(`${who}'s ${where} shows ${found.length} ${describe(action, data)}: be precise`);
  const control = found[0] as HTMLElement;
  if (isDisabled(control)) throw new Error(`${who}'s ${describe(action, data)} is disabled in their ${where}`);
  return control;
}
