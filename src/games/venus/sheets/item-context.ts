/**
 * Pure context for the Venus item sheets (job, lifepath, attribute, asset)
 * and their LIMITED view.
 */
import {
  ATTRIBUTE_COSTS,
  CALIBER_ABBREVIATIONS,
  MAX_JOB_BOOST,
  simplifyWorth,
  type Caliber,
} from "../../../rules/venus";
import { deriveJob, jobLevels, type VenusJobSystem } from "../data/job";
import { scoreGrantLabel, type VenusLifepathSystem } from "../data/lifepath";
import type { VenusAssetSystem } from "../data/asset";
import { isTemplatedSpecialty, templatePlaceholder } from "../data/attribute";
import { abilityKey, OPTIONS } from "./labels";

/** Each Venus item sub-type's body template (the header and limited view are shared). */
export const ITEM_BODY_TEMPLATES: Record<string, string> = {
  venusJob: "venus/sheets/job.hbs",
  venusLifepath: "venus/sheets/lifepath.hbs",
  venusAttribute: "venus/sheets/attribute.hbs",
  venusAsset: "venus/sheets/asset.hbs",
};

export interface ItemSheetInput {
  item: { name: string; img: string; type: string };
  system: Record<string, unknown>;
  editable: boolean;
  /** Enriched HTML per html field (description, notes). */
  enriched: Record<string, string>;
  /** Names of the owning character's attributes (a job's boost needs one); null for an item of no character. */
  attributeNames?: readonly string[] | null;
}

const D66_OPTIONS: Record<string, string> = Object.fromEntries(
  [0, ...[1, 2, 3, 4, 5, 6].flatMap((t) => [1, 2, 3, 4, 5, 6].map((u) => t * 10 + u))].map((n) => [
    String(n),
    n === 0 ? "—" : String(n),
  ]),
);

export function buildItemContext(input: ItemSheetInput): Record<string, unknown> {
  const { item, system, editable, enriched } = input;
  const base = {
    name: item.name,
    img: item.img,
    type: item.type,
    typeKey: `TYPES.Item.${item.type}`,
    editable,
    system,
    options: OPTIONS,
    enriched,
  };
  switch (item.type) {
    case "venusJob": {
      const job = system as unknown as VenusJobSystem;
      const progress = deriveJob(job);
      return {
        ...base,
        d66Options: D66_OPTIONS,
        abilityKey: abilityKey(job.ability),
        secondAbilityKey: job.secondAbility ? abilityKey(job.secondAbility) : "",
        progress,
        maxBoost: MAX_JOB_BOOST,
        // Base, boost and effective level on the owning character; null for a job of no character.
        levels: input.attributeNames ? jobLevels(job, input.attributeNames) : null,
        expPips: Array.from({ length: progress.expMax }, (_, i) => ({ filled: i < progress.exp })),
        labelsText: job.labels.join(", "),
        specialtiesText: job.specialties.join("\n"),
      };
    }
    case "venusLifepath": {
      const lp = system as unknown as VenusLifepathSystem;
      return {
        ...base,
        isPair: lp.scorePoint.type === "pair",
        scorePointLabel: scoreGrantLabel(lp.scorePoint),
        attributesText: lp.attributes.join("\n"),
        jobsText: lp.jobs.join("\n"),
        assetsText: lp.assets.join("\n"),
        attributeRows: lp.attributes.map((name, i) => ({ roll: i + 1, name })),
        // The free attribute rolled on the list (tables/: rollFreeAttribute), "" until rolled.
        freeAttributeLabel:
          lp.freeAttribute > 0 ? `${lp.freeAttribute}. ${lp.attributes[lp.freeAttribute - 1] ?? ""}` : "",
      };
    }
    case "venusAttribute": {
      const kind = String(system.kind) as keyof typeof ATTRIBUTE_COSTS;
      return {
        ...base,
        fullCost: ATTRIBUTE_COSTS[kind],
        templated: isTemplatedSpecialty({ name: item.name, system }),
        placeholder: templatePlaceholder(item.name) ?? "",
      };
    }
    case "venusAsset": {
      const asset = system as unknown as VenusAssetSystem;
      const caliber = asset.worth.caliber as Caliber;
      return {
        ...base,
        tagsText: asset.tags.join(" "),
        canBreak: asset.fragile && !asset.broken,
        worthLabel: `${asset.worth.dice}${CALIBER_ABBREVIATIONS[caliber]}`,
        worthSimplified: simplifyWorth({ dice: asset.worth.dice, caliber })
          .map((w) => `${w.dice}${CALIBER_ABBREVIATIONS[w.caliber]}`)
          .join(" + "),
      };
    }
    default:
      return base;
  }
}

/** LIMITED view: name, image and the public description. */
export function buildItemLimitedContext(input: Pick<ItemSheetInput, "item" | "enriched">): Record<string, unknown> {
  return {
    name: input.item.name,
    img: input.item.img,
    typeKey: `TYPES.Item.${input.item.type}`,
    description: input.enriched.description ?? "",
  };
}
