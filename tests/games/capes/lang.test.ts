import { describe, expect, it } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import { PROBLEM_CODES } from "../../../src/games/capes/board/problems";

/** Every refusal and log line the board's rules can give has its words in lang/en.json. */
const RULES = join(process.cwd(), "src", "rules", "capes", "board");
const source = readdirSync(RULES)
  .filter((f) => f.endsWith(".ts"))
  .map((f) => readFileSync(join(RULES, f), "utf8"))
  .join("\n");
const lang = JSON.parse(readFileSync(join(process.cwd(), "lang", "en.json"), "utf8")) as {
  STORY_ENGINES: {
    Capes: { Problem: Record<string, string>; Log: Record<string, string>; Prompt: Record<string, string> };
  };
};
const capes = lang.STORY_ENGINES.Capes;

describe("Capes board words", () => {
  it("has a message for every refusal code", () => {
    const codes = [...source.matchAll(/refuse\(\s*"([\w-]+)"/g)].map((m) => m[1] ?? "");
    codes.push("stale");
    expect(codes.length).toBeGreaterThan(50);
    for (const code of codes) {
      expect(PROBLEM_CODES, code).toContain(code);
      expect(capes.Problem[code], code).toBeTruthy();
    }
  });

  it("has a message for every problem the GM's side may answer", () => {
    for (const code of PROBLEM_CODES) expect(capes.Problem[code], code).toBeTruthy();
  });

  it("has a line for every log entry and a prompt for every narration prompt", () => {
    const logged = [
      ...source.matchAll(/log\(\s*"(\w+)"/g),
      ...source.matchAll(/log\(\s*[\w.]+ (?:===? "\w+" )?\?\s*"(\w+)"\s*:\s*"(\w+)"/g),
    ].flatMap((m) => m.slice(1).filter(Boolean) as string[]);
    expect(logged.length).toBeGreaterThan(35);
    for (const kind of logged) expect(capes.Log[kind], kind).toBeTruthy();
    for (const prompt of ["claim", "stake", "overdrawn", "roll", "unresolved"])
      expect(capes.Prompt[prompt], prompt).toBeTruthy();
  });
});
