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
 * await), and a query runs its handler as the active GM's client.
 *
 * Documents live in table-documents.ts; `installAsyncTable()` puts both on
 * top of the fake Foundry's globals.
 */
import { AsyncLocalStorage } from "node:async_hooks";
import { installFakeFoundry, uninstallFakeFoundry, type FoundryRecord } from "./fake-foundry";
import type { TableActor, TableItem, TableMessage, TableStack } from "./table-documents";
import { installTableCollections, TableRoll } from "./table-documents";

export interface TableUser {
  id: string;
  name: string;
  isGM: boolean;
  active: boolean;
  query(name: string, data: Record<string, unknown>, options?: { timeout?: number }): Promise<unknown>;
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
  readonly messages: TableMessage[] = [];
  readonly stacks: TableStack[] = [];
  /** Faces the next dice rolled show, in order (then 6s). */
  faces: number[] = [];
  /** Every roll evaluated: its formula, evaluate() options and the client it was rolled on. */
  readonly rolls: { formula: string; options: Record<string, unknown>; user: string }[] = [];
  /** Every Dice So Nice showForRoll call's arguments after the roll. */
  readonly animations: unknown[][] = [];
  /** Messages the chat log was asked to redraw (ui.chat.updateMessage). */
  readonly redrawn: string[] = [];
  order: LandingOrder = "oldest-first";
  gmId = "gm";

  constructor(users: { id: string; name: string; isGM?: boolean }[]) {
    for (const u of users) {
      const user: TableUser = {
        id: u.id,
        name: u.name,
        isGM: u.isGM === true,
        active: true,
        query: (name, data, options) => this.query(name, data, options),
      };
      this.users.set(u.id, user);
    }
  }

  /** The client whose code is running now (the GM when none was chosen). */
  get user(): TableUser {
    return this.clients.getStore() ?? this.mustUser(this.gmId);
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
    return new Promise<T>((resolve, reject) => {
      this.pending.push({
        label,
        land: () => {
          if (failure) return reject(failure.error);
          Promise.resolve().then(apply).then(resolve, reject);
        },
      });
    });
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
    for (let step = 0; step < maxSteps; step += 1) {
      await idle();
      const candidates = this.pending.filter((p) => !this.held.some((h) => p.label.startsWith(h)));
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

  private async query(name: string, data: Record<string, unknown>, options?: { timeout?: number }): Promise<unknown> {
    const asked = structuredClone(data);
    const result = await this.defer(`query ${name}`, () =>
      this.as(this.gmId, async () => {
        const handler = (globalThis as unknown as { CONFIG: { queries: Record<string, QueryHandler> } }).CONFIG.queries[
          name
        ];
        if (!handler) throw new Error(`no query handler ${name}`);
        return handler(asked, { timeout: options?.timeout ?? 10_000 });
      }),
    );
    return this.defer(`reply ${name}`, () => structuredClone(result));
  }

  /** Notices shown to one client. */
  noticesFor(userId: string, level?: Notice["level"]): string[] {
    return this.notices.filter((n) => n.user === userId && (!level || n.level === level)).map((n) => n.message);
  }

  notify(level: Notice["level"], message: string): void {
    this.notices.push({ user: this.user.id, level, message });
  }

  /** The document at a UUID, or null. */
  lookup(uuid: string): TableActor | TableItem | TableMessage | TableStack | null {
    return (
      this.actors.find((a) => a.uuid === uuid) ??
      this.messages.find((m) => m.uuid === uuid) ??
      this.stacks.find((s) => s.uuid === uuid) ??
      this.actors.flatMap((a) => [...a.items.values()]).find((i) => i.uuid === uuid) ??
      null
    );
  }
}

/** Let every client run on until it waits for an operation. */
async function idle(): Promise<void> {
  for (let i = 0; i < 3; i += 1) await new Promise<void>((resolve) => setImmediate(resolve));
}

let current: AsyncTable | null = null;

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
  g.fromUuid = async (uuid: string) => table().lookup(uuid);
  g.fromUuidSync = (uuid: string) => table().lookup(uuid);
  g.ui = {
    notifications: {
      info: (m: string) => table().notify("info", m),
      warn: (m: string) => table().notify("warn", m),
      error: (m: string) => table().notify("error", m),
    },
    chat: {
      updateMessage: async (message: { id: string }) => {
        table().redrawn.push(message.id);
      },
    },
  };
  const game = g.game as Record<string, unknown>;
  Object.defineProperty(game, "user", { get: () => table().user, configurable: true });
  game.users = {
    get: (id: string) => table().users.get(id),
    filter: (fn: (u: TableUser) => boolean) => [...table().users.values()].filter(fn),
    map: <U>(fn: (u: TableUser) => U) => [...table().users.values()].map(fn),
    get activeGM() {
      const t = table();
      return [...t.users.values()].find((u) => u.isGM && u.active) ?? null;
    },
  };
  game.actors = {
    get: (id: string) => table().actors.find((a) => a.id === id),
    find: (fn: (a: TableActor) => boolean) => table().actors.find(fn),
    filter: (fn: (a: TableActor) => boolean) => table().actors.filter(fn),
    map: <U>(fn: (a: TableActor) => U) => table().actors.map(fn),
  };
  // Dice So Nice: each animation is a round trip of its own (hold "dice3d" to keep it playing).
  game.dice3d = {
    showForRoll: (_roll: unknown, ...rest: unknown[]) => {
      table().animations.push(rest);
      return table().defer("dice3d", () => true);
    },
  };
  installTableCollections();
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
