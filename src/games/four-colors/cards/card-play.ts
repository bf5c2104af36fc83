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
 * - a vetoer vetoes it: the Storyguide at any time, or a player of the
 *   character it was played on (not the player who played it); the card is
 *   usable again —
 * - or the Storyguide settles it — a hand card Detrimental (discarded, a
 *   replacement drawn) or Beneficial (discarded, not replaced); a Title card
 *   or a blank card for a Trait "stands" (discarded; the Title's slot freed,
 *   or the Trait added).
 * The veto comes before the ruling: a play on another player's character
 * first awaits that character's players, each of whom vetoes it or accepts
 * it ("Let it stand on my character"); the Storyguide's marking is offered
 * only once none of them is still to decide. Nothing waits on someone who
 * cannot act: a player who is not connected is not waited for (the
 * Storyguide may mark at once; the player may still decide while it is
 * pending). A settled play refuses anything later.
 */
import type { SpendMarking, SpendSource } from "./cards-rules";

/** What may be decided on a pending play ("accept": a vetoer lets it stand on their character). */
export type PlayDecision = "detrimental" | "beneficial" | "stands" | "veto" | "accept";

export const PLAY_DECISIONS: readonly PlayDecision[] = ["detrimental", "beneficial", "stands", "veto", "accept"];

/** The Storyguide's markings, which settle a play that stands. */
const MARKINGS: readonly PlayDecision[] = ["detrimental", "beneficial", "stands"];

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
  /** The vetoers who accepted it (let it stand on their character); none when absent. */
  accepted?: readonly string[];
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

/** The vetoers still to decide on a pending play (neither vetoed nor accepted it). */
export function undecidedVetoers(state: PlayState): string[] {
  if (state.marking !== "pending") return [];
  const accepted = state.accepted ?? [];
  return state.vetoers.filter((id) => !accepted.includes(id));
}

/**
 * The vetoers the Storyguide's marking waits for: those still to decide who
 * are connected (`connected`: the ids of the connected users) — a Storyguide
 * who is a vetoer too (`storyguideId`) decides by marking.
 */
export function awaitedVetoers(state: PlayState, connected: readonly string[], storyguideId = ""): string[] {
  return undecidedVetoers(state).filter((id) => connected.includes(id) && id !== storyguideId);
}

/** The vetoers still to decide who are not connected: the marking does not wait for them. */
export function absentVetoers(state: PlayState, connected: readonly string[]): string[] {
  return undecidedVetoers(state).filter((id) => !connected.includes(id));
}

/** The decisions this viewer may take on the play now (none once it is settled); `connected`: who is connected. */
export function playDecisionsFor(
  state: PlayState,
  viewer: Pick<PlayViewer, "id" | "isStoryguide">,
  connected: readonly string[],
): PlayDecision[] {
  if (state.marking !== "pending") return [];
  const decisions: PlayDecision[] = [];
  if (viewer.isStoryguide && awaitedVetoers(state, connected, viewer.id).length === 0)
    decisions.push(...MARKINGS.filter((m) => (state.source === "hand" ? m !== "stands" : m === "stands")));
  const undecided = undecidedVetoers(state).includes(viewer.id);
  if (undecided && !viewer.isStoryguide) decisions.push("accept");
  if (viewer.isStoryguide || undecided) decisions.push("veto");
  return decisions;
}

/** Why a decision is refused (lang keys under STORY_ENGINES.FourColors.Cards.Problems). */
export type PlayRefusal = "alreadyMarked" | "notStoryguide" | "notVetoer" | "awaitsVetoer" | "alreadyAccepted";

/** The marking a decision leaves on the play (an acceptance leaves it pending). */
export function markingOf(decision: PlayDecision): SpendMarking {
  if (decision === "accept") return "pending";
  return decision === "veto" ? "vetoed" : decision;
}

/** Why this viewer may not take this decision now. */
function refusalOf(
  state: PlayState,
  decision: PlayDecision,
  viewer: PlayViewer,
  connected: readonly string[],
): PlayRefusal {
  if (decision === "veto" || decision === "accept")
    return (state.accepted ?? []).includes(viewer.id) ? "alreadyAccepted" : "notVetoer";
  return viewer.isStoryguide && awaitedVetoers(state, connected, viewer.id).length > 0
    ? "awaitsVetoer"
    : "notStoryguide";
}

/**
 * The play after the viewer's decision, or why it is refused; `connected`:
 * the ids of the users connected when the writer decides. An acceptance
 * adds the viewer to `accepted` and leaves the play pending; a veto or a
 * marking settles it and names who decided.
 */
export function applyPlayDecision<S extends PlayState>(
  state: S,
  decision: PlayDecision,
  viewer: PlayViewer,
  connected: readonly string[],
): { ok: true; state: S & { decidedBy?: string } } | { ok: false; reason: PlayRefusal } {
  if (state.marking !== "pending") return { ok: false, reason: "alreadyMarked" };
  if (!playDecisionsFor(state, viewer, connected).includes(decision))
    return { ok: false, reason: refusalOf(state, decision, viewer, connected) };
  if (decision === "accept") return { ok: true, state: { ...state, accepted: [...(state.accepted ?? []), viewer.id] } };
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
