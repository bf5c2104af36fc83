/**
 * Pending buttons on ApplicationV2 sheets (pending.ts holds the rule): an
 * action made with `pendingAction` disables its button while its request
 * is in flight and ignores clicks on anything with the same key meanwhile;
 * `reflectPending` disables, after a (partial) re-render, the fresh copies
 * of buttons whose request is still pending. A sheet spreads the actions
 * into DEFAULT_OPTIONS.actions and calls reflectPending from `_onRender`.
 */
import { pendingRequests, whilePending } from "./pending";

type App = foundry.applications.api.ApplicationV2;
type Action = foundry.applications.api.ApplicationAction;

/** The key a click's request runs under, or null when the click asks for nothing. */
export type PendingKey = (app: App, target: HTMLElement) => string | null;

const keys = new WeakMap<Action, PendingKey>();

/** An ApplicationV2 action whose button stays disabled while `run`'s request is pending. */
export function pendingAction(
  keyOf: PendingKey,
  run: (app: App, event: PointerEvent, target: HTMLElement) => Promise<unknown>,
): Action {
  const action: Action = function (this: App, event: PointerEvent, target: HTMLElement) {
    const key = keyOf(this, target);
    if (key === null) return undefined;
    return whilePending(key, target as HTMLElement & { disabled: boolean }, () => run(this, event, target));
  };
  keys.set(action, keyOf);
  return action;
}

/** After a render: disable the buttons of `root` whose pending action's request is still in flight. */
export function reflectPending(app: App, root: HTMLElement): void {
  const actions = app.options.actions ?? {};
  root.querySelectorAll<HTMLElement>("[data-action]").forEach((element) => {
    const entry = actions[element.dataset.action ?? ""];
    const action = typeof entry === "function" ? entry : entry?.handler;
    const keyOf = action ? keys.get(action) : undefined;
    const key = keyOf?.(app, element);
    if (key && pendingRequests.isPending(key))
      pendingRequests.attach(key, element as HTMLElement & { disabled: boolean });
  });
}
