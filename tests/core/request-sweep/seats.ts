/**
 * The seats of the request sweep's table (tests/core/request-sweep.test.ts)
 * and what each game's sweep entry gives it: the documents a table of that
 * game holds, and per request type and sub-action well-formed sample data
 * with the seats the book lets ask it (written by hand from the rules, never
 * from the code's own rules, so a rule removed or loosened is noticed).
 */
import type { AsyncTable, UserSeat } from "../../harness/async-table";
import type { TableCombat } from "../../harness/table-combat";

/**
 * gm: the Gamemaster; asst: an Assistant GM; trusted: a trusted player; p1
 * (Amy): plays the main character and holds its hand; p2 (Bea): holds the
 * game's assignable role, or plays a second character; p3 (Tom): owns
 * nothing here; gone: owns what p1 owns too, but is disconnected.
 */
export const SEATS: UserSeat[] = [
  { id: "gm", name: "Gamemaster", isGM: true },
  { id: "asst", name: "Assistant", role: "ASSISTANT" },
  { id: "trusted", name: "Trusted", role: "TRUSTED" },
  { id: "p1", name: "Amy" },
  { id: "p2", name: "Bea" },
  { id: "p3", name: "Tom" },
  { id: "gone", name: "Gone" },
];

export const SEAT_IDS = SEATS.map((s) => s.id);

/** The GM seats: they own every document. */
export const GMS = ["gm", "asst"];

/** One request (a sub-action of it, when multiplexed) with data and the seats that may ask it. */
export interface SweepCase {
  /** The request's name without the system prefix ("four-colors.spendCard"). */
  request: string;
  /** The sub-action the data names (its byAction field's value), or "" for a request that is not multiplexed. */
  action: string;
  /** What the case shows (a seat acting for a side that is not theirs, a hand that is not theirs…). */
  label?: string;
  data: Record<string, unknown>;
  /** The seats the book lets ask it; every other seat must be refused by the declared rule. */
  allowed: string[];
}

export interface SweepGame {
  id: string;
  /** Put the game's documents, settings and role assignments on a fresh table (every case starts from it). */
  setUp: (table: AsyncTable, combats: TableCombat[]) => void | Promise<void>;
  cases: SweepCase[];
}

/** A world setting's value on the table (the play table's settings store). */
export function setSetting(table: AsyncTable, key: string, value: unknown): void {
  table.settingValues.set(`story-engines.${key}`, value);
}
