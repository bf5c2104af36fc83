// Checks that every button in a template is wired, and every handler has a button:
//   - ApplicationV2 classes (sheets, dialogs, menus): every `data-action="x"`
//     in the templates an application renders (its PARTS and their partials)
//     is one of its DEFAULT_OPTIONS.actions (or an action Foundry's own
//     classes handle), and every action it declares is used by one of them;
//   - chat cards, whose buttons are bound by a chat hook rather than by an
//     application: every value of the card's control attribute
//     (`data-venus-action="kiss"`) is one the listener handles, and every
//     value the listener handles is on the card (CHAT_CONTROLS below);
//   - a `data-action` in a template no application renders does nothing.
// It reads the sources with the TypeScript parser: `templatePath("…")` and
// constants naming templates, spreads of action objects from other modules.
import ts from "typescript";
import { readFileSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { analyseTemplate, listFiles } from "./templates.mjs";

const TEMPLATE_PREFIX = "systems/story-engines/templates/";

/**
 * Actions Foundry's own classes handle (the documented ApplicationV2 and
 * DocumentSheetV2 behaviour): a template may use them without declaring them.
 */
export const FOUNDRY_ACTIONS = {
  application: ["close", "tab", "toggleControls"],
  documentSheet: ["editImage", "configureSheet", "copyUuid"],
};

/**
 * Chat cards' controls: the attribute on the card's buttons and the module
 * whose chat hook handles them (reading `dataset.<attribute>`).
 */
export const CHAT_CONTROLS = [
  {
    template: "venus/dice/task-card.hbs",
    attribute: "data-venus-action",
    listener: "src/games/venus/dice/task-card-listeners.ts",
  },
  {
    template: "venus/dice/check-card.hbs",
    attribute: "data-venus-check-action",
    listener: "src/games/venus/dice/check-card-listeners.ts",
  },
  {
    template: "four-colors/cards/spend-card.hbs",
    attribute: "data-storypath-mark",
    listener: "src/games/four-colors/cards/storypath-hooks.ts",
  },
  {
    template: "four-colors/dice/stakes-card.hbs",
    attribute: "data-fc-stakes",
    listener: "src/games/four-colors/dice/stakes-listeners.ts",
  },
  {
    template: "personae/challenge/card.hbs",
    attribute: "data-personae-action",
    listener: "src/games/personae/challenge/card-listeners.ts",
  },
];

function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest, true);
}

function unwrap(node) {
  while (
    node &&
    (ts.isAsExpression(node) ||
      ts.isSatisfiesExpression(node) ||
      ts.isParenthesizedExpression(node) ||
      ts.isTypeAssertionExpression(node))
  )
    node = node.expression;
  return node;
}

function propertyName(name) {
  if (!name) return null;
  if (ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name)) return name.text;
  return null;
}

/** The modules under src/: top-level constants and imports, to follow names across files. */
function indexSources(root) {
  const modules = new Map();
  for (const file of listFiles(join(root, "src"), ".ts")) {
    if (file.endsWith(".d.ts")) continue;
    const source = parse(file);
    const constants = new Map();
    const imports = new Map();
    for (const statement of source.statements) {
      if (ts.isVariableStatement(statement)) {
        for (const decl of statement.declarationList.declarations) {
          if (ts.isIdentifier(decl.name) && decl.initializer) constants.set(decl.name.text, decl.initializer);
        }
      } else if (ts.isImportDeclaration(statement) && ts.isStringLiteral(statement.moduleSpecifier)) {
        const spec = statement.moduleSpecifier.text;
        if (!spec.startsWith(".")) continue;
        const target = resolve(dirname(file), spec.endsWith(".ts") ? spec : `${spec}.ts`);
        const bindings = statement.importClause?.namedBindings;
        if (bindings && ts.isNamedImports(bindings)) {
          for (const el of bindings.elements)
            imports.set(el.name.text, { file: target, name: (el.propertyName ?? el.name).text });
        }
      }
    }
    modules.set(file, { file, source, constants, imports });
  }
  return modules;
}

/** The expression a name stands for in `file` (a constant of its own or one it imports), or null. */
function lookupName(modules, file, name, seen = new Set()) {
  const key = `${file}#${name}`;
  if (seen.has(key)) return null;
  seen.add(key);
  const mod = modules.get(file);
  if (!mod) return null;
  if (mod.constants.has(name)) return { file, node: mod.constants.get(name) };
  const imported = mod.imports.get(name);
  return imported ? lookupName(modules, imported.file, imported.name, seen) : null;
}

/** A template path (relative to templates/) an expression evaluates to, or null. */
function templateOf(modules, file, expr) {
  const node = unwrap(expr);
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
    return node.text.startsWith(TEMPLATE_PREFIX) ? node.text.slice(TEMPLATE_PREFIX.length) : node.text;
  }
  if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === "templatePath") {
    const arg = node.arguments[0];
    return arg && (ts.isStringLiteral(arg) || ts.isNoSubstitutionTemplateLiteral(arg)) ? arg.text : null;
  }
  if (ts.isIdentifier(node)) {
    const found = lookupName(modules, file, node.text);
    return found ? templateOf(modules, found.file, found.node) : null;
  }
  // A property of a constant object: TEMPLATES.sheet
  if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression)) {
    const found = lookupName(modules, file, node.expression.text);
    const value = found ? objectProperty(found.node, node.name.text) : null;
    return value ? templateOf(modules, found.file, value) : null;
  }
  return null;
}

/** The parts of a PARTS object literal (following spreads of constants): [part id, its object]. */
function partsOf(modules, file, expr) {
  let node = unwrap(expr);
  if (node && ts.isIdentifier(node)) {
    const found = lookupName(modules, file, node.text);
    if (found) return partsOf(modules, found.file, found.node);
  }
  if (!node || !ts.isObjectLiteralExpression(node)) return null;
  const parts = [];
  for (const prop of node.properties) {
    if (ts.isSpreadAssignment(prop)) {
      const spread = partsOf(modules, file, prop.expression);
      if (!spread) return null;
      parts.push(...spread);
    } else
      parts.push({ file, id: propertyName(prop.name), value: ts.isPropertyAssignment(prop) ? prop.initializer : null });
  }
  return parts;
}

/** The keys of an object literal, following spreads of constants; unresolved spreads are reported. */
function objectKeys(modules, file, expr, problems, where) {
  const node = unwrap(expr);
  if (node && ts.isIdentifier(node)) {
    const found = lookupName(modules, file, node.text);
    if (found) return objectKeys(modules, found.file, found.node, problems, where);
  }
  if (!node || !ts.isObjectLiteralExpression(node)) {
    problems.push(`${where}: cannot read its actions (not an object literal)`);
    return [];
  }
  const keys = [];
  for (const prop of node.properties) {
    if (ts.isSpreadAssignment(prop)) keys.push(...objectKeys(modules, file, prop.expression, problems, where));
    else {
      const name = propertyName(prop.name);
      if (name !== null) keys.push(name);
    }
  }
  return keys;
}

function staticProperty(cls, name) {
  for (const member of cls.members) {
    if (
      ts.isPropertyDeclaration(member) &&
      member.modifiers?.some((m) => m.kind === ts.SyntaxKind.StaticKeyword) &&
      propertyName(member.name) === name
    )
      return member.initializer ?? null;
  }
  return null;
}

function objectProperty(expr, name) {
  const node = unwrap(expr);
  if (!node || !ts.isObjectLiteralExpression(node)) return null;
  for (const prop of node.properties) {
    if (ts.isPropertyAssignment(prop) && propertyName(prop.name) === name) return prop.initializer;
  }
  return null;
}

/** Every class with static PARTS: its templates and declared actions. */
function applications(root, modules, problems) {
  const apps = [];
  for (const mod of modules.values()) {
    const where = relative(root, mod.file).split("\\").join("/");
    const visit = (node) => {
      if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
        const parts = staticProperty(node, "PARTS");
        if (parts) {
          const name = node.name?.text ?? "(anonymous class)";
          const templates = [];
          const partList = partsOf(modules, mod.file, parts);
          if (!partList) problems.push(`${where}: ${name} has PARTS that cannot be read`);
          for (const part of partList ?? []) {
            const template = part.value ? objectProperty(part.value, "template") : null;
            const path = template ? templateOf(modules, part.file, template) : null;
            if (path) templates.push(path);
            else problems.push(`${where}: ${name}'s part "${part.id}" has a template that cannot be read`);
          }
          const options = staticProperty(node, "DEFAULT_OPTIONS");
          const actionsExpr = options ? objectProperty(options, "actions") : null;
          const actions = actionsExpr ? objectKeys(modules, mod.file, actionsExpr, problems, `${where}: ${name}`) : [];
          const heritage = node.heritageClauses?.map((h) => h.getText(mod.source)).join(" ") ?? "";
          const inherited = [
            ...FOUNDRY_ACTIONS.application,
            ...(/SheetV2\b/.test(heritage) ? FOUNDRY_ACTIONS.documentSheet : []),
          ];
          apps.push({ name, where, templates, actions, inherited });
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(mod.source);
  }
  return apps;
}

const COMMENT = /\{\{!--[\s\S]*?--\}\}|\{\{![\s\S]*?\}\}/g;

/** Values of `attribute` in a template, with line numbers. */
export function attributeValues(source, attribute) {
  const text = source.replace(COMMENT, (c) => c.replace(/[^\n]/g, " "));
  const out = [];
  const pattern = new RegExp(`\\s${attribute}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`, "g");
  for (const match of text.matchAll(pattern)) {
    out.push({ value: match[1] ?? match[2] ?? "", line: text.slice(0, match.index).split("\n").length });
  }
  return out;
}

/** A template and the partials it includes, recursively (relative to templates/). */
function closure(templatesDir, start, known) {
  const seen = new Set();
  const walk = (rel) => {
    if (seen.has(rel) || !known.has(rel)) return;
    seen.add(rel);
    const { partials } = analyseTemplate(readFileSync(join(templatesDir, rel), "utf8"));
    for (const partial of partials)
      if (partial.startsWith(TEMPLATE_PREFIX)) walk(partial.slice(TEMPLATE_PREFIX.length));
  };
  walk(start);
  return [...seen];
}

const camel = (attribute) => attribute.replace(/^data-/, "").replace(/-([a-z])/g, (_, c) => c.toUpperCase());

/**
 * The values a chat listener handles: the string literals that the value of
 * `dataset.<attribute>` (or the variable it is read into) is switched on or
 * compared with.
 */
function handledValues(file, attribute) {
  const source = parse(file);
  const prop = camel(attribute);
  const isRead = (n) =>
    ts.isPropertyAccessExpression(n) &&
    n.name.text === prop &&
    ts.isPropertyAccessExpression(n.expression) &&
    n.expression.name.text === "dataset";
  const names = new Set();
  let reads = 0;
  const findReads = (node) => {
    if (isRead(node)) {
      reads += 1;
      const parent = node.parent;
      if (parent && ts.isVariableDeclaration(parent) && ts.isIdentifier(parent.name)) names.add(parent.name.text);
    }
    ts.forEachChild(node, findReads);
  };
  findReads(source);
  const isValue = (n) => {
    const node = unwrap(n);
    return !!node && (isRead(node) || (ts.isIdentifier(node) && names.has(node.text)));
  };
  const literal = (n) => (n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n)) ? n.text : null);
  const values = new Set();
  const collect = (node) => {
    if (ts.isSwitchStatement(node) && isValue(node.expression)) {
      for (const clause of node.caseBlock.clauses)
        if (ts.isCaseClause(clause) && literal(clause.expression) !== null) values.add(literal(clause.expression));
    }
    if (
      ts.isBinaryExpression(node) &&
      [
        ts.SyntaxKind.EqualsEqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsEqualsToken,
        ts.SyntaxKind.EqualsEqualsToken,
        ts.SyntaxKind.ExclamationEqualsToken,
      ].includes(node.operatorToken.kind)
    ) {
      if (isValue(node.left) && literal(node.right) !== null) values.add(literal(node.right));
      if (isValue(node.right) && literal(node.left) !== null) values.add(literal(node.left));
    }
    ts.forEachChild(node, collect);
  };
  collect(source);
  return { values, bound: source.text.includes(`[${attribute}`), reads: reads > 0 };
}

/**
 * @param {{root: string, chatControls?: {template: string, attribute: string, listener: string}[]}} options
 * @returns {string[]} problems, one sentence each
 */
export function checkActions({ root, chatControls = CHAT_CONTROLS }) {
  const problems = [];
  const templatesDir = join(root, "templates");
  const known = new Set(listFiles(templatesDir, ".hbs").map((f) => relative(templatesDir, f).split("\\").join("/")));
  const sourceOf = (rel) => readFileSync(join(templatesDir, rel), "utf8");
  const modules = indexSources(root);
  const rendered = new Set();

  for (const app of applications(root, modules, problems)) {
    const templates = [...new Set(app.templates.flatMap((t) => closure(templatesDir, t, known)))];
    for (const t of app.templates)
      if (!known.has(t)) problems.push(`${app.where}: ${app.name} renders ${t}, which is not in templates/`);
    const declared = new Set(app.actions);
    const allowed = new Set([...app.actions, ...app.inherited]);
    const used = new Set();
    for (const rel of templates) {
      rendered.add(rel);
      for (const { value, line } of attributeValues(sourceOf(rel), "data-action")) {
        if (value.includes("{{")) {
          problems.push(`templates/${rel}:${line}: data-action="${value}" is computed, so it cannot be checked`);
          continue;
        }
        used.add(value);
        if (!allowed.has(value))
          problems.push(
            `templates/${rel}:${line}: data-action="${value}" is not an action of ${app.name} (${app.where})`,
          );
      }
    }
    for (const action of declared) {
      if (!used.has(action))
        problems.push(`${app.where}: ${app.name} declares action "${action}", which none of its templates uses`);
    }
  }

  const chatTemplates = new Map();
  for (const control of chatControls) {
    const templates = closure(templatesDir, control.template, known);
    if (!known.has(control.template)) problems.push(`chat card ${control.template} is not in templates/`);
    const listener = join(root, control.listener);
    let handled;
    try {
      handled = handledValues(listener, control.attribute);
    } catch (error) {
      problems.push(`${control.listener}: cannot read it (${error.message})`);
      continue;
    }
    if (!handled.bound)
      problems.push(`${control.listener}: never selects [${control.attribute}], so its buttons do nothing`);
    if (!handled.reads) problems.push(`${control.listener}: never reads dataset.${camel(control.attribute)}`);
    const used = new Set();
    for (const rel of templates) {
      chatTemplates.set(rel, [...(chatTemplates.get(rel) ?? []), control.attribute]);
      for (const { value, line } of attributeValues(sourceOf(rel), control.attribute)) {
        used.add(value);
        if (!handled.values.has(value))
          problems.push(
            `templates/${rel}:${line}: ${control.attribute}="${value}" is not handled by ${control.listener}`,
          );
      }
    }
    for (const value of handled.values) {
      if (!used.has(value))
        problems.push(
          `${control.listener}: handles ${control.attribute}="${value}", which ${control.template} never shows`,
        );
    }
  }

  const chatAttributes = new Set(chatControls.map((c) => c.attribute));
  for (const rel of known) {
    const source = sourceOf(rel);
    if (!rendered.has(rel)) {
      for (const { value, line } of attributeValues(source, "data-action"))
        problems.push(`templates/${rel}:${line}: data-action="${value}", but no application renders this template`);
    }
    for (const attribute of chatAttributes) {
      if ((chatTemplates.get(rel) ?? []).includes(attribute)) continue;
      for (const { value, line } of attributeValues(source, attribute))
        problems.push(
          `templates/${rel}:${line}: ${attribute}="${value}", but no chat listener handles it on this card`,
        );
    }
  }
  return problems;
}
