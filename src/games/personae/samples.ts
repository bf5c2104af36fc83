/**
 * Sample identities and items for the gallery, the tests and the Quench
 * self-tests (pure): Dunmore, the SRD's foppish noble (his Prowess 3 and a
 * three-dice acrobatic skill are the SRD's; the rest is filled in within
 * the creation rules), a watch captain, a locked door, a new character.
 */
import { initialSystem } from "../../schema";
import { personae } from "../../rules";
import type { PlainItem } from "./data/common";
import { ITEM_TYPES } from "./data/common";
import { identitySpec, type PersonaeIdentitySystem } from "./data/identity";
import { enhancementSpec, preternaeSpec, skillSpec, sphereSpec } from "./data/items";

export function sampleIdentity(changes: Partial<PersonaeIdentitySystem> = {}): PersonaeIdentitySystem {
  return { ...(initialSystem(identitySpec.fields) as unknown as PersonaeIdentitySystem), ...changes };
}

/** A stable 16-character id from a name, so every call builds the same sample. */
export function sampleId(name: string): string {
  return `${name.replace(/[^A-Za-z0-9]/g, "")}0000000000000000`.slice(0, 16);
}

function item(
  type: string,
  name: string,
  spec: { fields: Parameters<typeof initialSystem>[0] },
  system: Record<string, unknown>,
): PlainItem {
  return {
    id: sampleId(name),
    name,
    type,
    img: "icons/svg/item-bag.svg",
    system: { ...initialSystem(spec.fields), ...system },
  };
}

export const skill = (name: string, attribute: string, rating: number, extra: Record<string, unknown> = {}) =>
  item(ITEM_TYPES.skill, name, skillSpec, { attribute, rating, ...extra });
export const enhancement = (name: string, system: Record<string, unknown>) =>
  item(ITEM_TYPES.enhancement, name, enhancementSpec, system);
export const preternae = (name: string, system: Record<string, unknown>) =>
  item(ITEM_TYPES.preternae, name, preternaeSpec, system);
export const sphere = (name: string, system: Record<string, unknown>) =>
  item(ITEM_TYPES.sphere, name, sphereSpec, system);

export const freeSkills = (): PlainItem[] =>
  personae.FREE_SKILLS.map((s) => skill(s.name, s.attribute, 2, { free: true }));

export const DUNMORE = {
  name: "Dunmore",
  img: "icons/svg/mystery-man.svg",
  uuid: "Actor.dunmoreSample0001",
  system: sampleIdentity({
    mode: "play",
    concept: "Foppish noble; athletic, at home on city rooftops",
    attributes: { com: 2, cng: 2, res: 1, pro: 3, kno: 0, sta: 2 },
    priorities: { com: "second", cng: "first", res: "third", pro: "first", kno: "hindrance", sta: "second" },
    criticals: 1,
    tally: { successes: 1, failures: 1 },
  }),
};

export function dunmoreItems(): PlainItem[] {
  return [
    ...freeSkills(),
    skill("Acrobatics", "pro", 3, {
      description: "<p>Special acrobatic training: leaps, climbs and falls in city-style terrain.</p>",
    }),
    enhancement("City-bred", {
      background: true,
      effect: "addResult",
      amount: 1,
      skill: "Acrobatics",
      description: "<p>Raised on the rooftops of the capital.</p>",
    }),
    sphere("Courtly tongue", { kind: "language", native: true }),
    sphere("Heraldry", { kind: "expertise", uses: 1, used: 0, dice: 1 }),
  ];
}

export const CAPTAIN = {
  name: "Captain of the Watch",
  img: "icons/svg/mystery-man.svg",
  uuid: "Actor.captainSample00001",
  system: sampleIdentity({
    kind: "supporting",
    toughness: "medium",
    mode: "play",
    concept: "Stubborn, armoured, loyal to the magistrate",
    attributes: { com: 2, cng: 2, res: 3, pro: 2, kno: 1, sta: 3 },
    hits: 4,
    shock: 1,
  }),
};

export function captainItems(): PlainItem[] {
  return [
    skill("Defend", "sta", 3),
    skill("Steel", "res", 2),
    skill("Counter", "com", 2),
    skill("Halberd", "sta", 3),
    enhancement("Watch breastplate", { superior: true, effect: "ignoreDie", amount: 1 }),
  ];
}

export const DOOR = {
  name: "The vault door",
  img: "icons/svg/door-closed.svg",
  uuid: "Actor.vaultDoorSample001",
  system: sampleIdentity({
    kind: "object",
    toughness: "minor",
    mode: "play",
    concept: "Iron-banded oak, an average lock",
    attributes: { com: 0, cng: 3, res: 0, pro: 0, kno: 0, sta: 2 },
    hits: 1,
  }),
};

export function doorItems(): PlainItem[] {
  return [skill("Resist picking", "cng", 2), skill("Defend", "sta", 2)];
}

export const NEWCOMER = {
  name: "Mara Venn",
  img: "icons/svg/mystery-man.svg",
  uuid: "Actor.maraVennSample0001",
  system: sampleIdentity({
    concept: "Post Civil War Entrepreneur",
    attributes: { com: 3, cng: 2, res: 3, pro: 2, kno: 1, sta: 0 },
    criticals: 2,
  }),
};

export function newcomerItems(): PlainItem[] {
  return [
    ...freeSkills(),
    skill("Haggle", "com", 4),
    skill("Shoot", "cng", 3),
    skill("Ride", "sta", 2),
    skill("Bookkeeping", "kno", 2),
    enhancement("Silver tongue", { superior: true, exceptional: true, effect: "addDie", amount: 1, skill: "Haggle" }),
    preternae("Fire globe", {
      duration: "I",
      skill: "Channel",
      challenge: "attack",
      targets: 1,
      hits: 1,
      description:
        "<p>Issue an attack challenge to an opponent with your Channel skill (the opponent answers with Steel); if you succeed, the opponent sustains one hit.</p>",
    }),
    sphere("Frontier trade", { kind: "resource", contribution: 2 }),
  ];
}
