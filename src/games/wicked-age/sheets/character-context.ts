/**
 * Pure context for the In a Wicked Age character and NPC sheets and their
 * LIMITED view: the forms with their dice (as assigned and as they stand),
 * best interests, strengths, out of the chapter / dead, parallel sheets.
 */
import { FORMS, NPC_FORMS, reachableSizes, INTEREST_LIMITS } from "../../../rules/wicked";
import { deriveCharacter, type WickedCharacterSystem } from "../data/character";
import { deriveNpc, type WickedNpcSystem } from "../data/npc";
import { deriveStrength } from "../data/strength";
import { CHARACTER_TYPE, stringList, type PlainItem } from "../data/common";
import { dieLabel, formKey, npcFormKey } from "./labels";

export interface ActorSheetInput {
  actor: { name: string; img: string; type: string };
  system: Record<string, unknown>;
  items: PlainItem[];
  editable: boolean;
  enrichedNotes: string;
  /** Prefix for element ids (labels' `for`), unique per open sheet. */
  idPrefix?: string;
  /** Names of the linked parallel sheets, by uuid ("" when the link is broken). */
  parallels?: { uuid: string; name: string }[];
  /** The character comes back in this chapter and has not made its choice yet. */
  canComeBack?: boolean;
  /** A Foundry GM views the sheet: only they correct the chapter it first played in. */
  isGM?: boolean;
}

function sizeOptions(assigned: number): Record<string, string> {
  return Object.fromEntries(reachableSizes(assigned).map((s) => [String(s), dieLabel(s)]));
}

function interestRows(system: Record<string, unknown>, max: number, editable: boolean) {
  const interests = stringList(system.interests);
  return {
    interests: interests.map((text, index) => ({ index, text, name: `system.interests.${index}` })),
    canAddInterest: editable && interests.length < max,
    interestCount: interests.filter((i) => i.trim() !== "").length,
  };
}

/** The strength rows of a sheet: each owned particular strength with its die and forms. */
export function strengthRows(items: readonly PlainItem[]) {
  return items
    .filter((i) => i.type === "wickedStrength")
    .map((i) => {
      const derived = deriveStrength(i.system);
      return {
        id: i.id,
        name: i.name,
        img: i.img ?? "",
        die: dieLabel(derived.die),
        significance: derived.significance,
        formKeys: derived.triggers.map(formKey),
        npcFormKey: npcFormKey(String(i.system.npcForm ?? "")),
        unique: (i.system.options as Record<string, unknown> | undefined)?.unique === true,
        warning: derived.warnings.length > 0,
      };
    });
}

export function buildCharacterContext(input: ActorSheetInput): Record<string, unknown> {
  const { actor, editable } = input;
  const system = input.system as unknown as WickedCharacterSystem;
  const derived = deriveCharacter(system);
  const forms = FORMS.map((form) => {
    const die = system.forms?.[form]?.die ?? 0;
    const current = system.forms?.[form]?.current ?? 0;
    return {
      id: form,
      labelKey: formKey(form),
      die,
      current,
      dieLabel: dieLabel(die),
      currentLabel: dieLabel(current),
      lowered: current < die,
      zero: die > 0 && current === 0,
      name: `system.forms.${form}.current`,
      options: sizeOptions(die),
    };
  });
  return {
    kind: "character",
    name: actor.name,
    img: actor.img,
    typeKey: `TYPES.Actor.${actor.type}`,
    editable,
    description: String(system.description ?? ""),
    forms,
    assigned: derived.assigned,
    ...interestRows(input.system, INTEREST_LIMITS.character.max, editable),
    interestsMax: INTEREST_LIMITS.character.max,
    needsInterests: derived.needsInterests,
    needsInterestsKey: "STORY_ENGINES.Wicked.Sheet.needsInterests",
    formIdPrefix: `${input.idPrefix ?? "wicked"}-form-`,
    strengths: strengthRows(input.items),
    strengthsOpen: editable && !derived.assigned,
    outOfChapter: derived.outOfChapter,
    dead: system.dead === true,
    parallels: (input.parallels ?? []).map((p) => ({ uuid: p.uuid, name: p.name || p.uuid })),
    firstChapter: typeof system.firstChapter === "number" ? system.firstChapter : 0,
    firstChapterEditable: editable && input.isGM === true,
    canComeBack: input.canComeBack === true,
    enrichedNotes: input.enrichedNotes,
    notes: String(system.notes ?? ""),
  };
}

export function buildNpcContext(input: ActorSheetInput): Record<string, unknown> {
  const { actor, editable } = input;
  const system = input.system as unknown as WickedNpcSystem;
  const derived = deriveNpc(system);
  const forms = NPC_FORMS.map((form) => {
    const pair = system.forms?.[form] ?? { high: 0, low: 0, highNow: 0, lowNow: 0 };
    return {
      id: form,
      labelKey: npcFormKey(form),
      pairLabel: pair.high > 0 ? `${dieLabel(pair.high)} + ${dieLabel(pair.low)}` : "—",
      high: {
        name: `system.forms.${form}.highNow`,
        value: pair.highNow,
        label: dieLabel(pair.highNow),
        options: sizeOptions(pair.high),
        lowered: pair.highNow < pair.high,
      },
      low: {
        name: `system.forms.${form}.lowNow`,
        value: pair.lowNow,
        label: dieLabel(pair.lowNow),
        options: sizeOptions(pair.low),
        lowered: pair.lowNow < pair.low,
      },
    };
  });
  return {
    kind: "npc",
    name: actor.name,
    img: actor.img,
    typeKey: `TYPES.Actor.${actor.type}`,
    editable,
    description: String(system.description ?? ""),
    forms,
    assigned: derived.assigned,
    ...interestRows(input.system, INTEREST_LIMITS.npc.max, editable),
    interestsMax: INTEREST_LIMITS.npc.max,
    needsInterests: derived.needsInterests,
    needsInterestsKey: "STORY_ENGINES.Wicked.Sheet.needsNpcInterest",
    strengths: strengthRows(input.items),
    strengthsOpen: editable && !derived.assigned,
    outOfChapter: derived.outOfChapter,
    dead: system.dead === true,
    enrichedNotes: input.enrichedNotes,
    notes: String(system.notes ?? ""),
  };
}

/** LIMITED view of a character or NPC: name, portrait, the one-line description. */
export function buildActorLimitedContext(input: Pick<ActorSheetInput, "actor" | "system">): Record<string, unknown> {
  return {
    name: input.actor.name,
    img: input.actor.img,
    typeKey: `TYPES.Actor.${input.actor.type}`,
    description: String(input.system.description ?? ""),
    isCharacter: input.actor.type === CHARACTER_TYPE,
  };
}
