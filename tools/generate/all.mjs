// npm run generate: rebuild every generated pack source from the source texts
// in tools/generate/sources/.
import { readdir } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { writePackFiles } from "../lib/pack-writer.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const generators = (await readdir(here)).filter(
  (f) => f.endsWith(".mjs") && f !== "all.mjs" && !f.endsWith("-seed.mjs"),
);
for (const file of generators.sort()) {
  const module = await import(pathToFileURL(join(here, file)).href);
  if (typeof module.generate !== "function") continue;
  const packs = await writePackFiles(await module.generate());
  console.info(`${file}: wrote ${packs.join(", ")}`);
}
