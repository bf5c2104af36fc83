/**
 * The roll dialog's problems, pure: the rules' problems with the stakes and
 * the circumstance dice (validateStakes / validateCircumstance in
 * src/rules/four-colors) plus the dialog's own (no Planet die), and each as
 * a readable, localised sentence.
 */
import {
  FORCES,
  isForce,
  validateCircumstance,
  validateStakes,
  type Force,
  type Problem,
} from "../../../rules/four-colors";
import { forceLabelKey } from "../data/common";
import { circumstanceOf, type DialogState } from "./dialog-state";
import type { Translate } from "./translate";

export const PROBLEM_KEY_PREFIX = "STORY_ENGINES.FourColors.Roll.Problem.";

function camel(code: string): string {
  return code.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

/** A rules problem, or the dialog's own: an Omega with no Planet die cannot roll. */
export interface DialogProblem extends Omit<Problem, "code"> {
  code: Problem["code"] | "no-planet-dice";
}

/** A problem as a readable, localised sentence (`faces`: the circumstance die's size, if it is about one). */
export function problemText(problem: DialogProblem, t: Translate, state?: DialogState): string {
  const subject = problem.subject ?? "";
  let name = subject;
  let faces = "";
  if (isForce(subject)) name = t(forceLabelKey(subject));
  else if (subject === "benefit" || subject === "hindrance") {
    name = t(`STORY_ENGINES.FourColors.Roll.${subject}`);
    faces = String(state?.[subject].faces ?? "");
  }
  return t(`${PROBLEM_KEY_PREFIX}${camel(problem.code)}`, { subject: name, faces });
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
  if (rolled.length === 0) {
    problems.push({ code: "no-planet-dice", severity: "error", message: "No Planet holds a die." });
  }
  return { problems, errors: problems.filter((p) => p.severity === "error").length };
}
