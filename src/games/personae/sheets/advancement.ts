/**
 * Spending development points (SRD "Advancement", "Upgrades"), pure: what a
 * purchase costs, whether it is allowed, and the changes it makes. An
 * attribute rises by one within the order of importance; a new skill,
 * preternae or sphere costs 1; an enhancement 1, Superior 2, Exceptional 3;
 * an upgrade 1 (Superior, then Exceptional, or one more upgrade; for a
 * preternae one more target or hit); vitality +1. A companion's step
 * (minion → minor → major ally) and its attributes are paid from its
 * owner's points. Readings: docs/games/personae-rulings.md ("Advancement").
 */
import { personae } from "../../../rules";
import { ITEM_TYPES, type PlainItem } from "../data/common";
import type { PersonaeIdentitySystem } from "../data/identity";
import { SPHERE_KINDS } from "../data/items";

export const PURCHASE_KINDS = [
  "attribute",
  "skill",
  "enhancement",
  "upgrade",
  "preternae",
  "sphere",
  "vitality",
  "companion",
] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];
export const ENHANCEMENT_LEVELS = ["ordinary", "superior", "exceptional"] as const;
export const UPGRADE_KINDS = ["superior", "exceptional", "upgrade", "target", "hit"] as const;

export interface Purchase {
  kind: PurchaseKind;
  attribute: string;
  name: string;
  level: (typeof ENHANCEMENT_LEVELS)[number];
  itemId: string;
  upgrade: (typeof UPGRADE_KINDS)[number];
  sphereKind: (typeof SPHERE_KINDS)[number];
  /** For a companion: its UUID, and what is bought ("step" or an attribute id). */
  companion: string;
  companionBuy: string;
}

export const EMPTY_PURCHASE: Purchase = {
  kind: "attribute",
  attribute: "com",
  name: "",
  level: "ordinary",
  itemId: "",
  upgrade: "upgrade",
  sphereKind: "expertise",
  companion: "",
  companionBuy: "step",
};

/** A companion as the dialog reads it. */
export interface CompanionView {
  uuid: string;
  name: string;
  toughness: personae.Toughness;
  attributes: personae.Attributes;
  priorities: personae.Priorities;
}

export interface PurchasePlan {
  cost: number;
  /** Lang keys of what refuses it. */
  problems: string[];
  /** Changes to the character itself. */
  actor: Record<string, unknown>;
  /** An item to create on the character. */
  create: Record<string, unknown> | null;
  /** Changes to one of its items. */
  item: { id: string; changes: Record<string, unknown> } | null;
  /** Changes to a companion. */
  companion: { uuid: string; changes: Record<string, unknown> } | null;
}

const P = "STORY_ENGINES.Personae.Advance.Problem";
const LEVEL_COST = { ordinary: 1, superior: 2, exceptional: 3 } as const;

export function planPurchase(
  system: PersonaeIdentitySystem,
  items: readonly PlainItem[],
  companions: readonly CompanionView[],
  purchase: Purchase,
): PurchasePlan {
  const plan: PurchasePlan = { cost: 1, problems: [], actor: {}, create: null, item: null, companion: null };
  const name = purchase.name.trim().slice(0, 100);
  const needName = () => {
    if (!name) plan.problems.push(`${P}.name`);
  };
  switch (purchase.kind) {
    case "attribute": {
      const id = (personae.ATTRIBUTES as readonly string[]).includes(purchase.attribute)
        ? (purchase.attribute as personae.AttributeId)
        : null;
      if (!id) {
        plan.problems.push(`${P}.attribute`);
        break;
      }
      const raised = personae.raiseProblems(system.attributes, system.priorities, id);
      if (raised.length) plan.problems.push(`${P}.priorities`);
      plan.actor = { [`system.attributes.${id}`]: system.attributes[id] + 1 };
      break;
    }
    case "skill":
      needName();
      plan.create = {
        name,
        type: ITEM_TYPES.skill,
        system: {
          attribute: (personae.ATTRIBUTES as readonly string[]).includes(purchase.attribute)
            ? purchase.attribute
            : "com",
          rating: personae.SKILL_BASE_RATING,
          unlocked: true,
        },
      };
      break;
    case "enhancement":
      needName();
      plan.cost = LEVEL_COST[purchase.level];
      plan.create = {
        name,
        type: ITEM_TYPES.enhancement,
        system: { superior: purchase.level !== "ordinary", exceptional: purchase.level === "exceptional" },
      };
      break;
    case "preternae":
      needName();
      plan.create = { name, type: ITEM_TYPES.preternae, system: { duration: "I", targets: 1, hits: 1 } };
      break;
    case "sphere":
      needName();
      plan.create = { name, type: ITEM_TYPES.sphere, system: { kind: purchase.sphereKind } };
      break;
    case "vitality":
      plan.actor = { "system.vitalityBonus": system.vitalityBonus + 1 };
      break;
    case "upgrade": {
      const item = items.find((i) => i.id === purchase.itemId);
      if (!item || (item.type !== ITEM_TYPES.enhancement && item.type !== ITEM_TYPES.preternae)) {
        plan.problems.push(`${P}.item`);
        break;
      }
      const s = item.system;
      const upgrades = Number(s.upgrades) || 0;
      const u = purchase.upgrade;
      if (item.type === ITEM_TYPES.enhancement) {
        if (u === "superior" && s.superior !== true) plan.item = { id: item.id, changes: { "system.superior": true } };
        else if (u === "exceptional" && s.superior === true && s.exceptional !== true)
          plan.item = { id: item.id, changes: { "system.exceptional": true } };
        else if (u === "upgrade") plan.item = { id: item.id, changes: { "system.upgrades": upgrades + 1 } };
        else plan.problems.push(`${P}.upgrade`);
      } else if (u === "target")
        plan.item = {
          id: item.id,
          changes: { "system.targets": (Number(s.targets) || 1) + 1, "system.upgrades": upgrades + 1 },
        };
      else if (u === "hit")
        plan.item = {
          id: item.id,
          changes: { "system.hits": (Number(s.hits) || 0) + 1, "system.upgrades": upgrades + 1 },
        };
      else if (u === "upgrade") plan.item = { id: item.id, changes: { "system.upgrades": upgrades + 1 } };
      else plan.problems.push(`${P}.upgrade`);
      break;
    }
    case "companion": {
      const c = companions.find((x) => x.uuid === purchase.companion);
      if (!c) {
        plan.problems.push(`${P}.companion`);
        break;
      }
      if (purchase.companionBuy === "step") {
        const next = personae.COMPANION_STEPS[personae.COMPANION_STEPS.indexOf(c.toughness) + 1];
        if (!next) plan.problems.push(`${P}.companionMajor`);
        else plan.companion = { uuid: c.uuid, changes: { "system.toughness": next } };
      } else if ((personae.ATTRIBUTES as readonly string[]).includes(purchase.companionBuy)) {
        const id = purchase.companionBuy as personae.AttributeId;
        if (personae.raiseProblems(c.attributes, c.priorities, id).length) plan.problems.push(`${P}.priorities`);
        plan.companion = { uuid: c.uuid, changes: { [`system.attributes.${id}`]: c.attributes[id] + 1 } };
      } else plan.problems.push(`${P}.companion`);
      break;
    }
  }
  if (system.development.points < plan.cost) plan.problems.push(`${P}.points`);
  plan.actor = { ...plan.actor, "system.development.points": system.development.points - plan.cost };
  return plan;
}
