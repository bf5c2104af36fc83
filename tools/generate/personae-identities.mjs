// Personae: example identities (packs/personae-identities) — Dunmore, the
// SRD's foppish noble from its unopposed-challenge example, the locked
// door its "Obstacle as Identity" method describes, the burglar who picks
// it, and the "big, hulking ogre with a wicked looking axe" its obstacles
// passage sets beside the door (a major adversary). What the SRD gives is
// kept (Dunmore's Prowess 3 and three-dice acrobatic skill; the door's
// vitality and shock and the Pick Lock challenge against it); the rest is
// filled in within the creation rules, as each document's notes say.
import { isMain, writePackFiles } from "../lib/pack-writer.mjs";
import { withStats } from "../lib/pack-stats.mjs";
import { stableId } from "../lib/stable-id.mjs";
import { creditHtml, escapeHtml, fullText, passageAfter, readSrdLines, slugify } from "./personae-seed.mjs";
import { FREE_SKILLS } from "./personae-traits.mjs";

const BASE = {
  kind: "character",
  toughness: "major",
  mode: "play",
  concept: "",
  pronouns: "",
  creationPoints: 10,
  vitalityBonus: 0,
  hits: 0,
  shock: 0,
  stabilised: false,
  inoperative: false,
  negated: false,
  criticals: 0,
  tally: { successes: 0, failures: 0 },
  development: { points: 0, earned: 0 },
  scene: { inEncounter: false, recoveryTried: false, recoveryWait: 0, relapse: false, violent: false, acted: false },
  lastShockBy: "",
  resources: { boost: 0, boostScenes: 0 },
  companionOf: "",
  notes: "",
};

function embedded(actorId, actorKey, name, type, system, index) {
  const _id = stableId(`${actorKey}/${slugify(name)}`);
  return {
    _id,
    _key: `!actors.items!${actorId}.${_id}`,
    name,
    type,
    img: type === "personaeSkill" ? "icons/svg/dice-target.svg" : "icons/svg/book.svg",
    system,
    effects: [],
    folder: null,
    sort: (index + 1) * 100000,
    ownership: { default: 0 },
    flags: {},
  };
}

const skill = (attribute, rating, free, description = "") => ({
  attribute,
  rating,
  unlocked: true,
  free,
  challenge: "",
  hits: 0,
  description,
});

function actor(key, name, img, system, items, sort) {
  const _id = stableId(key);
  return {
    _id,
    _key: `!actors!${_id}`,
    name,
    type: "personaeIdentity",
    img,
    system,
    items: items.map((it, i) => embedded(_id, key, it.name, it.type, it.system, i)),
    effects: [],
    folder: null,
    sort,
    ownership: { default: 0 },
    flags: {},
  };
}

export async function generate() {
  const text = fullText(await readSrdLines());
  const example = passageAfter(text, "Ex. A foppish noble", [" Obstacle as Identity:"]);
  const door = passageAfter(text, "The locked door identity", ["\nSubject", " Subject Matter Expertise:"]);
  const dunmore = actor(
    "personae-identities/dunmore",
    "Dunmore",
    "icons/svg/mystery-man.svg",
    {
      ...BASE,
      concept: "Foppish noble; athletic, at home in city-style terrain",
      attributes: { com: 2, cng: 2, res: 1, pro: 3, kno: 0, sta: 2 },
      priorities: { com: "second", cng: "first", res: "third", pro: "first", kno: "hindrance", sta: "second" },
      notes:
        `<p><strong>From the SRD's example:</strong> ${escapeHtml(`A foppish noble ${example}`)}</p>` +
        `<p>The SRD gives Dunmore's Prowess (3) and an acrobatic skill of three dice; his other attributes are filled in ` +
        `within the creation rules (10 creation points, the order of importance, Potential 1, threshold 3).</p>` +
        creditHtml(),
    },
    [
      ...FREE_SKILLS.map(([n, a]) => ({ name: n, type: "personaeSkill", system: skill(a, 2, true) })),
      {
        name: "Acrobatics",
        type: "personaeSkill",
        system: skill(
          "pro",
          3,
          false,
          "<p>His special acrobatic training: leaps, jumps and falls in city-style terrain.</p>",
        ),
      },
      {
        name: "Courtly tongue",
        type: "personaeSphere",
        system: { kind: "language", native: true, uses: 1, used: 0, dice: 1, contribution: 0, description: "" },
      },
    ],
    100000,
  );
  const lockedDoor = actor(
    "personae-identities/locked-door",
    "The locked door",
    "icons/svg/door-closed.svg",
    {
      ...BASE,
      kind: "object",
      toughness: "minor",
      concept: "An obstacle as an identity: its vitality is the quality of its lock",
      attributes: { com: 0, cng: 2, res: 0, pro: 0, kno: 0, sta: 2 },
      priorities: { com: "first", cng: "first", res: "second", pro: "second", kno: "third", sta: "hindrance" },
      notes:
        `<p><strong>From the SRD:</strong> ${escapeHtml(`The locked door identity ${door}`)}</p>` +
        `<p>Its attributes and its one skill are filled in as an example; set its difficulty by its Cunning and skill.</p>` +
        creditHtml(),
    },
    [
      {
        name: "Resist picking",
        type: "personaeSkill",
        system: skill("cng", 2, false, "<p>The lock answers a Pick Lock challenge.</p>"),
      },
    ],
    200000,
  );
  const ogreLine = passageAfter(text, "A locked door is just as much of a challenge as", [" In the case of"]);
  const burglarLine = passageAfter(text, "the vitality of a locked door might be", [" Sense within the fiction"]);
  const burglar = actor(
    "personae-identities/burglar",
    "The burglar",
    "icons/svg/mystery-man.svg",
    {
      ...BASE,
      concept: "A burglar who bypasses locks and fights with a knife when caught",
      attributes: { com: 2, cng: 3, res: 1, pro: 2, kno: 0, sta: 2 },
      priorities: { com: "second", cng: "first", res: "third", pro: "first", kno: "hindrance", sta: "second" },
      notes:
        `<p><strong>From the SRD:</strong> ${escapeHtml(`the vitality of a locked door might be ${burglarLine}`)}</p>` +
        `<p>The burglar the SRD names beside the locked door, built as an example character on 10 creation points ` +
        `(Potential 1, threshold 3): Pick Lock to challenge the door, a knife to fight.</p>` +
        creditHtml(),
    },
    [
      ...FREE_SKILLS.map(([n, a]) => ({ name: n, type: "personaeSkill", system: skill(a, 2, true) })),
      {
        name: "Pick Lock",
        type: "personaeSkill",
        system: {
          ...skill("cng", 3, false, "<p>Bypassing a lock's security: hits against a locked door's vitality.</p>"),
          challenge: "power",
          hits: 1,
        },
      },
      {
        name: "Knife",
        type: "personaeSkill",
        system: {
          ...skill("pro", 3, false, "<p>A knife in close quarters: an attack of one hit.</p>"),
          challenge: "attack",
          hits: 1,
        },
      },
      {
        name: "Thieves' cant",
        type: "personaeSphere",
        system: { kind: "language", native: true, uses: 1, used: 0, dice: 1, contribution: 0, description: "" },
      },
    ],
    300000,
  );
  const ogre = actor(
    "personae-identities/hulking-ogre",
    "The hulking ogre",
    "icons/svg/terror.svg",
    {
      ...BASE,
      kind: "supporting",
      toughness: "major",
      concept: "A big, hulking ogre with a wicked looking axe: a major adversary",
      attributes: { com: 1, cng: 1, res: 2, pro: 3, kno: 0, sta: 3 },
      priorities: { com: "second", cng: "third", res: "second", pro: "first", kno: "hindrance", sta: "first" },
      notes:
        `<p><strong>From the SRD:</strong> ${escapeHtml(`A locked door is just as much of a challenge as ${ogreLine}`)}</p>` +
        `<p>A major adversary (the whole shock track, as a character) filled in as an example: vitality 1 + STA 3 = 4, ` +
        `its axe an attack of one hit, the passive defences at two dice.</p>` +
        creditHtml(),
    },
    [
      {
        name: "Axe",
        type: "personaeSkill",
        system: {
          ...skill("pro", 3, false, "<p>The wicked looking axe: an attack of one hit.</p>"),
          challenge: "attack",
          hits: 1,
        },
      },
      { name: "Defend", type: "personaeSkill", system: skill("sta", 2, false) },
      { name: "Steel", type: "personaeSkill", system: skill("res", 2, false) },
      { name: "Counter", type: "personaeSkill", system: skill("com", 2, false) },
    ],
    400000,
  );
  return withStats({
    "personae-identities/dunmore.json": dunmore,
    "personae-identities/locked-door.json": lockedDoor,
    "personae-identities/burglar.json": burglar,
    "personae-identities/hulking-ogre.json": ogre,
  });
}

if (isMain(import.meta.url)) {
  const packs = await writePackFiles(await generate());
  console.info(`wrote ${packs.join(", ")}`);
}
