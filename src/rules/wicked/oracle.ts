/**
 * The four oracles, the deck of cards and chapters (pure). Each card of a
 * standard 52-card deck (no jokers) names one entry of the chosen oracle by
 * suit and rank. The first chapter deals four cards; a later chapter starts
 * with the element the owe list's topper chose and deals three more.
 */
import { argError, requireBoolean, requireInteger, requireOneOf, requireRecord, requireString } from "../args";

export type OracleId = "bloodAndSex" | "godKingsOfWar" | "unquietPast" | "nestOfVipers";
export type Suit = "diamonds" | "hearts" | "clubs" | "spades";

/** The four oracles, in the book's order. */
export const ORACLES: readonly OracleId[] = ["bloodAndSex", "godKingsOfWar", "unquietPast", "nestOfVipers"];
/** The suits, in the order each oracle lists them. */
export const SUITS: readonly Suit[] = ["diamonds", "hearts", "clubs", "spades"];
/** Ranks: 1 is the Ace, 11–13 the Jack, Queen and King. */
export const RANKS: readonly number[] = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
/** The cards a standard deck holds (no jokers). */
export const DECK_SIZE = 52;

const SUIT_SYMBOLS: Record<Suit, string> = { diamonds: "♦", hearts: "♥", clubs: "♣", spades: "♠" };

/** A card's place in an oracle, 1–52: the suits in order, Ace to King in each. */
export function cardIndex(suit: Suit, rank: number): number {
  const fn = "wicked.cardIndex";
  const s = requireOneOf(fn, "suit", suit, SUITS);
  const r = requireInteger(fn, "rank", rank, { min: 1, max: 13 });
  return SUITS.indexOf(s) * 13 + r;
}

/** The card at an oracle's place 1–52. */
export function cardAt(index: number): { suit: Suit; rank: number } {
  const i = requireInteger("wicked.cardAt", "index", index, { min: 1, max: DECK_SIZE });
  return { suit: SUITS[Math.floor((i - 1) / 13)] ?? "diamonds", rank: ((i - 1) % 13) + 1 };
}

/** A card's short label: "K♦", "10♠", "A♥". */
export function cardLabel(suit: Suit, rank: number): string {
  const fn = "wicked.cardLabel";
  const s = requireOneOf(fn, "suit", suit, SUITS);
  const r = requireInteger(fn, "rank", rank, { min: 1, max: 13 });
  return `${rankLabel(r)}${SUIT_SYMBOLS[s]}`;
}

/** "A", "2" … "10", "J", "Q", "K". */
function rankLabel(rank: number): string {
  if (rank === 1) return "A";
  if (rank <= 10) return String(rank);
  return "JQK".charAt(rank - 11);
}

/** Parse a label such as "K♦", "10♠" or "a♥" (case-insensitive) back into its card. */
export function parseCardLabel(label: string): { suit: Suit; rank: number } {
  const fn = "wicked.parseCardLabel";
  const text = requireString(fn, "label", label, 8).trim().toUpperCase();
  for (const suit of SUITS) {
    for (const rank of RANKS) if (cardLabel(suit, rank) === text) return { suit, rank };
  }
  return argError(fn, "label", "a card such as K♦, 10♠ or A♥", label, "range");
}

/**
 * How many cards to deal: four in the first chapter (or whenever no element
 * was chosen, e.g. the owe list was empty), three when the chapter starts
 * with the element chosen by the owe list's topper.
 */
export function dealCount(hasChosenElement: boolean): number {
  return requireBoolean("wicked.dealCount", "hasChosenElement", hasChosenElement) ? 3 : 4;
}

/**
 * May `userId` run chapter `chapter`? Chapters 1 and 2 keep the first
 * chapter's GM; from chapter 3 anyone may except the player whose character
 * topped the owe list. (The system records the choice; it never changes
 * Foundry's user roles.)
 */
export function mayGmChapter(
  chapter: number,
  userId: string,
  table: { firstGm: string; topperPlayer: string | null },
): boolean {
  const fn = "wicked.mayGmChapter";
  const n = requireInteger(fn, "chapter", chapter, { min: 1 });
  const user = requireString(fn, "userId", userId, 200);
  const record = requireRecord(fn, "table", table);
  const firstGm = requireString(fn, "table.firstGm", record.firstGm, 200);
  const topper =
    record.topperPlayer === null ? null : requireString(fn, "table.topperPlayer", record.topperPlayer, 200);
  if (n < 3) return user === firstGm;
  return user !== topper;
}

/** What a returning character chooses (one): re-assign dice, +1 significance, a new strength, a parallel sheet. */
export type ReturnChoice = "reassign" | "significance" | "newStrength" | "parallel";
export const RETURN_CHOICES: readonly ReturnChoice[] = ["reassign", "significance", "newStrength", "parallel"];
