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

/** Zip an existing build (dist) into outDir with its manifest beside it. */
export async function writeRelease(dist, out) {
  const manifest = JSON.parse(await readFile(join(dist, "system.json"), "utf8"));
  const files = [];
  for (const file of await walk(dist)) {
    if (file.endsWith(".map")) continue; // source maps stay out of the release
    // LevelDB lock files are per process; Foundry makes its own.
    if (file.endsWith("LOCK")) continue;
    files.push({ name: relative(dist, file).split("\\").join("/"), data: await readFile(file) });
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
