// Generates packs/wicked-age-characters and packs/wicked-age-strengths: the
// example characters of In a Wicked Age whose best interests the book
// prints — Amek, Bolu Ta (with Exorcism), Shahu Seen (with the power to
// inflame passions) and the priest Fa Il Shar from their printed sheets;
// Tajie, Mekha and Esan, who have no printed sheet, with the dice the book's
// fights give them and the rest of the book's set in the remaining forms
// (EXAMPLE_DICE) — and the book's two example particular strengths. Sheets
// and best interests are the book's text as printed; "Ba Il Shar" on the
// example sheet is Fa Il Shar (docs/games/wicked-age-rulings.md). Every
// token is linked to its sheet: the sheet is the character.
//
// Run: node tools/generate/wicked-age-characters.mjs
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";
import {
  boldToHtml,
  escapeHtml,
  parseBestInterests,
  parseExampleSheets,
  parseExampleStrengths,
  readSeedLines,
  SOURCE_CREDIT,
} from "./wicked-age-seed.mjs";

export const ACTORS = "wicked-age-characters";
export const STRENGTHS = "wicked-age-strengths";

const FORMS = ["covertly", "directly", "forMyself", "forOthers", "withLove", "withViolence"];
const NPC_FORMS = ["action", "maneuvering", "selfProtection"];
const OPTIONS = ["potent", "doublyPotent", "broad", "consequential", "unique", "farReaching"];

/** The sheet's misprinted name and the name the rest of the book uses. */
export const NAME_FIXES = { "Ba Il Shar": "Fa Il Shar" };

const slug = (name) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

function strengthSystem(s) {
  return {
    description: `<p>${boldToHtml(s.lines.first)}</p>`,
    effects: [s.lines.effects, s.lines.used, s.lines.significance].map((l) => `<p>${boldToHtml(l)}</p>`).join(""),
    form: s.form,
    secondForm: "",
    npcForm: s.npcForm,
    options: Object.fromEntries(OPTIONS.map((o) => [o, o === s.option])),
    consequentialForm: s.consequentialForm,
    consequentialNpcForm: s.consequentialNpcForm,
  };
}

function strengthDoc(s, index, parent) {
  const _id = stableId(parent ? `${ACTORS}/${parent}/${slug(s.name)}` : `${STRENGTHS}/${slug(s.name)}`);
  return {
    _id,
    _key: parent ? `!actors.items!${parent}.${_id}` : `!items!${_id}`,
    name: s.name,
    type: "wickedStrength",
    img: "icons/svg/aura.svg",
    system: strengthSystem(s),
    effects: [],
    folder: null,
    sort: (index + 1) * 100000,
    ownership: { default: 0 },
    flags: {},
  };
}

const CREDIT = `<p><em>${escapeHtml(SOURCE_CREDIT)}</em>: an example character of the book.</p>`;
const NO_SHEET =
  "<p>The book prints no sheet for this character: the dice its fights show are as the book gives them, the rest of the set in the other forms.</p>";

/**
 * The dice the book's fights give the characters it prints no sheet for
 * (docs/games/wicked-age-rulings.md, "Example characters without printed
 * sheets"): Mekha directly d8 and for myself d10 (the first fight), with love
 * d12 and covertly d6 (the horse camp); Tajie for myself d12 and covertly d8;
 * Esan maneuvering d10 + d6. The rest of the book's set fills the other forms.
 */
export const EXAMPLE_DICE = {
  Mekha: { covertly: 6, directly: 8, forMyself: 10, forOthers: 4, withLove: 12, withViolence: 6 },
  Tajie: { covertly: 8, directly: 6, forMyself: 12, forOthers: 4, withLove: 6, withViolence: 10 },
  Esan: { action: [12, 8], maneuvering: [10, 6], selfProtection: [6, 4] },
};

function formsOf(kind, printed) {
  if (kind === "character")
    return Object.fromEntries(FORMS.map((f) => [f, { die: printed?.[f] ?? 0, current: printed?.[f] ?? 0 }]));
  return Object.fromEntries(
    NPC_FORMS.map((f) => {
      const [high, low] = printed?.[f] ?? [0, 0];
      return [f, { high, low, highNow: high, lowNow: low }];
    }),
  );
}

/** @returns {Promise<Record<string, object>>} */
export async function generate() {
  const lines = await readSeedLines();
  const sheets = parseExampleSheets(lines).map((s) => ({ ...s, name: NAME_FIXES[s.name] ?? s.name }));
  const strengths = parseExampleStrengths(lines);
  const interests = parseBestInterests(lines);
  const files = {};
  strengths.forEach((s, i) => {
    if (s.die !== 8) throw new Error(`${s.name}: significance 1 without potency is a d8, the text says d${s.die}`);
    files[`${STRENGTHS}/${slug(s.name)}.json`] = strengthDoc(s, i, null);
  });
  interests.forEach((character, index) => {
    const sheet = sheets.find((s) => s.name === character.name);
    if (sheet && sheet.kind !== character.kind) throw new Error(`${character.name} is both a character and an NPC`);
    const _id = stableId(`${ACTORS}/${slug(character.name)}`);
    const strength = sheet?.strength
      ? strengths.find((s) => s.name.toLowerCase() === sheet.strength.toLowerCase())
      : undefined;
    if (sheet?.strength && !strength)
      throw new Error(`${character.name}'s strength "${sheet.strength}" is not printed`);
    const system = {
      description: sheet?.description ?? character.description,
      forms: formsOf(character.kind, sheet?.forms ?? EXAMPLE_DICE[character.name]),
      interests: character.interests,
      dead: false,
      ...(character.kind === "character" ? { parallels: [], firstChapter: 1, cameBack: 0 } : {}),
      notes: `${CREDIT}${sheet ? "" : NO_SHEET}`,
    };
    files[`${ACTORS}/${slug(character.name)}.json`] = {
      _id,
      _key: `!actors!${_id}`,
      name: character.name,
      type: character.kind === "npc" ? "wickedNpc" : "wickedCharacter",
      img: "icons/svg/mystery-man.svg",
      system,
      items: strength ? [strengthDoc(strength, 0, _id)] : [],
      effects: [],
      folder: null,
      sort: (index + 1) * 100000,
      prototypeToken: { name: character.name, actorLink: true },
      ownership: { default: 0 },
      flags: {},
    };
  });
  for (const sheet of sheets) {
    if (!interests.some((c) => c.name === sheet.name)) throw new Error(`${sheet.name}'s sheet has no best interests`);
  }
  return withStats(files);
}

if (isMain(import.meta.url)) await writePackFiles(await generate());
