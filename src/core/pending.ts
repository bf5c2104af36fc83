/**
 * Pending buttons: a control whose request is in flight is disabled until
 * the answer comes, and a second click on anything with the same key is
 * ignored meanwhile — even on a copy of the button drawn by a re-render
 * while the request was out (a hand redrawn by the very move it asked for).
 *
 * Keys name what a request acts on ("storypath:hand:<id>:<card>",
 * "venus-task:<message id>"), so one card's buttons wait for each other and
 * other cards' do not. Controls are anything with `disabled` (a button, a
 * select); pending-actions.ts wires this into ApplicationV2 actions and
 * re-renders. Framework-free, unit-tested in tests/core/pending.test.ts.
 */

/** What a pending control needs: a button, a select, an input. */
export interface PendingControl {
  disabled: boolean;
  setAttribute?(name: string, value: string): void;
  removeAttribute?(name: string): void;
}

interface Entry {
  /** Each control disabled for this key, and whether it was disabled before. */
  controls: Map<PendingControl, boolean>;
}

/** The requests in flight on this client, by key, with the controls they disabled. */
export class PendingRequests {
  private readonly entries = new Map<string, Entry>();

  isPending(key: string): boolean {
    return this.entries.has(key);
  }

  /** Start a request; false (and nothing changes) when one with that key is already pending. */
  begin(key: string, control?: PendingControl | null): boolean {
    if (this.entries.has(key)) return false;
    this.entries.set(key, { controls: new Map() });
    if (control) this.attach(key, control);
    return true;
  }

  /** Disable a control for a pending request (e.g. the same button drawn again by a re-render). */
  attach(key: string, control: PendingControl): void {
    const entry = this.entries.get(key);
    if (!entry || entry.controls.has(control)) return;
    entry.controls.set(control, control.disabled);
    control.disabled = true;
    control.setAttribute?.("aria-busy", "true");
  }

  /** The request is answered: every control it disabled is given back as it was. */
  end(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    for (const [control, wasDisabled] of entry.controls) {
      control.disabled = wasDisabled;
      control.removeAttribute?.("aria-busy");
    }
  }
}

/** This client's pending requests. */
export const pendingRequests = new PendingRequests();

/**
 * Run `task` as the request `key`, with `control` disabled until it settles;
 * resolves to undefined without running it when that key is already pending.
 */
export async function whilePending<T>(
  key: string,
  control: PendingControl | null,
  task: () => Promise<T>,
  requests: PendingRequests = pendingRequests,
): Promise<T | undefined> {
  if (!requests.begin(key, control)) return undefined;
  try {
    return await task();
  } finally {
    requests.end(key);
  }
}
