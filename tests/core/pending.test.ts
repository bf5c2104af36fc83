/**
 * Pending buttons (src/core/pending.ts): a control stays disabled while its
 * request is in flight, a second request with the same key is not sent, and
 * copies of the control drawn meanwhile are disabled and given back too.
 */
import { describe, expect, it } from "vitest";
import { PendingRequests, whilePending } from "../../src/core/pending";

const control = (disabled = false) => {
  const attributes = new Map<string, string>();
  return {
    disabled,
    attributes,
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    removeAttribute: (name: string) => attributes.delete(name),
  };
};

describe("pending requests", () => {
  it("disables the control until the request settles, and sends a second click nothing", async () => {
    const requests = new PendingRequests();
    const button = control();
    let answer = () => undefined as void;
    let sent = 0;
    const task = () => {
      sent += 1;
      return new Promise<void>((resolve) => (answer = resolve));
    };
    const first = whilePending("card:1", button, task, requests);
    expect(button.disabled).toBe(true);
    expect(button.attributes.get("aria-busy")).toBe("true");
    await expect(whilePending("card:1", button, task, requests)).resolves.toBeUndefined();
    expect(sent).toBe(1);
    // Another card is not held up.
    await whilePending("card:2", control(), async () => (sent += 1), requests);
    expect(sent).toBe(2);
    answer();
    await first;
    expect(button.disabled).toBe(false);
    expect(button.attributes.has("aria-busy")).toBe(false);
    expect(requests.isPending("card:1")).toBe(false);
  });

  it("gives the controls back even when the request fails, as they were before", async () => {
    const requests = new PendingRequests();
    const button = control();
    const redrawn = control();
    const alreadyOff = control(true);
    const run = whilePending(
      "k",
      button,
      async () => {
        // The part was drawn again while the request was out: its copies are disabled too.
        requests.attach("k", redrawn);
        requests.attach("k", alreadyOff);
        throw new Error("the GM side failed");
      },
      requests,
    );
    await expect(run).rejects.toThrow("the GM side failed");
    expect([button.disabled, redrawn.disabled, alreadyOff.disabled]).toEqual([false, false, true]);
  });

  it("attaches nothing to a request that is not pending", () => {
    const requests = new PendingRequests();
    const button = control();
    requests.attach("none", button);
    expect(button.disabled).toBe(false);
  });
});
