/**
 * What a Quench batch is handed (Quench runs Mocha with Chai's assert), and
 * the small helpers the in-Foundry batches share: wait for a change to land,
 * click a button the way a user does, clean up what a test created.
 */

/** Mocha's `this` inside a test or hook. */
export interface QuenchTest {
  timeout(ms: number): void;
}

export interface QuenchContext {
  describe: (title: string, fn: () => void) => void;
  it: (title: string, fn: (this: QuenchTest) => unknown) => void;
  before: (fn: (this: QuenchTest) => unknown) => void;
  after: (fn: () => unknown) => void;
  assert: {
    ok(value: unknown, message?: string): void;
    equal(actual: unknown, expected: unknown, message?: string): void;
    deepEqual(actual: unknown, expected: unknown, message?: string): void;
    throws(fn: () => unknown, message?: string): void;
    isAbove(value: number, above: number, message?: string): void;
  };
}

/** A batch of a game's own flow (a chat card played through, a card deck used). */
export interface SelfTestFlow {
  /** Batch key after the system id and the game id, e.g. "storypath". */
  key: string;
  displayName: string;
  batch: (context: QuenchContext) => void;
}

/**
 * A game's self-tests (its self-tests.ts, in the chunk loaded only with
 * Quench): what the generic batches need to exercise its documents and rolls,
 * and the batches walking its own flows. Updates are `system`-relative nested
 * objects, as `doc.updateSource({ system: update })` takes them:
 * `{ kismet: { lots: 11 } }`, never `{ "system.kismet.lots": 11 }` (Foundry
 * would drop that unknown key silently and the test would prove nothing).
 */
export interface GameSelfTests {
  /** Per sub-type: updates that must be refused (out of range, broken rule). */
  invalidUpdates: Record<string, Record<string, unknown>[]>;
  /** Per sub-type: a valid update that must be kept. */
  validUpdates: Record<string, Record<string, unknown>>;
  /** Build a roll of each class, ready to evaluate. */
  sampleRolls: () => foundry.dice.Roll[];
  /**
   * Per sub-type: a button of its sheet the interaction batch clicks on a new
   * document, and when its effect shows on that document.
   */
  sheetActions: Record<string, { action: string; done: (document: Actor | Item) => boolean }>;
  /** The game's own flows, each a batch of its own. */
  flows: readonly SelfTestFlow[];
}

/**
 * A flow's precondition on the world it runs in: when it does not hold, the
 * batch fails saying what the world needs (it never passes silently, nor is
 * left pending).
 */
export function requireWorld(holds: unknown, needs: string): asserts holds {
  if (!holds) throw new Error(`This self-test needs ${needs}.`);
}

/** Long enough for a few round trips through the GM queue and a re-render. */
export const FLOW_TIMEOUT = 20_000;

/** Poll until `probe` gives something truthy, or fail saying what never happened. */
export async function waitFor<T>(probe: () => T | null | undefined | false, what: string, ms = 5_000): Promise<T> {
  const started = Date.now();
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() - started > ms) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** Click the first `[data-action="…"]` under `root` (the application's own listener runs the action). */
export function clickAction(root: ParentNode, action: string): HTMLElement {
  const button = root.querySelector<HTMLElement>(`[data-action="${action}"]`);
  if (!button) throw new Error(`No [data-action="${action}"] to click`);
  button.click();
  return button;
}

/** Close every open application showing `document` or one of its embedded documents. */
export async function closeAppsOf(document: FoundryDocument): Promise<void> {
  for (const app of [...foundry.applications.instances.values()]) {
    const shown = (app as { document?: FoundryDocument & { parent?: FoundryDocument | null } }).document;
    if (shown && (shown === document || shown.parent === document)) await app.close();
  }
}
