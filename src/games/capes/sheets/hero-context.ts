/**
 * Pure context for the Capes hero sheet (full and limited), for heroes and
 * opponents alike. The sheet class and the gallery both call these builders.
 */
import { capes } from "../../../rules";
import { costsDebt, readAbility } from "../data/ability";
import { ABILITY_TYPE, CAPES_LANG, type PlainItem } from "../data/common";
import { deriveHero, sharedExemplars, teamWarnings, type CapesHeroSystem, type OtherExemplars } from "../data/hero";
import { abilityTypeKey, abilityTypePluralKey, driveKey, KIND_OPTIONS, kindKey } from "./labels";

export interface HeroSheetInput {
  actor: { name: string; img: string };
  system: CapesHeroSystem;
  items: readonly PlainItem[];
  editable: boolean;
  /** Enriched HTML of the description (the Foundry layer enriches; the gallery passes the source). */
  enrichedDescription: string;
  /** The other Capes characters' Exemplars, to show which are shared. */
  others: readonly OtherExemplars[];
}

const WARNING_KEYS: Record<capes.CreationProblem["code"], string> = {
  "drive-points": `${CAPES_LANG}.Warning.drivePoints`,
  "drive-minimum": `${CAPES_LANG}.Warning.driveMinimum`,
  "ability-levels": `${CAPES_LANG}.Warning.abilityLevels`,
  "hero-skill": `${CAPES_LANG}.Warning.heroSkill`,
  exemplars: `${CAPES_LANG}.Warning.exemplars`,
  "team-exemplars": `${CAPES_LANG}.Warning.teamExemplars`,
};

/** The ability types a sheet lists: a hero's three; an opponent's four (Skills are theirs). */
function listedTypes(kind: capes.CharacterKind, items: readonly PlainItem[]): capes.AbilityType[] {
  const hasSkills = items.some((i) => i.type === ABILITY_TYPE && readAbility(i.system).abilityType === "skill");
  return kind === "opponent" || hasSkills ? ["power", "attitude", "trope", "skill"] : ["power", "attitude", "trope"];
}

export function buildHeroContext(input: HeroSheetInput): Record<string, unknown> {
  const { system, items, editable } = input;
  const derived = deriveHero(system, items);
  const shared = sharedExemplars(system, input.others);
  const isHero = system.kind === "hero";
  const abilities = items
    .filter((i) => i.type === ABILITY_TYPE)
    .map((i) => ({ item: i, ability: readAbility(i.system) }))
    .sort((a, b) => b.ability.level - a.ability.level || a.item.name.localeCompare(b.item.name));
  const points = capes.DRIVES.reduce((sum, d) => sum + system.drives[d].value, 0);
  const drives = capes.DRIVES.map((slot) => {
    const drive = system.drives[slot];
    return {
      slot,
      labelKey: driveKey(slot),
      name: drive.name,
      named: !isHero,
      nameField: `system.drives.${slot}.name`,
      value: drive.value,
      valueField: `system.drives.${slot}.value`,
      debt: drive.debt,
      debtField: `system.drives.${slot}.debt`,
      overdrawn: derived.overdrawn[slot],
      exemplarName: drive.exemplar.name,
      exemplarField: `system.drives.${slot}.exemplar.name`,
      exemplarUuid: drive.exemplar.uuid,
      linked: drive.exemplar.uuid !== "",
      shared: shared[slot].join(", "),
    };
  });
  const warnings = [...derived.warnings, ...teamWarnings(system, input.others)].map((w) => ({
    key: WARNING_KEYS[w.code],
    subjectKey: w.subject && w.code === "drive-minimum" ? driveKey(w.subject as capes.DriveSlot) : "",
  }));
  return {
    name: input.actor.name,
    img: input.actor.img,
    editable,
    isHero,
    kind: system.kind,
    kindOptions: KIND_OPTIONS,
    concept: system.concept,
    drives,
    drivePoints: `${points} / ${capes.HERO_DRIVE_POINTS}`,
    drivePointsWarning: isHero && points !== capes.HERO_DRIVE_POINTS,
    abilityCount: `${derived.abilityCount} / ${capes.HERO_ABILITY_COUNT}`,
    abilityCountWarning: isHero && derived.abilityCount !== capes.HERO_ABILITY_COUNT,
    anyOverdrawn: capes.DRIVES.some((d) => derived.overdrawn[d]),
    abilityGroups: listedTypes(system.kind, items).map((type) => ({
      type,
      labelKey: abilityTypePluralKey(type),
      addLabelKey: `${CAPES_LANG}.Sheet.add.${type}`,
      abilities: abilities
        .filter((a) => a.ability.abilityType === type)
        .map(({ item, ability }) => ({
          id: item.id,
          name: item.name,
          level: ability.level,
          typeKey: abilityTypeKey(type),
          costsDebt: costsDebt(ability),
          blocked: ability.blocked,
          used: ability.usedThisPage,
        })),
    })),
    warnings,
    // One warning is a sentence, several a list.
    manyWarnings: warnings.length > 1,
    description: system.description,
    enrichedDescription: input.enrichedDescription,
  };
}

/** LIMITED view: name, image, hero or opponent, and the one-line concept. */
export function buildHeroLimitedContext(input: Pick<HeroSheetInput, "actor" | "system">): Record<string, unknown> {
  return {
    name: input.actor.name,
    img: input.actor.img,
    kindKey: kindKey(input.system.kind),
    concept: input.system.concept,
  };
}
