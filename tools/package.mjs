// npm run package: build, then write a local zip — release/story-engines.zip
// (the system folder's contents) and release/system.json. A local zip says it
// is one and points at no release: its manifest has no `manifest` or
// `download` URL (Foundry then makes no update check against a release that
// does not exist) and its description says it is a local build.
// npm run package -- --release: the published release (the release workflow),
// its manifest with url/manifest/download filled from package.json's
// config.release.
import { mkdir, readFile, readdir, stat, writeFile } from "node:fs/promises";
import { join, relative } from "node:path";
import { buildSystem } from "./build.mjs";
import { ROOT } from "./lib/pack-writer.mjs";
import { zipFiles } from "./lib/zip.mjs";

async function walk(dir) {
  const out = [];
  for (const entry of await readdir(dir)) {
    const full = join(dir, entry);
    if ((await stat(full)).isDirectory()) out.push(...(await walk(full)));
    else out.push(full);
  }
  return out.sort();
}

/**
 * Whether a file of the build goes into the zip. Left out: source maps (the
 * build makes none, and the bundle names none), and LevelDB's per-process
 * files in compiled packs — `LOCK` (Foundry takes its own) and the
 * human-readable `LOG`/`LOG.old`, which carry the time of the build and so
 * would make every zip different. What stays of a pack (CURRENT, MANIFEST-*,
 * *.ldb, the empty *.log) is the same bytes for the same sources.
 * @param {string} name path inside dist/, with forward slashes
 */
export function shipsInRelease(name) {
  const base = name.split("/").pop() ?? name;
  if (name.endsWith(".map")) return false;
  if (name.startsWith("packs/") && ["LOCK", "LOG", "LOG.old"].includes(base)) return false;
  return true;
}

/** What a local build's manifest says of itself, after the system's description. */
export const LOCAL_BUILD_NOTE = "Local build, not a published release: Foundry checks no release for updates.";

/**
 * The manifest a zip carries: the build's own for a release; for a local
 * zip, the same without the release's `manifest` and `download` URLs and
 * with a description that says it is a local build.
 */
export function packagedManifest(built, { release = false } = {}) {
  if (release) return built;
  const { manifest: _manifest, download: _download, ...local } = built;
  return { ...local, description: `${built.description} ${LOCAL_BUILD_NOTE}` };
}

/**
 * Zip an existing build (dist) into outDir with its manifest beside it: a
 * local zip unless `release` (packagedManifest).
 */
export async function writeRelease(dist, out, { release = false } = {}) {
  const manifest = packagedManifest(JSON.parse(await readFile(join(dist, "system.json"), "utf8")), { release });
  const manifestText = `${JSON.stringify(manifest, null, 2)}\n`;
  const files = [];
  for (const file of await walk(dist)) {
    const name = relative(dist, file).split("\\").join("/");
    if (!shipsInRelease(name)) continue;
    files.push({ name, data: name === "system.json" ? Buffer.from(manifestText) : await readFile(file) });
  }
  await mkdir(out, { recursive: true });
  await writeFile(join(out, "story-engines.zip"), zipFiles(files));
  await writeFile(join(out, "system.json"), manifestText);
  return { files: files.map((f) => f.name), manifest };
}

export async function packageRelease({ release = false } = {}) {
  await buildSystem({ quiet: true });
  const { files, manifest } = await writeRelease(join(ROOT, "dist"), join(ROOT, "release"), { release });
  const kind = release ? "the release" : "a local build (no release URLs)";
  console.info(
    `release/story-engines.zip (${files.length} files) and release/system.json for ${manifest.version}, ${kind}.`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  packageRelease({ release: process.argv.includes("--release") }).catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
