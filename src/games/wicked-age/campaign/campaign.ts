/**
 * The campaign's shared state (pure): the chapter counter, the chapter's
 * GM, the current story sheet, and the owe list — one ordered list for the
 * whole campaign, names with repeats. Kept in a hidden world setting that
 * only the GM's client writes, through the GM queue; every change moves the
 * version on and a request that saw another version is refused as stale.
 */
import { crossOffTop, mayGmChapter, oweListTop, scratchFromOweList } from "../../../rules/wicked";
import type { FieldSpec } from "../../../schema";
import { conform } from "../data/conform";

export interface OweEntry {
  actorUuid: string;
  name: string;
}

export interface CampaignState {
  version: number;
  /** 0 before the first deal, then 1, 2, … */
  chapter: number;
  /** The user who ran chapter 1 (chapters 1–2 keep them). */
  firstGm: string;
  /** The user recorded as this chapter's GM. */
  gm: string;
  /** The JournalEntry holding this chapter's story sheet ("" none yet). */
  storyUuid: string;
  owe: OweEntry[];
}

export type CampaignResult =
  { ok: true; state: CampaignState; topper?: OweEntry | null } | { ok: false; problem: string };

const P = "STORY_ENGINES.Wicked.Campaign.Problems";
const refuse = (code: string): CampaignResult => ({ ok: false, problem: `${P}.${code}` });
const next = (state: CampaignState, change: Partial<CampaignState>): CampaignState => ({
  ...state,
  ...change,
  version: state.version + 1,
});

export function newCampaign(): CampaignState {
  return { version: 0, chapter: 0, firstGm: "", gm: "", storyUuid: "", owe: [] };
}

const count = (): FieldSpec => ({ kind: "number", initial: 0, integer: true, min: 0 });
const text = (): FieldSpec => ({ kind: "string", initial: "" });

/** The setting's shape, for reading it defensively. */
export const CAMPAIGN_FIELDS: Record<string, FieldSpec> = {
  version: count(),
  chapter: count(),
  firstGm: text(),
  gm: text(),
  storyUuid: text(),
  owe: { kind: "array", element: { kind: "schema", fields: { actorUuid: text(), name: text() } } },
};

/** The stored setting, read defensively. */
export function readCampaign(value: unknown): CampaignState {
  const state = conform(CAMPAIGN_FIELDS, value) as unknown as CampaignState;
  return { ...state, owe: state.owe.filter((e) => e.actorUuid !== "") };
}

/** After round 1 of a conflict: these characters go onto the end of the list. */
export function addToOweList(state: CampaignState, entries: readonly OweEntry[]): CampaignResult {
  if (entries.length === 0) return { ok: true, state };
  return { ok: true, state: next(state, { owe: [...state.owe, ...entries.map((e) => ({ ...e }))] }) };
}

/** Scratch one occurrence (the lowest) of a character's name: an advantage die, or buying it into a chapter. */
export function scratch(state: CampaignState, actorUuid: string): CampaignResult {
  const keys = state.owe.map((e) => e.actorUuid);
  if (!keys.includes(actorUuid)) return refuse("notOnList");
  // The rules' scratch keeps the higher places: the lowest occurrence goes.
  const kept = scratchFromOweList(keys, actorUuid);
  const at = keys.lastIndexOf(actorUuid);
  const owe = state.owe.filter((_, i) => i !== at);
  return owe.length === kept.length ? { ok: true, state: next(state, { owe }) } : refuse("notOnList");
}

/** The GM takes one line off the list (a mistake). */
export function removeAt(state: CampaignState, index: number): CampaignResult {
  if (!Number.isInteger(index) || index < 0 || index >= state.owe.length) return refuse("noSuchLine");
  return { ok: true, state: next(state, { owe: state.owe.filter((_, i) => i !== index) }) };
}

/** The first chapter begins: its story sheet, its GM. */
export function beginFirstChapter(state: CampaignState, storyUuid: string, gm: string): CampaignResult {
  if (state.chapter !== 0) return refuse("alreadyBegun");
  return { ok: true, state: next(state, { chapter: 1, firstGm: gm, gm, storyUuid }) };
}

/**
 * The chapter ends: the character at the top of the list is crossed off
 * onto the next story sheet (none when the list is empty: the next chapter
 * starts as the first did); the chapter counter moves on.
 */
export function endChapter(state: CampaignState, nextStoryUuid: string): CampaignResult {
  if (state.chapter === 0) return refuse("notBegun");
  const keys = state.owe.map((e) => e.actorUuid);
  const topper = oweListTop(keys) === null ? null : (state.owe[0] ?? null);
  const owe = topper ? state.owe.slice(state.owe.length - crossOffTop(keys).length) : [];
  const chapter = state.chapter + 1;
  // Chapters 1 and 2 keep the first GM; from chapter 3 the table records who runs it.
  const gm = chapter < 3 ? state.firstGm : "";
  return { ok: true, state: next(state, { chapter, storyUuid: nextStoryUuid, owe, gm }), topper };
}

/** Record this chapter's GM: chapters 1–2 keep the first GM; from chapter 3 anyone but the topper's player. */
export function recordGm(state: CampaignState, userId: string, topperPlayer: string | null): CampaignResult {
  if (state.chapter === 0) return refuse("notBegun");
  if (!mayGmChapter(state.chapter, userId, { firstGm: state.firstGm || userId, topperPlayer }))
    return refuse(state.chapter < 3 ? "gmBeforeThree" : "topperCannotGm");
  return { ok: true, state: next(state, { gm: userId }) };
}
