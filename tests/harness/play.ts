/**
 * The play-through table (tests/table/): the async table with Foundry's
 * permissions, where each user is a seat with their own windows and their
 * own view of the chat, and every step of play is a click on a control that
 * the acting user's own rendered window or card shows.
 *
 *   const play = startPlay([{ id: "gm", name: "Erin", isGM: true }, { id: "amy", name: "Amy" }]);
 *   const amy = play.seat("amy");
 *   const tracker = await amy.open(() => new WickedConflictTracker(), (app) => (app.combatId = id));
 *   await tracker.click("roll", { participant: "amek" });   // fails unless Amy's window shows it, enabled
 *   expect(play.seat("gm").window(...).text).toContain("Amek rolled");
 *
 * After each step the table settles (every round trip lands). Nothing is
 * drawn again for the test's sake: as in Foundry, a window re-renders only
 * when its own document changes or its code does it (a hook it registers),
 * and a chat card is drawn into each client's log when its message is
 * created and again when it is updated (play-hooks.ts). A window or card
 * that Foundry would leave stale stays stale here.
 *
 * `installPlayTable()` (in beforeAll, before importing any of our classes)
 * puts the async table, the permissions and the rendering applications in
 * place; `startPlay` (in each test) seats the users.
 */
import { appendFileSync } from "node:fs";
import { basename } from "node:path";
import { expect } from "vitest";
import type { FoundryRecord } from "./fake-foundry";
import {
  AsyncTable,
  currentTable,
  installAsyncTable,
  uninstallAsyncTable,
  useTable,
  type UserSeat,
} from "./async-table";
import { installPlaySettings } from "./play-settings";
import { anyEnabled, controlIn, describe, matching, offered, type ClickOptions } from "./play-controls";

export type { ClickOptions } from "./play-controls";
import { pendingPerClient } from "./pending-per-client";
import { answerChanges, drawCard, type ChatLog } from "./play-hooks";
import { settleWithTimers, trackShortTimers, untrackShortTimers } from "./play-timers";
import { documentSheets, type TableDocument, type TableMessage } from "./table-documents";
import {
  dialogs,
  dispatchableClick,
  fillForm,
  htmlElement,
  installRenderingApps,
  uninstallRenderingApps,
  openWindows,
  windowOwner,
  type PlayDialog,
  type RenderingApplication,
} from "./rendering-apps";

type Data = Record<string, unknown>;

let record: FoundryRecord | null = null;

export interface PlayTableOptions {
  /**
   * Kept for older play-throughs: document hooks now always fire on every
   * client (play-hooks.ts), and a window a client opens by itself always
   * joins that seat's windows.
   */
  documentHooks?: boolean;
}

/** Install the play table's globals once per test file (beforeAll), before importing our classes. */
export function installPlayTable(_options: PlayTableOptions = {}): FoundryRecord {
  record = installAsyncTable();
  const registered = record;
  // `document.sheet` (and the directory) opens the sheet class the game registered for the document's type.
  documentSheets.classFor = (doc) =>
    (registered.sheets.find((s) => s.documentName === doc.documentName && s.types.includes(String(doc.data.type)))
      ?.sheetClass as (new (options: object) => unknown) | undefined) ?? null;
  windowOwner.current = () => currentTable().user.id;
  installRenderingApps();
  trackShortTimers();
  installPlaySettings(record);
  pendingPerClient();
  const hooks = record.hooks;
  (globalThis as unknown as { Hooks: Data }).Hooks = {
    ...(globalThis as unknown as { Hooks: Data }).Hooks,
    // Hooks a client calls run on that client (the one running the code).
    callAll: (name: string, ...args: unknown[]) => {
      for (const fn of hooks.get(name) ?? []) fn(...args);
      return true;
    },
    call: (name: string, ...args: unknown[]) => {
      for (const fn of hooks.get(name) ?? []) if (fn(...args) === false) return false;
      return true;
    },
  };
  return record;
}

export function uninstallPlayTable(): void {
  record = null;
  documentSheets.classFor = () => null;
  windowOwner.current = () => "";
  untrackShortTimers();
  uninstallRenderingApps();
  uninstallAsyncTable();
}

/** Any of our windows, as the system declares it (src/foundry): the play table renders it as a RenderingApplication. */
type Window = foundry.applications.api.ApplicationV2;

export class PlayWindow<T extends Window = Window> {
  constructor(
    readonly play: Play,
    readonly seat: Seat,
    readonly window: T,
  ) {}

  /** The window as the play table runs it. */
  get app(): RenderingApplication {
    return this.window as unknown as RenderingApplication;
  }

  get element(): HTMLElement {
    return this.app.element;
  }
  /** The window's text as the user reads it (whitespace folded). */
  get text(): string {
    return (this.app.element.textContent ?? "").replace(/\s+/g, " ").trim();
  }
  get html(): string {
    return this.app.element.innerHTML;
  }
  /** Whether the user's window shows an enabled control for this action. */
  has(action: string, data: Data = {}, options: ClickOptions = {}): boolean {
    return anyEnabled(matching(this.app.element, action, data, options.text, options.attribute));
  }
  /** The actions this window offers its user. */
  get actions(): string[] {
    return offered(this.app.element);
  }
  /** Click the control the user's window shows for `action` (failing if it shows none), then let the table settle. */
  async click(action: string, data: Data = {}, options: ClickOptions = {}): Promise<void> {
    const control = controlIn(this.app.element, this.seat.name, this.app.constructor.name, action, data, options);
    await this.play.step(this.play.table.as(this.seat.id, () => this.app.click(control)));
  }
  /** Start a click without waiting for the table (for two users acting at once: `play.atOnce`). */
  press(action: string, data: Data = {}, options: ClickOptions = {}): Promise<void> {
    const control = controlIn(this.app.element, this.seat.name, this.app.constructor.name, action, data, options);
    return this.play.table.as(this.seat.id, () => this.app.click(control));
  }
  /** Tick boxes, pick options or type into fields without submitting (what a click then reads). */
  set(values: Data): void {
    fillForm(this.app.element, values);
  }
  /** Set the fields beside one control (its `[data-form]` or its parent), without submitting. */
  setBeside(action: string, data: Data, values: Data): void {
    const control = controlIn(this.app.element, this.seat.name, this.app.constructor.name, action, data, {});
    fillForm(control.closest("[data-form]") ?? control.parentElement ?? control, values);
  }
  /** Type into the window's fields and submit its form, as Foundry does on a change. */
  async fill(values: Data): Promise<void> {
    fillForm(this.app.element, values);
    await this.play.step(this.play.table.as(this.seat.id, () => this.app.submit()));
  }
  async render(): Promise<void> {
    if (this.app.rendered) await this.play.table.as(this.seat.id, () => this.app.render());
  }
  async close(): Promise<void> {
    await this.play.table.as(this.seat.id, () => this.app.close());
    this.seat.windows.splice(this.seat.windows.indexOf(this as unknown as PlayWindow), 1);
  }
}

/** A chat message as one user's chat log shows it: drawn when it was created or last updated. */
export class PlayCard {
  constructor(
    readonly play: Play,
    readonly seat: Seat,
    readonly message: TableMessage,
  ) {}
  /** The card as this user's chat log shows it now. */
  get element(): HTMLElement {
    const drawn = this.seat.log.get(this.message.id);
    if (!drawn) throw new Error(`${this.seat.name}'s chat log no longer shows this card`);
    return drawn;
  }
  get text(): string {
    return (this.element.textContent ?? "").replace(/\s+/g, " ").trim();
  }
  has(action: string, data: Data = {}, options: ClickOptions = {}): boolean {
    return anyEnabled(matching(this.element, action, data, options.text, options.attribute));
  }
  get actions(): string[] {
    return offered(this.element);
  }
  /**
   * The card as the seat's chat log shows it, once the clients have finished
   * drawing (a message the log has not drawn yet, from before the client
   * loaded, is drawn now, as the log's first render would). Never a redraw.
   */
  async draw(): Promise<this> {
    await this.seat.chat();
    return this;
  }
  /** Start a click on the card without waiting for the table (for two users acting at once: `play.atOnce`). */
  press(action: string, data: Data = {}, options: ClickOptions = {}): Promise<void> {
    const control = controlIn(this.element, this.seat.name, "chat card", action, data, options);
    return this.play.table.as(this.seat.id, () => {
      control.dispatchEvent(dispatchableClick());
    });
  }
  /** Click a control the seat's copy of the card shows (as Foundry's click reaches the card's listeners). */
  async click(action: string, data: Data = {}, options: ClickOptions = {}): Promise<void> {
    const control = controlIn(this.element, this.seat.name, "chat card", action, data, options);
    await this.play.step(
      this.play.table.as(this.seat.id, () => {
        control.dispatchEvent(dispatchableClick());
      }),
    );
  }
}

export class Seat {
  readonly windows: PlayWindow[] = [];
  /** This client's chat log: each card as it was drawn here, by message id. */
  readonly log: ChatLog = new Map();
  private readonly answers: ((dialog: PlayDialog) => unknown)[] = [];
  constructor(
    readonly play: Play,
    readonly id: string,
    readonly name: string,
  ) {}

  /**
   * Open a window on this user's client: build it, set it up, render it as
   * this user. Prefer what the user's screen offers: `openFromDirectory`
   * for a document's sheet, `openTableTools` for the Table tools window, or
   * a click on a control that opens one. A document's sheet opens only for
   * a user who sees the document (LIMITED or better), as the directory
   * lists it.
   */
  async open<T extends Window>(make: () => T, setUp?: (app: T) => void): Promise<PlayWindow<T>> {
    const app = await this.play.table.as(this.id, async () => {
      const built = make();
      const shown = (built as unknown as RenderingApplication).options.document as TableDocument | undefined;
      if (shown && typeof shown.testUserPermission === "function") this.mustSee(shown);
      (built as unknown as RenderingApplication).viewer = this.id;
      setUp?.(built);
      await built.render({ force: true });
      return built;
    });
    const window = new PlayWindow(this.play, this, app);
    this.windows.push(window as unknown as PlayWindow);
    return window;
  }

  /**
   * Pick a roll mode in this user's chat controls (Foundry's roll-mode select
   * beneath the chat log): the per-client `core.rollMode` setting, as a step.
   */
  async chooseRollMode(mode: "publicroll" | "gmroll" | "blindroll" | "selfroll"): Promise<void> {
    await this.play.step(this.play.table.as(this.id, () => game.settings.set("core", "rollMode", mode)));
  }

  /** Fail unless this user's sidebar lists the document (LIMITED or better; NONE hides it). */
  private mustSee(document: TableDocument): void {
    const user = this.play.table.mustUser(this.id);
    if (!document.testUserPermission(user, "LIMITED"))
      throw new Error(
        `${this.name}'s ${document.documentName} directory does not list ${document.name}: they cannot open it`,
      );
  }

  /**
   * Open a document's sheet from this user's sidebar directory, as clicking
   * its entry does: the sheet class the game registered for its type
   * (Foundry's `document.sheet`, this client's one), rendered as this user —
   * a LIMITED viewer gets the sheet's limited view. Fails when the directory
   * does not list the document for this user (NONE).
   */
  async openFromDirectory<T extends Window = Window>(document: unknown): Promise<PlayWindow<T>> {
    const doc = document as TableDocument;
    this.mustSee(doc);
    const sheet = await this.play.table.as(this.id, () => doc.sheet);
    if (!sheet)
      throw new Error(`no sheet is registered for ${doc.documentName} ${doc.name} (type ${String(doc.data.type)})`);
    const open = this.windows.find((w) => w.window === sheet && w.app.rendered);
    if (open) return open as unknown as PlayWindow<T>;
    return this.open(() => sheet as T);
  }

  /**
   * Open the Table tools window from the button this user's Actors sidebar
   * shows (failing when it shows none: no tool to use, no guide to read).
   */
  async openTableTools<T extends Window = Window>(): Promise<PlayWindow<T>> {
    const { addTableToolsButton, TableToolsApp } = await import("../../src/core/table-tools-app");
    const sidebar = await this.play.table.as(this.id, () => {
      const html = htmlElement(`<header class="directory-header"><div class="header-actions"></div></header>`);
      addTableToolsButton(html);
      return html;
    });
    const button = sidebar.querySelector("button");
    if (!button) throw new Error(`${this.name}'s Actors sidebar shows no Table tools button`);
    await this.play.step(this.play.table.as(this.id, () => void button.dispatchEvent(dispatchableClick())));
    return this.window(TableToolsApp as unknown as abstract new (...args: never[]) => T);
  }

  /** This user's open window of a class (the newest), or a failure. */
  window<T extends Window>(cls: abstract new (...args: never[]) => T): PlayWindow<T> {
    const found = [...this.windows].reverse().find((w) => w.window instanceof cls);
    if (!found) throw new Error(`${this.name} has no ${cls.name} open`);
    return found as unknown as PlayWindow<T>;
  }

  /**
   * The chat log as this user sees it. A message that was there before this
   * client loaded (set-up, or before a reload) is drawn the first time the log
   * is read, as the log's first render draws it; every other card is as the
   * client drew it when its message was created or last updated.
   */
  async chat(): Promise<PlayCard[]> {
    if (!record) throw new Error("installPlayTable() first");
    await this.play.table.quiet(); // what the clients are drawing right now (a hook's redraw) is drawn first
    const messages = this.play.table.visibleMessages(this.id);
    for (const message of messages)
      if (!this.log.has(message.id))
        this.log.set(message.id, await drawCard(record, this.play.table, this.id, message));
    return messages.map((m) => new PlayCard(this.play, this, m));
  }

  /** The newest card this user sees whose text includes `text` (or the newest of all). */
  async card(text?: string): Promise<PlayCard> {
    const cards = (await this.chat()).filter((c) => text === undefined || c.text.includes(text));
    const card = cards.at(-1);
    if (!card) throw new Error(`${this.name}'s chat shows no card${text ? ` with "${text}"` : ""}`);
    return card;
  }

  /** The next dialog this user's client opens is answered by `answer` (press a button, fill fields). */
  answerDialog(answer: (dialog: PlayDialog) => unknown): void {
    this.answers.push(answer);
  }

  /** Used by the dialog stand-in: the test's next answer for this user. */
  takeAnswer(dialog: PlayDialog): unknown {
    const answer = this.answers.shift();
    if (!answer) throw new Error(`${this.name} was asked "${dialog.title}" and the play-through gave no answer`);
    return answer(dialog);
  }

  /** What this client was told (ui.notifications), oldest first. */
  notices(level?: "info" | "warn" | "error"): string[] {
    return this.play.table.noticesFor(this.id, level);
  }
}

export class Play {
  readonly seats = new Map<string, Seat>();
  /** How many steps (clicks, fills) the play-through took. */
  steps = 0;
  constructor(readonly table: AsyncTable) {
    for (const user of table.users.values()) this.seats.set(user.id, new Seat(this, user.id, user.name));
    dialogs.ask = async (dialog) => this.seat(table.user.id).takeAnswer(dialog);
  }

  seat(id: string): Seat {
    const seat = this.seats.get(id);
    if (!seat) throw new Error(`no seat ${id}`);
    return seat;
  }

  /**
   * One step of play: let the user's action run while every round trip it
   * causes lands, then draw every open window again as its user.
   */
  async step(action: Promise<unknown> = Promise.resolve()): Promise<void> {
    this.steps += 1;
    countStep();
    this.mustNotHaveWrittenBetweenSteps();
    this.table.writesOnlyByClients = true;
    const outcome = action.then(
      () => null,
      (error: unknown) => error,
    );
    await settleWithTimers(this.table);
    const error = await outcome;
    if (error) throw error;
    const thrown = this.table.clientErrors.splice(0);
    if (thrown.length > 0)
      throw new Error(`a client's hook or render threw: ${thrown.map((e) => e.message).join("; ")}`, {
        cause: thrown[0],
      });
    this.adoptWindows();
  }

  /** Fail when the test itself wrote to the world since play started (set-up belongs before the first step). */
  mustNotHaveWrittenBetweenSteps(): void {
    const written = this.table.writesBetweenSteps.splice(0);
    if (written.length > 0)
      throw new Error(
        `state written between steps, by the test rather than a user's click: ${written.join("; ")} — ` +
          "do it as a step a user's window offers, or as set-up before the first step",
      );
  }

  /** Windows a client opened by itself (a hook, not the test) join that seat's windows, newest last. */
  private adoptWindows(): void {
    for (const app of openWindows) {
      const seat = this.seats.get(app.viewer);
      if (!seat || !app.rendered || seat.windows.some((w) => w.app === app)) continue;
      seat.windows.push(new PlayWindow(this, seat, app as unknown as Window));
    }
  }

  /** Several users' clicks started at once (`window.press`): the table settles them in its order. */
  async atOnce(clicks: Promise<void>[]): Promise<PromiseSettledResult<void>[]> {
    const all = Promise.allSettled(clicks);
    await this.step(all);
    return all;
  }

  /**
   * A reload of a user's client: a new page. Their windows are gone, their
   * chat log is drawn anew, and their client's state is rebuilt from the
   * documents and settings alone: its pending requests and per-client
   * registries are empty, what the old page waited for never answers it
   * (`table.reload`); the others hear the user leave and come back. Then
   * `reopen` opens what the user opens again.
   */
  async reload(userId: string, reopen: (seat: Seat) => Promise<void>): Promise<void> {
    const seat = this.seat(userId);
    await this.table.as(userId, async () => {
      for (const app of [...openWindows]) if (app.viewer === userId && app.rendered) await app.close();
    });
    seat.windows.splice(0);
    seat.log.clear();
    this.table.reload(userId);
    await this.table.quiet();
    await reopen(seat);
  }
}

/**
 * `npm run bench:table` (tools/bench/table.mjs) counts each file's steps:
 * with PLAY_STEPS_FILE set, every step appends its test file's name there.
 */
function countStep(): void {
  const file = process.env.PLAY_STEPS_FILE;
  if (file) appendFileSync(file, `${basename(expect.getState().testPath ?? "unknown")}\n`);
}

/** Seat these users at a fresh play table (each test). */
export function startPlay(users: UserSeat[]): Play {
  if (!record) throw new Error("installPlayTable() first, in beforeAll");
  const table = useTable(new AsyncTable(users));
  openWindows.clear(); // a fresh table: no client has a window open yet
  const play = new Play(table);
  answerChanges(record, table, { logOf: (id) => play.seat(id).log });
  return play;
}

/** Expect `window` not to offer this control to its user (the decision belongs to someone else). */
export function expectNoControl(
  view: PlayWindow | PlayCard,
  action: string,
  data: Data = {},
  options: ClickOptions = {},
): void {
  expect(view.has(action, data, options), `${view.seat.name} should not be offered ${describe(action, data)}`).toBe(
    false,
  );
}
