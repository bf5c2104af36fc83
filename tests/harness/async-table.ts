/**
 * A table of several clients whose round trips take time: every document
 * update, card move, chat message, dice roll, Dice So Nice animation and GM
 * query is a deferred operation that lands only when the test lets it, in
 * the order the test chooses (oldest first, newest first, or held back
 * forever). Nothing changes a document until its operation lands, as when
 * the server answers, so two requests that both read before either write can
 * be shown losing each other's change. The fake in fake-foundry.ts resolves
 * everything at once and cannot show that.
 *
 * Each simulated client is a user: `table.as(userId, fn)` runs `fn` as that
 * client (Node's AsyncLocalStorage keeps `game.user` right across every
 * await). Users have Foundry's roles (PLAYER … GAMEMASTER; several GMs may
 * be connected, and `game.users.activeGM` is the connected GM of the highest
 * role, then the lowest id); a user can be disconnected (`disconnect`).
 *
 * The system socket is a round trip too: a message one client emits reaches
 * every other connected client, each as its own client, with the sender's
 * id as the server sets it — so a GM request (src/core/gm-socket.ts) runs its
 * handler on the active GM's client with the real sender.
 *
 * Documents live in table-documents.ts, with Foundry's permissions
 * (permissions.ts): a write by a user below OWNER is refused when it lands.
 * `installAsyncTable()` puts both on top of the fake Foundry's globals.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { installFakeFoundry, uninstallFakeFoundry, type FoundryRecord } from "./fake-foundry";
import type { TableActor, TableMessage, TableStack } from "./table-documents";
import { installTableCollections, TableDocument, TableRoll } from "./table-documents";
import { ROLES, TablePack, type RoleName } from "./permissions";
import { GM_REQUEST_TIMEOUT, listenForGMRequests, loadGMHandlers, requestFromGM } from "../../src/core/gm-socket";

export interface TableUser {
  id: string;
  name: string;
  /** Foundry's role: PLAYER 1, TRUSTED 2, ASSISTANT 3, GAMEMASTER 4. */
  role: number;
  /** An Assistant GM or a Gamemaster. */
  readonly isGM: boolean;
  /** Connected. */
  active: boolean;
  /** Which page load of the user's client this is (a reload starts a new one). */
  session: number;
  character: TableActor | null;
}

/** A user as a test seats it: `isGM: true` means a Gamemaster. */
export interface UserSeat {
  id: string;
  name: string;
  isGM?: boolean;
  role?: RoleName;
}

type SocketListener = (message: unknown, senderId: string) => void;

/** A document's creation, update or deletion, as it lands on the server. */
export interface DocumentEvent {
  kind: "create" | "update" | "delete";
  /** The document (a card moved in a stack is created in one and deleted from the other). */
  document: { documentName: string; id: string; parent?: unknown };
  /** The created data, the update's changes, or {} for a deletion. */
  data: Record<string, unknown>;
  options: Record<string, unknown>;
  userId: string;
}

interface Operation {
  label: string;
  land: () => void;
}

export type LandingOrder = "oldest-first" | "newest-first";

/** What a client was told (ui.notifications), by client. */
export interface Notice {
  user: string;
  level: "info" | "warn" | "error";
  message: string;
}

export class AsyncTable {
  private readonly clients = new AsyncLocalStorage<TableUser>();
  private pending: Operation[] = [];
  private held: string[] = [];
  private failures: { prefix: string; error: Error }[] = [];
  /** Labels of the operations in the order they landed. */
  readonly landed: string[] = [];
  readonly notices: Notice[] = [];
  readonly users = new Map<string, TableUser>();
  readonly actors: TableActor[] = [];
  /** Journal entries found by UUID (a Capes board's journal). */
  readonly journals: TableDocument[] = [];
  /**
   * Runs when a document's creation, update or deletion lands (the play
   * table fires Foundry's `create…`/`update…`/`delete…` hooks on every
   * connected client, as that client, and re-renders the sheets Foundry
   * would); unset, a change only changes the document.
   */
  onDocument?: (event: DocumentEvent) => Promise<void>;
  /** Runs when a user connects or leaves, once that news reaches the others (`userConnected`). */
  onConnection?: (user: TableUser, connected: boolean) => Promise<void>;
  /** Runs on a client asked to redraw a chat message (`ui.chat.updateMessage`). */
  onRedraw?: (message: TableMessage) => Promise<void>;
  readonly messages: TableMessage[] = [];
  readonly stacks: TableStack[] = [];
  /** World items and roll tables (imported from a compendium: play-setup.ts). */
  readonly items: TableDocument[] = [];
  readonly rollTables: TableDocument[] = [];
  /** Faces the next dice rolled show, in order (then 6s). */
  faces: number[] = [];
  /** Every roll evaluated: its formula, evaluate() options and the client it was rolled on. */
  readonly rolls: { formula: string; options: Record<string, unknown>; user: string }[] = [];
  /** Every Dice So Nice showForRoll call's arguments after the roll. */
  readonly animations: unknown[][] = [];
  /** Messages the chat log was asked to redraw (ui.chat.updateMessage). */
  readonly redrawn: string[] = [];
  order: LandingOrder = "oldest-first";
  /** The client whose code runs when a test chose none: the first GM seated. */
  gmId: string;
  /** The compendium packs, by id ("story-engines.venus-adventures"). */
  readonly packs = new Map<string, TablePack>();
  /** Socket messages delivered, as "sender → receiver: label". */
  readonly socketLog: string[] = [];
  /** World and client setting values by "namespace.key" (the play table's settings store). */
  readonly settingValues = new Map<string, unknown>();
  /** Every socket message emitted, with its sender. */
  readonly socketMessages: { sender: string; message: Record<string, unknown> }[] = [];

  constructor(users: UserSeat[]) {
    for (const u of users) {
      const role = ROLES[u.role ?? (u.isGM ? "GAMEMASTER" : "PLAYER")];
      const user: TableUser = {
        id: u.id,
        name: u.name,
        role,
        get isGM() {
          return this.role >= ROLES.ASSISTANT;
        },
        active: true,
        session: 0,
        character: null,
      };
      this.users.set(u.id, user);
    }
    this.gmId = users.find((u) => this.users.get(u.id)?.isGM)?.id ?? users[0]?.id ?? "gm";
  }

  /** The client whose code is running now (the first GM when none was chosen). */
  get user(): TableUser {
    return this.clients.getStore() ?? this.mustUser(this.gmId);
  }

  /**
   * Foundry's designated active GM: among connected GMs, the highest role,
   * then the lowest id; null when no GM is connected.
   */
  get activeGM(): TableUser | null {
    const gms = [...this.users.values()].filter((u) => u.isGM && u.active);
    gms.sort((a, b) => b.role - a.role || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
    return gms[0] ?? null;
  }

  /**
   * The user closes their browser: absent from now on (their client runs
   * nothing more); the others' `userConnected(user, false)` hooks run.
   */
  disconnect(userId: string): void {
    const user = this.mustUser(userId);
    user.active = false;
    this.background(this.onConnection?.(user, false));
  }

  /** The user comes back (a fresh client); the others' `userConnected(user, true)` hooks run. */
  reconnect(userId: string): void {
    const user = this.mustUser(userId);
    user.active = true;
    this.background(this.onConnection?.(user, true));
  }

  /**
   * A document change landed: the play table's hooks and renders run (see
   * `onDocument`) on the clients, as Foundry's do — not awaited by the
   * writer (a hook may itself wait for the GM's queue the writer is in).
   */
  async changed(
    kind: DocumentEvent["kind"],
    document: DocumentEvent["document"],
    data: Record<string, unknown>,
    options: Record<string, unknown>,
    userId: string,
  ): Promise<void> {
    const event = { kind, document, data: structuredClone(data), options: structuredClone(options), userId };
    if (this.onDocument) this.background(this.onDocument(event));
  }

  /** Work a client does on its own (hooks, renders) that `settle` waits for; a failure is kept in `clientErrors`. */
  background(work: Promise<unknown> | unknown): void {
    if (!(work instanceof Promise)) return;
    const tracked: Promise<unknown> = work.then(
      () => this.running.delete(tracked),
      (error: unknown) => {
        this.running.delete(tracked);
        this.clientErrors.push(error instanceof Error ? error : new Error(String(error)));
      },
    );
    this.running.add(tracked);
  }
  private readonly running = new Set<Promise<unknown>>();
  /**
   * Once play has started (a play-through's first step), every write comes
   * from a user's client — a click, a hook, a render — never from the test
   * itself: a round trip asked with no client at work is state written
   * between steps, listed here for the play table to fail on.
   */
  writesOnlyByClients = false;
  readonly writesBetweenSteps: string[] = [];
  /** Wakes `settle` when a client at work sends a round trip. */
  private onDefer: (() => void) | null = null;

  /** Wait until every client's own work (hooks, renders) has finished. */
  async quiet(): Promise<void> {
    await idle(); // a hook's untracked follow-up (a dynamic import, then a redraw) gets its turn
    for (let turn = 0; turn < 100 && this.running.size > 0; turn += 1) {
      await Promise.race([Promise.allSettled([...this.running]), idle()]);
      if (this.running.size === 0) await idle();
    }
  }
  /** Errors thrown by a client's own work (a hook, a render): the play table fails the step on one. */
  readonly clientErrors: Error[] = [];

  /** A compendium pack with this per-role ownership (system.json's `packs[].ownership`). */
  addPack(id: string, ownership: TablePack["ownership"]): TablePack {
    const pack = new TablePack(id, ownership);
    this.packs.set(id, pack);
    return pack;
  }

  /** The chat log as `userId`'s client shows it: the messages that user may see. */
  visibleMessages(userId: string): TableMessage[] {
    const user = this.mustUser(userId);
    return this.messages.filter((m) => m.visibleTo(user));
  }

  /** The Actors directory as `userId`'s client lists it: the actors that user sees (LIMITED or better). */
  directory(userId: string): TableActor[] {
    const user = this.mustUser(userId);
    return this.actors.filter((a) => a.testUserPermission(user, "LIMITED"));
  }

  /** A deletion landed: the document leaves its collection. */
  forget(doc: TableDocument): void {
    for (const list of [
      this.actors,
      this.messages,
      this.stacks,
      this.journals,
      this.items,
      this.rollTables,
    ] as TableDocument[][]) {
      const at = list.indexOf(doc);
      if (at >= 0) list.splice(at, 1);
    }
  }

  /**
   * `game.socket.emit` from the running client: one round trip per other
   * connected client, each delivered as that client with the sender's id.
   */
  emit(message: unknown): void {
    const sender = this.user;
    const sent = structuredClone(message) as Record<string, unknown>;
    this.socketMessages.push({ sender: sender.id, message: sent });
    for (const receiver of this.users.values()) {
      if (receiver.id === sender.id || !receiver.active) continue;
      const label = socketLabel(sent, receiver.id);
      const page = receiver.session;
      this.defer(label, () => {
        // A message in flight to a page that has since reloaded is lost with it.
        if (!receiver.active || receiver.session !== page) return;
        this.socketLog.push(`${sender.id} → ${receiver.id}: ${label}`);
        return this.as(receiver.id, () => {
          for (const listener of socketListeners) listener(structuredClone(sent), sender.id);
        });
      }).catch((error: unknown) => {
        // A request that fails on the GM's client it was sent to: the GM's side answers the failure.
        if (sent.type !== "request" || sent.gmId !== receiver.id) return;
        const reply = { type: "reply", requestId: sent.requestId, name: sent.name, userId: sender.id };
        void this.as(receiver.id, () =>
          this.emit({ ...reply, error: error instanceof Error ? error.message : String(error) }),
        );
      });
    }
  }

  mustUser(id: string): TableUser {
    const user = this.users.get(id);
    if (!user) throw new Error(`no user ${id}`);
    return user;
  }

  /** Run `fn` as the client of `userId`. */
  as<T>(userId: string, fn: () => Promise<T> | T): Promise<T> {
    return this.clients.run(this.mustUser(userId), async () => fn());
  }

  /** A round trip: `apply` runs (the server's answer lands) only when the test lets this operation land. */
  defer<T>(label: string, apply: () => T | Promise<T>): Promise<T> {
    const failure = this.failures.find((f) => label.startsWith(f.prefix));
    if (failure) this.failures = this.failures.filter((f) => f !== failure);
    this.onDefer?.();
    // The page that waits for this answer: if it reloads meanwhile, the server still acts, but nobody hears back.
    const waiter = this.clients.getStore();
    if (!waiter && this.writesOnlyByClients) this.writesBetweenSteps.push(label);
    const page = waiter?.session;
    const heard = () => !waiter || waiter.session === page;
    return new Promise<T>((resolve, reject) => {
      this.pending.push({
        label,
        land: () => {
          if (failure) return heard() ? reject(failure.error) : undefined;
          Promise.resolve()
            .then(apply)
            .then(
              (value) => (heard() ? resolve(value) : undefined),
              (error: unknown) => (heard() ? reject(error) : undefined),
            );
        },
      });
    });
  }

  /**
   * The user's browser reloads: a new page, a new client. What the old page
   * waited for is never answered to it, messages in flight to it are lost,
   * and each per-client store forgets it (`forgetClient`); the others'
   * `userConnected` hooks hear it leave and come back.
   */
  reload(userId: string): void {
    const user = this.mustUser(userId);
    user.session += 1;
    for (const forget of clientStores) forget(this, userId);
    if (!user.active) return;
    this.background(this.onConnection?.(user, false));
    this.background(this.onConnection?.(user, true));
  }

  /** Operations whose label starts with `prefix` never land (an animation that never ends). */
  hold(prefix: string): void {
    this.held.push(prefix);
  }

  /** The next operation whose label starts with `prefix` fails with `error` when it lands. */
  failNext(prefix: string, error = new Error(`${prefix} failed`)): void {
    this.failures.push({ prefix, error });
  }

  /** Labels of the operations still waiting to land. */
  get waiting(): string[] {
    return this.pending.map((p) => p.label);
  }

  /**
   * Let operations land one at a time in `this.order`, letting every client
   * run on between landings, until nothing but held operations is waiting.
   */
  async settle(maxSteps = 500): Promise<void> {
    // The registered games' GM handlers (their lazy chunks), loaded first as a GM's client does at ready:
    // an import takes more than the few event-loop turns the table waits for a client between landings.
    await loadGMHandlers();
    for (let step = 0; step < maxSteps; step += 1) {
      await idle();
      let candidates = this.pending.filter((p) => !this.held.some((h) => p.label.startsWith(h)));
      // Clients still at work (hooks, renders) may start more round trips: wait for them to finish or send one
      // (a client waiting on an operation held back forever is given up on after a second).
      if (candidates.length === 0 && this.running.size > 0) {
        const sent = new Promise<void>((resolve) => (this.onDefer = resolve));
        const giveUp = new Promise<void>((resolve) => setTimeout(resolve, 1000).unref?.());
        await Promise.race([Promise.allSettled([...this.running]), sent, giveUp]);
        this.onDefer = null;
        await idle();
        candidates = this.pending.filter((p) => !this.held.some((h) => p.label.startsWith(h)));
      }
      if (candidates.length === 0) return;
      const next = this.order === "newest-first" ? candidates[candidates.length - 1] : candidates[0];
      if (!next) return;
      this.pending = this.pending.filter((p) => p !== next);
      this.landed.push(next.label);
      next.land();
    }
    throw new Error(`the table did not settle in ${maxSteps} steps; waiting: ${this.waiting.join(", ")}`);
  }

  /** Start every request, let the table settle, then collect each request's outcome. */
  async race<T>(requests: (() => Promise<T>)[]): Promise<PromiseSettledResult<T>[]> {
    const all = Promise.allSettled(requests.map((r) => r()));
    await this.settle();
    return all;
  }

  /**
   * `userId`'s client sends the active GM request `name` (its full name,
   * "story-engines.…") with exactly `data`, as askGM sends one — or as a
   * forger would, with data that claims another user.
   */
  sendRequest(userId: string, name: string, data: Record<string, unknown>): Promise<unknown> {
    return this.as(userId, () => {
      const gm = this.activeGM;
      if (!gm) throw new Error("no active GM");
      return requestFromGM(gm as unknown as User, name, data);
    });
  }

  /** Notices shown to one client. */
  noticesFor(userId: string, level?: Notice["level"]): string[] {
    return this.notices.filter((n) => n.user === userId && (!level || n.level === level)).map((n) => n.message);
  }

  notify(level: Notice["level"], message: string): void {
    this.notices.push({ user: this.user.id, level, message });
  }

  /** The document at a UUID (a world one, or one inside a compendium pack), or null. */
  lookup(uuid: string): TableDocument | null {
    if (uuid.startsWith("Compendium.")) return this.packLookup(uuid);
    return (
      this.actors.find((a) => a.uuid === uuid) ??
      this.items.find((i) => i.uuid === uuid) ??
      this.rollTables.find((r) => r.uuid === uuid) ??
      this.journals.find((j) => j.uuid === uuid) ??
      this.messages.find((m) => m.uuid === uuid) ??
      this.stacks.find((s) => s.uuid === uuid) ??
      this.actors.flatMap((a) => [...a.items.values()]).find((i) => i.uuid === uuid) ??
      null
    );
  }

  /**
   * `Compendium.<package>.<pack>.<Type>.<id>` (and an actor's embedded
   * `….Item.<id>`): the document inside the pack, as Foundry's `fromUuid`
   * answers — never the world's copy imported from it.
   */
  private packLookup(uuid: string): TableDocument | null {
    const [, packageName, name, , id, embedded, embeddedId] = uuid.split(".");
    const pack = this.packs.get(`${packageName ?? ""}.${name ?? ""}`);
    const doc = pack?.documents.find((d) => d.id === id);
    if (!(doc instanceof TableDocument)) return null;
    if (embedded === "Item" && embeddedId) return (doc as TableActor).items.get(embeddedId) ?? null;
    return doc;
  }
}

/**
 * An operation's label for a socket message: "query <name>" for a request
 * reaching the GM it is addressed to and "reply <name>" for its answer
 * reaching the sender (as v13 queries were labelled, so `hold("query")`,
 * `failNext("query")` keep working); "socket …" for a copy reaching a client
 * that ignores it.
 */
function socketLabel(message: Record<string, unknown>, receiverId: string): string {
  const name = typeof message.name === "string" ? message.name : "";
  if (message.type === "request" && message.gmId === receiverId) return `query ${name}`;
  if (message.type === "reply" && message.userId === receiverId) return `reply ${name}`;
  return `socket ${String(message.type)} ${name} → ${receiverId}`;
}

/** Let every client run on until it waits for an operation. */
async function idle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** A global document class (`Actor`, `Item`) whose `instanceof` answers for the table's documents of that name. */
function documentClass(documentName: string): abstract new () => object {
  abstract class TableDocumentClass {
    static [Symbol.hasInstance](value: unknown): boolean {
      return value instanceof TableDocument && value.documentName === documentName;
    }
  }
  return TableDocumentClass;
}

let current: AsyncTable | null = null;
/** What each per-client store (pending requests, per-client maps) does when a client reloads: forget it. */
const clientStores = new Set<(table: AsyncTable, userId: string) => void>();

/** Register a per-client store's forgetting, run when a client reloads (`table.reload`). */
export function forgetClient(forget: (table: AsyncTable, userId: string) => void): void {
  clientStores.add(forget);
}
/** The listeners on the system socket: registered once per process, run by every receiving client. */
const socketListeners: SocketListener[] = [];

function table(): AsyncTable {
  if (!current) throw new Error("no async table installed");
  return current;
}

/**
 * Install the fake Foundry's globals once, with the table's Roll class (so
 * Roll subclasses imported afterwards extend it). Call `useTable` per test.
 */
export function installAsyncTable(): FoundryRecord {
  const record = installFakeFoundry();
  const g = globalThis as Record<string, unknown>;
  const foundry = g.foundry as { dice: { Roll: unknown }; applications: Record<string, unknown> };
  foundry.dice.Roll = TableRoll;
  foundry.applications.instances = new Map();
  // `doc instanceof Actor` (or Item) holds for the table's actors (items), as for Foundry's documents.
  g.Actor = documentClass("Actor");
  g.Item = documentClass("Item");
  g.fromUuid = async (uuid: string) => table().lookup(uuid);
  g.fromUuidSync = (uuid: string) => table().lookup(uuid);
  g.ui = {
    notifications: {
      info: (m: string) => table().notify("info", m),
      warn: (m: string) => table().notify("warn", m),
      error: (m: string) => table().notify("error", m),
    },
    chat: {
      updateMessage: async (message: TableMessage) => {
        table().redrawn.push(message.id);
        const redraw = table().onRedraw?.(message);
        table().background(redraw);
        await redraw;
      },
    },
  };
  const game = g.game as Record<string, unknown>;
  Object.defineProperty(game, "user", { get: () => table().user, configurable: true });
  game.users = {
    get: (id: string) => table().users.get(id),
    filter: (fn: (u: TableUser) => boolean) => [...table().users.values()].filter(fn),
    find: (fn: (u: TableUser) => boolean) => [...table().users.values()].find(fn),
    map: <U>(fn: (u: TableUser) => U) => [...table().users.values()].map(fn),
    get contents() {
      return [...table().users.values()];
    },
    get activeGM() {
      return table().activeGM;
    },
  };
  game.socket = {
    on: (_channel: string, listener: SocketListener) => socketListeners.push(listener),
    emit: (_channel: string, message: unknown) => table().emit(message),
  };
  game.actors = {
    get: (id: string) => table().actors.find((a) => a.id === id),
    find: (fn: (a: TableActor) => boolean) => table().actors.find(fn),
    filter: (fn: (a: TableActor) => boolean) => table().actors.filter(fn),
    map: <U>(fn: (a: TableActor) => U) => table().actors.map(fn),
    get contents() {
      return [...table().actors];
    },
  };
  // The world's chat messages (a card hook looks for the open ones).
  game.messages = { filter: (fn: (m: TableMessage) => boolean) => table().messages.filter(fn) };
  // Dice So Nice: each animation is a round trip of its own (hold "dice3d" to keep it playing).
  game.dice3d = {
    showForRoll: (_roll: unknown, ...rest: unknown[]) => {
      table().animations.push(rest);
      return table().defer("dice3d", () => true);
    },
  };
  installTableCollections();
  // The system's socket listener, as src/index.ts starts it at init (once: every client runs it).
  GM_REQUEST_TIMEOUT.ms = 0;
  listenForGMRequests();
  game.settings = {
    ...(game.settings as object),
    get: (scope: string, key: string) => (scope === "core" && key === "rollMode" ? "publicroll" : undefined),
    settings: new Map(),
  };
  return record;
}

/** Put a fresh table in place for one test. */
export function useTable(t: AsyncTable): AsyncTable {
  current = t;
  return t;
}

export function currentTable(): AsyncTable {
  return table();
}

export function uninstallAsyncTable(): void {
  current = null;
  uninstallFakeFoundry();
  const g = globalThis as Record<string, unknown>;
  delete g.fromUuid;
  delete g.fromUuidSync;
}
