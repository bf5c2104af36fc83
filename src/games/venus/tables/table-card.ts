/**
 * The chat card of a table procedure roll, pure: built from the roll's own
 * data and faces (so it rebuilds after a reload), naming every value
 * templates/venus/tables/table-card.hbs reads. Lang keys under
 * STORY_ENGINES.Venus.Tables.
 */
import type { TableOutcome, TableProcedure, TableRollData } from "./table-data";
import { tableOutcome } from "./table-data";
import { pluralKey } from "../../../core/plural";

export const TABLES_LANG = "STORY_ENGINES.Venus.Tables";

/** Sides of the dice each procedure rolls. */
const SIDES: Readonly<Record<TableProcedure, number>> = {
  lots: 6,
  ego: 6,
  favor: 6,
  freeAttribute: 6,
  uses: 6,
  break: 20,
};

/** The result line's lang key and tone. */
function resultLine(procedure: TableProcedure, outcome: TableOutcome): { key: string; tone: string } {
  const key = (leaf: string) => `${TABLES_LANG}.Result.${procedure}.${leaf}`;
  switch (procedure) {
    case "lots":
    case "uses":
      return { key: pluralKey(key("value"), outcome.value), tone: "neutral" };
    case "ego":
    case "favor":
      return outcome.value === true ? { key: key("yes"), tone: "good" } : { key: key("no"), tone: "bad" };
    case "break":
      return outcome.value === true ? { key: key("yes"), tone: "bad" } : { key: key("no"), tone: "good" };
    case "freeAttribute":
      return { key: key(outcome.freeOutcome ?? "unlisted"), tone: outcome.writes ? "good" : "neutral" };
  }
}

/** The value before the roll as the card shows it: a number, or a Yes/No key's text via `previousKey`. */
function previousView(previous: number | boolean): { previous: string; previousKey: string | null } {
  if (typeof previous === "boolean")
    return { previous: "", previousKey: `${TABLES_LANG}.Card.${previous ? "yes" : "no"}` };
  return { previous: previous === 0 ? "—" : String(previous), previousKey: null };
}

/** Everything the card template reads. */
export function tableCardContext(data: TableRollData, faces: readonly number[]): Record<string, unknown> {
  const outcome = tableOutcome(data, faces);
  const line = resultLine(data.procedure, outcome);
  const sides = SIDES[data.procedure];
  const shown = data.procedure === "uses" ? faces.slice(0, 2) : faces.slice(0, 1);
  return {
    procedure: data.procedure,
    actorName: data.actorName,
    img: data.img || null,
    titleKey: `${TABLES_LANG}.Procedure.${data.procedure}.title`,
    ruleKey: `${TABLES_LANG}.Procedure.${data.procedure}.rule`,
    subject: data.subject,
    dice: shown.map((value) => ({ value, d20: sides === 20, label: `d${sides}` })),
    resultKey: line.key,
    resultTone: line.tone,
    resultValue: typeof outcome.value === "number" ? outcome.value : "",
    resultName: outcome.attribute ?? data.subject,
    ...previousView(data.previous),
    writtenKey: `${TABLES_LANG}.Card.${outcome.writes ? "written" : "notWritten"}`,
  };
}
