/**
 * The "capesHero" Actor (pure spec), built as a hero or an opponent: five
 * Drives (a hero's are Justice, Truth, Love, Hope, Duty; an opponent names
 * its own) with their value, the Debt on each and an Exemplar (a name and,
 * optionally, the actor it is). Side, Prominence and narrator belong to each
 * Scene (the board); Story Tokens and Inspirations to each player. Also what
 * the sheet shows beside the data (Overdrawn Drives, creation help, shared
 * Exemplars) and what the board reads of a character (sheetView).
 */
import type { FieldSpec, ModelSpec } from "../../../schema";
import { capes } from "../../../rules";
import { readAbility } from "./ability";
import { ABILITY_TYPE, HERO_TYPE, isRecord, type PlainItem } from "./common";

/** The largest Drive value and Debt a sheet holds. */
export const MAX_DRIVE_VALUE = 9;
export const MAX_DEBT = 99;
export const MAX_NAME_LENGTH = 60;

export interface CapesDrive {
  name: string;
  value: number;
  debt: number;
  exemplar: { name: string; uuid: string };
}

export interface CapesHeroSystem {
  kind: capes.CharacterKind;
  concept: string;
  drives: Record<capes.DriveSlot, CapesDrive>;
  description: string;
}

const driveField = (value: number): FieldSpec => ({
  kind: "schema",
  fields: {
    name: { kind: "string", initial: "", maxLength: MAX_NAME_LENGTH },
    value: { kind: "number", initial: value, integer: true, min: 0, max: MAX_DRIVE_VALUE },
    debt: { kind: "number", initial: 0, integer: true, min: 0, max: MAX_DEBT },
    exemplar: {
      kind: "schema",
      fields: {
        name: { kind: "string", initial: "", maxLength: MAX_NAME_LENGTH },
        uuid: { kind: "uuid", documentName: "Actor" },
      },
    },
  },
});

/** A new hero starts with nine points spread 2-2-2-2-1 (the player moves them). */
const START: Record<capes.DriveSlot, number> = { justice: 2, truth: 2, love: 2, hope: 2, duty: 1 };

export const heroSpec: ModelSpec<typeof HERO_TYPE> = {
  documentName: "Actor",
  type: HERO_TYPE,
  localizationPrefix: "STORY_ENGINES.Capes.Hero",
  fields: {
    kind: { kind: "string", initial: "hero", choices: capes.CHARACTER_KINDS },
    concept: { kind: "string", initial: "", maxLength: 200 },
    drives: { kind: "schema", fields: Object.fromEntries(capes.DRIVES.map((d) => [d, driveField(START[d])])) },
    description: { kind: "html" },
  },
};

/** The stored data read safely (defaults for anything missing), as the sheet and the board use it. */
export function readHero(system: unknown): CapesHeroSystem {
  const s = isRecord(system) ? system : {};
  const drives = isRecord(s.drives) ? s.drives : {};
  const count = (v: unknown, fallback: number, max: number) =>
    typeof v === "number" && Number.isInteger(v) ? Math.min(max, Math.max(0, v)) : fallback;
  const text = (v: unknown) => (typeof v === "string" ? v : "");
  return {
    kind: s.kind === "opponent" ? "opponent" : "hero",
    concept: text(s.concept),
    drives: Object.fromEntries(
      capes.DRIVES.map((d) => {
        const drive = isRecord(drives[d]) ? drives[d] : {};
        const exemplar = isRecord(drive.exemplar) ? drive.exemplar : {};
        return [
          d,
          {
            name: text(drive.name),
            value: count(drive.value, START[d], MAX_DRIVE_VALUE),
            debt: count(drive.debt, 0, MAX_DEBT),
            exemplar: { name: text(exemplar.name), uuid: text(exemplar.uuid) },
          },
        ];
      }),
    ) as Record<capes.DriveSlot, CapesDrive>,
    description: text(s.description),
  };
}

export interface HeroDerived {
  overdrawn: Record<capes.DriveSlot, boolean>;
  /** Creation help (heroes only): codes of capes.driveProblems / abilityProblems / exemplarProblems. */
  warnings: capes.CreationProblem[];
  abilityCount: number;
}

/** What the sheet shows beside the stored data. Opponents are built freely: no creation help. */
export function deriveHero(system: CapesHeroSystem, items: readonly PlainItem[]): HeroDerived {
  const abilities = items.filter((i) => i.type === ABILITY_TYPE).map((i) => readAbility(i.system));
  const overdrawn = Object.fromEntries(capes.DRIVES.map((d) => [d, capes.overdrawn(system.drives[d])])) as Record<
    capes.DriveSlot,
    boolean
  >;
  const warnings =
    system.kind === "opponent"
      ? []
      : [
          ...capes.driveProblems(
            Object.fromEntries(capes.DRIVES.map((d) => [d, system.drives[d].value])) as capes.DriveValues,
          ),
          ...capes.abilityProblems(abilities.map((a) => ({ type: a.abilityType, level: a.level }))),
          ...capes.exemplarProblems(
            Object.fromEntries(capes.DRIVES.map((d) => [d, system.drives[d].exemplar.name.trim() !== ""])) as Record<
              capes.DriveSlot,
              boolean
            >,
          ),
        ];
  return { overdrawn, warnings, abilityCount: abilities.length };
}

/** What the board reads of a character: its Drives and abilities (capes.SheetView). */
export function sheetView(
  actorUuid: string,
  name: string,
  system: unknown,
  items: readonly PlainItem[],
): capes.SheetView {
  const hero = readHero(system);
  return {
    actorUuid,
    name: name.slice(0, 200),
    kind: hero.kind,
    drives: Object.fromEntries(
      capes.DRIVES.map((d) => [
        d,
        { name: hero.drives[d].name.slice(0, 200), value: hero.drives[d].value, debt: hero.drives[d].debt },
      ]),
    ) as capes.SheetView["drives"],
    abilities: items
      .filter((i) => i.type === ABILITY_TYPE)
      .slice(0, 200)
      .map((i) => {
        const a = readAbility(i.system);
        return {
          id: i.id,
          name: i.name.slice(0, 200),
          type: a.abilityType,
          level: a.level,
          superPowered: a.superPowered,
          blocked: a.blocked,
          usedThisPage: a.usedThisPage,
        };
      }),
  };
}

/** Another character's Exemplars, as the sheet compares them. */
export interface OtherExemplars {
  name: string;
  /** A hero (on the team), not an opponent. */
  hero: boolean;
  exemplars: { name: string; uuid: string }[];
}

const same = (a: { name: string; uuid: string }, b: { name: string; uuid: string }) =>
  (a.uuid !== "" && a.uuid === b.uuid) ||
  (a.name.trim() !== "" && a.name.trim().toLowerCase() === b.name.trim().toLowerCase());

/**
 * Creation help for the team (heroes only): the shared-Exemplar rule
 * (capes.teamExemplarProblems) against the other heroes. Each of this
 * hero's Exemplars gets a key; a teammate holds the keys of those it shares
 * (by linked document or by name), so one Exemplar counts once.
 */
export function teamWarnings(system: CapesHeroSystem, others: readonly OtherExemplars[]): capes.CreationProblem[] {
  if (system.kind !== "hero") return [];
  const mine = capes.DRIVES.map((d) => system.drives[d].exemplar).filter((e) => e.name.trim() !== "" || e.uuid !== "");
  const keyOf = (e: { name: string; uuid: string }) =>
    (e.uuid !== "" ? e.uuid : e.name.trim().toLowerCase()).slice(0, 200);
  const team = others
    .filter((o) => o.hero)
    .slice(0, 64)
    .map((o) => mine.filter((e) => o.exemplars.some((x) => same(x, e))).map(keyOf));
  return capes.teamExemplarProblems(mine.map(keyOf), team);
}

/** For each of this character's Exemplars, the other characters who share it. */
export function sharedExemplars(
  system: CapesHeroSystem,
  others: readonly OtherExemplars[],
): Record<capes.DriveSlot, string[]> {
  return Object.fromEntries(
    capes.DRIVES.map((d) => {
      const mine = system.drives[d].exemplar;
      const empty = mine.name.trim() === "" && mine.uuid === "";
      return [d, empty ? [] : others.filter((o) => o.exemplars.some((e) => same(e, mine))).map((o) => o.name)];
    }),
  ) as Record<capes.DriveSlot, string[]>;
}
