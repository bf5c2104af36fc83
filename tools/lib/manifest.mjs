// Build the shipped manifest from system.json, package.json and template.json.
//
// template.json is our one declarative list of document sub-types and their
// HTML fields. v14 deprecates loading it and v16 drops it, so the build
// writes the same information into the manifest's `documentTypes` and does
// not ship template.json.

/**
 * @param {object} system  the source system.json
 * @param {object} pkg     package.json
 * @param {object} template template.json
 */
export function buildManifest(system, pkg, template) {
  const version = pkg.version;
  const release = pkg.config?.release ?? {};
  const fill = (s) => (typeof s === "string" ? s.replaceAll("{version}", version) : s);
  return {
    ...system,
    version,
    url: release.url ?? system.url,
    manifest: fill(release.manifest ?? system.manifest),
    download: fill(release.download ?? system.download),
    bugs: release.bugs ?? system.bugs,
    documentTypes: documentTypesFrom(template),
  };
}

/** template.json → manifest `documentTypes` ({Actor: {omega: {htmlFields: [...]}}}). */
export function documentTypesFrom(template) {
  const out = {};
  for (const [documentName, entry] of Object.entries(template)) {
    out[documentName] = {};
    for (const type of entry.types ?? []) {
      const declared = entry[type] ?? {};
      const config = {};
      if (declared.htmlFields?.length) config.htmlFields = [...declared.htmlFields];
      out[documentName][type] = config;
    }
  }
  return out;
}
