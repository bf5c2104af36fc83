/**
 * A Storypath card played, pure: the pending play and who may settle or veto
 * it. The book: "Any player gets veto power over a card used directly on her
 * character, and the SG gets final veto over all card plays"; the SG "should
 * instead veto its use and give the player a chance to do the rewrite
 * herself". The digest's round-4 decision: a card played directly on another
 * player's character can be vetoed by that character's player, and any play
 * by the Storyguide; a vetoed card goes back to the hand (or the Title's
 * slot) it came from, and only an unvetoed play is discarded (and, if
 * detrimental, replaced).
 *
 * So a spend is a pending play on the card: the card waits where it was,
 * marked "in play", until
 * - the Storyguide settles it — a hand card Detrimental (discarded, a
 *   replacement drawn) or Beneficial (discarded, not replaced); a Title card
 *   or a blank card for a Trait "stands" (discarded; the Title's slot freed,
 *   or the Trait added) —
 * - or a vetoer vetoes it: the Storyguide, or a player of the character it
 *   was played on (not the player who played it); the card is usable again.
 * Whichever comes first settles it; anything later is refused.
 */
import type { SpendMarking, SpendSource } from "./cards-rules";

/** What may be decided on a pending play. */
export type PlayDecision = "detrimental" | "beneficial" | "stands" | "veto";

export const PLAY_DECISIONS: readonly PlayDecision[] = ["detrimental", "beneficial", "stands", "veto"];

/** A user deciding, as the writer sees them (rebuilt from the documents, never from the request). */
export interface PlayViewer {
  id: string;
  name: string;
  isStoryguide: boolean;
}

/** The parts of a spend's state the decisions read. */
export interface PlayState {
  source: SpendSource;
  marking: SpendMarking;
  /** Users who may veto besides the Storyguide: the players of the character it was played on. */
  vetoers: readonly string[];
}

/** Is this a decision word? */
export function isPlayDecision(value: unknown): value is PlayDecision {
  return PLAY_DECISIONS.some((d) => d === value);
}

/**
 * The players who may veto a card played on a character: its players, but
 * not the player who played it (her own character: only the SG vetoes).
 */
export function vetoersOf(targetPlayerIds: readonly string[], spenderId: string): string[] {
  return targetPlayerIds.filter((id, i) => id !== spenderId && targetPlayerIds.indexOf(id) === i);
}

/** The decisions this viewer may take on the play now (none once it is settled). */
export function playDecisionsFor(state: PlayState, viewer: Pick<PlayViewer, "id" | "isStoryguide">): PlayDecision[] {
  if (state.marking !== "pending") return [];
  const decisions: PlayDecision[] = [];
  if (viewer.isStoryguide)
    decisions.push(...(state.source === "hand" ? (["detrimental", "beneficial"] as const) : (["stands"] as const)));
  if (viewer.isStoryguide || state.vetoers.includes(viewer.id)) decisions.push("veto");
  return decisions;
}

/** Why a decision is refused (lang keys under STORY_ENGINES.FourColors.Cards.Problems). */
export type PlayRefusal = "alreadyMarked" | "notStoryguide" | "notVetoer";

/** The marking a decision leaves on the play. */
export function markingOf(decision: PlayDecision): SpendMarking {
  return decision === "veto" ? "vetoed" : decision;
}

/** The play after the viewer's decision, or why it is refused. */
export function applyPlayDecision<S extends PlayState>(
  state: S,
  decision: PlayDecision,
  viewer: PlayViewer,
): { ok: true; state: S & { decidedBy: string } } | { ok: false; reason: PlayRefusal } {
  if (state.marking !== "pending") return { ok: false, reason: "alreadyMarked" };
  if (!playDecisionsFor(state, viewer).includes(decision))
    return { ok: false, reason: decision === "veto" ? "notVetoer" : "notStoryguide" };
  return { ok: true, state: { ...state, marking: markingOf(decision), decidedBy: viewer.name } };
}

/** What the writer does to the cards once a play is settled. */
export interface PlayOutcome {
  /** The card leaves its hand or the Title's slot for the discard pile. */
  discard: boolean;
  /** Cards drawn into the hand at once. */
  replacement: number;
  /** The Title's slot that held it is freed (a Title card that stands). */
  freeSlot: boolean;
  /** The new Trait is added (a blank card spent for a Trait that stands). */
  addTrait: boolean;
  /** The spend is written in the Title's log (a running Issue the character takes part in). */
  log: boolean;
}

/** The card moves after a settled play: a veto leaves the card where it was (back in play for its holder). */
export function playOutcome(state: { source: SpendSource; marking: SpendMarking }): PlayOutcome {
  const stands = state.marking !== "pending" && state.marking !== "vetoed";
  return {
    discard: stands,
    replacement: state.source === "hand" && state.marking === "detrimental" ? 1 : 0,
    freeSlot: stands && state.source === "title",
    addTrait: stands && state.source === "trait",
    log: stands && state.source !== "trait",
  };
}
