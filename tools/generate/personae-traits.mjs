// Personae: the free skills (packs/personae-skills) and the SRD's example
// traits as templates (packs/personae-traits): its named enhancements with
// their identifiers and effects, the Fire globe preternae, and a sphere of
// each kind. Every description is the SRD's own passage, found by its label
// (fails loudly if the text changes); the mechanical fields follow the
// examples (e.g. Expert [Skill]: one more die) — docs/games/personae-rulings.md.
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";
import { creditHtml, escapeHtml, fullText, passageAfter, readSrdLines, sentence, slugify } from "./personae-seed.mjs";

/** The free skills, two for each attribute, as the SRD names them ("Attributes Explained"). */
export const FREE_SKILLS = [
  ["Argue", "com"],
  ["Counter", "com"],
  ["Prepare", "pro"],
  ["Assess", "pro"],
  ["Explore", "cng"],
  ["Discern", "cng"],
  ["Impose", "res"],
  ["Steel", "res"],
  ["Study", "kno"],
  ["Deduce", "kno"],
  ["Repel", "sta"],
  ["Defend", "sta"],
];

const ABBR = { com: "COM", pro: "PRO", cng: "CNG", res: "RES", kno: "KNO", sta: "STA" };

/**
 * The SRD's named example enhancements: label and the effect the system
 * gives them. None is marked Conditional: the SRD marks none of them (C),
 * and each Conditional limit would give a free upgrade. Misdirection
 * affords one follow-up, and its forced re-roll applies when the opponent
 * answers that follow-up ("when your opponent answers the follow-up
 * challenge, it must reroll").
 */
export const ENHANCEMENTS = [
  { name: "[Skill] Training", system: { effect: "addResult", amount: 1 } },
  { name: "Expert [Skill]", system: { effect: "addDie", amount: 1 } },
  { name: "[Skill] Focus", system: { effect: "reroll", amount: 1 } },
  { name: "Misdirection", system: { effect: "forceReroll", amount: 1, timing: "followUp", followUps: 1 } },
  { name: "Brutal [weapon Skill] Strike", system: { effect: "extraHit", amount: 1 } },
  { name: "Taunt", system: { effect: "none", amount: 1 } },
  { name: "Spread [Preternae]", system: { effect: "none", amount: 1 } },
  { name: "Horrific Wound", system: { effect: "none", amount: 1 } },
];

function item(pack, name, type, system, index, img) {
  const _id = stableId(`${pack}/${slugify(name)}`);
  return {
    _id,
    _key: `!items!${_id}`,
    name,
    type,
    img,
    system,
    effects: [],
    folder: null,
    sort: (index + 1) * 100000,
    ownership: { default: 0 },
    flags: {},
  };
}

/** The one line holding `fragment`, without its bullet. */
function lineWith(text, fragment) {
  const found = text.split("\n").filter((l) => l.includes(fragment));
  if (found.length !== 1) throw new Error(`SRD line with ${JSON.stringify(fragment)} occurs ${found.length} times`);
  return (found[0] ?? "").replace(/^\s*•\s*/, "").trim();
}

const para = (text) => `<p>${escapeHtml(text)}</p>`;
/** A passage of several lines (bullets included) as paragraphs. */
const paragraphs = (text) =>
  text
    .split("\n")
    .map((l) => l.replace(/^\s*•\s*/, "").trim())
    .filter((l) => l !== "")
    .map(para)
    .join("");

function skills(text) {
  return FREE_SKILLS.map(([name, attribute], i) => {
    const pair = FREE_SKILLS.find(([other, a]) => a === attribute && other !== name)?.[0] ?? "";
    const first = FREE_SKILLS.findIndex(([, a]) => a === attribute) === i ? name : pair;
    const second = first === name ? pair : name;
    const unlocked = sentence(text, `The ${first} and ${second} skills are automatically unlocked`);
    const defence = ["Counter", "Steel", "Defend"].includes(name)
      ? lineWith(text, `${ABBR[attribute]} is added to a defender's ${name} skill`)
      : null;
    return item(
      "personae-skills",
      name,
      "personaeSkill",
      {
        attribute,
        rating: 2,
        unlocked: true,
        free: true,
        challenge: "",
        hits: 0,
        description: para(unlocked) + (defence ? para(defence) : "") + creditHtml(),
      },
      i,
      "icons/svg/dice-target.svg",
    );
  });
}

function traits(text) {
  const out = ENHANCEMENTS.map((e, i) =>
    item(
      "personae-traits",
      e.name,
      "personaeEnhancement",
      {
        background: false,
        conditions: e.system.conditions ?? 0,
        superior: false,
        exceptional: false,
        upgrades: 0,
        companion: false,
        effect: e.system.effect,
        amount: e.system.amount,
        timing: e.system.timing ?? "roll",
        followUps: e.system.followUps ?? 0,
        skill: "",
        description: para(passageAfter(text, `${e.name}: `)) + creditHtml(),
      },
      i,
      "icons/svg/upgrade.svg",
    ),
  );
  const fire = passageAfter(text, 'A preternae called "Fire globe": ', ["\n"]);
  out.push(
    item(
      "personae-traits",
      "Fire globe",
      "personaePreternae",
      {
        duration: "I",
        skill: "Channel",
        challenge: "attack",
        targets: 1,
        hits: 1,
        followUps: 0,
        upgrades: 0,
        description: para(fire) + creditHtml(),
      },
      ENHANCEMENTS.length,
      "icons/svg/fire.svg",
    ),
  );
  const spheres = [
    { name: "Language", kind: "language", label: "Languages: ", until: ["\nExpertise: "] },
    { name: "Expertise", kind: "expertise", label: "\nExpertise: ", until: [" Resources: "] },
    { name: "Resource", kind: "resource", label: " Resources: ", until: ["\nCost Rating"] },
  ];
  spheres.forEach((s, i) => {
    out.push(
      item(
        "personae-traits",
        s.name,
        "personaeSphere",
        {
          kind: s.kind,
          native: false,
          uses: 1,
          used: 0,
          dice: 1,
          contribution: s.kind === "resource" ? 1 : 0,
          description: paragraphs(passageAfter(text, s.label, s.until)) + creditHtml(),
        },
        ENHANCEMENTS.length + 1 + i,
        "icons/svg/book.svg",
      ),
    );
  });
  return out;
}

export async function generate() {
  const text = fullText(await readSrdLines());
  const files = {};
  for (const doc of skills(text)) files[`personae-skills/${slugify(doc.name)}.json`] = doc;
  for (const doc of traits(text)) files[`personae-traits/${slugify(doc.name)}.json`] = doc;
  return withStats(files);
}

if (isMain(import.meta.url)) {
  const packs = await writePackFiles(await generate());
  console.info(`wrote ${packs.join(", ")}`);
}
