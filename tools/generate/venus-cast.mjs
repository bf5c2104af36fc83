// Venus Engine: the cast of "The King is Dead" as Venus character actors
// (packs/venus-characters). The seed gives each royal a role, a one-word
// trait and a line of notes, and describes the VINPCs Arian and Dormadh; it
// gives no abilities, calibers, jobs or other figures. So every actor carries
// the character's initial (default) statistics and the seed's words only:
//   role  → background  (what is improbable to change: "first-born", "twin of Oren")
//   trait → foreground  (outward personality: "Austere", "Jealous")
//   notes → biography   (HTML; plus the seed's note that no figures are given)
// and what the scenario states for play:
//   - "The VINPCs in this scene are listed on the player characters sheets":
//     each royal lists Arian and Dormadh (the scene's VINPCs), linked to their
//     actors, the relation being the Setup's own words for them, favour not
//     yet rolled ("Each player should roll their Favor with each … before play");
//   nothing from the book's spoiler part (a player reads this pack): Dhyr's
//   Limit, named only in the King's Ritual, is the FC's to add at the table.
// Arian and Dormadh are Venus characters too (the seed says Arian "has a fully
// written character sheet" and may be offered to a sixth player); their role
// goes to the background and their description to the biography. What the
// scenario leaves open is said in the adventure journal (venus-king-is-dead.mjs).
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";
import { castFromSeed, SCENE_VINPCS } from "./venus-king-is-dead.mjs";
import { creditHtml, escapeHtml } from "./venus-seed.mjs";

export const PACK = "venus-characters";
const IMG = "icons/svg/mystery-man.svg";

/** The character's initial system data (src/games/venus/data/character.ts; a test keeps the two equal). */
export function initialCharacterSystem() {
  const ability = () => ({ caliber: "bronze", score: 0 });
  return {
    pronouns: "",
    player: "",
    tier: "public",
    background: "",
    foreground: "",
    size: 2,
    age: 1,
    abilities: { app: ability(), res: ability(), wit: ability(), end: ability(), fin: ability(), swi: ability() },
    capabilities: [],
    principles: { goals: [], habits: [], creeds: [] },
    kismet: { lots: 0, ego: false, fidelity: 0 },
    vinpcs: [],
    special: "",
    platinumLeave: false,
    biography: "",
  };
}

const NO_FIGURES =
  "<p><em>The King is Dead</em> gives no ability scores, calibers, jobs or other figures for this character: " +
  "the statistics here are the defaults. Assemble them with the table before play.</p>";

/** @param {string} key */
const actorId = (key) => stableId(`${PACK}/${key}`);

/** The Actor link of a cast member in this pack. @param {string} key */
export const castUuid = (key) => `Compendium.story-engines.${PACK}.Actor.${actorId(key)}`;

/**
 * The scene's VINPCs as a royal's sheet lists them: name, the Setup's words
 * for them as the relation, favour unrolled, linked to their actor.
 * @param {import("./venus-king-is-dead.mjs").CastMember[]} cast
 */
function sceneVinpcs(cast) {
  return SCENE_VINPCS.map((key) => {
    const member = cast.find((c) => c.key === key);
    if (!member) throw new Error(`no VINPC ${key} in the cast`);
    return { name: member.name, relation: member.role, favor: false, uuid: castUuid(key) };
  });
}

/**
 * @param {import("./venus-king-is-dead.mjs").CastMember} member @param {number} index
 * @param {import("./venus-king-is-dead.mjs").CastMember[]} cast
 */
function actor(member, index, cast) {
  const _id = actorId(member.key);
  const lead =
    member.kind === "royal"
      ? `<p><strong>${escapeHtml(member.name)}</strong>, ${escapeHtml(member.role)}. <em>${escapeHtml(member.trait)}.</em></p>`
      : `<p><strong>${escapeHtml(member.name)}</strong>, ${escapeHtml(member.role)}. A VINPC in <em>The King is Dead</em>.</p>`;
  return {
    _id,
    _key: `!actors!${_id}`,
    name: member.name,
    type: "venusCharacter",
    img: IMG,
    system: {
      ...initialCharacterSystem(),
      background: member.role,
      foreground: member.trait,
      vinpcs: member.kind === "royal" ? sceneVinpcs(cast) : [],
      biography: `${lead}<p>${escapeHtml(member.notes)}</p>${NO_FIGURES}${creditHtml()}`,
    },
    items: [],
    effects: [],
    folder: null,
    sort: (index + 1) * 100000,
    ownership: { default: 0 },
    flags: {},
  };
}

/** @returns {Promise<Record<string, object>>} */
export async function generate() {
  const cast = await castFromSeed();
  return withStats(Object.fromEntries(cast.map((member, i) => [`${PACK}/${member.key}.json`, actor(member, i, cast)])));
}

if (isMain(import.meta.url)) await writePackFiles(await generate());
