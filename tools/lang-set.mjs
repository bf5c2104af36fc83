// Merge strings into lang/en.json: `node tools/lang-set.mjs part.json`
// deep-merges the JSON object in part.json (same nesting as en.json) and
// writes en.json back sorted as it was. Lets several people add strings
// without hand-editing one large file at the same moment.
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { ROOT } from "./lib/pack-writer.mjs";

function merge(into, from) {
  for (const [key, value] of Object.entries(from)) {
    if (value && typeof value === "object" && !Array.isArray(value)) {
      if (typeof into[key] !== "object" || into[key] === null) into[key] = {};
      merge(into[key], value);
    } else {
      into[key] = value;
    }
  }
  return into;
}

const file = join(ROOT, "lang", "en.json");
const part = JSON.parse(readFileSync(process.argv[2], "utf8"));
const lang = merge(JSON.parse(readFileSync(file, "utf8")), part);
writeFileSync(file, `${JSON.stringify(lang, null, 2)}\n`);
console.info(`Merged ${process.argv[2]} into lang/en.json.`);
