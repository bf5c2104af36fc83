/**
 * The stakes card's context for one viewer, pure: exactly the stakes the
 * Storyguide set (Difficulty, Favored and Opposed Forces, circumstance dice
 * and their sources, opponents, a combined roll's partner), the dice that
 * will be rolled, the exact odds (hierarchyOdds, as the roll dialog shows
 * them: per character on the shared dice of a combined roll), and the
 * controls this viewer has — Roll for the character's player, Agree for a
 * combined roll's partner, Withdraw for the Storyguide — or what is awaited
 * and from whom. stakes-card.ts renders it with templates/four-colors/dice/stakes-card.hbs.
 */
import { FORCES, hierarchyOdds, type Circumstance, type Force } from "../../../rules/four-colors";
import { awaitsViewer } from "../../../core/awaits-viewer";
import type { RoleView } from "../../../core/roles";
import { forceLabelKey } from "../data/common";
import { forceSymbol, type ForceSymbol } from "../data/force-symbol";
import { DIFFICULTY_KEY_PREFIX, restrictTo, type OddsView } from "./dialog-context";
import { CIRCUMSTANCE_KINDS, type HierarchyRollData } from "./roll-data";
import { diceWithCounts } from "./several-dice";
import { mayAgree, mayCancel, mayRoll, type StakesCardState, type StakesUser } from "./stakes-state";

const S = "STORY_ENGINES.FourColors.Stakes";
const ROLL = "STORY_ENGINES.FourColors.Roll";

export interface StakesDieView {
  kindKey: string;
  faces: number;
  sizeKey: string;
  /** "from Beppe" / "from Beppe, ‘Strong as an ox’" already as lang key + data, or null. */
  source: { key: string; name: string; trait: string } | null;
}

export interface StakesCardContext extends Record<string, unknown> {
  title: string;
  subtitleKey: string;
  setBy: string;
  modeKey: string | null;
  favored: (ForceSymbol & { nameKey: string })[];
  opposed: (ForceSymbol & { nameKey: string })[];
  dice: { symbol: ForceSymbol; label: string }[];
  circumstance: StakesDieView[];
  opponents: { name: string; faces: number; sizeKey: string }[];
  odds: OddsView[];
  combined: boolean;
  /** Lang key and data of the line saying where the card stands. */
  status: { key: string; name: string };
  canRoll: boolean;
  canAgree: boolean;
  canCancel: boolean;
  /** The card waits on this viewer: the roll, or the partner's agreement (withdrawing is the Storyguide's offer). */
  awaitsViewer: boolean;
  /**
   * The card's writer (the Storyguide who set the stakes) is not connected,
   * nor is a GM: nobody can carry out a control, so none is offered and the
   * card says who must connect (core/role-awaited.hbs); null otherwise.
   */
  writerAway: RoleView | null;
  version: number;
}

/** Who plays the characters, by name, for "awaited from …" (empty names when nobody is connected). */
export interface StakesPlayers {
  actor: string;
  partner: string;
}

/** The circumstance dice as the odds count them: the opponents' Hindrance dice beside the others. */
export function planCircumstance(plan: HierarchyRollData): Circumstance {
  const circumstance: Circumstance = { ...plan.circumstance };
  if (plan.opponents.length > 0)
    circumstance.hindrances = plan.opponents.map((o) => ({ faces: o.faces, major: o.major }));
  return circumstance;
}

/** The exact odds of the plan: one line per character (each reads only their own diced Forces of shared dice). */
export function planOdds(plan: HierarchyRollData): OddsView[] {
  const counted = diceWithCounts(plan.dice, plan.counts);
  const circumstance = planCircumstance(plan);
  const [first, second] = plan.actors;
  if (!first) return [];
  if (plan.combined && second)
    return [first, second].map((actor) => ({
      name: actor.name,
      ...hierarchyOdds(restrictTo(counted, actor.planets), plan.stakes, circumstance),
    }));
  return [{ name: first.name, ...hierarchyOdds(counted, plan.stakes, circumstance) }];
}

function statusLine(state: StakesCardState, players: StakesPlayers): { key: string; name: string } {
  switch (state.status) {
    case "rolled":
      return { key: `${S}.Status.rolled`, name: state.roller.name };
    case "cancelled":
      return { key: `${S}.Status.cancelled`, name: state.setBy.name };
    case "rolling":
      return { key: `${S}.Status.rolling`, name: state.roller.name };
    default:
      if (state.partnerMustAgree && !state.partnerAgreed)
        return { key: `${S}.Status.awaitingPartner`, name: players.partner };
      return { key: `${S}.Status.awaitingRoll`, name: players.actor };
  }
}

function forces(list: readonly Force[]): (ForceSymbol & { nameKey: string })[] {
  return list.map((force) => ({ ...forceSymbol(force), nameKey: forceLabelKey(force) }));
}

function sizeKey(major: boolean): string {
  return `${ROLL}.Size.${major ? "major" : "minor"}`;
}

/**
 * The card as `viewer` sees it. `writerAway`: with no GM connected, the
 * card's writer (its author, the Storyguide who set the stakes) is not
 * connected either — every control would go to nobody, so an open card
 * offers none and says who must connect (null when someone can write it).
 */
export function stakesCardContext(
  state: StakesCardState,
  viewer: StakesUser,
  players: StakesPlayers,
  writerAway: RoleView | null = null,
): StakesCardContext {
  const plan = state.plan;
  const open = state.status === "awaiting" || state.status === "rolling";
  const blocked = open && writerAway !== null;
  const canRoll = !blocked && mayRoll(state, viewer);
  const canAgree = !blocked && mayAgree(state, viewer);
  return {
    title: plan.actors.map((a) => a.name).join(" & "),
    subtitleKey: `${DIFFICULTY_KEY_PREFIX}${plan.difficulty}`,
    setBy: state.setBy.name,
    modeKey: plan.combined ? `${ROLL}.Mode.${plan.combined}` : null,
    favored: forces(plan.stakes.favored),
    opposed: forces(plan.stakes.opposed),
    dice: FORCES.flatMap((force) => {
      const faces = plan.dice[force];
      if (typeof faces !== "number") return [];
      const n = plan.counts[force] ?? 1;
      return [{ symbol: forceSymbol(force), label: `${n > 1 ? n : ""}d${faces}` }];
    }),
    circumstance: CIRCUMSTANCE_KINDS.flatMap((kind) => {
      const die = plan.circumstance[kind];
      if (!die) return [];
      const source = plan.sources[kind];
      return [
        {
          kindKey: `${ROLL}.${kind}`,
          faces: die.faces,
          sizeKey: sizeKey(die.major),
          source: source
            ? {
                key: `${ROLL}.Source.${source.trait ? "trait" : "character"}`,
                name: source.name,
                trait: source.trait?.name ?? "",
              }
            : null,
        },
      ];
    }),
    opponents: plan.opponents.map((o) => ({ name: o.name, faces: o.faces, sizeKey: sizeKey(o.major) })),
    odds: planOdds(plan),
    combined: plan.combined !== null,
    status: statusLine(state, players),
    canRoll,
    canAgree,
    canCancel: !blocked && mayCancel(state, viewer),
    awaitsViewer: awaitsViewer({ roll: canRoll, agree: canAgree }),
    writerAway: blocked ? writerAway : null,
    version: state.version,
  };
}
