import { describe, expect, it } from "vitest";
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import * as rules from "../../../src/rules";

/**
 * Every game's rules namespace gets a fuzz suite as it lands: a test file
 * under tests/rules that checks each of its exported functions with the
 * harness (tests/rules/fuzz/harness.ts): `functionNames(<namespace>)`.
 */
function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith(".test.ts") ? [path] : [];
  });
}

const sources = testFiles(join(process.cwd(), "tests", "rules")).map((file) => readFileSync(file, "utf8"));

describe("every rules namespace is fuzzed", () => {
  for (const namespace of Object.keys(rules)) {
    it(`${namespace} has a fuzz suite covering its functions (functionNames(${namespace}))`, () => {
      expect(sources.some((source) => source.includes(`functionNames(${namespace})`))).toBe(true);
    });
  }
});
