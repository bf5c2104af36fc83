/**
 * Sample data for the gallery and the tests (pure): a young Heroic-tier
 * character with a few items, built the way the assembly rules describe.
 * The job texts are the D66 table's; the rest is illustrative.
 */
import { initialSystem } from "../../../schema";
import type { PlainItem } from "../data/common";
import { characterSpec, type VenusCharacterSystem } from "../data/character";
import { jobSpec } from "../data/job";
import { lifepathSpec } from "../data/lifepath";
import { attributeSpec } from "../data/attribute";
import { assetSpec } from "../data/asset";

export function sampleCharacterSystem(): VenusCharacterSystem {
  const base = initialSystem(characterSpec.fields) as unknown as VenusCharacterSystem;
  return {
    ...base,
    pronouns: "she/her",
    player: "Sam",
    tier: "heroic",
    background: "Sea people of the western isles; raised on a trireme",
    foreground: "Salt-bleached braids, tattooed forearms, a captain's stare",
    size: 2,
    age: 1,
    abilities: {
      app: { caliber: "bronze", score: 1 },
      res: { caliber: "silver", score: 1 },
      wit: { caliber: "bronze", score: 0 },
      end: { caliber: "bronze", score: 2 },
      fin: { caliber: "gold", score: 2 },
      swi: { caliber: "bronze", score: 2 },
    },
    capabilities: [
      // Grit: "Add Wits and Swiftness, divide by 4, + questionnaire answers" → ⌊(0+2)/4⌋ + 2 = 2.
      { name: "Grit", first: "wit", second: "swi", level: 0, yes: 2, override: false },
      // Set by hand (the marker shows): the formula would give Links ⌊App/2⌋ + 1 = 1.
      { name: "Links", first: "app", second: "app", level: 3, yes: 1, override: true },
    ],
    principles: {
      goals: ["I will take the captaincy before we reach port."],
      habits: ["Whenever the drums start, I take up the stroke and sing."],
      creeds: ["The sea keeps what it is owed."],
    },
    kismet: { lots: 3, ego: true, fidelity: 4 },
    vinpcs: [
      { name: "Old Haddo", relation: "Helmsman, my mentor", favor: true, uuid: "" },
      { name: "Cerys", relation: "Rival for the captaincy", favor: false, uuid: "" },
    ],
    special: "Stormcaller's Luck",
    platinumLeave: false,
    biography: "<p>Born below decks, she has never slept a night on land.</p>",
  };
}

const item = (
  id: string,
  name: string,
  type: string,
  fields: Parameters<typeof initialSystem>[0],
  system: Record<string, unknown>,
): PlainItem => ({
  id,
  name,
  type,
  img: "icons/svg/item-bag.svg",
  system: { ...initialSystem(fields), ...system },
});

export function sampleItems(): PlainItem[] {
  return [
    item("lp1", "Deckhand", "venusLifepath", lifepathSpec.fields, {
      scorePoint: { type: "PA", first: "", second: "" },
      caps: 6,
      attributes: ["Sea Legs", "Knots", "Calloused", "Superstitious", "[port]", "Drunkard"],
      jobs: ["Sailor", "Rower", "Acrobat"],
      assets: ["Rope", "Knife"],
      description: "<p>Years hauling line and oar.</p>",
    }),
    item("lp2", "Raider", "venusLifepath", lifepathSpec.fields, {
      scorePoint: { type: "pair", first: "end", second: "fin" },
      caps: 5,
      attributes: ["Ruthless", "Boarding", "Scarred"],
      jobs: ["Acrobat", "Warrior"],
      assets: ["Bronze sword"],
    }),
    item("j1", "Acrobat", "venusJob", jobSpec.fields, {
      ability: "fin",
      level: 3,
      exp: 2,
      // "some attributes can boost your level": Sea Legs adds 2, so a task rolls 5 dice.
      boost: { attribute: "Sea Legs", levels: 2 },
      specialties: [
        "Athletics",
        "Crowds",
        "Dancing",
        "Jumping",
        "[martial art]",
        "Stealth",
        "Patience",
        "Performance",
        "Traps",
      ],
      description:
        "<p>Jumping and twisting in mid-air to flip, roll, or performing other feats of gymnastics. Dancing, balancing, skating, vaulting across pitfalls and dodging traps, and other physical activities involving total body coordination. May also include contortionism and escape artist skills.</p>",
      d66: 54,
    }),
    item("j2", "Sailor", "venusJob", jobSpec.fields, { ability: "end", level: 2, exp: 1 }),
    item("j3", "Ritualist", "venusJob", jobSpec.fields, { ability: "res", level: 0, exp: 5 }),
    item("a1", "Sea Legs", "venusAttribute", attributeSpec.fields, { kind: "feature", acquisition: "free" }),
    item("a2", "Streets of Tyre", "venusAttribute", attributeSpec.fields, {
      kind: "specialty",
      acquisition: "discounted",
    }),
    item("a3", "Boarding", "venusAttribute", attributeSpec.fields, {
      kind: "gambit",
      acquisition: "discounted",
      description: "<p>Once per scene, when you leap between ships, an aiding ally's die explodes on a 6.</p>",
    }),
    item("a4", "Drunkard", "venusAttribute", attributeSpec.fields, { kind: "limit", acquisition: "discounted" }),
    item("s1", "Bronze sword", "venusAsset", assetSpec.fields, {
      kind: "vendible",
      acquisition: "free",
      tags: ["#weapon", "#tool"],
      worth: { dice: 2, caliber: "bronze" },
      fragile: true,
    }),
    item("s2", "Poppy tincture", "venusAsset", assetSpec.fields, {
      kind: "vendible",
      acquisition: "bought",
      tags: ["#consumable"],
      worth: { dice: 3, caliber: "copper" },
      finite: true,
      uses: 7,
    }),
    item("s3", "The Gull (a trireme share)", "venusAsset", assetSpec.fields, {
      kind: "capital",
      acquisition: "bought",
      tags: ["#vehicle", "#great"],
      worth: { dice: 1, caliber: "gold" },
    }),
  ];
}

export const SAMPLE_TEMPLATED_SPECIALTY = "[city]";

/**
 * The sample character mid-assembly with problems the sheet names: Wits
 * holds 4 points though only the age's 2 MA may land there, a job bought to
 * level 9 (caps buy 8 at most), and a free D66 job whose boosting attribute
 * is not on the sheet.
 */
export function sampleAssemblyProblems(): { system: VenusCharacterSystem; items: PlainItem[] } {
  const system = sampleCharacterSystem();
  return {
    system: { ...system, abilities: { ...system.abilities, wit: { caliber: "bronze", score: 4 } } },
    items: [
      ...sampleItems(),
      item("j4", "Mariner", "venusJob", jobSpec.fields, {
        ability: "end",
        level: 9,
        d66: 45,
        d66Start: true,
        boost: { attribute: "Tidecaller's Blessing", levels: 2 },
      }),
    ],
  };
}
