/**
 * The entry module must be evaluated once per client. The lazy chunks
 * (`lazy-<game>.mjs`, `all-self-tests.mjs`) import it by a URL relative to
 * their own; were the entry ever loaded under another URL (a query string
 * added to `esmodules`), the browser would evaluate a second copy, and the
 * handlers a chunk registers would land in that copy, which no socket
 * listener reads. This mark makes such a load loud instead of silent, and
 * the Quench `table` batch checks it after loading every played game's chunk.
 */
const MARK = Symbol.for("story-engines.entry");

/** This evaluation of the entry (one object per module instance). */
const THIS_COPY: object = Object.freeze({});

type Marked = Record<symbol, unknown>;

/**
 * Mark this copy of the entry as the one loaded. Returns false (and reports
 * the fault on the console) when another copy was marked first.
 */
export function markEntryLoaded(): boolean {
  const global = globalThis as unknown as Marked;
  const first = global[MARK];
  if (first !== undefined && first !== THIS_COPY) {
    console.error(
      "Story Engines | the system's entry module was evaluated twice (loaded under two URLs); its lazily loaded parts will not reach the first copy",
    );
    return false;
  }
  global[MARK] = THIS_COPY;
  return true;
}

/** Whether the copy marked as loaded is this one. */
export function entryLoadedOnce(): boolean {
  return (globalThis as unknown as Marked)[MARK] === THIS_COPY;
}
