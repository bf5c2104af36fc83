// npm run package: build, then write the release — release/story-engines.zip
// (the system folder's contents) and release/system.json (the manifest with
// url/manifest/download filled from package.json's config.release).
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

/** Zip an existing build (dist) into outDir with its manifest beside it. */
export async function writeRelease(dist, out) {
  const manifest = JSON.parse(await readFile(join(dist, "system.json"), "utf8"));
  const files = [];
  for (const file of await walk(dist)) {
    const name = relative(dist, file).split("\\").join("/");
    if (!shipsInRelease(name)) continue;
    files.push({ name, data: await readFile(file) });
  }
  await mkdir(out, { recursive: true });
  await writeFile(join(out, "story-engines.zip"), zipFiles(files));
  await writeFile(join(out, "system.json"), `${JSON.stringify(manifest, null, 2)}\n`);
  return { files: files.map((f) => f.name), manifest };
}

export async function packageRelease() {
  await buildSystem({ quiet: true });
  const { files, manifest } = await writeRelease(join(ROOT, "dist"), join(ROOT, "release"));
  console.info(`release/story-engines.zip (${files.length} files) and release/system.json for ${manifest.version}.`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  packageRelease().catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  });
}
