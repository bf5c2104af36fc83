/**
 * What the Venus character sheet does with a drop (its `_onDropItem` and
 * `_onDropActor`, reached through Foundry's own drop handling, so the
 * `dropActorSheetData` hook fires first): a Venus item becomes an owned item
 * made the Foundry way (src/core/sheets/drops.ts: compendium source kept,
 * folder left behind), a templated specialty asking for its proper noun
 * first, a lifepath only once, and a job at the character's minimum job
 * level (the free D66 job recognised: data/job.ts, jobOnArrival); an actor
 * becomes one of the VINPCs.
 */
import { templatePath } from "../../../core/game-definition";
import { createDroppedItem } from "../../../core/sheets/drops";
import { fillTemplate, isTemplatedSpecialty } from "../data/attribute";
import { MAX_VINPCS, tierInfo } from "../../../rules/venus";
import { jobOnArrival, type VenusJobSystem } from "../data/job";
import type { VenusCharacterSystem } from "../data/character";
import { buildTemplatedPromptContext } from "./dialog-context";

export const VENUS_ITEM_TYPES = ["venusJob", "venusLifepath", "venusAttribute", "venusAsset"];

/** Ask for the proper noun a "[templated]" specialty needs; null when cancelled. */
export async function promptProperNoun(name: string): Promise<string | null> {
  const content = await foundry.applications.handlebars.renderTemplate(
    templatePath("venus/sheets/templated-prompt.hbs"),
    buildTemplatedPromptContext(name),
  );
  const result = await foundry.applications.api.DialogV2.prompt({
    window: { title: game.i18n.localize("STORY_ENGINES.Venus.Templated.title") },
    content,
    ok: {
      label: game.i18n.localize("STORY_ENGINES.Venus.Templated.ok"),
      callback: (_event, button) => {
        const input = button.form?.elements.namedItem("properNoun");
        return input instanceof HTMLInputElement ? input.value : "";
      },
    },
    rejectClose: false,
  });
  return typeof result === "string" && result.trim() !== "" ? result.trim() : null;
}

/** A Venus item dropped from elsewhere (its own items are sorted by Foundry, not here). */
export async function dropItemOnCharacter(actor: Actor, item: Item): Promise<Item[] | null> {
  if (!VENUS_ITEM_TYPES.includes(item.type)) {
    ui.notifications.warn("STORY_ENGINES.Venus.Sheet.dropNotVenus", { localize: true });
    return null;
  }
  if (
    item.type === "venusLifepath" &&
    actor.items.filter((i) => i.type === "venusLifepath" && i.name === item.name).length > 0
  ) {
    ui.notifications.warn("STORY_ENGINES.Venus.Sheet.lifepathTaken", { localize: true });
    return null;
  }
  let name = item.name;
  if (isTemplatedSpecialty({ name: item.name, system: item.system })) {
    const noun = await promptProperNoun(item.name);
    if (noun === null) return null;
    name = fillTemplate(item.name, noun);
  }
  return createDroppedItem(actor, item, (data) => {
    data.name = name;
    if (item.type === "venusJob") data.system = { ...(data.system as object), ...jobArrival(actor, item) };
  });
}

/** The level, exp and D66 mark a job dropped on `actor` arrives with. */
function jobArrival(actor: Actor, item: Item): ReturnType<typeof jobOnArrival> {
  const character = actor.system as unknown as Partial<VenusCharacterSystem>;
  const job = item.system as unknown as VenusJobSystem;
  return jobOnArrival(
    { level: Number(job.level) || 0, exp: Number(job.exp) || 0, d66: Number(job.d66) || 0, d66Start: job.d66Start },
    {
      minimumJobLevel: tierInfo(character.tier ?? "public").minimumJobLevel,
      lifepaths: actor.items.filter((i) => i.type === "venusLifepath").length,
      d66Taken: actor.items.filter((i) => i.type === "venusJob" && i.system.d66Start === true).length > 0,
    },
  );
}

export interface VinpcRow {
  name: string;
  relation: string;
  favor: boolean;
  uuid: string;
}

/** The VINPC rows after `dropped` is added to `current`, or null (itself, already there, or the list is full). */
export function vinpcsWithDropped(actor: Actor, dropped: Actor, current: readonly VinpcRow[]): VinpcRow[] | null {
  if (dropped.uuid === actor.uuid) return null;
  if (current.some((v) => v.uuid === dropped.uuid)) return null;
  if (current.length >= MAX_VINPCS) {
    ui.notifications.warn(game.i18n.format("STORY_ENGINES.Venus.Validation.tooManyVinpcs", { max: MAX_VINPCS }));
    return null;
  }
  return [...current, { name: dropped.name, relation: "", favor: false, uuid: dropped.uuid }];
}
