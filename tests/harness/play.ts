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
 * After each step the table settles (every round trip lands) and every open
 * window of every seat is rendered again as its user, so each seat's next
 * look shows what that user should now see. Chat cards are drawn per seat
 * as Foundry draws them: the message's content, then the game's
 * `renderChatMessageHTML` listeners, run as that user.
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
import type { TableMessage } from "./table-documents";
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
let documentHooks = false;

export interface PlayTableOptions {
  /**
   * Fire Foundry's document update hooks: when an update of a table document
   * lands, `update<DocumentName>` runs on every connected client, as that
   * client, with (document, changes, options, userId); a window a client
   * opens meanwhile (a board following to the next Scene) joins that seat's
   * windows. Off by default, so the other play-throughs' races are untouched.
   */
  documentHooks?: boolean;
}

/** Install the play table's globals once per test file (beforeAll), before importing our classes. */
export function installPlayTable(options: PlayTableOptions = {}): FoundryRecord {
  documentHooks = options.documentHooks === true;
  record = installAsyncTable();
  if (documentHooks) windowOwner.current = () => currentTable().user.id;
  installRenderingApps();
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
  documentHooks = false;
  windowOwner.current = () => "";
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

/** A chat message as one user's chat log draws it. */
export class PlayCard {
  element: HTMLElement;
  constructor(
    readonly play: Play,
    readonly seat: Seat,
    readonly message: TableMessage,
  ) {
    this.element = htmlElement("");
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
  /** Draw the card again as the seat's user: the message's content, then the game's render listeners. */
  async draw(): Promise<this> {
    await this.play.table.as(this.seat.id, async () => {
      const li = htmlElement(
        `<li class="chat-message message" data-message-id="${this.message.id}"><div class="message-content">${this.message.content}</div></li>`,
      );
      const element = li.firstElementChild as HTMLElement;
      for (const fn of record?.hooks.get("renderChatMessageHTML") ?? []) await fn(this.message, element, {});
      // A listener may draw the card without returning its promise (Foundry does not wait either): let it finish.
      await new Promise((resolve) => setTimeout(resolve, 0));
      this.element = element;
    });
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
  private readonly answers: ((dialog: PlayDialog) => unknown)[] = [];
  constructor(
    readonly play: Play,
    readonly id: string,
    readonly name: string,
  ) {}

  /** Open a window on this user's client: build it, set it up, render it as this user. */
  async open<T extends Window>(make: () => T, setUp?: (app: T) => void): Promise<PlayWindow<T>> {
    const app = await this.play.table.as(this.id, async () => {
      const built = make();
      (built as unknown as RenderingApplication).viewer = this.id;
      setUp?.(built);
      await built.render({ force: true });
      return built;
    });
    const window = new PlayWindow(this.play, this, app);
    this.windows.push(window as unknown as PlayWindow);
    return window;
  }

  /** This user's open window of a class (the newest), or a failure. */
  window<T extends Window>(cls: abstract new (...args: never[]) => T): PlayWindow<T> {
    const found = [...this.windows].reverse().find((w) => w.window instanceof cls);
    if (!found) throw new Error(`${this.name} has no ${cls.name} open`);
    return found as unknown as PlayWindow<T>;
  }

  /** The chat log as this user sees it, each card drawn for this user. */
  async chat(): Promise<PlayCard[]> {
    const cards = this.play.table.visibleMessages(this.id).map((m) => new PlayCard(this.play, this, m));
    for (const card of cards) await card.draw();
    return cards;
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
    const outcome = action.then(
      () => null,
      (error: unknown) => error,
    );
    await this.table.settle();
    const error = await outcome;
    if (error) throw error;
    if (documentHooks) this.adoptWindows();
    for (const seat of this.seats.values()) {
      if (!this.table.mustUser(seat.id).active) continue;
      for (const window of seat.windows) await window.render();
    }
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

  /** A reload of a user's client: their windows close and open again, rebuilt from the documents alone. */
  async reload(userId: string, reopen: (seat: Seat) => Promise<void>): Promise<void> {
    const seat = this.seat(userId);
    for (const window of [...seat.windows]) await window.close();
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
  const hooks = record.hooks;
  if (documentHooks)
    table.updated = async (document, changes, options, userId) => {
      for (const user of table.users.values())
        if (user.active)
          await table.as(user.id, async () => {
            for (const fn of hooks.get(`update${document.documentName}`) ?? [])
              await fn(document, structuredClone(changes), structuredClone(options), userId);
          });
    };
  return new Play(table);
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
