/**
 * A chapter's story sheet (pure): the oracle consulted, its elements (the
 * element the owe list's topper chose, then the cards dealt), the
 * characters read from them (who claimed each, the actor made from it), the
 * recurring characters bought in, the time and place. Kept in a JournalEntry's
 * flags, written by the GM's client through the GM queue with a version.
 */
import { dealCount, ORACLES, type OracleId } from "../../../rules/wicked";
import type { FieldSpec } from "../../../schema";
import { isRecord } from "../data/common";
import { conform } from "../data/conform";

export interface StoryElement {
  card: string;
  text: string;
  /** The element the owe list's topper chose at the end of the last chapter. */
  chosen: boolean;
}

export interface StoryCharacter {
  id: string;
  name: string;
  /** The element it was read from (index), -1 for none. */
  element: number;
  /** The user who chose to play it ("" the GM's, or not yet chosen). */
  claimedBy: string;
  /** The actor made from this entry ("" none yet). */
  actorUuid: string;
}

export type RecurringHow = "topper" | "boughtIn" | "claimed";

export interface Recurring {
  actorUuid: string;
  name: string;
  how: RecurringHow;
}

export interface StoryState {
  version: number;
  chapter: number;
  oracle: OracleId | "";
  elements: StoryElement[];
  dealt: boolean;
  characters: StoryCharacter[];
  recurring: Recurring[];
  time: string;
  place: string;
}

export type StoryResult = { ok: true; state: StoryState } | { ok: false; problem: string };

const P = "STORY_ENGINES.Wicked.Story.Problems";
const refuse = (code: string): StoryResult => ({ ok: false, problem: `${P}.${code}` });
const done = (state: StoryState, change: Partial<StoryState>): StoryResult => ({
  ok: true,
  state: { ...state, ...change, version: state.version + 1 },
});

export const MAX_STORY_CHARACTERS = 40;

export function newStory(chapter: number): StoryState {
  return {
    version: 0,
    chapter,
    oracle: "",
    elements: [],
    dealt: false,
    characters: [],
    recurring: [],
    time: "",
    place: "",
  };
}

const text = (): FieldSpec => ({ kind: "string", initial: "" });

/** The story sheet's shape, for reading its flag defensively. */
export const STORY_FIELDS: Record<string, FieldSpec> = {
  version: { kind: "number", initial: 0, integer: true, min: 0 },
  chapter: { kind: "number", initial: 0, integer: true, min: 0 },
  oracle: { kind: "string", initial: "", choices: ["", ...ORACLES], blank: true },
  elements: {
    kind: "array",
    element: { kind: "schema", fields: { card: text(), text: text(), chosen: { kind: "boolean", initial: false } } },
  },
  dealt: { kind: "boolean", initial: false },
  characters: {
    kind: "array",
    element: {
      kind: "schema",
      fields: {
        id: text(),
        name: text(),
        element: { kind: "number", initial: -1, integer: true, min: -1 },
        claimedBy: text(),
        actorUuid: text(),
      },
    },
  },
  recurring: {
    kind: "array",
    element: {
      kind: "schema",
      fields: {
        actorUuid: text(),
        name: text(),
        how: { kind: "string", initial: "claimed", choices: ["topper", "boughtIn", "claimed"] },
      },
    },
  },
  time: text(),
  place: text(),
};

export function readStory(value: unknown): StoryState | null {
  if (!isRecord(value)) return null;
  const story = conform(STORY_FIELDS, value) as unknown as StoryState;
  return { ...story, recurring: story.recurring.filter((r) => r.actorUuid !== "") };
}

/**
 * How many cards this story sheet deals: three in a later chapter with a
 * topper — from the start, while the sheet waits for the topper's choice,
 * and after it — else four (the first chapter, or an empty owe list).
 */
export function cardsToDeal(state: StoryState): number {
  return dealCount(state.elements.some((e) => e.chosen) || awaitsTopperChoice(state));
}

/**
 * Whether this sheet waits for the owe list's topper to choose the oracle and
 * one element before anyone deals (a later chapter with a topper; with an
 * empty owe list the chapter starts as the first did).
 */
export function awaitsTopperChoice(state: StoryState): boolean {
  return (
    state.chapter > 1 &&
    !state.dealt &&
    state.recurring.some((r) => r.how === "topper") &&
    !state.elements.some((e) => e.chosen)
  );
}

/** The owe list's topper chooses the next chapter's oracle and one of its elements. */
export function chooseOracleElement(state: StoryState, oracle: OracleId, card: string, text: string): StoryResult {
  if (state.dealt) return refuse("alreadyDealt");
  if (!awaitsTopperChoice(state)) return refuse("noTopper");
  if (!ORACLES.includes(oracle)) return refuse("unknownOracle");
  if (card === "" || text === "") return refuse("pickElement");
  return done(state, { oracle, elements: [{ card, text, chosen: true }] });
}

/** The cards dealt and their entries go onto the sheet (an oracle chosen before stays). */
export function recordDeal(
  state: StoryState,
  oracle: OracleId,
  cards: readonly { card: string; text: string }[],
): StoryResult {
  if (state.dealt) return refuse("alreadyDealt");
  if (awaitsTopperChoice(state)) return refuse("topperFirst");
  if (state.oracle !== "" && state.oracle !== oracle) return refuse("oracleChosen");
  if (cards.length !== cardsToDeal(state)) return refuse("wrongCount");
  const elements = [...state.elements, ...cards.map((c) => ({ card: c.card, text: c.text, chosen: false }))];
  return done(state, { oracle, elements, dealt: true });
}

export function addCharacter(state: StoryState, id: string, name: string, element: number): StoryResult {
  const trimmed = name.trim().slice(0, 200);
  if (trimmed === "") return refuse("nameCharacter");
  if (state.characters.length >= MAX_STORY_CHARACTERS) return refuse("tooManyCharacters");
  if (state.characters.some((c) => c.id === id)) return refuse("duplicate");
  const at = Number.isInteger(element) && element >= 0 && element < state.elements.length ? element : -1;
  return done(state, {
    characters: [...state.characters, { id, name: trimmed, element: at, claimedBy: "", actorUuid: "" }],
  });
}

export function removeCharacter(state: StoryState, id: string): StoryResult {
  if (!state.characters.some((c) => c.id === id)) return refuse("noCharacter");
  return done(state, { characters: state.characters.filter((c) => c.id !== id) });
}

/**
 * A player chooses a character from the list (one each; "" gives it back).
 * Everyone but the GM picks one; the GM takes the rest.
 */
export function claimCharacter(state: StoryState, id: string, userId: string): StoryResult {
  const target = state.characters.find((c) => c.id === id);
  if (!target) return refuse("noCharacter");
  if (userId !== "" && target.claimedBy !== "" && target.claimedBy !== userId) return refuse("claimed");
  if (userId !== "" && state.characters.some((c) => c.id !== id && c.claimedBy === userId)) return refuse("oneEach");
  return done(state, { characters: state.characters.map((c) => (c.id === id ? { ...c, claimedBy: userId } : c)) });
}

export function linkActor(state: StoryState, id: string, actorUuid: string): StoryResult {
  if (!state.characters.some((c) => c.id === id)) return refuse("noCharacter");
  return done(state, { characters: state.characters.map((c) => (c.id === id ? { ...c, actorUuid } : c)) });
}

/** A recurring character comes into the chapter (the topper, bought in, or an element claimed as them). */
export function addRecurring(state: StoryState, entry: Recurring): StoryResult {
  if (state.recurring.some((r) => r.actorUuid === entry.actorUuid)) return refuse("alreadyIn");
  return done(state, { recurring: [...state.recurring, { ...entry }] });
}

/**
 * An element's character claimed as a returning character: the entry is
 * linked to that actor (no new sheet), counts as the player's one pick
 * (userId "" for the GM, who takes the rest), and the character is listed
 * as recurring.
 */
export function claimAsRecurring(
  state: StoryState,
  id: string,
  userId: string,
  actor: { actorUuid: string; name: string },
): StoryResult {
  if (state.chapter < 2) return refuse("noReturnYet");
  const target = state.characters.find((c) => c.id === id);
  if (!target) return refuse("noCharacter");
  if (target.actorUuid !== "") return refuse("hasSheet");
  if (actor.actorUuid === "") return refuse("noCharacter");
  if (userId === "" && target.claimedBy !== "") return refuse("claimed");
  const claimed = userId === "" ? { ok: true as const, state } : claimCharacter(state, id, userId);
  if (!claimed.ok) return claimed;
  const linked = linkActor(claimed.state, id, actor.actorUuid);
  if (!linked.ok) return linked;
  const added = addRecurring(linked.state, { ...actor, how: "claimed" });
  return added.ok ? { ok: true, state: { ...added.state, version: state.version + 1 } } : added;
}

export function setTimeAndPlace(state: StoryState, time: string, place: string): StoryResult {
  return done(state, { time: time.slice(0, 500), place: place.slice(0, 500) });
}
