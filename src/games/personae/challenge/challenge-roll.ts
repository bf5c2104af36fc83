/**
 * ChallengeRoll: the d10s of a Personae challenge, one term per side (the
 * issuer, a reactor, the chorus), each coloured for Dice So Nice. The counts
 * are kept in the roll's options so the faces are read back per side after
 * a reload. The class name never changes (messages rebuild rolls by it).
 */

/** One side's dice in a roll and how Dice So Nice draws them. */
export interface RollSide {
  count: number;
  /** "actor", "reactor" or "chorus": picks the dice colours. */
  role: "actor" | "reactor" | "chorus";
}

const APPEARANCE: Record<RollSide["role"], Record<string, string>> = {
  actor: { colorset: "custom", background: "#7a2e1f", foreground: "#ffffff", outline: "#1e1b18" },
  reactor: { colorset: "custom", background: "#1d5fa8", foreground: "#ffffff", outline: "#1e1b18" },
  chorus: { colorset: "custom", background: "#5a534b", foreground: "#ffffff", outline: "#1e1b18" },
};

export class ChallengeRoll extends foundry.dice.Roll {
  /** A roll of these sides, in this order, ready to evaluate. */
  static forSides(sides: readonly RollSide[]): ChallengeRoll {
    const used = sides.filter((s) => s.count > 0);
    const formula = used.length ? used.map((s) => `${s.count}d10`).join(" + ") : "0";
    const roll = new ChallengeRoll(formula, {}, { personaeChallenge: { sides: used.map((s) => ({ ...s })) } });
    roll.dice.forEach((term, i) => {
      const side = used[i];
      if (side) term.options.appearance = { ...APPEARANCE[side.role] };
    });
    return roll;
  }

  /** The sides this roll was built for. */
  get sides(): RollSide[] {
    const data = this.options.personaeChallenge as { sides?: RollSide[] } | undefined;
    return Array.isArray(data?.sides) ? data.sides : [];
  }

  /** The faces of each side, in the order of the sides. */
  sideValues(): number[][] {
    return this.dice.map((term) => term.results.filter((r) => r.active !== false).map((r) => r.result));
  }
}
