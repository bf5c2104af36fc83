/**
 * Title: an ongoing series (a character's own, or the group's Main Title).
 * Its Main characters (Omega UUIDs), the Storypath Cards in its slots
 * (slot count from titleCardSlots; the cards engineer owns the actions that
 * move cards), and a log of its Issues: each in a Miniseries, with who took
 * part, its Pages and the cards spent (cards/title-issues.ts); one Issue at a
 * time runs, and `logVersion` moves on with every change to the log made
 * through the GM queue. Old Titles load with the new fields' defaults.
 */
import type { ModelSpec } from "../../../schema";
import { titleCardSlots } from "../../../rules/four-colors";
import { LANG } from "./common";
import { isRecord } from "./omega";

/** The most slots a Title can have (one Main character). */
export const MAX_TITLE_SLOTS = titleCardSlots(1);

export const titleSpec: ModelSpec<"fourColorsTitle"> = {
  documentName: "Actor",
  type: "fourColorsTitle",
  localizationPrefix: `${LANG}.Title`,
  fields: {
    description: { kind: "html" },
    mains: { kind: "array", element: { kind: "uuid", documentName: "Actor" }, maxLength: 50 },
    slots: {
      kind: "array",
      maxLength: MAX_TITLE_SLOTS,
      element: {
        kind: "schema",
        fields: {
          cardUuid: { kind: "uuid", documentName: "Card" },
          name: { kind: "string", initial: "", maxLength: 200 },
        },
      },
    },
    issues: {
      kind: "array",
      maxLength: 500,
      element: {
        kind: "schema",
        fields: {
          number: { kind: "number", initial: 1, integer: true, min: 0, max: 9999 },
          title: { kind: "string", initial: "", maxLength: 200 },
          date: { kind: "string", initial: "", maxLength: 100 },
          notes: { kind: "string", initial: "", maxLength: 5000 },
          miniseries: { kind: "string", initial: "", maxLength: 200 },
          running: { kind: "boolean", initial: false },
          characters: { kind: "array", element: { kind: "uuid", documentName: "Actor" }, maxLength: 50 },
          pages: {
            kind: "array",
            maxLength: 200,
            element: {
              kind: "schema",
              fields: {
                title: { kind: "string", initial: "", maxLength: 200 },
                characters: { kind: "array", element: { kind: "uuid", documentName: "Actor" }, maxLength: 50 },
              },
            },
          },
          spent: {
            kind: "array",
            maxLength: 500,
            element: {
              kind: "schema",
              fields: {
                card: { kind: "string", initial: "", maxLength: 200 },
                by: { kind: "string", initial: "", maxLength: 200 },
                page: { kind: "number", initial: -1, integer: true, min: -1, max: 200 },
                source: { kind: "string", initial: "hand", choices: ["hand", "title"] },
              },
            },
          },
        },
      },
    },
    logVersion: { kind: "number", initial: 0, integer: true, min: 0, max: 1_000_000 },
  },
  joint: (system) => {
    const mains = Array.isArray(system.mains) ? system.mains : [];
    const seen = new Set<unknown>();
    for (const uuid of mains) {
      if (uuid !== "" && seen.has(uuid))
        return [{ path: "mains", code: `${LANG}.Validation.duplicateMain`, params: { value: String(uuid) } }];
      seen.add(uuid);
    }
    return [];
  },
};

export interface TitleSlotCard {
  cardUuid: string;
  name: string;
}

export interface TitleDerived {
  /** Card slots: max(1, 5 − (Main characters − 1)). */
  slotCount: number;
  /** Cards held in slots. */
  filled: number;
  /** Open slots (0 when full or overfull). */
  open: number;
  /** More cards than slots (after a Main character joined): a warning, nothing is removed. */
  overfull: boolean;
}

/** Derived data of a Title (the model's prepareDerivedData calls this). */
export function deriveTitle(system: Record<string, unknown>): TitleDerived {
  const mains = Array.isArray(system.mains) ? system.mains.filter((m) => typeof m === "string" && m !== "") : [];
  const slotCount = titleCardSlots(mains.length);
  const filled = readSlots(system.slots).length;
  return { slotCount, filled, open: Math.max(0, slotCount - filled), overfull: filled > slotCount };
}

export function readSlots(raw: unknown): TitleSlotCard[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((s): TitleSlotCard[] =>
    isRecord(s)
      ? [{ cardUuid: typeof s.cardUuid === "string" ? s.cardUuid : "", name: typeof s.name === "string" ? s.name : "" }]
      : [],
  );
}
