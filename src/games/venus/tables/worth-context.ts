/**
 * The worth calculator, pure: an asset's worth in every caliber (the seed's
 * denomination table, src/rules/venus worthEquivalents), the conversions a
 * #fungible asset's owner may make (whole dice only: the worth field holds one
 * caliber) and the card a conversion posts (templates/venus/tables/table-card.hbs).
 */
import { venus } from "../../../rules";
import { TABLES_LANG } from "./table-card";

type Caliber = venus.Caliber;

export interface WorthAsset {
  name: string;
  worth: { dice: number; caliber: Caliber };
  tags: readonly string[];
}

/** "5Gl", "2Si + 1Br". */
export function worthText(worth: { dice: number; caliber: Caliber }, remainder: venus.Worth | null = null): string {
  const text = `${worth.dice}${venus.CALIBER_ABBREVIATIONS[worth.caliber]}`;
  return remainder ? `${text} + ${remainder.dice}${venus.CALIBER_ABBREVIATIONS[remainder.caliber]}` : text;
}

/** Only a #fungible asset's worth is "multiplied-down" or "divided-up". */
export function isFungible(tags: readonly string[]): boolean {
  return tags.some((t) => venus.normalizeTag(t) === "#fungible");
}

/** Everything templates/venus/tables/worth-dialog.hbs reads, and the conversions offered as buttons. */
export function worthCalculatorContext(asset: WorthAsset, canEdit: boolean): Record<string, unknown> {
  const fungible = isFungible(asset.tags);
  const rows = venus.worthEquivalents(asset.worth).map((e) => ({
    caliber: e.caliber,
    labelKey: `STORY_ENGINES.Venus.Caliber.${e.caliber}`,
    text: worthText({ dice: e.dice, caliber: e.caliber }, e.remainder),
    exact: e.remainder === null,
    current: e.caliber === asset.worth.caliber,
  }));
  const offered = fungible && canEdit && asset.worth.dice > 0;
  const hintKey = !fungible
    ? `${TABLES_LANG}.Worth.notFungible`
    : !canEdit
      ? `${TABLES_LANG}.notOwner`
      : `${TABLES_LANG}.Worth.convertHint`;
  return {
    name: asset.name,
    worth: worthText(asset.worth),
    rows,
    hintKey,
    targets: offered
      ? rows.filter((r) => r.exact && !r.current).map((r) => ({ caliber: r.caliber, text: r.text }))
      : [],
  };
}

/**
 * The worth after converting to `to`, or null when it does not make whole
 * dice (that worth would need two calibers).
 */
export function convertedWorth(worth: { dice: number; caliber: Caliber }, to: Caliber): venus.Worth | null {
  const result = venus.convertWorth(worth, to);
  return result.remainder === null ? result.worth : null;
}

/** The card a conversion posts: the table card's context with no dice. */
export function worthCardContext(
  actorName: string,
  img: string,
  assetName: string,
  from: venus.Worth,
  to: venus.Worth,
): Record<string, unknown> {
  return {
    procedure: "worth",
    actorName,
    img: img || null,
    titleKey: `${TABLES_LANG}.Procedure.worth.title`,
    ruleKey: `${TABLES_LANG}.Procedure.worth.rule`,
    subject: assetName,
    dice: [],
    resultKey: `${TABLES_LANG}.Result.worth.value`,
    resultTone: "neutral",
    resultValue: "",
    resultName: worthText(to),
    previous: worthText(from),
    previousKey: null,
    writtenKey: `${TABLES_LANG}.Card.written`,
  };
}
