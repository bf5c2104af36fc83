/**
 * ApplicationV2 for the play-through table: the fake Foundry's application
 * classes only let our classes load; these render. A window renders the way
 * Foundry's Handlebars applications do, as the client that opened it:
 * `_prepareContext`, then each part's `_preparePartContext` and template
 * (the real template files, compiled strictly as the gallery does, with
 * Foundry's helpers' stand-ins), into an element a DOM (linkedom) holds;
 * then `_onRender`. A click on an element is dispatched as Foundry does it:
 * the nearest `[data-action]` runs the application's action of that name
 * with `this` the application and `(event, target)`.
 *
 * DocumentSheetV2 adds the document, `isEditable` (its owner, for the
 * client), and the form Foundry submits on change (FormDataExtended's flat
 * object, then `_prepareSubmitData`/`_processSubmitData` → update). DialogV2's
 * static `wait`/`prompt`/`confirm` ask the play-through, which hands the
 * dialog to the answer the test gave for that user (play.ts); a dialog
 * nobody expected fails the test.
 *
 * This follows Foundry's documented behaviour closely enough to run our
 * windows; it is not Foundry's code.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import {
  clickEvent,
  DOM_GLOBALS,
  domClasses,
  fillForm,
  formObject,
  htmlElement,
  Option,
  playDocument,
} from "./play-dom";
import { createHandlebars } from "../../tools/gallery/render.mjs";
import { compileStrict } from "../../tools/gallery/strict-handlebars.mjs";
import { HELPERS } from "../../src/core/handlebars-helpers";

// What play.ts and the tests take from here too.
export { clickEvent, dispatchableClick, fillForm, formObject, htmlElement, playDocument } from "./play-dom";

type Data = Record<string, unknown>;
type Action = (this: RenderingApplication, event: Event, target: HTMLElement) => unknown;

const PREFIX = "systems/story-engines/templates/";

let handlebars: ReturnType<typeof createHandlebars>["hbs"] | null = null;
const compiled = new Map<string, (context: unknown) => string>();

/** Render one of our templates (by its Foundry path) strictly with `context`. */
export function renderTemplate(path: string, context: Data): string {
  handlebars ??= createHandlebars(HELPERS).hbs;
  let template = compiled.get(path);
  if (!template) {
    const relative = path.startsWith(PREFIX) ? path.slice(PREFIX.length) : path;
    template = compileStrict(handlebars, readFileSync(join(process.cwd(), "templates", relative), "utf8"));
    compiled.set(path, template);
  }
  try {
    return template(context);
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`, { cause: error });
  }
}

/** What play.ts does when a dialog opens: hand it to the test's answer for the user running the code. */
export const dialogs: { ask: (dialog: PlayDialog) => Promise<unknown> } = {
  ask: async (dialog) => {
    throw new Error(`a dialog opened that the play-through did not expect: ${dialog.title}`);
  },
};

/** Merge each class's DEFAULT_OPTIONS from the base down, as Foundry does. */
function defaultOptions(cls: unknown): Data {
  const chain: Data[] = [];
  for (let c = cls as { DEFAULT_OPTIONS?: Data } | null; c; c = Object.getPrototypeOf(c)) {
    if (Object.prototype.hasOwnProperty.call(c, "DEFAULT_OPTIONS") && c.DEFAULT_OPTIONS)
      chain.unshift(c.DEFAULT_OPTIONS);
  }
  return chain.reduce<Data>((all, options) => merge(all, options), {});
}

function merge(a: Data, b: Data): Data {
  const out: Data = { ...a };
  for (const [k, v] of Object.entries(b)) {
    const prev = out[k];
    out[k] =
      v && typeof v === "object" && !Array.isArray(v) && prev && typeof prev === "object" && !Array.isArray(prev)
        ? merge(prev as Data, v as Data)
        : v;
  }
  return out;
}

let nextAppId = 0;

/** Every rendered window of every client (Foundry's `instances` is keyed by id, which seats' windows share). */
export const openWindows = new Set<RenderingApplication>();

/** Whose client builds a window (play.ts sets it to the user running the code; "" elsewhere). */
export const windowOwner = { current: (): string => "" };

export class RenderingApplication {
  static DEFAULT_OPTIONS: Data = { tag: "div", actions: {}, window: { title: "" } };
  static TABS: Data = {};
  static PARTS: Record<string, { template: string }> = {};
  options: Data;
  element: HTMLElement;
  rendered = false;
  tabGroups: Record<string, string> = {};
  /** The user whose client opened this window (play.ts sets it). */
  viewer = "";

  constructor(options: Data = {}) {
    this.options = merge(defaultOptions(this.constructor), options);
    nextAppId += 1;
    this.element = htmlElement("", String(this.options.tag ?? "div"));
    this.viewer = windowOwner.current();
    if (typeof this.options.id !== "string") this.options.id = `app-${nextAppId}`;
  }

  get id(): string {
    return String(this.options.id);
  }

  get title(): string {
    return String((this.options.window as Data | undefined)?.title ?? "");
  }

  async render(options: boolean | Data = {}): Promise<this> {
    const renderOptions: Data = typeof options === "boolean" ? { force: options } : { ...options };
    renderOptions.isFirstRender = !this.rendered;
    this._configureRenderOptions(renderOptions);
    const context = await this._prepareContext(renderOptions);
    const parts = (this.constructor as typeof RenderingApplication).PARTS;
    const wanted = (renderOptions.parts as string[] | undefined) ?? Object.keys(parts);
    if (!this.rendered) this.element.innerHTML = "";
    for (const partId of Object.keys(parts)) {
      if (!wanted.includes(partId)) continue;
      const part = parts[partId] as { template: string };
      const partContext = await this._preparePartContext(partId, context, renderOptions);
      const html = renderTemplate(part.template, partContext);
      const fresh = htmlElement(html);
      const root =
        fresh.children.length === 1 ? (fresh.firstElementChild as HTMLElement) : (fresh as unknown as HTMLElement);
      root.setAttribute("data-application-part", partId);
      const old = this.element.querySelector(`[data-application-part="${partId}"]`);
      if (old) old.replaceWith(root);
      else this.element.append(root);
    }
    this.rendered = true;
    const instances = (globalThis as { foundry?: { applications?: { instances?: Map<string, unknown> } } }).foundry
      ?.applications?.instances;
    instances?.set(this.id, this);
    openWindows.add(this);
    await this._onRender(context, renderOptions);
    return this;
  }

  _configureRenderOptions(_options: Data): void {}

  async _prepareContext(_options: Data): Promise<Data> {
    return {};
  }

  async _preparePartContext(_partId: string, context: Data, _options: Data): Promise<Data> {
    return context;
  }

  async _onRender(_context: Data, _options: Data): Promise<void> {}

  _onClose(_options: object): void {}

  async close(options: object = {}): Promise<this> {
    this._onClose(options);
    this.rendered = false;
    const instances = (globalThis as { foundry?: { applications?: { instances?: Map<string, unknown> } } }).foundry
      ?.applications?.instances;
    instances?.delete(this.id);
    openWindows.delete(this);
    return this;
  }

  changeTab(tab: string, group: string): void {
    this.tabGroups[group] = tab;
  }

  /** A click on `target` as Foundry's ApplicationV2 listener handles it: the nearest `[data-action]` runs. */
  async click(target: HTMLElement): Promise<void> {
    const control = target.closest<HTMLElement>("[data-action]");
    if (!control) throw new Error("nothing to click: no [data-action] here");
    const name = control.dataset.action ?? "";
    const actions = (this.options.actions ?? {}) as Record<string, Action | { handler: Action }>;
    const action = actions[name];
    if (!action) throw new Error(`${this.constructor.name} has no action "${name}"`);
    const handler = typeof action === "function" ? action : action.handler;
    await handler.call(this, clickEvent(control), control);
  }

  /** The form Foundry submits: the window's own element when its tag is a form. */
  get form(): HTMLFormElement | null {
    return this.element.tagName === "FORM"
      ? (this.element as HTMLFormElement)
      : this.element.querySelector<HTMLFormElement>("form");
  }

  /** Submit the window's form as Foundry does on a change: its handler with the form's data. */
  async submit(): Promise<void> {
    const form = this.form;
    if (!form) throw new Error(`${this.constructor.name} has no form to submit`);
    const handler = (this.options.form as Data | undefined)?.handler as
      | ((this: RenderingApplication, event: Event, form: HTMLFormElement, data: FormDataExtended) => unknown)
      | undefined;
    const formData = new FormDataExtended(form);
    if (handler) await handler.call(this, clickEvent(form), form, formData);
    else await this._onSubmitDocument(form, formData);
  }

  protected async _onSubmitDocument(_form: HTMLFormElement, _data: FormDataExtended): Promise<void> {
    throw new Error(`${this.constructor.name} has no form handler`);
  }
}

/** FormDataExtended: `object` is the form's flat data. */
export class FormDataExtended {
  object: Data;
  constructor(form: Element) {
    this.object = formObject(form);
  }
}

/** Our windows declare their own PARTS; the mixin adds nothing else the fake needs. */
export function HandlebarsApplicationMixin<T extends typeof RenderingApplication>(Base: T): T {
  return Base;
}

export class DocumentSheet extends RenderingApplication {
  // Foundry's DocumentSheetV2 renders as a form (its fields submit on change).
  static override DEFAULT_OPTIONS: Data = { tag: "form" };
  get document(): { isOwner: boolean; limited: boolean; toObject(): Data; update(d: Data): Promise<unknown> } {
    return this.options.document as never;
  }
  get isEditable(): boolean {
    return this.document.isOwner;
  }
  override get title(): string {
    return String((this.options.document as { name?: string }).name ?? "");
  }
  override async _prepareContext(options: Data): Promise<Data> {
    const base = await super._prepareContext(options);
    const document = this.document;
    return {
      ...base,
      document,
      source: document.toObject(),
      editable: this.isEditable,
      owner: document.isOwner,
      limited: document.limited,
      rootId: this.id,
    };
  }
  _prepareSubmitData(_event: Event, _form: HTMLFormElement, formData: FormDataExtended): Data {
    return { ...formData.object };
  }
  async _processSubmitData(_event: Event, _form: HTMLFormElement, submitData: Data): Promise<void> {
    await this.document.update(submitData);
  }
  protected override async _onSubmitDocument(form: HTMLFormElement, data: FormDataExtended): Promise<void> {
    const event = clickEvent(form);
    await this._processSubmitData(event, form, this._prepareSubmitData(event, form, data));
  }
}

export class ActorSheet extends DocumentSheet {
  get actor(): unknown {
    return this.document;
  }
}

export class ItemSheet extends DocumentSheet {
  get item(): unknown {
    return this.document;
  }
}

/** A dialog as a play-through answers it: its title, its content as a form, its buttons. */
export class PlayDialog {
  readonly form: HTMLFormElement;
  constructor(
    readonly title: string,
    content: string,
    readonly buttons: { action: string; label: string; callback?: (...args: unknown[]) => unknown }[],
    /** Closing the window (its header's close button) answers null: a `wait` asked with `rejectClose: false`. */
    readonly closable = false,
  ) {
    this.form = htmlElement(content, "form") as HTMLFormElement;
  }
  /** Close the window without pressing a button: the dialog answers null. */
  close(): null {
    if (!this.closable) throw new Error(`the dialog "${this.title}" was not asked to answer a close`);
    return null;
  }
  get text(): string {
    return (this.form.textContent ?? "").replace(/\s+/g, " ").trim();
  }
  /** Fill the fields, then press the button: its callback's result, or its action when it has none. */
  press(action: string, values: Data = {}): unknown {
    fillForm(this.form, values);
    const button = this.buttons.find((b) => b.action === action);
    if (!button) throw new Error(`the dialog "${this.title}" has no ${action} button`);
    const element = htmlElement(`<button data-action="${action}"></button>`).firstElementChild as HTMLButtonElement;
    Object.defineProperty(element, "form", { value: this.form });
    return button.callback ? button.callback(clickEvent(element), element, this) : action;
  }
}

export class Dialog extends RenderingApplication {
  static async wait(config: {
    window?: { title?: string };
    content?: string;
    buttons: { action: string; label: string; callback?: (...args: unknown[]) => unknown }[];
    render?: (event: Event, dialog: unknown) => void;
    rejectClose?: boolean;
  }): Promise<unknown> {
    const dialog = new PlayDialog(
      config.window?.title ?? "",
      config.content ?? "",
      config.buttons,
      config.rejectClose === false,
    );
    return dialogs.ask(dialog);
  }
  static async prompt(config: {
    window?: { title?: string };
    content?: string;
    ok?: { callback?: (...args: unknown[]) => unknown; label?: string };
  }): Promise<unknown> {
    const ok = {
      action: "ok",
      label: config.ok?.label ?? "OK",
      ...(config.ok?.callback ? { callback: config.ok.callback } : {}),
    };
    return dialogs.ask(new PlayDialog(config.window?.title ?? "", config.content ?? "", [ok]));
  }
  static async confirm(config: { window?: { title?: string }; content?: string }): Promise<unknown> {
    const buttons = [
      { action: "yes", label: "Yes", callback: () => true },
      { action: "no", label: "No", callback: () => false },
    ];
    return dialogs.ask(new PlayDialog(config.window?.title ?? "", config.content ?? "", buttons));
  }
}

/**
 * `foundry.applications.instances` as one client sees it: the windows that
 * client has open, by id (each browser has its own; the play table's clients
 * share one process, so the Map answers for the client running the code).
 */
function clientInstances(): Map<string, unknown> {
  const mine = () => [...openWindows].filter((app) => app.rendered && app.viewer === windowOwner.current());
  const entries = () => mine().map((app) => [app.id, app] as [string, unknown]);
  const view = {
    get: (id: string) => mine().find((app) => app.id === id),
    has: (id: string) => mine().some((app) => app.id === id),
    set: () => view,
    delete: () => true,
    clear: () => undefined,
    keys: () =>
      mine()
        .map((app) => app.id)
        .values(),
    values: () => mine()[Symbol.iterator](),
    entries: () => entries()[Symbol.iterator](),
    forEach: (fn: (value: unknown, key: string) => void) => entries().forEach(([k, v]) => fn(v, k)),
    get size() {
      return mine().length;
    },
    [Symbol.iterator]: () => entries()[Symbol.iterator](),
  };
  return view as unknown as Map<string, unknown>;
}

/** Take the DOM globals away again (uninstall). */
export function uninstallRenderingApps(): void {
  openWindows.clear();
  for (const name of DOM_GLOBALS) delete (globalThis as Record<string, unknown>)[name];
  delete (globalThis as Record<string, unknown>).Option;
  delete (globalThis as Record<string, unknown>).document;
}

/** Put the rendering classes in place of the fake Foundry's (before any of our classes is imported). */
export function installRenderingApps(): void {
  const g = globalThis as unknown as {
    foundry: {
      applications: {
        api: Data;
        sheets: Data;
        ux: Data;
        handlebars: Data;
        instances: Map<string, unknown>;
      };
    };
  };
  const apps = g.foundry.applications;
  Object.assign(apps.api, {
    ApplicationV2: RenderingApplication,
    HandlebarsApplicationMixin,
    DocumentSheetV2: DocumentSheet,
    DialogV2: Dialog,
  });
  Object.assign(apps.sheets, { ActorSheetV2: ActorSheet, ItemSheetV2: ItemSheet });
  apps.ux.FormDataExtended = FormDataExtended;
  for (const name of DOM_GLOBALS) (globalThis as Record<string, unknown>)[name] = domClasses[name];
  (globalThis as Record<string, unknown>).Option = Option;
  // Chat-card listeners build their elements with the page's `document` (as a browser gives it).
  (globalThis as Record<string, unknown>).document = playDocument;
  apps.handlebars.renderTemplate = async (path: string, context: Data) => renderTemplate(path, context);
  apps.instances = clientInstances();
}
