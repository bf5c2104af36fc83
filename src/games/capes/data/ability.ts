/**
 * The "capesAbility" Item (pure spec): a Power, Attitude, Trope or Skill at
 * level 1–5; for a Trope whether it is super-powered (costs Debt) or Blocks;
 * Blocked (until the Scene ends) and used this Page, which the board sets.
 */
import type { ModelSpec, Problem } from "../../../schema";
import { capes } from "../../../rules";
import { ABILITY_TYPE, capesProblem, isRecord } from "./common";

export interface CapesAbilitySystem {
  abilityType: capes.AbilityType;
  level: number;
  superPowered: boolean;
  blocked: boolean;
  usedThisPage: boolean;
  description: string;
}

export const abilitySpec: ModelSpec<typeof ABILITY_TYPE> = {
  documentName: "Item",
  type: ABILITY_TYPE,
  localizationPrefix: "STORY_ENGINES.Capes.Ability",
  fields: {
    abilityType: { kind: "string", initial: "power", choices: capes.ABILITY_TYPES },
    level: { kind: "number", initial: 1, integer: true, min: 1, max: capes.MAX_LEVEL },
    superPowered: { kind: "boolean", initial: false },
    blocked: { kind: "boolean", initial: false },
    usedThisPage: { kind: "boolean", initial: false },
    description: { kind: "html" },
  },
  joint: (system) => {
    const problems: Problem[] = [];
    if (system.superPowered === true && system.abilityType !== "trope") {
      problems.push(capesProblem("superPowered", "superOnlyTropes"));
    }
    return problems;
  },
};

/** A sheet submit that turns a Trope into another type drops its super-powered mark. */
export function normalizeAbilitySubmit(system: Record<string, unknown>): Record<string, unknown> {
  if (typeof system.abilityType === "string" && system.abilityType !== "trope") system.superPowered = false;
  return system;
}

/** An ability's stored data read safely (defaults for anything missing or malformed). */
export function readAbility(system: unknown): CapesAbilitySystem {
  const s = isRecord(system) ? system : {};
  const type = (capes.ABILITY_TYPES as readonly unknown[]).includes(s.abilityType)
    ? (s.abilityType as capes.AbilityType)
    : "power";
  const level =
    typeof s.level === "number" && Number.isInteger(s.level) ? Math.min(capes.MAX_LEVEL, Math.max(1, s.level)) : 1;
  return {
    abilityType: type,
    level,
    superPowered: type === "trope" && s.superPowered === true,
    blocked: s.blocked === true,
    usedThisPage: s.usedThisPage === true,
    description: typeof s.description === "string" ? s.description : "",
  };
}

/** Whether using the ability costs a Debt Token (Powers, super-powered Tropes) or Blocks it. */
export function costsDebt(ability: Pick<CapesAbilitySystem, "abilityType" | "superPowered">): boolean {
  return ability.abilityType === "power" || (ability.abilityType === "trope" && ability.superPowered);
}
