import { venus } from "../../../rules";
import { templatePath } from "../../../core/game-definition";
import { dieAppearance } from "./dice-colors";
import { taskRollContext } from "./task-card-context";

export const TASK_ROLL_TEMPLATE = templatePath("venus/dice/task-roll.hbs");

/** One die of a task roll: its caliber and owner (0 the roller, 1–2 the allies). */
export interface TaskRollDie {
  caliber: venus.Caliber;
  owner: number;
}

/**
 * A Venus task pool (or a KISS re-roll of some of its dice): real D6, one
 * term per run of dice with the same caliber and owner, each term coloured
 * for Dice So Nice by its caliber and owner. `options.venusTask.dice` keeps
 * the calibers so the roll re-renders from its own data.
 */
export class VenusTaskRoll extends foundry.dice.Roll {
  // No CHAT_TEMPLATE override (see VenusCheckRoll): a private roll shows Foundry's "???".

  /** A roll of these dice, in this order, ready to evaluate. */
  static forDice(dice: readonly TaskRollDie[]): VenusTaskRoll {
    const runs: { die: TaskRollDie; count: number }[] = [];
    for (const die of dice) {
      const last = runs[runs.length - 1];
      if (last && last.die.caliber === die.caliber && last.die.owner === die.owner) last.count += 1;
      else runs.push({ die, count: 1 });
    }
    const formula = runs.length > 0 ? runs.map((r) => `${r.count}d6`).join(" + ") : "0";
    const roll = new VenusTaskRoll(formula, {}, { venusTask: { dice: dice.map((d) => ({ ...d })) } });
    roll.dice.forEach((term, i) => {
      const run = runs[i];
      if (run) term.options.appearance = { ...dieAppearance(run.die.caliber, run.die.owner) };
    });
    return roll;
  }

  /** A roll of a task pool: the roller's dice, then one die per ally. */
  static forPool(pool: readonly venus.PoolDie[]): VenusTaskRoll {
    return VenusTaskRoll.forDice(pool.map((d) => ({ caliber: d.caliber, owner: d.ally === null ? 0 : d.ally + 1 })));
  }

  /** The dice this roll was built for. */
  get taskDice(): TaskRollDie[] {
    const data = this.options.venusTask as { dice?: TaskRollDie[] } | undefined;
    return Array.isArray(data?.dice) ? data.dice : [];
  }

  /** The faces, in the order of the dice. */
  values(): number[] {
    return this.dice.flatMap((term) => term.results.filter((r) => r.active !== false).map((r) => r.result));
  }

  override async render(options: { flavor?: string; template?: string; isPrivate?: boolean } = {}): Promise<string> {
    const dice = this.taskDice;
    const values = this.values();
    if (!this._evaluated || options.isPrivate || dice.length !== values.length) return super.render(options);
    return foundry.applications.handlebars.renderTemplate(
      TASK_ROLL_TEMPLATE,
      taskRollContext(dice.map((d, i) => ({ caliber: d.caliber, value: values[i] ?? 1 }))),
    );
  }
}
