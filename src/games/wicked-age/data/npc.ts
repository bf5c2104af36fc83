/**
 * The "wickedNpc" Actor (pure spec): an NPC with its three NPC forms, each a
 * pair of dice (as assigned, and as they stand after consequences), one or
 * two best interests, the dead flag and notes; and what derives from it.
 */
import type { FieldSpec, ModelSpec, Problem } from "../../../schema";
import {
  INTEREST_LIMITS,
  isOutOfChapter,
  NPC_FORMS,
  validateNpcDice,
  type NpcForm,
  type NpcPair,
} from "../../../rules/wicked";
import { isRecord, NPC_TYPE, numberOr, sizeField, stringList, textField, wickedProblem } from "./common";
import { DICE_PROBLEM_KEYS } from "./character";

export interface WickedNpcSystem {
  description: string;
  forms: Record<NpcForm, NpcPair>;
  interests: string[];
  dead: boolean;
  notes: string;
}

const pairField = (): FieldSpec => ({
  kind: "schema",
  fields: { high: sizeField(), low: sizeField(), highNow: sizeField(), lowNow: sizeField() },
});

const SIZES = [0, 4, 6, 8, 10, 12];

function readPairs(value: unknown): Record<NpcForm, NpcPair> | null {
  if (!isRecord(value)) return null;
  const out = {} as Record<NpcForm, NpcPair>;
  for (const form of NPC_FORMS) {
    const entry = value[form];
    if (!isRecord(entry)) return null;
    const pair = {
      high: numberOr(entry.high, -1),
      low: numberOr(entry.low, -1),
      highNow: numberOr(entry.highNow, -1),
      lowNow: numberOr(entry.lowNow, -1),
    };
    if (!Object.values(pair).every((s) => SIZES.includes(s))) return null;
    out[form] = pair;
  }
  return out;
}

export const npcSpec: ModelSpec<typeof NPC_TYPE> = {
  documentName: "Actor",
  type: NPC_TYPE,
  localizationPrefix: "STORY_ENGINES.Wicked.Npc",
  fields: {
    description: textField(),
    forms: { kind: "schema", fields: Object.fromEntries(NPC_FORMS.map((f) => [f, pairField()])) },
    interests: { kind: "array", element: { kind: "string", initial: "", maxLength: 500 } },
    dead: { kind: "boolean", initial: false },
    notes: { kind: "html" },
  },
  joint: (system) => {
    const problems: Problem[] = [];
    const interests = Array.isArray(system.interests) ? system.interests.length : 0;
    if (interests > INTEREST_LIMITS.npc.max)
      problems.push(
        wickedProblem("interests", "tooManyNpcInterests", { max: INTEREST_LIMITS.npc.max, count: interests }),
      );
    const pairs = readPairs(system.forms);
    if (pairs) {
      for (const p of validateNpcDice(pairs)) {
        const path = p.code === "die-above-assigned" && p.path ? `${p.path}.highNow` : (p.path ?? "forms");
        problems.push(wickedProblem(path, DICE_PROBLEM_KEYS[p.code] ?? "npcPairsSplit"));
      }
    }
    return problems;
  },
};

export interface NpcDerived {
  /** The two dice as they stand, by NPC form. */
  dice: Record<NpcForm, [number, number]>;
  assigned: boolean;
  outOfChapter: boolean;
  needsInterests: boolean;
}

export function deriveNpc(system: Pick<WickedNpcSystem, "forms" | "interests">): NpcDerived {
  const pairs = readPairs(system.forms);
  const dice = Object.fromEntries(
    NPC_FORMS.map((f) => [f, [pairs?.[f]?.highNow ?? 0, pairs?.[f]?.lowNow ?? 0]]),
  ) as Record<NpcForm, [number, number]>;
  const assigned = pairs !== null && NPC_FORMS.some((f) => (pairs[f]?.high ?? 0) > 0);
  return {
    dice,
    assigned,
    outOfChapter: assigned && isOutOfChapter(Object.values(dice).flat()),
    needsInterests: stringList(system.interests).filter((i) => i.trim() !== "").length < INTEREST_LIMITS.npc.min,
  };
}

/** The `system.forms` update that assigns the pairs afresh: `pairs[form]` = [higher, lower] die. */
export function assignPairs(pairs: Record<NpcForm, [number, number]>): Record<NpcForm, NpcPair> {
  return Object.fromEntries(
    NPC_FORMS.map((f) => {
      const [a, b] = pairs[f];
      const high = Math.max(a, b);
      const low = Math.min(a, b);
      return [f, { high, low, highNow: high, lowNow: low }];
    }),
  ) as Record<NpcForm, NpcPair>;
}
