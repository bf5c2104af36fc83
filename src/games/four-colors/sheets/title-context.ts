/** Pure context of the Title sheet (parts `sheet` and `log`; the story so far from title-story.ts). */
import { deriveTitle } from "../data/title";
import { storyContext, type StoryContext } from "./title-story";
import { isRecord } from "../data/omega";
import type { TitleSlotsContext } from "../cards/cards-context";

export interface TitleSheetInput {
  name: string;
  img: string;
  system: Record<string, unknown>;
  editable: boolean;
  enriched: { description: string };
  /** The Main characters, resolved from their UUIDs (found: false when the actor is gone). */
  mains: readonly { uuid: string; name: string; img: string; found: boolean }[];
  /** Omegas and Diceless characters that may be added as Main characters or join the running Issue. */
  omegas: readonly { uuid: string; name: string }[];
  /**
   * Context of the cards engineer's slots partial (templates/four-colors/cards/title-slots.hbs):
   * titleSlotsPanelContext(actor) on the sheet, titleSlotsContext(…) in the gallery.
   */
  slotsPanel: TitleSlotsContext;
  /** Names of the characters the Issues name, by UUID (a character gone is left out). */
  characterNames?: Record<string, string>;
  /** May the viewer start, change and end Issues and edit their log: the Storyguide (default: `editable`). */
  runsIssues?: boolean;
}

export interface IssueRow {
  index: number;
  number: number;
  title: string;
  date: string;
  notes: string;
  /** The running Issue: ended, never deleted (no trash icon). */
  running: boolean;
}

export interface TitleSheetContext {
  name: string;
  img: string;
  editable: boolean;
  /** The Issue controls and the log's edits show (the Storyguide). */
  runsIssues: boolean;
  description: { source: string; enriched: string };
  mains: TitleSheetInput["mains"];
  omegaOptions: { value: string; label: string }[];
  /** Characters who may join the running Issue (not taking part yet); empty when none runs. */
  joinOptions: { value: string; label: string }[];
  slotCount: number;
  filled: number;
  open: number;
  overfull: boolean;
  slotsPanel: TitleSlotsContext;
  issues: IssueRow[];
  nextIssue: number;
  story: StoryContext;
}

export function titleSheetContext(input: TitleSheetInput): TitleSheetContext {
  const derived = deriveTitle(input.system);
  const rawIssues = Array.isArray(input.system.issues) ? input.system.issues : [];
  const issues: IssueRow[] = rawIssues.map((raw, index) => {
    const issue = isRecord(raw) ? raw : {};
    return {
      index,
      number: typeof issue.number === "number" ? issue.number : index + 1,
      title: typeof issue.title === "string" ? issue.title : "",
      date: typeof issue.date === "string" ? issue.date : "",
      notes: typeof issue.notes === "string" ? issue.notes : "",
      running: issue.running === true,
    };
  });
  const mainUuids = new Set(input.mains.map((m) => m.uuid));
  const story = storyContext(input.system, (uuid) => input.characterNames?.[uuid] ?? "");
  const inIssue = new Set(story.current?.members.map((m) => m.uuid) ?? []);
  return {
    name: input.name,
    img: input.img,
    editable: input.editable,
    runsIssues: input.runsIssues ?? input.editable,
    description: {
      source: typeof input.system.description === "string" ? input.system.description : "",
      enriched: input.enriched.description,
    },
    mains: input.mains,
    omegaOptions: input.omegas.filter((o) => !mainUuids.has(o.uuid)).map((o) => ({ value: o.uuid, label: o.name })),
    joinOptions: story.current
      ? input.omegas.filter((o) => !inIssue.has(o.uuid)).map((o) => ({ value: o.uuid, label: o.name }))
      : [],
    slotCount: derived.slotCount,
    filled: derived.filled,
    open: derived.open,
    overfull: derived.overfull,
    slotsPanel: input.slotsPanel,
    issues,
    nextIssue: nextIssueNumber(input.system.issues),
    story,
  };
}

/** The number of the next Issue: one more than the highest logged (1 for a new Title). */
export function nextIssueNumber(issues: unknown): number {
  if (!Array.isArray(issues)) return 1;
  return (
    issues.reduce<number>(
      (max, issue) => (isRecord(issue) && typeof issue.number === "number" ? Math.max(max, issue.number) : max),
      0,
    ) + 1
  );
}
