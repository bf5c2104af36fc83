// Personae: example identities (packs/personae-identities) — Dunmore, the
// SRD's foppish noble from its unopposed-challenge example, and the locked
// door its "Obstacle as Identity" method describes. What the SRD gives is
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
  scene: { inEncounter: false, recoveryTried: false, recoveryWait: 0, relapse: false, violent: false },
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
  return withStats({ "personae-identities/dunmore.json": dunmore, "personae-identities/locked-door.json": lockedDoor });
}

if (isMain(import.meta.url)) {
  const packs = await writePackFiles(await generate());
  console.info(`wrote ${packs.join(", ")}`);
}
