import { afterAll, describe, expect, it } from "vitest";
import fc from "fast-check";
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { GAME_DEFINITIONS } from "../../src/games/all-definitions";
import {
  initialSystem,
  prepareSystemSubmit,
  validateSystem,
  validateSystemUpdate,
  type FieldSpec,
  type ModelSpec,
  type Problem,
} from "../../src/schema";

/**
 * Property-based fuzzing of every ModelSpec of every game (fast-check): good
 * values for each field are accepted, bad ones (out-of-bound numbers, unknown
 * choices, over-long text, a link to the wrong document type, a `system` that
 * is not an object) refused, both by the pure validator the sheets and the
 * pack build use. Counts go to artifacts/fuzz/specs.json (docs/benchmarks.md).
 */

const RUNS = 25;
const SPECS: ModelSpec[] = GAME_DEFINITIONS.flatMap((game) => game.models);
const GENERIC = new Set([
  "type",
  "integer",
  "min",
  "max",
  "choice",
  "blank",
  "maxLength",
  "required",
  "unknown",
  "uuid",
  "uuidType",
]);
const DOCUMENT_NAMES = ["Actor", "Item", "Cards", "Card", "JournalEntry", "JournalEntryPage", "RollTable"] as const;

const counts = { goodTried: 0, goodAccepted: 0, badTried: 0, badRefused: 0, uuidWrongType: 0, nonObjectSystem: 0 };

const id = fc.stringMatching(/^[A-Za-z0-9]{16}$/);
function uuidOf(documentName: string): fc.Arbitrary<string> {
  const embedded: Record<string, string> = { Card: "Cards", JournalEntryPage: "JournalEntry" };
  const parent = embedded[documentName];
  return fc.oneof(
    parent
      ? fc.tuple(id, id).map(([a, b]) => `${parent}.${a}.${documentName}.${b}`)
      : id.map((a) => `${documentName}.${a}`),
    fc
      .tuple(fc.constantFrom("venus-jobs", "four-colors-omegas"), id)
      .map(([pack, a]) =>
        parent
          ? `Compendium.story-engines.${pack}.${parent}.${a}.${documentName}.${a}`
          : `Compendium.story-engines.${pack}.${documentName}.${a}`,
      ),
  );
}

/** Values a field accepts. */
function good(spec: FieldSpec): fc.Arbitrary<unknown> {
  switch (spec.kind) {
    case "number": {
      if (spec.choices) return fc.constantFrom(...spec.choices, ...(spec.nullable ? [null] : []));
      const min = spec.min ?? -1000;
      const max = spec.max ?? 1000;
      const n = spec.integer ? fc.integer({ min, max }) : fc.double({ min, max, noNaN: true });
      return spec.nullable ? fc.option(n, { nil: null }) : n;
    }
    case "string": {
      if (spec.choices) return fc.constantFrom(...spec.choices, ...(spec.blank ? [""] : []));
      const text = fc.string({
        minLength: spec.blank === false ? 1 : 0,
        maxLength: Math.min(spec.maxLength ?? 40, 40),
      });
      return text;
    }
    case "html":
      return fc.string({ maxLength: 40 });
    case "boolean":
      return fc.boolean();
    case "uuid":
      return fc.oneof(fc.constant(""), uuidOf(spec.documentName ?? "Actor"));
    case "array":
      return fc.array(good(spec.element), { maxLength: Math.min(spec.maxLength ?? 4, 4) });
    case "schema":
      return fc.record(Object.fromEntries(Object.entries(spec.fields).map(([k, f]) => [k, good(f)])));
  }
}

/** Values a field refuses (never an object for a schema, whose own fields are fuzzed separately). */
function bad(spec: FieldSpec): fc.Arbitrary<unknown> | null {
  const notNumber = fc.constantFrom("3", true, [], {}, Number.NaN);
  switch (spec.kind) {
    case "number": {
      const out: fc.Arbitrary<unknown>[] = [notNumber];
      if (!spec.nullable) out.push(fc.constant(null));
      if (spec.integer) out.push(fc.constantFrom(0.5, 1.25).map((f) => (spec.min ?? 0) + f));
      if (spec.min !== undefined) out.push(fc.integer({ min: spec.min - 1000, max: spec.min - 1 }));
      if (spec.max !== undefined) out.push(fc.integer({ min: spec.max + 1, max: spec.max + 1000 }));
      if (spec.choices) out.push(fc.integer({ min: -50, max: 50 }).filter((n) => !spec.choices?.includes(n)));
      return fc.oneof(...out);
    }
    case "string": {
      const out: fc.Arbitrary<unknown>[] = [fc.constantFrom(3, true, null, [], {})];
      if (spec.choices) out.push(fc.string({ minLength: 1, maxLength: 8 }).filter((s) => !spec.choices?.includes(s)));
      if (spec.maxLength !== undefined)
        out.push(fc.string({ minLength: spec.maxLength + 1, maxLength: spec.maxLength + 20 }));
      if (spec.blank === false || (spec.choices && !spec.blank)) out.push(fc.constant(""));
      return fc.oneof(...out);
    }
    case "html":
      return fc.constantFrom(3, true, null, [], {});
    case "boolean":
      return fc.constantFrom("true", 1, 0, null, [], {});
    case "uuid": {
      const wrongType = spec.documentName
        ? fc.constantFrom(...DOCUMENT_NAMES.filter((d) => d !== spec.documentName)).chain((d) => uuidOf(d))
        : fc.constant("Actor");
      return fc.oneof(fc.constantFrom(3, true, null, {}, "not a uuid", "Actor."), wrongType);
    }
    case "array": {
      const out: fc.Arbitrary<unknown>[] = [fc.constantFrom("x", 3, true, null, {})];
      if (spec.maxLength !== undefined) {
        out.push(good(spec.element).chain((e) => fc.constant(new Array(spec.maxLength! + 1).fill(e))));
      }
      const element = bad(spec.element);
      if (element) out.push(element.map((e) => [e]));
      return fc.oneof(...out);
    }
    case "schema":
      return fc.constantFrom("x", 3, true, null, []);
  }
}

/** Every field of a spec with its path (nested schema fields too). */
function fields(specFields: Record<string, FieldSpec>, prefix: string[] = []): [string[], FieldSpec][] {
  return Object.entries(specFields).flatMap(([key, spec]) => {
    const path = [...prefix, key];
    return spec.kind === "schema"
      ? [[path, spec] as [string[], FieldSpec], ...fields(spec.fields, path)]
      : [[path, spec]];
  });
}

function nest(path: string[], value: unknown): Record<string, unknown> {
  return path.reduceRight<unknown>((inner, key) => ({ [key]: inner }), value) as Record<string, unknown>;
}

const fieldProblems = (problems: Problem[]) => problems.filter((p) => GENERIC.has(p.code));

describe("every ModelSpec refuses bad updates and accepts good ones (fast-check)", () => {
  it("finds the specs of every game", () => {
    expect(SPECS.length).toBeGreaterThan(5);
  });

  for (const spec of SPECS) {
    describe(`${spec.documentName}.${spec.type}`, () => {
      it("accepts complete system data made of good values (joint rules aside)", () => {
        fc.assert(
          fc.property(good({ kind: "schema", fields: spec.fields }), (system) => {
            counts.goodTried += 1;
            const problems = fieldProblems(validateSystem(spec, system as Record<string, unknown>));
            expect(problems).toEqual([]);
            counts.goodAccepted += 1;
          }),
          { numRuns: RUNS },
        );
      });

      for (const [path, field] of fields(spec.fields)) {
        const badValue = bad(field);
        if (!badValue) continue;
        it(`refuses bad values of ${path.join(".")} (${field.kind})`, () => {
          const current = initialSystem(spec.fields);
          fc.assert(
            fc.property(badValue, (value) => {
              counts.badTried += 1;
              const changes = nest(path, value);
              const problems = validateSystemUpdate(spec, current, changes);
              const at = path.join(".");
              const hit = problems.some((p) => p.path === at || p.path.startsWith(`${at}.`));
              expect(hit, `${spec.type} accepted ${at} = ${JSON.stringify(value)}`).toBe(true);
              // The sheets' pre-submit check refuses it too.
              expect(prepareSystemSubmit(spec, current, { system: changes }).problems.length).toBeGreaterThan(0);
              counts.badRefused += 1;
              if (problems.some((p) => p.code === "uuidType")) counts.uuidWrongType += 1;
            }),
            { numRuns: RUNS },
          );
        });
      }

      it("refuses a system that is not an object, in the validator and the sheets' submit", () => {
        fc.assert(
          fc.property(fc.constantFrom("x", 3, true, null, [], [1, 2]), (system) => {
            counts.badTried += 1;
            const expected = [{ path: "system", code: "type", params: { expected: "object" } }];
            expect(validateSystem(spec, system as never)).toEqual(expected);
            expect(validateSystemUpdate(spec, initialSystem(spec.fields), system as never)).toEqual(expected);
            expect(prepareSystemSubmit(spec, initialSystem(spec.fields), { system }).problems).toEqual(expected);
            counts.badRefused += 1;
            counts.nonObjectSystem += 1;
          }),
          { numRuns: 6 },
        );
        // A submit with no system (a name change) has nothing to refuse.
        expect(prepareSystemSubmit(spec, initialSystem(spec.fields), { name: "x" }).problems).toEqual([]);
      });
    });
  }

  afterAll(() => {
    const dir = join(process.cwd(), "artifacts", "fuzz");
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      join(dir, "specs.json"),
      `${JSON.stringify({ suite: "specs", specs: SPECS.length, counts }, null, 2)}\n`,
    );
  });
});
