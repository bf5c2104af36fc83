/**
 * The "asset" Item (pure spec): capital or vendible, tags, worth in dice of
 * a caliber, uses for finite items and the broken flag for fragile tools.
 */
import type { ModelSpec } from "../../../schema";
import { normalizeTag } from "../../../rules/venus";
import { caliberField, textList } from "./common";

export const ASSET_KINDS = ["capital", "vendible"] as const;
export const ASSET_ACQUISITIONS = ["bought", "free"] as const;

export interface VenusAssetSystem {
  kind: string;
  acquisition: string;
  tags: string[];
  worth: { dice: number; caliber: string };
  finite: boolean;
  uses: number;
  fragile: boolean;
  broken: boolean;
  description: string;
}

export const assetSpec: ModelSpec<"venusAsset"> = {
  documentName: "Item",
  type: "venusAsset",
  localizationPrefix: "STORY_ENGINES.Venus.Asset",
  fields: {
    kind: { kind: "string", initial: "vendible", choices: ASSET_KINDS },
    acquisition: { kind: "string", initial: "bought", choices: ASSET_ACQUISITIONS },
    tags: textList(),
    worth: {
      kind: "schema",
      fields: {
        dice: { kind: "number", initial: 1, integer: true, min: 0 },
        caliber: caliberField("bronze"),
      },
    },
    finite: { kind: "boolean", initial: false },
    /** Uses left (2d6 when acquired); 2d6 never exceeds 12. */
    uses: { kind: "number", initial: 0, integer: true, min: 0, max: 12 },
    fragile: { kind: "boolean", initial: false },
    broken: { kind: "boolean", initial: false },
    description: { kind: "html" },
  },
};

/** Tags typed as free text ("tool, #Weapon  heavy") → ["#tool", "#weapon", "#heavy"]. */
export function parseTags(text: string): string[] {
  const tags = text
    .split(/[,\s]+/)
    .map(normalizeTag)
    .filter((t) => t !== "");
  return [...new Set(tags)];
}
