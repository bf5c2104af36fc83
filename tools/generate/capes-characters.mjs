// Capes: the example of play's characters as Capes actors
// (packs/capes-characters), heroes and opponents, with their abilities as
// embedded items. Written by hand in capes-data.mjs (Capes Lite's text is
// not kept in the repository); every field carries its citation, in the
// document's flags (`flags["story-engines"].capesSources`: field path →
// citation) and in its description.
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";
import { CHARACTERS, CREDIT, cite } from "./capes-data.mjs";
import { escapeHtml } from "./venus-seed.mjs";

export const PACK = "capes-characters";
const SLOTS = ["justice", "truth", "love", "hope", "duty"];
const IMG = "icons/svg/mystery-man.svg";
const ABILITY_IMG = {
  power: "icons/svg/lightning.svg",
  attitude: "icons/svg/eye.svg",
  trope: "icons/svg/book.svg",
  skill: "icons/svg/target.svg",
};
const TYPE_NAME = { power: "Power", attitude: "Attitude", trope: "Trope", skill: "Skill" };

export const actorId = (key) => stableId(`${PACK}/${key}`);
export const actorUuid = (key) => `Compendium.story-engines.${PACK}.Actor.${actorId(key)}`;

function sourcesHtml(sources) {
  const rows = Object.entries(sources).map(
    ([field, citation]) => `<li><code>${escapeHtml(field)}</code> — ${escapeHtml(citation)}</li>`,
  );
  return `<h3>Sources</h3><ul>${rows.join("")}</ul>`;
}

function drives(character) {
  return Object.fromEntries(
    SLOTS.map((slot) => {
      const [value = 1, debt = 0, name = "", exemplar = "", exemplarKey = ""] = character.drives[slot] ?? [];
      return [
        slot,
        { name, value, debt, exemplar: { name: exemplar, uuid: exemplarKey ? actorUuid(exemplarKey) : "" } },
      ];
    }),
  );
}

function ability(character, row, index) {
  const [name, type, level, superPowered] = row;
  const _id = stableId(`${PACK}/${character.key}/${name}`);
  const source = character.sources.items;
  return {
    _id,
    _key: `!actors.items!${actorId(character.key)}.${_id}`,
    name,
    type: "capesAbility",
    img: ABILITY_IMG[type],
    system: {
      abilityType: type,
      level,
      superPowered,
      blocked: false,
      usedThisPage: false,
      description: `<p>${escapeHtml(character.name)}'s ${TYPE_NAME[type]}, level ${level}${type === "trope" ? (superPowered ? ", super-powered" : ", not super-powered") : ""}.</p><p><em>${escapeHtml(source)}</em></p>`,
    },
    effects: [],
    folder: null,
    sort: (index + 1) * 100000,
    ownership: { default: 0 },
    flags: {
      "story-engines": { capesSources: { name: source, "system.level": source, "system.abilityType": source } },
    },
  };
}

function actor(character, index) {
  const _id = actorId(character.key);
  const description =
    `<p><strong>${escapeHtml(character.name)}</strong>: ${escapeHtml(character.concept)}</p>` +
    character.notes.map((n) => `<p>${escapeHtml(n)}</p>`).join("") +
    sourcesHtml({ ...character.sources, credit: cite("the whole example of play", "names and numbers only") }) +
    `<p><em>${CREDIT}</em></p>`;
  return {
    _id,
    _key: `!actors!${_id}`,
    name: character.name,
    type: "capesHero",
    img: IMG,
    system: { kind: character.kind, concept: character.concept, drives: drives(character), description },
    items: character.abilities.map((row, i) => ability(character, row, i)),
    effects: [],
    folder: null,
    sort: (index + 1) * 100000,
    ownership: { default: 0 },
    flags: { "story-engines": { capesSources: character.sources } },
    prototypeToken: { name: character.name, actorLink: true },
  };
}

/** @returns {Promise<Record<string, object>>} */
export async function generate() {
  return withStats(Object.fromEntries(CHARACTERS.map((c, i) => [`${PACK}/${c.key}.json`, actor(c, i)])));
}

if (isMain(import.meta.url)) await writePackFiles(await generate());
