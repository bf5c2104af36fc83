// Checks on the built manifest (dist/system.json). Each returns a list of
// readable problems; an empty list passes. tests/checks/manifest.test.ts runs
// them on the real build and on broken fixtures.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * @param {object} manifest the built manifest
 * @param {string} distDir  the folder it sits in
 * @param {object} pkg      package.json
 * @param {{documentName: string, type: string, htmlFields: string[], fields?: object}[]} models
 *        the sub-types registered with data models (from the game definitions;
 *        `fields`, the spec's fields, lets the token-bar check read them)
 */
export function checkManifest(manifest, distDir, pkg, models) {
  const problems = [];
  if (manifest.id !== "story-engines") problems.push(`id is "${manifest.id}", expected "story-engines"`);
  if (manifest.version !== pkg.version)
    problems.push(`version ${manifest.version} differs from package.json's ${pkg.version}`);
  problems.push(...checkCompatibility(manifest.compatibility));
  problems.push(...checkCombatAndTokens(manifest, models));

  const paths = [
    ...(manifest.esmodules ?? []).map((p) => ["esmodules", p]),
    ...(manifest.styles ?? []).map((s) => ["styles", typeof s === "string" ? s : s.src]),
    ...(manifest.languages ?? []).map((l) => ["languages", l.path]),
    // `license` names the licence file shipped beside the manifest (a URL is not checked).
    ...(manifest.license && !/^https?:/.test(manifest.license) ? [["license", manifest.license]] : []),
  ];
  for (const [field, path] of paths) {
    if (!existsSync(join(distDir, path))) problems.push(`${field}: ${path} is not in the build`);
  }
  for (const style of manifest.styles ?? []) {
    if (typeof style === "string" || style.layer !== "system")
      problems.push(`styles: ${style.src ?? style} should be {src, layer: "system"}`);
  }
  for (const pack of manifest.packs ?? []) {
    const dir = join(distDir, pack.path);
    if (!existsSync(dir) || !statSync(dir).isDirectory())
      problems.push(`packs: ${pack.name} has no compiled folder at ${pack.path}`);
    if (pack.system !== manifest.id) problems.push(`packs: ${pack.name} must name system "${manifest.id}"`);
  }
  if ("template.json" in (manifest ?? {})) problems.push("the manifest must not reference template.json");
  if (existsSync(join(distDir, "template.json"))) problems.push("template.json must not ship in dist/");

  // documentTypes ↔ registered data models, one to one.
  const declared = new Set();
  for (const [documentName, types] of Object.entries(manifest.documentTypes ?? {})) {
    for (const [type, config] of Object.entries(types)) {
      declared.add(`${documentName}.${type}`);
      const model = models.find((m) => m.documentName === documentName && m.type === type);
      if (!model) {
        problems.push(`documentTypes declares ${documentName}.${type} but no data model is registered for it`);
        continue;
      }
      const want = [...model.htmlFields].sort().join(",");
      const got = [...(config.htmlFields ?? [])].sort().join(",");
      if (want !== got)
        problems.push(`${documentName}.${type}: htmlFields [${got}] differ from the model's HTML fields [${want}]`);
    }
  }
  for (const model of models) {
    if (!declared.has(`${model.documentName}.${model.type}`)) {
      problems.push(`data model ${model.documentName}.${model.type} is not declared in documentTypes (template.json)`);
    }
  }
  return problems;
}

/** The first stable v13 build: a minimum below it would admit v13 prototypes and testing builds. */
export const FIRST_STABLE_V13 = 341;

/**
 * compatibility.minimum is a stable v13 build ("13.341" or later, not a bare
 * "13", which admits v13's prototype and testing builds); verified is v14
 * ("14" or a v14 build number).
 */
export function checkCompatibility(compatibility) {
  const problems = [];
  const minimum = String(compatibility?.minimum ?? "");
  const m = /^13\.(\d+)$/.exec(minimum);
  if (!m || Number(m[1]) < FIRST_STABLE_V13)
    problems.push(`compatibility.minimum "${minimum}" must be a stable v13 build (13.${FIRST_STABLE_V13} or later)`);
  const verified = String(compatibility?.verified ?? "");
  if (!/^14(\.\d+)?$/.test(verified)) problems.push(`compatibility.verified "${verified}" must be 14 or a v14 build`);
  return problems;
}

/**
 * Combat Tracker and token bars.
 * - `initiative` must be set: with none, Roll Initiative in the Combat Tracker
 *   has no formula to roll. None of the games has an initiative order, so the
 *   formula is a constant with no dice (docs/architecture.md, "Initiative and
 *   token bars").
 * - `primaryTokenAttribute` / `secondaryTokenAttribute`, when given, must name
 *   a {value, max} resource (or a number) that every Actor sub-type's spec has
 *   under `system`; models without `fields` are not checked.
 */
export function checkCombatAndTokens(manifest, models) {
  const problems = [];
  const initiative = manifest.initiative;
  if (typeof initiative !== "string" || initiative.trim() === "")
    problems.push("initiative must be set (a formula; Roll Initiative in the Combat Tracker rolls it)");
  else if (/\b\d*d(\d+|%|f)/i.test(initiative))
    problems.push(`initiative "${initiative}" rolls dice, but none of the games has an initiative order`);
  for (const key of ["primaryTokenAttribute", "secondaryTokenAttribute"]) {
    const path = manifest[key];
    if (path === undefined) continue;
    if (typeof path !== "string" || !path) {
      problems.push(`${key} must be a path under system (e.g. "resources.health")`);
      continue;
    }
    for (const model of models.filter((m) => m.documentName === "Actor" && m.fields)) {
      if (!isBarAttribute(model.fields, path.split(".")))
        problems.push(`${key} "${path}" is not a {value, max} resource or a number of Actor.${model.type}`);
    }
  }
  return problems;
}

function isBarAttribute(fields, [head, ...rest]) {
  const spec = fields?.[head];
  if (!spec) return false;
  if (rest.length) return spec.kind === "schema" && isBarAttribute(spec.fields, rest);
  if (spec.kind === "number") return true;
  return spec.kind === "schema" && spec.fields.value?.kind === "number" && spec.fields.max?.kind === "number";
}

/** HTML field paths of a spec's fields (relative to `system`). */
export function htmlFieldPaths(fields, prefix = "") {
  return Object.entries(fields).flatMap(([key, spec]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (spec.kind === "html") return [path];
    if (spec.kind === "schema") return htmlFieldPaths(spec.fields, path);
    return [];
  });
}
