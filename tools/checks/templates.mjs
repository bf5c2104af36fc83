// Checks on templates and strings:
//   - every template path named in code exists under templates/;
//   - every partial a template includes is one of our templates;
//   - every Handlebars helper a template calls is one Foundry registers or one we register;
//   - every localisation key used in templates and code exists in lang/en.json.
import Handlebars from "handlebars";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";

/** Handlebars' own block helpers. */
export const HANDLEBARS_BUILTINS = ["if", "unless", "each", "with", "lookup", "log"];

/**
 * Helpers Foundry v13/v14 registers (knowledge-base "Handlebars helpers" and
 * the way open-source systems' templates call them). `select` is left out on
 * purpose: v14 removed it (use selectOptions).
 */
export const FOUNDRY_HELPERS = [
  "localize",
  "selectOptions",
  "formInput",
  "formGroup",
  "formField",
  "numberFormat",
  "numberInput",
  "checked",
  "disabled",
  "editor",
  "concat",
  "ifThen",
  "eq",
  "ne",
  "lt",
  "gt",
  "lte",
  "gte",
  "and",
  "or",
  "not",
  "radioBoxes",
  "rangePicker",
  "colorPicker",
  "filePicker",
  "timeSince",
  "object",
  "json",
  "dataset",
];

const SYSTEM_PREFIX = "systems/story-engines/templates/";

export function listFiles(dir, ext) {
  const out = [];
  let entries = [];
  try {
    entries = readdirSync(dir);
  } catch {
    return out;
  }
  for (const entry of entries) {
    const full = join(dir, entry);
    if (statSync(full).isDirectory()) out.push(...listFiles(full, ext));
    else if (entry.endsWith(ext)) out.push(full);
  }
  return out.sort();
}

/** Flatten a nested lang object to dotted keys. */
export function flattenKeys(obj, prefix = "", out = new Set()) {
  for (const [k, v] of Object.entries(obj)) {
    const key = prefix ? `${prefix}.${k}` : k;
    if (v && typeof v === "object") flattenKeys(v, key, out);
    else out.add(key);
  }
  return out;
}

/** Walk a Handlebars AST, calling `visit` on every node. */
function walk(node, visit) {
  if (!node || typeof node !== "object") return;
  visit(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.forEach((v) => walk(v, visit));
    else if (value && typeof value === "object" && value.type) walk(value, visit);
  }
  if (node.program) walk(node.program, visit);
  if (node.inverse) walk(node.inverse, visit);
}

/** What one template uses: helpers called, partials included, literal lang keys. */
export function analyseTemplate(source) {
  const ast = Handlebars.parse(source);
  const helpers = new Set();
  const partials = new Set();
  const keys = new Set();
  walk(ast, (node) => {
    const isCall =
      node.type === "SubExpression" ||
      node.type === "BlockStatement" ||
      (node.type === "MustacheStatement" && ((node.params?.length ?? 0) > 0 || (node.hash?.pairs?.length ?? 0) > 0));
    if (isCall && node.path?.type === "PathExpression" && !node.path.data && node.path.parts.length === 1) {
      helpers.add(node.path.original);
    }
    if (
      (node.type === "PartialStatement" || node.type === "PartialBlockStatement") &&
      node.name?.type === "StringLiteral"
    ) {
      partials.add(node.name.value);
    }
    if (
      (node.type === "MustacheStatement" || node.type === "SubExpression") &&
      node.path?.original === "localize" &&
      node.params?.[0]?.type === "StringLiteral"
    ) {
      keys.add(node.params[0].value);
    }
    // A counted message (src/core/plural.ts): English needs its "one" and "other" forms.
    if (
      (node.type === "MustacheStatement" || node.type === "SubExpression") &&
      node.path?.original === "se-plural" &&
      node.params?.[0]?.type === "StringLiteral"
    ) {
      keys.add(`${node.params[0].value}.one`);
      keys.add(`${node.params[0].value}.other`);
    }
  });
  return { helpers, partials, keys };
}

const KEY_IN_CODE = /["'`]((?:STORY_ENGINES|TYPES)\.[A-Za-z0-9_.-]+[A-Za-z0-9_])["'`]/g;
const TEMPLATE_IN_CODE =
  /(?:templatePath\(\s*["'`]([^"'`$]+)["'`]\s*\)|["'`]systems\/story-engines\/templates\/([^"'`$]+)["'`])/g;

/**
 * @param {{root: string, ourHelpers: string[], extraKeys?: string[]}} options
 *   root: the repo (reads src/, templates/, lang/en.json);
 *   extraKeys: keys the code builds dynamically (field labels, setting names) that must exist too
 */
export function checkTemplatesAndStrings({ root, ourHelpers, extraKeys = [] }) {
  const problems = [];
  const templatesDir = join(root, "templates");
  const templateFiles = listFiles(templatesDir, ".hbs");
  const known = new Set(templateFiles.map((f) => relative(templatesDir, f).split("\\").join("/")));
  const helpers = new Set([...HANDLEBARS_BUILTINS, ...FOUNDRY_HELPERS, ...ourHelpers]);
  let lang = {};
  try {
    lang = JSON.parse(readFileSync(join(root, "lang", "en.json"), "utf8"));
  } catch (error) {
    problems.push(`lang/en.json: ${error.message}`);
  }
  const langKeys = flattenKeys(lang);

  for (const file of templateFiles) {
    const where = relative(root, file);
    let used;
    try {
      used = analyseTemplate(readFileSync(file, "utf8"));
    } catch (error) {
      problems.push(`${where}: does not parse (${error.message.split("\n")[0]})`);
      continue;
    }
    for (const helper of used.helpers) {
      if (!helpers.has(helper))
        problems.push(`${where}: uses helper "${helper}", which neither Foundry nor Story Engines registers`);
    }
    for (const partial of used.partials) {
      const rel = partial.startsWith(SYSTEM_PREFIX) ? partial.slice(SYSTEM_PREFIX.length) : null;
      if (!rel || !known.has(rel))
        problems.push(`${where}: includes partial "${partial}", which is not one of our templates`);
    }
    for (const key of used.keys) {
      if (!langKeys.has(key)) problems.push(`${where}: localisation key ${key} is missing from lang/en.json`);
    }
  }

  for (const file of listFiles(join(root, "src"), ".ts")) {
    const where = relative(root, file);
    const text = readFileSync(file, "utf8");
    for (const match of text.matchAll(TEMPLATE_IN_CODE)) {
      const rel = match[1] ?? match[2];
      if (rel && !known.has(rel)) problems.push(`${where}: names template ${rel}, which is not in templates/`);
    }
    for (const match of text.matchAll(KEY_IN_CODE)) {
      const key = match[1];
      // A key ending in "." is a prefix the code completes at run time.
      if (!langKeys.has(key) && !isPrefixOf(key, langKeys))
        problems.push(`${where}: localisation key ${key} is missing from lang/en.json`);
    }
  }
  for (const key of extraKeys) {
    if (!langKeys.has(key)) problems.push(`lang/en.json: missing ${key}`);
  }
  return problems;
}

/** A key used as a prefix (e.g. "STORY_ENGINES.FourColors.Force") is fine when keys live under it. */
function isPrefixOf(key, langKeys) {
  for (const k of langKeys) if (k.startsWith(`${key}.`)) return true;
  return false;
}
