/**
 * The sheets' one-click table rollers: the character sheet's starting Lots,
 * Ego and a VINPC's favour; the item sheet's uses of a finite asset, break
 * check of a fragile tool and a lifepath's free attribute, and the worth
 * calculator. Each builds the roll's data from the document and leaves the
 * rest to roller.ts. In the on-demand chunk: the sheets' actions
 * (sheet-actions.ts) fetch it on the first click.
 */
import type { VenusLifepathSystem } from "../data/lifepath";
import { refuse, rollTableProcedure } from "./roller";
import { SYSTEM_ID } from "../../../core/game-definition";
import {
  STARTING_FLAG,
  startingReplacement,
  takenFreeAttributes,
  type TableProcedure,
  type TableRollData,
} from "./table-data";
import { openWorthCalculator } from "./worth-calculator";

export type Handler = (
  this: foundry.applications.api.ApplicationV2,
  event: PointerEvent,
  target: HTMLElement,
) => Promise<void>;

function sheetDocument<T extends Actor | Item>(app: foundry.applications.api.ApplicationV2): T {
  return (app as unknown as { document: T }).document;
}

function base(procedure: TableProcedure, actor: Actor | null): TableRollData {
  return {
    procedure,
    actorName: actor?.name ?? "",
    img: actor?.img ?? "",
    subject: "",
    index: -1,
    previous: 0,
    listed: [],
    taken: [],
  };
}

/** The character's kismet as stored. */
function kismet(actor: Actor): { lots: number; ego: boolean } {
  const k = (actor.system.kismet ?? {}) as { lots?: unknown; ego?: unknown };
  return { lots: typeof k.lots === "number" ? k.lots : 0, ego: k.ego === true };
}

/**
 * Roll the starting Lots or Ego: at once while the character is being made,
 * afterwards only when the user confirms what the fresh roll replaces.
 */
async function rollStarting(actor: Actor, procedure: "lots" | "ego"): Promise<void> {
  if (!actor.isOwner) return void refuse("notOwner");
  const previous = kismet(actor)[procedure];
  const rolled = actor.getFlag(SYSTEM_ID, STARTING_FLAG) as Record<string, unknown> | undefined;
  const replaces = startingReplacement(procedure, previous, rolled?.[procedure] === true);
  if (replaces) {
    const confirmed = await foundry.applications.api.DialogV2.confirm({
      window: { title: game.i18n.localize(`STORY_ENGINES.Venus.Tables.Procedure.${procedure}.title`) },
      content: `<p>${game.i18n.format(replaces.key, replaces.data)}</p>`,
      rejectClose: false,
      modal: true,
    });
    if (confirmed !== true) return;
  }
  await rollTableProcedure(actor, actor, { ...base(procedure, actor), previous });
}

const rollStartingLots: Handler = async function () {
  await rollStarting(sheetDocument<Actor>(this), "lots");
};

const rollStartingEgo: Handler = async function () {
  await rollStarting(sheetDocument<Actor>(this), "ego");
};

const rollFavor: Handler = async function (_event, target) {
  const actor = sheetDocument<Actor>(this);
  const index = Number(target.dataset.index);
  const rows = Array.isArray(actor.system.vinpcs) ? (actor.system.vinpcs as { name?: unknown; favor?: unknown }[]) : [];
  const row = rows[index];
  if (!row) return void refuse("noVinpc");
  const data = { ...base("favor", actor), subject: typeof row.name === "string" ? row.name : "", index };
  await rollTableProcedure(actor, actor, { ...data, previous: row.favor === true });
};

/** The item's data for the roll: its owner speaks, the item is the subject. */
function itemBase(procedure: TableProcedure, item: Item): TableRollData {
  const owner = item.parent;
  return {
    ...base(procedure, owner),
    actorName: owner?.name ?? item.name,
    subject: item.name,
    img: owner?.img ?? item.img,
  };
}

const rollUses: Handler = async function () {
  const item = sheetDocument<Item>(this);
  const uses = typeof item.system.uses === "number" ? item.system.uses : 0;
  await rollTableProcedure(item, item.parent, { ...itemBase("uses", item), previous: uses });
};

const rollBreak: Handler = async function () {
  const item = sheetDocument<Item>(this);
  if (item.system.fragile !== true) return void refuse("notFragile");
  if (item.system.broken === true) return void refuse("alreadyBroken");
  await rollTableProcedure(item, item.parent, { ...itemBase("break", item), previous: false });
};

const rollFreeAttribute: Handler = async function () {
  const item = sheetDocument<Item>(this);
  const system = item.system as unknown as VenusLifepathSystem & { freeAttribute?: number };
  const data: TableRollData = {
    ...itemBase("freeAttribute", item),
    previous: system.freeAttribute ?? 0,
    listed: [...(system.attributes ?? [])],
    taken: takenFreeAttributes(
      (item.parent?.items.filter((i) => i.type === "venusLifepath") ?? []).map((i) => ({
        id: i.id ?? "",
        system: i.system,
      })),
      item.id ?? "",
    ),
  };
  await rollTableProcedure(item, item.parent, data);
};

const openWorth: Handler = async function () {
  await openWorthCalculator(sheetDocument<Item>(this));
};

/** The character sheet's rollers. */
export const CHARACTER_TABLE_ACTIONS = {
  rollStartingLots,
  rollStartingEgo,
  rollFavor,
};

/** The item sheet's rollers (assets, lifepaths) and the worth calculator. */
export const ITEM_TABLE_ACTIONS = {
  rollUses,
  rollBreak,
  rollFreeAttribute,
  openWorthCalculator: openWorth,
};
