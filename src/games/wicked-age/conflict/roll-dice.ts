/**
 * Rolling a participant's dice on their player's own client (the book:
 * everyone rolls for their own character): real Foundry dice, so manual
 * entry of physical dice works (allowInteractive) and Dice So Nice shows
 * them to everyone. The faces go to the GM, who checks they fit the dice.
 */

export interface RolledFaces {
  dice: number[];
  advantage: number[];
}

/** Roll one die per size (in order) and `advantage` d6; the faces of each. */
export async function rollFaces(sizes: readonly number[], advantage: number): Promise<RolledFaces> {
  const terms = [...sizes.map((s) => `1d${s}`), ...(advantage > 0 ? [`${advantage}d6`] : [])];
  const roll = new foundry.dice.Roll(terms.join(" + "));
  await roll.evaluate({ allowInteractive: true });
  const dice = roll.dice.slice(0, sizes.length).map((d) => d.results[0]?.result ?? 0);
  const extra = advantage > 0 ? (roll.dice[sizes.length]?.results.map((r) => r.result) ?? []) : [];
  const dsn = (game as unknown as WickedGameWithDice3D).dice3d;
  if (dsn) await dsn.showForRoll(roll, game.user, true);
  return { dice, advantage: extra };
}
