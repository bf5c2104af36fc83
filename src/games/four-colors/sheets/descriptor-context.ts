/** Pure context of the Descriptor item sheet. */
import { FORCES } from "../../../rules/four-colors";
import { DESCRIPTOR_KINDS, LANG, isDescriptorKind, isTraitKind, kindLabelKey, planetLabelKey } from "../data/common";
import { kindsFor, planetEditable } from "../data/descriptor";
import { forceSymbol, isForceKey, type ForceSymbol } from "./shared-context";

export interface DescriptorSheetInput {
  name: string;
  img: string;
  system: Record<string, unknown>;
  editable: boolean;
  enriched: { description: string };
  /** The actor holding it (null in the sidebar or a compendium). */
  owner: { type: string; name: string; creation: boolean } | null;
}

export interface DescriptorSheetContext {
  name: string;
  img: string;
  editable: boolean;
  kind: string;
  kindKey: string;
  kindOptions: { value: string; labelKey: string; selected: boolean }[];
  /** Diceless characters have no Planets: the Planet field is hidden. */
  showPlanet: boolean;
  planetEditable: boolean;
  /** Why the Planet cannot be changed (lang key), when it cannot. */
  planetLockedKey: string | null;
  planetHintKey: string;
  planetOptions: { value: string; labelKey: string; selected: boolean }[];
  planet: ForceSymbol | null;
  description: { source: string; enriched: string };
  ownerName: string | null;
}

export function descriptorSheetContext(input: DescriptorSheetInput): DescriptorSheetContext {
  const kind = isDescriptorKind(input.system.kind) ? input.system.kind : "trait";
  const planet = isForceKey(input.system.planet) ? input.system.planet : "";
  const allowedKinds = input.owner ? kindsFor(input.owner.type) : DESCRIPTOR_KINDS;
  const editablePlanet = planetEditable(kind, input.owner);
  return {
    name: input.name,
    img: input.img,
    editable: input.editable,
    kind,
    kindKey: kindLabelKey(kind),
    kindOptions: DESCRIPTOR_KINDS.filter((k) => allowedKinds.includes(k) || k === kind).map((k) => ({
      value: k,
      labelKey: kindLabelKey(k),
      selected: k === kind,
    })),
    showPlanet: input.owner?.type !== "fourColorsDiceless",
    planetEditable: editablePlanet,
    planetLockedKey: editablePlanet ? null : `${LANG}.Descriptor.planetLocked`,
    planetHintKey: isTraitKind(kind) ? `${LANG}.Descriptor.planetHintTrait` : `${LANG}.Descriptor.planetHintWed`,
    planetOptions: [
      { value: "", labelKey: `${LANG}.Descriptor.noPlanet`, selected: planet === "" },
      ...FORCES.map((force) => ({ value: force, labelKey: planetLabelKey(force), selected: force === planet })),
    ],
    planet: planet ? forceSymbol(planet) : null,
    description: {
      source: typeof input.system.description === "string" ? input.system.description : "",
      enriched: input.enriched.description,
    },
    ownerName: input.owner?.name ?? null,
  };
}
