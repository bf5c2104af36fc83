/**
 * The roll dialog's problems, pure: the rules' problems with the stakes and
 * the circumstance dice (validateStakes / validateCircumstance in
 * src/rules/four-colors, each opponent's Hindrance die too) plus the
 * dialog's own (no Planet die, a count of dice for one Force out of range),
 * and each as a readable, localised sentence.
 */
import {
  FORCES,
  MAX_SEVERAL_DICE,
  isForce,
  validateCircumstance,
  validateStakes,
  type Force,
  type Problem,
} from "../../../rules/four-colors";
import { forceLabelKey } from "../data/common";
import { circumstanceOf, type DialogState } from "./dialog-state";
import { badCounts } from "./several-dice";
import type { Translate } from "./translate";

export const PROBLEM_KEY_PREFIX = "STORY_ENGINES.FourColors.Roll.Problem.";

function camel(code: string): string {
  return code.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A rules problem, or the dialog's own: an Omega with no Planet die cannot roll. */
export interface DialogProblem extends Omit<Problem, "code"> {
  code: Problem["code"] | "no-planet-dice" | "force-dice-count";
}

const OPPONENT_SUBJECT = /^opponent\.(\d+)$/;

/** A problem as a readable, localised sentence (`faces`: the circumstance die's size, if it is about one). */
export function problemText(problem: DialogProblem, t: Translate, state?: DialogState): string {
  const subject = problem.subject ?? "";
  let name = subject;
  let faces = "";
  if (isForce(subject)) name = t(forceLabelKey(subject));
  else if (subject === "benefit" || subject === "hindrance") {
    name = t(`STORY_ENGINES.FourColors.Roll.${subject}`);
    faces = String(state?.[subject].faces ?? "");
  } else {
    const opponent = OPPONENT_SUBJECT.exec(subject);
    if (opponent) {
      const index = Number(opponent[1]);
      const choice = state?.opponents[index];
      name = t("STORY_ENGINES.FourColors.Roll.opponentDie", {
        name: choice?.name || t("STORY_ENGINES.FourColors.Roll.opponentN", { n: index + 1 }),
      });
      faces = String(choice?.faces ?? "");
    }
  }
  return t(`${PROBLEM_KEY_PREFIX}${camel(problem.code)}`, { subject: name, faces, max: MAX_SEVERAL_DICE });
}

export interface DialogProblems {
  problems: DialogProblem[];
  errors: number;
}

/** Every problem with the current choices, rules problems first. */
export function dialogProblems(state: DialogState, dice: Partial<Record<Force, number>>): DialogProblems {
  const rolled = FORCES.filter((force) => typeof dice[force] === "number");
  const problems: DialogProblem[] = [
    ...validateStakes({ favored: state.favored, opposed: state.opposed }, rolled),
    ...validateCircumstance(circumstanceOf(state)),
  ];
  state.opponents.forEach((opponent, i) => {
    if (opponent.faces === null) return;
    for (const problem of validateCircumstance({ hindrance: { faces: opponent.faces, major: opponent.major } })) {
      problems.push({ ...problem, subject: `opponent.${i}` });
    }
  });
  for (const force of badCounts(state.counts, dice)) {
    problems.push({
      code: "force-dice-count",
      severity: "error",
      subject: force,
      message: `The dice for ${force} must be a whole number from 1 to ${MAX_SEVERAL_DICE}.`,
    });
  }
  if (rolled.length === 0) {
    problems.push({ code: "no-planet-dice", severity: "error", message: "No Planet holds a die." });
  }
  return { problems, errors: problems.filter((p) => p.severity === "error").length };
}
