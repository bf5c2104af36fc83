/**
 * The layering of src/, enforced: imports only run downwards,
 * index.ts → games → core → rules / schema.
 *
 * - src/core never imports from src/games (the entry point hands core the
 *   list of games);
 * - the list of games (games/all-games.ts, games/all-definitions.ts) is
 *   imported in src/ only by the entry point, src/index.ts (tools and tests
 *   may read it too);
 * - src/rules and src/schema import neither core nor games, and use no
 *   Foundry global (`game.`, `foundry.`, `CONFIG.`, `ui.`, `Hooks.`, …).
 *
 * Every import counts: type-only ones, `export … from`, `import()` and
 * `import("…")` types. The scan parses each file with the TypeScript parser,
 * so comments and strings never count, and a local variable or parameter
 * named like a global (`game` in a rules function) is not the global.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join, posix, relative, sep } from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

interface SourceText {
  /** Path relative to src/, with forward slashes, e.g. "core/register.ts". */
  path: string;
  text: string;
}

/** The layers a layer may not import from. */
const FORBIDDEN_IMPORTS: Record<string, readonly string[]> = {
  core: ["games"],
  rules: ["core", "games"],
  schema: ["core", "games"],
};

/** Layers that must run without Foundry: no Foundry global. */
const PURE_LAYERS = new Set(["rules", "schema"]);

/** Foundry's globals (used as `name.something` or `name[…]`). */
const FOUNDRY_GLOBALS = new Set(["game", "foundry", "CONFIG", "ui", "Hooks", "canvas", "Handlebars"]);

/** Objects the globals can be reached through. */
const GLOBAL_OBJECTS = new Set(["globalThis", "window", "self"]);

/** The modules listing every game, without extension, relative to src/. */
const GAME_LISTS = new Set(["games/all-games", "games/all-definitions"]);

/** The only src/ file that may import the game lists. */
const ENTRY_POINT = "index.ts";

/** The layer of a path relative to src/: its first folder, or the file name at the top. */
function layerOf(path: string): string {
  return path.split("/")[0] ?? path;
}

/** Where a relative specifier points, relative to src/ (null for a package or outside src/). */
function resolveSpecifier(from: string, specifier: string): string | null {
  if (!specifier.startsWith(".")) return null;
  const target = posix.normalize(posix.join(posix.dirname(from), specifier));
  return target.startsWith("../") || target === ".." ? null : target.replace(/\.(ts|js|mjs)$/, "");
}

/** Every module specifier a file names, with the node naming it. */
function specifiersOf(file: ts.SourceFile): { specifier: string; node: ts.Node }[] {
  const found: { specifier: string; node: ts.Node }[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push({ specifier: node.moduleSpecifier.text, node });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push({ specifier: node.arguments[0].text, node });
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push({ specifier: node.argument.literal.text, node });
    } else if (ts.isImportEqualsDeclaration(node) && ts.isExternalModuleReference(node.moduleReference)) {
      const expression = node.moduleReference.expression;
      if (ts.isStringLiteral(expression)) found.push({ specifier: expression.text, node });
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

function bindsName(name: ts.BindingName, text: string): boolean {
  if (ts.isIdentifier(name)) return name.text === text;
  return name.elements.some((e) => !ts.isOmittedExpression(e) && bindsName(e.name, text));
}

function isAmbient(statement: ts.Statement): boolean {
  return (
    ts.canHaveModifiers(statement) &&
    (ts.getModifiers(statement) ?? []).some((m) => m.kind === ts.SyntaxKind.DeclareKeyword)
  );
}

/** Does this statement declare `text` in its block? (`declare const game` does not count: that is the global.) */
function statementDeclares(statement: ts.Statement, text: string): boolean {
  if (isAmbient(statement)) return false;
  if (ts.isVariableStatement(statement))
    return statement.declarationList.declarations.some((d) => bindsName(d.name, text));
  if (ts.isFunctionDeclaration(statement) || ts.isClassDeclaration(statement) || ts.isEnumDeclaration(statement))
    return statement.name?.text === text;
  if (ts.isImportDeclaration(statement) && statement.importClause) {
    const clause = statement.importClause;
    if (clause.name?.text === text) return true;
    const bindings = clause.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) return bindings.name.text === text;
    if (bindings && ts.isNamedImports(bindings)) return bindings.elements.some((e) => e.name.text === text);
  }
  return false;
}

/** Does this node open a scope declaring `text`? */
function scopeDeclares(scope: ts.Node, text: string): boolean {
  if (ts.isFunctionLike(scope)) {
    if (scope.parameters.some((p) => bindsName(p.name, text))) return true;
    if (ts.isFunctionExpression(scope) && scope.name?.text === text) return true;
  }
  if (ts.isClassExpression(scope) && scope.name?.text === text) return true;
  if (ts.isCatchClause(scope) && scope.variableDeclaration) return bindsName(scope.variableDeclaration.name, text);
  if (
    (ts.isForStatement(scope) || ts.isForOfStatement(scope) || ts.isForInStatement(scope)) &&
    scope.initializer &&
    ts.isVariableDeclarationList(scope.initializer)
  )
    return scope.initializer.declarations.some((d) => bindsName(d.name, text));
  if (ts.isSourceFile(scope) || ts.isBlock(scope) || ts.isModuleBlock(scope) || ts.isCaseOrDefaultClause(scope))
    return scope.statements.some((s) => statementDeclares(s, text));
  return false;
}

/** Is this identifier the global of that name (nothing around it declares one)? */
function isGlobalReference(id: ts.Identifier): boolean {
  for (let scope: ts.Node | undefined = id.parent; scope; scope = scope.parent) {
    if (scopeDeclares(scope, id.text)) return false;
  }
  return true;
}

/** The Foundry global a property access, element access or qualified name starts from, if any. */
function foundryGlobalOf(node: ts.Node): ts.Identifier | null {
  let object: ts.Node | null = null;
  if (ts.isPropertyAccessExpression(node) || ts.isElementAccessExpression(node)) object = node.expression;
  else if (ts.isQualifiedName(node)) object = node.left;
  if (!object) return null;
  if (ts.isIdentifier(object) && FOUNDRY_GLOBALS.has(object.text)) return isGlobalReference(object) ? object : null;
  // globalThis.game, window.ui, …
  if (
    ts.isPropertyAccessExpression(node) &&
    ts.isIdentifier(node.expression) &&
    ts.isIdentifier(node.name) &&
    GLOBAL_OBJECTS.has(node.expression.text) &&
    FOUNDRY_GLOBALS.has(node.name.text) &&
    isGlobalReference(node.expression)
  )
    return node.name;
  return null;
}

function foundryGlobalsIn(file: ts.SourceFile): ts.Identifier[] {
  const found: ts.Identifier[] = [];
  const visit = (node: ts.Node): void => {
    const global = foundryGlobalOf(node);
    if (global) found.push(global);
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

/** Every breach of the layering in these files, as "path:line: what" (empty when the layering holds). */
function checkLayers(files: readonly SourceText[]): string[] {
  const problems: string[] = [];
  for (const { path, text } of files) {
    const source = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
    const where = (node: ts.Node): string =>
      `${path}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
    const layer = layerOf(path);
    for (const { specifier, node } of specifiersOf(source)) {
      const target = resolveSpecifier(path, specifier);
      if (target === null) continue;
      if (FORBIDDEN_IMPORTS[layer]?.includes(layerOf(target)))
        problems.push(`${where(node)}: src/${layer} imports from src/${layerOf(target)} ("${specifier}")`);
      if (GAME_LISTS.has(target) && path !== ENTRY_POINT)
        problems.push(`${where(node)}: only src/${ENTRY_POINT} may import the list of games ("${specifier}")`);
      if (target === "index" && path !== ENTRY_POINT)
        problems.push(`${where(node)}: nothing imports the entry point ("${specifier}")`);
    }
    if (PURE_LAYERS.has(layer)) {
      for (const global of foundryGlobalsIn(source))
        problems.push(`${where(global)}: src/${layer} uses the Foundry global "${global.text}"`);
    }
  }
  return problems;
}

/** Every .ts file under src/, relative to src/. */
function sourceFiles(root: string): SourceText[] {
  const files: SourceText[] = [];
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith(".ts"))
        files.push({ path: relative(root, full).split(sep).join("/"), text: readFileSync(full, "utf8") });
    }
  };
  walk(root);
  return files;
}

describe("the layering of src/", () => {
  it("holds: imports run downwards, rules and schema never touch Foundry", () => {
    const files = sourceFiles(join(process.cwd(), "src"));
    // The scan sees the whole tree, every layer.
    expect(files.length).toBeGreaterThan(50);
    for (const layer of ["core", "games", "rules", "schema"])
      expect(files.some((f) => layerOf(f.path) === layer)).toBe(true);
    expect(checkLayers(files)).toEqual([]);
  });

  it("catches core importing from games, in every form of import", () => {
    const problems = checkLayers([
      { path: "core/a.ts", text: 'import { GAMES } from "../games/all-games";' },
      { path: "core/sheets/b.ts", text: 'import type { X } from "../../games/venus/definition";' },
      { path: "core/c.ts", text: 'export { venusModule } from "../games/venus/module";' },
      { path: "core/d.ts", text: 'export async function f() { return import("../games/four-colors/module"); }' },
      { path: "core/e.ts", text: 'export type T = typeof import("../games/venus/definition");' },
    ]);
    expect(problems.filter((p) => p.includes("src/core imports from src/games"))).toHaveLength(5);
    expect(problems[0]).toMatch(/^core\/a\.ts:1: /);
  });

  it("lets only the entry point import the list of games", () => {
    expect(checkLayers([{ path: "index.ts", text: 'import { GAMES } from "./games/all-games";' }])).toEqual([]);
    expect(
      checkLayers([{ path: "games/venus/module.ts", text: 'import { GAME_DEFINITIONS } from "../all-definitions";' }]),
    ).toEqual([`games/venus/module.ts:1: only src/index.ts may import the list of games ("../all-definitions")`]);
    expect(checkLayers([{ path: "games/x.ts", text: 'import "../index";' }])).toHaveLength(1);
  });

  it("catches rules and schema importing from core or games", () => {
    const problems = checkLayers([
      { path: "rules/venus/kiss.ts", text: 'import { getSetting } from "../../core/settings";' },
      { path: "schema/validate.ts", text: 'import type { GameDefinition } from "../core/game-definition";' },
      { path: "rules/index.ts", text: 'import { venusDefinition } from "../games/venus/definition";' },
    ]);
    expect(problems).toEqual([
      'rules/venus/kiss.ts:1: src/rules imports from src/core ("../../core/settings")',
      'schema/validate.ts:1: src/schema imports from src/core ("../core/game-definition")',
      'rules/index.ts:1: src/rules imports from src/games ("../games/venus/definition")',
    ]);
  });

  it("allows what runs downwards", () => {
    expect(
      checkLayers([
        { path: "games/venus/module.ts", text: 'import { SYSTEM_ID } from "../../core/game-definition";' },
        { path: "core/notify.ts", text: 'import { problemMessage } from "../schema";' },
        { path: "rules/venus/index.ts", text: 'import { kiss } from "./kiss";\nimport ts from "typescript";' },
        { path: "index.ts", text: 'import "../styles/story-engines.css";' },
      ]),
    ).toEqual([]);
  });

  it("catches Foundry globals in rules and schema", () => {
    const text = [
      "export function f(): unknown {",
      '  const a = game.settings.get("story-engines", "x");',
      "  const b = foundry.utils.deepClone({});",
      "  const c = CONFIG.Actor;",
      '  ui.notifications.warn("no");',
      '  Hooks.on("ready", () => {});',
      "  const d = globalThis.game;",
      '  const e = game["user"];',
      "  return [a, b, c, d, e];",
      "}",
      "export type T = foundry.abstract.Document;",
      "declare const canvas: { ready: boolean };",
      "export const ready = canvas.ready;",
    ].join("\n");
    const problems = checkLayers([{ path: "schema/bad.ts", text }]);
    expect(problems.map((p) => p.replace(/^schema\/bad\.ts:(\d+): .*"(\w+)"$/, "$1 $2"))).toEqual([
      "2 game",
      "3 foundry",
      "4 CONFIG",
      "5 ui",
      "6 Hooks",
      "7 game",
      "8 game",
      "11 foundry",
      "13 canvas",
    ]);
    expect(checkLayers([{ path: "rules/venus/bad.ts", text: "export const user = () => game.user;" }])).toHaveLength(1);
  });

  it("does not mistake locals, properties, comments or strings for Foundry globals", () => {
    const text = [
      "/** Exposed as game.system.api.rules; see foundry.data.fields. */",
      "export function id(game: { id: string }): string {",
      "  return game.id;",
      "}",
      "export function first({ ui }: { ui: { x: number } }): number {",
      "  return ui.x;",
      "}",
      "export const label = 'CONFIG.Actor and Hooks.on';",
      "export const nested = (o: { game: { a: number } }) => o.game.a;",
      "export function loop(list: { game: number }[]): number {",
      "  let sum = 0;",
      "  for (const game of list) sum += game.game;",
      "  return sum;",
      "}",
    ].join("\n");
    expect(checkLayers([{ path: "rules/venus/good.ts", text }])).toEqual([]);
    // The same code in core or games is fine: they are Foundry adapters.
    expect(checkLayers([{ path: "core/x.ts", text: "export const u = () => game.user;" }])).toEqual([]);
  });
});
