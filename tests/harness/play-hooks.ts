/**
 * What the play table's clients do when the server tells them of a change,
 * as Foundry's clients do — and nothing more:
 *
 * - a document's creation, update or deletion: each connected client first
 *   re-renders its open sheets of that document (or of the parent of an
 *   embedded one: an actor's sheet when one of its items changes), with the
 *   change as the render's `renderContext`/`renderData` (a deleted
 *   document's sheets close); then its `create…`/`update…`/`delete…` hooks
 *   run, as that client, with (document, data/changes, options, userId);
 * - a chat message: each client that may see it draws it into its chat log
 *   when it is created, and again when it is updated (or when its own code
 *   asks `ui.chat.updateMessage`); a deleted one leaves the log;
 * - a user connecting or leaving: `userConnected(user, connected)` on every
 *   other connected client;
 * - a world setting written: `createSetting`/`updateSetting` on every client
 *   (play-settings.ts runs the setting's `onChange`).
 *
 * No window is drawn again for any other reason: a window that must follow
 * other documents registers the hooks Foundry would need.
 */
import type { AsyncTable, DocumentEvent, TableUser } from "./async-table";
import type { FoundryRecord } from "./fake-foundry";
import { htmlElement, openWindows, type RenderingApplication } from "./rendering-apps";
import type { TableMessage } from "./table-documents";

type Data = Record<string, unknown>;

/** One client's chat log: the cards it has drawn, by message id. */
export type ChatLog = Map<string, HTMLElement>;

/**
 * Run `name`'s hooks on one client, as that client (each gets its own copy
 * of the data), as `Hooks.callAll` does: one after the other, none awaited;
 * what an async hook goes on doing is the client's own work (`background`).
 */
async function runHooks(record: FoundryRecord, table: AsyncTable, user: TableUser, name: string, args: unknown[]) {
  await table.as(user.id, () => {
    for (const fn of record.hooks.get(name) ?? []) {
      try {
        table.background(fn(...args.map((a) => cloneData(a))));
      } catch (error) {
        table.clientErrors.push(error instanceof Error ? error : new Error(String(error)));
      }
    }
  });
}

/** Plain data is copied per client; documents and users are passed as they are. */
function cloneData(value: unknown): unknown {
  if (value === null || typeof value !== "object") return value;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || Array.isArray(value) ? structuredClone(value) : value;
}

/** The connected clients, in seating order. */
function connected(table: AsyncTable): TableUser[] {
  return [...table.users.values()].filter((u) => u.active);
}

/**
 * Draw one chat message as `user`'s chat log draws it: its content, then the
 * game's `renderChatMessageHTML` listeners, run as that user.
 */
export async function drawCard(record: FoundryRecord, table: AsyncTable, user: string, message: TableMessage) {
  return table.as(user, async () => {
    const li = htmlElement(
      `<li class="chat-message message" data-message-id="${message.id}"><div class="message-content">${message.content}</div></li>`,
    );
    const element = li.firstElementChild as HTMLElement;
    for (const fn of record.hooks.get("renderChatMessageHTML") ?? []) await fn(message, element, {});
    // A listener may draw the card without returning its promise (Foundry does not wait either): let it finish.
    await new Promise((resolve) => setTimeout(resolve, 0));
    return element;
  });
}

/** The clients' chat logs, by user id (play.ts owns them). */
export interface PlayClients {
  logOf(userId: string): ChatLog;
}

/** Redraw (or drop) one message in every connected client's log, as each client's chat log does on an update. */
async function redrawEverywhere(record: FoundryRecord, table: AsyncTable, clients: PlayClients, message: TableMessage) {
  for (const user of connected(table)) await redrawOn(record, table, clients, user, message);
}

async function redrawOn(
  record: FoundryRecord,
  table: AsyncTable,
  clients: PlayClients,
  user: TableUser,
  message: TableMessage,
): Promise<void> {
  const log = clients.logOf(user.id);
  if (message.deleted || !table.messages.includes(message) || !message.visibleTo(user)) {
    log.delete(message.id);
    return;
  }
  log.set(message.id, await drawCard(record, table, user.id, message));
}

/** Re-render (or close) each connected client's open sheets of the changed document or its parent. */
async function renderSheets(table: AsyncTable, event: DocumentEvent): Promise<void> {
  const changed = event.document;
  for (const app of [...openWindows]) {
    const shown = (app.options as Data).document;
    if (!app.rendered || shown === undefined) continue;
    if (shown !== changed && shown !== changed.parent) continue;
    const viewer = table.users.get(app.viewer);
    if (!viewer?.active) continue;
    if (shown === changed && event.kind === "delete") {
      await table.as(viewer.id, () => app.close());
      continue;
    }
    await table.as(viewer.id, () =>
      (app as RenderingApplication).render({
        renderContext: `${event.kind}${changed.documentName}`,
        renderData: structuredClone(event.data),
      }),
    );
  }
}

/** Put the play table's clients' answers to changes in place on a fresh table. */
export function answerChanges(record: FoundryRecord, table: AsyncTable, clients: PlayClients): void {
  table.onDocument = async (event) => {
    const { kind, document, data, options, userId } = event;
    if (document.documentName === "ChatMessage")
      await redrawEverywhere(record, table, clients, document as TableMessage);
    await renderSheets(table, event);
    const args = kind === "update" ? [document, data, options, userId] : [document, options, userId];
    for (const user of connected(table)) await runHooks(record, table, user, `${kind}${document.documentName}`, args);
  };
  table.onRedraw = async (message) => {
    const me = table.user;
    if (clients.logOf(me.id).has(message.id) || message.visibleTo(me))
      await redrawOn(record, table, clients, me, message);
  };
  table.onConnection = async (user, isConnected) => {
    // A client that comes back is a fresh page: its chat log is drawn anew.
    if (isConnected) clients.logOf(user.id).clear();
    for (const other of connected(table))
      if (other.id !== user.id) await runHooks(record, table, other, "userConnected", [user, isConnected]);
  };
}

/** `createSetting`/`updateSetting` on every connected client, as that client (play-settings.ts). */
export async function settingHooks(
  record: FoundryRecord,
  table: AsyncTable,
  created: boolean,
  setting: { key: string; value: unknown },
  userId: string,
): Promise<void> {
  const name = created ? "createSetting" : "updateSetting";
  const args = created ? [setting, {}, userId] : [setting, { value: setting.value }, {}, userId];
  for (const user of connected(table)) await runHooks(record, table, user, name, args);
}
