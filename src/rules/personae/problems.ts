/**
 * The problem shape the Personae validators return (never thrown): a stable
 * `code`, a plain-English `message` for logs, the input `path` it concerns
 * and the numbers a localised message needs. Pure.
 */

export type ProblemCode =
  | "priority-count"
  | "attribute-below-minimum"
  | "priority-order"
  | "priority-gap"
  | "sum-below-ten"
  | "creation-points-exceeded"
  | "too-many-skills"
  | "prowess-pool-exceeded"
  | "too-many-enhancements"
  | "too-many-preternae"
  | "too-many-spheres"
  | "skill-above-threshold"
  | "criticals-above-bank";

export interface PersonaeProblem {
  code: ProblemCode;
  message: string;
  path: string;
  params: Record<string, string | number>;
}

export function problem(
  code: ProblemCode,
  message: string,
  path: string,
  params: Record<string, string | number> = {},
): PersonaeProblem {
  return { code, message, path, params };
}
