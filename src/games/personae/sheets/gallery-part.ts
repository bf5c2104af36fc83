/**
 * Personae sheets in the gallery (pure): the identity sheet for a character
 * in play, a new character in creation (with its warnings), a supporting
 * identity and an object identity, the limited view, each trait sheet and
 * the development point dialog — built by the Foundry classes' builders.
 */
import type { GalleryEntry } from "../../../core/gallery-entry";
import type { PlainItem } from "../data/common";
import type { PersonaeIdentitySystem } from "../data/identity";
import { buildIdentityContext, buildIdentityLimitedContext } from "./identity-context";
import { buildItemContext, buildItemLimitedContext, ITEM_BODY_TEMPLATES } from "./item-context";
import { advancementContext } from "./advancement-context";
import { EMPTY_PURCHASE } from "./advancement";
import { CAPTAIN, captainItems, DOOR, doorItems, DUNMORE, dunmoreItems, NEWCOMER, newcomerItems } from "../samples";

const IDENTITY_CLASSES = ["story-engines", "personae", "personae-identity"];
const ITEM_CLASSES = ["story-engines", "personae", "personae-item"];
const IDENTITY_PARTS = ["identity", "identity-harm", "identity-traits", "identity-notes"];

function identityEntry(
  id: string,
  title: string,
  who: { name: string; img: string; system: PersonaeIdentitySystem },
  items: PlainItem[],
  extra: { companions?: { name: string; uuid: string }[]; owner?: { name: string; uuid: string } } = {},
): GalleryEntry {
  const context = buildIdentityContext({
    actor: { name: who.name, img: who.img },
    system: who.system,
    items,
    editable: true,
    enrichedNotes: "<p>Notes for the table.</p>",
    companions: extra.companions ?? [],
    owner: extra.owner ?? null,
    chorusPool: who.system.kind === "character" ? null : 2,
  });
  return {
    id,
    title,
    kind: "sheet",
    classes: IDENTITY_CLASSES,
    width: 780,
    parts: IDENTITY_PARTS.map((p) => ({ template: `personae/sheets/${p}.hbs`, context })),
  };
}

function itemEntry(
  id: string,
  title: string,
  item: PlainItem,
  owner: { name: string; threshold: number | null } | null,
): GalleryEntry {
  const enriched = { description: typeof item.system.description === "string" ? item.system.description : "" };
  const context = buildItemContext({
    item: { name: item.name, img: item.img ?? "", type: item.type },
    system: item.system,
    editable: true,
    enriched,
    owner,
  });
  return {
    id,
    title,
    kind: "sheet",
    classes: ITEM_CLASSES,
    width: 560,
    parts: [
      { template: "personae/sheets/item-header.hbs", context },
      { template: ITEM_BODY_TEMPLATES[item.type] ?? "", context },
    ],
  };
}

const find = (items: PlainItem[], name: string): PlainItem => {
  const found = items.find((i) => i.name === name);
  if (!found) throw new Error(`no sample item ${name}`);
  return found;
};

export function sheetGalleryEntries(): GalleryEntry[] {
  const mara = newcomerItems();
  const dunmore = dunmoreItems();
  const owner = { name: "Mara Venn", threshold: 3 };
  return [
    identityEntry("personae-identity-character", "Personae: Dunmore, a character in play", DUNMORE, dunmore),
    identityEntry(
      "personae-identity-creation",
      "Personae: a new character in creation, with its warnings",
      NEWCOMER,
      mara,
    ),
    identityEntry(
      "personae-identity-supporting",
      "Personae: a supporting identity (medium toughness, shock 1)",
      CAPTAIN,
      captainItems(),
    ),
    identityEntry(
      "personae-identity-object",
      "Personae: an object identity (a door, minor toughness)",
      DOOR,
      doorItems(),
    ),
    {
      id: "personae-identity-limited",
      title: "Personae: an identity in limited view",
      kind: "sheet",
      classes: IDENTITY_CLASSES,
      width: 420,
      parts: [
        {
          template: "personae/sheets/identity-limited.hbs",
          context: buildIdentityLimitedContext({ actor: DUNMORE, system: DUNMORE.system }),
        },
      ],
    },
    itemEntry("personae-item-skill", "Personae: a skill above its owner's threshold", find(mara, "Haggle"), owner),
    itemEntry("personae-item-enhancement", "Personae: an Exceptional enhancement", find(mara, "Silver tongue"), owner),
    itemEntry("personae-item-preternae", "Personae: the SRD's Fire globe", find(mara, "Fire globe"), owner),
    itemEntry("personae-item-sphere", "Personae: a resource sphere", find(mara, "Frontier trade"), owner),
    {
      id: "personae-item-limited",
      title: "Personae: a trait in limited view",
      kind: "sheet",
      classes: ITEM_CLASSES,
      width: 420,
      parts: [
        {
          template: "personae/sheets/item-limited.hbs",
          context: buildItemLimitedContext({
            item: { name: "Fire globe", img: "icons/svg/fire.svg", type: "personaePreternae" },
            enriched: { description: "<p>A globe of fire.</p>" },
          }),
        },
      ],
    },
    {
      id: "personae-advancement",
      title: "Personae: spending development points (an upgrade)",
      kind: "dialog",
      classes: [],
      width: 420,
      parts: [
        {
          template: "personae/sheets/advancement.hbs",
          context: advancementContext({ ...DUNMORE.system, development: { points: 2, earned: 3 } }, dunmore, [], {
            ...EMPTY_PURCHASE,
            kind: "upgrade",
            itemId: find(dunmore, "City-bred").id,
          }),
        },
      ],
    },
  ];
}
