import { venus } from "../../../rules";
import { templatePath } from "../../../core/game-definition";
import { dieAppearance } from "./dice-colors";

export const TASK_ROLL_TEMPLATE = templatePath("venus/dice/task-roll.hbs");

/** One die of a task roll: its caliber and owner (0 the roller, 1–2 the allies). */
export interface TaskRollDie {
  caliber: venus.Caliber;
  owner: number;
}

/** Runs of dice with the same caliber and owner, in order: one term each. */
function runsOf(dice: readonly TaskRollDie[]): { die: TaskRollDie; count: number }[] {
  const runs: { die: TaskRollDie; count: number }[] = [];
  for (const die of dice) {
    const last = runs[runs.length - 1];
    if (last && last.die.caliber === die.caliber && last.die.owner === die.owner) last.count += 1;
    else runs.push({ die, count: 1 });
  }
  return runs;
}

/** A die as rolled: the die it was built for (or, `added`, one a six added to its run) and its face. */
export interface RolledTaskDie extends TaskRollDie {
  value: number;
  added: boolean;
}

/**
 * A Venus task pool (or a KISS re-roll of some of its dice): real D6, one
 * term per run of dice with the same caliber and owner, each term coloured
 * for Dice So Nice by its caliber and owner. Under a Gambit the terms
 * explode (`3d6x`): every 6 adds a die of the run, which Dice So Nice shows.
 * `options.venusTask` keeps the dice and whether they explode, so the roll
 * re-renders from its own data.
 */
export class VenusTaskRoll extends foundry.dice.Roll {
  // No CHAT_TEMPLATE override (see VenusCheckRoll): a private roll shows Foundry's "???".

  /** A roll of these dice, in this order, ready to evaluate. */
  static forDice(dice: readonly TaskRollDie[], explode = false): VenusTaskRoll {
    const runs = runsOf(dice);
    const formula = runs.length > 0 ? runs.map((r) => `${r.count}d6${explode ? "x" : ""}`).join(" + ") : "0";
    const roll = new VenusTaskRoll(formula, {}, { venusTask: { dice: dice.map((d) => ({ ...d })), explode } });
    roll.dice.forEach((term, i) => {
      const run = runs[i];
      if (run) term.options.appearance = { ...dieAppearance(run.die.caliber, run.die.owner) };
    });
    return roll;
  }

  /** A roll of a task pool: the roller's dice, then one die per ally. */
  static forPool(pool: readonly venus.PoolDie[], explode = false): VenusTaskRoll {
    return VenusTaskRoll.forDice(
      pool.map((d) => ({ caliber: d.caliber, owner: d.ally === null ? 0 : d.ally + 1 })),
      explode,
    );
  }

  /** The dice this roll was built for. */
  get taskDice(): TaskRollDie[] {
    const data = this.options.venusTask as { dice?: TaskRollDie[] } | undefined;
    return Array.isArray(data?.dice) ? data.dice : [];
  }

  /** The faces, in the order of the terms (a run's dice, then the dice its sixes added). */
  values(): number[] {
    return this.rolledDice().map((d) => d.value);
  }

  /**
   * Every die rolled, term by term: the run's dice in order, then the dice
   * its sixes added (an exploding term rolls its own dice first and appends
   * a die for each 6), each with the run's caliber and owner.
   */
  rolledDice(): RolledTaskDie[] {
    const runs = runsOf(this.taskDice);
    return this.dice.flatMap((term, i) => {
      const run = runs[i];
      const faces = term.results.filter((r) => r.active !== false).map((r) => r.result);
      if (!run) return faces.map((value) => ({ caliber: "bronze" as const, owner: 0, value, added: false }));
      return faces.map((value, j) => ({ ...run.die, value, added: j >= run.count }));
    });
  }

  /** The pool as rolled, the dice sixes added included, for the task card. */
  rolledPool(): { pool: venus.PoolDie[]; values: number[]; added: number[] } {
    const dice = this.rolledDice();
    return {
      pool: dice.map((d) => ({
        caliber: d.caliber,
        owner: d.owner === 0 ? ("roller" as const) : ("ally" as const),
        ally: d.owner === 0 ? null : d.owner - 1,
      })),
      values: dice.map((d) => d.value),
      added: dice.flatMap((d, i) => (d.added ? [i] : [])),
    };
  }

  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    if (!this._evaluated || options.isPrivate || this.taskDice.length === 0) return super.render(options);
    // The context builder is in Venus's lazy chunk (../on-demand.ts), fetched by the first render.
    const { taskRollContext } = await import("../on-demand");
    return foundry.applications.handlebars.renderTemplate(TASK_ROLL_TEMPLATE, taskRollContext(this.rolledDice()));
  }
}
