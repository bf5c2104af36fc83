/**
 * The "attribute" Item (pure spec): a connection, feature, limit, gambit or
 * specialty, and how it was taken (its cost in caps depends on that).
 */
import type { ModelSpec } from "../../../schema";
import { ATTRIBUTE_KINDS } from "../../../rules/venus";

export const ATTRIBUTE_ACQUISITIONS = ["bought", "discounted", "free"] as const;

export interface VenusAttributeSystem {
  kind: string;
  acquisition: string;
  description: string;
}

export const attributeSpec: ModelSpec<"venusAttribute"> = {
  documentName: "Item",
  type: "venusAttribute",
  localizationPrefix: "STORY_ENGINES.Venus.Attribute",
  fields: {
    kind: { kind: "string", initial: "feature", choices: ATTRIBUTE_KINDS },
    acquisition: { kind: "string", initial: "bought", choices: ATTRIBUTE_ACQUISITIONS },
    description: { kind: "html" },
  },
};

const TEMPLATE = /\[([^\]]+)\]/;

/** The bracketed placeholder of a templated specialty ("[city]" → "city"), or null. */
export function templatePlaceholder(name: string): string | null {
  return TEMPLATE.exec(name)?.[1]?.trim() || null;
}

/** Replace the bracketed text with a proper noun: "Streets of [city]" + "London" → "Streets of London". */
export function fillTemplate(name: string, properNoun: string): string {
  const noun = properNoun.trim();
  return noun ? name.replace(TEMPLATE, noun) : name;
}

/** Whether an attribute asks for a proper noun when taken: a specialty written "[like this]". */
export function isTemplatedSpecialty(item: { name: string; system: Record<string, unknown> }): boolean {
  return item.system.kind === "specialty" && templatePlaceholder(item.name) !== null;
}
