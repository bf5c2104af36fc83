import { SYSTEM_ID } from "../games/game-definition";

/**
 * Actions that change documents the clicking user does not own go through a
 * GM: v13's queries (`CONFIG.queries` + `User#query`). A game registers named
 * handlers in its GameModule; each handler re-checks what the asking user
 * may do, because any client can send a query.
 */

export interface GMRequest {
  /** The asking user's id; handlers check permissions against this user. */
  userId: string;
  [key: string]: unknown;
}

/** Resolve the asking user inside a handler: Foundry's own, else the id sent. */
export function askingUser(data: Record<string, unknown>, options: { user?: User } | undefined): User | null {
  if (options?.user) return options.user;
  const id = typeof data.userId === "string" ? data.userId : "";
  return game.users.get(id) ?? null;
}

/**
 * Run query `name` (registered without the system prefix) as the GM: locally
 * when this user is the active GM, otherwise by asking the active GM.
 * Resolves to the handler's result; rejects with a readable message when no
 * GM is connected.
 */
export async function askGM(name: string, data: Record<string, unknown>): Promise<unknown> {
  const request: GMRequest = { ...data, userId: game.user.id };
  const fullName = `${SYSTEM_ID}.${name}`;
  const gm = game.users.activeGM;
  if (!gm) {
    ui.notifications.warn("STORY_ENGINES.Notifications.noActiveGM", { localize: true });
    throw new Error("No active GM to carry out the request.");
  }
  if (gm.id === game.user.id) {
    const handler = CONFIG.queries[fullName];
    if (!handler) throw new Error(`No query handler registered for ${fullName}.`);
    return handler(request, { timeout: 10_000 });
  }
  return gm.query(fullName, request, { timeout: 10_000 });
}
