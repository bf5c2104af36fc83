// Personae: the SRD as a journal (packs/personae-rules), one JournalEntry
// with a page per top-level section of the SRD (the sections under
// "The Measure Of An Identity", "Creating Personae Characters", "Playing A
// Personae Game" and "Moderating A Personae Game" nested one level deeper),
// opened by a Credits and Licence page: the SRD is CC BY 4.0, its "Fiction
// First" section adapted from The Book of Hanz under CC BY 3.0 Unported.
// The wording is the SRD's; only the three tables the extraction flattened
// are rebuilt (TABLES in personae-seed.mjs).
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { CREDIT, escapeHtml, journalEntry, readSrdLines, renderSection, sections } from "./personae-seed.mjs";

/** Sections nested under the one before them that opens a group. */
const PARENTS = new Set([
  "The Measure Of An Identity",
  "Creating Personae Characters",
  "Playing A Personae Game",
  "Moderating A Personae Game",
]);
const TOP_LEVEL_AFTER_GROUP = new Set([
  "Advancement",
  "Space And Time",
  "Distance And Location",
  "Supporting Characters",
]);

function creditPage(srdCredit) {
  return {
    name: "Credits and Licence",
    level: 1,
    content:
      `<h2>${CREDIT.title}</h2>` +
      `<p>${escapeHtml(srdCredit)}</p>` +
      `<p>This journal reproduces the SRD under <a href="${CREDIT.licenceUrl}">${CREDIT.licenceName}</a> ` +
      `(${CREDIT.licence}). Changes: the text is split into pages by its sections and reformatted for Foundry VTT; ` +
      `three tables whose cells the text extraction ran together are rebuilt; the web page's footer is left out. ` +
      `No wording is changed.</p>` +
      `<h2>The Book of Hanz</h2>` +
      `<p>The SRD's section “Fiction First” is condensed and paraphrased from ${escapeHtml(CREDIT.hanz)}, ` +
      `licensed under <a href="${CREDIT.hanzLicenceUrl}">${CREDIT.hanzLicenceName}</a> (${CREDIT.hanzLicence}).</p>` +
      `<p>Story Engines is not affiliated with Craig Hatler Games or Amazing Rando Design. How the system reads the SRD ` +
      `where it is ambiguous is documented in the system's docs/games/personae-rulings.md.</p>`,
  };
}

export async function generate() {
  const lines = await readSrdLines();
  const all = sections(lines);
  const head = all[0];
  if (!head || head.title !== "Personae SRD") throw new Error("the SRD does not open with its title");
  const credit = head.lines.find((l) => l.startsWith("Craig Hatler"));
  if (!credit) throw new Error("the SRD's credit line is missing");
  const pages = [creditPage(credit)];
  let nested = false;
  for (const section of all.slice(1)) {
    if (PARENTS.has(section.title)) nested = false;
    if (TOP_LEVEL_AFTER_GROUP.has(section.title)) nested = false;
    let content = renderSection(section.lines);
    if (section.title === "Fiction First") {
      content =
        `<p><em>Adapted by the SRD from ${escapeHtml(CREDIT.hanz)}, ${CREDIT.hanzLicenceName} (${CREDIT.hanzLicence}).</em></p>` +
        content;
    }
    pages.push({ name: section.title, level: nested ? 2 : 1, content });
    if (PARENTS.has(section.title)) nested = true;
  }
  if (pages.length < 20) throw new Error(`expected the SRD's sections, found ${pages.length - 1}`);
  const entry = journalEntry("personae-rules/srd", "Personae SRD (v3)", pages);
  return withStats({ "personae-rules/personae-srd.json": entry });
}

if (isMain(import.meta.url)) {
  const packs = await writePackFiles(await generate());
  console.info(`wrote ${packs.join(", ")}`);
}
