/**
 * The Title sheet's story so far, pure: the running Issue (with its Pages,
 * who takes part and the cards spent) and the Issues grouped by Miniseries,
 * read with cards/title-issues.ts (who joined or left mid-Issue too). The Title sheet's `log` part shows it.
 */
import { readIssues, runningIndex, type TitleIssue } from "../cards/title-issues";

export interface StoryPageView {
  /** The Page's number within its Issue, from 1. */
  number: number;
  title: string;
  characters: string;
  spent: { card: string; by: string; title: boolean }[];
  /** Characters who joined or left the Issue on this Page. */
  roster: { name: string; joined: boolean }[];
}

export interface StoryIssueView {
  number: number;
  title: string;
  running: boolean;
  characters: string;
  /** The characters taking part, each with its name ("" when gone), for the Storyguide's × buttons. */
  members: { uuid: string; name: string }[];
  /** Cards spent before the first Page. */
  spent: { card: string; by: string; title: boolean }[];
  /** Characters who joined or left before the first Page. */
  roster: { name: string; joined: boolean }[];
  pages: StoryPageView[];
}

export interface StoryContext {
  /** The running Issue, or null. */
  current: StoryIssueView | null;
  /** The Title's log version the sheet saw (sent with every request). */
  version: number;
  /** Issues by Miniseries, in the order they began ("" = no Miniseries). */
  miniseries: { name: string; issues: StoryIssueView[] }[];
}

/** `names` resolves a character's UUID to its name ("" when gone). */
export function storyContext(system: Record<string, unknown>, names: (uuid: string) => string): StoryContext {
  const issues = readIssues(system.issues);
  const list = (uuids: readonly string[]) =>
    uuids
      .map(names)
      .filter((n) => n !== "")
      .join(", ");
  const view = (issue: TitleIssue): StoryIssueView => {
    const spentOn = (page: number) =>
      issue.spent.filter((s) => s.page === page).map((s) => ({ card: s.card, by: s.by, title: s.source === "title" }));
    const rosterOn = (page: number) =>
      issue.roster.filter((r) => r.page === page).map((r) => ({ name: r.name, joined: r.joined }));
    return {
      number: issue.number,
      title: issue.title,
      running: issue.running,
      characters: list(issue.characters),
      members: issue.characters.map((uuid) => ({ uuid, name: names(uuid) })),
      spent: spentOn(-1),
      roster: rosterOn(-1),
      pages: issue.pages.map((page, i) => ({
        number: i + 1,
        title: page.title,
        characters: list(page.characters),
        spent: spentOn(i),
        roster: rosterOn(i),
      })),
    };
  };
  const groups: { name: string; issues: StoryIssueView[] }[] = [];
  for (const issue of issues) {
    // Only Issues that were run (with characters, Pages or spends) tell the story; plain rows stay in the table.
    if (!issue.running && issue.characters.length === 0 && issue.pages.length === 0 && issue.spent.length === 0)
      continue;
    const last = groups[groups.length - 1];
    if (last && last.name === issue.miniseries) last.issues.push(view(issue));
    else groups.push({ name: issue.miniseries, issues: [view(issue)] });
  }
  const running = issues[runningIndex(issues)];
  return {
    current: running ? view(running) : null,
    version: typeof system.logVersion === "number" ? system.logVersion : 0,
    miniseries: groups,
  };
}
