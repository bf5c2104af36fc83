/**
 * The chat card of a HierarchyRoll: pure, from the roll's own data
 * (`roll.options.fourColors`) and the rolled results, so the card renders
 * the same after a reload. HierarchyRoll#render and the gallery both call
 * `buildCardContext`.
 *
 * The reading itself is the rules library's: judgeWithCircumstance for one
 * Omega, combinedReading for two, degreeOfSuccess for the optional degree.
 * A Force rolled with several dice shows every die and reads the lowest;
 * opponents' Hindrance dice get a line each (opponent-card.ts).
 */
import {
  combinedReading,
  degreeOfSuccess,
  FORCES,
  judgeWithCircumstance,
  type CircumstanceDieReading,
  type CircumstanceRolls,
  type Degree,
  type Force,
  type FullReading,
  type Outcome,
  type Position,
  type Stakes,
} from "../../../rules/four-colors";
import { DIFFICULTY_KEY_PREFIX } from "./dialog-context";
import type { DieSource, ExtractedResults, HierarchyRollData } from "./roll-data";
import { opponentViews, rulingOpponents, type CardOpponentView } from "./opponent-card";
import type { RollOpponent } from "./several-dice";
import { forceLabelKey } from "../data/common";
import { forceSymbol, type ForceSymbol } from "../data/force-symbol";
import type { Translate } from "./translate";

const ROLL = "STORY_ENGINES.FourColors.Roll";

export type Lean = "favored" | "opposed" | "neutral";

export interface CardForceView {
  force: Force;
  symbol: ForceSymbol;
  nameKey: string;
  /** Die size, e.g. "d8", or "2d8" for several dice of which the lowest counts. */
  die: string;
  result: number;
  /** Every die rolled for the Force when it rolled several ("7, 2"), else "". */
  rolls: string;
  lean: Lean;
  leanKey: string;
  /** Favored or Opposed (a neutral Force carries no label). */
  showLean: boolean;
}

export interface CardRungView {
  position: Position;
  positionKey: string;
  /** This position decided the outcome. */
  decided: boolean;
  forces: CardForceView[];
}

export interface CardCircumstanceView {
  kind: "benefit" | "hindrance";
  kindKey: string;
  die: string;
  result: number;
  major: boolean;
  sizeKey: string;
  /** Where the die comes from ("from Beppe, “Strong as an ox”"), translated; null when not said. */
  source: string | null;
  /** Where it fell, as a sentence (translated: it names Forces and positions). */
  placement: string;
  ruled: boolean;
  sgMayRule: boolean;
}

export interface CardOutcomeView {
  label: string;
  tone: "good" | "bad" | "neutral";
  detail: string;
}

export interface CardReadingView {
  /** The character reading (user data). */
  name: string;
  rungs: CardRungView[];
  /** Forces rolled for the other character, ignored here because this one's Planet is Wed. */
  ignored: { symbol: ForceSymbol; nameKey: string }[];
  circumstance: CardCircumstanceView[];
  /** One line per opponent's Hindrance die (several-Hindrance-dice rule). */
  opponents: CardOpponentView[];
  outcome: CardOutcomeView;
  degree: { labelKey: string; score: number } | null;
  /** Together: "used" | "notUsed" | "equal" key; otherwise null. */
  usedKey: string | null;
  used: boolean;
}

export interface CardContext extends Record<string, unknown> {
  cardClass: string;
  title: string;
  /** The header's portrait (core/card-header.hbs): the roller's, none when two Omegas roll together. */
  img: string | null;
  subtitleKey: string;
  /** Who set the stakes (the Storyguide who sent them), or "" when the roller did. */
  setBy: string;
  hidden: boolean;
  modeKey: string | null;
  stakes: { favored: ForceSymbol[]; opposed: ForceSymbol[] };
  readings: CardReadingView[];
  degreeNoteKey: string | null;
}

export interface CardOptions {
  t: Translate;
  /** The viewer may not see this roll (blind / private): show only that a roll was made. */
  isPrivate?: boolean;
}

function lean(force: Force, stakes: Stakes): Lean {
  if (stakes.favored.includes(force)) return "favored";
  if (stakes.opposed.includes(force)) return "opposed";
  return "neutral";
}

function camel(code: string): string {
  return code.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
}

function forceNames(forces: readonly Force[], t: Translate): string {
  return forces.map((f) => t(forceLabelKey(f))).join(", ");
}

function positionKey(position: Position): string {
  return `${ROLL}.Position.${position}`;
}

function placementText(die: CircumstanceDieReading, t: Translate): string {
  const data: Record<string, string> = {};
  if (die.placement === "ties") {
    data.forces = forceNames(die.ties, t);
    data.position = die.tiedPosition ? t(positionKey(die.tiedPosition)) : "";
  }
  return t(`${ROLL}.Placement.${camel(die.placement)}`, data);
}

function sourceText(source: DieSource | undefined, t: Translate): string | null {
  if (!source) return null;
  return source.trait
    ? t(`${ROLL}.Source.trait`, { name: source.name, trait: source.trait.name })
    : t(`${ROLL}.Source.character`, { name: source.name });
}

const TONE: Record<Outcome, CardOutcomeView["tone"]> = { success: "good", failure: "bad", unproductive: "neutral" };

function outcomeView(reading: FullReading, t: Translate, opponents: string): CardOutcomeView {
  const label = t(`${ROLL}.Outcome.${reading.outcome}`);
  const decider = reading.decidedBy;
  let detail: string;
  if (decider === "hindrance" && opponents) {
    detail = t(`${ROLL}.Decided.opponent`, { names: opponents });
  } else if (decider) {
    // A ruling Benefit or Hindrance die holds no position: no Forces, and its line names none.
    const forces = FORCES.filter((f) => reading.positions[f] === decider);
    detail = t(`${ROLL}.Decided.${decider}`, { forces: forceNames(forces, t) });
  } else {
    detail = t(`${ROLL}.Decided.none`);
  }
  return { label, tone: TONE[reading.outcome], detail };
}

function readingView(
  name: string,
  reading: FullReading,
  degree: Degree | null,
  data: HierarchyRollData,
  rolled: ExtractedResults,
  opponents: readonly RollOpponent[],
  t: Translate,
): CardReadingView {
  const rungs = reading.tiers.map((tier) => ({
    position: tier.position,
    positionKey: positionKey(tier.position),
    decided: tier.position === reading.decidedBy,
    forces: tier.forces.map((force) => {
      const l = lean(force, data.stakes);
      const several = rolled.several?.[force];
      const count = data.counts[force] ?? 1;
      return {
        force,
        symbol: forceSymbol(force),
        nameKey: forceLabelKey(force),
        die: `${count > 1 ? count : ""}d${data.dice[force] ?? "?"}`,
        result: tier.value,
        rolls: several && several.length > 1 ? several.join(", ") : "",
        lean: l,
        leanKey: `${ROLL}.Lean.${l}`,
        showLean: l !== "neutral",
      };
    }),
  }));
  const read = new Set(reading.tiers.flatMap((tier) => tier.forces));
  const ignored = FORCES.filter((f) => typeof rolled.planets[f] === "number" && !read.has(f)).map((f) => ({
    symbol: forceSymbol(f),
    nameKey: forceLabelKey(f),
  }));
  const circumstance: CardCircumstanceView[] = [];
  for (const die of [reading.benefit, reading.hindrance]) {
    if (!die) continue;
    circumstance.push({
      kind: die.kind,
      kindKey: `${ROLL}.${die.kind}`,
      die: `d${data.circumstance[die.kind]?.faces ?? "?"}`,
      result: die.value,
      major: die.major,
      sizeKey: `${ROLL}.Size.${die.major ? "major" : "minor"}`,
      source: sourceText(data.sources[die.kind], t),
      placement: placementText(die, t),
      ruled: die.ruled,
      sgMayRule: die.sgMayRule,
    });
  }
  const opponentLines = opponentViews(opponents, reading.hindrances ?? [], (die) => placementText(die, t), t);
  return {
    name,
    rungs,
    ignored,
    circumstance,
    opponents: opponentLines,
    outcome: outcomeView(reading, t, rulingOpponents(opponentLines)),
    degree: data.degrees && degree ? { labelKey: `${ROLL}.Degree.${camel(degree.label)}`, score: degree.score } : null,
    usedKey: null,
    used: true,
  };
}

/** The opponents whose Hindrance die was rolled, in order (their dice are `hindrances` in circumstanceRolls). */
export function rolledOpponents(data: HierarchyRollData, rolled: ExtractedResults): RollOpponent[] {
  return data.opponents.filter((_, i) => typeof rolled.opponents?.[i] === "number");
}

/** The rolled circumstance dice, with the Major/Minor choice the roll was made with; opponents' as `hindrances`. */
export function circumstanceRolls(data: HierarchyRollData, rolled: ExtractedResults): CircumstanceRolls {
  const rolls: CircumstanceRolls = {};
  for (const kind of ["benefit", "hindrance"] as const) {
    const die = data.circumstance[kind];
    const value = rolled[kind];
    if (die && typeof value === "number") rolls[kind] = { value, major: die.major };
  }
  const hindrances = data.opponents.flatMap((o, i) => {
    const value = rolled.opponents?.[i];
    return typeof value === "number" ? [{ value, major: o.major }] : [];
  });
  if (hindrances.length > 0) rolls.hindrances = hindrances;
  return rolls;
}

export function buildCardContext(data: HierarchyRollData, rolled: ExtractedResults, options: CardOptions): CardContext {
  const { t } = options;
  const names = data.actors.map((a) => a.name);
  const base = {
    cardClass: "four-colors",
    title: names.join(" & "),
    img: data.actors.length === 1 ? (data.actors[0]?.img ?? null) : null,
    subtitleKey: `${DIFFICULTY_KEY_PREFIX}${data.difficulty}`,
    setBy: data.setBy ?? "",
    modeKey: data.combined ? `${ROLL}.Mode.${data.combined}` : null,
    stakes: {
      favored: data.stakes.favored.map(forceSymbol),
      opposed: data.stakes.opposed.map(forceSymbol),
    },
    degreeNoteKey: data.degrees ? `${ROLL}.degreeDerived` : null,
  };
  if (options.isPrivate) return { ...base, hidden: true, readings: [] };

  const circumstance = circumstanceRolls(data, rolled);
  const opponents = rolledOpponents(data, rolled);
  const [first, second] = data.actors;
  let readings: CardReadingView[] = [];
  if (data.combined && first && second) {
    const combined = combinedReading(first.planets, second.planets, rolled.planets, data.combined, {
      stakes: data.stakes,
      circumstance,
    });
    const views = [
      { actor: first, reading: combined.a, side: "a" as const },
      { actor: second, reading: combined.b, side: "b" as const },
    ];
    readings = views.flatMap(({ actor, reading, side }) => {
      if (!reading.judged) return [];
      const view = readingView(actor.name, reading.judged, reading.degree, data, rolled, opponents, t);
      if (combined.better === "equal") {
        view.usedKey = `${ROLL}.Reading.equal`;
      } else if (combined.better) {
        view.used = combined.better === side;
        view.usedKey = `${ROLL}.Reading.${view.used ? "used" : "notUsed"}`;
      }
      return [view];
    });
  } else if (first) {
    const judged = judgeWithCircumstance(rolled.planets, circumstance, data.stakes);
    const degree = degreeOfSuccess(judged, data.stakes);
    readings = [readingView(first.name, judged, degree, data, rolled, opponents, t)];
  }
  return { ...base, hidden: false, readings };
}

/** Lang keys the card builds at run time (checked to exist by the tests). */
export const CARD_KEY_PREFIXES = [
  `${ROLL}.Position.`,
  `${ROLL}.Placement.`,
  `${ROLL}.Outcome.`,
  `${ROLL}.Decided.`,
  `${ROLL}.Lean.`,
  `${ROLL}.Size.`,
  `${ROLL}.Degree.`,
  `${ROLL}.Reading.`,
  `${ROLL}.Mode.`,
  `${ROLL}.Source.`,
  `${ROLL}.Opponent.`,
];
