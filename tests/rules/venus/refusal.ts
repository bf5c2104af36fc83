/**
 * Test helper for the Venus contract tests: runs a call that must refuse its
 * arguments and returns the error's class and message, so a test can state
 * both exactly (a wrong JavaScript type is a TypeError, a value the rules do
 * not allow a RangeError; the message is what a macro author reads).
 */
export interface Refusal {
  readonly kind: string;
  readonly message: string;
}

export function refusal(call: () => unknown): Refusal {
  try {
    call();
  } catch (error) {
    if (error instanceof Error) return { kind: error.name, message: error.message };
    throw new Error(`threw a non-Error: ${String(error)}`);
  }
  throw new Error("the call was accepted; expected a refusal");
}

export const typeError = (message: string): Refusal => ({ kind: "TypeError", message });
export const rangeError = (message: string): Refusal => ({ kind: "RangeError", message });
