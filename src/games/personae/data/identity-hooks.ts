/**
 * What happens around an identity's life in Foundry: a new identity's
 * prototype token shows vitality (hits it can still take) and shock as its
 * two bars; a new character gets the free skills; editing the vitality bar
 * on a token changes the hits by the edit, nothing else (more hits on a
 * negated identity are refused with a warning). Registered at init.
 */
import { personae } from "../../../rules";
import { IDENTITY_TYPE, ITEM_TYPES } from "./common";

/** The two bars' attributes, and the values a token may show (CONFIG.Actor.trackableAttributes). */
export const TRACKABLE = { bar: ["vitality", "shockTrack"], value: ["criticals", "hits", "shock"] };

/** The free skills a new character is created with. */
export function freeSkillItems(): Record<string, unknown>[] {
  return personae.FREE_SKILLS.map((s) => ({
    name: s.name,
    type: ITEM_TYPES.skill,
    system: { attribute: s.attribute, rating: personae.SKILL_BASE_RATING, unlocked: true, free: true },
  }));
}

/**
 * The hits after a vitality bar edit: the bar shows vitality − hits (never
 * below 0), and the edit changes the hits by as much as it changes the bar —
 * −1 is one more hit even on a bar showing 0 — never below none. Hits beyond
 * the vitality are kept (recovery reads them).
 */
export function hitsForBar(hits: number, shown: number, value: number, isDelta: boolean): number {
  const change = isDelta ? value : value - shown;
  return Math.max(0, hits - change);
}

/** Whether a bar edit must be refused: more hits on a negated identity (fewer may still correct a mistake). */
export function barRefused(negated: boolean, hits: number, newHits: number): boolean {
  return negated && newHits > hits;
}

export function registerIdentityHooks(): void {
  const trackable = (CONFIG.Actor.trackableAttributes ??= {});
  trackable[IDENTITY_TYPE] = TRACKABLE;

  Hooks.on("preCreateActor", ((actor: Actor, data: Record<string, unknown>) => {
    if (actor.type !== IDENTITY_TYPE) return;
    const token = (data.prototypeToken ?? {}) as { bar1?: { attribute?: string }; bar2?: { attribute?: string } };
    actor.updateSource({
      "prototypeToken.bar1.attribute": token.bar1?.attribute ?? "vitality",
      "prototypeToken.bar2.attribute": token.bar2?.attribute ?? "shockTrack",
    });
  }) as (...args: never[]) => unknown);

  Hooks.on("createActor", ((actor: Actor, _options: unknown, userId: string) => {
    if (actor.type !== IDENTITY_TYPE || userId !== game.user.id || actor.system.kind !== "character") return;
    if (actor.items.filter((i) => i.type === ITEM_TYPES.skill).length > 0) return;
    void actor.createEmbeddedDocuments("Item", freeSkillItems());
  }) as (...args: never[]) => unknown);

  const onBar: PersonaeModifyTokenAttribute = (data, updates, actor) => {
    if (!actor || actor.type !== IDENTITY_TYPE || data.attribute !== "vitality" || !data.isBar) return;
    const bar = (actor.system as { vitality?: { value: number; max: number } }).vitality;
    if (!bar) return;
    const { negated, hits } = actor.system as { negated?: boolean; hits?: number };
    const newHits = hitsForBar(Number(hits) || 0, bar.value, data.value, data.isDelta);
    if (barRefused(negated === true, Number(hits) || 0, newHits)) {
      ui.notifications.warn("STORY_ENGINES.Personae.Card.Problem.targetNegated", { localize: true });
      return false;
    }
    for (const key of Object.keys(updates)) delete updates[key];
    updates["system.hits"] = newHits;
  };
  Hooks.on("modifyTokenAttribute", onBar as (...args: never[]) => unknown);
}
