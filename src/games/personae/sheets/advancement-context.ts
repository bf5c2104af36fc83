/**
 * Pure context of the development point dialog: what can be bought, the
 * choice's cost and the problems refusing it, with the points held.
 */
import { personae } from "../../../rules";
import { ITEM_TYPES, type PlainItem } from "../data/common";
import type { PersonaeIdentitySystem } from "../data/identity";
import { SPHERE_KINDS } from "../data/items";
import { attributeAbbrKey, sphereKindKey, toughnessKey } from "./labels";
import {
  ENHANCEMENT_LEVELS,
  planPurchase,
  PURCHASE_KINDS,
  UPGRADE_KINDS,
  type CompanionView,
  type Purchase,
} from "./advancement";

const A = "STORY_ENGINES.Personae.Advance";

export function readPurchase(form: Record<string, unknown>, previous: Purchase): Purchase {
  const pick = <T extends string>(key: string, allowed: readonly T[], fallback: T): T =>
    (allowed as readonly unknown[]).includes(form[key]) ? (form[key] as T) : fallback;
  const str = (key: string, fallback: string) => (typeof form[key] === "string" ? (form[key] as string) : fallback);
  return {
    kind: pick("kind", PURCHASE_KINDS, previous.kind),
    attribute: pick("attribute", personae.ATTRIBUTES, previous.attribute as personae.AttributeId),
    name: str("name", previous.name).slice(0, 100),
    level: pick("level", ENHANCEMENT_LEVELS, previous.level),
    itemId: str("itemId", previous.itemId),
    upgrade: pick("upgrade", UPGRADE_KINDS, previous.upgrade),
    sphereKind: pick("sphereKind", SPHERE_KINDS, previous.sphereKind),
    companion: str("companion", previous.companion),
    companionBuy: str("companionBuy", previous.companionBuy),
  };
}

export function advancementContext(
  system: PersonaeIdentitySystem,
  items: readonly PlainItem[],
  companions: readonly CompanionView[],
  purchase: Purchase,
): Record<string, unknown> {
  const plan = planPurchase(system, items, companions, purchase);
  const upgradable = items.filter((i) => i.type === ITEM_TYPES.enhancement || i.type === ITEM_TYPES.preternae);
  return {
    points: system.development.points,
    kinds: PURCHASE_KINDS.filter((k) => k !== "companion" || companions.length > 0).map((k) => ({
      value: k,
      labelKey: `${A}.kind.${k}`,
      selected: k === purchase.kind,
    })),
    kind: {
      attribute: purchase.kind === "attribute",
      skill: purchase.kind === "skill",
      enhancement: purchase.kind === "enhancement",
      upgrade: purchase.kind === "upgrade",
      preternae: purchase.kind === "preternae",
      sphere: purchase.kind === "sphere",
      vitality: purchase.kind === "vitality",
      companion: purchase.kind === "companion",
    },
    named: ["skill", "enhancement", "preternae", "sphere"].includes(purchase.kind),
    name: purchase.name,
    attributes: personae.ATTRIBUTES.map((id) => ({
      value: id,
      labelKey: attributeAbbrKey(id),
      score: system.attributes[id],
      selected: id === purchase.attribute,
    })),
    levels: ENHANCEMENT_LEVELS.map((l, i) => ({
      value: l,
      labelKey: `${A}.level.${l}`,
      cost: i + 1,
      selected: l === purchase.level,
    })),
    items: upgradable.map((i) => ({
      value: i.id,
      label: `${i.name} (${typeMark(i.type)}, ${Number(i.system.upgrades) || 0})`,
      selected: i.id === purchase.itemId,
    })),
    upgrades: UPGRADE_KINDS.map((u) => ({ value: u, labelKey: `${A}.upgrade.${u}`, selected: u === purchase.upgrade })),
    sphereKinds: SPHERE_KINDS.map((k) => ({
      value: k,
      labelKey: sphereKindKey(k),
      selected: k === purchase.sphereKind,
    })),
    companions: companions.map((c) => ({
      value: c.uuid,
      label: c.name,
      toughnessKey: toughnessKey(c.toughness),
      selected: c.uuid === purchase.companion,
    })),
    companionBuys: [
      { value: "step", labelKey: `${A}.companionStep`, selected: purchase.companionBuy === "step" },
      ...personae.ATTRIBUTES.map((id) => ({
        value: id,
        labelKey: attributeAbbrKey(id),
        selected: purchase.companionBuy === id,
      })),
    ],
    cost: plan.cost,
    problems: plan.problems,
  };
}

/** E for an enhancement, P for a preternae, in the upgrade list. */
function typeMark(type: string): string {
  return type === ITEM_TYPES.enhancement ? "E" : "P";
}
