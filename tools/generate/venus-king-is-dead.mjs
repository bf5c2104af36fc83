// Venus Engine: "The King is Dead", the Evening Star playtest one-shot, as an
// adventure journal (packs/venus-adventures) for everyone and the
// Facilitator's secrets in a journal of their own (packs/venus-secrets, a pack
// players have no access to: inside a compendium Foundry judges a document by
// the pack's ownership, so a page's own NONE would not hide it). Pages follow
// the seed's own section headings; the pregenerated royals get a page of their
// own built from the Setup list. castFromSeed() exposes the cast as plain data so actors can
// be made from it once the actor schema exists.
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import {
  CREDIT,
  escapeHtml,
  jobUuid,
  journalEntry,
  lineIndex,
  plainText,
  readSeedLines,
  renderBlocks,
} from "./venus-seed.mjs";

const TITLE = "The King is Dead";
export const SECRETS_TITLE = "The King is Dead — The Facilitator's Pages";
/** The pack players cannot open (system.json: PLAYER and TRUSTED ownership NONE). */
export const SECRETS_PACK = "venus-secrets";
/** The line after the scenario: the (unreadable) character sheet begins. */
const SCENARIO_END = "EVENING STAR";

/**
 * Seed pages in order: `start` is the raw line the page's content begins at
 * (defaults to `name`, the seed's heading, which is then not repeated).
 * `gmOnly` pages are the scenario's secrets: the seed's own spoiler line
 * ("Do not read beyond here, unless you are the game's Facilitator…") opens
 * them, so everything from it on goes to the secrets journal in the
 * venus-secrets pack, which players cannot open (tools/lib/gm-only.mjs).
 * @type {{name: string, start?: string, level: number, gmOnly?: boolean}[]}
 */
const SEED_PAGES = [
  { name: "The Hook", level: 1 },
  { name: "Setup", level: 1 },
  { name: "Setting the Scene", level: 1 },
  { name: "Very Important Non-Player Characters", level: 1 },
  { name: "Arian", level: 2 },
  { name: "Dormadh", level: 2 },
  {
    name: "Arian as a Player Character?",
    start: "Spoilers: Do not read beyond here, unless you are the game's Facilitator or have played the game before!",
    level: 1,
    gmOnly: true,
  },
  { name: "The Whole Truth", level: 1, gmOnly: true },
  { name: "The King's Ritual", level: 1, gmOnly: true },
];

/**
 * The scene's VINPCs, as the seed's section "Very Important Non-Player
 * Characters" presents them (Arian, Dormadh): "The VINPCs in this scene are
 * listed on the player characters sheets." (venus-cast.mjs lists them.)
 */
export const SCENE_VINPCS = ["arian", "dormadh"];

/**
 * @typedef {object} CastMember
 * @property {string} key          stable key, e.g. "gwyn"
 * @property {string} name
 * @property {"royal" | "vinpc"} kind
 * @property {number | null} order  the Setup list's "order of importance" (royals only)
 * @property {string} role         as the seed words it ("first-born", "the king's wife (…)")
 * @property {string} trait        the one-word trait the Setup list gives (royals only, else "")
 * @property {string} notes        the rest of the Setup entry (royals) or the VINPC's description
 * @property {Record<string, never>} stats  the seed gives no abilities, calibers, jobs, lots or other figures
 */

/** @param {string[]} lines @param {string} start @param {string} end */
function between(lines, start, end) {
  return lines.slice(lineIndex(lines, start) + 1, lineIndex(lines, end));
}

/**
 * The five pregenerated royals and the VINPCs Arian and Dormadh, exactly as
 * the seed gives them (emphasis markers removed).
 * @param {string[]} [seedLines]
 * @returns {Promise<CastMember[]>}
 */
export async function castFromSeed(seedLines) {
  const lines = seedLines ?? (await readSeedLines());
  const setup = between(
    lines,
    "Setup",
    "Potential Content Warnings: Tragedy, Family Violence & Murder, Black Magic, Faeries, Drugs & Alcohol.",
  );
  /** @type {CastMember[]} */
  const cast = [];
  for (const line of setup) {
    const m = /^ - (\d)\. \*\*([^*]+)\*\*, (.*)$/.exec(line);
    if (!m) continue;
    const rest = m[3];
    const trait = /^(.*?) ([A-Z][a-z]+)\. (.*)$/.exec(rest);
    if (!trait) throw new Error(`unreadable royal: ${line}`);
    cast.push({
      key: m[2].toLowerCase(),
      name: m[2],
      kind: "royal",
      order: Number(m[1]),
      role: plainText(trait[1]),
      trait: trait[2],
      notes: plainText(trait[3]),
      stats: {},
    });
  }
  if (cast.length !== 5) throw new Error(`expected five royals, found ${cast.length}`);

  const npcLine = setup.find((l) => l.includes("**Arian**, the king's wife")) ?? "";
  const role = (/** @type {string} */ name) => {
    const m = new RegExp(`\\*\\*${name}\\*\\*, (.+?\\))`).exec(npcLine);
    if (!m) throw new Error(`no role for ${name}`);
    return plainText(m[1]);
  };
  const description = (/** @type {string} */ start, /** @type {string} */ end) =>
    plainText(
      between(lines, start, end)
        .filter((l) => l.trim())
        .join(" "),
    );
  cast.push(
    {
      key: "arian",
      name: "Arian",
      kind: "vinpc",
      order: null,
      role: role("Arian"),
      trait: "",
      notes: description("Arian", "Dormadh"),
      stats: {},
    },
    {
      key: "dormadh",
      name: "Dormadh",
      kind: "vinpc",
      order: null,
      role: role("Dormadh"),
      trait: "",
      notes: description("Dormadh", SEED_PAGES[6]?.start ?? ""),
      stats: {},
    },
  );
  return cast;
}

function titlePage() {
  return {
    name: TITLE,
    level: 1,
    content:
      `<p><em>— An Evening Star Playtest Scenario (v 0.2) —</em></p>` +
      `<p>A one-shot scenario for the Venus Engine, from the Evening Star playtest. The text says it is All ` +
      `Rights Reserved until the first major release, while stating that the core Venus Engine is meant to be ` +
      `${CREDIT.licence} (<a href="${CREDIT.licenceUrl}">${CREDIT.licenceName}</a>) and marking the Evening Star ` +
      `content ("everything else [evening_star]"), as this scenario is, as intended CC0 (public domain). ` +
      `The text has been reformatted for Foundry VTT; the ` +
      `page "Pregenerated Royals" gathers the Setup list into a table.</p>` +
      `<p>The scenario's secrets (from "Arian as a Player Character?" on, where the seed warns off the players) are in ` +
      `"${SECRETS_TITLE}", in the compendium only the Facilitator can open.</p>`,
  };
}

/** @param {CastMember[]} cast */
function royalsPage(cast) {
  const rows = cast
    .filter((c) => c.kind === "royal")
    .map(
      (c) =>
        `<tr><td>${c.order}</td><td><strong>${escapeHtml(c.name)}</strong></td><td>${escapeHtml(c.role)}</td>` +
        `<td>${escapeHtml(c.trait)}</td><td>${escapeHtml(c.notes)}</td></tr>`,
    )
    .join("");
  return {
    name: "Pregenerated Royals",
    level: 2,
    content:
      `<p>The player characters, in the Setup's order of importance (3–5 players take them in this order).</p>` +
      `<table><thead><tr><th>#</th><th>Name</th><th>Role</th><th>Trait</th><th>Notes</th></tr></thead>` +
      `<tbody>${rows}</tbody></table>` +
      `<p>The scenario refers to their character sheets, which are not part of the text: it gives no ability ` +
      `scores, calibers, jobs or other figures for them.</p>` +
      sheetsNote(),
  };
}

/** What the cast actors (venus-characters) carry from the scenario, and what it leaves out. */
function sheetsNote() {
  return (
    `<h3>On the character sheets</h3>` +
    `<p>"The VINPCs in this scene are listed on the player characters sheets": each royal's actor lists ` +
    `<strong>Arian</strong> and <strong>Dormadh</strong> as VINPCs, linked to their actors, with the Setup's own ` +
    `words for them as the relation. Favour is not ticked: each player rolls it before play (the VINPC row's ` +
    `favour button, a 50:50 chance), and Kismet too (the sheet's starting Lots and Ego buttons).</p>` +
    `<p>Left out, because the scenario does not state it: ability calibers and scores, jobs and levels, lifepaths, attributes, principles, assets, Lots and ` +
    `Ego; Melyn or Dhyr as a third VINPC ("Melyn or Dhyr may also be a VINPC if they are not players": add them ` +
    `at the table when they are played by the Facilitator); VINPCs on Arian's own sheet, whose "fully written ` +
    `character sheet" is not part of the text; and any relation beyond the Setup's words.</p>`
  );
}

function ritualSummary() {
  return (
    `<p><strong>Ritualist task, threshold 4</strong> — base threshold 1 + 3 relative difficulty factors ` +
    `(starting a new Job, the auspices of the occasion, Dhyr's phobia of moonlight). ` +
    `Job: @UUID[${jobUuid("ritualist")}]{Ritualist}.</p>`
  );
}

/** @returns {Promise<Record<string, object>>} */
export async function generate() {
  const lines = await readSeedLines();
  const end = lineIndex(lines, SCENARIO_END);
  const starts = SEED_PAGES.map((p) => lineIndex(lines, p.start ?? p.name, 0, end));
  const cast = await castFromSeed(lines);

  /** @type {import("./venus-seed.mjs").PageSpec[]} */
  const pages = [titlePage()];
  /** @type {import("./venus-seed.mjs").PageSpec[]} */
  const secrets = [titlePage()];
  SEED_PAGES.forEach((p, i) => {
    const from = starts[i] + (p.start ? 0 : 1);
    const body = lines.slice(from, starts[i + 1] ?? end).filter((l) => l !== p.name);
    let content = renderBlocks(body);
    if (p.name === "The King's Ritual") content = ritualSummary() + content;
    if (p.gmOnly) secrets.push({ name: p.name, level: p.level, content, gmOnly: true });
    else pages.push({ name: p.name, level: p.level, content });
    if (p.name === "Setup") pages.push(royalsPage(cast));
  });
  return withStats({
    "venus-adventures/the-king-is-dead.json": journalEntry("venus-adventures/the-king-is-dead", TITLE, pages),
    [`${SECRETS_PACK}/the-king-is-dead-secrets.json`]: journalEntry(
      `${SECRETS_PACK}/the-king-is-dead-secrets`,
      SECRETS_TITLE,
      secrets,
    ),
  });
}

if (isMain(import.meta.url)) await writePackFiles(await generate());
