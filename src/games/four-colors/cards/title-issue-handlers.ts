/**
 * A Title's Issues, GM side: the handler of the Title sheet's Start Issue /
 * New Page / End Issue requests and of every change of its Issues table (query "four-colors.titleIssue", run in the
 * GM queue like the card handlers), the log of a spent card on the running
 * Issue, and whose characters a user plays. The pure rules are in
 * title-issues.ts; the Title's `logVersion` makes a request from a sheet
 * that saw an older log stale (src/core/versioned-state.ts).
 */
import { applyIfCurrent, STALE_KEY } from "../../../core/versioned-state";
import {
  applyIssueRequest,
  ISSUE_ROW_FIELDS,
  logSpend,
  logVersionOf,
  readIssues,
  type IssueRequest,
  type SpentCard,
  type TitleIssue,
} from "./title-issues";
import { actorFrom, cardHolderFrom, CARD_HOLDER_TYPES, TITLE_TYPE, type CardsResult } from "./storypath";
import { nextIssueNumber } from "../sheets/title-context";

const L = "STORY_ENGINES.FourColors.Cards";

/** UUIDs of the Omegas and Diceless characters the user plays (owns). */
export function userCharacters(user: User): string[] {
  return game.actors
    .filter((a) => CARD_HOLDER_TYPES.includes(a.type) && a.testUserPermission(user, "OWNER"))
    .map((a) => a.uuid);
}

/** The Title's Issues as stored. */
export function titleIssues(title: Actor): TitleIssue[] {
  return readIssues(title.system.issues);
}

/** The update that writes these Issues and moves the log version on. */
export function issuesUpdate(title: Actor, issues: TitleIssue[]): Record<string, unknown> {
  return { "system.issues": issues, "system.logVersion": logVersionOf(title.system) + 1 };
}

/** Log a spent card on the Title's running Issue (nothing when none runs). */
export async function logSpendOn(
  title: Actor,
  spend: { card: string; by: string; source: SpentCard["source"] },
  extra: Record<string, unknown> = {},
): Promise<void> {
  const issues = titleIssues(title);
  const logged = logSpend(issues, spend);
  const changed = logged.some((issue, i) => issue !== issues[i]);
  await title.update(changed ? { ...extra, ...issuesUpdate(title, logged) } : extra);
}

function isIndex(value: unknown): value is number {
  return typeof value === "number" && Number.isInteger(value) && value >= 0;
}

function names(uuids: unknown): string[] {
  return Array.isArray(uuids) ? uuids.filter((u): u is string => typeof u === "string" && u !== "") : [];
}

/** Of these UUIDs, the Omegas and Diceless characters that exist (each once). */
async function characterUuids(uuids: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const uuid of uuids) {
    const actor = await cardHolderFrom(uuid);
    if (actor && !found.includes(actor.uuid)) found.push(actor.uuid);
  }
  return found;
}

/**
 * The Issue's characters: those the asker picked, and the Title's Main characters the asker cannot see (the
 * picker lists only characters they may see, so a Main hidden from a player Storyguide is never dropped
 * by their pick); the Title's Mains when nothing was picked.
 */
async function issueCharacters(title: Actor, picked: string[], asker: User): Promise<string[]> {
  const mains = names(title.system.mains);
  if (picked.length === 0) return characterUuids(mains);
  const hidden: string[] = [];
  for (const uuid of mains) {
    const main = await cardHolderFrom(uuid);
    if (main && !main.testUserPermission(asker, "LIMITED")) hidden.push(main.uuid);
  }
  return characterUuids([...picked, ...hidden]);
}

/** The request as sent by the sheet (anything malformed is refused); a joining or leaving character must exist. */
async function requestOf(title: Actor, data: Record<string, unknown>, asker: User): Promise<IssueRequest | null> {
  const text = (value: unknown) => (typeof value === "string" ? value.trim().slice(0, 200) : "");
  switch (data.action) {
    case "start":
      return {
        action: "start",
        number: nextIssueNumber(title.system.issues),
        title: text(data.title),
        miniseries: text(data.miniseries),
        characters: await issueCharacters(title, names(data.characters), asker),
        date: text(data.date),
      };
    case "end":
      return { action: "end" };
    case "page":
      return { action: "page", title: text(data.title), characters: names(data.characters) };
    case "record":
      return {
        action: "record",
        number: nextIssueNumber(title.system.issues),
        title:
          text(data.title) ||
          game.i18n.format("STORY_ENGINES.FourColors.Title.newIssue", {
            number: nextIssueNumber(title.system.issues),
          }),
      };
    case "edit": {
      const field = ISSUE_ROW_FIELDS.find((f) => f === data.field);
      if (!field || !isIndex(data.index)) return null;
      const value =
        field === "number" ? Number(data.value) : typeof data.value === "string" ? data.value.slice(0, 2000) : null;
      return value === null ? null : { action: "edit", index: data.index, field, value };
    }
    case "delete":
      return isIndex(data.index) ? { action: "delete", index: data.index } : null;
    case "join":
    case "leave": {
      // Omegas and Diceless characters take part; the name is the one the log keeps.
      const character = await cardHolderFrom(data.character);
      return character ? { action: data.action, character: character.uuid, name: character.name } : null;
    }
    default:
      return null;
  }
}

/**
 * Start or end the Title's Issue, start a Page, have a character join or
 * leave the running Issue, or change the Issues table (record a past Issue,
 * edit a row, delete a row that is not the running Issue): only on the log
 * they saw (who may ask — the Storyguide — is the
 * request's declared rule).
 */
export async function gmTitleIssue(user: User, data: Record<string, unknown>): Promise<CardsResult> {
  const title = await actorFrom(data.titleUuid, TITLE_TYPE);
  if (!title) return { ok: false, reason: `${L}.Problems.noTitle` };
  // With no GM, this client (the cards' writer) runs every Title's Issues; one it may not write waits for a GM.
  if (!title.isOwner) return { ok: false, reason: `${L}.Problems.titleNeedsGM` };
  const request = await requestOf(title, data, user);
  if (!request) return { ok: false, reason: `${L}.Problems.badRequest` };
  const outcome = await applyIfCurrent({
    read: () => title,
    version: (t) => logVersionOf(t.system),
    seen: data.version,
    apply: async (t): Promise<CardsResult> => {
      const next = applyIssueRequest(titleIssues(t), request);
      if (!next.ok) return { ok: false, reason: `${L}.Problems.${next.reason}` };
      await t.update(issuesUpdate(t, next.issues));
      return { ok: true };
    },
  });
  if (!outcome.ok) return { ok: false, reason: outcome.reason === "stale" ? STALE_KEY : `${L}.Problems.noTitle` };
  return outcome.result;
}
