/**
 * Pure context of the recovery challenge's chat card (the core card shell):
 * the identity's die + STA against the chorus's dice + hits sustained, and
 * what a success does. A full tie goes to the chorus.
 */
import { personae } from "../../../rules";

export interface RecoveryInput {
  name: string;
  img: string;
  shock: number;
  identity: personae.Side;
  chorus: personae.Side;
}

export interface RecoveryOutcome {
  succeeded: boolean;
  context: Record<string, unknown>;
}

const P = "STORY_ENGINES.Personae.Recovery";
const faces = (dice: readonly number[]) => [...dice].sort((a, b) => b - a).join(" · ");

export function recoveryCard(
  input: RecoveryInput,
  t: (key: string, data?: Record<string, string | number>) => string,
): RecoveryOutcome {
  const result = personae.challenge(input.identity, input.chorus, { tiesTo: "reactor" });
  const succeeded = result.winner === "actor";
  const top = (s: personae.Side) => Math.max(...s.dice) + s.add;
  return {
    succeeded,
    context: {
      cardClass: "personae",
      title: t(`${P}.title`, { name: input.name }),
      subtitle: t(`${P}.subtitle`, { shock: input.shock }),
      img: input.img,
      rows: [
        {
          label: t(`${P}.identity`),
          value: `${faces(input.identity.dice)} + ${input.identity.add} = ${top(input.identity)}`,
        },
        { label: t(`${P}.chorus`), value: `${faces(input.chorus.dice)} + ${input.chorus.add} = ${top(input.chorus)}` },
      ],
      note: t(succeeded ? `${P}.effect${Math.min(input.shock, 3)}` : `${P}.failed`),
      outcome: {
        label: t(succeeded ? `${P}.success` : `${P}.failure`),
        tone: succeeded ? "good" : "bad",
        detail: null,
      },
    },
  };
}
