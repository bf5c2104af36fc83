import { describe, it, expect } from "vitest";
import { readFileSync, readdirSync } from "node:fs";
import { join } from "node:path";
import ts from "typescript";
import * as rules from "../../src/rules";

const { fourColors, venus, wicked, personae, capes } = rules;

/**
 * docs/api.md cannot drift from the code: every ```js block in it is run here
 * as written, and every `// → value` comment in it is asserted.
 *
 * The convention (stated in the document): a statement followed by
 * `// → <JavaScript expression>` (on the same line, or on the next line, with
 * continuation lines indented as `//   …`) must evaluate to that value; numbers
 * are compared to 12 decimal places, everything else exactly (toStrictEqual).
 * `// → throws RangeError: "message"` asserts the error instead. Blocks run as
 * async macros with every namespace of the rules API (`fourColors`, `venus`, …) and a minimal fake `game` and
 * `ChatMessage` in scope.
 *
 * The document must also mention every exported function, constant, type and
 * problem code of both namespaces.
 */

const ROOT = process.cwd();
const DOC_PATH = join(ROOT, "docs", "api.md");
const DOC = readFileSync(DOC_PATH, "utf8");

interface ResultComment {
  /** The expected value as a JavaScript expression, or null for a throw. */
  expected: string | null;
  throws: { name: string; message: string | null } | null;
  text: string;
}

interface Check {
  index: number;
  code: string;
  comment: ResultComment;
}

interface Example {
  /** 1-based line of the opening fence in docs/api.md. */
  line: number;
  heading: string;
  program: string;
  checks: Check[];
}

function parseResult(text: string): ResultComment {
  const thrown = /^throws (\w+)(?::\s*(".*"))?$/.exec(text);
  if (thrown) {
    const message = thrown[2] === undefined ? null : (JSON.parse(thrown[2]) as string);
    return { expected: null, throws: { name: thrown[1] ?? "", message }, text };
  }
  return { expected: text, throws: null, text };
}

/** The `// → …` comment that follows a statement, if any (in the text between it and the next statement). */
function resultAfter(between: string, where: string): ResultComment | null {
  const lines = between.split("\n");
  const marks = lines.flatMap((l, i) => (l.trim().startsWith("// →") ? [i] : []));
  if (marks.length === 0) return null;
  const first = marks[0] ?? 0;
  if (marks.length > 1) throw new Error(`${where}: two result comments after one statement`);
  if (first > 1 || (first === 1 && (lines[0] ?? "").trim() !== "")) {
    throw new Error(`${where}: a result comment must follow its statement directly`);
  }
  const parts = [(lines[first] ?? "").trim().slice("// →".length).trim()];
  for (const line of lines.slice(first + 1)) {
    const more = /^\s*\/\/\s{2,}(\S.*)$/.exec(line);
    if (!more) break;
    parts.push(more[1] ?? "");
  }
  return parseResult(parts.join(" "));
}

function examples(doc: string): Example[] {
  const out: Example[] = [];
  const lines = doc.split("\n");
  let heading = "";
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] ?? "";
    if (/^#{1,4} /.test(line)) heading = line.replace(/^#+ /, "");
    if (line.trim() !== "```js") continue;
    const start = i;
    const body: string[] = [];
    for (i++; i < lines.length && (lines[i] ?? "").trim() !== "```"; i++) body.push(lines[i] ?? "");
    out.push(compile(body.join("\n"), start + 1, heading, out.length));
  }
  return out;
}

/** Turn one example block into a program that records a check per result comment. */
function compile(code: string, line: number, heading: string, blockIndex: number): Example {
  const source = ts.createSourceFile(`example-${blockIndex}.js`, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.JS);
  const statements = [...source.statements];
  const pieces: string[] = [];
  const checks: Check[] = [];
  statements.forEach((statement, s) => {
    const next = statements[s + 1];
    const between = code.slice(statement.end, next ? next.getStart(source) : code.length);
    const at = `docs/api.md:${line + 1 + source.getLineAndCharacterOfPosition(statement.getStart(source)).line}`;
    const comment = resultAfter(between, at);
    pieces.push(statement.getText(source));
    if (!comment) return;
    let checked: string;
    if (ts.isExpressionStatement(statement)) {
      checked = statement.expression.getText(source);
      pieces.pop();
    } else if (ts.isVariableStatement(statement) && statement.declarationList.declarations.length === 1) {
      checked = statement.declarationList.declarations[0]?.name.getText(source) ?? "";
    } else {
      throw new Error(`${at}: only an expression or a single declaration can carry a result`);
    }
    const index = checks.length;
    checks.push({ index, code: `${at}  ${checked}`, comment });
    const expected = comment.expected === null ? "undefined" : `async () => (${comment.expected})`;
    pieces.push(`await __check(${index}, async () => (${checked}), ${expected});`);
  });
  return { line, heading, program: `{\n${pieces.join("\n")}\n}`, checks };
}

type Outcome = { value: unknown; error: null } | { value: null; error: unknown };

const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor as new (
  ...args: string[]
) => (...args: unknown[]) => Promise<void>;

async function run(example: Example): Promise<{ actual: Outcome[]; expected: Outcome[]; messages: unknown[] }> {
  const actual: Outcome[] = [];
  const expected: Outcome[] = [];
  const messages: unknown[] = [];
  const settle = async (f: () => Promise<unknown>): Promise<Outcome> => {
    try {
      return { value: await f(), error: null };
    } catch (error) {
      return { value: null, error };
    }
  };
  const check = async (
    index: number,
    got: () => Promise<unknown>,
    want: (() => Promise<unknown>) | undefined,
  ): Promise<void> => {
    actual[index] = await settle(got);
    if (want) expected[index] = await settle(want);
  };
  const game = { system: { api: Object.freeze({ rules: { ...rules } }) } };
  const ChatMessage = {
    create: async (data: unknown) => {
      messages.push(data);
      return data;
    },
  };
  // Every namespace of the API is in scope, as in a macro that destructures game.system.api.rules.
  const names = Object.keys(rules);
  const body = new AsyncFunction(...names, "game", "ChatMessage", "__check", example.program);
  await body(...names.map((n) => rules[n as keyof typeof rules]), game, ChatMessage, check);
  return { actual, expected, messages };
}

/** Numbers anywhere in an expected value match to 12 decimal places. */
function approximately(value: unknown): unknown {
  if (typeof value === "number") return expect.closeTo(value, 12);
  if (Array.isArray(value)) return value.map(approximately);
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, approximately(v)]));
  }
  return value;
}

const EXAMPLES = examples(DOC);

describe("docs/api.md examples run as documented", () => {
  it("has examples, each asserting at least one result", () => {
    expect(EXAMPLES.length).toBeGreaterThan(20);
    for (const example of EXAMPLES) expect(example.checks.length, `block at line ${example.line}`).toBeGreaterThan(0);
  });

  for (const example of EXAMPLES) {
    it(`line ${example.line} (${example.heading}): ${example.checks.length} result(s)`, async () => {
      const { actual, expected } = await run(example);
      for (const check of example.checks) {
        const got = actual[check.index];
        const label = `${check.code}  // → ${check.comment.text}`;
        expect(got, label).toBeDefined();
        if (!got) continue;
        const thrown = check.comment.throws;
        if (thrown) {
          expect(got.error, label).toBeInstanceOf(Error);
          expect((got.error as Error).name, label).toBe(thrown.name);
          if (thrown.message !== null) expect((got.error as Error).message, label).toBe(thrown.message);
          continue;
        }
        expect(got.error, label).toBeNull();
        const want = expected[check.index];
        expect(want?.error ?? null, `${label} (the expected value itself failed)`).toBeNull();
        expect.soft(got.value, label).toStrictEqual(approximately(want?.value));
      }
    });
  }

  it("the Foundry macro example posts its chat message", async () => {
    const macro = EXAMPLES.find((e) => e.program.includes("game.system.api.rules"));
    expect(macro).toBeDefined();
    if (!macro) return;
    const { messages } = await run(macro);
    expect(messages).toEqual([{ content: "Three Bronze dice, threshold 2: 25.93 %" }]);
  });
});

describe("docs/api.md covers the whole API", () => {
  const sources = (game: string): string =>
    readdirSync(join(ROOT, "src", "rules", game), { recursive: true, encoding: "utf8" })
      .filter((f) => f.endsWith(".ts"))
      .map((f) => readFileSync(join(ROOT, "src", "rules", game, f), "utf8"))
      .join("\n");
  const signatures = [...DOC.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1] ?? "").join("\n");
  const documented = (name: string): boolean =>
    DOC.includes(`\`${name}\``) || new RegExp(`\\b${name}\\b`).test(signatures);

  for (const [game, namespace] of [
    ["four-colors", fourColors],
    ["venus", venus],
    ["wicked", wicked],
    ["personae", personae],
    ["capes", capes],
  ] as const) {
    it(`every runtime export of ${game} is documented`, () => {
      const missing = Object.keys(namespace).filter((name) => !documented(name));
      expect(missing).toEqual([]);
    });

    it(`every exported type of ${game} is documented`, () => {
      const types = [...sources(game).matchAll(/^export (?:type|interface) (\w+)/gm)].map((m) => m[1] ?? "");
      expect(types.length).toBeGreaterThan(10);
      expect(types.filter((name) => !documented(name))).toEqual([]);
    });

    it(`every problem code of ${game} is documented`, () => {
      const union = /export type ProblemCode =([^;]*);/.exec(sources(game))?.[1] ?? "";
      const codes = [...union.matchAll(/"([a-z0-9-]+)"/g)].map((m) => m[1] ?? "");
      expect(codes.length).toBeGreaterThan(5);
      expect(codes.filter((code) => !DOC.includes(`\`${code}\``))).toEqual([]);
    });
  }
});
