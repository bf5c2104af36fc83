import { expect } from "vitest";
import fc from "fast-check";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

/**
 * Property-based checks of a public function's argument handling (fast-check):
 *
 * - every GOOD argument list is accepted (no throw) and `wellFormed` holds of
 *   the result;
 * - every BAD argument list is refused with a RangeError or TypeError whose
 *   message starts with `<namespace>.<function>: `;
 * - every call, good or bad, returns within TIME_LIMIT_MS (200 ms; the
 *   mutation run, whose instrumented code is slower, raises it).
 *
 * Counts of what was tried and refused are kept per function and written to
 * artifacts/fuzz/<suite>.json for `npm run bench:checks` (docs/benchmarks.md).
 */

// Generous: this guards against hangs, not speed (speed is measured by `npm run bench`), and CI machines may be busy.
export const TIME_LIMIT_MS = Number(process.env.FUZZ_TIME_LIMIT_MS ?? 2000);

/** The tests that only measure time at the caps are skipped where timing means nothing (the mutation run). */
export const SKIP_TIMING = process.env.FUZZ_SKIP_TIMING === "1";

/** Runs per property: small, so the whole suite stays within seconds. */
export const RUNS = Number(process.env.FUZZ_RUNS ?? 40);

export interface Counts {
  goodTried: number;
  goodAccepted: number;
  badTried: number;
  badRefused: number;
  /** Bad calls refused with a TypeError / RangeError. */
  typeErrors: number;
  rangeErrors: number;
  slowestMs: number;
}

export type Args = readonly unknown[];
export type Fn = (...args: never[]) => unknown;

export interface FunctionFuzz {
  /** Good argument lists. */
  good: fc.Arbitrary<Args>;
  /** What a result of a good call must satisfy (throws or returns false when not). */
  wellFormed?: (result: unknown, args: Args) => boolean | void;
  /** Bad argument lists, one arbitrary per kind of mistake (each is run RUNS times). */
  bad: readonly fc.Arbitrary<Args>[];
}

export class FuzzSuite {
  readonly counts = new Map<string, Counts>();

  constructor(readonly suite: string) {}

  private countsFor(name: string): Counts {
    let c = this.counts.get(name);
    if (!c) {
      c = { goodTried: 0, goodAccepted: 0, badTried: 0, badRefused: 0, typeErrors: 0, rangeErrors: 0, slowestMs: 0 };
      this.counts.set(name, c);
    }
    return c;
  }

  /**
   * Call once and time it. A call over the limit is timed once more before it
   * fails, so a busy machine's pause is not taken for a hang.
   */
  private timed(name: string, call: () => unknown, retry = true): { value?: unknown; error?: unknown; ms: number } {
    const t0 = performance.now();
    let out: { value?: unknown; error?: unknown };
    try {
      out = { value: call() };
    } catch (error) {
      out = { error };
    }
    const ms = performance.now() - t0;
    if (ms >= TIME_LIMIT_MS && retry) return this.timed(name, call, false);
    const c = this.countsFor(name);
    c.slowestMs = Math.max(c.slowestMs, ms);
    expect(ms, `${name}: a call took ${ms.toFixed(1)} ms`).toBeLessThan(TIME_LIMIT_MS);
    return { ...out, ms };
  }

  /** Check `fn` (called `name` in messages) against its good and bad arbitraries. */
  run(name: string, fn: Fn, spec: FunctionFuzz, runs = RUNS): void {
    const c = this.countsFor(name);
    const call = (args: Args) => () => (fn as (...a: unknown[]) => unknown)(...args);
    fc.assert(
      fc.property(spec.good, (args) => {
        c.goodTried += 1;
        const { value, error } = this.timed(name, call(args));
        if (error !== undefined) {
          throw new Error(`${name} refused good input ${show(args)}: ${String(error)}`);
        }
        if (spec.wellFormed && spec.wellFormed(value, args) === false) {
          throw new Error(`${name} returned a malformed result ${show(value)} for ${show(args)}`);
        }
        c.goodAccepted += 1;
      }),
      { numRuns: runs },
    );
    for (const bad of spec.bad) {
      fc.assert(
        fc.property(bad, (args) => {
          c.badTried += 1;
          const { value, error } = this.timed(name, call(args));
          if (error === undefined) {
            throw new Error(`${name} accepted bad input ${show(args)} and returned ${show(value)}`);
          }
          const isType = error instanceof TypeError;
          const isRange = error instanceof RangeError;
          if (!isType && !isRange) throw new Error(`${name} threw ${String(error)} for ${show(args)}`);
          const message = (error as Error).message;
          if (!messageShape(name).test(message)) {
            throw new Error(
              `${name} threw a message not shaped "${name}: <argument> must be <what> (got <value>)": "${message}" for ${show(args)}`,
            );
          }
          c.badRefused += 1;
          if (isType) c.typeErrors += 1;
          else c.rangeErrors += 1;
        }),
        { numRuns: runs },
      );
    }
  }

  /** Write the counts to artifacts/fuzz/<suite>.json. */
  write(): void {
    const dir = join(process.cwd(), "artifacts", "fuzz");
    mkdirSync(dir, { recursive: true });
    const functions = Object.fromEntries([...this.counts].sort(([a], [b]) => a.localeCompare(b)));
    writeFileSync(join(dir, `${this.suite}.json`), `${JSON.stringify({ suite: this.suite, functions }, null, 2)}\n`);
  }
}

/** `<fn>: <argument path> must be <what was expected> (got <the value>)`. */
function messageShape(name: string): RegExp {
  return new RegExp(`^${name.replace(/\./g, "\\.")}: \\S+ must be \\S[\\s\\S]* \\(got \\S[\\s\\S]*\\)$`);
}

function show(value: unknown): string {
  try {
    const text = JSON.stringify(value, (_k, v: unknown) =>
      typeof v === "number" && !Number.isFinite(v) ? String(v) : v === undefined ? "undefined" : v,
    );
    return text.length > 300 ? `${text.slice(0, 300)}…` : text;
  } catch {
    return String(value);
  }
}

// ---------------------------------------------------------------------------
// Generators shared by the suites

/** Values of every JavaScript kind, for "anything but X" generators. */
export const anyValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(null, undefined, true, false, Number.NaN, Infinity, -Infinity, 0.5, -1, 2 ** 53, 1e9, "", "mithril"),
  fc.integer({ min: -1000, max: 1000 }),
  fc.double({ noNaN: false }),
  fc.string({ maxLength: 8 }),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 3 }),
);

/** Anything that is not one of `values`. */
export function notOneOf(values: readonly unknown[]): fc.Arbitrary<unknown> {
  return anyValue.filter((v) => !values.includes(v));
}

/** Anything that is not a whole number in [min, max]. */
export function notIntegerIn(min: number, max: number): fc.Arbitrary<unknown> {
  return fc
    .oneof(
      anyValue,
      fc.constantFrom(min - 1, max + 1, min + 0.5, String(min), `${max}`),
      fc.integer({ min: max + 1, max: max + 1_000_000 }),
      fc.integer({ min: min - 1_000_000, max: min - 1 }),
    )
    .filter((v) => !(typeof v === "number" && Number.isInteger(v) && v >= min && v <= max));
}

/** Anything that is not a finite number in [min, max]. */
export function notFiniteIn(min: number, max: number): fc.Arbitrary<unknown> {
  return fc
    .oneof(anyValue, fc.constantFrom(min - 1, max + 1, String(min)))
    .filter((v) => !(typeof v === "number" && Number.isFinite(v) && v >= min && v <= max));
}

/** Anything that is not a plain object. */
export const notRecord: fc.Arbitrary<unknown> = anyValue.filter(
  (v) => typeof v !== "object" || v === null || Array.isArray(v),
);

/** Anything that is not a list. */
export const notList: fc.Arbitrary<unknown> = anyValue.filter((v) => !Array.isArray(v));

/** Anything that is not true or false. */
export const notBoolean: fc.Arbitrary<unknown> = anyValue.filter((v) => typeof v !== "boolean");

/** Anything that is not true, false or undefined. */
export const notOptionalBoolean: fc.Arbitrary<unknown> = notBoolean.filter((v) => v !== undefined);

/** Anything that is not text. */
export const notString: fc.Arbitrary<unknown> = anyValue.filter((v) => typeof v !== "string");

/** A list longer than `max`, of copies of `entry`. */
export function tooLong(entry: unknown, max: number): fc.Arbitrary<unknown[]> {
  return fc.integer({ min: max + 1, max: max + 50 }).map((n) => new Array<unknown>(n).fill(entry));
}

/** Replace argument `index` of a good argument list with a bad value. */
export function withArg(good: fc.Arbitrary<Args>, index: number, bad: fc.Arbitrary<unknown>): fc.Arbitrary<Args> {
  return fc.tuple(good, bad).map(([args, value]) => {
    const out = [...args];
    out[index] = value;
    return out;
  });
}

/**
 * Replace a nested field of argument `index`: `path` is a list of keys (an
 * index into a list is a number; a list argument that is empty gets the bad
 * value as its only entry).
 */
export function withField(
  good: fc.Arbitrary<Args>,
  index: number,
  path: readonly (string | number)[],
  bad: fc.Arbitrary<unknown>,
): fc.Arbitrary<Args> {
  return fc.tuple(good, bad).map(([args, value]) => {
    const out = [...args];
    out[index] = setPath(out[index], path, value);
    return out;
  });
}

function setPath(target: unknown, path: readonly (string | number)[], value: unknown): unknown {
  if (path.length === 0) return value;
  const [head, ...rest] = path;
  if (typeof head === "number") {
    const list = Array.isArray(target) ? [...(target as unknown[])] : [];
    const i = list.length === 0 ? 0 : head % list.length;
    list[i] = setPath(list[i], rest, value);
    return list;
  }
  const record = typeof target === "object" && target !== null ? { ...(target as Record<string, unknown>) } : {};
  record[head as string] = setPath(record[head as string], rest, value);
  return record;
}

/** Every function of a namespace must have a fuzz spec. */
export function functionNames(namespace: Record<string, unknown>): string[] {
  return Object.keys(namespace)
    .filter((k) => typeof namespace[k] === "function")
    .sort();
}
