/**
 * Personae attributes, priorities and Potential (SRD: "Attributes",
 * "Creating Personae Characters", "Potential"), pure. Readings chosen where
 * the SRD is ambiguous are in docs/games/personae-rulings.md.
 */
import { argError, requireInteger, requireOneOf, requireRecord, requireString, type FnName } from "../args";
import { MAX_ATTRIBUTE } from "./args";
import { problem, type PersonaeProblem } from "./problems";

/** The six attributes, by their SRD abbreviations (lower case). */
export const ATTRIBUTES = ["com", "cng", "res", "pro", "kno", "sta"] as const;
export type AttributeId = (typeof ATTRIBUTES)[number];
export type Attributes = Record<AttributeId, number>;

/** The order of importance, highest first. */
export const PRIORITIES = ["first", "second", "third", "hindrance"] as const;
export type Priority = (typeof PRIORITIES)[number];
export type Priorities = Record<AttributeId, Priority>;

/** How many attributes each priority holds: two first, two second, one third, one hindrance. */
export const PRIORITY_SLOTS: Readonly<Record<Priority, number>> = { first: 2, second: 2, third: 1, hindrance: 1 };

/** Creation points a character starts with by default (a group may agree on more, e.g. 30). */
export const DEFAULT_CREATION_POINTS = 10;

/** The smallest attribute sum a character may have (Potential can never fall below 1). */
export const MIN_CHARACTER_SUM = 10;

const FULL_NAMES: Record<string, AttributeId> = {
  competence: "com",
  cunning: "cng",
  resolve: "res",
  prowess: "pro",
  knowledge: "kno",
  stature: "sta",
};

/** An attribute id from its abbreviation or full name, any case; null when unknown. */
export function attributeId(name: string): AttributeId | null {
  const key = requireString("personae.attributeId", "name", name, 100).trim().toLowerCase();
  if ((ATTRIBUTES as readonly string[]).includes(key)) return key as AttributeId;
  return FULL_NAMES[key] ?? null;
}

/**
 * The six attributes of an identity, checked: an object with each attribute
 * once (abbreviation or full name, any case) holding a whole number 0–100.
 */
export function requireAttributes(fn: FnName, name: string, value: unknown): Attributes {
  const record = requireRecord(fn, name, value);
  const out: Partial<Attributes> = {};
  for (const [key, entry] of Object.entries(record)) {
    const id = attributeId(key);
    if (!id) argError(fn, `${name}.${key}`, `absent: the keys are ${ATTRIBUTES.join(", ")}`, entry, "range");
    if (id in out) argError(fn, `${name}.${key}`, `given once (${id} is named twice)`, entry, "range");
    out[id] = requireInteger(fn, `${name}.${key}`, entry, { min: 0, max: MAX_ATTRIBUTE });
  }
  for (const id of ATTRIBUTES) {
    if (!(id in out)) argError(fn, `${name}.${id}`, "a whole number from 0 to 100", undefined, "type");
  }
  return out as Attributes;
}

/** The sum of an identity's attribute values. */
export function attributeSum(attributes: Record<string, number>): number {
  const checked = requireAttributes("personae.attributeSum", "attributes", attributes);
  return ATTRIBUTES.reduce((sum, id) => sum + checked[id], 0);
}

/**
 * A character's Potential: the sum of its attributes ÷ 10, remainder
 * ignored, never below 1 (the SRD's "÷ five" is read as ÷ 10, see rulings).
 */
export function potential(attributes: Record<string, number>): number {
  const checked = requireAttributes("personae.potential", "attributes", attributes);
  const sum = ATTRIBUTES.reduce((total, id) => total + checked[id], 0);
  return Math.max(1, Math.floor(sum / 10));
}

/** The potential threshold: Potential + 2 (the skill rating cap, the criticals bank, the tally's target). */
export function potentialThreshold(potentialValue: number): number {
  return requireInteger("personae.potentialThreshold", "potential", potentialValue, { min: 1, max: MAX_ATTRIBUTE }) + 2;
}

/** Vitality: hits before shock 1, 1 + STA plus bonuses (development points, enhancements). */
export function vitality(sta: number, bonus = 0): number {
  const s = requireInteger("personae.vitality", "sta", sta, { min: 0, max: MAX_ATTRIBUTE });
  const b = requireInteger("personae.vitality", "bonus", bonus, { min: 0, max: MAX_ATTRIBUTE });
  return 1 + s + b;
}

/** The lowest value an attribute of this priority may hold: 1, or 0 for the hindrance. */
export function attributeMinimum(priority: Priority): number {
  return requireOneOf("personae.attributeMinimum", "priority", priority, PRIORITIES) === "hindrance" ? 0 : 1;
}

export function requirePriorities(fn: FnName, name: string, value: unknown): Priorities {
  const record = requireRecord(fn, name, value);
  const out: Partial<Priorities> = {};
  for (const [key, entry] of Object.entries(record)) {
    const id = attributeId(key);
    if (!id) argError(fn, `${name}.${key}`, `absent: the keys are ${ATTRIBUTES.join(", ")}`, entry, "range");
    if (!(PRIORITIES as readonly unknown[]).includes(entry)) {
      argError(
        fn,
        `${name}.${key}`,
        `one of ${PRIORITIES.join(", ")}`,
        entry,
        typeof entry === "string" ? "range" : "type",
      );
    }
    out[id] = entry as Priority;
  }
  for (const id of ATTRIBUTES) {
    if (!(id in out)) argError(fn, `${name}.${id}`, `one of ${PRIORITIES.join(", ")}`, undefined, "type");
  }
  return out as Priorities;
}

/**
 * Check a character's attributes against its order of importance. Problems
 * (never thrown): a priority holding the wrong number of attributes
 * (`priority-count`), an attribute below its minimum
 * (`attribute-below-minimum`), a higher priority below a lower one
 * (`priority-order`), a priority exceeding the least attribute of the next
 * priority down by more than the Potential (`priority-gap`), a sum below 10
 * (`sum-below-ten`).
 */
export function checkPriorities(
  attributes: Record<string, number>,
  priorities: Record<string, string>,
): PersonaeProblem[] {
  const fn = "personae.checkPriorities";
  const attrs = requireAttributes(fn, "attributes", attributes);
  const prios = requirePriorities(fn, "priorities", priorities);
  const problems: PersonaeProblem[] = [];
  for (const p of PRIORITIES) {
    const count = ATTRIBUTES.filter((id) => prios[id] === p).length;
    if (count !== PRIORITY_SLOTS[p]) {
      problems.push(
        problem(
          "priority-count",
          `${p} priority holds ${count} attributes; it must hold ${PRIORITY_SLOTS[p]}`,
          "priorities",
          {
            priority: p,
            count,
            expected: PRIORITY_SLOTS[p],
          },
        ),
      );
    }
  }
  for (const id of ATTRIBUTES) {
    const min = attributeMinimum(prios[id]);
    if (attrs[id] < min) {
      problems.push(
        problem(
          "attribute-below-minimum",
          `${id} is ${attrs[id]}; a ${prios[id]}-priority attribute is at least ${min}`,
          `attributes.${id}`,
          {
            attribute: id,
            min,
          },
        ),
      );
    }
  }
  const sum = ATTRIBUTES.reduce((total, id) => total + attrs[id], 0);
  if (sum < MIN_CHARACTER_SUM) {
    problems.push(
      problem("sum-below-ten", `the attributes sum to ${sum}; a character's sum is at least 10`, "attributes", { sum }),
    );
  }
  const pot = Math.max(1, Math.floor(sum / 10));
  const rank = (id: AttributeId) => PRIORITIES.indexOf(prios[id]);
  for (const high of ATTRIBUTES) {
    for (const low of ATTRIBUTES) {
      if (rank(high) < rank(low) && attrs[high] < attrs[low]) {
        problems.push(
          problem("priority-order", `${high} (${prios[high]}) is below ${low} (${prios[low]})`, `attributes.${high}`, {
            attribute: high,
            other: low,
          }),
        );
      }
    }
  }
  for (let level = 0; level < PRIORITIES.length - 1; level++) {
    const upper = ATTRIBUTES.filter((id) => rank(id) === level);
    const lower = ATTRIBUTES.filter((id) => rank(id) === level + 1);
    if (!upper.length || !lower.length) continue;
    const least = Math.min(...lower.map((id) => attrs[id]));
    for (const id of upper) {
      if (attrs[id] - least > pot) {
        problems.push(
          problem(
            "priority-gap",
            `${id} exceeds the next priority's least attribute (${least}) by more than the Potential ${pot}`,
            `attributes.${id}`,
            {
              attribute: id,
              least,
              potential: pot,
            },
          ),
        );
      }
    }
  }
  return problems;
}
