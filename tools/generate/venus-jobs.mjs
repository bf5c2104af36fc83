// Venus Engine: the 36 D66 jobs as "job" Items (packs/venus-jobs) and the
// "D66 Jobs" RollTable linking to them (packs/venus-tables).
//
// A job's ability is the one in its own entry heading ("Acrobat (Fin)"); its
// place in the D66 table only decides its number (docs/games/venus-rulings.md): Commander
// (App) sits in the Res column, Alchemist and Engineer (Res) in the Wit column.
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";
import {
  creditHtml,
  escapeHtml,
  inlineHtml,
  jobId,
  jobUuid,
  lineIndex,
  parseJobs,
  readSeedLines,
} from "./venus-seed.mjs";

export const JOB_IMG = "icons/svg/item-bag.svg";
const TABLE_IMG = "icons/svg/d20-grey.svg";

/** @param {import("./venus-seed.mjs").SeedJob} job @param {number} index */
function jobItem(job, index) {
  const _id = jobId(job.slug);
  return {
    _id,
    _key: `!items!${_id}`,
    name: job.name,
    type: "venusJob",
    img: JOB_IMG,
    system: {
      ability: job.ability,
      secondAbility: job.secondAbility,
      level: 0,
      exp: 0,
      labels: [],
      description: `<p>${escapeHtml(job.description)}</p>`,
      specialties: job.specialties,
      notes: job.notes.map((n) => `<p>${inlineHtml(n)}</p>`).join(""),
      d66: job.d66,
      d66Start: false,
      boost: { attribute: "", levels: 0 },
    },
    effects: [],
    folder: null,
    sort: (index + 1) * 100000,
    ownership: { default: 0 },
    flags: {},
  };
}

/** @param {import("./venus-seed.mjs").SeedJob[]} jobs @param {string[]} lines */
function d66Table(jobs, lines) {
  const key = "venus-tables/d66-jobs";
  const _id = stableId(key);
  const howTo = lines[lineIndex(lines, "D66 Jobs") + 2] ?? "";
  return {
    _id,
    _key: `!tables!${_id}`,
    name: "D66 Jobs",
    img: TABLE_IMG,
    description: `<p>${inlineHtml(howTo)}</p>${creditHtml()}`,
    results: [...jobs]
      .sort((a, b) => a.d66 - b.d66)
      .map((job) => {
        const resultId = stableId(`${key}/${job.slug}`);
        return {
          _id: resultId,
          _key: `!tables.results!${_id}.${resultId}`,
          type: "document",
          name: job.name,
          img: JOB_IMG,
          description: "",
          documentUuid: jobUuid(job.slug),
          weight: 1,
          range: [job.d66, job.d66],
          drawn: false,
          flags: {},
        };
      }),
    formula: "1d6*10+1d6",
    replacement: true,
    displayRoll: true,
    folder: null,
    sort: 0,
    ownership: { default: 0 },
    flags: {},
  };
}

/** @returns {Promise<Record<string, object>>} */
export async function generate() {
  const lines = await readSeedLines();
  const jobs = parseJobs(lines);
  /** @type {Record<string, object>} */
  const files = {};
  jobs.forEach((job, i) => {
    files[`venus-jobs/${job.slug}.json`] = jobItem(job, i);
  });
  files["venus-tables/d66-jobs.json"] = d66Table(jobs, lines);
  return withStats(files);
}

if (isMain(import.meta.url)) await writePackFiles(await generate());
