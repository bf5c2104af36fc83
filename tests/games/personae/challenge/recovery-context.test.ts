// The recovery challenge's card (SRD "Recovery": "the identity rolls 1 die +
// STA against the chorus rolling (shock level) dice + total hits sustained";
// the ruling: a full tie goes to the chorus) — what it shows and decides.
import { describe, expect, it } from "vitest";
import { recoveryCard } from "../../../../src/games/personae/challenge/recovery-context";

const P = "STORY_ENGINES.Personae.Recovery";
/** A translator that shows the key and its data, so the test sees both. */
const t = (key: string, data?: Record<string, string | number>) => (data ? `${key} ${JSON.stringify(data)}` : key);

describe("the recovery card", () => {
  it("shock 1: 1 die + STA beats the chorus's die + hits, and clears shock 1 with half the hits", () => {
    const identity = { dice: [7], add: 2 };
    const chorus = { dice: [5], add: 3 };
    const { succeeded, context } = recoveryCard({ name: "Dunmore", img: "d.webp", shock: 1, identity, chorus }, t);
    expect(succeeded).toBe(true);
    expect(context).toEqual({
      cardClass: "personae",
      title: `${P}.title {"name":"Dunmore"}`,
      subtitle: `${P}.subtitle {"shock":1}`,
      img: "d.webp",
      rows: [
        { label: `${P}.identity`, value: "7 + 2 = 9" },
        { label: `${P}.chorus`, value: "5 + 3 = 8" },
      ],
      note: `${P}.effect1`,
      outcome: { label: `${P}.success`, tone: "good", detail: null },
    });
  });

  it("a full tie goes to the chorus: not yet, try again next scene", () => {
    const { succeeded, context } = recoveryCard(
      { name: "Dunmore", img: "d.webp", shock: 1, identity: { dice: [6], add: 2 }, chorus: { dice: [5], add: 3 } },
      t,
    );
    expect(succeeded).toBe(false);
    expect(context).toMatchObject({
      note: `${P}.failed`,
      outcome: { label: `${P}.failure`, tone: "bad", detail: null },
    });
  });

  it("shock 2 and above: the chorus's dice shown highest first; the effect by shock level, 3 and 4 alike", () => {
    const chorusDice = [3, 8];
    const input = {
      name: "Hanz",
      img: "h.webp",
      shock: 2,
      identity: { dice: [10], add: 3 },
      chorus: { dice: chorusDice, add: 4 },
    };
    const two = recoveryCard(input, t);
    expect(two.succeeded).toBe(true);
    expect(two.context.rows).toEqual([
      { label: `${P}.identity`, value: "10 + 3 = 13" },
      { label: `${P}.chorus`, value: "8 · 3 + 4 = 12" },
    ]);
    expect(two.context.note).toBe(`${P}.effect2`);
    expect(chorusDice).toEqual([3, 8]);
    expect(recoveryCard({ ...input, shock: 3 }, t).context.note).toBe(`${P}.effect3`);
    expect(recoveryCard({ ...input, shock: 4 }, t).context.note).toBe(`${P}.effect3`);
    expect(recoveryCard({ ...input, shock: 0 }, t).context.note).toBe(`${P}.effect0`);
  });

  it("the chorus wins on a higher total", () => {
    const lost = recoveryCard(
      { name: "Hanz", img: "h.webp", shock: 2, identity: { dice: [4], add: 1 }, chorus: { dice: [9, 2], add: 5 } },
      t,
    );
    expect(lost.succeeded).toBe(false);
    expect(lost.context.rows).toEqual([
      { label: `${P}.identity`, value: "4 + 1 = 5" },
      { label: `${P}.chorus`, value: "9 · 2 + 5 = 14" },
    ]);
  });
});
