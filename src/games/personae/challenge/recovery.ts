/**
 * The recovery challenge in Foundry: roll the identity's die and the
 * chorus's dice for real in one ChallengeRoll, post the result on the core
 * card shell, and tell the sheet whether it succeeded.
 */
import { personae } from "../../../rules";
import { templatePath } from "../../../core/game-definition";
import { allowInteractiveRoll, messageModeOptions } from "../../../core/compat";
import { ChallengeRoll } from "./challenge-roll";
import { recoveryCard } from "./recovery-context";

const t = (key: string, data?: Record<string, string | number>) =>
  data ? game.i18n.format(key, data) : game.i18n.localize(key);

/** Roll and post a recovery challenge; resolves to whether the identity recovered. */
export async function postRecovery(actor: Actor, harm: personae.Harm, sta: number): Promise<boolean> {
  const sides = personae.recoverySides(harm, sta);
  const roll = ChallengeRoll.forSides([
    { count: sides.identity.dice, role: "actor" },
    { count: sides.chorus.dice, role: "chorus" },
  ]);
  await roll.evaluate({ allowInteractive: allowInteractiveRoll() });
  const [mine = [1], chorus = [1]] = roll.sideValues();
  const { succeeded, context } = recoveryCard(
    {
      name: actor.name,
      img: actor.img,
      shock: harm.shock,
      identity: { dice: mine, add: sides.identity.add },
      chorus: { dice: chorus, add: sides.chorus.add },
    },
    t,
  );
  const content = await foundry.applications.handlebars.renderTemplate(templatePath("core/chat-card.hbs"), context);
  await roll.toMessage({ speaker: ChatMessage.getSpeaker({ actor }), content }, messageModeOptions());
  return succeeded;
}
