/**
 * A Title's Issues as the story so far, pure: the running ("current") Issue,
 * who may use the Title's Storypath Cards, and the log the Title sheet shows
 * (Issues within Miniseries, Pages within Issues, who took part, cards
 * spent). The book's structure of play: "Panel < Page < Issue < Miniseries";
 * "Titles organise Issues".
 *
 * - An Issue is started and ended from the Title sheet; at most one runs at a
 *   time. It takes part with the characters the Storyguide chose (the
 *   Title's Main characters by default, guests and Diceless Main characters
 *   too; never none) and belongs to a Miniseries (a name, or none). A
 *   character joins or leaves mid-Issue, and the log records it on the
 *   Page where it happened.
 * - Pages are started within the running Issue, each with who takes part.
 * - Cards spent during the running Issue are logged on it, on its last Page.
 * - Giving a card to a Title and spending one of its cards are allowed only
 *   to a player with a character in a running Issue of that Title (the GM
 *   side re-checks it: storypath-handlers.ts).
 *
 * Every change moves the Title's `logVersion` on; a request from a sheet that
 * saw an older version is refused as stale (src/core/versioned-state.ts).
 */
import { isRecord } from "../data/omega";

export interface IssuePage {
  title: string;
  /** UUIDs of the characters taking part. */
  characters: string[];
}

export interface SpentCard {
  card: string;
  /** The character who spent it (name when spent). */
  by: string;
  /** Index of the Page it was spent on, -1 before the first Page. */
  page: number;
  source: "hand" | "title";
}

/** A character who joined or left the running Issue (logged on the Page where it happened). */
export interface RosterChange {
  /** The character's name when it happened. */
  name: string;
  joined: boolean;
  /** Index of the Page, -1 before the first Page. */
  page: number;
}

export interface TitleIssue {
  number: number;
  title: string;
  date: string;
  notes: string;
  miniseries: string;
  running: boolean;
  characters: string[];
  pages: IssuePage[];
  spent: SpentCard[];
  roster: RosterChange[];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((v): v is string => typeof v === "string" && v !== "") : [];
}

function str(value: unknown): string {
  return typeof value === "string" ? value : "";
}

/** A Title's `issues` read tolerantly (old Issues have no Pages, characters or spends). */
export function readIssues(raw: unknown): TitleIssue[] {
  if (!Array.isArray(raw)) return [];
  return raw.map((entry, index) => {
    const issue = isRecord(entry) ? entry : {};
    return {
      number: typeof issue.number === "number" ? issue.number : index + 1,
      title: str(issue.title),
      date: str(issue.date),
      notes: str(issue.notes),
      miniseries: str(issue.miniseries),
      running: issue.running === true,
      characters: strings(issue.characters),
      pages: (Array.isArray(issue.pages) ? issue.pages : []).map((p) => {
        const page = isRecord(p) ? p : {};
        return { title: str(page.title), characters: strings(page.characters) };
      }),
      spent: (Array.isArray(issue.spent) ? issue.spent : []).map((s) => {
        const spent = isRecord(s) ? s : {};
        return {
          card: str(spent.card),
          by: str(spent.by),
          page: typeof spent.page === "number" ? spent.page : -1,
          source: spent.source === "title" ? "title" : "hand",
        };
      }),
      roster: (Array.isArray(issue.roster) ? issue.roster : []).map((r) => {
        const change = isRecord(r) ? r : {};
        return {
          name: str(change.name),
          joined: change.joined === true,
          page: typeof change.page === "number" ? change.page : -1,
        };
      }),
    };
  });
}

/** The running Issue's index, or -1. */
export function runningIndex(issues: readonly TitleIssue[]): number {
  for (let i = issues.length - 1; i >= 0; i--) if (issues[i]?.running) return i;
  return -1;
}

/** The first of these characters (UUIDs) taking part in the running Issue, or null. */
export function issueCharacterOf(issues: readonly TitleIssue[], characters: readonly string[]): string | null {
  const running = issues[runningIndex(issues)];
  if (!running) return null;
  return characters.find((uuid) => running.characters.includes(uuid)) ?? null;
}

/** All of these characters (UUIDs) taking part in the running Issue, in their order. */
export function issueCharactersOf(issues: readonly TitleIssue[], characters: readonly string[]): string[] {
  const running = issues[runningIndex(issues)];
  return running ? characters.filter((uuid) => running.characters.includes(uuid)) : [];
}

/** Lang key of why these characters may not give to or spend from the Title, or null when they may. */
export function titleCardsProblem(issues: readonly TitleIssue[], characters: readonly string[]): string | null {
  if (runningIndex(issues) < 0) return "noRunningIssue";
  return issueCharacterOf(issues, characters) ? null : "notInIssue";
}

/** A field of an Issue's row that the Title sheet edits in place. */
export type IssueRowField = "number" | "title" | "date" | "notes";

export const ISSUE_ROW_FIELDS: readonly IssueRowField[] = ["number", "title", "date", "notes"];

export type IssueRequest =
  | { action: "start"; number: number; title: string; miniseries: string; characters: string[]; date: string }
  | { action: "end" }
  | { action: "page"; title: string; characters: string[] }
  | { action: "join" | "leave"; character: string; name: string }
  // The Issues table: "Record a past Issue" (a plain row), a row's field edited in place, the trash icon.
  | { action: "record"; number: number; title: string }
  | { action: "edit"; index: number; field: IssueRowField; value: string | number }
  | { action: "delete"; index: number };

/** The Issues after a request, or the lang key (under Cards.Problems) of why it cannot be applied. */
export function applyIssueRequest(
  issues: readonly TitleIssue[],
  request: IssueRequest,
): { ok: true; issues: TitleIssue[] } | { ok: false; reason: string } {
  const index = runningIndex(issues);
  const copy = issues.map((i) => ({ ...i }));
  switch (request.action) {
    case "start":
      if (index >= 0) return { ok: false, reason: "issueRunning" };
      // An Issue nobody takes part in could never use the Title's cards.
      if (request.characters.length === 0) return { ok: false, reason: "noCharacters" };
      copy.push({
        number: request.number,
        title: request.title,
        date: request.date,
        notes: "",
        miniseries: request.miniseries,
        running: true,
        characters: [...request.characters],
        pages: [],
        spent: [],
        roster: [],
      });
      return { ok: true, issues: copy };
    case "end": {
      const running = copy[index];
      if (!running) return { ok: false, reason: "noRunningIssue" };
      copy[index] = { ...running, running: false };
      return { ok: true, issues: copy };
    }
    case "page": {
      const running = copy[index];
      if (!running) return { ok: false, reason: "noRunningIssue" };
      const characters = request.characters.length ? request.characters : running.characters;
      copy[index] = { ...running, pages: [...running.pages, { title: request.title, characters: [...characters] }] };
      return { ok: true, issues: copy };
    }
    case "record":
      // A note of an Issue played before the Title was in Foundry: nothing runs, no card is given or spent for it.
      copy.push({
        number: request.number,
        title: request.title,
        date: "",
        notes: "",
        miniseries: "",
        running: false,
        characters: [],
        pages: [],
        spent: [],
        roster: [],
      });
      return { ok: true, issues: copy };
    case "edit": {
      const row = copy[request.index];
      if (!row) return { ok: false, reason: "noIssue" };
      if (request.field === "number") {
        const number = request.value;
        if (typeof number !== "number" || !Number.isInteger(number) || number < 0 || number > 9999)
          return { ok: false, reason: "badRequest" };
        copy[request.index] = { ...row, number };
      } else {
        if (typeof request.value !== "string") return { ok: false, reason: "badRequest" };
        copy[request.index] = { ...row, [request.field]: request.value };
      }
      return { ok: true, issues: copy };
    }
    case "delete": {
      const row = copy[request.index];
      if (!row) return { ok: false, reason: "noIssue" };
      // The running Issue holds who takes part and what is spent: it is ended, never deleted.
      if (row.running) return { ok: false, reason: "deleteRunning" };
      return { ok: true, issues: copy.filter((_, i) => i !== request.index) };
    }
    case "join":
    case "leave": {
      const running = copy[index];
      if (!running) return { ok: false, reason: "noRunningIssue" };
      const joined = request.action === "join";
      const present = running.characters.includes(request.character);
      if (joined === present) return { ok: false, reason: joined ? "alreadyInIssue" : "notInIssueCharacter" };
      const characters = joined
        ? [...running.characters, request.character]
        : running.characters.filter((c) => c !== request.character);
      if (characters.length === 0) return { ok: false, reason: "noCharacters" };
      const change = { name: request.name, joined, page: running.pages.length - 1 };
      copy[index] = { ...running, characters, roster: [...running.roster, change] };
      return { ok: true, issues: copy };
    }
  }
}

/** The Issues after a card was spent: logged on the running Issue's last Page (unchanged when none runs). */
export function logSpend(
  issues: readonly TitleIssue[],
  spend: { card: string; by: string; source: SpentCard["source"] },
): TitleIssue[] {
  const index = runningIndex(issues);
  const running = issues[index];
  if (!running) return [...issues];
  const copy = [...issues];
  copy[index] = { ...running, spent: [...running.spent, { ...spend, page: running.pages.length - 1 }] };
  return copy;
}

/** The Title's log version (0 when never set). */
export function logVersionOf(system: Record<string, unknown>): number {
  return typeof system.logVersion === "number" && Number.isInteger(system.logVersion) ? system.logVersion : 0;
}
