/**
 * The stakes card's state, pure: the book's procedure (Rolling the Planets)
 * is "1) The SG sets the Difficulty … and picks the Favored and Opposed
 * Forces. 2) The SG decides whether … a Benefit or Hindrance … applies …
 * 3) The player rolls her character's Planets". The Storyguide prepares the
 * roll in the roll dialog and sends it; the card carries exactly what will be
 * rolled (a HierarchyRollData plan), who set it, and where it stands:
 *
 * - awaiting: the character's player may roll. For a combined roll with
 *   another player's Omega, that player is asked first: they agree that the
 *   first player rolls both (the book: "Roll once"), or roll the shared dice
 *   themselves, which is agreeing.
 * - rolling: a player claimed the roll and is rolling it on their own client
 *   (manual dice entry, their roll mode); only they may roll it again (a
 *   roll that failed on their side), and only they report it rolled.
 * - rolled / cancelled: done; the Storyguide may cancel before it is rolled.
 *
 * Every change moves the version on; a request made on an older version is
 * refused as stale (src/core/versioned-state.ts) by the card's writer, the
 * active GM's queue (stakes-card.ts).
 */
import { parseRollData, rollOptions, ROLL_OPTIONS_KEY, type HierarchyRollData } from "./roll-data";
import { isRecord } from "../../../schema";

export type StakesStatus = "awaiting" | "rolling" | "rolled" | "cancelled";

/** A user of the card as the writer sees them (rebuilt on the GM side from what they own). */
export interface StakesUser {
  id: string;
  name: string;
  isStoryguide: boolean;
  /** Plays the character the stakes are for. */
  playsActor: boolean;
  /** Plays the partner of a combined roll. */
  playsPartner: boolean;
}

export interface StakesCardState {
  version: number;
  /** Exactly what will be rolled. */
  plan: HierarchyRollData;
  /** The Storyguide who set the stakes. */
  setBy: { id: string; name: string };
  status: StakesStatus;
  /** The partner's player must agree (a combined roll with a character another player plays). */
  partnerMustAgree: boolean;
  partnerAgreed: boolean;
  /** Who claimed the roll ("" before). */
  roller: { id: string; name: string };
}

export type StakesAction = { type: "agree" } | { type: "claim" } | { type: "rolled" } | { type: "cancel" };

export type StakesResult = { ok: true; state: StakesCardState } | { ok: false; reason: StakesRefusal };

/** Why an action is refused (lang keys under STORY_ENGINES.FourColors.Stakes.Problems). */
export type StakesRefusal = "notYours" | "done" | "awaitingPartner" | "notStoryguide" | "alreadyAgreed";

/** A new card for a plan the Storyguide sent. */
export function newStakesCard(
  plan: HierarchyRollData,
  setBy: { id: string; name: string },
  partnerMustAgree: boolean,
): StakesCardState {
  return {
    version: 0,
    plan: { ...plan, setBy: setBy.name },
    setBy: { ...setBy },
    status: "awaiting",
    partnerMustAgree,
    partnerAgreed: false,
    roller: { id: "", name: "" },
  };
}

/** May this user roll now (claim the roll, or roll again the roll they claimed)? */
export function mayRoll(state: StakesCardState, user: StakesUser): boolean {
  if (state.status === "rolling") return state.roller.id === user.id;
  if (state.status !== "awaiting") return false;
  if (state.partnerMustAgree && user.playsPartner) return true;
  return user.playsActor && (!state.partnerMustAgree || state.partnerAgreed);
}

/** May this user agree that the first player rolls both? */
export function mayAgree(state: StakesCardState, user: StakesUser): boolean {
  return state.status === "awaiting" && state.partnerMustAgree && !state.partnerAgreed && user.playsPartner;
}

/** May this user withdraw the stakes? The Storyguide, before they are rolled. */
export function mayCancel(state: StakesCardState, user: StakesUser): boolean {
  return user.isStoryguide && (state.status === "awaiting" || state.status === "rolling");
}

function next(state: StakesCardState, change: Partial<StakesCardState>): StakesResult {
  return { ok: true, state: { ...state, ...change, version: state.version + 1 } };
}

/** The card after a user's action, or why it is refused. */
export function applyStakesAction(state: StakesCardState, action: StakesAction, user: StakesUser): StakesResult {
  const finished = state.status === "rolled" || state.status === "cancelled";
  switch (action.type) {
    case "agree":
      if (finished) return { ok: false, reason: "done" };
      if (state.partnerAgreed) return { ok: false, reason: "alreadyAgreed" };
      return mayAgree(state, user) ? next(state, { partnerAgreed: true }) : { ok: false, reason: "notYours" };
    case "claim":
      if (finished) return { ok: false, reason: "done" };
      if (mayRoll(state, user)) {
        // The partner's player rolling the shared dice is their agreement.
        const agreed = state.partnerAgreed || (state.partnerMustAgree && user.playsPartner);
        return next(state, { status: "rolling", roller: { id: user.id, name: user.name }, partnerAgreed: agreed });
      }
      if (user.playsActor && state.status === "awaiting") return { ok: false, reason: "awaitingPartner" };
      return { ok: false, reason: "notYours" };
    case "rolled":
      if (state.status !== "rolling") return { ok: false, reason: "done" };
      return state.roller.id === user.id ? next(state, { status: "rolled" }) : { ok: false, reason: "notYours" };
    case "cancel":
      if (finished) return { ok: false, reason: "done" };
      return mayCancel(state, user) ? next(state, { status: "cancelled" }) : { ok: false, reason: "notStoryguide" };
  }
}

function who(value: unknown): { id: string; name: string } {
  const v = isRecord(value) ? value : {};
  return { id: typeof v.id === "string" ? v.id : "", name: typeof v.name === "string" ? v.name : "" };
}

const STATUSES: readonly StakesStatus[] = ["awaiting", "rolling", "rolled", "cancelled"];

/** The card's state read back from its message's flags; null when it is not a stakes card. */
export function parseStakesCard(value: unknown): StakesCardState | null {
  if (!isRecord(value)) return null;
  const plan = parseRollData({ [ROLL_OPTIONS_KEY]: value.plan });
  const status = STATUSES.find((s) => s === value.status);
  const version = value.version;
  if (!plan || !status || typeof version !== "number" || !Number.isInteger(version) || version < 0) return null;
  return {
    version,
    plan,
    setBy: who(value.setBy),
    status,
    partnerMustAgree: value.partnerMustAgree === true,
    partnerAgreed: value.partnerAgreed === true,
    roller: who(value.roller),
  };
}

/** The state as stored in the flags (JSON-safe). */
export function stakesFlag(state: StakesCardState): Record<string, unknown> {
  return { ...state, plan: rollOptions(state.plan)[ROLL_OPTIONS_KEY] };
}
