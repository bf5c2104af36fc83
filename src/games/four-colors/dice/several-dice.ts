/**
 * Two optional ways of rolling more dice, as the roll dialog reads them from
 * its form and the roll carries them. Pure.
 *
 * - Several dice for one Force (the book's footnote 15: "take the lowest
 *   one"): a count per Force, 1 unless the SG asks for more
 *   (`count.<force>` in the form). The rules read the lowest die.
 * - Several Hindrance dice (optional rule, world setting
 *   `fourColorsSeveralHindrances`): one Hindrance die per opponent
 *   (`opponents.<i>.faces|major|actor|name`), the opponent an Omega or a
 *   Diceless character the user can see, or just a name.
 *
 * Rulings: docs/games/four-colors-rulings.md ("Several dice for one Force",
 * "Several Hindrance dice").
 */
import { FORCES, MAX_SEVERAL_DICE, type CircumstanceDie, type Force, type ForceDice } from "../../../rules/four-colors";

/** One opponent's Hindrance die as the dialog holds it. */
export interface OpponentChoice {
  /** Faces of the die; null = no die yet. */
  faces: number | null;
  major: boolean;
  /** UUID of the Omega or Diceless character chosen as the opponent, or null. */
  actor: string | null;
  /** A name typed in (used when no character is chosen). */
  name: string;
}

/** A character the dialog offers as an opponent. */
export interface OpponentOption {
  uuid: string;
  name: string;
}

/** One opponent's Hindrance die as the roll carries it (names as they were when rolled). */
export interface RollOpponent {
  name: string;
  uuid: string | null;
  faces: number;
  major: boolean;
}

/** Dice per Force the SG asked for (a Force absent = one die); raw numbers, checked by `countProblems`. */
export type ForceCounts = Partial<Record<Force, number>>;

function parseNumber(value: unknown): number | null {
  if (value === null || value === undefined || value === "") return null;
  const n = typeof value === "number" ? value : Number(value);
  return Number.isFinite(n) ? n : null;
}

/** `count.<force>` from the form: only counts other than 1 are kept (blank = 1). */
export function countsFromForm(form: Record<string, unknown>): ForceCounts {
  const counts: ForceCounts = {};
  for (const force of FORCES) {
    const n = parseNumber(form[`count.${force}`]);
    if (n !== null && n !== 1) counts[force] = n;
  }
  return counts;
}

/** Is this a usable count of dice for one Force (1 to MAX_SEVERAL_DICE)? */
export function validCount(n: number): boolean {
  return Number.isInteger(n) && n >= 1 && n <= MAX_SEVERAL_DICE;
}

/** The Forces whose count is not a whole number from 1 to MAX_SEVERAL_DICE (only Forces that are rolled). */
export function badCounts(counts: ForceCounts, dice: Partial<Record<Force, number>>): Force[] {
  return FORCES.filter((f) => typeof dice[f] === "number" && counts[f] !== undefined && !validCount(counts[f] ?? 1));
}

/** The dice per Force for the odds: a Force with several dice becomes a list of its die. */
export function diceWithCounts(
  dice: Partial<Record<Force, number>>,
  counts: ForceCounts,
): Partial<Record<Force, ForceDice>> {
  const out: Partial<Record<Force, ForceDice>> = {};
  for (const force of FORCES) {
    const faces = dice[force];
    if (typeof faces !== "number") continue;
    const n = counts[force] ?? 1;
    out[force] = validCount(n) && n > 1 ? Array.from({ length: n }, () => faces) : faces;
  }
  return out;
}

/** The counts a roll keeps: valid ones above 1, for rolled Forces only. */
export function rolledCounts(counts: ForceCounts, dice: Partial<Record<Force, number>>): ForceCounts {
  const out: ForceCounts = {};
  for (const force of FORCES) {
    const n = counts[force];
    if (typeof dice[force] === "number" && n !== undefined && validCount(n) && n > 1) out[force] = n;
  }
  return out;
}

/** `opponents.<i>.…` from the form, in order, as long as rows are present. */
export function opponentsFromForm(form: Record<string, unknown>): OpponentChoice[] {
  const out: OpponentChoice[] = [];
  for (let i = 0; `opponents.${i}.name` in form || `opponents.${i}.faces` in form; i++) {
    const actor = form[`opponents.${i}.actor`];
    const name = form[`opponents.${i}.name`];
    out.push({
      faces: parseNumber(form[`opponents.${i}.faces`]),
      major: form[`opponents.${i}.major`] === "major",
      actor: typeof actor === "string" && actor ? actor : null,
      name: typeof name === "string" ? name.trim().slice(0, 200) : "",
    });
  }
  return out;
}

/** A new opponent row: a Major die, as the book suggests for an Omega without Planet scores. */
export function newOpponent(): OpponentChoice {
  return { faces: null, major: true, actor: null, name: "" };
}

/**
 * The opponent's name: the chosen character's, else the typed one, else
 * `fallback(n)` (n = its place, from 1).
 */
export function opponentName(
  choice: OpponentChoice,
  index: number,
  options: readonly OpponentOption[],
  fallback: (n: number) => string,
): string {
  const chosen = choice.actor ? options.find((o) => o.uuid === choice.actor) : undefined;
  return chosen?.name ?? (choice.name || fallback(index + 1));
}

/** The opponents' dice as the rules read them (only rows with a die size). */
export function opponentDice(choices: readonly OpponentChoice[]): CircumstanceDie[] {
  return choices.flatMap((c) => (c.faces === null ? [] : [{ faces: c.faces, major: c.major }]));
}

/** The opponents a roll carries (rows with a die size), named and resolved against the characters offered. */
export function rollOpponents(
  choices: readonly OpponentChoice[],
  options: readonly OpponentOption[],
  fallback: (n: number) => string,
): RollOpponent[] {
  return choices.flatMap((choice, index) => {
    if (choice.faces === null) return [];
    const chosen = choice.actor ? options.find((o) => o.uuid === choice.actor) : undefined;
    return [
      {
        name: opponentName(choice, index, options, fallback),
        uuid: chosen?.uuid ?? null,
        faces: choice.faces,
        major: choice.major,
      },
    ];
  });
}
