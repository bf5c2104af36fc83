/**
 * Part-wise re-rendering of sheets, the Foundry side (the rules are in
 * ../part-render.ts). Two cases:
 *
 * - The sheet's own document changed: Foundry re-renders the sheet with the
 *   change in its render options; `configureParts` (called from the sheet's
 *   `_configureRenderOptions`) narrows the render to the parts the change
 *   touches, by the sheet's routes, and keeps a requested partial render
 *   (`render({ parts: ["hand"] })`) partial. A LIMITED viewer gets the
 *   public part alone, as `sheetParts` says.
 * - Other documents changed (a hand's cards, a Title): the game's hook
 *   calls `refreshPart` on each open sheet with what the part would show
 *   now; the part is re-rendered only when that differs from what the sheet
 *   noted (`notePart`) when it last rendered it.
 */
import { fingerprint, routeChange, type ChangeRenderOptions, type PartRoutes } from "../part-render";
import { sheetParts } from "./sheet-support";

type App = foundry.applications.api.ApplicationV2;
type RenderOptions = foundry.applications.api.ApplicationRenderOptions;

/**
 * Set `options.parts` for a document sheet's render: the parts this viewer
 * may see, narrowed to those requested, and — for a render a document
 * change caused on an open sheet — to those the change touches.
 */
export function configureParts(
  app: App & { document: FoundryDocument },
  options: RenderOptions,
  full: string[],
  routes?: PartRoutes,
  limited = "limited",
): void {
  const allowed = sheetParts(app.document, full, limited);
  const requested = Array.isArray(options.parts) ? options.parts : null;
  let parts = requested ? allowed.filter((p) => requested.includes(p)) : allowed;
  if (routes && app.rendered && !app.document.limited && !options.force) {
    const touched = routeChange(options as ChangeRenderOptions, app.document.documentName, routes);
    if (touched) parts = parts.filter((p) => touched.includes(p));
  }
  options.parts = parts;
}

const shown = new WeakMap<App, Map<string, string>>();

/** Remember what a part showed when it was rendered (call from `_preparePartContext`). */
export function notePart(app: App, part: string, showing: unknown): void {
  const parts = shown.get(app) ?? new Map<string, string>();
  parts.set(part, fingerprint(showing));
  shown.set(app, parts);
}

/**
 * Re-render one part of an open sheet if what it would show now differs
 * from what it showed; true when it was re-rendered. A sheet that never
 * noted the part (another module's sheet) is left alone.
 */
export function refreshPart(app: App, part: string, showing: unknown): boolean {
  const before = shown.get(app)?.get(part);
  if (!app.rendered || before === undefined || before === fingerprint(showing)) return false;
  void app.render({ parts: [part] });
  return true;
}

/** Every open application showing a document that passes `accepts`. */
export function openSheetsOf<T extends FoundryDocument>(
  accepts: (doc: FoundryDocument) => doc is T,
): { app: App; document: T }[] {
  const found: { app: App; document: T }[] = [];
  for (const app of foundry.applications.instances.values()) {
    const doc = (app as { document?: FoundryDocument }).document;
    if (app.rendered && doc && accepts(doc)) found.push({ app, document: doc });
  }
  return found;
}

const timers = new Map<string, ReturnType<typeof setTimeout>>();

/**
 * Run `fn` once after a burst of calls with the same key has stopped for
 * `ms` (a draw of four cards fires four hooks: the sheets refresh once).
 */
export function afterBurst(key: string, fn: () => void, ms = 50): void {
  // Keyed by the client too: one browser has one user, but the play table runs every client in one module.
  const id = `${game.user.id}|${key}`;
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.set(
    id,
    setTimeout(() => {
      timers.delete(id);
      fn();
    }, ms),
  );
}
