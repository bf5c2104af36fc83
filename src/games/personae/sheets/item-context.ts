/**
 * Pure context for the Personae item sheets (skill, enhancement, preternae,
 * sphere) and their LIMITED view. An owned skill shows its owner's rating
 * cap (the potential threshold), which the sheet also enforces.
 */
import { ITEM_TYPES } from "../data/common";
import { enhancementPoints, MAX_RATING, type PersonaePreternaeSystem, type PersonaeSphereSystem } from "../data/items";
import { OPTIONS } from "./labels";

/** Each item sub-type's body template (the header and limited view are shared). */
export const ITEM_BODY_TEMPLATES: Record<string, string> = {
  [ITEM_TYPES.skill]: "personae/sheets/skill.hbs",
  [ITEM_TYPES.enhancement]: "personae/sheets/enhancement.hbs",
  [ITEM_TYPES.preternae]: "personae/sheets/preternae.hbs",
  [ITEM_TYPES.sphere]: "personae/sheets/sphere.hbs",
};

export interface ItemSheetInput {
  item: { name: string; img: string; type: string };
  system: Record<string, unknown>;
  editable: boolean;
  /** Enriched HTML of the description. */
  enriched: { description: string };
  /** The owning identity's name and potential threshold (null: not owned, or not a character). */
  owner: { name: string; threshold: number | null } | null;
}

const P = "STORY_ENGINES.Personae.Item";
const DEFENCES: Record<string, string> = {
  Counter: `${P}.defenceCounter`,
  Steel: `${P}.defenceSteel`,
  Defend: `${P}.defenceDefend`,
};

/** The SRD's cost ratings and their availability. */
export const COST_RATINGS = [
  { range: "0", key: `${P}.availability.common` },
  { range: "1–3", key: `${P}.availability.uncommon` },
  { range: "4–6", key: `${P}.availability.rare` },
  { range: "7–9", key: `${P}.availability.veryRare` },
  { range: "10+", key: `${P}.availability.unique` },
];

export function buildItemContext(input: ItemSheetInput): Record<string, unknown> {
  const { item, system, editable, enriched, owner } = input;
  const base = {
    name: item.name,
    img: item.img,
    type: item.type,
    typeKey: `TYPES.Item.${item.type}`,
    ownerName: owner?.name ?? "",
    editable,
    system,
    options: OPTIONS,
    enriched,
  };
  switch (item.type) {
    case ITEM_TYPES.skill: {
      const threshold = owner?.threshold ?? null;
      return { ...base, threshold, ratingMax: threshold ?? MAX_RATING, defence: DEFENCES[item.name] ?? "" };
    }
    case ITEM_TYPES.enhancement:
      return { ...base, cost: enhancementPoints(system), effectHint: `${P}.effectHint.${String(system.effect)}` };
    case ITEM_TYPES.preternae: {
      const p = system as unknown as PersonaePreternaeSystem;
      return { ...base, durationHint: `${P}.durationHint.${p.duration}`, resisted: p.challenge !== "interaction" };
    }
    case ITEM_TYPES.sphere: {
      const s = system as unknown as PersonaeSphereSystem;
      return {
        ...base,
        language: s.kind === "language",
        expertise: s.kind === "expertise",
        resource: s.kind === "resource",
        kindHint: `${P}.kindHint.${s.kind}`,
        costRatings: COST_RATINGS,
      };
    }
    default:
      return base;
  }
}

/** LIMITED view: name, image, type and description. */
export function buildItemLimitedContext(input: Pick<ItemSheetInput, "item" | "enriched">): Record<string, unknown> {
  return {
    name: input.item.name,
    img: input.item.img,
    typeKey: `TYPES.Item.${input.item.type}`,
    enriched: input.enriched,
  };
}
