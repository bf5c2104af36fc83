/**
 * GM requests over the system socket, with a sender Foundry vouches for.
 *
 * A v13 query (`User#query`) hands its handler only the data the sender put
 * in it, so a player could claim to be another. The system socket's
 * listener gets, as its second argument, the id of the user whose client
 * emitted the message, set by the server (pf2e reads it the same way). So
 * every GM request travels here: the asking client emits a request
 * addressed to the active GM (with none connected, to the writer of the
 * document the request names: request-writer.ts); that client checks it is
 * the writer, runs the handler with the vouched sender (`{ user }`) — core
 * checks the request's declared rule first (request-rules.ts) — tells the
 * sender when its queue starts the request, and emits the answer back,
 * addressed to the sender; the sender's client takes an answer only from the
 * writer it asked (gm-waiting.ts: time-outs from the start, a writer who
 * leaves).
 *
 * Handlers are registered by name (registerGame does it for every game's
 * `queries`), never in `CONFIG.queries`: a handler reachable by a query
 * would again trust what the data claims. A game's handlers live in a chunk
 * players do not fetch (docs/architecture.md, "Lazily loaded code"):
 * registerGame registers a loader per game, a GM's client runs those of the
 * world's games at `ready`, and a request for a name not registered yet
 * waits for its game's loader (`findGMHandler`).
 */
import { SYSTEM_ID } from "./game-definition";
import { isNoGMWriterHere } from "./request-writer";
import { REFUSALS, ruleRefusal } from "./request-rules";
import { awaitAnswer, noteAnswer, noteStarted, writerLeft } from "./gm-waiting";

/** The system's socket channel (Foundry's name for a system's socket events). */
export const SOCKET_CHANNEL = `system.${SYSTEM_ID}`;

/** What a GM-side handler is told besides the data: who sent it. */
export interface GMRequestOptions {
  /** The sender: vouched for by the server, or this very client when it runs its own request. */
  user: User;
  /** Called when the writer's queue starts the request (its sender's time-out counts from then). */
  started?: () => void;
}

export type GMHandler = (data: Record<string, unknown>, options: GMRequestOptions) => unknown;

export { GM_REQUEST_TIMEOUT } from "./gm-waiting";

interface RequestMessage {
  type: "request";
  requestId: string;
  /**
   * The writer whose client should run it: the active GM's (only it
   * answers), or with no GM connected the writer of `writerOf`.
   */
  gmId: string;
  name: string;
  data: Record<string, unknown>;
  /** With no GM connected: the UUID of the document the request writes, whose writer runs it (request-writer.ts). */
  writerOf?: string;
}

/** The writer tells the sender it has started the request (its time-out counts from then). */
interface StartedMessage {
  type: "started";
  requestId: string;
  name: string;
  /** The sender of the request: only its client takes the notice. */
  userId: string;
}

interface ReplyMessage {
  type: "reply";
  requestId: string;
  /** The request's name, for logs. */
  name: string;
  /** The sender of the request: only its client takes the answer. */
  userId: string;
  result?: unknown;
  error?: string;
}

const handlers = new Map<string, GMHandler>();
/** Loaders of handlers not registered yet (a game's lazy chunk) by the prefix of their names, and what a running one promises. */
const loaders = new Map<string, { load: () => Promise<void>; running?: Promise<void> }>();
let listening = false;
let nextRequest = 0;

/** Register the handler for request `name` (full name, with the system prefix). */
export function registerGMHandler(name: string, handler: GMHandler): void {
  handlers.set(name, handler);
}

/** What the full names of a game's GM handlers start with ("story-engines.venus."). */
export function gmHandlerPrefix(gameId: string): string {
  return `${SYSTEM_ID}.${gameId}.`;
}

/**
 * Register the loader of the handlers whose full names start with `prefix`
 * (a game's: "story-engines.venus."). It runs once, when this client first
 * needs one of them or is told to load the game's (a GM's client at
 * `ready`), and registers what it loads with registerGMHandler.
 */
export function registerGMHandlerLoader(prefix: string, load: () => Promise<void>): void {
  loaders.set(prefix, { load });
}

/**
 * Run the loaders of `prefixes` (all when omitted) not run yet, at most once
 * each, also when called again while they run. A loader that fails (its
 * chunk could not be fetched) is tried again on the next call; the call
 * rejects with its error.
 */
export async function loadGMHandlers(prefixes?: readonly string[]): Promise<void> {
  const chosen = [...loaders].filter(([prefix]) => !prefixes || prefixes.includes(prefix));
  await Promise.all(
    chosen.map(([prefix, loader]) => {
      loader.running ??= loader.load().then(
        () => void loaders.delete(prefix),
        (error: unknown) => {
          delete loader.running;
          throw error;
        },
      );
      return loader.running;
    }),
  );
}

/**
 * The handler registered for `name`, once the loader of its game has run if
 * it is not registered yet — or every loader, if no game's prefix names it.
 */
export async function findGMHandler(name: string): Promise<GMHandler | undefined> {
  if (!handlers.has(name)) await loadGMHandlers([...loaders.keys()].filter((prefix) => name.startsWith(prefix)));
  if (!handlers.has(name) && loaders.size) await loadGMHandlers();
  return handlers.get(name);
}

/** Listen on the system socket (once per client, at init). */
export function listenForGMRequests(): void {
  if (listening) return;
  listening = true;
  game.socket.on(SOCKET_CHANNEL, (message, senderId) => void receive(message, senderId));
  // Foundry fires it on every client, on connecting and on leaving: a request waiting on one who left is rejected.
  Hooks.on("userConnected", (user: User, connected: boolean) => {
    if (!connected) writerLeft(user.id);
  });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function receive(message: unknown, senderId: string): Promise<void> {
  if (!isRecord(message) || typeof message.requestId !== "string") return;
  if (message.type === "request") await answer(message as unknown as RequestMessage, senderId);
  else if (message.userId !== game.user.id) return;
  else if (message.type === "started") noteStarted(message.requestId, senderId);
  else if (message.type === "reply") noteAnswer(message.requestId, senderId, message as unknown as ReplyMessage);
}

/**
 * Whether this client is the writer a request addressed to it needs: the
 * active GM, or — with none connected and the request naming the document
 * it writes — that document's writer.
 */
function writesHere(request: RequestMessage): boolean {
  if (game.users.activeGM?.id === game.user.id) return true;
  return request.writerOf !== undefined && isNoGMWriterHere(request.writerOf);
}

/** On the writer addressed: run the handler for the vouched sender, and answer the sender. */
async function answer(request: RequestMessage, senderId: string): Promise<void> {
  if (request.gmId !== game.user.id) return;
  const sender = game.users.get(senderId);
  const reply: ReplyMessage = { type: "reply", requestId: request.requestId, name: request.name, userId: senderId };
  if (!writesHere(request)) {
    // Addressed to this client, which is not the writer (no longer the active GM; a GM connected; another owner writes it).
    reply.result = ruleRefusal(REFUSALS.notWriter);
    game.socket.emit(SOCKET_CHANNEL, reply);
    return;
  }
  const notice: StartedMessage = {
    type: "started",
    requestId: request.requestId,
    name: request.name,
    userId: senderId,
  };
  const started = () => game.socket.emit(SOCKET_CHANNEL, notice);
  try {
    if (!sender) throw new Error(`unknown sender ${senderId}`);
    const handler = await findGMHandler(request.name);
    if (!handler) throw new Error(`no handler registered for ${request.name}`);
    reply.result = await handler(isRecord(request.data) ? request.data : {}, { user: sender, started });
  } catch (error) {
    console.error(`Story Engines | ${request.name} from ${sender?.name ?? senderId} failed:`, error);
    reply.error = error instanceof Error ? error.message : String(error);
  }
  game.socket.emit(SOCKET_CHANNEL, reply);
}

/**
 * Send request `name` to `gm`'s client (the active GM, or with `writerOf`
 * the writer of that document while no GM is connected); resolves to its
 * handler's answer; rejects on failure, when the writer started it and did
 * not answer in time, or at once when the writer disconnects (gm-waiting.ts).
 */
export function requestFromGM(
  gm: User,
  name: string,
  data: Record<string, unknown>,
  writerOf?: string,
): Promise<unknown> {
  nextRequest += 1;
  const requestId = `${game.user.id}.${Date.now().toString(36)}.${nextRequest}`;
  const answer = awaitAnswer(requestId, gm.id, name);
  const message: RequestMessage = {
    type: "request",
    requestId,
    gmId: gm.id,
    name,
    data,
    ...(writerOf !== undefined ? { writerOf } : {}),
  };
  game.socket.emit(SOCKET_CHANNEL, message);
  return answer;
}
