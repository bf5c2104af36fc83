/**
 * Pure context for a chapter's story sheet window: the oracle and its
 * elements (the topper's chosen element marked), the characters read from
 * them with who claimed each and the actor made from it, the recurring
 * characters, time and place, the chapter's GM, and what this viewer may do:
 * deal (once, anyone but the chapter's GM while a friend can), choose the
 * oracle and element (the topper's player only),
 * claim a character (one each) or claim it as a returning character of
 * theirs, make an actor from an entry. The chapter's GM (from chapter three
 * any player but the topper's) takes the rest and makes their sheets; the
 * Foundry GM records who that is, and plays a character when it is not them.
 */
import { MAX_STORY_CHARACTERS, awaitsTopperChoice, cardsToDeal, type StoryState } from "./story";

const S = "STORY_ENGINES.Wicked.Story";

export interface StoryViewer {
  userId: string;
  /** A Foundry GM: records the chapter's GM. */
  isGM: boolean;
  /** Runs this chapter (the Foundry GM's when absent): takes the rest, makes their sheets. */
  runsChapter?: boolean;
  /** May choose the oracle and one element (the owe list topper's player, nobody else). */
  isTopper: boolean;
  /** Runs the chapter while a friend at the table can deal: the book leaves the deal to them. */
  leavesDeal?: boolean;
}

export interface StoryInput {
  story: StoryState;
  viewer: StoryViewer;
  /** User names by id. */
  users: Record<string, string>;
  /** The chapter's GM ("" not recorded). */
  gm: string;
  /** The elements the topper may choose from (card label → entry), for the chosen oracle; empty when not needed. */
  elementChoices: Record<string, string>;
  /** Actor names by uuid ("" when missing). */
  actorNames: Record<string, string>;
  /** The viewer's characters from earlier chapters not on this sheet yet (uuid → name), to claim an entry as. */
  returningChoices?: Record<string, string>;
}

/** An oracle element as a choice: short enough to show whole in the select ("Blood & Sex — K♦ A company of…"). */
export function elementLabel(oracleName: string, entry: string, max = 58): string {
  const text = `${oracleName} — ${entry}`;
  return text.length <= max ? text : `${text.slice(0, max - 1).trimEnd()}…`;
}

export function buildStoryContext(input: StoryInput): Record<string, unknown> {
  const { story, viewer } = input;
  const runs = viewer.runsChapter ?? viewer.isGM;
  const claimedByMe = story.characters.some((c) => c.claimedBy === viewer.userId);
  const needsChoice = awaitsTopperChoice(story);
  // Characters return from chapter 2 on; in chapter 1 every sheet is new.
  const returningChoices = story.chapter > 1 ? (input.returningChoices ?? {}) : {};
  const hasReturning = Object.keys(returningChoices).length > 0;
  /** May the viewer claim this unclaimed (or their own) entry as a returning character? */
  const mayReturn = (claimedBy: string, actorUuid: string) =>
    hasReturning && actorUuid === "" && (claimedBy === viewer.userId || (claimedBy === "" && (runs || !claimedByMe)));
  return {
    version: story.version,
    chapter: story.chapter,
    oracleKey: story.oracle ? `STORY_ENGINES.Wicked.Oracle.${story.oracle}` : "",
    elements: story.elements.map((e, i) => ({ index: i, number: i + 1, card: e.card, text: e.text, chosen: e.chosen })),
    hasElements: story.elements.length > 0,
    dealt: story.dealt,
    toDeal: cardsToDeal(story),
    canDeal: !story.dealt && !needsChoice && viewer.leavesDeal !== true,
    needsChoice,
    canChoose: needsChoice && viewer.isTopper,
    elementChoices: input.elementChoices,
    characters: story.characters.map((c) => ({
      id: c.id,
      name: c.name,
      element: c.element >= 0 ? c.element + 1 : "",
      elementText: story.elements[c.element]?.text ?? "",
      claimedBy: c.claimedBy ? (input.users[c.claimedBy] ?? "?") : "",
      mine: c.claimedBy === viewer.userId,
      canClaim: c.claimedBy === "" && !claimedByMe && !runs,
      canRelease: c.claimedBy !== "" && (c.claimedBy === viewer.userId || runs),
      canCreate: c.actorUuid === "" && (c.claimedBy === viewer.userId || runs),
      canClaimReturning: mayReturn(c.claimedBy, c.actorUuid),
      actorUuid: c.actorUuid,
      actorName: c.actorUuid ? input.actorNames[c.actorUuid] || "?" : "",
      canRemove: runs,
    })),
    hasCharacters: story.characters.length > 0,
    returningChoices,
    canAddCharacter: story.characters.length < MAX_STORY_CHARACTERS,
    elementOptions: Object.fromEntries([
      ["-1", "—"],
      ...story.elements.map((e, i) => [String(i), `${i + 1}. ${e.card}`]),
    ]),
    recurring: story.recurring.map((r) => ({ ...r, howKey: `${S}.how.${r.how}` })),
    time: story.time,
    place: story.place,
    gmName: input.gm ? (input.users[input.gm] ?? "?") : "",
    isGM: viewer.isGM,
    gmOptions: Object.fromEntries(Object.entries(input.users)),
    gmId: input.gm,
    significanceKey: story.chapter >= 3 ? `${S}.significanceLater` : `${S}.significanceFirst`,
  };
}
