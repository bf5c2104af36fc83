/**
 * A Diceless actor as the roll dialog offers it as the source of a Benefit or
 * Hindrance die. Pure: the Traits are read with the data folder's own helper
 * (dicelessCircumstanceSources).
 */
import { dicelessCircumstanceSources, type DicelessSourceInput } from "../data/diceless";
import type { SourceOption } from "./dialog-state";

/** The Actor sub-type that never rolls but may be a circumstance die's source. */
export const DICELESS_TYPE = "fourColorsDiceless";

export function sourceOption(uuid: string, actor: DicelessSourceInput): SourceOption {
  const { name, traits } = dicelessCircumstanceSources(actor);
  return { uuid, name, traits };
}
