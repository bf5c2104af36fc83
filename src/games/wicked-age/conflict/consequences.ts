/**
 * Negotiating consequences (pure transitions). After an absolute win the
 * winner, by default, exhausts or injures the loser (winner's choice), or
 * the two agree on other terms: one side proposes, the other accepts, and
 * either may insist on the default instead. The GM is no arbiter here: it
 * proposes and accepts for its NPC's side like any player ("GM, when you
 * lose… suggest it yourself"), and neither side accepts its own proposal —
 * nor does the user who proposed it, acting for the other side too (the GM
 * for an absent player): an agreement needs two people.
 * Between rounds any two may agree to end it instead of rolling forward
 * (then there is no default: insisting means rolling on). A consequential strength in the winner's roll adds one
 * more die-size loss. Optional rules: "Use it, risk it" replaces the default;
 * "Mixed victory" costs a round-3 winner one size too.
 */
import { wicked } from "../../../rules";
import {
  accept,
  emptyTerms,
  participant,
  refuse,
  withParticipant,
  type ConflictOptions,
  type ConflictState,
  type Consequence,
  type Participant,
  type Side,
  type Terms,
  type Transition,
} from "./state";

/** Who acts on a consequence: one of its two sides (the GM acts for its NPC's side). */
export type Actor = Side;
export type DefaultKind = "exhausted" | "injured" | "risked";

function find(state: ConflictState, id: number): Consequence | undefined {
  return state.consequences.find((c) => c.id === id);
}

function replace(state: ConflictState, c: Consequence): ConflictState {
  return { ...state, consequences: state.consequences.map((x) => (x.id === c.id ? c : x)) };
}

/** A loss entry fits the loser: a form for a player's character; an NPC form, or "<form>:both". */
export function lossFits(kind: Participant["kind"], entry: string): boolean {
  if (kind === "character") return wicked.isForm(entry);
  const [form, both, ...rest] = entry.split(":");
  return rest.length === 0 && wicked.isNpcForm(form) && (both === undefined || both === "both");
}

function termsProblem(loser: Participant, terms: Terms): string | null {
  if (terms.losses.length > 12) return "tooManyLosses";
  if (!terms.losses.every((l) => lossFits(loser.kind, l))) return "badLoss";
  if (terms.text.length > 2000 || terms.removeStrength.length > 200) return "termsTooLong";
  return null;
}

/** The default losses of a consequence, without the consequential extra. */
export function defaultLossEntries(loser: Participant, kind: DefaultKind): string[] {
  if (kind === "risked") return loser.kind === "character" ? [...loser.forms] : loser.forms.map((f) => `${f}:both`);
  if (loser.kind === "character") return wicked.defaultLosses(kind);
  return wicked.defaultNpcLosses(kind).map((l) => `${l.form}:both`);
}

/** A consequential strength in the winner's roll: one more size off its form (an NPC loser: its NPC form's higher die). */
export function consequentialEntry(c: Consequence, winner: Participant | undefined, loser: Participant): string[] {
  if (!c.consequential || !winner) return [];
  const entry = loser.kind === "character" ? winner.consequentialForm : winner.consequentialNpcForm;
  return lossFits(loser.kind, entry) ? [entry] : [];
}

function settle(
  state: ConflictState,
  c: Consequence,
  kind: Consequence["resolution"],
  terms: Terms,
  winnerLoss: string,
): Transition {
  const loser = participant(state, c.loser);
  if (!loser) return refuse("notInConflict");
  const losses = [...terms.losses, ...consequentialEntry(c, participant(state, c.winner), loser)];
  const settled: Consequence = {
    ...c,
    status: "settled",
    resolution: kind,
    terms: { ...terms, losses },
    winnerLoss,
    proposedBy: "",
    proposerUser: "",
    proposal: emptyTerms(),
  };
  // The loser is out of the action (after an absolute loss, already).
  let next = withParticipant(replace(state, settled), c.loser, { status: "out" });
  const index = next.consequences.findIndex((x) => x.id === c.id);
  const ended = next.phase !== "ended" && next.participants.filter((p) => p.status === "in").length < 2;
  if (ended) next = { ...next, phase: "ended" };
  return accept(next, [{ kind: "consequence", index }, ...(ended ? [{ kind: "ended" as const }] : [])]);
}

/** The winner takes the default: exhausted or injured — or, with "Use it, risk it", the forms used. */
export function chooseDefault(
  state: ConflictState,
  id: number,
  kind: DefaultKind,
  by: Actor,
  options: ConflictOptions,
  winnerLoss = "",
): Transition {
  const c = find(state, id);
  if (!c || c.status !== "pending") return refuse("noConsequence");
  if (c.midDice) return refuse("noDefaultMidDice");
  if (by === "loser") return refuse("winnersChoice");
  if ((kind === "risked") !== options.useItRiskIt)
    return refuse(options.useItRiskIt ? "riskedOnly" : "exhaustOrInjure");
  const loser = participant(state, c.loser);
  const winner = participant(state, c.winner);
  if (!loser || !winner) return refuse("notInConflict");
  // A mixed victory costs the winner one size in one form they used (an NPC: that NPC form's higher die).
  if (c.mixed && !winner.forms.includes(winnerLoss)) return refuse("mixedNeedsForm");
  return settle(
    state,
    c,
    kind,
    { ...emptyTerms(), losses: defaultLossEntries(loser, kind) },
    c.mixed ? winnerLoss : "",
  );
}

/** One side proposes other terms: they wait for the other side's agreement. */
export function proposeTerms(state: ConflictState, id: number, by: Actor, terms: Terms, userId = ""): Transition {
  const c = find(state, id);
  if (!c || c.status !== "pending") return refuse("noConsequence");
  const loser = participant(state, c.loser);
  if (!loser) return refuse("notInConflict");
  const problem = termsProblem(loser, terms);
  if (problem) return refuse(problem);
  return accept(
    replace(state, { ...c, proposedBy: by, proposerUser: userId, proposal: { ...terms, losses: [...terms.losses] } }),
  );
}

/** The other side agrees to the proposal: it is settled. */
export function acceptTerms(state: ConflictState, id: number, by: Actor, userId = ""): Transition {
  const c = find(state, id);
  if (!c || c.status !== "pending") return refuse("noConsequence");
  if (c.proposedBy === "") return refuse("noProposal");
  if (by === c.proposedBy) return refuse("otherSideAccepts");
  if (userId !== "" && userId === c.proposerUser) return refuse("twoPeopleAgree");
  return settle(state, c, "negotiated", c.proposal, "");
}

/**
 * Either side ends negotiation: the proposal is dropped and the default
 * stands (the winner picks it); a negotiated end between rounds is dropped
 * altogether — they roll forward.
 */
export function insistOnDefault(state: ConflictState, id: number): Transition {
  const c = find(state, id);
  if (!c || c.status !== "pending") return refuse("noConsequence");
  if (c.midDice) return accept({ ...state, consequences: state.consequences.filter((x) => x.id !== id) });
  return accept(replace(state, { ...c, proposedBy: "", proposerUser: "", proposal: emptyTerms() }));
}

/**
 * Between rounds, one side of two still in proposes to end it on terms
 * instead of rolling forward: the other side accepts or refuses (rolling
 * on), whoever proposes it — the GM's NPC included.
 */
export function proposeEnd(
  state: ConflictState,
  winnerId: string,
  loserId: string,
  by: Actor,
  terms: Terms,
  userId = "",
): Transition {
  if (state.phase !== "between") return refuse("notBetweenRounds");
  const winner = participant(state, winnerId);
  const loser = participant(state, loserId);
  if (!winner || !loser || winnerId === loserId) return refuse("badTarget");
  if (winner.status !== "in" || loser.status !== "in") return refuse("targetOut");
  if (
    state.consequences.some((c) => c.status === "pending" && c.midDice && (c.loser === loserId || c.winner === loserId))
  )
    return refuse("negotiationOpen");
  const problem = termsProblem(loser, terms);
  if (problem) return refuse(problem);
  const c: Consequence = {
    id: state.consequences.reduce((max, x) => Math.max(max, x.id), 0) + 1,
    round: state.round,
    winner: winnerId,
    loser: loserId,
    status: "pending",
    midDice: true,
    consequential: winner.consequentialForm !== "" || winner.consequentialNpcForm !== "",
    mixed: false,
    proposedBy: "",
    proposerUser: userId,
    proposal: { ...terms, losses: [...terms.losses] },
    resolution: "",
    terms: emptyTerms(),
    winnerLoss: "",
  };
  return accept({ ...state, consequences: [...state.consequences, { ...c, proposedBy: by }] });
}

/** Which side of consequence `c` a participant id is, if any. */
export function sideOf(c: Consequence, participantId: string): Side | null {
  if (c.winner === participantId) return "winner";
  if (c.loser === participantId) return "loser";
  return null;
}
