/**
 * In a Wicked Age: the forms, their dice and die sizes (pure). A player's
 * character assigns d12, d10, d8, d6, d6 and d4 to its six forms; an NPC
 * assigns the pairs d12+d8, d10+d6 and d6+d4 to its three NPC forms.
 * Consequences step dice down d12 → d10 → d8 → d6 → d4 → 0 (no die).
 * Readings where the book is unclear: docs/games/wicked-age-rulings.md.
 */
import { argError, requireInteger, requireList, requireOneOf, requireRecord, type FnName } from "../args";

export type Form = "covertly" | "directly" | "forMyself" | "forOthers" | "withLove" | "withViolence";
export type NpcForm = "action" | "maneuvering" | "selfProtection";

/** The six forms, in the book's order. */
export const FORMS: readonly Form[] = ["covertly", "directly", "forMyself", "forOthers", "withLove", "withViolence"];
/** The three NPC forms, in the book's order. */
export const NPC_FORMS: readonly NpcForm[] = ["action", "maneuvering", "selfProtection"];

/** The dice a player's character assigns to its six forms, each once. */
export const FORM_DICE: readonly number[] = [12, 10, 8, 6, 6, 4];
/** The pairs an NPC assigns to its three NPC forms, one pair each (higher die first). */
export const NPC_PAIRS: readonly (readonly [number, number])[] = [
  [12, 8],
  [10, 6],
  [6, 4],
];
/** Die sizes a form, a strength or an advantage die can have. */
export const DIE_SIZES: readonly number[] = [4, 6, 8, 10, 12];
/** A form's die after consequences: one of the die sizes, or 0 for no die. */
export const FORM_SIZES: readonly number[] = [0, 4, 6, 8, 10, 12];
/** Advantage dice are always d6. */
export const ADVANTAGE_DIE = 6;

export function isForm(value: unknown): value is Form {
  return (FORMS as readonly unknown[]).includes(value);
}

export function isNpcForm(value: unknown): value is NpcForm {
  return (NPC_FORMS as readonly unknown[]).includes(value);
}

export function requireFormSize(fn: FnName, name: string, value: unknown): number {
  return requireOneOf(fn, name, value, FORM_SIZES);
}

/** One die size smaller: 12 → 10 → 8 → 6 → 4 → 0; 0 stays 0 (nothing left to lose). */
export function stepDown(size: number): number {
  requireFormSize("wicked.stepDown", "size", size);
  return size <= 4 ? 0 : size - 2;
}

/** `size` stepped down `steps` times. */
export function stepDownBy(size: number, steps: number): number {
  requireFormSize("wicked.stepDownBy", "size", size);
  requireInteger("wicked.stepDownBy", "steps", steps, { min: 0, max: FORM_SIZES.length });
  let out = size;
  for (let i = 0; i < steps; i++) out = out <= 4 ? 0 : out - 2;
  return out;
}

/** The sizes a die of `assigned` can have after consequences, largest first (0 included). */
export function reachableSizes(assigned: number): number[] {
  requireFormSize("wicked.reachableSizes", "assigned", assigned);
  return FORM_SIZES.filter((s) => s <= assigned).reverse();
}

function requireSizes(fn: FnName, name: string, value: unknown): number[] {
  return requireList(fn, name, value, (entry, path) => requireFormSize(fn, path, entry), 16);
}

/**
 * Is `a` smaller dice than `b`? The bigger dice are compared first and the
 * smaller ones only break ties (d12+d4 is bigger than d10+d8); a missing die
 * (or a 0) is smaller than any die. Equal sets are not smaller.
 */
export function smallerDice(a: readonly number[], b: readonly number[]): boolean {
  const x = requireSizes("wicked.smallerDice", "a", a).sort((p, q) => q - p);
  const y = requireSizes("wicked.smallerDice", "b", b).sort((p, q) => q - p);
  // Place by place, biggest first: how much bigger b's die is (a missing die counts as 0).
  const gaps = Array.from({ length: Math.max(x.length, y.length) }, (_, i) => (y[i] ?? 0) - (x[i] ?? 0));
  return (gaps.find((gap) => gap !== 0) ?? 0) > 0;
}

/** Is `sizes` exactly the book's form dice (d12, d10, d8, d6, d6, d4), in any order? */
export function isFormDiceSet(sizes: readonly number[]): boolean {
  const list = requireSizes("wicked.isFormDiceSet", "sizes", sizes);
  return sameMultiset(list, FORM_DICE);
}

/** Are `pairs` exactly the book's NPC pairs (d12+d8, d10+d6, d6+d4), one per form, never split? */
export function isNpcPairSet(pairs: readonly (readonly number[])[]): boolean {
  const fn = "wicked.isNpcPairSet";
  const list = requireList(fn, "pairs", pairs, (entry, path) => requireSizes(fn, path, entry), 16);
  const keys = list.map((pair) => [...pair].sort((x, y) => y - x).join("+"));
  return sameMultiset(
    keys,
    NPC_PAIRS.map((pair) => pair.join("+")),
  );
}

function sameMultiset<T>(a: readonly T[], b: readonly T[]): boolean {
  if (a.length !== b.length) return false;
  const rest = [...b];
  for (const value of a) {
    const at = rest.indexOf(value);
    if (at < 0) return false;
    rest.splice(at, 1);
  }
  return true;
}

/** A player's character's dice by form (0 = no die). */
export type FormDice = Record<Form, number>;
/** An NPC's dice by NPC form: two dice each (0 = no die). */
export type NpcDice = Record<NpcForm, [number, number]>;

export function requireFormDice(fn: FnName, name: string, value: unknown): FormDice {
  const record = requireRecord(fn, name, value);
  for (const key of Object.keys(record)) {
    if (!isForm(key))
      argError(fn, `${name}.${key}`, `absent: the keys are forms (${FORMS.join(", ")})`, record[key], "range");
  }
  const out = {} as FormDice;
  for (const form of FORMS) out[form] = requireFormSize(fn, `${name}.${form}`, record[form]);
  return out;
}

export function requireNpcDice(fn: FnName, name: string, value: unknown): NpcDice {
  const record = requireRecord(fn, name, value);
  for (const key of Object.keys(record)) {
    if (!isNpcForm(key))
      argError(fn, `${name}.${key}`, `absent: the keys are NPC forms (${NPC_FORMS.join(", ")})`, record[key], "range");
  }
  const out = {} as NpcDice;
  for (const form of NPC_FORMS) {
    const pair = requireList(fn, `${name}.${form}`, record[form], (entry, path) => requireFormSize(fn, path, entry), 2);
    if (pair.length !== 2) argError(fn, `${name}.${form}`, "a pair of die sizes", record[form], "range");
    out[form] = [pair[0] ?? 0, pair[1] ?? 0];
  }
  return out;
}

/** How many of a sheet's dice are at 0. */
export function zeroDice(sizes: readonly number[]): number {
  return requireSizes("wicked.zeroDice", "sizes", sizes).filter((s) => s === 0).length;
}

/** Two dice at 0: the character is out for the rest of the chapter (NPCs too). */
export function isOutOfChapter(sizes: readonly number[]): boolean {
  return requireSizes("wicked.isOutOfChapter", "sizes", sizes).filter((s) => s === 0).length >= 2;
}
