// Capes: the example of play's two Scenes as journal entries
// (packs/capes-scenes): the Complications with their starting dice, the cast
// with Prominence, side and narrator, the Victory Target, and notes — each
// line with its citation. Written by hand in capes-data.mjs; the structured
// set-up sits in `flags["story-engines"].capesScene` for the Editor to copy
// onto a board (docs/games/capes.md).
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";
import { CHARACTERS, CREDIT, SCENES } from "./capes-data.mjs";
import { actorUuid } from "./capes-characters.mjs";
import { escapeHtml } from "./venus-seed.mjs";

export const PACK = "capes-scenes";

const nameOf = (key) => CHARACTERS.find((c) => c.key === key)?.name ?? key;

function page(entryId, key, name, content, sort) {
  const _id = stableId(`${PACK}/${key}`);
  return {
    _id,
    _key: `!journal.pages!${entryId}.${_id}`,
    name,
    type: "text",
    title: { show: true, level: 1 },
    text: { format: 1, content },
    sort,
    ownership: { default: -1 },
    flags: {},
    category: null,
  };
}

function entry(scene, index) {
  const _id = stableId(`${PACK}/${scene.key}`);
  const complications = scene.complications
    .map(
      (c) =>
        `<tr><td>${escapeHtml(c.name)}${c.later ? " (later)" : ""}</td><td>${c.heroes}</td><td>${c.opponents}</td><td>${escapeHtml(c.source)}</td></tr>`,
    )
    .join("");
  const cast = scene.cast
    .map(
      (c) =>
        `<tr><td>@UUID[${actorUuid(c.character)}]{${escapeHtml(nameOf(c.character))}}</td><td>${c.faction === "heroes" ? "Heroes" : "Opponents"}</td><td>${c.prominence}</td><td>${escapeHtml(c.narrator)}</td><td>${escapeHtml(c.source)}</td></tr>`,
    )
    .join("");
  const stakes = (scene.stakes ?? [])
    .map(
      (st) =>
        `<tr><td>${escapeHtml(st.complication)}</td><td>@UUID[${actorUuid(st.character)}]{${escapeHtml(nameOf(st.character))}}</td><td>${st.count}</td><td>${escapeHtml(st.source)}</td></tr>`,
    )
    .join("");
  const heroes = scene.cast.filter((c) => c.faction === "heroes").reduce((n, c) => n + c.prominence, 0);
  const opponents = scene.cast.filter((c) => c.faction === "opponents").reduce((n, c) => n + c.prominence, 0);
  const setup =
    `<h2>Complications</h2><table><thead><tr><th>Complication</th><th>Heroes' die</th><th>Opponents' die</th><th>Source</th></tr></thead><tbody>${complications}</tbody></table>` +
    `<h2>Characters</h2><table><thead><tr><th>Character</th><th>Side</th><th>Prominence</th><th>Narrated by</th><th>Source</th></tr></thead><tbody>${cast}</tbody></table>` +
    (stakes
      ? `<h2>Stakes made earlier</h2><table><thead><tr><th>Complication</th><th>Staked by</th><th>Tokens</th><th>Source</th></tr></thead><tbody>${stakes}</tbody></table>`
      : "") +
    `<p>Prominence: heroes ${heroes}, opponents ${opponents}. Victory Target: ${scene.target}.</p>`;
  const notes = `<ul>${scene.notes.map(([text, source]) => `<li>${escapeHtml(text)} <em>(${escapeHtml(source)})</em></li>`).join("")}</ul><p><em>${CREDIT}</em></p>`;
  return {
    _id,
    _key: `!journal!${_id}`,
    name: scene.name,
    pages: [
      page(_id, `${scene.key}/setup`, "Set-up", setup, 100000),
      page(_id, `${scene.key}/notes`, "Notes and sources", notes, 200000),
    ],
    categories: [],
    folder: null,
    sort: (index + 1) * 100000,
    ownership: { default: 0 },
    flags: {
      "story-engines": {
        capesScene: {
          target: scene.target,
          complications: scene.complications.map(({ name, heroes: h, opponents: o, later }) => ({
            name,
            heroes: h,
            opponents: o,
            later: later === true,
          })),
          stakes: (scene.stakes ?? []).map((st) => ({
            complication: st.complication,
            actorUuid: actorUuid(st.character),
            drive: st.drive,
            count: st.count,
          })),
          cast: scene.cast.map((c) => ({
            actorUuid: actorUuid(c.character),
            faction: c.faction,
            prominence: c.prominence,
            narrator: c.narrator,
          })),
        },
      },
    },
  };
}

/** @returns {Promise<Record<string, object>>} */
export async function generate() {
  return withStats(Object.fromEntries(SCENES.map((s, i) => [`${PACK}/${s.key}.json`, entry(s, i)])));
}

if (isMain(import.meta.url)) await writePackFiles(await generate());
