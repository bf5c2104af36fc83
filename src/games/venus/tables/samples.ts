/**
 * Sample table procedure rolls, pure: the gallery's cards, the self-test's
 * sample roll and the tests share them: the cast of "The King is Dead" with
 * items made up for the gallery.
 */
import type { TableRollData } from "./table-data";

const BASE = {
  actorName: "Dhyr",
  img: "icons/svg/mystery-man.svg",
  subject: "",
  index: -1,
  previous: 0,
  listed: [],
  taken: [],
} satisfies Omit<TableRollData, "procedure">;

export const SAMPLE_TABLE_ROLL: TableRollData = { ...BASE, procedure: "lots" };

/** One sample per procedure, with the faces its card shows. */
export const SAMPLE_TABLE_CARDS: { id: string; title: string; data: TableRollData; faces: number[] }[] = [
  { id: "lots", title: "starting Lots, 1d6 shows 4", data: { ...BASE, procedure: "lots" }, faces: [4] },
  { id: "ego", title: "the Ego flip, an even face", data: { ...BASE, procedure: "ego", previous: false }, faces: [2] },
  {
    id: "favor",
    title: "Arian's favour, an odd face",
    data: { ...BASE, procedure: "favor", subject: "Arian", index: 0, previous: false },
    faces: [3],
  },
  {
    id: "free-attribute",
    title: "a lifepath's free attribute, 2 on a four-line list",
    data: {
      ...BASE,
      procedure: "freeAttribute",
      subject: "Court Page",
      listed: ["Etiquette", "Fealty to the Crown", "Sharp Ears", "Spoiled"],
    },
    faces: [2],
  },
  {
    id: "free-attribute-unlisted",
    title: "a lifepath's free attribute, 6 off the list: re-roll or choose",
    data: {
      ...BASE,
      procedure: "freeAttribute",
      subject: "Court Page",
      listed: ["Etiquette", "Fealty to the Crown", "Sharp Ears", "Spoiled"],
    },
    faces: [6],
  },
  {
    id: "uses",
    title: "a finite asset's uses, 2d6 show 5 and 3",
    data: { ...BASE, procedure: "uses", subject: "Lead powder" },
    faces: [5, 3],
  },
  {
    id: "break",
    title: "a fragile tool's break check, the d20 shows 1",
    data: { ...BASE, procedure: "break", subject: "Glass lantern", previous: false },
    faces: [1],
  },
  {
    id: "break-holds",
    title: "a fragile tool's break check, the d20 shows 14",
    data: { ...BASE, procedure: "break", subject: "Glass lantern", previous: false },
    faces: [14],
  },
];

/** The worth calculator's sample: a #fungible 5Gl purse (the seed's "5-Gl asset … 10 Si"). */
export const SAMPLE_WORTH_ASSET = {
  name: "Purse of gold rings",
  worth: { dice: 5, caliber: "gold" as const },
  tags: ["#fungible"],
};
