/**
 * Diceless character (Extra, Walk-on, Recurring, Supporting, Major): Traits
 * only, no Planets, never rolls. Its Traits may be the source of a Benefit
 * or Hindrance die (dicelessCircumstanceSources). Played by a player it is a
 * Main character with Storypath Cards ("if played by a Player, will have
 * Storypath Cards", the Glossary): the GM sets how many it draws at the start
 * (`startingCards`, 1 by default; the book gives no number).
 */
import type { ModelSpec } from "../../../schema";
import { DICELESS_RANKS, LANG, TRAIT_KINDS, type DescriptorKind, type DicelessRank } from "./common";

/** Starting Storypath Cards of a Diceless Main character unless the GM sets another number (rulings). */
export const DICELESS_STARTING_CARDS = 1;

export const dicelessSpec: ModelSpec<"fourColorsDiceless"> = {
  documentName: "Actor",
  type: "fourColorsDiceless",
  localizationPrefix: `${LANG}.Diceless`,
  fields: {
    rank: { kind: "string", initial: "extra", choices: DICELESS_RANKS },
    description: { kind: "html" },
    notes: { kind: "html" },
    startingCards: { kind: "number", initial: DICELESS_STARTING_CARDS, integer: true, min: 0, max: 10 },
  },
};

/** What the dice engineer needs to offer a Diceless character as the source of a circumstance die. */
export interface CircumstanceSource {
  /** The Item id of the Trait. */
  id: string;
  name: string;
  kind: DescriptorKind;
}

export interface DicelessSourceInput {
  name: string;
  system: Record<string, unknown>;
  items: readonly { id: string | null; name: string; type: string; system: Record<string, unknown> }[];
}

/**
 * A Diceless character's Traits (Trait, Flaw, Power Stunt), for the roll
 * dialog to name as the source of a Benefit or Hindrance die. Pure: pass
 * plain data ({ name, system, items }), e.g. from an Actor.
 */
export function dicelessCircumstanceSources(actor: DicelessSourceInput): {
  name: string;
  rank: DicelessRank;
  traits: CircumstanceSource[];
} {
  const rank = (DICELESS_RANKS as readonly string[]).includes(String(actor.system.rank))
    ? (actor.system.rank as DicelessRank)
    : "extra";
  const traits = actor.items.flatMap((item): CircumstanceSource[] => {
    const kind = item.system.kind;
    if (
      item.type !== "fourColorsDescriptor" ||
      typeof kind !== "string" ||
      !(TRAIT_KINDS as readonly string[]).includes(kind)
    )
      return [];
    return [{ id: item.id ?? "", name: item.name, kind: kind as DescriptorKind }];
  });
  return { name: actor.name, rank, traits };
}
