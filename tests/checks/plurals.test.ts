/**
 * Every string that shows a count goes through plural forms
 * (tools/checks/plurals.mjs): proven on a fixture, then held for lang/en.json.
 */
import { describe, expect, it } from "vitest";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { countsWithoutPlurals, REVIEWED } from "../../tools/checks/plurals.mjs";

const read = (path: string): Record<string, unknown> =>
  JSON.parse(readFileSync(join(process.cwd(), path), "utf8")) as Record<string, unknown>;

describe("counts in the language file", () => {
  it("finds a count before a plural noun in a string without plural forms, and nothing else", () => {
    const found = countsWithoutPlurals(read("tests/fixtures/plurals/en.json"));
    expect(found.map((f: { key: string }) => f.key)).toEqual(["BAD.cards", "BAD.factors"]);
  });

  it("finds none in lang/en.json: every count has its plural forms", () => {
    expect(countsWithoutPlurals(read("lang/en.json"))).toEqual([]);
  });

  it("keeps its reviewed exceptions short, each with a reason, each a string that exists", () => {
    const lang = read("lang/en.json");
    const entries = Object.entries(REVIEWED as Record<string, string>);
    expect(entries.length).toBeLessThanOrEqual(5);
    for (const [key, why] of entries) {
      const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], lang);
      expect(typeof value, key).toBe("string");
      expect(why.length, key).toBeGreaterThan(10);
    }
  });
});
