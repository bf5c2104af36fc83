// Checks on the built manifest (dist/system.json). Each returns a list of
// readable problems; an empty list passes. tests/checks/manifest.test.ts runs
// them on the real build and on broken fixtures.
import { existsSync, statSync } from "node:fs";
import { join } from "node:path";

/**
 * @param {object} manifest the built manifest
 * @param {string} distDir  the folder it sits in
 * @param {object} pkg      package.json
 * @param {{documentName: string, type: string, htmlFields: string[]}[]} models
 *        the sub-types registered with data models (from the game definitions)
 */
export function checkManifest(manifest, distDir, pkg, models) {
  const problems = [];
  if (manifest.id !== "story-engines") problems.push(`id is "${manifest.id}", expected "story-engines"`);
  if (manifest.version !== pkg.version)
    problems.push(`version ${manifest.version} differs from package.json's ${pkg.version}`);
  if (String(manifest.compatibility?.minimum) !== "13") problems.push("compatibility.minimum must be 13");
  if (String(manifest.compatibility?.verified) !== "14") problems.push("compatibility.verified must be 14");

  const paths = [
    ...(manifest.esmodules ?? []).map((p) => ["esmodules", p]),
    ...(manifest.styles ?? []).map((s) => ["styles", typeof s === "string" ? s : s.src]),
    ...(manifest.languages ?? []).map((l) => ["languages", l.path]),
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

/** HTML field paths of a spec's fields (relative to `system`). */
export function htmlFieldPaths(fields, prefix = "") {
  return Object.entries(fields).flatMap(([key, spec]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    if (spec.kind === "html") return [path];
    if (spec.kind === "schema") return htmlFieldPaths(spec.fields, path);
    return [];
  });
}
