/**
 * Pure context for the Venus character sheet (full and limited). The sheet
 * class and the gallery both call these builders.
 */
import {
  ABILITIES,
  CALIBER_ABBREVIATIONS,
  MAX_CAPABILITIES,
  MAX_FIDELITY,
  MAX_LOTS,
  MAX_VINPCS,
  type AbilityId,
} from "../../../rules/venus";
import type { PlainItem } from "../data/common";
import {
  deriveCharacter,
  fidelityChoices,
  jobStartOf,
  type CharacterDerived,
  type VenusCharacterSystem,
} from "../data/character";
import {
  allocationByAbility,
  assemblyJobProblems,
  capabilityLevelOf,
  jobLevelsOn,
  type AllocationView,
} from "../data/character-assembly";
import { deriveJob, type VenusJobSystem } from "../data/job";
import { scoreGrantLabel, type VenusLifepathSystem } from "../data/lifepath";
import {
  attributeCost,
  assetCost,
  jobCost,
  type AssetKind,
  type AttributeAcquisition,
  type AttributeKind,
} from "../../../rules/venus";
import {
  abilityAbbrKey,
  abilityKey,
  ageKey,
  assetKindKey,
  attributeKindKey,
  caliberKey,
  OPTIONS,
  sizeKey,
  tierKey,
} from "./labels";

export interface CharacterSheetInput {
  actor: { name: string; img: string };
  system: VenusCharacterSystem;
  items: readonly PlainItem[];
  editable: boolean;
  /** The viewer is the FC, who alone gives leave for more than one Platinum ability (absent: not the FC). */
  isFC?: boolean;
  /** Enriched HTML of the biography (the Foundry layer enriches; the gallery passes the source). */
  enrichedBiography: string;
}

const pips = (count: number, filled: number) =>
  Array.from({ length: count }, (_, i) => ({ index: i + 1, filled: i < filled }));

function abilityRow(system: VenusCharacterSystem, id: AbilityId, allocation: AllocationView | undefined) {
  const a = system.abilities[id];
  return {
    allocationProblem: allocation
      ? {
          key: allocation.key,
          abilities: allocation.abilities
            .map((x) => ABILITIES.find((info) => info.id === x)?.abbreviation ?? x)
            .join(" + "),
          demand: allocation.demand,
          supply: allocation.supply,
        }
      : null,
    id,
    labelKey: abilityKey(id),
    abbrKey: abilityAbbrKey(id),
    caliber: a.caliber,
    caliberKey: caliberKey(a.caliber),
    caliberAbbr: CALIBER_ABBREVIATIONS[a.caliber],
    score: a.score,
    caliberName: `system.abilities.${id}.caliber`,
    scoreName: `system.abilities.${id}.score`,
  };
}

/** Items of one type sorted by name, for the lists. */
function ofType(items: readonly PlainItem[], type: string): PlainItem[] {
  return items.filter((i) => i.type === type).sort((a, b) => a.name.localeCompare(b.name));
}

export function buildCharacterContext(input: CharacterSheetInput): Record<string, unknown> {
  const { system, items, editable } = input;
  const derived: CharacterDerived = deriveCharacter(system, items);
  const lifepathSystems = ofType(items, "venusLifepath").map((i) => i.system as unknown as VenusLifepathSystem);
  const fidelityFull = system.kismet.fidelity >= MAX_FIDELITY;
  const canRaise = fidelityChoices(system).some((c) => c.to !== null);
  const allocation = allocationByAbility(system, items);
  const jobProblems = assemblyJobProblems(system, items);

  return {
    name: input.actor.name,
    img: input.actor.img,
    editable,
    system,
    options: OPTIONS,
    tierKey: tierKey(system.tier),
    ageKey: ageKey(system.age),
    sizeKey: sizeKey(system.size),
    derived,
    summary: {
      lifepaths: `${derived.lifepaths.taken} / ${derived.lifepaths.min}–${derived.lifepaths.max ?? "∞"}`,
      lifepathsWarning: derived.lifepaths.outOfRange,
      scores: `${derived.scores.placed} / ${derived.scores.total}`,
      scoresWarning: derived.scores.placed !== derived.scores.total,
      scorePool: [
        `+${derived.scores.mental} MA`,
        `+${derived.scores.physical} PA`,
        ...(derived.scores.any ? [`+${derived.scores.any} Any`] : []),
        ...derived.scores.pairs.map((p) => `+1 ${p.replace(/\b\w/g, (c) => c.toUpperCase())}`),
      ].join(" · "),
      calibers: `${derived.calibers.used} / ${derived.calibers.free}`,
      calibersWarning: derived.calibers.overspent,
      platinumWarning: derived.calibers.platinumWarning,
      caps: `${derived.caps.spent} / ${derived.caps.earned}`,
      capsWarning: derived.caps.remaining < 0,
    },
    abilities: {
      mental: ABILITIES.filter((a) => a.group === "mental").map((a) => abilityRow(system, a.id, allocation[a.id])),
      physical: ABILITIES.filter((a) => a.group === "physical").map((a) => abilityRow(system, a.id, allocation[a.id])),
    },
    allocationWarning: Object.keys(allocation).length > 0,
    capabilities: system.capabilities.map((c, index) => {
      const caliber = derived.capabilities[index]?.caliber ?? "bronze";
      const levels = capabilityLevelOf(system, c);
      return {
        ...c,
        index,
        caliber,
        caliberKey: caliberKey(caliber),
        caliberAbbr: CALIBER_ABBREVIATIONS[caliber],
        level: levels.level,
        yes: c.yes ?? 0,
        computed: levels.computed,
        override: levels.override,
        formulaKey: `STORY_ENGINES.Venus.Sheet.capabilityFormula.${levels.preset ?? "custom"}`,
      };
    }),
    canAddCapability: editable && system.capabilities.length < MAX_CAPABILITIES,
    canGrantLeave: editable && input.isFC === true,
    principles: {
      goals: system.principles.goals.join("\n"),
      habits: system.principles.habits.join("\n"),
      creeds: system.principles.creeds.join("\n"),
    },
    kismet: {
      lotsPips: pips(MAX_LOTS, system.kismet.lots),
      fidelityPips: pips(MAX_FIDELITY, system.kismet.fidelity),
      maxLots: MAX_LOTS,
      maxFidelity: MAX_FIDELITY,
      canSpendFidelity: editable && fidelityFull && canRaise,
    },
    vinpcs: system.vinpcs.map((v, index) => ({ ...v, index, linked: v.uuid !== "" })),
    canAddVinpc: editable && system.vinpcs.length < MAX_VINPCS,
    lifepaths: ofType(items, "venusLifepath").map((i) => {
      const lp = i.system as unknown as VenusLifepathSystem;
      return { id: i.id, name: i.name, img: i.img, scorePoint: scoreGrantLabel(lp.scorePoint), caps: lp.caps };
    }),
    attributes: ofType(items, "venusAttribute").map((i) => ({
      id: i.id,
      name: i.name,
      img: i.img,
      kindKey: attributeKindKey(String(i.system.kind)),
      cost: attributeCost(i.system.kind as AttributeKind, i.system.acquisition as AttributeAcquisition),
    })),
    assets: ofType(items, "venusAsset").map((i) => {
      const worth = i.system.worth as { dice: number; caliber: keyof typeof CALIBER_ABBREVIATIONS };
      return {
        id: i.id,
        name: i.name,
        img: i.img,
        kindKey: assetKindKey(String(i.system.kind)),
        worth: `${worth.dice}${CALIBER_ABBREVIATIONS[worth.caliber]}`,
        tags: (i.system.tags as string[]).join(" "),
        finite: i.system.finite === true,
        uses: i.system.uses,
        fragile: i.system.fragile === true,
        broken: i.system.broken === true,
        cost: assetCost(i.system.kind as AssetKind, i.system.acquisition === "free" ? "free" : "bought"),
      };
    }),
    jobs: ofType(items, "venusJob").map((i) => {
      const job = i.system as unknown as VenusJobSystem;
      const progress = deriveJob(job);
      const levels = jobLevelsOn(i, items);
      return {
        effective: levels.effective,
        boosted: levels.boosted,
        boostMissing: levels.boostMissing,
        boostAttribute: levels.boostAttribute,
        boostLevels: levels.boostLevels,
        d66Start: job.d66Start === true,
        problems: jobProblems.get(i.id) ?? [],
        id: i.id,
        name: i.name,
        img: i.img,
        abilityKey: abilityAbbrKey(job.ability),
        secondAbilityKey: job.secondAbility ? abilityAbbrKey(job.secondAbility) : "",
        ...progress,
        expPips: pips(progress.expMax, progress.exp),
        cost:
          progress.level >= 1
            ? jobCost({ level: progress.level, start: jobStartOf(i, lifepathSystems) }, derived.tier.minimumJobLevel)
            : 0,
      };
    }),
    enrichedBiography: input.enrichedBiography,
  };
}

/** LIMITED view: name, image and the foreground (the character's outward identity, what others see). */
export function buildCharacterLimitedContext(
  input: Pick<CharacterSheetInput, "actor" | "system">,
): Record<string, unknown> {
  return {
    name: input.actor.name,
    img: input.actor.img,
    foreground: input.system.foreground,
    pronouns: input.system.pronouns,
  };
}
