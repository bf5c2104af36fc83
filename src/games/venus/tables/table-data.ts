/**
 * The table procedures as rolls, pure: which dice each one rolls, the data a
 * VenusTableRoll carries (so its card rebuilds after a reload), what the dice
 * mean (src/rules/venus) and the update that writes the result to the sheet.
 * Readings: the Table procedures section of docs/games/venus-rulings.md.
 */
import { venus } from "../../../rules";
import { SYSTEM_ID } from "../../../core/game-definition";
import { pluralKey } from "../../../core/plural";

export const TABLE_PROCEDURES = ["lots", "ego", "favor", "freeAttribute", "uses", "break"] as const;
export type TableProcedure = (typeof TABLE_PROCEDURES)[number];

/** The dice each procedure rolls: 1d6 Lots, a d6 for the coin flips and the free attribute, 2d6 uses, a d20 break check. */
export const PROCEDURE_FORMULAS: Readonly<Record<TableProcedure, string>> = {
  lots: "1d6",
  ego: "1d6",
  favor: "1d6",
  freeAttribute: "1d6",
  uses: "2d6",
  break: "1d20",
};

/** What a VenusTableRoll carries in `options.venusTable`. */
export interface TableRollData {
  procedure: TableProcedure;
  actorName: string;
  img: string;
  /** What the roll is for: the VINPC, the lifepath or the asset ("" for Lots and Ego). */
  subject: string;
  /** The VINPC's row (favour), else -1. */
  index: number;
  /** The value on the sheet before the roll (Lots, Ego, favour, uses, the free attribute's number). */
  previous: number | boolean;
  /** The lifepath's attributes (free attribute), else []. */
  listed: string[];
  /** Free attributes other lifepaths of the character already gave, else []. */
  taken: string[];
}

/** What the dice mean. */
export interface TableOutcome {
  /** The value the procedure gives: Lots, Ego, favour, uses, broken, the attribute's number. */
  value: number | boolean;
  /** Whether the sheet gets it (a free attribute off the list or already taken does not). */
  writes: boolean;
  /** The free attribute rolled (freeAttribute only), else null. */
  attribute: string | null;
  freeOutcome: venus.FreeAttributeOutcome | null;
}

/** The outcome of the rolled faces (one face; two for uses). */
export function tableOutcome(data: TableRollData, faces: readonly number[]): TableOutcome {
  const [first = 1, second = 1] = faces;
  const plain = (value: number | boolean): TableOutcome => ({
    value,
    writes: true,
    attribute: null,
    freeOutcome: null,
  });
  switch (data.procedure) {
    case "lots":
      return plain(venus.startingLots(first));
    case "ego":
      return plain(venus.startsWithEgo(first));
    case "favor":
      return plain(venus.startsWithFavor(first));
    case "uses":
      return plain(venus.finiteUses(first, second));
    case "break":
      return { ...plain(venus.toolBreaks(first)), writes: venus.toolBreaks(first) };
    case "freeAttribute": {
      const result = venus.freeAttribute(first, data.listed.slice(0, 6), data.taken);
      return {
        value: result.number,
        writes: result.outcome === "granted",
        attribute: result.attribute,
        freeOutcome: result.outcome,
      };
    }
  }
}

/** The actor flag (under the system's scope) marking the starting rolls made: `{lots?: true, ego?: true}`. */
export const STARTING_FLAG = "venusStarting";

/** What a starting roll would replace, for its confirmation: a lang key and its data. */
export interface Replacement {
  key: string;
  data: Record<string, string | number>;
}

/**
 * Whether a starting Lots or Ego roll (the character's kismet "at the start
 * of the game") needs the user's confirmation, and what it would say: none
 * while the character is being made — never rolled and still the initial 0
 * Lots or no Ego; afterwards (rolled once, or set by hand) it replaces what
 * play has made of them.
 */
export function startingReplacement(
  procedure: "lots" | "ego",
  current: number | boolean,
  rolledBefore: boolean,
): Replacement | null {
  const initial = procedure === "lots" ? current === 0 : current === false;
  if (!rolledBefore && initial) return null;
  if (procedure === "lots")
    return {
      key: pluralKey("STORY_ENGINES.Venus.Tables.Replace.lots", current),
      data: { lots: typeof current === "number" ? current : 0 },
    };
  return { key: `STORY_ENGINES.Venus.Tables.Replace.${current === true ? "ego" : "noEgo"}`, data: {} };
}

/** The VINPC rows as the sheet stores them. */
interface VinpcRow {
  favor?: unknown;
  [key: string]: unknown;
}

/**
 * The update writing the outcome to the document, from its current system
 * data (read when the dice have landed, so nothing changed meanwhile is
 * lost); null when nothing is written.
 */
export function tableUpdate(
  data: TableRollData,
  outcome: TableOutcome,
  system: Record<string, unknown>,
): Record<string, unknown> | null {
  if (!outcome.writes) return null;
  switch (data.procedure) {
    case "lots":
    case "ego":
      return {
        [`system.kismet.${data.procedure}`]: outcome.value,
        [`flags.${SYSTEM_ID}.${STARTING_FLAG}.${data.procedure}`]: true,
      };
    case "favor": {
      const rows = Array.isArray(system.vinpcs) ? (system.vinpcs as VinpcRow[]) : [];
      if (!rows[data.index]) return null;
      return { "system.vinpcs": rows.map((row, i) => (i === data.index ? { ...row, favor: outcome.value } : row)) };
    }
    case "freeAttribute":
      return { "system.freeAttribute": outcome.value };
    case "uses":
      return { "system.finite": true, "system.uses": outcome.value };
    case "break":
      return { "system.broken": true };
  }
}

function isProcedure(value: unknown): value is TableProcedure {
  return typeof value === "string" && (TABLE_PROCEDURES as readonly string[]).includes(value);
}

const textList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === "string") : [];

/** A roll's `options.venusTable`, or null when it is missing or not ours. */
export function parseTableRollData(options: Record<string, unknown>): TableRollData | null {
  const raw = options.venusTable;
  if (raw === null || typeof raw !== "object") return null;
  const d = raw as Record<string, unknown>;
  if (!isProcedure(d.procedure)) return null;
  const previous = typeof d.previous === "number" || typeof d.previous === "boolean" ? d.previous : 0;
  return {
    procedure: d.procedure,
    actorName: typeof d.actorName === "string" ? d.actorName : "",
    img: typeof d.img === "string" ? d.img : "",
    subject: typeof d.subject === "string" ? d.subject : "",
    index: typeof d.index === "number" && Number.isInteger(d.index) ? d.index : -1,
    previous,
    listed: textList(d.listed),
    taken: textList(d.taken),
  };
}

/**
 * The free attributes the character's other lifepaths already gave (their
 * `freeAttribute` number on their own list): a roll landing on one of them is
 * re-rolled or chosen.
 */
export function takenFreeAttributes(
  lifepaths: readonly { id: string; system: Record<string, unknown> }[],
  exceptId: string,
): string[] {
  return lifepaths.flatMap(({ id, system }) => {
    const number = typeof system.freeAttribute === "number" ? system.freeAttribute : 0;
    const name = id === exceptId || number < 1 ? undefined : textList(system.attributes)[number - 1]?.trim();
    return name ? [name] : [];
  });
}
