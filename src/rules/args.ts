/**
 * Argument checks for the public rules API (`game.system.api.rules`).
 *
 * Macro authors call the rules with whatever their code holds, so every
 * exported function checks its arguments before computing anything and
 * throws a readable error instead of a TypeError from deep inside, a wrong
 * result, or a loop that never ends:
 *
 *   venus.shiftCaliber: caliber must be one of copper, bronze, silver, gold, platinum (got "mithril")
 *
 * The message starts with the function's name (`<namespace>.<function>`),
 * names the argument (a path such as `stakes.favored[2]`) and says what was
 * expected. A value of the wrong JavaScript type (a string for a number, null
 * for an object) throws a TypeError; a value of the right type outside what
 * the rules allow (NaN, a fraction, out of range, an unknown name, a list too
 * long) throws a RangeError. The caps below keep every call short; they sit
 * far above anything the books use. Pure: no Foundry.
 */

/** The most entries any list argument may hold (Forces in stakes, lifepaths, requests, …). */
export const MAX_LIST_LENGTH = 1000;

/**
 * The largest count or amount any argument may hold (exp to mark, Lots to
 * gain, successes struck, dice of a worth, caps of a lifepath, …).
 */
export const MAX_AMOUNT = 10_000;

/** `<namespace>.<function>`, the prefix of every message. */
export type FnName = string;

/** A short, readable rendering of any value for an error message. */
export function showValue(value: unknown): string {
  if (typeof value === "string") {
    const text = value.length > 40 ? `${value.slice(0, 40)}…` : value;
    return JSON.stringify(text);
  }
  if (typeof value === "number") return Object.is(value, -0) ? "-0" : String(value);
  if (typeof value === "bigint") return `${value}n`;
  if (value === null || value === undefined || typeof value === "boolean") return String(value);
  if (typeof value === "symbol") return value.toString();
  if (typeof value === "function") return "a function";
  if (Array.isArray(value)) return `a list of ${value.length}`;
  return "an object";
}

/** A value as text inside a problem message: text as it is, anything else as showValue shows it (never throws). */
export function textOf(value: unknown): string {
  return typeof value === "string" ? value : showValue(value);
}

/** The error class of each kind of refusal. */
const ERRORS = { type: TypeError, range: RangeError };

/** Throw the error for argument `name` of `fn`: `<fn>: <name> must be <expected> (got <value>)`. */
export function argError(fn: FnName, name: string, expected: string, value: unknown, kind: "type" | "range"): never {
  const message = `${fn}: ${name} must be ${expected} (got ${showValue(value)})`;
  throw new ERRORS[kind](message);
}

export interface NumberBounds {
  min?: number;
  max?: number;
}

/** A whole number within [min, max] (both default to ±MAX_AMOUNT). */
export function requireInteger(fn: FnName, name: string, value: unknown, bounds: NumberBounds = {}): number {
  const { min = -MAX_AMOUNT, max = MAX_AMOUNT } = bounds;
  const expected = `a whole number from ${min} to ${max}`;
  if (typeof value !== "number") return argError(fn, name, expected, value, "type");
  if (!Number.isInteger(value) || value < min || value > max) return argError(fn, name, expected, value, "range");
  return value;
}

/** A finite number within [min, max] (both default to ±MAX_AMOUNT). */
export function requireFinite(fn: FnName, name: string, value: unknown, bounds: NumberBounds = {}): number {
  const { min = -MAX_AMOUNT, max = MAX_AMOUNT } = bounds;
  const expected = `a number from ${min} to ${max}`;
  if (typeof value !== "number") return argError(fn, name, expected, value, "type");
  if (!Number.isFinite(value) || value < min || value > max) return argError(fn, name, expected, value, "range");
  return value;
}

/** One of a fixed list of values (an enumeration). */
export function requireOneOf<T extends string | number>(
  fn: FnName,
  name: string,
  value: unknown,
  allowed: readonly T[],
): T {
  if ((allowed as readonly unknown[]).includes(value)) return value as T;
  const expected = `one of ${allowed.join(", ")}`;
  const sameType = allowed.some((a) => typeof a === typeof value);
  return argError(fn, name, expected, value, sameType ? "range" : "type");
}

export function requireBoolean(fn: FnName, name: string, value: unknown): boolean {
  if (typeof value !== "boolean") return argError(fn, name, "true or false", value, "type");
  return value;
}

/** An optional true/false: undefined passes. */
export function optionalBoolean(fn: FnName, name: string, value: unknown): boolean | undefined {
  return value === undefined ? undefined : requireBoolean(fn, name, value);
}

/** Text of at most `maxLength` characters (default MAX_AMOUNT). */
export function requireString(fn: FnName, name: string, value: unknown, maxLength = MAX_AMOUNT): string {
  const expected = `text of at most ${maxLength} characters`;
  if (typeof value !== "string") return argError(fn, name, expected, value, "type");
  if (value.length > maxLength) return argError(fn, name, expected, value, "range");
  return value;
}

/** A plain object (not null, not a list). */
export function requireRecord(fn: FnName, name: string, value: unknown): Record<string, unknown> {
  if (typeof value !== "object" || value === null || Array.isArray(value)) {
    return argError(fn, name, "an object", value, "type");
  }
  return value as Record<string, unknown>;
}

/** An optional plain object: undefined passes. */
export function optionalRecord(fn: FnName, name: string, value: unknown): Record<string, unknown> | undefined {
  return value === undefined ? undefined : requireRecord(fn, name, value);
}

/** A list of at most `maxLength` entries (default MAX_LIST_LENGTH). */
export function requireArray(fn: FnName, name: string, value: unknown, maxLength = MAX_LIST_LENGTH): unknown[] {
  const expected = `a list of at most ${maxLength} entries`;
  if (!Array.isArray(value)) return argError(fn, name, expected, value, "type");
  if (value.length > maxLength) return argError(fn, name, expected, value, "range");
  return value;
}

/** A list whose every entry passes `each` (called with the entry's path, e.g. `dice[3]`). */
export function requireList<T>(
  fn: FnName,
  name: string,
  value: unknown,
  each: (entry: unknown, path: string) => T,
  maxLength = MAX_LIST_LENGTH,
): T[] {
  return requireArray(fn, name, value, maxLength).map((entry, i) => each(entry, `${name}[${i}]`));
}
