/**
 * The "lifepath" Item (pure spec): the +1 score point it adds (MA, PA, an
 * X/Y pair or Any), the caps it grants, up to six discounted attributes, the
 * jobs it lists and its free assets.
 */
import type { ModelSpec } from "../../../schema";
import type { AbilityId, ScoreGrant } from "../../../rules/venus";
import { isAbilityId } from "../../../rules/venus";
import { optionalAbilityField, textList, venusProblem } from "./common";

export const SCORE_POINT_TYPES = ["MA", "PA", "pair", "Any"] as const;
export type ScorePointType = (typeof SCORE_POINT_TYPES)[number];

/** A lifepath lists up to six attributes (rolled on with a d6). */
export const MAX_LIFEPATH_ATTRIBUTES = 6;

export interface VenusLifepathSystem {
  scorePoint: { type: ScorePointType; first: string; second: string };
  caps: number;
  attributes: string[];
  jobs: string[];
  assets: string[];
  freeAttribute: number;
  description: string;
}

export const lifepathSpec: ModelSpec<"venusLifepath"> = {
  documentName: "Item",
  type: "venusLifepath",
  localizationPrefix: "STORY_ENGINES.Venus.Lifepath",
  fields: {
    scorePoint: {
      kind: "schema",
      fields: {
        type: { kind: "string", initial: "Any", choices: SCORE_POINT_TYPES },
        first: optionalAbilityField(),
        second: optionalAbilityField(),
      },
    },
    caps: { kind: "number", initial: 0, integer: true, min: 0 },
    attributes: textList(MAX_LIFEPATH_ATTRIBUTES),
    jobs: textList(),
    assets: textList(),
    /** The attribute rolled free (its number on the list, "roll a d6 on this list"); 0 = not rolled yet. */
    freeAttribute: { kind: "number", initial: 0, integer: true, min: 0, max: MAX_LIFEPATH_ATTRIBUTES },
    description: { kind: "html" },
  },
  joint: (system) => {
    const point = system.scorePoint as Partial<VenusLifepathSystem["scorePoint"]> | undefined;
    if (point?.type !== "pair") return [];
    if (!isAbilityId(point.first) || !isAbilityId(point.second) || point.first === point.second) {
      return [venusProblem("scorePoint", "pairNeedsTwoAbilities")];
    }
    return [];
  },
};

/** The rules' score grant for a lifepath's score point. */
export function scoreGrant(point: VenusLifepathSystem["scorePoint"]): ScoreGrant {
  if (point.type === "pair" && isAbilityId(point.first) && isAbilityId(point.second)) {
    return [point.first, point.second] as readonly [AbilityId, AbilityId];
  }
  if (point.type === "MA" || point.type === "PA") return point.type;
  return "Any";
}

/** "MA", "PA", "Any" or "App/Res", as the seed writes it. */
export function scoreGrantLabel(point: VenusLifepathSystem["scorePoint"]): string {
  const grant = scoreGrant(point);
  if (typeof grant === "string") return grant;
  const abbr = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);
  return `${abbr(grant[0])}/${abbr(grant[1])}`;
}
